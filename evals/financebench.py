"""FinanceBench evaluation: page retrieval (shared index, per mode, per document) and answer correctness.

    .venv/bin/python evals/financebench.py build      [--workdir /tmp/fb-work]   page text + index, resumable
    .venv/bin/python evals/financebench.py retrieval  [--limit N] [--workdir /tmp/fb-work]
    .venv/bin/python evals/financebench.py answers    [--limit N] [--workdir /tmp/fb-work]

The benchmark is read from ../shared/benchmarks/financebench (never copied); page text and the index live
in the work directory; results go to evals/results/financebench_{retrieval,answers}_<UTC timestamp>.json.

Internals on purpose: `build` and `retrieval` measure chunk configurations of the index (the chunker,
the collection's records); `answers` goes through `ragagent.ask` / `ragagent.ask_agent`.
"""

from __future__ import annotations

import datetime
import json
import sys
from collections import Counter
from dataclasses import asdict
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console

sys.path.insert(0, str(Path(__file__).resolve().parent))

from financebench_data import BENCH_DIR, BenchmarkError, available_docs, covered_questions, doc_meta  # noqa: E402
from financebench_index import all_pages, build, collection_name  # noqa: E402

from ragagent import Workdir  # noqa: E402
from ragagent.rag.chunk import DEFAULT_OVERLAP, DEFAULT_SIZE, chunk_page  # noqa: E402
from ragagent.workdir import REPO_ROOT, atomic_write_json  # noqa: E402

RESULTS_DIR = REPO_ROOT / "evals" / "results"
DEFAULT_WORKDIR = Path("/tmp/fb-work")
PARTIAL_SCOPE = (
    "PARTIAL: the shared index was still being built, so only per-document configurations, "
    "on the questions whose document is fully indexed"
)
WorkdirOption = Annotated[Path, typer.Option(help="Work directory for page text and the index.")]
SizeOption = Annotated[int | None, typer.Option(help="Chunk size in chars (default: the RAG default).")]
OverlapOption = Annotated[int | None, typer.Option(help="Chunk overlap in chars (default: the RAG default).")]
ANCHORS = {
    "financebench_stack_shared_hit@5": 0.233,
    "financebench_stack_shared_mrr@10": 0.181,
    "financebench_stack_per_doc_hit@5": 0.473,
    "financebench_stack_per_doc_mrr@10": 0.376,
    "paper_gpt4_turbo_shared_store": {"correct": 0.19, "refused": 0.67},
    "paper_gpt4_turbo_per_doc_store_correct": 0.50,
    "paper_gpt4_turbo_evidence_given_correct": 0.85,
}

app = typer.Typer(no_args_is_help=True, add_completion=False, help=__doc__.splitlines()[0])
console = Console(stderr=True)


def _stamp() -> str:
    return datetime.datetime.now(datetime.UTC).strftime("%Y%m%dT%H%M%SZ")


def _fail(message: str) -> None:
    console.print(f"[red]error:[/red] {message}")
    raise typer.Exit(2)


def _inputs(limit: int | None) -> tuple[dict[str, Path], list[Any]]:
    try:
        pdfs, questions = available_docs(), covered_questions()
    except BenchmarkError as exc:
        _fail(str(exc))
    if not pdfs:
        _fail(f"no PDFs under {BENCH_DIR / 'pdfs'}")
    if limit is not None and limit < 1:
        _fail("--limit must be at least 1")
    return pdfs, questions


def _open_index(wd: Workdir, pdfs: dict[str, Path], size: int, overlap: int) -> tuple[Any, set[str], bool]:
    """The FinanceBench retriever, the documents it holds completely, and whether it holds all of them."""
    from ragagent import get_retriever
    from ragagent.rag.index import read_all

    pages = all_pages(wd, pdfs, show_progress=False)
    expected = Counter(p.doc_id for p in pages for _ in chunk_page(p, size, overlap))
    collection = collection_name(size, overlap)
    retriever = get_retriever(wd, collection)
    have = Counter(str(m["doc_id"]) for m in read_all(retriever.store, ["metadatas"])["metadatas"])
    complete = {doc for doc, n in expected.items() if have.get(doc) == n}
    if not complete:
        _fail(f"collection {collection!r} in {wd.chroma_dir} holds no complete document: run `build`")
    console.print(
        f"index: {sum(have.values())} of {sum(expected.values())} chunks, "
        f"{len(complete)} of {len(expected)} documents complete"
    )
    return retriever, complete, len(complete) == len(expected)


def _chunking(size: int | None, overlap: int | None) -> tuple[int, int]:
    return (DEFAULT_SIZE if size is None else size, DEFAULT_OVERLAP if overlap is None else overlap)


def _index_info(wd: Workdir, retriever: Any, size: int, overlap: int) -> dict[str, Any]:
    return {
        "workdir": str(wd.root),
        "collection": collection_name(size, overlap),
        "chunks": len(retriever),
        "chunk_size": size,
        "chunk_overlap": overlap,
        "rag_default_chunking": f"{DEFAULT_SIZE}/{DEFAULT_OVERLAP}",
    }


@app.command("build")
def build_command(
    workdir: WorkdirOption = DEFAULT_WORKDIR,
    chunk_size: SizeOption = None,
    chunk_overlap: OverlapOption = None,
) -> None:
    """Convert the PDFs (cached) and build the shared index → evals/results/financebench_build_<ts>.json."""
    pdfs, questions = _inputs(None)
    wd = Workdir.at(workdir)
    size, overlap = _chunking(chunk_size, chunk_overlap)
    stats = build(
        wd, pdfs, doc_meta(), dict(Counter(q.doc_name for q in questions)), size=size, overlap=overlap
    )
    out = RESULTS_DIR / f"financebench_build_{_stamp()}.json"
    atomic_write_json(
        out,
        {
            "command": f"evals/financebench.py build --chunk-size {size} --chunk-overlap {overlap}",
            "workdir": str(wd.root),
            "collection": collection_name(size, overlap),
            "documents": len(pdfs),
            **asdict(stats),
            "chunks_per_second": round(stats.chunks_per_second, 1),
        },
    )
    console.print(
        f"{stats.pages} pages, {stats.chunks_total} chunks ({stats.chunks_added} embedded, "
        f"{stats.chunks_kept} kept, {stats.chunks_deleted} deleted) in {stats.seconds:.0f} s; wrote {out}"
    )


@app.command("retrieval")
def retrieval_command(
    limit: Annotated[int | None, typer.Option(help="Only the first N covered questions.")] = None,
    workdir: WorkdirOption = DEFAULT_WORKDIR,
    chunk_size: SizeOption = None,
    chunk_overlap: OverlapOption = None,
) -> None:
    """hit@5 / MRR@10 per configuration → evals/results/financebench_retrieval_<ts>.json."""
    from financebench_retrieval import evaluate

    pdfs, questions = _inputs(limit)
    questions = questions[:limit] if limit else questions
    wd = Workdir.at(workdir)
    size, overlap = _chunking(chunk_size, chunk_overlap)
    retriever, indexed, complete = _open_index(wd, pdfs, size, overlap)
    questions = [q for q in questions if q.doc_name in indexed]
    if not complete:
        console.print(
            "[yellow]index incomplete: per-document configurations, indexed documents only[/yellow]"
        )
    result = evaluate(retriever, questions, shared=complete)
    out = RESULTS_DIR / f"financebench_retrieval_{_stamp()}.json"
    atomic_write_json(
        out,
        {
            "command": f"evals/financebench.py retrieval --chunk-size {size} --chunk-overlap {overlap}"
            + (f" --limit {limit}" if limit else ""),
            "metric": "page-level: a hit is the question's document AND one of its evidence pages "
            "(FinanceBench's zero-based evidence_page_num + 1); hit@5 over the first 5 chunks returned, "
            "MRR@10 = 1/rank of the first hit within 10; doc_hit@5 = the right document in the top 5",
            "split": "summary.<configuration>.tune = even FinanceBench id (levers chosen on it), "
            ".report = odd id (not used to choose); the flat figures are all questions",
            "index": {
                **_index_info(wd, retriever, size, overlap),
                "complete": complete,
                "documents_complete": len(indexed),
            },
            "scope": "all covered questions" if complete else PARTIAL_SCOPE,
            "anchors": ANCHORS,
            **result,
        },
    )
    console.print(f"{'configuration':34} {'tune':>13} {'report':>13} {'all':>13}   hit@5/MRR@10")
    for name, s in result["summary"].items():
        cells = " ".join(f"{s[p]['hit@5']:.3f}/{s[p]['mrr@10']:.3f}" for p in ("tune", "report"))
        console.print(f"{name:34} {cells} {s['hit@5']:.3f}/{s['mrr@10']:.3f}  p95 {s['p95_ms']} ms")
    console.print(f"wrote {out}")


@app.command("answers")
def answers_command(
    limit: Annotated[int | None, typer.Option(help="Only the first N sampled, indexed questions.")] = None,
    workdir: WorkdirOption = DEFAULT_WORKDIR,
    size: Annotated[int, typer.Option(help="Sample size.")] = 40,
    seed: Annotated[int, typer.Option(help="Seed of random.Random for the sample.")] = 7,
    held_out_from: Annotated[
        int | None, typer.Option(help="Draw only from questions outside the sample of this seed.")
    ] = None,
    backend: Annotated[str, typer.Option(help="LLM backend.")] = "local",
    chunk_size: SizeOption = None,
    chunk_overlap: OverlapOption = None,
    store: Annotated[
        str, typer.Option(help="shared (the /ask pipeline) | per_doc (its document only).")
    ] = "shared",
    system: Annotated[str, typer.Option(help="ask (one-step /ask) | agent (the verified agent).")] = "ask",
    exclude_run: Annotated[
        list[Path] | None,
        typer.Option(help="Leave out every question this earlier results file holds (repeatable)."),
    ] = None,
) -> None:
    """Correct / incorrect / refused on a fixed sample → evals/results/financebench_answers_<ts>.json.

    The agent's withheld answers count as refused (nothing reaches the user), and are kept apart as
    `withheld` in each row's reason."""
    from financebench_answers import OneDocument, partial_path, run, sample, tally
    from financebench_judge import RULE

    import ragagent

    pdfs, questions = _inputs(limit)
    excluded = sorted(exclude_run or [])
    seen = {row["qid"] for f in excluded for row in json.loads(f.read_text(encoding="utf-8"))["rows"]}
    questions = [q for q in questions if q.qid not in seen]
    try:
        chosen = sample(questions, size, seed, held_out_from)
    except ValueError as exc:
        _fail(str(exc))
    if store not in ("shared", "per_doc"):
        _fail(f"--store must be shared or per_doc (got {store!r})")
    if system not in ("ask", "agent") or (system == "agent" and store != "shared"):
        _fail(f"--system must be ask, or agent on the shared store (got {system!r} on {store!r})")
    wd = Workdir.at(workdir)
    size_chars, overlap = _chunking(chunk_size, chunk_overlap)
    retriever, indexed, complete = _open_index(wd, pdfs, size_chars, overlap)
    if store == "shared" and not complete:
        _fail("the shared index is incomplete: run `build` to the end (or use --store per_doc)")
    sampled = len(chosen)
    chosen = [q for q in chosen if q.doc_name in indexed][:limit]
    llm = ragagent.get_llm(backend)
    settings = ragagent.RagSettings()
    k, threshold = settings.answer_k, settings.refusal_threshold
    config = {"store": store, "seed": seed, "size": size, "model": llm.model_id, "k": k}
    if system != "ask":
        config["system"] = system
    if held_out_from is not None:
        config["held_out_from"] = held_out_from
    if excluded:
        config["excluded_runs"] = "+".join(f.stem.removeprefix("financebench_answers_") for f in excluded)
    config.update(threshold=threshold, chunks=f"{size_chars}-{overlap}")
    path = partial_path(wd, config)
    console.print(f"{len(chosen)} of {sampled} sampled questions; rows appended to {path}")

    def answer_fn(q: Any) -> Any:
        if system == "agent":
            return agent_answer(q.question, wd, llm, retriever)
        source = retriever if store == "shared" else OneDocument(retriever, q.doc_name)
        return ragagent.ask(q.question, workdir=wd, llm=llm, retriever=source)

    rows = run(chosen, answer_fn, path)
    out = RESULTS_DIR / f"financebench_answers_{_stamp()}.json"
    summary = tally(rows)
    atomic_write_json(
        out,
        {
            "command": f"evals/financebench.py answers --system {system} --store {store} --size {size} "
            f"--seed {seed} "
            f"--chunk-size {size_chars} --chunk-overlap {overlap} "
            f"--backend {backend}"
            + (f" --held-out-from {held_out_from}" if held_out_from is not None else "")
            + "".join(f" --exclude-run {f}" for f in excluded)
            + (f" --limit {limit}" if limit else ""),
            "sample": f"random.Random({seed}).sample(covered questions in file order"
            + (f", minus the {len(seen)} questions of {len(excluded)} earlier runs" if excluded else "")
            + (f", minus the seed-{held_out_from} sample" if held_out_from is not None else "")
            + f", {size})",
            "answered_of_sample": f"{len(rows)} of {sampled}"
            + (
                ""
                if len(rows) == sampled
                else " (PARTIAL: only sampled questions whose document is fully indexed"
                + (f", the first {limit} of them)" if limit else ")")
            ),
            "pipeline": (
                "ragagent.agent.service.ask_agent (tool loop, gate, code checks and claim verifier; "
                "withheld answers count as refused) on "
                if system == "agent"
                else "ragagent.rag.answer.answer_question (gate 1 similarity threshold, gate 2 model says "
                "the excerpts hold the answer, label, period and claim-verifier checks) on "
            )
            + (
                "the shared index with company routing"
                if store == "shared"
                else "the question's document only (doc_id filter; the paper's per-document store)"
            ),
            "config": config,
            "rule": RULE,
            "index": _index_info(wd, retriever, size_chars, overlap),
            "anchors": ANCHORS,
            "summary": summary,
            "rows": rows,
        },
    )
    console.print(summary)
    console.print(f"wrote {out}")


def agent_answer(question: str, workdir: Workdir, llm: Any, retriever: Any) -> Any:
    """The agent's result in /ask's answer shape: its claims' pages as citations; withheld is refused."""
    from ragagent import Answer, Citation, ask_agent

    result = ask_agent(question, workdir=workdir, llm=llm, retriever=retriever)
    if not result.answer:
        reason = f"{result.outcome}: " + "; ".join(result.objections)
        return Answer(refused=True, reason=reason[:500])
    pages = dict.fromkeys((d, p) for c in result.claims for d, p in c["pages"])
    citations = [Citation(doc_id=d, page=p, quote="") for d, p in pages]
    return Answer(answer=result.answer, citations=citations, reason=result.outcome)


if __name__ == "__main__":
    app()
