#include "widgets/catalog/catalogscreen.h"

#include "domain/bundlepricing.h"
#include "domain/validation.h"
#include "models/catalog/catalogcache.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/catalogmodel.h"
#include "models/catalog/optionfetcher.h"
#include "models/common/tenantscope.h"
#include "ui_catalogscreen.h"
#include "widgets/catalog/catalogdetails.h"
#include "widgets/catalog/catalogexporter.h"
#include "widgets/catalog/catalogfilterbar.h"
#include "widgets/catalog/catalogtree.h"
#include "widgets/catalog/pricepanel.h"

#include <QAction>
#include <QDateTime>
#include <QKeyEvent>
#include <QLocale>
#include <QSettings>
#include <QTimer>

namespace bd::widgets {

using namespace bd::domain;

CatalogScreen::CatalogScreen(const api::AccountPtr &account, QWidget *parent)
    : CatalogScreen(account, nullptr, parent)
{}

CatalogScreen::CatalogScreen(const api::AccountPtr &account, std::shared_ptr<models::CatalogCache> keptLists,
                             QWidget *parent)
    : Screen(parent), m_ui(std::make_unique<Ui::CatalogScreen>()), m_model(new models::CatalogModel(this)),
      m_loader(new models::CatalogLoader(account, m_model, this)),
      m_optionFetcher(new models::OptionFetcher(account, this)), m_account(account)
{
    m_ui->setupUi(this);
    m_tree = new CatalogTree(m_ui->tree, m_model, this);
    m_filters =
        new CatalogFilterBar({m_ui->recordTypeFilter, m_ui->priceModelFilter, m_ui->billingTimingFilter,
                              m_ui->currencyFilter, m_ui->categoryFilter, m_ui->changeFilter},
                             m_model, this);
    m_details = new CatalogDetails(account, m_ui->details, m_ui->image, this);
    m_exporter = new CatalogExporter(m_model, this, m_ui->messageBar, this);
    connect(m_exporter, &CatalogExporter::exported, this,
            [this](const QString &said, qint64 ms) { emit jobEnded(tr("Catalog exported"), said, ms); });
    setFocusProxy(m_ui->search); // Ctrl+1 lands in the search
    // Tab from the search goes to the list it searches, not through the buttons and six filters
    // beside it first (they come after the list).
    setTabOrder(m_ui->search, m_ui->tree);
    m_ui->splitter->setStretchFactor(0, 3);
    m_ui->splitter->setStretchFactor(1, 2);
    m_ui->splitter->restoreState(QSettings().value(QStringLiteral("catalog/splitter")).toByteArray());
    connect(m_ui->search, &QLineEdit::textChanged, m_tree, &CatalogTree::search);
    // Where the person left off in this tenant: found again as the list arrives.
    m_ui->search->setText(models::leftOff(*account, QStringLiteral("catalog/search")).toString());
    m_filters->choose(models::leftOff(*account, QStringLiteral("catalog/filters")).toStringList());
    m_tree->rememberProduct(models::leftOff(*account, QStringLiteral("catalog/product")).toString());
    m_ui->search->installEventFilter(this);
    // Search and filters are layout changes: the details follow what is still shown.
    connect(m_model, &QAbstractItemModel::layoutChanged, this, &CatalogScreen::followSelection);
    connect(m_tree, &CatalogTree::currentChanged, this, &CatalogScreen::showDetails);
    // Activating a bundle option opens the product it refers to, also when a search or a filter
    // hides it (then it is fetched by id and shown in the details).
    connect(m_tree, &CatalogTree::optionActivated, this, [this](const QString &id) {
        if (id.isEmpty())
            showMessage(tr("This bundle option names no product to open."), MessageBar::Kind::Warning);
        else
            openById(id);
    });
    // One button: Reload, Retry after a failure, Cancel while loading.
    connect(m_ui->reload, &QPushButton::clicked, this, [this] {
        if (m_loader->isLoading())
            m_loader->cancel();
        else
            reload();
    });
    connect(m_ui->openButton, &QPushButton::clicked, this,
            [this] { openById(m_ui->openId->text().trimmed()); });
    connect(m_ui->openId, &QLineEdit::returnPressed, m_ui->openButton, &QPushButton::click);
    connect(m_ui->openId, &QLineEdit::textEdited, this, [this] { // an error about the id typed before
        if (m_ui->messageBar->kind() == MessageBar::Kind::Error && m_ui->messageBar->text() == m_aboutOpened)
            m_ui->messageBar->clear();
    });
    connect(m_ui->exportButton, &QPushButton::clicked, m_exporter, &CatalogExporter::chooseFile);
    addActions();
    if (keptLists)
        m_loader->setCache(std::move(keptLists));
    followLoader();
    showDetails();
}

CatalogScreen::~CatalogScreen()
{
    m_loader->disconnect(this);            // the form goes first; nothing may reach it afterwards
    m_ui->search->removeEventFilter(this); // its destruction sends events, after the form's end
    m_tree->saveLayout();
    QSettings().setValue(QStringLiteral("catalog/splitter"), m_ui->splitter->saveState());
}

void CatalogScreen::keepLeftOff() const
{
    const domain::ProductSummary *shown = m_model->summaryAt(m_tree->currentIndex());
    models::setLeftOff(*m_account, QStringLiteral("catalog/search"), m_ui->search->text());
    models::setLeftOff(*m_account, QStringLiteral("catalog/filters"), m_filters->chosen());
    models::setLeftOff(*m_account, QStringLiteral("catalog/product"),
                       shown ? QVariant(shown->id) : QVariant());
}

// The screen's shortcuts, active while focus is in it.
void CatalogScreen::addActions()
{
    // One action owns Ctrl+Shift+C: the shortcut and the tree's context menu.
    auto *copyAction = new QAction(tr("&Copy product as JSON"), this);
    copyAction->setObjectName(QStringLiteral("copyAsJson"));
    copyAction->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+C")));
    copyAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copyAction, &QAction::triggered, this, &CatalogScreen::copySelectedAsJson);
    addAction(copyAction);
    m_ui->tree->addAction(copyAction);
    auto *reloadAction = new QAction(tr("Reload the catalog"), this);
    reloadAction->setShortcut(QKeySequence::Refresh);
    reloadAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(reloadAction, &QAction::triggered, m_ui->reload, &QPushButton::click);
    addAction(reloadAction);
    auto *find = new QAction(tr("Find"), this);
    find->setShortcut(QKeySequence::Find);
    find->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(find, &QAction::triggered, m_ui->search, [this] {
        m_ui->search->setFocus(Qt::ShortcutFocusReason);
        m_ui->search->selectAll();
    });
    addAction(find);
    // Ctrl+Shift+P: the Price tab of the details, the cursor in its quantity.
    auto *price = new QAction(tr("Price the selected product"), this);
    price->setObjectName(QStringLiteral("priceProduct"));
    price->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+P")));
    price->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(price, &QAction::triggered, this, [this] {
        m_ui->detailTabs->setCurrentWidget(m_ui->priceScroll);
        m_ui->pricePanel->focusQuantity();
    });
    addAction(price);
    m_ui->tree->addAction(price);
}

// What the loader does, as the person sees it: rows, filter choices and the message bar.
void CatalogScreen::followLoader()
{
    connect(m_loader, &models::CatalogLoader::progress, this, [this](qint64 received, qint64 total) {
        m_received = received;
        m_total = total;
        showProgressSoon();
    });
    connect(m_loader, &models::CatalogLoader::arrived, this, [this](int, bool choicesGrew) {
        if (choicesGrew)
            m_filters->fillChoices();
        showProgressSoon();
    });
    connect(m_loader, &models::CatalogLoader::loaded, this, &CatalogScreen::showLoaded);
    connect(m_loader, &models::CatalogLoader::changesFound, m_filters, &CatalogFilterBar::showChanges);
    connect(m_loader, &models::CatalogLoader::shownFromCache, this, [this](const QDateTime &, int count) {
        m_filters->setChangesShown(false);
        m_filters->fillChoices();
        m_tree->restoreSelection(false);
        followSelection();
        emit loaded(count);
        showProgress();
    });
    connect(m_loader, &models::CatalogLoader::waiting, this, [this](int seconds, int attempt, int of) {
        m_ui->messageBar->showWait(seconds, attempt, of, [this] { m_loader->cancel(); });
    });
    connect(m_loader, &models::CatalogLoader::fetchWaiting, this, [this](int seconds, int attempt, int of) {
        m_ui->messageBar->showWait(seconds, attempt, of, [this] { m_loader->cancelFetch(); });
    });
    connect(m_loader, &models::CatalogLoader::canceled, this, [this] {
        m_ui->reload->setText(tr("&Retry"));
        if (m_loader->isStreaming() && m_loader->arrivedCount() > 0)
            showMessage(tr("Loading canceled; the list is incomplete: %Ln product(s) arrived.", nullptr,
                           m_loader->arrivedCount()),
                        MessageBar::Kind::Warning);
        else
            showMessage(tr("Loading canceled; the products shown are from before."), MessageBar::Kind::Info);
    });
    connect(m_loader, &models::CatalogLoader::failed, this, &CatalogScreen::showFailure);
    connect(m_optionFetcher, &models::OptionFetcher::fetched, this,
            [this](const QString &id, const Product &p) {
                m_fetchedOptions.insert(id, p);
                if (m_awaitedOptions.removeAll(id) > 0)
                    m_ui->pricePanel->addOptionProduct(id, p);
            });
    connect(m_optionFetcher, &models::OptionFetcher::failed, this,
            [this](const QString &id, const QString &why) {
                if (m_awaitedOptions.removeAll(id) > 0)
                    m_ui->pricePanel->setOptionUnavailable(
                        id, tr("its product %1 could not be read. %2").arg(id, why));
            });
    connect(m_loader, &models::CatalogLoader::productFetched, this, &CatalogScreen::showFetched);
    connect(m_loader, &models::CatalogLoader::fetchCanceled, this, [this](const QString &id) {
        showMessage(tr("Opening %1 was canceled.").arg(id), MessageBar::Kind::Info);
    });
    connect(m_loader, &models::CatalogLoader::productFetchFailed, this,
            [this](const QString &, const QString &message) {
                m_opened.reset();
                showDetails(); // the pane shows what is selected, not an earlier opened product
                showMessage(m_aboutOpened = message, MessageBar::Kind::Error);
            });
}

bool CatalogScreen::isLoading() const
{
    return m_loader->isLoading();
}

void CatalogScreen::reload()
{
    if (isLoading())
        return;
    m_tree->rememberSelection();
    m_ui->reload->setText(tr("&Cancel"));
    m_received = 0;
    m_total = -1;
    showMessage(tr("Loading the catalog…"), MessageBar::Kind::Progress);
    m_loadClock.start();
    m_loader->load();
}

// The progress below, at most five times a second: it is read by a person, and each new text
// lays the message bar out again and reloads its icon (a few ms of the GUI thread each time).
void CatalogScreen::showProgressSoon()
{
    constexpr qint64 EveryMs = 200;
    if (m_progressDue)
        return;
    const qint64 since = m_progressShown.isValid() ? m_progressShown.elapsed() : EveryMs;
    if (since >= EveryMs) {
        showProgress();
        return;
    }
    m_progressDue = true;
    QTimer::singleShot(EveryMs - since, this, [this] {
        m_progressDue = false;
        showProgress();
    });
}

// "12,400 products so far… 38 MB of 54 MB" while rows stream in; bytes alone before.
void CatalogScreen::showProgress()
{
    if (!m_loader->isLoading())
        return;
    m_progressShown.start();
    const QLocale locale;
    const QString bytes =
        m_total > 0
            ? tr("%1 of %2").arg(locale.formattedDataSize(m_received), locale.formattedDataSize(m_total))
            : locale.formattedDataSize(m_received);
    if (m_loader->shownAsOf().isValid())
        showMessage(
            tr("As of %1 — refreshing… %2")
                .arg(QLocale().toString(m_loader->shownAsOf().toLocalTime(), QLocale::ShortFormat), bytes),
            MessageBar::Kind::Progress);
    else if (m_loader->isStreaming() && m_loader->arrivedCount() > 0)
        showMessage(tr("%Ln product(s) so far… %1", nullptr, m_loader->arrivedCount()).arg(bytes),
                    MessageBar::Kind::Progress);
    else
        showMessage(tr("Loading the catalog… %1").arg(bytes), MessageBar::Kind::Progress);
}

void CatalogScreen::showLoaded(int productCount, int problems)
{
    m_fetchedOptions.clear(); // read again when needed: they may have changed with the list
    m_ui->reload->setText(tr("&Reload"));
    m_filters->setChangesShown(m_model->changes().known()); // until this list is compared
    m_filters->fillChoices();
    if (problems == 0)
        m_ui->messageBar->clear();
    else
        showMessage(tr("%Ln part(s) of the answer did not match the spec and are shown as received.", nullptr,
                       problems),
                    MessageBar::Kind::Warning);
    // Rows that streamed in may have been chosen already: that choice stands.
    m_tree->restoreSelection(m_loader->isStreaming());
    followSelection();
    if (m_loadClock.isValid())
        emit jobEnded(tr("Catalog loaded"), tr("%Ln product(s).", nullptr, productCount),
                      m_loadClock.elapsed());
    emit loaded(productCount);
}

void CatalogScreen::showFailure(const api::ApiError &error)
{
    m_ui->reload->setText(tr("&Retry"));
    QString text = error.userMessage();
    if (m_loader->shownAsOf().isValid())
        text = tr("%1 Showing the catalog as of %2, kept from last time.")
                   .arg(text, QLocale().toString(m_loader->shownAsOf().toLocalTime(), QLocale::ShortFormat));
    if (m_loader->isStreaming() && m_loader->arrivedCount() > 0) {
        m_filters->fillChoices();
        text = tr("%1 The list is incomplete: it shows the %Ln product(s) that arrived.", nullptr,
                  m_loader->arrivedCount())
                   .arg(text);
    }
    showMessage(text, MessageBar::Kind::Error,
                {{tr("Re&try"), [this] { reload(); }, QStringLiteral("retryLoad")}});
    if (m_loadClock.isValid())
        emit jobEnded(tr("The catalog did not load"), text, m_loadClock.elapsed());
}

void CatalogScreen::openById(const QString &id)
{
    if (const auto violation = validateProductId(id)) {
        showMessage(m_aboutOpened = violation->message, MessageBar::Kind::Error);
        return;
    }
    const QModelIndex known = m_model->indexOfProduct(id);
    if (known.isValid()) {
        m_loader->dropFetch(); // a product asked for before must not replace this one
        m_tree->select(known);
        m_ui->messageBar->clear();
        return;
    }
    showMessage(tr("Opening %1…").arg(id), MessageBar::Kind::Progress);
    m_loader->fetchProduct(id);
}

// A product opened by id that the list shown does not hold.
void CatalogScreen::showFetched(const Product &product)
{
    m_opened = std::make_unique<Product>(product);
    // The list's selection no longer describes the pane: clear it, so nothing contradicts.
    m_tree->clearSelectionQuietly();
    m_aboutOpened = tr("Showing %1, which is not in the list shown (search, filters, or a newer catalog).")
                        .arg(m_opened->name.valueOr(m_opened->id.valueOr({})));
    showMessage(m_aboutOpened, MessageBar::Kind::Info);
    m_details->showProduct(*m_opened);
    showPrice(*m_opened);
}

bool CatalogScreen::exportTo(const QString &path, const QString &format)
{
    return m_exporter->exportTo(path, format);
}

QString CatalogScreen::copySelectedAsJson()
{
    return m_exporter->copyAsJson(m_tree->currentIndex());
}

void CatalogScreen::showMessage(const QString &text, MessageBar::Kind kind,
                                const QList<MessageBar::Action> &actions)
{
    m_ui->messageBar->showMessage(text, kind, actions);
}

bool CatalogScreen::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_ui->search ||
        (event->type() != QEvent::KeyPress && event->type() != QEvent::ShortcutOverride))
        return Screen::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    const bool clear = key->key() == Qt::Key_Escape && !m_ui->search->text().isEmpty();
    const bool down = (key->key() == Qt::Key_Down || key->key() == Qt::Key_PageDown) &&
                      key->modifiers() == Qt::NoModifier && m_model->rowCount() > 0;
    if (event->type() == QEvent::ShortcutOverride) {
        if (clear)
            event->accept(); // Esc is the search's before it is any shortcut's
        return false;
    }
    if (clear) {
        m_ui->search->clear();
        return true;
    }
    if (down) {
        if (!m_tree->currentIndex().isValid())
            m_tree->select(m_model->index(0, 0));
        m_ui->tree->setFocus(Qt::OtherFocusReason);
        return true;
    }
    return false;
}

void CatalogScreen::followSelection()
{
    m_tree->dropHiddenSelection();
    // A search whose matches do not include the product chosen before: the best match is chosen,
    // shown in the details and ready for Enter.
    // The product chosen before comes first when it is among them (one left at the last start).
    if (!m_tree->currentIndex().isValid() && !m_opened && !m_ui->search->text().isEmpty() &&
        m_model->rowCount() > 0) {
        const QModelIndex before = m_model->indexOfProduct(m_tree->rememberedProduct());
        m_tree->select(before.isValid() && m_model->isShown(before) ? before : m_model->index(0, 0));
    }
    if (!m_tree->currentIndex().isValid() && !m_opened)
        showDetails();
    setStatusText(tr("%1 of %Ln products", nullptr, m_model->productCount())
                      .arg(QLocale().toString(m_model->visibleProductCount())));
}

void CatalogScreen::showDetails()
{
    if (!m_aboutOpened.isEmpty() && m_ui->messageBar->text() == m_aboutOpened) // it spoke of opening by id
        m_ui->messageBar->clear();
    m_opened.reset(); // the pane follows the selection from now on
    const QModelIndex current = m_tree->currentIndex();
    if (const Product *p = m_model->productAt(current)) {
        m_details->showProduct(*p, m_model->problemsAt(current));
        showPrice(*p);
    } else {
        m_details->showNothing();
        m_ui->pricePanel->showNothing();
        m_awaitedOptions.clear();
        m_optionFetcher->drop();
    }
}

// The Price panel gets the product with the full products of its options: those the list holds
// or that were read before at once, the others once they are read by id.
void CatalogScreen::showPrice(const Product &product)
{
    QHash<QString, Product> options;
    QHash<QString, QString> unavailable;
    m_awaitedOptions.clear();
    for (const BundleOption &o : bundleOptions(product)) {
        if (o.bundled || o.productId.isEmpty() || options.contains(o.productId))
            continue;
        if (const Product *p = m_model->productAt(m_model->indexOfProduct(o.productId)))
            options.insert(o.productId, *p);
        else if (const auto kept = m_fetchedOptions.constFind(o.productId); kept != m_fetchedOptions.cend())
            options.insert(o.productId, *kept);
        else if (!m_awaitedOptions.contains(o.productId)) {
            m_awaitedOptions << o.productId;
            unavailable.insert(o.productId, tr("its price is being read from the service…"));
        }
    }
    m_ui->pricePanel->setProduct(product, std::move(options), std::move(unavailable));
    m_optionFetcher->fetch(m_awaitedOptions); // drops reads for a product shown before
}

} // namespace bd::widgets
