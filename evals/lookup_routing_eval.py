"""Routing an agent's lookups by the question they were planned for: do the excerpts a lookup reads come
from the pages its question needs?

    python evals/lookup_routing_eval.py [--workdir DIR] AGENT_EVAL.json [AGENT_EVAL.json ...]

Reads the lookups the agent's plans made in earlier runs (`agent_eval_*.json`: each answerable row's
`lookup` steps but the first whole-question one) and the pages its question set names as the inputs
(`pages`). For each lookup it reports whether a named document, and a named page, is among the excerpts
/ask reads (`answer_k`), searched on the lookup alone and searched with the question as `within`
(`Retriever.search`: a lookup that routes nowhere is routed by its question). No model is called; the
index must exist. These lookups come from runs whose results were read: a diagnostic, not a headline.
Writes evals/results/lookup_routing_<timestamp>.json.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from ragagent.workdir import REPO_ROOT, atomic_write_json

sys.path.insert(0, str(Path(__file__).resolve().parent))

from routing_eval import opened_index  # noqa: E402

RESULTS = REPO_ROOT / "evals" / "results"
GOLDEN = REPO_ROOT / "evals" / "golden"


def needed_pages(item: dict) -> set[tuple[str, int]]:
    """The (doc_id, page) pairs a question set names as a question's inputs: pairs, or (older sets) page
    numbers beside `doc_ids`."""
    docs, pages = list(item.get("doc_ids") or []), list(item.get("pages") or [])
    if all(isinstance(p, int) for p in pages):
        owners = docs if len(docs) == len(pages) else docs[:1] * len(pages)
        return {(doc, page) for doc, page in zip(owners, pages, strict=True)}
    return {(str(doc), int(page)) for doc, page in pages}


def planned_lookups(path: Path) -> list[dict]:
    """Each planned lookup of an agent run's answerable rows, with its question and the pages it needs."""
    run = json.loads(path.read_text(encoding="utf-8"))
    sets: dict[str, dict[str, dict]] = {}
    lookups = []
    for row in run.get("rows", []):
        if row.get("system") != "agent" or row.get("kind") != "answerable":
            continue
        name, source = row["set"], GOLDEN / f"{row['set']}.jsonl"
        if name not in sets and source.is_file():
            lines = source.read_text(encoding="utf-8").splitlines()
            sets[name] = {item["id"]: item for item in map(json.loads, filter(str.strip, lines))}
        item = sets.get(name, {}).get(row["id"], {})
        pages = needed_pages(item)
        if not pages:
            continue
        for step in row.get("trace", []):
            asked = str(step.get("args", {}).get("question", ""))
            if step.get("tool") == "lookup" and asked and asked != row["question"][: len(asked)]:
                lookups.append(
                    {
                        "id": f"{name}/{row['id']}",
                        "lookup": asked,
                        "question": row["question"],
                        "pages": pages,
                    }
                )
    return lookups


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", type=Path)
    parser.add_argument("--workdir", type=Path, default=None)
    args = parser.parse_args()
    retriever, k = opened_index(args.workdir)
    lookups = [lookup for path in args.runs for lookup in planned_lookups(path)]
    if not lookups:
        raise SystemExit("no planned lookup in these runs")
    counts = {arm: {"document": 0, "page": 0} for arm in ("lookup_alone", "within_question")}
    rows = []
    for item in lookups:
        docs = {doc for doc, _ in item["pages"]}
        row = {"id": item["id"], "lookup": item["lookup"]}
        for arm, within in (("lookup_alone", ""), ("within_question", item["question"])):
            hits = [(h.doc_id, h.page) for h in retriever.excerpts(item["lookup"], k, within=within)]
            found = {
                "document": any(d in docs for d, _ in hits),
                "page": any(h in item["pages"] for h in hits),
            }
            for key, hit in found.items():
                counts[arm][key] += hit
            row[arm] = found
        rows.append(row)
    result = {
        "runs": [str(p) for p in args.runs],
        "lookups": len(rows),
        "k": k,
        "counts": counts,
        "rows": rows,
    }
    out = RESULTS / f"lookup_routing_{time.strftime('%Y%m%d_%H%M%S')}.json"
    atomic_write_json(out, result)
    print(f"{len(rows)} planned lookups, {k} excerpts each")
    for arm, found in counts.items():
        print(f"  {arm:16} document {found['document']:4}  page {found['page']:4}")
    print(f"-> {out}")


if __name__ == "__main__":
    main()
