"""Financial query vocabulary: how a question names a measure → how filings print it.

One small table. `expand` appends the printed wordings a question's terms map to, so BM25 and the
dense ranker also see the filing's own words ("capex" → "purchases of property and equipment").
It widens the query only: nothing here decides what an answer may cite (that is `ragagent.rag.scope`
and `ragagent.measures`).
"""

from __future__ import annotations

import re

from ragagent.selftest import selftest_main

# (regex over the question, how statements print it)
VOCABULARY: tuple[tuple[str, str], ...] = (
    (r"\bcapex\b|\bcapital expenditures?\b", "purchases of property and equipment capital expenditures"),
    (r"\brevenues?\b|\btop line\b", "net sales total revenues"),
    (r"\bnet sales\b", "revenues"),
    (r"\bCOGS\b|\bcost of goods sold\b", "cost of sales cost of revenues"),
    (r"\bgross margin\b", "gross profit net sales"),
    (r"\boperating margin\b", "operating income net sales"),
    (r"\bEBITDA\b", "operating income depreciation and amortization"),
    (r"\bD&A\b", "depreciation and amortization"),
    (r"\bnet (?:income|earnings|profit)\b|\bbottom line\b", "net income attributable"),
    (r"\bEPS\b", "earnings per share diluted"),
    (r"\bfree cash flow\b|\bFCF\b", "net cash provided by operating activities capital expenditures"),
    (r"\boperating cash flow\b|\bcash from operations\b", "net cash provided by operating activities"),
    (
        r"\bworking capital\b|\bquick ratio\b|\bcurrent ratio\b",
        "total current assets total current liabilities",
    ),
    (r"\bshare ?buybacks?\b|\brepurchases?\b", "repurchases of common stock treasury"),
    (r"\bdividends?\b", "cash dividends declared per share"),
    (r"\bSG&A\b", "selling general and administrative expenses"),
    (r"\bR&D\b", "research and development"),
    (r"\bdebt\b|\bleverage\b", "long-term debt borrowings"),
    (r"\binventory turnover\b|\bDIO\b", "inventories cost of sales"),
    (r"\breturn on assets\b|\bROA\b", "net income total assets"),
    (r"\beffective tax rate\b", "effective tax rate income tax expense"),
    (r"\bheadcount\b|\bemployees\b", "employees"),
)
_COMPILED = tuple((re.compile(asked, re.IGNORECASE), printed) for asked, printed in VOCABULARY)


def expand(question: str) -> str:
    """The question followed by the printed wordings of the measures it asks for (each once)."""
    extra = dict.fromkeys(printed for pattern, printed in _COMPILED if pattern.search(question))
    return " ".join([question, *extra]) if extra else question


def _case_expand() -> None:
    assert expand("What was FY2021 capex for 3M?").endswith(
        "purchases of property and equipment capital expenditures"
    )
    assert "net sales" in expand("Total revenue in FY2022?")
    assert expand("Who is the CEO?") == "Who is the CEO?"
    both = expand("revenue and revenues")
    assert both.count("net sales total revenues") == 1
    assert "cost of sales" in expand("What is COGS?")


SELFTEST_CASES = [_case_expand]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
