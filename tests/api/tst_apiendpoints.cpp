#include "../common/accounttestutil.h"
#include "api/contactjob.h"
#include "api/contactlistjob.h"
#include "api/contactupdatejob.h"
#include "api/deleteinvoicesjob.h"
#include "api/productjob.h"
#include "api/productlistjob.h"
#include "api/queryjob.h"
#include "api/tenantjob.h"
#include "api/webhookendpointsjob.h"
#include "apifixture.h"

#include <QTimeZone>

using namespace bd::test;
using namespace bd::api;
using namespace bd::domain;

class TestApiEndpoints : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void addresses_data();
    void addresses();
    void urlBuilding();
    void retryAfterAndBackoff();
    void productList();
    void productById_data();
    void productById();
    void contactReadAndList();
    void contactUpdateSendsOnlyChanges();
    void contactUpdateRefusedLocally();
    void contactUpdateServiceErrorCarriesFields();
    void webhooksAndTenant();
    void query_data();
    void query();
    void deleteInvoices();

private:
    std::unique_ptr<ApiFixture> m_f;
};

void TestApiEndpoints::init()
{
    m_f = std::make_unique<ApiFixture>();
    m_f->signInWithApiKey();
}

void TestApiEndpoints::addresses_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("https") << "https://api.example.com" << true;
    QTest::newRow("http loopback") << "http://127.0.0.1:8080" << true;
    QTest::newRow("http loopback range") << "http://127.2.3.4" << true;
    QTest::newRow("http localhost") << "http://localhost:9000" << true;
    QTest::newRow("http ipv6 loopback") << "http://[::1]:9000" << true;
    QTest::newRow("http remote") << "http://api.example.com" << false;
    QTest::newRow("http private range") << "http://192.168.1.10" << false;
    QTest::newRow("ftp") << "ftp://example.com" << false;
    QTest::newRow("garbage") << "not a url" << false;
}

void TestApiEndpoints::addresses()
{
    QFETCH(QString, url);
    QFETCH(bool, allowed);
    QCOMPARE(addressProblem(QUrl(url)).isEmpty(), allowed);
    ApiClient client;
    Environment env;
    env.baseUrl = QUrl(url);
    QCOMPARE(client.setEnvironment(env).isEmpty(), allowed);
}

void TestApiEndpoints::urlBuilding()
{
    QCOMPARE(endpointUrl(QUrl(QStringLiteral("https://h.test/v1/")), QStringLiteral("/catalog/products"))
                 .toString(),
             QStringLiteral("https://h.test/v1/catalog/products"));
    QCOMPARE(pathSegment(QStringLiteral("a/b?c#d")), QStringLiteral("a%2Fb%3Fc%23d"));
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("customerId"), QStringLiteral("001"));
    QCOMPARE(
        endpointUrl(QUrl(QStringLiteral("http://127.0.0.1:1")), QStringLiteral("/contacts"), q).toString(),
        QStringLiteral("http://127.0.0.1:1/contacts?customerId=001"));
}

void TestApiEndpoints::retryAfterAndBackoff()
{
    const QDateTime now(QDate(2026, 11, 21), QTime(12, 0), QTimeZone::utc());
    QCOMPARE(parseRetryAfter("7", now), std::optional<int>(7));
    QCOMPARE(parseRetryAfter("Sat, 21 Nov 2026 12:00:30 GMT", now), std::optional<int>(30));
    QCOMPARE(parseRetryAfter("soon", now), std::nullopt);
    QCOMPARE(parseRetryAfter("", now), std::nullopt);
    QCOMPARE(backoffDelayMs(1, 400, 8000, 0.5), 400);
    QCOMPARE(backoffDelayMs(2, 400, 8000, 0.5), 800);
    QCOMPARE(backoffDelayMs(3, 400, 8000, 0.5), 1600);
    QCOMPARE(backoffDelayMs(10, 400, 8000, 0.5), 8000);
    QCOMPARE(backoffDelayMs(1, 400, 8000, 0.0), 300);
    QVERIFY(backoffDelayMs(1, 400, 8000, 0.999) < 500);
}

void TestApiEndpoints::productList()
{
    ProductListJob job(accountOf(m_f->client));
    QVERIFY(runJob(job));
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    QCOMPARE(job.products().size(), 56);
    QVERIFY(job.problems().isEmpty());
    QCOMPARE(job.pages(), 1);
}

void TestApiEndpoints::productById_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("sent");
    QTest::newRow("found") << "01tAc00000Nmrt41tZ" << int(ApiError::Kind::None) << true;
    QTest::newRow("malformed refused locally") << "01t-bad" << int(ApiError::Kind::Invalid) << false;
    QTest::newRow("unknown") << "01tAc00000Zzzz99zZ" << int(ApiError::Kind::NotFound) << true;
    QTest::newRow("unpublished") << "01tAc00000SpwPMrbR" << int(ApiError::Kind::NotFound) << true;
}

void TestApiEndpoints::productById()
{
    QFETCH(QString, id);
    QFETCH(int, kind);
    QFETCH(bool, sent);
    const int before = m_f->requests();
    ProductJob job(accountOf(m_f->client), id);
    QVERIFY(runJob(job));
    QCOMPARE(int(job.error().kind), kind);
    QCOMPARE(m_f->requests() > before, sent);
    if (kind == int(ApiError::Kind::None)) {
        QCOMPARE(job.product().id.value(), id);
    } else {
        QVERIFY(!job.error().userMessage().isEmpty());
        if (sent) {
            QCOMPARE(job.error().title, QStringLiteral("NOT_FOUND")); // the spec's {error, message} body
            QVERIFY(job.error().userMessage().contains(id));
        } else {
            QVERIFY(job.error().userMessage().contains(QStringLiteral("15 or 18")));
        }
    }
}

void TestApiEndpoints::contactReadAndList()
{
    const Contact &sample = m_f->server.service().data().tenants.first().contacts.first();
    ContactJob one(accountOf(m_f->client), sample.info.id.value());
    QVERIFY(runJob(one));
    QVERIFY(one.succeeded());
    QCOMPARE(one.contact().fields.email, sample.fields.email);
    ContactListJob list(accountOf(m_f->client), sample.info.customerId.value());
    QVERIFY(runJob(list));
    QVERIFY(list.succeeded());
    QVERIFY(!list.contacts().isEmpty());
    ContactJob missing(accountOf(m_f->client), QStringLiteral("003Ac00000Zzzz99zZ"));
    QVERIFY(runJob(missing));
    QCOMPARE(missing.error().kind, ApiError::Kind::NotFound);
}

void TestApiEndpoints::contactUpdateSendsOnlyChanges()
{
    const Contact sample = m_f->server.service().data().tenants.first().contacts.first();
    ContactWritable edited = sample.fields;
    edited.title.set(QStringLiteral("VP Finance"));
    edited.mobilePhone.set(QString()); // cleared on purpose -> null
    ContactUpdateJob job(accountOf(m_f->client), sample.info.id.value(),
                         contactChanges(sample.fields, edited));
    QVERIFY(runJob(job));
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    QCOMPARE(m_f->server.service().stats().lastContactPatchBody,
             QByteArray(R"({"title":"VP Finance","mobilePhone":null})"));
    QCOMPARE(job.result().data.fields.title.value(), QStringLiteral("VP Finance"));
    QVERIFY(job.result().data.fields.mobilePhone.isNull());
}

void TestApiEndpoints::contactUpdateRefusedLocally()
{
    const int before = m_f->requests();
    ContactWritable changes;
    changes.firstName.set(QString(41, u'x'));
    changes.email.set(QStringLiteral("nope"));
    ContactUpdateJob job(accountOf(m_f->client), QStringLiteral("003Ac00000Y73WkjzD"), changes);
    QVERIFY(runJob(job));
    QCOMPARE(job.error().kind, ApiError::Kind::Invalid);
    QCOMPARE(job.error().fieldErrors.size(), 2);
    QCOMPARE(job.error().fieldErrors.first().field, QStringLiteral("firstName"));
    QCOMPARE(m_f->requests(), before);
}

void TestApiEndpoints::contactUpdateServiceErrorCarriesFields()
{
    // The sandbox refuses an empty birthday (null clears); the client surfaces its field errors.
    ContactWritable changes;
    changes.birthday.set(QString());
    ContactUpdateJob job(accountOf(m_f->client),
                         m_f->server.service().data().tenants.first().contacts.first().info.id.value(),
                         changes);
    QVERIFY(runJob(job));
    QCOMPARE(job.error().kind, ApiError::Kind::BadRequest);
    QCOMPARE(job.error().fieldErrors.value(0).field, QStringLiteral("birthday"));
    QVERIFY(!job.error().userMessage().isEmpty());
}

void TestApiEndpoints::webhooksAndTenant()
{
    WebhookEndpointsJob hooks(accountOf(m_f->client));
    QVERIFY(runJob(hooks));
    QVERIFY(hooks.succeeded());
    QCOMPARE(hooks.endpoints().size(), 5);
    QVERIFY(hooks.endpoints().first().url().startsWith(QStringLiteral("https://")));
    TenantJob tenant(accountOf(m_f->client));
    QVERIFY(runJob(tenant));
    QVERIFY(tenant.succeeded());
    QCOMPARE(tenant.details().fields.text(u"name"), QStringLiteral("Acme Software Ltd"));
}

void TestApiEndpoints::query_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QByteArray>("variables");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("errors");
    QTest::newRow("data") << "query ($p: String) { Customer(where: {parentCustomerId: {_eq: $p}}) { id } }"
                          << QByteArray(R"({"p":"001Ac000008Q7lRVsu"})") << int(ApiError::Kind::None) << 0;
    QTest::newRow("service error") << "{ Nope { id } }" << QByteArray() << int(ApiError::Kind::None) << 1;
    QTest::newRow("syntax error") << "{ Customer { id " << QByteArray() << int(ApiError::Kind::BadRequest)
                                  << 0;
    QTest::newRow("variables not an object")
        << "{ Customer { id } }" << QByteArray("[1]") << int(ApiError::Kind::Invalid) << 0;
    QTest::newRow("empty query") << "  " << QByteArray() << int(ApiError::Kind::Invalid) << 0;
}

void TestApiEndpoints::query()
{
    QFETCH(QString, query);
    QFETCH(QByteArray, variables);
    QFETCH(int, kind);
    QFETCH(int, errors);
    QueryJob job(accountOf(m_f->client), query, variables);
    QVERIFY(runJob(job));
    QCOMPARE(int(job.error().kind), kind);
    QCOMPARE(job.queryErrors().size(), errors);
    if (kind == int(ApiError::Kind::None) && errors == 0)
        QVERIFY(job.dataJson().startsWith("{\"Customer\":[{\"id\":"));
}

void TestApiEndpoints::deleteInvoices()
{
    DeleteInvoicesRequest both = DeleteInvoicesRequest::byIds({QStringLiteral("a")});
    both.graphqlFilter.set(invoiceStatusFilter(u"Draft"));
    DeleteInvoicesJob refused(accountOf(m_f->client), both);
    QVERIFY(runJob(refused));
    QCOMPARE(refused.error().kind, ApiError::Kind::Invalid);

    QStringList posted;
    for (const JsonFields &i : m_f->server.service().data().tenants.first().invoices) {
        if (i.text(u"status") == u"Posted")
            posted << i.text(u"id");
    }
    DeleteInvoicesJob notDeletable(accountOf(m_f->client), DeleteInvoicesRequest::byIds(posted.mid(0, 1)));
    QVERIFY(runJob(notDeletable));
    QCOMPARE(notDeletable.error().kind, ApiError::Kind::BadRequest);
    QCOMPARE(notDeletable.error().errorCode, QStringLiteral("INVOICE_NOT_DELETABLE"));
    QCOMPARE(notDeletable.error().title, QStringLiteral("Bad Request"));
    QVERIFY(notDeletable.error().userMessage().contains(posted.first()));

    DeleteInvoicesRequest drafts = DeleteInvoicesRequest::byStatus(u"Draft");
    drafts.notifyCrm.set(true);
    DeleteInvoicesJob ok(accountOf(m_f->client), drafts);
    QVERIFY(runJob(ok));
    QVERIFY2(ok.succeeded(), qPrintable(ok.error().userMessage()));
    QVERIFY(!ok.deletedIds().isEmpty());
    QCOMPARE(ok.deletedIds(), m_f->server.service().stats().lastDeletedInvoiceIds);
    QVERIFY(m_f->server.service().stats().lastDeleteInvoicesBody.contains("\"notifyCrm\":true"));
}

QTEST_GUILESS_MAIN(TestApiEndpoints)
#include "tst_apiendpoints.moc"
