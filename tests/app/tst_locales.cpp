// The app in German and French: every screen's visible strings come from the translations, and
// money and dates follow the locale.

#include "../common/testfolders.h"
#include "app/application.h"
#include "app/translations.h"
#include "widgets/common/screen.h"

#include <QAbstractButton>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QMultiHash>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

using namespace bd;

class TestLocales : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        bd::test::useTestFolders("tst_locales");
        QSettings().clear();
    }
    void cleanupTestCase()
    {
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
        app::installTranslations(QLocale(QStringLiteral("en_US")));
    }
    void everyScreenSpeaksTheLanguage_data();
    void everyScreenSpeaksTheLanguage();
    void untranslatedLanguagesReadEnglishPlurals_data();
    void untranslatedLanguagesReadEnglishPlurals();
};

// A session in the C locale (no LANG) or a language we have no translation for reads English,
// with English plural forms, never the source's "(s)".
void TestLocales::untranslatedLanguagesReadEnglishPlurals_data()
{
    QTest::addColumn<QString>("locale");
    QTest::newRow("C") << "C";
    QTest::newRow("Italian") << "it_IT";
    QTest::newRow("English (UK)") << "en_GB";
}

void TestLocales::untranslatedLanguagesReadEnglishPlurals()
{
    QFETCH(QString, locale);
    QVERIFY(app::installTranslations(QLocale(locale)) >= 1);
    QCOMPARE(QCoreApplication::translate("bd::widgets::WebhookScreen", "%n webhook endpoint(s)", nullptr, 5),
             QStringLiteral("5 webhook endpoints"));
    QCOMPARE(QCoreApplication::translate("bd::widgets::WebhookScreen", "%n webhook endpoint(s)", nullptr, 1),
             QStringLiteral("1 webhook endpoint"));
}

void TestLocales::everyScreenSpeaksTheLanguage_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QStringList>("tabs");
    QTest::addColumn<QString>("fileMenu");
    QTest::addColumn<QString>("decimal"); // a price as the locale writes it
    QTest::addColumn<QString>("cancel");  // Qt's own Cancel button (Debian's Qt translations)
    QTest::newRow("German") << "de_DE" << QStringList{"Katalog", "Kontakte",   "Webhooks",
                                                      "Mandant", "Rechnungen", "Abfrage"}
                            << "&Datei"
                            << "1.599,00 USD"
                            << "Abbrechen";
    QTest::newRow("English") << "en_US"
                             << QStringList{"Catalog", "Contacts", "Webhooks", "Tenant", "Invoices", "Query"}
                             << "&File"
                             << "1,599.00 USD"
                             << "Cancel";
    QTest::newRow("French") << "fr_FR" << QStringList{"Catalogue",    "Contacts", "Webhooks",
                                                      "Organisation", "Factures", "Requête"}
                            << "&Fichier"
                            << "1\u202f599,00 USD"
                            << "Annuler";
}

void TestLocales::everyScreenSpeaksTheLanguage()
{
    QFETCH(QString, locale);
    QFETCH(QStringList, tabs);
    QFETCH(QString, fileMenu);
    QFETCH(QString, decimal);
    QFETCH(QString, cancel);
    QLocale::setDefault(QLocale(locale));
    const bool english = locale.startsWith(u"en");
    QCOMPARE(app::installTranslations(QLocale(locale)), english ? 1 : 2); // Qt's and ours (Qt is English)
    // Qt's own strings: a standard button and the file dialog speak the language too.
    QDialogButtonBox standard(QDialogButtonBox::Cancel);
    QCOMPARE(standard.button(QDialogButtonBox::Cancel)->text().remove(u'&'), cancel);
    app::CommandLine cl;
    cl.demo = true;
    app::Application a(cl);
    QVERIFY(a.start());
    auto *screens = a.window().findChild<QTabWidget *>(QStringLiteral("screens"));
    QStringList shown;
    for (int i = 0; i < screens->count(); ++i)
        shown << screens->tabText(i);
    QCOMPARE(shown, tabs);
    QCOMPARE(a.window().menuBar()->actions().first()->text(), fileMenu);
    // Every button on every screen is translated: none is left in English.
    const QStringList englishWords{"Reload", "Retry",   "Export…", "Open",    "Find", "Save",
                                   "Revert", "Refresh", "Delete…", "Preview", "Run",  "Cancel"};
    for (int i = 0; i < screens->count() && !english; ++i) {
        for (const QPushButton *b : screens->widget(i)->findChildren<QPushButton *>()) {
            QVERIFY2(!englishWords.contains(b->text().remove(u'&')),
                     qPrintable(QStringLiteral("%1: %2").arg(tabs.at(i), b->text())));
        }
    }
    // Alt+letter is each control's own on every screen, in every language (the menu bar's and the
    // demo hint's included): a clash makes the key go to whichever comes first.
    const auto mnemonic = [](const QString &text) -> QChar {
        for (qsizetype at = text.indexOf(u'&'); at >= 0 && at + 1 < text.size();
             at = text.indexOf(u'&', at + 2))
            if (text.at(at + 1) != u'&')
                return text.at(at + 1).toLower();
        return {};
    };
    for (int i = 0; i < screens->count(); ++i) {
        QWidget *screen = screens->widget(i);
        QMultiHash<QChar, QString> owners;
        for (QAction *menu : a.window().menuBar()->actions())
            if (const QChar m = mnemonic(menu->text()); !m.isNull())
                owners.insert(m, QStringLiteral("menu ") + menu->text());
        QList<QWidget *> widgets;
        for (QWidget *w : screen->findChildren<QWidget *>())
            if (w->isVisibleTo(screen))
                widgets << w;
        if (auto *hint = a.window().findChild<QWidget *>(QStringLiteral("demoHint")))
            for (QWidget *w : hint->findChildren<QWidget *>())
                if (w->isVisibleTo(hint))
                    widgets << w;
        for (QWidget *w : std::as_const(widgets)) {
            QString text;
            if (auto *b = qobject_cast<QAbstractButton *>(w))
                text = b->text();
            else if (auto *l = qobject_cast<QLabel *>(w); l && l->buddy())
                text = l->text();
            else if (auto *g = qobject_cast<QGroupBox *>(w))
                text = g->title();
            if (const QChar m = mnemonic(text); !m.isNull())
                owners.insert(m, text);
            if (auto *bar = qobject_cast<QTabBar *>(w); bar && bar != screens->tabBar())
                for (int t = 0; t < bar->count(); ++t)
                    if (const QChar m = mnemonic(bar->tabText(t)); !m.isNull())
                        owners.insert(m, bar->tabText(t));
        }
        for (const QChar key : owners.uniqueKeys())
            QVERIFY2(owners.count(key) == 1,
                     qPrintable(QStringLiteral("%1, Alt+%2: %3")
                                    .arg(tabs.at(i), key, QStringList(owners.values(key)).join(u" | "))));
    }
    // Every screen usable at 1024×700 (a small laptop's screen, less the desktop's panel and the
    // window's frame): the window, that screen in front, asks for no more.
    for (int i = 0; i < screens->count(); ++i) {
        screens->setCurrentIndex(i);
        const QSize least = a.window().minimumSizeHint().expandedTo(a.window().minimumSize());
        qInfo("%s: %dx%d", qPrintable(tabs.at(i)), least.width(), least.height());
        QVERIFY2(
            least.width() <= 1024 && least.height() <= 660,
            qPrintable(
                QStringLiteral("%1 needs %2×%3").arg(tabs.at(i)).arg(least.width()).arg(least.height())));
    }
    screens->setCurrentIndex(0);
    // Money in the locale: the bundle's lowest price in the catalog and its details.
    auto *tree = screens->widget(0)->findChild<QTreeView *>(QStringLiteral("tree"));
    QTRY_VERIFY_WITH_TIMEOUT(tree->model()->rowCount() > 40, 10000);
    QString prices;
    for (int r = 0; r < tree->model()->rowCount(); ++r)
        prices += tree->model()->index(r, 6).data().toString() + u'\n';
    QVERIFY2(prices.contains(decimal), qPrintable(prices.left(300)));
    // Dates in the locale: the details pane of the selected product.
    tree->setCurrentIndex(tree->model()->index(0, 0));
    const QString details =
        screens->widget(0)->findChild<QTextBrowser *>(QStringLiteral("details"))->toPlainText();
    QVERIFY2(details.contains(QLocale().toString(QDate(2024, 1, 1), QLocale::ShortFormat)) ||
                 details.contains(QLocale().monthName(1, QLocale::ShortFormat)) ||
                 details.contains(QLocale().toString(QDate(2024, 1, 1), QStringLiteral("dd.MM.yy"))) ||
                 details.contains(QStringLiteral("01/01/2024")),
             qPrintable(details.left(600)));
}

QTEST_MAIN(TestLocales)
#include "tst_locales.moc"
