// Credentials belong to one origin: a redirect from the service (127.0.0.1) to another host
// (127.0.0.2) is refused for every authentication method, every status and every verb, and the
// second host receives nothing. Redirects within the service's own origin still work.

#include "../common/accounttestutil.h"
#include "../common/recordingserver.h"
#include "api/apiclient.h"
#include "api/contactupdatejob.h"
#include "api/deleteinvoicesjob.h"
#include "api/productlistjob.h"
#include "api/tenantjob.h"
#include "api/tokenjob.h"
#include "domain/contact.h"
#include "domain/invoice.h"
#include "models/catalog/imageloader.h"

#include <QBuffer>
#include <QImage>
#include <QSignalSpy>
#include <QTest>

using namespace bd::test;
using namespace bd::api;

namespace {

const QByteArray Secrets[] = {"key-4f1c-secret", "tenant-key-9d2e", "access.token.7b3a", "hunter2-password",
                              "refresh-5e8f"};

bool runJob(ApiJob &job)
{
    job.setAutoDelete(false);
    QSignalSpy finished(&job, &ApiJob::finished);
    job.start();
    return finished.count() == 1 || finished.wait(15000);
}

std::unique_ptr<ApiJob> makeJob(const QString &verb, ApiClient *client)
{
    if (verb == u"GET")
        return std::make_unique<TenantJob>(accountOf(*client));
    if (verb == u"GET list") // lists are read by BoundedReply, not by Qt's HTTP stack
        return std::make_unique<ProductListJob>(accountOf(*client));
    if (verb == u"POST token")
        return std::make_unique<TokenJob>(anonymousOf(*client), QStringLiteral("me@example.test"),
                                          QString::fromLatin1(Secrets[3]));
    if (verb == u"POST refresh")
        return std::make_unique<RefreshTokenJob>(accountOf(*client));
    if (verb == u"PATCH") {
        bd::domain::ContactWritable changes;
        changes.firstName = QStringLiteral("Ann");
        return std::make_unique<ContactUpdateJob>(accountOf(*client), QStringLiteral("c-1"), changes);
    }
    return std::make_unique<DeleteInvoicesJob>(
        accountOf(*client), bd::domain::DeleteInvoicesRequest::byIds({QStringLiteral("inv-1")}));
}

void signIn(ApiClient &client, const QString &method)
{
    if (method == u"api key") {
        client.session().useApiKey(QString::fromLatin1(Secrets[0]));
    } else if (method == u"basic") {
        client.session().useBasic(QStringLiteral("me@example.test"), QString::fromLatin1(Secrets[3]),
                                  QString::fromLatin1(Secrets[1]));
    } else {
        bd::domain::TokenGrant grant;
        grant.accessToken = QString::fromLatin1(Secrets[2]);
        grant.refreshToken = QString::fromLatin1(Secrets[4]);
        grant.expiresAt = QDateTime::currentDateTimeUtc().addSecs(900);
        client.session().useBearer(QStringLiteral("me@example.test"), grant, QString::fromLatin1(Secrets[1]));
    }
}

} // namespace

class TestApiRedirects : public QObject
{
    Q_OBJECT
private slots:
    void credentialsStayOnTheirOrigin_data();
    void credentialsStayOnTheirOrigin();
    void redirectWithinTheOriginIsFollowed_data();
    void redirectWithinTheOriginIsFollowed();
    void plainHttpElsewhereIsRefused();
    void imagesFollowBareButNeverToPlainHttpElsewhere();
};

void TestApiRedirects::credentialsStayOnTheirOrigin_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("verb");
    QTest::addColumn<int>("status");
    const QStringList methods{QStringLiteral("api key"), QStringLiteral("bearer"), QStringLiteral("basic")};
    const QStringList verbs{QStringLiteral("GET"),        QStringLiteral("GET list"),
                            QStringLiteral("PATCH"),      QStringLiteral("DELETE"),
                            QStringLiteral("POST token"), QStringLiteral("POST refresh")};
    for (const QString &method : methods) {
        for (const QString &verb : verbs) {
            if (verb == u"POST refresh" && method != u"bearer")
                continue;
            for (int status : {301, 302, 303, 307, 308})
                QTest::addRow("%s %s %d", qPrintable(method), qPrintable(verb), status)
                    << method << verb << status;
        }
    }
}

void TestApiRedirects::credentialsStayOnTheirOrigin()
{
    QFETCH(QString, method);
    QFETCH(QString, verb);
    QFETCH(int, status);
    RecordingServer service(QHostAddress(QStringLiteral("127.0.0.1")));
    RecordingServer elsewhere(QHostAddress(QStringLiteral("127.0.0.2")));
    const QUrl target = elsewhere.url(QStringLiteral("/collect"));
    service.setResponder([&](const RecordedRequest &) {
        return RecordingServer::Answer{status, {{"Location", target.toEncoded()}}, {}};
    });
    elsewhere.setResponder([](const RecordedRequest &) {
        return RecordingServer::Answer{200, {{"Content-Type", "application/json"}}, "{}"};
    });

    ApiClient client;
    Environment env;
    env.baseUrl = service.url(QStringLiteral("/"));
    QCOMPARE(client.setEnvironment(env), QString());
    signIn(client, method);
    const auto job = makeJob(verb, &client);
    QVERIFY(runJob(*job));

    QCOMPARE(service.requests().size(), 1);
    // The first request did carry the credentials (so the test would see them leak). Header names
    // in any case: Qt 6.8's QNetworkAccessManager sends them in lower case.
    const QByteArray sent = service.requests().first().raw.toLower();
    QVERIFY(sent.contains("authorization") || sent.contains("svc-api-key") || sent.contains("password"));
    // The other host received nothing: not a connection, let alone a header or a body.
    QCOMPARE(elsewhere.connections(), 0);
    for (const RecordedRequest &r : elsewhere.requests()) {
        for (const QByteArray &secret : Secrets)
            QVERIFY2(!r.raw.contains(secret), r.raw.constData());
    }
    QCOMPARE(job->error().kind, ApiError::Kind::Redirected);
    const QString message = job->error().userMessage();
    QVERIFY2(message.contains(target.host()) && message.contains(QString::number(target.port())),
             qPrintable(message));
}

void TestApiRedirects::redirectWithinTheOriginIsFollowed_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("status");
    for (const QString &path : {QStringLiteral("/tenant"), QStringLiteral("/catalog/products")}) {
        for (int status : {301, 302, 303, 307, 308})
            QTest::addRow("%s %d", qPrintable(path), status) << path << status;
    }
}

void TestApiRedirects::redirectWithinTheOriginIsFollowed()
{
    QFETCH(QString, path);
    QFETCH(int, status);
    const QByteArray moved = "/v2" + path.toLatin1();
    RecordingServer service;
    service.setResponder([&](const RecordedRequest &r) {
        if (r.target == path.toLatin1())
            return RecordingServer::Answer{status, {{"Location", moved}}, {}};
        return RecordingServer::Answer{200,
                                       {{"Content-Type", "application/json"}},
                                       r.target.startsWith("/v2/catalog") ? "[]" : R"({"name":"Acme"})"};
    });
    ApiClient client;
    Environment env;
    env.baseUrl = service.url(QStringLiteral("/"));
    QCOMPARE(client.setEnvironment(env), QString());
    signIn(client, QStringLiteral("basic"));
    const auto job =
        makeJob(path == u"/tenant" ? QStringLiteral("GET") : QStringLiteral("GET list"), &client);
    QVERIFY(runJob(*job));
    QVERIFY2(job->succeeded(), qPrintable(job->error().userMessage()));
    QCOMPARE(service.requests().size(), 2);
    QCOMPARE(service.requests().at(1).target, moved);
    QCOMPARE(service.requests().at(1).header("apiAccessKey"), Secrets[1]);
}

void TestApiRedirects::plainHttpElsewhereIsRefused()
{
    // A loopback base address may use plain http; a redirect from it to http elsewhere may not.
    RecordingServer service;
    service.setResponder([](const RecordedRequest &) {
        return RecordingServer::Answer{302, {{"Location", "http://192.0.2.10/tenant"}}, {}};
    });
    ApiClient client;
    Environment env;
    env.baseUrl = service.url(QStringLiteral("/"));
    QCOMPARE(client.setEnvironment(env), QString());
    signIn(client, QStringLiteral("api key"));
    TenantJob job(accountOf(client));
    QVERIFY(runJob(job));
    QCOMPARE(job.error().kind, ApiError::Kind::Redirected);
    QVERIFY2(job.error().userMessage().contains(u"192.0.2.10"), qPrintable(job.error().userMessage()));
}

void TestApiRedirects::imagesFollowBareButNeverToPlainHttpElsewhere()
{
    RecordingServer first;
    RecordingServer second(QHostAddress(QStringLiteral("127.0.0.2")));
    QImage pixel(2, 2, QImage::Format_RGB32);
    pixel.fill(Qt::red);
    QByteArray png;
    {
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        pixel.save(&buffer, "PNG");
    }
    first.setResponder([&](const RecordedRequest &r) {
        if (r.target == "/moved.png")
            return RecordingServer::Answer{
                302, {{"Location", second.url(QStringLiteral("/a.png")).toEncoded()}}, {}};
        return RecordingServer::Answer{302, {{"Location", "http://192.0.2.10/a.png"}}, {}};
    });
    second.setResponder([&](const RecordedRequest &) {
        return RecordingServer::Answer{200, {{"Content-Type", "image/png"}}, png};
    });

    ApiClient client;
    bd::models::ImageLoader loader(&client, QString{});
    QImage image;
    QString problem;
    bool done = false;
    loader.load(first.url(QStringLiteral("/moved.png")), this, [&](const QImage &i, const QString &p) {
        image = i;
        problem = p;
        done = true;
    });
    QTRY_VERIFY(done);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(image.size(), QSize(2, 2));
    QCOMPARE(second.requests().size(), 1);

    done = false;
    loader.load(first.url(QStringLiteral("/elsewhere.png")), this, [&](const QImage &i, const QString &p) {
        image = i;
        problem = p;
        done = true;
    });
    QTRY_VERIFY(done);
    QVERIFY(image.isNull());
    QVERIFY2(problem.contains(u"192.0.2.10"), qPrintable(problem));
}

QTEST_MAIN(TestApiRedirects)
#include "tst_apiredirects.moc"
