"""Extractor v2 (`--extractor v2`): the model points at page lines, code quotes, checks and witnesses.

Per document: plan calls (page_select) → the shown lines rendered with ids → one schema-constrained
`generate_json` per call, whose `line` can only be an id that was shown → code builds the quote from
that line's cells (`lines.quote_from_line`) → `verify_field`, the same gates as v1 and as review
corrections (a right value pointed off its line gets code's line on that page, never a re-ask) →
`check_rules` → the second witness: a labelled field is accepted only when code's own candidate lines
agree with the model's (`candidates.agreement`), an unlabelled text field only with its label words on
or above the pointed line (a vendor also by a payment or legal-footer line naming it); anything else
goes to review with both sides named.
"""

from __future__ import annotations

import datetime
import functools
import json
import re
from collections.abc import Callable, Iterator
from itertools import chain, pairwise
from typing import Any, NamedTuple

from ragagent.evidence import find_quote, value_in_quote
from ragagent.extract.candidates import (
    KEYWORD_LINES_ABOVE,
    NO_WITNESS,
    RATE_CELL,
    WITNESS_WORDS,
    Candidate,
    Value,
    adjustment_records,
    agreement,
    amounts,
    candidates,
    document_candidates,
    invoice_number_read,
    invoice_number_reads,
    keyword_witness,
    labelled,
    model_chooses,
    model_value,
    printed_adjustments,
    printed_carried,
    prints_label_words,
    same_value,
    sum_witnessed,
)
from ragagent.extract.lines import CELL_SEP, Line, page_lines, quote_from_line, render, span_text
from ragagent.extract.page_select import DOC_TOKEN_BUDGET, estimate_tokens, plan_calls
from ragagent.extract.pipeline import fill_and_check, settle_status
from ragagent.extract.prompts import POINT_SYSTEM, build_choice_prompt, build_point_prompt
from ragagent.llm.base import LLM, LLMAuthError, LLMError, LLMQuotaError, LLMUnavailable
from ragagent.manifest import ManifestEntry
from ragagent.normalize import (
    currency_code,
    dates_in,
    detect_day_first,
    numbers_in,
    parse_date,
    parse_number,
    spelled_scale,
    unglued,
)
from ragagent.pages import Page
from ragagent.parties import (
    CUSTOMER_NOT_SELLER,
    HEADING_NOT_PARTY,
    billed_party,
    company_cell,
    letterhead,
    letterhead_name,
    note_payee,
    payee_line,
    role_after_name,
    seller_party,
    without_legal_form,
)
from ragagent.rules import SUM_RULES, Problems, check_rules, invoice_dates, invoice_parties, unwitnessed
from ragagent.schemas import (
    MAX_PRINTED_CHARS,
    OWNERS_ROW,
    PAGE_QUALIFIER,
    PARTY_FIELDS,
    PER_SHARE,
    FieldResult,
    FieldSpec,
    field_names,
    field_spec,
)
from ragagent.selftest import selftest_main
from ragagent.tables import period_header_end
from ragagent.verify import (
    ATTRIBUTABLE,
    LABEL_NOT_VALUE,
    MONEY_SCALE,
    NO_FIELD_LABEL,
    NOT_A_REFERENCE,
    NOT_IN_QUOTE,
    PERCENT_NOT_AMOUNT,
    UNSUPPORTED_CHOICE,
    currency_read,
    named_currencies,
    property_type_read,
    report_type_read,
    verify_field,
    without_label_words,
)

PIPELINE_VERSION = "pipeline-v2"
# a line opening with its label as a form field: "Borrower: | 123ABC LLC."
_FORM_LABEL = re.compile(r"\s*([^|:]{2,40}?)\s*(:\s*\|?|\|)")
# a date or figure fits in 60 characters; the cap stops the model running on after one ("12.03.2024
# 00:00:00.000000000 UTC+00:00…", ~50 generated tokens per date on the second blind set)
MAX_FIGURE_CHARS = 60
# payment terms without a date: "Upon receipt", "Net 30 days from bill date", "payable à 30 jours net"
_TERMS_ONLY = re.compile(
    r"\b(up)?on\s+receipt|\bnet\s*\d+|\b\d+\s*(days?|jours|tage[n]?|dagen|d[ií]as|giorni)\b|"
    r"\bimmediate|\bsofort|r[ée]ception",
    re.IGNORECASE,
)
CHOSEN_BY_CODE = "chosen by code"  # a note, not a problem: code found the line that proves the value
NEIGHBOURS = 2  # an enum's supporting text may sit this many lines from the line the model points at
# No re-ask: in the 14-document corpus run a re-ask fixed 1 of 64 re-asked fields (its calls were 19 of
# 39); a field whose line does not prove its value goes to review with both sides named.


def reply_schema(doc_type: str, fields: list[str], ids: list[str]) -> dict[str, Any]:
    """Flat JSON schema of the reply: per field a shown line id (or null), the printed value, and for
    text fields the last line of a wrapped value. Constrained decoding cannot cite an unshown line."""
    line = {"enum": [*ids, None]}
    props: dict[str, Any] = {}
    for name in fields:
        spec = field_spec(doc_type, name)
        longest = MAX_PRINTED_CHARS if spec.kind == "text" else MAX_FIGURE_CHARS
        printed: dict[str, Any] = (
            {"enum": [*spec.enum, None]}
            if spec.kind == "enum"
            else {"type": ["string", "null"], "maxLength": longest}
        )
        one: dict[str, Any] = {"line": line, "printed": printed}
        if spec.kind == "text":
            one["to"] = line
        props[name] = {
            "type": "object",
            "properties": one,
            "required": list(one),
            "additionalProperties": False,
        }
    return {"type": "object", "properties": props, "required": fields, "additionalProperties": False}


def _parse(reply: dict[str, Any], fields: list[str], ids: set[str]) -> dict[str, dict[str, Any]]:
    """The reply's answer per field; LLMError when it does not have the schema's shape."""
    out = {}
    for name in fields:
        answer = reply.get(name)
        if not isinstance(answer, dict):
            raise LLMError(f"reply has no object for {name}")
        line, to, printed = answer.get("line"), answer.get("to"), answer.get("printed")
        if line is not None and line not in ids or to is not None and to not in ids:
            raise LLMError(f"reply for {name} names a line that was not shown ({line!r}, {to!r})")
        if printed is not None and not isinstance(printed, str):
            raise LLMError(f"reply for {name} has a non-string printed value")
        out[name] = {"line": line, "to": to, "printed": printed}
    return out


def _check_line(
    doc_type: str, spec: FieldSpec, printed: str, line: str, to: str | None, ctx: _Doc
) -> FieldResult:
    """verify_field on the quote code builds from the pointed line (or lines): the label and value cells,
    or, when code reads the model's value on that line under a label above it, that header and cell."""
    text, problem = span_text(ctx.lines, line, to)
    quote = text if "\n" in text else quote_from_line(text, printed, spec, day_first=ctx.day_first)
    value = model_value(spec, printed, day_first=ctx.day_first) if labelled(spec) else None
    above = [c.quote for c in ctx.cands[spec.name] if c.line == line and c.quote and c.value == value]
    if above and not spec.label_ok(quote):
        quote = above[0]
    result = verify_field(
        doc_type, spec.name, printed, quote, ctx.lines[line].page, ctx.pages, day_first=ctx.day_first
    )
    if problem:
        result.status = "needs_review"
        result.problems.append(problem)
    return result


class _Doc:
    """What every field check of one document reads."""

    def __init__(self, doc_type: str, pages: list[Page]) -> None:
        self.pages = pages
        self.text = "\n".join(p.text for p in pages)
        self.lines = page_lines(pages)
        self.position = {line_id: n for n, line_id in enumerate(self.lines)}  # reading order
        self.day_first = detect_day_first("\n".join(p.text for p in pages[:3]))
        self.cands = document_candidates(doc_type, pages, day_first=self.day_first)
        self.adjustments = printed_adjustments(doc_type, pages, day_first=self.day_first)
        self.carried = printed_carried(doc_type, pages, day_first=self.day_first)
        self.witnessed = sum_witnessed(doc_type, self.cands, amounts(self.adjustments))
        self.doc_type = doc_type
        self._reads: dict[str, tuple[str, str] | None] = {}

    @functools.cached_property
    def number_refs(self) -> dict[str, int]:
        """Every reference an invoice-number label heads on the first page (`invoice_number_reads`)."""
        return invoice_number_reads(self.pages[0].text, day_first=self.day_first)

    def read(self, name: str) -> tuple[str, str] | None:
        """Code's own reading of field `name` (`_CODE_READERS`) as (value, line id), read once; None when
        code has no reader for it or cannot tell."""
        if name not in self._reads:
            reader = _CODE_READERS.get(self.doc_type, {}).get(name)
            self._reads[name] = reader(self) if reader else None
        return self._reads[name]

    def disagreement(
        self,
        name: str,
        line: str | None,
        value: Value | None,
        *,
        single: bool = False,
        pointed: bool = True,
        named: bool = False,
    ) -> str | None:
        """`agreement` of the model's line and value with code's candidates and sum witness for `name`. A
        line code chose for the model's value (`pointed` False: the model pointed elsewhere) is no pick of
        the model's among labelled lines that print different values ("Product revenue, net" for the
        total revenue the model pointed at, with another row's figure), unless (`named`: the model
        pointed at no labelled line) it is the one labelled line printing the field's own name."""
        spec = field_spec(self.doc_type, name)
        chooses = pointed and model_chooses(self.doc_type, spec)
        own = spec.keywords[0] if (pointed or named) and spec.keywords else None
        witnessed = self.witnessed.get(name)
        return agreement(
            self.cands[name], line, value, single=single, witnessed=witnessed, chooses=chooses, named=own
        )


def answer_field(
    doc_type: str, name: str, answer: dict[str, Any], ctx: _Doc
) -> tuple[FieldResult, str | None]:
    """Check one answer; return its result and the line it rests on (the model's, or code's candidate
    when the model's value is what every candidate prints and the model's own line does not hold it)."""
    spec = field_spec(doc_type, name)
    printed, line = answer["printed"], answer["line"]
    if printed is None or not printed.strip():
        return FieldResult(status="empty"), line
    if absent := absent_by_code(name, printed, ctx):
        return FieldResult(status="empty", problems=[absent]), line
    printed = in_page_units(doc_type, spec, value_cell(spec, printed), line, ctx)
    result = None
    if line is not None:
        result = _check_line(doc_type, spec, printed, line, answer["to"], ctx)
        if result.status == "ok":
            return result, line
        if answer["to"] is None and (wrapped := _wrapped(doc_type, spec, printed, line, ctx)):
            return wrapped
        cell = _row_cell(spec, printed, line, ctx)
        note = f"cell of [{line}] {CHOSEN_BY_CODE}: the model printed {printed!r}"
        if cell is not None and (by_row := _proved_on(doc_type, spec, cell, line, note, ctx)):
            return by_row, line
        if name in _OWNERS_SHARE and (owners := _owners_row(spec, printed, line, ctx)):
            note = f"owners' row [{owners[1]}] {CHOSEN_BY_CODE}: the model pointed at the total [{line}]"
            if by_owners := _proved_on(doc_type, spec, owners[0], owners[1], note, ctx):
                return by_owners, owners[1]
        if restated := _restated_in_figures(spec, printed, line, ctx):
            figure, first, last = restated
            by_figures = _check_line(doc_type, spec, figure, first, last, ctx)
            if by_figures.status == "ok":
                by_figures.problems = [f"the figures restating the amount in words {CHOSEN_BY_CODE}"]
                return by_figures, last
    value = model_value(spec, printed, day_first=ctx.day_first) if labelled(spec) else None
    # A date pointed at no labelled line of its field picks the one labelled line printing it (an invoice
    # date among the order and due dates), a figure the labelled line printing it a line or two away (the
    # model points at a row's neighbour) or, pointed at no labelled line, the one labelled line printing
    # the field's own name ("Total equity"); a line of the field printing another value is no pick.
    off = all(c.line != line for c in ctx.cands[name])
    same = [
        c
        for c in ctx.cands[name]
        if value is not None
        and ctx.disagreement(
            name,
            c.line,
            value,
            pointed=off and (spec.kind == "date" or _beside(line, c.line, ctx)),
            named=off,
        )
        is None
    ]
    found = ctx.read(name)  # the model's value may be the one code reads under its label
    read_here = found[1] if found and _same_text(printed, found[0]) and found[1] != line else None
    why = "gave no line" if line is None else f"line [{line}] does not prove it"
    for other in (*(c.line for c in same), read_here):
        note = f"line [{other}] {CHOSEN_BY_CODE}: the model {why}"
        if other is not None and (by_code := _proved_on(doc_type, spec, printed, other, note, ctx)):
            return by_code, other
    for other in (c.line for c in same if spec.kind == "date"):
        note = f"date cell of [{other}] {CHOSEN_BY_CODE}: the model printed {printed!r}"
        cell = _date_cell(value, other, ctx)
        if cell is not None and (by_cell := _proved_on(doc_type, spec, cell, other, note, ctx)):
            return by_cell, other
    if (row := _row_printing(spec, printed, line, ctx)) and (cell := _row_cell(spec, printed, row, ctx)):
        note = f"cell of [{row}] {CHOSEN_BY_CODE}: the model printed {printed!r} from that row at [{line}]"
        if by_row := _proved_on(doc_type, spec, cell, row, note, ctx):
            return by_row, row
    if not labelled(spec) and (located := _located_by_code(doc_type, name, printed, line, ctx)):
        return located
    if result is None:
        result = FieldResult(printed=printed, status="needs_review", problems=["no line given"])
    return result, line


# an amount in words with its figures after it: "… FIFTY THOUSAND AND NO/100 DOLLARS ($3,150,000.00)"
_RESTATED = re.compile(r"\b(?:dollars|euros|pounds)\s*\(\s*([$€£]\s?\d[\d,]*(?:\.\d+)?)\s*\)", re.IGNORECASE)


def _letters(text: str) -> str:
    return " ".join(re.sub(r"[^a-z]+", " ", text.lower()).split())


def _restated_in_figures(spec: FieldSpec, printed: str, line: str, ctx: _Doc) -> tuple[str, str, str] | None:
    """The figures an agreement prints after the amount the model copied in words, with the lines from
    the one above (where its label stands) to theirs: (figure, first line, last line). Only where the
    pointed line, or the one after it, prints "… Dollars ($X)" right after the model's last words."""
    if spec.kind != "money" or parse_number(printed) is not None:
        return None
    words = _letters(_RESTATED.split(printed)[0]).split()
    ids = list(ctx.lines)
    at = ctx.position[line]
    for here in ids[at : at + 2]:
        match = _RESTATED.search(ctx.lines[here].text)
        before = _letters(ctx.lines[here].text[: match.start(1)]) if match else ""
        if match and len(words) >= 2 and before.endswith(" ".join(words[-2:])):
            above = ids[ctx.position[here] - 1] if ctx.position[here] else here
            first = above if ctx.lines[above].page == ctx.lines[here].page else here
            return match.group(1), first, here
    return None


# fields whose value is a clause of running text, which wraps (a party's name or a rate sentence that wraps
# is no clause: on the blind sets the two-line reading accepted "Borrower promises to pay to …")
_CLAUSES = ("governing_law", "late_charge")


def _wrapped(
    doc_type: str, spec: FieldSpec, printed: str, line: str, ctx: _Doc
) -> tuple[FieldResult, str] | None:
    """A value that runs on past the one line the model pointed at, without the model giving its `to`
    line: a clause wrapped onto the line after or before it ("… the laws of the State of" / "Oregon,
    without regard …") or set two lines under its heading ("36. GOVERNING LAW" / "… are governed by the
    laws of" / "England and Wales."); an amount that opens the line after a label line printing no figure
    ("… the Facility B Commitment, being" / "£25,500,000 at the date of this Agreement."). Checked on
    those lines together, which must print it with its label."""
    page = [ln.id for ln in ctx.lines.values() if ln.page == ctx.lines[line].page]
    at = page.index(line)
    after = page[at + 1 : at + 3]
    if spec.name in _CLAUSES:
        spans = [(line, end) for end in after[:1]] + ([(page[at - 1], line)] if at else [])
        spans += [(line, end) for end in after[1:]]
    elif spec.kind == "money" and after and not numbers_in(ctx.lines[line].text):
        opening = numbers_in(ctx.lines[after[0]].text)[:1]
        spans = [(line, after[0])] if opening == [parse_number(printed)] else []
    else:
        return None
    for start, end in spans:
        result = _check_line(doc_type, spec, printed, start, end, ctx)
        if result.status == "ok":
            result.problems.insert(
                0, f"lines [{start}]-[{end}] {CHOSEN_BY_CODE}: the model gave [{line}] only"
            )
            return result, start
    return None


def _date_cell(value: object, line: str, ctx: _Doc) -> str | None:
    """The one cell of a labelled date line that prints `value`: the model copied a run of the band's
    cells ("23/10/2027 19/10/2027 22/10/2027" under "Fecha de factura | Llegada | Salida") or the cells
    after them, and its first date is the one code reads under the field's own header."""
    cells = [
        cell.strip()
        for cell in ctx.lines[line].text.split("|")
        if parse_date(cell.strip(), day_first=ctx.day_first) == value
    ]
    return cells[0] if len(cells) == 1 else None


def _beside(line: str | None, other: str, ctx: _Doc) -> bool:
    """Whether `other` is within NEIGHBOURS lines of the pointed line, on its page."""
    here, there = (ctx.lines[line] if line else None), ctx.lines[other]
    return here is not None and here.page == there.page and abs(here.index - there.index) <= NEIGHBOURS


def _proved_on(
    doc_type: str, spec: FieldSpec, printed: str, line: str, note: str, ctx: _Doc
) -> FieldResult | None:
    """The field checked on a line code chose, with `note` saying so first, when it passes there."""
    result = _check_line(doc_type, spec, printed, line, None, ctx)
    if result.status != "ok":
        return None
    result.problems.insert(0, note)
    return result


# a figure carrying its own unit ("£494.9m", "¥18,187 million"): the page's unit may be one code does not read
_OWN_UNIT = re.compile(r"\d\s*(?:m|mn|bn|k|million|billion|thousand|crore|lakh)s?\b", re.IGNORECASE)


def _row_cell(spec: FieldSpec, printed: str, line: str, ctx: _Doc) -> str | None:
    """The figure code reads for a field on the statement or invoice row the model pointed at, when the
    model printed another of that row's figures or only its label: the model points at the row, code
    chooses the column. None when the row is no candidate line or reads two values, or the model's
    figure is not on the row or carries its own unit. Not on appraisals: a grid row ("Gross Living Area |
    1,180 | 5") prints the subject's figure among the comparables' and room counts."""
    tables = ctx.doc_type in ("financial_statement", "invoice") and spec.kind in ("money", "number")
    if not tables or _OWN_UNIT.search(printed):
        return None
    values = [c.value for c in ctx.cands[spec.name] if c.line == line]
    if not values or any(not same_value(v, values[0]) for v in values):
        return None
    model = model_value(spec, printed, day_first=ctx.day_first)
    on_row = value_in_quote(printed, ctx.lines[line].text, day_first=ctx.day_first)
    if model is not None and (same_value(model, values[0]) or not on_row):
        return None
    return repr(values[0])


OWNERS_ROW_REACH = 3  # the owners' share sits this many lines under the net income it splits
_OWNERS_SHARE = ("net_income",)  # fields whose contract value is the owners' share printed under the total


def _owners_row(spec: FieldSpec, printed: str, line: str, ctx: _Doc) -> tuple[str, str] | None:
    """(figure, line) of the owners' share printed under the net income row the model pointed at
    ("Net income | 25,512 | 26,280" then "Net income attributable to Harborline, Inc. | $24,324 | $25,238"):
    code's reading of the first candidate row a few lines below that names the attributable share (the
    field's own `not_label` leaves out the non-controlling row), when the model's figure is one the pointed
    row prints: code reads the owners' row in the column it chooses, the period's, whichever column the
    model read ("Net income | 65.5 | 64.5 | 130.1" answered 130.1, the six months)."""
    model = model_value(spec, printed, day_first=ctx.day_first)
    read = [c.value for c in ctx.cands[spec.name] if c.line == line]
    row = numbers_in(ctx.lines[line].text.partition("|")[2])
    if model is None or not read or not any(same_value(model, figure) for figure in [read[0], *row]):
        return None
    here = ctx.lines[line]
    for cand in ctx.cands[spec.name]:
        there = ctx.lines[cand.line]
        below = (
            0 < ctx.position[cand.line] - ctx.position[line] <= OWNERS_ROW_REACH and there.page == here.page
        )
        if below and (ATTRIBUTABLE.search(there.text) or re.search(OWNERS_ROW, there.text, re.IGNORECASE)):
            return repr(cand.value), cand.line
    return None


# any per-share figure, in the languages statements come in ("Diluted", "EPS", "Resultat per aktie", …)
_PER_SHARE = re.compile(r"dilut|" + PER_SHARE, re.IGNORECASE)


def _row_printing(spec: FieldSpec, printed: str, line: str | None, ctx: _Doc) -> str | None:
    """The one candidate row of the field, other than the pointed line, that prints the model's figure in
    one of its cells (the model read the row, another column, and named a wrong line id); None when no
    row or several do."""
    if not labelled(spec) or spec.kind not in ("money", "number"):
        return None
    rows = {
        c.line
        for c in ctx.cands[spec.name]
        if c.line != line and value_in_quote(printed, ctx.lines[c.line].text, day_first=ctx.day_first)
    }
    return rows.pop() if len(rows) == 1 else None


# a total's own label on the line an amount due would share with it ("TOTAL DUE THIS CLAIM (incl. VAT)")
_TOTAL_WORD = re.compile(r"\btotal\b", re.IGNORECASE)


def _apart_from_total(name: str, ctx: _Doc) -> list[Candidate]:
    """The field's candidate lines, an amount due's without the total's own lines: "TOTAL DUE THIS CLAIM
    | R 2 717 517.28" is the total, and an amount due printed on no other line is not printed apart from
    it ("BALANCE DUE" alone stays an amount due)."""
    totals = {c.line for c in ctx.cands["total"] if _TOTAL_WORD.search(c.text)}
    return [c for c in ctx.cands[name] if name != "amount_due" or c.line not in totals]


def absent_by_code(name: str, printed: str, ctx: _Doc) -> str | None:
    """Why a field the model filled is absent by the contract, when code's candidates agree that no line
    prints it under its label: a due date answered with payment terms only ("Net 30", "upon receipt"; the
    contract's due date is a printed date), an amount due answered with words or the total's figure (the
    contract's is printed apart from the total), a tax answered with its rate only ("Sales Tax | 5.5%": the
    contract's tax is an amount), a diluted EPS where the document prints no per-share figure at all (a
    private group's accounts: the model answers the owners' profit). None otherwise."""
    if name == "diluted_eps":
        return None if _PER_SHARE.search(ctx.text) else f"no per-share figure printed ({printed[:40]!r})"
    if name not in ("due_date", "amount_due", "tax") or _apart_from_total(name, ctx):
        return None
    if name == "tax":
        rate = RATE_CELL.match(value_cell(field_spec("invoice", "tax"), printed))
        return f"a tax rate only ({printed!r}): no tax amount printed" if rate else None
    if name == "due_date":
        if _TERMS_ONLY.search(printed) and not dates_in(printed):
            return f"payment terms only ({printed!r}): no due date printed"
        return None
    number = parse_number(value_cell(field_spec("invoice", "amount_due"), printed))
    if (
        number is None
        and not numbers_in(printed)
        or number is not None
        and any(same_value(c.value, number) for c in ctx.cands["total"])
    ):
        return f"no amount due printed apart from the total (the model answered {printed[:60]!r})"
    return None


def _located_by_code(
    doc_type: str, name: str, printed: str, line: str | None, ctx: _Doc
) -> tuple[FieldResult, str] | None:
    """Code's line for a field without a label rule whose pointed line does not hold the model's value.

    The 1.5B model often prints the right value but points a few lines, or half a page, off it; v1
    accepts the same value on the quote it copies. Code takes the nearest line of the pointed page
    that passes every gate: for an enum (currency, report type) within NEIGHBOURS lines, else v1's
    location (a currency: every line naming a currency names this one); for text and dates one that
    carries the field's label words on or just above it (the second witness the pointed line would
    have needed) and, for a date, prints it as its first date (never a prior-period column)."""
    spec = field_spec(doc_type, name)
    why = "gave no line" if line is None else f"line [{line}] does not print it"
    enum = spec.kind == "enum"
    if name == "currency" and named_currencies(ctx.pages) - {currency_code(printed)}:
        return None  # a document naming another currency too: a nearby line naming the model's proves nothing
    nearest = _nearest(line, ctx, NEIGHBOURS if enum else None)
    printing = [] if enum else _printing_lines(printed, line, ctx)
    stated = _clause_lines(spec, printed, line, ctx)
    for near in nearest if enum else chain(nearest, printing, _form_lines(spec, line, ctx), stated):
        text = ctx.lines[near].text
        reach = _witness_reach(line, near, ctx)
        if not enum and (
            not value_in_quote(printed, text, day_first=ctx.day_first)
            or _unwitnessed_text(spec, near, printed, ctx, above=reach)
            or spec.kind == "date"
            and dates_in(text, day_first=ctx.day_first)[:1] != [parse_date(printed, day_first=ctx.day_first)]
        ):
            continue
        result = _check_line(doc_type, spec, printed, near, None, ctx)
        if result.status == "ok":
            result.problems.insert(0, f"line [{near}] {CHOSEN_BY_CODE}: the model {why}")
            return result, near
    if spec.kind == "date":
        return _wrapped_date(doc_type, spec, printed, line, why, ctx)
    if not enum:
        return None
    result = verify_field(doc_type, name, printed, None, None, ctx.pages, day_first=ctx.day_first)
    found = [ln.id for ln in ctx.lines.values() if ln.page == result.page and ln.text.strip() == result.quote]
    if result.status != "ok" or len(found) != 1:
        return None
    result.problems = [f"line [{found[0]}] {CHOSEN_BY_CODE}: the model {why}"]
    return result, found[0]


def _wrapped_date(
    doc_type: str, spec: FieldSpec, printed: str, line: str | None, why: str, ctx: _Doc
) -> tuple[FieldResult, str] | None:
    """A date printed across a line break ("… nine months ended September" / "30, 2025."), on the pointed
    page or another: the first date of the two lines, with the field's label words on or above the
    first, checked on both lines together."""
    date = parse_date(printed, day_first=ctx.day_first)
    if date is None:
        return None
    for start, end in pairwise(ctx.lines):
        first, second = ctx.lines[start], ctx.lines[end]
        joined = f"{first.text}\n{second.text}"
        if (
            first.page != second.page
            or f"{date.year % 100:02d}" not in joined
            or dates_in(joined, day_first=ctx.day_first)[:1] != [date]
            or any(date in dates_in(one.text, day_first=ctx.day_first) for one in (first, second))
            or _unwitnessed_text(spec, start, printed, ctx, above=_witness_reach(line, start, ctx))
        ):
            continue
        result = _check_line(doc_type, spec, printed, start, end, ctx)
        if result.status == "ok":
            result.problems.insert(0, f"lines [{start}]-[{end}] {CHOSEN_BY_CODE}: the model {why}")
            return result, start
    return None


# roles a legal text may define a party by that are no label words of a line: a facility letter's lender
# is "the Bank" ("Straits Meridian Bank Limited (the "Bank") is pleased to offer …")
_DEFINED_ROLES = {"lender": ("bank",)}


def _unwitnessed_text(
    spec: FieldSpec, line: str, value: str, ctx: _Doc, *, above: int = KEYWORD_LINES_ABOVE
) -> str | None:
    """The missing second witness of an unlabelled text field on `line`, or None: its label words on or
    above the line, code's own reading of this value on that line (`_CODE_READERS`), or the role a legal
    text gives the name right after it ("…, N.A., as Administrative Agent"; `_DEFINED_ROLES`); for a
    vendor or a statement's company the first page's letterhead printing the name whole
    (`letterhead_name`); for a vendor a payment or legal-footer line naming it again ("Checks payable to
    Greenway Lawn & Garden.").
    An invoice number has none where the first page's number labels head several references (a final
    invoice's own number and, under "Rechnung", the partial invoices it deducts): code cannot tell which."""
    if spec.name == "invoice_number" and len(refs := ctx.number_refs) > 1:
        return f"{NO_WITNESS}: invoice-number labels head several references ({', '.join(refs)})"
    if head := _label_heads_another_cell(spec, line, value, ctx):
        return f"{NO_WITNESS}: its label heads another column ({head!r}) than the cell printing it"
    problem = keyword_witness(spec, ctx.lines, line, above=above)
    if problem and (found := ctx.read(spec.name)) and found[1] == line and _same_text(value, found[0]):
        return None  # code reads this very value here under its label: model and code agree
    if problem and spec.name == "period_end_date" and _ends_period(ctx.lines[line].text, value, ctx):
        return None
    if problem and spec.name in ("vendor_name", "company_name") and letterhead_name(value, ctx.pages[0].text):
        return None
    roles = (*WITNESS_WORDS.get(spec.name, spec.keywords), *_DEFINED_ROLES.get(spec.name, ()))
    if problem and role_after_name(value, ctx.text, roles):
        return None
    if problem and spec.name == "vendor_name" and payee_line(value, ctx.text):
        return None
    if problem and spec.name == "lender" and note_payee(value, ctx.text):
        return None
    if problem and spec.name == "agreement_date" and _note_caption(line, value, ctx):
        return None
    if problem and spec.name in _TITLE_BELOW and _titled_below(line, _TITLE_BELOW[spec.name], ctx):
        return None
    if problem and spec.name == "company_name" and _reports(value, ctx.text):
        return None
    return problem


def _label_heads_another_cell(spec: FieldSpec, line: str, value: str, ctx: _Doc) -> str | None:
    """The header cell naming the field, when the line right above `line` is a header band as wide as it
    and that label heads another cell than the one printing `value` ("Tipo documento | Numero | Data" over
    "TD01 Fattura | 2024/0136 | 27/05/2024": "TD01 Fattura" is the document type, not the number)."""
    here = ctx.lines[line]
    above = [ln for ln in ctx.lines.values() if ln.page == here.page and ln.index == here.index - 1]
    cells = here.text.split(CELL_SEP)
    if not above or len(cells) < 2 or len(header := above[0].text.split(CELL_SEP)) != len(cells):
        return None
    # a band of labels only; a line labelling its own value ("… | Fatura No: | EYP…") needs none above
    if re.search(r"\d", above[0].text) or any(prints_label_words(spec, cell) for cell in cells):
        return None
    labelled = [j for j, h in enumerate(header) if prints_label_words(spec, h)]
    printing = [j for j, cell in enumerate(cells) if value_in_quote(value, cell, day_first=ctx.day_first)]
    if labelled and printing and not set(printing) & set(labelled):
        return header[labelled[0]].strip()
    return None


# a promissory note's caption under its title: amount | place | date ("$1,850,000.00 | Savannah, Georgia |
# August 8, 2025"), on one line or one per line; the date the note is made
_NOTE_TITLE = re.compile(r"\bnote\b", re.IGNORECASE)
_CAPTION_AMOUNT = re.compile(r"[$€£]\s?\d[\d,]*(?:\.\d{2})?")
CAPTION_LINES = 3  # the caption sits within this many lines under the title (a subtitle, a loan number)


def _note_caption(line: str, value: str, ctx: _Doc) -> bool:
    """Whether `line` ends the first page's note caption and prints `value` as its date cell."""
    here = ctx.lines[line]
    top = [ln for ln in ctx.lines.values() if ln.page == here.page and ln.index <= here.index]
    titles = [at for at, ln in enumerate(top) if _NOTE_TITLE.search(ln.text)]
    if here.page != 1 or not titles or len(top) - 1 - titles[0] > CAPTION_LINES:
        return False
    cells = [c.strip() for ln in top[titles[0] + 1 :] for c in ln.text.split("|")][-3:]
    if len(cells) != 3 or _CAPTION_AMOUNT.fullmatch(cells[0]) is None or re.search(r"\d", cells[1]):
        return False
    dated = parse_date(cells[2], day_first=ctx.day_first)
    return dated is not None and dated == parse_date(value, day_first=ctx.day_first)


def _reports(name: str, text: str) -> bool:
    """Whether a release's headline or lead makes `name` the subject of its report ("Brenntal Industrie AG
    reports second quarter 2025 results", "Acme Corp. (NYSE: ACME) today announced")."""
    verb = r"\s*(?:\([^()]*\)\s*)?(?:today\s+)?(?:reports|reported|announces|announced)\b"
    for named in {name, without_legal_form(name)}:  # "Fjällvik Industriteknik AB (publ)" reports as
        words = r"\s+".join(map(re.escape, named.split()))  # "Fjällvik Industriteknik reports"
        if words and re.search(rf"(?<![\w&]){words}{verb}", text, re.IGNORECASE):
            return True
    return False


# A signature block prints the signer's title under the name ("Robert J. Whitcombe, MAI" / "Certified
# General Real Estate Appraiser"), a cover its caption; a trainee's or an assistant's is no appraiser's
_TITLE_BELOW = {
    "appraiser_name": re.compile(r"\bappraiser\b", re.IGNORECASE),
    "company_name": re.compile(r"exact name of registrant", re.IGNORECASE),  # a 10-K cover, under the name
}
_NOT_SIGNER = re.compile(r"\b(trainee|assistant|assistance|reviewer|review appraiser)\b", re.IGNORECASE)
SIGNATURE_LINES = 2  # a title may sit this many lines under the signer's name


def _titled_below(line: str, title: re.Pattern[str], ctx: _Doc) -> bool:
    """Whether a line within SIGNATURE_LINES under `line`, on its page, prints the signer's `title`."""
    here = ctx.lines[line]
    below = [
        ln.text
        for ln in ctx.lines.values()
        if ln.page == here.page and 0 < ln.index - here.index <= SIGNATURE_LINES
    ]
    return any(title.search(text) and not _NOT_SIGNER.search(text) for text in below)


def _ends_period(text: str, value: str, ctx: _Doc) -> bool:
    """Whether `text` is a statement's column header whose latest date is the date `value`."""
    date = parse_date(value, day_first=ctx.day_first)
    return date is not None and period_header_end(text) == date


_SIGNED = re.compile(r"^\s*/s/\s*")


def _printing_lines(printed: str, line: str | None, ctx: _Doc) -> list[str]:
    """The lines of the other pages that print `printed` as a whole cell, in document order: where the
    model pointed at the wrong page. There its label must be on the line itself, or its witness
    document-wide. A value inside a sentence elsewhere is no find ("for" in "information for the
    lender/client", "United States" in a clause on courts' jurisdiction)."""
    page = ctx.lines[line].page if line is not None else None
    date = parse_date(printed, day_first=ctx.day_first)

    def bare(text: str) -> str:  # a conformed signature's "/s/" is no part of the name
        return " ".join(_SIGNED.sub("", text).split()).strip(",.;:").lower()

    def same(cell: str) -> bool:  # a date cell in another form is the same cell ("31 Dec 2024")
        return (
            bare(cell) == bare(printed)
            or date is not None
            and parse_date(cell, day_first=ctx.day_first) == date
        )

    return [
        ln.id for ln in ctx.lines.values() if ln.page != page and any(same(c) for c in ln.text.split("|"))
    ]


def _clause_lines(spec: FieldSpec, printed: str, line: str | None, ctx: _Doc) -> list[str]:
    """The lines of the other pages that print a clause the model pointed away from inside a sentence
    carrying the clause's own words ("This Note shall be governed by … the laws of the State of Florida."
    on page 2, for a note whose page-1 caption the model pointed at)."""
    if spec.name not in _CLAUSES:
        return []
    page = ctx.lines[line].page if line is not None else None
    return [
        ln.id
        for ln in ctx.lines.values()
        if ln.page != page
        and value_in_quote(printed, ln.text, day_first=ctx.day_first)
        and keyword_witness(spec, ctx.lines, ln.id, above=0) is None
    ]


# a line that is only a heading over the line under it ("Prepared for:" on an appraisal's cover)
_HEADING_ONLY = re.compile(r"[^|:\d]{2,40}:")


def _witness_reach(line: str | None, near: str, ctx: _Doc) -> int:
    """Lines above `near` that may carry the field's label words: a few on the pointed page; on another
    page only a heading line right above it ("Prepared for:"), else the label must open the line itself
    (`_form_lines`)."""
    same_page = line is not None and ctx.lines[line].page == ctx.lines[near].page
    if same_page:
        return KEYWORD_LINES_ABOVE
    here = ctx.lines[near]
    above = [ln for ln in ctx.lines.values() if ln.page == here.page and ln.index == here.index - 1]
    return 1 if above and _HEADING_ONLY.fullmatch(above[0].text.strip()) else 0


def _form_lines(spec: FieldSpec, line: str | None, ctx: _Doc) -> Iterator[str]:
    """Lines of the other pages that open with the field's label as a form field ("Borrower: | 123ABC
    LLC.", a signature block), in page order: where the model pointed at the wrong page entirely.
    Lazy: scanned only once no line of the pointed page holds the value."""
    words = WITNESS_WORDS.get(spec.name, spec.keywords)
    page = ctx.lines[line].page if line is not None else None
    for ln in ctx.lines.values():
        head = _FORM_LABEL.match(ln.text)
        if (
            ln.page != page
            and head
            and any(
                re.fullmatch(rf"(the\s+)?{re.escape(w)}s?", head.group(1).strip(), re.IGNORECASE)
                for w in words
            )
        ):
            yield ln.id


def _nearest(line: str | None, ctx: _Doc, reach: int | None) -> list[str]:
    """The other lines of the pointed line's page, nearest first; only those within `reach` lines
    when given."""
    if line is None:
        return []
    here = ctx.lines[line]
    page = [ln for ln in ctx.lines.values() if ln.page == here.page and ln.id != line]
    near = [ln for ln in page if reach is None or abs(ln.index - here.index) <= reach]
    return [ln.id for ln in sorted(near, key=lambda ln: (abs(ln.index - here.index), ln.index))]


def in_page_units(doc_type: str, spec: FieldSpec, printed: str, line: str | None, ctx: _Doc) -> str:
    """The model's figure as its page prints it when the model scaled it itself ("412,618,000" or
    "412.618 million" for "412,618" under "(in thousands)"): the pointed line, or a labelled line of the
    field on its page, prints the figure divided by its page's unit, and the pointed line does not print
    it as given. The verifier scales it back from the page, so the value stays the model's number."""
    scale_of, number = MONEY_SCALE.get(doc_type), parse_number(spelled_scale(printed))
    if spec.kind != "money" or scale_of is None or number is None:  # "rose to 412.6" is no figure
        return printed
    if line is not None and value_in_quote(printed, ctx.lines[line].text, day_first=ctx.day_first):
        return printed
    page_text = {p.page: p.text for p in ctx.pages}
    page = ctx.lines[line].page if line is not None else None
    labelled_lines = [c.line for c in ctx.cands[spec.name] if page is None or ctx.lines[c.line].page == page]
    for near in ([line] if line is not None else []) + labelled_lines:
        unit = scale_of(page_text.get(ctx.lines[near].page, ""))
        figure = f"{number / unit:,.6f}".rstrip("0").rstrip(".")
        if unit > 1 and value_in_quote(figure, ctx.lines[near].text, day_first=ctx.day_first):
            return figure
    return printed


# a time of day the model ran on with after a date ("12.03.2024 00:00:00.000000000 UTC+00:00:00…")
_TIME_TAIL = re.compile(r"(?<=\d)(T|\s+)\d{1,2}:\d{2}\b.*$", re.DOTALL)


def value_cell(spec: FieldSpec, printed: str) -> str:
    """The value of a figure or date field the model copied together with its label cell
    ("Total for this invoice | $4.11" → "$4.11"): the last cell that reads as one; a date without the
    time of day the model ran on with. Text fields keep
    every cell (verify_field refuses a value spanning cells) but lose copied label or role words."""
    if spec.kind == "text":
        if spec.name in PARTY_FIELDS and (company := company_cell(printed)):
            printed = company  # "Lopud Vrtovi d.d. | Hotel Lopud Vrtovi - vanjska terasa": the company's cell
        return without_label_words(spec, printed)
    if spec.kind == "date":
        printed = _TIME_TAIL.sub("", printed)
    if spec.kind == "money":  # "£1,284.6m": the figure as its cell prints it, its glued scale read there
        printed = unglued(printed)
    if "|" not in printed or spec.kind not in ("money", "number", "date"):
        return printed
    read = parse_date if spec.kind == "date" else parse_number
    cells = [c.strip() for c in printed.split("|") if c.strip() and read(c.strip()) is not None]
    return cells[-1] if cells else printed


def second_witness(
    doc_type: str, results: dict[str, FieldResult], used: dict[str, str | None], ctx: _Doc
) -> None:
    """Send every accepted field without a second witness to review, saying which witness is missing."""
    lost = unwitnessed(doc_type, results)
    for name, result in results.items():
        if result.status != "ok":
            continue
        spec = field_spec(doc_type, name)
        line = used.get(name)
        if labelled(spec):
            value = model_value(spec, result.printed or "", day_first=ctx.day_first)
            problem = ctx.disagreement(name, line, value, single=name in lost)
        elif spec.kind == "enum":
            problem = None  # the currency symbol or the form's words on the line are checked by verify_field
        else:
            text = str(result.value)
            problem = _unwitnessed_text(spec, line, text, ctx) if line else f"{NO_WITNESS}: no line given"
        if problem:
            result.status = "needs_review"
            result.problems.append(problem)


def _rule_only(result: FieldResult, found: list[str]) -> list[str] | None:
    """The field's notes (code's choices) when its only problems are the rule's `found`, else None."""
    notes = [p for p in result.problems if CHOSEN_BY_CODE in p]
    problems = [p for p in result.problems if p not in notes]
    return notes if problems and set(problems) <= set(found) else None


def sum_settled(doc_type: str, results: dict[str, FieldResult], ctx: _Doc) -> None:
    """When the sum rule fails but code's labelled lines satisfy it in exactly one way, the rule points at
    the field that disagrees with them: a field whose only problem is the failed sum and whose value is
    the one code's combination holds is witnessed by that identity and stays accepted; the others stay
    in review (Azure: the model's section subtotal 112.00 fails the sum, its tax and total are right)."""
    if not ctx.witnessed:
        return
    sum_problems: dict[str, list[str]] = {}
    SUM_RULES[doc_type](results, sum_problems, amounts(ctx.adjustments))
    for name, witnessed in ctx.witnessed.items():
        result = results[name]
        model = model_value(field_spec(doc_type, name), result.printed or "", day_first=ctx.day_first)
        notes = _rule_only(result, sum_problems.get(name, []))
        if notes is not None and model is not None and same_value(model, witnessed):
            result.status, result.problems = "ok", notes


# A balance sheet prints its total assets again as "Total liabilities and equity": that row witnesses the
# total assets when the identity fails on the other two (mezzanine equity, a noncontrolling interest)
_ASSETS_AGAIN = FieldSpec(
    "total_assets",
    "money",
    "total liabilities and equity",
    label=r"total\s+liabilities\s*(,|and|&)\s*([\w'’()-]+\s+)*(equity|deficit)|total\s+equity\s+and\s+liabilities",
)


def balance_settled(doc_type: str, results: dict[str, FieldResult], ctx: _Doc) -> None:
    """Total assets whose only problem is the failed balance identity stays accepted when every
    "Total liabilities and equity" row prints its figure in the current column; the other two stay in
    review (the identity says one of the three is wrong, the repeated row says which it is not)."""
    if doc_type != "financial_statement":
        return
    result = results["total_assets"]
    sum_problems: Problems = {}
    SUM_RULES[doc_type](results, sum_problems, amounts(ctx.adjustments))
    notes = _rule_only(result, sum_problems.get("total_assets", []))
    if notes is None:
        return
    model = model_value(field_spec(doc_type, "total_assets"), result.printed or "", day_first=ctx.day_first)
    again = candidates(_ASSETS_AGAIN, ctx.pages, doc_type=doc_type, day_first=ctx.day_first)
    if model is not None and again and all(same_value(c.value, model) for c in again):
        result.status, result.problems = "ok", notes


# Rules that name two fields while code can witness one of them on its own: that one stays accepted.
_PAIR_RULES: dict[str, tuple[tuple[Callable[[dict[str, FieldResult], Problems], None], str], ...]] = {
    "invoice": ((invoice_dates, "invoice_date"), (invoice_parties, "vendor_name")),
}


def pair_settled(
    doc_type: str, results: dict[str, FieldResult], used: dict[str, str | None], ctx: _Doc
) -> None:
    """A rule that sends two fields to review (the due date before the invoice date; the vendor and the
    customer as one party) keeps the one code witnesses on its own accepted when that rule is its only
    problem: an invoice date on a line code reads it from (`agreement`), a vendor printed as the first
    page's letterhead (`letterhead_name`). The other field, the one the model got wrong, stays in review."""
    for rule, name in _PAIR_RULES.get(doc_type, ()):
        found: Problems = {}
        rule(results, found)
        result = results[name]
        notes = _rule_only(result, found.get(name, []))
        if notes is None:
            continue
        spec = field_spec(doc_type, name)
        if labelled(spec):
            value = model_value(spec, result.printed or "", day_first=ctx.day_first)
            witnessed = ctx.disagreement(name, used.get(name), value) is None
        else:
            witnessed = letterhead_name(str(result.value), ctx.pages[0].text) is not None
        if witnessed:
            result.status, result.problems = "ok", notes


def code_reading(name: str, ctx: _Doc) -> Candidate | None:
    """Code's own reading of a labelled field: the line whose value the sum rule picks, else the first of
    candidate lines that all print one value; None when code cannot tell."""
    cands = ctx.cands.get(name, [])
    witnessed: Value | None = ctx.witnessed.get(name)
    if witnessed is None and cands and all(same_value(c.value, cands[0].value) for c in cands):
        witnessed = cands[0].value
    return next((c for c in cands if witnessed is not None and same_value(c.value, witnessed)), None)


class Dispute(NamedTuple):
    """A field code and the model read from different lines: the model's line and code's. Code's line
    needs no ask when the model's answer is a per-page figure ("Subtotal this page | $5,453.60": another
    label; `settle_disputes`) or no value of the field's kind ("SHIP TO" for the customer; `no_value`), or
    when the model pointed at another line and code's value is the one the sum identity picks among
    code's labelled lines (`witnessed`, `settle_by_code`: "Summe Umsatzsteuer | 2.548,08" against the
    model's 19 % line alone), or when the model's line, another than code's, does not print what it
    answered (`unprinted`, `settle_by_code`: it points at no candidate). A model reading code's own
    line otherwise (its scale, its cell, a figure it does not print) stays a dispute: blind20's "Revenue |
    3 | 486.3" was read as its note number by code."""

    model: str | None
    code: str
    per_page: bool = False
    witnessed: bool = False
    no_value: bool = False
    unprinted: bool = False
    other_label: bool = False

    @property
    def no_candidate(self) -> str | None:
        """Why the model's answer is no candidate beside code's line, so code's needs no ask, or None."""
        if self.per_page:
            return "the model's is a per-page figure"
        if self.unprinted:
            return "the model's line does not print its answer"
        if self.other_label:
            return "the model's is a date under another label"
        return "the model's is no value of the field's kind" if self.no_value else None


# the dates a form prints each beside its own label: a date the model answered from a line without the
# field's label is another of the form's dates (the invoice or delivery date for the due date), no
# candidate beside code's labelled line (13 such disputes settled on the blind14-22 replays, all right).
# Not an agreement's or a report's dates: they sit in sentences whose wording no label list covers
# (of 5 such disputes, code was right in 2).
_FORM_DATES = {"invoice": ("invoice_date", "due_date")}


def _other_label(doc_type: str, name: str, result: FieldResult) -> bool:
    """Whether the model answered a form's date (`_FORM_DATES`) from a line without the field's label."""
    return name in _FORM_DATES.get(doc_type, ()) and any(NO_FIELD_LABEL in p for p in result.problems)


# the problems of a model answer that is no value of its field's kind: a label or an address heading
# ("SHIP TO" for the customer), a word for a reference ("SZÁMLA"), a rate for an amount ("7.00%"), the
# customer for the seller. Not words for a date ("Due on receipt" says no due date is printed), nor the
# ship-to party for the customer: code's Bill To reader errs now and then (2 of 62 reads), a person decides.
_NO_VALUE_OF_KIND = (
    LABEL_NOT_VALUE,
    HEADING_NOT_PARTY,
    NOT_A_REFERENCE,
    PERCENT_NOT_AMOUNT,
    CUSTOMER_NOT_SELLER,
)


def _holds_code_value(result: FieldResult, code_value: object) -> bool:
    """Whether the model's text answer holds code's reading ("Nabywca | Kancelaria Notarialna Żelazny":
    the customer's heading and code's name, cut where its column wraps): the same reading, no rival."""
    printed = " ".join((result.printed or "").split()).lower()
    return isinstance(code_value, str) and " ".join(code_value.split()).lower() in printed


def _no_value(result: FieldResult, code_value: object) -> bool:
    """Whether the model's answer is no value of its field's kind (`_NO_VALUE_OF_KIND`): its line holds
    nothing to choose. Not when it holds code's reading (`_holds_code_value`)."""
    return not _holds_code_value(result, code_value) and any(
        kind in p for p in result.problems for kind in _NO_VALUE_OF_KIND
    )


def _unprinted(spec: FieldSpec, result: FieldResult, code_value: object, ctx: _Doc) -> bool:
    """Whether the model's answer is not printed on the line it pointed at: it points at no candidate (a
    dispute counts it only where that line is another than code's). An amount its line lacks; a category
    its line does not name ("annual_report" on the line under "FORM 10-K"); a name printed nowhere in the
    document ("Menuiseries LAROCHE-VIDAL SARL" for "MENUISERIE LAROCHE-VIDAL SARL") and not holding code's
    reading (`_holds_code_value`). Not a date or a name printed elsewhere: it may sit on the next line (a
    wrapped clause, a party under its heading)."""
    if spec.kind in ("money", "number"):
        return any(NOT_IN_QUOTE in p for p in result.problems)
    if spec.kind == "enum":
        return any(p.startswith(UNSUPPORTED_CHOICE) for p in result.problems)
    return (
        spec.kind == "text"
        and any(NOT_IN_QUOTE in p for p in result.problems)
        and not _holds_code_value(result, code_value)
        and not any(find_quote(result.printed or "", page.text) for page in ctx.pages)
    )


Disputes = dict[str, Dispute]


def _label_of_codes_cell(
    spec: FieldSpec, result: FieldResult, model_line: str | None, reading: Candidate, ctx: _Doc
) -> bool:
    """Whether the model pointed at code's own line and printed only the field's label cell right before
    the cell code reads ("Fakturadatum" of "Vibyvägen 27 | Fakturadatum | 2026-05-27"): the model chose
    the line, code reads its value; the label is no rival value."""
    label = " ".join((result.printed or "").split()).lower()
    if model_line != reading.line or not label or re.search(r"\d", label) or not spec.label_ok(label):
        return False
    cells = [" ".join(c.split()) for c in ctx.lines[reading.line].text.split("|")]
    shown = reading.value.isoformat() if isinstance(reading.value, datetime.date) else repr(reading.value)
    return any(
        before.lower() == label and value_in_quote(shown, cell, day_first=ctx.day_first)
        for before, cell in pairwise(cells)
    )


def _per_page_figure(spec: FieldSpec, printed: str, line: str | None, ctx: _Doc) -> bool:
    """Whether the model's figure is a per-page one: its line carries a page qualifier ("Page 1 Subtotal
    | 5,883.07"), or every line printing it as a cell does ("Subtotal this page", "Balance carried
    forward from page 1")."""
    if spec.kind not in ("money", "number"):
        return False
    if line is not None and PAGE_QUALIFIER.search(ctx.lines[line].text):
        return True
    printing = [
        ln.text
        for ln in ctx.lines.values()
        if any(value_in_quote(printed, cell, day_first=ctx.day_first) for cell in ln.text.split("|"))
    ]
    return bool(printing) and all(PAGE_QUALIFIER.search(text) for text in printing)


def prefill_from_code(
    doc_type: str, results: dict[str, FieldResult], used: dict[str, str | None], ctx: _Doc
) -> Disputes:
    """A labelled field going to review whose value differs from code's own reading gets code's value,
    quote and page as the reviewer's starting point; the model's answer stays named in its problems.
    The status stays needs_review: code and model disagree, so a person decides. Returns the disputes
    whose code line passes every check of its own."""
    disputes: Disputes = {}
    for name, result in results.items():
        spec = field_spec(doc_type, name)
        reading = code_reading(name, ctx) if labelled(spec) and result.status == "needs_review" else None
        if reading is None:
            continue
        value = reading.value
        printed = value.isoformat() if isinstance(value, datetime.date) else repr(value)
        model = model_value(spec, result.printed or "", day_first=ctx.day_first)
        if model is not None and same_value(model, reading.value):
            continue
        by_code = _check_line(doc_type, spec, printed, reading.line, None, ctx)
        if by_code.value is None:
            continue
        if by_code.status == "ok":
            per_page = _per_page_figure(spec, result.printed or "", used.get(name), ctx)
            witnessed = (
                used.get(name) not in (None, reading.line)
                and name in ctx.witnessed
                and same_value(ctx.witnessed[name], value)
            )
            elsewhere = used.get(name) not in (None, reading.line)
            disputes[name] = Dispute(
                used.get(name),
                reading.line,
                per_page,
                witnessed,
                _no_value(result, value) or _label_of_codes_cell(spec, result, used.get(name), reading, ctx),
                elsewhere and _unprinted(spec, result, value, ctx),
                elsewhere and _other_label(doc_type, name, result),
            )
        by_code.status = "needs_review"
        by_code.problems = [
            f"code and model disagree: the model printed {result.printed!r} at [{used.get(name)}]; "
            f"code reads [{reading.line}] {reading.text[:80]}",
            *result.problems,
        ]
        results[name] = by_code
    return disputes


def _line_read(read: tuple[str, str, int] | None, ctx: _Doc) -> tuple[str, str] | None:
    """A reading of verify's, (value, line text, page), with the id of the line it was read from."""
    if read is None:
        return None
    value, text, page = read
    return value, next(ln.id for ln in ctx.lines.values() if ln.page == page and ln.text.strip() == text)


def _report_type_read(ctx: _Doc) -> tuple[str, str] | None:
    """The report type a statement's title band names and the title's line (`verify.report_type_read`)."""
    return _line_read(report_type_read(ctx.pages), ctx)


def _property_type_read(ctx: _Doc) -> tuple[str, str] | None:
    """The property type an appraisal form's title names, and the title's line (`property_type_read`)."""
    return _line_read(property_type_read(ctx.pages), ctx)


def _currency_read(ctx: _Doc) -> tuple[str, str] | None:
    """The one currency the document names, a bare "$" aside, and its first line (`verify.currency_read`)."""
    return _line_read(currency_read(ctx.pages, dollar=False), ctx)


def _on_first_page(read: tuple[str, int] | None, ctx: _Doc) -> tuple[str, str] | None:
    """A reading of the first page's text, (value, line index), with the id of its line."""
    return None if read is None else (read[0], f"{ctx.pages[0].page}.{read[1] + 1}")


def _bill_to_read(ctx: _Doc) -> tuple[str, str] | None:
    """The customer's name under the first page's Bill To heading and its line (`parties.billed_party`)."""
    return _on_first_page(billed_party(ctx.pages[0].text), ctx)


def _vendor_read(ctx: _Doc) -> tuple[str, str] | None:
    """The seller's name the first page's letterhead prints (`parties.letterhead`), else a seller heading
    heads (`parties.seller_party`), and its line."""
    return _on_first_page(letterhead(ctx.pages[0].text) or seller_party(ctx.pages[0].text), ctx)


def _invoice_number_read(ctx: _Doc) -> tuple[str, str] | None:
    """The reference the first page's invoice-number label heads and its line (`invoice_number_read`)."""
    return _on_first_page(invoice_number_read(ctx.pages[0].text, day_first=ctx.day_first), ctx)


# Fields without label candidates that code reads itself: a statement's title names its report type, and
# some appraisal forms' titles their property type; a Bill To heading heads the customer's name, a
# letterhead or a seller heading the seller's; an invoice-number label heads the invoice's reference; a
# document whose every currency mark is one currency is in that one.
_CODE_READERS: dict[str, dict[str, Callable[[_Doc], tuple[str, str] | None]]] = {
    "financial_statement": {"report_type": _report_type_read, "currency": _currency_read},
    "invoice": {
        "vendor_name": _vendor_read,
        "bill_to": _bill_to_read,
        "invoice_number": _invoice_number_read,
        "currency": _currency_read,
    },
    "appraisal": {"property_type": _property_type_read},
}


def code_readings(doc_type: str, pages: list[Page]) -> dict[str, tuple[str, str] | None]:
    """Code's own reading of each field it reads itself (`_CODE_READERS`): (value, line id), or None; {}
    for a document type code reads no field of."""
    if doc_type not in _CODE_READERS:
        return {}
    ctx = _Doc(doc_type, pages)
    return {name: ctx.read(name) for name in _CODE_READERS[doc_type]}


def prefill_read_by_code(
    doc_type: str, results: dict[str, FieldResult], used: dict[str, str | None], ctx: _Doc
) -> Disputes:
    """A field code reads itself (`_CODE_READERS`) whose model answer says otherwise gets code's value,
    quote and page as the reviewer's starting point, in review like every disagreement (the 1.5B model
    calls most releases and annual reports "10-Q", and often names the seller as the customer). Returns
    the disputes whose code line passes every check of its own."""
    disputes: Disputes = {}
    for name in _CODE_READERS.get(doc_type, {}):
        result = results.get(name)
        read = ctx.read(name)
        if result is None or read is None or _same_text(result.value, read[0]):
            continue
        value, line = read
        spec = field_spec(doc_type, name)
        by_code = _check_line(doc_type, spec, value, line, None, ctx)
        if not _same_text(by_code.value, value):
            continue
        if used.get(name) == line and (
            _labelled_copy(result.printed or "", value) or _misread(spec, result, by_code)
        ):
            results[name] = by_code  # one line, one value: the model copied its label too, or misread it
            continue
        if _whole_row_copied(result.printed or "", ctx.lines[line].text, value):
            results[name] = by_code  # the model copied code's row whole, every cell: the cell is code's
            continue
        if by_code.status == "ok":
            unprinted = used.get(name) not in (None, line) and _unprinted(spec, result, value, ctx)
            disputes[name] = Dispute(
                used.get(name), line, no_value=_no_value(result, value), unprinted=unprinted
            )
        by_code.status = "needs_review"
        by_code.problems = [
            f"code and model disagree: the model printed {result.printed!r} at [{used.get(name)}]; "
            f"code reads [{line}] {ctx.lines[line].text[:80]}",
            *result.problems,
        ]
        results[name] = by_code
    return disputes


def _accept_code_lines(
    doc_type: str,
    results: dict[str, FieldResult],
    used: dict[str, str | None],
    disputes: Disputes,
    picks: dict[str, str],
    ctx: _Doc,
    *,
    any_rule: bool,
) -> list[str]:
    """Accept code's line for each picked dispute (name -> why code's line won); the rules and the second
    witness run again on the new values. A rule that objects (any rule with `any_rule`, else one naming a
    picked field) or a pick without its witness sends every pick back. Returns the accepted fields."""
    before = {name: results[name].model_copy(deep=True) for name in picks}
    for name, why in picks.items():
        model, code = disputes[name].model, disputes[name].code
        results[name].status = "ok"
        results[name].problems = [f"line [{code}] {CHOSEN_BY_CODE} over the model's [{model}]: {why}"]
        used[name] = code
    lost = unwitnessed(doc_type, results)
    unwitnessed_picks = [
        name
        for name in picks
        if labelled(spec := field_spec(doc_type, name))
        and ctx.disagreement(
            name,
            used[name],
            model_value(spec, results[name].printed or "", day_first=ctx.day_first),
            single=name in lost,
        )
    ]
    objections = check_rules(doc_type, results, amounts(ctx.adjustments), amounts(ctx.carried))
    if unwitnessed_picks or (objections if any_rule else set(objections) & set(picks)):
        for name in picks:
            results[name] = before[name]
            used[name] = disputes[name].model
        return []
    return list(picks)


def rules_settled(
    doc_type: str, results: dict[str, FieldResult], used: dict[str, str | None], raised: Problems, ctx: _Doc
) -> None:
    """A field in review only for a rule that objected to the first values is accepted when every other
    field that objection named is accepted now and the rule no longer objects to it: code's line
    replaced the other field's value the rule read ("amount_due 6651.21 exceeds total 672.71", where
    code's line took the total 6651.21 over the model's tax row). A partner still in review witnesses
    nothing (a credit memo's negative total keeps its account balance in review)."""
    now = check_rules(doc_type, results, amounts(ctx.adjustments), amounts(ctx.carried))
    for name, problems in raised.items():
        result = results[name]
        notes = _rule_only(result, problems)
        partners = [other for other, theirs in raised.items() if other != name and set(theirs) & {*problems}]
        if result.status != "needs_review" or notes is None or name in now:
            continue
        if not partners or any(results[other].status != "ok" for other in partners):
            continue
        spec = field_spec(doc_type, name)
        value = model_value(spec, result.printed or "", day_first=ctx.day_first)
        if labelled(spec) and ctx.disagreement(name, used.get(name), value):
            continue
        result.status, result.problems = "ok", notes


def settle_by_code(
    doc_type: str, results: dict[str, FieldResult], used: dict[str, str | None], disputes: Disputes, ctx: _Doc
) -> Disputes:
    """Accept code's line in every dispute the sum identity settles (`Dispute.witnessed`: the identity is
    that line's second witness) or where the model's line, another than code's, does not print its answer
    (`Dispute.unprinted`: 24 such fields on the blind14-20 and corpus replays, all right) or whose answer
    is no value of the field's kind (`Dispute.no_value`: 15 more on the blind14-21 and corpus replays,
    all right) or is a form's date under another label (`Dispute.other_label`), whatever else of the
    document is open, unless a rule objects to it or code's line lacks its witness; return the disputes
    left. A per-page answer's dispute waits for `settle_disputes`: with the tax printed only as a rate
    the identity cannot run, and code's line would stand alone."""
    picks = {name: "the sum identity holds with code's value" for name, d in disputes.items() if d.witnessed}
    picks |= {name: str(d.no_candidate) for name, d in disputes.items() if d.no_candidate and not d.per_page}
    accepted = _accept_code_lines(doc_type, results, used, disputes, picks, ctx, any_rule=False)
    return {name: d for name, d in disputes.items() if name not in accepted}


def settle_disputes(
    doc_type: str,
    results: dict[str, FieldResult],
    used: dict[str, str | None],
    disputes: Disputes,
    ctx: _Doc,
    ask: Callable[[list[tuple[FieldSpec, list[tuple[str, str]]]], dict[str, Any]], dict[str, Any]],
) -> bool:
    """When a document's only open fields are disputes (code's line passes its own checks, the model
    pointed at another line), ask once more with both lines of each (`build_choice_prompt`; `ask` sends
    the tail after the first call's prompt). A field whose pick is code's line is accepted: two readings
    now name one line, and the rules and the second witness still run on the new values; a rule that
    objects sends every picked field back. A model answer that is a per-page figure is no candidate
    (`Dispute.no_candidate`): code picks its own line without asking, under the same rules and witness.
    Only there: a second call cannot send a document with other open fields straight through, and calls
    are the cost. Returns whether it asked."""
    open_fields = {name for name, result in results.items() if result.status == "needs_review"}
    to_ask = {name: d for name, d in disputes.items() if not d.no_candidate}
    if (
        not disputes
        or open_fields != set(disputes)
        or any(d.model in (None, d.code) for d in to_ask.values())
    ):
        return False
    reply: dict[str, Any] = {}
    if to_ask:
        choices = {
            name: sorted({str(d.model), d.code}, key=ctx.position.__getitem__) for name, d in to_ask.items()
        }
        schema = {
            "type": "object",
            "properties": {name: {"enum": lines} for name, lines in choices.items()},
            "required": list(choices),
            "additionalProperties": False,
        }
        shown = [
            (field_spec(doc_type, n), [(ln, ctx.lines[ln].text) for ln in lines])
            for n, lines in choices.items()
        ]
        try:
            reply = ask(shown, schema)
        except (LLMAuthError, LLMQuotaError):
            raise
        except LLMError:
            return True
    picks = {
        name: d.no_candidate or "the model picked it"
        for name, d in disputes.items()
        if d.no_candidate or reply.get(name) == d.code
    }
    _accept_code_lines(doc_type, results, used, disputes, picks, ctx, any_rule=True)
    return bool(to_ask)


def _misread(spec: FieldSpec, model: FieldResult, by_code: FieldResult) -> bool:
    """Whether the model pointed at code's line but named a category that fails a check there which code's
    reading of that line passes ("annual_report" for "ANNUAL REPORT ON FORM 10-K"): the model points,
    code reads. Only for enum fields: a name or reference copied from the wrong cell of code's line (the
    Ship To beside the Bill To) stays a dispute. A missing second witness alone is no misreading."""
    own = [p for p in model.problems if not p.startswith(NO_WITNESS)]
    return spec.kind == "enum" and model.status == "needs_review" and bool(own) and by_code.status == "ok"


def _whole_row_copied(printed: str, row: str, value: str) -> bool:
    """Whether the model's `printed` is code's whole row of several cells, one of them code's `value`
    ("Balatonfelvidéki … Kft. | Kissomlyó Pincészet Zrt." under "Eladó | Vevő"): it chose the row, not a
    cell, so nothing it printed contradicts code's cell (a copy of the wrong cell alone stays a dispute)."""
    cells = [c.strip() for c in row.split("|")]
    return len(cells) > 1 and _same_text(printed, row) and any(_same_text(c, value) for c in cells)


def _labelled_copy(printed: str, value: str) -> bool:
    """Whether the model's `printed` is code's `value` after words without digits (its label copied with
    it: "Rechnung 25-0918" for "25-0918")."""
    words, tail = printed.split(), value.split()
    head = words[: len(words) - len(tail)]
    return bool(head) and words[len(head) :] == tail and not any(ch.isdigit() for w in head for ch in w)


def _same_text(a: object, b: str) -> bool:
    return isinstance(a, str) and " ".join(a.split()).lower() == " ".join(b.split()).lower()


def _shown_lines(plan_lines: dict[int, set[int]] | None, ctx: _Doc) -> list[Line]:
    if plan_lines is None:
        return list(ctx.lines.values())
    return [ln for ln in ctx.lines.values() if ln.index in plan_lines.get(ln.page, set())]


def extract_document(entry: ManifestEntry, pages: list[Page], llm: LLM) -> dict[str, Any]:
    """Extract, verify, rule-check and witness one document; return its prediction record (contract shape)."""
    from ragagent.extract.pipeline import failed_record

    doc_type = entry.doc_type
    if not any(p.text.strip() for p in pages):
        return failed_record(entry, llm.model_id, "no readable text on any page (scanned or empty document)")
    record = failed_record(entry, llm.model_id)
    ctx = _Doc(doc_type, pages)
    results: dict[str, FieldResult] = {}
    used: dict[str, str | None] = {}
    usage: list[dict[str, int]] = []
    plans = plan_calls(doc_type, pages, DOC_TOKEN_BUDGET)
    prompt = ""
    for plan in plans:
        shown = _shown_lines(plan.lines, ctx)
        ids = [ln.id for ln in shown]
        prompt = build_point_prompt(doc_type, [field_spec(doc_type, f) for f in plan.fields], render(shown))
        try:
            reply = llm.generate_json(prompt, reply_schema(doc_type, plan.fields, ids), system=POINT_SYSTEM)
            answers = _parse(reply, plan.fields, set(ids))
        except (LLMAuthError, LLMQuotaError):
            raise
        except LLMUnavailable as exc:
            record["problems"] = [f"LLM unavailable: {exc}"]
            record["attempts"] = 1
            return record
        except LLMError as exc:
            record["problems"].append(f"ask for {', '.join(plan.fields)}: {exc}")
            continue
        usage.append(
            {
                "fields": len(plan.fields),
                "prompt_tokens_est": estimate_tokens(POINT_SYSTEM + prompt),
                "reply_tokens_est": estimate_tokens(json.dumps(reply, ensure_ascii=False)),
            }
        )
        for name in plan.fields:
            results[name], used[name] = answer_field(doc_type, name, answers[name], ctx)
    raised = fill_and_check(doc_type, results, amounts(ctx.adjustments), amounts(ctx.carried))
    sum_settled(doc_type, results, ctx)
    balance_settled(doc_type, results, ctx)
    pair_settled(doc_type, results, used, ctx)
    second_witness(doc_type, results, used, ctx)
    disputes = prefill_from_code(doc_type, results, used, ctx) | prefill_read_by_code(
        doc_type, results, used, ctx
    )

    def ask(choices: list[tuple[FieldSpec, list[tuple[str, str]]]], schema: dict[str, Any]) -> dict[str, Any]:
        tail = build_choice_prompt(prompt, choices)
        reply = llm.generate_json(tail, schema, system=POINT_SYSTEM)
        usage.append(
            {
                "fields": len(choices),
                "prompt_tokens_est": estimate_tokens(tail) - estimate_tokens(prompt),
                "reply_tokens_est": estimate_tokens(json.dumps(reply, ensure_ascii=False)),
            }
        )
        return reply

    disputes = settle_by_code(doc_type, results, used, disputes, ctx)
    # only after one whole-document call that answered: the dispute ask extends that call's prompt
    asked = len(plans) == len(usage) == 1 and settle_disputes(doc_type, results, used, disputes, ctx, ask)
    rules_settled(doc_type, results, used, raised, ctx)
    record["fields"] = {name: results[name].model_dump() for name in field_names(doc_type)}
    record["adjustments"] = adjustment_records(ctx.adjustments)
    record["carried"] = adjustment_records(ctx.carried)
    record["attempts"] = 2 if asked else 1
    record["provenance"] = {
        "lines": {n: used.get(n) for n in field_names(doc_type)},
        "usage": usage,
    }
    return settle_status(record, results)


def _case_schema_limits_lines() -> None:
    schema = reply_schema("invoice", ["total", "bill_to", "currency"], ["1.1", "1.2"])
    total = schema["properties"]["total"]["properties"]
    assert total["line"] == {"enum": ["1.1", "1.2", None]} and "to" not in total
    assert "to" in schema["properties"]["bill_to"]["properties"]
    assert "USD" in schema["properties"]["currency"]["properties"]["printed"]["enum"]
    assert total["printed"]["maxLength"] == 60
    assert schema["properties"]["bill_to"]["properties"]["printed"]["maxLength"] == MAX_PRINTED_CHARS
    try:
        _parse({"total": {"line": "9.9", "printed": "5"}}, ["total"], {"1.1"})
    except LLMError:
        pass
    else:
        raise AssertionError("an unshown line must be refused")


def _case_value_cell() -> None:
    total = field_spec("invoice", "total")
    assert value_cell(total, "Total for this invoice | $4.11") == "$4.11"
    assert value_cell(total, "$4.11") == "$4.11"
    name = field_spec("invoice", "bill_to")
    assert value_cell(name, "Bill To | Ann Lee") == "Bill To | Ann Lee"
    assert value_cell(name, "ATTN: iViveLabs Limited") == "iViveLabs Limited"
    number = field_spec("invoice", "invoice_number")
    assert value_cell(number, "INVOICE No. 2025-014") == "2025-014"
    assert value_cell(number, "Invoice # INV-7") == "INV-7"
    assert value_cell(number, "invoice_number_1") == "invoice_number_1"
    assert value_cell(number, "KRE-448120 (continued)") == "KRE-448120"
    borrower = field_spec("loan_agreement", "borrower")
    assert value_cell(borrower, "HARBORLINE LOGISTICS, INC., as Borrower") == "HARBORLINE LOGISTICS, INC."
    lender = field_spec("loan_agreement", "lender")
    assert value_cell(lender, "ABC BANK, N.A., as Administrative Agent") == "ABC BANK, N.A."
    vendor = field_spec("invoice", "vendor_name")
    assert value_cell(vendor, "From Scratch Bakery") == "From Scratch Bakery"
    issued = field_spec("invoice", "invoice_date")
    assert value_cell(issued, "12.03.2024 00:00:00.000000000 UTC+00:00:00.0") == "12.03.2024"
    assert value_cell(issued, "2024-03-12T10:15:00") == "2024-03-12"
    assert value_cell(issued, "Date | March 4, 2024") == "March 4, 2024"


def _case_in_page_units() -> None:
    text = "CONSOLIDATED STATEMENTS (in thousands)\nNet sales | $ | 412,618 | $ | 378,204\nNet sales rose 9%"
    ctx = _Doc("financial_statement", [Page(doc_id="d", page=1, text=text)])
    revenue = field_spec("financial_statement", "total_revenue")
    assert in_page_units("financial_statement", revenue, "412,618,000", "1.2", ctx) == "412,618"
    assert in_page_units("financial_statement", revenue, "412,618,000", "1.3", ctx) == "412,618"
    assert in_page_units("financial_statement", revenue, "378,204", "1.2", ctx) == "378,204"
    assert in_page_units("financial_statement", revenue, "$412.6 million", "1.3", ctx) == "$412.6 million"
    assert in_page_units("financial_statement", revenue, "412.618 million", "1.2", ctx) == "412,618"
    answer = {"line": "1.2", "to": None, "printed": "412,618,000"}
    result, _ = answer_field("financial_statement", "total_revenue", answer, ctx)
    assert result.status == "ok" and result.value == 412_618_000, result


def _case_terms_and_total_only() -> None:
    ctx = _Doc("invoice", [Page(doc_id="d", page=1, text="Terms: Net 30 days\nTotal | $5.00")])
    answer = {"line": "1.1", "to": None, "printed": "Net 30 days"}
    result, _ = answer_field("invoice", "due_date", answer, ctx)
    assert result.status == "empty" and "terms only" in result.problems[0], result
    dated = _Doc("invoice", [Page(doc_id="d", page=1, text="Terms: Net 30\nDue Date: 04/30/2024")])
    result, _ = answer_field("invoice", "due_date", answer, dated)
    assert result.status == "needs_review", "a labelled due date elsewhere keeps the field in review"
    owed = {"line": "1.2", "to": None, "printed": "$5.00"}
    result, _ = answer_field("invoice", "amount_due", owed, ctx)
    assert result.status == "empty" and "apart from the total" in result.problems[0], result
    balance = _Doc("invoice", [Page(doc_id="d", page=1, text="Total | $5.00\nBalance due | $5.00")])
    result, _ = answer_field("invoice", "amount_due", owed, balance)
    assert result.status == "ok", result
    rate = {"line": "1.2", "to": None, "printed": "5.5%"}
    rated = _Doc(
        "invoice", [Page(doc_id="d", page=1, text="Subtotal | 100.00\nSales Tax | 5.5%\nTotal | 105.50")]
    )
    result, _ = answer_field("invoice", "tax", rate, rated)
    assert result.status == "empty" and "rate only" in result.problems[0], result
    taxed = _Doc(
        "invoice", [Page(doc_id="d", page=1, text="Subtotal | 100.00\nSales Tax | 5.5%\nTax | 5.50")]
    )
    result, _ = answer_field("invoice", "tax", rate, taxed)
    assert result.status == "needs_review", "a tax amount printed elsewhere keeps the field in review"


def _case_date_cell_of_a_copied_band() -> None:
    band = (
        "Nº de factura | Fecha de factura | Llegada | Salida\nA-0742 | 23/10/2027 | 19/10/2027 | 22/10/2027"
    )
    ctx = _Doc("invoice", [Page(doc_id="d", page=1, text=band + "\nTotal | 1.000,00 €")])
    run = {"line": "1.1", "to": None, "printed": "23/10/2027 19/10/2027 22/10/2027"}
    result, line = answer_field("invoice", "invoice_date", run, ctx)
    assert result.status == "ok" and result.value == "2027-10-23" and line == "1.2", result
    stay = {"line": "1.1", "to": None, "printed": "19/10/2027 23/10/2027"}
    result, _ = answer_field("invoice", "invoice_date", stay, ctx)
    assert result.status == "needs_review", "a run opening with another column's date is no agreement"


def _case_label_of_codes_cell_is_no_rival() -> None:
    text = "Bergslagens Plåt AB | FAKTURA\nVibyvägen 27 | Fakturadatum | 2026-05-27\nAtt betala | 100,00"
    ctx = _Doc("invoice", [Page(doc_id="d", page=1, text=text)])
    spec, reading = field_spec("invoice", "invoice_date"), ctx.cands["invoice_date"][0]
    assert _label_of_codes_cell(spec, FieldResult(printed="Fakturadatum"), reading.line, reading, ctx)
    assert not _label_of_codes_cell(spec, FieldResult(printed="Fakturadatum"), "1.3", reading, ctx)
    assert not _label_of_codes_cell(spec, FieldResult(printed="FAKTURA"), reading.line, reading, ctx)


def _case_rule_settled_after_codes_line() -> None:
    text = "Totaal BTW | € 672,71\nTotaal incl. BTW | € 6.651,21\nTe betalen | € 6.651,21"
    ctx = _Doc("invoice", [Page(doc_id="d", page=1, text=text)])
    due = FieldResult(value=6651.21, printed="€ 6.651,21", quote="Te betalen | € 6.651,21", page=1)
    results = {
        "total": FieldResult(value=6651.21, printed="€ 6.651,21", quote="x", page=1, status="ok"),
        "amount_due": due.model_copy(update={"status": "needs_review", "problems": ["too high"]}),
    }
    rules_settled(
        "invoice", results, {"amount_due": "1.3"}, {"amount_due": ["too high"], "total": ["too high"]}, ctx
    )
    assert results["amount_due"].status == "ok", results["amount_due"]
    results["total"].status = "needs_review"
    results["amount_due"] = due.model_copy(update={"status": "needs_review", "problems": ["too high"]})
    rules_settled(
        "invoice", results, {"amount_due": "1.3"}, {"amount_due": ["too high"], "total": ["too high"]}, ctx
    )
    assert results["amount_due"].status == "needs_review", "a partner still in review witnesses nothing"


def _case_row_pointed_code_reads_the_column() -> None:
    text = (
        "CONDENSED BALANCE SHEETS (in thousands)\nDecember 31, 2023 | December 31, 2024\n"
        "Total assets | 448,001 | 413,820\nTotal liabilities | 142,118 | 151,300"
    )
    ctx = _Doc("financial_statement", [Page(doc_id="d", page=1, text=text)])
    for printed in ("448,001", "Total assets"):  # the prior year's figure, or only the label
        answer = {"line": "1.3", "to": None, "printed": printed}
        result, line = answer_field("financial_statement", "total_assets", answer, ctx)
        assert result.status == "ok" and result.value == 413_820_000 and line == "1.3", (printed, result)
        assert CHOSEN_BY_CODE in result.problems[0], result
    for printed in ("152,000", "$448.0m"):  # a figure the row does not print; a figure with its own unit
        answer = {"line": "1.3", "to": None, "printed": printed}
        result, _ = answer_field("financial_statement", "total_assets", answer, ctx)
        assert result.status == "needs_review", (printed, result)


def _case_row_read_under_a_wrong_line_id() -> None:
    text = (
        "Condensed Consolidated Balance Sheets (in thousands)\nDecember 31, 2025 | September 30, 2026\n"
        "Cash and cash equivalents | $ 71,930 | $ 84,118\nTotal assets | 448,001 | 413,820"
    )
    ctx = _Doc("financial_statement", [Page(doc_id="d", page=1, text=text)])
    title = {"line": "1.1", "to": None, "printed": "$ 71,930"}  # the row's other column, the title's id
    result, line = answer_field("financial_statement", "cash_and_equivalents", title, ctx)
    assert result.status == "ok" and result.value == 84_118_000 and line == "1.3", result
    absent = {"line": "1.1", "to": None, "printed": "602.3"}  # a figure no row prints
    result, _ = answer_field("financial_statement", "cash_and_equivalents", absent, ctx)
    assert result.status == "needs_review", result


def _case_owners_row_under_the_pointed_net_income() -> None:
    text = (
        "CONDENSED STATEMENTS OF INCOME (in thousands)\nThree Months Ended September 30, | 2023 | 2024\n"
        "Net income | 20,442 | 23,917\nLess: net income attributable to noncontrolling interest | 512 | 655\n"
        "Net income attributable to Juniper, Inc. | $19,930 | $23,262"
    )
    ctx = _Doc("financial_statement", [Page(doc_id="d", page=1, text=text)])
    answer = {"line": "1.3", "to": None, "printed": "23,917"}
    result, line = answer_field("financial_statement", "net_income", answer, ctx)
    assert result.status == "ok" and result.value == 23_262_000 and line == "1.5", result
    assert CHOSEN_BY_CODE in result.problems[0], result
    ifrs = (
        "Profit for the year | 9,405 | 7,657\nAttributable to:\nOwners of the parent company | 9,127 | 7,416"
    )
    heading = _Doc("financial_statement", [Page(doc_id="d", page=1, text=f"(£'000) | 2025 | 2024\n{ifrs}")])
    first = {"line": "1.2", "to": None, "printed": "9,405"}
    result, line = answer_field("financial_statement", "net_income", first, heading)
    assert result.status == "ok" and result.value == 9_127_000 and line == "1.4", result
    prior = {"line": "1.2", "to": None, "printed": "7,657"}  # the prior year's column: code reads the current
    result, line = answer_field("financial_statement", "net_income", prior, heading)
    assert result.status == "ok" and result.value == 9_127_000 and line == "1.4", result
    minority_only = text.rsplit("\n", 1)[0]  # no owners' row: the total stays doubtful
    ctx = _Doc("financial_statement", [Page(doc_id="d", page=1, text=minority_only)])
    result, _ = answer_field("financial_statement", "net_income", answer, ctx)
    assert result.status == "needs_review", result


def _case_no_per_share_figure_no_diluted_eps() -> None:
    accounts = "Profit for the financial year | 9,405 | 7,657\nOwners of the parent company | 9,127 | 7,416"
    ctx = _Doc("financial_statement", [Page(doc_id="d", page=1, text=accounts)])
    assert absent_by_code("diluted_eps", "9,127", ctx), "no per-share figure anywhere"
    eps = _Doc(
        "financial_statement", [Page(doc_id="d", page=1, text=f"{accounts}\nResultat per aktie | 1,20")]
    )
    assert absent_by_code("diluted_eps", "1,20", eps) is None


def _case_wrapped_clause_and_neighbour_row() -> None:
    text = (
        "7. Governing Law. This Note shall be governed by the laws of the State of\n"
        "Oregon, without regard to its conflict of laws principles.\n"
        "8. Borrower promises to pay to the order of Lender the Principal Amount\n"
        "stated in the Schedule of Terms."
    )
    ctx = _Doc("loan_agreement", [Page(doc_id="d", page=1, text=text)])
    answer = {"line": "1.2", "to": None, "printed": "the laws of the State of Oregon"}
    result, line = answer_field("loan_agreement", "governing_law", answer, ctx)
    assert result.status == "ok" and line == "1.1" and CHOSEN_BY_CODE in result.problems[0], result
    answer = {
        "line": "1.3",
        "to": None,
        "printed": "the Principal Amount stated in the Schedule",
    }
    result, _ = answer_field("loan_agreement", "borrower", answer, ctx)
    assert result.status != "ok", "a party's name is no clause read over two lines"
    text = "Cash and cash equivalents | 412.6 | 455.0\nTotal assets | 5,201.5 | 5,112.0\nInventories | 96.0"
    ctx = _Doc("financial_statement", [Page(doc_id="d", page=1, text="Balance sheet (in millions)\n" + text)])
    answer = {"line": "1.3", "to": None, "printed": "412.6"}  # a row's neighbour
    result, line = answer_field("financial_statement", "cash_and_equivalents", answer, ctx)
    assert result.status == "ok" and line == "1.2", result
    text = (  # a clause set under its heading; an amount opening the line after its label line
        '"Total Commitments" means the aggregate of the Facility A and Facility B Commitments, being\n'
        "£25,500,000 at the date of this Agreement.\n"
        "36. GOVERNING LAW\n"
        "This Agreement and any obligations arising out of it are governed by the laws of\n"
        "England and Wales. The courts of England have exclusive jurisdiction."
    )
    ctx = _Doc("loan_agreement", [Page(doc_id="d", page=1, text=text)])
    answer = {"line": "1.3", "to": None, "printed": "the laws of England and Wales"}
    result, line = answer_field("loan_agreement", "governing_law", answer, ctx)
    assert result.status == "ok" and line == "1.3" and "[1.3]-[1.5]" in result.problems[0], result
    answer = {"line": "1.1", "to": None, "printed": "£25,500,000"}
    result, _ = answer_field("loan_agreement", "principal_amount", answer, ctx)
    assert "£25,500,000" in (result.quote or "") and "[1.1]-[1.2]" in result.problems[0], result
    answer = {"line": "1.1", "to": None, "printed": "£18,250,000"}  # not the figure opening the next line
    result, _ = answer_field("loan_agreement", "principal_amount", answer, ctx)
    assert result.status != "ok" and "£25,500,000" not in (result.quote or ""), result


def _case_clause_on_another_page_by_its_own_words() -> None:
    pages = [
        Page(doc_id="d", page=1, text="PROMISSORY NOTE\n$2,740,000.00 | Tampa, Florida"),
        Page(doc_id="d", page=2, text="This Note shall be governed by the laws of the State of Florida."),
    ]
    ctx = _Doc("loan_agreement", pages)
    answer = {"line": "1.2", "to": None, "printed": "the State of Florida"}
    result, line = answer_field("loan_agreement", "governing_law", answer, ctx)
    assert result.status == "ok" and line == "2.1", result
    pages[1] = Page(doc_id="d", page=2, text="The Maker's office is in the State of Florida.")
    result, _ = answer_field("loan_agreement", "governing_law", answer, _Doc("loan_agreement", pages))
    assert result.status != "ok", "a place named without the clause's words is no governing law"


def _case_assets_witnessed_by_liabilities_and_equity() -> None:
    head = "CONSOLIDATED BALANCE SHEETS (in millions)\nDecember 31, 2025 | December 31, 2024\n"
    rows = "Total assets | 2,712.4 | 2,598.0\nTotal liabilities | 1,207.1 | 1,150.2\n"
    tail = "Total equity | 1,257.7 | 1,207.8\n"
    tail += "Total liabilities, redeemable interest and equity | 2,712.4 | 2,598.0"
    mezzanine = "Redeemable noncontrolling interest | 247.6 | 240.0\n"
    # without the mezzanine line code reads, the repeated row witnesses the assets and the identity says one
    # of the other two is wrong; with it, the identity holds for all three
    for between, printed, accepted, equity in (
        ("", "2,712.4", True, "needs_review"),
        ("", "2,598.0", False, "needs_review"),
        (mezzanine, "2,712.4", True, "ok"),
        (mezzanine, "2,598.0", False, "needs_review"),
    ):
        ctx = _Doc("financial_statement", [Page(doc_id="d", page=1, text=head + rows + between + tail)])
        results = {
            name: FieldResult(value=float(v.replace(",", "")) * 1e6, printed=v, scale=1_000_000, status="ok")
            for name, v in (
                ("total_assets", printed),
                ("total_liabilities", "1,207.1"),
                ("total_equity", "1,257.7"),
            )
        }
        fill_and_check("financial_statement", results, amounts(ctx.adjustments))
        balance_settled("financial_statement", results, ctx)
        assert (results["total_assets"].status == "ok") is accepted, (printed, results["total_assets"])
        assert results["total_equity"].status == equity, (between, printed, results["total_equity"])


def _case_signer_titled_below() -> None:
    text = "Janet Okoro\nTrainee Appraiser\nI made a personal inspection.\nWe thank you.\n"
    text += "Robert J. Whitcombe\nCertified General Appraiser"
    ctx = _Doc("appraisal", [Page(doc_id="d", page=1, text=text)])
    spec = field_spec("appraisal", "appraiser_name")
    assert _unwitnessed_text(spec, "1.5", "Robert J. Whitcombe", ctx) is None
    assert _unwitnessed_text(spec, "1.1", "Janet Okoro", ctx) is not None, "a trainee signs no appraisal"
    cover = "FORM 10-K\nASHGROVE CHEMICALS CORP.\n(Exact name of registrant as specified in its charter)\n"
    cover += "Brenntal AG reports second quarter results\n\n\n\nKessler GmbH\n\n\nBrenntal AG"
    ctx = _Doc("financial_statement", [Page(doc_id="d", page=1, text=cover)])
    spec = field_spec("financial_statement", "company_name")
    assert _unwitnessed_text(spec, "1.2", "ASHGROVE CHEMICALS CORP.", ctx) is None, "the cover's caption"
    assert _unwitnessed_text(spec, "1.11", "Brenntal AG", ctx) is None, "the release reports on it"
    assert _unwitnessed_text(spec, "1.8", "Kessler GmbH", ctx) is not None


def _case_figure_on_the_line_naming_its_field() -> None:
    text = "Balance sheet | Dec 31, 2029 | Dec 31, 2028\nShare capital | 10.00 | 9.00\n"
    text += "Other equity | 50.00 | 40.00\nTotal equity | 60.00 | 49.00\n"
    text += "Borrowings | 70.00 | 65.00\nNotes to the accounts\nBasis of preparation\nGoing concern\nSegments"
    ctx = _Doc("financial_statement", [Page(doc_id="d", page=1, text=text)])
    off = answer_field(
        "financial_statement", "total_equity", {"printed": "60.00", "line": "1.9", "to": None}, ctx
    )
    assert off[1] == "1.4" and off[0].status == "ok", off
    other = {"printed": "60.00", "line": "1.3", "to": None}  # a labelled line of another value: no pick
    assert answer_field("financial_statement", "total_equity", other, ctx)[0].status == "needs_review"


def _case_lender_defined_as_the_bank() -> None:
    text = (
        'STRAITS MERIDIAN BANK LIMITED\nThe Board of Directors, Jurong Moulding Pte. Ltd.\n(the "Borrower")\n'
    )
    text += 'Straits Meridian Bank Limited (the "Bank") is pleased to offer the Borrower the facilities\n'
    text += 'Lion Gate Holdings Pte. Ltd. (the "Account Bank") holds the accounts\n2. Purpose\nwhat for'
    ctx = _Doc("loan_agreement", [Page(doc_id="d", page=1, text=text)])
    spec = field_spec("loan_agreement", "lender")
    assert _unwitnessed_text(spec, "1.4", "Straits Meridian Bank Limited", ctx) is None
    assert _unwitnessed_text(spec, "1.5", "Lion Gate Holdings Pte. Ltd.", ctx) is not None, "another bank"
    located = answer_field(
        "loan_agreement",
        "lender",
        {"printed": "Straits Meridian Bank Limited", "line": "1.6", "to": None},
        ctx,
    )
    assert located[1] == "1.4" and located[0].status == "ok", located


def _case_note_caption_and_payee() -> None:
    text = "SECURED PROMISSORY NOTE\n$2,460,000.00 | Portland, Oregon | September 22, 2025\n"
    text += "FOR VALUE RECEIVED, Acme LLC promises to pay to the order of\nBASIN BANK, an Oregon bank.\n"
    text += "$5,000.00 | Salem, Oregon | October 1, 2025"
    ctx = _Doc("loan_agreement", [Page(doc_id="d", page=1, text=text)])
    date, lender = field_spec("loan_agreement", "agreement_date"), field_spec("loan_agreement", "lender")
    assert _unwitnessed_text(date, "1.2", "September 22, 2025", ctx) is None, "the note's caption"
    assert _unwitnessed_text(date, "1.5", "October 1, 2025", ctx) is not None, "no caption under the title"
    assert _unwitnessed_text(lender, "1.4", "BASIN BANK", ctx) is None, "the note is payable to its order"
    assert _unwitnessed_text(lender, "1.3", "Acme LLC", ctx) is not None


def _case_date_wrapped_over_two_lines() -> None:
    first = "Acme Inc. reported results for the three and nine months ended September"
    text = f"{first}\n30, 2025. Sales rose.\nOutlook\nSales on October\n1, 2025 were high."
    ctx = _Doc("financial_statement", [Page(doc_id="d", page=1, text=text)])

    def answer(printed: str) -> tuple[FieldResult, str | None]:
        return answer_field(
            "financial_statement", "period_end_date", {"printed": printed, "line": "1.3", "to": None}, ctx
        )

    found, line = answer("2025-09-30")
    assert found.status == "ok" and line == "1.1" and found.quote == f"{first}\n30, 2025. Sales rose.", found
    assert answer("2025-10-01")[0].status != "ok", "no period label on the wrapped date's lines"


def _case_report_type_read_from_title() -> None:
    text = "Kessler AG\nAnnual Report 2024\nFORM OF PROXY\nTotal assets | 10"
    pages = [Page(doc_id="d", page=1, text=text)]
    ctx = _Doc("financial_statement", pages)
    wrong = {"line": "1.3", "to": None, "printed": "10-Q"}
    results = {"report_type": answer_field("financial_statement", "report_type", wrong, ctx)[0]}
    prefill_read_by_code("financial_statement", results, {"report_type": "1.3"}, ctx)
    read = results["report_type"]
    assert read.value == "annual_report" and read.status == "needs_review", read
    assert read.quote == "Annual Report 2024" and "code and model disagree" in read.problems[0], read
    on_title = {
        "report_type": answer_field("financial_statement", "report_type", {**wrong, "line": "1.2"}, ctx)[0]
    }
    prefill_read_by_code("financial_statement", on_title, {"report_type": "1.2"}, ctx)
    misread = on_title["report_type"]
    assert misread.value == "annual_report" and misread.status == "ok", (
        "the model points, code reads the title"
    )
    right_value = {"line": "1.1", "to": None, "printed": "annual_report"}
    located, line = answer_field("financial_statement", "report_type", right_value, ctx)
    assert located.status == "ok" and line == "1.2", (located, line)


def _case_model_copies_the_label_with_codes_value() -> None:
    text = "Schreinerei Gfeller AG\nMattenstrasse 33, 3073 Gümligen\n\nRechnung 25-0918\nDatum | 12.11.2025"
    ctx = _Doc("invoice", [Page(doc_id="d", page=1, text=text)])
    assert ctx.read("invoice_number") == ("25-0918", "1.4"), ctx.read("invoice_number")
    for printed, line, status in (
        ("Rechnung 25-0918", "1.4", "ok"),
        ("Datum 12.11.2025", "1.5", "needs_review"),
    ):
        answer = {"line": line, "to": None, "printed": printed}
        results = {"invoice_number": answer_field("invoice", "invoice_number", answer, ctx)[0]}
        prefill_read_by_code("invoice", results, {"invoice_number": line}, ctx)
        found = results["invoice_number"]
        assert found.value == "25-0918" and found.status == status, (printed, found)
    assert not _labelled_copy("INV 2 25-0918", "25-0918") and not _labelled_copy("25-0918", "25-0918")
    row = "Balaton Kellék Kft. | Kissomlyó Pincészet Zrt."
    assert _whole_row_copied(row, row, "Kissomlyó Pincészet Zrt.")
    assert not _whole_row_copied("Balaton Kellék Kft.", row, "Kissomlyó Pincészet Zrt."), (
        "the wrong cell alone"
    )
    assert not _whole_row_copied(row, row, "Pápa"), "code's value is no cell of the row"


def _case_invoice_number_where_code_reads_it() -> None:
    text = "Lindqvist Arkitekter AB | FAKTURA\nFakturanr | Fakturadatum\n70412 | 2025-02-23\nTotal | 10,00"
    ctx = _Doc("invoice", [Page(doc_id="d", page=1, text=text)])
    answer = {"line": "1.1", "to": None, "printed": "70412"}
    result, line = answer_field("invoice", "invoice_number", answer, ctx)
    assert result.status == "ok" and line == "1.3", (result, line)
    spec = field_spec("invoice", "invoice_number")
    assert _unwitnessed_text(spec, "1.3", "70412", ctx) is None, "code reads this value under its label"
    assert _unwitnessed_text(spec, "1.3", "2025-02-23", ctx) is not None
    italian = _Doc(
        "invoice", [Page(doc_id="d", page=1, text="FATTURA\nNumero | 412/2026 | Data | 20/03/2026")]
    )
    assert _unwitnessed_text(spec, "1.2", "412/2026", italian) is None, "Numero labels the number"
    band = "FATTURA\nTipo documento | Numero | Data\nTD01 Fattura | 2024/0136 | 27/05/2024\nTotale | 10,00"
    typed = _Doc("invoice", [Page(doc_id="d", page=1, text=band)])
    assert _unwitnessed_text(spec, "1.3", "TD01 Fattura", typed), "the document type's column, not Numero's"
    answer = {"line": "1.2", "to": None, "printed": "TD01 Fattura"}
    assert answer_field("invoice", "invoice_number", answer, typed)[0].status != "ok"
    rows = "SAYIN | Senaryo: | EARSIV\nSok. No: 9 | Fatura Tipi: | SATIS\n"
    rows += "Denizli | Fatura No: | EYP2024000004127"
    beside = _Doc("invoice", [Page(doc_id="d", page=1, text=rows)])
    assert _label_heads_another_cell(spec, "1.3", "EYP2024000004127", beside) is None, "labelled on its line"


def _case_amount_in_words_restated_in_figures() -> None:
    text = "the principal amount of the Note is increased to THREE MILLION ONE HUNDRED FIFTY\n"
    text += "THOUSAND AND NO/100 DOLLARS ($3,150,000.00).\nInterest accrues at 6.10%."
    ctx = _Doc("loan_agreement", [Page(doc_id="d", page=1, text=text)])
    spec = field_spec("loan_agreement", "principal_amount")
    words = "THREE MILLION ONE HUNDRED FIFTY THOUSAND AND NO/100 DOLLARS"
    assert _restated_in_figures(spec, words, "1.1", ctx) == ("$3,150,000.00", "1.1", "1.2")
    result, line = answer_field(
        "loan_agreement", "principal_amount", {"line": "1.2", "to": None, "printed": words}, ctx
    )
    assert result.value == 3_150_000.0 and line == "1.2" and "amount in words" in result.problems[0], result
    assert _restated_in_figures(spec, "SIX PERCENT", "1.2", ctx) is None, "other words are no amount"


SELFTEST_CASES = [
    _case_figure_on_the_line_naming_its_field,
    _case_lender_defined_as_the_bank,
    _case_clause_on_another_page_by_its_own_words,
    _case_amount_in_words_restated_in_figures,
    _case_schema_limits_lines,
    _case_invoice_number_where_code_reads_it,
    _case_model_copies_the_label_with_codes_value,
    _case_report_type_read_from_title,
    _case_value_cell,
    _case_in_page_units,
    _case_row_pointed_code_reads_the_column,
    _case_owners_row_under_the_pointed_net_income,
    _case_row_read_under_a_wrong_line_id,
    _case_no_per_share_figure_no_diluted_eps,
    _case_wrapped_clause_and_neighbour_row,
    _case_assets_witnessed_by_liabilities_and_equity,
    _case_signer_titled_below,
    _case_note_caption_and_payee,
    _case_date_wrapped_over_two_lines,
    _case_terms_and_total_only,
    _case_date_cell_of_a_copied_band,
    _case_rule_settled_after_codes_line,
    _case_label_of_codes_cell_is_no_rival,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
