"""HTTP face of the review queue: a JSON API (OpenAPI-documented) and the reviewer's web page.

The app that includes `router` must set `app.state.workdir` (a Workdir). Actions send the item
`version` they read; a stale version gets 409. The acting reviewer is the signed-in user (review/auth.py);
only while no user exists (single-user mode) is it the name in the `X-Reviewer` header.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Annotated, Any, TypeVar
from urllib.parse import unquote

from fastapi import APIRouter, Depends, Form, Header, HTTPException, Query, Request, Response
from fastapi.responses import FileResponse, HTMLResponse, RedirectResponse
from fastapi.templating import Jinja2Templates

from ragagent.app_state import workdir_of
from ragagent.audit import AuditLog
from ragagent.review import actions
from ragagent.review.auth import COOKIE, refuse, require_review_user
from ragagent.review.highlight import page_count, render_page
from ragagent.review.queue import Refused, ReviewError, list_queue, load_item
from ragagent.withheld import list_withheld, load_withheld

HERE = Path(__file__).parent
STATIC_FILES = {"review.css": "text/css", "review.js": "text/javascript"}
templates = Jinja2Templates(directory=str(HERE / "templates"))
router = APIRouter(prefix="/review", tags=["review"], dependencies=[Depends(require_review_user)])
T = TypeVar("T")


def reviewer_of(
    request: Request,
    x_reviewer: Annotated[
        str | None,
        Header(description="Single-user mode only: who is acting; percent-encode non-ASCII names."),
    ] = None,
) -> str | None:
    """The signed-in user; in single-user mode the `X-Reviewer` name (UTF-8 comes %-encoded)."""
    user = getattr(request.state, "user", None)
    if user is not None:
        return str(user)
    return unquote(x_reviewer) if x_reviewer is not None else None


Reviewer = Annotated[str | None, Depends(reviewer_of)]
_ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"description": "Malformed request, unsafe id or missing reviewer"},
    404: {"description": "Unknown document or field"},
    409: {"description": "Stale version (someone else changed the item) or item already closed"},
    422: {"description": "Refused: the evidence or the rules do not support the change (reasons listed)"},
}


def _call(fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Run a queue operation, turning its errors into HTTP errors with a readable detail."""
    try:
        return fn(*args, **kwargs)
    except Refused as exc:
        raise HTTPException(exc.status, {"message": str(exc), "reasons": exc.reasons}) from None
    except ReviewError as exc:
        raise HTTPException(exc.status, str(exc)) from None


def _queue(
    request: Request, doc_type: str | None, reason: str | None, state: str | None
) -> list[dict[str, Any]]:
    return [asdict(e) for e in _call(list_queue, workdir_of(request), doc_type, reason, state)]


@router.get("/api/queue", summary="List queued items, oldest first", responses=_ERRORS)
def api_queue(
    request: Request,
    doc_type: str | None = Query(None, description="Only this document type."),
    reason: str | None = Query(None, description="Only items whose routing reasons contain this text."),
    state: str | None = Query(None, description="to_review, reviewing or postponed."),
) -> list[dict[str, Any]]:
    return _queue(request, doc_type, reason, state)


@router.get("/api/items/{doc_id}", summary="One queued item with its fields and version", responses=_ERRORS)
def api_item(request: Request, doc_id: str) -> dict[str, Any]:
    return _call(load_item, workdir_of(request), doc_id)


@router.get(
    "/api/items/{doc_id}/pages/{page}.png",
    summary="Page image with a field's quote (or any quote) highlighted",
    response_class=Response,
    responses={**_ERRORS, 200: {"content": {"image/png": {}}}},
)
def api_page(
    request: Request,
    doc_id: str,
    page: int,
    field: str | None = Query(None, description="Highlight this field's quote."),
    quote: str | None = Query(None, max_length=2000, description="Highlight this text instead."),
) -> Response:
    workdir = workdir_of(request)
    if field and quote is None:
        item = _call(load_item, workdir, doc_id)
        if field not in item["fields"]:
            raise HTTPException(404, f"document {doc_id!r} has no field {field!r}")
        quote = item["fields"][field].get("quote")
    shot = _call(render_page, workdir, doc_id, page, quote)
    headers = {"X-Highlight-Boxes": str(shot.boxes), "X-Page-Count": str(shot.page_count)}
    if shot.top is not None:
        headers["X-Highlight-Top"] = f"{shot.top:.4f}"
    headers["Cache-Control"] = "no-store"
    return Response(shot.png, media_type="image/png", headers=headers)


def _add_action_route(action: actions.Action) -> None:
    """POST /api/items/{doc_id}[/fields/{field}]/<name>: the action's request model is the body."""

    def endpoint(request: Request, doc_id: str, body: Any, reviewer: Any, field: str = "") -> dict:
        where = (doc_id, field) if action.per_field else (doc_id,)
        return _call(action.fn, workdir_of(request), *where, reviewer=reviewer, **body.model_dump())

    param = inspect.Parameter
    params = [
        param("request", param.POSITIONAL_OR_KEYWORD, annotation=Request),
        param("doc_id", param.POSITIONAL_OR_KEYWORD, annotation=str),
        *([param("field", param.POSITIONAL_OR_KEYWORD, annotation=str)] if action.per_field else []),
        param("body", param.POSITIONAL_OR_KEYWORD, annotation=action.request),
        param("reviewer", param.POSITIONAL_OR_KEYWORD, annotation=Reviewer),
    ]
    endpoint.__signature__ = inspect.Signature(params, return_annotation=dict)  # type: ignore[attr-defined]
    where = "/fields/{field}" if action.per_field else ""
    path = f"/api/items/{{doc_id}}{where}/{action.name}"
    router.post(path, summary=action.summary, responses=_ERRORS, name=f"api_{action.name}")(endpoint)


for _action in actions.ACTIONS:
    _add_action_route(_action)


@router.get("/api/audit/verify", summary="Check the audit log's hash chain and head")
def api_audit_verify(request: Request) -> dict[str, Any]:
    report = AuditLog(workdir_of(request).audit_log).verify()
    return {"ok": report.ok, "count": report.count, "head": report.head, "problems": report.problems}


@router.get("", response_class=HTMLResponse, include_in_schema=False)
def page_queue(
    request: Request, doc_type: str | None = None, reason: str | None = None, state: str | None = None
) -> HTMLResponse:
    entries = _queue(request, doc_type, reason, state)
    filters = {"doc_type": doc_type or "", "reason": reason or "", "state": state or ""}
    withheld = list_withheld(workdir_of(request))
    context = {"entries": entries, "filters": filters, "withheld": withheld}
    return templates.TemplateResponse(request, "queue.html", context)


@router.get("/withheld/{case_id}", response_class=HTMLResponse, include_in_schema=False)
def page_withheld(request: Request, case_id: str) -> HTMLResponse:
    """A withheld agent answer: the question, the draft, the trace and the verifier's objections."""
    try:
        case = load_withheld(workdir_of(request), case_id)
    except KeyError:
        raise HTTPException(404, f"no withheld answer {case_id!r}") from None
    return templates.TemplateResponse(request, "withheld.html", {"case": case})


@router.get("/items/{doc_id}", response_class=HTMLResponse, include_in_schema=False)
def page_item(request: Request, doc_id: str) -> HTMLResponse:
    workdir = workdir_of(request)
    item = _call(load_item, workdir, doc_id)
    context = {"item": item, "page_count": _call(page_count, workdir, doc_id)}
    return templates.TemplateResponse(request, "item.html", context)


@router.get("/report", response_class=HTMLResponse, include_in_schema=False)
def page_report(request: Request) -> FileResponse:
    """The latest `ragagent report` page (outputs/report.html), for signed-in reviewers."""
    path = workdir_of(request).report_file
    if not path.is_file():
        raise HTTPException(404, "no report yet: run `ragagent report`")
    return FileResponse(path, media_type="text/html")


@router.get("/signin", response_class=HTMLResponse, include_in_schema=False)
def page_signin(request: Request) -> HTMLResponse:
    return templates.TemplateResponse(request, "signin.html", {"problem": ""})


@router.post("/signin", include_in_schema=False)
def signin(request: Request, token: Annotated[str, Form(max_length=200)]) -> Response:
    """Check the token and keep it in an HttpOnly, same-site cookie for the page's API calls."""
    from ragagent.users import authenticate

    if authenticate(workdir_of(request), token) is None:
        refuse(request, 401, "sign-in with an unknown token")
        context = {"problem": "Unknown token."}
        return templates.TemplateResponse(request, "signin.html", context, status_code=401)
    page = RedirectResponse("/review", status_code=303)
    page.set_cookie(COOKIE, token.strip(), httponly=True, samesite="strict", path="/")
    return page


@router.post("/signout", include_in_schema=False)
def signout() -> Response:
    page = RedirectResponse("/review/signin", status_code=303)
    page.delete_cookie(COOKIE, path="/")
    return page


@router.get("/static/{name}", include_in_schema=False)
def static_file(name: str) -> FileResponse:
    if name not in STATIC_FILES:
        raise HTTPException(404, f"no static file {name!r}")
    return FileResponse(HERE / "static" / name, media_type=STATIC_FILES[name])
