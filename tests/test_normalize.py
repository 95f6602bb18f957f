"""Printed numbers, dates, scales and currencies as the corpus prints them."""

from __future__ import annotations

import datetime

import pytest

from ragagent.normalize import (
    currency_code,
    dates_in,
    detect_day_first,
    numbers_in,
    parse_date,
    parse_number,
    statement_scale,
)


@pytest.mark.parametrize(
    ("printed", "expected"),
    [
        ("$1,234.56", 1234.56),
        ("(1,234)", -1234.0),
        ("1.234,56", 1234.56),
        ("6.5%", 6.5),
        ("€ 12,50", 12.5),
        ("$2.4 million", 2_400_000.0),
        ("€ 717,97", 717.97),
        ("34,73", 34.73),
        ("$ 10,208.6", 10208.6),
        ("(17.9%)", -17.9),
        ("1,536.52", 1536.52),
        ("$1.0 billion", 1e9),
    ],
)
def test_parse_number(printed: str, expected: float) -> None:
    assert parse_number(printed) == pytest.approx(expected)


@pytest.mark.parametrize("printed", ["Sales Tax 3%", "Net 30 days", "Page 1 / 1", "", "   "])
def test_parse_number_rejects_non_figures(printed: str) -> None:
    assert parse_number(printed) is None


@pytest.mark.parametrize(
    ("printed", "day_first", "expected"),
    [
        ("March 4, 2024", None, (2024, 3, 4)),
        ("04/03/2024", True, (2024, 3, 4)),
        ("04/03/2024", False, (2024, 4, 3)),
        ("4 mars 2022", None, (2022, 3, 4)),
        ("24-okt-2014", None, (2014, 10, 24)),
        ("2014-08-03", None, (2014, 8, 3)),
        ("Aug 1, 2014", None, (2014, 8, 1)),
        ("20-10-2015", None, (2015, 10, 20)),
        ("7. Mai 2014", None, (2014, 5, 7)),
        ("19 april 2014", None, (2014, 4, 19)),
        ("12. März 2020", None, (2020, 3, 12)),
        ("1 juillet 2021", None, (2021, 7, 1)),
    ],
)
def test_parse_date(printed: str, day_first: bool | None, expected: tuple[int, int, int]) -> None:
    assert parse_date(printed, day_first=day_first) == datetime.date(*expected)


def test_parse_date_needs_a_day() -> None:
    assert parse_date("March 2023") is None
    assert parse_date("13/13/2020") is None


def test_day_first_from_document_text() -> None:
    assert detect_day_first("Invoice Date: 20-10-2015 Rs. 319.00")
    assert detect_day_first("Rechnungsdatum 01.05.14")
    assert not detect_day_first("Invoice Date: 03/20/2023 Due Date: 04/04/2023")


def test_dates_in_finds_all_forms() -> None:
    found = dates_in("TOTAL AMOUNT DUE ON August 3 , 2014 for July 1 - July 31 , 2014")
    assert found == [datetime.date(2014, 8, 3), datetime.date(2014, 7, 31)]


def test_numbers_in_table_row_and_narrative() -> None:
    assert numbers_in("Diluted earnings per share | $ | 6.68 $ | 5.41") == [6.68, 5.41]
    assert numbers_in("Net loss | (1,234) | (56)") == [-1234.0, -56.0]
    assert numbers_in("revenue of $3.2 billion") == [3.2e9]


def test_numbers_in_reads_space_grouped_cents_as_one_figure() -> None:
    assert numbers_in("Total TTC | 2 940,00 €") == [2940.0]
    assert numbers_in("Qty 12 340") == [12.0, 340.0], "a plain space without cents separates two figures"


def test_numbers_in_reads_a_space_grouped_cell_as_one_figure() -> None:
    """A Swedish statement row prints whole kronor grouped by spaces: a cell that is one such figure
    is one number; in running text a plain space still separates two."""
    assert numbers_in("Net sales | 3 | 14 862 | 13 977") == [3.0, 14862.0, 13977.0]
    assert numbers_in("Total equity | (1 234) | 7 455") == [-1234.0, 7455.0]
    assert numbers_in("Profit for the year\n1 067\n746") == [1067.0, 746.0]
    assert numbers_in("Widget 2 125.00") == [2.0, 125.0], "quantity and price in one cell stay two"


def test_statement_scale_headers() -> None:
    assert statement_scale("(Dollars in millions, except per share data)") == 1_000_000
    assert statement_scale("(In thousands, except share data)") == 1_000
    assert statement_scale("($ in millions)") == 1_000_000
    assert statement_scale("Subtotal $ 262.90") == 1
    assert statement_scale("Consolidated balance sheet\nSEK m\n31 Dec 2024 | 31 Dec 2023") == 1_000_000
    assert statement_scale("Net debt was SEK 3,153 m") == 1, "a figure in prose names no unit"


def test_currency_codes() -> None:
    assert currency_code("$ 279.84") == "USD"
    assert currency_code("Total EUR 34,73") == "EUR"
    assert currency_code("Rs -40.00") == "INR"
    assert currency_code("€ 4,24") == "EUR"
    assert currency_code("Total") is None
