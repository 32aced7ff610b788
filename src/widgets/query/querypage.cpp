#include "widgets/query/querypage.h"
#include "widgets/common/palettecolors.h"
#include "widgets/common/waitcountdown.h"
#include "widgets/query/queryeditor.h"
#include "widgets/query/queryresultview.h"

#include "domain/json/jsonwriter.h"
#include "models/query/queryformat.h"
#include "models/query/queryrunner.h"
#include "models/query/queryschema.h"
#include "ui_querypage.h"

#include <QApplication>
#include <QClipboard>
#include <QGuiApplication>
#include <QLocale>
#include <QSettings>
#include <QTimer>

namespace bd::widgets {

namespace {

const QString SplitterKey = QStringLiteral("query/splitter");
const QString InputSplitterKey = QStringLiteral("query/inputSplitter");

QString duration(qint64 ms)
{
    if (ms < 1000)
        return QCoreApplication::translate("bd::widgets::QueryScreen", "%1 ms").arg(ms);
    return QCoreApplication::translate("bd::widgets::QueryScreen", "%1 s")
        .arg(QLocale().toString(double(ms) / 1000.0, 'f', ms < 10000 ? 2 : 1));
}

} // namespace

QueryPage::QueryPage(const api::AccountPtr &account, QWidget *parent)
    : QWidget(parent), m_ui(std::make_unique<Ui::QueryPage>()),
      m_runner(new models::QueryRunner(account, this)), m_ticker(new QTimer(this)),
      m_wait(new WaitCountdown(this))
{
    m_ui->setupUi(this);
    m_ui->variables->setFont(m_ui->editor->font());
    m_ui->splitter->setStretchFactor(0, 2);
    m_ui->splitter->setStretchFactor(1, 3);
    m_ui->inputSplitter->setStretchFactor(0, 3);
    m_ui->inputSplitter->setStretchFactor(1, 1);
    const QSettings settings;
    m_ui->splitter->restoreState(settings.value(SplitterKey).toByteArray());
    m_ui->inputSplitter->restoreState(settings.value(InputSplitterKey).toByteArray());
    m_ticker->setInterval(100);

    connect(m_ui->run, &QPushButton::clicked, this, &QueryPage::run);
    connect(m_ui->cancel, &QPushButton::clicked, this, &QueryPage::escape);
    connect(m_ui->copyCurl, &QPushButton::clicked, this, &QueryPage::copyAsCurl);
    connect(m_ui->editor, &QPlainTextEdit::textChanged, this, &QueryPage::showRunState);
    connect(m_ui->editor, &QPlainTextEdit::textChanged, this, &QueryPage::titleChanged);
    connect(m_ui->variables, &QPlainTextEdit::textChanged, this, &QueryPage::showRunState);
    connect(m_ticker, &QTimer::timeout, this, &QueryPage::showRunState);
    connect(m_runner, &models::QueryRunner::started, this, [this] {
        m_ticker->start();
        showRunState();
        emit titleChanged();
    });
    connect(m_runner, &models::QueryRunner::waiting, m_wait, &WaitCountdown::start);
    connect(m_wait, &WaitCountdown::textChanged, this, &QueryPage::showRunState);
    connect(m_runner, &models::QueryRunner::finished, this, [this] {
        m_ticker->stop();
        m_wait->stop();
        showResult();
        const models::QueryRunner::Run &r = m_runner->lastRun();
        if (!r.canceled)
            emit jobEnded(r.failure.isEmpty() ? tr("Query answered") : tr("Query failed"),
                          m_ui->runStatus->text(), r.elapsedMs);
        emit titleChanged();
        emit queryFinished();
    });
    connect(m_ui->result, &QueryResultView::errorChosen, m_ui->editor, &QueryEditor::goTo);
    connect(m_ui->result, &QueryResultView::said, this,
            [this](const QString &text, bool error) { showText(m_ui->runStatus, text, error); });
    connect(m_ui->result, &QueryResultView::jobEnded, this, &QueryPage::jobEnded);
    showRunState();
}

QueryPage::~QueryPage()
{
    QSettings settings;
    settings.setValue(SplitterKey, m_ui->splitter->saveState());
    settings.setValue(InputSplitterKey, m_ui->inputSplitter->saveState());
}

QString QueryPage::query() const
{
    return m_ui->editor->toPlainText();
}

QString QueryPage::variables() const
{
    return m_ui->variables->toPlainText();
}

QueryEditor *QueryPage::editor() const
{
    return m_ui->editor;
}

QueryResultView *QueryPage::result() const
{
    return m_ui->result;
}

QString QueryPage::status() const
{
    return m_ui->runStatus->text();
}

bool QueryPage::isRunning() const
{
    return m_runner->isRunning();
}

void QueryPage::setSchema(std::shared_ptr<models::QuerySchema> schema)
{
    m_schema = schema;
    m_ui->editor->setSchema(std::move(schema));
}

void QueryPage::load(const QString &query, const QString &variables)
{
    m_ui->editor->setPlainText(query);
    m_ui->variables->setPlainText(variables);
    m_ui->editor->moveCursor(QTextCursor::End);
    showRunState();
}

QString QueryPage::title() const
{
    const QString folded = query().simplified();
    if (folded.isEmpty())
        return tr("New query");
    // The first names after the opening brace say what a query is about: "Invoice id status".
    QString name = folded;
    name.remove(QLatin1Char('{')).remove(QLatin1Char('}'));
    name = name.simplified();
    if (name.startsWith(QStringLiteral("query ")))
        name = name.mid(6);
    return name.size() > 28 ? name.left(27) + QChar(0x2026) : name;
}

void QueryPage::run()
{
    if (!m_ui->run->isEnabled())
        return;
    m_runner->run(query(), variables());
}

void QueryPage::escape()
{
    if (m_ui->result->closeFind())
        return;
    if (m_ui->result->isAncestorOf(QApplication::focusWidget()) && m_ui->result->isBusy()) {
        m_ui->result->cancel();
        return;
    }
    m_runner->cancel();
    m_ui->result->cancel();
}

bool QueryPage::prettify()
{
    bool ok = false;
    const QString pretty = models::prettifyQuery(query(), &ok);
    if (ok && pretty != query()) {
        QTextCursor cursor(m_ui->editor->document());
        cursor.select(QTextCursor::Document);
        cursor.insertText(pretty); // one step of undo
    }
    const QString vars = variables().trimmed();
    if (!vars.isEmpty() && models::QueryRunner::variablesProblem(vars).isEmpty()) {
        const QString formatted = QString::fromUtf8(json::reformat(vars.toUtf8(), true));
        if (formatted != variables()) {
            QTextCursor cursor(m_ui->variables->document());
            cursor.select(QTextCursor::Document);
            cursor.insertText(formatted);
        }
    }
    showText(m_ui->runStatus,
             ok ? tr("Formatted.") : tr("The query could not be formatted: its brackets do not match."), !ok);
    return ok;
}

void QueryPage::copyAsCurl()
{
    QGuiApplication::clipboard()->setText(m_runner->curlCommand(query(), variables()));
    showText(m_ui->runStatus,
             tr("Copied the request as a curl command; set the variables it names to your secrets before "
                "running it."),
             false);
}

void QueryPage::showText(QLabel *label, const QString &text, bool error)
{
    label->setText(text);
    label->setAccessibleDescription(text);
    label->setStyleSheet(error ? errorTextStyle(palette()) : QString());
    if (label == m_ui->runStatus)
        emit statusChanged(text);
}

// Buttons and the lines under them, from what is typed and whether a query runs.
void QueryPage::showRunState()
{
    const QString variablesProblem = models::QueryRunner::variablesProblem(variables());
    showText(m_ui->variablesStatus,
             variablesProblem.isEmpty()
                 ? (variables().trimmed().isEmpty() ? tr("No variables.") : tr("A valid JSON object."))
                 : variablesProblem,
             !variablesProblem.isEmpty());
    const bool running = m_runner->isRunning();
    const QString problem = m_runner->runProblem(query(), variables());
    m_ui->run->setEnabled(problem.isEmpty());
    m_ui->cancel->setEnabled(running);
    m_ui->copyCurl->setEnabled(!query().trimmed().isEmpty() && variablesProblem.isEmpty());
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

void QueryPage::showResult()
{
    const models::QueryRunner::Run &r = m_runner->lastRun();
    showRunState();
    if (r.canceled) {
        showText(m_ui->runStatus, r.failure, false);
        return; // the last answer stays on show
    }
    m_ui->result->showRun(r);
    if (m_schema && r.response.hasData())
        m_schema->learn(r.response.data());
    if (!r.failure.isEmpty()) {
        showText(m_ui->runStatus, r.failure, true);
    } else if (r.response.document) {
        QString text = tr("Answered in %1 (HTTP %2).").arg(duration(r.elapsedMs)).arg(r.httpStatus);
        if (!r.response.errors.isEmpty())
            text += QLatin1Char(' ') + tr("%n error(s).", nullptr, int(r.response.errors.size()));
        showText(m_ui->runStatus, text, !r.response.errors.isEmpty());
    }
}

} // namespace bd::widgets
