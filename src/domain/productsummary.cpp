#include "domain/productsummary.h"
#include "domain/productcodec.h"
#include "domain/productschema.h"
#include "domain/productsummarizer.h"
#include "domain/productsummarystream.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace bd::domain {

namespace P = schema::product;
namespace E = schema::priceBookEntry;

RawJson::RawJson(QByteArray whole) : m_buffer(std::move(whole)), m_length(m_buffer.size()) {}

RawJson::RawJson(QByteArray buffer, QByteArrayView slice)
    : m_buffer(std::move(buffer)), m_offset(slice.data() - m_buffer.constData()), m_length(slice.size())
{
    Q_ASSERT(m_offset >= 0 && m_offset + m_length <= m_buffer.size());
}

RawJson::RawJson(QByteArray buffer, QByteArrayView slice, std::shared_ptr<const void> owner)
    : RawJson(std::move(buffer), slice)
{
    m_owner = std::move(owner);
}

Decoded<Product> ProductSummary::decode() const
{
    return decodeJson<Product>(json.toByteArray());
}

QString ProductSummary::lowestPricesText(const QLocale &locale) const
{
    return domain::lowestPricesText(lowestPrices, locale);
}

double ProductSummary::lowestPriceValue() const
{
    double lowest = std::numeric_limits<double>::infinity();
    for (const PriceSummary &p : lowestPrices)
        lowest = std::min(lowest, p.listPrice.toDouble());
    return lowest;
}

bool ProductSummary::hasPriceIn(QStringView currency) const
{
    return std::any_of(lowestPrices.begin(), lowestPrices.end(),
                       [&](const PriceSummary &p) { return p.currency == currency; });
}

QByteArray searchFold(QStringView text)
{
    return text.toString().toLower().toUtf8();
}

ProductSummary summarizeProduct(const QByteArray &productJson, QList<DecodeProblem> *problems)
{
    ProductSummary out;
    QList<DecodeProblem> found;
    if (const std::optional<json::Document> doc = parseOrReport(productJson, found)) {
        DecodeContext ctx;
        ProductSummarizer(ctx).summarize(doc->root(), doc->text(), out);
        found += ctx.takeProblems();
    } else {
        out.json = RawJson(productJson);
    }
    if (problems)
        *problems += found;
    return out;
}

ProductSummary summarizeProduct(const Product &product)
{
    return summarizeProduct(encodeJson(product));
}

QList<ProductSummary> summarizeProducts(const QList<Product> &products)
{
    QList<ProductSummary> out;
    out.reserve(products.size());
    for (const Product &p : products)
        out.append(summarizeProduct(p));
    return out;
}

Decoded<ProductSummaryPage> decodeProductSummaries(const QByteArray &text, std::shared_ptr<const void> owner)
{
    ProductSummaryStream stream;
    QList<ProductSummary> products;
    stream.feed(text, products); // one piece: every summary shares `text`
    if (owner) {
        for (ProductSummary &p : products)
            p.json.setOwner(owner);
    }
    Decoded<ProductSummaryPage> out = stream.finish(products);
    if (out.ok || !stream.failed())
        out.value.products = std::move(products);
    return out;
}

} // namespace bd::domain
