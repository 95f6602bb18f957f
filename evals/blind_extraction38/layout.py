"""Small layout helpers shared by the blind_extraction38 builders: money
arithmetic, label/value pairs, boxed cells, item tables, a totals column and a
line-by-line flow writer for running text.  Every helper draws row by row, so
the page text reads label then value."""

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from pdfkit import fmt, q, width

GREY = (0.35, 0.35, 0.35)
DARK = (0.15, 0.15, 0.15)
WHITE = (1, 1, 1)


def ext(*factors):
    """Product of the factors rounded half-up to the cent (one line extension)."""
    v = D(1)
    for f in factors:
        v *= D(str(f))
    return q(v)


def pct(base, rate, nd=2):
    """rate percent of base, rounded half-up to nd decimals."""
    return q(D(str(base)) * D(str(rate)) / D(100), nd)


def rnd(x, nd=0):
    return D(str(x)).quantize(D(1).scaleb(-nd), rounding=ROUND_HALF_UP)


def pairs(p, x, xv, y, items, size=8.4, lead=None, align="l", bold=True, color=GREY):
    """Label at x, value at xv (left- or right-aligned), one pair per line."""
    lead = lead or size * 1.5
    for k, v in items:
        p.text(x, y, k, size, color=color)
        p.text(xv, y, v, size, bold, align=align)
        y += lead
    return y


def lines(p, x, y, items, size=8.5, lead=None, bold_first=False, color=(0, 0, 0)):
    lead = lead or size * 1.32
    for i, s in enumerate(items):
        p.text(x, y, s, size, bold_first and i == 0, color=color)
        y += lead
    return y


def grid(p, y, items, h=24, lsize=6.4, vsize=8.6, shade=None, lcolor=GREY):
    """Boxed cells, caption above value; the page text reads 'caption value'."""
    for x0, x1, lab, val in items:
        if shade is not None:
            p.shade(x0, y, x1, y + h, shade)
        p.rect(x0, y, x1, y + h, 0.5)
        p.text(x0 + 4, y + lsize + 3, lab, lsize, color=lcolor)
        if val:
            p.text(x0 + 4, y + h - 5, val, vsize, True)
    return y + h


def band(p, y, cols, x0, x1, size=7.8, fill=(0.88, 0.88, 0.88), color=(0, 0, 0)):
    """A column-header band; cols: (x, text, align).  Returns the first row baseline."""
    p.rect(x0, y - size - 4, x1, y + 4, 0, fill=fill, color=None)
    for c in cols:
        p.text(c[0], y, c[1], size, True, align=c[2] if len(c) > 2 else "l", color=color)
    return y + size + 10


def items(p, y, cols, rows, size=8, lead=12):
    """Item rows; cols: list of (x, align); rows: list of tuples of strings."""
    for r in rows:
        for (x, al), s in zip(cols, r, strict=True):
            p.text(x, y, s, size, align=al)
        y += lead
    return y


def totals(p, xl, xr, y, rows, size=8.6, lead=None):
    """Totals column: (label, value[, bold])."""
    lead = lead or size * 1.6
    for row in rows:
        b = row[2] if len(row) > 2 else False
        p.text(xl, y, row[0], size, b)
        p.text(xr, y, row[1], size, b, align="r")
        y += lead
    return y


def acc(x, nd=0, zero="-"):
    """Statement figure: 1,234 / (1,234) / zero mark."""
    if q(x, nd) == 0:
        return zero
    return fmt(x, ",", ".", nd, neg="()")


class Flow:
    """Running text broken across pages line by line; finish() writes footers."""

    def __init__(self, p, top=70, bottom=730, x=64, w=484, size=9.4, footer=None):
        self.p, self.top, self.bottom, self.x, self.w, self.size = (
            p,
            top,
            bottom,
            x,
            w,
            size,
        )
        self.footer = footer
        self.p.new_page()
        self.y = top

    def need(self, h):
        if self.y + h > self.bottom:
            self.p.new_page()
            self.y = self.top

    def line(self, s, size=None, bold=False, indent=0, align="l", lead=None):
        size = size or self.size
        lead = lead or size * 1.42
        self.need(lead)
        x = {"l": self.x + indent, "c": self.x + self.w / 2, "r": self.x + self.w}[align]
        self.p.text(x, self.y, s, size, bold, align=align)
        self.y += lead

    def para(self, s, size=None, bold=False, indent=0, gap=5):
        size = size or self.size
        cur = ""
        for wd in s.split(" "):
            trial = (cur + " " + wd).strip()
            if cur and width(trial, size, bold, self.p.face, self.p.ttf) > self.w - indent:
                self.line(cur, size, bold, indent)
                cur = wd
            else:
                cur = trial
        if cur:
            self.line(cur, size, bold, indent)
        self.y += gap

    def head(self, s, size=None, align="l"):
        size = size or self.size
        self.need(size * 5)
        self.y += 4
        self.line(s, size, True, align=align)
        self.y += 1

    def skip(self, h):
        self.y += h

    def finish(self):
        if not self.footer:
            return
        n = self.p.pages
        for i in range(n):
            self.p.page = self.p.doc[i]
            self.p.text(306, 764, self.footer.format(i + 1, n), 7.4, align="c", color=GREY)
        self.p.page = self.p.doc[n - 1]
