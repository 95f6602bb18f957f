"""Statement tables as page text prints them: a row is `label | figure | figure ...` under a column header.

A row's column header is the nearest line above with as many cells (or fewer, naming the last ones past
line-code and note cells: `_head_cells`) that names a year (or date) in at least two of them; a line just
above that header with fewer cells names the period groups ("Three
Months Ended | Twelve Months Ended"; "(audited) | (unaudited)" may sit between), each spanning an equal
share of the columns. One reader for the project: extraction and its field checks take a row's
current-period cell from it (`current_cell`), the retrieval index labels a row's figures with their
column headers (`rag/chunk.py`, "Net sales | 2023: 3,673").
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass

from ragagent.normalize import dates_in, numbers_in
from ragagent.selftest import selftest_main

CELL_SEP = " | "
HEADER_LOOKBACK = 40  # table rows between a header and the rows it names
_YEAR = re.compile(r"(?<![\d,.$])((?:19|20)\d\d)(?![\d,.]\d)")
_GROUP = re.compile(r"months|weeks|quarter|year", re.IGNORECASE)
# the entity a column group reports: the group's consolidated figures or the parent company's alone
_CONSOLIDATED = re.compile(
    r"\b(?:konsern|koncern|konzern|konserni|group|consolidated|consolidado|consolidé|konsolidert|grupo|gruppo"
    r"|groupe)\b",
    re.IGNORECASE,
)
_ENTITY = re.compile(
    rf"{_CONSOLIDATED.pattern}|\b(?:morselskap|moderbolag|moderselskab|emoyhtiö|parent|muttergesellschaft)\b",
    re.IGNORECASE,
)
_DIGIT = re.compile(r"\d")
_CURRENCY_CELL = re.compile(r"\s*[$€£]\s*")


@dataclass(frozen=True)
class Header:
    """The column header of one row, per cell of the row (the label cell's entries are empty)."""

    cells: list[str]  # the header line's text over each cell
    periods: list[datetime.date | None]  # the date each column names
    groups: list[str]  # the period group over each cell ("" when the table has no group line)


# a quarter's own column head: "4Q25", "Q4 2025", "3T24" (trimestre), "Q2'24"
_QUARTER_CELL = re.compile(r"\s*(?:([1-4])\s*[QT]|Q([1-4]))\s*'?\s*((?:19|20)?\d\d)\s*", re.IGNORECASE)


def _period(cell: str) -> datetime.date | None:
    """The date a header cell names (a full date, a quarter's calendar end, else the year's end), or None."""
    dates = dates_in(cell)
    if dates:
        return dates[-1]
    if quarter := _QUARTER_CELL.fullmatch(cell):
        number, year = int(quarter[1] or quarter[2]), int(quarter[3])
        month = 3 * number
        return datetime.date(year + (2000 if year < 100 else 0), month, 30 if month in (6, 9) else 31)
    years = _YEAR.findall(cell)
    return datetime.date(int(years[-1]), 12, 31) if years else None


def _names_periods(cells: list[str]) -> bool:
    return sum(_period(c) is not None for c in cells[1:]) >= 2


def period_header_end(row: str) -> datetime.date | None:
    """The latest full date a statement column header prints ("June 28, 2025 | Dec. 28, 2024" → June 28,
    2025): the end of the period the statement reports. None for a line that is no such header (fewer
    than two dated columns; a header of years only names no period end)."""
    dates = [d[-1] for c in row.split(CELL_SEP) if (d := dates_in(c))]
    return max(dates) if len(dates) >= 2 else None


def _group_names(row: str) -> list[str]:
    """The period groups a line names ("Three Months Ended | Twelve Months Ended"), else the entities it
    names when it names two or more ("MORSELSKAP | KONSERN": the parent's columns, then the group's)."""
    periods = [c.strip() for c in row.split(CELL_SEP) if _GROUP.search(c)]
    entities = [c.strip() for c in row.split(CELL_SEP) if _ENTITY.search(c)]
    return periods or (entities if len(entities) >= 2 else [])


def _with_days_above(cells: list[str], above: str) -> list[str]:
    """A header of bare years under a line of its days ("July 31, | October 31," over "2025 | 2025"), each
    column's day joined to its year; the header as it is otherwise."""
    days = above.split(CELL_SEP)
    days = days if len(days) == len(cells) else ["", *days]
    if len(days) != len(cells) or not all(_YEAR.fullmatch(c.strip()) for c in cells[1:]):
        return cells
    joined = [f"{d.strip()} {c.strip()}" for d, c in zip(days[1:], cells[1:], strict=True)]
    if any(_YEAR.search(d) or len(dates_in(j)) != 1 for d, j in zip(days[1:], joined, strict=True)):
        return cells
    return [cells[0], *joined]


# a cell between a row's label and its figures that is a reference, not a figure: a line code ("110",
# "01") or a note ("V.1", "VI.2") of a statement whose head names only its value columns
_REFERENCE_CELL = re.compile(r"\s*(?:\d{1,3}|[IVX]+\.\d{1,2}[a-z]?)\s*")


def _head_cells(line: str, row: str) -> list[str] | None:
    """A line's cells as a head over `row`: as wide, or one narrower (a head without the label's cell
    names the value columns only, and gets an empty label cell), or narrower still over the row's last
    cells when every cell between the row's label and them is a reference (`_REFERENCE_CELL`: "Tiền và
    các khoản tương đương tiền | 110 | V.1 | 418.372 | 296.845" under "31/12/2031 | 01/01/2031"); else
    None."""
    cells, row_cells = line.split(CELL_SEP), row.split(CELL_SEP)
    width = len(row_cells)
    if len(cells) == width - 1:
        cells = ["", *cells]
    elif 1 < len(cells) < width - 1 and all(
        _REFERENCE_CELL.fullmatch(c) for c in row_cells[1 : width - len(cells)]
    ):
        cells = [""] * (width - len(cells)) + cells
    return cells if len(cells) == width else None


def header_of(rows: list[str], i: int) -> Header | None:
    """The column header naming row `i`'s cells, or None when no line above names them."""
    width = len(rows[i].split(CELL_SEP))
    if width < 3:
        return None
    for up in range(i - 1, max(-1, i - 1 - HEADER_LOOKBACK), -1):
        cells = _head_cells(rows[up], rows[i])
        if cells is None or not _names_periods(cells):
            continue
        cells = _with_days_above(cells, rows[up - 1] if up > 0 else "")
        groups = [""] * width
        names = next((n for k in range(up - 1, max(-1, up - 3), -1) if (n := _group_names(rows[k]))), [])
        if names and (width - 1) % len(names) == 0 and len(names) < width - 1:
            span = (width - 1) // len(names)
            groups = ["", *(names[(j - 1) // span] for j in range(1, width))]
        periods = [None, *(_period(c) for c in cells[1:])]  # the label column names no period
        groups = [
            g or ("quarter" if _QUARTER_CELL.fullmatch(c) else "") for g, c in zip(groups, cells, strict=True)
        ]
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
    entities = [
        "MORSELSKAP | KONSERN",
        "Note | 30.04.2023 | 30.04.2022 | 30.04.2023 | 30.04.2022",
        "SUM EIENDELER | 557 449 | 539 150 | 766 993 | 738 219",
    ]
    grouped = header_of(entities, 2)
    assert grouped is not None and grouped.groups == ["", "MORSELSKAP", "MORSELSKAP", "KONSERN", "KONSERN"]
    assert current_cell(entities, 2) == 3, "the group's column, not the parent's"
    assert current_cell(["Parent", *entities[1:]], 2) is None, "one entity named: no groups"
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


def _case_period_header_end() -> None:
    assert period_header_end("June 28, 2025 | Dec. 28, 2024") == datetime.date(2025, 6, 28)
    assert period_header_end("Note | 31 Dec 2023 | 31 Dec 2024") == datetime.date(2024, 12, 31)
    assert period_header_end("2024 | 2023") is None  # years only: no period end printed
    assert period_header_end("Issued June 28, 2025") is None


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


# Which cell of a row is the current period: the latest-dated column, within the three-month (quarter)
# group when the table has one (Amcor's FY2023 release runs its columns 2022 → 2023, so "the first figure
# after the label" would take the prior year there).
# a period heading over a whole table ("52 Weeks Ended", "Six Months Ended June 30,")
_HEADING = re.compile(r"\b(\w+[- ])?\w+\s+(months|weeks)\s+ended|\b(quarter|year)\s+ended", re.I)

_QUARTER = re.compile(r"three\s+months|quarter|13\s+weeks|fourteen\s+weeks|14\s+weeks|thirteen\s+weeks", re.I)


def current_cell(rows: list[str], i: int) -> int | None:
    """Index of row `i`'s current-period cell (the latest column, in the quarter group when there is
    one), or None when its header does not say."""
    header = header_of(rows, i)
    if header is None:
        return None
    columns = [j for j, p in enumerate(header.periods) if p is not None]
    quarter = [j for j in columns if _QUARTER.search(header.groups[j])]
    columns = quarter or columns
    latest = max(header.periods[j] for j in columns)  # type: ignore[type-var]
    best = [j for j in columns if header.periods[j] == latest]
    if len(best) > 1:  # the same period for the parent company and for the group: the group's figure
        best = [j for j in best if _CONSOLIDATED.search(header.groups[j])] or best
    return best[0] if len(best) == 1 else None


_NOTE_HEAD = re.compile(r"\s*(?:notes?|noter|not|nota|notas|anhang|liite)\s*", re.IGNORECASE)


def note_column(rows: list[str], i: int) -> int | None:
    """Index of row `i`'s cell under a "Note" column head ("Note | £m | £m" over "Revenue | 3 | 486.3"): a
    reference to the notes, never a figure of the row. The head is the nearest line within
    HEADER_LOOKBACK above that heads the row's cells (`_head_cells`) and names a cell "Note"; None
    without one."""
    for up in range(i - 1, max(-1, i - 1 - HEADER_LOOKBACK), -1):
        cells = _head_cells(rows[up], rows[i])
        if cells and (notes := [j for j, c in enumerate(cells) if j and _NOTE_HEAD.fullmatch(c)]):
            return notes[0]
    return None


NOTE_NUMBER_MAX = 99  # a reference to the notes is a whole number below this


def note_reference(rows: list[str], i: int, value: float) -> bool:
    """Whether `value`, printed in row `i`, is a reference to the notes: a whole number below 100 in a row
    whose other figures are all larger or have decimals, under a table that heads a "Note" column
    ("Utvannet resultat per aksje (NOK) | 9 | 2,14 | 1,71" where the parent company's columns are empty
    and the row is narrower than its header)."""
    if value != int(value) or not 0 < value <= NOTE_NUMBER_MAX:
        return False
    others = [f for f in numbers_in(rows[i].partition(CELL_SEP)[2]) if f != value]
    if not others or any(f == int(f) and abs(f) <= NOTE_NUMBER_MAX for f in others):
        return False
    above = rows[max(0, i - HEADER_LOOKBACK) : i]
    return any(_NOTE_HEAD.fullmatch(cell) for row in above for cell in row.split(CELL_SEP)[1:])


def past_note(rows: list[str], i: int) -> list[float] | None:
    """The figures of row `i` after its "Note" cell (`note_column`), or None when no Note column heads it."""
    note = note_column(rows, i)
    return None if note is None else [f for c in rows[i].split(CELL_SEP)[note + 1 :] for f in numbers_in(c)]


def in_quarter(rows: list[str], i: int) -> bool | None:
    """Whether row `i`'s current-period cell sits under a three-month heading (True), under another
    period's heading such as six months or the year (False), or under none that says (None)."""
    header = header_of(rows, i)
    cell = current_cell(rows, i)
    if header is None or cell is None:
        return None
    heading = f"{header.groups[cell] or _table_heading(rows, i)} {header.cells[cell]}"
    if _QUARTER.search(heading):
        return True
    return False if _GROUP.search(heading) else None  # "quarter" was caught above


def _table_heading(rows: list[str], i: int) -> str:
    """The nearest period heading above row `i` when it names one period length only (a table of one
    period group, its heading a few lines over the dates; "13 weeks ended | 14 weeks ended" are both
    quarters), else ""."""
    for up in range(i - 1, max(-1, i - 1 - HEADER_LOOKBACK), -1):
        found = [c for c in rows[up].split(CELL_SEP) if _HEADING.search(c)]
        if found:
            return found[0] if len(found) == 1 or all(_QUARTER.search(c) for c in found) else ""
    return ""


def _case_note_column() -> None:
    rows = ["Six months to 31 July 2026", "Note | £m | £m | £m", "Revenue | 3 | 486.3 | 452.9 | 938.4"]
    assert note_column(rows, 2) == 1
    assert note_column(["Notes | 2024 | 2023", "Cash | 11 | 182.34 | 141.27"], 1) == 1
    assert note_column(["2024 | 2023", "Revenue | 486.3 | 452.9"], 1) is None
    assert past_note(rows, 2) == [486.3, 452.9, 938.4] and past_note(["Revenue | 486.3"], 0) is None
    books = [
        "Morselskap | Konsern",
        "2024 | 2025 | Note | 2025 | 2024",
        "Utvannet resultat per aksje | 9 | 2,14",
    ]
    assert note_reference(books, 2, 9.0) and not note_reference(books, 2, 2.14), (
        "a row narrower than its head"
    )
    assert not note_reference(["Note | 2025", "Stores | 9 | 12"], 1, 9.0), "counts beside counts"


def _case_amcor_columns() -> None:
    rows = [
        "Three Months Ended June 30, | Twelve Months Ended June 30,",
        "($ million) | 2022 | 2023 | 2022 | 2023",
        "Net sales | 3,909 | 3,673 | 14,544 | 14,694",
        "",
        "($ million) | June 30, 2022 | June 30, 2023",
        "Total assets | 17,426 | 17,003",
    ]
    assert current_cell(rows, 2) == 2, "the quarter's 2023 column, not the first figure"
    assert current_cell(rows, 5) == 2
    assert in_quarter(rows, 2) is True and in_quarter(rows, 5) is None


def _case_quarter_cells() -> None:
    rows = [
        "(R$ thousand)",
        "4Q25 | 4Q24 | Var. | 2025 | 2024 | Var.",
        "Net revenue | 1,284 | 1,152 | 11.5% | 4,901 | 4,466 | 9.7%",
    ]
    assert current_cell(rows, 2) == 1 and in_quarter(rows, 2) is True, "the quarter's column, not the year's"
    assert _period("Q2'24") == datetime.date(2024, 6, 30) and _period("3T 2024") == datetime.date(2024, 9, 30)
    assert _period("Q5 25") is None and _period("1Q") is None


def _case_year_group_first() -> None:
    rows = [
        "Year ended March 31 | Three months ended March 31",
        "(audited) | (unaudited)",
        "2024 | 2023 | 2024 | 2023",
        "Sales | 402,716 | 371,244 | 96,482 | 88,915",
    ]
    assert current_cell(rows, 3) == 3 and in_quarter(rows, 3) is True


def _case_other_period_table() -> None:
    rows = ["Six Months Ended", "($ million) | July 29, 2023 | July 30, 2022", "Net earnings | 518 | 647"]
    assert in_quarter(rows, 2) is False, "a six-month table's figure is not the quarter's"
    split = ["52 Weeks Ended", "January 28, | January 29,", "2023 | 2022", "(Unaudited)"]
    split.append("Net income | 1,242 | 985")
    assert in_quarter(split, 4) is False, "the heading two lines over split dates still names the year"


def _case_first_column_current_and_unknown() -> None:
    rows = ["July 29, 2023 | January 28, 2023 | July 30, 2022", "Total assets | 15,000 | 15,800 | 16,000"]
    assert current_cell(rows, 1) == 1
    assert current_cell(["Net sales | 10 | 9"], 0) is None
    same = ["2023 | 2023", "Net sales | 10 | 9"]
    assert current_cell(same, 1) is None, "two columns of the same period: code cannot choose"
    split = ["July 31, | October 31,", "2025 | 2025", "ASSETS", "Cash | 2,225 | 3,804"]
    assert current_cell(split, 3) == 2, "the days above the years tell the columns apart"


def _case_reference_cells_before_figures() -> None:
    rows = [
        "31/12/2031 | 01/01/2031",
        "Tiền và các khoản tương đương tiền | 110 | V.1 | 418.372 | 296.845",
        "TỔNG CỘNG TÀI SẢN | 270 | 8.500.855 | 7.322.277",
        "Net sales | 1,204.5 | 873.0 | 652.1",
    ]
    assert current_cell(rows, 1) == 3, "a line code and a note cell sit between the label and the figures"
    assert current_cell(rows, 2) == 2
    assert current_cell(rows, 3) is None, "a figure is no reference: the head does not name this row"


SELFTEST_CASES = [
    _case_reference_cells_before_figures,
    _case_note_column,
    _case_period_header_end,
    _case_header_cells_and_groups,
    _case_labelled_rows,
    _case_currency_cells,
    _case_amcor_columns,
    _case_quarter_cells,
    _case_other_period_table,
    _case_first_column_current_and_unknown,
    _case_year_group_first,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
