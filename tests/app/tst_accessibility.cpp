// Screen readers are served: every interactive control of every screen (and the sign-in dialog)
// has an accessible name that says its purpose (combo boxes and tab bars, which Qt names by their
// current text on Linux, a label that says what they choose or hold; a field's clear button),
// every label that carries a message or a value exposes its text (the status bar's too), every
// icon that means something is named, and the colours that carry meaning keep 4.5:1 contrast on a light and a
// dark palette. Walked through QAccessible, as assistive technology sees the widgets.

#include "../common/testfolders.h"
#include "../sandbox/sandboxfixture.h"
#include "api/accountstore.h"
#include "app/application.h"
#include "secrets/secretvault.h"
#include "widgets/common/palettecolors.h"
#include "widgets/common/screen.h"
#include "widgets/contacts/contactscreen.h"
#include "widgets/shell/signindialog.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QToolButton>

using namespace bd;

namespace {

bool isInteractive(const QWidget *w)
{
    return (qobject_cast<const QAbstractButton *>(w) || qobject_cast<const QLineEdit *>(w) ||
            qobject_cast<const QComboBox *>(w) || qobject_cast<const QAbstractItemView *>(w) ||
            qobject_cast<const QPlainTextEdit *>(w) || qobject_cast<const QTextEdit *>(w)) &&
           w->focusPolicy() != Qt::NoFocus;
}

// Labels whose text is news or a value (not a caption of another control).
bool carriesText(const QLabel *label)
{
    const QString name = label->objectName();
    return name == u"message" || name.endsWith(u"Value") || name.endsWith(u"Message") ||
           name.endsWith(u"Status") || name == u"error" || name.endsWith(u"Problem") ||
           qobject_cast<const QStatusBar *>(label->parentWidget());
}

int checkedControls = 0; // so the walk cannot pass by seeing nothing

QStringList problemsOf(QWidget *root, const QString &where)
{
    QStringList problems;
    const auto widgets = root->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
        // The buttons inside a field: the clear button, named before it shows (it appears with
        // text to clear), and the others (a date picker, a problem mark) while they show.
        if (auto *button = qobject_cast<QToolButton *>(w);
            button && qobject_cast<QLineEdit *>(w->parentWidget()) && a) {
            const bool clear = button->defaultAction() &&
                               button->defaultAction()->objectName() == u"_q_qlineeditclearaction";
            if ((clear || button->isVisibleTo(root)) && a->text(QAccessible::Name).trimmed().isEmpty())
                problems << QStringLiteral("%1: a button in '%2' is unnamed")
                                .arg(where, w->parentWidget()->objectName());
        }
        if (!w->isVisibleTo(root) || w->inherits("QComboBoxPrivateContainer") ||
            w->parent()->inherits("QComboBox") || w->parent()->inherits("QAbstractSpinBox") ||
            w->inherits("QScrollBar") || !a)
            continue;
        // On Linux Qt names a combo box by its current text, a tab bar by its current tab:
        // what they choose or hold is their label's.
        if (qobject_cast<QComboBox *>(w) || qobject_cast<QTabBar *>(w)) {
            const auto labels = a->relations(QAccessible::Label);
            if (labels.isEmpty() || labels.first().first->text(QAccessible::Name).trimmed().isEmpty())
                problems << QStringLiteral("%1: %2 '%3' has no label")
                                .arg(where, QString::fromLatin1(w->metaObject()->className()),
                                     w->objectName().isEmpty() ? w->parentWidget()->objectName()
                                                               : w->objectName());
            if (qobject_cast<QTabBar *>(w))
                continue;
        }
        if (auto *icon = qobject_cast<QLabel *>(w); icon && icon->text().isEmpty() &&
                                                    !icon->pixmap().isNull() &&
                                                    a->text(QAccessible::Name).trimmed().isEmpty())
            problems << QStringLiteral("%1: unnamed icon '%2'").arg(where, icon->objectName());
        checkedControls += isInteractive(w) ? 1 : 0;
        if (isInteractive(w) && a->text(QAccessible::Name).trimmed().isEmpty())
            problems << QStringLiteral("%1: unnamed %2 '%3'")
                            .arg(where, QString::fromLatin1(w->metaObject()->className()), w->objectName());
        if (auto *label = qobject_cast<QLabel *>(w);
            label && carriesText(label) && !label->text().isEmpty()) {
            const QString heard = a->text(QAccessible::Name) + u' ' + a->text(QAccessible::Value) + u' ' +
                                  a->text(QAccessible::Description);
            const QString text = label->textFormat() != Qt::PlainText && Qt::mightBeRichText(label->text())
                                     ? QTextDocumentFragment::fromHtml(label->text()).toPlainText()
                                     : label->text(); // a link's words, not its markup
            const QString shown = text.section(u'\n', 0, 0).left(30);
            if (!heard.contains(shown))
                problems << QStringLiteral("%1: label '%2' shows \"%3\" but is heard as \"%4\"")
                                .arg(where, label->objectName(), shown, heard.trimmed());
        }
    }
    return problems;
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        bd::test::useTestFolders("tst_accessibility");
        QSettings().clear();
    }
    void everyScreenIsNamed();
    void signInDialogIsNamed();
    void coloursKeepContrast_data();
    void coloursKeepContrast();
};

void TestAccessibility::everyScreenIsNamed()
{
    app::CommandLine cl;
    cl.demo = true;
    app::Application a(cl);
    QVERIFY(a.start());
    auto *tabs = a.window().findChild<QTabWidget *>(QStringLiteral("screens"));
    QStringList problems;
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        auto *screen = static_cast<widgets::Screen *>(tabs->widget(i));
        QTest::qWait(300); // each screen loads on its own; messages arrive
        if (auto *contacts = qobject_cast<widgets::ContactScreen *>(screen)) {
            QSignalSpy loaded(contacts, &widgets::ContactScreen::contactLoaded);
            contacts->openContact(
                a.sandbox()->service().data().tenants.first().contacts.first().info.id.value());
            QVERIFY(loaded.wait(10000)); // its value labels carry text now
        }
        problems += problemsOf(screen, screen->title());
        problems += problemsOf(a.window().statusBar(), screen->title() + QStringLiteral(" (status bar)"));
    }
    if (QAccessible::queryAccessibleInterface(tabs->tabBar())->relations(QAccessible::Label).isEmpty())
        problems << QStringLiteral("window: the screens' tab bar has no label");
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    QCOMPARE(tabs->count(), 6);
    QVERIFY2(checkedControls > 60, qPrintable(QString::number(checkedControls)));
}

void TestAccessibility::signInDialogIsNamed()
{
    test::SandboxFixture sandbox;
    api::ApiClient client;
    secrets::MemorySecretStore store;
    secrets::SecretVault vault(&store);
    api::AccountStore accounts(&vault);
    widgets::SignInDialog dialog(&client, &accounts);
    dialog.show();
    const auto environment = dialog.findChild<QComboBox *>(QStringLiteral("environment"));
    environment->setCurrentIndex(environment->findText(QStringLiteral("Custom address")));
    QStringList problems = problemsOf(&dialog, QStringLiteral("sign-in"));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestAccessibility::coloursKeepContrast_data()
{
    QTest::addColumn<QPalette>("palette");
    QPalette light = QApplication::palette();
    light.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    light.setColor(QPalette::WindowText, Qt::black);
    QTest::newRow("light") << light;
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2d, 0x2d, 0x2d));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    QTest::newRow("dark") << dark;
}

void TestAccessibility::coloursKeepContrast()
{
    QFETCH(QPalette, palette);
    const QColor error = widgets::errorTextColor(palette);
    QVERIFY(widgets::contrastRatio(error, palette.color(QPalette::Window)) >= 4.5);
    QVERIFY(widgets::contrastRatio(error, palette.color(QPalette::Base)) >= 4.5);
    // Search matches: dark text on an opaque amber box, the same on a selected row.
    QVERIFY(widgets::contrastRatio(widgets::matchText(), widgets::matchBackground()) >= 4.5);
    // The production banner: white on its red.
    QVERIFY(widgets::contrastRatio(Qt::white, QColor(0xb3, 0x26, 0x1e)) >= 4.5);
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
