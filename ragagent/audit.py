"""The append-only, hash-chained audit log: who did what, when, before and after.

One JSON object per line. Each record carries `seq` (0-based), `prev` (the previous record's hash,
64 zeros for the first) and `hash` = sha256 over the record's canonical JSON without `hash`.
A side file `<log>.head` holds `{"count", "head"}` of the last append, so cutting records off the
end is detected as well as editing, deleting or reordering them. Appends run under a file lock
and rewrite the log atomically, so a crash leaves the old log or the new one, never a torn line.
The head is written after the log: a crash between the two leaves the head one record behind a
chain that is intact, which `verify` accepts (the next append rewrites the head).
"""

from __future__ import annotations

import hashlib
import json
import tempfile
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from filelock import FileLock

from ragagent.selftest import selftest_main
from ragagent.workdir import atomic_write, atomic_write_json

GENESIS = "0" * 64
_RESERVED = ("seq", "time", "actor", "action", "prev", "hash")


class AuditError(RuntimeError):
    """The log cannot be appended to as it stands (unreadable last record)."""


@dataclass
class AuditReport:
    """Result of `verify`: ok only when the chain and the head side file agree."""

    count: int
    head: str
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def canonical(obj: Any) -> str:
    """Canonical JSON: sorted keys, no spaces, UTF-8 kept; the form that gets hashed."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def record_hash(record: dict[str, Any]) -> str:
    """sha256 over the canonical JSON of `record` without its `hash` key."""
    body = {k: v for k, v in record.items() if k != "hash"}
    return hashlib.sha256(canonical(body).encode("utf-8")).hexdigest()


def head_path(log: Path) -> Path:
    """The side file holding the count and hash of the last appended record."""
    return log.with_name(log.name + ".head")


class AuditLog:
    """One audit log file; `append` is safe across threads and processes."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._lock = FileLock(str(self.path) + ".lock")

    def append(self, actor: str, action: str, details: dict[str, Any]) -> dict[str, Any]:
        """Chain one record onto the log and return it (with `seq`, `time`, `prev`, `hash`)."""
        if not actor.strip():
            raise ValueError("audit record needs an actor (who did this)")
        clash = [k for k in details if k in _RESERVED]
        if clash:
            raise ValueError(f"audit details may not set reserved key(s): {', '.join(clash)}")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._lock:
            text = self.path.read_text(encoding="utf-8") if self.path.exists() else ""
            lines = text.splitlines()
            prev, seq = GENESIS, 0
            if lines:
                try:
                    last = json.loads(lines[-1])
                    prev, seq = last["hash"], last["seq"] + 1
                except (ValueError, KeyError, TypeError) as exc:
                    raise AuditError(f"{self.path}: last record unreadable ({exc})") from None
            record: dict[str, Any] = {
                "seq": seq,
                "time": datetime.now(UTC).isoformat(timespec="microseconds"),
                "actor": actor,
                "action": action,
                **details,
                "prev": prev,
            }
            record["hash"] = record_hash(record)
            atomic_write(self.path, "".join(line + "\n" for line in lines) + canonical(record) + "\n")
            atomic_write_json(head_path(self.path), {"count": seq + 1, "head": record["hash"]})
        return record

    def records(self) -> list[dict[str, Any]]:
        """All records, oldest first (parsed, not verified)."""
        if not self.path.exists():
            return []
        return [json.loads(line) for line in self.path.read_text(encoding="utf-8").splitlines() if line]

    def verify(self) -> AuditReport:
        """Walk the chain and compare its end with the head side file; report every break found."""
        with self._lock:
            text = self.path.read_text(encoding="utf-8") if self.path.exists() else ""
            head_file = head_path(self.path)
            head_text = head_file.read_text(encoding="utf-8") if head_file.exists() else None
        problems: list[str] = []
        prev, count, before_last = GENESIS, 0, GENESIS
        for line_no, line in enumerate(text.splitlines(), start=1):
            try:
                record = json.loads(line)
                if not isinstance(record, dict):
                    raise ValueError("not a JSON object")
            except ValueError as exc:
                problems.append(f"line {line_no}: not a JSON record ({exc})")
                prev = ""
                count += 1
                continue
            if record.get("seq") != count:
                seq = record.get("seq")
                problems.append(f"line {line_no}: seq {seq!r}, expected {count} (deleted or reordered)")
            if record.get("prev") != prev:
                problems.append(f"line {line_no}: prev hash does not match the record before it")
            if record.get("hash") != record_hash(record):
                problems.append(f"line {line_no}: hash does not match its content (edited)")
            before_last, prev = prev, str(record.get("hash", ""))
            count += 1
        if text and not text.endswith("\n"):
            problems.append("last line is incomplete (truncated mid-record)")
        if head_text is None:
            if count > 1:  # one record and no head file: a crash inside the first append
                problems.append(f"{head_file.name} missing: cannot tell whether records were cut off the end")
            return AuditReport(count, prev if count else GENESIS, problems)
        try:
            head = json.loads(head_text)
            want_count, want_head = int(head["count"]), str(head["head"])
        except (ValueError, KeyError, TypeError):
            problems.append(f"{head_file.name} unreadable")
            return AuditReport(count, prev, problems)
        head_lags = count == want_count + 1 and before_last == want_head  # crash between log and head writes
        if count != want_count and not head_lags:
            problems.append(f"log holds {count} records, head file says {want_count} (truncated/appended)")
        elif count == want_count and count and prev != want_head:
            problems.append("last record's hash differs from the head file (tail replaced)")
        return AuditReport(count, prev if count else GENESIS, problems)


def _tmp_log() -> AuditLog:
    return AuditLog(Path(tempfile.mkdtemp()) / "audit.log")


def _case_chain_verifies() -> None:
    log = _tmp_log()
    assert log.verify().ok and log.verify().count == 0
    first = log.append("ann", "accept", {"doc_id": "d1", "before": 1, "after": 1})
    second = log.append("bob", "correct", {"doc_id": "d1", "before": 1, "after": 2})
    assert first["prev"] == GENESIS and second["prev"] == first["hash"]
    report = log.verify()
    assert report.ok and report.count == 2 and report.head == second["hash"], report.problems


def _case_edit_detected() -> None:
    log = _tmp_log()
    log.append("ann", "accept", {"after": 100})
    log.append("ann", "accept", {"after": 200})
    log.path.write_text(log.path.read_text().replace("100", "900"))
    assert any("edited" in p for p in log.verify().problems)


def _case_truncation_detected() -> None:
    log = _tmp_log()
    for n in range(3):
        log.append("ann", "accept", {"n": n})
    lines = log.path.read_text().splitlines(keepends=True)
    log.path.write_text("".join(lines[:2]))
    assert any("head file says 3" in p for p in log.verify().problems)


def _case_crash_between_log_and_head_verifies() -> None:
    log = _tmp_log()
    log.append("ann", "accept", {"n": 0})
    head = head_path(log.path).read_text()
    log.append("ann", "accept", {"n": 1})
    head_path(log.path).write_text(head)  # the state a SIGKILL after the log's os.replace leaves
    assert log.verify().ok, log.verify().problems
    log.append("ann", "accept", {"n": 2})
    assert log.verify().ok and log.verify().count == 3
    lines = log.path.read_text().splitlines(keepends=True)
    log.path.write_text("".join(lines[:1]))  # two records cut off is still caught
    assert not log.verify().ok


def _case_reserved_keys_refused() -> None:
    try:
        _tmp_log().append("ann", "accept", {"hash": "x"})
    except ValueError as exc:
        assert "reserved" in str(exc)
    else:
        raise AssertionError("a detail overriding `hash` was accepted")


SELFTEST_CASES = [
    _case_chain_verifies,
    _case_edit_detected,
    _case_truncation_detected,
    _case_crash_between_log_and_head_verifies,
    _case_reserved_keys_refused,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
