"""Statement-type priors: which primary financial statement a question points to, and which pages print it.

One table. A question that names a statement ("shown in the balance sheet") or asks for a figure only
that statement prints (capex → the cash flow statement) prefers pages whose text prints that statement's
title on a line of its own. The retriever adds a bonus to such pages' scores (`Retriever.search`,
`statement_bonus`); nothing here decides what an answer may cite.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ragagent.selftest import selftest_main

# kind → (the question names the statement, the question asks for a figure it prints, its title line with
# case, spaces and punctuation removed)
STATEMENTS: dict[str, tuple[str, str, str]] = {
    "balance": (
        r"\bbalance sheets?\b|\bstatements? of financial (?:position|condition)\b",
        r"\bworking capital\b|\bquick ratio\b|\bcurrent ratio\b|\btotal assets\b|\bPP&?E\b|\bPPNE\b"
        r"|\bproperty,? plant\b|\binventor(?:y|ies)\b|\breceivables?\b|\bpayables?\b"
        r"|\bliabilit(?:y|ies)\b|\bdebt\b|\bshareholders'? equity\b|\bDPO\b|\bDSO\b|\bdays payable\b",
        r"balancesheets?|statements?of(?:consolidated)?financial(?:position|condition)",
    ),
    "income": (
        r"\bincome statements?\b|\bstatements? of (?:income|operations|earnings)\b|\bP&L\b"
        r"|\bprofit and loss\b",
        r"\brevenues?\b|\bnet sales\b|\bgross (?:margin|profit)\b|\boperating (?:margin|income)\b"
        r"|\bnet income\b|\bEPS\b|\bCOGS\b|\bcost of (?:goods sold|sales|revenues?)\b|\bSG&A\b|\bEBITDA?\b",
        r"statements?of(?:consolidated)?(?:income|operations|earnings)|incomestatements?",
    ),
    "cash_flow": (
        r"\bcash ?flows? statements?\b|\bstatements? of cash ?flows?\b",
        r"\bcapex\b|\bcapital expenditures?\b|\bfree cash flow\b|\bFCF\b|\bdividends? paid\b"
        r"|\boperating cash flow\b|\bcash from operations\b|\bD&A\b|\bdepreciation and amortization\b",
        r"statements?of(?:consolidated)?cashflows?|cashflows?statements?",
    ),
}
_TITLE_PREFIX = r"(?:condensed|consolidated|combined|and|interim|unaudited)*"
_TITLE_MAX_CHARS = 120  # a title line, not a sentence or a table row
_NAMED = {kind: re.compile(named, re.IGNORECASE) for kind, (named, _, _) in STATEMENTS.items()}
_IMPLIED = {kind: re.compile(implied, re.IGNORECASE) for kind, (_, implied, _) in STATEMENTS.items()}
_PRINTED = {
    kind: re.compile(rf"^{_TITLE_PREFIX}(?:{printed})[a-z]{{0,40}}$")
    for kind, (_, _, printed) in STATEMENTS.items()
}


def asked(question: str, implied: bool = True) -> frozenset[str]:
    """The statements a question names, and (`implied`) those printing a figure it asks for."""
    tables = (_NAMED, _IMPLIED) if implied else (_NAMED,)
    return frozenset(kind for table in tables for kind, pattern in table.items() if pattern.search(question))


def printed(text: str) -> frozenset[str]:
    """The statements whose title `text` prints on a line of its own (no table cells, no sentences)."""
    found: set[str] = set()
    for line in text.splitlines():
        if "|" in line or len(line) > _TITLE_MAX_CHARS:
            continue
        letters = re.sub(r"[^a-z]", "", line.lower())
        found.update(kind for kind, pattern in _PRINTED.items() if pattern.match(letters))
    return frozenset(found)


def pages_printing(chunks: Iterable[tuple[str, int, str]]) -> dict[tuple[str, int], frozenset[str]]:
    """(doc_id, page) → statements whose title one of the page's chunks prints, over (doc_id, page, text)."""
    pages: dict[tuple[str, int], frozenset[str]] = {}
    for doc_id, page, text in chunks:
        kinds = printed(text)
        if kinds:
            pages[(doc_id, page)] = pages.get((doc_id, page), frozenset()) | kinds
    return pages


def _case_asked() -> None:
    assert asked("Using the balance sheet, what is the quick ratio?") == {"balance"}
    assert asked("What is FY2021 capex for 3M?") == {"cash_flow"}
    assert asked("Per the statement of income and the cash flow statement …") == {"income", "cash_flow"}
    assert asked("Did Pfizer grow its PPNE between FY20 and FY21?") == {"balance"}
    assert asked("What is the gross margin?") == {"income"}
    assert asked("Who is the CEO?") == frozenset()
    assert asked("What is FY2021 capex for 3M?", implied=False) == frozenset()


def _case_printed() -> None:
    assert printed("3M Company and Subsidiaries\nConsolidated Balance Shee t\nAt December 31") == {"balance"}
    assert printed("CONDENSED CONSOLIDATED STATEMENTS OF CASH FLOWS (Unaudited)") == {"cash_flow"}
    assert printed("Consolidated Statements of Operations\nNet sales | 1 | 2") == {"income"}
    assert printed("Consolidated Balance Sheets | 58") == frozenset()  # a table-of-contents row
    assert printed("Consolidated Statements of Comprehensive Income") == frozenset()
    assert printed("See the consolidated statements of cash flows for details.") == frozenset()


def _case_pages_printing() -> None:
    chunks = [
        ("d", 4, "Consolidated Balance Sheets\nCash | 1"),
        ("d", 4, "x"),
        ("d", 5, "Statements of Income"),
    ]
    assert pages_printing(chunks) == {("d", 4): {"balance"}, ("d", 5): {"income"}}


SELFTEST_CASES = [_case_asked, _case_printed, _case_pages_printing]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
