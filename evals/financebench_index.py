"""Page text for the FinanceBench PDFs, converted once and cached in the evaluation's own work directory.

The PDFs stay in ../shared (read-only); page text goes to `<workdir>/data/text/<doc_name>.jsonl` through
`ragagent.to_text.convert_pdf` and `ragagent.pages.save_pages`, and is reused while it is newer than the PDF.

Internals on purpose: it builds FinanceBench's own page text and index (text conversion,
chunker, index builder) in the chunk configurations under test.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rich.progress import Progress

from ragagent import Page, Workdir
from ragagent.pages import load_pages, save_pages

if TYPE_CHECKING:
    from ragagent.rag.index import IngestStats


def collection_name(size: int, overlap: int) -> str:
    """One collection per chunk setting, so changing the setting never throws away a finished build."""
    return f"financebench_{size}_{overlap}"


def cached_pages(workdir: Workdir, doc_name: str, pdf: Path) -> list[Page]:
    """Page text of one PDF: from the cache when it is current, else converted and cached."""
    from ragagent.to_text import convert_pdf

    out = workdir.text_file(doc_name)
    if out.is_file() and out.stat().st_mtime >= pdf.stat().st_mtime:
        return load_pages(out)
    pages = convert_pdf(pdf, doc_name)
    save_pages(out, pages)
    return pages


def all_pages(workdir: Workdir, pdfs: dict[str, Path], *, show_progress: bool = True) -> list[Page]:
    """Page text of every PDF in `pdfs` (doc_name → path), converting only what is not cached."""
    pages: list[Page] = []
    with Progress(disable=not show_progress) as progress:
        task = progress.add_task("page text", total=len(pdfs))
        for doc_name, pdf in pdfs.items():
            progress.update(task, description=f"page text {doc_name}")
            pages.extend(cached_pages(workdir, doc_name, pdf))
            progress.advance(task)
    return pages


_DOC_TYPES = {"10k": "10-K", "10q": "10-Q", "8k": "8-K", "earnings": "earnings release"}


def index_meta(doc_info: dict[str, dict], doc_names: list[str]) -> dict[str, dict[str, str]]:
    """Index metadata per document: company (used for routing), doc_type, and a title naming the period.

    The title ("3M 10-K 2018") is embedded with every chunk, so the fiscal period reaches the dense ranker.
    """
    meta = {}
    for name in doc_names:
        info = doc_info[name]
        doc_type = _DOC_TYPES.get(info["doc_type"].lower(), info["doc_type"])
        meta[name] = {
            "company": info["company"],
            "doc_type": doc_type,
            "title": f"{info['company']} {doc_type} {info['fiscal_period']}",
        }
    return meta


def cheapest_first(
    pages: list[Page], questions_per_doc: dict[str, int], size: int, overlap: int
) -> list[Page]:
    """Pages regrouped so documents with the fewest chunks per question are embedded first.

    The index fills page by page in this order, so an interrupted or still-running build already serves
    per-document retrieval for as many questions as possible.
    """
    from ragagent.rag.chunk import chunk_page

    chunks: dict[str, int] = {}
    for page in pages:
        chunks[page.doc_id] = chunks.get(page.doc_id, 0) + len(chunk_page(page, size, overlap))
    cost = {doc: n / max(questions_per_doc.get(doc, 0), 1e-9) for doc, n in chunks.items()}
    return sorted(pages, key=lambda p: (cost[p.doc_id], p.doc_id, p.page))


def build(
    workdir: Workdir,
    pdfs: dict[str, Path],
    doc_info: dict[str, dict],
    questions_per_doc: dict[str, int],
    *,
    size: int,
    overlap: int,
    show_progress: bool = True,
) -> IngestStats:
    """Convert (cached) and index every PDF into the collection of this chunk setting; resumable by page."""
    from ragagent.rag.index import build_index

    pages = all_pages(workdir, pdfs, show_progress=show_progress)
    pages = cheapest_first(pages, questions_per_doc, size, overlap)
    meta = index_meta(doc_info, list(pdfs))
    return build_index(
        workdir,
        pages,
        meta,
        collection=collection_name(size, overlap),
        show_progress=show_progress,
        size=size,
        overlap=overlap,
    )
