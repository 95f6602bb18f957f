"""Answers on a fixed random sample of FinanceBench questions through the real answer pipeline.

Each question goes through `ragagent.rag.answer.answer_question` (shared index, company routing, both
gates, the citation check) and is judged by `financebench_judge.judge`. Every finished row is appended to
a partial file in the work directory, so a crash or a stop loses at most the question in flight and a
re-run continues where it stopped.
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

from financebench_data import Question
from financebench_judge import judge
from rich.progress import Progress

from ragagent import Workdir
from ragagent.workdir import atomic_write

SEED = 7
SAMPLE_SIZE = 40


def sample(
    questions: list[Question], size: int = SAMPLE_SIZE, seed: int = SEED, held_out_from: int | None = None
) -> list[Question]:
    """A fixed random sample (random.Random(seed).sample over the questions in file order).

    With `held_out_from`, the questions of the sample that seed draws (same size) are removed first, so
    a rule tuned on one sample is measured on questions it never saw.
    """
    if held_out_from is not None:
        seen = {q.qid for q in sample(questions, size, held_out_from)}
        questions = [q for q in questions if q.qid not in seen]
    if size > len(questions):
        raise ValueError(f"sample of {size} asked from only {len(questions)} questions")
    return random.Random(seed).sample(questions, size)


def partial_path(workdir: Workdir, config: dict[str, Any]) -> Path:
    """The resume file of one run configuration (seed, size, model, k, threshold)."""
    tag = "_".join(f"{k}-{v}" for k, v in sorted(config.items())).replace("/", "-").replace(":", "-")
    return workdir.runs_dir / f"financebench_answers_{tag}.partial.jsonl"


def load_partial(path: Path) -> dict[str, dict[str, Any]]:
    """qid → finished row from a partial file (a torn last line is ignored)."""
    done: dict[str, dict[str, Any]] = {}
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                continue
            done[row["qid"]] = row
    return done


def answer_row(q: Question, answer: Any, seconds: float) -> dict[str, Any]:
    """One result row: the question, gold, our answer and citations, and the verdict."""
    cites = [c.model_dump() for c in answer.citations]
    on_evidence = any(c["doc_id"] == q.doc_name and c["page"] in q.evidence_pages for c in cites)
    return {
        "qid": q.qid,
        "question_type": q.question_type,
        "doc_name": q.doc_name,
        "evidence_pages": list(q.evidence_pages),
        "question": q.question,
        "gold": q.answer,
        "ours": answer.answer,
        "refused": answer.refused,
        "reason": answer.reason,
        "citations": cites,
        "cites_evidence_page": on_evidence,
        "verdict": judge(
            q.answer, answer.answer, refused=answer.refused, company=q.company, question=q.question
        ),
        "seconds": round(seconds, 1),
    }


def verdict(q: Question, row: dict[str, Any]) -> str:
    """The rule's verdict for a stored row (re-judged on every run, so rows never keep a stale verdict)."""
    return judge(q.answer, row["ours"], refused=row["refused"], company=q.company, question=q.question)


def run(
    questions: list[Question],
    answer_fn: Any,
    path: Path,
    *,
    show_progress: bool = True,
) -> list[dict[str, Any]]:
    """Answer each question not yet in `path` with `answer_fn(question)`, appending rows as they finish."""
    done = load_partial(path)
    lines = [json.dumps(done[q.qid], ensure_ascii=False) for q in questions if q.qid in done]
    with Progress(disable=not show_progress) as progress:
        task = progress.add_task("answers", total=len(questions), completed=len(lines))
        for q in questions:
            if q.qid in done:
                continue
            started = time.perf_counter()
            answer = answer_fn(q)
            done[q.qid] = answer_row(q, answer, time.perf_counter() - started)
            lines.append(json.dumps(done[q.qid], ensure_ascii=False))
            atomic_write(path, "\n".join(lines) + "\n")
            progress.advance(task)
    return [{**done[q.qid], "verdict": verdict(q, done[q.qid])} for q in questions]


class OneDocument:
    """A retriever restricted to one document: the paper's per-document store, through the real Retriever."""

    def __init__(self, retriever: Any, doc_id: str) -> None:
        self.retriever, self.doc_id = retriever, doc_id

    def search(self, query: str, k: int = 10, **options: Any) -> list[Any]:
        return self.retriever.search(query, k, doc_id=self.doc_id, **options)


def tally(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Correct / incorrect / refused counts and rates over all rows (the paper's way of reporting)."""
    n = len(rows)
    counts = {v: sum(r["verdict"] == v for r in rows) for v in ("correct", "incorrect", "refused")}
    rates = {f"{v}_rate": round(c / n, 4) if n else 0.0 for v, c in counts.items()}
    answered = n - counts["refused"]
    precision = round(counts["correct"] / answered, 4) if answered else 0.0
    return {"questions": n, **counts, **rates, "correct_of_answered": precision}
