"""Reviewer accounts: per-reviewer API tokens, stored only as sha256 digests in `outputs/users.json`.

`ragagent users add NAME --role reviewer|admin` prints the new token once; nothing can show it again.
Tokens are 32 random bytes, so an unsalted sha256 is enough to make the file useless to a reader, and
lookups compare digests in constant time. As soon as one user exists, the review API accepts only
signed-in callers (a bearer token or the web page's sign-in cookie) and records the authenticated
name; with no users at all it stays in single-user mode (the self-declared `X-Reviewer` name).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Literal

import typer

from ragagent.selftest import selftest_main
from ragagent.workdir import Workdir, atomic_write_json

Role = Literal["reviewer", "admin"]
ROLES: tuple[str, ...] = ("reviewer", "admin")
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}$")
TOKEN_PREFIX = "rgt_"


WorkdirOpt = Annotated[Path | None, typer.Option("--workdir", help="Work directory (default: repo root).")]


class UserError(ValueError):
    """A user cannot be added or found; the message says why."""


@dataclass(frozen=True)
class User:
    name: str
    role: str


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def users_file(workdir: Workdir) -> Path:
    return workdir.outputs_dir / "users.json"


def _load(workdir: Workdir) -> dict[str, dict[str, Any]]:
    path = users_file(workdir)
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise UserError(f"{path}: not a JSON object")
    return data


def auth_enabled(workdir: Workdir) -> bool:
    """True once any user exists: from then on the review API needs a token."""
    return bool(_load(workdir))


def add_user(workdir: Workdir, name: str, role: str) -> str:
    """Create `name` with `role`; return the token (shown once, stored only as its digest)."""
    if not _NAME.match(name):
        raise UserError(f"user name {name!r}: letters, digits and _ . @ - only, at most 64")
    if role not in ROLES:
        raise UserError(f"role {role!r}: choose one of {', '.join(ROLES)}")
    users = _load(workdir)
    if name in users:
        raise UserError(f"user {name!r} exists; remove it first to issue a new token")
    token = TOKEN_PREFIX + secrets.token_urlsafe(32)
    created = datetime.now(UTC).isoformat(timespec="seconds")
    users[name] = {"role": role, "token_sha256": _digest(token), "created": created}
    atomic_write_json(users_file(workdir), users)
    return token


def remove_user(workdir: Workdir, name: str) -> None:
    users = _load(workdir)
    if users.pop(name, None) is None:
        raise UserError(f"no user {name!r}")
    atomic_write_json(users_file(workdir), users)


def authenticate(workdir: Workdir, token: str | None) -> User | None:
    """The user whose token this is, or None (no token, unknown token)."""
    if not token:
        return None
    digest = _digest(token.strip())
    found = None
    for name, entry in _load(workdir).items():  # every entry is compared: no early exit to time
        if hmac.compare_digest(str(entry.get("token_sha256", "")), digest):
            found = User(name=name, role=str(entry.get("role", "")))
    return found


def list_users(workdir: Workdir) -> list[User]:
    return [User(name=n, role=str(e.get("role", ""))) for n, e in sorted(_load(workdir).items())]


def register(app: typer.Typer) -> None:
    """Add the `users` command group."""
    users = typer.Typer(no_args_is_help=True, help="Reviewer accounts and their API tokens.")
    app.add_typer(users, name="users")

    @users.command("add")
    def add_command(
        name: Annotated[str, typer.Argument(help="User name (shown in the audit log).")],
        role: Annotated[str, typer.Option(help="reviewer | admin")] = "reviewer",
        workdir: WorkdirOpt = None,
    ) -> None:
        """Create a user and print their token once (it is stored hashed and cannot be shown again)."""
        try:
            token = add_user(Workdir.at(workdir), name, role)
        except UserError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(2) from None
        typer.echo(token)
        typer.echo(f"user {name} ({role}) added; the token above is shown only now", err=True)

    @users.command("list")
    def list_command(workdir: WorkdirOpt = None) -> None:
        """Names and roles (never tokens)."""
        for user in list_users(Workdir.at(workdir)):
            typer.echo(f"{user.name}\t{user.role}")

    @users.command("remove")
    def remove_command(name: Annotated[str, typer.Argument()], workdir: WorkdirOpt = None) -> None:
        """Delete a user; their token stops working at once."""
        try:
            remove_user(Workdir.at(workdir), name)
        except UserError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(2) from None


def _case_tokens_are_hashed_and_checked() -> None:
    import tempfile

    wd = Workdir.at(tempfile.mkdtemp())
    assert not auth_enabled(wd) and authenticate(wd, "anything") is None
    token = add_user(wd, "ann", "reviewer")
    admin = add_user(wd, "root.admin", "admin")
    stored = users_file(wd).read_text()
    assert token not in stored and _digest(token) in stored and auth_enabled(wd)
    assert authenticate(wd, token) == User("ann", "reviewer")
    assert authenticate(wd, admin) == User("root.admin", "admin")
    assert authenticate(wd, token + "x") is None and authenticate(wd, "") is None
    for bad in (("ann", "reviewer"), ("../x", "reviewer"), ("bob", "owner")):
        try:
            add_user(wd, *bad)
        except UserError:
            pass
        else:
            raise AssertionError(f"accepted {bad}")
    remove_user(wd, "ann")
    assert authenticate(wd, token) is None


SELFTEST_CASES = [_case_tokens_are_hashed_and_checked]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
