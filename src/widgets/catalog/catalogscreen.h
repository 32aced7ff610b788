#pragma once

#include "api/account.h"
#include "models/catalog/catalogmodel.h"
#include "widgets/common/messagebar.h"
#include "widgets/common/screen.h"

#include <QPointer>
#include <QWidget>

#include <memory>

namespace Ui {
class CatalogScreen;
}

namespace bd::domain {
struct Product;
struct DecodeProblem;
} // namespace bd::domain
namespace bd::models {
class CatalogLoader;
class CatalogModel;
class ImageLoader;
} // namespace bd::models

namespace bd::widgets {

class BackgroundHtml;

// The catalog: every published product in a tree with search, and the selected product's details.
class CatalogScreen final : public Screen
{
    Q_OBJECT
public:
    explicit CatalogScreen(const api::AccountPtr &account, QWidget *parent = nullptr);
    ~CatalogScreen() override;

    QString title() const override { return tr("Catalog"); }
    void activate() override { reload(); }

    void reload();
    // Checks the id locally, then asks the service; selects the product or says why not.
    void openById(const QString &id);
    // Writes the visible products (format "csv" or "json"); false and a message on failure.
    bool exportTo(const QString &path, const QString &format);
    // The selected product as indented JSON, exactly as received (also put on the clipboard).
    QString copySelectedAsJson();
    models::CatalogModel *model() const { return m_model; }
    // The app keeps the last complete list of each environment and tenant in the user's cache
    // folder and opens it at once on the next start (off unless turned on: tests, benchmarks).
    static void setKeepCatalogs(bool keep);
    bool isLoading() const;

signals:
    void loaded(int productCount);

private:
    void showLoaded(int productCount, int problems);
    void loadEnded();
    void showProgress();
    void chooseExportFile();
    void fillFilterChoices();
    void fillChangeChoices(const QDateTime &since);
    void applyFilters();
    void showDetails();
    void showProductHtml(const domain::Product &p, const QList<domain::DecodeProblem> &problems);
    void showMessage(const QString &text, MessageBar::Kind kind,
                     const QList<MessageBar::Action> &actions = {});
    void followSelection();
    void showImage(const domain::Product *product);
    static QString detailsHtml(const domain::Product &product);
    static QString problemsHtml(const QList<domain::DecodeProblem> &problems);

    std::unique_ptr<Ui::CatalogScreen> m_ui;
    api::AccountPtr m_account;
    models::CatalogModel *m_model;
    models::CatalogLoader *m_loader;
    models::ImageLoader *m_images;
    BackgroundHtml *m_htmlView;
    QString m_selectedId;
    QStringList m_expandedIds; // kept across a model reset
    qint64 m_received = 0;     // bytes of the list so far, and of the whole (-1: not said)
    qint64 m_total = -1;
    std::unique_ptr<domain::Product> m_opened; // a product opened by id that the list does not hold
};

} // namespace bd::widgets
