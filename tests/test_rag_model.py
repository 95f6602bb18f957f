"""One question against a tiny real index, answered by the real local model (kept short)."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_rag_index import tiny_corpus

from ragagent.config import Settings
from ragagent.evidence import find_quote
from ragagent.llm import get_llm
from ragagent.llm.model_file import ensure_model_file
from ragagent.rag.answer import answer_question, page_text
from ragagent.workdir import Workdir

pytestmark = pytest.mark.model


def test_local_model_answers_with_a_checked_citation(tmp_path: Path) -> None:
    workdir = Workdir.at(tmp_path / "work")
    retriever = tiny_corpus(workdir)
    settings = Settings(gguf_path=ensure_model_file(), llm_context=2048, cache_dir=tmp_path / "llm-cache")
    llm = get_llm("local", settings=settings)
    result = answer_question(
        "What is the total due on Initech invoice 991?", retriever, llm, workdir, k=3, threshold=0.1
    )
    assert not result.refused, result.reason
    assert "82.50" in result.answer
    assert any(c.doc_id == "inv_tiny" and c.page == 1 for c in result.citations)
    for cite in result.citations:
        assert find_quote(cite.quote, page_text(workdir, cite.doc_id, cite.page)) is not None
