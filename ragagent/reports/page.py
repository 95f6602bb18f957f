"""`outputs/report.html`: one self-contained page (tables from pandas, charts as inline PNGs from matplotlib)
on a work directory's outputs — documents by status, automation by type and field, the review queue's age
and throughput, LLM calls and seconds per document, and automation and precision over runs.
"""

from __future__ import annotations

import base64
import html
import io
from datetime import UTC, datetime
from pathlib import Path

import pandas as pd
from matplotlib.figure import Figure  # the object API: no pyplot state, no GUI backend

from ragagent.reports import frames
from ragagent.workdir import Workdir, atomic_write

FIELD_STATES = ["ok", "needs_review", "empty"]
STYLE = """
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:70rem;color:#222;padding:0 1rem}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2.2rem;border-bottom:1px solid #ddd}
table{border-collapse:collapse;margin:.6rem 0}
th,td{padding:.2rem .6rem;border:1px solid #ddd;text-align:right}
th{background:#f4f4f4}td:first-child,th:first-child{text-align:left}img{max-width:100%}
.muted{color:#777}details{margin:.6rem 0}
"""


def _table(frame: pd.DataFrame, table_id: str, index: bool = True) -> str:
    return frame.to_html(table_id=table_id, index=index, float_format=lambda x: f"{x:.3f}", na_rep="–")


def _figure(fig: Figure, alt: str) -> str:
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=90, bbox_inches="tight")
    data = base64.b64encode(buffer.getvalue()).decode("ascii")
    return f'<img alt="{html.escape(alt)}" src="data:image/png;base64,{data}">'


def _none(what: str) -> str:
    return f'<p class="muted">{html.escape(what)}</p>'


def documents_section(docs: pd.DataFrame) -> str:
    if docs.empty:
        return _none("No predictions yet (run `ragagent extract`).")
    table = pd.crosstab(docs["doc_type"], docs["status"], margins=True, margins_name="all")
    others = [c for c in table if c not in frames.STATUSES and c != "all"]  # e.g. unreadable
    table = table.reindex(columns=[*frames.STATUSES, *others, "all"], fill_value=0)
    settled = docs[docs["review_state"] != ""].groupby("doc_type").size()
    table["settled by a reviewer"] = settled.reindex(table.index).fillna(0).astype(int)
    table.loc["all", "settled by a reviewer"] = int(settled.sum())
    return _table(table.rename_axis(index="type", columns=None), "documents-by-status")


def automation_section(fields: pd.DataFrame) -> str:
    if fields.empty:
        return _none("No extracted fields yet.")
    counts = pd.crosstab([fields["doc_type"], fields["field"]], fields["status"])
    counts = counts.reindex(columns=FIELD_STATES, fill_value=0)
    by_type = counts.groupby(level="doc_type").sum()
    by_type.insert(0, "fields", by_type.sum(axis=1))
    by_type["automation"] = by_type["ok"] / by_type["fields"]
    shares = counts.div(counts.sum(axis=1), axis=0)
    types = list(by_type.index)
    rows = shares.groupby(level="doc_type").size().max()
    fig = Figure(figsize=(3.6 * len(types), 0.32 * rows + 1.2))
    axes = fig.subplots(1, len(types), squeeze=False)
    for ax, doc_type in zip(axes[0], types, strict=True):
        block = shares.loc[doc_type]
        ax.imshow(block.to_numpy(dtype=float), cmap="Blues", vmin=0, vmax=1, aspect="auto")
        ax.set_xticks(range(len(FIELD_STATES)), ["ok", "review", "empty"])
        ax.set_yticks(range(len(block)), list(block.index))
        ax.set_title(doc_type)
        for (row, col), share in pd.DataFrame(block.to_numpy()).stack().items():
            color = "white" if share > 0.6 else "black"
            ax.text(col, row, f"{share:.0%}", ha="center", va="center", fontsize=8, color=color)
    fig.suptitle("share of documents per field status")
    per_field = shares.assign(documents=counts.sum(axis=1)).rename(columns={"ok": "automation"})
    return _summary_figure_details(
        (by_type.rename_axis(index="type"), "automation-by-type"),
        (fig, "automation by type and field"),
        ("per field", per_field[["documents", "automation", "needs_review", "empty"]], "automation-by-field"),
    )


def _summary_figure_details(
    summary: tuple[pd.DataFrame, str], figure: tuple[Figure, str], details: tuple[str, pd.DataFrame, str]
) -> str:
    """A summary table, its chart, and the full table folded under `details`."""
    label, table, table_id = details
    return (
        _table(*summary)
        + _figure(*figure)
        + f"<details><summary>{label}</summary>"
        + _table(table, table_id)
        + "</details>"
    )


def queue_section(queue: pd.DataFrame, actions: pd.DataFrame) -> str:
    parts = []
    if queue.empty:
        parts.append(_none("The review queue is empty."))
    else:
        by_state = queue.groupby("state").agg(
            items=("doc_id", "size"),
            fields_to_review=("to_review", "sum"),
            median_age_hours=("age_hours", "median"),
            oldest_hours=("age_hours", "max"),
        )
        fig = Figure(figsize=(6, 2.6))
        ax = fig.subplots()
        ax.hist(queue["age_hours"], bins=min(20, max(5, len(queue))), color="#4a7")
        ax.set_xlabel("hours in the queue")
        ax.set_ylabel("items")
        parts += [_table(by_state, "queue-by-state"), _figure(fig, "age of open review items")]
    if actions.empty:
        parts.append(_none("No reviewer action in the audit log yet."))
        return "".join(parts)
    day = actions["time"].dt.strftime("%Y-%m-%d").rename("day")
    per_day = pd.crosstab(day, actions["action"], margins=True, margins_name="all")
    fig = Figure(figsize=(6, 2.6))
    ax = fig.subplots()
    pd.crosstab(day, actions["action"]).plot.bar(ax=ax, stacked=True, rot=0)
    ax.set_ylabel("actions")
    reviewers = pd.crosstab(actions["reviewer"], actions["action"], margins=True, margins_name="all")
    return "".join(
        [
            *parts,
            "<h3>Throughput: reviewer actions per day</h3>",
            _table(per_day, "review-throughput"),
            _figure(fig, "reviewer actions per day"),
            _table(reviewers, "reviewers"),
        ]
    )


def cost_section(docs: pd.DataFrame) -> str:
    measured = docs.dropna(subset=["llm_calls", "seconds"])
    if measured.empty:
        return _none("No prediction records LLM calls and seconds yet.")
    by_type = measured.groupby("doc_type").agg(
        documents=("doc_id", "size"),
        llm_calls_per_doc=("llm_calls", "mean"),
        seconds_per_doc=("seconds", "mean"),
        seconds_total=("seconds", "sum"),
    )
    fig = Figure(figsize=(6, 2.6))
    ax = fig.subplots()
    groups = measured.groupby("doc_type")["seconds"]
    ax.hist([s.astype(float) for _t, s in groups], bins=20, stacked=True, label=list(groups.groups))
    ax.set_xlabel("seconds per document (latest extraction)")
    ax.set_ylabel("documents")
    ax.legend(fontsize=8)
    per_doc = measured.set_index("doc_id")[["doc_type", "llm_calls", "seconds"]]
    return _summary_figure_details(
        (by_type.rename_axis(index="type"), "llm-cost-by-type"),
        (fig, "seconds per document"),
        ("per document", per_doc, "llm-cost-by-document"),
    )


def runs_section(runs: pd.DataFrame, scores: pd.DataFrame) -> str:
    parts = []
    if runs.empty:
        parts.append(_none("No extraction run logs (outputs/runs/extract_*.json)."))
    else:
        parts.append(_table(runs.set_index("run"), "runs"))
    if scores.empty:
        parts.append(_none("No scored runs (evals/score_extraction.py against labels) found."))
    else:
        parts.append("<h3>Runs scored against labels</h3>" + _table(scores.set_index("file"), "scored-runs"))
    measured = runs.dropna(subset=["automation"])
    if measured.empty and scores.empty:
        return "".join(parts)
    fig = Figure(figsize=(7, 3))
    ax = fig.subplots()
    if not measured.empty:
        automation = measured["automation"].astype(float)
        ax.plot(measured["started"], automation, "o-", label="automation (run logs)")
    if not scores.empty:
        ax.plot(scores["created"], scores["accepted_precision"], "s-", label="accepted precision (labels)")
        ax.plot(scores["created"], scores["automation"], "^--", label="automation (labelled runs)")
    ax.set_ylim(0, 1.05)
    ax.legend(loc="lower left", fontsize=8)
    fig.autofmt_xdate()
    return "".join(parts) + _figure(fig, "automation and precision over runs")


def build(workdir: Workdir, scores_dir: Path | None = None) -> str:
    """The report page's HTML for `workdir`; scored runs are read from `scores_dir` when given."""
    docs, fields = frames.documents(workdir), frames.fields(workdir)
    sections = [
        ("Documents by status", documents_section(docs)),
        ("Automation by type and field", automation_section(fields)),
        ("Review queue: age and throughput", queue_section(frames.queue(workdir), frames.actions(workdir))),
        ("LLM calls and seconds per document", cost_section(docs)),
        ("Over runs", runs_section(frames.runs(workdir), frames.scores(scores_dir))),
    ]
    made = datetime.now(UTC).isoformat(timespec="seconds")
    body = "".join(f"<h2>{title}</h2>{content}" for title, content in sections)
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ragagent report</title>'
        f"<style>{STYLE}</style></head><body><h1>ragagent report</h1>"
        f'<p class="muted">{html.escape(str(workdir.root))} · {made} · {len(docs)} documents</p>'
        f"{body}</body></html>\n"
    )


def write(workdir: Workdir, out: Path | None = None, scores_dir: Path | None = None) -> Path:
    """Build the report and write it atomically (default `outputs/report.html`); return its path."""
    path = out or workdir.report_file
    atomic_write(path, build(workdir, scores_dir))
    return path
