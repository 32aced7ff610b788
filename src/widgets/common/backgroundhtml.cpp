#include "widgets/common/backgroundhtml.h"

#include "api/background.h"

#include <QCoreApplication>
#include <QScrollBar>
#include <QStyle>
#include <QTextBrowser>
#include <QTextDocument>
#include <QThread>

namespace bd::widgets {

BackgroundHtml::BackgroundHtml(QTextBrowser *view) : QObject(view), m_view(view) {}

BackgroundHtml::~BackgroundHtml() = default;

void BackgroundHtml::show(std::function<QString()> make, bool large, const QString &waiting)
{
    const quint64 generation = ++m_generation;
    if (!large) {
        m_pending = false;
        m_view->setHtml(make());
        return;
    }
    m_pending = true;
    m_view->setHtml(waiting);
    // QTextDocument is reentrant: it is built and parsed on the worker, then handed to this
    // thread before the view sees it.
    QThread *home = thread();
    api::runInBackground(
        this,
        [make = std::move(make), font = m_view->font(), width = widthWithScrollBar(),
         option = m_view->document()->defaultTextOption(), style = m_view->document()->defaultStyleSheet(),
         margin = m_view->document()->documentMargin(), home] {
            auto *document = new QTextDocument;
            // Everything the view would set differently would lay the whole document out again.
            document->setDefaultFont(font);
            document->setDefaultTextOption(option);
            document->setDefaultStyleSheet(style);
            document->setDocumentMargin(margin);
            document->setHtml(make());
            // Laid out here too, at the width the view will give it, so adopting it is quick.
            document->setPageSize(QSizeF(width, -1));
            document->size();
            document->moveToThread(home);
            return document;
        },
        [this, generation](QTextDocument *document) { adopt(document, generation); });
}

// A large document will need the vertical scroll bar, which narrows the viewport: lay it out
// for that width, or the view lays it all out again when the bar appears.
int BackgroundHtml::widthWithScrollBar() const
{
    const int width = m_view->viewport()->width();
    if (m_view->verticalScrollBar()->isVisible() ||
        m_view->verticalScrollBarPolicy() == Qt::ScrollBarAlwaysOff)
        return width;
    return width -
           m_view->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_view->verticalScrollBar());
}

void BackgroundHtml::adopt(QTextDocument *document, quint64 generation)
{
    if (generation != m_generation) { // a newer request has replaced this one
        delete document;
        return;
    }
    m_pending = false;
    QTextDocument *previous = m_own;
    document->setParent(m_view); // the view owns a document whose parent it is
    m_view->setDocument(document);
    m_own = document;
    delete previous;
}

} // namespace bd::widgets
