"""What a question pins down must be printed on the pages an answer cites.

A figure can be printed and cited and still answer another question: "PepsiCo's third-quarter net
revenue" answered from the first-quarter release, "Amazon's net sales" from an AWS invoice total,
"Apple's revenue" from a Best Buy page. Checks over the cited pages' text: names (capitalized words
not opening a sentence), the fiscal year, quarter and month, the financial measure asked for, and the
currency and rate period the answer is asked in ("in euros", "per month": a dollar figure restated in
euros is a figure the pages never printed). One check needs no page: a question that asks for a
calculation ("3-year average of capex as a % of revenue") is not answered by a figure, because answers
only quote printed figures and a printed figure that matches is a figure of something else.
"""

from __future__ import annotations

import calendar
import datetime
import re
from collections.abc import Iterable

from ragagent.measures import (
    FULL_YEAR_ASKED,
    FULL_YEAR_PRINTED,
    ORDINALS,
    ROLE_WORDS,
    asked,
    figure_labels,
    new_figures,
)
from ragagent.normalize import ISO_CURRENCIES, RATIO_LEVEL, dates_in
from ragagent.parties import LEGAL_FORM
from ragagent.selftest import selftest_main

_NAME = re.compile(r"[A-Za-z][A-Za-z0-9&]*(?:[-.][A-Za-z0-9&]+)*")
_MONTHS = {calendar.month_name[n].lower() for n in range(1, 13)}
_SENTENCE_END = re.compile(r"(?<=[.?!:])\s+|\n+")
_CALCULATION = re.compile(
    r"\bcalculat\w*|\bcompute\w*(?!\s+(?-i:[A-Z]))|\bratios?\b|\baverage\b|\bround(?:ed|ing)?\s+to\b|\bdefined\s+as\b"
    r"|\bdefine\s+(?:\w+\s+){1,4}as\b"
    r"|\bas\s+an?\s+(?:%|percent(?:age)?)\s+of\b|\byear[\s-]+over[\s-]+year\s+change\b"
    r"|\btogether\b(?!\s+with\b)"  # "A and B together came to how much?": a sum
    r"|\bacross\s+(?:all|every|each)\b"  # "in total … across all his orders": a sum over documents
    r"|\bminus\b",  # "working capital (current assets minus current liabilities)": a difference
    re.IGNORECASE,
)
_FISCAL_YEAR = re.compile(r"\bFY\s?'?(\d{4}|\d{2})\b", re.IGNORECASE)
_FISCAL_YEAR_WORDS = re.compile(r"\bfiscal\s+(?:year\s+)?((?:19|20)\d\d)\b", re.IGNORECASE)
_QUARTER_ASKED = re.compile(
    r"\b(first|second|third|fourth)[\s-]+(?:fiscal\s+)?quarter\b|\bQ([1-4])\b", re.IGNORECASE
)
# a currency the question asks the answer in → how a page prints that currency
_CURRENCIES = {
    "euros": (r"\beuros?\b|\bEUR\b|€", r"€|\beuros?\b|\bEUR\b"),
    "US dollars": (r"\b(?:US |U\.S\. )?dollars\b|\bUSD\b", r"\$|\bdollars?\b|\bUSD\b"),
    "pounds": (r"\bpounds(?: sterling)?\b|\bGBP\b|£", r"£|\bpounds?\b|\bGBP\b"),
    "rupees": (r"\brupees\b|\bINR\b|₹", r"₹|\brupees?\b|\bRs\b\.?|\bINR\b"),
    "yen": (r"\byen\b|\bJPY\b|¥", r"¥|\byen\b|\bJPY\b"),
    "patacas": (r"\bpatacas?\b|\bMOP\b", r"\bpatacas?\b|\bMOP\b"),
    "Hong Kong dollars": (r"\bHong Kong dollars?\b|\bHKD\b|HK\$", r"HK\$|\bHKD\b|\bHong Kong dollars?\b"),
    "Canadian dollars": (r"\bCanadian dollars?\b|\bCAD\b|C\$", r"C\$|\bCAD\b|\bCanadian dollars?\b"),
    "Swiss francs": (r"\bSwiss francs?\b|\bCHF\b", r"\bCHF\b|\bSwiss francs?\b|\bFr\.\s"),
    "renminbi": (r"\brenminbi\b|\byuan\b|\bRMB\b|\bCNY\b", r"\bRMB\b|\bCNY\b|\brenminbi\b|\byuan\b"),
}
_IN_CURRENCY = re.compile(r"\b(?:in|into|expressed in|converted to)\s+(.{1,20})", re.IGNORECASE)
# a rate per period the question asks for → how a page prints a rate of that period
_RATE_PERIODS = {
    "per month": (r"\bper month\b|\bmonthly\b|\ba month\b", r"\bper month\b|\bmonthly\b|\ba month\b|/\s?mo"),
    "per day": (r"\bper day\b|\bdaily\b", r"\bper day\b|\bdaily\b|\bper diem\b|/\s?day"),
    "per week": (r"\bper week\b|\bweekly\b", r"\bper week\b|\bweekly\b"),
}
_MONTH_NAMES = "|".join(calendar.month_name[1:])
_MONTH_YEAR = re.compile(rf"\b({_MONTH_NAMES})\s+(?:\d{{1,2}},?\s+)?(\d{{4}})\b")
# how other languages of the corpus print a month (German, French, Dutch), by month number
_MONTH_NAMES_ABROAD = {
    1: "januar|janvier|januari",
    2: "februar|février|fevrier|februari",
    3: "märz|mars|maart",
    4: "april|avril",
    5: "mai|mei",
    6: "juni|juin",
    7: "juli|juillet",
    8: "august|août|aout|augustus",
    9: "september|septembre",
    10: "oktober|octobre",
    11: "november|novembre",
    12: "dezember|décembre|december",
}


# a sentence's opening word that is a name: one owning something or set off by a comma ("Raytheon, the rival
# defense prime, …", "Amcor's …"), not a discourse word ("However, …")
_OPENING_NAME = re.compile(r"^\W*([A-Z][A-Za-z0-9&]*)(?=['’]s\b|,)")
_DISCOURSE_WORDS = {"however", "also", "overall", "finally", "next", "then", "besides", "now", "so", "still"}


def names_in(question: str) -> list[str]:
    """Capitalized words that do not open a sentence ("Apple", "Riverside"), or open it as a name
    (`_OPENING_NAME`), minus months, short acronyms and fiscal years ("FY2023": see
    `fiscal_years_asked`)."""
    names = []
    for sentence in _SENTENCE_END.split(question):
        words = [m.group(0) for m in _NAME.finditer(sentence)]
        opening = _OPENING_NAME.match(sentence)
        named_first = opening is not None and opening.group(1).lower() not in _DISCOURSE_WORDS
        for word in words if named_first else words[1:]:
            if _FISCAL_YEAR.fullmatch(word) or not word[0].isupper() or word.lower() in _MONTHS:
                continue
            head, _, tail = word.partition("-")  # "VAT-inclusive", "GAAP-based": an acronym's adjective
            if not (head.isupper() and len(head) <= 4 and (not tail or tail.islower())):
                names.append(head if tail.islower() else word)  # "Nintendo-related" names Nintendo
    return names


# the arithmetic a question asks for → the operators an answer's calculation may use
_OPERATIONS = (
    (re.compile(r"\badd(?:s|ed)? up\b|\bsum\b|\bcombined\b|\btogether\b|\bplus\b|\btotal of\b", re.I), "+"),
    (
        re.compile(
            r"\bdifference\b|\bmore\b|\bless\b|\bexceed\w*|\b(?:fall|fell) short\b|\bchange[ds]?\b"
            r"|\blarger\b|\bsmaller\b|\bhigher\b|\blower\b|\bminus\b|\babove\b|\bbelow\b"
            r"|\bincrease[ds]?\b|\bdecrease[ds]?\b|\bgr[eo]w(?:th)?\b|\bdecline[ds]?\b",
            re.I,
        ),
        "-",
    ),
    (re.compile(r"\bpercent\w*|%|\bshare of\b|\bratio\b|\bmargin\b|\btimes\b|\bper\b", re.I), "-*/"),
)


def operations_asked(question: str) -> set[str]:
    """The operators a calculation answering `question` may use ("add up to": +; "how much more": -;
    "in percent": - * /); empty when the question names no arithmetic (then none is checked)."""
    return {op for pattern, ops in _OPERATIONS if pattern.search(question) for op in ops}


# a change the question asks the size of ("by how much did its total debt rise between …", "how much did the
# margin narrow"): its answer subtracts, whatever else it adds
_CHANGE_ASKED = re.compile(
    r"\b(?:how much|by what|how many)\b[^?]{0,80}?\b"
    r"(?:ris(?:e|en|es)|rose|increas|decreas|chang|gr[eo]w|declin|f[ae]ll|drop|narrow|widen|shr[iu]nk)\w*\b",
    re.IGNORECASE,
)


def change_asked(question: str) -> bool:
    """Whether the question asks how much something changed (a difference or percent change), not a
    quotient ("how many times larger")."""
    return _CHANGE_ASKED.search(question) is not None and not quotient_asked(question)


_QUOTIENT = re.compile(
    r"\b(?:percentage|share|proportion|fraction|portion) of\b|\bas an? (?:%|percent(?:age)?) of\b|\bratio\b"
    r"|\bdivided by\b|\bmargin\b|\byield\b|\bhow many times\b"
    r"|\bper (?!(?:year|annum|month|quarter|week|day|cent)\b)[a-z]",
    re.IGNORECASE,
)


# an investor's share of an investee's result ("MGM Resorts' share of operating loss from BetMGM", the
# equity method's wording) is a printed amount; "what share of net income came from …" stays a quotient
_EQUITY_SHARE = re.compile(
    r"(?:'s|s'|\bits|\btheir)\s+share of\s+(?:the\s+)?(?:net\s+|operating\s+)?"
    r"(?:income|loss(?:es)?|profits?|earnings|results)\b",
    re.IGNORECASE,
)


def quotient_asked(question: str) -> bool:
    """Whether the answer is one figure divided by another: a share, ratio, margin, yield, coverage ("how
    many times") or a price per unit ("per GB-month", "per square foot"; not "per year", a period)."""
    return _QUOTIENT.search(_EQUITY_SHARE.sub(" ", question)) is not None


# who computes: a company ("When MGM computes its hold-adjusted figures") reports a figure of its own
# (a name opening the question may be an imperative's "Please")
_COMPUTING_SUBJECT = re.compile(r"\S\s+(?:(?-i:[A-Z])[\w&.'-]*|it|they|company)\s+$", re.IGNORECASE)


# a capitalized word ending a defined term's name ("Consolidated Net Leverage Ratio") that the question
# compares with a printed level ("drops below 1.90:1.00"): a condition, no arithmetic asked
_DEFINED_TERM = re.compile(r"(?-i:[A-Z])[\w-]*\s+$")


def calculation_asked(question: str) -> str | None:
    """The words by which the question asks for a computed figure ("ratio", "3 year average"), if any;
    not a company's own computing ("When MGM computes its …, what win percentage does it assume?"), nor
    a defined ratio compared with a level ("Once Ribbon's Consolidated Net Leverage Ratio drops below
    1.90:1.00, what margin applies?")."""
    for match in _CALCULATION.finditer(question):
        word = match.group(0).lower()
        if word.startswith(("calculat", "comput")) and _COMPUTING_SUBJECT.search(question[: match.start()]):
            continue
        defined = match.group(0)[0].isupper() and _DEFINED_TERM.search(question[: match.start()])
        if defined and RATIO_LEVEL.search(question[match.end() :]):
            continue
        return match.group(0)
    return None


_STATISTIC_WORD = re.compile(r"^(?:ratios?|average)$", re.IGNORECASE)
_NEIGHBOURS = 2  # content words either side of the statistic's word that its printed label must share
_FILLER = frozenset({"the", "a", "an", "of", "what", "which", "is", "was", "at", "its", "per", "do", "does"})


def printed_statistic(question: str, calculation: str, answer: str, pages: list[str]) -> bool:
    """Whether the "ratio" or "average" a question asks for is a figure the document prints itself: each
    figure of `answer` sits under a label naming that word and a word beside it in the question ("what
    maximum leverage ratio …" ← "a leverage ratio not higher than 3.9 times"; "at what average price per
    share …" ← "at an average price of $32.96 per share"). Other calculation words never are."""
    if not _STATISTIC_WORD.match(calculation):
        return False
    words = [part for word in _NAME.findall(question) for part in word.split("-")]  # "weighted-average"
    at = next((i for i, w in enumerate(words) if w.lower() == calculation.lower()), None)
    if at is None:
        return False
    near = words[max(0, at - _NEIGHBOURS) : at] + words[at + 1 : at + 1 + _NEIGHBOURS]
    stems = {w.lower()[:5] for w in near if w.lower() not in _FILLER}
    figures = new_figures(question, answer)
    if not stems or not figures:
        return False
    for value in figures:
        labels = [label.lower() for page in pages for label in figure_labels(page, value)]
        named = [label for label in labels if calculation.lower()[:5] in label]
        if not any(stems & {w[:5] for w in _NAME.findall(label)} for label in named):
            return False
    return True


def fiscal_years_asked(question: str) -> list[int]:
    """The fiscal years the question names as FY2023 / FY23 / FY 2023, four digits."""
    years = (int(m.group(1)) for m in _FISCAL_YEAR.finditer(question))
    return list(dict.fromkeys(y if y >= 100 else 2000 + y for y in years))


def _prints_year(year: int, text: str) -> bool:
    short = f"{year % 100:02d}"
    pattern = rf"\b{year}\b|\bFY\s?'?{short}\b|\bfiscal\s+(?:year\s+)?'{short}\b"
    return re.search(pattern, text, re.IGNORECASE) is not None


def _prints_fiscal(year: int, text: str) -> bool:
    """Whether `text` prints fiscal `year`: named as a fiscal year when the text names any that way
    ("Fiscal 2024 outlook" names 2024, not the asked 2025), else its calendar year or one either side
    ("fiscal 2024" may end in calendar 2023, as Best Buy's does, or in 2024)."""
    named = {int(y) for y in _FISCAL_YEAR_WORDS.findall(text)} | set(fiscal_years_asked(text))
    if named:
        return year in named
    return any(_prints_year(y, text) for y in (year - 1, year, year + 1))


def quarter_asked(question: str) -> int | None:
    """The fiscal quarter (1-4) the question names, if any."""
    match = _QUARTER_ASKED.search(question)
    if match is None:
        return None
    return int(match.group(2)) if match.group(2) else ORDINALS.index(match.group(1).lower()) + 1


def _prints_quarter(quarter: int, text: str) -> bool:
    word = ORDINALS[quarter - 1]
    suffix = ("st", "nd", "rd", "th")[quarter - 1]
    pattern = (
        rf"\b(?:{word}|{quarter}{suffix})[\s-]+(?:fiscal\s+)?quarter\b|\bQ{quarter}\b|\b{quarter}Q\b"
        rf"|\bquarter\s+{quarter}\b"
    )
    return re.search(pattern, text, re.IGNORECASE) is not None


def months_asked(question: str) -> list[tuple[str, int]]:
    """The months the question names with a year ("June 2014", "January 15, 2024")."""
    return [(m.group(1), int(m.group(2))) for m in _MONTH_YEAR.finditer(question)]


def _month_names(month: str) -> str:
    """A regex alternation of the ways the corpus prints the month: its name, short name and its German,
    French and Dutch names."""
    return f"{month}|{month[:3]}\\.?|{_MONTH_NAMES_ABROAD[list(calendar.month_name).index(month)]}"


def _prints_month(month: str, year: int, text: str) -> bool:
    number = list(calendar.month_name).index(month)
    if any(d.year == year and d.month == number for d in dates_in(text)):
        return True
    names = _month_names(month)
    if re.search(rf"\b(?:{names})\s+(?:\d{{1,2}},?\s+)?{year}\b", text, re.IGNORECASE):
        return True
    # a stacked column header: "December 31, | December 31," over a line of years only, "2022 | 2021",
    # perhaps after a unit cell ("($ million) | 2022 | 2023")
    years_line = (
        rf"\n(?:[^\n|\d]*\|)?\s*(?:(?:19|20)\d\d\s*\|\s*)*{year}(?:\s*\|\s*(?:19|20)\d\d)*\s*(?:\n|$)"
    )
    stacked = rf"\b(?:{names})\s+\d{{1,2}},?(?:\s*\|[^\n]*)?{years_line}"
    return re.search(stacked, text, re.IGNORECASE) is not None


# a span of days the question names ("July 2 to July 29, 2023", "from May 1, 2024 through June 30, 2024")
_SPAN = re.compile(
    rf"\b({_MONTH_NAMES})\s+(\d{{1,2}})(?:,?\s+(\d{{4}}))?\s*(?:to|through|thru|until|-|–)\s*"
    rf"(?:({_MONTH_NAMES})\s+)?(\d{{1,2}}),?\s+(\d{{4}})\b"
)


# a year the question names on its own ("its 2024 extension", "during 2023"), not within a date, a month
# ("June 2023"), a fiscal year ("fiscal 2023", "FY23") or a range ("2022-23")
_BARE_YEAR = re.compile(r"(?<![\d/.,–-])((?:19|20)\d\d)(?![\d%]|[/.,–-]\d)")
_NUMERIC_DATE = re.compile(r"\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b")


def years_asked(question: str) -> list[int]:
    """The years the question names on their own ("Lockheed Martin's 2024 extension", "in 2024"), not as
    part of a date, a month, a fiscal year or a range: those have checks of their own."""
    text = question
    for dated in (_SPAN, _MONTH_YEAR, _FISCAL_YEAR_WORDS, _FISCAL_YEAR, _NUMERIC_DATE):
        text = dated.sub(" ", text)
    return [int(y) for y in dict.fromkeys(_BARE_YEAR.findall(text))]


def spans_asked(question: str) -> list[tuple[datetime.date, datetime.date]]:
    """The spans of days the question names, first and last day ("July 2 to July 29, 2023")."""
    spans = []
    month = list(calendar.month_name).index
    for m in _SPAN.finditer(question):
        start_month, start_day, start_year, end_month, end_day, end_year = m.groups()
        try:
            end = datetime.date(int(end_year), month(end_month or start_month), int(end_day))
            start = datetime.date(int(start_year or end_year), month(start_month), int(start_day))
        except ValueError:
            continue
        spans.append((start, end))
    return spans


def _prints_span(start: datetime.date, end: datetime.date, text: str) -> bool:
    """Whether the text prints both days of the span: a quarter ending on its last day is no fiscal month."""
    printed = set(dates_in(text))
    return start in printed and end in printed


# a term as an extension left it ("which later maturity did it lock in by exercising its extension
# options?"): the cited pages must print an extension made ("The Amendment extends the maturity date"), not
# one that is only available ("two 12-month options available to management to extend the maturity date")
_EXTENSION_ASKED = re.compile(
    r"\bby exercising\b[^?]*\bextension|\bextended\s+(?:maturity|termination|expiry|expiration|date|term)\b"
    r"|\bafter\s+(?:the\s+|its\s+|an?\s+)?extension\b|\bonce extended\b",
    re.IGNORECASE,
)
_EXTENSION_MADE = re.compile(r"\bextend(?:s|ed)\b(?!\s+transition)|\bextension agreement\b", re.IGNORECASE)
_PERIOD_ASKED = re.compile(
    r"\b(?:billing|service|statement|usage|invoice|rental)\s+period\b|\bfor the month of\b"
    r"|\b(?:single|calendar|whole)\s+month\b"  # "revenues for the single month of July 2023"
    r"|\busage\s+(?:during|in|for)\b",  # "EC2 usage during August 2014": the month used, not a day billed
    re.IGNORECASE,
)


def _prints_month_as_period(month: str, year: int, text: str) -> bool:
    """Whether the text prints the month as a period: "August 2014", or a span of its days ("August 1 -
    August 31, 2014"); a single day ("TOTAL AMOUNT DUE ON August 3, 2014") is a date in it, not it."""
    names = _month_names(month)
    whole = rf"\b(?:{names})\s+{year}\b"
    span = rf"\b(?:{names})\s+\d{{1,2}}\s*[-–]\s*(?:(?:{names})\s+)?\d{{1,2}}\s*,?\s*{year}\b"
    return re.search(f"{whole}|{span}", text, re.IGNORECASE) is not None


def currencies_asked(question: str) -> list[str]:
    """Currencies the question asks the answer in ("in euros", "in US dollars")."""
    asked_in = " ".join(m.group(1) for m in _IN_CURRENCY.finditer(question))
    return [name for name, (words, _) in _CURRENCIES.items() if re.search(words, asked_in, re.IGNORECASE)]


_REFERENCE = re.compile(r"(?<![\w/#-])[A-Za-z0-9][\w/#-]*\d[\w/#-]*")


def references_in(question: str) -> list[str]:
    """The document references a question names: invoice 993548900, INV/2023/03/0008 (six digits or
    more; no date)."""
    found = (m.group(0) for m in _REFERENCE.finditer(question))
    return list(dict.fromkeys(r for r in found if sum(c.isdigit() for c in r) >= 6 and not dates_in(r)))


def prints_reference(reference: str, text: str) -> bool:
    """Whether `text` prints the reference whole (not inside a longer one)."""
    return re.search(rf"(?<![\w/]){re.escape(reference)}(?![\w/])", text) is not None


# an SEC form the question names ("its most recent Form 10-Q"): the cited document must be one, or name it
_FORM = re.compile(r"\b(10-[KQ]|8-K|20-F|6-K)\b")


def forms_asked(question: str) -> list[str]:
    """The SEC forms the question names ("10-Q", "8-K")."""
    return list(dict.fromkeys(_FORM.findall(question)))


# an item the question names by its number ("Version #3", "Comparable #1", "Amendment No. 2")
_NUMBERED = re.compile(r"\b([A-Za-z]{3,})\s*(?:#|\bNo\.?|\bNumber)\s*(\d{1,3})\b", re.IGNORECASE)


def numbered_in(question: str) -> list[tuple[str, str]]:
    """The items a question names by number, as (word, number): ("Version", "3") for "Version #3"."""
    return list(dict.fromkeys((m.group(1), m.group(2)) for m in _NUMBERED.finditer(question)))


def _prints_numbered(word: str, number: str, text: str) -> bool:
    """Whether `text` prints the word with that number after it ("COMPARABLE SALE # 1", "Version #4" does
    not print Version #3)."""
    return re.search(rf"\b{re.escape(word)}\b[^\n]{{0,20}}?\s*{number}\b", text, re.IGNORECASE) is not None


# an attachment the question names ("listed on Schedule 4.11", "Exhibit 10.1"): its own page prints its
# title as a heading; a page that only refers to it ("Set forth on Schedule 4.11 is a complete list") is
# not it
_ATTACHMENT = re.compile(
    r"\b(?:Schedule|Exhibit|Annex|Appendix|Attachment|Addendum)\s+[A-Z0-9](?:[\w.()-]*[\w)])?", re.IGNORECASE
)
_REFERRING = re.compile(r"\b(?:is|are|shall|will|has|have|was|were|on|in|to|under|of|hereto|thereto)\b", re.I)


def attachments_asked(question: str) -> list[str]:
    """The schedules, exhibits and annexes the question names by their number or letter."""
    return list(dict.fromkeys(m.group(0) for m in _ATTACHMENT.finditer(question)))


def _prints_attachment(name: str, text: str) -> bool:
    """Whether `text` holds the attachment itself: a short line that opens with its name and refers to
    nothing ("SCHEDULE 4.11 SUBSIDIARIES"), not a sentence that mentions it."""
    heading = re.compile(rf"^\W*{re.escape(name)}(?![\w.])(.{{0,60}})$", re.IGNORECASE | re.MULTILINE)
    return any(not _REFERRING.search(m.group(1)) for m in heading.finditer(text))


_DATED = re.compile(r"\bdated\s+(?:as\s+of\s+)?([^?;()]{6,40})", re.IGNORECASE)


def dated_asked(question: str) -> list[datetime.date]:
    """The dates by which a question identifies a document ("invoice 993548900 dated 19 April 2015",
    "the Credit Agreement dated as of June 21, 2024"): a document of that date must print it."""
    found = (dates_in(m.group(1)) for m in _DATED.finditer(question))
    return list(dict.fromkeys(dates[0] for dates in found if dates))


# a US state a question names, as an address prints it after its town ("Woburn, MA")
_STATE_CODES = {
    "Alabama": "AL", "Alaska": "AK", "Arizona": "AZ", "Arkansas": "AR", "California": "CA",
    "Colorado": "CO", "Connecticut": "CT", "Delaware": "DE", "Florida": "FL", "Georgia": "GA",
    "Hawaii": "HI", "Idaho": "ID", "Illinois": "IL", "Indiana": "IN", "Iowa": "IA", "Kansas": "KS",
    "Kentucky": "KY", "Louisiana": "LA", "Maine": "ME", "Maryland": "MD", "Massachusetts": "MA",
    "Michigan": "MI", "Minnesota": "MN", "Mississippi": "MS", "Missouri": "MO", "Montana": "MT",
    "Nebraska": "NE", "Nevada": "NV", "New Hampshire": "NH", "New Jersey": "NJ", "New Mexico": "NM",
    "New York": "NY", "North Carolina": "NC", "North Dakota": "ND", "Ohio": "OH", "Oklahoma": "OK",
    "Oregon": "OR", "Pennsylvania": "PA", "Rhode Island": "RI", "South Carolina": "SC",
    "South Dakota": "SD", "Tennessee": "TN", "Texas": "TX", "Utah": "UT", "Vermont": "VT", "Virginia": "VA",
    "Washington": "WA", "West Virginia": "WV", "Wisconsin": "WI", "Wyoming": "WY",
}  # fmt: skip


# a US state as a press release's dateline abbreviates it after its town ("BOLINGBROOK, Ill."); the
# states the style spells out have none
_STATE_DATELINES = {
    "Alabama": "Ala.", "Arizona": "Ariz.", "Arkansas": "Ark.", "California": "Calif.", "Colorado": "Colo.",
    "Connecticut": "Conn.", "Delaware": "Del.", "Florida": "Fla.", "Georgia": "Ga.", "Illinois": "Ill.",
    "Indiana": "Ind.", "Kansas": "Kan.", "Kentucky": "Ky.", "Louisiana": "La.", "Maryland": "Md.",
    "Massachusetts": "Mass.", "Michigan": "Mich.", "Minnesota": "Minn.", "Mississippi": "Miss.",
    "Missouri": "Mo.", "Montana": "Mont.", "Nebraska": "Neb.", "Nevada": "Nev.", "New Hampshire": "N.H.",
    "New Jersey": "N.J.", "New Mexico": "N.M.", "New York": "N.Y.", "North Carolina": "N.C.",
    "North Dakota": "N.D.", "Oklahoma": "Okla.", "Oregon": "Ore.", "Pennsylvania": "Pa.",
    "Rhode Island": "R.I.", "South Carolina": "S.C.", "South Dakota": "S.D.", "Tennessee": "Tenn.",
    "Vermont": "Vt.", "Virginia": "Va.", "Washington": "Wash.", "West Virginia": "W.Va.",
    "Wisconsin": "Wis.", "Wyoming": "Wyo.",
}  # fmt: skip


def _state_code(name: str, text: str) -> bool:
    """Whether `text` prints the US state `name` as an address's postal code or a dateline's
    abbreviation after a town ("Woburn, MA", "BOLINGBROOK, Ill.")."""
    code = _STATE_CODES.get(name)
    if code is None:
        return False
    dateline = re.escape(_STATE_DATELINES.get(name, f"{code}\b"))
    return re.search(rf",\s*(?:{code}\b|{dateline})", text) is not None


def _printed_name(name: str, lowered: str) -> bool:
    """Whether the lower-cased text prints the name, or its singular for a plural ("Commitment Increases"
    asked, "Commitment Increase" defined)."""
    name = name.lower()
    if name in lowered:
        return True
    if len(name) < 5 or not name.endswith("s") or name.endswith(("ss", "us")):
        return False
    singulars = {name[:-1], name[:-2] if name.endswith("es") else name[:-1], f"{name[:-3]}y"}
    return any(re.search(rf"\b{re.escape(s)}\b", lowered) for s in singulars)


# words before a role that say which one, not what kind: "the lender", "each agent", "its borrower"
_NO_QUALIFIER = frozenset(
    {"the", "a", "an", "its", "their", "his", "her", "which", "what", "whose", "each", "any", "every"}
    | {"other", "same", "as", "and", "or", "of", "to", "for", "by", "is", "was", "who", "that", "this"}
    | {"one", "two", "on", "in", "at", "from", "with", "per", "between", "under", "than", "into", "about"}
)
_ROLE = re.compile(rf"\b([a-z]+)[\s-]+({'|'.join(sorted(ROLE_WORDS))})s?\b", re.IGNORECASE)
# what a capitalized word before a role may be besides a name ("the Collateral Agent"; "the Riverside
# appraiser" is the one of the Riverside report)
_ROLE_QUALIFIERS = frozenset(
    {"administrative", "collateral", "syndication", "documentation", "paying", "escrow", "servicing", "co"}
    | {"sole", "successor", "original", "supervisory", "supervising", "managing", "lead", "joint", "issuing"}
)
# an officer's, a syndicate's or a trade's title: a name printed beside another title ("Dave Kimbell, chief
# executive officer" asked the CFO) or beside none (the borrower asked its arranger, the billed customer
# asked the technician who did the work) answers another question
_TITLE = re.compile(
    r"\b(?:([\w-]+)[\s-]+)?(officer|arranger|bookrunner|trustee|underwriter|technician|engineer|inspector"
    r"|electrician|plumber|installer|courier|notary)s?\b|\b(?-i:(C[EFO]O))\b",
    re.IGNORECASE,
)
_OFFICERS = {"financial": "CFO", "executive": "CEO", "operating": "COO"}  # chief <word> officer
_TITLE_QUALIFIERS = frozenset({"lead", "joint", "indenture", "managing", "senior", "co", "book"})
# a trade a firm's name prints as its business ("the Seattle plumber": "Stanford Plumbing & Heating")
_TRADES = {"plumber": "plumb", "electrician": "electric", "installer": "install"}


def roles_asked(question: str) -> dict[str, str]:
    """The roles a question names that say which party, each with the regex of how a page prints it: a
    qualified role ("collateral agent", "co-borrower": an administrative agent is no answer), a chief
    officer ("chief financial officer" or "CFO") and a syndicate's or trust's title ("lead arranger",
    "bookrunner"). A capitalized word before a title is a name ("Which Lockheed Martin officer"), no
    qualifier; an officer with no chief's word is not judged (a treasurer signs as an officer). An auditor
    asked ("which firm audited …") must be printed as one."""
    roles = {
        m.group(0): rf"\b{re.escape(m.group(1))}[\s-]+{m.group(2)}"
        for m in _ROLE.finditer(question)
        if m.group(1).lower() not in _NO_QUALIFIER
        and m.group(1).lower() not in ROLE_WORDS
        and (m.group(1)[:1].islower() or m.group(1).lower() in _ROLE_QUALIFIERS)
    }
    for m in _TITLE.finditer(question):
        word, title, acronym = (m.group(1) or "").lower(), (m.group(2) or "").lower(), m.group(3)
        if acronym or (title == "officer" and word in _OFFICERS):
            word = word or next(w for w, a in _OFFICERS.items() if a == acronym)
            roles[acronym or f"{word} officer"] = rf"\b{word}[\s-]+officer|\b{_OFFICERS[word]}\b"
        elif title != "officer":
            named = (m.group(1) or "")[:1].islower() or word in _TITLE_QUALIFIERS
            qualified = named and word not in _NO_QUALIFIER and word not in ROLE_WORDS
            roles[f"{word} {title}" if qualified else title] = (
                rf"\b{word}[\s-]+{title}" if qualified else rf"\b{_TRADES.get(title, title)}"
            )
    if _AUDIT_ASKED.search(question):  # "which firm audited the figures": a page naming no audit names none
        roles["auditor"] = r"\baudit\w*|\bregistered public accounting firm\b"
    return roles


_AUDIT_ASKED = re.compile(r"\baudit(?:ed|ors?|s)?\b", re.IGNORECASE)


# an acronym a question names ("IBAN", "HERS", the "HPS" of "HPS-led"), which a page answering it prints;
# not a period, currency, tax, legal form or the like, which pages print in other words or languages
_ACRONYM = re.compile(r"(?<![\w&.-])[A-Z]{3,5}s?(?![\w&.]|-[A-Z0-9])")
_ACRONYMS_WORDED = frozenset({"USA", "CEO", "CFO", "YTD", "TTM", "LTM", "GAAP", "HST"})


def acronyms_in(question: str) -> list[str]:
    """The acronyms of 3–5 capitals a question names, but for currencies (`ISO_CURRENCIES`), legal forms
    (`parties.LEGAL_FORM`), measures the table knows by them (VAT, EPS: `measures.asked`) and periods."""
    found = dict.fromkeys(a.removesuffix("s") for a in _ACRONYM.findall(question))
    return [
        a
        for a in found
        if a not in _ACRONYMS_WORDED
        and a not in ISO_CURRENCIES
        and not re.fullmatch(LEGAL_FORM, a, re.IGNORECASE)
        and not asked(a)
        and not _FISCAL_YEAR.fullmatch(a)
    ]


def _prints_acronym(acronym: str, text: str) -> bool:
    """Whether `text` prints the acronym, or the capitalized words it abbreviates ("Amazon Web Services",
    and across a hyphen: "Frito-Lay North America" for FLNA)."""
    if re.search(rf"\b{acronym}", text):
        return True
    words = r"(?:\s+|-)".join(rf"{letter}[\w&'’]*" for letter in acronym)
    return re.search(rf"\b{words}\b", text) is not None


_OWES = re.compile(r"\b(?:owe[sd]?|owing)\b", re.IGNORECASE)
_PARTY = re.compile(r"(?:(?-i:[A-Z])[\w&.'-]*\s+)*(?-i:[A-Z])[\w&.'-]*")
# how a legal text names who is owed and who owes ("Ribbon … Inc. (as lender) and ECI … (as debtor)")
_AS_ROLE = r"[^()\n]{0,60}?\(?\s*as\s+(?:the\s+)?"
_CREDITOR = r"(?:lender|creditor|payee|holder|noteholder)\b"
_DEBTOR = r"(?:debtor|borrower|maker|obligor)\b"


def debt_reversed(question: str, cited_text: str) -> str | None:
    """Why "how much does X owe Y" is the wrong way round for the cited text, which names X as the lender
    or Y as the debtor; None when it does not."""
    owes = _OWES.search(question)
    if owes is None:
        return None
    before = _PARTY.findall(question[: owes.start()])
    after = _PARTY.search(question[owes.end() :])
    for name, role, word in (
        (before[-1] if before else "", _CREDITOR, "lender"),
        (after.group(0) if after else "", _DEBTOR, "debtor"),
    ):
        if len(name) > 2 and re.search(re.escape(name) + _AS_ROLE + role, cited_text, re.IGNORECASE):
            return f"the cited text names {name} as the {word}: the debt runs the other way"
    return None


# the words a question may describe a company's business by ("the aerospace company", "the snack-and-
# beverage maker", "the Las Vegas casino operator"); each is stem-matched (plurals, "telecommunications")
_INDUSTRY_WORDS = (
    "aerospace|defen[cs]e|airline|automotive|beauty|cosmetic|beverage|drink|snack|food|casino|gaming"
    "|gambling|hotel|resort|hospitality|electronics|packaging|telecom|communications|software|networking"
    "|semiconductor|pharma|biotech|oil|energy|utility|mining|steel|chemical|insurance|logistics|shipping"
    "|media|publishing|newspaper|entertainment|restaurant|apparel|fashion|tobacco|healthcare|medical"
    "|construction|cloud|internet|e-?commerce|online|hosting|plumbing|heating|furniture|tech|retail"
)
_FIRM = (
    r"(?:compan(?:y|ies)|corporation|firm|group|maker|manufacturer|producer|retailer|chain|operator"
    r"|contractor|provider|vendor|supplier|business|giant|conglomerate)"
)
# one firm described: its business words, then the noun ("the snack-and-beverage maker")
_DESCRIBED_FIRM = re.compile(
    rf"\b((?:{_INDUSTRY_WORDS})[a-z]*(?:[\s-]+(?:and|&|(?:{_INDUSTRY_WORDS})[a-z]*)){{0,3}})[\s-]+{_FIRM}\b",
    re.IGNORECASE,
)
_INDUSTRY_WORD = re.compile(rf"\b({_INDUSTRY_WORDS})", re.IGNORECASE)


_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")  # "QualityHosting": "Quality Hosting"


def firms_described(question: str) -> list[tuple[str, ...]]:
    """Each company the question describes by its business instead of its name, as that business's stems:
    "the aerospace company … the telecom software firm" is [("aerospace",), ("telecom", "software")]."""
    return [
        tuple(dict.fromkeys(w.lower() for w in _INDUSTRY_WORD.findall(m.group(1))))
        for m in _DESCRIBED_FIRM.finditer(question)
    ]


def industries_asked(question: str) -> list[str]:
    """The business a question describes a company by ("the telecom software company": telecom, software),
    as stems; a page answering it is that company's, whose pages, name or manifest industry print them."""
    return list(dict.fromkeys(word for firm in firms_described(question) for word in firm))


def industries_unprinted(words: Iterable[str], text: str) -> list[str]:
    """The business words (`industries_asked`, `firms_described`) that `text` never prints, stem-matched;
    a business word inside a compound name counts ("QualityHosting" is a hosting firm's)."""
    printed = _CAMEL.sub(" ", text).lower()
    return [word for word in words if not re.search(rf"\b{word}", printed)]


def unmet(question: str, cited_text: str, companies: str = "", cover: str = "") -> list[str]:
    """What the question names that the cited pages (and their documents' companies) never print. A name
    may also stand on the cited documents' `cover` (their first pages): "the Minnesota retailer's
    facility" is Best Buy's, "a Minnesota corporation" on its first page; a period or a measure may not."""
    haystack = f"{cited_text} {companies}"
    lowered = f"{haystack} {cover}".lower()
    missing = [
        name
        for name in names_in(question)
        if not _printed_name(name, lowered) and not _state_code(name, f"{haystack} {cover}")
    ]
    # an acronym describing the document ("the HPS-led facility") may stand on its cover, as a name may
    missing += [
        a
        for a in acronyms_in(question)
        if not _prints_acronym(a, f"{haystack} {cover}" if f"{a}-" in question else haystack)
    ]
    missing += [ref for ref in references_in(question) if not prints_reference(ref, haystack)]
    businesses = industries_unprinted(industries_asked(question), f"{haystack} {cover}")
    missing += [f"the {word} business" for word in businesses]
    missing += [f"Form {form}" for form in forms_asked(question) if not re.search(rf"\b{form}\b", haystack)]
    missing += [f"{w} #{n}" for w, n in numbered_in(question) if not _prints_numbered(w, n, haystack)]
    missing += [
        f"{name} itself" for name in attachments_asked(question) if not _prints_attachment(name, cited_text)
    ]
    missing += [f"FY{year}" for year in fiscal_years_asked(question) if not _prints_year(year, haystack)]
    missing += [
        f"fiscal {year}"
        for year in map(int, _FISCAL_YEAR_WORDS.findall(question))
        if not _prints_fiscal(year, haystack)
    ]
    quarter = quarter_asked(question)
    if quarter is not None and not _prints_quarter(quarter, haystack):
        missing.append(f"the {ORDINALS[quarter - 1]} quarter")
    missing += [m.name for m in asked(question) if not re.search(m.printed, haystack, re.IGNORECASE)]
    roles = roles_asked(question).items()
    missing += [role for role, printed in roles if not re.search(printed, cited_text, re.IGNORECASE)]
    if FULL_YEAR_ASKED.search(question) and not FULL_YEAR_PRINTED.search(haystack):
        missing.append("a full-year period")
    if _EXTENSION_ASKED.search(question) and not _EXTENSION_MADE.search(haystack):
        missing.append("an extension made")
    missing += [
        f"{month} {year}"
        for month, year in months_asked(question)
        if not _prints_month(month, year, haystack)
    ]
    if _PERIOD_ASKED.search(question):  # "the August 2014 billing period": the month itself, not a day in it,
        missing += [  # on the page (a document's title "invoice … (Aug 2014)" names its date, not its period)
            f"the {month} {year} period"
            for month, year in months_asked(question)
            if f"{month} {year}" not in missing and not _prints_month_as_period(month, year, cited_text)
        ]
    missing += [str(year) for year in years_asked(question) if not _prints_year(year, haystack)]
    missing += [
        f"{start:%B} {start.day} to {end:%B} {end.day}, {end.year}"
        for start, end in spans_asked(question)
        if not _prints_span(start, end, cited_text)
    ]
    missing += [
        f"an amount in {name}"
        for name in currencies_asked(question)
        if not re.search(_CURRENCIES[name][1], cited_text, re.IGNORECASE)
    ]
    missing += [
        f"a rate {name}"
        for name, (words, printed) in _RATE_PERIODS.items()
        if re.search(words, question, re.IGNORECASE) and not re.search(printed, cited_text, re.IGNORECASE)
    ]
    return missing


def _case_years() -> None:
    eight_k = "Lockheed Martin Form 8-K (Aug 24 2023) with Ex.10.1 Extension Agreement"
    recent = "What is the period end of Lockheed Martin's most recent Form 10-Q?"
    assert unmet(recent, "Date of Report: August 24, 2023", eight_k) == ["Form 10-Q"]
    assert unmet(recent, "For the quarterly period ended June 25, 2023", "Lockheed Martin Form 10-Q") == []
    assert years_asked("Which margin will apply to the term loans in calendar 2026?") == [2026]
    extension = "Lockheed extends the maturity date from August 24, 2027 to August 24, 2028."
    second = "After Lockheed's second extension in 2024, what is the new termination date?"
    assert years_asked(second) == [2024] and unmet(second, extension) == ["2024"], "a year never printed"
    assert years_asked("What was revenue in fiscal 2023 and for 2022-23?") == []
    attributive = "After Lockheed's 2024 extension, what is the new termination date?"
    assert years_asked(attributive) == [2024] and unmet(attributive, extension) == ["2024"]
    assert years_asked("What value (effective date 03/11/2017) did it give in June 2023, FY23?") == []


def _case_spans() -> None:
    fiscal_month = "What was Domestic revenue for the fiscal month of July 2 to July 29, 2023?"
    july = (datetime.date(2023, 7, 2), datetime.date(2023, 7, 29))
    assert spans_asked(fiscal_month) == [july]
    quarter = "Three Months Ended | July 29, 2023 | July 30, 2022\nDomestic revenue | $ 8,890 | $ 9,569"
    assert unmet(fiscal_month, quarter) == ["July 2 to July 29, 2023"], "a quarter's last day is no month"
    buyback = "July 2, 2023 through July 29, 2023 | 254,399 | $ 82.30"
    assert "July 2 to July 29, 2023" not in unmet(fiscal_month, buyback)
    assert spans_asked("from May 1, 2024 through June 30, 2024?") == [
        (datetime.date(2024, 5, 1), datetime.date(2024, 6, 30))
    ]


def _case_names_in() -> None:
    assert names_in("What was Apple's total revenue in fiscal 2022?") == ["Apple"]
    assert names_in("How much VAT did Coolblue charge in May for the iPad?") == ["Coolblue"]
    assert names_in("What did Christopher Rodriguez owe Stanford Plumbing & Heating?") == [
        "Christopher",
        "Rodriguez",
        "Stanford",
        "Plumbing",
        "Heating",
    ]
    combined = "What is the combined VAT-inclusive price of the Frito-Lay and EBIT-X items?"
    assert names_in(combined) == ["Frito-Lay", "EBIT-X"]
    assert names_in("What is the price of the three Nintendo-related lines?") == ["Nintendo"]
    assert names_in("Raytheon, the rival prime, keeps a revolver: when does it mature?") == ["Raytheon"]
    assert names_in("However, what did Amcor earn?") == ["Amcor"], "a discourse word opens it"


def _case_plural_names() -> None:
    defined = 'the Borrower may request an increase (a "Commitment Increase") of the Commitments'
    assert unmet("What is the maximum of all Commitment Increases?", defined) == []
    assert unmet("What is the maximum of all Commitment Decreases?", defined) == ["Decreases"]
    assert unmet("What did the Boxes cost?", "one Box") == []
    law = "Under which law is the Minnesota retailer's facility construed?"
    new_york = "governed by the law of the State of New York"
    assert unmet(law, new_york) == ["Minnesota"]
    cover = "BEST BUY CO., INC., a Minnesota corporation"
    assert unmet(law, new_york, cover=cover) == [], "a name on the cover"
    fiscal = "What was revenue in fiscal 2023?"
    assert unmet(fiscal, "Revenue | 46,298", cover="Fiscal 2023") == ["fiscal 2023"], "a period on the page"
    assert unmet("What is Ribbon's total?", "Ribbo total") == ["Ribbon"]


def _case_references() -> None:
    aws = "Amazon Web Services\nInvoice Number: 42183017 | Total for this invoice | $4.11"
    assert unmet("What is the total amount due on AWS invoice number 42183071?", aws) == ["42183071"]
    assert unmet("What is the total amount due on AWS invoice number 42183017?", aws) == []
    assert references_in("Is INV/2023/03/0008 of 03/20/2023 due on 04/04/2023?") == ["INV/2023/03/0008"]
    assert not prints_reference("INV/2023/03/0008", "INV/2023/03/00081")
    listed = "Which Best Buy subsidiaries are listed on Schedule 4.11 of the credit agreement?"
    mention = "Section 4.11 Subsidiaries.\nSet forth on Schedule 4.11 is a complete and correct list of"
    assert "Schedule 4.11 itself" in unmet(listed, f"Best Buy {mention}")
    assert unmet(listed, "Best Buy\nSCHEDULE 4.11\nSUBSIDIARIES\nBest Buy Stores, L.P.") == []
    assert "Schedule 4.11 itself" in unmet(listed, "Best Buy\nSchedule 4.11 is attached hereto")


def _case_dated() -> None:
    assert dated_asked("What was the total on Coolblue invoice 993548900 dated 19 April 2015?") == [
        datetime.date(2015, 4, 19)
    ]
    agreement = "Under Ribbon's Credit Agreement dated as of June 21, 2024, what is the term loan?"
    assert dated_asked(agreement) == [datetime.date(2024, 6, 21)]
    assert dated_asked("What were consolidated net revenues on June 30, 2023?") == []


def _case_sentences_and_fiscal_years() -> None:
    question = "What is the FY2022 EBITDA for PepsiCo? Define EBITDA as income plus D&A. Answer in millions."
    assert names_in(question) == ["EBITDA", "PepsiCo", "EBITDA"]
    assert fiscal_years_asked(question) == [2022] and fiscal_years_asked("FY23 and FY 2019") == [2023, 2019]
    statement = "PepsiCo EBITDA reconciliation | 2022 | 2021"
    assert unmet(question, statement) == []
    assert unmet(question, statement.replace("2022", "2020")) == ["FY2022"]
    cash_flows = "Fiscal Years Ended January 28, 2023"
    assert unmet("Best Buy's FY2023 cash from operations?", cash_flows, "Best Buy") == []
    outlook = (
        "Amcor reports fiscal 2023 results and provides outlook for fiscal 2024: Adjusted EPS of 67-71 cents"
    )
    assert unmet("What adjusted EPS will Amcor earn in fiscal 2025?", outlook) == ["fiscal 2025"]
    assert unmet("What adjusted EPS will Amcor earn in fiscal 2024?", outlook) == []
    ended = "Best Buy | Six Months Ended July 29, 2023"  # no fiscal year named: a year either side counts
    assert unmet("What were Best Buy's fiscal 2024 sales?", ended) == []


def _case_operations() -> None:
    assert operations_asked("What do the Glacier and EC2 charges add up to?") == {"+"}
    assert operations_asked("How much more is the total than the subtotal?") == {"-"}
    assert operations_asked("What is the fee as a share of its principal, in percent?") == {"-", "*", "/"}
    assert operations_asked("What is the total due?") == set()
    debt = "Adding short- and long-term debt, by how much did its total debt rise between 2022 and 2023?"
    assert change_asked(debt) and change_asked("How much did the operating loss narrow in Q4?")
    assert not change_asked("How many times larger were prepaid taxes in 2023 than in 2022?")
    assert change_asked("By what percent did net sales grow from 2022 to 2023?")


def _case_calculation() -> None:
    assert quotient_asked("What is the tax as a percentage of the full pre-tax subtotal?")
    assert quotient_asked("What was the effective Amazon Glacier price per GB-month stored?")
    assert quotient_asked("How many times did Adjusted EBIT cover net interest expense?")
    assert not quotient_asked("MGM's share of operating loss from BetMGM: by how much did it narrow?")
    assert quotient_asked("What share of net income came from Flexibles?")
    assert not quotient_asked("How much facility fee per year would JPMorgan earn?")
    assert not quotient_asked("What is three times the legal interest rate?")
    assert calculation_asked("What is the 3 year average of capex as a % of sales?") == "average"
    change = "What is Adobe's year-over-year change in operating income?"
    assert calculation_asked(change) == "year-over-year change"
    assert calculation_asked("Define unadjusted EBITDA as operating income plus D&A.") is not None
    assert calculation_asked("How much did total current assets of Nike amount to in FY2019?") is None
    assert calculation_asked("What working capital (current assets minus current liabilities) did it carry?")
    assert calculation_asked("What was the defined benefit obligation as of FY2022?") is None
    assert calculation_asked("Do any categories represent more than 20% of Boeing's revenue?") is None
    own = "When MGM computes its hold-adjusted figures, what win percentage does it assume for Baccarat?"
    assert calculation_asked(own) is None, "the company computes; the question asks a printed rate"
    assert calculation_asked("Calculate the gross margin for FY2022.") == "Calculate"
    assert calculation_asked("Capex and buybacks together came to how much?") == "together"
    assert calculation_asked("What is the principal together with accrued interest?") is None
    assert calculation_asked("Please calculate the gross margin.") == "calculate"
    level = "Once Ribbon's Consolidated Net Leverage Ratio drops below 1.90:1.00, what margin applies?"
    assert calculation_asked(level) is None, "a defined ratio compared with a level is a condition"
    assert (
        calculation_asked("What was Ribbon's actual Consolidated Net Leverage Ratio at closing?") == "Ratio"
    )


def _case_printed_statistic() -> None:
    covenant = "The facilities require us to maintain a leverage ratio not higher than 3.9 times."
    leverage = "What maximum leverage ratio do Amcor's bank debt facility covenants allow?"
    assert printed_statistic(leverage, "ratio", "3.9 times", [covenant])
    assert not printed_statistic("What is Amcor's current ratio?", "ratio", "3.9", [covenant])
    buyback = "the Company repurchased 11 million shares\nat an average price of $32.96 per share"
    price = "At what average price per share did MGM buy back stock?"
    assert printed_statistic(price, "average", "$32.96", [buyback])
    assert not printed_statistic(price, "average", "$32.96", ["Closing price | $32.96"])
    assert not printed_statistic("What is the 3 year average of capex?", "average", "328", ["Capex | 328"])
    assert not printed_statistic(leverage, "calculate", "3.9", [covenant])


def _case_quarter() -> None:
    assert quarter_asked("Revenue in the third quarter of 2023?") == 3
    assert quarter_asked("What did Best Buy earn in Q2?") == 2 and quarter_asked("In fiscal 2023?") is None
    first = "PepsiCo Reports First-Quarter 2023 Results\nNet revenue | 17,846"
    assert unmet("What net revenue did PepsiCo report for the third quarter of 2023?", first) == [
        "the third quarter"
    ]
    assert unmet("What net revenue did PepsiCo report for the first quarter of 2023?", first) == []
    version = "Appraisal Version #4\nOpinion of Market Value $491,000"
    prior = "What market value did the prior version (Version #3) of the appraisal report conclude?"
    assert unmet(prior, version, "URAR example") == ["Version #3"]
    assert unmet(prior.replace("#3", "#4"), version, "URAR example") == []
    grid = "ITEM | SUBJECT | COMPARABLE SALE # 1 | COMPARABLE SALE # 2"
    assert unmet("What was the address of Comparable #2?", grid) == []
    space = "Gross square feet | Beginning | Added\n3rd Quarter | 13,922,600 | 151,730"
    assert unmet("How many gross square feet did Ulta add in the third quarter?", space, "Ulta Beauty") == []


def _case_measure() -> None:
    invoice = "Amazon Web Services Invoice\nTotal for this invoice | $4.11\n* May include US sales tax, VAT"
    assert unmet("What were Amazon's total net sales for 2014?", invoice) == ["revenue", "2014"]
    assert unmet("What were Amazon's total net sales for 2014?", f"August 3, 2014\n{invoice}") == ["revenue"]
    assert unmet("What was the total on the Amazon invoice?", invoice) == []
    assert unmet("What were Ulta's net sales?", "Net sales increased 18.2%", "Ulta Beauty") == []


def _case_period() -> None:
    first_quarter = "PepsiCo Reports First-Quarter 2023 Results\nNet revenue | 17,846"
    question = "What was PepsiCo's full-year 2023 net revenue?"
    assert unmet(question, first_quarter) == ["a full-year period"]
    assert unmet(question, first_quarter + "\n52 Weeks Ended") == []
    note = "PROMISSORY NOTE\nPrincipal: $10,000\nInterest: 10% per annum"
    assert unmet("What interest accrues over 3 months at the stated annual rate?", note) == []
    may = "QualityHosting AG Rechnung\nRechnungsdatum | 7. Mai 2014\nTotal EUR | 34,73"
    assert unmet("What did QualityHosting bill for June 2014?", may) == ["June 2014"]
    assert unmet("What did QualityHosting bill for May 2014?", may) == []
    assert unmet("What was billed in July 2014?", "July 1 - July 31 , 2014") == []
    aws = "TOTAL AMOUNT DUE ON August 3 , 2014 | $4.11\n"
    aws += "This invoice is for the billing period July 1 - July 31 , 2014"
    assert unmet("What is due for the August 2014 billing period?", aws) == ["the August 2014 period"]
    assert unmet("What is due for the July 2014 billing period?", aws) == []
    ec2 = "How much was billed for Elastic Compute Cloud usage during August 2014?"
    assert unmet(ec2, aws + "\nAmazon Elastic Compute Cloud | $1.87") == ["the August 2014 period"]
    assert unmet(ec2.replace("August", "July"), aws + "\nAmazon Elastic Compute Cloud | $1.87") == []
    quarter = "Three Months Ended | July 29, 2023 | July 30, 2022\nRevenue | $ 9,583 | $ 10,329"
    assert unmet("What was revenue for the single month of July 2023?", quarter) == ["the July 2023 period"]
    assert unmet("What was billed for the month of May 2014?", may.replace("7. Mai", "Mai")) == []
    balance = "BALANCE SHEETS\nDecember 31, | December 31,\n2022 | 2021\nTotal equity | 5,210 | 10,976"
    assert unmet("What was total equity on December 31, 2021?", balance) == []
    assert unmet("What was total equity on June 30, 2021?", balance) == ["June 2021"]
    amcor = "Three Months Ended June 30, | Twelve Months Ended June 30,\n"
    amcor += "($ million) | 2022 | 2023 | 2022 | 2023\nNet income | 112 | 184 | 815 | 1,058"
    assert unmet("What was net income for the fiscal year ended June 30, 2022?", amcor) == []
    assert unmet("What was net income for the fiscal year ended June 30, 2021?", amcor) == ["June 2021"]
    assert unmet("What was it on December 31, 2020?", balance + "\nSince 2020 | 5") == ["December 2020"]
    stores = "Ulta Beauty Q4 Fiscal 2022\nStores end of quarter | 1,355 | 1,308"
    assert unmet("How many stores did Ulta Beauty run at the end of fiscal 2020?", stores) == ["fiscal 2020"]
    best_buy = "Three Months Ended | July 29, 2023 | July 30, 2022\nRevenue | 9,583 | 10,329"
    assert unmet("What was Best Buy's fiscal 2024 revenue?", best_buy, "Best Buy") == []


def _case_currency_and_rate_period() -> None:
    aws = "Amazon Web Services Invoice\nTOTAL AMOUNT DUE ON August 3 , 2014 | $4.11"
    assert currencies_asked("What is the total due on AWS invoice 42183017 in euros?") == ["euros"]
    assert unmet("What is the total due on the invoice in euros?", aws) == ["an amount in euros"]
    assert unmet("What is the total due on the invoice in US dollars?", aws) == []
    assert unmet("What is the Coolblue total in US dollars?", "Totaal | € 717,97", "Coolblue") == [
        "an amount in US dollars"
    ]
    assert currencies_asked("What did the borrowers pay in 2019?") == []
    note = "interest accrued at the rate of 10 percent (10%) per year on a FIXED 3 MONTH TERM"
    assert unmet("What is the note's interest rate per month?", note) == ["a rate per month"]
    assert unmet("What is the note's interest rate per year?", note) == []


def _case_acronyms() -> None:
    iban = "To which IBAN should payment for invoice BLR_WFLD20151000982590 be transferred?"
    assert acronyms_in(iban) == ["IBAN"]
    assert "IBAN" in unmet(iban, "CIN : U72900KA2009PTC050123. Invoice No : # BLR_WFLD20151000982590")
    assert acronyms_in("What is the amount including VAT, in EUR, for FY2023?") == []
    assert acronyms_in("Which spread applies to the HPS-led term facility?") == ["HPS"], "a lender's name"
    assert acronyms_in("What is the VAT-inclusive price of the EBIT-X item?") == []
    flna = "What was FLNA's operating profit for the 12 weeks ended March 25, 2023?"
    assert "FLNA" not in unmet(flna, "Frito-Lay North America | 1,599"), "initials across a hyphen"
    assert "FLNA" in unmet(flna, "Frito-Lay Nordic | 1,599")


def _case_debt_direction() -> None:
    ribbon, eci = "Ribbon Communications Operating Company", "ECI Telecom Group"
    note = f"between {ribbon} Inc. (as lender) and {eci}, Ltd. (as debtor)"
    assert debt_reversed(f"How much does {ribbon} owe {eci} under the note?", note) is not None
    assert debt_reversed(f"How much does {eci} owe {ribbon}?", note) is None
    assert debt_reversed("What does the note say?", note) is None


def _case_roles() -> None:
    collateral = "Which lender holds the collateral agent role under it?"
    assert roles_asked(collateral) == {"collateral agent": r"\bcollateral[\s-]+agent"}
    assert unmet(collateral, "Bank of America, N.A., as administrative agent") == ["collateral agent"]
    assert not unmet(collateral, "Citibank, N.A., as Collateral Agent")
    assert not roles_asked("Who is the lender, and which agent signs?")
    assert unmet("Who is the co-borrower?", "John Smith, Borrower") == ["co-borrower"]
    assert not roles_asked("What was the impairment on customer relationships?")  # a preposition says no role
    cfo = "Which chief financial officer is quoted in the release?"
    assert unmet(cfo, "said Dave Kimbell, chief executive officer") == ["financial officer"]
    assert not unmet(cfo, "said Jane Doe, Chief Financial Officer") and not unmet(cfo, "Jane Doe, CFO")
    assert unmet("Who is the CFO?", "Vorstand: Christian Heit (Vorsitz)") == ["CFO"]
    audit = "Which firm audited the interim figures in the release?"
    assert unmet(audit, "Ulta Beauty, Inc. | Consolidated Balance Sheets") == ["auditor"]
    assert not unmet(audit, "Report of Independent Registered Public Accounting Firm: Ernst & Young LLP")
    arranger = "Name the joint lead arranger and bookrunner of the revolving credit facility."
    assert unmet(arranger, "Bank of America, N.A., as administrative agent") == [
        "lead arranger",
        "bookrunner",
    ]
    assert not unmet(arranger, "BofA Securities, Inc., as Joint Lead Arranger and Joint Bookrunner")
    assert not roles_asked("Which Lockheed Martin officer signed the extension?"), "a name, and any officer"
    assert not roles_asked("Which street bounds the area the Riverside appraiser delineated?"), "a name"
    assert roles_asked("Which bank is the Collateral Agent?") == {
        "Collateral Agent": r"\bCollateral[\s-]+Agent"
    }
    assert roles_asked("Which bank is the Joint Lead Arranger?") == {"lead arranger": r"\blead[\s-]+arranger"}
    assert roles_asked("Which Stanford Plumbing & Heating technician did the work?") == {
        "technician": r"\btechnician"
    }
    plumber = "How many days does the Seattle plumber give its customer to pay?"
    assert not unmet(plumber, "Stanford Plumbing & Heating | Seattle, WA"), "the trade its name prints"
    exercised = "Which later maturity did the packaging group lock in by exercising its extension options?"
    options = (
        "mature in April 2025 and April 2027, with two 12-month options available to extend the maturity"
    )
    assert unmet(exercised, options, "Amcor packaging") == ["an extension made"]
    assert unmet(exercised, "The Amendment extends the maturity date by one year", "Amcor packaging") == []
    assert unmet("What is the maturity date?", options, "Amcor") == []
    fee = "What commitment fee does the aerospace company pay on unused commitments?"
    assert industries_asked(fee) == ["aerospace"]
    assert unmet(fee, "Commitment Fee | 0.07%", "Best Buy consumer electronics retail") == [
        "the aerospace business"
    ]
    assert unmet(fee, "Commitment Fee | 0.07%", "Lockheed Martin aerospace defense") == []
    snacks = "What did the snack-and-beverage company earn? And the telecom software firm's cash?"
    assert industries_asked(snacks) == ["snack", "beverage", "telecom", "software"]
    assert industries_asked("the Las Vegas casino operator's EBITDAR") == ["casino"]
    assert firms_described(snacks) == [("snack", "beverage"), ("telecom", "software")]
    assert industries_asked("What share of beverage sales did the company report?") == [], "no firm named"
    bounced = "What does the Gelnhausen hosting firm bill when a direct debit bounces?"
    assert unmet(bounced, "Rücklastschrift | 15,00 EUR", "QualityHosting", cover="D-63571 Gelnhausen") == []
    assert unmet(plumber, "Joe's Roofing | Seattle, WA") == ["plumber"]
    assert not unmet("Which Massachusetts town got a new store?", "Woburn, MA | 1 store")
    illinois = "What were the Illinois beauty chain's net sales?"
    assert unmet(illinois, "Net sales | 10,208,580", "Ulta Beauty") == ["Illinois"]
    assert not unmet(illinois, "Net sales | 10,208,580", "Ulta Beauty", "BOLINGBROOK, Ill., March 9, 2023")
    assert unmet(illinois, "Net sales", "Ulta Beauty", cover="Chicago (Ill)") == ["Illinois"], "no dateline"
    assert unmet(illinois, "Net sales | 10,208,580", "Best Buy") == ["Illinois", "the beauty business"]
    assert unmet(
        "Expressed in Macau patacas, what net revenue did MGM China book?", "Net revenues of $175 million"
    )


SELFTEST_CASES = [
    _case_years,
    _case_spans,
    _case_debt_direction,
    _case_acronyms,
    _case_roles,
    _case_operations,
    _case_currency_and_rate_period,
    _case_period,
    _case_names_in,
    _case_plural_names,
    _case_references,
    _case_dated,
    _case_sentences_and_fiscal_years,
    _case_calculation,
    _case_printed_statistic,
    _case_quarter,
    _case_measure,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
