#include "models/catalogindex.h"

#include <QDataStream>
#include <QHash>
#include <QIODevice>

namespace bd::models {

using domain::ProductSummary;

namespace {

constexpr quint32 Magic = 0x42444958; // "BDIX"
constexpr quint32 Version = 1;

} // namespace

QByteArray encodeCatalogIndex(const QList<ProductSummary> &products, const QByteArray &body,
                              const QDateTime &savedAt, const CatalogSearchIndex::Texts *searchTexts)
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
          << (searchTexts ? searchTexts->text(i).toByteArray() : p.searchText) << p.hasDetails << p.priceHash
          << quint32(p.lowestPrices.size());
        for (const domain::PriceSummary &price : p.lowestPrices)
            r << intern(price.currency) << price.listPrice.toJson() << qint32(price.unitScale)
              << quint8(price.rounding);
    }
    s << table << rows;
    return s.status() == QDataStream::Ok && r.status() == QDataStream::Ok ? out : QByteArray();
}

std::optional<QList<ProductSummary>> decodeCatalogIndex(const QByteArray &index, const QByteArray &body,
                                                        const QDateTime &savedAt,
                                                        std::shared_ptr<const void> owner)
{
    QDataStream s(index);
    s.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0, version = 0;
    qint64 size = -1, count = -1;
    QString when;
    QStringList table;
    QByteArray rows;
    s >> magic >> version >> size >> when >> count >> table >> rows;
    if (s.status() != QDataStream::Ok || magic != Magic || version != Version || size != body.size() ||
        when != savedAt.toUTC().toString(Qt::ISODateWithMs) || count < 0 || count > rows.size())
        return std::nullopt;
    QDataStream r(rows);
    r.setVersion(QDataStream::Qt_6_4);
    const auto text = [&](quint32 id, QString &out) {
        if (id >= quint32(table.size()))
            return false;
        out = table.at(id); // shared, as the summarizer shares them
        return true;
    };
    QList<ProductSummary> out;
    out.reserve(count);
    for (qint64 i = 0; i < count; ++i) {
        ProductSummary p;
        qint64 offset = -1, length = -1;
        quint32 type = 0, model = 0, timing = 0, category = 0, prices = 0;
        r >> offset >> length >> p.id >> p.name >> p.sku >> type >> model >> timing >> category >>
            p.searchText >> p.hasDetails >> p.priceHash >> prices;
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
        out.append(std::move(p));
    }
    return out;
}

} // namespace bd::models
