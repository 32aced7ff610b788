// QueryResultView's ways out: cells, rows and values copied; a list exported as CSV or JSON and
// the whole answer saved as received, both written on a worker thread (a hundred-megabyte
// answer does not stop the window).

#include "widgets/query/queryresultview.h"

#include "api/background.h"
#include "domain/json/jsonwriter.h"
#include "models/query/jsontreemodel.h"
#include "models/query/queryexport.h"
#include "models/query/querytablemodel.h"
#include "ui_queryresult.h"

#include <QClipboard>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QGuiApplication>
#include <QPointer>
#include <QSaveFile>
#include <QtConcurrent/QtConcurrentRun>

namespace bd::widgets {

namespace {

// Writes bytes to a file in one go, replacing it only when all of it was written; the failure
// in words, or empty.
QString writeFile(const QString &file, const QByteArray &bytes)
{
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit())
        return out.errorString();
    return {};
}

QFileDialog *saveDialog(QWidget *parent, const QString &title, const QString &filters, const QString &file)
{
    auto *dialog = new QFileDialog(parent, title, QString(), filters);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setOption(QFileDialog::DontUseNativeDialog);
    dialog->selectFile(file);
    return dialog;
}

} // namespace

void QueryResultView::chooseExport()
{
    if (m_levels.isEmpty())
        return;
    const QString path = tablePath();
    const json::Value list = m_levels.last().list;
    auto *dialog = saveDialog(this, tr("Export %1").arg(path), tr("CSV (*.csv);;JSON (*.json)"),
                              path.section(u'.', -1).remove(u'[').remove(u']') + QStringLiteral(".csv"));
    dialog->setObjectName(QStringLiteral("exportTableDialog"));
    dialog->setDefaultSuffix(QStringLiteral("csv"));
    connect(dialog, &QFileDialog::filterSelected, dialog, [dialog](const QString &filter) {
        dialog->setDefaultSuffix(filter.contains(QStringLiteral("json")) ? QStringLiteral("json")
                                                                         : QStringLiteral("csv"));
    });
    // The list's document lives as long as the writing: another answer may come meanwhile.
    const auto document = m_run.response.document;
    const int rows = int(list.size());
    connect(dialog, &QFileDialog::fileSelected, this, [this, list, rows, document](const QString &file) {
        auto clock = std::make_shared<QElapsedTimer>();
        clock->start();
        const bool asJson = file.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive);
        auto *watcher = new QFutureWatcher<QString>(this);
        connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, file, rows, clock] {
            watcher->deleteLater();
            const QString failure = watcher->result();
            if (!failure.isEmpty()) {
                emit said(tr("Could not write %1: %2").arg(file, failure), true);
                return;
            }
            const QString text = tr("Exported %n row(s) to %1.", nullptr, rows).arg(file);
            emit said(text, false);
            emit jobEnded(tr("Rows exported"), text, clock->elapsed());
        });
        watcher->setFuture(QtConcurrent::run(api::backgroundPool(), [file, list, document, asJson] {
            return writeFile(file, asJson ? models::queryTableJson(list) : models::queryTableCsv(list));
        }));
    });
    dialog->open();
}

void QueryResultView::saveAnswer()
{
    const QByteArray body = m_run.body; // shared, not copied
    if (body.isEmpty())
        return;
    auto *dialog = saveDialog(this, tr("Save the answer"), tr("JSON (*.json);;All files (*)"),
                              QStringLiteral("answer.json"));
    dialog->setObjectName(QStringLiteral("saveAnswerDialog"));
    dialog->setDefaultSuffix(QStringLiteral("json"));
    connect(dialog, &QFileDialog::fileSelected, this, [this, body](const QString &file) {
        auto *watcher = new QFutureWatcher<QString>(this);
        connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, file, body] {
            watcher->deleteLater();
            const QString failure = watcher->result();
            if (failure.isEmpty())
                emit said(
                    tr("Saved the answer (%1) to %2, exactly as received.")
                        .arg(QLocale().formattedDataSize(body.size(), 1, QLocale::DataSizeSIFormat), file),
                    false);
            else
                emit said(tr("Could not write %1: %2").arg(file, failure), true);
        });
        watcher->setFuture(
            QtConcurrent::run(api::backgroundPool(), [file, body] { return writeFile(file, body); }));
    });
    dialog->open();
}

void QueryResultView::copySelection(bool asJson)
{
    const QModelIndexList selected = m_ui->table->selectionModel()->selectedIndexes();
    if (selected.isEmpty())
        return;
    if (!asJson) {
        QGuiApplication::clipboard()->setText(m_table->copyText(selected));
        return;
    }
    QList<int> rows;
    rows.reserve(selected.size());
    for (const QModelIndex &i : selected)
        rows << i.row();
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    QGuiApplication::clipboard()->setText(QString::fromUtf8(json::reformat(m_table->rowsJson(rows), true)));
}

void QueryResultView::copyTreeValue()
{
    const QModelIndex index = m_ui->tree->currentIndex();
    if (!index.isValid())
        return;
    const json::Value v = m_tree->valueAt(index);
    // A string as its text, anything else as its exact JSON (numbers keep their digits).
    QGuiApplication::clipboard()->setText(v.isString() ? v.toString()
                                                       : QString::fromUtf8(json::reformat(v.raw(), true)));
}

} // namespace bd::widgets
