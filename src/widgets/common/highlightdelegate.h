#pragma once

#include <QStyledItemDelegate>

namespace bd::widgets {

// Paints the words being searched for with a marker colour behind them.
class HighlightDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void setWords(const QStringList &lowerCaseWords) { m_words = lowerCaseWords; }
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

    // Where each word first occurs in text (case-insensitive), as (start, length), sorted, merged.
    static QList<QPair<int, int>> matchRanges(const QString &text, const QStringList &lowerCaseWords);

private:
    QStringList m_words;
};

} // namespace bd::widgets
