"""The question sets and scoring helpers behind the answer, agent and judge evals."""

from __future__ import annotations

import csv
import json
import sys

from ragagent.workdir import REPO_ROOT

sys.path.insert(0, str(REPO_ROOT / "evals"))

from agent_eval import citations_valid, run_agent, summarize, verdict  # noqa: E402
from judge_agreement import VERDICTS, cohens_kappa  # noqa: E402

GOLDEN = REPO_ROOT / "evals" / "golden"


def _jsonl(name: str) -> list[dict]:
    return [json.loads(line) for line in (GOLDEN / name).read_text(encoding="utf-8").splitlines() if line]


def test_unanswerable_set_is_frozen_in_two_halves() -> None:
    items = _jsonl("unanswerable.jsonl")
    assert len(items) >= 40 and len({i["id"] for i in items}) == len(items)
    assert sum(i["split"] == "heldout" for i in items) == sum(i["split"] == "tune" for i in items)
    assert all(i["kind"] == "trap" and i["why"] for i in items)


def test_multistep_set_has_expected_answers_and_documents() -> None:
    items = _jsonl("multistep.jsonl")
    assert len(items) >= 15 and all(i["answer"] and i["doc_ids"] for i in items)


def test_agent_verdicts() -> None:
    answerable = {"kind": "answerable", "answer": "16.94"}
    assert verdict(answerable, "The difference is $16.94.", "answered") == "correct"
    assert verdict(answerable, "It is 18.50.", "answered") == "wrong"
    assert verdict(answerable, "", "withheld") == "withheld"
    trap = {"kind": "trap"}
    assert verdict(trap, "", "refused") == "correct" and verdict(trap, "0", "answered") == "wrong"


def test_cohens_kappa() -> None:
    assert cohens_kappa(["correct", "incorrect"] * 5, ["correct", "incorrect"] * 5) == 1.0
    a = ["correct"] * 6 + ["incorrect"] * 4
    b = ["correct"] * 5 + ["incorrect"] * 5
    assert round(cohens_kappa(a, b), 4) == 0.8


def test_human_verdicts_are_complete() -> None:
    with VERDICTS.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) >= 40
    assert all(r["human_verdict"] in ("correct", "incorrect") and r["question"] and r["answer"] for r in rows)


def test_agent_eval_summarizes_every_set_and_kind() -> None:
    def row(system: str, kind: str, verdict_: str, split: str = "tune") -> dict:
        return {
            "system": system,
            "set": "multistep_fresh",
            "id": f"m{len(rows)}",
            "split": split,
            "kind": kind,
            "verdict": verdict_,
            "citations_valid": None,
            "steps": 2,
            "llm_calls": 3,
            "seconds": 1.0,
        }

    rows: list[dict] = []
    rows.append(row("agent", "answerable", "withheld"))
    rows.append(row("agent", "answerable", "correct", "heldout"))
    rows.append(row("agent", "trap", "correct"))
    rows.append(row("ask", "answerable", "wrong"))
    summary = summarize(rows)
    assert summary["agent/multistep_fresh/heldout/answerable"]["correct"] == 1.0
    assert summary["agent/multistep_fresh/tune"]["n"] == 2
    assert summary["agent/multistep_fresh"]["n"] == 3
    assert summary["agent/multistep_fresh/answerable"]["withheld"] == 0.5
    assert summary["agent/multistep_fresh/trap"]["correct"] == 1.0
    assert summary["ask/multistep_fresh/answerable"]["wrong"] == 1.0


def test_agent_eval_runs_the_agent_through_the_surface(workdir) -> None:
    from test_agent import scripted
    from test_rag_index import tiny_corpus

    retriever = tiny_corpus(workdir)
    item = {
        "question": "What is the total due on Initech invoice 991?",
        "kind": "answerable",
        "doc_id": "inv_tiny",
    }
    final = {
        "final_answer": "The total due is $82.50.",
        "claims": [{"text": "Total due is $82.50", "source": "S1"}],
    }
    row = run_agent(item, retriever, scripted([final]), workdir)
    assert row["outcome"] == "answered" and row["answer"] == final["final_answer"]
    assert ("inv_tiny", 1) in row["pages"] and citations_valid(workdir, item, row["pages"]) is True
    assert citations_valid(workdir, item, [("inv_tiny", 99)]) is False
    assert citations_valid(workdir, {**item, "doc_id": "other"}, row["pages"]) is False
