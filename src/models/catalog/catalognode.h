#pragma once

// A row of the catalog tree (private to CatalogModel's sources). What a row shows is a typed
// item: a product, a group heading, or a pointer into the decoded product its row belongs to;
// each kind displays itself, answers data() and builds its own children (catalognode.cpp).
// Product rows answer from their summary in CatalogModel, which holds the summaries.

#include "domain/product.h"
#include "models/catalog/catalogmodel.h"
#include "models/common/treemodel.h"

#include <memory>
#include <variant>
#include <vector>

namespace bd::models {

struct ProductRow
{
};
struct GroupRow
{
    QString label; // "Prices (3)"
};
struct CustomFieldRow
{
    const domain::JsonFields::Entry *entry;
};

// In the order of CatalogModel::NodeKind.
using CatalogItem =
    std::variant<ProductRow, GroupRow, const domain::PriceBookEntry *, const domain::PricingAttribute *,
                 const domain::PriceTag *, const domain::PriceTier *, const domain::ProductFeature *,
                 const domain::ProductOption *, CustomFieldRow>;
static_assert(std::variant_size_v<CatalogItem> == int(CatalogModel::NodeKind::CustomField) + 1);

struct CatalogNode : TreeNode<CatalogNode>
{
    CatalogItem item;
    int product = -1; // the product (index into the model's list) this row belongs to
    bool childrenBuilt = false;
    // Product rows, once decoded: what the items of the rows below point into.
    std::unique_ptr<domain::Decoded<domain::Product>> decoded;

    // The row of product `product` (row `product` of the whole list, below the root).
    static std::unique_ptr<CatalogNode> productRow(int product);
    CatalogModel::NodeKind kind() const { return CatalogModel::NodeKind(item.index()); }
    CatalogNode *add(CatalogItem child);
    // Creates the rows below this one from its item (a product row must be decoded first).
    void buildChildren();
    // What a non-product row shows in a column (product rows show their summary): all of it in
    // the name column, one line of its parts; nothing in the others.
    QVariant display(int column) const;
    // One part of that line (what the row once showed in `column`).
    QVariant cell(int column) const;
    // For a price shown rounded: "≈ 0.01 USD is exactly 0.0000001 USD"; empty otherwise.
    QString exactPrice(int column) const;
    // The product a bundle option refers to; empty for other rows.
    QString referencedProductId() const;
    // What a non-product row answers (CatalogModel::ProductIdRole only for bundle options).
    QVariant data(int column, int role) const;
};

} // namespace bd::models
