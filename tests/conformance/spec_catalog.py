"""Conformance checks: the product catalog (spec 2.4-2.9, 4.4) and tenant isolation."""

from spec_common import *  # noqa: F401,F403 - the shared facts, checks and helpers


def product_violations(p):
    """Spec constraints of parts 2.4-2.8 on one served product."""
    v = []
    pid = p.get("id")
    for f in ("id", "name", "sku"):
        if not nonempty_str(p.get(f)):
            v.append("%s: %s missing/empty" % (pid, f))
    if p.get("status") != "Active":
        v.append("%s: status %r" % (pid, p.get("status")))
    if p.get("publishStatus") != "Published":
        v.append("%s: publishStatus %r" % (pid, p.get("publishStatus")))
    if p.get("recordType") not in (None, "Product", "Service", "Bundle"):
        v.append("%s: recordType %r" % (pid, p.get("recordType")))
    if p.get("configurable") and not p.get("productOptions"):
        v.append("%s: configurable without productOptions" % pid)
    if p.get("bundleTemplate") is not None:
        if not p.get("configurable"):
            v.append("%s: bundleTemplate without configurable" % pid)
        if p.get("bundleTemplate") not in ("Basic", "Advanced", "DynamicOptions"):
            v.append("%s: bundleTemplate %r" % (pid, p.get("bundleTemplate")))
    if p.get("productOptions") and not p.get("configurable"):
        v.append("%s: productOptions on a non-configurable product" % pid)
    if p.get("priceModel") not in (None, "Recurring", "OneTime", "Usage", "CRBD"):
        v.append("%s: priceModel %r" % (pid, p.get("priceModel")))
    if p.get("billingTiming") not in (None, "In Advance", "In Arrears"):
        v.append("%s: billingTiming %r" % (pid, p.get("billingTiming")))
    for f in ("description", "imageUrl"):
        if p.get(f) is not None and (not isinstance(p[f], str) or len(p[f]) > 255):
            v.append("%s: %s too long or not a string" % (pid, f))
    if p.get("freeTrialType") not in (None, "Days", "Months", "Years"):
        v.append("%s: freeTrialType %r" % (pid, p.get("freeTrialType")))
    if p.get("taxMode") not in (None, "TaxExclusive", "TaxInclusive"):
        v.append("%s: taxMode %r" % (pid, p.get("taxMode")))
    cf = p.get("customFields")
    if cf is not None:
        if not isinstance(cf, dict):
            v.append("%s: customFields not an object" % pid)
        else:
            for k in cf:
                if not re.fullmatch(r"[A-Za-z0-9_]+__c", k):
                    v.append("%s: customFields key %r" % (pid, k))
    for e in p.get("priceBookEntries") or []:
        if not isinstance(e, dict):
            v.append("%s: price book entry not an object" % pid)
            continue
        lp = e.get("listPrice")
        if isinstance(lp, bool) or not isinstance(lp, (int, Decimal)):
            v.append("%s/%s: listPrice %r not a JSON number" % (pid, e.get("id"), lp))
        u = e.get("uom")
        if not isinstance(u, dict):
            v.append("%s/%s: uom missing" % (pid, e.get("id")))
        else:
            ds = u.get("decimalScale")
            if ds is not None and (not isinstance(ds, int) or not 0 <= ds <= 10):
                v.append("%s/%s: decimalScale %r" % (pid, e.get("id"), ds))
            if u.get("roundingMode") not in (None, "Up", "Down", "Nearest"):
                v.append("%s/%s: roundingMode %r" % (pid, e.get("id"), u.get("roundingMode")))
    options = list(p.get("productOptions") or [])
    for f in p.get("productFeatures") or []:
        if isinstance(f, dict):
            options += list(f.get("productOptions") or [])
    for o in options:
        if not isinstance(o, dict):
            continue
        if o.get("optionType") not in (None, "RelatedProduct", "LinkToBundleQuantity"):
            v.append("%s: optionType %r" % (pid, o.get("optionType")))
        mq = o.get("maxQuantity")
        if mq is not None and (not isinstance(mq, int) or mq <= 0):
            v.append("%s: maxQuantity %r" % (pid, mq))
        nested = o.get("product")
        if not (isinstance(nested, dict) and all(nonempty_str(nested.get(k)) for k in ("id", "name", "sku"))):
            v.append("%s: option product without id/name/sku" % pid)
        elif nested.get("id") in HIDDEN_PRODUCTS:
            v.append("%s: option exposes hidden product %s" % (pid, nested.get("id")))
    return v


def sec_products(h):
    r = h.call("GET", "/catalog/products", key())
    lst = as_list(r.json())
    check("products.list.200_json_list", r.status == 200 and lst is not None and is_json_ct(r),
          "200 application/json list", r)
    lst = lst or []
    ids = [p.get("id") if isinstance(p, dict) else None for p in lst]
    check("products.list.items_are_objects", all(isinstance(p, dict) for p in lst), "objects", lst[:1])
    lst = [p for p in lst if isinstance(p, dict)]
    hidden = sorted(set(ids) & set(HIDDEN_PRODUCTS))
    check("products.list.no_hidden_products", not hidden, "none of %s" % sorted(HIDDEN_PRODUCTS), hidden)
    bad = [(p.get("id"), p.get("status"), p.get("publishStatus")) for p in lst
           if p.get("status") != "Active" or p.get("publishStatus") != "Published"]
    check("products.list.only_active_published", not bad, "all status Active and publishStatus Published", bad)
    bad = [p.get("id") for p in lst if not all(nonempty_str(p.get(k)) for k in ("id", "name", "sku"))]
    check("products.list.id_name_sku_present", not bad, "every product has id, name, sku", bad)
    check("products.list.exact_visible_set", set(ids) == ACME_VISIBLE_PRODUCTS and len(ids) == len(set(ids)),
          "exactly the %d Active+Published acme products" % len(ACME_VISIBLE_PRODUCTS),
          "%d items; missing %s; extra %s" % (len(ids), sorted(ACME_VISIBLE_PRODUCTS - set(ids)),
                                              sorted(set(ids) - ACME_VISIBLE_PRODUCTS)))
    skus = [p.get("sku") for p in lst]
    check("products.list.sku_unique", len(skus) == len(set(skus)), "unique skus",
          sorted({s for s in skus if skus.count(s) > 1}))
    viol = []
    for p in lst:
        viol += product_violations(p)
    check("products.list.field_constraints", not viol, "spec constraints of 2.4-2.8 hold", viol[:10])
    inactive = ["%s/%s" % (p.get("id"), e.get("id")) for p in lst for e in p.get("priceBookEntries") or []
                if isinstance(e, dict) and e.get("active") is not True]
    check("products.list.only_active_prices_shown", not inactive,
          "only price book entries with active=true (spec 2.6: only active prices are shown)",
          "inactive entries served: %s" % inactive)
    check("products.list.exact_decimal_text", b"12345678901234.56" in r.raw,
          "raw body contains 12345678901234.56 literally", "not found")

    # --- single product with each auth method --------------------------------
    for name, hdr in (("apikey", key()), ("bearer", bearer(h)), ("basic", basic(DEMO))):
        r = h.call("GET", "/catalog/products/" + PRODUCT_PLAIN, hdr)
        b = r.json() if isinstance(r.json(), dict) else {}
        check("products.read.%s_200" % name,
              r.status == 200 and b.get("id") == PRODUCT_PLAIN and b.get("sku") == PRODUCT_PLAIN_SKU
              and nonempty_str(b.get("name")) and is_json_ct(r),
              "200 with id %s sku %s" % (PRODUCT_PLAIN, PRODUCT_PLAIN_SKU), r)
    v = product_violations(b)
    check("products.read.field_constraints", not v, "spec constraints hold", v)
    pbe = [e.get("id") for e in b.get("priceBookEntries") or [] if isinstance(e, dict)]
    check("products.read.inactive_price_not_shown", pbe and PRODUCT_PLAIN_INACTIVE_PRICE not in pbe,
          "active entries only, without %s" % PRODUCT_PLAIN_INACTIVE_PRICE, pbe)

    r = h.call("GET", "/catalog/products/" + PRODUCT_BUNDLE, key())
    b = r.json() if isinstance(r.json(), dict) else {}
    opts = b.get("productOptions") or []
    check("products.read.bundle_options",
          r.status == 200 and b.get("configurable") is True and len(opts) > 0
          and b.get("bundleTemplate") in ("Basic", "Advanced", "DynamicOptions")
          and all(isinstance(o, dict) and isinstance(o.get("product"), dict)
                  and all(nonempty_str(o["product"].get(k)) for k in ("id", "name", "sku")) for o in opts),
          "configurable bundle with productOptions whose product has id/name/sku", r)

    r = h.call("GET", "/catalog/products/" + PRODUCT_BIG_PRICE, key())
    check("products.read.exact_decimal_text",
          r.status == 200 and b"12345678901234.56" in r.raw,
          "raw body contains 12345678901234.56 literally", r)
    b = r.json() if isinstance(r.json(), dict) else {}
    prices = sorted(Decimal(str(e.get("listPrice"))) for e in b.get("priceBookEntries") or []
                    if isinstance(e, dict) and isinstance(e.get("listPrice"), (int, Decimal)))
    want = sorted([Decimal("12345678901234.56"), Decimal("11358024589135.80"), Decimal("9753086331975.30")])
    check("products.read.big_decimal_values", prices == want, "listPrices %s" % [str(x) for x in want],
          [str(x) for x in prices])
    r = h.call("GET", "/catalog/products/" + PRODUCT_SMALL_PRICES, key())
    b = r.json() if isinstance(r.json(), dict) else {}
    prices = sorted(Decimal(str(e.get("listPrice"))) for e in b.get("priceBookEntries") or []
                    if isinstance(e, dict) and isinstance(e.get("listPrice"), (int, Decimal)))
    want = sorted([Decimal("0.0035"), Decimal("0.0032"), Decimal("0.0028")])
    check("products.read.small_decimal_values", prices == want, "listPrices 0.0028, 0.0032, 0.0035",
          [str(x) for x in prices])
    r = h.call("GET", "/catalog/products/" + PRODUCT_UNICODE, key())
    b = r.json() if isinstance(r.json(), dict) else {}
    check("products.read.unicode_name", b.get("name") == PRODUCT_UNICODE_NAME,
          "name %r" % PRODUCT_UNICODE_NAME, b.get("name"))

    # --- malformed ids -> 400 {error, message} -------------------------------
    for label, pid in (("too_short", "01tAc000"), ("16_chars", "01tAc00000Nmrt41"),
                       ("with_dash", "01tAc00000Nmrt4-tZ"), ("19_chars", "01tAc00000Nmrt41tZX"),
                       ("with_underscore", "01tAc00000Nmrt4_tZ")):
        r = h.call("GET", "/catalog/products/" + pid, key())
        check("products.read.malformed_id_400 %s" % label,
              r.status == 400 and err_body(r, ("error", "message")),
              "400 with string fields error and message", r)
    # --- unknown / hidden -> 404 {error, message} ------------------------------
    for label, pid in [("unknown", "01tAc00000ZZZZZZZZ"), ("other_tenant", GLOBEX_PRODUCT)] + \
            [("hidden_%s_%s" % (s, i), i) for i, s in HIDDEN_PRODUCTS.items()]:
        r = h.call("GET", "/catalog/products/" + pid, key())
        check("products.read.not_found_404 %s" % label,
              r.status == 404 and err_body(r, ("error", "message")),
              "404 with string fields error and message", r)
        if label.startswith("hidden"):
            check("products.read.hidden_not_leaked %s" % pid, pid.encode() not in r.raw
                  or b'"sku"' not in r.raw, "no product data in the 404 body", r)


def sec_isolation(h):
    g = key(GLOBEX_KEY)
    for pid in (PRODUCT_PLAIN, PRODUCT_BIG_PRICE):
        r = h.call("GET", "/catalog/products/" + pid, g)
        check("isolation.globex_reads_acme_product_404", r.status == 404, "404", r)
    r = h.call("GET", "/catalog/products/" + PRODUCT_PLAIN, bearer(h, DEMO, GLOBEX_ACCESS))
    check("isolation.bearer_globex_reads_acme_product_404", r.status == 404, "404", r)
    for cid in (CONTACT_MARGARET, CONTACT_DAVID):
        r = h.call("GET", "/contacts/" + cid, g)
        check("isolation.globex_reads_acme_contact_404", r.status == 404, "404", r)
    r = h.call("GET", "/contacts/" + GLOBEX_CONTACT, key())
    check("isolation.acme_reads_globex_contact_404", r.status == 404, "404", r)
    r = h.call("GET", "/contacts?customerId=" + CUST_NORTHWIND, g)
    lst = as_list(r.json())
    check("isolation.globex_lists_acme_customer_contacts_empty",
          r.status == 404 or (r.status == 200 and lst == []),
          "404 or an empty list", r)
    r = h.call("PATCH", "/contacts/" + CONTACT_DAVID, g, body={"title": "Globex Was Here"})
    check("isolation.globex_patches_acme_contact_404", r.status == 404, "404", r)
    r = h.call("GET", "/contacts/" + CONTACT_DAVID, key())
    b = r.json() if isinstance(r.json(), dict) else {}
    check("isolation.cross_tenant_patch_changed_nothing", b.get("title") == "Director of Procurement",
          "title 'Director of Procurement'", b.get("title"))
    r = h.call("GET", "/webhook-endpoints", g)
    lst = as_list(r.json()) or []
    wids = {w.get("id") for w in lst if isinstance(w, dict)}
    check("isolation.globex_webhooks_only_globex", r.status == 200 and wids == GLOBEX_WEBHOOKS,
          "globex endpoints %s" % sorted(GLOBEX_WEBHOOKS), r)
    r = gql(h, '{ Customer(where: {id: {_eq: "%s"}}) { id } }' % CUST_NORTHWIND, None, g)
    check("isolation.globex_query_acme_customer_empty", gql_ids(r, "Customer") == [],
          "data.Customer == []", r)
    r = gql(h, '{ Contact(where: {id: {_eq: "%s"}}) { id } }' % CONTACT_MARGARET, None, g)
    check("isolation.globex_query_acme_contact_empty", gql_ids(r, "Contact") == [],
          "data.Contact == []", r)
    r = gql(h, '{ Product(where: {id: {_eq: "%s"}}) { id } }' % PRODUCT_PLAIN, None, g)
    check("isolation.globex_query_acme_product_empty", gql_ids(r, "Product") == [],
          "data.Product == []", r)
