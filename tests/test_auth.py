"""Reviewers sign in: tokens from `ragagent users add`, the audit log names the token's user (never a
header), 401/403 for missing, unknown or under-privileged tokens, each refusal audited; the web page's
sign-in form; /ask and /search behind RAGAGENT_OPEN_QUESTIONS=false."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient
from test_review_support import DOC_ID, make_queue_item
from typer.testing import CliRunner

from ragagent.api import create_app
from ragagent.audit import AuditLog
from ragagent.cli import app as cli
from ragagent.review.auth import COOKIE
from ragagent.users import users_file
from ragagent.workdir import Workdir

API = f"/review/api/items/{DOC_ID}"
GOOD_TOTAL = {"printed": "$127.50", "quote": "Total: | $127.50", "page": 1}


def _add(workdir: Workdir, name: str, role: str) -> str:
    result = CliRunner().invoke(cli, ["users", "add", name, "--role", role, "--workdir", str(workdir.root)])
    assert result.exit_code == 0, result.output
    return result.stdout.strip().splitlines()[0]


@pytest.fixture
def setup(workdir: Workdir) -> dict:
    make_queue_item(workdir)
    tokens = {"ann": _add(workdir, "ann", "reviewer"), "root": _add(workdir, "root", "admin")}
    return {"client": TestClient(create_app(workdir)), "tokens": tokens, "workdir": workdir}


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _refusals(workdir: Workdir) -> list[dict]:
    return [r for r in AuditLog(workdir.audit_log).records() if r["action"] == "auth.refused"]


def test_tokens_are_printed_once_and_stored_hashed(setup: dict) -> None:
    stored = users_file(setup["workdir"]).read_text()
    assert all(token not in stored for token in setup["tokens"].values())
    listed = CliRunner().invoke(cli, ["users", "list", "--workdir", str(setup["workdir"].root)])
    assert listed.stdout.split() == ["ann", "reviewer", "root", "admin"]
    again = CliRunner().invoke(cli, ["users", "add", "ann", "--workdir", str(setup["workdir"].root)])
    assert again.exit_code == 2 and "exists" in again.output


def test_action_needs_a_token_and_the_header_name_is_ignored(setup: dict) -> None:
    client, workdir = setup["client"], setup["workdir"]
    body = {"version": 0, **GOOD_TOTAL}
    anonymous = client.post(f"{API}/fields/total/correct", headers={"X-Reviewer": "ann"}, json=body)
    assert anonymous.status_code == 401 and anonymous.headers["www-authenticate"] == "Bearer"
    forged = client.post(f"{API}/fields/total/correct", headers=_bearer("rgt_guess"), json=body)
    assert forged.status_code == 401
    assert client.get("/review/api/queue").status_code == 401  # reading the queue needs a token too
    done = client.post(
        f"{API}/fields/total/correct",
        headers={**_bearer(setup["tokens"]["ann"]), "X-Reviewer": "mallory"},
        json=body,
    )
    assert done.status_code == 200, done.text
    actions = [r for r in AuditLog(workdir.audit_log).records() if r["action"] != "auth.refused"]
    assert [r["actor"] for r in actions] == ["ann"] and done.json()["review"]["updated_by"] == "ann"
    refused = _refusals(workdir)
    assert [(r["actor"], r["status"]) for r in refused] == [("anonymous", 401)] * 3
    assert refused[0]["path"] == f"{API}/fields/total/correct"
    assert AuditLog(workdir.audit_log).verify().ok


def test_wrong_role_is_403_and_audited(setup: dict) -> None:
    client, workdir = setup["client"], setup["workdir"]
    denied = client.get("/review/api/audit/verify", headers=_bearer(setup["tokens"]["ann"]))
    assert denied.status_code == 403
    assert [(r["actor"], r["status"]) for r in _refusals(workdir)] == [("ann", 403)]
    ok = client.get("/review/api/audit/verify", headers=_bearer(setup["tokens"]["root"]))
    assert ok.status_code == 200 and ok.json()["ok"] and ok.json()["count"] == 1


def test_web_page_signs_in_with_a_cookie(setup: dict) -> None:
    client = setup["client"]
    away = client.get("/review", follow_redirects=False)
    assert away.status_code == 303 and away.headers["location"] == "/review/signin"
    assert "Sign in" in client.get("/review/signin").text
    wrong = client.post("/review/signin", data={"token": "rgt_nope"}, follow_redirects=False)
    assert wrong.status_code == 401 and "Unknown token" in wrong.text
    signed = client.post("/review/signin", data={"token": setup["tokens"]["ann"]}, follow_redirects=False)
    assert signed.status_code == 303 and "httponly" in signed.headers["set-cookie"].lower()
    assert "samesite=strict" in signed.headers["set-cookie"].lower()
    client.cookies.set(COOKIE, setup["tokens"]["ann"])
    page = client.get("/review")
    assert page.status_code == 200 and 'value="ann" readonly' in page.text
    item = client.get(API)
    assert item.status_code == 200 and item.json()["doc_id"] == DOC_ID
    out = client.post("/review/signout", follow_redirects=False)
    assert out.status_code == 303 and COOKIE in out.headers["set-cookie"]


def test_path_tricks_still_get_4xx_when_signed_in(setup: dict) -> None:
    client, token = setup["client"], setup["tokens"]["ann"]
    for path in (
        "/review/api/items/..%2F..%2Fetc%2Fpasswd",
        "/review/api/items/%2e%2e",
        "/review/static/..%2Fauth.py",
    ):
        assert 400 <= client.get(path, headers=_bearer(token)).status_code < 500, path


def test_questions_open_by_default_and_closed_by_the_switch(
    setup: dict, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = setup["client"]
    assert client.get("/search", params={"q": "total"}).status_code == 503  # open: reaches the (empty) index
    monkeypatch.setenv("RAGAGENT_OPEN_QUESTIONS", "false")
    assert client.get("/search", params={"q": "total"}).status_code == 401
    assert client.post("/ask", json={"question": "What is the total?"}).status_code == 401
    signed = client.get("/search", params={"q": "total"}, headers=_bearer(setup["tokens"]["ann"]))
    assert signed.status_code == 503
    assert json.loads(setup["workdir"].audit_log.read_text().splitlines()[-1])["path"] == "/ask"


def test_refusals_are_rate_limited_and_stop_filling_the_log(setup: dict) -> None:
    from ragagent.review.auth import MAX_REFUSALS_PER_MINUTE

    client, workdir = setup["client"], setup["workdir"]
    codes = [client.get("/review/api/queue").status_code for _ in range(MAX_REFUSALS_PER_MINUTE + 5)]
    assert codes == [401] * MAX_REFUSALS_PER_MINUTE + [429] * 5
    assert len(_refusals(workdir)) == MAX_REFUSALS_PER_MINUTE
    assert client.get("/review/api/queue", headers=_bearer(setup["tokens"]["ann"])).status_code == 200
