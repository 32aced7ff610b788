#include "widgets/contacts/contacthistorypanel.h"

#include "domain/validation.h"
#include "models/common/tenantscope.h"
#include "models/contacts/contacteditor.h"
#include "models/contacts/contactundo.h"
#include "widgets/contacts/contacthistorydialog.h"
#include "widgets/contacts/contactundodialog.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace bd::widgets {

using models::ContactHistory;
using models::ContactSaveRecord;

namespace {
constexpr int Shown = 200; // saves listed for one contact
}

ContactHistoryPanel::ContactHistoryPanel(models::ContactEditor *editor, QWidget *parent)
    : QWidget(parent), m_editor(editor), m_undo(new models::ContactUndo(editor->account(), this)),
      m_title(new QLabel(this)), m_saves(new QTreeWidget(this)),
      m_all(new QPushButton(tr("&All saves…"), this))
{
    setObjectName(QStringLiteral("contactHistory"));
    setMinimumWidth(fontMetrics().averageCharWidth() * 44); // a change line, mostly unwrapped
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title->setText(tr("Saves of this contact"));
    m_title->setBuddy(m_saves);
    layout->addWidget(m_title);
    m_saves->setObjectName(QStringLiteral("saveHistory"));
    m_saves->setAccessibleName(tr("Saves of this contact"));
    m_saves->setColumnCount(2);
    m_saves->setHeaderHidden(true);
    m_saves->setWordWrap(true);
    m_saves->header()->setStretchLastSection(false);
    m_saves->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_saves->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_saves->setToolTip(tr("What each save sent, newest first. Undo puts the values it replaced back, after "
                           "checking that nobody changed them since."));
    layout->addWidget(m_saves, 1);
    m_all->setObjectName(QStringLiteral("allSaves"));
    m_all->setToolTip(tr("Every contact's saves in this tenant, with filters and CSV export"));
    layout->addWidget(m_all, 0, Qt::AlignRight);
    connect(m_all, &QPushButton::clicked, this, &ContactHistoryPanel::showAll);

    connect(m_undo, &models::ContactUndo::reading, this, [this] {
        emit message(
            tr("Reading %1 to check nothing changed since that save…").arg(m_undo->record().contactName),
            MessageBar::Kind::Progress);
    });
    connect(m_undo, &models::ContactUndo::sending, this,
            [this] { emit message(tr("Undoing the save…"), MessageBar::Kind::Progress); });
    connect(m_undo, &models::ContactUndo::failed, this, [this](const QString &text) {
        emit message(text, MessageBar::Kind::Error);
        refresh();
    });
    connect(m_undo, &models::ContactUndo::conflicts, this,
            [this](const QList<models::ContactUndo::Field> &fields) {
                auto *dialog = new ContactUndoDialog(m_undo->record(), fields, this);
                connect(dialog, &ContactUndoDialog::chosen, m_undo, &models::ContactUndo::send);
                connect(dialog, &QDialog::rejected, this, [this] {
                    m_undo->cancel();
                    emit message(tr("Nothing was undone."), MessageBar::Kind::Info);
                });
                emit message(tr("Some fields changed since that save: choose what to put back."),
                             MessageBar::Kind::Warning);
                dialog->open();
            });
    connect(m_undo, &models::ContactUndo::undone, this,
            [this](const QString &id, const domain::ContactWritable &sent, const domain::Contact &answer) {
                m_editor->takeSavedElsewhere(id, sent, answer);
                const QString who = answer.fields.name.valueOr(m_undo->record().contactName);
                emit message(
                    tr("Undid the save of %1 to %2.")
                        .arg(QLocale().toString(m_undo->record().at.toLocalTime(), QLocale::ShortFormat),
                             who.isEmpty() ? id : who),
                    MessageBar::Kind::Success);
                refresh();
                emit undone(id);
            });
    refresh();
}

bool ContactHistoryPanel::isUndoing() const
{
    return m_undo->isBusy();
}

void ContactHistoryPanel::undo(qint64 saveId)
{
    if (m_editor->isSaving()) { // the undo would read the contact before or after the save lands
        emit message(tr("A save is on its way; undo once it is answered."), MessageBar::Kind::Info);
        return;
    }
    m_undo->start(saveId);
}

void ContactHistoryPanel::showAll()
{
    auto *view = new ContactHistoryDialog(models::tenantSettingsGroup(*m_editor->account()), this);
    view->setAttribute(Qt::WA_DeleteOnClose);
    connect(view, &ContactHistoryDialog::openContact, this, [this, view](const QString &id) {
        view->close();
        emit openContactRequested(id);
    });
    view->open();
}

QString ContactHistoryPanel::describe(const ContactSaveRecord &record)
{
    QString outcome;
    switch (record.outcome) {
    case ContactSaveRecord::Outcome::Saved:
        outcome = record.message.isEmpty() ? tr("saved") : tr("saved, with warnings");
        break;
    case ContactSaveRecord::Outcome::Failed: outcome = tr("not saved"); break;
    case ContactSaveRecord::Outcome::Unanswered: outcome = tr("no answer"); break;
    }
    // Today's saves by their time alone: an Undo button shares the line (the tooltip says all).
    const QDateTime at = record.at.toLocalTime();
    const QString when = at.date() == QDate::currentDate()
                             ? QLocale().toString(at.time(), QLocale::ShortFormat)
                             : QLocale().toString(at, QLocale::ShortFormat);
    return when + QStringLiteral(" — ") + outcome;
}

QString ContactHistoryPanel::origin(const ContactSaveRecord &record)
{
    QString from = ContactHistory::sourceText(record.source) + QStringLiteral(" · ") +
                   ContactHistory::signedInText(record.signedInAs);
    if (record.undoOf > 0)
        from += QStringLiteral(" · ") + tr("undo of save %1").arg(record.undoOf);
    return from;
}

void ContactHistoryPanel::refresh()
{
    m_saves->clear();
    const QString id = m_editor->isLoaded() ? m_editor->contactId() : QString();
    setEnabled(!id.isEmpty());
    if (id.isEmpty())
        return;
    models::ContactHistoryFilter filter;
    filter.scope = models::tenantSettingsGroup(*m_editor->account());
    filter.contactId = id;
    const QList<ContactSaveRecord> records = m_undo->history().records(filter, Shown);
    if (!m_undo->history().isOpen())
        m_title->setText(tr("Saves are not kept: %1").arg(m_undo->history().errorText()));
    else
        m_title->setText(records.isEmpty() ? tr("No saves of this contact kept yet")
                                           : tr("Saves of this contact (%n)", nullptr, int(records.size())));
    for (const ContactSaveRecord &r : records) {
        auto *item = new QTreeWidgetItem(m_saves, {describe(r)});
        item->setData(0, Qt::UserRole, r.id);
        item->setToolTip(0, QLocale().toString(r.at.toLocalTime(), QLocale::LongFormat) + u'\n' +
                                ContactHistory::outcomeText(r));
        QStringList lines;
        for (const models::ContactFieldChange &change : r.changes) // two lines: the panel is narrow
            lines << domain::contactFieldLabel(change.field) + u'\n' +
                         ContactHistory::valueText(change.before) + QStringLiteral(" → ") +
                         ContactHistory::valueText(change.after);
        lines << origin(r);
        for (const QString &text : std::as_const(lines)) {
            auto *line = new QTreeWidgetItem(item, {text});
            line->setToolTip(0, text);
            line->setFirstColumnSpanned(true);
        }
        item->child(item->childCount() - 1)->setForeground(0, palette().placeholderText());
        item->setExpanded(true);
        auto *button = new QPushButton(tr("Undo"), m_saves);
        button->setObjectName(QStringLiteral("undoSave%1").arg(r.id));
        button->setAccessibleName(
            tr("Undo the save of %1").arg(QLocale().toString(r.at.toLocalTime(), QLocale::ShortFormat)));
        button->setEnabled(r.outcome != ContactSaveRecord::Outcome::Failed);
        button->setToolTip(button->isEnabled() ? tr("Put back the values this save replaced")
                                               : tr("This save was not stored: there is nothing to undo"));
        connect(button, &QPushButton::clicked, this, [this, saveId = r.id] { undo(saveId); });
        m_saves->setItemWidget(item, 1, button);
    }
}

} // namespace bd::widgets
