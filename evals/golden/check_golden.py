"""Check the golden question set: every quote is printed, verbatim, on its page of the page text.

Page text comes from `<workdir>/data/text` when present, else from `ragagent.to_text.convert_pdf` on the
corpus PDFs: the same text the index and the answer checker read. Exit 1 (listing problems) on any failure.

    python evals/golden/check_golden.py [--workdir DIR] [--corpus DIR] [--questions FILE]

Internals on purpose: it converts a PDF whose page text is missing (`ragagent.to_text`).
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from functools import cache
from pathlib import Path

from ragagent import Page, Workdir
from ragagent.normalize import numbers_in
from ragagent.pages import load_pages
from ragagent.workdir import REPO_ROOT

QUESTIONS = Path(__file__).with_name("questions.jsonl")
CORPUS = REPO_ROOT.parent / "shared" / "corpus" / "raw"
MIN_ANSWERABLE, MIN_TRAPS = 30, 10


def load_questions(path: Path = QUESTIONS) -> list[dict]:
    """The golden items, one JSON object per line."""
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def page_source(workdir: Workdir | None, corpus: Path):
    """A function doc_id -> {page: text}, reading stored page text or converting the corpus PDF."""

    @cache
    def pages_of(doc_id: str) -> dict[int, str]:
        pages: list[Page]
        if workdir is not None and workdir.text_file(doc_id).is_file():
            pages = load_pages(workdir.text_file(doc_id))
        else:
            from ragagent.to_text import convert_pdf

            pages = convert_pdf(corpus / f"{doc_id}.pdf", doc_id)
        return {p.page: p.text for p in pages}

    return pages_of


UNITS = (1, 1e3, 1e6, 1e9)  # a figure may be printed in units, thousands, millions or billions


def same_figure(wanted: float, printed: float, rel_tol: float) -> bool:
    """Whether `printed`, at one of the UNITS, is `wanted` (sign ignored: brackets are asides or losses)."""
    return any(math.isclose(abs(wanted), abs(printed) * unit, rel_tol=rel_tol) for unit in UNITS)


def prints_answer(answer: str, page_text: str) -> bool:
    """Whether a page prints the answer: one of its figures within 0.5% at one of the UNITS ("$3,226.8
    million" on a page "in thousands"), or, for an answer without figures, its words."""
    wanted = [n for n in numbers_in(answer) if n]
    if not wanted:
        return _squash(answer).lower() in _squash(page_text).lower()
    printed = numbers_in(page_text)
    return any(same_figure(w, p, 0.005) for w in wanted for p in printed)


def check(items: list[dict], pages_of, *, sized: bool = True) -> list[str]:
    """Every problem of the set (empty when it is sound); `sized`: the golden set's minimum sizes apply."""
    problems = []
    ids = [item["id"] for item in items]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    answerable = [i for i in items if i["kind"] == "answerable"]
    traps = [i for i in items if i["kind"] == "trap"]
    if sized and (len(answerable) < MIN_ANSWERABLE or len(traps) < MIN_TRAPS):
        problems.append(f"need >= {MIN_ANSWERABLE} answerable and >= {MIN_TRAPS} traps")
    if len(answerable) + len(traps) != len(items):
        problems.append("every item's kind must be 'answerable' or 'trap'")
    for item in answerable:
        if not (item["question"].strip() and item["answer"].strip() and item["quote"].strip()):
            problems.append(f"{item['id']}: empty question, answer or quote")
            continue
        pages = pages_of(item["doc_id"])
        for page in [item["page"], *item.get("alt_pages", [])]:
            if page not in pages:
                problems.append(f"{item['id']}: {item['doc_id']} has no page {page}")
        for page in item.get("alt_pages", []):  # another page counts only if it prints the answer too
            if page in pages and not prints_answer(item["answer"], pages[page]):
                problems.append(f"{item['id']}: alternative page {page} does not print {item['answer']!r}")
        if _squash(item["quote"]) not in _squash(pages.get(item["page"], "")):
            problems.append(
                f"{item['id']}: quote not on {item['doc_id']} page {item['page']}: {item['quote']!r}"
            )
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, default=None)
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--questions", type=Path, default=QUESTIONS, help="a JSONL question set")
    args = parser.parse_args(argv)
    items = load_questions(args.questions)
    pages_of = page_source(Workdir.at(args.workdir) if args.workdir else None, args.corpus)
    problems = check(items, pages_of, sized=args.questions == QUESTIONS)
    for problem in problems:
        print(problem)
    kinds = sum(i["kind"] == "answerable" for i in items), sum(i["kind"] == "trap" for i in items)
    print(f"{len(items)} items ({kinds[0]} answerable, {kinds[1]} traps): {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
