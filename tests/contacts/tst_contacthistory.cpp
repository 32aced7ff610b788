// The history of contact saves through the window, against the in-process sandbox: a save is
// kept before its request leaves and completed with the answer; the History panel lists it with
// old → new; "Undo this save" reads the contact and sends the old values back, or, when a field
// changed since, shows the conflict and sends nothing until the person chooses; the History view
// filters and exports; and the review shows for the saves that need one, Enter saving.

#include "../api/apifixture.h"
#include "../common/accounttestutil.h"
#include "../common/personhelpers.h"
#include "contactscreentest.h"
#include "domain/contactschema.h"
#include "models/common/tenantscope.h"
#include "models/contacts/contacteditor.h"
#include "models/contacts/contacthistory.h"
#include "models/contacts/contacthistorymodel.h"
#include "widgets/contacts/contacthistorydialog.h"
#include "widgets/contacts/contacthistorypanel.h"
#include "widgets/contacts/contactscreen.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>

using namespace bd::test;
using bd::models::ContactHistory;
using bd::models::ContactSaveRecord;
using bd::widgets::ContactScreen;

namespace {
const QString Priya = QStringLiteral("003Ac00000Y73WkjzD");
const QString Other = QStringLiteral("003Ac00000TQ6HTwB6");
} // namespace

class TestContactHistory : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestFolders("tst_contacthistory");
        for (const char *suffix : {"", "-wal", "-shm"})
            QFile::remove(ContactHistory::defaultPath() + QLatin1String(suffix));
    }
    void init()
    {
        m_f = signedInFixture();
        m_screen = std::make_unique<ContactScreen>(accountOf(m_f->client));
        m_screen->resize(1300, 800);
        m_screen->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_screen.get()));
    }
    void cleanup()
    {
        m_screen.reset();
        m_f.reset();
    }
    void keptBeforeSendingAndCompletedWithTheAnswer();
    void undoThisSaveSendsTheOldValuesBack();
    void undoMeetingAChangeAsksFieldByField();
    void undoConflictCanceledSendsNothing();
    void historyViewFiltersAndExports();
    void anotherTenantsSavesAreNeitherShownNorUndone();
    void undoAndSaveWaitForEachOther();
    void undoParkedWhileTheTenantChangesSendsNothing();
    void storedWithAnUnreadableAnswerCountsAsSaved();
    void reviewShowsForRiskySavesAndEnterSaves_data();
    void reviewShowsForRiskySavesAndEnterSaves();

private:
    QLineEdit *field(const char *name) { return m_screen->findChild<QLineEdit *>(QLatin1String(name)); }
    QLabel *message() { return m_screen->findChild<QLabel *>(QStringLiteral("message")); }
    QTreeWidget *panel() { return m_screen->findChild<QTreeWidget *>(QStringLiteral("saveHistory")); }
    void open(const QString &id = Priya) { openContactByLookup(*m_screen, id); }
    void type(const char *name, const QString &text)
    {
        field(name)->setFocus();
        typeOver(field(name), text);
    }
    // Ctrl+S through the window, and the answer.
    void save()
    {
        QSignalSpy saved(m_screen.get(), &ContactScreen::saved);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_S, Qt::ControlModifier);
        QVERIFY(saved.wait(10000));
    }
    // The PATCH bodies the sandbox received, oldest first.
    QStringList patches() const
    {
        QStringList out;
        for (const auto &r : m_f->server.service().received()) {
            if (r.method == "PATCH")
                out << QString::fromUtf8(r.body);
        }
        return out;
    }
    QString scope() const { return bd::models::tenantSettingsGroup(*accountOf(m_f->client)); }
    QList<ContactSaveRecord> kept(const QString &contactId = Priya) const
    {
        bd::models::ContactHistoryFilter filter;
        filter.scope = scope();
        filter.contactId = contactId;
        return ContactHistory().records(filter);
    }
    QString stored(const char *member) const
    {
        bd::domain::Contact *c =
            m_f->server.service().data().tenantById(QStringLiteral("acme"))->contact(Priya);
        const auto *spec = bd::domain::contactField(QString::fromLatin1(member));
        return (c->fields.*spec->member).valueOr({});
    }
    void setStored(const char *member, const QString &value)
    {
        bd::domain::Contact *c =
            m_f->server.service().data().tenantById(QStringLiteral("acme"))->contact(Priya);
        const auto *spec = bd::domain::contactField(QString::fromLatin1(member));
        (c->fields.*spec->member) = value;
    }
    QDialog *shownConflicts()
    {
        for (auto *d : m_screen->findChildren<QDialog *>(QStringLiteral("undoConflicts"))) {
            if (d->isVisible())
                return d;
        }
        return nullptr;
    }
    QPushButton *undoButtonOf(qint64 saveId)
    {
        return m_screen->findChild<QPushButton *>(QStringLiteral("undoSave%1").arg(saveId));
    }

    std::unique_ptr<ApiFixture> m_f;
    std::unique_ptr<ContactScreen> m_screen;
};

void TestContactHistory::keptBeforeSendingAndCompletedWithTheAnswer()
{
    open();
    const QString before = stored("phone");
    const int earlier = int(kept().size());
    m_f->server.faults().add(*bd::sandbox::Fault::parse(
        QStringLiteral("latency=1500,route=/contacts/%1,count=1").arg(Priya), nullptr));
    type("phone", QStringLiteral("+1 555 0100"));
    QSignalSpy saved(m_screen.get(), &ContactScreen::saved);
    QTest::keyClick(field("phone"), Qt::Key_S, Qt::ControlModifier);
    // On its way: already kept, with no answer yet.
    QList<ContactSaveRecord> rows = kept();
    QCOMPARE(rows.size(), earlier + 1);
    QCOMPARE(rows.first().outcome, ContactSaveRecord::Outcome::Unanswered);
    QCOMPARE(rows.first().source, QStringLiteral("window"));
    QCOMPARE(rows.first().changes.size(), 1);
    QCOMPARE(rows.first().changes.first().field, QStringLiteral("phone"));
    QCOMPARE(rows.first().changes.first().before, std::optional<QString>(before));
    QCOMPARE(rows.first().changes.first().after, std::optional<QString>(QStringLiteral("+1 555 0100")));
    QVERIFY(saved.wait(10000));
    rows = kept();
    QCOMPARE(rows.first().outcome, ContactSaveRecord::Outcome::Saved);
    QCOMPARE(rows.first().status, 200);
    // The panel lists it, newest first, with old → new.
    QTreeWidgetItem *top = panel()->topLevelItem(0);
    QVERIFY(top);
    QVERIFY2(top->text(0).contains(QStringLiteral("saved")), qPrintable(top->text(0)));
    QVERIFY(top->child(0)->text(0).contains(QStringLiteral("“+1 555 0100”")));
    QVERIFY(top->child(0)->text(0).contains(QStringLiteral("“%1”").arg(before)));
    QVERIFY(undoButtonOf(rows.first().id));
}

void TestContactHistory::undoThisSaveSendsTheOldValuesBack()
{
    open();
    const QString title = stored("title");
    type("title", QStringLiteral("Head of Finance"));
    save();
    QCOMPARE(stored("title"), QStringLiteral("Head of Finance"));
    const qint64 saveId = kept().first().id;
    m_f->server.service().clearReceived();
    // The button in the message shown after saving, by its mnemonic: Alt+U.
    auto *undo = m_screen->findChild<QPushButton *>(QStringLiteral("undoThisSave"));
    QVERIFY(undo && undo->isVisible());
    QVERIFY2(undo->text().contains(u'&'), qPrintable(undo->text()));
    QTest::keyClick(m_screen.get(), Qt::Key_U, Qt::AltModifier);
    QTRY_VERIFY2(message()->text().startsWith(QStringLiteral("Undid")), qPrintable(message()->text()));
    // Read first, then the old value sent back, nothing else.
    QStringList order;
    for (const auto &r : m_f->server.service().received())
        order << QString::fromLatin1(r.method);
    QCOMPARE(order, (QStringList{QStringLiteral("GET"), QStringLiteral("PATCH")}));
    QCOMPARE(patches(), QStringList{QStringLiteral("{\"title\":\"%1\"}").arg(title)});
    QCOMPARE(stored("title"), title);
    // The form shows the stored value, with nothing left to save; the undo is itself kept.
    QCOMPARE(field("title")->text(), title);
    QVERIFY(!m_screen->hasUnsavedChanges());
    const QList<ContactSaveRecord> rows = kept();
    QCOMPARE(rows.first().undoOf, saveId);
    QCOMPARE(rows.first().outcome, ContactSaveRecord::Outcome::Saved);
    QCOMPARE(rows.first().changes.first().after, std::optional<QString>(title));
    QVERIFY(
        panel()->topLevelItem(0)->child(1)->text(0).contains(QStringLiteral("undo of save %1").arg(saveId)));
}

void TestContactHistory::undoMeetingAChangeAsksFieldByField()
{
    open();
    const QString title = stored("title");
    const QString phone = stored("phone");
    type("title", QStringLiteral("CFO"));
    type("phone", QStringLiteral("+1 555 0142"));
    save();
    const qint64 saveId = kept().first().id;
    setStored("phone", QStringLiteral("+1 555 0199")); // someone else changed it since
    m_f->server.service().clearReceived();
    // The Undo button on the save's row in the History panel.
    QPushButton *undo = undoButtonOf(saveId);
    QVERIFY(undo);
    undo->setFocus();
    QTest::keyClick(undo, Qt::Key_Space);
    QDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = shownConflicts()));
    QVERIFY(dialog->isVisible());
    QVERIFY(patches().isEmpty()); // nothing sent while the person chooses
    auto *phoneBox = dialog->findChild<QCheckBox *>(QStringLiteral("undo_phone"));
    auto *titleBox = dialog->findChild<QCheckBox *>(QStringLiteral("undo_title"));
    QVERIFY(phoneBox && titleBox);
    QVERIFY(!phoneBox->isChecked()); // changed since: not put back unless chosen
    QVERIFY(titleBox->isChecked());
    const QString detail = dialog->findChild<QLabel *>(QStringLiteral("undoDetail_phone"))->text();
    QVERIFY2(detail.contains(QStringLiteral("“+1 555 0142”")) &&
                 detail.contains(QStringLiteral("“+1 555 0199”")),
             qPrintable(detail));
    QVERIFY(phoneBox->text().contains(QStringLiteral("“%1”").arg(phone)));
    QTest::keyClick(dialog->focusWidget(), Qt::Key_Return); // Enter: undo the chosen fields
    QTRY_VERIFY2(message()->text().startsWith(QStringLiteral("Undid")), qPrintable(message()->text()));
    QCOMPARE(patches(), QStringList{QStringLiteral("{\"title\":\"%1\"}").arg(title)});
    QCOMPARE(stored("phone"), QStringLiteral("+1 555 0199"));
    QCOMPARE(stored("title"), title);
    QCOMPARE(kept().first().undoOf, saveId);
}

void TestContactHistory::undoConflictCanceledSendsNothing()
{
    open();
    type("title", QStringLiteral("VP"));
    save();
    const qint64 saveId = kept().first().id;
    setStored("title", QStringLiteral("President"));
    const int rowsBefore = int(kept().size());
    m_f->server.service().clearReceived();
    QTest::keyClick(m_screen.get(), Qt::Key_U, Qt::AltModifier); // the message's "Undo this save"
    QDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = shownConflicts()));
    QTest::keyClick(dialog->focusWidget(), Qt::Key_Escape);
    QTRY_VERIFY(message()->text().contains(QStringLiteral("Nothing was undone")));
    QVERIFY(patches().isEmpty());
    QCOMPARE(stored("title"), QStringLiteral("President"));
    QCOMPARE(int(kept().size()), rowsBefore);
    // Chosen after all: the field is put back over the other change.
    QPushButton *undo = undoButtonOf(saveId);
    QTest::mouseClick(undo, Qt::LeftButton);
    QTRY_VERIFY((dialog = shownConflicts()));
    auto *box = dialog->findChild<QCheckBox *>(QStringLiteral("undo_title"));
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Space);
    QVERIFY(box->isChecked());
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("undoChosen")), Qt::LeftButton);
    QTRY_VERIFY2(message()->text().startsWith(QStringLiteral("Undid")), qPrintable(message()->text()));
    QCOMPARE(patches().size(), 1);
    QVERIFY(patches().first().startsWith(QStringLiteral("{\"title\":")));
}

void TestContactHistory::historyViewFiltersAndExports()
{
    open();
    type("mobilePhone", QStringLiteral("+1 555 0123"));
    save();
    type("billingState", QStringLiteral("WA"));
    save();
    QTest::mouseClick(m_screen->findChild<QPushButton *>(QStringLiteral("allSaves")), Qt::LeftButton);
    auto *view = m_screen->findChild<bd::widgets::ContactHistoryDialog *>();
    QVERIFY(view && view->isVisible());
    auto *table = view->findChild<QTableView *>(QStringLiteral("saves"));
    const int all = table->model()->rowCount();
    QVERIFY(all >= 2);
    QCOMPARE(table->model()->index(0, 2).data().toString(), QStringLiteral("Billing state")); // newest first
    using M = bd::models::ContactHistoryModel;
    const auto cell = [table](int column) { return table->model()->index(0, column).data().toString(); };
    QCOMPARE(cell(M::Before), QStringLiteral("“IL”"));
    QCOMPARE(cell(M::After), QStringLiteral("“WA”"));
    QCOMPARE(cell(M::Source), QStringLiteral("Billing Desk window"));
    QCOMPARE(cell(M::SignedInAs), accountOf(m_f->client)->userName().isEmpty()
                                      ? QStringLiteral("API key")
                                      : accountOf(m_f->client)->userName());
    QCOMPARE(cell(M::Outcome), QStringLiteral("Saved"));
    QVERIFY2(cell(M::Contact).contains(Priya), qPrintable(cell(M::Contact)));
    // Field filter, chosen by keyboard.
    auto *fieldBox = view->findChild<QComboBox *>(QStringLiteral("field"));
    fieldBox->setFocus();
    QTest::keyClicks(fieldBox, QStringLiteral("Mobile"));
    QTRY_VERIFY(table->model()->rowCount() >= 1);
    for (int row = 0; row < table->model()->rowCount(); ++row)
        QCOMPARE(table->model()->index(row, 2).data().toString(), QStringLiteral("Mobile phone"));
    auto *count = view->findChild<QLabel *>(QStringLiteral("count"));
    QTRY_VERIFY2(count->text().contains(QStringLiteral("changed field")), qPrintable(count->text()));
    QVERIFY2(count->text().startsWith(QStringLiteral("%1 changed field").arg(table->model()->rowCount())),
             qPrintable(count->text()));
    // A contact that has no saves: nothing.
    auto *contact = view->findChild<QLineEdit *>(QStringLiteral("contact"));
    contact->setFocus();
    QTest::keyClicks(contact, QStringLiteral("Nobody"));
    QTRY_COMPARE(table->model()->rowCount(), 0);
    // Meanwhile, another contact's save (the command line's, say): the newest row once shown.
    ContactSaveRecord other;
    other.scope = scope();
    other.contactId = Other;
    other.source = QStringLiteral("cli");
    other.changes = {{QStringLiteral("mobilePhone"), std::nullopt, QStringLiteral("+1 555 0101")}};
    ContactHistory().begin(other);
    contact->clear();
    QTRY_VERIFY(table->model()->rowCount() >= 1);
    // Export through the file dialog: the rows shown, exact values, one header.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saves.csv"));
    whenShown([path](QWidget *w) { QVERIFY(saveInFileDialog(qobject_cast<QFileDialog *>(w), path)); });
    QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("exportCsv")), Qt::LeftButton);
    QTRY_VERIFY(QFile::exists(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QVERIFY(lines.first().startsWith("save,at,contactId,contactName,field,before,after"));
    QVERIFY(lines.at(1).contains(",mobilePhone,"));
    QVERIFY(lines.at(1).contains(Other.toLatin1())); // newest first
    const QByteArray csvText = lines.join('\n');
    QVERIFY2(csvText.contains(",\"'+1 555 0123\","), csvText.constData()); // exact, and formula-safe
    QVERIFY(!lines.join().contains(",billingState,"));                     // filtered out
    // Enter on a row opens that contact.
    table->setFocus();
    table->setCurrentIndex(table->model()->index(0, 0));
    QCOMPARE(table->model()->index(0, M::Contact).data().toString(), Other);
    QSignalSpy opening(m_screen->editor(), &bd::models::ContactEditor::opening);
    QTest::keyClick(table, Qt::Key_Return);
    QTRY_VERIFY(!view->isVisible());
    QTRY_COMPARE(opening.count(), 1);
    QCOMPARE(opening.first().first().toString(), Other);
}

void TestContactHistory::anotherTenantsSavesAreNeitherShownNorUndone()
{
    ContactSaveRecord elsewhere;
    elsewhere.scope = QStringLiteral("scoped/another-tenant");
    elsewhere.contactId = Priya;
    elsewhere.contactName = QStringLiteral("Priya elsewhere");
    elsewhere.source = QStringLiteral("window");
    elsewhere.changes = {{QStringLiteral("title"), QStringLiteral("Old"), QStringLiteral("New")}};
    ContactHistory store;
    const qint64 otherId = store.begin(elsewhere);
    store.finish(otherId, ContactSaveRecord::Outcome::Saved, 200, {});
    QVERIFY(otherId > 0);
    open();
    QVERIFY(!undoButtonOf(otherId)); // not listed with this tenant's saves
    for (int i = 0; i < panel()->topLevelItemCount(); ++i)
        QVERIFY(panel()->topLevelItem(i)->data(0, Qt::UserRole).toLongLong() != otherId);
    m_f->server.service().clearReceived();
    m_screen->historyPanel()->undo(otherId); // as if it were asked for (it cannot be clicked)
    QTRY_VERIFY2(message()->text().contains(QStringLiteral("another environment or tenant")),
                 qPrintable(message()->text()));
    QVERIFY(m_f->server.service().received().isEmpty()); // not even read
}

void TestContactHistory::undoAndSaveWaitForEachOther()
{
    open();
    type("title", QStringLiteral("First"));
    save();
    const qint64 first = kept().first().id;
    // A save on its way: Undo on the earlier save waits.
    m_f->server.faults().add(*bd::sandbox::Fault::parse(
        QStringLiteral("latency=3000,route=/contacts/%1,count=1").arg(Priya), nullptr));
    type("title", QStringLiteral("Second"));
    QSignalSpy saved(m_screen.get(), &ContactScreen::saved);
    QTest::keyClick(field("title"), Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(undoButtonOf(first));
    QTest::mouseClick(undoButtonOf(first), Qt::LeftButton);
    QVERIFY2(message()->text().contains(QStringLiteral("A save is on its way")),
             qPrintable(message()->text()));
    QVERIFY(saved.wait(10000));
    QCOMPARE(patches().size(), 2); // the two saves, no undo
    // An undo on its way (its read held): Ctrl+S waits.
    m_f->server.faults().add(*bd::sandbox::Fault::parse(
        QStringLiteral("latency=3000,route=/contacts/%1,count=1").arg(Priya), nullptr));
    QTest::keyClick(m_screen.get(), Qt::Key_U, Qt::AltModifier);
    QTRY_VERIFY(m_screen->historyPanel()->isUndoing());
    type("phone", QStringLiteral("+1 555 0188"));
    QTest::keyClick(field("phone"), Qt::Key_S, Qt::ControlModifier);
    QVERIFY2(message()->text().contains(QStringLiteral("An undo is on its way")),
             qPrintable(message()->text()));
    QTRY_VERIFY2_WITH_TIMEOUT(message()->text().startsWith(QStringLiteral("Undid")),
                              qPrintable(message()->text()),
                              15000); // its read is held 3 s
    QCOMPARE(patches().size(), 3);
    QCOMPARE(patches().last(), QStringLiteral("{\"title\":\"First\"}"));
    QVERIFY(m_screen->hasUnsavedChanges()); // the phone typed meanwhile is still there to save
    QCOMPARE(field("phone")->text(), QStringLiteral("+1 555 0188"));
}

// The undo belongs to the account the person acted in. Its read is on its way when the session
// moves to Globex: the answer may come, but nothing is written with either key afterwards.
void TestContactHistory::undoParkedWhileTheTenantChangesSendsNothing()
{
    open();
    const QString title = stored("title");
    type("title", QStringLiteral("Before the switch"));
    save();
    const qint64 saveId = kept().first().id;
    bd::models::ContactHistoryFilter acme;
    acme.scope = scope();
    acme.contactId = Priya;
    m_f->server.service().clearReceived();
    m_f->server.faults().add(*bd::sandbox::Fault::parse(
        QStringLiteral("latency=1500,route=/contacts/%1,count=1").arg(Priya), nullptr));
    QTest::keyClick(m_screen.get(), Qt::Key_U, Qt::AltModifier); // Undo this save
    QTRY_VERIFY(!m_f->server.service().received().isEmpty());    // the read is on its way
    m_f->signInWithApiKey("globex");
    m_f->client.session().setTenant({}, QStringLiteral("Globex Corporation"));
    QTRY_VERIFY_WITH_TIMEOUT(!m_screen->historyPanel()->isUndoing(), 15000);
    QVERIFY2(!message()->text().startsWith(QStringLiteral("Undid")), qPrintable(message()->text()));
    // The request log: one read, with Acme's key; no PATCH at all, none with Globex's key.
    const auto &received = m_f->server.service().received();
    QCOMPARE(received.size(), 1);
    QCOMPARE(received.first().method, QByteArray("GET"));
    QCOMPARE(received.first().apiKeyTenant, QStringLiteral("acme"));
    QVERIFY(patches().isEmpty());
    QCOMPARE(stored("title"), QStringLiteral("Before the switch"));
    QVERIFY(stored("title") != title);
    // Kept in Acme's history as what it was: an undo that was not sent.
    const ContactSaveRecord undo = ContactHistory().records(acme).first();
    QCOMPARE(undo.undoOf, saveId);
    QCOMPARE(undo.outcome, ContactSaveRecord::Outcome::Failed);
    QCOMPARE(undo.status, 0);
    QVERIFY(kept().isEmpty()); // nothing kept under Globex (scope() is the current account's)
}

void TestContactHistory::storedWithAnUnreadableAnswerCountsAsSaved()
{
    open();
    m_f->server.faults().add(*bd::sandbox::Fault::parse(
        QStringLiteral("malformed,route=/contacts/%1,count=1").arg(Priya), nullptr));
    type("title", QStringLiteral("Stored anyway"));
    QTest::keyClick(field("title"), Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(kept().first().outcome != ContactSaveRecord::Outcome::Unanswered);
    QCOMPARE(kept().first().outcome, ContactSaveRecord::Outcome::Saved); // the service has it: undoable
    QCOMPARE(kept().first().status, 200);
    QVERIFY(undoButtonOf(kept().first().id)->isEnabled());
}

void TestContactHistory::reviewShowsForRiskySavesAndEnterSaves_data()
{
    QTest::addColumn<QStringList>("edits"); // field=value
    QTest::addColumn<bool>("reviewed");
    QTest::newRow("one field") << QStringList{QStringLiteral("title=CTO")} << false;
    // (Billing fields would count twice: "Same as billing" copies them to shipping.)
    QTest::newRow("three fields") << QStringList{QStringLiteral("title=CTO"), QStringLiteral("phone=+1 555"),
                                                 QStringLiteral("mobilePhone=+1 556")}
                                  << false;
    QTest::newRow("four fields") << QStringList{QStringLiteral("title=CTO"), QStringLiteral("phone=+1 555"),
                                                QStringLiteral("mobilePhone=+1 556"),
                                                QStringLiteral("suffix=Jr")}
                                 << true;
    QTest::newRow("a cleared field") << QStringList{QStringLiteral("mobilePhone=")} << true;
    QTest::newRow("the full name") << QStringList{QStringLiteral("name=x@y")} << true;
    QTest::newRow("the email") << QStringList{QStringLiteral("email=ann@example.com")} << true;
}

void TestContactHistory::reviewShowsForRiskySavesAndEnterSaves()
{
    QFETCH(QStringList, edits);
    QFETCH(bool, reviewed);
    open();
    for (const QString &edit : edits)
        type(edit.section(u'=', 0, 0).toLatin1().constData(), edit.section(u'=', 1));
    const int before = int(patches().size());
    QSignalSpy saved(m_screen.get(), &ContactScreen::saved);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_S, Qt::ControlModifier);
    auto *review = m_screen->findChild<QMessageBox *>(QStringLiteral("reviewChanges"));
    QCOMPARE(review != nullptr && review->isVisible(), reviewed);
    if (reviewed) {
        QCOMPARE(int(patches().size()), before); // not before the person says so
        QVERIFY(review->informativeText().contains(QStringLiteral("→")));
        QTest::keyClick(review, Qt::Key_Return);
    }
    QVERIFY(saved.wait(10000));
    QCOMPARE(int(patches().size()), before + 1);
}

QTEST_MAIN(TestContactHistory)
#include "tst_contacthistory.moc"
