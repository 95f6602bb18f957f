"""The review queue on disk: item states, versions, locks, listing and the errors reviewers see.

An item is the queue copy `outputs/review_queue/<doc_id>.json` of a prediction (extraction
contract) plus a `review` block: `{"state", "version", "queued_at", "updated_at", "updated_by"}`.
States follow Rossum's document life cycle: to_review → reviewing → confirmed | rejected |
postponed, and confirmed → exported. Every write bumps `version`; a writer states the version
it read, and a stale one is a `Conflict`. Read-check-write runs under a per-item file lock.
A queue file that cannot be read is listed as `unreadable` (with the reason) instead of hiding the rest.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ragagent import queue_store
from ragagent.manifest import is_safe_id
from ragagent.selftest import selftest_main
from ragagent.workdir import Workdir, atomic_write_json

OPEN_STATES = ("to_review", "reviewing", "postponed")


class ReviewError(Exception):
    """A review request that cannot be carried out; `status` is the matching HTTP code."""

    status = 400


class BadRequest(ReviewError):
    status = 400


class NotFound(ReviewError):
    status = 404


class Conflict(ReviewError):
    status = 409


class Refused(ReviewError):
    """The evidence or the rules do not support the change; `reasons` says why."""

    status = 422

    def __init__(self, message: str, reasons: list[str]) -> None:
        super().__init__(f"{message}: " + "; ".join(reasons))
        self.message, self.reasons = message, reasons


@dataclass(frozen=True)
class QueueEntry:
    """One line of the queue listing."""

    doc_id: str
    doc_type: str
    state: str
    version: int
    needs_review: int
    reasons: list[str]
    queued_at: str
    age_seconds: float


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def check_doc_id(doc_id: str) -> str:
    """`doc_id` if safe as a file name (the manifest's rule), else BadRequest (blocks `..`, `/`, `%2e%2e`)."""
    if not is_safe_id(doc_id):
        raise BadRequest(f"invalid document id {doc_id!r}: letters, digits, _ . - only")
    return doc_id


def check_reviewer(reviewer: str | None) -> str:
    """A reviewer name is required for every action."""
    name = (reviewer or "").strip()
    if not name:
        raise BadRequest("reviewer identity required (--reviewer, RAGAGENT_REVIEWER or X-Reviewer header)")
    if len(name) > 100 or any(ch in name for ch in "\r\n\t"):
        raise BadRequest("reviewer name must be one line of at most 100 characters")
    return name


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ReviewError(f"{path.name}: unreadable queue record ({exc})") from None
    if not isinstance(data, dict) or not isinstance(data.get("fields"), dict):
        raise ReviewError(f"{path.name}: not a prediction record (no `fields` object)")
    return data


def _mtime(path: Path) -> str:
    return datetime.fromtimestamp(path.stat().st_mtime, UTC).isoformat(timespec="seconds")


def load_item(workdir: Workdir, doc_id: str) -> dict[str, Any]:
    """The queue record of `doc_id` with its `review` block filled in; NotFound if not queued."""
    path = workdir.review_file(check_doc_id(doc_id))
    if not path.is_file():
        raise NotFound(f"document {doc_id!r} is not in the review queue")
    item = _read_json(path)
    if item.get("doc_id") != doc_id:
        raise ReviewError(f"{path.name}: record says doc_id {item.get('doc_id')!r}")
    review = item.setdefault("review", {})
    review.setdefault("state", "to_review")
    review.setdefault("version", 0)
    review.setdefault("queued_at", _mtime(path))
    return item


def check_version(item: dict[str, Any], version: int | None) -> None:
    """Conflict if the caller read an older (or newer) version than the one on disk."""
    current = item["review"]["version"]
    if version is not None and version != current:
        raise Conflict(
            f"document {item['doc_id']!r} changed since you read it (you sent version {version}, "
            f"it is now {current}); reload and try again"
        )


def save_item(workdir: Workdir, item: dict[str, Any], reviewer: str) -> None:
    """Write the item back with the next version (call under `item_lock`)."""
    review = item["review"]
    review.update(version=review["version"] + 1, updated_at=now_iso(), updated_by=reviewer)
    atomic_write_json(workdir.review_file(item["doc_id"]), item)


@contextmanager
def item_lock(workdir: Workdir, doc_id: str) -> Iterator[None]:
    """`queue_store.item_lock` for a reviewer's request: an unsafe id is a BadRequest."""
    with queue_store.item_lock(workdir, check_doc_id(doc_id)):
        yield


def needs_review_fields(item: dict[str, Any]) -> dict[str, list[str]]:
    """Fields still flagged by the pipeline (no reviewer decision yet), with their problems."""
    return {
        name: list(f.get("problems") or [])
        for name, f in item["fields"].items()
        if f.get("status") == "needs_review" and not f.get("review")
    }


def routing_reasons(item: dict[str, Any]) -> list[str]:
    """Why the item was routed to a person (cf. AWS A2I): `field: problem`, then document problems."""
    reasons = [
        f"{name}: {problem}" if problem else f"{name}: needs review"
        for name, f in item["fields"].items()
        if f.get("status") == "needs_review"
        for problem in (f.get("problems") or [""])
    ]
    return reasons + [str(p) for p in item.get("problems") or []]


def list_queue(
    workdir: Workdir, doc_type: str | None = None, reason: str | None = None, state: str | None = None
) -> list[QueueEntry]:
    """Queued items, oldest first; filter by type, state, or a substring of the routing reasons."""
    if not workdir.review_queue_dir.is_dir():
        return []
    now = datetime.now(UTC)
    entries: list[QueueEntry] = []
    for path in sorted(workdir.review_queue_dir.glob("*.json")):
        if not is_safe_id(path.stem):
            continue
        try:
            item = load_item(workdir, path.stem)
        except ReviewError as exc:  # one damaged file must not hide the rest of the queue
            item = {"doc_id": path.stem, "doc_type": "", "fields": {}, "problems": [str(exc)]}
            item["review"] = {"state": "unreadable", "version": -1, "queued_at": _mtime(path)}
        reasons = routing_reasons(item)
        review = item["review"]
        if doc_type and item.get("doc_type") != doc_type:
            continue
        if state and review["state"] != state:
            continue
        if reason and not any(reason.lower() in r.lower() for r in reasons):
            continue
        queued = datetime.fromisoformat(review["queued_at"])
        entries.append(
            QueueEntry(
                doc_id=item["doc_id"],
                doc_type=str(item.get("doc_type", "")),
                state=review["state"],
                version=review["version"],
                needs_review=len(needs_review_fields(item)),
                reasons=reasons,
                queued_at=review["queued_at"],
                age_seconds=max(0.0, (now - queued).total_seconds()),
            )
        )
    return sorted(entries, key=lambda e: (e.queued_at, e.doc_id))


def _tmp_workdir_with(*records: dict[str, Any]) -> Workdir:
    workdir = Workdir.at(tempfile.mkdtemp())
    for record in records:
        atomic_write_json(workdir.review_file(record["doc_id"]), record)
    return workdir


def _record(doc_id: str, doc_type: str, problem: str) -> dict[str, Any]:
    field = {"value": 1.0, "printed": "1.00", "scale": 1, "quote": "1.00", "page": 1}
    return {
        "doc_id": doc_id,
        "doc_type": doc_type,
        "status": "needs_review",
        "fields": {"total": {**field, "status": "needs_review", "problems": [problem]}},
        "problems": [],
    }


def _case_listing_filters() -> None:
    workdir = _tmp_workdir_with(
        _record("a_doc", "invoice", "quote not found on page 1"),
        _record("b_doc", "appraisal", "total differs from subtotal + tax"),
    )
    assert [e.doc_id for e in list_queue(workdir)] == ["a_doc", "b_doc"]
    assert [e.doc_id for e in list_queue(workdir, doc_type="appraisal")] == ["b_doc"]
    assert [e.doc_id for e in list_queue(workdir, reason="QUOTE NOT")] == ["a_doc"]
    assert list_queue(workdir)[0].needs_review == 1
    workdir.review_file("c_doc").write_text("{not json")
    damaged = list_queue(workdir, state="unreadable")
    assert [e.doc_id for e in damaged] == ["c_doc"] and "unreadable queue record" in damaged[0].reasons[0]


def _case_path_tricks_refused() -> None:
    for bad in ("../etc/passwd", "..", "a/b", "%2e%2e", ""):
        try:
            check_doc_id(bad)
        except BadRequest:
            continue
        raise AssertionError(f"{bad!r} accepted as a document id")


def _case_stale_version_conflicts() -> None:
    workdir = _tmp_workdir_with(_record("a_doc", "invoice", "x"))
    item = load_item(workdir, "a_doc")
    with item_lock(workdir, "a_doc"):
        save_item(workdir, item, "ann")
    try:
        check_version(load_item(workdir, "a_doc"), 0)
    except Conflict as exc:
        assert "version 0" in str(exc)
    else:
        raise AssertionError("stale version accepted")


SELFTEST_CASES = [_case_listing_filters, _case_path_tricks_refused, _case_stale_version_conflicts]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
