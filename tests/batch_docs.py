"""Generated invoice batches for the end-to-end tests of `ragagent run` (crash safety, bad inputs).

`make_batch` writes real PDFs (PyMuPDF) into a mirror folder and a manifest with their sha256;
`answering_llm` is a deterministic fake LLM that answers each field from the `<document>` in the
prompt, as a model would, and gives odd-numbered invoices a wrong tax so they go to the review queue.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from pathlib import Path
from typing import Any

from traps import make_pdf

from ragagent.llm.fake import FakeLLM
from ragagent.manifest import ManifestEntry, load_manifest
from ragagent.workdir import Workdir

HEADER = "doc_id,doc_type,title,company,source_url,sha256\n"


def invoice_lines(n: int) -> list[tuple[float, float, str]]:
    """Lines (x, y, text) of invoice `n`: values differ per invoice and add up (subtotal + tax = total)."""
    subtotal = 1000 + 37.5 * n
    tax = round(subtotal * 0.05, 2)
    day = 1 + n % 27
    return [
        (50, 60, f"Vendor {n} Supplies Ltd"),
        (400, 60, "INVOICE"),
        (50, 90, f"Invoice No: INV-{n:04d}"),
        (50, 110, f"Invoice Date: March {day}, 2024"),
        (50, 130, f"Due Date: April {day}, 2024"),
        (50, 170, "Bill To:"),
        (50, 190, f"Customer {n} LLC"),
        (50, 280, "Subtotal:"),
        (300, 280, f"$ {subtotal:,.2f}"),
        (50, 300, "Tax:"),
        (300, 300, f"$ {tax:,.2f}"),
        (50, 320, "Total:"),
        (300, 320, f"$ {subtotal + tax:,.2f}"),
    ]


def write_pdf(path: Path, pages: list[list[tuple[float, float, str]]]) -> Path:
    """Draw `pages` of (x, y, text) lines into a PDF at `path` (tests/traps.py draws them)."""
    make_pdf(path, pages)
    return path


def manifest_row(doc_id: str, pdf: Path | None, doc_type: str = "invoice") -> str:
    sha = hashlib.sha256(pdf.read_bytes()).hexdigest() if pdf and pdf.is_file() else ""
    return f"{doc_id},{doc_type},{doc_id},Test Co,https://example.invalid/{doc_id}.pdf,{sha}\n"


def make_batch(root: Path, count: int, *, start: int = 0) -> tuple[Path, Path]:
    """Invoices inv-<start>..inv-<start+count-1> into root/mirror and root/manifest.csv; return both."""
    mirror = root / "mirror"
    rows = []
    for n in range(start, start + count):
        doc_id = f"inv-{n:04d}"
        rows.append(manifest_row(doc_id, write_pdf(mirror / f"{doc_id}.pdf", [invoice_lines(n)])))
    manifest = root / "manifest.csv"
    manifest.write_text(HEADER + "".join(rows))
    return manifest, mirror


def downloaded_batch(root: Path, count: int) -> tuple[Workdir, list[ManifestEntry]]:
    """A batch as the download stage leaves it: verified PDFs in root/work's data/raw; its entries."""
    manifest, mirror = make_batch(root, count)
    entries = load_manifest(manifest)
    wd = Workdir.at(root / "work")
    wd.raw_dir.mkdir(parents=True)
    for entry in entries:
        wd.raw_pdf(entry.doc_id).write_bytes((mirror / f"{entry.doc_id}.pdf").read_bytes())
    return wd, entries


def _line(doc: list[str], pattern: str) -> str | None:
    return next((line for line in doc if re.search(pattern, line)), None)


def _after(line: str | None, label: str) -> str | None:
    if line is None:
        return None
    return line.split("|")[-1].strip() if "|" in line else line.split(label, 1)[-1].strip()


def answer_fields(prompt: str, names: list[str]) -> dict[str, Any]:
    """Each field in `names` answered from the prompt's document, or null when it is not printed."""
    match = re.search(r"<document>\n(.*)\n</document>", prompt, re.DOTALL)
    doc = [line.strip() for line in (match.group(1) if match else "").splitlines() if line.strip()]
    number = re.search(r"INV-(\d+)", "\n".join(doc))
    answers: dict[str, tuple[str | None, str | None]] = {}
    for name, label in (
        ("invoice_number", "Invoice No:"),
        ("invoice_date", "Invoice Date:"),
        ("due_date", "Due Date:"),
        ("subtotal", "Subtotal:"),
        ("tax", "Tax:"),
        ("total", "Total:"),
    ):
        line = _line(doc, "^" + re.escape(label))
        answers[name] = (_after(line, label), line)
    vendor = _line(doc, r"Supplies Ltd")
    answers["vendor_name"] = (vendor.split("|")[0].strip() if vendor else None, vendor)
    bill = next((doc[i + 1] for i, line in enumerate(doc[:-1]) if line.startswith("Bill To:")), None)
    answers["bill_to"] = (bill, bill)
    total = answers["total"][1]
    answers["currency"] = ("$", total) if total else (None, None)
    if number and int(number.group(1)) % 2 and answers["tax"][1]:
        answers["tax"] = ("999.99", answers["tax"][1])  # not printed there: the field needs review
    out = {}
    for name in names:
        printed, quote = answers.get(name, (None, None))
        page = 1 if quote else None
        out[name] = {"printed": printed, "quote": quote, "page": page}
    return out


def answering_llm(delay_s: float = 0.0, *, concurrent: bool = False) -> FakeLLM:
    """The deterministic fake extractor; `delay_s` per call makes a batch last long enough to interrupt
    (or, with `concurrent=True`, stands in for a remote API a pool calls from several threads at once)."""

    def reply(prompt: str, schema: dict[str, Any]) -> dict[str, Any]:
        if delay_s:
            time.sleep(delay_s)
        return answer_fields(prompt, list(schema.get("required", [])))

    return FakeLLM(reply, model="answering", concurrent=concurrent)


def extraction_outputs(wd: Workdir) -> dict[str, Any]:
    """Every prediction and queue item, without the one field that measures time."""
    out = {}
    for path in sorted([*wd.predictions_dir.glob("*.json"), *wd.review_queue_dir.glob("*.json")]):
        record = json.loads(path.read_text())
        record.get("provenance", {}).pop("seconds", None)
        out[f"{path.parent.name}/{path.name}"] = record
    return out
