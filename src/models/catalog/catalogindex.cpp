#include "models/catalog/catalogindex.h"

#include <QDataStream>
#include <QHash>
#include <QIODevice>
#include <QtEndian>

#include <optional>
#include <vector>

namespace bd::models {

using domain::ProductSummary;

namespace {

constexpr quint32 Magic = 0x42444958; // "BDIX"
constexpr quint32 Version = 5;        // 2: search texts whole; 3: the sorted order; 4: no counted containers;
                                      // 5: price hashes from the parsed tape

// Whole numbers as one byte string (little-endian), which QDataStream reads in bounded steps:
// a damaged count in a container would otherwise make it reserve that much memory at once.
template <typename Int, typename Ints> QByteArray packInts(const Ints &values)
{
    QByteArray out(qsizetype(values.size()) * qsizetype(sizeof(Int)), Qt::Uninitialized);
    char *at = out.data();
    for (const auto v : values) {
        qToLittleEndian(Int(v), at);
        at += sizeof(Int);
    }
    return out;
}

template <typename Int> std::optional<std::vector<Int>> unpackInts(const QByteArray &bytes, qsizetype count)
{
    if (bytes.size() != count * qsizetype(sizeof(Int)))
        return std::nullopt;
    std::vector<Int> out(static_cast<size_t>(count));
    for (qsizetype i = 0; i < count; ++i)
        out[size_t(i)] = qFromLittleEndian<Int>(bytes.constData() + i * qsizetype(sizeof(Int)));
    return out;
}

} // namespace

QByteArray encodeCatalogIndex(const QList<ProductSummary> &products, const QByteArray &body,
                              const QDateTime &savedAt, const CatalogSearchIndex::Texts *searchTexts,
                              const CatalogOrder &order)
{
    if (searchTexts && searchTexts->size() < products.size())
        return {};
    QByteArray out;
    QDataStream s(&out, QIODevice::WriteOnly);
    s.setVersion(QDataStream::Qt_6_4);
    s << Magic << Version << qint64(body.size()) << savedAt.toUTC().toString(Qt::ISODateWithMs)
      << qint64(products.size());
    // Record types, price models, timings, categories and currencies repeat: a table of them.
    QHash<QString, quint32> ids;
    QStringList table;
    const auto intern = [&](const QString &v) {
        auto it = ids.constFind(v);
        if (it == ids.cend()) {
            it = ids.insert(v, quint32(table.size()));
            table.append(v);
        }
        return it.value();
    };
    QByteArray rows;
    QDataStream r(&rows, QIODevice::WriteOnly);
    r.setVersion(QDataStream::Qt_6_4);
    const char *begin = body.constData();
    for (qsizetype i = 0; i < products.size(); ++i) {
        const ProductSummary &p = products.at(i);
        const QByteArrayView json = p.json.view();
        if (json.data() < begin || json.data() + json.size() > begin + body.size())
            return {}; // not a slice of this file
        r << qint64(json.data() - begin) << qint64(json.size()) << p.id << p.name << p.sku
          << intern(p.recordType) << intern(p.priceModel) << intern(p.billingTiming) << intern(p.category)
          << p.hasDetails << p.priceHash << quint32(p.lowestPrices.size());
        for (const domain::PriceSummary &price : p.lowestPrices)
            r << intern(price.currency) << price.listPrice.toJson() << qint32(price.unitScale)
              << quint8(price.rounding);
    }
    // The search texts as the model's search index holds them: one buffer, each text followed by
    // '\0', and where each ends; read back whole, with no copy per product.
    QByteArray search;
    QList<qint64> ends;
    ends.reserve(products.size());
    if (searchTexts) {
        const qsizetype count = products.size();
        search = count ? searchTexts->buffer.left(searchTexts->ends[size_t(count - 1)] + 1) : QByteArray();
        for (qsizetype i = 0; i < count; ++i)
            ends.append(searchTexts->ends[size_t(i)]);
    } else {
        for (const ProductSummary &p : products) {
            search += p.searchText;
            ends.append(search.size());
            search += '\0';
        }
    }
    s << qint64(table.size());
    for (const QString &t : std::as_const(table))
        s << t;
    s << rows << packInts<qint64>(ends) << search << qint32(order.column) << qint32(order.order)
      << qint64(order.rows.size()) << packInts<qint32>(order.rows);
    return s.status() == QDataStream::Ok && r.status() == QDataStream::Ok ? out : QByteArray();
}

std::optional<IndexedCatalog> decodeCatalogIndex(const QByteArray &index, const QByteArray &body,
                                                 const QDateTime &savedAt, std::shared_ptr<const void> owner)
{
    QDataStream s(index);
    s.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0, version = 0;
    qint64 size = -1, count = -1;
    QString when;
    s >> magic >> version >> size >> when >> count;
    if (s.status() != QDataStream::Ok || magic != Magic || version != Version || size != body.size() ||
        when != savedAt.toUTC().toString(Qt::ISODateWithMs) || count < 0 || count > index.size())
        return std::nullopt;
    qint64 tableSize = -1;
    s >> tableSize;
    if (s.status() != QDataStream::Ok || tableSize < 0 || tableSize > 100000)
        return std::nullopt;
    QStringList table;
    for (qint64 i = 0; i < tableSize && s.status() == QDataStream::Ok; ++i) {
        QString t;
        s >> t;
        table.append(t);
    }
    QByteArray rows, endBytes, sortedBytes;
    IndexedCatalog out;
    qint32 sortColumn = -1, sortOrder = 0;
    qint64 sortedCount = -1;
    s >> rows >> endBytes >> out.search.buffer >> sortColumn >> sortOrder >> sortedCount >> sortedBytes;
    const auto ends = unpackInts<qint64>(endBytes, count);
    const auto sorted = sortedCount >= 0 && sortedCount <= count
                            ? unpackInts<qint32>(sortedBytes, sortedCount)
                            : std::nullopt;
    if (s.status() != QDataStream::Ok || !ends || !sorted)
        return std::nullopt;
    out.order.column = sortColumn; // checked by CatalogSorter::sorted before use
    out.order.order = sortOrder == Qt::DescendingOrder ? Qt::DescendingOrder : Qt::AscendingOrder;
    out.order.rows.assign(sorted->begin(), sorted->end());
    out.search.ends.reserve(size_t(count));
    qint64 previous = -1;
    for (const qint64 end : *ends) {
        if (end <= previous || end >= out.search.buffer.size() || out.search.buffer.at(end) != '\0')
            return std::nullopt;
        out.search.ends.push_back(end);
        previous = end;
    }
    QDataStream r(rows);
    r.setVersion(QDataStream::Qt_6_4);
    const auto text = [&](quint32 id, QString &value) {
        if (id >= quint32(table.size()))
            return false;
        value = table.at(id); // shared, as the summarizer shares them
        return true;
    };
    out.products.reserve(count);
    for (qint64 i = 0; i < count; ++i) {
        ProductSummary p;
        qint64 offset = -1, length = -1;
        quint32 type = 0, model = 0, timing = 0, category = 0, prices = 0;
        r >> offset >> length >> p.id >> p.name >> p.sku >> type >> model >> timing >> category >>
            p.hasDetails >> p.priceHash >> prices;
        if (r.status() != QDataStream::Ok || offset < 0 || length <= 0 || offset + length > body.size() ||
            !text(type, p.recordType) || !text(model, p.priceModel) || !text(timing, p.billingTiming) ||
            !text(category, p.category) || prices > 1000)
            return std::nullopt;
        p.json = domain::RawJson(body, QByteArrayView(body).sliced(offset, length), owner);
        for (quint32 k = 0; k < prices; ++k) {
            domain::PriceSummary price;
            quint32 currency = 0;
            QByteArray amount;
            qint32 scale = -1;
            quint8 rounding = 0;
            r >> currency >> amount >> scale >> rounding;
            const std::optional<domain::Decimal> value = domain::Decimal::fromJson(amount);
            if (r.status() != QDataStream::Ok || !value || !text(currency, price.currency) ||
                rounding > quint8(domain::RoundingMode::Nearest))
                return std::nullopt;
            price.listPrice = *value;
            price.unitScale = scale;
            price.rounding = domain::RoundingMode(rounding);
            p.lowestPrices.append(std::move(price));
        }
        out.products.append(std::move(p));
    }
    return out;
}

} // namespace bd::models
