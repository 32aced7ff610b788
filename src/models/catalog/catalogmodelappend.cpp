// CatalogModel::append(): rows of a list that is still arriving (see CatalogLoader).

#include "models/catalog/catalogmodel.h"
#include "models/catalog/catalognode.h"

#include <QElapsedTimer>
#include <QLoggingCategory>

namespace bd::models {

namespace {
Q_LOGGING_CATEGORY(lcAppend, "billingdesk.models.catalogappend", QtInfoMsg)
} // namespace

using namespace bd::domain;

bool CatalogModel::append(QList<ProductSummary> products, bool more)
{
    if (products.isEmpty()) {
        if (!more)
            m_sorter.forgetKeys(); // the list ended with rows appended before
        return false;
    }
    QElapsedTimer took;
    took.start();
    const int first = int(m_products.size());
    m_search.append(products);
    m_products += std::move(products);
    root()->children.reserve(size_t(m_products.size()));
    for (int i = first; i < m_products.size(); ++i) {
        root()->children.push_back(CatalogNode::productRow(i));
        root()->children.back()->parent = root();
    }
    noteOpens(first);
    m_sorter.merge(m_products, first, more);
    const bool grew = m_filter.addChoices(m_products, first);
    applyView();
    qCDebug(lcAppend) << m_products.size() - first << "products appended," << m_products.size()
                      << "in all, in" << took.elapsed() << "ms";
    return grew;
}

} // namespace bd::models
