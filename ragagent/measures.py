"""What a question asks for, and how documents label it: the one table of measures and their labels.

A figure can be printed on a cited page and still answer another question: the tax amount for a fee,
the invoice date for a due date, the order number for the invoice number. Each `Measure` pairs the
words by which a question asks for something (`asked`) with the words a page prints as its label
(`printed`). Where the extraction contract has the same field, `printed` is that field's own label
rule (`ragagent.schemas`), so extraction and answers agree on what a label is.

Two checks use the table:
- `ragagent.rag.scope`: every measure asked is printed somewhere on the cited pages;
- `unlabelled_figures`: every figure or date of an answer is printed, somewhere on the cited pages,
  under a label of a measure the question asks for: on its own line or cell row, or, for a row of bare
  values, in the column header above it.
"""

from __future__ import annotations

import datetime
import math
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Literal

from ragagent.normalize import (
    dates_in,
    dates_in_context,
    detect_day_first,
    figures_at,
    numbers_in,
    parse_number,
    percents_in,
    statement_scale,
    without_dates,
)
from ragagent.parties import LEGAL_FORM
from ragagent.schemas import field_spec
from ragagent.selftest import selftest_main

Kind = Literal["amount", "date", "contact"]  # a contact detail (phone, fax) is checked only by scope


@dataclass(frozen=True)
class Measure:
    """Something a question asks for: how it is asked, how pages label it, and whether it is a date."""

    name: str
    asked: str  # regex over the question
    printed: str  # regex a label on the page must match
    kind: Kind = "amount"
    may_be_percent: bool = False  # documents may state it as a percentage ("a late fee of 5%")


def _field(doc_type: str, name: str, extra: str = "") -> str:
    label = field_spec(doc_type, name).label or ""
    return "|".join(part for part in (label, extra) if part)


MEASURES: tuple[Measure, ...] = (
    Measure(
        "due date",
        r"\bdue date\b|\bwhen\b[^?]*\b(?:due|paid|payable)\b|\b(?:paid|payable) by\b"
        r"|\b(?:payment|settlement) (?:deadline|date)\b|\bwhat date\b[^?]*\bpaid\b"
        r"|\bby (?:what|which) date\b[^?]*\bpay|\bdeadline (?:for|to) (?:pay|settle)",
        _field("invoice", "due_date"),
        "date",
    ),
    Measure(
        "maturity date",
        r"\bmatur\w*|\bterminat\w*|\bexpir\w*|\bwind(?:s|ing)?[\s-]*down\b",
        _field("loan_agreement", "maturity_date", r"extend"),
        "date",
    ),
    Measure(
        "late fee",
        r"\blate\b[^?]*\b(?:fee|charge|penalt\w*)|\bpenalt(?:y|ies)\b|\boverdue\b",
        _field("loan_agreement", "late_charge", r"penalt"),
        may_be_percent=True,
    ),
    Measure(
        "fee",
        r"\bfees?\b|\bcharges?\b",
        r"\bfees?\b|charges?|kosten|frais|gebühr|entgelt|indemnit|heffing",
        may_be_percent=True,
    ),
    Measure(
        "invoice number",
        r"\binvoice (?:number|no\b|#)",
        r"invoice\s*(?:number|no|#|n[°o])|rechnungs?-?n|factuurn|facture\s*n",
    ),
    Measure(
        "purchase order number",
        r"\bpurchase order(?: number| no\b)?|\bPO (?:number|no)\b",
        r"\bP\.?\s?O\b|purchase order",
    ),
    Measure("order number", r"\border (?:number|no\b|id\b)", r"order|bestel|commande|auftrag"),
    Measure(
        "tax identification number",
        r"\b(?:VAT|tax|GST) (?:number|id\b|identification)",
        r"vat|\btin\b|ust|btw|tva|tax|gst|steuer|siret",
    ),
    Measure(
        "tax",
        # "the Brazil tax matters", "a tax audit": a matter about tax is no tax charged
        r"\b(?:tax|vat|btw|tva|mwst|gst)\b(?!\s+(?:matters?|disputes?|audits?|proceedings?|claims?|cases?"
        r"|litigation|contingenc\w*|exposures?|authorit\w*|jurisdictions?|laws?|returns?)\b)",
        _field("invoice", "tax"),
        may_be_percent=True,
    ),
    Measure(
        "subtotal",
        r"\bsub-?\s?total\b|\b(?:before|excluding) (?:\w+ )?(?:tax|vat|btw|gst)\b",
        _field("invoice", "subtotal"),
    ),
    Measure(
        "total",
        # not a statement line's total, before or after its measure ("comprehensive income total")
        r"(?<!income )(?<!earnings )(?<!revenue )(?<!revenues )(?<!assets )(?<!equity )(?<!expenses )"
        r"\btotal\b(?!\s+(?:net\s+)?(?:sales|revenues?|assets|liabilities|equity|debt|tax|costs?|expenses?))"
        r"|\bamount due\b"
        r"|\bbalance\b(?!\s+sheets?\b)|\bowe[sd]?\b|\bin total\b|\bincluding (?:tax|vat)\b",
        _field("invoice", "total", _field("invoice", "amount_due")),
    ),
    Measure(
        "shipping",
        r"\bshipping\b|\bdelivery charge|\bfreight\b",
        r"shipping|delivery|freight|verzend|livraison",
    ),
    Measure(
        "discount", r"\bdiscount\b|\brebate\b", r"discount|rabatt|korting|remise|less", may_be_percent=True
    ),
    Measure(
        "revenue",
        r"\bnet sales\b|\brevenues?\b|\bturnover\b",
        r"\bsales\b(?!\s+tax)|\brevenues?\b|\bturnover\b",
    ),
    Measure("net income", r"\bnet (?:income|earnings|loss)\b", r"\bnet (?:income|earnings|loss)\b"),
    Measure("total assets", r"\btotal assets\b", r"\btotal assets\b"),
    Measure("total liabilities", r"\btotal liabilities\b", r"\btotal liabilities\b"),
    Measure(
        "earnings per share",
        r"\bearnings per share\b|\bEPS\b",
        r"\bearnings per share\b|\bEPS\b|\bper share\b",
    ),
    Measure("operating income", r"\boperating (?:income|profit)\b", r"\boperating (?:income|profit)\b"),
    # "gross margin dollars" is the gross profit; a margin may be printed as its rate ("Gross margin 22.5%")
    Measure(
        "gross profit", r"\bgross (?:profit|margin)\b", r"\bgross (?:profit|margin)\b", may_be_percent=True
    ),
    Measure(
        "commitment",
        r"\bcommitments?\b",
        r"\bcommitments?\b|\bfacilit(?:y|ies)\b|\brevolv",
        may_be_percent=True,
    ),
    Measure("free cash flow", r"\bfree cash flow\b", r"\bfree cash flow\b"),
    Measure("EBITDA", r"\bebitdar?\b", r"\bebitdar?\b"),
    Measure(
        "capital expenditure",
        r"\bcapital (?:expenditures?|spending)\b|\bcapex\b",
        r"\bcapital (?:expenditures?|spending)\b"
        r"|\b(?:purchases?|additions?|payments?) (?:of|to|for) property\b|\bPP&E\b",
    ),
    Measure(
        "cost of goods sold",
        r"\bcost of (?:goods|products) sold\b|\bCOGS\b|\bcost of (?:sales|revenues?)\b",
        r"\bcost of (?:goods |products )?(?:sold|sales|revenues?)\b",
    ),
    Measure("depreciation", r"\bdepreciation\b", r"\bdepreciation\b|\bamortization\b"),
    Measure(
        "operating cash flow",
        r"\bcash (?:provided by|from|used in|generated by) operating activities\b|\boperating cash flows?\b",
        r"\boperating activities\b|\boperating cash flows?\b",
    ),
    Measure("dividends", r"\bdividends?\b", r"\bdividends?\b"),
    Measure("employees", r"\bemployees\b|\bheadcount\b", r"employ|headcount|associates|team members"),
    Measure(
        "interest rate",
        r"\binterest rate\b|\brate of interest\b|\bbears? interest\b",
        r"interest|per annum|per year|\brate\b|sofr|margin",
        may_be_percent=True,
    ),
    Measure("principal", r"\bprincipal\b|\bloan amount\b", _field("loan_agreement", "principal_amount")),
    # the appraiser's conclusion by its other names ("the concluded value", "the final value conclusion")
    Measure(
        "market value",
        r"\b(?:appraised|market|opinion of|concluded|reconciled) value\b|\bappraised at\b"
        r"|\bvalue conclusion\b",
        r"\bvalue\b",
    ),
    Measure("fax number", r"\bfax\b", r"\bfax\b|telefax|t[ée]l[ée]copie", "contact"),
    Measure(
        "phone number",
        r"\b(?:phone|telephone)\b",
        r"phone|\btel\b|\btél\b|telefon|t[ée]l[ée]phone|\bT:",
        "contact",
    ),
    Measure(
        "contract price",
        # "the price agreed in the sales contract", "the agreed purchase price"
        r"\b(?:contract|purchase) price\b|\bprice agreed\b|\bagreed (?:sales? |purchase )?price\b"
        r"|\bprice (?:in|of|under) the (?:sales |purchase )?contract\b",
        r"\bcontract price\b|\bpurchase price\b",
    ),
    Measure("sale price", r"\bsales? price\b", r"\bsales? price\b"),
    Measure("contract date", r"\bdate of (?:the )?contract\b|\bcontract date\b", r"\bcontract\b", "date"),
    # the day work was done is not the invoice's date: a service date is printed under its own label
    Measure(
        "service date",
        # "when was the repair done", not "what was done on the $120.00 service line" (the work itself)
        r"\b(?:when|(?:what|which) (?:day|date))\b[^?]{0,60}\b(?:work|service|job|repair|installation)s?\b"
        r"[^?]{0,60}\b(?:done|performed|carried out|completed|rendered)\b"
        r"|\b(?:service|completion) date\b|\bdate of (?:the )?(?:service|work|completion)\b",
        r"\bservice\s+(?:date|period)|\bdate\s+of\s+(?:service|work|completion|supply)|\bperformed\b"
        r"|\bcompleted\b|\bwork\s+date|leistungs\w*datum|date\s+de\s+(?:la\s+)?prestation|fecha\s+de\s+servicio",
        "date",
    ),
    Measure("year built", r"\byear built\b|\bbuilt in\b", r"\bbuilt\b"),
    Measure(
        "living area",
        r"\bliving area\b|(?<!gross )\bsquare f(?:ee|oo)t\b",
        r"living area|\bGLA\b|\bsq\b|square|\babove[- ]grade\b",
    ),
    # an appraisal's value by one approach: "Indicated Value | $491,000" under the sales comparison is
    # no income approach's value
    *(
        Measure(f"{a} approach", rf"\b{a} (?:approach|method)\b", rf"\b{a} approach\b")
        for a in ("income", "cost", "sales comparison")
    ),
    # all of a company's debt: "Long-term debt, net" leaves out the current portion
    Measure("total debt", r"\btotal (?:debt|borrowings)\b", r"\btotal (?:debt|borrowings|indebtedness)\b"),
    Measure(
        "gross rent multiplier",  # "an implied gross rent multiplier" is computed, not printed
        r"(?<!implied )\b(?:gross rent multiplier|GRM)\b",
        r"\bgross rent multiplier\b|\bGRM\b",
    ),
)
_BY_NAME = {m.name: m for m in MEASURES}
# A question asking for a date by its wording, whatever the event ("when does the lease expire?",
# "on what date was it delivered?", "which calendar date is entered as …"): its answer must state a date
# (`claims.SHAPES`), and a date printed under another event's label ("Order Date") does not answer it.
DATE_ASKED = re.compile(
    r"\bwhen (?:does|did|do|is|was|will|were|are)\b|\b(?:what|which) (?:[a-z]+ )?date\b", re.IGNORECASE
)
DATE_WORD = re.compile(r"^(?:date[ds]?|\w*datum)$", re.IGNORECASE)
_MONTH_WORDS = re.compile(
    r"^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$|^(?:mai|juni|juli|okt|dez|mei|maart)$",
    re.IGNORECASE,
)
_WORD = re.compile(r"[^\W\d_][^\W\d_'’.&-]*", re.UNICODE)
# a full year asked ("for the fiscal year", "annual"): a quarter does not answer it
FULL_YEAR_ASKED = re.compile(
    r"\bfull[\s-]+(?:fiscal\s+)?year\b|\btwelve months\b|\b12 months\b|\b5[23][\s-]+weeks?\b"
    r"|\bannual\b(?!\s+(?:(?:interest|percentage)\s+)?(?:rate|fee)s?\b)"  # an annual rate is no period
    r"|\bfor the (?:fiscal )?year\b|\bfiscal year ended\b",
    re.IGNORECASE,
)
# the words a page or a claim prints for a full year ("fiscal year", "52 weeks", "annual")
FULL_YEAR_PRINTED = re.compile(
    r"\bfull[\s-]+year\b|\bfiscal year\b|\btwelve months\b|\b12 months\b|\byears? ended\b"
    r"|\b5[23][\s-]+weeks?\b|\bfifty-(?:two|three)[\s-]+weeks?\b|\bannual\b",
    re.IGNORECASE,
)
# a year ("fiscal 2023") is a period, not an amount
YEAR_FIGURE = re.compile(r"(?<![\d$€£.,])((?:19|20)\d\d)(?![\d%]|[.,]\d)")
_HEADER_YEAR = re.compile(r"(?<![\d,.])((?:19|20)\d\d)(?![\d,.]\d)")
_QUANTITY = re.compile(r"\s*[\d.,]+\s*[^\W\d_]{1,6}\.?\s*$")  # "1.00 kg", "15.00 Units": a quantity, no label
HEADER_LOOKBACK = 4  # lines above a row of bare values searched for its column header
COLUMN_LOOKBACK = 40  # table rows below the header line that names their columns' years


def asked(question: str) -> list[Measure]:
    """The measures a question asks for; a measure asked only inside a more specific one is dropped
    ("late fee" asks for a late fee, not for any fee)."""
    spans = []
    for measure in MEASURES:
        for match in re.finditer(measure.asked, question, re.IGNORECASE):
            spans.append((match.start(), match.end(), measure))
    kept = [
        measure
        for start, end, measure in spans
        if not any(s <= start and end <= e and (e - s) > (end - start) for s, e, _ in spans)
    ]
    return list(dict.fromkeys(kept))


def _label_words(cell: str) -> str:
    """The words of a cell that can be a label (no figures, no month names)."""
    return " ".join(w for w in _WORD.findall(cell) if len(w) > 1 and not _MONTH_WORDS.match(w))


# a statement's section heading without a colon ("Revenues" over "Rooms | 897,943", "Expenses" over
# "Rooms | 252,602"): a few words in sentence case, not a title in capitals
_SECTION_HEADING = re.compile(r"^[A-Z][a-z]+(?:[ ,-]+[A-Za-z][a-z]*){0,3}$")


def _block_heading(lines: list[str], row: int) -> str:
    """The words of the heading line a block of table rows sits under, when it has no cells or figures and
    ends with a colon ("Weighted average common shares outstanding:" over "Basic | 50,624" and
    "Diluted | 50,976") or is a short section heading ("Revenues" over "Rooms | 897,943")."""
    up = row - 1
    while up >= 0 and "|" in lines[up] and numbers_in(lines[up]):
        up -= 1
    heading = lines[up].strip() if up >= 0 else ""
    colon = heading.endswith(":") and "|" not in heading and not re.search(r"\d", heading)
    return _label_words(heading) if colon or _SECTION_HEADING.match(heading) else ""


# a figure with its unit ("16,886,520 lbs.", "1,300 Sq. Ft."): the unit is no label of what it counts
_UNIT_CELL = re.compile(r"^\s*[$€£]?\s*\d[\d.,]*\s*(?:[^\W\d_]{1,5}\.?\s*){1,2}$")


# the words of an amount or a range of amounts ("$245 million to $250 million"), which label nothing
_SCALE_WORDS = frozenset({"million", "billion", "thousand", "mn", "bn", "about"})
_RANGE_WORDS = frozenset({"to", "and", "between", "from"})


def _amount_words_only(words: str, cell: str) -> bool:
    """Whether a cell's words are only those of its amount, or of a range when it prints two ("to $
    624,900" alone is the end of a range whose words stand elsewhere)."""
    found = set(words.lower().split())
    return found <= _SCALE_WORDS | _RANGE_WORDS and (not found & _RANGE_WORDS or len(numbers_in(cell)) >= 2)


def _column_header(lines: list[str], row: int, cell: int, lookback: int = HEADER_LOOKBACK) -> str:
    """The words heading `lines[row]`'s cell `cell`: the same cell of the nearest line above with as many
    cells that has words there, within `lookback` lines; "" when none."""
    cells = lines[row].split("|")
    for up in range(row - 1, max(-1, row - 1 - lookback), -1):
        header = lines[up].split("|")
        if len(header) == len(cells) and _label_words(header[cell]):
            return _label_words(header[cell])
    return ""


def _wrapped_label(line: str) -> bool:
    """Whether `line`, above a row label, may be its first part: one cell of words and no figure. A row
    of label cells ("Date of Signature and Report | Date of Signature" over "Effective Date of Appraisal |
    03/11/2017") is a form's other fields."""
    return bool(line.strip()) and not numbers_in(line) and sum(1 for c in line.split("|") if c.strip()) == 1


def labels_at(lines: list[str], row: int, cell: int) -> str:
    """The label of the value in `lines[row]`'s cell `cell` (cells split on `|`).

    In prose (a line without cells) the line's words with the line above's. In a table row: the cell's
    own words (a unit after its figure, "1,300 Sq. Ft.", only when nothing else labels it), else the
    nearest cell to its left with words (a row label, with the line above when that line is one cell
    and no figure: a wrapped row label; else with the cell's header on the line just above, "Tax(%)" over
    "Memory cards | … | 14.50%"; else with the colon heading of its block of rows, `_block_heading`),
    else the same cell of the nearest line above with as many cells (a column header), else the line
    above.
    """
    cells = lines[row].split("|")
    own = _label_words(cells[cell])
    if len(cells) == 1 and row > 0:  # prose: a sentence wraps, its label may end the line above
        return f"{_label_words(lines[row - 1])} {own}".strip()
    if own and not _UNIT_CELL.match(cells[cell]) and not _amount_words_only(own, cells[cell]):
        return own
    for left in range(cell - 1, -1, -1):
        words = _label_words(cells[left]) if not _QUANTITY.match(cells[left]) else ""
        if words:
            above = lines[row - 1] if row > 0 else ""
            wrapped = _label_words(above) if _wrapped_label(above) else ""
            heading = wrapped or _column_header(lines, row, cell, lookback=1) or _block_heading(lines, row)
            return f"{heading} {words}".strip()
    if header := _column_header(lines, row, cell):
        return header
    return own or (_label_words(lines[row - 1]) if row > 0 else "")


def _shown(value: float | datetime.date) -> str:
    """A figure or a date as a refusal shows it."""
    return value.isoformat() if isinstance(value, datetime.date) else f"{value:g}"


def _same(a: float, b: float) -> bool:
    return math.isclose(abs(a), abs(b), rel_tol=1e-9, abs_tol=1e-9)


def _prints(text: str, value: float, scale: int) -> bool:
    """Whether `text` prints `value` as given or at its page's unit `scale` ("$456.7 million" as 456.7)."""
    return any(_same(value, v) or _same(value, v * scale) for v in numbers_in(text))


def _places(page_text: str, value: float | datetime.date) -> list[tuple[int, int]]:
    """Where the page prints `value` (a figure, at the page's unit or as printed, or a date): (row, cell)."""
    lines = page_text.splitlines()
    scale = statement_scale(page_text) if not isinstance(value, datetime.date) else 1
    day_first = detect_day_first(page_text)
    places = []
    for row, line in enumerate(lines):
        for cell, text in enumerate(line.split("|")):
            if isinstance(value, datetime.date):
                found = value in dates_in(text, day_first=day_first)
            else:
                found = _prints(text, value, scale)
            if found:
                places.append((row, cell))
    return places


_TITLE_LOOKBACK = 10  # lines above a table row searched for the table's title


def table_title(lines: list[str], row: int, *, past_blank: bool = False, past_word: bool = False) -> str:
    """The title of the table that `lines[row]` is a row of: the nearest line above with words, no cells
    and no figures, past the rows and column headers ("SUPPLEMENTAL DATA – NET REVENUES" over a
    segment table), past blank lines with `past_blank` and one-word lines with `past_word`; "" for a line
    that is no table row, or when
    none is found."""
    if "|" not in lines[row]:
        return ""
    for up in range(row - 1, max(-1, row - 1 - _TITLE_LOOKBACK), -1):
        line = lines[up].strip()
        if "|" in line or numbers_in(line) or line.startswith("(") or (past_blank and not line):
            continue
        if past_word and len(_WORD.findall(line)) == 1:  # a header's wrapped word ("Change" under "%")
            continue
        return _label_words(line) if len(_WORD.findall(line)) >= 2 else ""
    return ""


def figure_labels(page_text: str, value: float | datetime.date) -> list[str]:
    """The labels under which `value` (a figure or a date) is printed on the page, one per place. A
    date that a sentence breaks across two lines ("before the 12TH day of FEBRUARY\n2026.") is
    labelled by those two lines' words."""
    lines = page_text.splitlines()
    day_first = detect_day_first(page_text)
    labels = [labels_at(lines, row, cell) for row, cell in _places(page_text, value)]
    if not labels and isinstance(value, datetime.date):
        for row in range(len(lines) - 1):
            pair = f"{lines[row]} {lines[row + 1]}"
            if value in dates_in(pair, day_first=day_first):
                labels.append(_label_words(pair))
    return labels


_STATISTIC = re.compile(r"\b(?:lowest|highest|median|average|mean|minimum|maximum)\b", re.IGNORECASE)
# words after a measure that make it another one ("Total assets held for sale", "Net income from
# discontinued operations", "… attributable to non-controlling interests")
_OTHER_SCOPE = re.compile(
    r"\bheld for sale\b|\bdiscontinued\b|\bnon-?\s?controlling\b|\badjusted\b|\bnon-?\s?gaap\b", re.IGNORECASE
)


# a word before the measure that names another figure of the same kind ("the default interest rate",
# "the revised market value"): the label must carry it too
_QUALIFIER = re.compile(
    r"\b(revised|amended|default|individual|actual|adjusted|original|estimated|projected|maximum|minimum"
    r"|online|organic|core|underlying|recurring)\s+$",
    re.IGNORECASE,
)


def qualifiers_asked(measure: Measure, question: str) -> set[str]:
    """The qualifiers the question puts just before the measure ("default" in "default interest rate")."""
    return {
        q.group(1).lower()
        for m in re.finditer(measure.asked, question, re.IGNORECASE)
        if (q := _QUALIFIER.search(re.sub(r"\s*\([^()]*\)\s*$", " ", question[: m.start()])))
    }


def _scope_words(text: str) -> set[str]:
    """The statistic and scope words of `text`, letters only ("non-GAAP" and a label's "non GAAP" agree)."""
    return {re.sub(r"\W", "", w).lower() for words in (_STATISTIC, _OTHER_SCOPE) for w in words.findall(text)}


def _labels(measure: Measure, label: str, question: str) -> bool:
    """Whether `label` names `measure` as the question asks it: a statistic the label adds ("Lowest Sale
    Price" in a neighbourhood table) names another figure unless the question asks for it too, and a
    qualifier the question puts before the measure ("default interest rate") must be in the label."""
    if not re.search(measure.printed, label, re.IGNORECASE):
        return False
    added = _scope_words(label) - _scope_words(question)
    words = {w.lower()[:5] for w in _WORD.findall(label)}
    return not added and all(q[:5] in words for q in qualifiers_asked(measure, question))


# an event a date question asks by its verb; the words before it name what the event happened to
_EVENT_VERB = re.compile(
    r"\b(?:deliver|ship|receiv|fund|disburs|sign|execut|sold|sell|repa|publish|record)(?:e|ed|ped|id|y)?\b",
    re.IGNORECASE,
)
_IDENTIFIED = re.compile(r"\b[^\W\d_]+\s+(?:(?:number|nr\.?|no\.?|n°|#)\s*)?(?=\S*\d)\S+", re.IGNORECASE)
_COMPOUND_DATE = re.compile(r"^([^\W\d_]{3,}?)datum$", re.IGNORECASE)  # Orderdatum: the order's date


def _event_words(words: list[str]) -> set[str]:
    """The events a date label names, on their first five letters: the words that are no date word, and
    the first part of a compound date word ("Orderdatum", "Factuurdatum")."""
    events = {w.lower()[:5] for w in words if not DATE_WORD.match(w) and len(w) > 2}
    return events | {m.group(1).lower()[:5] for w in words if (m := _COMPOUND_DATE.match(w))}


def _other_event_labels(question: str, labels: list[str]) -> list[str]:
    """`labels` when each is a date label naming an event the question does not ("Order Date" for "when
    was it delivered?"), else []: one label naming the event asked, or a label that names no event,
    leaves the date to the other checks. Words match on their first five letters (mature, maturity)."""
    identified = _IDENTIFIED.sub(" ", question)  # "order OD3041…" names a document, not an event
    verb = _EVENT_VERB.search(identified)  # "was the order … delivered", "did Coolblue ship … order"
    if verb:  # the event is the verb's, on four letters (shipped, Ship Date; funded, Funding Date)
        asked, size = {"sale" if verb[0].lower() in ("sold", "sell") else verb[0].lower()[:4]}, 4
    else:
        asked, size = {w.lower()[:5] for w in _WORD.findall(identified)}, 5
    named = []
    for label in labels:
        words = _WORD.findall(label)
        events = {e[:size] for e in _event_words(words)}
        if not any(DATE_WORD.match(w) for w in words) or not events or events & asked:
            return []
        named.append(label)
    return list(dict.fromkeys(named))


def new_figures(question: str, answer: str) -> list[float]:
    """The figures `answer` states that the question does not ("the total on invoice 42183017"), years
    ("in fiscal 2023") and dates ("as of 03/11/2017": its 11 is no figure) aside: the ones a check of the
    answer must judge."""
    restated = set(numbers_in(question)) | {float(y) for y in YEAR_FIGURE.findall(answer)}
    return [v for v in numbers_in(without_dates(answer)) if v not in restated]


def unlabelled_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures and dates of `answer` that no cited page prints under a label of a measure the question
    asks for (each as "X (printed as: label; …)" for the refusal), or [] when all are labelled right.

    A date answers a date measure, a figure an amount measure; a kind the question does not ask for is
    not checked, nor is a figure the question itself states ("the total on invoice 42183017"), nor a
    year ("in fiscal 2023").
    """
    measures = asked(question)
    dates = [d for d in dates_in(answer) if d not in dates_in(question)]
    values: list[tuple[float | datetime.date, list[Measure]]] = []
    date_measures = [m for m in measures if m.kind == "date"]
    amount_measures = [m for m in measures if m.kind == "amount"]
    if date_measures:
        values += [(d, date_measures) for d in dates]
    if amount_measures:
        values += [(v, amount_measures) for v in new_figures(question, answer)]
    problems = []
    if DATE_ASKED.search(question) and not date_measures:
        for d in dates:
            labels = [label for page in pages for label in figure_labels(page, d)]
            problems += [f"{d.isoformat()} (printed as: {x})" for x in _other_event_labels(question, labels)]
    for value, wanted in values:
        labels = [label for page in pages for label in figure_labels(page, value)]
        if labels and not any(_labels(m, label, question) for m in wanted for label in labels):
            if _titled(question, value, wanted, pages):
                continue
            problems.append(f"{_shown(value)} (printed as: {_printed_as(labels)})")
    return problems


# words of a question that name no measure: question words, periods, and words every label could carry
_NO_MEASURE_WORDS = frozenset(
    {
        *("what", "which", "when", "where", "were", "does", "have", "with", "from", "that", "this"),
        *("their", "there", "according", "during", "amount", "value", "figure", "total", "three"),
        *("months", "month", "ended", "ending", "year", "years", "quarter", "fiscal", "period"),
        *("company", "report", "reported", "much", "many", "show", "shown", "state", "stated"),
        *("given", "list", "print", "printed", "document", "page", "same"),
    }
)


# words many labels share ("Selling, general and administrative expenses" is no share-based compensation
# expense): a label sharing only these with the question names nothing it asks
_KIND_WORDS = frozenset({"expen", "cost", "costs", "charg", "incom"})

# the owner a label names after its measure ("Net income attributable to MGM Resorts"): no measure word
_OWNER_TAIL = re.compile(r"\battributable\s+to\b.*", re.IGNORECASE)


def unnamed_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` for a measure the table does not know ("hotel occupancy rate") that no cited
    page prints under a label sharing a word with the question: "2.0%" printed as "VIP table games win
    %" answers another question. Measures of the table are judged by `unlabelled_figures`; names
    (companies, segments) count as words, so a segment's row answers a question naming the segment."""
    if any(m.kind == "amount" for m in asked(question)):
        return []
    named = {  # words of four letters or more, and acronyms ("HRB", "VAT")
        w.lower()[:5]
        for w in _WORD.findall(question)
        if (len(w) > 3 or (len(w) > 1 and w.isupper()))
        and w.lower() not in _NO_MEASURE_WORDS
        and not _MONTH_WORDS.match(w)
    }
    problems = []
    for value in new_figures(question, answer):
        labels = [label for page in pages for label in figure_labels(page, value)]
        words = {w.lower()[:5] for label in labels for w in _WORD.findall(_OWNER_TAIL.sub("", label))}
        if labels and (not words & named - _KIND_WORDS or _other_side(named, words)):
            problems.append(f"{value:g} (printed as: {_printed_as(labels)})")
    return problems


# the two sides of an income statement: a figure under one side answers nothing asked of the other
# ("Revenues | Rooms | 897,943" is no rooms expense)
_INCOME_SIDES = (frozenset({"reven", "sales", "incom"}), frozenset({"expen", "cost", "costs"}))


def _other_side(asked_words: set[str], label_words: set[str]) -> bool:
    """Whether the question asks one side of the income statement and the label names only the other."""
    return any(
        asked_words & side and not label_words & side and label_words & other
        for side, other in (_INCOME_SIDES, _INCOME_SIDES[::-1])
    )


def _titled(question: str, value: float | datetime.date, wanted: list[Measure], pages: list[str]) -> bool:
    """Whether a page prints `value` in a row whose label names something the question names, in a table
    whose title names the measure: "Regional Operations | … | 3,815,885" under "SUPPLEMENTAL DATA – NET
    REVENUES" answers Regional Operations' net revenues (a segment row under another segment's name, or
    under a title naming another measure, does not)."""
    named = {w.lower()[:5] for w in _WORD.findall(question) if len(w) > 2}
    for page in pages:
        lines = page.splitlines()
        for row, cell in _places(page, value):
            label = _OWNER_TAIL.sub("", labels_at(lines, row, cell))
            own = {w.lower()[:5] for w in _WORD.findall(label) if len(w) > 2}
            title = table_title(lines, row)
            if own & named and title and any(_labels(m, title, question) for m in wanted):
                return True
    return False


# the roles a document gives its parties: "The Borrower" names no one ("Who guarantees the note?")
ROLE_WORDS = {
    "borrower",
    "lender",
    "holder",
    "guarantor",
    "buyer",
    "seller",
    "customer",
    "client",
    "vendor",
    "supplier",
    "tenant",
    "landlord",
    "owner",
    "appraiser",
    "agent",
    "party",
    "parties",
    "payee",
    "payer",
    "signor",  # "co-signor": a word ends at a hyphen
    "signer",
    "cosigner",
    "signatory",
    "notary",
    "broker",
}


def _roles(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)} & ROLE_WORDS


_NEW_NAME = re.compile(r"\b[A-Z][a-z]{2,}\b")


def other_party_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures and capitalized words of `answer` (not in the question) printed only in blocks (paragraphs)
    that name another party than the one the question asks about: the Lender's ZIP code "77407" or city
    "Richmond" in "Rick Gray / Richmond, TX 77407 / (Hereinafter referred to as the Lender)", asked the
    Borrower's. A block naming no party, or the party asked, is left alone."""
    asked = _roles(question)
    if not asked:
        return []
    blocks = [b for page in pages for b in re.split(r"\n\s*\n", page)]
    places: list[tuple[str, list[str]]] = [
        (f"{value:g}", [b for b in blocks if any(_same(value, v) for v in numbers_in(b))])
        for value in new_figures(question, answer)
    ]
    places += [  # a place name or party the answer adds ("Richmond, TX" asked where the Borrower is)
        (word, [b for b in blocks if re.search(rf"\b{re.escape(word)}\b", b)])
        for word in dict.fromkeys(_NEW_NAME.findall(answer))
        if word.lower() not in question.lower() and word.lower() not in ROLE_WORDS
    ]
    problems = []
    for shown, holding in places:
        named = [_roles(b) for b in holding]
        if holding and all(roles and not roles & asked for roles in named):
            others = sorted(set().union(*named))
            problems.append(f"{shown} (printed for: {', '.join(others)})")
    return problems


# a question asking one member's own share of a whole ("What does U.S. Bank hold individually?")
_OWN_SHARE = re.compile(r"\b(?:individually|by itself|on its own|each individual)\b", re.IGNORECASE)
# the member the question names: capitalized words up to an institution's word ("JPMorgan Chase Bank")
_MEMBER = re.compile(
    r"((?:[A-Z][\w.&'’-]*\s+){1,4})(?:Bank|Association|Fund|Trust|LLC|Inc\b|N\.A\.|Ltd|plc|PLC|GmbH|AG\b)"
)


def shared_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` printed only on lines that do not name the organization whose own share the
    question asks: the facility's "$1.25 billion" in a sentence naming only the borrower, asked what
    JPMorgan Chase Bank commits individually. A question naming no organization is left alone."""
    if not _OWN_SHARE.search(question):
        return []
    names = [m.group(1).split()[:2] for m in _MEMBER.finditer(question)]
    if not names:
        return []
    problems = []
    for value in new_figures(question, answer):
        holding = [page.splitlines()[row] for page in pages for row, _ in _places(page, value)]
        named = [line for line in holding if any(" ".join(name) in " ".join(line.split()) for name in names)]
        if holding and not named:
            problems.append(f"{value:g} (printed without {' '.join(names[0])})")
    return problems


_GRID_HEADER = re.compile(r"\bsubject\b.*\|.*\bcomparable\b", re.IGNORECASE)
# a block a photo addendum prints per comparable ("Comparable Sale 5", its address, "Sale Price: | 550000"),
# up to the next blank line
_COMPARABLE_BLOCK = re.compile(
    r"^\s*comparable\s+(?:sale|rental|listing)?\s*(?:no\.?|#)?\s*(\d+)\b", re.IGNORECASE
)


_RECONCILIATION = re.compile(r"\bindicated value by\b", re.IGNORECASE)
_DASH = re.compile(r"\s*[—–-]?\s*")


def _blank_subject(line: str) -> bool:
    """Whether a grid row leaves the subject's cell blank or dashed before a comparable's figure ("Water
    Features | — | — | — | Inground Pool | ($12,000)"): its first figure is then no figure of the subject."""
    cells = line.split("|")
    return len(cells) > 2 and _DASH.fullmatch(cells[1]) is not None and bool(numbers_in("|".join(cells[2:])))


def comparable_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` that an appraisal's comparable grid ("ITEM | SUBJECT | COMPARABLE No. 4 | …")
    prints only after the first figure of their row, i.e. for a comparable, when the question does not
    ask about a comparable: the comparable's rent is not the subject's."""
    if re.search(r"\bcomparables?\b|\bcomps?\b", question, re.IGNORECASE):
        return []
    problems = []
    for value in new_figures(question, answer):
        places = []  # per line printing the value: whether it prints it for a comparable
        for page in pages:
            in_grid = in_block = False
            for line in page.splitlines():
                # the form's reconciliation ("Indicated Value by: Sales Comparison Approach $ 625000 | Cost
                # Approach $ 627300") follows the grid and states the subject's values
                in_grid = (in_grid or bool(_GRID_HEADER.search(line))) and not _RECONCILIATION.search(line)
                in_block = bool(_COMPARABLE_BLOCK.match(line)) or (in_block and bool(line.strip()))
                figures = numbers_in(line)
                if any(_same(value, v) for v in figures):
                    after = not _same(value, figures[0]) or _blank_subject(line)
                    places.append(in_block or (in_grid and after))
        if places and all(places):
            problems.append(f"{value:g} (printed for a comparable, not the subject)")
    return problems


# a comparable grid's address row ("Property Address | 123 Falling Tree Ct | 241 Rapid Creek Ln | …"), and a
# comparable a question names by number ("comparable #1", "Comp 2", "Comparable No. 3"; the subject's column
# comes first)
_ADDRESS_ROW = re.compile(r"^\s*(?:subject\s+)?(?:property\s+)?address\s*\|", re.IGNORECASE)
_COMPARABLE_NUMBER = re.compile(r"\b(?:comparable|comp)\s*(?:sale\s*)?(?:no\.?|#)?\s*(\d)\b", re.IGNORECASE)
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
_ORDINAL_COMPARABLE = re.compile(rf"\b({'|'.join(ORDINALS)})\s+(?:comparable|comp)\b", re.IGNORECASE)


def comparable_asked(question: str) -> int | None:
    """The number of the comparable a question names ("comparable #1", "Comp 2", "the sixth comparable
    slot"), else None."""
    if number := _COMPARABLE_NUMBER.search(question):
        return int(number.group(1))
    ordinal = _ORDINAL_COMPARABLE.search(question)
    return ORDINALS.index(ordinal.group(1).lower()) + 1 if ordinal else None


def _named_column(question: str, cells: list[str]) -> int | None:
    """The column of an address row (`cells`: its label, the subject, the comparables) of the comparable the
    question names by address, else by number; None when it names none (the subject's figures are
    checked by `comparable_figures`)."""
    asked = question.lower()
    named = [n for n, cell in enumerate(cells) if n > 1 and len(cell) > 5 and cell.lower() in asked]
    number = comparable_asked(question)
    return named[0] if named else 1 + number if number else None


def comparable_block_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` printed only in a photo addendum's blocks of comparables other than the one the
    question names ("the sixth comparable slot" answered with comparable 5's "Prox. to Subject | 0.25
    miles NE"; comparable 6's block prints its labels and no values)."""
    number = comparable_asked(question)
    if number is None:
        return []
    problems = []
    for value in new_figures(question, answer):
        blocks = []  # per line printing the value: the comparable block it is in, or None
        for page in pages:
            block = None
            for line in page.splitlines():
                match = _COMPARABLE_BLOCK.match(line)
                block = int(match.group(1)) if match else block if line.strip() else None
                if any(_same(value, v) for v in numbers_in(line)):
                    blocks.append(block)
        if blocks and all(b is not None and b != number for b in blocks):
            problems.append(f"{value:g} (printed for comparable {blocks[0]}, not comparable {number})")
    return problems


def comparable_column_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` that no row of an appraisal's comparable grid prints in the column of the
    comparable the question names. A row with fewer cells than the address row tells no
    column: the form drops the subject's blank cell ("Sale Price | $460,000 | $450,000 | $520,000" under
    four addresses), so its second figure is comparable 2's, not comparable 1's."""
    problems = []
    for value in new_figures(question, answer):
        places = []  # per grid row printing the value: whether in the named column
        for page in pages:
            grid: tuple[int, int] | None = None  # the address row's width and the named column
            for line in page.splitlines():
                cells = [cell.strip() for cell in line.split("|")]
                if _ADDRESS_ROW.match(line) and len(cells) >= 3:
                    column = _named_column(question, cells)
                    grid = None if column is None else (len(cells), column)
                elif grid is not None and len(cells) >= 3 and any(_same(value, v) for v in numbers_in(line)):
                    width, column = grid
                    places.append(
                        len(cells) == width
                        and column < width
                        and any(_same(value, v) for v in numbers_in(cells[column]))
                    )
        if places and not any(places):
            problems.append(f"{value:g} (not in the named comparable's column of the grid)")
    return problems


_SEGMENT_TITLE = re.compile(r"\b(?:segments?|divisions?)\b", re.IGNORECASE)


_BY_SEGMENT = re.compile(r"\bby\s+(?:reportable\s+|operating\s+)?(?:segments?|divisions?)\b", re.IGNORECASE)


def _segment_title(lines: list[str], row: int) -> str:
    """The segment a table row is printed under ("Rigid Packaging Segment"), else "" (also for a table
    of all segments, "Revenue by reportable segment", whose total is the company's)."""
    title = table_title(lines, row, past_blank=True)
    return title if _SEGMENT_TITLE.search(title) and not _BY_SEGMENT.search(title) else ""


_SEGMENT_NAME = re.compile(r"((?:[A-Z][\w&'’-]*\s+)+)(?i:segments?|divisions?)\b")


def _segment_name(title: str) -> str:
    """The segment's name in a table title: the capitalized words before "segment" ("Rigid Packaging" in
    "Rigid Packaging Segment", "International" in "Selected financial data for the International segment
    was as follows"), else the title without that word."""
    match = _SEGMENT_NAME.search(title)
    return match.group(1) if match else _SEGMENT_TITLE.sub("", title)


PART_LOOKBACK = 6  # lines above a part's subtotal that may name the part ("--- Non Food ---")


def _whole_below(lines: list[str], row: int, value: float, question: str) -> bool:
    """Whether a later line of the page repeats the label of `lines[row]` (its first cell's words) with
    another figure, and the lines just above the row name nothing the question names: the row is then
    a part's (a section's "Subtotal $ 112.00" above the invoice's "Subtotal | $ 262.90")."""
    label = _label_words(lines[row].split("|")[0]).lower()
    if not label:
        return False
    later = [
        line
        for line in lines[row + 1 :]
        if _label_words(line.split("|")[0]).lower() == label and numbers_in(line)
    ]
    if not later or any(_same(value, v) for line in later for v in numbers_in(line)):
        return False
    above = " ".join(lines[max(0, row - PART_LOOKBACK) : row]).lower()
    named = (
        {w.lower() for w in _WORD.findall(question) if len(w) > 3} - set(label.split()) - _NO_MEASURE_WORDS
    )
    return not any(re.search(rf"\b{re.escape(w)}\b", above) for w in named)


def part_total_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` for a subtotal or total asked, printed only on lines whose label a later line
    of the page repeats with another figure (`_whole_below`): a part's, not the document's."""
    if not any(m.name in ("subtotal", "total") for m in asked(question)):
        return []
    problems = []
    for value in new_figures(question, answer):
        places = list(cells_printing(value, pages))
        if places and all(_whole_below(lines, row, value, question) for _, lines, row, _ in places):
            problems.append(f"{value:g} (a later line of its page prints the same label's whole)")
    return problems


# a rate per unit the question asks ("the per-GB storage rate", "price per square foot"); per share has
# its own labels (a statement's "Diluted" row under "Net income per share:"), and a rate per year or cent
# is no unit
_PER_UNIT = re.compile(
    r"\bper[\s-]+(?:preferred|ordinary|common|class\s+\w+)\s+(share)s?\b"  # a class's share: no EPS row
    r"|\bper[\s-]+(?!(?:cent|annum|year|share|the|its|their|his|her|our|a|an|this|that|these|those)\b)"
    r"([^\W\d_]+)|\b(hour)ly\b",  # "the hourly rate": a rate per hour
    re.IGNORECASE,
)
_RATE_WORDS = re.compile(r"\bper\b|/|\beach\b|\bunit\b|\brate\b|\bprice\b|@|\bea\b", re.IGNORECASE)


def total_for_rate_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` for a rate per unit the question asks, printed only where neither the line,
    its label nor its column header names a rate or that unit: "Amazon Glacier | $2.22" is the service's
    charge, not its rate per GB."""
    per = _PER_UNIT.search(question)
    if per is None:
        return []
    unit = next(g for g in per.groups() if g).lower()[:4]
    problems = []
    for value in new_figures(question, answer):
        labels, texts = _printed_contexts(pages, value)
        if texts and not any(
            _RATE_WORDS.search(text) or unit in {w.lower()[:4] for w in _WORD.findall(text)} for text in texts
        ):
            problems.append(f"{_shown(value)} (printed as: {_printed_as(labels)})")
    return problems


def _printed_contexts(pages: list[str], value: float) -> tuple[list[str], list[str]]:
    """Per place the pages print `value`: its label, and its line with that label and its column header."""
    places = [(page.splitlines(), row, cell) for page in pages for row, cell in _places(page, value)]
    labels = [labels_at(lines, row, cell) for lines, row, cell in places]
    texts = [
        f"{lines[row]} {label} {_column_header(lines, row, cell)}"
        for (lines, row, cell), label in zip(places, labels, strict=True)
    ]
    return labels, texts


def _printed_as(labels: list[str]) -> str:
    """The labels a figure is printed under, for a refusal ("Amazon Glacier; (no label)")."""
    return "; ".join(dict.fromkeys(label or "(no label)" for label in labels))[:120]


# a combination the question asks ("across the term and revolving facilities together", "combined") and the
# words of a line printing one (a total, an aggregate, a sum)
_COMBINED_ASKED = re.compile(
    r"\b(?:combined|together|altogether|in (?:the )?aggregate|in total|taken as a whole)\b", re.IGNORECASE
)
_COMBINED_PRINTED = re.compile(r"\b(?:total\w*|aggregate\w*|combined|together|sum|all)\b", re.IGNORECASE)


# the parts a combination names: "the combined square footage of living area, enclosed patio and garage on …"
_COMBINED_PARTS = re.compile(
    r"\bof\s+(?:the\s+)?([^?]+?,[^?]+?\band\s[^?]+?)(?=\s+(?:on|in|at|for|from|under|across|shown)\b|\?|$)",
    re.IGNORECASE,
)


def _one_part(question: str, label: str) -> bool:
    """Whether `label` names exactly one of the parts the question's combination lists (a total's
    "Total Living Area" among "living area, enclosed patio and garage": one part's total)."""
    match = _COMBINED_PARTS.search(question)
    if not match:
        return False
    parts = [p for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", match.group(1)) if p.strip()]
    stems = {w.lower()[:4] for w in _WORD.findall(label)}
    return len(parts) > 1 and sum(bool(stems & {w.lower()[:4] for w in _WORD.findall(p)}) for p in parts) == 1


def combined_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """The one figure of an answer to a question asking a combination ("what commitment do the HPS
    Lenders hold across the term and revolving facilities together?"), when every line printing it, with
    its label and column header, names no total, aggregate or sum ("HPS Lenders | $23,000,000.00" is
    one facility's part), or names one of the parts the question lists ("Total Living Area" asked the
    combined area of living area, patio and garage). An answer computing the combination states its
    operands and is checked as one."""
    figures = new_figures(question, answer)
    if not _COMBINED_ASKED.search(question) or len(figures) != 1:
        return []
    labels, texts = _printed_contexts(pages, figures[0])
    if texts and not any(_COMBINED_PRINTED.search(text) for text in texts):
        return [f"{_shown(figures[0])} (printed as: {_printed_as(labels)})"]
    if labels and all(_one_part(question, label) for label in labels):
        return [f"{_shown(figures[0])} (printed as one part's: {_printed_as(labels)})"]
    return []


# the rate bases a credit agreement prices its loans on, each with the words naming it: a question naming
# one asks that basis's margin or rate ("with respect to ABR Loans, 5.25%"), not the other's (6.25% for
# SOFR Loans, printed beside it)
_RATE_BASES = (
    (
        "base rate",
        re.compile(r"\bABR\b|\bbase\s+rate\b|\balternate\s+base\b|\bprime\s+rate\b", re.IGNORECASE),
    ),
    (
        "benchmark",
        re.compile(r"\bSOFR\b|\bEurodollar\b|\bLIBOR\b|\bEURIBOR\b|\bSONIA\b|\bterm\s+benchmark\b", re.I),
    ),
)


def _bases_in(text: str) -> list[tuple[int, str]]:
    """The rate bases `text` names, as (end offset, basis) in order."""
    return sorted((m.end(), basis) for basis, words in _RATE_BASES for m in words.finditer(text))


def _figure_basis(lines: list[str], row: int, cell: int, value: float) -> str | None:
    """The rate basis a printed figure belongs to: the last basis its line names before it (in prose, else
    the line above's last), else its column header's; None when nothing names one."""
    cells = lines[row].split("|")
    at = next((start for start, figure in figures_at(cells[cell]) if _same(value, figure)), 0)
    if named := _bases_in("|".join([*cells[:cell], cells[cell][:at]])):
        return named[-1][1]
    if len(cells) == 1 and row > 0 and (above := _bases_in(lines[row - 1])):
        return above[-1][1]
    header = _bases_in(_column_header(lines, row, cell)) if len(cells) > 1 else []
    return header[-1][1] if len({b for _, b in header}) == 1 else None


def other_basis_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` printed only for another rate basis than the one the question names: "What
    margin applies to ABR borrowings …?" answered 6.25%, printed "with respect to SOFR Loans, 6.25% per
    annum, and … ABR Loans, 5.25%". Places whose basis no word names do not count; a figure is judged only
    where some place names one, and never for a question naming both bases or none."""
    asked = {basis for _, basis in _bases_in(question)}
    if len(asked) != 1:
        return []
    problems = []
    for value in new_figures(question, answer):
        places = cells_printing(value, pages)
        bases = {b for _, lines, row, cell in places if (b := _figure_basis(lines, row, cell, value))}
        if bases and not bases & asked:
            problems.append(f"{value:g} (printed for the {' and '.join(sorted(bases))} basis)")
    return problems


# a flow the question asks of an item ("additions to property and equipment", "proceeds from the sale of"):
# the item's balance ("Property and equipment, net | 2,305") is another figure
_FLOW_ASKED = re.compile(
    r"\b(additions?|purchases?|acquisitions?|payments?|proceeds|repayments?|issuances?|disposals?|sales?)"
    r"\s+(?:to|of|for|from|on)\b",
    re.IGNORECASE,
)


def balance_for_flow_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` for a flow the question asks of an item ("Best Buy's additions to property and
    equipment"), printed only under labels that do not name the flow: the item's balance, "Property and
    equipment, net | 2,305", is no addition to it."""
    flow = _FLOW_ASKED.search(question)
    if flow is None:
        return []
    stem = flow.group(1).lower()[:5]
    problems = []
    for value in new_figures(question, answer):
        labels, texts = _printed_contexts(pages, value)
        if texts and not any(stem in {w.lower()[:5] for w in _WORD.findall(text)} for text in texts):
            problems.append(f"{_shown(value)} (printed as: {_printed_as(labels)})")
    return problems


def segment_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` printed only in tables titled by a segment ("Rigid Packaging Segment") the
    question does not name: a segment's net sales are not the company's."""
    asked = {w.lower()[:5] for w in _WORD.findall(question)}
    problems = []
    for value in new_figures(question, answer):
        titles = [_segment_title(lines, row) for _, lines, row, _ in cells_printing(value, pages)]
        named = {t: {w.lower()[:5] for w in _WORD.findall(_segment_name(t))} for t in titles if t}
        unnamed = {t for t, words in named.items() if not words <= asked}
        if titles and all(titles) and len(unnamed) == len(set(titles)):
            problems.append(f"{value:g} (printed under {'; '.join(sorted(unnamed))})")
    return problems


# a table title naming the part of the company its rows are for: "The following table shows key gaming
# statistics for Regional Operations:"
_TITLED_FOR = re.compile(r"\bfor\s+(?:the\s+)?((?:[A-Z][\w&'’-]*\s*){1,5}):?\s*$")


def _title_part(lines: list[str], row: int) -> set[str]:
    """The words of the part a table row's title says the table is for ({"regional", "operations"}), else
    an empty set."""
    match = _TITLED_FOR.search(table_title(lines, row, past_blank=True, past_word=True))
    return {w.lower() for w in _WORD.findall(match.group(1))} if match else set()


def other_part_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` printed only in tables whose titles say they are for a part of the company
    ("… statistics for Regional Operations:") that shares no word with the question: "How did the casino
    operator's Macau slots perform on win percentage?" answered from the regional table's "Slots win %"."""
    asked = {w.lower().removesuffix("'s").removesuffix("’s") for w in _WORD.findall(question)}
    problems = []
    for value in new_figures(question, answer):
        parts = [_title_part(lines, row) for _, lines, row, _ in cells_printing(value, pages)]
        if parts and all(part and not part & asked for part in parts):
            problems.append(f"{_shown(value)} (printed for {' '.join(sorted(parts[0]))})")
    return problems


_PLAN_ASKED = re.compile(r"\bplan(?:s|ned|ning)? to\b|\bwill\b", re.IGNORECASE)  # a question asking a plan
_BULLET_LINE = re.compile(r"^\s*[•●▪◦]")
# a question's proper name: a capitalized word not opening the question ("Macau", "Cotai")
_PROPER_NAME = re.compile(r"(?<=\s)[A-Z][a-z]{2,}\b")


def _section_heads(lines: list[str]) -> list[int]:
    """Rows of a release's section headings: a short line of capitalized words without figures or cells
    whose next printed line is a bullet ("Regional Operations" over "• | Net revenues of $991 million")."""
    heads = []
    for row, line in enumerate(lines):
        words = line.split()
        after = next((x for x in lines[row + 1 :] if x.strip()), "")
        if (
            0 < len(words) <= 6
            and all(w[:1].isupper() or not w[:1].isalpha() for w in words)
            and not re.search(r"[\d|:;.,]", line)
            and _BULLET_LINE.match(after)
        ):
            heads.append(row)
    return heads


def other_section_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` printed only in a release's bulleted section whose text does not print a name
    the question asks about, when another part of the page does ("For Macau specifically, what margin…"
    answered from the "Regional Operations" bullets; Macau is printed under "MGM China"). Names the
    page prints before its first section (the company's) are the whole page's."""
    names = {w for w in _PROPER_NAME.findall(question) if not _MONTH_WORDS.match(w)}
    problems = []
    for value in new_figures(question, answer):
        sections: list[tuple[str, set[str]]] = []
        for page in pages:
            lines = page.splitlines()
            heads = _section_heads(lines)
            if not heads:
                continue
            intro = " ".join(lines[: heads[0]])
            for start, end in zip(heads, [*heads[1:], len(lines)], strict=True):
                if any(_prints(line, value, 1) for line in lines[start:end]):
                    text = " ".join(lines[start:end])
                    elsewhere = " ".join(lines[:start] + lines[end:])
                    missing = {
                        n
                        for n in names
                        if re.search(rf"\b{n}\b", elsewhere)
                        and not re.search(rf"\b{n}\b", text)
                        and not re.search(rf"\b{n}\b", intro)
                    }
                    sections.append((lines[start].strip(), missing))
        if sections and all(missing for _, missing in sections):
            head, missing = sections[0]
            problems.append(
                f"{value:g} (printed under {head!r}, which does not name {', '.join(sorted(missing))})"
            )
    return problems


SHARE_ASKED = re.compile(r"\b(?:percentage|percent|share|portion|proportion|fraction)\s+of\b", re.IGNORECASE)
_CHANGE_ASKED = re.compile(
    r"\b(?:increase|decrease|grow|growth|grew|chang|rise|rose|fell|declin)", re.IGNORECASE
)
_CHANGE_BEFORE = re.compile(
    r"\b(?:increas\w*|decreas\w*|gr[eo]w\w*|rose|rise[sn]?|fell|declin\w*|up|down|changed?|improved?)"
    r"(?:\s+by|\s+of)?\s*$",
    re.IGNORECASE,
)


def change_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Percentages of `answer` that the cited pages print only as a change ("increased 15.6%") when the
    question asks for a share ("what percentage of net sales came from e-commerce"): a growth rate is
    no share."""
    if not SHARE_ASKED.search(question) or _CHANGE_ASKED.search(question):
        return []
    problems = []
    for value, _ in percents_in(answer):
        befores = [
            page[:start][-40:]
            for page in pages
            for printed, start in percents_in(page)
            if _same(value, printed)
        ]
        if befores and all(_CHANGE_BEFORE.search(" ".join(b.split())) for b in befores):
            problems.append(f"{value:g}% (printed as a change, not a share)")
    return problems


_TAX_LABEL = re.compile(_BY_NAME["tax"].printed, re.IGNORECASE)


def tax_rate_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Percentages of `answer` that the cited pages print only under a tax label ("BTW 21%") when the
    question asks for a share ("what share of the VAT-inclusive total went to the Nintendo handheld, its
    charger and the racing game?"): a tax rate is no share of a total."""
    if not SHARE_ASKED.search(question):
        return []
    problems = []
    for value, _ in percents_in(answer):
        labels = [label for page in pages for label in figure_labels(page, value)]
        if labels and all(_TAX_LABEL.search(label) for label in labels):
            problems.append(f"{value:g}% (printed as a tax rate, not a share)")
    return problems


# words stating a change downward or upward
_DOWNWARD = (
    r"\b(?:cut|cuts|reduc\w*|lower(?:ed)?|decreas\w*|declin\w*|fell|fall(?:en|s)?|dropp?\w*|shr[ai]nk\w*"
    r"|trimm?\w*)\b"
)
_UPWARD = r"\b(?:rais\w*|increas\w*|rose|rise[sn]?|gr[eo]w\w*|boost\w*|lift\w*|higher)\b"


def contrary_change_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Percentages of `answer` that the cited pages print only as a change the other way than the one
    the question states ("By how much was the implied core EPS cut?" answered from "a 7 percent
    increase"): the question's premise is false, and the figure answers another question."""
    down, up = (re.search(words, question, re.IGNORECASE) is not None for words in (_DOWNWARD, _UPWARD))
    if down == up:
        return []
    asked, other = (_DOWNWARD, _UPWARD) if down else (_UPWARD, _DOWNWARD)
    problems = []
    for value, _ in percents_in(answer):
        near = [
            page[max(0, start - 30) : start + 25]
            for page in pages
            for printed, start in percents_in(page)
            if _same(value, printed)
        ]
        if near and all(re.search(other, n, re.I) and not re.search(asked, n, re.I) for n in near):
            problems.append(f"{value:g}% (printed as a change the other way)")
    return problems


_FORECAST = re.compile(
    r"\b(?:guid(?:ance|ed?|es|ing)|outlook|forecast\w*|expect\w*|anticipat\w*|impl(?:y|ies|ied)"
    r"|project(?:s|ed|ing|ions?)|target\w*)\b",
    re.IGNORECASE,
)


_RANGE = re.compile(  # a span of time ("60 to 180 days" of exposure) is no outlook
    r"(?<![\d.,])([\d.,]*\d)\s*(?:[mb]illion)?\s+to\s+\$?\s*([\d.,]*\d)(?![\d.,])(?!\s*(?:days?|weeks?|months?|years?)\b)"
    r"|^\s*\$?\s*([\d.,]*\d)\s*[-–]\s*\$?\s*([\d.,]*\d)\s*%?\s*$"  # a cell of its own: "| 20-30 |"
)


def _range_end(value: float, line: str) -> bool:
    """Whether `line` prints `value` as an end of a range ("$850 million to $950 million"); "fiscal 2023
    to 49.0 cents" is no range (a year opens it)."""
    for match in (m for text in [line, *line.split("|")] for m in _RANGE.finditer(text)):
        ends = [end for end in match.groups() if end is not None]
        low, high = (parse_number(end) for end in ends)
        if not re.fullmatch(r"(?:19|20)\d\d", ends[0]) and any(
            end is not None and (_same(value, end) or _same(value, end * 1e6) or _same(value, end * 1e9))
            for end in (low, high)
        ):
            return True
    return False


_BULLET_LINE = re.compile(r"^\s*[•●▪◦]")
LIST_LOOKBACK = 8  # lines above a bullet that may introduce its list ("… continues to expect:")


def _list_lead(lines: list[str], row: int) -> str:
    """The line ending with a colon that introduces the bulleted list line `row` opens, else ""."""
    if not _BULLET_LINE.match(lines[row]):
        return ""
    for up in range(row - 1, max(-1, row - 1 - LIST_LOOKBACK), -1):
        line = lines[up].strip()
        if line.endswith(":") and "|" not in line:
            return line
    return ""


Place = tuple[list[str], int]  # a page's lines and the row printing a figure


def _figure_places(question: str, answer: str, pages: list[str]) -> Iterator[tuple[float, list[Place]]]:
    """Each figure of `answer` the question does not print, with the rows of `pages` printing it (at the
    page's declared unit), when any does."""
    scaled = [(page.splitlines(), statement_scale(page)) for page in pages]
    for value in new_figures(question, answer):
        places = [
            (page_lines, row)
            for page_lines, scale in scaled
            for row, line in enumerate(page_lines)
            if _prints(line, value, scale)
        ]
        if places:
            yield value, places


def _forecasts(value: float, place: Place, lookback: int = 0) -> bool:
    """Whether the row (with `lookback` lines above it), its table's title or its bullet list's lead names
    a forecast, or the row prints `value` as an end of a range."""
    lines, row = place
    above = " ".join(lines[max(0, row - lookback) : row + 1])
    return bool(
        _FORECAST.search(f"{above} {table_title(lines, row)} {_list_lead(lines, row)}")
        or _range_end(value, lines[row])
    )


def forecast_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` printed only on lines that forecast ("the guidance above imply 2023 core EPS of
    $7.27") or give a range ("approximately $850 million to $950 million": an outlook's bullet under
    its heading; a bullet under "the Company continues to expect:"), when the question does not ask for a
    forecast: a forecast is no reported figure."""
    if _FORECAST.search(question) or _PLAN_ASKED.search(question):
        return []
    return [
        f"{value:g} (printed as a forecast or range: {places[0][0][places[0][1]][:100]})"
        for value, places in _figure_places(question, answer, pages)
        if all(_forecasts(value, place) for place in places)
    ]


# a date a clause sets as a limit ("demand shall not be made before the 12TH day of FEBRUARY 2026"): no
# event happened on it
_LIMIT_BEFORE = re.compile(
    r"\b(?:not|never)\b[^.;]{0,40}\b(?:before|earlier than|prior to)\s+(?:the\s+)?$"
    r"|\bno (?:earlier|sooner) than\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_EVENT_ASKED = re.compile(r"\b(?:on )?what date (?:was|were|did)\b|\bwhen (?:was|were|did)\b", re.IGNORECASE)


def limit_dates(question: str, answer: str, pages: list[str]) -> list[str]:
    """Dates of `answer` that the pages print only as a limit ("shall not be made before …"), when the
    question asks when something happened ("on what date was that demand made?"): a limit dates no event."""
    if not _EVENT_ASKED.search(question):
        return []
    problems = []
    for day in [d for d in dates_in(answer) if d not in dates_in(question)]:
        befores = [before for page in pages for before, d in dates_in_context(page) if d == day]
        if befores and all(_LIMIT_BEFORE.search(before[-80:]) for before in befores):
            problems.append(f"{day.isoformat()} (printed as a limit: …{befores[0][-50:].strip()})")
    return problems


# the value a change replaced, asked ("the payment term before it changed", "the previous margin")
_BEFORE_CHANGE_ASKED = re.compile(
    r"\bbefore\b[^?]*\b(?:chang|amend|extend|increas|decreas|replac|revis|rais|lower|reduc)\w*"
    r"|\b(?:previous|former|old)\s+(?:\w+\s+)?(?:terms?|rates?|dates?|prices?|limits?|margins?|fees?)\b",
    re.IGNORECASE,
)
_CHANGED_TO = (
    r"\b(?:changed|increased|decreased|reduced|raised|lowered|extended|amended|revised)"
    r"\s+(?:\w+\s+){0,2}to\s+"
)


def changed_to_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` the pages print as what a change set ("our payment term has changed to 15
    days"), when the question asks the value before the change: the new value is not the old one."""
    if not _BEFORE_CHANGE_ASKED.search(question):
        return []
    text = " ".join(pages)
    changed = [value for value in new_figures(question, answer) if _changed_to(value, text)]
    return [f"{value:g} (printed as the value the change set)" for value in changed]


def _changed_to(value: float, text: str) -> bool:
    """Whether `text` prints `value` right after a change's "… changed to"."""
    figures = re.finditer(_CHANGED_TO + r"([$€£]?\s?\d[\d,.]*)", text, re.IGNORECASE)
    return any(_prints(match.group(1), value, 1) for match in figures)


# the amount of a change asked ("By what amount did the extension raise the commitments?")
_CHANGE_AMOUNT_ASKED = re.compile(
    r"\bby (?:what amount|how much|how many)\b"
    r"|\bhow much did\b[^?]*\b(?:increas|decreas|rais|rise|rose|gr[eo]w|declin|fall|fell|drop|chang)"
    r"|\bhow much (?:additional|more|extra)\b",
    re.IGNORECASE,
)
_CHANGE_WORD = re.compile(
    r"\b(?:increas|decreas|rais|rise|rose|gr[eo]w|gain|declin|fell|fall|drop|chang|up|down|higher|lower"
    r"|more|less|improv|reduc|variance|differen)",
    re.IGNORECASE,
)


# a value asked in the property's present state ("the 'as is' market value"), and the states that are not it
_AS_IS_ASKED = re.compile(r"\bas[\s-]+is\b", re.IGNORECASE)
_OTHER_STATE = re.compile(
    r"\bsubject\s+to\s+(?:repairs?|completion|alterations?|inspection)\b|\bas\s+(?:stabilized|completed?)\b"
    r"|\bprospective\b|\bhypothetical\b|\bupon\s+completion\b",
    re.IGNORECASE,
)


def other_state_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` printed only on lines valuing another state than the "as is" one the question
    asks ("Opinion of Market Value | $491,000 | Market Value Condition | Subject to Repair")."""
    if not _AS_IS_ASKED.search(question):
        return []
    problems = []
    for value in new_figures(question, answer):
        lines = [page.splitlines()[row] for page in pages for row, _ in _places(page, value)]
        if lines and all(_OTHER_STATE.search(line) and not _AS_IS_ASKED.search(line) for line in lines):
            problems.append(f"{value:g} (printed as: {lines[0][:100]})")
    return problems


def level_for_change_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` printed only as a level ("$3.0 billion Revolving Credit Agreement") when the
    question asks the amount of a change: no line or column printing them names a change. /ask quotes
    printed figures, so a change it answers is one the pages print as a change."""
    if not _CHANGE_AMOUNT_ASKED.search(question):
        return []
    problems = []
    for value in new_figures(question, answer):
        places = [(page.splitlines(), row, cell) for page in pages for row, cell in _places(page, value)]
        if places and not any(
            _CHANGE_WORD.search(lines[row]) or _CHANGE_WORD.search(labels_at(lines, row, cell))
            for lines, row, cell in places
        ):
            problems.append(f"{value:g} (printed as a level)")
    return problems


# a forecast asked by name ("does MGM forecast", "the guidance implies"); "expected" or "target" also
# ask reported figures ("the expected maturity", "the target's revenue")
_FORECAST_ASKED = re.compile(
    r"\b(?:guid(?:ance|ed?|es|ing)|outlook|forecast\w*|project(?:s|ed|ing|ions?)|impl(?:y|ies|ied))\b"
    r"|\b(?:do|does|did|will|would)\s+(?:\w+\s+){1,2}project\b"  # "does the appraiser project"
    r"|\b(?:over|in|for|during) the (?:coming|next|following|upcoming) (?:year|quarter|months?|\d+ months)\b"
    r"|\b(?:\d+|one|twelve)[\s-](?:months?|years?)[\s-]forward\b"  # "its 12-month-forward value"
    r"|\bwill\b[^?]*\b(?:this|next) (?:fiscal )?(?:year|quarter)\b",  # "how many will it add this year"
    re.IGNORECASE,
)
FORECAST_LOOKBACK = 3  # lines above a figure that may name its forecast ("Outlook" over its bullets)


def reported_for_forecast(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` printed only on lines that forecast nothing, when the question asks a forecast:
    a reported figure ("Las Vegas Strip Resorts Adjusted Property EBITDAR | 877,052" for the quarter) is
    no forecast."""
    if not _FORECAST_ASKED.search(question):
        return []
    return [
        f"{value:g} (printed as a reported figure: {places[0][0][places[0][1]][:100]})"
        for value, places in _figure_places(question, answer, pages)
        if not any(_forecasts(value, place, FORECAST_LOOKBACK) for place in places)
    ]


Column = tuple[set[int], bool, set[datetime.date]]  # a column header's years, whether dated, its full dates


def _column_years(lines: list[str], row: int, cell: int) -> Column:
    """The years in the header of a value's column (the nearest line above with as many cells whose
    cell names a year; else the nearest of a few lines above whose cells, bar a label, each name a year,
    spread evenly over the row's figures: "Total revenue | $ | 9,583 | $ | 10,329 | $ | 19,050 | $ | 20,976"
    under four dates), whether that header cell is a date (names a month), and the full dates it prints."""
    width = len(lines[row].split("|"))
    for up in range(row - 1, max(-1, row - 1 - COLUMN_LOOKBACK), -1):
        header = lines[up].split("|")
        if len(header) == width and (years := {int(y) for y in _HEADER_YEAR.findall(header[cell])}):
            month = any(_MONTH_WORDS.match(w) for w in _WORD.findall(header[cell]))
            return years, month, set(dates_in(header[cell]))
    position = _figure_position(lines[row], cell)
    for up in _table_lines_above(lines, row) if position else ():
        header = [h for h in lines[up].split("|") if h.strip() and not _CHANGE_HEADER.match(h)]
        dated = [h for h in header if _HEADER_YEAR.search(h)]
        if position and len(dated) >= 2 and len(dated) >= len(header) - 1:
            if position[1] % len(dated):
                break
            title = dated[position[0] * len(dated) // position[1]]
            years = {int(y) for y in _HEADER_YEAR.findall(title)}
            above = lines[up - 1] if up > 0 and "|" in lines[up - 1] else ""  # "January 28, | January 29,"
            return (
                years,
                any(_MONTH_WORDS.match(w) for w in _WORD.findall(f"{title} {above}")),
                set(dates_in(title)),
            )
    return set(), False, set()


# a change column's header ("%", "% Change", "Change"), which heads no period
_CHANGE_HEADER = re.compile(r"^\s*%?\s*(?:change|chg\.?|var\.?|variance)?\s*%?\s*$", re.IGNORECASE)


# a balance sheet's section label ("Liabilities and stockholders' equity"), inside its table
_SECTION = re.compile(
    r"^(?:total\s+)?(?:assets|liabilities|(?:stockholders|shareholders)[’']?\s+equity)\b", re.I
)


def _table_lines_above(lines: list[str], row: int) -> Iterator[int]:
    """The lines above table row `row` that may hold its column headers, nearest first: up to
    COLUMN_LOOKBACK lines, ending at a line of words without cells (the table's title or a paragraph;
    a section label ending in ":" inside the table does not end it). A short line naming one period
    length ("Six Months Ended December 31,") heads the columns and is the last one yielded."""
    for up in range(row - 1, max(-1, row - 1 - COLUMN_LOOKBACK), -1):
        line = lines[up].strip()
        if (
            "|" not in line
            and len(_WORD.findall(line)) >= 4
            and not line.endswith(":")
            and not _SECTION.match(line)
        ):
            if len(_spans(line)) == 1 and len(line.split()) <= 6:
                yield up
            return
        yield up


def _figure_position(line: str, cell: int) -> tuple[int, int] | None:
    """Which of the line's figure cells `cell` is, and how many there are ("$" cells aside), or None. A
    row of amounts closing on percentages ("VIP turnover | $ | 980 | $ | 1,736 | (44) %") counts its
    amounts only: the percentage is a change column, no period's."""
    cells = line.split("|")
    figures = [n for n, text in enumerate(cells) if _FIGURE_CELL.match(text)]
    amounts = [n for n in figures if "%" not in cells[n]]
    if amounts and len(amounts) < len(figures):
        figures = amounts
    return (figures.index(cell), len(figures)) if cell in figures else None


_PRIOR_YEAR = re.compile(
    r"\b(?:prior|previous|preceding)[- ]year\b|\byear[- ](?:ago|earlier)\b", re.IGNORECASE
)


# "between January 28 and July 29, 2023": the first day shares the second's year
_SHARED_YEAR = re.compile(
    r"\b([A-Z][a-z]+\.?\s+\d{1,2})\s+(?:and|to|through|until|-|–)\s+[A-Z][a-z]+\.?\s+\d{1,2},?\s+(\d{4})\b"
)


def dates_asked(question: str) -> set[datetime.date]:
    """The dates a question names, a day printed without its year taking the year of the day it is paired
    with ("between January 28 and July 29, 2023": both in 2023)."""
    shared = {d for m in _SHARED_YEAR.finditer(question) for d in dates_in(f"{m.group(1)}, {m.group(2)}")}
    return set(dates_in(question)) | shared


def years_asked(question: str) -> set[int]:
    """The years a question names (2023, FY2023, FY23), and the year before each when it asks about
    the prior year ("... July 29, 2023 fall short of the prior-year quarter")."""
    years = {int(y) for y in _HEADER_YEAR.findall(question)}
    years |= {2000 + int(y) for y in re.findall(r"\bFY\s?'?(\d{2})\b", question, re.IGNORECASE)}
    return years | {y - 1 for y in years} if _PRIOR_YEAR.search(question) else years


# a scale word wrapped to the next line ("the Company repurchased 2.2" / "million shares")
_WRAPPED_SCALE = re.compile(r"^\s*(?:thousand|million|billion)\b", re.IGNORECASE)


def cells_printing(value: float, pages: list[str]) -> Iterator[tuple[str, list[str], int, int]]:
    """Every table cell (page, its lines, row, cell) printing `value`, as printed or at the page's
    declared unit ("in millions"), a line's last cell with a scale word the next line opens with."""
    for page in pages:
        lines, scale = page.splitlines(), statement_scale(page)
        for row, line in enumerate(lines):
            cells = line.split("|")
            wrapped = _WRAPPED_SCALE.match(lines[row + 1]) if row + 1 < len(lines) else None
            for cell, text in enumerate(cells):
                if wrapped and cell == len(cells) - 1:
                    text = f"{text} {wrapped.group(0).strip()}"
                if _prints(text, value, scale):
                    yield page, lines, row, cell


def _respective_years(lines: list[str], row: int, value: float) -> set[int] | None:
    """The year of the date a sentence pairs `value` with "respectively" ("$609 million, $386 million and
    $731 million as of July 29, 2023, January 28, 2023, and July 30, 2022, respectively": 609 ↔ 2023);
    None when the line and the next print no such list (the figure has no date of its own)."""
    text = " ".join(lines[row : row + 2])
    if "respectively" not in text.lower():
        return None
    dated = dates_in_context(text)
    if len(dated) < 2:
        return None
    figures = [v for v in numbers_in(without_dates(dated[0][0])) if v >= 10 or not v.is_integer()]
    scale = statement_scale("\n".join(lines))  # as `cells_printing` reads it ("$609 million" is read whole)
    if len(figures) != len(dated):
        return None
    pairs = zip(figures, dated, strict=True)
    paired = {d.year for v, (_, d) in pairs if _same(value, v) or _same(value, v * scale)}
    return paired or None


# a fiscal year named ("fiscal 2024", "FY23"), not "any fiscal quarter"
_FISCAL_NAMED = re.compile(r"\bfiscal\s+(?:year\s+)?'?\d{2,4}\b|\bFY", re.IGNORECASE)


def _same_period(printed: datetime.date, asked: datetime.date) -> bool:
    """Whether a header's date closes the period of a date asked, or the year before (a prior-year column
    of a 52-week year ends a day or so off): within a week of it, or of a year earlier."""
    return any(abs((printed - asked).days + shift) <= 7 for shift in (0, 364))


def _fits(column: Column, asked: set[int], fiscal: bool, asked_dates: set[datetime.date]) -> bool:
    """Whether a column is of a year asked; a dated header ("July 29, 2023") may be one year off a fiscal
    year named (Best Buy's fiscal 2024 second quarter). A header printing a full date must print one the
    question names, when it names any ("June 30, 2022" is not "December 31, 2022"). No year: not judged."""
    years, dated, dates = column
    if dates and asked_dates and not any(_same_period(d, a) for d in dates for a in asked_dates):
        return False
    slack = 1 if dated and fiscal else 0
    return not years or any(abs(y - a) <= slack for y in years for a in asked)


def off_period_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` printed only in table columns headed by years the question does not name
    ("Amcor's fiscal 2024 EBITDA" answered from the 2022 column). A column headed by a date may be one
    year off a fiscal year the question names (Best Buy's fiscal 2024 second quarter ended July 29, 2023).
    A figure printed anywhere without a year-headed column is not judged here.
    """
    asked_years = years_asked(question)
    if not asked_years:
        return []
    fiscal = _FISCAL_NAMED.search(question) is not None
    asked_dates = dates_asked(question)

    def fits(column: Column) -> bool:
        return _fits(column, asked_years, fiscal, asked_dates)

    problems = []
    wanted = ", ".join(map(str, sorted(asked_years)))
    for value in new_figures(question, answer):
        headers: list[Column] = []
        holders = []
        for page, lines, row, cell in cells_printing(value, pages):
            if "|" in lines[row]:
                column = _column_years(lines, row, cell)
                row_dates = dates_in(lines[row]) if not column[0] else []  # "1 | 09/01/2018 | $430,000"
                headers.append(({d.year for d in row_dates}, True, set()) if row_dates else column)
            else:  # prose has no column: a year a sentence pairs with the figure ("…, respectively") or none
                headers.append((_respective_years(lines, row, value) or set(), True, set()))
            holders.append(page)

        if headers and not any(fits(column) for column in headers):
            shown = sorted({d.isoformat() for *_, dates in headers for d in dates}) or sorted(
                {str(y) for years, *_ in headers for y in years}
            )
            problems.append(f"{value:g} (printed under {', '.join(shown)}, not {wanted})")
        elif (
            fiscal
            and holders
            and not any(_page_years(p) and fits((_page_years(p), True, set())) for p in holders)
        ):
            problems.append(f"{value:g} (its page names no year near {wanted})")
    return problems


# how long a reporting period is, in months, by the words that name it
_SPAN_WORDS = (
    (r"\b(?:three|3)[\s-]+months?\b|\b1[23][\s-]+weeks?\b|\bquarter(?:ly)?\b|\bQ[1-4]\b", 3),
    (r"\b(?:six|6)[\s-]+months?\b|\b2[456][\s-]+weeks?\b|\bfirst half\b|\bhalf[\s-]+year\b", 6),
    (r"\b(?:nine|9)[\s-]+months?\b|\b3[6-9][\s-]+weeks?\b|\b40[\s-]+weeks?\b", 9),
    (
        r"\b(?:twelve|12)[\s-]+months?\b|\b5[23][\s-]+weeks?\b|\bfull[\s-]+year\b|\byears? ended\b"
        # "in the current year compared to … in the prior year"; a "prior-year quarter" is a quarter
        r"|\b(?:current|prior|previous)[\s-]+(?:fiscal[\s-]+)?year\b(?![\s-]+(?:quarter|period|to[\s-]date|months?|weeks?)\b)",
        12,
    ),
)


def _spans(text: str) -> set[int]:
    """The period lengths (months) that `text` names ("Three Months Ended" -> {3})."""
    return {months for words, months in _SPAN_WORDS if re.search(words, text, re.IGNORECASE)}


_FIGURE_CELL = re.compile(r"^\s*\$?\s*\(?-?\d[\d,.]*\)?\s*\$?\s*%?\s*$|^\s*[—–-]\s*\$?\s*$")  # "9,583 $", "—"


_YEAR_CELL = re.compile(r"^\s*(?:fiscal\s+)?(?:19|20)\d\d\s*$", re.IGNORECASE)


def _column_span(lines: list[str], row: int, cell: int) -> set[int]:
    """The period length of a value's column: the nearest header line above whose short cells each name
    one length ("Three Months Ended | Six Months Ended"), its cells spread evenly over the row's figures (the
    third of four figures sits under the second of two spans). Empty when no such header, or when the
    row's figures do not divide evenly among its cells."""
    position = _figure_position(lines[row], cell)
    if position is None:
        return set()
    for up in _table_lines_above(lines, row):
        header = [h for h in lines[up].split("|") if h.strip() and not _CHANGE_HEADER.match(h)]
        lengths = [_spans(h) for h in header]
        if header and all(len(n) == 1 for n in lengths) and all(len(h.split()) <= 6 for h in header):
            if position[1] % len(header):
                return set()
            return lengths[position[0] * len(header) // position[1]]
        named = [n for n in lengths if n]
        if (
            len(named) == 1
            and len(named[0]) == 1
            and all(n or _YEAR_CELL.match(h) for h, n in zip(header, lengths, strict=True))
        ):
            return named[0]  # "Three Months Ended December 31, | 2022 | 2021": one length heads every column
    return set()


# a fiscal year named with no part of it ("net sales for fiscal 2023"): the twelve months
_WHOLE_FISCAL_YEAR = re.compile(
    r"^(?!.*(?:\bquarter|\bQ[1-4]\b|\bmonths?\b|\bweeks?\b|\bhalf\b|\bto[\s-]date\b|\bYTD\b))"
    r".*(?:\bfiscal\s+(?:year\s+)?(?:19|20)\d\d\b|\bFY\s?'?\d{2,4}\b)",
    re.IGNORECASE | re.DOTALL,
)


def _period_spans(text: str) -> set[int]:
    """The period lengths a question or a sentence names, a fiscal year named alone being twelve months."""
    return _spans(text) or ({12} if _WHOLE_FISCAL_YEAR.search(text) else set())


# a document a question names by its period ("according to MGM's fourth-quarter and full-year 2022 earnings
# release"): the release's periods are not the one asked
_DOCUMENT_NAMED = re.compile(
    r"\b(?:according to|in|from|per|based on)\s+(?:[\w'’&.-]+\s+){0,8}?(?:release|report|filing|10-[QK])\b",
    re.IGNORECASE,
)


def _asked_spans(question: str) -> set[int]:
    """The period lengths a question asks for, the periods of a document it names by them aside."""
    return _period_spans(_DOCUMENT_NAMED.sub(" ", question))


_SENTENCE = re.compile(r"(?<=[.?!])\s+(?=[A-Z“\"])")


def _sentence_spans(page: str, row: int, value: float) -> set[int]:
    """The period length named by the sentence of prose line `row` that prints `value` ("During fiscal
    2022, the Company repurchased … at a cost of $900.0 million": twelve months), the line's neighbours
    joined in; empty for a table row, or a sentence naming no length or several."""
    lines = page.splitlines()
    if "|" in lines[row]:
        return set()
    scale = statement_scale(page)
    start = len(" ".join(lines[max(0, row - 2) : row])) + (1 if row else 0)
    text = " ".join(lines[max(0, row - 2) : row + 3])
    offset, spans = 0, set()
    for sentence in _SENTENCE.split(text):
        begin = text.index(sentence, offset)
        offset = begin + len(sentence)
        prints = _prints(sentence, value, scale)
        if begin <= start + len(lines[row]) and offset >= start and prints:
            spans |= _period_spans(sentence) or {0}
    return spans if len(spans) == 1 and 0 not in spans else set()


# a question about a point in time ("How many stores did Ulta run at the end of fiscal 2022?"): a count or
# balance at a period's end is the same whether a quarter's or a year's sentence prints it
_POINT_IN_TIME = re.compile(r"\bat\s+(?:the\s+)?(?:end|close)\s+of\b|\bas\s+of\b", re.IGNORECASE)


def other_span_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` printed only in columns, or sentences, of another period length than the one
    the question names ("three months ended July 29, 2023" answered from the "Six Months Ended" column,
    the June 2023 quarter's buy-backs from a sentence about fiscal 2023): a six-month figure does not
    answer a quarter, nor a quarter a year."""
    asked = _asked_spans(question)
    if len(asked) != 1 or _POINT_IN_TIME.search(question):
        return []
    problems = []
    for value in new_figures(question, answer):
        spans = [
            _column_span(lines, row, cell) or _sentence_spans(page, row, value)
            for page, lines, row, cell in cells_printing(value, pages)
        ]
        if spans and all(span and not span & asked for span in spans):
            shown = ", ".join(f"{m} months" for m in sorted(set().union(*spans)))
            problems.append(f"{value:g} (printed for {shown}, not {next(iter(asked))} months)")
    return problems


def answer_of_other_span(question: str, answer: str, pages: list[str]) -> list[str]:
    """The answer's own words naming only a period of another length than the question's ("The
    Cosmopolitan's Adjusted Property EBITDAR for Q4 2022 is $684,668" asked for full-year 2022): the
    model read another column, whatever the pages print."""
    asked, stated = _asked_spans(question), _period_spans(answer)
    if len(asked) != 1 or not stated or stated & asked or not new_figures(question, answer):
        return []
    return [f"the answer states {', '.join(f'{m} months' for m in sorted(stated))}, not {next(iter(asked))}"]


# a year the answer's own words give a period ("the fourth quarter of 2022", "fiscal year 2021", "Q3 2024")
_PERIOD_YEAR = re.compile(
    r"\b(?:quarter|half|year|months|weeks|fiscal|Q[1-4]|H[12])\s+(?:of\s+|year\s+)?(?:fiscal\s+)?((?:19|20)\d\d)\b",
    re.IGNORECASE,
)


def answer_of_other_year(question: str, answer: str, pages: list[str]) -> list[str]:
    """The answer's own words giving only another year's period than the one year the question names
    ("MGM … spent $352 million … during the fourth quarter of 2022" asked over all of 2023): the model
    read another period, whatever the pages print. A fiscal year asked is left to the column checks (a
    fiscal 2024 quarter may end in calendar 2023)."""
    asked = years_asked(question)
    if len(asked) != 1 or _FISCAL_NAMED.search(question) or not new_figures(question, answer):
        return []
    stated = {int(y) for y in _PERIOD_YEAR.findall(answer)}
    if not stated or stated & asked:
        return []
    return [f"the answer states a period of {', '.join(map(str, sorted(stated)))}, not {next(iter(asked))}"]


def asked_column_figure(question: str, answer: str, pages: list[str]) -> tuple[str, int, str] | None:
    """Code reads the column the model missed: for an answer of one figure printed in a table row, the
    one other cell of that row whose column header is of the year the question asks (and of the period
    length it names), as (the cell as printed, the index of its page, the row), when exactly one cell in
    all the rows printing the figure is ("Net debt | 5,795 | 6,057" answered 6,057 for June 30, 2022,
    the 2023 column). None otherwise."""
    figures, asked_years = new_figures(question, answer), years_asked(question)
    if len(figures) != 1 or not asked_years:
        return None
    spans = _asked_spans(question)
    fiscal = _FISCAL_NAMED.search(question) is not None
    asked_dates = dates_asked(question)
    found: dict[tuple[str, str], int] = {}  # (cell, row) → the first page printing it (a page may repeat)
    for index, page in enumerate(pages):
        for _, lines, row, cell in cells_printing(figures[0], [page]):
            for other, text in enumerate(lines[row].split("|")):
                if other == cell or not _FIGURE_CELL.match(text) or not re.search(r"\d", text):
                    continue
                column = _column_years(lines, row, other)
                other_length = len(spans) == 1 and bool(_column_span(lines, row, other) - spans)
                if column[0] and _fits(column, asked_years, fiscal, asked_dates) and not other_length:
                    found.setdefault((text.strip(), lines[row]), index)
    if len(found) != 1:
        return None
    [((figure, row_text), index)] = found.items()
    return figure, index, row_text


# "the 12 weeks ended March 19, 2022": the date closes a reporting period, it dates no event in it
_PERIOD_END = re.compile(
    r"\b(?:weeks?|months?|quarters?|years?|period)\s+(?:then\s+)?end(?:ed|ing)\s+(?:on\s+)?$", re.IGNORECASE
)
_PERIOD_ASKED = re.compile(r"\bend(?:s|ed|ing)?\b|\bperiod\b|\bquarter\b|\bas of\b", re.IGNORECASE)


def _period_header(lines: list[str], row: int) -> bool:
    """Whether `lines[row]` is a row of dates heading a statement's columns: two or more cells, each a
    date, under a line that says the periods end ("12 Weeks Ended" over "3/25/2023 | 3/19/2022")."""
    cells = [c.strip() for c in lines[row].split("|") if c.strip()]
    dated = len(cells) >= 2 and all(len(dates_in(c)) == 1 for c in cells)
    return dated and row > 0 and re.search(r"\bend(?:ed|ing)\b", lines[row - 1], re.IGNORECASE) is not None


def period_end_dates(question: str, answer: str, pages: list[str]) -> list[str]:
    """Dates of `answer` that the cited pages print only as the end of a reporting period ("In the 12
    weeks ended March 19, 2022, we sold our juice brands"), when the question asks the date of an event
    ("On what date did PepsiCo complete the sale?"): a period's end is no event's date."""
    if not DATE_ASKED.search(question) or _PERIOD_ASKED.search(question):
        return []
    lines = [" ".join(line.split()) for page in pages for line in page.splitlines() if line.strip()]
    problems = []
    for date in (d for d in dates_in(answer) if d not in dates_in(question)):
        printed = [(n, line) for n, line in enumerate(lines) if date in dates_in(line)]
        as_event = [
            n
            for n, line in printed
            if not _period_header(lines, n)
            and any(d == date and not _PERIOD_END.search(before) for before, d in dates_in_context(line))
        ]
        if printed and not as_event:
            problems.append(f"{date.isoformat()} (printed as: {printed[0][1][:100]})")
    return problems


_PERSON_ASKED = re.compile(
    r"\b(?:which|what)\s+(?:[\w.&'’-]+\s+){0,3}(?:individual|person|officer|signatory|signer)\b"
    r"|\bwho\s+(?:signed|executed)\b"
    r"|\bsigned\b[^?]*\bon behalf of\b|\bname of the (?:person|individual|officer|signer|signatory)\b",
    re.IGNORECASE,
)
# an organization's name: capitalized words ending in a legal form ("WhiteHorse Capital Management, LLC")
_ORGANIZATION = re.compile(rf"(?:[A-Z][\w&.,'’-]*\s+)+(?i:{LEGAL_FORM})\.?(?!\w)")
_PERSON_TITLE_WORDS = {
    "vice", "president", "director", "managing", "officer", "chief", "executive", "financial", "authorized",
    "signatory", "title", "name", "treasurer", "secretary", "senior", "partner", "manager", "the", "by",
}  # fmt: skip


def organization_for_person(question: str, answer: str, pages: list[str]) -> list[str]:
    """The organizations `answer` names when the question asks for a person ("which individual signed
    for the WhiteHorse lenders?") and the answer names no one else: the signing company is not its
    signer. `pages` are not needed: the answer's own words show it."""
    if not _PERSON_ASKED.search(question):
        return []
    organizations = [m.group(0).strip() for m in _ORGANIZATION.finditer(answer)]
    rest = _ORGANIZATION.sub(" ", answer)
    asked = question.lower()
    words = re.findall(r"\b[A-Z][a-z]+\b", rest)
    people = [w for w in words if w.lower() not in asked and w.lower() not in _PERSON_TITLE_WORDS]
    return organizations if organizations and not people else []


_PARTY_ASKED = re.compile(
    r"^\W*who\b|\bwho\s+(?:is|was|are|were|acted|signed|served|holds?)\b"
    r"|^\W*which\s+(?:[\w-]+\s+){0,2}(?:appraiser|officer|signer|signatory|lender|borrower|trustee|guarantor"
    r"|auditor|person|individual)s?\b",  # "Which supervisory appraiser co-signed the report?"
    re.IGNORECASE,
)
_NAME_WORD = re.compile(r"\b[A-Z][\w&.'’-]*")
_CODE_PREFIX = re.compile(r"\b([A-Z][\w&.'’-]*)\s*[#:]?\s*\d")  # a word heading a number


def nameless_answers(question: str, answer: str, pages: list[str]) -> list[str]:
    """`answer` itself when the question asks who, and the answer names no one: no capitalized word
    besides its first and the question's own ("The appraiser and supervisory appraiser (if applicable)
    shall have no liability …" for "Who acted as the supervisory appraiser?")."""
    if not _PARTY_ASKED.search(question):
        return []
    asked = {w.lower() for w in re.findall(r"[\w&.'’-]+", question)}  # the role asked is no name either
    coded = {m.group(1) for m in _CODE_PREFIX.finditer(answer)}  # "AR 029515" is a licence, not a name
    names = [w for w in _NAME_WORD.findall(answer)[1:] if w.lower() not in asked and w not in coded]
    return [] if names or _NAME_WORD.match(answer.strip()) and len(answer.split()) <= 6 else [answer[:80]]


def unprinted_names(question: str, answer: str, pages: list[str]) -> list[str]:
    """The answer's name words that the cited pages print only as the start of a longer word, when the
    question asks for a person or who: a name is quoted as printed, never shortened ("Vic Pierzchalski"
    where the signature block prints "Victor Pierzchalski"). A name the pages do not print at all is
    left to the citation checks: it may stand on a page beside the one cited."""
    if not (_PERSON_ASKED.search(question) or _PARTY_ASKED.search(question)):
        return []
    text = " ".join(pages)
    asked = {w.lower() for w in _NAME_WORD.findall(question)}
    words = {re.sub(r"['’]s$", "", w).rstrip(".,;:") for w in _NAME_WORD.findall(answer)}
    return sorted(
        w
        for w in words
        if len(w) >= 3  # an initial ("G.") is no shortened name
        and w.lower() not in asked
        and not re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text, re.IGNORECASE)
        and re.search(rf"(?<!\w){re.escape(w)}\w", text, re.IGNORECASE)
    )


# a company's two boards, as a question asks for one and pages label its members (German, Dutch, French,
# Polish, Czech, Italian, Spanish and Nordic forms): the supervisory board, then the management board
_BOARDS = (
    (
        re.compile(r"supervisory\s+board|aufsichtsrat", re.IGNORECASE),
        re.compile(
            r"supervisory\s+board|aufsichtsrat|raad\s+van\s+commissarissen|conseil\s+de\s+surveillance"
            r"|rada\s+nadzorcza|dozorčí\s+rad|consiglio\s+di\s+sorveglianza|consejo\s+de\s+vigilancia"
            r"|hallintoneuvosto|tilsynsråd",
            re.IGNORECASE,
        ),
    ),
    (
        re.compile(r"management\s+board|executive\s+board|board\s+of\s+management|vorstand", re.IGNORECASE),
        re.compile(
            r"management\s+board|executive\s+board|board\s+of\s+management|vorstand|raad\s+van\s+bestuur"
            r"|directoire|zarząd|představenstv|consiglio\s+di\s+gestione",
            re.IGNORECASE,
        ),
    ),
)


def other_board_names(question: str, answer: str, pages: list[str]) -> list[str]:
    """The answer's name words that the cited pages print only on lines of another board than the one the
    question asks ("Vorstand: Christian Heit (Vorsitz)" for the chair of the Aufsichtsrat): a line
    counts when it prints the asked board's label, or prints no board's label under a line that does."""
    asked = [printed for asks, printed in _BOARDS if asks.search(question)]
    if not asked:
        return []
    lines = [line for page in pages for line in page.splitlines()]

    def of_asked_board(k: int) -> bool:
        if any(label.search(lines[k]) for label in asked):
            return True
        own = any(printed.search(lines[k]) for _, printed in _BOARDS)
        return not own and k > 0 and any(label.search(lines[k - 1]) for label in asked)

    named = {w.lower() for w in _NAME_WORD.findall(question)}
    found = []
    for word in dict.fromkeys(w.rstrip(".,;:)") for w in _NAME_WORD.findall(answer)):
        if len(word) < 3 or word.lower() in named:
            continue
        printing = [k for k, line in enumerate(lines) if re.search(rf"(?<!\w){re.escape(word)}(?!\w)", line)]
        if printing and not any(of_asked_board(k) for k in printing):
            found.append(word)
    return found


# a contact line: a phone number, a web or e-mail address
_CONTACT = re.compile(r"\d{3,}[\s-]+\d{3,}[\s-]+\d{3,}|\bwww\.|https?://|\S@\S|\.com\b", re.IGNORECASE)


def contact_for_person(question: str, answer: str, pages: list[str]) -> list[str]:
    """`answer` itself when the question asks for a person and the answer gives a contact line ("Flipkart.com
    Customer Care : 1800 208 9898 || www.flipkart.com/support" for the officer who signed): a help desk
    signs nothing. `pages` are not needed."""
    return [answer[:80]] if _PERSON_ASKED.search(question) and _CONTACT.search(answer) else []


# a label the question quotes and calls one ("the 'T:' label", "the field "Pack"", "the 'Total' line")
_QUOTED_LABEL = re.compile(
    r"(?:label|field|line|box|entry|caption)s?\s+['‘\"“]([^'’\"”]{1,40})['’\"”]"
    r"|['‘\"“]([^'’\"”]{1,40})['’\"”]\s+(?:label|field|line|box|entry|caption)",
    re.IGNORECASE,
)


def beside_label_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` that no line printing the label the question quotes prints ("What value follows
    the 'T:' label in the footer?" answered with an item row's 14.50%): a value asked by its printed label
    is printed beside it."""
    labels = [(m.group(1) or m.group(2)).strip().lower() for m in _QUOTED_LABEL.finditer(question)]
    lines = [line for page in pages for line in page.splitlines()]
    return [
        f"{value:g} (no line printing {label!r} prints it)"
        for label in labels
        for value in new_figures(question, answer)
        if not any(
            re.search(rf"(?<!\w){re.escape(label)}", line.lower()) and _prints(line, value, 1)
            for line in lines
        )
    ]


_MONEY_ASKED = re.compile(
    r"\bin\s+(?:(?:millions|thousands|billions)\s+of\s+)?(?:US\s+)?(?:dollars|euros|USD|EUR)\b"
    r"|\bhow many dollars\b"
    # "how much VAT (BTW) is embedded …" asks an amount
    r"|\bhow much (?:\w+ )?(?:vat|tax|btw|gst|tva|mwst|iva)\b"
    r"|\b(?:give|answer|express|state)\b[^.?]{0,20}?\b(?:dollars|euros|USD|EUR)\b",  # "Give exact dollars."
    re.IGNORECASE,
)


# a question asking for a percentage: a rate, a margin, a change, a share
_PERCENT_ASKED = re.compile(
    r"%|\bper\s?cent|\brate\b|\bmargin|\bratio\b|\byield|\bgrowth|\bgr[eo]w|\bchang|\bincreas|\bdecreas"
    r"|\bris[ei]|\brose\b|\bfell\b|\bdeclin|\bshare\s+of\b|\bportion\b|\bproportion\b|\bmix\b",
    re.IGNORECASE,
)


# the end of a question's premise: a sentence that a question word starts follows it
_PREMISE_END = re.compile(r"[.;]\s+(?=(?:How|What|Which|When|Who|Where|By|Does|Did|Do|Is|Was|Were|Are)\b)")


def _asking_part(question: str) -> str:
    """`question` without the premises before its question sentence: "the term loan amortizes quarterly
    at a percentage of its original principal. How much principal in total ...? Give exact dollars."
    asks for no percentage."""
    ask = question.find("?")
    ends = [m.end() for m in _PREMISE_END.finditer(question) if ask < 0 or m.end() < ask]
    return question[ends[-1] :] if ends else question


def percent_for_amount(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` that the pages print only as percentages when the question asks for an amount
    of money ("organic net revenue, in millions of dollars" answered with organic growth's 14.3%), and
    percentages an answer states for an amount the table knows ("adjusted diluted EPS" answered with
    EPS's 23.5% increase, a repayment "in US dollars" with its "0.25% of the original principal") when
    the question asks for no percentage."""
    measures = asked(question)
    amount = (
        any(m.kind == "amount" for m in measures)
        and not any(m.may_be_percent for m in measures)
        or _MONEY_ASKED.search(question) is not None  # "Answer in US dollars": a rate is no answer
    ) and not _PERCENT_ASKED.search(_asking_part(question))
    if "%" in answer and amount:
        return [f"{value:g}%" for value, _ in percents_in(answer)]
    if not _MONEY_ASKED.search(question) or "%" in answer:
        return []
    problems = []
    for value in new_figures(question, answer):
        as_percent, printed = _printings(value, pages)
        if as_percent and printed == as_percent:
            problems.append(f"{value:g}%")
    return problems


def _printings(value: float, pages: list[str]) -> tuple[int, int]:
    """How often the pages print `value` as a percentage, and how often at all."""
    as_percent = sum(_same(value, v) for page in pages for v, _ in percents_in(page))
    return as_percent, sum(_same(value, v) for page in pages for v in numbers_in(page))


def amount_for_percent(question: str, answer: str, pages: list[str]) -> list[str]:
    """Percentages of `answer` that the pages print, but never as a percentage: "40%" for a fee of
    "Indemnité forfaitaire de recouvrement : 40€" (a percentage the question states is not checked)."""
    stated = {value for value, _ in percents_in(question)}
    problems = []
    for value, _ in percents_in(answer):
        if any(_same(value, v) for v in stated):
            continue
        as_percent, printed = _printings(value, pages)
        if printed and not as_percent:
            problems.append(f"{value:g}%")
    return problems


def _answer_values(question: str, answer: str) -> list[float | datetime.date]:
    """The figures and dates `answer` states that the question does not."""
    dates: list[float | datetime.date] = [d for d in dates_in(answer) if d not in dates_in(question)]
    return [*new_figures(question, answer), *dates]


# what identifies a row of a table: a street number or short reference ("955"), or a capitalized word
# ("Swan"); a number of six digits or more is a document's own reference (invoice 993548900), no row's
_ROW_IDENTITY = re.compile(r"(?<![\w.,$])(?!(?:19|20)\d\d\b)\d{3,5}(?![\w.,])|\b[A-Z][\w&'’-]{2,}")


def _table_rows(lines: list[str], row: int) -> range:
    """The lines of the table (a run of lines with cells) that `lines[row]` is in."""
    first = last = row
    while first > 0 and "|" in lines[first - 1]:
        first -= 1
    while last + 1 < len(lines) and "|" in lines[last + 1]:
        last += 1
    return range(first, last + 1)


# a row about an appraisal's own subject ("APPRAISED VALUE OF SUBJECT PROPERTY $ 625000"), which the
# report's address names however its form's other rows are laid out
_SUBJECT = re.compile(r"\bsubject\b", re.IGNORECASE)


def other_row_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures and dates of `answer` printed only in table rows that lack what the question names a row
    by, when another row of the same table names it ("when did 955 Black Swan Rd close its sale?"
    answered with the sale date in 325 Summit Ct's row): the value is another row's. A row naming the
    subject property is the report's own."""
    opening = question.split(None, 1)[0].lower()  # a question's first word is capitalized, naming nothing
    asked = {
        word
        for word in _ROW_IDENTITY.findall(question)
        if word.lower() not in opening and not _MONTH_WORDS.match(word)
    }
    tables = []  # per page: its lines, and the words it prints outside its tables (a title's company)
    for page in pages:
        lines = page.splitlines()
        prose = {word for line in lines if "|" not in line for word in _ROW_IDENTITY.findall(line)}
        tables.append((page, lines, asked - prose))
    problems = []
    for value in _answer_values(question, answer):
        places = [(lines, row, names) for page, lines, names in tables for row, _ in _places(page, value)]
        others = set()
        for lines, row, identities in places:
            rows = _table_rows(lines, row)
            if "|" not in lines[row] or len(rows) < 2:
                break
            if _SUBJECT.search(lines[row]):
                break
            own = set(_ROW_IDENTITY.findall(lines[row]))
            named_elsewhere = {
                word
                for other in rows
                if other != row
                for word in _ROW_IDENTITY.findall("|".join(lines[other].split("|")[:2]))
            }
            missing = (identities & named_elsewhere) - own
            if not missing:
                break
            others |= missing
        else:
            if places:
                named = ", ".join(sorted(others))
                problems.append(f"{_shown(value)} (printed in another row than {named}'s)")
    return problems


def _stems(text: str) -> set[str]:
    return {w.lower()[:5] for w in _WORD.findall(text) if len(w) > 3}


def _empty_labels(page: str) -> list[str]:
    """Labels a form or table prints with no value: a line of a few words, no figure and no cells,
    between rows of a table ("Price of Prior Sale/Transfer" over an empty row)."""
    lines = page.splitlines()
    found = []
    for row, line in enumerate(lines):
        words = _WORD.findall(line)
        if "|" in line or re.search(r"\d", line) or not 2 <= len(words) <= 8:
            continue
        near = lines[max(0, row - 2) : row] + lines[row + 1 : row + 3]
        if any("|" in other for other in near):
            found.append(line.strip())
    return found


def empty_label_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures and dates of `answer` when a cited page prints, with no value, a label that the question
    names more fully than any label the value is printed under: "Price of Prior Sale/Transfer" left
    empty, so Comparable Sale #1's "Sale Price" does not answer its prior sale's price."""
    asked_words = _stems(question) - {w[:5] for w in _NO_MEASURE_WORDS}
    empty = [
        (len(words), label)
        for page in pages
        for label in _empty_labels(page)
        if len(words := _stems(label) & asked_words) >= 2 and _stems(label) <= asked_words | {"with", "from"}
    ]
    if not empty:
        return []
    named, label = max(empty)
    problems = []
    for value in _answer_values(question, answer):
        labels = [found for page in pages for found in figure_labels(page, value)]
        if labels and all(len(_stems(found) & asked_words) < named for found in labels):
            problems.append(f"{_shown(value)} (the page prints {label!r} with no value)")
    return problems


_AS_OF = re.compile(r"\bas\s+of\s+", re.IGNORECASE)


def _as_of_dates(text: str) -> set[datetime.date]:
    """The dates `text` gives as "as of <date>" (a point in time)."""
    return {date for m in _AS_OF.finditer(text) for date in dates_in(text[m.end() : m.end() + 25])[:1]}


def other_date_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` printed only in sentences that state them as of another day than the one the
    question asks "as of" ("As of July 29, 2023, $4.0 billion … was available" asked as of August 30,
    2023). Table cells are left to `off_period_figures`; a sentence with no "as of" date is not judged."""
    asked = _as_of_dates(question)
    if not asked:
        return []
    problems = []
    for value in new_figures(question, answer):
        stated: list[set[datetime.date]] = []
        for page, lines, row, _cell in cells_printing(value, pages):
            sentence = _sentence_printing(" ".join(lines[max(0, row - 1) : row + 2]), value, page)
            stated.append(set() if "|" in lines[row] else _as_of_dates(sentence))
        if stated and all(dates and not dates & asked for dates in stated):
            shown = ", ".join(sorted(d.isoformat() for d in set().union(*stated)))
            problems.append(f"{value:g} (stated as of {shown})")
    return problems


def _sentence_printing(text: str, value: float, page: str) -> str:
    """The first sentence of `text` printing `value` (as printed or at the page's unit), else ""."""
    scale = statement_scale(page)
    for sentence in _SENTENCE.split(text):
        if _prints(sentence, value, scale):
            return sentence
    return ""


_RESPECTIVELY = re.compile(r"\brespectively\b", re.IGNORECASE)


def respective_figures(question: str, answer: str, pages: list[str]) -> list[str]:
    """Figures of `answer` read off a sentence that lists as many figures as dates, "respectively", at
    another place than the date the question asks ("$398 million, $379 million and $312 million at July
    29, 2023, January 28, 2023, and July 30, 2022, respectively": $312 million is July 30, 2022's)."""
    asked = set(dates_in(question))
    values = new_figures(question, answer)
    if not asked or not values:
        return []
    problems = []
    for page in pages:
        scale = statement_scale(page)
        for sentence in _SENTENCE.split(" ".join(page.split())):
            if not _RESPECTIVELY.search(sentence):
                continue
            dates = dates_in(sentence)
            figures = numbers_in(without_dates(sentence))
            if len(dates) < 2 or len(figures) != len(dates) or not asked & set(dates):
                continue
            for value in values:
                places = [n for n, f in enumerate(figures) if _same(value, f) or _same(value, f * scale)]
                if places and not any(dates[n] in asked for n in places):
                    problems.append(
                        f"{value:g} (printed for {', '.join(dates[n].isoformat() for n in places)})"
                    )
    return problems


FigureCheck = Callable[[str, str, list[str]], list[str]]
# every check of an answer's figures against the pages that print them, with what its finding means
FIGURE_CHECKS: tuple[tuple[str, FigureCheck], ...] = (
    ("not printed under a label of what the question asks", unlabelled_figures),
    ("not printed under a label naming what the question asks", unnamed_figures),
    ("printed only for another period", off_period_figures),
    ("stated only as of another day", other_date_figures),
    ("printed for another date of a list read 'respectively'", respective_figures),
    ("printed only as a forecast", forecast_figures),
    ("printed only as a limit, and the question asks when something happened", limit_dates),
    ("printed only as a reported figure, and the question asks a forecast", reported_for_forecast),
    ("printed only for another party", other_party_figures),
    ("printed without the organization whose own share the question asks", shared_figures),
    ("an organization, and the question asks for a person", organization_for_person),
    ("names no one, and the question asks who", nameless_answers),
    ("a contact line, and the question asks for a person", contact_for_person),
    ("a name the cited pages print only at greater length", unprinted_names),
    ("named only on the lines of another board than the one the question asks", other_board_names),
    ("printed as the value a change set, and the question asks the one before it", changed_to_figures),
    ("printed only as a level, and the question asks the amount of a change", level_for_change_figures),
    ("printed only for another state of the property than the one asked", other_state_figures),
    ("not printed beside the label the question quotes", beside_label_figures),
    ("printed only as a percentage, and the question asks for an amount", percent_for_amount),
    ("stated as a percentage the cited pages never print as one", amount_for_percent),
    ("printed only as a change", change_figures),
    ("printed only as a tax rate, and the question asks a share", tax_rate_figures),
    ("printed only as a change the other way than the question states", contrary_change_figures),
    ("printed only for a comparable", comparable_figures),
    ("not printed in the column of the comparable the question names", comparable_column_figures),
    ("printed as a total, and the question asks a rate per unit", total_for_rate_figures),
    ("printed as a part, and the question asks a combination", combined_figures),
    ("printed for another rate basis than the question names", other_basis_figures),
    ("printed without the flow the question asks of its item", balance_for_flow_figures),
    ("printed only for a segment the question does not name", segment_figures),
    ("printed only in a table for a part of the company the question does not name", other_part_figures),
    ("printed only for another comparable than the one asked", comparable_block_figures),
    ("printed only in a section that does not name what the question asks about", other_section_figures),
    ("printed only as the end of a reporting period", period_end_dates),
    ("printed only for a period of another length", other_span_figures),
    ("stated for a period of another length", answer_of_other_span),
    ("stated for a period of another year", answer_of_other_year),
    ("printed only for a part: a later line prints the whole", part_total_figures),
    ("printed only in another row of its table", other_row_figures),
    ("not printed under the label the question names, which the page prints empty", empty_label_figures),
)


_BULLET_CELL = re.compile(r"^(\s*[•●▪◦])\s*\|\s*", re.MULTILINE)


def figure_objections(question: str, answer: str, pages: list[str]) -> list[tuple[str, list[str]]]:
    """What each figure check finds against `answer` on `pages`, as (meaning, findings), failing checks
    only, in FIGURE_CHECKS order; /ask refuses on the first, the agent objects with all. A bulleted
    line ("• | Net revenues of $2.3 billion …": the bullet drawn as a cell) is read as the prose it is."""
    pages = [_BULLET_CELL.sub(r"\1 ", page) for page in pages]
    return [(meaning, found) for meaning, check in FIGURE_CHECKS if (found := check(question, answer, pages))]


def _page_years(page: str) -> set[int]:
    return {int(y) for y in _HEADER_YEAR.findall(page)}


def measure(name: str) -> Measure:
    """One measure of the table by name."""
    return _BY_NAME[name]


def _case_total_for_a_rate_per_unit() -> None:
    aws = "Amazon Glacier | $2.22\nCharges | $2.22"
    rate = "What per-GB storage rate did AWS bill iViveLabs for Amazon Glacier in July 2014?"
    assert total_for_rate_figures(rate, "$2.22", [aws]) == ["2.22 (printed as: Amazon Glacier; Charges)"]
    priced = "Storage | 10 GB | $0.01 per GB-Mo | $0.10"
    assert total_for_rate_figures(rate, "$0.01", [priced]) == []
    grid = "Description | Qty | Rate | Amount\nInstalled new kitchen sink(hours) | 8 | 90 | 720"
    assert total_for_rate_figures("What did the plumber charge per hour?", "$90", [grid]) == []
    assert total_for_rate_figures("What did the plumber charge in total?", "$720", [grid]) == []
    redeemed = '"Redemption Amount": the aggregate amount to redeem the Preferred Stock, $63,536,355.74.'
    per_preferred = "What did the redemption cost per preferred share?"
    assert total_for_rate_figures(per_preferred, "$63,536,355.74", [redeemed]), "an aggregate, no share's"
    assert not total_for_rate_figures(per_preferred, "$1,130.23", ["Price per Preferred Share: $1,130.23"])
    assert not total_for_rate_figures("What was diluted EPS?", "$1.23", ["Diluted | 1.23"]), "no unit asked"
    fee = "Aucun escompte ne sera accordé, Indemnité forfaitaire de recouvrement : 40€. TVA 20 % : 9,34 €"
    escompte = "What escompte percentage can it deduct?"
    assert amount_for_percent(escompte, "40%", [fee]) == ["40%"]
    assert amount_for_percent("What VAT rate applies?", "20%", [fee]) == []
    assert amount_for_percent("Is the 40% fee charged?", "Yes, 40%", [fee]) == []
    hourly = "At what hourly rate were the EC2 instances billed?"
    ec2 = "Amazon Elastic Compute Cloud | $1.87"
    assert total_for_rate_figures(hourly, "$1.87", [ec2]) == [
        "1.87 (printed as: Amazon Elastic Compute Cloud)"
    ]
    assert total_for_rate_figures(hourly, "$0.10", ["EC2 small instance | $0.10 per hour"]) == []
    about = "Per the 'About Amcor' section, across how many locations do its operations span?"
    assert total_for_rate_figures(about, "218 locations", ["operations that span 218 locations"]) == []


def _case_six_months_do_not_answer_a_quarter() -> None:
    note = "Consolidated Interest Expense\nSix Months Ended December 31,\n($ in millions) | 2022 | 2021\n"
    note += "Interest expense | $ | (138) | $ | (79)"
    quarterly = "Amcor's 10-Q for the December 2022 quarter: what was quarterly interest expense?"
    assert other_span_figures(quarterly, "$138 million", [note]) == [
        "1.38e+08 (printed for 6 months, not 3 months)"
    ]
    page = (
        "$ in millions\nThree Months Ended | Six Months Ended\n"
        "July 29, 2023 | July 30, 2022 | July 29, 2023 | July 30, 2022\n"
        "Total revenue | $ | 9,583 | $ | 10,329 | $ | 19,050 | $ | 20,976"
    )
    quarter = "What was Best Buy's total revenue for the three months ended July 29, 2023?"
    assert other_span_figures(quarter, "$19,050 million", [page]) == [
        "1.905e+10 (printed for 6 months, not 3 months)"
    ]
    assert other_span_figures(quarter, "$9,583 million", [page]) == []
    half = "What was Best Buy's revenue for the six months ended July 29, 2023?"
    assert other_span_figures(half, "$19,050 million", [page]) == []
    assert other_span_figures("What was Best Buy's revenue?", "$19,050 million", [page]) == []  # none asked
    change = page.replace("| $ | 20,976", "| $ | 20,976 | 12%")  # a change column heads no period
    assert other_span_figures(quarter, "$19,050 million", [change]) == [
        "1.905e+10 (printed for 6 months, not 3 months)"
    ]
    buyback = (
        "During the fourth quarter of fiscal 2022, the Company repurchased 722,457 shares of its\n"
        "common stock. During fiscal 2022, the Company repurchased 2.2\nmillion shares of its common stock."
    )
    fourth = "How many shares did the retailer buy back in Q4 of fiscal 2022?"
    assert other_span_figures(fourth, "2.2 million shares", [buyback]) == [
        "2.2e+06 (printed for 12 months, not 3 months)"
    ], "a scale word wrapped to the next line"
    assert other_span_figures(fourth, "722,457 shares", [buyback]) == []
    uneven = page.replace("| $ | 20,976", "| $ | 20,976 | 12")  # five amounts under two spans: not placed
    assert other_span_figures(quarter, "$19,050 million", [uneven]) == []


def _case_answer_of_another_year() -> None:
    asked = "Over all of 2023, what did MGM Resorts end up spending to retire its own stock?"
    q4 = "MGM Resorts spent about $352 million to retire its own stock during the fourth quarter of 2022."
    assert answer_of_other_year(asked, q4, []) == ["the answer states a period of 2022, not 2023"]
    assert answer_of_other_year(asked, q4.replace("2022", "2023"), []) == []
    fiscal = "What was Best Buy's revenue in the second quarter of fiscal 2024?"
    assert answer_of_other_year(fiscal, "$9,583 million for the quarter of 2023", []) == [], "a fiscal year"
    assert answer_of_other_year(asked, "It was 12 in 2022 and 14 in 2023.", []) == [], "no period named"


def _case_dates_sharing_a_year() -> None:
    asked = "How much did the hedges shrink between January 28 and July 29, 2023?"
    assert dates_asked(asked) == {datetime.date(2023, 1, 28), datetime.date(2023, 7, 29)}
    page = "July 29, 2023 | January 28, 2023 | July 30, 2022\nHedges | $ | 102 | $ | 114 | $ | 118"
    assert off_period_figures(asked, "114 - 102", [page]) == []
    assert off_period_figures(asked, "118", [page]) == ["118 (printed under 2022-07-30, not 2023)"]


def _case_section_of_a_release() -> None:
    page = (
        "Net income attributable to MGM Resorts of $284 million;\n\nRegional Operations\n"
        "• | Adjusted Property EBITDAR margin of 32.2% in the current quarter;\nMGM China\n"
        "• | Net revenues of $175 million, impacted by restrictions in Macau."
    )
    macau = "For Macau specifically, what Adjusted Property EBITDAR margin does MGM print?"
    assert other_section_figures(macau, "32.2%", [page]) == [
        "32.2 (printed under 'Regional Operations', which does not name Macau)"
    ]
    assert other_section_figures("In Macau, what were MGM's net revenues?", "$175 million", [page]) == []
    assert other_section_figures("What did MGM Resorts earn?", "$284 million", [page]) == [], "no section"


def _case_person_and_quoted_label() -> None:
    signed = "Which named officer signed the invoice on behalf of WS Retail Services?"
    desk = "The officer is Flipkart.com Customer Care: 1800 208 9898 || www.flipkart.com/support"
    assert contact_for_person(signed, desk, []) and not contact_for_person(signed, "Anil Mehta signed it", [])
    changed = ["Payment terms: 15 Days\nDue to global inflation our payment term has changed to 15 days."]
    before = "What payment term applied before it changed the term because of inflation?"
    assert changed_to_figures(before, "15 Days", changed) == ["15 (printed as the value the change set)"]
    assert not changed_to_figures("What payment term applies?", "15 Days", changed), "the new value asked"
    raised = "By what amount did the extension raise the revolving commitments?"
    level = ["The $3.0 billion Revolving Credit Agreement, dated as of August 24, 2022"]
    found = level_for_change_figures(raised, "It raised them by $3.0 billion.", level)
    assert found == ["3e+09 (printed as a level)"], found
    grew = ["Net sales increased by $99 million, or 4%"]
    assert not level_for_change_figures("By how much did net sales increase?", "$99 million", grew)
    repair = ["Opinion of Market Value | $491,000 | Market Value Condition | Subject to Repair"]
    as_is = "What 'as is' market value did the appraiser place on it before the repair?"
    assert other_state_figures(as_is, "$491,000", repair) == [f"491000 (printed as: {repair[0]})"]
    assert not other_state_figures("What market value did the appraiser place on it?", "$491,000", repair)
    more = "How much additional commitment capacity did the extension add to the revolver?"
    assert level_for_change_figures(more, "$3.0 billion", level) == ["3e+09 (printed as a level)"]
    added = "How much did the EC2 usage add to its July 2014 bill?"  # a part of the bill, no change
    assert not level_for_change_figures(added, "$3.0 billion", level)
    block = ["MUFG BANK, LTD.\nBy: | /s/ Victor Pierzchalski\nName: Victor Pierzchalski"]
    officer = "Which MUFG Bank officer executed the extension?"
    assert unprinted_names(officer, "Vic Pierzchalski", block) == ["Vic"], "a name shortened"
    assert unprinted_names(officer, "Victor Pierzchalski signed it for MUFG's lenders.", block) == []
    page = "Item | 278.61 | 14.50% | 40.39\nPL: | T: | Pack: BX | S: S132415345\nVAT: | 14.50%"
    asked = "What value follows the 'T:' label in the footer?"
    assert beside_label_figures(asked, "14.50%", [page]) == ["14.5 (no line printing 't:' prints it)"]
    assert beside_label_figures("What value follows the 'VAT:' label?", "14.50%", [page]) == []


def _case_unknown_measure_needs_a_named_label() -> None:
    page = "MGM China | Q4 2022 | Q4 2021\nVIP table games win % | 2.0% | 2.9%\nHotel occupancy | 45% | 60%"
    occupancy = "What was MGM China's hotel occupancy rate for the three months ended December 31, 2022?"
    assert unnamed_figures(occupancy, "2.0%", [page]) == ["2 (printed as: VIP table games win)"]
    assert unnamed_figures(occupancy, "45%", [page]) == []
    revenue = "What was MGM China's net revenue in Q4 2022?"  # a measure of the table: not judged here
    assert unnamed_figures(revenue, "2.0%", [page]) == []
    register = "Under which commercial register entry (court and HRB number) is QualityHosting AG registered?"
    assert unnamed_figures(register, "HRB 13302", ["Sitz: Hanau | HRB 13302"]) == [], "an acronym names it"
    assert unnamed_figures(register, "13302", ["Kundennummer | 13302"]) != []
    sbc = "What share-based compensation expense did PepsiCo record in the 12 weeks to March 25, 2023?"
    sga = "Selling, general and administrative expenses (a) | 7,229 | 6,580"  # shares only "expense"
    assert unnamed_figures(sbc, "$7,229", [sga]) == [
        "7229 (printed as: Selling general and administrative expenses)"
    ]
    assert unnamed_figures(sbc, "$93", ["Share-based compensation expense | 93 | 84"]) == []


def _case_figures_read_respectively() -> None:
    page = (
        "Restricted cash, which is included in Other current assets, was $398 million,\n$379 million and "
        "$312 million at July 29, 2023, January 28, 2023, and July 30, 2022, respectively. The increases"
    )
    asked_day = "How much restricted cash was Best Buy carrying on July 29, 2023?"
    assert respective_figures(asked_day, "$312 million", [page]) == ["3.12e+08 (printed for 2022-07-30)"]
    assert respective_figures(asked_day, "$398 million", [page]) == []
    assert respective_figures("How much restricted cash did Best Buy hold?", "$312 million", [page]) == []
    before_vat = "What is the value of the Coolblue order before Dutch VAT is added?"
    assert [m.name for m in asked(before_vat)] == ["subtotal"]


def _case_one_members_own_share() -> None:
    facility = (
        "On April 12, 2023, Best Buy Co., Inc. entered into a new $1.25 billion five-year senior unsecured "
        "revolving credit facility\nwith JPMorgan Chase Bank, N.A., as administrative agent"
    )
    own = "How much of Best Buy's revolver is committed by JPMorgan Chase Bank individually?"
    assert shared_figures(own, "$1.25 billion", [facility]) == ["1.25e+09 (printed without JPMorgan Chase)"]
    schedule = "Lender | Commitment\nJPMorgan Chase Bank, N.A. | $125,000,000"
    assert shared_figures(own, "$125,000,000", [schedule]) == []
    assert shared_figures("How much is committed in total?", "$1.25 billion", [facility]) == []


def _case_period_end_is_no_event_date() -> None:
    page = "(b) In the 12 weeks ended March 19, 2022, we sold our Tropicana, Naked and other juice brands"
    sale = "On what date did PepsiCo complete the sale of its juice brands?"
    found = period_end_dates(sale, "March 19, 2022", [page])
    assert len(found) == 1 and found[0].startswith("2022-03-19 (printed as: (b) In the 12 weeks ended")
    both = "SG&A for the 12 weeks ended March 25, 2023, as compared to the 12 weeks ended March 19, 2022,"
    assert len(period_end_dates(sale, "March 19, 2022", [page, both])) == 1
    header = "12 Weeks Ended\n3/25/2023 | 3/19/2022"
    assert len(period_end_dates(sale, "March 19, 2022", [page, header])) == 1
    invoice = "Invoice Date | Due Date\n3/20/2022 | 3/19/2022"  # a row of dates under labels: values
    assert period_end_dates("When was the invoice due?", "March 19, 2022", [invoice]) == []
    closing = page + "\nThe sale closed on March 19, 2022."
    assert period_end_dates(sale, "March 19, 2022", [closing]) == []  # also printed as the event's date
    assert period_end_dates("When did the quarter end?", "March 19, 2022", [page]) == []
    assert period_end_dates("What net revenue did PepsiCo book?", "March 19, 2022", [page]) == []


def _case_asked() -> None:
    names = [m.name for m in asked("What late payment fee does the Stanford Plumbing invoice charge?")]
    assert names == ["late fee"], names
    assert [m.name for m in asked("When does the Azure Interior invoice have to be paid?")] == ["due date"]
    assert [m.name for m in asked("What is the total amount due on AWS invoice 42183017?")] == ["total"]
    comprehensive = "Net earnings plus FX translation: what's the retailer's comprehensive income total?"
    assert "total" not in [m.name for m in asked(comprehensive)], "a statement line's total"
    assert [m.name for m in asked("What were Amazon's total net sales for 2014?")] == ["revenue"]
    assert asked("What was the total cost of the repurchase?") == [], "a total cost is no invoice total"
    assert [m.name for m in asked("By what date must ALEXINUX pay invoice no. 2022089083?")][0] == "due date"
    settle = "What is the settlement deadline printed on the French legal-announcement bill?"
    assert [m.name for m in asked(settle)] == ["due date"]
    assert [m.name for m in asked("What Adjusted EBITDAR did MGM report for 2021?")] == ["EBITDA"]
    concluded = "What was the appraiser's concluded value for the Treeville colonial?"
    assert [m.name for m in asked(concluded)] == ["market value"]
    summary = "SUMMARY Opinion of Market Value | $491,000"
    assert not unlabelled_figures(concluded, "$491,000", [summary])
    assert not unnamed_figures(concluded, "$491,000", [summary]), (
        "a measure of the table, judged by its label"
    )
    work = "On which day was the sink installation work actually done?"
    assert [m.name for m in asked(work)] == ["service date"]
    invoice = "Bill To | Invoice Date: | 10/18/18\nInstalled new kitchen sink | 2 | 240.00"
    assert figure_objections(work, "10/18/18", [invoice]), "the invoice's date is no service date"
    done = "For the $120.00 service line on the sample invoice, what was done according to the notes?"
    assert asked(done) == [], "the work itself, not its date"
    adjusted = "Net income | 1,000\nAdjusted net income | 1,250"
    assert unlabelled_figures("What GAAP net income did it report?", "1,250", [adjusted]), (
        "an adjusted figure"
    )
    assert not unlabelled_figures("What adjusted net income did it report?", "1,250", [adjusted])
    brazil = "What reasonably possible loss above its accrual did Amcor estimate for the Brazil tax matters?"
    assert asked(brazil) == [], "a tax matter is no tax charged"
    assert asked("How many gross square feet of store space did Ulta add?") == [], "a store's area"
    assert [m.name for m in asked("What is the purchase order number on the invoice?")] == [
        "purchase order number"
    ]
    assert asked("Who won the 2022 FIFA World Cup?") == []
    profit = "What was PepsiCo's reported operating profit for the 12 weeks ended March 25, 2023?"
    assert [m.name for m in asked(profit)] == ["operating income"]  # asked as it is printed
    statement = "(in millions)\nNet Revenue | $ | 17,846\nGross profit | 9,858\nOperating Profit | 2,629"
    assert unlabelled_figures(profit, "$9,858 million", [statement]) == [
        "9.858e+09 (printed as: Gross profit)"
    ]
    assert unlabelled_figures(profit, "$2,629 million", [statement]) == []
    inventories = "What were merchandise inventories, net on the condensed balance sheet?"  # a statement
    assert asked(inventories) == [] and [m.name for m in asked("What balance is due?")] == ["total"]


def _case_labels_at() -> None:
    lines = ["Invoice Date: | Due Date: | Reference:", "03/20/2023 | 04/04/2023 | CUSTREF123"]
    assert labels_at(lines, 1, 1) == "Due Date"
    assert labels_at(lines, 1, 0) == "Invoice Date"
    assert labels_at(["a | b | Due Date: | Jan 31, 2022"], 0, 3) == "Due Date"
    prose = ["a one-time origination fee of Four Hundred", "Dollars ($400), which shall be deducted"]
    assert "origination fee" in labels_at(prose, 1, 0)
    wrapped = ["Net earnings attributable to", "Best Buy Co., Inc. | $ 274 | $ 366"]
    assert labels_at(wrapped, 1, 1) == "Net earnings attributable to Best Buy Co Inc"
    item = ["[17589684] Beeswax XL | 1.00 kg | 42.00 | 0.00 15.00% | $ 42.00"]
    assert labels_at(item, 0, 4) == "Beeswax XL"  # the quantity's unit is no label
    units = "Commodity | June 30, 2022\nPET resin | 1,800,000 lbs. | 16,886,520 lbs."
    assert labels_at(units.splitlines(), 1, 2) == "PET resin", "a unit labels nothing"
    assert labels_at(["16,886,520 lbs."], 0, 0) == "lbs", "unless nothing else does"
    outlook = ["Depreciation and amortization expense | $245 million to $250 million"]
    assert labels_at(outlook, 0, 1) == "Depreciation and amortization expense", (
        "a range's words label nothing"
    )


def _case_unlabelled_figures() -> None:
    income = "What indicated value did the income approach produce in the appraisal?"
    grid = "Sales Comparison Approach\nIndicated Value | $491,000"
    assert unlabelled_figures(income, "$491,000", [grid]), "another approach's value"
    assert not unlabelled_figures(income, "$524,840", ["Indicated Value by Income Approach | $524,840"])
    method = "Under the income method, what indicated value does the report reach?"
    assert unlabelled_figures(method, "$491,000", [grid]), "the income method is the income approach"
    debt = "Current portion of long-term debt | 1,286,473\nLong-term debt, net | 7,432,817 | 11,770,797"
    assert unlabelled_figures("What total debt did it carry?", "7,432,817", [debt]), "a part of the debt"
    assert not unlabelled_figures("What total debt did it carry?", "8,719,290", ["Total debt | 8,719,290"])
    azure = (
        "Invoice Date: | Due Date: | Reference:\n03/20/2023 | 04/04/2023 | CUSTREF123\n"
        "Tax 15% on $ 112.90 | $ 16.94"
    )
    due = "When does the Azure Interior invoice have to be paid?"
    assert unlabelled_figures(due, "It is due on 04/04/2023.", [azure]) == []
    assert unlabelled_figures(due, "It is due on 03/20/2023.", [azure]) == [
        "2023-03-20 (printed as: Invoice Date)"
    ]
    fee = "What late fee does the invoice charge?"
    assert unlabelled_figures(fee, "The fee is $16.94.", [azure]) == ["16.94 (printed as: Tax on)"]
    assert unlabelled_figures("What tax was charged?", "$16.94", [azure]) == []
    divisions = (
        "(in millions)\nNet Revenue | 2023 | 2022\n"
        "Frito-Lay North America | $ 5,583 | $ 5,152\nGross profit | 9,858 | 8,960"
    )
    gross = "What was Frito-Lay North America's gross profit in 2023?"
    assert unlabelled_figures(gross, "$5,583 million", [divisions])
    assert not unlabelled_figures("What was PepsiCo's gross profit in 2023?", "$9,858 million", [divisions])
    assert unlabelled_figures("What tax was charged?", "$16.94 in 2023", [azure]) == []
    restated = "What is the tax on invoice 112.90?"  # the question's own figure is not the answer's
    assert unlabelled_figures(restated, "The tax on invoice 112.90 is $16.94.", [azure]) == []
    assert (
        unlabelled_figures("Who is the vendor?", "Azure Interior, 16.94", [azure]) == []
    )  # no measure asked
    form = "Contract Price $ | Date of Contract\nComp | 1 | 2\nSale Price | $ | 496,000 | as of | 03/11/2017"
    blank = "What is the contract price in the sample appraisal?"
    assert unlabelled_figures(blank, "496,000", [form]) == ["496000 (printed as: Sale Price)"]
    assert unlabelled_figures("What is the date of contract?", "03/11/2017", [form]) != []
    statement = "(in millions)\nNet sales | $ 3,226.8 $ 2,729.4"
    assert unlabelled_figures("What were Ulta's net sales?", "$3,226.8 million", [statement]) == []
    market = "Median Days on Market | 11 | Lowest Sale Price | $400,000 | Highest Sale Price | $525,000"
    assert unlabelled_figures("What was the prior sale price?", "$400,000", [market]) != []
    assert unlabelled_figures("What is the lowest sale price in the market?", "$400,000", [market]) == []
    note = (
        "The entire amount shall become payable upon demand by the Lender\n"
        "or holder of this Note, but demand shall not be made before the 12TH day of FEBRUARY\n2026."
    )
    assert unlabelled_figures("What is the note's maturity date?", "February 12, 2026", [note]) != []
    dated = "THIS CREDIT AGREEMENT dated as of April 12, 2023\nMaturity Date | April 12, 2028"
    wind_down = "What is the scheduled wind-down date of the retailer's bank commitments?"
    assert unlabelled_figures(wind_down, "April 12, 2023", [dated]) != [], "the agreement's date"
    assert unlabelled_figures(wind_down, "April 12, 2028", [dated]) == []
    flipkart = "Order Date: 15-10-2015 | Anushrut Singh\nInvoice Date: 20-10-2015"
    delivered = "On what date was the memory card delivered to Anushrut Singh?"
    assert unlabelled_figures(delivered, "15-10-2015", [flipkart]) == ["2015-10-15 (printed as: Order Date)"]
    ordered = "On what date was the memory card ordered by Anushrut Singh?"
    assert unlabelled_figures(ordered, "15-10-2015", [flipkart]) == []
    signed = "Date of Signature and Report | Date of Signature\nEffective Date of Appraisal | 03/11/2017 | #"
    signing = "Which calendar date is entered as Jo Pratt's date of signature and report?"
    assert unlabelled_figures(signing, "03/11/2017", [signed]) != [], "the effective date is no signing date"
    effective = "Which calendar date is the appraisal effective as of?"
    assert unlabelled_figures(effective, "03/11/2017", [signed]) == []
    casino = "(In thousands)\nRevenues\nCasino | $ | 1,548,762 $ | 1,527,818 $ | 5,734,173"
    cash = "What was MGM's net cash provided by operating activities for full-year 2022?"
    assert unlabelled_figures(cash, "$5,734,173 thousand", [casino]) != []
    segments = (
        "SUPPLEMENTAL DATA – NET REVENUES\n(In thousands)\nThree months ended | Twelve months ended\n"
        "2022 | 2021 | 2022 | 2021\nLas Vegas Strip Resorts | $ | 2,297,282 $ | 1,806,686 $ | 8,398,372\n"
        "Regional Operations | 991,452 | 899,607 | 3,815,885 | 3,392,363"
    )
    regional = "What were Regional Operations' net revenues for full-year 2022?"
    assert unlabelled_figures(regional, "$3,815,885 thousand", [segments]) == []
    total = "What were MGM's total net revenues for full-year 2022?"
    assert unlabelled_figures(total, "$3,815,885 thousand", [segments]) != []
    ebitdar = segments.replace("NET REVENUES", "ADJUSTED PROPERTY EBITDAR")
    assert unlabelled_figures(regional, "$3,815,885 thousand", [ebitdar]) != []
    reconciliation = (  # a row names its owner, not the measure the title reconciles to
        "RECONCILIATION OF NET INCOME ATTRIBUTABLE TO MGM RESORTS INTERNATIONAL TO ADJUSTED EBITDAR\n"
        "(In thousands)\nThree months ended | Twelve months ended\n"
        "December 31, | December 31, | December 31, | December 31,\n2022 | 2021 | 2022 | 2021\n"
        "Net income attributable to MGM Resorts International | $ | 284,002 $ | 131,013 $ | 1,473,093 $ | "
        "1,254,370"
    )
    adjusted_ebitdar = "What consolidated Adjusted EBITDAR did MGM Resorts report for full year 2021?"
    assert unlabelled_figures(adjusted_ebitdar, "$1,254,370 thousand", [reconciliation]) != []
    urar = "contains: | 4 Rooms | 2 Bedrooms | 1.0 Bath(s)\nMarket Rent $ 2,450 | X Gross Rent Multiplier 185"
    grm = "What gross rent multiplier did the appraiser use?"
    assert unlabelled_figures(grm, "It used a gross rent multiplier of 1.0", [urar]) == [
        "1 (printed as: Bath)"
    ]
    assert unlabelled_figures(grm, "It used a gross rent multiplier of 185", [urar]) == []
    implied = asked("Divide the market value by the monthly rent (an implied gross rent multiplier).")
    assert measure("gross rent multiplier") not in implied
    area = "Finished Above Grade | 3,002 | sq.ft. | Finished Below Grade | 0"  # the redesigned URAR's row
    above = "What is the finished above-grade living area of 123 Falling Tree Ct?"
    assert unlabelled_figures(above, "3,002 square feet", [area]) == []
    assert unlabelled_figures(above, "4 square feet", ["Bedrooms | 4 | Baths | 2"]) != []


def _case_off_period_figures() -> None:
    amcor = (
        "Twelve Months Ended June 30,\n"
        "Adjusted non-GAAP results | 2022 $ million | 2023 $ million | Reported ∆% | currency ∆%\n"
        "Net sales | 14,544 | 14,694 | 1 | —\nEBITDA | 2,117 | 2,018 | (5) | 1"
    )
    assert off_period_figures("What was Amcor's adjusted EBITDA for fiscal 2024?", "2,117", [amcor]) == [
        "2117 (printed under 2022, not 2024)"
    ]
    assert off_period_figures("What were Amcor's FY2023 net sales?", "$14,694 million", [amcor]) == []
    assert off_period_figures("What were Amcor's net sales?", "14,544", [amcor]) == []  # no year asked
    best_buy = "($ in millions)\nThree Months Ended | July 29, 2023 | July 30, 2022\nRevenue | 9,583 | 10,329"
    assert off_period_figures("Best Buy's Q2 fiscal 2024 revenue?", "$9,583 million", [best_buy]) == []
    assert off_period_figures("Best Buy's revenue in 2021?", "$9,583 million", [best_buy]) != []
    prose = "Domestic revenue was as high as in the second quarter of fiscal 2020."
    domestic = "($ in millions)\nSix Months Ended\nDomestic | $ | 8,890 | $ | 9,569 | $ | 17,691 | $ | 19,463"
    fiscal_2020 = "What was Best Buy's revenue for fiscal 2020?"
    assert off_period_figures(fiscal_2020, "$19,463 million", [prose, domestic]) != []
    assert off_period_figures(fiscal_2020, "$19,463 million", [prose + "\n" + domestic]) == []
    dollars = (
        "($ in millions)\nThree Months Ended | Six Months Ended\n"
        "July 29, 2023 | July 30, 2022 | July 29, 2023 | July 30, 2022\nRevenue\n"
        "Total revenue | $ | 9,583 | $ | 10,329 | $ | 19,050 | $ | 20,976"
    )
    six_months = "What was Best Buy's total revenue for the six months ended July 29, 2023?"
    assert off_period_figures(six_months, "$20,976 million", [dollars]) == [
        "2.0976e+10 (printed under 2022-07-30, not 2023)"
    ]
    assert off_period_figures(six_months, "$19,050 million", [dollars]) == []
    read = asked_column_figure(six_months, "$20,976 million", [dollars])
    assert read == ("19,050", 0, "Total revenue | $ | 9,583 | $ | 10,329 | $ | 19,050 | $ | 20,976"), read
    quarter = "What was Best Buy's total revenue for the three months ended July 29, 2023?"
    assert (asked_column_figure(quarter, "$10,329 million", [dollars]) or ("",))[0] == "9,583"
    assert asked_column_figure("What was Best Buy's total revenue in 2023?", "20,976", [dollars]) is None
    assert (asked_column_figure(six_months, "20,976", [dollars, dollars]) or ("",))[:2] == ("19,050", 0)
    debt = (
        "December 31, 2022 | June 30, 2022\nFair Value | Fair Value\n"
        "($ in millions) | Carrying Value | (Level 2) | Carrying Value | (Level 2)\n"
        "Total long-term debt | $ | 3,941 $ | 3,651 $ | 3,952 $ | 3,694"
    )
    level2 = "What was the Level 2 fair value of Amcor's fixed-rate debt at December 31, 2022?"
    assert off_period_figures(level2, "3,952", [debt]), "June 30, 2022 is not December 31, 2022"
    assert not off_period_figures(level2, "3,651", [debt])
    history = "Transfer history\n# | Seller | Date | Price\n1 | Typically Motivated | 09/01/2018 | $430,000"
    assert off_period_figures("For how much did it sell in its 2017 prior sale?", "430,000", [history])
    assert not off_period_figures("For how much did it sell in its 2018 prior sale?", "430,000", [history])
    prior = "Best Buy's revenue for the quarter ended July 29, 2023 and the prior-year quarter?"
    assert off_period_figures(prior, "$10,329 million", [best_buy]) == []
    assert off_period_figures(prior.replace("prior-year", "same"), "$10,329 million", [best_buy]) != []
    respectively = (
        "The balance sheet date is July 29, 2023.\n"
        "The liability was $609 million, $386 million and $731 million\n"
        "as of July 29, 2023, January 28, 2023, and July 30, 2022, respectively."
    )
    as_of = "How large was the liability as of July 29, 2023?"
    assert off_period_figures(as_of, "$609 million", [respectively]) == []
    covenant = "Cash Flow Leverage Ratio | 3.50 to 1.00"
    any_quarter = "What leverage ratio may Best Buy have at any fiscal quarter end of its April 2023 loan?"
    assert off_period_figures(any_quarter, "3.50 to 1.00", [covenant]) == []
    assert off_period_figures("Its fiscal 2023 leverage?", "3.50", [covenant]) != []
    late = off_period_figures(as_of, "$731 million", [respectively])
    assert late == ["7.31e+08 (printed under 2022, not 2023)"]
    in_millions = "($ in millions)\nIt was 609, 386 and 731 as of July 29, 2023, January 28, 2023, and"
    in_millions += " July 30, 2022, respectively."
    assert off_period_figures(as_of, "$609 million", [in_millions]) == []
    assert off_period_figures(as_of, "$731 million", [in_millions]) != []
    change = (  # a change column closes the row and the header: the years head the amounts
        "Three Months Ended December 31, | 2022 | 2021 | %\nChange\n(Dollars in millions)\n"
        "VIP table games turnover | $ | 980 | $ | 1,736 | (44) %"
    )
    ulta = (
        "(In thousands)\nJanuary 28, January 29,\n2023 | 2022\n(Unaudited)\nAssets\n"
        "Total assets | $ | 5,370,411 $ 4,764,379\n\nLiabilities and stockholders’ equity\n"
        "Current liabilities:\nAccrued income taxes | — | 12,786"
    )
    accrued = "What accrued income taxes did Ulta carry as a current liability at January 28, 2023?"
    assert off_period_figures(accrued, "Accrued income taxes | — | 12,786", [ulta]) != [], "a section label"
    buyback = (
        "As of July 29, 2023, $4.0 billion of the $5.0 billion repurchase authorization was available.\n"
        "Between July 29, 2023, and August 30, 2023, we repurchased 0.3 million shares."
    )
    later = "How much of the $5.0 billion authorization remained available as of August 30, 2023?"
    assert other_date_figures(later, "$4.0 billion", [buyback]) == ["4e+09 (stated as of 2023-07-29)"]
    assert other_date_figures(later.replace("August 30", "July 29"), "$4.0 billion", [buyback]) == []
    assert other_date_figures("How much remained available?", "$4.0 billion", [buyback]) == []
    guidance = "imply 2023 core EPS of $7.27 (previously $7.20), a 7 percent increase (previously 6 percent)"
    cut = "By how much was the implied 2023 core EPS cut in the April 2023 guidance update?"
    assert contrary_change_figures(cut, "It was cut 7 percent.", [guidance]) == [
        "7% (printed as a change the other way)"
    ]
    assert contrary_change_figures(cut.replace("cut", "raised"), "7 percent", [guidance]) == []
    assert contrary_change_figures("How did core EPS change?", "7 percent", [guidance]) == []
    full_year = (
        "What was the VIP turnover for the full year 2022, according to the fourth-quarter 2022 release?"
    )
    assert other_span_figures(full_year, "$980 million", [change]) == [
        "9.8e+08 (printed for 3 months, not 12 months)"
    ]
    assert asked_column_figure(full_year, "$1,736 million", [change]) is None, "no column of twelve months"
    vip = "What was MGM China's VIP table games turnover in 2022?"
    assert off_period_figures(vip, "$1,736 million", [change]) == ["1.736e+09 (printed under 2021, not 2022)"]
    assert off_period_figures(vip, "$980 million", [change]) == []


def _case_whole_fiscal_year() -> None:
    release = (
        "Three Months Ended June 30, | Twelve Months Ended June 30,\n($ million) | 2022 | 2023 | 2022 | 2023"
    )
    release += "\nNet sales | 3,909 | 3,673 | 14,544 | 14,694"
    fiscal = "What were Amcor's net sales for fiscal 2023?"
    assert other_span_figures(fiscal, "3,673", [release]) == ["3673 (printed for 3 months, not 12 months)"]
    assert other_span_figures(fiscal, "14,694", [release]) == []
    named = "What full-year 2022 net revenue did it report, based on its Q1 2023 earnings release?"
    twelve_weeks = "12 Weeks Ended\n3/25/2023 | 3/19/2022\nNet Revenue | $ | 17,846 | $ | 16,200"
    assert other_span_figures(named, "16,200", [twelve_weeks]) == [
        "16200 (printed for 3 months, not 12 months)"
    ], "the quarter names the release, the question asks the year"
    assert other_span_figures("Amcor's fourth-quarter fiscal 2023 net sales?", "3,673", [release]) == []
    prose = "• | Adjusted Property EBITDAR margin of 37.4% in the current year"
    prose += " compared to 36.7% in the\nprior year."
    quarter = "What was MGM's Adjusted Property EBITDAR margin for the three months ended December 31, 2022?"
    assert figure_objections(quarter, "37.4%", [prose]) == [
        ("printed only for a period of another length", ["37.4 (printed for 12 months, not 3 months)"])
    ]
    full_year = "How much Adjusted Property EBITDAR did The Cosmopolitan earn in full-year 2022?"
    assert answer_of_other_span(full_year, "Its EBITDAR for Q4 2022 is $684,668.", []) == [
        "the answer states 3 months, not 12"
    ]
    assert answer_of_other_span(full_year, "Its EBITDAR for full-year 2022 is $908,841.", []) == []
    prose = "Net revenues of $3.6 billion, an increase of 18% compared to the prior-year quarter."
    assert other_span_figures(quarter, "$3.6 billion", [prose]) == []


def _case_block_heading() -> None:
    page = "Net income per common share:\nBasic | $ | 6.73\nDiluted | $ | 6.68\n\n"
    page += "Weighted average common shares outstanding:\nBasic | 50,624 | 53,163\nDiluted | 50,976 | 53,519"
    assert figure_labels(page, 50976.0) == ["Weighted average common shares outstanding Diluted"]
    assert figure_labels(page, 6.68) == ["Net income per common share Diluted"]
    assert figure_labels("Total | 5\nDiluted | 3", 3.0) == ["Diluted"], "no heading: the row label alone"
    statement = "Revenues\nCasino | 1,548,762\nRooms | 897,943\n3,592,216\n"
    statement += "Expenses\nCasino | 796,444\nRooms | 252,602"
    assert figure_labels(statement, 897943.0) == ["Revenues Rooms"]
    assert figure_labels(statement, 252602.0) == ["Expenses Rooms"]
    expense = "What was MGM's rooms expense for the three months ended December 31, 2022?"
    assert unnamed_figures(expense, "$897,943", [statement]) == ["897943 (printed as: Revenues Rooms)"]
    assert unnamed_figures(expense, "$252,602", [statement]) == []
    titled = "CONSOLIDATED STATEMENTS OF INCOME\nCost of sales | 1,000\nNet sales | 3,000"
    assert figure_labels(titled, 3000.0) == ["Net sales"], "a title in capitals heads no block"


def _case_part_totals() -> None:
    page = "Description | Amount\n--- Non Food ---\nOffice Chair | $ 70.00\nSubtotal $ 112.00\n--- Food ---\n"
    amount = "What is the subtotal amount on the invoice?"  # "Amount" heads a column: it names no part
    page += (
        "Truffles | $ 150.00\nSubtotal $ 150.90\n\nSubtotal | $ 262.90\nTax 15% | $ 16.94\nTotal | $ 279.84"
    )
    subtotal = "What is the subtotal on Azure Interior invoice INV/2023/03/0008?"
    assert part_total_figures(subtotal, "$ 112.00", [page]) == [
        "112 (a later line of its page prints the same label's whole)"
    ]
    assert part_total_figures(subtotal, "$ 262.90", [page]) == []
    assert part_total_figures(amount, "Subtotal $ 112.00", [page]) != []
    assert part_total_figures("What is the Food subtotal on the invoice?", "$ 150.90", [page]) == []
    assert part_total_figures("What was net income?", "$ 112.00", [page]) == []


def _case_segment_figures() -> None:
    rigid = "Rigid Packaging Segment\n\nThree Months Ended December 31,\n($ in millions) | 2022 | 2021\n"
    rigid += "Net sales | $ | 830 | $ | 794"
    assert segment_figures("What were Amcor's net sales for the three months?", "$830 million", [rigid])
    assert not segment_figures("What were Rigid Packaging's net sales?", "$830 million", [rigid])
    sentence = "Selected financial data for the International segment was as follows:\nRevenue | 1,513"
    assert not segment_figures("What was Best Buy's International segment revenue?", "1,513", [sentence])
    assert segment_figures("What was Best Buy's revenue?", "1,513", [sentence])
    by_segment = "Revenue by reportable segment:\nDomestic | 8,890\nTotal revenue | 9,583"
    assert not segment_figures("What was Best Buy's total revenue?", "9,583", [by_segment])
    total = "Condensed Statement of Income\nThree Months Ended | 2022 | 2021\nNet sales | 830 | 794"
    assert not segment_figures("What were Amcor's net sales?", "830", [rigid, total])


def _case_comparable_blocks() -> None:
    page = "Comparable 5\nAddress 5\nProx. to Subject | 0.25 miles NE\n\nComparable 6\n\nProx. to Subject"
    sixth = "In the photo addendum, what distance from the subject is given for the sixth comparable slot?"
    assert comparable_block_figures(sixth, "0.25 miles NE", [page]) == [
        "0.25 (printed for comparable 5, not comparable 6)"
    ]
    assert comparable_block_figures("What is Comparable #5's distance?", "0.25 miles NE", [page]) == []


def _case_other_part_figures() -> None:
    page = "Regional Operations\nThe following table shows key gaming statistics for Regional Operations:\n"
    page += "Three Months Ended December 31, | 2022 | 2021 | %\nChange\nSlots win % | 9.6 % | 9.6 %"
    macau = "How did the casino operator's Macau slots perform on win percentage in the fourth quarter?"
    assert other_part_figures(macau, "9.6%", [page]) == ["9.6 (printed for operations regional)"]
    assert other_part_figures("What was the slots win % of Regional Operations?", "9.6%", [page]) == []
    assert other_part_figures("What was the slots win % of the regional operations?", "9.6%", [page]) == []


def _case_dates_are_no_figures() -> None:
    grid = "ITEM | SUBJECT | COMPARABLE SALE # 1\nBedrooms | 3 | 11"
    concluded = "The appraisal concluded $520,000 for the subject as of 03/11/2017."
    assert new_figures("What value did the appraisal conclude?", concluded) == [520000.0]
    assert comparable_figures("What value did the appraisal conclude?", concluded, [grid]) == []


def _case_cash_flow_measures() -> None:
    capex = "What is the FY2018 capital expenditure amount (in USD millions) for 3M?"
    page = "Purchases of property, plant and equipment (PP&E) | (1,577)\nCash interest payments | 328"
    assert unlabelled_figures(capex, "1,577", [page]) == []
    assert unlabelled_figures(capex, "328", [page]) == ["328 (printed as: Cash interest payments)"]
    cogs = "What is the FY2016 COGS for Microsoft?"
    income = "Total cost of revenue | 32,780\nResearch and development | 11,988"
    assert unlabelled_figures(cogs, "32,780", [income]) == [] and unlabelled_figures(cogs, "11,988", [income])


def _case_a_limit_dates_no_event() -> None:
    note = (
        "payable upon demand by the Lender, but demand shall not be made before the 12TH day of FEBRUARY 2026"
    )
    asked = "Has the holder called the note, and on what date was that demand made?"
    assert limit_dates(asked, "Demand was made on February 12, 2026.", [note]) == [
        "2026-02-12 (printed as a limit: …e Lender, but demand shall not be made before the)"
    ]
    assert limit_dates("Before what date may demand not be made?", "February 12, 2026", [note]) == []
    signed = "Signed on this 12th day of November, 2025."
    assert limit_dates(asked, "It was made on November 12, 2025.", [signed]) == []


def _case_qualifiers_forecasts_and_identifiers() -> None:
    outlook = (
        "Consistent with its previous guidance for 2023, the Company continues to expect:\n\n"
        "• A core annual effective tax rate of 20 percent; and\n"
        "• Total cash returns to shareholders of approximately $7.7 billion, comprised of dividends"
    )
    actual = "How much cash did PepsiCo actually hand back to shareholders over the whole of 2023?"
    assert forecast_figures(actual, "7.7 billion", [outlook]), "a bullet under '… expect:' forecasts"
    assert not forecast_figures(
        "How much cash does PepsiCo plan to return in 2023?", "$7.7 billion", [outlook]
    )
    forecast = "How much cash does PepsiCo forecast returning to shareholders in 2023?"
    assert not reported_for_forecast(forecast, "$7.7 billion", [outlook]), "the bullet's list expects"
    reported = (
        "(In thousands)\nThree months ended December 31, | 2022 | 2021\nAdjusted EBITDAR | 877,052 | 698,739"
    )
    assert reported_for_forecast("What EBITDAR does MGM forecast for 2023?", "$877,052 thousand", [reported])
    assert not reported_for_forecast("What EBITDAR did MGM report?", "$877,052 thousand", [reported])
    price = ["Contract Price | $489,000 | Reasonable Exposure Time | 0–90 days"]
    assert reported_for_forecast("What value does the appraiser project a year on?", "$489,000", price)
    assert not reported_for_forecast("What is the Project budget?", "$489,000", price), "the Project, a noun"
    market = "Median Sale Price | $499,000\nOpinion of Market Value | $491,000"
    coming = (
        "How much does the appraiser expect values near 123 Falling Tree Ct to rise over the coming year?"
    )
    assert reported_for_forecast(coming, "$491,000", [market]), "a value today is no change to come"
    forward = "What 12-month-forward value does the appraiser give for the house?"
    assert reported_for_forecast(forward, "$491,000", [market])
    stores = "Yardbird | 18 | 4 | - | 22"
    assert reported_for_forecast("How many Yardbird showrooms will it add this year?", "4", [stores])
    assert not reported_for_forecast("How many Yardbird showrooms did it add?", "4", [stores])
    note = "Interest shall accrue at ten percent (10%) per year on any unpaid balance."
    default = "What default interest rate applies if the borrower fails to pay?"
    assert unlabelled_figures(default, "10%", [note])
    assert not unlabelled_figures("What interest rate?", "10%", [note])
    segment = "International Segment\nThree Months Ended | 2023 | 2022\nRevenue | 693 | 760"
    online = "What was the International segment's total online revenue for the three months of 2023?"
    assert unlabelled_figures(online, "693", [segment]), "online revenue is not the segment's revenue"
    assert not unlabelled_figures(online.replace(" online", ""), "693", [segment])
    aside = "What default (late-payment) interest rate applies on the note?"
    assert unlabelled_figures(aside, "10%", [note]), "a parenthesis between qualifier and measure"
    held = "($ in millions)\nTotal assets held for sale, net | $ | — $ | 192\nTotal assets | 17,475 | 17,426"
    assert unlabelled_figures("What were Amcor's total assets?", "$192 million", [held])
    assert not unlabelled_figures("What were Amcor's total assets?", "$17,475 million", [held])
    assert not unlabelled_figures("What were Amcor's total assets held for sale?", "$192 million", [held])
    release = "The guidance above imply 2023 core EPS of $7.27 (previously $7.20)\nCore EPS | $1.50"
    assert forecast_figures("What core EPS did PepsiCo report for 2023?", "$7.27", [release])
    assert not forecast_figures("What core EPS does PepsiCo expect for 2023?", "$7.27", [release])
    assert not forecast_figures("What EPS is PepsiCo forecasting for 2023?", "$7.27", [release])
    assert not forecast_figures("What full-year core EPS does the raised guidance imply?", "$7.27", [release])
    assert not forecast_figures("What was PepsiCo's implied full-year core EPS?", "$7.27", [release])
    assert not forecast_figures("What core EPS did PepsiCo report?", "$1.50", [release])
    exposure = "My opinion of a reasonable exposure time for the subject would have been 60 to 180 days"
    assert not forecast_figures("What exposure time did the appraiser give?", "60 to 180 days", [exposure])
    bullet = "Fiscal 2024\n• | Adjusted Free Cash Flow of approximately $850 million to $950 million"
    actual = "What Adjusted Free Cash Flow did Amcor actually generate in fiscal 2024?"
    assert forecast_figures(actual, "$850 million to $950 million", [bullet]), "a range is an outlook"
    raised = "increased the annual dividend for fiscal 2023 to 49.0 cents per share"
    assert not forecast_figures("What dividend did Amcor declare?", "49.0 cents", [raised]), (
        "a year opens no range"
    )
    flipkart = "Order Date: 15-10-2015 | Anushrut Singh"
    delivered = "On what date was Flipkart order OD304175096047380001 delivered to Anushrut Singh?"
    assert unlabelled_figures(delivered, "15-10-2015", [flipkart])
    assert not unlabelled_figures("On what date was the order placed?", "15-10-2015", [flipkart])
    coolblue = "Orderdatum | 18 april 2014\nFactuurdatum | 19 april 2014"
    shipped = "On what date was Coolblue order number 12572103 (invoice 993548900) delivered to Pino?"
    assert unlabelled_figures(shipped, "18 april 2014", [coolblue])
    ship = "On which date did Coolblue ship Pino Bluebird's iPad Air and Nintendo order?"
    assert unlabelled_figures(ship, "18 april 2014", [coolblue]), "the order's date is no shipping date"
    shipping = "Ship Date | 03/16/2026\nOrder Date | 03/09/2026"
    assert not unlabelled_figures("When was the order shipped?", "03/16/2026", [shipping])
    assert not unlabelled_figures("When was the loan funded?", "May 2, 2024", ["Funding Date | May 2, 2024"])
    named_order = "On what date was the order on Flipkart invoice BLR_WFLD20151000982590 delivered?"
    assert unlabelled_figures(named_order, "15-10-2015", [flipkart])
    assert not unlabelled_figures("On what date was the order placed?", "15-10-2015", [flipkart])
    note = (
        "David Bowie\n1 Hacker Way\n(referred to as the Borrower)\n\n"
        "Rick Gray\nRichmond, TX 77407\n(referred to as the Lender)"
    )
    assert other_party_figures("What is the ZIP code of the Borrower, 123ABC LLC?", "77407", [note])
    assert other_party_figures("In which city is the Borrower located?", "Richmond, TX", [note])
    assert not other_party_figures("In which city is the Lender located?", "Richmond, TX", [note])
    assert not other_party_figures("What is the ZIP code of the Lender, Rick Gray?", "77407", [note])
    assert not other_party_figures("What is the ZIP code of Rick Gray?", "77407", [note])
    signed = note + "\n\nSignature:\nDavid Bowie, Authorized Signatory"
    whitehorse = "Which individual executed the credit agreement for the WhiteHorse lenders?"
    assert organization_for_person(whitehorse, "WhiteHorse Capital Management, LLC", [])
    agent = "Who signed the Extension Agreement on behalf of Bank of America, N.A. as Administrative Agent?"
    assert organization_for_person(agent, "Lockheed Martin Corporation", [])
    assert not organization_for_person(agent, "Kyle D. Harding, Vice President, Bank of America, N.A.", [])
    assert not organization_for_person("Which bank is the administrative agent?", "Bank of America, N.A.", [])
    organic = "What was PepsiCo's organic net revenue, in millions of dollars, for the quarter?"
    growth = "Organic revenue growth | 14.3% | 10%\nNet revenue | 17,846 | 16,200"
    assert percent_for_amount(organic, "14.3", [growth]) == ["14.3%"]
    assert not percent_for_amount(organic, "17,846", [growth])
    assert not percent_for_amount("What was organic revenue growth?", "14.3", [growth])
    vat = "how much VAT (BTW) is embedded in the 717,97 total?"
    assert percent_for_amount(vat, "BTW 21%", ["BTW 21% | € 124,61"]) == ["21%"]
    assert not percent_for_amount("What VAT rate applies?", "21%", ["BTW 21% | € 124,61"])
    exact = "How much principal is scheduled for repayment over the first step? Give exact dollars."
    clause = "an aggregate principal amount equal to 0.25% of the aggregate original principal amount"
    assert percent_for_amount(exact, "0.25% of the aggregate original principal amount", [clause])
    premise = "The term loan amortizes at a percentage of its original principal. " + exact
    assert percent_for_amount(premise, "0.25% of the aggregate original principal amount", [clause])
    assert not percent_for_amount("By what percentage did the principal amortize?", "0.25%", [clause])
    cosignor = "Who is the co-signor on the note made by 123ABC LLC?"
    assert other_party_figures(cosignor, "David Bowie", [signed])
    assert not other_party_figures("Who signed as the Borrower's signatory?", "David Bowie", [signed])
    grid = "ITEM | SUBJECT | COMPARABLE No. 4 | COMPARABLE No. 5\nMonthly Rent | $ 2300 | $ 1800 | $ | $"
    assert comparable_figures("What monthly rent does the basement unit bring in?", "$1800", [grid])
    assert not comparable_figures("What monthly rent does the subject bring in?", "$2300", [grid])
    values = f"{grid}\nIndicated Value by: Sales Comparison Approach $ 625000 | Cost Approach $ 627300"
    assert not comparable_figures("What value does the cost approach indicate?", "$627,300", [values])
    assert comparable_figures("What monthly rent does the basement unit bring in?", "$1800", [values])
    assert not comparable_figures("What rent does comparable No. 4 ask?", "$1800", [grid])
    hps = "Lender | Revolving Commitment\nHPS Lenders | $23,000,000.00\nTotal | $38,500,000.00"
    across = "What commitment do the HPS Lenders hold across the term and revolving facilities together?"
    assert combined_figures(across, "$23,000,000.00", [hps]), "one facility's part"
    assert not combined_figures(across.replace(" together", ""), "$23,000,000.00", [hps])
    assert not combined_figures("What do the lenders commit in total?", "$38,500,000.00", [hps])
    sketch = "Total Living Area (Rounded): | 1192 Sq ft\nEnclosed Patio | 180 Sq ft\nGarage | 400 Sq ft"
    parts = "What is the combined square footage of living area, enclosed patio and garage on the sketch?"
    assert combined_figures(parts, "1192 Sq ft", [sketch]), "one part's total"
    margins = "(i) with respect to SOFR Loans,\n6.25% per annum, and (ii) with respect to ABR Loans, 5.25%"
    abr = "What margin applies to ABR borrowings until the first reporting date?"
    assert other_basis_figures(abr, "6.25%", [margins]), "the SOFR margin beside it"
    assert not other_basis_figures(abr, "5.25%", [margins])
    assert not other_basis_figures("What is the SOFR margin?", "6.25%", [margins])
    assert not other_basis_figures("What margins apply to ABR and SOFR loans?", "6.25%", [margins]), "both"
    sheet = "Property and equipment, net | 2,305 | 2,352\nAdditions to property and equipment | (395) | (441)"
    additions = "What were Best Buy's additions to property and equipment in the first half?"
    assert balance_for_flow_figures(additions, "2,305", [sheet]), "the item's balance, no addition to it"
    assert not balance_for_flow_figures(additions, "395", [sheet])
    assert not balance_for_flow_figures("What is property and equipment, net?", "2,305", [sheet])
    priced = "Level | Ratio | SOFR Loans | ABR Loans\nI | > 2.40:1.00 | 6.25% | 5.25%"
    assert other_basis_figures(abr, "6.25%", [priced]) and not other_basis_figures(abr, "5.25%", [priced])
    pool = f"{grid}\nWater Features | — | — | — | Inground Pool | ($12,000)"
    assert comparable_figures("How much is credited to the subject's own pool?", "$12,000", [pool])
    sales = (
        "Property Address | 123 Falling Tree Ct | 241 Rapid Creek Ln | 188 Fallen Oak Ct\n"
        "List Price | $489,000 | $460,000 | $449,900\nSale Price | $450,000 | $520,000"
    )
    rapid = "What did comparable #1 at 241 Rapid Creek Ln sell for?"
    assert comparable_column_figures(rapid, "$450,000", [sales]), "a row short of the subject's cell"
    assert not comparable_column_figures(rapid.replace("sell for", "list at"), "$460,000", [sales])
    assert comparable_column_figures("What was comparable 2's list price?", "$460,000", [sales])
    assert not comparable_column_figures("What did 123 Falling Tree Ct list at?", "$489,000", [sales])
    addendum = (
        "Property Address 6808 Neil St\n\nComparable Sale 5\n6820 Neil St\nSale Price: | 550000\n\nTotal | 9"
    )
    assert comparable_figures("For what price did 6808 Neil St last sell?", "550000", [addendum])
    assert not comparable_figures("What is the total?", "9", [addendum])
    ulta = "Comparable sales (including e-commerce sales) increased 15.6% compared to 21.4%"
    share = "What percentage of Ulta Beauty's fiscal 2022 net sales came from e-commerce?"
    assert change_figures(share, "15.6% of net sales came from e-commerce.", [ulta])
    assert not change_figures("By what percentage did comparable sales increase?", "15.6%", [ulta])
    assert not change_figures(share, "21.4%", ["E-commerce was 21.4% of net sales"])
    invoice = "Subtotaal | € 593,36\nBTW 21% | € 124,61\nTotaal | € 717,97"
    games = "What share of the VAT-inclusive total went to the Nintendo handheld and the racing game?"
    assert tax_rate_figures(games, "21% of the total went to them.", [invoice]) == [
        "21% (printed as a tax rate, not a share)"
    ]
    assert not tax_rate_figures(share, "21.4%", ["E-commerce was 21.4% of net sales"])
    facility = "Best Buy entered into a new $1.25 billion five-year revolving credit facility"
    individual = "What is JPMorgan Chase Bank's individual Commitment under Best Buy's credit agreement?"
    assert unlabelled_figures(individual, "$1.25 billion", [facility])
    assert not unlabelled_figures("What is the facility's total commitment?", "$1.25 billion", [facility])
    placed = "On what date was Coolblue order 12572103 placed as an order?"
    assert not unlabelled_figures(placed, "18 april 2014", [coolblue])


def _case_rows_empty_labels_outlooks_and_sentences() -> None:
    grid = (
        "Reconciliation of the comparables follows here in a paragraph.\n"
        "# | Property Address | Sale Date | Status\n"
        "2 | 955 Black Swan Rd | — | Pending\n"
        "3 | 325 Summit Ct | 08/21/2019 | Settled Sale"
    )
    black_swan = "When did 955 Black Swan Rd close its sale?"
    assert other_row_figures(black_swan, "2019-08-21", [grid]), "the date is 325 Summit Ct's"
    assert not other_row_figures("When did 325 Summit Ct close its sale?", "08/21/2019", [grid])
    subject = "6808 Neil St | Did inspect\nAPPRAISED VALUE OF SUBJECT PROPERTY $ 625000 | Did inspect"
    assert not other_row_figures("What is the appraised value of 6808 Neil St?", "$625,000", [subject])
    divisions = (
        "PepsiCo, Inc.\nNet Revenue | 2023\nFrito-Lay North America | $ | 5,583\nLatin America | 2,358"
    )
    assert other_row_figures("What was PepsiCo's Latin America net revenue?", "5,583", [divisions])
    assert not other_row_figures("What was PepsiCo's Latin America net revenue?", "2,358", [divisions])
    form = (
        "Sale Price | $ | 550,000 | $ | 510,000\nITEM | SUBJECT | COMPARABLE SALE #1\n"
        "Date of Prior Sale/Transfer\nPrice of Prior Sale/Transfer\nData Source(s) | MLS | MLS"
    )
    prior = "What was the price of Comparable Sale #1's prior sale or transfer?"
    assert empty_label_figures(prior, "$550,000", [form]), "the prior sale's price is left empty"
    assert not empty_label_figures("What was the sale price of Comparable Sale #1?", "$550,000", [form])
    outlook = (
        "FY23 Outlook\nNet sales | $10.95 billion to $11.05 billion\nRemodel and relocation projects | 20-30"
    )
    assert forecast_figures("How many remodels were completed in Q3?", "20-30", [outlook])
    assert not forecast_figures("What is the phone number?", "512-2921", ["Dial (844) 512-2921 now."])
    buyback = (
        "Amcor repurchased approximately 41 million shares during\n"
        "fiscal 2023 for a total cost of $431 million. In the June 2023 quarter, sales were $3.7 billion."
    )
    annuity = "Note 9\nOn October 12, 2021, the Company contracted to transfer $186 million of plan assets."
    assert not off_period_figures(
        "What did Amcor's 10-Q for the quarter ended December 31, 2022 say it transferred?",
        "$186 million",
        [annuity],
    )
    eps = "What was Ulta Beauty's adjusted diluted EPS for the fourth quarter of fiscal 2022?"
    assert percent_for_amount(eps, "23.5%", ["Diluted earnings per share increased 23.5% to $6.68"])
    assert not percent_for_amount(eps.replace("EPS", "EPS growth"), "23.5%", ["increased 23.5% to $6.68"])
    repayment = (
        "What is the quarterly term loan principal repayment under the commitments? Answer in US dollars."
    )
    assert percent_for_amount(repayment, "0.25% of the original principal amount", []) == ["0.25%"]
    assert not percent_for_amount(repayment, "$875,000", [])
    who = "Who acted as the supervisory appraiser?"
    assert nameless_answers(who, "The appraiser and supervisory appraiser shall have no liability", [])
    assert not nameless_answers(who, "The supervisory appraiser was Jane Doe.", [])
    which = "Which supervisory appraiser co-signed the Riverside report?"
    assert nameless_answers(which, "The appraiser identified in this report is an employee of the firm.", [])
    assert not nameless_answers(which, "Jane Doe", [])
    role = "Who served as supervisory appraiser, and what is that person's certification number?"
    labelled = "The Supervisory Appraiser served as supervisory appraiser; the number is AR 029515."
    assert nameless_answers(role, labelled, []), "the role asked and a licence number name no one"
    assert not nameless_answers(role, "David J Miller, certification AR 029515.", [])
    quarter = "How much did Amcor spend on buy-backs in the June 2023 quarter alone?"
    assert other_span_figures(quarter, "$431 million", [buyback]), "a sentence about fiscal 2023"
    assert not other_span_figures("What were sales in the June 2023 quarter?", "$3.7 billion", [buyback])


def _case_board_of_a_name() -> None:
    footer = (
        "QualityHosting AG | Vorstand: Christian Heit (Vorsitz), | Bankverbindung\n"
        "Uferweg 40-42 | Markus Oestreicher | Kreissparkasse Gelnhausen\n"
        "D-63571 Gelnhausen | Aufsichtsrat: Hans Jürgen | Kto-Nr. 48567\n"
        "Tel. +49 6051 916 44 10 | Habermann (Vorsitz) | Blz: 507 500 94"
    )
    chair = "Who chairs QualityHosting AG's supervisory board?"
    assert other_board_names(chair, "Christian Heit (Vorsitz)", [footer]) == ["Christian", "Heit"]
    assert other_board_names(chair, "Markus Oestreicher", [footer]) == ["Markus", "Oestreicher"], "wrapped"
    assert other_board_names(chair, "Hans Jürgen Habermann (Vorsitz)", [footer]) == []
    assert other_board_names("Who chairs the Vorstand?", "Christian Heit", [footer]) == []
    assert other_board_names("Who signed the invoice?", "Christian Heit", [footer]) == [], "no board asked"


SELFTEST_CASES = [
    _case_a_limit_dates_no_event,
    _case_board_of_a_name,
    _case_block_heading,
    _case_total_for_a_rate_per_unit,
    _case_part_totals,
    _case_rows_empty_labels_outlooks_and_sentences,
    _case_unknown_measure_needs_a_named_label,
    _case_figures_read_respectively,
    _case_person_and_quoted_label,
    _case_section_of_a_release,
    _case_dates_sharing_a_year,
    _case_answer_of_another_year,
    _case_six_months_do_not_answer_a_quarter,
    _case_period_end_is_no_event_date,
    _case_one_members_own_share,
    _case_qualifiers_forecasts_and_identifiers,
    _case_asked,
    _case_labels_at,
    _case_unlabelled_figures,
    _case_off_period_figures,
    _case_whole_fiscal_year,
    _case_segment_figures,
    _case_other_part_figures,
    _case_comparable_blocks,
    _case_dates_are_no_figures,
    _case_cash_flow_measures,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
