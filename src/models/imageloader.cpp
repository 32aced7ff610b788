#include "models/imageloader.h"

#include "api/apiclient.h"
#include "api/environment.h"

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
    request.setAttribute(QNetworkRequest::AutoDeleteReplyOnFinishAttribute, true);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::PreferCache);
    request.setTransferTimeout(20000);
    request.setMaximumRedirectsAllowed(3);
    // Images carry no credential, so a redirect may go to another host, but every hop must pass
    // the same address rules as the first request (https, plain http only to this computer).
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::UserVerifiedRedirectPolicy);
    QNetworkReply *reply = m_client->network().get(request);
    ++m_networkRequests;
    auto tooLarge = std::make_shared<bool>(false);
    // The transfer timeout only catches silence; a trickle is stopped by the whole deadline.
    auto deadlineHit = std::make_shared<bool>(false);
    const int deadlineSeconds = m_client->deadlines().imageSeconds;
    QTimer::singleShot(deadlineSeconds * 1000, reply, [reply, deadlineHit] {
        *deadlineHit = true;
        reply->abort();
    });
    auto redirectRefused = std::make_shared<QString>();
    connect(reply, &QNetworkReply::redirected, reply, [reply, redirectRefused](const QUrl &target) {
        const QString problem = api::bareRedirectProblem(reply->url(), target);
        if (problem.isEmpty()) {
            emit reply->redirectAllowed();
            return;
        }
        *redirectRefused = problem;
        reply->abort();
    });
    // The cap acts on the bytes that arrived, not on progress reports (Qt coalesces those, and a
    // flood once ran to 96-141 MB before one came). The reply's own buffer is kept small and
    // drained into ours on every readyRead, so Qt reads on only as fast as we take the bytes, and
    // the moment ours holds one byte more than the cap the transfer stops. (A read buffer of cap + 1
    // alone could fill to exactly the cap and wait for a reader forever.)
    reply->setReadBufferSize(qMin<qint64>(m_maxBytes + 1, 256 * 1024));
    auto body = std::make_shared<QByteArray>();
    // A promised size over the cap is refused as soon as the headers say it. Nothing is read
    // there: a reply from the disk cache that has been read before its own readyRead never
    // finishes (Qt 6.4).
    connect(reply, &QNetworkReply::metaDataChanged, reply, [this, reply, tooLarge] {
        if (!*tooLarge && reply->header(QNetworkRequest::ContentLengthHeader).toLongLong() > m_maxBytes) {
            *tooLarge = true;
            reply->abort();
        }
    });
    const auto drain = [this, reply, tooLarge, body] {
        if (*tooLarge)
            return;
        while (body->size() <= m_maxBytes) {
            const QByteArray chunk = reply->read(m_maxBytes + 1 - body->size());
            if (chunk.isEmpty())
                break;
            body->append(chunk);
        }
        if (body->size() > m_maxBytes) {
            *tooLarge = true;
            body->clear();
            reply->abort();
        }
    };
    connect(reply, &QNetworkReply::readyRead, reply, drain);
    connect(
        reply, &QNetworkReply::finished, this,
        [this, reply, url, tooLarge, redirectRefused, deadlineHit, deadlineSeconds, body, drain] {
            if (reply->error() == QNetworkReply::NoError)
                drain(); // what arrived after the last readyRead
            QImage image;
            QString problem;
            if (*deadlineHit) {
                problem =
                    tr("The image did not finish loading within %1 s and was stopped.").arg(deadlineSeconds);
            } else if (!redirectRefused->isEmpty()) {
                problem = tr("The image was not loaded: %1").arg(*redirectRefused);
            } else if (*tooLarge) {
                problem = tr("The image is larger than %1 and was not loaded.")
                              .arg(QLocale().formattedDataSize(m_maxBytes));
            } else if (reply->error() != QNetworkReply::NoError) {
                problem = tr("The image could not be loaded: %1").arg(reply->errorString());
            } else {
                QBuffer buffer(body.get());
                QImageReader reader(&buffer);
                reader.setAllocationLimit(64); // MB: refuse decompression bombs
                if (!reader.read(&image))
                    problem = tr("The image could not be read: %1").arg(reader.errorString());
            }
            const auto callers = m_waiting.take(url);
            for (const auto &[caller, callback] : callers) {
                if (caller)
                    callback(image, problem);
            }
        });
}

} // namespace bd::models
