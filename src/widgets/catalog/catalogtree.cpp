#include "widgets/catalog/catalogtree.h"

#include "models/catalog/catalogmodel.h"
#include "widgets/common/highlightdelegate.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QSettings>
#include <QStyle>
#include <QTimer>
#include <QTreeView>

#include <numeric>

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
    m_fitting = true; // restoring is not sizing by hand
    header->restoreState(QSettings().value(QStringLiteral("catalog/header")).toByteArray());
    m_fitting = false;
    m_sizedByHand = QSettings().value(QStringLiteral("catalog/columnsSizedByHand")).toBool();
    // By hand is a drag on the header (a stretched last column resizes with the view too) or a
    // double-click on a section's edge.
    const auto byHand = [this] {
        if (m_sizedByHand)
            return;
        m_sizedByHand = true;
        QSettings().setValue(QStringLiteral("catalog/columnsSizedByHand"), true);
    };
    connect(header, &QHeaderView::sectionResized, this, [this, byHand] {
        if (m_dragging && !m_fitting)
            byHand();
    });
    connect(header, &QHeaderView::sectionHandleDoubleClicked, this, byHand);
    header->viewport()->installEventFilter(this);
    m_view->viewport()->installEventFilter(this); // a wider or narrower view: fitted again
    m_headerViewport = header->viewport();
    m_viewport = m_view->viewport();
    m_view->installEventFilter(this); // Right on a row without children
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &CatalogTree::currentChanged);
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        // A bundle option opens the product it refers to, also when a search or a filter hides it.
        if (index.data(CatalogModel::KindRole).value<CatalogModel::NodeKind>() ==
            CatalogModel::NodeKind::Option)
            emit optionActivated(index.data(CatalogModel::ProductIdRole).toString());
    });
    // The rows below a product say what they are in one line (CatalogNode::display), across
    // the product columns, whose headers mean nothing for them.
    connect(m_view, &QTreeView::expanded, this, [this](const QModelIndex &opened) {
        if (opened.data(CatalogModel::KindRole).value<CatalogModel::NodeKind>() ==
            CatalogModel::NodeKind::Product)
            spanChildren(opened);
    });
    // A fresh list that replaces the one shown keeps the product chosen meanwhile, and the
    // products whose rows were open.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, &CatalogTree::rememberExpanded);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CatalogTree::expandRemembered);
}

void CatalogTree::spanChildren(const QModelIndex &parent)
{
    for (int row = 0, rows = m_model->rowCount(parent); row < rows; ++row) {
        m_view->setFirstColumnSpanned(row, parent, true);
        spanChildren(m_model->index(row, 0, parent)); // built already: their parent is open
    }
}

// The widest text of `column` among the rows at the top of the list, as the delegate lays a
// cell out (text and its margins; the name's indentation). Not QTreeView::sizeHintForColumn: it
// lays out every row first, 120 ms at 100,000 products.
int CatalogTree::contentWidth(int column) const
{
    const QFontMetrics metrics = m_view->fontMetrics();
    const int margins = 2 * (m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1);
    const int rows =
        std::min(m_model->rowCount(), m_view->viewport()->height() / std::max(1, metrics.height()) + 1);
    int widest = 0;
    for (int row = 0; row < rows; ++row)
        widest = std::max(widest, metrics.horizontalAdvance(m_model->index(row, column).data().toString()));
    return widest + margins + (column == CatalogModel::Name ? m_view->indentation() : 0);
}

QMap<int, int> CatalogTree::columnWidths() const
{
    QMap<int, int> out;
    for (int c = 0; c < m_view->header()->count(); ++c)
        if (!m_view->header()->isSectionHidden(c))
            out.insert(c, m_view->header()->sectionSize(c));
    return out;
}

void CatalogTree::setColumnWidths(const QMap<int, int> &widths)
{
    if (widths.isEmpty())
        return;
    m_sizedByHand = true;
    QSettings().setValue(QStringLiteral("catalog/columnsSizedByHand"), true);
    for (auto w = widths.cbegin(); w != widths.cend(); ++w)
        if (w.key() >= 0 && w.key() < m_view->header()->count())
            m_view->header()->resizeSection(w.key(), w.value());
}

void CatalogTree::fitColumns()
{
    m_fitPending = false;
    if (m_sizedByHand || m_model->rowCount() == 0)
        return;
    QHeaderView *header = m_view->header();
    const int count = header->count();
    QList<int> need(count, 0), least(count, 0);
    for (int c = 0; c < count; ++c) {
        if (header->isSectionHidden(c))
            continue;
        // What the rows in view and the header need; when squeezed, at least a few letters (the
        // header's word elides, whole in its tooltip).
        least[c] = std::min(header->sectionSizeHint(c), header->fontMetrics().averageCharWidth() * 6);
        need[c] = std::max(header->sectionSizeHint(c), contentWidth(c));
    }
    const int room = m_view->viewport()->width();
    if (std::accumulate(need.begin(), need.end(), 0) > room) {
        // Too wide: every column keeps a few letters (its cells elide, the whole in the tooltip),
        // then the room goes in order of what a person reads first: the name (up to two fifths
        // of it at first), the SKU, the lowest price, then the others; what is left, to the name.
        QList<int> given = least;
        int left = room - std::accumulate(least.begin(), least.end(), 0);
        const auto give = [&](int c, int upTo) {
            const int more = std::clamp(upTo - given[c], 0, std::max(left, 0));
            given[c] += more;
            left -= more;
        };
        give(CatalogModel::Name, std::min(need[CatalogModel::Name], room * 2 / 5));
        for (const int c :
             {int(CatalogModel::Sku), int(CatalogModel::LowestPrice), int(CatalogModel::RecordType),
              int(CatalogModel::PriceModel), int(CatalogModel::BillingTiming), int(CatalogModel::Category)})
            give(c, need[c]);
        give(CatalogModel::Name, need[CatalogModel::Name]);
        need = given;
    }
    m_fitting = true;
    for (int c = 0; c < count; ++c) {
        if (!header->isSectionHidden(c))
            header->resizeSection(c, need[c]);
    }
    m_fitting = false;
}

bool CatalogTree::eventFilter(QObject *watched, QEvent *event)
{
    // Compared by address only: the viewports send events while the view is being destroyed.
    if (watched == m_headerViewport) {
        if (event->type() == QEvent::MouseButtonPress)
            m_dragging = true;
        else if (event->type() == QEvent::MouseButtonRelease)
            m_dragging = false;
    }
    if (watched == m_viewport && event->type() == QEvent::Resize && !m_sizedByHand && !m_fitPending) {
        m_fitPending = true; // once the layout has settled
        QTimer::singleShot(0, this, &CatalogTree::fitColumns);
    }
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        // Right on a row that opens nothing would scroll the names out of sight (Qt's way).
        const auto *key = static_cast<QKeyEvent *>(event);
        const QModelIndex current = m_view->currentIndex();
        if (key->key() == Qt::Key_Right && key->modifiers() == Qt::NoModifier && current.isValid() &&
            !m_model->hasChildren(current.siblingAtColumn(0)))
            return true;
    }
    return QObject::eventFilter(watched, event);
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
    fitColumns(); // to the rows of the new list
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
