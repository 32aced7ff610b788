#include "cli/tenantcommand.h"

#include "api/tenantjob.h"
#include "domain/recordcodec.h"

#include <QCoreApplication>

namespace bd::cli {

CommandSpec TenantCommand::spec()
{
    CommandSpec s;
    s.name = QStringLiteral("tenant");
    s.summary = QCoreApplication::translate("bd::cli", "Show the signed-in tenant's details.");
    s.create = [](const Invocation &i) { return new TenantCommand(i); };
    return s;
}

void TenantCommand::start()
{
    auto *job = new api::TenantJob(account(), this);
    reportWaits(job);
    connect(job, &api::ApiJob::finished, this, [this, job] {
        if (!job->succeeded()) {
            fail(job->error(), QCoreApplication::translate("bd::cli", "Tenant"));
            return;
        }
        const QByteArray object = domain::encodeRecord(job->details().fields);
        RecordSet set;
        set.columns = jsonColumns({object});
        set.records << jsonRecord(object, set.columns);
        set.single = true;
        print(set);
        finish(Done);
    });
    job->start();
}

} // namespace bd::cli
