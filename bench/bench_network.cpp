// bench_network BASE_URL API_KEY: loads the product list into the real catalog screen (offscreen)
// from a sandbox running in another process, and reports, in milliseconds from the request:
//   first_byte   the first bytes of the body arrived (the job's first progress)
//   first_row    the first product row is in the view and painted
//   last_row     the whole list is shown (the screen's loaded signal)
//   longest_gap  the longest the event loop went without turning while loading (a 5 ms timer)
// bench/run.sh catalog-network starts the sandbox (throttled or not) and times curl on the same URL.

#include "../tests/common/accounttestutil.h"
#include "api/apiclient.h"
#include "api/productlistjob.h"
#include "benchclient.h"
#include "models/catalog/catalogmodel.h"
#include "widgets/catalog/catalogscreen.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QStandardPaths>
#include <QTimer>
#include <QTreeView>

#include <cstdio>
#include <functional>

namespace {
// Calls `painting` as each paint event reaches the watched widget (before it is painted).
class PaintWatch : public QObject
{
public:
    PaintWatch(QWidget *watched, std::function<void()> painting) : m_painting(std::move(painting))
    {
        watched->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            m_painting();
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_painting;
};
} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // nothing of the user's, nothing kept
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 3) {
        std::fprintf(stderr, "usage: bench_network BASE_URL API_KEY\n");
        return 2;
    }
    bd::api::ApiClient client;
    if (!signInToSandbox(client, args.at(1), args.at(2)))
        return 2;

    bd::widgets::CatalogScreen screen(accountOf(client));
    screen.resize(1200, 800);
    screen.show();
    {
        // The app's own start-up (style, fonts) happens before any catalog loads: not counted.
        QTreeView warmUp;
        warmUp.show();
        QApplication::processEvents();
        warmUp.viewport()->grab();
    }
    auto *tree = screen.findChild<QTreeView *>(QStringLiteral("tree"));
    QElapsedTimer clock;
    double firstByte = -1, firstRow = -1, lastRow = -1;
    qint64 longestGap = 0;
    QElapsedTimer sinceTick;
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        longestGap = std::max(longestGap, sinceTick.elapsed());
        sinceTick.restart();
    });
    const auto now = [&] { return double(clock.nsecsElapsed()) / 1e6; };
    // The first row counts once the view has painted it, in its own paint: after the paint event
    // that came with rows in the model has been handled (BD_BENCH_GRAB=1: painted again at once
    // inside the model's signal instead, as this benchmark measured until 28 November; that extra
    // paint lengthened the first row's event-loop gap by one paint of the tree).
    PaintWatch watch(tree->viewport(), [&] {
        if (firstRow < 0 && screen.model()->rowCount() > 0)
            QTimer::singleShot(0, &app, [&] {
                if (firstRow < 0)
                    firstRow = now();
            });
    });
    const bool grabAtOnce = qEnvironmentVariableIntValue("BD_BENCH_GRAB") == 1;
    const auto checkRows = [&] {
        if (grabAtOnce && firstRow < 0 && screen.model()->rowCount() > 0) {
            tree->viewport()->grab(); // painted, not only in the model
            firstRow = now();
        }
    };
    bd::models::CatalogModel *model = screen.model();
    QObject::connect(model, &QAbstractItemModel::layoutChanged, checkRows);
    QObject::connect(model, &QAbstractItemModel::modelReset, checkRows);
    QObject::connect(model, &QAbstractItemModel::rowsInserted, checkRows);
    int products = 0;
    QObject::connect(&screen, &bd::widgets::CatalogScreen::loaded, [&](int count) {
        lastRow = now();
        products = count;
        QTimer::singleShot(0, &app, &QCoreApplication::quit);
    });
    clock.start();
    sinceTick.start();
    ticker.start(5);
    screen.reload();
    auto *job = screen.findChild<bd::api::ProductListJob *>();
    qint64 bytes = 0;
    if (job) {
        QObject::connect(job, &bd::api::ApiJob::progress, [&](qint64 received, qint64) {
            if (firstByte < 0 && received > 0)
                firstByte = now();
            bytes = received;
        });
        QObject::connect(job, &bd::api::ApiJob::finished, [&] {
            if (!job->succeeded()) {
                std::fprintf(stderr, "load failed: %s\n", qPrintable(job->error().userMessage()));
                QTimer::singleShot(0, &app, [] { QCoreApplication::exit(1); });
            }
        });
    }
    QTimer::singleShot(600000, &app, [] { QCoreApplication::exit(3); });
    const int rc = QApplication::exec();
    std::printf("products=%d\nbytes=%lld\nfirst_byte_ms=%.1f\nfirst_row_ms=%.1f\nlast_row_ms=%.1f\n"
                "longest_gap_ms=%lld\n",
                products, bytes, firstByte, firstRow, lastRow, longestGap);
    return rc;
}
