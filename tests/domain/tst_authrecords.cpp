#include "../common/jsontestutil.h"
#include "domain/authcodec.h"
#include "domain/errorbodycodec.h"
#include "domain/invoicecodec.h"
#include "domain/recordcodec.h"
#include "domain/validation.h"

#include <QTest>
#include <QTimeZone>

using namespace bd::domain;

static QString jwtWithExp(qint64 exp)
{
    const QByteArray header = QByteArray(R"({"alg":"HS256","typ":"JWT"})")
                                  .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
    const QByteArray payload = QByteArray(R"({"sub":"u","exp":)" + QByteArray::number(exp) + "}")
                                   .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
    return QString::fromLatin1(header + '.' + payload + ".c2ln");
}

class TestAuthRecords : public QObject
{
    Q_OBJECT
private slots:
    void tokenExpiry_data();
    void tokenExpiry();
    void tokenGrantInEnvelope();
    void tokenGrantWithoutTokenIsAProblem();
    void jwtExpiryRejectsNonJwt_data();
    void jwtExpiryRejectsNonJwt();
    void basicToken();
    void webhookEndpointsKeepEveryField();
    void webhookEndpointsEnvelopeAndBadShapes();
    void recordColumnsPutWellKnownFirst();
    void tenantDetails();
    void invoiceDeleteRequestEncodes();
    void errorBodies();
};

void TestAuthRecords::tokenExpiry_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<qint64>("expected");
    QTest::addColumn<int>("source");
    const qint64 now = 1'800'000'000;
    QTest::newRow("jwt claim wins") << (R"({"accessToken":")" + jwtWithExp(now + 60).toLatin1() +
                                        R"(","expiresIn":900})")
                                    << now + 60 << int(TokenGrant::ExpirySource::TokenClaim);
    QTest::newRow("expires_in") << QByteArray(R"({"access_token":"opaque","expires_in":120})") << now + 120
                                << int(TokenGrant::ExpirySource::Response);
    QTest::newRow("expiresIn as string") << QByteArray(R"({"token":"opaque","expiresIn":"300"})") << now + 300
                                         << int(TokenGrant::ExpirySource::Response);
    QTest::newRow("expiresAt iso")
        << QByteArray(R"({"accessToken":"opaque","expiresAt":"2027-01-15T08:00:30Z"})")
        << QDateTime(QDate(2027, 1, 15), QTime(8, 0, 30), QTimeZone::utc()).toSecsSinceEpoch()
        << int(TokenGrant::ExpirySource::Response);
    QTest::newRow("default 15 minutes")
        << QByteArray(R"({"accessToken":"opaque"})") << now + 900 << int(TokenGrant::ExpirySource::Default);
}

void TestAuthRecords::tokenExpiry()
{
    QFETCH(QByteArray, json);
    QFETCH(qint64, expected);
    QFETCH(int, source);
    const auto d = decodeTokenGrant(json, QDateTime::fromSecsSinceEpoch(1'800'000'000, QTimeZone::utc()));
    QVERIFY(d.ok);
    QCOMPARE(d.value.expiresAt.toSecsSinceEpoch(), expected);
    QCOMPARE(int(d.value.expirySource), source);
}

void TestAuthRecords::tokenGrantInEnvelope()
{
    const auto d = decodeTokenGrant(
        R"({"data":{"accessToken":"t","tenantList":[{"tenantId":42,"tenantName":"Acme","apiAccessKey":"k1"}]}})",
        QDateTime::currentDateTimeUtc());
    QVERIFY(d.ok);
    QCOMPARE(d.value.accessToken, QStringLiteral("t"));
    QCOMPARE(d.value.tenants.size(), 1);
    QCOMPARE(d.value.tenants.first().id, QStringLiteral("42"));
    QCOMPARE(d.value.tenants.first().name, QStringLiteral("Acme"));
    QCOMPARE(d.value.tenants.first().accessKey, QStringLiteral("k1"));
}

void TestAuthRecords::tokenGrantWithoutTokenIsAProblem()
{
    for (const QByteArray &json :
         {QByteArray(R"({"expiresIn":900})"), QByteArray("[]"), QByteArray("<html>")}) {
        const auto d = decodeTokenGrant(json, QDateTime::currentDateTimeUtc());
        QVERIFY(!d.ok);
        QVERIFY(!d.problems.isEmpty());
    }
}

void TestAuthRecords::jwtExpiryRejectsNonJwt_data()
{
    QTest::addColumn<QString>("token");
    QTest::newRow("opaque") << "abcdef";
    QTest::newRow("two parts") << "a.b";
    QTest::newRow("bad base64") << "a.!!!.c";
    QTest::newRow("payload not json")
        << (QStringLiteral("a.") + QString::fromLatin1(QByteArray("nope").toBase64()) + QStringLiteral(".c"));
    QTest::newRow("no exp") << (QStringLiteral("a.") +
                                QString::fromLatin1(
                                    QByteArray(R"({"sub":"x"})").toBase64(QByteArray::Base64UrlEncoding)) +
                                QStringLiteral(".c"));
}

void TestAuthRecords::jwtExpiryRejectsNonJwt()
{
    QFETCH(QString, token);
    QVERIFY(!jwtExpiry(token));
}

void TestAuthRecords::basicToken()
{
    QCOMPARE(bd::domain::basicToken(u"Aladdin", u"open sesame"), QByteArray("QWxhZGRpbjpvcGVuIHNlc2FtZQ=="));
    QCOMPARE(QByteArray::fromBase64(bd::domain::basicToken(u"z\u00f6e", u"p:w")), QByteArray("z\xc3\xb6"
                                                                                             "e:p:w"));
}

void TestAuthRecords::webhookEndpointsKeepEveryField()
{
    const QByteArray text =
        bd::test::readFile(QStringLiteral(BD_TEST_DATA_DIR "/independent/webhook-endpoints.json"));
    const auto d = decodeWebhookEndpoints(text);
    QVERIFY(d.ok);
    QCOMPARE(d.value.size(), 3);
    QVERIFY(d.value.first().url().startsWith(QStringLiteral("https://")));
    QVERIFY(d.value.first().events().contains(QStringLiteral(", ")));
    const bd::json::Document original = bd::json::Document::parse(text);
    QCOMPARE(d.value.first().fields.size(), (*original.root().begin()).size());
}

void TestAuthRecords::webhookEndpointsEnvelopeAndBadShapes()
{
    const auto wrapped =
        decodeWebhookEndpoints(R"({"data":[{"url":"https://a.test","status":"Active"}],"nextPage":null})");
    QVERIFY(wrapped.ok);
    QCOMPARE(wrapped.value.size(), 1);
    QCOMPARE(wrapped.value.first().status(), QStringLiteral("Active"));
    const auto notList = decodeWebhookEndpoints(R"({"url":"x"})");
    QVERIFY(!notList.ok);
    QVERIFY(!notList.problems.isEmpty());
    // Entries that are not records are kept where they were, exactly, and reported.
    const auto mixed = decodeWebhookEndpoints(R"({"data":[{"url":"a"}, 7, null, "x", {"url":"b"}]})");
    QVERIFY(mixed.ok);
    QCOMPARE(mixed.value.size(), 5);
    QCOMPARE(mixed.problems.size(), 3);
    QCOMPARE(mixed.problems.first().path, QStringLiteral("[1]"));
    QVERIFY(mixed.problems.first().message.contains(QStringLiteral("a number (7)")));
    QCOMPARE(mixed.problems.at(1).path, QStringLiteral("[2]"));
    QVERIFY(mixed.value.at(0).isRecord());
    QCOMPARE(mixed.value.at(0).json, QByteArray(R"({"url":"a"})"));
    for (int i : {1, 2, 3}) {
        QVERIFY(!mixed.value.at(i).isRecord());
        QVERIFY(mixed.value.at(i).fields.isEmpty());
    }
    QCOMPARE(mixed.value.at(1).json, QByteArray("7"));
    QCOMPARE(mixed.value.at(2).json, QByteArray("null"));
    QCOMPARE(mixed.value.at(3).json, QByteArray(R"("x")"));
    QCOMPARE(mixed.value.at(4).url(), QStringLiteral("b"));
}

void TestAuthRecords::recordColumnsPutWellKnownFirst()
{
    JsonFields a;
    a.append(QStringLiteral("secretLastFour"), "\"1234\"");
    a.append(QStringLiteral("url"), "\"https://a\"");
    JsonFields b;
    b.append(QStringLiteral("status"), "\"Active\"");
    b.append(QStringLiteral("apiVersion"), "\"v2\"");
    QCOMPARE(
        recordColumns({a, b}, {QStringLiteral("url"), QStringLiteral("events"), QStringLiteral("status")}),
        QStringList({"url", "status", "secretLastFour", "apiVersion"}));
}

void TestAuthRecords::tenantDetails()
{
    const auto d = decodeTenantDetails(R"({"data":{"id":"acme","name":"Acme","currency":"USD"}})");
    QVERIFY(d.ok);
    QCOMPARE(d.value.fields.text(u"name"), QStringLiteral("Acme"));
    QCOMPARE(d.value.fields.names(), QStringList({"id", "name", "currency"}));
    QCOMPARE(d.value.name(), QStringLiteral("Acme"));
    // Other services name it otherwise; a tenant with no name-like field has no name.
    QCOMPARE(decodeTenantDetails(R"({"data":{"tenantId":"n","displayName":"North"}})").value.name(),
             QStringLiteral("North"));
    QVERIFY(decodeTenantDetails(R"({"id":"x","name":null})").value.name().isEmpty());
}

void TestAuthRecords::invoiceDeleteRequestEncodes()
{
    DeleteInvoicesRequest r = DeleteInvoicesRequest::byStatus(u"Canceled");
    r.notifyCrm.set(true);
    // Not a raw string: moc's scanner misreads \" inside one.
    QCOMPARE(encodeJson(r),
             QByteArray("{\"graphqlFilter\":\"{status: {_eq: \\\"Canceled\\\"}}\",\"notifyCrm\":true}"));
    QCOMPARE(encodeJson(DeleteInvoicesRequest::byIds({QStringLiteral("a"), QStringLiteral("b")})),
             QByteArray(R"({"invoiceIds":["a","b"]})"));
    // The filter is built from the status, which travels with it as a value.
    QCOMPARE(DeleteInvoicesRequest::byStatus(u"Draft").filterStatus, QStringLiteral("Draft"));
    QVERIFY(validateDeleteInvoicesRequest(DeleteInvoicesRequest::byStatus(u"Draft")).isEmpty());
    QCOMPARE(validateDeleteInvoicesRequest(DeleteInvoicesRequest::byStatus(u"Posted")).size(), 1);
    // Text that was not built from a status (one opened quote not closed, say) is not sent.
    DeleteInvoicesRequest unbalanced;
    unbalanced.graphqlFilter.set(QStringLiteral("{status: {_eq: \"Canceled}}"));
    const QList<Violation> why = validateDeleteInvoicesRequest(unbalanced);
    QCOMPARE(why.size(), 1);
    QCOMPARE(why.first().field, QStringLiteral("graphqlFilter"));
    QVERIFY2(why.first().message.contains(QStringLiteral("{status: {_eq: \"Canceled\"}}")),
             qPrintable(why.first().message));
}

void TestAuthRecords::errorBodies()
{
    const auto invoice = decodeJson<InvoiceErrorBody>(
        bd::test::readFile(QStringLiteral(BD_TEST_DATA_DIR "/independent/invoice-delete-error.json")));
    QVERIFY(invoice.ok && invoice.problems.isEmpty());
    QVERIFY(invoice.value.title.isPresent() && invoice.value.message.isPresent() &&
            invoice.value.errorCode.isPresent());
    const auto product = decodeJson<ProductErrorBody>(
        bd::test::readFile(QStringLiteral(BD_TEST_DATA_DIR "/independent/product-error-404.json")));
    QVERIFY(product.ok && product.problems.isEmpty());
    QVERIFY(product.value.error.isPresent() && product.value.message.isPresent());
}

QTEST_GUILESS_MAIN(TestAuthRecords)
#include "tst_authrecords.moc"
