"""Benchmark the question path's retrieval and the index build speed on the corpus index (or another).

    nice python scripts/bench_ask.py [--workdir DIR] [--rounds 3] [--ingest-docs fs_ultabeauty_2022q4,...]
    flock /tmp/ragagent-heavy.lock .venv/bin/python scripts/bench_ask.py --workdir /tmp/fb-work \
        --collection financebench_400_50 --questions financebench --ingest-docs ''

Retrieval: every question of the set (golden: answerable and traps; financebench: the covered ones)
through the `/ask` retrieval step (hybrid search, k = answer_k, company routing), cold: the
query-embedding cache is cleared before each call; GET /search through the FastAPI app in process
(TestClient) and over a real socket from a `ragagent serve` child on 127.0.0.1 serving the collection
(RAGAGENT_COLLECTION; it only reads the index); raw query-embedding latency with 1 and all torch threads.
Ingest: the given documents embedded into a scratch collection (deleted afterwards) with 1 and all
threads, chunks per second. Writes evals/results/bench_ask_<timestamp>.json (with the load average: the
machine is shared).

Internals on purpose: it times the retrieval step, the query embedder, /search and the index build.
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ragagent import Workdir
from ragagent.workdir import REPO_ROOT, atomic_write_json

sys.path.insert(0, str(REPO_ROOT / "evals"))
from golden.check_golden import load_questions  # noqa: E402

RESULTS = REPO_ROOT / "evals" / "results"
DEFAULT_INGEST = "fs_ultabeauty_2022q4,fs_pepsico_2023q1,loan_lockheed_2023_extension"


def percentiles(samples_ms: list[float]) -> dict[str, float]:
    """p50 / p95 / max in milliseconds."""
    ordered = sorted(samples_ms)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {
        "n": len(ordered),
        "p50_ms": round(statistics.median(ordered), 1),
        "p95_ms": round(p95, 1),
        "max_ms": round(ordered[-1], 1),
    }


def bench_retrieval(workdir: Workdir, questions: list[str], rounds: int) -> dict:
    """In process: the /ask retrieval step and GET /search through the app (the served collection)."""
    from fastapi.testclient import TestClient

    from ragagent import RagSettings, get_retriever
    from ragagent.api import create_app
    from ragagent.rag.embed import clear_query_cache, get_embedder

    retriever = get_retriever(workdir)
    k = RagSettings().answer_k
    get_embedder().embed_query("warm-up")
    retriever.search("warm-up question", k)
    search_ms, http_ms = [], []
    client = TestClient(create_app(workdir))
    for _ in range(rounds):
        for question in questions:
            clear_query_cache()
            started = time.perf_counter()
            retriever.search(question, k)
            search_ms.append((time.perf_counter() - started) * 1000)
            clear_query_cache()
            started = time.perf_counter()
            response = client.get("/search", params={"q": question, "k": k})
            http_ms.append((time.perf_counter() - started) * 1000)
            response.raise_for_status()
    return {
        "collection": retriever.store.name,
        "chunks_in_index": len(retriever),
        "k": k,
        "ask_retrieval": percentiles(search_ms),
        "http_search": percentiles(http_ms),
    }


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def served(workdir: Workdir, ready_seconds: float = 300.0) -> Iterator[str]:
    """A `ragagent serve` child over `workdir` on 127.0.0.1 (the environment's collection); its base URL."""
    import httpx

    port = _free_port()
    command = [sys.executable, "-m", "ragagent", "serve", "--workdir", str(workdir.root), "--port", str(port)]
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}  # the child imports this same package
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryFile() as log:
        child = subprocess.Popen(command, cwd=REPO_ROOT, env=env, stdout=log, stderr=log)
        try:
            deadline = time.monotonic() + ready_seconds
            while True:
                if child.poll() is not None:
                    log.seek(0)
                    raise RuntimeError(f"`ragagent serve` exited: {log.read().decode()[-2000:]}")
                try:
                    if httpx.get(f"{url}/health", timeout=2).status_code == 200:
                        break
                except httpx.TransportError:
                    if time.monotonic() > deadline:
                        raise
                time.sleep(0.5)
            yield url
        finally:
            child.terminate()
            child.wait(timeout=30)


def bench_served_search(workdir: Workdir, questions: list[str], rounds: int) -> dict:
    """GET /search over a real socket to a `ragagent serve` child (one keep-alive client, one request at a
    time). The first request, which loads the embedder and the BM25 snapshot, is timed on its own."""
    import httpx

    from ragagent import RagSettings

    k = RagSettings().answer_k
    samples = []
    with served(workdir) as url, httpx.Client(base_url=url, timeout=600) as client:
        started = time.perf_counter()
        client.get("/search", params={"q": "warm-up question", "k": k}).raise_for_status()
        first_ms = (time.perf_counter() - started) * 1000
        for n in range(rounds):
            for question in questions:
                # round n adds n spaces, which the tokenizer drops: the server's query cache never hits
                started = time.perf_counter()
                client.get("/search", params={"q": question + " " * n, "k": k}).raise_for_status()
                samples.append((time.perf_counter() - started) * 1000)
    return {"k": k, "first_request_ms": round(first_ms), "search": percentiles(samples)}


def bench_ingest(workdir: Workdir, doc_ids: list[str], threads: int) -> dict:
    """Embed `doc_ids` into a scratch collection (deleted afterwards) with `threads` torch threads."""
    from ragagent.manifest import load_manifest
    from ragagent.pages import load_pages
    from ragagent.rag.embed import get_embedder
    from ragagent.rag.index import build_index, entry_meta, open_client

    entries = {e.doc_id: e for e in load_manifest(REPO_ROOT / "data" / "manifest.csv")}
    pages = [p for d in doc_ids for p in load_pages(workdir.text_file(d))]
    meta = {d: entry_meta(entries[d]) for d in doc_ids}
    name = f"bench_ingest_{os.getpid()}_{threads}"
    client = open_client(workdir)
    embedder = get_embedder()
    saved, embedder.bulk_threads = embedder.bulk_threads, threads
    try:
        stats = build_index(workdir, pages, meta, collection=name, show_progress=False, client=client)
    finally:
        embedder.bulk_threads = saved
        client.delete_collection(name)
    return {
        "threads": threads,
        "docs": doc_ids,
        "pages": stats.pages,
        "chunks": stats.chunks_added,
        "embed_seconds": round(stats.embed_seconds, 2),
        "chunks_per_second": round(stats.chunks_per_second, 1),
    }


def bench_query_threads(questions: list[str]) -> dict:
    """Raw query-embedding latency with 1 and with all torch threads (why queries run on one thread)."""
    import torch

    from ragagent.rag.embed import get_embedder

    model = get_embedder().model
    result = {}
    for threads in (1, os.cpu_count() or 1):
        torch.set_num_threads(threads)
        samples = []
        for question in questions:
            started = time.perf_counter()
            model.encode([question], normalize_embeddings=True, show_progress_bar=False)
            samples.append((time.perf_counter() - started) * 1000)
        result[f"threads_{threads}"] = percentiles(samples)
    return result


def _questions(name: str) -> list[str]:
    """The query set: the golden questions, or FinanceBench's covered questions."""
    if name == "financebench":
        from financebench_data import covered_questions

        return [q.question for q in covered_questions()]
    return [item["question"] for item in load_questions()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, default=None)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--ingest-docs", default=DEFAULT_INGEST, help="comma-separated doc ids ('' to skip)")
    parser.add_argument(
        "--collection", help="the collection to serve (default: RAGAGENT_COLLECTION, else corpus)"
    )
    parser.add_argument("--questions", choices=("golden", "financebench"), default="golden")
    args = parser.parse_args(argv)
    if args.collection:  # this process and the served child read it (RagSettings.collection)
        os.environ["RAGAGENT_COLLECTION"] = args.collection
    workdir = Workdir.at(args.workdir)
    questions = _questions(args.questions)
    result: dict = {
        "command": "scripts/bench_ask.py " + " ".join(argv if argv is not None else sys.argv[1:]),
        "questions": {"set": args.questions, "n": len(questions)},
        "cpu_count": os.cpu_count(),
        "load_average_start": os.getloadavg(),
    }
    result["retrieval"] = bench_retrieval(workdir, questions, args.rounds)
    result["served_search"] = bench_served_search(workdir, questions, args.rounds)
    result["query_embedding_threads"] = bench_query_threads(questions)
    if args.ingest_docs:
        result["ingest"] = [
            bench_ingest(workdir, args.ingest_docs.split(","), n) for n in (1, os.cpu_count() or 1)
        ]
    result["load_average_end"] = os.getloadavg()
    out = RESULTS / f"bench_ask_{time.strftime('%Y%m%d_%H%M%S')}.json"
    atomic_write_json(out, result)
    print(result)
    print(f"-> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
