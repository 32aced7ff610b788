// The contact editor offscreen against the in-process sandbox: typing, counters, validation,
// the exact PATCH body, warnings, every failure path keeping the edits, and draft recovery.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "../common/personhelpers.h"
#include "../common/recordingserver.h"
#include "contactscreentest.h"
#include "domain/contactcodec.h"
#include "domain/contactschema.h"
#include "models/common/tenantscope.h"
#include "models/contacts/contacteditor.h"
#include "widgets/contacts/contactscreen.h"

#include <QAction>
#include <QApplication>
#include <QCalendarWidget>
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
#include <QTreeWidget>

using namespace bd::test;
using bd::widgets::ContactScreen;

static const char *const ContactId = "003Ac00000Y73WkjzD";

class TestContactScreen : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestFolders("tst_contactscreen"); }
    void init()
    {
        m_f = signedInFixture();
        m_screen = std::make_unique<ContactScreen>(accountOf(m_f->client));
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
    void draftOfferGoesWhenThePersonTypes();
    void switchingContactAsksFirst_data();
    void switchingContactAsksFirst();
    void expiredSessionSignsInAgainThenSaves();
    void idsOfAnyShapeOpen();
    void customerListOpensWithEnter();
    void findsByEmailAndName();
    void ctrlSWithAProblemSaysWhyAndFocusesIt();
    void birthdayHasAPickerAndStillTakesTyping();
    void codePointsOverTheLimitAreRefusedBeforeSending();
    void bodiless400NamesTheFieldsSent();
    void recentContactsStayInTheirTenant();
    void editsTypedDuringASaveStay();
    void contactOpenedDuringASaveIsNotReplaced();
    void lateLookupDoesNotReplaceANewerOne();
    void storedValueOverALimitOnlyWarns();
    void findingTheOpenContactSaysSo();
    void everySchemaFieldHasItsWidget();

private:
    QLineEdit *field(const char *name) { return m_screen->findChild<QLineEdit *>(QLatin1String(name)); }
    QPushButton *button(const char *name) { return m_screen->findChild<QPushButton *>(QLatin1String(name)); }
    QLabel *message() { return m_screen->findChild<QLabel *>(QStringLiteral("message")); }
    // As a person opens one: the id typed into the lookup, then Enter.
    void open(const QString &id = QString::fromLatin1(ContactId)) { openContactByLookup(*m_screen, id); }
    // A save that clears a field or changes the name or email is reviewed first: Enter saves.
    void confirmReview()
    {
        QMessageBox *review = nullptr;
        QTRY_VERIFY((review = m_screen->findChild<QMessageBox *>(QStringLiteral("reviewChanges"))) &&
                    review->isVisible());
        QTest::keyClick(review, Qt::Key_Return);
    }
    void addFault(const QString &text)
    {
        QString error;
        const auto fault = bd::sandbox::Fault::parse(text, &error);
        QVERIFY2(fault, qPrintable(error));
        m_f->server.faults().add(*fault);
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
    // A customer id lists its contacts (an id is tried as a contact's first, then as a customer's).
    ContactScreen other(accountOf(m_f->client));
    other.show();
    auto *lookup = other.findChild<QComboBox *>(QStringLiteral("lookup"));
    lookup->setFocus();
    QTest::keyClicks(lookup, sample.info.customerId.value());
    QTest::keyClick(lookup, Qt::Key_Return);
    auto *list = other.findChild<QTreeWidget *>(QStringLiteral("results"));
    QTRY_VERIFY(list->topLevelItemCount() > 0);
    // Recent contacts are remembered by id and name only.
    // (kept per environment and tenant, in this tenant's settings group)
    const auto recentContacts = m_screen->editor()->recentContacts();
    QCOMPARE(recentContacts.value(0).first, QString::fromLatin1(ContactId));
    QSettings settings;
    const QString recent = settings
                               .value(bd::models::tenantSettingsGroup(*accountOf(m_f->client)) +
                                      QStringLiteral("/recentContacts"))
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
    confirmReview(); // a field cleared
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
    confirmReview(); // the email changed
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
    // The refusal spoke of the value sent: the next edit ends it (the field keeps its mark).
    QTest::keyClicks(field("title"), QStringLiteral("!"));
    QVERIFY2(message()->text().isEmpty(), qPrintable(message()->text()));
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
    QTest::mouseClick(button("copyEdits"), Qt::LeftButton); // the button in the message bar
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
    m_screen = std::make_unique<ContactScreen>(accountOf(m_f->client));
    m_screen->show();
    QVERIFY(message()->text().contains(QString::fromLatin1(ContactId)));
    // "Open it" with the mouse...
    QSignalSpy loaded(m_screen.get(), &ContactScreen::contactLoaded);
    QTest::mouseClick(button("openDraft"), Qt::LeftButton);
    QVERIFY(loaded.wait(10000));
    QVERIFY(message()->text().contains(QStringLiteral("unsaved edits")));
    QVERIFY(field("title")->text() != QStringLiteral("Draft title"));
    // ... "Restore them" from the keyboard: Tab reaches it, Space presses it.
    QPushButton *restore = button("restoreDraft");
    QVERIFY(restore && restore->isVisible() && restore->focusPolicy() & Qt::TabFocus);
    restore->setFocus(Qt::TabFocusReason);
    QTest::keyClick(restore, Qt::Key_Space);
    QCOMPARE(field("title")->text(), QStringLiteral("Draft title"));
    QVERIFY(m_screen->hasUnsavedChanges()); // marked unsaved: Save is offered
    QVERIFY(button("save")->isEnabled());
}

// An offer of the draft goes once the person types over it: Restore would bring back their own
// edits, not the draft (the typing replaced it).
void TestContactScreen::draftOfferGoesWhenThePersonTypes()
{
    open();
    type("title", QStringLiteral("Draft title"));
    m_screen.release()->deleteLater();
    m_screen = std::make_unique<ContactScreen>(accountOf(m_f->client));
    m_screen->show();
    QSignalSpy loaded(m_screen.get(), &ContactScreen::contactLoaded);
    QTest::mouseClick(button("openDraft"), Qt::LeftButton);
    QVERIFY(loaded.wait(10000));
    QVERIFY(message()->text().contains(QStringLiteral("unsaved edits")));
    type("phone", QStringLiteral("+1 555 0142"));
    QVERIFY2(message()->text().isEmpty(), qPrintable(message()->text()));
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

// A save that meets an ended session waits for a sign-in, and goes on once the same person signs in
// to the same tenant again — with the fresh token, to the same contact.
void TestContactScreen::expiredSessionSignsInAgainThenSaves()
{
    QVERIFY(m_f->signInWithToken());
    m_screen = std::make_unique<ContactScreen>(accountOf(m_f->client));
    m_screen->show();
    open();
    // The session ends: the token expires and the service will not refresh it.
    m_f->clock.advanceMs(16 * 60 * 1000);
    QString error;
    m_f->server.faults().add(
        *bd::sandbox::Fault::parse(QStringLiteral("401,route=/auth/refreshToken,count=1"), &error));
    QSignalSpy signInRequired(&m_f->client.session(), &bd::api::AuthSession::signInRequired);
    type("title", QStringLiteral("After sign-in"));
    QSignalSpy saved(m_screen.get(), &ContactScreen::saved);
    button("save")->click();
    QTRY_COMPARE(signInRequired.count(), 1);
    QCOMPARE(saved.count(), 0);
    QCOMPARE(field("title")->text(), QStringLiteral("After sign-in"));
    m_f->server.service().clearReceived();
    QVERIFY(m_f->signInWithToken()); // the person signs in again; the same save continues
    QVERIFY(saved.wait(10000));
    QCOMPARE(m_f->server.service().stats().lastContactPatchBody, QByteArray(R"({"title":"After sign-in"})"));
    const bd::sandbox::ReceivedRequest &patch = m_f->server.service().received().last();
    QCOMPARE(patch.method, QByteArray("PATCH"));
    QCOMPARE(patch.accessKeyTenant, QStringLiteral("acme"));
    QCOMPARE(patch.user, QString::fromLatin1(DemoUser));
}

// The spec gives no contact id format: an id that does not look like the sandbox's opens too.
void TestContactScreen::idsOfAnyShapeOpen()
{
    auto &contact = m_f->server.service().data().tenants.first().contacts[0];
    contact.info.id.set(QStringLiteral("c_7f3k9"));
    m_f->server.service().clearReceived();
    auto *lookup = m_screen->findChild<QComboBox *>(QStringLiteral("lookup"));
    lookup->setFocus();
    QTest::keyClicks(lookup, QStringLiteral("c_7f3k9"));
    QSignalSpy loaded(m_screen.get(), &ContactScreen::contactLoaded);
    QTest::keyClick(lookup, Qt::Key_Return);
    QVERIFY(loaded.wait(10000));
    QCOMPARE(m_screen->loadedContact().info.id.value(), QStringLiteral("c_7f3k9"));
    QCOMPARE(m_f->server.service().received().first().path, QStringLiteral("/contacts/c_7f3k9"));
}

void TestContactScreen::customerListOpensWithEnter()
{
    const QString customer = QStringLiteral("001Ac00000ElXdfY0C"); // three contacts
    auto *lookup = m_screen->findChild<QComboBox *>(QStringLiteral("lookup"));
    lookup->setFocus();
    QTest::keyClicks(lookup, customer);
    QTest::keyClick(lookup, Qt::Key_Return);
    auto *results = m_screen->findChild<QTreeWidget *>(QStringLiteral("results"));
    QTRY_COMPARE(results->topLevelItemCount(), 3);
    QVERIFY(results->hasFocus()); // the list takes the keyboard...
    auto *find = m_screen->findChild<QPushButton *>(QStringLiteral("find"));
    find->setFocus(Qt::TabFocusReason);
    QTest::keyClick(find, Qt::Key_Tab); // ...and is in the Tab chain, right after Find
    QCOMPARE(QApplication::focusWidget(), results);
    QTest::keyClick(results, Qt::Key_Down);
    const QString second = results->currentItem()->data(0, Qt::UserRole).toString();
    QSignalSpy loaded(m_screen.get(), &ContactScreen::contactLoaded);
    QTest::keyClick(results, Qt::Key_Return);
    QVERIFY(loaded.wait(10000));
    QCOMPARE(m_screen->loadedContact().info.id.value(), second);
}

void TestContactScreen::findsByEmailAndName()
{
    auto *mode = m_screen->findChild<QComboBox *>(QStringLiteral("lookupMode"));
    auto *lookup = m_screen->findChild<QComboBox *>(QStringLiteral("lookup"));
    mode->setFocus();
    QTest::keyClick(mode, Qt::Key_Down); // Any -> Id
    QTest::keyClick(mode, Qt::Key_Down); // Id -> Email (chosen by hand, as some prefer)
    QCOMPARE(mode->currentText(), QStringLiteral("Email"));
    lookup->setFocus();
    m_f->server.service().clearReceived();
    QTest::keyClicks(lookup, QStringLiteral("d.okafor@northwind.example"));
    QSignalSpy loaded(m_screen.get(), &ContactScreen::contactLoaded);
    QTest::keyClick(lookup, Qt::Key_Return);
    QVERIFY(loaded.wait(10000)); // one contact has it: opened at once
    QCOMPARE(m_screen->loadedContact().fields.name.value(), QStringLiteral("David Chukwuemeka Okafor"));
    const auto &query = m_f->server.service().received().first();
    QCOMPARE(query.path, QStringLiteral("/api/async/graphql"));
    QVERIFY(query.body.contains(R"(Contact(where: {email: {_ilike: $value}}))"));
    QVERIFY(query.body.contains(R"("variables":{"value":"d.okafor@northwind.example"})"));

    QTest::keyClick(mode, Qt::Key_Down); // Email -> Name
    lookup->setFocus();
    lookup->clearEditText();
    QTest::keyClicks(lookup, QStringLiteral("Nobody Of That Name"));
    QTest::keyClick(lookup, Qt::Key_Return);
    QTRY_VERIFY(message()->text().contains(QStringLiteral("No contact has")));
}

void TestContactScreen::ctrlSWithAProblemSaysWhyAndFocusesIt()
{
    open();
    type("title", QStringLiteral("Saved first"));
    QSignalSpy saved(m_screen.get(), &ContactScreen::saved);
    QTest::keyClick(field("title"), Qt::Key_S, Qt::ControlModifier); // through the window
    QVERIFY(saved.wait(10000));
    QVERIFY(message()->text().contains(QStringLiteral("Saved")));
    type("email", QStringLiteral("not-an-email"));
    field("title")->setFocus();
    const int patches = m_f->server.service().stats().requests;
    QTest::keyClick(field("title"), Qt::Key_S, Qt::ControlModifier);
    QVERIFY2(message()->text().contains(QStringLiteral("Email")), qPrintable(message()->text()));
    QVERIFY(!message()->text().contains(QStringLiteral("Saved")));
    QVERIFY(field("email")->hasFocus());
    QVERIFY(m_screen->findChild<QAction *>(QStringLiteral("emailProblem"))
                ->isVisible());                                // an icon, not colour alone
    QCOMPARE(m_f->server.service().stats().requests, patches); // nothing sent

    // The refusal speaks of now: a second problem shows in it while the first stays, and when
    // the fields are fixed it goes (a stale "Not saved: Email…" read as if it still held).
    type("firstName", QStringLiteral("x").repeated(51));
    QVERIFY2(message()->text().contains(QStringLiteral("1 more field")), qPrintable(message()->text()));
    type("firstName", QStringLiteral("Ann"));
    QVERIFY2(message()->text().contains(QStringLiteral("Email")) &&
                 !message()->text().contains(u"more field"),
             qPrintable(message()->text()));
    type("email", QStringLiteral("ann@example.com"));
    QVERIFY2(message()->text().isEmpty(), qPrintable(message()->text()));
    QTest::keyClick(field("title"), Qt::Key_S, Qt::ControlModifier);
    confirmReview(); // the email changed
    QVERIFY(saved.wait(10000));
}

void TestContactScreen::birthdayHasAPickerAndStillTakesTyping()
{
    open();
    QLineEdit *birthday = field("birthday");
    birthday->setFocus();
    QTest::keyClick(birthday, Qt::Key_Down, Qt::AltModifier);
    QCalendarWidget *calendar = nullptr;
    QTRY_VERIFY((calendar = m_screen->findChild<QCalendarWidget *>(QStringLiteral("birthdayCalendar"))));
    QTRY_VERIFY(calendar->isVisible());
    calendar->setSelectedDate(QDate(1985, 4, 23));
    QTest::keyClick(calendar->focusWidget() ? calendar->focusWidget() : calendar, Qt::Key_Return);
    QTRY_COMPARE(birthday->text(), QStringLiteral("1985-04-23"));
    QVERIFY(m_screen->hasUnsavedChanges());
    type("birthday", QStringLiteral("1990-02-30")); // typed: still checked
    QVERIFY(m_screen->findChild<QAction *>(QStringLiteral("birthdayProblem"))->isVisible());
    type("birthday", QString()); // cleared: sent as null
    QVERIFY(!m_screen->findChild<QAction *>(QStringLiteral("birthdayProblem"))->isVisible());
}

void TestContactScreen::codePointsOverTheLimitAreRefusedBeforeSending()
{
    open();
    type("firstName", QStringLiteral("e\u0301").repeated(21)); // 21 letters, 42 code points
    QCOMPARE(m_screen->findChild<QLabel *>(QStringLiteral("firstNameCounter"))->text(),
             QStringLiteral("21/40"));
    const int before = m_f->server.service().stats().requests;
    QTest::keyClick(field("firstName"), Qt::Key_S, Qt::ControlModifier);
    QVERIFY2(message()->text().contains(QStringLiteral("42")) &&
                 message()->text().contains(QStringLiteral("40")),
             qPrintable(message()->text()));
    QCOMPARE(m_f->server.service().stats().requests, before);
}

void TestContactScreen::bodiless400NamesTheFieldsSent()
{
    // A service that refuses the PATCH with a bare 400, as the spec allows.
    RecordingServer service;
    service.setResponder([](const RecordedRequest &r) {
        if (r.method == "PATCH")
            return RecordingServer::Answer{400, {}, {}};
        return RecordingServer::Answer{
            200, {{"Content-Type", "application/json"}}, R"({"id":"k-1","name":"Kim Lee","title":"CTO"})"};
    });
    bd::api::Environment env;
    env.baseUrl = service.url(QStringLiteral("/"));
    QCOMPARE(m_f->client.setEnvironment(env), QString());
    m_f->signInWithApiKey(); // there: another account, and a screen of its own
    m_screen = std::make_unique<ContactScreen>(accountOf(m_f->client));
    m_screen->show();
    QSignalSpy loaded(m_screen.get(), &ContactScreen::contactLoaded);
    m_screen->openContact(QStringLiteral("k-1"));
    QVERIFY(loaded.wait(10000));
    type("title", QStringLiteral("CEO"));
    type("phone", QStringLiteral("+1 555 0199"));
    QTest::mouseClick(button("save"), Qt::LeftButton);
    QTRY_VERIFY2(message()->text().contains(QStringLiteral("without saying why")),
                 qPrintable(message()->text()));
    QVERIFY2(message()->text().contains(QStringLiteral("Title")) &&
                 message()->text().contains(QStringLiteral("Phone")),
             qPrintable(message()->text()));
    QCOMPARE(field("title")->text(), QStringLiteral("CEO"));
}

void TestContactScreen::recentContactsStayInTheirTenant()
{
    open(); // acme
    auto *lookup = m_screen->findChild<QComboBox *>(QStringLiteral("lookup"));
    QVERIFY(lookup->findData(QString::fromLatin1(ContactId)) >= 0);
    m_f->signInWithApiKey("globex");
    m_f->client.session().setTenant({}, QStringLiteral("Globex Corporation"));
    ContactScreen globex(accountOf(m_f->client));
    auto *globexLookup = globex.findChild<QComboBox *>(QStringLiteral("lookup"));
    QCOMPARE(globexLookup->findData(QString::fromLatin1(ContactId)), -1);
    QCOMPARE(globexLookup->count(), 0);
    QVERIFY(!globex.draftContactId().size());
}

// A save takes a while; the person goes on typing. The answer puts the stored values into the
// fields it sent, and leaves what was typed meanwhile edited, marked and in the draft.
void TestContactScreen::editsTypedDuringASaveStay()
{
    open();
    type("title", QStringLiteral("Chief Saver"));
    addFault(QStringLiteral("latency=700,route=/contacts/%1,count=1").arg(QString::fromLatin1(ContactId)));
    QSignalSpy saved(m_screen.get(), &ContactScreen::saved);
    QTest::keyClick(field("title"), Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(m_screen->editor()->isSaving());
    type("phone", QStringLiteral("+1 555 0100"));
    QVERIFY(saved.wait(10000));
    QCOMPARE(m_f->server.service().stats().lastContactPatchBody, QByteArray(R"({"title":"Chief Saver"})"));
    QCOMPARE(field("title")->text(), QStringLiteral("Chief Saver"));
    QCOMPARE(field("phone")->text(), QStringLiteral("+1 555 0100")); // still typed
    QVERIFY(m_screen->hasUnsavedChanges());
    QCOMPARE(m_screen->editor()->form().changeCount(), 1);
    QVERIFY(button("save")->isEnabled());
    QCOMPARE(m_screen->draftContactId(), QString::fromLatin1(ContactId));
    QCOMPARE(m_screen->editor()->draft()->changes.phone.valueOr({}), QStringLiteral("+1 555 0100"));
}

// Opening another contact while a save is on its way: the old answer does not replace it.
void TestContactScreen::contactOpenedDuringASaveIsNotReplaced()
{
    const QString other = m_f->server.service().data().tenants.first().contacts.at(1).info.id.value();
    open();
    type("title", QStringLiteral("Saved late"));
    addFault(QStringLiteral("latency=700,route=/contacts/%1,count=1").arg(QString::fromLatin1(ContactId)));
    QSignalSpy saved(m_screen.get(), &ContactScreen::saved);
    QSignalSpy failed(m_screen->editor(), &bd::models::ContactEditor::saveFailed);
    button("save")->click();
    QTRY_VERIFY(m_screen->editor()->isSaving());
    whenShown([](QWidget *dialog) {
        if (auto *box = qobject_cast<QMessageBox *>(dialog))
            box->button(QMessageBox::Discard)->click();
    });
    open(other);
    QTRY_COMPARE_WITH_TIMEOUT(saved.count() + failed.count(), 1, 10000);
    QVERIFY2(failed.isEmpty(),
             qPrintable(failed.value(0).value(0).value<bd::models::ContactEditor::SaveFailure>().message));
    QCOMPARE(m_screen->loadedContact().info.id.value(), other);
    QVERIFY2(message()->text().contains(QStringLiteral("Saved the changes to")),
             qPrintable(message()->text()));
    QCOMPARE(field("title")->text(),
             m_f->server.service().data().tenants.first().contact(other)->fields.title.valueOr({}));
    QVERIFY(!m_screen->hasUnsavedChanges());
}

// Two lookups, the first slow: its late answer does not replace the contact found second.
void TestContactScreen::lateLookupDoesNotReplaceANewerOne()
{
    const QString second = m_f->server.service().data().tenants.first().contacts.at(1).info.id.value();
    addFault(QStringLiteral("latency=600,route=/contacts/%1,count=1").arg(QString::fromLatin1(ContactId)));
    auto *lookup = m_screen->findChild<QComboBox *>(QStringLiteral("lookup"));
    lookup->setFocus();
    QTest::keyClicks(lookup->lineEdit(), QString::fromLatin1(ContactId));
    QTest::keyClick(lookup->lineEdit(), Qt::Key_Return);
    open(second);
    QTest::qWait(900); // the first answer would have come by now
    QCOMPARE(m_screen->loadedContact().info.id.value(), second);
}

// A stored value the service accepted though it breaks a limit (42 code points, 40 visible)
// blocks nothing: other fields save, the value only warns on its field and is not sent.
void TestContactScreen::storedValueOverALimitOnlyWarns()
{
    bd::domain::Contact &stored =
        *m_f->server.service().data().tenants.first().contact(QString::fromLatin1(ContactId));
    const QString long41 = QString(41, u'x');
    stored.fields.firstName.set(long41);
    open();
    QCOMPARE(field("firstName")->text(), long41);
    type("title", QStringLiteral("Only this"));
    QVERIFY(button("save")->isEnabled());
    auto *mark = m_screen->findChild<QAction *>(QStringLiteral("firstNameProblem"));
    QVERIFY(mark && mark->isVisible());
    QVERIFY(mark->toolTip().contains(QStringLiteral("stored value")));
    QSignalSpy saved(m_screen.get(), &ContactScreen::saved);
    QTest::keyClick(field("title"), Qt::Key_S, Qt::ControlModifier);
    QVERIFY(saved.wait(10000));
    QCOMPARE(m_f->server.service().stats().lastContactPatchBody, QByteArray(R"({"title":"Only this"})"));
    // Changed, it is sent — and refused before sending while it breaks the limit.
    type("firstName", QString(42, u'y'));
    QVERIFY(!button("save")->isEnabled());
}

// A search whose one match is the contact already open says so instead of "Looking for…".
void TestContactScreen::findingTheOpenContactSaysSo()
{
    open();
    const QString email = m_screen->loadedContact().fields.email.value();
    auto *mode = m_screen->findChild<QComboBox *>(QStringLiteral("lookupMode"));
    mode->setFocus();
    QTest::keyClick(mode, Qt::Key_Down); // Any -> Id
    QTest::keyClick(mode, Qt::Key_Down); // Id -> Email
    auto *lookup = m_screen->findChild<QComboBox *>(QStringLiteral("lookup"));
    lookup->setFocus();
    lookup->clearEditText();
    QTest::keyClicks(lookup->lineEdit(), email);
    QTest::keyClick(lookup->lineEdit(), Qt::Key_Return);
    QTRY_VERIFY2(message()->text().contains(QStringLiteral("already open")), qPrintable(message()->text()));
    QVERIFY(!message()->text().contains(QStringLiteral("Looking for")));
}

// The schema is the one list of contact fields: the form has a widget for each (named after its
// wire name), a counter for each limited one, and no field widget the schema does not know.
void TestContactScreen::everySchemaFieldHasItsWidget()
{
    QSet<QString> names;
    for (const bd::domain::ContactFieldSpec &f : bd::domain::ContactSchema) {
        const QString name = QString::fromLatin1(f.name);
        names.insert(name);
        QVERIFY2(m_screen->findChild<QLineEdit *>(name), f.name);
        if (f.maxLength > 0)
            QVERIFY2(m_screen->findChild<QLabel *>(name + QStringLiteral("Counter")), f.name);
    }
    const auto *form = m_screen->findChild<QWidget *>(QStringLiteral("formArea"));
    QVERIFY(form);
    for (const QLineEdit *e : form->findChildren<QLineEdit *>()) {
        if (!e->objectName().startsWith(u"qt_"))
            QVERIFY2(names.contains(e->objectName()), qPrintable(e->objectName()));
    }
}

QTEST_MAIN(TestContactScreen)
#include "tst_contactscreen.moc"
