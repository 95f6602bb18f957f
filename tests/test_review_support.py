"""Builders shared by the review tests: a queue item made from a real corpus PDF (no tests here).

The item is what the pipeline would write: page text from `ragagent.to_text`, every field run
through the real `verify_field` and `check_rules`; two fields are planted wrong so they need review.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from conftest import CORPUS_RAW

from ragagent.pages import save_pages
from ragagent.rules import check_rules
from ragagent.to_text import convert_pdf
from ragagent.verify import verify_field
from ragagent.workdir import Workdir, atomic_write_json

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


def make_queue_item(workdir: Workdir, doc_id: str = DOC_ID) -> dict[str, Any]:
    """Copy the corpus PDF into `workdir`; write its page text, prediction and queue copy; return it."""
    if not (CORPUS_RAW / f"{DOC_ID}.pdf").is_file():
        pytest.skip("the corpus (../shared/corpus/raw) is not beside the repo")
    raw = workdir.raw_pdf(doc_id)
    raw.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(CORPUS_RAW / f"{DOC_ID}.pdf", raw)
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
