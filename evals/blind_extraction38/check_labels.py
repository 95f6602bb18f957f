#!/usr/bin/env python
"""Check the blind_extraction38 labels against the generated PDFs.

usage:  check_labels.py DIR            -> prints OK (exit 0) or the problems (exit 1)
        check_labels.py --selftest DIR -> corrupts label copies in memory and
                                          confirms every corruption is caught

Checks, per document listed in DIR/manifest.csv:
  * manifest columns, doc_id prefix b38_, doc_type, source_url, license, empty
    ticker, sha256 of DIR/raw/<doc_id>.pdf
  * DIR/labels/<doc_id>.json: doc_id/doc_type match, every contract field of the
    type present, in contract order, nothing else; notes present and naming
    every field labelled null
  * value/page/quote all null or all non-null; JSON types; ISO dates; enums;
    page within the PDF
  * the quote occurs verbatim in pymupdf page.get_text() of that page
    (both sides whitespace-collapsed)
  * the printed form of the value occurs in the quote (dates rendered in the
    common English/German/Dutch/Italian/Spanish/Polish/French/Portuguese/
    Swedish/Danish/Norwegian/Finnish/Indonesian/Russian forms incl. ordinals, dotted ISO (2025.03.07),
    spaced (7. 3. 2025) and Japanese (2025年3月7日) forms, money at scale
    1/thousand/lakh/million/crore/billion
    in the usual digit groupings, enums via indicator words)
  * contract arithmetic on the labels themselves (rules below, RULES)
  * DIR/checks/<doc_id>.json: per-document sums.  Every extra printed term
    (a discount, a deposit, a carried-forward line, a cost line) is verified
    like a label (quote on page, value printed in quote) and every sum must
    add up to the cent.

Contract rules applied to the labels (whenever the fields involved are non-null):
  invoice              subtotal + tax == total, unless a per-document sum
                       relates subtotal, tax and total (a rounding line);
                       0 <= tax <= subtotal, or subtotal <= tax <= 0 for a
                       credit note (negative subtotal); amount_due != total
                       only with a per-document sum that derives amount_due
                       from total; due_date >= invoice_date
  financial_statement  total_liabilities + total_equity == total_assets, unless
                       a per-document sum relates all three (temporary equity);
                       0 <= cash_and_equivalents <= total_assets;
                       |operating_income| <= total_revenue;
                       net_income and diluted_eps have the same sign
  loan_agreement       maturity_date > agreement_date; principal_amount > 0
  appraisal            appraised_value > 0; 0 < gross_living_area_sqft < 20000
"""

import copy
import csv
import hashlib
import json
import os
import re
import sys
from decimal import Decimal

import pymupdf

PREFIX = "b38_"
URL = "https://example.invalid/blind38/{}.pdf"
CENT = Decimal("0.005")

CONTRACT = {
    "invoice": [
        ("invoice_number", "text"),
        ("invoice_date", "date"),
        ("due_date", "date"),
        ("vendor_name", "text"),
        ("bill_to", "text"),
        ("currency", "enum"),
        ("subtotal", "money"),
        ("tax", "money"),
        ("total", "money"),
        ("amount_due", "money"),
    ],
    "financial_statement": [
        ("company_name", "text"),
        ("report_type", "enum"),
        ("period_end_date", "date"),
        ("currency", "enum"),
        ("total_revenue", "money"),
        ("operating_income", "money"),
        ("net_income", "money"),
        ("diluted_eps", "number"),
        ("total_assets", "money"),
        ("total_liabilities", "money"),
        ("total_equity", "money"),
        ("cash_and_equivalents", "money"),
    ],
    "loan_agreement": [
        ("borrower", "text"),
        ("lender", "text"),
        ("agreement_date", "date"),
        ("principal_amount", "money"),
        ("interest_rate", "text"),
        ("maturity_date", "date"),
        ("governing_law", "text"),
        ("late_charge", "text"),
    ],
    "appraisal": [
        ("property_address", "text"),
        ("property_type", "enum"),
        ("appraised_value", "money"),
        ("effective_date", "date"),
        ("appraiser_name", "text"),
        ("client_name", "text"),
        ("gross_living_area_sqft", "number"),
    ],
}
ENUMS = {
    "report_type": {"10-K", "10-Q", "earnings_release", "annual_report", "other"},
    "property_type": {
        "single_family",
        "condominium",
        "multifamily",
        "commercial",
        "industrial",
        "land",
        "other",
    },
}
CURRENCY_MARKS = {
    "USD": ["USD", "US$", "$", "U.S. dollar"],
    "EUR": ["EUR", "€", "euro"],
    "GBP": ["GBP", "£", "pound"],
    "CAD": ["CAD", "C$", "Canadian dollar"],
    "INR": ["INR", "₹", "Rs.", "Rupee"],
    "PLN": ["PLN", "zł", "złot"],
    "CHF": ["CHF"],
    "JPY": ["JPY", "¥", "yen", "円"],
    "AUD": ["AUD", "A$", "Australian dollar"],
    "MXN": ["MXN", "Peso Mexicano", "pesos mexicanos"],
    "SEK": ["SEK", "kr", "kronor"],
    "SGD": ["SGD", "S$", "Singapore dollar"],
    "NOK": ["NOK", "kr", "kroner"],
    "NZD": ["NZD", "NZ$", "New Zealand dollar"],
    "CZK": ["CZK", "Kč", "koruna"],
    "HUF": ["HUF", "Ft", "forint"],
    "DKK": ["DKK", "kr.", "kroner"],
    "BRL": ["BRL", "R$", "reais"],
    "ZAR": ["ZAR", "Rand"],
    "CLP": ["CLP", "pesos chilenos", "peso chileno"],
    "MYR": ["MYR", "RM", "ringgit"],
    "RON": ["RON", "lei", "leu"],
    "TRY": ["TRY", "TL", "₺", "Türk lirası"],
    "ILS": ["ILS", "₪", "NIS", "shekel"],
    "COP": ["COP", "pesos colombianos", "peso colombiano"],
    "KES": ["KES", "KSh", "Kenya shilling"],
    "PHP": ["PHP", "₱", "Philippine peso"],
    "VND": ["VND", "₫", "đồng"],
    "THB": ["THB", "฿", "Baht"],
    "IDR": ["IDR", "Rp", "Rupiah"],
    "NGN": ["NGN", "₦", "Naira"],
    "PEN": ["PEN", "S/", "soles"],
    "ISK": ["ISK", "kr.", "krónur"],
    "AED": ["AED", "Dirham"],
    "GHS": ["GHS", "GH₵", "cedi"],
    "MAD": ["MAD", "DH", "dirham"],
    "EGP": ["EGP", "E£", "Egyptian pound"],
    "SAR": ["SAR", "Saudi riyal"],
    "KZT": ["KZT", "₸", "тенге"],
    "AOA": ["AOA", "Kz", "Kwanza"],
    "BDT": ["BDT", "Tk", "Taka"],
    "LKR": ["LKR", "Rs.", "Sri Lankan rupee"],
    "CRC": ["CRC", "₡", "colones", "colón"],
    "DOP": ["DOP", "RD$", "pesos dominicanos"],
    "BHD": ["BHD", "BD", "Bahraini Dinar"],
    "GEL": ["GEL", "ლარი", "lari"],
}
ENUM_MARKS = {
    "report_type": {
        "10-Q": ["10-Q"],
        "10-K": ["10-K"],
        "annual_report": [
            "annual report",
            "årsrapport",
            "geschäftsbericht",
            "faaliyet raporu",
            "laporan tahunan",
            "báo cáo thường niên",
        ],
        "earnings_release": ["reports", "results", "announces", "résultats", "resultados"],
        "other": [""],
    },
    "property_type": {
        "single_family": ["single-family", "single family", "one-unit", "detached"],
        "condominium": ["condominium", "condo"],
        "multifamily": ["multifamily", "multi-family", "apartment"],
        "commercial": ["office", "retail", "commercial"],
        "industrial": ["industrial", "warehouse"],
        "land": ["land", "vacant"],
        "other": [""],
    },
}
MANIFEST_COLS = [
    "doc_id",
    "doc_type",
    "title",
    "source_url",
    "license",
    "sha256",
    "ticker",
]

MONTHS = {
    "en": [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ],
    "en3": [
        "Jan",
        "Feb",
        "Mar",
        "Apr",
        "May",
        "Jun",
        "Jul",
        "Aug",
        "Sep",
        "Oct",
        "Nov",
        "Dec",
    ],
    "en4": [
        "Jan.",
        "Feb.",
        "Mar.",
        "Apr.",
        "May",
        "June",
        "July",
        "Aug.",
        "Sept.",
        "Oct.",
        "Nov.",
        "Dec.",
    ],
    "de": [
        "Januar",
        "Februar",
        "März",
        "April",
        "Mai",
        "Juni",
        "Juli",
        "August",
        "September",
        "Oktober",
        "November",
        "Dezember",
    ],
    "it": [
        "gennaio",
        "febbraio",
        "marzo",
        "aprile",
        "maggio",
        "giugno",
        "luglio",
        "agosto",
        "settembre",
        "ottobre",
        "novembre",
        "dicembre",
    ],
    "es": [
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ],
    "pl": [
        "stycznia",
        "lutego",
        "marca",
        "kwietnia",
        "maja",
        "czerwca",
        "lipca",
        "sierpnia",
        "września",
        "października",
        "listopada",
        "grudnia",
    ],
    "nl": [
        "januari",
        "februari",
        "maart",
        "april",
        "mei",
        "juni",
        "juli",
        "augustus",
        "september",
        "oktober",
        "november",
        "december",
    ],
    "pt": [
        "janeiro",
        "fevereiro",
        "março",
        "abril",
        "maio",
        "junho",
        "julho",
        "agosto",
        "setembro",
        "outubro",
        "novembro",
        "dezembro",
    ],
    "sv": [
        "januari",
        "februari",
        "mars",
        "april",
        "maj",
        "juni",
        "juli",
        "augusti",
        "september",
        "oktober",
        "november",
        "december",
    ],
    "da": [
        "januar",
        "februar",
        "marts",
        "april",
        "maj",
        "juni",
        "juli",
        "august",
        "september",
        "oktober",
        "november",
        "december",
    ],
    "no": [
        "januar",
        "februar",
        "mars",
        "april",
        "mai",
        "juni",
        "juli",
        "august",
        "september",
        "oktober",
        "november",
        "desember",
    ],
    "fi": [
        "tammikuuta",
        "helmikuuta",
        "maaliskuuta",
        "huhtikuuta",
        "toukokuuta",
        "kesäkuuta",
        "heinäkuuta",
        "elokuuta",
        "syyskuuta",
        "lokakuuta",
        "marraskuuta",
        "joulukuuta",
    ],
    "fr": [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ],
    "id": [
        "Januari",
        "Februari",
        "Maret",
        "April",
        "Mei",
        "Juni",
        "Juli",
        "Agustus",
        "September",
        "Oktober",
        "November",
        "Desember",
    ],
    "ru": [
        "января",
        "февраля",
        "марта",
        "апреля",
        "мая",
        "июня",
        "июля",
        "августа",
        "сентября",
        "октября",
        "ноября",
        "декабря",
    ],
}


def ws(s):
    return re.sub(r"\s+", " ", s).strip()


def loose(s):
    """casefold, punctuation to space, whitespace collapsed (for text values)."""
    return ws(re.sub(r"[^\w]+", " ", s.casefold()))


def ordinal(d):
    suf = "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return f"{d}{suf}"


# ------------------------------------------------------------ renderings
def date_forms(iso):
    y, m, d = (int(p) for p in iso.split("-"))
    yy = f"{y % 100:02d}"
    out = set()
    days = [str(d), f"{d:02d}", ordinal(d)] + (["1er"] if d == 1 else [])
    for names in MONTHS.values():
        mon = names[m - 1]
        for dd in days:
            out |= {
                f"{mon} {dd}, {y}",
                f"{dd} {mon} {y}",
                f"{dd}. {mon} {y}",
                f"{dd} de {mon} de {y}",
                f"{dd}-{mon}-{y}",
                f"{dd}-{mon}-{yy}",
                f"{mon} {dd} {y}",
                f"{dd} of {mon} {y}",
                f"{dd} day of {mon}, {y}",
            }
    for dd in (str(d), f"{d:02d}"):
        for mm in (str(m), f"{m:02d}"):
            for yr in (str(y), yy):
                out |= {
                    f"{mm}/{dd}/{yr}",
                    f"{dd}/{mm}/{yr}",
                    f"{dd}.{mm}.{yr}",
                    f"{dd}. {mm}. {yr}",
                    f"{dd}-{mm}-{yr}",
                    f"{mm}-{dd}-{yr}",
                }
    out.add(f"{y}年{m}月{d}日")
    out.add(f"{y}-{m:02d}-{d:02d}")
    out.add(f"{y}/{m:02d}/{d:02d}")
    out.add(f"{y}.{m:02d}.{d:02d}")
    return {o.casefold() for o in out}


def group(ip, sep, indian=False):
    if indian and len(ip) > 3:
        head, tail = ip[:-3], ip[-3:]
        g = []
        while len(head) > 2:
            g.insert(0, head[-2:])
            head = head[:-2]
        if head:
            g.insert(0, head)
        return sep.join(g + [tail])
    g = []
    while len(ip) > 3:
        g.insert(0, ip[-3:])
        ip = ip[:-3]
    return sep.join([ip] + g)


def number_forms(v, scales=(1,)):
    """Printed forms of a number (absolute value) at the given scales.  Exact
    decimal arithmetic: a form is produced only when the value at that scale
    has at most that many decimals (88,412 at 10^3 is 88412000, not 88412001)."""
    out = set()
    dv = abs(Decimal(str(v)))
    for sc in scales:
        s = dv / Decimal(str(int(sc)))
        for nd in (0, 1, 2, 3, 4):
            q = s.quantize(Decimal(1).scaleb(-nd))
            if q != s:
                continue
            txt = f"{q:.{nd}f}"
            ip, _, fp = txt.partition(".")
            for th, dec_, ind in (
                (",", ".", False),
                (".", ",", False),
                (" ", ",", False),
                ("\u00a0", ",", False),
                ("\u202f", ",", False),
                (" ", ".", False),
                ("", ".", False),
                ("", ",", False),
                (",", ".", True),
                ("'", ".", False),
                ("\u2019", ".", False),
            ):
                g = group(ip, th, ind)
                out.add(g + (dec_ + fp if nd else ""))
    return out


def number_in(quote, v, scales=(1,), strict_sign=False):
    """True if the value is printed in the quote at one of the scales.  A
    negative value needs a minus sign or brackets; with strict_sign, a
    positive value printed with a minus sign or in brackets does not count
    (except the legal form "... Dollars ($1,000.00)", which is positive)."""
    q = quote
    for form in number_forms(v, scales):
        pat = r"(?<![\d.,'])" + re.escape(form) + r"(?![.,']?\d)"
        for m in re.finditer(pat, q):
            before = q[: m.start()].rstrip(" $€£₹")
            after = q[m.end() :]
            signed = before.endswith(("-", "\u2212", "\u2013")) or (
                before.endswith("(") and after.startswith(")")
            )
            if re.search(r"(dollars|euros|pounds)\s*\($", before, re.IGNORECASE):
                # legal style "... Dollars ($22,400,000.00)": the brackets repeat
                # the amount in figures and do not make it negative
                if v < 0:
                    continue
                signed = False
            if v < 0:
                if signed or before.endswith("(") or after.startswith(")"):
                    return True
            elif not (strict_sign and signed):
                return True
    return False


def printed_ok(ftype, field, value, quote, strict_sign=True):
    if ftype == "text":
        return loose(str(value)) in loose(quote)
    if ftype == "date":
        q = ws(quote).casefold()
        return any(f in q for f in date_forms(value))
    if ftype == "money":
        return number_in(quote, value, (1, 10**3, 10**5, 10**6, 10**7, 10**9), strict_sign)
    if ftype == "number":
        return number_in(quote, value, (1,), strict_sign)
    if ftype == "enum":
        if field == "currency":
            marks = CURRENCY_MARKS.get(value, [value])
        else:
            marks = ENUM_MARKS[field].get(value, [])
        q = quote.casefold()
        return any(mk.casefold() in q for mk in marks)
    return False


# ------------------------------------------------------------ checks
def load_pages(pdf_path):
    doc = pymupdf.open(pdf_path)
    pages = [ws(p.get_text()) for p in doc]
    doc.close()
    return pages


def located(ftype, fname, v, pg, q, pages, strict_sign=True):
    """Errors for one filled entry: page in range, quote on page, value in quote
    (for a label, a positive money/number value must not be printed negative)."""
    errs = []
    if not isinstance(pg, int) or isinstance(pg, bool) or not 1 <= pg <= len(pages):
        return [f"{fname}: page {pg!r} out of range 1..{len(pages)}"]
    if not isinstance(q, str) or not ws(q):
        return [f"{fname}: empty quote"]
    if ws(q) not in pages[pg - 1]:
        errs.append(f"{fname}: quote not found on page {pg}: {q!r}")
    if not printed_ok(ftype, fname, v, q, strict_sign):
        errs.append(f"{fname}: printed form of value {v!r} not in quote {q!r}")
    return errs


def check_label(label, doc_id, doc_type, pages):
    errs = []
    if label.get("doc_id") != doc_id:
        errs.append("doc_id mismatch")
    if label.get("doc_type") != doc_type:
        errs.append("doc_type mismatch")
    spec = CONTRACT.get(doc_type)
    if spec is None:
        return errs + [f"unknown doc_type {doc_type!r}"]
    if set(label.keys()) != {"doc_id", "doc_type", "fields", "notes"}:
        errs.append(f"label keys {sorted(label.keys())} != doc_id/doc_type/fields/notes")
    fields = label.get("fields", {})
    if list(fields.keys()) != [f for f, _ in spec]:
        errs.append(f"fields not exactly the contract fields in order: {list(fields.keys())}")
    if not isinstance(label.get("notes"), str) or not label["notes"].strip():
        errs.append("notes missing")
    else:
        for fname, e in fields.items():
            if isinstance(e, dict) and e.get("value") is None and fname not in label["notes"]:
                errs.append(f"{fname}: null but the notes do not say why")
    for fname, ftype in spec:
        e = fields.get(fname)
        if not isinstance(e, dict) or set(e.keys()) != {"value", "page", "quote"}:
            errs.append(f"{fname}: entry must have exactly value/page/quote")
            continue
        v, pg, q = e["value"], e["page"], e["quote"]
        nulls = [x is None for x in (v, pg, q)]
        if any(nulls) and not all(nulls):
            errs.append(f"{fname}: value/page/quote partly null")
            continue
        if all(nulls):
            continue
        if ftype in ("money", "number") and (isinstance(v, bool) or not isinstance(v, (int, float))):
            errs.append(f"{fname}: value must be a JSON number")
            continue
        if ftype in ("text", "date", "enum") and not isinstance(v, str):
            errs.append(f"{fname}: value must be a string")
            continue
        if ftype == "date" and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", v):
            errs.append(f"{fname}: date not ISO")
            continue
        if ftype == "enum" and fname in ENUMS and v not in ENUMS[fname]:
            errs.append(f"{fname}: {v!r} not an allowed enum value")
        if ftype == "enum" and fname == "currency" and not re.fullmatch(r"[A-Z]{3}", v):
            errs.append("currency: not an ISO 4217 code")
        errs += located(ftype, fname, v, pg, q, pages)
    return errs


# ------------------------------------------------------------ arithmetic
def dec(v):
    return Decimal(str(v))


def _vals(label, doc_type):
    """Field name -> Decimal / str / None, for the numeric and date fields."""
    out = {}
    types = dict(CONTRACT.get(doc_type, []))
    for k, e in label.get("fields", {}).items():
        v = e.get("value") if isinstance(e, dict) else None
        if v is None or k not in types:
            out[k] = None
        elif types[k] in ("money", "number"):
            try:
                out[k] = dec(v)
            except (ArithmeticError, ValueError, TypeError):
                out[k] = None
        else:
            out[k] = v
    return out


def _derives(sums, *names):
    """True if some sum mentions all the named fields."""
    for s in sums or []:
        refs = [t.get("field") for t in s.get("terms", [])] + [s.get("equals", {}).get("field")]
        if all(n in refs for n in names):
            return True
    return False


def contract_rules(label, doc_type, sums):
    """The contract's arithmetic applied to the label values (see RULES in the docstring)."""
    v = _vals(label, doc_type)
    errs = []

    def have(*ks):
        return all(v.get(k) is not None for k in ks)

    if doc_type == "invoice":
        if (
            have("subtotal", "tax", "total")
            and abs(v["subtotal"] + v["tax"] - v["total"]) > CENT
            and not _derives(sums, "subtotal", "tax", "total")
        ):
            errs.append(f"rule: subtotal {v['subtotal']} + tax {v['tax']} != total {v['total']}")
        credit = (have("subtotal") and v["subtotal"] < 0) or (
            not have("subtotal") and have("total") and v["total"] < 0
        )
        if have("tax") and not credit and v["tax"] < 0:
            errs.append("rule: negative tax on an invoice")
        if have("tax") and credit and v["tax"] > 0:
            errs.append("rule: positive tax on a credit note")
        if have("tax", "subtotal") and abs(v["tax"]) > abs(v["subtotal"]):
            errs.append("rule: tax larger than subtotal")
        if have("subtotal", "total") and (v["subtotal"] < 0) != (v["total"] < 0):
            errs.append("rule: subtotal and total differ in sign")
        if (
            have("amount_due", "total")
            and abs(v["amount_due"] - v["total"]) > CENT
            and not _derives(sums, "amount_due", "total")
        ):
            errs.append("rule: amount_due differs from total but no sum derives it from total")
        if have("due_date", "invoice_date") and v["due_date"] < v["invoice_date"]:
            errs.append("rule: due_date before invoice_date")
    elif doc_type == "financial_statement":
        if (
            have("total_assets", "total_liabilities", "total_equity")
            and abs(v["total_liabilities"] + v["total_equity"] - v["total_assets"]) > CENT
            and not _derives(sums, "total_assets", "total_liabilities", "total_equity")
        ):
            errs.append("rule: total_liabilities + total_equity != total_assets")
        if have("cash_and_equivalents", "total_assets") and not (
            0 <= v["cash_and_equivalents"] <= v["total_assets"]
        ):
            errs.append("rule: cash outside 0..total_assets")
        if have("operating_income", "total_revenue") and abs(v["operating_income"]) > v["total_revenue"]:
            errs.append("rule: |operating_income| > total_revenue")
        if have("net_income", "diluted_eps") and (v["net_income"] < 0) != (v["diluted_eps"] < 0):
            errs.append("rule: net_income and diluted_eps differ in sign")
    elif doc_type == "loan_agreement":
        if have("maturity_date", "agreement_date") and v["maturity_date"] <= v["agreement_date"]:
            errs.append("rule: maturity_date not after agreement_date")
        if have("principal_amount") and v["principal_amount"] <= 0:
            errs.append("rule: principal_amount not positive")
    elif doc_type == "appraisal":
        if have("appraised_value") and v["appraised_value"] <= 0:
            errs.append("rule: appraised_value not positive")
        if have("gross_living_area_sqft") and not 0 < v["gross_living_area_sqft"] < 20000:
            errs.append("rule: implausible gross_living_area_sqft")
    return errs


def check_sums(checks, label, doc_id, pages):
    """Per-document sums: extra terms verified on the PDF, then the arithmetic."""
    errs = []
    if (
        not isinstance(checks, dict)
        or checks.get("doc_id") != doc_id
        or not isinstance(checks.get("sums"), list)
    ):
        return ["checks file malformed"]
    fields = label.get("fields", {})

    def value_of(ref, where):
        if set(ref) - {"sign"} == {"field"}:
            e = fields.get(ref["field"])
            if not isinstance(e, dict) or e.get("value") is None:
                errs.append(f"{where}: field {ref.get('field')!r} is null or missing")
                return None
            return dec(e["value"])
        if set(ref) - {"sign"} != {"what", "value", "page", "quote"}:
            errs.append(f"{where}: term must be a field or what/value/page/quote")
            return None
        if isinstance(ref["value"], bool) or not isinstance(ref["value"], (int, float)):
            errs.append(f"{where}: term value must be a number")
            return None
        errs.extend(
            f"{where}: " + e
            for e in located(
                "money",
                ref["what"],
                ref["value"],
                ref["page"],
                ref["quote"],
                pages,
                False,
            )
        )
        return dec(ref["value"])

    for s in checks["sums"]:
        name = s.get("name", "?")
        total = Decimal(0)
        ok = True
        for t in s.get("terms", []):
            if t.get("sign") not in (1, -1):
                errs.append(f"sum {name}: sign must be 1 or -1")
                ok = False
                continue
            x = value_of(t, f"sum {name}")
            if x is None:
                ok = False
            else:
                total += t["sign"] * x
        eq = value_of(s.get("equals", {}), f"sum {name}")
        if ok and eq is not None and abs(total - eq) > CENT:
            errs.append(f"sum {name}: terms add up to {total}, printed {eq}")
    return errs


def read_manifest(d):
    with open(os.path.join(d, "manifest.csv"), newline="", encoding="utf-8") as fh:
        r = csv.reader(fh)
        header = next(r)
        rows = [dict(zip(header, row, strict=False)) for row in r]
    return header, rows


def _load(d, sub, did):
    with open(os.path.join(d, sub, did + ".json"), encoding="utf-8") as fh:
        return json.load(fh)


def check_doc(label, checks, did, doc_type, pages):
    errs = check_label(label, did, doc_type, pages)
    errs += check_sums(checks, label, did, pages)
    errs += contract_rules(label, doc_type, checks.get("sums") if isinstance(checks, dict) else None)
    return errs


def check_all(d, labels=None, manifest=None, checks=None):
    errs = []
    header, rows = manifest or read_manifest(d)
    if header != MANIFEST_COLS:
        errs.append(f"manifest columns {header} != {MANIFEST_COLS}")
    ids = [r["doc_id"] for r in rows]
    if len(set(ids)) != len(ids):
        errs.append("duplicate doc_id in manifest")
    for sub in ("labels", "checks", "raw"):
        if not os.path.isdir(os.path.join(d, sub)):
            return errs + [f"missing directory {sub}/"]
    for sub in ("labels", "checks"):
        files = sorted(f[:-5] for f in os.listdir(os.path.join(d, sub)) if f.endswith(".json"))
        if sorted(ids) != files:
            errs.append(f"manifest ids != {sub} files")
    raws = sorted(f[:-4] for f in os.listdir(os.path.join(d, "raw")) if f.endswith(".pdf"))
    if sorted(ids) != raws:
        errs.append("manifest ids != raw pdfs")
    for r in rows:
        did = r["doc_id"]
        pre = f"{did}: "
        if not did.startswith(PREFIX):
            errs.append(pre + f"doc_id must start with {PREFIX}")
        if r["doc_type"] not in CONTRACT:
            errs.append(pre + "bad doc_type")
            continue
        if not r.get("title", "").strip():
            errs.append(pre + "empty title")
        if r["source_url"] != URL.format(did):
            errs.append(pre + "bad source_url")
        if r["license"] != "generated (CC0)":
            errs.append(pre + "bad license")
        if r["ticker"] != "":
            errs.append(pre + "ticker must be empty")
        pdf = os.path.join(d, "raw", did + ".pdf")
        if not os.path.exists(pdf):
            errs.append(pre + "missing pdf")
            continue
        with open(pdf, "rb") as fh:
            if hashlib.sha256(fh.read()).hexdigest() != r["sha256"]:
                errs.append(pre + "sha256 mismatch")
        label = labels[did] if labels is not None and did in labels else _load(d, "labels", did)
        chk = checks[did] if checks is not None and did in checks else _load(d, "checks", did)
        errs += [pre + e for e in check_doc(label, chk, did, r["doc_type"], load_pages(pdf))]
    return errs


# ------------------------------------------------------------ selftest
def _bump(v):
    if isinstance(v, (int, float)):
        return v + 1
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", v):
        y, mo, dd = v.split("-")
        return f"{y}-{mo}-{28 if dd != '28' else 27:02d}"
    return v + " Holdings Zyx"


def selftest(d):
    header, rows = read_manifest(d)
    base = check_all(d)
    if base:
        print("\n".join(base))
        print("SELFTEST FAILED: the unmodified set does not pass")
        return 1
    labels = {r["doc_id"]: _load(d, "labels", r["doc_id"]) for r in rows}
    checks = {r["doc_id"]: _load(d, "checks", r["doc_id"]) for r in rows}
    cases, caught = 0, 0
    failures = []

    def run(desc, did, label=None, chk=None, manifest=None, pages=None, errs=None):
        nonlocal cases, caught
        cases += 1
        r = next(x for x in rows if x["doc_id"] == did)
        label = label if label is not None else labels[did]
        chk = chk if chk is not None else checks[did]
        if errs is None:
            if manifest is not None:
                errs = check_all(d, labels={did: label}, manifest=manifest, checks={did: chk})
            else:
                errs = check_doc(label, chk, did, r["doc_type"], pages)
        if errs:
            caught += 1
        else:
            failures.append(f"{did} / {desc} not caught")

    for r in rows:
        did, dt = r["doc_id"], r["doc_type"]
        pages = load_pages(os.path.join(d, "raw", did + ".pdf"))
        lab, chk = labels[did], checks[did]
        filled = [(k, e) for k, e in lab["fields"].items() if e["value"] is not None]
        # 1. wrong page: move each quote to a page where it does not occur
        for k, e in filled:
            others = [
                p
                for p in range(1, len(pages) + 2)
                if p != e["page"] and (p > len(pages) or ws(e["quote"]) not in pages[p - 1])
            ]
            bad = copy.deepcopy(lab)
            bad["fields"][k]["page"] = others[0]
            run(f"wrong page for {k}", did, bad, pages=pages)
        # 2. altered quote: change one digit/letter inside each filled quote
        for k, e in filled:
            bad = copy.deepcopy(lab)
            q = e["quote"]
            m = re.search(r"\d", q) or re.search(r"[A-Za-z]", q)
            ch = q[m.start()]
            repl = ("7" if ch != "7" else "3") if ch.isdigit() else ("Q" if ch != "Q" else "Z")
            bad["fields"][k]["quote"] = q[: m.start()] + repl + q[m.end() :]
            run(f"altered quote for {k}", did, bad, pages=pages)
        # 3. altered value of each filled field (quote untouched)
        for k, e in filled:
            bad = copy.deepcopy(lab)
            bad["fields"][k]["value"] = _bump(e["value"])
            run(f"altered value for {k}", did, bad, pages=pages)
        # 3b. sign flipped on each non-zero money/number field
        types = dict(CONTRACT[dt])
        for k, e in filled:
            if types[k] in ("money", "number") and e["value"] != 0:
                bad = copy.deepcopy(lab)
                bad["fields"][k]["value"] = -e["value"]
                run(f"sign flipped for {k}", did, bad, pages=pages)
        # 4. field order / missing field / extra key / partly null
        bad = copy.deepcopy(lab)
        ks = list(bad["fields"].items())
        bad["fields"] = dict([ks[1], ks[0]] + ks[2:])
        run("swapped field order", did, bad, pages=pages)
        bad = copy.deepcopy(lab)
        bad["fields"].pop(ks[-1][0])
        run("missing field", did, bad, pages=pages)
        bad = copy.deepcopy(lab)
        bad["fields"][filled[0][0]]["value"] = None
        run("partly null", did, bad, pages=pages)
        bad = copy.deepcopy(lab)
        bad["extra"] = 1
        run("extra top-level key", did, bad, pages=pages)
        nulls = [k for k, e in lab["fields"].items() if e["value"] is None]
        if nulls:
            bad = copy.deepcopy(lab)
            bad["notes"] = "no explanation"
            run("null field without a reason in notes", did, bad, pages=pages)
        # 5. a null field given a value (false fill) with a quote taken from a filled field
        for k, e in lab["fields"].items():
            if e["value"] is None:
                bad = copy.deepcopy(lab)
                ftype = dict(CONTRACT[dt])[k]
                src = filled[0][1]
                bad["fields"][k] = {
                    "value": {"money": 1.0, "number": 1.0, "date": "1999-01-01"}.get(ftype, "Zyx"),
                    "page": src["page"],
                    "quote": src["quote"],
                }
                run(f"false fill of {k}", did, bad, pages=pages)
        # 6. sums: flip the sign of each term; bump each printed term's value
        for i, s in enumerate(chk["sums"]):
            for j, t in enumerate(s["terms"]):
                bad = copy.deepcopy(chk)
                bad["sums"][i]["terms"][j]["sign"] = -t["sign"]
                run(f"sum {s['name']} term {j} sign flipped", did, chk=bad, pages=pages)
                if "value" in t:
                    bad = copy.deepcopy(chk)
                    bad["sums"][i]["terms"][j]["value"] = t["value"] + 1
                    run(f"sum {s['name']} term {j} value", did, chk=bad, pages=pages)
            bad = copy.deepcopy(chk)
            bad["sums"][i]["terms"].pop()
            run(f"sum {s['name']} term dropped", did, chk=bad, pages=pages)
        # 7. contract rules alone (no quote checks): perturb each money field
        #    taking part in a rule; the rule must notice
        rule_fields = {
            "invoice": ["subtotal", "tax", "total", "amount_due"],
            "financial_statement": [
                "total_assets",
                "total_liabilities",
                "total_equity",
            ],
        }.get(dt, [])
        base_rule = contract_rules(lab, dt, chk["sums"])
        assert not base_rule, base_rule
        for k in rule_fields:
            if lab["fields"][k]["value"] is None:
                continue
            bad = copy.deepcopy(lab)
            bad["fields"][k]["value"] = lab["fields"][k]["value"] + 1000
            errs = contract_rules(bad, dt, chk["sums"]) + check_sums(chk, bad, did, pages)
            involved = (
                dt == "financial_statement"
                and all(lab["fields"][x]["value"] is not None for x in rule_fields)
            ) or (
                dt == "invoice"
                and (
                    (
                        k != "amount_due"
                        and all(lab["fields"][x]["value"] is not None for x in ("subtotal", "tax", "total"))
                    )
                    or any(
                        k in [t.get("field") for t in s["terms"]] + [s["equals"].get("field")]
                        for s in chk["sums"]
                    )
                    or (k == "amount_due" and lab["fields"]["total"]["value"] is not None)
                )
            )
            if involved:
                run(f"rule on {k} perturbed", did, errs=errs)
        if dt == "loan_agreement" and all(
            lab["fields"][x]["value"] for x in ("maturity_date", "agreement_date")
        ):
            bad = copy.deepcopy(lab)
            bad["fields"]["maturity_date"]["value"] = "1990-01-01"
            run(
                "maturity before agreement",
                did,
                errs=contract_rules(bad, dt, chk["sums"]),
            )
    # 8. manifest sha256 corrupted; checks file for another document
    bad_rows = copy.deepcopy(rows)
    bad_rows[0]["sha256"] = "0" * 64
    run("sha256 mismatch", rows[0]["doc_id"], manifest=(header, bad_rows))
    first = rows[0]["doc_id"]
    other = copy.deepcopy(checks[rows[1]["doc_id"]])
    run(
        "checks of another document",
        first,
        chk=other,
        pages=load_pages(os.path.join(d, "raw", first + ".pdf")),
    )
    if failures:
        print("\n".join(failures))
        print(f"SELFTEST FAILED: {caught}/{cases} corruptions caught")
        return 1
    print(f"{caught}/{cases} corruptions caught")
    print("SELFTEST OK")
    return 0


def main(argv):
    if len(argv) == 3 and argv[1] == "--selftest":
        return selftest(argv[2])
    if len(argv) != 2:
        print(__doc__)
        return 2
    errs = check_all(argv[1])
    if errs:
        print("\n".join(errs))
        print(f"FAILED: {len(errs)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
