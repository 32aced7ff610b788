#include "widgets/query/queryfinder.h"
#include "widgets/common/highlightdelegate.h"
#include "widgets/common/palettecolors.h"

#include "models/query/jsontreemodel.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTableView>
#include <QTextBlock>
#include <QTreeView>

namespace bd::widgets {

namespace {

constexpr int SliceMs = 8;              // one slice of searching, then the window's turn
constexpr int MarkedTextMatches = 2000; // text matches painted at once
constexpr int MaxTextMatches = 1000000; // beyond this the text search stops counting

} // namespace

QueryFinder::QueryFinder(const Views &views, QObject *parent)
    : QObject(parent), m_views(views), m_tableMarks(new HighlightDelegate(views.table)),
      m_treeMarks(new HighlightDelegate(views.tree))
{
    m_views.table->setItemDelegate(m_tableMarks);
    m_views.tree->setItemDelegate(m_treeMarks);
    m_slice.setInterval(0);
    connect(&m_slice, &QTimer::timeout, this, &QueryFinder::work);
    connect(m_views.field, &QLineEdit::textChanged, this, &QueryFinder::restart);
    connect(m_views.tabs, &QTabWidget::currentChanged, this, &QueryFinder::restart);
}

void QueryFinder::setAnswer(json::Value root)
{
    m_root = root;
    restart();
}

QueryFinder::Target QueryFinder::target() const
{
    QWidget *shown = m_views.tabs->currentWidget();
    if (shown && shown->isAncestorOf(m_views.tree))
        return Target::Tree;
    if (shown && shown->isAncestorOf(m_views.text))
        return Target::Text;
    return Target::Table;
}

int QueryFinder::matchCount() const
{
    switch (m_target) {
    case Target::Table: return int(m_cells.size());
    case Target::Tree: return int(m_treeSearch.matches().size());
    case Target::Text: return int(m_text.size());
    }
    return 0;
}

void QueryFinder::stop()
{
    m_slice.stop();
    showCount();
}

void QueryFinder::restart()
{
    m_slice.stop();
    m_needle = m_views.field->text().toLower();
    m_target = target();
    m_current = -1;
    m_cells.clear();
    m_nextRow = 0;
    m_text.clear();
    m_textFrom = QTextCursor(m_views.text->document());
    m_treeSearch.start(m_target == Target::Tree ? m_root : json::Value(), m_needle);
    const QStringList words = m_needle.isEmpty() ? QStringList() : QStringList{m_needle};
    m_tableMarks->setWords(words);
    m_treeMarks->setWords(words);
    m_views.table->viewport()->update();
    m_views.tree->viewport()->update();
    m_views.text->setExtraSelections({});
    if (!m_needle.isEmpty())
        m_slice.start();
    showCount();
}

// One slice: the search goes on where the last one stopped.
void QueryFinder::work()
{
    QElapsedTimer clock;
    clock.start();
    bool done = false;
    const int before = matchCount();
    switch (m_target) {
    case Target::Tree:
        while (!done && clock.elapsed() < SliceMs)
            done = m_treeSearch.step(4096);
        break;
    case Target::Table: {
        const QAbstractItemModel *model = m_views.table->model();
        const int rows = model ? model->rowCount() : 0;
        const int columns = model ? model->columnCount() : 0;
        while (m_nextRow < rows && clock.elapsed() < SliceMs) {
            for (int last = std::min(rows, m_nextRow + 256); m_nextRow < last; ++m_nextRow) {
                for (int c = 0; c < columns; ++c) {
                    if (model->index(m_nextRow, c).data().toString().contains(m_needle, Qt::CaseInsensitive))
                        m_cells.append({m_nextRow, c});
                }
            }
        }
        done = m_nextRow >= rows;
        break;
    }
    case Target::Text: {
        QTextDocument *document = m_views.text->document();
        while (clock.elapsed() < SliceMs && !done) {
            for (int i = 0; i < 256 && !done; ++i) {
                const QTextCursor found = document->find(m_views.field->text(), m_textFrom);
                done = found.isNull() || m_text.size() >= MaxTextMatches;
                if (!done) {
                    m_text.append(found);
                    m_textFrom = found;
                }
            }
        }
        break;
    }
    }
    if (done)
        m_slice.stop();

    if (m_current < 0 && matchCount() > 0 && before == 0) {
        m_current = 0; // the first match is shown as soon as it is found
        showCurrent();
    }
    if (m_target == Target::Text)
        markText();
    showCount();
}

void QueryFinder::step(int direction)
{
    const int count = matchCount();
    if (count == 0)
        return;
    m_current = (m_current + direction + count) % count;
    showCurrent();
    if (m_target == Target::Text)
        markText();
    showCount();
}

void QueryFinder::showCurrent()
{
    if (m_current < 0 || m_current >= matchCount())
        return;
    switch (m_target) {
    case Target::Table: {
        const auto [row, column] = m_cells.at(m_current);
        const QModelIndex index = m_views.table->model()->index(row, column);
        m_views.table->setCurrentIndex(index);
        m_views.table->scrollTo(index);
        break;
    }
    case Target::Tree: {
        const models::AnswerMatch &match = m_treeSearch.matches().at(size_t(m_current));
        QModelIndex index = m_views.treeModel->indexFor(match.value);
        for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
            m_views.tree->expand(p);
        index =
            index.siblingAtColumn(match.onKey ? models::JsonTreeModel::Key : models::JsonTreeModel::Value);
        m_views.tree->setCurrentIndex(index);
        m_views.tree->scrollTo(index);
        break;
    }
    case Target::Text:
        m_views.text->setTextCursor(m_text.at(m_current));
        m_views.text->ensureCursorVisible();
        break;
    }
}

// Marks the matches around the one shown (painting a million would stop the window).
void QueryFinder::markText()
{
    QList<QTextEdit::ExtraSelection> marks;
    const int from = std::max(0, m_current - MarkedTextMatches / 2);
    const int to = std::min(int(m_text.size()), from + MarkedTextMatches);
    QTextCharFormat format;
    format.setBackground(matchBackground());
    format.setForeground(matchText());
    for (int i = from; i < to; ++i)
        marks.append({m_text.at(i), format});
    m_views.text->setExtraSelections(marks);
}

void QueryFinder::showCount()
{
    const int count = matchCount();
    const QLocale locale;
    QString text;
    if (m_needle.isEmpty())
        text.clear();
    else if (count == 0)
        text = isBusy() ? tr("Searching…") : tr("No match");
    else if (isBusy())
        text = tr("%1 of %2 so far…").arg(locale.toString(m_current + 1), locale.toString(count));
    else
        text = tr("%1 of %2").arg(locale.toString(m_current + 1), locale.toString(count));
    m_views.status->setText(text);
    m_views.status->setAccessibleDescription(text);
}

} // namespace bd::widgets
