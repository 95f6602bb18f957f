"""Where a batch's time goes on one machine, and what a pool of workers buys each stage.

Usage: flock /tmp/ragagent-heavy.lock .venv/bin/python scripts/bench_pool.py [--docs 16] [--delay 0.3]
Writes evals/results/bench_pool_<timestamp>.json.

- extract: generated invoices (tests/batch_docs.py; odd ones need a retry, so 1.5 calls a document)
  with the deterministic fake extractor sleeping `--delay` s a call: as a remote API (`concurrent`)
  at workers 1, 2 and 4; as the local model (one call at a time) at workers 1 and 2; and with no
  delay at workers 1 and 2 (the pipeline around the model alone).
- text: the corpus PDFs (../shared/corpus/raw) converted in this process, and by a pool of 2 processes
  (forkserver, one `convert_all` per document, largest first), the best of `--repeat` each: the
  measurement behind not building a pool into `ragagent text`.
- ingest: the corpus page text indexed into a fresh collection, its time split into reading, chunking,
  embedding and Chroma; then the same chunks' embedding with torch on 1 and on 2 threads (what a
  second embedding process could gain at most on this machine).

Internals on purpose: it times extract_all, convert_all and the index build (IngestStats) on their own.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ragagent import Workdir
from ragagent.workdir import REPO_ROOT, atomic_write_json

sys.path.insert(0, str(REPO_ROOT / "tests"))
CORPUS_RAW = REPO_ROOT.parent / "shared" / "corpus" / "raw"
PARTS = ("extract", "text", "ingest")  # ingest indexes the text part's output, so it runs text too


def bench_extract(root: Path, docs: int, delay: float) -> list[dict[str, Any]]:
    """extract_all over `docs` generated invoices with each kind of fake backend and pool size."""
    from batch_docs import answering_llm, downloaded_batch

    from ragagent.extract.pipeline import extract_all
    from ragagent.to_text import convert_all

    wd, entries = downloaded_batch(root, docs)
    convert_all(wd, [e.doc_id for e in entries], show_progress=False)
    extract_all(entries, wd, llm=answering_llm(), show_progress=False)  # warm-up: imports, caches
    runs = []
    for backend, call_s, concurrent, sizes in (
        ("remote", delay, True, (1, 2, 4)),
        ("local", delay, False, (1, 2)),
        ("pipeline only", 0.0, True, (1, 2)),
    ):
        for workers in sizes:
            llm = answering_llm(call_s, concurrent=concurrent)
            started = time.perf_counter()
            summary = extract_all(entries, wd, llm=llm, workers=workers, force=True, show_progress=False)
            seconds = time.perf_counter() - started
            assert all(d.status in ("ok", "needs_review") for d in summary.documents), summary
            runs.append(
                {
                    "backend": backend,
                    "seconds_per_call": call_s,
                    "workers": workers,
                    "docs": docs,
                    "llm_calls": llm.calls,
                    "seconds": round(seconds, 3),
                    "ms_per_doc": round(1000 * seconds / docs, 1),
                }
            )
            print(f"extract {backend:>13} workers {workers}: {seconds:6.2f} s ({llm.calls} calls)")
    for run in runs:
        first = next(r for r in runs if r["backend"] == run["backend"] and r["workers"] == 1)
        run["speedup"] = round(first["seconds"] / run["seconds"], 2)
    return runs


def _convert(root: str, doc_id: str) -> Any:
    from ragagent.to_text import convert_all

    return convert_all(Workdir.at(root), [doc_id], show_progress=False, force=True)[0]


def bench_text(root: Path, repeat: int) -> dict[str, Any]:
    """The corpus PDFs to page text in this process, then by a pool of 2 processes (forced each time)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from ragagent.to_text import convert_all

    wd = Workdir.at(root)
    wd.raw_dir.mkdir(parents=True)
    for pdf in sorted(CORPUS_RAW.glob("*.pdf")):
        shutil.copyfile(pdf, wd.raw_pdf(pdf.stem))
    by_size = sorted(wd.raw_dir.glob("*.pdf"), key=lambda p: -p.stat().st_size)
    convert_all(wd, show_progress=False)  # warm-up: imports, page cache

    def in_process() -> list[Any]:
        return convert_all(wd, show_progress=False, force=True)

    def in_pool() -> list[Any]:  # the pool starts inside the timing, as a `ragagent text` run would pay it
        context = multiprocessing.get_context("forkserver")
        with ProcessPoolExecutor(2, mp_context=context) as pool:
            return list(pool.map(_convert, [str(wd.root)] * len(by_size), [p.stem for p in by_size]))

    out: dict[str, Any] = {"docs": len(by_size)}
    for name, run in (("workers_1", in_process), ("workers_2", in_pool)):
        times = []
        for _ in range(repeat):
            started = time.perf_counter()
            results = run()
            times.append(round(time.perf_counter() - started, 3))
        assert all(r.status == "ok" for r in results), [r for r in results if r.status != "ok"]
        # wall time, best of `repeat`; and the documents' own conversion seconds summed (last run)
        out[name] = {"seconds": min(times), "all_seconds": times}
        out[name]["documents_seconds"] = round(sum(r.seconds for r in results), 3)
        out["pages"] = sum(r.pages for r in results)
        print(f"text {name}: best {min(times):.2f} s of {times}")
    out["speedup_2"] = round(out["workers_1"]["seconds"] / out["workers_2"]["seconds"], 2)
    return out


def bench_ingest(text_root: Path, root: Path) -> dict[str, Any]:
    """Index the corpus text into a fresh collection; split its time; embed its chunks at 1 and 2 threads."""
    from ragagent.manifest import load_manifest
    from ragagent.pages import load_pages
    from ragagent.rag.chunk import chunk_page
    from ragagent.rag.embed import get_embedder
    from ragagent.rag.index import embed_input, entry_meta, ingest

    entries = load_manifest(REPO_ROOT / "data" / "manifest.csv")
    wd = Workdir.at(root)
    shutil.copytree(Workdir.at(text_root).text_dir, wd.text_dir)
    started = time.perf_counter()
    embedder = get_embedder()
    embedder.embed(["warm up", "the model"])
    load_seconds = time.perf_counter() - started
    stats = ingest(wd, entries, show_progress=False, collection="bench_pool")
    parts = {
        "read": stats.read_seconds,
        "chunk": stats.chunk_seconds,
        "embed": stats.embed_seconds,
        "chroma": stats.store_seconds,
    }
    parts["other"] = stats.seconds - sum(parts.values())
    out: dict[str, Any] = {
        "docs": len(entries),
        "pages": stats.pages,
        "chunks": stats.chunks_added,
        "model_load_seconds": round(load_seconds, 2),
        "seconds": round(stats.seconds, 2),
        "parts_seconds": {k: round(v, 3) for k, v in parts.items()},
        "parts_share": {k: round(v / stats.seconds, 4) for k, v in parts.items()},
    }
    print(f"ingest {stats.pages} pages, {stats.chunks_added} chunks: {stats.seconds:.1f} s")
    print(f"ingest parts: {out['parts_seconds']}")
    meta = {e.doc_id: entry_meta(e) for e in entries}
    texts = [
        embed_input(chunk, meta[e.doc_id])
        for e in entries
        for page in load_pages(wd.text_file(e.doc_id))
        for chunk in chunk_page(page)
    ]
    threads = {}
    saved = embedder.bulk_threads
    for count in (1, 2):
        embedder.bulk_threads = count
        started = time.perf_counter()
        for at in range(0, len(texts), 64):  # the batches build_index sends
            embedder.embed(texts[at : at + 64])
        threads[f"threads_{count}"] = round(time.perf_counter() - started, 2)
        print(f"embed {len(texts)} chunks on {count} torch thread(s): {threads[f'threads_{count}']} s")
    embedder.bulk_threads = saved
    out["embed_by_torch_threads"] = {**threads, "chunks": len(texts)}
    out["embed_speedup_2_threads"] = round(threads["threads_1"] / threads["threads_2"], 2)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=16, help="generated invoices for the extract part")
    parser.add_argument("--delay", type=float, default=0.3, help="seconds a fake remote call takes")
    parser.add_argument("--repeat", type=int, default=3, help="text runs per pool size (best kept)")
    parser.add_argument("--parts", nargs="+", choices=PARTS, default=list(PARTS), help="what to measure")
    args = parser.parse_args()
    result: dict[str, Any] = {
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": {
            "python": platform.python_version(),
            "cpus": len(os.sched_getaffinity(0)),
            "load_before": [round(x, 2) for x in os.getloadavg()],
        },
        "command": f"scripts/bench_pool.py --docs {args.docs} --delay {args.delay} --repeat {args.repeat} "
        f"--parts {' '.join(args.parts)}",
    }
    with tempfile.TemporaryDirectory() as tmp:
        if "extract" in args.parts:
            result["extract"] = bench_extract(Path(tmp) / "extract", args.docs, args.delay)
        if "text" in args.parts or "ingest" in args.parts:
            result["text"] = bench_text(Path(tmp) / "text", args.repeat)
        if "ingest" in args.parts:
            result["ingest"] = bench_ingest(Path(tmp) / "text", Path(tmp) / "ingest")
    result["machine"]["load_after"] = [round(x, 2) for x in os.getloadavg()]
    out = REPO_ROOT / "evals" / "results" / f"bench_pool_{datetime.now(UTC):%Y%m%d_%H%M%S}.json"
    atomic_write_json(out, result)
    print(f"-> {out}")


if __name__ == "__main__":
    main()
