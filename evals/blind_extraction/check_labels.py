#!/usr/bin/env python3
"""Self-check for a generated blind set (independent of the extraction system's code).

    python evals/blind_extraction/check_labels.py /tmp/blind_extraction

Checks: manifest columns equal data/manifest.csv's, sha256 of every PDF, every contract field present,
value types (dates YYYY-MM-DD, money numbers, enums), and that every non-null quote is on its page
(PyMuPDF get_text(), whitespace-collapsed, case-insensitive) and contains the value
(money/numbers with scale 1/1e3/1e6/1e9 in US, EU or French notation; dates in common forms, day-first
for non-USD documents; text as a loose substring).
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

DATES = {"invoice_date", "due_date", "period_end_date", "agreement_date", "maturity_date"}
NUMBERS = {"diluted_eps"}
ENUMS = {
    "currency": {"USD", "EUR", "GBP", "INR"},
    "report_type": {"10-K", "10-Q", "earnings_release", "annual_report", "other"},
}
CUR_MARKS = {"USD": ["$", "usd"], "EUR": ["€", "eur"], "GBP": ["£", "gbp"]}
RT_MARKS = {"earnings_release": ["results", "release"], "10-Q": ["10-q"]}
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
    for dec in (0, 1, 2):
        if round(x, dec) != round(x, 6):
            continue
        us = f"{x:,.{dec}f}"
        out |= {
            us,
            us.replace(",", ""),
            us.replace(",", "\0").replace(".", ",").replace("\0", "."),
            us.replace(",", "\0").replace(".", ",").replace("\0", " "),
        }
    return out


def has_number(quote, value, parens_negative=True):
    for scale in (1, 1e3, 1e6, 1e9):
        x = abs(value) / scale
        for form in number_forms(x):
            for m in re.finditer(re.escape(form), quote):
                a, b = m.start(), m.end()
                if (
                    a
                    and (
                        quote[a - 1].isdigit() or (quote[a - 1] in ".," and a > 1 and quote[a - 2].isdigit())
                    )
                ) or (
                    b < len(quote)
                    and (
                        quote[b].isdigit()
                        or (quote[b] in ".," and b + 1 < len(quote) and quote[b + 1].isdigit())
                    )
                ):
                    continue
                before = quote[:a].rstrip(" $€£")
                neg = (parens_negative and before.endswith("(")) or before.endswith("-")
                if neg == (value < 0):
                    return True
    return False


def date_forms(iso, day_first):
    d = dt.date.fromisoformat(iso)
    M = MONTHS_EN[d.month - 1]
    forms = {
        iso,
        f"{M} {d.day}, {d.year}",
        f"{M[:3]} {d.day}, {d.year}",
        f"{d.day} {M} {d.year}",
        f"{d.day:02d}-{M[:3]}-{d.year}",
        f"{d.day} {MONTHS_FR[d.month - 1]} {d.year}",
    }
    a, b = (d.day, d.month) if day_first else (d.month, d.day)
    for sep in "/.-":
        forms.add(f"{a:02d}{sep}{b:02d}{sep}{d.year}")
        forms.add(f"{a}{sep}{b}{sep}{d.year}")
    return {f.casefold() for f in forms}


def main(root):
    errors = []
    with open(os.path.join(root, "manifest.csv"), newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    main_manifest = os.path.join(HERE, "..", "..", "data", "manifest.csv")
    if os.path.exists(main_manifest):
        with open(main_manifest, newline="", encoding="utf-8") as fh:
            cols = next(csv.reader(fh))
        if cols != MANIFEST_COLUMNS:
            errors.append(f"manifest columns {MANIFEST_COLUMNS} != data/manifest.csv {cols}")
    n_fields = n_null = 0
    for row in rows:
        did = row["doc_id"]
        pdf_path = os.path.join(root, "raw", f"{did}.pdf")
        with open(pdf_path, "rb") as fh:
            if hashlib.sha256(fh.read()).hexdigest() != row["sha256"]:
                errors.append(f"{did}: sha256 mismatch")
        with open(os.path.join(root, "labels", f"{did}.json"), encoding="utf-8") as fh:
            lab = json.load(fh)
        assert lab["doc_id"] == did and lab["doc_type"] == row["doc_type"]
        if list(lab["fields"]) != CONTRACT[lab["doc_type"]]:
            errors.append(f"{did}: fields {list(lab['fields'])}")
        if not lab.get("notes"):
            errors.append(f"{did}: no notes")
        doc = pymupdf.open(pdf_path)
        pages = [ws(p.get_text()).casefold() for p in doc]
        cur = (lab["fields"].get("currency") or {}).get("value")
        day_first = cur not in (None, "USD")
        for name, fld in lab["fields"].items():
            n_fields += 1
            v, pg, q = fld["value"], fld["page"], fld["quote"]
            if v is None:
                n_null += 1
                if pg is not None or q is not None:
                    errors.append(f"{did}.{name}: null value with page/quote")
                continue
            where = f"{did}.{name}"
            if not isinstance(pg, int) or not 1 <= pg <= len(pages):
                errors.append(f"{where}: bad page {pg}")
                continue
            qn = ws(q).casefold()
            if qn not in pages[pg - 1]:
                errors.append(f"{where}: quote not on page {pg}: {q!r}")
                continue
            ok = True
            if name in MONEY or name in NUMBERS:
                ok = isinstance(v, (int, float)) and has_number(
                    ws(q), v, parens_negative=lab["doc_type"] != "loan_agreement"
                )
            elif name in DATES:
                ok = bool(re.fullmatch(r"\d{4}-\d{2}-\d{2}", v)) and any(
                    f in qn for f in date_forms(v, day_first)
                )
            elif name in ENUMS:
                ok = v in ENUMS[name] and any(
                    m in qn for m in (CUR_MARKS if name == "currency" else RT_MARKS).get(v, [])
                )
            else:
                ok = loose(v) in loose(q)
            if not ok:
                errors.append(f"{where}: quote {q!r} does not contain value {v!r}")
    by_type = {}
    for row in rows:
        by_type[row["doc_type"]] = by_type.get(row["doc_type"], 0) + 1
    print(f"{len(rows)} docs {by_type}; {n_fields} fields, {n_null} null")
    for e in errors:
        print("FAIL", e)
    print("OK" if not errors else f"{len(errors)} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/blind_extraction"))
