"""The agent against plain /ask on the same questions: correct, wrong, refused or withheld, and cost.

    nice python evals/agent_eval.py [--workdir DIR] [--backend local] [--questions F ...] [--limit N]
        [--systems agent,ask] [--split tune|heldout]

Default questions: the multi-step set (`evals/golden/multistep.jsonl`), then the golden set. Per answer:
correct by the golden scorer (`answers_golden.is_correct`: every expected figure within 1%, or most
content words for text), wrong, refused, or (agent) withheld for review; cited pages valid when every
cited page exists in the work directory and belongs to an expected document; steps, LLM calls and
seconds. Writes evals/results/agent_eval_<timestamp>.json after every question.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from answers_golden import is_correct, open_retriever
from golden.check_golden import QUESTIONS, load_questions

import ragagent
from ragagent import Workdir
from ragagent.pages import load_pages
from ragagent.workdir import REPO_ROOT, atomic_write_json

RESULTS = REPO_ROOT / "evals" / "results"
MULTISTEP = REPO_ROOT / "evals" / "golden" / "multistep.jsonl"


def expected_docs(item: dict[str, Any]) -> set[str]:
    return set(item.get("doc_ids") or [item.get("doc_id", "")]) - {""}


def verdict(item: dict[str, Any], answer: str, outcome: str) -> str:
    """correct | wrong | refused | withheld (traps: refused is the right outcome, so "correct")."""
    if outcome in ("refused", "withheld"):
        return "correct" if item["kind"] == "trap" else outcome
    if item["kind"] == "trap":
        return "wrong"
    return "correct" if is_correct(item["answer"], answer) else "wrong"


def citations_valid(workdir: Workdir, item: dict[str, Any], pages: list[tuple[str, int]]) -> bool | None:
    """Every cited page exists and (for answerable items) belongs to an expected document."""
    if not pages:
        return None
    docs = expected_docs(item)
    return all(_page_printed(workdir, d, p) and (not docs or d in docs) for d, p in pages)


def _page_printed(workdir: Workdir, doc_id: str, page: int) -> bool:
    """The work directory holds this page with some text."""
    path = workdir.text_file(doc_id)
    return path.is_file() and any(p.page == page and p.text for p in load_pages(path))


def run_ask(item: dict[str, Any], retriever: Any, llm: Any, workdir: Workdir) -> dict[str, Any]:
    calls = llm.calls
    result = ragagent.ask(item["question"], workdir=workdir, llm=llm, retriever=retriever)
    pages = [(c.doc_id, c.page) for c in result.citations]
    outcome = "refused" if result.refused else "answered"
    return {
        "answer": result.answer,
        "reason": result.reason,
        "outcome": outcome,
        "pages": pages,
        "steps": 1,
        "llm_calls": llm.calls - calls,
    }


def run_agent(item: dict[str, Any], retriever: Any, llm: Any, workdir: Workdir) -> dict[str, Any]:
    result = ragagent.ask_agent(item["question"], workdir=workdir, llm=llm, retriever=retriever)
    outcome = {"needs_human_review": "withheld", "refused": "refused"}.get(result.outcome, "answered")
    pages = [(d, p) for claim in result.claims for d, p in claim["pages"]]
    return {
        "answer": result.answer,
        "reason": "; ".join(result.objections),
        "outcome": outcome,
        "agent_outcome": result.outcome,
        "pages": pages,
        "steps": len(result.trace),
        "llm_calls": result.llm_calls,
        "trace": [{"tool": s.tool, "args": s.args, "decision": s.decision} for s in result.trace],
    }


SYSTEMS = {"ask": run_ask, "agent": run_agent}


def with_splits(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows with the split (tune | heldout) their question set gives each id, where it gives one
    (rows written before the split was recorded get it from the set's file)."""
    splits: dict[tuple[str, str], str] = {}
    for name in dict.fromkeys(r["set"] for r in rows if "split" not in r):  # read only for old rows
        path = MULTISTEP.parent / f"{name}.jsonl"
        if path.is_file():
            splits |= {(name, q["id"]): q.get("split", "") for q in load_questions(path)}
    return [{**r, "split": r.get("split") or splits.get((r["set"], r["id"]), "")} for r in rows]


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Per system and question set, per kind within it (answerable questions and traps), and per split
    of a set that has one (the held-out half is the headline)."""
    out: dict[str, Any] = {}
    rows = with_splits(rows)
    groups = dict.fromkeys(
        (r["set"], split, kind)
        for r in rows
        for split in dict.fromkeys(["", r["split"]])
        for kind in ("", r["kind"])
    )
    for system in SYSTEMS:
        for group, split, kind in groups:
            mine = [
                r
                for r in rows
                if r["system"] == system
                and r["set"] == group
                and split in ("", r["split"])
                and kind in ("", r["kind"])
            ]
            if not mine:
                continue
            counts = {
                v: sum(r["verdict"] == v for r in mine) for v in ("correct", "wrong", "refused", "withheld")
            }
            judged = [r["citations_valid"] for r in mine if r["citations_valid"] is not None]
            out["/".join(part for part in (system, group, split, kind) if part)] = {
                "n": len(mine),
                **{k: round(v / len(mine), 4) for k, v in counts.items()},
                "citations_valid": round(sum(judged) / len(judged), 4) if judged else None,
                "mean_steps": round(sum(r["steps"] for r in mine) / len(mine), 2),
                "mean_llm_calls": round(sum(r["llm_calls"] for r in mine) / len(mine), 2),
                "mean_seconds": round(sum(r["seconds"] for r in mine) / len(mine), 1),
            }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, default=None)
    parser.add_argument("--backend", default=None)
    parser.add_argument("--questions", type=Path, nargs="*", default=[MULTISTEP, QUESTIONS])
    parser.add_argument("--limit", type=int, default=0, help="only the first N questions of each set")
    parser.add_argument("--systems", default="agent,ask")
    parser.add_argument("--split", default="", help="only items of this split (tune | heldout)")
    parser.add_argument("--resummarize", type=Path, help="recompute the summary of a results file, then stop")
    args = parser.parse_args(argv)
    if args.resummarize:
        done = json.loads(args.resummarize.read_text(encoding="utf-8"))
        atomic_write_json(args.resummarize, {**done, "summary": summarize(done["rows"])})
        print(json.dumps(summarize(done["rows"]), indent=1))
        return 0
    workdir = Workdir.at(args.workdir)
    retriever = open_retriever(workdir)
    if retriever is None:
        return 2
    llm = ragagent.get_llm(args.backend)
    systems = [s for s in args.systems.split(",") if s]
    out = RESULTS / f"agent_eval_{time.strftime('%Y%m%d_%H%M%S')}.json"
    rows: list[dict[str, Any]] = []
    for path in args.questions:
        group = path.stem  # multistep, multistep_fresh, questions (the golden set)
        items = [i for i in load_questions(path) if not args.split or i.get("split") == args.split]
        for item in items[: args.limit or None]:
            for system in systems:
                started = time.perf_counter()
                row = SYSTEMS[system](item, retriever, llm, workdir)
                row.update(
                    system=system,
                    set=group,
                    id=item["id"],
                    kind=item["kind"],
                    question=item["question"],
                    expected=item.get("answer", ""),
                    split=item.get("split", ""),
                    seconds=round(time.perf_counter() - started, 1),
                )
                row["verdict"] = verdict(item, row["answer"], row["outcome"])
                row["citations_valid"] = citations_valid(workdir, item, [tuple(p) for p in row["pages"]])
                rows.append(row)
                print(
                    f"{item['id']} {system:5} {row['verdict']:8} {row['seconds']:6.1f}s {row['answer'][:80]}"
                )
                atomic_write_json(out, {"model": llm.model_id, "summary": summarize(rows), "rows": rows})
    print(summarize(rows))
    print(f"-> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
