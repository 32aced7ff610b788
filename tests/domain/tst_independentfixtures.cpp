// Decodes JSON written from the spec alone (tests/data/independent, by a different author than
// the codecs), re-encodes it, and checks every expected value survives and every wrongly typed
// field is reported at its path.

#include "../common/jsontestutil.h"
#include "domain/auth.h"
#include "domain/authcodec.h"
#include "domain/contactcodec.h"
#include "domain/errorbodycodec.h"
#include "domain/invoicecodec.h"
#include "domain/productcodec.h"
#include "domain/record.h"
#include "domain/recordcodec.h"

#include <QTest>
#include <QTimeZone>

using namespace bd::domain;
using namespace bd::test;

static QString fixture(const QString &name)
{
    return QStringLiteral(BD_TEST_DATA_DIR "/independent/") + name;
}

// Decodes a fixture with the codec its name calls for and encodes it back.
static QByteArray roundTrip(const QString &file, QList<DecodeProblem> *problems)
{
    const QByteArray text = readFile(fixture(file));
    if (file == u"product-list.json" || file == u"product-list-envelope.json") {
        const auto page = decodeProductList(text);
        *problems = page.problems;
        if (!page.value.enveloped)
            return encodeJson(page.value.products);
        bd::json::Writer w;
        w.beginObject();
        w.key(QByteArrayView("data"));
        Codec<QList<Product>>::write(w, page.value.products);
        w.key(QByteArrayView("page"));
        w.integer(page.value.page.value());
        w.key(QByteArrayView("limit"));
        w.integer(page.value.limit.value());
        w.endObject();
        return w.take();
    }
    if (file.startsWith(u"product-error")) {
        const auto d = decodeJson<ProductErrorBody>(text);
        *problems = d.problems;
        return encodeJson(d.value);
    }
    if (file.startsWith(u"product-")) {
        const auto d = decodeJson<Product>(text);
        *problems = d.problems;
        return encodeJson(d.value);
    }
    if (file.startsWith(u"contact-update-response")) {
        const auto d = decodeJson<ContactUpdateResult>(text);
        *problems = d.problems;
        return encodeJson(d.value);
    }
    if (file == u"invoice-delete-error.json") {
        const auto d = decodeJson<InvoiceErrorBody>(text);
        *problems = d.problems;
        return encodeJson(d.value);
    }
    if (file == u"webhook-endpoints.json") {
        const auto d = decodeWebhookEndpoints(text);
        *problems = d.problems;
        bd::json::Writer w;
        w.beginArray();
        for (const WebhookEndpoint &e : d.value)
            w.raw(encodeRecord(e.fields));
        w.endArray();
        return w.take();
    }
    return {};
}

class TestIndependentFixtures : public QObject
{
    Q_OBJECT
private slots:
    void valuesSurviveDecodeAndEncode_data();
    void valuesSurviveDecodeAndEncode();
    void wrongTypesAreReported();
    void defaultsApply();
    void tokenResponses_data();
    void tokenResponses();
};

static bd::json::Document expectations()
{
    return bd::json::Document::parse(readFile(fixture(QStringLiteral("expectations.json"))));
}

void TestIndependentFixtures::valuesSurviveDecodeAndEncode_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("expected");
    const bd::json::Document doc = expectations();
    int row = 0;
    // Named, not iterated as a temporary: g++ 14 takes that for a dangling reference (-Wdangling-reference).
    const bd::json::Value values = valueAtPath(doc.root(), QStringLiteral("values"));
    for (bd::json::Value entry : values) {
        const QString file = valueAtPath(entry, QStringLiteral("file")).toString();
        if (file.startsWith(u"token-"))
            continue; // token grants are read, not re-encoded: see tokenResponses
        QString path = valueAtPath(entry, QStringLiteral("path")).toString();
        if (file == u"contact-update-response-array.json")
            path.replace(QStringLiteral("data[0]"), QStringLiteral("data")); // the array is unwrapped on read
        const QByteArray expected = valueAtPath(entry, QStringLiteral("json")).toString().toUtf8();
        QTest::addRow("%d %s %s", row++, qPrintable(file), qPrintable(path)) << file << path << expected;
    }
    QVERIFY(row > 250);
}

void TestIndependentFixtures::valuesSurviveDecodeAndEncode()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(QByteArray, expected);
    QList<DecodeProblem> problems;
    const QByteArray encoded = roundTrip(file, &problems);
    if (file != u"product-wrong-types.json") {
        QStringList described;
        for (const DecodeProblem &p : problems)
            described << p.toString();
        QVERIFY2(problems.isEmpty(), qPrintable(described.join(u'\n')));
    }
    const bd::json::Document doc = bd::json::Document::parse(encoded);
    QVERIFY(doc.isValid());
    const bd::json::Value actual = valueAtPath(doc.root(), path);
    QVERIFY2(actual.isValid(),
             qPrintable(QStringLiteral("%1 lost in %2").arg(path, QString::fromUtf8(encoded.left(300)))));
    QCOMPARE(canonicalJson(actual), canonicalJson(expected));
}

void TestIndependentFixtures::wrongTypesAreReported()
{
    const bd::json::Document doc = expectations();
    QStringList expectedPaths;
    const bd::json::Value problems = valueAtPath(doc.root(), QStringLiteral("problems"));
    for (bd::json::Value entry : problems)
        expectedPaths << valueAtPath(entry, QStringLiteral("path")).toString();
    QVERIFY(expectedPaths.size() >= 5);
    const auto d = decodeJson<Product>(readFile(fixture(QStringLiteral("product-wrong-types.json"))));
    QStringList reported;
    for (const DecodeProblem &p : d.problems)
        reported << p.path;
    expectedPaths.sort();
    reported.sort();
    QCOMPARE(reported, expectedPaths);
}

void TestIndependentFixtures::defaultsApply()
{
    const auto d = decodeJson<Product>(readFile(fixture(QStringLiteral("product-minimal.json"))));
    QVERIFY(d.problems.isEmpty());
    const Product &p = d.value;
    const QHash<QString, QString> effective{
        {QStringLiteral("recordType"), p.effectiveRecordType()},
        {QStringLiteral("configurable"),
         p.effectiveConfigurable() ? QStringLiteral("true") : QStringLiteral("false")},
        {QStringLiteral("soldIndependently"),
         p.effectiveSoldIndependently() ? QStringLiteral("true") : QStringLiteral("false")},
        {QStringLiteral("priceModel"), p.effectivePriceModel()},
        {QStringLiteral("billingTiming"), p.effectiveBillingTiming()},
    };
    const bd::json::Document doc = expectations();
    int checked = 0;
    for (const bd::json::Member &file :
         bd::json::members(valueAtPath(doc.root(), QStringLiteral("defaults")))) {
        QCOMPARE(file.name(), QStringLiteral("product-minimal.json"));
        for (const bd::json::Member &m : bd::json::members(file.value)) {
            const QString expected =
                m.value.isString() ? m.value.toString() : QString::fromUtf8(m.value.raw());
            QCOMPARE(effective.value(m.name()), expected);
            ++checked;
        }
    }
    QCOMPARE(checked, 5);
}

void TestIndependentFixtures::tokenResponses_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("tenants");
    QTest::newRow("camelCase") << "token-response-a.json" << 3;
    QTest::newRow("snake_case") << "token-response-b.json" << 2;
}

void TestIndependentFixtures::tokenResponses()
{
    QFETCH(QString, file);
    QFETCH(int, tenants);
    const QDateTime now = QDateTime::fromSecsSinceEpoch(1899999100, QTimeZone::utc());
    const auto d = decodeTokenGrant(readFile(fixture(file)), now);
    QVERIFY(d.ok);
    QVERIFY(d.value.accessToken.startsWith(QStringLiteral("eyJ")));
    QVERIFY(!d.value.refreshToken.isEmpty());
    QCOMPARE(d.value.expirySource, TokenGrant::ExpirySource::TokenClaim);
    QCOMPARE(d.value.expiresAt.toSecsSinceEpoch(), 1900000000);
    QCOMPARE(d.value.tenants.size(), tenants);
    for (const Tenant &t : d.value.tenants) {
        QVERIFY(!t.id.isEmpty());
        QVERIFY(!t.name.isEmpty());
        QVERIFY(!t.accessKey.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestIndependentFixtures)
#include "tst_independentfixtures.moc"
