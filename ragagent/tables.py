"""Statement tables as page text prints them: a row is `label | figure | figure ...` under a column header.

A row's column header is the nearest line above with as many cells that names a year (or date) in at
least two of them; a line just above that header with fewer cells names the period groups ("Three
Months Ended | Twelve Months Ended"; "(audited) | (unaudited)" may sit between), each spanning an equal
share of the columns. One reader for the project: extraction takes a row's current-period cell from
it (`extract/tables.py`), the retrieval index labels a row's figures with their column headers
(`rag/chunk.py`, "Net sales | 2023: 3,673").
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass

from ragagent.normalize import dates_in
from ragagent.selftest import selftest_main

CELL_SEP = " | "
HEADER_LOOKBACK = 40  # table rows between a header and the rows it names
_YEAR = re.compile(r"(?<![\d,.$])((?:19|20)\d\d)(?![\d,.]\d)")
_GROUP = re.compile(r"months|weeks|quarter|year", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
_CURRENCY_CELL = re.compile(r"\s*[$€£]\s*")


@dataclass(frozen=True)
class Header:
    """The column header of one row, per cell of the row (the label cell's entries are empty)."""

    cells: list[str]  # the header line's text over each cell
    periods: list[datetime.date | None]  # the date each column names
    groups: list[str]  # the period group over each cell ("" when the table has no group line)


def _period(cell: str) -> datetime.date | None:
    """The date a header cell names (a full date, else the year's end), or None."""
    dates = dates_in(cell)
    if dates:
        return dates[-1]
    years = _YEAR.findall(cell)
    return datetime.date(int(years[-1]), 12, 31) if years else None


def _names_periods(cells: list[str]) -> bool:
    return sum(_period(c) is not None for c in cells[1:]) >= 2


def _group_names(row: str) -> list[str]:
    return [c.strip() for c in row.split(CELL_SEP) if _GROUP.search(c)]


def header_of(rows: list[str], i: int) -> Header | None:
    """The column header naming row `i`'s cells, or None when no line above names them."""
    width = len(rows[i].split(CELL_SEP))
    if width < 3:
        return None
    for up in range(i - 1, max(-1, i - 1 - HEADER_LOOKBACK), -1):
        cells = rows[up].split(CELL_SEP)
        if len(cells) == width - 1:  # a header without a label cell names the value columns only
            cells = ["", *cells]
        if len(cells) != width or not _names_periods(cells):
            continue
        groups = [""] * width
        names = next((n for k in range(up - 1, max(-1, up - 3), -1) if (n := _group_names(rows[k]))), [])
        if names and (width - 1) % len(names) == 0 and len(names) < width - 1:
            span = (width - 1) // len(names)
            groups = ["", *(names[(j - 1) // span] for j in range(1, width))]
        periods = [None, *(_period(c) for c in cells[1:])]  # the label column names no period
        return Header(["", *(c.strip() for c in cells[1:])], periods, groups)
    return None


def labelled_row(rows: list[str], i: int) -> str | None:
    """Row `i` with each figure behind its column header ("Net sales | 2023: 3,673 | 2022: 3,909"), or
    None when the row is not a statement row with a header (or is itself a header line)."""
    cells = rows[i].split(CELL_SEP)
    if not _DIGIT.search(CELL_SEP.join(cells[1:])) or _names_periods(cells):
        return None
    header = header_of(rows, i)
    if header is None:
        return None
    out = [cells[0].strip()]
    for j in range(1, len(cells)):
        name = " ".join(part for part in (header.groups[j], header.cells[j]) if part)
        out.append(f"{name}: {cells[j].strip()}" if name else cells[j].strip())
    return CELL_SEP.join(out)


def _joined_currency(row: str) -> str:
    """The row with each cell that is only a currency sign joined to the next ("$ | 14,694" → "$14,694")."""
    out: list[str] = []
    sign = ""
    for cell in row.split(CELL_SEP):
        if _CURRENCY_CELL.fullmatch(cell):
            sign = cell.strip()
            continue
        out.append(f"{sign}{cell.strip()}" if sign else cell)
        sign = ""
    return CELL_SEP.join(out)


def joined_rows(rows: list[str]) -> list[str]:
    """The page's lines with currency-sign cells joined to their figures, which would otherwise leave a
    row wider than its header."""
    return [_joined_currency(row) if CELL_SEP in row else row for row in rows]


def label_rows(rows: list[str]) -> list[str | None]:
    """Every line of a page labelled by `labelled_row` (None where it is no statement row with a
    header), after joining currency-sign cells (`joined_rows`)."""
    joined = joined_rows(rows)
    return [labelled_row(joined, i) if CELL_SEP in row else None for i, row in enumerate(joined)]


def _case_header_cells_and_groups() -> None:
    rows = [
        "Three Months Ended June 30, | Twelve Months Ended June 30,",
        "($ million) | 2022 | 2023 | 2022 | 2023",
        "Net sales | 3,909 | 3,673 | 14,544 | 14,694",
    ]
    header = header_of(rows, 2)
    assert header is not None and header.cells == ["", "2022", "2023", "2022", "2023"]
    assert header.periods[2] == datetime.date(2023, 12, 31) and header.periods[0] is None
    assert header.groups[3] == "Twelve Months Ended June 30,"
    assert labelled_row(rows, 2) == (
        "Net sales | Three Months Ended June 30, 2022: 3,909 | Three Months Ended June 30, 2023: 3,673"
        " | Twelve Months Ended June 30, 2022: 14,544 | Twelve Months Ended June 30, 2023: 14,694"
    )


def _case_labelled_rows() -> None:
    rows = [
        "Years ended December 31, | 2022 | 2021 | 2020",
        "Cash flows – investing activities:",
        "Payments to acquire property, plant and equipment | (1,222) | (980) | (1,303)",
        "Dividends paid | (1,158)",
        "July 29, 2023 | January 28, 2023",
        "Total assets | 15,000 | 15,800",
    ]
    assert labelled_row(rows, 2) == (
        "Payments to acquire property, plant and equipment | 2022: (1,222) | 2021: (980) | 2020: (1,303)"
    )
    assert labelled_row(rows, 5) == "Total assets | July 29, 2023: 15,000 | January 28, 2023: 15,800"
    assert labelled_row(rows, 3) is None, "two cells: no columns to name"
    assert labelled_row(rows, 0) is None and labelled_row(rows, 1) is None, "a header line, a title"
    assert labelled_row(["Net sales | 10 | 9"], 0) is None, "no header above"
    assert labelled_row(["2023 | 2022", "Segment | A | B"], 1) is None, "no figures"


def _case_currency_cells() -> None:
    rows = [
        "($ in millions) | 2023 | 2022",
        "Net sales | $ | 14,694 | $ | 14,544",
        "Operating income | 1,508 | 1,239",
    ]
    assert labelled_row(rows, 1) is None, "five cells under a three-cell header"
    assert label_rows(rows) == [
        None,
        "Net sales | 2023: $14,694 | 2022: $14,544",
        "Operating income | 2023: 1,508 | 2022: 1,239",
    ]


SELFTEST_CASES = [_case_header_cells_and_groups, _case_labelled_rows, _case_currency_cells]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
