#include "domain/contactschema.h"
#include "domain/validation.h"

#include <QTest>

using namespace bd::domain;

class TestValidation : public QObject
{
    Q_OBJECT
private slots:
    void visibleLength_data();
    void visibleLength();
    void contactLengthLimits_data();
    void contactLengthLimits();
    void email_data();
    void email();
    void birthday_data();
    void birthday();
    void productId_data();
    void productId();
    void decimalScale_data();
    void decimalScale();
    void productTextLimits_data();
    void productTextLimits();
    void deleteRequest_data();
    void deleteRequest();
};

void TestValidation::visibleLength_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("length");
    QTest::newRow("ascii") << QStringLiteral("abc") << 3;
    QTest::newRow("precomposed accent") << QStringLiteral("Zo\u00eb") << 3;
    QTest::newRow("combining accent") << QStringLiteral("Zoe\u0308") << 3;
    QTest::newRow("emoji surrogate pair") << QString::fromUtf8("a\xf0\x9f\x9a\x80") << 2;
    QTest::newRow("emoji with skin tone") << QString::fromUtf8("\xf0\x9f\x91\x8d\xf0\x9f\x8f\xbd") << 1;
    QTest::newRow("cjk") << QString::fromUtf8("\xe4\xbd\x90\xe8\x97\xa4") << 2;
    QTest::newRow("empty") << QString() << 0;
}

void TestValidation::visibleLength()
{
    QFETCH(QString, text);
    QFETCH(int, length);
    QCOMPARE(bd::domain::visibleLength(text), length);
}

void TestValidation::contactLengthLimits_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    for (const char *f : {"firstName", "middleName", "suffix"}) {
        QTest::addRow("%s 40", f) << QString::fromLatin1(f) << QString(40, u'a') << true;
        QTest::addRow("%s 41", f) << QString::fromLatin1(f) << QString(41, u'a') << false;
    }
    QTest::newRow("lastName 80") << "lastName" << QString(80, u'b') << true;
    QTest::newRow("lastName 81") << "lastName" << QString(81, u'b') << false;
    // What a person sees is 40 letters, but a service counting code points sees 80: refused
    // before sending (issue: "lengths disagree with services that count code points").
    QTest::newRow("40 accented letters in 80 code points")
        << "firstName" << QStringLiteral("e\u0301").repeated(40) << false;
    QTest::newRow("20 accented letters in 40 code points")
        << "firstName" << QStringLiteral("e\u0301").repeated(20) << true;
    QTest::newRow("21 accented letters in 42 code points")
        << "firstName" << QStringLiteral("e\u0301").repeated(21) << false;
    QTest::newRow("40 precomposed accented letters")
        << "firstName" << QStringLiteral("\u00e9").repeated(40) << true;
    QTest::newRow("41 emoji") << "firstName" << QString::fromUtf8("\xf0\x9f\x9a\x80").repeated(41) << false;
    QTest::newRow("40 emoji") << "firstName" << QString::fromUtf8("\xf0\x9f\x9a\x80").repeated(40) << true;
    QTest::newRow("title unlimited") << "title" << QString(300, u't') << true;
}

void TestValidation::contactLengthLimits()
{
    QFETCH(QString, field);
    QFETCH(QString, text);
    QFETCH(bool, valid);
    const auto violation = validateContactField(field, text);
    QCOMPARE(!violation.has_value(), valid);
    if (violation) {
        QCOMPARE(violation->field, field);
        QVERIFY(violation->message.contains(contactFieldLabel(field)));
        QVERIFY(violation->message.contains(QString::number(contactFieldLimit(field))));
    }
    ContactWritable c;
    (c.*std::find_if(ContactSchema.begin(), ContactSchema.end(),
                     [&](const ContactFieldSpec &r) { return field == QLatin1String(r.name); })
            ->member)
        .set(text);
    QCOMPARE(validateContact(c).isEmpty(), valid);
}

void TestValidation::email_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::newRow("plain") << "ann@example.com" << true;
    QTest::newRow("plus and subdomain") << "ann+billing@mail.example.co.uk" << true;
    QTest::newRow("unicode domain") << QStringLiteral("z\u00f6e@m\u00fcnchen.de") << true;
    QTest::newRow("no at") << "ann.example.com" << false;
    QTest::newRow("no dot in domain") << "ann@localhost" << false;
    QTest::newRow("space") << "ann lee@example.com" << false;
    QTest::newRow("two ats") << "a@b@example.com" << false;
    QTest::newRow("double dot") << "ann..lee@example.com" << false;
    QTest::newRow("trailing dot") << "ann@example.com." << false;
    QTest::newRow("empty local") << "@example.com" << false;
}

void TestValidation::email()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QCOMPARE(isValidEmail(text), valid);
    const auto v = validateContactField(u"email", text);
    QCOMPARE(!v.has_value(), valid);
    if (v)
        QVERIFY(v->message.contains(QStringLiteral("Email")));
}

void TestValidation::birthday_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::newRow("ordinary") << "1985-04-23" << true;
    QTest::newRow("leap day") << "2024-02-29" << true;
    QTest::newRow("not leap") << "2023-02-29" << false;
    QTest::newRow("month 13") << "1985-13-01" << false;
    QTest::newRow("day 31 in april") << "1985-04-31" << false;
    QTest::newRow("slashes") << "1985/04/23" << false;
    QTest::newRow("short") << "85-4-23" << false;
    QTest::newRow("time part") << "1985-04-23T00:00:00" << false;
}

void TestValidation::birthday()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QCOMPARE(isValidIsoDate(text), valid);
    const auto v = validateContactField(u"birthday", text);
    QCOMPARE(!v.has_value(), valid);
    if (v)
        QVERIFY(v->message.contains(QStringLiteral("YYYY-MM-DD")));
}

void TestValidation::productId_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::newRow("18") << "01tAc000000A1b2C3D" << true;
    QTest::newRow("15") << "01tAc000000A1b2" << true;
    QTest::newRow("14") << "01tAc000000A1b" << false;
    QTest::newRow("16") << "01tAc000000A1b2C" << false;
    QTest::newRow("19") << "01tAc000000A1b2C3DE" << false;
    QTest::newRow("dash") << "01tAc000000-1b2C3D" << false;
    QTest::newRow("non-ascii letter") << QStringLiteral("01tAc000000\u00e91b2C3D") << false;
    QTest::newRow("path traversal") << "../../etc/passwd" << false;
    QTest::newRow("empty") << "" << false;
}

void TestValidation::productId()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QCOMPARE(isValidProductId(text), valid);
    const auto v = validateProductId(text);
    QCOMPARE(!v.has_value(), valid);
    if (v)
        QVERIFY(v->message.contains(QStringLiteral("15 or 18")));
}

void TestValidation::decimalScale_data()
{
    QTest::addColumn<qint64>("scale");
    QTest::addColumn<bool>("valid");
    QTest::newRow("-1") << qint64(-1) << false;
    QTest::newRow("0") << qint64(0) << true;
    QTest::newRow("10") << qint64(10) << true;
    QTest::newRow("11") << qint64(11) << false;
}

void TestValidation::decimalScale()
{
    QFETCH(qint64, scale);
    QFETCH(bool, valid);
    UnitOfMeasure uom;
    uom.decimalScale.set(scale);
    const QList<Violation> v = validateUnitOfMeasure(uom, QStringLiteral("priceBookEntries[1].uom"));
    QCOMPARE(v.isEmpty(), valid);
    if (!valid) {
        QCOMPARE(v.first().field, QStringLiteral("priceBookEntries[1].uom.decimalScale"));
        QVERIFY(v.first().message.contains(QStringLiteral("between 0 and 10")));
    }
}

void TestValidation::productTextLimits_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("length");
    QTest::addColumn<bool>("valid");
    QTest::newRow("description 255") << "description" << 255 << true;
    QTest::newRow("description 256") << "description" << 256 << false;
    QTest::newRow("imageUrl 255") << "imageUrl" << 255 << true;
    QTest::newRow("imageUrl 256") << "imageUrl" << 256 << false;
}

void TestValidation::productTextLimits()
{
    QFETCH(QString, field);
    QFETCH(int, length);
    QFETCH(bool, valid);
    Product p;
    const QString text = QString(length, u'\u00e9'); // 2 bytes each in UTF-8: counts as one
    if (field == u"description")
        p.description.set(text);
    else
        p.imageUrl.set(text);
    const QList<Violation> v = validateProduct(p);
    QCOMPARE(v.isEmpty(), valid);
    if (!valid) {
        QCOMPARE(v.first().field, field);
        QVERIFY(v.first().message.contains(QStringLiteral("255")));
    }
}

// A filter is built from a status (byStatus) and checked as that value; text that was not built
// from a status is never sent, whatever it says.
void TestValidation::deleteRequest_data()
{
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<QString>("status");    // the filter byStatus() builds
    QTest::addColumn<QString>("rawFilter"); // a filter set as text
    QTest::addColumn<QString>("violatedField");
    QTest::newRow("ids") << QStringList{"a0I1"} << QString() << QString() << QString();
    QTest::newRow("canceled filter") << QStringList() << "Canceled" << QString() << QString();
    QTest::newRow("draft filter") << QStringList() << "Draft" << QString() << QString();
    QTest::newRow("both") << QStringList{"a0I1"} << "Canceled" << QString() << "invoiceIds";
    QTest::newRow("neither") << QStringList() << QString() << QString() << "invoiceIds";
    QTest::newRow("posted filter") << QStringList() << "Posted" << QString() << "graphqlFilter";
    QTest::newRow("bad shape") << QStringList() << QString() << "status = Canceled"
                               << "graphqlFilter";
    QTest::newRow("text not built from a status") << QStringList() << QString() << "{status: {_eq: Canceled}}"
                                                  << "graphqlFilter";
}

void TestValidation::deleteRequest()
{
    QFETCH(QStringList, ids);
    QFETCH(QString, status);
    QFETCH(QString, rawFilter);
    QFETCH(QString, violatedField);
    DeleteInvoicesRequest r =
        status.isEmpty() ? DeleteInvoicesRequest() : DeleteInvoicesRequest::byStatus(status);
    if (!ids.isEmpty())
        r.invoiceIds.set(ids);
    if (!rawFilter.isEmpty())
        r.graphqlFilter.set(rawFilter);
    const QList<Violation> v = validateDeleteInvoicesRequest(r);
    QCOMPARE(v.isEmpty(), violatedField.isEmpty());
    if (!v.isEmpty())
        QCOMPARE(v.first().field, violatedField);
}

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
