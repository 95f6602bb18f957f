"""`--executor ray` on a local Ray instance the test starts: one task per document, the same outputs as the
in-process batch, idempotent re-runs, and `ragagent extract --executor ray` through the CLI."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from batch_docs import answering_llm, downloaded_batch, extraction_outputs, make_batch

from ragagent.extract.pipeline import extract_all
from ragagent.extract.ray_executor import extract_all_ray
from ragagent.to_text import convert_all
from ragagent.workdir import Workdir

TESTS = Path(__file__).resolve().parent


@pytest.fixture(scope="module")
def ray_local() -> Iterator[Any]:
    import ray

    path = os.pathsep.join([str(TESTS), str(TESTS.parent)])
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        runtime_env={"env_vars": {"PYTHONPATH": path}},
    )
    yield ray
    ray.shutdown()


def _batch(root: Path, count: int) -> tuple[Workdir, list]:
    wd, entries = downloaded_batch(root, count)
    convert_all(wd, [e.doc_id for e in entries])
    return wd, entries


def test_ray_tasks_write_what_the_local_batch_writes(ray_local: Any, tmp_path: Path) -> None:
    local_wd, entries = _batch(tmp_path / "local", 6)
    extract_all(entries, local_wd, llm=answering_llm(), show_progress=False)
    ray_wd, _ = _batch(tmp_path / "ray", 6)
    summary = extract_all_ray(entries, ray_wd, llm_factory=answering_llm, show_progress=False)
    assert [d.doc_id for d in summary.documents] == [e.doc_id for e in entries]
    assert summary.count("ok") == 3 and summary.count("needs_review") == 3
    assert extraction_outputs(ray_wd) == extraction_outputs(local_wd) and len(extraction_outputs(ray_wd)) == 9
    assert len(list(ray_wd.runs_dir.glob("extract_*.json"))) == 1
    again = extract_all_ray(entries, ray_wd, llm_factory=answering_llm, show_progress=False)
    assert all(d.skipped for d in again.documents)  # idempotent: a re-run (or a retried task) redoes nothing
    assert extraction_outputs(ray_wd) == extraction_outputs(local_wd)


def test_cli_extract_executor_ray(ray_local: Any, tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from ragagent.cli import app

    wd, entries = _batch(tmp_path, 2)
    args = ["extract", "--workdir", str(wd.root), "--manifest", str(tmp_path / "manifest.csv")]
    result = CliRunner().invoke(app, [*args, "--backend", "fake", "--executor", "ray"])
    assert result.exit_code == 1  # the bare fake backend answers nothing: both documents fail, named
    records = [json.loads(wd.prediction_file(e.doc_id).read_text()) for e in entries]
    assert [r["status"] for r in records] == ["failed", "failed"] and all(r["problems"] for r in records)
    bad = CliRunner().invoke(app, [*args, "--executor", "dask"])
    assert bad.exit_code == 2 and "local or ray" in bad.output


def test_run_executor_ray_names_each_failed_document(ray_local: Any, tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from ragagent.cli import app

    manifest, mirror = make_batch(tmp_path, 2)
    args = ["run", "--workdir", str(tmp_path / "w"), "--manifest", str(manifest), "--mirror", str(mirror)]
    result = CliRunner().invoke(app, [*args, "--backend", "fake", "--executor", "ray", "--skip-ingest"])
    assert result.exit_code == 0, result.output
    errors = [line for line in result.output.splitlines() if line.startswith("error: ")]
    assert [e.split(":")[1].strip() for e in errors] == ["inv-0000", "inv-0001"], result.output
