#include "api/transfer.h"

#include "api/boundedreply.h"
#include "api/environment.h"

#include <QLoggingCategory>
#include <QNetworkReply>
#include <QSslError>
#include <QTimer>

#include <algorithm>
#include <new>
#include <utility>

namespace bd::api {

namespace {

constexpr qint64 ReserveBytes = qint64(256) << 20;

} // namespace

namespace {
Q_LOGGING_CATEGORY(lcTransfer, "billingdesk.api.transfer", QtInfoMsg)
} // namespace

Transfer::Transfer(QNetworkReply *reply, const Limits &limits, QObject *parent)
    : QObject(parent), m_reply(reply), m_origin(reply->request().url()), m_limits(limits)
{
    m_deadline = new QTimer(this);
    m_deadline->setSingleShot(true);
    connect(m_deadline, &QTimer::timeout, this, [this] {
        m_deadlineHit = true;
        abort();
    });
    m_deadline->start(m_limits.deadlineSeconds * 1000);
    // Refuse a promised size over the cap as soon as the headers say it.
    // A successful answer's promised size is made room for at once (a 100 MB body grown piece
    // by piece is copied again at every doubling, tens of milliseconds each on the window's
    // thread), up to ReserveBytes: a promise is not a body, and a false one costs no more.
    connect(reply, &QNetworkReply::metaDataChanged, this, [this] {
        if (!m_reply)
            return;
        const qint64 promised = m_reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
        if (stopIfTooLarge(promised) || !succeeded2xx() || !m_body.isEmpty() || promised <= 0)
            return;
        try {
            m_body.reserve(qsizetype(std::min(promised, ReserveBytes)));
        } catch (const std::bad_alloc &) {
            // It grows as it arrives instead.
        }
    });
    // The body is taken as it arrives and measured on every piece, so a flood stops at the cap.
    // Qt 6.4 holds back readyRead while its network thread is ahead of this one (it coalesces
    // pending emissions; a read buffer limit does not help: its socket still buffers without
    // limit), so on Qt's replies a fast flood is also measured by the clock: what the reply holds
    // is looked at every 20 ms. BoundedReply (lists) holds at most about 1.3 MB and hands every
    // piece over as it comes: no watch needed.
    if (!qobject_cast<BoundedReply *>(reply)) {
        m_sizeWatch = new QTimer(this);
        m_sizeWatch->setInterval(20);
        connect(m_sizeWatch, &QTimer::timeout, this, [this] {
            if (m_reply)
                stopIfTooLarge(m_body.size() + m_reply->bytesAvailable());
        });
        m_sizeWatch->start();
    }
    connect(reply, &QNetworkReply::readyRead, this, &Transfer::take);
    connect(reply, &QNetworkReply::downloadProgress, this, [this](qint64 received, qint64 total) {
        if (m_reply && !stopIfTooLarge(qMax(received, total)))
            emit progress(received, total);
    });
    connect(reply, &QNetworkReply::redirected, this, [this](const QUrl &target) {
        if (!m_reply)
            return;
        // Each hop is checked against where the request was meant to go (Qt would copy our raw
        // credential headers onto it).
        const QString refusal = m_limits.redirects == Redirects::SameOrigin
                                    ? credentialRedirectProblem(m_origin, target)
                                    : bareRedirectProblem(m_reply->url(), target);
        if (refusal.isEmpty()) {
            emit m_reply->redirectAllowed();
            return;
        }
        qCWarning(lcTransfer) << "redirect refused:"
                              << target.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);
        m_redirectRefused = refusal;
        abort();
    });
    connect(reply, &QNetworkReply::sslErrors, this, [this](const QList<QSslError> &errors) {
        QStringList texts;
        for (const QSslError &e : errors)
            texts << e.errorString();
        m_tlsDetail = texts.join(QStringLiteral("; ")); // recorded, never ignored
    });
    connect(reply, &QNetworkReply::finished, this, [this] {
        // Once: abort() on a reply whose end is already on its way emits finished() again (seen:
        // a product read dropped just as its answer arrived ended its job twice, the second time
        // after the first had let go of this transfer).
        if (std::exchange(m_ended, true))
            return;
        m_deadline->stop();
        if (m_sizeWatch)
            m_sizeWatch->stop();
        if (m_reply && m_reply->isOpen() && !m_tooLarge)
            take();
        emit finished();
    });
}

Transfer::~Transfer() = default;

void Transfer::abort()
{
    if (m_reply && m_reply->isRunning())
        m_reply->abort();
}

int Transfer::httpStatus() const
{
    return m_reply ? m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() : 0;
}

bool Transfer::succeeded2xx() const
{
    const int status = httpStatus();
    return status >= 200 && status < 300;
}

void Transfer::take()
{
    if (!m_reply || m_tooLarge)
        return;
    const QByteArray piece = m_reply->readAll();
    if (piece.isEmpty())
        return;
    m_body += piece;
    if (!stopIfTooLarge(m_body.size()) && succeeded2xx())
        emit arrived(piece);
}

// The one size rule, wherever a size is learnt (headers, pieces, progress, the 20-ms watch):
// past the cap, the answer is dropped and the exchange stopped.
bool Transfer::stopIfTooLarge(qint64 bytes)
{
    if (m_tooLarge)
        return true;
    if (bytes <= m_limits.maxBytes)
        return false;
    m_tooLarge = true;
    m_body.clear();
    abort();
    return true;
}

} // namespace bd::api
