#!/usr/bin/env python3
"""Generate the third blind extraction set: fictional invoices, financial statements, loan documents
and appraisals drawn as text PDFs with PyMuPDF, with hand-written labels.

    python evals/blind_extraction3/make_docs.py --out /tmp/blind_extraction3

Writes DIR/raw/<doc_id>.pdf, DIR/labels/<doc_id>.json and DIR/manifest.csv. Deterministic: no
randomness, fixed PDF metadata, saved with no_new_id=True, so two runs are byte-identical.
"""

import argparse
import csv
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

import appraisals  # noqa: E402
import invoices  # noqa: E402
import invoices2  # noqa: E402
import invoices3  # noqa: E402
import loans  # noqa: E402
import statements  # noqa: E402
import statements2  # noqa: E402
import statements3  # noqa: E402
from pdfkit import CONTRACT, MANIFEST_COLUMNS, MONEY  # noqa: E402,F401

BUILDERS = [
    invoices.inv_de_werkzeug,
    invoices.inv_es_servicios,
    invoices.inv_nl_verpakking,
    invoices.inv_ch_conseil,
    invoices.inv_in_gst,
    invoices2.inv_us_wholesale,
    invoices2.inv_uk_studio,
    invoices2.inv_it_tessitura,
    invoices2.inv_us_saas,
    invoices3.inv_ca_electrical,
    invoices3.inv_us_legal,
    invoices3.inv_au_signage,
    statements.fs_halvorsen_q1,
    statements2.fs_corvane_10q,
    statements2.fs_vanleeuwen_annual,
    statements3.fs_sahyadri_quarter,
    statements3.fs_brightwater_q2,
    loans.loan_pinecrest_amendment,
    loans.loan_tidewater_credit,
    loans.loan_castillo_note,
    appraisals.appr_larkspur_residential,
    appraisals.appr_willowcreek_multifamily,
]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True, help="output directory")
    args = ap.parse_args(argv)
    for sub in ("raw", "labels"):
        os.makedirs(os.path.join(args.out, sub), exist_ok=True)
    rows = [build(args.out) for build in BUILDERS]
    ids = [r["doc_id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate doc_id"
    with open(os.path.join(args.out, "manifest.csv"), "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=MANIFEST_COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    print(f"wrote {len(rows)} documents to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
