"""Tenants, users and records of the alternative service (alt_service.py).
Python 3 standard library only."""

# ---------------------------------------------------------------------------
# Tenants, users, keys
# ---------------------------------------------------------------------------

# Tenant details use other names than a typical implementation (displayName, timeZone,
# baseCurrency, capabilities as a map, quotas as a list) and differ in shape between tenants.
TENANTS = {
    "north": {"name": "North Star Retail", "access_key": "nk-7f3a9c",
              "details": {"tenantId": "north", "displayName": "North Star Retail",
                          "region": {"code": "eu-north-1", "label": "Stockholm"},
                          "plan": {"tier": "enterprise", "seats": 120, "renewsOn": "2025-06-30"},
                          "baseCurrency": "SEK", "timeZone": "Europe/Stockholm",
                          "established": 1609459200000,
                          "capabilities": {"catalog": True, "invoicing": True, "usageRating": False},
                          "quotas": [{"name": "apiCallsPerMinute", "value": 300},
                                     {"name": "webhookEndpoints", "value": 5}],
                          "adminContact": {"name": "Olga Berg", "email": "admin@north.example"},
                          "_links": {"self": "/tenant"}}},
    "south": {"name": "South Wind Ltd", "access_key": "sk-21be04",
              "details": {"tenantId": "south", "displayName": "South Wind Ltd",
                          "region": "APAC", "plan": "starter", "baseCurrency": "NZD",
                          "timeZone": "Pacific/Auckland", "established": "2024-05-20",
                          "capabilities": [], "quotas": None, "adminContact": None,
                          "x-south-legacy-id": 77}},
}
ACCESS_KEYS = {t["access_key"]: tid for tid, t in TENANTS.items()}
API_KEYS = {"alt-key-north": "north"}
# user names compare case-insensitively (they are e-mail addresses); passwords exactly
USERS = {"olga@alt.test": {"password": "pa55-word!", "tenants": ["north", "south"]}}

# ---------------------------------------------------------------------------
# Contacts, customers, invoices, webhooks
# ---------------------------------------------------------------------------

CUST_A = "001Ns00000Cu5tA1AA"
CUST_B = "001Ns00000Cu5tB2AQ"
CUST_S = "001Sw00000Cu5tS3AE"

C1 = "003Ns00000Ct1AaAAE"
C2 = "003Ns00000Ct2BbAAM"
C3 = "003Ns00000Ct3CcAAQ"
C4 = "003Ns00000Ct4DdAAA"
S1 = "003Sw00000Ct5EeAAE"

# 40 user-perceived characters, 46 code points (six combining acute accents)
FIRST_40 = "Mari\u0301a Jose\u0301 Anto\u0301nia A\u0301ngeles Lo\u0301pez de Ri\u0301os"

WRITABLE = {
    "name", "firstName", "middleName", "lastName", "suffix", "title", "email", "phone",
    "mobilePhone", "birthday",
    "billingStreet", "billingCity", "billingState", "billingPostalCode", "billingCountry",
    "shippingStreet", "shippingCity", "shippingState", "shippingPostalCode", "shippingCountry",
}
LIMITS = {"firstName": 40, "middleName": 40, "suffix": 40, "lastName": 80}


def initial_contacts():
    return {
        "north": {
            C1: {
                "id": C1, "customerId": CUST_A,
                "createdById": "005Ns00000Us3r1AAA", "createdDate": "2023-03-14T15:09:26Z",
                "lastModifiedById": "005Ns00000Us3r2AAA",
                "lastModifiedDate": "2024-08-01T10:20:30.456+02:00",
                "name": "Zoë Ångström", "firstName": "Zoë", "middleName": "", "lastName": "Ångström",
                "suffix": "PhD", "title": "Head of Procurement", "email": "zoe@north.example",
                "phone": "+46 8 123 456 78", "mobilePhone": "+46 70 123 45 67",
                "birthday": "1984-02-29",
                "billingStreet": "Drottninggatan 1\nPlan 3", "billingCity": "Stockholm",
                "billingState": None, "billingPostalCode": "111 51", "billingCountry": "SE",
                "shippingStreet": "Lagervägen 7", "shippingCity": "Göteborg",
                "shippingState": None, "shippingPostalCode": "411 04", "shippingCountry": "Sweden",
                "taxExempt": "No", "timezone": "Europe/Stockholm", "type": "Business",
                "website": "https://north.example",
                "x_crmSync": {"state": "synced", "at": "2024-08-01T10:21:00Z"},
                "legacyCode": 9,
            },
            C2: {
                "id": C2, "customerId": CUST_A,
                "createdDate": "2023-05-01T00:00:00Z",
                "lastModifiedDate": "2024-01-02T03:04:05Z",
                "name": "María José Nguyễn",
                "firstName": FIRST_40,
                "lastName": "Nguye\u0302\u0303n-Ðo\u0302\u0303",
                "title": None, "email": "mj@north.example", "phone": None,
                "birthday": None,
                "billingCountry": "VN",
                "taxExempt": None, "timezone": "Asia/Ho_Chi_Minh", "type": None,
                "x_flags": ["decomposed-unicode"],
            },
            C3: {
                "id": C3, "customerId": CUST_A,
                "name": "Sparse Person",
                "email": None,
                "x_note": "most fields are missing on purpose",
            },
            C4: {
                "id": C4, "customerId": CUST_B,
                "createdById": "005Ns00000Us3r1AAA", "createdDate": "2022-12-31T23:59:59Z",
                "lastModifiedById": "005Ns00000Us3r1AAA",
                "lastModifiedDate": "2022-12-31T23:59:59Z",
                "name": "ليلى بنت أحمد", "firstName": "ليلى", "lastName": "بنت أحمد",
                "title": "مديرة", "email": "layla@north.example",
                "phone": "+971 4 123 4567 ext. ٣", "mobilePhone": "",
                "birthday": "1990-12-31",
                "billingStreet": "شارع الشيخ زايد", "billingCity": "دبي",
                "billingCountry": "AE",
                "taxExempt": "Yes", "timezone": "Asia/Dubai", "type": "Reseller",
                "website": None,
            },
        },
        "south": {
            S1: {
                "id": S1, "customerId": CUST_S,
                "createdDate": "2024-06-01T09:00:00+10:00",
                "lastModifiedDate": "2024-06-01T09:00:00+10:00",
                "name": "Ngaio O'Brien-Tāmaki", "firstName": "Ngaio", "lastName": "O'Brien-Tāmaki",
                "email": "ngaio@south.example", "phone": "+64 9 555 0100",
                "billingCity": "Auckland", "billingCountry": "NZ",
                "timezone": "Pacific/Auckland", "type": "Business",
            },
        },
    }


CUSTOMERS = {
    "north": [
        {"id": CUST_A, "name": "Acme Nordic AB", "parentCustomerId": None,
         "x_segment": "enterprise"},
        {"id": CUST_B, "name": "Desert Trading LLC", "parentCustomerId": CUST_A,
         "x_segment": "mid"},
        {"id": "001Ns00000Cu5tC3AE", "name": "Orphan Subsidiary", "parentCustomerId": CUST_B},
    ],
    "south": [
        {"id": CUST_S, "name": "Kiwi Holdings", "parentCustomerId": None},
    ],
}


def invoice(iid, number, account, status, issued, due, total, balance, currency, **extra):
    """An invoice in this service's own field names; amounts are decimal strings."""
    return dict({"id": iid, "documentNumber": number, "accountId": account, "status": status,
                 "issuedOn": issued, "dueOn": due, "grandTotal": total, "openBalance": balance,
                 "currency": currency}, **extra)


def initial_invoices():
    n = "3f6c2a1e-8b7d-4c59-9e21-0a4b5c6d7e%02d"
    north = [
        invoice(n % 1, "NS-2024-0101", CUST_A, "Canceled", "2024-09-01", "2024-10-01", "120.00", "0.00", "SEK"),
        invoice(n % 2, "NS-2024-0102", CUST_B, "Canceled", "2024-09-03", "2024-10-03", "89.50", "0.00", "EUR"),
        invoice(n % 3, "NS-2024-0103", CUST_A, "Draft", "2024-12-01", None, "15000.00", "15000.00", "SEK"),
        invoice(n % 4, "NS-2024-0104", CUST_A, "Posted", "2024-11-01", "2024-12-01", "4500.00", "4500.00",
                "SEK"),
        invoice(n % 5, "NS-2024-0105", CUST_B, "Draft", "2024-12-05", None, "0.00", "0.00", "EUR",
                note="zero-value draft"),
        invoice(n % 6, "NS-2024-0106", CUST_A, "Paid", "2024-08-01", "2024-08-31", "2200.00", "0.00", "SEK"),
        invoice(n % 7, "NS-2024-0107", CUST_B, "PartiallyPaid", "2024-10-15", "2024-11-15", "990.00",
                "495.00", "EUR"),
        invoice(n % 8, "NS-2024-0108", "001Ns00000Cu5tC3AE", "Void", "2024-07-01", "2024-07-31",
                "310.00", "0.00", "SEK", voidReason="duplicate"),
        invoice(n % 9, "NS-2024-0109", CUST_A, "Posted", "2024-12-01", "2025-01-01",
                "99999999999999999999.99", "99999999999999999999.99", "SEK"),
        invoice(n % 10, "NS-2024-0110", CUST_B, "Paid", "2024-06-01", "2024-06-30", "42.00", "0.00", "EUR"),
        invoice(n % 11, "NS-2024-0111", CUST_A, "PartiallyPaid", "2024-11-20", "2024-12-20", "1250.75",
                "0.75", "SEK"),
        invoice(n % 12, "NS-2024-0112", CUST_B, "Void", "2024-05-01", "2024-05-31", "18.00", "0.00", "EUR"),
    ]
    south = [
        invoice("a1BSw00000Iv1CnAAE", "SW-0001", CUST_S, "Canceled", "2024-06-01", "2024-07-01", "75.00",
                "0.00", "NZD"),
        invoice("a1BSw00000Iv2PoAAE", "SW-0002", CUST_S, "Posted", "2024-07-01", "2024-08-01", "150.00",
                "150.00", "NZD"),
        invoice("a1BSw00000Iv3DrAAE", "SW-0003", CUST_S, "Draft", "2024-12-01", None, "60.00", "60.00",
                "NZD"),
        invoice("a1BSw00000Iv4PdAAE", "SW-0004", CUST_S, "Paid", "2024-05-01", "2024-06-01", "300.00",
                "0.00", "NZD"),
    ]
    return {"north": {i["id"]: i for i in north}, "south": {i["id"]: i for i in south}}


WEBHOOKS = {
    "north": [
        {
            "id": "we_01HZX3K7Q4N",
            "endpointUrl": "https://hooks.north.example/billing?src=alt&x=<1>",
            "events": ["invoice.deleted", "contact.updated"],
            "status": "Active",
            "signingSecretHint": "••••a9f2",
            "createdAt": "2024-05-01T10:00:00Z",
            "retry": {"maxAttempts": 5, "backoff": "exponential",
                      "intervalsSeconds": [10, 60, 600]},
        },
        {
            "id": "we_01HZX3K7Q4P",
            # endpointUrl missing on purpose
            "events": [],
            "status": "Disabled",
            "description": None,
            "createdAt": "2024-05-02T11:00:00.5+02:00",
            "lastDeliveryAt": None,
        },
        {
            "id": "we_01HZX3K7Q4R",
            "endpointUrl": "https://例え.テスト/フック",
            "events": ["*"],
            "status": "Failing",
            "signingSecretHint": None,
            "createdAt": "2024-06-30T23:59:59Z",
            "retry": {"maxAttempts": 0, "backoff": None},
            "metadata": {"owner": "ops", "labels": {"env": "prod", "team": "💳"}},
            "consecutiveFailures": 42,
        },
    ],
    # a bare array (north's list is enveloped), in yet other names
    "south": [
        {"ref": "wh-south-1", "callbackUrl": "https://south.example/hooks/billing",
         "topics": "invoice.posted invoice.paid", "active": "yes",
         "signing": {"scheme": "sha256", "keyId": "k-2024"}},
        {"ref": "wh-south-2", "callbackUrl": None, "topics": "", "active": "no"},
    ],
}
# Which tenants' webhook endpoint lists are wrapped as {"data": [...], "nextCursor": null}.
WEBHOOKS_ENVELOPED = {"north": True, "south": False}
