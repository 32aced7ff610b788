#include "widgets/common/highlightdelegate.h"

#include "widgets/common/palettecolors.h"

#include <QApplication>
#include <QPainter>

#include <algorithm>

namespace bd::widgets {

QList<QPair<int, int>> HighlightDelegate::matchRanges(const QString &text, const QStringList &lowerCaseWords)
{
    const QString lower = text.toLower();
    QList<QPair<int, int>> ranges;
    for (const QString &w : lowerCaseWords) {
        for (qsizetype at = lower.indexOf(w); at >= 0 && !w.isEmpty(); at = lower.indexOf(w, at + w.size()))
            ranges.append({int(at), int(w.size())});
    }
    std::sort(ranges.begin(), ranges.end());
    QList<QPair<int, int>> merged;
    for (const auto &r : std::as_const(ranges)) {
        if (!merged.isEmpty() && r.first <= merged.last().first + merged.last().second)
            merged.last().second = std::max(merged.last().first + merged.last().second, r.first + r.second) -
                                   merged.last().first;
        else
            merged.append(r);
    }
    return merged;
}

void HighlightDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QList<QPair<int, int>> ranges =
        m_words.isEmpty() ? QList<QPair<int, int>>() : matchRanges(opt.text, m_words);
    if (ranges.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QString text = opt.text;
    opt.text.clear();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
    const QRect textRect =
        style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget).adjusted(2, 0, -2, 0);
    const QFontMetrics fm(opt.font);
    const QString shown = fm.elidedText(text, opt.textElideMode, textRect.width());
    painter->save();
    painter->setFont(opt.font);
    const int baseX = textRect.left();
    for (const auto &[start, length] : ranges) {
        if (start >= shown.size())
            break;
        const int x = baseX + fm.horizontalAdvance(shown.left(start));
        const int w =
            fm.horizontalAdvance(shown.mid(start, std::min<qsizetype>(length, shown.size() - start)));
        painter->fillRect(QRect(x, textRect.top() + 1, w, textRect.height() - 2), matchBackground());
    }
    const bool selected = opt.state & QStyle::State_Selected;
    painter->setPen(
        opt.palette.color(QPalette::Normal, selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawText(textRect, int(Qt::AlignVCenter | Qt::AlignLeft), shown);
    // The matched letters again, dark on the amber box: readable on a selected row too.
    painter->setPen(matchText());
    for (const auto &[start, length] : ranges) {
        if (start >= shown.size())
            break;
        const int x = baseX + fm.horizontalAdvance(shown.left(start));
        const QString part = shown.mid(start, std::min<qsizetype>(length, shown.size() - start));
        painter->drawText(QRect(x, textRect.top(), fm.horizontalAdvance(part) + 1, textRect.height()),
                          int(Qt::AlignVCenter | Qt::AlignLeft), part);
    }
    painter->restore();
}

} // namespace bd::widgets
