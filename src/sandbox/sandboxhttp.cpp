#include "sandbox/sandboxhttp.h"

#include "domain/json/jsonwriter.h"

namespace bd::sandbox {

QByteArray SandboxRequest::header(QByteArrayView name) const
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

bool SandboxRequest::hasHeader(QByteArrayView name) const
{
    for (const auto &h : headers) {
        if (h.first.compare(name, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

SandboxResponse SandboxResponse::json(int status, QByteArray body)
{
    SandboxResponse r;
    r.status = status;
    r.body = std::move(body);
    return r;
}

SandboxResponse SandboxResponse::empty(int status)
{
    SandboxResponse r;
    r.status = status;
    r.contentType.clear();
    return r;
}

SandboxResponse SandboxResponse::productError(int status, const QString &error, const QString &message)
{
    json::Writer w;
    w.beginObject();
    w.key(QByteArrayView("error"));
    w.string(error);
    w.key(QByteArrayView("message"));
    w.string(message);
    w.endObject();
    return json(status, w.take());
}

SandboxResponse SandboxResponse::invoiceError(const QString &title, const QString &message,
                                              const QString &errorCode)
{
    json::Writer w;
    w.beginObject();
    w.key(QByteArrayView("title"));
    w.string(title);
    w.key(QByteArrayView("message"));
    w.string(message);
    w.key(QByteArrayView("errorCode"));
    w.string(errorCode);
    w.endObject();
    return json(400, w.take());
}

SandboxResponse SandboxResponse::badRequest(const QString &message,
                                            const QList<QPair<QString, QString>> &fieldErrors)
{
    json::Writer w;
    w.beginObject();
    w.key(QByteArrayView("message"));
    w.string(message);
    if (!fieldErrors.isEmpty()) {
        w.key(QByteArrayView("errors"));
        w.beginArray();
        for (const auto &[field, text] : fieldErrors) {
            w.beginObject();
            w.key(QByteArrayView("field"));
            w.string(field);
            w.key(QByteArrayView("message"));
            w.string(text);
            w.endObject();
        }
        w.endArray();
    }
    w.endObject();
    return json(400, w.take());
}

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 204: return "No Content";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 413: return "Payload Too Large";
    case 429: return "Too Many Requests";
    case 431: return "Request Header Fields Too Large";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 505: return "HTTP Version Not Supported";
    default: return "Status";
    }
}

QByteArray responseHead(const SandboxResponse &response, qint64 contentLength, bool close)
{
    QByteArray out =
        "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + reasonPhrase(response.status) + "\r\n";
    if (!response.contentType.isEmpty())
        out += "Content-Type: " + response.contentType + "\r\n";
    if (contentLength >= 0)
        out += "Content-Length: " + QByteArray::number(contentLength) + "\r\n";
    for (const auto &[key, value] : response.headers)
        out += key + ": " + value + "\r\n";
    out += close ? "Connection: close\r\n\r\n" : "Connection: keep-alive\r\n\r\n";
    return out;
}

} // namespace bd::sandbox
