#!/usr/bin/env python3
"""Self-check for the generated fourth blind set.

    python evals/blind_extraction4/check_labels.py /tmp/blind_extraction4
    python evals/blind_extraction4/check_labels.py --selftest /tmp/blind_extraction4

The value checks (number forms with scale 1/1e3/1e6/1e9 in US, European, Swiss, space-grouped and
Indian notation; date forms; enum marker words; loose text) are imported unchanged from the
independent checker evals/blind_extraction2/check_labels.py, the same way blind_extraction3 does.
What differs is here: b4_ doc ids, blind4 source URLs, this set's CONTRACT / MANIFEST_COLUMNS / MONEY
(from make_docs.py, which the imported checker picks up because make_docs is imported first), and
marker words for the currencies blind2's table does not know (PLN, MXN, ZAR), added to that table.

Checks: manifest columns (equal to data/manifest.csv's), sha256 of every PDF, label keys, every
contract field present in contract order, null fields without page/quote, value types, and that
every non-null quote is on its page (whitespace-collapsed, case-insensitive) and contains its value.

--selftest copies the set to a temp dir, breaks it four ways (a wrong total, a lost minus sign, a
wrong page, a null carrying a page/quote) and requires the check to flag each one.
"""

import copy
import csv
import hashlib
import importlib.util
import json
import os
import shutil
import sys
import tempfile

import pymupdf

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_docs  # noqa: E402  (must precede the import below: it resolves `make_docs` to this set's)

_spec = importlib.util.spec_from_file_location(
    "blind2_check_labels", os.path.join(HERE, "..", "blind_extraction2", "check_labels.py")
)
b2 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(b2)
assert b2.CONTRACT is make_docs.CONTRACT, "imported checker must use this set's contract"
for _code, _markers in {"PLN": ["pln", "zł"], "MXN": ["mxn", "peso"], "ZAR": ["zar", "rand"]}.items():
    b2.ENUMS["currency"].setdefault(_code, _markers)

CONTRACT, MANIFEST_COLUMNS = make_docs.CONTRACT, make_docs.MANIFEST_COLUMNS
PREFIX, URL = "b4_", "https://example.invalid/blind4/{}.pdf"


def check(root):
    """All problems found in the set at root, and a one-line summary."""
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
        if not did.startswith(PREFIX):
            errors.append(f"{did}: doc_id without {PREFIX} prefix")
        if row["source_url"] != URL.format(did) or row["license"] != "generated (CC0)" or row["ticker"]:
            errors.append(f"{did}: source_url/license/ticker")
        pdf_path = os.path.join(root, "raw", f"{did}.pdf")
        with open(pdf_path, "rb") as fh:
            if hashlib.sha256(fh.read()).hexdigest() != row["sha256"]:
                errors.append(f"{did}: sha256 mismatch")
        with open(os.path.join(root, "labels", f"{did}.json"), encoding="utf-8") as fh:
            lab = json.load(fh)
        if set(lab) != {"doc_id", "doc_type", "fields", "notes"}:
            errors.append(f"{did}: label keys {sorted(lab)}")
        if lab.get("doc_id") != did or lab.get("doc_type") != row["doc_type"]:
            errors.append(f"{did}: doc_id/doc_type differ from the manifest")
        if list(lab["fields"]) != CONTRACT.get(lab["doc_type"]):
            errors.append(f"{did}: fields {list(lab['fields'])}")
        if not isinstance(lab.get("notes"), str) or not lab["notes"].strip():
            errors.append(f"{did}: no notes")
        doc = pymupdf.open(pdf_path)
        n_pages += len(doc)
        pages = [b2.ws(p.get_text()).casefold() for p in doc]
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
            if not isinstance(q, str) or b2.ws(q).casefold() not in pages[pg - 1]:
                errors.append(f"{where}: quote not on page {pg}: {q!r}")
                continue
            if not b2.check_value(name, v, q, lab["doc_type"], day_first):
                errors.append(f"{where}: quote {q!r} does not contain value {v!r}")
    by_type = {}
    for row in rows:
        by_type[row["doc_type"]] = by_type.get(row["doc_type"], 0) + 1
    return errors, f"{len(rows)} docs, {n_pages} pages {by_type}; {n_fields} fields, {n_null} null"


def main(root):
    errors, summary = check(root)
    print(summary)
    for e in errors:
        print("FAIL", e)
    print("OK" if not errors else f"{len(errors)} problems")
    return 1 if errors else 0


def _first(root, pred):
    """The first (doc_id, field name) in manifest order whose label satisfies pred(doc_type, name, field)."""
    with open(os.path.join(root, "manifest.csv"), newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            with open(os.path.join(root, "labels", f"{row['doc_id']}.json"), encoding="utf-8") as lf:
                lab = json.load(lf)
            for name, f in lab["fields"].items():
                if pred(lab["doc_type"], name, f):
                    return row["doc_id"], name
    raise LookupError("no label fits the mutation")


def selftest(root):
    """Each of four broken copies must fail, with a FAIL line naming exactly the broken field."""
    mutations = {
        "wrong total": (
            lambda t, n, f: n == "total" and f["value"] is not None,
            lambda f: f.update(value=round(f["value"] + 10, 2)),
        ),
        "lost minus sign": (
            lambda t, n, f: isinstance(f["value"], (int, float)) and f["value"] < 0,
            lambda f: f.update(value=-f["value"]),
        ),
        "wrong page": (
            lambda t, n, f: t == "financial_statement" and n == "total_revenue",
            lambda f: f.update(page=1 if f["page"] != 1 else 2),
        ),
        "null with page/quote": (
            lambda t, n, f: f["value"] is None,
            lambda f: f.update(page=1, quote="Total"),
        ),
    }
    bad = 0
    for what, (pred, mutate) in mutations.items():
        did, name = _first(root, pred)
        with tempfile.TemporaryDirectory() as tmp:
            copy_root = os.path.join(tmp, "set")
            shutil.copytree(root, copy_root)
            path = os.path.join(copy_root, "labels", f"{did}.json")
            with open(path, encoding="utf-8") as fh:
                lab = json.load(fh)
            before = copy.deepcopy(lab["fields"][name])
            mutate(lab["fields"][name])
            with open(path, "w", encoding="utf-8") as fh:
                json.dump(lab, fh, indent=2, ensure_ascii=False)
            errors, _ = check(copy_root)
        print(f"--- {what}: {did}.{name} {before} -> {lab['fields'][name]}")
        for e in errors:
            print("  FAIL", e)
        if not errors or any(not e.startswith(f"{did}.{name}:") for e in errors):
            print(f"  SELFTEST FAIL: {what} was not detected as exactly one broken field")
            bad += 1
    print("SELFTEST OK" if not bad else f"SELFTEST: {bad} mutations not detected")
    return 1 if bad else 0


if __name__ == "__main__":
    args = sys.argv[1:]
    if args and args[0] == "--selftest":
        sys.exit(selftest(args[1] if len(args) > 1 else "/tmp/blind_extraction4"))
    sys.exit(main(args[0] if args else "/tmp/blind_extraction4"))
