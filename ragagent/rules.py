"""Business rules across fields, one function per rule, tolerances as named constants.

`check_rules` returns problems per field; the caller marks every field named there `needs_review`.
A rule only fires on values that are present (a null field is not evidence of anything), and it
reads verified, normalized values (`FieldResult.value`), never the model's text; the one rule that reads a
quote (`invoice_sum`, for an amount-due label) reads the page text code located, not the model's copy.
"""

from __future__ import annotations

import datetime
import itertools
import re
from collections.abc import Callable, Sequence
from typing import Any

from ragagent.schemas import FieldResult, field_spec
from ragagent.selftest import selftest_main

INVOICE_SUM_TOLERANCE = 0.01  # subtotal + tax = total, in currency units (one cent of rounding)
ROUNDING_LIMIT = 1.0  # a cash rounding moves a total by less than one currency unit; a withholding by more
BALANCE_TOLERANCE_UNITS = 1.5  # assets = liabilities + equity within 1.5 printed units (rounding of 3 lines)
EARLIEST_YEAR = 1990  # no document in scope predates this
FUTURE_YEARS = 5  # dates may lie up to this many years ahead (invoice due dates); maturities get more
MATURITY_FUTURE_YEARS = 40  # a loan maturity may lie decades ahead

Problems = dict[str, list[str]]
_AMOUNT_DUE = field_spec("invoice", "amount_due")


def _num(fields: dict[str, FieldResult], name: str) -> float | None:
    result = fields.get(name)
    return result.value if result and isinstance(result.value, float | int) else None


def _date(fields: dict[str, FieldResult], name: str) -> datetime.date | None:
    result = fields.get(name)
    if not result or not isinstance(result.value, str):
        return None
    try:
        return datetime.date.fromisoformat(result.value)
    except ValueError:
        return None


def _text(fields: dict[str, FieldResult], name: str) -> str | None:
    result = fields.get(name)
    if not result or not isinstance(result.value, str):
        return None
    return " ".join(re.sub(r"[^\w]+", " ", result.value.casefold()).split())


def _add(problems: Problems, names: tuple[str, ...], message: str) -> None:
    for name in names:
        problems.setdefault(name, []).append(message)


def _closed(gap: float, adjustments: Sequence[float], tolerance: float) -> bool:
    """Whether a sum's gap is nil, or is one printed adjustment (either sign: a withholding may be printed
    without its minus) or all of them together, within `tolerance`."""
    closing = [0.0, sum(adjustments), *adjustments, *(-a for a in adjustments)]
    return any(abs(gap - a) <= tolerance for a in closing)


def invoice_sum(
    fields: dict[str, FieldResult], problems: Problems, adjustments: Sequence[float] = ()
) -> None:
    """subtotal + tax = total (±INVOICE_SUM_TOLERANCE), when all three are printed; the gap may be a printed
    rounding or withholding line (`adjustments`: "Rundung | 0.01", "Retención IRPF 15 % | -1.927,50"); a
    total that a withholding (ROUNDING_LIMIT or more) closes under an amount-due label (its quote, page
    text code located) is the amount due after it, the total including tax another line. A rounded
    "Total payable" or "Celkem k úhradě" stays the total."""
    subtotal, tax, total = _num(fields, "subtotal"), _num(fields, "tax"), _num(fields, "total")
    if subtotal is None or tax is None or total is None:
        return
    gap = total - subtotal - tax
    if not _closed(gap, adjustments, INVOICE_SUM_TOLERANCE):
        _add(problems, ("subtotal", "tax", "total"), f"subtotal {subtotal} + tax {tax} != total {total}")
    elif abs(gap) >= ROUNDING_LIMIT and _AMOUNT_DUE.label_ok(fields["total"].quote or ""):
        # "TOTAL AMOUNT DUE | ₱ 152,615.09" after "Less: Withholding Tax": the amount due, not the total
        due = round(subtotal + tax, 2)
        _add(
            problems,
            ("total",),
            f"total {total} is an amount due after an adjustment; subtotal + tax is {due}",
        )


MAX_CARRIED_LINES = 3  # balance lines that may together make up the gap between total and amount due


def invoice_amount_due(
    fields: dict[str, FieldResult],
    problems: Problems,
    carried: Sequence[float] = (),
    adjustments: Sequence[float] = (),
) -> None:
    """amount_due cannot exceed total (credits and payments only lower it) unless balances the invoice
    carries onto it close the gap to the cent (`carried`: "Past due balance | $3,102.35", or "Previous
    Balance", "Payment Received" and "Late Fee" together) or a printed rounding line does ("Celkem s DPH
    | 140 934,72" then "Zaokrouhlení | 0,28" and "Celkem k úhradě | 140 935,00"); both must be
    non-negative."""
    due, total = _num(fields, "amount_due"), _num(fields, "total")
    if due is not None and total is not None and due > total + INVOICE_SUM_TOLERANCE:
        gap = due - total
        sums = (
            sum(terms)
            for size in range(1, MAX_CARRIED_LINES + 1)
            for terms in itertools.combinations(carried, size)
        )
        rounded = _closed(gap, adjustments, INVOICE_SUM_TOLERANCE)
        if not rounded and not any(abs(gap - s) <= INVOICE_SUM_TOLERANCE for s in sums):
            _add(problems, ("amount_due", "total"), f"amount_due {due} exceeds total {total}")
    for name, value in (("amount_due", due), ("total", total)):
        if value is not None and value < 0:
            _add(problems, (name,), f"{name} is negative ({value})")


def invoice_dates(fields: dict[str, FieldResult], problems: Problems) -> None:
    """due_date is not before invoice_date."""
    issued, due = _date(fields, "invoice_date"), _date(fields, "due_date")
    if issued and due and due < issued:
        _add(problems, ("invoice_date", "due_date"), f"due_date {due} is before invoice_date {issued}")


def distinct_parties(first: str, second: str) -> Callable[[dict[str, FieldResult], Problems], None]:
    """Two party fields that must name different parties (vendor vs customer, borrower vs lender)."""

    def rule(fields: dict[str, FieldResult], problems: Problems) -> None:
        a, b = _text(fields, first), _text(fields, second)
        if a and b and a == b:
            _add(problems, (first, second), f"{first} and {second} name the same party")

    rule.__name__ = f"distinct_{first}_{second}"
    return rule


def balance_sheet(
    fields: dict[str, FieldResult], problems: Problems, adjustments: Sequence[float] = ()
) -> None:
    """total_assets = total_liabilities + total_equity within rounding of the statement's unit, or with the
    redeemable interests or temporary equity printed between them (`adjustments`, in the statement's
    unit as printed: "Redeemable noncontrolling interest | 164.0" in millions)."""
    assets, liabilities, equity = (
        _num(fields, n) for n in ("total_assets", "total_liabilities", "total_equity")
    )
    if assets is None or liabilities is None or equity is None:
        return
    unit = max(fields["total_assets"].scale, 1)
    between = [a * unit for a in adjustments]
    if not _closed(assets - (liabilities + equity), between, BALANCE_TOLERANCE_UNITS * unit):
        _add(
            problems,
            ("total_assets", "total_liabilities", "total_equity"),
            f"total_assets {assets} != total_liabilities {liabilities} + total_equity {equity}",
        )


def income_sanity(fields: dict[str, FieldResult], problems: Problems) -> None:
    """Revenue is positive and not below operating income."""
    revenue, operating, net = (_num(fields, n) for n in ("total_revenue", "operating_income", "net_income"))
    if revenue is not None and revenue <= 0:
        _add(problems, ("total_revenue",), f"total_revenue {revenue} is not positive")
    if revenue is not None and operating is not None and operating > revenue:
        _add(
            problems,
            ("total_revenue", "operating_income"),
            f"operating_income {operating} exceeds total_revenue {revenue}",
        )


def appraisal_value(fields: dict[str, FieldResult], problems: Problems) -> None:
    """The appraised value is positive (the contract has no signature date to check effective_date by)."""
    value = _num(fields, "appraised_value")
    if value is not None and value <= 0:
        _add(problems, ("appraised_value",), f"appraised_value {value} is not positive")


def plausible_dates(
    fields: dict[str, FieldResult], problems: Problems, today: datetime.date | None = None
) -> None:
    """Every date lies in EARLIEST_YEAR .. today + FUTURE_YEARS (maturities: MATURITY_FUTURE_YEARS)."""
    today = today or datetime.date.today()
    for name in fields:
        date = _date(fields, name)
        if date is None:
            continue
        ahead = MATURITY_FUTURE_YEARS if name == "maturity_date" else FUTURE_YEARS
        if not EARLIEST_YEAR <= date.year <= today.year + ahead:
            _add(problems, (name,), f"{name} {date} is outside {EARLIEST_YEAR}..{today.year + ahead}")


def loan_dates(fields: dict[str, FieldResult], problems: Problems) -> None:
    """A maturity date comes after the agreement date."""
    signed, matures = _date(fields, "agreement_date"), _date(fields, "maturity_date")
    if signed and matures and matures <= signed:
        _add(problems, ("agreement_date", "maturity_date"), f"maturity_date {matures} is not after {signed}")


invoice_parties = distinct_parties("vendor_name", "bill_to")

RULES: dict[str, tuple[Callable[[dict[str, FieldResult], Problems], None], ...]] = {
    "invoice": (invoice_dates, invoice_parties),
    "financial_statement": (income_sanity,),
    "loan_agreement": (loan_dates, distinct_parties("borrower", "lender")),
    "appraisal": (appraisal_value, distinct_parties("appraiser_name", "client_name")),
}


def check_rules(
    doc_type: str,
    fields: dict[str, FieldResult],
    adjustments: Sequence[float] = (),
    carried: Sequence[float] = (),
) -> dict[str, list[str]]:
    """Run every rule of `doc_type` (its sum rule with the document's printed `adjustments`, an invoice's
    amount due with the balances it prints as `carried`, plus date plausibility) on verified fields;
    return field -> problems."""
    if doc_type not in RULES:
        raise ValueError(f"unknown document type {doc_type!r}")
    problems: Problems = {}
    if doc_type in SUM_RULES:
        SUM_RULES[doc_type](fields, problems, adjustments)
    if doc_type in CARRIED_RULES:
        CARRIED_RULES[doc_type](fields, problems, carried, adjustments)
    for rule in RULES[doc_type]:
        rule(fields, problems)
    plausible_dates(fields, problems)
    return problems


# Fields that a cross-field sum checks: when one of them has no value the sum cannot run, and the others
# have lost that second witness (a per-page "Subtotal" passes every check of its own).
SUM_WITNESSES: dict[str, tuple[str, ...]] = {
    "invoice": ("subtotal", "tax", "total"),
    "financial_statement": ("total_assets", "total_liabilities", "total_equity"),
}


SUM_RULES: dict[str, Callable[[dict[str, FieldResult], Problems, Sequence[float]], None]] = {
    "invoice": invoice_sum,
    "financial_statement": balance_sheet,
}


# Rules that read the balances a document carries onto a figure besides its own (`carried`)
CARRIED_RULES: dict[
    str, Callable[[dict[str, FieldResult], Problems, Sequence[float], Sequence[float]], None]
] = {
    "invoice": invoice_amount_due,
}


def sum_holds(doc_type: str, values: dict[str, float], adjustments: Sequence[float] = ()) -> bool:
    """Whether these values of the document type's SUM_WITNESSES fields (as printed, one unit) satisfy
    its sum rule."""
    problems: Problems = {}
    SUM_RULES[doc_type]({name: FieldResult(value=v) for name, v in values.items()}, problems, adjustments)
    return not problems


def record_adjustments(record: dict[str, Any], key: str = "adjustments") -> list[float]:
    """The printed adjustment amounts an extractor stored in a prediction record or queue item (none in
    records written before adjustments were read); `key` "carried" for the balances carried onto its
    amount due."""
    return [float(a["value"]) for a in record.get(key) or []]


def unwitnessed(doc_type: str, fields: dict[str, FieldResult]) -> set[str]:
    """Fields with a value whose cross-field sum could not run because another of its fields has none."""
    names = SUM_WITNESSES.get(doc_type, ())
    present = {n for n in names if _num(fields, n) is not None}
    return present if present and len(present) < len(names) else set()


def _ok(value: float | str, scale: int = 1) -> FieldResult:
    return FieldResult(value=value, printed=str(value), scale=scale, quote="q", page=1, status="ok")


def _case_invoice_rules() -> None:
    good = {
        "subtotal": _ok(100.0),
        "tax": _ok(7.0),
        "total": _ok(107.0),
        "amount_due": _ok(107.0),
        "invoice_date": _ok("2023-03-20"),
        "due_date": _ok("2023-04-04"),
    }
    assert check_rules("invoice", good) == {}
    bad = {**good, "tax": _ok(311.25), "amount_due": _ok(500.0), "due_date": _ok("2023-01-01")}
    problems = check_rules("invoice", bad)
    assert set(problems) == {"subtotal", "tax", "total", "amount_due", "invoice_date", "due_date"}, problems
    assert check_rules("invoice", {"vendor_name": _ok("Acme Inc"), "bill_to": _ok("ACME inc.")})
    assert unwitnessed("invoice", good) == set()
    assert sum_holds("invoice", {"subtotal": 100.0, "tax": 7.0, "total": 107.0})
    sheet = {"total_assets": 10.0, "total_liabilities": 4.0, "total_equity": 3.0}
    assert not sum_holds("financial_statement", sheet)
    assert unwitnessed("invoice", {"subtotal": _ok(100.0), "total": _ok(100.0)}) == {"subtotal", "total"}
    rounded = {"subtotal": _ok(26740.0), "tax": _ok(2165.94), "total": _ok(28905.95)}
    assert check_rules("invoice", rounded) and check_rules("invoice", rounded, [0.01]) == {}
    withheld = {"subtotal": _ok(12850.0), "tax": _ok(2698.5), "total": _ok(13621.0)}
    assert check_rules("invoice", withheld, [1927.5]) == {}, "a withholding printed without its minus"
    assert check_rules("invoice", withheld, [1927.0]), "an adjustment closes the gap exactly or not at all"
    due = {**withheld, "total": FieldResult(value=13621.0, quote="TOTAL AMOUNT DUE | 13,621.00", status="ok")}
    assert set(check_rules("invoice", due, [1927.5])) == {"total"}, "the amount due after a withholding"
    payable = {
        **rounded,
        "total": FieldResult(value=28905.95, quote="Total payable | 28,905.95", status="ok"),
    }
    assert check_rules("invoice", payable, [0.01]) == {}, "a rounded total payable is the total"
    stored = {"adjustments": [{"value": 0.5, "page": 1, "quote": "Round Off | +0.50"}]}
    assert record_adjustments(stored) == [0.5] and record_adjustments({}) == []
    carried = {"total": _ok(6179.58), "amount_due": _ok(6238.31)}
    assert check_rules("invoice", carried), "an amount due above the total, nothing carried"
    assert check_rules("invoice", carried, carried=[3915.25, -3915.25, 58.73]) == {}, "balance, payment, fee"
    assert check_rules("invoice", carried, carried=[3915.25, 58.0]), "the gap is closed to the cent or not"
    rounded = {"total": _ok(140934.72), "amount_due": _ok(140935.0)}
    assert check_rules("invoice", rounded, adjustments=[0.28]) == {}, "Zaokrouhlení | 0,28 to the amount due"
    assert check_rules("invoice", rounded, adjustments=[0.25]), "a rounding line closes the gap to the cent"


def _case_statement_rules() -> None:
    fields = {
        "total_assets": _ok(1_000_000.0, 1000),
        "total_liabilities": _ok(600_000.0, 1000),
        "total_equity": _ok(400_000.0, 1000),
        "total_revenue": _ok(50.0),
        "operating_income": _ok(10.0),
    }
    assert check_rules("financial_statement", fields) == {}
    off = {**fields, "total_equity": _ok(300_000.0, 1000), "operating_income": _ok(80.0)}
    assert set(check_rules("financial_statement", off)) == {
        "total_assets",
        "total_liabilities",
        "total_equity",
        "total_revenue",
        "operating_income",
    }
    rounded = {**fields, "total_equity": _ok(401_000.0, 1000)}
    assert check_rules("financial_statement", rounded) == {}
    mezzanine = {**fields, "total_equity": _ok(236_000.0, 1000)}  # 164 (thousands) redeemable between them
    assert "total_assets" in check_rules("financial_statement", mezzanine)
    assert check_rules("financial_statement", mezzanine, adjustments=[164.0]) == {}
    assert "total_assets" in check_rules("financial_statement", mezzanine, adjustments=[150.0])


def _case_dates_plausible() -> None:
    assert "agreement_date" in check_rules("loan_agreement", {"agreement_date": _ok("1899-01-01")})
    assert (
        check_rules(
            "loan_agreement", {"agreement_date": _ok("2023-04-12"), "maturity_date": _ok("2028-04-12")}
        )
        == {}
    )
    assert "maturity_date" in check_rules(
        "loan_agreement", {"agreement_date": _ok("2023-04-12"), "maturity_date": _ok("2020-04-12")}
    )


SELFTEST_CASES = [_case_invoice_rules, _case_statement_rules, _case_dates_plausible]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
