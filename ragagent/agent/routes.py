"""HTTP face of the agent: `POST /agent`."""

from __future__ import annotations

import threading
from typing import Any

from fastapi import APIRouter, Request

from ragagent.agent.service import ask_agent
from ragagent.rag.routes import AskRequest, _llm, _retriever, _workdir

router = APIRouter(tags=["agent"])
_agent_lock = threading.Lock()  # one local model per process: one agent run at a time


@router.post("/agent", summary="Answer with tools; the answer leaves only when verified")
def agent(body: AskRequest, request: Request) -> dict[str, Any]:
    """The answer, its claims with citations, the outcome (verified | revised | needs_human_review |
    refused) and the step trace (tool, args, gate decision, seconds). A withheld answer is empty here
    and waits on the review page."""
    retriever = _retriever(request)
    with _agent_lock:
        result = ask_agent(body.question, _workdir(request), _llm(request), retriever)
    shown = result.to_dict()
    if result.outcome == "needs_human_review":
        shown.update(answer="", claims=[], draft={})
    return shown
