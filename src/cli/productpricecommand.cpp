#include "cli/productpricecommand.h"

#include "api/productjob.h"
#include "cli/output.h"
#include "cli/pricereport.h"
#include "domain/validation.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

namespace bd::cli {

using namespace domain;

namespace {

QCommandLineOption option(const char *name, const char *help, const char *value)
{
    return QCommandLineOption(QString::fromLatin1(name), QCoreApplication::translate("bd::cli", help),
                              QString::fromLatin1(value));
}

QList<QCommandLineOption> priceOptions()
{
    return {
        option(
            "quantity",
            QT_TRANSLATE_NOOP(
                "bd::cli",
                "How many units: a number of at least 0, such as 45 or 2.5 (the unit of measure rounds it)."),
            "Q"),
        option("term",
               QT_TRANSLATE_NOOP("bd::cli",
                                 "The term's length in --term-unit (default: the product's default term)."),
               "N"),
        option("term-unit", QT_TRANSLATE_NOOP("bd::cli", "day, month or year (default: month)."), "unit"),
        option("start",
               QT_TRANSLATE_NOOP("bd::cli", "The term's first day, YYYY-MM-DD; also the day price tags must "
                                            "be valid on (default: today)."),
               "date"),
        option("end",
               QT_TRANSLATE_NOOP(
                   "bd::cli", "The term's last day (included), YYYY-MM-DD: with --start, instead of --term."),
               "date"),
        option("basis",
               QT_TRANSLATE_NOOP("bd::cli",
                                 "How dates count: 30/360 (US NASD, the default) or actual (actual/actual)."),
               "basis"),
        option("currency",
               QT_TRANSLATE_NOOP(
                   "bd::cli", "The price's currency, an ISO 4217 code (default: the recommended price's)."),
               "ISO"),
        option("uom",
               QT_TRANSLATE_NOOP(
                   "bd::cli",
                   "The price's unit of measure by name, such as User/Month (default: the recommended one)."),
               "name"),
        option("option",
               QT_TRANSLATE_NOOP(
                   "bd::cli",
                   "A bundle option's quantity, option-id=quantity, within its min and max; repeatable."),
               "id=Q"),
    };
}

std::optional<QDate> dateOption(const QCommandLineParser &o, const char *name, QString *problem)
{
    const QString text = o.value(QString::fromLatin1(name));
    if (!isValidIsoDate(text)) {
        *problem = QCoreApplication::translate(
                       "bd::cli", "--%1 must be a date as YYYY-MM-DD, such as 2025-01-31, not “%2”.")
                       .arg(QString::fromLatin1(name), text);
        return std::nullopt;
    }
    return QDate::fromString(text, Qt::ISODate);
}

QString readTerm(const QCommandLineParser &o, PriceOptions &out)
{
    TermSpan &term = out.input.input.term;
    const bool hasTerm = o.isSet(QStringLiteral("term"));
    if (hasTerm) {
        const QString text = o.value(QStringLiteral("term"));
        const std::optional<Decimal> length = Decimal::fromString(text);
        if (!length || length->isNegative())
            return QCoreApplication::translate(
                       "bd::cli", "--term must be a number of at least 0, such as 12 or 1.5, not “%1”.")
                .arg(text);
        term.length = *length;
    }
    if (o.isSet(QStringLiteral("term-unit"))) {
        const QString text = o.value(QStringLiteral("term-unit"));
        const std::optional<TimeUnit> unit = timeUnitFromString(text);
        if (!hasTerm)
            return QCoreApplication::translate("bd::cli",
                                               "--term-unit goes with --term: the unit its number counts.");
        if (!unit || (*unit != TimeUnit::Day && *unit != TimeUnit::Month && *unit != TimeUnit::Year))
            return QCoreApplication::translate("bd::cli", "--term-unit must be day, month or year, not “%1”.")
                .arg(text);
        term.unit = *unit;
    }
    QString problem;
    std::optional<QDate> start;
    if (o.isSet(QStringLiteral("start")) && !(start = dateOption(o, "start", &problem)))
        return problem;
    if (o.isSet(QStringLiteral("end"))) {
        const std::optional<QDate> end = dateOption(o, "end", &problem);
        if (!end)
            return problem;
        if (!start)
            return QCoreApplication::translate(
                "bd::cli", "--end needs --start: the term runs from its first day to its last.");
        if (hasTerm)
            return QCoreApplication::translate(
                "bd::cli", "Give the term as --term N or as --start and --end, not both.");
        if (*end < *start)
            return QCoreApplication::translate(
                       "bd::cli",
                       "--end (%1) is before --start (%2): the end is the term's last day, on or after its "
                       "first.")
                .arg(end->toString(Qt::ISODate), start->toString(Qt::ISODate));
        term.first = *start;
        term.last = *end;
    }
    out.input.input.on = start.value_or(QDate::currentDate());
    if (o.isSet(QStringLiteral("basis"))) {
        const QString basis = o.value(QStringLiteral("basis")).trimmed().toLower();
        if (basis == u"30/360" || basis == u"30-360")
            out.input.input.basis = TermBasis::Us30360;
        else if (basis == u"actual" || basis == u"actual/actual")
            out.input.input.basis = TermBasis::ActualActual;
        else
            return QCoreApplication::translate("bd::cli", "--basis must be 30/360 or actual, not “%1”.")
                .arg(o.value(QStringLiteral("basis")));
    }
    return QString();
}

QString readOthers(const QCommandLineParser &o, PriceOptions &out)
{
    if (o.isSet(QStringLiteral("currency"))) {
        out.currency = o.value(QStringLiteral("currency")).trimmed();
        static const QRegularExpression iso(QStringLiteral("^[A-Za-z]{3}$"));
        if (!iso.match(out.currency).hasMatch())
            return QCoreApplication::translate(
                       "bd::cli", "--currency must be a three-letter ISO 4217 code such as USD, not “%1”.")
                .arg(out.currency);
    }
    out.uom = o.value(QStringLiteral("uom")).trimmed();
    for (const QString &text : o.values(QStringLiteral("option"))) {
        const qsizetype eq = text.indexOf(u'=');
        bool ok = false;
        const qint64 quantity = eq > 0 ? text.mid(eq + 1).trimmed().toLongLong(&ok) : -1;
        if (!ok || quantity < 0)
            return QCoreApplication::translate(
                       "bd::cli",
                       "--option takes option-id=quantity, a whole number of at least 0, not “%1”.")
                .arg(text);
        out.input.optionQuantities.insert(text.left(eq).trimmed(), quantity);
    }
    return QString();
}

} // namespace

PriceOptions readPriceOptions(const QCommandLineParser &o)
{
    PriceOptions out;
    const QString quantity = o.value(QStringLiteral("quantity"));
    const std::optional<Decimal> q = Decimal::fromString(quantity);
    if (!o.isSet(QStringLiteral("quantity")))
        out.problem = QCoreApplication::translate(
            "bd::cli", "--quantity is required: how many units, a number of at least 0 such as 45 or 2.5.");
    else if (!q)
        out.problem =
            QCoreApplication::translate("bd::cli", "--quantity must be a number such as 45 or 2.5, not “%1”.")
                .arg(quantity);
    else if (q->isNegative())
        out.problem =
            QCoreApplication::translate("bd::cli", "--quantity must be 0 or more, not %1.").arg(quantity);
    else
        out.input.input.quantity = *q;
    if (out.problem.isEmpty())
        out.problem = readTerm(o, out);
    if (out.problem.isEmpty())
        out.problem = readOthers(o, out);
    return out;
}

CommandSpec ProductPriceCommand::spec()
{
    CommandSpec s;
    s.name = QStringLiteral("products price");
    s.summary = QCoreApplication::translate(
        "bd::cli",
        "What a quantity of a product costs over a term, step by step, with the rule of each step.");
    takeProductId(s);
    s.options = priceOptions();
    s.details = QCoreApplication::translate(
        "bd::cli",
        "The price follows the vendor's pricing rules (quantity rounded by the unit of measure, term "
        "in the price's term unit, the first applicable price tag, discount tags compounded, the "
        "total rounded once, half up, to the currency's minor unit). Where the sources are silent "
        "the rule chosen is named in words. JSON gives every number as an exact decimal string.");
    s.check = [](const QCommandLineParser &o, const QStringList &arguments) {
        if (const QString problem = productIdProblem(arguments); !problem.isEmpty())
            return problem;
        if (o.isSet(QStringLiteral("format"))) {
            const std::optional<Format> f = parseFormat(o.value(QStringLiteral("format")));
            if (f != Format::Table && f != Format::Json)
                return QCoreApplication::translate(
                    "bd::cli", "products price prints a table or JSON: --format must be table or json.");
        }
        return readPriceOptions(o).problem;
    };
    s.create = [](const Invocation &i) { return new ProductPriceCommand(i); };
    return s;
}

void ProductPriceCommand::start()
{
    m_options = readPriceOptions(*m_invocation.options);
    readProduct(m_invocation.arguments.first(),
                [this](const api::ProductJob &job) { readOptions(job.product()); });
}

// Checks the choices that need the product (currency, unit, option quantities), then reads the
// products of the options that are priced on their own.
void ProductPriceCommand::readOptions(const Product &product)
{
    m_product = product;
    const EntryChoice choice = choosePriceBookEntry(m_product, m_options.currency, m_options.uom);
    if (choice.problem) {
        fail(QStringLiteral("--%1: %2").arg(choice.problem->field, choice.problem->message), Usage);
        return;
    }
    if (const std::optional<Violation> v = checkBundleInput(m_product, *choice.entry, m_options.input)) {
        const QString name = v->field.startsWith(u"option") ? QStringLiteral("option") : v->field;
        fail(QStringLiteral("--%1: %2").arg(name, v->message), Usage);
        return;
    }
    for (const BundleOption &o : bundleOptions(m_product)) {
        if (o.bundled || o.productId.isEmpty() || m_optionProducts.contains(o.productId))
            continue;
        m_optionProducts.insert(o.productId, Product()); // reserved; replaced when it arrives
        ++m_pending;
        auto *job = new api::ProductJob(account(), o.productId, this);
        reportWaits(job);
        connect(job, &api::ApiJob::finished, this, [this, job, o] {
            if (job->succeeded())
                m_optionProducts.insert(o.productId, job->product());
            else
                m_optionProducts.remove(o.productId);
            if (--m_pending == 0)
                price();
        });
        job->start();
    }
    if (m_pending == 0)
        price();
}

void ProductPriceCommand::price()
{
    const EntryChoice choice = choosePriceBookEntry(m_product, m_options.currency, m_options.uom);
    const ProductLookup lookup = [this](const QString &productId) -> const Product * {
        const auto it = m_optionProducts.constFind(productId);
        return it == m_optionProducts.cend() ? nullptr : &*it;
    };
    PriceResult r = bundleOptions(m_product).isEmpty()
                        ? PriceCalculator(m_product, *choice.entry).price(m_options.input.input)
                        : priceBundle(m_product, *choice.entry, m_options.input, lookup);
    if (!choice.note.isEmpty())
        r.notes.prepend(choice.note);
    out().data(m_invocation.format == Format::Json ? priceJson(r)
                                                   : priceTable(r, m_invocation.maxCellWidth).toUtf8());
    finish(Done);
}

} // namespace bd::cli
