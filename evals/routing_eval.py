"""Routing by description: do /ask's excerpts come from the document a question is about when the question
describes its company by business ("the beverage giant", "the Richfield electronics chain") and names none?

    python evals/routing_eval.py [--workdir DIR] SET.jsonl [SET.jsonl ...]

Reads question sets of the /ask form (`doc_id`) or the agent's (`doc_ids`, one document only) and scores
only their rows that describe a company and name none: the rows routing by description acts on. Reports
how many have their document among the excerpts /ask reads (`answer_k`) and first, with and without that
routing (`Retriever.search(describe=…)`). No model is called; the index must exist.
Writes evals/results/routing_<timestamp>.json.

Internals on purpose: it measures the retriever's routing (`Retriever.search(describe=…)`).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from ragagent import RagSettings, Workdir, get_retriever
from ragagent.rag.retrieve import Retriever, detect_companies
from ragagent.rag.scope import firms_described
from ragagent.workdir import REPO_ROOT, atomic_write_json

RESULTS = REPO_ROOT / "evals" / "results"


def described_rows(path: Path) -> list[dict]:
    """The rows of one set that describe a company by its business and are about one document."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        docs = [row["doc_id"]] if row.get("doc_id") else list(row.get("doc_ids") or [])
        if len(docs) == 1 and firms_described(row["question"]):
            rows.append({"id": f"{path.stem}/{row['id']}", "question": row["question"], "doc_id": docs[0]})
    return rows


def opened_index(workdir: Path | None) -> tuple[Retriever, int]:
    """The retriever of `workdir`'s index and the number of excerpts /ask reads; exits when no index."""
    folder = Workdir.at(workdir)
    retriever = get_retriever(folder)
    if not len(retriever):
        raise SystemExit(f"error: no index under {folder.root}; run `ragagent ingest` first")
    return retriever, RagSettings().answer_k


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="+", type=Path)
    parser.add_argument("--workdir", type=Path, default=None)
    args = parser.parse_args()
    retriever, k = opened_index(args.workdir)
    rows = [row for path in args.sets for row in described_rows(path)]
    if not rows:
        raise SystemExit("no row of these sets describes a company by its business")
    unnamed = [r for r in rows if not detect_companies(r["question"], retriever.companies)]
    for row in unnamed:
        for describe in (False, True):
            hits = retriever.search(row["question"], k, pages=0, describe=describe)
            row["routed" if describe else "baseline"] = [hit.doc_id for hit in hits]
    report: dict = {"sets": [str(p) for p in args.sets], "answer_k": k, "rows": len(unnamed)}
    for arm in ("baseline", "routed"):
        report[arm] = {
            "document_in_excerpts": sum(r["doc_id"] in r[arm] for r in unnamed),
            "document_first": sum(bool(r[arm]) and r[arm][0] == r["doc_id"] for r in unnamed),
        }
    report["per_row"] = unnamed
    RESULTS.mkdir(parents=True, exist_ok=True)
    out = RESULTS / f"routing_{time.strftime('%Y%m%d_%H%M%S')}.json"
    atomic_write_json(out, report)
    print(f"{len(unnamed)} rows describe a company and name none; its document among the {k} excerpts:")
    for arm in ("baseline", "routed"):
        print(f"  {arm}: {report[arm]['document_in_excerpts']}, first {report[arm]['document_first']}")
    print(out)


if __name__ == "__main__":
    main()
