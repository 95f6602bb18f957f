"""CLI commands of the question-answering room: `ingest`, `search`, `ask`."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

WorkdirOpt = Annotated[Path | None, typer.Option(help="Work directory (default: the repo root).")]


def register(app: typer.Typer) -> None:
    """Add `ingest`, `search` and `ask`."""

    @app.command()
    def ingest(
        workdir: WorkdirOpt = None,
        manifest: Annotated[Path, typer.Option(help="Manifest CSV of documents.")] = Path(
            "data/manifest.csv"
        ),
        collection: Annotated[
            str | None, typer.Option(help="Chroma collection (default: RAGAGENT_COLLECTION, else corpus).")
        ] = None,
    ) -> None:
        """Build or update the question index from data/text (unchanged pages are not re-embedded)."""
        from rich.console import Console

        from ragagent.manifest import ManifestError, load_manifest
        from ragagent.rag.index import IndexBuildError
        from ragagent.rag.index import ingest as run_ingest
        from ragagent.workdir import Workdir

        console = Console(stderr=True)
        try:
            stats = run_ingest(Workdir.at(workdir), load_manifest(manifest), collection=collection)
        except (ManifestError, IndexBuildError) as exc:
            console.print(f"[red]error:[/red] {exc}")
            raise typer.Exit(2) from None
        console.print(
            f"{stats.pages} pages, {stats.chunks_total} chunks: {stats.chunks_added} embedded "
            f"({stats.chunks_per_second:.1f} chunks/s), {stats.chunks_kept} unchanged, "
            f"{stats.chunks_deleted} deleted, {stats.seconds:.1f} s (read {stats.read_seconds:.1f}, "
            f"chunk {stats.chunk_seconds:.1f}, embed {stats.embed_seconds:.1f}, "
            f"Chroma {stats.store_seconds:.1f})"
        )

    @app.command("search")
    def search_command(
        query: Annotated[str, typer.Argument(help="What to look for.")],
        k: Annotated[int, typer.Option(min=1, max=50, help="How many chunks.")] = 5,
        mode: Annotated[str, typer.Option(help="dense | bm25 | hybrid")] = "hybrid",
        workdir: WorkdirOpt = None,
    ) -> None:
        """Show the best-matching chunks (doc, page, score) without asking the LLM."""
        from ragagent.rag.retrieve import search
        from ragagent.workdir import Workdir

        try:
            hits = search(Workdir.at(workdir), query, k, mode=mode)  # type: ignore[arg-type]
        except ValueError as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(2) from None
        for hit in hits:
            preview = " ".join(hit.text.split())[:160]
            typer.echo(f"{hit.score:.4f}  {hit.doc_id} p.{hit.page}  {preview}")

    @app.command()
    def ask(
        question: Annotated[str, typer.Argument(help="The question, in plain words.")],
        workdir: WorkdirOpt = None,
        backend: Annotated[str | None, typer.Option(help="LLM backend: local | gemini | ollama.")] = None,
    ) -> None:
        """Answer from the corpus with page citations, or refuse and say why."""
        from ragagent.llm import get_llm
        from ragagent.rag.answer import answer_question
        from ragagent.rag.retrieve import get_retriever
        from ragagent.rag.settings import RagSettings, refusal_threshold
        from ragagent.workdir import Workdir

        if not question.strip():
            typer.echo("error: the question is empty", err=True)
            raise typer.Exit(2)
        wd = Workdir.at(workdir)
        settings = RagSettings()
        retriever = get_retriever(wd)
        if not len(retriever):
            typer.echo("error: the index is empty; run `ragagent ingest` first", err=True)
            raise typer.Exit(2)
        result = answer_question(
            question,
            retriever,
            get_llm(backend),
            wd,
            k=settings.answer_k,
            threshold=refusal_threshold(settings),
        )
        if result.refused:
            typer.echo(f"Refused: {result.reason}")
            return
        typer.echo(result.answer)
        for n, cite in enumerate(result.citations, start=1):
            typer.echo(f'  [{n}] {cite.doc_id} p.{cite.page}: "{cite.quote}"  {cite.source_url}')
