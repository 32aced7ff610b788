#include "domain/productsummarizer.h"

#include "domain/productschema.h"
#include "domain/searchfold.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cstring>

namespace bd::domain {

namespace P = schema::product;
namespace E = schema::priceBookEntry;

namespace {

// Few distinct values repeat across a catalog (record types, price models, currencies):
// one shared QString each instead of one allocation per product.
// A member name compared with a schema name: sizes first, then bytes the compiler inlines.
template <size_t N> bool is(QByteArrayView key, const char (&name)[N])
{
    return key.size() == qsizetype(N - 1) && std::memcmp(key.data(), name, N - 1) == 0;
}

class Interner
{
public:
    QString get(QByteArrayView utf8)
    {
        std::vector<std::pair<QByteArray, QString>> &bucket = m_buckets[bucketOf(utf8)];
        for (const auto &[bytes, text] : bucket) {
            if (bytes == utf8)
                return text;
        }
        QString text = QString::fromUtf8(utf8);
        if (m_count < 256) {
            bucket.emplace_back(utf8.toByteArray(), text);
            ++m_count;
        }
        return text;
    }

private:
    static size_t bucketOf(QByteArrayView b)
    {
        if (b.isEmpty())
            return 0;
        return (size_t(b.size()) * 31u + uchar(b.front()) * 7u + uchar(b.back())) % Buckets;
    }
    static constexpr size_t Buckets = 61;
    std::array<std::vector<std::pair<QByteArray, QString>>, Buckets> m_buckets;
    int m_count = 0;
};

// Builds the lower-case UTF-8 search text; ASCII folds byte by byte, anything else through QString.
class SearchText
{
public:
    void add(json::Value v)
    {
        if (!v.isString())
            return;
        QByteArrayView body;
        if (v.plainStringBody(&body)) {
            append(body);
        } else {
            const QByteArray utf8 = v.toString().toUtf8();
            append(utf8);
        }
    }
    QByteArray take()
    {
        if (!m_exact)
            return QString::fromUtf8(m_text).toLower().toUtf8();
        return std::move(m_text);
    }

private:
    void append(QByteArrayView bytes)
    {
        if (!m_text.isEmpty())
            m_text += '\n';
        m_exact &= appendFolded(m_text, bytes);
    }
    QByteArray m_text;
    bool m_exact = true;
};

} // namespace

class ProductSummarizer::Impl
{
public:
    explicit Impl(DecodeContext &ctx) : m_ctx(ctx) {}

    bool summarize(json::Value product, const QByteArray &buffer, ProductSummary &out)
    {
        if (!product.isObject()) {
            reportWrongType(m_ctx, QT_TRANSLATE_NOOP("bd::domain", "an object"), product);
            return false;
        }
        out.json = RawJson(buffer, product.raw());
        SearchText search;
        json::Value name, sku, description;
        for (const json::Member &m : json::members(product)) {
            const QByteArrayView key = m.rawName();
            const json::Value v = m.value;
            if (is(key, P::id))
                out.id = text(v, key);
            else if (is(key, P::name))
                out.name = text(name = v, key);
            else if (is(key, P::sku))
                out.sku = text(sku = v, key);
            else if (is(key, P::description))
                description = v;
            else if (is(key, P::recordType))
                out.recordType = shared(v, key);
            else if (is(key, P::priceModel))
                out.priceModel = shared(v, key);
            else if (is(key, P::billingTiming))
                out.billingTiming = shared(v, key);
            else if (is(key, P::productCategory))
                out.category = shared(v, key);
            else if (is(key, P::priceBookEntries)) {
                out.hasDetails |= prices(v, out.lowestPrices);
                out.priceHash = v.fingerprint();
            } else if (is(key, P::productFeatures) || is(key, P::productOptions))
                m_names.push_back(m);
            if (is(key, P::productFeatures) || is(key, P::productOptions) || is(key, P::priceTags))
                out.hasDetails |= hasObject(v);
            else if (is(key, P::customFields))
                out.hasDetails |= v.isObject() && v.size() > 0;
        }
        // Same order as the fields of a row: name, SKU, description, then features and options.
        search.add(name);
        search.add(sku);
        search.add(description);
        for (const json::Member &m : m_names) {
            if (is(m.rawName(), P::productFeatures))
                names(m.value, search, schema::feature::featureName, schema::feature::feature);
            else
                names(m.value, search, schema::option::optionName, schema::option::product);
        }
        m_names.clear();
        out.searchText = search.take();
        if (out.recordType.isEmpty())
            out.recordType = m_values.get(schema::defaults::recordType);
        if (out.priceModel.isEmpty())
            out.priceModel = m_values.get(schema::defaults::priceModel);
        if (out.billingTiming.isEmpty())
            out.billingTiming = m_values.get(schema::defaults::billingTiming);
        return true;
    }

private:
    static json::Value member(json::Value object, QByteArrayView key)
    {
        for (const json::Member &m : json::members(object)) {
            if (m.rawName() == key)
                return m.value;
        }
        return {};
    }

    bool wrongType(json::Value v, QByteArrayView key, const char *expected, bool ok)
    {
        if (!ok && !v.isNull()) {
            DecodeContext::Scope scope(m_ctx, key);
            reportWrongType(m_ctx, expected, v);
        }
        return !ok;
    }

    QString text(json::Value v, QByteArrayView key)
    {
        return wrongType(v, key, QT_TRANSLATE_NOOP("bd::domain", "a string"), v.isString()) ? QString()
                                                                                            : v.toString();
    }

    QString shared(json::Value v, QByteArrayView key)
    {
        if (wrongType(v, key, QT_TRANSLATE_NOOP("bd::domain", "a string"), v.isString()))
            return {};
        QByteArrayView body;
        return v.plainStringBody(&body) ? m_values.get(body) : v.toString();
    }

    static bool hasObject(json::Value list)
    {
        if (!list.isArray())
            return false;
        for (json::Value v : list) {
            if (v.isObject())
                return true;
        }
        return false;
    }

    // An active entry that may be the lowest of its currency. Its exact Decimal, currency text
    // and unit are made only for the one that wins (most entries lose on the double).
    struct Candidate
    {
        QByteArray currencyKey; // the currency's UTF-8 (unescaped)
        json::Value currency;
        json::Value price;
        json::Value uom;
        double approx = 0;
        std::optional<Decimal> exact;
        const Decimal *decimal()
        {
            if (!exact)
                exact = Decimal::fromJson(price.raw());
            return exact ? &*exact : nullptr;
        }
    };

    static QByteArray currencyKey(json::Value currency)
    {
        QByteArrayView body;
        if (!currency.isString())
            return {};
        return currency.plainStringBody(&body) ? QByteArray::fromRawData(body.data(), body.size())
                                               : currency.toString().toUtf8();
    }

    // Whether `entry` takes the place of the lowest so far (the first of equal prices stays).
    static bool lower(Candidate &entry, Candidate &lowest)
    {
        const double a = entry.approx, b = lowest.approx;
        if (a < b * (1 - 1e-9) - 1e-9)
            return true;
        if (a > b * (1 + 1e-9) + 1e-9)
            return false;
        const Decimal *x = entry.decimal(); // a close call: exactly
        const Decimal *y = lowest.decimal();
        return x && (!y || *x < *y);
    }

    // Returns whether there is any active price (those are the ones shown).
    bool prices(json::Value entries, QList<PriceSummary> &out)
    {
        bool anyActive = false;
        if (wrongType(entries, P::priceBookEntries, QT_TRANSLATE_NOOP("bd::domain", "an array"),
                      entries.isArray()))
            return anyActive;
        DecodeContext::Scope list(m_ctx, QByteArrayView(P::priceBookEntries));
        m_candidates.clear();
        qsizetype index = 0;
        for (json::Value e : entries) {
            DecodeContext::Scope item(m_ctx, index++);
            if (wrongType(e, {}, QT_TRANSLATE_NOOP("bd::domain", "an object"), e.isObject()))
                continue;
            Candidate c;
            bool active = schema::defaults::priceActive;
            for (const json::Member &m : json::members(e)) {
                const QByteArrayView key = m.rawName();
                if (is(key, E::listPrice))
                    c.price = m.value;
                else if (is(key, E::currencyIsoCode))
                    c.currency = m.value;
                else if (is(key, E::uom))
                    c.uom = m.value;
                else if (is(key, E::active) && m.value.isBool())
                    active = m.value.toBool();
            }
            anyActive |= active;
            if (!active || !c.price.isValid() ||
                wrongType(c.price, E::listPrice, QT_TRANSLATE_NOOP("bd::domain", "a number"),
                          c.price.isNumber()))
                continue;
            const QByteArrayView raw = c.price.raw();
            if ((raw.contains('e') || raw.contains('E')) && !c.decimal())
                continue; // an exponent beyond what a Decimal holds
            c.approx = c.price.toDouble();
            c.currencyKey = currencyKey(c.currency);
            const auto same = std::find_if(m_candidates.begin(), m_candidates.end(), [&](const Candidate &o) {
                return o.currencyKey == c.currencyKey;
            });
            if (same == m_candidates.end())
                m_candidates.push_back(std::move(c));
            else if (lower(c, *same))
                *same = std::move(c);
        }
        // One candidate per currency already: the list LowestPrices::take() would give.
        out.clear();
        out.reserve(qsizetype(m_candidates.size()));
        for (Candidate &c : m_candidates) {
            const Decimal *amount = c.decimal();
            if (!amount)
                continue;
            QByteArrayView code;
            const QString currencyText =
                c.currency.isString()
                    ? (c.currency.plainStringBody(&code) ? m_values.get(code) : c.currency.toString())
                    : QString();
            PriceSummary summary{currencyText, *amount, -1, schema::defaults::roundingMode};
            readUnit(c.uom, summary);
            out.append(std::move(summary));
        }
        m_candidates.clear();
        std::sort(out.begin(), out.end(),
                  [](const PriceSummary &a, const PriceSummary &b) { return a.currency < b.currency; });
        return anyActive;
    }

    static RoundingMode roundingMode(json::Value v)
    {
        QByteArrayView body;
        const std::optional<RoundingMode> mode =
            v.plainStringBody(&body) ? roundingModeFromUtf8(body) : roundingModeFromString(v.toString());
        return mode.value_or(schema::defaults::roundingMode);
    }

    static void readUnit(json::Value uom, PriceSummary &summary)
    {
        for (const json::Member &m : json::members(uom)) {
            qint64 scale = 0;
            if (is(m.rawName(), schema::uom::decimalScale) && m.value.toInt64(&scale))
                summary.unitScale = int(std::clamp<qint64>(scale, 0, 10));
            else if (is(m.rawName(), schema::uom::roundingMode) && m.value.isString())
                summary.rounding = roundingMode(m.value);
        }
    }

    // The names in a list of features (featureName, feature.name, then their options) or of
    // options (optionName, product.name).
    void names(json::Value list, SearchText &search, QByteArrayView ownName, QByteArrayView nested)
    {
        if (!list.isArray())
            return;
        for (json::Value item : list) {
            if (!item.isObject())
                continue;
            for (const json::Member &m : json::members(item)) {
                if (m.rawName() == ownName)
                    search.add(m.value);
                else if (m.rawName() == nested && m.value.isObject())
                    search.add(member(m.value, schema::productRef::name)); // feature.name too
                else if (is(m.rawName(), schema::feature::productOptions))
                    names(m.value, search, schema::option::optionName, schema::option::product);
            }
        }
    }

    DecodeContext &m_ctx;
    Interner m_values;
    std::vector<json::Member> m_names;
    std::vector<Candidate> m_candidates;
};

ProductSummarizer::ProductSummarizer(DecodeContext &ctx) : m_impl(std::make_unique<Impl>(ctx)) {}

ProductSummarizer::~ProductSummarizer() = default;

bool ProductSummarizer::summarize(json::Value product, const QByteArray &buffer, ProductSummary &out)
{
    return m_impl->summarize(product, buffer, out);
}

} // namespace bd::domain
