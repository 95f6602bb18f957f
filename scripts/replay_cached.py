"""Replay an extraction run from the LLM cache it filled: no model, deterministic, seconds per run.

    python scripts/replay_cached.py --workdir DIR --cache CACHE [--extractor v2] [--doc ID ...]
    python evals/score_extraction.py --workdir DIR --doc ID ...

CACHE is the `RAGAGENT_CACHE_DIR` of a real run (keep a copy: nothing is written to it here, but the
replay must not share it with a run). Every request whose prompt and schema are in the cache gets the
run's reply; a request that is not (a re-ask whose field set changed with the code) fails as an LLM
error, so the answers of the asks before it stand and the document's problems name the ask not
replayed. A first ask not replayed leaves its fields unanswered: compare a document's `llm_calls`
in the run log (the misses) before reading its score. Scores measure the code's gates on the run's
answers, the set the gates were tuned on, never a held-out number.

Internals on purpose: it drives the extraction stage with the cache of another run.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ragagent import LLMError, Workdir
from ragagent.extract.pipeline import EXTRACTORS, extract_all
from ragagent.llm.cache import CachedLLM
from ragagent.manifest import load_manifest
from ragagent.workdir import REPO_ROOT

LOCAL_MODEL_ID = "local:qwen2.5-coder-1.5b-instruct-q4_k_m"  # the model id the cache keys carry


class NotCached:
    """A backend that answers nothing: each call is a cache miss, counted and refused."""

    def __init__(self, model_id: str) -> None:
        self.model_id = model_id
        self.misses = 0

    @property
    def calls(self) -> int:
        return self.misses

    def generate_json(
        self, prompt: str, schema: dict[str, Any], *, system: str | None = None
    ) -> dict[str, Any]:
        self.misses += 1
        raise LLMError("not in the replayed cache")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Re-run extraction on a run's cached LLM replies.")
    parser.add_argument("--workdir", type=Path, required=True, help="holds data/text; predictions go here")
    parser.add_argument("--cache", type=Path, required=True, help="the run's RAGAGENT_CACHE_DIR (a copy)")
    parser.add_argument("--manifest", type=Path, default=REPO_ROOT / "data" / "manifest.csv")
    parser.add_argument("--extractor", choices=EXTRACTORS, default="v2")
    parser.add_argument("--model-id", default=LOCAL_MODEL_ID)
    parser.add_argument("--doc", action="append", default=None, help="only this doc_id (repeatable)")
    args = parser.parse_args(argv)
    entries = [e for e in load_manifest(args.manifest) if not args.doc or e.doc_id in args.doc]
    llm = CachedLLM(NotCached(args.model_id), args.cache)
    summary = extract_all(entries, Workdir.at(args.workdir), force=True, llm=llm, extractor=args.extractor,
                          show_progress=False)
    missed = [d.doc_id for d in summary.documents if d.llm_calls]
    print(f"replayed {len(entries)} documents; asks not in the cache: {summary.llm_calls}"
          + (f" ({', '.join(missed)})" if missed else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
