"""Conformance checks: the sandbox's own control surface (stats, faults), documented in the
README rather than the spec."""

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
