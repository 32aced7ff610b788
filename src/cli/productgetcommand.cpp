#include "cli/productgetcommand.h"

#include "api/productjob.h"
#include "cli/output.h"
#include "cli/productrecords.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace bd::cli {

CommandSpec ProductGetCommand::spec()
{
    CommandSpec s;
    s.name = QStringLiteral("products get");
    s.summary = QCoreApplication::translate("bd::cli", "Show one product (JSON exactly as received).");
    takeProductId(s);
    s.defaultFormat = Format::Json;
    s.check = [](const QCommandLineParser &, const QStringList &arguments) {
        return productIdProblem(arguments);
    };
    s.create = [](const Invocation &i) { return new ProductGetCommand(i); };
    return s;
}

void ProductGetCommand::start()
{
    readProduct(m_invocation.arguments.first(), [this](const api::ProductJob &job) {
        domain::ProductSummary summary = domain::summarizeProduct(job.product());
        RecordSet set = productRecords({summary}, m_invocation.format);
        set.single = true;
        set.records.first().json = job.responseBody(); // the answer as the service sent it
        print(set);
        finish(Done);
    });
}

} // namespace bd::cli
