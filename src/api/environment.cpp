#include "api/environment.h"

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
        return QCoreApplication::translate("bd::api",
                                           "Plain http is only allowed to this computer; use https for %1.")
            .arg(url.host());
    return QCoreApplication::translate("bd::api", "Only https addresses are supported, not %1.")
        .arg(url.scheme());
}

static int effectivePort(const QUrl &url)
{
    return url.port(url.scheme() == u"https" ? 443 : url.scheme() == u"http" ? 80 : -1);
}

bool sameOrigin(const QUrl &a, const QUrl &b)
{
    return a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0 &&
           a.host().compare(b.host(), Qt::CaseInsensitive) == 0 && effectivePort(a) == effectivePort(b);
}

QString credentialRedirectProblem(const QUrl &origin, const QUrl &target)
{
    if (!sameOrigin(origin, target)) {
        return QCoreApplication::translate(
                   "bd::api", "The service redirected the request to %1, which is not %2. "
                              "Your credentials are only sent to %2, so the request was stopped.")
            .arg(target.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery),
                 origin.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery));
    }
    return addressProblem(target);
}

QString bareRedirectProblem(const QUrl &from, const QUrl &target)
{
    if (from.scheme() == u"https" && target.scheme() != u"https") {
        return QCoreApplication::translate("bd::api",
                                           "The address %1 redirected to the unencrypted address %2, "
                                           "which was not followed.")
            .arg(from.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery),
                 target.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery));
    }
    return addressProblem(target);
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
