"""Drawing helpers for the blind_extraction38 builders (the toolkit's, unchanged apart from names).

Latin-1 text is drawn with the Base-14 fonts (page.insert_text); any string with
a character outside Latin-1 (€, ł, ő ...) is drawn with pymupdf.TextWriter and a
DejaVu TTF, subset on save.  Pdf(ttf=True) draws every string with DejaVu (used
for documents that should not mix faces).  face="jp" draws with pymupdf's
built-in Japanese font (Droid Sans Fallback, shipped inside pymupdf); the
set-27 and set-32 Japanese invoices used it (set 38 uses it for its Korean invoice:
the face also covers Hangul).
Text widths come from pymupdf.Font objects for both font kinds
(pymupdf.get_text_length under-measures accented Latin-1 characters).
Pdf.text raises if a string would come closer than MARGIN to a page edge,
so no text runs off the page.
Everything is deterministic: fixed metadata dates, no new PDF ids, no clock,
no randomness."""

import os
from decimal import ROUND_HALF_UP, Decimal

import pymupdf

CREATOR = "blind_extraction38 make_docs.py"
FIXED_DATE = "D:20250101000000Z"
MARGIN = 14  # no text closer than this to a page edge (checked in Pdf.text)
DEJAVU_DIR = "/usr/share/fonts/truetype/dejavu"
_TTF = {
    ("sans", False): "DejaVuSans.ttf",
    ("sans", True): "DejaVuSans-Bold.ttf",
    ("serif", False): "DejaVuSerif.ttf",
    ("serif", True): "DejaVuSerif-Bold.ttf",
    ("mono", False): "DejaVuSansMono.ttf",
    ("mono", True): "DejaVuSansMono-Bold.ttf",
}
_B14 = {
    ("sans", False): "helv",
    ("sans", True): "hebo",
    ("serif", False): "tiro",
    ("serif", True): "tibo",
    ("mono", False): "cour",
    ("mono", True): "cobo",
}
_FONT_CACHE = {}
_B14_CACHE = {}


def _ttf(face, bold):
    key = (face, bold)
    if key not in _FONT_CACHE:
        path = os.path.join(DEJAVU_DIR, _TTF[key])
        if not os.path.exists(path):
            raise SystemExit(f"missing font {path}: install fonts-dejavu-core (output would differ)")
        _FONT_CACHE[key] = pymupdf.Font(fontfile=path)
    return _FONT_CACHE[key]


def require_dejavu():
    """Stop before building anything if a DejaVu face is missing (the output would differ)."""
    for key in _TTF:
        _ttf(*key)


def _latin1(s):
    try:
        s.encode("latin-1")
        return True
    except UnicodeEncodeError:
        return False


def _b14(face, bold):
    key = _B14[(face, bold)]
    if key not in _B14_CACHE:
        _B14_CACHE[key] = pymupdf.Font(key)
    return _B14_CACHE[key]


def _jp():
    if "jp" not in _FONT_CACHE:
        _FONT_CACHE["jp"] = pymupdf.Font("japan")
    return _FONT_CACHE["jp"]


def width(s, size=9, bold=False, face="sans", ttf=False):
    if face == "jp":
        return _jp().text_length(s, fontsize=size)
    if _latin1(s) and not ttf:
        return _b14(face, bold).text_length(s, fontsize=size)
    return _ttf(face, bold).text_length(s, fontsize=size)


# ------------------------------------------------------------ numbers
def q(x, nd=2):
    return Decimal(str(x)).quantize(Decimal(1).scaleb(-nd), rounding=ROUND_HALF_UP)


def fmt(x, th=",", dp=".", nd=2, neg="-"):
    """Format a number: thousands separator th, decimal point dp, nd decimals.
    neg='-' prints -1,234.00; neg='()' prints (1,234.00)."""
    v = q(x, nd)
    sign = v < 0
    txt = f"{abs(v):.{nd}f}"
    ip, _, fp = txt.partition(".")
    groups = []
    while len(ip) > 3:
        groups.insert(0, ip[-3:])
        ip = ip[:-3]
    body = th.join([ip] + groups) + (dp + fp if nd else "")
    if sign:
        return "(" + body + ")" if neg == "()" else "-" + body
    return body


def US(x, nd=2):
    return fmt(x, ",", ".", nd)


def EU(x, nd=2):
    """German/Italian/Spanish grouping: 12.480,65"""
    return fmt(x, ".", ",", nd)


def SP(x, nd=2):
    """French/Polish/Norwegian grouping: 12 480,65"""
    return fmt(x, " ", ",", nd)


def CH(x, nd=2):
    """Swiss grouping: 12'480.65"""
    return fmt(x, "'", ".", nd)


def IN(x, nd=2):
    """Indian grouping: 12,34,567.80"""
    v = q(x, nd)
    txt = f"{abs(v):.{nd}f}"
    ip, _, fp = txt.partition(".")
    if len(ip) > 3:
        head, tail = ip[:-3], ip[-3:]
        g = []
        while len(head) > 2:
            g.insert(0, head[-2:])
            head = head[:-2]
        if head:
            g.insert(0, head)
        ip = ",".join(g + [tail])
    return ("-" if v < 0 else "") + ip + ("." + fp if nd else "")


def ACC(x, nd=0):
    """Statement figure: 1,234 / (1,234) / — for zero."""
    if q(x, nd) == 0:
        return "—"
    return fmt(x, ",", ".", nd, neg="()")


# ------------------------------------------------------------ document
class Pdf:
    """A pymupdf document with a current page and simple drawing calls.
    Coordinates are points from the top-left; y is the text baseline."""

    def __init__(self, w=612, h=792, face="sans", ttf=False):
        self.doc = pymupdf.open()
        self.w, self.h = w, h
        self.face = face
        self.ttf = ttf
        self.page = None
        self.ttf_used = False

    @property
    def pages(self):
        return self.doc.page_count

    def new_page(self):
        self.page = self.doc.new_page(width=self.w, height=self.h)
        return self.page

    # text -----------------------------------------------------------
    def text(self, x, y, s, size=9, bold=False, align="l", face=None, color=(0, 0, 0)):
        """Draw s with its baseline at y.  align l: x is the left edge; r: x is
        the right edge; c: x is the centre."""
        if s is None or s == "":
            return x
        face = face or self.face
        wd = width(s, size, bold, face, self.ttf)
        if align == "r":
            x = x - wd
        elif align == "c":
            x = x - wd / 2
        if x < MARGIN or x + wd > self.w - MARGIN or y - size < MARGIN or y > self.h - MARGIN:
            raise ValueError(f"text runs off the page: {s!r} at x={x:.1f}..{x + wd:.1f}, y={y:.1f}")
        if face == "jp":
            self.ttf_used = True
            tw = pymupdf.TextWriter(self.page.rect)
            tw.append((x, y), s, font=_jp(), fontsize=size)
            tw.write_text(self.page, color=color)
        elif _latin1(s) and not self.ttf:
            self.page.insert_text((x, y), s, fontname=_B14[(face, bold)], fontsize=size, color=color)
        else:
            self.ttf_used = True
            tw = pymupdf.TextWriter(self.page.rect)
            tw.append((x, y), s, font=_ttf(face, bold), fontsize=size)
            tw.write_text(self.page, color=color)
        return x + wd

    def row(self, y, cells, size=9, bold=False, face=None):
        """cells: list of (x, text, align)."""
        for c in cells:
            x, s = c[0], c[1]
            al = c[2] if len(c) > 2 else "l"
            self.text(x, y, s, size=size, bold=bold, align=al, face=face)

    def wrap(self, x, y, w, s, size=9, bold=False, lead=None, face=None, gap=0):
        """Word-wrap s into width w starting at baseline y; returns the next baseline."""
        lead = lead or size * 1.32
        face = face or self.face
        for para in s.split("\n"):
            words = para.split(" ")
            line = ""
            for wd in words:
                trial = (line + " " + wd).strip()
                if line and width(trial, size, bold, face, self.ttf) > w:
                    self.text(x, y, line, size, bold, face=face)
                    y += lead
                    line = wd
                else:
                    line = trial
            if line:
                self.text(x, y, line, size, bold, face=face)
            y += lead + gap
        return y

    # graphics -------------------------------------------------------
    def line(self, x0, y0, x1, y1, w=0.5, color=(0, 0, 0)):
        self.page.draw_line((x0, y0), (x1, y1), color=color, width=w)

    def hline(self, y, x0=None, x1=None, w=0.5, color=(0, 0, 0)):
        self.line(36 if x0 is None else x0, y, self.w - 36 if x1 is None else x1, y, w, color)

    def rect(self, x0, y0, x1, y1, w=0.5, fill=None, color=(0, 0, 0)):
        self.page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=color, fill=fill, width=w)

    def shade(self, x0, y0, x1, y1, g=0.9):
        self.page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=None, fill=(g, g, g), width=0)

    def field_box(self, x0, y0, x1, y1, label, value, size=9, lsize=6.5):
        """A form cell: small label at the top, value under it (value may be '')."""
        self.rect(x0, y0, x1, y1)
        self.text(x0 + 3, y0 + lsize + 2, label, lsize)
        if value:
            self.text(x0 + 3, y1 - 4, value, size)

    def footer(self, s, size=7):
        self.text(self.w / 2, self.h - 24, s, size, align="c", color=(0.3, 0.3, 0.3))

    # save -----------------------------------------------------------
    def save(self, path, title, author, subject):
        self.doc.set_metadata(
            {
                "title": title,
                "author": author,
                "subject": subject,
                "creator": CREATOR,
                "producer": "pymupdf",
                "creationDate": FIXED_DATE,
                "modDate": FIXED_DATE,
                "keywords": "",
            }
        )
        if self.ttf_used:
            self.doc.subset_fonts()
        self.doc.save(path, garbage=4, deflate=True, no_new_id=True)
        self.doc.close()
