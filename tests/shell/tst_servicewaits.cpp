// Every screen that sends a request says so where the person looks when the service answers 429
// and asks it to wait: the sentence, the seconds counting down, and Cancel, which stops the wait
// (the request does not go again). Each screen offscreen against the in-process sandbox, driven
// as a person does: typing, Enter, clicks on the screen's own buttons and on Cancel.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "../common/personhelpers.h"
#include "app/translations.h"
#include "widgets/admin/invoicescreen.h"
#include "widgets/admin/tenantscreen.h"
#include "widgets/admin/webhookscreen.h"
#include "widgets/catalog/catalogscreen.h"
#include "widgets/contacts/contactscreen.h"
#include "widgets/query/queryscreen.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>

using namespace bd::test;

class TestServiceWaits : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
        bd::app::installTranslations(QLocale());
    }
    void webhookList();
    void tenantDetails();
    void invoicePreview();
    void query();
    void productById();
    void contactLookup();
    void parkedFetchDoesNotFollowATenantSwitch();

private:
    // The service answers `route` with 429 and "Retry-After: 30".
    static void rateLimit(ApiFixture &f, const char *route);
    // A screen of type S signed in to the sandbox, whose `route` answers 429, shown.
    template <typename S> static std::unique_ptr<S> shownScreen(ApiFixture &f, const char *route)
    {
        f.signInWithApiKey();
        rateLimit(f, route);
        auto screen = std::make_unique<S>(accountOf(f.client));
        screen->resize(1200, 700);
        screen->show();
        return screen;
    }
    // The wait is said in `message` with its countdown (30 s, then 29 s a second later); Cancel
    // (clicked) ends it, and the service was asked once.
    static void waitIsSaidAndCanceled(ApiFixture &f, QWidget &screen, QLabel *message,
                                      const QString &afterCancel);
};

void TestServiceWaits::rateLimit(ApiFixture &f, const char *route)
{
    QString error;
    const auto fault =
        bd::sandbox::Fault::parse(QStringLiteral("429=30,route=") + QLatin1String(route), &error);
    QVERIFY2(fault, qPrintable(error));
    f.server.faults().add(*fault);
}

void TestServiceWaits::waitIsSaidAndCanceled(ApiFixture &f, QWidget &screen, QLabel *message,
                                             const QString &afterCancel)
{
    QVERIFY(message);
    QTRY_VERIFY2(message->text().contains(QStringLiteral("asked us to wait 30 s — retrying (1 of 5)")),
                 qPrintable(message->text()));
    QVERIFY(message->isVisible());
    // The seconds count down while nothing else happens.
    QTRY_VERIFY_WITH_TIMEOUT(message->text().contains(QStringLiteral("wait 29 s")), 3000);
    auto *cancel = screen.findChild<QPushButton *>(QStringLiteral("cancelWait"));
    QVERIFY(cancel && cancel->isVisible());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_VERIFY2(message->text().contains(afterCancel), qPrintable(message->text()));
    QTest::qWait(100);
    QCOMPARE(f.server.service().stats().requests, 1); // it did not go again
}

void TestServiceWaits::webhookList()
{
    ApiFixture f;
    auto holder = shownScreen<bd::widgets::WebhookScreen>(f, "/webhook-endpoints");
    auto &screen = *holder;
    QTest::mouseClick(screen.findChild<QPushButton *>(QStringLiteral("refresh")), Qt::LeftButton);
    waitIsSaidAndCanceled(f, screen, screen.findChild<QLabel *>(QStringLiteral("message")),
                          QStringLiteral("canceled"));
}

void TestServiceWaits::tenantDetails()
{
    ApiFixture f;
    auto holder = shownScreen<bd::widgets::TenantScreen>(f, "/tenant");
    auto &screen = *holder;
    QTest::mouseClick(screen.findChild<QPushButton *>(QStringLiteral("refresh")), Qt::LeftButton);
    waitIsSaidAndCanceled(f, screen, screen.findChild<QLabel *>(QStringLiteral("message")),
                          QStringLiteral("canceled"));
}

void TestServiceWaits::invoicePreview()
{
    ApiFixture f;
    auto holder = shownScreen<bd::widgets::InvoiceScreen>(f, "/api/async/graphql");
    auto &screen = *holder;
    auto *ids = screen.findChild<QPlainTextEdit *>(QStringLiteral("ids"));
    ids->setFocus();
    QTest::keyClicks(ids, QStringLiteral("INV-1001"));
    auto *preview = screen.findChild<QPushButton *>(QStringLiteral("preview"));
    QTRY_VERIFY(preview->isEnabled());
    QTest::mouseClick(preview, Qt::LeftButton);
    waitIsSaidAndCanceled(f, screen, screen.findChild<QLabel *>(QStringLiteral("message")),
                          QStringLiteral("Preview canceled"));
    QTRY_VERIFY(preview->isEnabled()); // it can be asked again
}

void TestServiceWaits::query()
{
    ApiFixture f;
    auto holder = shownScreen<bd::widgets::QueryScreen>(f, "/api/async/graphql");
    auto &screen = *holder;
    screen.activateWindow(); // Ctrl+Enter is the window's shortcut
    QVERIFY(QTest::qWaitForWindowActive(&screen));
    auto *editor = screen.findChild<QPlainTextEdit *>(QStringLiteral("editor"));
    editor->setFocus();
    QTest::keyClicks(editor, QStringLiteral("{ Invoice { id } }"));
    QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
    auto *status = screen.findChild<QLabel *>(QStringLiteral("runStatus"));
    QTRY_VERIFY2(status->text().contains(QStringLiteral("asked us to wait 30 s — retrying (1 of 5)")),
                 qPrintable(status->text()));
    QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("wait 29 s")), 3000);
    auto *cancel = screen.findChild<QPushButton *>(QStringLiteral("cancel"));
    QVERIFY(cancel->isEnabled());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_VERIFY2(!status->text().contains(QStringLiteral("asked us to wait")), qPrintable(status->text()));
    QTest::qWait(100);
    QCOMPARE(f.server.service().stats().requests, 1);
}

void TestServiceWaits::productById()
{
    ApiFixture f;
    auto holder = shownScreen<bd::widgets::CatalogScreen>(f, "/catalog/products/");
    auto &screen = *holder;
    auto *input = screen.findChild<QLineEdit *>(QStringLiteral("openId"));
    input->setFocus();
    QTest::keyClicks(input, QStringLiteral("01tAc00000Nmrt41tZ"));
    QTest::keyClick(input, Qt::Key_Return);
    waitIsSaidAndCanceled(f, screen, screen.findChild<QLabel *>(QStringLiteral("message")),
                          QStringLiteral("canceled"));
}

void TestServiceWaits::contactLookup()
{
    ApiFixture f;
    auto holder = shownScreen<bd::widgets::ContactScreen>(f, "/contacts/");
    auto &screen = *holder;
    auto *lookup = screen.findChild<QComboBox *>(QStringLiteral("lookup"));
    lookup->setFocus();
    QTest::keyClicks(lookup->lineEdit(), QStringLiteral("003Ac00000Y73WkjzD"));
    QTest::keyClick(lookup->lineEdit(), Qt::Key_Return);
    waitIsSaidAndCanceled(f, screen, screen.findChild<QLabel *>(QStringLiteral("message")),
                          QStringLiteral("anceled"));
}

// A product asked for in one tenant waits out a 429; meanwhile the person signs in to another
// tenant. The parked request belongs to the account it was made in: it is not sent with the new
// tenant's key (nor the old one's, which is no longer in use), and the screen says why.
void TestServiceWaits::parkedFetchDoesNotFollowATenantSwitch()
{
    ApiFixture f;
    f.signInWithApiKey("acme");
    QString error;
    f.server.faults().add(
        *bd::sandbox::Fault::parse(QStringLiteral("429=1,route=/catalog/products/,count=1"), &error));
    bd::widgets::CatalogScreen screen(accountOf(f.client));
    screen.resize(1200, 700);
    screen.show();
    auto *input = screen.findChild<QLineEdit *>(QStringLiteral("openId"));
    input->setFocus();
    QTest::keyClicks(input, QStringLiteral("01tAc00000Nmrt41tZ"));
    QTest::keyClick(input, Qt::Key_Return);
    auto *message = screen.findChild<QLabel *>(QStringLiteral("message"));
    QTRY_VERIFY2(message->text().contains(QStringLiteral("asked us to wait 1 s")),
                 qPrintable(message->text()));
    f.signInWithApiKey("globex"); // elsewhere in the window: the session moves on
    QTRY_VERIFY_WITH_TIMEOUT(!message->text().contains(QStringLiteral("asked us to wait")), 5000);
    QTest::qWait(1500); // past the time the retry was due
    QStringList sent;
    for (const bd::sandbox::ReceivedRequest &r : f.server.service().received())
        if (r.path.startsWith(u"/catalog/products/"))
            sent << r.apiKeyTenant;
    QCOMPARE(sent, QStringList{QStringLiteral("acme")}); // the first try only, which got the 429
    QVERIFY2(!message->text().isEmpty(), "the screen says what became of it");
}

QTEST_MAIN(TestServiceWaits)
#include "tst_servicewaits.moc"
