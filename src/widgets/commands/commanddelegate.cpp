#include "widgets/commands/commanddelegate.h"

#include "models/commands/commandlistmodel.h"
#include "widgets/common/palettecolors.h"

#include <QApplication>
#include <QPainter>

namespace bd::widgets {

using models::CommandListModel;

QSize CommandDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setHeight(std::max(size.height(), option.fontMetrics.height() + 6));
    return size;
}

void CommandDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    const bool header = index.data(CommandListModel::HeaderRole).toBool();
    if (header)
        opt.state &= ~(QStyle::State_Selected | QStyle::State_HasFocus | QStyle::State_MouseOver);
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
    QRect rect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget).adjusted(4, 0, -6, 0);
    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette::ColorRole textRole = selected ? QPalette::HighlightedText : QPalette::Text;
    painter->save();
    if (header) {
        QFont font = opt.font;
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 0.9);
        painter->setFont(font);
        painter->setPen(opt.palette.color(QPalette::Disabled, QPalette::Text));
        painter->drawText(rect, Qt::AlignLeft | Qt::AlignVCenter, text);
        painter->restore();
        return;
    }
    const QFontMetrics fm(opt.font);
    // The detail at the right, as much of it as fits beside at least half the name.
    const QString detail = index.data(CommandListModel::DetailRole).toString();
    if (!detail.isEmpty()) {
        const QString shown = fm.elidedText(detail, Qt::ElideMiddle, rect.width() / 2);
        const int w = fm.horizontalAdvance(shown);
        painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::PlaceholderText));
        painter->drawText(QRect(rect.right() - w, rect.top(), w, rect.height()), Qt::AlignVCenter, shown);
        rect.setRight(rect.right() - w - fm.horizontalAdvance(QStringLiteral("   ")));
    }
    const QString shown = fm.elidedText(text, Qt::ElideRight, rect.width());
    const QList<int> at = index.data(CommandListModel::HighlightsRole).value<QList<int>>();
    QFont bold = opt.font;
    bold.setBold(true);
    const QFontMetrics boldFm(bold);
    int x = rect.left();
    // Character by character where there are matches; one run of text otherwise.
    if (at.isEmpty()) {
        painter->setPen(opt.palette.color(textRole));
        painter->drawText(rect, Qt::AlignLeft | Qt::AlignVCenter, shown);
    } else {
        const bool elided = shown != text; // its last character is the ellipsis
        for (qsizetype i = 0; i < shown.size();) {
            const qsizetype length = shown.at(i).isHighSurrogate() && i + 1 < shown.size() ? 2 : 1;
            const bool matched = at.contains(int(i)) && !(elided && i == shown.size() - 1);
            const QString ch = shown.mid(i, length);
            i += length;
            const QFontMetrics &m = matched ? boldFm : fm;
            const int w = m.horizontalAdvance(ch);
            if (matched && !selected)
                painter->fillRect(QRect(x, rect.top() + 2, w, rect.height() - 4), matchBackground());
            painter->setFont(matched ? bold : opt.font);
            painter->setPen(opt.palette.color(textRole));
            painter->drawText(QRect(x, rect.top(), w, rect.height()), Qt::AlignVCenter, ch);
            x += w;
        }
    }
    painter->restore();
}

} // namespace bd::widgets
