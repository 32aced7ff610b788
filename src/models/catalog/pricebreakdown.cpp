#include "models/catalog/pricebreakdown.h"

#include "models/common/csv.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace bd::models {

using domain::Decimal;
using domain::PriceResult;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("bd::models", text);
}

QString number(const Decimal &value, const QLocale &locale)
{
    return value.toLocaleString(locale);
}

QStringList headings()
{
    return {tr("Step"), tr("Units"), tr("Unit price"), tr("Amount"), tr("Rule")};
}

QString ruleMark(int rule)
{
    return rule > 0 ? QStringLiteral("[%1]").arg(rule) : QString();
}

} // namespace

Breakdown breakdownOf(const PriceResult &r)
{
    Breakdown b;
    for (const domain::PriceLine &line : r.lines) {
        BreakdownRow row;
        row.label = line.counted ? line.label : tr("%1 (not added)").arg(line.label);
        row.units = line.units.toDecimal();
        row.unitPrice = line.unitPrice.toDecimal();
        row.amount = line.amount.toDecimal();
        row.kind = line.kind;
        if (!line.rule.isEmpty()) {
            qsizetype at = b.rules.indexOf(line.rule);
            if (at < 0) {
                b.rules << line.rule;
                at = b.rules.size() - 1;
            }
            row.rule = int(at) + 1;
        }
        b.rows << row;
    }
    for (const domain::PriceWarning &w : r.warnings)
        b.notes << tr("Warning: %1").arg(w.text);
    b.notes << r.notes;
    return b;
}

QString breakdownText(const PriceResult &r, const QLocale &locale)
{
    const Breakdown b = breakdownOf(r);
    QList<QStringList> rows{headings()};
    for (const BreakdownRow &row : b.rows)
        rows << QStringList{row.label, number(row.units, locale), number(row.unitPrice, locale),
                            number(row.amount, locale), ruleMark(row.rule)};
    rows << QStringList{tr("Total"), QString(), QString(), number(r.total, locale) + u' ' + r.currency,
                        QString()};
    QList<qsizetype> widths(5, 0);
    for (const QStringList &row : rows)
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], row.at(c).size());
    QString out = tr("%1: %2 per %3, quantity %4")
                      .arg(r.productName, r.currency, r.uomName, number(r.quantity, locale)) +
                  u'\n';
    if (r.termUnit)
        out += tr("Term: %1 %2")
                   .arg(number(r.term.toDecimal(), locale), domain::timeUnitName(*r.termUnit, r.term)) +
               u'\n';
    out += u'\n';
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype c = 0; c < row.size(); ++c) {
            // Text left, numbers right, as a person reads a bill.
            const QString cell =
                c == 0 || c == 4 ? row.at(c).leftJustified(widths[c]) : row.at(c).rightJustified(widths[c]);
            line += (c ? QStringLiteral("  ") : QString()) + cell;
        }
        out +=
            line.trimmed().isEmpty() ? QString() : line.remove(QRegularExpression(QStringLiteral("\\s+$")));
        out += u'\n';
    }
    if (!b.rules.isEmpty())
        out += u'\n';
    for (qsizetype i = 0; i < b.rules.size(); ++i)
        out += QStringLiteral("[%1] %2\n").arg(i + 1).arg(b.rules.at(i));
    if (!b.notes.isEmpty())
        out += u'\n';
    for (const QString &note : b.notes)
        out += QStringLiteral("- ") + note + u'\n';
    return out;
}

QByteArray breakdownCsv(const PriceResult &r)
{
    const Breakdown b = breakdownOf(r);
    QByteArray out = csvRecord(headings());
    for (const BreakdownRow &row : b.rows)
        out += csvRecord({row.label, row.units.toString(), row.unitPrice.toString(), row.amount.toString(),
                          row.rule > 0 ? b.rules.at(row.rule - 1) : QString()});
    out += csvRecord({tr("Total (%1)").arg(r.currency), QString(), QString(), r.total.toString(), QString()});
    return out;
}

} // namespace bd::models
