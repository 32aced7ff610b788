#include "domain/validation.h"
#include "domain/contactschema.h"

#include <QCoreApplication>
#include <QDate>
#include <QRegularExpression>
#include <QTextBoundaryFinder>

namespace bd::domain {

static QString tr(const char *text)
{
    return QCoreApplication::translate("bd::domain", text);
}

qsizetype visibleLength(QStringView text)
{
    if (text.isEmpty())
        return 0;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text.data(), text.size());
    qsizetype count = 0;
    while (finder.toNextBoundary() >= 0)
        ++count;
    return count;
}

int contactFieldLimit(QStringView field)
{
    const ContactFieldSpec *f = contactField(field);
    return f ? f->maxLength : 0;
}

QString contactFieldLabel(QStringView field)
{
    const ContactFieldSpec *f = contactField(field);
    return f ? tr(f->label) : field.toString();
}

bool isValidEmail(QStringView text)
{
    static const QRegularExpression shape(QStringLiteral(R"(^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$)"));
    if (text.size() > 254 || text.contains(u".."))
        return false;
    const qsizetype at = text.indexOf(u'@');
    if (at <= 0 || at > 64 || text.startsWith(u'.') || text.at(at - 1) == u'.')
        return false;
    return shape.match(text.toString()).hasMatch();
}

bool isValidIsoDate(QStringView text)
{
    static const QRegularExpression shape(QStringLiteral(R"(^\d{4}-\d{2}-\d{2}$)"));
    if (!shape.match(text.toString()).hasMatch())
        return false;
    return QDate::fromString(text.toString(), Qt::ISODate).isValid();
}

bool isValidProductId(QStringView text)
{
    if (text.size() != 15 && text.size() != 18)
        return false;
    for (QChar c : text) {
        if (!(c.isDigit() || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z')))
            return false;
    }
    return true;
}

std::optional<Violation> checkMaxLength(QStringView field, const QString &label, QStringView text, int max,
                                        LengthRule rule)
{
    if (max <= 0)
        return std::nullopt;
    const qsizetype length = visibleLength(text);
    if (length > max)
        return Violation{
            field.toString(),
            tr("%1 is %2 characters long; at most %3 are allowed.").arg(label).arg(length).arg(max)};
    // Services may count code points, not what a person sees: "é" written as e + accent is one
    // character on screen but two code points. Refuse before sending what such a service would.
    const qsizetype codePoints = text.toUcs4().size();
    if (rule == LengthRule::VisibleAndCodePoints && codePoints > max)
        return Violation{
            field.toString(),
            tr("%1 looks %2 characters long, but accents written as separate marks count too: it "
               "is %3 characters for the service, which allows at most %4.")
                .arg(label)
                .arg(length)
                .arg(codePoints)
                .arg(max)};
    return std::nullopt;
}

std::optional<Violation> validateContactField(QStringView field, QStringView text, LengthRule rule)
{
    const QString label = contactFieldLabel(field);
    if (auto tooLong = checkMaxLength(field, label, text, contactFieldLimit(field), rule))
        return tooLong;
    if (text.isEmpty())
        return std::nullopt;
    const ContactFieldSpec *spec = contactField(field);
    const ContactFormat format = spec ? spec->format : ContactFormat::Text;
    if (format == ContactFormat::Email && !isValidEmail(text))
        return Violation{field.toString(), tr("%1 must be an address like name@example.com.").arg(label)};
    if (format == ContactFormat::Date && !isValidIsoDate(text))
        return Violation{field.toString(),
                         tr("%1 must be a real date written YYYY-MM-DD, for example 1985-04-23.").arg(label)};
    return std::nullopt;
}

QList<Violation> validateContact(const ContactWritable &fields)
{
    QList<Violation> out;
    for (const ContactFieldSpec &f : ContactSchema) {
        if (const QString *text = (fields.*f.member).get()) {
            if (auto v = validateContactField(QString::fromLatin1(f.name), *text))
                out.append(*v);
        }
    }
    return out;
}

std::optional<Violation> validateProductId(QStringView text)
{
    if (isValidProductId(text))
        return std::nullopt;
    return Violation{QStringLiteral("productId"),
                     tr("Product id \"%1\" is not a record id: it must be 15 or 18 letters and digits, "
                        "for example 01t5g000001AbCdEAF.")
                         .arg(text)};
}

QList<Violation> validateUnitOfMeasure(const UnitOfMeasure &uom, const QString &path)
{
    QList<Violation> out;
    if (const qint64 *scale = uom.decimalScale.get()) {
        if (*scale < MinDecimalScale || *scale > MaxDecimalScale) {
            out.append({path + QStringLiteral(".decimalScale"),
                        tr("Decimal scale is %1; it must be between %2 and %3.")
                            .arg(*scale)
                            .arg(MinDecimalScale)
                            .arg(MaxDecimalScale)});
        }
    }
    if (const QString *mode = uom.roundingMode.get()) {
        if (!roundingModeFromString(*mode))
            out.append({path + QStringLiteral(".roundingMode"),
                        tr("Rounding mode \"%1\" is not one of Up, Down, Nearest.").arg(*mode)});
    }
    return out;
}

QList<Violation> validateProduct(const Product &product)
{
    QList<Violation> out;
    if (const QString *d = product.description.get()) {
        if (auto v = checkMaxLength(u"description", tr("Description"), *d, MaxProductTextLength))
            out.append(*v);
    }
    if (const QString *url = product.imageUrl.get()) {
        if (auto v = checkMaxLength(u"imageUrl", tr("Image address"), *url, MaxProductTextLength))
            out.append(*v);
    }
    if (const QString *id = product.id.get()) {
        if (auto v = validateProductId(*id))
            out.append({QStringLiteral("id"), v->message});
    }
    if (const auto *entries = product.priceBookEntries.get()) {
        for (qsizetype i = 0; i < entries->size(); ++i) {
            if (const UnitOfMeasure *uom = entries->at(i).uom.get())
                out += validateUnitOfMeasure(*uom, QStringLiteral("priceBookEntries[%1].uom").arg(i));
        }
    }
    return out;
}

QList<Violation> validateDeleteInvoicesRequest(const DeleteInvoicesRequest &request)
{
    QList<Violation> out;
    const bool byIds = request.invoiceIds.isPresent();
    const bool byFilter = request.graphqlFilter.isPresent();
    if (byIds && byFilter) {
        out.append(
            {QStringLiteral("invoiceIds"), tr("Choose invoices either by id or by filter, not both.")});
    } else if (!byIds && !byFilter) {
        out.append({QStringLiteral("invoiceIds"),
                    tr("Choose the invoices to delete: give ids or a status filter.")});
    } else if (byIds && request.invoiceIds.value().isEmpty()) {
        out.append({QStringLiteral("invoiceIds"), tr("Give at least one invoice id.")});
    } else if (byFilter) {
        // A filter is built from a status (byStatus), never read back out of text.
        const QString &status = request.filterStatus;
        if (status.isEmpty() || request.graphqlFilter.value() != invoiceStatusFilter(status))
            out.append({QStringLiteral("graphqlFilter"),
                        tr("The filter must have the shape {status: {_eq: \"Canceled\"}} (or \"Draft\"), "
                           "with balanced quotes.")});
        else if (!deletableInvoiceStatuses().contains(status, Qt::CaseInsensitive))
            out.append({QStringLiteral("graphqlFilter"),
                        tr("Only canceled or draft invoices can be deleted, not \"%1\".").arg(status)});
    }
    if (byIds) {
        for (const QString &id : request.invoiceIds.value()) {
            if (id.trimmed().isEmpty()) {
                out.append({QStringLiteral("invoiceIds"), tr("Invoice ids must not be empty.")});
                break;
            }
        }
    }
    return out;
}

} // namespace bd::domain
