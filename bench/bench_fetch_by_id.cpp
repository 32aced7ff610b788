// Fetches products by id through the API layer with its default concurrency and reports
// requests per second.
//   bench_fetch_by_id BASE_URL API_KEY IDS_FILE      (IDS_FILE: one product id per line)
//   bench_fetch_by_id BASE_URL API_KEY --list N      (prints the first N product ids)

#include "../tests/common/accounttestutil.h"
#include "api/apiclient.h"
#include "api/productjob.h"
#include "api/productlistjob.h"
#include "benchclient.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <cstdio>

using namespace bd::api;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 4) {
        std::fprintf(stderr, "usage: bench_fetch_by_id BASE_URL API_KEY (IDS_FILE | --list N)\n");
        return 2;
    }
    ApiClient client;
    if (!signInToSandbox(client, args.at(1), args.at(2)))
        return 2;

    if (args.at(3) == u"--list") {
        const int n = args.value(4).toInt();
        ProductListJob list(accountOf(client));
        list.setAutoDelete(false);
        QObject::connect(&list, &ApiJob::finished, &app, [&] {
            for (int i = 0; i < n && i < list.products().size(); ++i)
                std::printf("%s\n", qPrintable(list.products().at(i).id));
            app.exit(list.succeeded() ? 0 : 1);
        });
        list.start();
        return app.exec();
    }

    QFile file(args.at(3));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(args.at(3)));
        return 2;
    }
    const QStringList ids = QString::fromLatin1(file.readAll()).split(u'\n', Qt::SkipEmptyParts);
    int pending = int(ids.size());
    int failed = 0;
    QElapsedTimer timer;
    timer.start();
    std::vector<std::unique_ptr<ProductJob>> jobs;
    jobs.reserve(size_t(ids.size()));
    for (const QString &id : ids) {
        jobs.push_back(std::make_unique<ProductJob>(accountOf(client), id));
        ProductJob *job = jobs.back().get();
        job->setAutoDelete(false);
        QObject::connect(job, &ApiJob::finished, &app, [&, job] {
            failed += job->succeeded() ? 0 : 1;
            if (--pending == 0)
                app.quit();
        });
        job->start(); // all at once: the network manager's own per-host limit is the concurrency
    }
    app.exec();
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    std::printf("billing-desk api: %lld requests in %.3f s = %.0f req/s (%d failed)\n",
                static_cast<long long>(ids.size()), seconds, double(ids.size()) / seconds, failed);
    return failed == 0 ? 0 : 1;
}
