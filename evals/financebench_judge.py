"""The deterministic rule that calls an answer to a FinanceBench question correct, incorrect or refused.

`RULE` states it in words; it is written into every answers results file and DECISIONS.md.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ragagent.normalize import parse_number

RULE = (
    "0. A refusal is 'refused', whatever the gold answer. "
    "1. Gold begins with 'Yes' or 'No': correct iff the first yes/no word of ours is the same word. "
    "2. Gold holds a number (years such as 2022, days in dates such as 'August 30' and digits of the company "
    "name, e.g. '3M', are not numbers): "
    "correct iff every gold number matches some number of ours. Two numbers match when they agree within 1% "
    "relative, or ours rounded to the gold's printed decimals (in the gold's unit) equals it, after unit "
    "normalization: the sign "
    "is ignored; a percentage may also be stated as its fraction; unit words (thousand/k, million/mn/m, "
    "billion/bn/b) are applied when both carry one, and when only one does the other may be in units, "
    "thousands, millions or billions ('$1577.00' for a question in USD millions matches '$1.577 billion'). "
    "3. Otherwise (text): the gold's key terms are its words of 4+ letters minus stop words, the company "
    "name and words of the question (a gold that restates the question keeps only what it adds; if nothing "
    "is left, all its terms count); correct iff at least half of them occur in ours (a term occurs when a "
    "word of ours shares its first 6 letters, or all of it if shorter)."
)

_SCALES = {
    "thousand": 1e3,
    "k": 1e3,
    "million": 1e6,
    "mn": 1e6,
    "mm": 1e6,
    "m": 1e6,
    "billion": 1e9,
    "bn": 1e9,
    "b": 1e9,
}
_IMPLIED_UNITS = (1.0, 1e3, 1e6, 1e9)
_NUMBER = re.compile(
    r"(?<![A-Za-z0-9.,])(?P<dollar>\$\s?)?(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d,]*\d)"
    r"(?:(?P<pct>\s?%|\s?percent\b)|\s?(?P<word>thousand|million|billion|mn|mm|bn)\b|(?P<abbr>k|m|b)\b)?",
    re.IGNORECASE,
)
_MONTH_DAY = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[a-z][a-z'&-]*")
_STOP_TEXT = """about above after again against also among amount approximately based because been before
    being below between both company company's could data does during each either fiscal following from given
    have having here into items itself just more most much only other over same should since some such
    than that their them then there these they this those through total under until upon very were what
    when where which while with within would year years"""
_STOP = frozenset(_STOP_TEXT.split())


@dataclass(frozen=True)
class Number:
    value: float  # the printed figure (parsed by ragagent.normalize), sign dropped, no unit applied
    scale: float | None  # unit word multiplier, None when no unit word is attached
    percent: bool
    decimals: int  # decimals as printed


def find_numbers(text: str, company: str = "") -> list[Number]:
    """Every number in `text` except years and digits inside `company` (e.g. "3M")."""
    if company:
        text = re.sub(re.escape(company), " ", text, flags=re.IGNORECASE)
    text = _MONTH_DAY.sub(" ", text)
    found = []
    for m in _NUMBER.finditer(text):
        value = parse_number(m["num"])
        if value is None:
            continue
        raw = m["num"].replace(",", "")
        unit = (m["word"] or m["abbr"] or "").lower()
        plain = not (m["dollar"] or m["pct"] or unit or "," in m["num"] or "." in raw)
        if plain and 1900 <= value <= 2099:
            continue  # a year
        decimals = len(raw.split(".")[1]) if "." in raw else 0
        found.append(Number(abs(value), _SCALES.get(unit), bool(m["pct"]), decimals))
    return found


def _in_gold_unit(gold: Number, ours: Number) -> list[float]:
    """Our figure restated in the gold's printed unit, once per unit reading that the rule allows."""
    if gold.scale and ours.scale:
        values = [ours.value * ours.scale / gold.scale]
    elif gold.scale or ours.scale:
        values = [ours.value * (ours.scale or u) / (gold.scale or u) for u in _IMPLIED_UNITS]
    else:
        values = [ours.value]
    if gold.percent != ours.percent:
        values += [v * 100 if gold.percent else v / 100 for v in values]
    return values


def numbers_match(gold: Number, ours: Number) -> bool:
    """True when `ours` states `gold`: within 1% relative, or equal at the gold's printed decimals."""
    return any(
        math.isclose(gold.value, o, rel_tol=0.01)
        or round(o, gold.decimals) == round(gold.value, gold.decimals)
        for o in _in_gold_unit(gold, ours)
    )


def _yes_no(text: str) -> str | None:
    for word in _WORD.findall(text.lower()):
        if word in ("yes", "no"):
            return word
    return None


def _words(text: str) -> list[str]:
    return [w.strip("'-") for w in _WORD.findall(text.lower())]


def key_terms(gold: str, company: str = "", question: str = "") -> list[str]:
    """The gold's content words (4+ letters, not stop words or the company name) that the question lacks."""
    skip = set(_words(company))
    terms = list(dict.fromkeys(w for w in _words(gold) if len(w) >= 4 and w not in _STOP and w not in skip))
    asked = set(_words(question))
    return [w for w in terms if w not in asked] or terms


def _has_term(term: str, words: set[str]) -> bool:
    stem = term[:6]
    return any(w.startswith(stem) for w in words)


def judge(gold: str, ours: str, *, refused: bool, company: str = "", question: str = "") -> str:
    """'refused', 'correct' or 'incorrect' for our answer `ours` to a question whose answer is `gold`."""
    if refused:
        return "refused"
    first = _WORD.findall(gold.lower())[:1]
    if first and first[0] in ("yes", "no"):
        return "correct" if _yes_no(ours) == first[0] else "incorrect"
    gold_numbers = find_numbers(gold, company)
    if gold_numbers:
        ours_numbers = find_numbers(ours, company)
        ok = all(any(numbers_match(g, o) for o in ours_numbers) for g in gold_numbers)
        return "correct" if ok else "incorrect"
    terms = key_terms(gold, company, question)
    words = set(_words(ours))
    hits = sum(_has_term(t, words) for t in terms)
    return "correct" if terms and hits * 2 >= len(terms) else "incorrect"
