#include "widgets/catalog/catalogtree.h"

#include "models/catalog/catalogmodel.h"
#include "widgets/common/highlightdelegate.h"

#include <QHeaderView>
#include <QSettings>
#include <QTreeView>

namespace bd::widgets {

using models::CatalogModel;

CatalogTree::CatalogTree(QTreeView *view, CatalogModel *model, QObject *parent)
    : QObject(parent), m_view(view), m_model(model), m_highlight(new HighlightDelegate(view))
{
    m_view->setModel(m_model);
    m_view->sortByColumn(CatalogModel::Name, Qt::AscendingOrder);
    QHeaderView *header = m_view->header();
    header->setSectionResizeMode(QHeaderView::Interactive);
    // Default layout: the lowest price right after name and SKU, so it is in view at any width.
    header->moveSection(CatalogModel::LowestPrice, CatalogModel::RecordType);
    m_view->setColumnWidth(CatalogModel::Name, 260);
    m_view->setColumnWidth(CatalogModel::Sku, 130);
    m_view->setColumnWidth(CatalogModel::LowestPrice, 190);
    m_view->setItemDelegateForColumn(CatalogModel::Name, m_highlight);
    m_view->setItemDelegateForColumn(CatalogModel::Sku, m_highlight);
    header->restoreState(QSettings().value(QStringLiteral("catalog/header")).toByteArray());
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &CatalogTree::currentChanged);
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        // A bundle option opens the product it refers to, also when a search or a filter hides it.
        if (index.data(CatalogModel::KindRole).value<CatalogModel::NodeKind>() ==
            CatalogModel::NodeKind::Option)
            emit optionActivated(index.data(CatalogModel::ProductIdRole).toString());
    });
    // A fresh list that replaces the one shown keeps the product chosen meanwhile, and the
    // products whose rows were open.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, &CatalogTree::rememberExpanded);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CatalogTree::expandRemembered);
}

void CatalogTree::saveLayout() const
{
    QSettings().setValue(QStringLiteral("catalog/header"), m_view->header()->saveState());
}

void CatalogTree::search(const QString &text)
{
    m_highlight->setWords(text.toLower().split(u' ', Qt::SkipEmptyParts));
    m_model->setSearchText(text);
    m_view->viewport()->update();
}

QModelIndex CatalogTree::currentIndex() const
{
    return m_view->currentIndex();
}

void CatalogTree::select(const QModelIndex &index)
{
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
}

void CatalogTree::clearSelectionQuietly()
{
    const QSignalBlocker block(m_view->selectionModel());
    m_view->selectionModel()->clear();
}

void CatalogTree::rememberSelection()
{
    if (const domain::ProductSummary *p = m_model->summaryAt(m_view->currentIndex()))
        m_selectedId = p->id;
}

void CatalogTree::restoreSelection(bool keepCurrent)
{
    if (keepCurrent && m_view->currentIndex().isValid())
        return;
    const QModelIndex selected = m_model->indexOfProduct(m_selectedId);
    m_view->setCurrentIndex(selected.isValid() ? selected : m_model->index(0, 0));
}

void CatalogTree::dropHiddenSelection()
{
    const QModelIndex current = m_view->currentIndex();
    if (current.isValid() && !m_model->isShown(current))
        m_view->selectionModel()->clear(); // its product is hidden: nothing is selected
}

void CatalogTree::rememberExpanded()
{
    if (const domain::ProductSummary *p = m_model->summaryAt(m_view->currentIndex()))
        m_selectedId = p->id;
    m_expandedIds.clear();
    for (int row = 0, rows = m_model->rowCount(); row < rows; ++row) {
        const QModelIndex index = m_model->index(row, 0);
        if (m_view->isExpanded(index))
            if (const domain::ProductSummary *p = m_model->summaryAt(index))
                m_expandedIds.append(p->id);
    }
}

void CatalogTree::expandRemembered()
{
    for (const QString &id : std::as_const(m_expandedIds))
        if (const QModelIndex index = m_model->indexOfProduct(id); index.isValid())
            m_view->expand(index);
}

} // namespace bd::widgets
