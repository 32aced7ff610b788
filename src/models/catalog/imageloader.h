#pragma once

// Product images: https only (plain http only to this computer), size-capped, cached on disk,
// one request per address at a time. Answers with an image or a sentence saying why not.

#include <QHash>
#include <QImage>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>

namespace bd::api {
class ApiClient;
class Transfer;
} // namespace bd::api

namespace bd::models {

class ImageLoader : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const QImage &image, const QString &problem)>;

    // Sends through the client's network access manager, never with credentials. cacheDir:
    // where downloaded images are kept (the client's disk cache); empty: no disk cache.
    ImageLoader(api::ApiClient *client, const QString &cacheDir, QObject *parent = nullptr);

    void setMaxBytes(qint64 bytes) { m_maxBytes = bytes; }
    // Calls done exactly once, later (never from inside load()).
    void load(const QUrl &url, QObject *context, Done done);
    int networkRequests() const { return m_networkRequests; }

private:
    // Puts an image that came from the network into the disk cache (when there is one).
    void keep(const QUrl &url, const api::Transfer &transfer);
    std::pair<QImage, QString> readImage(const api::Transfer &transfer) const;

    QPointer<api::ApiClient> m_client;
    QHash<QUrl, QList<QPair<QPointer<QObject>, Done>>> m_waiting;
    qint64 m_maxBytes = 5 * 1024 * 1024;
    int m_networkRequests = 0;
};

} // namespace bd::models
