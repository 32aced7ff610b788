#include "domain/auth.h"
#include "domain/errorbodycodec.h"
#include "domain/invoicecodec.h"
#include "domain/json/jsondocument.h"
#include "domain/productcodec.h"
#include "domain/validation.h"
#include "sandboxfixture.h"

using namespace bd::test;
using namespace bd::domain;

static const char *const HiddenProducts[] = {"01tAc00000LBpPoOMy", "01tAc000008gg77JBV", "01tAc00000SpwPMrbR",
                                             "01tAc00000fsuoWU4F"};

class TestSandboxCatalog : public QObject
{
    Q_OBJECT
private slots:
    void listServesOnlyPublishedActiveProducts();
    void readById_data();
    void readById();
    void keepsExactDecimalsOnTheWire();
    void tenantsAreIsolated();
    void webhookEndpointsAndTenant();
    void query_data();
    void query();
    void generatesLargeCatalogs();

private:
    SandboxFixture m_sandbox;
};

void TestSandboxCatalog::listServesOnlyPublishedActiveProducts()
{
    const HttpResult r = m_sandbox.get(QStringLiteral("/catalog/products"), m_sandbox.apiKey());
    QCOMPARE(r.status, 200);
    QVERIFY(r.header("content-type").startsWith("application/json"));
    const auto page = decodeProductList(r.body);
    QVERIFY(page.ok);
    QVERIFY(page.problems.isEmpty());
    QCOMPARE(page.value.products.size(), 56);
    QSet<QString> ids;
    for (const Product &p : page.value.products) {
        QCOMPARE(p.status.value(), QStringLiteral("Active"));
        QCOMPARE(p.publishStatus.value(), QStringLiteral("Published"));
        ids.insert(p.id.value());
    }
    for (const char *hidden : HiddenProducts)
        QVERIFY2(!ids.contains(QLatin1String(hidden)), hidden);
}

void TestSandboxCatalog::readById_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("status");
    QTest::newRow("published") << "01tAc00000Nmrt41tZ" << 200;
    QTest::newRow("15 characters unknown") << "01tAc00000Nmrt4" << 404;
    QTest::newRow("too short") << "01tAc" << 400;
    QTest::newRow("16 characters") << "01tAc00000Nmrt41" << 400;
    QTest::newRow("dash") << "01tAc00000-mrt41tZ" << 400;
    QTest::newRow("unknown") << "01tAc00000Zzzz99zZ" << 404;
    for (const char *hidden : HiddenProducts)
        QTest::addRow("hidden %s", hidden) << QString::fromLatin1(hidden) << 404;
}

void TestSandboxCatalog::readById()
{
    QFETCH(QString, id);
    QFETCH(int, status);
    const HttpResult r = m_sandbox.get(QStringLiteral("/catalog/products/") + id, m_sandbox.apiKey());
    QCOMPARE(r.status, status);
    if (status == 200) {
        const auto p = decodeJson<Product>(r.body);
        QVERIFY(p.problems.isEmpty());
        QCOMPARE(p.value.id.value(), id);
        return;
    }
    const auto error = decodeJson<ProductErrorBody>(r.body);
    QVERIFY(error.ok);
    QVERIFY(error.value.error.isPresent());
    QVERIFY(error.value.message.value().contains(id));
}

void TestSandboxCatalog::keepsExactDecimalsOnTheWire()
{
    const HttpResult r = m_sandbox.get(QStringLiteral("/catalog/products"), m_sandbox.apiKey());
    QVERIFY(r.body.contains("12345678901234.56"));
    QVERIFY(r.body.contains("0.0035"));
    QVERIFY(r.body.contains("1299.00"));
}

void TestSandboxCatalog::tenantsAreIsolated()
{
    const HttpResult acme = m_sandbox.get(QStringLiteral("/catalog/products"), m_sandbox.apiKey("acme"));
    const HttpResult globex = m_sandbox.get(QStringLiteral("/catalog/products"), m_sandbox.apiKey("globex"));
    QCOMPARE(globex.status, 200);
    const auto acmeList = decodeProductList(acme.body).value.products;
    const auto globexList = decodeProductList(globex.body).value.products;
    QCOMPARE(globexList.size(), 14);
    for (const Product &p : globexList) {
        for (const Product &a : acmeList)
            QVERIFY(a.id.value() != p.id.value());
    }
    const QString acmeId = acmeList.first().id.value();
    QCOMPARE(m_sandbox.get(QStringLiteral("/catalog/products/") + acmeId, m_sandbox.apiKey("globex")).status,
             404);
    const QString acmeContact =
        m_sandbox.server.service().data().tenants.first().contacts.first().info.id.value();
    QCOMPARE(m_sandbox.get(QStringLiteral("/contacts/") + acmeContact, m_sandbox.apiKey("globex")).status,
             404);
}

void TestSandboxCatalog::webhookEndpointsAndTenant()
{
    const HttpResult hooks = m_sandbox.get(QStringLiteral("/webhook-endpoints"), m_sandbox.apiKey());
    QCOMPARE(hooks.status, 200);
    const bd::json::Document doc = bd::json::Document::parse(hooks.body);
    QCOMPARE(doc.root().size(), 5);
    QVERIFY(hooks.body.contains("\"url\":\"https://"));

    const QByteArray basic = "Basic " + basicToken(u"ana@acme.test", u"ana-sandbox-2024");
    const HttpResult tenant = m_sandbox.get(
        QStringLiteral("/tenant"), {{"Authorization", basic}, {"apiAccessKey", m_sandbox.accessKey("acme")}});
    QCOMPARE(tenant.status, 200);
    QVERIFY(tenant.body.contains("Acme Software Ltd"));
    QVERIFY(!tenant.body.contains(m_sandbox.accessKey("acme"))); // secrets never in the details
    QVERIFY(!tenant.body.contains("sk_sandbox"));
}

void TestSandboxCatalog::query_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("by id")
        << QByteArray(
               R"({"query":"{ Customer(where: {id: {_eq: \"001Ac000008Q7lRVsu\"}}) { id name } }","variables":{}})")
        << 200 << QByteArray(R"({"data":{"Customer":[{"id":"001Ac000008Q7lRVsu","name":)");
    QTest::newRow("children by variable")
        << QByteArray(
               R"({"query":"query Kids($p: String) { Customer(where: {parentCustomerId: {_eq: $p}}) { id parentCustomerId } }","variables":{"p":"001Ac000008Q7lRVsu"}})")
        << 200 << QByteArray(R"("parentCustomerId":"001Ac000008Q7lRVsu"})");
    QTest::newRow("in and limit")
        << QByteArray(
               R"({"query":"{ Invoice(where: {status: {_in: [Draft, Canceled]}}, limit: 3) { id status } }"})")
        << 200 << QByteArray(R"({"data":{"Invoice":[{)");
    QTest::newRow("alias and and")
        << QByteArray(
               R"({"query":"{ drafts: Invoice(where: {_and: [{status: {_eq: Draft}}, {currencyIsoCode: {_eq: USD}}]}) { id } }"})")
        << 200 << QByteArray(R"({"data":{"drafts":[)");
    QTest::newRow("unknown entity")
        << QByteArray(R"({"query":"{ Order { id } }"})") << 200
        << QByteArray(
               R"({"errors":[{"message":"Unknown entity \"Order\". Known entities: Customer, Contact, Invoice, Product, WebhookEndpoint)");
    QTest::newRow("syntax error") << QByteArray(R"({"query":"{ Customer { id "})") << 400
                                  << QByteArray(R"({"errors":[{"message":"Syntax error)");
    QTest::newRow("missing variable")
        << QByteArray(R"({"query":"{ Customer(where: {id: {_eq: $nope}}) { id } }"})") << 200
        << QByteArray(R"({"errors":[{"message":"Variable \"$nope\" is not defined)");
    QTest::newRow("no query") << QByteArray("{}") << 400 << QByteArray(R"({"errors")");
}

void TestSandboxCatalog::query()
{
    QFETCH(QByteArray, body);
    QFETCH(int, status);
    QFETCH(QByteArray, expected);
    const HttpResult r =
        m_sandbox.send("GET", QStringLiteral("/api/async/graphql"), m_sandbox.apiKey(), body);
    QCOMPARE(r.status, status);
    QVERIFY2(r.body.contains(expected), r.body.constData());
    QVERIFY(bd::json::Document::parse(r.body).isValid());
}

void TestSandboxCatalog::generatesLargeCatalogs()
{
    bd::sandbox::SandboxOptions options;
    options.generateProducts = 500;
    SandboxFixture big(options);
    const HttpResult r = big.get(QStringLiteral("/catalog/products"), big.apiKey());
    const auto page = decodeProductList(r.body);
    QVERIFY(page.problems.isEmpty());
    QCOMPARE(page.value.products.size(), 556);
    QSet<QString> ids;
    for (const Product &p : page.value.products) {
        QVERIFY2(isValidProductId(p.id.value()), qPrintable(p.id.value()));
        ids.insert(p.id.value());
    }
    QCOMPARE(ids.size(), 556);
    QCOMPARE(
        big.get(QStringLiteral("/catalog/products/") + page.value.products.last().id.value(), big.apiKey())
            .status,
        200);
}

QTEST_GUILESS_MAIN(TestSandboxCatalog)
#include "tst_sandboxcatalog.moc"
