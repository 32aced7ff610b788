#pragma once

// A price's breakdown as the Price panel shows it and copies it: one row per step (label, units,
// unit price, amount, the number of its rule), the rules in words under the rows, then the
// warnings and notes. The same rows feed the table, the text for an email and the CSV.

#include "domain/pricing.h"

#include <QByteArray>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace bd::models {

struct BreakdownRow
{
    QString label; // "(not added)" marks a step shown but replaced by a later one
    domain::Decimal units;
    domain::Decimal unitPrice;
    domain::Decimal amount;
    int rule = 0; // 1-based into Breakdown::rules; 0: none
    domain::PriceLine::Kind kind = domain::PriceLine::Kind::List;
};

struct Breakdown
{
    QList<BreakdownRow> rows;
    QStringList rules; // each rule once, in the order the rows first name it
    QStringList notes; // warnings ("Warning: …") first, then the notes behind the result
};

Breakdown breakdownOf(const domain::PriceResult &result);
// For an email: a heading, the rows aligned in columns, the total, the rules and the notes.
QString breakdownText(const domain::PriceResult &result, const QLocale &locale = QLocale());
// Step, Units, Unit price, Amount, Rule; exact decimals; a total row; formula-safe (csv.h).
QByteArray breakdownCsv(const domain::PriceResult &result);

} // namespace bd::models
