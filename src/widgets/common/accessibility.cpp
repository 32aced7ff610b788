#include "widgets/common/accessibility.h"

#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>

namespace bd::widgets {

namespace {

bool hasLabel(QWidget *w)
{
    QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
    return a && !a->relations(QAccessible::Label).isEmpty();
}

// A sibling label with `w` as its buddy is what Qt reports as "labelled by"; hidden, where the
// screen shows none.
void addHiddenLabel(QWidget *w, const QString &text)
{
    if (text.isEmpty() || !w->parentWidget() || hasLabel(w))
        return;
    auto *label = new QLabel(text, w->parentWidget());
    label->setObjectName(w->objectName() + QStringLiteral("Label"));
    label->setBuddy(w);
    label->hide();
}

} // namespace

void nameForAssistiveTech(QWidget *root)
{
    for (QComboBox *combo : root->findChildren<QComboBox *>())
        addHiddenLabel(combo, combo->accessibleName());
    for (QLineEdit *edit : root->findChildren<QLineEdit *>()) {
        const QString field = !edit->accessibleName().isEmpty() ? edit->accessibleName()
                              : edit->parentWidget()            ? edit->parentWidget()->accessibleName()
                                                                : QString();
        // Only the clear button: other buttons in a field (a date picker, a problem mark) are
        // named by their actions' texts, which change.
        for (QToolButton *button : edit->findChildren<QToolButton *>(Qt::FindDirectChildrenOnly)) {
            const QAction *action = button->defaultAction();
            if (action && action->objectName() == u"_q_qlineeditclearaction" &&
                button->accessibleName().isEmpty())
                button->setAccessibleName(
                    field.isEmpty()
                        ? QCoreApplication::translate("bd::widgets::Accessibility", "Clear")
                        : QCoreApplication::translate("bd::widgets::Accessibility", "Clear %1").arg(field));
        }
    }
    // Qt names a tab bar by its current tab, too.
    QList<QTabWidget *> tabWidgets = root->findChildren<QTabWidget *>();
    if (auto *self = qobject_cast<QTabWidget *>(root))
        tabWidgets.append(self);
    for (QTabWidget *tabs : tabWidgets)
        addHiddenLabel(tabs->tabBar(), tabs->accessibleName());
    // A tab bar of its own (not a tab widget's) is named by its accessible name.
    for (QTabBar *bar : root->findChildren<QTabBar *>()) {
        if (!qobject_cast<QTabWidget *>(bar->parentWidget()))
            addHiddenLabel(bar, bar->accessibleName());
    }
}

void setHeardText(QLabel *label, const QString &text)
{
    label->setText(text);
    label->setAccessibleDescription(text);
    if (label->isVisible()) {
        QAccessibleEvent event(label, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

} // namespace bd::widgets
