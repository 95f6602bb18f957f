"""FinanceBench evaluation: correctness rule, page numbering, metrics, resume, the real benchmark files."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from ragagent.workdir import REPO_ROOT, Workdir

sys.path.insert(0, str(REPO_ROOT / "evals"))

from financebench_answers import load_partial, run, sample, tally  # noqa: E402
from financebench_data import (  # noqa: E402
    BENCH_DIR,
    BenchmarkError,
    Question,
    available_docs,
    covered_questions,
    doc_meta,
    load_questions,
    to_one_based,
)
from financebench_index import index_meta  # noqa: E402
from financebench_judge import find_numbers, judge  # noqa: E402
from financebench_metrics import doc_rank, first_relevant_rank, summarize  # noqa: E402

needs_bench = pytest.mark.skipif(not BENCH_DIR.is_dir(), reason="../shared/benchmarks/financebench is absent")


@pytest.mark.parametrize(
    ("gold", "ours", "company"),
    [
        ("$1577.00", "Capital expenditure was $1,577 million in FY2018.", "3M"),
        ("$1577.00", "Capital expenditure was $1.577 billion.", "3M"),
        ("1.9%", "The average is 1.87%.", "Activision Blizzard"),
        ("1.9%", "about 0.019 of revenue", "Activision Blizzard"),
        ("0.83", "The ratio is 0.83.", "Adobe"),
        ("93.86", "DPO was 93.9 days", "Amazon"),
        (
            "the most cash flow in FY 2023 ($1.8 billion)",
            "operating activities brought in $1,824.",
            "Best Buy",
        ),
        ("AMCOR's Adj. EBITDA was $2,018mn in FY 2023", "Adjusted EBITDA of $2.018 billion", "Amcor"),
        ("No, American Water Works had negative working capital of -$1561M in FY 2022.", "No.", "AWK"),
        ("Yes", "Yes, it retained its card members.", "American Express"),
        (
            "Amcor is a global leader in packaging production for various use cases.",
            "Amcor is a global leader in developing and producing packaging.",
            "Amcor",
        ),
    ],
)
def test_judge_correct(gold: str, ours: str, company: str) -> None:
    assert judge(gold, ours, refused=False, company=company) == "correct"


@pytest.mark.parametrize(
    ("gold", "ours", "company"),
    [
        ("$1577.00", "Capital expenditure was $1,373 million.", "3M"),
        ("$1577.00", "", "3M"),
        ("1.9%", "The average is 1.8%.", "Activision Blizzard"),
        ("0.83", "The ratio is 0.85.", "Adobe"),
        ("$2,018mn", "Adjusted EBITDA of $2,018 thousand", "Amcor"),
        ("Yes, the margins have been consistent.", "No, they fluctuated.", "Best Buy"),
        ("No", "The excerpts do not say.", "Boeing"),
        ("Amcor is a global leader in packaging production for many uses.", "Amcor sells beer.", "Amcor"),
        ("Operating margin decreased by 1.7% due to litigation charges.", "It decreased by 2.5%.", "3M"),
    ],
)
def test_judge_incorrect(gold: str, ours: str, company: str) -> None:
    assert judge(gold, ours, refused=False, company=company) == "incorrect"


def test_key_terms_restated_from_the_question_do_not_count() -> None:
    question = (
        "Which business segment of JnJ will be treated as a discontinued operation from August 30, 2023?"
    )
    gold = "The Consumer Health business segment will be treated as a discontinued operation from August 30."
    assert (
        judge(gold, "Consumer Health business", refused=False, company="JnJ", question=question) == "correct"
    )
    assert judge(gold, "Consumer Health business", refused=False, company="JnJ") == "incorrect"
    assert (
        judge(gold, "The Pharmaceutical segment", refused=False, company="JnJ", question=question)
        == "incorrect"
    )


def test_judge_refusal_wins() -> None:
    assert judge("$1577.00", "$1577.00", refused=True) == "refused"


def test_years_and_company_digits_are_not_numbers() -> None:
    assert find_numbers("In FY2022 and 2021 3M grew", "3M") == []
    assert [n.value for n in find_numbers("3M earned $5,363, up 4% in 2018", "3M")] == [5363.0, 4.0]
    assert find_numbers("from August 30, 2023 onward; Aug. 1st", "JnJ") == []
    assert [n.value for n in find_numbers("1,234.5 and 12,34", "")] == [1234.5]


def test_zero_based_pages_become_one_based() -> None:
    assert to_one_based(0) == 1
    assert to_one_based("41") == 42
    for bad in (-1, "x", "", "1.5"):
        with pytest.raises(BenchmarkError):
            to_one_based(bad)


def _question(qid: str, doc: str = "D", pages: tuple[int, ...] = (3,)) -> Question:
    return Question(qid, "Acme", doc, f"question {qid}?", "$10", "metrics-generated", pages)


def test_questions_file_is_read_with_one_based_pages(tmp_path: Path) -> None:
    row = {
        "financebench_id": "q1",
        "company": "Acme",
        "doc_name": "ACME_2020_10K",
        "question": "Q?",
        "answer": "A",
        "question_type": "x",
        "evidence": [
            {"doc_name": "ACME_2020_10K", "evidence_page_num": "0"},
            {"doc_name": "ACME_2020_10K", "evidence_page_num": 9},
            {"doc_name": "OTHER", "evidence_page_num": 4},
        ],
    }
    (tmp_path / "financebench_open_source.jsonl").write_text(json.dumps(row) + "\n\n")
    (q,) = load_questions(tmp_path)
    assert q.evidence_pages == (1, 10)
    (tmp_path / "financebench_open_source.jsonl").write_text(json.dumps(row) + "\n{broken\n")
    with pytest.raises(BenchmarkError, match=":2: not JSON"):
        load_questions(tmp_path)
    with pytest.raises(BenchmarkError, match="not found"):
        doc_meta(tmp_path)


def test_metrics() -> None:
    ranked = [("A", 1), ("D", 2), ("D", 3), ("D", 3)]
    assert first_relevant_rank(ranked, "D", [3, 7]) == 3
    assert first_relevant_rank(ranked, "A", [3]) is None
    assert doc_rank(ranked, "D") == 2
    rows = [{"rank": 3, "doc_rank": 2}, {"rank": None, "doc_rank": 6}, {"rank": 8, "doc_rank": 1}]
    summary = summarize(rows)
    assert summary["hit@5"] == round(1 / 3, 4)
    assert summary["mrr@10"] == round((1 / 3 + 1 / 8) / 3, 4)
    assert summary["doc_hit@5"] == round(2 / 3, 4)


class _Reply:
    def __init__(self, text: str, refused: bool = False) -> None:
        self.answer, self.refused, self.reason, self.citations = text, refused, "", []


def test_answers_resume_and_tally(tmp_path: Path) -> None:
    questions = [_question("q1"), _question("q2"), _question("q3")]
    path = Workdir.at(tmp_path).runs_dir / "partial.jsonl"
    asked: list[str] = []

    def answer_fn(q: Question) -> _Reply:
        asked.append(q.qid)
        if q.qid == "q3":
            raise KeyboardInterrupt  # a stop in the middle of the run
        refused = q.qid == "q2"
        return _Reply("" if refused else "It was $10.", refused=refused)

    with pytest.raises(KeyboardInterrupt):
        run(questions, answer_fn, path, show_progress=False)
    assert asked == ["q1", "q2", "q3"] and set(load_partial(path)) == {"q1", "q2"}
    path.write_text(path.read_text() + '{"qid": "torn')  # a torn last line is ignored
    asked.clear()

    def second(q: Question) -> _Reply:
        asked.append(q.qid)
        return _Reply("$11")

    rows = run(questions[:2] + [_question("q4")], second, path, show_progress=False)
    assert asked == ["q4"]  # q1 and q2 came from the partial file
    assert [r["verdict"] for r in rows] == ["correct", "refused", "incorrect"]
    assert tally(rows) == {
        "questions": 3,
        "correct": 1,
        "incorrect": 1,
        "refused": 1,
        "correct_rate": 0.3333,
        "incorrect_rate": 0.3333,
        "refused_rate": 0.3333,
        "correct_of_answered": 0.5,
    }


def test_sample_is_fixed() -> None:
    questions = [_question(f"q{i}") for i in range(100)]
    assert [q.qid for q in sample(questions, 40, 7)] == [q.qid for q in sample(questions, 40, 7)]
    assert len({q.qid for q in sample(questions, 40, 7)}) == 40
    with pytest.raises(ValueError):
        sample(questions[:5], 40, 7)
    held_out = sample(questions, 40, 8, held_out_from=7)
    assert len(held_out) == 40 and not {q.qid for q in held_out} & {q.qid for q in sample(questions, 40, 7)}
    with pytest.raises(ValueError):
        sample(questions[:70], 40, 8, held_out_from=7)


@needs_bench
def test_benchmark_files_load() -> None:
    questions = load_questions()
    covered = covered_questions()
    pdfs = available_docs()
    assert len(questions) == 150 and len(covered) == 129 and len(pdfs) == 74
    assert all(q.evidence_pages and min(q.evidence_pages) >= 1 for q in covered)
    first = questions[0]
    assert first.doc_name == "3M_2018_10K" and first.answer == "$1577.00" and first.evidence_pages == (60,)
    meta = index_meta(doc_meta(), list(pdfs))
    assert meta["3M_2018_10K"] == {"company": "3M", "doc_type": "10-K", "title": "3M 10-K 2018"}


def test_retrieval_evaluation_on_a_real_tiny_index(tmp_path: Path) -> None:
    from financebench_index import collection_name
    from financebench_retrieval import evaluate

    from ragagent.pages import Page
    from ragagent.rag.index import build_index
    from ragagent.rag.retrieve import Retriever

    filler = "The company reviews its operations and results every quarter. " * 3
    texts = {
        "ACME_2022_10K": [
            f"Acme Corp annual report 2022\nTable of contents\n{filler}",
            f"Consolidated balance sheet (in millions)\nCash and cash equivalents | 456.7 | 400.1\n{filler}",
            f"Risk factors\nCompetition for shoppers is intense.\n{filler}",
        ],
        "GLOBEX_2022_10K": [
            f"Globex Industries annual report\nNet revenue | 9,870 | 9,100\n{filler}",
            f"Globex Industries cash flow statement\nPurchases of property and equipment | (321)\n{filler}",
        ],
    }
    pages = [Page(doc_id=d, page=n, text=t) for d, ts in texts.items() for n, t in enumerate(ts, start=1)]
    meta = {
        "ACME_2022_10K": {"company": "Acme Corp", "doc_type": "10-K", "title": "Acme Corp 10-K 2022"},
        "GLOBEX_2022_10K": {"company": "Globex Industries", "doc_type": "10-K", "title": "Globex 10-K 2022"},
    }
    wd = Workdir.at(tmp_path / "work")
    collection = collection_name(600, 100)
    build_index(wd, pages, meta, collection=collection, show_progress=False, size=600, overlap=100)
    questions = [
        Question(
            "financebench_id_00002",
            "Acme Corp",
            "ACME_2022_10K",
            "What were Acme Corp's cash and cash equivalents?",
            "$456.7",
            "metrics-generated",
            (2,),
        ),
        Question(
            "financebench_id_00003",
            "Globex Industries",
            "GLOBEX_2022_10K",
            "How much did Globex Industries spend on purchases of property and equipment?",
            "$321",
            "metrics-generated",
            (2,),
        ),
    ]
    result = evaluate(Retriever(wd, collection), questions, show_progress=False)
    levers = (
        "no_priors",
        "no_statements",
        "named_statements",
        "no_period",
        "no_vocabulary",
        "pages2",
        "pages3",
    )
    assert set(result["summary"]) == {
        "shared/dense",
        "shared/bm25",
        "shared/hybrid",
        "shared/hybrid_unrouted",
        "per_doc/dense",
        "per_doc/bm25",
        "per_doc/hybrid",
        *(f"{store}/hybrid-{lever}" for store in ("shared", "per_doc") for lever in levers),
    }
    split = result["summary"]["per_doc/bm25"]
    assert split["tune"]["questions"] == split["report"]["questions"] == 1  # ids 00002 and 00003
    for row in result["rows"]:
        assert row["results"]["per_doc/bm25"]["rank"] == 1, row
        assert row["results"]["shared/hybrid"]["doc_rank"] == 1, row  # routed to the named company
        assert all(t.startswith(row["doc_name"]) for t in row["results"]["per_doc/hybrid"]["top5"])
    assert result["summary"]["per_doc/bm25"]["hit@5"] == 1.0
    assert set(
        evaluate(Retriever(wd, collection), questions[:1], shared=False, show_progress=False)["summary"]
    ) == {
        "per_doc/dense",
        "per_doc/bm25",
        "per_doc/hybrid",
        *(f"per_doc/hybrid-{lever}" for lever in levers),
    }
