#include "widgets/catalog/catalogscreen.h"

#include "domain/htmlsanitizer.h"
#include "domain/json/jsonwriter.h"
#include "domain/productcodec.h"
#include "domain/validation.h"
#include "models/catalog/catalogcache.h"
#include "models/catalog/catalogexport.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/catalogmodel.h"
#include "models/catalog/imageloader.h"
#include "models/common/csv.h"
#include "ui_catalogscreen.h"
#include "widgets/common/backgroundhtml.h"
#include "widgets/common/highlightdelegate.h"

#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QDesktopServices>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLocale>
#include <QMenu>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>

namespace bd::widgets {

using namespace bd::domain;

static bool s_keepCatalogs = false;

void CatalogScreen::setKeepCatalogs(bool keep)
{
    s_keepCatalogs = keep;
}

static bool keepCatalogs()
{
    return s_keepCatalogs;
}

CatalogScreen::CatalogScreen(const api::AccountPtr &account, QWidget *parent)
    : Screen(parent), m_ui(std::make_unique<Ui::CatalogScreen>()), m_account(account),
      m_model(new models::CatalogModel(this)), m_loader(new models::CatalogLoader(account, m_model, this)),
      m_images(new models::ImageLoader(
          account->client(),
          QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/images"), this))
{
    m_ui->setupUi(this);
    m_htmlView = new BackgroundHtml(m_ui->details);
    m_ui->tree->setModel(m_model);
    setFocusProxy(m_ui->search); // Ctrl+1 lands in the search
    m_ui->tree->sortByColumn(models::CatalogModel::Name, Qt::AscendingOrder);
    QHeaderView *header = m_ui->tree->header();
    header->setSectionResizeMode(QHeaderView::Interactive);
    // Default layout: the lowest price right after name and SKU, so it is in view at any width.
    header->moveSection(models::CatalogModel::LowestPrice, models::CatalogModel::RecordType);
    m_ui->tree->setColumnWidth(models::CatalogModel::Name, 260);
    m_ui->tree->setColumnWidth(models::CatalogModel::Sku, 130);
    m_ui->tree->setColumnWidth(models::CatalogModel::LowestPrice, 190);
    m_ui->splitter->setStretchFactor(0, 3);
    m_ui->splitter->setStretchFactor(1, 2);
    auto *highlight = new HighlightDelegate(m_ui->tree);
    m_ui->tree->setItemDelegateForColumn(models::CatalogModel::Name, highlight);
    m_ui->tree->setItemDelegateForColumn(models::CatalogModel::Sku, highlight);
    connect(m_ui->search, &QLineEdit::textChanged, this, [this, highlight](const QString &text) {
        highlight->setWords(text.toLower().split(u' ', Qt::SkipEmptyParts));
        m_model->setSearchText(text);
        m_ui->tree->viewport()->update();
    });
    // Search and filters are layout changes: the details follow what is still shown.
    connect(m_model, &QAbstractItemModel::layoutChanged, this, &CatalogScreen::followSelection);
    // One button: Reload, Retry after a failure, Cancel while loading.
    connect(m_ui->reload, &QPushButton::clicked, this, [this] {
        if (m_loader->isLoading())
            m_loader->cancel();
        else
            reload();
    });
    m_ui->tree->header()->restoreState(QSettings().value(QStringLiteral("catalog/header")).toByteArray());
    m_ui->splitter->restoreState(QSettings().value(QStringLiteral("catalog/splitter")).toByteArray());
    connect(m_ui->tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &CatalogScreen::showDetails);
    connect(m_ui->tree, &QTreeView::activated, this, [this](const QModelIndex &index) {
        // Activating a bundle option opens the product it refers to, also when a search or a
        // filter hides it (then it is fetched by id and shown in the details).
        if (index.data(models::CatalogModel::KindRole).value<models::CatalogModel::NodeKind>() !=
            models::CatalogModel::NodeKind::Option)
            return;
        const QString id = index.data(models::CatalogModel::ProductIdRole).toString();
        if (id.isEmpty())
            showMessage(tr("This bundle option names no product to open."), MessageBar::Kind::Warning);
        else
            openById(id);
    });
    // Links in descriptions open in the browser only when clicked, and only web addresses.
    connect(m_ui->details, &QTextBrowser::anchorClicked, this, [](const QUrl &url) {
        if (url.scheme() == u"https" || url.scheme() == u"http")
            QDesktopServices::openUrl(url);
    });
    for (QComboBox *combo : {m_ui->recordTypeFilter, m_ui->priceModelFilter, m_ui->billingTimingFilter,
                             m_ui->currencyFilter, m_ui->categoryFilter, m_ui->changeFilter})
        connect(combo, &QComboBox::currentIndexChanged, this, &CatalogScreen::applyFilters);
    fillFilterChoices();
    connect(m_ui->openButton, &QPushButton::clicked, this,
            [this] { openById(m_ui->openId->text().trimmed()); });
    connect(m_ui->openId, &QLineEdit::returnPressed, m_ui->openButton, &QPushButton::click);
    connect(m_ui->exportButton, &QPushButton::clicked, this, &CatalogScreen::chooseExportFile);
    // One action owns Ctrl+Shift+C: the shortcut and the tree's context menu.
    auto *copyAction = new QAction(tr("&Copy product as JSON"), this);
    copyAction->setObjectName(QStringLiteral("copyAsJson"));
    copyAction->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+C")));
    copyAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copyAction, &QAction::triggered, this, &CatalogScreen::copySelectedAsJson);
    addAction(copyAction);
    m_ui->tree->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_ui->tree->addAction(copyAction);
    auto *reloadAction = new QAction(tr("Reload the catalog"), this);
    reloadAction->setShortcut(QKeySequence::Refresh);
    reloadAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(reloadAction, &QAction::triggered, m_ui->reload, &QPushButton::click);
    addAction(reloadAction);
    connect(m_loader, &models::CatalogLoader::progress, this, [this](qint64 received, qint64 total) {
        m_received = received;
        m_total = total;
        showProgress();
    });
    connect(m_loader, &models::CatalogLoader::arrived, this, [this](int, bool choicesGrew) {
        if (choicesGrew)
            fillFilterChoices();
        showProgress();
    });
    connect(m_loader, &models::CatalogLoader::loaded, this, &CatalogScreen::showLoaded);
    connect(m_loader, &models::CatalogLoader::changesFound, this, &CatalogScreen::fillChangeChoices);
    if (keepCatalogs())
        m_loader->setCache(std::make_shared<models::CatalogCache>());
    connect(m_loader, &models::CatalogLoader::shownFromCache, this, [this](const QDateTime &, int count) {
        m_ui->changeFilter->hide();
        fillFilterChoices();
        m_ui->tree->setCurrentIndex(m_model->index(0, 0));
        followSelection();
        emit loaded(count);
        showProgress();
    });
    // A fresh list that replaces the one shown keeps the product chosen meanwhile, and the
    // products whose rows were open.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        if (const domain::ProductSummary *p = m_model->summaryAt(m_ui->tree->currentIndex()))
            m_selectedId = p->id;
        m_expandedIds.clear();
        for (int row = 0, rows = m_model->rowCount(); row < rows; ++row) {
            const QModelIndex index = m_model->index(row, 0);
            if (m_ui->tree->isExpanded(index))
                if (const domain::ProductSummary *p = m_model->summaryAt(index))
                    m_expandedIds.append(p->id);
        }
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        for (const QString &id : std::as_const(m_expandedIds))
            if (const QModelIndex index = m_model->indexOfProduct(id); index.isValid())
                m_ui->tree->expand(index);
    });
    connect(m_loader, &models::CatalogLoader::waiting, this, [this](const QString &sentence) {
        showMessage(sentence, MessageBar::Kind::Progress,
                    {{tr("&Cancel"), [this] { m_loader->cancel(); }, QStringLiteral("cancelWait")}});
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
    connect(m_loader, &models::CatalogLoader::failed, this, [this](const api::ApiError &error) {
        m_ui->reload->setText(tr("&Retry"));
        QString text = error.userMessage();
        if (m_loader->shownAsOf().isValid())
            text =
                tr("%1 Showing the catalog as of %2, kept from last time.")
                    .arg(text, QLocale().toString(m_loader->shownAsOf().toLocalTime(), QLocale::ShortFormat));
        if (m_loader->isStreaming() && m_loader->arrivedCount() > 0) {
            fillFilterChoices();
            text = tr("%1 The list is incomplete: it shows the %Ln product(s) that arrived.", nullptr,
                      m_loader->arrivedCount())
                       .arg(text);
        }
        showMessage(text, MessageBar::Kind::Error,
                    {{tr("Re&try"), [this] { reload(); }, QStringLiteral("retryLoad")}});
    });
    connect(m_loader, &models::CatalogLoader::productFetched, this, [this](const Product &product) {
        m_opened = std::make_unique<Product>(product);
        // The list's selection no longer describes the pane: clear it, so nothing contradicts.
        {
            const QSignalBlocker block(m_ui->tree->selectionModel());
            m_ui->tree->selectionModel()->clear();
        }
        showMessage(tr("Showing %1, which is not in the list shown (search, filters, or a newer catalog).")
                        .arg(m_opened->name.valueOr(m_opened->id.valueOr({}))),
                    MessageBar::Kind::Info);
        showProductHtml(*m_opened, {});
        showImage(m_opened.get());
    });
    connect(m_loader, &models::CatalogLoader::productFetchFailed, this,
            [this](const QString &, const QString &message) {
                showMessage(message, MessageBar::Kind::Error);
                m_opened.reset();
                showDetails(); // the pane shows what is selected, not an earlier opened product
            });
    auto *find = new QAction(tr("Find"), this);
    find->setShortcut(QKeySequence::Find);
    find->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(find, &QAction::triggered, m_ui->search, [this] {
        m_ui->search->setFocus(Qt::ShortcutFocusReason);
        m_ui->search->selectAll();
    });
    addAction(find);
    showDetails();
}

CatalogScreen::~CatalogScreen()
{
    m_loader->disconnect(this); // the form goes first; nothing may reach it afterwards
    QSettings settings;
    settings.setValue(QStringLiteral("catalog/header"), m_ui->tree->header()->saveState());
    settings.setValue(QStringLiteral("catalog/splitter"), m_ui->splitter->saveState());
}

bool CatalogScreen::isLoading() const
{
    return m_loader->isLoading();
}

void CatalogScreen::reload()
{
    if (isLoading())
        return;
    if (const Product *p = m_model->productAt(m_ui->tree->currentIndex()))
        m_selectedId = p->id.valueOr({});
    m_ui->reload->setText(tr("&Cancel"));
    m_received = 0;
    m_total = -1;
    showMessage(tr("Loading the catalog…"), MessageBar::Kind::Progress);
    m_loader->load();
}

// "12,400 products so far… 38 MB of 54 MB" while rows stream in; bytes alone before.
void CatalogScreen::showProgress()
{
    if (!m_loader->isLoading())
        return;
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

void CatalogScreen::loadEnded()
{
    m_ui->reload->setText(tr("&Reload"));
}

void CatalogScreen::showLoaded(int productCount, int problems)
{
    loadEnded();
    m_ui->changeFilter->setVisible(m_model->hasChanges()); // until this list is compared
    fillFilterChoices();
    if (problems == 0)
        m_ui->messageBar->clear();
    else
        showMessage(tr("%Ln part(s) of the answer did not match the spec and are shown as received.", nullptr,
                       problems),
                    MessageBar::Kind::Warning);
    // Rows that streamed in may have been chosen already: that choice stands.
    if (!m_loader->isStreaming() || !m_ui->tree->currentIndex().isValid()) {
        const QModelIndex selected = m_model->indexOfProduct(m_selectedId);
        m_ui->tree->setCurrentIndex(selected.isValid() ? selected : m_model->index(0, 0));
    }
    followSelection();
    emit loaded(productCount);
}

void CatalogScreen::openById(const QString &id)
{
    if (const auto violation = validateProductId(id)) {
        showMessage(violation->message, MessageBar::Kind::Error);
        return;
    }
    const QModelIndex known = m_model->indexOfProduct(id);
    if (known.isValid()) {
        m_ui->tree->setCurrentIndex(known);
        m_ui->tree->scrollTo(known);
        m_ui->messageBar->clear();
        return;
    }
    showMessage(tr("Opening %1…").arg(id), MessageBar::Kind::Progress);
    m_loader->fetchProduct(id);
}

bool CatalogScreen::exportTo(const QString &path, const QString &format)
{
    const QByteArray bytes =
        format == u"json" ? models::exportJson(*m_model, *m_model) : models::exportCsv(*m_model);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        showMessage(tr("Could not write %1: %2").arg(path, file.errorString()), MessageBar::Kind::Error);
        return false;
    }
    showMessage(tr("Exported %Ln product(s) to %1.", nullptr, m_model->rowCount()).arg(path),
                MessageBar::Kind::Success);
    return true;
}

void CatalogScreen::chooseExportFile()
{
    auto *dialog = new QFileDialog(this, tr("Export products"));
    dialog->setObjectName(QStringLiteral("exportDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setOption(QFileDialog::DontUseNativeDialog); // the same everywhere, and testable
    const QString csv = tr("CSV (*.csv)");
    const QString json = tr("JSON (*.json)");
    dialog->setNameFilters({csv, json});
    dialog->selectFile(QStringLiteral("products.csv"));
    connect(dialog, &QFileDialog::filterSelected, dialog, [dialog, json](const QString &filter) {
        // Follow the chosen type in the proposed name.
        const QString suffix = filter == json ? QStringLiteral("json") : QStringLiteral("csv");
        dialog->setDefaultSuffix(suffix);
    });
    dialog->setDefaultSuffix(QStringLiteral("csv"));
    connect(dialog, &QFileDialog::fileSelected, this, [this, dialog, json](const QString &path) {
        // The extension decides when there is one; otherwise the type chosen in the dialog.
        const QString suffix = QFileInfo(path).suffix().toLower();
        const bool asJson = suffix == u"json" || (suffix != u"csv" && dialog->selectedNameFilter() == json);
        exportTo(path, asJson ? QStringLiteral("json") : QStringLiteral("csv"));
    });
    dialog->open();
}

QString CatalogScreen::copySelectedAsJson()
{
    const ProductSummary *p = m_model->summaryAt(m_ui->tree->currentIndex());
    if (!p)
        return {};
    const QString text =
        QString::fromUtf8(json::reformat(p->json.view(), true)); // exactly as the service sent it
    QGuiApplication::clipboard()->setText(text);
    showMessage(tr("Copied %1 as JSON.").arg(p->name), MessageBar::Kind::Success);
    return text;
}

void CatalogScreen::fillFilterChoices()
{
    struct Choice
    {
        QComboBox *combo;
        QString any;
        QStringList values;
    };
    const Choice choices[] = {
        {m_ui->recordTypeFilter, tr("Any record type"),
         m_model->distinctValues(models::CatalogModel::RecordType)},
        {m_ui->priceModelFilter, tr("Any price model"),
         m_model->distinctValues(models::CatalogModel::PriceModel)},
        {m_ui->billingTimingFilter, tr("Any billing timing"),
         m_model->distinctValues(models::CatalogModel::BillingTiming)},
        {m_ui->currencyFilter, tr("Any currency"), m_model->currencies()},
        {m_ui->categoryFilter, tr("Any category"), m_model->distinctValues(models::CatalogModel::Category)},
    };
    for (const Choice &c : choices) {
        const QString kept = c.combo->currentData().toString();
        const QSignalBlocker block(c.combo);
        c.combo->clear();
        c.combo->addItem(c.any, QString());
        for (const QString &v : c.values)
            c.combo->addItem(v, v);
        c.combo->setCurrentIndex(std::max(0, c.combo->findData(kept))); // a reload keeps the choice
    }
    applyFilters();
}

void CatalogScreen::applyFilters()
{
    models::CatalogModel::Criteria c;
    c.recordType = m_ui->recordTypeFilter->currentData().toString();
    c.priceModel = m_ui->priceModelFilter->currentData().toString();
    c.billingTiming = m_ui->billingTimingFilter->currentData().toString();
    c.currency = m_ui->currencyFilter->currentData().toString();
    c.category = m_ui->categoryFilter->currentData().toString();
    c.change = m_ui->changeFilter->isHidden()
                   ? models::ProductChange::None
                   : models::ProductChange(m_ui->changeFilter->currentData().toInt());
    m_model->setCriteria(c);
}

// "Changes since last time": shown once a fresh list replaced an earlier one, with counts.
void CatalogScreen::fillChangeChoices(const QDateTime &since)
{
    using models::ProductChange;
    QComboBox *combo = m_ui->changeFilter;
    const int kept = combo->currentData().toInt();
    const QSignalBlocker block(combo);
    combo->clear();
    combo->addItem(tr("All products"), int(ProductChange::None));
    combo->addItem(tr("New since the last list (%1)").arg(m_model->changeCount(ProductChange::Added)),
                   int(ProductChange::Added));
    combo->addItem(
        tr("Re-priced since the last list (%1)").arg(m_model->changeCount(ProductChange::Repriced)),
        int(ProductChange::Repriced));
    combo->addItem(tr("Removed since the last list (%1)").arg(m_model->changeCount(ProductChange::Removed)),
                   int(ProductChange::Removed));
    combo->setCurrentIndex(std::max(0, combo->findData(kept)));
    combo->setToolTip(tr("Compared with the list of %1")
                          .arg(QLocale().toString(since.toLocalTime(), QLocale::ShortFormat)));
    combo->setVisible(true);
    applyFilters();
}

void CatalogScreen::showImage(const Product *product)
{
    m_ui->image->setPixmap({});
    const QString url = product ? product->imageUrl.valueOr({}) : QString();
    if (url.isEmpty()) {
        m_ui->image->setText(product ? tr("No image") : QString());
        return;
    }
    m_ui->image->setText(tr("Loading image…"));
    m_images->load(QUrl(url), this, [this, url](const QImage &image, const QString &problem) {
        const Product *current = m_model->productAt(m_ui->tree->currentIndex());
        if (!current || current->imageUrl.valueOr({}) != url)
            return; // the user moved on
        if (image.isNull()) {
            m_ui->image->setText(problem);
            return;
        }
        // Scaled for the screen's pixel ratio, so it is sharp on high-DPI screens.
        const qreal ratio = m_ui->image->devicePixelRatioF();
        QPixmap pixmap = QPixmap::fromImage(
            image.scaled(QSize(320, 190) * ratio, Qt::KeepAspectRatio, Qt::SmoothTransformation));
        pixmap.setDevicePixelRatio(ratio);
        m_ui->image->setPixmap(pixmap);
    });
}

void CatalogScreen::showMessage(const QString &text, MessageBar::Kind kind,
                                const QList<MessageBar::Action> &actions)
{
    m_ui->messageBar->showMessage(text, kind, actions);
}

void CatalogScreen::followSelection()
{
    const QModelIndex current = m_ui->tree->currentIndex();
    if (current.isValid() && !m_model->isShown(current))
        m_ui->tree->selectionModel()->clear(); // its product is hidden: nothing is selected
    if (!m_ui->tree->currentIndex().isValid() && !m_opened)
        showDetails();
    setStatusText(tr("%1 of %Ln products", nullptr, m_model->productCount())
                      .arg(QLocale().toString(m_model->visibleProductCount())));
}

void CatalogScreen::showDetails()
{
    m_opened.reset(); // the pane follows the selection from now on
    const QModelIndex current = m_ui->tree->currentIndex();
    const Product *p = m_model->productAt(current);
    if (p)
        showProductHtml(*p, m_model->problemsAt(current));
    else
        m_htmlView->show([] { return tr("<p>No product is selected. Select one to see its details.</p>"); },
                         false);
    showImage(p);
}

// Parts of the product's JSON that did not match the spec: shown as received, and said so.
QString CatalogScreen::problemsHtml(const QList<DecodeProblem> &problems)
{
    if (problems.isEmpty())
        return {};
    QString html =
        QStringLiteral("<p><i>%1</i></p><ul>")
            .arg(tr("%n part(s) of this product did not match the spec and are shown as received:", nullptr,
                    int(problems.size()))
                     .toHtmlEscaped());
    for (const DecodeProblem &problem : problems)
        html += QStringLiteral("<li>%1</li>").arg(problem.toString().toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

// A long description is sanitized and parsed on a worker: a hostile one must not stop the window.
void CatalogScreen::showProductHtml(const Product &p, const QList<DecodeProblem> &problems)
{
    constexpr qsizetype LargeDescription = 20000;
    const QString *rich = p.longDescription.get();
    const bool large = rich && rich->size() > LargeDescription;
    m_htmlView->show([p, problems] { return detailsHtml(p) + problemsHtml(problems); }, large,
                     tr("<p>Reading the description of %1…</p>").arg(p.name.valueOr({}).toHtmlEscaped()));
}

// Every value is escaped; the long description passes the sanitizer (no scripts, frames, forms,
// event handlers or images), so nothing the service sends can run or load anything.
QString CatalogScreen::detailsHtml(const Product &p)
{
    const auto row = [](const QString &label, const QString &value, bool isDefault = false) {
        return QStringLiteral("<tr><td><b>%1</b></td><td>%2%3</td></tr>")
            .arg(label.toHtmlEscaped(), value.toHtmlEscaped(),
                 isDefault ? QStringLiteral(" <i>(%1)</i>").arg(tr("default")) : QString());
    };
    const auto text = [](const Field<QString> &f) {
        return f.isNull() ? tr("none") : f.valueOr(QStringLiteral("—"));
    };
    const auto yesNo = [](bool v) { return v ? tr("yes") : tr("no"); };
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p><table cellspacing=4>")
                       .arg(p.name.valueOr({}).toHtmlEscaped(), text(p.description).toHtmlEscaped());
    html += row(tr("SKU"), text(p.sku));
    html += row(tr("Id"), text(p.id));
    html += row(tr("Record type"), p.effectiveRecordType(), p.recordType.isAbsent());
    html += row(tr("Price model"), p.effectivePriceModel(), p.priceModel.isAbsent());
    html += row(tr("Billing timing"), p.effectiveBillingTiming(), p.billingTiming.isAbsent());
    html += row(tr("Configurable"), yesNo(p.effectiveConfigurable()), p.configurable.isAbsent());
    html +=
        row(tr("Sold independently"), yesNo(p.effectiveSoldIndependently()), p.soldIndependently.isAbsent());
    html += row(tr("Category"), text(p.productCategory));
    const QList<PriceSummary> lowest = lowestPrices(p);
    const QString exact = exactPricesText(lowest);
    html +=
        row(tr("Lowest prices"),
            lowestPricesText(lowest) +
                (exact.isEmpty() ? QString()
                                 : QStringLiteral(" (%1)").arg(exact).replace(u'\n', QStringLiteral("; "))));
    html += row(tr("Tax"), QStringLiteral("%1 %2").arg(text(p.taxMode), text(p.taxCode)));
    html += row(tr("Bundle template"), text(p.bundleTemplate));
    // Dates in the user's locale; anything that is not ISO 8601 is shown as sent.
    const auto date = [](const Field<QString> &f, const QString &nullText) {
        if (f.isNull())
            return nullText;
        if (!f.isPresent())
            return QStringLiteral("—");
        QDateTime dt = QDateTime::fromString(f.value(), Qt::ISODateWithMs);
        if (!dt.isValid())
            dt = QDateTime(QDate::fromString(f.value(), Qt::ISODate), QTime());
        return dt.isValid() ? QLocale().toString(dt.toLocalTime(), QLocale::ShortFormat) : f.value();
    };
    html += row(tr("Available"), QStringLiteral("%1 – %2").arg(date(p.startDate, tr("not set")),
                                                               date(p.endDate, tr("no end date"))));
    html += row(tr("Last published"), date(p.lastPublishedDate, tr("never")));
    html += QStringLiteral("</table>");
    if (const QString *rich = p.longDescription.get()) {
        // Text is laid out a paragraph at a time on the GUI thread; a description of a size no
        // person reads in a pane is shown in part, and said so (copying the product has all).
        constexpr qsizetype MostShown = 30000;
        html += QStringLiteral("<hr>") + sanitizeHtml(rich->left(MostShown));
        if (rich->size() > MostShown)
            html += QStringLiteral("<p><i>%1</i></p>")
                        .arg(tr("The description is %1 characters long; the first %2 are shown. Copy the "
                                "product as JSON (Ctrl+Shift+C) for all of it.")
                                 .arg(QLocale().toString(rich->size()), QLocale().toString(MostShown))
                                 .toHtmlEscaped());
    }
    return html;
}

} // namespace bd::widgets
