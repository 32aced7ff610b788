#include "sandbox/sandboxreceived.h"

#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"
#include "sandbox/sandboxauth.h"
#include "sandbox/sandboxdata.h"

#include <QStringDecoder>

#include <algorithm>

namespace bd::sandbox {

namespace {

bool isCredentialHeader(const QByteArray &name, const SandboxAuth &auth)
{
    for (QByteArrayView secret : {QByteArrayView("authorization"), QByteArrayView("proxy-authorization"),
                                  QByteArrayView("cookie"), QByteArrayView("apiaccesskey"),
                                  QByteArrayView("svc-api-key"), QByteArrayView(auth.apiKeyHeader())}) {
        if (name.compare(secret, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

// Replaces the values of secret members of a JSON object body in place, keeping every other
// byte as sent. A body that is not a JSON object cannot be searched and is not kept at all.
QByteArray redactAuthBody(const QByteArray &body)
{
    if (body.trimmed().isEmpty())
        return body;
    const json::Document doc = json::Document::parse(body);
    if (!doc.root().isObject())
        return QByteArrayLiteral("<redacted: not a JSON object>");
    QList<std::pair<qsizetype, qsizetype>> spans; // offset, length in doc.text()
    for (const json::Member &m : json::members(doc.root())) {
        const QByteArrayView name = m.rawName();
        if (name == "password" || name == "refreshToken" || name == "refresh_token" ||
            name == "accessToken" || name == "access_token" || name == "token") {
            const QByteArrayView raw = m.value.raw();
            spans.append({raw.data() - doc.text().constData(), raw.size()});
        }
    }
    QByteArray out = doc.text();
    std::sort(spans.begin(), spans.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    for (const auto &[offset, length] : std::as_const(spans))
        out.replace(offset, length, "\"<redacted>\"");
    return out;
}

QString tenantOr(const TenantData *tenant, const QByteArray &value)
{
    if (value.isEmpty())
        return {};
    return tenant ? tenant->id : QStringLiteral("unknown");
}

void writeStringOrNull(json::Writer &w, QByteArrayView key, const QString &value)
{
    w.key(key);
    if (value.isEmpty())
        w.null();
    else
        w.string(value);
}

} // namespace

qint64 ReceivedLog::record(const SandboxRequest &request, const SandboxAuth &auth, SandboxData &data)
{
    ReceivedRequest r;
    r.sequence = m_next++;
    r.receivedAt = QDateTime::currentDateTimeUtc();
    r.method = request.method;
    r.path = request.path;
    r.query = request.query.query(QUrl::FullyEncoded);
    for (const auto &[name, value] : request.headers)
        r.headers.append({name, isCredentialHeader(name, auth) ? QByteArrayLiteral("<redacted>") : value});
    r.body = request.path.startsWith(u"/auth/") ? redactAuthBody(request.body) : request.body;

    QByteArray apiKey = request.header(auth.apiKeyHeader());
    if (apiKey.isEmpty())
        apiKey = request.header("svc-api-key");
    r.apiKeyTenant = tenantOr(data.tenantByApiKey(QString::fromUtf8(apiKey)), apiKey);
    const QByteArray accessKey = request.header("apiAccessKey");
    r.accessKeyTenant = tenantOr(data.tenantByAccessKey(QString::fromUtf8(accessKey)), accessKey);
    const QByteArray authorization = request.header("authorization").trimmed();
    r.authorizationScheme = authorization.left(authorization.indexOf(' ') < 0 ? authorization.size()
                                                                              : authorization.indexOf(' '));
    const QByteArray credential = authorization.mid(r.authorizationScheme.size()).trimmed();
    if (r.authorizationScheme.compare("Bearer", Qt::CaseInsensitive) == 0) {
        if (const auto claims = auth.verify(credential, QStringLiteral("access"), true))
            r.user = claims->userName;
    } else if (r.authorizationScheme.compare("Basic", Qt::CaseInsensitive) == 0) {
        // Only a name the sandbox knows is kept: a password typed into the name field is not.
        const QByteArray decoded = QByteArray::fromBase64(credential);
        const QString name = QString::fromUtf8(decoded.left(qMax<qsizetype>(decoded.indexOf(':'), 0)));
        if (const SandboxUser *user = data.user(name))
            r.user = user->userName;
    }

    m_requests.append(std::move(r));
    if (m_requests.size() > Capacity)
        m_requests.remove(0, m_requests.size() - Capacity);
    return m_requests.constLast().sequence;
}

void ReceivedLog::answered(qint64 sequence, int status, const QString &fault)
{
    for (auto it = m_requests.rbegin(); it != m_requests.rend(); ++it) {
        if (it->sequence == sequence) {
            it->status = status;
            it->fault = fault;
            return;
        }
    }
}

QByteArray ReceivedRequest::toJson() const
{
    json::Writer w;
    w.beginObject();
    w.key(QByteArrayView("sequence"));
    w.integer(sequence);
    w.key(QByteArrayView("receivedAt"));
    w.string(receivedAt.toString(Qt::ISODateWithMs));
    w.key(QByteArrayView("method"));
    w.string(QString::fromLatin1(method));
    w.key(QByteArrayView("path"));
    w.string(path);
    w.key(QByteArrayView("query"));
    w.string(query);
    w.key(QByteArrayView("headers"));
    w.beginArray();
    for (const auto &[name, value] : headers) {
        w.beginObject();
        w.key(QByteArrayView("name"));
        w.string(QString::fromLatin1(name));
        w.key(QByteArrayView("value"));
        w.string(QString::fromUtf8(value));
        w.endObject();
    }
    w.endArray();
    // The body as text when it is UTF-8 (nearly always), otherwise base64.
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = utf8(body);
    w.key(QByteArrayView("body"));
    if (utf8.hasError()) {
        w.null();
        w.key(QByteArrayView("bodyBase64"));
        w.string(QString::fromLatin1(body.toBase64()));
    } else {
        w.string(text);
    }
    w.key(QByteArrayView("credentials"));
    w.beginObject();
    writeStringOrNull(w, "apiKey", apiKeyTenant);
    writeStringOrNull(w, "apiAccessKey", accessKeyTenant);
    writeStringOrNull(w, "authorization", QString::fromLatin1(authorizationScheme));
    writeStringOrNull(w, "user", user);
    w.endObject();
    w.key(QByteArrayView("status"));
    w.integer(status);
    writeStringOrNull(w, "fault", fault);
    w.endObject();
    return w.take();
}

QByteArray ReceivedLog::toJson(qint64 sinceSequence, const QString &pathPrefix) const
{
    json::Writer w;
    w.beginObject();
    w.key(QByteArrayView("requests"));
    w.beginArray();
    for (const ReceivedRequest &r : m_requests) {
        if (r.sequence > sinceSequence && r.path.startsWith(pathPrefix))
            w.raw(r.toJson());
    }
    w.endArray();
    w.key(QByteArrayView("capacity"));
    w.integer(Capacity);
    w.endObject();
    return w.take();
}

} // namespace bd::sandbox
