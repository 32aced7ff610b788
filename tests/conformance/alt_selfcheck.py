#!/usr/bin/env python3
"""Checks that the alternative service (alt_service.py) really answers in the shapes its header
documents for the admin screens: tenant details, webhook endpoints (enveloped and bare),
invoices and their deletion, and the query endpoint with its errors.  The C++ API tests check
that the client copes with those shapes; this keeps the shapes from drifting under them.

Usage:  python3 alt_selfcheck.py [-v]        (starts alt_service.py next to this file)
Prints one line per failed check and "N passed, M failed"; exit code 0 only when none failed.
Python 3 standard library only.
"""

import http.client
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NORTH = {"svc-api-key": "alt-key-north"}
passed = failed = 0
verbose = "-v" in sys.argv[1:]


def check(name, ok, got):
    global passed, failed
    if ok:
        passed += 1
        if verbose:
            print("ok   %s" % name)
    else:
        failed += 1
        print("FAIL %s: got %s" % (name, json.dumps(got, default=str)[:400]))


def call(port, method, path, headers=None, body=None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    data = json.dumps(body).encode() if body is not None else None
    conn.request(method, path, body=data, headers=dict(headers or {}, **({"Content-Type": "application/json"}
                                                                         if data else {})))
    r = conn.getresponse()
    raw = r.read()
    conn.close()
    try:
        return r.status, json.loads(raw)
    except ValueError:
        return r.status, raw


def token(port):
    _, g = call(port, "POST", "/auth/token", body={"userName": "olga@alt.test", "password": "pa55-word!",
                                                   "showTenants": "true"})
    return {"Authorization": "Bearer " + g["access_token"]}


def gql(port, query, variables=None, headers=NORTH):
    return call(port, "GET", "/api/async/graphql", headers, {"query": query, "variables": variables or {}})


def run(port):
    south = dict(token(port), apiAccessKey="sk-21be04")

    s, t = call(port, "GET", "/tenant", NORTH)
    d = t.get("data") if isinstance(t, dict) else None
    check("tenant.north_enveloped_other_names",
          s == 200 and isinstance(d, dict) and d.get("displayName") == "North Star Retail"
          and d.get("timeZone") == "Europe/Stockholm" and isinstance(d.get("capabilities"), dict)
          and isinstance(d.get("quotas"), list) and isinstance(d.get("established"), int), t)
    s, t = call(port, "GET", "/tenant", south)
    d = t.get("data") if isinstance(t, dict) else {}
    check("tenant.south_other_shape", s == 200 and d.get("capabilities") == [] and d.get("quotas") is None, t)

    priced = []
    for page in (1, 2):
        s, body = call(port, "GET", "/catalog/products?page=%d" % page, south)
        priced += [p for p in body.get("data", []) if p.get("productCategory") == "Priced"]
    tiers = [t for p in priced for e in p["priceBookEntries"] for tag in e.get("priceTags", [])
             for t in tag["priceTiers"]]
    check("catalog.south_priced_other_shape",
          len(priced) == 7 and all("priceTags" not in p for p in priced)
          and any(isinstance(t.get("amount"), str) for t in tiers)
          and all(t.get("tierNumber") for t in tiers), priced)
    s, seats = call(port, "GET", "/catalog/products/01tSw00000PrDi8AAE", south)
    check("catalog.south_bundle_option_read_by_id_only",
          s == 200 and seats.get("soldIndependently") is False
          and all(p["id"] != "01tSw00000PrDi8AAE" for p in priced), seats)

    s, w = call(port, "GET", "/webhook-endpoints", NORTH)
    check("webhooks.north_enveloped", s == 200 and isinstance(w, dict) and isinstance(w.get("data"), list)
          and "endpointUrl" in w["data"][0] and "nextCursor" in w, w)
    s, w = call(port, "GET", "/webhook-endpoints", south)
    check("webhooks.south_bare", s == 200 and isinstance(w, list) and len(w) == 2
          and isinstance(w[0].get("topics"), str) and w[0].get("active") == "yes", w)

    s, q = gql(port, "{ Invoice { id status grandTotal } }")
    rows = (q.get("data") or {}).get("Invoice") or []
    check("query.invoices", s == 200 and len(rows) == 12 and all(isinstance(r["grandTotal"], str) for r in rows)
          and {r["status"] for r in rows} == {"Draft", "Canceled", "Posted", "Paid", "PartiallyPaid", "Void"}, q)
    s, q = gql(port, "query ($s: String) { Invoice(where: {status: {_eq: $s}}) { documentNumber } }",
               {"s": "PartiallyPaid"})
    check("query.invoice_by_status_variable",
          [r.get("documentNumber") for r in q["data"]["Invoice"]] == ["NS-2024-0107", "NS-2024-0111"], q)
    s, q = gql(port, '{ Contact(where: {email: {_eq: "zoe@north.example"}}) { id name title } }')
    check("query.contact_by_email", q.get("data", {}).get("Contact") == [
        {"id": "003Ns00000Ct1AaAAE", "name": "Zoë Ångström", "title": "Head of Procurement"}], q)
    s, q = gql(port, "query ($n: String) { Contact(where: {name: {_eq: $n}}) { id email } }",
               {"n": "Sparse Person"})
    check("query.contact_by_name_missing_fields_left_out",
          q.get("data", {}).get("Contact") == [{"id": "003Ns00000Ct3CcAAQ", "email": None}], q)
    s, q = gql(port, "{ Contact(where: {id: {_eq: \"003Ns00000Ct3CcAAQ\"}}) { id phone } }")
    check("query.absent_field_not_written", q.get("data", {}).get("Contact") == [{"id": "003Ns00000Ct3CcAAQ"}], q)
    s, q = gql(port, "{ Customer(limit: 1, offset: 1) { id } }")
    check("query.limit_offset", q.get("data", {}).get("Customer") == [{"id": "001Ns00000Cu5tB2AQ"}], q)

    for name, query, code, line, column in (
            ("syntax", "{ Invoice { id ", "SYNTAX_ERROR", 1, 16),
            ("unknown_entity", "{\n  Spaceship { id }\n}", "UNKNOWN_ENTITY", 2, 3),
            ("unknown_field", "{ Contact { id nickname } }", "UNKNOWN_FIELD", 1, 16),
            ("unknown_where_field", "{ Contact(where: {shoeSize: {_eq: 9}}) { id } }", "UNKNOWN_FIELD", 1, 19),
            ("undeclared_variable", "{ Invoice(where: {status: {_eq: $s}}) { id } }", "BAD_VARIABLE", 1, 33),
            ("missing_variable", "query ($s: String) { Invoice(where: {status: {_eq: $s}}) { id } }",
             "BAD_VARIABLE", 1, 52)):
        s, q = gql(port, query)
        e = (q.get("errors") or [{}])[0] if isinstance(q, dict) else {}
        check("query.error_%s" % name,
              s == 200 and q.get("data") is None and "locations" not in e
              and e.get("extensions") == {"code": code, "line": line, "column": column}, q)

    s, r = call(port, "DELETE", "/billing/invoices", NORTH,
                {"invoiceIds": ["3f6c2a1e-8b7d-4c59-9e21-0a4b5c6d7e01", "3f6c2a1e-8b7d-4c59-9e21-0a4b5c6d7e04"]})
    check("invoices.not_deletable_named", s == 400 and r.get("errorCode") == "INVOICE_NOT_DELETABLE"
          and "NS-2024-0104" in r.get("message", ""), r)
    s, r = call(port, "DELETE", "/billing/invoices", NORTH, {"graphqlFilter": "{status: {_eq: Cancelled}}"})
    check("invoices.delete_by_filter_count", s == 200 and r == {"result": "deleted", "count": 2}, r)
    s, q = gql(port, "{ Invoice(where: {status: {_in: [Canceled, Draft]}}) { status } }")
    check("invoices.only_drafts_left", [x["status"] for x in q["data"]["Invoice"]] == ["Draft", "Draft"], q)
    call(port, "POST", "/_alt/reset")


def main():
    proc = subprocess.Popen([sys.executable, os.path.join(HERE, "alt_service.py"), "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = proc.stdout.readline()
        port = int(line.rsplit(":", 1)[1])
        run(port)
    except Exception as e:  # noqa: BLE001 - report and fail
        check("run.completed", False, repr(e))
    finally:
        proc.kill()
        proc.wait(timeout=5)
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
