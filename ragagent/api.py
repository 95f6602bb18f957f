"""The FastAPI app: thin routes over the stage modules, a body size limit, `/health`, docs at /docs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fastapi import FastAPI

from ragagent.selftest import selftest_main
from ragagent.workdir import Workdir

MAX_BODY_BYTES = 1_000_000


class BodySizeLimit:
    """ASGI middleware: 413 for request bodies over `max_bytes`, by header or by counting the stream."""

    def __init__(self, app: Any, max_bytes: int = MAX_BODY_BYTES) -> None:
        self.app, self.max_bytes = app, max_bytes

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_bytes):
            await self._reject(send)
            return
        seen, started, too_large = 0, False, False

        async def limited_receive() -> dict:
            nonlocal seen, too_large
            if too_large:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_bytes:
                    too_large = True
                    if not started:
                        await self._reject(send)
                    return {"type": "http.disconnect"}  # the app stops reading; its reply is dropped
            return message

        async def guarded_send(message: dict) -> None:
            nonlocal started
            if too_large:
                return
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, limited_receive, guarded_send)
        except Exception:
            if not too_large:
                raise

    async def _reject(self, send: Any) -> None:
        body = json.dumps({"detail": f"request body larger than {self.max_bytes} bytes"}).encode()
        headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
        await send({"type": "http.response.start", "status": 413, "headers": headers})
        await send({"type": "http.response.body", "body": body})


def create_app(workdir: Workdir, *, manifest: Path | None = None, llm: Any = None) -> FastAPI:
    """The app over `workdir`; `manifest` feeds /documents (default: the index); `llm` replaces get_llm()."""
    from fastapi import Depends

    from ragagent.agent.routes import router as agent_router
    from ragagent.rag.routes import router as rag_router
    from ragagent.review.auth import require_question_user
    from ragagent.review.routes import router as review_router

    app = FastAPI(
        title="ragagent",
        description="Financial documents: cited answers (or refusals), search, documents.",
        version="0.1.0",
    )
    app.state.workdir = workdir
    app.state.manifest = manifest
    app.state.llm = llm
    app.add_middleware(BodySizeLimit, max_bytes=MAX_BODY_BYTES)
    questions = [Depends(require_question_user)]  # open unless RAGAGENT_OPEN_QUESTIONS=false
    app.include_router(rag_router, dependencies=questions)
    app.include_router(agent_router, dependencies=questions)
    app.include_router(review_router)

    @app.get("/health", tags=["health"], summary="Liveness: the app answers")
    def health() -> dict[str, str]:
        return {"status": "ok", "workdir": str(workdir.root)}

    return app


def _case_body_limit_and_health() -> None:
    from fastapi.testclient import TestClient

    client = TestClient(create_app(Workdir.at("/nonexistent-ragagent-workdir")))
    assert client.get("/health").json()["status"] == "ok"
    big = client.post(
        "/ask", content=b"x" * (MAX_BODY_BYTES + 1), headers={"content-type": "application/json"}
    )
    assert big.status_code == 413, big.text
    assert client.post("/ask", json={"question": "   "}).status_code == 422


SELFTEST_CASES = [_case_body_limit_and_health]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
