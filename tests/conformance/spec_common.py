"""Shared parts of the conformance client (spec_client.py): the sample data facts it relies
on (documented sandbox choices), result bookkeeping, a small HTTP client and helpers.
Python 3 standard library only."""

import base64
import datetime
import http.client
import json
import re
import time
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
    # The eleven priced products (tags of every kind, for the price calculator), all published.
    "01tAc00000PrcBndl1", "01tAc00000PrcPack1", "01tAc00000PrcRamp1", "01tAc00000PrcRmpFl",
    "01tAc00000PrcStair", "01tAc00000PrcTTrY1", "01tAc00000PrcTVol1", "01tAc00000PrcTier1",
    "01tAc00000PrcUsgEv", "01tAc00000PrcVDsc1", "01tAc00000PrcVol01",
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
DAVID_EMAIL = "d.okafor@northwind.example"
DAVID_NAME = "David Chukwuemeka Okafor"
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

# ---------------------------------------------------------------------------
# Result bookkeeping
# ---------------------------------------------------------------------------


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = 0
        self.names = set()
        self.verbose = False

    def check(self, name, ok, expected, got):
        n, i = name, 2
        while n in self.names:
            n = "%s#%d" % (name, i)
            i += 1
        self.names.add(n)
        if ok:
            self.passed += 1
            if self.verbose:
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
