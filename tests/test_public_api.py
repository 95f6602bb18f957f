"""The public surface: `ragagent.__all__` is exactly what we mean to export, and each entry works."""

from __future__ import annotations

import ast
import subprocess
import sys
import tomllib
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
    "RagSettings",
    "Workdir",
    "__version__",
    "ask",
    "ask_agent",
    "extract_document",
    "get_llm",
    "get_retriever",
]
REPO = Path(__file__).resolve().parents[1]
# A line of an eval's or script's docstring that starts so: it measures a component, so it imports it.
INTERNALS_MARKER = "Internals on purpose:"


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


def test_ask_agent_answers_from_the_index(workdir: Workdir) -> None:
    from test_agent import scripted

    tiny_corpus(workdir)
    final = {
        "final_answer": "The total due is $82.50.",
        "claims": [{"text": "Total due is $82.50", "source": "S1"}],
    }
    question = "What is the total due on Initech invoice 991?"
    retriever = ragagent.get_retriever(workdir)
    result = ragagent.ask_agent(question, workdir=workdir.root, llm=scripted([final]), retriever=retriever)
    assert result.outcome == "verified" and result.answer == final["final_answer"], result.objections
    assert ["inv_tiny", 1] in result.claims[0]["pages"]


def _internal_reaches(source: str, name: str) -> set[str]:
    """`from ragagent.<module> import x` in `source` where x is private or on the public surface."""
    reaches = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("ragagent."):
            for alias in node.names:
                if alias.name.startswith("_") or alias.name in SURFACE:
                    reaches.add(f"{name}: {node.module}.{alias.name}")
    return reaches


def _evals_and_scripts() -> list[Path]:
    return sorted([*REPO.glob("evals/*.py"), *REPO.glob("evals/golden/*.py"), *REPO.glob("scripts/*.py")])


def test_evals_and_scripts_take_public_names_from_the_surface() -> None:
    found: set[str] = set()
    for path in _evals_and_scripts():
        found |= _internal_reaches(path.read_text(encoding="utf-8"), str(path.relative_to(REPO)))
    assert not found, sorted(found)
    source = "import ragagent\nfrom ragagent.pages import Page, load_pages\nfrom ragagent.x import _y, z\n"
    assert _internal_reaches(source, "f.py") == {"f.py: ragagent.pages.Page", "f.py: ragagent.x._y"}


def _stage_reaches(source: str, name: str) -> set[str]:
    """Run-time imports in `source` of a stage or an entry point (the layers above core in pyproject.toml)."""
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    layers = config["tool"]["importlinter"]["contracts"][0]["layers"]
    above_core = {module.strip() for layer in layers[:2] for module in layer.split(":")}
    tree = ast.parse(source)
    typing_only = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING"
        for inner in ast.walk(node)
    }
    modules: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and id(node) not in typing_only:
            modules.append(node.module or "")
        elif isinstance(node, ast.Import) and id(node) not in typing_only:
            modules += [alias.name for alias in node.names]
    return {f"{name}: {m}" for m in modules if m.startswith("ragagent.") and m.split(".")[1] in above_core}


def test_end_to_end_evals_reach_the_stages_only_through_the_surface() -> None:
    """An eval or script reaches extraction, answers and the agent through `ragagent`, plus core and
    infrastructure helpers (paths and atomic writes, the number parser, the contract, page text); one that
    measures a component says so in its docstring (INTERNALS_MARKER) and imports it."""
    unmarked: set[str] = set()
    stale = []
    for path in _evals_and_scripts():
        source, name = path.read_text(encoding="utf-8"), str(path.relative_to(REPO))
        docstring = ast.get_docstring(ast.parse(source)) or ""
        reaches = _stage_reaches(source, name)
        if any(line.startswith(INTERNALS_MARKER) for line in docstring.splitlines()):
            stale += [] if reaches else [name]
        else:
            unmarked |= reaches
    assert not unmarked, sorted(unmarked)
    assert not stale, f"marked but importing no stage: {stale}"
    source = (
        "import ragagent.agent.service\nfrom ragagent.normalize import numbers_in\n"
        "if TYPE_CHECKING:\n    from ragagent.rag.retrieve import Retriever\n"
    )
    assert _stage_reaches(source, "f.py") == {"f.py: ragagent.agent.service"}
