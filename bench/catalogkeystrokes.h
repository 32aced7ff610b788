#pragma once

// 200 keystrokes in the catalog's search box, as a person types them over the generated catalog
// (src/sandbox/productgenerator.cpp: 40 words in names and descriptions, SKUs GEN-AC-0000000042,
// names "<sample> <word> #43"): several words, typos taken back, a word replaced, a SKU prefix, a
// rare word, a word nothing holds. Each entry is the search box's text after one keystroke. And
// how bench_catalog times them: what a view reads, CPU time, mean, median and worst.

#include <QAbstractItemModel>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <numeric>
#include <string>
#include <vector>

namespace bench {

inline QStringList catalogKeystrokes()
{
    // Typed text; '<' is one Backspace.
    static const char *const Script = "analytics cloud"
                                      "<<<<<"            // "analytics "
                                      "dashboard rep"    // a second and a third word
                                      "<<<<<<<<<<<<<"    // the second word replaced…
                                      "ledger"           // …by another
                                      "<<<<<<<<<<<<<<<<" // all gone
                                      "gen-ac-0000042"   // a SKU, typed out
                                      "<<<<<<<<<<<<<<"
                                      "snowflake" // a rare word (a sample's feature)
                                      "<<<<<<<<<"
                                      "xylophone" // a word no product holds
                                      "<<<<<<<<<"
                                      "billing usage supp"
                                      "<<<<"                       // "billing usage "
                                      "storage #123"               // and a product number
                                      "<<<<<<<<<<<<<<<<<<<<<<<<<<" // all gone
                                      "portal<<";
    QStringList out;
    QString text;
    for (const char *c = Script; *c && out.size() < 200; ++c) {
        if (*c == '<')
            text.chop(1);
        else
            text += QLatin1Char(*c);
        out << text;
    }
    return out;
}

// This thread's CPU time so far: what a keystroke costs without the time a busy machine gave to
// other processes meanwhile.
inline double cpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// Mean, median and worst of a series of timings, printed as key_ms=, key_median_ms=, key_worst_ms=.
inline void report(const std::string &key, std::vector<double> times)
{
    if (times.empty())
        return;
    std::sort(times.begin(), times.end());
    const size_t n = times.size();
    const double median = n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;
    std::printf("%s_ms=%.3f\n%s_median_ms=%.3f\n%s_worst_ms=%.3f\n", key.c_str(),
                std::accumulate(times.begin(), times.end(), 0.0) / double(n), key.c_str(), median,
                key.c_str(), times.back());
}

// What a view reads after a keystroke for its first screen of rows: the row count, then each
// cell's text and whether the row opens. Returns the characters read, so nothing is optimized away.
inline long long firstScreen(const QAbstractItemModel &m)
{
    long long seen = 0;
    const int rows = std::min(m.rowCount(), 40);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < m.columnCount(); ++c) {
            const QModelIndex i = m.index(r, c);
            seen += i.data().toString().size() + int(i.flags());
        }
        seen += m.hasChildren(m.index(r, 0));
    }
    return seen;
}

} // namespace bench
