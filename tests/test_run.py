"""`ragagent run` (the command behind `make run`) end to end on generated PDFs with the fake backend.

Download from a mirror folder (sha256-verified), page text, extraction with a scripted model, and the
question-answering index, then a second run that resumes instead of redoing the work.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from test_extract_traps import INVOICE_RIGHT, STATEMENT_RIGHT
from traps import TRAPS, make_pdf
from typer.testing import CliRunner

from ragagent.cli import app
from ragagent.llm.fake import FakeLLM
from ragagent.rag.retrieve import Retriever
from ragagent.workdir import Workdir

DOCS = ("trap_invoice", "trap_statement")


def _reply(prompt: str, schema: dict[str, Any]) -> dict[str, Any]:
    """The right answers for whichever document the prompt is about; fields not listed are null."""
    answers = INVOICE_RIGHT if "INV-2024-001" in prompt else STATEMENT_RIGHT
    return {
        name: dict(zip(("printed", "quote", "page"), answers.get(name, (None, None, None)), strict=True))
        for name in schema["required"]
    }


@pytest.fixture
def fake_calls(monkeypatch: pytest.MonkeyPatch) -> list[FakeLLM]:
    """Make `--backend fake` answer from `_reply`; collect every fake the pipeline builds."""
    built: list[FakeLLM] = []

    def build(**options: Any) -> FakeLLM:
        built.append(FakeLLM(_reply, **options))
        return built[-1]

    monkeypatch.setattr("ragagent.llm.fake.FakeLLM", build)
    return built


def _manifest(tmp_path: Path) -> tuple[Path, Path]:
    mirror = tmp_path / "mirror"
    rows = ["doc_id,doc_type,source_url,sha256,company"]
    for doc_id in DOCS:
        doc_type, pages = TRAPS[doc_id]
        make_pdf(mirror / f"{doc_id}.pdf", pages)
        digest = hashlib.sha256((mirror / f"{doc_id}.pdf").read_bytes()).hexdigest()
        rows.append(f"{doc_id},{doc_type},,{digest},Test Co")
    rows.append("absent_doc,invoice,,,Nobody")  # neither a URL nor a mirror copy
    manifest = tmp_path / "manifest.csv"
    manifest.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return manifest, mirror


def test_run_downloads_converts_extracts_indexes_and_resumes(
    tmp_path: Path, workdir: Workdir, fake_calls: list[FakeLLM]
) -> None:
    manifest, mirror = _manifest(tmp_path)
    args = ["run", "--manifest", str(manifest), "--mirror", str(mirror), "--workdir", str(workdir.root)]
    result = CliRunner().invoke(app, [*args, "--backend", "fake"])
    assert result.exit_code == 0, result.output
    assert "1 document(s) could not be read" in result.output

    for doc_id in DOCS:
        assert workdir.raw_pdf(doc_id).is_file() and workdir.text_file(doc_id).is_file()
    assert not workdir.raw_pdf("absent_doc").exists()
    invoice = json.loads(workdir.prediction_file("trap_invoice").read_text())
    statement = json.loads(workdir.prediction_file("trap_statement").read_text())
    assert invoice["status"] == "ok" and invoice["fields"]["total"]["value"] == 10686.25
    assert statement["status"] == "ok" and statement["fields"]["total_assets"]["value"] == 1_234_000
    assert invoice["model"] == "fake:scripted"
    calls = sum(llm.calls for llm in fake_calls)
    assert calls == 2  # one call per document: every answer passed the checks

    hits = Retriever(workdir).search("Total assets", k=3, doc_id="trap_statement")
    assert hits and "1,234" in hits[0].text

    again = CliRunner().invoke(app, [*args, "--backend", "fake"])
    assert again.exit_code == 0, again.output
    assert sum(llm.calls for llm in fake_calls) == calls  # current predictions are not redone
    assert "cached" in again.output
