"""What the FastAPI routers read from the app they are mounted on (ragagent.api sets `app.state`)."""

from __future__ import annotations

from typing import Any

from fastapi import HTTPException, Request

from ragagent.workdir import Workdir


def workdir_of(request: Request) -> Workdir:
    """The app's work directory; a 500 when the app was built without one."""
    workdir = getattr(request.app.state, "workdir", None)
    if not isinstance(workdir, Workdir):
        raise HTTPException(500, "server misconfigured: app.state.workdir is not set")
    return workdir


def llm_of(request: Request) -> Any:
    """The app's LLM (`app.state.llm`), the default local one built on first use."""
    if getattr(request.app.state, "llm", None) is None:
        from ragagent.llm import get_llm

        request.app.state.llm = get_llm()
    return request.app.state.llm
