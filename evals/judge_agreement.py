"""How far the LLM judge of answer correctness agrees with a person: Cohen's kappa on hand verdicts.

    nice python evals/judge_agreement.py [--backend local] [--verdicts evals/golden/human_verdicts.csv]

The human verdicts are committed (`evals/golden/human_verdicts.csv`: one row per answer that a person
graded by hand, with the answer's question, the expected answer, the system's answer and the verdict
`correct` | `incorrect`). The judge grades the same rows blind to the human verdict; the file reports
both, their raw agreement and Cohen's kappa. A judge never checked against people is not evidence.

The judge runs on the local model, the same Qwen2.5-Coder-1.5B that drafts and verifies the answers
it grades (no second local model is available here); its prompt shows no sources, only the question,
the expected answer and the answer. Every place its number appears says so.
"""

from __future__ import annotations

import argparse
import csv
import sys
import time
from pathlib import Path
from typing import Any

import ragagent
from ragagent import LLMError
from ragagent.workdir import REPO_ROOT, atomic_write_json

RESULTS = REPO_ROOT / "evals" / "results"
VERDICTS = REPO_ROOT / "evals" / "golden" / "human_verdicts.csv"
SYSTEM = (
    "You grade an answer to a question about a financial document against the expected answer. "
    "`correct` when the answer states the expected answer: the same figures (rounding, units such as "
    "'million', currency signs and number formats may differ) or the same facts. `incorrect` when it states "
    "another figure, another period or item, only part of a two-part answer, or hedges without the answer."
)
SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "verdict": {"type": "string", "enum": ["correct", "incorrect"]},
        "reason": {"type": "string"},
    },
    "required": ["verdict", "reason"],
}


def judge(llm: Any, question: str, expected: str, answer: str) -> str:
    """The judge's verdict, `correct` or `incorrect` (an unusable reply counts as `incorrect`)."""
    prompt = f"Question: {question}\nExpected answer: {expected}\nAnswer to grade: {answer}\n"
    try:
        return str(llm.generate_json(prompt, SCHEMA, system=SYSTEM)["verdict"])
    except LLMError:
        return "incorrect"


def cohens_kappa(a: list[str], b: list[str]) -> float | None:
    """Cohen's kappa of two raters over the same items (None when chance agreement is total)."""
    n = len(a)
    labels = sorted(set(a) | set(b))
    observed = sum(x == y for x, y in zip(a, b, strict=True)) / n
    expected = sum((a.count(label) / n) * (b.count(label) / n) for label in labels)
    return None if expected == 1 else (observed - expected) / (1 - expected)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", default=None)
    parser.add_argument("--verdicts", type=Path, default=VERDICTS)
    args = parser.parse_args(argv)

    with args.verdicts.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    bad = [r["id"] for r in rows if r["human_verdict"] not in ("correct", "incorrect")]
    if bad:
        print(f"error: rows without a human verdict of correct|incorrect: {', '.join(bad)}", file=sys.stderr)
        return 2
    llm = ragagent.get_llm(args.backend)
    for row in rows:
        row["judge_verdict"] = judge(llm, row["question"], row["expected"], row["answer"])
    human = [r["human_verdict"] for r in rows]
    machine = [r["judge_verdict"] for r in rows]
    kappa = cohens_kappa(human, machine)
    summary = {
        "n": len(rows),
        "raw_agreement": round(sum(h == m for h, m in zip(human, machine, strict=True)) / len(rows), 4),
        "cohens_kappa": None if kappa is None else round(kappa, 4),
        "human_correct": human.count("correct"),
        "judge_correct": machine.count("correct"),
        "judge_model": llm.model_id,
        "caveat": "the judge is the same local model (other prompt, no sources) that drafted and verified "
        "the answers it grades",
    }
    out = RESULTS / f"judge_agreement_{time.strftime('%Y%m%d_%H%M%S')}.json"
    atomic_write_json(
        out, {"verdicts": str(args.verdicts.relative_to(REPO_ROOT)), "summary": summary, "rows": rows}
    )
    print(summary)
    print(f"-> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
