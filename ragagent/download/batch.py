"""The download batch: every manifest entry into data/raw/, one shared client and rate limit, a table.

One failing entry never stops the batch; each gets a `DownloadResult` (status, bytes, reason).
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import BaseModel
from rich.table import Table

from ragagent.download.fetch import DownloadError, Status, check_sec_gate, download_one
from ragagent.manifest import ManifestEntry
from ragagent.retry import RateLimiter
from ragagent.version import __version__
from ragagent.workdir import Workdir

if TYPE_CHECKING:
    import httpx

OK_STATUSES: frozenset[str] = frozenset({"downloaded", "mirrored", "cached"})
DEFAULT_USER_AGENT = f"ragagent/{__version__} (+https://github.com/ragagent)"


class DownloadResult(BaseModel):
    doc_id: str
    status: Status
    path: str | None = None
    bytes: int = 0
    seconds: float = 0.0
    reason: str = ""


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
                    status, size = download_one(
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
