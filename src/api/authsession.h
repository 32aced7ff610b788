#pragma once

// Which account is in use. Signing in, switching tenant and signing out each make a verified
// account current (adopt) or none (clear); the account that was current is then retired, so
// nothing made for it is sent under the next one. A new sign-in verified as the same identity and
// tenant instead renews the current account, and the requests waiting in it go on.

#include "api/account.h"

#include <QObject>

namespace bd::api {

class AuthSession : public QObject
{
    Q_OBJECT
public:
    explicit AuthSession(ApiClient *client, QObject *parent = nullptr);
    ~AuthSession() override;

    // Where new accounts read the time (tests pass a ManualClock); not owned.
    void setClock(const domain::Clock *clock);
    const domain::Clock &clock() const { return *m_clock; }

    // The account in use; null when signed out.
    AccountPtr current() const { return m_current; }
    // Makes a verified account the one in use (see the top of this file). Returns the account
    // now current: `verified` itself, or the current one renewed with its credentials.
    AccountPtr adopt(const AccountPtr &verified);
    // Signed out: the current account is retired ("you signed out").
    void clear();
    // A new account, not yet in use, with the session's clock: for checking a sign-in before
    // adopting it, or (no credentials) for the token endpoint.
    AccountPtr candidate(const Environment &environment, Credentials credentials,
                         const QString &tenantName = {}) const;

    // Conveniences that make an account and adopt it at once, in the client's environment (the
    // demo, the command line, tests). An app signing a person in checks the account first
    // (SignInFlow) and adopts it only then.
    AccountPtr useApiKey(const QString &apiKey, const QString &tenantName = {});
    AccountPtr useBasic(const QString &userName, const QString &password, const QString &tenantAccessKey);
    AccountPtr useBearer(const QString &userName, const domain::TokenGrant &grant,
                         const QString &tenantAccessKey, const QString &tenantName = {});
    // Another tenant of the same sign-in, already checked (a candidate from withTenant()): a
    // switch for good.
    AccountPtr switchTenant(const AccountPtr &verified);
    AccountPtr switchTenant(const QString &tenantAccessKey, const QString &tenantName);
    // The current sign-in with this tenant key and name, unchecked: another account for another
    // key, the current one renamed for its own key (tests, and the command line's demo).
    AccountPtr setTenant(const QString &tenantAccessKey, const QString &tenantName);

    // Everything else about the account in use: current()'s own.
    bool isSignedIn() const { return m_current != nullptr; }

    // The person gave up signing in again: requests waiting for it end.
    void abandonWaiting();
    int waitingCount() const { return m_current ? m_current->waitingCount() : 0; }

signals:
    // Another account is in use (null: signed out). Whatever belonged to the old one is dropped.
    void accountChanged(const bd::api::AccountPtr &account);
    // The current account's credentials changed (a refresh, a renewing sign-in) or another is in
    // use.
    void changed();
    // A deliberate switch to another tenant of the same sign-in (for remembering it).
    void tenantSwitched(const QString &tenantName);
    // The current account's refresh failed: a sign-in is needed for its requests to go on.
    void signInRequired();
    void tokenRefreshed();

private:
    // "you switched to Globex Corporation", "you signed in as bob", ...
    static QString whyRetired(const Account &before, const Account *after);

    ApiClient *m_client;
    const domain::Clock *m_clock = domain::Clock::system();
    AccountPtr m_current;
};

} // namespace bd::api
