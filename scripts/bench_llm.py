"""Time the local model on a few invoice prompts, per GGUF file and llama.cpp setting, side by side.

    flock /tmp/ragagent-heavy.lock .venv/bin/python scripts/bench_llm.py [--model PATH ...]
        [--threads N ...] [--ubatch N ...] [--batch N] [--docs ID ...]

Each prompt is an invoice's full page text (via ragagent.to_text) plus a short extraction instruction,
answered with schema-constrained JSON; nothing is cached, so every call really runs. Every combination
of --model, --threads and --ubatch runs in a child process of its own, so its load seconds and peak RSS
are its own; the load is timed apart from the calls. The first combination is the reference: every
other one lists, per invoice, the fields whose value differs from the reference's. Default: the shipped
model alone, on all cores, with llama.cpp's batch sizes. The Q8_0 and Q4_0 files come from
scripts/quantize_gguf.py. Writes evals/results/llm_speed_<timestamp>.json.

Internals on purpose: it times the local model's server.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import xllamacpp

from ragagent.config import get_settings
from ragagent.llm.local import LocalLLM, load_server
from ragagent.to_text import convert_pdf
from ragagent.workdir import REPO_ROOT, atomic_write_json

DOCS = ("inv_sammy_maystone", "inv_azure_interior_2023", "inv_aws_2014")
SCHEMA = {
    "type": "object",
    "properties": {
        "invoice_number": {"type": ["string", "null"]},
        "invoice_date": {"type": ["string", "null"]},
        "vendor_name": {"type": ["string", "null"]},
        "total": {"type": ["number", "null"]},
        "currency": {"type": ["string", "null"]},
    },
    "required": ["invoice_number", "invoice_date", "vendor_name", "total", "currency"],
}
PROMPT = "Extract these fields from the invoice below; use null for a field that is not printed.\n\n{text}"


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _per_second(tokens: float, ms: float) -> float:
    return round(tokens / ms * 1000, 1) if ms else 0.0


def time_one(model: Path, threads: int, batch: int | None, ubatch: int | None, corpus: Path,
             docs: list[str]) -> dict[str, Any]:
    """Load `model` with these settings and answer each invoice once; the child process's whole job."""
    settings = get_settings().model_copy(update={"llm_threads": threads})
    llm = LocalLLM(model, settings=settings, batch=batch, ubatch=ubatch)
    start = time.perf_counter()
    load_server(llm.model_path, llm.n_ctx, llm.threads, batch=batch, ubatch=ubatch)
    load_s = time.perf_counter() - start
    runs = []
    for doc_id in docs:
        pages = convert_pdf(corpus / f"{doc_id}.pdf", doc_id)
        text = "\n\n".join(f"[page {p.page}]\n{p.text}" for p in pages)
        calls = llm.calls
        start = time.perf_counter()
        reply = llm.generate_json(PROMPT.format(text=text), SCHEMA)
        seconds = time.perf_counter() - start
        usage, timings = llm.last_response["usage"], llm.last_response.get("timings", {})
        runs.append({
            "doc_id": doc_id, "pages": len(pages), "chars": len(text), "calls": llm.calls - calls,
            "seconds": round(seconds, 2),
            "prompt_tokens": usage["prompt_tokens"], "completion_tokens": usage["completion_tokens"],
            "prompt_ms": round(timings.get("prompt_ms", 0.0), 1),
            "completion_ms": round(timings.get("predicted_ms", 0.0), 1),
            "prompt_tokens_per_s": round(timings.get("prompt_per_second", 0.0), 1),
            "completion_tokens_per_s": round(timings.get("predicted_per_second", 0.0), 1),
            "reply": reply,
        })
    return {
        "model": str(model), "model_id": llm.model_id, "threads": llm.threads, "batch": batch,
        "ubatch": ubatch, "n_ctx": llm.n_ctx, "load_seconds": round(load_s, 2),
        "peak_rss_mb": round(_peak_rss_mb(), 1), "calls": llm.calls,
        "seconds": round(sum(r["seconds"] for r in runs), 2),
        "prompt_tokens_per_s": _per_second(sum(r["prompt_tokens"] for r in runs),
                                           sum(r["prompt_ms"] for r in runs)),
        "completion_tokens_per_s": _per_second(sum(r["completion_tokens"] for r in runs),
                                               sum(r["completion_ms"] for r in runs)),
        "runs": runs,
    }


def differences(reference: list[dict[str, Any]], runs: list[dict[str, Any]]) -> dict[str, dict[str, list]]:
    """Per invoice, {field: [reference value, this value]} for each field whose value differs."""
    diff: dict[str, dict[str, list]] = {}
    for ref, run in zip(reference, runs, strict=True):
        fields = {k: [ref["reply"].get(k), run["reply"].get(k)] for k in SCHEMA["properties"]
                  if ref["reply"].get(k) != run["reply"].get(k)}
        if fields:
            diff[run["doc_id"]] = fields
    return diff


def _sha256(path: Path) -> str:
    with open(path, "rb") as handle:
        return hashlib.file_digest(handle, "sha256").hexdigest()


def _child(args: argparse.Namespace, model: Path, threads: int, ubatch: int | None) -> dict[str, Any]:
    cmd = [sys.executable, __file__, "--child", "--model", str(model), "--threads", str(threads),
           "--corpus", str(args.corpus), "--docs", *args.docs]
    cmd += ["--batch", str(args.batch)] if args.batch is not None else []
    cmd += ["--ubatch", str(ubatch)] if ubatch is not None else []
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode:
        sys.exit(f"error: {model} threads={threads} ubatch={ubatch} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _summary(v: dict[str, Any]) -> str:
    return (
        f"{v['model_id']} threads={v['threads']} ubatch={v['ubatch'] or 'default'}:"
        f" load {v['load_seconds']} s, peak RSS {v['peak_rss_mb']} MB,"
        f" prompt {v['prompt_tokens_per_s']} tok/s, generation {v['completion_tokens_per_s']} tok/s,"
        f" {v['seconds']} s; differs from the reference: {v['differs_from_reference'] or 'no'}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, action="extend", nargs="+", default=None,
                        help="GGUF files (repeatable); the first is the reference; default: the shipped one")
    parser.add_argument("--threads", type=int, nargs="+", default=[0], help="0 = all cores")
    parser.add_argument("--ubatch", type=int, nargs="+", default=[None], help="default: llama.cpp's (512)")
    parser.add_argument("--batch", type=int, default=None, help="default: llama.cpp's (2048)")
    parser.add_argument("--corpus", type=Path, default=REPO_ROOT.parent / "shared" / "corpus" / "raw")
    parser.add_argument("--docs", nargs="+", default=list(DOCS))
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    models = args.model or [LocalLLM().model_path]
    threads = [n or os.cpu_count() or 1 for n in args.threads]
    if args.child:
        print(json.dumps(time_one(models[0], threads[0], args.batch, args.ubatch[0], args.corpus, args.docs)))
        return

    load_start = os.getloadavg()
    variants: list[dict[str, Any]] = []
    for model, n, ubatch in itertools.product(models, threads, args.ubatch):
        variant = _child(args, model, n, ubatch)
        diff = differences(variants[0]["runs"] if variants else variant["runs"], variant["runs"])
        variant["differs_from_reference"] = diff
        variants.append(variant)
        print(_summary(variant), flush=True)
    result = {
        "reference": variants[0]["model_id"], "docs": args.docs, "batch": args.batch,
        "models": {str(m): {"bytes": m.stat().st_size, "sha256": _sha256(m)} for m in models},
        "load_average": {"start": load_start, "end": os.getloadavg()},
        "llama_cpp_system_info": xllamacpp.get_system_info().strip(),  # the CPU paths this build has
        "variants": variants,
        "note": "2 shared cores: run under /tmp/ragagent-heavy.lock; times are upper bounds",
    }
    out = REPO_ROOT / "evals" / "results" / f"llm_speed_{time.strftime('%Y%m%d_%H%M%S')}.json"
    atomic_write_json(out, result)
    print(out)


if __name__ == "__main__":
    main()
