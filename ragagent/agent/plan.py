"""The agent's plan for a computed answer: the model names the operation and the figures it needs;
code looks each figure up, computes, and drafts the answer.

The 1.5B model, left to call tools step by step, picked operands from the wrong row or year and then
stated another figure than its own arithmetic. Here its only jobs are to name the arithmetic (an enum)
and to write one short question per figure. Each figure is then answered by `lookup` (the /ask
pipeline, every check of /ask), code takes the one figure (or date) the verified answer states and
its cited line prints, writes the arithmetic for the operation and runs `calculate`. The draft's
claims are the lookups' answers and the calculation; the verifier checks them against the original
question as it checks any draft (operators asked, operands printed under a label the question names,
period). A plan of "none" (no arithmetic) asks the question whole through `lookup`, then the tool loop.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass
from typing import Any

from ragagent.agent.tools import UNIT_WORDS, Observation, evaluate
from ragagent.claims import content_words
from ragagent.measures import SHARE_ASKED
from ragagent.normalize import (
    MONTHS,
    currency_codes,
    dates_in,
    numbers_in,
    percents_in,
    plain_figures,
    scales_in,
    without_dates,
)
from ragagent.rag.scope import industries_asked
from ragagent.selftest import selftest_main

OPERATIONS = ("sum", "difference", "ratio", "percent", "percent_change", "average", "days_between")
BINARY = {"difference", "ratio", "percent", "percent_change", "days_between"}
PLAN_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "operation": {"enum": ["none", *OPERATIONS]},
        "lookups": {
            "type": "array",
            "items": {"type": "string", "minLength": 8, "maxLength": 300},
            "maxItems": 4,  # a sum of four invoices' totals
        },
    },
    "required": ["operation", "lookups"],
}
PLAN_SYSTEM = (
    "You plan how to answer a question about financial documents. If the answer is computed from "
    "printed figures or dates, reply with the operation and one lookup question per figure, in order: "
    "sum (a + b), difference (a - b), ratio (a / b), percent (a / b * 100), percent_change ((a - b) / b "
    "* 100, a the later period), average, days_between (two dates). Each lookup is a full question for "
    "ONE printed figure or date, naming the document, company, item and period as the question does. "
    "A value per unit (per share, per square foot) is a ratio. "
    'Example: "By how much did Initech\'s fiscal 2021 net income exceed its fiscal 2020 net income?" -> '
    '{"operation": "difference", "lookups": ["What was Initech\'s net income for fiscal 2021?", '
    '"What was Initech\'s net income for fiscal 2020?"]}. '
    'If no arithmetic is needed, reply {"operation": "none", "lookups": []}.'
)
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
SCALES = (1.0, 1e3, 1e6, 1e9)  # a figure as printed, or scaled by its words ("$398 million")


@dataclass(frozen=True)
class Plan:
    operation: str
    lookups: list[str]


# what a question computed as a difference says: a change, a gap, what is left, a span of time
_DIFFERENCE_ASKED = re.compile(
    r"\bdiffer|\bchang|\bmore\b|\bless\b|\bfewer\b|\bexceed|\bminus\b|\bsubtract|\bback(?:ing)? out\b"
    r"|\bincreas|\bdecreas|\bris[ei]|\brose\b|\bfell\b|\bfall|\bdrop|\bgap\b|\bbetween\b|\bremain"
    r"|\bleft\b|\bnet of\b|\bafter\b|\bshort|\babove\b|\bbelow\b|\bgr[eo]w|\bdeclin|\bhigher\b"
    r"|\blower\b|\breduc|\boutstanding\b|\belaps|\blarger\b|\bsmaller\b|\bbigger\b|\bgain|\blos[st]"
    r"|\bspread\b|\bunpaid\b|\bbalance\b|\bdays?\b|\bweeks?\b|\bmonths?\b|\byears?\b",
    re.IGNORECASE,
)


def read_plan(reply: Any, question: str = "") -> Plan | None:
    """The plan in a decoder reply; None when it computes nothing (or is not a plan), or plans a difference
    the question does not ask ("what do the two lines come to" planned as one price minus the other). A
    binary operation keeps two lookups: when the model wrote three, the two that name no year the question
    does not (a "share of net revenue for the 12 weeks ended March 25, 2023" needs no 2022 lookup)."""
    if not isinstance(reply, dict) or reply.get("operation") not in OPERATIONS:
        return None
    if reply["operation"] == "difference" and question and not _DIFFERENCE_ASKED.search(question):
        return None
    lookups = list(dict.fromkeys(str(q).strip() for q in reply.get("lookups") or [] if str(q).strip()))
    operation = str(reply["operation"])
    if operation in BINARY and len(lookups) > 2 and (years := set(_YEAR.findall(question))):
        named = [q for q in lookups if set(_YEAR.findall(q)) <= years]
        lookups = named if len(named) >= 2 else lookups
    lookups = lookups[:2] if operation in BINARY else lookups  # a third is a date or the document
    return Plan(operation, lookups) if len(lookups) >= 2 else None


# a lookup for the day it is asked ("What is the current date?"): no document prints it, and /ask answers
# with a date the page does print (the invoice's date, for "how many days before its due date was it paid")
_NOW_ASKED = re.compile(r"\b(?:current|today'?s|present)\s+date\b|\btoday\b", re.IGNORECASE)


def asks_now(lookup: str) -> bool:
    """Whether a planned lookup asks for today's date, which no document states."""
    return _NOW_ASKED.search(lookup) is not None


# a term joined to another ("short-term debt plus long-term debt, minus cash"); "less than" compares
_JOINED = re.compile(r"\bplus\b|\bminus\b|\bless\b(?!\s+than)", re.IGNORECASE)
# a total named with its parts in brackets ("total cost-new estimate (dwelling plus garage)"): one figure
_NAMED_TOTAL = re.compile(r"\btotal\b[^()?]{0,60}\([^()]*\)", re.IGNORECASE)


def terms_left_out(question: str, plan: Plan) -> str | None:
    """Why the plan cannot compute the question, when the question joins more terms ("A plus B, minus C")
    than its one operation takes from its lookups: a difference of two of them, or a share of a sum of two
    parts ("enclosed patio plus attached garage as a percentage of the living area", three figures) is not
    the answer. None when the plan holds every term."""
    joins = len(_JOINED.findall(_NAMED_TOTAL.sub(" ", question)))
    if not joins or plan.operation == "days_between":
        return None
    needed = joins + (1 if plan.operation in ("sum", "difference", "average") else 2)
    if len(plan.lookups) >= needed:
        return None
    operation = plan.operation.replace("_", " ")
    return (
        f"the question joins {needed} figures; one {operation} of {len(plan.lookups)} lookups leaves some out"
    )


_DAYS_ASKED = re.compile(r"\bhow many (?:calendar |business )?days\b|\b(?:answer )?in days\b", re.IGNORECASE)


def days_counted(question: str, plan: Plan) -> Plan:
    """A difference the question counts in days ("by how many calendar days did the extension push out
    the termination date?") is the days between two dates: the model plans "difference" for it."""
    if plan.operation == "difference" and _DAYS_ASKED.search(question):
        return Plan("days_between", plan.lookups)
    return plan


_IN_PERCENT = re.compile(
    r"\bin percent\b|\bas an? (?:%|percent(?:age)?)\b|\bin %|\bpercent(?:age)? of\b"
    r"|\bpercent(?:age)?,\s*\d+\s+decimals?\b",  # "Percent, 2 decimals."
    re.IGNORECASE,
)


def percent_counted(question: str, plan: Plan) -> Plan:
    """A ratio the question asks in percent ("operating margin … Answer in percent", "what percentage of
    the facility does it represent?") is a percent: the model plans "ratio" for it and the answer would
    be a fraction."""
    if plan.operation == "ratio" and _IN_PERCENT.search(question):
        return Plan("percent", plan.lookups)
    return plan


_POINTS_ASKED = re.compile(r"\bpercentage points?\b|(?<!basis )\bpoints\b", re.IGNORECASE)


def points_counted(question: str, plan: Plan) -> Plan:
    """A change the question counts in percentage points ("How many percentage points did the effective
    tax rate rise …?") is the difference of the two rates, not their percent change: the model plans
    "percent_change" for it."""
    if plan.operation == "percent_change" and _POINTS_ASKED.search(question):
        return Plan("difference", plan.lookups)
    return plan


def points_of_amounts(question: str, plan: Plan, operands: list[str], answers: list[str]) -> bool:
    """Whether the plan would answer a question counted in percentage points ("how far apart were the two
    businesses on adjusted EBIT over sales, in percentage points?") with a difference of figures its
    lookups did not find as percentages (1,429 and 1,517): the points are of two rates the plan never
    found, each a ratio of its own."""
    return (
        plan.operation == "difference"
        and _POINTS_ASKED.search(question) is not None
        and not all_rates(operands, answers)
    )


def change_in_percent(question: str, plan: Plan, operands: list[str], answers: list[str]) -> Plan:
    """A difference of two amounts the question asks in percent ("How much did the notional amount
    shrink …? Percent, 2 decimals.") is a percent change; a difference of two percentages stays one (its
    points)."""
    percents = any(is_percent(o, a) for o, a in zip(operands, answers, strict=True))
    if plan.operation == "difference" and _IN_PERCENT.search(question) and not percents:
        return Plan("percent_change", plan.lookups)
    return plan


def with_context(lookup: str, question: str, identities: list[set[str]], others: list[str]) -> str:
    """The lookup with the capitalized words of the question that name its document (company or title
    words, from `identities`) and that it leaves out: the model writes "AWS Service Charges" for a
    question about one AWS invoice. A word another lookup uses ("Revolving" for the revolving
    commitment) names that figure, not the document, and is not added; nor do a month or a word of one
    or two letters ("By what percent ...", "June 21 2024" in a title), which name no document. But a
    lookup that names no document takes the one its sibling lookups all name ("What is the dwelling's
    square footage?" beside "the REALVALS sample's total cost-new estimate"). A lookup naming a document
    takes only that document's words (`identities`, one set a document), not another's the question
    names ("the QualityHosting invoice" takes no "Amazon Web Services"), and a lookup naming none takes a
    document the question names that no sibling lookup names, before the one its siblings all name."""
    used = " ".join([lookup, *others]).lower()
    capitalized = _capitalized(question)
    identity = set().union(*identities)
    naming = [w for w in dict.fromkeys(capitalized) if w.lower() in identity]
    own = [ids for ids in identities if any(w.lower() in ids and _names(w, lookup) for w in naming)]
    if own:
        naming = [w for w in naming if any(w.lower() in ids for ids in own)]
    else:  # a lookup naming no document takes a document the question names and no sibling lookup does
        claimed = [
            ids
            for ids in identities
            if any(w.lower() in ids and _names(w, o) for w in naming for o in others)
        ]
        unclaimed = [w for w in naming if any(w.lower() in ids for ids in identities if ids not in claimed)]
        if claimed and (added := [w for w in unclaimed if w.lower() not in used]):
            return f"{lookup} ({' '.join(added)})"
    missing = [w for w in naming if w.lower() not in used]
    # a lookup naming no document, nor a subject of its own, takes the one its sibling lookups name
    if naming and not any(_names(w, lookup) for w in naming) and not _own_subject(lookup, others):
        named = [{w for w in naming if _names(w, other)} for other in others]
        if named and all(n == named[0] for n in named):
            missing = [w for w in naming if w in named[0] or w in missing]
    return f"{lookup} ({' '.join(missing)})" if missing else lookup


_POSSESSIVE = re.compile(r"['’]s?$")


def _capitalized(text: str, *, past_first: bool = False) -> list[str]:
    """The capitalized words of `text` without a possessive ("Ulta's": Ulta), neither a month nor of one
    or two letters; with `past_first`, not the word the text opens with ("What")."""
    words = [
        _POSSESSIVE.sub("", m.group(0))
        for m in re.finditer(r"\b[A-Z][\w&'’.-]*", text)
        if m.start() > 0 or not past_first
    ]
    return [w for w in words if len(w) > 2 and w.lower() not in MONTHS]


def _own_subject(lookup: str, others: list[str]) -> bool:
    """Whether a lookup names a subject of its own: a capitalized word past its first that no sibling
    lookup has, or a business ("the Richfield, Minnesota electronics chain's cash" beside "Ulta Beauty's
    cash": it does not take Ulta Beauty)."""
    names = _capitalized(lookup, past_first=True)
    return any(not any(_names(w, other) for other in others) for w in names) or bool(industries_asked(lookup))


# a period the question states in full ("its year ended January 28, 2023", "the 12 weeks ended March 25,
# 2023"), and the words by which a lookup names a period of its own kind
_PERIOD_ENDED = re.compile(
    r"\b(?:(?:fiscal\s+)?(?:year|quarter|half)|(?:three|six|nine|twelve|\d{1,2})\s+(?:months|weeks))"
    r"\s+ended\s+[A-Z][a-z]+\.?\s+\d{1,2},?\s+(?:19|20)\d\d\b",
    re.IGNORECASE,
)
_PERIOD_KIND = re.compile(r"\b(?:quarters?|Q[1-4]|months?|half|weeks?|year-to-date|YTD)\b", re.IGNORECASE)


def with_period(lookup: str, question: str) -> str:
    """The lookup with the one period the question states in full, when the lookup leaves it out and names
    no year outside it nor a period of another kind: "full-year sales for 2023", planned for "its year
    ended January 28, 2023", was answered from the fourth quarter's column. A question stating two
    periods keeps the model's lookups, as does one for the prior year ("net income for Q1 2022")."""
    periods = list(dict.fromkeys(m.group(0) for m in _PERIOD_ENDED.finditer(question)))
    if len(periods) != 1 or periods[0].lower() in lookup.lower():
        return lookup
    period = periods[0]
    if set(_YEAR.findall(lookup)) - set(_YEAR.findall(period)):
        return lookup
    kinds = {k.lower() for k in _PERIOD_KIND.findall(lookup)} - {
        k.lower() for k in _PERIOD_KIND.findall(period)
    }
    return lookup if kinds else f"{lookup} (for the {period})"


def _names(word: str, text: str) -> bool:
    return re.search(rf"\b{re.escape(word)}\b", text, re.IGNORECASE) is not None


_WHOLE = re.compile(
    rf"(?:{SHARE_ASKED.pattern}|\bdivided by\b)"
    r" (?:the |its |their |total )*([^?,.;)]+?)"
    r"(?=\s+(?:is|was|are|were|came|comes|held|did|does|went|goes)\b|[?,.;)]|$)",
    re.IGNORECASE,
)


def whole_asked(question: str) -> str:
    """What the question names as the whole of a share or ratio ("total net revenue" in "what share of
    PepsiCo's total net revenue came from ..."), or ""."""
    match = _WHOLE.search(question)
    return match.group(1) if match else ""


def whole_is_own(question: str) -> bool:
    """Whether the whole belongs to what the question is about ("operating profit divided by net revenue",
    "as a percentage of its net revenue": the segment's own revenue), not to a total of which it is a part
    ("share of PepsiCo's total net revenue", "Domestic revenue divided by total revenue")."""
    match = _WHOLE.search(question)
    own = re.compile(r"divided by (?!(?:the )?total\b)|\w+ of (?:its|their)\b", re.IGNORECASE)
    return match is not None and own.match(match.group(0)) is not None


def _case_whole_asked() -> None:
    hps = "What share of the combined Term and Revolving Commitments is held by the HPS Lenders?"
    assert whole_asked(hps) == "combined Term and Revolving Commitments"
    flna = "What share of PepsiCo's total net revenue came from Frito-Lay North America?"
    assert whole_asked(flna) == "PepsiCo's total net revenue"
    assert not whole_is_own(flna)
    assert whole_is_own("What was FLNA's operating margin (operating profit divided by net revenue)?")
    assert whole_is_own("What was FLNA's operating profit as a percentage of its net revenue?")
    assert not whole_is_own("For Best Buy's Q2, Domestic revenue divided by total revenue is what percent?")


def whole_last(question: str, plan: Plan) -> Plan:
    """A percent's lookups with the whole second ("operating profit as a percentage of its net revenue",
    "operating profit divided by net revenue": net revenue is the whole), chosen by the words the question
    puts after "percentage of" or "divided by"; the model often names the larger figure first."""
    match = _WHOLE.search(question)
    if plan.operation not in ("percent", "ratio") or match is None or len(plan.lookups) != 2:
        return plan
    opens = max(question.rfind(". ", 0, match.start()), question.rfind("? ", 0, match.start())) + 1
    whole, part = _word_set(match.group(1)), _word_set(question[opens : match.start()])

    def lean(lookup: str) -> int:  # toward the whole: "the cover cost as a percentage of the tablet's price"
        return len(whole & _word_set(lookup)) - len(part & _word_set(lookup))

    first, second = plan.lookups
    return Plan(plan.operation, [second, first]) if lean(first) > lean(second) else plan


def _word_set(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]{3,}", text)}


_CITED_AT = re.compile(r"^\([^()]*\bpage \d+\)\s*")  # `tools.lookup` opens a cited line "(doc_id page 3) "


def answered(obs: Observation) -> tuple[str, list[str]]:
    """A lookup result's answer sentence and its cited lines, as the page prints them (without the
    "(doc_id page 3)" that places them: its page number is no figure of the line)."""
    lines = obs.text.splitlines()
    answer = lines[0].removeprefix("Answer: ") if lines else ""
    return answer, [_CITED_AT.sub("", line) for line in lines[1:]]


def printed_figure(obs: Observation, asked: str) -> str | None:
    """The one figure the lookup's answer states, as its cited line prints it ("1,599"); None when the
    answer states none or several (figures of the lookup question itself, such as its year, aside)."""
    answer, cited = answered(obs)
    undated = _YEAR.sub(" ", without_dates(answer))  # "as of June 30, 2023" is a period, not a figure
    stated = [v for v in numbers_in(undated) if not any(abs(v - q) < 1e-9 for q in numbers_in(asked))]
    tokens = {
        token
        for line in cited
        for token in plain_figures(line)
        if any(abs(float(token) * s - abs(v)) < 1e-6 * s for v in stated for s in SCALES)
    }
    return tokens.pop() if len(tokens) == 1 else None


def printed_date(obs: Observation, asked: str) -> datetime.date | None:
    """The one date the lookup's answer states that its question does not; None when none or several."""
    answer, _ = answered(obs)
    dates = set(dates_in(answer)) - set(dates_in(asked))
    return dates.pop() if len(dates) == 1 else None


def _later_period_first(plan: Plan, operands: list[str]) -> list[str]:
    """A change's operands ordered by the dates, else the years, their lookups name, the later first, when
    both name one ("… for January 28, 2023?" and "… for July 29, 2023?": July first)."""
    dates = [max(dates_in(q), default=None) for q in plan.lookups]
    years = [max((int(y) for y in _YEAR.findall(q)), default=0) for q in plan.lookups]
    if len(operands) != 2 or plan.operation != "percent_change":
        return operands
    if dates[0] is not None and dates[1] is not None and dates[0] != dates[1]:
        return operands[::-1] if dates[1] > dates[0] else operands
    return operands[::-1] if 0 not in years and years[1] > years[0] else operands


_PART = re.compile(r"\b(?:share|portion|proportion|fraction) of\b", re.IGNORECASE)


def is_percent(operand: str, answer: str) -> bool:
    """Whether a lookup's answer sentence prints its operand as a percentage."""
    return any(abs(value - float(operand)) < 1e-9 for value, _ in percents_in(answer))


def all_rates(operands: list[str], answers: list[str]) -> bool:
    """Whether every operand is printed as a percentage in its lookup's answer (26.1% and 15.6%)."""
    return bool(operands) and all(is_percent(o, a) for o, a in zip(operands, answers, strict=True))


_SAME_KIND = {"sum", "difference", "average", "percent_change", "percent"}


_RATE_ASKED = re.compile(r"\brates?\b|percent|%|\bpoints?\b", re.IGNORECASE)


def mixed_kinds(plan: Plan, operands: list[str], answers: list[str]) -> bool:
    """Whether a sum, difference, average, change or percentage would mix a percentage with an amount
    ("the origination fee plus the interest": $400 + 10% + 3 months is no sum; "8 percent" over $777
    million is no share of it); `answers` are the lookups' answer sentences, which print each operand
    with its unit. A ratio may mix them (a P/E over a growth rate)."""
    if plan.operation not in _SAME_KIND:
        return False
    kinds = {is_percent(o, a) for o, a in zip(operands, answers, strict=True)}
    return len(kinds) > 1


def operand_currency(obs: Observation) -> str | None:
    """The one currency a lookup's answer sentence names, else the one its cited lines name ("4.11" cited
    from "TOTAL AMOUNT DUE ON 2014-08-03 | $4.11"); None when there is none or several."""
    answer, cited = answered(obs)
    codes = currency_codes(answer) or set().union(*(currency_codes(line) for line in cited))
    return next(iter(codes)) if len(codes) == 1 else None


def mixed_currencies(plan: Plan, currencies: list[str | None]) -> bool:
    """Whether a sum, difference, average, change or percentage would mix amounts in two currencies ($4.11
    plus 34,73 EUR is no amount in either); an operand of no known currency is not judged."""
    known = {c for c in currencies if c}
    return plan.operation in _SAME_KIND and len(known) > 1


def rates_summed(question: str, plan: Plan, operands: list[str], answers: list[str]) -> bool:
    """Whether a sum adds up rates for a question that asks no rate ("How much VAT was charged …?" planned
    as 21% + 21%: two rates make no amount of tax)."""
    return plan.operation == "sum" and all_rates(operands, answers) and not _RATE_ASKED.search(question)


def part_first(question: str, plan: Plan, operands: list[str]) -> list[str]:
    """A share's operands with the part first: a share of a total is at most the total (the model's
    lookups for "what share of the total charges came from EC2" gave 219.79%)."""
    if plan.operation in ("percent", "ratio") and _PART.search(question) and len(operands) == 2:
        part, whole = operands
        if evaluate(part)[0] > evaluate(whole)[0]:  # "1874 million" against "737877 thousand"
            return [whole, part]
    return operands


_DIRECTION = re.compile(
    r"\b(below|under|less than|lower than|short of|fewer than|above|more than|higher than|greater than"
    r"|exceed(?:s|ed)?)\b",
    re.IGNORECASE,
)
_DOWNWARD = {"below", "under", "less than", "lower than", "short of", "fewer than"}


def direction_contradicted(question: str, plan: Plan, operands: list[str]) -> bool:
    """Whether the question's premise of a difference ("did Comparable #5 close below its original list
    price", "by how much does the sale price exceed the list price") is contradicted by the figures found:
    the subject (the lookup naming more of the words before the direction word) is above the object when
    the question says below, or below when it says above. Not judged when the lookups do not tell which
    is which."""
    match = _DIRECTION.search(question)
    if plan.operation != "difference" or len(operands) != 2 or match is None:
        return False
    before, after = content_words(question[: match.start()]), content_words(question[match.end() :])
    leans = [len(content_words(q) & before) - len(content_words(q) & after) for q in plan.lookups[:2]]
    if leans[0] == leans[1]:
        return False
    subject, other = (evaluate(o)[0] for o in (operands if leans[0] > leans[1] else operands[::-1]))
    return subject > other if match.group(1).lower() in _DOWNWARD else subject < other


_FELL = re.compile(r"\b(?:fall|fell|fallen|drop(?:ped)?|declined?|decreased?|shr[ai]nk|shrunk)\b", re.I)
_ROSE = re.compile(r"\b(?:rise|rose|risen|gr[eo]w|grown|increased?|climb(?:ed)?|exceed(?:s|ed)?)\b", re.I)


def sign_contradicted(question: str, plan: Plan, value: float) -> bool:
    """Whether a computed change runs against the one direction the question states: a fall computed as a
    rise ("by what percentage did the shares outstanding fall" answered 81,361%), or a rise or excess as
    a fall. Not judged when the question states both directions or none, nor for a difference, which is
    stated as its size (`direction_contradicted` judges its operands)."""
    if plan.operation != "percent_change" or value == 0:
        return False
    fell, rose = _FELL.search(question) is not None, _ROSE.search(question) is not None
    return fell != rose and (value > 0 if fell else value < 0)


def expression(plan: Plan, operands: list[str]) -> str:
    """The arithmetic for the plan over printed figures (dates as MM/DD/YYYY, the later first)."""
    if plan.operation == "days_between":
        later, earlier = sorted((datetime.date.fromisoformat(d) for d in operands[:2]), reverse=True)
        return f"{later:%m/%d/%Y} - {earlier:%m/%d/%Y}"
    a, b, *rest = _later_period_first(plan, operands)
    return {
        "sum": " + ".join([a, b, *rest]),
        "difference": f"{a} - {b}",
        "ratio": f"{a} / {b}",
        "percent": f"{a} / {b} * 100",
        "percent_change": f"({a} - {b}) / {b} * 100",
        "average": f"({' + '.join([a, b, *rest])}) / {2 + len(rest)}",
    }[plan.operation]


_UNITS = {f"{word}s": unit for word, unit in UNIT_WORDS.items()}  # "thousands": 1_000


def unit_word(unit: int) -> str:
    """The word `calculate` reads a figure's unit by ("thousand" for 1_000)."""
    return next(word for word, scale in UNIT_WORDS.items() if scale == unit)


_UNIT_ASKED = re.compile(  # "in $ millions", "Give $ millions to one decimal", "By how many $ millions"
    r"\b(?:in|give|by how many) (?:(?:US)?\$\s?|USD\s|dollars?\s)?(thousands|millions|billions)\b",
    re.IGNORECASE,
)


def unit_asked(question: str) -> str | None:
    """The unit the question asks an amount in ("Answer in $ millions": "millions"), or None."""
    asked = _UNIT_ASKED.search(question)
    return asked.group(1).lower() if asked else None


# a percentage requested as the answer's form: "Give a percentage to one decimal", "the percentage growth"
_PERCENT_FORM_ASKED = re.compile(
    r"\b(?:give|answer|express|state)\b[^.?]*\b(?:a|as a|in)\s+percent(?:age)?\b|\bthe percentage\b"
    r"|\bwhat percent(?:age)?\b|\bas a percent(?:age)?\b|\bin percent\b",
    re.IGNORECASE,
)


def percent_asked(question: str) -> bool:
    """Whether the question asks its answer as a percentage ("… tell me the percentage growth")."""
    return _PERCENT_FORM_ASKED.search(question) is not None


# the rounding a question asks its answer in: "One decimal", "to two decimal places", "to the nearest whole
# square foot", "to the cent"
_DECIMALS_ASKED = re.compile(
    r"\b(?P<n>zero|no|one|two|three|[0-3])\s+decimal|\bnearest\s+(?P<whole>whole|integer|dollar|percent)\b"
    r"|\bnearest\s+(?P<tenth>tenth)\b|\b(?:to\s+the|nearest)\s+(?P<cent>cent|hundredth)\b",
    re.IGNORECASE,
)
_NUMBER_WORDS = {"zero": 0, "no": 0, "one": 1, "two": 2, "three": 3}


def decimals_asked(question: str) -> int | None:
    """The decimals the question asks its answer rounded to ("One decimal": 1, "nearest whole": 0), or
    None when it asks none."""
    asked = _DECIMALS_ASKED.search(question)
    if asked is None:
        return None
    if asked["n"]:
        return int(asked["n"]) if asked["n"].isdigit() else _NUMBER_WORDS[asked["n"].lower()]
    return 0 if asked["whole"] else 1 if asked["tenth"] else 2


def states_unit(text: str, unit: str) -> bool:
    """Whether `text` states an amount in `unit` ("20.94 million", "$2.8 bn" for "millions", "billions")."""
    return _UNITS[unit] in scales_in(text)


def stated(
    plan: Plan, value: float, calc: str, page_scale: int = 1, question: str = "", rates: bool = False
) -> str:
    """The computed value as the answer states it: at the operands' precision (a ratio or percent at two
    decimals or more), a difference as its size, days as a whole number, a difference of two rates
    (`rates`) in percentage points. An amount is stated in the unit the question asks ("in millions":
    2,832.007 million for 2,832,007 thousands, 845 million for 845 printed in millions), else with the
    pages' unit named."""
    if plan.operation == "days_between":
        return f"{abs(value):,.0f} days"
    decimals = max((len(d) for d in re.findall(r"\.(\d+)", calc)), default=0)
    if plan.operation in ("ratio", "percent", "percent_change", "average"):
        decimals = max(decimals, 2)
    asked_decimals = decimals_asked(question)
    if asked_decimals is not None and plan.operation != "ratio" and not unit_asked(question):
        decimals = asked_decimals  # the rounding asked (a ratio's fraction is no percentage to round)
    shown = abs(value) if plan.operation == "difference" else value
    if rates and plan.operation == "difference":
        return f"{shown:,.{decimals}f} percentage points"
    if plan.operation in ("ratio", "percent", "percent_change"):
        return f"{shown:,.{decimals}f}" + ("%" if plan.operation != "ratio" else "")
    asked = unit_asked(question)
    if asked:
        target = _UNITS[asked]
        extra = max(0, len(str(target // page_scale)) - 1) if target > page_scale else 0
        return f"{shown * page_scale / target:,.{decimals + extra}f} {asked[:-1]}"
    unit = next((word for word, scale in _UNITS.items() if scale == page_scale), "")
    return f"{shown:,.{decimals}f}" + (f" (in {unit}, as printed)" if unit else "")


# an amount per counted thing: "what average price per share", "value per square foot" (per share too,
# unlike the rate per unit `measures` checks /ask answers against)
_PER_COUNTED = re.compile(
    r"\bper\s+(?:share|square\s+f(?:oo|ee)t|sq\.?\s*ft|store|unit)\b|\baverage\s+(?:price|cost)\b",
    re.IGNORECASE,
)


def per_unit(question: str, plan: Plan, units: list[set[int]]) -> bool:
    """Whether figures in different units divide into an amount per counted thing: the question asks one
    ("average price per share"), the dividend is printed in a unit ("$328.1 million") and the divisor is
    a count printed in full (722,457 shares), so both are written out in full. Amounts each under a
    declared unit are written in it ("1874 million - 737877 thousand"); any other mix is refused: a unit
    misread would make a share or a ratio look computed."""
    if plan.operation != "ratio" or len(units) != 2 or not _PER_COUNTED.search(question):
        return False
    return min(units[0]) > 1 and units[1] == {1}


def _case_per_unit() -> None:
    per_share = "What average price per share did Ulta pay?"
    assert per_unit(per_share, Plan("ratio", ["a?", "b?"]), [{1_000_000}, {1}])
    assert not per_unit(per_share, Plan("ratio", ["a?", "b?"]), [{1}, {1_000_000}])
    assert not per_unit("What share of revenue was online?", Plan("ratio", ["a?", "b?"]), [{1_000_000}, {1}])
    assert not per_unit(per_share, Plan("difference", ["a?", "b?"]), [{1_000_000}, {1}])


def _case_plans_need_two_lookups() -> None:
    assert read_plan({"operation": "none", "lookups": []}) is None
    assert read_plan({"operation": "sum", "lookups": ["What is a?"]}) is None
    plan = read_plan({"operation": "sum", "lookups": ["What is a?", "What is b?", "What is a?"]})
    assert plan == Plan("sum", ["What is a?", "What is b?"])
    three = {"operation": "difference", "lookups": ["Net sales?", "Capex?", "June 30, 2023"]}
    assert read_plan(three) == Plan("difference", ["Net sales?", "Capex?"])
    share = "What share of net revenue for the 12 weeks ended March 25, 2023 came from FLNA?"
    years = ["Net revenue, March 25, 2023?", "Net revenue, March 19, 2022?", "FLNA net revenue, 2023?"]
    assert read_plan({"operation": "percent", "lookups": years}, share) == Plan("percent", years[::2])
    assert read_plan({"operation": "percent", "lookups": years}) == Plan("percent", years[:2])
    margin = "What was FLNA's operating margin (operating profit divided by net revenue)? Answer in percent."
    assert percent_counted(margin, Plan("ratio", ["a?", "b?"])).operation == "percent"
    represent = "What percentage of the $350,000,000 term loan facility does that amount represent?"
    assert percent_counted(represent, Plan("ratio", ["a?", "b?"])).operation == "percent"
    assert (
        percent_counted("What is the debt-to-equity ratio?", Plan("ratio", ["a?", "b?"])).operation == "ratio"
    )
    pushed = "By how many calendar days did the extension push out the termination date? Answer in days."
    assert days_counted(pushed, Plan("difference", ["Old date?", "New date?"])).operation == "days_between"
    assert (
        days_counted("By how much did net sales change?", Plan("difference", ["a?", "b?"])).operation
        == "difference"
    )
    year = "What did the beauty chain sell per square foot in its year ended January 28, 2023?"
    sales = "What were the beauty chain's full-year sales for 2023?"
    assert with_period(sales, year) == f"{sales} (for the year ended January 28, 2023)"
    assert with_period("What were its sales for 2022?", year) == "What were its sales for 2022?", (
        "another year"
    )
    assert with_period("What were its fourth-quarter sales?", year).endswith("sales?"), (
        "another period's kind"
    )
    stated = "What were its sales for the year ended January 28, 2023?"
    assert with_period(stated, year) == stated
    two = "Net income for the year ended June 30, 2023 less the six months ended December 31, 2022?"
    assert with_period("What was net income?", two) == "What was net income?", "two periods: the model's"
    asked = "What share of the total AWS Service Charges on Amazon Web Services invoice 42183017 is Glacier?"
    added = with_context("AWS Service Charges", asked, [{"amazon", "web", "services", "invoice"}], [])
    assert added == "AWS Service Charges (Amazon Web Services)"
    netpresse = "Netpresse invoice n° 2022089083 is dated 28/11/2022. How many days later was it published?"
    assert with_context("When was it published?", netpresse, [{"netpresse"}], []).endswith("(Netpresse)")
    assert with_context("Term?", "Term and Revolving?", [{"revolving", "term"}], ["Revolving?"]) == "Term?"
    realvals = "Dividing the REALVALS sample's total cost-new estimate by the dwelling's square footage?"
    sibling = ["What is the REALVALS sample's total cost-new estimate?"]
    assert with_context("What is the dwelling's area?", realvals, [{"realvals"}], sibling).endswith(
        "(REALVALS)"
    )
    two = "How many days after Lockheed's maturity does Ribbon's mature?"
    lockheed = with_context("Lockheed's maturity?", two, [{"lockheed"}, {"ribbon"}], ["Ribbon's maturity?"])
    assert lockheed == "Lockheed's maturity?", "a lookup naming its document takes no other"
    apart = "How many days apart were the dates that close Ulta's fiscal 2022 and Best Buy's fiscal 2023?"
    ulta = with_context("Ulta's fiscal 2022 end?", apart, [{"ulta"}, {"best", "buy"}], ["Best Buy's end?"])
    assert ulta == "Ulta's fiscal 2022 end?", "a possessive names its document: no '(Best)'"
    junk = "By what percent did net sales at Amcor for the quarter ended June 30, 2023 change?"
    assert with_context("Net sales?", junk, [{"by", "june", "amcor"}], []) == "Net sales? (Amcor)"
    both = "How many days passed between the German QualityHosting invoice and the Amazon Web Services one?"
    docs = [{"qualityhosting", "ag", "rechnung", "german"}, {"amazon", "web", "services", "invoice"}]
    dated = with_context(
        "What is the date of the QualityHosting invoice?", both, docs, ["The AWS one's date?"]
    )
    assert dated == "What is the date of the QualityHosting invoice? (German)", dated
    other = with_context(
        "The AWS one's date?", both, docs, ["What is the date of the QualityHosting invoice?"]
    )
    assert other == "The AWS one's date? (Amazon Web Services)", other
    cash = "Ulta Beauty and the Richfield, Minnesota electronics chain: which held more cash?"
    chain = "What was the Richfield, Minnesota electronics chain's cash?"
    assert with_context(chain, cash, [{"ulta", "beauty"}, {"best", "buy"}], ["Ulta Beauty's cash?"]) == chain
    flna = "What was Frito-Lay North America's operating profit as a percentage of its net revenue?"
    reversed_plan = Plan("percent", ["What was FLNA's net revenue?", "What was FLNA's operating profit?"])
    assert whole_last(flna, reversed_plan).lookups == reversed_plan.lookups[::-1]
    assert whole_last(flna, whole_last(flna, reversed_plan)) == whole_last(flna, reversed_plan)
    cover = "A cover came with the iPad Air. What did the cover cost as a percentage of the tablet's price?"
    priced = Plan(
        "percent", ["What was the price of the iPad Air?", "What was the price of the leather cover?"]
    )
    assert whole_last(cover, priced).lookups == priced.lookups[::-1], "the part's words break the tie"
    share = "What share of the total charges came from EC2?"
    assert part_first(share, Plan("percent", ["Total?", "EC2?"]), ["4.11", "1.87"]) == ["1.87", "4.11"]
    units = ["1 million", "900 thousand"]
    assert part_first(share, Plan("percent", ["Total?", "EC2?"]), units) == units[::-1]
    margin = "What was FLNA's operating margin (operating profit divided by net revenue)? Answer in percent."
    assert whole_last(margin, Plan("ratio", ["FLNA net revenue?", "FLNA operating profit?"])).lookups == [
        "FLNA operating profit?",
        "FLNA net revenue?",
    ]
    fee_plus_rate = Plan("sum", ["Origination fee?", "Interest rate?"])
    assert mixed_kinds(fee_plus_rate, ["400", "10"], ["The fee is $400.", "The rate is 10 percent (10%)."])
    assert not mixed_kinds(fee_plus_rate, ["400", "100"], ["The fee is $400.", "Interest is $100."])
    assert mixed_kinds(Plan("percent", ["a?", "b?"]), ["8", "777"], ["8 percent", "$777 million"])
    assert not mixed_kinds(Plan("ratio", ["a?", "b?"]), ["400", "10"], ["$400", "10%"])
    vat = Plan("sum", ["a?", "b?"])
    aws = Observation("lookup", "Answer: 4.11\n(inv_aws page 1) TOTAL AMOUNT DUE | $4.11")
    hosting = Observation("lookup", "Answer: The total is 34,73 EUR.\n(inv_qh page 1) Gesamt | 34,73 EUR")
    currencies = [operand_currency(aws), operand_currency(hosting)]
    assert currencies == ["USD", "EUR"] and mixed_currencies(vat, currencies)
    assert not mixed_currencies(Plan("ratio", ["a?", "b?"]), currencies), "a rate of exchange divides them"
    assert not mixed_currencies(vat, ["EUR", None])
    assert rates_summed("How much VAT was charged?", vat, ["21", "21"], ["VAT 21%", "VAT 21%"])
    assert not rates_summed("What is the combined tax rate?", vat, ["21", "5"], ["21%", "5%"])
    assert not rates_summed("How much VAT was charged?", vat, ["124.61", "21"], ["€ 124,61", "€ 21"])


def _case_operand_is_the_printed_figure() -> None:
    obs = Observation(
        "lookup",
        "Answer: FLNA operating profit for the 12 weeks ended March 25, 2023 was $1,599 million.\n"
        "(fs_pepsico page 3) Frito-Lay North America | 5,505 | 1,599 | 12",
        [("fs_pepsico", 3)],
    )
    asked = "What was FLNA operating profit for the 12 weeks ended March 25, 2023?"
    assert printed_figure(obs, asked) == "1599"
    dated = Observation("lookup", "Answer: As of June 30, 2023 it was $1,599.\n(d page 3) Total | 1,599", [])
    assert printed_figure(dated, "What was the total?") == "1599"
    two = Observation("lookup", "Answer: It was 5,505 and 1,599.\n(d page 1) A | 5,505 | 1,599", [("d", 1)])
    assert printed_figure(two, "What was it?") is None
    euro = Observation(
        "lookup", "Answer: The item costs € 189,00.\n(c page 1) 1 | 3DS XL | 189,00 | 189,00", []
    )
    assert printed_figure(euro, "What does the 3DS XL cost?") == "189.00"
    date = Observation("lookup", "Answer: It is dated November 11, 2025.\n(n page 1) dated November 11, 2025")
    assert printed_date(date, "When was the note dated?") == datetime.date(2025, 11, 11)
    placed = Observation("lookup", "Answer: It has 5 units.\n(appr page 5) Units | 4", [("appr", 5)])
    assert printed_figure(placed, "How many units?") is None, "the citation's page number is no figure"


def _case_direction_premise() -> None:
    below = "By how many dollars did Comparable Sale #5 close below its original list price?"
    sale = "What was Comparable Sale #5's"
    lookups = Plan("difference", [f"{sale} original list price?", f"{sale} closing price?"])
    assert direction_contradicted(below, lookups, ["496000", "510000"]), "it closed above the list price"
    assert not direction_contradicted(below, lookups, ["510000", "496000"])
    exceed = "By how much does the median sale price exceed the median list price?"
    medians = Plan("difference", ["What is the median sale price?", "What is the median list price?"])
    assert not direction_contradicted(exceed, medians, ["499000", "440000"])
    assert direction_contradicted(exceed, medians, ["440000", "499000"])
    change = "By how much did net income change from 2022 to 2023?"
    assert not direction_contradicted(change, Plan("difference", ["2023?", "2022?"]), ["1", "2"])
    cash = "By how much did Best Buy's cash exceed Ulta's cash?"
    held = Plan("difference", ["What was Best Buy's cash?", "What was Ulta's cash?"])
    assert not direction_contradicted(cash, held, ["1874 million", "737877 thousand"]), "in their units"
    assert direction_contradicted(cash, held, ["737877 thousand", "1874 million"])


def _case_today_is_no_lookup() -> None:
    assert asks_now("What is the current date? (Azure Interior)") and asks_now("What is today's date?")
    assert not asks_now("What is the due date of invoice INV/2023/03/0008?")


def _case_sign_against_the_stated_direction() -> None:
    fall = "By what percentage did the number of shares outstanding fall between 2021 and 2022?"
    change = Plan("percent_change", ["Shares in 2022?", "Shares in 2021?"])
    assert sign_contradicted(fall, change, 81361.13) and not sign_contradicted(fall, change, -16.5)
    exceed = "By what percentage did its sale price exceed the prior transfer price?"
    assert sign_contradicted(exceed, change, -4.44) and not sign_contradicted(exceed, change, 7.0)
    both = "Did revenue rise or fall, and by how much?"
    assert not sign_contradicted(both, change, 5.0) and not sign_contradicted(both, change, -5.0)
    assert not sign_contradicted(fall, Plan("ratio", ["a?", "b?"]), 2.0)
    assert not sign_contradicted(exceed, Plan("difference", ["a?", "b?"]), -20000.0)


def _case_expressions() -> None:
    plan = Plan("percent_change", ["Net sales in fiscal 2022?", "Net sales in fiscal 2023?"])
    assert expression(plan, ["14,544", "14,694"]) == "(14,694 - 14,544) / 14,544 * 100"
    days = Plan("days_between", ["Invoice date?", "Due date?"])
    assert expression(days, ["2023-03-20", "2023-04-04"]) == "04/04/2023 - 03/20/2023"
    assert stated(Plan("percent", ["a?", "b?"]), 54.0146, "2.22 / 4.11 * 100") == "54.01%"
    assert stated(Plan("difference", ["a?", "b?"]), -38.9, "112.00 - 150.90") == "38.90"
    assert expression(Plan("average", ["a?", "b?", "c?"]), ["1", "2", "3"]) == "(1 + 2 + 3) / 3"
    ulta = "What is the difference in gross profit, in millions of dollars?"
    difference = Plan("difference", ["a?", "b?"])
    assert stated(difference, 2832007, "3,664,431 - 832,424", 1_000, ulta) == "2,832.007 million"
    as_printed = stated(difference, 2832007, "3,664,431 - 832,424", 1_000, "How much?")
    assert as_printed == "2,832,007 (in thousands, as printed)"
    spent = "How much did it spend on the buyback? Answer in $ millions, 2 decimals."
    product = Plan("sum", ["a?", "b?"])
    assert stated(product, 20937037.7, "254,399 * 82.30", 1, spent) == "20.93703770 million"
    assert states_unit("20.93703770 million", "millions") and states_unit("$2.8bn", "billions")
    assert not states_unit("150 * 76.88 = 11,532", "millions") and not states_unit("0.070%", "millions")
    shrink = "How much did the hedges shrink between January 28 and July 29, 2023? Percent, 2 decimals."
    dated = Plan("difference", ["Hedges for January 28, 2023?", "Hedges for July 29, 2023?"])
    change = change_in_percent(
        shrink, dated, ["114", "102"], ["It was $114 million.", "It was $102 million."]
    )
    assert (
        change.operation == "percent_change"
        and expression(change, ["114", "102"]) == "(102 - 114) / 114 * 100"
    )
    margins = ["The margin was 38.2%.", "The margin was 38.7%."]
    assert change_in_percent(shrink, dated, ["38.2", "38.7"], margins) == dated, "points stay a difference"
    points = "How many percentage points did Best Buy's effective tax rate rise versus the year-ago quarter?"
    rates = Plan("percent_change", ["Rate this quarter?", "Rate a year ago?"])
    assert points_counted(points, rates).operation == "difference"
    assert points_counted("By what percent did the rate rise?", rates) == rates
    assert points_counted("By how many basis points did the margin rise?", rates) == rates
    difference = points_counted(points, rates)
    assert stated(difference, 10.5, "26.1 - 15.6", 1_000_000, points, rates=True) == "10.5 percentage points"
    assert not points_of_amounts(points, difference, ["26.1", "15.6"], ["It was 26.1%.", "It was 15.6%."])
    apart = "How far apart were the two segments on adjusted EBIT over sales, in percentage points?"
    found = ["Adjusted EBIT was 1,429.", "Adjusted EBIT was 1,517."]
    assert points_of_amounts(apart, difference, ["1429", "1517"], found), "amounts are no rates"


def _case_units_and_differences_asked() -> None:
    assert unit_asked("What is the cost? Give $ millions to one decimal.") == "millions"
    assert unit_asked("By how many $ millions did net debt change?") == "millions"
    assert percent_asked("What share of the total do they represent? Give a percentage to one decimal.")
    assert percent_asked("Add the wins, and tell me the percentage growth in that combined win.")
    assert not percent_asked("What was the interest rate? Give $ millions.")
    asks = ("By what percentage does it exceed the median? One decimal.", "Round to the nearest whole sq ft.")
    assert [decimals_asked(q) for q in (*asks, "To the cent.", "What was it?")] == [1, 0, 2, None]
    rounded = stated(
        Plan("percent_change", ["a?", "b?"]), 5.9412, "(625000 - 589950) / 589950 * 100", 1, asks[0]
    )
    assert rounded == "5.9%", rounded
    change = Plan("difference", ["Net debt at June 30, 2023?", "Net debt at December 31, 2022?"])
    asked = "By how many $ millions did it change?"
    assert stated(change, -8.0, "6057 - 6065", 1_000_000, asked) == "8 million"
    come_to = "What do the two Apple-related lines come to excluding the 21% BTW? Give euros to the cent."
    reply = {"operation": "difference", "lookups": ["iPad Air price?", "Cover price?"]}
    assert read_plan(reply, come_to) is None, "a sum planned as a difference"
    assert read_plan(reply, "By how much did the iPad cost more than the cover?") is not None


def _case_terms_left_out() -> None:
    net_debt = "Treat net debt as short-term debt plus long-term debt, minus cash. By how much did it change?"
    assert terms_left_out(net_debt, Plan("difference", ["Net debt 2023?", "Net debt 2022?"]))
    patio = "What is the combined area (enclosed patio plus attached garage) as a percentage of living area?"
    assert terms_left_out(patio, Plan("percent", ["Patio?", "Living area?"]))
    assert terms_left_out(patio, Plan("sum", ["Patio?", "Garage?", "Living area?"])) is None
    assert (
        terms_left_out("What is the grand total minus its tax?", Plan("difference", ["Total?", "Tax?"]))
        is None
    )
    cost = (
        "Dividing the total cost-new estimate (dwelling plus garage) by the square feet, what cost per foot?"
    )
    assert terms_left_out(cost, Plan("ratio", ["Total cost new?", "Square footage?"])) is None
    assert terms_left_out("Is the rate less than 5%?", Plan("difference", ["Rate?", "Cap?"])) is None


SELFTEST_CASES = [
    _case_terms_left_out,
    _case_units_and_differences_asked,
    _case_sign_against_the_stated_direction,
    _case_direction_premise,
    _case_whole_asked,
    _case_plans_need_two_lookups,
    _case_operand_is_the_printed_figure,
    _case_expressions,
    _case_today_is_no_lookup,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
