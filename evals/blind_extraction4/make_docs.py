#!/usr/bin/env python3
"""Generate the fourth blind extraction set: 22 fictional PDFs, their hand labels and a manifest.

    .venv/bin/python evals/blind_extraction4/make_docs.py --out /tmp/blind_extraction4

Writes OUT/raw/<doc_id>.pdf, OUT/labels/<doc_id>.json and OUT/manifest.csv. Every label value and
quote is written by hand in the builder next to the code that draws its evidence; builders assert
their printed arithmetic. Output is deterministic (no randomness, fixed metadata, no new file id).
"""

import argparse
import csv
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import b4_appr_a  # noqa: E402
import b4_appr_b  # noqa: E402
import b4_fs_a  # noqa: E402
import b4_fs_b  # noqa: E402
import b4_fs_c  # noqa: E402
import b4_inv_a  # noqa: E402
import b4_inv_b  # noqa: E402
import b4_inv_c  # noqa: E402
import b4_inv_d  # noqa: E402
import b4_loans  # noqa: E402
from b4_pdf import CONTRACT, MANIFEST_COLUMNS, MONEY  # noqa: E402,F401  (re-exported for check_labels.py)

BUILDERS = (
    b4_inv_a.BUILDERS
    + b4_inv_b.BUILDERS
    + b4_inv_c.BUILDERS
    + b4_inv_d.BUILDERS
    + b4_fs_a.BUILDERS
    + b4_fs_b.BUILDERS
    + b4_fs_c.BUILDERS
    + b4_loans.BUILDERS
    + b4_appr_a.BUILDERS
    + b4_appr_b.BUILDERS
)
URL = "https://example.invalid/blind4/{}.pdf"


def build_all(out):
    os.makedirs(os.path.join(out, "raw"), exist_ok=True)
    os.makedirs(os.path.join(out, "labels"), exist_ok=True)
    rows, seen = [], set()
    for builder in BUILDERS:
        b = builder()
        assert b.doc_id not in seen, b.doc_id
        seen.add(b.doc_id)
        pdf = os.path.join(out, "raw", f"{b.doc_id}.pdf")
        b.doc.save(pdf)
        with open(pdf, "rb") as fh:
            sha = hashlib.sha256(fh.read()).hexdigest()
        with open(os.path.join(out, "labels", f"{b.doc_id}.json"), "w", encoding="utf-8") as fh:
            json.dump(b.label(), fh, indent=2, ensure_ascii=False)
            fh.write("\n")
        rows.append(
            {
                "doc_id": b.doc_id,
                "doc_type": b.doc_type,
                "title": b.title,
                "company": b.company,
                "ticker": "",
                "source_url": URL.format(b.doc_id),
                "sha256": sha,
                "license": "generated (CC0)",
            }
        )
    with open(os.path.join(out, "manifest.csv"), "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=MANIFEST_COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    return rows


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="/tmp/blind_extraction4")
    args = ap.parse_args(argv)
    rows = build_all(args.out)
    print(f"wrote {len(rows)} documents to {args.out}")


if __name__ == "__main__":
    main()
