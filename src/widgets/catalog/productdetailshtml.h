#pragma once

// A product as the catalog's details pane shows it, in HTML. Every value is escaped; the long
// description passes the sanitizer (no scripts, frames, forms, event handlers or images), so
// nothing the service sends can run or load anything. Pure: any thread may build it.

#include "domain/decodecontext.h"
#include "domain/product.h"

#include <QCoreApplication>

namespace bd::widgets {

class ProductDetailsHtml
{
    Q_DECLARE_TR_FUNCTIONS(bd::widgets::ProductDetailsHtml)
public:
    // Name, description, the fields a person reads, dates in the user's locale, the sanitized
    // long description (its first 30,000 characters).
    static QString product(const domain::Product &product);
    // Parts of the product's JSON that did not match the spec (shown as received), said so;
    // empty when there are none.
    static QString problems(const QList<domain::DecodeProblem> &problems);
};

} // namespace bd::widgets
