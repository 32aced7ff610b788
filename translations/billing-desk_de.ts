<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.ui" line="9"/>
        <source>Billing Desk</source>
        <translation>Billing Desk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="22"/>
        <source>Environment banner</source>
        <translation>Umgebungshinweis</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="27"/>
        <source>Screens</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="35"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="39"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="47"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="48"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.ui" line="51"/>
        <source>&amp;About Billing Desk</source>
        <translation>Ü&amp;ber Billing Desk</translation>
    </message>
</context>
<context>
    <name>bd::api::ApiError</name>
    <message>
        <location filename="../src/api/apierror.cpp" line="61"/>
        <source>The service said: %1</source>
        <translation>Der Dienst meldete: %1</translation>
    </message>
    <message>
        <location filename="../src/api/apierror.cpp" line="66"/>
        <source>The service could not be reached. Check the connection and try again.</source>
        <translation>Der Dienst ist nicht erreichbar. Prüfen Sie die Verbindung und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../src/api/apierror.cpp" line="69"/>
        <source>The service took too long to answer. Try again.</source>
        <translation>Der Dienst hat zu lange nicht geantwortet. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../src/api/apierror.cpp" line="71"/>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../src/api/apierror.cpp" line="73"/>
        <source>Plain http is only allowed to this computer; use an https address.</source>
        <translation>Unverschlüsseltes http ist nur zu diesem Computer erlaubt; verwenden Sie eine https-Adresse.</translation>
    </message>
    <message>
        <location filename="../src/api/apierror.cpp" line="75"/>
        <source>The secure connection could not be verified: %1</source>
        <translation>Die sichere Verbindung konnte nicht geprüft werden: %1</translation>
    </message>
    <message>
        <location filename="../src/api/apierror.cpp" line="79"/>
        <source>The service refused the request as invalid.</source>
        <translation>Der Dienst hat die Anfrage als ungültig abgelehnt.</translation>
    </message>
    <message>
        <location filename="../src/api/apierror.cpp" line="81"/>
        <source>The service did not accept the credentials. Sign in again.</source>
        <translation>Der Dienst hat die Anmeldedaten nicht akzeptiert. Melden Sie sich erneut an.</translation>
    </message>
    <message>
        <location filename="../src/api/apierror.cpp" line="83"/>
        <source>The tenant access key was rejected. Pick the tenant again or check its access key.</source>
        <translation>Der Mandanten-Zugriffsschlüssel wurde abgelehnt. Wählen Sie den Mandanten erneut oder prüfen Sie seinen Schlüssel.</translation>
    </message>
    <message>
        <location filename="../src/api/apierror.cpp" line="85"/>
        <source>Your session has ended. Sign in again to continue.</source>
        <translation>Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um fortzufahren.</translation>
    </message>
    <message>
        <location filename="../src/api/apierror.cpp" line="87"/>
        <source>Not found: it may have been deleted or unpublished.</source>
        <translation>Nicht gefunden: möglicherweise gelöscht oder nicht mehr veröffentlicht.</translation>
    </message>
    <message>
        <location filename="../src/api/apierror.cpp" line="89"/>
        <source>The service is busy (too many requests). Try again in a moment.</source>
        <translation>Der Dienst ist ausgelastet (zu viele Anfragen). Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../src/api/apierror.cpp" line="91"/>
        <source>The service had an internal problem (HTTP %1). Try again later.</source>
        <translation>Im Dienst ist ein interner Fehler aufgetreten (HTTP %1). Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <location filename="../src/api/apierror.cpp" line="93"/>
        <source>The service answered with HTTP %1.</source>
        <translation>Der Dienst antwortete mit HTTP %1.</translation>
    </message>
    <message>
        <location filename="../src/api/apierror.cpp" line="95"/>
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>Die Antwort des Dienstes war nicht lesbar: %1</translation>
    </message>
    <message>
        <location filename="../src/api/apierror.cpp" line="97"/>
        <source>The answer was larger than allowed and was stopped.</source>
        <translation>Die Antwort war größer als erlaubt und wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::MainWindow</name>
    <message>
        <location filename="../src/widgets/mainwindow.cpp" line="15"/>
        <source>Not signed in</source>
        <translation>Nicht angemeldet</translation>
    </message>
    <message>
        <location filename="../src/widgets/mainwindow.cpp" line="16"/>
        <source>Connection status</source>
        <translation>Verbindungsstatus</translation>
    </message>
    <message>
        <location filename="../src/widgets/mainwindow.cpp" line="27"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../src/widgets/mainwindow.cpp" line="28"/>
        <source>Signed in: %1</source>
        <translation>Angemeldet: %1</translation>
    </message>
    <message>
        <location filename="../src/widgets/mainwindow.cpp" line="29"/>
        <source>Billing Desk — %1</source>
        <translation>Billing Desk — %1</translation>
    </message>
    <message>
        <location filename="../src/widgets/mainwindow.cpp" line="32"/>
        <source>PRODUCTION — changes affect real customers</source>
        <translation>PRODUKTION — Änderungen betreffen echte Kunden</translation>
    </message>
    <message>
        <location filename="../src/widgets/mainwindow.cpp" line="55"/>
        <source>About Billing Desk</source>
        <translation>Über Billing Desk</translation>
    </message>
    <message>
        <location filename="../src/widgets/mainwindow.cpp" line="56"/>
        <source>&lt;b&gt;Billing Desk&lt;/b&gt; %1&lt;br&gt;A desktop client for the Billing and Catalog Service.</source>
        <translation>&lt;b&gt;Billing Desk&lt;/b&gt; %1&lt;br&gt;Ein Desktop-Client für den Billing and Catalog Service.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../src/app/main.cpp" line="17"/>
        <source>Desktop client for the Billing and Catalog Service.</source>
        <translation>Desktop-Client für den Billing and Catalog Service.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="21"/>
        <source>Start the built-in sandbox service and sign in to it.</source>
        <translation>Den eingebauten Sandbox-Dienst starten und sich dort anmelden.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="30"/>
        <source>Billing Desk</source>
        <translation>Billing Desk</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="31"/>
        <source>The demo sandbox could not start: %1</source>
        <translation>Die Demo-Sandbox konnte nicht starten: %1</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="34"/>
        <source>Demo sandbox (%1)</source>
        <translation>Demo-Sandbox (%1)</translation>
    </message>
</context>
</TS>
