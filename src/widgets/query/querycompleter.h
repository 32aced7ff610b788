#pragma once

// Completion and hovers for the query editor from a models::QuerySchema: a popup of what fits
// where the cursor is (entities, an entity's fields, a where's fields, a condition's operators),
// narrowed to the name being typed, any case. It opens by itself once two letters of a name are
// typed, or on request (Ctrl+Space). While it is open it owns Enter, Tab, Up, Down and Esc, so a
// screen's Esc (cancel a run) never fires then; once it is closed it owns none of them.

#include "models/query/queryschema.h"

#include <QObject>
#include <QPoint>

#include <memory>

class QAbstractItemView;
class QCompleter;
class QKeyEvent;
class QPlainTextEdit;
class QStringListModel;

namespace bd::widgets {

class QueryCompleter final : public QObject
{
    Q_OBJECT
public:
    explicit QueryCompleter(QPlainTextEdit *editor);

    void setSchema(std::shared_ptr<models::QuerySchema> schema);
    const std::shared_ptr<models::QuerySchema> &schema() const { return m_schema; }

    bool isOpen() const;
    QAbstractItemView *popup() const;
    // Opens the popup for the name at the cursor, or narrows it when it is open; `asked` (Ctrl+Space)
    // opens it before two letters are typed. Closes it when nothing fits.
    void open(bool asked);
    void close();

    // Before the editor sees a key: true when the open popup took it (the event is accepted).
    bool takeKey(QKeyEvent *event);
    // Whether the popup would take `event` (for a ShortcutOverride: a screen's shortcut must wait).
    bool wantsKey(const QKeyEvent *event) const;
    // After the editor typed a key: opens, narrows or closes the popup.
    void keyTyped(const QKeyEvent *event);

    // What the schema knows of the name under `viewportPos` in the editor (empty: nothing).
    QString describeAt(QPoint viewportPos) const;

private:
    QStringList candidates(const models::QueryCompletionContext &context) const;
    void insert(const QString &completion);

    QPlainTextEdit *m_editor;
    QCompleter *m_completer;
    QStringListModel *m_model;
    std::shared_ptr<models::QuerySchema> m_schema;
};

} // namespace bd::widgets
