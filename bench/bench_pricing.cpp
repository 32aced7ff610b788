// What one keystroke in a price panel costs for a product with 50 tiers: the calculator made for
// the product and entry (tags read, tiers sorted), the breakdown at the typed quantity, and the
// curve of totals at 200 quantities plus every tier boundary. Reported, not a pass/fail test; the
// budget is one frame (16 ms).
//   bench_pricing [RUNS]   (default 200)

#include "../tests/common/fiftytierproduct.h"
#include "domain/pricecalculator.h"
#include "domain/productcodec.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace bd::domain;

namespace {

// This thread's processor time in ms: on a machine shared with other work the wall clock also
// counts the time others held the processor, so both are reported.
double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v.at(v.size() / 2);
}

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v.at(std::min(v.size() - 1, size_t(double(v.size()) * p)));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int runs = std::max(1, app.arguments().value(1, QStringLiteral("200")).toInt());
    const Decoded<Product> decoded = decodeJson<Product>(bd::test::productWith50Tiers());
    if (!decoded.ok) {
        std::fprintf(stderr, "the benchmark's product does not decode\n");
        return 1;
    }
    const Product &product = decoded.value;
    const PriceBookEntry &entry = product.priceBookEntries.value().first();

    std::vector<double> breakdown;
    std::vector<double> curve;
    std::vector<double> keystroke;
    std::vector<double> keystrokeCpu;
    QElapsedTimer timer;
    qsizetype lines = 0;
    qsizetype points = 0;
    QString total;
    for (int run = 0; run < runs; ++run) {
        // A person typing 45, 450, 734.5 ... : each keystroke a new quantity.
        PriceInput input;
        input.quantity = Decimal::fromInteger(17 + (run * 37) % 990).shifted(run % 3 == 0 ? -1 : 0);
        input.term.length = Decimal::fromInteger(60);
        input.term.unit = TimeUnit::Month;
        const double cpuStart = cpuMs();
        timer.start();
        const PriceCalculator calculator(product, entry);
        const PriceResult result = calculator.price(input);
        const double afterBreakdown = double(timer.nsecsElapsed()) / 1e6;
        QList<Decimal> quantities = calculator.quantityBoundaries();
        for (int q = 0; q <= 1000; q += 5)
            quantities.append(Decimal::fromInteger(q));
        const QList<Fraction> totals = calculator.totals(input, quantities);
        const double all = double(timer.nsecsElapsed()) / 1e6;
        keystrokeCpu.push_back(cpuMs() - cpuStart);
        breakdown.push_back(afterBreakdown);
        curve.push_back(all - afterBreakdown);
        keystroke.push_back(all);
        lines = result.lines.size();
        points = totals.size();
        total = result.total.toString();
    }
    std::printf("pricing a product with 50 tiers (a 50-tier Tiered price tag, a 50-tier volume discount, "
                "a 5-period ramp), %d keystrokes\n",
                runs);
    std::printf("breakdown (calculator made, %lld lines): median %.2f ms, 95th percentile %.2f ms\n",
                static_cast<long long>(lines), median(breakdown), percentile(breakdown, 0.95));
    std::printf("curve (%lld totals): median %.2f ms, 95th percentile %.2f ms\n",
                static_cast<long long>(points), median(curve), percentile(curve, 0.95));
    std::printf("keystroke = breakdown + curve: median %.2f ms, 95th percentile %.2f ms (budget 16 ms); last "
                "total %s EUR\n",
                median(keystroke), percentile(keystroke, 0.95), qPrintable(total));
    std::printf("keystroke, processor time of this thread: median %.2f ms, 95th percentile %.2f ms\n",
                median(keystrokeCpu), percentile(keystrokeCpu, 0.95));
    return 0;
}
