// Secrets given in BILLING_DESK_* variables are gone from the running programs' environment as
// the system shows it to every process of the user (/proc/<pid>/environ, `ps e`), not only from
// the C library's table. The real window and the real command-line tool are started with each
// variable against a service that takes the connection and never answers, and read while they
// wait for it.

#include "clitest.h"

#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QTest>

using namespace bd::test;

class TestEnvironSecrets : public QObject
{
    Q_OBJECT
private slots:
    void goneWhileRunning_data();
    void goneWhileRunning();
};

void TestEnvironSecrets::goneWhileRunning_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("variable");
    const QStringList apiKey{QStringLiteral("--auth"), QStringLiteral("api-key")};
    const QStringList token{QStringLiteral("--auth"), QStringLiteral("token"), QStringLiteral("--user"),
                            QStringLiteral("ada@example.com")};
    const QStringList list{QStringLiteral("products"), QStringLiteral("list")};
    const QString cli = QStringLiteral(BD_CLI_PATH), app = QStringLiteral(BD_APP_PATH);
    QTest::newRow("CLI, API key") << cli << apiKey + list << QStringLiteral("BILLING_DESK_API_KEY");
    QTest::newRow("CLI, password") << cli << token + list << QStringLiteral("BILLING_DESK_PASSWORD");
    QTest::newRow("CLI, tenant key") << cli << apiKey + list << QStringLiteral("BILLING_DESK_TENANT_KEY");
    QTest::newRow("window, API key") << app << apiKey << QStringLiteral("BILLING_DESK_API_KEY");
    QTest::newRow("window, password") << app << token << QStringLiteral("BILLING_DESK_PASSWORD");
    QTest::newRow("window, tenant key") << app << apiKey << QStringLiteral("BILLING_DESK_TENANT_KEY");
}

void TestEnvironSecrets::goneWhileRunning()
{
    QFETCH(QString, program);
    QFETCH(QStringList, arguments);
    QFETCH(QString, variable);

    QTcpServer silent; // takes connections, never answers: the program waits with its secret read
    QVERIFY(silent.listen(QHostAddress::LocalHost));
    const QByteArray secret = "s3cret-" + variable.toLatin1() + "-9f2c";
    CliRunner runner;
    QProcessEnvironment env = runner.environment;
    env.insert(variable, QString::fromLatin1(secret));
    if (variable == u"BILLING_DESK_TENANT_KEY")
        env.insert(QStringLiteral("BILLING_DESK_API_KEY"), QStringLiteral("key-given-with-the-tenant-key"));
    env.insert(QStringLiteral("BD_TEST_MARKER"), QStringLiteral("still-here")); // proves the read works
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("TMPDIR"), runner.path("home")); // the window is single-instance per user

    QProcess process;
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(runner.path("home"));
    const QString base = QStringLiteral("http://127.0.0.1:%1").arg(silent.serverPort());
    process.start(program, QStringList{QStringLiteral("--base-url"), base} + arguments);
    QVERIFY2(process.waitForStarted(), qPrintable(process.errorString()));
    const auto stop = qScopeGuard([&] {
        process.kill();
        process.waitForFinished();
    });

    // The first request goes out after the secrets are read.
    QVERIFY2(silent.waitForNewConnection(30000), qPrintable(process.readAllStandardError()));
    QFile shown(QStringLiteral("/proc/%1/environ").arg(process.processId()));
    QVERIFY(shown.open(QIODevice::ReadOnly));
    const QByteArray seen = shown.readAll();
    QVERIFY(seen.contains("BD_TEST_MARKER=still-here"));
    QVERIFY2(!seen.contains(secret), "the secret is still in the environment the system shows");
    QVERIFY(!seen.contains("key-given-with-the-tenant-key"));
    QCOMPARE(process.state(), QProcess::Running);
}

QTEST_GUILESS_MAIN(TestEnvironSecrets)
#include "tst_environsecrets.moc"
