"""Screenshots of the review web page: docs/review-queue.png and docs/review-item.png.

Serves the app over an existing work directory (read only: the pages are only viewed), opens the
queue and one item in Debian's Chromium, selects a field that needs review so its quote is
highlighted, and writes the two PNGs atomically.

    .venv/bin/python scripts/screenshots.py --workdir /tmp/corpus-run-review [--doc DOC_ID] [--field NAME]

Internals on purpose: it reads the review queue the screenshots show and serves the app.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ragagent import Workdir
from ragagent.review.queue import list_queue, load_item, needs_review_fields
from ragagent.workdir import REPO_ROOT, atomic_write

sys.path.insert(0, str(REPO_ROOT / "tests"))  # the browser harness is test code (tests/browser.py)
from browser import VIEWPORT, launch_chromium, serve_app  # noqa: E402


def _pick(workdir: Workdir, doc: str | None, field: str | None) -> tuple[str, str]:
    entries = list_queue(workdir)
    if not entries:
        raise SystemExit(f"{workdir.review_queue_dir}: the review queue is empty")
    doc_id = doc or max(entries, key=lambda e: (e.needs_review, -e.age_seconds)).doc_id
    item = load_item(workdir, doc_id)
    pending = needs_review_fields(item)
    with_quote = [n for n in pending if item["fields"][n].get("quote")]
    name = field or (with_quote or list(pending) or list(item["fields"]))[0]
    if name not in item["fields"]:
        raise SystemExit(f"{doc_id} has no field {name!r}")
    return doc_id, name


def take(workdir: Workdir, out_dir: Path, doc: str | None, field: str | None) -> list[Path]:
    """Write the queue and item screenshots into `out_dir`; return their paths."""
    from playwright.sync_api import sync_playwright

    doc_id, name = _pick(workdir, doc, field)
    shots = [out_dir / "review-queue.png", out_dir / "review-item.png"]
    with serve_app(workdir) as base, sync_playwright() as pw:
        browser = launch_chromium(pw)
        page = browser.new_page(viewport=VIEWPORT, device_scale_factor=1)
        page.add_init_script("localStorage.setItem('ragagent.reviewer', 'ann')")
        page.goto(f"{base}/review")
        page.wait_for_selector("table.items, p.empty")
        atomic_write(shots[0], page.screenshot(full_page=False))
        page.goto(f"{base}/review/items/{doc_id}#{name}")
        page.wait_for_selector(f'li.field.selected[data-field="{name}"]')
        page.wait_for_function("document.getElementById('hl-label').textContent.indexOf('…') < 0")
        page.wait_for_function("document.getElementById('page-img').naturalWidth > 0")
        page.evaluate(
            "name => document.querySelector(`li.field[data-field='${name}']`)"
            ".scrollIntoView({block: 'center'})",
            name,
        )
        atomic_write(shots[1], page.screenshot(full_page=False))
        browser.close()
    return shots


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, required=True, help="Work directory with a review queue.")
    parser.add_argument("--doc", help="Item to show (default: the one with most fields to review).")
    parser.add_argument("--field", help="Field to select (default: the first needing review).")
    parser.add_argument("--out", type=Path, default=REPO_ROOT / "docs", help="Folder for the PNGs.")
    args = parser.parse_args(argv)
    for path in take(Workdir.at(args.workdir), args.out, args.doc, args.field):
        print(f"wrote {path}")


if __name__ == "__main__":
    main(sys.argv[1:])
