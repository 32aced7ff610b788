// The price calculator on any product the decoder accepts: every price book entry at a few
// quantities and terms (and, when the input starts with "#Q N UNIT BASIS" on its own line, at that
// quantity and term too), and a bundle's options priced from the same product. Oracles: no crash;
// the same input prices the same twice; the counted lines add up to the exact total; the total is
// that sum rounded once, half up, to the currency's minor unit, never negative; the curve agrees.

#include "fuzzcheck.h"

#include "domain/bundlepricing.h"
#include "domain/productcodec.h"

using namespace bd;
using namespace bd::domain;

namespace {

QString describe(const PriceResult &r)
{
    QString out = r.total.toString() + QStringLiteral(" exact ") + r.exactTotal.toDecimal().toString();
    for (const PriceLine &l : r.lines)
        out += QStringLiteral("\n  ") + l.label + QStringLiteral(" = ") + l.amount.toDecimal().toString();
    return out;
}

void checkResult(const PriceResult &r)
{
    Fraction sum;
    for (const PriceLine &l : r.lines) {
        if (l.counted)
            sum = sum + l.amount;
    }
    FUZZ_CHECK(sum == r.exactTotal, describe(r));
    FUZZ_CHECK(!r.exactTotal.isNegative(), describe(r));
    FUZZ_CHECK(r.total == r.exactTotal.rounded(r.minorUnits, RoundingMode::Nearest), describe(r));
    FUZZ_CHECK(r.total.scale() == r.minorUnits, describe(r));
}

bool same(const PriceResult &a, const PriceResult &b)
{
    if (a.total.toJson() != b.total.toJson() || !(a.exactTotal == b.exactTotal) ||
        a.lines.size() != b.lines.size() || a.warnings.size() != b.warnings.size() || a.notes != b.notes)
        return false;
    for (qsizetype i = 0; i < a.lines.size(); ++i) {
        if (a.lines.at(i).label != b.lines.at(i).label || !(a.lines.at(i).amount == b.lines.at(i).amount))
            return false;
    }
    return true;
}

QList<PriceInput> inputs(const QByteArray &header)
{
    QList<PriceInput> out;
    for (const char *q : {"0", "1", "7.5", "100", "1000.0005"}) {
        for (int t = 0; t < 3; ++t) {
            PriceInput in;
            in.quantity = *Decimal::fromString(QString::fromLatin1(q));
            if (t == 1) {
                in.term.length = Decimal::fromInteger(18);
                in.term.unit = TimeUnit::Month;
            } else if (t == 2) {
                in.term.first = QDate(2024, 2, 29);
                in.term.last = QDate(2026, 3, 15);
                in.basis = TermBasis::ActualActual;
            }
            in.on = QDate(2025, 1, 1);
            out.append(in);
        }
    }
    const QList<QByteArray> words = header.simplified().split(' ');
    if (words.size() >= 1) {
        PriceInput in;
        const std::optional<Decimal> q = Decimal::fromJson(words.at(0));
        if (!q || words.at(0).size() > 40)
            return out;
        in.quantity = *q;
        if (words.size() >= 3 && words.at(1).size() <= 20) {
            in.term.length = Decimal::fromJson(words.at(1));
            in.term.unit = timeUnitFromString(QString::fromLatin1(words.at(2))).value_or(TimeUnit::Month);
        }
        if (words.size() >= 4)
            in.basis = words.at(3).startsWith('a') ? TermBasis::ActualActual : TermBasis::Us30360;
        out.append(in);
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QByteArray text = fuzz::bytes(data, size);
    QByteArray header;
    if (text.startsWith('#')) {
        const qsizetype end = text.indexOf('\n');
        header = text.mid(1, end < 0 ? -1 : end - 1);
        text = end < 0 ? QByteArray() : text.mid(end + 1);
    }
    const Decoded<Product> decoded = decodeJson<Product>(text);
    if (!decoded.ok)
        return 0;
    const Product &product = decoded.value;
    const QList<PriceInput> all = inputs(header);
    for (const PriceBookEntry &entry : product.priceBookEntries.orEmpty()) {
        const PriceCalculator calculator(product, entry);
        for (const PriceInput &input : all) {
            if (calculator.check(input))
                continue;
            const PriceResult first = calculator.price(input);
            checkResult(first);
            FUZZ_CHECK(same(first, calculator.price(input)), describe(first));
            FUZZ_CHECK(calculator.totals(input, {input.quantity}).value(0) == first.exactTotal,
                       describe(first));
            if (!bundleOptions(product).isEmpty()) {
                BundleInput bundle;
                bundle.input = input;
                if (checkBundleInput(product, entry, bundle))
                    continue;
                const ProductLookup self = [&product](const QString &) { return &product; };
                const PriceResult priced = priceBundle(product, entry, bundle, self);
                checkResult(priced);
                FUZZ_CHECK(same(priced, priceBundle(product, entry, bundle, self)), describe(priced));
            }
        }
    }
    return 0;
}
