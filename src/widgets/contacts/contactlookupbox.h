#pragma once

// The Contacts screen's search box: one box that tells an id, an email and a name apart by their
// shape ("Any" — the mode most people never change), or a mode chosen by hand; the contacts
// opened recently, offered as the person types (any part of the name or id). It says what to
// look for; the screen and the editor do the looking.

#include <QObject>

#include <functional>

class QComboBox;
class QPushButton;

namespace bd::widgets {

class ContactLookupBox final : public QObject
{
    Q_OBJECT
public:
    enum class Mode { Any, Id, Email, Name };
    // Works the mode combo, the lookup combo and the Find button (not owned); `recent` gives the
    // contacts opened lately, (id, name), newest first.
    ContactLookupBox(QComboBox *mode, QComboBox *lookup, QPushButton *find,
                     std::function<QList<QPair<QString, QString>>()> recent, QObject *parent = nullptr);

    // What the typed text is looked up as in `mode` (Any: by its shape).
    static Mode modeFor(Mode mode, const QString &text);
    // Offers the recent contacts again (after one was opened).
    void fillRecent();
    void focus();
    // Shows `text` as what is being looked for (from elsewhere, such as the command bar), in
    // the mode that tells it by its shape, so that Find asks the same again.
    void showLookingFor(const QString &text);

signals:
    void findId(const QString &id);
    void findEmail(const QString &email);
    void findName(const QString &name);

private:
    void find();

    QComboBox *m_mode;
    QComboBox *m_lookup;
    std::function<QList<QPair<QString, QString>>()> m_recent;
};

} // namespace bd::widgets
