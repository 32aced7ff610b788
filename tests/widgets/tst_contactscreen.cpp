// The contact editor offscreen against the in-process sandbox: typing, counters, validation,
// the exact PATCH body, warnings, every failure path keeping the edits, and draft recovery.

#include "../api/apifixture.h"
#include "domain/contactcodec.h"
#include "models/contacteditor.h"
#include "models/tenantscope.h"
#include "widgets/contactscreen.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

using namespace bd::test;
using bd::widgets::ContactScreen;

static const char *const ContactId = "003Ac00000Y73WkjzD";

class TestContactScreen : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("BillingDeskTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_contactscreen"));
    }
    void init()
    {
        QSettings().clear();
        m_f = std::make_unique<ApiFixture>();
        m_f->signInWithApiKey();
        m_screen = std::make_unique<ContactScreen>(&m_f->client);
        m_screen->show();
    }
    void cleanup()
    {
        m_screen.reset();
        m_f.reset();
    }
    void opensByIdAndByCustomer();
    void countersAndValidation();
    void savesOnlyWhatChanged();
    void showsWarnings();
    void reviewBeforeManyChanges();
    void refusalKeepsEditsAndMarksField();
    void goneContactKeepsEdits();
    void networkFailureKeepsEditsAndRetries();
    void escapeRevertsAField();
    void draftSurvivesARestart();
    void switchingContactAsksFirst_data();
    void switchingContactAsksFirst();
    void expiredSessionSignsInAgainThenSaves();

private:
    QLineEdit *field(const char *name) { return m_screen->findChild<QLineEdit *>(QLatin1String(name)); }
    QPushButton *button(const char *name) { return m_screen->findChild<QPushButton *>(QLatin1String(name)); }
    QLabel *message() { return m_screen->findChild<QLabel *>(QStringLiteral("message")); }
    void open()
    {
        QSignalSpy loaded(m_screen.get(), &ContactScreen::contactLoaded);
        m_screen->openContact(QString::fromLatin1(ContactId));
        QVERIFY(loaded.wait(10000));
    }
    void type(const char *name, const QString &text)
    {
        field(name)->setFocus();
        field(name)->selectAll();
        if (text.isEmpty()) {
            QTest::keyClick(field(name), Qt::Key_Delete);
        } else if (std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 128; })) {
            QTest::keyClicks(field(name), text);
        } else { // QTest types ASCII only; paste the rest as a person would
            field(name)->setText(text);
            emit field(name)->textEdited(text);
        }
    }
    std::unique_ptr<ApiFixture> m_f;
    std::unique_ptr<ContactScreen> m_screen;
};

void TestContactScreen::opensByIdAndByCustomer()
{
    open();
    const auto &sample =
        *m_f->server.service().data().tenants.first().contact(QString::fromLatin1(ContactId));
    QCOMPARE(field("firstName")->text(), sample.fields.firstName.valueOr({}));
    QCOMPARE(m_screen->findChild<QLabel *>(QStringLiteral("idValue"))->text(),
             QString::fromLatin1(ContactId));
    QVERIFY(!button("save")->isEnabled());
    // A customer id lists its contacts.
    ContactScreen other(&m_f->client);
    other.find(sample.info.customerId.value());
    auto *list = other.findChild<QComboBox *>(QStringLiteral("customerContacts"));
    QTRY_VERIFY(list->count() > 0);
    // Recent contacts are remembered by id and name only.
    // (kept per environment and tenant, in this tenant's settings group)
    const auto recentContacts = m_screen->editor()->recentContacts();
    QCOMPARE(recentContacts.value(0).first, QString::fromLatin1(ContactId));
    QSettings settings;
    const QString recent =
        settings.value(bd::models::tenantSettingsGroup(m_f->client) + QStringLiteral("/recentContacts"))
            .toStringList()
            .value(0);
    QVERIFY(recent.startsWith(QString::fromLatin1(ContactId) + u'\t'));
    QVERIFY(!recent.contains(sample.fields.email.valueOr(QStringLiteral("@"))));
}

void TestContactScreen::countersAndValidation()
{
    open();
    type("firstName", QString(34, u'a'));
    QCOMPARE(m_screen->findChild<QLabel *>(QStringLiteral("firstNameCounter"))->text(),
             QStringLiteral("34/40"));
    QVERIFY(button("save")->isEnabled());
    type("firstName", QStringLiteral("e\u0301").repeated(41)); // 41 characters as a person sees them
    QCOMPARE(m_screen->findChild<QLabel *>(QStringLiteral("firstNameCounter"))->text(),
             QStringLiteral("41/40"));
    QVERIFY(!button("save")->isEnabled());
    QVERIFY(button("save")->toolTip().contains(QStringLiteral("First name")));
    type("firstName", QStringLiteral("Ana"));
    type("email", QStringLiteral("not-an-email"));
    QVERIFY(!button("save")->isEnabled());
    QVERIFY(button("save")->toolTip().contains(QStringLiteral("Email")));
    type("email", QStringLiteral("ana@example.com"));
    type("birthday", QStringLiteral("2023-02-29"));
    QVERIFY(!button("save")->isEnabled());
    QVERIFY(field("birthday")->toolTip().contains(QStringLiteral("YYYY-MM-DD")));
}

void TestContactScreen::savesOnlyWhatChanged()
{
    open();
    type("title", QStringLiteral("Head of Billing"));
    type("mobilePhone", QString());
    QSignalSpy saved(m_screen.get(), &ContactScreen::saved);
    QTest::keyClick(field("title"), Qt::Key_S, Qt::ControlModifier);
    QVERIFY(saved.wait(10000));
    QCOMPARE(m_f->server.service().stats().lastContactPatchBody,
             QByteArray(R"({"title":"Head of Billing","mobilePhone":null})"));
    QCOMPARE(field("title")->text(), QStringLiteral("Head of Billing"));
    QVERIFY(!m_screen->hasUnsavedChanges());
    QVERIFY(message()->text().contains(QStringLiteral("Saved")));
}

void TestContactScreen::showsWarnings()
{
    open();
    const QString other = m_f->server.service().data().tenants.first().contacts.at(1).fields.email.value();
    type("email", other);
    QSignalSpy saved(m_screen.get(), &ContactScreen::saved);
    button("save")->click();
    QVERIFY(saved.wait(10000));
    QVERIFY2(message()->text().contains(QStringLiteral("DUPLICATE_EMAIL")), qPrintable(message()->text()));
}

void TestContactScreen::reviewBeforeManyChanges()
{
    open();
    type("title", QStringLiteral("CFO"));
    type("phone", QStringLiteral("+1 555 0100"));
    type("billingCity", QStringLiteral("Lisbon"));
    type("billingCountry", QStringLiteral("Portugal"));
    button("save")->click();
    auto *review = m_screen->findChild<QMessageBox *>(QStringLiteral("reviewChanges"));
    QVERIFY(review);
    QVERIFY(review->informativeText().contains(QStringLiteral("Lisbon")));
    QVERIFY(review->informativeText().contains(QStringLiteral("→")));
    QSignalSpy saved(m_screen.get(), &ContactScreen::saved);
    review->button(QMessageBox::Save)->click();
    QVERIFY(saved.wait(10000));
    QVERIFY(m_f->server.service().stats().lastContactPatchBody.contains("\"billingCity\":\"Lisbon\""));
}

void TestContactScreen::refusalKeepsEditsAndMarksField()
{
    open();
    QString error;
    m_f->server.faults().add(
        *bd::sandbox::Fault::parse(QStringLiteral("400,route=/contacts,count=1"), &error));
    type("title", QStringLiteral("Chief Happiness Officer"));
    button("save")->click();
    QTRY_VERIFY(message()->text().contains(QStringLiteral("not allowed")));
    QCOMPARE(field("title")->text(), QStringLiteral("Chief Happiness Officer"));
    QVERIFY(m_screen->hasUnsavedChanges());
    QVERIFY(field("title")->toolTip().contains(QStringLiteral("not allowed")));
}

void TestContactScreen::goneContactKeepsEdits()
{
    open();
    auto &contacts = m_f->server.service().data().tenants.first().contacts;
    contacts.removeIf(
        [](const bd::domain::Contact &c) { return c.info.id.valueOr({}) == QLatin1String(ContactId); });
    type("title", QStringLiteral("Gone"));
    button("save")->click();
    QTRY_VERIFY(message()->text().contains(QStringLiteral("no longer exists")));
    QCOMPARE(field("title")->text(), QStringLiteral("Gone"));
    emit message()->linkActivated(QStringLiteral("copy"));
    QVERIFY(QGuiApplication::clipboard()->text().contains(QStringLiteral("\"title\":\"Gone\"")));
}

void TestContactScreen::networkFailureKeepsEditsAndRetries()
{
    open();
    QString error;
    m_f->server.faults().add(
        *bd::sandbox::Fault::parse(QStringLiteral("drop,route=/contacts,count=1"), &error));
    type("title", QStringLiteral("Retry me"));
    button("save")->click();
    QTRY_VERIFY(message()->text().contains(QStringLiteral("try again")));
    QCOMPARE(field("title")->text(), QStringLiteral("Retry me"));
    QTRY_VERIFY(button("save")->isEnabled());
    QSignalSpy saved(m_screen.get(), &ContactScreen::saved);
    button("save")->click();
    QVERIFY(saved.wait(10000));
    QCOMPARE(m_f->server.service().stats().lastContactPatchBody, QByteArray(R"({"title":"Retry me"})"));
}

void TestContactScreen::escapeRevertsAField()
{
    open();
    const QString original = field("lastName")->text();
    type("lastName", QStringLiteral("Changed"));
    QVERIFY(m_screen->hasUnsavedChanges());
    QTest::keyClick(field("lastName"), Qt::Key_Escape);
    QCOMPARE(field("lastName")->text(), original);
    QVERIFY(!m_screen->hasUnsavedChanges());
}

void TestContactScreen::draftSurvivesARestart()
{
    open();
    type("title", QStringLiteral("Draft title"));
    QCOMPARE(m_screen->draftContactId(), QString::fromLatin1(ContactId));
    // The app dies: no save, no discard. A new screen offers the draft back.
    m_screen.release()->deleteLater();
    m_screen = std::make_unique<ContactScreen>(&m_f->client);
    QVERIFY(message()->text().contains(QString::fromLatin1(ContactId)));
    open();
    QVERIFY(message()->text().contains(QStringLiteral("Restore")));
    emit message()->linkActivated(QStringLiteral("restore"));
    QCOMPARE(field("title")->text(), QStringLiteral("Draft title"));
    QVERIFY(m_screen->hasUnsavedChanges());
}

void TestContactScreen::switchingContactAsksFirst_data()
{
    QTest::addColumn<int>("answer");
    QTest::newRow("cancel keeps the edits") << int(QMessageBox::Cancel);
    QTest::newRow("discard switches") << int(QMessageBox::Discard);
}

void TestContactScreen::switchingContactAsksFirst()
{
    QFETCH(int, answer);
    open();
    type("title", QStringLiteral("Unsaved"));
    const QString other = m_f->server.service().data().tenants.first().contacts.at(2).info.id.value();
    bool asked = false;
    QTimer::singleShot(50, this, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        asked = box != nullptr;
        if (box)
            box->button(QMessageBox::StandardButton(answer))->click();
    });
    QSignalSpy loaded(m_screen.get(), &ContactScreen::contactLoaded);
    m_screen->openContact(other);
    QVERIFY(asked);
    if (answer == int(QMessageBox::Cancel)) {
        QCOMPARE(field("title")->text(), QStringLiteral("Unsaved"));
        QVERIFY(m_screen->hasUnsavedChanges());
        QCOMPARE(loaded.count(), 0);
    } else {
        QVERIFY(loaded.wait(10000));
        QCOMPARE(m_screen->loadedContact().info.id.value(), other);
        QVERIFY(m_screen->draftContactId().isEmpty());
    }
}

void TestContactScreen::expiredSessionSignsInAgainThenSaves()
{
    open();
    // The session ends: a dead token the service will not refresh.
    bd::domain::TokenGrant dead;
    dead.accessToken = QStringLiteral("dead");
    dead.expiresAt = QDateTime::currentDateTimeUtc().addSecs(-60);
    m_f->client.session().useBearer(QString::fromLatin1(DemoUser), dead,
                                    QString::fromLatin1(m_f->accessKey("acme")));
    QSignalSpy signInRequired(&m_f->client.session(), &bd::api::AuthSession::signInRequired);
    type("title", QStringLiteral("After sign-in"));
    QSignalSpy saved(m_screen.get(), &ContactScreen::saved);
    button("save")->click();
    QTRY_COMPARE(signInRequired.count(), 1);
    QCOMPARE(saved.count(), 0);
    QCOMPARE(field("title")->text(), QStringLiteral("After sign-in"));
    QVERIFY(m_f->signInWithToken()); // the user signs in again; the same save continues
    QVERIFY(saved.wait(10000));
    QCOMPARE(m_f->server.service().stats().lastContactPatchBody, QByteArray(R"({"title":"After sign-in"})"));
}

QTEST_MAIN(TestContactScreen)
#include "tst_contactscreen.moc"
