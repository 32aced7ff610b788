// The tenant screen's decisions without widgets: every field of GET /tenant as a tree, what
// the session is, which switch it offers, and switching tenant — a listed tenant or a typed
// key, a refused key leaving the session as it was — against the sandbox.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "../common/jsontestutil.h"
#include "models/admin/tenantcontroller.h"
#include "models/common/fieldtreemodel.h"
#include "models/common/tenantscope.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSettings>
#include <QStandardPaths>

using namespace bd::models;
using namespace bd::test;
using Offer = TenantController::SwitchOffer;

static QStringList childNames(const QAbstractItemModel &m, const QModelIndex &parent = {})
{
    QStringList out;
    for (int r = 0; r < m.rowCount(parent); ++r)
        out.append(m.index(r, FieldTreeModel::Field, parent).data().toString());
    return out;
}

static QModelIndex field(const QAbstractItemModel &m, const QString &name, const QModelIndex &parent = {})
{
    const int row = int(childNames(m, parent).indexOf(name));
    return row < 0 ? QModelIndex() : m.index(row, FieldTreeModel::Field, parent);
}

static QString value(const QModelIndex &fieldIndex)
{
    return fieldIndex.siblingAtColumn(FieldTreeModel::Value).data().toString();
}

static QByteArray tenantFile(const char *tenant)
{
    return readFile(
        QStringLiteral(BD_SOURCE_DIR "/resources/sandbox/%1/tenant.json").arg(QLatin1String(tenant)));
}

class TestTenantController : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void detailsEveryField_data();
    void detailsEveryField();
    void nestedValuesReadable();
    void sessionAndOffers();
    void switchesToAListedTenant();
    void wrongTypedKeyLeavesTheSessionAsItWas();
    void typedKeyWithBasic();
    void typedKeyRefreshesAnOldTokenFirst();
    void loadFailure();
};

static bool loadDetails(TenantController &c)
{
    QSignalSpy loaded(&c, &TenantController::loaded);
    QSignalSpy failed(&c, &TenantController::failed);
    c.load();
    QDeadlineTimer deadline(15000);
    while (loaded.isEmpty() && failed.isEmpty() && !deadline.hasExpired())
        QTest::qWait(10);
    return loaded.count() == 1;
}

void TestTenantController::detailsEveryField_data()
{
    QTest::addColumn<QByteArray>("tenant");
    QTest::newRow("acme") << QByteArray("acme");
    QTest::newRow("globex") << QByteArray("globex");
}

// Every field of the file the sandbox serves, in its order, and the copy is that record.
void TestTenantController::detailsEveryField()
{
    QFETCH(QByteArray, tenant);
    ApiFixture f;
    f.signInWithApiKey(tenant.constData());
    TenantController c(accountOf(f.client));
    QAbstractItemModelTester tester(c.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(loadDetails(c));
    const QByteArray expected = tenantFile(tenant.constData());
    const bd::json::Document doc = bd::json::Document::parse(expected);
    QStringList names;
    for (const bd::json::Member &m : bd::json::members(doc.root()))
        names.append(m.name());
    QCOMPARE(childNames(*c.model()), names);
    QCOMPARE(canonicalJson(c.detailsJson()), canonicalJson(expected));
    QVERIFY(c.detailsJson().contains("\n  \"")); // indented for people
}

void TestTenantController::nestedValuesReadable()
{
    ApiFixture f;
    f.signInWithApiKey("globex");
    TenantController c(accountOf(f.client));
    QAbstractItemModelTester tester(c.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(loadDetails(c));
    const FieldTreeModel &m = *c.model();
    const QModelIndex features = field(m, QStringLiteral("features"));
    QCOMPARE(value(features), QStringLiteral("catalog, invoicing, usage-rating, webhooks")); // by "key"
    QCOMPARE(childNames(m, features), QStringList({"[0]", "[1]", "[2]", "[3]"}));
    const QModelIndex third = m.index(2, 0, features);
    QCOMPARE(value(field(m, QStringLiteral("trialEndsOn"), third)), QStringLiteral("2025-03-31"));
    QCOMPARE(field(m, QStringLiteral("trialEndsOn"), third).data(FieldTreeModel::PathRole).toString(),
             QStringLiteral("features[2].trialEndsOn"));
    const QModelIndex limits = field(m, QStringLiteral("limits"));
    const QModelIndex users = field(m, QStringLiteral("users"), limits);
    QCOMPARE(value(users), QStringLiteral("null"));
    QVERIFY(users.siblingAtColumn(FieldTreeModel::Value).data(Qt::FontRole).value<QFont>().italic());
    QCOMPARE(value(field(m, QStringLiteral("storage"), limits)), QStringLiteral("value=50, unit=GB"));
    QCOMPARE(field(m, QStringLiteral("storage"), limits).data(FieldTreeModel::JsonRole).toByteArray(),
             QByteArray(R"({"value": 50, "unit": "GB"})"));
    QCOMPARE(value(field(m, QStringLiteral("parentTenantId"))), QStringLiteral("null"));
    QCOMPARE(value(field(m, QStringLiteral("vndGlobexSegment"))),
             QStringLiteral("Mid-market")); // unknown: kept
}

// A controller belongs to the account it was made for: what it offers is that account's.
void TestTenantController::sessionAndOffers()
{
    ApiFixture f;
    f.signInWithApiKey("acme");
    TenantController apiKey(accountOf(f.client));
    QCOMPARE(apiKey.switchOffer(), Offer::NotOffered);
    TenantController::SessionInfo info = apiKey.sessionInfo();
    QCOMPARE(info.environmentName, QStringLiteral("Demo"));
    QCOMPARE(info.address, f.server.baseUrl());
    QVERIFY(!info.production);
    QCOMPARE(info.method, bd::api::AuthMethod::ApiKey);
    QVERIFY(info.userName.isEmpty());
    QVERIFY(f.signInWithToken("acme"));
    TenantController bearer(accountOf(f.client));
    QCOMPARE(bearer.switchOffer(), Offer::List);
    QCOMPARE(bearer.tenants().size(), 2);
    QCOMPARE(bearer.currentTenant(), 0);
    QCOMPARE(bearer.sessionInfo().userName, QString::fromLatin1(DemoUser));
    QCOMPARE(bearer.sessionInfo().method, bd::api::AuthMethod::Bearer);
    QCOMPARE(apiKey.sessionInfo().method, bd::api::AuthMethod::ApiKey); // still the account it was made for
    f.client.session().useBasic(QString::fromLatin1(DemoUser), QString::fromLatin1(DemoPassword),
                                QString::fromLatin1(f.accessKey("globex")));
    TenantController basic(accountOf(f.client));
    QCOMPARE(basic.switchOffer(), Offer::KeyOnly);
    QVERIFY(basic.tenants().isEmpty());
    QCOMPARE(basic.currentTenant(), -1);
}

void TestTenantController::switchesToAListedTenant()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    f.client.session().setTenant(QString::fromLatin1(f.accessKey("acme")),
                                 QStringLiteral("Acme Software Ltd"));
    const QString acmeGroup = tenantSettingsGroup(*accountOf(f.client));
    TenantController c(accountOf(f.client));
    QAbstractItemModelTester tester(c.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy announced(&f.client.session(), &bd::api::AuthSession::tenantSwitched);
    QSignalSpy switched(&c, &TenantController::switched);
    f.server.service().clearReceived();
    c.switchTo(c.tenants().at(1));
    QVERIFY(c.isSwitching());
    QTRY_COMPARE(switched.count(), 1);
    QCOMPARE(switched.first().first().toString(), QStringLiteral("Globex Corporation"));
    QCOMPARE(announced.count(), 1);
    QCOMPARE(f.client.session().current()->tenantKey(), QString::fromLatin1(f.accessKey("globex")));
    QCOMPARE(f.client.session().current()->tenantName(), QStringLiteral("Globex Corporation"));
    QCOMPARE(c.currentTenant(), 0); // the controller stays Acme's; the window makes a new one
    QCOMPARE(TenantController(accountOf(f.client)).currentTenant(), 1);
    QCOMPARE(f.server.service().received().size(), 1); // GET /tenant with the new key
    QCOMPARE(f.server.service().received().first().path, QStringLiteral("/tenant"));
    QCOMPARE(f.server.service().received().first().accessKeyTenant, QStringLiteral("globex"));
    QCOMPARE(value(field(*c.model(), QStringLiteral("id"))), QStringLiteral("globex"));
    // Local state kept per tenant follows: recent contacts, drafts, query history.
    QVERIFY(tenantSettingsGroup(*accountOf(f.client)) != acmeGroup);
    QCOMPARE(
        QSettings().value(tenantSettingsGroup(*accountOf(f.client)) + QStringLiteral("/label")).toString(),
        f.server.baseUrl().toString() + QStringLiteral(" — Globex Corporation"));
}

void TestTenantController::wrongTypedKeyLeavesTheSessionAsItWas()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    f.client.session().setTenant(QString::fromLatin1(f.accessKey("acme")),
                                 QStringLiteral("Acme Software Ltd"));
    TenantController c(accountOf(f.client));
    QSignalSpy failed(&c, &TenantController::switchFailed);
    QSignalSpy announced(&f.client.session(), &bd::api::AuthSession::tenantSwitched);
    QSignalSpy signInRequired(&f.client.session(), &bd::api::AuthSession::signInRequired);
    c.switchWithKey(QStringLiteral("  0123-not-a-key  "));
    QTRY_COMPARE(failed.count(), 1);
    const QString message = failed.first().first().toString();
    QVERIFY2(message.contains(QStringLiteral("did not accept this tenant access key")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("still working in Acme Software Ltd")), qPrintable(message));
    QCOMPARE(announced.count(), 0);
    QCOMPARE(signInRequired.count(), 0);
    QCOMPARE(f.refreshes(), 0);
    QCOMPARE(f.client.session().current()->tenantKey(), QString::fromLatin1(f.accessKey("acme")));
    QCOMPARE(f.client.session().current()->tenantName(), QStringLiteral("Acme Software Ltd"));
    c.switchWithKey(QStringLiteral("   "));
    QCOMPARE(failed.count(), 2); // nothing typed: said at once, nothing sent
    c.switchWithKey(QString::fromLatin1(f.accessKey("acme")));
    QCOMPARE(failed.count(), 3);
    QVERIFY(failed.last().first().toString().contains(QStringLiteral("already")));
}

void TestTenantController::typedKeyWithBasic()
{
    ApiFixture f;
    f.client.session().useBasic(QString::fromLatin1(DemoUser), QString::fromLatin1(DemoPassword),
                                QString::fromLatin1(f.accessKey("acme")));
    TenantController c(accountOf(f.client));
    QSignalSpy switched(&c, &TenantController::switched);
    f.server.service().clearReceived();
    c.switchWithKey(QString::fromLatin1(f.accessKey("globex")));
    QTRY_COMPARE(switched.count(), 1);
    QCOMPARE(switched.first().first().toString(), QStringLiteral("Globex Corporation")); // from its details
    QCOMPARE(f.client.session().current()->tenantName(), QStringLiteral("Globex Corporation"));
    QCOMPARE(f.server.service().received().last().authorizationScheme, QByteArray("Basic"));
    QCOMPARE(f.server.service().received().last().accessKeyTenant, QStringLiteral("globex"));
}

// A typed key is tried without a refresh on 401, so an old token is refreshed first, with the
// key known to work.
void TestTenantController::typedKeyRefreshesAnOldTokenFirst()
{
    ApiFixture f;
    QVERIFY(f.signInWithToken("acme"));
    f.clock.advanceMs(16 * 60 * 1000);
    TenantController c(accountOf(f.client));
    QSignalSpy switched(&c, &TenantController::switched);
    f.server.service().clearReceived();
    c.switchWithKey(QString::fromLatin1(f.accessKey("globex")));
    QVERIFY(c.isSwitching());
    QTRY_COMPARE(switched.count(), 1);
    QCOMPARE(f.refreshes(), 1);
    const auto &received = f.server.service().received();
    QCOMPARE(received.size(), 2);
    QCOMPARE(received.at(0).path, QStringLiteral("/auth/refreshToken"));
    QCOMPARE(received.at(0).accessKeyTenant, QStringLiteral("acme"));
    QCOMPARE(received.at(1).path, QStringLiteral("/tenant"));
    QCOMPARE(received.at(1).accessKeyTenant, QStringLiteral("globex"));
}

void TestTenantController::loadFailure()
{
    ApiFixture f;
    f.signInWithApiKey("acme");
    QString error;
    f.server.faults().add(*bd::sandbox::Fault::parse(QStringLiteral("500,route=/tenant,count=4"), &error));
    TenantController c(accountOf(f.client));
    QSignalSpy failed(&c, &TenantController::failed);
    c.load();
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
    QCOMPARE(failed.first().first().value<bd::api::ApiError>().kind, bd::api::ApiError::Kind::Server);
    QVERIFY(c.detailsJson().isEmpty());
    QVERIFY(loadDetails(c)); // the fault is used up: Retry works
}

QTEST_GUILESS_MAIN(TestTenantController)
#include "tst_tenantcontroller.moc"
