"""Drawing, number-formatting and labelling helpers shared by the blind-4 builders.

Text that Latin-1 can encode is drawn with a Base-14 font (`insert_text`); anything else (€, ł, ₩,
Polish and Czech letters) with a TextWriter in the matching DejaVu face, written at once so that the
page's text order stays the drawing order.
"""

from decimal import ROUND_HALF_UP, Decimal

import pymupdf

CONTRACT = {
    "invoice": [
        "invoice_number",
        "invoice_date",
        "due_date",
        "vendor_name",
        "bill_to",
        "currency",
        "subtotal",
        "tax",
        "total",
        "amount_due",
    ],
    "financial_statement": [
        "company_name",
        "report_type",
        "period_end_date",
        "currency",
        "total_revenue",
        "operating_income",
        "net_income",
        "diluted_eps",
        "total_assets",
        "total_liabilities",
        "total_equity",
        "cash_and_equivalents",
    ],
    "loan_agreement": [
        "borrower",
        "lender",
        "agreement_date",
        "principal_amount",
        "interest_rate",
        "maturity_date",
        "governing_law",
        "late_charge",
    ],
    "appraisal": [
        "property_address",
        "property_type",
        "appraised_value",
        "effective_date",
        "appraiser_name",
        "client_name",
        "gross_living_area_sqft",
    ],
}
MONEY = {
    "subtotal",
    "tax",
    "total",
    "amount_due",
    "total_revenue",
    "operating_income",
    "net_income",
    "total_assets",
    "total_liabilities",
    "total_equity",
    "cash_and_equivalents",
    "principal_amount",
    "appraised_value",
}
MANIFEST_COLUMNS = ["doc_id", "doc_type", "title", "company", "ticker", "source_url", "sha256", "license"]

LETTER, A4 = (612, 792), (595, 842)
BLACK, GREY, DARK, LIGHT = (0, 0, 0), (0.45, 0.45, 0.45), (0.2, 0.2, 0.2), (0.9, 0.9, 0.9)
DEJAVU = "/usr/share/fonts/truetype/dejavu/"
_UNI_FILES = {
    "helv": "DejaVuSans.ttf",
    "hebo": "DejaVuSans-Bold.ttf",
    "heit": "DejaVuSans-Oblique.ttf",
    "tiro": "DejaVuSerif.ttf",
    "tibo": "DejaVuSerif-Bold.ttf",
    "tiit": "DejaVuSerif-Italic.ttf",
    "cour": "DejaVuSansMono.ttf",
    "cobo": "DejaVuSansMono-Bold.ttf",
}
_UNI = {}
D = Decimal


def _uni(font):
    if font not in _UNI:
        _UNI[font] = pymupdf.Font(fontfile=DEJAVU + _UNI_FILES[font])
    return _UNI[font]


def latin1(s):
    try:
        s.encode("latin-1")
    except UnicodeEncodeError:
        return False
    return True


def width(s, size=9, font="helv"):
    if latin1(s):
        return pymupdf.get_text_length(s, fontname=font, fontsize=size)
    return _uni(font).text_length(s, fontsize=size)


class Page:
    def __init__(self, page):
        self.p = page
        self.w, self.h = page.rect.width, page.rect.height

    def text(self, x, y, s, size=9, font="helv", color=BLACK, align="l"):
        """Draw one line; align l/r/c relative to x. Returns the right edge."""
        if not s:
            return x
        w = width(s, size, font)
        x = x - w if align == "r" else x - w / 2 if align == "c" else x
        if latin1(s):
            self.p.insert_text((x, y), s, fontname=font, fontsize=size, color=color)
        else:
            tw = pymupdf.TextWriter(self.p.rect, color=color)
            tw.append((x, y), s, font=_uni(font), fontsize=size)
            tw.write_text(self.p)
        return x + w

    def line(self, x0, y0, x1, y1, w=0.5, color=BLACK):
        self.p.draw_line((x0, y0), (x1, y1), color=color, width=w)

    def box(self, x0, y0, x1, y1, w=0.5, color=BLACK, fill=None):
        self.p.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=color, fill=fill, width=w)

    def para(self, x, y, wid, s, size=9, font="tiro", lead=None, color=BLACK, indent=0):
        """Word-wrapped paragraph (no hyphenation); returns the y below it."""
        lead = lead or size * 1.32
        line, first = "", True
        for word in s.split():
            trial = f"{line} {word}" if line else word
            if width(trial, size, font) > wid - (indent if first else 0) and line:
                self.text(x + (indent if first else 0), y, line, size, font, color)
                y, line, first = y + lead, word, False
            else:
                line = trial
        if line:
            self.text(x + (indent if first else 0), y, line, size, font, color)
            y += lead
        return y

    def row(self, y, cells, size=8.5, font="helv", color=BLACK):
        """cells: (x, text, align) drawn left to right in the given order."""
        for x, s, a in cells:
            self.text(x, y, s, size, font, color, a)

    def table(
        self,
        y,
        cols,
        rows,
        size=8.5,
        font="helv",
        lead=12.5,
        header=None,
        hfont="hebo",
        hfill=LIGHT,
        rule=None,
    ):
        """cols: [(x, align)] with x the left edge ("l") or right edge ("r"). Returns y below."""
        x0 = min(c[0] for c in cols) - 4
        x1 = rule or max(c[0] for c in cols) + 4
        if header:
            hl = header if isinstance(header[0], (list, tuple)) else [header]
            self.box(x0, y - size - 3, x1, y - size - 3 + lead * len(hl) + 2, w=0.3, fill=hfill)
            for h in hl:
                self.row(y, [(c[0], t, c[1]) for c, t in zip(cols, h, strict=False)], size, hfont)
                y += lead
            y += 2
        for r in rows:
            self.row(y, [(c[0], t, c[1]) for c, t in zip(cols, r, strict=False)], size, font)
            y += lead
        self.line(x0, y - lead + 4, x1, y - lead + 4, 0.3, GREY)
        return y


class Doc:
    def __init__(self, title, author, size=LETTER):
        self.doc = pymupdf.open()
        self.title, self.author, self.size = title, author, size

    def page(self, size=None):
        w, h = size or self.size
        return Page(self.doc.new_page(width=w, height=h))

    def footer(self, text_fn, size=7, font="helv"):
        n = len(self.doc)
        for i, p in enumerate(self.doc):
            s = text_fn(i + 1, n)
            Page(p).text(p.rect.width / 2, p.rect.height - 28, s, size, font, GREY, "c")

    def save(self, path):
        self.doc.set_metadata(
            {
                "title": self.title,
                "author": self.author,
                "subject": "",
                "keywords": "",
                "creator": "blind_extraction4/make_docs.py",
                "producer": "PyMuPDF",
                "creationDate": "D:20260101000000Z",
                "modDate": "D:20260101000000Z",
            }
        )
        self.doc.subset_fonts()
        self.doc.save(path, garbage=3, deflate=True, no_new_id=True)
        self.doc.close()


# ---------------------------------------------------------------- numbers


def q2(x, places="0.01"):
    return D(x).quantize(D(places), rounding=ROUND_HALF_UP)


def num(v, dec=2, style="us", neg="-"):
    """Format a number: us 1,234.56 | eu 1.234,56 | sp 1 234,56 | ch 1'234.56; neg '-' or '()'."""
    v = D(v)
    s = f"{abs(v):,.{dec}f}"
    if style == "eu":
        s = s.replace(",", "\0").replace(".", ",").replace("\0", ".")
    elif style == "sp":
        s = s.replace(",", " ").replace(".", ",")
    elif style == "ch":
        s = s.replace(",", "'")
    if v < 0:
        s = f"({s})" if neg == "()" else f"-{s}"
    return s


def usd(v, dec=2):
    v = D(v)
    return f"-${num(-v, dec)}" if v < 0 else f"${num(v, dec)}"


def acct(v, dec=0, style="us", dash="-"):
    """Statement style: bracketed negatives, a dash for zero/None."""
    if v is None or D(v) == 0:
        return dash
    return num(v, dec, style, "()")


# ---------------------------------------------------------------- labels


def F(value, page, quote):
    return {"value": value, "page": page, "quote": quote}


def N():
    return {"value": None, "page": None, "quote": None}


class Built:
    """One generated document: its drawing and its hand-written labels."""

    def __init__(self, doc_id, doc_type, title, company, doc, fields, notes):
        assert doc_id.startswith("b4_"), doc_id
        assert list(fields) == CONTRACT[doc_type], (doc_id, list(fields))
        self.doc_id, self.doc_type, self.title, self.company = doc_id, doc_type, title, company
        self.doc, self.fields, self.notes = doc, fields, notes

    def label(self):
        return {"doc_id": self.doc_id, "doc_type": self.doc_type, "fields": self.fields, "notes": self.notes}


def agree(fields, name, printed, computed, scale=1):
    """Assert that a hand-written label agrees with the arithmetic the builder printed.

    printed: the figure string drawn on the page (must occur in the label's quote);
    computed: the builder's own arithmetic for it, times scale, must equal the label value."""
    f = fields[name]
    assert printed in f["quote"], (name, printed, f["quote"])
    assert D(str(f["value"])) == D(computed) * scale, (name, f["value"], computed, scale)


# ---------------------------------------------------------------- statements


def statement(pg, y, rows, xs, size=8.3, lead=12.2, x_label=44, font="helv", bold="hebo", colw=52):
    """Draw a financial-statement table.

    rows: (label, values, flags). Leading spaces in the label indent it (4 pt each); values are
    already-formatted strings, one per x in xs (right edges), or None for a heading row.
    flags: 'b' bold, 't' single rule above the values, 'T' double rule below the values."""
    for label, vals, flags in rows:
        f = bold if "b" in flags else font
        ind = len(label) - len(label.lstrip(" "))
        if "t" in flags:
            for x in xs:
                pg.line(x - colw, y - size - 1.5, x, y - size - 1.5, 0.4)
        pg.text(x_label + 4 * ind, y, label.strip(), size, f)
        for x, v in zip(xs, vals or [], strict=False):
            pg.text(x, y, v, size, f, align="r")
        if "T" in flags:
            for x in xs:
                pg.line(x - colw, y + 2.5, x, y + 2.5, 0.4)
                pg.line(x - colw, y + 4, x, y + 4, 0.4)
        y += lead
    return y


def col_heads(pg, y, xs, lines, size=8, font="hebo", colw=52):
    """Column headings: lines is a list of tuples, one string per column (may be '')."""
    for ln in lines:
        for x, s in zip(xs, ln, strict=False):
            pg.text(x - colw / 2 + 2, y, s, size, font, align="c")
        y += size + 2.5
    for x in xs:
        pg.line(x - colw, y - size + 1, x, y - size + 1, 0.4)
    return y + 4


class Flow:
    """Running text with explicit page breaks; raises instead of overflowing a page."""

    def __init__(self, doc, margin=72, top=72, bottom=730, size=10, font="tiro", lead=None):
        self.doc, self.m, self.top, self.bottom = doc, margin, top, bottom
        self.size, self.font, self.lead = size, font, lead or size * 1.35
        self.pg, self.y = None, top

    def new_page(self):
        self.pg, self.y = self.doc.page(), self.top
        return self.pg

    def p(self, s, gap=6, size=None, font=None, indent=0, align="l"):
        size, font = size or self.size, font or self.font
        w = self.pg.w - 2 * self.m
        if align == "c":
            self.pg.text(self.pg.w / 2, self.y, s, size, font, align="c")
            self.y += size * 1.35
        else:
            self.y = self.pg.para(self.m, self.y, w, s, size, font, lead=size * 1.35, indent=indent)
        assert self.y <= self.bottom, f"page overflow: {s[:40]!r}"
        self.y += gap
        return self.y

    def skip(self, h):
        self.y += h
