#pragma once

// The last complete product list of each environment, user and tenant, kept in the user's cache
// folder exactly as the service sent it, so that the catalog opens at once on the next start
// (and stays usable without a network). Files are named by a hash of the environment's address,
// the user and the tenant's name — never by a key or token, and never holding one: the body is
// the product list and nothing else. Sign-out erases every list (eraseAll()).

#include "domain/productsummary.h"
#include "models/catalog/catalogindex.h"
#include "models/catalog/catalogsearchindex.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QUrl>

#include <memory>
#include <optional>

namespace bd::models {

class CatalogCache
{
public:
    // `folder` empty: "catalog" in QStandardPaths::CacheLocation.
    explicit CatalogCache(QString folder = {});

    static QString keyFor(const QUrl &baseUrl, const QString &userName, const QString &tenantName);

    struct Entry
    {
        // As received: the file mapped into memory (QByteArray::fromRawData over it), kept
        // mapped while `mapping` lives; read into memory where mapping is not possible.
        QByteArray body;
        std::shared_ptr<const void> mapping;
        QDateTime savedAt; // when it was received
        int productCount = 0;
        // Once the summaries have read what they need: the mapped pages leave this process's
        // resident memory (the kernel keeps them in its file cache and maps them back in when a
        // product is opened). Nothing is lost; the bytes stay readable.
        void releasePages() const;
    };
    // Safe from any thread; replaces the list kept for `key` whole or not at all. With the list's
    // summaries (slices of `body`), a compact index of them is kept too (see catalogindex.h).
    // `startedIn`: the generation() when the list arrived; a sign-out since (eraseAll) means the
    // list is not written.
    bool save(const QString &key, const QByteArray &body, int productCount, const QDateTime &savedAt,
              const QList<domain::ProductSummary> &summaries = {},
              const CatalogSearchIndex::Texts *searchTexts = nullptr, const CatalogOrder &order = {},
              std::optional<quint64> startedIn = std::nullopt) const;
    // Moves on with every eraseAll(), in any instance.
    static quint64 generation();
    std::optional<Entry> load(const QString &key) const;
    // The summaries kept with `entry` (loaded for `key`), or nullopt: summarize the body then.
    std::optional<IndexedCatalog> loadSummaries(const QString &key, const Entry &entry) const;
    bool contains(const QString &key) const;
    // Sign-out: every kept list goes, and a write still on a worker waits for it or writes nothing.
    void eraseAll() const;
    QString folder() const { return m_folder; }

private:
    QString path(const QString &key, const char *suffix) const;
    QString m_folder;
};

} // namespace bd::models
