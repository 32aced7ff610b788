#pragma once

// The catalog list's view of a product: what a row shows, sorts, filters and searches, read
// straight from the product's JSON, plus that JSON itself, a slice of the page the service sent
// that every product of the page shares (nothing is copied). The full Product is decoded from it
// only when a person looks at the product, so a catalog of 100k products costs about its JSON
// in memory (README, "Catalog at scale", has the numbers behind this choice).

#include "domain/productcodec.h"

#include <memory>

namespace bd::domain {

// A JSON value's exact text inside a larger buffer that is shared, not copied.
class RawJson
{
public:
    RawJson() = default;
    explicit RawJson(QByteArray whole);
    RawJson(QByteArray buffer, QByteArrayView slice); // slice must lie inside buffer
    // A slice of bytes someone else owns (a memory-mapped file, `buffer` made by
    // QByteArray::fromRawData over it): `owner` keeps them alive.
    RawJson(QByteArray buffer, QByteArrayView slice, std::shared_ptr<const void> owner);
    QByteArrayView view() const { return QByteArrayView(m_buffer).sliced(m_offset, m_length); }
    QByteArray toByteArray() const { return view().toByteArray(); }
    // The bytes are someone else's (see the constructor with an owner): keep `owner` alive too.
    void setOwner(std::shared_ptr<const void> owner) { m_owner = std::move(owner); }

private:
    QByteArray m_buffer;
    std::shared_ptr<const void> m_owner;
    qsizetype m_offset = 0;
    qsizetype m_length = 0;
};

struct ProductSummary
{
    RawJson json;
    QString id;
    QString name;
    QString sku;
    QString recordType; // the spec's defaults applied (Product, OneTime, In Advance)
    QString priceModel;
    QString billingTiming;
    QString category;
    QList<PriceSummary> lowestPrices; // one per currency, sorted by currency
    QByteArray searchText;            // searchFold() of name, SKU, description, feature and option names
                                      // (moved into the search index when a CatalogModel takes the product)
    bool hasDetails = false;          // active prices, features, bundle options, price tags or custom fields
    quint64 priceHash = 0;            // of the price entries as sent: a change means re-priced

    // The whole product with every problem of its JSON (see Codec<Product>).
    Decoded<Product> decode() const;
    QString lowestPricesText(const QLocale &locale = QLocale()) const; // "19.99 USD · 17.50 EUR"
    double lowestPriceValue() const;                                   // for sorting; infinity without prices
    bool hasPriceIn(QStringView currency) const;
};

// Lower-case UTF-8, the form both the search text and the words searched for take.
QByteArray searchFold(QStringView text);

// One product's summary from its JSON text, or from a decoded product.
ProductSummary summarizeProduct(const QByteArray &productJson, QList<DecodeProblem> *problems = nullptr);
ProductSummary summarizeProduct(const Product &product);
QList<ProductSummary> summarizeProducts(const QList<Product> &products);

// A product list as the service sends it (a plain array, or {"data": [...], "page", "limit",
// "total"}), summarized while it is parsed: the parser hands over one product at a time.
// Problems are those of the fields a summary reads; the rest show when a product is decoded.
using ProductSummaryPage = ProductListPage<ProductSummary>;
// `text` may be bytes someone else owns (QByteArray::fromRawData over a memory-mapped file):
// every summary then keeps `owner` alive with its slice.
Decoded<ProductSummaryPage> decodeProductSummaries(const QByteArray &text,
                                                   std::shared_ptr<const void> owner = {});

} // namespace bd::domain
