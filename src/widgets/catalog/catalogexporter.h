#pragma once

// What the catalog gives away: the visible products written to a file (CSV as the columns
// show them, JSON exactly as received), chosen in a save dialog, and one product copied to the
// clipboard as JSON. Each says how it went in the screen's message bar.

#include <QModelIndex>
#include <QObject>

class QWidget;

namespace bd::models {
class CatalogModel;
} // namespace bd::models

namespace bd::widgets {

class MessageBar;

class CatalogExporter final : public QObject
{
    Q_OBJECT
public:
    // Exports what `model` shows; the dialog opens over `window`; results go to `messages`.
    CatalogExporter(models::CatalogModel *model, QWidget *window, MessageBar *messages,
                    QObject *parent = nullptr);

    // Asks where (and as which type, when the name does not say) and writes there.
    void chooseFile();
    // Writes the visible products (format "csv" or "json"); false and a message on failure.
    bool exportTo(const QString &path, const QString &format);
    // The product of `index` as indented JSON, exactly as received, also put on the clipboard;
    // empty when the row is no product's.
    QString copyAsJson(const QModelIndex &index);

signals:
    // A file was written: what the message bar said, and how long it took.
    void exported(const QString &said, qint64 elapsedMs);

private:
    models::CatalogModel *m_model;
    QWidget *m_window;
    MessageBar *m_messages;
};

} // namespace bd::widgets
