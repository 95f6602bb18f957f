"""The public surface: `ragagent.__all__` is exactly what we mean to export, and each entry works."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest
from scripted_llm import answering
from test_extract_traps import INVOICE_RIGHT, script
from test_rag_index import tiny_corpus
from traps import TRAPS, make_pdf

import ragagent
from ragagent.workdir import Workdir

SURFACE = [
    "Answer",
    "Citation",
    "FieldResult",
    "LLMError",
    "ManifestEntry",
    "Page",
    "__version__",
    "ask",
    "extract_document",
    "get_llm",
]
REPO = Path(__file__).resolve().parents[1]


def test_surface_is_pinned_and_resolves() -> None:
    assert ragagent.__all__ == SURFACE
    for name in SURFACE:
        assert getattr(ragagent, name) is not None, name
    namespace: dict = {}
    exec("from ragagent import *", namespace)  # noqa: S102 - the star import a user would write
    assert set(SURFACE) <= set(namespace)
    with pytest.raises(AttributeError):
        ragagent.extract_all  # noqa: B018 - internal names are not on the surface


def test_import_is_light() -> None:
    heavy = "('torch', 'chromadb', 'ragagent.rag')"
    code = f"import sys, ragagent; print(sorted(m for m in {heavy} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_extract_document_on_a_pdf(tmp_path) -> None:
    pdf = tmp_path / "trap_invoice.pdf"
    make_pdf(pdf, TRAPS["trap_invoice"][1])
    record = ragagent.extract_document(pdf, "invoice", llm=script(INVOICE_RIGHT))
    assert record["doc_id"] == "trap_invoice" and record["status"] == "ok"
    assert record["fields"]["total"]["value"] == 10686.25 and record["fields"]["total"]["page"] == 1
    with pytest.raises(ValueError, match="not safe as a file name"):
        ragagent.extract_document(pdf, "invoice", doc_id="../x", llm=script(INVOICE_RIGHT))


def test_ask_answers_from_the_index(workdir: Workdir, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAGAGENT_REFUSAL_THRESHOLD", "0.1")
    retriever = tiny_corpus(workdir)

    def reply(prompt: str, schema: dict) -> dict:
        cash = next(n for n, block in enumerate(prompt.split("[S")[1:], 1) if "456.7" in block)
        return {"contains_answer": True, "answer": "Acme held $456.7 million.", "cited": [cash]}

    question = "How much cash and cash equivalents did Acme Corp hold?"
    result = ragagent.ask(question, workdir=workdir, llm=answering(reply), retriever=retriever)
    assert isinstance(result, ragagent.Answer) and not result.refused, result.reason
    assert [(c.doc_id, c.page) for c in result.citations] == [("acme_10q", 2)]


def _internal_reaches(source: str, name: str) -> set[str]:
    """`from ragagent.<module> import x` in `source` where x is private or on the public surface."""
    reaches = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("ragagent."):
            for alias in node.names:
                if alias.name.startswith("_") or alias.name in SURFACE:
                    reaches.add(f"{name}: {node.module}.{alias.name}")
    return reaches


def test_evals_and_scripts_take_public_names_from_the_surface() -> None:
    found: set[str] = set()
    for path in sorted([*REPO.glob("evals/*.py"), *REPO.glob("scripts/*.py")]):
        found |= _internal_reaches(path.read_text(encoding="utf-8"), str(path.relative_to(REPO)))
    assert not found, sorted(found)
    source = "import ragagent\nfrom ragagent.pages import Page, load_pages\nfrom ragagent.x import _y, z\n"
    assert _internal_reaches(source, "f.py") == {"f.py: ragagent.pages.Page", "f.py: ragagent.x._y"}
