#include "widgets/query/querycompleter.h"

#include "models/query/queryformat.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QStringListModel>

#include <algorithm>

namespace bd::widgets {

namespace {

using Context = models::QueryCompletionContext;

bool isNameChar(QChar c)
{
    return c == u'_' || (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isModifierKey(int key)
{
    return key == Qt::Key_Shift || key == Qt::Key_Control || key == Qt::Key_Alt || key == Qt::Key_Meta ||
           key == Qt::Key_AltGr || key == Qt::Key_CapsLock || key == Qt::Key_NumLock;
}

bool isAskKey(const QKeyEvent *event)
{
    return event->key() == Qt::Key_Space && (event->modifiers() & Qt::ControlModifier);
}

// Keys the open list takes; Ctrl+Enter is not one of them: it runs the query.
bool isPopupKey(const QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter: return !(event->modifiers() & Qt::ControlModifier);
    case Qt::Key_Escape:
    case Qt::Key_Tab:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_PageUp:
    case Qt::Key_PageDown: return true;
    default: return false;
    }
}

} // namespace

QueryCompleter::QueryCompleter(QPlainTextEdit *editor)
    : QObject(editor), m_editor(editor), m_completer(new QCompleter(this)),
      m_model(new QStringListModel(this))
{
    m_completer->setModel(m_model);
    m_completer->setWidget(editor);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchStartsWith);
    m_completer->setMaxVisibleItems(10);
    QAbstractItemView *list = m_completer->popup();
    list->setObjectName(QStringLiteral("completions"));
    list->setAccessibleName(tr("Completions"));
    list->setAccessibleDescription(tr("Names that fit where the cursor is: Enter or Tab inserts the one "
                                      "chosen, Esc closes the list."));
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this, &QueryCompleter::insert);
}

void QueryCompleter::setSchema(std::shared_ptr<models::QuerySchema> schema)
{
    m_schema = std::move(schema);
    close();
}

bool QueryCompleter::isOpen() const
{
    return m_completer->popup()->isVisible();
}

QAbstractItemView *QueryCompleter::popup() const
{
    return m_completer->popup();
}

void QueryCompleter::open(bool asked)
{
    const Context context = m_schema ? models::QuerySchema::completionContext(
                                           m_editor->toPlainText(), m_editor->textCursor().position())
                                     : Context();
    // Typing opens the list at the second letter of a name; once open it follows the name down to
    // its first letter. Ctrl+Space opens it anywhere a name may stand.
    const qsizetype needed = asked ? 0 : isOpen() ? 1 : 2;
    if (context.kind == Context::Kind::None || context.prefix.size() < needed) {
        close();
        return;
    }
    m_model->setStringList(candidates(context));
    m_completer->setCompletionPrefix(context.prefix);
    QAbstractItemModel *shown = m_completer->completionModel();
    const int count = shown->rowCount();
    if (count == 0 || (count == 1 && shown->index(0, 0).data().toString() == context.prefix)) {
        close(); // nothing fits, or the name is already whole
        return;
    }
    popup()->setCurrentIndex(shown->index(0, 0));
    QRect rect = m_editor->cursorRect();
    rect.translate(m_editor->viewport()->pos());
    rect.setWidth(popup()->sizeHintForColumn(0) + popup()->verticalScrollBar()->sizeHint().width() + 8);
    m_completer->complete(rect);
}

void QueryCompleter::close()
{
    if (isOpen())
        popup()->hide();
}

bool QueryCompleter::takeKey(QKeyEvent *event)
{
    if (!isOpen() || !isPopupKey(event))
        return false;
    event->accept();
    const QModelIndex current = popup()->currentIndex();
    switch (event->key()) {
    case Qt::Key_Escape: close(); return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Tab:
        close();
        if (current.isValid())
            insert(current.data().toString());
        return true;
    default: break;
    }
    const int rows = m_completer->completionModel()->rowCount();
    const int step = event->key() == Qt::Key_Up       ? -1
                     : event->key() == Qt::Key_Down   ? 1
                     : event->key() == Qt::Key_PageUp ? -(m_completer->maxVisibleItems() - 1)
                                                      : m_completer->maxVisibleItems() - 1;
    const int row = std::clamp(current.row() + step, 0, std::max(0, rows - 1));
    popup()->setCurrentIndex(m_completer->completionModel()->index(row, 0));
    return true;
}

bool QueryCompleter::wantsKey(const QKeyEvent *event) const
{
    return (m_schema && isAskKey(event)) || (isOpen() && isPopupKey(event));
}

void QueryCompleter::keyTyped(const QKeyEvent *event)
{
    const QString text = event->text();
    const bool typed = !text.isEmpty() && isNameChar(text.back()) &&
                       !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (typed || (isOpen() && (event->key() == Qt::Key_Backspace || event->key() == Qt::Key_Delete)))
        open(false);
    else if (!isModifierKey(event->key()))
        close();
}

QString QueryCompleter::describeAt(QPoint viewportPos) const
{
    if (!m_schema)
        return {};
    const QString text = m_editor->toPlainText();
    const int position = m_editor->cursorForPosition(viewportPos).position();
    for (const models::QueryToken &t : models::lexQuery(text)) {
        if (t.start > position)
            break;
        if (position > t.start + t.length ||
            (t.kind != models::QueryToken::Kind::Name && t.kind != models::QueryToken::Kind::Keyword))
            continue;
        // The point must be over the word itself, not past the end of its line.
        QTextCursor from(m_editor->document());
        from.setPosition(t.start);
        QTextCursor to(m_editor->document());
        to.setPosition(t.start + t.length);
        const QRect first = m_editor->cursorRect(from);
        if (viewportPos.x() < first.left() || viewportPos.x() > m_editor->cursorRect(to).right() ||
            viewportPos.y() < first.top() || viewportPos.y() > first.bottom())
            return {};
        const QString word = text.mid(t.start, t.length);
        const Context context = models::QuerySchema::completionContext(text, t.start);
        switch (context.kind) {
        case Context::Kind::Entities: return m_schema->describe({word});
        case Context::Kind::Fields:
        case Context::Kind::WhereFields:
        case Context::Kind::Operators:
            return m_schema->describe(word.startsWith(u'_') ? QStringList{word}
                                                            : context.path + QStringList{word});
        case Context::Kind::None: return {};
        }
        return {};
    }
    return {};
}

QStringList QueryCompleter::candidates(const Context &context) const
{
    switch (context.kind) {
    case Context::Kind::Entities: return m_schema->entities();
    case Context::Kind::Fields: return m_schema->fields(context.path);
    case Context::Kind::WhereFields:
        return m_schema->fields(context.path) +
               QStringList{QStringLiteral("_and"), QStringLiteral("_or"), QStringLiteral("_not")};
    case Context::Kind::Operators:
        // A name that is no operator is a nested object's field (a relation's condition).
        return models::QuerySchema::operators() + m_schema->fields(context.path);
    case Context::Kind::None: break;
    }
    return {};
}

void QueryCompleter::insert(const QString &completion)
{
    QTextCursor cursor = m_editor->textCursor();
    const QString text = m_editor->toPlainText();
    int start = cursor.position();
    while (start > 0 && isNameChar(text.at(start - 1)))
        --start;
    cursor.setPosition(start, QTextCursor::KeepAnchor);
    cursor.insertText(completion);
    m_editor->setTextCursor(cursor);
}

} // namespace bd::widgets
