#pragma once

// The product catalog as a tree: one row per product, expanding into its prices (with pricing
// attributes), features (with their options), bundle options, price tags (with tiers) and
// custom fields. Owned typed nodes; product rows show ProductSummary values, and a product is
// decoded in full (and its children created) only when first expanded or asked for, so a
// catalog of 100k products costs one summary and one node per product until rows are opened.
//
// Search (CatalogSearchIndex), filters and sorting narrow the product rows here rather than in
// a QSortFilterProxyModel: the visible products are a vector of indices, and a change is
// announced as a layout change, so views keep expanded rows and the selection. Rows below a
// product hidden by a filter keep their persistent indexes while it is hidden, so a view that
// expanded them finds them expanded again when the product comes back.

#include "domain/productsummary.h"
#include "models/catalog/catalogchanges.h"
#include "models/catalog/catalogsearchindex.h"

#include <QAbstractItemModel>
#include <QMap>

#include <memory>
#include <vector>

namespace bd::models {

struct CatalogNode;

class CatalogModel final : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { Name, Sku, RecordType, PriceModel, BillingTiming, Category, LowestPrice, ColumnCount };
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

    // Choices that narrow the product rows; an empty value means "any".
    struct Criteria
    {
        QString recordType;
        QString priceModel;
        QString billingTiming;
        QString category;
        QString currency; // has an active price in this currency
        // None: every product of the list; otherwise only those changed so (setChanges()).
        ProductChange change = ProductChange::None;
        friend bool operator==(const Criteria &, const Criteria &) = default;
    };

    explicit CatalogModel(QObject *parent = nullptr);
    ~CatalogModel() override;

    void setProducts(QList<domain::ProductSummary> products);
    // setProducts() in two steps, so that a large catalog never stalls the event loop: prepare()
    // does the expensive part (search index, sorted order, filter choices, row nodes) on any
    // thread; adopt() then swaps it in on the model's thread in a moment.
    struct Prepared;
    static std::shared_ptr<Prepared> prepare(QList<domain::ProductSummary> products, int sortColumn,
                                             Qt::SortOrder order);
    // The same, with the search texts already whole (one per product, in order) and, when kept
    // for this sort column and order, the sorted order (a permutation of the products).
    struct Order
    {
        int column = -1;
        Qt::SortOrder order = Qt::AscendingOrder;
        std::vector<int> rows;
    };
    static std::shared_ptr<Prepared> prepare(QList<domain::ProductSummary> products, int sortColumn,
                                             Qt::SortOrder order, CatalogSearchIndex::Texts searchTexts,
                                             Order known);
    // The products in the current sort order (the list held, without removed rows), to keep.
    Order currentOrder() const;
    void adopt(std::shared_ptr<Prepared> prepared);
    // Products that follow the ones held (a list still arriving): each takes its place in the
    // sort order, and the search and filters apply to it. True when the filter choices grew.
    bool append(QList<domain::ProductSummary> products);
    // What changed since the list this one replaced (compareCatalogs() against this list): added
    // and re-priced products are marked; the removed ones join as rows of their own that only the
    // Removed filter shows. Ignored unless it was made for the list held; cleared by adopt().
    void setChanges(CatalogChanges changes);
    bool hasChanges() const { return m_changesKnown; }
    int changeCount(ProductChange change) const;
    ProductChange changeAt(int product) const
    {
        return size_t(product) < m_changes.size() ? m_changes[size_t(product)] : ProductChange::None;
    }
    // Products of the list held, without the removed ones shown by the Removed filter.
    int productCount() const { return int(m_products.size()) - m_removedCount; }
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }
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

    // Every word must occur in the product's search text (name, SKU, description, feature and
    // option names), case-insensitively.
    void setSearchText(const QString &text);
    void setCriteria(const Criteria &criteria);
    const Criteria &criteria() const { return m_criteria; }
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int visibleProductCount() const { return int(m_visible.size()); }
    // How many products have been decoded in full so far (diagnostics and tests).
    int decodedProductCount() const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Distinct values shown in a column over all products (for filter choices), sorted.
    QStringList distinctValues(Column column) const;
    // Currencies of the products' active prices, sorted.
    QStringList currencies() const;
    // Lower-case text a search matches: name, SKU, description, feature and option names.
    QByteArrayView searchText(int product) const { return m_search.text(product); }
    // Every product's search text (the summaries gave theirs up to the index), for another thread.
    CatalogSearchIndex::Texts searchTexts() const { return m_search.texts(); }

private:
    CatalogNode *nodeFor(const QModelIndex &index) const;
    CatalogNode *productNode(const QModelIndex &index) const;
    void ensureChildren(CatalogNode *node) const;
    void decode(CatalogNode *productNode) const;
    static QString productText(const domain::ProductSummary &p, int column);
    static std::vector<int> sortedOrder(const QList<domain::ProductSummary> &products, int column,
                                        Qt::SortOrder order);
    bool accepts(int product) const;          // the criteria (the words are matched by the search index)
    std::vector<int> visibleProducts() const; // sorted, matching the words and the criteria
    void setVisible(std::vector<int> visible);
    void applyView();
    std::vector<int> mergedOrder(int firstNew) const;
    bool addChoices(int firstNew);

    QList<domain::ProductSummary> m_products;
    std::unique_ptr<CatalogNode> m_root;
    CatalogSearchIndex m_search;
    std::vector<int> m_sorted;  // every product, in the current sort order
    std::vector<int> m_visible; // the shown products, in order (rows of the root)
    std::vector<int> m_rowOf;   // product -> row, -1 when hidden
    Criteria m_criteria;
    QMap<int, QStringList> m_choices;     // distinctValues() of the filter columns; -1: currencies
    std::vector<ProductChange> m_changes; // per product; empty when nothing was compared
    int m_removedCount = 0;               // the last products, shown by the Removed filter only
    int m_added = 0;
    int m_repriced = 0;
    bool m_changesKnown = false;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace bd::models
