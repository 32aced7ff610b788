// The catalog's saved views (CatalogScreen::currentView, applyView): the search, the filters, the
// sort and the column widths, by the names the command line knows them by.

#include "models/catalog/catalogcolumns.h"
#include "models/catalog/catalogmodel.h"
#include "ui_catalogscreen.h"
#include "widgets/catalog/catalogfilterbar.h"
#include "widgets/catalog/catalogscreen.h"
#include "widgets/catalog/catalogtree.h"

#include <QHeaderView>

namespace bd::widgets {

namespace {

// CatalogFilterBar::chosen()'s order, by the command line's field names.
const QStringList &filterFields()
{
    static const QStringList fields{QStringLiteral("recordType"), QStringLiteral("priceModel"),
                                    QStringLiteral("billingTiming"), QStringLiteral("currency"),
                                    QStringLiteral("category")};
    return fields;
}

} // namespace

models::SavedView CatalogScreen::currentView() const
{
    models::SavedView view;
    view.screen = viewsKey();
    view.search = m_ui->search->text();
    const QStringList chosen = m_filters->chosen();
    for (qsizetype i = 0; i < chosen.size() && i < filterFields().size(); ++i)
        if (!chosen.at(i).isEmpty())
            view.filters.insert(filterFields().at(i), chosen.at(i));
    view.sortColumn = models::CatalogColumns::key(m_model->sorter().column());
    view.descending = m_model->sorter().order() == Qt::DescendingOrder;
    const QMap<int, int> widths = m_tree->columnWidths();
    for (auto w = widths.cbegin(); w != widths.cend(); ++w)
        view.columnWidths.insert(models::CatalogColumns::key(w.key()), w.value());
    return view;
}

void CatalogScreen::applyView(const models::SavedView &view)
{
    m_ui->search->setText(view.search);
    QStringList values;
    for (const QString &field : filterFields())
        values << view.filters.value(field);
    m_filters->chooseExactly(values);
    const int column = models::CatalogColumns::column(view.sortColumn);
    if (column >= 0)
        m_ui->tree->sortByColumn(column, view.descending ? Qt::DescendingOrder : Qt::AscendingOrder);
    QMap<int, int> widths;
    for (auto w = view.columnWidths.cbegin(); w != view.columnWidths.cend(); ++w)
        if (const int c = models::CatalogColumns::column(w.key()); c >= 0)
            widths.insert(c, w.value());
    m_tree->setColumnWidths(widths);
}

} // namespace bd::widgets
