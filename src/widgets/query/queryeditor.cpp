#include "widgets/query/queryeditor.h"

#include "models/query/querylexer.h"
#include "models/query/queryschema.h"
#include "widgets/query/querycompleter.h"
#include "widgets/query/queryhighlighter.h"

#include <QFontDatabase>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QTextBlock>
#include <QToolTip>

namespace bd::widgets {

namespace {

bool isBracket(QChar c)
{
    return c == u'{' || c == u'}' || c == u'(' || c == u')' || c == u'[' || c == u']';
}

} // namespace

QueryEditor::QueryEditor(QWidget *parent)
    : QPlainTextEdit(parent), m_highlighter(new QueryHighlighter(document())),
      m_completer(new QueryCompleter(this))
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTabStopDistance(fontMetrics().horizontalAdvance(QStringLiteral("  ")));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, &QueryEditor::markBrackets);
    connect(this, &QPlainTextEdit::textChanged, this, &QueryEditor::markBrackets);
}

void QueryEditor::goTo(int line, int column)
{
    QTextBlock block = document()->findBlockByNumber(std::max(0, line - 1));
    if (!block.isValid())
        block = document()->lastBlock();
    const int offset = std::clamp(column - 1, 0, std::max(0, block.length() - 1));
    QTextCursor cursor(block);
    cursor.setPosition(block.position() + offset);
    setTextCursor(cursor);
    setFocus(Qt::OtherFocusReason);
    ensureCursorVisible();
}

void QueryEditor::setSchema(std::shared_ptr<models::QuerySchema> schema)
{
    m_completer->setSchema(std::move(schema));
}

bool QueryEditor::event(QEvent *event)
{
    // A shortcut of the screen's (Esc cancels a run) waits while the completion list is open;
    // with it closed, the editor claims none of those keys.
    if (event->type() == QEvent::ShortcutOverride && m_completer->wantsKey(static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() & Qt::ControlModifier && key->key() != Qt::Key_Space &&
            key->key() != Qt::Key_Control)
            m_completer->close(); // a shortcut (Ctrl+Enter runs) leaves the list behind
    }
    return QPlainTextEdit::event(event);
}

void QueryEditor::keyPressEvent(QKeyEvent *event)
{
    if (m_completer->takeKey(event))
        return;
    if (m_completer->wantsKey(event)) { // Ctrl+Space: asks, types nothing
        event->accept();
        m_completer->open(true);
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
    m_completer->keyTyped(event);
}

bool QueryEditor::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QString text = m_completer->describeAt(help->pos());
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, viewport());
        }
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

void QueryEditor::markBrackets()
{
    const QString text = toPlainText();
    const int pos = textCursor().position();
    // The bracket after the cursor first, then the one before it (as most editors do).
    int at = -1;
    if (pos < text.size() && isBracket(text.at(pos)))
        at = pos;
    else if (pos > 0 && pos <= text.size() && isBracket(text.at(pos - 1)))
        at = pos - 1;
    int match = -1;
    if (at >= 0) {
        match = models::matchingBracket(text, at);
        // A bracket inside a string or comment is text: nothing to mark.
        if (match < 0) {
            const QTextBlock block = document()->findBlock(at);
            auto state = block.previous().userState() == int(models::QueryLineState::InBlockString)
                             ? models::QueryLineState::InBlockString
                             : models::QueryLineState::Normal;
            bool punctuation = false;
            for (const models::QueryToken &t : models::lexQueryLine(block.text(), &state)) {
                if (t.kind == models::QueryToken::Kind::Punctuation && block.position() + t.start == at)
                    punctuation = true;
            }
            if (!punctuation)
                at = -1;
        }
    }
    m_marked.clear();
    m_matched = match >= 0;
    QList<QTextEdit::ExtraSelection> selections;
    const auto mark = [&](int position, const QColor &colour) {
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(document());
        s.cursor.setPosition(position);
        s.cursor.setPosition(position + 1, QTextCursor::KeepAnchor);
        s.format.setBackground(colour);
        s.format.setFontWeight(QFont::Bold);
        selections.append(s);
        m_marked.append(position);
    };
    if (at >= 0)
        mark(at, m_matched ? QColor(0xc8, 0xe6, 0xc9) : QColor(0xf4, 0xc7, 0xc3));
    if (m_matched)
        mark(match, QColor(0xc8, 0xe6, 0xc9));
    setExtraSelections(selections);
}

} // namespace bd::widgets
