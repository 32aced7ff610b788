"""Conformance checks: the sandbox's own control surface (stats, faults), documented in the
README rather than the spec."""

import socket
import zlib

from spec_common import *  # noqa: F401,F403 - the shared facts, checks and helpers


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


class RawAnswer:
    def __init__(self):
        self.status = None
        self.headers = {}
        self.body = b""        # the first `keep` body bytes, as they came on the wire
        self.size = 0          # every body byte received
        self.open = True       # the server had not closed the connection when reading stopped
        self.head_after = None  # seconds until the headers were complete

    def header(self, name):
        return self.headers.get(name.lower())


def raw_get(h, path, headers, seconds, stop_after=None, keep=65536):
    """GET over a bare socket, reading for `seconds` (or until `stop_after` body bytes), so that
    bodies that trickle, never end or lie about their length can be watched as they arrive."""
    a = RawAnswer()
    t0 = time.monotonic()
    s = socket.create_connection((h.host, h.port), timeout=2)
    try:
        lines = ["GET %s HTTP/1.1" % path, "Host: %s:%d" % (h.host, h.port)]
        lines += ["%s: %s" % kv for kv in headers.items()]
        s.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
        s.settimeout(0.1)
        buf = b""
        while time.monotonic() - t0 < seconds and (stop_after is None or a.size < stop_after):
            try:
                data = s.recv(262144)
            except socket.timeout:
                continue
            if not data:
                a.open = False
                break
            if a.status is None:
                buf += data
                end = buf.find(b"\r\n\r\n")
                if end < 0:
                    continue
                head = buf[:end].decode("latin-1").split("\r\n")
                a.status = int(head[0].split()[1])
                a.headers = {k.strip().lower(): v.strip() for k, _, v in (x.partition(":") for x in head[1:])}
                a.head_after = time.monotonic() - t0
                data = buf[end + 4:]
            a.size += len(data)
            if len(a.body) < keep:
                a.body += data[:keep - len(a.body)]
    finally:
        s.close()
    return a


def sec_hostile_transfers(h):
    route = "/webhook-endpoints"

    def arm(spec):
        r = h.call("POST", "/_sandbox/faults", body=[spec])
        check("transfers.arm %s" % spec, r.status in (200, 201, 204), "2xx", r)

    normal = h.call("GET", route, key()).raw
    arm("slow-body=40,route=%s,count=1" % route)
    a = raw_get(h, route, key(), 2.0)
    check("transfers.slow_body_headers_at_once",
          a.status == 200 and a.head_after is not None and a.head_after < 0.8
          and a.header("content-length") == str(len(normal)),
          "200 at once with Content-Length %d" % len(normal), vars(a))
    check("transfers.slow_body_rate", 50 <= a.size <= 110 and normal.startswith(a.body) and a.open,
          "about 80 bytes of the real body in 2 s, connection open", "%d bytes, open %s" % (a.size, a.open))

    products = h.call("GET", "/catalog/products", key())
    arm("bandwidth=200000,route=/catalog/products,count=1")
    r = h.call("GET", "/catalog/products", key())
    expected = len(products.raw) / 200000.0
    check("transfers.bandwidth_whole_answer_at_rate",
          r.status == 200 and r.raw == products.raw and expected * 0.9 <= r.elapsed <= expected * 2 + 0.5,
          "the same %d bytes in about %.2f s" % (len(products.raw), expected), "%.2f s" % r.elapsed)

    arm("endless,route=%s,count=1" % route)
    a = raw_get(h, route, key(), 15.0, stop_after=5 * 1024 * 1024)
    check("transfers.endless_chunked_json",
          a.status == 200 and a.header("transfer-encoding") == "chunked"
          and (a.header("content-type") or "").startswith("application/json")
          and a.header("content-length") is None and a.body.startswith(b"1\r\n[\r\n"),
          "200, chunked JSON starting with [", vars(a))
    check("transfers.endless_goes_past_5MB", a.size >= 5 * 1024 * 1024 and a.open,
          ">= 5 MB and still open", "%d bytes, open %s" % (a.size, a.open))

    arm("huge-length,route=%s,count=1" % route)
    a = raw_get(h, route, key(), 1.5)
    check("transfers.huge_length",
          a.status == 200 and a.header("content-length") == "2147483648" and 0 < a.size <= 64 and a.open,
          "Content-Length 2147483648, a few bytes, connection open", vars(a))

    arm("gzip-bomb,route=%s,count=1" % route)
    r = h.call("GET", route, key())   # http.client does not decode gzip
    length = len(r.raw)
    d = zlib.decompressobj(16 + zlib.MAX_WBITS)
    inflated, data, start = 0, r.raw, b""
    while inflated <= 10 ** 9 and data and not d.eof:
        out = d.decompress(data, 1 << 20)
        start = start or out[:16]
        inflated += len(out)
        data = d.unconsumed_tail
    check("transfers.gzip_bomb",
          r.status == 200 and r.header("content-encoding") == "gzip" and length < 4 * 1024 * 1024
          and inflated > 10 ** 9 and start.startswith(b"[0,0,"),
          "200 gzip, under 4 MB, inflating past 1 GB", "%s bytes -> %d, starts %r" % (length, inflated, start))
    r = h.call("GET", route, key())
    check("transfers.count1_once", r.status == 200 and r.raw == normal, "the normal answer afterwards", r)


def sec_requests(h):
    r = h.call("DELETE", "/_sandbox/requests")
    check("requests.clear_204", r.status == 204, "204", r)
    body = '{"title": "Director of Procurement",  "phone" : null}'
    h.call("PATCH", "/contacts/" + CONTACT_DAVID, key(), raw_body=body)
    h.call("GET", "/tenant", basic(DEMO, GLOBEX_ACCESS))
    get_token(h, DEMO)
    r = h.call("GET", "/_sandbox/requests")
    b = r.json() if isinstance(r.json(), dict) else {}
    reqs = b.get("requests") if isinstance(b.get("requests"), list) else []
    check("requests.listed_without_control_requests",
          r.status == 200 and [(x.get("method"), x.get("path")) for x in reqs]
          == [("PATCH", "/contacts/" + CONTACT_DAVID), ("GET", "/tenant"), ("POST", "/auth/token")],
          "PATCH, GET /tenant, POST /auth/token", r)
    if len(reqs) != 3:
        return
    patch, tenant, token = reqs
    names = {x.get("name", "").lower(): x.get("value") for x in patch.get("headers") or []}
    check("requests.body_exact", patch.get("body") == body, body, patch.get("body"))
    check("requests.api_key_redacted",
          names.get("svc-api-key") == "<redacted>" and (patch.get("credentials") or {}).get("apiKey") == "acme",
          'header value "<redacted>", credentials.apiKey "acme"', patch)
    check("requests.basic_redacted",
          (tenant.get("credentials") or {}) == {"apiKey": None, "apiAccessKey": "globex",
                                                 "authorization": "Basic", "user": DEMO[0]},
          "apiAccessKey globex, Basic, user %s" % DEMO[0], tenant.get("credentials"))
    check("requests.password_redacted", '"<redacted>"' in token.get("body", "") and DEMO[1] not in r.text,
          "password replaced by <redacted>", token.get("body"))
    check("requests.no_secret_values", ACME_KEY not in r.text and GLOBEX_ACCESS not in r.text,
          "no API key or access key anywhere", "found")
    r = h.call("GET", "/_sandbox/requests?since=%s&path=/auth" % patch.get("sequence"))
    b = r.json() if isinstance(r.json(), dict) else {}
    check("requests.since_and_path", [x.get("path") for x in b.get("requests") or []] == ["/auth/token"],
          "only the token request", r)


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
