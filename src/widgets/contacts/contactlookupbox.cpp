#include "widgets/contacts/contactlookupbox.h"

#include "models/commands/pastedtext.h"

#include <QComboBox>
#include <QCompleter>
#include <QLineEdit>
#include <QPushButton>

#include <algorithm>

namespace bd::widgets {

ContactLookupBox::ContactLookupBox(QComboBox *mode, QComboBox *lookup, QPushButton *find,
                                   std::function<QList<QPair<QString, QString>>()> recent, QObject *parent)
    : QObject(parent), m_mode(mode), m_lookup(lookup), m_recent(std::move(recent))
{
    m_mode->addItem(tr("Any"), int(Mode::Any));
    m_mode->setItemData(0, tr("An id, an email or a name, told apart by their shape"), Qt::ToolTipRole);
    m_mode->addItem(tr("Id"), int(Mode::Id));
    m_mode->addItem(tr("Email"), int(Mode::Email));
    m_mode->addItem(tr("Name"), int(Mode::Name));
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        const auto chosen = Mode(m_mode->currentData().toInt());
        m_lookup->lineEdit()->setPlaceholderText(chosen == Mode::Email  ? tr("name@example.com")
                                                 : chosen == Mode::Name ? tr("A name, or part of one")
                                                 : chosen == Mode::Id   ? tr("Contact id or customer id")
                                                                        : tr("Id, email or name"));
        fillRecent();
    });
    emit m_mode->currentIndexChanged(0);
    m_lookup->setInsertPolicy(QComboBox::NoInsert);
    // The recent contacts pop up as the person types any part of their name or id.
    auto *completer = new QCompleter(m_lookup->model(), m_lookup);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    completer->setCompletionMode(QCompleter::PopupCompletion);
    m_lookup->setCompleter(completer);
    connect(find, &QPushButton::clicked, this, &ContactLookupBox::find);
    connect(m_lookup->lineEdit(), &QLineEdit::returnPressed, find, &QPushButton::click);
    connect(m_lookup, &QComboBox::activated, this, [this](int index) {
        if (index >= 0 && !m_lookup->itemData(index).toString().isEmpty())
            emit findId(m_lookup->itemData(index).toString());
    });
}

ContactLookupBox::Mode ContactLookupBox::modeFor(Mode mode, const QString &text)
{
    if (mode != Mode::Any)
        return mode;
    // An email by its @; an id by being one token with a digit; anything else is a name.
    if (models::looksLikeEmail(text))
        return Mode::Email;
    return models::looksLikeId(text) ? Mode::Id : Mode::Name;
}

void ContactLookupBox::find()
{
    // A recent contact chosen from the list (its "Name (id)" text) is opened by its id.
    const int at = m_lookup->findText(m_lookup->currentText());
    if (at >= 0 && !m_lookup->itemData(at).toString().isEmpty()) {
        emit findId(m_lookup->itemData(at).toString());
        return;
    }
    const QString text = m_lookup->currentText().trimmed();
    switch (modeFor(Mode(m_mode->currentData().toInt()), text)) {
    case Mode::Any:
    case Mode::Id: emit findId(text); break;
    case Mode::Email: emit findEmail(text); break;
    case Mode::Name: emit findName(text); break;
    }
}

void ContactLookupBox::fillRecent()
{
    const QString typed = m_lookup->currentText();
    m_lookup->clear();
    // Recent contacts are ids: offered unless the box looks for emails or names only.
    const auto chosen = Mode(m_mode->currentData().toInt());
    if (chosen == Mode::Any || chosen == Mode::Id)
        for (const auto &[id, name] : m_recent())
            m_lookup->addItem(name + QStringLiteral(" (") + id + u')', id);
    m_lookup->setCurrentIndex(-1);
    m_lookup->setEditText(typed);
}

void ContactLookupBox::showLookingFor(const QString &text)
{
    m_mode->setCurrentIndex(std::max(0, m_mode->findData(int(Mode::Any))));
    m_lookup->setCurrentIndex(-1);
    m_lookup->setEditText(text);
}

void ContactLookupBox::focus()
{
    m_lookup->setFocus(Qt::ShortcutFocusReason);
    m_lookup->lineEdit()->selectAll();
}

} // namespace bd::widgets
