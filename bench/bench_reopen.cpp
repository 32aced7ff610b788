// bench_reopen N: the catalog kept from last time, opened as the app opens it at start
// (CatalogLoader::prepareKept: map, read the index or summarize, prepare on a worker; then adopt
// and paint), kept alone and kept with its index (as the app keeps a list read in one piece). N
// generated products are kept once in a temporary cache; each run is a fresh process, so the
// file comes from the page cache, as on a second start. Reported: time to the painted tree,
// resident memory the open adds (also after a search and opening a product, i.e. browsing),
// both against the aims (300 ms, 0.6 x the JSON).

#include "procstatus.h"

#include "domain/productsummary.h"
#include "models/catalog/catalogcache.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/catalogmodel.h"
#include "sandbox/sandboxdata.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTreeView>

#include <cstdio>

namespace {

const QString Key = QStringLiteral("bench");

int measure(const QString &folder, double jsonMb)
{
    bd::models::CatalogCache cache(folder);
    QTreeView view;
    view.resize(1000, 700);
    view.show();
    QCoreApplication::processEvents();
    const long baseKb = statusKb("VmRSS:");
    QElapsedTimer t;
    t.start();
    auto kept = bd::models::CatalogLoader::prepareKept(cache, Key, bd::models::CatalogModel::Name,
                                                       Qt::AscendingOrder);
    if (!kept.prepared)
        return 1;
    const double preparedMs = double(t.nsecsElapsed()) / 1e6;
    bd::models::CatalogModel model;
    model.adopt(std::move(kept.prepared));
    view.setModel(&model);
    view.repaint();
    const double shownMs = double(t.nsecsElapsed()) / 1e6;
    const double openMb = double(statusKb("VmRSS:") - baseKb) / 1024.0;
    model.setSearchText(QStringLiteral("analytics"));
    model.setSearchText({});
    view.expand(model.index(0, 0));
    view.repaint();
    const double browsingMb = double(statusKb("VmRSS:") - baseKb) / 1024.0;
    std::printf("prepared_ms=%.1f\nshown_ms=%.1f\nopen_x=%.3f\nbrowsing_x=%.3f\nproducts=%d\n", preparedMs,
                shownMs, openMb / jsonMb, browsingMb / jsonMb, model.productCount());
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 4 && args.at(1) == u"--measure")
        return measure(args.at(2), args.at(3).toDouble());
    const int n = args.size() > 1 ? args.at(1).toInt() : 10000;
    QTemporaryDir dir, indexed; // the list alone; the list with its index (as the app keeps it)
    double mb = 0;
    {
        QString error;
        auto data = bd::sandbox::SandboxData::load({}, &error);
        data->tenants.resize(1);
        data->generateProducts(n);
        const QByteArray &json = data->tenants.first().productListBody;
        bd::models::CatalogCache cache(dir.path());
        if (!cache.save(Key, json, n + 56, QDateTime::currentDateTimeUtc()))
            return 1;
        // Kept as the app keeps a list it shows: with the model's search texts and sorted order.
        bd::models::CatalogModel model;
        model.sort(bd::models::CatalogModel::Name);
        model.setProducts(bd::domain::decodeProductSummaries(json).value.products);
        const auto texts = model.search().texts();
        if (!bd::models::CatalogCache(indexed.path())
                 .save(Key, json, n + 56, QDateTime::currentDateTimeUtc(), model.products(), &texts,
                       model.currentOrder()))
            return 1;
        mb = double(json.size()) / (1024.0 * 1024.0);
        std::printf("%d products kept (+56 samples), %.1f MB of JSON\n", n, double(json.size()) / 1e6);
    }
    for (int run = 1; run <= 4; ++run) {
        const bool withIndex = run > 2;
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("--measure"), withIndex ? indexed.path() : dir.path(),
                     QString::number(mb, 'f', 3)});
        child.waitForFinished(-1);
        const QByteArray out = child.readAllStandardOutput();
        double prepared = 0, shown = 0, open = 0, browsing = 0;
        for (const QByteArray &line : out.split('\n')) {
            const QByteArray value = line.mid(line.indexOf('=') + 1);
            if (line.startsWith("prepared_ms="))
                prepared = value.toDouble();
            else if (line.startsWith("shown_ms="))
                shown = value.toDouble();
            else if (line.startsWith("open_x="))
                open = value.toDouble();
            else if (line.startsWith("browsing_x="))
                browsing = value.toDouble();
        }
        std::printf("%s, run %d: prepared %.0f ms, painted %.0f ms (aim 300); resident +%.2f x the JSON when "
                    "shown, +%.2f x browsing (aim < 0.6)\n",
                    withIndex ? "with its index" : "list alone", run, prepared, shown, open, browsing);
    }
    return 0;
}
