// The spec's validation rules on any text. The first byte picks what to check, the rest is the
// text (UTF-8, or raw UTF-16 code units when the byte is odd, so lone surrogates occur too).
// Oracles: lengths count graphemes (never more than code units or code points), the length
// limit is applied exactly to both counts, a valid date is a real calendar date of the right
// shape, a valid record id is 15 or 18 ASCII letters and digits, and every violation names a
// field it was asked about.

#include "domain/contactschema.h"
#include "fuzzcheck.h"

#include "domain/contactcodec.h"
#include "domain/invoicecodec.h"
#include "domain/productcodec.h"
#include "domain/validation.h"

#include <QDate>

using namespace bd;
using namespace bd::domain;

static QString textOf(const uint8_t *data, size_t size, bool utf16)
{
    if (!utf16)
        return QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    QString text(qsizetype(size / 2), Qt::Uninitialized);
    for (size_t i = 0; i + 1 < size; i += 2)
        text[qsizetype(i / 2)] = QChar(char16_t(data[i] | (data[i + 1] << 8)));
    return text;
}

static bool isAsciiAlnum(QChar c)
{
    return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

static void checkText(const QString &text, int selector)
{
    const qsizetype length = visibleLength(text);
    FUZZ_CHECK(length <= text.size() && (text.isEmpty() || length >= 1), text);

    const auto &fields = ContactSchema;
    const QString field = QString::fromLatin1(fields[size_t(selector) % fields.size()].name);
    const std::optional<Violation> v = validateContactField(field, text);
    if (v)
        FUZZ_CHECK(v->field == field && !v->message.isEmpty(), v->message);
    const int limit = contactFieldLimit(field);
    if (limit > 0 && length > limit)
        FUZZ_CHECK(v.has_value(), text);

    // Too long is what a person sees over the limit, or (by default) the code points a service
    // may count instead (issue 12: accents written as separate marks).
    const int max = selector % 50;
    const qsizetype codePoints = text.toUcs4().size();
    FUZZ_CHECK(codePoints >= length, text);
    const std::optional<Violation> tooLong = checkMaxLength(u"x", QStringLiteral("X"), text, max);
    FUZZ_CHECK(tooLong.has_value() == (max > 0 && (length > max || codePoints > max)), text);
    const std::optional<Violation> tooLongToSee =
        checkMaxLength(u"x", QStringLiteral("X"), text, max, LengthRule::Visible);
    FUZZ_CHECK(tooLongToSee.has_value() == (max > 0 && length > max), text);

    if (isValidIsoDate(text)) {
        FUZZ_CHECK(text.size() == 10 && text[4] == u'-' && text[7] == u'-', text);
        FUZZ_CHECK(QDate::fromString(text, Qt::ISODate).isValid(), text);
        for (qsizetype i : {0, 1, 2, 3, 5, 6, 8, 9})
            FUZZ_CHECK(text[i] >= u'0' && text[i] <= u'9', text);
    }
    if (isValidProductId(text)) {
        FUZZ_CHECK(text.size() == 15 || text.size() == 18, text);
        FUZZ_CHECK(std::all_of(text.begin(), text.end(), isAsciiAlnum), text);
    }
    FUZZ_CHECK(validateProductId(text).has_value() != isValidProductId(text), text);
    if (isValidEmail(text)) {
        const qsizetype at = text.indexOf(u'@');
        FUZZ_CHECK(at > 0 && text.indexOf(u'.', at) > at + 1 && text.size() <= 254, text);
    }
    (void)roundingModeFromString(text);
    (void)currencyMinorUnits(text);
    (void)validateDeleteInvoicesRequest(DeleteInvoicesRequest::byStatus(text));
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const int selector = data[0];
    checkText(textOf(data + 1, size - 1, selector & 1), selector >> 1);

    // The same bytes as JSON for the record validators.
    const QByteArray json = fuzz::bytes(data + 1, size - 1);
    if (const auto contact = decodeJson<Contact>(json); contact.ok) {
        for (const Violation &v : validateContact(contact.value.fields)) {
            const auto &fields = ContactSchema;
            FUZZ_CHECK(
                std::any_of(fields.begin(), fields.end(),
                            [&](const ContactFieldSpec &f) { return v.field == QLatin1String(f.name); }),
                v.field);
        }
    }
    if (const auto product = decodeJson<Product>(json); product.ok) {
        for (const Violation &v : validateProduct(product.value))
            FUZZ_CHECK(!v.field.isEmpty() && !v.message.isEmpty(), v.message);
    }
    if (const auto request = decodeJson<DeleteInvoicesRequest>(json); request.ok) {
        const QList<Violation> violations = validateDeleteInvoicesRequest(request.value);
        if (request.value.invoiceIds.isPresent() == request.value.graphqlFilter.isPresent())
            FUZZ_CHECK(!violations.isEmpty(), QString::fromUtf8(json));
    }
    return 0;
}
