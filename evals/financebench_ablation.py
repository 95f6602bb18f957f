"""Retrieval ablation on a fixed 10-filing FinanceBench slice: one throwaway index per configuration.

    flock /tmp/ragagent-heavy.lock .venv/bin/python -u evals/financebench_ablation.py [--index NAME ...]

Builds (incrementally: re-runs reuse finished collections) each index of INDEXES under --workdir (a
scratch directory, default /tmp/fb-ablation) from the SLICE's page text, then scores every search
configuration of SEARCHES whose index is complete: page hit@5, MRR@10 and doc-hit@5, on all slice
questions and split into a tune half (even FinanceBench id) and a report half (odd id). Rules are chosen
on the tune half only. With --golden DIR (a copy of a corpus work directory, ingested), the same search
configurations also run on the golden set (its index "corpus", and "golden_headings" / "golden_rows"
built beside it with headings / labelled rows), so no FinanceBench gain is bought on the golden set unseen.
Writes evals/results/financebench_ablation_<UTC timestamp>.json.

"naive" is FinanceBench's own stack: plain PyMuPDF `get_text()`, 1,024/30 chunks, the chunk text alone
embedded, dense search, no routing.

Internals on purpose: it ablates the index's parts (chunking, embedding, BM25 vocabulary,
retrieval modes), which the public surface hides.
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from financebench_data import available_docs, covered_questions, doc_meta, half  # noqa: E402
from financebench_index import cached_pages, index_meta  # noqa: E402
from financebench_metrics import doc_rank, first_relevant_rank, summarize  # noqa: E402
from golden.check_golden import load_questions  # noqa: E402
from retrieval_eval import rank_of  # noqa: E402

from ragagent import Page, Workdir  # noqa: E402
from ragagent.manifest import load_manifest  # noqa: E402
from ragagent.pages import load_pages, save_pages  # noqa: E402
from ragagent.rag.embed import clear_query_cache  # noqa: E402
from ragagent.rag.index import build_index, entry_meta  # noqa: E402
from ragagent.rag.retrieve import Hit, Retriever  # noqa: E402
from ragagent.rag.vocabulary import expand  # noqa: E402
from ragagent.workdir import REPO_ROOT, atomic_write_json  # noqa: E402

RESULTS = REPO_ROOT / "evals" / "results"
OUR_TEXT = Path("/tmp/fb-work")  # `evals/financebench.py build` caches our page text there
K = 10
# The ten filings with the most covered questions, leaving out PepsiCo's 503-page 10-K (cost): 40 questions.
SLICE = (
    "BOEING_2022_10K",
    "AMERICANEXPRESS_2022_10K",
    "ULTABEAUTY_2023Q4_EARNINGS",
    "AMCOR_2023_10K",
    "MGMRESORTS_2022Q4_EARNINGS",
    "JOHNSON_JOHNSON_2023_8K_dated-2023-08-30",
    "BESTBUY_2024Q2_10Q",
    "Pfizer_2023Q2_10Q",
    "BESTBUY_2023_10K",
    "VERIZON_2022_10K",
)


@dataclass(frozen=True)
class Index:
    text: str  # "ours" (ragagent.to_text) | "plain" (PyMuPDF get_text)
    size: int
    overlap: int
    title: bool  # the filing's title line ("3M 10-K 2018") embedded with each chunk; also enables routing
    headings: bool  # the headings above each chunk embedded with it
    rows: bool = False  # statement rows embedded and BM25-indexed behind their column headers


INDEXES = {
    "naive": Index("plain", 1024, 30, title=False, headings=False),
    "ours": Index("ours", 400, 50, title=True, headings=False),  # the default before issue 12
    "headings": Index("ours", 400, 50, title=True, headings=True),
    "plain": Index("plain", 400, 50, title=True, headings=False),
    "ours_1024": Index("ours", 1024, 30, title=True, headings=False),
    "rows": Index("ours", 400, 50, title=True, headings=False, rows=True),
}

Search = Callable[[Retriever, str], list[Hit]]


def _variants(index: str) -> dict[str, Search]:
    """The search configurations run on one of our indexes."""
    return {
        f"{index}/dense": lambda r, q: r.search(q, K, mode="dense", pages=0),
        f"{index}/hybrid": lambda r, q: r.search(q, K, mode="hybrid", pages=0, expand=False),
        f"{index}/hybrid+pages1": lambda r, q: r.search(q, K, mode="hybrid", pages=1, expand=False),
        f"{index}/hybrid+pages3": lambda r, q: r.search(q, K, mode="hybrid", pages=3, expand=False),
        f"{index}/dense+pages3": lambda r, q: r.search(q, K, mode="dense", pages=3),
        f"{index}/hybrid+vocab_bm25": lambda r, q: r.search(q, K, mode="hybrid", pages=0, expand=True),
        f"{index}/hybrid+vocab_both": lambda r, q: r.search(expand(q), K, pages=0, expand=False),
        f"{index}/hybrid+pages3+vocab_bm25": lambda r, q: r.search(q, K, mode="hybrid", pages=3, expand=True),
        f"{index}/default": lambda r, q: r.search(q, K),  # the Retriever's defaults (pages=1, vocabulary)
    }


SEARCHES: dict[str, tuple[str, Search]] = {
    "naive/dense": ("naive", lambda r, q: r.search(q, K, mode="dense", route=False, pages=0)),
    **{name: (index, fn) for index in INDEXES if index != "naive" for name, fn in _variants(index).items()},
}


def plain_pages(root: Path, doc: str, pdf: Path) -> list[Page]:
    """PyMuPDF's plain `get_text()` per page (FinanceBench's loader), cached under `root`."""
    import pymupdf

    out = root / "plain_text" / f"{doc}.jsonl"
    if out.is_file():
        return load_pages(out)
    with pymupdf.open(pdf) as document:
        pages = [Page(doc_id=doc, page=n, text=page.get_text()) for n, page in enumerate(document, start=1)]
    save_pages(out, pages)
    return pages


def slice_pages(root: Path, text: str) -> list[Page]:
    pdfs = available_docs()
    if text == "plain":
        return [p for doc in SLICE for p in plain_pages(root, doc, pdfs[doc])]
    return [p for doc in SLICE for p in cached_pages(Workdir.at(OUR_TEXT), doc, pdfs[doc])]


def _switches(spec: Index) -> dict[str, bool]:
    """`build_index`'s index-time switches for one configuration."""
    return {"headings": spec.headings, "rows": spec.rows}


def build(root: Path, name: str, spec: Index) -> dict[str, Any]:
    """Build (or complete) one index's collection; its chunk count and embedding rate."""
    meta = index_meta(doc_meta(), list(SLICE)) if spec.title else {}
    stats = build_index(
        Workdir.at(root),
        slice_pages(root, spec.text),
        meta,
        collection=name,
        size=spec.size,
        overlap=spec.overlap,
        show_progress=False,
        **_switches(spec),
    )
    info = {**asdict(spec), "chunks": stats.chunks_total, "embedded_now": stats.chunks_added}
    if stats.chunks_added:
        info["chunks_per_second"] = round(stats.chunks_per_second, 1)
    return info


def score(retrievers: dict[str, Retriever], questions: list[Any]) -> dict[str, Any]:
    """Ranks per question and configuration; summaries on all, tune and report questions."""
    rows, seconds = [], dict.fromkeys(SEARCHES, 0.0)
    for retriever in retrievers.values():
        retriever.search(questions[0].question, 1)  # load the embedder and BM25 before timing
    for q in questions:
        row: dict[str, Any] = {"qid": q.qid, "half": half(q.qid), "doc_name": q.doc_name, "results": {}}
        for name, (index, search) in SEARCHES.items():
            if index not in retrievers:
                continue
            clear_query_cache()  # every configuration pays for its query embedding
            started = time.perf_counter()
            ranked = [(h.doc_id, h.page) for h in search(retrievers[index], q.question)]
            seconds[name] += time.perf_counter() - started
            row["results"][name] = {
                "rank": first_relevant_rank(ranked, q.doc_name, q.evidence_pages),
                "doc_rank": doc_rank(ranked, q.doc_name),
                "top5": [f"{d}:p{p}" for d, p in ranked[:5]],
            }
        rows.append(row)
    summary = {}
    for name, (index, _) in SEARCHES.items():
        if index not in retrievers:
            continue
        summary[name] = {
            part: summarize([r["results"][name] for r in rows if part == "all" or r["half"] == part])
            for part in ("tune", "report", "all")
        }
        summary[name]["ms_per_query"] = round(1000 * seconds[name] / len(rows), 1)
    return {"summary": summary, "rows": rows}


# ablation index -> golden collection ("corpus" is the ingested one; the others are built beside it)
GOLDEN_INDEXES = {"ours": "corpus", "headings": "golden_headings", "rows": "golden_rows"}


def golden(root: Path) -> dict[str, Any]:
    """hit@5 / MRR@10 of every search configuration on the golden set's answerable questions."""
    wd = Workdir.at(root)
    entries = load_manifest(REPO_ROOT / "data" / "manifest.csv")
    pages = [p for e in entries for p in load_pages(wd.text_file(e.doc_id))]
    meta = {e.doc_id: entry_meta(e) for e in entries}
    for index, collection in GOLDEN_INDEXES.items():
        spec = INDEXES[index]
        if collection != "corpus":
            build_index(wd, pages, meta, collection=collection, show_progress=False, **_switches(spec))
    items = [i for i in load_questions() if i["kind"] == "answerable"]
    summary: dict[str, Any] = {}
    for index, collection in GOLDEN_INDEXES.items():
        retriever = Retriever(wd, collection)
        for name, search in _variants(index).items():
            ranks = [rank_of(search(retriever, item["question"]), item) for item in items]
            summary[name] = {
                "questions": len(items),
                "hit@5": round(sum(r is not None and r <= 5 for r in ranks) / len(items), 4),
                "mrr@10": round(sum(1 / r for r in ranks if r) / len(items), 4),
            }
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, default=Path("/tmp/fb-ablation"))
    parser.add_argument(
        "--index", action="append", choices=list(INDEXES), help="build only these (repeatable)"
    )
    parser.add_argument("--golden", type=Path, help="also score the golden set on this corpus work directory")
    args = parser.parse_args(argv)
    questions = [q for q in covered_questions() if q.doc_name in SLICE]
    load_before = os.getloadavg()
    indexes = {}
    for name in args.index or INDEXES:
        started = time.perf_counter()
        indexes[name] = {
            **build(args.workdir, name, INDEXES[name]),
            "seconds": round(time.perf_counter() - started),
        }
        print(name, indexes[name], flush=True)
    retrievers = {name: Retriever(Workdir.at(args.workdir), name) for name in indexes}
    result = {
        "command": "evals/financebench_ablation.py" + "".join(f" --index {n}" for n in args.index or []),
        "slice": list(SLICE),
        "questions": {part: sum(half(q.qid) == part for q in questions) for part in ("tune", "report")},
        "split": "tune = even FinanceBench id, report = odd id; rules chosen on tune only",
        "metric": "page hit@5 over the first 5 results, MRR@10, doc_hit@5 (evals/financebench_metrics.py)",
        "indexes": indexes,
        "loadavg_before": load_before,
        **score(retrievers, questions),
    }
    if args.golden:
        result["golden"] = golden(args.golden)
        result["command"] += f" --golden {args.golden}"
    result["loadavg_after"] = os.getloadavg()
    stamp = datetime.datetime.now(datetime.UTC).strftime("%Y%m%dT%H%M%SZ")
    out = RESULTS / f"financebench_ablation_{stamp}.json"
    atomic_write_json(out, result)
    header = ("tune h@5", "mrr", "report h@5", "mrr", "all h@5", "ms")
    print(f"{'configuration':40} " + " ".join(f"{h:>10}" for h in header))
    for name, s in result["summary"].items():
        t, r, a = s["tune"], s["report"], s["all"]
        print(
            f"{name:40} {t['hit@5']:10.3f} {t['mrr@10']:10.3f} {r['hit@5']:10.3f} {r['mrr@10']:10.3f} "
            f"{a['hit@5']:10.3f} {s['ms_per_query']:10.1f}"
        )
    for name, g in result.get("golden", {}).items():
        print(f"golden {name:33} hit@5 {g['hit@5']:.3f}  MRR@10 {g['mrr@10']:.3f}")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
