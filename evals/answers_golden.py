"""Answer eval on the golden set: every question through `ragagent.ask` with a real LLM (local by default).

    nice python evals/answers_golden.py [--workdir DIR] [--backend local] [--limit N]
        [--questions FILE] [--split tune|heldout]

`--questions evals/golden/unanswerable.jsonl --split heldout` runs the frozen held-out half of the
unanswerable set (written before the claim verifier; rules are tuned on the `tune` half only).

Per answerable question: refused, or answered — correct when the expected answer's figures all appear in
the answer (within 1%, any of the units x1/x1e3/x1e6/x1e9, since answers copy figures as printed) or, for
answers without figures, when most of its content words do — and whether a citation names the expected
document and page. Per trap: refused or not. Writes evals/results/answers_golden_<timestamp>.json as it goes.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from golden.check_golden import QUESTIONS, load_questions, same_figure

import ragagent
from ragagent import Workdir
from ragagent.normalize import numbers_in
from ragagent.workdir import REPO_ROOT, atomic_write_json

if TYPE_CHECKING:
    from ragagent.rag.retrieve import Retriever

RESULTS = REPO_ROOT / "evals" / "results"
_STOP = {"the", "a", "an", "of", "and", "or", "in", "on", "to", "for", "was", "were", "is", "per", "its"}


def _stems(text: str) -> set[str]:
    return {w[:5] for w in re.findall(r"[a-z]+", text.lower()) if w not in _STOP}


def is_correct(expected: str, answer: str) -> bool:
    """The scoring rule described in the module docstring."""
    core = re.sub(r"\([^)]*\)", " ", expected)  # parenthesized alternatives are optional
    wanted, got = numbers_in(core), numbers_in(answer)
    if wanted:
        return all(any(same_figure(w, g, 0.01) for g in got) for w in wanted)
    words = _stems(core)
    return bool(words) and len(words & _stems(answer)) / len(words) >= 0.6


def open_retriever(workdir: Workdir) -> Retriever | None:
    """The work directory's retriever, or None (having said why) when its index is empty."""
    retriever = ragagent.get_retriever(workdir)
    if not len(retriever):
        print("error: the index is empty; run `ragagent ingest` first", file=sys.stderr)
        return None
    return retriever


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, default=None)
    parser.add_argument("--backend", default=None)
    parser.add_argument("--limit", type=int, default=0, help="only the first N questions (0 = all)")
    parser.add_argument("--questions", type=Path, default=QUESTIONS, help="a JSONL question set")
    parser.add_argument("--split", default="", help="only items of this split (tune | heldout)")
    args = parser.parse_args(argv)

    workdir = Workdir.at(args.workdir)
    retriever = open_retriever(workdir)
    if retriever is None:
        return 2
    settings = ragagent.RagSettings()
    threshold = settings.refusal_threshold
    llm = ragagent.get_llm(args.backend)
    items = [q for q in load_questions(args.questions) if not args.split or q.get("split") == args.split]
    items = items[: args.limit or None]
    name = "answers_golden" if args.questions == QUESTIONS else f"answers_{args.questions.stem}"
    out = RESULTS / f"{name}{'_' + args.split if args.split else ''}_{time.strftime('%Y%m%d_%H%M%S')}.json"
    rows = []
    for item in items:
        started = time.perf_counter()
        result = ragagent.ask(item["question"], workdir=workdir, llm=llm, retriever=retriever)
        row = {
            "id": item["id"],
            "kind": item["kind"],
            "class": item.get("class", ""),
            "question": item["question"],
            "refused": result.refused,
            "reason": result.reason,
            "answer": result.answer,
            "citations": [c.model_dump() for c in result.citations],
            "seconds": round(time.perf_counter() - started, 1),
        }
        if item["kind"] == "answerable":
            pages = {item["page"], *item.get("alt_pages", [])}
            row["expected"] = item["answer"]
            row["correct"] = not result.refused and is_correct(item["answer"], result.answer)
            row["cited_right_page"] = any(
                c.doc_id == item["doc_id"] and c.page in pages for c in result.citations
            )
        rows.append(row)
        print(
            f"{item['id']} {'REFUSED' if result.refused else 'answer '} {row['seconds']:6.1f}s "
            f"{(result.answer or result.reason)[:100]}",
            flush=True,
        )
        atomic_write_json(
            out,
            {
                "model": llm.model_id,
                "threshold": threshold,
                "k": settings.answer_k,
                "questions": args.questions.name,
                "split": args.split or "all",
                "summary": summarize(rows),
                "rows": rows,
            },
        )
    print(summarize(rows))
    print(f"-> {out}")
    return 0


def summarize(rows: list[dict]) -> dict:
    """The headline rates."""
    ans = [r for r in rows if r["kind"] == "answerable"]
    traps = [r for r in rows if r["kind"] == "trap"]

    def share(part: list, whole: list) -> float | None:
        return round(len(part) / len(whole), 4) if whole else None

    return {
        "answerable": len(ans),
        "traps": len(traps),
        "answer_correct": share([r for r in ans if r["correct"]], ans),
        "answered_wrong": share([r for r in ans if not r["refused"] and not r["correct"]], ans),
        "answerable_wrongly_refused": share([r for r in ans if r["refused"]], ans),
        "cited_right_page": share([r for r in ans if r["cited_right_page"]], ans),
        "traps_refused": share([r for r in traps if r["refused"]], traps),
        "seconds_total": round(sum(r["seconds"] for r in rows), 1),
    }


if __name__ == "__main__":
    sys.exit(main())
