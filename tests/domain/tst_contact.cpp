#include "../common/jsontestutil.h"
#include "domain/contactcodec.h"

#include <QTest>

using namespace bd::domain;

class TestContact : public QObject
{
    Q_OBJECT
private slots:
    void decodesResponseObjectOrArray_data();
    void decodesResponseObjectOrArray();
    void keepsReadOnlyApartFromWritable();
    void patchCarriesOnlyChangedFields();
    void clearedFieldIsSentAsNull();
    void patchNeverCarriesReadOnlyFields();
    void sampleContactsDecode();
    void refusesTextThatWouldBeAltered_data();
    void refusesTextThatWouldBeAltered();
    void keepsNamesThatAreNotText();
};

void TestContact::decodesResponseObjectOrArray_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("object") << "contact-update-response.json";
    QTest::newRow("one-element array") << "contact-update-response-array.json";
}

void TestContact::decodesResponseObjectOrArray()
{
    QFETCH(QString, file);
    const auto d = decodeJson<ContactUpdateResult>(
        bd::test::readFile(QStringLiteral(BD_TEST_DATA_DIR "/independent/") + file));
    QVERIFY(d.ok);
    QVERIFY(d.problems.isEmpty());
    QVERIFY(d.value.status.isPresent());
    QVERIFY(d.value.data.info.id.isPresent());
    QVERIFY(d.value.data.info.lastModifiedDate.isPresent());
    QVERIFY(d.value.data.fields.firstName.isPresent());
    QVERIFY(d.value.data.fields.billingStreet.value().contains(u'\n'));
    QCOMPARE(d.value.warnings.size(), 2);
    QVERIFY(d.value.warnings.first().code.isPresent());
    QVERIFY(d.value.warnings.first().message.isPresent());
}

void TestContact::keepsReadOnlyApartFromWritable()
{
    const QByteArray json =
        R"({"id":"003A","website":"https://x.test","firstName":"Ann","nickname":"Annie"})";
    const auto d = decodeJson<Contact>(json);
    QCOMPARE(d.value.info.id.value(), QStringLiteral("003A"));
    QCOMPARE(d.value.info.website.value(), QStringLiteral("https://x.test"));
    QCOMPARE(d.value.fields.firstName.value(), QStringLiteral("Ann"));
    QCOMPARE(d.value.extra.text(u"nickname"), QStringLiteral("Annie"));
    QCOMPARE(bd::test::canonicalJson(encodeJson(d.value)), bd::test::canonicalJson(json));
}

void TestContact::patchCarriesOnlyChangedFields()
{
    ContactWritable before;
    before.firstName.set(QStringLiteral("Ann"));
    before.lastName.set(QStringLiteral("Lee"));
    before.email.set(QStringLiteral("ann@x.test"));
    ContactWritable after = before;
    after.lastName.set(QStringLiteral("Lee-Park"));
    after.phone.set(QStringLiteral("+44 20 7946 0000"));
    const ContactWritable changes = contactChanges(before, after);
    QCOMPARE(encodeContactPatch(changes),
             QByteArray(R"({"lastName":"Lee-Park","phone":"+44 20 7946 0000"})"));
    QCOMPARE(encodeContactPatch(contactChanges(before, before)), QByteArray("{}"));
}

void TestContact::clearedFieldIsSentAsNull()
{
    ContactWritable before;
    before.middleName.set(QStringLiteral("Q"));
    ContactWritable after = before;
    after.middleName.set(QString());
    QCOMPARE(encodeContactPatch(contactChanges(before, after)), QByteArray(R"({"middleName":null})"));
    // Absent and empty look alike to a person: not a change.
    ContactWritable empty;
    empty.suffix.set(QString());
    QCOMPARE(encodeContactPatch(contactChanges(ContactWritable(), empty)), QByteArray("{}"));
}

void TestContact::patchNeverCarriesReadOnlyFields()
{
    const auto list = decodeJson<QList<Contact>>(
        bd::test::readFile(QStringLiteral(BD_SOURCE_DIR "/resources/sandbox/acme/contacts.json")));
    QVERIFY(!list.value.isEmpty());
    const Contact &c = list.value.first();
    const QByteArray patch = encodeContactPatch(c.fields);
    for (const char *readOnly : {"\"id\"", "\"customerId\"", "\"createdDate\"", "\"lastModifiedById\"",
                                 "\"website\"", "\"taxExempt\""})
        QVERIFY2(!patch.contains(readOnly), readOnly);
    QVERIFY(patch.contains("\"firstName\""));
}

void TestContact::sampleContactsDecode()
{
    for (const char *tenant : {"acme", "globex"}) {
        const auto list = decodeJson<QList<Contact>>(bd::test::readFile(
            QStringLiteral(BD_SOURCE_DIR "/resources/sandbox/%1/contacts.json").arg(QLatin1String(tenant))));
        QVERIFY(list.ok);
        QVERIFY(list.problems.isEmpty());
        QVERIFY(list.value.size() >= 6);
    }
}

void TestContact::refusesTextThatWouldBeAltered_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("problem");
    QTest::newRow("lone surrogate escape")
        << QByteArray(R"({"id":"003A","firstName":"\ud800","lastName":"Lee"})")
        << R"(firstName: contains an unpaired UTF-16 surrogate (\ud800), which is not text)";
    QTest::newRow("high surrogate without its low half")
        << QByteArray(R"({"id":"003A","firstName":"Ann \uD83D!","lastName":"Lee"})")
        << R"(firstName: contains an unpaired UTF-16 surrogate (\uD83D), which is not text)";
    QTest::newRow("bytes that are not UTF-8")
        << QByteArray("{\"id\":\"003A\",\"firstName\":\"Zo\xeb\",\"lastName\":\"Lee\"}")
        << R"(firstName: contains bytes that are not UTF-8 (\xeb), which is not text)";
}

// A value that cannot be decoded to text without changing it is reported and kept exactly as
// sent (as an extra, like a wrongly typed value), never rewritten to '?' or U+FFFD.
void TestContact::refusesTextThatWouldBeAltered()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, problem);
    const auto d = decodeJson<Contact>(json);
    QVERIFY(d.ok);
    QCOMPARE(d.problems.size(), 1);
    QCOMPARE(d.problems.first().path, QStringLiteral("firstName"));
    QCOMPARE(d.problems.first().toString(), problem);
    QVERIFY(d.value.fields.firstName.isAbsent());
    QCOMPARE(d.value.fields.lastName.value(), QStringLiteral("Lee"));
    QVERIFY(d.value.extra.contains(u"firstName"));
    QVERIFY(d.value.extra.find(u"firstName")->startsWith('"'));
    QCOMPARE(bd::test::canonicalJson(encodeJson(d.value)), bd::test::canonicalJson(json));
    // A PATCH of the fields a person may change does not carry it at all.
    QVERIFY(!encodeContactPatch(d.value.fields).contains("firstName"));
    // In an update answer the path names the member it came in.
    const auto update = decodeJson<ContactUpdateResult>("{\"data\":" + json + "}");
    QCOMPARE(update.problems.size(), 1);
    QCOMPARE(update.problems.first().path, QStringLiteral("data.firstName"));
}

// An unknown member whose name has an unpaired surrogate is kept under that name, not "?".
void TestContact::keepsNamesThatAreNotText()
{
    const QByteArray json = R"({"id":"003A","firstName":"Ann","\ud800x":1})";
    const auto d = decodeJson<Contact>(json);
    QVERIFY(d.problems.isEmpty());
    QCOMPARE(encodeJson(d.value), json);
}

QTEST_GUILESS_MAIN(TestContact)
#include "tst_contact.moc"
