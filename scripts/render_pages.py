"""Render chosen PDF pages to PNG for looking at layout while hand-labelling.

Usage: python scripts/render_pages.py PDF OUT_DIR [PAGE ...] [--dpi N]   (pages 1-based; none = all)
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ragagent.workdir import atomic_write


def render_pages(pdf: Path, out_dir: Path, pages: list[int], dpi: int = 100) -> list[Path]:
    """Write `<out_dir>/<pdf stem>_p<N>.png` for each 1-based page (all pages when `pages` is empty)."""
    import pymupdf

    written: list[Path] = []
    with pymupdf.open(pdf) as doc:
        numbers = pages or list(range(1, doc.page_count + 1))
        for number in numbers:
            if not 1 <= number <= doc.page_count:
                raise SystemExit(f"{pdf}: page {number} out of range 1..{doc.page_count}")
            target = out_dir / f"{pdf.stem}_p{number}.png"
            atomic_write(target, doc[number - 1].get_pixmap(dpi=dpi).tobytes("png"))
            written.append(target)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pdf", type=Path)
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("pages", type=int, nargs="*")
    parser.add_argument("--dpi", type=int, default=100)
    args = parser.parse_args()
    if not args.pdf.is_file():
        raise SystemExit(f"{args.pdf}: no such PDF")
    for path in render_pages(args.pdf, args.out_dir, args.pages, args.dpi):
        print(path)


if __name__ == "__main__":
    main()
