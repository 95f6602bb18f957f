"""Page-level retrieval metrics: a hit is the question's document AND one of its evidence pages."""

from __future__ import annotations

from collections.abc import Sequence

Ranked = Sequence[tuple[str, int]]


def first_relevant_rank(ranked: Ranked, doc_name: str, pages: Sequence[int]) -> int | None:
    """1-based rank of the first (doc_id, page) of `ranked` on `doc_name` and one of `pages`, else None."""
    wanted = set(pages)
    for rank, (doc_id, page) in enumerate(ranked, start=1):
        if doc_id == doc_name and page in wanted:
            return rank
    return None


def hit_at(rank: int | None, k: int) -> bool:
    """True when the first relevant result is within the top `k`."""
    return rank is not None and rank <= k


def reciprocal_rank(rank: int | None, k: int = 10) -> float:
    """1/rank when the first relevant result is within the top `k`, else 0."""
    return 1.0 / rank if hit_at(rank, k) else 0.0


def doc_rank(ranked: Ranked, doc_name: str) -> int | None:
    """1-based rank of the first result from `doc_name` (did routing pick the right filing?)."""
    for rank, (doc_id, _) in enumerate(ranked, start=1):
        if doc_id == doc_name:
            return rank
    return None


def summarize(rows: Sequence[dict]) -> dict[str, float | int]:
    """hit@5, MRR@10 and doc-hit@5 over per-question rows holding `rank` and `doc_rank`."""
    n = len(rows)
    if not n:
        return {"questions": 0, "hit@5": 0.0, "mrr@10": 0.0, "doc_hit@5": 0.0}
    return {
        "questions": n,
        "hit@5": round(sum(hit_at(r["rank"], 5) for r in rows) / n, 4),
        "mrr@10": round(sum(reciprocal_rank(r["rank"], 10) for r in rows) / n, 4),
        "doc_hit@5": round(sum(hit_at(r["doc_rank"], 5) for r in rows) / n, 4),
    }
