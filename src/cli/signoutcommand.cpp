#include "cli/signoutcommand.h"

#include "cli/output.h"
#include "cli/session.h"
#include "models/common/keptdata.h"

#include <QCoreApplication>

namespace bd::cli {

CommandSpec SignOutCommand::spec()
{
    CommandSpec s;
    s.name = QStringLiteral("sign-out");
    s.summary = QCoreApplication::translate("bd::cli", "Forget the remembered sign-in (also the window's).");
    s.needsSession = false;
    s.formats = false;
    s.create = [](const Invocation &i) { return new SignOutCommand(i); };
    return s;
}

void SignOutCommand::start()
{
    session().accounts().signOut([this](bool allErased) {
        models::eraseKeptData(); // what the window kept for the accounts goes too
        if (!allErased) {
            fail(QCoreApplication::translate("bd::cli", "Signed out, but some secrets could not be erased "
                                                        "from the keychain."),
                 RequestFailed);
            return;
        }
        out().message(QCoreApplication::translate("bd::cli", "Signed out."));
        finish(Done);
    });
}

} // namespace bd::cli
