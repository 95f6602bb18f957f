"""Page-text speed on the whole corpus: pages, seconds, pages/s, per document.

Usage: nice .venv/bin/python scripts/bench_text.py [--corpus DIR]
Writes evals/results/text_speed_<timestamp>.json.

Internals on purpose: it times PDF-to-text.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import pymupdf

from ragagent.to_text import DocumentError, convert_pdf
from ragagent.workdir import REPO_ROOT, atomic_write_json


def baseline_seconds(corpus: Path, **kwargs: object) -> float:
    """Seconds for plain PyMuPDF `get_text(**kwargs)` over every page of the corpus."""
    started = time.perf_counter()
    for pdf in sorted(corpus.glob("*.pdf")):
        with pymupdf.open(pdf) as doc:
            for page in doc:
                page.get_text(**kwargs)
    return round(time.perf_counter() - started, 3)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=REPO_ROOT.parent / "shared" / "corpus" / "raw")
    args = parser.parse_args()
    per_doc = []
    for pdf in sorted(args.corpus.glob("*.pdf")):
        started = time.perf_counter()
        try:
            pages = convert_pdf(pdf, pdf.stem)
            row = {"doc_id": pdf.stem, "status": "ok", "pages": len(pages),
                   "chars": sum(len(p.text) for p in pages),
                   "page_status": {s: sum(p.status == s for p in pages) for s in {p.status for p in pages}}}
        except DocumentError as exc:
            row = {"doc_id": pdf.stem, "status": "failed", "pages": 0, "reason": str(exc)}
        row["seconds"] = round(time.perf_counter() - started, 4)
        per_doc.append(row)
    pages = sum(r["pages"] for r in per_doc)
    seconds = sum(r["seconds"] for r in per_doc)
    result = {
        "corpus": str(args.corpus),
        "docs": len(per_doc),
        "failed": sum(r["status"] == "failed" for r in per_doc),
        "pages": pages,
        "seconds": round(seconds, 3),
        "pages_per_second": round(pages / seconds, 1) if seconds else None,
        "baseline_seconds": {
            "get_text_words": baseline_seconds(args.corpus, option="words"),
            "get_text_sort": baseline_seconds(args.corpus, sort=True),
        },
        "per_doc": per_doc,
    }
    out = REPO_ROOT / "evals" / "results" / f"text_speed_{time.strftime('%Y%m%d_%H%M%S')}.json"
    atomic_write_json(out, result)
    rate = result["pages_per_second"]
    print(f"{len(per_doc)} docs, {pages} pages in {seconds:.2f} s = {rate} pages/s -> {out}")
    print(f"same corpus, plain PyMuPDF seconds: {result['baseline_seconds']}")


if __name__ == "__main__":
    main()
