#include "sandbox/sandboxserver.h"

#include <QJsonDocument>
#include <QJsonObject>

#include "domain/json/jsondocument.h"
#include "sandbox/sandboxgzip.h"
#include "sandbox/sandboxtransfer.h"

#include <QFile>
#include <QLoggingCategory>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

namespace bd::sandbox {

namespace {
Q_LOGGING_CATEGORY(lcServer, "billingdesk.sandbox.server", QtInfoMsg)
} // namespace

namespace {
// A connection's parser, a child of its socket so that it ends with the connection.
class Connection final : public QObject
{
public:
    using QObject::QObject;
    RequestParser parser;
};
} // namespace

SandboxServer::SandboxServer(QObject *parent) : QObject(parent)
{
    connect(&m_listener, &QTcpServer::newConnection, this, &SandboxServer::accept);
}

SandboxServer::~SandboxServer() = default;

bool SandboxServer::start(const SandboxOptions &options, quint16 port, QString *error)
{
    auto data = SandboxData::load(options.dataDir, error);
    if (!data)
        return false;
    if (options.generateProducts > 0)
        data->generateProducts(options.generateProducts);
    if (options.generateInvoices > 0)
        data->generateInvoices(options.generateInvoices);
    m_service = std::make_unique<SandboxService>(std::move(data), options.apiKeyHeader);
    m_service->auth().setTokenLifetime(options.tokenLifetimeSeconds);
    for (const Fault &f : options.faults)
        m_faults.add(f);
    if (m_listener.listen(QHostAddress::LocalHost, port))
        m_port = m_listener.serverPort();
    if (m_port == 0) {
        *error = QStringLiteral("cannot listen on 127.0.0.1:%1").arg(port);
        return false;
    }
    if (options.localImages) {
        const QByteArray local = baseUrl().toString().toUtf8() + "/_sandbox/images/";
        for (TenantData &tenant : m_service->data().tenants) {
            for (ServedProduct &p : tenant.products)
                p.raw.replace("https://images.example.com/", local);
            tenant.rebuildProductList();
        }
    }
    return true;
}

QUrl SandboxServer::baseUrl() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_port));
}

QString SandboxServer::demoApiKey() const
{
    const TenantData &t = m_service->data().tenants.first();
    return t.apiKeys.value(0);
}

QString SandboxServer::demoUserName() const
{
    return m_service->data().users.isEmpty() ? QString() : m_service->data().users.first().userName;
}

QByteArray SandboxServer::demoTokenAnswer()
{
    if (m_service->data().users.isEmpty())
        return {};
    const SandboxUser &user = m_service->data().users.first();
    SandboxRequest request;
    request.method = "POST";
    request.path = QStringLiteral("/auth/token");
    request.headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/json")));
    request.body = QJsonDocument(QJsonObject{{QStringLiteral("userName"), user.userName},
                                             {QStringLiteral("password"), user.password},
                                             {QStringLiteral("showTenants"), QStringLiteral("true")}})
                       .toJson(QJsonDocument::Compact);
    const SandboxResponse answer = m_service->handle(request);
    return answer.status == 200 ? answer.body : QByteArray();
}

QString SandboxServer::demoTenantAccessKey() const
{
    return m_service->data().tenants.first().accessKey;
}

void SandboxServer::accept()
{
    while (QTcpSocket *socket = m_listener.nextPendingConnection()) {
        auto *connection = new Connection(socket);
        connect(socket, &QTcpSocket::readyRead, this,
                [this, socket, connection] { readRequests(socket, connection->parser); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }
}

// Answers every complete request that arrived, in order; a request that cannot be read is
// answered with its status and ends the connection, as the bytes after it cannot be trusted.
void SandboxServer::readRequests(QTcpSocket *socket, RequestParser &parser)
{
    parser.append(socket->readAll());
    SandboxRequest request;
    while (socket->state() == QAbstractSocket::ConnectedState) {
        const RequestParser::Result result = parser.next(request);
        if (parser.takeContinue())
            socket->write("HTTP/1.1 100 Continue\r\n\r\n");
        if (result == RequestParser::Result::NeedMore)
            return;
        if (result == RequestParser::Result::Failed) {
            qCInfo(lcServer) << "refusing a request:" << parser.failureText();
            SandboxResponse refusal = SandboxResponse::badRequest(parser.failureText());
            refusal.status = parser.failureStatus();
            write(socket, refusal, true);
            return;
        }
        handleRequest(request, socket);
    }
}

void SandboxServer::handleRequest(const SandboxRequest &r, QTcpSocket *socket)
{
    if (r.path.startsWith(u"/_sandbox/")) {
        SandboxResponse response = control(r);
        // Images stand in for a content host, which can be slow or hostile too
        // (--fault slow-body=50,route=/_sandbox/images).
        if (r.path.startsWith(u"/_sandbox/images/")) {
            const std::optional<Fault> fault = m_faults.take(r.path);
            if (fault && injectFault(socket, *fault, response, false))
                return;
        }
        write(socket, response, false);
        return;
    }
    const qint64 sequence = m_service->receivedLog().record(r, m_service->auth(), m_service->data());
    const int latency = m_faults.takeLatency(r.path);
    if (latency > 0) {
        QTimer::singleShot(latency, this, [this, socket = QPointer<QTcpSocket>(socket), r, sequence] {
            if (socket)
                respond(socket, r, sequence);
        });
    } else {
        respond(socket, r, sequence);
    }
}

void SandboxServer::respond(QTcpSocket *socket, const SandboxRequest &request, qint64 sequence)
{
    SandboxResponse response = m_service->handle(request);
    qCDebug(lcServer) << request.method << request.path << response.status;
    const bool close = request.header("connection").compare("close", Qt::CaseInsensitive) == 0;
    const std::optional<Fault> fault = m_faults.take(request.path);
    if (fault) {
        qCInfo(lcServer) << "injecting fault" << fault->toString() << "into" << request.method
                         << request.path;
        const bool written = injectFault(socket, *fault, response, close);
        m_service->receivedLog().answered(sequence, response.status, fault->toString());
        if (written)
            return;
    } else {
        m_service->receivedLog().answered(sequence, response.status);
    }
    write(socket, response, close);
}

bool SandboxServer::injectFault(QTcpSocket *socket, const Fault &fault, SandboxResponse &response, bool close)
{
    switch (fault.kind) {
    case Fault::Kind::Latency: break;
    case Fault::Kind::RateLimit:
        response = SandboxResponse::empty(429);
        if (fault.value > 0)
            response.headers.append(qMakePair(QByteArray("Retry-After"), QByteArray::number(fault.value)));
        break;
    case Fault::Kind::ServerError: response = SandboxResponse::empty(500); break;
    case Fault::Kind::Unauthorized: response = SandboxResponse::empty(401); break;
    case Fault::Kind::BadRequest:
        // A refusal the client cannot foresee, with a reason tied to a field.
        response = SandboxResponse::badRequest(
            QStringLiteral("The service refused the change: the title is not allowed for this customer."),
            {{QStringLiteral("title"), QStringLiteral("Title is not allowed for this customer.")}});
        break;
    case Fault::Kind::Malformed:
        response =
            SandboxResponse::json(200, R"({"id": "01tAc000000A1b2C3D", "name": "Broken", "sku": , ]})");
        break;
    case Fault::Kind::Truncated: response.body.truncate(response.body.size() / 2); break;
    case Fault::Kind::WrongContentType:
        response.status = 200;
        response.contentType = "text/html; charset=utf-8";
        response.body =
            "<html><head><title>Maintenance</title></head><body>Down for maintenance</body></html>";
        break;
    case Fault::Kind::Drop: {
        // Promise the whole body, send half, then hang up.
        const QByteArray half = response.body.left(response.body.size() / 2);
        response.body.resize(qMax<qsizetype>(response.body.size(), 2));
        QByteArray head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                          QByteArray::number(response.body.size()) + "\r\n\r\n";
        response.status = 200;
        socket->write(head + half);
        socket->flush();
        socket->disconnectFromHost();
        return true;
    }
    case Fault::Kind::SlowBody:
    case Fault::Kind::Bandwidth:
        // The real answer; only its pace changes. slow-body ticks once per byte at low rates,
        // bandwidth every 10 ms, so a benchmark sees a smooth stream.
        startThrottledBody(socket, responseHead(response, response.body.size(), close), response.body,
                           fault.value, fault.kind == Fault::Kind::Bandwidth ? 10 : throttleTick(fault.value),
                           close);
        return true;
    case Fault::Kind::Endless: {
        SandboxResponse head = SandboxResponse::json(200, {});
        head.headers.append(qMakePair(QByteArray("Transfer-Encoding"), QByteArray("chunked")));
        startEndlessArray(socket, responseHead(head, -1, false), endlessElement(response));
        response.status = 200;
        return true;
    }
    case Fault::Kind::HugeLength: {
        // Promise 2 GiB, send the first bytes of the real answer, then nothing: the connection
        // stays open until the client gives up.
        const QByteArray start = response.body.size() >= 8 ? response.body.left(32) : "[{\"id\":\"";
        response = SandboxResponse::json(200, {});
        socket->write(responseHead(response, 2147483648LL, false) + start);
        return true;
    }
    case Fault::Kind::GzipBomb:
        response = SandboxResponse::json(200, gzipBomb());
        response.headers.append(qMakePair(QByteArray("Content-Encoding"), QByteArray("gzip")));
        break;
    }
    return false;
}

// One element to repeat forever: the first element of the real answer when it is an array, the
// answer itself when it is an object, otherwise a served product.
QByteArray SandboxServer::endlessElement(const SandboxResponse &response) const
{
    const json::Document doc = json::Document::parse(response.body);
    if (doc.root().isArray() && doc.root().size() > 0)
        return (*doc.root().begin()).raw().toByteArray();
    if (doc.root().isObject())
        return response.body;
    for (const ServedProduct &p : std::as_const(m_service->data().tenants.first().products)) {
        if (p.served)
            return p.raw;
    }
    return QByteArrayLiteral(R"({"id":"01tAc000000A1b2C3D","name":"Endless"})");
}

void SandboxServer::write(QTcpSocket *socket, const SandboxResponse &response, bool close)
{
    socket->write(responseHead(response, response.body.size(), close) + response.body);
    if (close)
        socket->disconnectFromHost();
}

SandboxResponse SandboxServer::control(const SandboxRequest &request)
{
    if (request.path == u"/_sandbox/stats") {
        if (request.method == "DELETE")
            m_service->stats() = SandboxStats();
        return SandboxResponse::json(200, m_service->stats().toJson());
    }
    if (request.path == u"/_sandbox/faults") {
        if (request.method == "DELETE") {
            m_faults.clear();
            return SandboxResponse::empty(204);
        }
        if (request.method == "POST") {
            const json::Document doc = json::Document::parse(request.body);
            if (!doc.root().isArray())
                return SandboxResponse::badRequest(
                    QStringLiteral("POST a JSON array of fault strings, e.g. [\"429=2,count=1\"]"));
            QList<Fault> parsed;
            for (json::Value v : doc.root()) {
                QString error;
                const auto fault = Fault::parse(v.toString(), &error);
                if (!fault)
                    return SandboxResponse::badRequest(error);
                parsed.append(*fault);
            }
            for (const Fault &f : std::as_const(parsed))
                m_faults.add(f);
            return SandboxResponse::empty(204);
        }
    }
    if (request.path.startsWith(u"/_sandbox/images/") && request.method == "GET") {
        // Every product picture is the same sample image; the path only has to end in .png.
        if (!request.path.endsWith(u".png"))
            return SandboxResponse::empty(404);
        QFile image(QStringLiteral(":/sandbox-images/product.png"));
        if (!image.open(QIODevice::ReadOnly))
            return SandboxResponse::empty(404);
        SandboxResponse r = SandboxResponse::json(200, image.readAll());
        r.contentType = "image/png";
        r.headers.append(qMakePair(QByteArray("Cache-Control"), QByteArray("max-age=86400")));
        return r;
    }
    if (request.path == u"/_sandbox/requests") {
        if (request.method == "DELETE") {
            m_service->clearReceived();
            return SandboxResponse::empty(204);
        }
        if (request.method == "GET") {
            const qint64 since = request.query.queryItemValue(QStringLiteral("since")).toLongLong();
            const QString path = request.query.queryItemValue(QStringLiteral("path"), QUrl::FullyDecoded);
            return SandboxResponse::json(200, m_service->receivedLog().toJson(since, path));
        }
    }
    if (request.path == u"/_sandbox/config" && request.method == "POST")
        return config(request);
    return SandboxResponse::empty(404);
}

// POST /_sandbox/config?tokenLifetime=S and/or ?tenant=ID&webhooksEnveloped=true|false; every
// value is checked before any is applied.
SandboxResponse SandboxServer::config(const SandboxRequest &request)
{
    const QUrlQuery &q = request.query;
    for (const auto &[key, value] : q.queryItems()) {
        if (key != u"tokenLifetime" && key != u"tenant" && key != u"webhooksEnveloped")
            return SandboxResponse::badRequest(
                QStringLiteral("Unknown setting \"%1\"; use tokenLifetime, or tenant with webhooksEnveloped.")
                    .arg(key));
    }
    int lifetime = 0;
    if (q.hasQueryItem(QStringLiteral("tokenLifetime"))) {
        bool ok = false;
        lifetime = q.queryItemValue(QStringLiteral("tokenLifetime")).toInt(&ok);
        if (!ok || lifetime <= 0)
            return SandboxResponse::badRequest(
                QStringLiteral("tokenLifetime must be a positive number of seconds"));
    }
    TenantData *tenant = nullptr;
    const QString enveloped = q.queryItemValue(QStringLiteral("webhooksEnveloped"));
    if (q.hasQueryItem(QStringLiteral("webhooksEnveloped"))) {
        tenant = m_service->data().tenantById(q.queryItemValue(QStringLiteral("tenant")));
        if (!tenant)
            return SandboxResponse::badRequest(
                QStringLiteral("webhooksEnveloped needs tenant=ID of a tenant"));
        if (enveloped != u"true" && enveloped != u"false")
            return SandboxResponse::badRequest(QStringLiteral("webhooksEnveloped must be true or false"));
    }
    if (lifetime == 0 && !tenant)
        return SandboxResponse::badRequest(
            QStringLiteral("Give tokenLifetime=SECONDS, or tenant=ID&webhooksEnveloped=true|false."));
    if (lifetime > 0)
        m_service->auth().setTokenLifetime(lifetime);
    if (tenant)
        tenant->webhooksEnveloped = enveloped == u"true";
    return SandboxResponse::empty(204);
}

} // namespace bd::sandbox
