"""Page text on the real corpus (reading order, table rows, word offsets) and the batch/CLI behaviour."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import typer
from rich.console import Console
from typer.testing import CliRunner

from ragagent.pages import load_pages
from ragagent.to_text import DocumentError, convert_all, convert_pdf, page_words, register, summary_table
from ragagent.workdir import REPO_ROOT, Workdir

CORPUS_RAW = REPO_ROOT.parent / "shared" / "corpus" / "raw"
needs_corpus = pytest.mark.skipif(not CORPUS_RAW.is_dir(), reason="../shared corpus not available")


def _lines(doc_id: str, page: int) -> list[str]:
    return convert_pdf(CORPUS_RAW / f"{doc_id}.pdf", doc_id)[page - 1].text.splitlines()


def _has_line_with(lines: list[str], fragment: str) -> bool:
    return any(fragment in line for line in lines)


@needs_corpus
def test_coolblue_invoice_number_follows_its_label() -> None:
    lines = _lines("inv_coolblue_2014", 1)
    assert _has_line_with(lines, "Factuurnummer: 993548900")
    assert _has_line_with(lines, "Factuurdatum: 19 april 2014")


@needs_corpus
def test_flipkart_dates_sit_next_to_their_labels() -> None:
    lines = _lines("inv_flipkart_2015", 1)
    assert _has_line_with(lines, "Order Date: 15-10-2015")
    assert _has_line_with(lines, "Invoice Date: 20-10-2015")


@needs_corpus
def test_form_1004_label_and_value_on_one_line() -> None:
    lines = _lines("appr_riverside_1004", 1)
    assert _has_line_with(lines, "Property Address 6808 Neil St")
    assert _has_line_with(lines, "Lender/Client The Loan Store")
    value_line = "Indicated Value by Sales Comparison Approach $ 625000"
    assert _has_line_with(_lines("appr_riverside_1004", 2), value_line)


@needs_corpus
def test_financebench_table_row_cells_joined() -> None:
    bestbuy = _lines("fs_bestbuy_2024q2", 3)
    assert "Total assets | $ | 15,318 | $ | 15,803 | $ | 15,419" in bestbuy
    amcor = _lines("fs_amcor_2023q2", 5)
    assert _has_line_with(amcor, "Net sales | $ | 3,642 | $ | 3,507 | $ | 7,354 | $ | 6,927")


@needs_corpus
def test_page_words_map_text_spans_back_to_boxes() -> None:
    pdf = CORPUS_RAW / "inv_coolblue_2014.pdf"
    text = convert_pdf(pdf, "c")[0].text
    boxes = page_words(pdf, 1)
    assert boxes and all(text[b.start : b.end] == b.text for b in boxes)
    start = text.index("993548900")
    hit = [b for b in boxes if b.start <= start < b.end]
    assert len(hit) == 1 and hit[0].text == "993548900"
    assert hit[0].x0 == pytest.approx(111.7, abs=0.5) and hit[0].y0 == pytest.approx(155.5, abs=0.5)
    with pytest.raises(DocumentError, match="no page 2"):
        page_words(pdf, 2)


@needs_corpus
def test_every_corpus_document_converts_with_pages_numbered_from_one() -> None:
    for pdf in sorted(CORPUS_RAW.glob("*.pdf")):
        pages = convert_pdf(pdf, pdf.stem)
        assert [p.page for p in pages] == list(range(1, len(pages) + 1)), pdf.name
        assert sum(p.status == "ok" for p in pages) >= len(pages) // 2, pdf.name
        assert not any(ch in p.text for p in pages for ch in "\u200b\ufeff\u00ad\ufb01\ufb02"), pdf.name


def _workdir_with_files(workdir: Workdir) -> None:
    workdir.raw_dir.mkdir(parents=True)
    shutil.copy(CORPUS_RAW / "inv_coolblue_2014.pdf", workdir.raw_pdf("good"))
    workdir.raw_pdf("zero").write_bytes(b"")
    workdir.raw_pdf("html").write_text("<html><body>404 Not Found</body></html>")


@needs_corpus
def test_convert_all_marks_bad_files_failed_and_goes_on(workdir: Workdir) -> None:
    _workdir_with_files(workdir)
    results = {r.doc_id: r for r in convert_all(workdir, show_progress=False)}
    assert results["good"].status == "ok" and results["good"].pages == 1
    assert results["zero"].status == "failed" and "empty file" in results["zero"].reason
    assert results["html"].status == "failed" and "not a PDF" in results["html"].reason
    pages = load_pages(workdir.text_file("good"))
    assert pages[0].doc_id == "good" and "Factuurnummer: 993548900" in pages[0].text
    assert not workdir.text_file("zero").exists()

    again = {r.doc_id: r for r in convert_all(workdir, ["good"], show_progress=False)}
    assert again["good"].status == "cached" and again["good"].pages == 1
    forced = convert_all(workdir, ["good", "missing"], show_progress=False, force=True)
    assert [r.status for r in forced] == ["ok", "failed"]
    assert forced[1].reason.endswith("file not found")

    console = Console(record=True, width=200)
    console.print(summary_table(forced))
    assert "1 ok / 1 failed" in console.export_text()


@needs_corpus
def test_stale_text_is_removed_when_the_pdf_turns_bad(workdir: Workdir) -> None:
    _workdir_with_files(workdir)
    convert_all(workdir, ["good"], show_progress=False)
    assert workdir.text_file("good").is_file()
    workdir.raw_pdf("good").write_bytes(b"%PDF-1.7\n garbage")
    result = convert_all(workdir, ["good"], show_progress=False, force=True)[0]
    assert result.status == "failed" and not workdir.text_file("good").exists()


def _cli() -> typer.Typer:
    app = typer.Typer()
    register(app)

    @app.command("noop")
    def _noop() -> None:  # a second command keeps typer in multi-command mode, as in ragagent.cli
        """Unused."""

    return app


@needs_corpus
def test_cli_one_file_to_jsonl_and_bad_input_exit(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "c.jsonl"
    ok = runner.invoke(_cli(), ["text", str(CORPUS_RAW / "inv_coolblue_2014.pdf"), "--out", str(out)])
    assert ok.exit_code == 0, ok.output
    assert "993548900" in load_pages(out)[0].text
    stdout = runner.invoke(_cli(), ["text", str(CORPUS_RAW / "inv_flipkart_2015.pdf")])
    assert stdout.exit_code == 0 and '"page":1' in stdout.stdout
    bad = tmp_path / "bad.pdf"
    bad.write_bytes(b"")
    failed = runner.invoke(_cli(), ["text", str(bad)])
    assert failed.exit_code == 1 and "empty file" in failed.output


@needs_corpus
def test_cli_batch_over_workdir(workdir: Workdir) -> None:
    _workdir_with_files(workdir)
    result = CliRunner().invoke(_cli(), ["text", "--workdir", str(workdir.root)])
    assert result.exit_code == 1  # two of three files are bad
    assert workdir.text_file("good").is_file()
    assert "1 ok / 2 failed" in result.output
