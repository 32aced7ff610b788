#pragma once

#include <QPointer>
#include <QWidget>

#include <memory>

namespace Ui {
class CatalogScreen;
}

namespace bd::api {
class ApiClient;
class ProductListJob;
}
namespace bd::domain {
struct Product;
}
namespace bd::models {
class CatalogModel;
class CatalogFilterModel;
}

namespace bd::widgets {

// The catalog: every published product in a tree with search, and the selected product's details.
class CatalogScreen final : public QWidget
{
    Q_OBJECT
public:
    explicit CatalogScreen(api::ApiClient *client, QWidget *parent = nullptr);
    ~CatalogScreen() override;

    void reload();
    models::CatalogModel *model() const { return m_model; }
    bool isLoading() const;

signals:
    void loaded(int productCount);

private:
    void onLoaded();
    void showDetails();
    void showMessage(const QString &text, bool error);
    static QString detailsHtml(const domain::Product &product);

    std::unique_ptr<Ui::CatalogScreen> m_ui;
    api::ApiClient *m_client;
    models::CatalogModel *m_model;
    models::CatalogFilterModel *m_filter;
    QPointer<api::ProductListJob> m_job;
    QString m_selectedId;
};

} // namespace bd::widgets
