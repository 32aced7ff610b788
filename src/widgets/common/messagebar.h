#pragma once

// One line or two of news for a screen — progress, a result, an error with what to do — in a bar
// of fixed height that is always there, so a message never pushes the content down or makes it
// jump. An icon says what kind of message it is (not colour alone); actions are real buttons,
// reachable with Tab; the close button (or Esc on the bar) dismisses it.

#include <QFrame>
#include <QList>

#include <functional>

class QLabel;
class QPushButton;
class QToolButton;

namespace bd::widgets {

class WaitCountdown;

class MessageBar final : public QFrame
{
    Q_OBJECT
public:
    enum class Kind { Info, Progress, Success, Warning, Error };
    struct Action
    {
        QString text; // with a mnemonic, e.g. tr("&Restore")
        std::function<void()> run;
        QString objectName = {}; // for tests and accessibility
    };

    explicit MessageBar(QWidget *parent = nullptr);

    void showMessage(const QString &text, Kind kind = Kind::Info, const QList<Action> &actions = {});
    // The service answered 429 and the request goes again by itself in `seconds` (attempt
    // `attempt` of at most `of`): says so with the seconds counting down, and Cancel, which runs
    // `cancel`. Every screen shows such a wait this way; any other message replaces it.
    void showWait(int seconds, int attempt, int of, std::function<void()> cancel);
    void clear();
    QString text() const;
    Kind kind() const { return m_kind; }
    bool isEmpty() const;

signals:
    void dismissed();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The close button's cross in the palette's text colour (the style's is black, lost on dark).
    void drawCloseIcon();
    QLabel *m_icon;
    QLabel *m_text;
    QWidget *m_actions;
    QToolButton *m_close;
    WaitCountdown *m_wait;
    Kind m_kind = Kind::Info;
};

} // namespace bd::widgets
