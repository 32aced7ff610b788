#pragma once

#include "api/account.h"
#include "domain/product.h"
#include "models/catalog/catalogcommandsearch.h"
#include "widgets/common/messagebar.h"
#include "widgets/common/screen.h"

#include <QElapsedTimer>
#include <QHash>
#include <QStringList>
#include <QWidget>

#include <memory>

namespace Ui {
class CatalogScreen;
}

namespace bd::api {
struct ApiError;
} // namespace bd::api
namespace bd::domain {
struct Product;
} // namespace bd::domain
namespace bd::models {
class CatalogCache;
class CatalogLoader;
class CatalogModel;
class OptionFetcher;
} // namespace bd::models

namespace bd::widgets {

class CatalogDetails;
class CatalogExporter;
class CatalogFilterBar;
class CatalogTree;

// The catalog: every published product in a tree with search and filters, and the selected
// product's details. The screen loads the list and says how loading goes; its parts show the
// tree (CatalogTree), the filters (CatalogFilterBar), the details (CatalogDetails) and export
// (CatalogExporter).
class CatalogScreen final : public Screen
{
    Q_OBJECT
public:
    explicit CatalogScreen(const api::AccountPtr &account, QWidget *parent = nullptr);
    // The app keeps the last complete list of each environment and tenant in `keptLists` and
    // opens it at once on the next start (tests and benchmarks keep nothing).
    CatalogScreen(const api::AccountPtr &account, std::shared_ptr<models::CatalogCache> keptLists,
                  QWidget *parent = nullptr);
    ~CatalogScreen() override;

    QString title() const override { return tr("Catalog"); }
    void activate() override { reload(); }
    // The search, the filters and the product selected (catalog/… in leftOff).
    void keepLeftOff() const override;

    void reload();
    // Checks the id locally, then asks the service; selects the product or says why not.
    void openById(const QString &id);
    // Selects the product in the list (clearing a search that hides it), or shows it beside the
    // list (read by id) when a filter or a newer list leaves it out; brings the screen forward.
    void showProduct(const QString &id);
    // Products by name and SKU, and a pasted product id or SKU (catalogcommands.cpp).
    void offerCommands(models::CommandSearch &search) override;
    // Saved views: the search, filters, sort and column widths (catalogviews.cpp).
    QString viewsKey() const override { return QStringLiteral("catalog"); }
    models::SavedView currentView() const override;
    void applyView(const models::SavedView &view) override;
    // Writes the visible products (format "csv" or "json"); false and a message on failure.
    bool exportTo(const QString &path, const QString &format);
    // The selected product as indented JSON, exactly as received (also put on the clipboard).
    QString copySelectedAsJson();
    models::CatalogModel *model() const { return m_model; }
    bool isLoading() const;

signals:
    void loaded(int productCount);

protected:
    // The search box's keys: Down (or Page Down) goes into the list, Esc clears the search.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void addActions();
    models::PendingLookup *lookUpProduct(const QString &id);
    void followLoader();
    void showLoaded(int productCount, int problems);
    void showProgress();
    void showProgressSoon();
    void showFailure(const api::ApiError &error);
    void showFetched(const domain::Product &product);
    void showDetails();
    void showPrice(const domain::Product &product);
    void showMessage(const QString &text, MessageBar::Kind kind,
                     const QList<MessageBar::Action> &actions = {});
    void followSelection();

    std::unique_ptr<Ui::CatalogScreen> m_ui;
    models::CatalogModel *m_model;
    models::CatalogLoader *m_loader;
    CatalogTree *m_tree;
    CatalogFilterBar *m_filters;
    CatalogDetails *m_details;
    CatalogExporter *m_exporter;
    qint64 m_received = 0; // bytes of the list so far, and of the whole (-1: not said)
    qint64 m_total = -1;
    std::unique_ptr<domain::Product> m_opened; // a product opened by id that the list does not hold
    QString m_aboutOpened; // the last message about opening by id: it goes with what it speaks of
    // A bundle's option products the list does not hold: read by id, kept until the next list.
    models::OptionFetcher *m_optionFetcher;
    QHash<QString, domain::Product> m_fetchedOptions;
    QStringList m_awaitedOptions; // what the Price panel's bundle still waits for
    api::AccountPtr m_account;
    QElapsedTimer m_loadClock;               // since the person (or a sign-in) asked for the list
    QElapsedTimer m_progressShown;           // when showProgress() last wrote the message bar
    bool m_progressDue = false;              // showProgressSoon() has a call on the way
    models::ProductMatcher m_commandMatcher; // the command bar's products, narrowed as the person types
};

} // namespace bd::widgets
