#include "../common/timebudget.h"
#include "domain/htmlsanitizer.h"
#include "htmlcheck.h"

#include <QElapsedTimer>
#include <QTest>

#include <random>
#include <thread>

using bd::domain::sanitizeHtml;

class TestHtmlSanitizer : public QObject
{
    Q_OBJECT
private slots:
    void sanitizes_data();
    void sanitizes();
    void neverLetsActiveContentThrough_data();
    void neverLetsActiveContentThrough();
    void outputHasOnlyAllowedMarkup_data();
    void outputHasOnlyAllowedMarkup();
    void boundsNestingDepth();
    void linearTime_data();
    void linearTime();
    void hostileMegabyteIsFast();
    void safeOnWorkerThreads();
};

// The best of a few runs, so a busy machine does not fail the test; a quadratic sanitizer takes
// seconds on these inputs, a linear one a few milliseconds.
static qint64 bestMilliseconds(const QString &html, QString *out)
{
    qint64 best = std::numeric_limits<qint64>::max();
    for (int run = 0; run < 3; ++run) {
        QElapsedTimer timer;
        timer.start();
        *out = sanitizeHtml(html);
        best = qMin(best, timer.elapsed());
        if (best < 20)
            break;
    }
    return best;
}

void TestHtmlSanitizer::sanitizes_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QString>("expected");
    QTest::newRow("formatting kept") << "<p>Hello <strong>world</strong></p>"
                                     << "<p>Hello <strong>world</strong></p>";
    QTest::newRow("list") << "<ul><li>A</li><li>B</li></ul>"
                          << "<ul><li>A</li><li>B</li></ul>";
    QTest::newRow("script removed with content") << "<p>a</p><script>alert(1)</script><p>b</p>"
                                                 << "<p>a</p><p>b</p>";
    QTest::newRow("uppercase script") << "x<SCRIPT type=x>alert(1)</SCRIPT>y"
                                      << "xy";
    QTest::newRow("iframe") << "<iframe src='https://evil.test'></iframe>ok"
                            << "ok";
    QTest::newRow("event handler") << "<p onclick=\"steal()\" class=x>t</p>"
                                   << "<p>t</p>";
    QTest::newRow("remote image becomes alt") << "<img src='https://evil.test/t.png' alt=\"Chart\">"
                                              << "[Chart]";
    QTest::newRow("image without alt vanishes") << "a<img src=x onerror=alert(1)>b"
                                                << "ab";
    QTest::newRow("safe link") << "<a href=\"https://docs.example.com/x?a=1&amp;b=2\" target=_blank>docs</a>"
                               << "<a href=\"https://docs.example.com/x?a=1&amp;b=2\">docs</a>";
    QTest::newRow("javascript link") << "<a href=\"javascript:alert(1)\">x</a>"
                                     << "<a>x</a>";
    QTest::newRow("entity-hidden javascript") << "<a href=\"&#106;avascript:alert(1)\">x</a>"
                                              << "<a>x</a>";
    QTest::newRow("form dropped") << "<form action=x><input name=a>secret</form>after"
                                  << "after";
    QTest::newRow("style dropped") << "<style>body{background:url(https://evil.test)}</style>t"
                                   << "t";
    QTest::newRow("unknown tag keeps text") << "<blink>hi</blink>"
                                            << "hi";
    QTest::newRow("comment") << "a<!-- <script>x</script> -->b"
                             << "ab";
    QTest::newRow("unclosed tags closed") << "<p><strong>x"
                                          << "<p><strong>x</strong></p>";
    QTest::newRow("stray close ignored") << "x</div>y"
                                         << "xy";
    QTest::newRow("table spans") << "<table><tr><td colspan=2 style='x'>a</td></tr></table>"
                                 << "<table><tr><td colspan=\"2\">a</td></tr></table>";
    QTest::newRow("text with angle") << "5 > 3 &amp; 2 < 4"
                                     << "5 &gt; 3 &amp; 2 &lt; 4";
    QTest::newRow("entities kept") << "Caf&eacute; &lt;b&gt;"
                                   << "Caf&eacute; &lt;b&gt;";
}

void TestHtmlSanitizer::sanitizes()
{
    QFETCH(QString, html);
    QFETCH(QString, expected);
    QCOMPARE(sanitizeHtml(html), expected);
}

void TestHtmlSanitizer::neverLetsActiveContentThrough_data()
{
    QTest::addColumn<QString>("html");
    QTest::newRow("nested script in svg") << "<svg><script>alert(1)</script></svg>";
    QTest::newRow("broken tag") << "<scr<script>ipt>alert(1)</script>";
    QTest::newRow("attribute breakout") << "<p title='\"><script>alert(1)</script>'>x</p>";
    QTest::newRow("object") << "<object data=x.swf></object><embed src=x>";
    QTest::newRow("meta refresh") << "<meta http-equiv=refresh content='0;url=https://evil.test'>";
    QTest::newRow("base") << "<base href=https://evil.test/>";
    QTest::newRow("link") << "<link rel=stylesheet href=https://evil.test/x.css>";
}

void TestHtmlSanitizer::neverLetsActiveContentThrough()
{
    QFETCH(QString, html);
    const QString out = sanitizeHtml(html).toLower();
    for (const char *bad : {"<script", "<iframe", "<object", "<embed", "<meta", "<base", "<link", "<img",
                            "<svg", "onerror", "evil.test"}) {
        QVERIFY2(!out.contains(QLatin1String(bad)), qPrintable(out));
    }
}

void TestHtmlSanitizer::outputHasOnlyAllowedMarkup_data()
{
    QTest::addColumn<QString>("html");
    QTest::newRow("attributes everywhere")
        << "<p class=x style='a' id=\"y\" onmouseover=z data-x>t</p><td colspan=3 rowspan='0' x=1>c</td>";
    QTest::newRow("href kinds")
        << "<a href=https://x.test>1</a><a href='mailto:a@b.c'>2</a><a href=ftp://x>3</a>"
           "<a HREF=\" HTTP://x \">4</a><a href=\"http://x/&quot;><script>\">5</a>";
    QTest::newRow("quotes in values")
        << "<a href='http://x/\"onclick=\"y'>q</a><td colspan=\"2\"\"3\">x</td>";
    QTest::newRow("unterminated quote") << "<a href=\"http://x title='y>z</a> <b>bold";
    QTest::newRow("mis-nested") << "<b><i>x</b>y</i><ul><li>a<li>b</ul></li>";
    QTest::newRow("angle brackets in text") << "a > b >> c <> d < e";
    QTest::newRow("empty and odd tags") << "< ><//><p/><br/><hr x=1/></br></hr><img></img><!x><?php ?>";
    QTest::newRow("unclosed comment") << "<p>a<!-- <b>b";
    QTest::newRow("script never ends") << "<p>a<script>alert(1)<p>b</p>";
    QTest::newRow("unicode names") << "<\u0130>x</\u0130><scr\u0130pt>y</scr\u0130pt><p\u00e9>z";
    QTest::newRow("alt with markup") << "<img alt='<b>\"x\"</b>&lt;script&gt;'>";
    QTest::newRow("spans out of range")
        << "<th colspan=100 rowspan=-1>a</th><td colspan=+5 rowspan= 07 >b</td>";
}

void TestHtmlSanitizer::outputHasOnlyAllowedMarkup()
{
    QFETCH(QString, html);
    const QString out = sanitizeHtml(html);
    const QString problem = bd::test::checkSanitizedHtml(out);
    QVERIFY2(problem.isEmpty(), qPrintable(problem + QStringLiteral("\n") + out));
}

void TestHtmlSanitizer::boundsNestingDepth()
{
    const QString deep =
        QStringLiteral("<b>").repeated(300) + u'x' + QStringLiteral("</b>").repeated(300) + u'y';
    // Tags beyond the bound are dropped with their closing tags; the 256 kept ones nest as written.
    QCOMPARE(sanitizeHtml(deep),
             QStringLiteral("<b>").repeated(256) + u'x' + QStringLiteral("</b>").repeated(256) + u'y');
    const QString mixed = QStringLiteral("<div><p>").repeated(200) + QStringLiteral("<br>t");
    const QString out = sanitizeHtml(mixed);
    QVERIFY2(bd::test::checkSanitizedHtml(out).isEmpty(), qPrintable(bd::test::checkSanitizedHtml(out)));
    QVERIFY(out.contains(QStringLiteral("<br>t")));
    QCOMPARE(out.count(QStringLiteral("<div>")), 128);
}

void TestHtmlSanitizer::linearTime_data()
{
    constexpr int n = 65536;
    QTest::addColumn<QString>("html");
    QTest::newRow("64k unmatched closing tags after 64k open")
        << QStringLiteral("<b>").repeated(n) + QStringLiteral("</i>").repeated(n);
    QTest::newRow("64k unmatched closing tags") << QStringLiteral("</i>").repeated(n);
    QTest::newRow("64k nested opening tags") << QStringLiteral("<div>").repeated(n) + QStringLiteral("x");
    QTest::newRow("64k nested, each closed")
        << QStringLiteral("<span>").repeated(n) + QStringLiteral("</span>").repeated(n);
    QTest::newRow("64k alternating nested")
        << QStringLiteral("<b><i><u>").repeated(n / 3) + QStringLiteral("</b>").repeated(n);
    QTest::newRow("64k dropped-content elements never closed")
        << QStringLiteral("<script><style>").repeated(n / 2);
    QTest::newRow("64k attributes") << QStringLiteral("<a ") + QStringLiteral("href='x' ").repeated(n) + u'>';
}

void TestHtmlSanitizer::linearTime()
{
    QFETCH(QString, html);
    QString out;
    const qint64 ms = bestMilliseconds(html, &out);
    QVERIFY2(ms < bd::test::timeBudgetMs(100),
             qPrintable(QStringLiteral("%1 ms for %2 characters").arg(ms).arg(html.size())));
    QVERIFY2(bd::test::checkSanitizedHtml(out).isEmpty(), qPrintable(bd::test::checkSanitizedHtml(out)));
}

// About 1 MB of what a hostile or broken service might send, in random order.
static QString hostileMegabyte()
{
    std::mt19937 random(20240601);
    const QString huge = QString(50000, u'x');
    const QStringList pieces{
        QStringLiteral("<div>").repeated(300),
        QStringLiteral("<b><i><u><table><tr><td>"),
        QStringLiteral("</i></td></p>").repeated(200),
        QStringLiteral("<a href=\"https://x.test/") + huge + QStringLiteral("\">link"),
        QStringLiteral("<p title='") + huge + QStringLiteral("' onclick=\"") + huge + QStringLiteral("\">"),
        QStringLiteral("<img alt=\"") + huge + QStringLiteral("\" src=x>"),
        QStringLiteral("<td colspan=99999999999999 rowspan=") + huge + u'>',
        QStringLiteral("<a ") + QStringLiteral("x=\"1\" ").repeated(2000) + u'>',
        QStringLiteral("text & more text > other text "),
        QStringLiteral("<svg><script>x</script>inner text</svg>"),
        QStringLiteral("<!-- comment <b> -->"),
        QStringLiteral("<p><li><span>"),
        QStringLiteral("</h6>").repeated(500), // never opened: each one must be rejected at once
    };
    QString html = pieces[3] + QStringLiteral("</a>");
    while (html.size() < 1024 * 1024)
        html += pieces[qsizetype(random() % quint32(pieces.size()))];
    // Never ends: everything after it is dropped, the scan still has to reach the end.
    html += QStringLiteral("<script>") + QStringLiteral("<b>x</b>").repeated(20000);
    return html;
}

void TestHtmlSanitizer::hostileMegabyteIsFast()
{
    const QString html = hostileMegabyte();
    QString out;
    const qint64 ms = bestMilliseconds(html, &out);
    QVERIFY2(ms < bd::test::timeBudgetMs(400),
             qPrintable(QStringLiteral("%1 ms for %2 characters").arg(ms).arg(html.size())));
    QVERIFY2(bd::test::checkSanitizedHtml(out).isEmpty(), qPrintable(bd::test::checkSanitizedHtml(out)));
    QVERIFY(out.contains(QStringLiteral("<a href=\"https://x.test/xxxx")));
    QVERIFY(!out.contains(QStringLiteral("title")));
}

void TestHtmlSanitizer::safeOnWorkerThreads()
{
    const QString html = hostileMegabyte().left(200000);
    const QString expected = sanitizeHtml(html);
    std::vector<QString> results(4);
    std::vector<std::thread> threads;
    for (QString &result : results)
        threads.emplace_back([&html, &result] {
            for (int i = 0; i < 5; ++i)
                result = sanitizeHtml(html);
        });
    for (std::thread &t : threads)
        t.join();
    for (const QString &result : results)
        QCOMPARE(result, expected);
}

QTEST_GUILESS_MAIN(TestHtmlSanitizer)
#include "tst_htmlsanitizer.moc"
