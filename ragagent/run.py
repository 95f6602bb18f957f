"""`ragagent run`: every stage in order — download → page text → extract → ingest — on one manifest.

Each stage resumes: verified downloads, current page text, current predictions and unchanged index
pages are skipped, so a re-run after a crash continues where it stopped.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

console = Console()


def register(app: typer.Typer) -> None:
    @app.command()
    def run(
        manifest: Annotated[Path, typer.Option(help="Manifest CSV.")] = Path("data/manifest.csv"),
        mirror: Annotated[
            Path | None, typer.Option(envvar="RAGAGENT_MIRROR", help="Serve PDFs from this folder.")
        ] = None,
        workdir: Annotated[Path | None, typer.Option(help="Work directory (default: the repo root).")] = None,
        backend: Annotated[str | None, typer.Option(help="LLM: local|gemini|ollama|fake.")] = None,
        skip_extract: Annotated[bool, typer.Option(help="Do not run LLM extraction.")] = False,
        skip_ingest: Annotated[bool, typer.Option(help="Do not build the question-answering index.")] = False,
        executor: Annotated[
            str, typer.Option(help="Extraction: local (one process) | ray (a Ray task per document).")
        ] = "local",
        workers: Annotated[
            int | None,
            typer.Option(min=1, help="Documents extracted at a time, locally (default: one per core)."),
        ] = None,
    ) -> None:
        """Download, convert, extract and index every document of the manifest."""
        from ragagent.download.batch import download_all
        from ragagent.download.batch import summary_table as download_table
        from ragagent.manifest import ManifestError, read_manifest
        from ragagent.to_text import convert_all
        from ragagent.to_text import summary_table as text_table
        from ragagent.workdir import Workdir

        if executor not in ("local", "ray"):
            _error("--executor must be local or ray")
            raise typer.Exit(2)
        if executor == "ray" and workers is not None:
            _error("--workers sizes the local pool; Ray schedules its own tasks")
            raise typer.Exit(2)
        try:
            entries, errors = read_manifest(manifest)
        except ManifestError as exc:
            _error(str(exc))
            raise typer.Exit(2) from None
        wd = Workdir.at(workdir)
        console.rule(f"download ({len(entries)} documents) → {wd.raw_dir}")
        downloaded = download_all(entries, wd, mirror=mirror)
        console.print(download_table(downloaded))
        lost = [r for r in downloaded if r.status in ("failed", "missing")]
        errors += [f"{r.doc_id}: not downloaded: {r.reason}" for r in lost]
        have = [r.doc_id for r in downloaded if r not in lost]
        console.rule("page text")
        texts = convert_all(wd, have)
        console.print(text_table(texts))
        errors += [f"{r.doc_id}: no page text: {r.reason}" for r in texts if r.status == "failed"]
        readable = {r.doc_id for r in texts if r.status != "failed"}
        ready = [e for e in entries if e.doc_id in readable]
        stopped = None
        if not skip_extract:
            from ragagent.extract.pipeline import extract_all
            from ragagent.extract.ray_executor import extract_all_ray
            from ragagent.llm.base import LLMAuthError, LLMQuotaError

            console.rule("extract")
            try:
                if executor == "ray":
                    summary = extract_all_ray(ready, wd, backend=backend)
                else:
                    summary = extract_all(ready, wd, backend=backend, workers=workers)
            except (LLMAuthError, LLMQuotaError) as exc:  # every further call would fail the same way
                stopped = f"extraction stopped, the rest of the batch is not extracted: {exc}"
            else:
                errors += [
                    f"{d.doc_id}: extraction failed: {d.problems[0] if d.problems else 'no reason recorded'}"
                    for d in summary.documents
                    if d.status == "failed"
                ]
        if not skip_ingest:
            from ragagent.rag.index import ingest

            console.rule("index for questions")
            ingest(wd, ready)
        for line in [*errors, *([stopped] if stopped else [])]:
            _error(line)
        failed = len(entries) - len(ready)
        if failed:
            console.print(f"[yellow]{failed} document(s) could not be read; see the tables above.[/yellow]")
        if stopped:
            raise typer.Exit(1)


def _error(line: str) -> None:
    """One problem on one line (never wrapped), so a batch log can be grepped per document."""
    text = f"error: {' '.join(line.split())}"
    console.print(text, style="red", markup=False, highlight=False, soft_wrap=True)
