"""`ragagent review …`: list, show and clear queue items; verify the audit log; export labels."""

import inspect
import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

if TYPE_CHECKING:
    import typer

EXIT_REFUSED = 1
EXIT_CONFLICT = 3
OPTION_NAMES = {"printed": "--value"}  # CLI option names that differ from the action's request field


def register(app: "typer.Typer") -> None:
    """Add the `review` command group."""
    import typer

    review = typer.Typer(no_args_is_help=True, help="The human review queue.")
    app.add_typer(review, name="review")

    WorkdirOpt = Annotated[
        Path | None, typer.Option("--workdir", help="Work directory (default: repo root).")
    ]
    ReviewerOpt = Annotated[
        str | None,
        typer.Option("--reviewer", envvar="RAGAGENT_REVIEWER", help="Who is acting (env RAGAGENT_REVIEWER)."),
    ]
    VersionOpt = Annotated[
        int | None,
        typer.Option("--expect-version", help="Version you read (`show`); a stale one is a conflict."),
    ]
    DocArg = Annotated[str, typer.Argument(help="Document id.")]
    FieldArg = Annotated[str, typer.Argument(help="Field name.")]

    def run(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        from rich.console import Console
        from rich.markup import escape

        from ragagent.review.queue import Conflict, Refused, ReviewError

        console = Console(stderr=True, soft_wrap=True)
        try:
            return fn(*args, **kwargs)
        except Refused as exc:
            console.print(f"[red]{escape(exc.message)}[/red]")
            for reason in exc.reasons:
                console.print(f"  - {reason}", markup=False)
            raise typer.Exit(EXIT_REFUSED) from None
        except Conflict as exc:
            console.print(f"[red]conflict:[/red] {escape(str(exc))}")
            raise typer.Exit(EXIT_CONFLICT) from None
        except ReviewError as exc:
            console.print(f"[red]error:[/red] {escape(str(exc))}")
            raise typer.Exit(EXIT_REFUSED) from None

    def wd(workdir: Path | None) -> Any:
        from rich.console import Console

        from ragagent.workdir import Workdir

        folder = Workdir.at(workdir)
        if not folder.root.is_dir():
            Console(stderr=True).print(f"[red]error:[/red] work directory {folder.root} does not exist")
            raise typer.Exit(EXIT_REFUSED)
        return folder

    def done(item: dict[str, Any], message: str) -> None:
        from rich.console import Console

        state, version = item["review"]["state"], item["review"]["version"]
        Console().print(f"[green]{message}[/green] ({item['doc_id']}: {state}, version {version})")

    @review.command("list")
    def list_command(
        workdir: WorkdirOpt = None,
        doc_type: Annotated[str | None, typer.Option("--type", help="Only this document type.")] = None,
        reason: Annotated[str | None, typer.Option(help="Only items whose reasons contain this.")] = None,
        state: Annotated[str | None, typer.Option(help="to_review, reviewing or postponed.")] = None,
        as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    ) -> None:
        """Queued items, oldest first: id, type, state, fields to review, reasons, age."""
        from dataclasses import asdict

        from rich.console import Console
        from rich.table import Table

        from ragagent.review.queue import list_queue

        entries = run(list_queue, wd(workdir), doc_type, reason, state)
        if as_json:
            print(json.dumps([asdict(e) for e in entries], indent=2))
            return
        table = Table(title=f"review queue ({len(entries)})")
        for column in ("doc_id", "type", "state", "to review", "reasons", "age"):
            right = column in ("to review", "age")
            table.add_column(column, justify="right" if right else "left", no_wrap=column != "reasons")
        for e in entries:
            reasons = "\n".join(e.reasons[:3]) + (
                f"\n+{len(e.reasons) - 3} more" if len(e.reasons) > 3 else ""
            )
            table.add_row(e.doc_id, e.doc_type, e.state, str(e.needs_review), reasons, _age(e.age_seconds))
        Console().print(table)

    @review.command("show")
    def show_command(
        doc_id: DocArg,
        workdir: WorkdirOpt = None,
        as_json: Annotated[bool, typer.Option("--json", help="Print the raw item JSON.")] = False,
    ) -> None:
        """One item: each field's value, quote, page, problems and decision."""
        from rich.console import Console
        from rich.table import Table

        from ragagent.review.queue import load_item

        item = run(load_item, wd(workdir), doc_id)
        if as_json:
            print(json.dumps(item, indent=2, ensure_ascii=False))
            return
        info = item["review"]
        table = Table(title=f"{doc_id} ({item.get('doc_type')}) — {info['state']}, version {info['version']}")
        for column in ("field", "value", "status", "page", "quote", "problems / decision"):
            table.add_column(column, overflow="fold")
        for name, f in item["fields"].items():
            decision = f.get("review")
            note = "\n".join(f.get("problems") or [])
            if decision:
                note = f"{decision['decision']} by {decision['by']}" + (f" — {note}" if note else "")
            style = "yellow" if f.get("status") == "needs_review" and not decision else None
            table.add_row(
                name,
                _show(f.get("value")),
                f.get("status", ""),
                _show(f.get("page")),
                f.get("quote") or "",
                note,
                style=style,
            )
        Console().print(table)

    def action_command(action: Any) -> Callable[..., None]:
        """`ragagent review <action>`: arguments and options made from the action's request model."""

        def command(**kw: Any) -> None:
            field = kw.pop("field", None)
            where = (kw.pop("doc_id"), field) if action.per_field else (kw.pop("doc_id"),)
            workdir, version = kw.pop("workdir"), kw.pop("expect_version")
            result = run(action.fn, wd(workdir), *where, version=version, **kw)
            value = result["fields"][field]["value"] if field else None
            done(result, action.message.format(field=field, value=value))

        param = inspect.Parameter
        keyword = param.POSITIONAL_OR_KEYWORD
        required, optional = [], []
        for name, info in action.request.model_fields.items():
            if name == "version":
                continue
            low = next((m.ge for m in info.metadata if hasattr(m, "ge")), None)
            option = typer.Option(OPTION_NAMES.get(name, f"--{name}"), help=info.description, min=low)
            annotated = Annotated[info.annotation, option]  # type: ignore[name-defined]  # built at run time
            if info.is_required():
                required.append(param(name, keyword, annotation=annotated))
            else:
                optional.append(param(name, keyword, annotation=annotated, default=info.default))
        command.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
            [
                param("doc_id", keyword, annotation=DocArg),
                *([param("field", keyword, annotation=FieldArg)] if action.per_field else []),
                *required,
                param("workdir", keyword, annotation=WorkdirOpt, default=None),
                param("reviewer", keyword, annotation=ReviewerOpt, default=None),
                param("expect_version", keyword, annotation=VersionOpt, default=None),
                *optional,
            ]
        )
        return command

    from ragagent.review.actions import ACTIONS

    for action in ACTIONS:
        help_text = (action.fn.__doc__ or "").strip().splitlines()[0]
        review.command(action.name, help=help_text)(action_command(action))

    @review.command("verify")
    def verify_command(workdir: WorkdirOpt = None) -> None:
        """Check the audit log: hash chain intact, nothing edited, deleted, reordered or cut off."""
        from rich.console import Console

        from ragagent.audit import AuditLog

        log = wd(workdir).audit_log
        report = AuditLog(log).verify()
        if report.ok:
            Console().print(
                f"[green]audit log ok[/green]: {report.count} records, head {report.head[:16]}… ({log})"
            )
            return
        console = Console(stderr=True)
        console.print(f"[red]audit log broken[/red] ({log}):")
        for problem in report.problems:
            console.print(f"  - {problem}")
        raise typer.Exit(EXIT_REFUSED)

    @review.command("export")
    def export_command(
        workdir: WorkdirOpt = None,
        reviewer: ReviewerOpt = None,
        out: Annotated[
            Path | None, typer.Option("--out", help="Label folder (default: data/labels).")
        ] = None,
        force: Annotated[bool, typer.Option(help="Overwrite labels this export did not write.")] = False,
    ) -> None:
        """Write confirmed documents as labels (data/labels format), marking fields a reviewer changed."""
        from rich.console import Console

        from ragagent.review.actions import export_labels

        written, skipped = run(export_labels, wd(workdir), reviewer=reviewer, out_dir=out, force=force)
        for path in written:
            Console().print(f"[green]wrote[/green] {path}")
        for note in skipped:
            Console(stderr=True).print(f"[yellow]skipped[/yellow] {note}")
        Console().print(f"{len(written)} exported, {len(skipped)} skipped")
        if skipped:
            raise typer.Exit(EXIT_REFUSED)


def _age(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} s"
    if seconds < 5400:
        return f"{seconds / 60:.0f} min"
    if seconds < 172800:
        return f"{seconds / 3600:.0f} h"
    return f"{seconds / 86400:.0f} d"


def _show(value: Any) -> str:
    return "null" if value is None else str(value)
