"""The agent's verifier: each claim of a draft judged by the claim verifier, and code overruling it.

Code rejects a claim that cites a result no tool returned, a result that printed no document page,
a figure printed neither in the cited result nor as the result of a `calculate` step (whose inputs
`calculate` itself required to be printed), or a figure under the label of another measure; and it
rejects a draft whose cited pages never print what the question names (`ragagent.rag.scope`). Only
then is the model asked, one claim at a time (`ragagent.claims.verify_claim`).

A computed figure is checked by code alone, the same way whether it comes from a `calculate` step or
from the claim's own `calc` (arithmetic over figures its cited result prints): its operators must be
the arithmetic the question asks for ("add up to": +), the claim must state what code computes, and
each operand must be printed under a label that names something the question asks about ("Subtotal"
for "the subtotal") in the period asked. When the question names items ("the Amazon Glacier and AWS
Data Transfer charges"), the label must name one of them: a generic word ("Charges", "Total") is no
witness. Names that identify the document (its company, their initials, its title) are not items.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ragagent.agent.plan import (
    SCALES,
    decimals_asked,
    percent_asked,
    states_unit,
    unit_asked,
    unit_word,
    whole_asked,
    whole_is_own,
)
from ragagent.agent.tools import (
    CONSTANTS,
    Observation,
    ToolContext,
    ToolError,
    date_difference,
    evaluate,
    figures_printed,
    unit_literals,
    unprinted_operands,
)
from ragagent.claims import UNITS, content_words, verify_claim
from ragagent.measures import DATE_WORD, figure_labels, figure_objections, new_figures, off_period_figures
from ragagent.measures import asked as measures_asked
from ragagent.normalize import numbers_in, percents_in, statement_scale, units_printed
from ragagent.rag.answer import page_text, unprinted_addresses, unprinted_dates, unsupported_numbers
from ragagent.rag.scope import change_asked, names_in, operations_asked, quotient_asked, unmet
from ragagent.selftest import selftest_main


@dataclass(frozen=True)
class Claim:
    text: str
    source: str  # "S3": the tool result that prints it
    calc: str = ""  # arithmetic over figures the cited result prints, when the claim's figure is computed


def _cited(claim: Claim, ctx: ToolContext) -> Observation | None:
    number = claim.source[1:]
    index = int(number) - 1 if claim.source.startswith("S") and number.isdigit() else -1
    return ctx.observations[index] if 0 <= index < len(ctx.observations) else None


def _pages_text(ctx: ToolContext, pages: list[tuple[str, int]]) -> list[str]:
    texts = (page_text(ctx.workdir, doc_id, page) for doc_id, page in dict.fromkeys(pages))
    return [text for text in texts if text]


def cite_printing_result(claim: Claim, ctx: ToolContext) -> Claim:
    """The claim citing the first document result that prints all its figures (a calculation's
    operands), when the result it cites does not: the 1.5B model often cites a failed call or the
    wrong search. Code, not the model, then points at where the figures are printed. A claim with no
    arithmetic of its own that states what a `calculate` step computed ("$67 million" after
    2220 - 2287 on a page in millions) cites that step. A claim no result prints keeps its source and
    is rejected as before."""
    obs = _cited(claim, ctx)
    if obs is not None and obs.tool == "calculate":
        return claim
    try:
        figures = evaluate(claim.calc)[1] if claim.calc else numbers_in(claim.text)
    except ToolError:
        return claim

    def prints_all(o: Observation) -> bool:
        return (
            bool(o.pages)
            and not o.text.startswith("error:")
            and not unprinted_operands(figures, numbers_in(o.text))
        )

    if not figures or (obs is not None and prints_all(obs)):
        return claim
    if not _has_arithmetic(claim.calc):  # perhaps what a `calculate` step computed
        for n, candidate in enumerate(ctx.observations, start=1):
            if (
                candidate.tool == "calculate"
                and candidate.value is not None
                and _states(claim.text, candidate.value, 1e-9, UNITS)
            ):
                return Claim(claim.text, f"S{n}")
    for n, candidate in enumerate(ctx.observations, start=1):
        if prints_all(candidate):
            return Claim(claim.text, f"S{n}", claim.calc)
    return claim


def _has_arithmetic(calc: str) -> bool:
    """Whether a claim's `calc` computes something ("2220 - 2287"), not just restates a figure ("-67")."""
    return re.search(r"\d\s*[-+*/]", calc) is not None


def claim_value(claim: Claim, ctx: ToolContext) -> float | None:
    """What a computed claim computes (its own `calc`, or the `calculate` step it cites); None for a
    claim of printed figures, or arithmetic that does not evaluate."""
    obs = _cited(claim, ctx)
    if obs is not None and obs.tool == "calculate" and not claim.calc:
        return obs.value
    if not _has_arithmetic(claim.calc):
        return None
    try:
        days = date_difference(claim.calc, [o.text for o in ctx.observations])
        return float(days[0]) if days else evaluate(claim.calc)[0]
    except ToolError:
        return None


def identity_words(ctx: ToolContext, doc_ids: set[str]) -> set[str]:
    """Words that name these documents rather than anything in them: company, its initials, title, type."""
    docs = [d for d in ctx.retriever.documents() if d["doc_id"] in doc_ids] if ctx.retriever else []
    words: set[str] = set()
    for doc in docs:
        company = str(doc.get("company", ""))
        initials = "".join(w[0] for w in company.split() if w[:1].isalpha())
        words |= content_words(
            f"{company} {initials} {doc.get('title', '')} {doc.get('doc_type', '')}".replace("_", " ")
        )
    return words


def code_objections(question: str, claim: Claim, ctx: ToolContext) -> list[str]:
    """What code finds wrong with one claim, before any model is asked."""
    obs = _cited(claim, ctx)
    if obs is None:
        return [f"{claim.text!r} cites {claim.source}, which no tool returned"]
    if obs.text.startswith("error:"):
        return [f"{claim.text!r} cites {claim.source}, a failed tool call"]
    if obs.tool == "calculate":  # the same checks as a claim's own calc, over every page seen
        seen = [o for o in ctx.observations if o.pages]
        printed = "\n".join(o.text for o in seen)
        pages = _pages_text(ctx, [p for o in seen for p in o.pages])
        identity = identity_words(ctx, {doc for o in seen for doc, _ in o.pages})
        computed = Claim(claim.text, claim.source, claim.calc or obs.expression)
        return calc_objections(question, computed, printed, pages, identity)
    if not obs.pages:
        return [f"{claim.text!r} cites {claim.source}, which printed no document page"]
    if _has_arithmetic(claim.calc):  # a `calc` restating one figure ("37.4") is a printed figure
        identity = identity_words(ctx, {doc for doc, _ in obs.pages})
        return calc_objections(question, claim, obs.text, _pages_text(ctx, obs.pages), identity)
    problems = (
        [
            f"{claim.text!r}: {v:g} is not printed in {claim.source}"
            for v in unsupported_numbers(claim.text, [obs.text])
        ]
        + [
            f"{claim.text!r}: {d.isoformat()} is not printed as a date in {claim.source}"
            for d in unprinted_dates(claim.text, question, [obs.text])
        ]
        + [
            f"{claim.text!r}: {a} is not printed in {claim.source}"
            for a in unprinted_addresses(claim.text, [obs.text])
        ]
    )
    if obs.tool == "lookup":  # /ask checked label and period against the lookup's own question; a
        return problems  # planned calculation's operands are checked against this question
    pages = _pages_text(ctx, obs.pages)
    problems += [
        f"{claim.text!r}: {meaning}: {p}"
        for meaning, found in figure_objections(question, claim.text, pages)
        for p in found
    ]
    stated = new_figures(question, claim.text)
    labelled = {v: [label for page in pages for label in _operand_labels(page, v)] for v in stated}
    return problems + undivided(question, claim.calc, labelled, pages)


def _states(text: str, value: float, tolerance: float, scales: Iterable[int]) -> bool:
    """Whether `text` states `value` (sign aside), rounded within `tolerance`, at one of `scales`: "$67
    million" states 2,220 - 2,287 on a page "in millions"."""
    return any(_equals(f, value, tolerance, scales) for f in numbers_in(text))


def _equals(figure: float, value: float, tolerance: float, scales: Iterable[int]) -> bool:
    return any(abs(abs(figure) - abs(value) * s) <= tolerance * s for s in scales)


def states_value(figure: float, value: float) -> bool:
    """Whether a stated figure is `value`, sign aside, to two decimals at any unit ("$253 million")."""
    return _equals(figure, value, 0.005, UNITS)


def _operand_labels(page: str, operand: float | datetime.date) -> list[str]:
    """The labels the page prints an operand under; a figure also as scaled by its words (`plan.SCALES`:
    "$398 million" is the 398 of "(398 - 312) / 312 * 100"), a fraction also under its printed
    percentage (the 0.1 of "10000 * 0.1 * 3 / 12" under "10%")."""
    if not isinstance(operand, float):
        return figure_labels(page, operand)
    labels = next((found for s in SCALES if (found := figure_labels(page, operand * s))), [])
    if not labels:
        percent = [v for v, _ in percents_in(page) if abs(v - operand * 100) < 1e-9][:1]
        labels = [label for v in percent for label in figure_labels(page, v)]
    return labels


_DIVISOR = re.compile(r"/\s*\(?\s*(\d[\d,]*(?:\.\d+)?)")
_QUOTIENT_LABEL = re.compile(r"\bratio\b|\brate\b|\bmargin\b|\byield\b|\bper\b|%|\bpercent|/", re.IGNORECASE)


def undivided(question: str, calc: str, labelled: dict[Any, list[str]], pages: list[str]) -> list[str]:
    """A share, ratio, rate or price per unit asked, answered with no division: `calc` (a claim's
    arithmetic, or the figure it states) divides nothing and its one figure (`labelled`: figure → the
    labels the pages print it under) is no printed quotient, i.e. no percentage and no label naming a
    ratio, rate, margin, yield or "per" ("Current ratio | 1.1")."""
    divisors = {float(d.replace(",", "")) for d in _DIVISOR.findall(calc)}
    if not quotient_asked(question) or divisors - {1.0, 100.0}:  # "2.22 / 1" divides nothing
        return []
    if len(labelled) == 1:
        [(figure, labels)] = labelled.items()
        printed = [v for page in pages for v, _ in percents_in(page)]
        percent = isinstance(figure, float) and any(abs(v - figure) < 1e-9 for v in printed)
        if percent or any(_QUOTIENT_LABEL.search(label) for label in labels):
            return []
    return [f"{calc or 'the answer'!r} divides nothing, and the question asks for a share, ratio or rate"]


def unnamed_part(
    question: str, calc: str, figures: list[float], labelled: dict[Any, list[str]], identity: Iterable[str]
) -> list[str]:
    """A share whose part (the division's first figure) is printed only under labels naming nothing the
    question names outside its whole: asked the HPS Lenders' share of "the combined Term and Revolving
    Commitments", the Term Commitments over the total is the share of another part."""
    whole = whole_asked(question)
    if not whole or "/" not in calc or not figures or figures[0] not in labelled:
        return []
    outside = content_words(question.replace(whole, " ")) - content_words(whole) - set(identity)
    labels = labelled[figures[0]]
    if not labels or any(content_words(label) & outside for label in labels):
        return []
    shown = "; ".join(dict.fromkeys(labels))[:100]
    return [f"{figures[0]:g}, the share's part, is printed as {shown!r}, not as the part the question names"]


def calc_objections(
    question: str,
    claim: Claim,
    printed: str,
    pages: list[str],
    identity: frozenset[str] | set[str] = frozenset(),
) -> list[str]:
    """What code finds wrong with a computed claim: an operation the question does not ask for ("add up
    to" answered with a percent change), its arithmetic, or an operand that `printed` (the cited
    results' text) does not print, or `pages` print under a label naming nothing the question asks
    about (the items it names, when it names any besides the documents' `identity` words), or for
    another period."""
    try:
        days = date_difference(claim.calc, [printed, *pages])
        value, operands = (float(days[0]), days[1]) if days else evaluate(claim.calc)
    except ToolError as exc:
        return [f"{claim.text!r}: {exc}"]
    figures = [x for x in operands if isinstance(x, float) and x not in CONSTANTS]
    if len(figures) >= 2 and (len(set(figures)) == 1 or any(abs(value - x) < 1e-9 for x in figures)):
        return [f"{claim.calc!r} computes nothing: its result is one of its own figures"]  # "0.00 - 0.00"
    allowed = operations_asked(question)
    used = {"-"} if days else set(re.findall(r"[-+*/]", claim.calc))
    if allowed and used - allowed:
        extra, asked_ops = " ".join(sorted(used - allowed)), " ".join(sorted(allowed))
        return [f"{claim.calc!r} uses {extra}; the question asks for {asked_ops}"]
    if "-" not in used and change_asked(question):
        return [f"{claim.calc!r} subtracts nothing; the question asks how much something changed"]
    decimals = 0 if days else max((len(d) for d in re.findall(r"\.(\d+)", claim.calc)), default=0)
    tolerance = 0.5 * 10**-decimals + 1e-9  # rounded to the operands' own precision, no coarser
    if (rounding := decimals_asked(question)) is not None:
        tolerance = max(tolerance, 0.5 * 10**-rounding + 1e-9)  # or as coarse as the question asks
    scales = {1} | {statement_scale(page) for page in pages or [printed]}
    if not _states(claim.text, value, tolerance, scales):
        return [f"{claim.text!r} does not state what {claim.calc} computes ({value:,.6g})"]
    figures = [x for x in operands if isinstance(x, float)]  # dates were checked as printed above
    unprinted = unprinted_operands(figures, figures_printed([printed]))
    if unprinted:
        return [f"{claim.text!r}: {', '.join(f'{x:g}' for x in unprinted)} not printed in {claim.source}"]
    for amount, unit in unit_literals(claim.calc):  # "737,877 thousand": its page declares thousands
        if not any(unit in units_printed(page, amount) for page in pages or [printed]):
            return [f"{claim.calc!r}: {amount:g} is not printed in {unit_word(unit)}s in {claim.source}"]
    stray = [
        f
        for f in unsupported_numbers(claim.text, [printed, question], [max(scales), 1])
        if not _equals(f, value, tolerance, scales)
    ]
    if stray:
        shown = ", ".join(f"{f:,g}" for f in stray)
        return [f"{claim.text!r} states {shown}, neither printed in {claim.source} nor computed"]
    names = content_words(" ".join(names_in(question)))
    items = names - identity
    labelled = {
        operand: [label for page in pages or [printed] for label in _operand_labels(page, operand)]
        for operand in dict.fromkeys(x for x in operands if x not in CONSTANTS)
    }
    # the question's other names are items when some operand is printed under one ("Amazon Glacier");
    # when none is, they are parties or references ("Christopher Rodriguez", "CUSTREF123")
    named = any(content_words(label) & items for labels in labelled.values() for label in labels)
    asked = items if named else content_words(question) - names
    # a share's whole may be a total the items are part of ("share of PepsiCo's total net revenue"), but a
    # margin's is the item's own ("FLNA's operating profit divided by net revenue"): it must name the item
    own = named and whole_is_own(question)
    whole = [] if own else [m.printed for m in measures_asked(whole_asked(question))]

    def names_asked(label: str) -> bool:
        words = content_words(label)
        if any(DATE_WORD.match(w) for w in words):  # "Rechnungsdatum" names a date as "Invoice Date" does
            words |= {"date"}
        return bool(words & asked) or any(re.search(m, label, re.IGNORECASE) for m in whole)

    problems = undivided(question, claim.calc, labelled, pages or [printed])
    problems += unnamed_part(question, claim.calc, figures, labelled, identity)
    for operand, labels in labelled.items():
        if not any(names_asked(label) for label in labels):
            shown = "; ".join(dict.fromkeys(labels)) or "no label"
            figure = f"{operand:g}" if isinstance(operand, float) else str(operand)
            problems.append(f"{figure} is printed as {shown[:100]!r}, not as anything the question asks")
    problems += [
        f"{claim.calc!r}: printed only for another period: {p}"
        for p in ([] if days else off_period_figures(question, claim.calc, pages))
    ]
    return problems


def verify_draft(question: str, claims: list[Claim], ctx: ToolContext, llm: Any) -> list[str]:
    """Every objection to the draft (empty when code and the verifier accept every claim)."""
    objections = [p for claim in claims for p in code_objections(question, claim, ctx)]
    if (unit := unit_asked(question)) and claims and not states_unit(claims[-1].text, unit):
        objections.append(f"the question asks an amount in {unit}; {claims[-1].text!r} states none in it")
    if percent_asked(question) and claims and not re.search(r"%|\bper\s?cent", claims[-1].text, re.I):
        objections.append(f"the question asks a percentage; {claims[-1].text!r} states none")
    if objections:
        return objections
    pages = [p for claim in claims if (obs := _cited(claim, ctx)) for p in obs.pages]
    seen = [p for o in ctx.observations for p in o.pages]  # a calculation's inputs come from these
    text = " ".join(_pages_text(ctx, pages or seen))
    cited_docs = {doc for doc, _ in pages or seen}
    documents = [  # a document's company, title and industry name it, as /ask counts them
        f"{d.get('company', '')} {d.get('title', '')} {d.get('industry', '')}"
        for d in (ctx.retriever.documents() if ctx.retriever else [])
        if d["doc_id"] in cited_docs
    ]
    headers = [o.text[:200] for o in ctx.observations if o.pages]
    cover = " ".join(_pages_text(ctx, [(doc, 1) for doc in sorted(cited_docs)]))  # names count there too
    missing = unmet(question, text, " ".join(headers + documents), cover)
    if missing:
        return [f"the cited pages never name {', '.join(missing)}"]
    for claim in claims:
        obs = _cited(claim, ctx)
        if obs is None or obs.tool == "calculate" or _has_arithmetic(claim.calc):  # code checked the sums
            continue
        if obs.tool == "lookup":  # the claim verifier judged this answer inside /ask's pipeline
            continue
        check = verify_claim(llm, question, claim.text, [obs.text], partial=len(claims) > 1)
        if not check.supported:
            objections.append(f"{claim.text!r}: {check.reason}")
    return objections


def _case_code_rejects_unbacked_claims() -> None:
    from ragagent.workdir import Workdir

    ctx = ToolContext(Workdir.at("/nonexistent-ragagent-workdir"), retriever=None)
    ctx.observations += [
        Observation("search_docs", "(inv page 1)\nTotal due | $50.00 | 08/08/2025 | 07/2026", [("inv", 1)]),
        Observation("calculate", "50 * 2 = 100", value=100.0, expression="50 * 2"),
        Observation("list_documents", "inv | invoice"),
    ]
    assert code_objections("What is due?", Claim("It is $50.00", "S1"), ctx) == []
    assert "not printed in S1" in code_objections("What is due?", Claim("It is $0", "S1"), ctx)[0]
    when = code_objections("When is it due?", Claim("On 08/07/2025", "S1"), ctx)
    assert any("2025-08-07 is not printed as a date" in p for p in when), when
    assert "no tool returned" in code_objections("What is due?", Claim("It is $50.00", "S9"), ctx)[0]
    assert code_objections("Twice the total?", Claim("Twice is 100", "S2"), ctx) == []
    assert (
        "does not state what 50 * 2 computes"
        in code_objections("Twice?", Claim("Twice is 120", "S2"), ctx)[0]
    )
    assert "no document page" in code_objections("Which invoices?", Claim("inv", "S3"), ctx)[0]
    percent = Observation(
        "calculate", "(50 - 0) / 50 * 100 = 100", value=100.0, expression="(50 - 0) / 50 * 100"
    )
    ctx.observations.append(percent)
    assert (
        "the question asks for +"
        in code_objections("What do they add up to?", Claim("It is 100", "S4"), ctx)[0]
    )


def _case_figures_in_their_declared_units() -> None:
    bestbuy = "Best Buy balance sheet\n($ in millions)\nCash and cash equivalents | $ 1,874"
    ulta = "Ulta Beauty balance sheet\n(In thousands)\nCash and cash equivalents | $ 737,877"
    asked = "How much more cash and cash equivalents did Best Buy hold than Ulta Beauty?"
    both = "\n".join([bestbuy, ulta])
    gap = Claim("difference: 1,136,123,000", "S3", "1,874 million - 737,877 thousand")
    assert calc_objections(asked, gap, both, [bestbuy, ulta]) == []
    misread = Claim("difference: 1,873,262,123,000", "S3", "1,874 billion - 737,877 thousand")
    assert "1874 is not printed in billions" in calc_objections(asked, misread, both, [bestbuy, ulta])[0]


def _case_computed_claims() -> None:
    page = "Invoice 7\nSubtotal | $262.90\nTax 15% | $16.94\nTotal | $279.84"
    question = "How much is the total above the subtotal on invoice 7?"
    ok = Claim("The total exceeds the subtotal by $16.94.", "S1", "279.84 - 262.90")
    assert calc_objections(question, ok, page, [page]) == []
    wrong_sum = Claim("The difference is $17.", "S1", "279.84 - 262.90")
    assert "does not state what" in calc_objections(question, wrong_sum, page, [page])[0]
    invented = Claim("The difference is $19.84.", "S1", "279.84 - 260")
    assert "260 not printed" in calc_objections(question, invented, page, [page])[0]
    off_label = Claim("The total exceeds it by $262.90.", "S1", "279.84 - 16.94")
    assert "'Tax'" in calc_objections(question, off_label, page, [page])[0]
    assert "not an arithmetic" in calc_objections(question, Claim("x 1", "S1", "1 +"), page, [page])[0]
    bill = (
        "Summary\nCharges | $4.11\nDetail\nAWS Data Transfer | $0.01\nCharges | $0.01\nAmazon Glacier | $2.22"
    )
    items = "What do the AWS Data Transfer and Amazon Glacier charges on AWS invoice 7 add up to?"
    aws = {"amazon", "web", "service", "aw", "invoice"}
    assert (
        calc_objections(items, Claim("They add up to $2.23.", "S1", "0.01 + 2.22"), bill, [bill], aws) == []
    )
    share = "What share of PepsiCo's total net revenue came from Frito-Lay North America?"
    segment = "Net Revenue | Frito-Lay North America | 5,583\nTotal | Net Revenue | 17,846"
    ratio = Claim("It is 31.28%.", "S1", "5583 / 17846 * 100")
    assert calc_objections(share, ratio, segment, [segment], {"pepsico"}) == []
    tax_share = "What is the tax as a percentage of the subtotal on invoice 7?"
    product = Claim("It is 16.94.", "S1", "112.90 * 0.15")
    tax_page = page.replace("Subtotal | $262.90", "Subtotal | $262.90\nTaxed part | $112.90")
    assert "divides nothing" in calc_objections(tax_share, product, tax_page, [tax_page])[0]
    per_unit = "What was the effective Amazon Glacier price per GB-month on AWS invoice 7?"
    charge = Claim("The price per GB-month is $2.22.", "S1", "2.22")
    assert "divides nothing" in calc_objections(per_unit, charge, bill, [bill], aws)[0]
    by_one = Claim("The price per GB-month is $2.22.", "S1", "2.22 / 1")
    assert "divides nothing" in calc_objections(per_unit, by_one, bill, [bill], aws)[0]
    rate_page = "Amazon Glacier | Rate per GB-month | $0.01"
    rate = Claim("The Amazon Glacier price per GB-month is $0.01.", "S1", "0.01")
    assert calc_objections(per_unit, rate, rate_page, [rate_page], aws) == []
    schedule = "TERM COMMITMENTS\nLender | Term Commitment\nHPS Lenders | $230,000,000.00\n"
    schedule += "Total | $350,000,000.00"
    schedule += "\nThe original amount of the Total Revolving Commitments is $35,000,000."
    held = "What share of the combined Term and Revolving Commitments is held by the HPS Lenders?"
    other_part = Claim("It is 10.00%.", "S1", "35000000 / 350000000 * 100")
    assert "the share's part" in " ".join(calc_objections(held, other_part, schedule, [schedule]))
    named_part = Claim("It is 65.71%.", "S1", "230000000 / 350000000 * 100")
    assert not any("the share's part" in p for p in calc_objections(held, named_part, schedule, [schedule]))
    total_plus_one = Claim("They add up to $4.12.", "S1", "4.11 + 0.01")
    assert (
        "4.11 is printed as 'Summary Charges'" in calc_objections(items, total_plus_one, bill, [bill], aws)[0]
    )


def _case_percent_operand_as_fraction() -> None:
    note = "PROMISSORY NOTE\nPrincipal Amount: $10,000\nInterest Rate: 10% per annum"
    question = "What simple interest accrues on the note's principal at its interest rate over 3 months?"
    interest = Claim("Interest of $250 accrues.", "S1", "10000 * 0.1 * 3 / 12")
    assert calc_objections(question, interest, note, [note]) == []
    assert (
        "0.2 not printed"
        in calc_objections(question, Claim("$500", "S1", "10000 * 0.2 * 3 / 12"), note, [note])[0]
    )


def _case_parties_are_no_items() -> None:
    page = "Invoice Date: 10/18/2018\nDue Date: 12/17/2018\nBILL TO | Christopher Rodriguez"
    question = "How many days between the invoice date and the due date for Christopher Rodriguez?"
    days = Claim("It is due 60 days after.", "S1", "12/17/2018 - 10/18/2018")
    assert calc_objections(question, days, page, [page]) == []


def _case_a_margin_divides_by_the_items_own_whole() -> None:
    page = (
        "12 Weeks Ended | 3/25/2023\nNet Revenue\nFrito-Lay North America | 5,549\n"
        "Total net revenue | 17,846\nOperating Profit\nFrito-Lay North America | 1,599\nTotal | 2,537"
    )
    identity = {"pepsico"}
    margin = "What was Frito-Lay North America's operating margin (operating profit divided by net revenue)?"
    total = Claim("It was 8.96%.", "S1", "1,599 / 17,846 * 100")
    objections = calc_objections(margin, total, page, [page], identity)
    assert "17846 is printed as 'Net Revenue Total net revenue'" in objections[0]
    same = Claim("It was 100.00%.", "S1", "17,846 / 17,846 * 100")
    assert "computes nothing" in calc_objections(margin, same, page, [page], identity)[0]
    zero = Claim("It left 0.00 turns.", "S1", "0.00 - 0.00")
    assert "computes nothing" in calc_objections("How many turns of headroom?", zero, "0.00", ["0.00"])[0]
    own = Claim("It was 28.82%.", "S1", "1,599 / 5,549 * 100")
    assert calc_objections(margin, own, page, [page], identity) == []
    share = "What share of PepsiCo's total net revenue came from Frito-Lay North America?"
    part = Claim("It was 31.09%.", "S1", "5,549 / 17,846 * 100")
    assert calc_objections(share, part, page, [page], identity) == []


def _case_code_cites_where_figures_are_printed() -> None:
    from ragagent.workdir import Workdir

    ctx = ToolContext(Workdir.at("/nonexistent-ragagent-workdir"), retriever=None)
    ctx.observations += [
        Observation("get_extraction", "error: no extraction for inv"),
        Observation("search_docs", "(inv page 1)\nGlacier | $2.22\nEC2 | $1.87", [("inv", 1)]),
    ]
    moved = cite_printing_result(Claim("It was $0.35 more.", "S1", "2.22 - 1.87"), ctx)
    assert moved.source == "S2" and moved.calc == "2.22 - 1.87"
    assert cite_printing_result(Claim("It is $2.22.", "S1"), ctx).source == "S2"
    assert cite_printing_result(Claim("It is $9.99.", "S1"), ctx).source == "S1"  # printed nowhere
    difference = Observation("calculate", "2220 - 2287 = -67", value=-67.0, expression="2220 - 2287")
    ctx.observations.append(difference)
    stated = Claim("Gross profit for the quarter fell short by $67 million.", "S2", "-67")
    assert cite_printing_result(stated, ctx) == Claim(stated.text, "S3")


def _case_computed_figure_stated_in_the_pages_unit() -> None:
    page = "($ in millions)\nThree Months Ended | July 29, 2023 | July 30, 2022\nGross profit | 2,220 | 2,287"
    question = (
        "By how many millions did Best Buy's gross profit for the three months ended July 29, 2023 fall "
        "short of the prior-year quarter?"
    )
    millions = Claim("Gross profit fell short by $67 million.", "S1", "2,220 - 2,287")
    identity = {"best", "buy"}
    assert calc_objections(question, millions, page, [page], identity) == []
    thousands = page.replace("millions", "thousands")
    assert "does not state what" in calc_objections(question, millions, thousands, [thousands], identity)[0]


def _case_a_computed_claim_states_nothing_else() -> None:
    page = "Term Loan Facility | $350,000,000\nRevolving Facility | $35,000,000"
    question = "How much larger is the term loan facility than the revolving facility?"
    right = Claim("It is $315,000,000 larger.", "S1", "350,000,000 - 35,000,000")
    assert calc_objections(question, right, page, [page]) == []
    wrong_words = Claim("The term loan is $350,000,000 larger.", "S1", right.calc)
    assert "does not state what" in calc_objections(question, wrong_words, page, [page])[0]
    padded = Claim("The $350,000,000 term loan is $315,000,000 larger, 99 more.", "S1", right.calc)
    assert "states 99, neither printed" in calc_objections(question, padded, page, [page])[0]


def _case_days_between_printed_dates() -> None:
    page = "Invoice Date: 03/20/2023\nDue Date: 04/04/2023\nTotal | $279.84"
    question = "How many days after its invoice date is invoice 7 due?"
    due = Claim("It is due 15 days after its invoice date.", "S1", "04/04/2023 - 03/20/2023")
    assert calc_objections(question, due, page, [page]) == []
    assert "does not state" in calc_objections(question, Claim("30 days", "S1", due.calc), page, [page])[0]
    unprinted = Claim("15 days", "S1", "04/05/2023 - 03/21/2023")
    assert "printed by no earlier" in calc_objections(question, unprinted, page, [page])[0]
    german, english = "Rechnungsdatum: 05/27/2014\nGesamtbetrag | 34,73 EUR", "Invoice Date: 08/23/2014"
    dated = "How many days after the web host dated its bill did the cloud provider date its invoice?"
    gap = Claim("88 days", "S1", "08/23/2014 - 05/27/2014")
    assert calc_objections(dated, gap, f"{german}\n{english}", [german, english]) == []
    from ragagent.workdir import Workdir

    ctx = ToolContext(Workdir.at("/nonexistent-ragagent-workdir"), retriever=None)
    ctx.observations.append(Observation("search_docs", page, [("inv", 1)]))
    assert claim_value(due, ctx) == 15.0 and claim_value(Claim("It is $279.84", "S1"), ctx) is None


def _case_operands_scaled_by_words() -> None:
    page = "Restricted cash of $398 million and $312 million, as of July 29, 2023 and July 30, 2022."
    question = "By what percent did Best Buy's restricted cash rise between July 30, 2022 and July 29, 2023?"
    rise = Claim("It rose 27.56%.", "S1", "(398 - 312) / 312 * 100")
    assert calc_objections(question, rise, page, [page], {"best", "buy"}) == []
    unlabelled = calc_objections(question, rise, page, ["Restricted cash was $398."], {"best", "buy"})
    assert "'no label'" in unlabelled[0]


def _case_a_restated_figure_is_checked_as_printed() -> None:
    """A claim whose `calc` only restates a printed figure ("37.4") gets every check of a printed figure:
    a full-year margin does not answer a quarter's."""
    import tempfile

    from ragagent.pages import Page, save_pages
    from ragagent.workdir import Workdir

    bullet = "• | Adjusted Property EBITDAR margin of 37.4% in the current year compared to 36.7% in the"
    with tempfile.TemporaryDirectory() as root:
        workdir = Workdir.at(root)
        workdir.text_file("mgm").parent.mkdir(parents=True)
        save_pages(workdir.text_file("mgm"), [Page(doc_id="mgm", page=4, text=f"{bullet}\nprior year.")])
        ctx = ToolContext(workdir, retriever=None)
        ctx.observations.append(Observation("search_docs", f"(mgm page 4)\n{bullet}", [("mgm", 4)]))
        quarter = "What Adjusted Property EBITDAR margin did MGM report for the three months to Dec 31, 2022?"
        restated = Claim("37.4% is the Adjusted Property EBITDAR margin.", "S1", "37.4")
        assert any("another length" in p for p in code_objections(quarter, restated, ctx))
        year = "What Adjusted Property EBITDAR margin did MGM report for the full year 2022?"
        assert code_objections(year, restated, ctx) == []


SELFTEST_CASES = [
    _case_operands_scaled_by_words,
    _case_a_restated_figure_is_checked_as_printed,
    _case_parties_are_no_items,
    _case_percent_operand_as_fraction,
    _case_code_rejects_unbacked_claims,
    _case_computed_claims,
    _case_figures_in_their_declared_units,
    _case_code_cites_where_figures_are_printed,
    _case_a_margin_divides_by_the_items_own_whole,
    _case_computed_figure_stated_in_the_pages_unit,
    _case_a_computed_claim_states_nothing_else,
    _case_days_between_printed_dates,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
