#include "cli/webhooklistcommand.h"

#include "api/webhookendpointsjob.h"
#include "models/admin/webhookcolumns.h"

#include <QCoreApplication>

namespace bd::cli {

CommandSpec WebhookListCommand::spec()
{
    CommandSpec s;
    s.name = QStringLiteral("webhooks list");
    s.summary = QCoreApplication::translate("bd::cli", "List the tenant's webhook endpoints.");
    s.create = [](const Invocation &i) { return new WebhookListCommand(i); };
    return s;
}

void WebhookListCommand::start()
{
    auto *job = new api::WebhookEndpointsJob(account(), this);
    reportWaits(job);
    connect(job, &api::ApiJob::finished, this, [this, job] {
        if (!job->succeeded()) {
            fail(job->error(), QCoreApplication::translate("bd::cli", "Webhook endpoints"));
            return;
        }
        QList<domain::JsonFields> records;
        for (const domain::WebhookEndpoint &e : job->endpoints()) {
            if (e.isRecord())
                records << e.fields;
        }
        RecordSet set;
        set.columns = models::webhookColumns(records);
        // An entry that is not a record keeps empty cells; its JSON says what it is.
        for (const domain::WebhookEndpoint &e : job->endpoints())
            set.records << jsonRecord(e.json, set.columns);
        print(set);
        finish(Done);
    });
    job->start();
}

} // namespace bd::cli
