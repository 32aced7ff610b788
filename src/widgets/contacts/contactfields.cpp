#include "widgets/contacts/contactfields.h"

#include "domain/contactschema.h"
#include "domain/validation.h"
#include "models/contacts/contacteditor.h"
#include "widgets/common/palettecolors.h"

#include <QAction>
#include <QCalendarWidget>
#include <QCheckBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QStyle>
#include <QWidgetAction>

namespace bd::widgets {

using namespace bd::domain;

namespace {

// Esc in a field puts back the value it had when the contact was loaded.
class RevertOnEscape final : public QObject
{
public:
    RevertOnEscape(QLineEdit *edit, std::function<QString()> original)
        : QObject(edit), m_original(std::move(original))
    {}
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *edit = static_cast<QLineEdit *>(watched);
        if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape &&
            edit->text() != m_original()) {
            edit->setText(m_original());
            emit edit->textEdited(edit->text());
            return true;
        }
        return false;
    }

private:
    std::function<QString()> m_original;
};

} // namespace

ContactFields::ContactFields(QWidget *form, QCheckBox *sameAsBilling, models::ContactEditor *editor)
    : QObject(form), m_form(form), m_sameAsBilling(sameAsBilling), m_editor(editor)
{
    connect(m_sameAsBilling, &QCheckBox::toggled, this, [this] { copySameAsBilling(); });
    for (const ContactFieldSpec &f : ContactSchema) {
        const QString field = QString::fromLatin1(f.name);
        QLineEdit *e = edit(field);
        connect(e, &QLineEdit::textEdited, this, [this, field](const QString &text) {
            if (!m_filling)
                m_editor->setValue(field, text);
            if (m_sameAsBilling->isChecked() && field.startsWith(u"billing"))
                copySameAsBilling();
        });
        e->installEventFilter(
            new RevertOnEscape(e, [this, field] { return m_editor->form().originalValue(field); }));
        QAction *mark =
            e->addAction(e->style()->standardIcon(QStyle::SP_MessageBoxWarning), QLineEdit::TrailingPosition);
        mark->setObjectName(field + QStringLiteral("Problem"));
        mark->setVisible(false);
        m_marks.insert(field, mark);
    }
    addDatePickers();
}

QLineEdit *ContactFields::edit(QStringView field) const
{
    return m_form->findChild<QLineEdit *>(field.toString());
}

QStringList ContactFields::show()
{
    QStringList blocking;
    QHash<QString, QString> problemOf;
    const QList<Violation> stops = m_editor->form().blockingProblems();
    for (const Violation &v : m_editor->form().problems()) {
        if (stops.contains(v)) {
            problemOf.insert(v.field, v.message);
            blocking << v.message;
        } else { // stored like this and not changed: not sent, so it stops nothing
            problemOf.insert(
                v.field,
                tr("%1 (This is the stored value; it is only sent if you change it.)").arg(v.message));
        }
    }
    m_filling = true;
    for (const ContactFieldSpec &f : ContactSchema) {
        const QString field = QString::fromLatin1(f.name);
        QLineEdit *e = edit(field);
        const QString value = m_editor->form().value(field);
        if (e->text() != value)
            e->setText(value);
        mark(e, field, problemOf.value(field));
    }
    m_filling = false;
    showCounters();
    return blocking;
}

void ContactFields::mark(QLineEdit *e, const QString &field, const QString &problem)
{
    // A style sheet change restyles the widget: only when the mark really changes.
    const QString style = problem.isEmpty() ? QString() : errorBorderStyle(e->palette());
    if (e->styleSheet() != style)
        e->setStyleSheet(style);
    e->setToolTip(problem);
    if (QAction *icon = m_marks.value(field)) {
        icon->setVisible(!problem.isEmpty());
        icon->setToolTip(problem);
        icon->setText(problem);
    }
}

void ContactFields::showCounters()
{
    for (const ContactFieldSpec &f : ContactSchema) {
        if (f.maxLength <= 0)
            continue; // a counter only where the schema sets a limit (its label "<field>Counter")
        const QString field = QString::fromLatin1(f.name);
        const qsizetype used = visibleLength(edit(field)->text());
        auto *counter = m_form->findChild<QLabel *>(field + QStringLiteral("Counter"));
        counter->setText(QStringLiteral("%1/%2").arg(used).arg(f.maxLength));
        counter->setAccessibleName(
            tr("%1: %2 of at most %3 characters").arg(contactFieldLabel(field)).arg(used).arg(f.maxLength));
        counter->setStyleSheet(used > f.maxLength ? errorTextStyle(counter->palette()) : QString());
    }
}

void ContactFields::clear()
{
    m_filling = true;
    for (const ContactFieldSpec &f : ContactSchema)
        edit(QString::fromLatin1(f.name))->clear();
    m_filling = false;
}

void ContactFields::markProblems(const QList<QPair<QString, QString>> &problems)
{
    for (const auto &[field, message] : problems) {
        if (QLineEdit *e = edit(field); e && m_marks.contains(field))
            mark(e, field, message.isEmpty() ? tr("The service refused this value.") : message);
    }
}

void ContactFields::setSameAsBilling(bool same)
{
    m_filling = true;
    m_sameAsBilling->setChecked(same);
    m_filling = false;
}

void ContactFields::copySameAsBilling()
{
    const bool same = m_sameAsBilling->isChecked();
    const std::pair<QStringView, QStringView> pairs[] = {{u"billingStreet", u"shippingStreet"},
                                                         {u"billingCity", u"shippingCity"},
                                                         {u"billingState", u"shippingState"},
                                                         {u"billingPostalCode", u"shippingPostalCode"},
                                                         {u"billingCountry", u"shippingCountry"}};
    for (const auto &[from, to] : pairs) {
        if (same && !m_filling && edit(to)->text() != edit(from)->text()) {
            edit(to)->setText(edit(from)->text());
            m_editor->setValue(to, edit(from)->text());
        }
        edit(to)->setReadOnly(same);
    }
}

// Every date field of the schema gets a calendar (Alt+Down or F4), besides typing YYYY-MM-DD.
void ContactFields::addDatePickers()
{
    for (const ContactFieldSpec &f : ContactSchema) {
        if (f.format != ContactFormat::Date)
            continue;
        QLineEdit *date = edit(QString::fromLatin1(f.name));
        QAction *pick =
            date->addAction(QIcon::fromTheme(QStringLiteral("view-calendar"),
                                             date->style()->standardIcon(QStyle::SP_FileDialogDetailedView)),
                            QLineEdit::TrailingPosition);
        QString name = QString::fromLatin1(f.name);
        name[0] = name.at(0).toUpper();
        pick->setObjectName(QStringLiteral("pick") + name); // "pickBirthday"
        pick->setText(tr("Pick a date"));
        pick->setToolTip(tr("Pick a date (Alt+Down); or type YYYY-MM-DD, or clear the field"));
        connect(pick, &QAction::triggered, this, [this, date] { pickDate(date); });
        date->installEventFilter(this);
        m_dateFields.append(date);
    }
}

void ContactFields::pickDate(QLineEdit *date)
{
    auto *popup = new QMenu(m_form);
    popup->setAttribute(Qt::WA_DeleteOnClose);
    auto *calendar = new QCalendarWidget(popup);
    calendar->setObjectName(date->objectName() + QStringLiteral("Calendar")); // "birthdayCalendar"
    calendar->setAccessibleName(contactFieldLabel(date->objectName()));
    const QDate current = QDate::fromString(date->text(), Qt::ISODate);
    calendar->setSelectedDate(current.isValid() ? current : QDate::currentDate().addYears(-30));
    auto *holder = new QWidgetAction(popup);
    holder->setDefaultWidget(calendar);
    popup->addAction(holder);
    connect(calendar, &QCalendarWidget::activated, popup, [date, popup](QDate picked) {
        date->setText(picked.toString(Qt::ISODate));
        emit date->textEdited(date->text());
        popup->close();
        date->setFocus();
    });
    connect(calendar, &QCalendarWidget::clicked, calendar, &QCalendarWidget::activated);
    popup->popup(date->mapToGlobal(QPoint(0, date->height())));
    calendar->setFocus();
}

bool ContactFields::eventFilter(QObject *watched, QEvent *event)
{
    auto *date = qobject_cast<QLineEdit *>(watched);
    if (date && m_dateFields.contains(date) && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Down && key->modifiers() & Qt::AltModifier) || key->key() == Qt::Key_F4) {
            pickDate(date);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace bd::widgets
