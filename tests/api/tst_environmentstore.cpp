#include "../common/testfolders.h"
#include "api/environmentstore.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace bd::api;

class TestEnvironmentStore : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        bd::test::useTestFolders("tst_environmentstore");
        QSettings().clear();
    }

    void builtInsComeFirstAndNeedAnAddress()
    {
        QSettings settings;
        const QList<Environment> envs = EnvironmentStore::load(settings);
        QCOMPARE(envs.size(), 2);
        QCOMPARE(envs.at(0).kind, Environment::Kind::Production);
        QVERIFY(envs.at(0).isProduction());
        QCOMPARE(envs.at(1).kind, Environment::Kind::Sandbox);
        QCOMPARE(envs.at(0).apiKeyHeader, QByteArray("svc-api-key"));
        QVERIFY(EnvironmentStore::problem(envs.at(0)).contains(QStringLiteral("address")));
    }

    void savesAndLoadsEveryChoice()
    {
        QSettings settings;
        Environment production = EnvironmentStore::load(settings).at(0);
        production.baseUrl = QUrl(QStringLiteral("https://billing.example.com/v1"));
        production.appUrl = QUrl(QStringLiteral("https://app.billing.example.com"));
        production.apiKeyHeader = "x-billing-key";
        production.http2Allowed = true;
        EnvironmentStore::save(settings, production);
        Environment custom;
        custom.kind = Environment::Kind::Custom;
        custom.name = QStringLiteral("Staging / EU");
        custom.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:8080"));
        EnvironmentStore::save(settings, custom);

        const QList<Environment> envs = EnvironmentStore::load(settings);
        QCOMPARE(envs.size(), 3);
        QCOMPARE(envs.at(0).baseUrl, production.baseUrl);
        QCOMPARE(envs.at(0).queryBaseUrl(), production.appUrl);
        QCOMPARE(envs.at(0).apiKeyHeader, QByteArray("x-billing-key"));
        QVERIFY(envs.at(0).http2Allowed);
        QVERIFY(EnvironmentStore::problem(envs.at(0)).isEmpty());
        QCOMPARE(envs.at(2).name, QStringLiteral("Staging / EU"));
        QCOMPARE(envs.at(2).queryBaseUrl(), custom.baseUrl);
        EnvironmentStore::remove(settings, custom.name);
        QCOMPARE(EnvironmentStore::load(settings).size(), 2);
    }

    void refusesPlainHttpToOtherHosts()
    {
        Environment e;
        e.name = QStringLiteral("x");
        e.baseUrl = QUrl(QStringLiteral("http://billing.example.com"));
        QVERIFY(EnvironmentStore::problem(e).contains(QStringLiteral("https")));
        e.baseUrl = QUrl(QStringLiteral("https://billing.example.com"));
        e.appUrl = QUrl(QStringLiteral("http://app.example.com"));
        QVERIFY(!EnvironmentStore::problem(e).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestEnvironmentStore)
#include "tst_environmentstore.moc"
