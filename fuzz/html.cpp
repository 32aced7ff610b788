// sanitizeHtml on any text (UTF-8, or raw UTF-16 units when the first byte is odd). Oracles: the
// output holds only allowed elements and attributes, well nested (tests/domain/htmlcheck.h, an
// implementation of its own); sanitizing the output again changes nothing; and the time taken is
// linear: one input may take at most 50 ms plus 2 µs per character (an instrumented build runs the
// linear sanitizer at well under 1 µs per character; a quadratic one needs far more on inputs
// of a few thousand tags). A slow run is repeated before it counts, so a busy machine does not
// make a false report.

#include "fuzzcheck.h"

#include "domain/htmlsanitizer.h"
#include "htmlcheck.h"

#include <QElapsedTimer>

using namespace bd;

static QString textOf(const uint8_t *data, size_t size, bool utf16)
{
    if (!utf16)
        return QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    QString text(qsizetype(size / 2), Qt::Uninitialized);
    for (size_t i = 0; i + 1 < size; i += 2)
        text[qsizetype(i / 2)] = QChar(char16_t(data[i] | (data[i + 1] << 8)));
    return text;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const QString html = textOf(data + 1, size - 1, data[0] & 1);
    const qint64 budgetNs = 50'000'000 + 2'000 * qint64(html.size());
    QString out;
    qint64 bestNs = std::numeric_limits<qint64>::max();
    for (int attempt = 0; attempt < 3 && bestNs > budgetNs; ++attempt) {
        QElapsedTimer timer;
        timer.start();
        out = domain::sanitizeHtml(html);
        bestNs = std::min(bestNs, timer.nsecsElapsed());
    }
    FUZZ_CHECK(bestNs <= budgetNs,
               QStringLiteral("%1 ms for %2 characters").arg(double(bestNs) / 1e6).arg(html.size()));
    const QString problem = test::checkSanitizedHtml(out);
    FUZZ_CHECK(problem.isEmpty(), problem + QStringLiteral("\n") + out.left(2000));
    const QString again = domain::sanitizeHtml(out);
    FUZZ_CHECK(again == out, QStringLiteral("not a fixed point:\n") + out.left(2000) + QStringLiteral("\n") +
                                 again.left(2000));
    return 0;
}
