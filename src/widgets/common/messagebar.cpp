#include "widgets/common/messagebar.h"

#include "widgets/common/waitcountdown.h"

#include "models/common/waitsentence.h"

#include <QAccessible>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace bd::widgets {

namespace {
// The room the words take, without a layout of its own: a label in a layout asks its layout, and
// through it the whole screen's, to measure its words again at every change (several text
// layouts, 7 ms each time a catalog download's progress changed). Here a new text is laid out
// once, when it is painted; the room has a fixed height and takes what width the row leaves.
class TextRoom : public QWidget
{
public:
    explicit TextRoom(QWidget *parent) : QWidget(parent)
    {
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        for (QWidget *child : findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
            child->setGeometry(rect());
        QWidget::resizeEvent(event);
    }
};
} // namespace

MessageBar::MessageBar(QWidget *parent)
    : QFrame(parent), m_icon(new QLabel(this)), m_text(new QLabel(new TextRoom(this))),
      m_actions(new QWidget(this)), m_close(new QToolButton(this)), m_wait(new WaitCountdown(this))
{
    setObjectName(QStringLiteral("messageBar"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Messages"));
    m_text->setObjectName(QStringLiteral("message"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_icon->setFixedSize(20, 20);
    auto *actions = new QHBoxLayout(m_actions);
    actions->setContentsMargins(0, 0, 0, 0);
    m_close->setObjectName(QStringLiteral("dismissMessage"));
    m_close->setAutoRaise(true);
    drawCloseIcon();
    m_close->setToolTip(tr("Dismiss (Esc)"));
    m_close->setAccessibleName(tr("Dismiss the message"));
    connect(m_close, &QToolButton::clicked, this, [this] {
        clear();
        emit dismissed();
    });
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(6, 2, 2, 2);
    row->addWidget(m_icon, 0, Qt::AlignVCenter);
    row->addWidget(m_text->parentWidget(), 1);
    row->addWidget(m_actions, 0, Qt::AlignVCenter);
    row->addWidget(m_close, 0, Qt::AlignVCenter);
    // Room for two lines, always: showing, changing or clearing a message never moves anything.
    setFixedHeight(2 * fontMetrics().lineSpacing() + 10);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    // The countdown changes the words, not the kind or the actions; the accessible name follows
    // the words (Qt tells assistive technology each time, as it does for any name).
    connect(m_wait, &WaitCountdown::textChanged, this, [this](const QString &text) {
        m_text->setText(text);
        m_text->setToolTip(text);
        m_text->setAccessibleName(text);
    });
    clear();
}

void MessageBar::showMessage(const QString &text, Kind kind, const QList<Action> &actions)
{
    m_wait->stop();
    m_kind = kind;
    m_text->setText(text);
    m_text->setToolTip(text); // the whole text when two lines do not hold it
    QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
    if (kind == Kind::Error)
        icon = QStyle::SP_MessageBoxCritical;
    else if (kind == Kind::Warning)
        icon = QStyle::SP_MessageBoxWarning;
    else if (kind == Kind::Success)
        icon = QStyle::SP_DialogApplyButton;
    else if (kind == Kind::Progress)
        icon = QStyle::SP_BrowserReload;
    m_icon->setPixmap(text.isEmpty() ? QPixmap() : style()->standardIcon(icon).pixmap(16, 16));
    const QString kindName = kind == Kind::Error     ? tr("Error")
                             : kind == Kind::Warning ? tr("Warning")
                                                     : QString();
    const QString iconName = !kindName.isEmpty()      ? kindName
                             : kind == Kind::Progress ? tr("In progress")
                             : kind == Kind::Success  ? tr("Done")
                                                      : tr("Information");
    m_icon->setAccessibleName(text.isEmpty() ? QString() : iconName);
    m_text->setAccessibleName(kindName.isEmpty() ? text : tr("%1: %2").arg(kindName, text));
    // Later, not now: this may run inside one of these buttons' own click.
    for (QPushButton *old : m_actions->findChildren<QPushButton *>(Qt::FindDirectChildrenOnly)) {
        old->hide();
        old->setObjectName({});
        old->deleteLater();
    }
    for (const Action &a : actions) {
        auto *button = new QPushButton(a.text, m_actions);
        button->setObjectName(a.objectName);
        connect(button, &QPushButton::clicked, this, a.run);
        m_actions->layout()->addWidget(button);
        button->show();
    }
    // Selectable (and a Tab stop) only while there is something to select.
    m_text->setTextInteractionFlags(
        text.isEmpty() ? Qt::NoTextInteraction : Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_close->setEnabled(!text.isEmpty());
    m_close->setVisible(!text.isEmpty());
    // The room stays; the frame shows only around a message.
    setFrameShape(text.isEmpty() ? QFrame::NoFrame : QFrame::StyledPanel);
    if (!text.isEmpty() && isVisible()) {
        // Screen readers hear the news, not only a fixed name.
        QAccessibleEvent event(m_text, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&event);
    }
}

void MessageBar::showWait(int seconds, int attempt, int of, std::function<void()> cancel)
{
    showMessage(models::waitSentence(seconds, attempt, of), Kind::Progress,
                {{tr("Stop &waiting"), std::move(cancel), QStringLiteral("cancelWait")}});
    m_wait->start(seconds, attempt, of);
}

void MessageBar::clear()
{
    showMessage({}, Kind::Info);
}

QString MessageBar::text() const
{
    return m_text->text();
}

bool MessageBar::isEmpty() const
{
    return m_text->text().isEmpty();
}

void MessageBar::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && !isEmpty()) {
        clear();
        emit dismissed();
        return;
    }
    QFrame::keyPressEvent(event);
}

void MessageBar::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange ||
        event->type() == QEvent::StyleChange)
        drawCloseIcon();
}

void MessageBar::drawCloseIcon()
{
    QPixmap cross =
        style()->standardIcon(QStyle::SP_DialogCloseButton).pixmap(QSize(16, 16), devicePixelRatioF());
    QPainter painter(&cross);
    painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
    painter.fillRect(cross.rect(), palette().color(QPalette::ButtonText));
    painter.end();
    m_close->setIcon(QIcon(cross));
}

} // namespace bd::widgets
