// Data for the admin screens: webhook endpoints in two shapes (bare and enveloped), tenant
// details that differ between tenants, invoices in every status.

#include "domain/json/jsondocument.h"
#include "sandboxfixture.h"

using namespace bd::test;

namespace {

bd::json::Value member(bd::json::Value object, QByteArrayView name)
{
    if (!object.isObject())
        return {};
    for (const bd::json::Member &m : bd::json::members(object)) {
        if (m.rawName() == name)
            return m.value;
    }
    return {};
}

QStringList names(bd::json::Value object)
{
    QStringList out;
    for (const bd::json::Member &m : bd::json::members(object))
        out << m.name();
    return out;
}

} // namespace

class TestSandboxAdmin : public QObject
{
    Q_OBJECT
private slots:
    void acmeWebhooksAreABareArray();
    void globexWebhooksAreEnvelopedAndUneven();
    void envelopeCanBeSwitched();
    void tenantDetails_data();
    void tenantDetails();
    void invoicesInEveryStatus();

private:
    SandboxFixture m_sandbox;
};

void TestSandboxAdmin::acmeWebhooksAreABareArray()
{
    const HttpResult r = m_sandbox.get(QStringLiteral("/webhook-endpoints"), m_sandbox.apiKey("acme"));
    QCOMPARE(r.status, 200);
    const bd::json::Document doc = bd::json::Document::parse(r.body);
    QVERIFY(doc.root().isArray());
    QCOMPARE(doc.root().size(), 5);
    for (bd::json::Value e : doc.root()) {
        QVERIFY(member(e, "url").toString().startsWith(u"https://"));
        QVERIFY(member(e, "events").isArray());
        QVERIFY(member(e, "status").isString());
    }
}

void TestSandboxAdmin::globexWebhooksAreEnvelopedAndUneven()
{
    const HttpResult r = m_sandbox.get(QStringLiteral("/webhook-endpoints"), m_sandbox.apiKey("globex"));
    QCOMPARE(r.status, 200);
    const bd::json::Document doc = bd::json::Document::parse(r.body);
    QVERIFY(doc.root().isObject());
    QCOMPARE(names(doc.root()), QStringList{"data"});
    const bd::json::Value list = member(doc.root(), "data");
    QCOMPARE(list.size(), 6);
    QList<bd::json::Value> items;
    for (bd::json::Value e : list)
        items << e;
    // Other field names than acme's, and each of them in another shape.
    QVERIFY(member(items[0], "target").toString().startsWith(u"https://"));
    QVERIFY(!member(items[0], "url").isValid());
    QVERIFY(member(items[0], "eventTypes").isArray());
    QVERIFY((*member(items[0], "eventTypes").begin()).isObject());
    QCOMPARE(member(items[0], "enabled").toBool(), true);
    QCOMPARE(member(member(items[0], "auth"), "header").toString(), QStringLiteral("X-Sig"));
    QVERIFY(member(items[1], "endpointUrl").isString());
    QCOMPARE(member(items[1], "eventTypes").toString(), QStringLiteral("contact.created,contact.updated"));
    QCOMPARE(member(items[1], "enabled").toBool(), false);
    QVERIFY(member(items[2], "description").isNull());
    QVERIFY(member(items[2], "createdAt").isNumber());
    QCOMPARE(names(items[3]), QStringList({"id", "enabled"})); // a record missing most fields
    QVERIFY(items[4].isNumber());
    QVERIFY(items[5].isNull());
}

void TestSandboxAdmin::envelopeCanBeSwitched()
{
    const auto shape = [&](const char *tenant) {
        const HttpResult r = m_sandbox.get(QStringLiteral("/webhook-endpoints"), m_sandbox.apiKey(tenant));
        return bd::json::Document::parse(r.body).root().type();
    };
    const auto config = [&](const QString &query) {
        return m_sandbox.send("POST", QStringLiteral("/_sandbox/config?") + query, {}, {}).status;
    };
    QCOMPARE(config(QStringLiteral("tenant=acme&webhooksEnveloped=true")), 204);
    QCOMPARE(shape("acme"), bd::json::Type::Object);
    QCOMPARE(config(QStringLiteral("tenant=globex&webhooksEnveloped=false")), 204);
    QCOMPARE(shape("globex"), bd::json::Type::Array);
    QCOMPARE(config(QStringLiteral("tenant=initech&webhooksEnveloped=true")), 400);
    QCOMPARE(config(QStringLiteral("tenant=acme&webhooksEnveloped=yes")), 400);
    QCOMPARE(config(QStringLiteral("colour=blue")), 400);
    QCOMPARE(config(QStringLiteral("tenant=acme&webhooksEnveloped=false")), 204);
    QCOMPARE(config(QStringLiteral("tenant=globex&webhooksEnveloped=true")), 204);
    QCOMPARE(shape("acme"), bd::json::Type::Array);
    QCOMPARE(shape("globex"), bd::json::Type::Object);
}

void TestSandboxAdmin::tenantDetails_data()
{
    QTest::addColumn<QByteArray>("tenant");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("zone");
    QTest::addColumn<int>("featureType");
    QTest::addColumn<QString>("vendorField");
    QTest::newRow("acme") << QByteArray("acme") << "Acme Software Ltd"
                          << "Europe/London" << int(bd::json::Type::String) << "x_acmeInternalRef";
    QTest::newRow("globex") << QByteArray("globex") << "Globex Corporation"
                            << "America/New_York" << int(bd::json::Type::Object) << "vndGlobexSegment";
}

void TestSandboxAdmin::tenantDetails()
{
    QFETCH(QByteArray, tenant);
    QFETCH(QString, name);
    QFETCH(QString, zone);
    QFETCH(int, featureType);
    QFETCH(QString, vendorField);
    const HttpResult r = m_sandbox.get(QStringLiteral("/tenant"), m_sandbox.apiKey(tenant.constData()));
    QCOMPARE(r.status, 200);
    const bd::json::Document doc = bd::json::Document::parse(r.body);
    const bd::json::Value t = doc.root();
    QCOMPARE(member(t, "id").toString(), QString::fromLatin1(tenant));
    QCOMPARE(member(t, "name").toString(), name);
    QCOMPARE(member(t, "timezone").toString(), zone);
    for (const char *field : {"region", "currency", "plan", "createdDate", "contactEmail"})
        QVERIFY2(member(t, field).isString(), field);
    QVERIFY(member(t, "features").size() >= 4);
    QCOMPARE(int((*member(t, "features").begin()).type()), featureType);
    QVERIFY(member(member(t, "limits"), "apiRequestsPerMinute").isNumber());
    QVERIFY(member(t, vendorField.toUtf8()).isValid());
    QVERIFY(!r.body.contains(m_sandbox.accessKey(tenant.constData())));
    QVERIFY(!r.body.contains("sk_sandbox"));
}

void TestSandboxAdmin::invoicesInEveryStatus()
{
    for (const auto &tenant : m_sandbox.server.service().data().tenants) {
        QMap<QString, int> statuses;
        QSet<QString> ids;
        for (const auto &invoice : tenant.invoices) {
            ++statuses[invoice.text(u"status")];
            ids.insert(invoice.text(u"id"));
            for (const char *field : {"id", "invoiceNumber", "customerId", "invoiceDate", "dueDate",
                                      "totalAmount", "balance", "currencyIsoCode"})
                QVERIFY2(!invoice.text(QString::fromLatin1(field)).isEmpty(), field);
        }
        QCOMPARE(ids.size(), 30);
        QCOMPARE(statuses.keys(),
                 QStringList({"Canceled", "Draft", "Paid", "PartiallyPaid", "Posted", "Void"}));
    }
}

QTEST_GUILESS_MAIN(TestSandboxAdmin)
#include "tst_sandboxadmin.moc"
