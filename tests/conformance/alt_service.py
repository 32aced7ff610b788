#!/usr/bin/env python3
"""Alternative, independent implementation of the Billing and Catalog service API.

Written from the service API specification (service-api.md) and the "Gaps in the
spec" section of DESIGN.md only.  Its purpose is to exercise a client's tolerance:
wherever the spec leaves a choice open, this service picks a *different* (but legal)
answer from the one a typical implementation would pick.

Usage:
    python3 alt_service.py --port 0 [--token-lifetime SECONDS]

Listens on 127.0.0.1, prints exactly one line "listening on http://127.0.0.1:PORT"
on stdout, then serves until killed (SIGTERM / SIGINT).  Request log lines go to
stderr and never contain headers, bodies or other secrets.

Python 3 standard library only.  The sample data lives next to this file in
alt_catalog.py (products) and alt_records.py (tenants, users, contacts, customers,
invoices, webhook endpoints); the query language in alt_query.py.

Sample data (all invented here):
    user        olga@alt.test / pa55-word!      member of tenants north and south
    tenant      north  "North Star Retail"  access key nk-7f3a9c  API key alt-key-north
    tenant      south  "South Wind Ltd"     access key sk-21be04  (no API key)

Choices that differ from a typical implementation (all allowed by the spec):
    * product list is a paginated envelope {"data","page","limit","total"}, limit <= 5
    * tokens are opaque random strings (no JWT, no "exp" claim); the grant is snake_case
      and expires_in is 120 seconds (not 15 minutes)
    * the PATCH contact response carries "data" as a one-element array
    * price tags sit on price book entries, never on the product
    * south's priced products (alt_catalog.PRICED, twins of the sandbox's priced products) give tier
      amounts as strings, list tiers last first with tierNumber, spell chargeModel "Flat" and
      "PER_UNIT", leave out recordType, a first tier's startUnit and an open tier's endUnit, and
      write list prices with exponents (1E+2, 1.66667E-5)
    * unknown extra fields at every level, null/missing optional fields, HTML with
      scripts in longDescription, decimals that do not fit a double
    * GET /tenant is wrapped as {"data": {...}} and uses other names: tenantId,
      displayName, baseCurrency, timeZone, established (epoch ms for north, a date for
      south), region and plan as objects (north) or strings (south), capabilities as a
      map (north) or an empty list (south), quotas as a list of {name, value} or null,
      adminContact {name, email} or null, plus unknown fields (_links, x-south-legacy-id)
    * webhook endpoints: north's list is wrapped as {"data": [...], "nextCursor": null}
      and uses "endpointUrl" (not "url", one record lacks it); south's is a bare array in
      yet other names (ref, callbackUrl, topics as one space-separated string, active as
      "yes"/"no", signing)
    * invoices (12 for north, 4 for south, statuses Draft, Canceled, Posted, Paid,
      PartiallyPaid, Void) use documentNumber, accountId, issuedOn, dueOn (null for
      drafts), grandTotal and openBalance as decimal strings, currency
    * invoice deletion answers {"result":"deleted","count":N} without ids; its error codes
      are MUTUALLY_EXCLUSIVE, SELECTOR_REQUIRED, INVALID_FIELD, INVALID_FILTER and
      INVOICE_NOT_DELETABLE (also for a filter on a status that cannot be deleted); the
      filter accepts "Cancelled" for Canceled
    * the query endpoint (alt_query.py) knows Customer, Contact and Invoice with _eq,
      _neq, _in, limit and offset; it answers HTTP 200 even for syntax errors, always
      with "data" (null on errors), puts an error's place in "extensions":
      {"code", "line", "column"} instead of "locations", and leaves fields a record
      lacks out of its row

Test helper endpoints (no authentication):
    GET  /_alt/stats        {"tokensIssued","tokensRefreshed","requests"}
    GET  /_alt/received     [[method, path, tenant id], ...] of every request to a tenant's data
    GET  /_alt/last-patch   {"contactId","body"} (last PATCH /contacts/{id} body, raw text);
                            ?contactId=X selects the last body for one contact
    POST /_alt/reset        restores the sample data (contacts, invoices); keeps tokens/stats
    POST /_alt/ignore-in    from now on the query language drops _in conditions and answers
                            every record, as a service that knows only _eq (reset undoes it)
"""

import argparse
import base64
import copy
import datetime
import json
import re
import secrets
import signal
import sys
import threading
import time
import unicodedata
import urllib.parse
from decimal import Decimal
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.dont_write_bytecode = True  # the sibling modules below must not leave caches in the source tree

from alt_catalog import PAGE_LIMIT_MAX, PRODUCTS  # noqa: E402
from alt_query import run_query  # noqa: E402
from alt_records import (ACCESS_KEYS, API_KEYS, CUSTOMERS, FIRST_40, LIMITS, TENANTS,  # noqa: E402
                         USERS, WEBHOOKS, WEBHOOKS_ENVELOPED, WRITABLE, initial_contacts,
                         initial_invoices)

# ---------------------------------------------------------------------------
# JSON output that keeps Decimal values exact (no float rounding)
# ---------------------------------------------------------------------------


def to_json(obj):
    """Serialise like json.dumps(ensure_ascii=False) but write Decimal verbatim."""
    if obj is None:
        return "null"
    if obj is True:
        return "true"
    if obj is False:
        return "false"
    if isinstance(obj, Decimal):
        return str(obj)
    if isinstance(obj, (int, float)):
        return json.dumps(obj)
    if isinstance(obj, str):
        return json.dumps(obj, ensure_ascii=False)
    if isinstance(obj, dict):
        return "{" + ",".join(json.dumps(str(k), ensure_ascii=False) + ":" + to_json(v)
                              for k, v in obj.items()) + "}"
    if isinstance(obj, (list, tuple)):
        return "[" + ",".join(to_json(v) for v in obj) + "]"
    raise TypeError("cannot serialise %r" % type(obj))


# ---------------------------------------------------------------------------
# Mutable state
# ---------------------------------------------------------------------------


class State:
    def __init__(self, token_lifetime):
        self.lock = threading.Lock()
        self.token_lifetime = token_lifetime
        self.tokens = {}      # access token -> {"user", "expires", "family"}
        self.families = {}    # family id -> current refresh token
        self.stats = {"tokensIssued": 0, "tokensRefreshed": 0, "requests": 0}
        self.received = []  # [method, path, tenant id or None] of each request, in order
        self.last_patch = {}  # contact id -> raw body text
        self.last_patch_id = None
        self.reset_data()

    def reset_data(self):
        self.contacts = initial_contacts()
        self.invoices = initial_invoices()

    def issue(self, user, family=None):
        token = secrets.token_urlsafe(32)
        refresh = secrets.token_urlsafe(48)
        if family is None:
            family = secrets.token_hex(8)
        self.tokens[token] = {"user": user, "expires": time.time() + self.token_lifetime,
                              "family": family}
        self.families[family] = refresh
        return {"access_token": token, "refresh_token": refresh, "token_type": "bearer",
                "expires_in": int(self.token_lifetime)}


STATE = None

# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------


def grapheme_len(text):
    """Approximate count of user-perceived characters.

    Combining marks, variation selectors, emoji skin-tone modifiers and tag characters
    attach to the previous character; a zero-width joiner glues the next character to
    the previous one; two regional indicators form one flag; CR LF counts once.
    """
    count = 0
    join_next = False
    pending_ri = False
    prev = ""
    for ch in text:
        cp = ord(ch)
        cat = unicodedata.category(ch)
        extend = (cat in ("Mn", "Me", "Mc") or 0xFE00 <= cp <= 0xFE0F
                  or 0xE0100 <= cp <= 0xE01EF or 0x1F3FB <= cp <= 0x1F3FF
                  or 0xE0020 <= cp <= 0xE007F or cp == 0x200D)
        if count and (extend or join_next or (prev == "\r" and ch == "\n")):
            join_next = cp == 0x200D
            prev = ch
            continue
        join_next = False
        if 0x1F1E6 <= cp <= 0x1F1FF:
            if pending_ri:
                pending_ri = False
                prev = ch
                continue
            pending_ri = True
        else:
            pending_ri = False
        count += 1
        prev = ch
    return count


EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
FILTER_RE = re.compile(
    r'^\{\s*"?status"?\s*:\s*\{\s*"?_eq"?\s*:\s*"?([A-Za-z_]+)"?\s*\}\s*\}$')
ID_RE = re.compile(r"^(?:[A-Za-z0-9]{15}|[A-Za-z0-9]{18})$")


def now_iso():
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def validate_contact_patch(body):
    """Return (error message or None, warnings)."""
    if not isinstance(body, dict):
        return "request body must be a JSON object", []
    for key in body:
        if key not in WRITABLE:
            return "field '%s' is not writable" % key, []
    for key, value in body.items():
        if value is not None and not isinstance(value, str):
            return "field '%s' must be a string or null" % key, []
        if isinstance(value, str) and key in LIMITS:
            n = grapheme_len(value)
            if n > LIMITS[key]:
                return ("field '%s' is too long: %d characters, at most %d"
                        % (key, n, LIMITS[key])), []
    bday = body.get("birthday")
    if isinstance(bday, str) and bday != "":
        ok = bool(DATE_RE.match(bday))
        if ok:
            try:
                datetime.date.fromisoformat(bday)
            except ValueError:
                ok = False
        if not ok:
            return "field 'birthday' must be a date YYYY-MM-DD", []
    email = body.get("email")
    if isinstance(email, str) and email != "" and not EMAIL_RE.match(email):
        return "field 'email' is not a valid e-mail address", []
    warnings = []
    if "name" in body and (body["name"] is None or body["name"].strip() == ""):
        warnings.append({"code": "NAME_EMPTY",
                         "message": "The contact has no name; it is normally required."})
    if not body:
        warnings.append({"code": "NO_CHANGES", "message": "No fields were supplied."})
    return None, warnings


# ---------------------------------------------------------------------------
# HTTP handler
# ---------------------------------------------------------------------------


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "AltBilling/0.1"

    def version_string(self):
        return self.server_version

    # -- plumbing ----------------------------------------------------------

    def log_message(self, fmt, *args):  # path only; no headers, no bodies
        sys.stderr.write("alt_service: %s\n" % (fmt % args))

    def log_request(self, code="-", size="-"):
        path = urllib.parse.urlsplit(self.path).path
        self.log_message("%s %s %s", self.command, path, code)

    def read_body(self):
        te = self.headers.get("Transfer-Encoding", "")
        if "chunked" in te.lower():
            chunks = []
            while True:
                line = self.rfile.readline(65537)
                size = int(line.split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline(65537) not in (b"\r\n", b"\n", b""):
                        pass
                    break
                chunks.append(self.rfile.read(size))
                self.rfile.readline(65537)
            return b"".join(chunks)
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def send_json(self, status, obj, extra_headers=None):
        data = to_json(obj).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        for k, v in (extra_headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def send_empty(self, status):
        self.send_response(status)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def parse_json_body(self):
        """Return (ok, value). Empty body gives (True, None)."""
        if not self.body.strip():
            return True, None
        try:
            return True, json.loads(self.body.decode("utf-8"), parse_float=Decimal)
        except (ValueError, UnicodeDecodeError):
            return False, None

    # -- authentication ----------------------------------------------------

    def tenant_for_request(self):
        api_key = self.headers.get("svc-api-key")
        if api_key is not None:
            return API_KEYS.get(api_key.strip())
        auth = self.headers.get("Authorization", "")
        access = (self.headers.get("apiAccessKey") or "").strip()
        tenant = ACCESS_KEYS.get(access)
        if not auth or tenant is None:
            return None
        scheme, _, cred = auth.strip().partition(" ")
        cred = cred.strip()
        user = None
        if scheme.lower() == "bearer":
            with STATE.lock:
                rec = STATE.tokens.get(cred)
                if rec and rec["expires"] > time.time():
                    user = rec["user"]
        elif scheme.lower() == "basic":
            try:
                raw = base64.b64decode(cred, validate=True).decode("utf-8")
            except (ValueError, UnicodeDecodeError):
                return None
            name, sep, password = raw.partition(":")
            u = USERS.get(name.lower())
            if sep and u and secrets.compare_digest(u["password"], password):
                user = name.lower()
        if user is None or tenant not in USERS[user]["tenants"]:
            return None
        return tenant

    # -- dispatch ----------------------------------------------------------

    def handle_any(self):
        try:
            self.body = self.read_body()
        except (ValueError, OSError):
            self.close_connection = True
            self.send_empty(400)
            return
        split = urllib.parse.urlsplit(self.path)
        path = split.path
        query = urllib.parse.parse_qs(split.query, keep_blank_values=True)
        method = self.command

        if path.startswith("/_alt/"):
            return self.route_alt(method, path, query)

        with STATE.lock:
            STATE.stats["requests"] += 1

        if path == "/auth/token":
            return self.auth_token() if method == "POST" else self.send_empty(405)
        if path == "/auth/refreshToken":
            return self.auth_refresh() if method == "POST" else self.send_empty(405)

        routes = [
            (r"/catalog/products", {"GET": self.product_list}),
            (r"/catalog/products/([^/]+)", {"GET": self.product_read}),
            (r"/tenant", {"GET": self.tenant_details}),
            (r"/webhook-endpoints", {"GET": self.webhooks}),
            (r"/contacts", {"GET": self.contact_list}),
            (r"/contacts/([^/]+)", {"GET": self.contact_read, "PATCH": self.contact_patch}),
            (r"/billing/invoices", {"DELETE": self.invoices_delete}),
            (r"/api/async/graphql", {"GET": self.graphql}),
        ]
        for pattern, methods in routes:
            m = re.fullmatch(pattern, path)
            if not m:
                continue
            tenant = self.tenant_for_request()
            with STATE.lock:
                STATE.received.append([method, path, tenant])
            if tenant is None:
                return self.send_empty(401)
            fn = methods.get(method)
            if fn is None:
                return self.send_empty(405)
            args = [urllib.parse.unquote(g) for g in m.groups()]
            return fn(tenant, query, *args)
        return self.send_empty(404)

    do_GET = do_POST = do_PATCH = do_DELETE = do_PUT = handle_any

    # -- test helpers --------------------------------------------------------

    def route_alt(self, method, path, query):
        if path == "/_alt/stats" and method == "GET":
            with STATE.lock:
                return self.send_json(200, dict(STATE.stats))
        if path == "/_alt/received" and method == "GET":
            with STATE.lock:
                return self.send_json(200, list(STATE.received))
        if path == "/_alt/last-patch" and method == "GET":
            with STATE.lock:
                cid = query.get("contactId", [STATE.last_patch_id])[0]
                body = STATE.last_patch.get(cid) if cid is not None else None
                return self.send_json(200, {"contactId": cid if body is not None else None,
                                            "body": body})
        if path == "/_alt/reset" and method == "POST":
            with STATE.lock:
                STATE.reset_data()
                STATE.ignored_operators = ()
            return self.send_json(200, {"result": "reset"})
        if path == "/_alt/ignore-in" and method == "POST":
            with STATE.lock:
                STATE.ignored_operators = ("_in",)
            return self.send_json(200, {"result": "ignoring _in"})
        return self.send_empty(404)

    # -- auth endpoints --------------------------------------------------------

    def auth_token(self):
        ok, body = self.parse_json_body()
        if not ok or not isinstance(body, dict):
            return self.send_empty(400)
        name, password = body.get("userName"), body.get("password")
        if not isinstance(name, str) or not isinstance(password, str):
            return self.send_empty(400)
        user = USERS.get(name.lower())
        if user is None or not secrets.compare_digest(user["password"], password):
            return self.send_empty(401)
        show = body.get("showTenants")
        with STATE.lock:
            grant = STATE.issue(name.lower())
            STATE.stats["tokensIssued"] += 1
        if show is True or (isinstance(show, str) and show.strip().lower() == "true"):
            grant["tenant_list"] = [
                {"tenant_id": tid, "tenant_name": TENANTS[tid]["name"],
                 "access_key": TENANTS[tid]["access_key"]}
                for tid in user["tenants"]]
        return self.send_json(200, grant)

    def auth_refresh(self):
        ok, body = self.parse_json_body()
        if not ok or (body is not None and not isinstance(body, dict)):
            return self.send_empty(400)
        supplied_refresh = (body or {}).get("refreshToken")
        if supplied_refresh is not None and not isinstance(supplied_refresh, str):
            return self.send_empty(400)
        tenant = ACCESS_KEYS.get((self.headers.get("apiAccessKey") or "").strip())
        scheme, _, cred = (self.headers.get("Authorization") or "").strip().partition(" ")
        with STATE.lock:
            family = user = None
            if scheme.lower() == "bearer":
                rec = STATE.tokens.get(cred.strip())   # an expired token may be refreshed
                if rec:
                    family, user = rec["family"], rec["user"]
            if supplied_refresh is not None:
                fam = next((f for f, r in STATE.families.items()
                            if secrets.compare_digest(r, supplied_refresh)), None)
                if fam is None or (family is not None and fam != family):
                    return self.send_empty(401)
                if family is None:
                    family = fam
                    user = next(r["user"] for r in STATE.tokens.values() if r["family"] == fam)
            if family is None or tenant is None or tenant not in USERS[user]["tenants"]:
                return self.send_empty(401)
            grant = STATE.issue(user, family)   # rotates the refresh token
            STATE.stats["tokensRefreshed"] += 1
        return self.send_json(200, grant)

    # -- catalog ---------------------------------------------------------------

    def product_list(self, tenant, query):
        def intarg(name, default):
            try:
                v = int(query.get(name, [""])[0])
                return v if v > 0 else default
            except ValueError:
                return default
        page = intarg("page", 1)
        limit = min(intarg("limit", PAGE_LIMIT_MAX), PAGE_LIMIT_MAX)
        listed = PRODUCTS[tenant]["listed"]
        start = (page - 1) * limit
        return self.send_json(200, {"data": listed[start:start + limit], "page": page,
                                    "limit": limit, "total": len(listed)})

    def product_read(self, tenant, query, pid):
        if not ID_RE.match(pid):
            return self.send_json(400, {"error": "BAD_ID",
                                        "message": "Product id must be 15 or 18 letters or digits."})
        store = PRODUCTS[tenant]
        prod = store["by_id"].get(pid)
        if prod is None and len(pid) == 15:
            prod = next((p for i, p in store["by_id"].items() if i[:15] == pid), None)
        if prod is None:
            return self.send_json(404, {"error": "NOT_FOUND",
                                        "message": "No published product with this id."})
        return self.send_json(200, prod)

    # -- tenant, webhooks ------------------------------------------------------

    def tenant_details(self, tenant, query):
        return self.send_json(200, {"data": TENANTS[tenant]["details"]})

    def webhooks(self, tenant, query):
        if WEBHOOKS_ENVELOPED[tenant]:
            return self.send_json(200, {"data": WEBHOOKS[tenant], "nextCursor": None})
        return self.send_json(200, WEBHOOKS[tenant])

    # -- contacts ----------------------------------------------------------------

    def contact_list(self, tenant, query):
        with STATE.lock:
            contacts = list(STATE.contacts[tenant].values())
            if "customerId" in query:
                cid = query["customerId"][0]
                contacts = [c for c in contacts if c.get("customerId") == cid]
            data = copy.deepcopy(contacts)
        return self.send_json(200, {"data": data})

    def contact_read(self, tenant, query, cid):
        with STATE.lock:
            c = copy.deepcopy(STATE.contacts[tenant].get(cid))
        if c is None:
            return self.send_empty(404)
        return self.send_json(200, {"data": c})

    def contact_patch(self, tenant, query, cid):
        raw = self.body.decode("utf-8", errors="replace")
        with STATE.lock:
            STATE.last_patch[cid] = raw
            STATE.last_patch_id = cid
            exists = cid in STATE.contacts[tenant]
        if not exists:
            return self.send_empty(404)
        if not self.body.strip():
            return self.send_json(400, {"message": "request body is required"})
        try:
            body = json.loads(raw)
        except ValueError:
            return self.send_json(400, {"message": "request body is not valid JSON"})
        error, warnings = validate_contact_patch(body)
        if error:
            return self.send_json(400, {"message": error})
        with STATE.lock:
            contact = STATE.contacts[tenant].get(cid)
            if contact is None:
                return self.send_empty(404)
            if body:
                contact.update(body)
                contact["lastModifiedDate"] = now_iso()
                contact["lastModifiedById"] = "005Ns00000ApiUsAAA"
            data = copy.deepcopy(contact)
        return self.send_json(200, {"status": "OK", "data": [data], "warnings": warnings})

    # -- invoices ------------------------------------------------------------------

    def invoices_delete(self, tenant, query):
        def bad(code, message):
            return self.send_json(400, {"title": "Bad Request", "message": message,
                                        "errorCode": code})
        ok, body = self.parse_json_body()
        if not ok or not isinstance(body, dict):
            return bad("INVALID_BODY", "The request body must be a JSON object.")
        for flag in ("notifyCrm", "notifyDebitMemoChangedToCrm", "notifyPaymentChangedToCrm"):
            if flag in body and body[flag] is not None and not isinstance(body[flag], bool):
                return bad("INVALID_FIELD", "%s must be a boolean." % flag)
        ids = body.get("invoiceIds")
        flt = body.get("graphqlFilter")
        has_ids = ids is not None
        has_filter = flt is not None
        if has_ids and has_filter:
            return bad("MUTUALLY_EXCLUSIVE",
                       "invoiceIds and graphqlFilter cannot be used together.")
        if not has_ids and not has_filter:
            return bad("SELECTOR_REQUIRED", "Give either invoiceIds or graphqlFilter.")
        with STATE.lock:
            invoices = STATE.invoices[tenant]
            if has_ids:
                if (not isinstance(ids, list) or not ids
                        or not all(isinstance(i, str) and i for i in ids)):
                    return bad("INVALID_FIELD", "invoiceIds must be a non-empty list of strings.")
                wanted = list(dict.fromkeys(ids))
                if any(i not in invoices for i in wanted):
                    return self.send_empty(404)
                blocked = [invoices[i]["documentNumber"] for i in wanted
                           if invoices[i]["status"] not in ("Canceled", "Draft")]
                if blocked:
                    return bad("INVOICE_NOT_DELETABLE",
                               "Only Canceled or Draft invoices can be deleted (%d are not: %s)."
                               % (len(blocked), ", ".join(blocked)))
            else:
                if not isinstance(flt, str):
                    return bad("INVALID_FILTER", "graphqlFilter must be a string.")
                m = FILTER_RE.match(flt.strip())
                if not m:
                    return bad("INVALID_FILTER",
                               "graphqlFilter must look like {status: {_eq: Canceled}}.")
                status = {"canceled": "Canceled", "cancelled": "Canceled",
                          "draft": "Draft"}.get(m.group(1).lower())
                if status is None:
                    return bad("INVOICE_NOT_DELETABLE",
                               "Only Canceled or Draft invoices can be deleted.")
                wanted = [i for i, inv in invoices.items() if inv["status"] == status]
            for i in wanted:
                del invoices[i]
        return self.send_json(200, {"result": "deleted", "count": len(wanted)})

    # -- query endpoint ------------------------------------------------------------

    def graphql(self, tenant, query_params):
        ok, body = self.parse_json_body()
        if not ok or not isinstance(body, dict):
            return self.send_json(400, {"errors": [{"message": "Body must be a JSON object."}]})
        q = body.get("query")
        variables = body.get("variables")
        if not isinstance(q, str) or not q.strip():
            return self.send_json(400, {"errors": [{"message": "Field 'query' is required."}]})
        if variables is not None and not isinstance(variables, dict):
            return self.send_json(400, {"errors": [{"message": "'variables' must be an object."}]})

        def records_for(entity):
            if entity == "Customer":
                return copy.deepcopy(CUSTOMERS[tenant])
            if entity == "Contact":
                return copy.deepcopy(list(STATE.contacts[tenant].values()))
            if entity == "Invoice":
                return copy.deepcopy(list(STATE.invoices[tenant].values()))
            return None

        with STATE.lock:
            status, answer = run_query(q, variables or {}, records_for,
                                       getattr(STATE, "ignored_operators", ()))
        return self.send_json(status, answer)


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------


def main():
    global STATE
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--token-lifetime", type=float, default=120,
                    help="access token lifetime in seconds (default 120)")
    args = ap.parse_args()
    assert grapheme_len(FIRST_40) == 40 and len(FIRST_40) == 46
    STATE = State(args.token_lifetime)

    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True

    def stop(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)
    print("listening on http://127.0.0.1:%d" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
