// Contacts found the way people search, through the screen's one box offscreen: an id, an email
// and a name told apart by their shape; an email in another case; part of a name in any case;
// several matches listed with their customer; the recent contacts offered as one types. Against
// the sandbox (which knows _ilike) and the independent service (which does not: the search falls
// back to exact matches and says so).

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "../common/altservice.h"
#include "contactscreentest.h"
#include "widgets/contacts/contactscreen.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>

using namespace bd::test;
using bd::widgets::ContactScreen;

class TestContactSearch : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestFolders("tst_contactsearch"); }
    void tellsIdEmailAndNameApart();
    void listsSeveralWithTheirCustomer();
    void offersRecentContactsAsOneTypes();
    void fallsBackToExactWhereTheServiceHasNoIlike();

private:
    static QComboBox *lookup(ContactScreen &s) { return s.findChild<QComboBox *>(QStringLiteral("lookup")); }
    static QLabel *message(ContactScreen &s) { return s.findChild<QLabel *>(QStringLiteral("message")); }
    // Types into the one box and presses Enter, as a person does.
    static void look(ContactScreen &s, const QString &text)
    {
        QComboBox *box = lookup(s);
        box->setFocus();
        box->clearEditText();
        box->lineEdit()->insert(text); // typed or pasted (QTest types only ASCII)
        QTest::keyClick(box->lineEdit(), Qt::Key_Return);
    }
    static QByteArray lastQuery(ApiFixture &f)
    {
        const auto received = f.server.service().received();
        for (auto r = received.crbegin(); r != received.crend(); ++r)
            if (r->path.endsWith(QStringLiteral("/graphql")))
                return r->body;
        return {};
    }
};

void TestContactSearch::tellsIdEmailAndNameApart()
{
    auto f = signedInFixture();
    ContactScreen screen(accountOf(f->client));
    screen.show();
    QCOMPARE(screen.findChild<QComboBox *>(QStringLiteral("lookupMode"))->currentText(),
             QStringLiteral("Any"));
    // An email in another case than stored: found, and opened (one match).
    QSignalSpy loaded(&screen, &ContactScreen::contactLoaded);
    look(screen, QStringLiteral("D.Okafor@Northwind.EXAMPLE"));
    QVERIFY(loaded.wait(10000));
    QCOMPARE(screen.loadedContact().fields.name.value(), QStringLiteral("David Chukwuemeka Okafor"));
    QVERIFY2(lastQuery(*f).contains(R"({email: {_ilike: $value}})"), lastQuery(*f).constData());
    // Part of a name, in lower case: _ilike with the text between % signs.
    look(screen, QStringLiteral("whitfield"));
    QVERIFY(loaded.wait(10000));
    QCOMPARE(screen.loadedContact().fields.name.value(), QStringLiteral("Oliver James Whitfield"));
    QVERIFY2(lastQuery(*f).contains(R"("value":"%whitfield%")"), lastQuery(*f).constData());
    // An id: read by id (no query).
    look(screen, QStringLiteral("003Ac00000CgwKLFPs"));
    QVERIFY(loaded.wait(10000));
    QCOMPARE(f->server.service().received().last().path, QStringLiteral("/contacts/003Ac00000CgwKLFPs"));
    // The text's own % and _ are literal, not wildcards.
    look(screen, QStringLiteral("50%_off"));
    QTRY_VERIFY2(message(screen)->text().contains(QStringLiteral("No contact has")),
                 qPrintable(message(screen)->text()));
    QVERIFY2(lastQuery(*f).contains(R"("value":"%50\\%\\_off%")"), lastQuery(*f).constData());
}

void TestContactSearch::listsSeveralWithTheirCustomer()
{
    auto f = signedInFixture();
    ContactScreen screen(accountOf(f->client));
    screen.show();
    look(screen, QStringLiteral("northwind")); // a name search: in several emails, in no name
    QTRY_VERIFY2(message(screen)->text().contains(QStringLiteral("No contact has")),
                 qPrintable(message(screen)->text()));
    look(screen, QStringLiteral("an")); // in many names
    auto *results = screen.findChild<QTreeWidget *>(QStringLiteral("results"));
    QTRY_VERIFY(results->isVisible() && results->topLevelItemCount() > 1);
    QVERIFY2(message(screen)->text().contains(QStringLiteral("with “an”")),
             qPrintable(message(screen)->text()));
    for (int i = 0; i < results->topLevelItemCount(); ++i) {
        QVERIFY(results->topLevelItem(i)->text(0).contains(QStringLiteral("an"), Qt::CaseInsensitive));
        QVERIFY(!results->topLevelItem(i)->text(3).isEmpty()); // the customer
    }
}

void TestContactSearch::offersRecentContactsAsOneTypes()
{
    auto f = signedInFixture();
    ContactScreen screen(accountOf(f->client));
    screen.show();
    openContactByLookup(screen, QStringLiteral("003Ac00000CgwKLFPs"));
    openContactByLookup(screen, QStringLiteral("003Ac00000tFmwU3Mz"));
    QComboBox *box = lookup(screen);
    box->setFocus();
    box->clearEditText();
    QTest::keyClicks(box->lineEdit(), QStringLiteral("marg"));
    QAbstractItemView *popup = box->completer()->popup();
    QTRY_VERIFY(popup->isVisible());
    QCOMPARE(popup->model()->rowCount(), 1);
    QVERIFY(popup->model()->index(0, 0).data().toString().startsWith(QStringLiteral("Margaret Ann Chen")));
    QSignalSpy loaded(&screen, &ContactScreen::contactLoaded);
    QTest::keyClick(popup, Qt::Key_Down);
    QTest::keyClick(popup, Qt::Key_Return);
    QTest::keyClick(box->lineEdit(), Qt::Key_Return);
    QVERIFY(loaded.wait(10000));
    QCOMPARE(screen.loadedContact().info.id.value(), QStringLiteral("003Ac00000CgwKLFPs"));
}

void TestContactSearch::fallsBackToExactWhereTheServiceHasNoIlike()
{
    AltService alt;
    QVERIFY(alt.start().isValid());
    bd::api::ApiClient client;
    QVERIFY(alt.signIn(client, QStringLiteral("north")));
    ContactScreen screen(accountOf(client));
    screen.show();
    // Part of a name: the service refuses _ilike; asked again exactly, and the person told.
    look(screen, QStringLiteral("zoë"));
    QTRY_VERIFY_WITH_TIMEOUT(message(screen)->text().contains(QStringLiteral("exact full name")), 10000);
    QVERIFY2(message(screen)->text().contains(QStringLiteral("No contact has")),
             qPrintable(message(screen)->text()));
    // The exact full name finds her.
    QSignalSpy loaded(&screen, &ContactScreen::contactLoaded);
    look(screen, QStringLiteral("Zoë Ångström"));
    QVERIFY(loaded.wait(10000));
    QCOMPARE(screen.loadedContact().fields.email.value(), QStringLiteral("zoe@north.example"));
    // An email exactly as stored.
    look(screen, QStringLiteral("mj@north.example"));
    QVERIFY(loaded.wait(10000));
    QCOMPARE(screen.loadedContact().fields.name.value(), QStringLiteral("María José Nguyễn"));
}

QTEST_MAIN(TestContactSearch)
#include "tst_contactsearch.moc"
