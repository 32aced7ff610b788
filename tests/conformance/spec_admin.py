"""Conformance checks: the query endpoint (4.7), invoice deletion (2.2, 4.1), webhook
endpoints (4.3) and tenant details (4.6)."""

from spec_common import *  # noqa: F401,F403 - the shared facts, checks and helpers


def sec_query(h):
    q = '{ Customer(where: {id: {_eq: "%s"}}) { id name parentCustomerId } }' % CUST_NORTHWIND_UK
    for name, hdr in (("apikey", key()), ("bearer", bearer(h)), ("basic", basic(DEMO))):
        r = gql(h, q, {}, hdr)
        rows = gql_rows(r, "Customer")
        check("query.filter_by_id.%s" % name,
              r.status == 200 and rows is not None and len(rows) == 1
              and rows[0].get("id") == CUST_NORTHWIND_UK
              and rows[0].get("parentCustomerId") == CUST_NORTHWIND
              and rows[0].get("name") == "Northwind Traders UK Ltd",
              "one Customer %s with parentCustomerId %s" % (CUST_NORTHWIND_UK, CUST_NORTHWIND), r)
    rows = gql_rows(r, "Customer") or [{}]
    extra = set(rows[0]) - {"id", "name", "parentCustomerId"}
    check("query.only_selected_fields", not extra, "only id, name, parentCustomerId", sorted(extra))

    r = gql(h, '{ Customer(where: {parentCustomerId: {_eq: "%s"}}) { id parentCustomerId } }' % CUST_NORTHWIND)
    ids = gql_ids(r, "Customer")
    check("query.filter_by_parentCustomerId", ids is not None and sorted(ids) == sorted([CUST_NORTHWIND_UK, CUST_NORTHWIND_DE]),
          "Customers %s" % sorted([CUST_NORTHWIND_UK, CUST_NORTHWIND_DE]), r)
    r = gql(h, '{ Customer(where: {id: {_in: ["%s", "%s"]}}) { id } }' % (CUST_INITECH, CUST_INITECH_JP))
    ids = gql_ids(r, "Customer")
    check("query.in", ids is not None and sorted(ids) == sorted([CUST_INITECH, CUST_INITECH_JP]),
          "Customers %s" % sorted([CUST_INITECH, CUST_INITECH_JP]), r)
    r = gql(h, '{ Customer(where: {currency: {_neq: "USD"}}) { id currency } }')
    ids = gql_ids(r, "Customer")
    want = sorted(k for k, v in ACME_CUSTOMERS.items() if v != "USD")
    check("query.neq", ids is not None and sorted(ids) == want, "Customers %s" % want, r)
    r = gql(h, '{ Customer(where: {currency: {_nin: ["USD", "GBP"]}}) { id } }')
    ids = gql_ids(r, "Customer")
    want = sorted(k for k, v in ACME_CUSTOMERS.items() if v not in ("USD", "GBP"))
    check("query.nin", ids is not None and sorted(ids) == want, "Customers %s" % want, r)
    r = gql(h, '{ Customer(where: {_and: [{currency: {_eq: "GBP"}}, {parentCustomerId: {_eq: "%s"}}]}) { id } }'
            % CUST_NORTHWIND)
    ids = gql_ids(r, "Customer")
    check("query.and", ids == [CUST_NORTHWIND_UK], "Customers [%s]" % CUST_NORTHWIND_UK, r)
    r = gql(h, '{ Customer(where: {_or: [{id: {_eq: "%s"}}, {currency: {_eq: "JPY"}}]}) { id } }' % CUST_NORTHWIND)
    ids = gql_ids(r, "Customer")
    check("query.or", ids is not None and sorted(ids) == sorted([CUST_NORTHWIND, CUST_INITECH_JP]),
          "Customers %s" % sorted([CUST_NORTHWIND, CUST_INITECH_JP]), r)

    r = gql(h, "{ Customer { id } }")
    all_ids = gql_ids(r, "Customer")
    check("query.no_where_lists_all", all_ids is not None and sorted(all_ids) == sorted(ACME_CUSTOMERS),
          "all %d acme customers" % len(ACME_CUSTOMERS), r)
    r = gql(h, "{ Customer(limit: 3) { id } }")
    ids = gql_ids(r, "Customer")
    check("query.limit", ids is not None and len(ids) == 3, "3 Customers", r)
    r = gql(h, "{ Customer(limit: 2, offset: 1) { id } }")
    ids = gql_ids(r, "Customer")
    check("query.limit_offset", ids is not None and all_ids is not None and ids == all_ids[1:3],
          "Customers %s (items 2-3 of the unpaged list)" % (all_ids[1:3] if all_ids else "?"), r)
    r = gql(h, "{ Customer(offset: 100) { id } }")
    check("query.offset_past_end", gql_ids(r, "Customer") == [], "data.Customer == []", r)

    r = gql(h, "query ($cid: String) { Contact(where: {customerId: {_eq: $cid}}) { id customerId } }",
            {"cid": CUST_NORTHWIND})
    ids = gql_ids(r, "Contact")
    check("query.variables_contact_by_customer",
          ids is not None and sorted(ids) == sorted([CONTACT_MARGARET, CONTACT_DAVID]),
          "Contacts %s" % sorted([CONTACT_MARGARET, CONTACT_DAVID]), r)
    r = gql(h, "query ($ids: [String]) { Customer(where: {id: {_in: $ids}}) { id } }",
            {"ids": [CUST_NORTHWIND_DE, CUST_INITECH]})
    ids = gql_ids(r, "Customer")
    check("query.variables_list", ids is not None and sorted(ids) == sorted([CUST_NORTHWIND_DE, CUST_INITECH]),
          "Customers %s" % sorted([CUST_NORTHWIND_DE, CUST_INITECH]), r)

    r = gql(h, '{ Product(where: {id: {_eq: "%s"}}) { id name sku } }' % PRODUCT_PLAIN)
    rows = gql_rows(r, "Product")
    check("query.product_by_id", rows is not None and len(rows) == 1 and rows[0].get("sku") == PRODUCT_PLAIN_SKU,
          "one Product %s" % PRODUCT_PLAIN, r)
    r = gql(h, '{ Product(where: {id: {_in: %s}}) { id } }' % json.dumps(sorted(HIDDEN_PRODUCTS)))
    check("query.hidden_products_not_served", gql_ids(r, "Product") == [], "data.Product == []", r)
    r = gql(h, "{ Product { id } }")
    ids = gql_ids(r, "Product")
    check("query.product_list_only_visible", ids is not None and set(ids) == ACME_VISIBLE_PRODUCTS,
          "exactly the %d visible acme products" % len(ACME_VISIBLE_PRODUCTS),
          r if ids is None else "hidden present: %s; count %d" % (sorted(set(ids) & set(HIDDEN_PRODUCTS)), len(ids)))
    r = gql(h, '{ Invoice(where: {status: {_eq: "Canceled"}}) { id status } }')
    rows = gql_rows(r, "Invoice")
    check("query.invoice_by_status",
          rows is not None and sorted(x.get("id") for x in rows) == sorted(INV_CANCELED)
          and all(x.get("status") == "Canceled" for x in rows),
          "the 5 Canceled acme invoices", r)
    r = gql(h, '{ Contact(where: {id: {_eq: "%s"}}) { id email } }' % CONTACT_MARGARET)
    rows = gql_rows(r, "Contact")
    check("query.contact_by_id", rows is not None and len(rows) == 1 and rows[0].get("email") == MARGARET_EMAIL,
          "one Contact with email %s" % MARGARET_EMAIL, r)

    r = gql(h, "{ Spaceship { id } }")
    check("query.unknown_entity_errors", gql_errors(r) and not (isinstance(r.json(), dict) and r.json().get("data")),
          '{"errors":[{"message":...}]} without data', r)
    r = gql(h, "{ Customer(where: {id: {_eq: ")
    check("query.syntax_error_400_errors", r.status == 400 and gql_errors(r),
          '400 {"errors":[{"message":...}]}', r)
    r = gql(h, "{ Customer { id ")
    check("query.syntax_error_unclosed_400", r.status == 400 and gql_errors(r),
          '400 {"errors":[{"message":...}]}', r)
    sec_query_admin(h)


def first_error(r):
    b = r.json()
    errs = b.get("errors") if isinstance(b, dict) else None
    return errs[0] if isinstance(errs, list) and errs and isinstance(errs[0], dict) else {}


def sec_query_admin(h):
    """What the admin screens ask the query endpoint (documented sandbox choices)."""
    q = "query Q($s: String) { Invoice(where: {status: {_eq: $s}}) { id status } }"
    r = gql(h, q, {"s": "Canceled"})
    check("query.invoice_status_variable", sorted(gql_ids(r, "Invoice") or []) == sorted(INV_CANCELED),
          "the 5 Canceled acme invoices", r)
    r = gql(h, "{ Invoice(where: {status: {_eq: Void}}) { id status } }")
    rows = gql_rows(r, "Invoice")
    check("query.invoice_status_enum_value",
          rows is not None and len(rows) == 3 and all(x.get("status") == "Void" for x in rows),
          "the 3 Void acme invoices", r)
    fields = ["id", "invoiceNumber", "status", "customerId", "invoiceDate", "dueDate", "totalAmount",
              "currencyIsoCode"]
    r = gql(h, "{ Invoice(limit: 2) { %s } }" % " ".join(fields))
    rows = gql_rows(r, "Invoice") or []
    check("query.invoice_fields",
          len(rows) == 2 and all(list(x) == fields and None not in x.values() for x in rows),
          "2 invoices with %s" % fields, r)
    statuses = {x.get("status") for x in gql_rows(gql(h, "{ Invoice { status } }"), "Invoice") or []}
    want = {"Draft", "Canceled", "Posted", "Paid", "PartiallyPaid", "Void"}
    check("query.invoice_statuses", statuses == want, sorted(want), sorted(statuses, key=str))
    r = gql(h, "{ total: Invoice_aggregate { count } "
               "open: Invoice_aggregate(where: {status: {_in: [Draft, Canceled]}}) { count } }")
    b = r.json() if isinstance(r.json(), dict) else {}
    d = b.get("data") or {}
    check("query.aggregate_count",
          (d.get("total") or {}).get("count") == INV_ACME_TOTAL and (d.get("open") or {}).get("count") == 10,
          '{"total":{"count":%d},"open":{"count":10}}' % INV_ACME_TOTAL, r)
    r = gql(h, '{ Contact(where: {email: {_eq: "%s"}}) { id name email } }' % DAVID_EMAIL)
    check("query.contact_by_email", gql_ids(r, "Contact") == [CONTACT_DAVID], "[%s]" % CONTACT_DAVID, r)
    r = gql(h, "query ($n: String!) { Contact(where: {name: {_eq: $n}}) { id } }", {"n": DAVID_NAME})
    check("query.contact_by_name", gql_ids(r, "Contact") == [CONTACT_DAVID], "[%s]" % CONTACT_DAVID, r)
    r = gql(h, "{ WebhookEndpoint { id } }")
    check("query.webhook_endpoints", set(gql_ids(r, "WebhookEndpoint") or []) == ACME_WEBHOOKS,
          "the acme webhook endpoints", r)

    for name, query, variables, status, code, line, column, path in (
            ("syntax", "{ Invoice { id ", {}, 400, "GRAPHQL_PARSE_FAILED", 1, 16, None),
            ("unknown_entity", "{\n  Spaceship { id }\n}", {}, 200, "UNKNOWN_ENTITY", 2, 3, ["Spaceship"]),
            ("unknown_field", "{ Invoice { id nope } }", {}, 200, "UNKNOWN_FIELD", 1, 16, ["Invoice", "nope"]),
            ("unknown_where_field", "{ Invoice(where: {colour: {_eq: red}}) { id } }", {}, 200,
             "UNKNOWN_FIELD", 1, 19, ["Invoice"]),
            ("undefined_variable", "{ Invoice(where: {status: {_eq: $s}}) { id } }", {}, 200, "BAD_VARIABLE",
             1, 33, ["Invoice"]),
            ("required_variable_missing", "query ($s: String!) { Invoice(where: {status: {_eq: $s}}) { id } }",
             {}, 200, "BAD_VARIABLE", 1, 8, None),
            ("variable_wrong_type", "query ($n: Int) { Invoice(limit: $n) { id } }", {"n": "three"}, 200,
             "BAD_VARIABLE", 1, 8, None)):
        r = gql(h, query, variables)
        e = first_error(r)
        b = r.json()
        check("query.error_%s" % name,
              r.status == status and isinstance(b, dict) and "data" not in b
              and e.get("locations") == [{"line": line, "column": column}]
              and e.get("path") == path and (e.get("extensions") or {}).get("code") == code
              and nonempty_str(e.get("message")),
              "%d, errors[0] at %d:%d, path %s, code %s" % (status, line, column, path, code), r)


def del_inv(h, body, hdr=None, raw=None, accept=None):
    hd = dict(hdr or key())
    if accept:
        hd["Accept"] = accept
    if raw is not None:
        return h.call("DELETE", "/billing/invoices", hd, raw_body=raw)
    if body is NOBODY:
        return h.call("DELETE", "/billing/invoices", hd)
    return h.call("DELETE", "/billing/invoices", hd, body=body)


def sec_invoices(h):
    def err(label, body, code, raw=None):
        r = del_inv(h, body, raw=raw)
        b = r.json() if isinstance(r.json(), dict) else {}
        check("invoices.delete.%s" % label,
              r.status == 400 and err_body(r, ("title", "message", "errorCode"))
              and (code is None or b.get("errorCode") == code),
              "400 {title, message, errorCode%s}" % ((": " + code) if code else ""), r)

    err("both_selectors", {"invoiceIds": [INV_CANCELED[0]], "graphqlFilter": "{status: {_eq: Canceled}}"},
        "MUTUALLY_EXCLUSIVE_SELECTORS")
    err("neither_selector", {}, "MISSING_SELECTOR")
    err("only_flags", {"notifyCrm": True}, "MISSING_SELECTOR")
    for i, f in enumerate(["{status: Canceled}", '{id: {_eq: "%s"}}' % INV_CANCELED[0],
                           "status = Canceled", "{status: {_in: [Canceled, Draft]}}",
                           "{status: {_neq: Posted}}", "not a filter"]):
        err("invalid_filter_%d" % i, {"graphqlFilter": f}, "INVALID_FILTER")
    for st in ("Posted", "Paid", "PartiallyPaid", "Void"):
        err("invalid_status_filter_%s" % st, {"graphqlFilter": "{status: {_eq: %s}}" % st},
            "INVALID_STATUS_FILTER")
    for st in ("Cancelled", "Deleted"):
        err("unknown_status_%s" % st, {"graphqlFilter": "{status: {_eq: %s}}" % st}, "UNKNOWN_STATUS")
    err("not_deletable_mixed", {"invoiceIds": [INV_CANCELED[0], INV_POSTED]}, "INVOICE_NOT_DELETABLE")
    err("not_deletable_paid", {"invoiceIds": [INV_PAID]}, "INVOICE_NOT_DELETABLE")
    err("invalid_json", None, None, raw='{"invoiceIds": [')
    err("invoiceIds_not_array", {"invoiceIds": INV_CANCELED[0]}, None)
    err("invoiceIds_item_not_string", {"invoiceIds": [123]}, None)
    err("graphqlFilter_not_string", {"graphqlFilter": {"status": {"_eq": "Canceled"}}}, None)
    left, rr = invoice_ids(h, [INV_CANCELED[0], INV_POSTED, INV_PAID])
    check("invoices.delete.not_deletable_all_or_nothing",
          left == {INV_CANCELED[0], INV_POSTED, INV_PAID}, "all three invoices still present", rr)

    r = del_inv(h, {"invoiceIds": [INV_CANCELED[0], "a0IAc00000ZZZZZZZZ"]})
    check("invoices.delete.unknown_id_404", r.status == 404, "404", r)
    r = del_inv(h, {"invoiceIds": [GLOBEX_INV_CANCELED]})
    check("invoices.delete.other_tenant_id_404", r.status == 404, "404", r)
    left, rr = invoice_ids(h, [INV_CANCELED[0]])
    check("invoices.delete.unknown_id_deleted_nothing", left == {INV_CANCELED[0]},
          "invoice %s still present" % INV_CANCELED[0], rr)
    left, rr = invoice_ids(h, [GLOBEX_INV_CANCELED], GLOBEX_KEY)
    check("invoices.delete.other_tenant_untouched", left == {GLOBEX_INV_CANCELED},
          "globex invoice still present", rr)
    st = stats(h)
    check("stats.lastDeletedInvoiceIds_empty_before_deletion", st.get("lastDeletedInvoiceIds") in ([], None),
          "[] (nothing deleted yet)", st.get("lastDeletedInvoiceIds"))

    # --- success by ids (API key, Accept */*) ----------------------------------------
    body = {"invoiceIds": [INV_CANCELED[0], INV_DRAFT[0]], "notifyCrm": True,
            "notifyDebitMemoChangedToCrm": False, "notifyPaymentChangedToCrm": False}
    r = del_inv(h, body, accept="*/*")
    b = r.json() if isinstance(r.json(), dict) else {}
    check("invoices.delete.by_ids_apikey_200",
          r.status == 200 and b.get("success") is True
          and sorted(b.get("deletedInvoiceIds") or []) == sorted(body["invoiceIds"]),
          '200 {"success":true,"deletedInvoiceIds":%s}' % body["invoiceIds"], r)
    left, rr = invoice_ids(h, body["invoiceIds"])
    check("invoices.delete.by_ids_took_effect", left == set(), "both invoices gone", rr)
    st = stats(h)
    lb = st.get("lastDeleteInvoicesBody")
    if isinstance(lb, str):
        try:
            lb = json.loads(lb)
        except ValueError:
            pass
    check("stats.lastDeleteInvoicesBody", lb == body, "the DELETE body just sent", lb)
    check("stats.lastDeletedInvoiceIds", sorted(st.get("lastDeletedInvoiceIds") or []) == sorted(body["invoiceIds"]),
          "the ids just deleted", st.get("lastDeletedInvoiceIds"))
    r = del_inv(h, {"invoiceIds": [INV_CANCELED[0]]})
    check("invoices.delete.already_deleted_404", r.status == 404, "404", r)

    # --- success by filter (Bearer: Canceled, Basic: Draft) ------------------------------
    r = del_inv(h, {"graphqlFilter": "{status: {_eq: Canceled}}"}, bearer(h))
    b = r.json() if isinstance(r.json(), dict) else {}
    check("invoices.delete.filter_canceled_bearer_200",
          r.status == 200 and b.get("success") is True
          and sorted(b.get("deletedInvoiceIds") or []) == sorted(INV_CANCELED[1:]),
          '200 {"success":true,"deletedInvoiceIds":%s}' % INV_CANCELED[1:], r)
    left, rr = invoices_with_status(h, "Canceled")
    check("invoices.delete.filter_canceled_took_effect", left == set(), "no Canceled acme invoice left", rr)
    left, rr = invoices_with_status(h, "Draft")
    check("invoices.delete.filter_canceled_spared_drafts", left == set(INV_DRAFT[1:]),
          "the 4 remaining Draft invoices untouched", rr)
    left, rr = invoice_ids(h, [GLOBEX_INV_CANCELED], GLOBEX_KEY)
    check("invoices.delete.filter_stays_in_tenant", left == {GLOBEX_INV_CANCELED},
          "globex Canceled invoice still present", rr)

    r = del_inv(h, {"graphqlFilter": "{ status : { _eq : Draft } }", "notifyCrm": False}, basic(DEMO))
    b = r.json() if isinstance(r.json(), dict) else {}
    check("invoices.delete.filter_draft_basic_200",
          r.status == 200 and b.get("success") is True
          and sorted(b.get("deletedInvoiceIds") or []) == sorted(INV_DRAFT[1:]),
          '200 {"success":true,"deletedInvoiceIds":%s}' % INV_DRAFT[1:], r)
    r = gql(h, "{ Invoice { id status } }")
    rows = gql_rows(r, "Invoice")
    statuses = sorted({x.get("status") for x in rows or []})
    check("invoices.delete.only_non_deletable_remain",
          rows is not None and len(rows) == INV_ACME_TOTAL - 10
          and statuses == ["Paid", "PartiallyPaid", "Posted", "Void"],
          "20 invoices left, all Paid, PartiallyPaid, Posted or Void", r)


def sec_webhooks_and_tenant(h):
    for name, hdr in (("apikey", key()), ("bearer", bearer(h)), ("basic", basic(DEMO))):
        r = h.call("GET", "/webhook-endpoints", hdr)
        lst = as_list(r.json())
        ok = (r.status == 200 and lst and all(isinstance(w, dict) and isinstance(w.get("url"), str)
                                             and re.match(r"https?://", w["url"]) for w in lst))
        check("webhooks.list.%s_200_with_urls" % name, ok, "200 non-empty list, every item with a url", r)
        wids = {w.get("id") for w in lst or [] if isinstance(w, dict)}
        check("webhooks.list.%s_acme_endpoints" % name, wids == ACME_WEBHOOKS,
              "acme endpoints %s" % sorted(ACME_WEBHOOKS), sorted(x for x in wids if x))
    check("webhooks.list.json_content_type", is_json_ct(r), "application/json", r.header("content-type"))

    for name, hdr, tid, tname in (
            ("basic_acme", basic(DEMO, ACME_ACCESS), "acme", "Acme Software Ltd"),
            ("basic_globex", basic(DEMO, GLOBEX_ACCESS), "globex", "Globex Corporation"),
            ("basic_ana", basic(ANA, ACME_ACCESS), "acme", "Acme Software Ltd"),
            ("apikey", key(), "acme", "Acme Software Ltd"),
            ("bearer", bearer(h, DEMO, GLOBEX_ACCESS), "globex", "Globex Corporation")):
        r = h.call("GET", "/tenant", hdr)
        b = r.json()
        vals = set(str(v) for v in b.values()) if isinstance(b, dict) else set()
        check("tenant.%s_200" % name, r.status == 200 and isinstance(b, dict) and (tid in vals or tname in vals),
              "200 object identifying tenant %s" % tid, r)
        check("tenant.%s_no_api_key_leak" % name, b"sk_sandbox_" not in r.raw, "no API key in body", r)
    for tenant, hdr, feature_type, vendor in (("acme", key(), str, "x_acmeInternalRef"),
                                              ("globex", key(GLOBEX_KEY), dict, "vndGlobexSegment")):
        b = h.call("GET", "/tenant", hdr).json()
        b = b if isinstance(b, dict) else {}
        scalars = ["id", "name", "region", "currency", "timezone", "plan", "createdDate", "contactEmail"]
        check("tenant.%s_details" % tenant,
              b.get("id") == tenant and all(nonempty_str(b.get(f)) for f in scalars)
              and isinstance(b.get("features"), list) and b["features"]
              and all(isinstance(x, feature_type) for x in b["features"])
              and isinstance(b.get("limits"), dict) and vendor in b,
              "%s, features as %s, limits, %s" % (scalars, feature_type.__name__, vendor), b)
    r = h.call("GET", "/tenant", basic(DEMO, None))
    check("tenant.basic_without_apiAccessKey_401", r.status == 401, "401", r)
    r = h.call("GET", "/tenant", basic(HANK, ACME_ACCESS))
    check("tenant.basic_user_not_in_tenant_401", r.status == 401, "401", r)


def sec_webhook_shapes(h):
    """acme answers a bare array, globex {"data": [...]} with other field names and stray values."""
    r = h.call("GET", "/webhook-endpoints", key())
    check("webhooks.acme_bare_array", isinstance(r.json(), list), "a JSON array", r)
    r = h.call("GET", "/webhook-endpoints", key(GLOBEX_KEY))
    b = r.json()
    lst = b.get("data") if isinstance(b, dict) else None
    check("webhooks.globex_enveloped", isinstance(lst, list) and list(b) == ["data"], '{"data": [...]}', r)
    lst = lst if isinstance(lst, list) else []
    objs = [w for w in lst if isinstance(w, dict)]
    check("webhooks.globex_other_shapes",
          any("target" in w for w in objs) and any("endpointUrl" in w for w in objs)
          and not any("url" in w for w in objs)
          and any(isinstance(w.get("eventTypes"), str) for w in objs)
          and any(isinstance(w.get("eventTypes"), list) for w in objs)
          and all(isinstance(w.get("enabled"), bool) for w in objs)
          and any(isinstance(w.get("auth"), dict) for w in objs),
          "target/endpointUrl, eventTypes as list or string, enabled, auth objects", r)
    check("webhooks.globex_stray_values", None in lst and any(isinstance(w, int) for w in lst),
          "a null and a number among the records", r)

    for tenant, on, want in (("acme", "true", dict), ("acme", "false", list), ("globex", "false", list),
                             ("globex", "true", dict)):
        r = h.call("POST", "/_sandbox/config?tenant=%s&webhooksEnveloped=%s" % (tenant, on))
        got = h.call("GET", "/webhook-endpoints", key(ACME_KEY if tenant == "acme" else GLOBEX_KEY)).json()
        check("webhooks.switch_%s_%s" % (tenant, on), r.status == 204 and isinstance(got, want),
              "204, then a %s" % want.__name__, r)
    r = h.call("POST", "/_sandbox/config?tenant=nobody&webhooksEnveloped=true")
    check("webhooks.switch_unknown_tenant_400", r.status == 400, "400", r)
