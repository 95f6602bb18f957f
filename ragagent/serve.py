"""`ragagent serve`: run the HTTP API (FastAPI under uvicorn) over a work directory."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def register(app: typer.Typer) -> None:
    """Add the `serve` command."""

    @app.command()
    def serve(
        workdir: Annotated[Path | None, typer.Option(help="Work directory (default: the repo root).")] = None,
        host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
        port: Annotated[int, typer.Option(min=1, max=65535, help="Port to listen on.")] = 8000,
        manifest: Annotated[Path | None, typer.Option(help="Manifest listed by /documents.")] = None,
    ) -> None:
        """Serve /ask, /search, /documents, /health and the docs at /docs."""
        import uvicorn

        from ragagent.api import create_app
        from ragagent.workdir import Workdir

        if manifest is not None and not manifest.is_file():
            typer.echo(f"error: manifest {manifest} not found", err=True)
            raise typer.Exit(2)
        uvicorn.run(create_app(Workdir.at(workdir), manifest=manifest), host=host, port=port)
