"""Time the local model on a few invoice-sized prompts: prompt tokens, seconds, tokens/s, peak RSS.

Each prompt is an invoice's full page text (via ragagent.to_text) plus a short extraction instruction,
answered with schema-constrained JSON. The model load is timed separately. The response cache is
bypassed so every call really runs. Writes evals/results/llm_speed_<timestamp>.json.

Internals on purpose: it times the local model's server.
"""

from __future__ import annotations

import argparse
import resource
import time
from pathlib import Path

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=REPO_ROOT.parent / "shared" / "corpus" / "raw")
    parser.add_argument("--docs", nargs="+", default=list(DOCS))
    args = parser.parse_args()

    llm = LocalLLM()
    start = time.perf_counter()
    load_server(llm.model_path, llm.n_ctx, llm.threads)
    load_s = time.perf_counter() - start
    runs = []
    for doc_id in args.docs:
        pages = convert_pdf(args.corpus / f"{doc_id}.pdf", doc_id)
        text = "\n\n".join(f"[page {p.page}]\n{p.text}" for p in pages)
        start = time.perf_counter()
        reply = llm.generate_json(PROMPT.format(text=text), SCHEMA)
        seconds = time.perf_counter() - start
        usage, timings = llm.last_response["usage"], llm.last_response.get("timings", {})
        runs.append({
            "doc_id": doc_id, "pages": len(pages), "chars": len(text), "seconds": round(seconds, 2),
            "prompt_tokens": usage["prompt_tokens"], "completion_tokens": usage["completion_tokens"],
            "prompt_tokens_per_s": round(timings.get("prompt_per_second", 0.0), 1),
            "completion_tokens_per_s": round(timings.get("predicted_per_second", 0.0), 1),
            "reply": reply,
        })
        print(f"{doc_id}: {usage['prompt_tokens']} prompt tokens, {seconds:.1f} s, {reply}")
    result = {
        "model_id": llm.model_id, "threads": llm.threads, "n_ctx": llm.n_ctx,
        "load_seconds": round(load_s, 2),
        "peak_rss_mb": round(_peak_rss_mb(), 1), "calls": llm.calls, "runs": runs,
        "note": "2 shared cores; other jobs may run at the same time, so times are upper bounds",
    }
    out = REPO_ROOT / "evals" / "results" / f"llm_speed_{time.strftime('%Y%m%d_%H%M%S')}.json"
    atomic_write_json(out, result)
    print(out)


if __name__ == "__main__":
    main()
