"""Replay the hand labels as the model's answers through the extraction pipeline: no LLM, deterministic.

    python scripts/replay_labels.py --workdir DIR      (DIR/data/text from `ragagent text`)
    python evals/score_extraction.py --workdir DIR

Every non-LLM step runs for real on the corpus (page selection, prompts, the evidence matcher, the
verifier, the rules, retries, the review queue), so two code versions that score the same on the same
page text behave the same there: the check a refactor runs before and after (issue 13). Each field is
answered with the label's quote and page, and as "printed" the label's text, or for a figure the first
figure printed in the quote. The scores measure nothing about a model.

Internals on purpose: it drives the extraction stage on stored page text.
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

import ragagent
from ragagent import Workdir
from ragagent.extract.pipeline import extract_one
from ragagent.manifest import load_manifest
from ragagent.workdir import REPO_ROOT

if TYPE_CHECKING:
    from ragagent.llm import LLM

_FIGURE = re.compile(r"[$€£]?\s?\(?-?\d[\d,]*(?:\.\d+)?\)?%?")


def _printed(value: Any, quote: str | None) -> str | None:
    if value is None:
        return None
    if isinstance(value, int | float) and quote and (match := _FIGURE.search(quote)):
        return match.group(0).strip()
    return str(value)


def labelled_llm(label: dict[str, Any]) -> LLM:
    """A scripted model answering every asked field from `label` (unlabelled fields: null)."""

    def reply(prompt: str, schema: dict[str, Any]) -> dict[str, Any]:
        out = {}
        for name in schema["required"]:
            field = label["fields"].get(name) or {}
            quote = field.get("quote")
            out[name] = {
                "printed": _printed(field.get("value"), quote),
                "quote": quote,
                "page": field.get("page"),
            }
        return out

    return ragagent.get_llm("fake", script=reply, model="labels")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, required=True)
    parser.add_argument("--manifest", type=Path, default=REPO_ROOT / "data" / "manifest.csv")
    parser.add_argument("--labels", type=Path, default=REPO_ROOT / "data" / "labels")
    args = parser.parse_args(argv)
    workdir = Workdir.at(args.workdir)
    for entry in load_manifest(args.manifest):
        path = args.labels / f"{entry.doc_id}.json"
        if not path.is_file():
            continue
        label = json.loads(path.read_text(encoding="utf-8"))
        outcome = extract_one(entry, workdir, labelled_llm(label), force=True)
        print(
            f"{entry.doc_id:40} {outcome.status:13} ok {outcome.fields_ok:2} review {outcome.fields_review:2}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
