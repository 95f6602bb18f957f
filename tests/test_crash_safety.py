"""SIGKILL `ragagent run` at random points of a batch, 10 times; after each kill nothing is torn or lost.

A seed work directory holds a finished batch of 4 invoices and a reviewer's postponed queue item (so
the audit log has a record). Each round copies it, starts `ragagent run` over 8 invoices (the fake
extractor of tests/batch_docs.py, the real text, index and queue code) in a child process, kills it
with SIGKILL (4 times just after a random new prediction, 6 times at random moments spread over a
run), and then checks:
every output file parses, the review queue lists, the audit log verifies, the index answers; a resume
then completes with outputs identical to the uninterrupted run's.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from batch_docs import make_batch
from typer.testing import CliRunner

from ragagent.audit import AuditLog
from ragagent.cli import app
from ragagent.pages import load_pages
from ragagent.workdir import Workdir

KILLS = 10
DELAY_S = 0.3  # per fake LLM call, so extraction is a fair share of the batch
CHILD = Path(__file__).with_name("batch_child.py")


def _child(work: Path, manifest: Path, mirror: Path) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    return subprocess.Popen(
        [sys.executable, str(CHILD), str(work), str(manifest), str(mirror), str(DELAY_S)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=env,
    )


def _finish(work: Path, manifest: Path, mirror: Path) -> None:
    proc = _child(work, manifest, mirror)
    _, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, err.decode()[-2000:]


def _json_files(root: Path) -> list[Path]:
    return [p for p in root.rglob("*.json") if not p.name.startswith(".")]


def _index(work: Path) -> list[tuple[str, str, str]]:
    """Every chunk of the index (id, text, doc_id), sorted; reading and querying it proves it is not torn."""
    from chromadb.api.client import SharedSystemClient

    from ragagent.rag.index import open_client, open_collection, read_all

    if not (work / "data" / "chroma").exists():
        return []
    try:
        collection = open_collection(open_client(Workdir.at(work), ""), "corpus")
        got = read_all(collection, ["documents", "metadatas", "embeddings"])
        if got["ids"]:
            near = collection.query(query_embeddings=[list(got["embeddings"][0])], n_results=1)["ids"][0]
            assert near == [got["ids"][0]], (near, got["ids"][0])
        rows = zip(got["ids"], got["documents"], [m["doc_id"] for m in got["metadatas"]], strict=True)
        return sorted(rows)
    finally:
        SharedSystemClient.clear_system_cache()  # the folder is copied and deleted next


def _check_intact(work: Path, audit_count: int) -> int:
    """No torn output anywhere; return how many predictions exist (to see where the kill landed)."""
    wd = Workdir.at(work)
    for path in _json_files(wd.outputs_dir):
        record = json.loads(path.read_text(encoding="utf-8"))  # a torn file fails here
        if path.parent in (wd.predictions_dir, wd.review_queue_dir):
            assert record["doc_id"] == path.stem and record["status"] in ("ok", "needs_review", "failed")
    for text in wd.text_dir.glob("*.jsonl"):
        assert load_pages(text), text
    for pdf in wd.raw_dir.glob("*.pdf"):  # only verified files are installed
        assert pdf.read_bytes().startswith(b"%PDF") and pdf.read_bytes().rstrip().endswith(b"%%EOF"), pdf
    queue = CliRunner().invoke(app, ["review", "list", "--workdir", str(work)])
    assert queue.exit_code == 0, queue.output
    report = AuditLog(wd.audit_log).verify()
    assert report.ok and report.count == audit_count, report.problems
    _index(work)
    return len(list(wd.predictions_dir.glob("*.json")))


def _snapshot(work: Path) -> dict[str, Any]:
    """Everything a batch produces, minus wall-clock timings and per-run logs."""
    wd = Workdir.at(work)
    outputs: dict[str, Any] = {}
    for folder in (wd.predictions_dir, wd.review_queue_dir, wd.reviewed_dir):
        for path in sorted(folder.glob("*.json")):
            record = json.loads(path.read_text(encoding="utf-8"))
            record.get("provenance", {}).pop("seconds", None)
            outputs[f"{folder.name}/{path.name}"] = record
    for path in sorted([*wd.text_dir.glob("*.jsonl"), *wd.raw_dir.glob("*.pdf")]):
        outputs[path.name] = hashlib.sha256(path.read_bytes()).hexdigest()
    outputs["audit.log"] = wd.audit_log.read_text(encoding="utf-8")
    outputs["index"] = _index(work)
    return outputs


@pytest.fixture(scope="module")
def seed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    root = tmp_path_factory.mktemp("crash")
    manifest8, mirror = make_batch(root, 8)
    manifest4 = root / "manifest4.csv"
    manifest4.write_text("".join(manifest8.read_text().splitlines(keepends=True)[:5]))
    work = root / "seed"
    _finish(work, manifest4, mirror)
    postponed = CliRunner().invoke(
        app,
        ["review", "postpone", "inv-0001", "--workdir", str(work), "--reviewer", "ann", "--comment", "tax?"],
    )
    assert postponed.exit_code == 0, postponed.output
    reference = root / "reference"
    shutil.copytree(work, reference)
    started = time.monotonic()
    _finish(reference, manifest8, mirror)
    return {
        "root": root,
        "seed": work,
        "manifest": manifest8,
        "mirror": mirror,
        "seconds": time.monotonic() - started,
        "snapshot": _snapshot(reference),
        "audit_count": AuditLog(Workdir.at(work).audit_log).verify().count,
    }


def test_reference_batch_is_a_real_batch(seed: dict[str, Any]) -> None:
    snap = seed["snapshot"]
    predictions = [k for k in snap if k.startswith("predictions/")]
    queued = [k for k in snap if k.startswith("review_queue/")]
    assert len(predictions) == 8 and len(queued) == 4, sorted(snap)
    assert snap["review_queue/inv-0001.json"]["review"]["updated_by"] == "ann"  # kept through the re-run
    assert {row[2] for row in snap["index"]} == {f"inv-{n:04d}" for n in range(8)}
    assert seed["audit_count"] == 1


def _kill_when(proc: subprocess.Popen, ready: Callable[[], bool]) -> bool:
    """SIGKILL `proc` once `ready()` holds; False when the batch ended first."""
    while proc.poll() is None:
        if ready():
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            return True
        time.sleep(0.01)
    return False


def _after_predictions(folder: Path, count: int, extra_s: float) -> Callable[[], bool]:
    """Ready `extra_s` seconds after `folder` first holds `count` predictions."""
    seen: list[float] = []

    def ready() -> bool:
        if not seen and len(list(folder.glob("*.json"))) >= count:
            seen.append(time.monotonic())
        return bool(seen) and time.monotonic() - seen[0] >= extra_s

    return ready


def _after_seconds(seconds: float) -> Callable[[], bool]:
    started = time.monotonic()
    return lambda: time.monotonic() - started >= seconds


def test_sigkill_loop_leaves_nothing_torn_and_resume_matches(seed: dict[str, Any]) -> None:
    """Kills 0-3 land just after the batch's 1st-3rd new prediction (mid-extraction); kills 4-9 at random
    moments spread over a whole run (mostly page text and the index). A batch that ends before its kill
    moment shortens the horizon and the kill is drawn again."""
    rng = random.Random(14)
    horizon = 0.9 * seed["seconds"]
    landed: list[tuple[str, int]] = []
    for round_no in range(3 * KILLS):
        if len(landed) == KILLS:
            break
        work = seed["root"] / f"kill{round_no}"
        shutil.copytree(seed["seed"], work)
        started = time.monotonic()
        proc = _child(work, seed["manifest"], seed["mirror"])
        if len(landed) < 4:
            new, extra = rng.randint(1, 3), rng.uniform(0, DELAY_S)
            when = f"{new} new prediction(s) + {extra:.2f} s"
            ready = _after_predictions(Workdir.at(work).predictions_dir, 4 + new, extra)
        else:
            at = horizon * (len(landed) - 4 + rng.random()) / (KILLS - 4)
            when, ready = f"{at:.1f} s", _after_seconds(at)
        if _kill_when(proc, ready):
            landed.append((when, _check_intact(work, seed["audit_count"])))
            _finish(work, seed["manifest"], seed["mirror"])
        else:
            assert proc.returncode == 0, proc.stderr.read().decode()[-2000:] if proc.stderr else ""
            horizon = min(horizon, 0.9 * (time.monotonic() - started))
        assert _snapshot(work) == seed["snapshot"], f"round {round_no} ({when}) differs after resume"
        shutil.rmtree(work)
    print("kill moments (when, predictions present):", landed)
    assert len(landed) == KILLS, landed
    counts = [n for _, n in landed]
    assert any(4 < n < 8 for n in counts) and 8 in counts, landed  # mid-extraction and later
