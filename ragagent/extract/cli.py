"""`ragagent extract`: run the extraction pipeline over a manifest, resumable, with a summary table."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def register(app: typer.Typer) -> None:
    """Add the `extract` command."""

    @app.command("extract")
    def extract_command(
        manifest: Annotated[Path, typer.Option(help="Manifest CSV of documents.")] = Path(
            "data/manifest.csv"
        ),
        workdir: Annotated[Path | None, typer.Option(help="Work directory (default: repo root).")] = None,
        backend: Annotated[
            str | None, typer.Option(help="LLM backend: local | gemini | ollama | fake.")
        ] = None,
        doc: Annotated[list[str] | None, typer.Option(help="Only this doc_id (repeatable).")] = None,
        doc_type: Annotated[str | None, typer.Option("--type", help="Only documents of this type.")] = None,
        force: Annotated[bool, typer.Option(help="Redo documents whose outputs are current.")] = False,
        extractor: Annotated[
            str, typer.Option(help="v1: the model copies quotes (default) | v2: it points at page lines.")
        ] = "v1",
        executor: Annotated[
            str, typer.Option(help="local: one process (default) | ray: a Ray task per document.")
        ] = "local",
        workers: Annotated[
            int | None,
            typer.Option(min=1, help="Documents at a time with --executor local (default: one per core)."),
        ] = None,
    ) -> None:
        """Extract contract fields with verbatim evidence into outputs/predictions (doubts to review)."""
        from ragagent.extract.pipeline import EXTRACTORS, extract_all
        from ragagent.manifest import ManifestError, load_manifest
        from ragagent.workdir import Workdir

        try:
            entries = load_manifest(manifest)
        except ManifestError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(2) from None
        if doc:
            unknown = set(doc) - {e.doc_id for e in entries}
            if unknown:
                typer.echo(f"error: not in {manifest}: {', '.join(sorted(unknown))}", err=True)
                raise typer.Exit(2)
            entries = [e for e in entries if e.doc_id in doc]
        if doc_type:
            entries = [e for e in entries if e.doc_type == doc_type]
        if extractor not in EXTRACTORS:
            typer.echo(f"error: --extractor must be one of {', '.join(EXTRACTORS)}", err=True)
            raise typer.Exit(2)
        if executor not in ("local", "ray"):
            typer.echo("error: --executor must be local or ray", err=True)
            raise typer.Exit(2)
        if executor == "ray" and workers is not None:
            typer.echo("error: --workers sizes the local pool; Ray schedules its own tasks", err=True)
            raise typer.Exit(2)
        if not entries:
            typer.echo("error: no documents selected", err=True)
            raise typer.Exit(2)
        wd = Workdir.at(workdir)
        if executor == "ray":
            from ragagent.extract.ray_executor import extract_all_ray

            summary = extract_all_ray(entries, wd, backend=backend, force=force, extractor=extractor)
        else:
            summary = extract_all(
                entries, wd, backend=backend, force=force, extractor=extractor, workers=workers
            )
        if summary.count("failed"):
            raise typer.Exit(1)
