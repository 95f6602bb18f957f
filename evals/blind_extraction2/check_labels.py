#!/usr/bin/env python3
"""Self-check for the generated second blind set (independent of the extraction system's code).

    python evals/blind_extraction2/check_labels.py /tmp/blind_extraction2

Checks: manifest columns (equal to data/manifest.csv's), sha256 of every PDF, every contract field
present in contract order, null fields without page/quote, value types (dates YYYY-MM-DD, money and
numbers numeric, enums from the contract), and that every non-null quote is on its page (PyMuPDF
get_text(), whitespace-collapsed, case-insensitive) and contains the value in some printed form:
numbers with scale 1/1e3/1e6/1e9 in US, European, space-grouped, Swiss or Indian notation
(a minus sign, or parentheses in statements and invoices, for negatives; loan and appraisal
documents print amounts in words followed by a parenthesized figure); dates in common English,
French, numeric and ISO forms
(numeric dates day-first unless the document is in USD or has no currency); enums by a marker word;
text as a loose (case- and punctuation-insensitive) substring.
"""

import csv
import datetime as dt
import hashlib
import json
import os
import re
import sys

import pymupdf

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from make_docs import CONTRACT, MANIFEST_COLUMNS, MONEY  # noqa: E402

DATES = {"invoice_date", "due_date", "period_end_date", "agreement_date", "maturity_date", "effective_date"}
NUMBERS = {"diluted_eps", "gross_living_area_sqft"}
ENUMS = {
    "currency": {
        "USD": ["$", "usd", "us dollar"],
        "EUR": ["€", "eur"],
        "GBP": ["£", "gbp"],
        "CAD": ["cad", "canadian"],
        "CHF": ["chf"],
        "AUD": ["aud", "australian"],
        "SEK": ["sek", "kr"],
        "INR": ["inr", "rupees", "₹"],
        "JPY": ["jpy", "¥", "yen"],
    },
    "report_type": {
        "10-K": ["10-k"],
        "10-Q": ["10-q"],
        "earnings_release": ["results", "release", "reports"],
        "annual_report": ["annual report"],
        "other": [""],
    },
    "property_type": {
        "single_family": ["single family", "single-family", "one-unit", "detached"],
        "condominium": ["condominium", "condo"],
        "multifamily": ["multifamily", "multi-family", "units"],
        "commercial": ["commercial", "retail", "office"],
        "industrial": ["industrial", "warehouse"],
        "land": ["land", "vacant"],
        "other": [""],
    },
}
MONTHS_EN = [
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
]
MONTHS_FR = [
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
]


def ws(s):
    return " ".join(s.split())


def loose(s):
    return " ".join(re.sub(r"[^\w%]+", " ", s.casefold()).split())


def number_forms(x):
    """Printed forms of a non-negative number."""
    out = set()
    for dec in (0, 1, 2, 3):
        if round(x, dec) != round(x, 6):
            continue
        us = f"{x:,.{dec}f}"
        out |= {
            us,
            us.replace(",", ""),
            us.replace(",", "\0").replace(".", ",").replace("\0", "."),
            us.replace(",", " ").replace(".", ","),
            us.replace(",", "'"),
        }
        whole, _, frac = f"{x:.{dec}f}".partition(".")
        head, groups = whole[:-3], [whole[-3:]]
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        out.add(",".join(groups) + ("." + frac if frac else ""))
    return out


def has_number(quote, value, parens_negative=True):
    for scale in (1, 1e3, 1e6, 1e9):
        x = abs(value) / scale
        for form in number_forms(x):
            for m in re.finditer(re.escape(form), quote):
                a, b = m.start(), m.end()
                if a and (
                    quote[a - 1].isdigit() or (quote[a - 1] in ".,'" and a > 1 and quote[a - 2].isdigit())
                ):
                    continue
                if b < len(quote) and (
                    quote[b].isdigit()
                    or (quote[b] in ".,'" and b + 1 < len(quote) and quote[b + 1].isdigit())
                ):
                    continue
                before = quote[:a].rstrip(" $€£¥")
                for cur in ("CHF", "SEK", "AUD", "CAD", "INR", "USD", "EUR", "GBP", "C$", "A$"):
                    if before.endswith(cur):
                        before = before[: -len(cur)].rstrip()
                neg = (
                    (parens_negative and before.endswith("(")) or before.endswith("-") or before.endswith("−")
                )
                if neg == (value < 0):
                    return True
    return False


def ordinal(n):
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def date_forms(iso, day_first):
    d = dt.date.fromisoformat(iso)
    M = MONTHS_EN[d.month - 1]
    forms = {
        iso,
        f"{d.day} {MONTHS_FR[d.month - 1]} {d.year}",
        f"{ordinal(d.day)} day of {M} {d.year}",
        f"{ordinal(d.day)} day of {M}, {d.year}",
        f"{ordinal(d.day)} {M} {d.year}",
    }
    for mon in (M, M[:3], M[:3] + "."):
        for day in (str(d.day), f"{d.day:02d}"):
            forms |= {f"{mon} {day}, {d.year}", f"{day} {mon} {d.year}", f"{day}-{mon}-{d.year}"}
    a, b = (d.day, d.month) if day_first else (d.month, d.day)
    for sep in "/.-":
        forms.add(f"{a:02d}{sep}{b:02d}{sep}{d.year}")
        forms.add(f"{a}{sep}{b}{sep}{d.year}")
    return {f.casefold() for f in forms}


def check_value(name, v, q, doc_type, day_first):
    qn = ws(q).casefold()
    if name in MONEY or name in NUMBERS:
        return (
            isinstance(v, (int, float))
            and not isinstance(v, bool)
            and has_number(ws(q), v, parens_negative=doc_type in ("financial_statement", "invoice"))
        )
    if name in DATES:
        return bool(re.fullmatch(r"\d{4}-\d{2}-\d{2}", v)) and any(f in qn for f in date_forms(v, day_first))
    if name in ENUMS:
        return v in ENUMS[name] and any(m in qn for m in ENUMS[name][v])
    return isinstance(v, str) and loose(v) in loose(q)


def main(root):
    errors = []
    with open(os.path.join(root, "manifest.csv"), newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        rows = list(reader)
        if reader.fieldnames != MANIFEST_COLUMNS:
            errors.append(f"manifest columns {reader.fieldnames} != {MANIFEST_COLUMNS}")
    main_manifest = os.path.join(HERE, "..", "..", "data", "manifest.csv")
    if os.path.exists(main_manifest):
        with open(main_manifest, newline="", encoding="utf-8") as fh:
            cols = next(csv.reader(fh))
        if cols != MANIFEST_COLUMNS:
            errors.append(f"manifest columns {MANIFEST_COLUMNS} != data/manifest.csv {cols}")
    n_fields = n_null = n_pages = 0
    for row in rows:
        did = row["doc_id"]
        if not did.startswith("b2_"):
            errors.append(f"{did}: doc_id without b2_ prefix")
        if (
            row["source_url"] != f"https://example.invalid/blind2/{did}.pdf"
            or row["license"] != "generated (CC0)"
        ):
            errors.append(f"{did}: source_url/license")
        pdf_path = os.path.join(root, "raw", f"{did}.pdf")
        with open(pdf_path, "rb") as fh:
            if hashlib.sha256(fh.read()).hexdigest() != row["sha256"]:
                errors.append(f"{did}: sha256 mismatch")
        with open(os.path.join(root, "labels", f"{did}.json"), encoding="utf-8") as fh:
            lab = json.load(fh)
        if set(lab) != {"doc_id", "doc_type", "fields", "notes"}:
            errors.append(f"{did}: label keys {sorted(lab)}")
        if lab["doc_id"] != did or lab["doc_type"] != row["doc_type"]:
            errors.append(f"{did}: doc_id/doc_type differ from the manifest")
        if list(lab["fields"]) != CONTRACT[lab["doc_type"]]:
            errors.append(f"{did}: fields {list(lab['fields'])}")
        if not isinstance(lab.get("notes"), str) or not lab["notes"].strip():
            errors.append(f"{did}: no notes")
        doc = pymupdf.open(pdf_path)
        n_pages += len(doc)
        pages = [ws(p.get_text()).casefold() for p in doc]
        cur = (lab["fields"].get("currency") or {}).get("value")
        day_first = cur not in (None, "USD")
        for name, fld in lab["fields"].items():
            n_fields += 1
            where = f"{did}.{name}"
            if set(fld) != {"value", "page", "quote"}:
                errors.append(f"{where}: keys {sorted(fld)}")
                continue
            v, pg, q = fld["value"], fld["page"], fld["quote"]
            if v is None:
                n_null += 1
                if pg is not None or q is not None:
                    errors.append(f"{where}: null value with page/quote")
                continue
            if not isinstance(pg, int) or not 1 <= pg <= len(pages):
                errors.append(f"{where}: bad page {pg}")
                continue
            if not isinstance(q, str) or ws(q).casefold() not in pages[pg - 1]:
                errors.append(f"{where}: quote not on page {pg}: {q!r}")
                continue
            if not check_value(name, v, q, lab["doc_type"], day_first):
                errors.append(f"{where}: quote {q!r} does not contain value {v!r}")
    by_type = {}
    for row in rows:
        by_type[row["doc_type"]] = by_type.get(row["doc_type"], 0) + 1
    print(f"{len(rows)} docs, {n_pages} pages {by_type}; {n_fields} fields, {n_null} null")
    for e in errors:
        print("FAIL", e)
    print("OK" if not errors else f"{len(errors)} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/blind_extraction2"))
