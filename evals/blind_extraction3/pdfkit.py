"""Drawing and labelling helpers for the third blind extraction set (PyMuPDF only).

Every document is drawn with explicit coordinates; its labels are written by hand with
``Doc.f(field, value, page, quote)`` / ``Doc.null(field)`` next to the code that prints the
evidence, and are never read back from the PDF.
"""

import hashlib
import json
import os

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
LETTER = (612, 792)
A4 = (595, 842)
FIXED_DATE = "D:20240601120000Z"
DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
DEJAVU_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
_FONTS = {}


def _font(name):
    """A pymupdf.Font for TextWriter output (characters outside Latin-1)."""
    if name not in _FONTS:
        if name == "dejavu":
            _FONTS[name] = pymupdf.Font(fontfile=DEJAVU)
        elif name == "dejavu-bold":
            _FONTS[name] = pymupdf.Font(fontfile=DEJAVU_BOLD)
        else:
            _FONTS[name] = pymupdf.Font(name)
    return _FONTS[name]


# ---------------------------------------------------------------- number formats
def us(x, dec=2):
    """1,234.56"""
    return f"{x:,.{dec}f}"


def eu(x, dec=2):
    """1.234,56"""
    return us(x, dec).replace(",", "\0").replace(".", ",").replace("\0", ".")


def ch(x, dec=2):
    """1'234.56"""
    return us(x, dec).replace(",", "'")


def ind(x, dec=2):
    """1,23,456.78 (Indian grouping)"""
    whole, _, frac = f"{x:.{dec}f}".partition(".")
    head, groups = whole[:-3], [whole[-3:]]
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    return ",".join(groups) + ("." + frac if frac else "")


def par(x, dec=0, fmt=us):
    """Statement style: (1,234) for negatives."""
    return f"({fmt(-x, dec)})" if x < 0 else fmt(x, dec)


def r2(x):
    return round(x + 0.0, 2)


def same(a, b):
    """Assert printed arithmetic (to the cent)."""
    assert abs(a - b) < 0.005, (a, b)


# ---------------------------------------------------------------- the document
class Doc:
    def __init__(self, doc_id, doc_type, title, company, size=LETTER):
        assert doc_id.startswith("b3_") and doc_type in CONTRACT
        self.doc_id, self.doc_type, self.title, self.company = doc_id, doc_type, title, company
        self.size = size
        self.pdf = pymupdf.open()
        self.page = None
        self.labels = {}
        self.notes = ""

    # pages ---------------------------------------------------------------
    def new_page(self, size=None):
        w, h = size or self.size
        self.page = self.pdf.new_page(width=w, height=h)
        return len(self.pdf)

    @property
    def width(self):
        return self.page.rect.width

    # text ----------------------------------------------------------------
    @staticmethod
    def tlen(s, size=9, font="helv"):
        if all(ord(c) < 256 for c in s):
            return pymupdf.get_text_length(s, fontname=font, fontsize=size)
        return _font(_uni(s, font)).text_length(s, fontsize=size)

    def t(self, x, y, s, size=9, font="helv", color=(0, 0, 0), align="l"):
        """Draw one line of text with its baseline at y; align l/r/c relative to x."""
        s = str(s)
        w = self.tlen(s, size, font)
        if align == "r":
            x -= w
        elif align == "c":
            x -= w / 2
        if all(ord(c) < 256 for c in s):
            self.page.insert_text((x, y), s, fontname=font, fontsize=size, color=color)
        else:
            tw = pymupdf.TextWriter(self.page.rect)
            tw.append((x, y), s, font=_font(_uni(s, font)), fontsize=size)
            tw.write_text(self.page, color=color)
        return y

    def lines(self, x, y, rows, size=9, font="helv", lead=None, color=(0, 0, 0)):
        """Several left-aligned lines; returns the y after the last one."""
        lead = lead or size * 1.35
        for s in rows:
            self.t(x, y, s, size, font, color)
            y += lead
        return y

    def para(self, x, y, text, width, size=9, font="tiro", lead=None):
        """A wrapped paragraph (greedy by words); returns the y after it."""
        lead = lead or size * 1.4
        line = ""
        for word in text.split():
            cand = f"{line} {word}".strip()
            if line and self.tlen(cand, size, font) > width:
                self.t(x, y, line, size, font)
                y += lead
                line = word
            else:
                line = cand
        if line:
            self.t(x, y, line, size, font)
            y += lead
        return y

    def row(self, y, cells, size=9, font="helv"):
        """cells: (x, text, align) tuples drawn left to right on one baseline."""
        for x, s, a in cells:
            self.t(x, y, s, size, font, align=a)
        return y

    def table(self, y, cols, rows, size=8.5, font="helv", lead=None, head=None):
        """cols: (x, align) per column; rows: lists of strings; head: bold header row."""
        lead = lead or size * 1.55
        if head:
            self.row(y, [(x, h, a) for (x, a), h in zip(cols, head, strict=True)], size, "hebo")
            self.hline(cols[0][0] - 2, self.width - 40, y + 3)
            y += lead + 2
        for r in rows:
            self.row(y, [(x, c, a) for (x, a), c in zip(cols, r, strict=True)], size, font)
            y += lead
        return y

    # drawing ---------------------------------------------------------------
    def hline(self, x0, x1, y, w=0.5, color=(0, 0, 0)):
        self.page.draw_line((x0, y), (x1, y), color=color, width=w)

    def box(self, x0, y0, x1, y1, fill=None, color=(0, 0, 0), w=0.5):
        self.page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=color, fill=fill, width=w)

    # labels ----------------------------------------------------------------
    def f(self, field, value, page, quote):
        assert field in CONTRACT[self.doc_type] and field not in self.labels, field
        assert value is not None and isinstance(page, int) and quote
        if field in MONEY and isinstance(value, float) and value.is_integer() and abs(value) >= 1e6:
            value = int(value)
        self.labels[field] = {"value": value, "page": page, "quote": " ".join(quote.split())}

    def null(self, field):
        assert field in CONTRACT[self.doc_type] and field not in self.labels, field
        self.labels[field] = {"value": None, "page": None, "quote": None}

    # output ----------------------------------------------------------------
    def save(self, out):
        missing = [k for k in CONTRACT[self.doc_type] if k not in self.labels]
        assert not missing, (self.doc_id, missing)
        assert self.notes.strip(), self.doc_id
        self.pdf.set_metadata(
            {
                "title": self.title,
                "author": "blind_extraction3 generator",
                "subject": "fictional document (generated, CC0)",
                "keywords": "",
                "creator": "evals/blind_extraction3/make_docs.py",
                "producer": "PyMuPDF",
                "creationDate": FIXED_DATE,
                "modDate": FIXED_DATE,
            }
        )
        pdf_path = os.path.join(out, "raw", f"{self.doc_id}.pdf")
        self.pdf.save(pdf_path, garbage=3, deflate=True, no_new_id=True)
        self.pdf.close()
        label = {
            "doc_id": self.doc_id,
            "doc_type": self.doc_type,
            "fields": {k: self.labels[k] for k in CONTRACT[self.doc_type]},
            "notes": self.notes.strip(),
        }
        with open(os.path.join(out, "labels", f"{self.doc_id}.json"), "w", encoding="utf-8") as fh:
            json.dump(label, fh, indent=2, ensure_ascii=False)
            fh.write("\n")
        with open(pdf_path, "rb") as fh:
            sha = hashlib.sha256(fh.read()).hexdigest()
        return {
            "doc_id": self.doc_id,
            "doc_type": self.doc_type,
            "title": self.title,
            "company": self.company,
            "ticker": "",
            "source_url": f"https://example.invalid/blind3/{self.doc_id}.pdf",
            "sha256": sha,
            "license": "generated (CC0)",
        }


def _uni(s, font):
    """Font for a non-Latin-1 string: the Base-14 face if it has every glyph, else DejaVu."""
    bold = font in ("hebo", "tibo", "cobo")
    base = _font(font)
    if all(base.has_glyph(ord(c)) for c in s):
        return font
    return "dejavu-bold" if bold else "dejavu"
