#!/usr/bin/env python3
"""Independent conformance client for the Billing Desk sandbox.

Written from the service API specification (service-api.md) and the
documented sandbox choices only; it does not look at the implementation.

Usage:  python3 spec_client.py /path/to/billing-desk-sandbox [-v]

The script starts the sandbox with "--port 0 --token-lifetime 3", runs every
check over HTTP (http.client, 10 s timeout per request), stops the process
again, prints one line per failed check and ends with "N passed, M failed".
Exit code 0 only when no check failed.  Python 3 standard library only.
"""

import base64
import datetime
import http.client
import json
import queue
import re
import subprocess
import sys
import threading
import time
import traceback
from decimal import Decimal

# ---------------------------------------------------------------------------
# Sample data facts (documented sandbox choices)
# ---------------------------------------------------------------------------

API_KEY_HEADER = "svc-api-key"
ACME_ACCESS = "2d0ca7bea5e682b0fd853504bbec85a8"
GLOBEX_ACCESS = "6879ea4c703b3e14b2a46fd8c9904b1b"
WRONG_ACCESS = "0123456789abcdef0123456789abcdef"
ACME_KEY = "sk_sandbox_acme_Z4P7lNB4gaiDAAXfbNNUo1py"
GLOBEX_KEY = "sk_sandbox_globex_8K04XZ6f2H1FUwX5z1pCvI"
DEMO = ("demo@billingdesk.test", "demo-password")      # acme + globex
ANA = ("ana@acme.test", "ana-sandbox-2024")             # acme only
HANK = ("hank@globex.test", "hank-sandbox-2024")        # globex only

HIDDEN_PRODUCTS = {
    "01tAc00000LBpPoOMy": "Inactive",
    "01tAc000008gg77JBV": "Draft",
    "01tAc00000SpwPMrbR": "Unpublished",
    "01tAc00000fsuoWU4F": "Unpublished",
}
ACME_VISIBLE_PRODUCTS = {
    "01tAc000001AdBdsAE", "01tAc000001EEiw8bg", "01tAc000001YmIAf7E", "01tAc000003xihIT4n",
    "01tAc0000047i4xDuv", "01tAc000004xHRd7qH", "01tAc000006oT5IE0k", "01tAc000007mxxU39T",
    "01tAc000007ta7PKWv", "01tAc00000962FxiNC", "01tAc00000BK5llE8x", "01tAc00000BbbB1wiy",
    "01tAc00000Bvc6BzEh", "01tAc00000CSqkueir", "01tAc00000Cc0b65oX", "01tAc00000CtVMctru",
    "01tAc00000DiyfL7tb", "01tAc00000E3Ql0SeJ", "01tAc00000H4pVXXOg", "01tAc00000JCtKsMel",
    "01tAc00000Jo71sL90", "01tAc00000Kn7ETSLO", "01tAc00000LWesK3Ct", "01tAc00000MwyLNXOx",
    "01tAc00000Nmrt41tZ", "01tAc00000TZeihmqt", "01tAc00000TksNEYEJ", "01tAc00000VGd7TnQn",
    "01tAc00000VjddD4UC", "01tAc00000WtrqYPYD", "01tAc00000bNNw3JSu", "01tAc00000bgUge6EL",
    "01tAc00000eDXrA0Ii", "01tAc00000eZcPypDw", "01tAc00000f5xrbWrB", "01tAc00000g5B6MWya",
    "01tAc00000jF1xTz4w", "01tAc00000l8KtT010", "01tAc00000nNyLtPi0", "01tAc00000nsrVe5Nl",
    "01tAc00000pFsoYOkG", "01tAc00000qKbvarXX", "01tAc00000uIRzbMoc", "01tAc00000vRQD2mGz",
    "01tAc00000vaIs8JXY",
}
PRODUCT_PLAIN = "01tAc00000Nmrt41tZ"          # Analytics Pro - Monthly
PRODUCT_PLAIN_SKU = "ACM-ANL-PRO-M"
PRODUCT_PLAIN_INACTIVE_PRICE = "01uAc000007bxwK2x5"   # active: false in the sample data
PRODUCT_BUNDLE = "01tAc00000bgUge6EL"         # Field Kit bundle (configurable)
PRODUCT_BIG_PRICE = "01tAc000001AdBdsAE"      # listPrice 12345678901234.56
PRODUCT_SMALL_PRICES = "01tAc00000vaIs8JXY"   # 0.0035, 0.0032, 0.0028
PRODUCT_UNICODE = "01tAc00000nNyLtPi0"
PRODUCT_UNICODE_NAME = "Caf\xe9 Analytics \xc9dition \u2014 \u6771\u4eac\u30c7\u30fc\u30bf \U0001f680"
GLOBEX_PRODUCT = "01tGx00000CLdcqDh4"

CUST_NORTHWIND = "001Ac000008Q7lRVsu"          # parent of tfcRBt7 and hmIrjgt1
CUST_NORTHWIND_UK = "001Ac000000tfcRBt7"
CUST_NORTHWIND_DE = "001Ac00000hmIrjgt1"
CUST_INITECH = "001Ac00000ElXdfY0C"
CUST_INITECH_JP = "001Ac00000I23Dc2Hu"
ACME_CUSTOMERS = {
    CUST_NORTHWIND: "USD", CUST_NORTHWIND_UK: "GBP", CUST_NORTHWIND_DE: "EUR",
    CUST_INITECH: "USD", CUST_INITECH_JP: "JPY", "001Ac00000HcsDPA1m": "USD",
    "001Ac00000CKvg6HAx": "GBP", "001Ac00000pr2MMsja": "USD",
}
GLOBEX_CUSTOMER = "001Gx00000sdf18DQI"

CONTACT_MARGARET = "003Ac00000CgwKLFPs"        # customer Northwind
CONTACT_DAVID = "003Ac00000tFmwU3Mz"           # customer Northwind
CONTACT_ARTHUR = "003Ac00000ydI0XBxW"          # full writable update
CONTACT_HANNAH = "003Ac00000x7FLlgee"          # accepted boundary values
CONTACT_PRIYA = "003Ac00000Y73WkjzD"           # rejected values (must stay unchanged)
CONTACT_SAMIR = "003Ac00000TQ6HTwB6"           # duplicate e-mail warnings
CONTACT_BILL = "003Ac00000oPUW8fkA"            # bearer / basic updates
CONTACT_MAXI = "003Ac00000AnDGoE60"            # firstName 40 and lastName 80 chars already
MARGARET_EMAIL = "margaret.chen@northwind.example"
GLOBEX_CONTACT = "003Gx00000XxqMV4yK"
GLOBEX_CONTACT_EMAIL = "miles.dyson@cyberdyne-logistics.example"

INV_CANCELED = ["a0IAc00000UK2K95lq", "a0IAc00000fO01xqmY", "a0IAc00000NrMbAKFC",
                "a0IAc00000shM792YU", "a0IAc00000F6mm8H4b"]
INV_DRAFT = ["a0IAc00000GhazUmgk", "a0IAc00000WCjMCbeh", "a0IAc00000htzjIP1J",
             "a0IAc00000bxu6VgzT", "a0IAc00000jLZ0VkPh"]
INV_POSTED = "a0IAc00000o8ayU7uM"
INV_POSTED_2 = "a0IAc00000qez5uUDA"
INV_PAID = "a0IAc00000dbR3WFDA"
INV_ACME_TOTAL = 30
GLOBEX_INV_CANCELED = "a0IGx00000RxS3D1qJ"

ACME_WEBHOOKS = {"we_77q922ld6vliils1ufk6vocy", "we_1uah6onuq8oowyjpg6lxvnqt",
                 "we_67eqbcdfiiturerc5s5wwy88", "we_7psvmxstb18uk9tq8chg0hm1",
                 "we_bwf3ugz6zsptd9kms5igwsxq"}
GLOBEX_WEBHOOKS = {"we_3lj1d28yb81djha8bovmtkrn", "we_9v0p0jikajpf6kwy1dkc1wf0",
                   "we_m2b8xq7c1r4t0azaq5d3kw9e", "we_p0k3n9d2w6e1q8ubz7f4hs2c"}

REQUEST_TIMEOUT = 10.0
RUNTIME_BUDGET = 55.0          # seconds; the whole run must stay under 60 s
INVALID = object()             # marker for "body is not valid JSON"
NOBODY = object()

START = time.monotonic()
VERBOSE = False

# ---------------------------------------------------------------------------
# Result bookkeeping
# ---------------------------------------------------------------------------


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = 0
        self.names = set()

    def check(self, name, ok, expected, got):
        n, i = name, 2
        while n in self.names:
            n = "%s#%d" % (name, i)
            i += 1
        self.names.add(n)
        if ok:
            self.passed += 1
            if VERBOSE:
                print("ok   %s" % n, flush=True)
        else:
            self.failed += 1
            print("FAIL %s: expected %s; got %s" % (n, expected, show(got)), flush=True)
        return bool(ok)


R = Results()


def check(name, ok, expected, got):
    return R.check(name, ok, expected, got)


def show(v, limit=400):
    if isinstance(v, Resp):
        s = v.describe(limit)
    elif isinstance(v, str):
        s = v
    else:
        try:
            s = json.dumps(v, ensure_ascii=False, default=str)
        except Exception:
            s = repr(v)
    s = s.replace("\n", "\\n")
    return s if len(s) <= limit else s[:limit] + "...(%d chars)" % len(s)


# ---------------------------------------------------------------------------
# HTTP
# ---------------------------------------------------------------------------


class Resp:
    def __init__(self, method, path):
        self.method = method
        self.path = path
        self.status = None
        self.headers = {}
        self.raw = b""
        self.error = None
        self.elapsed = 0.0
        self._json = None
        self._parsed = False

    def header(self, name):
        return self.headers.get(name.lower())

    @property
    def text(self):
        return self.raw.decode("utf-8", "replace")

    def json(self):
        if not self._parsed:
            self._parsed = True
            try:
                self._json = json.loads(self.raw.decode("utf-8"), parse_float=Decimal)
            except Exception:
                self._json = INVALID
        return self._json

    def describe(self, limit=400):
        head = "%s %s -> " % (self.method, self.path)
        if self.status is None:
            return head + "no response (%s)" % self.error
        body = self.text
        if len(body) > limit:
            body = body[:limit] + "...(%d bytes)" % len(self.raw)
        s = head + "HTTP %s %s" % (self.status, body)
        if self.error:
            s += " [error: %s]" % self.error
        return s


class Http:
    def __init__(self, host, port):
        self.host = host
        self.port = port

    def call(self, method, path, headers=None, body=NOBODY, raw_body=None,
             timeout=REQUEST_TIMEOUT):
        r = Resp(method, path)
        if time.monotonic() - START > RUNTIME_BUDGET:
            r.error = "skipped: runtime budget exhausted"
            return r
        hdrs = {"Accept": "application/json"}
        for k, v in (headers or {}).items():
            for existing in list(hdrs):
                if existing.lower() == k.lower():
                    del hdrs[existing]
            if v is not None:
                hdrs[k] = v
        data = None
        if body is not NOBODY:
            data = json.dumps(body, ensure_ascii=False, default=str).encode("utf-8")
        elif raw_body is not None:
            data = raw_body.encode("utf-8") if isinstance(raw_body, str) else raw_body
        if data is not None and not any(k.lower() == "content-type" for k in hdrs):
            hdrs["Content-Type"] = "application/json"
        # never let one request carry the run past ~57 s
        timeout = min(timeout, max(0.5, RUNTIME_BUDGET + 2.0 - (time.monotonic() - START)))
        t0 = time.monotonic()
        conn = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        try:
            conn.request(method, path, body=data, headers=hdrs)
            hr = conn.getresponse()
            r.status = hr.status
            r.headers = {k.lower(): v for k, v in hr.getheaders()}
            r.raw = hr.read()
        except Exception as e:  # noqa: BLE001 - every transport failure is a result
            r.error = "%s: %s" % (type(e).__name__, e)
        finally:
            conn.close()
            r.elapsed = time.monotonic() - t0
        return r


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------


def key(k=ACME_KEY):
    return {API_KEY_HEADER: k}


def basic(user, access=ACME_ACCESS, password=None):
    u, p = user
    tok = base64.b64encode(("%s:%s" % (u, password if password is not None else p)).encode()).decode()
    h = {"Authorization": "Basic " + tok}
    if access is not None:
        h["apiAccessKey"] = access
    return h


def bearer_hdr(token, access=ACME_ACCESS):
    h = {"Authorization": "Bearer " + token}
    if access is not None:
        h["apiAccessKey"] = access
    return h


def as_list(v):
    """A list payload, either a bare JSON array or wrapped in a common key."""
    if isinstance(v, list):
        return v
    if isinstance(v, dict):
        for k in ("data", "items", "records", "results", "products", "contacts",
                  "webhookEndpoints", "webhooks", "endpoints"):
            if isinstance(v.get(k), list):
                return v[k]
    return None


def is_json_ct(r):
    return (r.header("content-type") or "").split(";")[0].strip().lower() == "application/json"


def nonempty_str(v):
    return isinstance(v, str) and v != ""


def err_body(r, fields):
    b = r.json()
    return isinstance(b, dict) and all(isinstance(b.get(f), str) for f in fields)


def b64url_json(part):
    pad = "=" * (-len(part) % 4)
    return json.loads(base64.urlsafe_b64decode(part + pad).decode("utf-8"))


def b64url_enc(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def parse_dt(s):
    if not isinstance(s, str):
        return None
    try:
        d = datetime.datetime.fromisoformat(s.replace("Z", "+00:00"))
    except ValueError:
        return None
    if d.tzinfo is None:
        d = d.replace(tzinfo=datetime.timezone.utc)
    return d


def get_token(h, user=DEMO, show_tenants="true"):
    return h.call("POST", "/auth/token",
                  body={"userName": user[0], "password": user[1], "showTenants": show_tenants})


def bearer(h, user=DEMO, access=ACME_ACCESS):
    """Fresh bearer headers (tokens only live 3 s in this run)."""
    r = get_token(h, user)
    b = r.json()
    tok = b.get("accessToken") if isinstance(b, dict) else None
    if not isinstance(tok, str):
        tok = "no-token-obtained"
    return bearer_hdr(tok, access)


def stats(h):
    r = h.call("GET", "/_sandbox/stats")
    b = r.json()
    return b if isinstance(b, dict) else {}


def gql(h, query, variables=None, auth=None):
    return h.call("GET", "/api/async/graphql", auth if auth is not None else key(),
                  body={"query": query, "variables": variables if variables is not None else {}})


def gql_rows(r, entity):
    b = r.json()
    if not isinstance(b, dict) or not isinstance(b.get("data"), dict):
        return None
    rows = b["data"].get(entity)
    return rows if isinstance(rows, list) else None


def gql_ids(r, entity):
    rows = gql_rows(r, entity)
    if rows is None:
        return None
    return [x.get("id") if isinstance(x, dict) else None for x in rows]


def gql_errors(r):
    b = r.json()
    if not isinstance(b, dict):
        return False
    errs = b.get("errors")
    return (isinstance(errs, list) and len(errs) > 0
            and all(isinstance(e, dict) and isinstance(e.get("message"), str) for e in errs))


def invoice_ids(h, ids, access_key=ACME_KEY):
    """Which of the given invoice ids still exist (via the query endpoint)."""
    q = "query ($ids: [String]) { Invoice(where: {id: {_in: $ids}}) { id status } }"
    r = gql(h, q, {"ids": list(ids)}, key(access_key))
    got = gql_ids(r, "Invoice")
    return (set(got) if got is not None else None), r


def invoices_with_status(h, status, access_key=ACME_KEY):
    q = "{ Invoice(where: {status: {_eq: \"%s\"}}) { id status } }" % status
    r = gql(h, q, None, key(access_key))
    got = gql_ids(r, "Invoice")
    return (set(got) if got is not None else None), r


# ---------------------------------------------------------------------------
# Sections
# ---------------------------------------------------------------------------


def sec_control_and_stats(h):
    r = h.call("DELETE", "/_sandbox/faults")
    check("control.faults_clear_no_auth", r.status in (200, 204), "2xx for DELETE /_sandbox/faults", r)
    r = h.call("GET", "/_sandbox/stats")
    b = r.json()
    check("stats.get_no_auth_200_json", r.status == 200 and isinstance(b, dict),
          "200 with a JSON object", r)
    fields = ["requests", "unauthorized", "tokensIssued", "tokensRefreshed",
              "lastContactPatchBody", "lastDeleteInvoicesBody", "lastDeletedInvoiceIds"]
    missing = [f for f in fields if not isinstance(b, dict) or f not in b]
    check("stats.has_documented_fields", not missing, "fields %s" % fields, "missing %s" % missing)
    ints = all(isinstance(b.get(f), int) and not isinstance(b.get(f), bool)
               for f in fields[:4]) if isinstance(b, dict) else False
    check("stats.counters_are_integers", ints, "integer counters", b)

    r = h.call("DELETE", "/_sandbox/stats")
    check("stats.reset_2xx", r.status in (200, 204), "2xx for DELETE /_sandbox/stats", r)
    s0 = stats(h)
    check("stats.after_reset_counters_zero",
          s0.get("unauthorized") == 0 and s0.get("tokensIssued") == 0
          and s0.get("tokensRefreshed") == 0 and isinstance(s0.get("requests"), int)
          and s0.get("requests") <= 1,
          "unauthorized=0 tokensIssued=0 tokensRefreshed=0 requests<=1", s0)

    # unauthorized / requests counters move
    a = stats(h)
    h.call("GET", "/catalog/products")
    h.call("GET", "/webhook-endpoints", key("sk_sandbox_acme_wrongwrongwrongwrong"))
    b2 = stats(h)
    du = (b2.get("unauthorized") or 0) - (a.get("unauthorized") or 0)
    dr = (b2.get("requests") or 0) - (a.get("requests") or 0)
    check("stats.unauthorized_counts_401s", du == 2, "unauthorized +2 after two 401 requests",
          "delta %s (%s -> %s)" % (du, a.get("unauthorized"), b2.get("unauthorized")))
    check("stats.requests_counts_requests", 2 <= dr <= 3,
          "requests +2 (or +3 if the stats read itself counts)", "delta %s" % dr)

    a = stats(h)
    get_token(h, DEMO)
    b2 = stats(h)
    d = (b2.get("tokensIssued") or 0) - (a.get("tokensIssued") or 0)
    check("stats.tokensIssued_counts_grant", d == 1, "tokensIssued +1 after one token grant", "delta %s" % d)
    a = stats(h)
    r = get_token(h, (DEMO[0], "not-the-password"))
    b2 = stats(h)
    d = (b2.get("tokensIssued") or 0) - (a.get("tokensIssued") or 0)
    check("stats.tokensIssued_not_on_failure", d == 0 and r.status == 401,
          "401 and tokensIssued unchanged after wrong password",
          "status %s, delta %s" % (r.status, d))


def sec_auth(h):
    # --- token endpoint -----------------------------------------------------
    t0 = time.time()
    r = get_token(h, DEMO)
    b = r.json()
    ok = r.status == 200 and isinstance(b, dict)
    check("auth.token.200_json_object", ok, "200 with JSON object", r)
    b = b if isinstance(b, dict) else {}
    check("auth.token.fields",
          nonempty_str(b.get("accessToken")) and nonempty_str(b.get("refreshToken"))
          and isinstance(b.get("tokenType"), str) and "expiresIn" in b,
          "accessToken, refreshToken, tokenType, expiresIn", b)
    check("auth.token.tokenType_bearer", str(b.get("tokenType", "")).lower() == "bearer",
          "tokenType Bearer", b.get("tokenType"))
    check("auth.token.expiresIn_matches_lifetime", b.get("expiresIn") == 3,
          "expiresIn 3 (started with --token-lifetime 3)", b.get("expiresIn"))
    tenants = b.get("tenants")
    tset = set()
    if isinstance(tenants, list):
        for t in tenants:
            if isinstance(t, dict):
                tset.add((t.get("id"), t.get("name"), t.get("apiAccessKey")))
    check("auth.token.showTenants_lists_user_tenants",
          tset == {("acme", "Acme Software Ltd", ACME_ACCESS),
                   ("globex", "Globex Corporation", GLOBEX_ACCESS)},
          "tenants acme and globex with id, name, apiAccessKey", tenants)
    check("auth.token.refreshToken_differs", b.get("refreshToken") != b.get("accessToken"),
          "refreshToken different from accessToken", b)

    tok = b.get("accessToken") or ""
    parts = tok.split(".")
    payload, header = None, None
    try:
        header = b64url_json(parts[0])
        payload = b64url_json(parts[1])
    except Exception:
        pass
    check("auth.token.is_jwt_with_exp",
          len(parts) == 3 and isinstance(payload, dict) and isinstance(payload.get("exp"), (int, float)),
          "JWT (3 parts) whose payload has a numeric exp", tok[:80])
    if isinstance(payload, dict) and isinstance(payload.get("exp"), (int, float)):
        delta = payload["exp"] - t0
        check("auth.token.jwt_exp_matches_lifetime", 1.0 <= delta <= 5.0,
              "exp about 3 s after issuance", "exp - now = %.1f s" % delta)
    check("auth.token.jwt_alg_not_none",
          isinstance(header, dict) and str(header.get("alg", "none")).lower() != "none",
          "JWT header with a real alg", header)

    # tampered token: extend exp but keep the old signature
    if len(parts) == 3 and isinstance(payload, dict):
        p2 = dict(payload)
        p2["exp"] = int(time.time()) + 3600
        forged = parts[0] + "." + b64url_enc(p2) + "." + parts[2]
        r = h.call("GET", "/catalog/products", bearer_hdr(forged))
        check("auth.bearer.tampered_payload_401", r.status == 401, "401 for a re-signed-less tampered JWT", r)
        unsigned = b64url_enc({"alg": "none", "typ": "JWT"}) + "." + b64url_enc(p2) + "."
        r = h.call("GET", "/catalog/products", bearer_hdr(unsigned))
        check("auth.bearer.alg_none_401", r.status == 401, "401 for an alg=none JWT", r)

    r = get_token(h, (DEMO[0], "wrong-password"))
    check("auth.token.wrong_password_401", r.status == 401, "401", r)
    check("auth.token.wrong_password_no_token",
          not (isinstance(r.json(), dict) and r.json().get("accessToken")), "no accessToken", r)
    r = get_token(h, ("nobody@billingdesk.test", "demo-password"))
    check("auth.token.unknown_user_401", r.status == 401, "401", r)

    r = get_token(h, ANA)
    b = r.json() if isinstance(r.json(), dict) else {}
    ids = {t.get("id") for t in b.get("tenants") or [] if isinstance(t, dict)}
    check("auth.token.ana_only_acme", r.status == 200 and ids == {"acme"},
          "200 with tenants [acme] for ana", r)
    r = get_token(h, HANK)
    b = r.json() if isinstance(r.json(), dict) else {}
    ids = {t.get("id") for t in b.get("tenants") or [] if isinstance(t, dict)}
    check("auth.token.hank_only_globex", r.status == 200 and ids == {"globex"},
          "200 with tenants [globex] for hank", r)
    r = get_token(h, DEMO, show_tenants="false")
    b = r.json() if isinstance(r.json(), dict) else {}
    check("auth.token.no_tenants_without_showTenants",
          r.status == 200 and nonempty_str(b.get("accessToken")) and not b.get("tenants"),
          "200 with a token and no tenant list when showTenants is not \"true\"", r)

    # --- API key --------------------------------------------------------------
    r = h.call("GET", "/catalog/products", key(ACME_KEY))
    check("auth.apikey.acme_200", r.status == 200 and as_list(r.json()) is not None, "200 list", r)
    r = h.call("GET", "/catalog/products", key(GLOBEX_KEY))
    lst = as_list(r.json()) or []
    check("auth.apikey.globex_serves_globex",
          r.status == 200 and lst and all(str(p.get("id", "")).startswith("01tGx") for p in lst),
          "200 with only globex products", r)

    # --- Bearer ---------------------------------------------------------------
    r = h.call("GET", "/catalog/products", bearer(h, DEMO, ACME_ACCESS))
    lst = as_list(r.json()) or []
    check("auth.bearer.demo_acme_200",
          r.status == 200 and lst and all(str(p.get("id", "")).startswith("01tAc") for p in lst),
          "200 with acme products", r)
    r = h.call("GET", "/catalog/products", bearer(h, DEMO, GLOBEX_ACCESS))
    lst = as_list(r.json()) or []
    check("auth.bearer.demo_globex_selects_tenant",
          r.status == 200 and lst and all(str(p.get("id", "")).startswith("01tGx") for p in lst),
          "200 with globex products (apiAccessKey selects the tenant)", r)
    r = h.call("GET", "/catalog/products", bearer(h, ANA, ACME_ACCESS))
    check("auth.bearer.ana_acme_200", r.status == 200, "200", r)
    r = h.call("GET", "/catalog/products", bearer(h, DEMO, None))
    check("auth.bearer.missing_apiAccessKey_401", r.status == 401, "401", r)
    r = h.call("GET", "/catalog/products", bearer(h, DEMO, WRONG_ACCESS))
    check("auth.bearer.wrong_apiAccessKey_401", r.status == 401, "401", r)
    r = h.call("GET", "/catalog/products", bearer(h, ANA, GLOBEX_ACCESS))
    check("auth.bearer.user_not_in_tenant_401", r.status == 401, "401 (ana is not in globex)", r)
    r = h.call("GET", "/catalog/products", bearer(h, HANK, ACME_ACCESS))
    check("auth.bearer.user_not_in_tenant_401", r.status == 401, "401 (hank is not in acme)", r)
    r = h.call("GET", "/catalog/products", bearer_hdr("not.a.jwt"))
    check("auth.bearer.garbage_token_401", r.status == 401, "401", r)
    r = h.call("GET", "/catalog/products", {"Authorization": "Bearer ", "apiAccessKey": ACME_ACCESS})
    check("auth.bearer.empty_token_401", r.status == 401, "401", r)
    r = h.call("GET", "/catalog/products", {"Authorization": "Bearer " + ACME_KEY, "apiAccessKey": ACME_ACCESS})
    check("auth.bearer.api_key_as_bearer_401", r.status == 401, "401 (an API key is not a JWT)", r)

    # --- Basic ----------------------------------------------------------------
    r = h.call("GET", "/catalog/products", basic(DEMO, ACME_ACCESS))
    check("auth.basic.demo_acme_200", r.status == 200 and as_list(r.json()) is not None, "200 list", r)
    r = h.call("GET", "/catalog/products", basic(DEMO, GLOBEX_ACCESS))
    lst = as_list(r.json()) or []
    check("auth.basic.demo_globex_selects_tenant",
          r.status == 200 and lst and all(str(p.get("id", "")).startswith("01tGx") for p in lst),
          "200 with globex products", r)
    r = h.call("GET", "/catalog/products", basic(HANK, GLOBEX_ACCESS))
    check("auth.basic.hank_globex_200", r.status == 200, "200", r)
    r = h.call("GET", "/catalog/products", basic(DEMO, None))
    check("auth.basic.missing_apiAccessKey_401", r.status == 401, "401", r)
    r = h.call("GET", "/catalog/products", basic(DEMO, WRONG_ACCESS))
    check("auth.basic.wrong_apiAccessKey_401", r.status == 401, "401", r)
    r = h.call("GET", "/catalog/products", basic(HANK, ACME_ACCESS))
    check("auth.basic.user_not_in_tenant_401", r.status == 401, "401 (hank is not in acme)", r)
    r = h.call("GET", "/catalog/products", basic(ANA, GLOBEX_ACCESS))
    check("auth.basic.user_not_in_tenant_401", r.status == 401, "401 (ana is not in globex)", r)
    r = h.call("GET", "/catalog/products", basic(DEMO, ACME_ACCESS, password="wrong"))
    check("auth.basic.wrong_password_401", r.status == 401, "401", r)
    r = h.call("GET", "/catalog/products", basic(("nobody@billingdesk.test", "x"), ACME_ACCESS))
    check("auth.basic.unknown_user_401", r.status == 401, "401", r)
    r = h.call("GET", "/catalog/products", {"Authorization": "Basic !!!not-base64!!!", "apiAccessKey": ACME_ACCESS})
    check("auth.basic.malformed_token_401", r.status == 401, "401", r)
    r = h.call("GET", "/catalog/products",
               {"Authorization": "Basic " + base64.b64encode(b"demo@billingdesk.test").decode(),
                "apiAccessKey": ACME_ACCESS})
    check("auth.basic.no_colon_401", r.status == 401, "401", r)
    r = h.call("GET", "/catalog/products", {"apiAccessKey": ACME_ACCESS})
    check("auth.apiAccessKey_alone_401", r.status == 401, "401 (apiAccessKey is no credential)", r)
    # header names and the auth scheme are case-insensitive (HTTP)
    r = h.call("GET", "/catalog/products", {API_KEY_HEADER.upper(): ACME_KEY})
    check("auth.apikey.header_name_case_insensitive", r.status == 200, "200 with SVC-API-KEY", r)
    r = h.call("GET", "/catalog/products", basic(DEMO, None) | {"APIACCESSKEY": ACME_ACCESS})
    check("auth.basic.apiAccessKey_header_case_insensitive", r.status == 200, "200 with APIACCESSKEY", r)
    tok = bearer(h)["Authorization"].split(" ", 1)[1]
    r = h.call("GET", "/catalog/products", {"Authorization": "bearer " + tok, "apiAccessKey": ACME_ACCESS})
    check("auth.bearer.scheme_case_insensitive", r.status == 200, "200 with 'bearer' scheme", r)
    r = h.call("GET", "/catalog/products", {"Authorization": "basic " + basic(DEMO)["Authorization"].split(" ", 1)[1],
                                            "apiAccessKey": ACME_ACCESS})
    check("auth.basic.scheme_case_insensitive", r.status == 200, "200 with 'basic' scheme", r)

    # --- every endpoint: no credentials and a bad API key -> 401 ---------------
    endpoints = [
        ("GET", "/catalog/products", NOBODY),
        ("GET", "/catalog/products/" + PRODUCT_PLAIN, NOBODY),
        ("GET", "/contacts/" + CONTACT_MARGARET, NOBODY),
        ("GET", "/contacts?customerId=" + CUST_NORTHWIND, NOBODY),
        ("PATCH", "/contacts/" + CONTACT_MARGARET, {"title": "Unauthorized Change"}),
        ("DELETE", "/billing/invoices", {"invoiceIds": [INV_CANCELED[0]]}),
        ("GET", "/webhook-endpoints", NOBODY),
        ("GET", "/tenant", NOBODY),
        ("GET", "/api/async/graphql", {"query": "{ Customer { id } }", "variables": {}}),
    ]
    for m, p, body in endpoints:
        r = h.call(m, p, None, body=body)
        check("auth.no_credentials_401 %s %s" % (m, p.split("?")[0]), r.status == 401, "401", r)
        r = h.call(m, p, key("sk_sandbox_acme_XXXXXXXXXXXXXXXXXXXXXXXX"), body=body)
        check("auth.bad_api_key_401 %s %s" % (m, p.split("?")[0]), r.status == 401, "401", r)
    r = h.call("GET", "/contacts/" + CONTACT_MARGARET, key())
    b = r.json() if isinstance(r.json(), dict) else {}
    check("auth.unauthorized_patch_changed_nothing", b.get("title") == "Chief Financial Officer",
          "title still 'Chief Financial Officer'", b.get("title"))
    left, rr = invoice_ids(h, [INV_CANCELED[0]])
    check("auth.unauthorized_delete_deleted_nothing", left == {INV_CANCELED[0]},
          "invoice %s still present" % INV_CANCELED[0], rr)


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


def is_validation_error(r, field):
    if r.status != 400:
        return False
    b = r.json()
    if not isinstance(b, dict) or not isinstance(b.get("message"), str):
        return False
    errs = b.get("errors")
    if not isinstance(errs, list) or not errs:
        return False
    if not all(isinstance(e, dict) and isinstance(e.get("field"), str)
               and isinstance(e.get("message"), str) for e in errs):
        return False
    return field is None or any(e["field"] == field for e in errs)


def get_contact(h, cid, hdr=None):
    r = h.call("GET", "/contacts/" + cid, hdr or key())
    b = r.json()
    return (b if isinstance(b, dict) else None), r


WRITABLE = ["name", "firstName", "middleName", "lastName", "suffix", "title", "email", "phone",
            "mobilePhone", "birthday", "billingStreet", "billingCity", "billingState",
            "billingPostalCode", "billingCountry", "shippingStreet", "shippingCity",
            "shippingState", "shippingPostalCode", "shippingCountry"]


def sec_contacts(h):
    # --- reads -----------------------------------------------------------------
    for name, hdr in (("apikey", key()), ("bearer", bearer(h)), ("basic", basic(DEMO))):
        c, r = get_contact(h, CONTACT_MARGARET, hdr)
        check("contacts.read.%s_200" % name,
              r.status == 200 and c and c.get("id") == CONTACT_MARGARET
              and c.get("customerId") == CUST_NORTHWIND and c.get("email") == MARGARET_EMAIL,
              "200 with the contact %s" % CONTACT_MARGARET, r)
    r = h.call("GET", "/contacts/003Ac00000ZZZZZZZZ", key())
    check("contacts.read.unknown_404", r.status == 404, "404", r)
    for name, hdr in (("apikey", key()), ("bearer", bearer(h)), ("basic", basic(DEMO))):
        r = h.call("GET", "/contacts?customerId=" + CUST_NORTHWIND, hdr)
        lst = as_list(r.json())
        ids = sorted(x.get("id") for x in lst or [] if isinstance(x, dict))
        check("contacts.list_by_customer.%s" % name,
              r.status == 200 and ids == sorted([CONTACT_MARGARET, CONTACT_DAVID])
              and all(x.get("customerId") == CUST_NORTHWIND for x in lst),
              "200 with contacts %s" % sorted([CONTACT_MARGARET, CONTACT_DAVID]), r)
    r = h.call("GET", "/contacts", key())
    check("contacts.list_without_customerId_400", r.status == 400, "400", r)

    # --- full writable update, API key -------------------------------------------
    before, _ = get_contact(h, CONTACT_ARTHUR)
    before = before or {}
    upd = {"name": "Arthur H. Vandelay", "firstName": "Arthur", "middleName": "Hieronymus",
           "lastName": "Vandelay", "suffix": "Sr.", "title": "Importer-Exporter",
           "email": "arthur.vandelay@vandelay.example", "phone": "+1 212 555 0100",
           "mobilePhone": "+1 917 555 0101", "birthday": "1960-03-14",
           "billingStreet": "129 W 81st St", "billingCity": "New York", "billingState": "NY",
           "billingPostalCode": "10024", "billingCountry": "United States",
           "shippingStreet": "Pier 17", "shippingCity": "New York", "shippingState": "NY",
           "shippingPostalCode": "10038", "shippingCountry": "United States"}
    t_req = datetime.datetime.now(datetime.timezone.utc)
    r = h.call("PATCH", "/contacts/" + CONTACT_ARTHUR, key(), body=upd)
    b = r.json() if isinstance(r.json(), dict) else {}
    data = b.get("data") if isinstance(b.get("data"), dict) else {}
    check("contacts.patch.all_writable_200", r.status == 200, "200", r)
    check("contacts.patch.response_shape",
          isinstance(b.get("status"), str) and isinstance(b.get("data"), dict)
          and isinstance(b.get("warnings"), list)
          and all(isinstance(w, dict) and isinstance(w.get("code"), str) and isinstance(w.get("message"), str)
                  for w in b.get("warnings") or []),
          "{status: string, data: object, warnings: [{code, message}]}", b)
    wrong = {k: (upd[k], data.get(k)) for k in upd if data.get(k) != upd[k]}
    check("contacts.patch.data_reflects_update", not wrong, "all written fields echoed", wrong)
    ro_changed = {k: (before.get(k), data.get(k)) for k in
                  ("id", "customerId", "createdById", "createdDate", "taxExempt", "timezone", "type", "website")
                  if before.get(k) != data.get(k)}
    check("contacts.patch.data_is_full_contact", data.get("id") == CONTACT_ARTHUR and not ro_changed,
          "full contact with unchanged read-only fields", ro_changed or data)
    lmd_old, lmd_new = parse_dt(before.get("lastModifiedDate")), parse_dt(data.get("lastModifiedDate"))
    check("contacts.patch.lastModifiedDate_updated",
          lmd_old is not None and lmd_new is not None and lmd_new > lmd_old
          and abs((lmd_new - t_req).total_seconds()) < 600,
          "lastModifiedDate later than %s and close to now (%s)" % (before.get("lastModifiedDate"),
                                                                     t_req.strftime("%Y-%m-%dT%H:%M:%SZ")),
          data.get("lastModifiedDate"))
    st = stats(h)
    lb = st.get("lastContactPatchBody")
    if isinstance(lb, str):
        try:
            lb = json.loads(lb)
        except ValueError:
            pass
    check("stats.lastContactPatchBody", lb == upd, "the PATCH body just sent", lb)
    after, r = get_contact(h, CONTACT_ARTHUR)
    after = after or {}
    wrong = {k: (upd[k], after.get(k)) for k in upd if after.get(k) != upd[k]}
    check("contacts.patch.persisted", r.status == 200 and not wrong, "GET shows all written fields", wrong or r)
    check("contacts.patch.persisted_lastModifiedDate",
          after.get("lastModifiedDate") == data.get("lastModifiedDate"),
          "GET lastModifiedDate equals PATCH response", after.get("lastModifiedDate"))

    # --- bearer / basic updates -------------------------------------------------
    for name, hdr, title in (("bearer", bearer(h), "Vice President (bearer)"),
                             ("basic", basic(ANA), "Vice President (basic)")):
        r = h.call("PATCH", "/contacts/" + CONTACT_BILL, hdr, body={"title": title})
        b = r.json() if isinstance(r.json(), dict) else {}
        d = b.get("data") if isinstance(b.get("data"), dict) else {}
        check("contacts.patch.%s_200" % name, r.status == 200 and d.get("title") == title,
              "200 with data.title %r" % title, r)
        c, _ = get_contact(h, CONTACT_BILL)
        check("contacts.patch.%s_persisted" % name, (c or {}).get("title") == title,
              "title %r" % title, (c or {}).get("title"))
    r = h.call("PATCH", "/contacts/" + GLOBEX_CONTACT, key(GLOBEX_KEY), body={"phone": "+1 555 0100"})
    b = r.json() if isinstance(r.json(), dict) else {}
    check("contacts.patch.globex_apikey_200",
          r.status == 200 and isinstance(b.get("data"), dict) and b["data"].get("phone") == "+1 555 0100",
          "200 with data.phone", r)
    r = h.call("PATCH", "/contacts/" + CONTACT_MAXI, key(), body={"title": "Countess"})
    check("contacts.patch.stored_at_limit_values_ok", r.status == 200,
          "200 (contact already has 40-char firstName / 80-char lastName)", r)
    r = h.call("PATCH", "/contacts/003Ac00000ZZZZZZZZ", key(), body={"title": "Nobody"})
    check("contacts.patch.unknown_404", r.status == 404, "404", r)

    # --- accepted boundary values --------------------------------------------
    accepted = [
        ("firstName_40", {"firstName": "A" * 40}),
        ("middleName_40", {"middleName": "B" * 40}),
        ("suffix_40", {"suffix": "C" * 40}),
        ("lastName_80", {"lastName": "D" * 80}),
        ("firstName_40_accented_composed", {"firstName": "\u00e9" * 40}),
        ("firstName_40_accented_decomposed", {"firstName": "e\u0301" * 40}),
        ("middleName_40_accented_mixed", {"middleName": ("\u00c9lo\u00efse-\u00c5s\u00e9 " * 4)[:40]}),
        ("lastName_80_cjk", {"lastName": "\u4f50" * 80}),
        ("lastName_80_emoji_skin_tone", {"lastName": "\U0001f44d\U0001f3fd" * 80}),
        ("suffix_40_flags", {"suffix": "\U0001f1ef\U0001f1f5" * 40}),
        ("firstName_40_zwj_family", {"firstName": "\U0001f469\u200d\U0001f469\u200d\U0001f467" * 40}),
        ("birthday_leap_day", {"birthday": "2024-02-29"}),
        ("birthday_century_leap_day", {"birthday": "2000-02-29"}),
        ("email_plus_subdomain", {"email": "first.last+tag@sub.example.co.uk"}),
        ("name", {"name": "Hannah Marie Schmidt-Ba\u0308cker"}),
    ]
    for label, body in accepted:
        r = h.call("PATCH", "/contacts/" + CONTACT_HANNAH, key(), body=body)
        b = r.json() if isinstance(r.json(), dict) else {}
        d = b.get("data") if isinstance(b.get("data"), dict) else {}
        (f, val), = body.items()
        check("contacts.patch.accept %s" % label, r.status == 200 and d.get(f) == val,
              "200 with data.%s echoed exactly" % f, r)
    c, _ = get_contact(h, CONTACT_HANNAH)
    c = c or {}
    exp = {}
    for _label, body in accepted:          # the last accepted value of each field
        exp.update(body)
    wrong = {k: c.get(k) for k in exp if c.get(k) != exp[k]}
    check("contacts.patch.boundary_values_persisted", not wrong, "GET shows last accepted values", wrong)

    # null clears a field
    r = h.call("PATCH", "/contacts/" + CONTACT_HANNAH, key(), body={"middleName": None, "mobilePhone": None})
    b = r.json() if isinstance(r.json(), dict) else {}
    d = b.get("data") if isinstance(b.get("data"), dict) else {}
    check("contacts.patch.null_clears", r.status == 200 and d.get("middleName") in (None, "")
          and d.get("mobilePhone") in (None, ""), "200 with middleName and mobilePhone cleared", r)
    c, _ = get_contact(h, CONTACT_HANNAH)
    check("contacts.patch.null_clears_persisted",
          (c or {}).get("middleName") in (None, "") and (c or {}).get("mobilePhone") in (None, ""),
          "GET shows middleName and mobilePhone cleared", c)

    # --- rejected values: 400 with {message, errors:[{field, message}]}, no change
    snap, _ = get_contact(h, CONTACT_PRIYA)
    rejected = [
        ("firstName_41", {"firstName": "A" * 41}, "firstName"),
        ("middleName_41", {"middleName": "B" * 41}, "middleName"),
        ("suffix_41", {"suffix": "C" * 41}, "suffix"),
        ("lastName_81", {"lastName": "D" * 81}, "lastName"),
        ("firstName_41_accented_composed", {"firstName": "\u00e9" * 41}, "firstName"),
        ("firstName_41_accented_decomposed", {"firstName": "e\u0301" * 41}, "firstName"),
        ("lastName_81_cjk", {"lastName": "\u4f50" * 81}, "lastName"),
        ("lastName_81_emoji_skin_tone", {"lastName": "\U0001f44d\U0001f3fd" * 81}, "lastName"),
        ("suffix_41_flags", {"suffix": "\U0001f1ef\U0001f1f5" * 41}, "suffix"),
        ("firstName_41_zwj_family", {"firstName": "\U0001f469\u200d\U0001f469\u200d\U0001f467" * 41},
         "firstName"),
    ]
    for f in ("id", "customerId", "createdById", "createdDate", "lastModifiedById",
              "lastModifiedDate", "taxExempt", "timezone", "type", "website"):
        val = "2025-01-01T00:00:00Z" if f.endswith("Date") else (
            "https://evil.example" if f == "website" else "003Ac00000AAAAAAAA")
        rejected.append(("read_only_%s" % f, {f: val}, f))
    rejected += [
        ("unknown_field", {"favoriteColor": "blue"}, "favoriteColor"),
        ("non_string_number", {"firstName": 123}, "firstName"),
        ("non_string_bool", {"title": True}, "title"),
        ("non_string_object", {"phone": {"number": "1"}}, "phone"),
        ("non_string_array", {"email": ["priya@example.com"]}, "email"),
        ("non_string_birthday_number", {"birthday": 19900101}, "birthday"),
        ("non_string_float", {"lastName": 1.5}, "lastName"),
    ]
    for i, e in enumerate(["plainaddress", "@no-local.example", "no-domain@", "two@@at.example",
                           "spa ce@x.example", "trailing@dot.example."]):
        rejected.append(("bad_email_%d" % i, {"email": e}, "email"))
    for i, d in enumerate(["2023-02-29", "1900-02-29", "1990-13-01", "1990-00-10", "1990-04-31",
                           "1990-01-00", "1990-1-1", "17/05/1974", "1990-01-01T00:00:00Z", "",
                           "abcd-ef-gh", " 1990-01-01"]):
        rejected.append(("bad_birthday_%d_%s" % (i, d.strip() or "empty"), {"birthday": d}, "birthday"))
    changed = []      # rejected (400) requests that nevertheless changed the contact

    def after_rejected(label, r):
        nonlocal snap
        cur, _ = get_contact(h, CONTACT_PRIYA)
        if r.status == 400 and cur != snap:
            changed.append({label: {k: ((snap or {}).get(k), (cur or {}).get(k))
                                    for k in set(snap or {}) | set(cur or {})
                                    if (snap or {}).get(k) != (cur or {}).get(k)}})
        snap = cur

    for label, body, field in rejected:
        full = {"title": "MUST-NOT-PERSIST"}
        full.update(body)
        r = h.call("PATCH", "/contacts/" + CONTACT_PRIYA, key(), body=full)
        check("contacts.patch.reject %s" % label, is_validation_error(r, field),
              "400 {message, errors:[{field:%r, message}]}" % field, r)
        after_rejected(label, r)
    r = h.call("PATCH", "/contacts/" + CONTACT_PRIYA, key(), raw_body='{"title": "MUST-NOT-PERSIST",')
    check("contacts.patch.reject invalid_json", r.status == 400, "400", r)
    after_rejected("invalid_json", r)
    r = h.call("PATCH", "/contacts/" + CONTACT_PRIYA, key(), body=[{"title": "MUST-NOT-PERSIST"}])
    check("contacts.patch.reject non_object_body", r.status == 400, "400", r)
    after_rejected("non_object_body", r)
    check("contacts.patch.rejected_changed_nothing", snap is not None and not changed,
          "contact %s unchanged by every rejected (400) PATCH" % CONTACT_PRIYA, changed)
    r = h.call("PATCH", "/contacts/" + CONTACT_PRIYA, key(), body={})
    check("contacts.patch.empty_subset_200", r.status == 200, "200 (the empty set is a subset of the writable fields)", r)

    # --- duplicate e-mail warnings -------------------------------------------------
    r = h.call("PATCH", "/contacts/" + CONTACT_SAMIR, key(), body={"email": MARGARET_EMAIL})
    b = r.json() if isinstance(r.json(), dict) else {}
    codes = [w.get("code") for w in b.get("warnings") or [] if isinstance(w, dict)]
    check("contacts.patch.duplicate_email_warning",
          r.status == 200 and "DUPLICATE_EMAIL" in codes
          and isinstance(b.get("data"), dict) and b["data"].get("email") == MARGARET_EMAIL,
          "200, email set, warnings contain code DUPLICATE_EMAIL", r)
    c, _ = get_contact(h, CONTACT_SAMIR)
    check("contacts.patch.duplicate_email_still_saved", (c or {}).get("email") == MARGARET_EMAIL,
          "email %s persisted" % MARGARET_EMAIL, (c or {}).get("email"))
    r = h.call("PATCH", "/contacts/" + CONTACT_SAMIR, key(), body={"email": "margaret.chen@NORTHWIND.example"})
    b = r.json() if isinstance(r.json(), dict) else {}
    codes = [w.get("code") for w in b.get("warnings") or [] if isinstance(w, dict)]
    check("contacts.patch.duplicate_email_domain_case_insensitive", r.status == 200 and "DUPLICATE_EMAIL" in codes,
          "200 with DUPLICATE_EMAIL (domain part of an address is case-insensitive)", r)
    r = h.call("PATCH", "/contacts/" + CONTACT_SAMIR, key(), body={"email": "samir.unique@initech.example"})
    b = r.json() if isinstance(r.json(), dict) else {}
    codes = [w.get("code") for w in b.get("warnings") or [] if isinstance(w, dict)]
    check("contacts.patch.unique_email_no_warning", r.status == 200 and "DUPLICATE_EMAIL" not in codes,
          "200 without DUPLICATE_EMAIL", r)
    r = h.call("PATCH", "/contacts/" + CONTACT_SAMIR, key(), body={"email": "samir.unique@initech.example"})
    b = r.json() if isinstance(r.json(), dict) else {}
    codes = [w.get("code") for w in b.get("warnings") or [] if isinstance(w, dict)]
    check("contacts.patch.own_email_no_warning", r.status == 200 and "DUPLICATE_EMAIL" not in codes,
          "200 without DUPLICATE_EMAIL when re-setting its own email", r)
    r = h.call("PATCH", "/contacts/" + CONTACT_SAMIR, key(), body={"email": GLOBEX_CONTACT_EMAIL})
    b = r.json() if isinstance(r.json(), dict) else {}
    codes = [w.get("code") for w in b.get("warnings") or [] if isinstance(w, dict)]
    check("contacts.patch.other_tenant_email_no_warning", r.status == 200 and "DUPLICATE_EMAIL" not in codes,
          "200 without DUPLICATE_EMAIL (the address is only used in globex)", r)


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
    r = h.call("GET", "/tenant", basic(DEMO, None))
    check("tenant.basic_without_apiAccessKey_401", r.status == 401, "401", r)
    r = h.call("GET", "/tenant", basic(HANK, ACME_ACCESS))
    check("tenant.basic_user_not_in_tenant_401", r.status == 401, "401", r)


def sec_expiry(h):
    g1 = get_token(h, DEMO)       # refreshed with its refreshToken
    g2 = get_token(h, DEMO)       # refreshed with Authorization: Bearer <expired token>
    g3 = get_token(h, DEMO)       # refresh attempts with wrong apiAccessKey
    g4 = get_token(h, ANA)        # refresh into a tenant ana is not in
    t_issued = time.monotonic()
    grants = []
    for g in (g1, g2, g3, g4):
        b = g.json()
        grants.append(b if isinstance(b, dict) else {})
    if not all(nonempty_str(b.get("accessToken")) and nonempty_str(b.get("refreshToken")) for b in grants):
        check("expiry.tokens_obtained", False, "four token grants", [g1, g2, g3, g4])
        return
    r = h.call("GET", "/catalog/products", bearer_hdr(grants[0]["accessToken"]))
    check("expiry.fresh_token_works", r.status == 200, "200", r)
    time.sleep(max(0.0, 4.2 - (time.monotonic() - t_issued)))
    for i, b in enumerate(grants[:2]):
        r = h.call("GET", "/catalog/products", bearer_hdr(b["accessToken"]))
        check("expiry.expired_token_401", r.status == 401, "401 about 4 s after a 3 s token was issued", r)
    r = h.call("GET", "/webhook-endpoints", bearer_hdr(grants[0]["accessToken"]))
    check("expiry.expired_token_401_other_endpoint", r.status == 401, "401", r)

    def refresh(body, hdrs):
        base = {"Content-Type": "application/json", "Accept": "application/json"}
        base.update(hdrs)
        if body is None:
            return h.call("POST", "/auth/refreshToken", base, raw_body=b"{}")
        return h.call("POST", "/auth/refreshToken", base, body=body)

    def grant_ok(r):
        b = r.json()
        return (r.status == 200 and isinstance(b, dict) and nonempty_str(b.get("accessToken"))
                and nonempty_str(b.get("refreshToken")) and isinstance(b.get("tokenType"), str)
                and "expiresIn" in b), (b if isinstance(b, dict) else {})

    # wrong apiAccessKey first (must not consume anything)
    r = refresh({"refreshToken": grants[2]["refreshToken"]}, {"apiAccessKey": WRONG_ACCESS})
    check("refresh.wrong_apiAccessKey_401", r.status == 401, "401", r)
    r = refresh({"refreshToken": grants[2]["refreshToken"]}, {})
    check("refresh.missing_apiAccessKey_401", r.status == 401, "401", r)
    r = refresh({"refreshToken": grants[3]["refreshToken"]}, {"apiAccessKey": GLOBEX_ACCESS})
    check("refresh.user_not_in_tenant_401", r.status == 401, "401 (ana is not in globex)", r)
    r = refresh({"refreshToken": "not-a-refresh-token"}, {"apiAccessKey": ACME_ACCESS})
    check("refresh.garbage_refresh_token_401", r.status == 401, "401", r)
    r = refresh({"refreshToken": grants[0]["accessToken"]}, {"apiAccessKey": ACME_ACCESS})
    check("refresh.access_token_as_refresh_token_401", r.status == 401,
          "401 (an access token is not a refresh token)", r)

    s_a = stats(h)
    r = refresh({"refreshToken": grants[0]["refreshToken"]}, {"apiAccessKey": ACME_ACCESS})
    s_b = stats(h)
    ok, nb = grant_ok(r)
    check("refresh.with_refresh_token_200", ok, "200 with a new grant", r)
    check("refresh.new_access_token_differs", nb.get("accessToken") != grants[0]["accessToken"],
          "a new accessToken", nb.get("accessToken", "")[:60])
    d = (s_b.get("tokensRefreshed") or 0) - (s_a.get("tokensRefreshed") or 0)
    check("stats.tokensRefreshed_counts_refresh", d == 1, "tokensRefreshed +1", "delta %s" % d)
    r2 = h.call("GET", "/catalog/products", bearer_hdr(nb.get("accessToken", "x")))
    check("refresh.new_token_works", r2.status == 200, "200", r2)
    r2 = h.call("GET", "/contacts/" + CONTACT_MARGARET, bearer_hdr(nb.get("accessToken", "x")))
    check("refresh.new_token_works_contacts", r2.status == 200, "200", r2)

    r = refresh(None, {"Authorization": "Bearer " + grants[1]["accessToken"], "apiAccessKey": ACME_ACCESS})
    ok, nb2 = grant_ok(r)
    check("refresh.with_expired_bearer_200", ok, "200 with a new grant", r)
    r2 = h.call("GET", "/catalog/products", bearer_hdr(nb2.get("accessToken", "x")))
    check("refresh.bearer_refreshed_token_works", r2.status == 200, "200", r2)
    r2 = h.call("GET", "/catalog/products", bearer_hdr(nb2.get("accessToken", "x"), GLOBEX_ACCESS))
    check("refresh.refreshed_token_other_tenant_of_user", r2.status == 200,
          "200 (demo is also in globex)", r2)

    s_a = stats(h)
    r = refresh({"refreshToken": "still-not-a-refresh-token"}, {"apiAccessKey": ACME_ACCESS})
    s_b = stats(h)
    d = (s_b.get("tokensRefreshed") or 0) - (s_a.get("tokensRefreshed") or 0)
    check("stats.tokensRefreshed_not_on_failure", d == 0, "tokensRefreshed unchanged", "delta %s" % d)


def sec_faults(h):
    route = "/webhook-endpoints"

    def arm(specs):
        r = h.call("POST", "/_sandbox/faults", body=specs)
        check("faults.arm %s" % ";".join(specs), r.status in (200, 201, 204), "2xx", r)

    def wh(hdr=None):
        return h.call("GET", route, hdr or key())

    def normal(r):
        return r.status == 200 and r.error is None and as_list(r.json()) and is_json_ct(r)

    base = wh()
    check("faults.baseline_ok", normal(base), "200 JSON list", base)

    arm(["latency=1200,route=%s,count=1" % route])
    r = wh()
    check("faults.latency_delays", r.elapsed >= 1.1 and normal(r), ">= 1.2 s and a normal 200", 
          "%.2f s; %s" % (r.elapsed, r.describe(120)))
    r = wh()
    check("faults.latency_count1_once", r.elapsed < 1.0 and normal(r), "fast normal 200", "%.2f s" % r.elapsed)

    arm(["429=2,route=%s,count=1" % route])
    r = wh()
    check("faults.429_with_retry_after", r.status == 429 and (r.header("retry-after") or "").strip() == "2",
          "429 with Retry-After: 2", "%s Retry-After=%r" % (r.describe(100), r.header("retry-after")))
    r = wh()
    check("faults.429_count1_once", normal(r), "200", r)

    arm(["500,route=%s,count=1" % route])
    r = wh()
    check("faults.500", r.status == 500, "500", r)
    r = wh()
    check("faults.500_count1_once", normal(r), "200", r)

    arm(["drop,route=%s,count=1" % route])
    r = wh()
    check("faults.drop_mid_body", r.status is not None and r.error is not None and "IncompleteRead" in r.error,
          "headers received, then the connection closed mid-body (IncompleteRead)", r)
    r = wh()
    check("faults.drop_count1_once", normal(r), "200", r)

    arm(["malformed,route=%s,count=1" % route])
    r = wh()
    check("faults.malformed", r.status == 200 and r.error is None and r.json() is INVALID,
          "200 with a body that is not valid JSON", r)
    r = wh()
    check("faults.malformed_count1_once", normal(r), "200 valid JSON", r)

    arm(["truncated,route=%s,count=1" % route])
    r = wh()
    cl = r.header("content-length")
    check("faults.truncated",
          r.status == 200 and r.error is None and r.json() is INVALID
          and (cl is None or int(cl) == len(r.raw)) and 0 < len(r.raw) < len(base.raw)
          and base.raw.startswith(r.raw),
          "complete HTTP message whose body is a proper prefix of the normal body", r)
    r = wh()
    check("faults.truncated_count1_once", normal(r) and r.raw == base.raw, "normal full body", r)

    arm(["content-type,route=%s,count=1" % route])
    r = wh()
    check("faults.content_type_html",
          r.status == 200 and (r.header("content-type") or "").lower().startswith("text/html"),
          "200 with Content-Type text/html", "%s ct=%r" % (r.describe(80), r.header("content-type")))
    r = wh()
    check("faults.content_type_count1_once", normal(r), "200 application/json", r.header("content-type"))

    # route scoping, count=2, several faults, clearing
    arm(["500,route=%s,count=2" % route])
    r = h.call("GET", "/catalog/products/" + PRODUCT_PLAIN, key())
    check("faults.route_scoped", r.status == 200, "200 on another route", r)
    r1, r2, r3 = wh(), wh(), wh()
    check("faults.count2_applies_twice", r1.status == 500 and r2.status == 500 and normal(r3),
          "500, 500, then 200", [r1.status, r2.status, r3.status])

    arm(["500,route=%s" % route, "429=1,route=/tenant,count=1"])
    r = h.call("GET", "/tenant", basic(DEMO))
    check("faults.two_specs_second_applies", r.status == 429, "429 on /tenant", r)
    r1, r2 = wh(), wh()
    check("faults.unlimited_applies_repeatedly", r1.status == 500 and r2.status == 500, "500, 500",
          [r1.status, r2.status])
    r = h.call("DELETE", "/_sandbox/faults")
    check("faults.clear_2xx", r.status in (200, 204), "2xx", r)
    r = wh()
    check("faults.cleared_no_fault", normal(r), "200 after DELETE /_sandbox/faults", r)


def sec_final_stats(h):
    s = stats(h)
    check("stats.requests_moved", isinstance(s.get("requests"), int) and s["requests"] > 100,
          "requests counter reflects the run (> 100)", s.get("requests"))
    r = h.call("DELETE", "/_sandbox/stats")
    check("stats.final_reset_2xx", r.status in (200, 204), "2xx", r)
    s = stats(h)
    check("stats.final_reset_counters",
          s.get("unauthorized") == 0 and s.get("tokensIssued") == 0 and s.get("tokensRefreshed") == 0
          and isinstance(s.get("requests"), int) and s["requests"] <= 1,
          "counters back to 0 (requests <= 1)", s)
    check("stats.final_reset_last_values",
          s.get("lastContactPatchBody") is None and s.get("lastDeleteInvoicesBody") is None
          and s.get("lastDeletedInvoiceIds") in (None, []),
          "last* values cleared", s)


# ---------------------------------------------------------------------------
# Process management and main
# ---------------------------------------------------------------------------


def start_service(exe):
    proc = subprocess.Popen([exe, "--port", "0", "--token-lifetime", "3"],
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)
    lines = queue.Queue()

    def pump():
        try:
            for raw in iter(proc.stdout.readline, b""):
                lines.put(raw.decode("utf-8", "replace").rstrip("\r\n"))
        except Exception:
            pass
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    port, demo_key, seen = None, None, []
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and (port is None or demo_key is None):
        try:
            line = lines.get(timeout=max(0.05, deadline - time.monotonic()))
        except queue.Empty:
            break
        if line is None:
            break
        seen.append(line)
        m = re.search(r"Billing Desk sandbox listening on http://127\.0\.0\.1:(\d+)\s*$", line)
        if m:
            port = int(m.group(1))
        m = re.search(r"Demo API key \(tenant acme\): (\S+)\s*$", line)
        if m:
            demo_key = m.group(1)
    return proc, port, demo_key, seen


def main():
    global VERBOSE
    args = [a for a in sys.argv[1:] if a != "-v"]
    VERBOSE = "-v" in sys.argv[1:]
    if len(args) != 1:
        print("usage: spec_client.py PATH/TO/billing-desk-sandbox [-v]", file=sys.stderr)
        return 2
    proc = None
    try:
        try:
            proc, port, demo_key, seen = start_service(args[0])
        except OSError as e:
            check("startup.process_starts", False, "the executable starts", str(e))
            port, demo_key, seen = None, None, []
        check("startup.listening_line", port is not None,
              'stdout line "Billing Desk sandbox listening on http://127.0.0.1:PORT"', seen)
        check("startup.demo_api_key_line", demo_key == ACME_KEY,
              'stdout line "Demo API key (tenant acme): %s"' % ACME_KEY, seen)
        if port is not None:
            h = Http("127.0.0.1", port)
            sections = [sec_control_and_stats, sec_auth, sec_products, sec_isolation, sec_contacts,
                        sec_query, sec_invoices, sec_webhooks_and_tenant, sec_expiry, sec_faults,
                        sec_final_stats]
            for sec in sections:
                if time.monotonic() - START > RUNTIME_BUDGET:
                    check("runtime.budget %s" % sec.__name__, False,
                          "section run within %d s" % RUNTIME_BUDGET, "skipped: out of time")
                    continue
                try:
                    sec(h)
                except Exception:  # noqa: BLE001 - report and carry on with the next section
                    check("section.%s.completed" % sec.__name__, False, "no client-side exception",
                          traceback.format_exc(limit=3))
            try:
                h.call("DELETE", "/_sandbox/faults", timeout=3)
            except Exception:
                pass
    finally:
        if proc is not None:
            try:
                proc.kill()
                proc.wait(timeout=5)
            except Exception:
                pass
    print("%d passed, %d failed" % (R.passed, R.failed), flush=True)
    return 0 if R.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
