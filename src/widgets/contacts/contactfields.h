#pragma once

// The contact form's fields, made from the schema (domain/contactschema.h): each field's edits go
// to the editor, Esc puts back the stored value, a problem is marked with an icon and its text
// (never by colour alone), a limited field counts its characters, a date field has a calendar
// (Alt+Down or F4), and shipping can follow billing.

#include <QHash>
#include <QObject>
#include <QStringList>

class QAction;
class QCheckBox;
class QLineEdit;
class QWidget;

namespace bd::models {
class ContactEditor;
}

namespace bd::widgets {

class ContactFields final : public QObject
{
    Q_OBJECT
public:
    // `form` holds a QLineEdit per schema field named after its wire name, and a QLabel
    // "<field>Counter" per limited one.
    ContactFields(QWidget *form, QCheckBox *sameAsBilling, models::ContactEditor *editor);

    QLineEdit *edit(QStringView field) const;
    // Values, marks and counters as the editor has them; the problems that stop a save.
    QStringList show();
    void clear();
    // What the service said about fields (wire name, its words).
    void markProblems(const QList<QPair<QString, QString>> &problems);
    // Ticks "same as billing" without copying (the stored addresses already agree, or not).
    void setSameAsBilling(bool same);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void mark(QLineEdit *edit, const QString &field, const QString &problem);
    void showCounters();
    void addDatePickers();
    void pickDate(QLineEdit *date);
    void copySameAsBilling();

    QWidget *m_form;
    QCheckBox *m_sameAsBilling;
    models::ContactEditor *m_editor;
    bool m_filling = false;
    QHash<QString, QAction *> m_marks; // field -> its problem icon
    QList<QLineEdit *> m_dateFields;
};

} // namespace bd::widgets
