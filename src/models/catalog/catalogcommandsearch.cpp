#include "models/catalog/catalogcommandsearch.h"

#include "models/catalog/catalogmodel.h"
#include "models/commands/fuzzymatch.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cstring>

namespace bd::models {

namespace {

// The name and SKU lines of a product's search text.
QByteArrayView nameAndSku(QByteArrayView text)
{
    const char *begin = text.data();
    const char *end = begin + text.size();
    const void *first = std::memchr(begin, '\n', size_t(text.size()));
    if (!first)
        return text;
    const char *afterFirst = static_cast<const char *>(first) + 1;
    const void *second = std::memchr(afterFirst, '\n', size_t(end - afterFirst));
    return second ? QByteArrayView(begin, static_cast<const char *>(second) - begin) : text;
}

// The words only grew since `before`: the same number or more, each earlier one extended.
bool extends(const QList<QByteArray> &words, const QList<QByteArray> &before)
{
    if (before.isEmpty() || words.size() < before.size())
        return false;
    for (qsizetype i = 0; i < before.size(); ++i)
        if (!words.at(i).startsWith(before.at(i)))
            return false;
    return true;
}

// The most one word can score (every character a run from the text's start): once `limit`
// products reach it, no later one can beat them (ties go in list order).
int bestPossible(const QByteArray &word)
{
    return *fuzzyScore(QByteArrayView(word), QByteArrayView(word));
}

// One bit per character class: a-z and 0-9 their own, every other byte folded into the rest.
quint64 bitOf(char c)
{
    const auto u = static_cast<unsigned char>(c);
    const int bit = u >= 'a' && u <= 'z' ? u - 'a' : u >= '0' && u <= '9' ? 26 + (u - '0') : 36 + u % 28;
    return quint64(1) << bit;
}

quint64 maskOf(QByteArrayView text)
{
    quint64 mask = 0;
    for (const char c : text)
        mask |= bitOf(c);
    return mask;
}

// Two adjacent bytes as one of 256 filter bits.
unsigned pairBit(char a, char b)
{
    return (static_cast<unsigned char>(a) * 31u + static_cast<unsigned char>(b)) & 255u;
}

// What the rule needs of a text, from its masks alone: every character held, and each one after
// a word's first either beside the one before it somewhere (the pair) or starting some word.
bool mayHold(const QByteArray &word, quint64 wordMask, quint64 held, quint64 starts,
             const std::array<quint64, 4> &pairs)
{
    if ((held & wordMask) != wordMask)
        return false;
    for (qsizetype q = 1; q < word.size(); ++q) {
        if (starts & bitOf(word[q]))
            continue;
        const unsigned bit = pairBit(word[q - 1], word[q]);
        if (!(pairs[bit / 64] & (quint64(1) << (bit % 64))))
            return false;
    }
    return true;
}

// Every word held by the rule (nothing: not a candidate), and whether they all pass the floor.
struct WordsScore
{
    int total = 0;
    bool match = true;
};
std::optional<WordsScore> scoreAll(const QList<QByteArray> &words, QByteArrayView text)
{
    WordsScore out;
    for (const QByteArray &word : words) {
        const std::optional<int> s = fuzzyRuleScore(QByteArrayView(word), text);
        if (!s)
            return std::nullopt;
        out.total += *s;
        out.match = out.match && isFuzzyMatch(*s, word.size());
    }
    return out;
}

constexpr size_t CacheSize = 12;
constexpr size_t SplitAt = 8000; // candidates past which the scoring runs on two threads

} // namespace

// Per list: where each product's name and SKU end, its bit masks, and its id and SKU by hash.
struct ProductMatcher::Prepared
{
    const void *list = nullptr; // the list it was made for (its data and size)
    int count = 0;
    std::vector<quint32> lengths;              // product -> bytes of its name and SKU lines
    std::vector<quint64> masks;                // product -> characters its name and SKU hold
    std::vector<quint64> starts;               // product -> characters that start a word there
    std::vector<std::array<quint64, 4>> pairs; // product -> adjacent pairs held (a 256-bit filter)
    std::vector<std::pair<size_t, int>> ids;   // (qHash of the id, product), sorted
    std::vector<std::pair<size_t, int>> skus;  // (qHash of the lower-case SKU line, product), sorted

    // On any thread: the texts' buffer and the list are shared copies, read only.
    static std::shared_ptr<Prepared> make(const CatalogSearchIndex::Texts &texts,
                                          const QList<domain::ProductSummary> &products, int count);
};

std::shared_ptr<ProductMatcher::Prepared>
ProductMatcher::Prepared::make(const CatalogSearchIndex::Texts &texts,
                               const QList<domain::ProductSummary> &products, int count)
{
    auto p = std::make_shared<Prepared>();
    p->list = products.constData();
    p->count = count;
    p->lengths.resize(size_t(count));
    p->masks.resize(size_t(count));
    p->starts.resize(size_t(count));
    p->pairs.assign(size_t(count), {});
    p->skus.resize(size_t(count));
    p->ids.resize(size_t(count));
    for (int i = 0; i < count; ++i) {
        const QByteArrayView text = nameAndSku(texts.text(i));
        p->lengths[size_t(i)] = quint32(text.size());
        quint64 held = 0, starts = 0;
        std::array<quint64, 4> &pairs = p->pairs[size_t(i)];
        // startsWordAt() inlined: this pass reads every byte of every name and SKU.
        bool beforeWord = false, beforeDigit = false;
        for (qsizetype k = 0; k < text.size(); ++k) {
            const char c = text[k];
            const auto u = static_cast<unsigned char>(c);
            const bool digit = u >= '0' && u <= '9';
            const bool word = digit || u >= 0x80 || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z');
            const quint64 bit = bitOf(c);
            held |= bit;
            if (k == 0 || (beforeWord ? digit != beforeDigit : word))
                starts |= bit;
            if (k > 0) {
                const unsigned pair = pairBit(text[k - 1], c);
                pairs[pair / 64] |= quint64(1) << (pair % 64);
            }
            beforeWord = word;
            beforeDigit = digit;
        }
        p->masks[size_t(i)] = held;
        p->starts[size_t(i)] = starts;
        const qsizetype line = text.indexOf('\n');
        p->skus[size_t(i)] = {qHash(line < 0 ? QByteArrayView() : text.sliced(line + 1)), i};
        p->ids[size_t(i)] = {qHash(products.at(i).id), i};
    }
    std::sort(p->skus.begin(), p->skus.end());
    std::sort(p->ids.begin(), p->ids.end());
    return p;
}

ProductMatcher::ProductMatcher() = default;

ProductMatcher::~ProductMatcher()
{
    m_preparing.waitForFinished(); // it reads the list and the texts it was given copies of
}

bool ProductMatcher::isFor(const CatalogModel &model) const
{
    return m_prepared && m_prepared->list == model.products().constData() &&
           m_prepared->count == std::min(model.productCount(), model.search().size());
}

void ProductMatcher::prepareSoon(const CatalogModel &model)
{
    if (isFor(model) || m_preparing.isRunning())
        return;
    const int count = std::min(model.productCount(), model.search().size());
    m_preparing = QtConcurrent::run(&Prepared::make, model.search().texts(), model.products(), count);
}

void ProductMatcher::prepare(const CatalogModel &model)
{
    if (m_preparing.isValid()) {
        std::shared_ptr<Prepared> made = m_preparing.result(); // waits when it is still being made
        m_preparing = {};
        m_prepared = std::make_unique<Prepared>(std::move(*made));
        m_cache.clear();
    }
    if (isFor(model))
        return;
    const int count = std::min(model.productCount(), model.search().size());
    m_prepared = std::make_unique<Prepared>(
        std::move(*Prepared::make(model.search().texts(), model.products(), count)));
    m_cache.clear();
}

const std::vector<int> *ProductMatcher::narrowest(const QList<QByteArray> &words) const
{
    // The most recent search these words extend (Backspace finds the one typed before).
    for (auto c = m_cache.crbegin(); c != m_cache.crend(); ++c)
        if (extends(words, c->words))
            return &c->candidates;
    return nullptr;
}

QList<ProductMatch> ProductMatcher::match(const CatalogModel &model, const QList<QByteArray> &words,
                                          int limit)
{
    QList<ProductMatch> out;
    prepare(model);
    if (words.isEmpty() || limit <= 0)
        return out;
    const CatalogSearchIndex &index = model.search();
    const auto text = [&](int i) {
        return QByteArrayView(index.text(i).data(), m_prepared->lengths[size_t(i)]);
    };
    std::vector<quint64> wordMasks;
    for (const QByteArray &word : words)
        wordMasks.push_back(maskOf(word));
    const auto mayHoldAll = [&](int i) {
        for (qsizetype w = 0; w < words.size(); ++w)
            if (!mayHold(words.at(w), wordMasks[size_t(w)], m_prepared->masks[size_t(i)],
                         m_prepared->starts[size_t(i)], m_prepared->pairs[size_t(i)]))
                return false;
        return true;
    };
    const std::vector<int> *before = narrowest(words);
    const size_t size = before ? before->size() : size_t(m_prepared->count);
    const auto product = [&](size_t k) { return before ? (*before)[k] : int(k); };
    // Scored in list order; one word that as many products as asked for start with ends the
    // scoring early (no later product can beat them), and the rest stay candidates unscored.
    const int ceiling = words.size() == 1 ? bestPossible(words.first()) : std::numeric_limits<int>::max();
    struct Part
    {
        std::vector<int> candidates; // held by the rule (or not scored): the next keystroke's start
        std::vector<ProductMatch> found;
    };
    const auto pass = [&](size_t from, size_t to, Part &part) {
        int atCeiling = 0;
        size_t k = from;
        for (; k < to && atCeiling < limit; ++k) {
            const int i = product(k);
            if (!mayHoldAll(i))
                continue;
            const std::optional<WordsScore> s = scoreAll(words, text(i));
            if (!s)
                continue;
            part.candidates.push_back(i);
            if (s->match) {
                part.found.push_back({i, s->total});
                atCeiling += s->total >= ceiling ? 1 : 0;
            }
        }
        for (; k < to; ++k) // not looked at: kept, to be looked at if the words grow
            part.candidates.push_back(product(k));
    };
    Part first, second;
    if (size < SplitAt) {
        pass(0, size, first);
    } else {
        // Two halves at once: the machine's other core takes the second.
        QFuture<void> other = QtConcurrent::run([&] { pass(size / 2, size, second); });
        pass(0, size / 2, first);
        other.waitForFinished();
    }
    std::vector<int> candidates = std::move(first.candidates);
    candidates.insert(candidates.end(), second.candidates.begin(), second.candidates.end());
    std::vector<ProductMatch> found = std::move(first.found);
    found.insert(found.end(), second.found.begin(), second.found.end());
    m_cache.push_back({words, std::move(candidates)});
    if (m_cache.size() > CacheSize)
        m_cache.erase(m_cache.begin());
    const auto better = [](const ProductMatch &a, const ProductMatch &b) {
        return a.score != b.score ? a.score > b.score : a.product < b.product;
    };
    const size_t keep = std::min(found.size(), size_t(limit));
    std::partial_sort(found.begin(), found.begin() + qsizetype(keep), found.end(), better);
    out.reserve(qsizetype(keep));
    for (size_t i = 0; i < keep; ++i)
        out.append(found[i]);
    return out;
}

int ProductMatcher::productWithId(const CatalogModel &model, const QString &id)
{
    prepare(model);
    const size_t hash = qHash(id);
    const auto &ids = m_prepared->ids;
    for (auto at = std::lower_bound(ids.begin(), ids.end(), std::pair<size_t, int>(hash, -1));
         at != ids.end() && at->first == hash; ++at)
        if (model.products().at(at->second).id == id)
            return at->second;
    return -1;
}

int ProductMatcher::productWithSku(const CatalogModel &model, const QString &sku)
{
    prepare(model);
    // The SKU line of the search text is the SKU in lower case (when the product has a name).
    const size_t hash = qHash(QByteArrayView(domain::searchFold(sku)));
    const auto &skus = m_prepared->skus;
    for (auto at = std::lower_bound(skus.begin(), skus.end(), std::pair<size_t, int>(hash, -1));
         at != skus.end() && at->first == hash; ++at)
        if (model.products().at(at->second).sku.compare(sku, Qt::CaseInsensitive) == 0)
            return at->second;
    return -1;
}

} // namespace bd::models
