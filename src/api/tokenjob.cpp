#include "api/tokenjob.h"

#include "api/apiclient.h"
#include "domain/json/jsonwriter.h"

namespace bd::api {

TokenJob::TokenJob(AccountPtr account, const QString &userName, const QString &password, QObject *parent)
    : ApiJob(std::move(account), "POST", QStringLiteral("/auth/token"), parent)
{
    setAuth(Auth::None);
    setSize(Size::Token);
    json::Writer w;
    w.beginObject();
    w.key(QByteArrayView("userName"));
    w.string(userName);
    w.key(QByteArrayView("password"));
    w.string(password);
    w.key(QByteArrayView("showTenants"));
    w.string(u"true");
    w.endObject();
    setBody(w.take());
    if (userName.trimmed().isEmpty())
        refuse(QStringLiteral("userName"), tr("Enter your user name."));
    else if (password.isEmpty())
        refuse(QStringLiteral("password"), tr("Enter your password."));
}

bool TokenJob::parse(const QByteArray &body)
{
    return accept(domain::decodeTokenGrant(body, account()->clock().nowUtc()), m_grant);
}

RefreshTokenJob::RefreshTokenJob(AccountPtr account, QObject *parent)
    : ApiJob(std::move(account), "POST", QStringLiteral("/auth/refreshToken"), parent)
{
    setAuth(Auth::Refresh);
    setSize(Size::Token);
    json::Writer w;
    w.beginObject();
    const QString refresh = this->account()->refreshToken();
    if (!refresh.isEmpty()) {
        w.key(QByteArrayView("refreshToken"));
        w.string(refresh);
    }
    w.endObject();
    setBody(w.take());
}

bool RefreshTokenJob::parse(const QByteArray &body)
{
    return accept(domain::decodeTokenGrant(body, account()->clock().nowUtc()), m_grant);
}

} // namespace bd::api
