#pragma once

// Between the webhook endpoints screen and the API: loads GET /webhook-endpoints into a
// WebhookModel, and reports failure and cancellation. The screen never sees an API job.

#include "api/account.h"
#include "api/apierror.h"
#include "models/common/jobslot.h"

#include <QObject>
#include <QPointer>

namespace bd::models {

class WebhookModel;

class WebhookLoader final : public QObject
{
    Q_OBJECT
public:
    WebhookLoader(api::AccountPtr account, WebhookModel *model, QObject *parent = nullptr);
    ~WebhookLoader() override;

    // Loads the list; does nothing while a load is under way. The model keeps what it showed
    // until a new list has arrived (a failure or a cancellation leaves it as it was).
    void load();
    void cancel();
    bool isLoading() const;

signals:
    // The model holds the new list: `entries` of them, `notRecords` of which are not records.
    void loaded(int entries, int notRecords);
    void canceled();
    void failed(const bd::api::ApiError &error);
    // The service asked to wait (429): the request goes again by itself after `seconds`
    // (attempt `attempt` of at most `of`); cancel() ends the wait.
    void waiting(int seconds, int attempt, int of);

private:
    api::AccountPtr m_account;
    WebhookModel *m_model;
    JobSlot m_job;
};

} // namespace bd::models
