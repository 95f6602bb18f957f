"""Bad inputs end to end through `ragagent run`: each gets one clear error line naming the document (or
the manifest line), the rest of the batch is extracted, and nothing written before is lost.

The batch is generated invoices (tests/batch_docs.py); the extractor is the deterministic fake, except in
the LLM cases, where `--backend ollama` talks to a misbehaving server on 127.0.0.1.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from batch_docs import answer_fields, answering_llm, invoice_lines, make_batch, manifest_row, write_pdf
from typer.testing import CliRunner

from ragagent.cli import app
from ragagent.workdir import Workdir

GOOD = ("inv-0000", "inv-0001")


@pytest.fixture
def batch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Two good invoices already run once (their outputs are what must not be lost)."""
    monkeypatch.setenv("RAGAGENT_CACHE_DIR", str(tmp_path / "cache"))
    from ragagent.llm.factory import build_llm

    def get_llm(backend: str | None = None, **options: Any) -> Any:  # --backend names a real one
        return build_llm(backend, **options) if backend else answering_llm()

    monkeypatch.setattr("ragagent.llm.get_llm", get_llm)
    manifest, mirror = make_batch(tmp_path, 2)
    work = tmp_path / "work"
    result = _run(work, manifest, mirror)
    assert result.exit_code == 0 and "error:" not in result.output, result.output
    return {"work": work, "mirror": mirror, "manifest": manifest, "before": _outputs(work)}


def _run(work: Path, manifest: Path, mirror: Path, *extra: str) -> Any:
    args = ["run", "--workdir", str(work), "--manifest", str(manifest), "--mirror", str(mirror)]
    return CliRunner().invoke(app, [*args, "--skip-ingest", *extra])


def _outputs(work: Path) -> dict[str, str]:
    wd = Workdir.at(work)
    files = [*wd.predictions_dir.glob("*.json"), *wd.review_queue_dir.glob("*.json"), *wd.text_dir.glob("*")]
    return {f"{p.parent.name}/{p.name}": p.read_text(encoding="utf-8") for p in files}


def _with(batch: dict[str, Any], rows: str, name: str = "manifest2.csv") -> Path:
    manifest = batch["manifest"].with_name(name)
    manifest.write_text(batch["manifest"].read_text() + rows)
    return manifest


def _errors(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.startswith("error: ")]


def _kept(batch: dict[str, Any]) -> None:
    """The good documents' outputs are exactly as before (resumed, not redone or lost)."""
    after = _outputs(batch["work"])
    assert {k: after.get(k) for k in batch["before"]} == batch["before"]


def _bad_file(batch: dict[str, Any], doc_id: str, data: bytes) -> Any:
    (batch["mirror"] / f"{doc_id}.pdf").write_bytes(data)
    manifest = _with(batch, manifest_row(doc_id, batch["mirror"] / f"{doc_id}.pdf"))
    return _run(batch["work"], manifest, batch["mirror"])


def _one_error(result: Any, doc_id: str, words: str) -> None:
    assert result.exit_code == 0, result.output
    errors = _errors(result.output)
    assert len(errors) == 1 and errors[0].startswith(f"error: {doc_id}: ") and words in errors[0], errors


def _invoice_pdf(batch: dict[str, Any]) -> bytes:
    return (batch["mirror"] / "inv-0000.pdf").read_bytes()


def test_zero_byte_file(batch: dict[str, Any]) -> None:
    _one_error(_bad_file(batch, "zero", b""), "zero", "empty file (0 bytes)")
    _kept(batch)


def test_non_pdf(batch: dict[str, Any]) -> None:
    _one_error(_bad_file(batch, "page", b"<html><body>404 not found</body></html>"), "page", "not a PDF")
    _kept(batch)


def test_truncated_pdf(batch: dict[str, Any]) -> None:
    data = _invoice_pdf(batch)
    _one_error(_bad_file(batch, "cut", data[: len(data) // 2]), "cut", "truncated PDF")
    _kept(batch)


def test_encrypted_pdf(batch: dict[str, Any]) -> None:
    import pymupdf

    doc = pymupdf.open(stream=_invoice_pdf(batch), filetype="pdf")
    data = doc.tobytes(encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="secret", owner_pw="owner")
    _one_error(_bad_file(batch, "locked", data), "locked", "encrypted PDF")
    _kept(batch)


def test_image_only_pdf(batch: dict[str, Any]) -> None:
    import pymupdf

    doc = pymupdf.open()
    pixmap = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 300, 120), False)
    pixmap.clear_with(180)
    doc.new_page().insert_image(pymupdf.Rect(50, 50, 350, 170), pixmap=pixmap)
    _one_error(_bad_file(batch, "scan", doc.tobytes()), "scan", "no text layer")
    _kept(batch)


def test_500_page_pdf_runs_through_extraction(batch: dict[str, Any]) -> None:
    filler = [[(50, 60, f"Appendix page {n}: terms and conditions, clause {n}.")] for n in range(2, 501)]
    pdf = write_pdf(batch["mirror"] / "long.pdf", [invoice_lines(10), *filler])
    started = time.monotonic()
    result = _run(batch["work"], _with(batch, manifest_row("long", pdf)), batch["mirror"])
    assert result.exit_code == 0 and not _errors(result.output), result.output
    wd = Workdir.at(batch["work"])
    assert len(wd.text_file("long").read_text().splitlines()) == 500
    record = json.loads(wd.prediction_file("long").read_text())
    assert record["status"] == "ok" and record["fields"]["invoice_number"]["value"] == "INV-0010"
    assert time.monotonic() - started < 120
    _kept(batch)


def test_manifest_duplicate_ids_are_left_out_and_named(batch: dict[str, Any]) -> None:
    new = write_pdf(batch["mirror"] / "inv-0005.pdf", [invoice_lines(5)])
    rows = manifest_row("twin", new) + manifest_row("inv-0005", new) + manifest_row("twin", new)
    result = _run(batch["work"], _with(batch, rows), batch["mirror"])
    assert result.exit_code == 0, result.output
    errors = _errors(result.output)
    assert len(errors) == 1 and "manifest2.csv:6: duplicate doc_id 'twin' (lines 4, 6)" in errors[0], errors
    wd = Workdir.at(batch["work"])
    assert wd.prediction_file("inv-0005").is_file() and not wd.raw_pdf("twin").exists()
    _kept(batch)


def test_manifest_path_traversal_id_is_refused(batch: dict[str, Any], tmp_path: Path) -> None:
    rows = manifest_row("../../etc/passwd", batch["mirror"] / "inv-0000.pdf")
    result = _run(batch["work"], _with(batch, rows), batch["mirror"])
    assert result.exit_code == 0, result.output
    errors = _errors(result.output)
    assert len(errors) == 1 and ":4: doc_id" in errors[0] and "not safe as a file name" in errors[0], errors
    assert not any(p.name.startswith("passwd") for p in tmp_path.rglob("*")), "wrote outside the workdir"
    _kept(batch)


def test_manifest_malformed_sha256_row_is_left_out(batch: dict[str, Any]) -> None:
    row = manifest_row("inv-0007", None).replace(",\n", ",not-a-digest\n")
    result = _run(batch["work"], _with(batch, row), batch["mirror"])
    errors = _errors(result.output)
    assert result.exit_code == 0 and len(errors) == 1 and ":4: sha256" in errors[0], result.output
    _kept(batch)


def test_manifest_sha256_mismatch_fails_the_download(batch: dict[str, Any]) -> None:
    write_pdf(batch["mirror"] / "inv-0008.pdf", [invoice_lines(8)])
    row = manifest_row("inv-0008", None).replace(",\n", "," + "ab" * 32 + "\n")
    result = _run(batch["work"], _with(batch, row), batch["mirror"])
    _one_error(result, "inv-0008", "sha256")
    assert not Workdir.at(batch["work"]).raw_pdf("inv-0008").exists()  # an unverified file is never installed
    _kept(batch)


def test_manifest_missing_column_stops_before_any_work(batch: dict[str, Any]) -> None:
    manifest = batch["manifest"].with_name("nosha.csv")
    manifest.write_text("doc_id,doc_type,source_url\ninv-0000,invoice,\n")
    result = _run(batch["work"], manifest, batch["mirror"])
    assert result.exit_code == 2
    assert _errors(result.output) == [f"error: {manifest}: missing column(s) sha256"], result.output
    _kept(batch)


class _Ollama(BaseHTTPRequestHandler):
    """A stand-in Ollama server; the test sets `reply(n, prompt) -> (status, body)` on the server."""

    def do_POST(self) -> None:  # noqa: N802
        request = json.loads(self.rfile.read(int(self.headers["content-length"])))
        prompt = request["messages"][-1]["content"]
        with self.server.lock:  # type: ignore[attr-defined]
            self.server.count += 1  # type: ignore[attr-defined]
            n = self.server.count  # type: ignore[attr-defined]
        status, body = self.server.reply(n, prompt, request.get("format") or {})  # type: ignore[attr-defined]
        data = json.dumps(body).encode()
        try:
            self.send_response(status)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except OSError:  # the client gave up (timeout)
            pass

    def log_message(self, *args: Any) -> None:
        pass


def _message(content: str) -> dict[str, Any]:
    return {"model": "m", "message": {"role": "assistant", "content": content}, "done": True}


@pytest.fixture
def ollama(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[Callable], None]]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Ollama)
    server.daemon_threads = True
    server.lock, server.count = threading.Lock(), 0  # type: ignore[attr-defined]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    monkeypatch.setenv("RAGAGENT_OLLAMA_HOST", f"http://127.0.0.1:{server.server_address[1]}")

    def use(reply: Callable) -> None:
        server.reply = reply  # type: ignore[attr-defined]

    yield use
    server.shutdown()


def _answers(n: int, prompt: str, schema: dict) -> tuple[int, dict]:
    return 200, _message(json.dumps(answer_fields(prompt, list(schema.get("required", [])))))


def _llm_batch(batch: dict[str, Any], ollama: Callable, count: int = 2) -> Path:
    """Run the first two invoices through the server while it works; return a manifest with two more."""
    ollama(_answers)
    result = _run(batch["work"], batch["manifest"], batch["mirror"], "--backend", "ollama")
    assert result.exit_code == 0 and not _errors(result.output), result.output
    batch["before"] = _outputs(batch["work"])
    rows = ""
    for n in range(2, 2 + count):
        pdf = write_pdf(batch["mirror"] / f"inv-{n:04d}.pdf", [invoice_lines(n)])
        rows += manifest_row(f"inv-{n:04d}", pdf)
    return _with(batch, rows)


def _failed_each(result: Any, words: str, docs: tuple[str, ...] = ("inv-0002", "inv-0003")) -> None:
    assert result.exit_code == 0, result.output
    errors = _errors(result.output)
    assert [e.split(":")[1].strip() for e in errors] == list(docs), errors
    assert all("extraction failed" in e and words in e for e in errors), errors


def test_llm_garbage_fails_the_document_and_the_batch_goes_on(batch: dict, ollama: Callable) -> None:
    manifest = _llm_batch(batch, ollama)
    ollama(lambda n, prompt, schema: (200, _message("Sure! The invoice total is about ten thousand.")))
    result = _run(batch["work"], manifest, batch["mirror"], "--backend", "ollama")
    _failed_each(result, "not valid JSON")
    _kept(batch)


def test_llm_timeout_fails_the_document_and_the_batch_goes_on(
    batch: dict[str, Any], ollama: Callable, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RAGAGENT_LLM_TIMEOUT_S", "0.5")

    def slow(n: int, prompt: str, schema: dict) -> tuple[int, dict]:
        time.sleep(1.5)
        return 200, _message("{}")

    manifest = _llm_batch(batch, ollama)
    ollama(slow)
    result = _run(batch["work"], manifest, batch["mirror"], "--backend", "ollama")
    _failed_each(result, "within 0.5 s")
    _kept(batch)


def test_llm_rate_limit_429_is_waited_out(batch: dict[str, Any], ollama: Callable) -> None:
    manifest = _llm_batch(batch, ollama)
    first = {"n": 0}

    def limited(n: int, prompt: str, schema: dict) -> tuple[int, dict]:
        first["n"] = first["n"] or n
        if n == first["n"]:
            return 429, {"error": "rate limit: too many requests, slow down"}
        return _answers(n, prompt, schema)

    ollama(limited)
    result = _run(batch["work"], manifest, batch["mirror"], "--backend", "ollama")
    assert result.exit_code == 0 and not _errors(result.output), result.output
    wd = Workdir.at(batch["work"])
    assert json.loads(wd.prediction_file("inv-0002").read_text())["status"] == "ok"
    _kept(batch)


def test_llm_quota_429_stops_the_batch_with_one_line_and_keeps_outputs(
    batch: dict[str, Any], ollama: Callable
) -> None:
    manifest = _llm_batch(batch, ollama)
    ollama(lambda n, prompt, schema: (429, {"error": "You exceeded your current quota, check your plan"}))
    result = _run(batch["work"], manifest, batch["mirror"], "--backend", "ollama")
    assert result.exit_code == 1, result.output
    errors = _errors(result.output)
    assert len(errors) == 1 and "extraction stopped" in errors[0] and "quota" in errors[0], errors
    _kept(batch)
