"""Point, don't copy: page lines with stable ids for the model to point at, and quotes built by code.

Every non-empty line the model sees is shown as `[P.L] text` (page P, line L counted 1-based over the
page's text lines). The model answers with a line id; code builds the quote from that line's verbatim
text — the cells holding the field's label and its value, not the whole row — so a quote is page text
by construction and can never be paraphrased, invented or taken from the prompt.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ragagent.evidence import value_in_quote
from ragagent.pages import Page
from ragagent.schemas import FieldSpec
from ragagent.selftest import selftest_main

CELL_SEP = " | "
_RATE = re.compile(r"\d[\d.,]*\s*%")
MAX_TO_LINES = 4  # a multi-line value (an address, a rate clause) spans at most this many lines


@dataclass(frozen=True)
class Line:
    """One page line the model may point at."""

    id: str
    page: int
    index: int  # 0-based index in the page's text lines
    text: str


def page_lines(pages: list[Page]) -> dict[str, Line]:
    """Every non-empty line of the document by id, in reading order."""
    out: dict[str, Line] = {}
    for page in pages:
        for i, text in enumerate(page.text.splitlines()):
            if text.strip():
                out[f"{page.page}.{i + 1}"] = Line(f"{page.page}.{i + 1}", page.page, i, text)
    return out


def render(lines: list[Line]) -> str:
    """Lines under their page markers, each with its id; a gap between shown lines is marked `...`."""
    out: list[str] = []
    page = previous = None
    for line in lines:
        if line.page != page:
            out.append(f"=== PAGE {line.page} ===")
            page, previous = line.page, None
        elif previous is not None and line.index > previous + 1:
            out.append("...")
        out.append(f"[{line.id}] {line.text.strip()}")
        previous = line.index
    return "\n".join(out)


def _cell_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each ` | `-separated cell of a line, in the line's own offsets."""
    spans, start = [], 0
    for match in re.finditer(re.escape(CELL_SEP), text):
        spans.append((start, match.start()))
        start = match.end()
    spans.append((start, len(text)))
    return spans


def quote_from_line(text: str, printed: str, spec: FieldSpec, *, day_first: bool) -> str:
    """The verbatim cells of `text` that hold the value `printed` and, left of it, the field's label.

    The value cell is the first cell printing `printed`; the quote runs from the nearest cell at or
    left of it that carries the field's label (or from the value cell for unlabelled fields) to the
    value cell, sliced from the line so it stays page text. When no cell prints the value the whole
    line is returned (the evidence checks then say so).
    """
    spans = _cell_spans(text)
    cells = [text[a:b] for a, b in spans]
    hits = [i for i, cell in enumerate(cells) if value_in_quote(printed, cell, day_first=day_first)]
    if "%" not in printed:  # an amount's cell, not a rate's ("Tax (0%): | $0.00" for 0.00)
        hits = [
            i for i in hits if value_in_quote(printed, _RATE.sub(" ", cells[i]), day_first=day_first)
        ] or hits
    if not hits:
        return text.strip()
    value = hits[0]
    first = value
    if spec.label is not None:
        labelled = [i for i in range(value, -1, -1) if spec.label_ok(cells[i])]
        first = labelled[0] if labelled else 0
    elif value > 0 and spec.kind != "text" and not re.search(r"[^\W\d_]", cells[value]):
        first = value - 1  # a bare figure keeps the cell naming it
    return text[spans[first][0] : spans[value][1]].strip()


def span_text(lines: dict[str, Line], start: str, end: str | None) -> tuple[str, str | None]:
    """Text of the line `start`, or of `start` through `end` on the same page joined by newlines
    (a value wrapped over lines); returns the text and the problem when `end` cannot be used."""
    first = lines[start]
    if not end or end == start:
        return first.text.strip(), None
    last = lines.get(end)
    if last is None or last.page != first.page or not 0 < last.index - first.index < MAX_TO_LINES:
        return first.text.strip(), f"end line {end} is not within {MAX_TO_LINES} lines after {start}"
    chosen = [ln for ln in lines.values() if ln.page == first.page and first.index <= ln.index <= last.index]
    return "\n".join(ln.text.strip() for ln in chosen), None


def _case_render_and_ids() -> None:
    pages = [
        Page(doc_id="d", page=1, text="INVOICE\n\nTotal | $5.00"),
        Page(doc_id="d", page=2, text="Thanks"),
    ]
    lines = page_lines(pages)
    assert list(lines) == ["1.1", "1.3", "2.1"], lines
    shown = render([lines["1.1"], lines["1.3"], lines["2.1"]])
    assert shown == "=== PAGE 1 ===\n[1.1] INVOICE\n...\n[1.3] Total | $5.00\n=== PAGE 2 ===\n[2.1] Thanks", (
        shown
    )


def _case_quote_cells() -> None:
    from ragagent.schemas import field_spec

    total = field_spec("invoice", "total")
    row = "Terms: net 30 | Total Due | $1,536.52 | Page 1"
    assert quote_from_line(row, "$1,536.52", total, day_first=False) == "Total Due | $1,536.52"
    assets = field_spec("financial_statement", "total_assets")
    row = "Total assets | $ 16,696 | $ 17,426"
    assert quote_from_line(row, "17,426", assets, day_first=False) == row, "prior column keeps the first"
    assert quote_from_line(row, "99", assets, day_first=False) == row
    tax = field_spec("invoice", "tax")
    assert quote_from_line("Tax (0%): | $0.00", "0.00", tax, day_first=False) == "Tax (0%): | $0.00"
    name = field_spec("invoice", "vendor_name")
    assert quote_from_line("Acme Ltd | INVOICE", "Acme Ltd", name, day_first=False) == "Acme Ltd"


def _case_span() -> None:
    pages = [Page(doc_id="d", page=1, text="Property Address\n1 Elm St\nSpringfield, IL 62701\nCounty")]
    lines = page_lines(pages)
    text, problem = span_text(lines, "1.2", "1.3")
    assert text == "1 Elm St\nSpringfield, IL 62701" and problem is None
    assert span_text(lines, "1.3", "1.1")[1] is not None


SELFTEST_CASES = [_case_render_and_ids, _case_quote_cells, _case_span]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
