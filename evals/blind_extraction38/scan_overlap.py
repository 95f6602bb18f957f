#!/usr/bin/env python
"""Span-overlap scan: report text spans whose glyph boxes overlap on any page.

usage: scan_overlap.py DIR   -> prints OVERLAP OK (exit 0) or the overlapping pairs (exit 1)

A span's box runs from its origin x to its right edge, and vertically from
0.72 x font size above the baseline to 0.18 x size below it (roughly cap height
and descender), so lines set close together do not count as overlapping while
text drawn over other text does.  Boxes must overlap by more than 0.3 pt in both
directions to be reported.  Also reports any span closer than 14 pt to a page edge.

usage: scan_overlap.py DIR --earlier GLOB
   -> value overlap with earlier sets: reads the earlier sets' builder files
      (GLOB, e.g. '/work/main/evals/blind_extraction*/docs_*.py') as data only,
      parsing them with ast (string and numeric literals, docstrings excluded),
      and prints only matches of this set's label values and printed sum terms:
      text of four or more characters (case- and punctuation-insensitive
      substring), dates in every printed form the checker knows (on word
      boundaries), and money/number values of 100 or more at every scale the
      checker knows whose scaled form has at least three significant digits
      (as numeric literals and inside string literals).  This set's own
      builders are skipped.  Prints
      EARLIER OK (n values checked, m files) when nothing matches."""

import ast
import glob
import json
import os
import re
import sys
from decimal import Decimal

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


def _literals(path):
    """String and numeric literals of one builder file, docstrings excluded."""
    with open(path, encoding="utf-8") as fh:
        tree = ast.parse(fh.read())
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
            body = getattr(node, "body", [])
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docs.add(id(body[0].value))
    strs, nums = [], set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and id(node) not in docs:
            v = node.value
            if isinstance(v, str):
                strs.append(v)
            elif isinstance(v, (int, float)) and not isinstance(v, bool):
                nums.add(Decimal(str(v)).normalize())
    return strs, nums


def _sig(d):
    """Significant digits of a Decimal (trailing zeros of the integer part not counted)."""
    t = format(abs(d).normalize(), "f").replace(".", "").lstrip("0").rstrip("0")
    return len(t)


def earlier(d, pattern):
    from check_labels import CONTRACT, date_forms, loose, number_forms

    here = os.path.dirname(os.path.abspath(__file__))
    files = sorted(f for f in glob.glob(pattern) if os.path.dirname(os.path.abspath(f)) != here)
    strs, nums = [], set()
    for f in files:
        a, b = _literals(f)
        strs += a
        nums |= b
    text = "\n".join(x.casefold() for x in strs)
    ltext = "\n".join(loose(x) for x in strs)
    # every maximal number token of the earlier strings (and its space-separated parts), so that a
    # printed form can be looked up instead of searched for
    tokens = set()
    for m in re.finditer(r"\d+(?:[.,'\u2019\u00a0\u202f ]\d+)*", text):
        tok = m.group(0)
        tokens.add(tok)
        parts = re.split(r"[ \u00a0\u202f]", tok)
        for i in range(len(parts)):
            for j in range(i + 1, min(len(parts), i + 5) + 1):
                tokens.add(" ".join(parts[i:j]))
                tokens.add("\u00a0".join(parts[i:j]))
                tokens.add("\u202f".join(parts[i:j]))
    values = []
    types = {}
    for dt, fl in CONTRACT.items():
        for k, t in fl:
            types[(dt, k)] = t
    for f in sorted(os.listdir(os.path.join(d, "labels"))):
        with open(os.path.join(d, "labels", f), encoding="utf-8") as fh:
            lab = json.load(fh)
        for k, e in lab["fields"].items():
            if e["value"] is not None:
                values.append((lab["doc_id"], k, types[(lab["doc_type"], k)], e["value"]))
        with open(os.path.join(d, "checks", f), encoding="utf-8") as fh:
            chk = json.load(fh)
        for sm in chk["sums"]:
            for t in sm["terms"] + [sm["equals"]]:
                if "value" in t:
                    values.append((lab["doc_id"], "sum term " + t["what"], "money", t["value"]))
    hits = 0
    for did, k, t, v in values:
        found = []
        if t == "text" and len(loose(v)) >= 4 and loose(v) in ltext:
            found.append("text")
        elif t == "date":
            for form in date_forms(v):
                if form in text and re.search(r"(?<![\w])" + re.escape(form) + r"(?![\w])", text):
                    found.append(form)
                    break
        elif t in ("money", "number") and abs(Decimal(str(v))) >= 100:
            for sc in (1, 10**3, 10**5, 10**6, 10**7, 10**9):
                x = abs(Decimal(str(v))) / sc
                if x != x.quantize(Decimal("0.01")) or _sig(x) < 3:
                    continue
                if x.normalize() in nums:
                    found.append(f"numeric literal {x} (scale {sc})")
                for form in number_forms(x):
                    if len(re.sub(r"\D", "", form)) >= 3 and form in tokens:
                        found.append(f"{form!r} in a string (scale {sc})")
                        break
        if found:
            hits += 1
            print(f"{did}: {k} = {v!r}: {found[0]}")
    if hits:
        print(f"EARLIER FAILED: {hits} match(es) of {len(values)} values ({len(files)} files)")
        return 1
    print(f"EARLIER OK ({len(values)} values checked, {len(files)} files)")
    return 0


def main(argv):
    if len(argv) == 4 and argv[2] == "--earlier":
        return earlier(argv[1], argv[3])
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
