"""The outputs of a work directory as pandas tables: documents, fields, the review queue, reviewer actions,
run logs and scored runs. `ragagent report` and `ragagent export` read outputs only through these.

Sources: `outputs/predictions/*.json` (the latest record of every document, reviewer decisions included),
`outputs/reviewed/`, the review queue listing, `outputs/audit.log`, `outputs/runs/extract_*.json` and the
scorer's `extraction_*.json` files (`evals/score_extraction.py`, the runs that have labels).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pandas as pd

from ragagent.audit import AuditLog
from ragagent.review.queue import list_queue
from ragagent.workdir import Workdir

EXPORT_COLUMNS = ["doc_id", "doc_type", "doc_status", "field", "value", "number", "page", "quote", "reviewed"]
STATUSES = ["ok", "needs_review", "failed"]


def _read(path: Path) -> dict[str, Any] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _records(folder: Path, pattern: str = "*.json") -> list[tuple[Path, dict[str, Any] | None]]:
    return [(p, _read(p)) for p in sorted(folder.glob(pattern))] if folder.is_dir() else []


def documents(workdir: Workdir) -> pd.DataFrame:
    """One row per prediction: status, the reviewer's closing state, field counts, LLM calls and seconds."""
    rows = []
    for path, record in _records(workdir.predictions_dir):
        record = record or {"doc_id": path.stem, "doc_type": "", "status": "unreadable"}
        statuses = [f.get("status") for f in (record.get("fields") or {}).values()]
        provenance = record.get("provenance") or {}
        reviewed = _read(workdir.reviewed_file(path.stem))
        rows.append(
            {
                "doc_id": record.get("doc_id", path.stem),
                "doc_type": record.get("doc_type", ""),
                "status": record.get("status", "unreadable"),
                "review_state": ((reviewed or {}).get("review") or {}).get("state", ""),
                "fields_ok": statuses.count("ok"),
                "fields_review": statuses.count("needs_review"),
                "fields_empty": statuses.count("empty"),
                "llm_calls": provenance.get("llm_calls"),
                "seconds": provenance.get("seconds"),
            }
        )
    columns = ["doc_id", "doc_type", "status", "review_state", "fields_ok", "fields_review", "fields_empty"]
    frame = pd.DataFrame(rows, columns=[*columns, "llm_calls", "seconds"])
    return frame.astype({"llm_calls": "Int64", "seconds": "Float64"})


def fields(workdir: Workdir) -> pd.DataFrame:
    """One row per document and field of every readable prediction, whatever its status."""
    rows = []
    for _path, record in _records(workdir.predictions_dir):
        if record is None:
            continue
        for name, f in (record.get("fields") or {}).items():
            value = f.get("value")
            rows.append(
                {
                    "doc_id": record["doc_id"],
                    "doc_type": record.get("doc_type", ""),
                    "doc_status": record.get("status", ""),
                    "field": name,
                    "status": f.get("status", ""),
                    "value": None if value is None else str(value),
                    "number": float(value) if isinstance(value, int | float) else None,
                    "page": f.get("page"),
                    "quote": f.get("quote"),
                    "reviewed": bool(f.get("review")),
                }
            )
    frame = pd.DataFrame(rows, columns=[*EXPORT_COLUMNS[:4], "status", *EXPORT_COLUMNS[4:]])
    return frame.astype(
        {"value": "string", "number": "Float64", "page": "Int64", "quote": "string", "reviewed": "bool"}
    )


def export_rows(workdir: Workdir) -> pd.DataFrame:
    """The ok fields of all predictions, one row per document and field: value, number, page, quote.

    A failed document (no usable output, or rejected by a reviewer as unusable) gives no rows; a document
    still in review gives its verified fields, marked by `doc_status`.
    """
    table = fields(workdir)
    keep = (table["status"] == "ok") & (table["doc_status"] != "failed")
    return table[keep][EXPORT_COLUMNS].reset_index(drop=True)


def queue(workdir: Workdir) -> pd.DataFrame:
    """The open review queue: state, fields still to review, when queued and age in hours."""
    rows = [
        {
            "doc_id": e.doc_id,
            "doc_type": e.doc_type,
            "state": e.state,
            "to_review": e.needs_review,
            "queued_at": e.queued_at,
            "age_hours": e.age_seconds / 3600,
        }
        for e in list_queue(workdir)
    ]
    return pd.DataFrame(rows, columns=["doc_id", "doc_type", "state", "to_review", "queued_at", "age_hours"])


def actions(workdir: Workdir) -> pd.DataFrame:
    """Reviewer actions from the audit log (`review.*`): when, who, what, on which document."""
    log = AuditLog(workdir.audit_log)
    records = log.records() if workdir.audit_log.is_file() else []
    rows = [
        {"time": r["time"], "reviewer": r["actor"], "action": r["action"][7:], "doc_id": r.get("doc_id", "")}
        for r in records
        if str(r.get("action", "")).startswith("review.")
    ]
    frame = pd.DataFrame(rows, columns=["time", "reviewer", "action", "doc_id"])
    frame["time"] = pd.to_datetime(frame["time"], utc=True, format="ISO8601")
    return frame


def runs(workdir: Workdir) -> pd.DataFrame:
    """One row per extraction run log: documents extracted (not skipped), LLM calls, seconds, automation."""
    rows = []
    for path, log in _records(workdir.runs_dir, "extract_*.json"):
        done = [d for d in (log or {}).get("documents", []) if not d.get("skipped")]
        counted = sum(d.get(k, 0) for d in done for k in ("fields_ok", "fields_review", "fields_empty"))
        rows.append(
            {
                "run": path.stem,
                "started": (log or {}).get("started"),
                "documents": len((log or {}).get("documents", [])),
                "extracted": len(done),
                "llm_calls": sum(d.get("llm_calls", 0) for d in done),
                "seconds": (log or {}).get("seconds"),
                "automation": sum(d.get("fields_ok", 0) for d in done) / counted if counted else None,
            }
        )
    frame = pd.DataFrame(
        rows, columns=["run", "started", "documents", "extracted", "llm_calls", "seconds", "automation"]
    )
    frame["started"] = pd.to_datetime(frame["started"], utc=True, format="ISO8601")
    return frame.astype({"automation": "Float64", "seconds": "Float64"})


def scores(folder: Path | None) -> pd.DataFrame:
    """The scorer's results (`extraction_*.json`): accepted precision and automation of each labelled run."""
    rows = []
    for path, result in _records(folder, "extraction_*.json") if folder else []:
        overall = (result or {}).get("overall") or {}
        if not overall or result is None:
            continue
        rows.append(
            {
                "file": path.name,
                "created": result.get("created"),
                "documents": overall.get("documents"),
                "accepted_precision": overall.get("accepted_precision"),
                "automation": overall.get("automation_rate"),
                "field_accuracy": overall.get("field_accuracy"),
            }
        )
    columns = ["file", "created", "documents", "accepted_precision", "automation", "field_accuracy"]
    frame = pd.DataFrame(rows, columns=columns)
    frame["created"] = pd.to_datetime(frame["created"], utc=True, format="ISO8601")
    return frame.sort_values("created").reset_index(drop=True)
