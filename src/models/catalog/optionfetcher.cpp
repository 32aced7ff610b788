#include "models/catalog/optionfetcher.h"

#include "api/productjob.h"

namespace bd::models {

OptionFetcher::OptionFetcher(api::AccountPtr account, QObject *parent)
    : QObject(parent), m_account(std::move(account))
{}

OptionFetcher::~OptionFetcher()
{
    drop();
}

void OptionFetcher::fetch(const QStringList &productIds)
{
    for (auto it = m_jobs.begin(); it != m_jobs.end();) {
        if (productIds.contains(it.key())) {
            ++it;
            continue;
        }
        if (api::ProductJob *job = it.value()) {
            job->disconnect(this);
            job->cancel();
        }
        it = m_jobs.erase(it);
    }
    for (const QString &id : productIds) {
        if (m_jobs.contains(id))
            continue;
        auto *job = new api::ProductJob(m_account, id, this);
        m_jobs.insert(id, job);
        connect(job, &api::ApiJob::finished, this, [this, job, id] {
            m_jobs.remove(id);
            if (job->succeeded())
                emit fetched(id, job->product());
            else
                emit failed(id, job->error().userMessage());
        });
        job->start();
    }
}

} // namespace bd::models
