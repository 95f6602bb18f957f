"""The audit log: a clean chain verifies; every kind of tampering is reported; concurrent appends chain."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from ragagent.audit import GENESIS, AuditError, AuditLog, head_path, record_hash


@pytest.fixture
def log(tmp_path: Path) -> AuditLog:
    log = AuditLog(tmp_path / "outputs" / "audit.log")
    for n in range(4):
        log.append("ann", "review.accept", {"doc_id": "d", "field": f"f{n}", "before": n, "after": n + 1})
    return log


def _lines(log: AuditLog) -> list[str]:
    return log.path.read_text(encoding="utf-8").splitlines(keepends=True)


def test_clean_chain_verifies(log: AuditLog) -> None:
    report = log.verify()
    assert report.ok, report.problems
    records = log.records()
    assert report.count == 4 and report.head == records[-1]["hash"]
    assert records[0]["prev"] == GENESIS
    assert all(b["prev"] == a["hash"] for a, b in zip(records, records[1:], strict=False))
    assert all(r["hash"] == record_hash(r) for r in records)
    assert json.loads(head_path(log.path).read_text()) == {"count": 4, "head": records[-1]["hash"]}
    assert records[2]["actor"] == "ann" and records[2]["before"] == 2 and records[2]["after"] == 3


def test_empty_log_verifies(tmp_path: Path) -> None:
    report = AuditLog(tmp_path / "audit.log").verify()
    assert report.ok and report.count == 0


def test_one_byte_edit_detected(log: AuditLog) -> None:
    text = log.path.read_bytes()
    at = text.index(b'"after":3')
    log.path.write_bytes(text[:at] + b'"after":4' + text[at + 9 :])
    problems = log.verify().problems
    assert any(p.startswith("line 3:") and "edited" in p for p in problems), problems


def test_rehashed_edit_still_breaks_the_chain(log: AuditLog) -> None:
    lines = _lines(log)
    record = json.loads(lines[1])
    record["after"] = 99
    record["hash"] = record_hash(record)  # a forger recomputes this record's own hash ...
    lines[1] = json.dumps(record, sort_keys=True, separators=(",", ":")) + "\n"
    log.path.write_text("".join(lines))
    problems = log.verify().problems
    # ... but not the next record's `prev`
    assert any(p.startswith("line 3:") and "prev hash" in p for p in problems), problems


def test_deleted_record_detected(log: AuditLog) -> None:
    lines = _lines(log)
    log.path.write_text("".join(lines[:1] + lines[2:]))
    problems = log.verify().problems
    assert any("line 2:" in p and "deleted or reordered" in p for p in problems), problems


def test_reordered_records_detected(log: AuditLog) -> None:
    lines = _lines(log)
    lines[1], lines[2] = lines[2], lines[1]
    log.path.write_text("".join(lines))
    assert not log.verify().ok


def test_truncated_tail_detected(log: AuditLog) -> None:
    log.path.write_text("".join(_lines(log)[:3]))
    problems = log.verify().problems
    assert problems == ["log holds 3 records, head file says 4 (truncated/appended)"], problems


def test_cut_mid_record_detected(log: AuditLog) -> None:
    text = log.path.read_text()
    log.path.write_text(text[:-20])
    problems = log.verify().problems
    assert any("incomplete" in p for p in problems) and any("not a JSON record" in p for p in problems)


def test_head_file_removed_detected(log: AuditLog) -> None:
    head_path(log.path).unlink()
    assert any("missing" in p for p in log.verify().problems)


def test_append_refuses_a_broken_last_record(log: AuditLog) -> None:
    log.path.write_text(log.path.read_text() + "{not json\n")
    with pytest.raises(AuditError):
        log.append("ann", "review.accept", {})
    assert not log.verify().ok


def test_actor_required(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="actor"):
        AuditLog(tmp_path / "audit.log").append("  ", "review.accept", {})


def test_concurrent_appends_all_chain(tmp_path: Path) -> None:
    path = tmp_path / "audit.log"
    start = threading.Barrier(4)

    def writer(name: str) -> None:
        log = AuditLog(path)  # one object per thread, as separate processes would have
        start.wait()
        for n in range(10):
            log.append(name, "review.accept", {"n": n})

    threads = [threading.Thread(target=writer, args=(f"w{i}",)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    report = AuditLog(path).verify()
    assert report.ok and report.count == 40, report.problems
    assert sorted((r["actor"], r["n"]) for r in AuditLog(path).records()) == sorted(
        (f"w{i}", n) for i in range(4) for n in range(10)
    )
