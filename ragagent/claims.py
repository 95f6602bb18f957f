"""The claim verifier: a second, narrow model pass per claim, overruled by code.

The model sees one question, one claim and the numbered lines of the sources the claim cites, and
answers one narrow question: which line states the answer, and does it answer this question as the
claim says (same item, party and period)? It points at a line instead of copying a span; small models
point well and copy badly. Code chooses the lines it may point at: only those that print the claim's
figures or dates (or, for a claim in words, share a word with it), each read with NEAR_LINES lines
either side because sentences and table rows wrap. No such line: unsupported without asking. The
model's job is the judgement; a "supported" that points at no line is overruled.
A failed or unusable model reply is "unsupported": the verifier fails closed.
/ask (`ragagent.rag.answer`) and the agent share it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ragagent.injection import quarantine
from ragagent.llm.base import LLMError
from ragagent.measures import DATE_ASKED, FULL_YEAR_ASKED, FULL_YEAR_PRINTED, ROLE_WORDS, YEAR_FIGURE
from ragagent.normalize import dates_in, numbers_in, without_dates
from ragagent.selftest import selftest_main

UNITS = (1, 1_000, 1_000_000, 1_000_000_000)
MAX_LINES = 60  # lines shown to the verifier per claim (a few cited excerpts)
NEAR_LINES = 2  # a sentence or table row wraps: the pointed line's neighbours count as the line
SYSTEM = (
    "You check one answer to a question against numbered source lines. "
    "Set `line` to the number of the line that states the answer (0 if no line does). "
    "Set `supported` to true only if that line itself gives exactly what the question asks for, "
    "as the answer states it: the same item (a tax is not a fee; an invoice or order date is not a due "
    'date; an order number is not an invoice number; a form label such as "Borrower\'s Name" is not a '
    "name), the same company or party, and the same period (a six-month, year-to-date or full-year figure "
    "does not answer a quarter; a quarter does not answer a full year; another month or year is not the "
    'one asked). A label without a value, or a placeholder printed where a value belongs ("City", '
    '"Address", "APN", "Borrower\'s Name"), is no answer. A value of another party (the seller\'s number '
    "for the customer's), of a comparable sale instead of the subject property, or of another document is "
    "no answer. `reason`: one short sentence."
)
PARTIAL = (
    " The answer below is one step of a longer answer: judge whether the line states it as written, "
    "for the item, party and period it names."
)
_MARKER = re.compile(r"\[S\d+\]")
_WORD = re.compile(r"[^\W\d_]{3,}")
_STOP = {"the", "and", "for", "was", "were", "are", "with", "from", "that", "this", "its", "has", "had"}
# words a form prints as labels, never as a value
_LABEL_WORDS = {
    "name",
    "address",
    "city",
    "state",
    "zip",
    "code",
    "number",
    "date",
    "value",
    "amount",
    "applie",
    "obtained",
    "report",
    "reported",
    "stated",
    "show",
    "shown",
    "given",
    "provided",
    "printed",
}


# what a form prints where a value belongs: "(Enter City Name Here)", "[Insert name]", "XXXX", "____"
PLACEHOLDER = re.compile(
    r"[(\[<]\s*(?:enter|insert|type|add|your)\b[^)\]>]*[)\]>]|\bX{3,}\b|_{3,}", re.IGNORECASE
)
# a figure's first digit, no year's ("2022" is none)
_FIGURE = re.compile(r"(?<![\d,.])(?!(?:19|20)\d\d(?![\d,.]\d))\d")
# a figure with no % after it, and no year
_AMOUNT = re.compile(rf"{_FIGURE.pattern}[\d,.]*(?!\s*(?:%|per\s?cent))(?![\d,.])")
# what a question asks for → what such a value must contain (a phone number has digits, an email an @)
# the opening of a question before its question word: nothing, or one leading clause ("Per Amcor's 10-Q, ",
# "If it pays its $10,000 note early, ": a figure's comma does not end it)
_LEAD = r"^\s*(?:(?:[^?,]|,(?=\d))*,\s*)?"
_QUARTER_SAID = re.compile(r"\bquarter(?:ly)?\b|\bthree months\b|\bQ[1-4]\b", re.IGNORECASE)
_VAGUE = re.compile(
    r"\W*(?:the\s+)?(?:several|various|certain|some|numerous|multiple|a\s+number\s+of)\b", re.I
)
SHAPES = (
    (
        re.compile(r"\b(?:phone|telephone|fax|mobile)\b", re.IGNORECASE),
        re.compile(r"(?:\d\D{0,3}){7,}"),
        "digits",
    ),
    (re.compile(r"\be-?mail\b", re.IGNORECASE), re.compile(r"\S@\S"), "an @"),
    (  # a postal address has a house number, box or postcode ("Ship To: Taylor's Store" is none)
        re.compile(r"(?<!e-mail )(?<!email )(?<!web )(?<!ip )\baddress\b", re.IGNORECASE),
        lambda claim: re.search(r"\d", re.sub(r"\S+@\S+|\S*(?:www\.|://)\S*", " ", claim)) is not None,
        "a number (street, box or postcode)",
    ),
    (  # a VAT, account or order number has digits ("BIC INGBNL2A" is no VAT number)
        re.compile(r"\b(?:number|no\.?|#)(?=\W*$|\s+(?:on|of|in|does|do|is|for|printed)\b)", re.IGNORECASE),
        re.compile(r"(?:\d\D{0,3}){3,}"),
        "digits",
    ),
    (  # a date asked ("when does the lease expire?") is a date or a year, not "12 months after issuance"
        DATE_ASKED,
        re.compile(r"\b(?:1[89]|20)\d\d\b|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}"),
        "a date",
    ),
    (  # "on what exact date" is a day, not "May 2026"
        re.compile(r"\b(?:exact|on what|on which) (?:date|day)\b", re.IGNORECASE),
        lambda claim: bool(dates_in(claim)),  # the parser reads only dates with their day
        "a day",
    ),
    (  # an amount asked ("What were BetMGM's total net revenues?") is a figure, not a sentence about it
        re.compile(
            rf"{_LEAD}(?:what|how much)\b"
            r"(?![^?]*\b(?:why|drove|drivers?|reasons?|explain|caused?|type|kind|date|day|deadline)\b)"
            r"[^?]*\b(?:amount|revenues?|net sales|income|price|rent|fees?|balance|commitments?|EPS"
            r"|adjustments?|gains?|loss(?:es)?|profit|proceeds|expenses?|payments?|sales|declines?|growth"
            r"|increases?|decreases?|charges?|premiums?|penalty|caps?|limits?|figures?)\b",
            re.IGNORECASE,
        ),  # a year or a date is no amount ("as of December 31, 2022, we were in compliance")
        lambda claim: _FIGURE.search(without_dates(claim)) is not None,
        "a figure",
    ),
    (  # "how much VAT was charged?", "what was the outstanding balance?" ask an amount: a rate alone
        re.compile(  # ("21%", "0.25% of the aggregate principal amount") is none
            rf"{_LEAD}(?:how much\b|what\b(?=[^?]*\b(?:balance|amount|price|rent|cost|principal)\b))"
            r"(?![^?]*\b(?:percent\w*|rate|share\s+of|ratio|%))",
            re.IGNORECASE,
        ),
        lambda claim: _AMOUNT.search(without_dates(claim)) is not None,
        "an amount, not a rate",
    ),
    (  # "by how much" asks a figure however the question opens ("Why did MGM raise its dividend, and by how
        re.compile(r"\bby how much\b", re.IGNORECASE),  # much?": a sentence about a suspension is none)
        _FIGURE,
        "a figure",
    ),
    (  # a range asked ("what net sales range did it guide to?") has two ends, not one figure
        re.compile(r"\brange\b", re.IGNORECASE),
        lambda claim: len(numbers_in(YEAR_FIGURE.sub(" ", claim))) >= 2,
        "a range (two figures)",
    ),
    (  # "how big/large" asks a size with its unit (an area, an amount of money): "2 built-in" counts cars
        re.compile(r"\bhow (?:big|large)\b|\bwhat size\b", re.IGNORECASE),
        re.compile(
            r"\bsq\.?\s?f|\bsquare\b|\bacres?\b|\bft\b|m²|\bsf\b|\bhectares?\b|[$€£¥]|%"
            r"|\b(?:USD|EUR|GBP|dollars?|euros?|thousand|million|billion|percent)\b",
            re.IGNORECASE,
        ),
        "a size with its unit",
    ),
    (  # a figure asked for each one ("separately for each facility", "each individual fund") is none that
        # states the whole ("an aggregate limit of $3.8 billion")
        re.compile(r"\bseparately\b|\bindividual(?:ly)?\b|\beach\b", re.IGNORECASE),
        lambda claim: re.search(r"\b(?:aggregate|combined|in total|taken together)\b", claim, re.I) is None,
        "a figure for each, not the whole",
    ),
    (  # a full year asked is not answered by a quarter's figure ("compared to $2.7 billion in the Year-Ago
        FULL_YEAR_ASKED,  # Quarter" for "net sales for the fiscal year after 2022")
        lambda claim: not _QUARTER_SAID.search(claim) or FULL_YEAR_PRINTED.search(claim) is not None,
        "a full-year figure, not a quarter's",
    ),
    (  # a property's or asset's value is money ("As Is Overall Condition Rating | C5" is a rating)
        re.compile(r"\b(?:as[- ]is|market|appraised|assessed|fair|book|carrying)\s+value\b", re.IGNORECASE),
        re.compile(r"[$€£¥]\s?\d|\d{1,3}(?:[,.' ]\d{3})+|(?<![\w.])\d{4,}\b|\b(?:USD|EUR|GBP|dollars?)\b"),
        "a money amount",
    ),
    (  # "which sites/subsidiaries …?" asks them by name: "several waste disposal sites" names none
        re.compile(rf"{_LEAD}which\b(?!\s+of\b)", re.IGNORECASE),
        lambda claim: _VAGUE.match(claim) is None,
        "names, not 'several …'",
    ),
    (  # a tax, interest or discount rate is a percentage ("VAT | $0.00" is an amount)
        re.compile(
            r"\b(?:interest|tax|vat|gst|discount|penalty|growth)\s+rate\b|\bpercentage\b"
            r"|\b(?:SOFR|LIBOR|SONIA|EURIBOR|applicable|interest|credit)\s+margin\b",
            re.IGNORECASE,
        ),
        re.compile(r"%|\bper\s?cent\b|\bbasis points\b|\bbps\b", re.IGNORECASE),
        "a percentage",
    ),
)


# a claim that only says where the value would be ("is set forth on Schedule 2.06(b)", "see Exhibit A",
# "the GST statement is attached at the end of this Invoice")
_POINTER = re.compile(
    r"\b(?:is|are|as)\s+(?:set\s+forth|specified|listed|shown|described|provided|attached)\s+(?:on|in|at|to)\b"
    r".*?(?=\.(?:\s|$)|;|$)|\bsee\s+(?:schedule|exhibit|section|note|annex|appendix)\b.*?(?=\.(?:\s|$)|;|$)",
    re.IGNORECASE,
)
_DIGIT = re.compile(r"\d")
_LONE_FIGURE = re.compile(r"(?<![\d/.-])\d[\d,.]*(?![\d/-])")  # not part of "04/04/2023" or "INV/2023/03"


def has_shape(shape: re.Pattern[str] | Callable[[str], bool], claim: str, question: str = "") -> bool:
    """Whether `claim` has the shape a SHAPES row asks for (a pattern it contains, or a test it passes),
    digits the question itself prints aside ("Comparable #2's adjustment" answered in words has no figure)."""
    asked = {figure.rstrip(".,") for figure in _LONE_FIGURE.findall(question)}
    claim = _LONE_FIGURE.sub(lambda m: " " if m.group(0).rstrip(".,") in asked else m.group(0), claim)
    return shape(claim) if callable(shape) else shape.search(claim) is not None


@dataclass(frozen=True)
class ClaimCheck:
    """The verdict on one claim: `line` is the source line the verifier pointed at ("" when none)."""

    supported: bool
    reason: str
    line: str = ""


def numbered_lines(sources: list[str]) -> list[str]:
    """The non-blank lines of the sources, in order, at most MAX_LINES."""
    lines = [line.strip() for text in sources for line in text.splitlines() if line.strip()]
    return lines[:MAX_LINES]


def near(lines: list[str], index: int) -> str:
    """Line `index` (1-based) with NEAR_LINES lines either side."""
    return " \n".join(lines[max(0, index - 1 - NEAR_LINES) : index + NEAR_LINES])


_ENDS_SENTENCE = re.compile(r"[.!?]\W*$")


def sentence_at(lines: list[str], index: int) -> str:
    """Line `index` (1-based) with the lines its sentence wraps onto either side (NEAR_LINES at most): a
    reason printed in the next sentence ("… 18.77 cents, which reflects the dividend") is not this one's."""
    start = index - 1
    while start > max(0, index - 1 - NEAR_LINES) and not _ENDS_SENTENCE.search(lines[start - 1]):
        start -= 1
    end = index - 1
    while end < min(len(lines) - 1, index - 1 + NEAR_LINES) and not _ENDS_SENTENCE.search(lines[end]):
        end += 1
    return " \n".join(lines[start : end + 1])


def verifier_schema(candidates: list[int]) -> dict[str, Any]:
    """The reply schema: `line` limited to the candidate ids (0 = none), then the verdict and a reason."""
    return {
        "type": "object",
        "properties": {
            "line": {"type": "integer", "enum": [0, *candidates]},
            "supported": {"type": "boolean"},
            "reason": {"type": "string", "maxLength": 200},
        },
        "required": ["line", "supported", "reason"],
    }


def build_prompt(question: str, claim: str, lines: list[str]) -> str:
    shown = "\n".join(f"[{n}] {quarantine(line)}" for n, line in enumerate(lines, start=1))
    return f"Question: {question}\nAnswer: {claim}\nSource lines:\n{shown}\n"


def _prints_any(claim: str, line: str) -> bool:
    """Whether `line` prints one of the claim's dates or figures, sign aside and at any of the units a
    statement declares ("$456.7 million" is printed as 456.7 in a table "in millions")."""
    dates = dates_in(claim)
    if dates and set(dates) & set(dates_in(line)):
        return True
    printed = [abs(p) * unit for p in numbers_in(line) for unit in UNITS]
    return any(math.isclose(abs(v), p, rel_tol=1e-9) for v in numbers_in(claim) for p in printed)


def missing_shapes(question: str, claim: str) -> list[str]:
    """What the value the question asks for must have (SHAPES) and `claim` lacks ("digits", "an @")."""
    return [
        what
        for asks, shape, what in SHAPES
        if asks.search(question) and not has_shape(shape, claim, question)
    ]


def content_words(text: str) -> set[str]:
    """The words of `text` that carry meaning, lower-cased and singular ("Charges" -> "charge")."""
    return {re.sub(r"(?:['’]s|s)$", "", w.lower()) for w in _WORD.findall(text)} - _STOP


# a code of letters and digits ("Zone X500", a rating "A3", a licence "7829Q"): `numbers_in` reads none
_CODE = re.compile(r"\b(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z\d]{2,}\b")


def adds_nothing(question: str, claim: str, *, stem: int | None = None) -> bool:
    """A claim in words that only restates the question, form labels and party roles ("Borrower
    Borrower's Name", "The borrowers obtained a mortgage interest rate.", "The Borrower guarantees the
    note."): it states no value, neither a figure, a date nor a code. With `stem`, words are compared by
    their first `stem` letters ("mark" restates "marked")."""
    if set(numbers_in(claim)) - set(numbers_in(question)) or set(dates_in(claim)) - set(dates_in(question)):
        return False
    if set(_CODE.findall(claim)) - set(_CODE.findall(question)):
        return False
    said, known = content_words(claim), content_words(question) | _LABEL_WORDS | ROLE_WORDS
    if stem:
        said, known = {w[:stem] for w in said}, {w[:stem] for w in known}
    return not said - known


# a reason asked ("Why did the amendment pull the maturity forward?") is answered only by a line that states
# one; a line stating what happened is no reason, and a question's premise is no fact ("reflects" and
# "attributable to" state no cause: "18.77 cents, which reflects the quarterly dividend", "net income
# attributable to shareholders")
_REASON_ASKED = re.compile(r"^\s*why\b|\bwhat (?:drove|caused|explains)\b|\breasons?\s+(?:for|why)\b", re.I)
_REASON_STATED = re.compile(
    r"\b(?:because|due to|driven by|as a result|result(?:ed|ing)? from|owing to|primarily|mainly|largely"
    r"|in order to|so that|reason)\b",
    re.IGNORECASE,
)


def states_no_reason(question: str, text: str) -> bool:
    """Whether the question asks why and `text` states no reason."""
    return _REASON_ASKED.search(question) is not None and _REASON_STATED.search(text) is None


def code_objection(question: str, claim: str, line: str) -> str:
    """Why code overrules a "supported" verdict pointing at `line`, or "" when it does not."""
    if not line:
        return "the verifier called the claim supported but pointed at no source line"
    if numbers_in(claim) or dates_in(claim):
        if not _prints_any(claim, line):
            return f"the line the verifier pointed at prints none of the claim's figures: {line[:120]!r}"
        return ""
    asked = {w.lower() for w in _WORD.findall(question)}
    words = {w.lower() for w in _WORD.findall(claim)} - asked - _STOP
    if words and not words & {w.lower() for w in _WORD.findall(line)}:
        return f"the line the verifier pointed at shares no word with the claim: {line[:120]!r}"
    return ""


def verify_claim(
    llm: Any, question: str, claim: str, sources: list[str], *, partial: bool = False
) -> ClaimCheck:
    """Judge one claim against the texts it cites; code overrules the model as the module says.

    `partial`: the claim is one fact of a longer answer (an agent's step), not the whole answer.
    """
    claim = _MARKER.sub("", claim).strip()
    if adds_nothing(question, claim):
        return ClaimCheck(False, f"the claim states no value, only the question's own words: {claim[:120]!r}")
    if PLACEHOLDER.search(claim):
        return ClaimCheck(False, f"the claim repeats a form's placeholder, not a value: {claim[:120]!r}")
    if _POINTER.search(claim) and not has_shape(_DIGIT, _POINTER.sub(" ", claim), question):
        return ClaimCheck(False, f"the claim points elsewhere instead of stating a value: {claim[:120]!r}")
    if missing := missing_shapes(question, claim):
        return ClaimCheck(False, f"the question asks for a value with {missing[0]}; the claim has none")
    lines = numbered_lines(sources)
    reasons = [n for n in range(1, len(lines) + 1) if not states_no_reason(question, sentence_at(lines, n))]
    if not reasons:
        return ClaimCheck(False, "the question asks why and no cited sentence states a reason")
    candidates = [n for n in reasons if not code_objection(question, claim, near(lines, n))]
    if not candidates:
        what = "figures" if numbers_in(claim) or dates_in(claim) else "words"
        return ClaimCheck(False, f"no cited line prints the claim's {what}")
    try:
        reply = llm.generate_json(
            build_prompt(question, claim, lines),
            verifier_schema(candidates),
            system=SYSTEM + PARTIAL if partial else SYSTEM,
        )
    except LLMError as exc:
        return ClaimCheck(False, f"the verifier gave no usable reply: {exc}")
    index = int(reply.get("line", 0))
    line = lines[index - 1] if index in candidates else ""
    reason = str(reply.get("reason", "")).strip()
    if not reply.get("supported"):
        return ClaimCheck(
            False, f"the verifier found the claim unsupported: {reason or 'no reason given'}", line
        )
    if not line:
        return ClaimCheck(False, "the verifier called the claim supported but pointed at no source line")
    return ClaimCheck(True, reason, line)


def _case_shapes_of_days_and_amounts() -> None:
    exact = "On what exact date was the facility scheduled to expire?"
    revenue = "What were BetMGM's total net revenues in the fourth quarter of 2022?"

    def short(question: str, claim: str) -> list[str]:
        return [
            what
            for asks, shape, what in SHAPES
            if asks.search(question) and not has_shape(shape, claim, question)
        ]

    assert short(exact, "May 2026") == ["a day"] and short(exact, "May 18, 2026") == []
    assert short(exact, "7. Mai 2014") == []
    assert short(revenue, "Net revenues exclude acquired operations through 2022.") == ["a figure"]
    assert short(revenue, "$1,234 million") == []
    gain = "What gain did Amcor book on selling its Russian plants?"
    assert short(gain, "A pre-tax net gain on sale of the Company's facilities in Russia (") == ["a figure"]
    assert short(gain, "A pre-tax net gain of $215 million") == []
    pool = "What adjustment did the appraiser make for Comparable #2's inground pool?"
    assert short(pool, "The appraiser adjusted Comparable #2 for the market's reaction.") == ["a figure"]
    assert short(pool, "($12,000) for Comparable #2") == []
    assert short("When is payment due on invoice INV/2023/03/0008?", "04/04/2023") == []
    assert short("What drove net revenues?", "Las Vegas demand") == []
    vat = "How much VAT was charged on the Coolblue order?"
    assert short(vat, "21%") == ["an amount, not a rate"] and short(vat, "€ 124,61 (21%)") == []
    dated = "What was the outstanding balance under the agreement dated March 3, 2020?"
    assert short(dated, "On March 3, 2020 it was $0.25% of the principal") == ["an amount, not a rate"]
    assert short(dated, "On March 3, 2020 it was $1,250,000") == []
    assert short("How much did the rate rise?", "21%") == []
    balance = "What was the outstanding balance under the Existing Credit Agreement?"
    assert short(balance, "It was 0.25% of the aggregate principal amount.") == ["an amount, not a rate"]
    assert short(balance, "$12,500,000") == []
    guidance = "What net sales range did Ulta Beauty guide to for fiscal 2022?"
    assert short(guidance, "$2.7 billion for fiscal 2022") == ["a range (two figures)"]
    assert short(guidance, "$10.0 billion to $10.1 billion") == []
    garage = "How big is the built-in garage at the Treeville colonial?"
    assert short(garage, "2 built-in") == ["a size with its unit"] and short(garage, "460 Sq. Ft.") == []
    assert short("How large is Lockheed Martin's revolving credit facility?", "$3.0 billion") == []
    led = "Per Amcor's December 2022 quarter 10-Q, what is the acquisition price of the Shanghai target?"
    fair = "The fair value estimates were based on income, market, and cost methods."
    assert "a figure" in short(led, fair)
    assert short(led, "$50 million") == []
    early = "If 123ABC LLC pays off its $10,000 note early, what prepayment charge applies?"  # lead's comma
    assert short(early, "It applies to accrued interest, then principal.") == ["a figure"]
    cap = "What covenant cap on leverage applies to Amcor's bank debt facilities?"
    assert short(cap, "As of December 31, 2022, we were in compliance.") == ["a figure"]  # a date is none
    assert short(cap, "a leverage ratio not higher than 3.9 times") == []
    assert short("What payment deadline (Zahlungsziel) applies to the invoice?", "21.05.14") == []
    each = "Separately for the April 2025 and April 2027 facilities, what limit does each syndicate provide?"
    whole = "The facilities had an aggregate limit of $3.8 billion."
    assert short(each, whole) == ["a figure for each, not the whole"]
    assert short(each, "$2.0 billion and $1.8 billion") == []
    as_is = "What as-is value, before any roof work, does the URAR example assign to the property?"
    assert short(as_is, "C5") == ["a money amount"] and short(as_is, "$491,000") == []
    after = "What net sales did the beauty retailer end up recording for the fiscal year after 2022?"
    quarter = "Net Sales of $3.2 Billion Compared to $2.7 Billion in the Year-Ago Quarter"
    assert short(after, quarter) == ["a full-year figure, not a quarter's"]
    assert short(after, "Net sales for the fourth quarter and full year were $10.2 billion") == []
    sites = "Which waste disposal sites has Amcor been named a potentially responsible party for?"
    vague = "several waste disposal sites under U.S. federal statutes"
    assert short(sites, vague) == ["names, not 'several …'"]
    assert short(sites, "the Harbor Road landfill") == []
    assert short("Which of the two invoices is larger?", "several") == []
    margin = "What SOFR margin will Ribbon pay after the first compliance certificate?"
    assert short(margin, "the rates corresponding to Level I in the foregoing table") == ["a percentage"]
    assert short(margin, "6.25% per annum") == []
    gst = "What GST statement figures accompany the Amazon Web Services bill?"
    assert short(gst, "The GST statement is attached at the end of this Invoice.") == ["a figure"]


def _case_a_reason_asked_needs_a_line_stating_one() -> None:
    from ragagent.llm.fake import FakeLLM

    question = "Why did the amendment pull the revolver's maturity forward to 2027?"
    extends = "The Amendment extends the maturity date by one year from August 24, 2027 to August 24, 2028."
    unasked = FakeLLM([])
    check = verify_claim(unasked, question, "It pulled it forward to 2027 because it extended it.", [extends])
    assert not check.supported and "states a reason" in check.reason and unasked.calls == 0, check
    assert states_no_reason(question, extends)
    assert not states_no_reason(question, "Sales fell, primarily due to lower traffic.")
    assert not states_no_reason("What was the maturity date?", extends)
    dividend = [
        "The Board today declared a quarterly dividend of 12.25 cents per share (compared with 12.0 cents",
        "in the same quarter last year).",
        "Holders will receive 18.77 Australian cents, which reflects the quarterly dividend of 12.25 cents.",
        "The payout rose because of higher earnings.",
    ]
    assert states_no_reason(question, sentence_at(dividend, 3)), "'reflects' states no cause"
    assert sentence_at(dividend, 2) == " \n".join(dividend[:2])
    pointed = FakeLLM([{"line": 4, "supported": True, "reason": "it says because"}])
    check = verify_claim(pointed, "Why did the payout change?", "Because of higher earnings.", dividend)
    assert check.supported and pointed.requests[0]["schema"]["properties"]["line"]["enum"] == [0, 4], check


def _case_an_address_has_a_number() -> None:
    question = "What street address does the issuer give for remittance?"
    assert missing_shapes(question, "Ship To: Taylor's Store\ntriddel9@fake.com")
    assert not missing_shapes(question, "7811 Iris Glen Ln., Richmond, TX 77407")
    assert not missing_shapes("What is the seller's e-mail address?", "sales@example.com")
    raised = "Why did MGM raise its regular quarterly dividend in February 2023, and by how much?"
    assert missing_shapes(raised, "The Board determined to suspend its ongoing regular dividends.")
    assert not missing_shapes(raised, "It rose by $0.05 to $0.25 a share.")
    capacity = "How much capacity remains under Best Buy's share repurchase program?"
    assert missing_shapes(capacity, "There is no expiration date for this authorization.")
    guided = "What full-year comparable sales decline is Best Buy guiding to?"
    assert missing_shapes(guided, "The comparable sales decline was driven by appliances and home theater.")
    assert not missing_shapes(guided, "A comparable sales decline of 4.5% to 6.5%.")


def _case_code_overrules_supported() -> None:
    from ragagent.llm.fake import FakeLLM

    source = ["Invoice Date: | Due Date:\n03/20/2023 | 04/04/2023\nItem A\nItem B\nTax 15% | $ 16.94"]
    question = "What late fee does the invoice charge?"
    pointed_at_tax = FakeLLM([{"line": 5, "supported": True, "reason": "the tax line"}])
    assert verify_claim(pointed_at_tax, question, "The fee is $16.94 [S1].", source).supported
    next_to_it = FakeLLM([{"line": 4, "supported": True, "reason": "a wrapped row"}])
    assert verify_claim(next_to_it, question, "The fee is $16.94.", source).supported
    wrong_line = FakeLLM([{"line": 1, "supported": True, "reason": "ok"}])  # not a candidate: off-schema
    check = verify_claim(wrong_line, question, "The fee is $16.94.", source)
    assert not check.supported and "no usable reply" in check.reason
    assert wrong_line.requests[0]["schema"]["properties"]["line"]["enum"] == [0, 3, 4, 5]
    unprinted = FakeLLM([])
    check = verify_claim(unprinted, question, "The fee is $99.", source)
    assert not check.supported and "prints the claim's figures" in check.reason and unprinted.calls == 0
    nowhere = FakeLLM([{"line": 0, "supported": True, "reason": "ok"}])
    assert "no source line" in verify_claim(nowhere, question, "The fee is $16.94.", source).reason


def _case_unsupported_and_failures_refuse() -> None:
    from ragagent.llm.fake import FakeLLM

    source = ["Tax 15% | $ 16.94"]
    said_no = FakeLLM([{"line": 1, "supported": False, "reason": "this is a tax, not a fee"}])
    check = verify_claim(said_no, "What fee?", "16.94", source)
    assert not check.supported and "a tax, not a fee" in check.reason
    broken = FakeLLM([{"line": 7, "supported": True, "reason": "x"}])  # outside the enum: schema error
    assert "no usable reply" in verify_claim(broken, "What fee?", "16.94", source).reason
    assert not verify_claim(FakeLLM([]), "What fee?", "16.94", []).supported


def _case_placeholders_and_shapes_refuse_without_asking() -> None:
    from ragagent.llm.fake import FakeLLM

    city = "In which city is the sample property located?"
    source = ["Property Address | (Enter City Name Here) | State CA"]
    check = verify_claim(None, city, "The property is in (Enter City Name Here).", source)
    assert not check.supported and "placeholder" in check.reason
    phone = "What is the lender's phone number on the note?"
    assert "digits" in verify_claim(None, phone, "The lender's phone number is 123ABC LLC.", ["x"]).reason
    email = "What is the seller's email address?"
    assert "an @" in verify_claim(None, email, "The email is Coolblue B.V.", ["x"]).reason
    ok = FakeLLM([{"line": 1, "supported": True, "reason": "printed"}])
    assert verify_claim(ok, phone, "(301) 897-6000", ["Lender phone | (301) 897-6000"]).supported
    vat = "What is the customer's VAT number on the invoice?"
    assert "digits" in verify_claim(None, vat, "BIC INGBNL2A", ["BIC INGBNL2A"]).reason
    rate = "What VAT rate does the invoice apply to Glacier?"
    assert "a percentage" in verify_claim(None, rate, "VAT ** | $0.00", ["VAT ** | $0.00"]).reason
    lease = "When does the lease of rental comparable No. 4 expire?"
    clause = "12 months after the date of issuance"
    assert "a date" in verify_claim(None, lease, f"It expires {clause}.", [clause]).reason
    role = "Who guarantees the Texas promissory note?"
    assert "states no value" in verify_claim(None, role, "The Borrower guarantees the note.", ["x"]).reason
    share = "Under Schedule 2.06(b), what LC Sublimit Share is assigned to Citibank?"
    pointer = "Citibank's LC Sublimit Share is set forth on Schedule 2.06(b) of the agreement."
    assert "points elsewhere" in verify_claim(None, share, pointer, ["x"]).reason
    attached = "The GST statement is attached at the end of this Invoice."
    assert "points elsewhere" in verify_claim(None, "What GST does the bill show?", attached, ["x"]).reason


def _case_restating_the_question_is_no_value() -> None:
    question = "What is the name of the borrower on the REALVALS sample appraisal report?"
    assert adds_nothing(question, "Borrower Borrower's Name")
    assert not adds_nothing(question, "Anthony Rios")
    zone = "What FEMA flood zone designation did the appraisal assign to the subject site?"
    assert not adds_nothing(zone, "FEMA Flood Zone X500") and adds_nothing(zone, "FEMA Flood Zone")
    rate = "What mortgage interest rate did the borrowers of 6808 Neil St obtain?"
    assert adds_nothing(rate, "The borrowers of 6808 Neil St obtained a mortgage interest rate.")
    assert not adds_nothing(rate, "The borrowers of 6808 Neil St obtained a rate of 6.5%.")
    assert adds_nothing(
        "What mortgage interest rate did the borrowers obtain?", "The borrowers obtained a rate."
    )
    assert not verify_claim(
        None, question, "Borrower Borrower's Name", ["Borrower | Borrower's Name"]
    ).supported


def _case_words_claim_must_share_a_word() -> None:
    assert code_objection("Which state's law governs?", "New York", "governed by the laws of New York") == ""
    objection = code_objection("Which state's law governs?", "Texas", "governed by the laws of New York")
    assert "shares no word" in objection


SELFTEST_CASES = [
    _case_an_address_has_a_number,
    _case_a_reason_asked_needs_a_line_stating_one,
    _case_shapes_of_days_and_amounts,
    _case_restating_the_question_is_no_value,
    _case_code_overrules_supported,
    _case_unsupported_and_failures_refuse,
    _case_words_claim_must_share_a_word,
    _case_placeholders_and_shapes_refuse_without_asking,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
