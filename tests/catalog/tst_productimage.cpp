// The product image shown whole in whatever room it gets, sharp at 2×: a synthetic picture with
// a coloured mark in each corner, drawn by the widget at a 2× scale factor (set before the
// application starts, as a person's desktop would), must show all four marks in a strip as low as
// the catalog's smallest, with as many device pixels as its drawn size × 2. Then the catalog
// screen itself: a product's sample image arrives and is drawn whole in the room the screen gives.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "widgets/catalog/catalogscreen.h"
#include "widgets/common/scaledimage.h"

#include <QLineEdit>
#include <QPainter>
#include <QStandardPaths>
#include <QTest>

using namespace bd::test;
using bd::widgets::ScaledImage;

namespace {

const QColor Corners[4] = {Qt::red, Qt::green, Qt::blue, Qt::magenta};

QImage markedImage(QSize size)
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    const QSize mark = size / 6;
    p.fillRect(QRect(QPoint(0, 0), mark), Corners[0]);
    p.fillRect(QRect(QPoint(size.width() - mark.width(), 0), mark), Corners[1]);
    p.fillRect(QRect(QPoint(0, size.height() - mark.height()), mark), Corners[2]);
    p.fillRect(QRect(QPoint(size.width() - mark.width(), size.height() - mark.height()), mark), Corners[3]);
    return image;
}

// How close a drawn pixel is to `c` (smooth scaling blends at the edges; the marks' middles stay).
bool near(QColor a, QColor c)
{
    return qAbs(a.red() - c.red()) < 40 && qAbs(a.green() - c.green()) < 40 && qAbs(a.blue() - c.blue()) < 40;
}

// Every corner's mark is drawn, in `shot` (device pixels), inside `drawn` (logical).
void checkWhole(const QImage &shot, QRect drawn, qreal ratio)
{
    const QRect d(drawn.topLeft() * ratio, drawn.size() * ratio);
    const int dx = d.width() / 12, dy = d.height() / 12; // the middle of each mark
    const QPoint middles[4] = {{d.left() + dx, d.top() + dy},
                               {d.right() - dx, d.top() + dy},
                               {d.left() + dx, d.bottom() - dy},
                               {d.right() - dx, d.bottom() - dy}};
    for (int i = 0; i < 4; ++i)
        QVERIFY2(near(shot.pixelColor(middles[i]), Corners[i]),
                 qPrintable(QStringLiteral("corner %1 at %2,%3 is %4 in a %5×%6 shot")
                                .arg(i)
                                .arg(middles[i].x())
                                .arg(middles[i].y())
                                .arg(shot.pixelColor(middles[i]).name())
                                .arg(shot.width())
                                .arg(shot.height())));
}

} // namespace

class TestProductImage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void wholeInALowStripAtTwoTimes();
    void neverEnlargedPastItsOwnSize();
    void textWithoutAnImage();
    void catalogShowsTheProductImageWhole();
};

void TestProductImage::wholeInALowStripAtTwoTimes()
{
    QCOMPARE(qApp->devicePixelRatio(), 2.0);
    ScaledImage view;
    view.resize(400, 48); // the catalog's smallest room for it
    view.setImage(markedImage({240, 160}));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QRect drawn = view.imageRect();
    QCOMPARE(drawn.height(), 48);
    QCOMPARE(drawn.width(), 72); // 240:160 kept
    QCOMPARE(drawn.center().x(), view.rect().center().x());
    const QImage shot = view.grab().toImage();
    QCOMPARE(shot.size(), QSize(800, 96)); // device pixels: drawn from the original at 2×
    checkWhole(shot, drawn, 2.0);
}

void TestProductImage::neverEnlargedPastItsOwnSize()
{
    ScaledImage view;
    view.resize(600, 400);
    view.setImage(markedImage({240, 160}));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.imageRect().size(), QSize(240, 160));
    checkWhole(view.grab().toImage(), view.imageRect(), 2.0);
    view.resize(120, 200); // narrow: the width decides
    QCOMPARE(view.imageRect().size(), QSize(120, 80));
    checkWhole(view.grab().toImage(), view.imageRect(), 2.0);
}

void TestProductImage::textWithoutAnImage()
{
    ScaledImage view;
    view.setImage(markedImage({240, 160}));
    view.setText(QStringLiteral("Loading image…"));
    QVERIFY(view.image().isNull());
    QVERIFY(view.imageRect().isEmpty());
    QCOMPARE(view.accessibleDescription(), QStringLiteral("Loading image…"));
    view.setImage(markedImage({24, 16}));
    QVERIFY(view.text().isEmpty());
    QVERIFY(view.accessibleDescription().isEmpty());
}

void TestProductImage::catalogShowsTheProductImageWhole()
{
    bd::sandbox::SandboxOptions options;
    options.localImages = true; // the sample picture, served by the sandbox itself
    ApiFixture f(options);
    f.signInWithApiKey();
    bd::widgets::CatalogScreen screen(accountOf(f.client));
    screen.resize(1024, 560);
    screen.show();
    QSignalSpy loaded(&screen, &bd::widgets::CatalogScreen::loaded);
    screen.reload();
    QVERIFY(loaded.wait(10000));
    auto *openId = screen.findChild<QLineEdit *>(QStringLiteral("openId"));
    openId->setText(QStringLiteral("01tAc00000Nmrt41tZ")); // Analytics Pro, with an image
    QTest::keyClick(openId, Qt::Key_Return);
    auto *image = screen.findChild<ScaledImage *>(QStringLiteral("image"));
    QVERIFY(image);
    QTRY_VERIFY_WITH_TIMEOUT(!image->image().isNull(), 10000);
    const QRect drawn = image->imageRect();
    QVERIFY2(image->rect().contains(drawn), qPrintable(QStringLiteral("%1×%2 in %3×%4")
                                                           .arg(drawn.width())
                                                           .arg(drawn.height())
                                                           .arg(image->width())
                                                           .arg(image->height())));
    QVERIFY(drawn.height() >= 48);
    const QSize own = image->image().size();
    QCOMPARE(qRound(drawn.width() * 100.0 / drawn.height()), qRound(own.width() * 100.0 / own.height()));
}

int main(int argc, char **argv)
{
    qputenv("QT_SCALE_FACTOR", "2"); // a 2× screen, before the application reads it
    QApplication app(argc, argv);
    TestProductImage test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_productimage.moc"
