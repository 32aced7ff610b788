// The invoice deletion screen offscreen against the in-process sandbox, driven as a person does:
// typing and pasting ids, clicking the radio buttons, Preview, Delete and the confirmation's
// buttons, typing the tenant's name in production, reading the messages and the log, exporting
// it through the file dialog. Every DELETE body is checked as the sandbox received it.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "../common/personhelpers.h"
#include "models/admin/deletionlogmodel.h"
#include "models/admin/invoicedeleter.h"
#include "widgets/admin/deleteconfirmdialog.h"
#include "widgets/admin/invoicescreen.h"

#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>

using namespace bd::test;
using bd::widgets::DeleteConfirmDialog;
using bd::widgets::InvoiceScreen;

static const QString Tenant = QStringLiteral("Acme Software Ltd");
static const QByteArray NoFlags =
    R"("notifyCrm":false,"notifyDebitMemoChangedToCrm":false,"notifyPaymentChangedToCrm":false})";

class TestInvoiceScreen : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestFolders("tst_invoicescreen"); }
    void init() { m_f = signedInFixture(Tenant); }
    void cleanup()
    {
        m_screen.reset();
        m_f.reset();
    }
    void deletesTypedIdsOnce();
    void deletesPastedIdsWithFlags();
    void deletesByStatusAfterPreview();
    void showsTheRefusalFields();
    void saysNotFoundInWords();
    void productionWantsTheTenantNameTyped();
    void neverRetriesAndSaysTheOutcomeIsUnknown();
    void secondClickWhileDeletingDoesNothing();
    void cancelSendsNothing();
    void logIsShownAndExported();
    void everyControlHasAName();

private:
    void open()
    {
        m_screen = std::make_unique<InvoiceScreen>(accountOf(m_f->client));
        m_screen->resize(1200, 800);
        m_screen->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_screen.get()));
        m_screen->activate();
    }
    template <typename T> T *child(const char *name) const
    {
        return m_screen->findChild<T *>(QLatin1String(name));
    }
    QPushButton *button(const char *name) const { return child<QPushButton>(name); }
    QString text(const char *label) const { return child<QLabel>(label)->text(); }
    void click(QWidget *w) { QTest::mouseClick(w, Qt::LeftButton, {}, w->rect().center()); }
    // A check box or radio button reacts to clicks on its box and text, not on the empty rest.
    void tick(QWidget *w) { QTest::mouseClick(w, Qt::LeftButton, {}, QPoint(8, w->height() / 2)); }
    // What a person's double click sends: press, release, press (double), release.
    void doubleClick(QWidget *w)
    {
        QTest::mouseClick(w, Qt::LeftButton, {}, w->rect().center());
        QTest::mouseDClick(w, Qt::LeftButton, {}, w->rect().center());
        QTest::mouseRelease(w, Qt::LeftButton, {}, w->rect().center());
    }
    void typeIds(const QString &text, bool replace = false)
    {
        auto *ids = child<QPlainTextEdit>("ids");
        QTest::mouseClick(ids->viewport(), Qt::LeftButton);
        if (replace)
            QTest::keyClick(ids, Qt::Key_A, Qt::ControlModifier);
        const QStringList lines = text.split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (i > 0)
                QTest::keyClick(ids, Qt::Key_Return); // QTest types printable characters only
            QTest::keyClicks(ids, lines.at(i));
        }
    }
    QStringList idsWithStatus(const QString &status) const
    {
        QStringList out;
        for (const auto &i : m_f->server.service().data().tenants.first().invoices) {
            if (i.text(u"status") == status)
                out << i.text(u"id");
        }
        return out;
    }
    QList<QByteArray> deleteBodies() const
    {
        QList<QByteArray> out;
        for (const auto &r : m_f->server.service().received()) {
            if (r.method == "DELETE")
                out << r.body;
        }
        return out;
    }
    void fault(const QString &spec)
    {
        QString error;
        m_f->server.faults().add(*bd::sandbox::Fault::parse(spec, &error));
    }
    // Clicks Delete and returns the confirmation dialog it opens.
    DeleteConfirmDialog *clickDelete()
    {
        click(button("deleteButton"));
        const bool opened = QTest::qWaitFor(
            [] { return qobject_cast<DeleteConfirmDialog *>(QApplication::activeModalWidget()) != nullptr; },
            10000);
        auto *dialog = qobject_cast<DeleteConfirmDialog *>(QApplication::activeModalWidget());
        if (!opened || !dialog)
            qFatal("Delete opened no confirmation");
        return dialog;
    }
    // Confirms in the dialog and waits for the answer.
    bool confirm(DeleteConfirmDialog *dialog)
    {
        QSignalSpy finished(m_screen.get(), &InvoiceScreen::deletionFinished);
        click(dialog->deleteButton());
        return finished.wait(10000);
    }
    std::unique_ptr<ApiFixture> m_f;
    std::unique_ptr<InvoiceScreen> m_screen;
};

void TestInvoiceScreen::deletesTypedIdsOnce()
{
    open();
    QVERIFY(!button("deleteButton")->isEnabled());
    QVERIFY(text("deleteHint").contains(QStringLiteral("ids")));
    const QStringList canceled = idsWithStatus(QStringLiteral("Canceled"));
    typeIds(canceled.at(0) + QStringLiteral("\n\n") + canceled.at(1) + QStringLiteral(", ") + canceled.at(0));
    QVERIFY2(text("idsCount").startsWith(QStringLiteral("2 invoice")), qPrintable(text("idsCount")));
    QVERIFY(text("idsCount").contains(QStringLiteral("1 duplicate")));
    QVERIFY(button("deleteButton")->isEnabled());
    m_f->server.service().clearReceived();
    DeleteConfirmDialog *dialog = clickDelete();
    QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("headline"))->text().contains(QStringLiteral("2")));
    QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("selector"))->text().contains(canceled.at(1)));
    QVERIFY(!dialog->findChild<QLineEdit *>(QStringLiteral("typedConfirmation"))); // not production
    QVERIFY(confirm(dialog));
    QCOMPARE(deleteBodies(), QList<QByteArray>{R"({"invoiceIds":[")" + canceled.at(0).toUtf8() + R"(",")" +
                                               canceled.at(1).toUtf8() + R"("],)" + NoFlags});
    QVERIFY2(text("message").contains(QStringLiteral("Deleted 2")), qPrintable(text("message")));
    QVERIFY(text("message").contains(canceled.at(0)));
    QVERIFY(!child<QWidget>("refusal")->isVisible());
}

void TestInvoiceScreen::deletesPastedIdsWithFlags()
{
    open();
    const QStringList drafts = idsWithStatus(QStringLiteral("Draft"));
    QGuiApplication::clipboard()->setText(
        QStringLiteral("[\"%1\",\n \"%2\"]\n").arg(drafts.at(0), drafts.at(1)));
    auto *ids = child<QPlainTextEdit>("ids");
    QTest::mouseClick(ids->viewport(), Qt::LeftButton);
    QTest::keyClick(ids, Qt::Key_V, Qt::ControlModifier);
    QVERIFY2(text("idsCount").startsWith(QStringLiteral("2 invoice")), qPrintable(text("idsCount")));
    tick(child<QCheckBox>("notifyCrm"));
    tick(child<QCheckBox>("notifyDebitMemoChangedToCrm"));
    QVERIFY(child<QLabel>("notifyCrmHelp")->text().contains(QStringLiteral("CRM system is also deleted")));
    m_f->server.service().clearReceived();
    DeleteConfirmDialog *dialog = clickDelete();
    const QString flags = dialog->findChild<QLabel *>(QStringLiteral("flags"))->text();
    QVERIFY2(flags.contains(QStringLiteral("On: Delete the invoices in the CRM too")), qPrintable(flags));
    QVERIFY(flags.contains(QStringLiteral("Off: Update payments")));
    QVERIFY(confirm(dialog));
    QCOMPARE(deleteBodies(), QList<QByteArray>{R"({"invoiceIds":[")" + drafts.at(0).toUtf8() + R"(",")" +
                                               drafts.at(1).toUtf8() +
                                               R"("],"notifyCrm":true,"notifyDebitMemoChangedToCrm":true,)"
                                               R"("notifyPaymentChangedToCrm":false})"});
}

void TestInvoiceScreen::deletesByStatusAfterPreview()
{
    open();
    const QStringList drafts = idsWithStatus(QStringLiteral("Draft"));
    tick(child<QRadioButton>("byStatus"));
    auto *status = child<QComboBox>("status");
    QVERIFY(status->isEnabled());
    QVERIFY(!child<QPlainTextEdit>("ids")->isEnabled());
    status->setFocus();
    QTest::keyClick(status, Qt::Key_Down); // Canceled -> Draft
    QCOMPARE(status->currentText(), QStringLiteral("Draft"));
    QCOMPARE(text("filterText"), QStringLiteral(R"(Filter sent: {status: {_eq: "Draft"}})"));
    click(button("preview"));
    auto *table = child<QTableView>("previewTable");
    QTRY_COMPARE(table->model()->rowCount(), int(drafts.size()));
    QVERIFY2(text("previewSummary").contains(QStringLiteral("selects %1").arg(drafts.size())),
             qPrintable(text("previewSummary")));
    m_f->server.service().clearReceived();
    DeleteConfirmDialog *dialog = clickDelete();
    QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("headline"))
                ->text()
                .contains(QString::number(drafts.size())));
    QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("selector"))
                ->text()
                .contains(QStringLiteral(R"({status: {_eq: "Draft"}})")));
    QVERIFY(confirm(dialog));
    QCOMPARE(deleteBodies(),
             QList<QByteArray>{R"({"graphqlFilter":"{status: {_eq: \"Draft\"}}",)" + NoFlags});
    QVERIFY(text("message").contains(QStringLiteral("Deleted %1").arg(drafts.size())));
    QCOMPARE(table->model()->rowCount(), 0); // what it showed is gone
    QVERIFY(text("previewSummary").contains(QStringLiteral("Preview again")));
}

void TestInvoiceScreen::showsTheRefusalFields()
{
    open();
    const QString paid = idsWithStatus(QStringLiteral("Paid")).first();
    typeIds(paid);
    QVERIFY(confirm(clickDelete()));
    QVERIFY(child<QWidget>("refusal")->isVisible());
    QCOMPARE(text("refusalTitle"), QStringLiteral("Bad Request"));
    QCOMPARE(text("refusalCode"), QStringLiteral("INVOICE_NOT_DELETABLE"));
    QVERIFY(text("refusalMessage").contains(paid));
    QVERIFY(text("refusalMessage").contains(QStringLiteral("Paid")));
    QVERIFY(text("message").contains(QStringLiteral("400")));
    // The labels tell assistive technology what they say.
    QAccessibleInterface *code = QAccessible::queryAccessibleInterface(child<QLabel>("refusalCode"));
    QCOMPARE(code->text(QAccessible::Description), QStringLiteral("INVOICE_NOT_DELETABLE"));
    // Other ids typed: the refusal spoke of the ones before.
    typeIds(idsWithStatus(QStringLiteral("Draft")).first(), true);
    QTRY_VERIFY(!child<QWidget>("refusal")->isVisible());
}

void TestInvoiceScreen::saysNotFoundInWords()
{
    open();
    typeIds(QStringLiteral("a0IAc00000NoSuchId"));
    QVERIFY(confirm(clickDelete()));
    QVERIFY2(text("message").contains(QStringLiteral("404 Not Found")), qPrintable(text("message")));
    QVERIFY(text("message").contains(QStringLiteral("does not exist")));
    QVERIFY(!child<QWidget>("refusal")->isVisible());
    // A new preview is a new request: the 404 of the deletion before it goes.
    typeIds(idsWithStatus(QStringLiteral("Draft")).first(), true);
    auto *preview = child<QPushButton>("preview");
    QTRY_VERIFY(preview->isEnabled());
    QTest::mouseClick(preview, Qt::LeftButton);
    QTRY_VERIFY2(text("previewSummary").contains(QStringLiteral("knows 1 of the ids")),
                 qPrintable(text("previewSummary")));
    QVERIFY2(text("message").isEmpty(), qPrintable(text("message")));
}

void TestInvoiceScreen::productionWantsTheTenantNameTyped()
{
    bd::api::Environment production;
    production.kind = bd::api::Environment::Kind::Production;
    production.name = QStringLiteral("Production");
    production.baseUrl = m_f->server.baseUrl();
    QVERIFY(m_f->client.setEnvironment(production).isEmpty());
    m_f->client.session().useApiKey(QString::fromUtf8(m_f->apiKey("acme").first().second), Tenant);
    open();
    const QString draft = idsWithStatus(QStringLiteral("Draft")).first();
    typeIds(draft);
    m_f->server.service().clearReceived();
    DeleteConfirmDialog *dialog = clickDelete();
    QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("where"))
                ->text()
                .startsWith(QStringLiteral("PRODUCTION")));
    QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("typePrompt"))->text().contains(Tenant));
    auto *typed = dialog->findChild<QLineEdit *>(QStringLiteral("typedConfirmation"));
    QVERIFY(typed);
    QVERIFY(!dialog->deleteButton()->isEnabled());
    click(dialog->deleteButton());          // disabled: nothing happens
    QTest::keyClick(typed, Qt::Key_Return); // Enter is Cancel's, never Delete's
    QTRY_VERIFY(!dialog->isVisible());
    QTest::qWait(200);
    QVERIFY(deleteBodies().isEmpty());

    dialog = clickDelete();
    typed = dialog->findChild<QLineEdit *>(QStringLiteral("typedConfirmation"));
    QTest::keyClicks(typed, QStringLiteral("Acme Software"));
    QVERIFY(!dialog->deleteButton()->isEnabled());
    QTest::keyClicks(typed, QStringLiteral(" Ltd"));
    QVERIFY(dialog->deleteButton()->isEnabled());
    QVERIFY(confirm(dialog));
    QCOMPARE(deleteBodies(), QList<QByteArray>{R"({"invoiceIds":[")" + draft.toUtf8() + R"("],)" + NoFlags});
}

void TestInvoiceScreen::neverRetriesAndSaysTheOutcomeIsUnknown()
{
    fault(QStringLiteral("500,route=/billing/invoices,count=1"));
    open();
    typeIds(idsWithStatus(QStringLiteral("Draft")).first());
    m_f->server.service().clearReceived();
    QVERIFY(confirm(clickDelete()));
    QVERIFY2(text("message").contains(QStringLiteral("may or may not")), qPrintable(text("message")));
    QTest::qWait(500); // longer than the client's backoff
    QCOMPARE(deleteBodies().size(), 1);
    QVERIFY(button("deleteButton")->isEnabled()); // the person decides whether to send it again
}

void TestInvoiceScreen::secondClickWhileDeletingDoesNothing()
{
    fault(QStringLiteral("latency=400,route=/billing/invoices"));
    open();
    typeIds(idsWithStatus(QStringLiteral("Draft")).first());
    m_f->server.service().clearReceived();
    DeleteConfirmDialog *dialog = clickDelete();
    QSignalSpy finished(m_screen.get(), &InvoiceScreen::deletionFinished);
    doubleClick(dialog->deleteButton());
    QVERIFY(!button("deleteButton")->isEnabled());
    QVERIFY(text("message").contains(QStringLiteral("Deleting")));
    doubleClick(button("deleteButton"));
    QVERIFY(!qobject_cast<DeleteConfirmDialog *>(QApplication::activeModalWidget()));
    QVERIFY(finished.wait(10000));
    QTest::qWait(200);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(deleteBodies().size(), 1);
}

void TestInvoiceScreen::cancelSendsNothing()
{
    open();
    typeIds(idsWithStatus(QStringLiteral("Draft")).first());
    m_f->server.service().clearReceived();
    DeleteConfirmDialog *dialog = clickDelete();
    QTest::keyClick(dialog, Qt::Key_Escape);
    QTRY_VERIFY(!QApplication::activeModalWidget());
    QVERIFY(button("deleteButton")->isEnabled());
    QTest::qWait(100);
    QVERIFY(deleteBodies().isEmpty());
}

void TestInvoiceScreen::logIsShownAndExported()
{
    open();
    auto *log = child<QTableView>("logTable");
    QCOMPARE(log->model()->rowCount(), 0);
    QVERIFY(!button("exportLog")->isEnabled());
    typeIds(idsWithStatus(QStringLiteral("Paid")).first());
    QVERIFY(confirm(clickDelete()));
    const QString draft = idsWithStatus(QStringLiteral("Draft")).first();
    typeIds(draft, true);
    QVERIFY(confirm(clickDelete()));

    auto *tabs = child<QTabWidget>("tabs");
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(1).center());
    QCOMPARE(tabs->currentWidget()->objectName(), QStringLiteral("logTab"));
    QCOMPARE(log->model()->rowCount(), 2);
    QCOMPARE(log->model()->index(0, bd::models::DeletionLogModel::Tenant).data().toString(), Tenant);
    QVERIFY(log->model()->index(0, bd::models::DeletionLogModel::Result).data().toString().contains(draft));
    QVERIFY(log->model()
                ->index(1, bd::models::DeletionLogModel::Result)
                .data()
                .toString()
                .contains(QStringLiteral("INV-")));
    QVERIFY(text("logSummary").startsWith(QStringLiteral("2 deletion")));

    // A restart finds the log again.
    m_screen.reset();
    open();
    log = child<QTableView>("logTable");
    QCOMPARE(log->model()->rowCount(), 2);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("deletions.csv"));
    click(button("exportLog"));
    QFileDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) != nullptr);
    QVERIFY(bd::test::saveInFileDialog(dialog, path));
    QTRY_VERIFY(QFile::exists(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray csv = file.readAll();
    QVERIFY(csv.startsWith("Time (UTC),Environment,Address,Tenant,"));
    QCOMPARE(csv.count("\r\n"), 3);
    QVERIFY(csv.contains("INVOICE_NOT_DELETABLE"));
    QVERIFY(csv.contains(draft.toUtf8()));
    QVERIFY(text("message").contains(QStringLiteral("Exported 2")));
}

void TestInvoiceScreen::everyControlHasAName()
{
    open();
    for (QWidget *w : m_screen->findChildren<QWidget *>()) {
        if (w->focusPolicy() == Qt::NoFocus || qobject_cast<QScrollBar *>(w) ||
            !w->isVisibleTo(m_screen.get()))
            continue;
        QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
        QVERIFY2(a && !a->text(QAccessible::Name).isEmpty(), qPrintable(w->objectName()));
    }
}

QTEST_MAIN(TestInvoiceScreen)
#include "tst_invoicescreen.moc"
