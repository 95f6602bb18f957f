"""The downloader against a real HTTP server on 127.0.0.1 (and the real corpus as a mirror)."""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import typer
from typer.testing import CliRunner

from ragagent.download.batch import DEFAULT_USER_AGENT, download_all, summary_table
from ragagent.download.cli import register
from ragagent.manifest import ManifestEntry, load_manifest
from ragagent.workdir import REPO_ROOT, Workdir

CORPUS_RAW = REPO_ROOT.parent / "shared" / "corpus" / "raw"
PDF = b"%PDF-1.4\n" + bytes(range(256)) * 400 + b"\n%%EOF\n"
PDF_SHA = hashlib.sha256(PDF).hexdigest()


@dataclass
class Reply:
    status: int = 200
    body: bytes = PDF
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


@dataclass
class Seen:
    host: str
    path: str
    user_agent: str
    at: float


class Server:
    """A scripted HTTP server: each path answers its replies in order, the last one repeating."""

    def __init__(self) -> None:
        self.routes: dict[str, list[Reply]] = {}
        self.seen: list[Seen] = []
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 (http.server's name)
                parts = urlsplit(self.path)  # absolute when we act as a proxy
                host = parts.hostname or self.headers.get("Host", "")
                with server._lock:
                    server.seen.append(
                        Seen(host, parts.path, self.headers.get("User-Agent", ""), time.monotonic())
                    )
                    replies = server.routes.get(parts.path, [Reply(404, b"not found")])
                    reply = replies.pop(0) if len(replies) > 1 else replies[0]
                time.sleep(reply.delay)
                try:
                    self.send_response(reply.status)
                    for name, value in reply.headers.items():
                        self.send_header(name, value)
                    self.send_header("Content-Length", str(len(reply.body)))
                    self.end_headers()
                    self.wfile.write(reply.body)
                except OSError:  # the client gave up (timeout test)
                    pass

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def route(self, path: str, *replies: Reply) -> str:
        self.routes[path] = list(replies) or [Reply()]
        return self.base + path

    def hits(self, path: str) -> int:
        return sum(1 for s in self.seen if s.path == path)


@pytest.fixture
def server() -> Iterator[Server]:
    srv = Server()
    thread = threading.Thread(target=srv.httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    yield srv
    srv.httpd.shutdown()
    srv.httpd.server_close()


@pytest.fixture(autouse=True)
def _no_declared_agent(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("SEC_USER_AGENT", "RAGAGENT_MIRROR", "NO_PROXY", "no_proxy", "ALL_PROXY", "all_proxy"):
        monkeypatch.delenv(name, raising=False)


def entry(doc_id: str, url: str = "", sha256: str = PDF_SHA) -> ManifestEntry:
    return ManifestEntry(doc_id=doc_id, doc_type="invoice", source_url=url, sha256=sha256)


def run(entries: list[ManifestEntry], workdir: Workdir, **kwargs: object):
    options = {"show_progress": False, "backoff_s": 0.01, "timeout_s": 5.0} | kwargs
    return download_all(entries, workdir, **options)


def raw_files(workdir: Workdir) -> list[str]:
    return sorted(p.name for p in workdir.raw_dir.iterdir()) if workdir.raw_dir.exists() else []


def test_plain_download_installs_verified_file(server: Server, workdir: Workdir) -> None:
    [result] = run([entry("a", server.route("/a.pdf"))], workdir)
    assert (result.status, result.bytes, result.reason) == ("downloaded", len(PDF), "")
    assert Path(result.path or "") == workdir.raw_pdf("a") and workdir.raw_pdf("a").read_bytes() == PDF
    assert raw_files(workdir) == ["a.pdf"]


def test_429_then_200_honours_retry_after(server: Server, workdir: Workdir) -> None:
    url = server.route("/a.pdf", Reply(429, b"slow down", {"Retry-After": "1"}), Reply())
    started = time.monotonic()
    [result] = run([entry("a", url)], workdir)
    assert result.status == "downloaded" and server.hits("/a.pdf") == 2
    gap = server.seen[1].at - server.seen[0].at
    assert gap >= 0.95 and time.monotonic() - started >= 0.95, gap


def test_500s_then_success(server: Server, workdir: Workdir) -> None:
    url = server.route("/a.pdf", Reply(500, b"x"), Reply(503, b"x"), Reply())
    [result] = run([entry("a", url)], workdir, attempts=4)
    assert result.status == "downloaded" and server.hits("/a.pdf") == 3
    assert workdir.raw_pdf("a").read_bytes() == PDF


def test_persistent_500_fails_and_leaves_nothing(server: Server, workdir: Workdir) -> None:
    url = server.route("/a.pdf", Reply(500, b"broken"))
    [result] = run([entry("a", url)], workdir, attempts=3)
    assert result.status == "failed" and result.path is None
    assert "gave up after 3 attempt(s)" in result.reason and "HTTP 500" in result.reason
    assert server.hits("/a.pdf") == 3 and raw_files(workdir) == []


def test_backoff_grows_between_attempts(server: Server, workdir: Workdir) -> None:
    server.route("/a.pdf", Reply(500, b"broken"))
    run([entry("a", server.base + "/a.pdf")], workdir, attempts=3, backoff_s=0.2)
    first, second, third = (s.at for s in server.seen)
    assert second - first >= 0.19 and third - second >= 0.39, (second - first, third - second)


def test_checksum_mismatch_keeps_no_file(server: Server, workdir: Workdir) -> None:
    url = server.route("/a.pdf", Reply(200, b"%PDF-1.4 tampered"))
    [result] = run([entry("a", url)], workdir)
    actual = hashlib.sha256(b"%PDF-1.4 tampered").hexdigest()
    assert result.status == "failed" and PDF_SHA in result.reason and actual in result.reason
    assert server.hits("/a.pdf") == 1 and raw_files(workdir) == []


def test_slow_server_times_out_cleanly(server: Server, workdir: Workdir) -> None:
    url = server.route("/a.pdf", Reply(delay=0.6))
    [result] = run([entry("a", url)], workdir, attempts=2, timeout_s=0.2)
    assert result.status == "failed" and "Timeout" in result.reason, result.reason
    assert server.hits("/a.pdf") == 2 and raw_files(workdir) == []


def test_slow_then_fast_recovers(server: Server, workdir: Workdir) -> None:
    url = server.route("/a.pdf", Reply(delay=0.6), Reply())
    [result] = run([entry("a", url)], workdir, attempts=2, timeout_s=0.2)
    assert result.status == "downloaded" and server.hits("/a.pdf") == 2


def test_404_is_not_retried_and_batch_continues(server: Server, workdir: Workdir) -> None:
    entries = [entry("gone", server.base + "/gone.pdf"), entry("b", server.route("/b.pdf"))]
    gone, ok = run(entries, workdir, attempts=4)
    assert gone.status == "failed" and "HTTP 404" in gone.reason and server.hits("/gone.pdf") == 1
    assert ok.status == "downloaded" and raw_files(workdir) == ["b.pdf"]


def test_connection_refused_fails_cleanly(workdir: Workdir) -> None:
    import socket

    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    [result] = run([entry("a", f"http://127.0.0.1:{port}/a.pdf")], workdir, attempts=2)
    assert result.status == "failed" and "ConnectError" in result.reason and raw_files(workdir) == []


def test_verified_file_is_cached_without_request(server: Server, workdir: Workdir) -> None:
    workdir.raw_dir.mkdir(parents=True)
    workdir.raw_pdf("a").write_bytes(PDF)
    [result] = run([entry("a", server.route("/a.pdf"))], workdir)
    assert result.status == "cached" and result.bytes == len(PDF) and server.seen == []


def test_corrupt_existing_file_is_replaced(server: Server, workdir: Workdir) -> None:
    workdir.raw_dir.mkdir(parents=True)
    workdir.raw_pdf("a").write_bytes(b"truncated")
    [result] = run([entry("a", server.route("/a.pdf"))], workdir)
    assert result.status == "downloaded" and workdir.raw_pdf("a").read_bytes() == PDF


def test_default_user_agent_is_sent(server: Server, workdir: Workdir) -> None:
    run([entry("a", server.route("/a.pdf"))], workdir)
    assert [s.user_agent for s in server.seen] == [DEFAULT_USER_AGENT]
    assert DEFAULT_USER_AGENT.startswith("ragagent/")


def test_sec_user_agent_env_is_sent(
    server: Server, workdir: Workdir, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SEC_USER_AGENT", "Jane Doe jane@example.com")
    run([entry("a", server.route("/a.pdf"))], workdir)
    assert [s.user_agent for s in server.seen] == ["Jane Doe jane@example.com"]


def test_sec_gov_gate(server: Server, workdir: Workdir, monkeypatch: pytest.MonkeyPatch) -> None:
    # Our server acts as the HTTP proxy, so any request — even to sec.gov — lands here, never outside.
    monkeypatch.setenv("HTTP_PROXY", server.base)
    monkeypatch.setenv("http_proxy", server.base)
    server.route("/probe.pdf")
    server.route("/Archives/a.pdf")
    [probe] = run([entry("probe", "http://ragagent-test.invalid/probe.pdf")], workdir)
    assert probe.status == "downloaded" and server.seen[-1].host == "ragagent-test.invalid"  # proxy honoured

    [refused] = run([entry("a", "http://www.sec.gov/Archives/a.pdf")], workdir)
    assert refused.status == "failed" and "SEC_USER_AGENT" in refused.reason
    assert server.hits("/Archives/a.pdf") == 0 and not workdir.raw_pdf("a").exists()

    monkeypatch.setenv("SEC_USER_AGENT", "Jane Doe jane@example.com")
    [allowed] = run([entry("a", "http://www.sec.gov/Archives/a.pdf")], workdir)
    assert allowed.status == "downloaded"
    assert (server.seen[-1].host, server.seen[-1].user_agent) == ("www.sec.gov", "Jane Doe jane@example.com")


def test_redirect_to_sec_gov_is_refused_without_agent(
    server: Server, workdir: Workdir, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HTTP_PROXY", server.base)
    monkeypatch.setenv("http_proxy", server.base)
    server.route("/hop.pdf", Reply(302, b"", {"Location": "http://www.sec.gov/Archives/b.pdf"}))
    server.route("/Archives/b.pdf")
    [result] = run([entry("b", "http://ragagent-test.invalid/hop.pdf")], workdir)
    assert result.status == "failed" and "SEC_USER_AGENT" in result.reason
    assert server.hits("/hop.pdf") == 1 and server.hits("/Archives/b.pdf") == 0


def test_rate_limit_is_respected(server: Server, workdir: Workdir) -> None:
    entries = [entry(f"d{i}", server.route(f"/d{i}.pdf")) for i in range(12)]
    started = time.monotonic()
    results = run(entries, workdir, max_rps=10.0)
    elapsed = time.monotonic() - started
    assert all(r.status == "downloaded" for r in results) and len(server.seen) == 12
    assert elapsed >= 1.05, elapsed
    # Cumulative, not gap by gap: arrival jitter on a loaded machine can bunch two requests, but the
    # i-th request can never arrive before i / max_rps seconds after the first (one jitter allowed).
    offsets = [hit.at - server.seen[0].at for hit in server.seen]
    assert all(offset >= i / 10.0 - 0.1 for i, offset in enumerate(offsets)), offsets


def test_mirror_copy_is_verified_and_installed(server: Server, workdir: Workdir, tmp_path: Path) -> None:
    mirror = tmp_path / "mirror"
    mirror.mkdir()
    (mirror / "a.pdf").write_bytes(PDF)
    [result] = run([entry("a", server.route("/a.pdf"))], workdir, mirror=mirror)
    assert result.status == "mirrored" and workdir.raw_pdf("a").read_bytes() == PDF and server.seen == []


def test_mirror_mismatch_is_failed_not_installed(server: Server, workdir: Workdir, tmp_path: Path) -> None:
    mirror = tmp_path / "mirror"
    mirror.mkdir()
    (mirror / "a.pdf").write_bytes(b"%PDF-1.4 wrong copy")
    [result] = run([entry("a", server.route("/a.pdf"))], workdir, mirror=mirror)
    assert result.status == "failed" and "mirror copy" in result.reason and PDF_SHA in result.reason
    assert raw_files(workdir) == [] and server.seen == []


def test_missing_entry_is_reported(workdir: Workdir, tmp_path: Path) -> None:
    [result] = run([entry("nowhere")], workdir, mirror=tmp_path)
    assert (result.status, result.reason) == ("missing", "no source_url and no mirror copy")
    assert result.path is None and raw_files(workdir) == []


def test_entry_without_sha256_is_refused(server: Server, workdir: Workdir) -> None:
    [result] = run([entry("a", server.route("/a.pdf"), sha256="")], workdir)
    assert result.status == "failed" and "sha256" in result.reason and server.seen == []


def test_summary_table_counts_statuses(server: Server, workdir: Workdir) -> None:
    results = run([entry("a", server.route("/a.pdf")), entry("b")], workdir)
    table = summary_table(results)
    assert table.row_count == 2 and table.caption == "1 downloaded, 1 missing"


def _write_manifest(path: Path, rows: list[tuple[str, str, str]]) -> Path:
    lines = ["doc_id,doc_type,title,company,ticker,source_url,sha256,license"]
    lines += [f"{doc_id},invoice,t,c,,{url},{sha},MIT" for doc_id, url, sha in rows]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_cli_exit_codes(server: Server, tmp_path: Path) -> None:
    app = typer.Typer()
    register(app)
    app.command("noop")(lambda: None)  # a second command keeps `download` a named subcommand
    runner = CliRunner()
    good = _write_manifest(tmp_path / "good.csv", [("a", server.route("/a.pdf"), PDF_SHA)])
    ok = runner.invoke(app, ["download", "--manifest", str(good), "--workdir", str(tmp_path / "w")])
    assert ok.exit_code == 0, ok.output
    assert "all 1 verified" in ok.output and (tmp_path / "w" / "data" / "raw" / "a.pdf").read_bytes() == PDF

    bad = _write_manifest(tmp_path / "bad.csv", [("a", "", PDF_SHA), ("lost", "", PDF_SHA)])
    failed = runner.invoke(app, ["download", "--manifest", str(bad), "--workdir", str(tmp_path / "w")])
    assert failed.exit_code == 1 and "lost" in failed.output and "1 of 2 not available" in failed.output

    broken = tmp_path / "broken.csv"
    broken.write_text("doc_id,title\nx,y\n", encoding="utf-8")
    refused = runner.invoke(app, ["download", "--manifest", str(broken)])
    assert refused.exit_code == 2 and "missing column" in refused.output


@pytest.mark.skipif(not CORPUS_RAW.is_dir(), reason="shared corpus not present")
def test_real_corpus_through_mirror(workdir: Workdir) -> None:
    entries = load_manifest(REPO_ROOT / "data" / "manifest.csv")
    results = run(entries, workdir, mirror=CORPUS_RAW)
    assert [r.status for r in results] == ["mirrored"] * len(entries), [r for r in results if r.reason]
    again = run(entries, workdir, mirror=CORPUS_RAW)
    assert {r.status for r in again} == {"cached"}
