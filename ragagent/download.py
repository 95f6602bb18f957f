"""Fetch the manifest's PDFs into data/raw/: polite HTTP (declared User-Agent, rate limit, retries),
or a local mirror; every installed file is verified against the manifest's sha256 first.

A file lands in data/raw/<doc_id>.pdf only by os.replace of a verified temp file in the same folder,
so data/raw/ never holds a partial or unverified PDF. One failing entry never stops the batch.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from email.utils import parsedate_to_datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal
from urllib.parse import urlsplit

import typer
from pydantic import BaseModel
from rich.table import Table

from ragagent import __version__
from ragagent.manifest import ManifestEntry
from ragagent.selftest import selftest_main
from ragagent.workdir import Workdir

if TYPE_CHECKING:
    import httpx

Status = Literal["downloaded", "mirrored", "cached", "failed", "missing"]
OK_STATUSES: frozenset[str] = frozenset({"downloaded", "mirrored", "cached"})
DEFAULT_USER_AGENT = f"ragagent/{__version__} (+https://github.com/ragagent)"
MAX_RETRY_AFTER_S = 120.0  # a server asking for a longer pause fails the entry instead of stalling the run
_CHUNK = 1 << 16


class DownloadError(RuntimeError):
    """One entry cannot be fetched or verified; the message is the reason shown to the user."""


class DownloadResult(BaseModel):
    doc_id: str
    status: Status
    path: str | None = None
    bytes: int = 0
    seconds: float = 0.0
    reason: str = ""


class RateLimiter:
    """At most `max_rps` acquisitions per second across all callers (thread-safe, evenly spaced)."""

    def __init__(
        self,
        max_rps: float,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if max_rps <= 0:
            raise ValueError(f"max_rps must be > 0, got {max_rps}")
        self._interval = 1.0 / max_rps
        self._clock = clock
        self._sleep = sleep
        self._next = float("-inf")
        self._lock = threading.Lock()

    def acquire(self) -> None:
        """Block until the next request slot is free."""
        with self._lock:
            now = self._clock()
            if self._next > now:
                self._sleep(self._next - now)
                now = self._next
            self._next = now + self._interval


def backoff_delay(attempt: int, base_s: float) -> float:
    """Pause before retry number `attempt + 1` (attempt counts from 0): base, 2×base, 4×base, …"""
    return base_s * (2**attempt)


def retry_after_seconds(value: str | None, now: float | None = None) -> float | None:
    """Seconds a Retry-After header asks for (delta-seconds or HTTP-date); None if absent or unreadable."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = parsedate_to_datetime(value).timestamp()
    except (TypeError, ValueError, IndexError):
        return None
    return max(0.0, when - (time.time() if now is None else now))


def is_sec_host(url: str) -> bool:
    """True for sec.gov and any *.sec.gov host (these require a declared User-Agent)."""
    host = (urlsplit(url).hostname or "").lower().rstrip(".")
    return host == "sec.gov" or host.endswith(".sec.gov")


def check_sec_gate(url: str, user_agent: str | None) -> None:
    """Refuse to contact a sec.gov host without a declared SEC_USER_AGENT."""
    if is_sec_host(url) and not user_agent:
        raise DownloadError(
            f"refusing to contact {urlsplit(url).hostname} without a declared User-Agent: "
            "set SEC_USER_AGENT, e.g. 'Your Name your.email@example.com'"
        )


def checksum_problem(expected: str, actual: str) -> str | None:
    """None when the digests agree, else a message naming both."""
    if expected.lower() == actual.lower():
        return None
    return f"sha256 mismatch: expected {expected.lower()}, got {actual.lower()}"


def sha256_file(path: Path) -> str:
    """Hex sha256 of a file, read in chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(_CHUNK), b""):
            digest.update(chunk)
    return digest.hexdigest()


def install_verified(chunks: Iterable[bytes], target: Path, expected: str) -> int:
    """Stream `chunks` to a temp file beside `target`, verify sha256, then rename into place.

    Returns the byte count; on mismatch or any error the temp file is removed and nothing is installed.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".part")
    digest, size = hashlib.sha256(), 0
    try:
        with os.fdopen(fd, "wb") as handle:
            for chunk in chunks:
                handle.write(chunk)
                digest.update(chunk)
                size += len(chunk)
            handle.flush()
            os.fsync(handle.fileno())
        problem = checksum_problem(expected, digest.hexdigest())
        if problem:
            raise DownloadError(problem)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return size


def _file_chunks(path: Path) -> Iterator[bytes]:
    with path.open("rb") as handle:
        yield from iter(lambda: handle.read(_CHUNK), b"")


def _is_retryable(status_code: int) -> bool:
    return status_code == 429 or status_code >= 500


def fetch(
    client: httpx.Client,
    url: str,
    target: Path,
    expected: str,
    *,
    attempts: int,
    backoff_s: float,
    sleep: Callable[[float], None] = time.sleep,
) -> int:
    """GET `url` with retries (429 honouring Retry-After, 5xx, timeouts, connection errors) into `target`."""
    import httpx

    reason = "no attempt made"
    for attempt in range(attempts):
        wait = 0.0
        try:
            with client.stream("GET", url) as response:
                if response.is_success:
                    return install_verified(response.iter_bytes(_CHUNK), target, expected)
                reason = f"HTTP {response.status_code} from {url}"
                if not _is_retryable(response.status_code):
                    raise DownloadError(reason)
                asked = retry_after_seconds(response.headers.get("Retry-After"))
                if asked is not None and asked > MAX_RETRY_AFTER_S:
                    limit = f"{MAX_RETRY_AFTER_S:.0f}s"
                    raise DownloadError(f"{reason}; server asks to wait {asked:.0f}s (more than {limit})")
                wait = asked or 0.0
        except httpx.TransportError as exc:  # timeouts, refused/reset connections, protocol errors
            reason = f"{type(exc).__name__} for {url}: {exc}".rstrip(": ")
        if attempt + 1 < attempts:
            sleep(max(backoff_delay(attempt, backoff_s), wait))
    raise DownloadError(f"gave up after {attempts} attempt(s): {reason}")


def _cached(target: Path, expected: str) -> bool:
    return target.is_file() and checksum_problem(expected, sha256_file(target)) is None


def _download_one(
    entry: ManifestEntry,
    workdir: Workdir,
    mirror: Path | None,
    make_client: Callable[[], httpx.Client],
    *,
    attempts: int,
    backoff_s: float,
) -> tuple[Status, int]:
    """Bring one entry into data/raw/; return its status and byte count (raise DownloadError to fail it)."""
    if not entry.sha256:
        raise DownloadError("manifest lists no sha256; refusing to install an unverifiable file")
    target = workdir.raw_pdf(entry.doc_id)
    if _cached(target, entry.sha256):
        return "cached", target.stat().st_size
    mirrored = mirror / f"{entry.doc_id}.pdf" if mirror else None
    if mirrored and mirrored.is_file():
        try:
            return "mirrored", install_verified(_file_chunks(mirrored), target, entry.sha256)
        except DownloadError as exc:
            raise DownloadError(f"mirror copy {mirrored}: {exc}") from None
    if not entry.source_url:
        return "missing", 0
    size = fetch(
        make_client(), entry.source_url, target, entry.sha256, attempts=attempts, backoff_s=backoff_s
    )
    return "downloaded", size


def download_all(
    entries: list[ManifestEntry],
    workdir: Workdir,
    *,
    mirror: Path | None = None,
    user_agent: str | None = None,
    max_rps: float = 10.0,
    attempts: int = 4,
    timeout_s: float = 60.0,
    show_progress: bool = True,
    backoff_s: float = 1.0,
) -> list[DownloadResult]:
    """Bring every entry's PDF into `workdir`'s data/raw/; one result per entry, in manifest order.

    `user_agent` defaults to env SEC_USER_AGENT, then to a ragagent UA (sec.gov hosts require the env
    one). One rate limiter and one HTTP client are shared by the whole run.
    """
    import httpx
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    if attempts < 1:
        raise ValueError(f"attempts must be >= 1, got {attempts}")
    declared = user_agent or os.environ.get("SEC_USER_AGENT") or None
    limiter = RateLimiter(max_rps)

    def on_request(request: httpx.Request) -> None:  # runs for every request, redirects included
        check_sec_gate(str(request.url), declared)
        limiter.acquire()

    clients: list[httpx.Client] = []

    def make_client() -> httpx.Client:
        if not clients:
            clients.append(
                httpx.Client(
                    headers={"User-Agent": declared or DEFAULT_USER_AGENT},
                    timeout=httpx.Timeout(timeout_s),
                    follow_redirects=True,
                    event_hooks={"request": [on_request]},
                )
            )
        return clients[0]

    results: list[DownloadResult] = []
    progress = Progress(
        TextColumn("[bold]download[/] {task.description:<32}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        disable=not show_progress,
    )
    try:
        with progress:
            task = progress.add_task("", total=len(entries))
            for entry in entries:
                progress.update(task, description=entry.doc_id)
                started = time.monotonic()
                path: str | None = None
                try:
                    status, size = _download_one(
                        entry, workdir, mirror, make_client, attempts=attempts, backoff_s=backoff_s
                    )
                    reason = "no source_url and no mirror copy" if status == "missing" else ""
                    path = str(workdir.raw_pdf(entry.doc_id)) if status in OK_STATUSES else None
                except (DownloadError, OSError, httpx.HTTPError) as exc:
                    status, size, reason = "failed", 0, str(exc)
                seconds = round(time.monotonic() - started, 3)
                results.append(
                    DownloadResult(
                        doc_id=entry.doc_id,
                        status=status,
                        path=path,
                        bytes=size,
                        seconds=seconds,
                        reason=reason,
                    )
                )
                progress.advance(task)
    finally:
        for client in clients:
            client.close()
    return results


def summary_table(results: list[DownloadResult]) -> Table:
    """A rich table of the results with a caption counting each status."""
    styles = {
        "downloaded": "green",
        "mirrored": "green",
        "cached": "cyan",
        "failed": "red",
        "missing": "yellow",
    }
    counts: dict[str, int] = {}
    table = Table(title="download")
    for column in ("doc_id", "status", "bytes", "seconds", "reason"):
        table.add_column(column, justify="right" if column in ("bytes", "seconds") else "left")
    for r in results:
        counts[r.status] = counts.get(r.status, 0) + 1
        style = styles[r.status]
        table.add_row(r.doc_id, f"[{style}]{r.status}[/]", f"{r.bytes:,}", f"{r.seconds:.2f}", r.reason)
    table.caption = ", ".join(f"{n} {status}" for status, n in counts.items()) or "no entries"
    return table


def register(app: typer.Typer) -> None:
    """Add the `download` command."""

    @app.command()
    def download(
        manifest: Annotated[
            Path, typer.Option(help="Manifest CSV (doc_id, doc_type, source_url, sha256, ...).")
        ],
        mirror: Annotated[
            Path | None,
            typer.Option(help="Folder of <doc_id>.pdf to use instead of the network (env RAGAGENT_MIRROR)."),
        ] = None,
        workdir: Annotated[Path | None, typer.Option(help="Work directory (default: the repo root).")] = None,
        attempts: Annotated[
            int, typer.Option(min=1, help="Attempts per URL (retries on 429/5xx/timeouts).")
        ] = 4,
        timeout: Annotated[float, typer.Option(min=0.1, help="Seconds allowed per request phase.")] = 60.0,
    ) -> None:
        """Fetch every manifest PDF into data/raw/, verified by sha256 (cached files are skipped)."""
        from rich.console import Console

        from ragagent.config import get_settings
        from ragagent.manifest import ManifestError, load_manifest

        console = Console()
        try:
            entries = load_manifest(manifest)
        except ManifestError as exc:
            console.print(f"[red]error:[/] {exc}", soft_wrap=True)
            raise typer.Exit(2) from None
        mirror_dir = mirror or get_settings().mirror
        if mirror_dir and not mirror_dir.is_dir():
            console.print(f"[red]error:[/] mirror folder {mirror_dir} does not exist", soft_wrap=True)
            raise typer.Exit(2)
        work = Workdir.at(workdir)
        results = download_all(entries, work, mirror=mirror_dir, attempts=attempts, timeout_s=timeout)
        console.print(summary_table(results))
        bad = [r.doc_id for r in results if r.status not in OK_STATUSES]
        if bad:
            console.print(
                f"[red]{len(bad)} of {len(results)} not available:[/] {', '.join(bad)}", soft_wrap=True
            )
            raise typer.Exit(1)
        console.print(f"[green]all {len(results)} verified[/] in {work.raw_dir}", soft_wrap=True)


def _case_rate_limiter_spaces_requests() -> None:
    now = [0.0]
    slept: list[float] = []

    def sleep(s: float) -> None:
        slept.append(s)
        now[0] += s

    limiter = RateLimiter(10.0, clock=lambda: now[0], sleep=sleep)
    for _ in range(12):
        limiter.acquire()
    assert len(slept) == 11, slept
    assert abs(now[0] - 1.1) < 1e-9, now[0]
    now[0] += 5.0  # idle time does not bank a burst beyond one immediate request
    slept.clear()
    limiter.acquire()
    limiter.acquire()
    assert slept and abs(slept[0] - 0.1) < 1e-9, slept


def _case_rate_limiter_rejects_zero() -> None:
    try:
        RateLimiter(0)
    except ValueError:
        return
    raise AssertionError("RateLimiter(0) accepted")


def _case_backoff_schedule() -> None:
    assert [backoff_delay(i, 1.0) for i in range(4)] == [1.0, 2.0, 4.0, 8.0]
    assert backoff_delay(2, 0.01) == 0.04


def _case_retry_after_parsing() -> None:
    assert retry_after_seconds("3") == 3.0
    assert retry_after_seconds(None) is None and retry_after_seconds("soon") is None
    date = "Wed, 21 Oct 2015 07:28:10 GMT"
    assert retry_after_seconds(date, now=parsedate_to_datetime(date).timestamp() - 7) == 7.0
    assert retry_after_seconds(date, now=parsedate_to_datetime(date).timestamp() + 7) == 0.0


def _case_sec_gate() -> None:
    assert is_sec_host("https://www.sec.gov/Archives/x.pdf") and is_sec_host("https://SEC.GOV./x")
    assert not is_sec_host("https://sec.gov.example.com/x") and not is_sec_host("https://notsec.gov/x")
    check_sec_gate("https://example.com/x.pdf", None)
    check_sec_gate("https://www.sec.gov/x.pdf", "Jane Doe jane@example.com")
    try:
        check_sec_gate("https://www.sec.gov/x.pdf", None)
    except DownloadError as exc:
        assert "SEC_USER_AGENT" in str(exc)
    else:
        raise AssertionError("sec.gov contacted without a User-Agent")


def _case_checksum_and_install() -> None:
    data = b"%PDF-1.4 selftest"
    good = hashlib.sha256(data).hexdigest()
    assert checksum_problem(good, good.upper()) is None
    problem = checksum_problem(good, "0" * 64)
    assert problem and good in problem and "0" * 64 in problem
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "raw" / "doc.pdf"
        assert install_verified([data[:5], data[5:]], target, good) == len(data)
        assert target.read_bytes() == data and sha256_file(target) == good
        try:
            install_verified([b"other"], target, "1" * 64)
        except DownloadError:
            pass
        else:
            raise AssertionError("a mismatching file was installed")
        assert sorted(p.name for p in target.parent.iterdir()) == ["doc.pdf"]
        assert target.read_bytes() == data


SELFTEST_CASES = [
    _case_rate_limiter_spaces_requests,
    _case_rate_limiter_rejects_zero,
    _case_backoff_schedule,
    _case_retry_after_parsing,
    _case_sec_gate,
    _case_checksum_and_install,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
