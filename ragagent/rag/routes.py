"""HTTP face of question answering: `POST /ask`, `GET /search`, `GET /documents`.

The app that includes `router` sets `app.state.workdir` (a Workdir) and may set `app.state.llm` (any object
with `generate_json`; default: `get_llm()` on first use) and `app.state.manifest` (a manifest CSV path).
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, HTTPException, Query, Request
from pydantic import BaseModel, ConfigDict, Field, field_validator

from ragagent.app_state import llm_of, workdir_of
from ragagent.manifest import DOC_TYPES, ManifestError, load_manifest
from ragagent.rag.answer import Answer, answer_question
from ragagent.rag.retrieve import MODES, Retriever, get_retriever
from ragagent.rag.settings import RagSettings, refusal_threshold
from ragagent.workdir import Workdir

router = APIRouter(tags=["questions"])
MAX_K = 50
_llm_lock = threading.Lock()  # one local model per process: answer one question at a time


class AskRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    question: str = Field(min_length=1, max_length=2000, description="The question, in plain words.")

    @field_validator("question")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("question is blank")
        return value.strip()


class SearchResult(BaseModel):
    doc_id: str
    page: int
    score: float
    text: str


class SearchResponse(BaseModel):
    results: list[SearchResult]


def retriever_of(request: Request) -> Retriever:
    """The app's index; a 503 while it is empty."""
    retriever = get_retriever(workdir_of(request))
    if not len(retriever):
        raise HTTPException(503, "the index is empty: run `ragagent ingest` first")
    return retriever


@router.post("/ask", response_model=Answer, summary="Answer with page citations, or refuse and say why")
def ask(body: AskRequest, request: Request) -> Answer:
    retriever = retriever_of(request)
    settings = RagSettings()
    with _llm_lock:
        return answer_question(
            body.question,
            retriever,
            llm_of(request),
            workdir_of(request),
            k=settings.answer_k,
            threshold=refusal_threshold(settings),
        )


@router.get("/search", response_model=SearchResponse, summary="Best-matching chunks, best first")
def search(
    request: Request,
    q: Annotated[str, Query(min_length=1, max_length=2000, description="What to look for.")],
    k: Annotated[int, Query(ge=1, le=MAX_K)] = 10,
    doc_id: Annotated[str | None, Query(description="Only this document.")] = None,
    doc_type: Annotated[str | None, Query(description=f"Only this type: {', '.join(DOC_TYPES)}.")] = None,
    mode: Annotated[str, Query(description=f"One of {', '.join(MODES)}.")] = "hybrid",
) -> SearchResponse:
    unknown = sorted(set(request.query_params) - {"q", "k", "doc_id", "doc_type", "mode"})
    if unknown:
        raise HTTPException(400, f"unknown parameter(s): {', '.join(unknown)}")
    if not q.strip():
        raise HTTPException(400, "q is blank")
    if doc_type is not None and doc_type not in DOC_TYPES:
        raise HTTPException(400, f"unknown doc_type {doc_type!r}; choose one of {', '.join(DOC_TYPES)}")
    if mode not in MODES:
        raise HTTPException(400, f"unknown mode {mode!r}; choose one of {', '.join(MODES)}")
    retriever = retriever_of(request)
    if doc_id is not None and doc_id not in retriever.doc_ids:
        raise HTTPException(404, f"unknown doc_id {doc_id!r}: not in the index")
    hits = retriever.search(q, k, mode=mode, doc_id=doc_id, doc_type=doc_type)  # type: ignore[arg-type]
    return SearchResponse(
        results=[SearchResult(doc_id=h.doc_id, page=h.page, score=h.score, text=h.text) for h in hits]
    )


def _status(workdir: Workdir, doc_id: str) -> str | None:
    import json

    path = workdir.prediction_file(doc_id)
    if not path.is_file():
        return None
    try:
        return str(json.loads(path.read_text(encoding="utf-8")).get("status"))
    except (ValueError, OSError):
        return "unreadable"


def _page_count(workdir: Workdir, doc_id: str) -> int | None:
    path = workdir.text_file(doc_id)
    if not path.is_file():
        return None
    with path.open(encoding="utf-8") as handle:
        return sum(1 for line in handle if line.strip())


@router.get("/documents", summary="The documents: manifest fields, page counts, extraction status")
def documents(request: Request) -> dict[str, list[dict[str, Any]]]:
    workdir = workdir_of(request)
    manifest: Path | None = getattr(request.app.state, "manifest", None)
    if manifest is not None:
        try:
            rows = [entry.model_dump() for entry in load_manifest(manifest)]
        except ManifestError as exc:
            raise HTTPException(500, f"manifest unusable: {exc}") from None
    else:
        rows = get_retriever(workdir).documents()
    for row in rows:
        row["pages"] = _page_count(workdir, row["doc_id"])
        row["extraction_status"] = _status(workdir, row["doc_id"])
    return {"documents": rows}
