// One keystroke in the real Price panel for a product with 50 tiers, through to a painted panel:
// the key typed into the quantity (or the term), the price, the total, the breakdown table, the
// chart's highlight (or, for the term, the whole curve again) and the repaint. Offscreen; reported,
// not a pass/fail test; the budget is one frame (16 ms).
//   bench_pricepanel [RUNS]   (default 200 keystrokes of each kind)

#include "../tests/common/fiftytierproduct.h"
#include "domain/productcodec.h"
#include "widgets/catalog/pricepanel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace bd::domain;

namespace {

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v.at(std::min(v.size() - 1, size_t(double(v.size()) * p)));
}

// Types `runs` keys into `edit`: a digit, then Backspace, in turn, so the field holds a short
// number and every key prices again (the quantity stays within the curve's range).
std::vector<double> keystrokes(QWidget &panel, QLineEdit *edit, int runs)
{
    std::vector<double> ms;
    QElapsedTimer timer;
    for (int run = 0; run < runs; ++run) {
        timer.start();
        if (run % 2 == 0)
            QTest::keyClick(edit, Qt::Key(Qt::Key_0 + (run / 2) % 10));
        else
            QTest::keyClick(edit, Qt::Key_Backspace);
        panel.repaint();
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    return ms;
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int runs = std::max(2, app.arguments().value(1, QStringLiteral("200")).toInt());
    const Decoded<Product> decoded = decodeJson<Product>(bd::test::productWith50Tiers());
    if (!decoded.ok) {
        std::fprintf(stderr, "the benchmark's product does not decode\n");
        return 1;
    }
    bd::widgets::PricePanel panel;
    panel.resize(700, 900);
    panel.show();
    panel.setProduct(decoded.value);
    auto *quantity = panel.findChild<QLineEdit *>(QStringLiteral("quantity"));
    auto *term = panel.findChild<QLineEdit *>(QStringLiteral("term"));
    term->setText(QStringLiteral("6"));
    quantity->setText(QStringLiteral("73"));
    const std::vector<double> q = keystrokes(panel, quantity, runs);
    const std::vector<double> t = keystrokes(panel, term, runs);
    std::printf(
        "Price panel, a product with 50 tiers (a 50-tier Tiered price tag, a 50-tier volume discount, a "
        "5-period ramp), offscreen, %d keystrokes each, through to a painted panel\n",
        runs);
    std::printf("quantity keystroke -> total, breakdown and chart highlight: median %.2f ms, 95th percentile "
                "%.2f ms (budget 16 ms)\n",
                percentile(q, 0.5), percentile(q, 0.95));
    std::printf(
        "term keystroke -> total, breakdown and the whole curve again: median %.2f ms, 95th percentile "
        "%.2f ms (budget 16 ms)\n",
        percentile(t, 0.5), percentile(t, 0.95));
    std::printf("last total: %s\n", qPrintable(panel.findChild<QLabel *>(QStringLiteral("total"))->text()));
    return 0;
}
