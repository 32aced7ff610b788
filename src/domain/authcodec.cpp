#include "domain/authcodec.h"

#include <QCoreApplication>
#include <QTimeZone>

namespace bd::domain {

namespace {

bool keyIn(QByteArrayView key, std::initializer_list<const char *> names)
{
    for (const char *n : names) {
        if (key == QByteArrayView(n))
            return true;
    }
    return false;
}

QString stringOrNumber(json::Value v)
{
    if (v.isString())
        return v.toString();
    if (v.isNumber())
        return QString::fromUtf8(v.raw());
    return {};
}

Tenant readTenant(json::Value v, DecodeContext &ctx)
{
    Tenant t;
    if (!v.isObject()) {
        reportWrongType(ctx, QT_TRANSLATE_NOOP("bd::domain", "a tenant object"), v);
        return t;
    }
    for (const json::Member &m : json::members(v)) {
        const QByteArrayView key = m.rawName();
        if (keyIn(key, {"id", "tenantId", "tenant_id", "entityId"}))
            t.id = stringOrNumber(m.value);
        else if (keyIn(key, {"name", "tenantName", "tenant_name", "displayName", "display_name"}))
            t.name = stringOrNumber(m.value);
        else if (keyIn(key, {"apiAccessKey", "accessKey", "access_key", "tenantAccessKey", "api_access_key",
                             "key"}))
            t.accessKey = stringOrNumber(m.value);
        else
            t.extra.append(m.name(), m.value.raw().toByteArray());
    }
    if (t.name.isEmpty())
        t.name = t.id;
    return t;
}

std::optional<QDateTime> readInstant(json::Value v)
{
    if (v.isNumber()) {
        const double seconds = v.toDouble();
        // Values in milliseconds are common too; anything past year 5000 in seconds is ms.
        const qint64 ms = seconds > 95617584000.0 ? qint64(seconds) : qint64(seconds * 1000.0);
        // toUTC(): QTimeZone::utc() alone gives a Qt::TimeZone date-time on Qt 6.4 (ISO text
        // "+00:00", not "Z"); the Qt::UTC overloads are deprecated from Qt 6.8.
        return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc()).toUTC();
    }
    if (v.isString()) {
        const QDateTime dt = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
        if (dt.isValid())
            return dt.toUTC();
    }
    return std::nullopt;
}

} // namespace

Decoded<TokenGrant> decodeTokenGrant(const QByteArray &text, const QDateTime &now)
{
    Decoded<TokenGrant> out;
    const std::optional<json::Document> parsed = parseOrReport(text, out.problems);
    if (!parsed)
        return out;
    const json::Document &doc = *parsed;
    DecodeContext ctx;
    json::Value root = doc.root();
    if (!root.isObject()) {
        reportWrongType(ctx, QT_TRANSLATE_NOOP("bd::domain", "an object"), root);
        out.problems = ctx.takeProblems();
        return out;
    }
    TokenGrant &g = out.value;
    std::optional<qint64> expiresIn;
    std::optional<QDateTime> expiresAt;
    const auto readMembers = [&](json::Value object, auto &self) -> void {
        for (const json::Member &m : json::members(object)) {
            const QByteArrayView key = m.rawName();
            DecodeContext::Scope scope(ctx, key);
            if (keyIn(key, {"accessToken", "access_token", "token", "jwt", "idToken"})) {
                Codec<QString>::read(m.value, g.accessToken, ctx);
            } else if (keyIn(key, {"refreshToken", "refresh_token"})) {
                Codec<QString>::read(m.value, g.refreshToken, ctx);
            } else if (keyIn(key, {"tokenType", "token_type"})) {
                Codec<QString>::read(m.value, g.tokenType, ctx);
            } else if (keyIn(key, {"expiresIn", "expires_in", "expiresInSeconds"})) {
                qint64 seconds = 0;
                if (m.value.isString() && (seconds = m.value.toString().toLongLong()) > 0)
                    expiresIn = seconds;
                else if (Codec<qint64>::read(m.value, seconds, ctx))
                    expiresIn = seconds;
            } else if (keyIn(key, {"expiresAt", "expires_at", "expiry", "expiration"})) {
                expiresAt = readInstant(m.value);
            } else if (keyIn(key, {"tenants", "tenantList", "tenant_list", "userTenants"}) &&
                       m.value.isArray()) {
                qsizetype i = 0;
                for (json::Value t : m.value) {
                    DecodeContext::Scope inner(ctx, i++);
                    g.tenants.append(readTenant(t, ctx));
                }
            } else if (key == "data" && m.value.isObject()) {
                self(m.value, self);
            }
        }
    };
    readMembers(root, readMembers);
    if (g.accessToken.isEmpty()) {
        reportMissing(ctx, "accessToken");
        out.problems = ctx.takeProblems();
        return out;
    }
    if (const auto claim = jwtExpiry(g.accessToken)) {
        g.expiresAt = *claim;
        g.expirySource = TokenGrant::ExpirySource::TokenClaim;
    } else if (expiresAt) {
        g.expiresAt = *expiresAt;
        g.expirySource = TokenGrant::ExpirySource::Response;
    } else if (expiresIn) {
        g.expiresAt = now.toUTC().addSecs(*expiresIn);
        g.expirySource = TokenGrant::ExpirySource::Response;
    } else {
        g.expiresAt = now.toUTC().addSecs(DefaultTokenLifetimeSeconds);
        g.expirySource = TokenGrant::ExpirySource::Default;
    }
    out.ok = true;
    out.problems = ctx.takeProblems();
    return out;
}

std::optional<QDateTime> jwtExpiry(QStringView token)
{
    const QList<QStringView> parts = token.split(u'.');
    if (parts.size() != 3)
        return std::nullopt;
    const auto decoded = QByteArray::fromBase64Encoding(
        parts.at(1).toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals |
                                    QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return std::nullopt;
    const json::Document doc = json::Document::parse(*decoded);
    if (!doc.root().isObject())
        return std::nullopt;
    for (const json::Member &m : json::members(doc.root())) {
        qint64 exp = 0;
        if (m.rawName() == "exp" && m.value.isNumber()) {
            if (!m.value.toInt64(&exp))
                exp = qint64(m.value.toDouble());
            return QDateTime::fromSecsSinceEpoch(exp, QTimeZone::utc()).toUTC(); // as in readInstant
        }
    }
    return std::nullopt;
}

} // namespace bd::domain
