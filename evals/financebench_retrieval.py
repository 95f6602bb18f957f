"""Retrieval on FinanceBench: every question against one shared index, per mode, and per document.

Configurations (all through `ragagent.rag.retrieve`'s public Retriever):
  shared/<mode>          the whole collection, with the company routing the Retriever does by default
  shared/hybrid_unrouted hybrid without routing, to show what routing is worth
  per_doc/<mode>         restricted to the question's document (doc_id filter), like the paper's single store
  <store>/hybrid-<lever> the default hybrid search with one lever changed (ABLATIONS), to measure each

Every configuration is summarized on all questions and on the fixed halves (`financebench_data.half`):
levers are chosen on "tune" (even FinanceBench id) only; "report" (odd id) is reported untouched.
Internals on purpose: it measures the retriever's modes and routing.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

from financebench_data import Question, half
from financebench_metrics import doc_rank, first_relevant_rank, summarize
from rich.progress import Progress

from ragagent.rag.retrieve import MODES, Hit, Retriever

K = 10

Search = Callable[[Retriever, str, str], list[Hit]]
# lever name → Retriever.search arguments that change it from the default hybrid search
ABLATIONS: dict[str, dict[str, Any]] = {
    "no_priors": {"statements": "off", "period": False},  # the search before the two priors
    "no_statements": {"statements": "off"},  # no statement-type prior
    "named_statements": {"statements": "named"},  # the prior only when the question names a statement
    "no_period": {"period": False},  # no preference for the filing of the year asked
    "no_vocabulary": {"expand": False},  # BM25 without the query vocabulary
    "pages2": {"pages": 2},  # a page scores the sum of its 2 best chunks, not its best one
    "pages3": {"pages": 3},
}


def configurations(shared: bool = True) -> dict[str, Search]:
    """Name → search function(retriever, question, doc_name); `shared=False` keeps the per-document ones."""
    configs: dict[str, Search] = {}
    if shared:
        for mode in MODES:
            configs[f"shared/{mode}"] = lambda r, q, d, m=mode: r.search(q, K, mode=m)
        configs["shared/hybrid_unrouted"] = lambda r, q, d: r.search(q, K, mode="hybrid", route=False)
    for mode in MODES:
        configs[f"per_doc/{mode}"] = lambda r, q, d, m=mode: r.search(q, K, mode=m, doc_id=d)
    for lever, change in ABLATIONS.items():
        if shared:
            configs[f"shared/hybrid-{lever}"] = lambda r, q, d, c=change: r.search(q, K, **c)
        configs[f"per_doc/hybrid-{lever}"] = lambda r, q, d, c=change: r.search(q, K, doc_id=d, **c)
    return configs


def evaluate(
    retriever: Retriever, questions: list[Question], *, shared: bool = True, show_progress: bool = True
) -> dict[str, Any]:
    """Per-question ranks for each configuration, and their summaries (hit@5, MRR@10, doc-hit@5)."""
    configs = configurations(shared)
    rows: list[dict[str, Any]] = []
    latencies: dict[str, list[float]] = {name: [] for name in configs}
    if questions:  # load the embedder and the BM25 snapshot before anything is timed
        retriever.search(questions[0].question, 1, mode="hybrid")
    with Progress(disable=not show_progress) as progress:
        task = progress.add_task("retrieval", total=len(questions))
        for q in questions:
            row: dict[str, Any] = {
                "qid": q.qid,
                "half": half(q.qid),
                "doc_name": q.doc_name,
                "question_type": q.question_type,
                "question": q.question,
                "evidence_pages": list(q.evidence_pages),
                "results": {},
            }
            for name, search in configs.items():
                started = time.perf_counter()
                hits = search(retriever, q.question, q.doc_name)
                latencies[name].append(1000 * (time.perf_counter() - started))
                ranked = [(h.doc_id, h.page) for h in hits]
                row["results"][name] = {
                    "rank": first_relevant_rank(ranked, q.doc_name, q.evidence_pages),
                    "doc_rank": doc_rank(ranked, q.doc_name),
                    "top5": [f"{d}:p{p}" for d, p in ranked[:5]],
                }
            rows.append(row)
            progress.advance(task)
    summary = {
        name: {
            **summarize([r["results"][name] for r in rows]),
            "ms_per_query": round(statistics.fmean(latencies[name]), 1) if rows else 0.0,
            "p50_ms": round(statistics.median(latencies[name]), 1) if rows else 0.0,
            "p95_ms": round(sorted(latencies[name])[round(0.95 * (len(rows) - 1))], 1) if rows else 0.0,
            **{
                part: summarize([r["results"][name] for r in rows if r["half"] == part])
                for part in ("tune", "report")
            },
        }
        for name in configs
    }
    return {"summary": summary, "rows": rows}
