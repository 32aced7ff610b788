#include "api/authpolicy.h"

namespace bd::api {

std::optional<ApiError> AuthPolicy::accountStop(const AccountPtr &account)
{
    if (!account || !account->client())
        return ApiError{ApiError::Kind::Canceled};
    if (account->canSend())
        return std::nullopt;
    ApiError e{ApiError::Kind::AccountChanged};
    e.detail = account->retiredBecause();
    return e;
}

void AuthPolicy::authorize(const Account &account, QNetworkRequest &request) const
{
    if (sendsCredentials())
        account.authorize(request);
    else if (m_mode == Mode::Refresh)
        account.authorizeRefresh(request);
}

void AuthPolicy::beforeSending(Account &account, QObject *context, Next next)
{
    if (m_mode != Mode::Session || !account.tokenNeedsRefresh()) {
        next(std::nullopt);
        return;
    }
    // Refresh shortly before expiry rather than spend a round trip on a 401.
    m_refreshTried = true;
    account.refresh(account.generation(),
                    [this, &account, guard = QPointer<QObject>(context), next](bool ok) {
                        if (!guard)
                            return;
                        if (ok)
                            next(std::nullopt);
                        else
                            waitForSignIn(account, 0, guard, next);
                    });
}

void AuthPolicy::unauthorized(Account &account, quint64 sentGeneration, const QByteArray &body,
                              QObject *context, Next next)
{
    if (m_mode == Mode::SessionKeyCheck)
        return next(ApiError{ApiError::Kind::TenantKeyRejected, 401});
    if (m_mode != Mode::Session)
        return next(ApiError::fromStatus(401, body));
    if (const auto stop = accountStop(account.shared_from_this()))
        return next(stop); // the answer came after the session moved on: nothing to repair in it
    const AuthMethod method = account.method();
    if ((method == AuthMethod::Basic || method == AuthMethod::Bearer) && !account.hasTenantKey())
        return next(ApiError{ApiError::Kind::TenantKeyMissing, 401}); // none was sent (spec §5)
    if (method != AuthMethod::Bearer)
        return next(ApiError{ApiError::Kind::Unauthorized, 401});
    if (m_refreshTried && sentGeneration == account.generation())      // a fresh token was refused too:
        return next(ApiError{ApiError::Kind::TenantKeyRejected, 401}); // the key is what is rejected
    m_refreshTried = true;
    const bool tokenStillValid = !account.tokenExpiresWithin(0);
    account.refresh(sentGeneration,
                    [this, &account, tokenStillValid, guard = QPointer<QObject>(context), next](bool ok) {
                        if (!guard)
                            return;
                        if (ok)
                            next(std::nullopt);
                        else if (tokenStillValid)
                            next(ApiError{ApiError::Kind::TenantKeyRejected, 401});
                        else
                            waitForSignIn(account, 401, guard, next);
                    });
}

void AuthPolicy::waitForSignIn(Account &account, int status, QObject *context, Next next)
{
    // The session is over: wait for the person to sign in again as the same identity and tenant,
    // then carry on with the same request; anything else ends it.
    account.waitForSignIn([&account, status, guard = QPointer<QObject>(context), next](bool resumed) {
        if (!guard)
            return;
        if (resumed)
            next(std::nullopt);
        else if (const auto stop = accountStop(account.shared_from_this()))
            next(stop);
        else
            next(ApiError{ApiError::Kind::SignInRequired, status});
    });
}

} // namespace bd::api
