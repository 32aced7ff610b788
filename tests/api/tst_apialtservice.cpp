// The API layer against an independent implementation of the spec (tests/conformance/alt_service.py)
// that differs from the sandbox wherever the spec allows: paginated envelopes, snake_case token
// fields with opaque tokens, {"data": ...} wrappers, one-element arrays, unknown fields, odd
// numbers. Tolerance is what is tested here.

#include "../common/accounttestutil.h"
#include "../common/altservice.h"
#include "../common/httptestclient.h"
#include "api/apiclient.h"
#include "api/contactjob.h"
#include "api/contactlistjob.h"
#include "api/contactupdatejob.h"
#include "api/deleteinvoicesjob.h"
#include "api/productjob.h"
#include "api/productlistjob.h"
#include "api/queryjob.h"
#include "api/tenantjob.h"
#include "api/tokenjob.h"
#include "api/webhookendpointsjob.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace bd::api;
using namespace bd::domain;

static bool runJob(ApiJob &job)
{
    job.setAutoDelete(false);
    QSignalSpy finished(&job, &ApiJob::finished);
    job.start();
    return finished.count() == 1 || finished.wait(20000);
}

class TestApiAltService : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void signsInWithSnakeCaseOpaqueTokens();
    void followsProductPages();
    void streamsProductPages();
    void keepsAwkwardValues();
    void readsProductsById_data();
    void readsProductsById();
    void unwrapsEnvelopes();
    void patchesWithOnlyChangesAndReadsArrayData();
    void deletesWithoutIdList();
    void refreshesOpaqueTokenFromExpiresIn();
    void apiKeyWorks();

private:
    bool signIn();
    bd::test::AltService m_service;
    QUrl m_base;
    bd::domain::ManualClock m_clock;
    ApiClient m_client;
    QNetworkAccessManager m_nam;
};

void TestApiAltService::initTestCase()
{
    m_base = m_service.start({QStringLiteral("--token-lifetime"), QStringLiteral("3")});
    QVERIFY(m_base.isValid());
    Environment env;
    env.name = QStringLiteral("Alternative");
    env.baseUrl = m_base;
    QVERIFY(m_client.setEnvironment(env).isEmpty());
    RetryPolicy fast;
    fast.baseDelayMs = 20;
    m_client.setRetryPolicy(fast);
    m_client.session().setClock(&m_clock);
    QVERIFY(signIn());
}

void TestApiAltService::cleanupTestCase() {}

bool TestApiAltService::signIn()
{
    TokenJob token(anonymousOf(m_client), QStringLiteral("olga@alt.test"), QStringLiteral("pa55-word!"));
    if (!runJob(token) || !token.succeeded())
        return false;
    for (const Tenant &t : token.grant().tenants) {
        if (t.id == u"north") {
            m_client.session().useBearer(QStringLiteral("olga@alt.test"), token.grant(), t.accessKey);
            return true;
        }
    }
    return false;
}

void TestApiAltService::signsInWithSnakeCaseOpaqueTokens()
{
    TokenJob token(anonymousOf(m_client), QStringLiteral("olga@alt.test"), QStringLiteral("pa55-word!"));
    QVERIFY(runJob(token));
    QVERIFY2(token.succeeded(), qPrintable(token.error().userMessage()));
    QCOMPARE(token.grant().tenants.size(), 2);
    QCOMPARE(token.grant().tenants.first().name, QStringLiteral("North Star Retail"));
    QCOMPARE(token.grant().tenants.first().accessKey, QStringLiteral("nk-7f3a9c"));
    QCOMPARE(token.grant().expirySource, TokenGrant::ExpirySource::Response); // opaque: no JWT exp
    QVERIFY(!token.grant().refreshToken.isEmpty());
}

void TestApiAltService::followsProductPages()
{
    ProductListJob job(accountOf(m_client));
    QVERIFY(runJob(job));
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    QCOMPARE(job.pages(), 3);
    QCOMPARE(job.products().size(), 12);
    QSet<QString> ids;
    for (const ProductSummary &p : job.products())
        ids.insert(p.id);
    QCOMPARE(ids.size(), 12);
    for (const DecodeProblem &p : job.problems())
        qInfo() << "tolerated:" << p.toString();
}

void TestApiAltService::streamsProductPages()
{
    ProductListJob job(accountOf(m_client));
    job.setStreaming(true);
    QList<ProductSummary> streamed;
    connect(&job, &ProductListJob::arrived, this, [&] { streamed += job.takeArrived(); });
    QVERIFY(runJob(job));
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    QCOMPARE(job.pages(), 3);
    QVERIFY(job.products().isEmpty()); // they went to whoever listened
    QCOMPARE(streamed.size(), 12);
    QCOMPARE(job.arrivedCount(), 12);
    QSet<QString> ids;
    for (const ProductSummary &p : std::as_const(streamed))
        ids.insert(p.id);
    QCOMPARE(ids.size(), 12);
}

void TestApiAltService::keepsAwkwardValues()
{
    ProductListJob job(accountOf(m_client));
    QVERIFY(runJob(job));
    QStringList prices;
    bool unknownKept = false;
    for (const ProductSummary &summary : job.products()) {
        const Product p = summary.decode().value;
        unknownKept = unknownKept || !p.extra.isEmpty();
        for (const PriceBookEntry &e : p.priceBookEntries.valueOr({})) {
            if (e.listPrice.isPresent())
                prices << e.listPrice.value().toString();
        }
    }
    QVERIFY(unknownKept);
    QVERIFY2(prices.contains(QStringLiteral("99999999999999999999.99")), qPrintable(prices.join(u' ')));
    QVERIFY(prices.contains(QStringLiteral("0.0000001"))); // sent as 1E-7
    QVERIFY(prices.contains(QStringLiteral("0.000001")));
}

void TestApiAltService::readsProductsById_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("kind");
    QTest::newRow("published") << "01tNs00000Q7aZ1AAE" << int(ApiError::Kind::None);
    QTest::newRow("draft") << "01tNs00000Dr4Ft9AA" << int(ApiError::Kind::NotFound);
    QTest::newRow("malformed") << "01tNs-bad" << int(ApiError::Kind::Invalid);
}

void TestApiAltService::readsProductsById()
{
    QFETCH(QString, id);
    QFETCH(int, kind);
    ProductJob job(accountOf(m_client), id);
    QVERIFY(runJob(job));
    QCOMPARE(int(job.error().kind), kind);
    if (kind == int(ApiError::Kind::NotFound))
        QCOMPARE(job.error().title, QStringLiteral("NOT_FOUND"));
}

void TestApiAltService::unwrapsEnvelopes()
{
    WebhookEndpointsJob hooks(accountOf(m_client));
    QVERIFY(runJob(hooks));
    QVERIFY2(hooks.succeeded(), qPrintable(hooks.error().userMessage()));
    QVERIFY(!hooks.endpoints().isEmpty());
    QVERIFY(hooks.endpoints().first().fields.contains(u"endpointUrl"));
    TenantJob tenant(accountOf(m_client));
    QVERIFY(runJob(tenant));
    QCOMPARE(tenant.details().fields.text(u"displayName"), QStringLiteral("North Star Retail"));
    ContactJob contact(accountOf(m_client), QStringLiteral("003Ns00000Ct1AaAAE"));
    QVERIFY(runJob(contact));
    QVERIFY2(contact.succeeded(), qPrintable(contact.error().userMessage()));
    QCOMPARE(contact.contact().info.customerId.value(), QStringLiteral("001Ns00000Cu5tA1AA"));
    ContactListJob list(accountOf(m_client), QStringLiteral("001Ns00000Cu5tA1AA"));
    QVERIFY(runJob(list));
    QCOMPARE(list.contacts().size(), 3);
    QueryJob query(accountOf(m_client),
                   QStringLiteral("{ Customer(where: {id: {_eq: \"001Ns00000Cu5tB2AQ\"}}) { id } }"), {});
    QVERIFY(runJob(query));
    QVERIFY(query.succeeded());
    QVERIFY(query.dataJson().contains("001Ns00000Cu5tB2AQ"));
}

void TestApiAltService::patchesWithOnlyChangesAndReadsArrayData()
{
    ContactJob before(accountOf(m_client), QStringLiteral("003Ns00000Ct1AaAAE"));
    QVERIFY(runJob(before));
    ContactWritable edited = before.contact().fields;
    edited.title.set(QStringLiteral("Directrice financi\u00e8re"));
    ContactUpdateJob patch(accountOf(m_client), QStringLiteral("003Ns00000Ct1AaAAE"),
                           contactChanges(before.contact().fields, edited));
    QVERIFY(runJob(patch));
    QVERIFY2(patch.succeeded(), qPrintable(patch.error().userMessage()));
    QCOMPARE(patch.result().data.fields.title.value(), QStringLiteral("Directrice financi\u00e8re"));
    const bd::test::HttpResult last = bd::test::httpRequest(
        m_nam, "GET",
        QUrl(m_base.toString() + QStringLiteral("/_alt/last-patch?contactId=003Ns00000Ct1AaAAE")));
    QVERIFY2(last.body.contains(R"({\"title\":\"Directrice financi\u00e8re\"})") ||
                 last.body.contains("{\\\"title\\\":\\\"Directrice financi\xc3\xa8re\\\"}"),
             last.body.constData());
}

void TestApiAltService::deletesWithoutIdList()
{
    DeleteInvoicesJob job(accountOf(m_client), DeleteInvoicesRequest::byStatus(u"Canceled"));
    QVERIFY(runJob(job));
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    QVERIFY(job.deletedIds().isEmpty()); // this service answers {"result":"deleted","count":N}
}

void TestApiAltService::refreshesOpaqueTokenFromExpiresIn()
{
    QVERIFY(signIn());
    const auto stats = [&] {
        return bd::test::httpRequest(m_nam, "GET", QUrl(m_base.toString() + QStringLiteral("/_alt/stats")))
            .body;
    };
    // The count is the service's since it started: earlier tests may have refreshed too (its
    // 3-s lifetime runs on the real clock, which a loaded machine passes), so compare.
    const auto refreshed = [&] {
        const QByteArray body = stats();
        const qsizetype at = body.indexOf("\"tokensRefreshed\"");
        if (at < 0)
            return -1;
        const qsizetype colon = body.indexOf(':', at);
        qsizetype end = colon + 1;
        while (end < body.size() && (body[end] == ' ' || (body[end] >= '0' && body[end] <= '9')))
            ++end;
        return body.mid(colon + 1, end - colon - 1).trimmed().toInt();
    };
    const int before = refreshed();
    QVERIFY(before >= 0);
    m_clock.advanceMs(3200); // past the 4-s lifetime's refresh margin
    TenantJob job(accountOf(m_client));
    QVERIFY(runJob(job));
    QVERIFY2(job.succeeded(), qPrintable(job.error().userMessage()));
    QVERIFY2(refreshed() > before, qPrintable(QString::fromUtf8(stats())));
}

void TestApiAltService::apiKeyWorks()
{
    ApiClient client;
    Environment env;
    env.baseUrl = m_base;
    QVERIFY(client.setEnvironment(env).isEmpty());
    client.session().useApiKey(QStringLiteral("alt-key-north"));
    ProductJob job(accountOf(client), QStringLiteral("01tNs00000Q7aZ1AAE"));
    QVERIFY(runJob(job));
    QVERIFY(job.succeeded());
}

QTEST_GUILESS_MAIN(TestApiAltService)
#include "tst_apialtservice.moc"
