"""The one evidence matcher: is a quote printed on a page, and is a value printed inside its quote.

Matching is case-, whitespace- and `|`-insensitive and ignores decorative punctuation (`:` `*` `#`
quotes) and currency signs, but words must follow each other as in the page text: the only jump
allowed is from the end of a quote word to the first word of a later line, at most
`MAX_JUMP_CHARS` on, and the skipped text must hold no digit. So "Net sales $ 2,729.4" is not
found in "Net sales | $ 3,226.8 $ 2,729.4" (the prior-year column) nor in a one-cell-per-line
table where the current figure sits between label and quote. A number is one word: "279" never
matches inside "279.84".
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from ragagent.normalize import dates_in, numbers_in, parse_date, parse_number
from ragagent.selftest import selftest_main

MAX_JUMP_CHARS = 300  # a label may sit a few lines above its value, not across a page
_DROP = str.maketrans({c: None for c in ":;*#\"'‘’“”•·$€£₹¥"})
_DASHES = str.maketrans({c: "-" for c in "‐‑‒–—−"})
_WORD = re.compile(r"[^\s|]+")
_CLOSING = re.compile(r"[.,)\]]+")  # punctuation a quote may stop before: "2025" in "2025."


@dataclass(frozen=True)
class Span:
    """Char offsets of located evidence in the page text."""

    start: int
    end: int


@dataclass(frozen=True)
class _Token:
    norm: str
    start: int
    end: int
    line: int
    line_first: bool


def _norm(word: str) -> str:
    return unicodedata.normalize("NFKC", word).lower().translate(_DASHES).translate(_DROP)


def _tokens(text: str) -> list[_Token]:
    tokens: list[_Token] = []
    line = 0
    last_line = -1
    cursor = 0
    for match in _WORD.finditer(text):
        line += text.count("\n", cursor, match.start())
        cursor = match.start()
        norm = _norm(match.group())
        if not norm:
            continue
        tokens.append(_Token(norm, match.start(), match.end(), line, line != last_line))
        last_line = line
    return tokens


def find_quote(quote: str, page_text: str) -> Span | None:
    """Locate `quote` in `page_text` under the rules above; None when it is not printed there."""
    words = [w for w in (_norm(m.group()) for m in _WORD.finditer(quote or "")) if w]
    if not words:
        return None
    stream = "".join(words)
    boundaries = {sum(len(w) for w in words[: i + 1]) for i in range(len(words))}
    tokens = _tokens(page_text or "")
    failed: set[tuple[int, int]] = set()

    def extend(pos: int, index: int) -> int | None:
        """Match page tokens from `index` against `stream[pos:]`; return the last token index."""
        if (pos, index) in failed:
            return None
        token = tokens[index]
        rest = stream[pos:]
        if token.norm.startswith(rest) and _CLOSING.fullmatch(token.norm[len(rest) :]):
            return index  # the quote's last word, before the sentence's "." ("… June 30, 2025.")
        if stream.startswith(token.norm, pos):
            new_pos = pos + len(token.norm)
            if new_pos == len(stream):
                return index
            for nxt in _successors(index, new_pos in boundaries):
                end = extend(new_pos, nxt)
                if end is not None:
                    return end
        failed.add((pos, index))
        return None

    def _successors(index: int, may_jump: bool) -> list[int]:
        nexts = [index + 1] if index + 1 < len(tokens) else []
        if not may_jump:
            return nexts
        here = tokens[index]
        for j in range(index + 2, len(tokens)):
            cand = tokens[j]
            if cand.start - here.end > MAX_JUMP_CHARS or any(
                ch.isdigit() for ch in page_text[here.end : cand.start]
            ):
                break
            if cand.line_first and cand.line > here.line:
                nexts.append(j)
        return nexts

    for start in range(len(tokens)):
        end = extend(0, start)
        if end is not None:
            return Span(tokens[start].start, tokens[end].end)
    return None


def _plain(text: str) -> str:
    text = unicodedata.normalize("NFKC", text or "").casefold().translate(_DASHES)
    return " ".join(re.sub(r"[^\w&@./%-]+", " ", text).split())


def value_in_quote(printed: str, quote: str, *, day_first: bool | None = None) -> bool:
    """Whether the value `printed` is printed inside `quote`.

    Numbers compare by value among the quote's figures (so "$1,234" matches "1,234.00" but a rate
    "3%" never proves an amount "311.25"); dates compare as dates in any printed form; text compares
    as a whole-word substring, case- and punctuation-insensitively.
    """
    if not printed or not quote:
        return False
    number = parse_number(printed)
    if number is not None:
        return any(abs(found - number) < 1e-9 * max(1.0, abs(number)) for found in numbers_in(quote))
    date = parse_date(printed, day_first=day_first)
    if date is not None:
        return date in dates_in(quote, day_first=day_first)
    needle, haystack = _plain(printed), _plain(quote)
    return bool(needle) and re.search(rf"(?<!\w){re.escape(needle)}(?!\w)", haystack) is not None


_PAGE = """Sammy Maystone | INVOICE
Date: | Jan 1, 2022
Total: | $127.50
Net sales | $ 3,226.8 $ 2,729.4 $ 2,198.7
Total assets
10,000
9,000
Invoice Number:
42183017
"""


def _case_find_quote() -> None:
    span = find_quote("total $127.50", _PAGE)
    assert span is not None and _PAGE[span.start : span.end] == "Total: | $127.50"
    assert find_quote("Invoice Number 42183017", _PAGE) is not None
    assert find_quote("Net sales $ 3,226.8", _PAGE) is not None
    assert find_quote("Net sales $ 2,729.4", _PAGE) is None  # prior-year column
    assert find_quote("Total assets 9,000", _PAGE) is None  # skips the current-year line
    assert find_quote("Total assets 10,000", _PAGE) is not None
    assert find_quote("Total $127.5", _PAGE) is None  # a number is one word
    assert find_quote("", _PAGE) is None and find_quote("Nowhere to be seen", _PAGE) is None


def _case_quote_stops_before_closing_punctuation() -> None:
    page = "results for the second\nquarter ended June 30, 2025. Sales rose 279.84"
    assert find_quote("quarter ended June 30, 2025", page) is not None
    assert find_quote("Sales rose 279", page) is None, "a number is one word: 279 is not 279.84"


def _case_jump_to_later_line() -> None:
    page = "Invoice Date:\nsee terms below\n03/20/2023\nNotes"
    assert find_quote("Invoice Date: 03/20/2023", page) is not None
    assert find_quote("Invoice Date: terms", page) is None  # a jump lands only on a line's first word


def _case_value_in_quote() -> None:
    assert value_in_quote("$127.50", "Total: | $127.50")
    assert not value_in_quote("311.25", "Sales Tax 3%")
    assert value_in_quote("(1,234)", "Net loss | (1,234)") and not value_in_quote(
        "1,234", "Net loss | (1,234)"
    )
    assert value_in_quote("1.234,56", "Totaal € 1.234,56")
    assert value_in_quote("August 3, 2014", "TOTAL AMOUNT DUE ON August 3 , 2014")
    assert value_in_quote("7. Mai 2014", "Rechnungsdatum 7. Mai 2014")
    assert value_in_quote("Taylor Riddel", "Bill To: Taylor Riddel") and not value_in_quote(
        "Taylor", "Taylors"
    )
    assert value_in_quote("$2.4 million", "a loan of $2.4 million")


SELFTEST_CASES = [
    _case_quote_stops_before_closing_punctuation,
    _case_find_quote,
    _case_jump_to_later_line,
    _case_value_in_quote,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
