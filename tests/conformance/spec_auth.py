"""Conformance checks: authentication (spec part 5) and token expiry and refresh (4.5)."""

from spec_common import *  # noqa: F401,F403 - the shared facts, checks and helpers


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
