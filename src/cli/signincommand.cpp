#include "cli/signincommand.h"

#include "api/environmentstore.h"
#include "api/rememberedsignin.h"
#include "cli/output.h"
#include "cli/session.h"
#include "cli/terminal.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QSettings>

Q_LOGGING_CATEGORY(lcSignIn, "billingdesk.cli.signin", QtInfoMsg)

namespace bd::cli {

CommandSpec SignInCommand::spec()
{
    CommandSpec s;
    s.name = QStringLiteral("sign-in");
    s.summary =
        QCoreApplication::translate("bd::cli", "Sign in and remember it in the keychain (shared with the "
                                               "window).");
    s.needsSession = false;
    s.formats = false;
    s.details = QCoreApplication::translate(
        "bd::cli", "Where and how come from --environment or --base-url, --auth and --user. The secret comes "
                   "from BILLING_DESK_API_KEY or BILLING_DESK_PASSWORD, from --secret-stdin, or is asked for "
                   "on the terminal.");
    s.create = [](const Invocation &i) { return new SignInCommand(i); };
    return s;
}

void SignInCommand::start()
{
    QString problem;
    api::SignInRequest request = session().requestFromOptions(&problem);
    if (!problem.isEmpty()) {
        fail(problem, Usage);
        return;
    }
    QString &secret = request.method == api::AuthMethod::ApiKey ? request.apiKey : request.password;
    if (secret.isEmpty()) {
        if (!Terminal::stdinIsTerminal()) {
            fail(QCoreApplication::translate("bd::cli", "No secret given: set BILLING_DESK_API_KEY or "
                                                        "BILLING_DESK_PASSWORD, or use --secret-stdin."),
                 Usage);
            return;
        }
        secret = Terminal::ask(
            request.method == api::AuthMethod::ApiKey
                ? QCoreApplication::translate("bd::cli", "API key: ")
                : QCoreApplication::translate("bd::cli", "Password for %1: ").arg(request.userName),
            true);
    }
    session().signIn(request, [this, request](int code) {
        if (code != Done) {
            finish(code);
            return;
        }
        remember(request);
    });
}

void SignInCommand::remember(const api::SignInRequest &request)
{
    QSettings settings;
    if (request.environment.kind != api::Environment::Kind::Custom)
        api::EnvironmentStore::save(settings, request.environment);
    const api::Account &auth = *this->account();
    const api::SavedAccount account = api::accountToRemember(request, auth.tenantName(), true);
    session().accounts().save(
        account, api::secretsToRemember(request, auth), [this, account](bool ok, const QString &why) {
            qCDebug(lcSignIn) << "remembered:" << ok;
            if (!ok) {
                fail(QCoreApplication::translate("bd::cli",
                                                 "Signed in, but the keychain did not keep the secrets: %1")
                         .arg(why),
                     RequestFailed);
                return;
            }
            const QString where =
                account.tenantName.isEmpty()
                    ? account.baseUrl.toString()
                    : QStringLiteral("%1 (%2)").arg(account.tenantName, account.baseUrl.toString());
            out().message(QCoreApplication::translate("bd::cli",
                                                      "Signed in to %1. Billing Desk and later commands "
                                                      "use this sign-in until “sign-out”.")
                              .arg(where));
            finish(Done);
        });
}

} // namespace bd::cli
