"""Statement tables keep their column headers: which cell of a row is the current period.

A statement row in page text is `label | figure | figure ...`. Its column header is the nearest line
above with as many cells that names a year (or date) in at least two of them; a line just above that
header with fewer cells names the period groups ("Three Months Ended | Twelve Months Ended"), each
spanning an equal share of the columns. The current period's cell is the latest-dated column, within
the three-month (quarter) group when the table has one. Amcor's FY2023 release runs its columns
2022 → 2023, so "the first figure after the label" would take the prior year there.
"""

from __future__ import annotations

import datetime
import re

from ragagent.normalize import dates_in
from ragagent.selftest import selftest_main

CELL_SEP = " | "
HEADER_LOOKBACK = 40  # table rows between a header and the rows it names
_YEAR = re.compile(r"(?<![\d,.$])((?:19|20)\d\d)(?![\d,.]\d)")
_QUARTER = re.compile(r"three\s+months|quarter|13\s+weeks|fourteen\s+weeks|14\s+weeks|thirteen\s+weeks", re.I)
_GROUP = re.compile(r"months|weeks|quarter|year", re.IGNORECASE)


def _period(cell: str) -> datetime.date | None:
    """The date a header cell names (a full date, else the year's end), or None."""
    dates = dates_in(cell)
    if dates:
        return dates[-1]
    years = _YEAR.findall(cell)
    return datetime.date(int(years[-1]), 12, 31) if years else None


def header_periods(rows: list[str], i: int) -> tuple[list[datetime.date | None], list[str]] | None:
    """Per cell of row `i`, the period its column header names, and the period group of each cell
    ("" when the table has no group line); None when no header above names the columns."""
    width = len(rows[i].split(CELL_SEP))
    if width < 3:
        return None
    for up in range(i - 1, max(-1, i - 1 - HEADER_LOOKBACK), -1):
        cells = rows[up].split(CELL_SEP)
        if len(cells) == width - 1:  # a header without a label cell names the value columns only
            cells = ["", *cells]
        if len(cells) != width:
            continue
        periods = [_period(c) for c in cells]
        if sum(p is not None for p in periods[1:]) < 2:
            continue
        groups = [""] * width
        above = next((rows[k] for k in range(up - 1, max(-1, up - 3), -1) if rows[k].strip()), "")
        names = [c for c in above.split(CELL_SEP) if _GROUP.search(c)]
        if names and (width - 1) % len(names) == 0 and len(names) < width - 1:
            span = (width - 1) // len(names)
            groups = ["", *(names[(j - 1) // span] for j in range(1, width))]
        periods[0] = None  # the label column
        return periods, groups
    return None


def current_cell(rows: list[str], i: int) -> int | None:
    """Index of row `i`'s current-period cell (the latest column, in the quarter group when there is
    one), or None when its header does not say."""
    found = header_periods(rows, i)
    if found is None:
        return None
    periods, groups = found
    columns = [j for j, p in enumerate(periods) if p is not None]
    quarter = [j for j in columns if _QUARTER.search(groups[j])]
    columns = quarter or columns
    latest = max(periods[j] for j in columns)  # type: ignore[type-var]
    best = [j for j in columns if periods[j] == latest]
    return best[0] if len(best) == 1 else None


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


def _case_first_column_current_and_unknown() -> None:
    rows = ["July 29, 2023 | January 28, 2023 | July 30, 2022", "Total assets | 15,000 | 15,800 | 16,000"]
    assert current_cell(rows, 1) == 1
    assert current_cell(["Net sales | 10 | 9"], 0) is None
    same = ["2023 | 2023", "Net sales | 10 | 9"]
    assert current_cell(same, 1) is None, "two columns of the same period: code cannot choose"


SELFTEST_CASES = [_case_amcor_columns, _case_first_column_current_and_unknown]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
