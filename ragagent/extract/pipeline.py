"""Extraction of one document and of a batch: select pages, ask, verify, apply rules, retry failures, write.

Per document: plan calls (page_select) → one schema-constrained `generate_json` per call → Pydantic
validation → `verify_field` per field → up to MAX_ATTEMPTS asks in total, re-asking only fields
whose evidence failed (a field that passed is never asked again nor changed) and stopping after a
retry that fixed nothing → `check_rules` →
`outputs/predictions/<doc_id>.json` and, when a field needs review, `outputs/review_queue/<doc_id>.json`.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections.abc import Sequence
from datetime import UTC
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from ragagent.extract.candidates import adjustment_records, amounts, printed_adjustments, printed_carried
from ragagent.extract.page_select import estimate_tokens, plan_calls
from ragagent.extract.prompts import PROMPT_VERSION, SYSTEM, build_prompt
from ragagent.llm.base import LLM, LLMAuthError, LLMError, LLMQuotaError, LLMUnavailable
from ragagent.llm.shared import RunStopped, SharedLLM
from ragagent.manifest import ManifestEntry
from ragagent.normalize import detect_day_first
from ragagent.pages import Page, load_pages
from ragagent.queue_store import item_lock, reviewed_by
from ragagent.rules import Problems, check_rules
from ragagent.schemas import FieldResult, answer_model, answer_schema, field_names, field_spec
from ragagent.selftest import selftest_main
from ragagent.verify import verify_field
from ragagent.workdir import Workdir, atomic_write_json

MAX_ATTEMPTS = 3  # asks per field group in total: the first answer plus two retries of failing fields
# A retry that fixed none of the fields it re-asked ends the retries of that group: decoding is greedy
# (temperature 0), so a third ask with near-identical feedback mostly repeats the second answer.
PIPELINE_VERSION = "pipeline-v1"  # part of the resume hash together with prompt, schema, model and text


class DocOutcome(BaseModel):
    """One document's line in the run summary."""

    doc_id: str
    doc_type: str
    status: str
    fields_ok: int = 0
    fields_review: int = 0
    fields_empty: int = 0
    llm_calls: int = 0
    seconds: float = 0.0
    skipped: bool = False
    problems: list[str] = Field(default_factory=list)


class RunSummary(BaseModel):
    """A batch run: per-document outcomes and totals."""

    started: str
    seconds: float = 0.0
    model: str = ""
    extractor: str = "v1"
    documents: list[DocOutcome] = Field(default_factory=list)

    def count(self, status: str) -> int:
        return sum(d.status == status for d in self.documents)

    @property
    def llm_calls(self) -> int:
        return sum(d.llm_calls for d in self.documents)


EXTRACTORS = ("v1", "v2")  # v1: the model copies quotes (default); v2: it points at lines (extract/point.py)


def _version_parts(extractor: str) -> tuple[str, str, str]:
    if extractor == "v2":
        from ragagent.extract import point
        from ragagent.extract.prompts import POINT_PROMPT_VERSION, POINT_SYSTEM

        return point.PIPELINE_VERSION, POINT_PROMPT_VERSION, POINT_SYSTEM
    return PIPELINE_VERSION, PROMPT_VERSION, SYSTEM


def inputs_hash(doc_type: str, pages: list[Page], model_id: str, extractor: str = "v1") -> str:
    """Hash of everything an output depends on: page text, reply schema, prompt, pipeline and model."""
    digest = hashlib.sha256()
    for part in (
        *_version_parts(extractor),
        model_id,
        doc_type,
        json.dumps(answer_schema(doc_type), sort_keys=True),
    ):
        digest.update(part.encode() + b"\0")
    for page in pages:
        digest.update(f"{page.page}\0{page.text}\0".encode())
    return digest.hexdigest()


def _ask(
    llm: LLM,
    doc_type: str,
    plan_fields: list[str],
    fields: list[str],
    excerpt: str,
    feedback: dict[str, list[str]] | None,
    usage: list[dict[str, int]],
) -> dict[str, Any]:
    """One call for `fields` (a subset of the plan's); returns {field: {"printed", "quote", "page"}}.

    The prompt always lists the plan's fields so retries keep the first call's prompt as a prefix.
    Appends the call's estimated prompt and reply tokens to `usage`.
    """
    prompt = build_prompt(doc_type, [field_spec(doc_type, f) for f in plan_fields], excerpt, feedback)
    reply = llm.generate_json(prompt, answer_schema(doc_type, fields), system=SYSTEM)
    usage.append(
        {
            "fields": len(fields),
            "prompt_tokens_est": estimate_tokens(SYSTEM + prompt),
            "reply_tokens_est": estimate_tokens(json.dumps(reply, ensure_ascii=False)),
        }
    )
    try:
        parsed = answer_model(doc_type, fields).model_validate(reply)
    except ValidationError as exc:
        raise LLMError(f"reply does not fit the field schema: {exc.errors()[:3]}") from exc
    return {name: getattr(parsed, name).model_dump() for name in fields}


def extract_document(entry: ManifestEntry, pages: list[Page], llm: LLM) -> dict[str, Any]:
    """Extract, verify and check one document; return its prediction record (contract shape)."""
    doc_type = entry.doc_type
    if not any(p.text.strip() for p in pages):
        return failed_record(entry, llm.model_id, "no readable text on any page (scanned or empty document)")
    record = failed_record(entry, llm.model_id)  # until a field is answered
    day_first = detect_day_first("\n".join(p.text for p in pages[:3]))
    results: dict[str, FieldResult] = {}
    attempts = 0
    # per retry: fields asked, their problems before it, and which it fixed (the retry policy's evidence)
    retries: list[dict[str, Any]] = []
    usage: list[dict[str, int]] = []
    for plan in plan_calls(doc_type, pages):
        pending, feedback = list(plan.fields), None
        before: dict[str, list[str]] = {}  # problems of the fields being re-asked (empty on the first ask)
        for attempt in range(1, MAX_ATTEMPTS + 1):
            try:
                answers = _ask(llm, doc_type, list(plan.fields), pending, plan.excerpt, feedback, usage)
            except (LLMAuthError, LLMQuotaError):
                raise
            except LLMUnavailable as exc:
                record["problems"] = [f"LLM unavailable: {exc}"]
                record["attempts"] = max(attempts, attempt)
                return record
            except LLMError as exc:
                record["problems"].append(f"attempt {attempt} for {', '.join(pending)}: {exc}")
                continue
            finally:
                attempts = max(attempts, attempt)
            for name in pending:
                a = answers[name]
                results[name] = verify_field(
                    doc_type, name, a["printed"], a["quote"], a["page"], pages, day_first=day_first
                )
            failing = [n for n in pending if results[n].status == "needs_review"]
            if before:  # this ask was a retry
                fixed = sorted(set(pending) - set(failing))
                retries.append({"attempt": attempt, "asked": pending, "fixed": fixed, "problems": before})
                if not fixed:
                    break
            if not failing:
                break
            pending = failing
            before = {n: list(results[n].problems) for n in pending}
            feedback = {
                n: [f"you gave {results[n].printed!r} quoting {results[n].quote!r}", *before[n]]
                for n in pending
            }
    adjustments = printed_adjustments(doc_type, pages, day_first=day_first)
    carried = printed_carried(doc_type, pages, day_first=day_first)
    fill_and_check(doc_type, results, amounts(adjustments), amounts(carried))
    record["fields"] = {name: results[name].model_dump() for name in field_names(doc_type)}
    record["adjustments"] = adjustment_records(adjustments)
    record["carried"] = adjustment_records(carried)
    record["attempts"] = attempts
    record["provenance"] = {"retries": retries, "usage": usage}
    return settle_status(record, results)


def failed_record(entry: ManifestEntry, model_id: str, problem: str | None = None) -> dict[str, Any]:
    """A prediction record (contract shape) for a document that produced no usable output."""
    return {
        "doc_id": entry.doc_id,
        "doc_type": entry.doc_type,
        "status": "failed",
        "fields": {},
        "attempts": 0,
        "model": model_id,
        "problems": [problem] if problem else [],
    }


def write_outputs(workdir: Workdir, record: dict[str, Any]) -> None:
    """Write the prediction; queue it for review when a field needs review, else drop a stale queue file.

    A queue item a reviewer has already worked on is kept as it is (their decisions are not thrown away
    by a re-extraction); the new prediction says so in `problems`. The queue is touched under the
    review item lock, so a reviewer's concurrent write is never lost either.
    """
    review = workdir.review_file(record["doc_id"])
    with item_lock(workdir, record["doc_id"]):
        reviewer = reviewed_by(workdir, record["doc_id"])
        if reviewer:
            record["problems"] = [
                *record.get("problems", []),
                f"review queue item kept: {reviewer} is reviewing the previous extraction",
            ]
        atomic_write_json(workdir.prediction_file(record["doc_id"]), record)
        if reviewer:
            return
        if record["status"] == "needs_review":
            atomic_write_json(review, record)
        else:
            review.unlink(missing_ok=True)


def _current(path: Path, digest: str) -> dict[str, Any] | None:
    """The stored prediction when it was made from the same inputs and did not fail."""
    try:
        old = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return old if old.get("inputs_hash") == digest and old.get("status") != "failed" else None


def _outcome(record: dict[str, Any], calls: int, seconds: float, skipped: bool) -> DocOutcome:
    statuses = [f["status"] for f in record.get("fields", {}).values()]
    return DocOutcome(
        doc_id=record["doc_id"],
        doc_type=record["doc_type"],
        status=record["status"],
        fields_ok=statuses.count("ok"),
        fields_review=statuses.count("needs_review"),
        fields_empty=statuses.count("empty"),
        llm_calls=calls,
        seconds=round(seconds, 2),
        skipped=skipped,
        problems=record.get("problems", [])[:3],
    )


def extract_one(
    entry: ManifestEntry, workdir: Workdir, llm: LLM, *, force: bool = False, extractor: str = "v1"
) -> DocOutcome:
    """Extract one manifest entry into the work directory (skipped when its outputs are current)."""
    start = time.monotonic()
    text_file = workdir.text_file(entry.doc_id)
    if not text_file.is_file():
        record = failed_record(entry, llm.model_id, f"no page text at {text_file}; run `ragagent text` first")
        write_outputs(workdir, record)
        return _outcome(record, 0, time.monotonic() - start, False)
    reviewed = workdir.reviewed_file(entry.doc_id)
    if not force and reviewed.is_file():  # a human has settled this document: a re-run must not undo it
        return _outcome(json.loads(reviewed.read_text(encoding="utf-8")), 0, 0.0, True)
    pages = load_pages(text_file)
    digest = inputs_hash(entry.doc_type, pages, llm.model_id, extractor)
    if not force and (old := _current(workdir.prediction_file(entry.doc_id), digest)):
        return _outcome(old, 0, 0.0, True)
    calls_before, tokens_before = llm.calls, dict(getattr(llm, "tokens", None) or {})
    if extractor == "v2":
        from ragagent.extract.point import extract_document as extract_v2

        record = extract_v2(entry, pages, llm)
    else:
        record = extract_document(entry, pages, llm)
    record["inputs_hash"] = digest
    calls = llm.calls - calls_before
    tokens = {k: v - tokens_before.get(k, 0) for k, v in (getattr(llm, "tokens", None) or {}).items()}
    # the document's own time: a pool's view (ragagent.llm.shared) says how long it waited for the model
    seconds = time.monotonic() - start - getattr(llm, "waited_seconds", 0.0)
    pipeline, prompt, _system = _version_parts(extractor)
    record["provenance"] = {
        **record.get("provenance", {}),
        "llm_calls": calls,
        "seconds": round(seconds, 2),
        "pipeline": pipeline,
        "prompt": prompt,
        **({"tokens": tokens} if tokens else {}),  # measured by the backend (local: llama.cpp)
    }
    write_outputs(workdir, record)
    return _outcome(record, calls, seconds, False)


def extract_all(
    entries: list[ManifestEntry],
    workdir: Workdir,
    *,
    backend: str | None = None,
    force: bool = False,
    show_progress: bool = True,
    llm: LLM | None = None,
    extractor: str = "v1",
    workers: int | None = None,
) -> RunSummary:
    """Extract every entry, `workers` documents at a time (default: one per core), sharing one LLM.

    One failing document never stops the batch; an auth or quota error stops it (see `_run_pool`) and
    is raised after the run log is written. The summary lists documents in manifest order. The LLM is
    one shared worker: each document calls it through its own view (ragagent.llm.shared: serialized
    for the local model, concurrent for a remote one), so its calls and tokens are its own.
    """
    from datetime import datetime

    from rich.console import Console

    from ragagent.llm import get_llm

    started = datetime.now(UTC)
    summary = RunSummary(started=started.isoformat(timespec="seconds"), extractor=extractor)
    t0 = time.monotonic()
    console = Console(stderr=True)
    try:
        llm = llm or get_llm(backend)
    except LLMUnavailable as exc:
        for entry in entries:
            record = failed_record(entry, backend or "", f"LLM unavailable: {exc}")
            write_outputs(workdir, record)
            summary.documents.append(_outcome(record, 0, 0.0, False))
        return _finish(summary, workdir, t0, console, show_progress)
    summary.model = llm.model_id
    outcomes, stop = _run_pool(
        entries, workdir, SharedLLM(llm), force, extractor, workers, console, show_progress
    )
    summary.documents = [outcomes[i] for i in sorted(outcomes)]
    _finish(summary, workdir, t0, console, show_progress)
    if stop is not None:
        raise stop
    return summary


def _extract_guarded(
    entry: ManifestEntry, workdir: Workdir, shared: SharedLLM, force: bool, extractor: str
) -> DocOutcome:
    """`extract_one` on the document's own view of the shared LLM; any failure but a run-stopping one
    (auth, quota, RunStopped) becomes the document's failed outcome."""
    with shared.view() as llm:
        try:
            return extract_one(entry, workdir, llm, force=force, extractor=extractor)
        except (LLMAuthError, LLMQuotaError, RunStopped):
            raise
        except Exception as exc:  # one broken document never stops the batch
            record = failed_record(entry, llm.model_id, f"{type(exc).__name__}: {exc}")
            write_outputs(workdir, record)
            return _outcome(record, 0, 0.0, False)


def _run_pool(
    entries: list[ManifestEntry],
    workdir: Workdir,
    shared: SharedLLM,
    force: bool,
    extractor: str,
    workers: int | None,
    console: Any,
    show_progress: bool,
) -> tuple[dict[int, DocOutcome], LLMError | None]:
    """Run the documents `workers` at a time in threads; return their outcomes by position and the auth or
    quota error that stopped the run, if one did.

    A stop (that error, or Ctrl-C) cancels the documents not yet started; the running ones end at their
    next LLM call without writing anything (RunStopped), so what was written stays and a resume redoes
    only them.
    """
    from concurrent.futures import ThreadPoolExecutor, as_completed

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    size = max(1, workers or os.cpu_count() or 1)
    outcomes: dict[int, DocOutcome] = {}
    stop: LLMError | None = None
    with (
        Progress(
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=console,
            disable=not show_progress,
        ) as progress,
        ThreadPoolExecutor(max_workers=size, thread_name_prefix="extract") as pool,
    ):
        task = progress.add_task(f"extract ({size} at a time)", total=len(entries))
        futures = {
            pool.submit(_extract_guarded, entry, workdir, shared, force, extractor): at
            for at, entry in enumerate(entries)
        }

        def halt() -> None:
            shared.stop()
            for future in futures:
                future.cancel()

        try:
            for future in as_completed(futures):
                if future.cancelled():
                    continue
                try:
                    outcome = future.result()
                except RunStopped:
                    continue
                except (LLMAuthError, LLMQuotaError) as exc:  # every further call would fail the same way
                    stop = stop or exc
                    halt()
                    continue
                outcomes[futures[future]] = outcome
                progress.console.print(
                    f"{outcome.doc_id}: {outcome.status}"
                    + (
                        " (current, skipped)"
                        if outcome.skipped
                        else f" ({outcome.llm_calls} calls, {outcome.seconds:.0f} s)"
                    )
                )
                progress.advance(task)
        except BaseException:  # Ctrl-C: stop as for a quota error, then let it through
            halt()
            raise
    return outcomes, stop


def _finish(summary: RunSummary, workdir: Workdir, t0: float, console: Any, show: bool) -> RunSummary:
    """Total the run, print the summary table and write the run log under outputs/runs/."""
    from rich.table import Table

    summary.seconds = round(time.monotonic() - t0, 2)
    stamp = summary.started.replace(":", "").replace("-", "").replace("+0000", "Z")
    atomic_write_json(workdir.runs_dir / f"extract_{stamp}.json", summary.model_dump())
    if show:
        table = Table(title="extraction")
        for column in (
            "documents",
            "ok",
            "needs_review",
            "failed",
            "fields ok",
            "fields review",
            "fields empty",
            "LLM calls",
            "seconds",
        ):
            table.add_column(column, justify="right")
        docs = summary.documents
        table.add_row(
            str(len(docs)),
            str(summary.count("ok")),
            str(summary.count("needs_review")),
            str(summary.count("failed")),
            str(sum(d.fields_ok for d in docs)),
            str(sum(d.fields_review for d in docs)),
            str(sum(d.fields_empty for d in docs)),
            str(summary.llm_calls),
            f"{summary.seconds:.0f}",
        )
        console.print(table)
    return summary


_INVOICE_PAGE = (
    "Acme Supplies Ltd | INVOICE\nInvoice No: INV-7\nInvoice Date: March 4, 2024\n"
    "Subtotal: | $ 100.00\nTax: | $ 7.00\nTotal: | $ 107.00"
)
_INVOICE_ANSWERS = {
    "invoice_number": ("INV-7", "Invoice No: INV-7"),
    "invoice_date": ("March 4, 2024", "Invoice Date: March 4, 2024"),
    "vendor_name": ("Acme Supplies Ltd", "Acme Supplies Ltd | INVOICE"),
    "currency": ("$", "Total: | $ 107.00"),
    "subtotal": ("$ 100.00", "Subtotal: | $ 100.00"),
    "tax": ("$ 7.00", "Tax: | $ 7.00"),
    "total": ("$ 107.00", "Total: | $ 107.00"),
}


def _scripted(total: str) -> Any:
    from ragagent.llm.fake import FakeLLM

    answers = {**_INVOICE_ANSWERS, "total": (total, f"Total: | {total}")}

    def reply(prompt: str, schema: dict[str, Any]) -> dict[str, Any]:
        out = {}
        for name in schema["required"]:
            printed, quote = answers.get(name, (None, None))
            out[name] = {"printed": printed, "quote": quote, "page": 1 if quote else None}
        return out

    return FakeLLM(reply)


def fill_and_check(
    doc_type: str,
    results: dict[str, FieldResult],
    adjustments: Sequence[float],
    carried: Sequence[float] = (),
) -> Problems:
    """Queue every field the LLM left unanswered, then every field a business rule objects to, the sum
    rule closing its gap with the document's printed `adjustments`, the amount-due rule with its
    `carried` balances (shared by the v1 and v2 extractors). Returns the rules' objections."""
    for name in field_names(doc_type):
        results.setdefault(
            name, FieldResult(status="needs_review", problems=["no usable answer from the LLM"])
        )
    raised = check_rules(doc_type, results, adjustments, carried)
    for name, problems in raised.items():
        results[name].status = "needs_review"
        results[name].problems.extend(problems)
    return raised


def settle_status(record: dict[str, Any], results: dict[str, FieldResult]) -> dict[str, Any]:
    """Set the record's status from its fields: failed when the LLM gave nothing usable for any field,
    needs_review when any field needs a reviewer, else ok (shared by the v1 and v2 extractors)."""
    if all(r.status == "needs_review" and r.value is None and not r.quote for r in results.values()):
        record["status"] = "failed"
        record["problems"].append("the LLM gave no usable answer for any field")
    else:
        record["status"] = (
            "needs_review" if any(r.status == "needs_review" for r in results.values()) else "ok"
        )
    return record


def _case_verified_answers_pass_and_a_made_up_one_is_queued() -> None:
    import tempfile

    from ragagent.pages import save_pages

    workdir = Workdir.at(tempfile.mkdtemp())
    entry = ManifestEntry(doc_id="inv", doc_type="invoice")
    save_pages(workdir.text_file("inv"), [Page(doc_id="inv", page=1, text=_INVOICE_PAGE)])
    outcome = extract_one(entry, workdir, _scripted("$ 107.00"))
    record = json.loads(workdir.prediction_file("inv").read_text(encoding="utf-8"))
    assert outcome.status == record["status"] == "ok" and record["fields"]["total"]["value"] == 107.0
    assert not workdir.review_file("inv").exists()
    llm = _scripted("$ 170.00")  # not printed on the page: never accepted, re-asked, then queued
    extract_one(entry, workdir, llm, force=True)
    record = json.loads(workdir.review_file("inv").read_text(encoding="utf-8"))
    assert record["status"] == "needs_review" and record["fields"]["total"]["status"] == "needs_review"
    assert llm.calls == 2 and record["fields"]["tax"]["status"] == "ok"


def _case_reviewers_queue_item_is_kept() -> None:
    import tempfile

    workdir = Workdir.at(tempfile.mkdtemp())
    entry = ManifestEntry(doc_id="inv", doc_type="invoice")
    queued = {**failed_record(entry, "m"), "status": "needs_review", "review": {"updated_by": "ann"}}
    atomic_write_json(workdir.review_file("inv"), queued)
    write_outputs(workdir, {**failed_record(entry, "m"), "status": "ok"})
    assert json.loads(workdir.review_file("inv").read_text(encoding="utf-8")) == queued
    prediction = json.loads(workdir.prediction_file("inv").read_text(encoding="utf-8"))
    assert prediction["problems"] == ["review queue item kept: ann is reviewing the previous extraction"]


SELFTEST_CASES = [_case_verified_answers_pass_and_a_made_up_one_is_queued, _case_reviewers_queue_item_is_kept]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
