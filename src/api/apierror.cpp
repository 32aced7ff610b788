#include "api/apierror.h"

#include "domain/errorbodycodec.h"

#include <QCoreApplication>
#include <QLocale>

namespace bd::api {

static QString tr(const char *text)
{
    return QCoreApplication::translate("bd::api::ApiError", text); // where lupdate files them
}

ApiError ApiError::fromStatus(int status, const QByteArray &body)
{
    ApiError e;
    e.httpStatus = status;
    if (status == 400)
        e.kind = Kind::BadRequest;
    else if (status == 401)
        e.kind = Kind::Unauthorized;
    else if (status == 404)
        e.kind = Kind::NotFound;
    else if (status == 429)
        e.kind = Kind::RateLimited;
    else if (status >= 500)
        e.kind = Kind::Server;
    else
        e.kind = Kind::UnexpectedStatus;

    // The spec's bodies (§7): invoice deletion {title, message, errorCode}, product read
    // {error, message}; and {message, errors: [{field, message}]}, which many services send on a 400.
    const auto invoice = domain::decodeJson<domain::InvoiceErrorBody>(body);
    const auto product = domain::decodeJson<domain::ProductErrorBody>(body);
    const auto fields = domain::decodeJson<domain::FieldErrorsBody>(body);
    e.title = invoice.value.title.valueOr(product.value.error.valueOr({}));
    e.message = invoice.value.message.valueOr({});
    e.errorCode = invoice.value.errorCode.valueOr({});
    if (e.errorCode.isEmpty()) // a number where the spec says string: shown as sent
        e.errorCode = invoice.value.extra.text(u"errorCode");
    for (const domain::FieldErrorEntry &entry : fields.value.errors.orEmpty()) {
        if (!entry.message.valueOr({}).isEmpty())
            e.fieldErrors.append({entry.field.valueOr({}), entry.message.value()});
    }
    return e;
}

QString ApiError::userMessage() const
{
    const QString service =
        message.isEmpty() ? QString() : QLatin1Char(' ') + tr("The service said: %1").arg(message);
    switch (kind) {
    case Kind::None: return {};
    case Kind::Network:
        return tr("The service could not be reached. Check the connection and try again.") +
               (detail.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(detail));
    case Kind::Timeout:
        if (!detail.isEmpty())
            return tr("The service did not finish answering within %1 s, so the request was stopped. Try "
                      "again "
                      "later.")
                .arg(detail);
        return tr("The service took too long to answer. Try again.");
    case Kind::Canceled: return tr("Canceled.");
    case Kind::InsecureAddress:
        return tr("Plain http is only allowed to this computer; use an https address.");
    case Kind::Tls: return tr("The secure connection could not be verified: %1").arg(detail);
    case Kind::Invalid: return message;
    case Kind::BadRequest:
        return message.isEmpty() ? tr("The service refused the request as invalid.") : message;
    case Kind::Unauthorized: return tr("The service did not accept the credentials. Sign in again.");
    case Kind::TenantKeyRejected:
        return tr("The tenant access key was rejected. Pick the tenant again or check its access key.");
    case Kind::TenantKeyMissing:
        return tr("The service wants a tenant access key with this sign-in. Enter the access key of the "
                  "tenant to work in.");
    case Kind::AccountChanged:
        return detail.isEmpty() ? tr("Not sent: the session changed before it could go.")
                                : tr("Not sent: %1.").arg(detail);
    case Kind::SignInRequired: return tr("Your session has ended. Sign in again to continue.");
    case Kind::NotFound:
        return message.isEmpty() ? tr("Not found: it may have been deleted or unpublished.") : message;
    case Kind::RateLimited:
        if (retryAt.isValid())
            return tr("The service is busy (too many requests) and asked us to wait until %1. Try again "
                      "then.")
                .arg(QLocale().toString(retryAt.time(), QLocale::ShortFormat));
        return tr("The service is busy (too many requests). Try again in a minute.");
    case Kind::Server:
        return tr("The service had an internal problem (HTTP %1). Try again later.").arg(httpStatus);
    case Kind::UnexpectedStatus: return tr("The service answered with HTTP %1.").arg(httpStatus) + service;
    case Kind::Malformed: return tr("The service's answer could not be read: %1").arg(detail);
    case Kind::TooLarge:
        if (!message.isEmpty())
            return message;
        if (!detail.isEmpty())
            return tr("The answer was larger than %1, the most Billing Desk accepts, and was stopped.")
                .arg(detail);
        return tr("The answer was larger than allowed and was stopped.");
    case Kind::Redirected: return detail;
    }
    return {};
}

} // namespace bd::api
