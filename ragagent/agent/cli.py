"""CLI command of the agent: `ragagent agent "…"`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer


def register(app: typer.Typer) -> None:
    """Add `agent`."""

    @app.command()
    def agent(
        question: Annotated[str, typer.Argument(help="The question, in plain words.")],
        workdir: Annotated[Path | None, typer.Option(help="Work directory (default: the repo root).")] = None,
        backend: Annotated[str | None, typer.Option(help="LLM backend (default: local).")] = None,
        as_json: Annotated[bool, typer.Option("--json", help="Print the whole result as JSON.")] = False,
    ) -> None:
        """Answer with tools behind the gate; print the verified answer, or why it was withheld."""
        from ragagent.agent.service import ask_agent
        from ragagent.llm import get_llm
        from ragagent.workdir import Workdir

        try:
            result = ask_agent(question, Workdir.at(workdir), get_llm(backend))
        except ValueError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(2) from None
        if as_json:
            typer.echo(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
            return
        for step in result.trace:
            typer.echo(
                f"  {step.tool} {json.dumps(step.args)[:100]} -> {step.decision} ({step.seconds}s)", err=True
            )
        if result.outcome in ("verified", "revised"):
            typer.echo(result.answer)
            for claim in result.claims:
                typer.echo(f"  - {claim['text']} [{claim['source']}: {claim['pages']}]")
        else:
            typer.echo(f"{result.outcome}: " + "; ".join(result.objections))
        typer.echo(f"({result.outcome}, {result.llm_calls} LLM calls, {result.seconds}s)", err=True)
