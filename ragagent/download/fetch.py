"""Fetch one manifest entry: the SEC gate, polite retried GETs, and verified, atomic installs.

A file lands in data/raw/<doc_id>.pdf only by an atomic rename of a verified temp file in the same
folder (`ragagent.workdir.atomic_file`), so data/raw/ never holds a partial or unverified PDF.
Retries follow the shared policy (`ragagent.retry`): 429 honouring Retry-After, 5xx, timeouts and
connection errors are transient; everything else fails the entry at once.
"""

from __future__ import annotations

import hashlib
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Literal
from urllib.parse import urlsplit

from ragagent.manifest import ManifestEntry
from ragagent.retry import MAX_RETRY_AFTER_S, Transient, call_with_retries, retry_after_seconds
from ragagent.selftest import selftest_main
from ragagent.workdir import Workdir, atomic_file

if TYPE_CHECKING:
    import httpx

Status = Literal["downloaded", "mirrored", "cached", "failed", "missing"]
_CHUNK = 1 << 16


class DownloadError(RuntimeError):
    """One entry cannot be fetched or verified; the message is the reason shown to the user."""


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
    digest, size = hashlib.sha256(), 0
    with atomic_file(target) as handle:
        for chunk in chunks:
            handle.write(chunk)
            digest.update(chunk)
            size += len(chunk)
        problem = checksum_problem(expected, digest.hexdigest())
        if problem:
            raise DownloadError(problem)
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

    def attempt() -> int:
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
                raise Transient(reason, asked)
        except httpx.TransportError as exc:  # timeouts, refused/reset connections, protocol errors
            raise Transient(f"{type(exc).__name__} for {url}: {exc}".rstrip(": ")) from exc

    try:
        return call_with_retries(attempt, attempts=attempts, backoff_s=backoff_s, sleep=sleep)
    except Transient as exc:
        raise DownloadError(f"gave up after {attempts} attempt(s): {exc}") from None


def _cached(target: Path, expected: str) -> bool:
    return target.is_file() and checksum_problem(expected, sha256_file(target)) is None


def download_one(
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


SELFTEST_CASES = [_case_sec_gate, _case_checksum_and_install]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
