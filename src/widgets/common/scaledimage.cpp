#include "widgets/common/scaledimage.h"

#include <QPainter>

namespace bd::widgets {

ScaledImage::ScaledImage(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void ScaledImage::setImage(const QImage &image)
{
    m_image = image;
    m_text.clear();
    m_scaled = {};
    setAccessibleDescription(QString());
    updateGeometry();
    update();
}

void ScaledImage::setText(const QString &text)
{
    m_image = {};
    m_text = text;
    m_scaled = {};
    setAccessibleDescription(text); // heard: it is what the picture's place says
    updateGeometry();
    update();
}

QRect ScaledImage::imageRect() const
{
    if (m_image.isNull())
        return {};
    const QRect room = contentsRect();
    QSize size = m_image.size();
    if (size.width() > room.width() || size.height() > room.height())
        size.scale(room.size(), Qt::KeepAspectRatio);
    QRect r({}, size);
    r.moveCenter(room.center());
    return r;
}

QSize ScaledImage::sizeHint() const
{
    if (!m_image.isNull())
        return m_image.size().boundedTo(QSize(320, 200));
    return {200, fontMetrics().height() * 2};
}

QSize ScaledImage::minimumSizeHint() const
{
    return {48, std::min(48, fontMetrics().height() * 2)};
}

void ScaledImage::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (m_image.isNull()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(contentsRect(), Qt::AlignCenter | Qt::TextWordWrap, m_text);
        return;
    }
    const QRect target = imageRect();
    if (target.isEmpty())
        return;
    const qreal ratio = devicePixelRatioF();
    const QSize device = (QSizeF(target.size()) * ratio).toSize();
    if (m_scaled.size() != device || !qFuzzyCompare(m_scaled.devicePixelRatio(), ratio)) {
        m_scaled = QPixmap::fromImage(m_image.size() == device ? m_image
                                                               : m_image.scaled(device, Qt::IgnoreAspectRatio,
                                                                                Qt::SmoothTransformation));
        m_scaled.setDevicePixelRatio(ratio);
    }
    painter.drawPixmap(target.topLeft(), m_scaled);
}

} // namespace bd::widgets
