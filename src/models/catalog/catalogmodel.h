#pragma once

// The product catalog as a tree: one row per product, expanding into its prices (with pricing
// attributes), features (with their options), bundle options, price tags (with tiers) and
// custom fields. Owned typed nodes (catalognode.h); product rows show ProductSummary values, and
// a product is decoded in full (and its children created) only when first expanded or asked
// for, so a catalog of 100k products costs one summary and one node per product until rows are
// opened.
//
// Which products are rows, in which order, is decided around the tree by four parts of their
// own: the search (CatalogSearchIndex), the filters (CatalogFilter), the sort order
// (CatalogSorter) and the changes since the last list (CatalogChangeMarks). The visible products
// are a vector of indices, and a change is announced as a layout change, so views keep expanded
// rows and the selection. Rows below a product hidden by a filter keep their persistent indexes
// while it is hidden, so a view that expanded them finds them expanded again when the product
// comes back.

#include "domain/productsummary.h"
#include "models/catalog/catalogchangemarks.h"
#include "models/catalog/catalogcolumns.h"
#include "models/catalog/catalogfilter.h"
#include "models/catalog/catalogsearchindex.h"
#include "models/catalog/catalogsorter.h"
#include "models/common/treemodel.h"

#include <QHash>

#include <memory>
#include <vector>

namespace bd::models {

struct CatalogNode;

class CatalogModel final : public TreeModel<CatalogNode, CatalogModel>
{
    Q_OBJECT
public:
    using Column = CatalogColumns::Column;
    using enum CatalogColumns::Column;
    using Criteria = CatalogFilter::Criteria;
    using Order = CatalogOrder;
    enum Role {
        SortRole = Qt::UserRole + 1, // raw value for sorting (numbers as numbers)
        KindRole,                    // NodeKind
        ProductIdRole,               // the product a row belongs to (a nested product for options)
        SearchTextRole,              // lower-case text the search matches against (product rows)
        ChangeRole,                  // ProductChange since the list this one replaced (product rows)
    };
    enum class NodeKind {
        Product,
        Group,
        PriceEntry,
        PricingAttribute,
        PriceTag,
        PriceTier,
        Feature,
        Option,
        CustomField
    };
    Q_ENUM(NodeKind)

    explicit CatalogModel(QObject *parent = nullptr);
    ~CatalogModel() override;

    void setProducts(QList<domain::ProductSummary> products);
    // setProducts() in two steps, so that a large catalog never stalls the event loop: prepare()
    // does the expensive part (search index, sorted order, filter choices, row nodes) on any
    // thread; adopt() then swaps it in on the model's thread in a moment. The search texts may
    // come whole (one per product, in order) and, when kept for this sort column and order, the
    // sorted order (a permutation of the products).
    struct Prepared;
    static std::shared_ptr<Prepared>
    prepare(QList<domain::ProductSummary> products, int sortColumn, Qt::SortOrder order,
            CatalogSearchIndex::Texts searchTexts = CatalogSearchIndex::Texts(), Order known = Order());
    void adopt(std::shared_ptr<Prepared> prepared);
    // Products that follow the ones held (a list still arriving): each takes its place in the
    // sort order, and the search and filters apply to it. True when the filter choices grew.
    // `more`: further products will follow soon (the sort keys made for these are kept).
    bool append(QList<domain::ProductSummary> products, bool more = false);
    // What changed since the list this one replaced (compareCatalogs() against this list): added
    // and re-priced products are marked; the removed ones join as rows of their own that only the
    // Removed filter shows. Ignored unless it was made for the list held; cleared by adopt().
    void setChanges(CatalogChanges changes);

    // Products of the list held, without the removed ones shown by the Removed filter.
    int productCount() const { return int(m_products.size()) - m_changes.removedCount(); }
    // The list held, then (from productCount() on) the removed products the Removed filter shows.
    const QList<domain::ProductSummary> &products() const { return m_products; }
    // The summary of a row's product (for child rows: the product they belong to).
    const domain::ProductSummary *summaryAt(const QModelIndex &index) const;
    // The same product decoded in full (on first use; kept while the model holds the product).
    const domain::Product *productAt(const QModelIndex &index) const;
    // What in that product's JSON did not match the spec (decoding it if needed).
    QList<domain::DecodeProblem> problemsAt(const QModelIndex &index) const;
    // The row of a product, or invalid when it is unknown or filtered out.
    QModelIndex indexOfProduct(const QString &productId) const;
    // Whether the product a row belongs to is shown (false for rows below a hidden product,
    // whose persistent indexes wait for it to come back).
    bool isShown(const QModelIndex &index) const;
    int visibleProductCount() const { return int(m_visible.size()); }
    // How many products have been decoded in full so far (diagnostics and tests).
    int decodedProductCount() const;

    // Every word must occur in the product's search text (name, SKU, description, feature and
    // option names), case-insensitively.
    void setSearchText(const QString &text);
    void setCriteria(const Criteria &criteria);
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    // The products in the current sort order (the list held, without removed rows), to keep.
    Order currentOrder() const { return m_sorter.kept(productCount()); }

    // The parts that decide the rows, to read: every product's search text (the summaries gave
    // theirs up to the index), the criteria and filter choices, the sort column and order, and
    // the change marks with their counts.
    const CatalogSearchIndex &search() const { return m_search; }
    const CatalogFilter &filter() const { return m_filter; }
    const CatalogSorter &sorter() const { return m_sorter; }
    const CatalogChangeMarks &changes() const { return m_changes; }

    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // Hooks of TreeModel: the root's rows are the visible products; a product decodes and
    // builds its rows when first reached.
    friend class TreeModel<CatalogNode, CatalogModel>;
    void populate(CatalogNode *node) const;
    int childCount(CatalogNode *node) const;
    CatalogNode *childAt(CatalogNode *parent, int row) const;
    int rowOf(const CatalogNode *node) const;
    bool mayHaveChildren(CatalogNode *node) const;
    bool mayHaveChildrenAt(const QModelIndex &index) const;
    QVariant dataOf(const CatalogNode &node, int column, int role) const;

    QVariant productData(int product, int column, int role) const;
    QString productText(int product, int column) const;
    CatalogNode *productNode(const QModelIndex &index) const;
    void decode(CatalogNode *productNode) const;
    std::vector<int> visibleProducts() const; // sorted, matching the words and the criteria
    void setVisible(std::vector<int> visible);
    void applyView();
    void noteOpens(int first); // m_opens of products [first, end)

    QList<domain::ProductSummary> m_products;
    CatalogSearchIndex m_search;
    CatalogFilter m_filter;
    CatalogSorter m_sorter;
    CatalogChangeMarks m_changes;
    std::vector<int> m_visible; // the shown products, in order (rows of the root)
    std::vector<int> m_rowOf;   // product -> row, -1 when hidden
    // product -> whether its row opens (hasDetails) while its rows are not built; -1 once they are
    mutable std::vector<signed char> m_opens;
    // product -> its lowest prices as shown (formatting them is most of a repaint's work); the
    // rows painted lately, emptied when full or when the list is replaced
    mutable QHash<int, QString> m_priceTexts;
};

// Instantiated in catalogmodel.cpp, where CatalogNode is defined (treemodel.h).
extern template class TreeModel<CatalogNode, CatalogModel>;

} // namespace bd::models
