#pragma once

// "Copy as curl": a request as a POSIX shell command line someone can paste into a terminal, run
// on another computer or put in a ticket. Every secret is a reference to an environment variable,
// never its value: BILLING_DESK_API_KEY (the API key), BILLING_DESK_TENANT_KEY (apiAccessKey),
// BILLING_DESK_ACCESS_TOKEN (a bearer token), BILLING_DESK_USER and BILLING_DESK_PASSWORD (Basic,
// encoded by the command the way domain::basicToken does). A first comment line says which ones
// to set. The other headers are the ones the client sends (Accept, Content-Type, User-Agent,
// Accept-Encoding); curl adds Host and Content-Length as the client does.
//
// Quoting: every literal part is in single quotes (a ' inside becomes '\''), so no text of any
// kind is interpreted by the shell; only a header value that refers to a variable is in double
// quotes, and holds nothing but the variable references. Lines end in " \".

#include "api/account.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrl>

namespace bd::api {

// `verb` `url` with `body` (sent as Content-Type: application/json when not empty, as the client
// does), the account's credentials as variables, then `extraHeaders`, written out literally:
// never pass a secret in them (they cannot replace the account's headers). A GET with a body is
// sent as a GET (-X GET with --data-raw). User information in `url` is left out (the client
// never sends it). A body that is not UTF-8 text, or holds control characters other than line
// feeds (which a terminal would not paste faithfully), is written as printf escapes piped in.
// A body over 128 KiB does not fit in one command-line argument on Linux (MAX_ARG_STRLEN).
QString curlCommand(const Account &account, const QByteArray &verb, const QUrl &url, const QByteArray &body,
                    const QList<QPair<QByteArray, QByteArray>> &extraHeaders = {});

// The request a QueryJob for `query` and `variablesJson` sends (same address, headers and body
// bytes). Empty when the job would send nothing: no query, variables that are not a JSON object,
// or an address the client refuses.
QString queryCurlCommand(const Account &account, const QString &query, const QByteArray &variablesJson);

} // namespace bd::api
