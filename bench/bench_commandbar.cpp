// bench_commandbar N: the command bar's keystrokes in the real main window, signed in to an
// in-process sandbox serving N generated products (+56 samples), every screen loaded. 200
// keystrokes through the bar's input, as a person types: a few letters of product names and
// SKUs, of actions and of the other tenant, Backspace, and clearing. Each is timed from the key
// to the list painted again (the search, every provider, the ranking, the list model and a
// synchronous repaint of the list). Prints mean, median and worst in milliseconds.

#include "../tests/api/apifixture.h"
#include "domain/productcodec.h"
#include "models/catalog/catalogcommandsearch.h"
#include "models/catalog/catalogmodel.h"
#include "models/commands/commandlistmodel.h"
#include "sandbox/sandboxdata.h"
#include "widgets/catalog/catalogscreen.h"
#include "widgets/commands/commandbar.h"
#include "widgets/shell/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListView>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <numeric>

namespace {

// --match N [ROUNDS]: the catalog's part alone over a model made directly (no window, no HTTP),
// typing the same kind of words ROUNDS times: for a profiler.
int matchOnly(int n, int rounds)
{
    QString error;
    auto data = bd::sandbox::SandboxData::load({}, &error);
    data->tenants.resize(1);
    data->generateProducts(n);
    bd::models::CatalogModel model;
    model.setProducts(
        bd::domain::decodeProductSummaries(data->tenants.first().productListBody).value.products);
    QRandomGenerator random(42);
    QStringList words{QStringLiteral("reload"), QStringLiteral("globex"), QStringLiteral("exp")};
    while (words.size() < 40) {
        const auto &p = model.products().at(qsizetype(random.bounded(model.productCount())));
        words << (random.bounded(3) == 0 ? p.sku : p.name).left(4 + int(random.bounded(5)));
    }
    bd::models::ProductMatcher matcher;
    QElapsedTimer preparing;
    preparing.start();
    matcher.prepare(model);
    std::printf("prepare_ms=%.2f\n", double(preparing.nsecsElapsed()) / 1e6);
    std::vector<double> times;
    QStringList typed;
    for (int r = 0; r < rounds; ++r) {
        for (const QString &word : std::as_const(words)) {
            for (qsizetype k = 1; k <= word.size(); ++k) {
                const bd::models::CommandSearch search(word.left(k));
                QElapsedTimer t;
                t.start();
                (void)matcher.match(model, search.utf8Words(), search.perGroup());
                times.push_back(double(t.nsecsElapsed()) / 1e6);
                typed << word.left(k);
            }
        }
    }
    for (int k = 0; k < 5; ++k) {
        const auto at = std::max_element(times.begin(), times.end()) - times.begin();
        std::printf("slow=%.2f ms (\"%s\")\n", times[size_t(at)], qPrintable(typed.at(at)));
        times[size_t(at)] = -times[size_t(at)];
    }
    for (double &t : times)
        t = std::abs(t);
    std::sort(times.begin(), times.end());
    std::printf("match_mean_ms=%.2f\nmatch_median_ms=%.2f\nmatch_worst_ms=%.2f\n",
                std::accumulate(times.begin(), times.end(), 0.0) / double(times.size()),
                times[times.size() / 2], times.back());
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    if (argc > 2 && QByteArray(argv[1]) == "--match")
        return matchOnly(QByteArray(argv[2]).toInt(), argc > 3 ? QByteArray(argv[3]).toInt() : 1);
    QSettings().clear();
    const int n = argc > 1 ? QByteArray(argv[1]).toInt() : 100000;
    // A second argument types that many keystrokes instead of 200 (for a profiler).
    const size_t keystrokes = argc > 2 ? size_t(QByteArray(argv[2]).toInt()) : 200;
    bd::sandbox::SandboxOptions options;
    options.generateProducts = n;
    bd::test::ApiFixture f(options);
    if (!f.signInWithToken("acme"))
        return 1;
    f.client.session().setTenant(QString::fromLatin1(f.accessKey("acme")),
                                 QStringLiteral("Acme Software Ltd"));
    bd::widgets::MainWindow window;
    window.resize(1300, 800);
    window.show();
    window.followSession(&f.client.session());
    bd::widgets::CatalogScreen *catalog = nullptr;
    for (bd::widgets::Screen *s : window.screens())
        if (auto *c = qobject_cast<bd::widgets::CatalogScreen *>(s))
            catalog = c;
    QElapsedTimer loading;
    loading.start();
    if (!QTest::qWaitFor([&] { return catalog->model()->productCount() >= n && !catalog->isLoading(); },
                         600000))
        return 1;
    std::printf("%d products loaded in %.1f s\n", catalog->model()->productCount(),
                double(loading.elapsed()) / 1000);
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        std::fprintf(stderr, "the window did not become active\n");
    // Opening the bar (its first time with this list makes the catalog's masks).
    QElapsedTimer opening;
    opening.start();
    QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
    window.commandBar()->list()->viewport()->repaint();
    std::printf("open_ms=%.2f\n", double(opening.nsecsElapsed()) / 1e6);
    bd::widgets::CommandBar *bar = window.commandBar();
    QLineEdit *input = bar->input();
    QListView *list = bar->list();
    if (!bar->isVisible())
        return 1;
    QTest::qWait(200); // a person reads the bar before the first key

    // What is typed: the starts of product names and SKUs picked at random (seeded), actions,
    // the other tenant; after each, Backspace twice, then the field cleared.
    QRandomGenerator random(42);
    const QList<bd::domain::ProductSummary> &products = catalog->model()->products();
    QStringList words{QStringLiteral("reload"), QStringLiteral("globex"), QStringLiteral("exp")};
    while (words.size() < int(keystrokes / 5)) {
        const auto &p = products.at(qsizetype(random.bounded(catalog->model()->productCount())));
        const QString from = random.bounded(3) == 0 ? p.sku : p.name;
        words << from.left(4 + int(random.bounded(5)));
    }
    std::vector<double> times;
    std::vector<int> results;
    QStringList typedAt;
    const auto timed = [&](auto press) {
        QElapsedTimer t;
        t.start();
        press();
        list->viewport()->repaint();
        times.push_back(double(t.nsecsElapsed()) / 1e6);
        results.push_back(bar->model()->commandCount());
        typedAt.push_back(input->text());
        QCoreApplication::processEvents();
    };
    if (qEnvironmentVariableIsSet("BENCH_WARM")) {
        QTest::keyClick(input, Qt::Key_Z);
        list->viewport()->repaint();
        QTest::keyClick(input, Qt::Key_Backspace);
    }
    for (const QString &word : std::as_const(words)) {
        for (const QChar c : word) {
            if (times.size() >= keystrokes)
                break;
            timed([&] {
                // A key event with the character's text (QTest's own types ASCII only).
                QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, QString(c));
                QKeyEvent release(QEvent::KeyRelease, Qt::Key_unknown, Qt::NoModifier, QString(c));
                QApplication::sendEvent(input, &press);
                QApplication::sendEvent(input, &release);
            });
        }
        for (int i = 0; i < 2 && times.size() < keystrokes; ++i)
            timed([&] { QTest::keyClick(input, Qt::Key_Backspace); });
        if (times.size() >= keystrokes)
            break;
        timed([&] {
            QTest::keyClick(input, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClick(input, Qt::Key_Backspace);
        });
    }
    // Where the slowest were (the typed text then), to see what a worst case is made of.
    std::vector<size_t> order(times.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return times[a] > times[b]; });
    for (size_t k = 0; k < 3 && k < order.size(); ++k)
        std::printf("slow_%zu=%.2f ms at keystroke %zu (\"%s\")\n", k + 1, times[order[k]], order[k],
                    qPrintable(typedAt[order[k]]));
    std::vector<double> sorted = times;
    std::sort(sorted.begin(), sorted.end());
    double sum = 0;
    for (double v : times)
        sum += v;
    std::printf("keystrokes=%zu\nmean_ms=%.2f\nmedian_ms=%.2f\np95_ms=%.2f\nworst_ms=%.2f\n", times.size(),
                sum / double(times.size()), sorted[sorted.size() / 2], sorted[sorted.size() * 95 / 100],
                sorted.back());
    // The catalog's part alone (its products matched over the search texts), for the same texts.
    std::vector<double> catalogPart;
    bd::models::ProductMatcher matcher; // as the screen keeps it while the person types
    matcher.prepare(*catalog->model());
    for (const QString &word : std::as_const(words)) {
        for (qsizetype k = 1; k <= word.size(); ++k) {
            const bd::models::CommandSearch search(word.left(k));
            QElapsedTimer t;
            t.start();
            (void)matcher.match(*catalog->model(), search.utf8Words(), search.perGroup());
            catalogPart.push_back(double(t.nsecsElapsed()) / 1e6);
        }
    }
    std::sort(catalogPart.begin(), catalogPart.end());
    std::printf("catalog_match_mean_ms=%.2f\ncatalog_match_worst_ms=%.2f\n",
                std::accumulate(catalogPart.begin(), catalogPart.end(), 0.0) / double(catalogPart.size()),
                catalogPart.back());
    std::printf("results_mean=%.1f\n",
                double(std::accumulate(results.begin(), results.end(), 0)) / double(results.size()));
    return 0;
}
