"""Which cell of a statement row is the current period, from the column header `ragagent.tables` reads.

The current period's cell is the latest-dated column, within the three-month (quarter) group when the
table has one. Amcor's FY2023 release runs its columns 2022 → 2023, so "the first figure after the
label" would take the prior year there.
"""

from __future__ import annotations

import re

from ragagent.selftest import selftest_main
from ragagent.tables import CELL_SEP, HEADER_LOOKBACK, header_of

_GROUP = re.compile(r"months|weeks|year", re.I)
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
    return best[0] if len(best) == 1 else None


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
    return False if _GROUP.search(heading) else None


def _table_heading(rows: list[str], i: int) -> str:
    """The nearest period heading above row `i` when it names one period only (a table of one period
    group, its heading a few lines over the dates), else ""."""
    for up in range(i - 1, max(-1, i - 1 - HEADER_LOOKBACK), -1):
        found = [c for c in rows[up].split(CELL_SEP) if _HEADING.search(c)]
        if found:
            return found[0] if len(found) == 1 else ""
    return ""


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


SELFTEST_CASES = [
    _case_amcor_columns,
    _case_other_period_table,
    _case_first_column_current_and_unknown,
    _case_year_group_first,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
