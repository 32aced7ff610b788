// bench_queryanswer BASE_URL API_KEY: runs a query whose answer is large (the sandbox started
// with --generate-invoices) in the real query console (offscreen) and reports:
//   answer_bytes     the size of the answer
//   table_ms         from sending to the table of rows shown and painted
//   longest_gap_ms   the longest the event loop went without turning meanwhile (a 5 ms timer,
//                    as bench_network measures the catalog)
//   rss_growth_kb    resident memory after the table is shown, less before sending
//   rows             rows in the table
//   sort_number_ms   sorting the table by totalAmount (exact decimals), descending, to shown
//   sort_text_ms     sorting it by invoiceNumber, to shown
//   sort_gap_ms      the longest event-loop gap while sorting
// bench/run.sh query-answer starts the sandbox.

#include "../tests/common/accounttestutil.h"
#include "api/apiclient.h"
#include "benchclient.h"
#include "models/query/querytablemodel.h"
#include "procstatus.h"
#include "widgets/query/querypage.h"
#include "widgets/query/queryresultview.h"
#include "widgets/query/queryscreen.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTimer>

#include <cstdio>

namespace {

const char *const Query = "{ Invoice { id invoiceNumber customerId status invoiceDate dueDate totalAmount "
                          "balance currencyIsoCode lines billTo } }";

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // nothing of the user's, nothing kept
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 3) {
        std::fprintf(stderr, "usage: bench_queryanswer BASE_URL API_KEY\n");
        return 2;
    }
    bd::api::ApiClient client;
    if (!signInToSandbox(client, args.at(1), args.at(2)))
        return 2;

    bd::widgets::QueryScreen screen(accountOf(client));
    screen.resize(1400, 900);
    screen.show();
    QApplication::processEvents();
    screen.grab(); // styles and fonts loaded before anything is measured
    bd::widgets::QueryPage *page = screen.currentPage();
    page->load(QString::fromLatin1(Query), {});
    auto *table = page->result()->findChild<QTableView *>(QStringLiteral("table"));
    bd::models::QueryTableModel *model = page->result()->tableModel();

    QElapsedTimer clock;
    qint64 longestGap = 0;
    QElapsedTimer sinceTick;
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        longestGap = std::max(longestGap, sinceTick.elapsed());
        sinceTick.restart();
    });
    const auto now = [&] { return double(clock.nsecsElapsed()) / 1e6; };
    const long rssBefore = statusKb("VmRSS:");
    double tableMs = -1;
    QObject::connect(model, &QAbstractItemModel::modelReset, [&] {
        if (tableMs < 0 && model->rowCount() > 0) {
            table->viewport()->grab(); // painted, not only in the model
            tableMs = now();
            QTimer::singleShot(0, &app, &QCoreApplication::quit);
        }
    });
    QObject::connect(&screen, &bd::widgets::QueryScreen::queryFinished, [&] {
        const auto &run = page->runner()->lastRun();
        if (!run.failure.isEmpty()) {
            std::fprintf(stderr, "query failed: %s\n", qPrintable(run.failure));
            QCoreApplication::exit(1);
        }
    });
    QTimer::singleShot(600000, &app, [] { QCoreApplication::exit(3); });
    clock.start();
    sinceTick.start();
    ticker.start(5);
    page->run();
    if (const int rc = QApplication::exec(); rc != 0)
        return rc;
    const long rssAfter = statusKb("VmRSS:");
    const qint64 gap = longestGap;
    const qsizetype bytes = page->runner()->lastRun().body.size();

    // Sorting, as a click on a column's header asks for it.
    const auto timeSort = [&](const QString &column, Qt::SortOrder order) {
        int section = -1;
        for (int c = 0; c < model->columnCount(); ++c) {
            if (model->headerData(c, Qt::Horizontal).toString() == column)
                section = c;
        }
        QSignalSpy busy(model, &bd::models::QueryTableModel::busyChanged);
        longestGap = 0;
        sinceTick.restart();
        QElapsedTimer sortClock;
        sortClock.start();
        model->sort(section, order);
        while (model->isBusy())
            QApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        table->viewport()->grab();
        return double(sortClock.nsecsElapsed()) / 1e6;
    };
    const double sortNumber = timeSort(QStringLiteral("totalAmount"), Qt::DescendingOrder);
    const qint64 sortGapNumber = longestGap;
    const double sortText = timeSort(QStringLiteral("invoiceNumber"), Qt::AscendingOrder);
    const qint64 sortGap = std::max(sortGapNumber, longestGap);
    std::printf("answer_bytes=%lld\nrows=%d\ntable_ms=%.1f\nlongest_gap_ms=%lld\nrss_growth_kb=%ld\n"
                "sort_number_ms=%.1f\nsort_text_ms=%.1f\nsort_gap_ms=%lld\n",
                static_cast<long long>(bytes), model->rowCount(), tableMs, static_cast<long long>(gap),
                rssAfter - rssBefore, sortNumber, sortText, static_cast<long long>(sortGap));
    return 0;
}
