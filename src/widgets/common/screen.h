#pragma once

// What every screen of the main window is: a title, a shortcut (given by its place in the
// window), unsaved work and how to confirm losing it, a line of status text, and a way to
// (re)load its data when a session or tenant starts. MainWindow knows screens only as this.

#include "models/commands/commandsearch.h"
#include "models/common/savedviews.h"

#include <QKeySequence>
#include <QWidget>

#include <functional>

namespace bd::widgets {

class Screen : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual QString title() const = 0;
    QKeySequence shortcut() const { return m_shortcut; }
    void setShortcut(const QKeySequence &shortcut) { m_shortcut = shortcut; }

    // Work that would be lost by closing the screen, signing out or switching tenant.
    virtual bool hasUnsavedWork() const { return false; }
    // Asks the user before unsaved work is lost; true when it is fine to go on.
    virtual bool confirmDiscard() { return true; }

    // A short line for the status bar while the screen is current ("45 of 45 products").
    QString statusText() const { return m_statusText; }

    // A session or tenant has started: (re)load what the screen shows.
    virtual void activate() {}

    // The account this screen was made for is going away (another tenant, user or environment,
    // or signing out), and the screen with it. Keep or drop what belongs to the account, asking
    // the person where that matters. With `canCancel` (the person is about to leave on purpose)
    // false means they chose to stay; without it the account is gone already and nothing can
    // stop that. By default: unsaved work asks as confirmDiscard() does.
    virtual bool leaveAccount(bool canCancel) { return !canCancel || !hasUnsavedWork() || confirmDiscard(); }

    // Remember where the person is (what is open, searched, chosen) for the next start in this
    // environment and tenant (models/common/tenantscope.h: leftOff); the window asks before the
    // screen closes or the program quits. Ids and typed words only.
    virtual void keepLeftOff() const {}

    // What the command bar (Ctrl+K) finds here besides the screen's actions, which the window
    // offers itself: the records the screen holds (products, recent contacts, saved queries,
    // endpoints) and jumps for a pasted id or email. A command that shows something here brings
    // the screen forward (showInWindow()).
    virtual void offerCommands(models::CommandSearch &search) { Q_UNUSED(search) }

    // Saved views (models/common/savedviews.h): which views the screen keeps ("catalog",
    // "webhooks"; empty: none), what it shows now as one, and showing one (its search, filters,
    // sort and column widths; a filter value the list does not offer yet is chosen when it does).
    virtual QString viewsKey() const { return {}; }
    virtual models::SavedView currentView() const { return {}; }
    virtual void applyView(const models::SavedView &view) { Q_UNUSED(view) }

    // Set by the window: asks every screen before the person leaves the account they all belong
    // to (another tenant); true when it is fine to go on.
    void setConfirmDiscardAll(std::function<bool()> confirm) { m_confirmDiscardAll = std::move(confirm); }

signals:
    void statusTextChanged(const QString &text);
    // A job the person started here has ended (a download, a deletion, a query, an export) after
    // `elapsedMs`: `summary` a headline, `body` what came of it. The window tells the desktop when
    // it took long and the person is elsewhere.
    void jobEnded(const QString &summary, const QString &body, qint64 elapsedMs);
    // The screen wants to be the one shown (a command from the bar is showing something here).
    void showRequested();

protected:
    void showInWindow() { emit showRequested(); }
    // For a screen about to change what every screen shows; true without a window.
    bool confirmDiscardAll() const { return !m_confirmDiscardAll || m_confirmDiscardAll(); }
    void setStatusText(const QString &text)
    {
        if (text == m_statusText)
            return;
        m_statusText = text;
        emit statusTextChanged(text);
    }

private:
    QKeySequence m_shortcut;
    QString m_statusText;
    std::function<bool()> m_confirmDiscardAll;
};

} // namespace bd::widgets
