#pragma once

// Between the tenant screen and the API: the signed-in tenant's details (GET /tenant, spec
// §4.6, every field kept), where and how the session is signed in, and switching to another
// tenant without signing in again (spec §5: one user, several tenants, a key per tenant).
//
// A switch tries the new key with GET /tenant first; only when the service accepts it does the
// session switch for good (AuthSession::switchTenant, whose tenantSwitched() makes the window
// reload every screen and the app remember the tenant). A refused key puts the previous one
// back, so a typing mistake never ends the session.

#include "api/account.h"
#include "api/apierror.h"
#include "api/authsession.h"
#include "domain/auth.h"
#include "models/common/jobslot.h"

#include <QObject>
#include <QPointer>
#include <QUrl>

namespace bd::api {
class TenantJob;
} // namespace bd::api

namespace bd::models {

class FieldTreeModel;

class TenantController final : public QObject
{
    Q_OBJECT
public:
    struct SessionInfo
    {
        QString environmentName;
        QUrl address;
        bool production = false;
        api::AuthMethod method = api::AuthMethod::None;
        QString userName; // empty for an API key
        QString tenantName;
    };
    // What switching the session offers:
    enum class SwitchOffer {
        None,       // not signed in
        NotOffered, // API key: the key itself selects the tenant
        KeyOnly,    // Basic, or a bearer session without a tenant list: another access key
        List,       // bearer with the tenants the grant listed (and another access key)
    };

    TenantController(api::AccountPtr account, QObject *parent = nullptr);
    ~TenantController() override;

    FieldTreeModel *model() const { return m_model; }

    // Loads the details; does nothing while a load is under way.
    void load();
    void cancel();
    bool isLoading() const;
    // The details as received (the record inside any envelope), indented; empty before a load.
    QByteArray detailsJson() const;

    SessionInfo sessionInfo() const;
    SwitchOffer switchOffer() const;
    // The tenants a bearer session may switch between, and which of them is in use (-1: none).
    QList<domain::Tenant> tenants() const;
    int currentTenant() const;

    // Switches to a listed tenant, or to the tenant whose access key the user typed.
    void switchTo(const domain::Tenant &tenant);
    void switchWithKey(const QString &tenantAccessKey);
    bool isSwitching() const;
    void cancelSwitch();

signals:
    void loaded(int fieldCount);
    void canceled();
    void failed(const bd::api::ApiError &error);
    void switched(const QString &tenantName);
    void switchFailed(const QString &message);
    // The service asked to wait (429): loading the details (waiting; cancel() ends it) or
    // checking the tenant to switch to (switchWaiting; cancelSwitch() ends it) goes again by
    // itself after `seconds` (attempt `attempt` of at most `of`).
    void waiting(int seconds, int attempt, int of);
    void switchWaiting(int seconds, int attempt, int of);

private:
    void trySwitch(const QString &key, const QString &name, bool typed);

    api::AccountPtr m_account;
    FieldTreeModel *m_model;
    JobSlot m_job;
    JobSlot m_switchJob;
    bool m_refreshing = false;
};

} // namespace bd::models
