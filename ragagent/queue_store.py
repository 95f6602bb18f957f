"""The review queue's files as storage: the per-item lock and who last changed an item.

Extraction writes queue items and review changes them; both take `item_lock` around a
read-check-write, so neither loses the other's write. This module sits below both stages
(it knows files and locks, not review rules), so extraction never imports `ragagent.review`.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

from filelock import FileLock

from ragagent.manifest import is_safe_id
from ragagent.selftest import selftest_main
from ragagent.workdir import Workdir, atomic_write_json


@contextmanager
def item_lock(workdir: Workdir, doc_id: str) -> Iterator[None]:
    """Exclusive lock for one item's read-check-write, across threads and processes."""
    if not is_safe_id(doc_id):
        raise ValueError(f"invalid document id {doc_id!r}: letters, digits, _ . - only")
    path = workdir.review_file(doc_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    with FileLock(str(path.with_name(f".{doc_id}.lock"))):
        yield


def reviewed_by(workdir: Workdir, doc_id: str) -> str | None:
    """Who last changed the queue item; None when no reviewer has, or it is missing or unreadable."""
    try:
        review = json.loads(workdir.review_file(doc_id).read_text(encoding="utf-8")).get("review") or {}
    except (OSError, ValueError, AttributeError):
        return None
    return review.get("updated_by")


def _case_lock_refuses_unsafe_ids() -> None:
    workdir = Workdir.at(tempfile.mkdtemp())
    for bad in ("../x", "a/b", ".."):
        try:
            with item_lock(workdir, bad):
                pass
        except ValueError:
            continue
        raise AssertionError(f"{bad!r} locked")
    with item_lock(workdir, "a_doc"):
        assert (workdir.review_queue_dir / ".a_doc.lock").exists()


def _case_reviewed_by() -> None:
    workdir = Workdir.at(tempfile.mkdtemp())
    assert reviewed_by(workdir, "a_doc") is None
    atomic_write_json(workdir.review_file("a_doc"), {"doc_id": "a_doc", "fields": {}})
    assert reviewed_by(workdir, "a_doc") is None
    atomic_write_json(workdir.review_file("a_doc"), {"doc_id": "a_doc", "review": {"updated_by": "ann"}})
    assert reviewed_by(workdir, "a_doc") == "ann"
    workdir.review_file("a_doc").write_text("[not a record", encoding="utf-8")
    assert reviewed_by(workdir, "a_doc") is None


SELFTEST_CASES = [_case_lock_refuses_unsafe_ids, _case_reviewed_by]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
