"""Builders shared by the review tests: a queue item made from a generated invoice PDF (no tests here).

The PDF redraws the corpus invoice `inv_sammy_maystone` (same words, positions and sizes), so the
tests run without ../shared. The item is what the pipeline would write: page text from
`ragagent.to_text`, every field run through the real `verify_field` and `check_rules`; two fields
are planted wrong so they need review.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ragagent.pages import save_pages
from ragagent.rules import check_rules
from ragagent.to_text import convert_pdf
from ragagent.verify import verify_field
from ragagent.workdir import Workdir, atomic_write, atomic_write_json

DOC_ID = "inv_sammy_maystone"
# (printed, quote, page) as a model might return them; bill_to names the Ship To party and total
# is misread, so both land in the queue.
ANSWERS: dict[str, tuple[str | None, str | None, int | None]] = {
    "invoice_number": ("invoice_number_1", "# invoice_number_1", 1),
    "invoice_date": ("Jan 1, 2022", "Date: | Jan 1, 2022", 1),
    "due_date": ("Jan 31, 2022", "Due Date: | Jan 31, 2022", 1),
    "vendor_name": ("Sammy Maystone", "Sammy Maystone | INVOICE", 1),
    "bill_to": ("Taylor's Store", "Taylor Riddel | Taylor's Store", 1),
    "currency": ("USD", "Total: | $127.50", 1),
    "subtotal": ("$127.50", "Subtotal: | $127.50", 1),
    "tax": ("$0.00", "Tax (0%): | $0.00", 1),
    "total": ("$172.50", "Total: | $172.50", 1),
    "amount_due": ("$127.50", "Balance Due: | $127.50", 1),
}


# (x, baseline y, font size, text, bold) of every text run on the corpus invoice's one page.
_RUNS: list[tuple[float, float, float, str, bool]] = [
    (458.1, 48.7, 28.4, "INVOICE", False),
    (460.4, 68.7, 12.3, "# invoice_number_1", False),
    (48.7, 34.1, 10, "Sammy Maystone", True),
    (48.7, 46.4, 10, "smaystone4@fake.com", False),
    (48.7, 134.0, 10, "Bill To:", False),
    (48.7, 150.1, 10, "Taylor Riddel", True),
    (48.7, 162.4, 10, "triddel9@fake.com", False),
    (183.1, 134.0, 10, "Ship To:", False),
    (183.1, 150.1, 10, "Taylor's Store", True),
    (183.1, 162.4, 10, "triddel9@fake.com", False),
    (435.8, 120.1, 10, "Date:", False),
    (514.1, 120.1, 10, "Jan 1, 2022", False),
    (385.9, 142.4, 10, "Payment Terms:", False),
    (514.1, 142.4, 10, "Net 30 days", False),
    (414.3, 164.7, 10, "Due Date:", False),
    (508.8, 164.7, 10, "Jan 31, 2022", False),
    (403.5, 187.0, 10, "PO Number:", False),
    (494.2, 187.0, 10, "po_number_123", False),
    (387.4, 211.5, 11.5, "Balance Due:", True),
    (525.6, 211.5, 11.5, "$127.50", True),
    (44.9, 270.7, 10, "Item", False),
    (367.4, 270.7, 10, "Quantity", False),
    (469.6, 270.7, 10, "Rate", False),
    (532.6, 270.7, 10, "Amount", False),
    (44.9, 296.8, 10, "Service A", True),
    (367.4, 296.8, 10, "12", False),
    (459.6, 296.8, 10, "$10.00", False),
    (531.0, 296.8, 10, "$120.00", False),
    (44.9, 312.9, 10, "Description: Repair", False),
    (44.9, 328.3, 10, "Notes: Replaced capacitor", False),
    (44.9, 343.6, 10, "Parts: 1 x cap_a", False),
    (44.9, 359.0, 10, "Tax: 0.2%", False),
    (44.9, 382.0, 10, "Service B", True),
    (367.4, 382.0, 10, "5", False),
    (465.7, 382.0, 10, "$1.50", False),
    (542.5, 382.0, 10, "$7.50", False),
    (44.9, 398.2, 10, "Description: Cleaning", False),
    (44.9, 413.5, 10, "Notes: Removed debris from case", False),
    (44.9, 428.9, 10, "Parts: 2 x shop supplies", False),
    (44.9, 444.2, 10, "Tax: 0.4%", False),
    (419.7, 509.5, 10, "Subtotal:", False),
    (531.0, 509.5, 10, "$127.50", False),
    (415.8, 531.8, 10, "Tax (0%):", False),
    (542.5, 531.8, 10, "$0.00", False),
    (434.3, 554.1, 10, "Total:", False),
    (531.0, 554.1, 10, "$127.50", False),
    (48.7, 610.1, 10, "Notes:", False),
    (48.7, 627.0, 10, "All names are fictitious and in no way represent real people or places.", False),
]


def write_invoice_pdf(path: Path) -> None:
    """Draw the invoice on a US-letter page (Helvetica, as the corpus file's Nimbus Sans) at `path`."""
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    for x, y, size, text, bold in _RUNS:
        page.insert_text((x, y), text, fontsize=size, fontname="hebo" if bold else "helv")
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, doc.tobytes())


def make_queue_item(workdir: Workdir, doc_id: str = DOC_ID) -> dict[str, Any]:
    """Write the invoice PDF into `workdir`, then its page text, prediction and queue copy; return it."""
    raw = workdir.raw_pdf(doc_id)
    write_invoice_pdf(raw)
    pages = convert_pdf(raw, doc_id)
    save_pages(workdir.text_file(doc_id), pages)
    results = {name: verify_field("invoice", name, *answer, pages) for name, answer in ANSWERS.items()}
    for name, problems in check_rules("invoice", results).items():
        results[name].problems.extend(problems)
        results[name].status = "needs_review"
    fields = {name: r.model_dump() for name, r in results.items()}
    record = {
        "doc_id": doc_id,
        "doc_type": "invoice",
        "status": "needs_review" if any(f["status"] == "needs_review" for f in fields.values()) else "ok",
        "fields": fields,
        "attempts": 1,
        "model": "test:planted",
        "problems": [],
    }
    atomic_write_json(workdir.prediction_file(doc_id), record)
    atomic_write_json(workdir.review_file(doc_id), record)
    return record


def read_json(path: Path) -> Any:
    import json

    return json.loads(path.read_text(encoding="utf-8"))
