"""The pipeline around the model: retries only failing fields, resume, force, review queue, failures."""

from __future__ import annotations

import json
from pathlib import Path

from test_extract_traps import INVOICE_RIGHT, script
from traps import install
from typer.testing import CliRunner

from ragagent.cli import app
from ragagent.extract.pipeline import MAX_ATTEMPTS, extract_all, extract_one
from ragagent.llm.base import LLMUnavailable
from ragagent.llm.fake import FakeLLM
from ragagent.manifest import ManifestEntry
from ragagent.workdir import Workdir


def _read(workdir: Workdir, doc_id: str) -> dict:
    return json.loads(workdir.prediction_file(doc_id).read_text())


def test_retry_asks_only_failing_fields_and_never_changes_passed_ones(workdir: Workdir) -> None:
    entry = install(workdir, "trap_invoice")
    first = {**INVOICE_RIGHT, "tax": ("311.25", "Sales Tax 3%", 1)}
    # the second answer tries to change total too; it must not be asked, so it cannot land
    second = {**INVOICE_RIGHT, "tax": (None, None, None), "total": ("0.00", "Total: | 0.00", 1)}
    llm = script(first, second)
    extract_one(entry, workdir, llm, force=True)
    record = _read(workdir, "trap_invoice")
    assert llm.calls == 2
    assert llm.requests[1]["schema"]["required"] == ["tax"]
    assert "Sales Tax 3%" in llm.prompts[1] and "not printed inside" in llm.prompts[1]
    assert record["fields"]["tax"]["status"] == "empty"
    assert record["fields"]["total"]["value"] == 10686.25
    assert record["status"] == "ok" and record["attempts"] == 2
    assert not workdir.review_file("trap_invoice").exists()


def test_still_failing_after_max_attempts_goes_to_review(workdir: Workdir) -> None:
    entry = install(workdir, "trap_invoice")
    wrong_tax = ("311.25", "Sales Tax 3%", 1)
    # the second ask fixes total but not tax, so a third ask is worth it; tax never gets right
    llm = script(
        {**INVOICE_RIGHT, "tax": wrong_tax, "total": ("1.00", "Total: | 1.00", 1)},
        {**INVOICE_RIGHT, "tax": wrong_tax},
    )
    extract_one(entry, workdir, llm, force=True)
    record = _read(workdir, "trap_invoice")
    assert llm.calls == MAX_ATTEMPTS
    retries = record["provenance"]["retries"]
    assert [(r["attempt"], r["asked"], r["fixed"]) for r in retries] == [
        (2, ["tax", "total"], ["total"]),
        (3, ["tax"], []),
    ]
    assert any("not printed inside" in p for p in retries[1]["problems"]["tax"])
    assert record["status"] == "needs_review" and record["fields"]["tax"]["status"] == "needs_review"
    queued = json.loads(workdir.review_file("trap_invoice").read_text())
    assert queued == record


def test_a_retry_that_fixes_nothing_ends_the_retries(workdir: Workdir) -> None:
    entry = install(workdir, "trap_invoice")
    llm = script({**INVOICE_RIGHT, "tax": ("311.25", "Sales Tax 3%", 1)})
    extract_one(entry, workdir, llm, force=True)
    record = _read(workdir, "trap_invoice")
    assert llm.calls == 2 < MAX_ATTEMPTS
    retries = record["provenance"]["retries"]
    assert [(r["attempt"], r["asked"], r["fixed"]) for r in retries] == [(2, ["tax"], [])]
    assert record["fields"]["tax"]["status"] == "needs_review"


def test_resume_skips_current_outputs_and_force_redoes(workdir: Workdir) -> None:
    entry = install(workdir, "trap_invoice")
    llm = script(INVOICE_RIGHT)
    first = extract_one(entry, workdir, llm)
    again = extract_one(entry, workdir, llm)
    assert not first.skipped and again.skipped and llm.calls == 1
    forced = extract_one(entry, workdir, llm, force=True)
    assert not forced.skipped and llm.calls == 2


def test_stale_review_file_is_removed_on_an_ok_rerun(workdir: Workdir) -> None:
    entry = install(workdir, "trap_invoice")
    extract_one(entry, workdir, script({**INVOICE_RIGHT, "bill_to": ("Taylor's Store", "Taylor's Store", 1)}))
    assert workdir.review_file("trap_invoice").exists()
    extract_one(entry, workdir, script(INVOICE_RIGHT), force=True)
    assert not workdir.review_file("trap_invoice").exists()
    assert _read(workdir, "trap_invoice")["status"] == "ok"


def test_a_forced_rerun_keeps_a_queue_item_a_reviewer_has_worked_on(workdir: Workdir) -> None:
    entry = install(workdir, "trap_invoice")
    extract_one(entry, workdir, script({**INVOICE_RIGHT, "bill_to": ("Taylor's Store", "Taylor's Store", 1)}))
    queued = json.loads(workdir.review_file("trap_invoice").read_text())
    queued["review"] = {"state": "reviewing", "version": 3, "updated_by": "ann"}
    queued["fields"]["bill_to"]["status"] = "ok"  # ann's decision
    workdir.review_file("trap_invoice").write_text(json.dumps(queued))
    extract_one(entry, workdir, script({**INVOICE_RIGHT, "tax": ("311.25", "Sales Tax 3%", 1)}), force=True)
    assert json.loads(workdir.review_file("trap_invoice").read_text()) == queued
    assert "ann is reviewing" in _read(workdir, "trap_invoice")["problems"][-1]


def test_a_reviewed_document_is_not_redone_unless_forced(workdir: Workdir) -> None:
    entry = install(workdir, "trap_invoice")
    settled = {"doc_id": "trap_invoice", "doc_type": "invoice", "status": "ok", "fields": {}, "attempts": 1}
    workdir.reviewed_file("trap_invoice").parent.mkdir(parents=True)
    workdir.reviewed_file("trap_invoice").write_text(json.dumps(settled))
    llm = script(INVOICE_RIGHT)
    assert extract_one(entry, workdir, llm).skipped and llm.calls == 0
    assert not workdir.prediction_file("trap_invoice").exists()
    assert not extract_one(entry, workdir, llm, force=True).skipped and llm.calls == 1


def _down(prompt: str, schema: dict) -> dict:
    raise LLMUnavailable("server not reachable")


def test_unavailable_llm_fails_the_document_with_reason_and_batch_goes_on(workdir: Workdir) -> None:
    install(workdir, "trap_invoice")
    entries = [
        ManifestEntry(doc_id="no_text_doc", doc_type="invoice"),
        ManifestEntry(doc_id="trap_invoice", doc_type="invoice"),
    ]
    summary = extract_all(entries, workdir, llm=FakeLLM(_down), show_progress=False)
    assert [d.status for d in summary.documents] == ["failed", "failed"]
    assert "ragagent text" in _read(workdir, "no_text_doc")["problems"][0]
    assert "LLM unavailable" in _read(workdir, "trap_invoice")["problems"][0]
    logs = list(workdir.runs_dir.glob("extract_*.json"))
    assert len(logs) == 1 and json.loads(logs[0].read_text())["documents"][1]["doc_id"] == "trap_invoice"


def test_extract_all_summary_counts(workdir: Workdir) -> None:
    entries = [install(workdir, "trap_invoice"), install(workdir, "trap_two_pages")]
    llm = script(INVOICE_RIGHT)
    summary = extract_all(entries, workdir, llm=llm, show_progress=False)
    assert summary.documents[0].status == "ok" and summary.documents[0].fields_ok == 8
    assert summary.llm_calls == llm.calls and summary.model == "fake:scripted"


def test_cli_extract_with_fake_backend_reports_failure(workdir: Workdir, tmp_path: Path) -> None:
    install(workdir, "trap_invoice")
    manifest = tmp_path / "m.csv"
    manifest.write_text("doc_id,doc_type,source_url,sha256\ntrap_invoice,invoice,,\n")
    result = CliRunner().invoke(
        app, ["extract", "--manifest", str(manifest), "--workdir", str(workdir.root), "--backend", "fake"]
    )
    assert result.exit_code == 1, result.output
    assert _read(workdir, "trap_invoice")["status"] == "failed"
    bad = CliRunner().invoke(app, ["extract", "--manifest", str(manifest), "--doc", "nope"])
    assert bad.exit_code == 2 and "nope" in bad.output
