#pragma once

// The full products of a bundle's options that the list does not hold (a service may list only
// what is sold on its own), read by id for the Price panel. Each read belongs to the account the
// screen was made for; asking for another bundle's options drops the reads nobody needs any more.

#include "api/account.h"
#include "domain/product.h"

#include <QHash>
#include <QObject>
#include <QPointer>

namespace bd::api {
class ProductJob;
}

namespace bd::models {

class OptionFetcher final : public QObject
{
    Q_OBJECT
public:
    explicit OptionFetcher(api::AccountPtr account, QObject *parent = nullptr);
    ~OptionFetcher() override;

    // Reads the products with these ids, each once; reads on their way for other ids are dropped
    // (their answers never arrive).
    void fetch(const QStringList &productIds);
    void drop() { fetch({}); }
    bool isFetching() const { return !m_jobs.isEmpty(); }

signals:
    // `productId` as asked for (the product's own id may be the record's other length).
    void fetched(const QString &productId, const bd::domain::Product &product);
    // `message`: why not, as a sentence ("The product was not found.").
    void failed(const QString &productId, const QString &message);

private:
    api::AccountPtr m_account;
    QHash<QString, QPointer<api::ProductJob>> m_jobs;
};

} // namespace bd::models
