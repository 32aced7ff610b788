#include "cli/productgetcommand.h"

#include "api/productjob.h"
#include "cli/output.h"
#include "cli/productrecords.h"
#include "domain/validation.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace bd::cli {

CommandSpec ProductGetCommand::spec()
{
    CommandSpec s;
    s.name = QStringLiteral("products get");
    s.summary = QCoreApplication::translate("bd::cli", "Show one product (JSON exactly as received).");
    s.syntax = QStringLiteral("ID");
    s.argumentHelp = {
        {QStringLiteral("ID"),
         QCoreApplication::translate("bd::cli", "The product's id: 15 or 18 letters and digits.")}};
    s.minArguments = 1;
    s.maxArguments = 1;
    s.defaultFormat = Format::Json;
    s.check = [](const QCommandLineParser &, const QStringList &arguments) {
        const std::optional<domain::Violation> v = domain::validateProductId(arguments.first());
        return v ? v->message : QString();
    };
    s.create = [](const Invocation &i) { return new ProductGetCommand(i); };
    return s;
}

void ProductGetCommand::start()
{
    const QString id = m_invocation.arguments.first();
    auto *job = new api::ProductJob(account(), id, this);
    reportWaits(job);
    connect(job, &api::ApiJob::finished, this, [this, job, id] {
        if (!job->succeeded()) {
            fail(job->error(), QCoreApplication::translate("bd::cli", "Product %1").arg(id));
            return;
        }
        for (const domain::DecodeProblem &p : job->problems())
            out().message(
                QCoreApplication::translate("bd::cli", "Not as the spec describes: %1").arg(p.toString()));
        domain::ProductSummary summary = domain::summarizeProduct(job->product());
        RecordSet set = productRecords({summary}, m_invocation.format);
        set.single = true;
        set.records.first().json = job->responseBody(); // the answer as the service sent it
        print(set);
        finish(Done);
    });
    job->start();
}

} // namespace bd::cli
