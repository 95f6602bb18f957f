#!/usr/bin/env python
"""Span-overlap scan: report text spans whose glyph boxes overlap on any page.

usage: scan_overlap.py DIR   -> prints OVERLAP OK (exit 0) or the overlapping pairs (exit 1)

A span's box runs from its origin x to its right edge, and vertically from
0.72 x font size above the baseline to 0.18 x size below it (roughly cap height
and descender), so lines set close together do not count as overlapping while
text drawn over other text does.  Boxes must overlap by more than 0.3 pt in both
directions to be reported.  Also reports any span closer than 14 pt to a page edge."""

import os
import sys

import pymupdf

EDGE = 14
SLACK = 0.3


def boxes(page):
    out = []
    for b in page.get_text("dict")["blocks"]:
        for ln in b.get("lines", []):
            for sp in ln["spans"]:
                if not sp["text"].strip():
                    continue
                x0, _, x1, _ = sp["bbox"]
                oy = sp["origin"][1]
                s = sp["size"]
                out.append((x0, oy - 0.72 * s, x1, oy + 0.18 * s, sp["text"]))
    return out


def scan_pdf(path):
    probs = []
    doc = pymupdf.open(path)
    for pno, page in enumerate(doc, 1):
        bx = boxes(page)
        w, h = page.rect.width, page.rect.height
        for x0, y0, x1, y1, t in bx:
            if x0 < EDGE - 0.5 or x1 > w - EDGE + 0.5 or y0 < EDGE - 4 or y1 > h - EDGE + 4:
                probs.append(f"p{pno}: near edge {t!r}")
        bx.sort()
        for i, a in enumerate(bx):
            for b in bx[i + 1 :]:
                if b[0] >= a[2] - SLACK:
                    break
                ox = min(a[2], b[2]) - max(a[0], b[0])
                oy = min(a[3], b[3]) - max(a[1], b[1])
                if ox > SLACK and oy > SLACK:
                    probs.append(f"p{pno}: {a[4]!r} overlaps {b[4]!r}")
    doc.close()
    return probs


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    raw = os.path.join(argv[1], "raw")
    bad = 0
    pages = 0
    for f in sorted(os.listdir(raw)):
        if not f.endswith(".pdf"):
            continue
        with pymupdf.open(os.path.join(raw, f)) as d:
            pages += d.page_count
        for pr in scan_pdf(os.path.join(raw, f)):
            print(f"{f}: {pr}")
            bad += 1
    if bad:
        print(f"OVERLAP FAILED: {bad} problem(s)")
        return 1
    print(f"OVERLAP OK ({pages} pages)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
