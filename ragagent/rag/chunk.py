"""Page-bounded chunks: a chunk never crosses a page, so every citation names exactly one page.

Each chunk also carries the headings above it on its page (a statement title, "Item 7. ...", a note
title) and its text with every statement row behind its column headers ("Net sales | 2023: 3,673",
`ragagent.tables`): an index built with `headings=True` / `rows=True` embeds those; the stored text
stays verbatim.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from dataclasses import dataclass

from ragagent.pages import Page
from ragagent.selftest import selftest_main
from ragagent.tables import label_rows

DEFAULT_SIZE = 400  # chars; chosen by the ablation in evals/retrieval_eval.py (see DECISIONS.md)
DEFAULT_OVERLAP = 50
HEADING_MAX_CHARS = 100
_SECTION = re.compile(
    r"(?:(?:consolidated|condensed|combined)\b.*\b(?:statements?|balance sheets?)"
    r"|(?:statements?|balance sheets?)\b|item\s+\d+[a-z]?\b|note\s+\d+\b|part\s+[ivx]+\b)",
    re.IGNORECASE,
)
_HEADING_WORD = re.compile(r"[A-Za-z][A-Za-z'’&-]*")
_MINOR_WORDS = {"of", "and", "the", "in", "for", "to", "on", "a", "an", "or", "by", "at", "with", "from"}


@dataclass(frozen=True)
class Chunk:
    chunk_id: str  # "<doc_id>:p<page>:<page_key>:<n>", stable while the page text and settings are
    doc_id: str
    page: int
    page_key: str  # hash of page text + chunk settings: unchanged key = nothing to re-embed
    text: str
    start: int  # character offset of the chunk in the page text
    heading: str = ""  # the page's first heading and the nearest one above the chunk (" > "-joined)
    labelled: str = ""  # the text with its statement rows header-labelled; "" when it has none


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


def is_heading(line: str) -> bool:
    """A short line that names a section: a statement/Item/Note/Part title, or Title Case words."""
    text = line.strip()
    if not 4 <= len(text) <= HEADING_MAX_CHARS or " | " in text or text.lower() == "table of contents":
        return False
    if _SECTION.match(text):
        return True
    words = _HEADING_WORD.findall(text)
    if len(words) < 2 or not text[0].isupper() or text.endswith((".", ",", ";", ":")):
        return False
    if sum(c.isdigit() for c in text) > 0.2 * len(text):
        return False
    major = [w for w in words if w.lower() not in _MINOR_WORDS]
    return sum(w[0].isupper() for w in major) >= 0.8 * len(major)


def headings(text: str) -> list[tuple[int, str]]:
    """(offset, line) of every heading line of a page, in page order."""
    found, offset = [], 0
    for line in text.splitlines(keepends=True):
        if is_heading(line):
            found.append((offset + len(line) - len(line.lstrip()), line.strip()))
        offset += len(line)
    return found


def heading_above(found: list[tuple[int, str]], start: int) -> str:
    """The page's first heading and the nearest one that starts before `start` (both when they differ)."""
    above = [line for offset, line in found if offset < start]
    if not above:
        return ""
    return above[0] if above[0] == above[-1] else f"{above[0]} > {above[-1]}"


def labelled_rows(text: str) -> list[tuple[int, str, str]]:
    """(offset, row, labelled row) of every statement row of a page whose column header names it."""
    lines = text.splitlines(keepends=True)
    rows = [line.rstrip("\r\n") for line in lines]
    found, offset = [], 0
    for line, row, labelled in zip(lines, rows, label_rows(rows), strict=True):
        if labelled is not None:
            found.append((offset, row, labelled))
        offset += len(line)
    return found


def with_labels(piece: str, start: int, rows: list[tuple[int, str, str]]) -> str:
    """`piece` (at `start` of its page) with each whole statement row in it labelled; "" when none is."""
    out, end, changed = piece, start + len(piece), False
    for offset, row, labelled in reversed(rows):  # from the end, so earlier offsets stay valid
        if start <= offset and offset + len(row) <= end:
            at = offset - start
            out, changed = out[:at] + labelled + out[at + len(row) :], True
    return out if changed else ""


def chunk_page(page: Page, size: int = DEFAULT_SIZE, overlap: int = DEFAULT_OVERLAP) -> list[Chunk]:
    """Chunks of one page (none for an empty page), each with the headings above it and its rows labelled."""
    key = page_key(page, size, overlap)
    found = headings(page.text)
    rows = labelled_rows(page.text)
    return [
        Chunk(
            f"{page.doc_id}:p{page.page}:{key}:{n}",
            page.doc_id,
            page.page,
            key,
            piece,
            offset,
            heading_above(found, offset),
            with_labels(piece, offset, rows),
        )
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


def _case_headings() -> None:
    text = (
        "Acme plc and Subsidiaries\nConsolidated Balance Sheets\n($ in millions)\nCash | 5 | 6\n"
        "Shareholders' Equity\nRetained earnings | 1 | 2\nTable of Contents\n"
        "Results of Operations were strong this year.\nYear ended June 30, 2023\n"
    )
    assert [line for _, line in headings(text)] == ["Consolidated Balance Sheets", "Shareholders' Equity"]
    assert is_heading("Item 7. Management's Discussion and Analysis") and is_heading("NOTE 5 - ACQUISITIONS")
    assert not is_heading("Cash and cash equivalents | $ | 689") and not is_heading("Total")
    chunks = chunk_page(Page(doc_id="d", page=1, text=text), size=60, overlap=10)
    assert chunks[0].heading == ""  # the first chunk prints its own headings
    assert chunks[-1].heading == "Consolidated Balance Sheets > Shareholders' Equity"
    assert all(text[c.start : c.start + len(c.text)] == c.text for c in chunks)


def _case_labelled_rows() -> None:
    text = (
        "Consolidated Statements of Cash Flows\nYears ended December 31, | 2022 | 2021\n"
        "Net loss | (5,053) | (4,290)\nSee Notes to the Consolidated Financial Statements.\n"
        "Capital expenditures | (1,222) | (980)\n"
    )
    chunks = chunk_page(Page(doc_id="d", page=1, text=text), size=120, overlap=10)
    assert [c.labelled for c in chunks] == [
        "Consolidated Statements of Cash Flows\nYears ended December 31, | 2022 | 2021\n"
        "Net loss | 2022: (5,053) | 2021: (4,290)",
        "| (4,290)\nSee Notes to the Consolidated Financial Statements.\n"
        "Capital expenditures | 2022: (1,222) | 2021: (980)",
    ], "a cut row stays as printed; the second chunk's row is labelled by a header outside it"
    assert all(text[c.start : c.start + len(c.text)] == c.text for c in chunks), "stored text stays verbatim"
    prose = chunk_page(Page(doc_id="d", page=1, text="Net sales rose 5% in 2023 from 2022."))
    assert prose[0].labelled == ""
    cut = [(0, "Sales | 1 | 2", "Sales | 2023: 1 | 2022: 2")]
    assert with_labels("ss | 1 | 2", 2, cut) == "", "a row the chunk cuts is left as printed"


SELFTEST_CASES = [
    _case_bounds_and_pages,
    _case_overlap_and_coverage,
    _case_empty_and_key,
    _case_headings,
    _case_labelled_rows,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
