"""`ragagent review …` through the real CLI app: list, show, act, conflict, confirm, verify, export."""

from __future__ import annotations

import json

import pytest
from test_review_support import DOC_ID, make_queue_item, read_json
from typer.testing import CliRunner

from ragagent.cli import app
from ragagent.workdir import Workdir

runner = CliRunner()


@pytest.fixture
def wd(workdir: Workdir) -> Workdir:
    make_queue_item(workdir)
    return workdir


def _run(wd: Workdir, *args: str, env: dict[str, str] | None = None):  # noqa: ANN202 - click Result
    return runner.invoke(
        app, ["review", *args, "--workdir", str(wd.root)], env=env or {"RAGAGENT_REVIEWER": ""}
    )


def test_list_and_show(wd: Workdir) -> None:
    listed = _run(wd, "list")
    assert listed.exit_code == 0 and DOC_ID in listed.output
    (entry,) = json.loads(_run(wd, "list", "--json").output)
    assert entry["doc_id"] == DOC_ID and entry["needs_review"] == 2
    assert any("Ship To" in reason for reason in entry["reasons"])
    assert DOC_ID not in _run(wd, "list", "--type", "appraisal").output
    shown = _run(wd, "show", DOC_ID)
    assert shown.exit_code == 0 and "bill_to" in shown.output and "version 0" in shown.output
    assert _run(wd, "show", "../etc").exit_code == 1
    missing = runner.invoke(app, ["review", "list", "--workdir", str(wd.root / "nope")])
    assert missing.exit_code == 1 and "does not exist" in missing.output


def test_clear_an_item_from_the_cli(wd: Workdir) -> None:
    refused = _run(
        wd, "correct", DOC_ID, "total", "--value", "$172.50", "--quote", "Total: | $172.50", "--page", "1",
        "--reviewer", "ann",
    )  # fmt: skip
    assert refused.exit_code == 1 and "quote not found" in refused.output
    ok = _run(
        wd, "correct", DOC_ID, "total", "--value", "$127.50", "--quote", "Total: | $127.50", "--page", "1",
        "--expect-version", "0", "--reviewer", "ann",
    )  # fmt: skip
    assert ok.exit_code == 0 and "127.5" in ok.output and "version 1" in ok.output
    stale = _run(wd, "null", DOC_ID, "due_date", "--expect-version", "0", "--reviewer", "bob")
    assert stale.exit_code == 3 and "conflict" in stale.output
    override = _run(
        wd, "accept", DOC_ID, "bill_to", "--override", "--comment", "store is billed",
        env={"RAGAGENT_REVIEWER": "carol"},
    )  # fmt: skip
    assert override.exit_code == 0, override.output
    confirmed = _run(wd, "confirm", DOC_ID, "--reviewer", "carol")
    assert confirmed.exit_code == 0 and "confirmed" in confirmed.output
    assert read_json(wd.prediction_file(DOC_ID))["status"] == "ok"
    verified = _run(wd, "verify")
    assert verified.exit_code == 0 and "3 records" in verified.output
    out = wd.root / "exported"
    exported = _run(wd, "export", "--out", str(out), "--reviewer", "carol")
    assert exported.exit_code == 0 and (out / f"{DOC_ID}.json").exists()
    assert "4 records" in _run(wd, "verify").output


def test_actions_need_a_reviewer(wd: Workdir) -> None:
    result = _run(wd, "accept", DOC_ID, "subtotal")
    assert result.exit_code == 1 and "reviewer identity required" in result.output


def test_verify_reports_tampering(wd: Workdir) -> None:
    _run(wd, "postpone", DOC_ID, "--reviewer", "ann", "--comment", "later")
    log = wd.audit_log
    log.write_text(log.read_text().replace("later", "never"))
    result = _run(wd, "verify")
    assert result.exit_code == 1 and "edited" in result.output


def test_every_declared_action_is_a_command_and_a_route() -> None:
    from fastapi.testclient import TestClient

    from ragagent.api import create_app
    from ragagent.review.actions import ACTIONS

    paths = TestClient(create_app(Workdir.at("/nonexistent"))).get("/openapi.json").json()["paths"]
    for action in ACTIONS:
        where = "/fields/{field}" if action.per_field else ""
        assert "post" in paths[f"/review/api/items/{{doc_id}}{where}/{action.name}"]
        usage = runner.invoke(app, ["review", action.name, "--help"])
        line = next(row for row in usage.output.splitlines() if "Usage:" in row)
        assert usage.exit_code == 0 and ("field" in line) == action.per_field, line
