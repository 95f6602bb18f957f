"""The extraction scorer's grading rules, its report math, and the honesty of the hand labels."""

from __future__ import annotations

import csv
import datetime
import importlib.util
import json
import re
import sys
import unicodedata
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from ragagent.normalize import dates_in, numbers_in
from ragagent.schemas import field_names, field_spec
from ragagent.workdir import REPO_ROOT, Workdir

LABELS_DIR = REPO_ROOT / "data" / "labels"
CORPUS_RAW = REPO_ROOT.parent / "shared" / "corpus" / "raw"


def _load_scorer() -> ModuleType:
    path = REPO_ROOT / "evals" / "score_extraction.py"
    spec = importlib.util.spec_from_file_location("score_extraction", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["score_extraction"] = module
    spec.loader.exec_module(module)
    return module


se = _load_scorer()


# ---------------------------------------------------------------- grading rules: pass and near miss


@pytest.mark.parametrize(
    ("predicted", "expected"),
    [
        ("1228 Rossmoor Pkwy, Los Alamitos, CA 90720", True),
        ("1228 ROSSMOOR PARKWAY LOS ALAMITOS CA 90720", True),
        ("1229 Rossmoor Pkwy, Los Alamitos, CA 90720", False),
        ("1228 Rossmoor Pkwy, Los Alamitos, CA 90721", False),
        ("1228 Rossmoor Pkwy, Seal Beach, CA 90720", False),
        ("1228 Rossmoor Pkwy, Los Alamitos, NV 90720", False),
    ],
)
def test_address_compared_by_part(predicted: str, expected: bool) -> None:
    label = "1228 Rossmoor Pkwy, Los Alamitos, CA 90720"
    assert se.grade_field("appraisal", "property_address", predicted, label) == (
        "correct" if expected else "wrong"
    )


def test_placeholder_address_without_street_word() -> None:
    label = "Address, City, CA 11111"
    assert se.grade_field("appraisal", "property_address", "Address City CA 11111", label) == "correct"
    assert se.grade_field("appraisal", "property_address", "Address City CA 11112", label) == "wrong"


@pytest.mark.parametrize(
    ("predicted", "expected"),
    [
        ("Amazon Web Services", True),
        ("AMAZON WEB SERVICES INC", True),
        ("Amazon Web Services, Inc.", True),
        ("Amazon Web Service", False),
        ("Amazon Services, Inc.", False),
    ],
)
def test_company_suffix_ignored(predicted: str, expected: bool) -> None:
    outcome = se.grade_field("invoice", "vendor_name", predicted, "Amazon Web Services, Inc.")
    assert outcome == ("correct" if expected else "wrong")


def test_other_suffixes_and_punctuation() -> None:
    assert se.grade_field("invoice", "vendor_name", "Coolblue BV", "Coolblue B.V.") == "correct"
    assert se.grade_field("loan_agreement", "lender", "Bank of America", "Bank of America, N.A.") == "correct"
    assert se.grade_field("invoice", "vendor_name", "WS Retail Services", "WS Retail Services Pvt. Ltd.") == (
        "correct"
    )
    assert se.grade_field("loan_agreement", "lender", "Bank of Amerika, N.A.", "Bank of America, N.A.") == (
        "wrong"
    )


def test_bill_to_accepts_company_then_contact_only() -> None:
    assert se.grade_field("invoice", "bill_to", "YourCompany, Mitchell Admin", "YourCompany") == "correct"
    assert se.grade_field("invoice", "bill_to", "Mitchell Admin", "YourCompany") == "wrong"
    assert se.grade_field("invoice", "vendor_name", "YourCompany, Mitchell Admin", "YourCompany") == "wrong"


def test_rate_and_late_charge_lead_words() -> None:
    grade, loan = se.grade_field, "loan_agreement"
    assert grade(loan, "interest_rate", "7.15% per annum", "fixed rate of 7.15% per annum") == "correct"
    assert grade(loan, "interest_rate", "a fixed rate of 6.35 per cent", "6.35 per cent") == "correct"
    assert grade(loan, "interest_rate", "7.15% per annum", "fixed rate of 7.25% per annum") == "wrong"
    label = "a late charge equal to five percent (5%) of the amount of such installment"
    lead_less = "five percent (5%) of the amount of such installment"
    assert grade(loan, "late_charge", lead_less, label) == "correct"
    assert grade(loan, "late_charge", "five percent (5%)", label) == "wrong"


def test_governing_law_state_prefix() -> None:
    assert se.grade_field("loan_agreement", "governing_law", "the State of New York", "New York") == "correct"
    assert se.grade_field("loan_agreement", "governing_law", "Delaware", "New York") == "wrong"
    assert se.grade_field("loan_agreement", "governing_law", "Ontario", "Ontario law") == "correct"
    assert se.grade_field("loan_agreement", "governing_law", "Province of Ontario", "Ontario") == "correct"
    assert se.grade_field("loan_agreement", "governing_law", "Quebec", "Ontario law") == "wrong"


@pytest.mark.parametrize(
    ("predicted", "expected"),
    [(1005.0, True), (995.0, True), (1000, True), (1005.1, False), (994.9, False), ("1000", True),
     (True, False)],
)
def test_money_half_percent_boundary(predicted: Any, expected: bool) -> None:
    assert se.grade_field("invoice", "total", predicted, 1000.0) == ("correct" if expected else "wrong")


def test_money_zero_label_is_exact() -> None:
    assert se.grade_field("invoice", "tax", 0.0, 0.0) == "correct"
    assert se.grade_field("invoice", "tax", 0.01, 0.0) == "wrong"


def test_number_scaled_statement_values() -> None:
    assert se.grade_field("financial_statement", "total_revenue", 3_226_773_000, 3_226_773_000) == "correct"
    assert se.grade_field("financial_statement", "total_revenue", 3_226_773, 3_226_773_000) == "wrong"
    assert se.grade_field("financial_statement", "operating_income", 1_896_000, -1_896_000) == "wrong"


def test_percent_exact_to_hundredth() -> None:
    assert se.percent_matches(6.51, 6.5)
    assert se.percent_matches("6.5", 6.5)
    assert not se.percent_matches(6.52, 6.5)
    assert not se.percent_matches(None, 6.5)


def test_dates_and_enums_exact() -> None:
    assert se.grade_field("invoice", "invoice_date", "2014-08-03", "2014-08-03") == "correct"
    assert se.grade_field("invoice", "invoice_date", "2014-03-08", "2014-08-03") == "wrong"
    assert se.grade_field("invoice", "currency", "USD", "USD") == "correct"
    assert se.grade_field("invoice", "currency", "usd", "USD") == "wrong"


def test_null_outcomes() -> None:
    assert se.grade_field("invoice", "amount_due", None, None) == "true_empty"
    assert se.grade_field("invoice", "amount_due", 4.11, None) == "false_fill"
    assert se.grade_field("invoice", "amount_due", None, 4.11) == "miss"


# ---------------------------------------------------------------- report math on files in tmp_path


def _write(path: Path, obj: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(obj), encoding="utf-8")


def _invoice_label() -> dict[str, Any]:
    values = {
        "invoice_number": "42183017", "invoice_date": "2014-08-03", "due_date": None,
        "vendor_name": "Amazon Web Services, Inc.", "bill_to": "iViveLabs Limited", "currency": "USD",
        "subtotal": 4.11, "tax": 0.0, "total": 4.11, "amount_due": None,
    }
    return {"doc_id": "inv_t", "doc_type": "invoice",
            "fields": {k: {"value": v, "page": 1 if v is not None else None, "quote": None}
                       for k, v in values.items()}}


def _prediction(fields: dict[str, tuple[Any, str]], **extra: Any) -> dict[str, Any]:
    return {"doc_id": "inv_t", "doc_type": "invoice", "status": "needs_review",
            "fields": {k: {"value": v, "status": s} for k, (v, s) in fields.items()}, **extra}


@pytest.fixture
def scored(tmp_path: Path) -> dict[str, Any]:
    """4 fields accepted (3 right, 1 false fill), 2 sent to review, 4 left empty."""
    labels = tmp_path / "labels"
    _write(labels / "inv_t.json", _invoice_label())
    work = Workdir.at(tmp_path / "work")
    _write(work.prediction_file("inv_t"), _prediction({
        "invoice_number": ("42183017", "ok"),
        "invoice_date": ("2014-08-03", "ok"),
        "vendor_name": ("Amazon Web Services", "ok"),
        "amount_due": (4.11, "ok"),  # label null: an accepted false fill
        "total": (41.1, "needs_review"),  # wrong, but not accepted
        "subtotal": (4.11, "needs_review"),
        "due_date": (None, "empty"),
    }, attempts=2, provenance={
        "usage": [{"fields": 10, "prompt_tokens_est": 500, "reply_tokens_est": 150},
                  {"fields": 2, "prompt_tokens_est": 520, "reply_tokens_est": 40}],
        "tokens": {"prompt": 1200, "prompt_evaluated": 700, "generated": 180},
    }))
    _write(work.runs_dir / "run1.json", {"documents": [{"doc_id": "inv_t", "llm_calls": 3, "seconds": 12.5}]})
    out = se.run(work, labels, None, tmp_path / "results")
    return json.loads(out.read_text(encoding="utf-8"))


def test_accepted_precision_and_false_fills(scored: dict[str, Any]) -> None:
    overall = scored["overall"]
    assert overall["fields"] == 10
    assert overall["accepted_fields"] == 4
    assert overall["accepted_precision"] == 0.75
    assert overall["automation_rate"] == 0.4
    assert overall["false_fills"] == 1
    assert overall["accepted_false_fills"] == 1
    # correct: number, date, vendor, subtotal, due_date (true empty) = 5 of 10
    assert overall["field_accuracy"] == 0.5
    assert overall["needs_review"] == 2
    assert scored["by_type"]["invoice"]["field_accuracy"] == 0.5


def test_report_lists_wrong_accepted_and_fields(scored: dict[str, Any]) -> None:
    wrong = scored["wrong_accepted"]
    assert [(w["doc_id"], w["field"], w["outcome"]) for w in wrong] == [("inv_t", "amount_due", "false_fill")]
    expected = {"correct": 0, "total": 1, "needs_review": 1, "false_fills": 0}
    assert scored["by_field"]["invoice.total"] == expected
    assert scored["by_field"]["invoice.amount_due"]["false_fills"] == 1


def test_cost_from_prediction_and_run_log(scored: dict[str, Any]) -> None:
    assert scored["overall"]["attempts_per_doc"] == 2
    assert scored["overall"]["llm_calls_per_doc"] == 3
    assert scored["overall"]["seconds_per_doc"] == 12.5
    assert scored["run_log"].endswith("run1.json")


def test_tokens_per_field_estimated_and_measured(scored: dict[str, Any]) -> None:
    overall = scored["overall"]
    assert overall["reply_tokens_per_field"] == round(190 / 12, 2)  # estimated from the reply JSON
    assert overall["generated_tokens_per_field"] == 15  # llama.cpp's count, 180 over 12 fields asked
    assert overall["prompt_tokens_per_field"] == 100
    assert overall["prompt_tokens_evaluated_per_field"] == round(700 / 12, 2)  # the rest: KV-cache prefix


def test_cost_from_provenance_without_run_log(tmp_path: Path) -> None:
    labels = tmp_path / "labels"
    _write(labels / "inv_t.json", _invoice_label())
    work = Workdir.at(tmp_path / "work")
    _write(work.prediction_file("inv_t"), _prediction({}, provenance={"llm_calls": 2, "seconds": 70.5}))
    overall = json.loads(se.run(work, labels, None, tmp_path / "results").read_text())["overall"]
    assert (overall["llm_calls_per_doc"], overall["seconds_per_doc"]) == (2, 70.5)


def test_run_log_skipped_records_ignored(tmp_path: Path) -> None:
    log = tmp_path / "run.json"
    _write(log, {"documents": [{"doc_id": "a", "llm_calls": 2, "seconds": 9.0},
                               {"doc_id": "b", "llm_calls": 0, "seconds": 0.0, "skipped": True}]})
    assert set(se.load_run_log(log)) == {"a"}
    assert se.load_run_log(tmp_path / "absent.json") == {}


def test_ok_field_with_null_label_counts_wrong(tmp_path: Path) -> None:
    labels = tmp_path / "labels"
    _write(labels / "inv_t.json", _invoice_label())
    work = Workdir.at(tmp_path / "work")
    _write(work.prediction_file("inv_t"), _prediction({"due_date": (None, "ok"), "total": (4.11, "ok")}))
    report = json.loads(se.run(work, labels, None, tmp_path / "results").read_text(encoding="utf-8"))
    assert report["overall"]["accepted_fields"] == 2
    assert report["overall"]["accepted_precision"] == 0.5


def test_missing_prediction_is_all_null(tmp_path: Path) -> None:
    labels = tmp_path / "labels"
    _write(labels / "inv_t.json", _invoice_label())
    work = Workdir.at(tmp_path / "work")
    work.predictions_dir.mkdir(parents=True)
    report = json.loads(se.run(work, labels, None, tmp_path / "results").read_text(encoding="utf-8"))
    assert report["missing_predictions"] == ["inv_t"]
    assert report["overall"]["outcomes"] == {"miss": 8, "true_empty": 2}
    assert report["overall"]["accepted_precision"] is None


def test_bad_inputs_give_clear_errors(tmp_path: Path) -> None:
    labels = tmp_path / "labels"
    work = Workdir.at(tmp_path / "work")
    with pytest.raises(se.ScoreError, match="no predictions folder"):
        se.run(work, labels, None, tmp_path / "results")
    work.predictions_dir.mkdir(parents=True)
    with pytest.raises(se.ScoreError, match="no label files"):
        se.run(work, labels, None, tmp_path / "results")
    broken = _invoice_label()
    del broken["fields"]["total"]
    _write(labels / "inv_t.json", broken)
    with pytest.raises(se.ScoreError, match="fields missing: total"):
        se.run(work, labels, None, tmp_path / "results")
    _write(labels / "inv_t.json", _invoice_label())
    (work.predictions_dir / "inv_t.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(se.ScoreError, match="inv_t.json: not readable JSON"):
        se.run(work, labels, None, tmp_path / "results")
    assert not (tmp_path / "results").exists()


def test_cli_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert se.main(["--workdir", str(tmp_path / "nowhere"), "--results-dir", str(tmp_path / "r")]) == 2
    assert "no predictions folder" in capsys.readouterr().err


# ---------------------------------------------------------------- the hand labels stay honest

_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"))
LABEL_FILES = sorted(LABELS_DIR.glob("*.json"))


def _squash(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).translate(_ZERO_WIDTH)
    return re.sub(r"\s+", " ", text).strip().casefold()


def _manifest_types() -> dict[str, str]:
    with (REPO_ROOT / "data" / "manifest.csv").open(newline="", encoding="utf-8") as handle:
        return {row["doc_id"]: row["doc_type"] for row in csv.DictReader(handle)}


def _value_in_quote(kind: str, value: Any, quote: str) -> bool:
    if kind == "enum":
        return True  # enums are codes (USD, single_family), not printed words
    if kind == "date":
        return datetime.date.fromisoformat(value) in dates_in(quote)
    if kind in ("money", "number", "percent"):
        return any(se.numbers_match(n * scale, float(value)) for n in numbers_in(quote)
                   for scale in (1, 1_000, 1_000_000, 1_000_000_000))
    return se.plain_text(value) in se.plain_text(quote)


def test_every_document_is_labelled() -> None:
    assert {p.stem for p in LABEL_FILES} == set(_manifest_types())


@pytest.mark.parametrize("path", LABEL_FILES, ids=[p.stem for p in LABEL_FILES])
def test_label_file_is_valid_and_quoted(path: Path) -> None:
    import pymupdf

    label = json.loads(path.read_text(encoding="utf-8"))
    assert label["doc_id"] == path.stem
    assert label["doc_type"] == _manifest_types()[path.stem]
    assert isinstance(label.get("notes"), str) and label["notes"]
    assert set(label["fields"]) == set(field_names(label["doc_type"]))
    pdf = CORPUS_RAW / f"{path.stem}.pdf"
    if not pdf.is_file():
        pytest.skip(f"corpus PDF not present: {pdf}")
    with pymupdf.open(pdf) as doc:
        pages = [_squash(page.get_text()) for page in doc]
    for name, entry in label["fields"].items():
        spec = field_spec(label["doc_type"], name)
        value, page, quote = entry["value"], entry["page"], entry["quote"]
        where = f"{path.stem}.{name}"
        if value is None:
            assert page is None and quote is None, where
            continue
        if spec.kind in ("money", "number", "percent"):
            assert isinstance(value, int | float) and not isinstance(value, bool), where
        elif spec.kind == "date":
            assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", value) and datetime.date.fromisoformat(value), where
        elif spec.kind == "enum":
            assert value in spec.enum, where
        else:
            assert isinstance(value, str) and value == " ".join(value.split()) and value, where
        assert isinstance(page, int) and 1 <= page <= len(pages), where
        assert isinstance(quote, str), where
        assert _squash(quote) in pages[page - 1], f"{where}: quote not on page {page}"
        assert _value_in_quote(spec.kind, value, quote), f"{where}: {value!r} not in quote {quote!r}"


def test_review_reasons_group_one_gate_across_documents() -> None:
    def row(doc: str, outcome: str, problems: list[str]) -> dict[str, Any]:
        entry = {"status": "needs_review", "problems": problems}
        reason = se.review_reason("invoice", entry)
        return {"doc_id": doc, "field": "total", "outcome": outcome, "reason": reason}

    rows = [
        row("a", "correct", ["line [1.4] chosen by code: the model line [1.2] does not print it",
                             "subtotal 5.0 + tax 1.0 != total 7.0"]),
        row("b", "wrong", ["subtotal 12.5 + tax 2.0 != total 15.0"]),
        row("c", "correct", ["value '$4.11' is not printed inside its quote"]),
        {"doc_id": "d", "field": "total", "outcome": "correct",
         "reason": se.review_reason("invoice", {"status": "ok", "problems": []})},
    ]
    table = se.review_reasons(rows)
    assert table[0] == {"reason": "<field> # + <field> # != <field> #", "correct": 1, "other": 1,
                        "fields": ["a.total"]}
    assert table[1]["reason"] == "value '…' is not printed inside its quote" and len(table) == 2
