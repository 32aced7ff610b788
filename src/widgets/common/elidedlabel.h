#pragma once

// A one-line label that never widens its window: a text longer than the room it gets ends in
// "…", the whole text in its tooltip and heard by assistive technology (as its description,
// with the change announced). For the status bar, where a long contact name once made the
// window wider than the screen.

#include <QLabel>

namespace bd::widgets {

class ElidedLabel final : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    void setFullText(const QString &text);
    QString fullText() const { return m_full; }

    QSize minimumSizeHint() const override; // a few characters: it may shrink to that
    QSize sizeHint() const override;        // the whole text: it gets that when there is room

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void elide();

    QString m_full;
};

} // namespace bd::widgets
