// The sign-in dialog offscreen against the in-process sandbox.

#include "../api/apifixture.h"
#include "api/accountstore.h"
#include "secrets/lazysecretstore.h"
#include "secrets/secretvault.h"
#include "widgets/shell/signindialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>

using namespace bd::test;
using namespace bd::api;

class TestSignInDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestFolders("tst_signindialog");
        QSettings().clear();
    }
    void tokenWithTenantPicker();
    void apiKeyAndBasic_data();
    void apiKeyAndBasic();
    void wrongPasswordKeepsInput();
    void refusesPlainHttpElsewhere();
    void firstStartOffersTheDemo();
    void lastEnvironmentIsPreselected();
    void progressIsNotAnErrorAndOldErrorsGo();
    void unusableKeychainDisablesRememberMe();
    void rateLimitWaitCountsDownAndCancels();

private:
    struct Setup
    {
        ApiFixture f;
        bd::secrets::MemorySecretStore store;
        bd::secrets::SecretVault vault{&store};
        AccountStore accounts{&vault};
    };
    static void fill(bd::widgets::SignInDialog &d, const QString &url, AuthMethod method, const QString &user,
                     const QString &password)
    {
        SignInRequest r;
        r.environment.baseUrl = QUrl(url);
        r.method = method;
        r.userName = user;
        r.password = password;
        d.prefill(r, QStringLiteral("Custom address"));
    }
};

void TestSignInDialog::tokenWithTenantPicker()
{
    Setup s;
    bd::widgets::SignInDialog dialog(&s.f.client, &s.accounts);
    fill(dialog, s.f.server.baseUrl().toString(), AuthMethod::Bearer, QString::fromLatin1(DemoUser),
         QString::fromLatin1(DemoPassword));
    dialog.findChild<QCheckBox *>(QStringLiteral("remember"))->setChecked(true);
    dialog.show();
    QSignalSpy finished(&dialog, &QDialog::finished);
    dialog.accept();
    auto *tenant = dialog.findChild<QComboBox *>(QStringLiteral("tenant"));
    QTRY_VERIFY(tenant->isVisible());
    QCOMPARE(tenant->count(), 2);
    tenant->setCurrentIndex(1);
    dialog.accept();
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.first().first().toInt(), int(QDialog::Accepted));
    QCOMPARE(dialog.tenantName(), QStringLiteral("Globex Corporation"));
    QCOMPARE(s.accounts.lastAccount().userName, QString::fromLatin1(DemoUser));
    QCOMPARE(s.store.size(), 2); // remembered: tenant key and refresh token, not the password
}

void TestSignInDialog::apiKeyAndBasic_data()
{
    QTest::addColumn<int>("method");
    QTest::newRow("api key") << int(AuthMethod::ApiKey);
    QTest::newRow("basic") << int(AuthMethod::Basic);
}

void TestSignInDialog::apiKeyAndBasic()
{
    QFETCH(int, method);
    Setup s;
    bd::widgets::SignInDialog dialog(&s.f.client, &s.accounts);
    SignInRequest r;
    r.environment.baseUrl = s.f.server.baseUrl();
    r.method = AuthMethod(method);
    dialog.prefill(r, QStringLiteral("Custom address"));
    dialog.show();
    // Typed as a person would, into the fields the chosen method shows.
    if (r.method == AuthMethod::ApiKey) {
        QVERIFY(dialog.findChild<QLineEdit *>(QStringLiteral("apiKey"))->isVisible());
        QVERIFY(!dialog.findChild<QLineEdit *>(QStringLiteral("password"))->isVisible());
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("apiKey")),
                         QString::fromUtf8(s.f.apiKey("globex").first().second));
    } else {
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("userName")),
                         QStringLiteral("hank@globex.test"));
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("password")),
                         QStringLiteral("hank-sandbox-2024"));
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("tenantKey")),
                         QString::fromLatin1(s.f.accessKey("globex")));
    }
    QSignalSpy finished(&dialog, &QDialog::finished);
    dialog.accept();
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.first().first().toInt(), int(QDialog::Accepted));
    QCOMPARE(dialog.tenantName(), QStringLiteral("Globex Corporation"));
    QCOMPARE(s.f.client.session().current()->method(), r.method);
}

void TestSignInDialog::wrongPasswordKeepsInput()
{
    Setup s;
    bd::widgets::SignInDialog dialog(&s.f.client, &s.accounts);
    fill(dialog, s.f.server.baseUrl().toString(), AuthMethod::Bearer, QString::fromLatin1(DemoUser),
         QStringLiteral("wrong"));
    dialog.show();
    dialog.accept();
    auto *error = dialog.findChild<QLabel *>(QStringLiteral("error"));
    QTRY_VERIFY(error->text().contains(QStringLiteral("credentials")));
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("userName"))->text(),
             QString::fromLatin1(DemoUser));
    QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("password"))->text(), QStringLiteral("wrong"));
}

void TestSignInDialog::refusesPlainHttpElsewhere()
{
    Setup s;
    bd::widgets::SignInDialog dialog(&s.f.client, &s.accounts);
    fill(dialog, QStringLiteral("http://billing.example.com"), AuthMethod::ApiKey, {}, {});
    dialog.show();
    dialog.accept();
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("error"))->text().contains(QStringLiteral("https")));
    QVERIFY(dialog.isVisible());
}

void TestSignInDialog::firstStartOffersTheDemo()
{
    QSettings().clear();
    Setup s;
    bd::widgets::SignInDialog dialog(&s.f.client, &s.accounts);
    dialog.show();
    auto *environment = dialog.findChild<QComboBox *>(QStringLiteral("environment"));
    QVERIFY(environment->currentText().contains(QStringLiteral("demo")));
    QVERIFY(!dialog.findChild<QLineEdit *>(QStringLiteral("baseUrl"))->isVisible()); // nothing to fill in
    QSignalSpy demo(&dialog, &bd::widgets::SignInDialog::demoRequested);
    QTest::keyClick(&dialog, Qt::Key_Return);
    QCOMPARE(demo.count(), 1);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestSignInDialog::lastEnvironmentIsPreselected()
{
    QSettings().clear();
    Setup s;
    {
        bd::widgets::SignInDialog dialog(&s.f.client, &s.accounts);
        fill(dialog, s.f.server.baseUrl().toString(), AuthMethod::ApiKey, {}, {});
        dialog.findChild<QLineEdit *>(QStringLiteral("apiKey"))
            ->setText(QString::fromUtf8(s.f.apiKey().first().second));
        QSignalSpy finished(&dialog, &QDialog::finished);
        dialog.accept();
        QTRY_COMPARE(finished.count(), 1);
    }
    bd::widgets::SignInDialog again(&s.f.client, &s.accounts);
    QCOMPARE(again.findChild<QComboBox *>(QStringLiteral("environment"))->currentText(),
             QStringLiteral("Custom address"));
    QCOMPARE(again.findChild<QLineEdit *>(QStringLiteral("baseUrl"))->text(),
             s.f.server.baseUrl().toString());
}

void TestSignInDialog::progressIsNotAnErrorAndOldErrorsGo()
{
    Setup s;
    bd::widgets::SignInDialog dialog(&s.f.client, &s.accounts);
    fill(dialog, s.f.server.baseUrl().toString(), AuthMethod::Bearer, QString::fromLatin1(DemoUser),
         QStringLiteral("wrong"));
    dialog.show();
    auto *status = dialog.findChild<QLabel *>(QStringLiteral("error"));
    dialog.accept();
    QCOMPARE(status->text(), QStringLiteral("Signing in…"));
    QVERIFY(status->styleSheet().isEmpty()); // progress in the normal colour
    QTRY_VERIFY(status->text().contains(QStringLiteral("credentials")));
    QVERIFY(status->text().startsWith(u'⚠')); // a problem says so with more than colour
    auto *method = dialog.findChild<QComboBox *>(QStringLiteral("method"));
    method->setFocus();
    QTest::keyClick(method, Qt::Key_Up); // another method: the old problem goes
    QVERIFY(status->text().isEmpty());
}

void TestSignInDialog::unusableKeychainDisablesRememberMe()
{
    ApiFixture f;
    int opened = 0;
    bd::secrets::LazySecretStore store(nullptr, [&](QObject *parent, auto done) {
        ++opened;
        done(new bd::secrets::MemorySecretStore(parent), QStringLiteral("no Secret Service on this desktop"));
    });
    bd::secrets::SecretVault vault(&store);
    AccountStore accounts(&vault);
    bd::widgets::SignInDialog dialog(&f.client, &accounts);
    dialog.show();
    QCOMPARE(opened, 0); // showing the dialog does not touch the keychain
    auto *remember = dialog.findChild<QCheckBox *>(QStringLiteral("remember"));
    auto *environment = dialog.findChild<QComboBox *>(QStringLiteral("environment"));
    environment->setCurrentIndex(environment->findText(QStringLiteral("Custom address")));
    QTest::mouseClick(remember, Qt::LeftButton, {}, QPoint(4, remember->height() / 2));
    QCOMPARE(opened, 1);
    QVERIFY(!remember->isChecked());
    QVERIFY(!remember->isEnabled());
    auto *why = dialog.findChild<QLabel *>(QStringLiteral("rememberProblem"));
    QVERIFY(why->isVisible());
    QVERIFY(why->text().contains(QStringLiteral("no Secret Service")));
}

// The service asks signing in to wait: the dialog says so with the seconds counting down, and
// its Cancel button ends the wait (nothing goes again).
void TestSignInDialog::rateLimitWaitCountsDownAndCancels()
{
    Setup s;
    QString error;
    s.f.server.faults().add(*bd::sandbox::Fault::parse(QStringLiteral("429=2"), &error));
    bd::widgets::SignInDialog dialog(&s.f.client, &s.accounts);
    SignInRequest r;
    r.environment.baseUrl = s.f.server.baseUrl();
    r.method = AuthMethod::ApiKey;
    dialog.prefill(r, QStringLiteral("Custom address"));
    dialog.show();
    QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("apiKey")),
                     QString::fromUtf8(s.f.apiKey("globex").first().second));
    QSignalSpy finished(&dialog, &QDialog::finished);
    QTest::keyClick(dialog.findChild<QLineEdit *>(QStringLiteral("apiKey")), Qt::Key_Return);
    auto *status = dialog.findChild<QLabel *>(QStringLiteral("error"));
    QTRY_VERIFY2(status->text().contains(QStringLiteral("asked us to wait 2 s — retrying (1 of 5)")),
                 qPrintable(status->text()));
    QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("wait 1 s")), 1900);
    QTest::mouseClick(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel),
                      Qt::LeftButton);
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.first().first().toInt(), int(QDialog::Rejected));
    QTest::qWait(2500); // past the time the retry would have gone
    QCOMPARE(s.f.server.service().stats().requests, 1);
}

QTEST_MAIN(TestSignInDialog)
#include "tst_signindialog.moc"
