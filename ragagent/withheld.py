"""Withheld answers: agent answers the verifier rejected twice, kept for a reviewer.

Each case is one JSON file under `outputs/withheld_answers/` holding the question, the draft, the
step trace and the objections; the review page lists and shows them. Written atomically.
"""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from typing import Any
from uuid import uuid4

from ragagent.selftest import selftest_main
from ragagent.workdir import Workdir, atomic_write_json

_CASE_ID = re.compile(r"^[0-9]{8}T[0-9]{6}Z-[0-9a-f]{8}$")


def withhold(workdir: Workdir, case: dict[str, Any]) -> str:
    """Store one withheld case; return its id."""
    case_id = f"{datetime.now(UTC):%Y%m%dT%H%M%SZ}-{uuid4().hex[:8]}"
    atomic_write_json(workdir.withheld_file(case_id), {"case_id": case_id, **case})
    return case_id


def load_withheld(workdir: Workdir, case_id: str) -> dict[str, Any]:
    """One case; KeyError when the id is malformed or unknown (no path tricks reach the disk)."""
    path = workdir.withheld_file(case_id)
    if not _CASE_ID.match(case_id) or not path.is_file():
        raise KeyError(case_id)
    return json.loads(path.read_text(encoding="utf-8"))


def list_withheld(workdir: Workdir) -> list[dict[str, Any]]:
    """Every case, newest first."""
    if not workdir.withheld_dir.is_dir():
        return []
    ids = sorted(
        (p.stem for p in workdir.withheld_dir.glob("*.json") if _CASE_ID.match(p.stem)), reverse=True
    )
    return [load_withheld(workdir, case_id) for case_id in ids]


def _case_round_trip() -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        workdir = Workdir.at(tmp)
        case_id = withhold(workdir, {"question": "q?", "objections": ["x"]})
        assert load_withheld(workdir, case_id)["question"] == "q?"
        assert [c["case_id"] for c in list_withheld(workdir)] == [case_id]
        for bad in ("../../etc/passwd", "nope"):
            try:
                load_withheld(workdir, bad)
            except KeyError:
                continue
            raise AssertionError(f"{bad!r} must not load")


SELFTEST_CASES = [_case_round_trip]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
