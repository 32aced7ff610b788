#include "widgets/shell/demoguide.h"

#include "widgets/common/messagebar.h"

#include <QAction>
#include <QBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

namespace bd::widgets {

DemoGuide::DemoGuide(QMainWindow *window, QMenu *helpMenu, QBoxLayout *layout)
    : QObject(window), m_window(window)
{
    auto *action = new QAction(tr("&What to Try in the Demo"), window);
    action->setObjectName(QStringLiteral("actionDemoGuide"));
    connect(action, &QAction::triggered, this, &DemoGuide::show);
    helpMenu->insertAction(helpMenu->actions().value(0), action);
    const QString linkText = tr("Demo: what to try");
    auto *link = new QLabel(QStringLiteral("<a href=\"#\">%1</a>").arg(linkText.toHtmlEscaped()), window);
    link->setObjectName(QStringLiteral("demoGuideLink"));
    link->setAccessibleName(linkText); // heard as shown
    link->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(link, &QLabel::linkActivated, this, &DemoGuide::show);
    window->statusBar()->addPermanentWidget(link);
    const QString dismissed = QStringLiteral("demo/hintDismissed");
    if (QSettings().value(dismissed).toBool())
        return;
    auto *hint = new MessageBar(window);
    hint->setObjectName(QStringLiteral("demoHint"));
    hint->showMessage(tr("This is the built-in demo: sample data, nothing is sent anywhere. Try "
                         "01tAc00000PrcRamp1 in “Open by id”, then Ctrl+Shift+P."),
                      MessageBar::Kind::Info,
                      {{tr("More to tr&y…"), [this] { show(); }, QStringLiteral("demoGuideMore")}});
    connect(hint, &MessageBar::dismissed, this, [hint, dismissed] {
        QSettings().setValue(dismissed, true);
        hint->hide();
    });
    layout->insertWidget(0, hint);
}

QString DemoGuide::text()
{
    return tr(
        "<h3>The built-in demo</h3>"
        "<p>Sample data in a service inside this program: nothing is sent anywhere, and it starts "
        "afresh each time (drafts and recent contacts are kept).</p>"
        "<table cellspacing=6>"
        "<tr><td><b>Catalog</b> (Ctrl+1)</td><td>Type <tt>01tAc00000PrcRamp1</tt> in “Open by id”, "
        "press Enter, then Ctrl+Shift+P and a quantity: a ramp priced year by year. "
        "<tt>01tAc00000PrcVol01</tt> at 99 and at 100 shows a volume cliff; "
        "<tt>01tAc00000PrcBndl1</tt> is a bundle with options.</td></tr>"
        "<tr><td><b>Contacts</b> (Ctrl+2)</td><td>Look up <tt>003Ac00000CgwKLFPs</tt> or "
        "<tt>margaret.chen@northwind.example</tt>, change a field, Ctrl+S; Alt+U undoes it, "
        "and the panel beside the form keeps every save.</td></tr>"
        "<tr><td><b>Tenant</b> (Ctrl+4)</td><td>Switch to Globex Corporation: every screen "
        "follows, and switches back as easily.</td></tr>"
        "<tr><td><b>Invoices</b></td><td>Choose the status Canceled and preview what would be "
        "deleted; nothing goes before you confirm.</td></tr>"
        "<tr><td><b>Query</b></td><td>Run <tt>{ Invoice { invoiceNumber status totalAmount lines } }</tt> "
        "with Ctrl+Enter: click a column to sort, Enter on a <i>lines</i> cell opens its list, "
        "Ctrl+F finds, Ctrl+T opens another tab.</td></tr>"
        "</table><p>F1 lists every key.</p>");
}

void DemoGuide::show()
{
    auto *box = new QMessageBox(QMessageBox::Information, tr("What to try in the demo"), text(),
                                QMessageBox::Close, m_window);
    box->setObjectName(QStringLiteral("demoGuideBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    box->open();
}

} // namespace bd::widgets
