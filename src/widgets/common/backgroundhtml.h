#pragma once

// Puts HTML into a text browser. A large document is parsed into its QTextDocument on a worker
// thread, so the window keeps answering while a megabyte of product description is read; only
// the newest request is shown when several overlap.

#include <QObject>
#include <QPointer>

#include <functional>

class QTextBrowser;
class QTextDocument;

namespace bd::widgets {

class BackgroundHtml : public QObject
{
    Q_OBJECT
public:
    explicit BackgroundHtml(QTextBrowser *view);
    ~BackgroundHtml() override;

    // `make` builds the HTML. When `large`, it runs on a worker (so it must be self-contained)
    // and `waiting` is shown meanwhile; otherwise all happens now.
    void show(std::function<QString()> make, bool large, const QString &waiting = {});
    bool isPending() const { return m_pending; }

private:
    void adopt(QTextDocument *document, quint64 generation);
    int widthWithScrollBar() const;

    QTextBrowser *m_view;
    QPointer<QTextDocument> m_own; // the last document made on a worker (a child of the view)
    quint64 m_generation = 0;
    bool m_pending = false;
};

} // namespace bd::widgets
