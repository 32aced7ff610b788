#include "domain/htmlsanitizer.h"

#include <QTest>

using bd::domain::sanitizeHtml;

class TestHtmlSanitizer : public QObject
{
    Q_OBJECT
private slots:
    void sanitizes_data();
    void sanitizes();
    void neverLetsActiveContentThrough_data();
    void neverLetsActiveContentThrough();
};

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

QTEST_GUILESS_MAIN(TestHtmlSanitizer)
#include "tst_htmlsanitizer.moc"
