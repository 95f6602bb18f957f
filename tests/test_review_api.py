"""The review API and web page through the test client: happy path, 4xx cases, 409 on stale writes."""

from __future__ import annotations

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from test_review_support import DOC_ID, make_queue_item

from ragagent.audit import AuditLog
from ragagent.review.routes import router
from ragagent.workdir import Workdir

API = f"/review/api/items/{DOC_ID}"
ANN = {"X-Reviewer": "ann"}
GOOD_TOTAL = {"printed": "$127.50", "quote": "Total: | $127.50", "page": 1}


@pytest.fixture
def client(workdir: Workdir) -> TestClient:
    make_queue_item(workdir)
    app = FastAPI()
    app.state.workdir = workdir
    app.include_router(router)
    return TestClient(app)


def test_queue_and_item(client: TestClient) -> None:
    (entry,) = client.get("/review/api/queue").json()
    assert entry["doc_id"] == DOC_ID and entry["needs_review"] == 2 and entry["state"] == "to_review"
    assert client.get("/review/api/queue", params={"doc_type": "appraisal"}).json() == []
    assert len(client.get("/review/api/queue", params={"reason": "Ship To"}).json()) == 1
    item = client.get(API).json()
    assert item["review"]["version"] == 0 and item["fields"]["total"]["status"] == "needs_review"


def test_page_image_highlights_the_located_quote(client: TestClient) -> None:
    found = client.get(f"{API}/pages/1.png", params={"field": "subtotal"})
    assert found.status_code == 200 and found.headers["content-type"] == "image/png"
    assert found.content[:8] == b"\x89PNG\r\n\x1a\n" and int(found.headers["x-highlight-boxes"]) == 2
    assert 0.5 < float(found.headers["x-highlight-top"]) < 1  # the subtotal sits low on the page
    missing = client.get(f"{API}/pages/1.png", params={"field": "total"})  # quote "$172.50" is not printed
    assert missing.status_code == 200 and missing.headers["x-highlight-boxes"] == "0"
    assert "x-highlight-top" not in missing.headers
    free = client.get(f"{API}/pages/1.png", params={"quote": "Balance Due: | $127.50"})
    assert free.headers["x-highlight-boxes"] == "3"
    assert client.get(f"{API}/pages/2.png").status_code == 400
    assert client.get(f"{API}/pages/1.png", params={"field": "colour"}).status_code == 404


def test_correct_and_confirm(client: TestClient, workdir: Workdir) -> None:
    r = client.post(f"{API}/fields/total/correct", headers=ANN, json={"version": 0, **GOOD_TOTAL})
    assert r.status_code == 200, r.text
    assert r.json()["fields"]["total"]["value"] == 127.5 and r.json()["review"]["version"] == 1
    body = {"version": 1, "override": True, "comment": "the store is billed"}
    assert client.post(f"{API}/fields/bill_to/accept", headers=ANN, json=body).status_code == 200
    r = client.post(f"{API}/confirm", headers={"X-Reviewer": "bob"}, json={"version": 2})
    assert r.status_code == 200 and r.json()["status"] == "ok"
    assert not workdir.review_file(DOC_ID).exists() and (workdir.reviewed_dir / f"{DOC_ID}.json").exists()
    assert client.get(API).status_code == 404
    assert client.get("/review/api/audit/verify").json() == {
        "ok": True,
        "count": 3,
        "head": AuditLog(workdir.audit_log).records()[-1]["hash"],
        "problems": [],
    }


def test_refused_correction_lists_reasons(client: TestClient) -> None:
    r = client.post(
        f"{API}/fields/total/correct",
        headers=ANN,
        json={"version": 0, **GOOD_TOTAL, "quote": "Total: | $172.50"},
    )
    assert r.status_code == 422
    assert any("quote not found" in reason for reason in r.json()["detail"]["reasons"])


def test_stale_version_is_409(client: TestClient) -> None:
    assert client.post(f"{API}/fields/due_date/null", headers=ANN, json={"version": 0}).status_code == 200
    r = client.post(f"{API}/fields/total/correct", headers=ANN, json={"version": 0, **GOOD_TOTAL})
    assert r.status_code == 409 and "changed since you read it" in r.json()["detail"]


@pytest.mark.parametrize(
    ("method", "path", "body", "status"),
    [
        ("get", "/review/api/items/inv_unknown", None, 404),
        ("get", "/review/api/items/%2e%2e", None, 400),
        ("get", "/review/api/items/..%2F..%2Fetc%2Fpasswd", None, 404),
        ("get", "/review/api/items/.hidden", None, 400),
        ("get", "/review/api/items/a..b/pages/1.png", None, 400),
        ("post", f"{API}/fields/colour/accept", {"version": 0}, 404),
        ("post", f"{API}/fields/total/accept", {}, 422),
        ("post", f"{API}/fields/total/accept", {"version": "new"}, 422),
        ("post", f"{API}/fields/total/correct", {"version": 0, "printed": "1"}, 422),
        ("post", f"{API}/fields/total/correct", {"version": 0, **GOOD_TOTAL, "page": 0}, 422),
        ("post", f"{API}/fields/total/correct", {"version": 0, **GOOD_TOTAL, "page": 9}, 400),
        ("post", f"{API}/reject", {"version": 0, "reason": ""}, 422),
        ("post", "/review/api/items/..%2e/confirm", {"version": 0}, 400),
    ],
)
def test_bad_requests_are_4xx(
    client: TestClient, method: str, path: str, body: dict | None, status: int
) -> None:
    r = client.request(method, path, headers=ANN, json=body)
    assert r.status_code == status, r.text
    assert r.json()["detail"]


def test_reviewer_header_required(client: TestClient) -> None:
    r = client.post(f"{API}/fields/subtotal/accept", json={"version": 0})
    assert r.status_code == 400 and "reviewer identity required" in r.json()["detail"]
    r = client.post(f"{API}/fields/subtotal/accept", headers={"X-Reviewer": "   "}, json={"version": 0})
    assert r.status_code == 400
    r = client.post(f"{API}/fields/subtotal/accept", headers={"X-Reviewer": "Jos%C3%A9"}, json={"version": 0})
    assert r.status_code == 200 and r.json()["review"]["updated_by"] == "José"


def test_malformed_json_body(client: TestClient) -> None:
    r = client.post(
        f"{API}/fields/subtotal/accept", headers={**ANN, "content-type": "application/json"}, content=b"{nope"
    )
    assert r.status_code == 422


def test_web_pages_render(client: TestClient) -> None:
    queue = client.get("/review")
    assert queue.status_code == 200 and DOC_ID in queue.text and "Review queue" in queue.text
    page = client.get(f"/review/items/{DOC_ID}")
    assert page.status_code == 200 and 'data-field="total"' in page.text and 'data-version="0"' in page.text
    assert client.get("/review/static/review.js").status_code == 200
    assert client.get("/review/static/../routes.py").status_code == 404
    assert client.get("/review/items/%2e%2e").status_code == 400


def test_openapi_documents_the_review_api(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    correct = paths["/review/api/items/{doc_id}/fields/{field}/correct"]["post"]
    assert {"409", "422", "404"} <= set(correct["responses"])
    assert any(p["name"].lower() == "x-reviewer" and p["in"] == "header" for p in correct["parameters"])


def test_the_real_app_serves_the_review_router(workdir: Workdir) -> None:
    from ragagent.api import create_app

    make_queue_item(workdir)
    assert TestClient(create_app(workdir)).get("/review/api/queue").json()[0]["doc_id"] == DOC_ID


def test_an_app_without_a_workdir_answers_500() -> None:
    app = FastAPI()
    app.include_router(router)
    response = TestClient(app).get("/review/api/queue")
    assert response.status_code == 500 and "app.state.workdir is not set" in response.json()["detail"]
