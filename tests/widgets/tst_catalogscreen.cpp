// The catalog screen offscreen against the in-process sandbox: load, search, details, failures.

#include "../api/apifixture.h"
#include "catalogmodel.h"
#include "catalogscreen.h"
#include "productcodec.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTextBrowser>
#include <QTreeView>

using namespace bd::test;

class TestCatalogScreen : public QObject
{
    Q_OBJECT
private slots:
    void loadsAndSearches();
    void detailsEscapeHostileHtml();
    void failureShowsMessageAndRetry();
};

void TestCatalogScreen::loadsAndSearches()
{
    ApiFixture f;
    f.signInWithApiKey();
    bd::widgets::CatalogScreen screen(&f.client);
    screen.resize(1000, 600);
    screen.show();
    QSignalSpy loaded(&screen, &bd::widgets::CatalogScreen::loaded);
    screen.reload();
    QVERIFY(loaded.wait(10000));
    QCOMPARE(loaded.first().first().toInt(), 45);
    auto *tree = screen.findChild<QTreeView *>(QStringLiteral("tree"));
    QCOMPARE(tree->model()->rowCount(), 45);
    auto *search = screen.findChild<QLineEdit *>(QStringLiteral("search"));
    QTest::keyClicks(search, QStringLiteral("rugged tablet"));
    QTRY_VERIFY(tree->model()->rowCount() >= 1 && tree->model()->rowCount() < 45);
    for (int r = 0; r < tree->model()->rowCount(); ++r)
        QVERIFY(tree->model()->index(r, 0).data().toString().toLower().contains(QStringLiteral("tablet")));
    search->clear();
    QTRY_COMPARE(tree->model()->rowCount(), 45);
}

void TestCatalogScreen::detailsEscapeHostileHtml()
{
    ApiFixture f;
    f.signInWithApiKey();
    bd::widgets::CatalogScreen screen(&f.client);
    bd::domain::Product hostile = bd::domain::decodeJson<bd::domain::Product>(
        R"({"id":"01t000000000001AAA","name":"<img src=x onerror=alert(1)>Evil","sku":"E",
            "longDescription":"<p>Hello</p><script>alert(1)</script><iframe src='https://evil.test'></iframe><img src='https://evil.test/t.png'>"})").value;
    screen.model()->setProducts({hostile});
    auto *tree = screen.findChild<QTreeView *>(QStringLiteral("tree"));
    tree->setCurrentIndex(tree->model()->index(0, 0));
    const QString html = screen.findChild<QTextBrowser *>(QStringLiteral("details"))->toHtml();
    QVERIFY(!html.contains(QStringLiteral("<script")));
    QVERIFY(!html.contains(QStringLiteral("<iframe")));
    QVERIFY(!html.contains(QStringLiteral("evil.test/t.png\"")));
    QVERIFY(!html.contains(QStringLiteral("<img src=\"x\"")));
    const QString text = screen.findChild<QTextBrowser *>(QStringLiteral("details"))->toPlainText();
    QVERIFY(text.contains(QStringLiteral("Evil")));
    QVERIFY(text.contains(QStringLiteral("Hello")));          // the harmless part of the description stays
    QVERIFY(!text.contains(QStringLiteral("alert(1)</script")));
}

void TestCatalogScreen::failureShowsMessageAndRetry()
{
    ApiFixture f;
    f.signInWithApiKey();
    QString error;
    f.server.faults().add(*bd::sandbox::Fault::parse(QStringLiteral("500,count=4"), &error));
    bd::widgets::CatalogScreen screen(&f.client);
    screen.show();
    auto *message = screen.findChild<QLabel *>(QStringLiteral("message"));
    auto *reload = screen.findChild<QPushButton *>(QStringLiteral("reload"));
    screen.reload();
    QTRY_VERIFY_WITH_TIMEOUT(!screen.isLoading(), 10000);
    QVERIFY(message->isVisible());
    QVERIFY(message->text().contains(QStringLiteral("500")));
    QCOMPARE(reload->text(), QStringLiteral("&Retry"));
    QSignalSpy loaded(&screen, &bd::widgets::CatalogScreen::loaded);
    reload->click();
    QVERIFY(loaded.wait(10000));
    QVERIFY(!message->isVisible());
}

QTEST_MAIN(TestCatalogScreen)
#include "tst_catalogscreen.moc"
