#pragma once

// Token grants and tenants (spec §5; shapes not shown, see DESIGN.md): several common spellings
// are accepted. Access keys and tokens are secrets: never log or persist them outside the keychain.

#include "domain/codec.h"

#include <QDateTime>

#include <optional>

namespace bd::domain {

constexpr int DefaultTokenLifetimeSeconds = 15 * 60;

struct Tenant
{
    QString id;
    QString name;
    QString accessKey; // secret
    JsonFields extra;
};

struct TokenGrant
{
    QString accessToken;  // secret
    QString refreshToken; // secret, may be empty
    QString tokenType;
    QDateTime expiresAt; // UTC
    enum class ExpirySource : quint8 { TokenClaim, Response, Default } expirySource = ExpirySource::Default;
    QList<Tenant> tenants;
};

// Reads a token response. `now` anchors relative lifetimes (expiresIn) and the 15-minute default.
Decoded<TokenGrant> decodeTokenGrant(const QByteArray &text, const QDateTime &now);

// The `exp` claim of a JWT, if the token is a JWT carrying one. The signature is not checked:
// the client only uses it to schedule a refresh.
std::optional<QDateTime> jwtExpiry(QStringView token);

// base64(user:password), the standard Basic token (spec: construction not shown).
QByteArray basicToken(QStringView userName, QStringView password);

} // namespace bd::domain

Q_DECLARE_METATYPE(bd::domain::Tenant)
