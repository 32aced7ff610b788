// bench_catalog N: N generated products (about 5.5 KB of JSON each), written to a file once.
// Each measurement runs in a fresh child process reading that file, so one measurement's peak
// memory and freed heap never colour another's:
//   reference   simdjson's DOM parse of the same bytes
//   ondemand    simdjson's On-Demand API reading the fields a summary reads (exact decimals)
//   catalog     what the app does: summaries while parsing + model build, then one search
//               keystroke (vs QSortFilterProxyModel with recursive filtering) and first paint
//   typed       the earlier design, every product decoded in full up front (for comparison)
// Memory is the peak resident size the step adds, plus the JSON when the design keeps it.

#include "catalogkeystrokes.h"
#include "procstatus.h"

#include "domain/productcodec.h"
#include "domain/productsummary.h"
#include "models/catalog/catalogmodel.h"
#include "sandbox/sandboxdata.h"

#include <simdjson.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSortFilterProxyModel>
#include <QStringListModel>
#include <QTemporaryFile>
#include <QTreeView>

#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <vector>

namespace {

double ms(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

// Resets the peak (VmHWM) to the current resident size, so the next peak is this step's own.
long resetPeakKb()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
    return statusKb("VmRSS:");
}

constexpr int Runs = 3;
constexpr size_t FirstFive = 5;

void result(const char *key, double value)
{
    std::printf("%s=%.3f\n", key, value);
}

// simdjson's On-Demand API reading what a summary reads: id, name, SKU, description, record type,
// price model, billing timing and category as strings; each price entry's currency, active flag
// and list price as its exact text (raw_json_token, so decimals stay exact); feature and option
// names. Returns the bytes seen, so nothing is optimized away. -1 when the text is not a list.
long long onDemandWalk(simdjson::ondemand::parser &parser, const simdjson::padded_string &padded)
{
    long long seen = 0;
    try {
        simdjson::ondemand::document doc = parser.iterate(padded);
        simdjson::ondemand::array list = doc.type() == simdjson::ondemand::json_type::array
                                             ? doc.get_array()
                                             : doc.find_field_unordered("data").get_array();
        for (simdjson::ondemand::value product : list) {
            for (simdjson::ondemand::field field : product.get_object()) {
                const std::string_view key = field.unescaped_key();
                simdjson::ondemand::value v = field.value();
                if (key == "id" || key == "name" || key == "sku" || key == "description" ||
                    key == "recordType" || key == "priceModel" || key == "billingTiming" ||
                    key == "productCategory") {
                    if (v.type() == simdjson::ondemand::json_type::string)
                        seen += std::string_view(v.get_string()).size();
                } else if (key == "priceBookEntries" && v.type() == simdjson::ondemand::json_type::array) {
                    for (simdjson::ondemand::value entry : v.get_array()) {
                        for (simdjson::ondemand::field f : entry.get_object()) {
                            const std::string_view k = f.unescaped_key();
                            if (k == "listPrice")
                                seen += f.value().raw_json_token().size();
                            else if (k == "currencyIsoCode")
                                seen += std::string_view(f.value().get_string()).size();
                            else if (k == "active")
                                seen += bool(f.value().get_bool());
                        }
                    }
                } else if ((key == "productFeatures" || key == "productOptions") &&
                           v.type() == simdjson::ondemand::json_type::array) {
                    for (simdjson::ondemand::value entry : v.get_array()) {
                        for (simdjson::ondemand::field f : entry.get_object()) {
                            const std::string_view k = f.unescaped_key();
                            if ((k == "featureName" || k == "name" || k == "productName") &&
                                f.value().type() == simdjson::ondemand::json_type::string)
                                seen += std::string_view(f.value().get_string()).size();
                        }
                    }
                }
            }
        }
    } catch (const simdjson::simdjson_error &) {
        return -1;
    }
    return seen;
}

// The keystrokes of the series, for valgrind --tool=callgrind --toggle-collect=*countedKeystrokes*
// (bench/run.sh catalog-search-counts).
[[gnu::noinline]] long long countedKeystrokes(bd::models::CatalogModel &model)
{
    // BD_BENCH_VIEW=1: in a tree view, each keystroke to the painted frame.
    std::unique_ptr<QTreeView> view;
    if (!qEnvironmentVariableIsEmpty("BD_BENCH_VIEW")) {
        view = std::make_unique<QTreeView>();
        view->setUniformRowHeights(true);
        view->resize(1200, 800);
        view->setModel(&model);
        view->show();
        view->viewport()->grab();
    }
    long long seen = 0;
    for (const QString &k : bench::catalogKeystrokes()) {
        model.setSearchText(k);
        seen += bench::firstScreen(model);
        if (view)
            view->viewport()->grab();
    }
    return seen;
}

// One step, once, for valgrind --tool=callgrind --toggle-collect=*countedStep* (bench/run.sh
// catalog-counts): instruction counts repeat exactly where timings swing by 2x.
[[gnu::noinline]] long long countedStep(const QString &what, const QByteArray &json,
                                        const simdjson::padded_string &padded)
{
    if (what == u"reference") {
        simdjson::dom::parser parser;
        simdjson::dom::element doc;
        return parser.parse(padded).get(doc) == simdjson::SUCCESS ? 1 : -1;
    }
    if (what == u"ondemand") {
        simdjson::ondemand::parser parser;
        return onDemandWalk(parser, padded);
    }
    auto page = bd::domain::decodeProductSummaries(json);
    if (what == u"summaries")
        return page.value.products.size();
    bd::models::CatalogModel model; // decode + model, as the app
    model.sort(bd::models::CatalogModel::Name);
    model.setProducts(std::move(page.value.products));
    return what == u"keystrokes" ? countedKeystrokes(model) : model.rowCount();
}

int count(const QString &what, const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 1;
    const QByteArray json = file.readAll();
    const simdjson::padded_string padded(json.constData(), size_t(json.size()));
    std::printf("%s=%lld\n", qPrintable(what), countedStep(what, json, padded));
    return 0;
}

int measure(const QString &what, const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 1;
    const QByteArray json = file.readAll();
    const double mb = double(json.size()) / (1024.0 * 1024.0);
    const long baseKb = resetPeakKb();
    const auto peakMb = [&] { return double(statusKb("VmHWM:") - baseKb) / 1024.0; };
    QElapsedTimer t;
    t.start();
    if (what == u"reference") {
        simdjson::padded_string padded(json.constData(), size_t(json.size()));
        double best = 1e300;
        for (int run = 0; run < Runs; ++run) {
            simdjson::dom::parser parser;
            t.restart();
            simdjson::dom::element doc;
            if (parser.parse(padded).get(doc) != simdjson::SUCCESS)
                return 1;
            best = std::min(best, ms(t));
            if (run == 0)
                result("reference_peak", peakMb() / mb);
        }
        result("reference_ms", best);
        return 0;
    }
    if (what == u"ondemand") {
        simdjson::padded_string padded(json.constData(), size_t(json.size()));
        double best = 1e300;
        for (int run = 0; run < Runs; ++run) {
            simdjson::ondemand::parser parser;
            t.restart();
            if (onDemandWalk(parser, padded) < 0)
                return 1;
            best = std::min(best, ms(t));
        }
        result("ondemand_ms", best);
        return 0;
    }
    if (what == u"typed") {
        auto page = bd::domain::decodeProductList(json);
        result("typed_ms", ms(t));
        result("typed_products", double(page.value.products.size()));
        result("typed_peak", peakMb() / mb); // the JSON is freed after decoding: not counted
        return 0;
    }
    // What the app does. The first run is the one whose memory counts (nothing freed before it
    // to reuse); the time is the best of Runs.
    auto page = bd::domain::decodeProductSummaries(json);
    double decodeMs = ms(t);
    t.restart();
    bd::models::CatalogModel model;
    model.sort(bd::models::CatalogModel::Name); // as the catalog screen has it
    model.setProducts(std::move(page.value.products));
    double buildMs = ms(t);
    result("catalog_peak", 1.0 + peakMb() / mb); // the JSON stays: product rows point into it
    for (int run = 1; run < Runs; ++run) {
        t.restart();
        auto again = bd::domain::decodeProductSummaries(json);
        decodeMs = std::min(decodeMs, ms(t));
        t.restart();
        bd::models::CatalogModel other;
        other.sort(bd::models::CatalogModel::Name);
        other.setProducts(std::move(again.value.products));
        buildMs = std::min(buildMs, ms(t));
    }
    result("summary_ms", decodeMs);
    result("build_ms", buildMs);
    result("products", model.rowCount());

    // The baseline at its best: a flat list of the same search texts, already as QStrings; too
    // slow for the whole series, it types the first five keystrokes ("a" .. "analy").
    QStringList texts;
    for (int r = 0; r < model.rowCount(); ++r)
        texts << QString::fromUtf8(model.search().text(r));
    QStringListModel unfiltered(texts);
    QSortFilterProxyModel baseline;
    baseline.setSourceModel(&unfiltered);
    baseline.setRecursiveFilteringEnabled(true);
    baseline.setFilterCaseSensitivity(Qt::CaseInsensitive);
    const QStringList keystrokes = bench::catalogKeystrokes();
    std::vector<double> times, cpu, theirs;
    for (const QString &k : keystrokes) {
        const double cpuBefore = bench::cpuMs();
        t.restart();
        model.setSearchText(k);
        bench::firstScreen(model); // what the view reads right away: the whole refilter counts
        times.push_back(ms(t));
        cpu.push_back(bench::cpuMs() - cpuBefore);
        if (qEnvironmentVariableIsSet("BD_BENCH_KEYSTROKES")) // each one, to see which cost
            std::fprintf(stderr, "%8.3f ms %6d rows  \"%s\"\n", times.back(), model.rowCount(),
                         qPrintable(k));
        if (times.size() <= FirstFive) {
            t.restart();
            baseline.setFilterFixedString(k);
            bench::firstScreen(baseline);
            const double b = ms(t);
            theirs.push_back(b);
            if (times.size() == FirstFive)
                result("search_rows5", model.rowCount());
        }
    }
    bench::report("search", times);
    bench::report("search_cpu", cpu);
    bench::report("search5", {times.begin(), times.begin() + FirstFive});
    bench::report("qsfpm", theirs);
    result("qsfpm_rows", baseline.rowCount());
    result("search_keystrokes", double(times.size()));

    // The same keystrokes in a tree view, each to the painted frame (the view lays out the rows
    // the search left).
    model.setSearchText({});
    {
        QTreeView typed;
        typed.setUniformRowHeights(true); // as the catalog screen has it
        typed.resize(1200, 800);
        typed.setModel(&model);
        typed.show();
        QApplication::processEvents();
        typed.viewport()->grab();
        times.clear();
        cpu.clear();
        for (const QString &k : keystrokes) {
            const double cpuBefore = bench::cpuMs();
            t.restart();
            model.setSearchText(k);
            typed.viewport()->grab();
            times.push_back(ms(t));
            cpu.push_back(bench::cpuMs() - cpuBefore);
        }
        bench::report("painted", times);
        bench::report("painted_cpu", cpu);
    }

    model.setSearchText({});
    {
        // The app's own start-up (style, fonts) happens before any catalog loads: not counted.
        QTreeView warmUp;
        warmUp.show();
        QApplication::processEvents();
        warmUp.viewport()->grab();
    }
    QTreeView view;
    view.resize(1200, 800);
    t.restart();
    view.setModel(&model);
    view.show();
    QApplication::processEvents();
    view.viewport()->grab();
    result("paint_ms", ms(t));
    t.restart();
    view.expand(model.index(0, 0)); // the first look at a product decodes it in full
    view.viewport()->grab();
    result("expand_ms", ms(t));
    return 0;
}

std::map<QString, double> runChild(const QString &what, const QString &path)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--measure"), what, path});
    child.waitForFinished(-1);
    std::map<QString, double> out;
    for (const QByteArray &line : child.readAllStandardOutput().split('\n')) {
        const qsizetype eq = line.indexOf('=');
        if (eq > 0)
            out[QString::fromLatin1(line.left(eq))] = line.mid(eq + 1).toDouble();
    }
    if (qEnvironmentVariableIsSet("BD_BENCH_VERBOSE")) {
        for (const auto &[key, value] : out)
            std::printf("  %s %s = %.3f\n", qPrintable(what), qPrintable(key), value);
    }
    if (child.exitCode() != 0 || out.empty())
        std::fprintf(stderr, "measurement %s failed\n", qPrintable(what));
    return out;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 4 && args.at(1) == u"--measure")
        return measure(args.at(2), args.at(3));
    if (args.size() == 4 && args.at(1) == u"--count")
        return count(args.at(2), args.at(3));
    if (args.size() == 3 && args.at(1) == u"--write") { // the generated list, for catalog-counts
        QString error;
        auto data = bd::sandbox::SandboxData::load({}, &error);
        data->tenants.resize(1);
        data->generateProducts(args.at(2).toInt());
        const QByteArray &json = data->tenants.first().productListBody;
        return std::fwrite(json.constData(), 1, size_t(json.size()), stdout) == size_t(json.size()) ? 0 : 1;
    }

    const int n = args.size() > 1 ? args.at(1).toInt() : 10000;
    QTemporaryFile file;
    qint64 bytes = 0;
    {
        QString error;
        auto data = bd::sandbox::SandboxData::load({}, &error);
        data->tenants.resize(1);
        data->generateProducts(n);
        const QByteArray &json = data->tenants.first().productListBody;
        if (!file.open() || file.write(json) != json.size() || !file.flush())
            return 1;
        bytes = json.size();
        std::printf("%d products (+56 samples), %.1f MB of JSON (%.2f KB a product)\n", n,
                    double(bytes) / 1e6, double(bytes) / 1e3 / (n + 56));
    }
    auto ref = runChild(QStringLiteral("reference"), file.fileName());
    auto cat = runChild(QStringLiteral("catalog"), file.fileName());
    auto typed = runChild(QStringLiteral("typed"), file.fileName());
    auto onDemand = runChild(QStringLiteral("ondemand"), file.fileName());
    const double simd = std::max(ref["reference_ms"], 0.001);
    const double ours = cat["summary_ms"] + cat["build_ms"];
    std::printf("simdjson DOM parse (reference):          %8.1f ms, peak %.2f x the JSON\n", simd,
                ref["reference_peak"]);
    std::printf("Billing Desk summaries while parsing:    %8.1f ms\n", cat["summary_ms"]);
    std::printf("Billing Desk model build:                %8.1f ms\n", cat["build_ms"]);
    std::printf("decode + model build = %.2f x simdjson's parse (aim: <= 1.5)\n", ours / simd);
    std::printf(
        "simdjson On-Demand reading a summary's fields (exact decimals): %.1f ms = %.2f x the DOM parse\n",
        onDemand["ondemand_ms"], onDemand["ondemand_ms"] / simd);
    std::printf("peak memory, JSON kept + what decoding and the model add: %.2f x the JSON (aim: < 2)\n",
                cat["catalog_peak"]);
    std::printf("search, %.0f keystrokes (bench/catalogkeystrokes.h) to what the view reads first: "
                "%.2f ms mean, %.2f ms median, %.2f ms worst (aims: 3, 8)\n",
                cat["search_keystrokes"], cat["search_ms"], cat["search_median_ms"], cat["search_worst_ms"]);
    std::printf(
        "  in this thread's CPU time (what a busy machine gave others left out): %.2f ms mean, %.2f ms "
        "median, %.2f ms worst\n",
        cat["search_cpu_ms"], cat["search_cpu_median_ms"], cat["search_cpu_worst_ms"]);
    std::printf(
        "search, the same keystrokes to the painted tree view: %.2f ms mean, %.2f ms median, %.2f ms worst\n",
        cat["painted_ms"], cat["painted_median_ms"], cat["painted_worst_ms"]);
    std::printf("  in CPU time: %.2f ms mean, %.2f ms median, %.2f ms worst\n", cat["painted_cpu_ms"],
                cat["painted_cpu_median_ms"], cat["painted_cpu_worst_ms"]);
    std::printf("search, first 5 keystrokes (a .. analy), Billing Desk filter: %6.2f ms mean, %.2f ms worst "
                "(%.0f rows left)\n",
                cat["search5_ms"], cat["search5_worst_ms"], cat["search_rows5"]);
    std::printf(
        "search, first 5 keystrokes, recursive QSFPM:             %6.1f ms mean, %.1f ms worst (%.0f rows "
        "left)\n",
        cat["qsfpm_ms"], cat["qsfpm_worst_ms"], cat["qsfpm_rows"]);
    std::printf("first paint of the tree:                 %8.1f ms\n", cat["paint_ms"]);
    std::printf("first expand of a product (full decode): %8.1f ms\n", cat["expand_ms"]);
    std::printf(
        "for comparison, every product decoded in full up front (earlier design): %.1f ms = %.2f x simdjson, "
        "peak %.2f x the JSON on top of it\n",
        typed["typed_ms"], typed["typed_ms"] / simd, typed["typed_peak"]);
    return 0;
}
