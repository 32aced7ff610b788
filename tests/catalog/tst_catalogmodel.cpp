#include "../common/jsontestutil.h"
#include "domain/productcodec.h"
#include "domain/productsummary.h"
#include "models/catalog/catalogcolumns.h"
#include "models/catalog/catalogmodel.h"
#include "models/catalog/catalogsorter.h"

#include <QAbstractItemModelTester>
#include <QSet>
#include <QTest>

#include <numeric>

using namespace bd::models;
using namespace bd::domain;
using namespace Qt::StringLiterals; // u"…"_s: _qs is deprecated from Qt 6.8, _s exists from 6.4

static QList<ProductSummary> sampleProducts()
{
    auto page = decodeProductSummaries(
        bd::test::readFile(QStringLiteral(BD_SOURCE_DIR "/resources/sandbox/acme/products.json")));
    return page.value.products;
}

class TestCatalogModel : public QObject
{
    Q_OBJECT
private slots:
    void nameOrderIsTheCaseFoldedOrder();
    void passesModelTester();
    void productRowsShowSpecDefaultsAndLowestPrices();
    void bundleExpandsIntoGroups();
    void onlyActivePricesAreShown();
    void lowestPricesShownAreTheListsOwn();
    void nullAndAbsentLookDifferentFromZero();
    void featuresInFeatureOrder();
    void productsDecodeOnlyWhenOpened();
    void searchWhileTypingAndDeleting();
    void sortsAndFiltersUnderTheTester();
    void childIndexesSurviveAFilterRoundTrip();
    void changesAreMarkedAndFilteredUnderTheTester();
    void productRowsSayWhetherTheyOpen();
    void appendedInPiecesSortsLikeTheWhole();
};

static QModelIndex childNamed(const CatalogModel &m, const QModelIndex &parent, const QString &prefix)
{
    for (int r = 0; r < m.rowCount(parent); ++r) {
        const QModelIndex i = m.index(r, 0, parent);
        if (i.data().toString().startsWith(prefix))
            return i;
    }
    return {};
}

void TestCatalogModel::passesModelTester()
{
    CatalogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProducts(sampleProducts());
    // Walk every node so lazily built children are checked too.
    std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
        for (int r = 0; r < model.rowCount(parent); ++r) {
            for (int c = 0; c < model.columnCount(parent); ++c)
                model.data(model.index(r, c, parent));
            walk(model.index(r, 0, parent));
        }
    };
    walk({});
    model.setProducts({});
    QCOMPARE(model.rowCount(), 0);
}

void TestCatalogModel::productRowsShowSpecDefaultsAndLowestPrices()
{
    Product minimal =
        decodeJson<Product>(R"({"id":"01t000000000001AAA","name":"Bare","sku":"B-1","defaultUomId":"u",
        "priceBookEntries":[{"listPrice":20,"currencyIsoCode":"USD","uom":{"decimalScale":2}},
                            {"listPrice":19.5,"currencyIsoCode":"USD","uom":{"decimalScale":2}},
                            {"listPrice":1,"currencyIsoCode":"USD","active":false,"uom":{}},
                            {"listPrice":2980,"currencyIsoCode":"JPY","uom":{"decimalScale":0}}]})")
            .value;
    CatalogModel model;
    model.setProducts(summarizeProducts({minimal}));
    QCOMPARE(model.index(0, CatalogModel::RecordType).data().toString(), QStringLiteral("Product"));
    QCOMPARE(model.index(0, CatalogModel::PriceModel).data().toString(), QStringLiteral("OneTime"));
    QCOMPARE(model.index(0, CatalogModel::BillingTiming).data().toString(), QStringLiteral("In Advance"));
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    QCOMPARE(model.index(0, CatalogModel::LowestPrice).data().toString(),
             QStringLiteral("2,980 JPY · 19.50 USD"));
    QCOMPARE(model.index(0, CatalogModel::LowestPrice).data(CatalogModel::SortRole).toDouble(), 19.5);
}

void TestCatalogModel::bundleExpandsIntoGroups()
{
    CatalogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProducts(sampleProducts());
    QModelIndex bundle;
    for (int r = 0; r < model.rowCount(); ++r) {
        const Product *p = model.productAt(model.index(r, 0));
        if (p->effectiveConfigurable() && p->productFeatures.isPresent() &&
            !p->productFeatures.value().isEmpty()) {
            bundle = model.index(r, 0);
            break;
        }
    }
    QVERIFY(bundle.isValid());
    QVERIFY(childNamed(model, bundle, QStringLiteral("Prices (")).isValid());
    const QModelIndex features = childNamed(model, bundle, QStringLiteral("Features ("));
    QVERIFY(features.isValid());
    const QModelIndex options = childNamed(model, bundle, QStringLiteral("Bundle options ("));
    QVERIFY(options.isValid());
    const QModelIndex option = model.index(0, 0, options);
    QCOMPARE(option.data(CatalogModel::KindRole).value<CatalogModel::NodeKind>(),
             CatalogModel::NodeKind::Option);
    QVERIFY(
        !option.data(CatalogModel::ProductIdRole).toString().isEmpty()); // the nested product opens from here
    QVERIFY(model.indexOfProduct(option.data(CatalogModel::ProductIdRole).toString()).isValid());
    // A child row says it all in the name column (the view spans it); the product columns are empty.
    QVERIFY(model.index(0, CatalogModel::Name, options).data().toString().contains(QStringLiteral("qty")));
    for (int c = CatalogModel::Sku; c < CatalogModel::ColumnCount; ++c)
        QVERIFY(model.index(0, c, options).data().toString().isEmpty());
}

void TestCatalogModel::onlyActivePricesAreShown()
{
    Product p = decodeJson<Product>(R"({"id":"01t000000000001AAA","name":"P","sku":"S","priceBookEntries":[
        {"listPrice":5,"currencyIsoCode":"USD","uom":{}},{"listPrice":1,"currencyIsoCode":"USD","active":false,"uom":{}}]})")
                    .value;
    CatalogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProducts(summarizeProducts({p}));
    const QModelIndex prices = childNamed(model, model.index(0, 0), QStringLiteral("Prices"));
    QCOMPARE(prices.data().toString(), QStringLiteral("Prices (1)"));
    QCOMPARE(model.rowCount(prices), 1);
}

// The lowest prices' text is kept for rows painted lately: a new list (same positions, other
// prices) shows its own, and so does every row of a list longer than what is kept.
void TestCatalogModel::lowestPricesShownAreTheListsOwn()
{
    const auto listPriced = [](int count, int base) {
        QList<Product> products;
        for (int i = 0; i < count; ++i)
            products << decodeJson<Product>(QStringLiteral(R"({"id":"01t%1AAA","name":"P%2","sku":"S",)"
                                                           R"("priceBookEntries":[{"listPrice":%3,)"
                                                           R"("currencyIsoCode":"USD","uom":{}}]})")
                                                .arg(i, 12, 10, QLatin1Char('0'))
                                                .arg(i, 5, 10, QLatin1Char('0'))
                                                .arg(base + i)
                                                .toUtf8())
                            .value;
        return summarizeProducts(products);
    };
    const auto priceAt = [](const CatalogModel &model, int row) {
        return model.index(row, CatalogModel::LowestPrice).data().toString();
    };
    CatalogModel model;
    const auto first = listPriced(3, 10), second = listPriced(3, 20);
    model.setProducts(first);
    QCOMPARE(priceAt(model, 0), first.at(0).lowestPricesText());
    model.setProducts(second);
    QCOMPARE(priceAt(model, 0), second.at(0).lowestPricesText());
    QVERIFY(priceAt(model, 0) != first.at(0).lowestPricesText());
    QCOMPARE(model.index(0, CatalogModel::LowestPrice).data(Qt::ToolTipRole).toString(),
             second.at(0).lowestPricesText());

    constexpr int Many = 5000; // more than the rows whose text is kept
    const auto many = listPriced(Many, 1000);
    model.setProducts(many);
    for (int pass = 0; pass < 2; ++pass)
        for (int row = 0; row < Many; row += 7)
            QCOMPARE(priceAt(model, row), many.at(row).lowestPricesText()); // names sort as made
}

void TestCatalogModel::nullAndAbsentLookDifferentFromZero()
{
    Product p = decodeJson<Product>(R"({"id":"01t000000000001AAA","name":"B","sku":"S","productOptions":[
        {"optionName":"Null max","minQuantity":0,"maxQuantity":null},{"optionName":"Absent max","minQuantity":0}],
        "customFields":{"a__c":null,"b__c":0}})")
                    .value;
    CatalogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProducts(summarizeProducts({p}));
    const QModelIndex options = childNamed(model, model.index(0, 0), QStringLiteral("Bundle options"));
    const QString nullMax = model.index(0, CatalogModel::Name, options).data().toString();
    const QString absentMax = model.index(1, CatalogModel::Name, options).data().toString();
    QVERIFY2(nullMax.contains(QStringLiteral("max no limit")), qPrintable(nullMax));
    QVERIFY2(absentMax.contains(QStringLiteral("max —")), qPrintable(absentMax));
    QVERIFY(nullMax.contains(QStringLiteral("min 0")));
    const QModelIndex custom = childNamed(model, model.index(0, 0), QStringLiteral("Custom fields"));
    QCOMPARE(model.index(0, CatalogModel::Name, custom).data().toString(), QStringLiteral("a__c · null"));
    QCOMPARE(model.index(1, CatalogModel::Name, custom).data().toString(), QStringLiteral("b__c · 0"));
}

void TestCatalogModel::featuresInFeatureOrder()
{
    Product p = decodeJson<Product>(R"({"id":"01t000000000001AAA","name":"B","sku":"S","productFeatures":[
        {"featureName":"Third","featureOrder":30},{"featureName":"First","featureOrder":10},{"featureName":"Second","featureOrder":20}]})")
                    .value;
    CatalogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProducts(summarizeProducts({p}));
    const QModelIndex features = childNamed(model, model.index(0, 0), QStringLiteral("Features"));
    QStringList names;
    for (int r = 0; r < model.rowCount(features); ++r)
        names << model.index(r, 0, features).data().toString();
    QCOMPARE(names, QStringList({"First", "Second", "Third"}));
}

// A view asks hasChildren() of every row it lays out: that must not decode the products; the
// answer from the summary must match what decoding then shows.
void TestCatalogModel::productsDecodeOnlyWhenOpened()
{
    CatalogModel model;
    model.setProducts(sampleProducts());
    QList<bool> expandable;
    for (int r = 0; r < model.rowCount(); ++r)
        expandable << model.hasChildren(model.index(r, 0));
    model.data(model.index(3, CatalogModel::LowestPrice));
    QCOMPARE(model.decodedProductCount(), 0);
    QVERIFY(expandable.contains(true));
    QVERIFY(model.productAt(model.index(0, 0)));
    QCOMPARE(model.decodedProductCount(), 1);
    for (int r = 0; r < model.rowCount(); ++r)
        QCOMPARE(model.rowCount(model.index(r, 0)) > 0, expandable.at(r));
    QCOMPARE(model.decodedProductCount(), model.rowCount());
}

// The search narrows from its last answer while words only grow; it must always give what
// checking every product against every word gives.
void TestCatalogModel::searchWhileTypingAndDeleting()
{
    const QList<ProductSummary> products = sampleProducts();
    CatalogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProducts(products);
    const QStringList typed{QStringLiteral("a"),       QStringLiteral("an"),       QStringLiteral("ana"),
                            QStringLiteral("anal"),    QStringLiteral("an"),       QStringLiteral("S"),
                            QStringLiteral("Su"),      QStringLiteral("Sup"),      QStringLiteral("sup pre"),
                            QStringLiteral("pre sup"), QStringLiteral("pre supp"), QStringLiteral("zzz"),
                            QStringLiteral("e"),       QStringLiteral("e e"),      QString(),
                            QStringLiteral("ACM-"),    QStringLiteral("acm-bnd"),  QStringLiteral("—")};
    int narrowed = 0;
    for (const QString &text : typed) {
        model.setSearchText(text);
        QSet<QString> expected;
        for (const ProductSummary &p : products) {
            bool all = true;
            for (const QString &word : text.split(u' ', Qt::SkipEmptyParts))
                all = all && p.searchText.contains(searchFold(word));
            if (all)
                expected.insert(p.id);
        }
        QSet<QString> shown;
        for (int r = 0; r < model.rowCount(); ++r)
            shown.insert(model.index(r, 0).data(CatalogModel::ProductIdRole).toString());
        QCOMPARE(shown, expected);
        narrowed += shown.size() < products.size() && !shown.isEmpty();
    }
    QVERIFY(narrowed >= 8); // the words above do narrow the list
}

// Every product row, its children expanded: what a view that expanded everything holds.
static QList<QPersistentModelIndex> expandAll(const CatalogModel &model)
{
    QList<QPersistentModelIndex> held;
    std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
        for (int r = 0; r < model.rowCount(parent); ++r) {
            const QModelIndex child = model.index(r, 0, parent);
            if (parent.isValid())
                held.append(child);
            walk(child);
        }
    };
    walk({});
    return held;
}

void TestCatalogModel::sortsAndFiltersUnderTheTester()
{
    CatalogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProducts(sampleProducts());
    const QList<QPersistentModelIndex> held = expandAll(model);
    QVERIFY(held.size() > 100);
    for (int column = 0; column < CatalogModel::ColumnCount; ++column) {
        model.sort(column, Qt::AscendingOrder);
        model.sort(column, Qt::DescendingOrder);
    }
    model.sort(CatalogModel::LowestPrice);
    double last = -1;
    for (int r = 0; r < model.rowCount(); ++r) {
        const double value =
            model.index(r, CatalogModel::LowestPrice).data(CatalogModel::SortRole).toDouble();
        QVERIFY(value >= last);
        last = value;
    }
    for (const QString &type : model.filter().distinctValues(CatalogModel::RecordType)) {
        CatalogModel::Criteria c;
        c.recordType = type;
        model.setCriteria(c);
        QVERIFY(model.rowCount() > 0);
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(model.index(r, CatalogModel::RecordType).data().toString(), type);
    }
    CatalogModel::Criteria byCurrency;
    byCurrency.currency = QStringLiteral("JPY");
    model.setCriteria(byCurrency);
    for (int r = 0; r < model.rowCount(); ++r)
        QVERIFY(model.summaryAt(model.index(r, 0))->hasPriceIn(u"JPY"));
    model.setSearchText(QStringLiteral("suite"));
    model.setCriteria({});
    model.setSearchText({});
    QCOMPARE(model.rowCount(), int(model.products().size()));
    // Rows below visible products followed every move: each still names its own product.
    for (const QPersistentModelIndex &i : held) {
        QVERIFY(i.isValid());
        QCOMPARE(i.parent().isValid(), true);
        QCOMPARE(model.index(i.row(), i.column(), i.parent()), QModelIndex(i));
    }
}

void TestCatalogModel::childIndexesSurviveAFilterRoundTrip()
{
    CatalogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProducts(sampleProducts());
    const QList<QPersistentModelIndex> held = expandAll(model);
    QList<QPair<QString, QString>> before; // (product id, row text)
    for (const QPersistentModelIndex &i : held)
        before.append({i.data(CatalogModel::ProductIdRole).toString(), i.data().toString()});
    // Hide most products with a filter, then bring them back.
    CatalogModel::Criteria bundlesOnly;
    bundlesOnly.recordType = QStringLiteral("Bundle");
    model.setCriteria(bundlesOnly);
    QVERIFY(model.rowCount() < int(model.products().size()));
    int hidden = 0;
    for (const QPersistentModelIndex &i : held)
        hidden += model.isShown(i) ? 0 : 1;
    QVERIFY(hidden > 0);
    model.setSearchText(QStringLiteral("zzz-nothing"));
    model.setSearchText({});
    model.setCriteria({});
    for (qsizetype k = 0; k < held.size(); ++k) {
        const QPersistentModelIndex &i = held.at(k);
        QVERIFY2(i.isValid(), qPrintable(before.at(k).second));
        QVERIFY(model.isShown(i));
        QCOMPARE(model.index(i.row(), i.column(), i.parent()), QModelIndex(i));
        QCOMPARE(i.data(CatalogModel::ProductIdRole).toString(), before.at(k).first);
        QCOMPARE(i.data().toString(), before.at(k).second);
    }
}

// compareCatalogs() and the Removed rows: a model that already shows removed products compares
// only its own list; marks made for another list are ignored; search applies to every kind.
void TestCatalogModel::changesAreMarkedAndFilteredUnderTheTester()
{
    const QList<ProductSummary> all = sampleProducts();
    QList<ProductSummary> older = all.mid(0, 30);
    QList<ProductSummary> newer = all.mid(5, 30); // 0..4 gone, 30..34 new
    newer[0].priceHash ^= 1;                      // product 5: re-priced
    const CatalogChanges changes = compareCatalogs(older, older.size(), newer);
    QCOMPARE(changes.added, 5);
    QCOMPARE(changes.repriced, 1);
    QCOMPARE(changes.removed.size(), 5);
    QCOMPARE(changes.marks.at(0), ProductChange::Repriced);
    QCOMPARE(changes.marks.at(29), ProductChange::Added);

    CatalogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProducts(newer);
    model.setChanges(compareCatalogs(older, 30, all.mid(0, 3))); // made for another list
    QVERIFY(!model.changes().known());
    model.setChanges(changes);
    QVERIFY(model.changes().known());
    QCOMPARE(model.productCount(), 30);
    QCOMPARE(model.products().size(), 35);
    QCOMPARE(model.rowCount(), 30);
    CatalogModel::Criteria removed;
    removed.change = ProductChange::Removed;
    model.setCriteria(removed);
    QCOMPARE(model.rowCount(), 5);
    model.setSearchText(all.at(2).name);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, 0).data(CatalogModel::ProductIdRole).toString(), all.at(2).id);
    QCOMPARE(model.index(0, 0).data(CatalogModel::ChangeRole).toInt(), int(ProductChange::Removed));
    model.setSearchText({});
    model.setCriteria({});
    QCOMPARE(model.rowCount(), 30);
    // The model's list against the next one: its removed rows are not part of it.
    const CatalogChanges next = compareCatalogs(model.products(), model.productCount(), newer);
    QCOMPARE(next.added + next.repriced + int(next.removed.size()), 0);
    model.setProducts(newer); // a new list forgets the old marks
    QVERIFY(!model.changes().known());
    QCOMPARE(model.rowCount(), 30);
}

void TestCatalogModel::nameOrderIsTheCaseFoldedOrder()
{
    // Names that fold the quick way (ASCII, a dash, small accented letters) and names that need
    // Qt's tables (capital accents, the dotted capital I, sharp s, Greek, an emoji's surrogates).
    const QStringList names{u"Zeta"_s,
                            u"alpha"_s,
                            u"Alpha"_s,
                            u"ALPHA 2"_s,
                            u"\u00e9clair"_s,
                            u"\u00c9clair"_s,
                            u"eclair"_s,
                            u"\u0130stanbul"_s,
                            u"istanbul"_s,
                            u"Stra\u00dfe"_s,
                            u"STRASSE"_s,
                            u"\u03a3igma"_s,
                            u"\u03c3igma"_s,
                            u"Pro \u2014 Monthly"_s,
                            u"pro \u2014 monthly"_s,
                            u"\U0001F600 Smile"_s,
                            u"\u01c5ab"_s,
                            u"dzab"_s,
                            u"SKU-001"_s};
    QList<ProductSummary> products;
    for (const QString &name : names) {
        ProductSummary p;
        p.name = name;
        products.append(p);
    }
    for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        std::vector<int> wanted(size_t(products.size()));
        std::iota(wanted.begin(), wanted.end(), 0);
        std::stable_sort(wanted.begin(), wanted.end(), [&](int a, int b) {
            return names.at(a).toCaseFolded() < names.at(b).toCaseFolded();
        });
        if (order == Qt::DescendingOrder)
            std::reverse(wanted.begin(), wanted.end());
        QCOMPARE(bd::models::CatalogSorter::sorted(products, bd::models::CatalogColumns::Name, order),
                 wanted);
    }
}

// Views ask every row whether it opens after each keystroke; product rows answer from a byte
// per product: what the summary says until the row is opened, then whether it has rows, at
// whichever row a search or the sort order puts the product.
void TestCatalogModel::productRowsSayWhetherTheyOpen()
{
    CatalogModel model; // no model tester: it opens every row
    // Products that open and products that do not, in no particular order.
    QList<ProductSummary> products = sampleProducts();
    QList<Product> bare;
    for (int i = 0; i < 20; ++i)
        bare.append(decodeJson<Product>(
                        QStringLiteral(R"({"id":"01t0000000000%1AAA","name":"Bare %2 an","sku":"B-%1"})")
                            .arg(100 + i)
                            .arg(i % 2 ? u'x' : u'y')
                            .toUtf8())
                        .value);
    products += summarizeProducts(bare);
    QVERIFY(
        std::any_of(products.begin(), products.end(), [](const ProductSummary &p) { return p.hasDetails; }));
    model.setProducts(products);
    QSet<QString> opened;
    const auto check = [&] {
        for (int r = 0; r < model.rowCount(); ++r) {
            const QModelIndex i = model.index(r, 0);
            const ProductSummary *p = model.summaryAt(i);
            const bool opens = opened.contains(p->id) ? model.rowCount(i) > 0 : p->hasDetails;
            QVERIFY2(model.hasChildren(i) == opens, qPrintable(p->id));
            QVERIFY(!model.hasChildren(model.index(r, CatalogModel::Sku)));
        }
    };
    check();
    for (int r = 0; r < model.rowCount(); r += 3) {
        const QModelIndex i = model.index(r, 0);
        opened.insert(model.summaryAt(i)->id);
        for (int child = 0; child < model.rowCount(i); ++child)
            QVERIFY(model.hasChildren(model.index(child, 0, i)) ==
                    (model.rowCount(model.index(child, 0, i)) > 0));
    }
    QVERIFY(!opened.isEmpty());
    check();
    model.setSearchText(QStringLiteral("an"));
    QVERIFY(model.rowCount() < model.productCount());
    check();
    model.sort(CatalogModel::Sku, Qt::DescendingOrder);
    check();
    model.setSearchText({});
    check();
    model.append(sampleProducts()); // more rows, none opened
    check();
}

static QStringList shownIds(const CatalogModel &m)
{
    QStringList ids;
    for (int r = 0; r < m.rowCount(); ++r)
        ids << m.index(r, 0).data(CatalogModel::ProductIdRole).toString();
    return ids;
}

// A list that arrives in pieces (append() with more to come: the sort keys are kept from one
// piece to the next) ends in the order of the whole list sorted at once, ties included, for
// every column and order, and also when the sort changes while it arrives.
void TestCatalogModel::appendedInPiecesSortsLikeTheWhole()
{
    QList<ProductSummary> all = sampleProducts();
    all += sampleProducts(); // every name, price and type twice: ties keep the list's order
    for (int column = -1; column < CatalogModel::ColumnCount; ++column) {
        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            CatalogModel whole;
            whole.sort(column, order);
            whole.setProducts(all);
            CatalogModel pieces;
            QAbstractItemModelTester tester(&pieces, QAbstractItemModelTester::FailureReportingMode::QtTest);
            pieces.sort(column, order);
            qsizetype at = 0;
            for (qsizetype size = 1; at < all.size(); size = size * 2 + 1) {
                const qsizetype n = std::min(size, all.size() - at);
                pieces.append(all.mid(at, n), at + n < all.size());
                at += n;
                QCOMPARE(pieces.rowCount(), int(at));
            }
            QCOMPARE(shownIds(pieces), shownIds(whole));
            for (int r = 0; r < pieces.rowCount(); ++r)
                QCOMPARE(pieces.hasChildren(pieces.index(r, 0)),
                         pieces.summaryAt(pieces.index(r, 0))->hasDetails);
        }
    }
    // The person sorts by another column while the rows arrive.
    CatalogModel whole;
    whole.sort(CatalogModel::LowestPrice, Qt::DescendingOrder);
    whole.setProducts(all);
    CatalogModel pieces;
    pieces.sort(CatalogModel::Name);
    const qsizetype half = all.size() / 2;
    pieces.append(all.first(7), true);
    pieces.append(all.mid(7, half - 7), true);
    pieces.sort(CatalogModel::LowestPrice, Qt::DescendingOrder);
    pieces.append(all.mid(half, 5), true);
    pieces.append(all.mid(half + 5), false);
    QCOMPARE(shownIds(pieces), shownIds(whole));
}

QTEST_GUILESS_MAIN(TestCatalogModel)
#include "tst_catalogmodel.moc"
