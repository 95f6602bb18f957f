"""The agent's verifier: each claim of a draft judged by the claim verifier, and code overruling it.

Code rejects a claim that cites a result no tool returned, a result that printed no document page,
a figure printed neither in the cited result nor as the result of a `calculate` step (whose inputs
`calculate` itself required to be printed), or a figure under the label of another measure; and it
rejects a draft whose cited pages never print what the question names (`ragagent.rag.scope`). Only
then is the model asked, one claim at a time (`ragagent.claims.verify_claim`); a claim citing a
`calculate` result is checked by code alone (its figure is that result, rounded).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ragagent.agent.tools import Observation, ToolContext
from ragagent.claims import verify_claim
from ragagent.measures import off_period_figures, unlabelled_figures
from ragagent.normalize import numbers_in
from ragagent.rag.answer import page_text, unsupported_numbers
from ragagent.rag.scope import unmet
from ragagent.selftest import selftest_main


@dataclass(frozen=True)
class Claim:
    text: str
    source: str  # "S3": the tool result that prints it


def _cited(claim: Claim, ctx: ToolContext) -> Observation | None:
    number = claim.source[1:]
    index = int(number) - 1 if claim.source.startswith("S") and number.isdigit() else -1
    return ctx.observations[index] if 0 <= index < len(ctx.observations) else None


def _pages_text(ctx: ToolContext, pages: list[tuple[str, int]]) -> list[str]:
    return [page_text(ctx.workdir, doc_id, page) for doc_id, page in dict.fromkeys(pages)]


def code_objections(question: str, claim: Claim, ctx: ToolContext) -> list[str]:
    """What code finds wrong with one claim, before any model is asked."""
    obs = _cited(claim, ctx)
    if obs is None:
        return [f"{claim.text!r} cites {claim.source}, which no tool returned"]
    if obs.text.startswith("error:"):
        return [f"{claim.text!r} cites {claim.source}, a failed tool call"]
    if obs.tool == "calculate":
        figures = numbers_in(claim.text)
        if obs.value is None or not any(math.isclose(f, obs.value, rel_tol=5e-3) for f in figures):
            return [f"{claim.text!r} does not state the result of {claim.source} ({obs.text})"]
        return []
    if not obs.pages:
        return [f"{claim.text!r} cites {claim.source}, which printed no document page"]
    problems = [
        f"{claim.text!r}: {v:g} is not printed in {claim.source}"
        for v in unsupported_numbers(claim.text, [obs.text])
    ]
    pages = _pages_text(ctx, obs.pages)
    problems += [
        f"{claim.text!r}: not printed under a label of what the question asks: {p}"
        for p in unlabelled_figures(question, claim.text, pages)
    ]
    problems += [
        f"{claim.text!r}: printed only for another period: {p}"
        for p in off_period_figures(question, claim.text, pages)
    ]
    return problems


def verify_draft(question: str, claims: list[Claim], ctx: ToolContext, llm: Any) -> list[str]:
    """Every objection to the draft (empty when code and the verifier accept every claim)."""
    objections = [p for claim in claims for p in code_objections(question, claim, ctx)]
    if objections:
        return objections
    pages = [p for claim in claims if (obs := _cited(claim, ctx)) for p in obs.pages]
    seen = [p for o in ctx.observations for p in o.pages]  # a calculation's inputs come from these
    text = " ".join(_pages_text(ctx, pages or seen))
    missing = unmet(question, text, " ".join(o.text[:200] for o in ctx.observations if o.pages))
    if missing:
        return [f"the cited pages never name {', '.join(missing)}"]
    for claim in claims:
        obs = _cited(claim, ctx)
        if obs is None or obs.tool == "calculate":  # code checked the arithmetic over printed inputs
            continue
        check = verify_claim(llm, question, claim.text, [obs.text], partial=len(claims) > 1)
        if not check.supported:
            objections.append(f"{claim.text!r}: {check.reason}")
    return objections


def _case_code_rejects_unbacked_claims() -> None:
    from ragagent.workdir import Workdir

    ctx = ToolContext(Workdir.at("/nonexistent-ragagent-workdir"), retriever=None)
    ctx.observations += [
        Observation("search_docs", "(inv page 1)\nTotal due | $50.00", [("inv", 1)]),
        Observation("calculate", "50 * 2 = 100", value=100.0),
        Observation("list_documents", "inv | invoice"),
    ]
    assert code_objections("What is due?", Claim("It is $50.00", "S1"), ctx) == []
    assert "not printed in S1" in code_objections("What is due?", Claim("It is $0", "S1"), ctx)[0]
    assert "no tool returned" in code_objections("What is due?", Claim("It is $50.00", "S9"), ctx)[0]
    assert code_objections("Twice the total?", Claim("Twice is 100", "S2"), ctx) == []
    assert "result of S2" in code_objections("Twice the total?", Claim("Twice is 120", "S2"), ctx)[0]
    assert "no document page" in code_objections("Which invoices?", Claim("inv", "S3"), ctx)[0]


SELFTEST_CASES = [_case_code_rejects_unbacked_claims]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
