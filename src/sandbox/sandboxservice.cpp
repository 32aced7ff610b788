#include "sandbox/sandboxservice.h"
#include "domain/contactschema.h"

#include "domain/codec.h"
#include "domain/contactcodec.h"
#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"
#include "domain/recordcodec.h"
#include "domain/validation.h"
#include "sandbox/sandboxquery.h"
#include <QLoggingCategory>

namespace bd::sandbox {

namespace {
Q_LOGGING_CATEGORY(lcService, "billingdesk.sandbox.service", QtInfoMsg)
} // namespace

using namespace bd::domain;

QByteArray SandboxStats::toJson() const
{
    json::Writer w;
    w.beginObject();
    w.key(QByteArrayView("requests"));
    w.integer(requests);
    w.key(QByteArrayView("unauthorized"));
    w.integer(unauthorized);
    w.key(QByteArrayView("tokensIssued"));
    w.integer(tokensIssued);
    w.key(QByteArrayView("tokensRefreshed"));
    w.integer(tokensRefreshed);
    w.key(QByteArrayView("lastContactPatchId"));
    w.string(lastContactPatchId);
    w.key(QByteArrayView("lastContactPatchBody"));
    if (lastContactPatchBody.isEmpty())
        w.null();
    else
        w.raw(lastContactPatchBody);
    w.key(QByteArrayView("lastDeleteInvoicesBody"));
    if (lastDeleteInvoicesBody.isEmpty())
        w.null();
    else
        w.raw(lastDeleteInvoicesBody);
    w.key(QByteArrayView("lastDeletedInvoiceIds"));
    w.beginArray();
    for (const QString &id : lastDeletedInvoiceIds)
        w.string(id);
    w.endArray();
    w.endObject();
    return w.take();
}

SandboxService::SandboxService(std::unique_ptr<SandboxData> data, QByteArray apiKeyHeader)
    : m_data(std::move(data)), m_auth(*m_data, std::move(apiKeyHeader))
{}

static bool pathMatches(const QString &path, QStringView prefix, QString *rest)
{
    if (!path.startsWith(prefix))
        return false;
    *rest = path.mid(prefix.size());
    return !rest->isEmpty() && !rest->contains(u'/');
}

SandboxResponse SandboxService::handle(const SandboxRequest &request)
{
    ++m_stats.requests;
    const QByteArray &method = request.method;
    const QString &path = request.path;
    if (path == u"/auth/token")
        return method == "POST" ? issueToken(request) : SandboxResponse::empty(405);
    if (path == u"/auth/refreshToken")
        return method == "POST" ? refreshToken(request) : SandboxResponse::empty(405);

    const AuthOutcome who = m_auth.authenticate(request);
    if (!who.ok()) {
        ++m_stats.unauthorized;
        qCInfo(lcService) << method << path << "401:" << who.failure;
        SandboxResponse r = SandboxResponse::empty(401);
        r.headers.append(qMakePair(QByteArray("WWW-Authenticate"), QByteArray("Bearer realm=\"sandbox\"")));
        return r;
    }
    TenantData &tenant = *who.tenant;
    QString id;
    if (path == u"/tenant" && method == "GET")
        return tenantDetails(tenant);
    if (path == u"/webhook-endpoints" && method == "GET")
        return webhookEndpoints(tenant);
    if (path == u"/catalog/products" && method == "GET")
        return productList(tenant);
    if (pathMatches(path, u"/catalog/products/", &id) && method == "GET")
        return product(tenant, id);
    if (path == u"/api/async/graphql" && (method == "GET" || method == "POST"))
        return query(request, tenant);
    if (path == u"/contacts" && method == "GET")
        return listContacts(tenant, request);
    if (pathMatches(path, u"/contacts/", &id)) {
        if (method == "GET")
            return getContact(tenant, id);
        if (method == "PATCH")
            return patchContact(tenant, id, request, who);
        return SandboxResponse::empty(405);
    }
    if (path == u"/billing/invoices")
        return method == "DELETE" ? deleteInvoices(tenant, request) : SandboxResponse::empty(405);
    return SandboxResponse::empty(404);
}

// ---- authentication endpoints --------------------------------------------------------------

SandboxResponse SandboxService::grant(const SandboxUser &user, bool withTenants)
{
    json::Writer w;
    w.beginObject();
    w.key(QByteArrayView("accessToken"));
    w.string(QString::fromLatin1(m_auth.issue(user, QStringLiteral("access"), m_auth.tokenLifetime())));
    w.key(QByteArrayView("refreshToken"));
    w.string(QString::fromLatin1(m_auth.issue(user, QStringLiteral("refresh"), 7 * 24 * 3600)));
    w.key(QByteArrayView("tokenType"));
    w.string(u"Bearer");
    w.key(QByteArrayView("expiresIn"));
    w.integer(m_auth.tokenLifetime());
    if (withTenants) {
        w.key(QByteArrayView("tenants"));
        w.beginArray();
        for (const QString &tenantId : user.tenantIds) {
            if (const TenantData *t = m_data->tenantById(tenantId)) {
                w.beginObject();
                w.key(QByteArrayView("id"));
                w.string(t->id);
                w.key(QByteArrayView("name"));
                w.string(t->name);
                w.key(QByteArrayView("apiAccessKey"));
                w.string(t->accessKey);
                w.endObject();
            }
        }
        w.endArray();
    }
    w.endObject();
    return SandboxResponse::json(200, w.take());
}

SandboxResponse SandboxService::issueToken(const SandboxRequest &request)
{
    const json::Document doc = json::Document::parse(request.body);
    if (!doc.root().isObject())
        return SandboxResponse::badRequest(
            QStringLiteral("The body must be a JSON object with userName, password and showTenants."));
    QString userName, password;
    bool showTenants = false;
    for (const json::Member &m : json::members(doc.root())) {
        if (m.rawName() == "userName")
            userName = m.value.toString();
        else if (m.rawName() == "password")
            password = m.value.toString();
        else if (m.rawName() == "showTenants")
            showTenants = m.value.toString() == u"true" || m.value.toBool();
    }
    if (userName.isEmpty() || password.isEmpty()) {
        QList<QPair<QString, QString>> errors;
        if (userName.isEmpty())
            errors.append({QStringLiteral("userName"), QStringLiteral("userName is required")});
        if (password.isEmpty())
            errors.append({QStringLiteral("password"), QStringLiteral("password is required")});
        return SandboxResponse::badRequest(QStringLiteral("userName and password are required."), errors);
    }
    const SandboxUser *user = m_data->user(userName);
    if (!user || user->password != password) {
        ++m_stats.unauthorized;
        return SandboxResponse::empty(401);
    }
    ++m_stats.tokensIssued;
    return grant(*user, showTenants);
}

SandboxResponse SandboxService::refreshToken(const SandboxRequest &request)
{
    std::optional<TokenClaims> claims;
    const json::Document doc = json::Document::parse(request.body);
    for (const json::Member &m : json::members(doc.root())) {
        if (m.rawName() == "refreshToken" || m.rawName() == "refresh_token")
            claims = m_auth.verify(m.value.toString().toLatin1(), QStringLiteral("refresh"), false);
    }
    const QByteArray authorization = request.header("authorization");
    if (!claims && authorization.left(7).compare("Bearer ", Qt::CaseInsensitive) == 0) {
        // The current access token, even if just expired, may be exchanged within a grace period.
        claims = m_auth.verify(authorization.mid(7).trimmed(), QStringLiteral("access"), true);
        if (claims && claims->expiresAt.secsTo(m_auth.now()) > 12 * 3600)
            claims.reset();
    }
    const SandboxUser *user = claims ? m_data->user(claims->userName) : nullptr;
    const TenantData *tenant = m_data->tenantByAccessKey(QString::fromUtf8(request.header("apiAccessKey")));
    if (!user || !tenant || !user->tenantIds.contains(tenant->id)) {
        ++m_stats.unauthorized;
        return SandboxResponse::empty(401);
    }
    ++m_stats.tokensRefreshed;
    return grant(*user, false);
}

// ---- read endpoints ------------------------------------------------------------------------

SandboxResponse SandboxService::tenantDetails(const TenantData &tenant)
{
    return SandboxResponse::json(200, encodeRecord(tenant.details));
}

SandboxResponse SandboxService::webhookEndpoints(const TenantData &tenant)
{
    json::Writer w;
    if (tenant.webhooksEnveloped) {
        w.beginObject();
        w.key(QByteArrayView("data"));
    }
    w.beginArray();
    for (const QByteArray &e : tenant.webhookEndpoints)
        w.raw(e);
    w.endArray();
    if (tenant.webhooksEnveloped)
        w.endObject();
    return SandboxResponse::json(200, w.take());
}

SandboxResponse SandboxService::productList(const TenantData &tenant)
{
    return SandboxResponse::json(200, tenant.productListBody);
}

SandboxResponse SandboxService::product(const TenantData &tenant, const QString &id)
{
    if (!isValidProductId(id))
        return SandboxResponse::productError(
            400, QStringLiteral("INVALID_ID"),
            QStringLiteral("Product id '%1' is not a valid record id (15 or 18 alphanumeric characters).")
                .arg(id));
    const ServedProduct *p = tenant.product(id);
    if (!p || !p->served)
        return SandboxResponse::productError(404, QStringLiteral("NOT_FOUND"),
                                             QStringLiteral("No published product with id '%1'.").arg(id));
    return SandboxResponse::json(200, p->raw);
}

namespace {

// The fields each entity has beyond those its records happen to carry (spec §2.1, §2.4, §4.7 and
// the sample data); WebhookEndpoint's fields are not shown, so it has only what its records carry.
QStringList entityFields(const QString &entity)
{
    if (entity == u"Customer")
        return QStringLiteral("id name parentCustomerId").split(u' ');
    if (entity == u"Invoice")
        return QStringLiteral("id invoiceNumber status customerId invoiceDate dueDate totalAmount balance "
                              "currencyIsoCode")
            .split(u' ');
    if (entity == u"Contact") {
        QStringList fields = QStringLiteral("id customerId createdById createdDate lastModifiedById "
                                            "lastModifiedDate taxExempt timezone type website")
                                 .split(u' ');
        for (const ContactFieldSpec &f : ContactSchema)
            fields << QString::fromLatin1(f.name);
        return fields;
    }
    if (entity == u"Product")
        return QStringLiteral("id name sku recordType configurable soldIndependently status publishStatus "
                              "lastPublishedDate lastPublishedById description longDescription imageUrl "
                              "priceModel billingTiming defaultUomId autoRenew defaultSubscriptionTerm "
                              "defaultRenewalTerm evergreen freeTrialType freeTrialUnit taxCode taxMode "
                              "taxCategory bundleTemplate showIncludedProductOptions referenceProductId "
                              "productCategory startDate endDate priceBookEntries productFeatures "
                              "productOptions customFields")
            .split(u' ');
    return {};
}

} // namespace

SandboxResponse SandboxService::query(const SandboxRequest &request, TenantData &tenant)
{
    const json::Document doc = json::Document::parse(request.body);
    QString text;
    QByteArray variables;
    for (const json::Member &m : json::members(doc.root())) {
        if (m.rawName() == "query")
            text = m.value.toString();
        else if (m.rawName() == "variables")
            variables = m.value.raw().toByteArray();
    }
    static const QStringList entities{QStringLiteral("Customer"), QStringLiteral("Contact"),
                                      QStringLiteral("Invoice"), QStringLiteral("Product"),
                                      QStringLiteral("WebhookEndpoint")};
    const auto source = [&tenant](const QString &entity) -> std::optional<QueryEntity> {
        if (!entities.contains(entity))
            return std::nullopt;
        QueryEntity e{entityFields(entity), {}};
        if (entity == u"Customer") {
            e.records = tenant.customers;
        } else if (entity == u"Invoice") {
            e.records = tenant.invoices;
        } else if (entity == u"Contact") {
            for (const Contact &c : std::as_const(tenant.contacts))
                e.records.append(decodeJson<JsonFields>(encodeJson(c)).value);
        } else if (entity == u"Product") {
            for (const ServedProduct &p : std::as_const(tenant.products)) {
                if (p.served)
                    e.records.append(decodeJson<JsonFields>(p.raw).value);
            }
        } else {
            for (const QByteArray &raw : std::as_const(tenant.webhookEndpoints)) {
                const auto decoded = decodeJson<JsonFields>(raw);
                if (decoded.ok && decoded.problems.isEmpty())
                    e.records.append(decoded.value);
            }
        }
        return e;
    };
    const QueryResult result = runQuery(text, variables, entities, source);
    return SandboxResponse::json(result.syntaxError ? 400 : 200, result.body);
}

} // namespace bd::sandbox
