#include "api/curlcommand.h"

#include "api/queryjob.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cctype>

namespace bd::api {

namespace {

// Names of the variables the command reads. The first three are the ones both programs already
// read their secrets from (signinoptions.h), so one setup serves the programs and the command.
constexpr auto ApiKeyVar = "BILLING_DESK_API_KEY";
constexpr auto PasswordVar = "BILLING_DESK_PASSWORD";
constexpr auto TenantKeyVar = "BILLING_DESK_TENANT_KEY";
constexpr auto AccessTokenVar = "BILLING_DESK_ACCESS_TOKEN";
constexpr auto UserVar = "BILLING_DESK_USER";

// Any text as one shell word: single quotes keep everything literal, even line feeds; a single
// quote closes the quotes, is escaped, and opens them again.
QString quoted(QStringView text)
{
    QString out = QStringLiteral("'");
    for (const QChar c : text) {
        if (c == u'\'')
            out += QStringLiteral("'\\''");
        else
            out += c;
    }
    return out + u'\'';
}

QString quoted(const QByteArray &bytes)
{
    return quoted(QString::fromUtf8(bytes));
}

// A method as written: bare when it is a plain word (GET), quoted otherwise.
QString word(const QByteArray &token)
{
    bool plain = !token.isEmpty();
    for (const char c : token)
        plain = plain && std::isalpha(static_cast<unsigned char>(c));
    return plain ? QString::fromLatin1(token) : quoted(token);
}

// Text for a comment line: a line feed (or any control character) in it would end the comment
// and make the rest a command.
QString commentSafe(QString text)
{
    for (QChar &c : text) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            c = u' ';
    }
    return text;
}

// A header whose value refers to variables: in double quotes, which expand $VAR and $(...). The
// header's name (an environment's setting) is written literally before them, in single quotes
// unless it is a plain name, so no character of it can expand either (not even bash's ! history
// expansion, which double quotes do not stop).
QString variableHeader(const QByteArray &name, const QString &valueWithVariables)
{
    bool plain = !name.isEmpty();
    for (const char c : name)
        plain = plain && (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.');
    if (plain)
        return QStringLiteral("-H \"%1: %2\"").arg(QString::fromLatin1(name), valueWithVariables);
    return QStringLiteral("-H %1\"%2\"").arg(quoted(name + ": "), valueWithVariables);
}

QString literalHeader(const QByteArray &name, const QByteArray &value)
{
    // curl drops a header given as "Name:"; "Name;" sends it with an empty value.
    return QStringLiteral("-H ") + quoted(value.isEmpty() ? name + ';' : name + ": " + value);
}

// True when the body can be written literally: UTF-8 text whose only control character is the
// line feed (a pasted tab may complete a file name, a pasted carriage return becomes a line feed).
bool pastesFaithfully(const QByteArray &body)
{
    if (QString::fromUtf8(body).toUtf8() != body)
        return false;
    for (const char c : body) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && u != '\n') || u == 0x7f)
            return false;
    }
    return true;
}

// A printf format that prints `body` byte for byte: printable ASCII as is (% and \ doubled), every
// other byte as an octal escape. POSIX printf understands both.
QString printfFormat(const QByteArray &body)
{
    QString out;
    for (const char c : body) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '%')
            out += QStringLiteral("%%");
        else if (c == '\\')
            out += QStringLiteral("\\\\");
        else if (u >= 0x20 && u < 0x7f)
            out += QLatin1Char(c);
        else
            out += QStringLiteral("\\%1").arg(u, 3, 8, QLatin1Char('0'));
    }
    return out;
}

struct Header
{
    QByteArray name;
    QString argument; // the -H argument as written
};

// Adds or replaces (names are case-insensitive), as QNetworkRequest::setRawHeader does.
void setHeader(QList<Header> &headers, const QByteArray &name, const QString &argument)
{
    for (Header &h : headers) {
        if (h.name.compare(name, Qt::CaseInsensitive) == 0) {
            h.argument = argument;
            return;
        }
    }
    headers.append({name, argument});
}

// Account::authorize, with variables in place of the secrets; the variables it reads go to `vars`.
void authorize(const Account &account, QList<Header> &headers, QStringList &vars)
{
    const auto ref = [&vars](const char *name) {
        vars << QString::fromLatin1(name);
        return QStringLiteral("$") + QString::fromLatin1(name);
    };
    switch (account.method()) {
    case AuthMethod::None: return;
    case AuthMethod::ApiKey:
        setHeader(headers, account.environment().apiKeyHeader,
                  variableHeader(account.environment().apiKeyHeader, ref(ApiKeyVar)));
        return;
    case AuthMethod::Bearer:
        setHeader(headers, "Authorization",
                  variableHeader("Authorization", QStringLiteral("Bearer ") + ref(AccessTokenVar)));
        break;
    case AuthMethod::Basic: {
        // domain::basicToken: base64 of the UTF-8 bytes of "user:password", on one line. The user
        // name is not a secret, but it is a variable too: written into this double-quoted value it
        // could expand (a $ or a ` in it) or trip bash's history expansion (a !); the comment line
        // names it instead, in single quotes. base64 | tr (not base64 -w0) also works on macOS.
        const QString user = ref(UserVar);
        const QString password = ref(PasswordVar);
        setHeader(
            headers, "Authorization",
            variableHeader("Authorization",
                           QStringLiteral("Basic $(printf '%s:%s' \"%1\" \"%2\" | base64 | tr -d '\\n')")
                               .arg(user, password)));
        break;
    }
    }
    // No key: none is sent (Account::authorize), and the service answers 401.
    if (account.hasTenantKey())
        setHeader(headers, "apiAccessKey", variableHeader("apiAccessKey", ref(TenantKeyVar)));
}

QStringList commentLines(const Account &account, const QStringList &vars)
{
    QStringList lines;
    if (vars.isEmpty())
        return lines;
    //: A comment line above a curl command; %1 lists environment variable names.
    lines << QCoreApplication::translate("bd::api", "Set %1 before running.")
                 .arg(QLocale().createSeparatedList(vars));
    if (account.method() == AuthMethod::Basic && !account.userName().isEmpty()) {
        //: A comment line above a curl command; %1 is a variable name, %2 a quoted user name.
        lines << QCoreApplication::translate("bd::api", "%1 is the user name, here %2.")
                     .arg(QString::fromLatin1(UserVar), quoted(account.userName()));
    } else if (account.method() == AuthMethod::Bearer) {
        //: A comment line above a curl command; %1 is a variable name.
        lines << QCoreApplication::translate("bd::api",
                                             "%1 is an access token; tokens expire after 15 minutes.")
                     .arg(QString::fromLatin1(AccessTokenVar));
    }
    for (QString &line : lines)
        line = QStringLiteral("# ") + commentSafe(line);
    return lines;
}

} // namespace

QString curlCommand(const Account &account, const QByteArray &verb, const QUrl &url, const QByteArray &body,
                    const QList<QPair<QByteArray, QByteArray>> &extraHeaders)
{
    // The headers ApiClient::makeRequest sets, in its order.
    QList<Header> headers;
    setHeader(headers, "Accept", literalHeader("Accept", "application/json"));
    if (!body.isEmpty())
        setHeader(headers, "Content-Type", literalHeader("Content-Type", "application/json"));
    setHeader(headers, "User-Agent", literalHeader("User-Agent", "BillingDesk/" BD_VERSION));
    for (const auto &[name, value] : extraHeaders)
        setHeader(headers, name, literalHeader(name, value));
    QStringList vars;
    authorize(account, headers, vars); // after the others: they cannot replace a credential

    const QString address = url.adjusted(QUrl::RemoveUserInfo).toString(QUrl::FullyEncoded);
    const bool literalBody = body.isEmpty() || pastesFaithfully(body);

    QStringList lines = commentLines(account, vars);
    const qsizetype comments = lines.size();
    if (!literalBody)
        lines << QStringLiteral("printf %1 |").arg(quoted(printfFormat(body)));
    QString first = QStringLiteral("curl");
    if (verb == "HEAD" && body.isEmpty())
        first += QStringLiteral(" --head");
    else if (verb != "GET" || !body.isEmpty()) // with a body curl would send POST unless told
        first += QStringLiteral(" -X ") + word(verb);
    // [ ] { } in an address are curl's globbing patterns unless turned off.
    if (address.contains(u'[') || address.contains(u'{'))
        first += QStringLiteral(" --globoff");
    lines << first + u' ' + quoted(address);
    for (const Header &h : headers)
        lines << QStringLiteral("  ") + h.argument;
    // BoundedReply asks for gzip or deflate; --compressed has curl unpack what comes.
    lines << QStringLiteral("  ") + literalHeader("Accept-Encoding", "gzip, deflate") +
                 QStringLiteral(" --compressed");
    if (!body.isEmpty()) {
        lines << QStringLiteral("  ") + (literalBody ? QStringLiteral("--data-raw ") + quoted(body)
                                                     : QStringLiteral("--data-binary @-"));
    }
    // Continuations join the command's lines, not the comments before it.
    QString text;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        text += lines[i];
        if (i + 1 < lines.size())
            text += i >= comments ? QStringLiteral(" \\\n") : QStringLiteral("\n");
    }
    return text + u'\n';
}

QString queryCurlCommand(const Account &account, const QString &query, const QByteArray &variablesJson)
{
    bool variablesOk = true;
    const QByteArray body = QueryJob::requestBody(query, variablesJson, &variablesOk);
    const QUrl base = account.environment().queryBaseUrl();
    if (!variablesOk || query.trimmed().isEmpty() || !addressProblem(base).isEmpty())
        return {}; // QueryJob refuses to send
    return curlCommand(account, "GET", endpointUrl(base, QueryJob::path()), body);
}

} // namespace bd::api
