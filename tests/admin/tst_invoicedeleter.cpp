// The invoice deletion controller against the in-process sandbox, without widgets: what is sent
// (exact bodies, as the sandbox received them), the preview, the confirmation asked for, the
// outcome of every answer, never a retry, never two at once, and the local log.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "models/admin/deletionlogmodel.h"
#include "models/admin/invoicedeleter.h"
#include "models/admin/invoicepreviewmodel.h"
#include "models/common/tenantscope.h"

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QStandardPaths>

using namespace bd::test;
using bd::models::DeletionConfirmation;
using bd::models::InvoiceDeleter;
using bd::models::InvoiceFlag;
using Outcome = bd::models::DeletionOutcome;

static const QString Tenant = QStringLiteral("Acme Software Ltd");

class TestInvoiceDeleter : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestFolders("tst_invoicedeleter"); }
    void init()
    {
        m_f = signedInFixture(Tenant); // as the app does after reading /tenant
        m_deleter = std::make_unique<InvoiceDeleter>(accountOf(m_f->client));
    }
    void cleanup()
    {
        m_deleter.reset();
        m_f.reset();
    }
    void parsesIds_data();
    void parsesIds();
    void deletesByIdsWithExactBody();
    void deletesByStatusAfterPreview();
    void refusalKeepsTheServiceFields();
    void unknownIdIsNotFound();
    void previewMarksWhatTheServiceWouldRefuse();
    void previewUnavailableStillAllowsDeleting();
    void neverRetried_data();
    void neverRetried();
    void oneDeletionAtATime();
    void productionNeedsTheTenantName();
    void logIsKeptPerEnvironmentAndTenant();

private:
    QStringList idsWithStatus(const QString &status) const
    {
        QStringList out;
        for (const auto &i : m_f->server.service().data().tenants.first().invoices) {
            if (i.text(u"status") == status)
                out << i.text(u"id");
        }
        return out;
    }
    QList<bd::sandbox::ReceivedRequest> received(const QByteArray &method) const
    {
        QList<bd::sandbox::ReceivedRequest> out;
        for (const auto &r : m_f->server.service().received()) {
            if (r.method == method)
                out << r;
        }
        return out;
    }
    void fault(const QString &spec)
    {
        QString error;
        const auto f = bd::sandbox::Fault::parse(spec, &error);
        QVERIFY2(f, qPrintable(error));
        m_f->server.faults().add(*f);
    }
    // Asks for a deletion and returns the confirmation the controller wants.
    DeletionConfirmation confirmation()
    {
        QSignalSpy asked(m_deleter.get(), &InvoiceDeleter::confirmationNeeded);
        m_deleter->requestDeletion();
        if (asked.isEmpty() && !asked.wait(10000))
            return {};
        return asked.first().first().value<DeletionConfirmation>();
    }
    Outcome confirmAndWait(const QString &typed = {})
    {
        QSignalSpy finished(m_deleter.get(), &InvoiceDeleter::deletionFinished);
        if (!m_deleter->confirmDeletion(typed))
            return {};
        if (!finished.wait(10000))
            return {};
        return finished.first().first().value<Outcome>();
    }
    std::unique_ptr<ApiFixture> m_f;
    std::unique_ptr<InvoiceDeleter> m_deleter;
};

void TestInvoiceDeleter::parsesIds_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<int>("duplicates");
    QTest::newRow("one per line, blanks") << "a1\n\n  b2  \n\n" << QStringList{"a1", "b2"} << 0;
    QTest::newRow("commas and spaces") << "a1, b2 c3;d4\tb2" << QStringList{"a1", "b2", "c3", "d4"} << 1;
    QTest::newRow("pasted JSON array") << R"(["a1", "b2", "a1"])" << QStringList{"a1", "b2"} << 1;
    QTest::newRow("nothing") << " ,\n , " << QStringList{} << 0;
}

void TestInvoiceDeleter::parsesIds()
{
    QFETCH(QString, text);
    QFETCH(QStringList, ids);
    QFETCH(int, duplicates);
    const auto parsed = bd::models::parseInvoiceIds(text);
    QCOMPARE(parsed.ids, ids);
    QCOMPARE(parsed.duplicates, duplicates);
}

void TestInvoiceDeleter::deletesByIdsWithExactBody()
{
    const QStringList canceled = idsWithStatus(QStringLiteral("Canceled"));
    m_deleter->setIdsText(canceled.at(0) + QStringLiteral("\n\n ") + canceled.at(1) + QStringLiteral(", ") +
                          canceled.at(0) + u'\n');
    QCOMPARE(m_deleter->ids().ids, canceled.mid(0, 2));
    QCOMPARE(m_deleter->ids().duplicates, 1);
    m_f->server.service().clearReceived();
    const auto c = confirmation(); // by ids: no preview needed first
    QCOMPARE(c.count, 2);
    QVERIFY(!c.production);
    QVERIFY(c.selector.contains(canceled.at(1)));
    QVERIFY(received("GET").isEmpty());
    const Outcome o = confirmAndWait();
    QCOMPARE(o.kind, Outcome::Kind::Deleted);
    QCOMPARE(o.deletedIds, canceled.mid(0, 2));
    const auto deletes = received("DELETE");
    QCOMPARE(deletes.size(), 1);
    QCOMPARE(deletes.first().path, QStringLiteral("/billing/invoices"));
    QCOMPARE(
        deletes.first().body,
        QByteArray(
            R"({"invoiceIds":[")" + canceled.at(0).toUtf8() + R"(",")" + canceled.at(1).toUtf8() +
            R"("],"notifyCrm":false,"notifyDebitMemoChangedToCrm":false,"notifyPaymentChangedToCrm":false})"));
    QCOMPARE(deletes.first().apiKeyTenant, QStringLiteral("acme"));
    QCOMPARE(deletes.first().status, 200);
}

void TestInvoiceDeleter::deletesByStatusAfterPreview()
{
    const QStringList drafts = idsWithStatus(QStringLiteral("Draft"));
    m_deleter->setMode(InvoiceDeleter::Mode::Status);
    m_deleter->setStatus(QStringLiteral("Draft"));
    m_deleter->setFlag(InvoiceFlag::NotifyCrm, true);
    m_deleter->setFlag(InvoiceFlag::NotifyPaymentChangedToCrm, true);
    m_f->server.service().clearReceived();
    const auto c = confirmation(); // previews first
    QCOMPARE(c.count, int(drafts.size()));
    QVERIFY2(c.headline.contains(QString::number(drafts.size())), qPrintable(c.headline));
    QVERIFY(c.selector.contains(QStringLiteral(R"({status: {_eq: "Draft"}})")));
    QVERIFY(c.flags.at(0).startsWith(QStringLiteral("On:")));
    QVERIFY(c.flags.at(1).startsWith(QStringLiteral("Off:")));
    const auto queries = received("GET");
    QCOMPARE(queries.size(), 1);
    QCOMPARE(queries.first().path, QStringLiteral("/api/async/graphql"));
    QCOMPARE(queries.first().body,
             QByteArray(
                 R"({"query":"query InvoicePreview($status: String) {\n  Invoice(where: {status: {_eq: )"
                 R"($status}}) { id invoiceNumber status customerId totalAmount currencyIsoCode }\n  )"
                 R"(Invoice_aggregate(where: {status: {_eq: $status}}) { count }\n}","variables":{"status":)"
                 R"("Draft"}})"));
    const auto preview = m_deleter->currentPreview();
    QVERIFY(preview && preview->available && preview->detailed);
    QCOMPARE(preview->rows.size(), drafts.size());
    bd::models::InvoicePreviewModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPreview(*preview);
    QCOMPARE(model.index(0, bd::models::InvoicePreviewModel::Status).data().toString(),
             QStringLiteral("Draft"));
    // Totals in the user's notation, every digit kept (26950.00 USD was shown as sent).
    bd::models::InvoicePreview sample;
    sample.available = sample.detailed = true;
    sample.rows.append(bd::models::InvoicePreviewRow());
    sample.rows.last().id = QStringLiteral("inv-1");
    sample.rows.last().totalAmount = QStringLiteral("26950.00");
    sample.rows.last().currency = QStringLiteral("USD");
    sample.rows.append(sample.rows.last());
    sample.rows.last().totalAmount = QStringLiteral("n/a");
    const QLocale before;
    for (const auto &[locale, shown] :
         {std::pair{"en_US", "26,950.00 USD"}, std::pair{"fr_FR", "26\u202F950,00 USD"},
          std::pair{"de_DE", "26.950,00 USD"}}) {
        QLocale::setDefault(QLocale(QString::fromLatin1(locale)));
        model.setPreview(sample);
        QCOMPARE(model.index(0, bd::models::InvoicePreviewModel::Total).data().toString(),
                 QString::fromUtf8(shown));
        QCOMPARE(model.index(1, bd::models::InvoicePreviewModel::Total).data().toString(),
                 QStringLiteral("n/a USD"));
    }
    QLocale::setDefault(before);

    const Outcome o = confirmAndWait();
    QCOMPARE(o.kind, Outcome::Kind::Deleted);
    QCOMPARE(o.deletedIds, drafts);
    QCOMPARE(received("DELETE").size(), 1);
    QCOMPARE(received("DELETE").first().body,
             QByteArray(R"({"graphqlFilter":"{status: {_eq: \"Draft\"}}","notifyCrm":true,)"
                        R"("notifyDebitMemoChangedToCrm":false,"notifyPaymentChangedToCrm":true})"));
    QVERIFY(idsWithStatus(QStringLiteral("Draft")).isEmpty());
    QVERIFY(!m_deleter->currentPreview()); // what it showed is gone
}

void TestInvoiceDeleter::refusalKeepsTheServiceFields()
{
    const QString paid = idsWithStatus(QStringLiteral("Paid")).first();
    m_deleter->setIdsText(paid);
    confirmation();
    const Outcome o = confirmAndWait();
    QCOMPARE(o.kind, Outcome::Kind::Refused);
    QCOMPARE(o.httpStatus, 400);
    QCOMPARE(o.title, QStringLiteral("Bad Request"));
    QCOMPARE(o.errorCode, QStringLiteral("INVOICE_NOT_DELETABLE"));
    QVERIFY(o.serviceMessage.contains(paid));
    QVERIFY(o.message.contains(o.serviceMessage));
    QCOMPARE(idsWithStatus(QStringLiteral("Paid")).first(), paid);
}

void TestInvoiceDeleter::unknownIdIsNotFound()
{
    m_deleter->setIdsText(QStringLiteral("a0IAc00000NoSuchId"));
    confirmation();
    const Outcome o = confirmAndWait();
    QCOMPARE(o.kind, Outcome::Kind::NotFound);
    QCOMPARE(o.httpStatus, 404);
    QVERIFY(o.message.contains(QStringLiteral("404")));
}

void TestInvoiceDeleter::previewMarksWhatTheServiceWouldRefuse()
{
    const QString draft = idsWithStatus(QStringLiteral("Draft")).first();
    const QString posted = idsWithStatus(QStringLiteral("Posted")).first();
    m_deleter->setIdsText(QStringList{draft, posted, QStringLiteral("nope")}.join(u'\n'));
    m_f->server.service().clearReceived();
    QSignalSpy done(m_deleter.get(), &InvoiceDeleter::previewFinished);
    m_deleter->preview();
    QVERIFY(done.wait(10000));
    QCOMPARE(
        received("GET").first().body,
        QByteArray(
            R"({"query":"query InvoicePreview($ids: [ID!]) {\n  Invoice(where: {id: {_in: $ids}}) { )"
            R"(id invoiceNumber status customerId totalAmount currencyIsoCode }\n}","variables":{"ids":[")" +
            draft.toUtf8() + R"(",")" + posted.toUtf8() + R"(","nope"]}})"));
    const auto p = done.first().first().value<bd::models::InvoicePreview>();
    QVERIFY(p.available);
    QCOMPARE(p.notDeletable, 1);
    QCOMPARE(p.unknown, 1);
    QCOMPARE(p.rows.size(), 3);
    QCOMPARE(p.rows.last().id, QStringLiteral("nope"));
    QCOMPARE(p.rows.last().state, bd::models::InvoicePreviewRow::State::Unknown);
    const auto c = confirmation();
    QVERIFY2(c.previewNote.contains(QStringLiteral("Not Canceled or Draft: 1")), qPrintable(c.previewNote));
    QVERIFY(c.previewNote.contains(QStringLiteral("Unknown to the service")));
    // Changing the selection makes the preview stale.
    m_deleter->cancelDeletion();
    m_deleter->setIdsText(draft);
    QVERIFY(!m_deleter->currentPreview());
}

void TestInvoiceDeleter::previewUnavailableStillAllowsDeleting()
{
    fault(QStringLiteral("500,route=/api/async/graphql,count=10"));
    m_deleter->setMode(InvoiceDeleter::Mode::Status);
    m_deleter->setStatus(QStringLiteral("Canceled"));
    const auto c = confirmation();
    QCOMPARE(c.count, -1);
    QVERIFY2(c.previewNote.contains(QStringLiteral("unavailable")), qPrintable(c.previewNote));
    QVERIFY(c.previewNote.contains(QStringLiteral("500")));
    QVERIFY(c.headline.contains(QStringLiteral("every invoice")));
    const Outcome o = confirmAndWait();
    QCOMPARE(o.kind, Outcome::Kind::Deleted);
    QVERIFY(idsWithStatus(QStringLiteral("Canceled")).isEmpty());
}

void TestInvoiceDeleter::neverRetried_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<int>("kind");
    QTest::newRow("500") << "500" << int(Outcome::Kind::Uncertain);
    QTest::newRow("429 without Retry-After") << "429=0" << int(Outcome::Kind::NotDone);
    QTest::newRow("429 with Retry-After") << "429=1" << int(Outcome::Kind::NotDone);
    QTest::newRow("dropped connection") << "drop" << int(Outcome::Kind::Uncertain);
}

void TestInvoiceDeleter::neverRetried()
{
    QFETCH(QString, fault);
    QFETCH(int, kind);
    this->fault(fault + QStringLiteral(",route=/billing/invoices,count=1"));
    m_deleter->setIdsText(idsWithStatus(QStringLiteral("Draft")).first());
    confirmation();
    m_f->server.service().clearReceived();
    const Outcome o = confirmAndWait();
    QCOMPARE(int(o.kind), kind);
    QVERIFY(!o.message.isEmpty());
    QTest::qWait(150); // a job that has finished schedules nothing more; a little room to show it
    QCOMPARE(received("DELETE").size(), 1);
}

void TestInvoiceDeleter::oneDeletionAtATime()
{
    fault(QStringLiteral("latency=300,route=/billing/invoices"));
    m_deleter->setIdsText(idsWithStatus(QStringLiteral("Draft")).first());
    confirmation();
    m_f->server.service().clearReceived();
    QSignalSpy finished(m_deleter.get(), &InvoiceDeleter::deletionFinished);
    QSignalSpy asked(m_deleter.get(), &InvoiceDeleter::confirmationNeeded);
    QVERIFY(m_deleter->confirmDeletion());
    QVERIFY(m_deleter->isDeleting());
    QVERIFY(!m_deleter->confirmDeletion()); // a second click while one runs
    m_deleter->requestDeletion();
    QVERIFY(!m_deleter->canRequestDeletion());
    QCOMPARE(asked.count(), 0);
    QVERIFY(finished.wait(10000));
    QVERIFY(!m_deleter->confirmDeletion()); // the confirmation was used up
    QTest::qWait(100);
    QCOMPARE(received("DELETE").size(), 1);
    QCOMPARE(finished.count(), 1);
}

void TestInvoiceDeleter::productionNeedsTheTenantName()
{
    bd::api::Environment production;
    production.kind = bd::api::Environment::Kind::Production;
    production.name = QStringLiteral("Production");
    production.baseUrl = m_f->server.baseUrl();
    QVERIFY(m_f->client.setEnvironment(production).isEmpty());
    // Signed in there: another account, and a deleter of its own.
    m_f->client.session().useApiKey(QString::fromUtf8(m_f->apiKey("acme").first().second), Tenant);
    m_deleter = std::make_unique<InvoiceDeleter>(accountOf(m_f->client));
    m_deleter->setIdsText(idsWithStatus(QStringLiteral("Draft")).first());
    const auto c = confirmation();
    QVERIFY(c.production);
    QCOMPARE(c.typeToConfirm, Tenant);
    QVERIFY(!c.accepts(QString()));
    QVERIFY(!c.accepts(QStringLiteral("acme software")));
    QVERIFY(c.accepts(QStringLiteral(" Acme Software Ltd ")));
    m_f->server.service().clearReceived();
    QVERIFY(!m_deleter->confirmDeletion(QStringLiteral("Acme")));
    QVERIFY(!m_deleter->isDeleting());
    QCOMPARE(confirmAndWait(Tenant).kind, Outcome::Kind::Deleted);
    QCOMPARE(received("DELETE").size(), 1);
}

void TestInvoiceDeleter::logIsKeptPerEnvironmentAndTenant()
{
    const QString paid = idsWithStatus(QStringLiteral("Paid")).first();
    const QString draft = idsWithStatus(QStringLiteral("Draft")).first();
    m_f->clock.advanceMs(1000);
    const QDateTime first = m_f->clock.nowUtc();
    m_deleter->setIdsText(paid);
    confirmation();
    confirmAndWait();
    m_f->clock.advanceMs(60000);
    m_deleter->setIdsText(draft);
    m_deleter->setFlag(InvoiceFlag::NotifyCrm, true);
    confirmation();
    confirmAndWait();

    const auto entries = m_deleter->log().entries(); // newest first
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries.at(0).time, first.addMSecs(60000));
    QCOMPARE(entries.at(0).tenant, Tenant);
    QCOMPARE(entries.at(0).environment, QStringLiteral("Demo"));
    QCOMPARE(entries.at(0).invoiceIds, QStringList{draft});
    QCOMPARE(entries.at(0).flags, QStringList{QStringLiteral("notifyCrm")});
    QVERIFY(entries.at(0).succeeded);
    QCOMPARE(entries.at(0).deletedIds, QStringList{draft});
    QCOMPARE(entries.at(1).time, first);
    QVERIFY(!entries.at(1).succeeded);
    QCOMPARE(entries.at(1).httpStatus, 400);
    QCOMPARE(entries.at(1).errorCode, QStringLiteral("INVOICE_NOT_DELETABLE"));

    bd::models::DeletionLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEntries(entries);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, bd::models::DeletionLogModel::Flags).data().toString(),
             QStringLiteral("notifyCrm"));

    const QByteArray csv = bd::models::DeletionLog::toCsv(entries);
    QVERIFY(csv.startsWith("Time (UTC),Environment,Address,Tenant,Selector,Invoice ids,Filter,CRM flags,"));
    QCOMPARE(csv.count("\r\n"), 3);
    QVERIFY(csv.contains("INVOICE_NOT_DELETABLE"));
    const QByteArray json = bd::models::DeletionLog::toJson(entries);
    QVERIFY(json.contains("\"errorCode\": \"INVOICE_NOT_DELETABLE\""));
    // No secret reaches the settings file.
    QSettings settings;
    const QString stored = settings
                               .value(bd::models::tenantSettingsGroup(*accountOf(m_f->client)) +
                                      QStringLiteral("/invoiceDeletions"))
                               .toString();
    QVERIFY(stored.contains(draft));
    QVERIFY(!stored.contains(QString::fromUtf8(m_f->apiKey("acme").first().second)));

    // Another tenant has a log of its own.
    m_f->client.session().setTenant({}, QStringLiteral("Globex Corporation"));
    QVERIFY(m_deleter->log().entries().isEmpty());
    m_f->client.session().setTenant({}, Tenant);
    QCOMPARE(m_deleter->log().entries().size(), 2);
}

QTEST_GUILESS_MAIN(TestInvoiceDeleter)
#include "tst_invoicedeleter.moc"
