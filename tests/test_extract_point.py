"""Extractor v2 on the trap documents with a scripted model that points at lines.

Every v1 gate stays in force on the pointed line; on top, a field is accepted only with a second
witness (code's own candidate agrees, or the field's label words sit on or above the line).
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from traps import TRAPS, install

from ragagent.evidence import find_quote
from ragagent.extract.pipeline import extract_one
from ragagent.llm.fake import FakeLLM
from ragagent.pages import load_pages
from ragagent.workdir import Workdir

Point = tuple[str, str]  # (text of the line to point at, value as printed)


def pointer(*rounds: dict[str, Point | None]) -> FakeLLM:
    """A fake model answering ask k from rounds[k] (the last repeats): each field points at the first
    shown line containing the given text; unlisted fields are null. In a dispute ask (a field offered
    two lines) it picks the offered line containing the text."""
    state = {"call": 0}

    def reply(prompt: str, schema: dict[str, Any]) -> dict[str, Any]:
        answers = rounds[min(state["call"], len(rounds) - 1)]
        state["call"] += 1
        shown = re.findall(r"^\[(\d+\.\d+)\] (.*)$", prompt, re.MULTILINE)
        out = {}
        for name in schema["required"]:
            point = answers.get(name)
            if offered := schema["properties"][name].get("enum"):
                picked = (i for i, text in shown if i in offered and point and point[0] in text)
                out[name] = next(picked, None)
                continue
            line = next((i for i, text in shown if point and point[0] in text), None)
            one: dict[str, Any] = {"line": line, "printed": point[1] if point else None}
            if "to" in schema["properties"][name]["properties"]:
                one["to"] = None
            out[name] = one
        return out

    return FakeLLM(reply)


def run(workdir: Workdir, doc_id: str, llm: FakeLLM) -> dict[str, Any]:
    entry = install(workdir, doc_id)
    extract_one(entry, workdir, llm, force=True, extractor="v2")
    return json.loads(workdir.prediction_file(doc_id).read_text())


INVOICE: dict[str, Point | None] = {
    "invoice_number": ("Invoice No", "INV-2024-001"),
    "invoice_date": ("Invoice Date", "March 4, 2024"),
    "due_date": ("Due Date", "April 3, 2024"),
    "vendor_name": ("Acme Supplies", "Acme Supplies Ltd"),
    "bill_to": ("Taylor Riddel", "Taylor Riddel"),
    "currency": ("Total:", "USD"),
    "subtotal": ("Subtotal:", "$ 10,375.00"),
    "total": ("Total:", "$ 10,686.25"),
}


def test_pointed_answers_quote_page_text_and_agree_with_code(workdir: Workdir) -> None:
    record = run(workdir, "trap_invoice", pointer(INVOICE))
    fields = record["fields"]
    for name in ("invoice_number", "invoice_date", "due_date", "bill_to", "currency"):
        assert fields[name]["status"] == "ok", (name, fields[name])
    assert fields["invoice_date"]["value"] == "2024-03-04" and fields["currency"]["value"] == "USD"
    assert fields["tax"]["status"] == "empty"
    # tax is printed only as a rate: the sum rule cannot run, subtotal and total lost that witness, but
    # each is printed on exactly one labelled line that the model pointed at
    assert fields["total"]["status"] == "ok" and fields["total"]["quote"] == "Total: | $ 10,686.25"
    # the letterhead name has no label anywhere: its second witness is the letterhead itself (the first
    # name with a legal form at the top of page 1, before any addressee heading)
    assert fields["vendor_name"]["status"] == "ok", fields["vendor_name"]
    text = {p.page: p.text for p in load_pages(workdir.text_file("trap_invoice"))}
    for field in fields.values():
        if field["quote"]:
            assert find_quote(field["quote"], text[field["page"]]) is not None, field
    assert record["provenance"]["usage"][0]["reply_tokens_est"] > 0


def test_the_total_answered_as_amount_due_is_no_amount_due(workdir: Workdir) -> None:
    """The trap invoice prints no amount due apart from its total: the total's figure is not accepted as
    one, and with no labelled line code leaves the field empty rather than asking a reviewer."""
    record = run(workdir, "trap_invoice", pointer({**INVOICE, "amount_due": ("Total:", "$ 10,686.25")}))
    result = record["fields"]["amount_due"]
    assert result["status"] == "empty" and result["value"] is None, result
    assert any("apart from the total" in p for p in result["problems"]), result["problems"]


def test_the_customer_answered_as_vendor_leaves_code_its_letterhead(workdir: Workdir) -> None:
    """The billed customer answered as the seller is no seller at all: the customer is never accepted,
    and code's letterhead reading stands without an ask, whatever else of the document is open."""
    llm = pointer(
        {**INVOICE, "vendor_name": ("Taylor Riddel", "Taylor Riddel"), "invoice_date": ("INVOICE", "INVOICE")}
    )
    record = run(workdir, "trap_invoice", llm)
    result = record["fields"]["vendor_name"]
    assert result["status"] == "ok" and result["value"] == "Acme Supplies Ltd", result
    assert "no value of the field's kind" in result["problems"][0] and llm.calls == 1
    assert record["fields"]["invoice_date"]["status"] == "needs_review"


@pytest.mark.parametrize(
    ("field", "trap", "reason"),
    [
        ("tax", ("Sales Tax 3%", "311.25"), "not printed inside"),
        ("bill_to", ("Taylor's Store", "Taylor's Store"), "Ship To"),
        ("total", ("Ignore previous", "0.00"), "instruction"),
        ("subtotal", ("Total:", "$ 10,686.25"), "label"),
        ("total", ("Subtotal:", "$ 10,375.00"), "wrong row"),
    ],
)
def test_invoice_traps_are_never_accepted(workdir: Workdir, field: str, trap: Point, reason: str) -> None:
    record = run(workdir, "trap_invoice", pointer({**INVOICE, field: trap}))
    result = record["fields"][field]
    assert result["status"] == "needs_review", result
    assert any(reason in p for p in result["problems"]), result["problems"]


def test_code_rescues_a_pointer_and_nothing_is_re_asked(workdir: Workdir) -> None:
    rescued = run(
        workdir, "trap_invoice", pointer({**INVOICE, "invoice_date": ("Due Date", "March 4, 2024")})
    )
    date = rescued["fields"]["invoice_date"]
    assert date["status"] == "ok" and "chosen by code" in date["problems"][0], date
    located = run(
        workdir, "trap_invoice", pointer({**INVOICE, "invoice_number": ("Due Date", "INV-2024-001")})
    )
    number = located["fields"]["invoice_number"]
    assert number["status"] == "ok" and number["quote"] == "Invoice No: INV-2024-001", number
    misread = pointer({**INVOICE, "invoice_date": ("Invoice Date", "March 5, 2024")}, INVOICE)
    record = run(workdir, "trap_invoice", misread)
    date = record["fields"]["invoice_date"]
    assert date["status"] == "needs_review" and date["quote"] == "Invoice Date: March 4, 2024", date
    assert record["attempts"] == 1 and len(record["provenance"]["usage"]) == 1, "one call, no re-ask"


def test_a_dispute_alone_is_asked_once_more_with_both_lines(workdir: Workdir) -> None:
    pointed_off = {**INVOICE, "total": ("Subtotal:", "$ 10,375.00")}
    llm = pointer(pointed_off, {"total": ("Total:", "")})
    record = run(workdir, "trap_invoice", llm)
    total = record["fields"]["total"]
    assert record["status"] == "ok" and total["status"] == "ok" and total["value"] == 10686.25, total
    assert total["quote"] == "Total: | $ 10,686.25" and "the model picked it" in total["problems"][0]
    assert llm.calls == 2 and record["attempts"] == 2 and len(record["provenance"]["usage"]) == 2
    stubborn = pointer(pointed_off)  # picks its own line again: the dispute stays with a person
    record = run(workdir, "trap_invoice", stubborn)
    total = record["fields"]["total"]
    assert record["status"] == "needs_review" and total["status"] == "needs_review", total
    assert "code and model disagree" in total["problems"][0] and stubborn.calls == 2
    # another open field besides the dispute: no second call, it could not send the document through
    other = pointer({**pointed_off, "vendor_name": ("Taylor Riddel", "Taylor Riddel")})
    record = run(workdir, "trap_invoice", other)
    assert other.calls == 1 and record["fields"]["total"]["status"] == "needs_review"


def test_page_subtotal_is_not_the_invoice_subtotal(workdir: Workdir) -> None:
    TRAPS["trap_page_subtotal"] = (
        "invoice",
        [
            [
                (50, 60, "Delta Tools Inc"),
                (50, 90, "Invoice No: D-9"),
                (50, 150, "Drill"),
                (300, 150, "$ 40.00"),
                (50, 170, "Subtotal (this page):"),
                (300, 170, "$ 40.00"),
            ],
            [
                (50, 60, "Saw"),
                (300, 60, "$ 50.00"),
                (50, 100, "Subtotal:"),
                (300, 100, "$ 90.00"),
                (50, 120, "Sales Tax 8%"),
                (50, 140, "Total:"),
                (300, 140, "$ 97.20"),
            ],
        ],
    )
    try:
        record = run(
            workdir, "trap_page_subtotal", pointer({"subtotal": ("Subtotal (this page)", "$ 40.00")})
        )
    finally:
        del TRAPS["trap_page_subtotal"]
    result = record["fields"]["subtotal"]
    assert result["status"] == "needs_review", result


def test_per_page_figure_in_a_dispute_leaves_code_its_line_without_asking(workdir: Workdir) -> None:
    page = [*TRAPS["trap_invoice"][1][0]]
    page[9:9] = [(50, 260, "Subtotal (this page):"), (300, 260, "$ 4,000.00")]
    TRAPS["trap_page_dispute"] = ("invoice", [page])
    llm = pointer({**INVOICE, "subtotal": ("Acme Supplies", "$ 4,000.00")})
    try:
        record = run(workdir, "trap_page_dispute", llm)
    finally:
        del TRAPS["trap_page_dispute"]
    subtotal = record["fields"]["subtotal"]
    assert subtotal["status"] == "ok" and subtotal["value"] == 10375.0, subtotal
    assert "per-page figure" in subtotal["problems"][0] and llm.calls == 1 and record["attempts"] == 1


def test_heading_in_a_dispute_leaves_code_its_line_without_asking(workdir: Workdir) -> None:
    """A model answer that is an address heading holds no value: code's Bill To reading needs no ask."""
    llm = pointer({**INVOICE, "bill_to": ("Bill To:", "Ship To")})
    record = run(workdir, "trap_invoice", llm)
    bill_to = record["fields"]["bill_to"]
    assert bill_to["status"] == "ok" and bill_to["value"] == "Taylor Riddel", bill_to
    assert (
        "no value of the field's kind" in bill_to["problems"][0]
        and llm.calls == 1
        and record["attempts"] == 1
    )
    # whatever else is open: a heading is no candidate beside code's line
    llm = pointer({**INVOICE, "bill_to": ("Bill To:", "Ship To"), "invoice_date": ("INVOICE", "INVOICE")})
    record = run(workdir, "trap_invoice", llm)
    assert record["fields"]["bill_to"]["status"] == "ok", record["fields"]["bill_to"]
    assert record["fields"]["invoice_date"]["status"] == "needs_review"
    # a heading with code's own name in another cell is the same reading, not no value: still a dispute
    llm = pointer(
        {
            **INVOICE,
            "bill_to": ("Bill To:", "Ship To | Taylor Riddel"),
            "invoice_date": ("INVOICE", "INVOICE"),
        }
    )
    record = run(workdir, "trap_invoice", llm)
    assert record["fields"]["bill_to"]["status"] == "needs_review", record["fields"]["bill_to"]


def test_a_name_printed_nowhere_leaves_code_its_line_whatever_else_is_open(workdir: Workdir) -> None:
    """A seller's name the document prints nowhere ("Acme Suplies Ltd") points at no candidate: code's
    letterhead stands without an ask; a name printed elsewhere in the document stays a dispute."""
    typo = {
        **INVOICE,
        "vendor_name": ("Invoice Date", "Acme Suplies Ltd"),
        "subtotal": ("Total:", "$ 10,686.25"),
    }
    record = run(workdir, "trap_invoice", pointer(typo))
    vendor = record["fields"]["vendor_name"]
    assert vendor["status"] == "ok" and vendor["value"] == "Acme Supplies Ltd", vendor
    assert "does not print its answer" in vendor["problems"][0]
    assert record["fields"]["subtotal"]["status"] == "needs_review"
    elsewhere = {**typo, "vendor_name": ("Invoice Date", "Acme Supplies")}
    record = run(workdir, "trap_invoice", pointer(elsewhere))
    assert record["fields"]["vendor_name"]["status"] == "needs_review", record["fields"]["vendor_name"]


def test_a_figure_its_line_does_not_print_leaves_code_its_line_whatever_else_is_open(
    workdir: Workdir,
) -> None:
    """The model points at a line without its figure: it points at no candidate, so code's labelled line
    stands without an ask even with another field open."""
    llm = pointer(
        {**INVOICE, "total": ("Acme Supplies", "$ 10,000.00"), "vendor_name": ("INVOICE", "INVOICE")}
    )
    record = run(workdir, "trap_invoice", llm)
    total = record["fields"]["total"]
    assert total["status"] == "ok" and total["value"] == 10686.25, total
    assert "does not print its answer" in total["problems"][0] and llm.calls == 1
    assert record["fields"]["vendor_name"]["status"] == "needs_review"


def test_statement_prior_year_column_is_never_taken(workdir: Workdir) -> None:
    """The model points at the row and prints the prior year's figure: code reads the current column."""
    right = {"total_assets": ("Total assets", "$ 1,234"), "net_income": ("Net loss", "(56)")}
    record = run(workdir, "trap_statement", pointer(right))
    assert record["fields"]["total_assets"]["value"] == 1_234_000
    assert (
        record["fields"]["net_income"]["status"] == "ok"
        and record["fields"]["net_income"]["value"] == -56_000
    )
    prior = run(workdir, "trap_statement", pointer({"total_assets": ("Total assets", "$ 1,100")}))
    taken = prior["fields"]["total_assets"]
    assert taken["status"] == "ok" and taken["value"] == 1_234_000, taken
    assert "chosen by code" in taken["problems"][0] and "'$ 1,100'" in taken["problems"][0]


def test_a_note_reference_column_is_never_a_figure(workdir: Workdir) -> None:
    """A half-year table whose period heads sit above a "Note | £m | £m" line: the row's first figure is
    its note number (3), the half-year's revenue the one after it, whichever the model points at."""
    TRAPS["trap_note_column"] = (
        "financial_statement",
        [
            [
                (50, 50, "Pellham Group plc Half-year report"),
                (50, 80, "Condensed consolidated income statement"),
                (250, 100, "Six months to 31 July 2026"),
                (250, 115, "Note"),
                (330, 115, "£m"),
                (410, 115, "£m"),
                (50, 130, "Revenue"),
                (250, 130, "3"),
                (330, 130, "486.3"),
                (410, 130, "452.9"),
            ]
        ],
    )
    try:
        right = run(workdir, "trap_note_column", pointer({"total_revenue": ("Revenue", "486.3")}))
        off = run(workdir, "trap_note_column", pointer({"total_revenue": ("Pellham", "480.0")}))
    finally:
        del TRAPS["trap_note_column"]
    assert right["fields"]["total_revenue"]["value"] == 486_300_000, right["fields"]["total_revenue"]
    assert off["fields"]["total_revenue"]["value"] != 3_000_000, off["fields"]["total_revenue"]


def test_label_copied_with_the_figure_is_cut_to_the_value_cell(workdir: Workdir) -> None:
    record = run(workdir, "trap_invoice", pointer({**INVOICE, "total": ("Total:", "Total: | $ 10,686.25")}))
    assert record["fields"]["total"]["status"] == "ok" and record["fields"]["total"]["value"] == 10686.25


def test_right_value_pointed_off_its_line_is_located_by_code(workdir: Workdir) -> None:
    off = {**INVOICE, "bill_to": ("Subtotal:", "Taylor Riddel"), "currency": ("Sales Tax", "USD")}
    fields = run(workdir, "trap_invoice", pointer(off))["fields"]
    for name, quote in (("bill_to", "Taylor Riddel"), ("currency", "$")):
        assert fields[name]["status"] == "ok" and quote in fields[name]["quote"], fields[name]
        assert "chosen by code" in fields[name]["problems"][0]
    ship_to = run(workdir, "trap_invoice", pointer({**INVOICE, "bill_to": ("Subtotal:", "Taylor's Store")}))
    assert ship_to["fields"]["bill_to"]["status"] == "needs_review", "code's line passes v1's party gate too"


def test_an_invoice_date_pointed_off_its_line_picks_the_one_line_printing_it(workdir: Workdir) -> None:
    """The model points at a line without a date but prints the invoice date: of the lines labelled for
    the field (the invoice's and the quote's date), the one printing it proves it. The due date printed as
    the invoice date finds no such line; a labelled line printing another date is no pick."""
    TRAPS["trap_dates"] = (
        "invoice",
        [
            [
                (50, 60, "Acme Supplies Ltd"),
                (50, 90, "Invoice No: INV-2024-001"),
                (50, 110, "Invoice Date: March 4, 2024"),
                (50, 130, "Quote Date: February 20, 2024"),
                (50, 150, "Due Date: April 3, 2024"),
                (50, 190, "Subtotal:"),
                (300, 190, "$ 100.00"),
                (50, 210, "Total:"),
                (300, 210, "$ 100.00"),
            ]
        ],
    )
    try:
        right, due, other = (
            run(workdir, "trap_dates", pointer({"invoice_date": (at, printed)}))
            for at, printed in (
                ("Subtotal:", "March 4, 2024"),
                ("Subtotal:", "April 3, 2024"),
                ("Quote Date", "March 4, 2024"),
            )
        )
    finally:
        del TRAPS["trap_dates"]
    field = right["fields"]["invoice_date"]
    assert field["status"] == "ok" and "Invoice Date" in field["quote"], field
    assert "chosen by code" in field["problems"][0]
    assert due["fields"]["invoice_date"]["status"] == "needs_review", due["fields"]["invoice_date"]
    assert other["fields"]["invoice_date"]["status"] == "needs_review", other["fields"]["invoice_date"]


def test_a_norwegian_bill_to_heading_witnesses_its_column_only(workdir: Workdir) -> None:
    """ "Fakturamottaker" heads the billed party as "Bill To" does; the party under "Leveringsadresse"
    beside it is the delivery address, not the customer."""
    TRAPS["trap_no_parties"] = (
        "invoice",
        [
            [
                (50, 60, "Nordlys Elektro AS"),
                (400, 60, "FAKTURA"),
                (50, 80, "Storgata 112, 9008 Tromso"),
                (50, 120, "Fakturamottaker"),
                (300, 120, "Leveringsadresse"),
                (50, 140, "Havbris Eiendom AS"),
                (300, 140, "Byggeplass Kaia 4"),
                (50, 200, "Sum eks. mva"),
                (300, 200, "1 000,00"),
            ]
        ],
    )
    try:
        billed, site = (
            run(workdir, "trap_no_parties", pointer({"bill_to": ("Havbris", name)}))
            for name in ("Havbris Eiendom AS", "Byggeplass Kaia 4")
        )
    finally:
        del TRAPS["trap_no_parties"]
    assert billed["fields"]["bill_to"]["status"] == "ok", billed["fields"]["bill_to"]
    assert site["fields"]["bill_to"]["status"] == "needs_review", site["fields"]["bill_to"]


def test_a_two_field_rule_keeps_the_field_code_witnesses(workdir: Workdir) -> None:
    """The model gives the vendor as the customer and a due date before the invoice date: both rules send
    both fields to review, but the letterhead's vendor and the invoice date on its labelled line stay
    accepted; the customer and the due date, the model's mistakes, stay in review."""
    wrong = {
        **INVOICE,
        "bill_to": ("Acme Supplies", "Acme Supplies Ltd"),
        "due_date": ("Due Date", "March 1, 2024"),
    }
    fields = run(workdir, "trap_invoice", pointer(wrong))["fields"]
    assert fields["vendor_name"]["status"] == "ok" and fields["invoice_date"]["status"] == "ok", fields
    assert fields["bill_to"]["status"] == "needs_review" and fields["due_date"]["status"] == "needs_review"


def test_code_takes_a_date_only_as_its_lines_first_date(workdir: Workdir) -> None:
    TRAPS["trap_period"] = (
        "financial_statement",
        [
            [
                (50, 50, "Gamma Corp. Reports Second Quarter Results"),
                (50, 80, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (In thousands)"),
                (50, 110, "Three months ended"),
                (300, 110, "June 30, 2024"),
                (420, 110, "June 30, 2023"),
                (50, 130, "Net sales"),
                (300, 130, "$ 5,000"),
                (420, 130, "$ 4,000"),
            ]
        ],
    )
    try:
        current = run(workdir, "trap_period", pointer({"period_end_date": ("Net sales", "June 30, 2024")}))
        prior = run(workdir, "trap_period", pointer({"period_end_date": ("Net sales", "June 30, 2023")}))
    finally:
        del TRAPS["trap_period"]
    assert current["fields"]["period_end_date"]["status"] == "ok", current["fields"]["period_end_date"]
    assert prior["fields"]["period_end_date"]["status"] == "needs_review", "the prior-period column"


def test_a_statement_column_header_witnesses_the_period_end(workdir: Workdir) -> None:
    """A balance sheet names its period only in its column header ("June 28, 2025 | Dec. 28, 2024"):
    the header's latest date is the period end, its earlier one the comparative."""
    TRAPS["trap_header_period"] = (
        "financial_statement",
        [
            [
                (50, 50, "Orrin Packaging Company"),
                (50, 80, "CONDENSED CONSOLIDATED BALANCE SHEETS (in thousands)"),
                (300, 110, "June 28, 2025"),
                (420, 110, "Dec. 28, 2024"),
                (50, 130, "Total assets"),
                (300, 130, "1,492,729"),
                (420, 130, "1,401,112"),
            ]
        ],
    )
    try:
        current = run(
            workdir, "trap_header_period", pointer({"period_end_date": ("Total assets", "June 28, 2025")})
        )
        prior = run(
            workdir, "trap_header_period", pointer({"period_end_date": ("Total assets", "Dec. 28, 2024")})
        )
    finally:
        del TRAPS["trap_header_period"]
    period = current["fields"]["period_end_date"]
    assert period["status"] == "ok" and period["value"] == "2025-06-28", period
    assert "June 28, 2025" in period["quote"] and "chosen by code" in period["problems"][0]
    assert prior["fields"]["period_end_date"]["status"] == "needs_review", "the comparative column's date"


def test_a_space_grouped_statement_in_sek_millions(workdir: Workdir) -> None:
    """ "SEK m" over the table scales its figures; "14 862" in a cell of its own is one figure."""
    TRAPS["trap_sek"] = (
        "financial_statement",
        [
            [
                (50, 50, "Norrstrom Industrial Group AB"),
                (50, 80, "Consolidated income statement"),
                (50, 95, "SEK m"),
                (250, 115, "Note"),
                (300, 115, "2024"),
                (420, 115, "2023"),
                (50, 135, "Net sales"),
                (250, 135, "3"),
                (300, 135, "14 862"),
                (420, 135, "13 977"),
            ]
        ],
    )
    try:
        fields = run(workdir, "trap_sek", pointer({"total_revenue": ("Net sales", "14 862")}))["fields"]
    finally:
        del TRAPS["trap_sek"]
    assert fields["total_revenue"]["status"] == "ok", fields["total_revenue"]
    assert fields["total_revenue"]["value"] == 14_862_000_000


def test_code_does_not_pick_among_rows_for_a_value_pointed_off_its_line(workdir: Workdir) -> None:
    """The model points at "Total revenues" but prints the product-revenue row's figure: code does not move
    it to that row (a labelled line of its own for the field), since the model picked neither."""
    TRAPS["trap_revenue_rows"] = (
        "financial_statement",
        [
            [
                (50, 50, "Corvane Biosystems, Inc."),
                (50, 80, "CONSOLIDATED STATEMENTS OF OPERATIONS (in thousands)"),
                (50, 110, "Year Ended June 30,"),
                (300, 130, "2024"),
                (420, 130, "2025"),
                (50, 150, "Product revenue, net"),
                (300, 150, "151,733"),
                (420, 150, "189,587"),
                (50, 170, "Total revenues"),
                (300, 170, "181,733"),
                (420, 170, "214,587"),
            ]
        ],
    )
    try:
        off = run(workdir, "trap_revenue_rows", pointer({"total_revenue": ("Total revenues", "189,587")}))
        right = run(workdir, "trap_revenue_rows", pointer({"total_revenue": ("Total revenues", "214,587")}))
    finally:
        del TRAPS["trap_revenue_rows"]
    assert off["fields"]["total_revenue"]["status"] == "needs_review", off["fields"]["total_revenue"]
    assert right["fields"]["total_revenue"]["status"] == "ok", right["fields"]["total_revenue"]
    assert right["fields"]["total_revenue"]["value"] == 214_587_000, "the later column its header names"


def test_sum_rule_picks_the_invoice_subtotal_among_section_subtotals(workdir: Workdir) -> None:
    TRAPS["trap_sections"] = (
        "invoice",
        [
            [
                (50, 60, "Azure Wood Ltd"),
                (50, 90, "Invoice No: AZ-7"),
                (50, 130, "Desks"),
                (300, 130, "$ 112.00"),
                (50, 150, "Subtotal"),
                (300, 150, "$ 112.00"),
                (50, 180, "Chairs"),
                (300, 180, "$ 150.90"),
                (50, 200, "Subtotal"),
                (300, 200, "$ 150.90"),
                (50, 240, "Subtotal"),
                (300, 240, "$ 262.90"),
                (50, 260, "Tax 15% on $ 112.90"),
                (300, 260, "$ 16.94"),
                (50, 280, "Total"),
                (300, 280, "$ 279.84"),
            ]
        ],
    )
    sums = {"subtotal": ("262.90", "$ 262.90"), "tax": ("16.94", "$ 16.94"), "total": ("279.84", "$ 279.84")}
    try:
        right = run(workdir, "trap_sections", pointer(sums))
        section = run(workdir, "trap_sections", pointer({**sums, "subtotal": ("112.00", "$ 112.00")}))
        off = {**sums, "subtotal": ("112.00", "$ 112.00"), "vendor_name": ("Chairs", "Chairs")}
        open_vendor = run(workdir, "trap_sections", pointer(off))
    finally:
        del TRAPS["trap_sections"]
    for name, value in (("subtotal", 262.9), ("tax", 16.94), ("total", 279.84)):
        assert right["fields"][name]["status"] == "ok" and right["fields"][name]["value"] == value, name
    # the model's section subtotal is printed under the label too, but only 262.90 makes the sum hold:
    # that identity witnesses code's line, which is accepted without a second call, the model's named
    subtotal = section["fields"]["subtotal"]
    assert subtotal["status"] == "ok" and subtotal["value"] == 262.9, subtotal
    assert subtotal["quote"] == "Subtotal | $ 262.90" and "sum identity" in subtotal["problems"][0], subtotal
    assert section["attempts"] == 1
    # whatever else is open: the identity needs no call, and the vendor stays with a person
    assert open_vendor["fields"]["subtotal"]["status"] == "ok", open_vendor["fields"]["subtotal"]
    assert open_vendor["fields"]["vendor_name"]["status"] == "needs_review" and open_vendor["attempts"] == 1
    # the failed sum was the section subtotal's fault: tax and total are what code's identity holds
    assert section["fields"]["tax"]["status"] == section["fields"]["total"]["status"] == "ok"


def test_a_party_pointed_at_the_wrong_page_is_found_on_a_form_line(workdir: Workdir) -> None:
    TRAPS["trap_note"] = (
        "loan_agreement",
        [
            [
                (50, 60, "Promissory Note"),
                (50, 100, "123ABC LLC."),
                (50, 120, "(Hereinafter referred to as the Borrower)"),
                (50, 150, "Rick Gray"),
                (50, 170, "(Hereinafter referred to as the Lender)"),
                (50, 210, "For value received, the Borrower promises to pay the sum of $10,000."),
            ],
            [(50, 60, "Borrower: | 123ABC LLC."), (50, 90, "Lender: | Rick Gray")],
        ],
    )
    try:
        right = run(workdir, "trap_note", pointer({"borrower": ("For value received", "123ABC LLC.")}))
        swapped = run(workdir, "trap_note", pointer({"borrower": ("For value received", "Rick Gray")}))
    finally:
        del TRAPS["trap_note"]
    borrower = right["fields"]["borrower"]
    assert borrower["status"] == "ok" and borrower["page"] == 2, borrower
    assert "chosen by code" in borrower["problems"][0]
    assert swapped["fields"]["borrower"]["status"] == "needs_review", (
        "a role defined below names the party above"
    )


def test_a_form_date_under_another_label_leaves_code_its_line_without_asking(workdir: Workdir) -> None:
    """The invoice date answered for the due date sits under another label: code's Due Date line stands,
    whatever else is open."""
    llm = pointer(
        {
            **INVOICE,
            "due_date": ("Invoice Date", "March 4, 2024"),
            "vendor_name": ("INVOICE", "INVOICE"),
        }
    )
    record = run(workdir, "trap_invoice", llm)
    due = record["fields"]["due_date"]
    assert due["status"] == "ok" and due["value"] == "2024-04-03", due
    assert "a date under another label" in due["problems"][0] and llm.calls == 1
    assert record["fields"]["vendor_name"]["status"] == "needs_review"
