#include "sandbox/sandboxdata.h"
#include "sandbox/invoicegenerator.h"
#include "sandbox/productgenerator.h"

#include "domain/codec.h"
#include "domain/contactcodec.h"
#include "domain/json/jsonwriter.h"
#include "domain/productcodec.h"

#include <QCryptographicHash>
#include <QFile>
#include <QLoggingCategory>

namespace bd::sandbox {

namespace {
Q_LOGGING_CATEGORY(lcData, "billingdesk.sandbox", QtInfoMsg)
} // namespace

using namespace bd::domain;

const ServedProduct *TenantData::product(const QString &productId) const
{
    const auto it = productIndex.constFind(productId);
    return it == productIndex.cend() ? nullptr : &products.at(*it);
}

Contact *TenantData::contact(const QString &contactId)
{
    for (Contact &c : contacts) {
        if (c.info.id.valueOr({}) == contactId)
            return &c;
    }
    return nullptr;
}

void TenantData::rebuildProductList()
{
    productIndex.clear();
    qsizetype size = 2;
    for (qsizetype i = 0; i < products.size(); ++i) {
        productIndex.insert(products.at(i).id, i);
        if (products.at(i).served)
            size += products.at(i).raw.size() + 1;
    }
    productListBody.clear();
    productListBody.reserve(size);
    productListBody.append('[');
    bool first = true;
    for (const ServedProduct &p : std::as_const(products)) {
        if (!p.served)
            continue;
        if (!first)
            productListBody.append(',');
        first = false;
        productListBody.append(p.raw);
    }
    productListBody.append(']');
}

namespace {

bool readJson(const QString &path, json::Document *doc, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(path, f.errorString());
        return false;
    }
    json::ParseError parseError;
    *doc = json::Document::parse(f.readAll(), &parseError);
    if (!doc->isValid()) {
        *error = QStringLiteral("%1 is not valid JSON: %2").arg(path, parseError.toString());
        return false;
    }
    return true;
}

QString stableUserId(const QString &userName)
{
    const QByteArray hash =
        QCryptographicHash::hash(userName.toUtf8(), QCryptographicHash::Sha256).toHex().toUpper();
    return QStringLiteral("005") + QString::fromLatin1(hash.left(15));
}

bool isServed(const JsonFields &fields)
{
    return fields.text(u"status") == u"Active" && fields.text(u"publishStatus") == u"Published";
}

template <typename T> bool decodeFile(const QString &path, T *out, QString *error)
{
    json::Document doc;
    if (!readJson(path, &doc, error))
        return false;
    auto decoded = decodeValue<T>(doc.root());
    if (!decoded.ok || !decoded.problems.isEmpty()) {
        *error = QStringLiteral("%1: %2").arg(path, decoded.problems.value(0).toString());
        return false;
    }
    *out = std::move(decoded.value);
    return true;
}

// Spec §2.6: only active prices are shown. Inactive price book entries are left out of what
// the sandbox serves; everything else keeps its exact text.
QByteArray servedJson(json::Value product)
{
    bool anyInactive = false;
    for (const json::Member &m : json::members(product)) {
        if (m.rawName() != "priceBookEntries")
            continue;
        for (json::Value entry : m.value) {
            for (const json::Member &f : json::members(entry))
                anyInactive =
                    anyInactive || (f.rawName() == "active" && f.value.isBool() && !f.value.toBool());
        }
    }
    if (!anyInactive)
        return product.raw().toByteArray();
    Product p = decodeValue<Product>(product).value;
    QList<PriceBookEntry> active;
    for (const PriceBookEntry &e : p.priceBookEntries.value()) {
        if (e.active.valueOr(true))
            active.append(e);
    }
    p.priceBookEntries.set(active);
    return encodeJson(p);
}

// A bare array, or {"data": [...]} (then served enveloped too); items are kept as raw JSON.
bool loadWebhookEndpoints(const QString &path, TenantData &tenant, QString *error)
{
    json::Document doc;
    if (!readJson(path, &doc, error))
        return false;
    json::Value list = doc.root();
    if (list.isObject()) {
        for (const json::Member &m : json::members(doc.root())) {
            if (m.rawName() == "data")
                list = m.value;
        }
        tenant.webhooksEnveloped = true;
    }
    if (!list.isArray()) {
        *error = QStringLiteral("%1: expected an array or {\"data\": [...]}").arg(path);
        return false;
    }
    for (json::Value v : list)
        tenant.webhookEndpoints.append(json::reformat(v.raw(), false));
    return true;
}

bool loadTenantDetails(const QString &path, TenantData &tenant, QString *error)
{
    if (!QFile::exists(path))
        return true;
    JsonFields details;
    if (!decodeFile(path, &details, error))
        return false;
    tenant.details = details;
    return true;
}

bool loadProducts(const QString &path, TenantData &tenant, QString *error)
{
    json::Document doc;
    if (!readJson(path, &doc, error))
        return false;
    if (!doc.root().isArray()) {
        *error = QStringLiteral("%1: expected an array of products").arg(path);
        return false;
    }
    for (json::Value v : doc.root()) {
        ServedProduct p;
        JsonFields fields;
        DecodeContext ctx;
        Codec<JsonFields>::read(v, fields, ctx);
        p.id = fields.text(u"id");
        p.raw = servedJson(v);
        p.served = isServed(fields);
        tenant.products.append(std::move(p));
    }
    tenant.rebuildProductList();
    return true;
}

} // namespace

std::unique_ptr<SandboxData> SandboxData::load(const QString &folder, QString *error)
{
    const QString root = folder.isEmpty() ? QStringLiteral(":/sandbox") : folder;
    auto data = std::make_unique<SandboxData>();
    json::Document doc;
    if (!readJson(root + QStringLiteral("/tenants.json"), &doc, error))
        return nullptr;
    for (const json::Member &m : json::members(doc.root())) {
        if (m.rawName() == "users") {
            for (json::Value u : m.value) {
                JsonFields f;
                DecodeContext ctx;
                Codec<JsonFields>::read(u, f, ctx);
                SandboxUser user{QString(), f.text(u"userName"), f.text(u"password"), {}};
                user.id = stableUserId(user.userName);
                if (const QByteArray *tenants = f.find(u"tenants"))
                    user.tenantIds = decodeJson<QList<QString>>(*tenants).value;
                data->users.append(user);
            }
        } else if (m.rawName() == "tenants") {
            for (json::Value t : m.value) {
                JsonFields f;
                DecodeContext ctx;
                Codec<JsonFields>::read(t, f, ctx);
                TenantData tenant;
                tenant.id = f.text(u"id");
                tenant.name = f.text(u"name");
                tenant.accessKey = f.text(u"apiAccessKey");
                if (const QByteArray *keys = f.find(u"apiKeys"))
                    tenant.apiKeys = decodeJson<QList<QString>>(*keys).value;
                for (const JsonFields::Entry &e : f) {
                    if (e.name != u"apiAccessKey" && e.name != u"apiKeys")
                        tenant.details.append(e.name, e.raw);
                }
                data->tenants.append(std::move(tenant));
            }
        }
    }
    for (TenantData &tenant : data->tenants) {
        const QString dir = root + QLatin1Char('/') + tenant.id + QLatin1Char('/');
        if (!loadProducts(dir + QStringLiteral("products.json"), tenant, error) ||
            !decodeFile(dir + QStringLiteral("contacts.json"), &tenant.contacts, error) ||
            !decodeFile(dir + QStringLiteral("customers.json"), &tenant.customers, error) ||
            !loadWebhookEndpoints(dir + QStringLiteral("webhook-endpoints.json"), tenant, error) ||
            !loadTenantDetails(dir + QStringLiteral("tenant.json"), tenant, error) ||
            !decodeFile(dir + QStringLiteral("invoices.json"), &tenant.invoices, error))
            return nullptr;
        qCInfo(lcData) << "tenant" << tenant.id << tenant.products.size() << "products"
                       << tenant.contacts.size() << "contacts" << tenant.invoices.size() << "invoices";
    }
    return data;
}

void SandboxData::generateProducts(int count)
{
    for (TenantData &tenant : tenants) {
        QList<Product> templates;
        for (const ServedProduct &p : std::as_const(tenant.products)) {
            if (p.served)
                templates.append(decodeJson<Product>(p.raw).value);
        }
        if (templates.isEmpty())
            continue;
        const QString prefix = tenant.id.left(2).toUpper();
        tenant.products.reserve(tenant.products.size() + count);
        for (int i = 0; i < count; ++i) {
            const Product p = generateProduct(templates.at(i % templates.size()), i, prefix);
            ServedProduct served;
            served.raw = encodeJson(p);
            served.id = p.id.value();
            served.served = true;
            tenant.products.append(std::move(served));
        }
        tenant.rebuildProductList();
    }
}

void SandboxData::generateInvoices(int count)
{
    for (TenantData &tenant : tenants) {
        if (tenant.invoices.isEmpty())
            continue;
        const QList<domain::JsonFields> samples = tenant.invoices;
        const QString prefix = tenant.id.left(2).toUpper();
        tenant.invoices.reserve(tenant.invoices.size() + count);
        for (int i = 0; i < count; ++i)
            tenant.invoices.append(generateInvoice(samples.at(i % samples.size()), i, prefix));
    }
}

TenantData *SandboxData::tenantById(const QString &id)
{
    for (TenantData &t : tenants) {
        if (t.id == id)
            return &t;
    }
    return nullptr;
}

TenantData *SandboxData::tenantByAccessKey(const QString &key)
{
    if (key.isEmpty())
        return nullptr;
    for (TenantData &t : tenants) {
        if (t.accessKey == key)
            return &t;
    }
    return nullptr;
}

TenantData *SandboxData::tenantByApiKey(const QString &key)
{
    if (key.isEmpty())
        return nullptr;
    for (TenantData &t : tenants) {
        if (t.apiKeys.contains(key))
            return &t;
    }
    return nullptr;
}

const SandboxUser *SandboxData::user(const QString &userName) const
{
    for (const SandboxUser &u : users) {
        if (u.userName.compare(userName, Qt::CaseInsensitive) == 0)
            return &u;
    }
    return nullptr;
}

} // namespace bd::sandbox
