#include "widgets/query/queryscreen.h"
#include "widgets/common/palettecolors.h"
#include "widgets/common/waitcountdown.h"

#include "domain/json/jsonwriter.h"
#include "models/common/tenantscope.h"
#include "models/query/jsontreemodel.h"
#include "models/query/queryrunner.h"
#include "ui_queryscreen.h"

#include <QClipboard>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHeaderView>
#include <QInputDialog>
#include <QLocale>
#include <QPointer>
#include <QSaveFile>
#include <QSettings>
#include <QShortcut>
#include <QTimer>

namespace bd::widgets {

namespace {

enum ErrorRole { LineRole = Qt::UserRole + 1, ColumnRole };

const QString SplitterKey = QStringLiteral("query/splitter");
const QString InputSplitterKey = QStringLiteral("query/inputSplitter");
const QString ResultSplitterKey = QStringLiteral("query/resultSplitter");
const QString TreeHeaderKey = QStringLiteral("query/treeHeader");

QString duration(qint64 ms)
{
    if (ms < 1000)
        return QCoreApplication::translate("bd::widgets::QueryScreen", "%1 ms").arg(ms);
    return QCoreApplication::translate("bd::widgets::QueryScreen", "%1 s")
        .arg(QLocale().toString(double(ms) / 1000.0, 'f', ms < 10000 ? 2 : 1));
}

// One line for a list: the query's first words, whitespace folded.
QString summary(const QString &query)
{
    const QString folded = query.simplified();
    return folded.size() > 70 ? folded.left(69) + QChar(0x2026) : folded;
}

} // namespace

QueryScreen::QueryScreen(const api::AccountPtr &account, QWidget *parent)
    : Screen(parent), m_ui(std::make_unique<Ui::QueryScreen>()), m_account(account),
      m_runner(new models::QueryRunner(account, this)), m_tree(new models::JsonTreeModel(this)),
      m_ticker(new QTimer(this)), m_wait(new WaitCountdown(this))
{
    m_ui->setupUi(this);
    m_ui->tree->setModel(m_tree);
    m_ui->tree->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_ui->tree->setColumnWidth(models::JsonTreeModel::Key, 240);
    m_ui->tree->setColumnWidth(models::JsonTreeModel::Value, 360);
    m_ui->variables->setFont(m_ui->editor->font());
    m_ui->raw->setFont(m_ui->editor->font());
    m_ui->history->setPlaceholderText(tr("History"));
    m_ui->saved->setPlaceholderText(tr("Saved queries"));
    m_ui->splitter->setStretchFactor(0, 2);
    m_ui->splitter->setStretchFactor(1, 3);
    m_ui->inputSplitter->setStretchFactor(0, 3);
    m_ui->inputSplitter->setStretchFactor(1, 1);
    m_ui->resultSplitter->setStretchFactor(0, 3);
    m_ui->resultSplitter->setStretchFactor(1, 1);
    QSettings settings;
    m_ui->splitter->restoreState(settings.value(SplitterKey).toByteArray());
    m_ui->inputSplitter->restoreState(settings.value(InputSplitterKey).toByteArray());
    m_ui->resultSplitter->restoreState(settings.value(ResultSplitterKey).toByteArray());
    m_ui->tree->header()->restoreState(settings.value(TreeHeaderKey).toByteArray());
    m_ticker->setInterval(100);

    connect(m_ui->run, &QPushButton::clicked, this, &QueryScreen::run);
    connect(m_ui->cancel, &QPushButton::clicked, m_runner, &models::QueryRunner::cancel);
    for (const QKeySequence &keys :
         {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
        auto *shortcut = new QShortcut(keys, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, &QueryScreen::run);
    }
    auto *escape =
        new QShortcut(QKeySequence(Qt::Key_Escape), this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, m_runner, &models::QueryRunner::cancel);
    connect(m_ui->editor, &QPlainTextEdit::textChanged, this, &QueryScreen::showRunState);
    connect(m_ui->variables, &QPlainTextEdit::textChanged, this, &QueryScreen::showRunState);
    connect(m_ticker, &QTimer::timeout, this, &QueryScreen::showRunState);
    connect(m_runner, &models::QueryRunner::started, this, [this] {
        m_ticker->start();
        showRunState();
    });
    connect(m_runner, &models::QueryRunner::waiting, m_wait, &WaitCountdown::start);
    connect(m_wait, &WaitCountdown::textChanged, this, &QueryScreen::showRunState);
    connect(m_runner, &models::QueryRunner::finished, this, [this] {
        m_ticker->stop();
        m_wait->stop();
        showResult();
        fillHistory();
        const models::QueryRunner::Run &r = m_runner->lastRun();
        if (!r.canceled)
            emit jobEnded(r.failure.isEmpty() ? tr("Query answered") : tr("Query failed"),
                          m_ui->runStatus->text(), r.elapsedMs);
        emit queryFinished();
    });
    const auto goToError = [this](QListWidgetItem *item) {
        const int line = item->data(LineRole).toInt();
        if (line > 0)
            m_ui->editor->goTo(line, item->data(ColumnRole).toInt());
    };
    connect(m_ui->errors, &QListWidget::itemClicked, this, goToError);
    connect(m_ui->errors, &QListWidget::itemActivated, this, goToError);
    connect(m_ui->history, &QComboBox::activated, this, [this](int index) {
        const auto entries = m_runner->history().entries();
        if (index >= 0 && index < entries.size())
            load(entries.at(index).query, entries.at(index).variables);
        m_ui->history->setCurrentIndex(-1); // the same entry can be picked again
    });
    connect(m_ui->saved, &QComboBox::activated, this, [this](int index) {
        const auto saved = m_runner->history().saved();
        if (index >= 0 && index < saved.size())
            load(saved.at(index).query, saved.at(index).variables);
        m_ui->removeSaved->setEnabled(index >= 0);
    });
    connect(m_ui->saveQuery, &QPushButton::clicked, this, &QueryScreen::saveAs);
    connect(m_ui->removeSaved, &QPushButton::clicked, this, [this] {
        const QString name = m_ui->saved->currentText();
        if (m_ui->saved->currentIndex() < 0 || name.isEmpty())
            return;
        m_runner->history().remove(name);
        fillSaved();
        showText(m_ui->runStatus, tr("Removed the saved query “%1”.").arg(name), false);
    });
    connect(m_ui->exportTable, &QPushButton::clicked, this, &QueryScreen::chooseExport);
    auto *copy = new QAction(tr("Copy value"), m_ui->tree);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &QueryScreen::copyValue);
    m_ui->tree->addAction(copy);
    m_ui->tree->setContextMenuPolicy(Qt::ActionsContextMenu);

    loadScope();
    showResult();
}

QueryScreen::~QueryScreen()
{
    keepDraft();
    QSettings settings;
    settings.setValue(SplitterKey, m_ui->splitter->saveState());
    settings.setValue(InputSplitterKey, m_ui->inputSplitter->saveState());
    settings.setValue(ResultSplitterKey, m_ui->resultSplitter->saveState());
    settings.setValue(TreeHeaderKey, m_ui->tree->header()->saveState());
}

void QueryScreen::activate()
{
    if (models::tenantSettingsGroup(*m_account) != m_group) {
        keepDraft(); // under the tenant it was typed for
        loadScope();
    }
}

// History, saved queries and the last text of the current environment and tenant.
void QueryScreen::loadScope()
{
    m_group = models::tenantSettingsGroup(*m_account);
    const models::QueryHistory history(m_group);
    models::SavedQuery draft = history.draft();
    if (draft.query.isEmpty() && !history.entries().isEmpty())
        draft = {QString(), history.entries().first().query, history.entries().first().variables};
    load(draft.query, draft.variables);
    fillHistory();
    fillSaved();
}

void QueryScreen::keepDraft()
{
    if (!m_group.isEmpty())
        models::QueryHistory(m_group).setDraft(m_ui->editor->toPlainText(), m_ui->variables->toPlainText());
}

void QueryScreen::load(const QString &query, const QString &variables)
{
    m_ui->editor->setPlainText(query);
    m_ui->variables->setPlainText(variables);
    m_ui->editor->moveCursor(QTextCursor::End);
    showRunState();
}

void QueryScreen::fillHistory()
{
    m_ui->history->clear();
    for (const models::QueryHistoryEntry &e : m_runner->history().entries())
        m_ui->history->addItem(QStringLiteral("%1 — %2").arg(
            QLocale().toString(e.time.toLocalTime(), QLocale::ShortFormat), summary(e.query)));
    m_ui->history->setCurrentIndex(-1);
    m_ui->history->setEnabled(m_ui->history->count() > 0);
}

void QueryScreen::fillSaved()
{
    m_ui->saved->clear();
    for (const models::SavedQuery &q : m_runner->history().saved()) {
        m_ui->saved->addItem(q.name);
        m_ui->saved->setItemData(m_ui->saved->count() - 1, summary(q.query), Qt::ToolTipRole);
    }
    m_ui->saved->setCurrentIndex(-1);
    m_ui->saved->setEnabled(m_ui->saved->count() > 0);
    m_ui->removeSaved->setEnabled(false);
}

void QueryScreen::run()
{
    if (!m_ui->run->isEnabled())
        return;
    keepDraft();
    m_runner->run(m_ui->editor->toPlainText(), m_ui->variables->toPlainText());
}

void QueryScreen::showText(QLabel *label, const QString &text, bool error)
{
    label->setText(text);
    label->setAccessibleDescription(text);
    label->setStyleSheet(error ? errorTextStyle(palette()) : QString());
    if (label == m_ui->runStatus)
        setStatusText(text);
}

// Buttons and the lines under them, from what is typed and whether a query runs.
void QueryScreen::showRunState()
{
    const QString variablesProblem = models::QueryRunner::variablesProblem(m_ui->variables->toPlainText());
    showText(m_ui->variablesStatus,
             variablesProblem.isEmpty()
                 ? (m_ui->variables->toPlainText().trimmed().isEmpty() ? tr("No variables.")
                                                                       : tr("A valid JSON object."))
                 : variablesProblem,
             !variablesProblem.isEmpty());
    const bool running = m_runner->isRunning();
    const QString problem = m_runner->runProblem(m_ui->editor->toPlainText(), m_ui->variables->toPlainText());
    m_ui->run->setEnabled(problem.isEmpty());
    m_ui->cancel->setEnabled(running);
    m_ui->run->setToolTip(problem.isEmpty() ? tr("Run the query (Ctrl+Enter)") : problem);
    if (running && m_wait->isCounting()) {
        showText(m_ui->runStatus, m_wait->text(), false); // Cancel (Esc) is beside it
    } else if (running) {
        showText(m_ui->runStatus, tr("Running… %1").arg(duration(m_runner->elapsedMs())), false);
    } else if (!problem.isEmpty()) {
        // An empty editor is a hint, not an error: only what is typed wrong is red.
        showText(m_ui->runStatus, tr("Cannot run: %1").arg(problem), !variablesProblem.isEmpty());
        m_problemShown = true;
    } else if (m_problemShown) {
        showText(m_ui->runStatus, {}, false);
    }
    if (running || problem.isEmpty())
        m_problemShown = false;
}

void QueryScreen::showResult()
{
    const models::QueryRunner::Run &r = m_runner->lastRun();
    showRunState();
    if (r.canceled) {
        showText(m_ui->runStatus, r.failure, false);
        return; // the last answer stays on show
    }
    m_tree->setDocument(r.response.document);
    m_ui->tree->expandToDepth(1);
    const QByteArray pretty = r.response.document ? json::reformat(r.body, true) : r.body;
    m_ui->raw->setPlainText(QString::fromUtf8(pretty));
    m_ui->errors->clear();
    for (const models::QueryError &e : r.response.errors) {
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
    m_ui->errorsArea->setVisible(!r.response.errors.isEmpty());
    m_tables = models::findQueryTables(r.response);
    m_ui->tables->clear();
    for (const models::QueryTable &t : std::as_const(m_tables))
        m_ui->tables->addItem(tr("%1 (%n row(s))", nullptr, int(t.list.size())).arg(t.path));
    m_ui->tables->setVisible(!m_tables.isEmpty());
    m_ui->exportTable->setEnabled(!m_tables.isEmpty());
    if (!r.failure.isEmpty()) {
        showText(m_ui->runStatus, r.failure, true);
    } else if (r.response.document) {
        QString text = tr("Answered in %1 (HTTP %2).").arg(duration(r.elapsedMs)).arg(r.httpStatus);
        if (!r.response.errors.isEmpty())
            text += QLatin1Char(' ') + tr("%n error(s).", nullptr, int(r.response.errors.size()));
        showText(m_ui->runStatus, text, !r.response.errors.isEmpty());
    }
}

void QueryScreen::saveAs()
{
    auto *dialog = new QInputDialog(this);
    dialog->setObjectName(QStringLiteral("saveQueryDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Save the query"));
    dialog->setLabelText(tr("Name (an existing name is replaced):"));
    dialog->setTextValue(m_ui->saved->currentIndex() >= 0 ? m_ui->saved->currentText() : QString());
    connect(dialog, &QInputDialog::textValueSelected, this, [this](const QString &typed) {
        const QString name = typed.trimmed();
        if (name.isEmpty())
            return;
        m_runner->history().save({name, m_ui->editor->toPlainText(), m_ui->variables->toPlainText()});
        fillSaved();
        m_ui->saved->setCurrentIndex(m_ui->saved->findText(name));
        m_ui->removeSaved->setEnabled(true);
        showText(m_ui->runStatus, tr("Saved as “%1”.").arg(name), false);
    });
    dialog->open();
}

void QueryScreen::chooseExport()
{
    const int index = m_ui->tables->currentIndex();
    if (index < 0 || index >= m_tables.size())
        return;
    const QString path = m_tables.at(index).path;
    auto *dialog =
        new QFileDialog(this, tr("Export %1").arg(path), QString(), tr("CSV (*.csv);;JSON (*.json)"));
    dialog->setObjectName(QStringLiteral("exportTableDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setOption(QFileDialog::DontUseNativeDialog);
    dialog->setDefaultSuffix(QStringLiteral("csv"));
    dialog->selectFile(path.section(u'.', -1) + QStringLiteral(".csv"));
    connect(dialog, &QFileDialog::filterSelected, dialog, [dialog](const QString &filter) {
        dialog->setDefaultSuffix(filter.contains(QStringLiteral("json")) ? QStringLiteral("json")
                                                                         : QStringLiteral("csv"));
    });
    connect(dialog, &QFileDialog::fileSelected, this, [this, index](const QString &file) {
        if (index >= m_tables.size())
            return; // another answer came meanwhile
        QElapsedTimer clock;
        clock.start();
        const json::Value list = m_tables.at(index).list;
        const bool json = file.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive);
        const QByteArray bytes = json ? models::queryTableJson(list) : models::queryTableCsv(list);
        QSaveFile out(file);
        if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
            showText(m_ui->runStatus, tr("Could not write %1: %2").arg(file, out.errorString()), true);
            return;
        }
        const QString said = tr("Exported %n row(s) to %1.", nullptr, int(list.size())).arg(file);
        showText(m_ui->runStatus, said, false);
        emit jobEnded(tr("Rows exported"), said, clock.elapsed());
    });
    dialog->open();
}

void QueryScreen::copyValue()
{
    const QModelIndex index = m_ui->tree->currentIndex();
    if (!index.isValid())
        return;
    const json::Value v = m_tree->valueAt(index);
    // A string as its text, anything else as its exact JSON (numbers keep their digits).
    QGuiApplication::clipboard()->setText(v.isString() ? v.toString()
                                                       : QString::fromUtf8(json::reformat(v.raw(), true)));
}

void QueryScreen::offerCommands(models::CommandSearch &search)
{
    for (const models::SavedQuery &q : m_runner->history().saved()) {
        models::Command c;
        c.group = models::Command::Group::Query;
        c.text = q.name;
        c.detail = summary(q.query);
        c.key = QStringLiteral("query:") + q.name;
        c.run = [self = QPointer<QueryScreen>(this), q]() -> models::PendingLookup * {
            if (!self)
                return nullptr;
            self->showInWindow();
            self->load(q.query, q.variables);
            self->m_ui->editor->setFocus(Qt::OtherFocusReason);
            return nullptr;
        };
        search.offer(std::move(c));
    }
}

} // namespace bd::widgets
