"""Grade extraction predictions against the blind hand labels (rules of ../shared/spec/extraction.md).

Usage: python evals/score_extraction.py [--workdir DIR] [--labels data/labels] [--run-log FILE]

Reads `<workdir>/outputs/predictions/*.json` and `data/labels/*.json`, grades every labelled field and
writes `evals/results/extraction_<UTC timestamp>.json` plus a printed table. Per field the outcome is
`correct`, `wrong`, `miss` (label value, prediction null), `false_fill` (label null, prediction value)
or `true_empty` (both null; counts as correct). Cost per document comes from the prediction files
(`attempts`, optional `llm_calls`, `seconds`, at the top or in `provenance`) and, where those lack
it, from a run log: the newest `<workdir>/outputs/runs/*.json` or `--run-log`, holding per-document
records `{"doc_id", "llm_calls", "seconds"}` as a list, or under a "documents" key (list, or dict
keyed by doc_id); records marked `"skipped": true` (outputs already current, no cost) are ignored.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ragagent import Workdir
from ragagent.schemas import field_names, field_spec
from ragagent.workdir import REPO_ROOT, atomic_write_json

RELATIVE_TOLERANCE = 0.005  # money and number: ±0.5 % of the label
PERCENT_TOLERANCE = 0.01  # percent points
RESULTS_DIR = REPO_ROOT / "evals" / "results"
ADDRESS_FIELDS = frozenset({"property_address"})
COMPANY_SUFFIXES = frozenset({
    "inc", "incorporated", "ltd", "limited", "llc", "llp", "lp", "corp", "corporation", "co", "company", "bv",
    "nv", "ag", "gmbh", "plc", "na", "sa", "sas", "sarl", "pvt", "private", "pte", "pty", "kg", "spa", "srl",
})
_STREET_WORDS = {
    "street": "st", "st": "st", "avenue": "ave", "ave": "ave", "av": "ave", "road": "rd", "rd": "rd",
    "drive": "dr", "dr": "dr", "court": "ct", "ct": "ct", "lane": "ln", "ln": "ln", "boulevard": "blvd",
    "blvd": "blvd", "parkway": "pkwy", "pkwy": "pkwy", "place": "pl", "pl": "pl", "way": "way",
    "circle": "cir", "cir": "cir", "terrace": "ter", "ter": "ter", "highway": "hwy", "hwy": "hwy",
    "trail": "trl", "trl": "trl", "square": "sq", "sq": "sq",
}
_DIRECTIONS = {"north": "n", "south": "s", "east": "e", "west": "w"}
_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"))
_LAW_PREFIX = re.compile(r"^(?:the )?(?:laws? of )?(?:the )?(?:(?:state|commonwealth|province) of )?")
# "Ontario law" names the jurisdiction Ontario: the contract's value is the jurisdiction
_LAW_SUFFIX = re.compile(r" laws?$")
# the words that lead into a rate or late charge as printed ("a fixed rate of 7.15% per annum", "a late
# charge equal to five percent (5%) …"): the contract's example has none, label writers keep them or not
_LEAD_WORDS = {
    "interest_rate": re.compile(r"^(?:at )?(?:an? |the )?(?:fixed )?(?:interest )?rate (?:of |equal to )"),
    "late_charge": re.compile(r"^(?:an? |the )?late (?:charge|fee|payment charge) (?:of |equal to )"),
}


def _jurisdiction(value: str) -> str:
    """A governing law as the jurisdiction it names ("the laws of the State of Texas", "Texas law": texas)."""
    return _LAW_SUFFIX.sub("", _LAW_PREFIX.sub("", plain_text(value)))


class ScoreError(ValueError):
    """Labels or predictions cannot be graded; the message names the file and the problem."""


# ---------------------------------------------------------------- text normalization


def plain_text(text: str) -> str:
    """Case-folded text without punctuation (dots and apostrophes joined), whitespace collapsed."""
    text = unicodedata.normalize("NFKC", text).translate(_ZERO_WIDTH).casefold()
    text = re.sub(r"[.'’‘`]", "", text)
    text = re.sub(r"[^\w\s]|_", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def company_text(text: str) -> str:
    """`plain_text` with trailing company suffixes (Inc, Ltd, LLC, B.V., N.A., ...) removed."""
    words = plain_text(text).split()
    while len(words) > 1 and words[-1] in COMPANY_SUFFIXES:
        words.pop()
    return " ".join(words)


@dataclass(frozen=True)
class Address:
    street: str | None
    city: str | None
    state: str | None
    postal: str | None

    @property
    def street_and_city(self) -> str:
        return " ".join(part for part in (self.street, self.city) if part)


def _street_token(word: str) -> str:
    return _STREET_WORDS.get(word, _DIRECTIONS.get(word, word))


def parse_address(text: str) -> Address:
    """Split a US-style address into street, city, state and postal code (parts may be None)."""
    cleaned = unicodedata.normalize("NFKC", text).translate(_ZERO_WIDTH).casefold()
    segments = [plain_text(s).split() for s in cleaned.split(",")]
    segments = [s for s in segments if s]
    words = [w for s in segments for w in s]
    postal = state = None
    if words and re.fullmatch(r"\d{5}(?:\d{4})?", words[-1]):
        postal = words.pop()
    if words and re.fullmatch(r"[a-z]{2}", words[-1]):
        state = words.pop()
    rest = [_street_token(w) for w in words]
    street: str | None
    city: str | None
    if len(segments) >= 2 and len(segments[0]) < len(rest):
        street, city = " ".join(rest[: len(segments[0])]), " ".join(rest[len(segments[0]):]) or None
    else:
        ends = [i for i, w in enumerate(rest) if w in _STREET_WORDS.values() and i > 0]
        if ends and ends[-1] < len(rest) - 1:
            street, city = " ".join(rest[: ends[-1] + 1]), " ".join(rest[ends[-1] + 1:])
        else:
            street, city = " ".join(rest) or None, None
    return Address(street, city, state, postal)


def address_matches(predicted: str, label: str) -> bool:
    """Every part the label has must equal the prediction's part exactly (after normalization)."""
    want, got = parse_address(label), parse_address(predicted)
    for part in ("state", "postal"):
        if getattr(want, part) is not None and getattr(want, part) != getattr(got, part):
            return False
    if want.street and want.city and got.street and got.city:
        return want.street == got.street and want.city == got.city
    return want.street_and_city == got.street_and_city


# ---------------------------------------------------------------- grading one value


def _as_number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value) if math.isfinite(value) else None
    if isinstance(value, str):
        try:
            return float(value.replace(",", ""))
        except ValueError:
            return None
    return None


def numbers_match(predicted: Any, label: float, tolerance: float = RELATIVE_TOLERANCE) -> bool:
    """Relative tolerance; exact when the label is 0."""
    got = _as_number(predicted)
    if got is None:
        return False
    if label == 0:
        return got == 0
    return abs(got - label) <= tolerance * abs(label) + 1e-9


def percent_matches(predicted: Any, label: float) -> bool:
    """Percent points, exact to 0.01."""
    got = _as_number(predicted)
    return got is not None and abs(got - label) <= PERCENT_TOLERANCE + 1e-9


def text_matches(field: str, predicted: Any, label: str) -> bool:
    """Loose text comparison: the contract's normalization, plus the field's own allowances."""
    if not isinstance(predicted, str):
        return False
    if field in ADDRESS_FIELDS:
        return address_matches(predicted, label)
    if field == "governing_law":
        return _jurisdiction(predicted) == _jurisdiction(label)
    if lead := _LEAD_WORDS.get(field):
        return lead.sub("", plain_text(predicted)) == lead.sub("", plain_text(label))
    want = company_text(label)
    if company_text(predicted) == want:
        return True
    # bill_to: "Company, Contact" is accepted when the label is the company.
    return field == "bill_to" and "," in predicted and company_text(predicted.split(",")[0]) == want


def value_matches(doc_type: str, field: str, predicted: Any, label: Any) -> bool:
    """Whether a non-null prediction equals a non-null label under the field type's rule."""
    kind = field_spec(doc_type, field).kind
    if kind in ("money", "number"):
        return numbers_match(predicted, float(label))
    if kind == "percent":
        return percent_matches(predicted, float(label))
    if kind in ("date", "enum"):
        return isinstance(predicted, str) and predicted.strip() == label
    return text_matches(field, predicted, label)


def grade_field(doc_type: str, field: str, predicted: Any, label: Any) -> str:
    """One of correct / wrong / miss / false_fill / true_empty."""
    if label is None:
        return "true_empty" if predicted is None else "false_fill"
    if predicted is None:
        return "miss"
    return "correct" if value_matches(doc_type, field, predicted, label) else "wrong"


# ---------------------------------------------------------------- loading


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ScoreError(f"{path}: not readable JSON ({exc})") from None


def load_labels(labels_dir: Path) -> dict[str, dict[str, Any]]:
    """Label files by doc_id, each checked to hold every contract field of its type."""
    files = sorted(Path(labels_dir).glob("*.json"))
    if not files:
        raise ScoreError(f"{labels_dir}: no label files (*.json)")
    labels: dict[str, dict[str, Any]] = {}
    for path in files:
        data = _read_json(path)
        try:
            names = field_names(data["doc_type"])
            fields = data["fields"]
            missing = [n for n in names if n not in fields or "value" not in fields[n]]
        except (KeyError, TypeError, ValueError) as exc:
            raise ScoreError(f"{path}: not a label file ({exc})") from None
        if missing:
            raise ScoreError(f"{path}: fields missing: {', '.join(missing)}")
        labels[data["doc_id"]] = data
    return labels


def load_predictions(predictions_dir: Path) -> dict[str, dict[str, Any]]:
    """Prediction files by doc_id (empty when the folder does not exist)."""
    predictions: dict[str, dict[str, Any]] = {}
    for path in sorted(Path(predictions_dir).glob("*.json")):
        data = _read_json(path)
        if not isinstance(data, dict) or not isinstance(data.get("fields", {}), dict):
            raise ScoreError(f"{path}: not a prediction file (expected an object with 'fields')")
        predictions[str(data.get("doc_id") or path.stem)] = data
    return predictions


def load_run_log(path: Path | None) -> dict[str, dict[str, Any]]:
    """Per-document run records by doc_id from a run log; {} when there is none."""
    if path is None or not path.is_file():
        return {}
    data = _read_json(path)
    records = data.get("documents", []) if isinstance(data, dict) else data
    if isinstance(records, dict):
        records = [{"doc_id": k, **v} for k, v in records.items() if isinstance(v, dict)]
    if not isinstance(records, list):
        return {}
    # A document skipped as already current cost nothing in that run; it says nothing about its cost.
    return {str(r["doc_id"]): r for r in records
            if isinstance(r, dict) and "doc_id" in r and not r.get("skipped")}


def newest_run_log(workdir: Workdir) -> Path | None:
    logs = sorted(workdir.runs_dir.glob("*.json"), key=lambda p: p.stat().st_mtime)
    return logs[-1] if logs else None


# ---------------------------------------------------------------- scoring

_INFO = re.compile(r"^line \[[\d.]+\] chosen by code")  # says which line was used, refuses nothing


def review_reason(doc_type: str, entry: dict[str, Any]) -> str | None:
    """The gate that sent a field to review: its first refusing problem with values, line ids,
    patterns and field names blanked, so one gate is one reason across documents; None unless
    the field is needs_review."""
    if entry.get("status") != "needs_review":
        return None
    problems = [p for p in entry.get("problems") or [] if isinstance(p, str) and not _INFO.match(p)]
    if not problems:
        return "(no problem recorded)"
    text = re.sub(r"'[^']*'", "'…'", problems[0]).split(";")[0].split(" (")[0]
    text = re.sub(r"\d[\d.,]*", "#", re.sub(r"\[[\d.]+\]", "[…]", text))
    for name in sorted(field_names(doc_type), key=len, reverse=True):
        text = re.sub(rf"\b{name}\b", "<field>", text)
    return text.strip()


def review_reasons(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per reason: fields sent to review whose value the label says is right (`correct`: what the
    gate cost) and the rest (`other`: what it caught), with the right ones' fields; most costly first."""
    table: dict[str, dict[str, Any]] = {}
    for row in rows:
        if row["reason"] is None:
            continue
        entry = table.setdefault(row["reason"], {"reason": row["reason"], "correct": 0, "other": 0,
                                                 "fields": []})
        if row["outcome"] == "correct":
            entry["correct"] += 1
            entry["fields"].append(f"{row['doc_id']}.{row['field']}")
        else:
            entry["other"] += 1
    return sorted(table.values(), key=lambda e: (-e["correct"], -e["other"], e["reason"]))


def _cost(prediction: dict[str, Any] | None, record: dict[str, Any]) -> dict[str, float | None]:
    source = prediction or {}
    provenance = source.get("provenance") or {}
    cost: dict[str, float | None] = {}
    for key in ("attempts", "llm_calls", "seconds"):  # prediction, its provenance, the run log
        value = _as_number(source.get(key))
        value = value if value is not None else _as_number(provenance.get(key))
        cost[key] = value if value is not None else _as_number(record.get(key))
    usage = provenance.get("usage")
    for key in ("fields", "prompt_tokens_est", "reply_tokens_est"):  # per call, estimated (page_select)
        cost[key] = float(sum(u.get(key, 0) for u in usage)) if usage else None
    tokens = provenance.get("tokens") or {}  # measured by the backend
    for key in ("prompt", "prompt_evaluated", "generated"):
        cost[f"{key}_tokens"] = _as_number(tokens.get(key))
    cost["straight_through"] = float(source.get("status") == "ok")
    return cost


def score_document(label: dict[str, Any], prediction: dict[str, Any] | None) -> list[dict[str, Any]]:
    """One row per labelled field: outcome, predicted and label values, pipeline status."""
    doc_type = label["doc_type"]
    predicted_fields = (prediction or {}).get("fields") or {}
    rows = []
    for name in field_names(doc_type):
        entry = predicted_fields.get(name) or {}
        predicted = entry.get("value") if isinstance(entry, dict) else None
        wanted = label["fields"][name]["value"]
        rows.append({
            "doc_id": label["doc_id"], "doc_type": doc_type, "field": name,
            "outcome": grade_field(doc_type, name, predicted, wanted),
            "predicted": predicted, "label": wanted,
            "status": entry.get("status") if isinstance(entry, dict) else None,
            "reason": review_reason(doc_type, entry) if isinstance(entry, dict) else None,
        })
    return rows


def _mean(values: list[float]) -> float | None:
    return round(sum(values) / len(values), 3) if values else None


def summarize(rows: list[dict[str, Any]], costs: dict[str, dict[str, float | None]]) -> dict[str, Any]:
    """Accuracy, false fills, accepted precision, automation rate and cost for a set of field rows."""
    outcomes = Counter(r["outcome"] for r in rows)
    correct = outcomes["correct"] + outcomes["true_empty"]
    ok = [r for r in rows if r["status"] == "ok"]
    ok_correct = sum(1 for r in ok if r["label"] is not None and r["outcome"] == "correct")
    docs = sorted({r["doc_id"] for r in rows})
    per_doc = [costs.get(d, {}) for d in docs]
    return {
        "documents": len(docs),
        "fields": len(rows),
        "labelled_null": sum(1 for r in rows if r["label"] is None),
        "correct": correct,
        "field_accuracy": round(correct / len(rows), 4) if rows else None,
        "outcomes": dict(outcomes),
        "false_fills": outcomes["false_fill"],
        "accepted_false_fills": sum(1 for r in ok if r["outcome"] == "false_fill"),
        "accepted_fields": len(ok),
        "accepted_correct": ok_correct,
        "accepted_precision": round(ok_correct / len(ok), 4) if ok else None,
        "automation_rate": round(len(ok) / len(rows), 4) if rows else None,
        "needs_review": sum(1 for r in rows if r["status"] == "needs_review"),
        "attempts_per_doc": _mean([c["attempts"] for c in per_doc if c.get("attempts") is not None]),
        "llm_calls_per_doc": _mean([c["llm_calls"] for c in per_doc if c.get("llm_calls") is not None]),
        "seconds_per_doc": _mean([c["seconds"] for c in per_doc if c.get("seconds") is not None]),
        # documents whose every field is ok: no human touch at all
        "straight_through": _mean([c["straight_through"] for c in per_doc if "straight_through" in c]),
        # generated tokens per field asked (reply JSON, estimated as page_select.estimate_tokens does)
        "reply_tokens_per_field": _ratio(per_doc, "reply_tokens_est", "fields"),
        "prompt_tokens_per_doc": _mean(
            [c["prompt_tokens_est"] for c in per_doc if c.get("prompt_tokens_est")]
        ),
        # the same, as the backend counted them (local: llama.cpp's usage and timings); None when not recorded
        "generated_tokens_per_field": _ratio(per_doc, "generated_tokens", "fields"),
        "prompt_tokens_per_field": _ratio(per_doc, "prompt_tokens", "fields"),
        "prompt_tokens_evaluated_per_field": _ratio(per_doc, "prompt_evaluated_tokens", "fields"),
    }


def _ratio(per_doc: list[dict[str, float | None]], top: str, bottom: str) -> float | None:
    pairs = [(c.get(top), c.get(bottom)) for c in per_doc if c.get(top) is not None and c.get(bottom)]
    total = sum(b for _, b in pairs)
    return round(sum(t for t, _ in pairs) / total, 2) if total else None


def score(labels: dict[str, dict[str, Any]], predictions: dict[str, dict[str, Any]],
          run_log: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The full report: overall, per doc type, per field, wrong accepted fields, false fills."""
    rows: list[dict[str, Any]] = []
    costs: dict[str, dict[str, float | None]] = {}
    for doc_id, label in sorted(labels.items()):
        prediction = predictions.get(doc_id)
        rows.extend(score_document(label, prediction))
        costs[doc_id] = _cost(prediction, run_log.get(doc_id, {}))
    by_type: dict[str, list[dict[str, Any]]] = defaultdict(list)
    by_field: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        by_type[row["doc_type"]].append(row)
        by_field[f"{row['doc_type']}.{row['field']}"].append(row)
    wrong_kinds = ("wrong", "false_fill", "miss")
    return {
        "overall": summarize(rows, costs),
        "by_type": {t: summarize(r, costs) for t, r in sorted(by_type.items())},
        "by_field": {
            f: {"correct": sum(1 for r in rs if r["outcome"] in ("correct", "true_empty")), "total": len(rs),
                "needs_review": sum(1 for r in rs if r["status"] == "needs_review"),
                "false_fills": sum(1 for r in rs if r["outcome"] == "false_fill")}
            for f, rs in sorted(by_field.items())
        },
        "wrong_accepted": [_brief(r) for r in rows if r["status"] == "ok" and r["outcome"] in wrong_kinds],
        "review_reasons": review_reasons(rows),
        "false_fills": [_brief(r) for r in rows if r["outcome"] == "false_fill"],
        "missing_predictions": sorted(set(labels) - set(predictions)),
        "unlabelled_predictions": sorted(set(predictions) - set(labels)),
        "documents": {d: {"cost": costs[d], "status": (predictions.get(d) or {}).get("status", "missing")}
                      for d in sorted(labels)},
        "fields": rows,
    }


def _brief(row: dict[str, Any]) -> dict[str, Any]:
    return {k: row[k] for k in ("doc_id", "field", "predicted", "label", "status", "outcome")}


# ---------------------------------------------------------------- output


def print_report(report: dict[str, Any]) -> None:
    """Rich tables: per type/overall, per field, and the wrong accepted fields."""
    from rich.console import Console
    from rich.table import Table

    console = Console() if sys.stdout.isatty() else Console(width=150)
    summary = Table(title="Extraction vs hand labels")
    columns = ("scope", "docs", "fields", "accuracy", "false fills (ok)", "accepted prec.", "automation",
               "llm calls/doc", "s/doc")
    for column in columns:
        summary.add_column(column, justify="left" if column == "scope" else "right")
    for scope, s in [*report["by_type"].items(), ("ALL", report["overall"])]:
        summary.add_row(scope, str(s["documents"]), str(s["fields"]), _fmt(s["field_accuracy"]),
                        f"{s['false_fills']} ({s['accepted_false_fills']})", _fmt(s["accepted_precision"]),
                        _fmt(s["automation_rate"]), _fmt(s["llm_calls_per_doc"] or s["attempts_per_doc"]),
                        _fmt(s["seconds_per_doc"]))
    console.print(summary)
    fields = Table(title="Per field")
    for column in ("field", "correct/total", "needs_review", "false fills"):
        fields.add_column(column, justify="left" if column == "field" else "right")
    for name, f in report["by_field"].items():
        fields.add_row(name, f"{f['correct']}/{f['total']}", str(f["needs_review"]), str(f["false_fills"]))
    console.print(fields)
    wrong = Table(title=f"Wrong accepted fields ({len(report['wrong_accepted'])})")
    for column in ("doc", "field", "outcome", "predicted", "label"):
        wrong.add_column(column)
    for r in report["wrong_accepted"]:
        wrong.add_row(r["doc_id"], r["field"], r["outcome"], repr(r["predicted"]), repr(r["label"]))
    console.print(wrong)
    reasons = Table(title="Why fields went to review (first refusing problem)")
    for column in ("reason", "label right", "other", "right ones"):
        reasons.add_column(column, justify="right" if column in ("label right", "other") else "left")
    for r in report["review_reasons"]:
        reasons.add_row(r["reason"], str(r["correct"]), str(r["other"]), ", ".join(r["fields"][:4]))
    console.print(reasons)
    if report["missing_predictions"]:
        console.print(f"[yellow]no prediction for: {', '.join(report['missing_predictions'])}[/yellow]")


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.3g}" if value >= 10 else f"{value:.3f}"


SHORT_PAGES = 3  # documents up to this many pages are short (as in scripts/bench_extract.py)


def straight_through_short(workdir: Workdir, report: dict[str, Any]) -> dict[str, Any]:
    """Share of short documents (≤ SHORT_PAGES pages of text) whose status is ok, per type and overall."""
    by_type: dict[str, list[bool]] = defaultdict(list)
    for doc_id, doc in report["documents"].items():
        text = workdir.text_file(doc_id)
        if not text.is_file() or sum(1 for line in text.open(encoding="utf-8") if line.strip()) > SHORT_PAGES:
            continue
        doc_type = next(r["doc_type"] for r in report["fields"] if r["doc_id"] == doc_id)
        by_type[doc_type].append(doc["status"] == "ok")
    every = [ok for oks in by_type.values() for ok in oks]
    return {
        "documents": len(every),
        "ok": sum(every),
        "share": round(sum(every) / len(every), 3) if every else None,
        "by_type": {t: f"{sum(oks)}/{len(oks)}" for t, oks in sorted(by_type.items())},
    }


def baseline_on(path: Path, doc_ids: set[str]) -> dict[str, Any]:
    """An earlier results file's summary restricted to `doc_ids` (the same documents, side by side)."""
    base = _read_json(path)
    rows = [r for r in base["fields"] if r["doc_id"] in doc_ids]
    costs = {d: v["cost"] for d, v in base["documents"].items() if d in doc_ids}
    by_type: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        by_type[row["doc_type"]].append(row)
    return {
        "file": str(path),
        "overall": summarize(rows, costs),
        "by_type": {t: summarize(r, costs) for t, r in sorted(by_type.items())},
        "wrong_accepted": [_brief(r) for r in rows if r["status"] == "ok" and r["outcome"] != "correct"],
    }


def run(workdir: Workdir, labels_dir: Path, run_log: Path | None, results_dir: Path = RESULTS_DIR,
        docs: list[str] | None = None, baseline: Path | None = None) -> Path:
    """Score, write `extraction_<UTC timestamp>.json` into `results_dir`, print tables; return its path.

    `docs` restricts scoring to those documents; `baseline` adds an earlier results file's numbers on
    the same documents."""
    if not workdir.predictions_dir.is_dir():
        raise ScoreError(f"{workdir.predictions_dir}: no predictions folder; run extraction first")
    labels = load_labels(labels_dir)
    if docs:
        labels = {d: label for d, label in labels.items() if d in docs}
    log_path = run_log if run_log is not None else newest_run_log(workdir)
    if run_log is not None and not run_log.is_file():
        raise ScoreError(f"{run_log}: run log not found")
    report = score(labels, load_predictions(workdir.predictions_dir), load_run_log(log_path))
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    report = {"created": stamp, "workdir": str(workdir.root), "labels": str(labels_dir),
              "run_log": str(log_path) if log_path else None,
              "straight_through_short": straight_through_short(workdir, report), **report}
    if baseline is not None:
        report["baseline"] = baseline_on(baseline, set(labels))
    out = Path(results_dir) / f"extraction_{stamp}.json"
    atomic_write_json(out, report)
    print_report(report)
    print(f"wrote {out}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Grade extraction predictions against the hand labels.")
    parser.add_argument("--workdir", default=None, help="work directory (default: the repo root)")
    parser.add_argument("--labels", type=Path, default=None, help="default: <repo>/data/labels")
    parser.add_argument("--run-log", type=Path, default=None, help="default: newest outputs/runs/*.json")
    parser.add_argument("--results-dir", type=Path, default=RESULTS_DIR, help="where the results JSON goes")
    parser.add_argument("--doc", action="append", default=None, help="score only this doc_id (repeatable)")
    parser.add_argument("--baseline", type=Path, default=None,
                        help="an earlier extraction_*.json to summarize on the same documents")
    args = parser.parse_args(argv)
    labels_dir = args.labels or Workdir.at(None).labels_dir
    try:
        run(Workdir.at(args.workdir), labels_dir, args.run_log, args.results_dir, args.doc, args.baseline)
    except ScoreError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
