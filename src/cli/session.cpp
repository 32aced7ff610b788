#include "cli/session.h"

#include "api/environmentstore.h"
#include "cli/exitcode.h"
#include "cli/output.h"
#include "cli/terminal.h"
#include "models/common/waitsentence.h"
#include "sandbox/sandboxserver.h"
#include "secrets/lazysecretstore.h"
#include "secrets/secretvault.h"

#include <QCoreApplication>
#include <QSettings>

namespace bd::cli {

static QString program()
{
    return QStringLiteral("billing-desk-cli");
}

Session::Session(Options options, Output &output, QObject *parent)
    : QObject(parent), m_options(std::move(options)), m_output(output)
{
    // A script cannot answer a sign-in dialog: requests that would wait for one end now.
    connect(&m_client.session(), &api::AuthSession::signInRequired, this, [this] {
        m_client.session().abandonWaiting();
        m_output.message(QCoreApplication::translate(
                             "bd::cli", "Your session has ended and could not be renewed. Run “%1 sign-in” "
                                        "and try again.")
                             .arg(program()));
        emit ended(NotSignedIn);
    });
    connect(&m_client.session(), &api::AuthSession::tokenRefreshed, this, &Session::rememberRefreshedToken);
}

Session::~Session() = default;

api::AccountStore &Session::accounts()
{
    if (!m_accounts) {
        // The keychain opens only when a secret is needed (opening may prompt).
        m_store = new secrets::LazySecretStore(this);
        m_vault = new secrets::SecretVault(m_store, this);
        m_accounts = new api::AccountStore(m_vault, this);
    }
    return *m_accounts;
}

QString Session::keychainProblem() const
{
    return m_store ? m_store->whyUnavailable() : QString();
}

int Session::startDemo()
{
    m_sandbox = std::make_unique<sandbox::SandboxServer>();
    QString error;
    if (!m_sandbox->start(sandbox::SandboxOptions{}, 0, &error)) {
        m_output.message(
            QCoreApplication::translate("bd::cli", "The demo sandbox could not start: %1").arg(error));
        return RequestFailed;
    }
    api::Environment demo;
    demo.kind = api::Environment::Kind::Demo;
    demo.name =
        QCoreApplication::translate("bd::cli", "Demo sandbox (%1)").arg(m_sandbox->baseUrl().toString());
    demo.baseUrl = m_sandbox->baseUrl();
    m_client.setEnvironment(demo);
    m_client.session().useApiKey(m_sandbox->demoApiKey(), m_sandbox->service().data().tenants.first().name);
    return Done;
}

api::SignInRequest Session::requestFromOptions(QString *problem) const
{
    const api::SignInOptions::Reading &given = m_options.given;
    api::SignInRequest r = given.request;
    api::Environment &env = r.environment;
    QSettings settings;
    if (env.kind == api::Environment::Kind::Production || env.kind == api::Environment::Kind::Sandbox) {
        // Production and Sandbox: the address (and API key header) configured in the window.
        for (const api::Environment &known : api::EnvironmentStore::load(settings)) {
            if (known.kind != env.kind)
                continue;
            if (env.baseUrl.isEmpty())
                env.baseUrl = known.baseUrl;
            if (env.appUrl.isEmpty())
                env.appUrl = known.appUrl;
            env.apiKeyHeader = known.apiKeyHeader;
            env.http2Allowed = known.http2Allowed;
        }
    } else if (!given.whereGiven) {
        // Secrets without an address: the address of the account signed in last.
        const api::SavedAccount last = api::AccountStore(nullptr).lastAccount();
        env.kind = last.environmentKind;
        env.name = last.environmentName;
        env.baseUrl = last.baseUrl;
        env.appUrl = last.appUrl;
    }
    if (env.baseUrl.isEmpty()) {
        *problem = QCoreApplication::translate(
            "bd::cli", "Say where the service is: --environment production or sandbox (with the address "
                       "set up in Billing Desk), or --base-url.");
        return r;
    }
    *problem = api::EnvironmentStore::problem(env);
    return r;
}

void Session::open(std::function<void(int)> done)
{
    if (m_options.demo) {
        done(startDemo());
        return;
    }
    const api::SignInRequest &given = m_options.given.request;
    if (!given.apiKey.isEmpty() || !given.password.isEmpty()) {
        QString problem;
        const api::SignInRequest request = requestFromOptions(&problem);
        if (!problem.isEmpty()) {
            m_output.message(problem);
            done(Usage);
            return;
        }
        signIn(request, std::move(done));
        return;
    }
    const api::SavedAccount last = accounts().lastAccount();
    if (!last.remember || last.method == api::AuthMethod::None) {
        m_output.message(
            QCoreApplication::translate(
                "bd::cli",
                "Not signed in. Run “%1 sign-in”, give the secrets for this run (BILLING_DESK_API_KEY, "
                "BILLING_DESK_PASSWORD or --secret-stdin), or try the built-in sandbox with --demo.")
                .arg(program()));
        done(NotSignedIn);
        return;
    }
    if (m_options.given.whereGiven) {
        QString problem;
        const api::SignInRequest wanted = requestFromOptions(&problem);
        if (!api::sameOrigin(wanted.environment.baseUrl, last.baseUrl)) {
            m_output.message(QCoreApplication::translate("bd::cli",
                                                         "Not signed in to %1: the remembered account "
                                                         "is for %2. Run “%3 sign-in” for %1, or "
                                                         "give the secrets for this run.")
                                 .arg(wanted.environment.baseUrl.toDisplayString(),
                                      last.baseUrl.toDisplayString(), program()));
            done(NotSignedIn);
            return;
        }
    }
    resume(last, std::move(done));
}

void Session::resume(const api::SavedAccount &account, std::function<void(int)> done)
{
    accounts().loadSecrets(account, [this, account, done](const api::AccountSecrets &secrets) {
        auto *flow = new api::SignInFlow(&m_client, this);
        connect(flow, &api::SignInFlow::waiting, this, [this](int seconds, int attempt, int of) {
            m_output.message(models::waitSentence(seconds, attempt, of));
        });
        connect(flow, &api::SignInFlow::succeeded, this, [this, flow, account, done] {
            flow->deleteLater();
            m_resumed = account;
            done(Done);
        });
        connect(flow, &api::SignInFlow::failed, this, [this, flow, account, done](const api::ApiError &e) {
            flow->deleteLater();
            if (e.kind == api::ApiError::Kind::SignInRequired) {
                QString why = QCoreApplication::translate("bd::cli", "The keychain holds no secrets for the "
                                                                     "remembered account (%1).")
                                  .arg(account.baseUrl.toDisplayString());
                if (!keychainProblem().isEmpty())
                    why += u' ' + keychainProblem();
                m_output.message(why + u' ' +
                                 QCoreApplication::translate("bd::cli", "Run “%1 sign-in”.").arg(program()));
                done(NotSignedIn);
                return;
            }
            m_output.message(
                QCoreApplication::translate("bd::cli", "Could not sign in as the remembered account: %1")
                    .arg(e.userMessage()));
            const ExitCode code = exitCodeFor(e);
            done(code == Done ? RequestFailed : code);
        });
        flow->resume(account, secrets);
    });
}

std::optional<domain::Tenant> Session::pickTenant(const QList<domain::Tenant> &tenants) const
{
    QStringList names;
    for (const domain::Tenant &t : tenants)
        names << (t.id.isEmpty() || t.id == t.name ? t.name : QStringLiteral("%1 (%2)").arg(t.id, t.name));
    if (!m_options.tenant.isEmpty()) {
        for (const domain::Tenant &t : tenants) {
            if (t.id.compare(m_options.tenant, Qt::CaseInsensitive) == 0 ||
                t.name.compare(m_options.tenant, Qt::CaseInsensitive) == 0)
                return t;
        }
        m_output.message(QCoreApplication::translate("bd::cli", "You have no tenant “%1”; choose one of: %2.")
                             .arg(m_options.tenant, names.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    if (!Terminal::stdinIsTerminal()) {
        m_output.message(QCoreApplication::translate("bd::cli",
                                                     "You belong to several tenants; choose one with "
                                                     "--tenant: %1.")
                             .arg(names.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    m_output.message(QCoreApplication::translate("bd::cli", "You belong to several tenants:"));
    for (qsizetype i = 0; i < names.size(); ++i)
        m_output.message(QStringLiteral("  %1. %2").arg(i + 1).arg(names.at(i)));
    const QString answer =
        Terminal::ask(QCoreApplication::translate("bd::cli", "Tenant (1-%1): ").arg(tenants.size()))
            .trimmed();
    bool number = false;
    const int index = answer.toInt(&number) - 1;
    if (number && index >= 0 && index < tenants.size())
        return tenants.at(index);
    for (const domain::Tenant &t : tenants) {
        if (!answer.isEmpty() && (t.id.compare(answer, Qt::CaseInsensitive) == 0 ||
                                  t.name.compare(answer, Qt::CaseInsensitive) == 0))
            return t;
    }
    m_output.message(QCoreApplication::translate("bd::cli", "No tenant chosen."));
    return std::nullopt;
}

void Session::signIn(const api::SignInRequest &request, std::function<void(int)> done)
{
    auto *flow = new api::SignInFlow(&m_client, this);
    connect(flow, &api::SignInFlow::waiting, this, [this](int seconds, int attempt, int of) {
        m_output.message(models::waitSentence(seconds, attempt, of));
    });
    connect(flow, &api::SignInFlow::tenantsOffered, this,
            [this, flow, done](const QList<domain::Tenant> &tenants) {
                const std::optional<domain::Tenant> chosen = pickTenant(tenants);
                if (!chosen) {
                    flow->cancel();
                    flow->deleteLater();
                    m_client.session().clear();
                    done(Usage);
                    return;
                }
                flow->chooseTenant(*chosen);
            });
    connect(flow, &api::SignInFlow::succeeded, this, [flow, done] {
        flow->deleteLater();
        done(Done);
    });
    connect(flow, &api::SignInFlow::failed, this, [this, flow, done](const api::ApiError &e) {
        flow->deleteLater();
        m_output.message(
            QCoreApplication::translate("bd::cli", "Could not sign in: %1").arg(e.userMessage()));
        const ExitCode code = exitCodeFor(e);
        done(code == Done ? RequestFailed : code);
    });
    flow->start(request);
}

void Session::rememberRefreshedToken()
{
    // A service may hand out a new refresh token with each refresh and retire the old one: keep
    // the new one where the remembered account's was, or the next run could not resume.
    const api::AccountPtr account = m_client.session().current();
    if (!m_resumed || !account || account->method() != api::AuthMethod::Bearer)
        return;
    api::AccountSecrets secrets;
    secrets.refreshToken = account->refreshToken();
    secrets.tenantAccessKey = account->tenantKey();
    if (secrets.refreshToken.isEmpty())
        return;
    ++m_pendingWrites;
    accounts().save(*m_resumed, secrets, [this](bool, const QString &) {
        if (--m_pendingWrites == 0 && m_afterWrites)
            std::exchange(m_afterWrites, {})();
    });
}

void Session::close(std::function<void()> then)
{
    if (m_pendingWrites == 0) {
        then();
        return;
    }
    m_afterWrites = std::move(then);
}

} // namespace bd::cli
