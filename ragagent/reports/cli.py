"""`ragagent report` (one self-contained HTML page) and `ragagent export` (ok fields as CSV or Parquet)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ragagent.workdir import REPO_ROOT

FORMATS = ("csv", "parquet")
SCORES_DIR = REPO_ROOT / "evals" / "results"  # where evals/score_extraction.py writes its results


def register(app: typer.Typer) -> None:
    """Add the `report` and `export` commands."""

    @app.command()
    def report(
        workdir: Annotated[Path | None, typer.Option(help="Work directory (default: the repo root).")] = None,
        out: Annotated[Path | None, typer.Option(help="Output file (default: outputs/report.html).")] = None,
        scores: Annotated[
            Path, typer.Option(help="Folder of scored runs (extraction_*.json) for precision over runs.")
        ] = SCORES_DIR,
    ) -> None:
        """Write outputs/report.html: documents by status, automation, review queue, LLM cost, runs."""
        from ragagent.reports.page import write
        from ragagent.workdir import Workdir

        typer.echo(f"report: {write(Workdir.at(workdir), out, scores)}")

    @app.command()
    def export(
        fmt: Annotated[str, typer.Option("--format", help="csv | parquet.")] = "csv",
        workdir: Annotated[Path | None, typer.Option(help="Work directory (default: the repo root).")] = None,
        out: Annotated[Path | None, typer.Option(help="Output file (default: outputs/fields.<fmt>).")] = None,
    ) -> None:
        """Write the ok fields of all predictions, one row per document and field (value, page, quote)."""
        from ragagent.reports.frames import export_rows
        from ragagent.workdir import Workdir, atomic_file

        if fmt not in FORMATS:
            typer.echo(f"error: --format must be one of {', '.join(FORMATS)}", err=True)
            raise typer.Exit(2)
        wd = Workdir.at(workdir)
        rows = export_rows(wd)
        path = out or wd.export_file(fmt)
        with atomic_file(path) as handle:
            if fmt == "csv":
                rows.to_csv(handle, index=False)
            else:
                rows.to_parquet(handle, index=False)
        typer.echo(f"export: {len(rows)} fields of {rows['doc_id'].nunique()} documents → {path}")
