// The webhook endpoints screen offscreen against the in-process sandbox, driven as a person
// does: F5, the filter box, the state choice, clicks on rows and buttons, the context menu,
// Ctrl+Shift+C read back from the clipboard, the export dialog.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "../common/jsontestutil.h"
#include "../common/personhelpers.h"
#include "app/translations.h"
#include "models/admin/webhookmodel.h"
#include "widgets/admin/webhookscreen.h"
#include "widgets/common/messagebar.h"

#include <QAbstractItemModelTester>
#include <QAccessible>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>

using namespace bd::test;
using bd::widgets::WebhookScreen;

class TestWebhookScreen : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
        bd::app::installTranslations(QLocale()); // as the app does: English plurals
    }
    void showsDiscoveredColumnsAndDetails();
    void showsWhatIsNotARecord();
    void filtersAsYouType();
    void copiesByShortcutAndContextMenu();
    void exportsThroughTheDialog();
    void emptyState();
    void errorThenRetry();
    void cancelWhileLoading();

private:
    // A screen signed in to `tenant`, shown and active, loaded with F5.
    std::unique_ptr<WebhookScreen> loaded(ApiFixture &f, const char *tenant);
    template <typename T> static T *child(WebhookScreen &s, const char *name)
    {
        return s.findChild<T *>(QLatin1String(name));
    }
};

std::unique_ptr<WebhookScreen> TestWebhookScreen::loaded(ApiFixture &f, const char *tenant)
{
    f.signInWithApiKey(tenant);
    auto screen = std::make_unique<WebhookScreen>(accountOf(f.client));
    screen->resize(1200, 600);
    screen->show();
    screen->activateWindow();
    if (!QTest::qWaitForWindowActive(screen.get()))
        qWarning("the screen's window did not become active");
    QSignalSpy done(screen.get(), &WebhookScreen::loaded);
    auto *table = child<QTableView>(*screen, "table");
    table->setFocus();
    QTest::keyClick(table, Qt::Key_F5);
    if (!done.wait(10000))
        qWarning("the webhook endpoints did not load");
    return screen;
}

void TestWebhookScreen::showsDiscoveredColumnsAndDetails()
{
    ApiFixture f;
    auto screen = loaded(f, "acme");
    auto *table = child<QTableView>(*screen, "table");
    QAbstractItemModelTester tester(table->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(table->model()->rowCount(), 5);
    QStringList headers;
    for (int c = 0; c < table->model()->columnCount(); ++c)
        headers.append(table->model()->headerData(c, Qt::Horizontal).toString());
    QCOMPARE(headers.mid(0, 5), QStringList({"url", "events", "status", "description", "id"}));
    QCOMPARE(screen->statusText(), QStringLiteral("5 webhook endpoints"));
    // Click the fourth row: the details pane shows every field of that entry as received.
    clickRow(table, table->model()->index(3, 1));
    const QString details = child<QPlainTextEdit>(*screen, "details")->toPlainText();
    QVERIFY(details.contains(QStringLiteral("\"secretLastFour\": \"165c\"")));
    QCOMPARE(
        canonicalJson(details.toUtf8()),
        canonicalJson(table->model()->index(3, 0).data(bd::models::WebhookModel::JsonRole).toByteArray()));
    // Sorting by clicking the header: by status, Active before Disabled.
    const int status = int(headers.indexOf(u"status"));
    QHeaderView *header = table->horizontalHeader();
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(header->sectionViewportPosition(status) + 5, header->height() / 2));
    QCOMPARE(table->model()->index(0, status).data().toString(), QStringLiteral("Active"));
    QCOMPARE(table->model()->index(4, status).data().toString(), QStringLiteral("Disabled"));
    // The selection followed its row.
    QVERIFY(child<QPlainTextEdit>(*screen, "details")->toPlainText().contains(QStringLiteral("165c")));
    QCOMPARE(table->currentIndex().row(), 4);
}

void TestWebhookScreen::showsWhatIsNotARecord()
{
    ApiFixture f;
    auto screen = loaded(f, "globex");
    auto *table = child<QTableView>(*screen, "table");
    QCOMPARE(table->model()->rowCount(), 6);
    auto *message = child<QLabel>(*screen, "message");
    QVERIFY(message->isVisible());
    QVERIFY2(message->text().startsWith(QStringLiteral("2 entries in the list")),
             qPrintable(message->text()));
    // The message label exposes its text to assistive technology.
    QVERIFY(QAccessible::queryAccessibleInterface(message)
                ->text(QAccessible::Name)
                .contains(QStringLiteral("not records")));
    clickRow(table, table->model()->index(4, 0));
    QCOMPARE(child<QLabel>(*screen, "detailsTitle")->text(), QStringLiteral("Not a record: a number (42)"));
    QCOMPARE(child<QPlainTextEdit>(*screen, "details")->toPlainText(), QStringLiteral("42"));
    clickRow(table, table->model()->index(0, 0));
    QVERIFY(
        child<QPlainTextEdit>(*screen, "details")->toPlainText().contains(QStringLiteral("\"retryPolicy\"")));
}

void TestWebhookScreen::filtersAsYouType()
{
    ApiFixture f;
    auto screen = loaded(f, "globex");
    auto *table = child<QTableView>(*screen, "table");
    QAbstractItemModelTester tester(table->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    clickRow(table, table->model()->index(1, 0));
    // Ctrl+F goes to the filter; typing narrows the rows.
    QTest::keyClick(table, Qt::Key_F, Qt::ControlModifier);
    auto *filter = child<QLineEdit>(*screen, "filter");
    QVERIFY(filter->hasFocus());
    QTest::keyClicks(filter, QStringLiteral("hmac"));
    QCOMPARE(table->model()->rowCount(), 1);
    // The selected row was filtered out: the row left is selected and its details shown.
    QCOMPARE(table->currentIndex().row(), 0);
    QVERIFY(child<QPlainTextEdit>(*screen, "details")->toPlainText().contains(QStringLiteral("\"hmac\"")));
    QCOMPARE(screen->statusText(), QStringLiteral("1 of 6 webhook endpoints shown"));
    filter->clear();
    // Active only, then Inactive only, by keyboard on the choice.
    auto *state = child<QComboBox>(*screen, "stateFilter");
    state->setFocus();
    QTest::keyClick(state, Qt::Key_Down);
    QCOMPARE(state->currentText(), QStringLiteral("Active only"));
    QCOMPARE(table->model()->rowCount(), 3);
    QTest::keyClick(state, Qt::Key_Down);
    QCOMPARE(table->model()->rowCount(), 1);
    QVERIFY(table->model()
                ->index(0, 0)
                .data(bd::models::WebhookModel::JsonRole)
                .toByteArray()
                .contains("contact-sync"));
}

void TestWebhookScreen::copiesByShortcutAndContextMenu()
{
    ApiFixture f;
    auto screen = loaded(f, "globex");
    auto *table = child<QTableView>(*screen, "table");
    // One action owns the shortcut; no other action or shortcut in the screen competes for it.
    int owners = 0;
    for (QAction *a : screen->findChildren<QAction *>())
        owners += a->shortcut() == QKeySequence(QStringLiteral("Ctrl+Shift+C")) ? 1 : 0;
    QCOMPARE(owners, 1);
    clickRow(table, table->model()->index(1, 2));
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY2(copied.contains(QStringLiteral("\"pausedReason\": \"Paused after 50 failed deliveries\"")),
             qPrintable(copied));
    QCOMPARE(
        canonicalJson(copied.toUtf8()),
        canonicalJson(table->model()->index(1, 0).data(bd::models::WebhookModel::JsonRole).toByteArray()));
    // The context menu of another row copies that one.
    clickRow(table, table->model()->index(2, 0));
    QGuiApplication::clipboard()->clear();
    QVERIFY(
        chooseFromContextMenu(table, table->model()->index(2, 0), QStringLiteral("Copy endpoint as JSON")));
    QTRY_VERIFY(QGuiApplication::clipboard()->text().contains(QStringLiteral("\"transport\"")));
    QVERIFY(child<QLabel>(*screen, "message")->text().contains(QStringLiteral("Copied")));
}

void TestWebhookScreen::exportsThroughTheDialog()
{
    ApiFixture f;
    auto screen = loaded(f, "globex");
    auto *table = child<QTableView>(*screen, "table");
    QTemporaryDir dir;
    const auto exportTo = [&](const QString &name) {
        whenShown([path = dir.filePath(name)](QWidget *w) {
            auto *dialog = qobject_cast<QFileDialog *>(w);
            QVERIFY(dialog);
            QVERIFY(saveInFileDialog(dialog, path));
        });
        QTest::mouseClick(child<QPushButton>(*screen, "exportButton"), Qt::LeftButton);
        return readFile(dir.filePath(name));
    };
    // JSON of every entry: exactly what the service listed, the number and the null included.
    const QByteArray json = exportTo(QStringLiteral("all.json"));
    const QByteArray served =
        readFile(QStringLiteral(BD_SOURCE_DIR "/resources/sandbox/globex/webhook-endpoints.json"));
    const bd::json::Document doc = bd::json::Document::parse(served);
    QCOMPARE(canonicalJson(json), canonicalJson((*bd::json::members(doc.root()).begin()).value));
    // CSV of the visible rows only.
    QTest::keyClicks(child<QLineEdit>(*screen, "filter"), QStringLiteral("globex.example/"));
    QCOMPARE(table->model()->rowCount(), 3);
    const QByteArray csv = exportTo(QStringLiteral("some.csv"));
    QCOMPARE(csv.count("\r\n"), 4);
    QVERIFY(csv.startsWith("target,endpointUrl,eventTypes,enabled,description,id,"));
    QVERIFY(csv.contains("\"invoice.posted, payment.succeeded\""));
    QVERIFY(child<QLabel>(*screen, "message")->text().contains(QStringLiteral("Exported 3 endpoints")));
}

void TestWebhookScreen::emptyState()
{
    ApiFixture f;
    f.server.service().data().tenantById(QStringLiteral("acme"))->webhookEndpoints.clear();
    auto screen = loaded(f, "acme");
    auto *pages = child<QStackedWidget>(*screen, "pages");
    auto *empty = child<QLabel>(*screen, "empty");
    QCOMPARE(pages->currentWidget(), empty);
    QVERIFY(empty->isVisible());
    QVERIFY(empty->text().contains(QStringLiteral("no webhook endpoints")));
    QVERIFY(QAccessible::queryAccessibleInterface(empty)
                ->text(QAccessible::Name)
                .contains(QStringLiteral("no webhook endpoints")));
    QCOMPARE(screen->statusText(), QStringLiteral("0 webhook endpoints"));
    QVERIFY(child<QLabel>(*screen, "message")->text().isEmpty());
}

void TestWebhookScreen::errorThenRetry()
{
    ApiFixture f;
    f.signInWithApiKey("acme");
    QString error;
    // More failures than the job retries: the screen sees the error.
    f.server.faults().add(
        *bd::sandbox::Fault::parse(QStringLiteral("500,route=/webhook-endpoints,count=4"), &error));
    WebhookScreen screen(accountOf(f.client));
    screen.show();
    screen.activate();
    auto *message = child<QLabel>(screen, "message");
    auto *button = child<QPushButton>(screen, "refresh");
    QTRY_VERIFY_WITH_TIMEOUT(!screen.isLoading(), 10000);
    QVERIFY(message->isVisible());
    QVERIFY2(message->text().contains(QStringLiteral("could not be loaded")), qPrintable(message->text()));
    QCOMPARE(screen.findChild<bd::widgets::MessageBar *>()->kind(), bd::widgets::MessageBar::Kind::Error);
    QCOMPARE(button->text(), QStringLiteral("&Retry"));
    QSignalSpy done(&screen, &WebhookScreen::loaded);
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(done.wait(10000));
    QVERIFY(message->text().isEmpty());
    QCOMPARE(button->text(), QStringLiteral("&Refresh"));
    QCOMPARE(child<QTableView>(screen, "table")->model()->rowCount(), 5);
}

void TestWebhookScreen::cancelWhileLoading()
{
    ApiFixture f;
    f.signInWithApiKey("acme");
    QString error;
    f.server.faults().add(*bd::sandbox::Fault::parse(QStringLiteral("latency=3000,count=1"), &error));
    WebhookScreen screen(accountOf(f.client));
    screen.show();
    screen.activate();
    auto *button = child<QPushButton>(screen, "refresh");
    QVERIFY(screen.isLoading());
    QCOMPARE(button->text(), QStringLiteral("&Cancel"));
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY(!screen.isLoading());
    QVERIFY(child<QLabel>(screen, "message")->text().contains(QStringLiteral("canceled")));
    QCOMPARE(button->text(), QStringLiteral("&Retry"));
}

QTEST_MAIN(TestWebhookScreen)
#include "tst_webhookscreen.moc"
