#include "widgets/query/queryresultview.h"
#include "widgets/query/queryfinder.h"

#include "api/background.h"
#include "domain/json/jsonwriter.h"
#include "models/query/jsontreemodel.h"
#include "models/query/queryexport.h"
#include "models/query/querytablemodel.h"
#include "models/query/querytablerows.h"
#include "ui_queryresult.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QFutureWatcher>
#include <QGuiApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLocale>
#include <QShortcut>
#include <QTimer>
#include <QToolButton>
#include <QtConcurrent/QtConcurrentRun>

namespace bd::widgets {

namespace {

enum ErrorRole { LineRole = Qt::UserRole + 1, ColumnRole };

QString sizeText(qsizetype bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeSIFormat);
}

} // namespace

QueryResultView::QueryResultView(QWidget *parent)
    : QWidget(parent), m_ui(std::make_unique<Ui::QueryResultView>()), m_tree(new models::JsonTreeModel(this)),
      m_table(new models::QueryTableModel(this))
{
    m_ui->setupUi(this);
    m_ui->tree->setModel(m_tree);
    m_ui->tree->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_ui->tree->setColumnWidth(models::JsonTreeModel::Key, 240);
    m_ui->tree->setColumnWidth(models::JsonTreeModel::Value, 360);
    m_ui->table->setModel(m_table);
    m_ui->table->horizontalHeader()->setSectionsMovable(true);
    m_ui->table->horizontalHeader()->setSortIndicatorShown(true);
    m_ui->table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_ui->table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_ui->table->horizontalHeader()->setResizeContentsPrecision(40);
    m_ui->table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_ui->raw->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_ui->resultSplitter->setStretchFactor(0, 3);
    m_ui->resultSplitter->setStretchFactor(1, 1);
    m_ui->findBar->hide();
    m_ui->rawNote->hide();
    for (QWidget *w : {static_cast<QWidget *>(m_ui->resultTabs), static_cast<QWidget *>(m_ui->table),
                       static_cast<QWidget *>(m_ui->tree)})
        w->installEventFilter(this); // the table would take Ctrl+Tab as Tab, the tabs as theirs
    // The text is made before the finder, which searches it, hears that its tab is shown.
    connect(m_ui->resultTabs, &QTabWidget::currentChanged, this, [this] {
        if (m_ui->resultTabs->currentWidget() == m_ui->rawTab)
            showText();
        if (m_rows == Rows::Reading)
            m_leftForTree = m_ui->resultTabs->currentWidget() != m_ui->tableTab;
    });
    m_finder = new QueryFinder(
        {m_ui->resultTabs, m_ui->table, m_ui->tree, m_tree, m_ui->raw, m_ui->find, m_ui->findStatus}, this);

    connect(m_ui->tables, &QComboBox::activated, this, [this](int index) {
        if (index < 0 || index >= m_lists.size())
            return;
        const Level level = m_lists.at(index);
        if (m_run.body.size() < SmallAnswerBytes) {
            m_levels = {level};
            showLevel(0);
            return;
        }
        // A large list's rows are read on a worker, as the first one's were.
        const quint64 generation = ++m_tablesGeneration;
        m_rows = Rows::Reading;
        m_leftForTree = false;
        m_levels.clear();
        showLevel(-1);
        auto *watcher = new QFutureWatcher<std::shared_ptr<const models::QueryTableRows>>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, level] {
            watcher->deleteLater();
            if (generation != m_tablesGeneration)
                return; // another answer, list or Esc came meanwhile
            m_rows = Rows::Shown;
            m_levels = {level};
            showLevel(0, watcher->result());
        });
        watcher->setFuture(
            QtConcurrent::run(api::backgroundPool(), [document = m_run.response.document, level] {
                return models::QueryTableRows::read(document, level.list);
            }));
    });
    connect(m_ui->table, &QAbstractItemView::activated, this, &QueryResultView::drillInto);
    m_filterDelay = new QTimer(this);
    m_filterDelay->setSingleShot(true);
    m_filterDelay->setInterval(150);
    connect(m_ui->filter, &QLineEdit::textChanged, m_filterDelay, qOverload<>(&QTimer::start));
    connect(m_filterDelay, &QTimer::timeout, this, [this] { m_table->setFilterText(m_ui->filter->text()); });
    connect(m_table, &models::QueryTableModel::filtered, this, &QueryResultView::showTableStatus);
    connect(m_table, &models::QueryTableModel::busyChanged, this, &QueryResultView::showTableStatus);
    connect(m_table, &QAbstractItemModel::layoutChanged, m_finder, &QueryFinder::restart);
    connect(m_table, &QAbstractItemModel::modelReset, m_finder, &QueryFinder::restart);
    connect(m_ui->exportTable, &QPushButton::clicked, this, &QueryResultView::chooseExport);
    connect(m_ui->saveAnswer, &QPushButton::clicked, this, &QueryResultView::saveAnswer);
    connect(m_ui->findNext, &QToolButton::clicked, m_finder, &QueryFinder::next);
    connect(m_ui->findPrevious, &QToolButton::clicked, m_finder, &QueryFinder::previous);
    connect(m_ui->find, &QLineEdit::returnPressed, m_finder, &QueryFinder::next);
    connect(m_ui->findClose, &QToolButton::clicked, this, [this] {
        m_finder->stop();
        m_ui->find->clear();
        m_ui->findBar->hide();
        m_ui->resultTabs->currentWidget()->setFocus(Qt::OtherFocusReason);
    });
    const auto goToError = [this](QListWidgetItem *item) {
        if (item->data(LineRole).toInt() > 0)
            emit errorChosen(item->data(LineRole).toInt(), item->data(ColumnRole).toInt());
    };
    connect(m_ui->errors, &QListWidget::itemClicked, this, goToError);
    connect(m_ui->errors, &QListWidget::itemActivated, this, goToError);

    auto *copyCells = new QAction(tr("Copy"), m_ui->table);
    copyCells->setShortcut(QKeySequence::Copy);
    copyCells->setShortcutContext(Qt::WidgetShortcut);
    connect(copyCells, &QAction::triggered, this, [this] { copySelection(false); });
    auto *copyJson = new QAction(tr("Copy rows as JSON"), m_ui->table);
    copyJson->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copyJson->setShortcutContext(Qt::WidgetShortcut);
    connect(copyJson, &QAction::triggered, this, [this] { copySelection(true); });
    auto *up = new QAction(tr("Back to the list above"), m_ui->table);
    up->setShortcuts({QKeySequence(Qt::Key_Backspace), QKeySequence(Qt::ALT | Qt::Key_Up)});
    up->setShortcutContext(Qt::WidgetShortcut);
    connect(up, &QAction::triggered, this, [this] {
        if (m_levels.size() > 1)
            showLevel(int(m_levels.size()) - 2);
    });
    m_ui->table->addActions({copyCells, copyJson, up});
    m_ui->table->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *copyValue = new QAction(tr("Copy value"), m_ui->tree);
    copyValue->setShortcut(QKeySequence::Copy);
    copyValue->setShortcutContext(Qt::WidgetShortcut);
    connect(copyValue, &QAction::triggered, this, &QueryResultView::copyTreeValue);
    m_ui->tree->addAction(copyValue);
    m_ui->tree->setContextMenuPolicy(Qt::ActionsContextMenu);
    showRun({});
}

QueryResultView::~QueryResultView() = default;

void QueryResultView::showRun(const models::QueryRunner::Run &run)
{
    m_run = run;
    m_finder->setAnswer({});
    m_tree->setDocument(run.response.document);
    // Opened a level or two where that costs little: a list of 200,000 rows stays closed.
    for (int r = 0; r < m_tree->rowCount(); ++r) {
        const QModelIndex top = m_tree->index(r, 0);
        if (m_tree->rowCount(top) > 1000)
            continue;
        m_ui->tree->expand(top);
        for (int c = 0; c < m_tree->rowCount(top); ++c) {
            const QModelIndex child = m_tree->index(c, 0, top);
            if (m_tree->rowCount(child) <= 100)
                m_ui->tree->expand(child);
        }
    }
    m_textShown = false;
    m_ui->raw->clear();
    if (m_ui->resultTabs->currentWidget() == m_ui->rawTab)
        showText();
    m_ui->errors->clear();
    for (const models::QueryError &e : run.response.errors) {
        QString text = models::describe(e);
        if (!e.code.isEmpty())
            text += QStringLiteral(" [%1]").arg(e.code);
        auto *item = new QListWidgetItem(text, m_ui->errors);
        item->setData(LineRole, e.line);
        item->setData(ColumnRole, e.column);
        QStringList tip;
        if (!e.path.isEmpty())
            tip << tr("Path: %1").arg(e.path.join(u'.'));
        if (e.line > 0)
            tip << tr("Click or press Enter to go to line %1, column %2.").arg(e.line).arg(e.column);
        item->setToolTip(tip.join(u'\n'));
    }
    m_ui->errorsArea->setVisible(!run.response.errors.isEmpty());
    m_ui->saveAnswer->setEnabled(!run.body.isEmpty());
    showTables();
    m_finder->setAnswer(run.response.root());
}

namespace {

// The lists of an answer and the first one's rows, read off the GUI thread for a large answer.
struct FoundTables
{
    QList<models::QueryTable> tables;
    std::shared_ptr<const models::QueryTableRows> first;
};

FoundTables findTables(const models::QueryResponse &response)
{
    FoundTables found{models::findQueryTables(response), nullptr};
    if (!found.tables.isEmpty())
        found.first = models::QueryTableRows::read(response.document, found.tables.first().list);
    return found;
}

} // namespace

void QueryResultView::showTables()
{
    const quint64 generation = ++m_tablesGeneration;
    const auto apply = [this](const FoundTables &found) {
        m_rows = Rows::Shown;
        m_ui->tables->clear();
        m_lists.clear();
        for (const models::QueryTable &t : found.tables)
            m_lists.append({t.path, t.list});
        for (const models::QueryTable &t : found.tables)
            m_ui->tables->addItem(tr("%1 (%n row(s))", nullptr, int(t.list.size())).arg(t.path));
        m_ui->tables->setVisible(found.tables.size() > 1);
        m_levels.clear();
        if (!found.tables.isEmpty())
            m_levels = {{found.tables.first().path, found.tables.first().list}};
        showLevel(int(m_levels.size()) - 1, found.first);
        const bool any = !found.tables.isEmpty();
        m_ui->resultTabs->setTabEnabled(m_ui->resultTabs->indexOf(m_ui->tableTab), any);
        if (!any && m_ui->resultTabs->currentWidget() == m_ui->tableTab)
            m_ui->resultTabs->setCurrentWidget(m_ui->treeTab);
        else if (any && m_ui->resultTabs->currentWidget() == m_ui->treeTab && !m_leftForTree)
            m_ui->resultTabs->setCurrentWidget(m_ui->tableTab); // unless the person went there meanwhile
    };
    if (m_run.body.size() < SmallAnswerBytes) {
        apply(findTables(m_run.response));
        return;
    }
    // A large answer's rows are read on a worker; the tree is there meanwhile.
    m_levels.clear();
    m_rows = Rows::Reading;
    m_leftForTree = false;
    m_ui->tables->clear(); // the old answer's lists are not this one's
    m_lists.clear();
    m_ui->tables->hide();
    showLevel(-1);
    auto *watcher = new QFutureWatcher<FoundTables>(this);
    connect(watcher, &QFutureWatcher<FoundTables>::finished, this, [this, watcher, generation, apply] {
        watcher->deleteLater();
        if (generation == m_tablesGeneration) // else another answer came meanwhile
            apply(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(api::backgroundPool(),
                                         [response = m_run.response] { return findTables(response); }));
}

// Shows the list at `depth` of the breadcrumb (-1: none) and makes the breadcrumb's buttons.
void QueryResultView::showLevel(int depth, std::shared_ptr<const models::QueryTableRows> rows)
{
    while (m_levels.size() > depth + 1)
        m_levels.removeLast();
    // Later: this may run inside a crumb's own click.
    const auto old = m_ui->crumbs->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly);
    for (QWidget *w : old) {
        w->hide();
        m_ui->crumbs->layout()->removeWidget(w);
        w->deleteLater();
    }
    for (int i = 0; i < m_levels.size(); ++i) {
        auto *crumb = new QToolButton(m_ui->crumbs);
        crumb->setAutoRaise(true);
        crumb->setText((i > 0 ? QStringLiteral("› ") : QString()) + m_levels.at(i).label);
        crumb->setToolTip(i + 1 < m_levels.size() ? tr("Back to this list (Backspace in the table)")
                                                  : tr("The list shown"));
        crumb->setEnabled(i + 1 < m_levels.size());
        connect(crumb, &QToolButton::clicked, this, [this, i] { showLevel(i); });
        m_ui->crumbs->layout()->addWidget(crumb);
    }
    // Another list starts unfiltered: the box and the model alike.
    m_filterDelay->stop();
    m_ui->filter->blockSignals(true);
    m_ui->filter->clear();
    m_ui->filter->blockSignals(false);
    m_table->setFilterText({});
    m_ui->table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    if (depth < 0)
        m_table->clear();
    else if (rows)
        m_table->setRows(std::move(rows));
    else
        m_table->setList(m_run.response.document, m_levels.at(depth).list);
    m_ui->table->resizeColumnsToContents(); // from the first rows (resizeContentsPrecision)
    for (int c = 0; c < m_table->columnCount(); ++c)
        m_ui->table->setColumnWidth(c, std::min(m_ui->table->columnWidth(c), 360));
    m_ui->exportTable->setEnabled(depth >= 0);
    m_ui->filter->setVisible(depth >= 0);
    showTableStatus();
}

void QueryResultView::drillInto(const QModelIndex &index)
{
    const json::Value cell = m_table->cell(index.row(), index.column());
    if (!cell.isArray() || !m_table->isNestedTable(index))
        return;
    const QString column = m_table->headerData(index.column(), Qt::Horizontal).toString();
    m_levels.append({QStringLiteral("[%1].%2").arg(m_table->sourceRow(index.row())).arg(column), cell});
    showLevel(int(m_levels.size()) - 1);
    m_ui->table->setFocus(Qt::OtherFocusReason);
}

QString QueryResultView::tablePath() const
{
    QString path;
    for (const Level &l : m_levels)
        path += l.label;
    return path;
}

void QueryResultView::showTableStatus()
{
    QString text;
    const QLocale locale;
    if (m_rows == Rows::Reading)
        text = tr("Reading the rows…");
    else if (m_rows == Rows::Canceled)
        text = tr("Reading the rows was canceled: run the query again for its table.");
    else if (m_levels.isEmpty())
        text.clear();
    else if (m_table->isBusy())
        text = tr("Working…");
    else if (m_table->rowCount() == m_table->totalRows())
        text = tr("%n row(s)", nullptr, m_table->totalRows());
    else
        text = tr("%1 of %n row(s)", nullptr, m_table->totalRows()).arg(locale.toString(m_table->rowCount()));
    m_ui->tableStatus->setText(text);
    m_ui->tableStatus->setAccessibleDescription(text);
    m_ui->tableStatus->setVisible(!text.isEmpty());
}

// The answer as text, made when the text is first looked at; a large one is not shown.
void QueryResultView::showText()
{
    if (m_textShown)
        return;
    m_textShown = true;
    const QByteArray &body = m_run.body;
    const bool tooLarge = body.size() > TextLimitBytes;
    m_ui->rawNote->setVisible(tooLarge);
    m_ui->raw->setVisible(!tooLarge);
    if (tooLarge) {
        m_ui->rawNote->setText(
            tr("The answer is %1, too large to show as text. The table and the tree show all "
               "of it; “Save the answer…” writes it exactly as received.")
                .arg(sizeText(body.size())));
        return;
    }
    const QByteArray pretty = m_run.response.document ? json::reformat(body, true) : body;
    m_ui->raw->setPlainText(QString::fromUtf8(pretty));
}

bool QueryResultView::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) &&
            key->modifiers() & Qt::ControlModifier) {
            if (event->type() == QEvent::KeyPress)
                QCoreApplication::sendEvent(parentWidget(), event); // on up to the window's screens
            event->accept();                                        // and not once more from here
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void QueryResultView::cancel()
{
    if (m_rows == Rows::Reading) {
        ++m_tablesGeneration; // the rows being read are not shown
        m_rows = Rows::Canceled;
    }
    m_table->cancel();
    // What is shown is what is asked again: the header's arrow and the filter box say so.
    QHeaderView *header = m_ui->table->horizontalHeader();
    header->blockSignals(true); // else the view would sort again
    header->setSortIndicator(m_table->sortColumn(), m_table->sortOrder());
    header->blockSignals(false);
    header->viewport()->update();
    m_filterDelay->stop();
    m_ui->filter->blockSignals(true);
    m_ui->filter->setText(m_table->filterText());
    m_ui->filter->blockSignals(false);
    m_finder->stop();
    showTableStatus();
}

bool QueryResultView::isBusy() const
{
    return m_rows == Rows::Reading || m_table->isBusy() || m_finder->isBusy();
}

void QueryResultView::startFind()
{
    m_ui->findBar->show();
    m_ui->find->setFocus(Qt::ShortcutFocusReason);
    m_ui->find->selectAll();
}

void QueryResultView::findNext()
{
    if (m_ui->findBar->isHidden())
        startFind();
    m_finder->next();
}

void QueryResultView::findPrevious()
{
    if (m_ui->findBar->isHidden())
        startFind();
    m_finder->previous();
}

bool QueryResultView::closeFind()
{
    if (m_ui->findBar->isHidden() || !m_ui->findBar->isAncestorOf(QApplication::focusWidget()))
        return false;
    m_ui->findClose->click();
    return true;
}

} // namespace bd::widgets
