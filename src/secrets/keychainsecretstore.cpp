#include "secrets/keychainsecretstore.h"

#include <qt6keychain/keychain.h>

#include <QCoreApplication>
#include <QFile>
#include <QStandardPaths>
#include <QTimer>

#include <QLoggingCategory>
#include <memory>

namespace bd::secrets {

namespace {
Q_LOGGING_CATEGORY(lcKeychain, "billingdesk.secrets.keychain", QtInfoMsg)
} // namespace

KeychainSecretStore::KeychainSecretStore(QString service, QObject *parent)
    : SecretStore(parent), m_service(std::move(service))
{}

static SecretResult::Status statusOf(QKeychain::Error error)
{
    switch (error) {
    case QKeychain::NoError: return SecretResult::Status::Ok;
    case QKeychain::EntryNotFound: return SecretResult::Status::NotFound;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    case QKeychain::AccessDeniedByUser:
    case QKeychain::AccessDenied: return SecretResult::Status::Unavailable;
    default: return SecretResult::Status::Error;
    }
}

void KeychainSecretStore::run(Op op, const QString &key, const QString &value, Callback done)
{
    QKeychain::Job *job = nullptr;
    switch (op) {
    case Op::Read: job = new QKeychain::ReadPasswordJob(m_service); break;
    case Op::Write: {
        auto *w = new QKeychain::WritePasswordJob(m_service);
        w->setTextData(value);
        job = w;
        break;
    }
    case Op::Remove: job = new QKeychain::DeletePasswordJob(m_service); break;
    }
    job->setKey(key);
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // never write secrets to a plain file

    // Whichever comes first, the job or the timeout, answers; the other is ignored.
    auto answered = std::make_shared<bool>(false);
    auto callback = std::make_shared<Callback>(std::move(done));
    auto *timer = new QTimer(this);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, this, [answered, callback, timer, key] {
        timer->deleteLater();
        if (*answered)
            return;
        *answered = true;
        qCWarning(lcKeychain) << "keychain operation timed out for" << key;
        (*callback)({SecretResult::Status::TimedOut, {}, tr("The keychain did not answer in time.")});
    });
    connect(job, &QKeychain::Job::finished, this, [answered, callback, timer, op](QKeychain::Job *finished) {
        timer->stop();
        timer->deleteLater();
        if (*answered)
            return;
        *answered = true;
        SecretResult result;
        result.status = statusOf(finished->error());
        if (result.ok() && op == Op::Read)
            result.value = static_cast<QKeychain::ReadPasswordJob *>(finished)->textData();
        if (!result.ok()) {
            result.errorText = finished->errorString();
            if (op == Op::Remove && result.status == SecretResult::Status::NotFound)
                result = {}; // removing what is not there is success
        }
        (*callback)(result);
    });
    timer->start(m_timeoutMs);
    job->start();
}

void KeychainSecretStore::read(const QString &key, Callback done)
{
    run(Op::Read, key, {}, std::move(done));
}

void KeychainSecretStore::write(const QString &key, const QString &value, Callback done)
{
    run(Op::Write, key, value, std::move(done));
}

void KeychainSecretStore::remove(const QString &key, Callback done)
{
    run(Op::Remove, key, {}, std::move(done));
}

void KeychainSecretStore::probe(std::function<void(bool, const QString &)> done)
{
    const QString key = QStringLiteral("probe");
    write(key, QStringLiteral("probe"), [this, key, done](const SecretResult &w) {
        if (!w.ok()) {
            done(false, w.errorText);
            return;
        }
        read(key, [this, key, done](const SecretResult &r) {
            const bool works = r.ok() && r.value == u"probe";
            remove(key,
                   [done, works, r](const SecretResult &) { done(works, works ? QString() : r.errorText); });
        });
    });
}

} // namespace bd::secrets

namespace bd::secrets {

void openSecretStore(QObject *parent, std::function<void(SecretStore *, const QString &)> done, int timeoutMs)
{
#if defined(Q_OS_LINUX)
    // Without a session bus, D-Bus would try to autolaunch one synchronously and freeze the UI.
    const QString runtimeBus =
        QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation) + QStringLiteral("/bus");
    if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS") && !QFile::exists(runtimeBus)) {
        QTimer::singleShot(0, parent, [parent, done] {
            done(new MemorySecretStore(parent),
                 QCoreApplication::translate("bd::secrets",
                                             "No keychain is available (no D-Bus session). Secrets are kept "
                                             "for this session only and you will be asked again next time."));
        });
        return;
    }
#endif
    auto *keychain = new KeychainSecretStore(QStringLiteral("Billing Desk"), parent);
    keychain->setTimeout(timeoutMs);
    keychain->probe([keychain, parent, done](bool works, const QString &why) {
        if (works) {
            done(keychain, QString());
            return;
        }
        qCWarning(lcKeychain) << "no working keychain:" << why;
        keychain->deleteLater();
        done(new MemorySecretStore(parent),
             QCoreApplication::translate(
                 "bd::secrets", "No keychain is available (%1). Secrets are kept for this session only "
                                "and you will be asked again next time.")
                 .arg(why.isEmpty() ? QCoreApplication::translate("bd::secrets", "it did not answer") : why));
    });
}

} // namespace bd::secrets
