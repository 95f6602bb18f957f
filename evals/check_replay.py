"""Figure checks, claim shapes and scope of this tree on every answer /ask gave in earlier runs (no model).

    python evals/check_replay.py [--workdir DIR] [--results evals/results] [FILE ...]

For each question set, the newest `answers_<set>_*.json` of the results folder (or the files named) is
read; every row that was answered (not refused) is checked again against its cited pages with
`measures.figure_objections`, the claim verifier's `SHAPES` and reason check, the calculation and stated
checks (`answer.unanswered_calculation`, `answer.stated_objections`), `answer.unmet_scope` and
`answer.answered_outside_scope` (the cited pages and their documents' manifest company, title and
industry). A check that would now refuse a right answer costs an answer; one that would refuse a wrong
answer or an answered trap is a gain. It is an estimate: /ask may then give a second draft, which only a
run with the model shows.
Writes evals/results/check_replay_<timestamp>.json.

Internals on purpose: it re-runs /ask's scope check (`rag.answer.unmet_scope`) on stored answers.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path
from typing import Any

from ragagent import Workdir
from ragagent.claims import missing_shapes, states_no_reason
from ragagent.manifest import load_manifest
from ragagent.measures import figure_objections
from ragagent.pages import load_pages
from ragagent.rag.answer import answered_outside_scope, stated_objections, unanswered_calculation, unmet_scope
from ragagent.rag.retrieve import Hit
from ragagent.workdir import REPO_ROOT, atomic_write_json

RESULTS = REPO_ROOT / "evals" / "results"
_SET = re.compile(r"^answers_(golden|questions(?:_fresh\d+)?|unanswerable(?:_fresh\d*)?)(?:_|\.)")


def newest_per_set(folder: Path) -> dict[str, Path]:
    """The last results file of each question set by name (timestamps sort in order; a tagged replay such
    as `_final19` sorts after them)."""
    files: dict[str, Path] = {}
    for path in sorted(folder.glob("answers_*.json")):
        if match := _SET.match(path.name):
            files[match.group(1)] = path
    return files


def replay(workdir: Workdir, files: dict[str, Path]) -> dict[str, Any]:
    """Each answered row's findings now, and the counts of right and wrong answers they would refuse."""
    texts: dict[str, list[str]] = {}

    def page(doc_id: str, number: int) -> str:
        if doc_id not in texts:
            texts[doc_id] = [p.text for p in load_pages(workdir.text_file(doc_id))]
        return texts[doc_id][number - 1] if 0 < number <= len(texts[doc_id]) else ""

    entries = {e.doc_id: e for e in load_manifest(REPO_ROOT / "data" / "manifest.csv")}

    def hit(doc_id: str, number: int) -> Hit:
        entry = entries[doc_id]
        named = {"company": entry.company, "title": entry.title, "industry": entry.industry}
        return Hit(doc_id, number, 0.0, "", "", **named)

    rows, counts = [], {"right_kept": 0, "right_refused": 0, "wrong_kept": 0, "wrong_refused": 0}
    for name, path in sorted(files.items()):
        for row in json.loads(path.read_text(encoding="utf-8")).get("rows", []):
            if row.get("refused"):
                continue
            question, answer = row["question"], row["answer"]
            pages = [page(c["doc_id"], c["page"]) for c in row.get("citations", [])]
            found = [meaning for meaning, _ in figure_objections(question, answer, pages)]
            found += missing_shapes(question, answer)
            found += [c for c in [unanswered_calculation(question, answer, pages)] if c]
            found += stated_objections(question, answer, pages)
            if states_no_reason(question, "\n".join(pages)):
                found.append("the question asks why and no cited page states a reason")
            cited = [hit(c["doc_id"], c["page"]) for c in row.get("citations", [])]
            if missing := unmet_scope(question, cited, workdir):
                found.append(f"the cited pages never name {', '.join(missing)}")
            if outside := answered_outside_scope(question, answer, cited, pages, workdir):
                found.append(outside)
            right = row["kind"] == "answerable" and bool(row.get("correct"))
            counts[f"{'right' if right else 'wrong'}_{'refused' if found else 'kept'}"] += 1
            if found:
                rows.append(
                    {"set": name, "id": row["id"], "right": right, "answer": answer[:200], "now": found}
                )
    return {"files": {k: str(v) for k, v in files.items()}, "counts": counts, "now_refused": rows}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, default=REPO_ROOT)
    parser.add_argument("--results", type=Path, default=RESULTS, help="folder of earlier answers_*.json")
    parser.add_argument("files", nargs="*", type=Path, help="results files to use instead of the newest")
    args = parser.parse_args()
    files = newest_per_set(args.results)
    files |= {m.group(1): f for f in args.files if (m := _SET.match(f.name))}
    result = replay(Workdir.at(args.workdir), files)
    for row in result["now_refused"]:
        verdict = "RIGHT" if row["right"] else "wrong"
        print(f"{verdict} {row['set']} {row['id']}: {row['now'][0]} | {row['answer'][:80]}")
    print(result["counts"])
    out = RESULTS / f"check_replay_{time.strftime('%Y%m%d_%H%M%S')}.json"
    atomic_write_json(out, result)
    print(f"-> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
