// What one keystroke in a price panel costs for a product with 50 tiers: the calculator made for
// the product and entry (tags read, tiers sorted), the breakdown at the typed quantity, and the
// curve of totals at 200 quantities plus every tier boundary. Reported, not a pass/fail test; the
// budget is one frame (16 ms).
//   bench_pricing [RUNS]   (default 200)

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

// 50 tiers of a Tiered price tag (flat first tier, per-unit after, prices with cents), a volume
// discount tag of 50 tiers, and a term ramp of 5 yearly periods: every step of the calculator.
QByteArray productWith50Tiers()
{
    QByteArray tiers;
    QByteArray discounts;
    for (int i = 0; i < 50; ++i) {
        const int start = i * 20 + 1;
        const QByteArray end = i == 49 ? QByteArray("null") : QByteArray::number(start + 19);
        const QByteArray model = i == 0 ? "FlatFee" : "PerUnit";
        const int cents = i == 0 ? 89900 : 4999 - i * 61; // 899.00 flat, then 49.38 down to 19.10 a unit
        const QByteArray amount =
            QByteArray::number(cents / 100) + '.' + QByteArray::number(cents % 100).rightJustified(2, '0');
        tiers += (i ? "," : "") + QByteArray("{\"tierNumber\":") + QByteArray::number(i + 1) +
                 ",\"chargeModel\":\"" + model + "\",\"startUnit\":" + QByteArray::number(start) +
                 ",\"endUnit\":" + end + ",\"amount\":\"" + amount + "\"}";
        discounts += (i ? "," : "") + QByteArray("{\"startUnit\":") + QByteArray::number(start) +
                     ",\"endUnit\":" + end +
                     ",\"discountPercentage\":" + QByteArray::number(i * 0.4, 'f', 1) + '}';
    }
    return "{\"id\":\"01tBENCH0000000001\",\"name\":\"Fifty "
           "tiers\",\"sku\":\"BENCH-50\",\"priceModel\":\"Recurring\","
           "\"priceBookEntries\":[{\"listPrice\":\"59.90\",\"currencyIsoCode\":\"EUR\",\"active\":true,"
           "\"uom\":{\"name\":\"User/Month\",\"quantityDimension\":\"User\",\"termDimension\":\"Month\","
           "\"decimalScale\":2,\"roundingMode\":\"Nearest\"},\"priceTags\":["
           "{\"name\":\"Fifty price tiers\",\"priceTagType\":\"Quantity\",\"priceType\":\"Tiered\","
           "\"uomDimension\":\"User\",\"priceTiers\":[" +
           tiers +
           "]},{\"name\":\"Fifty volume discounts\",\"priceTagType\":\"Quantity\",\"priceType\":\"Volume\","
           "\"uomDimension\":\"User\",\"priceTiers\":[" +
           discounts +
           "]},{\"name\":\"Yearly "
           "ramp\",\"priceTagType\":\"Term\",\"priceType\":\"Ramp\",\"uomDimension\":\"Year\","
           "\"priceTiers\":[{\"startUnit\":1,\"endUnit\":1,\"discountPercentage\":0},{\"startUnit\":2,"
           "\"endUnit\":2,"
           "\"discountPercentage\":3},{\"startUnit\":3,\"endUnit\":3,\"discountPercentage\":6},{"
           "\"startUnit\":4,"
           "\"endUnit\":4,\"discountPercentage\":9},{\"startUnit\":5,\"endUnit\":null,\"discountPercentage\":"
           "12}]}]}]}";
}

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
    const Decoded<Product> decoded = decodeJson<Product>(productWith50Tiers());
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
