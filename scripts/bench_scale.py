"""Per-document cost of the batch pipeline at 10, 100 and 1,000 generated documents: flat or not.

Usage: flock /tmp/ragagent-heavy.lock .venv/bin/python scripts/bench_scale.py [--sizes 10 100 1000]
Writes evals/results/bench_scale_<timestamp>.json.

Each size runs in a fresh process over a fresh work directory of generated one-page invoices
(tests/batch_docs.py, the same documents the crash and bad-input tests use). Stages, timed one by one:
page text (`convert_all`), extraction (`extract_all` with the deterministic fake extractor, so the
pipeline is measured and not a model), ingestion (`ingest`, real embeddings), then the resume of both
(every document current: hashing and skipping only); then, outside the pipeline's total, `ragagent
report`'s page and `ragagent export --format parquet` over those outputs. A warm-up batch of 5
documents in another work directory loads the libraries and the embedding model first, so one-time
costs are not spread over the documents. Peak RSS is the process's high-water mark after each stage.
Target (issue 14): the cost per document at 1,000 within 1.2x of its cost at 10.

Internals on purpose: it times each batch stage on its own.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ragagent.workdir import REPO_ROOT, atomic_write_json

sys.path.insert(0, str(REPO_ROOT / "tests"))
STAGES = ("text", "extract", "ingest", "resume_extract", "resume_ingest")  # the pipeline: "all stages"
OUTPUT_STAGES = ("report", "export")  # reading the outputs afterwards, timed and compared on their own
TARGET_RATIO = 1.2


def _peak_mb() -> float:
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def _stages(root: Path, count: int) -> dict[str, Any]:
    """Run every stage over `count` new documents under `root`; seconds and peak RSS after each."""
    from batch_docs import answering_llm, downloaded_batch

    from ragagent.extract.pipeline import extract_all
    from ragagent.rag.index import ingest
    from ragagent.reports import page
    from ragagent.reports.frames import export_rows
    from ragagent.to_text import convert_all

    wd, entries = downloaded_batch(root, count)
    llm = answering_llm()
    steps = {
        "text": lambda: convert_all(wd, [e.doc_id for e in entries]),
        "extract": lambda: extract_all(entries, wd, llm=llm, show_progress=False),
        "ingest": lambda: ingest(wd, entries, show_progress=False),
        "resume_extract": lambda: extract_all(entries, wd, llm=llm, show_progress=False),
        "resume_ingest": lambda: ingest(wd, entries, show_progress=False),
        "report": lambda: page.write(wd),
        "export": lambda: export_rows(wd).to_parquet(wd.export_file("parquet"), index=False),
    }
    out: dict[str, Any] = {}
    for name, step in steps.items():
        started = time.perf_counter()
        step()
        out[name] = {"seconds": round(time.perf_counter() - started, 3), "peak_rss_mb": _peak_mb()}
    out["llm_calls"] = llm.calls
    return out


def child(count: int) -> None:
    """One size in this process: a warm-up batch, then the timed one; print JSON."""
    import contextlib
    import io

    with tempfile.TemporaryDirectory() as tmp, contextlib.redirect_stderr(io.StringIO()):
        _stages(Path(tmp) / "warmup", 5)
        rss_before = _peak_mb()
        timed = _stages(Path(tmp) / "timed", count)
    print(json.dumps({"docs": count, "rss_after_warmup_mb": rss_before, "stages": timed}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 100, 1000])
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    runs = []
    for size in args.sizes:
        proc = subprocess.run(
            [sys.executable, __file__, "--child", str(size)], capture_output=True, text=True, check=False
        )
        if proc.returncode:
            raise SystemExit(f"size {size} failed:\n{proc.stderr[-3000:]}")
        run = json.loads(proc.stdout.strip().splitlines()[-1])
        for stage in STAGES + OUTPUT_STAGES:
            s = run["stages"][stage]
            s["ms_per_doc"] = round(1000 * s["seconds"] / size, 3)
        runs.append(run)
        per_doc = ", ".join(f"{st} {run['stages'][st]['ms_per_doc']:.1f}" for st in STAGES + OUTPUT_STAGES)
        peak = run["stages"]["resume_ingest"]["peak_rss_mb"]
        print(f"{size:>5} docs: ms/doc {per_doc}; peak RSS {peak} MB")
    small, large = runs[0], runs[-1]
    ratios = {
        st: round(large["stages"][st]["ms_per_doc"] / max(small["stages"][st]["ms_per_doc"], 1e-9), 2)
        for st in STAGES + OUTPUT_STAGES
    }
    total = {r["docs"]: round(sum(r["stages"][st]["ms_per_doc"] for st in STAGES), 3) for r in runs}
    result = {
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": {"python": platform.python_version(), "cpus": len(os.sched_getaffinity(0))},
        "command": "scripts/bench_scale.py --sizes " + " ".join(map(str, args.sizes)),
        "runs": runs,
        "ms_per_doc_all_stages": total,
        f"ratio_{large['docs']}_vs_{small['docs']}": ratios,
        "ratio_all_stages": round(total[large["docs"]] / total[small["docs"]], 2),
        "target_ratio": TARGET_RATIO,
    }
    result["flat"] = result["ratio_all_stages"] <= TARGET_RATIO
    out = REPO_ROOT / "evals" / "results" / f"bench_scale_{datetime.now(UTC):%Y%m%d_%H%M%S}.json"
    atomic_write_json(out, result)
    print(f"per-stage ratio {large['docs']}/{small['docs']}: {ratios}")
    ratio = result["ratio_all_stages"]
    print(f"all stages: {total} ms/doc, ratio {ratio} (target <= {TARGET_RATIO}) -> {out}")


if __name__ == "__main__":
    main()
