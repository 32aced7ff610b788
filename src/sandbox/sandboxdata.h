#pragma once

// The sandbox's in-memory state: tenants, users and each tenant's records, loaded from the JSON
// files under resources/sandbox (or another folder), plus a generator for large catalogs.

#include "domain/contact.h"
#include "domain/jsonfields.h"
#include "domain/product.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <memory>

namespace bd::sandbox {

struct SandboxUser
{
    QString id; // CRM-style user id, used for lastModifiedById
    QString userName;
    QString password;
    QStringList tenantIds;
};

struct ServedProduct
{
    QString id;
    QByteArray raw;      // the product's JSON exactly as stored
    bool served = false; // Active and Published
};

struct TenantData
{
    QString id;
    QString name;
    QString accessKey;
    QStringList apiKeys;
    domain::JsonFields details; // GET /tenant: <tenant>/tenant.json, else tenants.json without secrets

    QList<ServedProduct> products;
    QHash<QString, qsizetype> productIndex; // id -> index in products
    QByteArray productListBody;             // cached array of served products

    QList<domain::Contact> contacts;
    QList<domain::JsonFields> customers;
    // Webhook endpoints as stored, one raw JSON value each (the shape is not shown, and a tenant's
    // list may hold values that are not records at all); served as a bare array, or as
    // {"data": [...]} when enveloped (the file's own shape, changeable through /_sandbox/config).
    QList<QByteArray> webhookEndpoints;
    bool webhooksEnveloped = false;
    QList<domain::JsonFields> invoices;

    const ServedProduct *product(const QString &productId) const;
    domain::Contact *contact(const QString &contactId);
    void rebuildProductList();
};

class SandboxData
{
public:
    // Loads from a folder laid out like resources/sandbox; an empty path means the copy built
    // into the program. Returns nullptr and sets error when a file is missing or malformed.
    static std::unique_ptr<SandboxData> load(const QString &folder, QString *error);

    // Adds `count` generated products to every tenant's catalog, modelled on its real ones.
    void generateProducts(int count);
    // Adds `count` generated invoices to every tenant, modelled on its sample invoices.
    void generateInvoices(int count);

    QList<TenantData> tenants;
    QList<SandboxUser> users;

    TenantData *tenantById(const QString &id);
    TenantData *tenantByAccessKey(const QString &key);
    TenantData *tenantByApiKey(const QString &key);
    const SandboxUser *user(const QString &userName) const;
};

} // namespace bd::sandbox
