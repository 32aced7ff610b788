// bench_catalog N: N generated products (about 5.5 KB of JSON each).
// Reports decode + model build against simdjson parsing the same bytes, one search keystroke
// against QSortFilterProxyModel with recursive filtering, first paint, and peak memory.

#include "catalogmodel.h"
#include "productcodec.h"
#include "sandboxdata.h"

#include <simdjson.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSortFilterProxyModel>
#include <QTreeView>

#include <cstdio>

static double ms(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

static long peakKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    }
    return -1;
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const int n = argc > 1 ? std::atoi(argv[1]) : 10000;

    QByteArray json;
    {
        QString error;
        auto data = bd::sandbox::SandboxData::load({}, &error);
        data->tenants.resize(1);
        data->generateProducts(n);
        json = data->tenants.first().productListBody;
    }
    const long baseKb = peakKb();
    std::printf("%d products (+45 samples), %.1f MB of JSON; peak RSS before decoding %.0f MB\n", n, json.size() / 1e6,
                baseKb / 1024.0);

    QElapsedTimer t;
    double simdjsonMs = 0;
    t.start();
    {
        simdjson::dom::parser parser;
        simdjson::padded_string padded(json.constData(), size_t(json.size()));
        simdjson::dom::element doc;
        if (parser.parse(padded).get(doc) != simdjson::SUCCESS) {
            std::fprintf(stderr, "simdjson failed\n");
            return 1;
        }
        simdjsonMs = ms(t);
        std::printf("simdjson DOM parse (reference):          %8.1f ms\n", simdjsonMs);
    }

    t.restart();
    {
        const bd::json::Document parsed = bd::json::Document::parse(json);
        std::printf("  of which: own JSON parse to tape:      %8.1f ms\n", ms(t));
    }
    t.restart();
    auto page = bd::domain::decodeProductList(json);
    const double decodeMs = ms(t);
    t.restart();
    bd::models::CatalogModel model;
    model.setProducts(std::move(page.value.products));
    const double buildMs = ms(t);
    std::printf("Billing Desk decode:                     %8.1f ms\n", decodeMs);
    simdjsonMs = simdjsonMs > 0 ? simdjsonMs : 1;
    std::printf("Billing Desk model build:                %8.1f ms\n", buildMs);
    std::printf("decode + model build = %.1f x simdjson's parse\n", (decodeMs + buildMs) / simdjsonMs);
    const long afterKb = peakKb();
    std::printf("peak RSS after decode + model: %.0f MB; growth over the JSON already in memory: %.0f MB = %.1f x the JSON size\n",
                afterKb / 1024.0, (afterKb - baseKb) / 1024.0, ((afterKb - baseKb) * 1024.0) / double(json.size()));

    bd::models::CatalogModel &filter = model;   // search and filters live in the model
    bd::models::CatalogModel unfiltered;        // the baseline's own source, sharing the products
    unfiltered.setProducts(model.products());
    QSortFilterProxyModel baseline;
    baseline.setSourceModel(&unfiltered);
    baseline.setRecursiveFilteringEnabled(true);
    baseline.setFilterCaseSensitivity(Qt::CaseInsensitive);
    baseline.setFilterRole(bd::models::CatalogModel::SearchTextRole);
    const QStringList keystrokes{QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("ana"), QStringLiteral("anal"),
                                 QStringLiteral("analy")};
    double ours = 0, theirs = 0, oursMax = 0, theirsMax = 0;
    for (const QString &k : keystrokes) {
        t.restart();
        filter.setSearchText(k);
        filter.rowCount();   // the view asks right away; count the whole refilter
        const double a = ms(t);
        t.restart();
        baseline.setFilterFixedString(k);
        baseline.rowCount();
        const double b = ms(t);
        ours += a;
        theirs += b;
        oursMax = std::max(oursMax, a);
        theirsMax = std::max(theirsMax, b);
    }
    std::printf("search keystroke, Billing Desk filter:   %8.1f ms mean, %.1f ms worst (%d rows left)\n",
                ours / keystrokes.size(), oursMax, filter.rowCount());
    std::printf("search keystroke, recursive QSFPM:       %8.1f ms mean, %.1f ms worst (%d rows left)\n",
                theirs / keystrokes.size(), theirsMax, baseline.rowCount());

    filter.setSearchText({});
    QTreeView view;
    view.resize(1200, 800);
    t.restart();
    view.setModel(&model);
    view.show();
    QApplication::processEvents();
    view.viewport()->grab();
    std::printf("first paint of the tree:                 %8.1f ms\n", ms(t));
    std::printf("peak RSS at the end: %.0f MB\n", peakKb() / 1024.0);
    return 0;
}
