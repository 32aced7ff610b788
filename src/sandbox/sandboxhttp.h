#pragma once

// Transport-free request and response of the sandbox, so the service logic can be tested and
// reasoned about without sockets.

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrlQuery>

namespace bd::sandbox {

using HeaderList = QList<QPair<QByteArray, QByteArray>>;

struct SandboxRequest
{
    QByteArray method; // GET, POST, PATCH, DELETE, ...
    QString path;      // decoded path, e.g. /catalog/products/01t...
    QUrlQuery query;
    HeaderList headers;
    QByteArray body;

    QByteArray header(QByteArrayView name) const; // case-insensitive; empty when absent
    bool hasHeader(QByteArrayView name) const;
};

struct SandboxResponse
{
    int status = 200;
    QByteArray body;
    QByteArray contentType = "application/json";
    HeaderList headers;

    static SandboxResponse json(int status, QByteArray body);
    static SandboxResponse empty(int status);
    // {"error": ..., "message": ...} of the product read (spec §7)
    static SandboxResponse productError(int status, const QString &error, const QString &message);
    // {"title": ..., "message": ..., "errorCode": ...} of the invoice deletion (spec §4.1)
    static SandboxResponse invoiceError(const QString &title, const QString &message,
                                        const QString &errorCode);
    // {"message": ..., "errors": [{"field", "message"}]} for other 400s (the spec shows no body)
    static SandboxResponse badRequest(const QString &message,
                                      const QList<QPair<QString, QString>> &fieldErrors = {});
};

QByteArray reasonPhrase(int status);

// The status line and headers of `response` with a blank line after them. Content-Length is
// `contentLength` (none when negative); Connection is close or keep-alive.
QByteArray responseHead(const SandboxResponse &response, qint64 contentLength, bool close);

} // namespace bd::sandbox
