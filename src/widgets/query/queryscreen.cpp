#include "widgets/query/queryscreen.h"
#include "widgets/common/accessibility.h"
#include "widgets/query/queryeditor.h"
#include "widgets/query/querypage.h"
#include "widgets/query/queryresultview.h"

#include "models/common/tenantscope.h"
#include "models/query/queryrunner.h"
#include "models/query/queryschema.h"
#include "models/query/schemaasker.h"
#include "ui_queryscreen.h"

#include <QCompleter>
#include <QInputDialog>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QShortcut>

namespace bd::widgets {

namespace {

// One line for a list: the query's first words, whitespace folded.
QString summary(const QString &query)
{
    const QString folded = query.simplified();
    return folded.size() > 70 ? folded.left(69) + QChar(0x2026) : folded;
}

} // namespace

QueryScreen::QueryScreen(const api::AccountPtr &account, QWidget *parent)
    : Screen(parent), m_ui(std::make_unique<Ui::QueryScreen>()), m_account(account),
      m_group(models::tenantSettingsGroup(*account)),
      m_schema(std::make_shared<models::QuerySchema>(m_group)),
      m_schemaAsker(new models::SchemaAsker(account, m_schema, this))
{
    m_ui->setupUi(this);
    m_ui->tabs->setTabsClosable(true);
    m_ui->tabs->setMovable(true);
    m_ui->tabs->setDocumentMode(true);
    m_ui->tabs->setExpanding(false);
    m_ui->tabs->setFocusPolicy(Qt::NoFocus); // Ctrl+PgUp / Ctrl+PgDown move between tabs
    m_ui->layout->setStretchFactor(m_ui->pages, 1);
    m_ui->history->setEditable(true);
    m_ui->history->setInsertPolicy(QComboBox::NoInsert);
    m_ui->history->lineEdit()->setPlaceholderText(tr("Search the history"));
    m_ui->history->lineEdit()->setAccessibleName(tr("Search the queries run before"));
    m_ui->history->completer()->setFilterMode(Qt::MatchContains);
    m_ui->history->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_ui->history->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    m_ui->saved->setPlaceholderText(tr("Saved queries"));

    const auto shortcut = [this](const QKeySequence &keys, auto &&slot) {
        auto *s = new QShortcut(keys, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, std::forward<decltype(slot)>(slot));
    };
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), [this] { currentPage()->run(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Enter), [this] { currentPage()->run(); });
    shortcut(QKeySequence(Qt::Key_Escape), [this] { currentPage()->escape(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_T), [this] {
        addPage({}, {});
        m_ui->tabs->setCurrentIndex(m_ui->tabs->count() - 1);
        currentPage()->editor()->setFocus(Qt::ShortcutFocusReason);
    });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_W), [this] { closePage(m_ui->tabs->currentIndex()); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp), [this] { stepPage(-1); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown), [this] { stepPage(1); });
    shortcut(QKeySequence::Find, [this] { currentPage()->result()->startFind(); });
    shortcut(QKeySequence(Qt::Key_F3), [this] { currentPage()->result()->findNext(); });
    shortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3), [this] { currentPage()->result()->findPrevious(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F), [this] { currentPage()->prettify(); });

    connect(m_ui->tabs, &QTabBar::currentChanged, this, [this](int index) {
        if (auto *page = qobject_cast<QueryPage *>(m_ui->tabs->tabData(index).value<QWidget *>())) {
            m_ui->pages->setCurrentWidget(page);
            setFocusProxy(page->editor()); // Ctrl+6 lands in the query
            setStatusText(page->status());
        }
    });
    connect(m_ui->tabs, &QTabBar::tabCloseRequested, this, &QueryScreen::closePage);
    connect(m_ui->history, &QComboBox::activated, this, [this](int index) {
        const auto entries = models::QueryHistory(m_group).entries();
        if (index >= 0 && index < entries.size())
            load(entries.at(index).query, entries.at(index).variables);
        m_ui->history->setCurrentIndex(-1); // the same entry can be picked again
        m_ui->history->clearEditText();
    });
    connect(m_ui->saved, &QComboBox::activated, this, [this](int index) {
        const auto saved = models::QueryHistory(m_group).saved();
        if (index >= 0 && index < saved.size())
            load(saved.at(index).query, saved.at(index).variables);
        m_ui->removeSaved->setEnabled(index >= 0);
    });
    connect(m_ui->saveQuery, &QPushButton::clicked, this, &QueryScreen::saveAs);
    connect(m_ui->removeSaved, &QPushButton::clicked, this, [this] {
        const QString name = m_ui->saved->currentText();
        if (m_ui->saved->currentIndex() < 0 || name.isEmpty())
            return;
        models::QueryHistory(m_group).remove(name);
        fillSaved();
        setStatusText(tr("Removed the saved query “%1”.").arg(name));
    });

    // The tabs as they were left; before tabs, the one draft; else the newest query run.
    const models::QueryHistory history(m_group);
    int current = 0;
    QList<models::SavedQuery> kept = history.tabs(&current);
    if (kept.isEmpty()) {
        models::SavedQuery draft = history.draft();
        if (draft.query.isEmpty() && !history.entries().isEmpty())
            draft = {QString(), history.entries().first().query, history.entries().first().variables};
        kept = {draft};
    }
    for (const models::SavedQuery &tab : std::as_const(kept))
        addPage(tab.query, tab.variables);
    m_ui->tabs->setCurrentIndex(current);
    fillHistory();
    fillSaved();
}

QueryScreen::~QueryScreen()
{
    keepTabs();
}

void QueryScreen::activate() {}

QueryPage *QueryScreen::currentPage() const
{
    return qobject_cast<QueryPage *>(m_ui->pages->currentWidget());
}

int QueryScreen::pageCount() const
{
    return m_ui->tabs->count();
}

models::QueryRunner *QueryScreen::runner() const
{
    return currentPage()->runner();
}

QueryPage *QueryScreen::addPage(const QString &query, const QString &variables)
{
    auto *page = new QueryPage(m_account, m_ui->pages);
    page->setSchema(m_schema);
    page->load(query, variables);
    m_ui->pages->addWidget(page);
    nameForAssistiveTech(page); // a tab opened later has its labels too
    const int index = m_ui->tabs->insertTab(m_ui->tabs->count(), page->title());
    m_ui->tabs->setTabData(index, QVariant::fromValue<QWidget *>(page));
    if (m_ui->tabs->count() == 1) {
        m_ui->pages->setCurrentWidget(page);
        setFocusProxy(page->editor());
    }
    showTitle(page);
    connect(page, &QueryPage::titleChanged, this, [this, page] { showTitle(page); });
    connect(page, &QueryPage::statusChanged, this, [this, page](const QString &text) {
        if (page == currentPage())
            setStatusText(text);
    });
    connect(page, &QueryPage::jobEnded, this, &QueryScreen::jobEnded);
    connect(page, &QueryPage::queryFinished, this, [this, page] {
        if (page->runner()->lastRun().failure.isEmpty())
            m_schemaAsker->askOnce();
        fillHistory();
        keepTabs();
        emit queryFinished();
    });
    return page;
}

void QueryScreen::showTitle(QueryPage *page)
{
    for (int i = 0; i < m_ui->tabs->count(); ++i) {
        if (m_ui->tabs->tabData(i).value<QWidget *>() != page)
            continue;
        const QString title = page->title();
        m_ui->tabs->setTabText(i, page->isRunning() ? tr("%1 (running)").arg(title) : title);
        m_ui->tabs->setTabToolTip(i, summary(page->query()));
    }
}

// Ctrl+W: a query never run nor saved is asked about; the last tab is emptied, not closed.
void QueryScreen::closePage(int index)
{
    QPointer<QueryPage> page = qobject_cast<QueryPage *>(m_ui->tabs->tabData(index).value<QWidget *>());
    if (!page)
        return;
    const models::QueryHistory history(m_group);
    const QString text = page->query().trimmed();
    bool known = text.isEmpty();
    for (const models::QueryHistoryEntry &e : history.entries())
        known = known || e.query.trimmed() == text;
    for (const models::SavedQuery &q : history.saved())
        known = known || q.query.trimmed() == text;
    const auto close = [this, page] {
        if (!page)
            return;
        if (m_ui->tabs->count() == 1)
            addPage({}, {});
        for (int i = 0; i < m_ui->tabs->count(); ++i) {
            if (m_ui->tabs->tabData(i).value<QWidget *>() == page)
                m_ui->tabs->removeTab(i);
        }
        m_ui->pages->removeWidget(page);
        page->deleteLater(); // its run, if any, is canceled with it
        keepTabs();
        currentPage()->editor()->setFocus(Qt::OtherFocusReason);
    };
    if (known) {
        close();
        return;
    }
    auto *ask = new QMessageBox(
        QMessageBox::Question, tr("Close the tab"),
        tr("Close “%1”? Its query was never run or saved, so it will be gone.").arg(page->title()),
        QMessageBox::Close | QMessageBox::Cancel, this);
    ask->setObjectName(QStringLiteral("closeTabQuestion"));
    ask->setAttribute(Qt::WA_DeleteOnClose);
    ask->setDefaultButton(QMessageBox::Cancel);
    connect(ask, &QMessageBox::finished, this, [ask, close] {
        if (ask->clickedButton() == ask->button(QMessageBox::Close))
            close();
    });
    ask->open();
}

void QueryScreen::stepPage(int direction)
{
    const int count = m_ui->tabs->count();
    m_ui->tabs->setCurrentIndex((m_ui->tabs->currentIndex() + direction + count) % count);
    currentPage()->editor()->setFocus(Qt::ShortcutFocusReason);
}

void QueryScreen::keepTabs() const
{
    QList<models::SavedQuery> tabs;
    for (int i = 0; i < m_ui->tabs->count(); ++i) {
        const auto *page = qobject_cast<QueryPage *>(m_ui->tabs->tabData(i).value<QWidget *>());
        if (page)
            tabs.append({QString(), page->query(), page->variables()});
    }
    models::QueryHistory(m_group).setTabs(tabs, m_ui->tabs->currentIndex());
}

void QueryScreen::load(const QString &query, const QString &variables)
{
    currentPage()->load(query, variables);
    currentPage()->editor()->setFocus(Qt::OtherFocusReason);
}

void QueryScreen::fillHistory()
{
    m_ui->history->clear();
    for (const models::QueryHistoryEntry &e : models::QueryHistory(m_group).entries())
        m_ui->history->addItem(QStringLiteral("%1 — %2").arg(
            QLocale().toString(e.time.toLocalTime(), QLocale::ShortFormat), summary(e.query)));
    m_ui->history->setCurrentIndex(-1);
    m_ui->history->clearEditText();
    m_ui->history->setEnabled(m_ui->history->count() > 0);
}

void QueryScreen::fillSaved()
{
    m_ui->saved->clear();
    for (const models::SavedQuery &q : models::QueryHistory(m_group).saved()) {
        m_ui->saved->addItem(q.name);
        m_ui->saved->setItemData(m_ui->saved->count() - 1, summary(q.query), Qt::ToolTipRole);
    }
    m_ui->saved->setCurrentIndex(-1);
    m_ui->saved->setEnabled(m_ui->saved->count() > 0);
    m_ui->removeSaved->setEnabled(false);
}

void QueryScreen::saveAs()
{
    auto *dialog = new QInputDialog(this);
    dialog->setObjectName(QStringLiteral("saveQueryDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Save the query"));
    dialog->setLabelText(tr("Name (an existing name is replaced):"));
    dialog->setTextValue(m_ui->saved->currentIndex() >= 0 ? m_ui->saved->currentText() : QString());
    QPointer<QueryPage> page = currentPage();
    connect(dialog, &QInputDialog::textValueSelected, this, [this, page](const QString &typed) {
        const QString name = typed.trimmed();
        if (name.isEmpty() || !page)
            return;
        models::QueryHistory(m_group).save({name, page->query(), page->variables()});
        fillSaved();
        m_ui->saved->setCurrentIndex(m_ui->saved->findText(name));
        m_ui->removeSaved->setEnabled(true);
        setStatusText(tr("Saved as “%1”.").arg(name));
    });
    dialog->open();
}

void QueryScreen::offerCommands(models::CommandSearch &search)
{
    for (const models::SavedQuery &q : models::QueryHistory(m_group).saved()) {
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
            return nullptr;
        };
        search.offer(std::move(c));
    }
}

} // namespace bd::widgets
