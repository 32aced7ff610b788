#pragma once

// The catalog's product tree: the view's columns and their saved layout, the search words
// marked in names and SKUs, and what a person chose kept while the list changes under it — the
// product selected and the rows opened stay across a reload, and a product a search or filter
// hides is no longer selected. Activating a bundle option asks for the product it refers to.
// Columns are sized to what they show and fitted to the view's width, so the names are never
// scrolled out of sight, until the person sizes a column by hand (kept from then on).

#include <QMap>
#include <QModelIndex>
#include <QObject>
#include <QStringList>

class QTreeView;

namespace bd::models {
class CatalogModel;
} // namespace bd::models

namespace bd::widgets {

class HighlightDelegate;

class CatalogTree final : public QObject
{
    Q_OBJECT
public:
    // Shows `model` in `view` (not owned), laid out as the person left it last time.
    CatalogTree(QTreeView *view, models::CatalogModel *model, QObject *parent = nullptr);

    // Keeps the columns' layout for the next time (while the view still exists).
    void saveLayout() const;
    // Every word must occur in a product shown; the words are marked in names and SKUs.
    void search(const QString &text);

    QModelIndex currentIndex() const;
    // Selects `index` and scrolls to it.
    void select(const QModelIndex &index);
    // Nothing is selected (without saying so: the details show something else).
    void clearSelectionQuietly();
    // Before a reload: the product to select again in the fresh list.
    void rememberSelection();
    // The product to select when a list arrives (chosen at the last start; empty: the first).
    void rememberProduct(const QString &id) { m_selectedId = id; }
    QString rememberedProduct() const { return m_selectedId; }
    // After a load: the product remembered, else the first; unless `keepCurrent` and a row is
    // chosen already (the list streamed in while the person chose). Columns fitted to the rows.
    void restoreSelection(bool keepCurrent);
    // Search and filters are layout changes: a selected product they hide is not selected.
    void dropHiddenSelection();

    // Sizes the columns to the rows in view, within the view's width (unless sized by hand).
    void fitColumns();
    // Column widths by column (a saved view's): taken as sized by hand, so no fitting undoes them.
    QMap<int, int> columnWidths() const;
    void setColumnWidths(const QMap<int, int> &widths);

signals:
    void currentChanged();
    // A bundle option was activated; `productId` is the product it refers to (empty: none).
    void optionActivated(const QString &productId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    int contentWidth(int column) const;
    // Every row below `parent`, however deep, shows in one cell across the columns.
    void spanChildren(const QModelIndex &parent);
    void rememberExpanded();
    void expandRemembered();

    QTreeView *m_view;
    const QObject *m_headerViewport = nullptr; // watched; compared by address only
    const QObject *m_viewport = nullptr;
    models::CatalogModel *m_model;
    HighlightDelegate *m_highlight;
    QString m_selectedId;
    QStringList m_expandedIds; // kept across a model reset
    bool m_fitting = false;    // the columns are being sized by fitColumns(), not by hand
    bool m_sizedByHand = false;
    bool m_dragging = false; // a mouse button is down on the header
    bool m_fitPending = false;
};

} // namespace bd::widgets
