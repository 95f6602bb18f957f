"""Small drawing helpers on top of pymupdf for the blind_extraction5 builders.

Only pymupdf + the standard library.  Latin-1 text is drawn with the Base-14
fonts (helv, hebo, tiro, tibo, cour, ...) through page.insert_text; any string
containing a character outside Latin-1 (EUR sign, Polish letters, rupee sign,
dashes) is drawn with pymupdf.TextWriter and the matching DejaVu TrueType font.
"""

import os
from decimal import ROUND_HALF_UP, Decimal

import pymupdf

BLACK = (0, 0, 0)
GREY = (0.45, 0.45, 0.45)
LIGHT = (0.92, 0.92, 0.92)
MID = (0.8, 0.8, 0.8)
WHITE = (1, 1, 1)

LETTER = (612, 792)
A4 = (595, 842)

FIXED_DATE = "D:20250101000000Z"
CREATOR = "blind_extraction5 make_docs.py"  # the PDFs' creator metadata (a later set sets its own)

_FONT_DIRS = [
    "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/dejavu",
    "/usr/share/fonts/TTF",
    "/usr/local/share/fonts",
    "/usr/share/fonts/truetype",
]
_DJ = {
    "helv": "DejaVuSans.ttf",
    "hebo": "DejaVuSans-Bold.ttf",
    "heit": "DejaVuSans-Oblique.ttf",
    "hebi": "DejaVuSans-BoldOblique.ttf",
    "tiro": "DejaVuSerif.ttf",
    "tibo": "DejaVuSerif-Bold.ttf",
    "tiit": "DejaVuSerif-Italic.ttf",
    "tibi": "DejaVuSerif-BoldItalic.ttf",
    "cour": "DejaVuSansMono.ttf",
    "cobo": "DejaVuSansMono-Bold.ttf",
    "coit": "DejaVuSansMono-Oblique.ttf",
    "cobi": "DejaVuSansMono-BoldOblique.ttf",
}
_font_cache = {}


def _dejavu(fn):
    name = _DJ[fn]
    if name not in _font_cache:
        for d in _FONT_DIRS:
            p = os.path.join(d, name)
            if os.path.exists(p):
                _font_cache[name] = pymupdf.Font(fontfile=p)
                break
        else:
            raise RuntimeError(
                f"DejaVu font {name} not found (needed for non-Latin-1 text); install fonts-dejavu-core"
            )
    return _font_cache[name]


def needs_unicode(s):
    return any(ord(ch) > 255 for ch in s)


_b14_cache = {}


def tlen(s, f="helv", sz=9, uni=False):
    if uni or needs_unicode(s):
        return _dejavu(f).text_length(s, fontsize=sz)
    # pymupdf.get_text_length mis-measures some Latin-1 strings ('£59.20');
    # the Base-14 Font object measures them correctly.
    if f not in _b14_cache:
        _b14_cache[f] = pymupdf.Font(f)
    return _b14_cache[f].text_length(s, fontsize=sz)


def wrap(s, f, sz, width, first_width=None, uni=False):
    """Greedy word wrap; returns list of lines (no hyphenation)."""
    uni = uni or needs_unicode(s)
    words = s.split()
    lines, cur = [], ""
    w_avail = first_width if first_width is not None else width
    for w in words:
        cand = w if not cur else cur + " " + w
        if tlen(cand, f, sz, uni) <= w_avail or not cur:
            cur = cand
        else:
            lines.append(cur)
            cur = w
            w_avail = width
    if cur:
        lines.append(cur)
    return lines


# ---------------------------------------------------------------- numbers
def D(x):
    return Decimal(str(x))


def r2(x):
    return Decimal(x).quantize(Decimal("0.01"), ROUND_HALF_UP)


def fmt(x, th=",", dec=".", nd=2, indian=False):
    """Format a Decimal with grouping.  fmt(D('1234.5'), '.', ',') -> '1.234,50'."""
    x = Decimal(x)
    neg = x < 0
    x = (
        abs(x).quantize(Decimal(1).scaleb(-nd), ROUND_HALF_UP)
        if nd
        else abs(x).quantize(Decimal(1), ROUND_HALF_UP)
    )
    s = ("{:.%df}" % nd).format(x)
    ip, _, fp = s.partition(".")
    if indian and len(ip) > 3:
        head, tail = ip[:-3], ip[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        ip = th.join(groups + [tail])
    else:
        groups = []
        while len(ip) > 3:
            groups.insert(0, ip[-3:])
            ip = ip[:-3]
        ip = th.join([ip] + groups) if groups else ip
    out = ip + (dec + fp if nd else "")
    return "-" + out if neg else out


def US(x, nd=2):
    return fmt(x, ",", ".", nd)


def DE(x, nd=2):
    return fmt(x, ".", ",", nd)


def PL(x, nd=2):
    return fmt(x, " ", ",", nd)


def IN(x, nd=2):
    return fmt(x, ",", ".", nd, indian=True)


# ---------------------------------------------------------------- pages
class Page:
    def __init__(self, pdf, page):
        self.pdf = pdf
        self.idx = page.number
        self._p = page
        self.w = page.rect.width
        self.h = page.rect.height

    @property
    def p(self):
        # pymupdf orphans Page objects when pages are added; reload if needed
        if self._p.parent is None:
            self._p = self.pdf.doc[self.idx]
        return self._p

    # text ------------------------------------------------------------
    def text(self, x, y, s, f="helv", sz=9, c=BLACK, al="l", uni=False):
        if s is None or s == "":
            return 0
        uni = uni or self.pdf.uni or needs_unicode(s)
        w = _dejavu(f).text_length(s, fontsize=sz) if uni else tlen(s, f, sz)
        if al == "r":
            x -= w
        elif al == "c":
            x -= w / 2
        if uni:
            tw = pymupdf.TextWriter(self.p.rect)
            tw.append((x, y), s, font=_dejavu(f), fontsize=sz)
            tw.write_text(self.p, color=c)
        else:
            self.p.insert_text((x, y), s, fontname=f, fontsize=sz, color=c)
        return w

    def lines(self, x, y, items, f="helv", sz=9, lead=None, c=BLACK, al="l"):
        """Draw several lines; returns y after the last line."""
        lead = lead or sz * 1.25
        for s in items:
            if isinstance(s, tuple):
                self.text(x, y, s[0], s[1], s[2] if len(s) > 2 else sz, c, al)
            else:
                self.text(x, y, s, f, sz, c, al)
            y += lead
        return y

    def para(self, x, y, width, s, f="tiro", sz=10, lead=None, c=BLACK, bold_prefix=None, fb=None, indent=0):
        """Wrapped paragraph; optional bold run-in prefix.  Returns new y."""
        lead = lead or sz * 1.3
        x0 = x + indent
        first_w = width - indent
        uni = self.pdf.uni or needs_unicode(s) or (bold_prefix is not None and needs_unicode(bold_prefix))
        if bold_prefix:
            fb = fb or {"tiro": "tibo", "helv": "hebo", "cour": "cobo"}.get(f, f)
            pw = self.text(x0, y, bold_prefix, fb, sz, c, uni=uni) + tlen(" ", f, sz, uni)
            ls = wrap(s, f, sz, width, first_width=first_w - pw, uni=uni)
            if ls:
                self.text(x0 + pw, y, ls[0], f, sz, c, uni=uni)
                y += lead
                ls = ls[1:]
        else:
            ls = wrap(s, f, sz, width, first_width=first_w, uni=uni)
            if ls:
                self.text(x0, y, ls[0], f, sz, c, uni=uni)
                y += lead
                ls = ls[1:]
        for ln in ls:
            self.text(x, y, ln, f, sz, c, uni=uni)
            y += lead
        return y

    # graphics --------------------------------------------------------
    def line(self, x0, y0, x1, y1, w=0.5, c=BLACK, dashes=None):
        self.p.draw_line((x0, y0), (x1, y1), color=c, width=w, dashes=dashes)

    def rect(self, x0, y0, x1, y1, w=0.5, c=BLACK, fill=None):
        self.p.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=c, fill=fill, width=w if c is not None else 0)

    def fill(self, x0, y0, x1, y1, fill=LIGHT):
        self.p.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=None, fill=fill, width=0)

    def circle(self, x, y, r, c=BLACK, fill=None, w=0.8):
        self.p.draw_circle((x, y), r, color=c, fill=fill, width=w)

    def checkbox(self, x, y, checked, sz=7):
        """Square at baseline y; an X is drawn as text so it is extractable."""
        self.rect(x, y - sz + 1, x + sz, y + 1, w=0.5)
        if checked:
            self.text(x + 1.2, y - 0.2, "X", "hebo", sz - 0.5)

    def labelled_box(
        self, x0, y0, x1, y1, caption, value=None, csz=5.5, vsz=8.5, f="helv", fb="helv", border=True
    ):
        """Form cell: tiny caption at top-left, value below."""
        if border:
            self.rect(x0, y0, x1, y1, w=0.5)
        self.text(x0 + 2, y0 + csz + 1.5, caption, f, csz, GREY)
        if value is not None:
            self.text(x0 + 3, y1 - 3.5, value, fb, vsz)

    # tables ----------------------------------------------------------
    def table(
        self,
        x,
        y,
        cols,
        rows,
        sz=8.5,
        f="helv",
        fb="hebo",
        head=1,
        head_fill=LIGHT,
        grid="full",
        pad=3,
        lw=0.5,
        lead=None,
        min_h=None,
        zebra=None,
    ):
        """cols: list of (width, align 'l'|'r'|'c').  rows: list of lists of
        cells; a cell is a str (may contain newlines) or (str, font).
        A row may also be a dict {"cells": [...], "font": f, "fill": rgb,
        "line_above": w}.  grid: 'full', 'h' (horizontal rules only),
        'outer' (box + header rule).  Returns y at the bottom of the table."""
        lead = lead or sz * 1.22
        total_w = sum(c[0] for c in cols)
        y0 = y
        row_edges = [y]
        for ri, row in enumerate(rows):
            opts = {}
            if isinstance(row, dict):
                opts = row
                row = row["cells"]
            is_head = ri < head
            font = opts.get("font", fb if is_head else f)
            cells = []
            nlines = 1
            for ci, cell in enumerate(row):
                cf = font
                if isinstance(cell, tuple):
                    cell, cf = cell
                parts = [] if cell is None else str(cell).split("\n")
                nlines = max(nlines, len(parts))
                cells.append((parts, cf))
            rh = max(min_h or 0, nlines * lead + 2 * pad)
            fillc = opts.get("fill", head_fill if is_head else None)
            if fillc is None and zebra and not is_head and (ri - head) % 2 == 1:
                fillc = zebra
            if fillc:
                self.fill(x, y, x + total_w, y + rh, fillc)
            if opts.get("line_above"):
                self.line(x, y, x + total_w, y, w=opts["line_above"])
            cx = x
            for ci, (parts, cf) in enumerate(cells):
                cw, al = cols[ci][0], cols[ci][1]
                ty = y + pad + sz * 0.9
                for part in parts:
                    if al == "r":
                        self.text(cx + cw - pad, ty, part, cf, sz, al="r")
                    elif al == "c":
                        self.text(cx + cw / 2, ty, part, cf, sz, al="c")
                    else:
                        self.text(cx + pad, ty, part, cf, sz)
                    ty += lead
                cx += cw
            y += rh
            row_edges.append(y)
        # rules
        if grid == "full":
            for ye in row_edges:
                self.line(x, ye, x + total_w, ye, w=lw)
            cx = x
            for c in cols:
                self.line(cx, y0, cx, y, w=lw)
                cx += c[0]
            self.line(cx, y0, cx, y, w=lw)
        elif grid == "h":
            for i, ye in enumerate(row_edges):
                self.line(
                    x,
                    ye,
                    x + total_w,
                    ye,
                    w=lw * (2 if i in (0, head, len(row_edges) - 1) else 0.6),
                    c=BLACK if i in (0, head, len(row_edges) - 1) else MID,
                )
        elif grid == "outer":
            self.rect(x, y0, x + total_w, y, w=lw)
            if head:
                self.line(x, row_edges[head], x + total_w, row_edges[head], w=lw)
            cx = x
            for c in cols[:-1]:
                cx += c[0]
                self.line(cx, y0, cx, y, w=lw * 0.6, c=MID)
        return y

    def fin_table(
        self,
        x,
        y,
        label_w,
        col_w,
        header_lines,
        rows,
        sz=8.5,
        f="tiro",
        fb="tibo",
        lead=None,
        gap=6,
        dollar=True,
        head_rule=True,
    ):
        """Financial statement table.  header_lines: list of lists of
        (text, first_col, last_col) spans over the numeric columns (0-based).
        rows: tuples (label, values|None, style) with style a string of flags:
          b bold label, h section heading (no values), 1/2/3 indent level,
          $ dollar signs, t single rule above values, d double rule below,
          u single rule below."""
        lead = lead or sz * 1.45
        ncol = max((len(r[1]) for r in rows if r[1]), default=0)
        col_x = [x + label_w + i * (col_w + gap) for i in range(ncol)]
        right = col_x[-1] + col_w if ncol else x + label_w
        # header
        for hl in header_lines:
            y += sz * 1.2
            for text, c0, c1 in hl:
                x0 = col_x[c0]
                x1 = col_x[c1] + col_w
                self.text((x0 + x1) / 2, y, text, fb, sz - 0.5, al="c")
            # underline spans
            for text, c0, c1 in hl:
                if head_rule:
                    self.line(col_x[c0] + 2, y + 2.5, col_x[c1] + col_w - 2, y + 2.5, w=0.5)
            y += 2
        y += lead * 0.6 + sz * 0.45
        paren_w = tlen(")", f, sz)
        for row in rows:
            label, vals, style = (row + ("",))[:3] if len(row) == 2 else row
            indent = 0
            for k in "123":
                if k in style:
                    indent = int(k) * 9
            lf = fb if ("b" in style or "h" in style) else f
            if label:
                self.text(x + indent, y, label, lf, sz)
            if vals:
                if "t" in style:
                    for cx in col_x:
                        self.line(cx + 8, y - sz - 1, cx + col_w, y - sz - 1, w=0.5)
                for i, v in enumerate(vals):
                    if v is None:
                        continue
                    cx = col_x[i]
                    if "$" in style and dollar and v not in ("", "—", "-"):
                        self.text(cx, y, "$", f, sz)
                    if v.endswith(")") or v.endswith("%)"):
                        self.text(cx + col_w, y, v, f, sz, al="r")
                    else:
                        self.text(cx + col_w - paren_w, y, v, f, sz, al="r")
                if "d" in style:
                    for cx in col_x:
                        self.line(cx + 8, y + 2.5, cx + col_w, y + 2.5, w=0.5)
                        self.line(cx + 8, y + 4.5, cx + col_w, y + 4.5, w=0.5)
                elif "u" in style:
                    for cx in col_x:
                        self.line(cx + 8, y + 2.5, cx + col_w, y + 2.5, w=0.5)
            y += lead + (2 if "d" in style else 0)
        return y, col_x, right


class Pdf:
    def __init__(self, size=LETTER, uni=False):
        """uni=True draws every string with the DejaVu fonts (documents whose
        language needs non-Latin-1 letters throughout, e.g. Polish)."""
        self.uni = uni
        self.doc = pymupdf.open()
        self.size = size
        self.pages = []

    def new_page(self):
        p = self.doc.new_page(width=self.size[0], height=self.size[1])
        pg = Page(self, p)
        self.pages.append(pg)
        return pg

    def finish(self, footer=None):
        """footer(page, index1, total) is called for every page at the end."""
        n = len(self.pages)
        if footer:
            for i, pg in enumerate(self.pages, 1):
                footer(pg, i, n)

    def save(self, path, title, author="", subject=""):
        self.doc.set_metadata(
            {
                "title": title,
                "author": author,
                "subject": subject,
                "creator": CREATOR,
                "producer": "PyMuPDF",
                "keywords": "",
                "creationDate": FIXED_DATE,
                "modDate": FIXED_DATE,
            }
        )
        self.doc.subset_fonts()
        self.doc.save(path, garbage=4, deflate=True, no_new_id=True)
        self.doc.close()


class Flow:
    """Flowing text over pages with fixed margins (for agreements/narratives).
    new_page_cb(page) draws running heads; returns the y where body starts."""

    def __init__(self, pdf, left=72, right=72, top=72, bottom=72, new_page_cb=None):
        self.pdf = pdf
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
        self.cb = new_page_cb
        self.pg = None
        self.y = None

    @property
    def width(self):
        return self.pdf.size[0] - self.left - self.right

    def page(self):
        self.pg = self.pdf.new_page()
        self.y = self.top
        if self.cb:
            self.y = self.cb(self.pg) or self.top
        return self.pg

    def need(self, h):
        if self.pg is None or self.y + h > self.pdf.size[1] - self.bottom:
            self.page()

    def space(self, h):
        self.y += h

    def heading(self, s, f="tibo", sz=10.5, al="l", after=4, before=6):
        self.need(before + sz * 3)
        self.y += before
        if al == "c":
            self.pg.text(self.pdf.size[0] / 2, self.y, s, f, sz, al="c")
        else:
            self.pg.text(self.left, self.y, s, f, sz)
        self.y += sz * 1.3 + after

    def para(self, s, f="tiro", sz=10, lead=None, bold_prefix=None, indent=18, after=6, keep=False):
        """Paragraph with first-line indent; breaks across pages line by line
        unless keep=True (then the whole paragraph moves to the next page)."""
        lead = lead or sz * 1.32
        fb = {"tiro": "tibo", "helv": "hebo", "cour": "cobo"}.get(f, f)
        uni = self.pdf.uni or needs_unicode(s) or (bold_prefix is not None and needs_unicode(bold_prefix))
        pw = 0
        if bold_prefix:
            pw = tlen(bold_prefix, fb, sz, uni) + tlen(" ", f, sz, uni)
        ls = wrap(s, f, sz, self.width, first_width=self.width - indent - pw, uni=uni)
        if keep:
            self.need(lead * len(ls) + 2)
        for i, ln in enumerate(ls):
            self.need(lead)
            if i == 0:
                x = self.left + indent
                if bold_prefix:
                    self.pg.text(x, self.y, bold_prefix, fb, sz, uni=uni)
                    x += pw
                self.pg.text(x, self.y, ln, f, sz, uni=uni)
            else:
                self.pg.text(self.left, self.y, ln, f, sz, uni=uni)
            self.y += lead
        self.y += after
