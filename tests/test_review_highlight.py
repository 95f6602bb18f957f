"""The page highlight lands on the quote's words, also on rotated pages, and says where it is."""

from __future__ import annotations

import pymupdf
import pytest

from ragagent.pages import save_pages
from ragagent.review.highlight import ZOOM, render_page
from ragagent.review.queue import NotFound
from ragagent.to_text import convert_pdf, page_words
from ragagent.workdir import Workdir

QUOTE = "Total due 125.00"


def _document(workdir: Workdir, rotation: int) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=400, height=600)
    page.insert_text((50, 100), "Invoice number 42", fontsize=12)
    page.insert_text((200, 500), QUOTE, fontsize=12)
    page.set_rotation(rotation)
    workdir.raw_dir.mkdir(parents=True)
    doc.save(workdir.raw_pdf("doc"))
    save_pages(workdir.text_file("doc"), convert_pdf(workdir.raw_pdf("doc"), "doc"))


def _changed_box(a: pymupdf.Pixmap, b: pymupdf.Pixmap) -> tuple[int, int, int, int]:
    hits = [
        (x, y) for y in range(0, a.height, 2) for x in range(0, a.width, 2) if a.pixel(x, y) != b.pixel(x, y)
    ]
    assert hits, "nothing was highlighted"
    return min(x for x, _ in hits), min(y for _, y in hits), max(x for x, _ in hits), max(y for _, y in hits)


@pytest.mark.parametrize("rotation", [0, 90, 180, 270])
def test_highlight_covers_the_quote_words(workdir: Workdir, rotation: int) -> None:
    _document(workdir, rotation)
    plain = render_page(workdir, "doc", 1)
    shot = render_page(workdir, "doc", 1, QUOTE)
    assert plain.boxes == 0 and plain.top is None and shot.boxes == 3
    changed = _changed_box(pymupdf.Pixmap(plain.png), pymupdf.Pixmap(shot.png))
    with pymupdf.open(workdir.raw_pdf("doc")) as doc:
        page = doc[0]
        words = [w for w in page_words(workdir.raw_pdf("doc"), 1) if w.text in ("Total", "125.00")]
        quote_rect = pymupdf.Rect(words[0].x0, words[0].y0, words[1].x1, words[1].y1) * page.rotation_matrix
        expected = quote_rect * pymupdf.Matrix(ZOOM, ZOOM)
        height = page.rect.height
    # the highlighted pixels sit on the quote as displayed (within the 1.5 pt padding and stroke)
    slack = 4 * ZOOM
    assert abs(changed[0] - expected.x0) < slack and abs(changed[2] - expected.x1) < slack, (
        changed,
        expected,
    )
    assert abs(changed[1] - expected.y0) < slack and abs(changed[3] - expected.y1) < slack, (
        changed,
        expected,
    )
    assert shot.top == pytest.approx(quote_rect.y0 / height, abs=0.01)


def test_quote_not_on_the_page_draws_nothing(workdir: Workdir) -> None:
    _document(workdir, 0)
    assert render_page(workdir, "doc", 1, "Total due 999.00").boxes == 0


def test_missing_page_text_is_an_error_not_a_silent_miss(workdir: Workdir) -> None:
    _document(workdir, 0)
    workdir.text_file("doc").unlink()
    with pytest.raises(NotFound, match="page text"):
        render_page(workdir, "doc", 1, QUOTE)
