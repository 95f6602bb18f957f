"""HTTP face of the agent: `POST /agent`."""

from __future__ import annotations

import threading
from typing import Any

from fastapi import APIRouter, Request

from ragagent.agent.service import ask_agent
from ragagent.app_state import llm_of, workdir_of
from ragagent.rag.routes import AskRequest, retriever_of

router = APIRouter(tags=["agent"])
_agent_lock = threading.Lock()  # one local model per process: one agent run at a time


@router.post("/agent", summary="Answer with tools; the answer leaves only when verified")
def agent(body: AskRequest, request: Request) -> dict[str, Any]:
    """The answer, its claims with citations, the outcome (verified | revised | needs_human_review |
    refused) and the step trace (tool, args, gate decision, seconds). A withheld answer is empty here
    and waits on the review page."""
    retriever = retriever_of(request)
    with _agent_lock:
        result = ask_agent(body.question, workdir_of(request), llm_of(request), retriever)
    shown = result.to_dict()
    if result.outcome == "needs_human_review":
        shown.update(answer="", claims=[], draft={})
    return shown
