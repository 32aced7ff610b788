// bench_commandbar N: the command bar's keystrokes in the real main window, signed in to an
// in-process sandbox serving N generated products (+56 samples), every screen loaded. 200
// keystrokes through the bar's input, as a person types: a few letters of product names and
// SKUs, of actions and of the other tenant, Backspace, and clearing. Each is timed from the key
// to the list painted again (the search, every provider, the ranking, the list model and a
// synchronous repaint of the list). Prints mean, median and worst in milliseconds.

#include "../tests/api/apifixture.h"
#include "models/catalog/catalogcommandsearch.h"
#include "models/catalog/catalogmodel.h"
#include "models/commands/commandlistmodel.h"
#include "widgets/catalog/catalogscreen.h"
#include "widgets/commands/commandbar.h"
#include "widgets/shell/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QListView>
#include <QRandomGenerator>

#include <algorithm>
#include <numeric>
#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    const int n = argc > 1 ? QByteArray(argv[1]).toInt() : 100000;
    bd::sandbox::SandboxOptions options;
    options.generateProducts = n;
    bd::test::ApiFixture f(options);
    if (!f.signInWithToken("acme"))
        return 1;
    f.client.session().setTenant(QString::fromLatin1(f.accessKey("acme")), QStringLiteral("Acme Software Ltd"));
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
    if (!QTest::qWaitFor([&] { return catalog->model()->productCount() >= n && !catalog->isLoading(); }, 600000))
        return 1;
    std::printf("%d products loaded in %.1f s\n", catalog->model()->productCount(), double(loading.elapsed()) / 1000);
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        std::fprintf(stderr, "the window did not become active\n");
    QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
    bd::widgets::CommandBar *bar = window.commandBar();
    QLineEdit *input = bar->input();
    QListView *list = bar->list();
    if (!bar->isVisible())
        return 1;

    // What is typed: the starts of product names and SKUs picked at random (seeded), actions,
    // the other tenant; after each, Backspace twice, then the field cleared.
    QRandomGenerator random(42);
    const QList<bd::domain::ProductSummary> &products = catalog->model()->products();
    QStringList words{QStringLiteral("reload"), QStringLiteral("globex"), QStringLiteral("exp")};
    while (words.size() < 40) {
        const auto &p = products.at(qsizetype(random.bounded(catalog->model()->productCount())));
        const QString from = random.bounded(3) == 0 ? p.sku : p.name;
        words << from.left(4 + int(random.bounded(5)));
    }
    std::vector<double> times;
    std::vector<int> results;
    const auto timed = [&](auto press) {
        QElapsedTimer t;
        t.start();
        press();
        list->viewport()->repaint();
        times.push_back(double(t.nsecsElapsed()) / 1e6);
        results.push_back(bar->model()->commandCount());
        QCoreApplication::processEvents();
    };
    for (const QString &word : std::as_const(words)) {
        for (const QChar c : word) {
            if (times.size() >= 200)
                break;
            timed([&] { QTest::keyClicks(input, QString(c)); });
        }
        for (int i = 0; i < 2 && times.size() < 200; ++i)
            timed([&] { QTest::keyClick(input, Qt::Key_Backspace); });
        if (times.size() >= 200)
            break;
        timed([&] { QTest::keyClick(input, Qt::Key_A, Qt::ControlModifier); QTest::keyClick(input, Qt::Key_Backspace); });
    }
    std::vector<double> sorted = times;
    std::sort(sorted.begin(), sorted.end());
    double sum = 0;
    for (double v : times)
        sum += v;
    std::printf("keystrokes=%zu\nmean_ms=%.2f\nmedian_ms=%.2f\np95_ms=%.2f\nworst_ms=%.2f\n", times.size(),
                sum / double(times.size()), sorted[sorted.size() / 2], sorted[sorted.size() * 95 / 100], sorted.back());
    // The catalog's part alone (its products matched over the search texts), for the same texts.
    std::vector<double> catalogPart;
    for (const QString &word : std::as_const(words)) {
        for (qsizetype k = 1; k <= word.size(); ++k) {
            const bd::models::CommandSearch search(word.left(k));
            QElapsedTimer t;
            t.start();
            (void)bd::models::matchProducts(*catalog->model(), search.utf8Words(), search.perGroup());
            catalogPart.push_back(double(t.nsecsElapsed()) / 1e6);
        }
    }
    std::sort(catalogPart.begin(), catalogPart.end());
    std::printf("catalog_match_mean_ms=%.2f\ncatalog_match_worst_ms=%.2f\n",
                std::accumulate(catalogPart.begin(), catalogPart.end(), 0.0) / double(catalogPart.size()),
                catalogPart.back());
    std::printf("results_mean=%.1f\n", double(std::accumulate(results.begin(), results.end(), 0)) / double(results.size()));
    return 0;
}
