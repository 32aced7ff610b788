#pragma once

// What a request does about its account's authentication, apart from how it travels (ApiJob):
// before it goes, a bearer token about to expire is refreshed first; when the service answers
// 401, the token is refreshed once (joining a refresh in flight), then the request waits for a
// sign-in as the same identity and tenant, or ends with the reason (a tenant key rejected or
// missing, credentials refused, the session moved on).

#include "api/account.h"
#include "api/apierror.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

namespace bd::api {

class AuthPolicy
{
public:
    enum class Mode {
        Session,         // the account's credentials; 401 -> refresh, then a sign-in
        Refresh,         // the refresh request itself: the token and the tenant key
        None,            // the token endpoint: no credentials
        SessionKeyCheck, // trying a tenant key someone typed: 401 means the key is wrong
    };
    // Go on and send (nullopt) or end with the error.
    using Next = std::function<void(std::optional<ApiError> stop)>;

    void setMode(Mode mode) { m_mode = mode; }
    Mode mode() const { return m_mode; }
    bool sendsCredentials() const { return m_mode == Mode::Session || m_mode == Mode::SessionKeyCheck; }

    // Why `account` may not send now (retired: "Not sent: you switched to …"); nullopt if it may.
    static std::optional<ApiError> accountStop(const AccountPtr &account);
    // Adds the credentials this mode sends.
    void authorize(const Account &account, QNetworkRequest &request) const;

    // Before the first attempt. `next` runs now or after a refresh, never after `context` is gone.
    void beforeSending(Account &account, QObject *context, Next next);
    // After a 401 to a request sent at credentials generation `sentGeneration`; `body` is the answer.
    void unauthorized(Account &account, quint64 sentGeneration, const QByteArray &body, QObject *context,
                      Next next);

private:
    void waitForSignIn(Account &account, int status, QObject *context, Next next);

    Mode m_mode = Mode::Session;
    bool m_refreshTried = false;
};

} // namespace bd::api
