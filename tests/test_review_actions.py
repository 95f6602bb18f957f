"""Reviewer actions on a queue item from a real corpus invoice, checked by the real verifier and rules."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest
from test_review_support import DOC_ID, make_queue_item, read_json

from ragagent.audit import AuditLog
from ragagent.review import actions
from ragagent.review.queue import BadRequest, Conflict, NotFound, Refused, list_queue, load_item
from ragagent.workdir import Workdir

GOOD_TOTAL = {"printed": "$127.50", "quote": "Total: | $127.50", "page": 1}


@pytest.fixture
def queued(workdir: Workdir) -> Workdir:
    make_queue_item(workdir)
    return workdir


def _version(workdir: Workdir) -> int:
    return load_item(workdir, DOC_ID)["review"]["version"]


def _audit(workdir: Workdir) -> list[dict[str, Any]]:
    return AuditLog(workdir.audit_log).records()


def _settle(workdir: Workdir) -> None:
    actions.correct_field(workdir, DOC_ID, "total", reviewer="ann", version=None, **GOOD_TOTAL)
    actions.correct_field(
        workdir,
        DOC_ID,
        "bill_to",
        reviewer="ann",
        version=None,
        printed="Taylor Riddel",
        quote="Taylor Riddel | Taylor's Store",
        page=1,
    )


def test_queue_lists_the_item_with_reasons(queued: Workdir) -> None:
    (entry,) = list_queue(queued)
    assert entry.doc_id == DOC_ID and entry.state == "to_review" and entry.needs_review == 2
    assert any("Ship To" in r for r in entry.reasons) and any("quote not found" in r for r in entry.reasons)
    assert list_queue(queued, doc_type="appraisal") == []
    assert [e.doc_id for e in list_queue(queued, reason="ship to")] == [DOC_ID]


def test_correction_without_evidence_is_refused_and_changes_nothing(queued: Workdir) -> None:
    before = queued.review_file(DOC_ID).read_bytes()
    with pytest.raises(Refused) as refused:
        actions.correct_field(
            queued,
            DOC_ID,
            "total",
            reviewer="ann",
            version=0,
            printed="$172.50",
            quote="Total: | $172.50",
            page=1,
        )
    assert any("quote not found" in r for r in refused.value.reasons)
    with pytest.raises(BadRequest, match="quote and page"):
        actions.correct_field(
            queued, DOC_ID, "total", reviewer="ann", version=0, printed="$127.50", quote="", page=1
        )
    with pytest.raises(BadRequest, match="page 7 does not exist"):
        actions.correct_field(queued, DOC_ID, "total", reviewer="ann", version=0, **{**GOOD_TOTAL, "page": 7})
    assert queued.review_file(DOC_ID).read_bytes() == before
    assert _audit(queued) == []


def test_correction_with_good_evidence_is_taken_and_audited(queued: Workdir) -> None:
    item = actions.correct_field(
        queued, DOC_ID, "total", reviewer="ann", version=0, comment="misread", **GOOD_TOTAL
    )
    total = item["fields"]["total"]
    assert total["value"] == 127.5 and total["status"] == "ok" and total["problems"] == []
    assert total["review"]["decision"] == "corrected" and total["review"]["changed"] is True
    assert total["review"]["original"]["printed"] == "$172.50"
    assert item["review"] == load_item(queued, DOC_ID)["review"]
    assert item["review"]["state"] == "reviewing" and item["review"]["version"] == 1
    (record,) = _audit(queued)
    assert record["actor"] == "ann" and record["action"] == "review.correct" and record["field"] == "total"
    assert record["before"]["value"] is None and record["after"]["value"] == 127.5
    assert record["comment"] == "misread" and record["version"] == 1


def test_rule_failure_refuses_a_correction(queued: Workdir) -> None:
    # "$127.50" is printed on the Balance Due line, so the evidence holds, but subtotal + tax != 0.00 fails
    actions.correct_field(queued, DOC_ID, "total", reviewer="ann", version=None, **GOOD_TOTAL)
    with pytest.raises(Refused) as refused:
        actions.correct_field(
            queued,
            DOC_ID,
            "tax",
            reviewer="ann",
            version=None,
            printed="$127.50",
            quote="Balance Due: | $127.50",
            page=1,
        )
    assert any("!= total" in r for r in refused.value.reasons), refused.value.reasons


def test_override_needs_a_comment_and_is_recorded(queued: Workdir) -> None:
    with pytest.raises(Refused, match="Ship To"):
        actions.accept_field(queued, DOC_ID, "bill_to", reviewer="ann", version=0)
    with pytest.raises(BadRequest, match="comment"):
        actions.accept_field(queued, DOC_ID, "bill_to", reviewer="ann", version=0, override=True)
    item = actions.accept_field(
        queued,
        DOC_ID,
        "bill_to",
        reviewer="ann",
        version=0,
        override=True,
        comment="store is the billed party",
    )
    bill_to = item["fields"]["bill_to"]
    assert bill_to["value"] == "Taylor's Store" and bill_to["status"] == "ok"
    assert bill_to["review"]["override"] is True and bill_to["review"]["changed"] is False
    assert any("Ship To" in p for p in bill_to["problems"])
    assert _audit(queued)[-1]["override"] is True


def test_override_cannot_invent_an_unreadable_value(queued: Workdir) -> None:
    with pytest.raises(Refused, match="cannot be overridden"):
        actions.correct_field(
            queued,
            DOC_ID,
            "total",
            reviewer="ann",
            version=0,
            printed="$999.00",
            quote="Total: | $999.00",
            page=1,
            override=True,
            comment="trust me",
        )


def test_null_marks_not_printed(queued: Workdir) -> None:
    item = actions.null_field(queued, DOC_ID, "due_date", reviewer="ann", version=0, comment="no due date")
    due = item["fields"]["due_date"]
    assert due["value"] is None and due["status"] == "empty" and due["review"]["decision"] == "not_printed"
    assert due["review"]["changed"] is True and _audit(queued)[-1]["after"]["value"] is None


def test_unknown_field_and_document(queued: Workdir) -> None:
    with pytest.raises(NotFound, match="no field 'colour'"):
        actions.accept_field(queued, DOC_ID, "colour", reviewer="ann", version=0)
    with pytest.raises(NotFound, match="not in the review queue"):
        actions.accept_field(queued, "inv_missing", "total", reviewer="ann", version=0)
    with pytest.raises(BadRequest, match="invalid document id"):
        actions.accept_field(queued, "../../etc/passwd", "total", reviewer="ann", version=0)
    with pytest.raises(BadRequest, match="reviewer identity required"):
        actions.accept_field(queued, DOC_ID, "total", reviewer="", version=0)


def test_stale_version_conflicts(queued: Workdir) -> None:
    actions.correct_field(queued, DOC_ID, "total", reviewer="ann", version=0, **GOOD_TOTAL)
    with pytest.raises(Conflict, match="version 0"):
        actions.null_field(queued, DOC_ID, "due_date", reviewer="bob", version=0)
    assert load_item(queued, DOC_ID)["fields"]["due_date"]["value"] == "2022-01-31"


def test_two_concurrent_writers_one_wins_nothing_lost(queued: Workdir) -> None:
    start = threading.Barrier(2)
    outcome: dict[str, str] = {}

    def write(who: str, field: str, run: Any) -> None:
        start.wait()
        try:
            run(version=0)
            outcome[who] = "won"
        except Conflict:
            outcome[who] = "conflict"

    ann = threading.Thread(
        target=write,
        args=(
            "ann",
            "total",
            lambda version: actions.correct_field(
                queued, DOC_ID, "total", reviewer="ann", version=version, **GOOD_TOTAL
            ),
        ),
    )
    bob = threading.Thread(
        target=write,
        args=(
            "bob",
            "due_date",
            lambda version: actions.null_field(
                queued, DOC_ID, "due_date", reviewer="bob", version=version, comment="x"
            ),
        ),
    )
    for t in (ann, bob):
        t.start()
    for t in (ann, bob):
        t.join()
    assert sorted(outcome.values()) == ["conflict", "won"], outcome
    item = load_item(queued, DOC_ID)
    assert item["review"]["version"] == 1 and len(_audit(queued)) == 1
    winner = next(w for w, o in outcome.items() if o == "won")
    assert _audit(queued)[0]["actor"] == winner
    # the loser reloads and retries: both changes are kept
    if winner == "ann":
        actions.null_field(queued, DOC_ID, "due_date", reviewer="bob", version=1, comment="x")
    else:
        actions.correct_field(queued, DOC_ID, "total", reviewer="ann", version=1, **GOOD_TOTAL)
    item = load_item(queued, DOC_ID)
    assert item["fields"]["total"]["value"] == 127.5 and item["fields"]["due_date"]["value"] is None
    assert AuditLog(queued.audit_log).verify().ok


def test_confirm_needs_every_field_settled(queued: Workdir) -> None:
    actions.correct_field(queued, DOC_ID, "total", reviewer="ann", version=0, **GOOD_TOTAL)
    with pytest.raises(Refused, match="bill_to still needs a decision"):
        actions.confirm(queued, DOC_ID, reviewer="ann", version=1)
    assert queued.review_file(DOC_ID).exists()


def test_confirm_moves_the_item_out_of_the_queue(queued: Workdir) -> None:
    _settle(queued)
    record = actions.confirm(queued, DOC_ID, reviewer="bob", version=2, comment="checked")
    assert not queued.review_file(DOC_ID).exists() and list_queue(queued) == []
    reviewed = read_json(queued.reviewed_dir / f"{DOC_ID}.json")
    assert reviewed == record and reviewed["status"] == "ok" and reviewed["review"]["state"] == "confirmed"
    assert reviewed["review"]["confirmed_by"] == "bob"
    prediction = read_json(queued.prediction_file(DOC_ID))
    assert prediction["status"] == "ok" and prediction["fields"]["total"]["value"] == 127.5
    assert prediction["fields"]["bill_to"]["value"] == "Taylor Riddel" and "review" not in prediction
    assert [r["action"] for r in _audit(queued)] == ["review.correct", "review.correct", "review.confirm"]
    with pytest.raises(NotFound):
        actions.accept_field(queued, DOC_ID, "total", reviewer="ann", version=3)


def test_reject_and_postpone(queued: Workdir) -> None:
    item = actions.postpone(queued, DOC_ID, reviewer="ann", version=0, comment="ask the vendor")
    assert item["review"]["state"] == "postponed"
    assert [e.doc_id for e in list_queue(queued, state="postponed")] == [DOC_ID]
    with pytest.raises(BadRequest, match="reason"):
        actions.reject(queued, DOC_ID, reviewer="ann", version=1, reason=" ")
    actions.reject(queued, DOC_ID, reviewer="ann", version=1, reason="duplicate scan")
    assert not queued.review_file(DOC_ID).exists()
    prediction = read_json(queued.prediction_file(DOC_ID))
    assert prediction["status"] == "failed" and prediction["problems"] == ["rejected by ann: duplicate scan"]
    assert read_json(queued.reviewed_dir / f"{DOC_ID}.json")["review"]["state"] == "rejected"


def test_export_writes_labels_and_keeps_foreign_ones(queued: Workdir, tmp_path: Path) -> None:
    _settle(queued)
    actions.confirm(queued, DOC_ID, reviewer="bob", version=2)
    out = tmp_path / "labels"
    blind = {"doc_id": DOC_ID, "doc_type": "invoice", "fields": {}, "notes": "careful blind label"}
    (out / f"{DOC_ID}.json").parent.mkdir(parents=True)
    (out / f"{DOC_ID}.json").write_text(json.dumps(blind))
    written, skipped = actions.export_labels(queued, reviewer="bob", out_dir=out)
    assert written == [] and "not written by review export" in skipped[0]
    assert read_json(out / f"{DOC_ID}.json") == blind
    written, skipped = actions.export_labels(queued, reviewer="bob", out_dir=out, force=True)
    assert written == [out / f"{DOC_ID}.json"] and skipped == []
    label = read_json(written[0])
    assert set(label) >= {"doc_id", "doc_type", "fields", "notes"} and label["doc_type"] == "invoice"
    assert label["fields"]["total"] == {
        "value": 127.5,
        "page": 1,
        "quote": "Total: | $127.50",
        "changed_by_reviewer": True,
    }
    assert label["fields"]["invoice_number"]["changed_by_reviewer"] is False
    assert "bill_to, total" in label["notes"]
    assert read_json(queued.reviewed_dir / f"{DOC_ID}.json")["review"]["state"] == "exported"
    written, _ = actions.export_labels(queued, reviewer="bob", out_dir=out)  # our own label: may be rewritten
    assert written == [out / f"{DOC_ID}.json"]
    assert AuditLog(queued.audit_log).verify().ok


def test_accept_of_an_unreadable_value_is_refused(queued: Workdir) -> None:
    with pytest.raises(Refused) as refused:
        actions.accept_field(queued, DOC_ID, "total", reviewer="ann", version=0)
    assert "there is no value to accept; correct it or mark it not printed" in refused.value.reasons
    with pytest.raises(Refused):
        actions.accept_field(queued, DOC_ID, "total", reviewer="ann", version=0, override=True, comment="x")
    assert load_item(queued, DOC_ID)["review"]["version"] == 0


def test_accept_of_an_unanswered_field_is_refused_but_a_verified_null_stands(queued: Workdir) -> None:
    record = json.loads(queued.review_file(DOC_ID).read_text())
    record["fields"]["tax"] = {
        "value": None,
        "printed": None,
        "scale": 1,
        "quote": None,
        "page": None,
        "status": "needs_review",
        "problems": ["no usable answer from the LLM"],
    }
    record["fields"]["due_date"] = {
        "value": None,
        "printed": None,
        "scale": 1,
        "quote": None,
        "page": None,
        "status": "empty",
        "problems": [],
    }
    queued.review_file(DOC_ID).write_text(json.dumps(record))
    with pytest.raises(Refused, match="no usable answer"):
        actions.accept_field(queued, DOC_ID, "tax", reviewer="ann", version=0)
    item = actions.accept_field(queued, DOC_ID, "due_date", reviewer="ann", version=0)
    assert (
        item["fields"]["due_date"]["status"] == "empty"
        and item["fields"]["due_date"]["review"]["changed"] is False
    )


def _process_writer(root: str, reviewer: str, barrier: Any, results: Any) -> None:
    workdir = Workdir.at(root)
    barrier.wait()
    try:
        actions.correct_field(workdir, DOC_ID, "total", reviewer=reviewer, version=0, **GOOD_TOTAL)
        results.put((reviewer, "won"))
    except Conflict:
        results.put((reviewer, "conflict"))


def test_two_processes_on_one_item_one_wins(queued: Workdir) -> None:
    import multiprocessing

    ctx = multiprocessing.get_context("spawn")
    barrier, results = ctx.Barrier(2), ctx.Queue()
    procs = [
        ctx.Process(target=_process_writer, args=(str(queued.root), who, barrier, results)) for who in "ab"
    ]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=60)
    outcome = dict(results.get(timeout=5) for _ in procs)
    assert sorted(outcome.values()) == ["conflict", "won"], outcome
    (record,) = _audit(queued)
    assert record["actor"] == next(who for who, o in outcome.items() if o == "won")
    assert load_item(queued, DOC_ID)["review"]["version"] == 1 and AuditLog(queued.audit_log).verify().ok
