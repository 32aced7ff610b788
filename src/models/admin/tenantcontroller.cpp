#include "models/admin/tenantcontroller.h"

#include "api/apiclient.h"
#include "api/tenantjob.h"
#include "domain/recordcodec.h"
#include "models/common/fieldtreemodel.h"

namespace bd::models {

TenantController::TenantController(api::AccountPtr account, QObject *parent)
    : QObject(parent), m_account(std::move(account)), m_model(new FieldTreeModel(this)), m_job(this),
      m_switchJob(this)
{
    m_job.onWaiting([this](int seconds, int attempt, int of) { emit waiting(seconds, attempt, of); });
    m_switchJob.onWaiting(
        [this](int seconds, int attempt, int of) { emit switchWaiting(seconds, attempt, of); });
}

TenantController::~TenantController() = default;

bool TenantController::isLoading() const
{
    return m_job.isRunning();
}

void TenantController::load()
{
    if (isLoading())
        return;
    m_job.start(new api::TenantJob(m_account, this), [this](const api::TenantJob &job) {
        if (job.succeeded()) {
            m_model->setFields(job.details().fields);
            emit loaded(int(job.details().fields.size()));
        } else if (job.error().kind == api::ApiError::Kind::Canceled) {
            emit canceled();
        } else {
            emit failed(job.error());
        }
    });
}

void TenantController::cancel()
{
    m_job.cancel();
}

QByteArray TenantController::detailsJson() const
{
    return m_model->fields().isEmpty() ? QByteArray() : domain::encodeRecord(m_model->fields(), true);
}

TenantController::SessionInfo TenantController::sessionInfo() const
{
    const api::Environment &env = m_account->environment();
    SessionInfo info;
    info.environmentName = env.name;
    info.address = env.baseUrl;
    info.production = env.isProduction();
    info.method = m_account->method();
    info.userName = m_account->userName();
    info.tenantName = m_account->tenantName();
    return info;
}

TenantController::SwitchOffer TenantController::switchOffer() const
{
    switch (m_account->method()) {
    case api::AuthMethod::None: return SwitchOffer::None;
    case api::AuthMethod::ApiKey: return SwitchOffer::NotOffered;
    case api::AuthMethod::Basic: return SwitchOffer::KeyOnly;
    case api::AuthMethod::Bearer:
        return m_account->tenants().size() > 1 ? SwitchOffer::List : SwitchOffer::KeyOnly;
    }
    return SwitchOffer::None;
}

QList<domain::Tenant> TenantController::tenants() const
{
    return m_account->tenants();
}

int TenantController::currentTenant() const
{
    // By key, not name: a session can be in a tenant before its name is known.
    const QList<domain::Tenant> &list = m_account->tenants();
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list.at(i).accessKey == m_account->tenantKey())
            return int(i);
    }
    return -1;
}

bool TenantController::isSwitching() const
{
    return m_refreshing || m_switchJob.isRunning();
}

void TenantController::cancelSwitch()
{
    m_switchJob.cancel();
}

void TenantController::switchTo(const domain::Tenant &tenant)
{
    trySwitch(tenant.accessKey, tenant.name, false);
}

void TenantController::switchWithKey(const QString &tenantAccessKey)
{
    const QString key = tenantAccessKey.trimmed();
    if (key.isEmpty()) {
        emit switchFailed(tr("Enter the access key of the tenant to switch to."));
        return;
    }
    api::Account &account = *m_account;
    if (account.method() == api::AuthMethod::Bearer && account.tokenNeedsRefresh()) {
        // A typed key is tried without refreshing on a 401 (a refresh with a wrong key fails),
        // so the token must be fresh first: refreshed with the key that is known to work.
        m_refreshing = true;
        account.refresh(account.generation(), [this, key, guard = QPointer<TenantController>(this)](bool ok) {
            if (!guard)
                return;
            m_refreshing = false;
            if (ok)
                trySwitch(key, {}, true);
            else
                emit switchFailed(tr("Your session has ended. Sign in again, then switch tenant."));
        });
        return;
    }
    trySwitch(key, {}, true);
}

void TenantController::trySwitch(const QString &key, const QString &name, bool typed)
{
    if (isSwitching())
        return;
    const QString previousName = m_account->tenantName();
    if (key == m_account->tenantKey()) {
        emit switchFailed(
            tr("You are already working in %1.").arg(previousName.isEmpty() ? name : previousName));
        return;
    }
    // The key is tried in a candidate account that only this check uses: the account in use,
    // and every request made for it, never see the key before the service accepted it.
    const api::AccountPtr candidate = m_account->withTenant(key, name);
    auto *check = new api::TenantJob(candidate, this);
    if (typed)
        check->checkTenantKey();
    m_switchJob.start(check, [this, candidate, name, typed, previousName](const api::TenantJob &job) {
        const QString still = previousName.isEmpty() ? tr("You are still working in the same tenant.")
                                                     : tr("You are still working in %1.").arg(previousName);
        if (!job.succeeded()) {
            const api::ApiError &e = job.error();
            QString why;
            if (e.kind == api::ApiError::Kind::Canceled)
                why = tr("Switching tenant was canceled.");
            else if (e.httpStatus == 401 && typed)
                why = tr("The service did not accept this tenant access key. Check it and try again.");
            else
                why = tr("Could not switch to %1: %2")
                          .arg(name.isEmpty() ? tr("that tenant") : name, e.userMessage());
            emit switchFailed(why + u' ' + still);
            return;
        }
        if (!m_account->canSend()) { // signed out or in elsewhere while the key was checked
            emit switchFailed(tr("Not switched: %1.").arg(m_account->retiredBecause()));
            return;
        }
        QString finalName = name;
        if (finalName.isEmpty())
            finalName = job.details().name();
        if (finalName.isEmpty())
            finalName = job.details().fields.text(u"id");
        candidate->setTenantName(finalName);
        m_model->setFields(job.details().fields);
        if (api::ApiClient *client = m_account->client())
            client->session().switchTenant(candidate);
        emit switched(finalName);
    });
}

} // namespace bd::models
