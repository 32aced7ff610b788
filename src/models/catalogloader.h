#pragma once

// Between the catalog screen and the API: loads the product list into a CatalogModel (decode
// and model preparation in one background task), reports progress, failure and cancellation,
// and fetches single products by id. The screen never sees an API job.

#include "api/apierror.h"
#include "domain/product.h"

#include <QObject>
#include <QPointer>

namespace bd::api {
class ApiClient;
class ProductListJob;
} // namespace bd::api

namespace bd::models {

class CatalogModel;

class CatalogLoader final : public QObject
{
    Q_OBJECT
public:
    CatalogLoader(api::ApiClient *client, CatalogModel *model, QObject *parent = nullptr);
    ~CatalogLoader() override;

    // Loads the whole list; does nothing while a load is under way.
    void load();
    void cancel();
    bool isLoading() const;

    // Checks the id locally (spec: 15 or 18 letters and digits), then asks the service.
    // Answers with productFetched or productFetchFailed; a local refusal answers at once.
    void fetchProduct(const QString &id);

signals:
    void progress(qint64 received, qint64 total); // total -1 when unknown
    // The model holds the new list. problems: parts of the answer that did not match the spec.
    void loaded(int productCount, int problems);
    void canceled();
    // The service asked to wait (429): the load goes on by itself after `seconds`.
    void waiting(const QString &sentence);
    void failed(const bd::api::ApiError &error);
    void productFetched(const bd::domain::Product &product);
    void productFetchFailed(const QString &id, const QString &message);

private:
    api::ApiClient *m_client;
    CatalogModel *m_model;
    QPointer<api::ProductListJob> m_job;
};

} // namespace bd::models
