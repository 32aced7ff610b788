// "Copy as curl": the command never holds a secret (nor its base64, nor a Basic token), and run by
// /bin/sh with the secrets in environment variables it sends what QueryJob sends: the same method,
// path, headers and body bytes, checked on a loopback server that records both requests.

#include "../common/testfolders.h"
#include "api/apiclient.h"
#include "api/curlcommand.h"
#include "api/queryjob.h"

#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace bd::api;

namespace {

// Distinctive, and awkward for a shell: quotes, $, backticks, !, a backslash, a colon, non-ASCII.
const QString ApiKey = QStringLiteral("AK-7f3e'\"$(touch pwned)`id`!\\x91");
const QString TenantKey = QStringLiteral("TK-c0ffee'$HOME\"!x");
const QString AccessToken = QStringLiteral("eyJhbGciOi.T0KEN-9d2b$PATH'\"");
const QString UserName = QStringLiteral("o'brien!$USER@example.com");
const QString Password = QStringLiteral("PW-s3cr3t:pässwörd'\"$(id)`x`\\");

struct Request
{
    QByteArray method, target, body;
    QList<QPair<QByteArray, QByteArray>> headers; // names lower-cased, in order

    QByteArray header(const QByteArray &name) const
    {
        for (const auto &[n, v] : headers) {
            if (n == name)
                return v;
        }
        return {};
    }
    bool has(const QByteArray &name) const
    {
        return std::any_of(headers.begin(), headers.end(), [&](const auto &h) { return h.first == name; });
    }
};

// Takes HTTP/1.1 requests one by one, keeps them, answers each with a small JSON and closes.
class RecordingServer : public QTcpServer
{
public:
    RecordingServer()
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] { read(socket); });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
    }
    QList<Request> requests;

private:
    void read(QTcpSocket *socket)
    {
        QByteArray &in = m_buffers[socket];
        in += socket->readAll();
        const qsizetype end = in.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        Request r;
        const QList<QByteArray> lines = in.left(end).split('\n');
        const QList<QByteArray> start = lines.value(0).trimmed().split(' ');
        r.method = start.value(0);
        r.target = start.value(1);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines[i].indexOf(':');
            r.headers.append({lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed()});
        }
        const qsizetype length = r.header("content-length").toLongLong();
        if (in.size() < end + 4 + length)
            return;
        r.body = in.mid(end + 4, length);
        m_buffers.remove(socket);
        requests.append(r);
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n"
                      "Connection: close\r\n\r\n{\"data\":{}}");
        socket->disconnectFromHost();
    }
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

} // namespace

class TestCurlCommand : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void writesNoSecret_data();
    void writesNoSecret();
    void quotesForTheShell();
    void refusesWhatQueryJobRefuses();
    void sendsWhatQueryJobSends_data();
    void sendsWhatQueryJobSends();
    void sendsAnyBodyAndMethod();

private:
    void methods();
    AccountPtr account(AuthMethod method, bool withTenantKey = true);
    // Runs `command` with /bin/sh, the secrets in the environment; the request that arrived.
    std::optional<Request> run(const QString &command);
    std::optional<Request> runQueryJob(const AccountPtr &account, const QString &query,
                                       const QByteArray &variables);

    RecordingServer m_server;
    ApiClient m_client;
    Environment m_env;
    QTemporaryDir m_home;
};

void TestCurlCommand::initTestCase()
{
    bd::test::useTestFolders("tst_curlcommand");
    QVERIFY(m_server.listen(QHostAddress::LocalHost));
    m_env.name = QStringLiteral("Loopback");
    m_env.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1/base").arg(m_server.serverPort()));
    // The query endpoint lives on {app_url}, here under a path of its own.
    m_env.appUrl = QUrl(QStringLiteral("http://127.0.0.1:%1/app/").arg(m_server.serverPort()));
    m_env.apiKeyHeader = "x-svc-api-key";
    QVERIFY(m_home.isValid());
}

AccountPtr TestCurlCommand::account(AuthMethod method, bool withTenantKey)
{
    Credentials c;
    c.method = method;
    c.apiKey = ApiKey;
    c.userName = UserName;
    c.password = Password;
    c.tenantKey = withTenantKey ? TenantKey : QString();
    c.grant.accessToken = AccessToken;
    c.grant.refreshToken = QStringLiteral("RT-refresh-4a4a");
    c.grant.expiresAt = QDateTime::currentDateTimeUtc().addSecs(3600);
    return Account::create(&m_client, m_env, c, QStringLiteral("Acme"));
}

void TestCurlCommand::methods()
{
    QTest::addColumn<int>("method");
    QTest::addColumn<bool>("tenantKey");
    // The variables' own layout: a line feed is written in --data-raw, a tab as printf escapes.
    QTest::addColumn<QByteArray>("variables");
    const QByteArray lines = "{\n  \"id\": {\"_eq\": \"001'$HOME\"}\n}";
    const QByteArray tab = "{\n\t\"id\": {\"_eq\": \"001'$HOME\"}\n}";
    QTest::newRow("api key") << int(AuthMethod::ApiKey) << false << lines;
    QTest::newRow("bearer") << int(AuthMethod::Bearer) << true << tab;
    QTest::newRow("basic") << int(AuthMethod::Basic) << true << lines;
    QTest::newRow("basic, no tenant key") << int(AuthMethod::Basic) << false << tab;
    QTest::newRow("none") << int(AuthMethod::None) << false << lines;
}

void TestCurlCommand::writesNoSecret_data()
{
    methods();
}

void TestCurlCommand::writesNoSecret()
{
    QFETCH(int, method);
    QFETCH(bool, tenantKey);
    const AccountPtr a = account(AuthMethod(method), tenantKey);
    const QString text =
        queryCurlCommand(*a, QStringLiteral("{ Customer { id } }"), R"({"id": {"_eq": "001"}})");
    QVERIFY(!text.isEmpty());
    QStringList secrets{ApiKey, TenantKey, AccessToken, Password, QStringLiteral("RT-refresh-4a4a")};
    for (const QString &s : QStringList(secrets)) {
        secrets << QString::fromLatin1(s.toUtf8().toBase64());
        secrets << s.left(10); // no part of one either
    }
    secrets << QString::fromLatin1(bd::domain::basicToken(UserName, Password))
            << QString::fromLatin1(bd::domain::basicToken(UserName, Password).left(16));
    for (const QString &s : secrets)
        QVERIFY2(!text.contains(s), qPrintable(s));

    const auto expect = [&](const char *line) { QVERIFY2(text.contains(QLatin1String(line)), line); };
    expect("curl -X GET 'http://127.0.0.1:");
    expect("/app/api/async/graphql' \\\n");
    expect("  -H 'Content-Type: application/json' \\\n");
    expect("  --data-raw '{\"query\":\"{ Customer { id } }\",\"variables\":{\"id\": {\"_eq\": \"001\"}}}'\n");
    switch (AuthMethod(method)) {
    case AuthMethod::ApiKey: expect("# Set BILLING_DESK_API_KEY before running.\n"); break;
    case AuthMethod::Bearer:
        expect("  -H \"Authorization: Bearer $BILLING_DESK_ACCESS_TOKEN\" \\\n");
        expect("  -H \"apiAccessKey: $BILLING_DESK_TENANT_KEY\" \\\n");
        break;
    case AuthMethod::Basic:
        expect("  -H \"Authorization: Basic $(printf '%s:%s' \"$BILLING_DESK_USER\" "
               "\"$BILLING_DESK_PASSWORD\" | base64 | tr -d '\\n')\" \\\n");
        expect("# BILLING_DESK_USER is the user name, here 'o'\\''brien!$USER@example.com'.\n");
        break;
    case AuthMethod::None: QVERIFY(!text.contains(u'#')); break;
    }
    QCOMPARE(text.contains(QLatin1String("apiAccessKey")), tenantKey);
    if (AuthMethod(method) == AuthMethod::ApiKey)
        expect("  -H \"x-svc-api-key: $BILLING_DESK_API_KEY\" \\\n");
}

void TestCurlCommand::quotesForTheShell()
{
    // A variable in a header name the environment sets cannot expand: the name is single-quoted.
    Environment odd = m_env;
    odd.apiKeyHeader = "x-$(id)";
    Credentials c;
    c.method = AuthMethod::ApiKey;
    c.apiKey = ApiKey;
    const AccountPtr a = Account::create(&m_client, odd, c);
    const QString text = curlCommand(*a, "GET", QUrl(QStringLiteral("https://example.com/a'b")), {});
    QVERIFY2(text.contains(QLatin1String("-H 'x-$(id): '\"$BILLING_DESK_API_KEY\"")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("curl 'https://example.com/a'\\''b' \\\n")), qPrintable(text));
    // An empty header value is sent as one (curl drops "Name:").
    const QString empty =
        curlCommand(*a, "GET", QUrl(QStringLiteral("https://example.com/")), {}, {{"X-Empty", ""}});
    QVERIFY(empty.contains(QLatin1String("-H 'X-Empty;'")));
}

void TestCurlCommand::refusesWhatQueryJobRefuses()
{
    const AccountPtr a = account(AuthMethod::ApiKey);
    QVERIFY(queryCurlCommand(*a, QStringLiteral("  "), {}).isEmpty());
    QVERIFY(queryCurlCommand(*a, QStringLiteral("{ Customer { id } }"), "[1]").isEmpty());
    Environment remote = m_env;
    remote.appUrl = QUrl(QStringLiteral("http://billing.example.com/"));
    Credentials c;
    c.method = AuthMethod::ApiKey;
    c.apiKey = ApiKey;
    QVERIFY(
        queryCurlCommand(*Account::create(&m_client, remote, c), QStringLiteral("{ Customer { id } }"), {})
            .isEmpty());
}

std::optional<Request> TestCurlCommand::run(const QString &command)
{
    const qsizetype before = m_server.requests.size();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &name : env.keys()) {
        if (name.startsWith(u"BILLING_DESK_") || name.contains(u"proxy", Qt::CaseInsensitive))
            env.remove(name);
    }
    // No ~/.curlrc of the person running the tests.
    for (const char *name : {"HOME", "CURL_HOME", "XDG_CONFIG_HOME"})
        env.insert(QString::fromLatin1(name), m_home.path());
    env.insert(QStringLiteral("BILLING_DESK_API_KEY"), ApiKey);
    env.insert(QStringLiteral("BILLING_DESK_TENANT_KEY"), TenantKey);
    env.insert(QStringLiteral("BILLING_DESK_ACCESS_TOKEN"), AccessToken);
    env.insert(QStringLiteral("BILLING_DESK_USER"), UserName);
    env.insert(QStringLiteral("BILLING_DESK_PASSWORD"), Password);
    QProcess sh;
    sh.setProcessEnvironment(env);
    sh.setWorkingDirectory(m_home.path());
    QSignalSpy done(&sh, &QProcess::finished);
    sh.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), command});
    if (!done.wait(20000) || sh.exitCode() != 0) {
        qWarning() << "sh:" << sh.readAllStandardError() << "\n" << command;
        return std::nullopt;
    }
    if (QFile::exists(m_home.filePath(QStringLiteral("pwned")))) {
        qWarning() << "the command ran text of a secret";
        return std::nullopt;
    }
    if (m_server.requests.size() != before + 1)
        return std::nullopt;
    return m_server.requests.last();
}

std::optional<Request> TestCurlCommand::runQueryJob(const AccountPtr &account, const QString &query,
                                                    const QByteArray &variables)
{
    const qsizetype before = m_server.requests.size();
    QueryJob job(account, query, variables);
    job.setAutoDelete(false);
    QSignalSpy finished(&job, &ApiJob::finished);
    job.start();
    if (!finished.wait(20000) || !job.succeeded() || m_server.requests.size() != before + 1)
        return std::nullopt;
    return m_server.requests.last();
}

void TestCurlCommand::sendsWhatQueryJobSends_data()
{
    methods();
}

void TestCurlCommand::sendsWhatQueryJobSends()
{
    if (QStandardPaths::findExecutable(QStringLiteral("curl")).isEmpty())
        QSKIP("curl is not installed (scripts/setup.sh test)");
    QFETCH(int, method);
    QFETCH(bool, tenantKey);
    const AccountPtr a = account(AuthMethod(method), tenantKey);
    QFETCH(QByteArray, variables);
    // Text a shell would love to interpret.
    const QString query = QStringLiteral("{ Customer(where: {name: {_eq: \"it's $(id) `x` \\\\ %s\"}}) "
                                         "{ id parentCustomerId } } # ünïcödé\n'");

    const std::optional<Request> sent = runQueryJob(a, query, variables);
    QVERIFY(sent);
    const QString command = queryCurlCommand(*a, query, variables);
    QCOMPARE(command.contains(QLatin1String("--data-binary @-")), variables.contains('\t'));
    const std::optional<Request> curl = run(command);
    QVERIFY2(curl, qPrintable(command));
    if (qEnvironmentVariableIsSet("BD_SHOW_CURL"))
        qInfo().noquote() << command;

    QCOMPARE(curl->method, QByteArray("GET"));
    QCOMPARE(curl->target, QByteArray("/app/api/async/graphql"));
    QCOMPARE(curl->target, sent->target);
    QCOMPARE(curl->body, QueryJob::requestBody(query, variables));
    QCOMPARE(curl->body, sent->body);
    // Every header the client sent, with the same value, and nothing else.
    for (const auto &[name, value] : sent->headers) {
        if (name == "connection")
            continue; // how long the connection lives
        QVERIFY2(curl->has(name), name.constData());
        QCOMPARE(curl->header(name), value);
    }
    for (const auto &[name, value] : curl->headers)
        QVERIFY2(sent->has(name), name.constData());

    switch (AuthMethod(method)) {
    case AuthMethod::ApiKey: QCOMPARE(curl->header("x-svc-api-key"), ApiKey.toUtf8()); break;
    case AuthMethod::Bearer: QCOMPARE(curl->header("authorization"), "Bearer " + AccessToken.toUtf8()); break;
    case AuthMethod::Basic:
        QCOMPARE(curl->header("authorization"), "Basic " + bd::domain::basicToken(UserName, Password));
        break;
    case AuthMethod::None: QVERIFY(!curl->has("authorization")); break;
    }
    QCOMPARE(curl->header("apiaccesskey"), tenantKey ? TenantKey.toUtf8() : QByteArray());
    QCOMPARE(curl->has("apiaccesskey"), tenantKey);
}

void TestCurlCommand::sendsAnyBodyAndMethod()
{
    if (QStandardPaths::findExecutable(QStringLiteral("curl")).isEmpty())
        QSKIP("curl is not installed (scripts/setup.sh test)");
    QByteArray body("{\"a\":\"%s %% \\\\ '\"}\r\n\t");
    body += '\0';
    body += "\xff\xfe end";
    const AccountPtr a = account(AuthMethod::Basic);
    const QUrl url(QStringLiteral("http://127.0.0.1:%1/base/contacts/a%20b").arg(m_server.serverPort()));
    const QString command = curlCommand(*a, "PATCH", url, body, {{"Accept", "*/*"}, {"X-Trace", "it's"}});
    QVERIFY(command.contains(QLatin1String("--data-binary @-")));
    const std::optional<Request> curl = run(command);
    QVERIFY2(curl, qPrintable(command));
    QCOMPARE(curl->method, QByteArray("PATCH"));
    QCOMPARE(curl->target, QByteArray("/base/contacts/a%20b"));
    QCOMPARE(curl->body, body);
    QCOMPARE(curl->header("accept"), QByteArray("*/*"));
    QCOMPARE(curl->header("x-trace"), QByteArray("it's"));
    QCOMPARE(curl->header("authorization"), "Basic " + bd::domain::basicToken(UserName, Password));
}

QTEST_GUILESS_MAIN(TestCurlCommand)
#include "tst_curlcommand.moc"
