"""The real local model (Qwen2.5-Coder-1.5B via xllamacpp): one schema-constrained extraction."""

from __future__ import annotations

from pathlib import Path

import pytest

from ragagent.config import Settings
from ragagent.llm import get_llm
from ragagent.llm.model_file import ensure_model_file

pytestmark = pytest.mark.model

INVOICE = """ACME Office Supply Co.
123 Main Street, Springfield
INVOICE
Invoice No: INV-20931            Date: March 4, 2024
Bill To: Northwind Traders
Qty  Description            Unit     Amount
 3   Toner cartridge        45.00    135.00
10   Copy paper (box)       12.50    125.00
Subtotal                             260.00
Sales tax 8%                          20.80
TOTAL                              $280.80
"""
SCHEMA = {
    "type": "object",
    "properties": {"invoice_number": {"type": "string"}, "total": {"type": "number"}},
    "required": ["invoice_number", "total"],
    "additionalProperties": False,
}


@pytest.fixture(scope="module")
def local_llm(tmp_path_factory: pytest.TempPathFactory):
    settings = Settings(gguf_path=ensure_model_file(), llm_context=2048,
                        cache_dir=Path(tmp_path_factory.mktemp("llm-cache")))
    return get_llm("local", settings=settings)


def test_local_model_extracts_invoice_fields_schema_constrained(local_llm) -> None:
    reply = local_llm.generate_json(
        "Extract the invoice number and the total amount from this invoice.\n\n" + INVOICE, SCHEMA
    )
    assert reply == {"invoice_number": "INV-20931", "total": 280.80}
    assert local_llm.model_id == "local:qwen2.5-coder-1.5b-instruct-q4_k_m" and local_llm.calls == 1
    tokens = local_llm.tokens  # llama.cpp's counts, read through the cache wrapper
    assert tokens["prompt"] >= tokens["prompt_evaluated"] > 0 and 0 < tokens["generated"] < 40
