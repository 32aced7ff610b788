"""Conformance checks: contact read and update (spec 2.1, 4.2, 8)."""

from spec_common import *  # noqa: F401,F403 - the shared facts, checks and helpers


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
