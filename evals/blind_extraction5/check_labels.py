#!/usr/bin/env python
"""Check the blind_extraction5 labels against the generated PDFs.

usage:  check_labels.py DIR            -> prints OK (exit 0) or the problems (exit 1)
        check_labels.py --selftest DIR -> corrupts label copies in memory and
                                          confirms every corruption is caught

Checks, per document listed in DIR/manifest.csv:
  * manifest columns, doc_id prefix, doc_type, sha256 of DIR/raw/<doc_id>.pdf
  * DIR/labels/<doc_id>.json: doc_id/doc_type match, every contract field of the
    type present, in contract order, nothing else
  * value/page/quote all null or all non-null; page within the PDF
  * the quote occurs verbatim in pymupdf page.get_text() of that page
    (both sides whitespace-collapsed)
  * the printed form of the value occurs in the quote (dates rendered in the
    common English/German/Italian/Spanish/Polish/French forms, money at scale
    1/thousand/million/billion in the usual digit groupings, enums via
    indicator words)
"""

import copy
import csv
import hashlib
import json
import os
import re
import sys

import pymupdf

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
    "JPY": ["JPY", "¥"],
    "AUD": ["AUD", "A$"],
}
ENUM_MARKS = {
    "report_type": {
        "10-Q": ["10-Q"],
        "10-K": ["10-K"],
        "annual_report": ["annual report"],
        "earnings_release": ["reports", "results", "announces"],
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
MANIFEST_COLS = ["doc_id", "doc_type", "title", "source_url", "license", "sha256", "ticker"]

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
    "en3": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    "en4": ["Jan.", "Feb.", "Mar.", "Apr.", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."],
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
}


def ws(s):
    return re.sub(r"\s+", " ", s).strip()


def loose(s):
    """casefold, punctuation to space, whitespace collapsed (for text values)."""
    return ws(re.sub(r"[^\w]+", " ", s.casefold()))


# ------------------------------------------------------------ renderings
def date_forms(iso):
    y, m, d = (int(p) for p in iso.split("-"))
    yy = "%02d" % (y % 100)
    out = set()
    for _key, names in MONTHS.items():
        mon = names[m - 1]
        for dd in (str(d), "%02d" % d):
            out |= {
                "%s %s, %d" % (mon, dd, y),
                "%s %s %d" % (dd, mon, y),
                "%s. %s %d" % (dd, mon, y),
                "%s de %s de %d" % (dd, mon, y),
                "%s-%s-%d" % (dd, mon, y),
                f"{dd}-{mon}-{yy}",
                "%s %s %d" % (mon, dd, y),
            }
    for dd in (str(d), "%02d" % d):
        for mm in (str(m), "%02d" % m):
            for yr in (str(y), yy):
                out |= {
                    f"{mm}/{dd}/{yr}",
                    f"{dd}/{mm}/{yr}",
                    f"{dd}.{mm}.{yr}",
                    f"{dd}-{mm}-{yr}",
                    f"{mm}-{dd}-{yr}",
                }
    out.add("%d-%02d-%02d" % (y, m, d))
    out.add("%d/%02d/%02d" % (y, m, d))
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
    """Printed forms of a number (absolute value) at the given scales."""
    out = set()
    for sc in scales:
        s = abs(v) / sc
        for nd in (0, 1, 2, 3, 4):
            if abs(round(s, nd) - s) > 1e-7 * max(1.0, s):
                continue
            txt = ("{:.%df}" % nd).format(round(s, nd))
            ip, _, fp = txt.partition(".")
            for th, dec, ind in (
                (",", ".", False),
                (".", ",", False),
                (" ", ",", False),
                ("\u00a0", ",", False),
                ("", ".", False),
                ("", ",", False),
                (",", ".", True),
                ("'", ".", False),
            ):
                g = group(ip, th, ind)
                out.add(g + (dec + fp if nd else ""))
    return out


def number_in(quote, v, scales=(1,)):
    q = quote
    for form in number_forms(v, scales):
        pat = r"(?<![\d.,])" + re.escape(form) + r"(?![.,]?\d)"
        for m in re.finditer(pat, q):
            if v >= 0:
                return True
            # negative: need a minus sign or surrounding parentheses
            before = q[: m.start()].rstrip(" $€£₹")
            after = q[m.end() :]
            if before.endswith(("-", "\u2212", "\u2013", "(")) or after.startswith(")"):
                return True
    return False


def printed_ok(ftype, field, value, quote):
    if ftype == "text":
        return loose(str(value)) in loose(quote)
    if ftype == "date":
        q = ws(quote).casefold()
        return any(f in q for f in date_forms(value))
    if ftype == "money":
        return number_in(quote, float(value), (1, 1e3, 1e6, 1e9))
    if ftype == "number":
        return number_in(quote, float(value), (1,))
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


def check_label(label, doc_id, doc_type, pages):
    errs = []
    if label.get("doc_id") != doc_id:
        errs.append("doc_id mismatch")
    if label.get("doc_type") != doc_type:
        errs.append("doc_type mismatch")
    spec = CONTRACT.get(doc_type)
    if spec is None:
        return errs + [f"unknown doc_type {doc_type!r}"]
    fields = label.get("fields", {})
    if list(fields.keys()) != [f for f, _ in spec]:
        errs.append(f"fields not exactly the contract fields in order: {list(fields.keys())}")
    if not isinstance(label.get("notes"), str) or not label["notes"].strip():
        errs.append("notes missing")
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
        if not isinstance(pg, int) or isinstance(pg, bool) or not 1 <= pg <= len(pages):
            errs.append("%s: page %r out of range 1..%d" % (fname, pg, len(pages)))
            continue
        if not isinstance(q, str) or not ws(q):
            errs.append(f"{fname}: empty quote")
            continue
        if ws(q) not in pages[pg - 1]:
            errs.append("%s: quote not found on page %d: %r" % (fname, pg, q))
        if not printed_ok(ftype, fname, v, q):
            errs.append(f"{fname}: printed form of value {v!r} not in quote {q!r}")
    return errs


def read_manifest(d):
    with open(os.path.join(d, "manifest.csv"), newline="", encoding="utf-8") as fh:
        r = csv.reader(fh)
        header = next(r)
        rows = [dict(zip(header, row, strict=False)) for row in r]
    return header, rows


def check_all(d, labels=None, manifest=None):
    errs = []
    header, rows = manifest or read_manifest(d)
    if header != MANIFEST_COLS:
        errs.append(f"manifest columns {header} != {MANIFEST_COLS}")
    ids = [r["doc_id"] for r in rows]
    if len(set(ids)) != len(ids):
        errs.append("duplicate doc_id in manifest")
    label_files = sorted(f[:-5] for f in os.listdir(os.path.join(d, "labels")) if f.endswith(".json"))
    if sorted(ids) != label_files:
        errs.append("manifest ids != label files")
    for r in rows:
        did = r["doc_id"]
        pre = f"{did}: "
        if not did.startswith("b5_"):
            errs.append(pre + "doc_id must start with b5_")
        if r["doc_type"] not in CONTRACT:
            errs.append(pre + "bad doc_type")
        if r["source_url"] != f"https://example.invalid/blind5/{did}.pdf":
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
        if labels is not None and did in labels:
            label = labels[did]
        else:
            with open(os.path.join(d, "labels", did + ".json"), encoding="utf-8") as fh:
                label = json.load(fh)
        errs += [pre + e for e in check_label(label, did, r["doc_type"], load_pages(pdf))]
    return errs


# ------------------------------------------------------------ selftest
def selftest(d):
    header, rows = read_manifest(d)
    base = check_all(d)
    if base:
        print("\n".join(base))
        print("SELFTEST FAILED: the unmodified set does not pass")
        return 1
    originals = {}
    for r in rows:
        with open(os.path.join(d, "labels", r["doc_id"] + ".json"), encoding="utf-8") as fh:
            originals[r["doc_id"]] = json.load(fh)
    cases, caught = 0, 0
    failures = []

    def run(desc, did, label, manifest=None, pages=None):
        nonlocal cases, caught
        cases += 1
        r = next(x for x in rows if x["doc_id"] == did)
        if manifest is not None:
            errs = check_all(d, labels={did: label}, manifest=manifest)
        else:
            errs = check_label(label, did, r["doc_type"], pages)
        if errs:
            caught += 1
        else:
            failures.append(f"{did} / {desc} not caught")

    for r in rows:
        did = r["doc_id"]
        pages = load_pages(os.path.join(d, "raw", did + ".pdf"))
        lab = originals[did]
        filled = [(k, e) for k, e in lab["fields"].items() if e["value"] is not None]
        # 1. wrong page: move a quote to a page where it does not occur
        done = False
        for k, e in filled:
            others = [
                p
                for p in range(1, len(pages) + 2)
                if p != e["page"] and (p > len(pages) or ws(e["quote"]) not in pages[p - 1])
            ]
            if others:
                bad = copy.deepcopy(lab)
                bad["fields"][k]["page"] = others[0]
                run(f"wrong page for {k}", did, bad, pages=pages)
                done = True
                break
        if not done:
            failures.append(f"{did}: no field usable for the wrong-page test")
        # 2. altered quote: change one digit/letter inside each filled quote
        for k, e in filled:
            bad = copy.deepcopy(lab)
            q = e["quote"]
            m = re.search(r"\d", q) or re.search(r"[A-Za-z]", q)
            ch = q[m.start()]
            repl = ("7" if ch != "7" else "3") if ch.isdigit() else ("Q" if ch != "Q" else "Z")
            bad["fields"][k]["quote"] = q[: m.start()] + repl + q[m.end() :]
            run(f"altered quote for {k}", did, bad, pages=pages)
        # 3. altered value (quote untouched)
        k, e = filled[0]
        bad = copy.deepcopy(lab)
        v = e["value"]
        if isinstance(v, (int, float)):
            bad["fields"][k]["value"] = v + 1
        elif re.fullmatch(r"\d{4}-\d{2}-\d{2}", v):
            y, mo, dd = v.split("-")
            bad["fields"][k]["value"] = "%s-%s-%02d" % (y, mo, 28 if dd != "28" else 27)
        else:
            bad["fields"][k]["value"] = v + " Holdings Zyx"
        run(f"altered value for {k}", did, bad, pages=pages)
        # 4. field order / missing field
        bad = copy.deepcopy(lab)
        ks = list(bad["fields"].items())
        bad["fields"] = dict([ks[1], ks[0]] + ks[2:])
        run("swapped field order", did, bad, pages=pages)
        bad = copy.deepcopy(lab)
        bad["fields"].pop(ks[-1][0])
        run("missing field", did, bad, pages=pages)
        # 5. null with a leftover quote
        bad = copy.deepcopy(lab)
        bad["fields"][k]["value"] = None
        run("partly null", did, bad, pages=pages)
    # 6. manifest sha256 corrupted
    bad_rows = copy.deepcopy(rows)
    bad_rows[0]["sha256"] = "0" * 64
    run("sha256 mismatch", rows[0]["doc_id"], originals[rows[0]["doc_id"]], manifest=(header, bad_rows))
    if failures:
        print("\n".join(failures))
        print("SELFTEST FAILED: %d/%d corruptions caught" % (caught, cases))
        return 1
    print("%d/%d corruptions caught" % (caught, cases))
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
        print("FAILED: %d problem(s)" % len(errs))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
