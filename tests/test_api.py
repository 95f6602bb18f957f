"""The HTTP API with FastAPI's TestClient: bad input gets a clear 4xx, good input the documented shapes."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient
from scripted_llm import answering
from test_rag_index import tiny_corpus

from ragagent.api import MAX_BODY_BYTES, create_app
from ragagent.llm.fake import FakeLLM
from ragagent.workdir import Workdir, atomic_write_json


def _answer(prompt: str, schema: dict) -> dict:
    for block in prompt.split("[S")[1:]:
        number, _, rest = block.partition("]")
        if "$82.50" in rest:
            return {"contains_answer": True, "answer": "The total due is $82.50.", "cited": [int(number)]}
    return {"contains_answer": False, "answer": "", "cited": []}


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> TestClient:
    workdir = Workdir.at(tmp_path_factory.mktemp("api") / "work")
    tiny_corpus(workdir)
    atomic_write_json(workdir.prediction_file("inv_tiny"), {"doc_id": "inv_tiny", "status": "needs_review"})
    return TestClient(create_app(workdir, llm=answering(_answer)))


def test_health_and_docs(client: TestClient) -> None:
    assert client.get("/health").json()["status"] == "ok"
    assert client.get("/docs").status_code == 200
    paths = client.get("/openapi.json").json()["paths"]
    assert {"/ask", "/search", "/documents", "/health"} <= set(paths)


def test_search_returns_results_best_first(client: TestClient) -> None:
    body = client.get("/search", params={"q": "cash and cash equivalents", "k": 3}).json()
    results = body["results"]
    assert 1 <= len(results) <= 3 and set(results[0]) == {"doc_id", "page", "score", "text"}
    assert (results[0]["doc_id"], results[0]["page"]) == ("acme_10q", 2)
    assert [r["score"] for r in results] == sorted((r["score"] for r in results), reverse=True)
    only = client.get("/search", params={"q": "total", "doc_id": "inv_tiny"}).json()["results"]
    assert only and {r["doc_id"] for r in only} == {"inv_tiny"}
    typed = client.get("/search", params={"q": "margin", "doc_type": "loan_agreement"}).json()["results"]
    assert typed and {r["doc_id"] for r in typed} == {"globex_credit"}


@pytest.mark.parametrize(
    ("params", "status", "needle"),
    [
        ({"q": ""}, 422, "q"),
        ({"q": "   "}, 400, "blank"),
        ({"q": "cash", "k": 0}, 422, "k"),
        ({"q": "cash", "k": 51}, 422, "k"),
        ({"q": "cash", "k": "ten"}, 422, "k"),
        ({"q": "cash", "doc_id": "nope"}, 404, "unknown doc_id"),
        ({"q": "cash", "doc_type": "memo"}, 400, "unknown doc_type"),
        ({"q": "cash", "mode": "fuzzy"}, 400, "unknown mode"),
        ({"q": "cash", "company": "Acme"}, 400, "unknown parameter"),
        ({}, 422, "q"),
    ],
)
def test_search_bad_input(client: TestClient, params: dict, status: int, needle: str) -> None:
    response = client.get("/search", params=params)
    assert response.status_code == status, response.text
    assert needle in json.dumps(response.json())


def test_ask_answers_with_citations(client: TestClient) -> None:
    body = client.post("/ask", json={"question": "What is the total due on Initech invoice 991?"}).json()
    assert body["refused"] is False, body
    assert body["answer"] == "The total due is $82.50."
    [cite] = body["citations"]
    assert (cite["doc_id"], cite["page"]) == ("inv_tiny", 1) and "82.50" in cite["quote"]
    assert set(cite) == {"doc_id", "page", "quote", "source_url"}


def test_ask_refusal_has_a_reason(client: TestClient) -> None:
    body = client.post(
        "/ask", json={"question": "What is the Maturity Date of the Globex credit agreement?"}
    ).json()
    assert body["refused"] is True and body["reason"] and body["citations"] == []


@pytest.mark.parametrize(
    "payload",
    [
        {"question": ""},
        {"question": "   "},
        {},
        {"question": 5},
        {"question": "x" * 2001},
        {"question": "ok", "k": 3},
    ],
)
def test_ask_bad_input(client: TestClient, payload: dict) -> None:
    assert client.post("/ask", json=payload).status_code == 422


def test_ask_malformed_and_oversized_bodies(client: TestClient) -> None:
    bad = client.post("/ask", content=b"{not json", headers={"content-type": "application/json"})
    assert bad.status_code == 422
    huge = client.post(
        "/ask", content=b"a" * (10 * 1024 * 1024), headers={"content-type": "application/json"}
    )
    assert huge.status_code == 413 and str(MAX_BODY_BYTES) in huge.json()["detail"]

    def chunks():  # no Content-Length: the limit counts the streamed body
        for _ in range(3):
            yield b"a" * (MAX_BODY_BYTES // 2)

    streamed = client.post("/ask", content=chunks(), headers={"content-type": "application/json"})
    assert streamed.status_code == 413


def test_documents_lists_index_pages_and_status(client: TestClient) -> None:
    docs = {d["doc_id"]: d for d in client.get("/documents").json()["documents"]}
    assert set(docs) == {"acme_10q", "globex_credit", "inv_tiny"}
    assert docs["acme_10q"]["pages"] == 3 and docs["acme_10q"]["company"] == "Acme Corp"
    assert docs["inv_tiny"]["extraction_status"] == "needs_review"
    assert docs["globex_credit"]["extraction_status"] is None


def test_empty_index_is_a_clear_503(tmp_path) -> None:
    empty = TestClient(create_app(Workdir.at(tmp_path / "empty"), llm=FakeLLM([])))
    response = empty.get("/search", params={"q": "cash"})
    assert response.status_code == 503 and "ragagent ingest" in response.json()["detail"]


def test_served_collection_is_a_setting(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    """RAGAGENT_COLLECTION names the collection /search serves (here an empty one: a 503, not the corpus)."""
    monkeypatch.setenv("RAGAGENT_COLLECTION", "elsewhere")
    assert client.get("/search", params={"q": "cash"}).status_code == 503
    monkeypatch.delenv("RAGAGENT_COLLECTION")
    assert client.get("/search", params={"q": "cash"}).json()["results"]
