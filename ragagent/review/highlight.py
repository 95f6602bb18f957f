"""The page image a reviewer decides from: a PDF page rendered to PNG with the quote's words boxed.

The quote is located in the page text by the one evidence matcher (`ragagent.evidence.find_quote`);
the boxes drawn are the words (`ragagent.to_text.page_words`) whose character range overlaps the
located span, so what is highlighted is exactly what the checker found.
"""

from __future__ import annotations

from dataclasses import dataclass

from ragagent.evidence import find_quote
from ragagent.pages import load_pages
from ragagent.review.queue import BadRequest, NotFound, ReviewError, check_doc_id
from ragagent.to_text import DocumentError, page_words
from ragagent.workdir import Workdir

ZOOM = 1.75  # 72 dpi × 1.75 ≈ 126 dpi: sharp on a laptop screen, ~150-300 KB per page
_FILL = (1.0, 0.85, 0.0)
_EDGE = (0.9, 0.45, 0.0)


@dataclass(frozen=True)
class Highlight:
    """A rendered page, how many words of the quote were found on it (0: not located) and where.

    `top` is the highest highlighted word's top edge as a fraction of the page height (None: none).
    """

    png: bytes
    page: int
    page_count: int
    boxes: int
    top: float | None = None


def quote_boxes(
    workdir: Workdir, doc_id: str, page: int, quote: str
) -> list[tuple[float, float, float, float]]:
    """Boxes (PDF points) of the words covering `quote` on `page`; empty if the matcher finds no span."""
    text_file = workdir.text_file(doc_id)
    if not text_file.is_file():
        raise NotFound(f"page text of {doc_id!r} is missing ({text_file}); run `ragagent text` first")
    pages = {p.page: p for p in load_pages(text_file)}
    if page not in pages or not quote:
        return []
    span = find_quote(quote, pages[page].text)
    if span is None:
        return []
    words = page_words(workdir.raw_pdf(doc_id), page)
    return [(w.x0, w.y0, w.x1, w.y1) for w in words if w.start < span.end and w.end > span.start]


def page_count(workdir: Workdir, doc_id: str) -> int:
    """Number of pages of the document's raw PDF (NotFound if it is missing or unreadable)."""
    import pymupdf

    pdf = workdir.raw_pdf(check_doc_id(doc_id))
    try:
        with pymupdf.open(pdf) as doc:
            return doc.page_count
    except Exception as exc:  # missing file or a PDF PyMuPDF cannot open
        raise NotFound(f"raw PDF of {doc_id!r} cannot be opened ({exc})") from None


def render_page(workdir: Workdir, doc_id: str, page: int, quote: str | None = None) -> Highlight:
    """PNG of `page` (1-based) of the document's raw PDF, with `quote` highlighted when it is located."""
    import pymupdf

    pdf = workdir.raw_pdf(check_doc_id(doc_id))
    if not pdf.is_file():
        raise NotFound(f"raw PDF of {doc_id!r} not found")
    try:
        doc = pymupdf.open(pdf)
    except Exception as exc:  # PyMuPDF raises several types for unreadable files
        raise NotFound(f"raw PDF of {doc_id!r} cannot be opened ({exc})") from None
    try:
        if not 1 <= page <= doc.page_count:
            raise BadRequest(f"{doc_id!r} has no page {page} (pages 1-{doc.page_count})")
        try:
            boxes = quote_boxes(workdir, doc_id, page, quote) if quote else []
        except DocumentError as exc:
            raise ReviewError(str(exc)) from None
        pdf_page = doc[page - 1]
        shown: list[float] = []
        for x0, y0, x1, y1 in boxes:
            # word boxes and drawing both use the unrotated page space; the image shows the rotated one
            rect = pymupdf.Rect(x0 - 1.5, y0 - 1.0, x1 + 1.5, y1 + 1.0)
            pdf_page.draw_rect(
                rect, color=_EDGE, fill=_FILL, width=0.8, fill_opacity=0.35, stroke_opacity=0.9
            )
            shown.append((rect * pdf_page.rotation_matrix).y0)
        png = pdf_page.get_pixmap(matrix=pymupdf.Matrix(ZOOM, ZOOM), alpha=False).tobytes("png")
        top = max(0.0, min(shown) / pdf_page.rect.height) if shown else None
        return Highlight(png=png, page=page, page_count=doc.page_count, boxes=len(boxes), top=top)
    finally:
        doc.close()
