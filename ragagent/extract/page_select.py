"""Choose what the model reads: the whole document when it fits, else keyword-scored line windows.

Prompt length is the cost on a CPU model, so a long document (a 57-page 10-Q, a 289-page credit
agreement) is cut down per field group: every line is scored by the field's typical labels, weighted
by how rare each label is across the document's pages (an IDF, as in BM25), and the best-scoring
windows of lines are kept until the group's budget is used. Windows are verbatim page lines under
their "=== PAGE n ===" marker, so any quote taken from them is found on the full page.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ragagent.pages import Page
from ragagent.schemas import FieldSpec, field_names, field_spec
from ragagent.selftest import selftest_main

DOC_TOKEN_BUDGET = 2400  # document tokens per call; the instructions add ~600 (target ≤ 3,000 per call)
COVER_LINES = 25  # the first lines of page 1 name the company, the form and the date
WINDOW_BEFORE, WINDOW_AFTER = 1, 4  # lines kept around a scored line (label rows, wrapped definitions)
MAX_WINDOWS_PER_FIELD = 6

# Long documents are asked in groups of fields, each group with its own excerpt.
GROUPS: dict[str, list[list[str]]] = {
    "invoice": [field_names("invoice")],
    "financial_statement": [
        [
            "company_name",
            "report_type",
            "period_end_date",
            "currency",
            "total_revenue",
            "operating_income",
            "net_income",
            "diluted_eps",
        ],
        ["total_assets", "total_liabilities", "total_equity", "cash_and_equivalents"],
    ],
    "loan_agreement": [
        ["borrower", "lender", "agreement_date", "governing_law"],
        ["principal_amount", "interest_rate", "maturity_date", "late_charge"],
    ],
    "appraisal": [field_names("appraisal")],
}


@dataclass(frozen=True)
class CallPlan:
    """One model call: which fields, the excerpt shown, and the pages it draws from."""

    fields: list[str]
    excerpt: str
    pages: list[int]
    lines: dict[int, set[int]] | None = field(default=None)  # line indexes shown per page; None: all


def estimate_tokens(text: str) -> int:
    """Rough token count for the local model: one token per digit, about four characters per other token."""
    digits = sum(ch.isdigit() for ch in text)
    return digits + (len(text) - digits) // 4 + 1


def render(pages: list[Page]) -> str:
    """Whole pages under their markers."""
    return "\n".join(f"=== PAGE {p.page} ===\n{p.text.strip()}" for p in pages if p.text.strip())


def _idf(pages: list[Page], phrases: set[str]) -> dict[str, float]:
    lowered = [p.text.lower() for p in pages]
    n = len(pages)
    return {ph: math.log((n + 1) / (sum(ph in t for t in lowered) + 0.5)) for ph in phrases}


def _field_windows(
    spec: FieldSpec, pages: list[Page], idf: dict[str, float], share: int
) -> dict[int, set[int]]:
    """Line indexes per page for one field: best-scoring lines and neighbours, within `share` tokens."""
    keywords = [k.lower() for k in spec.keywords]
    page_score: dict[int, float] = {}
    candidates: list[tuple[float, int, int]] = []
    for page in pages:
        lines = page.text.splitlines()
        scores = [sum(idf[k] for k in keywords if k in line.lower()) for line in lines]
        page_score[page.page] = sum(sorted(scores, reverse=True)[:5])
        candidates.extend((s, page.page, i) for i, s in enumerate(scores) if s > 0)
    best_page = max(page_score.values(), default=0.0) or 1.0
    ranked = sorted(candidates, key=lambda c: (-(c[0] + 0.5 * page_score[c[1]] / best_page), c[1], c[2]))
    lines_by_page = {p.page: p.text.splitlines() for p in pages}
    chosen: dict[int, set[int]] = {}
    used = 0
    for _score, page_no, index in ranked[:MAX_WINDOWS_PER_FIELD]:
        lines = lines_by_page[page_no]
        window = set(range(max(0, index - WINDOW_BEFORE), min(len(lines), index + WINDOW_AFTER + 1)))
        cost = estimate_tokens("\n".join(lines[i] for i in sorted(window)))
        if used and used + cost > share:
            break
        chosen.setdefault(page_no, set()).update(window)
        used += cost
    return chosen


def _render_windows(pages: list[Page], chosen: dict[int, set[int]]) -> str:
    blocks = []
    for page in pages:
        if page.page not in chosen:
            continue
        lines = page.text.splitlines()
        out: list[str] = []
        previous = -2
        for i in sorted(chosen[page.page]):
            if i != previous + 1 and out:
                out.append("...")
            out.append(lines[i])
            previous = i
        blocks.append(f"=== PAGE {page.page} ===\n" + "\n".join(out))
    return "\n".join(blocks)


def excerpt_for(
    doc_type: str, fields: list[str], pages: list[Page], budget: int = DOC_TOKEN_BUDGET
) -> CallPlan:
    """Line windows of `pages` most likely to hold `fields`, within `budget` tokens (page 1's head first)."""
    specs = [field_spec(doc_type, name) for name in fields]
    idf = _idf(pages, {k.lower() for spec in specs for k in spec.keywords})
    chosen: dict[int, set[int]] = {}
    if pages and any(
        s.name in ("company_name", "report_type", "borrower", "property_address") for s in specs
    ):
        chosen[pages[0].page] = set(range(min(COVER_LINES, len(pages[0].text.splitlines()))))
    share = max(1, (budget - estimate_tokens(_render_windows(pages, chosen))) // max(1, len(specs)))
    for spec in specs:
        for page_no, lines in _field_windows(spec, pages, idf, share).items():
            chosen.setdefault(page_no, set()).update(lines)
    excerpt = _render_windows(pages, chosen)
    return CallPlan(fields=fields, excerpt=excerpt, pages=sorted(chosen), lines=chosen)


def plan_calls(doc_type: str, pages: list[Page], budget: int = DOC_TOKEN_BUDGET) -> list[CallPlan]:
    """One call with the whole document when it fits the budget, else one excerpt per field group."""
    whole = render(pages)
    if estimate_tokens(whole) <= budget:
        return [CallPlan(fields=field_names(doc_type), excerpt=whole, pages=[p.page for p in pages])]
    return [excerpt_for(doc_type, group, pages, budget) for group in GROUPS[doc_type]]


def _case_short_document_goes_whole() -> None:
    pages = [Page(doc_id="d", page=1, text="Invoice 7\nTotal | $5.00")]
    plans = plan_calls("invoice", pages)
    assert len(plans) == 1 and plans[0].excerpt == "=== PAGE 1 ===\nInvoice 7\nTotal | $5.00"


def _case_long_document_windows() -> None:
    filler = "\n".join(f"Narrative line {i} about the business and its outlook." for i in range(80))
    pages = [Page(doc_id="d", page=n, text=filler) for n in range(1, 30)]
    pages[16] = Page(
        doc_id="d", page=17, text=filler + "\nCONSOLIDATED BALANCE SHEETS\nTotal assets | 1,234 | 1,100"
    )
    plans = plan_calls("financial_statement", pages)
    assert len(plans) == 2
    balance = plans[1]
    assert 17 in balance.pages and "Total assets | 1,234 | 1,100" in balance.excerpt
    assert all(estimate_tokens(p.excerpt) <= DOC_TOKEN_BUDGET + 200 for p in plans)


SELFTEST_CASES = [_case_short_document_goes_whole, _case_long_document_windows]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
