"""Extraction runs documents concurrently on one machine (`extract_all(workers=N)`, `--workers`): a remote
backend's calls overlap, the local model's never do, each document counts its own calls, a failing
document does not stop the others, an exhausted quota stops the run keeping what was written, and the
outputs do not depend on the number of workers."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from batch_docs import answer_fields, answering_llm, downloaded_batch, extraction_outputs
from typer.testing import CliRunner

from ragagent.cli import app
from ragagent.extract.pipeline import extract_all
from ragagent.llm.base import LLMError, LLMQuotaError
from ragagent.llm.cache import CachedLLM
from ragagent.llm.fake import FakeLLM
from ragagent.llm.local import LocalLLM
from ragagent.llm.ollama import OllamaLLM
from ragagent.llm.shared import SharedLLM
from ragagent.manifest import ManifestEntry
from ragagent.to_text import convert_all
from ragagent.workdir import Workdir


def _batch(root: Path, count: int) -> tuple[Workdir, list[ManifestEntry]]:
    wd, entries = downloaded_batch(root, count)
    convert_all(wd, [e.doc_id for e in entries], show_progress=False)
    return wd, entries


def _invoice(prompt: str) -> int:
    """Which generated invoice a prompt is about (its INV-nnnn number)."""
    return int(re.search(r"INV-(\d+)", prompt).group(1))


class _Overlap:
    """A reply function that records how many calls were inside it at once (and sleeps `delay_s`)."""

    def __init__(self, delay_s: float, fail: dict[int, Exception] | None = None) -> None:
        self.delay_s, self.fail = delay_s, fail or {}
        self.inside, self.most = 0, 0
        self.order: list[int] = []  # the invoice of each call, in the order the calls began
        self._lock = threading.Lock()

    def __call__(self, prompt: str, schema: dict[str, Any]) -> dict[str, Any]:
        with self._lock:
            self.inside += 1
            self.most = max(self.most, self.inside)
            self.order.append(_invoice(prompt))
        try:
            time.sleep(self.delay_s)
            if _invoice(prompt) in self.fail:
                raise self.fail[_invoice(prompt)]
            return answer_fields(prompt, list(schema["required"]))
        finally:
            with self._lock:
                self.inside -= 1


def test_remote_backend_takes_as_many_calls_at_once_as_there_are_workers(tmp_path: Path) -> None:
    """The overlap is observed inside the backend (calls in flight at once), not timed: the speed-up
    itself is measured by scripts/bench_pool.py."""
    wd, entries = _batch(tmp_path, 8)  # even invoices: 1 call each, odd ones: a retry, 2 calls
    for workers in (1, 4):
        reply = _Overlap(0.1)
        summary = extract_all(
            entries, wd, llm=FakeLLM(reply, concurrent=True), workers=workers, force=True, show_progress=False
        )
        assert summary.llm_calls == 12 and reply.most == workers


def test_local_backend_calls_never_overlap_and_a_documents_calls_stay_together(tmp_path: Path) -> None:
    wd, entries = _batch(tmp_path, 6)
    reply = _Overlap(0.02)
    summary = extract_all(entries, wd, llm=FakeLLM(reply), workers=4, show_progress=False)
    assert reply.most == 1 and summary.llm_calls == 9
    switches = sum(a != b for a, b in zip(reply.order, reply.order[1:], strict=False))
    assert switches == 5, reply.order  # a retry follows its own first call (llama.cpp's prompt cache)
    assert sum(d.seconds for d in summary.documents) <= summary.seconds + 0.05  # waits are not counted
    assert not SharedLLM(LocalLLM(tmp_path / "absent.gguf")).concurrent  # the real local backend too
    assert not SharedLLM(CachedLLM(LocalLLM(tmp_path / "absent.gguf"), tmp_path)).concurrent
    assert SharedLLM(CachedLLM(OllamaLLM(), tmp_path)).concurrent  # a remote server takes calls at once


def test_each_document_counts_its_own_calls_under_concurrency(tmp_path: Path) -> None:
    wd, entries = _batch(tmp_path, 8)
    llm = answering_llm(0.02, concurrent=True)
    summary = extract_all(entries, wd, llm=llm, workers=4, show_progress=False)
    asked: dict[int, int] = {}
    for prompt in llm.prompts:
        asked[_invoice(prompt)] = asked.get(_invoice(prompt), 0) + 1
    assert [d.llm_calls for d in summary.documents] == [asked[n] for n in range(8)] == [1, 2] * 4
    for doc in summary.documents:
        record = json.loads(wd.prediction_file(doc.doc_id).read_text())
        assert record["provenance"]["llm_calls"] == doc.llm_calls


def test_a_failing_document_does_not_stop_the_others(tmp_path: Path) -> None:
    wd, entries = _batch(tmp_path, 6)
    reply = _Overlap(0.02, fail={2: RuntimeError("parser crashed")})
    summary = extract_all(entries, wd, llm=FakeLLM(reply, concurrent=True), workers=3, show_progress=False)
    statuses = {d.doc_id: d.status for d in summary.documents}
    assert statuses.pop("inv-0002") == "failed"
    assert set(statuses.values()) <= {"ok", "needs_review"} and len(statuses) == 5
    failed = json.loads(wd.prediction_file("inv-0002").read_text())
    assert failed["problems"] == ["RuntimeError: parser crashed"]


def test_an_exhausted_quota_stops_the_run_keeping_what_was_written(tmp_path: Path) -> None:
    wd, entries = _batch(tmp_path, 12)
    reply = _Overlap(0.05, fail={4: LLMQuotaError("quota used up")})
    with pytest.raises(LLMQuotaError):
        llm = FakeLLM(reply, model="answering", concurrent=True)  # the model of the resume below
        extract_all(entries, wd, llm=llm, workers=2, show_progress=False)
    (log,) = wd.runs_dir.glob("extract_*.json")
    logged = [d["doc_id"] for d in json.loads(log.read_text())["documents"]]
    written = sorted(p.stem for p in wd.predictions_dir.glob("*.json"))
    assert logged == written and "inv-0004" not in written  # the stopping document is not written
    assert 3 <= len(written) < 11  # those before it finished; most of the rest never started
    assert all(json.loads(wd.prediction_file(d).read_text())["status"] != "failed" for d in written)
    again = extract_all(entries, wd, llm=answering_llm(concurrent=True), workers=2, show_progress=False)
    assert [d.skipped for d in again.documents] == [d.doc_id in written for d in entries]


def test_outputs_do_not_depend_on_the_number_of_workers(tmp_path: Path) -> None:
    outputs, logs = [], []
    for workers in (1, 2):
        wd, entries = _batch(tmp_path / f"w{workers}", 7)
        summary = extract_all(
            entries, wd, llm=answering_llm(0.01, concurrent=True), workers=workers, show_progress=False
        )
        outputs.append(extraction_outputs(wd))
        logs.append(
            [(d.doc_id, d.status, d.llm_calls, d.fields_ok, d.fields_review) for d in summary.documents]
        )
    assert outputs[0] == outputs[1] and len(outputs[0]) == 7 + 3  # 7 predictions, 3 queue items
    assert logs[0] == logs[1] and [d[0] for d in logs[0]] == [f"inv-{n:04d}" for n in range(7)]


def test_garbage_from_the_llm_fails_only_its_document(tmp_path: Path) -> None:
    wd, entries = _batch(tmp_path, 4)
    reply = _Overlap(0.0, fail={1: LLMError("unusable output twice")})
    summary = extract_all(entries, wd, llm=FakeLLM(reply), workers=2, show_progress=False)
    assert [d.status for d in summary.documents] == ["ok", "failed", "ok", "needs_review"]


def test_cli_workers_option(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}

    def fake_extract_all(entries: list, workdir: Workdir, **options: Any) -> Any:
        seen.update(options)
        return type("Summary", (), {"count": lambda self, status: 0})()

    monkeypatch.setattr("ragagent.extract.pipeline.extract_all", fake_extract_all)
    manifest = tmp_path / "m.csv"
    manifest.write_text("doc_id,doc_type,source_url,sha256\na,invoice,,\n")
    base = ["extract", "--manifest", str(manifest), "--workdir", str(tmp_path / "w")]
    assert CliRunner().invoke(app, [*base, "--workers", "3"]).exit_code == 0 and seen["workers"] == 3
    assert CliRunner().invoke(app, base).exit_code == 0 and seen["workers"] is None  # one per core
    assert CliRunner().invoke(app, [*base, "--workers", "0"]).exit_code == 2
    assert CliRunner().invoke(app, [*base, "--executor", "ray", "--workers", "2"]).exit_code == 2


def test_ctrl_c_stops_the_pool_at_the_running_documents_next_call(tmp_path: Path) -> None:
    """SIGINT during a pooled `ragagent run`: it exits within about one LLM call, nothing half-done."""
    from batch_docs import make_batch

    manifest, mirror = make_batch(tmp_path, 10)
    work = tmp_path / "work"
    child = [sys.executable, str(Path(__file__).with_name("batch_child.py")), str(work), str(manifest)]
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    proc = subprocess.Popen(
        [*child, str(mirror), "0.3", "--skip-ingest", "--workers", "2"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=env,
        # Ctrl-C as in a terminal: a suite started in the background (`make test &`) ignores SIGINT, and a
        # child inherits that, so it would finish all ten documents and exit 0
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    predictions = Workdir.at(work).predictions_dir
    while proc.poll() is None and len(list(predictions.glob("*.json"))) < 2:
        time.sleep(0.01)
    proc.send_signal(signal.SIGINT)
    proc.communicate(timeout=60)
    written = [json.loads(p.read_text()) for p in predictions.glob("*.json")]
    assert proc.returncode != 0  # the documents not yet started were cancelled: fewer than 10 below
    assert 2 <= len(written) < 10 and all(r["status"] in ("ok", "needs_review") for r in written)
