"""Where everything a run makes lives, and the one way files are written (atomically).

Layout under a work directory (default: the repo root):
  data/raw/<doc_id>.pdf      data/text/<doc_id>.jsonl     data/chroma/     data/labels/
  outputs/predictions/  outputs/review_queue/  outputs/reviewed/  outputs/runs/  outputs/audit.log
  outputs/report.html  outputs/fields.csv|parquet
Nothing else in the package builds these paths by hand.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from ragagent.selftest import selftest_main

REPO_ROOT = Path(__file__).resolve().parent.parent


@contextmanager
def atomic_file(path: Path) -> Iterator[BinaryIO]:
    """A binary handle on a temp file beside `path`, renamed over `path` only if the block succeeds.

    Readers see the old file or the new one, never a torn one; on any error the temp file is removed
    (raise inside the block, e.g. after a failed checksum, to install nothing).
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def atomic_write(path: Path, data: str | bytes) -> None:
    """Write `data` to `path` so readers see the old file or the new one, never a torn one."""
    with atomic_file(path) as handle:
        handle.write(data.encode("utf-8") if isinstance(data, str) else data)


def atomic_write_json(path: Path, obj: Any) -> None:
    """Atomically write `obj` as indented UTF-8 JSON."""
    atomic_write(path, json.dumps(obj, indent=2, ensure_ascii=False) + "\n")


@dataclass(frozen=True)
class Workdir:
    """The folders of one work directory; creates nothing until something is written."""

    root: Path

    @classmethod
    def at(cls, root: str | Path | None = None) -> Workdir:
        return cls(Path(root).resolve() if root else REPO_ROOT)

    @property
    def raw_dir(self) -> Path:
        return self.root / "data" / "raw"

    @property
    def text_dir(self) -> Path:
        return self.root / "data" / "text"

    @property
    def chroma_dir(self) -> Path:
        return self.root / "data" / "chroma"

    @property
    def labels_dir(self) -> Path:
        return self.root / "data" / "labels"

    @property
    def outputs_dir(self) -> Path:
        return self.root / "outputs"

    @property
    def predictions_dir(self) -> Path:
        return self.outputs_dir / "predictions"

    @property
    def review_queue_dir(self) -> Path:
        return self.outputs_dir / "review_queue"

    @property
    def reviewed_dir(self) -> Path:
        return self.outputs_dir / "reviewed"

    @property
    def runs_dir(self) -> Path:
        return self.outputs_dir / "runs"

    @property
    def audit_log(self) -> Path:
        return self.outputs_dir / "audit.log"

    @property
    def report_file(self) -> Path:
        return self.outputs_dir / "report.html"

    def export_file(self, fmt: str) -> Path:
        return self.outputs_dir / f"fields.{fmt}"

    def raw_pdf(self, doc_id: str) -> Path:
        return self.raw_dir / f"{doc_id}.pdf"

    def text_file(self, doc_id: str) -> Path:
        return self.text_dir / f"{doc_id}.jsonl"

    def prediction_file(self, doc_id: str) -> Path:
        return self.predictions_dir / f"{doc_id}.json"

    @property
    def withheld_dir(self) -> Path:
        return self.outputs_dir / "withheld_answers"

    def withheld_file(self, case_id: str) -> Path:
        return self.withheld_dir / f"{case_id}.json"

    def review_file(self, doc_id: str) -> Path:
        return self.review_queue_dir / f"{doc_id}.json"

    def reviewed_file(self, doc_id: str) -> Path:
        return self.reviewed_dir / f"{doc_id}.json"


def _case_atomic_write_replaces_whole_files() -> None:
    root = Path(tempfile.mkdtemp())
    target = root / "a" / "b.json"
    atomic_write_json(target, {"x": "é"})
    assert json.loads(target.read_text(encoding="utf-8")) == {"x": "é"}
    atomic_write(target, b"new")
    assert target.read_bytes() == b"new"
    try:
        atomic_write(target, object())  # type: ignore[arg-type]  # fails while writing
    except TypeError:
        pass
    else:
        raise AssertionError("a non-text write succeeded")
    assert target.read_bytes() == b"new" and [p.name for p in target.parent.iterdir()] == ["b.json"]


def _case_layout() -> None:
    wd = Workdir.at(tempfile.mkdtemp())
    assert wd.raw_pdf("d") == wd.root / "data" / "raw" / "d.pdf"
    assert wd.review_file("d").parent == wd.review_queue_dir == wd.root / "outputs" / "review_queue"
    assert not (wd.root / "data").exists()  # nothing is created until something is written
    assert Workdir.at().root == REPO_ROOT


SELFTEST_CASES = [_case_atomic_write_replaces_whole_files, _case_layout]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
