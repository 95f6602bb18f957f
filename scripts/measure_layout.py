"""How often a label and its value land on the same text line: plain get_text() vs sort=True vs ours.

The pairs below were chosen by hand from the corpus (doc_id, page, label, value as printed).
Also records the gap/height distribution that sets `CELL_GAP_RATIO`.
Usage: .venv/bin/python scripts/measure_layout.py [--corpus DIR]
Writes evals/results/text_layout_<timestamp>.json.

Internals on purpose: it measures `to_text`'s line building.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path

import pymupdf

from ragagent.to_text import build_page, clean_text
from ragagent.workdir import REPO_ROOT, atomic_write_json

PAIRS: list[tuple[str, int, str, str]] = [
    ("inv_coolblue_2014", 1, "Factuurnummer:", "993548900"),
    ("inv_coolblue_2014", 1, "Klantnummer:", "6669263"),
    ("inv_coolblue_2014", 1, "Factuurdatum:", "19 april 2014"),
    ("inv_coolblue_2014", 1, "Orderdatum:", "18 april 2014"),
    ("inv_coolblue_2014", 1, "Exclusief BTW", "€ 593,36"),
    ("inv_coolblue_2014", 1, "BTW 21%", "€ 124,61"),
    ("inv_flipkart_2015", 1, "Order Date:", "15-10-2015"),
    ("inv_flipkart_2015", 1, "Invoice Date:", "20-10-2015"),
    ("inv_flipkart_2015", 1, "Invoice No :", "BLR_WFLD20151000982590"),
    ("inv_flipkart_2015", 1, "VAT/TIN:", "29670869006"),
    ("inv_flipkart_2015", 1, "Grand Total", "319.00"),
    ("inv_aws_2014", 1, "Invoice Number:", "42183017"),
    ("inv_aws_2014", 1, "Invoice Date:", "August 3 , 2014"),
    ("inv_aws_2014", 1, "Total for this invoice", "$4.11"),
    ("inv_sammy_maystone", 1, "Date:", "Jan 1, 2022"),
    ("inv_sammy_maystone", 1, "Due Date:", "Jan 31, 2022"),
    ("inv_sammy_maystone", 1, "Balance Due:", "$127.50"),
    ("inv_sammy_maystone", 1, "Tax (0%):", "$0.00"),
    ("inv_qualityhosting_2014", 1, "Rechnungsnr.", "30064443"),
    ("inv_qualityhosting_2014", 1, "Rechnungsdatum", "7. Mai 2014"),
    ("inv_netpresse_2022", 1, "Date :", "28/11/2022"),
    ("inv_netpresse_2022", 1, "Total TTC :", "56,02 €"),
    ("inv_netpresse_2022", 1, "TVA 20% :", "9,34 €"),
    ("inv_stanford_plumbing", 1, "Invoice No:", "#INV03051"),
    ("inv_stanford_plumbing", 1, "Invoice Date:", "10/18/18"),
    ("inv_stanford_plumbing", 1, "Due Date:", "12/17/18"),
    ("inv_stanford_plumbing", 1, "BALANCE DUE", "$1,536.52"),
    ("inv_azure_interior_2023", 1, "Tax 15% on $ 112.90", "$ 16.94"),
    ("appr_riverside_1004", 1, "Property Address", "6808 Neil St"),
    ("appr_riverside_1004", 1, "Lender/Client", "The Loan Store"),
    ("appr_riverside_1004", 1, "Assessor's Parcel #", "189-230-029"),
    ("appr_riverside_1004", 1, "R.E. Taxes $", "5176"),
    ("appr_riverside_1004", 1, "Census Tract", "0309.00"),
    ("appr_riverside_1004", 2, "Indicated Value by Sales Comparison Approach $", "625000"),
    ("appr_riverside_1004", 6, "Effective Date of Appraisal", "08/07/2025"),
    ("appr_realvals_1004", 3, "Tax Year", "2017"),
    ("appr_realvals_1004", 3, "Census Tract", "1104.02"),
    ("appr_realvals_1004", 3, "Lender/Client", "The Bank"),
    ("appr_realvals_1004", 9, "Effective Date of Appraisal", "03/11/2017"),
    ("appr_urar_example", 1, "Effective Date of Appraisal", "09/20/2019"),
    ("fs_ultabeauty_2022q4", 7, "Total assets", "5,370,411"),
    ("fs_bestbuy_2024q2", 3, "Total assets", "15,318"),
    ("fs_bestbuy_2024q2", 3, "Cash and cash equivalents", "1,093"),
    ("fs_amcor_2023q2", 5, "Net sales", "3,642"),
]


def _ws(text: str) -> str:
    return " ".join(clean_text(text).split())


def _same_line(text: str, label: str, value: str) -> tuple[bool, bool]:
    """(value on a line that holds the label, value after the label on that line)."""
    label, value = _ws(label), _ws(value)
    lines = [_ws(line) for line in text.splitlines()]
    same = [line for line in lines if label in line and value in line.replace(label, "", 1)]
    after = [line for line in same if value in line[line.index(label) + len(label) :]]
    return bool(same), bool(after)


METHODS: dict[str, Callable[[pymupdf.Page], str]] = {
    "get_text": lambda page: page.get_text(),
    "get_text_sort": lambda page: page.get_text(sort=True),
    "ragagent": lambda page: build_page(page.get_text("words"))[0],
}


def gap_distribution(corpus: Path) -> dict[str, object]:
    """Gap/height between neighbouring words of a visual line: inside one PDF text line vs across blocks."""
    import numpy as np

    inside: list[float] = []
    across: list[float] = []
    for pdf in sorted(corpus.glob("*.pdf")):
        with pymupdf.open(pdf) as doc:
            for page in doc:
                words = sorted(page.get_text("words"), key=lambda w: ((w[1] + w[3]) / 2, w[0]))
                for a, b in zip(words, words[1:], strict=False):
                    height = min(a[3] - a[1], b[3] - b[1])
                    overlap = min(a[3], b[3]) - max(a[1], b[1])
                    if height <= 0 or overlap < 0.5 * height or b[0] < a[2] - 1:
                        continue
                    (inside if (a[5], a[6]) == (b[5], b[6]) else across).append((b[0] - a[2]) / height)
    quantiles = [1, 5, 25, 50, 75, 95, 99, 99.9]
    summary: dict[str, object] = {}
    for name, values in (("inside_pdf_line", inside), ("across_blocks", across)):
        cuts = np.percentile(values, quantiles).round(3).tolist()
        summary[name] = {
            "n": len(values),
            "percentiles": dict(zip(map(str, quantiles), cuts, strict=True)),
            "share_above_1.0": round(float(np.mean(np.array(values) > 1.0)), 4),
        }
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=REPO_ROOT.parent / "shared" / "corpus" / "raw")
    args = parser.parse_args()
    rows = []
    totals = {m: {"same_line": 0, "value_after_label": 0} for m in METHODS}
    for doc_id, page_no, label, value in PAIRS:
        with pymupdf.open(args.corpus / f"{doc_id}.pdf") as doc:
            page = doc[page_no - 1]
            texts = {name: fn(page) for name, fn in METHODS.items()}
        row = {"doc_id": doc_id, "page": page_no, "label": label, "value": value}
        for name, text in texts.items():
            assert _ws(label) in _ws(text) and _ws(value) in _ws(text), (doc_id, page_no, label, value, name)
            same, after = _same_line(text, label, value)
            row[name] = {"same_line": same, "value_after_label": after}
            totals[name]["same_line"] += same
            totals[name]["value_after_label"] += after
        rows.append(row)
    result = {
        "pairs": len(PAIRS),
        "totals": totals,
        "gap_over_height": gap_distribution(args.corpus),
        "rows": rows,
    }
    out = REPO_ROOT / "evals" / "results" / f"text_layout_{time.strftime('%Y%m%d_%H%M%S')}.json"
    atomic_write_json(out, result)
    for name, t in totals.items():
        print(f"{name:14s} same line {t['same_line']}/{len(PAIRS)}, label first {t['value_after_label']}")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
