#include "cli/pricereport.h"

#include "cli/recordset.h"
#include "domain/json/jsonwriter.h"

#include <QCoreApplication>

namespace bd::cli {

using domain::Fraction;
using domain::PriceLine;
using domain::PriceResult;

namespace {

QString exact(const Fraction &value)
{
    return value.toDecimal().toString();
}

const char *kindName(PriceLine::Kind kind)
{
    switch (kind) {
    case PriceLine::Kind::List: return "list";
    case PriceLine::Kind::Price: return "price";
    case PriceLine::Kind::Discount: return "discount";
    case PriceLine::Kind::Ramp: return "ramp";
    case PriceLine::Kind::Option: return "option";
    case PriceLine::Kind::Included: return "included";
    }
    return "";
}

QStringList notesOf(const PriceResult &r)
{
    QStringList notes;
    for (const domain::PriceWarning &w : r.warnings)
        notes << QCoreApplication::translate("bd::cli", "Warning: %1").arg(w.text);
    notes << r.notes;
    return notes;
}

QString termUnitName(const PriceResult &r)
{
    static const char *const names[] = {"Day", "Week", "Month", "Quarter", "Year"};
    return r.termUnit ? QString::fromLatin1(names[int(*r.termUnit)]) : QString();
}

} // namespace

QByteArray priceJson(const PriceResult &r)
{
    json::Writer w;
    w.beginObject();
    w.key("productId");
    w.string(r.productId);
    w.key("currency");
    w.string(r.currency);
    w.key("uom");
    w.string(r.uomName);
    w.key("quantity");
    w.string(r.quantity.toString());
    w.key("term");
    w.string(exact(r.term));
    w.key("termUnit");
    if (r.termUnit)
        w.string(termUnitName(r));
    else
        w.null();
    w.key("listTotal");
    w.string(exact(r.listTotal));
    w.key("total");
    w.string(r.total.toString());
    w.key("lines");
    w.beginArray();
    for (const PriceLine &line : r.lines) {
        w.beginObject();
        w.key("label");
        w.string(line.label);
        w.key("units");
        w.string(exact(line.units));
        w.key("unitPrice");
        w.string(exact(line.unitPrice));
        w.key("amount");
        w.string(exact(line.amount));
        w.key("kind");
        w.string(QString::fromLatin1(kindName(line.kind)));
        w.key("counted");
        w.boolean(line.counted);
        w.key("rule");
        w.string(line.rule);
        w.endObject();
    }
    w.endArray();
    w.key("notes");
    w.beginArray();
    for (const QString &note : notesOf(r))
        w.string(note);
    w.endArray();
    w.endObject();
    return json::reformat(w.data(), true) + '\n';
}

QString priceTable(const PriceResult &r, int maxCellWidth)
{
    QString out = QStringLiteral("%1 (%2)\n").arg(r.productName, r.productId);
    const QString termUnit = r.termUnit ? domain::timeUnitName(*r.termUnit, r.term) : QString();
    out += QCoreApplication::translate("bd::cli", "%1 per %2 · quantity %3 · term %4 %5")
               .arg(r.currency, r.uomName, r.quantity.toString(), exact(r.term), termUnit)
               .trimmed() +
           QStringLiteral("\n\n");
    QStringList rules;
    QList<QStringList> rows;
    for (const PriceLine &line : r.lines) {
        qsizetype rule = rules.indexOf(line.rule);
        if (rule < 0 && !line.rule.isEmpty()) {
            rules << line.rule;
            rule = rules.size() - 1;
        }
        const QString label = line.counted
                                  ? line.label
                                  : QCoreApplication::translate("bd::cli", "%1 (not added)").arg(line.label);
        rows << QStringList{label, exact(line.units), exact(line.unitPrice), exact(line.amount),
                            rule < 0 ? QString() : QStringLiteral("[%1]").arg(rule + 1)};
    }
    rows << QStringList{QCoreApplication::translate("bd::cli", "Total, rounded once"), QString(), QString(),
                        r.total.toString() + u' ' + r.currency, QString()};
    out += alignedTable(
        {QCoreApplication::translate("bd::cli", "Step"), QCoreApplication::translate("bd::cli", "Units"),
         QCoreApplication::translate("bd::cli", "Unit price"),
         QCoreApplication::translate("bd::cli", "Amount"), QCoreApplication::translate("bd::cli", "Rule")},
        rows, maxCellWidth);
    out += u'\n';
    for (qsizetype i = 0; i < rules.size(); ++i)
        out += QStringLiteral("[%1] %2\n").arg(i + 1).arg(rules.at(i));
    const QStringList notes = notesOf(r);
    if (!notes.isEmpty()) {
        out += u'\n';
        for (const QString &note : notes)
            out += QStringLiteral("- ") + note + u'\n';
    }
    return out;
}

} // namespace bd::cli
