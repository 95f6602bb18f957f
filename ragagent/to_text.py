"""PDF → page text in reading order: one record per page in `data/text/<doc_id>.jsonl`.

Text is rebuilt from PyMuPDF word boxes: words are clustered into visual lines by vertical
overlap, each line is read left to right (so a label sits next to its value), and a wide
horizontal gap inside a line becomes a ` | ` cell boundary (tables stay rows). Invisible
characters are stripped and ligatures unfolded; everything else is kept verbatim, because quotes
are later matched against this text. `page_words` returns the word boxes with their character
offsets in that same text, for highlighting a located span on the page image.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, NamedTuple

import typer

from ragagent.pages import Page, save_pages
from ragagent.selftest import selftest_main
from ragagent.workdir import Workdir

if TYPE_CHECKING:
    from rich.table import Table

# A gap between two words on one visual line wider than this many word-box heights is a cell
# boundary. Measured on the corpus (scripts/measure_layout.py): 99% of spaces inside one PDF
# text line are <= 0.65 heights; most gaps between separate text blocks are > 1.
CELL_GAP_RATIO = 1.0
# Two words share a visual line when their vertical overlap is at least this share of the
# smaller height.
LINE_OVERLAP_RATIO = 0.5
# A vertical gap between lines larger than this many line heights starts a new paragraph (blank line).
PARAGRAPH_GAP_RATIO = 1.0
CELL_SEP = " | "

_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"))
_LIGATURES = dict(zip(range(0xFB00, 0xFB07), ("ff", "fi", "fl", "ffi", "ffl", "st", "st"), strict=True))
_CLEAN = {**_INVISIBLE, **_LIGATURES}


class DocumentError(ValueError):
    """The file cannot be turned into page text; the message is a one-line reason."""


class WordBox(NamedTuple):
    """One word on a page: its cleaned text, box (PDF points) and char span in the page text."""

    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    start: int
    end: int


@dataclass(frozen=True)
class TextResult:
    """Outcome of converting one document."""

    doc_id: str
    status: Literal["ok", "failed", "cached"]
    pages: int = 0
    seconds: float = 0.0
    reason: str = ""


def clean_text(text: str) -> str:
    """Strip zero-width characters, soft hyphens and BOMs; unfold ligatures."""
    return text.translate(_CLEAN)


def _visual_lines(words: list[tuple[float, float, float, float, str]]) -> list[list[tuple]]:
    """Cluster word boxes into visual lines (top to bottom), each sorted left to right."""
    lines: list[list[tuple]] = []
    band: tuple[float, float] = (0.0, 0.0)
    for word in sorted(words, key=lambda w: ((w[1] + w[3]) / 2, w[0])):
        y0, y1 = word[1], word[3]
        if lines:
            overlap = min(y1, band[1]) - max(y0, band[0])
            if overlap >= LINE_OVERLAP_RATIO * max(min(y1 - y0, band[1] - band[0]), 0.01):
                lines[-1].append(word)
                continue
        lines.append([word])
        band = (y0, y1)
    for line in lines:
        line.sort(key=lambda w: w[0])
    return lines


def build_page(raw_words: list[tuple[Any, ...]]) -> tuple[str, list[WordBox]]:
    """Build page text from PyMuPDF `get_text("words")` tuples; return it with each word's box and span."""
    words = [(w[0], w[1], w[2], w[3], clean_text(w[4])) for w in raw_words]
    words = [w for w in words if w[4].strip()]
    parts: list[str] = []
    boxes: list[WordBox] = []
    offset = 0
    prev_bottom: float | None = None
    for line in _visual_lines(words):
        top = min(w[1] for w in line)
        height = max(w[3] for w in line) - top
        if parts:
            gap_lines = prev_bottom is not None and top - prev_bottom > PARAGRAPH_GAP_RATIO * height
            sep = "\n\n" if gap_lines else "\n"
            parts.append(sep)
            offset += len(sep)
        prev_bottom = max(w[3] for w in line)
        prev_x1: float | None = None
        for x0, y0, x1, y1, text in line:
            if prev_x1 is not None:
                sep = CELL_SEP if x0 - prev_x1 > CELL_GAP_RATIO * (y1 - y0) else " "
                parts.append(sep)
                offset += len(sep)
            parts.append(text)
            boxes.append(WordBox(text, x0, y0, x1, y1, offset, offset + len(text)))
            offset += len(text)
            prev_x1 = x1
    return "".join(parts), boxes


def _open_pdf(pdf_path: Path) -> tuple[Any, bool]:
    """Open a checked PDF; return it and whether PyMuPDF had to repair it; DocumentError if unusable."""
    import pymupdf

    if not pdf_path.is_file():
        raise DocumentError(f"{pdf_path.name}: file not found")
    data = pdf_path.read_bytes()
    if not data:
        raise DocumentError(f"{pdf_path.name}: empty file (0 bytes)")
    if b"%PDF-" not in data[:1024]:
        raise DocumentError(f"{pdf_path.name}: not a PDF (no %PDF- header)")
    try:
        doc = pymupdf.open(stream=data, filetype="pdf")
    except Exception as exc:  # PyMuPDF raises several types for unreadable files
        raise DocumentError(f"{pdf_path.name}: truncated or damaged PDF, cannot open ({exc})") from None
    if doc.needs_pass:
        doc.close()
        raise DocumentError(f"{pdf_path.name}: encrypted PDF (needs a password)")
    if b"%%EOF" not in data[-2048:]:
        doc.close()
        raise DocumentError(f"{pdf_path.name}: truncated PDF (no %%EOF marker at the end)")
    return doc, bool(doc.is_repaired)


def page_words(pdf_path: Path, page_no: int) -> list[WordBox]:
    """Word boxes of page `page_no` (1-based) with their char offsets in that page's text."""
    doc, _ = _open_pdf(Path(pdf_path))
    try:
        if not 1 <= page_no <= doc.page_count:
            raise DocumentError(f"{Path(pdf_path).name}: no page {page_no} (has {doc.page_count})")
        return build_page(doc[page_no - 1].get_text("words"))[1]
    finally:
        doc.close()


def convert_pdf(pdf_path: Path, doc_id: str) -> list[Page]:
    """Convert a PDF into one Page per page (1-based); raise DocumentError on unusable input."""
    pdf_path = Path(pdf_path)
    doc, damaged = _open_pdf(pdf_path)
    try:
        pages: list[Page] = []
        for index, page in enumerate(doc):
            text, _ = build_page(page.get_text("words"))
            if text:
                status = "ok"
            elif page.get_images(full=False):
                status = "no_text_layer"
            else:
                status = "empty"
            pages.append(Page(doc_id=doc_id, page=index + 1, text=text, status=status))
    finally:
        doc.close()
    has_text = any(p.status == "ok" for p in pages)
    if damaged and not has_text:
        raise DocumentError(f"{pdf_path.name}: damaged PDF (no readable pages after repair)")
    if not pages:
        raise DocumentError(f"{pdf_path.name}: PDF has no pages")
    if not has_text:
        if any(p.status == "no_text_layer" for p in pages):
            raise DocumentError(f"{pdf_path.name}: no text layer; OCR not supported")
        raise DocumentError(f"{pdf_path.name}: no text on any page")
    return pages


def _is_fresh(text_file: Path, pdf: Path) -> bool:
    return text_file.is_file() and text_file.stat().st_mtime >= pdf.stat().st_mtime


def _convert_one(workdir: Workdir, doc_id: str, force: bool) -> TextResult:
    pdf, out = workdir.raw_pdf(doc_id), workdir.text_file(doc_id)
    if not pdf.is_file():
        return TextResult(doc_id, "failed", reason=f"{pdf.name}: file not found")
    if not force and _is_fresh(out, pdf):
        with out.open(encoding="utf-8") as handle:
            return TextResult(doc_id, "cached", pages=sum(1 for line in handle if line.strip()))
    started = time.perf_counter()
    try:
        pages = convert_pdf(pdf, doc_id)
    except DocumentError as exc:
        out.unlink(missing_ok=True)  # stale text of an older version of this file must not be used
        return TextResult(doc_id, "failed", seconds=time.perf_counter() - started, reason=str(exc))
    save_pages(out, pages)
    return TextResult(doc_id, "ok", pages=len(pages), seconds=time.perf_counter() - started)


def convert_all(
    workdir: Workdir, doc_ids: list[str] | None = None, *, show_progress: bool = True, force: bool = False
) -> list[TextResult]:
    """Convert every PDF in `data/raw` (or the given ids); a bad file is reported, the batch goes on."""
    from rich.progress import Progress

    if doc_ids is None:
        doc_ids = sorted(p.stem for p in workdir.raw_dir.glob("*.pdf")) if workdir.raw_dir.is_dir() else []
    results: list[TextResult] = []
    with Progress(disable=not show_progress, transient=True) as progress:
        task = progress.add_task("page text", total=len(doc_ids))
        for doc_id in doc_ids:
            progress.update(task, description=f"page text {doc_id}")
            results.append(_convert_one(workdir, doc_id, force))
            progress.advance(task)
    return results


def summary_table(results: list[TextResult]) -> Table:
    """A rich table: one row per document, then totals (docs ok/failed, pages, seconds)."""
    from rich.table import Table

    table = Table(title="page text")
    for column in ("doc_id", "status", "pages", "seconds", "reason"):
        table.add_column(column, justify="right" if column in ("pages", "seconds") else "left")
    for r in results:
        table.add_row(r.doc_id, r.status, str(r.pages), f"{r.seconds:.2f}", r.reason)
    done = [r for r in results if r.status != "failed"]
    table.add_section()
    table.add_row(
        f"{len(done)} ok / {len(results) - len(done)} failed",
        "",
        str(sum(r.pages for r in results)),
        f"{sum(r.seconds for r in results):.2f}",
        "",
    )
    return table


def register(app: typer.Typer) -> None:
    """Add the `text` command."""

    @app.command("text")
    def text_command(
        pdf: Annotated[Path | None, typer.Argument(help="One PDF; omit to convert all of data/raw.")] = None,
        out: Annotated[Path | None, typer.Option(help="JSONL output for one PDF (default: stdout).")] = None,
        workdir: Annotated[Path | None, typer.Option(help="Work directory (default: repo root).")] = None,
        force: Annotated[bool, typer.Option(help="Reconvert even when the text is up to date.")] = False,
    ) -> None:
        """Turn PDFs into page text (reading order kept) in data/text/<doc_id>.jsonl."""
        from rich.console import Console

        if pdf is not None:
            try:
                pages = convert_pdf(pdf, pdf.stem)
            except DocumentError as exc:
                typer.echo(f"error: {exc}", err=True)
                raise typer.Exit(1) from None
            if out is None:
                for page in pages:
                    typer.echo(page.model_dump_json())
            else:
                save_pages(out, pages)
                typer.echo(f"{len(pages)} pages -> {out}", err=True)
            return
        results = convert_all(Workdir.at(workdir), force=force)
        Console(stderr=True).print(summary_table(results))
        if not results:
            typer.echo("error: no PDFs in data/raw", err=True)
            raise typer.Exit(1)
        if any(r.status == "failed" for r in results):
            raise typer.Exit(1)


# ---- self-test: generated PDFs, no corpus needed ------------------------------------------------------


def _pdf_bytes(draw: Any, **save: Any) -> bytes:
    """A one-page PDF made by `draw(page)`, saved with `save` options."""
    import pymupdf

    doc = pymupdf.open()
    draw(doc.new_page(width=595, height=842))
    data = doc.tobytes(**save)
    doc.close()
    return data


def _write_tmp(data: bytes, name: str) -> Path:
    import tempfile

    from ragagent.workdir import atomic_write

    path = Path(tempfile.mkdtemp(prefix="to_text_")) / name
    atomic_write(path, data)
    return path


def _expect_error(data: bytes, needle: str) -> None:
    path = _write_tmp(data, "bad.pdf")
    try:
        convert_pdf(path, "bad")
    except DocumentError as exc:
        assert needle in str(exc), str(exc)
    else:
        raise AssertionError(f"no DocumentError (expected {needle!r})")


def _case_label_value_same_line() -> None:
    # The value is drawn first and in its own block, as Coolblue does; it must still follow its label.
    def draw(page: Any) -> None:
        page.insert_text((112, 160), "993548900", fontsize=10)
        page.insert_text((45, 160), "Factuurnummer:", fontsize=10)
        page.insert_text((300, 160), "Klant", fontsize=10)
        page.insert_text((45, 200), "Second line", fontsize=10)

    path = _write_tmp(_pdf_bytes(draw), "lv.pdf")
    pages = convert_pdf(path, "lv")
    expected = ["Factuurnummer: 993548900 | Klant", "", "Second line"]
    assert pages[0].text.splitlines() == expected, pages[0].text


def _case_table_row_cells() -> None:
    def draw(page: Any) -> None:
        for y, row in ((100, ("Net sales", "2,423.1", "2,120.2")), (114, ("Gross profit", "969.4", "870.1"))):
            for x, cell in zip((50, 300, 420), row, strict=True):
                page.insert_text((x, y), cell, fontsize=9)

    text = convert_pdf(_write_tmp(_pdf_bytes(draw), "t.pdf"), "t")[0].text
    assert text == "Net sales | 2,423.1 | 2,120.2\nGross profit | 969.4 | 870.1", text


def _case_ligatures_and_invisible_chars() -> None:
    import pymupdf

    def draw(page: Any) -> None:  # TextWriter keeps the raw code points in the text layer
        writer = pymupdf.TextWriter(page.rect)
        raw = "e\ufb03cient pro\ufb01t \ufeffto\u200btal soft\u00adware \u201cquoted\u201d \u20ac 5"
        writer.append((50, 100), raw, font=pymupdf.Font("tiro"), fontsize=11)
        writer.write_text(page)

    text = convert_pdf(_write_tmp(_pdf_bytes(draw), "l.pdf"), "l")[0].text
    assert clean_text("o\ufb00er \u00adx\ufb04") == "offer xffl"
    assert text == "efficient profit total software \u201cquoted\u201d \u20ac 5", ascii(text)


def _case_word_offsets_match_text() -> None:
    def draw(page: Any) -> None:
        page.insert_text((200, 100), "value 42", fontsize=10)
        page.insert_text((50, 100), "Label:", fontsize=10)
        page.insert_text((50, 130), "next", fontsize=10)

    path = _write_tmp(_pdf_bytes(draw), "w.pdf")
    text = convert_pdf(path, "w")[0].text
    boxes = page_words(path, 1)
    assert [b.text for b in boxes] == ["Label:", "value", "42", "next"]
    assert all(text[b.start : b.end] == b.text for b in boxes), (text, boxes)
    assert boxes[0].x0 < boxes[1].x0 and boxes[3].y0 > boxes[0].y1


def _case_empty_page_kept() -> None:
    import pymupdf

    doc = pymupdf.open()
    doc.new_page().insert_text((50, 100), "page one")
    doc.new_page()
    pages = convert_pdf(_write_tmp(doc.tobytes(), "e.pdf"), "e")
    assert [(p.page, p.status) for p in pages] == [(1, "ok"), (2, "empty")], pages


def _case_zero_bytes() -> None:
    _expect_error(b"", "empty file")


def _case_html_named_pdf() -> None:
    _expect_error(b"<!DOCTYPE html><html><body>Not found</body></html>", "not a PDF")


def _case_truncated() -> None:
    data = _pdf_bytes(lambda page: page.insert_text((50, 100), "hello world"))
    for cut in (len(data) // 3, len(data) // 2, len(data) - 200):
        _expect_error(data[:cut], "truncated")
    _expect_error(data[: len(data) // 3] + b"\n%%EOF\n", "damaged")


def _case_encrypted() -> None:
    import pymupdf

    data = _pdf_bytes(
        lambda page: page.insert_text((50, 100), "secret"),
        encryption=pymupdf.PDF_ENCRYPT_AES_256,  # type: ignore[attr-defined]  # missing from the stubs
        user_pw="u",
        owner_pw="o",
    )
    _expect_error(data, "encrypted")


def _case_image_only() -> None:
    import pymupdf

    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 40, 20), False)
    pix.set_rect(pix.irect, (200, 30, 30))
    png = pix.tobytes("png")
    data = _pdf_bytes(lambda page: page.insert_image(pymupdf.Rect(50, 50, 250, 150), stream=png))
    _expect_error(data, "no text layer; OCR not supported")


SELFTEST_CASES = [
    _case_label_value_same_line,
    _case_table_row_cells,
    _case_ligatures_and_invisible_chars,
    _case_word_offsets_match_text,
    _case_empty_page_kept,
    _case_zero_bytes,
    _case_html_named_pdf,
    _case_truncated,
    _case_encrypted,
    _case_image_only,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
