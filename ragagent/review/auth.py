"""Who is calling: the signed-in user behind the review API and the web page, refusals audited.

Once `ragagent users add` has created a user (ragagent.users), every /review route except the sign-in
page and static files needs a token: `Authorization: Bearer <token>` or the `ragagent_token` cookie the
sign-in form sets (HttpOnly, SameSite=Strict). The acting name is the token's user, never a header.
A missing or unknown token gets 401, a token without the needed role 403, and each refusal is appended
to the audit log; past 20 refusals a minute from one address the answer is 429 and is not logged.
`/ask`, `/search` and `/agent` stay open unless RAGAGENT_OPEN_QUESTIONS=false.
"""

from __future__ import annotations

import os
import time
from collections import deque

from fastapi import HTTPException, Request

from ragagent.app_state import workdir_of
from ragagent.audit import AuditLog
from ragagent.users import User, auth_enabled, authenticate

COOKIE = "ragagent_token"
PUBLIC = ("/review/signin", "/review/signout", "/review/static/")
ADMIN_ONLY = ("/review/api/audit/",)
MAX_REFUSALS_PER_MINUTE = 20  # per client address; past it: 429, not audited (the log cannot be flooded)


def request_token(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    if header.lower().startswith("bearer "):
        return header[7:].strip() or None
    return request.cookies.get(COOKIE)


def _over_limit(request: Request) -> bool:
    """Count this refusal for the client's address; True once it passed the per-minute limit."""
    state = request.app.state
    if not hasattr(state, "refusals"):
        state.refusals = {}
    window: deque[float] = state.refusals.setdefault(request.client.host if request.client else "", deque())
    now = time.monotonic()
    while window and now - window[0] > 60:
        window.popleft()
    window.append(now)
    return len(window) > MAX_REFUSALS_PER_MINUTE


def refuse(request: Request, status: int, reason: str, actor: str = "anonymous") -> HTTPException:
    """Audit a refused request and return the HTTP error to raise (429 past the rate limit)."""
    if _over_limit(request):
        return HTTPException(
            429, "too many refused requests; try again in a minute", headers={"Retry-After": "60"}
        )
    details = {"method": request.method, "path": request.url.path, "status": status, "reason": reason}
    AuditLog(workdir_of(request).audit_log).append(actor, "auth.refused", details)
    return HTTPException(status, reason, headers={"WWW-Authenticate": "Bearer"} if status == 401 else None)


def signed_in(request: Request, role: str | None = None) -> User | None:
    """The caller's user (None in single-user mode, with no users); raise 401/403 (audited) otherwise."""
    workdir = workdir_of(request)
    if not auth_enabled(workdir):
        return None
    user = authenticate(workdir, request_token(request))
    if user is None:
        raise refuse(request, 401, "sign in first: no valid token")
    if role and user.role != role:
        raise refuse(request, 403, f"needs the {role} role", actor=user.name)
    request.state.user = user.name
    return user


def require_review_user(request: Request) -> None:
    """Router dependency for /review: public paths pass, the audit endpoints need an admin."""
    path = request.url.path
    if path.startswith(PUBLIC):
        return
    try:
        signed_in(request, "admin" if path.startswith(ADMIN_ONLY) else None)
    except HTTPException as exc:  # a person at the web page is sent to the sign-in form
        if exc.status_code == 401 and request.method == "GET" and not path.startswith("/review/api/"):
            raise HTTPException(303, "sign in first", headers={"Location": "/review/signin"}) from None
        raise


def questions_open() -> bool:
    value = os.environ.get("RAGAGENT_OPEN_QUESTIONS", "true").strip().lower()
    return value not in ("0", "false", "no", "off")


def require_question_user(request: Request) -> None:
    """Dependency for /ask, /search, /agent: open by default; behind a token when the switch is off."""
    if questions_open():
        return
    if signed_in(request) is None:  # the switch is off but nobody can sign in: refuse rather than open
        raise refuse(request, 401, "questions are closed (RAGAGENT_OPEN_QUESTIONS=false) and no user exists")
