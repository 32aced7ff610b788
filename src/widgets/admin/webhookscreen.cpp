#include "widgets/admin/webhookscreen.h"
#include "widgets/common/palettecolors.h"

#include "domain/json/jsonwriter.h"
#include "models/admin/webhookloader.h"
#include "models/admin/webhookmodel.h"
#include "models/common/csv.h"
#include "ui_webhookscreen.h"

#include <QAction>
#include <QClipboard>
#include <QFileDialog>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHeaderView>
#include <QMenu>
#include <QPointer>
#include <QSaveFile>
#include <QSettings>

namespace bd::widgets {

using models::WebhookModel;

WebhookScreen::WebhookScreen(const api::AccountPtr &account, QWidget *parent)
    : Screen(parent), m_ui(std::make_unique<Ui::WebhookScreen>()), m_model(new WebhookModel(this)),
      m_loader(new models::WebhookLoader(account, m_model, this))
{
    m_ui->setupUi(this);
    m_ui->table->setModel(m_model);
    // The order the service sent until the user sorts by a column.
    m_ui->table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_ui->table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_ui->table->horizontalHeader()->setStretchLastSection(true);
    m_ui->table->verticalHeader()->setVisible(false);
    m_ui->details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_ui->splitter->setStretchFactor(0, 3);
    m_ui->splitter->setStretchFactor(1, 2);
    if (!m_ui->splitter->restoreState(QSettings().value(QStringLiteral("webhooks/splitter")).toByteArray()))
        m_ui->splitter->setSizes({760, 440});
    m_ui->empty->setText(tr("There are no webhook endpoints registered for this tenant."));

    m_ui->stateFilter->addItem(tr("All endpoints"), int(WebhookModel::StateFilter::Any));
    m_ui->stateFilter->addItem(tr("Active only"), int(WebhookModel::StateFilter::Active));
    m_ui->stateFilter->addItem(tr("Inactive only"), int(WebhookModel::StateFilter::Inactive));
    connect(m_ui->stateFilter, &QComboBox::currentIndexChanged, this, [this] {
        m_model->setStateFilter(WebhookModel::StateFilter(m_ui->stateFilter->currentData().toInt()));
        showStatus();
    });
    connect(m_ui->filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_model->setFilterText(text);
        showStatus();
    });
    connect(m_ui->table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &WebhookScreen::showDetails);
    connect(m_model, &QAbstractItemModel::layoutChanged, this, [this] {
        // A filter hid the selected row: the first one left takes its place, so details stay.
        if (!m_ui->table->currentIndex().isValid() && m_model->rowCount() > 0)
            m_ui->table->setCurrentIndex(m_model->index(0, 0));
        showDetails();
    });

    // Each shortcut has one owner, this screen, and acts while the focus is anywhere in it.
    m_copy = new QAction(tr("&Copy endpoint as JSON"), this);
    m_copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_copy, &QAction::triggered, this, &WebhookScreen::copySelected);
    addAction(m_copy);
    m_export = new QAction(tr("&Export visible endpoints…"), this);
    connect(m_export, &QAction::triggered, this, &WebhookScreen::chooseExportFile);
    connect(m_ui->exportButton, &QPushButton::clicked, m_export, &QAction::trigger);
    auto *refresh = new QAction(tr("Refresh"), this);
    refresh->setShortcut(QKeySequence::Refresh);
    refresh->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(refresh, &QAction::triggered, this, &WebhookScreen::reload);
    addAction(refresh);
    auto *find = new QAction(tr("Filter"), this);
    find->setShortcut(QKeySequence::Find);
    find->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(find, &QAction::triggered, this, [this] { m_ui->filter->setFocus(Qt::ShortcutFocusReason); });
    addAction(find);
    connect(m_ui->table, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        QMenu menu(this);
        menu.addAction(m_copy);
        menu.addAction(m_export);
        menu.exec(m_ui->table->viewport()->mapToGlobal(at));
    });
    // One button: Refresh, Retry after a failure, Cancel while loading.
    connect(m_ui->refresh, &QPushButton::clicked, this, [this] {
        if (m_loader->isLoading())
            m_loader->cancel();
        else
            reload();
    });

    connect(m_loader, &models::WebhookLoader::loaded, this, &WebhookScreen::showLoaded);
    connect(m_loader, &models::WebhookLoader::waiting, this, [this](int seconds, int attempt, int of) {
        m_ui->messageBar->showWait(seconds, attempt, of, [this] { m_loader->cancel(); });
    });
    connect(m_loader, &models::WebhookLoader::canceled, this, [this] {
        m_ui->refresh->setText(tr("&Retry"));
        showMessage(tr("Loading canceled; the endpoints shown are from before."), false);
    });
    connect(m_loader, &models::WebhookLoader::failed, this, [this](const api::ApiError &error) {
        m_ui->refresh->setText(tr("&Retry"));
        showMessage(tr("The webhook endpoints could not be loaded. %1").arg(error.userMessage()), true);
    });
    showDetails();
    showStatus();
}

WebhookScreen::~WebhookScreen()
{
    QSettings().setValue(QStringLiteral("webhooks/splitter"), m_ui->splitter->saveState());
}

bool WebhookScreen::isLoading() const
{
    return m_loader->isLoading();
}

void WebhookScreen::reload()
{
    if (isLoading())
        return;
    m_ui->refresh->setText(tr("&Cancel"));
    showMessage(tr("Loading the webhook endpoints…"), false);
    m_loader->load();
}

void WebhookScreen::showLoaded(int entries, int notRecords)
{
    m_ui->refresh->setText(tr("&Refresh"));
    if (notRecords > 0)
        showMessage(tr("%n entry(s) in the list the service sent are not records; each is shown as a row "
                       "saying what arrived.",
                       nullptr, notRecords),
                    false);
    else
        showMessage({}, false);
    m_ui->pages->setCurrentWidget(entries == 0 ? static_cast<QWidget *>(m_ui->empty) : m_ui->splitter);
    m_ui->table->resizeColumnsToContents();
    for (int c = 0; c < m_model->columnCount(); ++c)
        m_ui->table->setColumnWidth(c, std::min(m_ui->table->columnWidth(c), 280)); // the rest in tooltips
    if (m_model->rowCount() > 0)
        m_ui->table->setCurrentIndex(m_model->index(0, 0));
    showDetails();
    showStatus();
    emit loaded(entries);
}

void WebhookScreen::showDetails()
{
    const QModelIndex current = m_ui->table->currentIndex();
    const QByteArray json = m_model->jsonAt(current);
    m_copy->setEnabled(!json.isEmpty());
    if (json.isEmpty()) {
        m_ui->detailsTitle->setText(tr("Select an endpoint to see every field it has, as received."));
        m_ui->details->clear();
        return;
    }
    const bool record = current.data(WebhookModel::StateRole).toInt() != int(WebhookModel::State::NotARecord);
    m_ui->detailsTitle->setText(record ? tr("Every field of this endpoint as received (re-indented):")
                                       : current.siblingAtColumn(0).data().toString());
    m_ui->details->setPlainText(QString::fromUtf8(json::reformat(json, true)));
}

void WebhookScreen::showStatus()
{
    const int all = m_model->entryCount();
    const int shown = m_model->rowCount();
    setStatusText(shown == all ? tr("%n webhook endpoint(s)", nullptr, all)
                               : tr("%1 of %n webhook endpoint(s) shown", nullptr, all).arg(shown));
}

void WebhookScreen::showMessage(const QString &text, bool error)
{
    m_ui->messageBar->showMessage(text, error ? MessageBar::Kind::Error : MessageBar::Kind::Info);
}

void WebhookScreen::copySelected()
{
    const QByteArray json = m_model->jsonAt(m_ui->table->currentIndex());
    if (json.isEmpty())
        return;
    QGuiApplication::clipboard()->setText(QString::fromUtf8(json::reformat(json, true)));
    showMessage(tr("Copied the endpoint as JSON, exactly as received."), false);
}

void WebhookScreen::chooseExportFile()
{
    QFileDialog dialog(this, tr("Export webhook endpoints"));
    dialog.setObjectName(QStringLiteral("exportDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setNameFilters({tr("CSV (*.csv)"), tr("JSON (*.json)")});
    dialog.setDefaultSuffix(QStringLiteral("csv"));
    dialog.selectFile(QStringLiteral("webhook-endpoints.csv"));
    connect(&dialog, &QFileDialog::filterSelected, &dialog, [&dialog](const QString &filter) {
        dialog.setDefaultSuffix(filter.contains(QStringLiteral("*.json")) ? QStringLiteral("json")
                                                                          : QStringLiteral("csv"));
    });
    if (dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty())
        exportTo(dialog.selectedFiles().constFirst());
}

bool WebhookScreen::exportTo(const QString &path)
{
    // JSON: the entries exactly as received; CSV: the columns as shown, safe from formulas.
    const bool asJson = path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive);
    const QByteArray bytes = asJson ? m_model->exportJson() : models::exportCsv(*m_model);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        showMessage(tr("Could not write %1: %2").arg(path, file.errorString()), true);
        return false;
    }
    showMessage(tr("Exported %n endpoint(s) to %1.", nullptr, m_model->rowCount()).arg(path), false);
    return true;
}

void WebhookScreen::offerCommands(models::CommandSearch &search)
{
    const int url = int(m_model->fieldNames().indexOf(QStringLiteral("url")));
    const int id = int(m_model->fieldNames().indexOf(QStringLiteral("id")));
    for (int row = 0; row < m_model->rowCount() && url >= 0; ++row) {
        const QString address = m_model->index(row, url).data().toString();
        const QString key = id >= 0 ? m_model->index(row, id).data().toString() : address;
        if (address.isEmpty())
            continue;
        models::Command c;
        c.group = models::Command::Group::Webhook;
        c.text = address;
        c.detail = id >= 0 ? key : QString();
        c.key = QStringLiteral("webhook:") + key;
        c.run = [self = QPointer<WebhookScreen>(this), key, url, id]() -> models::PendingLookup * {
            if (!self)
                return nullptr;
            self->showInWindow();
            const int column = id >= 0 ? id : url;
            for (int r = 0; r < self->m_model->rowCount(); ++r) {
                if (self->m_model->index(r, column).data().toString() == key) {
                    self->m_ui->table->setCurrentIndex(self->m_model->index(r, 0));
                    self->m_ui->table->setFocus(Qt::OtherFocusReason);
                }
            }
            return nullptr;
        };
        search.offer(std::move(c));
    }
}

models::SavedView WebhookScreen::currentView() const
{
    models::SavedView view;
    view.screen = viewsKey();
    view.search = m_ui->filter->text();
    const auto state = WebhookModel::StateFilter(m_ui->stateFilter->currentData().toInt());
    if (state != WebhookModel::StateFilter::Any)
        view.filters.insert(QStringLiteral("state"), state == WebhookModel::StateFilter::Active
                                                         ? QStringLiteral("active")
                                                         : QStringLiteral("inactive"));
    view.sortColumn = m_model->fieldNames().value(m_model->sortColumn());
    view.descending = m_model->sortOrder() == Qt::DescendingOrder;
    const QHeaderView *header = m_ui->table->horizontalHeader();
    for (int c = 0; c < header->count(); ++c)
        view.columnWidths.insert(m_model->fieldNames().value(c), header->sectionSize(c));
    view.columnWidths.remove(QString());
    return view;
}

void WebhookScreen::applyView(const models::SavedView &view)
{
    m_ui->filter->setText(view.search);
    const QString state = view.filters.value(QStringLiteral("state"));
    const auto filter = state == u"active"     ? WebhookModel::StateFilter::Active
                        : state == u"inactive" ? WebhookModel::StateFilter::Inactive
                                               : WebhookModel::StateFilter::Any;
    m_ui->stateFilter->setCurrentIndex(std::max(0, m_ui->stateFilter->findData(int(filter))));
    const int column = int(m_model->fieldNames().indexOf(view.sortColumn));
    if (column >= 0)
        m_ui->table->sortByColumn(column, view.descending ? Qt::DescendingOrder : Qt::AscendingOrder);
    QHeaderView *header = m_ui->table->horizontalHeader();
    for (auto w = view.columnWidths.cbegin(); w != view.columnWidths.cend(); ++w)
        if (const int c = int(m_model->fieldNames().indexOf(w.key())); c >= 0)
            header->resizeSection(c, w.value());
}

} // namespace bd::widgets
