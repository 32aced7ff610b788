#include "widgets/catalog/catalogexporter.h"

#include "domain/json/jsonwriter.h"
#include "models/catalog/catalogexport.h"
#include "models/catalog/catalogmodel.h"
#include "models/common/csv.h"
#include "widgets/common/messagebar.h"

#include <QClipboard>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QSaveFile>

namespace bd::widgets {

CatalogExporter::CatalogExporter(models::CatalogModel *model, QWidget *window, MessageBar *messages,
                                 QObject *parent)
    : QObject(parent), m_model(model), m_window(window), m_messages(messages)
{}

bool CatalogExporter::exportTo(const QString &path, const QString &format)
{
    QElapsedTimer clock;
    clock.start();
    const QByteArray bytes = format == u"json" ? models::exportJson(*m_model, *m_model)
                                               : models::exportCatalogCsv(*m_model, *m_model);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        m_messages->showMessage(tr("Could not write %1: %2").arg(path, file.errorString()),
                                MessageBar::Kind::Error);
        return false;
    }
    const QString said = tr("Exported %Ln product(s) to %1.", nullptr, m_model->rowCount()).arg(path);
    m_messages->showMessage(said, MessageBar::Kind::Success);
    emit exported(said, clock.elapsed());
    return true;
}

void CatalogExporter::chooseFile()
{
    auto *dialog = new QFileDialog(m_window, tr("Export products"));
    dialog->setObjectName(QStringLiteral("exportDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setOption(QFileDialog::DontUseNativeDialog); // the same everywhere, and testable
    const QString csv = tr("CSV (*.csv)");
    const QString json = tr("JSON (*.json)");
    dialog->setNameFilters({csv, json});
    dialog->selectFile(QStringLiteral("products.csv"));
    connect(dialog, &QFileDialog::filterSelected, dialog, [dialog, json](const QString &filter) {
        // Follow the chosen type in the proposed name.
        const QString suffix = filter == json ? QStringLiteral("json") : QStringLiteral("csv");
        dialog->setDefaultSuffix(suffix);
    });
    dialog->setDefaultSuffix(QStringLiteral("csv"));
    connect(dialog, &QFileDialog::fileSelected, this, [this, dialog, json](const QString &path) {
        // The extension decides when there is one; otherwise the type chosen in the dialog.
        const QString suffix = QFileInfo(path).suffix().toLower();
        const bool asJson = suffix == u"json" || (suffix != u"csv" && dialog->selectedNameFilter() == json);
        exportTo(path, asJson ? QStringLiteral("json") : QStringLiteral("csv"));
    });
    dialog->open();
}

QString CatalogExporter::copyAsJson(const QModelIndex &index)
{
    const domain::ProductSummary *p = m_model->summaryAt(index);
    if (!p)
        return {};
    const QString text =
        QString::fromUtf8(json::reformat(p->json.view(), true)); // exactly as the service sent it
    QGuiApplication::clipboard()->setText(text);
    m_messages->showMessage(tr("Copied %1 as JSON.").arg(p->name), MessageBar::Kind::Success);
    return text;
}

} // namespace bd::widgets
