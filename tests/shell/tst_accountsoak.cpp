// Seeded random interleavings of what a person does and what the service does to them: tenant
// switches, sign-outs, sign-ins as another user, saves, deletions, lookups, an expired token (401,
// then a refresh), a refused refresh (a sign-in needed), 429s and slow answers — acted with the
// controllers the window shows, which belong to one account and are made anew for the next (as
// MainWindow does). After every step, every save and deletion the sandbox received must carry the
// account that was in use when the person acted, and nothing the person typed may have gone
// without their discarding it.
//
// BD_SOAK_SEED picks the seed (printed on failure), BD_SOAK_RUNS the number of interleavings.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "domain/contactcodec.h"
#include "domain/contactschema.h"
#include "models/admin/invoicedeleter.h"
#include "models/admin/webhookloader.h"
#include "models/admin/webhookmodel.h"
#include "models/contacts/contacteditor.h"

#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>

#include <memory>

using namespace bd;
using bd::test::ApiFixture;

namespace {

struct Who
{
    QString tenant; // the sandbox's tenant id
    QString user;   // empty for an API key
    friend bool operator==(const Who &, const Who &) = default;
};

struct User
{
    const char *name;
    const char *password;
    QStringList tenants;
};

const User Users[] = {
    {bd::test::DemoUser, bd::test::DemoPassword, {QStringLiteral("acme"), QStringLiteral("globex")}},
    {"ana@acme.test", "ana-sandbox-2024", {QStringLiteral("acme")}},
    {"hank@globex.test", "hank-sandbox-2024", {QStringLiteral("globex")}},
};

// What the window would show for one account: its controllers.
struct Screens
{
    api::AccountPtr account;
    std::unique_ptr<models::ContactEditor> editor;
    std::unique_ptr<models::WebhookModel> hookModel;
    std::unique_ptr<models::WebhookLoader> hooks;
    std::unique_ptr<models::InvoiceDeleter> deleter;
};

class Soak
{
public:
    Soak(ApiFixture &f, quint64 seed) : m_f(f), m_random(seed), m_seed(seed)
    {
        QObject::connect(&f.client.session(), &api::AuthSession::accountChanged, &m_context,
                         [this](const api::AccountPtr &account) { follow(account); });
        // The app asks to sign in again; the person answers at their next step.
        QObject::connect(&f.client.session(), &api::AuthSession::signInRequired, &m_context,
                         [this] { m_asked = true; });
    }

    // One run; empty when every check held, else what failed.
    QString run(int steps)
    {
        signIn();
        for (int step = 0; step < steps && m_failure.isEmpty(); ++step) {
            act();
            QTest::qWait(int(m_random.bounded(12)));
            check();
        }
        // Let everything under way finish (or end), then check once more; a request still waiting
        // for a sign-in ends when the person closes the dialog.
        const auto settled = [this] {
            if (std::exchange(m_asked, false))
                m_f.client.session().abandonWaiting();
            return idle();
        };
        if (!QTest::qWaitFor(settled, 5000))
            fail(QStringLiteral("still busy 5 s after the last step"));
        check();
        m_f.client.session().clear();
        m_f.server.faults().clear();
        return m_failure.isEmpty() ? QString()
                                   : QStringLiteral("seed %1: %2\n  steps: %3")
                                         .arg(m_seed)
                                         .arg(m_failure, m_log.join(QStringLiteral(", ")));
    }

private:
    Who whoOf(const api::Account &account) const
    {
        Who who;
        who.user = account.userName();
        for (const auto &t : m_f.server.service().data().tenants) {
            if ((account.hasTenantKey() && t.accessKey == account.tenantKey()) ||
                (!account.apiKey().isEmpty() && t.apiKeys.contains(account.apiKey())))
                who.tenant = t.id;
        }
        return who;
    }

    // The window: the old account's screens keep their drafts and close; new ones are made.
    void follow(const api::AccountPtr &account)
    {
        if (m_screens.editor && m_screens.editor->isLoaded()) {
            // What was typed and not saved lives on in the draft of the tenant it was typed in.
            QHash<QString, QString> unsaved;
            for (auto it = m_typed.cbegin(); it != m_typed.cend(); ++it) {
                if (m_screens.editor->form().originalValue(it.key()) != it.value())
                    unsaved.insert(it.key(), it.value());
            }
            m_screens.editor->close(true);
            const auto draft = models::ContactEditor(m_screens.account).draft();
            for (auto it = unsaved.cbegin(); it != unsaved.cend(); ++it) {
                if (!draft || draftValue(draft->changes, it.key()) != it.value())
                    fail(QStringLiteral("%1 “%2” typed before the account changed is not in its draft")
                             .arg(it.key(), it.value()));
            }
        }
        m_typed.clear();
        m_screens = {};
        if (!account)
            return;
        m_screens.account = account;
        m_screens.editor = std::make_unique<models::ContactEditor>(account);
        m_screens.hookModel = std::make_unique<models::WebhookModel>();
        m_screens.hooks = std::make_unique<models::WebhookLoader>(account, m_screens.hookModel.get());
        m_screens.deleter = std::make_unique<models::InvoiceDeleter>(account);
        QObject::connect(m_screens.deleter.get(), &models::InvoiceDeleter::confirmationNeeded, &m_context,
                         [deleter = m_screens.deleter.get()] { deleter->confirmDeletion(); });
    }

    bool idle() const
    {
        if (!m_screens.editor)
            return true;
        return !m_screens.editor->isBusy() && !m_screens.editor->isSaving() &&
               !m_screens.deleter->isDeleting() && !m_screens.deleter->isAwaitingConfirmation();
    }

    void signIn()
    {
        const int pick = int(m_random.bounded(5));
        if (pick < 3) {
            const User &u = Users[pick];
            const QString tenant = u.tenants.at(int(m_random.bounded(u.tenants.size())));
            m_log << QStringLiteral("sign in %1@%2")
                         .arg(QString::fromLatin1(u.name).section(u'@', 0, 0), tenant);
            if (!m_f.signInWithToken(tenant.toLatin1().constData(), u.name, u.password))
                fail(QStringLiteral("signing in as %1 failed").arg(QLatin1String(u.name)));
        } else {
            const char *tenant = pick == 3 ? "acme" : "globex";
            m_log << QStringLiteral("api key %1").arg(QLatin1String(tenant));
            m_f.signInWithApiKey(tenant);
        }
    }

    void addFault(const QString &text)
    {
        QString error;
        if (const auto fault = sandbox::Fault::parse(text, &error))
            m_f.server.faults().add(*fault);
        else
            fail(error);
    }

    QString contactOf(const Who &who) const
    {
        for (const auto &t : m_f.server.service().data().tenants) {
            if (t.id == who.tenant)
                return t.contacts.at(int(m_seed % 2)).info.id.valueOr({});
        }
        return {};
    }

    void act()
    {
        api::AuthSession &session = m_f.client.session();
        if (!session.current()) {
            signIn();
            return;
        }
        if (std::exchange(m_asked, false)) { // the sign-in dialog: the same person, another, or Cancel
            const Who before = whoOf(*session.current());
            switch (m_random.bounded(3)) {
            case 0:
                m_log << QStringLiteral("sign in again");
                for (const User &u : Users) {
                    if (before.user == QLatin1String(u.name))
                        m_f.signInWithToken(before.tenant.toLatin1().constData(), u.name, u.password);
                }
                break;
            case 1: signIn(); break;
            case 2:
                m_log << QStringLiteral("cancel sign-in");
                session.abandonWaiting();
                break;
            }
            return;
        }
        const Who who = whoOf(*session.current());
        models::ContactEditor &editor = *m_screens.editor;
        const int n = ++m_actions;
        switch (m_random.bounded(13)) {
        case 0: // switch tenant, when the sign-in has another
            if (session.current()->tenants().size() > 1) {
                const int other =
                    session.current()->tenantKey() == session.current()->tenants().at(0).accessKey ? 1 : 0;
                m_log << QStringLiteral("switch");
                session.switchTenant(session.current()->tenants().at(other).accessKey,
                                     session.current()->tenants().at(other).name);
            }
            break;
        case 1:
            m_log << QStringLiteral("sign out");
            session.clear();
            break;
        case 2: signIn(); break;
        case 3:
        case 4: // edit and save (opening the tenant's contact first)
            if (!editor.isLoaded()) {
                if (!editor.isBusy()) {
                    m_log << QStringLiteral("open");
                    editor.open(contactOf(who));
                }
                break;
            }
            if (editor.isSaving())
                break;
            m_log << QStringLiteral("save %1").arg(n);
            type(QStringLiteral("title"), QStringLiteral("soak-%1").arg(n));
            m_expected.insert(QStringLiteral("soak-%1").arg(n), who);
            editor.save();
            break;
        case 5: // type while whatever is under way goes on
            if (editor.isLoaded()) {
                m_log << QStringLiteral("type %1").arg(n);
                type(QStringLiteral("phone"), QStringLiteral("+1 555 %1").arg(n, 4, 10, QLatin1Char('0')));
            }
            break;
        case 6: // delete invoices by id (unknown ones: nothing is really deleted)
            if (!m_screens.deleter->isDeleting() && !m_screens.deleter->isAwaitingConfirmation()) {
                m_log << QStringLiteral("delete %1").arg(n);
                m_screens.deleter->setIdsText(QStringLiteral("soak-inv-%1").arg(n));
                m_expected.insert(QStringLiteral("soak-inv-%1").arg(n), who);
                m_screens.deleter->requestDeletion();
            }
            break;
        case 7:
            m_log << QStringLiteral("lookup");
            if (!editor.form().hasUnsavedChanges())
                editor.find(contactOf(who));
            m_screens.hooks->load();
            break;
        case 8:
            m_log << QStringLiteral("expire");
            m_f.clock.advanceMs(16 * 60 * 1000);
            break;
        case 9:
            m_log << QStringLiteral("refuse refresh");
            addFault(QStringLiteral("401,route=/auth/refreshToken,count=1"));
            break;
        case 10:
            m_log << QStringLiteral("429");
            addFault(QStringLiteral("429=0,count=1"));
            break;
        case 11:
            m_log << QStringLiteral("slow");
            addFault(QStringLiteral("latency=%1,count=1").arg(20 + m_random.bounded(120)));
            break;
        case 12:
            m_log << QStringLiteral("401");
            addFault(QStringLiteral("401,route=/contacts,count=1"));
            break;
        }
    }

    void type(const QString &field, const QString &text)
    {
        m_screens.editor->setValue(field, text);
        m_typed.insert(field, text);
    }

    void check()
    {
        // Every save and deletion went out as the account the person acted in.
        for (const sandbox::ReceivedRequest &r : m_f.server.service().received()) {
            if (r.method != "PATCH" && r.method != "DELETE")
                continue;
            for (auto it = m_expected.cbegin(); it != m_expected.cend(); ++it) {
                if (!r.body.contains('"' + it.key().toUtf8() + '"'))
                    continue;
                const Who sent{r.accessKeyTenant.isEmpty() ? r.apiKeyTenant : r.accessKeyTenant, r.user};
                if (!(sent == it.value()))
                    return fail(
                        QStringLiteral("%1 went to %2/%3, acted in %4/%5")
                            .arg(it.key(), sent.tenant, sent.user, it.value().tenant, it.value().user));
            }
        }
        // Nothing typed disappeared: the open form still has it (a save's answer included); what
        // an account change closed was checked against its draft then (follow()).
        if (m_screens.editor && m_screens.editor->isLoaded()) {
            for (auto it = m_typed.cbegin(); it != m_typed.cend(); ++it) {
                if (m_screens.editor->form().value(it.key()) != it.value())
                    return fail(QStringLiteral("%1 lost: “%2” reads “%3”")
                                    .arg(it.key(), it.value(), m_screens.editor->form().value(it.key())));
            }
        }
    }

    static QString draftValue(const domain::ContactWritable &changes, const QString &field)
    {
        for (const domain::ContactFieldSpec &f : domain::ContactSchema) {
            if (field == QLatin1String(f.name))
                return (changes.*f.member).valueOr({});
        }
        return {};
    }

    void fail(const QString &what)
    {
        if (m_failure.isEmpty())
            m_failure = what;
    }

    ApiFixture &m_f;
    QRandomGenerator m_random;
    quint64 m_seed;
    QObject m_context;
    Screens m_screens;
    QHash<QString, Who> m_expected; // marker -> who acted
    QHash<QString, QString> m_typed;
    int m_actions = 0;
    bool m_asked = false;
    QStringList m_log;
    QString m_failure;
};

} // namespace

class TestAccountSoak : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        bd::test::useTestFolders("tst_accountsoak");
        QLoggingCategory::setFilterRules(QStringLiteral("billingdesk.*=false")); // thousands of lines else
    }
    void interleavings();
};

void TestAccountSoak::interleavings()
{
    const quint64 seed = qEnvironmentVariableIsSet("BD_SOAK_SEED")
                             ? qEnvironmentVariable("BD_SOAK_SEED").toULongLong()
                             : QRandomGenerator::global()->generate64() % 1000000000;
    const int runs =
        qEnvironmentVariableIntValue("BD_SOAK_RUNS") > 0 ? qEnvironmentVariableIntValue("BD_SOAK_RUNS") : 500;
    qInfo("soak: %d interleavings from seed %llu (BD_SOAK_SEED=%llu repeats them)", runs, seed, seed);
    ApiFixture f;
    for (int run = 0; run < runs; ++run) {
        QSettings().clear();
        f.server.service().clearReceived();
        Soak soak(f, seed + quint64(run));
        const QString failure = soak.run(12);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
    }
}

QTEST_GUILESS_MAIN(TestAccountSoak)
#include "tst_accountsoak.moc"
