#include "widgets/admin/invoicescreen.h"
#include "widgets/common/palettecolors.h"

#include "domain/invoice.h"
#include "models/admin/deletionlogmodel.h"
#include "models/admin/invoicedeleter.h"
#include "models/admin/invoicepreviewmodel.h"
#include "ui_invoicescreen.h"
#include "widgets/admin/deleteconfirmdialog.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QMessageBox>
#include <QPointer>
#include <QSaveFile>
#include <QSettings>

namespace bd::widgets {

using models::AllInvoiceFlags;
using models::DeletionConfirmation;
using models::DeletionOutcome;
using models::InvoiceDeleter;
using models::InvoiceFlag;

namespace {

QCheckBox *flagBox(Ui::InvoiceScreen &ui, InvoiceFlag flag)
{
    switch (flag) {
    case InvoiceFlag::NotifyCrm: return ui.notifyCrm;
    case InvoiceFlag::NotifyDebitMemoChangedToCrm: return ui.notifyDebitMemoChangedToCrm;
    case InvoiceFlag::NotifyPaymentChangedToCrm: return ui.notifyPaymentChangedToCrm;
    }
    return nullptr;
}

QLabel *flagHelp(Ui::InvoiceScreen &ui, InvoiceFlag flag)
{
    switch (flag) {
    case InvoiceFlag::NotifyCrm: return ui.notifyCrmHelp;
    case InvoiceFlag::NotifyDebitMemoChangedToCrm: return ui.notifyDebitMemoChangedToCrmHelp;
    case InvoiceFlag::NotifyPaymentChangedToCrm: return ui.notifyPaymentChangedToCrmHelp;
    }
    return nullptr;
}

const QString HeaderKey = QStringLiteral("invoices/previewHeader");
const QString LogHeaderKey = QStringLiteral("invoices/logHeader");

} // namespace

InvoiceScreen::InvoiceScreen(const api::AccountPtr &account, QWidget *parent)
    : Screen(parent), m_ui(std::make_unique<Ui::InvoiceScreen>()),
      m_deleter(new InvoiceDeleter(account, this)), m_preview(new models::InvoicePreviewModel(this)),
      m_log(new models::DeletionLogModel(this))
{
    m_ui->setupUi(this);
    m_ui->previewTable->setModel(m_preview);
    m_ui->logTable->setModel(m_log);
    for (QTableView *table : {m_ui->previewTable, m_ui->logTable}) {
        table->horizontalHeader()->setStretchLastSection(true);
        table->verticalHeader()->setVisible(false);
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    }
    m_ui->previewTable->horizontalHeader()->restoreState(QSettings().value(HeaderKey).toByteArray());
    m_ui->logTable->horizontalHeader()->restoreState(QSettings().value(LogHeaderKey).toByteArray());
    for (const QString &status : bd::domain::deletableInvoiceStatuses())
        m_ui->status->addItem(status, status);
    m_ui->refusalMessage->setTextFormat(Qt::PlainText);
    for (InvoiceFlag flag : AllInvoiceFlags) {
        QCheckBox *box = flagBox(*m_ui, flag);
        box->setText(invoiceFlagLabel(flag));
        box->setAccessibleName(invoiceFlagLabel(flag));
        box->setAccessibleDescription(invoiceFlagExplanation(flag));
        flagHelp(*m_ui, flag)->setText(invoiceFlagExplanation(flag));
        flagHelp(*m_ui, flag)->setStyleSheet(QStringLiteral("font-style: italic;"));
        connect(box, &QCheckBox::toggled, this, [this, flag](bool on) { m_deleter->setFlag(flag, on); });
    }

    connect(m_ui->byIds, &QRadioButton::toggled, this, [this](bool on) {
        m_deleter->setMode(on ? InvoiceDeleter::Mode::Ids : InvoiceDeleter::Mode::Status);
    });
    connect(m_ui->ids, &QPlainTextEdit::textChanged, this,
            [this] { m_deleter->setIdsText(m_ui->ids->toPlainText()); });
    connect(m_ui->status, &QComboBox::currentIndexChanged, this,
            [this] { m_deleter->setStatus(m_ui->status->currentData().toString()); });
    connect(m_ui->preview, &QPushButton::clicked, m_deleter, &InvoiceDeleter::preview);
    connect(m_ui->deleteButton, &QPushButton::clicked, this, [this] {
        showMessage({}, false);
        m_ui->refusal->setVisible(false);
        m_deleter->requestDeletion();
    });
    connect(m_ui->exportLog, &QPushButton::clicked, this, &InvoiceScreen::chooseLogExport);

    connect(m_deleter, &InvoiceDeleter::selectionChanged, this, &InvoiceScreen::showSelection);
    connect(m_deleter, &InvoiceDeleter::busyChanged, this, &InvoiceScreen::showButtons);
    connect(m_deleter, &InvoiceDeleter::previewStarted, this, [this] {
        m_ui->messageBar->clear(); // what it said was about the request before this one
        m_ui->refusal->setVisible(false);
        showText(m_ui->previewSummary, tr("Asking the query endpoint what the selection holds…"));
        m_ui->tabs->setCurrentWidget(m_ui->previewTab);
    });
    connect(m_deleter, &InvoiceDeleter::previewWaiting, this, [this](int seconds, int attempt, int of) {
        m_ui->messageBar->showWait(seconds, attempt, of, [this] { m_deleter->cancelPreview(); });
    });
    connect(m_deleter, &InvoiceDeleter::previewCanceled, this, [this] {
        showText(m_ui->previewSummary, tr("Preview canceled."));
        showMessage(tr("Preview canceled."), false);
    });
    connect(m_deleter, &InvoiceDeleter::previewFinished, this, [this](const models::InvoicePreview &p) {
        if (m_ui->messageBar->kind() == MessageBar::Kind::Progress)
            m_ui->messageBar->clear(); // the wait it spoke of is over
        m_preview->setPreview(p);
        m_ui->previewTable->resizeColumnsToContents();
        if (!p.available) {
            showText(m_ui->previewSummary,
                     tr("Preview unavailable: %1. You can still delete; the confirmation "
                        "says what is not known.")
                         .arg(p.unavailableReason));
            return;
        }
        QStringList lines;
        lines << (m_deleter->mode() == InvoiceDeleter::Mode::Ids
                      ? tr("The service knows %n of the ids.", nullptr, int(p.rows.size()) - p.unknown)
                      : tr("The filter selects %n invoice(s).", nullptr,
                           p.total.value_or(int(p.rows.size()))));
        if (p.total && *p.total > p.rows.size() - p.unknown)
            lines << tr("Listed here: %n.", nullptr, int(p.rows.size()) - p.unknown);
        if (p.notDeletable > 0)
            lines << tr("Not Canceled or Draft: %n (the service would refuse the whole deletion).", nullptr,
                        p.notDeletable);
        if (p.unknown > 0)
            lines << tr("Unknown to the service: %n id(s).", nullptr, p.unknown);
        if (p.ignored > 0)
            lines << tr("The query endpoint also answered %n invoice(s) that were not selected; they are not "
                        "shown.",
                        nullptr, p.ignored);
        if (!p.detailed)
            lines << tr("This service answered only ids and statuses.");
        showText(m_ui->previewSummary, lines.join(u' '));
    });
    connect(m_deleter, &InvoiceDeleter::confirmationNeeded, this,
            [this](const DeletionConfirmation &confirmation) {
                auto *dialog = new DeleteConfirmDialog(confirmation, this);
                dialog->setAttribute(Qt::WA_DeleteOnClose);
                connect(dialog, &QDialog::finished, this, [this, dialog](int result) {
                    if (result != QDialog::Accepted || !m_deleter->confirmDeletion(dialog->typedText()))
                        m_deleter->cancelDeletion();
                });
                dialog->open();
            });
    connect(m_deleter, &InvoiceDeleter::deletionStarted, this, [this] {
        m_deletionClock.start();
        showMessage(tr("Deleting… (this request is sent once and never repeated)"), false);
    });
    connect(m_deleter, &InvoiceDeleter::deletionFinished, this, [this](const DeletionOutcome &o) {
        using Kind = DeletionOutcome::Kind;
        const bool refused = o.kind == Kind::Refused;
        // A refusal's words are in the box below, field by field; the line above says what it is.
        const QString said =
            refused ? tr("The service refused the deletion (HTTP %1). What it said:").arg(o.httpStatus)
                    : o.message;
        showMessage(said, o.kind != Kind::Deleted);
        m_ui->refusal->setVisible(refused);
        if (refused) {
            showText(m_ui->refusalTitle, o.title.isEmpty() ? tr("(none given)") : o.title);
            showText(m_ui->refusalMessage,
                     o.serviceMessage.isEmpty() ? tr("(none given)") : o.serviceMessage);
            showText(m_ui->refusalCode, o.errorCode.isEmpty() ? tr("(none given)") : o.errorCode);
        }
        if (!m_deleter->currentPreview()) {
            m_preview->clear();
            showText(m_ui->previewSummary, tr("Preview again to see what is left."));
        }
        showLog();
        emit jobEnded(o.kind == Kind::Deleted ? tr("Invoices deleted")
                                              : tr("Invoice deletion did not go through"),
                      refused ? o.serviceMessage : said, m_deletionClock.elapsed());
        emit deletionFinished();
    });

    m_ui->tabs->setCurrentWidget(m_ui->previewTab);
    showSelection();
    showLog();
}

InvoiceScreen::~InvoiceScreen()
{
    QSettings settings;
    settings.setValue(HeaderKey, m_ui->previewTable->horizontalHeader()->saveState());
    settings.setValue(LogHeaderKey, m_ui->logTable->horizontalHeader()->saveState());
}

void InvoiceScreen::activate()
{
    // Another session or tenant: its own log; what was previewed belonged to the last one.
    m_preview->clear();
    showText(m_ui->previewSummary, {});
    showLog();
}

bool InvoiceScreen::hasUnsavedWork() const
{
    return m_deleter->isDeleting();
}

bool InvoiceScreen::confirmDiscard()
{
    if (!m_deleter->isDeleting())
        return true;
    return QMessageBox::question(this, tr("A deletion is on its way"),
                                 tr("The service has not answered the deletion yet. If you go on, its answer "
                                    "is not shown or logged, but the deletion may still happen. Go on?"),
                                 QMessageBox::Yes | QMessageBox::Cancel,
                                 QMessageBox::Cancel) == QMessageBox::Yes;
}

void InvoiceScreen::showText(QLabel *label, const QString &text)
{
    label->setText(text);
    label->setAccessibleDescription(text); // the label's name says what it is; this is what it says
}

void InvoiceScreen::showSelection()
{
    if (m_ui->messageBar->kind() == MessageBar::Kind::Progress)
        m_ui->messageBar->clear(); // a preview waiting for the service was for the old selection
    const bool byIds = m_deleter->mode() == InvoiceDeleter::Mode::Ids;
    m_ui->ids->setEnabled(byIds);
    m_ui->status->setEnabled(!byIds);
    const models::InvoiceIdList &ids = m_deleter->ids();
    QString count = tr("%n invoice id(s)", nullptr, int(ids.ids.size()));
    if (ids.duplicates > 0)
        count += QLatin1Char(' ') + tr("(%n duplicate(s) removed)", nullptr, ids.duplicates);
    showText(m_ui->idsCount, count);
    showText(m_ui->filterText, tr("Filter sent: %1").arg(domain::invoiceStatusFilter(m_deleter->status())));
    m_ui->filterText->setEnabled(!byIds);
    // A preview, its refusal or its error spoke of the selection before: none of it holds now.
    if (!m_deleter->currentPreview() &&
        (m_preview->rowCount() > 0 || !m_ui->previewSummary->text().isEmpty())) {
        m_preview->clear();
        showText(m_ui->previewSummary, tr("The selection changed: preview again."));
    }
    if (!m_deleter->currentPreview())
        m_ui->refusal->setVisible(false);
    setStatusText(byIds ? count : tr("Invoices with status %1").arg(m_deleter->status()));
    showButtons();
}

void InvoiceScreen::showButtons()
{
    const QStringList problems = m_deleter->problems();
    const bool busy = m_deleter->isDeleting() || m_deleter->isAwaitingConfirmation();
    m_ui->deleteButton->setEnabled(m_deleter->canRequestDeletion());
    m_ui->preview->setEnabled(problems.isEmpty() && !m_deleter->isPreviewing() && !m_deleter->isDeleting());
    m_ui->byIds->setEnabled(!busy);
    m_ui->byStatus->setEnabled(!busy);
    const QString why = m_deleter->isDeleting()     ? tr("A deletion is on its way.")
                        : m_deleter->isPreviewing() ? tr("Previewing first…")
                        : !problems.isEmpty()       ? problems.join(u' ')
                                                    : QString();
    showText(m_ui->deleteHint, why);
    m_ui->deleteButton->setToolTip(why.isEmpty() ? tr("Asks for confirmation before anything is deleted.")
                                                 : why);
}

void InvoiceScreen::showMessage(const QString &text, bool error)
{
    m_ui->messageBar->showMessage(text, error ? MessageBar::Kind::Error : MessageBar::Kind::Info);
}

void InvoiceScreen::showLog()
{
    m_log->setEntries(m_deleter->log().entries());
    showText(m_ui->logSummary, tr("%n deletion(s) sent from this computer to this environment and tenant.",
                                  nullptr, m_log->rowCount()));
    m_ui->exportLog->setEnabled(m_log->rowCount() > 0);
}

void InvoiceScreen::chooseLogExport()
{
    // Not the static helper: an open() dialog keeps the window responsive and can be driven by tests.
    auto *dialog =
        new QFileDialog(this, tr("Export the deletion log"), QString(), tr("CSV (*.csv);;JSON (*.json)"));
    dialog->setObjectName(QStringLiteral("exportLogDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setOption(QFileDialog::DontUseNativeDialog);
    dialog->setDefaultSuffix(QStringLiteral("csv"));
    dialog->selectFile(QStringLiteral("invoice-deletions.csv"));
    connect(dialog, &QFileDialog::filterSelected, dialog, [dialog](const QString &filter) {
        dialog->setDefaultSuffix(filter.contains(QStringLiteral("json")) ? QStringLiteral("json")
                                                                         : QStringLiteral("csv"));
    });
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
        const auto entries = m_log->entries();
        const bool json = path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive);
        const QByteArray bytes =
            json ? models::DeletionLog::toJson(entries) : models::DeletionLog::toCsv(entries);
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
            showMessage(tr("Could not write %1: %2").arg(path, file.errorString()), true);
            return;
        }
        showMessage(tr("Exported %n deletion(s) to %1.", nullptr, int(entries.size())).arg(path), false);
    });
    dialog->open();
}

void InvoiceScreen::offerCommands(models::CommandSearch &search)
{
    const models::PastedText &pasted = search.pasted();
    if (pasted.kind != models::PastedText::Kind::Id && pasted.kind != models::PastedText::Kind::Ids)
        return;
    models::Command c;
    c.group = models::Command::Group::Jump;
    c.text = tr("Fill in %n invoice id(s) to delete", nullptr, int(pasted.ids.size()));
    c.detail = tr("Invoices: a preview first; nothing is deleted from here");
    c.run = [self = QPointer<InvoiceScreen>(this), ids = pasted.ids]() -> models::PendingLookup * {
        if (!self || self->m_deleter->isDeleting() || self->m_deleter->isAwaitingConfirmation())
            return nullptr;
        self->showInWindow();
        self->m_ui->byIds->setChecked(true);
        self->m_ui->ids->setPlainText(ids.join(u'\n'));
        self->m_ui->ids->setFocus(Qt::OtherFocusReason);
        return nullptr;
    };
    search.offerScored(std::move(c));
}

} // namespace bd::widgets
