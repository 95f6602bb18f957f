"""Choose gate 1's threshold from data: off-topic probes vs the golden answerable questions.

    python evals/refusal_threshold.py [--workdir DIR]

Gate 1 refuses, without calling the LLM, when the best cosine similarity among the retrieved chunks is
below the threshold. For every candidate threshold the curve records the share of off-topic probes refused
and of answerable questions wrongly refused; the chosen one refuses the most probes while wrongly refusing
at most MAX_WRONG_REFUSALS of the answerable questions (ties: the middle of the plateau). Writes
evals/results/refusal_threshold.json; `ragagent.rag.settings.CHOSEN_THRESHOLD` carries the chosen value
(tests/test_rag_answer.py keeps the two equal).

Internals on purpose: it calibrates gate 1 on the retriever's best similarity.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from golden.check_golden import load_questions

from ragagent import RagSettings, Workdir
from ragagent.rag.answer import best_similarity
from ragagent.rag.retrieve import Retriever
from ragagent.workdir import REPO_ROOT, atomic_write_json

THRESHOLD_FILE = REPO_ROOT / "evals" / "results" / "refusal_threshold.json"

MAX_WRONG_REFUSALS = 0.02
# Off-topic probes: questions a user might type that no financial document here can answer. Tuning data
# only; the golden traps (evals/golden) stay for evaluation.
PROBES = [
    "What is the boiling point of water at sea level?",
    "Who wrote Pride and Prejudice?",
    "How do I reset my router password?",
    "What is a good recipe for banana bread?",
    "How many players are on a soccer team?",
    "What is the tallest mountain in Africa?",
    "Translate 'good morning' into Japanese.",
    "What year did the Berlin Wall fall?",
    "How do I fix a flat bicycle tire?",
    "What are the symptoms of the flu?",
    "Who painted the Mona Lisa?",
    "How far is the Moon from the Earth?",
    "What is the best way to learn the guitar?",
    "Which planet has the most moons?",
    "How long should I boil an egg?",
    "What programming language is used for iOS apps?",
    "What is the population of Canada?",
    "Who is the lead singer of Coldplay?",
    "How do vaccines train the immune system?",
    "What time zone is Tokyo in?",
    "What is photosynthesis?",
    "Recommend a movie for a rainy Sunday.",
    "How do I train my puppy to sit?",
    "What is the speed of light?",
    "Which team won the 2019 NBA Finals?",
    "How do I make cold brew coffee?",
    "What causes the northern lights?",
    "Who discovered penicillin?",
    "What should I pack for a beach holiday?",
    "How many bones are in the human body?",
]


def similarities(retriever: Retriever, questions: list[str], k: int) -> list[float]:
    """Gate 1's relevance (best cosine similarity of the retrieved chunks) for each question."""
    return [round(best_similarity(retriever.search(q, k)), 4) for q in questions]


def curve(probes: list[float], answerable: list[float]) -> list[dict]:
    """Refusal shares at thresholds 0.00 .. 1.00 (step 0.01)."""
    rows = []
    for step in range(101):
        t = step / 100
        rows.append(
            {
                "threshold": t,
                "probes_refused": round(sum(s < t for s in probes) / len(probes), 4),
                "answerable_refused": round(sum(s < t for s in answerable) / len(answerable), 4),
            }
        )
    return rows


def choose(rows: list[dict]) -> dict:
    """The row refusing most probes with answerable_refused <= MAX_WRONG_REFUSALS, mid-plateau.

    Among the thresholds that tie (same refusal shares on both sets) the middle one is taken: the widest
    margin to both the highest-scoring probe and the lowest-scoring answerable question.
    """
    allowed = [r for r in rows if r["answerable_refused"] <= MAX_WRONG_REFUSALS]
    best = max(r["probes_refused"] for r in allowed)
    first = min((r for r in allowed if r["probes_refused"] == best), key=lambda r: r["threshold"])
    plateau = [
        r
        for r in allowed
        if (r["probes_refused"], r["answerable_refused"])
        == (first["probes_refused"], first["answerable_refused"])
    ]
    return plateau[len(plateau) // 2]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, default=None)
    parser.add_argument("--out", type=Path, default=THRESHOLD_FILE)
    args = parser.parse_args(argv)
    retriever = Retriever(Workdir.at(args.workdir), "corpus")
    if not len(retriever):
        print("error: the index is empty; run `ragagent ingest` first", file=sys.stderr)
        return 2
    k = RagSettings().answer_k
    items = load_questions()
    answerable = [i["question"] for i in items if i["kind"] == "answerable"]
    traps = [i["question"] for i in items if i["kind"] == "trap"]
    sims = {
        "probes": similarities(retriever, PROBES, k),
        "answerable": similarities(retriever, answerable, k),
        "golden_traps": similarities(retriever, traps, k),
    }
    rows = curve(sims["probes"], sims["answerable"])
    chosen = choose(rows)
    traps_below = sum(s < chosen["threshold"] for s in sims["golden_traps"]) / len(traps)
    atomic_write_json(
        args.out,
        {
            "threshold": chosen["threshold"],
            "rule": f"max probes refused, answerable_refused <= {MAX_WRONG_REFUSALS}, ties -> mid-plateau",
            "chosen": chosen,
            "golden_traps_refused_by_gate1": round(traps_below, 4),
            "k": k,
            "created": time.strftime("%Y-%m-%dT%H:%M:%S"),
            "similarities": sims,
            "curve": rows,
        },
    )
    print(
        f"threshold {chosen['threshold']:.2f}: probes refused {chosen['probes_refused']:.2f}, answerable "
        f"wrongly refused {chosen['answerable_refused']:.2f}, golden traps at gate 1 {traps_below:.2f}"
    )
    print(f"-> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
