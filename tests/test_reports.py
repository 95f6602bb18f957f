"""`ragagent report` and `ragagent export` on a generated batch (tests/batch_docs.py) with reviewer actions:
the page's tables carry the numbers the outputs hold, the export round-trips through pandas, and the review
page links the report."""

from __future__ import annotations

import json
import re
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pandas as pd
import pytest
from batch_docs import answering_llm, invoice_lines, make_batch
from fastapi import FastAPI
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from ragagent.cli import app
from ragagent.extract.pipeline import extract_all
from ragagent.manifest import load_manifest
from ragagent.reports.frames import export_rows
from ragagent.review import actions
from ragagent.review.queue import needs_review_fields
from ragagent.review.routes import router
from ragagent.to_text import convert_all
from ragagent.workdir import Workdir

runner = CliRunner()


@pytest.fixture(scope="module")
def batch(tmp_path_factory: pytest.TempPathFactory) -> Workdir:
    """Six invoices extracted by the fake extractor (odd ones queued), then reviewed: inv-0001 corrected and
    confirmed, inv-0003 postponed, inv-0005 rejected."""
    root = tmp_path_factory.mktemp("reports")
    manifest, mirror = make_batch(root, 6)
    wd = Workdir.at(root / "work")
    entries = load_manifest(manifest)
    wd.raw_dir.mkdir(parents=True)
    for e in entries:
        wd.raw_pdf(e.doc_id).write_bytes((mirror / f"{e.doc_id}.pdf").read_bytes())
    convert_all(wd, [e.doc_id for e in entries])
    extract_all(entries, wd, llm=answering_llm(), show_progress=False)
    texts = [text for _x, _y, text in invoice_lines(1)]
    tax = texts[texts.index("Tax:") + 1]  # as printed, e.g. "$ 51.88"
    item = actions.load_item(wd, "inv-0001")
    assert set(needs_review_fields(item)) >= {"tax"}
    for name in needs_review_fields(item):
        version = actions.load_item(wd, "inv-0001")["review"]["version"]
        if name == "tax":
            actions.correct_field(
                wd,
                "inv-0001",
                "tax",
                reviewer="ann",
                version=version,
                printed=tax,
                quote=f"Tax: | {tax}",
                page=1,
            )
        else:
            actions.accept_field(wd, "inv-0001", name, reviewer="ann", version=version)
    version = actions.load_item(wd, "inv-0001")["review"]["version"]
    actions.confirm(wd, "inv-0001", reviewer="ann", version=version)
    actions.postpone(wd, "inv-0003", reviewer="bob", version=0, comment="ask the vendor")
    actions.reject(wd, "inv-0005", reviewer="bob", version=0, reason="duplicate")
    return wd


class Tables(HTMLParser):
    """Every `<table id=...>` of a page as rows of cell texts."""

    def __init__(self, page: str) -> None:
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self._table: str | None = None
        self._cell: list[str] | None = None
        self.feed(page)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self._table = dict(attrs).get("id") or ""
            self.tables[self._table] = []
        elif tag == "tr" and self._table is not None:
            self.tables[self._table].append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None and self._table is not None:
            self.tables[self._table][-1].append("".join(self._cell).strip())
            self._cell = None
        elif tag == "table":
            self._table = None

    def row(self, table: str, first: str) -> list[str]:
        return next(r for r in self.tables[table] if r and r[0] == first)


def _predictions(wd: Workdir) -> list[dict]:
    return [json.loads(p.read_text()) for p in sorted(wd.predictions_dir.glob("*.json"))]


def test_report_page_holds_the_outputs_numbers(batch: Workdir, tmp_path: Path) -> None:
    result = runner.invoke(app, ["report", "--workdir", str(batch.root), "--scores", str(tmp_path)])
    assert result.exit_code == 0, result.output
    page = batch.report_file.read_text(encoding="utf-8")
    assert page.count("data:image/png;base64,") == 5  # heat map, queue ages, actions/day, seconds, runs
    assert "<script" not in page and "http" not in page.split("<body>")[1]  # self-contained
    tables = Tables(page)
    records = _predictions(batch)

    status = Counter(r["status"] for r in records)
    assert status == {"ok": 4, "needs_review": 1, "failed": 1}  # the fixture's design, read back from files
    settled = len(list(batch.reviewed_dir.glob("*.json")))
    want = [status["ok"], status["needs_review"], status["failed"], len(records), settled]
    assert tables.row("documents-by-status", "invoice")[1:] == [str(n) for n in want]

    states = Counter(f["status"] for r in records for f in r["fields"].values())
    fields = sum(states.values())
    want = [fields, states["ok"], states["needs_review"], states["empty"]]
    row = tables.row("automation-by-type", "invoice")
    assert row[1:5] == [str(n) for n in want] and row[5] == f"{states['ok'] / fields:.3f}"

    tax_ok = sum(r["fields"]["tax"]["status"] == "ok" for r in records) / len(records)
    assert tables.row("automation-by-field", "tax")[1:3] == [str(len(records)), f"{tax_ok:.3f}"]

    assert tables.row("queue-by-state", "postponed")[1] == "1"
    audit = [json.loads(line) for line in batch.audit_log.read_text().splitlines()]
    done = Counter(r["action"][7:] for r in audit if r["action"].startswith("review."))
    header = tables.tables["review-throughput"][0]
    day = audit[-1]["time"][:10]
    today = dict(zip(header[1:], tables.row("review-throughput", day)[1:], strict=True))
    assert today == {**{a: str(n) for a, n in done.items()}, "all": str(sum(done.values()))}
    assert tables.row("reviewers", "bob")[-1] == "2"

    measured = [r["provenance"]["llm_calls"] for r in records if "llm_calls" in r.get("provenance", {})]
    row = tables.row("llm-cost-by-type", "invoice")
    assert row[1:3] == [str(len(measured)), f"{sum(measured) / len(measured):.3f}"]

    run_log = json.loads(next(batch.runs_dir.glob("extract_*.json")).read_text())
    assert tables.row("runs", next(batch.runs_dir.glob("extract_*.json")).stem)[2:5] == [
        "6",
        "6",
        str(sum(d["llm_calls"] for d in run_log["documents"])),
    ]
    assert "No scored runs" in page


def test_report_plots_scored_runs(batch: Workdir, tmp_path: Path) -> None:
    scored = {
        "created": "20261201T010718Z",
        "overall": {
            "documents": 21,
            "accepted_precision": 0.97,
            "automation_rate": 0.46,
            "field_accuracy": 0.62,
        },
    }
    (tmp_path / "extraction_20261201T010718Z.json").write_text(json.dumps(scored))
    out = tmp_path / "r.html"
    result = runner.invoke(
        app, ["report", "--workdir", str(batch.root), "--scores", str(tmp_path), "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    row = Tables(out.read_text()).row("scored-runs", "extraction_20261201T010718Z.json")
    assert row[2:5] == ["21", "0.970", "0.460"]
    assert 'alt="automation and precision over runs"' in out.read_text()


def test_report_on_an_empty_workdir_says_so(tmp_path: Path) -> None:
    result = runner.invoke(app, ["report", "--workdir", str(tmp_path), "--scores", str(tmp_path)])
    assert result.exit_code == 0, result.output
    page = Workdir.at(tmp_path).report_file.read_text()
    assert "No predictions yet" in page and "The review queue is empty" in page


def _expected_rows(wd: Workdir) -> set[tuple]:
    return {
        (r["doc_id"], name, str(f["value"]), f["page"], f["quote"])
        for r in _predictions(wd)
        if r["status"] != "failed"
        for name, f in r["fields"].items()
        if f["status"] == "ok"
    }


@pytest.mark.parametrize("fmt", ["csv", "parquet"])
def test_export_round_trips_through_pandas(batch: Workdir, fmt: str) -> None:
    result = runner.invoke(app, ["export", "--workdir", str(batch.root), "--format", fmt])
    assert result.exit_code == 0, result.output
    path = batch.export_file(fmt)
    if fmt == "csv":
        text = {"value": "string", "quote": "string"}
        back = pd.read_csv(path, dtype={**text, "number": "Float64", "page": "Int64"})
    else:
        back = pd.read_parquet(path)
    pd.testing.assert_frame_equal(back, export_rows(batch), check_dtype=fmt == "parquet")
    got = set(back[["doc_id", "field", "value", "page", "quote"]].itertuples(index=False, name=None))
    assert got == _expected_rows(batch) and len(back) == len(got)
    corrected = back[(back["doc_id"] == "inv-0001") & (back["field"] == "tax")].iloc[0]
    texts = [text for _x, _y, text in invoice_lines(1)]
    assert corrected["reviewed"] and corrected["value"] == texts[texts.index("Tax:") + 1].strip("$ ")
    assert not (back["doc_id"] == "inv-0005").any()  # rejected by a reviewer: unusable
    assert set(back[back["doc_id"] == "inv-0003"]["doc_status"]) == {"needs_review"}
    assert f"{len(back)} fields of {back['doc_id'].nunique()} documents" in result.output


def test_export_refuses_an_unknown_format(tmp_path: Path) -> None:
    result = runner.invoke(app, ["export", "--workdir", str(tmp_path), "--format", "xlsx"])
    assert result.exit_code == 2 and "csv, parquet" in result.output


def test_review_page_links_the_report(batch: Workdir) -> None:
    server = FastAPI()
    server.state.workdir = batch
    server.include_router(router)
    client = TestClient(server)
    batch.report_file.unlink(missing_ok=True)
    assert client.get("/review/report").status_code == 404
    link = re.search(r'class="report-link" href="([^"]+)"', client.get("/review").text)
    assert link and link.group(1).endswith("/review/report")
    runner.invoke(app, ["report", "--workdir", str(batch.root)])
    page = client.get(link.group(1))
    assert page.status_code == 200 and "Documents by status" in page.text


def test_an_unreadable_prediction_is_counted_not_fatal(tmp_path: Path) -> None:
    wd = Workdir.at(tmp_path)
    wd.predictions_dir.mkdir(parents=True)
    wd.prediction_file("torn").write_text('{"doc_id": "torn", "fie')
    result = runner.invoke(app, ["report", "--workdir", str(tmp_path), "--scores", str(tmp_path)])
    assert result.exit_code == 0, result.output
    tables = Tables(wd.report_file.read_text())
    header, row = tables.tables["documents-by-status"][0], tables.row("documents-by-status", "all")
    assert dict(zip(header[1:], row[1:], strict=True))["unreadable"] == "1"
    assert export_rows(wd).empty
