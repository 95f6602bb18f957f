#!/usr/bin/env python
"""Build the blind_extraction38 evaluation set.

usage: make_docs.py --out DIR
writes DIR/raw/<doc_id>.pdf, DIR/labels/<doc_id>.json, DIR/checks/<doc_id>.json
and DIR/manifest.csv.  Output is deterministic (fixed metadata dates, no clock,
no randomness, no new PDF ids).
"""

import argparse
import csv
import hashlib
import json
import os

# importing a docs_* module registers its builders (the script's own directory
# is on sys.path, so this works from any working directory)
import docs_appraisals  # noqa: F401
import docs_invoices  # noqa: F401
import docs_loans  # noqa: F401
import docs_statements  # noqa: F401
from check_labels import CONTRACT, MANIFEST_COLS, PREFIX, URL
from common import REGISTRY
from pdfkit import require_dejavu

# manifest order: invoices, statements, loans, appraisals (contract order);
# within a type, registration order
TYPE_ORDER = list(CONTRACT)


def dump(path, obj):
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(obj, fh, ensure_ascii=False, indent=2)
        fh.write("\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--only", help="build only doc ids containing this string (debugging)")
    a = ap.parse_args()
    require_dejavu()
    raw = os.path.join(a.out, "raw")
    lab = os.path.join(a.out, "labels")
    chk = os.path.join(a.out, "checks")
    for p in (raw, lab, chk):
        os.makedirs(p, exist_ok=True)
    rows = []
    seen = set()
    for doc_id, doc_type, title, fn in sorted(REGISTRY, key=lambda r: TYPE_ORDER.index(r[1])):
        if a.only and a.only not in doc_id:
            continue
        assert doc_id.startswith(PREFIX) and doc_id not in seen, doc_id
        seen.add(doc_id)
        pdf, fields, notes, sums = fn()
        order = [f for f, _ in CONTRACT[doc_type]]
        if set(fields) != set(order):
            raise SystemExit(f"{doc_id}: fields {sorted(fields)} != contract {sorted(order)}")
        path = os.path.join(raw, doc_id + ".pdf")
        pdf.save(path, title=title, author="blind_extraction38 (fictional)", subject=doc_type)
        with open(path, "rb") as fh:
            sha = hashlib.sha256(fh.read()).hexdigest()
        dump(
            os.path.join(lab, doc_id + ".json"),
            {
                "doc_id": doc_id,
                "doc_type": doc_type,
                "fields": {k: fields[k] for k in order},
                "notes": notes,
            },
        )
        dump(os.path.join(chk, doc_id + ".json"), {"doc_id": doc_id, "sums": sums})
        rows.append([doc_id, doc_type, title, URL.format(doc_id), "generated (CC0)", sha, ""])
    with open(os.path.join(a.out, "manifest.csv"), "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(MANIFEST_COLS)
        w.writerows(rows)
    print(f"wrote {len(rows)} documents to {a.out}")


if __name__ == "__main__":
    main()
