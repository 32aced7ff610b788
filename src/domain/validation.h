#pragma once

// Validation rules of the spec as pure functions. Each violation names the field (wire name)
// and says in words what is allowed.

#include "domain/contact.h"
#include "domain/invoice.h"
#include "domain/product.h"

#include <QList>
#include <QString>

#include <optional>

namespace bd::domain {

struct Violation
{
    QString field;   // wire name or path, e.g. "firstName", "priceBookEntries[1].uom.decimalScale"
    QString message; // for people, names the field and what is allowed
    friend bool operator==(const Violation &, const Violation &) = default;
};

// Characters as a person sees them (grapheme clusters): "é" written as e + accent is one,
// an emoji with a skin tone is one.
qsizetype visibleLength(QStringView text);

constexpr int MaxProductTextLength = 255; // description, imageUrl
constexpr int MinDecimalScale = 0;
constexpr int MaxDecimalScale = 10;

// The length limit of a contact field (0: none) and its label for people (domain/contactschema.h).
int contactFieldLimit(QStringView field);
QString contactFieldLabel(QStringView field);

bool isValidEmail(QStringView text);
bool isValidIsoDate(QStringView text);   // YYYY-MM-DD and a real calendar date
bool isValidProductId(QStringView text); // CRM record id: 15 or 18 letters and digits

// How a length limit counts: what a person sees (grapheme clusters), and — by default — also
// code points, since a service may count those and refuse what looks short enough.
enum class LengthRule { Visible, VisibleAndCodePoints };
std::optional<Violation> checkMaxLength(QStringView field, const QString &label, QStringView text, int max,
                                        LengthRule rule = LengthRule::VisibleAndCodePoints);
std::optional<Violation> validateContactField(QStringView field, QStringView text,
                                              LengthRule rule = LengthRule::VisibleAndCodePoints);
QList<Violation> validateContact(const ContactWritable &fields); // present fields only
std::optional<Violation> validateProductId(QStringView text);
QList<Violation> validateUnitOfMeasure(const UnitOfMeasure &uom, const QString &path = QStringLiteral("uom"));
QList<Violation> validateProduct(const Product &product);
QList<Violation> validateDeleteInvoicesRequest(const DeleteInvoicesRequest &request);

} // namespace bd::domain
