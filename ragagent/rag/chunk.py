"""Page-bounded chunks: a chunk never crosses a page, so every citation names exactly one page."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass

from ragagent.pages import Page
from ragagent.selftest import selftest_main

DEFAULT_SIZE = 400  # chars; chosen by the ablation in evals/retrieval_eval.py (see DECISIONS.md)
DEFAULT_OVERLAP = 50


@dataclass(frozen=True)
class Chunk:
    chunk_id: str  # "<doc_id>:p<page>:<page_key>:<n>", stable while the page text and settings are
    doc_id: str
    page: int
    page_key: str  # hash of page text + chunk settings: unchanged key = nothing to re-embed
    text: str
    start: int  # character offset of the chunk in the page text


def page_key(page: Page, size: int, overlap: int) -> str:
    """Content key of one page under one chunking setting."""
    digest = hashlib.sha256(f"{size}:{overlap}:{page.text}".encode()).hexdigest()
    return digest[:16]


def _snap_back(text: str, start: int, end: int) -> int:
    """Move `end` back to the last line break (else space) in the second half of the window."""
    floor = start + (end - start) // 2
    for sep in ("\n", " "):
        cut = text.rfind(sep, floor, end)
        if cut > floor:
            return cut
    return end


def split_text(text: str, size: int, overlap: int) -> Iterator[tuple[int, str]]:
    """Yield (offset, piece) windows of at most `size` chars, cut at whitespace, overlapping by ~`overlap`."""
    if size <= 0 or not 0 <= overlap < size:
        raise ValueError(f"chunk size must be > 0 and 0 <= overlap < size (got {size}, {overlap})")
    start, length = 0, len(text)
    while start < length:
        while start < length and text[start].isspace():
            start += 1
        if start >= length:
            return
        end = min(start + size, length)
        if end < length:
            end = _snap_back(text, start, end)
        piece = text[start:end].rstrip()
        if piece:
            yield start, piece
        if end >= length:
            return
        nxt = max(end - overlap, start + 1)
        # begin the overlap at a word boundary so no chunk starts mid-word
        while nxt < end and not text[nxt - 1].isspace():
            nxt += 1
        start = nxt


def chunk_page(page: Page, size: int = DEFAULT_SIZE, overlap: int = DEFAULT_OVERLAP) -> list[Chunk]:
    """Chunks of one page (none for an empty page)."""
    key = page_key(page, size, overlap)
    return [
        Chunk(f"{page.doc_id}:p{page.page}:{key}:{n}", page.doc_id, page.page, key, piece, offset)
        for n, (offset, piece) in enumerate(split_text(page.text, size, overlap))
    ]


def _case_bounds_and_pages() -> None:
    text = ("word " * 50 + "\n") * 20
    page = Page(doc_id="d", page=3, text=text)
    chunks = chunk_page(page, size=120, overlap=30)
    assert len(chunks) > 5
    for chunk in chunks:
        assert chunk.page == 3 and 0 < len(chunk.text) <= 120
        assert text[chunk.start : chunk.start + len(chunk.text)] == chunk.text
        assert not chunk.text[0].isspace() and chunk.text.split()[0] == "word"
    assert len({c.chunk_id for c in chunks}) == len(chunks)


def _case_overlap_and_coverage() -> None:
    text = " ".join(f"w{i}" for i in range(300))
    chunks = chunk_page(Page(doc_id="d", page=1, text=text), size=100, overlap=20)
    covered = set()
    for chunk in chunks:
        covered.update(chunk.text.split())
    assert covered == set(text.split())
    assert chunks[1].start < chunks[0].start + len(chunks[0].text)  # windows overlap


def _case_empty_and_key() -> None:
    assert chunk_page(Page(doc_id="d", page=1, text="  \n ")) == []
    a, b = Page(doc_id="d", page=1, text="alpha"), Page(doc_id="d", page=1, text="beta")
    assert page_key(a, 600, 100) != page_key(b, 600, 100)
    assert page_key(a, 600, 100) != page_key(a, 400, 100)
    try:
        list(split_text("x", 10, 10))
    except ValueError:
        pass
    else:
        raise AssertionError("overlap >= size must be rejected")


SELFTEST_CASES = [_case_bounds_and_pages, _case_overlap_and_coverage, _case_empty_and_key]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
