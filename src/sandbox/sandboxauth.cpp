#include "sandbox/sandboxauth.h"

#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"

#include <QMessageAuthenticationCode>
#include <QRandomGenerator>
#include <QTimeZone>

namespace bd::sandbox {

static constexpr auto Base64Url = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;

SandboxAuth::SandboxAuth(SandboxData &data, QByteArray apiKeyHeader)
    : m_data(data), m_apiKeyHeader(std::move(apiKeyHeader))
{
    m_secret.resize(32);
    QRandomGenerator::system()->generate(reinterpret_cast<quint32 *>(m_secret.data()),
                                         reinterpret_cast<quint32 *>(m_secret.data() + m_secret.size()));
}

QByteArray SandboxAuth::sign(QByteArrayView signingInput) const
{
    return QMessageAuthenticationCode::hash(signingInput.toByteArray(), m_secret, QCryptographicHash::Sha256)
        .toBase64(Base64Url);
}

QByteArray SandboxAuth::issue(const SandboxUser &user, const QString &type, int lifetimeSeconds)
{
    const qint64 now = m_clock->nowUtc().toSecsSinceEpoch();
    json::Writer payload;
    payload.beginObject();
    payload.key(QByteArrayView("sub"));
    payload.string(user.userName);
    payload.key(QByteArrayView("uid"));
    payload.string(user.id);
    payload.key(QByteArrayView("typ"));
    payload.string(type);
    payload.key(QByteArrayView("iat"));
    payload.integer(now);
    payload.key(QByteArrayView("exp"));
    payload.integer(now + lifetimeSeconds);
    payload.key(QByteArrayView("jti"));
    payload.integer(qint64(++m_serial));
    payload.endObject();
    const QByteArray input = QByteArray(R"({"alg":"HS256","typ":"JWT"})").toBase64(Base64Url) + '.' +
                             payload.data().toBase64(Base64Url);
    return input + '.' + sign(input);
}

std::optional<TokenClaims> SandboxAuth::verify(QByteArrayView token, const QString &type,
                                               bool allowExpired) const
{
    const qsizetype lastDot = token.lastIndexOf('.');
    const qsizetype firstDot = token.indexOf('.');
    if (firstDot <= 0 || lastDot <= firstDot)
        return std::nullopt;
    const QByteArrayView input = token.first(lastDot);
    if (sign(input) != token.sliced(lastDot + 1))
        return std::nullopt;
    const auto payload = QByteArray::fromBase64Encoding(
        token.sliced(firstDot + 1, lastDot - firstDot - 1).toByteArray(), Base64Url);
    if (!payload)
        return std::nullopt;
    const json::Document doc = json::Document::parse(*payload);
    TokenClaims claims;
    for (const json::Member &m : json::members(doc.root())) {
        qint64 exp = 0;
        if (m.rawName() == "sub")
            claims.userName = m.value.toString();
        else if (m.rawName() == "typ")
            claims.type = m.value.toString();
        else if (m.rawName() == "exp" && m.value.toInt64(&exp))
            // toUTC(): a Qt::UTC date-time on Qt 6.4 too, where QTimeZone::utc() gives Qt::TimeZone.
            claims.expiresAt = QDateTime::fromSecsSinceEpoch(exp, QTimeZone::utc()).toUTC();
    }
    if (claims.type != type || !claims.expiresAt.isValid())
        return std::nullopt;
    if (!allowExpired && claims.expiresAt <= m_clock->nowUtc())
        return std::nullopt;
    return claims;
}

AuthOutcome SandboxAuth::authenticate(const SandboxRequest &request) const
{
    AuthOutcome out;
    const QByteArray apiKey = request.header(m_apiKeyHeader);
    if (!apiKey.isEmpty()) {
        out.method = "api-key";
        out.tenant = m_data.tenantByApiKey(QString::fromUtf8(apiKey));
        if (!out.tenant)
            out.failure = QStringLiteral("unknown API key");
        return out;
    }
    const QByteArray authorization = request.header("authorization");
    const QByteArray scheme =
        authorization.left(authorization.indexOf(' ')).toLower(); // case-insensitive (RFC 7235)
    const SandboxUser *user = nullptr;
    if (scheme == "bearer") {
        out.method = "bearer";
        const auto claims = verify(authorization.mid(7).trimmed(), QStringLiteral("access"), false);
        if (!claims) {
            out.failure = QStringLiteral("invalid or expired bearer token");
            return out;
        }
        user = m_data.user(claims->userName);
    } else if (scheme == "basic") {
        out.method = "basic";
        const QByteArray decoded = QByteArray::fromBase64(authorization.mid(6).trimmed());
        const qsizetype colon = decoded.indexOf(':');
        const SandboxUser *candidate =
            colon > 0 ? m_data.user(QString::fromUtf8(decoded.left(colon))) : nullptr;
        if (candidate && candidate->password == QString::fromUtf8(decoded.mid(colon + 1)))
            user = candidate;
        if (!user) {
            out.failure = QStringLiteral("wrong user name or password");
            return out;
        }
    } else {
        out.failure = QStringLiteral("no credentials");
        return out;
    }
    if (!user) {
        out.failure = QStringLiteral("unknown user");
        return out;
    }
    TenantData *tenant = m_data.tenantByAccessKey(QString::fromUtf8(request.header("apiAccessKey")));
    if (!tenant || !user->tenantIds.contains(tenant->id)) {
        out.failure =
            QStringLiteral("apiAccessKey missing, wrong, or of a tenant the user does not belong to");
        return out;
    }
    out.user = user;
    out.tenant = tenant;
    return out;
}

} // namespace bd::sandbox
