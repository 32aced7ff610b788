// No string of ours shows a plural mistake: every message with a count goes through Qt's plural
// forms (%n), in English, German and French, and reads right with 0, 1, 2 and 5 — the form the
// language's rule picks (French says "0 produit", English "0 products"), the count in it, no
// "(s)" left over. And no message outside the plural forms says "(s)".

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QStringList forms; // the translation's plural forms, in the language's order
};

QList<Message> messagesOf(const QString &path)
{
    QList<Message> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == u"name")
                context = xml.readElementText();
            else if (name == u"message")
                m = Message{context, {}, {}, xml.attributes().value(QStringLiteral("numerus")) == u"yes", {}};
            else if (name == u"source")
                m.source = xml.readElementText();
            else if (name == u"comment")
                m.comment = xml.readElementText();
            else if (name == u"numerusform")
                m.forms << xml.readElementText();
        } else if (xml.isEndElement() && xml.name() == u"message") {
            out << m;
        }
    }
    return out;
}

// Which plural form a language's rule picks for n (Qt's rules for these three languages).
int formFor(const QString &language, int n)
{
    if (language == u"fr")
        return n <= 1 ? 0 : 1;
    return n == 1 ? 0 : 1;
}

} // namespace

class TestPlurals : public QObject
{
    Q_OBJECT
private slots:
    void everyCountReadsRight_data();
    void everyCountReadsRight();
    void noPluralOutsideThePluralForms();
};

void TestPlurals::everyCountReadsRight_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "de", "fr"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestPlurals::everyCountReadsRight()
{
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/billing-desk_") + language));
    QCoreApplication::installTranslator(&translator);
    const QList<Message> messages = messagesOf(QStringLiteral(BD_SOURCE_DIR "/translations/billing-desk_") +
                                               language + QStringLiteral(".ts"));
    int checked = 0;
    for (const Message &m : messages) {
        if (!m.numerus)
            continue;
        QVERIFY2(m.forms.size() == 2, qPrintable(m.source));
        for (int n : {0, 1, 2, 5}) {
            const QString shown =
                QCoreApplication::translate(qPrintable(m.context), qPrintable(m.source),
                                            m.comment.isEmpty() ? nullptr : qPrintable(m.comment), n);
            const QString want = QString(m.forms.at(formFor(language, n)))
                                     .replace(QStringLiteral("%Ln"), QLocale().toString(n))
                                     .replace(QStringLiteral("%n"), QString::number(n));
            const QString where = language + u' ' + QString::number(n) + QStringLiteral(": ") + m.source;
            QVERIFY2(shown == want, qPrintable(where + QStringLiteral(" → ") + shown));
            QVERIFY2(!shown.contains(u"(s)") && !shown.contains(u"%n"),
                     qPrintable(where + QStringLiteral(" → ") + shown));
            QVERIFY2(shown.contains(QString::number(n)) ||
                         !m.source.contains(QRegularExpression(QStringLiteral("%L?n"))),
                     qPrintable(where));
        }
        ++checked;
    }
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(checked >= 40, qPrintable(QString::number(checked)));
}

void TestPlurals::noPluralOutsideThePluralForms()
{
    for (const Message &m : messagesOf(QStringLiteral(BD_SOURCE_DIR "/translations/billing-desk_de.ts")))
        QVERIFY2(m.numerus || !m.source.contains(QRegularExpression(QStringLiteral("\\w\\(s\\)"))),
                 qPrintable(m.context + QStringLiteral(": ") + m.source));
}

QTEST_GUILESS_MAIN(TestPlurals)
#include "tst_plurals.moc"
