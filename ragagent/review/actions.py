"""Reviewer actions: accept / correct / not-printed per field; confirm / reject / postpone per document.

Every field decision is re-checked by the one evidence matcher and the one rules engine
(`ragagent.verify.verify_field`, `ragagent.rules.check_rules`); a decision they do not support is
refused with the reasons, unless the reviewer overrides it with a comment. Each action runs under
the item's lock, checks the version the reviewer read, and is written to the audit log with the
reviewer, the time and the before/after values.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from ragagent.audit import AuditLog
from ragagent.pages import Page, load_pages
from ragagent.review.queue import (
    OPEN_STATES,
    BadRequest,
    Conflict,
    NotFound,
    Refused,
    ReviewError,
    check_reviewer,
    check_version,
    item_lock,
    load_item,
    needs_review_fields,
    now_iso,
    save_item,
)
from ragagent.rules import check_rules, record_adjustments
from ragagent.schemas import FieldResult
from ragagent.verify import verify_field
from ragagent.workdir import Workdir, atomic_write_json

EXPORT_SOURCE = "review_export"
_VERB = {"accepted": "accepting", "corrected": "correcting", "not_printed": "marking not printed"}
RESULT_KEYS = ("value", "printed", "scale", "quote", "page", "status", "problems")
Change = Callable[[dict[str, Any]], dict[str, Any]]
Close = Callable[[dict[str, Any]], dict[str, Any]]


def _result(field: dict[str, Any]) -> FieldResult:
    return FieldResult.model_validate({k: field.get(k) for k in RESULT_KEYS if k in field})


def _plain(result: FieldResult) -> dict[str, Any]:
    data = result.model_dump() if hasattr(result, "model_dump") else dict(vars(result))
    return {k: data.get(k) for k in RESULT_KEYS}


def _snapshot(field: dict[str, Any]) -> dict[str, Any]:
    return {k: field.get(k) for k in RESULT_KEYS}


def _pages(workdir: Workdir, doc_id: str) -> list[Page]:
    path = workdir.text_file(doc_id)
    if not path.is_file():
        raise ReviewError(f"page text of {doc_id!r} is missing ({path}); run `ragagent text` first")
    return load_pages(path)


def _field(item: dict[str, Any], name: str) -> dict[str, Any]:
    if name not in item["fields"]:
        known = ", ".join(item["fields"])
        raise NotFound(f"document {item['doc_id']!r} has no field {name!r} (fields: {known})")
    return item["fields"][name]


def _open_item(workdir: Workdir, doc_id: str, version: int | None) -> dict[str, Any]:
    item = load_item(workdir, doc_id)
    if item["review"]["state"] not in OPEN_STATES:
        raise Conflict(f"document {doc_id!r} is {item['review']['state']}; it can no longer be changed")
    check_version(item, version)
    return item


def _run(
    workdir: Workdir,
    doc_id: str,
    reviewer: str | None,
    version: int | None,
    action: str,
    change: Change,
    close: Close | None = None,
) -> dict[str, Any]:
    """Lock, load, check the version, apply `change` (returns audit details), audit, then save the item.

    With `close`, the item leaves the queue instead: `close(item)` makes its final record, which is
    written to reviewed/ and predictions/ and returned.
    """
    who = check_reviewer(reviewer)
    with item_lock(workdir, doc_id):
        item = _open_item(workdir, doc_id, version)
        details = change(item)
        details.setdefault("state_before", item["review"]["state"])
        item["review"]["state"] = details.pop("state_after", "reviewing")
        details.update(doc_id=doc_id, version=item["review"]["version"] + 1, state=item["review"]["state"])
        AuditLog(workdir.audit_log).append(who, action, details)
        if close:
            record = close(item)
            _close(workdir, item, who, record)
            return record
        save_item(workdir, item, who)
    return item


def _settled(item: dict[str, Any], name: str) -> dict[str, FieldResult]:
    """Fields other than `name` that the rules may read: verified ones and those a reviewer decided."""
    return {
        k: _result(v)
        for k, v in item["fields"].items()
        if k != name and (v.get("status") != "needs_review" or v.get("review"))
    }


def _decide(
    item: dict[str, Any],
    name: str,
    candidate: FieldResult,
    decision: str,
    reviewer: str,
    comment: str,
    override: bool,
) -> dict[str, Any]:
    """Check `candidate` against the evidence and the rules, then record the decision on the field.

    Rules run against the settled fields only, so the order in which a reviewer works through
    fields flagged by one rule (subtotal, tax, total) does not matter; `confirm` checks them all.
    """
    field = _field(item, name)
    if override and not comment.strip():
        raise BadRequest("an override needs a comment saying why the value stands")
    settled = {**_settled(item, name), name: candidate}
    rule_problems = check_rules(
        item["doc_type"], settled, record_adjustments(item), record_adjustments(item, "carried")
    ).get(name, [])
    after = _plain(candidate)
    problems = list(after["problems"] or []) + list(rule_problems)
    failed = candidate.status == "needs_review" or bool(rule_problems)
    if failed and not override:
        raise Refused(f"{_VERB[decision]} {name!r} refused: the document does not support it", problems)
    if failed and after["value"] is None and candidate.printed is not None:
        raise Refused(
            f"{_VERB[decision]} {name!r} cannot be overridden",
            [*problems, "no value could be read from the quote"],
        )
    after.update(status="empty" if after["value"] is None else "ok", problems=problems)
    before = _snapshot(field)
    original = (field.get("review") or {}).get("original", before)
    after["review"] = {
        "decision": decision,
        "by": reviewer,
        "at": now_iso(),
        "comment": comment,
        "override": failed,
        "changed": after["value"] != original.get("value"),
        "original": original,
    }
    item["fields"][name] = after
    return {
        "field": name,
        "before": before,
        "after": _snapshot(after),
        "comment": comment,
        "override": failed,
    }


def _verified(
    workdir: Workdir, item: dict[str, Any], name: str, printed: Any, quote: str, page: int
) -> FieldResult:
    pages = _pages(workdir, item["doc_id"])
    if not any(p.page == page for p in pages):
        raise BadRequest(f"page {page} does not exist in {item['doc_id']!r} (pages 1-{len(pages)})")
    return verify_field(item["doc_type"], name, printed, quote, page, pages)


def accept_field(
    workdir: Workdir,
    doc_id: str,
    name: str,
    *,
    reviewer: str | None,
    version: int | None,
    comment: str = "",
    override: bool = False,
) -> dict[str, Any]:
    """The extracted value stands: its own quote and page are re-checked like a correction."""

    def change(item: dict[str, Any]) -> dict[str, Any]:
        field = _field(item, name)
        if field.get("value") is None and field.get("status") == "empty":
            candidate = FieldResult(status="empty")  # no value, quote or page
        elif field.get("value") is None:
            reason = "there is no value to accept; correct it or mark it not printed"
            raise Refused(f"accepting {name!r} refused", [*field.get("problems", []), reason])
        elif not field.get("quote") or not field.get("page"):
            raise Refused(f"accept of {name!r}", ["the value has no quote and page; correct it instead"])
        else:
            candidate = _verified(
                workdir, item, name, field.get("printed"), field["quote"], int(field["page"])
            )
        return _decide(item, name, candidate, "accepted", check_reviewer(reviewer), comment, override)

    return _run(workdir, doc_id, reviewer, version, "review.accept", change)


def correct_field(
    workdir: Workdir,
    doc_id: str,
    name: str,
    *,
    reviewer: str | None,
    version: int | None,
    printed: str,
    quote: str,
    page: int,
    comment: str = "",
    override: bool = False,
) -> dict[str, Any]:
    """Replace the value with the one printed, backed by a quote on a page (verified before it is taken)."""
    if not str(printed).strip():
        raise BadRequest("a correction needs the value as printed (use `null` for a value not printed)")
    if not quote.strip() or not page:
        raise BadRequest("a correction needs the quote and page that support it")

    def change(item: dict[str, Any]) -> dict[str, Any]:
        candidate = _verified(workdir, item, name, printed, quote, int(page))
        return _decide(item, name, candidate, "corrected", check_reviewer(reviewer), comment, override)

    return _run(workdir, doc_id, reviewer, version, "review.correct", change)


def null_field(
    workdir: Workdir,
    doc_id: str,
    name: str,
    *,
    reviewer: str | None,
    version: int | None,
    comment: str = "",
    override: bool = False,
) -> dict[str, Any]:
    """The document does not print this field: its value becomes null."""

    def change(item: dict[str, Any]) -> dict[str, Any]:
        candidate = FieldResult(status="empty")  # no value, quote or page
        return _decide(item, name, candidate, "not_printed", check_reviewer(reviewer), comment, override)

    return _run(workdir, doc_id, reviewer, version, "review.null", change)


def _final_record(item: dict[str, Any], status: str, problems: list[str]) -> dict[str, Any]:
    record = {k: v for k, v in item.items() if k != "review"}
    record.update(status=status, problems=problems, review=dict(item["review"]))
    return record


def _close(workdir: Workdir, item: dict[str, Any], reviewer: str, record: dict[str, Any]) -> None:
    """Write reviewed/ and predictions/, then take the item out of the queue (in that order)."""
    doc_id = item["doc_id"]
    record["review"].update(version=item["review"]["version"] + 1, updated_at=now_iso(), updated_by=reviewer)
    atomic_write_json(workdir.reviewed_file(doc_id), record)
    atomic_write_json(workdir.prediction_file(doc_id), {k: v for k, v in record.items() if k != "review"})
    workdir.review_file(doc_id).unlink()


def confirm(
    workdir: Workdir, doc_id: str, *, reviewer: str | None, version: int | None, comment: str = ""
) -> dict[str, Any]:
    """All fields settled and the rules hold (or were overridden): the document becomes `ok`."""
    who = check_reviewer(reviewer)

    def change(item: dict[str, Any]) -> dict[str, Any]:
        pending = needs_review_fields(item)
        if pending:
            raise Refused("cannot confirm yet", [f"{name} still needs a decision" for name in pending])
        results = {k: _result(v) for k, v in item["fields"].items()}
        unresolved = [
            f"{name}: {problem}"
            for name, problems in check_rules(
                item["doc_type"], results, record_adjustments(item), record_adjustments(item, "carried")
            ).items()
            for problem in problems
            if not (item["fields"][name].get("review") or {}).get("override")
        ]
        if unresolved:
            raise Refused(
                "rules still fail; correct the fields or accept them with an override comment", unresolved
            )
        item["review"].update(confirmed_by=who, confirmed_at=now_iso(), comment=comment)
        after = {k: v.get("value") for k, v in item["fields"].items()}
        return {"comment": comment, "after": after, "state_after": "confirmed"}

    def close(item: dict[str, Any]) -> dict[str, Any]:
        record = _final_record(item, "ok", [])
        record["review"]["resolved_problems"] = list(item.get("problems") or [])
        return record

    return _run(workdir, doc_id, reviewer, version, "review.confirm", change, close)


def reject(
    workdir: Workdir, doc_id: str, *, reviewer: str | None, version: int | None, reason: str
) -> dict[str, Any]:
    """The document is unusable: it leaves the queue as `failed` with the reviewer's reason."""
    who = check_reviewer(reviewer)
    if not reason.strip():
        raise BadRequest("a rejection needs a reason")

    def change(item: dict[str, Any]) -> dict[str, Any]:
        item["review"].update(rejected_by=who, rejected_at=now_iso(), comment=reason)
        return {"comment": reason, "state_after": "rejected"}

    def close(item: dict[str, Any]) -> dict[str, Any]:
        return _final_record(item, "failed", [*(item.get("problems") or []), f"rejected by {who}: {reason}"])

    return _run(workdir, doc_id, reviewer, version, "review.reject", change, close)


def postpone(
    workdir: Workdir, doc_id: str, *, reviewer: str | None, version: int | None, comment: str = ""
) -> dict[str, Any]:
    """Set the item aside; it stays in the queue with its decisions so far."""

    def change(item: dict[str, Any]) -> dict[str, Any]:
        return {"comment": comment, "state_after": "postponed"}

    return _run(workdir, doc_id, reviewer, version, "review.postpone", change)


def _label(record: dict[str, Any]) -> dict[str, Any]:
    """A confirmed record in data/labels format, marking the fields a reviewer changed."""
    fields, changed = {}, []
    for name, f in record["fields"].items():
        review = f.get("review") or {}
        fields[name] = {
            "value": f.get("value"),
            "page": f.get("page"),
            "quote": f.get("quote"),
            "changed_by_reviewer": bool(review.get("changed")),
        }
        if review.get("changed"):
            changed.append(name)
    info = record["review"]
    notes = f"Exported from review: confirmed by {info.get('confirmed_by')} at {info.get('confirmed_at')}; "
    notes += f"changed by the reviewer: {', '.join(changed) or 'none'}."
    if info.get("comment"):
        notes += f" Comment: {info['comment']}"
    return {
        "doc_id": record["doc_id"],
        "doc_type": record["doc_type"],
        "fields": fields,
        "notes": notes,
        "source": EXPORT_SOURCE,
    }


def _foreign_label(path: Path) -> bool:
    """A label file not written by this export (e.g. a blind gold label) must never be overwritten."""
    if not path.exists():
        return False
    try:
        return json.loads(path.read_text(encoding="utf-8")).get("source") != EXPORT_SOURCE
    except (OSError, ValueError, AttributeError):
        return True


def export_labels(
    workdir: Workdir, *, reviewer: str | None, out_dir: Path | None = None, force: bool = False
) -> tuple[list[Path], list[str]]:
    """Write every confirmed document as a label file; return the files written and the ones skipped (why).

    Default target is `data/labels/`; an existing label that this export did not write is kept
    unless `force`. Exported documents move to state `exported` (audited).
    """
    who = check_reviewer(reviewer)
    target = Path(out_dir) if out_dir else workdir.labels_dir
    written: list[Path] = []
    skipped: list[str] = []
    reviewed = sorted(workdir.reviewed_dir.glob("*.json")) if workdir.reviewed_dir.is_dir() else []
    for source in reviewed:
        doc_id = source.stem
        with item_lock(workdir, doc_id):
            record = json.loads(source.read_text(encoding="utf-8"))
            if record.get("review", {}).get("state") not in ("confirmed", "exported"):
                continue
            path = target / f"{doc_id}.json"
            if _foreign_label(path) and not force:
                skipped.append(f"{doc_id}: {path} exists and was not written by review export (use --force)")
                continue
            atomic_write_json(path, _label(record))
            state_before = record["review"]["state"]
            record["review"].update(
                state="exported",
                exported_at=now_iso(),
                exported_to=str(path),
                version=record["review"].get("version", 0) + 1,
            )
            AuditLog(workdir.audit_log).append(
                who,
                "review.export",
                {"doc_id": doc_id, "state_before": state_before, "state": "exported", "path": str(path)},
            )
            atomic_write_json(source, record)
            written.append(path)
    return written, skipped


class Versioned(BaseModel):
    version: int = Field(ge=0, description="The item version the reviewer read.")


class FieldDecision(Versioned):
    comment: str = Field("", max_length=2000, description="Why (required with override).")
    override: bool = Field(False, description="Take the decision although checks fail (needs a comment).")


class Correction(FieldDecision):
    printed: str = Field(min_length=1, max_length=500, description="The value as printed in the document.")
    quote: str = Field(min_length=1, max_length=2000, description="Verbatim text on `page` that shows it.")
    page: int = Field(ge=1, description="1-based page of the quote.")


class DocComment(Versioned):
    comment: str = Field("", max_length=2000, description="A note for the audit log.")


class Rejection(Versioned):
    reason: str = Field(min_length=1, max_length=2000, description="Why the document is unusable.")


@dataclass(frozen=True)
class Action:
    """One reviewer action, declared once: `ragagent review <name>` and its API route are made from it.

    `fn(workdir, doc_id[, field], reviewer=..., **request)` runs it; `message` is the CLI's success
    line ({field} and the field's new {value} filled in); `summary` heads the API route.
    """

    name: str
    fn: Callable[..., dict[str, Any]]
    request: type[Versioned]
    summary: str
    message: str
    per_field: bool = False


ACTIONS: tuple[Action, ...] = (
    # field actions: POST /api/items/{doc_id}/fields/{field}/<name>, `ragagent review <name> DOC FIELD`
    Action(
        "accept",
        accept_field,
        FieldDecision,
        "Accept the extracted value",
        "accepted {field}",
        per_field=True,
    ),
    Action(
        "correct",
        correct_field,
        Correction,
        "Correct a value with its evidence",
        "corrected {field} = {value!r}",
        per_field=True,
    ),
    Action(
        "null",
        null_field,
        FieldDecision,
        "Mark the field not printed",
        "{field} marked not printed",
        per_field=True,
    ),
    # document actions: POST /api/items/{doc_id}/<name>, `ragagent review <name> DOC`
    Action("confirm", confirm, DocComment, "Confirm the document (all fields settled)", "confirmed"),
    Action("reject", reject, Rejection, "Reject the document as unusable", "rejected"),
    Action("postpone", postpone, DocComment, "Set the item aside for later", "postponed"),
)
