"""`--executor ray`: each document is one idempotent Ray task that runs `extract_one` and writes its own
outputs atomically; Ray schedules them, on a cluster (address from RAY_ADDRESS) or a local instance.

A task is safe to run twice (Ray retries a task whose worker died): `extract_one` skips a document
whose outputs are current, and every write is an atomic replace. Each worker process builds its LLM
once (`get_llm(backend)`, or `llm_factory()` where the caller supplies one) and reuses it for every
document it runs. The shared review queue and run log are the same files as in a local run; the
question-answering index is not built here (`ragagent ingest`, or Chroma's server mode for many writers).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from ragagent.extract.pipeline import (
    DocOutcome,
    RunSummary,
    _finish,
    _outcome,
    extract_one,
    failed_record,
    write_outputs,
)
from ragagent.llm.base import LLM
from ragagent.manifest import ManifestEntry
from ragagent.workdir import Workdir

_WORKER_LLMS: dict[str, LLM] = {}


def _worker_llm(backend: str | None, llm_factory: Callable[[], LLM] | None) -> LLM:
    """This worker process's LLM, built on its first document."""
    key = "factory" if llm_factory else (backend or "")
    if key not in _WORKER_LLMS:
        from ragagent.llm import get_llm

        _WORKER_LLMS[key] = llm_factory() if llm_factory else get_llm(backend)
    return _WORKER_LLMS[key]


def extract_task(
    entry: dict[str, Any],
    root: str,
    backend: str | None,
    force: bool,
    extractor: str,
    llm_factory: Callable[[], LLM] | None = None,
) -> dict[str, Any]:
    """One document (the body of the Ray task); returns its DocOutcome as a dict, never raises for it."""
    doc = ManifestEntry(**entry)
    workdir = Workdir.at(root)
    try:
        llm = _worker_llm(backend, llm_factory)
        return extract_one(doc, workdir, llm, force=force, extractor=extractor).model_dump()
    except Exception as exc:  # one broken document never stops the batch
        record = failed_record(doc, backend or "", f"{type(exc).__name__}: {exc}")
        write_outputs(workdir, record)
        return _outcome(record, 0, 0.0, False).model_dump()


def extract_all_ray(
    entries: list[ManifestEntry],
    workdir: Workdir,
    *,
    backend: str | None = None,
    force: bool = False,
    extractor: str = "v1",
    llm_factory: Callable[[], LLM] | None = None,
    show_progress: bool = True,
) -> RunSummary:
    """Extract every entry as Ray tasks; connect to RAY_ADDRESS or start a local Ray; write the run log."""
    import ray
    from rich.console import Console

    if not ray.is_initialized():
        ray.init(address=os.environ.get("RAY_ADDRESS") or None, include_dashboard=False, log_to_driver=False)
    task = ray.remote(max_retries=2)(extract_task)
    started = datetime.now(UTC)
    summary = RunSummary(started=started.isoformat(timespec="seconds"), extractor=extractor)
    t0 = time.monotonic()
    root = str(workdir.root)
    refs = [task.remote(e.model_dump(), root, backend, force, extractor, llm_factory) for e in entries]
    console = Console(stderr=True)
    by_id: dict[str, DocOutcome] = {}
    pending = list(refs)
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        outcome = DocOutcome(**ray.get(done[0]))
        by_id[outcome.doc_id] = outcome
        if show_progress:
            skipped = " (current, skipped)" if outcome.skipped else ""
            console.print(f"{outcome.doc_id}: {outcome.status}{skipped}")
    summary.documents = [by_id[e.doc_id] for e in entries]  # manifest order, whatever order they finished
    summary.model = backend or ""
    return _finish(summary, workdir, t0, console, show_progress)
