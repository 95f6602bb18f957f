"""The evidence matcher on page text as ragagent.to_text renders it (visual lines, ` | ` cells)."""

from __future__ import annotations

from ragagent.evidence import find_quote, value_in_quote

ULTA = (
    "(Dollars in millions, except per share data) | 2023 | 2022 | 2021 | 2023 | 2022 | 2021\n"
    "Net sales | $ 3,226.8 $ 2,729.4 $ 2,198.7 | $ 10,208.6 $ 8,630.9 $ 6,152.0\n"
    "Diluted earnings per share | $ | 6.68 $ | 5.41 $ | 3.03 $ | 24.01 $ | 17.98 $ | 3.11\n"
)
SAMMY = "Bill To: | Ship To:\nTaylor Riddel | Taylor's Store\n\nSubtotal: | $127.50\n\nTax (0%): | $0.00\n"


def test_quote_located_with_offsets() -> None:
    span = find_quote("Net sales $ 3,226.8", ULTA)
    assert span is not None
    assert ULTA[span.start : span.end] == "Net sales | $ 3,226.8"


def test_case_whitespace_pipe_and_punctuation_insensitive() -> None:
    assert find_quote("SUBTOTAL $127.50", SAMMY) is not None
    assert find_quote("Tax (0%) $0.00", SAMMY) is not None
    assert find_quote("bill to ship to taylor riddel", SAMMY) is not None


def test_prior_year_column_is_rejected() -> None:
    assert find_quote("Net sales $ 2,729.4", ULTA) is None
    assert find_quote("Diluted earnings per share $ 5.41", ULTA) is None
    assert find_quote("Net sales $ 10,208.6", ULTA) is None


def test_words_out_of_order_are_rejected() -> None:
    assert find_quote("Taylor's Store Taylor Riddel", SAMMY) is None
    assert find_quote("Subtotal $0.00", SAMMY) is None


def test_number_is_one_word() -> None:
    assert find_quote("Subtotal $127.5", SAMMY) is None
    assert find_quote("Subtotal $127.500", SAMMY) is None


def test_value_in_quote_numbers_dates_text() -> None:
    assert value_in_quote("$127.50", "Subtotal: | $127.50")
    assert not value_in_quote("311.25", "Sales Tax 3%")
    assert not value_in_quote("2,729.4", "Net sales | $ 3,226.8")
    assert value_in_quote("19 april 2014", "19 april 2014 | Factuurdatum:")
    assert value_in_quote("24-okt-2014", "Datum 24 okt 2014")
    assert value_in_quote("04/03/2022", "le 4 mars 2022", day_first=True)
    assert not value_in_quote("04/03/2022", "le 4 mars 2022", day_first=False)
    assert value_in_quote("Taylor Riddel", "Taylor Riddel | Taylor's Store")
    assert not value_in_quote("Acme", "Acmeville Ltd")
