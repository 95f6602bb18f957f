"""`ragagent download`: fetch the manifest's PDFs into data/raw/ and print the table."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def register(app: typer.Typer) -> None:
    """Add the `download` command."""

    @app.command()
    def download(
        manifest: Annotated[
            Path, typer.Option(help="Manifest CSV (doc_id, doc_type, source_url, sha256, ...).")
        ],
        mirror: Annotated[
            Path | None,
            typer.Option(help="Folder of <doc_id>.pdf to use instead of the network (env RAGAGENT_MIRROR)."),
        ] = None,
        workdir: Annotated[Path | None, typer.Option(help="Work directory (default: the repo root).")] = None,
        attempts: Annotated[
            int, typer.Option(min=1, help="Attempts per URL (retries on 429/5xx/timeouts).")
        ] = 4,
        timeout: Annotated[float, typer.Option(min=0.1, help="Seconds allowed per request phase.")] = 60.0,
    ) -> None:
        """Fetch every manifest PDF into data/raw/, verified by sha256 (cached files are skipped)."""
        from rich.console import Console

        from ragagent.config import get_settings
        from ragagent.download.batch import OK_STATUSES, download_all, summary_table
        from ragagent.manifest import ManifestError, load_manifest
        from ragagent.workdir import Workdir

        console = Console()
        try:
            entries = load_manifest(manifest)
        except ManifestError as exc:
            console.print(f"[red]error:[/] {exc}", soft_wrap=True)
            raise typer.Exit(2) from None
        mirror_dir = mirror or get_settings().mirror
        if mirror_dir and not mirror_dir.is_dir():
            console.print(f"[red]error:[/] mirror folder {mirror_dir} does not exist", soft_wrap=True)
            raise typer.Exit(2)
        work = Workdir.at(workdir)
        results = download_all(entries, work, mirror=mirror_dir, attempts=attempts, timeout_s=timeout)
        console.print(summary_table(results))
        bad = [r.doc_id for r in results if r.status not in OK_STATUSES]
        if bad:
            console.print(
                f"[red]{len(bad)} of {len(results)} not available:[/] {', '.join(bad)}", soft_wrap=True
            )
            raise typer.Exit(1)
        console.print(f"[green]all {len(results)} verified[/] in {work.raw_dir}", soft_wrap=True)
