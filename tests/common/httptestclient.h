#pragma once

// A blocking HTTP helper for tests: sends one request with QNetworkAccessManager and waits for
// the answer with QSignalSpy (a nested event loop, acceptable in tests only).

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QUrl>

namespace bd::test {

struct HttpResult
{
    int status = 0;
    QByteArray body;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QList<QNetworkReply::RawHeaderPair> headers;
    qint64 elapsedMs = 0;
    QByteArray header(const QByteArray &name) const
    {
        for (const auto &[k, v] : headers) {
            if (k.compare(name, Qt::CaseInsensitive) == 0)
                return v;
        }
        return {};
    }
};

using Headers = QList<QPair<QByteArray, QByteArray>>;
inline QPair<QByteArray, QByteArray> header(const QByteArray &name, const QByteArray &value)
{
    return {name, value};
}

inline HttpResult httpRequest(QNetworkAccessManager &nam, const QByteArray &method, const QUrl &url,
                              const Headers &headers = {}, const QByteArray &body = {})
{
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    if (!body.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    for (const auto &[k, v] : headers)
        request.setRawHeader(k, v);
    QElapsedTimer timer;
    timer.start();
    QNetworkReply *reply = nam.sendCustomRequest(request, method, body);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    if (!reply->isFinished())
        finished.wait(15000);
    HttpResult result;
    result.elapsedMs = timer.elapsed();
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.body = reply->readAll();
    result.error = reply->error();
    result.headers = reply->rawHeaderPairs();
    reply->deleteLater();
    return result;
}

} // namespace bd::test
