#include "cli/productlistcommand.h"

#include "api/productlistjob.h"
#include "cli/output.h"
#include "cli/productrecords.h"
#include "models/common/savedviews.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSaveFile>

namespace bd::cli {

namespace {

QList<QCommandLineOption> selectionOptions()
{
    return {
        QCommandLineOption(QStringLiteral("search"),
                           QCoreApplication::translate("bd::cli", "Only products with every word of TEXT in "
                                                                  "their name, SKU, description, features or "
                                                                  "options (as the window's search)."),
                           QStringLiteral("text")),
        QCommandLineOption(QStringLiteral("filter"),
                           QCoreApplication::translate("bd::cli", "Only products whose field has this value "
                                                                  "(recordType, priceModel, billingTiming, "
                                                                  "category, currency); repeatable."),
                           QStringLiteral("field=value")),
        QCommandLineOption(QStringLiteral("view"),
                           QCoreApplication::translate("bd::cli", "Only and in the order of the catalog's "
                                                                  "saved view NAME of this environment and "
                                                                  "tenant (its search, filters and sort, as "
                                                                  "the window saved it); --search and "
                                                                  "--filter narrow it further."),
                           QStringLiteral("name"))};
}

// The file's format: --format when given, else its suffix (.csv, .jsonl), else JSON.
Format exportFormat(const QCommandLineParser &options, const QString &file)
{
    if (options.isSet(QStringLiteral("format")))
        return parseFormat(options.value(QStringLiteral("format"))).value_or(Format::Json);
    if (file.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive))
        return Format::Csv;
    if (file.endsWith(QStringLiteral(".jsonl"), Qt::CaseInsensitive))
        return Format::Jsonl;
    return Format::Json;
}

} // namespace

CommandSpec ProductListCommand::listSpec()
{
    CommandSpec s;
    s.name = QStringLiteral("products list");
    s.summary = QCoreApplication::translate("bd::cli", "List the published products (every page).");
    s.options = selectionOptions();
    s.details = QCoreApplication::translate(
        "bd::cli",
        "Columns: id, name, sku, recordType, priceModel, billingTiming, category, lowestPrices (the "
        "lowest active list price per currency). CSV has currency and lowestListPrice instead, one row "
        "per currency, the price an exact number. JSON and JSON Lines hold each product exactly as the "
        "service sent it.");
    s.check = [](const QCommandLineParser &o, const QStringList &) {
        return ProductFilter::problem(o.values(QStringLiteral("filter")));
    };
    s.create = [](const Invocation &i) { return new ProductListCommand(i, false); };
    return s;
}

CommandSpec ProductListCommand::exportSpec()
{
    CommandSpec s;
    s.name = QStringLiteral("products export");
    s.summary =
        QCoreApplication::translate("bd::cli", "Write the products to a file: JSON exactly as received, "
                                               "or CSV.");
    s.syntax = QStringLiteral("FILE");
    s.argumentHelp = {{QStringLiteral("FILE"),
                       QCoreApplication::translate("bd::cli", "Where to write; “-” for standard output. Its "
                                                              "suffix picks the format (.csv, .jsonl, else "
                                                              "JSON) unless --format says.")}};
    s.minArguments = 1;
    s.maxArguments = 1;
    s.options = selectionOptions();
    s.defaultFormat = Format::Json;
    s.check = [](const QCommandLineParser &o, const QStringList &arguments) {
        if (o.isSet(QStringLiteral("format")) && exportFormat(o, arguments.value(0)) == Format::Table)
            return QCoreApplication::translate("bd::cli", "An export is csv, json or jsonl, not a table.");
        return ProductFilter::problem(o.values(QStringLiteral("filter")));
    };
    s.create = [](const Invocation &i) { return new ProductListCommand(i, true); };
    return s;
}

ProductListCommand::ProductListCommand(const Invocation &invocation, bool exportToFile)
    : Command(invocation), m_export(exportToFile)
{}

void ProductListCommand::start()
{
    auto *job = new api::ProductListJob(account(), this);
    reportWaits(job);
    connect(job, &api::ApiJob::progress, this, [this](qint64 received, qint64 total) {
        out().progress(QCoreApplication::translate("bd::cli", "Loading products"), received, total);
    });
    connect(job, &api::ApiJob::finished, this, [this, job] {
        if (!job->succeeded()) {
            fail(job->error(), QCoreApplication::translate("bd::cli", "The products could not be loaded"));
            return;
        }
        // Parts that do not match the spec are shown as received; say what they are.
        const QList<domain::DecodeProblem> &problems = job->problems();
        for (qsizetype i = 0; i < problems.size() && i < 5; ++i)
            out().message(QCoreApplication::translate("bd::cli", "Not as the spec describes: %1")
                              .arg(problems.at(i).toString()));
        if (problems.size() > 5) {
            // A count computed inside the call makes lupdate (Qt 6.4) loop forever.
            const int more = int(problems.size() - 5);
            out().message(QCoreApplication::translate("bd::cli", "… and %n more.", nullptr, more));
        }
        write(job->takeProducts());
    });
    job->start();
}

void ProductListCommand::write(const QList<domain::ProductSummary> &all)
{
    std::optional<models::SavedView> view;
    if (const QString name = option(QStringLiteral("view")); !name.isEmpty()) {
        const models::SavedViews views(*account());
        view = views.find(QStringLiteral("catalog"), name);
        if (!view) {
            QStringList names;
            for (const models::SavedView &v : views.all(QStringLiteral("catalog")))
                names << v.name;
            fail(names.isEmpty()
                     ? QCoreApplication::translate("bd::cli",
                                                   "There is no saved view “%1”: this environment and "
                                                   "tenant has no catalog views (save one in the "
                                                   "window: View → Saved Views).")
                           .arg(name)
                     : QCoreApplication::translate("bd::cli",
                                                   "There is no saved view “%1”; the catalog's views "
                                                   "here are: %2.")
                           .arg(name, names.join(QStringLiteral(", "))),
                 Usage);
            return;
        }
    }
    QList<domain::ProductSummary> chosen = view ? productsInView(all, *view) : all;
    const ProductFilter filter(option(QStringLiteral("search")), options(QStringLiteral("filter")));
    chosen.removeIf([&filter](const domain::ProductSummary &p) { return !filter.matches(p); });
    if (!m_export) {
        print(productRecords(chosen, m_invocation.format));
        finish(Done);
        return;
    }
    const QString file = m_invocation.arguments.first();
    const Format format = exportFormat(*m_invocation.options, file);
    const QByteArray bytes = formatRecords(productRecords(chosen, format), format);
    if (file == u"-") {
        out().data(bytes);
        finish(Done);
        return;
    }
    QSaveFile saved(file);
    if (!saved.open(QIODevice::WriteOnly) || saved.write(bytes) != bytes.size() || !saved.commit()) {
        fail(QCoreApplication::translate("bd::cli", "Could not write %1: %2").arg(file, saved.errorString()),
             RequestFailed);
        return;
    }
    const int written = int(chosen.size()); // not computed inside the call: see start()
    out().message(
        QCoreApplication::translate("bd::cli", "Wrote %n product(s) to %1.", nullptr, written).arg(file));
    finish(Done);
}

} // namespace bd::cli
