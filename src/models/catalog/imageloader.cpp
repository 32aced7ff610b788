#include "models/catalog/imageloader.h"

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
    // flood ran far past the cap before one came): what the reply holds is measured on every
    // readyRead and, because Qt also holds readyRead back while its network thread is ahead, every
    // 20 ms; the reply holds at most one byte more than the cap.
    reply->setReadBufferSize(m_maxBytes + 1);
    const auto measure = [this, reply, tooLarge] {
        if (*tooLarge)
            return;
        if (reply->header(QNetworkRequest::ContentLengthHeader).toLongLong() > m_maxBytes ||
            reply->bytesAvailable() > m_maxBytes) {
            *tooLarge = true;
            reply->abort();
        }
    };
    connect(reply, &QNetworkReply::metaDataChanged, reply, measure);
    connect(reply, &QNetworkReply::readyRead, reply, measure);
    auto *watch = new QTimer(reply);
    watch->setInterval(20);
    connect(watch, &QTimer::timeout, reply, measure);
    watch->start();
    connect(
        reply, &QNetworkReply::finished, this,
        [this, reply, url, tooLarge, redirectRefused, deadlineHit, deadlineSeconds] {
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
                QByteArray bytes = reply->readAll();
                QBuffer buffer(&bytes);
                QImageReader reader(&buffer);
                reader.setAllocationLimit(64); // MB: refuse decompression bombs
                if (bytes.size() > m_maxBytes)
                    problem = tr("The image is larger than %1 and was not loaded.")
                                  .arg(QLocale().formattedDataSize(m_maxBytes));
                else if (!reader.read(&image))
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
