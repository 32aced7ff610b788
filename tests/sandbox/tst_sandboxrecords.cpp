#include "domain/contactcodec.h"
#include "domain/errorbodycodec.h"
#include "domain/invoicecodec.h"
#include "domain/json/jsondocument.h"
#include "sandboxfixture.h"

using namespace bd::test;
using namespace bd::domain;

class TestSandboxRecords : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void readsContacts();
    void patchRules_data();
    void patchRules();
    void patchUpdatesAndWarns();
    void patchNullClears();
    void patchUnknownContact();
    void deleteErrors_data();
    void deleteErrors();
    void deletesByIdsAllOrNothing();
    void refusalNamesTheInvoiceAndItsStatus();
    void deletesExactlyWhatTheFilterSelects_data();
    void deletesExactlyWhatTheFilterSelects();
    void deletesByFilterAndRecordsFlags();

private:
    QString contactId(int index = 0)
    {
        return m_sandbox->server.service().data().tenants.first().contacts.at(index).info.id.value();
    }
    QStringList invoicesWithStatus(const QString &status);
    std::unique_ptr<SandboxFixture> m_sandbox;
};

void TestSandboxRecords::init()
{
    m_sandbox = std::make_unique<SandboxFixture>(); // every test starts from the sample data
}

QStringList TestSandboxRecords::invoicesWithStatus(const QString &status)
{
    QStringList ids;
    for (const JsonFields &i : m_sandbox->server.service().data().tenants.first().invoices) {
        if (i.text(u"status") == status)
            ids << i.text(u"id");
    }
    return ids;
}

void TestSandboxRecords::readsContacts()
{
    const HttpResult one = m_sandbox->get(QStringLiteral("/contacts/") + contactId(), m_sandbox->apiKey());
    QCOMPARE(one.status, 200);
    const auto contact = decodeJson<Contact>(one.body);
    QVERIFY(contact.problems.isEmpty());
    const QString customer = contact.value.info.customerId.value();
    const HttpResult list =
        m_sandbox->get(QStringLiteral("/contacts?customerId=") + customer, m_sandbox->apiKey());
    QCOMPARE(list.status, 200);
    const auto contacts = decodeJson<QList<Contact>>(list.body);
    QVERIFY(!contacts.value.isEmpty());
    for (const Contact &c : contacts.value)
        QCOMPARE(c.info.customerId.value(), customer);
    QCOMPARE(m_sandbox->get(QStringLiteral("/contacts"), m_sandbox->apiKey()).status, 400);
    QCOMPARE(m_sandbox->get(QStringLiteral("/contacts?customerId=nobody"), m_sandbox->apiKey()).body,
             QByteArray("[]"));
}

void TestSandboxRecords::patchRules_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("field");
    const auto text = [](const QString &field, const QString &value) {
        return (QStringLiteral("{\"%1\":\"%2\"}").arg(field, value)).toUtf8();
    };
    QTest::newRow("firstName 40") << text(QStringLiteral("firstName"), QString(40, u'a')) << 200 << QString();
    QTest::newRow("firstName 41") << text(QStringLiteral("firstName"), QString(41, u'a')) << 400
                                  << "firstName";
    QTest::newRow("middleName 41") << text(QStringLiteral("middleName"), QString(41, u'a')) << 400
                                   << "middleName";
    QTest::newRow("suffix 41") << text(QStringLiteral("suffix"), QString(41, u'a')) << 400 << "suffix";
    QTest::newRow("lastName 80") << text(QStringLiteral("lastName"), QString(80, u'b')) << 200 << QString();
    QTest::newRow("lastName 81") << text(QStringLiteral("lastName"), QString(81, u'b')) << 400 << "lastName";
    QTest::newRow("40 accented") << text(QStringLiteral("firstName"), QString(40, u'\u00e9')) << 200
                                 << QString();
    QTest::newRow("40 combining") << text(QStringLiteral("firstName"), QStringLiteral("e\u0301").repeated(40))
                                  << 200 << QString();
    QTest::newRow("read-only") << QByteArray(R"({"website":"https://x.test"})") << 400 << "website";
    QTest::newRow("unknown field") << QByteArray(R"({"nickname":"x"})") << 400 << "nickname";
    QTest::newRow("number") << QByteArray(R"({"phone":5551234})") << 400 << "phone";
    QTest::newRow("bad email") << text(QStringLiteral("email"), QStringLiteral("not-an-email")) << 400
                               << "email";
    QTest::newRow("bad birthday") << text(QStringLiteral("birthday"), QStringLiteral("2023-02-29")) << 400
                                  << "birthday";
    QTest::newRow("good birthday") << text(QStringLiteral("birthday"), QStringLiteral("2024-02-29")) << 200
                                   << QString();
    QTest::newRow("not an object") << QByteArray("[1]") << 400 << QString();
    QTest::newRow("not json") << QByteArray("{firstName: x}") << 400 << QString();
}

void TestSandboxRecords::patchRules()
{
    QFETCH(QByteArray, body);
    QFETCH(int, status);
    QFETCH(QString, field);
    const QByteArray before =
        m_sandbox->get(QStringLiteral("/contacts/") + contactId(), m_sandbox->apiKey()).body;
    const HttpResult r =
        m_sandbox->send("PATCH", QStringLiteral("/contacts/") + contactId(), m_sandbox->apiKey(), body);
    QCOMPARE(r.status, status);
    if (status == 400) {
        if (!field.isEmpty())
            QVERIFY2(r.body.contains("\"field\":\"" + field.toUtf8() + "\""), r.body.constData());
        // Nothing changed.
        QCOMPARE(m_sandbox->get(QStringLiteral("/contacts/") + contactId(), m_sandbox->apiKey()).body,
                 before);
    }
}

void TestSandboxRecords::patchUpdatesAndWarns()
{
    const QString otherEmail =
        m_sandbox->server.service().data().tenants.first().contacts.at(1).fields.email.value();
    const QByteArray body = R"({"title":"Head of Billing","email":")" + otherEmail.toUtf8() + "\"}";
    const HttpResult r =
        m_sandbox->send("PATCH", QStringLiteral("/contacts/") + contactId(), m_sandbox->apiKey(), body);
    QCOMPARE(r.status, 200);
    const auto result = decodeJson<ContactUpdateResult>(r.body);
    QVERIFY(result.ok);
    QCOMPARE(result.value.status.value(), QStringLiteral("SUCCESS"));
    QCOMPARE(result.value.data.fields.title.value(), QStringLiteral("Head of Billing"));
    const QDateTime modified =
        QDateTime::fromString(result.value.data.info.lastModifiedDate.value(), Qt::ISODateWithMs);
    QVERIFY(qAbs(modified.secsTo(QDateTime::currentDateTimeUtc())) < 5);
    QVERIFY(result.value.data.info.lastModifiedById.isPresent());
    QCOMPARE(result.value.warnings.size(), 1);
    QCOMPARE(result.value.warnings.first().code.value(), QStringLiteral("DUPLICATE_EMAIL"));
    // Persisted, and recorded for tests.
    const auto again = decodeJson<Contact>(
        m_sandbox->get(QStringLiteral("/contacts/") + contactId(), m_sandbox->apiKey()).body);
    QCOMPARE(again.value.fields.title.value(), QStringLiteral("Head of Billing"));
    QCOMPARE(m_sandbox->server.service().stats().lastContactPatchBody, body);
}

void TestSandboxRecords::patchNullClears()
{
    const HttpResult r = m_sandbox->send("PATCH", QStringLiteral("/contacts/") + contactId(),
                                         m_sandbox->apiKey(), R"({"mobilePhone":null})");
    QCOMPARE(r.status, 200);
    QVERIFY(decodeJson<ContactUpdateResult>(r.body).value.data.fields.mobilePhone.isNull());
}

void TestSandboxRecords::patchUnknownContact()
{
    const HttpResult r = m_sandbox->send("PATCH", QStringLiteral("/contacts/003Ac00000Zzzz99zZ"),
                                         m_sandbox->apiKey(), R"({"title":"x"})");
    QCOMPARE(r.status, 404);
    QVERIFY(r.body.isEmpty());
}

void TestSandboxRecords::deleteErrors_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("errorCode");
    QTest::newRow("both") << QByteArray(R"({"invoiceIds":["a"],"graphqlFilter":"{status: {_eq: Canceled}}"})")
                          << 400 << "MUTUALLY_EXCLUSIVE_SELECTORS";
    QTest::newRow("neither") << QByteArray(R"({"notifyCrm":true})") << 400 << "MISSING_SELECTOR";
    QTest::newRow("empty ids") << QByteArray(R"({"invoiceIds":[]})") << 400 << "MISSING_SELECTOR";
    QTest::newRow("posted filter") << QByteArray(R"({"graphqlFilter":"{status: {_eq: Posted}}"})") << 400
                                   << "INVALID_STATUS_FILTER";
    QTest::newRow("filter shape") << QByteArray(R"({"graphqlFilter":"status == Canceled"})") << 400
                                  << "INVALID_FILTER";
    QTest::newRow("void filter") << QByteArray(R"({"graphqlFilter":"{status: {_eq: Void}}"})") << 400
                                 << "INVALID_STATUS_FILTER";
    QTest::newRow("partially paid filter")
        << QByteArray(R"({"graphqlFilter":"{status: {_eq: \"PartiallyPaid\"}}"})") << 400
        << "INVALID_STATUS_FILTER";
    QTest::newRow("unknown status") << QByteArray(R"({"graphqlFilter":"{status: {_eq: Cancelled}}"})") << 400
                                    << "UNKNOWN_STATUS";
    QTest::newRow("in filter") << QByteArray(R"({"graphqlFilter":"{status: {_in: [Canceled]}}"})") << 400
                               << "INVALID_FILTER";
    QTest::newRow("variable in filter")
        << QByteArray(R"({"graphqlFilter":"{status: {_eq: $s}}"})") << 400 << "INVALID_FILTER";
    QTest::newRow("second field") << QByteArray(
                                         R"({"graphqlFilter":"{status: {_eq: Canceled}, id: {_eq: \"x\"}}"})")
                                  << 400 << "INVALID_FILTER";
    QTest::newRow("unbalanced quote")
        << QByteArray(R"({"graphqlFilter":"{status: {_eq: \"Canceled}}"})") << 400 << "INVALID_FILTER";
    QTest::newRow("number status") << QByteArray(R"({"graphqlFilter":"{status: {_eq: 3}}"})") << 400
                                   << "INVALID_FILTER";
    QTest::newRow("wrong type") << QByteArray(R"({"invoiceIds":"a0I"})") << 400 << "INVALID_FIELD";
    QTest::newRow("unknown field") << QByteArray(R"({"invoiceIds":["a"],"force":true})") << 400
                                   << "UNKNOWN_FIELD";
    QTest::newRow("not json") << QByteArray("ids=1") << 400 << "INVALID_BODY";
    QTest::newRow("unknown id") << QByteArray(R"({"invoiceIds":["a0IAc00000Zzzz99zZ"]})") << 404 << QString();
}

void TestSandboxRecords::deleteErrors()
{
    QFETCH(QByteArray, body);
    QFETCH(int, status);
    QFETCH(QString, errorCode);
    const qsizetype before = m_sandbox->server.service().data().tenants.first().invoices.size();
    const HttpResult r =
        m_sandbox->send("DELETE", QStringLiteral("/billing/invoices"), m_sandbox->apiKey(), body);
    QCOMPARE(r.status, status);
    if (!errorCode.isEmpty()) {
        const auto error = decodeJson<InvoiceErrorBody>(r.body);
        QVERIFY(error.problems.isEmpty());
        QCOMPARE(error.value.errorCode.value(), errorCode);
        QVERIFY(error.value.title.isPresent());
        QVERIFY(!error.value.message.value().isEmpty());
    }
    QCOMPARE(m_sandbox->server.service().data().tenants.first().invoices.size(), before);
}

void TestSandboxRecords::deletesByIdsAllOrNothing()
{
    const QStringList canceled = invoicesWithStatus(QStringLiteral("Canceled"));
    const QStringList posted = invoicesWithStatus(QStringLiteral("Posted"));
    QVERIFY(canceled.size() >= 2 && !posted.isEmpty());
    const auto body = [](const QStringList &ids) { return encodeJson(DeleteInvoicesRequest::byIds(ids)); };
    const HttpResult refused = m_sandbox->send("DELETE", QStringLiteral("/billing/invoices"),
                                               m_sandbox->apiKey(), body({canceled.first(), posted.first()}));
    QCOMPARE(refused.status, 400);
    QCOMPARE(decodeJson<InvoiceErrorBody>(refused.body).value.errorCode.value(),
             QStringLiteral("INVOICE_NOT_DELETABLE"));
    QCOMPARE(invoicesWithStatus(QStringLiteral("Canceled")), canceled);
    const HttpResult ok = m_sandbox->send("DELETE", QStringLiteral("/billing/invoices"), m_sandbox->apiKey(),
                                          body(canceled.mid(0, 2)));
    QCOMPARE(ok.status, 200);
    QCOMPARE(invoicesWithStatus(QStringLiteral("Canceled")), canceled.mid(2));
    QCOMPARE(m_sandbox->server.service().stats().lastDeletedInvoiceIds, canceled.mid(0, 2));
    // Gone means gone.
    QCOMPARE(m_sandbox
                 ->send("DELETE", QStringLiteral("/billing/invoices"), m_sandbox->apiKey(),
                        body({canceled.first()}))
                 .status,
             404);
}

void TestSandboxRecords::refusalNamesTheInvoiceAndItsStatus()
{
    const auto &invoices = m_sandbox->server.service().data().tenants.first().invoices;
    const auto numberOf = [&](const QString &id) {
        for (const JsonFields &i : invoices) {
            if (i.text(u"id") == id)
                return i.text(u"invoiceNumber");
        }
        return QString();
    };
    const QString posted = invoicesWithStatus(QStringLiteral("Posted")).first();
    const QString voided = invoicesWithStatus(QStringLiteral("Void")).first();
    const QByteArray body = encodeJson(DeleteInvoicesRequest::byIds(
        {invoicesWithStatus(QStringLiteral("Canceled")).first(), posted, voided}));
    const HttpResult r =
        m_sandbox->send("DELETE", QStringLiteral("/billing/invoices"), m_sandbox->apiKey(), body);
    QCOMPARE(r.status, 400);
    const auto error = decodeJson<InvoiceErrorBody>(r.body).value;
    QCOMPARE(error.errorCode.value(), QStringLiteral("INVOICE_NOT_DELETABLE"));
    const QString message = error.message.value();
    for (const QString &part : {numberOf(posted), posted, QStringLiteral("is Posted"),
                                QStringLiteral("1 more"), QStringLiteral("Nothing was deleted")})
        QVERIFY2(message.contains(part), qPrintable(message));
    QCOMPARE(invoices.size(), 30);
}

void TestSandboxRecords::deletesExactlyWhatTheFilterSelects_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("status");
    QTest::newRow("enum value") << "{status: {_eq: Canceled}}"
                                << "Canceled";
    QTest::newRow("string") << R"({status: {_eq: "Canceled"}})"
                            << "Canceled";
    QTest::newRow("JSON-style names") << R"({"status": {"_eq": "Draft"}})"
                                      << "Draft";
    QTest::newRow("spaced") << "  { status : { _eq : Draft } }  "
                            << "Draft";
}

void TestSandboxRecords::deletesExactlyWhatTheFilterSelects()
{
    QFETCH(QString, filter);
    QFETCH(QString, status);
    QMap<QString, QStringList> before;
    for (const char *s : {"Draft", "Canceled", "Posted", "Paid", "PartiallyPaid", "Void"})
        before[QString::fromLatin1(s)] = invoicesWithStatus(QString::fromLatin1(s));
    DeleteInvoicesRequest request;
    request.graphqlFilter.set(filter);
    const HttpResult r = m_sandbox->send("DELETE", QStringLiteral("/billing/invoices"), m_sandbox->apiKey(),
                                         encodeJson(request));
    QCOMPARE(r.status, 200);
    QCOMPARE(m_sandbox->server.service().stats().lastDeletedInvoiceIds, before.value(status));
    for (auto it = before.cbegin(); it != before.cend(); ++it)
        QCOMPARE(invoicesWithStatus(it.key()), it.key() == status ? QStringList() : it.value());
}

void TestSandboxRecords::deletesByFilterAndRecordsFlags()
{
    const QStringList drafts = invoicesWithStatus(QStringLiteral("Draft"));
    DeleteInvoicesRequest request = DeleteInvoicesRequest::byStatus(u"Draft");
    request.notifyCrm.set(true);
    request.notifyPaymentChangedToCrm.set(false);
    const QByteArray body = encodeJson(request);
    const HttpResult r =
        m_sandbox->send("DELETE", QStringLiteral("/billing/invoices"), m_sandbox->apiKey(), body);
    QCOMPARE(r.status, 200);
    QVERIFY(invoicesWithStatus(QStringLiteral("Draft")).isEmpty());
    QCOMPARE(m_sandbox->server.service().stats().lastDeletedInvoiceIds, drafts);
    QCOMPARE(m_sandbox->server.service().stats().lastDeleteInvoicesBody, body);
    // globex's drafts are untouched: tenants are separate.
    int globexDrafts = 0;
    for (const JsonFields &i : m_sandbox->server.service().data().tenants.at(1).invoices)
        globexDrafts += i.text(u"status") == u"Draft";
    QVERIFY(globexDrafts > 0);
}

QTEST_GUILESS_MAIN(TestSandboxRecords)
#include "tst_sandboxrecords.moc"
