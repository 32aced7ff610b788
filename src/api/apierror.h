#pragma once

// What went wrong with a request, typed, with the spec's error bodies and a sentence for people.

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace bd::api {

struct FieldError
{
    QString field;
    QString message;
};

struct ApiError
{
    enum class Kind {
        None,
        Network, // connection refused, dropped, DNS...
        Timeout,
        Canceled,
        InsecureAddress, // plain http to a non-loopback host
        Tls,
        Invalid,           // refused before sending: the request breaks a spec rule
        BadRequest,        // 400
        Unauthorized,      // 401: credentials rejected
        TenantKeyRejected, // 401 that points at the apiAccessKey
        TenantKeyMissing,  // 401 to a token or Basic request sent without an apiAccessKey
        SignInRequired,    // the session ended (refresh failed); sign in again to continue
        NotFound,          // 404
        RateLimited,       // 429 after the retries
        Server,            // 5xx after the retries
        UnexpectedStatus,
        Malformed, // the answer is not the JSON the spec describes
        TooLarge,
        Redirected, // a redirect to another origin (or to plain http) was refused
        // Not sent: the account it was made for was retired first (detail: why, "you switched
        // to Globex Corporation").
        AccountChanged,
    };

    ApiError() = default;
    ApiError(Kind k, int status = 0) : kind(k), httpStatus(status) {} // NOLINT: implicit on purpose

    Kind kind = Kind::None;
    int httpStatus = 0;
    QString title;     // invoice deletion 400: title; product read: error
    QString message;   // the service's message, when it sent one
    QString errorCode; // invoice deletion 400: errorCode
    QList<FieldError> fieldErrors;
    QString detail; // technical detail for the log or a "details" section; never a secret
    std::optional<int> retryAfterSeconds;
    QDateTime retryAt; // local time the service named for trying again (429 with Retry-After)

    bool isError() const { return kind != Kind::None; }
    // One or two sentences a person can act on.
    QString userMessage() const;

    // Builds the error for an HTTP status from its body: {title, message, errorCode},
    // {error, message} or {message, errors:[{field, message}]} are all understood.
    static ApiError fromStatus(int status, const QByteArray &body);
};

} // namespace bd::api

Q_DECLARE_METATYPE(bd::api::ApiError)
