#include "environment.h"

#include <QCoreApplication>
#include <QHostAddress>

namespace bd::api {

bool isLoopback(const QUrl &url)
{
    const QString host = url.host();
    if (host.compare(u"localhost", Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

QString addressProblem(const QUrl &url)
{
    if (!url.isValid() || url.host().isEmpty())
        return QCoreApplication::translate("bd::api", "\"%1\" is not a web address.").arg(url.toString());
    if (url.scheme() == u"https")
        return {};
    if (url.scheme() == u"http" && isLoopback(url))
        return {};
    if (url.scheme() == u"http")
        return QCoreApplication::translate("bd::api", "Plain http is only allowed to this computer; use https for %1.")
            .arg(url.host());
    return QCoreApplication::translate("bd::api", "Only https addresses are supported, not %1.").arg(url.scheme());
}

QString pathSegment(const QString &segment)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(segment));
}

QUrl endpointUrl(const QUrl &base, const QString &path, const QUrlQuery &query)
{
    QUrl url = base;
    QString basePath = url.path(QUrl::FullyEncoded);
    while (basePath.endsWith(u'/'))
        basePath.chop(1);
    url.setPath(basePath + path, QUrl::StrictMode);
    if (!query.isEmpty())
        url.setQuery(query);
    return url;
}

} // namespace bd::api
