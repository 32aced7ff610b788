#pragma once

// Reading token responses (spec §5; field names not shown, see DESIGN.md): several common
// spellings are accepted, and the JWT's own expiry is preferred.

#include "domain/auth.h"
#include "domain/codec.h"

#include <optional>

namespace bd::domain {

// Reads a token response. `now` anchors relative lifetimes (expiresIn) and the 15-minute default.
Decoded<TokenGrant> decodeTokenGrant(const QByteArray &text, const QDateTime &now);

// The `exp` claim of a JWT, if the token is a JWT carrying one. The signature is not checked:
// the client only uses it to schedule a refresh.
std::optional<QDateTime> jwtExpiry(QStringView token);

} // namespace bd::domain
