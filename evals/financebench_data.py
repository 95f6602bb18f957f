"""FinanceBench files as typed records: questions, document information, evidence pages (1-based).

The benchmark lives in `../shared/benchmarks/financebench/` (read-only, never copied into the repo):
`financebench_open_source.jsonl` (150 questions), `financebench_document_information.jsonl` (361
documents) and `pdfs/<doc_name>.pdf` (74 of the 84 referenced documents). Its `evidence_page_num` is
zero-based (an int or a string); everything here uses our 1-based page numbers.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ragagent.workdir import REPO_ROOT

BENCH_DIR = REPO_ROOT.parent / "shared" / "benchmarks" / "financebench"
QUESTIONS_FILE = "financebench_open_source.jsonl"
DOCS_FILE = "financebench_document_information.jsonl"


class BenchmarkError(ValueError):
    """The benchmark files are missing or malformed; the message names the file and line."""


@dataclass(frozen=True)
class Question:
    qid: str
    company: str
    doc_name: str
    question: str
    answer: str
    question_type: str
    evidence_pages: tuple[int, ...]  # 1-based pages of `doc_name` holding the evidence


def to_one_based(page_num: int | str) -> int:
    """FinanceBench's zero-based `evidence_page_num` (int or digit string) as our 1-based page number."""
    text = str(page_num).strip()
    if not text.isdigit():
        raise BenchmarkError(f"evidence_page_num {page_num!r} is not a non-negative integer")
    return int(text) + 1


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.is_file():
        raise BenchmarkError(f"{path}: not found")
    rows = []
    with path.open(encoding="utf-8") as handle:
        for line_no, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise BenchmarkError(f"{path}:{line_no}: not JSON ({exc.msg})") from None
    return rows


def _question(row: dict[str, Any], where: str) -> Question:
    try:
        own = [ev for ev in row["evidence"] if ev["doc_name"] == row["doc_name"]]
        pages = sorted({to_one_based(ev["evidence_page_num"]) for ev in own})
        return Question(
            qid=row["financebench_id"],
            company=row["company"],
            doc_name=row["doc_name"],
            question=row["question"],
            answer=row["answer"],
            question_type=row.get("question_type") or "",
            evidence_pages=tuple(pages),
        )
    except (KeyError, TypeError) as exc:
        raise BenchmarkError(f"{where}: missing or malformed field {exc}") from None


def half(qid: str) -> str:
    """The fixed split: even FinanceBench ids tune (rules are chosen on them), odd ids report."""
    return "tune" if int(qid.rsplit("_", 1)[1]) % 2 == 0 else "report"


def load_questions(bench_dir: Path = BENCH_DIR) -> list[Question]:
    """All 150 questions, in file order."""
    path = bench_dir / QUESTIONS_FILE
    return [_question(row, f"{path}:{i}") for i, row in enumerate(_read_jsonl(path), start=1)]


def available_docs(bench_dir: Path = BENCH_DIR) -> dict[str, Path]:
    """doc_name → PDF path for the PDFs present in the snapshot."""
    return {p.stem: p for p in sorted((bench_dir / "pdfs").glob("*.pdf"))}


def covered_questions(bench_dir: Path = BENCH_DIR) -> list[Question]:
    """The questions whose PDF is present (129 in the snapshot)."""
    have = available_docs(bench_dir)
    return [q for q in load_questions(bench_dir) if q.doc_name in have]


def doc_meta(bench_dir: Path = BENCH_DIR) -> dict[str, dict[str, Any]]:
    """doc_name → {company, doc_type, fiscal_period, sector} for every listed document."""
    path = bench_dir / DOCS_FILE
    meta: dict[str, dict[str, Any]] = {}
    for line_no, row in enumerate(_read_jsonl(path), start=1):
        try:
            meta[row["doc_name"]] = {
                "company": row["company"],
                "doc_type": row["doc_type"],
                "fiscal_period": str(row["doc_period"]),
                "sector": row.get("gics_sector") or "",
            }
        except KeyError as exc:
            raise BenchmarkError(f"{path}:{line_no}: missing field {exc}") from None
    return meta
