// The admin controllers against an independent service (tests/conformance/alt_service.py) that
// answers in other legal shapes: invoices with other field names and no Invoice_aggregate (the
// preview falls back to id and status), deletion answering {"result":"deleted","count":N} without
// ids, other error codes, and a query endpoint that answers 200 even for syntax errors and puts
// an error's place in "extensions".

#include "../common/accounttestutil.h"
#include "../common/altservice.h"
#include "../common/httptestclient.h"
#include "../common/testfolders.h"
#include "api/apiclient.h"
#include "api/tokenjob.h"
#include "models/admin/invoicedeleter.h"
#include "models/query/jsontreemodel.h"
#include "models/query/queryrunner.h"

#include <QAbstractItemModelTester>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using bd::models::DeletionConfirmation;
using bd::models::InvoiceDeleter;
using bd::models::InvoiceFlag;
using bd::models::QueryRunner;
using Outcome = bd::models::DeletionOutcome;

static const QString North = QStringLiteral("3f6c2a1e-8b7d-4c59-9e21-0a4b5c6d7e%1");

class TestAdminAltService : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void previewFallsBackToIdAndStatus();
    void previewShowsOnlyWhatWasSelected();
    void deletesByStatusAndReadsTheCount();
    void refusalAndNotFoundInTheseShapes();
    void queryErrorsPlacedInExtensions();
    void queryWithVariables();

private:
    DeletionConfirmation confirmation(InvoiceDeleter &deleter)
    {
        QSignalSpy asked(&deleter, &InvoiceDeleter::confirmationNeeded);
        deleter.requestDeletion();
        if (asked.isEmpty() && !asked.wait(10000))
            return {};
        return asked.first().first().value<DeletionConfirmation>();
    }
    Outcome confirmAndWait(InvoiceDeleter &deleter)
    {
        QSignalSpy finished(&deleter, &InvoiceDeleter::deletionFinished);
        if (!deleter.confirmDeletion() || !finished.wait(10000))
            return {};
        return finished.first().first().value<Outcome>();
    }
    bool run(QueryRunner &runner, const QString &query, const QString &variables = {})
    {
        QSignalSpy finished(&runner, &QueryRunner::finished);
        return runner.run(query, variables) && finished.wait(10000);
    }
    bd::test::AltService m_service;
    QUrl m_base;
    bd::api::ApiClient m_client;
    QNetworkAccessManager m_nam;
};

void TestAdminAltService::initTestCase()
{
    bd::test::useTestFolders("tst_adminaltservice");
    m_base = m_service.start();
    QVERIFY(m_base.isValid());
    QVERIFY(m_service.signIn(m_client, QStringLiteral("north")));
    QCOMPARE(m_client.session().current()->tenantName(), QStringLiteral("North Star Retail"));
}

void TestAdminAltService::cleanupTestCase() {}

void TestAdminAltService::init()
{
    QSettings().clear();
    const auto reset =
        bd::test::httpRequest(m_nam, "POST", QUrl(m_base.toString() + QStringLiteral("/_alt/reset")));
    QCOMPARE(reset.status, 200);
}

void TestAdminAltService::previewFallsBackToIdAndStatus()
{
    InvoiceDeleter deleter(accountOf(m_client));
    deleter.setMode(InvoiceDeleter::Mode::Status);
    QSignalSpy done(&deleter, &InvoiceDeleter::previewFinished);
    deleter.preview();
    QVERIFY(done.wait(10000));
    const auto p = done.first().first().value<bd::models::InvoicePreview>();
    QVERIFY2(p.available, qPrintable(p.unavailableReason));
    QVERIFY(!p.detailed); // this service has no invoiceNumber, totalAmount, ... nor Invoice_aggregate
    QCOMPARE(p.total, std::optional<int>(2));
    QCOMPARE(p.rows.size(), 2);
    QCOMPARE(p.rows.first().id, North.arg(QStringLiteral("01")));
    QCOMPARE(p.rows.first().status, QStringLiteral("Canceled"));

    // By ids: the unknown and the not deletable are marked in this shape too.
    deleter.setMode(InvoiceDeleter::Mode::Ids);
    deleter.setIdsText(North.arg(QStringLiteral("03")) + u' ' + North.arg(QStringLiteral("06")) +
                       QStringLiteral(" nope"));
    done.clear();
    deleter.preview();
    QVERIFY(done.wait(10000));
    const auto ids = done.first().first().value<bd::models::InvoicePreview>();
    QVERIFY(ids.available);
    QCOMPARE(ids.notDeletable, 1);
    QCOMPARE(ids.unknown, 1);
}

// A service whose query language ignores _in answers every invoice: the preview still shows only
// the ones selected, blames none it was not asked about, and says the rest were left out.
void TestAdminAltService::previewShowsOnlyWhatWasSelected()
{
    const auto ignore =
        bd::test::httpRequest(m_nam, "POST", QUrl(m_base.toString() + QStringLiteral("/_alt/ignore-in")));
    QCOMPARE(ignore.status, 200);
    InvoiceDeleter deleter(accountOf(m_client));
    deleter.setIdsText(North.arg(QStringLiteral("01")) + u' ' + North.arg(QStringLiteral("02")));
    QSignalSpy done(&deleter, &InvoiceDeleter::previewFinished);
    deleter.preview();
    QVERIFY(done.wait(10000));
    const auto p = done.first().first().value<bd::models::InvoicePreview>();
    QVERIFY2(p.available, qPrintable(p.unavailableReason));
    QCOMPARE(p.rows.size(), 2);
    for (const auto &row : p.rows)
        QVERIFY2(row.id == North.arg(QStringLiteral("01")) || row.id == North.arg(QStringLiteral("02")),
                 qPrintable(row.id));
    QCOMPARE(p.notDeletable, 0); // the posted invoices it also answered are not blamed
    QCOMPARE(p.unknown, 0);
    QVERIFY(p.ignored > 0);
    const auto c = confirmation(deleter);
    QVERIFY2(!c.previewNote.contains(QStringLiteral("refuse")), qPrintable(c.previewNote));
    QVERIFY2(c.previewNote.contains(QStringLiteral("not selected")), qPrintable(c.previewNote));
    deleter.cancelDeletion();
}

void TestAdminAltService::deletesByStatusAndReadsTheCount()
{
    InvoiceDeleter deleter(accountOf(m_client));
    deleter.setMode(InvoiceDeleter::Mode::Status);
    deleter.setStatus(QStringLiteral("Draft"));
    const auto c = confirmation(deleter);
    QCOMPARE(c.count, 2);
    const Outcome o = confirmAndWait(deleter);
    QCOMPARE(o.kind, Outcome::Kind::Deleted);
    QVERIFY(o.deletedIds.isEmpty());
    QCOMPARE(o.count, std::optional<int>(2));
    QCOMPARE(o.message, QStringLiteral("The service deleted 2 invoice(s)."));
    const auto entries = deleter.log().entries();
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().tenant, QStringLiteral("North Star Retail"));
    QCOMPARE(entries.first().filter, QStringLiteral(R"({status: {_eq: "Draft"}})"));
    // The drafts are gone: a new preview finds none.
    QSignalSpy done(&deleter, &InvoiceDeleter::previewFinished);
    deleter.preview();
    QVERIFY(done.wait(10000));
    QCOMPARE(done.first().first().value<bd::models::InvoicePreview>().total, std::optional<int>(0));
}

void TestAdminAltService::refusalAndNotFoundInTheseShapes()
{
    InvoiceDeleter deleter(accountOf(m_client));
    deleter.setIdsText(North.arg(QStringLiteral("01")) + u'\n' + North.arg(QStringLiteral("06")));
    confirmation(deleter);
    Outcome o = confirmAndWait(deleter);
    QCOMPARE(o.kind, Outcome::Kind::Refused);
    QCOMPARE(o.errorCode, QStringLiteral("INVOICE_NOT_DELETABLE"));
    QCOMPARE(o.title, QStringLiteral("Bad Request"));
    QVERIFY(o.serviceMessage.contains(QStringLiteral("NS-2024-0106")));

    deleter.setIdsText(QStringLiteral("not-an-invoice"));
    confirmation(deleter);
    o = confirmAndWait(deleter);
    QCOMPARE(o.kind, Outcome::Kind::NotFound);
    QCOMPARE(deleter.log().entries().size(), 2);
}

void TestAdminAltService::queryErrorsPlacedInExtensions()
{
    QueryRunner runner(accountOf(m_client));
    QVERIFY(run(runner, QStringLiteral("{\n  Invoice {\n    id\n    nope\n  }\n}")));
    const auto &r = runner.lastRun();
    QCOMPARE(r.httpStatus, 200);
    QVERIFY(r.failure.isEmpty());
    QCOMPARE(r.response.errors.size(), 1);
    QCOMPARE(r.response.errors.first().line, 4);
    QCOMPARE(r.response.errors.first().column, 5);
    QCOMPARE(r.response.errors.first().code, QStringLiteral("UNKNOWN_FIELD"));
    QVERIFY(!r.response.hasData()); // "data": null

    QVERIFY(run(runner, QStringLiteral("{ Invoice { id ")));
    QCOMPARE(runner.lastRun().httpStatus, 200); // a syntax error, answered 200 here
    QCOMPARE(runner.lastRun().response.errors.size(), 1);
    QCOMPARE(runner.lastRun().response.errors.first().line, 1);
    QVERIFY(runner.lastRun().response.errors.first().column > 1);

    bd::models::JsonTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(runner.lastRun().response.document);
    QCOMPARE(model.rowCount(), 2); // data (null) and errors
    QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("null"));
}

void TestAdminAltService::queryWithVariables()
{
    QueryRunner runner(accountOf(m_client));
    QVERIFY(
        run(runner,
            QStringLiteral("query ($s: String) { Invoice(where: {status: {_eq: $s}}) { id grandTotal } }"),
            QStringLiteral(R"({"s": "Posted"})")));
    const auto &r = runner.lastRun();
    QVERIFY(r.response.errors.isEmpty());
    bd::models::JsonTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(r.response.document);
    const QModelIndex list = model.index(0, 0, model.index(0, 0));
    QCOMPARE(model.rowCount(list), 2);
    const QModelIndex second = model.index(1, 0, list);
    QCOMPARE(model.index(1, 1, second).data().toString(), QStringLiteral("99999999999999999999.99"));
}

QTEST_GUILESS_MAIN(TestAdminAltService)
#include "tst_adminaltservice.moc"
