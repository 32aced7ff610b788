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

void CommandDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const
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
    if (at.isEmpty()) {
        painter->setPen(opt.palette.color(textRole));
        painter->drawText(rect, Qt::AlignLeft | Qt::AlignVCenter, shown);
    } else {
        // In runs of matched and unmatched characters: a handful of drawText calls a row.
        const qsizetype usable = shown != text ? shown.size() - 1 : shown.size(); // not the ellipsis
        painter->setPen(opt.palette.color(textRole));
        for (qsizetype i = 0; i < shown.size();) {
            const bool matched = i < usable && at.contains(int(i));
            qsizetype j = i + 1;
            while (j < shown.size() && (j < usable && at.contains(int(j))) == matched)
                ++j;
            if (j < shown.size() && shown.at(j).isLowSurrogate())
                ++j; // a pair stays whole
            const QString run = shown.mid(i, j - i);
            const int w = (matched ? boldFm : fm).horizontalAdvance(run);
            if (matched && !selected)
                painter->fillRect(QRect(x, rect.top() + 2, w, rect.height() - 4), matchBackground());
            painter->setFont(matched ? bold : opt.font);
            painter->drawText(QRect(x, rect.top(), w, rect.height()), Qt::AlignVCenter, run);
            x += w;
            i = j;
        }
    }
    painter->restore();
}

} // namespace bd::widgets
