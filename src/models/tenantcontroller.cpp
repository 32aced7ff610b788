#include "models/tenantcontroller.h"

#include "api/apiclient.h"
#include "api/tenantjob.h"
#include "domain/recordcodec.h"
#include "models/fieldtreemodel.h"

namespace bd::models {

TenantController::TenantController(api::ApiClient *client, QObject *parent)
    : QObject(parent), m_client(client), m_model(new FieldTreeModel(this))
{}

TenantController::~TenantController()
{
    // Stop without telling anyone: whoever listened is going away too.
    for (api::ApiJob *job : {static_cast<api::ApiJob *>(m_job), static_cast<api::ApiJob *>(m_switchJob)}) {
        if (job) {
            job->disconnect(this);
            job->cancel();
        }
    }
}

bool TenantController::isLoading() const
{
    return m_job && m_job->isRunning();
}

void TenantController::load()
{
    if (isLoading())
        return;
    auto *job = new api::TenantJob(m_client, this);
    m_job = job;
    connect(job, &api::ApiJob::finished, this, [this, job] {
        if (job->succeeded()) {
            m_model->setFields(job->details().fields);
            emit loaded(int(job->details().fields.size()));
        } else if (job->error().kind == api::ApiError::Kind::Canceled) {
            emit canceled();
        } else {
            emit failed(job->error());
        }
    });
    job->start();
}

void TenantController::cancel()
{
    if (m_job)
        m_job->cancel();
}

QByteArray TenantController::detailsJson() const
{
    return m_model->fields().isEmpty() ? QByteArray() : domain::encodeRecord(m_model->fields(), true);
}

TenantController::SessionInfo TenantController::sessionInfo() const
{
    const api::Environment &env = m_client->environment();
    const api::AuthSession &session = m_client->session();
    SessionInfo info;
    info.environmentName = env.name;
    info.address = env.baseUrl;
    info.production = env.isProduction();
    info.method = session.method();
    info.userName = session.userName();
    info.tenantName = session.tenantName();
    return info;
}

TenantController::SwitchOffer TenantController::switchOffer() const
{
    const api::AuthSession &session = m_client->session();
    switch (session.method()) {
    case api::AuthMethod::None: return SwitchOffer::None;
    case api::AuthMethod::ApiKey: return SwitchOffer::NotOffered;
    case api::AuthMethod::Basic: return SwitchOffer::KeyOnly;
    case api::AuthMethod::Bearer:
        return session.tenants().size() > 1 ? SwitchOffer::List : SwitchOffer::KeyOnly;
    }
    return SwitchOffer::None;
}

QList<domain::Tenant> TenantController::tenants() const
{
    return m_client->session().tenants();
}

int TenantController::currentTenant() const
{
    // By key, not name: a session can be in a tenant before its name is known.
    const QList<domain::Tenant> &list = m_client->session().tenants();
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list.at(i).accessKey == m_client->session().tenantKey())
            return int(i);
    }
    return -1;
}

bool TenantController::isSwitching() const
{
    return m_refreshing || (m_switchJob && m_switchJob->isRunning());
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
    api::AuthSession &session = m_client->session();
    if (session.method() == api::AuthMethod::Bearer && session.tokenNeedsRefresh()) {
        // A typed key is tried without refreshing on a 401 (a wrong key would end the session),
        // so the token must be fresh first: refreshed with the key that is known to work.
        m_refreshing = true;
        session.refresh(session.generation(), [this, key, guard = QPointer<TenantController>(this)](bool ok) {
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
    api::AuthSession &session = m_client->session();
    const QString previousKey = session.tenantKey();
    const QString previousName = session.tenantName();
    if (key == previousKey) {
        emit switchFailed(
            tr("You are already working in %1.").arg(previousName.isEmpty() ? name : previousName));
        return;
    }
    session.setTenant(key, name);
    auto *job = new api::TenantJob(m_client, this);
    if (typed)
        job->checkTenantKey();
    m_switchJob = job;
    connect(job, &api::ApiJob::finished, this, [this, job, key, name, typed, previousKey, previousName] {
        api::AuthSession &current = m_client->session();
        if (!job->succeeded()) {
            current.setTenant(previousKey, previousName);
            const api::ApiError &e = job->error();
            const QString still = previousName.isEmpty()
                                      ? tr("You are still working in the same tenant.")
                                      : tr("You are still working in %1.").arg(previousName);
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
        QString finalName = name;
        if (finalName.isEmpty())
            finalName = job->details().name();
        if (finalName.isEmpty())
            finalName = job->details().fields.text(u"id");
        m_model->setFields(job->details().fields);
        current.switchTenant(key, finalName);
        emit switched(finalName);
    });
    job->start();
}

} // namespace bd::models
