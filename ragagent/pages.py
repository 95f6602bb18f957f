"""Page records on disk: `<workdir>/data/text/<doc_id>.jsonl`, one JSON object per page.

Each record: {"doc_id", "page" (1-based), "text", "status" ("ok" | "empty" | "no_text_layer"), ...}.
Every reader of page text (extraction, RAG, review) goes through `load_pages`.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel

from ragagent.selftest import selftest_main
from ragagent.workdir import atomic_write


class Page(BaseModel):
    doc_id: str
    page: int
    text: str
    status: str = "ok"


def save_pages(path: Path, pages: list[Page]) -> None:
    """Atomically write page records as JSONL."""
    atomic_write(path, "".join(p.model_dump_json() + "\n" for p in pages))


def load_pages(path: Path) -> list[Page]:
    """Read page records written by `save_pages` (ordered by page number)."""
    with Path(path).open(encoding="utf-8") as handle:
        pages = [Page.model_validate(json.loads(line)) for line in handle if line.strip()]
    return sorted(pages, key=lambda p: p.page)


def _case_round_trip_in_page_order() -> None:
    import tempfile

    path = Path(tempfile.mkdtemp()) / "d.jsonl"
    save_pages(path, [Page(doc_id="d", page=2, text="b"), Page(doc_id="d", page=1, text="a\n| x")])
    assert [(p.page, p.text, p.status) for p in load_pages(path)] == [(1, "a\n| x", "ok"), (2, "b", "ok")]


SELFTEST_CASES = [_case_round_trip_in_page_order]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
