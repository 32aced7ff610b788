#pragma once

// A picture shown whole in whatever room the layout gives it: scaled down (never up past its
// own size) keeping its proportions, centred, and drawn from the original at the screen's pixel
// ratio, so it is sharp on a 2× screen and a small window shows all of it rather than a strip.
// Without a picture it shows a line of text ("Loading image…", why it failed), word-wrapped.
// The catalog's product image once was a QLabel with a fixed-size pixmap, cropped to 48 px.

#include <QImage>
#include <QPixmap>
#include <QWidget>

namespace bd::widgets {

class ScaledImage final : public QWidget
{
    Q_OBJECT
public:
    explicit ScaledImage(QWidget *parent = nullptr);

    void setImage(const QImage &image); // clears the text
    void setText(const QString &text);  // clears the image
    QImage image() const { return m_image; }
    QString text() const { return m_text; }
    // Where the picture is drawn, in the widget's coordinates (empty without one).
    QRect imageRect() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QImage m_image;
    QString m_text;
    QPixmap m_scaled; // m_image at imageRect()'s size in device pixels, made when painted
};

} // namespace bd::widgets
