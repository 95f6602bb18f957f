"""ragagent: financial PDFs to validated, evidence-backed structured data and cited answers.

The public surface (`__all__`; tests/test_public_api.py pins it, everything else is internal):

    extract_document(pdf, doc_type)  the contract's fields of one PDF, each value found verbatim
                                     on its cited page by code (else flagged for review)
    ask(question)                    an answer from the indexed documents whose figures code found
                                     on the cited pages, or a refusal with the reason
    ask_agent(question)              the same from the tool-using agent (multi-step questions); an
                                     answer its verifier cannot confirm is withheld for review
    get_llm(backend)                 the one LLM interface (local, gemini, ollama; fake for tests)
    get_retriever(workdir)           the index of a work directory, to reuse across questions
    Workdir                          a work directory's layout (page text, index, outputs)
    RagSettings                      what `ask` reads from the environment (k, refusal threshold)
    Answer, Citation, FieldResult, ManifestEntry, Page, LLMError   the record and error types

Names are imported on first use, so `import ragagent` stays light (no torch, no model).
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ragagent.agent.loop import AgentResult
    from ragagent.llm import LLM
    from ragagent.rag.answer import Answer
    from ragagent.rag.retrieve import Retriever
    from ragagent.workdir import Workdir

from ragagent.version import __version__

__all__ = [
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
_HOMES = {
    "Answer": "ragagent.rag.answer",
    "Citation": "ragagent.rag.answer",
    "FieldResult": "ragagent.schemas",
    "LLMError": "ragagent.llm",
    "ManifestEntry": "ragagent.manifest",
    "Page": "ragagent.pages",
    "RagSettings": "ragagent.rag.settings",
    "Workdir": "ragagent.workdir",
    "get_llm": "ragagent.llm",
    "get_retriever": "ragagent.rag.retrieve",
}


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        return getattr(importlib.import_module(_HOMES[name]), name)
    raise AttributeError(f"module 'ragagent' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


def extract_document(
    pdf: str | Path,
    doc_type: str,
    *,
    doc_id: str | None = None,
    backend: str | None = None,
    llm: LLM | None = None,
) -> dict[str, Any]:
    """Extract one PDF's fields (../shared/spec/extraction.md) and return its prediction record.

    Each field carries its value, the text as printed, a verbatim quote and the page; code checks
    every value against the cited page and the rules, and flags what it cannot confirm
    (`status: needs_review`). Nothing is written to disk. `doc_id` defaults to the file name.
    """
    from pydantic import ValidationError

    from ragagent.extract.pipeline import extract_document as extract
    from ragagent.llm import get_llm
    from ragagent.manifest import ManifestEntry
    from ragagent.to_text import convert_pdf

    path = Path(pdf)
    try:
        entry = ManifestEntry(doc_id=doc_id or path.stem, doc_type=doc_type)  # type: ignore[arg-type]
    except ValidationError as exc:
        raise ValueError("; ".join(error["msg"] for error in exc.errors())) from None
    return extract(entry, convert_pdf(path, entry.doc_id), llm or get_llm(backend))


def ask(
    question: str,
    *,
    workdir: str | Path | Workdir | None = None,
    backend: str | None = None,
    llm: LLM | None = None,
    retriever: Retriever | None = None,
) -> Answer:
    """Answer `question` from the index under `workdir` (built by `ragagent run` / `ragagent ingest`).

    The answer's figures and citations are checked by code against the cited pages; when they
    cannot be, the answer is a refusal with the reason. Settings (k, the refusal threshold) come
    from `RagSettings`; pass `llm` / `retriever` to reuse them across questions.
    """
    from ragagent.llm import get_llm
    from ragagent.rag.answer import answer_question
    from ragagent.rag.retrieve import get_retriever
    from ragagent.workdir import Workdir

    wd = workdir if isinstance(workdir, Workdir) else Workdir.at(workdir)
    return answer_question(question, retriever or get_retriever(wd), llm or get_llm(backend), wd)


def ask_agent(
    question: str,
    *,
    workdir: str | Path | Workdir | None = None,
    backend: str | None = None,
    llm: LLM | None = None,
    retriever: Retriever | None = None,
) -> AgentResult:
    """Answer `question` with the agent over the index under `workdir` (as `ask`, for multi-step questions).

    Its tool calls pass the policy gate (audited); its claims and computed figures are checked by code
    against the cited pages. An answer the verifier cannot confirm is stored for review and not given
    (`outcome: needs_human_review`, `answer` empty).
    """
    from ragagent.agent.service import ask_agent as run_agent
    from ragagent.llm import get_llm
    from ragagent.workdir import Workdir

    wd = workdir if isinstance(workdir, Workdir) else Workdir.at(workdir)
    return run_agent(question, wd, llm or get_llm(backend), retriever)
