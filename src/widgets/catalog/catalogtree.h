#pragma once

// The catalog's product tree: the view's columns and their saved layout, the search words
// marked in names and SKUs, and what a person chose kept while the list changes under it — the
// product selected and the rows opened stay across a reload, and a product a search or filter
// hides is no longer selected. Activating a bundle option asks for the product it refers to.

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
    // After a load: the product remembered, else the first; unless `keepCurrent` and a row is
    // chosen already (the list streamed in while the person chose).
    void restoreSelection(bool keepCurrent);
    // Search and filters are layout changes: a selected product they hide is not selected.
    void dropHiddenSelection();

signals:
    void currentChanged();
    // A bundle option was activated; `productId` is the product it refers to (empty: none).
    void optionActivated(const QString &productId);

private:
    void rememberExpanded();
    void expandRemembered();

    QTreeView *m_view;
    models::CatalogModel *m_model;
    HighlightDelegate *m_highlight;
    QString m_selectedId;
    QStringList m_expandedIds; // kept across a model reset
};

} // namespace bd::widgets
