#pragma once

// The query text editor: fixed-width text, highlighting, and the bracket next to the cursor
// shown with its match ({} () [], strings and comments skipped) — or in red when it has none.
// With a schema it completes names (QueryCompleter: by itself after two letters, or on
// Ctrl+Space) and a hover over a known entity, field or operator says what is known of it.

#include <QPlainTextEdit>

#include <memory>

namespace bd::models {
class QuerySchema;
} // namespace bd::models

namespace bd::widgets {

class QueryCompleter;
class QueryHighlighter;

class QueryEditor final : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit QueryEditor(QWidget *parent = nullptr);

    // Puts the cursor at a line and column counted from 1 (as the service reports errors),
    // clamped to the text, gives the editor focus and scrolls there.
    void goTo(int line, int column);
    // Positions of the brackets marked now: the one next to the cursor and its match (empty
    // when the cursor is next to no bracket).
    QList<int> markedBrackets() const { return m_marked; }
    bool markedBracketsMatch() const { return m_matched; }

    // What completion and hovers offer (null: neither). Shared: the screen learns into it.
    void setSchema(std::shared_ptr<models::QuerySchema> schema);

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    void markBrackets();

    QueryHighlighter *m_highlighter;
    QueryCompleter *m_completer;
    QList<int> m_marked;
    bool m_matched = false;
};

} // namespace bd::widgets
