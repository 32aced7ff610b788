#include "models/catalog/catalogcache.h"

#include "models/catalog/catalogindex.h"
#include "models/common/keptdata.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <sys/mman.h>

#include <cerrno>
#endif

namespace bd::models {

namespace {
Q_LOGGING_CATEGORY(lcCache, "billingdesk.models.catalogcache", QtInfoMsg)
} // namespace

quint64 CatalogCache::generation()
{
    return keptDataGeneration();
}

CatalogCache::CatalogCache(QString folder) : m_folder(std::move(folder))
{
    if (m_folder.isEmpty())
        m_folder = keptCatalogsFolder();
}

QString CatalogCache::keyFor(const QUrl &baseUrl, const QString &userName, const QString &tenantName)
{
    const QString text = baseUrl.adjusted(QUrl::RemoveUserInfo | QUrl::StripTrailingSlash).toString() +
                         u'\n' + userName + u'\n' + tenantName;
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex());
}

QString CatalogCache::path(const QString &key, const char *suffix) const
{
    return m_folder + u'/' + key + QLatin1String(suffix);
}

bool CatalogCache::save(const QString &key, const QByteArray &body, int productCount,
                        const QDateTime &savedAt, const QList<domain::ProductSummary> &summaries,
                        const CatalogSearchIndex::Texts *searchTexts, const CatalogOrder &order,
                        std::optional<quint64> startedIn) const
{
    const auto turn = keptCatalogsTurn();
    if (startedIn && *startedIn != keptDataGeneration()) {
        qCInfo(lcCache) << "not keeping a catalog of a session that was signed out";
        return false;
    }
    if (!QDir().mkpath(m_folder))
        return false;
    QFile::remove(path(key, ".meta")); // a list without its note is never read
    QSaveFile list(path(key, ".json"));
    if (!list.open(QIODevice::WriteOnly) || list.write(body) != body.size() || !list.commit()) {
        qCWarning(lcCache) << "could not keep the catalog:" << list.errorString();
        return false;
    }
    const QByteArray index =
        summaries.isEmpty() ? QByteArray() : encodeCatalogIndex(summaries, body, savedAt, searchTexts, order);
    QSaveFile indexFile(path(key, ".index"));
    if (index.isEmpty() || !indexFile.open(QIODevice::WriteOnly) || indexFile.write(index) != index.size() ||
        !indexFile.commit())
        QFile::remove(path(key, ".index")); // summarized again at the next start
    QJsonObject note{{QStringLiteral("savedAt"), savedAt.toUTC().toString(Qt::ISODateWithMs)},
                     {QStringLiteral("products"), productCount},
                     {QStringLiteral("bytes"), double(body.size())}};
    QSaveFile meta(path(key, ".meta"));
    return meta.open(QIODevice::WriteOnly) && meta.write(QJsonDocument(note).toJson()) > 0 && meta.commit();
}

std::optional<CatalogCache::Entry> CatalogCache::load(const QString &key) const
{
    QFile meta(path(key, ".meta"));
    QFile list(path(key, ".json"));
    if (!meta.open(QIODevice::ReadOnly) || !list.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject note = QJsonDocument::fromJson(meta.readAll()).object();
    Entry e;
    e.savedAt = QDateTime::fromString(note.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
    e.productCount = note.value(QStringLiteral("products")).toInt();
    if (list.size() != qint64(note.value(QStringLiteral("bytes")).toDouble()) || !e.savedAt.isValid())
        return std::nullopt; // half written or changed by someone else
    // Mapped, not read: the pages belong to the file cache, and releasePages() can hand them back.
    // The file is only ever replaced whole (QSaveFile renames), never changed in place, so the
    // mapping keeps the bytes it was made with.
    auto mapped = std::make_shared<QFile>(list.fileName());
    uchar *bytes =
        list.size() > 0 && mapped->open(QIODevice::ReadOnly) ? mapped->map(0, list.size()) : nullptr;
    if (bytes) {
        e.body = QByteArray::fromRawData(reinterpret_cast<const char *>(bytes), qsizetype(list.size()));
        e.mapping = std::move(mapped); // closing the file unmaps it
    } else {
        e.body = list.readAll();
    }
    return e;
}

std::optional<IndexedCatalog> CatalogCache::loadSummaries(const QString &key, const Entry &entry) const
{
    QFile file(path(key, ".index"));
    if (!file.open(QIODevice::ReadOnly) || file.size() == 0)
        return std::nullopt;
    // Mapped only while it is read: what it gives back is copied out.
    const uchar *bytes = file.map(0, file.size());
    const QByteArray index =
        bytes ? QByteArray::fromRawData(reinterpret_cast<const char *>(bytes), qsizetype(file.size()))
              : file.readAll();
    auto indexed = decodeCatalogIndex(index, entry.body, entry.savedAt, entry.mapping);
    if (!indexed)
        qCInfo(lcCache) << "the kept catalog's index does not fit it; summarizing the list instead";
    return indexed;
}

void CatalogCache::Entry::releasePages() const
{
#ifdef Q_OS_UNIX
    if (!mapping || body.isEmpty())
        return;
    // madvise wants a page-aligned start; mappings are.
    void *start = const_cast<char *>(body.constData());
    if (madvise(start, size_t(body.size()), MADV_DONTNEED) != 0)
        qCDebug(lcCache) << "madvise:" << errno;
#endif
}

bool CatalogCache::contains(const QString &key) const
{
    return QFile::exists(path(key, ".meta")) && QFile::exists(path(key, ".json"));
}

void CatalogCache::eraseAll() const
{
    eraseKeptCatalogs(m_folder);
}

} // namespace bd::models
