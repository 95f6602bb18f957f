"""Bulk embedding speed and fidelity, side by side in one run, on the corpus index's own chunks.

    flock /tmp/ragagent-heavy.lock .venv/bin/python scripts/bench_embed.py [--workdir DIR] [--limit N]
        [--onnx MODEL.onnx]

Variants (each after one warm-up batch, each compared with float32 by cosine):
  torch fp32 / bf16 autocast on all cores, bf16 on one thread, bf16 as ingest calls it (64-chunk
  flushes, so sentence-transformers' length sorting only works inside each flush) against one call
  (the whole list sorted by length); with --onnx, the same MiniLM graph on onnxruntime (float32, and
  int8 by dynamic quantization when `onnxruntime.quantization` can load the `onnx` package).
The ONNX file is exported beforehand (`torch.onnx.export(..., dynamo=True)` needs the `onnx` and
`onnxscript` packages, which are not project requirements). Writes
evals/results/embed_speed_<timestamp>.json with the load average (the machine is shared: run it alone).

Internals on purpose: it times the embedder on the index's own chunks.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from ragagent import Workdir
from ragagent.rag.embed import MAX_TOKENS, get_embedder
from ragagent.rag.index import open_client, open_collection, read_all
from ragagent.workdir import REPO_ROOT, atomic_write_json

RESULTS = REPO_ROOT / "evals" / "results"
FLUSH = 64  # ragagent.rag.index._FLUSH_CHUNKS: what one ingest call embeds

Embed = Callable[[list[str]], np.ndarray]


def corpus_chunks(workdir: Workdir, limit: int) -> list[str]:
    """The chunk texts of the workdir's corpus index, in index order."""
    store = open_collection(open_client(workdir), "corpus")
    texts = [str(t) for t in read_all(store, ["documents"])["documents"]]
    if not texts:
        raise SystemExit(f"no chunks in {workdir.root}: run `ragagent ingest --workdir {workdir.root}` first")
    return texts[:limit] if limit else texts


def torch_variant(bf16: bool, threads: int, flush: int = 0) -> Embed:
    """Embedder.embed under the given precision and threads; `flush` > 0 embeds in calls of that many."""

    def run(texts: list[str]) -> np.ndarray:
        embedder = get_embedder()
        embedder.bulk_bf16, embedder.bulk_threads = bf16, threads
        step = flush or len(texts)
        return np.array([v for i in range(0, len(texts), step) for v in embedder.embed(texts[i : i + step])])

    return run


def onnx_variant(path: Path, threads: int) -> Embed:
    """MiniLM on onnxruntime: length-sorted batches of 32, mean pooling, L2 normalization."""
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
    tokenizer = get_embedder().model.tokenizer
    names = {i.name for i in session.get_inputs()}

    def run(texts: list[str]) -> np.ndarray:
        order = np.argsort([-len(t) for t in texts], kind="stable")
        out = np.zeros((len(texts), 384), dtype=np.float32)
        for start in range(0, len(texts), 32):
            idx = order[start : start + 32]
            batch = [texts[i] for i in idx]
            enc = tokenizer(batch, padding=True, truncation=True, max_length=MAX_TOKENS, return_tensors="np")
            feed = {k: v.astype(np.int64) for k, v in enc.items() if k in names}
            hidden = session.run(None, feed)[0]
            mask = enc["attention_mask"][..., None].astype(np.float32)
            pooled = (hidden * mask).sum(1) / np.clip(mask.sum(1), 1e-9, None)
            out[idx] = pooled / np.linalg.norm(pooled, axis=1, keepdims=True)
        return out

    return run


def quantized(path: Path) -> Path | None:
    """An int8 (dynamic quantization) copy of the ONNX model, or None when onnx cannot be imported."""
    try:
        from onnxruntime.quantization import QuantType, quantize_dynamic
    except ImportError:
        return None
    out = path.with_name(path.stem + ".int8.onnx")
    if not out.is_file():
        quantize_dynamic(str(path), str(out), weight_type=QuantType.QInt8)
    return out


def timed(embed: Embed, texts: list[str]) -> tuple[np.ndarray, float]:
    """Vectors of `texts` and chunks per second, after a warm-up batch."""
    embed(texts[:32])
    started = time.perf_counter()
    vectors = np.asarray(embed(texts), dtype=np.float32)
    return vectors, len(texts) / (time.perf_counter() - started)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, default=None)
    parser.add_argument("--limit", type=int, default=0, help="only the first N chunks")
    parser.add_argument("--onnx", type=Path, default=None, help="an exported MiniLM ONNX graph")
    args = parser.parse_args(argv)
    texts = corpus_chunks(Workdir.at(args.workdir), args.limit)
    cores = os.cpu_count() or 1
    variants: dict[str, Embed] = {
        "torch_fp32": torch_variant(False, cores),
        "torch_bf16": torch_variant(True, cores),
        "torch_bf16_1thread": torch_variant(True, 1),
        f"torch_bf16_flush{FLUSH}": torch_variant(True, cores, FLUSH),
    }
    if args.onnx:
        variants["onnx_fp32"] = onnx_variant(args.onnx, cores)
        int8 = quantized(args.onnx)
        if int8:
            variants["onnx_int8"] = onnx_variant(int8, cores)
    load_before = os.getloadavg()
    rows: dict[str, Any] = {}
    reference = None
    for name, embed in variants.items():
        vectors, rate = timed(embed, texts)
        reference = vectors if reference is None else reference
        cosine = np.sum(vectors * reference, axis=1) / (
            np.linalg.norm(vectors, axis=1) * np.linalg.norm(reference, axis=1)
        )
        rows[name] = {
            "chunks_per_s": round(rate, 1),
            "cosine_vs_fp32": {"min": round(float(cosine.min()), 6), "mean": round(float(cosine.mean()), 6)},
        }
        print(name, rows[name], flush=True)
    result = {
        "command": "scripts/bench_embed.py"
        + (f" --limit {args.limit}" if args.limit else "")
        + (f" --onnx {args.onnx}" if args.onnx else ""),
        "chunks": len(texts),
        "cores": cores,
        "variants": rows,
        "loadavg_before": load_before,
        "loadavg_after": os.getloadavg(),
    }
    out = RESULTS / f"embed_speed_{time.strftime('%Y%m%d_%H%M%S')}.json"
    atomic_write_json(out, result)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
