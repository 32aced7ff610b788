#include "widgets/common/highlightdelegate.h"

#include <QTest>

using bd::widgets::HighlightDelegate;
using Ranges = QList<QPair<int, int>>;

class TestHighlightDelegate : public QObject
{
    Q_OBJECT
private slots:
    void matchRanges_data();
    void matchRanges();
};

void TestHighlightDelegate::matchRanges_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<Ranges>("expected");
    QTest::newRow("one word, case-insensitive")
        << "Rugged Tablet T10" << QStringList{"tablet"} << Ranges{{7, 6}};
    QTest::newRow("two words") << "Rugged Tablet T10" << QStringList{"t10", "rug"} << Ranges{{0, 3}, {14, 3}};
    QTest::newRow("repeated") << "Analytics Analytics" << QStringList{"ana"} << Ranges{{0, 3}, {10, 3}};
    QTest::newRow("overlapping merged") << "Analytics" << QStringList{"analy", "lytics"} << Ranges{{0, 9}};
    QTest::newRow("no match") << "Onboarding" << QStringList{"zzz"} << Ranges{};
    QTest::newRow("accent") << QStringLiteral("Caf\u00e9 Analytics")
                            << QStringList{QStringLiteral("caf\u00e9")} << Ranges{{0, 4}};
}

void TestHighlightDelegate::matchRanges()
{
    QFETCH(QString, text);
    QFETCH(QStringList, words);
    QFETCH(Ranges, expected);
    QCOMPARE(HighlightDelegate::matchRanges(text, words), expected);
}

QTEST_MAIN(TestHighlightDelegate)
#include "tst_highlightdelegate.moc"
