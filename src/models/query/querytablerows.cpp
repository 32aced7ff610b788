#include "models/query/querytablerows.h"

#include "models/common/jsonsummary.h"

#include <QCollator>
#include <QHash>

#include <algorithm>
#include <cstring>
#include <numeric>
#include <optional>

namespace bd::models {

namespace {

// Members with escapes in their names are decoded; the rest are compared as the bytes they are.
bool isPlain(QByteArrayView rawName)
{
    return !rawName.contains('\\');
}

// Names the columns while reading: rows of one list mostly repeat the previous row's members
// in the same order, so each member is first compared with the name at its place in the
// previous row, and only looked up by name when it differs.
class ColumnReader
{
public:
    explicit ColumnReader(QueryTableRows &rows) : m_rows(rows) {}

    void add(json::Value row)
    {
        if (!row.isObject()) {
            if (m_rows.valueColumn < 0)
                m_rows.valueColumn = columnFor(QByteArrayLiteral("value"));
            return;
        }
        m_current.clear();
        size_t i = 0;
        for (const json::Member &m : json::members(row)) {
            const QByteArrayView raw = m.rawName();
            int column = -1;
            if (isPlain(raw)) {
                if (i < m_previous.size() && raw == QByteArrayView(m_rows.keys[size_t(m_previous[i])]))
                    column = m_previous[i];
                else
                    column = columnFor(QByteArray::fromRawData(raw.data(), raw.size()));
            } else {
                column = columnFor(m.name().toUtf8());
            }
            m_current.push_back(column);
            ++i;
        }
        std::swap(m_previous, m_current);
    }

private:
    int columnFor(const QByteArray &name)
    {
        const auto it = m_index.constFind(name);
        if (it != m_index.cend())
            return it.value();
        const QByteArray owned(name.constData(), name.size()); // `name` may point into the document
        const int column = int(m_rows.columns.size());
        m_rows.columns.append(QString::fromUtf8(owned));
        m_rows.keys.push_back(owned);
        m_index.insert(owned, column);
        return column;
    }

    QueryTableRows &m_rows;
    QHash<QByteArray, int> m_index;
    std::vector<int> m_previous;
    std::vector<int> m_current;
};

enum class Kind : quint8 { Number, Text, Empty }; // also the ascending order of kinds

// Decimal text as services send amounts in strings ("19.99", "-3", "1e3"): digits, at most one
// fraction, an exponent; no sign but a leading minus, no spaces.
bool isDecimalText(QByteArrayView t)
{
    qsizetype i = t.startsWith('-') ? 1 : 0;
    const auto digits = [&] {
        const qsizetype from = i;
        while (i < t.size() && t[i] >= '0' && t[i] <= '9')
            ++i;
        return i > from;
    };
    if (!digits())
        return false;
    if (i < t.size() && t[i] == '.') {
        ++i;
        if (!digits())
            return false;
    }
    if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
        ++i;
        if (i < t.size() && (t[i] == '+' || t[i] == '-'))
            ++i;
        if (!digits())
            return false;
    }
    return i == t.size();
}

using Stale = std::function<bool()>;

// Every source row in the order of `column`; nothing when a newer request came first.
std::optional<std::vector<int>> sortRows(const QueryTableRows &t, int column, Qt::SortOrder order,
                                         const Stale &stale)
{
    const int n = int(t.rows.size());
    std::vector<int> out(size_t(n), 0);
    std::iota(out.begin(), out.end(), 0);
    if (column < 0 || column >= int(t.columns.size()))
        return out;

    // Keys made once per row. Numbers and text never interleave (numbers first ascending), so
    // each kind is sorted on its own: numbers by decimalSortKey with its first 16 bytes kept
    // inline (most amounts are told apart there without touching memory elsewhere), text by the
    // collator's key. Ties keep the order sent: the source row breaks them.
    struct Number
    {
        quint64 head[2];
        qsizetype start;
        qsizetype length;
        int row;
    };
    struct Text
    {
        QCollatorSortKey key;
        int row;
    };
    std::vector<Number> numbers;
    std::vector<Text> texts;
    std::vector<int> empty;
    QByteArray numberBytes;
    QCollator collator;
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    for (int r = 0; r < n; ++r) {
        if ((r & 4095) == 0 && stale())
            return std::nullopt;
        const json::Value v = t.cell(r, column);
        if (!v.isValid() || v.isNull()) {
            empty.push_back(r);
            continue;
        }
        QByteArrayView body;
        if (v.isNumber() || (v.plainStringBody(&body) && isDecimalText(body))) {
            const QByteArray key = decimalSortKey(v.isNumber() ? v.raw() : body); // a string holding one too
            Number e{{0, 0}, numberBytes.size(), key.size(), r};
            for (qsizetype i = 0; i < std::min<qsizetype>(key.size(), 16); ++i)
                e.head[i / 8] |= quint64(quint8(key[i])) << (56 - 8 * (i % 8));
            numberBytes += key;
            numbers.push_back(e);
        } else {
            // Folded first: a collator for the C locale (and one without ICU) makes keys that
            // keep case even when told not to.
            texts.push_back(Text{collator.sortKey(queryCellText(v).toCaseFolded()), r});
        }
    }
    if (stale())
        return std::nullopt;

    const bool descending = order == Qt::DescendingOrder;
    const char *bytes = numberBytes.constData();
    const auto numberCompare = [bytes](const Number &x, const Number &y) {
        for (int i = 0; i < 2; ++i) {
            if (x.head[i] != y.head[i])
                return x.head[i] < y.head[i] ? -1 : 1;
        }
        // Zero padding sorts before any byte, so equal heads leave the rest and the length.
        if (x.length > 16 && y.length > 16) {
            const int c = std::memcmp(bytes + x.start + 16, bytes + y.start + 16,
                                      size_t(std::min(x.length, y.length) - 16));
            if (c != 0)
                return c;
        }
        return x.length < y.length ? -1 : x.length > y.length ? 1 : 0;
    };
    std::sort(numbers.begin(), numbers.end(), [&](const Number &x, const Number &y) {
        const int c = descending ? numberCompare(y, x) : numberCompare(x, y);
        return c != 0 ? c < 0 : x.row < y.row;
    });
    std::sort(texts.begin(), texts.end(), [&](const Text &x, const Text &y) {
        const int c = descending ? y.key.compare(x.key) : x.key.compare(y.key);
        return c != 0 ? c < 0 : x.row < y.row;
    });
    // Null and missing last in either direction.
    out.clear();
    const auto addNumbers = [&] {
        for (const Number &e : numbers)
            out.push_back(e.row);
    };
    const auto addTexts = [&] {
        for (const Text &e : texts)
            out.push_back(e.row);
    };
    if (descending) {
        addTexts();
        addNumbers();
    } else {
        addNumbers();
        addTexts();
    }
    out.insert(out.end(), empty.begin(), empty.end());
    return out;
}

// Each row's cells as one folded text (cells apart by U+001F, which no one types).
std::optional<std::vector<QString>> makeSearchTexts(const QueryTableRows &t, const Stale &stale)
{
    std::vector<QString> out;
    out.reserve(t.rows.size());
    QString text;
    for (size_t r = 0; r < t.rows.size(); ++r) {
        if ((r & 1023) == 0 && stale())
            return std::nullopt;
        const json::Value row = t.rows[r];
        text.clear();
        if (!row.isObject()) {
            text = queryCellText(row);
        } else {
            for (const json::Member &m : json::members(row)) {
                text += queryCellText(m.value);
                text += QChar(0x1f);
            }
        }
        out.push_back(foldForSearch(text));
    }
    return out;
}

} // namespace

std::shared_ptr<const QueryTableRows> QueryTableRows::read(std::shared_ptr<const json::Document> document,
                                                           json::Value list)
{
    auto out = std::make_shared<QueryTableRows>();
    out->document = std::move(document);
    if (!list.isValid())
        return out;
    if (list.isArray()) {
        out->rows.reserve(size_t(list.size()));
        for (json::Value e : list)
            out->rows.push_back(e);
    } else {
        out->rows.push_back(list);
    }
    ColumnReader reader(*out);
    for (json::Value row : out->rows)
        reader.add(row);
    return out;
}

json::Value QueryTableRows::cell(int sourceRow, int column) const
{
    if (sourceRow < 0 || size_t(sourceRow) >= rows.size() || column < 0 || column >= int(keys.size()))
        return {};
    const json::Value row = rows[size_t(sourceRow)];
    if (!row.isObject())
        return column == valueColumn ? row : json::Value();
    const QByteArray &key = keys[size_t(column)];
    for (const json::Member &m : json::members(row)) {
        const QByteArrayView raw = m.rawName();
        if (isPlain(raw) ? raw == QByteArrayView(key) : m.name().toUtf8() == key)
            return m.value;
    }
    return {};
}

QString queryCellText(json::Value value)
{
    if (!value.isValid())
        return {};
    switch (value.type()) {
    case json::Type::Null: return {};
    case json::Type::String: return value.toString();
    case json::Type::Bool:
    case json::Type::Number: return QString::fromUtf8(value.raw());
    case json::Type::Array:
    case json::Type::Object: return summarizeJson(value.raw());
    }
    return {};
}

QString foldForSearch(const QString &text)
{
    const bool ascii = std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() < 0x80; });
    if (ascii)
        return text.toLower();
    QString decomposed = text.normalized(QString::NormalizationForm_D);
    decomposed.removeIf([](QChar c) { return c.category() == QChar::Mark_NonSpacing; });
    return decomposed.toCaseFolded();
}

QByteArray decimalSortKey(QByteArrayView n)
{
    // The value as 0.DIGITS × 10^exponent with no leading or trailing zeros in DIGITS; then the
    // sign, the exponent and the digits in an order memcmp agrees with.
    qsizetype i = 0;
    const bool negative = i < n.size() && n[i] == '-';
    if (negative)
        ++i;
    QByteArray digits;
    digits.reserve(n.size());
    qint64 point = 0; // digits before the decimal point
    for (; i < n.size() && n[i] >= '0' && n[i] <= '9'; ++i, ++point)
        digits += n[i];
    if (i < n.size() && n[i] == '.') {
        for (++i; i < n.size() && n[i] >= '0' && n[i] <= '9'; ++i)
            digits += n[i];
    }
    qint64 exponent = 0;
    if (i < n.size() && (n[i] == 'e' || n[i] == 'E')) {
        ++i;
        const bool down = i < n.size() && n[i] == '-';
        if (i < n.size() && (n[i] == '-' || n[i] == '+'))
            ++i;
        constexpr qint64 Limit = 1'000'000'000'000'000; // 10^15
        for (; i < n.size() && n[i] >= '0' && n[i] <= '9'; ++i)
            exponent = std::min(Limit, exponent * 10 + (n[i] - '0'));
        if (down)
            exponent = -exponent;
    }
    qsizetype lead = 0;
    while (lead < digits.size() && digits[lead] == '0')
        ++lead;
    qsizetype end = digits.size();
    while (end > lead && digits[end - 1] == '0')
        --end;
    if (lead == end)
        return QByteArray(1, '\x02'); // zero, whatever its sign or exponent
    const quint64 biased = quint64(point - lead + exponent) + (quint64(1) << 62);
    QByteArray key;
    key.reserve(1 + 8 + (end - lead) + 1);
    key += negative ? '\x01' : '\x03';
    for (int shift = 56; shift >= 0; shift -= 8) {
        const auto byte = char((biased >> shift) & 0xff);
        key += negative ? char(~byte) : byte;
    }
    for (qsizetype d = lead; d < end; ++d)
        key += negative ? char(0xff - quint8(digits[d])) : digits[d];
    if (negative)
        key += char(0xff); // a longer negative (-12.3) is smaller than its prefix (-12)
    return key;
}

QueryTableResult arrangeQueryTable(const QueryTableRequest &q)
{
    const Stale stale = [&q] {
        return q.latest && q.latest->load(std::memory_order_relaxed) != q.generation;
    };
    QueryTableResult out;
    out.generation = q.generation;
    out.sortColumn = q.sortColumn;
    out.sortOrder = q.sortOrder;
    out.filter = q.filter;
    out.searchTexts = q.searchTexts;
    out.sorted = q.sorted;
    if (!out.sorted) {
        std::optional<std::vector<int>> sorted = sortRows(*q.rows, q.sortColumn, q.sortOrder, stale);
        if (!sorted) {
            out.abandoned = true;
            return out;
        }
        out.sorted = std::make_shared<const std::vector<int>>(std::move(*sorted));
    }
    const QString needle = foldForSearch(q.filter);
    if (needle.isEmpty()) {
        out.visible = *out.sorted;
        return out;
    }
    if (!out.searchTexts) {
        std::optional<std::vector<QString>> texts = makeSearchTexts(*q.rows, stale);
        if (!texts) {
            out.abandoned = true;
            return out;
        }
        out.searchTexts = std::make_shared<const std::vector<QString>>(std::move(*texts));
    }
    const std::vector<QString> &texts = *out.searchTexts;
    out.visible.reserve(out.sorted->size());
    for (int r : *out.sorted) {
        if (texts[size_t(r)].contains(needle))
            out.visible.push_back(r);
    }
    if (stale())
        out.abandoned = true;
    return out;
}

} // namespace bd::models
