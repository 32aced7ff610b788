// decodeJson<Product> and decodeProductList on any bytes. Oracles: decoding what was encoded
// gives the same encoding (nothing drifts on a second trip); when a product decodes without a
// problem, its encoding is the same JSON as the input (nothing lost or altered); formatting and
// validation of whatever was decoded do not crash.

#include "fuzzcheck.h"

#include "domain/productcodec.h"
#include "domain/validation.h"

using namespace bd;
using namespace bd::domain;

static void checkProduct(const Product &product, json::Value source)
{
    const QByteArray encoded = encodeJson(product);
    const auto again = decodeJson<Product>(encoded);
    FUZZ_CHECK(again.ok, QString::fromUtf8(encoded));
    FUZZ_CHECK(encodeJson(again.value) == encoded, QString::fromUtf8(encoded));
    FUZZ_CHECK(encodeJson(again.value, true) == encodeJson(product, true), QString::fromUtf8(encoded));
    if (source.isValid() && !fuzz::hasDuplicateNames(source)) {
        const json::Document doc = json::Document::parse(encoded);
        FUZZ_CHECK(fuzz::sameJson(source, doc.root()), QString::fromUtf8(source.raw()) +
                                                           QStringLiteral("\nbecame\n") +
                                                           QString::fromUtf8(encoded));
    }
    (void)lowestPricesText(product, QLocale::c());
    for (const PriceBookEntry &e : product.priceBookEntries.orEmpty())
        (void)e.formattedPrice(QLocale(QLocale::German));
    (void)validateProduct(product);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray text = fuzz::bytes(data, size);
    const json::Document doc = json::Document::parse(text);
    const auto one = decodeJson<Product>(text);
    FUZZ_CHECK(one.ok == (doc.isValid() && doc.root().isObject()), QString());
    if (one.ok)
        checkProduct(one.value, one.problems.isEmpty() ? doc.root() : json::Value());

    const auto list = decodeProductList(text);
    if (list.ok && list.problems.isEmpty()) {
        const json::Value products = doc.root().isArray() ? doc.root() : json::Value();
        auto source = products.begin();
        for (const Product &p : list.value.products) {
            checkProduct(p, products.isValid() ? *source : json::Value());
            if (products.isValid())
                ++source;
        }
    } else {
        for (const Product &p : list.value.products)
            checkProduct(p, json::Value());
    }
    return 0;
}
