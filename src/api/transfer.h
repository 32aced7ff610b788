#pragma once

// One HTTP exchange under the house's rules, whoever sends it (an API job, a product image):
// a deadline for the whole exchange (a transfer timeout only catches silence, never a trickle),
// a size cap acting on the bytes as they arrive, every redirect hop checked (a request with
// credentials never leaves its origin; a bare one may go elsewhere, never down to plain http),
// TLS errors recorded and never ignored. It says what went wrong as facts; the caller turns them
// into its own words.

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

class QNetworkReply;
class QTimer;

namespace bd::api {

class Transfer final : public QObject
{
    Q_OBJECT
public:
    enum class Redirects {
        SameOrigin, // the request carries credentials or a body: only within its origin
        Bare,       // nothing secret: any address addressProblem() allows, never https -> http
    };
    struct Limits
    {
        qint64 maxBytes = 0;
        int deadlineSeconds = 0;
        Redirects redirects = Redirects::SameOrigin;
    };

    // Watches `reply` (already sent; owned by the caller, which deletes it after finished()).
    Transfer(QNetworkReply *reply, const Limits &limits, QObject *parent = nullptr);
    ~Transfer() override;

    void abort();
    QNetworkReply *reply() const { return m_reply; }
    int httpStatus() const;
    bool succeeded2xx() const;
    // What arrived (empty once the cap was passed).
    const QByteArray &body() const { return m_body; }
    QByteArray takeBody() { return std::exchange(m_body, {}); }

    bool tooLarge() const { return m_tooLarge; }
    bool deadlineHit() const { return m_deadlineHit; }
    int deadlineSeconds() const { return m_limits.deadlineSeconds; }
    QString redirectRefused() const { return m_redirectRefused; } // why a hop was refused
    QString tlsDetail() const { return m_tlsDetail; }             // the TLS errors met

signals:
    // A piece of a successful (2xx) answer, as it arrives.
    void arrived(const QByteArray &piece);
    void progress(qint64 received, qint64 total);
    // The reply finished (also after abort()); everything has arrived.
    void finished();

private:
    bool stopIfTooLarge(qint64 bytes);
    void take();

    QPointer<QNetworkReply> m_reply;
    const QUrl m_origin; // where the request was meant to go, before any redirect
    Limits m_limits;
    QTimer *m_deadline = nullptr;
    QTimer *m_sizeWatch = nullptr;
    QByteArray m_body;
    bool m_tooLarge = false;
    bool m_ended = false; // finished() was emitted
    bool m_deadlineHit = false;
    QString m_redirectRefused;
    QString m_tlsDetail;
};

} // namespace bd::api
