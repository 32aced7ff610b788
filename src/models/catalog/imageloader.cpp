#include "models/catalog/imageloader.h"

#include "api/apiclient.h"
#include "api/boundedreply.h"
#include "api/environment.h"
#include "api/transfer.h"

#include <QAbstractNetworkCache>
#include <QBuffer>
#include <QImageReader>
#include <QNetworkReply>
#include <QPointer>
#include <QTimer>

namespace bd::models {

ImageLoader::ImageLoader(api::ApiClient *client, const QString &cacheDir, QObject *parent)
    : QObject(parent), m_client(client)
{
    if (!cacheDir.isEmpty())
        client->enableDiskCache(cacheDir);
}

void ImageLoader::load(const QUrl &url, QObject *context, Done done)
{
    const auto answer = [context = QPointer<QObject>(context), done](const QImage &image,
                                                                     const QString &problem) {
        QTimer::singleShot(0, context, [context, done, image, problem] {
            if (context)
                done(image, problem);
        });
    };
    if (url.isEmpty()) {
        answer({}, tr("No image."));
        return;
    }
    if (const QString problem = api::addressProblem(url); !problem.isEmpty()) {
        answer({}, problem);
        return;
    }
    auto &waiting = m_waiting[url];
    waiting.append({QPointer<QObject>(context), std::move(done)});
    if (waiting.size() > 1)
        return; // already on its way
    if (!m_client) {
        answer({}, tr("The image could not be loaded: signed out."));
        return;
    }
    QNetworkRequest request(url); // no credentials: images are fetched as a browser would
    request.setTransferTimeout(20000);
    request.setMaximumRedirectsAllowed(3);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::UserVerifiedRedirectPolicy);
    // A kept image comes from the disk cache. One from the network comes through the bounded
    // reader, as lists do: Qt's own reply reads as fast as the wire allows and queues what it
    // read for this thread, so a flood grew memory by hundreds of MB before the cap could act.
    QAbstractNetworkCache *cache = m_client->network().cache();
    const bool kept = cache && cache->metaData(url).isValid();
    QNetworkReply *reply = nullptr;
    if (kept) {
        request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysCache);
        reply = m_client->network().get(request);
    } else {
        reply = new api::BoundedReply(request, {}, &m_client->connections(), this);
        ++m_networkRequests;
    }
    // The same checks as every request (api::Transfer): the whole deadline, the cap on the bytes
    // that arrive, and every redirect hop; images carry no credential, so a hop may go to another
    // host, but never down to plain http.
    api::Transfer::Limits limits;
    limits.maxBytes = m_maxBytes;
    limits.deadlineSeconds = m_client->deadlines().imageSeconds;
    limits.redirects = api::Transfer::Redirects::Bare;
    auto *transfer = new api::Transfer(reply, limits, this);
    connect(transfer, &api::Transfer::finished, this, [this, transfer, url, kept] {
        transfer->deleteLater();
        transfer->reply()->deleteLater();
        const auto callers = m_waiting.take(url);
        const auto [image, problem] = readImage(*transfer);
        if (!kept && problem.isEmpty())
            keep(url, *transfer);
        for (const auto &[caller, callback] : callers) {
            if (caller)
                callback(image, problem);
        }
    });
}

void ImageLoader::keep(const QUrl &url, const api::Transfer &transfer)
{
    QAbstractNetworkCache *cache = m_client ? m_client->network().cache() : nullptr;
    QNetworkReply *reply = transfer.reply();
    if (!cache || !reply || !transfer.succeeded2xx() ||
        reply->rawHeader("Cache-Control").toLower().contains("no-store"))
        return;
    QNetworkCacheMetaData meta;
    meta.setUrl(url);
    meta.setSaveToDisk(true);
    meta.setRawHeaders(reply->rawHeaderPairs());
    meta.setLastModified(reply->header(QNetworkRequest::LastModifiedHeader).toDateTime());
    if (QIODevice *device = cache->prepare(meta)) {
        if (device->write(transfer.body()) == transfer.body().size())
            cache->insert(device);
        else
            cache->remove(url);
    }
}

std::pair<QImage, QString> ImageLoader::readImage(const api::Transfer &transfer) const
{
    if (transfer.deadlineHit())
        return {{},
                tr("The image did not finish loading within %1 s and was stopped.")
                    .arg(transfer.deadlineSeconds())};
    if (!transfer.redirectRefused().isEmpty())
        return {{}, tr("The image was not loaded: %1").arg(transfer.redirectRefused())};
    if (transfer.tooLarge())
        return {{},
                tr("The image is larger than %1 and was not loaded.")
                    .arg(QLocale().formattedDataSize(m_maxBytes))};
    if (transfer.reply()->error() != QNetworkReply::NoError)
        return {{}, tr("The image could not be loaded: %1").arg(transfer.reply()->errorString())};
    QByteArray bytes = transfer.body();
    QBuffer buffer(&bytes);
    QImageReader reader(&buffer);
    reader.setAllocationLimit(64); // MB: refuse decompression bombs
    QImage image;
    if (!reader.read(&image))
        return {{}, tr("The image could not be read: %1").arg(reader.errorString())};
    return {image, {}};
}

} // namespace bd::models
