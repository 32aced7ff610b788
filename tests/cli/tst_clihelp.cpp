// The tool's help as a person at an 80-column terminal reads it, and its examples as a person
// copies them: every example in "billing-desk-cli --help" runs (against a sandbox where it names a
// real service), and every help text fits 80 columns.

#include "clitest.h"

using namespace bd::test;

namespace {

// The words of one shell command line: single and double quotes, "\<newline>" continuations,
// leading NAME=value assignments returned apart; stops at a pipe.
struct ShellLine
{
    QList<QPair<QString, QString>> environment;
    QStringList words;
};

ShellLine shellWords(const QString &line)
{
    ShellLine out;
    QString word;
    bool inWord = false;
    QChar quote;
    const QString text = QString(line).replace(QStringLiteral("\\\n"), QStringLiteral(" "));
    const auto endWord = [&] {
        if (!inWord)
            return;
        const qsizetype eq = word.indexOf(u'=');
        if (out.words.isEmpty() && eq > 0 && word.left(eq).toUpper() == word.left(eq))
            out.environment.append({word.left(eq), word.mid(eq + 1)});
        else
            out.words << word;
        word.clear();
        inWord = false;
    };
    for (const QChar c : text) {
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                word += c;
        } else if (c == u'\'' || c == u'"') {
            quote = c;
            inWord = true;
        } else if (c.isSpace()) {
            endWord();
        } else if (c == u'|') {
            break;
        } else {
            word += c;
            inWord = true;
        }
    }
    endWord();
    return out;
}

} // namespace

class TestCliHelp : public QObject
{
    Q_OBJECT
private slots:
    void everyHelpFitsEightyColumns();
    void theExamplesRun();

private:
    SandboxFixture m_f;
    CliRunner m_cli;
};

void TestCliHelp::everyHelpFitsEightyColumns()
{
    QList<QStringList> helps{{QStringLiteral("--help")},
                             {QStringLiteral("products"), QStringLiteral("--help")},
                             {QStringLiteral("contacts"), QStringLiteral("--help")}};
    for (const char *command : {"sign-in", "sign-out", "products list", "products get", "products price",
                                "products export", "contacts get", "contacts find", "contacts update",
                                "webhooks list", "tenant", "invoices delete", "query"})
        helps << QString::fromLatin1(command).split(u' ') + QStringList{QStringLiteral("--help")};
    for (const QStringList &arguments : std::as_const(helps)) {
        const CliResult r = m_cli.run(arguments);
        QVERIFY2(r.exitCode == 0, qPrintable(arguments.join(u' ')));
        for (const QString &line : r.outText().split(u'\n'))
            QVERIFY2(line.size() <= 80, qPrintable(arguments.join(u' ') + QStringLiteral(": ") + line));
    }
}

// Each example as printed; where it names a real service (billing.example.com, production) it
// runs against this test's sandbox instead, with its key or its user's password.
void TestCliHelp::theExamplesRun()
{
    const QString help = m_cli.run({QStringLiteral("--help")}).outText();
    const QString section = help.section(QStringLiteral("Examples:\n"), 1);
    QStringList examples;
    for (const QString &line : section.split(u'\n', Qt::SkipEmptyParts)) {
        if (!examples.isEmpty() && examples.last().endsWith(u'\\'))
            examples.last() += u'\n' + line;
        else
            examples << line.trimmed();
    }
    QVERIFY2(examples.size() >= 5, qPrintable(section));
    QFile csv(m_cli.path("fixes.csv"));
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("id,title\n003Ac00000CgwKLFPs,Head of Billing\n");
    csv.close();
    const QString sandbox = m_f.server.baseUrl().toString();
    for (const QString &example : std::as_const(examples)) {
        ShellLine shell = shellWords(example);
        QCOMPARE(shell.words.value(0), QStringLiteral("billing-desk-cli"));
        QStringList arguments = shell.words.mid(1);
        QList<QPair<QString, QString>> environment;
        for (const auto &[name, value] : std::as_const(shell.environment))
            environment.append(
                {name, name == u"BILLING_DESK_API_KEY" ? apiKeyEnvironment(m_f).first().second : value});
        for (QString &a : arguments)
            if (a == u"https://billing.example.com")
                a = sandbox;
        if (const qsizetype at = arguments.indexOf(QStringLiteral("production")); at > 0) {
            arguments[at - 1] = QStringLiteral("--base-url");
            arguments[at] = sandbox;
        }
        if (const qsizetype at = arguments.indexOf(QStringLiteral("me@example.com")); at > 0) {
            arguments[at] = QString::fromLatin1(DemoUser);
            arguments << QStringLiteral("--tenant") << QStringLiteral("acme");
            environment.append({QStringLiteral("BILLING_DESK_PASSWORD"), QString::fromLatin1(DemoPassword)});
        }
        if (arguments.contains(QStringLiteral("invoices")) &&
            !arguments.contains(QStringLiteral("--base-url")))
            arguments =
                QStringList{QStringLiteral("--base-url"), sandbox} + arguments; // not the production one
        if (arguments.contains(QStringLiteral("invoices")) && environment.isEmpty())
            environment = apiKeyEnvironment(m_f);
        const CliResult r = m_cli.run(arguments, {}, environment);
        qInfo("%s → exit %d", qPrintable(arguments.join(u' ')), r.exitCode);
        QVERIFY2(r.exitCode == 0, qPrintable(example + QStringLiteral("\n→ ") + arguments.join(u' ') +
                                             QStringLiteral("\n") + r.errText()));
    }
}

QTEST_GUILESS_MAIN(TestCliHelp)
#include "tst_clihelp.moc"
