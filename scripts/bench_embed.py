"""Bulk embedding speed and fidelity: float32 against bf16 autocast, on the corpus index's own chunks.

    flock /tmp/ragagent-heavy.lock .venv/bin/python scripts/bench_embed.py [--workdir DIR] [--limit N]

Each variant embeds the same chunks (read from the index, so exactly what ingest embeds) through
`ragagent.rag.embed.Embedder.embed`, after one warm-up batch; bf16 vectors are compared with float32
ones by cosine. Writes evals/results/embed_speed_<timestamp>.json with the load average (the machine
is shared: run it alone).
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

import numpy as np

from ragagent.rag.embed import get_embedder
from ragagent.rag.index import open_client, open_collection, read_all
from ragagent.workdir import REPO_ROOT, Workdir, atomic_write_json

RESULTS = REPO_ROOT / "evals" / "results"


def corpus_chunks(workdir: Workdir, limit: int) -> list[str]:
    """The chunk texts of the workdir's corpus index, in index order."""
    store = open_collection(open_client(workdir), "corpus")
    texts = [str(t) for t in read_all(store, ["documents"])["documents"]]
    if not texts:
        raise SystemExit(f"no chunks in {workdir.root}: run `ragagent ingest --workdir {workdir.root}` first")
    return texts[:limit] if limit else texts


def timed(texts: list[str], bf16: bool) -> tuple[np.ndarray, float]:
    """Vectors of `texts` and chunks per second, float32 or under bf16 autocast."""
    embedder = get_embedder()
    embedder.bulk_bf16 = bf16
    embedder.embed(texts[:32])  # warm-up: first-call kernel selection is not throughput
    started = time.perf_counter()
    vectors = np.array(embedder.embed(texts), dtype=np.float32)
    return vectors, len(texts) / (time.perf_counter() - started)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, default=None)
    parser.add_argument("--limit", type=int, default=0, help="only the first N chunks")
    args = parser.parse_args(argv)
    texts = corpus_chunks(Workdir.at(args.workdir), args.limit)
    load_before = os.getloadavg()
    fp32, fp32_rate = timed(texts, bf16=False)
    bf16, bf16_rate = timed(texts, bf16=True)
    cosine = np.sum(fp32 * bf16, axis=1) / (np.linalg.norm(fp32, axis=1) * np.linalg.norm(bf16, axis=1))
    result = {
        "command": "scripts/bench_embed.py" + (f" --limit {args.limit}" if args.limit else ""),
        "chunks": len(texts),
        "threads": get_embedder().bulk_threads,
        "fp32_chunks_per_s": round(fp32_rate, 1),
        "bf16_chunks_per_s": round(bf16_rate, 1),
        "speedup": round(bf16_rate / fp32_rate, 2),
        "cosine_bf16_vs_fp32": {"min": round(float(cosine.min()), 6), "mean": round(float(cosine.mean()), 6)},
        "loadavg_before": load_before,
        "loadavg_after": os.getloadavg(),
    }
    out = RESULTS / f"embed_speed_{time.strftime('%Y%m%d_%H%M%S')}.json"
    atomic_write_json(out, result)
    print(result)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
