// Secrets against a real Secret Service (gnome-keyring under dbus-run-session, see scripts/test.sh),
// and, run again with no D-Bus session (BD_EXPECT_NO_KEYCHAIN), the fallback to memory.

#include "api/accountstore.h"
#include "secrets/keychainsecretstore.h"
#include "secrets/secretvault.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QLoggingCategory>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace bd::secrets;
using namespace bd::api;

static SecretResult wait(const std::function<void(SecretStore::Callback)> &op)
{
    SecretResult result;
    bool done = false;
    op([&](const SecretResult &r) {
        result = r;
        done = true;
    });
    QDeadlineTimer deadline(15000);
    while (!done && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    if (!done)
        result = {SecretResult::Status::TimedOut, {}, QStringLiteral("no answer")};
    return result;
}

static QStringList g_log;
static void captureLog(QtMsgType, const QMessageLogContext &context, const QString &message)
{
    g_log.append(QString::fromLatin1(context.category ? context.category : "") + QLatin1Char(' ') + message);
}

class TestKeychain : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void writeReadRemove_data();
    void writeReadRemove();
    void missingEntry();
    void vaultErasesEverythingItStored();
    void rememberedAccountKeepsSecretsOutOfSettingsAndLogs();
    void notRememberedStoresNothing();
    void noKeychainFallsBackToMemory();

private:
    bool m_expectNoKeychain = false;
    KeychainSecretStore *m_store = nullptr;
};

void TestKeychain::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("BillingDeskTests"));
    m_expectNoKeychain = qEnvironmentVariableIsSet("BD_EXPECT_NO_KEYCHAIN");
    // Separate settings files: the two runs of this suite may run at the same time.
    QCoreApplication::setApplicationName(m_expectNoKeychain ? QStringLiteral("tst_keychain_unavailable")
                                                            : QStringLiteral("tst_keychain"));
    QSettings().clear();
    m_store = new KeychainSecretStore(QStringLiteral("Billing Desk tests"), this);
    m_store->setTimeout(8000);
    if (m_expectNoKeychain)
        return;
    bool works = false;
    bool answered = false;
    QString why;
    m_store->probe([&](bool w, const QString &y) {
        works = w;
        why = y;
        answered = true;
    });
    QTRY_VERIFY_WITH_TIMEOUT(answered, 15000);
    QVERIFY2(works, qPrintable(QStringLiteral("no Secret Service (run through scripts/test.sh): ") + why));
}

void TestKeychain::writeReadRemove_data()
{
    QTest::addColumn<QString>("value");
    QTest::newRow("api key") << "sk_live_0123456789abcdef";
    QTest::newRow("unicode") << QStringLiteral("p\u00e4ss \u2603 w\u00f6rd");
    QTest::newRow("long jwt") << QString(3000, u'x');
}

void TestKeychain::writeReadRemove()
{
    if (m_expectNoKeychain)
        QSKIP("no keychain in this run");
    QFETCH(QString, value);
    const QString key = QStringLiteral("test/") + QString::fromLatin1(QTest::currentDataTag());
    QVERIFY(wait([&](auto cb) { m_store->write(key, value, cb); }).ok());
    const SecretResult read = wait([&](auto cb) { m_store->read(key, cb); });
    QVERIFY(read.ok());
    QCOMPARE(read.value, value);
    QVERIFY(wait([&](auto cb) { m_store->remove(key, cb); }).ok());
    QCOMPARE(wait([&](auto cb) { m_store->read(key, cb); }).status, SecretResult::Status::NotFound);
}

void TestKeychain::missingEntry()
{
    if (m_expectNoKeychain)
        QSKIP("no keychain in this run");
    const SecretResult r = wait([&](auto cb) { m_store->read(QStringLiteral("never/stored"), cb); });
    QCOMPARE(r.status, SecretResult::Status::NotFound);
    QVERIFY(wait([&](auto cb) { m_store->remove(QStringLiteral("never/stored"), cb); }).ok());
}

void TestKeychain::vaultErasesEverythingItStored()
{
    if (m_expectNoKeychain)
        QSKIP("no keychain in this run");
    SecretVault vault(m_store);
    for (const char *k : {"a", "b", "c"})
        QVERIFY(wait([&](auto cb) {
                    vault.put(QStringLiteral("vault/") + QLatin1String(k), QStringLiteral("v"), cb);
                }).ok());
    QCOMPARE(vault.storedKeys().size(), 3);
    bool all = false, done = false;
    vault.eraseAll([&](bool ok) {
        all = ok;
        done = true;
    });
    QTRY_VERIFY(done);
    QVERIFY(all);
    QVERIFY(vault.storedKeys().isEmpty());
    for (const char *k : {"a", "b", "c"})
        QCOMPARE(
            wait([&](auto cb) { m_store->read(QStringLiteral("vault/") + QLatin1String(k), cb); }).status,
            SecretResult::Status::NotFound);
}

void TestKeychain::rememberedAccountKeepsSecretsOutOfSettingsAndLogs()
{
    if (m_expectNoKeychain)
        QSKIP("no keychain in this run");
    QLoggingCategory::setFilterRules(QStringLiteral("billingdesk.*=true"));
    g_log.clear();
    const QtMessageHandler previous = qInstallMessageHandler(captureLog);

    SecretVault vault(m_store);
    AccountStore accounts(&vault);
    SavedAccount account;
    account.environmentName = QStringLiteral("Production");
    account.environmentKind = Environment::Kind::Production;
    account.baseUrl = QUrl(QStringLiteral("https://billing.example.com"));
    account.method = AuthMethod::Bearer;
    account.userName = QStringLiteral("olga@example.com");
    account.tenantName = QStringLiteral("North");
    account.remember = true;
    AccountSecrets secrets;
    secrets.password = QStringLiteral("Sup3r-Secret-Passw0rd");
    secrets.tenantAccessKey = QStringLiteral("tenant-key-5f0c2a91");
    secrets.accessToken = QStringLiteral("eyJhbGciOiJIUzI1NiJ9.ACCESS-TOKEN.sig");
    secrets.refreshToken = QStringLiteral("REFRESH-TOKEN-7781");
    bool saved = false, done = false;
    accounts.save(account, secrets, [&](bool ok, const QString &) {
        saved = ok;
        done = true;
    });
    QTRY_VERIFY(done);
    QVERIFY(saved);

    AccountSecrets loaded;
    bool loadedDone = false;
    accounts.loadSecrets(accounts.lastAccount(), [&](const AccountSecrets &s) {
        loaded = s;
        loadedDone = true;
    });
    QTRY_VERIFY(loadedDone);
    QCOMPARE(loaded.password, secrets.password);
    QCOMPARE(loaded.refreshToken, secrets.refreshToken);
    QCOMPARE(accounts.lastAccount().userName, account.userName);

    QSettings().sync();
    QFile file(QSettings().fileName());
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(QSettings().fileName()));
    const QByteArray settingsText = file.readAll();
    QVERIFY(settingsText.contains("olga@example.com")); // the non-secret part is there
    for (const QString &secret :
         {secrets.password, secrets.tenantAccessKey, secrets.accessToken, secrets.refreshToken}) {
        QVERIFY2(!settingsText.contains(secret.toUtf8()), qPrintable(secret));
        for (const QString &line : std::as_const(g_log))
            QVERIFY2(!line.contains(secret), qPrintable(line));
    }

    bool erased = false;
    done = false;
    accounts.signOut([&](bool ok) {
        erased = ok;
        done = true;
    });
    QTRY_VERIFY(done);
    QVERIFY(erased);
    QCOMPARE(
        wait([&](auto cb) { m_store->read(AccountStore::secretKey(account, u"refreshToken"), cb); }).status,
        SecretResult::Status::NotFound);
    QVERIFY(accounts.lastAccount().userName.isEmpty());
    qInstallMessageHandler(previous);
    QVERIFY(!g_log.isEmpty()); // logging was on, so the check above saw real output
}

void TestKeychain::notRememberedStoresNothing()
{
    if (m_expectNoKeychain)
        QSKIP("no keychain in this run");
    SecretVault vault(m_store);
    AccountStore accounts(&vault);
    SavedAccount account;
    account.baseUrl = QUrl(QStringLiteral("https://billing.example.com"));
    account.userName = QStringLiteral("temp@example.com");
    account.remember = false;
    AccountSecrets secrets;
    secrets.password = QStringLiteral("do-not-store");
    bool done = false;
    accounts.save(account, secrets, [&](bool, const QString &) { done = true; });
    QTRY_VERIFY(done);
    QVERIFY(vault.storedKeys().isEmpty());
    QCOMPARE(wait([&](auto cb) { m_store->read(AccountStore::secretKey(account, u"password"), cb); }).status,
             SecretResult::Status::NotFound);
}

void TestKeychain::noKeychainFallsBackToMemory()
{
    if (!m_expectNoKeychain)
        QSKIP("the keychain works in this run; tst_keychain_unavailable covers the fallback");
    SecretStore *store = nullptr;
    QString warning;
    openSecretStore(
        this,
        [&](SecretStore *s, const QString &w) {
            store = s;
            warning = w;
        },
        5000);
    QTRY_VERIFY_WITH_TIMEOUT(store != nullptr, 15000);
    QVERIFY(!store->isPersistent());
    QVERIFY(warning.contains(QStringLiteral("No keychain")));
    QVERIFY(wait([&](auto cb) { store->write(QStringLiteral("k"), QStringLiteral("v"), cb); }).ok());
    QCOMPARE(wait([&](auto cb) { store->read(QStringLiteral("k"), cb); }).value, QStringLiteral("v"));
    // Nothing reached a file.
    QVERIFY(!QFile::exists(QSettings().fileName()) || !QSettings().allKeys().contains(QStringLiteral("k")));
}

QTEST_GUILESS_MAIN(TestKeychain)
#include "tst_keychain.moc"
