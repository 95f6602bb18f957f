"""Business rules on verified fields: each rule fires on its violation and stays quiet otherwise."""

from __future__ import annotations

import datetime

from ragagent.rules import (
    BALANCE_TOLERANCE_UNITS,
    INVOICE_SUM_TOLERANCE,
    check_rules,
    plausible_dates,
)
from ragagent.schemas import FieldResult


def ok(value: float | str, scale: int = 1) -> FieldResult:
    return FieldResult(value=value, printed=str(value), scale=scale, quote="q", page=1, status="ok")


def test_invoice_sum_within_tolerance() -> None:
    fields = {"subtotal": ok(262.90), "tax": ok(16.94), "total": ok(279.84)}
    assert check_rules("invoice", fields) == {}
    fields["tax"] = ok(16.94 + 2 * INVOICE_SUM_TOLERANCE)
    assert set(check_rules("invoice", fields)) == {"subtotal", "tax", "total"}


def test_invoice_sum_skips_missing_fields() -> None:
    assert check_rules("invoice", {"subtotal": ok(10.0), "total": ok(12.0)}) == {}


def test_amount_due_above_total_and_due_before_issue() -> None:
    problems = check_rules(
        "invoice",
        {
            "total": ok(100.0),
            "amount_due": ok(150.0),
            "invoice_date": ok("2022-01-31"),
            "due_date": ok("2022-01-01"),
        },
    )
    assert set(problems) == {"total", "amount_due", "invoice_date", "due_date"}


def test_vendor_and_customer_must_differ() -> None:
    problems = check_rules("invoice", {"vendor_name": ok("Azure Interior"), "bill_to": ok("Azure Interior.")})
    assert set(problems) == {"vendor_name", "bill_to"}


def test_balance_sheet_tolerance_scales_with_unit() -> None:
    base = {"total_assets": ok(10_000_000.0, 1_000_000), "total_liabilities": ok(6_000_000.0, 1_000_000)}
    within = {**base, "total_equity": ok(4_000_000.0 + BALANCE_TOLERANCE_UNITS * 1_000_000 - 1, 1_000_000)}
    assert check_rules("financial_statement", within) == {}
    beyond = {**base, "total_equity": ok(4_000_000.0 + 3 * 1_000_000, 1_000_000)}
    assert set(check_rules("financial_statement", beyond)) == {
        "total_assets",
        "total_liabilities",
        "total_equity",
    }


def test_operating_income_above_revenue() -> None:
    problems = check_rules("financial_statement", {"total_revenue": ok(100.0), "operating_income": ok(400.0)})
    assert set(problems) == {"total_revenue", "operating_income"}


def test_loan_parties_and_dates() -> None:
    problems = check_rules(
        "loan_agreement",
        {
            "borrower": ok("Best Buy Co., Inc."),
            "lender": ok("Best Buy Co Inc"),
            "agreement_date": ok("2023-04-12"),
            "maturity_date": ok("2023-04-12"),
        },
    )
    assert set(problems) == {"borrower", "lender", "agreement_date", "maturity_date"}


def test_plausible_dates_window() -> None:
    today = datetime.date(2025, 1, 1)
    problems: dict[str, list[str]] = {}
    plausible_dates({"due_date": ok("2031-01-01"), "maturity_date": ok("2050-01-01")}, problems, today)
    assert set(problems) == {"due_date"}


def test_unknown_doc_type_is_a_clear_error() -> None:
    try:
        check_rules("receipt", {})
    except ValueError as exc:
        assert "receipt" in str(exc)
    else:
        raise AssertionError("unknown type must raise")
