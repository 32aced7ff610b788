#pragma once

// Token grants and tenants (spec §5; shapes not shown, see DESIGN.md): several common spellings
// are accepted. Access keys and tokens are secrets: never log or persist them outside the keychain.

#include "domain/jsonfields.h"

#include <QDateTime>
#include <QList>
#include <QMetaType>

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

// base64(user:password), the standard Basic token (spec: construction not shown).
QByteArray basicToken(QStringView userName, QStringView password);

} // namespace bd::domain

Q_DECLARE_METATYPE(bd::domain::Tenant)
