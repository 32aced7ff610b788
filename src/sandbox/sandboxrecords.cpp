// The sandbox's writing endpoints: contact read/update and invoice deletion.

#include "domain/codec.h"
#include "domain/contactcodec.h"
#include "domain/contactschema.h"
#include "domain/invoicecodec.h"
#include "domain/json/jsondocument.h"
#include "domain/json/jsonwriter.h"
#include "domain/recordcodec.h"
#include "domain/validation.h"
#include "sandbox/sandboxquery.h"
#include "sandbox/sandboxservice.h"

#include <QCryptographicHash>

namespace bd::sandbox {

using namespace bd::domain;

SandboxResponse SandboxService::getContact(TenantData &tenant, const QString &id)
{
    const Contact *c = tenant.contact(id);
    return c ? SandboxResponse::json(200, encodeJson(*c)) : SandboxResponse::empty(404);
}

SandboxResponse SandboxService::listContacts(TenantData &tenant, const SandboxRequest &request)
{
    const QString customerId = request.query.queryItemValue(QStringLiteral("customerId"), QUrl::FullyDecoded);
    if (customerId.isEmpty())
        return SandboxResponse::badRequest(
            QStringLiteral("customerId is required, e.g. /contacts?customerId=001..."),
            {{QStringLiteral("customerId"), QStringLiteral("required")}});
    QList<Contact> found;
    for (const Contact &c : std::as_const(tenant.contacts)) {
        if (c.info.customerId.valueOr({}) == customerId)
            found.append(c);
    }
    return SandboxResponse::json(200, encodeJson(found));
}

static QString principalId(const AuthOutcome &who)
{
    if (who.user)
        return who.user->id;
    const QByteArray hash =
        QCryptographicHash::hash("api-key:" + who.tenant->id.toUtf8(), QCryptographicHash::Sha256);
    return QStringLiteral("005") + QString::fromLatin1(hash.toHex().toUpper().left(15));
}

static bool isReadOnlyContactField(QByteArrayView name)
{
    for (const char *f : {"id", "customerId", "createdById", "createdDate", "lastModifiedById",
                          "lastModifiedDate", "taxExempt", "timezone", "type", "website"}) {
        if (name == QByteArrayView(f))
            return true;
    }
    return false;
}

static const ContactFieldSpec *writableField(QByteArrayView name)
{
    for (const ContactFieldSpec &f : ContactSchema) {
        if (name == QByteArrayView(f.name))
            return &f;
    }
    return nullptr;
}

static void addWarning(json::Writer &w, const char *code, const QString &message)
{
    w.beginObject();
    w.key(QByteArrayView("code"));
    w.string(QString::fromLatin1(code));
    w.key(QByteArrayView("message"));
    w.string(message);
    w.endObject();
}

SandboxResponse SandboxService::patchContact(TenantData &tenant, const QString &id,
                                             const SandboxRequest &request, const AuthOutcome &who)
{
    Contact *contact = tenant.contact(id);
    if (!contact)
        return SandboxResponse::empty(404);
    json::ParseError parseError;
    const json::Document doc = json::Document::parse(request.body, &parseError);
    if (!doc.root().isObject())
        return SandboxResponse::badRequest(
            doc.isValid() ? QStringLiteral("The body must be a JSON object of contact fields.")
                          : QStringLiteral("The body is not valid JSON: %1").arg(parseError.toString()));

    QList<QPair<QString, QString>> errors;
    ContactWritable changes;
    for (const json::Member &m : json::members(doc.root())) {
        const QByteArrayView name = m.rawName();
        const QString field = m.name();
        const ContactFieldSpec *ref = writableField(name);
        if (!ref) {
            errors.append({field, isReadOnlyContactField(name)
                                      ? QStringLiteral("%1 is read-only.").arg(field)
                                      : QStringLiteral("%1 is not a contact field.").arg(field)});
            continue;
        }
        if (m.value.isNull()) {
            (changes.*ref->member).setNull();
            continue;
        }
        if (!m.value.isString()) {
            errors.append({field, QStringLiteral("%1 must be a string or null.").arg(field)});
            continue;
        }
        const QString text = m.value.toString();
        if (const auto violation =
                validateContactField(field, text, LengthRule::Visible)) // counts what people see
            errors.append({field, violation->message});
        else if (text.isEmpty() && (name == "email" || name == "birthday"))
            errors.append({field, QStringLiteral("%1 cannot be empty; send null to clear it.").arg(field)});
        (changes.*ref->member).set(text);
    }
    if (!errors.isEmpty()) {
        QStringList messages;
        for (const auto &e : std::as_const(errors))
            messages << e.second;
        return SandboxResponse::badRequest(messages.join(u' '), errors);
    }

    m_stats.lastContactPatchId = id;
    m_stats.lastContactPatchBody = request.body;
    for (const ContactFieldSpec &f : ContactSchema) {
        const Field<QString> &change = changes.*f.member;
        if (!change.isAbsent())
            contact->fields.*f.member = change;
    }
    contact->info.lastModifiedDate.set(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    contact->info.lastModifiedById.set(principalId(who));

    json::Writer warnings;
    warnings.beginArray();
    const QString email = contact->fields.email.valueOr({});
    if (!changes.email.isAbsent() && !email.isEmpty()) {
        for (const Contact &other : std::as_const(tenant.contacts)) {
            if (&other != contact &&
                other.fields.email.valueOr({}).compare(email, Qt::CaseInsensitive) == 0) {
                addWarning(warnings, "DUPLICATE_EMAIL",
                           QStringLiteral("Another contact (%1, %2) already uses %3.")
                               .arg(other.fields.name.valueOr({}), other.info.id.valueOr({}), email));
            }
        }
    }
    if (contact->fields.name.valueOr({}).trimmed().isEmpty())
        addWarning(warnings, "NAME_MISSING",
                   QStringLiteral("The contact has no full name; name is described as required."));
    warnings.endArray();

    json::Writer w;
    w.beginObject();
    w.key(QByteArrayView("status"));
    w.string(u"SUCCESS");
    w.key(QByteArrayView("data"));
    w.raw(encodeJson(*contact));
    w.key(QByteArrayView("warnings"));
    w.raw(warnings.data());
    w.endObject();
    return SandboxResponse::json(200, w.take());
}

// Invoices are deleted all-or-nothing: if any selected invoice is not Canceled or Draft, none is
// deleted and the 400 body names the first such invoice and its status (INVOICE_NOT_DELETABLE).
// A filter must be {status: {_eq: <status>}}: INVALID_FILTER otherwise, UNKNOWN_STATUS for a word
// that is no invoice status, INVALID_STATUS_FILTER for a status that cannot be deleted.
SandboxResponse SandboxService::deleteInvoices(TenantData &tenant, const SandboxRequest &request)
{
    const auto bad = [](const QString &message, const char *code) {
        return SandboxResponse::invoiceError(QStringLiteral("Bad Request"), message,
                                             QString::fromLatin1(code));
    };
    json::ParseError parseError;
    const json::Document doc = json::Document::parse(request.body, &parseError);
    if (!doc.root().isObject())
        return bad(QStringLiteral("The body must be a JSON object (DeleteInvoicesRequest)."), "INVALID_BODY");
    const auto decoded = decodeValue<DeleteInvoicesRequest>(doc.root());
    if (!decoded.problems.isEmpty())
        return bad(decoded.problems.first().toString(), "INVALID_FIELD");
    const DeleteInvoicesRequest &r = decoded.value;
    if (!r.extra.isEmpty())
        return bad(QStringLiteral("Unknown field \"%1\".").arg(r.extra.at(0).name), "UNKNOWN_FIELD");
    if (r.invoiceIds.isPresent() && r.graphqlFilter.isPresent())
        return bad(QStringLiteral("invoiceIds and graphqlFilter are mutually exclusive; give one."),
                   "MUTUALLY_EXCLUSIVE_SELECTORS");
    if (!r.invoiceIds.isPresent() && !r.graphqlFilter.isPresent())
        return bad(QStringLiteral("Select invoices with invoiceIds or graphqlFilter."), "MISSING_SELECTOR");

    static const QStringList statuses{QStringLiteral("Draft"),         QStringLiteral("Canceled"),
                                      QStringLiteral("Posted"),        QStringLiteral("Paid"),
                                      QStringLiteral("PartiallyPaid"), QStringLiteral("Void")};
    const auto deletable = [](const QString &status) {
        return status.compare(u"Canceled", Qt::CaseInsensitive) == 0 ||
               status.compare(u"Draft", Qt::CaseInsensitive) == 0;
    };
    QList<qsizetype> selected;
    if (r.invoiceIds.isPresent()) {
        const QStringList &ids = r.invoiceIds.value();
        if (ids.isEmpty())
            return bad(QStringLiteral("invoiceIds is empty."), "MISSING_SELECTOR");
        for (const QString &invoiceId : ids) {
            qsizetype found = -1;
            for (qsizetype i = 0; i < tenant.invoices.size() && found < 0; ++i) {
                if (tenant.invoices.at(i).text(u"id") == invoiceId)
                    found = i;
            }
            if (found < 0)
                return SandboxResponse::empty(404);
            if (!selected.contains(found))
                selected.append(found);
        }
        QList<const JsonFields *> refused;
        for (qsizetype i : std::as_const(selected)) {
            if (!deletable(tenant.invoices.at(i).text(u"status")))
                refused.append(&tenant.invoices.at(i));
        }
        if (!refused.isEmpty()) {
            const JsonFields &first = *refused.first();
            QString message =
                QStringLiteral("Invoice %1 (%2) is %3; only Canceled or Draft invoices can be "
                               "deleted.")
                    .arg(first.text(u"invoiceNumber"), first.text(u"id"), first.text(u"status"));
            if (refused.size() > 1)
                message += QStringLiteral(" %1 more of the selected invoices cannot be deleted either.")
                               .arg(refused.size() - 1);
            return bad(message + QStringLiteral(" Nothing was deleted."), "INVOICE_NOT_DELETABLE");
        }
    } else {
        const std::optional<QString> status = statusFromFilter(r.graphqlFilter.value());
        if (!status)
            return bad(QStringLiteral("graphqlFilter must have the shape {status: {_eq: Canceled}}."),
                       "INVALID_FILTER");
        if (!statuses.contains(*status, Qt::CaseInsensitive))
            return bad(QStringLiteral("\"%1\" is not an invoice status; deletable statuses are Canceled and "
                                      "Draft.")
                           .arg(*status),
                       "UNKNOWN_STATUS");
        if (!deletable(*status))
            return bad(QStringLiteral("Only Canceled or Draft invoices can be deleted, not %1.").arg(*status),
                       "INVALID_STATUS_FILTER");
        for (qsizetype i = 0; i < tenant.invoices.size(); ++i) {
            if (tenant.invoices.at(i).text(u"status").compare(*status, Qt::CaseInsensitive) == 0)
                selected.append(i);
        }
    }
    std::sort(selected.begin(), selected.end(), std::greater<>());
    QStringList deleted;
    for (qsizetype i : std::as_const(selected)) {
        deleted.prepend(tenant.invoices.at(i).text(u"id"));
        tenant.invoices.removeAt(i);
    }
    m_stats.lastDeleteInvoicesBody = request.body;
    m_stats.lastDeletedInvoiceIds = deleted;
    json::Writer w;
    w.beginObject();
    w.key(QByteArrayView("success"));
    w.boolean(true);
    w.key(QByteArrayView("deletedInvoiceIds"));
    w.beginArray();
    for (const QString &d : std::as_const(deleted))
        w.string(d);
    w.endArray();
    w.key(QByteArrayView("crmNotified"));
    w.boolean(r.notifyCrm.valueOr(false));
    w.endObject();
    return SandboxResponse::json(200, w.take());
}

} // namespace bd::sandbox
