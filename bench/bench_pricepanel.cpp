// One keystroke in the real Price panel for a product with 50 tiers, through to a painted panel:
// the key typed into the quantity (or the term), the price, the total, the breakdown table, the
// chart's highlight and the repaint; for the term, also the whole curve again. Offscreen; reported,
// not a pass/fail test; the budget is one frame (16 ms).
//   bench_pricepanel [RUNS]   (default 200 keystrokes of each kind)

#include "../tests/common/fiftytierproduct.h"
#include "domain/productcodec.h"
#include "widgets/catalog/pricepanel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
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
// number and every key prices again (the quantity stays within the curve's range). `frame`: the
// key through to the painted panel (what the GUI thread spends); with `curve`, also the key
// through to the new curve painted (computed off the GUI thread meanwhile).
struct Timings
{
    std::vector<double> frame;
    std::vector<double> curve;
};
Timings keystrokes(bd::widgets::PricePanel &panel, QLineEdit *edit, int runs, bool curve)
{
    Timings ms;
    QElapsedTimer timer;
    QSignalSpy shown(&panel, &bd::widgets::PricePanel::curveShown);
    for (int run = 0; run < runs; ++run) {
        shown.clear();
        timer.start();
        if (run % 2 == 0)
            QTest::keyClick(edit, Qt::Key(Qt::Key_0 + (run / 2) % 10));
        else
            QTest::keyClick(edit, Qt::Key_Backspace);
        panel.repaint();
        ms.frame.push_back(double(timer.nsecsElapsed()) / 1e6);
        if (curve) {
            if (shown.isEmpty() && !shown.wait(5000))
                std::fprintf(stderr, "no curve after a term keystroke\n");
            panel.repaint();
            ms.curve.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
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
    const std::vector<double> q = keystrokes(panel, quantity, runs, false).frame;
    const Timings t = keystrokes(panel, term, runs, true);
    std::printf(
        "Price panel, a product with 50 tiers (a 50-tier Tiered price tag, a 50-tier volume discount, a "
        "5-period ramp), offscreen, %d keystrokes each, through to a painted panel\n",
        runs);
    std::printf("quantity keystroke -> total, breakdown and chart highlight: median %.2f ms, 95th percentile "
                "%.2f ms (budget 16 ms)\n",
                percentile(q, 0.5), percentile(q, 0.95));
    std::printf(
        "term keystroke -> total and breakdown painted (the GUI thread's frame): median %.2f ms, 95th "
        "percentile %.2f ms (budget 16 ms)\n",
        percentile(t.frame, 0.5), percentile(t.frame, 0.95));
    std::printf(
        "term keystroke -> the whole curve again, computed off the GUI thread, painted: median %.2f ms, "
        "95th percentile %.2f ms\n",
        percentile(t.curve, 0.5), percentile(t.curve, 0.95));
    std::printf("last total: %s\n", qPrintable(panel.findChild<QLabel *>(QStringLiteral("total"))->text()));
    return 0;
}
