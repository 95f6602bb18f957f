"""Retrieval on the golden set: hit@1, hit@5 (right document AND page), MRR@10 per mode; chunk-size ablation.

    python evals/retrieval_eval.py [--workdir DIR] [--ablation]

Reads the index built by `ragagent ingest` (collection "corpus"). With --ablation, also builds one
collection per chunk setting (incrementally: re-runs reuse them) from the same page text, and scores each.
Writes evals/results/retrieval_<timestamp>.json.

Internals on purpose: it measures the retriever's modes and chunk sizes.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from golden.check_golden import load_questions

from ragagent import Workdir
from ragagent.manifest import load_manifest
from ragagent.pages import load_pages
from ragagent.rag.chunk import DEFAULT_OVERLAP, DEFAULT_SIZE, chunk_page
from ragagent.rag.index import build_index, entry_meta
from ragagent.rag.retrieve import MODES, Retriever
from ragagent.workdir import REPO_ROOT, atomic_write_json

RESULTS = REPO_ROOT / "evals" / "results"
# (size, overlap) in chars; 1024/30 is FinanceBench's own stack
ABLATION = [(400, 50), (600, 100), (1024, 30)]


def rank_of(hits: list, item: dict) -> int | None:
    """1-based rank of the first hit on the item's document and page (or an accepted alternative page)."""
    pages = {item["page"], *item.get("alt_pages", [])}
    for rank, hit in enumerate(hits, start=1):
        if hit.doc_id == item["doc_id"] and hit.page in pages:
            return rank
    return None


def score(retriever: Retriever, items: list[dict], mode: str) -> dict:
    """hit@1, hit@5, MRR@10 and the per-question ranks for one mode."""
    ranks = {item["id"]: rank_of(retriever.search(item["question"], 10, mode=mode), item) for item in items}
    n = len(items)
    return {
        "hit@1": round(sum(r == 1 for r in ranks.values()) / n, 4),
        "hit@5": round(sum(r is not None and r <= 5 for r in ranks.values()) / n, 4),
        "mrr@10": round(sum(1 / r for r in ranks.values() if r) / n, 4),
        "missed@5": sorted(i for i, r in ranks.items() if r is None or r > 5),
        "ranks": ranks,
    }


def chunk_stats(pages: list, size: int, overlap: int) -> dict:
    """How many chunks a setting makes and the share longer than MiniLM's 256-token window."""
    from ragagent.rag.embed import MAX_TOKENS, get_embedder

    embedder = get_embedder()
    chunks = [c for page in pages for c in chunk_page(page, size, overlap)]
    over = sum(embedder.token_count(c.text) > MAX_TOKENS for c in chunks)
    return {"chunks": len(chunks), "over_256_tokens": round(over / max(1, len(chunks)), 4)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, default=None)
    parser.add_argument("--manifest", type=Path, default=REPO_ROOT / "data" / "manifest.csv")
    parser.add_argument("--ablation", action="store_true", help="also score each chunk setting in ABLATION")
    args = parser.parse_args(argv)
    workdir = Workdir.at(args.workdir)
    items = [i for i in load_questions() if i["kind"] == "answerable"]
    result: dict = {
        "questions": len(items),
        "default_chunking": {"size": DEFAULT_SIZE, "overlap": DEFAULT_OVERLAP},
        "load_average": os.getloadavg(),
    }
    main_index = Retriever(workdir, "corpus")
    if not len(main_index):
        print(f"error: no index under {workdir.root}; run `ragagent ingest` first", file=sys.stderr)
        return 2
    result["modes"] = {mode: score(main_index, items, mode) for mode in MODES}
    if args.ablation:
        entries = load_manifest(args.manifest)
        pages = [p for e in entries for p in load_pages(workdir.text_file(e.doc_id))]
        meta = {e.doc_id: entry_meta(e) for e in entries}
        result["ablation"] = []
        for size, overlap in ABLATION:
            # the default setting is the main index itself (same pages, same chunks): nothing to rebuild
            name = (
                "corpus"
                if (size, overlap) == (DEFAULT_SIZE, DEFAULT_OVERLAP)
                else f"ablation_{size}_{overlap}"
            )
            started = time.perf_counter()
            stats = build_index(workdir, pages, meta, collection=name, size=size, overlap=overlap)
            row = {"size": size, "overlap": overlap, "build_seconds": round(time.perf_counter() - started, 1)}
            row.update(chunk_stats(pages, size, overlap))
            if stats.chunks_added:
                row["chunks_per_second"] = round(stats.chunks_per_second, 1)
            retriever = Retriever(workdir, name)
            for mode in MODES:
                scored = score(retriever, items, mode)
                row[mode] = {key: scored[key] for key in ("hit@1", "hit@5", "mrr@10")}
            result["ablation"].append(row)
            print(row, flush=True)
    out = RESULTS / f"retrieval_{time.strftime('%Y%m%d_%H%M%S')}.json"
    atomic_write_json(out, result)
    for mode in MODES:
        m = result["modes"][mode]
        line = f"{mode:7s} hit@1 {m['hit@1']:.3f}  hit@5 {m['hit@5']:.3f}  MRR@10 {m['mrr@10']:.3f}"
        print(f"{line}  missed@5 {m['missed@5']}")
    print(f"-> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
