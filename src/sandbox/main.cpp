// billing-desk-sandbox: the Billing and Catalog Service, served locally on loopback.

#include "sandbox/sandboxserver.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

using namespace bd::sandbox;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("billing-desk-sandbox"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BD_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("A local implementation of the Billing and Catalog Service API, "
                       "with sample data for two tenants. Listens on 127.0.0.1 only."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption port(QStringLiteral("port"),
                                  QStringLiteral("Port to listen on (0: any free port)."),
                                  QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption data(QStringLiteral("data"),
                                  QStringLiteral("Folder with tenants.json and one folder per tenant "
                                                 "(default: the built-in sample data)."),
                                  QStringLiteral("DIR"));
    const QCommandLineOption lifetime(QStringLiteral("token-lifetime"),
                                      QStringLiteral("Bearer token lifetime in seconds."),
                                      QStringLiteral("SECONDS"), QStringLiteral("900"));
    const QCommandLineOption fault(
        QStringLiteral("fault"),
        QStringLiteral("Inject a fault: KIND[=VALUE][,route=PREFIX][,count=N] with KIND one of "
                       "latency=MS, 429=RETRY_AFTER, 500, 400, drop, malformed, truncated, content-type, "
                       "slow-body=BYTES_PER_S, endless, huge-length, gzip-bomb, bandwidth=BYTES_PER_S. "
                       "Repeatable."),
        QStringLiteral("SPEC"));
    const QCommandLineOption generate(QStringLiteral("generate-products"),
                                      QStringLiteral("Add N generated products to every tenant's catalog."),
                                      QStringLiteral("N"));
    const QCommandLineOption invoices(
        QStringLiteral("generate-invoices"),
        QStringLiteral("Add N generated invoices (about 550 bytes of JSON each, "
                       "with lines) to every tenant."),
        QStringLiteral("N"));
    const QCommandLineOption apiKeyHeader(QStringLiteral("api-key-header"),
                                          QStringLiteral("Name of the API key header."),
                                          QStringLiteral("NAME"), QStringLiteral("svc-api-key"));
    const QCommandLineOption localImages(
        QStringLiteral("local-images"),
        QStringLiteral("Serve product images from the sandbox (rewrites imageUrl)."));
    parser.addOptions({port, data, lifetime, fault, generate, invoices, apiKeyHeader, localImages});
    parser.process(app);

    SandboxOptions options;
    options.dataDir = parser.value(data);
    bool ok = false;
    options.tokenLifetimeSeconds = parser.value(lifetime).toInt(&ok);
    if (!ok || options.tokenLifetimeSeconds <= 0) {
        std::fprintf(stderr, "--token-lifetime must be a positive number of seconds\n");
        return 2;
    }
    options.generateProducts = parser.isSet(generate) ? parser.value(generate).toInt() : 0;
    options.generateInvoices = parser.isSet(invoices) ? parser.value(invoices).toInt() : 0;
    options.apiKeyHeader = parser.value(apiKeyHeader).toLatin1();
    options.localImages = parser.isSet(localImages);
    for (const QString &spec : parser.values(fault)) {
        QString error;
        const auto f = Fault::parse(spec, &error);
        if (!f) {
            std::fprintf(stderr, "--fault %s: %s\n", qPrintable(spec), qPrintable(error));
            return 2;
        }
        options.faults.append(*f);
    }
    const int portNumber = parser.value(port).toInt(&ok);
    if (!ok || portNumber < 0 || portNumber > 65535) {
        std::fprintf(stderr, "--port must be between 0 and 65535\n");
        return 2;
    }

    SandboxServer server;
    QString error;
    if (!server.start(options, quint16(portNumber), &error)) {
        std::fprintf(stderr, "billing-desk-sandbox: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("Billing Desk sandbox listening on %s\n", qPrintable(server.baseUrl().toString()));
    std::printf("Demo API key (tenant acme): %s\n", qPrintable(server.demoApiKey()));
    std::fflush(stdout);
    return app.exec();
}
