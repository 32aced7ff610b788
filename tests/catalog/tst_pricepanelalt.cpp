// The Price panel against an independent service (tests/conformance/alt_service.py): its south
// tenant lists twins of the sandbox's priced products in another legal shape (tags on entries
// only, amounts as strings, tiers last first, a bundle whose options are only at the top level,
// one option's product not in the list but read by id). Each twin is opened in the catalog and
// priced by typing, as a person does, and the window must give what the command line gives for
// the same product on the same service: the total, and each counted line's amount.

#include "../cli/clitest.h"
#include "../common/altservice.h"
#include "../common/httptestclient.h"
#include "../common/personhelpers.h"
#include "app/translations.h"
#include "domain/decimal.h"
#include "models/catalog/catalogmodel.h"
#include "widgets/catalog/catalogscreen.h"
#include "widgets/catalog/pricepanel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QTableWidget>
#include <QTreeView>

using namespace bd::test;

namespace {

// What a person sets in the panel, and the same as the command line's options.
struct Deal
{
    QString quantity;
    QString term;     // empty: the default
    QString termUnit; // "years", or the panel's months
    QString currency; // empty: the recommended price
    QDate start;      // invalid: today
    QDate end;        // valid: the term by dates, actual/actual
};

Deal deal(const char *quantity, const char *term = "", const char *termUnit = "", const char *currency = "",
          QDate start = {}, QDate end = {})
{
    return {QString::fromLatin1(quantity),
            QString::fromLatin1(term),
            QString::fromLatin1(termUnit),
            QString::fromLatin1(currency),
            start,
            end};
}

QStringList cliArguments(const Deal &d)
{
    QStringList out{QStringLiteral("--quantity"), d.quantity};
    if (!d.term.isEmpty())
        out << QStringLiteral("--term") << d.term << QStringLiteral("--term-unit")
            << (d.termUnit == u"years" ? QStringLiteral("year") : QStringLiteral("month"));
    if (!d.currency.isEmpty())
        out << QStringLiteral("--currency") << d.currency;
    if (d.start.isValid())
        out << QStringLiteral("--start") << d.start.toString(Qt::ISODate);
    if (d.end.isValid())
        out << QStringLiteral("--end") << d.end.toString(Qt::ISODate) << QStringLiteral("--basis")
            << QStringLiteral("actual");
    return out;
}

// Chooses the item that starts with `text` with the keyboard: Home, then Down to it.
bool pick(QComboBox *combo, const QString &text)
{
    int at = -1;
    for (int i = 0; i < combo->count() && at < 0; ++i)
        if (combo->itemText(i).startsWith(text, Qt::CaseInsensitive))
            at = i;
    if (at < 0)
        return false;
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < at; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
    return combo->currentIndex() == at;
}

QString localized(const QString &exact)
{
    return bd::domain::Decimal::fromString(exact).value_or(bd::domain::Decimal()).toLocaleString();
}

} // namespace

Q_DECLARE_METATYPE(Deal)

class TestPricePanelAlt : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void windowPricesAsTheCommandLine_data();
    void windowPricesAsTheCommandLine();
    void bundleWaitsForItsOptionReadById();
    void optionReadsFollowThePerson(); // last: it ends the south tenant's screen

private:
    bd::widgets::PricePanel *priceOf(const QString &id);
    AltService m_service;
    bd::api::ApiClient m_client;
    std::unique_ptr<bd::widgets::CatalogScreen> m_screen;
};

void TestPricePanelAlt::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    bd::app::installTranslations(QLocale());
    QVERIFY(m_service.start().isValid());
    QVERIFY(m_service.signIn(m_client, QStringLiteral("south")));
    m_screen = std::make_unique<bd::widgets::CatalogScreen>(accountOf(m_client));
    m_screen->resize(1300, 900);
    m_screen->show();
    QSignalSpy loaded(m_screen.get(), &bd::widgets::CatalogScreen::loaded);
    m_screen->reload();
    QVERIFY(loaded.wait(10000));
}

// Types the id into "Open by id", then Ctrl+Shift+P in the list: the panel, its quantity focused.
bd::widgets::PricePanel *TestPricePanelAlt::priceOf(const QString &id)
{
    auto *openId = m_screen->findChild<QLineEdit *>(QStringLiteral("openId"));
    auto *tree = m_screen->findChild<QTreeView *>(QStringLiteral("tree"));
    typeOver(openId, id);
    QTest::keyClick(openId, Qt::Key_Return);
    if (!QTest::qWaitFor([&] {
            return tree->currentIndex().data(bd::models::CatalogModel::ProductIdRole).toString() == id;
        }))
        return nullptr;
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    if (QApplication::focusWidget()->objectName() != u"quantity")
        return nullptr;
    return m_screen->findChild<bd::widgets::PricePanel *>(QStringLiteral("pricePanel"));
}

void TestPricePanelAlt::windowPricesAsTheCommandLine_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<Deal>("deal");
    const QString volume = QStringLiteral("01tSw00000PrVo1AAE");
    const QString stairstep = QStringLiteral("01tSw00000PrSt2AAE");
    const QString ramp = QStringLiteral("01tSw00000PrRa3AAE");
    const QString discounts = QStringLiteral("01tSw00000PrDi4AAE");
    const QString usage = QStringLiteral("01tSw00000PrUs5AAE");
    const QString rampFlat = QStringLiteral("01tSw00000PrRf6AAE");
    const QString bundle = QStringLiteral("01tSw00000PrBn7AAE");
    QTest::newRow("volume 99") << volume << deal("99");
    QTest::newRow("volume cliff") << volume << deal("100");
    QTest::newRow("stairstep 11") << stairstep << deal("11");
    QTest::newRow("stairstep 60") << stairstep << deal("60");
    QTest::newRow("ramp beyond its periods") << ramp << deal("10", "4", "years");
    QTest::newRow("discounts compound") << discounts << deal("45", "24", "", "", QDate(2025, 3, 1));
    QTest::newRow("promotion in its dates") << discounts << deal("45", "24", "", "", QDate(2024, 2, 1));
    QTest::newRow("JPY") << discounts << deal("5", "12", "", "JPY");
    QTest::newRow("sub-cent usage in KWD") << usage << deal("1234567.8912345", "", "", "KWD");
    QTest::newRow("flat ramp in BHD") << rampFlat << deal("1", "2", "years", "BHD");
    QTest::newRow("dates, actual/actual")
        << discounts << deal("12", "", "", "", QDate(2024, 2, 29), QDate(2026, 3, 15));
    QTest::newRow("bundle, an option read by id") << bundle << deal("3");
}

void TestPricePanelAlt::windowPricesAsTheCommandLine()
{
    QFETCH(QString, id);
    QFETCH(Deal, deal);
    CliRunner cli;
    const CliResult r = cli.run(
        QStringList{QStringLiteral("products"), QStringLiteral("price"), id, QStringLiteral("--base-url"),
                    m_service.base().toString(), QStringLiteral("--auth"), QStringLiteral("token"),
                    QStringLiteral("--user"), QStringLiteral("olga@alt.test"), QStringLiteral("--tenant"),
                    QStringLiteral("south"), QStringLiteral("--format"), QStringLiteral("json")} +
            cliArguments(deal),
        {}, {{QStringLiteral("BILLING_DESK_PASSWORD"), QStringLiteral("pa55-word!")}});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject expected = QJsonDocument::fromJson(r.out).object();

    bd::widgets::PricePanel *panel = priceOf(id);
    QVERIFY(panel);
    if (!deal.currency.isEmpty())
        QVERIFY2(pick(panel->findChild<QComboBox *>(QStringLiteral("entry")), deal.currency),
                 qPrintable(deal.currency));
    // The dates as from their calendars; today unless the deal says otherwise.
    panel->findChild<QDateEdit *>(QStringLiteral("start"))
        ->setDate(deal.start.isValid() ? deal.start : QDate::currentDate());
    auto *byDates = panel->findChild<QCheckBox *>(QStringLiteral("byDates"));
    if (byDates->isChecked() != deal.end.isValid())
        QTest::mouseClick(byDates, Qt::LeftButton, {}, QPoint(4, byDates->height() / 2));
    if (deal.end.isValid()) {
        panel->findChild<QDateEdit *>(QStringLiteral("end"))->setDate(deal.end);
        QVERIFY(pick(panel->findChild<QComboBox *>(QStringLiteral("basis")), QStringLiteral("Actual")));
    } else {
        typeOver(panel->findChild<QLineEdit *>(QStringLiteral("term")), deal.term);
        QVERIFY(pick(panel->findChild<QComboBox *>(QStringLiteral("termUnit")),
                     deal.termUnit.isEmpty() ? QStringLiteral("months") : deal.termUnit));
    }
    typeOver(panel->findChild<QLineEdit *>(QStringLiteral("quantity")), deal.quantity);

    auto *total = panel->findChild<QLabel *>(QStringLiteral("total"));
    const QString want = localized(expected.value(QStringLiteral("total")).toString()) + u' ' +
                         expected.value(QStringLiteral("currency")).toString();
    // A bundle's option read by id arrives after the keystrokes: the total follows it.
    QTRY_COMPARE_WITH_TIMEOUT(total->text(), want, 10000);
    auto *breakdown = panel->findChild<QTableWidget *>(QStringLiteral("breakdown"));
    QStringList amounts;
    for (int row = 0; row < breakdown->rowCount(); ++row)
        amounts << (breakdown->item(row, 3) ? breakdown->item(row, 3)->text() : QString());
    for (const QJsonValue &line : expected.value(QStringLiteral("lines")).toArray()) {
        const QString amount = localized(line.toObject().value(QStringLiteral("amount")).toString());
        QVERIFY2(amounts.contains(amount),
                 qPrintable(amount + QStringLiteral(" not in ") + amounts.join(u'|')));
    }
    const QString notes = panel->findChild<QPlainTextEdit *>(QStringLiteral("notes"))->toPlainText();
    QVERIFY2(!notes.contains(QStringLiteral("not in the total")), qPrintable(notes));
}

// The bundle's seats are sold only in bundles: the list does not hold them. Until they are read
// the panel says so, and the total is the bundle without them; then it is the whole.
void TestPricePanelAlt::bundleWaitsForItsOptionReadById()
{
    const QString bundle = QStringLiteral("01tSw00000PrBn7AAE");
    QVERIFY(!m_screen->model()->indexOfProduct(QStringLiteral("01tSw00000PrDi8AAE")).isValid());
    // Another product first, so that the bundle is shown anew (its options read again only
    // after a new list: this one keeps what it read).
    QVERIFY(priceOf(QStringLiteral("01tSw00000PrVo1AAE")));
    QSignalSpy loaded(m_screen.get(), &bd::widgets::CatalogScreen::loaded);
    m_screen->reload();
    QVERIFY(loaded.wait(10000));
    // The list holds the bundle: Enter selects it at once, before any answer can arrive.
    auto *openId = m_screen->findChild<QLineEdit *>(QStringLiteral("openId"));
    typeOver(openId, bundle);
    QTest::keyClick(openId, Qt::Key_Return);
    auto *panel = m_screen->findChild<bd::widgets::PricePanel *>(QStringLiteral("pricePanel"));
    auto *notes = panel->findChild<QPlainTextEdit *>(QStringLiteral("notes"));
    QVERIFY2(
        notes->toPlainText().contains(QStringLiteral("Team Workspace seats is not in the total: its price "
                                                     "is being read from the service")),
        qPrintable(notes->toPlainText()));
    QTRY_VERIFY_WITH_TIMEOUT(!notes->toPlainText().contains(QStringLiteral("not in the total")), 10000);
    auto *options = panel->findChild<QTableWidget *>(QStringLiteral("options"));
    QCOMPARE(options->rowCount(), 3);
    auto *breakdown = panel->findChild<QTableWidget *>(QStringLiteral("breakdown"));
    QStringList steps;
    for (int row = 0; row < breakdown->rowCount(); ++row)
        steps << breakdown->item(row, 0)->text();
    QVERIFY2(steps.join(u'|').contains(QStringLiteral("Option Team Workspace seats")),
             qPrintable(steps.join(u'|')));
}

// The seats are read for the bundle shown, with the account its screen was made for, and their
// answer counts only while that bundle is still what the person looks at: moving on to another
// product before it arrives leaves that product's price untouched; a screen left behind by a
// tenant switch (the window makes every screen anew) reads nothing for the new tenant. The alt
// service's log says which tenant each read was answered for.
void TestPricePanelAlt::optionReadsFollowThePerson()
{
    const QString bundle = QStringLiteral("01tSw00000PrBn7AAE");
    const QString volume = QStringLiteral("01tSw00000PrVo1AAE");
    QNetworkAccessManager nam;
    const auto seatsReads = [&] {
        QStringList tenants;
        static int asked = 0; // a new address each time: nothing between may answer from before
        const HttpResult r =
            httpRequest(nam, "GET",
                        QUrl(m_service.base().toString() + QStringLiteral("/_alt/received?n=") +
                             QString::number(++asked)));
        for (const QJsonValue &row : QJsonDocument::fromJson(r.body).array())
            if (row.toArray().at(1).toString() == u"/catalog/products/01tSw00000PrDi8AAE")
                tenants << row.toArray().at(2).toString();
        return tenants;
    };
    const auto open = [&](const QString &id) {
        auto *openId = m_screen->findChild<QLineEdit *>(QStringLiteral("openId"));
        typeOver(openId, id);
        QTest::keyClick(openId, Qt::Key_Return);
    };
    QSignalSpy loaded(m_screen.get(), &bd::widgets::CatalogScreen::loaded);
    open(volume);       // the bundle is not what is shown
    m_screen->reload(); // a new list: options read before are read again
    QVERIFY(loaded.wait(10000));
    const qsizetype before = seatsReads().size();

    // The bundle, then at once another product: the seats' read is for nothing shown.
    open(bundle);
    open(volume);
    auto *panel = m_screen->findChild<bd::widgets::PricePanel *>(QStringLiteral("pricePanel"));
    auto *breakdown = panel->findChild<QTableWidget *>(QStringLiteral("breakdown"));
    auto *notes = panel->findChild<QPlainTextEdit *>(QStringLiteral("notes"));
    QTest::qWait(500);
    for (int row = 0; row < breakdown->rowCount(); ++row)
        QVERIFY2(!breakdown->item(row, 0)->text().contains(u"Team Workspace"),
                 qPrintable(breakdown->item(row, 0)->text()));
    QVERIFY2(!notes->toPlainText().contains(u"not in the total"), qPrintable(notes->toPlainText()));
    // The read for the bundle was cancelled as the person moved on: before it left (Qt 6.8 often
    // queues it a turn) or after the service got it; never more than that one.
    QVERIFY(seatsReads().size() <= before + 1);
    // Back to the bundle: read again (nothing dropped was kept) and priced whole.
    open(bundle);
    QTRY_VERIFY_WITH_TIMEOUT(!notes->toPlainText().contains(u"not in the total"), 10000);
    QVERIFY(seatsReads().size() - before >= 1);

    // A tenant switch while a read is on its way: the south screen goes, the north one is made.
    open(volume);
    m_screen->reload();
    QVERIFY(loaded.wait(10000));
    open(bundle); // the seats read starts
    const qsizetype south = seatsReads().size();
    QVERIFY(south > 0);
    m_screen.reset();
    bd::api::ApiClient northClient;
    QVERIFY(m_service.signIn(northClient, QStringLiteral("north")));
    bd::widgets::CatalogScreen north(accountOf(northClient));
    north.show();
    QSignalSpy northLoaded(&north, &bd::widgets::CatalogScreen::loaded);
    north.reload();
    QVERIFY(northLoaded.wait(10000));
    QVERIFY(!north.model()->indexOfProduct(bundle).isValid());
    QTest::qWait(300);
    const QStringList reads = seatsReads();
    QVERIFY(reads.size() <= south + 1);
    for (const QString &tenant : reads)
        QCOMPARE(tenant, QStringLiteral("south")); // never read with the north tenant's key
}

QTEST_MAIN(TestPricePanelAlt)
#include "tst_pricepanelalt.moc"
