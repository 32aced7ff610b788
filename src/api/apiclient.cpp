#include "api/apiclient.h"

#include <QLoggingCategory>
#include <QNetworkDiskCache>
#include <QNetworkProxyFactory>
#include <QSslConfiguration>

namespace bd::api {

namespace {
Q_LOGGING_CATEGORY(lcClient, "billingdesk.api.client", QtInfoMsg)
} // namespace

ApiClient::ApiClient(QObject *parent) : QObject(parent), m_session(this)
{
    // Corporate users sit behind proxies: honour the system's configuration.
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    m_network.setAutoDeleteReplies(false);
}

const Environment &ApiClient::environment() const
{
    const AccountPtr current = m_session.current();
    return current ? current->environment() : m_environment;
}

QString ApiClient::setEnvironment(const Environment &environment)
{
    const QString problem = addressProblem(environment.baseUrl);
    if (!problem.isEmpty())
        return problem;
    if (!environment.appUrl.isEmpty()) {
        const QString appProblem = addressProblem(environment.appUrl);
        if (!appProblem.isEmpty())
            return appProblem;
    }
    m_environment = environment;
    m_connections.clear(); // nothing kept open from another environment
    qCInfo(lcClient) << "environment" << environment.name << environment.baseUrl.toString();
    return {};
}

void ApiClient::setExtraCaCertificates(const QList<QSslCertificate> &certificates)
{
    m_extraCas = certificates;
    m_connections.clear(); // verified under the old trust
}

void ApiClient::enableDiskCache(const QString &directory)
{
    if (m_network.cache())
        return;
    auto *cache = new QNetworkDiskCache(&m_network);
    cache->setCacheDirectory(directory);
    cache->setMaximumCacheSize(200 * 1024 * 1024);
    m_network.setCache(cache);
}

QNetworkRequest ApiClient::makeRequest(const Environment &environment, const QUrl &url, bool hasBody) const
{
    QNetworkRequest request(url);
    request.setRawHeader("Accept", "application/json");
    if (hasBody)
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setHeader(QNetworkRequest::UserAgentHeader, QByteArrayLiteral("BillingDesk/" BD_VERSION));
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, environment.http2Allowed);
    // Every hop is checked by the job (ApiJob::send): credentials are raw headers, which Qt copies
    // onto a redirected request, so a redirect may only stay on the service's own origin.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::UserVerifiedRedirectPolicy);
    request.setMaximumRedirectsAllowed(5);
    request.setTransferTimeout(m_transferTimeoutMs);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    if (!m_extraCas.isEmpty()) {
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.addCaCertificates(m_extraCas);
        request.setSslConfiguration(tls);
    }
    return request;
}

} // namespace bd::api
