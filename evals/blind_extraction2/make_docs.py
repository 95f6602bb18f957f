#!/usr/bin/env python3
"""Second blind extraction set: 22 fictional documents drawn with PyMuPDF, labelled by hand.

    python evals/blind_extraction2/make_docs.py --out /tmp/blind_extraction2

writes OUT/raw/<doc_id>.pdf, OUT/labels/<doc_id>.json and OUT/manifest.csv.

Written from the field contract (shared/spec/extraction.md) and the label format only, without
reading the extraction system. Every label is typed by hand next to the code that prints its
evidence (``d.f(field, value, page, quote)``); nothing is read back from the PDFs. Arithmetic that
the documents print (subtotal + tax = total, assets = liabilities + equity, ...) is asserted.
Deterministic: no randomness, fixed PDF metadata, no new /ID, so two runs are byte-identical.
"""

import argparse
import csv
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
BLACK = (0, 0, 0)
WHITE = (1, 1, 1)
GREY = (0.45, 0.45, 0.45)
LIGHT = (0.92, 0.92, 0.92)
NAVY = (0.09, 0.18, 0.36)
TEAL = (0.0, 0.42, 0.45)
MAROON = (0.45, 0.08, 0.12)
GREEN = (0.13, 0.38, 0.17)
FONTS = {}


# ---------------------------------------------------------------- number formats (printing only)
def us(x, dec=2):
    """1,234.50"""
    return f"{x:,.{dec}f}"


def eu(x, dec=2):
    """1.234,50"""
    return us(x, dec).replace(",", "\0").replace(".", ",").replace("\0", ".")


def sp(x, dec=2):
    """1 234,50"""
    return us(x, dec).replace(",", " ").replace(".", ",")


def ch(x, dec=2):
    """1'234.50"""
    return us(x, dec).replace(",", "'")


def inr(x):
    """Indian grouping: 1,24,500.00"""
    whole, frac = f"{x:.2f}".split(".")
    head, tail = whole[:-3], whole[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    return ",".join(groups + [tail]) + "." + frac


def acct(x, dec=0):
    """statement style: 1,234 / (1,234) / —"""
    if x == 0:
        return "—"
    return f"({us(-x, dec)})" if x < 0 else us(x, dec)


def cents(x):
    return round(x + 1e-9, 2)


# ---------------------------------------------------------------- document builder
class Doc:
    def __init__(self, doc_id, doc_type, title, company, size=LETTER):
        assert doc_id.startswith("b2_")
        self.doc_id, self.doc_type, self.title, self.company = doc_id, doc_type, title, company
        self.size = size
        self.pdf = pymupdf.open()
        self.p = None
        self.labels = {}
        self.notes = []

    # drawing ---------------------------------------------------------------
    def page(self, size=None):
        w, h = size or self.size
        self.p = self.pdf.new_page(width=w, height=h)
        return self.pdf.page_count

    @property
    def W(self):
        return self.p.rect.width

    @property
    def H(self):
        return self.p.rect.height

    @staticmethod
    def width(s, font="helv", size=9):
        if all(ord(c) < 256 for c in s):
            return pymupdf.get_text_length(s, fontname=font, fontsize=size)
        return font_obj(font).text_length(s, fontsize=size)

    def t(self, x, y, s, size=9, font="helv", align="l", color=BLACK):
        """One line of text at baseline y; align l (x = left), r (x = right edge), c (x = centre)."""
        w = self.width(s, font, size)
        if align == "r":
            x -= w
        elif align == "c":
            x -= w / 2
        if all(ord(c) < 256 for c in s):
            self.p.insert_text((x, y), s, fontname=font, fontsize=size, color=color)
        else:  # € and other non-Latin-1 characters: embedded font through a TextWriter
            tw = pymupdf.TextWriter(self.p.rect, color=color)
            tw.append((x, y), s, font=font_obj(font), fontsize=size)
            tw.write_text(self.p)
        return w

    def lines(self, x, y, rows, size=9, font="helv", lead=None, align="l", color=BLACK, first_font=None):
        """Several lines; returns the baseline after the last one."""
        lead = lead or size * 1.3
        for i, s in enumerate(rows):
            self.t(x, y, s, size, first_font if (i == 0 and first_font) else font, align, color)
            y += lead
        return y

    def para(self, x0, y0, x1, text, size=10, font="tiro", align=0, lead=1.25, color=BLACK):
        """Wrapped paragraph (Latin-1 only); returns the y below it."""
        h = self.H - 40 - y0
        rv = self.p.insert_textbox(
            pymupdf.Rect(x0, y0, x1, y0 + h),
            text,
            fontname=font,
            fontsize=size,
            align=align,
            lineheight=lead,
            color=color,
        )
        assert rv >= 0, (self.doc_id, text[:60])
        return y0 + h - rv

    def hline(self, x0, x1, y, width=0.6, color=BLACK):
        self.p.draw_line((x0, y), (x1, y), color=color, width=width)

    def vline(self, x, y0, y1, width=0.6, color=BLACK):
        self.p.draw_line((x, y0), (x, y1), color=color, width=width)

    def box(self, x0, y0, x1, y1, fill=None, color=BLACK, width=0.6):
        self.p.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=color, fill=fill, width=width)

    def table(
        self,
        cols,
        y,
        rows,
        x0,
        x1,
        size=9,
        font="helv",
        hfont="hebo",
        row_h=None,
        rules="head",
        hfill=None,
        hcolor=BLACK,
        vlines=None,
        bold_rows=(),
    ):
        """cols: [(header, x, align)] with x the left edge (l), right edge (r) or centre (c).

        Headers may span lines with '\\n'. rules: 'head' (line under the header), 'all' (every row),
        'none'. Returns the y below the last row."""
        row_h = row_h or size * 1.6
        nhead = max(h.count("\n") + 1 for h, _, _ in cols)
        top = y
        if hfill is not None:
            self.box(x0, y, x1, y + nhead * size * 1.25 + size * 0.8, fill=hfill, color=None)
        for h, x, a in cols:
            for i, part in enumerate(h.split("\n")):
                off = nhead - h.count("\n") - 1
                self.t(x, y + (off + i + 1) * size * 1.25, part, size, hfont, a, hcolor)
        y += nhead * size * 1.25 + size * 0.8
        if rules != "none":
            self.hline(x0, x1, y, 0.8)
        for r, row in enumerate(rows):
            f = "hebo" if r in bold_rows else font
            for (_h, x, a), cell in zip(cols, row, strict=True):
                if cell:
                    self.t(x, y + row_h * 0.7, cell, size, f, a)
            y += row_h
            if rules == "all":
                self.hline(x0, x1, y, 0.4, GREY)
        if vlines:
            for x in vlines:
                self.vline(x, top, y, 0.4, GREY)
        return y

    # labels ----------------------------------------------------------------
    def f(self, field, value, page, quote):
        assert field in CONTRACT[self.doc_type], field
        assert field not in self.labels, field
        assert value is not None and page is not None and quote
        self.labels[field] = {"value": value, "page": page, "quote": quote}

    def null(self, field):
        assert field in CONTRACT[self.doc_type], field
        assert field not in self.labels, field
        self.labels[field] = {"value": None, "page": None, "quote": None}

    def note(self, s):
        self.notes.append(s)

    # output ----------------------------------------------------------------
    def save(self, out):
        order = CONTRACT[self.doc_type]
        missing = [k for k in order if k not in self.labels]
        assert not missing, (self.doc_id, missing)
        assert self.notes, self.doc_id
        self.pdf.set_metadata(
            {
                "title": self.title,
                "author": self.company,
                "subject": "",
                "keywords": "",
                "creator": "blind_extraction2/make_docs.py",
                "producer": "PyMuPDF",
                "creationDate": "D:20241201000000Z",
                "modDate": "D:20241201000000Z",
            }
        )
        pdf_path = os.path.join(out, "raw", f"{self.doc_id}.pdf")
        self.pdf.save(pdf_path, garbage=3, deflate=True, no_new_id=True)
        self.pdf.close()
        label = {
            "doc_id": self.doc_id,
            "doc_type": self.doc_type,
            "fields": {k: self.labels[k] for k in order},
            "notes": " ".join(self.notes),
        }
        with open(os.path.join(out, "labels", f"{self.doc_id}.json"), "w", encoding="utf-8") as fh:
            json.dump(label, fh, indent=2, ensure_ascii=False)
            fh.write("\n")
        with open(pdf_path, "rb") as fh:
            digest = hashlib.sha256(fh.read()).hexdigest()
        return {
            "doc_id": self.doc_id,
            "doc_type": self.doc_type,
            "title": self.title,
            "company": self.company,
            "ticker": "",
            "source_url": f"https://example.invalid/blind2/{self.doc_id}.pdf",
            "sha256": digest,
            "license": "generated (CC0)",
        }


def font_obj(name):
    if name not in FONTS:
        FONTS[name] = pymupdf.Font(name)
    return FONTS[name]


def item_rows(items, fmt=us, qty_fmt=None):
    """items: (code, description, qty, unit price) -> printed rows and their amounts."""
    rows, amounts = [], []
    for code, desc, qty, price in items:
        amount = cents(qty * price)
        amounts.append(amount)
        q = qty_fmt(qty) if qty_fmt else (f"{qty:g}")
        rows.append([code, desc, q, fmt(price), fmt(amount)])
    return rows, amounts


DOCS = []


def doc(fn):
    DOCS.append(fn)
    return fn


# ================================================================ invoices
@doc
def inv_01():
    """US marine supplier: letterhead band, 'Invoice #' info block, Bill To / Ship To, payment on account."""
    d = Doc("b2_inv_01", "invoice", "Invoice HPM-24-01187", "Harbor Point Marine Supply, Inc.")
    pg = d.page()
    d.box(0, 0, d.W, 74, fill=NAVY, color=None)
    d.t(40, 40, "HARBOR POINT MARINE SUPPLY", 19, "hebo", color=WHITE)
    d.t(40, 58, "Chandlery  ·  Rigging  ·  Marine Electrical", 9, "heit", color=WHITE)
    d.lines(572, 34, ["2207 Wharf Road", "Portland, ME 04101", "(207) 555-0148"], 8.5, align="r", color=WHITE)

    d.t(40, 118, "INVOICE", 24, "hebo", color=NAVY)
    info = [
        ("Invoice #", "HPM-24-01187"),
        ("Invoice Date", "04/12/2024"),
        ("Customer ID", "C-3310"),
        ("PO Number", "PO-88213"),
        ("Terms", "Net 30"),
        ("Due Date", "05/12/2024"),
    ]
    y = 98
    for k, v in info:
        d.t(390, y, k, 9, "hebo")
        d.t(572, y, v, 9, align="r")
        y += 14
    d.f("invoice_number", "HPM-24-01187", pg, "Invoice # HPM-24-01187")
    d.f("invoice_date", "2024-04-12", pg, "Invoice Date 04/12/2024")
    d.f("due_date", "2024-05-12", pg, "Due Date 05/12/2024")

    d.box(40, 196, 296, 212, fill=LIGHT, color=None)
    d.box(316, 196, 572, 212, fill=LIGHT, color=None)
    d.t(46, 207, "BILL TO", 9, "hebo")
    d.lines(
        46,
        226,
        ["Cascade Charter Boats LLC", "Attn: Renee Lachance", "88 Commercial Street", "Rockland, ME 04841"],
        9.5,
    )
    d.t(322, 207, "SHIP TO", 9, "hebo")
    d.lines(
        322,
        226,
        ["Fenwick Boatworks", "c/o Yard Office - Slip 14", "3 Boatyard Lane", "Camden, ME 04843"],
        9.5,
    )
    d.f("bill_to", "Cascade Charter Boats LLC", pg, "BILL TO Cascade Charter Boats LLC")

    d.t(40, 300, "Ship Date: 04/10/2024      Ship Via: LTL freight      Sales Rep: T. Moody", 8.5, color=GREY)

    items = [
        ("SC-08", "Stainless cleat, 8 in.", 12, 18.45),
        ("DL-5825", "Nylon dock line 5/8 in. x 25 ft", 10, 42.90),
        ("BP-1100", "Bilge pump 1100 GPH, automatic", 3, 189.00),
        ("BAT-31A", "Marine battery group 31 AGM", 2, 389.95),
        ("SP-3050", "Shore power cord 30A, 50 ft", 1, 276.30),
        ("FRT", "Freight - LTL delivery", 1, 145.00),
    ]
    rows, amounts = item_rows(items)
    cols = [
        ("Item No.", 44, "l"),
        ("Description", 120, "l"),
        ("Qty", 380, "r"),
        ("Unit Price", 470, "r"),
        ("Amount", 568, "r"),
    ]
    y = d.table(cols, 312, rows, 40, 572, size=9, rules="all", hfill=NAVY, hcolor=WHITE, row_h=18)
    subtotal, tax, total, paid, balance = 2418.60, 133.02, 2551.62, 500.00, 2051.62
    assert cents(sum(amounts)) == subtotal
    assert (
        cents(subtotal * 0.055) == tax and cents(subtotal + tax) == total and cents(total - paid) == balance
    )

    y += 22
    for k, v, bold in [
        ("Subtotal", "2,418.60", False),
        ("Sales Tax (5.5%)", "133.02", False),
        ("Total", "$2,551.62", True),
        ("Payments/Credits", "-500.00", False),
        ("Balance Due", "$2,051.62", True),
    ]:
        if k == "Balance Due":
            d.box(392, y - 13, 572, y + 5, fill=LIGHT, color=NAVY)
        d.t(400, y, k, 9.5, "hebo" if bold else "helv")
        d.t(566, y, v, 9.5, "hebo" if bold else "helv", align="r")
        y += 20
    d.f("subtotal", 2418.60, pg, "Subtotal 2,418.60")
    d.f("tax", 133.02, pg, "Sales Tax (5.5%) 133.02")
    d.f("total", 2551.62, pg, "Total $2,551.62")
    d.f("amount_due", 2051.62, pg, "Balance Due $2,051.62")
    d.f("currency", "USD", pg, "Total $2,551.62")

    d.t(40, 470, "Payment received 04/02/2024 (deposit, check #4471): $500.00", 8.5, color=GREY)
    d.hline(40, 572, 700, 0.5, GREY)
    d.t(306, 716, "Make checks payable to Harbor Point Marine Supply, Inc.", 9, "hebo", align="c")
    d.t(
        306,
        730,
        "Returns accepted within 30 days with receipt. A 15% restocking fee applies to special orders.",
        8,
        align="c",
        color=GREY,
    )
    d.f(
        "vendor_name",
        "Harbor Point Marine Supply, Inc.",
        pg,
        "Make checks payable to Harbor Point Marine Supply, Inc.",
    )
    d.note(
        "vendor = the letterhead company, full name from the payee line. bill_to = the Bill To company "
        "(Ship To is a boatyard). currency: bare $ = USD. subtotal + tax = total; the $500 deposit makes "
        "'Balance Due' an amount_due printed separately from the total. Ship date and deposit date are "
        "distractors."
    )
    return d


@doc
def inv_02():
    """German GmbH: DIN letter with address window, German labels, day-first dates, € amounts, Skonto."""
    d = Doc("b2_inv_02", "invoice", "Rechnung RE-2024-0412", "Kessler & Brandt Feinmechanik GmbH", A4)
    pg = d.page()
    d.t(555, 52, "KESSLER & BRANDT", 17, "hebo", align="r", color=MAROON)
    d.t(555, 66, "Feinmechanik  |  Vorrichtungsbau  |  Baugruppen", 8, align="r", color=GREY)
    d.hline(40, 555, 76, 1.2, MAROON)
    d.t(57, 128, "Kessler & Brandt Feinmechanik GmbH · Industriestr. 14 · 70565 Stuttgart", 6.5, color=GREY)
    d.hline(57, 300, 131, 0.3, GREY)
    d.lines(
        57,
        146,
        [
            "Vogt Antriebstechnik AG",
            "z. Hd. Herrn Martin Vogt",
            "Basler Landstraße 212",
            "79111 Freiburg im Breisgau",
        ],
        10,
    )
    d.f("bill_to", "Vogt Antriebstechnik AG", pg, "Vogt Antriebstechnik AG z. Hd. Herrn Martin Vogt")

    rows = [
        ("Rechnungs-Nr.", "RE-2024-0412"),
        ("Rechnungsdatum", "12.03.2024"),
        ("Lieferdatum", "08.03.2024"),
        ("Kunden-Nr.", "10448"),
        ("Ihre Bestellung", "4500178812"),
        ("Bestelldatum", "01.03.2024"),
        ("Ansprechpartner", "S. Brandt"),
    ]
    y = 128
    for k, v in rows:
        d.t(360, y, k, 8.5, color=GREY)
        d.t(555, y, v, 8.5, "hebo" if k == "Rechnungs-Nr." else "helv", align="r")
        y += 13
    d.f("invoice_number", "RE-2024-0412", pg, "Rechnungs-Nr. RE-2024-0412")
    d.f("invoice_date", "2024-03-12", pg, "Rechnungsdatum 12.03.2024")

    d.t(57, 262, "Rechnung", 15, "hebo")
    d.t(57, 282, "Sehr geehrter Herr Vogt,", 9.5)
    d.t(57, 296, "für die folgenden Lieferungen und Leistungen erlauben wir uns zu berechnen:", 9.5)
    items = [
        ("1", "Präzisionswelle Ø 12 h6, L = 240 mm, 1.4305", 40, 38.50),
        ("2", "Distanzhülse 12 x 20 x 15, Stahl verzinkt", 120, 4.75),
        ("3", "Lagerbock Aluminium, eloxiert", 6, 215.00),
        ("4", "Vorrichtungsbau Sonderanfertigung (pauschal)", 1, 1460.00),
    ]
    rows, amounts = item_rows(items, eu)
    rows = [[r[0], r[1], r[2] + (" psch" if r[0] == "4" else " Stk"), r[3], r[4]] for r in rows]
    cols = [
        ("Pos.", 57, "l"),
        ("Bezeichnung", 85, "l"),
        ("Menge", 372, "r"),
        ("Einzelpreis €", 460, "r"),
        ("Gesamt €", 552, "r"),
    ]
    y = d.table(cols, 310, rows, 55, 555, size=9, rules="head", row_h=17)
    d.hline(55, 555, y + 2, 0.5)
    net, vat, gross, skonto = 4860.00, 923.40, 5783.40, 115.67
    assert cents(sum(amounts)) == net and cents(net * 0.19) == vat and cents(net + vat) == gross
    assert cents(gross * 0.02) == skonto
    y += 20
    d.t(360, y, "Summe netto", 9.5)
    d.t(552, y, "4.860,00 €", 9.5, align="r")
    d.t(360, y + 15, "zzgl. 19 % USt.", 9.5)
    d.t(552, y + 15, "923,40 €", 9.5, align="r")
    d.hline(360, 555, y + 21, 0.8)
    d.t(360, y + 35, "Rechnungsbetrag", 10.5, "hebo")
    d.t(552, y + 35, "5.783,40 €", 10.5, "hebo", align="r")
    d.hline(360, 555, y + 40, 0.8)
    d.hline(360, 555, y + 42, 0.8)
    d.f("subtotal", 4860.00, pg, "Summe netto 4.860,00 €")
    d.f("tax", 923.40, pg, "zzgl. 19 % USt. 923,40 €")
    d.f("total", 5783.40, pg, "Rechnungsbetrag 5.783,40 €")
    d.f("currency", "EUR", pg, "Rechnungsbetrag 5.783,40 €")
    d.null("amount_due")

    y += 72
    y = d.lines(
        57,
        y,
        [
            "Zahlungsbedingungen: Zahlbar bis 26.03.2024 ohne Abzug.",
            "Bei Zahlung bis 19.03.2024 gewähren wir 2 % Skonto (115,67 €).",
            "Die Lieferung erfolgte am 08.03.2024 gemäß Lieferschein LS-24-0977.",
        ],
        9.5,
        lead=14,
    )
    d.f("due_date", "2024-03-26", pg, "Zahlbar bis 26.03.2024 ohne Abzug")
    d.t(57, y + 14, "Mit freundlichen Grüßen", 9.5)
    d.t(57, y + 28, "Kessler & Brandt Feinmechanik GmbH", 9.5)
    d.f(
        "vendor_name",
        "Kessler & Brandt Feinmechanik GmbH",
        pg,
        "Mit freundlichen Grüßen Kessler & Brandt Feinmechanik GmbH",
    )

    d.hline(40, 555, 770, 0.4, GREY)
    foot = [
        ["Kessler & Brandt Feinmechanik GmbH", "Industriestr. 14", "70565 Stuttgart", "Tel. 0711 555 40 10"],
        [
            "Geschäftsführer: Sabine Brandt, Jörg Kessler",
            "Amtsgericht Stuttgart HRB 745120",
            "USt-IdNr. DE 318 442 097",
        ],
        ["Volksbank Filderstadt eG", "IBAN DE12 6009 0100 0041 2345 56", "BIC VOBADESSXXX"],
    ]
    for i, col in enumerate(foot):
        d.lines(40 + i * 180, 782, col, 6.5, lead=8.5, color=GREY)
    d.note(
        "German invoice: dates day-first (12.03.2024). subtotal = 'Summe netto', tax = the 19 % USt amount, "
        "total = "
        "'Rechnungsbetrag'. due_date from 'Zahlbar bis 26.03.2024'; the Skonto date (19.03.2024) and amount "
        "are "
        "distractors, as are Liefer- and Bestelldatum. No separate amount due is printed -> amount_due null. "
        "bill_to = the addressee company, not the contact person."
    )
    return d


@doc
def inv_03():
    """UK Ltd: 'Inv. No.', tax point, VAT, deposit deducted, no due date printed, terms on page 2."""
    d = Doc("b2_inv_03", "invoice", "Invoice TPD/3391", "Thornbury Print & Design Ltd", A4)
    pg = d.page()
    d.p.draw_circle((70, 68), 24, color=None, fill=TEAL)
    d.t(70, 75, "T", 26, "hebo", align="c", color=WHITE)
    d.t(104, 64, "Thornbury Print & Design", 18, "hebo", color=TEAL)
    d.t(
        104,
        80,
        "Unit 6, Feeder Road Studios, Bristol BS2 0SB  ·  0117 496 0832  ·  VAT Reg. No. GB 284 7719 05",
        7.5,
        color=GREY,
    )
    d.t(40, 134, "INVOICE", 20, "helv", color=TEAL)

    d.t(40, 164, "To:", 9, "hebo")
    d.lines(40, 178, ["Halcyon Events Ltd", "Accounts Department", "14 Pulteney Mews", "Bath BA2 4DS"], 9.5)
    d.f("bill_to", "Halcyon Events Ltd", pg, "To: Halcyon Events Ltd")
    hdr = [
        ("Inv. No.", "TPD/3391"),
        ("Date / Tax point", "4 March 2024"),
        ("Your ref.", "HE-PO-0271"),
        ("Account", "HAL002"),
        ("Job", "Spring Gala 2024"),
    ]
    y = 164
    for k, v in hdr:
        d.t(340, y, k, 9, "hebo")
        d.t(440, y, v, 9)
        y += 14
    d.f("invoice_number", "TPD/3391", pg, "Inv. No. TPD/3391")
    d.f("invoice_date", "2024-03-04", pg, "Date / Tax point 4 March 2024")

    items = [
        ("", "Brand identity refresh - concept and final artwork", 1, 850.00),
        ("", "A5 event programmes, 24pp, 350gsm silk cover", 2000, 0.32),
        ("", "Roller banners 850 x 2000mm incl. cassette", 3, 95.00),
        ("", "Proofing and colour matching (2 rounds)", 1, 325.00),
        ("", "Delivery to venue, Bath (one drop)", 1, 45.00),
    ]
    rows, amounts = item_rows(items, qty_fmt=lambda q: f"{q:,}")
    rows = [[r[1], r[2], "£" + r[3], "£" + r[4]] for r in rows]
    cols = [("Description", 44, "l"), ("Qty", 372, "r"), ("Unit price", 462, "r"), ("Net", 548, "r")]
    y = d.table(
        cols, 262, rows, 40, 555, size=9, rules="all", row_h=19, hfill=LIGHT, vlines=[40, 330, 385, 475, 555]
    )
    net, vat, total, deposit, balance = 2145.00, 429.00, 2574.00, 1000.00, 1574.00
    assert (
        cents(sum(amounts)) == net
        and cents(net * 0.20) == vat
        and net + vat == total
        and total - deposit == balance
    )
    y += 22
    for k, v, f in [
        ("Net total", "£2,145.00", "helv"),
        ("VAT @ 20%", "£429.00", "helv"),
        ("Invoice total", "£2,574.00", "hebo"),
        ("Less: deposit paid 14 Feb 2024", "(£1,000.00)", "helv"),
        ("Balance due", "£1,574.00", "hebo"),
    ]:
        d.t(330, y, k, 9.5, f)
        d.t(551, y, v, 9.5, f, align="r")
        y += 17
    d.f("subtotal", 2145.00, pg, "Net total £2,145.00")
    d.f("tax", 429.00, pg, "VAT @ 20% £429.00")
    d.f("total", 2574.00, pg, "Invoice total £2,574.00")
    d.f("amount_due", 1574.00, pg, "Balance due £1,574.00")
    d.f("currency", "GBP", pg, "Invoice total £2,574.00")

    y += 20
    y = d.lines(
        40,
        y,
        [
            "Payment terms: 14 days from the invoice date. Please quote TPD/3391 with your payment.",
            "BACS: Thornbury Print & Design Ltd  ·  Sort code 40-22-17  ·  Account 61849203",
            "Terms and conditions of sale overleaf.",
        ],
        8.5,
        lead=12,
    )
    d.f("vendor_name", "Thornbury Print & Design Ltd", pg, "BACS: Thornbury Print & Design Ltd")
    d.t(
        297,
        812,
        "Thornbury Print & Design Ltd. Registered in England and Wales No. 08841276.",
        7,
        align="c",
        color=GREY,
    )
    d.null("due_date")

    d.page()
    d.t(40, 60, "Terms and Conditions of Sale", 13, "hebo", color=TEAL)
    terms = [
        "1. Quotations are valid for 30 days. Prices exclude VAT, which is charged at the prevailing rate.",
        "2. Artwork and proofs must be approved in writing before production. We cannot accept liability "
        "for errors in approved proofs.",
        "3. Deposits are non-refundable once production has started.",
        "4. Invoices are payable within the period stated on the invoice. We reserve the right to charge "
        "statutory interest on late payments under the Late Payment of Commercial Debts (Interest) Act 1998 "
        "at 8% above the Bank of England base rate, together with fixed-sum compensation.",
        "5. Title to goods passes on payment in full. Risk passes on delivery.",
        "6. Claims for shortage or damage must be notified within 5 working days of delivery.",
        "7. These conditions are governed by the law of England and Wales.",
    ]
    y = 84
    for s in terms:
        y = d.para(40, y, 555, s, 9, "helv", lead=1.3) + 6
    d.t(297, 812, "Thornbury Print & Design Ltd  ·  page 2 of 2", 7, align="c", color=GREY)
    d.note(
        "UK VAT invoice, 2 pages (terms on page 2). 'Date / Tax point' is the invoice date. No due date is "
        "printed "
        "(only '14 days from the invoice date') -> due_date null, not computed. subtotal = 'Net total'; "
        "total = "
        "'Invoice total'; amount_due = 'Balance due' after the deposit. The deposit date and statutory "
        "interest "
        "are distractors."
    )
    return d


@doc
def inv_04():
    """Canadian distributor: 'Bill No' in a header grid with values under the labels, GST + PST, no due
    date."""
    d = Doc("b2_inv_04", "invoice", "Bill BN-507731", "Coastline Scientific Supply Ltd.")
    pg = d.page()
    d.t(306, 46, "COASTLINE SCIENTIFIC SUPPLY LTD.", 16, "tibo", align="c", color=TEAL)
    d.t(
        306,
        61,
        "1180 Marine Way, Burnaby, BC  V5J 1A1   |   604-555-0199   |   GST/HST Reg. No. 81234 5678 RT0001",
        8,
        align="c",
    )
    d.hline(40, 572, 70, 1.5, TEAL)
    d.t(572, 100, "SALES BILL", 16, "hebo", align="r")

    heads = ["Bill No", "Bill Date", "Customer Acct", "Terms", "Sales Rep"]
    vals = ["BN-507731", "03-Jun-2024", "40012", "Net 30 days", "K. Dhillon"]
    xs = [40, 146, 252, 358, 465, 572]
    d.box(40, 112, 572, 126, fill=LIGHT, color=GREY)
    d.box(40, 126, 572, 142, color=GREY)
    for i in range(5):
        d.t(xs[i] + 5, 122, heads[i], 8, "hebo")
        d.t(xs[i] + 5, 137, vals[i], 9)
        if i:
            d.vline(xs[i], 112, 142, 0.6, GREY)
    d.f("invoice_number", "BN-507731", pg, "Bill No BN-507731")
    d.f("invoice_date", "2024-06-03", pg, "Bill Date 03-Jun-2024")
    d.null("due_date")

    d.t(40, 170, "SOLD TO:", 8.5, "hebo", color=TEAL)
    d.lines(
        40,
        184,
        [
            "Fraser Valley Water Testing Inc.",
            "Accounts Payable",
            "33780 Essendene Avenue",
            "Abbotsford, BC  V2S 2H5",
        ],
        9.5,
    )
    d.t(320, 170, "SHIP TO:", 8.5, "hebo", color=TEAL)
    d.lines(
        320,
        184,
        [
            "FVWT Field Laboratory",
            "Unit 7 - 31063 Peardonville Road",
            "Abbotsford, BC  V2T 6K5",
            "Receiving hours 8:00-15:30",
        ],
        9.5,
    )
    d.f("bill_to", "Fraser Valley Water Testing Inc.", pg, "SOLD TO: Fraser Valley Water Testing Inc.")
    d.t(40, 250, "Customer PO: FV-2024-117      Shipped: 31-May-2024 via Purolator, 3 pcs", 8.5, color=GREY)

    items = [
        ("PH-BT200", "pH/ORP meter, benchtop kit with electrode", 2, 895.00),
        ("BUF-4710", "Buffer solution pack pH 4/7/10, 500 mL", 12, 38.50),
        ("TRB-STD3", "Turbidity calibration standard set", 3, 214.00),
        ("BTL-500C", "Sample bottles 500 mL HDPE, case of 48", 4, 91.50),
    ]
    rows, amounts = item_rows(items)
    rows = [[r[0], r[1], r[2], "$" + r[3], "$" + r[4]] for r in rows]
    cols = [
        ("Product", 44, "l"),
        ("Description", 122, "l"),
        ("Qty", 392, "r"),
        ("Price", 476, "r"),
        ("Extension", 566, "r"),
    ]
    y = d.table(cols, 262, rows, 40, 572, size=9, rules="all", row_h=18, vlines=[40, 116, 400, 484, 572])
    sub, gst, pst, tax, total = 3260.00, 163.00, 228.20, 391.20, 3651.20
    assert cents(sum(amounts)) == sub and cents(sub * 0.05) == gst and cents(sub * 0.07) == pst
    assert cents(gst + pst) == tax and cents(sub + tax) == total
    y += 24
    for k, v, f in [
        ("Subtotal", "$3,260.00", "helv"),
        ("GST 5%", "$163.00", "helv"),
        ("PST 7%", "$228.20", "helv"),
        ("Total Tax", "$391.20", "helv"),
        ("TOTAL (CAD)", "$3,651.20", "hebo"),
    ]:
        d.t(420, y, k, 9.5, f)
        d.t(566, y, v, 9.5, f, align="r")
        y += 16
    d.hline(420, 572, y - 28, 0.6)
    d.f("subtotal", 3260.00, pg, "Subtotal $3,260.00")
    d.f("tax", 391.20, pg, "Total Tax $391.20")
    d.f("total", 3651.20, pg, "TOTAL (CAD) $3,651.20")
    d.f("currency", "CAD", pg, "TOTAL (CAD) $3,651.20")
    d.null("amount_due")

    d.lines(
        40,
        y + 30,
        [
            "All amounts in Canadian dollars. Terms: net 30 days from bill date. 2% per month (24% per "
            "annum)",
            "charged on overdue accounts. Goods remain the property of Coastline Scientific Supply Ltd. "
            "until paid in full.",
            "Remit to: Coastline Scientific Supply Ltd., 1180 Marine Way, Burnaby, BC V5J 1A1  |  EFT: "
            "00214-004-5581207",
        ],
        8,
        lead=11,
        color=GREY,
    )
    d.f("vendor_name", "Coastline Scientific Supply Ltd.", pg, "Remit to: Coastline Scientific Supply Ltd.")
    d.note(
        "Canadian bill ('Bill No'); header values sit under their labels. tax = the printed 'Total Tax' "
        "(GST 5% + PST 7%), total = 'TOTAL (CAD)'. Terms 'Net 30 days' with no printed due date -> due_date "
        "null "
        "(not computed). No separate balance -> amount_due null. bill_to = the Sold To company, not the "
        "Ship To lab. "
        "Shipped date and overdue interest are distractors."
    )
    return d


@doc
def inv_05():
    """Swiss AG, English 'Document number', apostrophe thousands, CHF, VAT 8.1 %, terms without a date."""
    d = Doc("b2_inv_05", "invoice", "Invoice 90012774", "Alpenglanz Reinigungstechnik AG", A4)
    pg = d.page()
    d.box(40, 40, 58, 58, fill=(0.75, 0.1, 0.1), color=None)
    d.t(49, 54, "+", 14, "hebo", align="c", color=WHITE)
    d.t(66, 55, "alpenglanz", 20, "hebo", color=(0.75, 0.1, 0.1))
    d.lines(
        555,
        44,
        [
            "Alpenglanz Reinigungstechnik AG",
            "Hardturmstrasse 161",
            "8005 Zürich",
            "+41 44 555 72 10",
            "CHE-412.883.190 MWST",
        ],
        8,
        align="r",
        lead=10.5,
    )
    d.lines(330, 150, ["Hotel Seeblick Betriebs AG", "Frau Andrea Kälin", "Seestrasse 41", "6006 Luzern"], 10)
    d.f("bill_to", "Hotel Seeblick Betriebs AG", pg, "Hotel Seeblick Betriebs AG Frau Andrea Kälin")
    d.t(40, 250, "Invoice", 18, "hebo")
    meta = [
        ("Document number", "90012774"),
        ("Document date", "17.05.2024"),
        ("Customer number", "100582"),
        ("Your order", "AK-0419 of 19.04.2024"),
        ("Service period", "01.04.2024 - 30.04.2024"),
    ]
    y = 274
    for k, v in meta:
        d.t(40, y, k, 9, color=GREY)
        d.t(150, y, v, 9)
        y += 13
    d.f("invoice_number", "90012774", pg, "Document number 90012774")
    d.f("invoice_date", "2024-05-17", pg, "Document date 17.05.2024")

    items = [
        ("10", "SV-ANN-6", "Annual service contract, floor scrubbers (6 units)", 6, 1180.00),
        ("20", "BR-430", "Replacement brush set 430 mm", 8, 145.00),
        ("30", "TRV", "Travel allowance Zurich - Lucerne", 1, 240.00),
        ("40", "TRN-HD", "On-site operator training, half day", 2, 2010.00),
    ]
    rows, amounts = [], []
    for pos, art, desc, qty, price in items:
        amounts.append(cents(qty * price))
        rows.append([pos, art, desc, f"{qty}", ch(price), ch(qty * price)])
    cols = [
        ("Pos.", 42, "l"),
        ("Art. no.", 70, "l"),
        ("Description", 125, "l"),
        ("Qty", 395, "r"),
        ("Price CHF", 470, "r"),
        ("Amount CHF", 553, "r"),
    ]
    y = d.table(cols, 348, rows, 40, 555, size=8.5, rules="head", row_h=17, hfill=LIGHT)
    d.hline(40, 555, y + 3, 0.6)
    net, vat, total = 12500.00, 1012.50, 13512.50
    assert cents(sum(amounts)) == net and cents(net * 0.081) == vat and net + vat == total
    y += 22
    d.t(330, y, "Total excl. VAT", 9)
    d.t(470, y, "CHF", 9, align="r")
    d.t(553, y, "12'500.00", 9, align="r")
    d.t(330, y + 15, "VAT 8.1%", 9)
    d.t(470, y + 15, "CHF", 9, align="r")
    d.t(553, y + 15, "1'012.50", 9, align="r")
    d.hline(330, 555, y + 21, 0.6)
    d.t(330, y + 36, "Total incl. VAT", 10, "hebo")
    d.t(470, y + 36, "CHF", 10, "hebo", align="r")
    d.t(553, y + 36, "13'512.50", 10, "hebo", align="r")
    d.f("subtotal", 12500.00, pg, "Total excl. VAT CHF 12'500.00")
    d.f("tax", 1012.50, pg, "VAT 8.1% CHF 1'012.50")
    d.f("total", 13512.50, pg, "Total incl. VAT CHF 13'512.50")
    d.f("currency", "CHF", pg, "Total incl. VAT CHF 13'512.50")
    d.null("due_date")
    d.null("amount_due")

    y += 80
    y = d.lines(
        40,
        y,
        [
            "Terms of payment: 30 days net. Service contract term 01.05.2024 - 30.04.2025.",
            "Please transfer the amount to: Zürcher Kantonalbank, IBAN CH93 0076 2011 6238 5295 7,",
            "in favour of Alpenglanz Reinigungstechnik AG, quoting document number 90012774.",
        ],
        9,
        lead=13,
    )
    d.f("vendor_name", "Alpenglanz Reinigungstechnik AG", pg, "in favour of Alpenglanz Reinigungstechnik AG")
    d.t(40, y + 20, "Thank you for your order. Kind regards, Marco Rüegg, Service Manager", 9)
    d.hline(40, 555, 800, 0.4, GREY)
    d.t(
        297.5,
        812,
        "alpenglanz.example  ·  Member of the Swiss Cleaning Association",
        7,
        align="c",
        color=GREY,
    )
    d.note(
        "Swiss invoice in English, 'Document number'/'Document date', dates day-first, CHF with apostrophe "
        "thousands. subtotal = 'Total excl. VAT', tax = VAT 8.1% amount, total = 'Total incl. VAT'. '30 "
        "days net' "
        "prints no due date -> due_date null; no separate amount due -> null. Order, service-period and "
        "contract-term dates are distractors."
    )
    return d


@doc
def inv_06():
    """US consultancy, 2 pages of time entries; header values under labels; $0.00 tax; previous balance
    paid."""
    d = Doc("b2_inv_06", "invoice", "Invoice 2024-0193", "Meridian Ridge Analytics LLC")
    entries = [
        ("07/01/24", "JW", "Kickoff workshop with merchandising leads", 3.0),
        ("07/01/24", "AN", "Kickoff workshop; data inventory", 4.5),
        ("07/02/24", "PR", "POS data extraction and cleansing", 6.0),
        ("07/03/24", "AN", "Feature design - promotions and holidays", 5.0),
        ("07/05/24", "PR", "Weather and calendar feature pipeline", 5.5),
        ("07/08/24", "AN", "Baseline model fitting (gradient boosting)", 6.0),
        ("07/09/24", "JW", "Model design review", 2.0),
        ("07/10/24", "PR", "Backtesting harness, 12 pilot stores", 6.5),
        ("07/11/24", "AN", "Backtest analysis and error attribution", 5.5),
        ("07/12/24", "JW", "Interim readout to CFO and VP Operations", 2.5),
        ("07/15/24", "AN", "Fresh-category model variants", 6.0),
        ("07/16/24", "PR", "Store clustering and hierarchy reconciliation", 5.0),
        ("07/17/24", "JW", "Review of category results", 1.5),
        ("07/18/24", "AN", "Reconciliation to DC replenishment plan", 5.0),
        ("07/19/24", "PR", "Dashboard prototype", 4.5),
        ("07/22/24", "JW", "Steering committee meeting", 3.0),
        ("07/23/24", "AN", "Forecast accuracy report, first draft", 6.0),
        ("07/24/24", "PR", "Pipeline documentation", 6.0),
        ("07/25/24", "JW", "Report review and edits", 4.0),
        ("07/26/24", "AN", "Handover session preparation", 5.0),
        ("07/29/24", "JW", "Handover workshop (on site, Lincoln)", 6.5),
        ("07/29/24", "AN", "Handover workshop (on site, Lincoln)", 5.0),
    ]
    rate = {"JW": 240.0, "AN": 175.0, "PR": 120.0}
    hours = {k: sum(h for _, who, _, h in entries if who == k) for k in rate}
    assert hours == {"JW": 22.5, "AN": 48.0, "PR": 33.5}
    fees = cents(sum(h * rate[who] for _, who, _, h in entries))
    expenses = [
        ("07/28/24", "Airfare DEN-LNK round trip, 2 travellers", 412.40),
        ("07/29/24", "Hotel, 1 night x 2 rooms", 197.60),
    ]
    exp = cents(sum(a for _, _, a in expenses))
    subtotal, tax, total, previous, paid, due = 18430.00, 0.00, 18430.00, 6200.00, 6200.00, 18430.00
    assert fees == 17820.00 and exp == 610.00 and cents(fees + exp) == subtotal
    assert subtotal + tax == total and cents(total + previous - paid) == due

    def header(page_no):
        d.t(40, 48, "MERIDIAN RIDGE", 16, "hebo", color=GREEN)
        d.t(40, 62, "A N A L Y T I C S", 8, "helv", color=GREEN)
        d.t(572, 48, "Meridian Ridge Analytics LLC", 8.5, align="r")
        d.t(572, 59, "1700 Wynkoop Street, Suite 410, Denver, CO 80202", 8.5, align="r")
        d.t(572, 70, "billing@meridianridge.example  ·  EIN 84-3920175", 8.5, align="r")
        d.hline(40, 572, 80, 0.8, GREEN)
        d.t(572, 770, f"Page {page_no} of 2", 8, align="r", color=GREY)

    pg = d.page()
    header(1)
    band = [
        ("INVOICE NO.", "2024-0193"),
        ("INVOICE DATE", "July 31, 2024"),
        ("DUE DATE", "August 30, 2024"),
        ("ENGAGEMENT", "BCG-FC-02"),
    ]
    for i, (k, v) in enumerate(band):
        x = 40 + i * 133
        d.box(x, 96, x + 128, 132, fill=(0.93, 0.96, 0.93), color=None)
        d.t(x + 6, 109, k, 7.5, "hebo", color=GREEN)
        d.t(x + 6, 125, v, 10.5, "hebo")
    d.f("invoice_number", "2024-0193", pg, "INVOICE NO. 2024-0193")
    d.f("invoice_date", "2024-07-31", pg, "INVOICE DATE July 31, 2024")
    d.f("due_date", "2024-08-30", pg, "DUE DATE August 30, 2024")
    d.t(40, 156, "BILLED TO", 8, "hebo", color=GREEN)
    d.lines(
        40,
        170,
        ["Bluestem Cooperative Grocers", "Attn: Marisol Ortega, CFO", "2210 O Street", "Lincoln, NE 68510"],
        9.5,
    )
    d.f("bill_to", "Bluestem Cooperative Grocers", pg, "BILLED TO Bluestem Cooperative Grocers")
    d.t(320, 156, "PROJECT", 8, "hebo", color=GREEN)
    d.lines(
        320,
        170,
        [
            "Store-level demand forecasting - Phase 2",
            "Statement of Work dated May 20, 2024",
            "Services rendered July 1 - July 31, 2024",
        ],
        9.5,
    )

    cols = [
        ("Date", 44, "l"),
        ("Staff", 100, "l"),
        ("Description", 140, "l"),
        ("Hours", 430, "r"),
        ("Rate", 490, "r"),
        ("Amount", 566, "r"),
    ]

    def trows(es):
        return [[dt, who, desc, f"{h:.1f}", us(rate[who]), us(h * rate[who])] for dt, who, desc, h in es]

    d.t(40, 238, "Professional services", 10, "hebo")
    y = d.table(cols, 246, trows(entries[:18]), 40, 572, size=8.5, rules="all", row_h=17)
    d.t(566, y + 16, "Continued on page 2", 8, "heit", align="r", color=GREY)
    d.t(
        40,
        700,
        "Staff: JW = James Whitaker, Principal ($240/hr); AN = Anika Novak, Senior Analyst ($175/hr);",
        8,
        color=GREY,
    )
    d.t(40, 711, "PR = Priya Raman, Analyst ($120/hr).", 8, color=GREY)

    pg2 = d.page()
    header(2)
    d.t(40, 104, "Invoice 2024-0193 (continued)", 10, "hebo")
    y = d.table(cols, 112, trows(entries[18:]), 40, 572, size=8.5, rules="all", row_h=17)
    d.t(40, y + 18, "Total professional fees (104.0 hours)", 9, "hebo")
    d.t(566, y + 18, us(fees), 9, "hebo", align="r")
    d.t(40, y + 46, "Reimbursable expenses", 10, "hebo")
    ecols = [("Date", 44, "l"), ("Description", 140, "l"), ("Amount", 566, "r")]
    y = d.table(
        ecols, y + 54, [[a, b, us(c)] for a, b, c in expenses], 40, 572, size=8.5, rules="all", row_h=17
    )
    d.t(40, y + 18, "Total reimbursable expenses", 9, "hebo")
    d.t(566, y + 18, us(exp), 9, "hebo", align="r")

    y += 56
    d.box(330, y - 16, 572, y + 118, color=GREEN, width=0.8)
    for k, v, f in [
        ("Subtotal", "$18,430.00", "helv"),
        ("Sales tax", "$0.00", "helv"),
        ("Total this invoice", "$18,430.00", "hebo"),
        ("Previous balance", "$6,200.00", "helv"),
        ("Payment received 07/15/2024", "($6,200.00)", "helv"),
        ("Total amount due", "$18,430.00", "hebo"),
    ]:
        d.t(340, y, k, 9.5, f)
        d.t(562, y, v, 9.5, f, align="r")
        y += 20
    d.f("subtotal", 18430.00, pg2, "Subtotal $18,430.00")
    d.f("tax", 0.0, pg2, "Sales tax $0.00")
    d.f("total", 18430.00, pg2, "Total this invoice $18,430.00")
    d.f("amount_due", 18430.00, pg2, "Total amount due $18,430.00")
    d.f("currency", "USD", pg2, "Total this invoice $18,430.00")
    d.lines(
        40,
        y + 30,
        [
            "Please remit within 30 days by ACH to Meridian Ridge Analytics LLC,",
            "FirstBank Colorado, routing 107005047, account 3318820146. Reference invoice 2024-0193.",
        ],
        9,
        lead=12,
    )
    d.f("vendor_name", "Meridian Ridge Analytics LLC", pg2, "by ACH to Meridian Ridge Analytics LLC")
    d.note(
        "Two-page time-and-materials invoice; header values sit under their labels; totals on page 2. "
        "subtotal = 'Subtotal' (fees + expenses), printed 'Sales tax $0.00' -> tax 0. total = 'Total this "
        "invoice'; "
        "'Total amount due' is printed separately (previous balance paid on 07/15) -> amount_due, equal to "
        "the total. "
        "bill_to = the Billed To company, not the contact. SOW date and service period are distractors."
    )
    return d


@doc
def inv_07():
    """Sole trader, person as customer, prices include sales tax, due on receipt: four nulls."""
    d = Doc("b2_inv_07", "invoice", "Invoice 1047", "Greenway Lawn & Garden")
    pg = d.page()
    d.t(306, 60, "Greenway Lawn & Garden", 24, "tibi", align="c", color=GREEN)
    d.t(306, 78, "Mowing  ~  Landscaping  ~  Seasonal Cleanups", 10, "tiit", align="c")
    d.t(
        306,
        92,
        "Dale Okafor, Owner  |  47 Mill Creek Road, Lancaster, PA 17603  |  (717) 555-0162",
        9,
        "tiro",
        align="c",
    )
    d.hline(60, 552, 102, 1, GREEN)
    d.t(60, 132, "INVOICE", 16, "tibo")
    d.t(552, 126, "No. 1047", 12, "tibo", align="r")
    d.t(552, 142, "Date: 9/14/2024", 11, "tiro", align="r")
    d.f("invoice_number", "1047", pg, "No. 1047")
    d.f("invoice_date", "2024-09-14", pg, "Date: 9/14/2024")
    d.t(60, 170, "Bill To:", 11, "tibo")
    d.lines(
        120, 170, ["Patricia Hollins", "512 Chestnut Hill Road", "Lancaster, PA 17601"], 11, "tiro", lead=14
    )
    d.f("bill_to", "Patricia Hollins", pg, "Bill To: Patricia Hollins")
    d.t(60, 226, "Job: Fall cleanup and lawn renovation at the above address", 11, "tiro")

    items = [
        ("Core aeration and overseeding (approx. 9,500 sq ft)", 385.00),
        ("Hardwood mulch, 6 cu. yd. installed @ $78.00", 468.00),
        ("Shrub and hedge trimming, haul away", 225.00),
        ("Leaf removal (1st visit)", 88.00),
    ]
    total = 1166.00
    assert cents(sum(a for _, a in items)) == total and cents(6 * 78.00) == 468.00
    cols = [("Description of work", 66, "l"), ("Amount", 546, "r")]
    y = d.table(
        cols,
        244,
        [[s, "$" + us(a)] for s, a in items],
        60,
        552,
        size=11,
        font="tiro",
        hfont="tibo",
        rules="all",
        row_h=24,
        vlines=[60, 470, 552],
    )
    d.box(470, y, 552, y + 26, color=BLACK, width=1)
    d.t(460, y + 18, "TOTAL", 12, "tibo", align="r")
    d.t(546, y + 18, "$1,166.00", 12, "tibo", align="r")
    d.f("total", 1166.00, pg, "TOTAL $1,166.00")
    d.f("currency", "USD", pg, "TOTAL $1,166.00")
    d.null("subtotal")
    d.null("tax")
    d.null("amount_due")
    d.null("due_date")
    d.lines(
        60,
        y + 60,
        [
            "All prices include 6% Pennsylvania sales tax where applicable.",
            "Payment is due upon receipt. Checks payable to Greenway Lawn & Garden.",
            "Next scheduled visit: 10/12/2024 (leaf removal, 2nd visit).",
            "Thank you for your business!",
        ],
        11,
        "tiit",
        lead=16,
    )
    d.f("vendor_name", "Greenway Lawn & Garden", pg, "Checks payable to Greenway Lawn & Garden")
    d.note(
        "Small-trader invoice billed to a person (bill_to = the person). Prices include sales tax and no "
        "tax amount "
        "or pre-tax total is printed -> tax null and subtotal null (contract: only a printed amount counts). "
        "'Due upon receipt' prints no date -> due_date null. One total only -> amount_due null. The "
        "next-visit date "
        "and the $78.00 unit price are distractors."
    )
    return d


@doc
def inv_08():
    """Indian GST tax invoice: boxed grid, IGST, Indian digit grouping, amount in words."""
    d = Doc("b2_inv_08", "invoice", "Tax Invoice SCS/24-25/0871", "Sahyadri Cloud Services Pvt. Ltd.", A4)
    pg = d.page()
    L, R = 36, 559
    d.t(297.5, 40, "TAX INVOICE", 13, "hebo", align="c")
    d.t(R, 40, "Original for Recipient", 7.5, "heit", align="r")
    d.box(L, 48, R, 640, width=0.8)
    d.box(L, 48, 330, 128, width=0.8)
    d.lines(
        L + 6,
        62,
        [
            "Sahyadri Cloud Services Pvt. Ltd.",
            "Office 602, Baner Business Bay, Baner Road",
            "Pune, Maharashtra 411045",
            "GSTIN: 27AAKCS4821F1Z5   PAN: AAKCS4821F",
            "CIN: U72900PN2016PTC165532",
        ],
        8.5,
        lead=12,
        first_font="hebo",
    )
    cells = [
        ("Invoice No.", "SCS/24-25/0871"),
        ("Invoice Date", "05-Aug-2024"),
        ("Due Date", "20-Aug-2024"),
        ("Place of Supply", "Tamil Nadu (33)"),
        ("Reverse Charge", "No"),
    ]
    y = 48
    for k, v in cells:
        d.box(330, y, R, y + 16, width=0.5)
        d.t(336, y + 11, k, 8, "hebo")
        d.t(430, y + 11, v, 8.5)
        y += 16
    d.f("invoice_number", "SCS/24-25/0871", pg, "Invoice No. SCS/24-25/0871")
    d.f("invoice_date", "2024-08-05", pg, "Invoice Date 05-Aug-2024")
    d.f("due_date", "2024-08-20", pg, "Due Date 20-Aug-2024")
    d.box(L, 128, R, 200, width=0.8)
    d.t(L + 6, 141, "Bill To", 8.5, "hebo")
    d.lines(
        L + 6,
        155,
        [
            "Kaveri Textiles Pvt. Ltd.",
            "SF No. 118/2, Avinashi Road, Peelamedu",
            "Coimbatore, Tamil Nadu 641004",
            "GSTIN: 33AABCK7312L1ZQ",
        ],
        8.5,
        lead=12,
    )
    d.f("bill_to", "Kaveri Textiles Pvt. Ltd.", pg, "Bill To Kaveri Textiles Pvt. Ltd.")
    d.t(330, 141, "Service Period: 01-Jul-2024 to 31-Jul-2024", 8)
    d.t(330, 155, "PO Ref: KT/IT/PO/2024/046 dated 12-Apr-2024", 8)

    items = [
        ("1", "Managed Kubernetes cluster - July 2024 (3 nodes)", "998315", 1, 68000.00),
        ("2", "Object storage, TB-month", "998315", 12, 2250.00),
        ("3", "Backup and DR add-on", "998315", 1, 18500.00),
        ("4", "Premium support - July 2024", "998316", 1, 11000.00),
    ]
    rows, amounts = [], []
    for n, desc, sac, qty, rate in items:
        amounts.append(cents(qty * rate))
        rows.append([n, desc, sac, f"{qty}", inr(rate), inr(qty * rate)])
    cols = [
        ("S.No", 42, "l"),
        ("Description of Services", 70, "l"),
        ("SAC", 330, "l"),
        ("Qty", 400, "r"),
        ("Rate", 472, "r"),
        ("Taxable Value", 553, "r"),
    ]
    y = d.table(
        cols, 200, rows, L, R, size=8.5, rules="all", row_h=18, hfill=LIGHT, vlines=[66, 324, 372, 408, 480]
    )
    taxable, igst, total = 124500.00, 22410.00, 146910.00
    assert cents(sum(amounts)) == taxable and cents(taxable * 0.18) == igst and taxable + igst == total
    y += 10
    for k, v, f in [
        ("Taxable Amount", "1,24,500.00", "helv"),
        ("IGST @ 18%", "22,410.00", "helv"),
        ("Total Invoice Value (INR)", "1,46,910.00", "hebo"),
    ]:
        d.box(330, y, R, y + 18, width=0.5)
        d.t(336, y + 12.5, k, 9, f)
        d.t(553, y + 12.5, v, 9, f, align="r")
        y += 18
    d.f("subtotal", 124500.00, pg, "Taxable Amount 1,24,500.00")
    d.f("tax", 22410.00, pg, "IGST @ 18% 22,410.00")
    d.f("total", 146910.00, pg, "Total Invoice Value (INR) 1,46,910.00")
    d.f("currency", "INR", pg, "Total Invoice Value (INR) 1,46,910.00")
    d.null("amount_due")
    y += 20
    d.t(
        L + 6,
        y,
        "Amount in words: Indian Rupees One Lakh Forty Six Thousand Nine Hundred Ten Only",
        8.5,
        "hebo",
    )
    d.lines(
        L + 6,
        y + 22,
        [
            "Bank: HDFC Bank Ltd., Baner Branch  |  A/c No. 50200061234578  |  IFSC HDFC0001742",
            "Payment within 15 days. Interest @ 18% p.a. on payments received after the due date.",
            "TDS, if applicable, to be deducted on the taxable value only. Subject to Pune jurisdiction.",
        ],
        8,
        lead=11,
    )
    d.t(R - 6, 586, "For Sahyadri Cloud Services Pvt. Ltd.", 9, "hebo", align="r")
    d.t(R - 6, 630, "Authorised Signatory", 8.5, align="r")
    d.f("vendor_name", "Sahyadri Cloud Services Pvt. Ltd.", pg, "For Sahyadri Cloud Services Pvt. Ltd.")
    d.t(297.5, 656, "This is a computer generated invoice.", 7.5, "heit", align="c", color=GREY)
    d.note(
        "Indian GST tax invoice (interstate, IGST only), amounts in Indian digit grouping (1,24,500.00). "
        "subtotal = "
        "'Taxable Amount', tax = 'IGST @ 18%', total = 'Total Invoice Value (INR)'; no separate amount due "
        "-> null. "
        "Service period and PO dates are distractors."
    )
    return d


@doc
def inv_09():
    """Australian tax invoice in an accounting-package layout; payment advice slip repeats the amount due."""
    d = Doc("b2_inv_09", "invoice", "Tax Invoice INV-20931", "Bluegum Electrical Services Pty Ltd", A4)
    pg = d.page()
    d.t(40, 70, "TAX INVOICE", 22, "helv")
    d.lines(
        40,
        96,
        [
            "Coorong Property Group Pty Ltd",
            "Attention: Accounts Payable",
            "Level 3, 60 Waymouth Street",
            "ADELAIDE SA 5000",
            "AUSTRALIA",
        ],
        9,
    )
    d.f(
        "bill_to",
        "Coorong Property Group Pty Ltd",
        pg,
        "Coorong Property Group Pty Ltd Attention: Accounts Payable",
    )
    meta = [
        ("Invoice Date", "21 Oct 2024"),
        ("Invoice Number", "INV-20931"),
        ("Reference", "Job 5512 - Goolwa"),
        ("ABN", "53 612 004 781"),
    ]
    y = 60
    for k, v in meta:
        d.t(300, y, k, 8.5, "hebo")
        d.t(300, y + 11, v, 8.5)
        y += 26
    d.f("invoice_date", "2024-10-21", pg, "Invoice Date 21 Oct 2024")
    d.f("invoice_number", "INV-20931", pg, "Invoice Number INV-20931")
    d.lines(
        430,
        60,
        [
            "Bluegum Electrical Services Pty Ltd",
            "Unit 4, 22 Kingston Avenue",
            "RICHMOND SA 5033",
            "Ph 08 8555 0147",
            "Lic. PGE 285114",
        ],
        8.5,
        lead=11,
    )

    items = [
        ("Labour - electrician (32 hrs)", 32, 95.00),
        ("Switchboard upgrade kit, 3-phase", 1, 860.00),
        ("RCD safety switches", 4, 85.00),
        ("Call-out fee", 1, 140.00),
    ]
    rows, amounts = [], []
    for desc, qty, price in items:
        amounts.append(cents(qty * price))
        rows.append([desc, f"{qty:.2f}", us(price), "10%", us(qty * price)])
    cols = [
        ("Description", 40, "l"),
        ("Quantity", 330, "r"),
        ("Unit Price", 410, "r"),
        ("GST", 460, "r"),
        ("Amount AUD", 555, "r"),
    ]
    y = d.table(cols, 212, rows, 40, 555, size=9, rules="all", row_h=20)
    d.t(
        40,
        y + 14,
        "Job site: 14 Banksia Avenue, Goolwa SA 5214. Works completed 17-18 Oct 2024.",
        8,
        color=GREY,
    )
    sub, gst, total, paid, due = 4380.00, 438.00, 4818.00, 0.00, 4818.00
    assert (
        cents(sum(amounts)) == sub and cents(sub * 0.10) == gst and sub + gst == total and total - paid == due
    )
    y += 36
    for k, v, f in [
        ("Subtotal", "4,380.00", "helv"),
        ("TOTAL GST 10%", "438.00", "helv"),
        ("TOTAL AUD", "4,818.00", "hebo"),
        ("Less Amount Paid", "0.00", "helv"),
        ("AMOUNT DUE AUD", "4,818.00", "hebo"),
    ]:
        d.t(380, y, k, 9, f)
        d.t(555, y, v, 9, f, align="r")
        if k in ("TOTAL GST 10%", "Less Amount Paid"):
            d.hline(380, 555, y + 6, 0.6)
        y += 18
    d.f("subtotal", 4380.00, pg, "Subtotal 4,380.00")
    d.f("tax", 438.00, pg, "TOTAL GST 10% 438.00")
    d.f("total", 4818.00, pg, "TOTAL AUD 4,818.00")
    d.f("amount_due", 4818.00, pg, "AMOUNT DUE AUD 4,818.00")
    d.f("currency", "AUD", pg, "TOTAL AUD 4,818.00")
    y += 16
    d.t(40, y, "Due Date: 4 Nov 2024", 10, "hebo")
    d.f("due_date", "2024-11-04", pg, "Due Date: 4 Nov 2024")
    d.lines(
        40,
        y + 16,
        [
            "Payment by EFT: BSB 065-128, Account 1044 7720, Bluegum Electrical Services Pty Ltd.",
            "Please use INV-20931 as the payment reference.",
        ],
        8.5,
        lead=11,
    )

    yy = 600
    for x in range(40, 556, 8):
        d.hline(x, x + 4, yy, 0.6, GREY)
    d.t(40, yy + 28, "PAYMENT ADVICE", 14, "helv")
    d.lines(
        40,
        yy + 48,
        ["To: Bluegum Electrical Services Pty Ltd", "Unit 4, 22 Kingston Avenue", "RICHMOND SA 5033"],
        8.5,
        lead=11,
    )
    adv = [
        ("Customer", "Coorong Property Group Pty Ltd"),
        ("Invoice Number", "INV-20931"),
        ("Amount Due", "4,818.00"),
        ("Due Date", "4 Nov 2024"),
        ("Amount Enclosed", ""),
    ]
    y = yy + 28
    for k, v in adv:
        d.t(330, y, k, 8.5, "hebo")
        d.t(420, y, v, 8.5)
        y += 18
    d.hline(420, 555, y - 16, 0.6)
    d.t(420, y - 4, "Enter the amount you are paying above", 7, color=GREY)
    d.f("vendor_name", "Bluegum Electrical Services Pty Ltd", pg, "To: Bluegum Electrical Services Pty Ltd")
    d.note(
        "Australian tax invoice, accounting-package layout (header labels above values). subtotal = "
        "'Subtotal' "
        "(ex GST), tax = 'TOTAL GST 10%', total = 'TOTAL AUD', amount_due = 'AMOUNT DUE AUD' (printed "
        "separately, "
        "after 'Less Amount Paid 0.00'). The payment-advice slip repeats invoice number, amount and due "
        "date. "
        "Job-site address and works dates are distractors."
    )
    return d


@doc
def inv_10():
    """French SARL: 'Facture N°', French dates, discount before VAT, deposit, payment terms without a date."""
    d = Doc("b2_inv_10", "invoice", "Facture F-2024-0318", "Atelier Lumière Mobilier SARL", A4)
    pg = d.page()
    d.t(40, 62, "Atelier Lumière", 22, "tibi", color=(0.5, 0.33, 0.1))
    d.t(40, 78, "MOBILIER SUR MESURE  -  LYON", 8.5, "helv", color=(0.5, 0.33, 0.1))
    d.lines(
        40,
        100,
        ["Atelier Lumière Mobilier SARL", "27 rue de la Thibaudière", "69007 Lyon", "Tél. 04 78 55 61 20"],
        8.5,
        lead=11,
    )
    d.box(320, 110, 555, 180, color=GREY, width=0.6)
    d.lines(
        330,
        126,
        [
            "Hôtel Le Belvédère SAS",
            "À l'attention de M. Olivier Garnier",
            "12 avenue d'Albigny",
            "74000 Annecy",
        ],
        9.5,
        lead=13,
    )
    d.f("bill_to", "Hôtel Le Belvédère SAS", pg, "Hôtel Le Belvédère SAS")

    d.t(40, 220, "FACTURE N° F-2024-0318", 15, "hebo")
    d.t(40, 238, "Lyon, le 18 septembre 2024", 9.5)
    d.f("invoice_number", "F-2024-0318", pg, "FACTURE N° F-2024-0318")
    d.f("invoice_date", "2024-09-18", pg, "Lyon, le 18 septembre 2024")
    d.t(
        40,
        256,
        "Devis n° D-2024-0207 accepté le 3 juillet 2024  -  Livraison et pose le 12 septembre 2024",
        8.5,
        color=GREY,
    )

    items = [
        ("Table de bistrot en chêne massif 70 x 70", 10, 285.00),
        ("Chaise empilable hêtre teinté noyer", 40, 72.50),
        ("Livraison et montage sur site", 1, 500.00),
    ]
    rows, amounts = [], []
    for desc, qty, pu in items:
        amounts.append(cents(qty * pu))
        rows.append([desc, f"{qty}", sp(pu), sp(qty * pu)])
    cols = [
        ("Désignation", 44, "l"),
        ("Qté", 350, "r"),
        ("P.U. HT (€)", 450, "r"),
        ("Montant HT (€)", 551, "r"),
    ]
    y = d.table(cols, 272, rows, 40, 555, size=9, rules="all", row_h=20, hfill=(0.96, 0.93, 0.88))
    gross, disc, net, tva, ttc, acompte, nap = 6250.00, 500.00, 5750.00, 1150.00, 6900.00, 2000.00, 4900.00
    assert cents(sum(amounts)) == gross and cents(gross * 0.08) == disc and gross - disc == net
    assert cents(net * 0.20) == tva and net + tva == ttc and ttc - acompte == nap
    y += 24
    for k, v, f in [
        ("Total HT brut", "6 250,00 €", "helv"),
        ("Remise 8 %", "-500,00 €", "helv"),
        ("Total HT net", "5 750,00 €", "hebo"),
        ("TVA 20 %", "1 150,00 €", "helv"),
        ("Total TTC", "6 900,00 €", "hebo"),
        ("Acompte versé le 2 août 2024", "-2 000,00 €", "helv"),
        ("Net à payer", "4 900,00 €", "hebo"),
    ]:
        if k == "Net à payer":
            d.box(330, y - 13, 555, y + 6, fill=(0.96, 0.93, 0.88), color=None)
        d.t(336, y, k, 9.5, f)
        d.t(549, y, v, 9.5, f, align="r")
        y += 18
    d.f("subtotal", 5750.00, pg, "Total HT net 5 750,00 €")
    d.f("tax", 1150.00, pg, "TVA 20 % 1 150,00 €")
    d.f("total", 6900.00, pg, "Total TTC 6 900,00 €")
    d.f("amount_due", 4900.00, pg, "Net à payer 4 900,00 €")
    d.f("currency", "EUR", pg, "Total TTC 6 900,00 €")
    d.null("due_date")
    y += 20
    d.lines(
        40,
        y,
        [
            "Conditions de règlement : 30 jours fin de mois, par virement.",
            "IBAN FR76 1027 8073 1100 0204 5180 147  -  BIC CMCIFR2A",
            "Pas d'escompte pour paiement anticipé. En cas de retard de paiement, pénalités au taux de "
            "trois fois",
            "le taux d'intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 € (art. "
            "L441-10 C. com.).",
        ],
        8.5,
        lead=12,
    )
    d.t(
        297.5,
        800,
        "Atelier Lumière Mobilier SARL au capital de 20 000 €  -  RCS Lyon 812 445 903  -  TVA FR 41 "
        "812445903",
        7,
        align="c",
        color=GREY,
    )
    d.f(
        "vendor_name",
        "Atelier Lumière Mobilier SARL",
        pg,
        "Atelier Lumière Mobilier SARL 27 rue de la Thibaudière",
    )
    d.note(
        "French invoice. subtotal = 'Total HT net' (pre-tax, after the 8 % discount; 'Total HT brut' is "
        "before the "
        "discount), tax = TVA 20 % amount, total = 'Total TTC', amount_due = 'Net à payer' after the "
        "deposit. "
        "'30 jours fin de mois' prints no due date -> due_date null (not computed). Quote, delivery and "
        "deposit dates "
        "and the 40 € recovery indemnity are distractors."
    )
    return d


@doc
def inv_11():
    """Telecom bill: account summary with an unpaid previous balance; total current charges vs total amount
    due."""
    d = Doc("b2_inv_11", "invoice", "Ridgeline Fiber bill 500418823", "Ridgeline Fiber Communications, Inc.")
    pg = d.page()
    d.box(40, 36, 52, 66, fill=TEAL, color=None)
    d.box(56, 44, 68, 66, fill=TEAL, color=None)
    d.box(72, 52, 84, 66, fill=TEAL, color=None)
    d.t(92, 58, "Ridgeline Fiber", 18, "hebo", color=TEAL)
    d.t(92, 70, "Business Services", 8.5, color=GREY)
    info = [
        ("Account Name", "Copper Kettle Bakery LLC"),
        ("Account Number", "7730-2214-09"),
        ("Invoice ID", "500418823"),
        ("Statement Date", "Nov 05, 2024"),
        ("Payment Due Date", "Nov 25, 2024"),
    ]
    y = 44
    for k, v in info:
        d.t(360, y, k, 8.5, color=GREY)
        d.t(572, y, v, 8.5, "hebo", align="r")
        y += 12
    d.f("bill_to", "Copper Kettle Bakery LLC", pg, "Account Name Copper Kettle Bakery LLC")
    d.f("invoice_number", "500418823", pg, "Invoice ID 500418823")
    d.f("invoice_date", "2024-11-05", pg, "Statement Date Nov 05, 2024")
    d.f("due_date", "2024-11-25", pg, "Payment Due Date Nov 25, 2024")
    d.hline(40, 572, 112, 0.8, TEAL)
    d.lines(
        40,
        134,
        ["COPPER KETTLE BAKERY LLC", "ATTN OWEN PRICE", "PO BOX 2291", "GREELEY CO 80632-2291"],
        9,
        "cour",
        lead=11,
    )
    d.t(360, 134, "Service address: 1408 8th Avenue, Greeley, CO 80631", 8, color=GREY)
    d.t(360, 146, "Billing period: Nov 01 - Nov 30, 2024", 8, color=GREY)

    d.t(40, 206, "Account Summary", 13, "hebo", color=TEAL)
    prev, paid, past_due, cur_pre, taxes, cur_total, due = 89.50, 0.00, 89.50, 119.47, 6.88, 126.35, 215.85
    assert (
        prev - paid == past_due and cents(cur_pre + taxes) == cur_total and cents(past_due + cur_total) == due
    )
    rows = [
        ("Previous Balance", "$89.50", "helv"),
        ("Payments Received - Thank You", "$0.00", "helv"),
        ("Past Due Balance - please pay immediately", "$89.50", "hebo"),
        ("Current charges before taxes", "$119.47", "helv"),
        ("Taxes", "$6.88", "helv"),
        ("Total Current Charges", "$126.35", "hebo"),
    ]
    y = 228
    for k, v, f in rows:
        d.t(46, y, k, 9.5, f)
        d.t(330, y, v, 9.5, f, align="r")
        d.hline(40, 340, y + 6, 0.3, GREY)
        y += 19
    d.box(40, y - 6, 340, y + 22, fill=TEAL, color=None)
    d.t(46, y + 12, "Total Amount Due", 11, "hebo", color=WHITE)
    d.t(330, y + 12, "$215.85", 11, "hebo", align="r", color=WHITE)
    d.f("subtotal", 119.47, pg, "Current charges before taxes $119.47")
    d.f("tax", 6.88, pg, "Taxes $6.88")
    d.f("total", 126.35, pg, "Total Current Charges $126.35")
    d.f("amount_due", 215.85, pg, "Total Amount Due $215.85")
    d.f("currency", "USD", pg, "Total Current Charges $126.35")
    d.box(370, 206, 572, 330, color=TEAL, width=0.6)
    d.lines(
        380,
        224,
        [
            "News for your business",
            "Upgrade to 1 Gig for $20 more per",
            "month - no new equipment needed.",
            "Offer ends Dec 31, 2024.",
            "Call 1-800-555-0177.",
        ],
        8.5,
        lead=13,
        first_font="hebo",
    )

    for x in range(40, 573, 8):
        d.hline(x, x + 4, 600, 0.6, GREY)
    d.t(40, 622, "Please detach and return this portion with your payment.", 8, "heit", color=GREY)
    stub = [
        ("Account Number", "7730-2214-09"),
        ("Payment Due Date", "Nov 25, 2024"),
        ("Amount Due", "$215.85"),
        ("Amount Enclosed", "$ ____________"),
    ]
    y = 648
    for k, v in stub:
        d.t(330, y, k, 9)
        d.t(572, y, v, 9, "hebo", align="r")
        y += 16
    d.lines(
        40,
        660,
        [
            "Make checks payable to:",
            "Ridgeline Fiber Communications, Inc.",
            "PO Box 48810",
            "Denver, CO 80248-0810",
        ],
        9,
        lead=12,
    )
    d.f(
        "vendor_name",
        "Ridgeline Fiber Communications, Inc.",
        pg,
        "Make checks payable to: Ridgeline Fiber Communications, Inc.",
    )

    d.page()
    d.t(40, 60, "Ridgeline Fiber  -  Account 7730-2214-09  -  Invoice 500418823", 9, "hebo", color=TEAL)
    d.t(40, 92, "Current Charges Detail", 13, "hebo")
    charges = [
        ("Business Internet 500 Mbps", "Nov 01 - Nov 30", 79.99),
        ("Business Voice line (970) 555-0123", "Nov 01 - Nov 30", 24.99),
        ("Equipment rental - managed router", "Nov 01 - Nov 30", 12.00),
        ("Regulatory recovery fee", "", 2.49),
    ]
    tx = [("State sales tax", 4.32), ("Local sales tax", 1.27), ("Telecommunications excise tax", 1.29)]
    assert cents(sum(a for _, _, a in charges)) == cur_pre and cents(sum(a for _, a in tx)) == taxes
    cols = [("Service", 44, "l"), ("Period", 330, "l"), ("Amount", 566, "r")]
    y = d.table(cols, 100, [[a, b, us(c)] for a, b, c in charges], 40, 572, size=9, rules="all", row_h=18)
    d.t(44, y + 16, "Current charges before taxes", 9, "hebo")
    d.t(566, y + 16, "119.47", 9, "hebo", align="r")
    y = d.table(
        [("Taxes", 44, "l"), ("Amount", 566, "r")],
        y + 36,
        [[a, us(b)] for a, b in tx],
        40,
        572,
        size=9,
        rules="all",
        row_h=18,
    )
    d.t(44, y + 16, "Total taxes", 9, "hebo")
    d.t(566, y + 16, "6.88", 9, "hebo", align="r")
    d.t(44, y + 36, "Total current charges", 9, "hebo")
    d.t(566, y + 36, "126.35", 9, "hebo", align="r")
    d.lines(
        40,
        y + 80,
        [
            "A late fee of $10.00 applies to balances not received by the payment due date.",
            "Your past due balance of $89.50 was due Oct 25, 2024.",
        ],
        8.5,
        lead=12,
        color=GREY,
    )
    d.note(
        "Monthly telecom bill, 2 pages. total = 'Total Current Charges' (this invoice, incl. taxes); "
        "amount_due = "
        "'Total Amount Due', which adds the unpaid previous balance. subtotal = 'Current charges before "
        "taxes' "
        "(includes the regulatory fee, which is a charge, not a tax); tax = 'Taxes'. invoice_date = "
        "Statement Date. "
        "bill_to = the account name (the mailing block prints it in capitals). Account number, offer date "
        "and the "
        "previous due date are distractors."
    )
    return d


@doc
def inv_12():
    """Swedish faktura: VAT-inclusive prices, only 'varav moms' printed, ISO dates, OCR number."""
    d = Doc("b2_inv_12", "invoice", "Faktura 10482", "Norrsken Möbeldesign AB", A4)
    pg = d.page()
    d.t(40, 64, "NORRSKEN", 20, "hebo", color=NAVY)
    d.t(40, 78, "möbeldesign", 11, "heit", color=NAVY)
    d.t(555, 64, "FAKTURA", 18, "hebo", align="r")
    meta = [
        ("Fakturanummer", "10482"),
        ("Fakturadatum", "2024-06-11"),
        ("Förfallodatum", "2024-07-11"),
        ("OCR-nummer", "1048213"),
        ("Kundnummer", "3021"),
    ]
    y = 98
    for k, v in meta:
        d.t(360, y, k, 8.5, color=GREY)
        d.t(555, y, v, 9, "hebo" if k in ("Fakturanummer", "Förfallodatum") else "helv", align="r")
        y += 13
    d.f("invoice_number", "10482", pg, "Fakturanummer 10482")
    d.f("invoice_date", "2024-06-11", pg, "Fakturadatum 2024-06-11")
    d.f("due_date", "2024-07-11", pg, "Förfallodatum 2024-07-11")

    d.t(40, 120, "Fakturaadress", 8, "hebo", color=GREY)
    d.lines(40, 134, ["Kattegatt Redovisning AB", "Box 5127", "402 23 Göteborg"], 10)
    d.f("bill_to", "Kattegatt Redovisning AB", pg, "Fakturaadress Kattegatt Redovisning AB")
    d.t(40, 190, "Leveransadress", 8, "hebo", color=GREY)
    d.lines(40, 204, ["Coworkia Lindholmen", "Lindholmspiren 7", "417 56 Göteborg"], 10)
    refs = [
        ("Er referens", "Lina Berg"),
        ("Vår referens", "Olof Nyström"),
        ("Leveransdatum", "2024-06-07"),
        ("Betalningsvillkor", "30 dagar netto"),
    ]
    y = 190
    for k, v in refs:
        d.t(360, y, k, 8.5, color=GREY)
        d.t(555, y, v, 9, align="r")
        y += 13

    items = [
        ("ED-1680", "Skrivbord ek 160 x 80, höj- och sänkbart", 4, 4875.00),
        ("KS-ERGO", "Kontorsstol Ergo, svart", 4, 2500.00),
    ]
    rows, amounts = [], []
    for art, desc, qty, price in items:
        amounts.append(cents(qty * price))
        rows.append([art, desc, f"{qty} st", sp(price), sp(qty * price)])
    cols = [
        ("Art.nr", 44, "l"),
        ("Benämning", 110, "l"),
        ("Antal", 370, "r"),
        ("À-pris", 460, "r"),
        ("Belopp", 551, "r"),
    ]
    y = d.table(cols, 262, rows, 40, 555, size=9, rules="head", row_h=18)
    d.t(44, y + 14, "Alla priser inkl. moms.", 8.5, "heit", color=GREY)
    total, moms = 29500.00, 5900.00
    assert (
        cents(sum(amounts)) == total and cents(total * 0.20) == moms and cents((total - moms) * 0.25) == moms
    )
    y += 48
    d.hline(300, 555, y - 14, 0.6)
    d.t(310, y, "Varav moms 25 %", 9)
    d.t(551, y, "5 900,00", 9, align="r")
    d.t(310, y + 16, "Öresavrundning", 9)
    d.t(551, y + 16, "0,00", 9, align="r")
    d.box(300, y + 24, 555, y + 46, fill=LIGHT, color=None)
    d.t(310, y + 39, "Att betala SEK", 11, "hebo")
    d.t(551, y + 39, "29 500,00", 11, "hebo", align="r")
    d.f("tax", 5900.00, pg, "Varav moms 25 % 5 900,00")
    d.f("total", 29500.00, pg, "Att betala SEK 29 500,00")
    d.f("currency", "SEK", pg, "Att betala SEK 29 500,00")
    d.null("subtotal")
    d.null("amount_due")

    d.hline(40, 555, 752, 0.5, GREY)
    foot = [
        ["Norrsken Möbeldesign AB", "Järntorget 3", "413 04 Göteborg"],
        ["Org.nr 559214-3307", "Momsreg.nr SE559214330701", "Godkänd för F-skatt"],
        ["Bankgiro 5412-7780", "Tel. 031-555 18 40", "info@norrsken.example"],
    ]
    for i, col in enumerate(foot):
        d.lines(40 + i * 180, 766, col, 7.5, lead=10, color=GREY)
    d.f("vendor_name", "Norrsken Möbeldesign AB", pg, "Norrsken Möbeldesign AB Järntorget 3")
    d.note(
        "Swedish faktura with VAT-inclusive prices: only 'Varav moms' (of which VAT) and 'Att betala' are "
        "printed. "
        "tax = the printed VAT amount; no pre-tax total is printed -> subtotal null (not computed as 23 "
        "600). "
        "'Att betala SEK' is the single total line -> total; nothing is printed separately as a balance -> "
        "amount_due null. ISO dates; OCR number, customer number and delivery date are distractors; bill_to "
        "= "
        "Fakturaadress (the Leveransadress is a coworking space)."
    )
    return d


# ================================================================ financial statements
def stmt(d, y, rows, xs, dec=0, size=8.5, lx=40, lead=13.5, colw=56, sym="$"):
    """Statement rows: (label, values or None, flags). Leading spaces in the label indent it.

    flags: b bold, h heading (bold, no values), $ currency symbol before the values,
    t single rule above the values, T double rule below them. Values are numbers (printed
    accounting style with `dec` decimals, 0 as a dash), strings, or None (blank)."""
    for label, vals, flags in rows:
        indent = (len(label) - len(label.lstrip())) * 5
        f = "hebo" if ("b" in flags or "h" in flags) else "helv"
        if "t" in flags:
            for x in xs:
                d.hline(x - colw + 14, x + 4, y - size - 2, 0.5)
        d.t(lx + indent, y, label.strip(), size, f)
        for x, v in zip(xs, vals or [], strict=False):
            if v is None:
                continue
            if "$" in flags and sym:
                d.t(x - colw + 6, y, sym, size, f)
            s = v if isinstance(v, str) else acct(v, dec)
            shift = d.width(")", f, size) if s.endswith(")") else 0
            d.t(x + shift, y, s, size, f, "r")
        if "T" in flags:
            for x in xs:
                d.hline(x - colw + 14, x + 4, y + 3.5, 0.5)
                d.hline(x - colw + 14, x + 4, y + 5.5, 0.5)
        y += lead
    return y


def col_sum(rows, labels, i):
    return sum(v[i] for lab, v, _ in rows if lab.strip() in labels)


def row(rows, label):
    (vals,) = [v for lab, v, _ in rows if lab.strip() == label]
    return vals


@doc
def fs_01():
    """US quarterly earnings release, in thousands, current quarter first, NCI line, balance sheet with total
    liabilities."""
    d = Doc(
        "b2_fs_01",
        "financial_statement",
        "Tamarack Outdoor Brands Q3 2024 results",
        "Tamarack Outdoor Brands, Inc.",
    )
    pg1 = d.page()
    d.p.draw_polyline([(40, 66), (56, 38), (72, 66)], color=None, fill=GREEN, closePath=True)
    d.p.draw_polyline([(56, 66), (70, 44), (84, 66)], color=None, fill=(0.3, 0.55, 0.3), closePath=True)
    d.t(92, 60, "TAMARACK OUTDOOR BRANDS", 15, "hebo", color=GREEN)
    d.t(572, 56, "FOR IMMEDIATE RELEASE", 8.5, "hebo", align="r")
    d.hline(40, 572, 76, 0.8, GREEN)
    d.t(306, 110, "Tamarack Outdoor Brands Reports Third Quarter 2024 Results", 15, "tibo", align="c")
    d.t(306, 128, "Net sales up 12.3%; raises low end of full-year outlook", 11, "tiit", align="c")
    d.f("report_type", "earnings_release", pg1, "Tamarack Outdoor Brands Reports Third Quarter 2024 Results")
    y = d.para(
        40,
        146,
        572,
        'DENVER, Colo., October 29, 2024 -- Tamarack Outdoor Brands, Inc. (the "Company"), a maker of '
        "camping, "
        "climbing and trail gear, today reported financial results for the third quarter ended September "
        "30, 2024.",
        10.5,
    )
    d.t(40, y + 14, "Third Quarter 2024 Highlights", 11, "tibo")
    y += 22
    for s in [
        "Net sales increased 12.3% to $436.3 million, compared with $388.5 million in the third quarter of "
        "2023.",
        "Gross margin was 40.5%, compared with 41.8% in the prior-year quarter, reflecting promotional "
        "activity.",
        "Operating income was $52.0 million; adjusted operating income, which excludes $3.2 million of "
        "restructuring charges, was $55.2 million.",
        "Diluted earnings per share were $0.80, compared with $0.66 in the prior-year quarter; adjusted "
        "diluted "
        "earnings per share were $0.86.",
        "The Company ended the quarter with $84.2 million of cash and cash equivalents and total debt of "
        "$382.5 million.",
    ]:
        d.t(48, y + 9, "-", 10.5, "tiro")
        y = d.para(60, y, 572, s, 10.5) + 4
    y = d.para(
        40,
        y + 8,
        572,
        '"Our trail and climbing categories delivered another quarter of double-digit growth, and we '
        "continued to "
        'reduce debt," said Helen Marsh, Chief Executive Officer. "We are raising the low end of our '
        "full-year "
        'outlook." For fiscal 2024 the Company now expects net sales of $1.56 billion to $1.60 billion and '
        "adjusted "
        "diluted earnings per share of $2.45 to $2.55.",
        10.5,
    )
    y = d.para(
        40,
        y + 8,
        572,
        "Conference call: the Company will host a call at 4:30 p.m. Eastern Time on October 29, 2024. "
        "Adjusted "
        "figures are non-GAAP measures; reconciliations are included in the tables that follow. "
        "Forward-looking "
        "statements in this release are subject to risks described in the Company's Annual Report on Form "
        "10-K for "
        "the year ended December 31, 2023.",
        9.5,
        color=GREY,
    )
    d.t(
        306,
        770,
        "Investor contact: Paul Reyes, (303) 555-0110, ir@tamarack.example",
        8,
        align="c",
        color=GREY,
    )

    # page 2: statement of operations --------------------------------------------------
    pg2 = d.page()
    d.t(306, 54, "TAMARACK OUTDOOR BRANDS, INC. AND SUBSIDIARIES", 10, "hebo", align="c")
    d.t(306, 68, "Condensed Consolidated Statements of Operations", 10, "hebo", align="c")
    d.t(306, 81, "(Unaudited; in thousands, except per share data)", 8.5, "heit", align="c")
    d.f(
        "company_name", "Tamarack Outdoor Brands, Inc.", pg2, "TAMARACK OUTDOOR BRANDS, INC. AND SUBSIDIARIES"
    )
    xs = [352, 418, 500, 566]
    for cx, top in [(385, "Three Months Ended"), (533, "Nine Months Ended")]:
        d.t(cx, 106, top, 8.5, "hebo", align="c")
        d.t(cx, 117, "September 30,", 8.5, "hebo", align="c")
        d.hline(cx - 64, cx + 64, 120, 0.5)
    for x, yr in zip(xs, ["2024", "2023", "2024", "2023"], strict=True):
        d.t(x, 131, yr, 8.5, "hebo", align="r")
    d.hline(40, 572, 135, 0.6)
    ops = [
        ("Net sales", [436274, 388540, 1174860, 1093877], "$"),
        ("Cost of sales", [259748, 226118, 688166, 640031], ""),
        ("Gross profit", [176526, 162422, 486694, 453846], "t"),
        ("Selling, general and administrative expenses", [121340, 115907, 358115, 341220], ""),
        ("Restructuring charges", [3210, 0, 9870, 1404], ""),
        ("Operating income", [51976, 46515, 118709, 111222], "t"),
        ("Interest expense, net", [-6412, -7015, -19820, -21406], ""),
        ("Other income (expense), net", [388, -1102, 1245, -960], ""),
        ("Income before income taxes", [45952, 38398, 100134, 88856], "t"),
        ("Income tax expense", [10571, 8832, 23030, 20436], ""),
        ("Net income", [35381, 29566, 77104, 68420], "t"),
        ("Less: net income attributable to noncontrolling interests", [1204, 1118, 3396, 3250], ""),
        ("Net income attributable to Tamarack Outdoor Brands, Inc.", [34177, 28448, 73708, 65170], "$tT"),
        ("Earnings per share attributable to Tamarack Outdoor Brands, Inc.:", None, ""),
        ("  Basic", ["0.81", "0.67", "1.75", "1.54"], "$"),
        ("  Diluted", ["0.80", "0.66", "1.73", "1.52"], "$T"),
        ("Weighted average shares outstanding:", None, ""),
        ("  Basic", [42190, 42460, 42120, 42380], ""),
        ("  Diluted", [42730, 43100, 42610, 42900], ""),
    ]
    for i in range(4):
        v = [r[1][i] if r[1] else None for r in ops]
        assert v[0] - v[1] == v[2] and v[2] - v[3] - v[4] == v[5] and v[5] + v[6] + v[7] == v[8]
        assert v[8] - v[9] == v[10] and v[10] - v[11] == v[12]
        assert f"{v[12] / v[18]:.2f}" == ops[15][1][i] and f"{v[12] / v[17]:.2f}" == ops[14][1][i]
    stmt(d, 150, ops, xs)
    d.f("total_revenue", 436274000, pg2, "Net sales $ 436,274")
    d.f("operating_income", 51976000, pg2, "Operating income 51,976")
    d.f("net_income", 34177000, pg2, "Net income attributable to Tamarack Outdoor Brands, Inc. $ 34,177")
    d.f("diluted_eps", 0.80, pg2, "Diluted $ 0.80")
    d.f("currency", "USD", pg2, "Net sales $ 436,274")

    # page 3: balance sheet ------------------------------------------------------------
    pg3 = d.page()
    d.t(306, 54, "TAMARACK OUTDOOR BRANDS, INC. AND SUBSIDIARIES", 10, "hebo", align="c")
    d.t(306, 68, "Condensed Consolidated Balance Sheets", 10, "hebo", align="c")
    d.t(306, 81, "(in thousands)", 8.5, "heit", align="c")
    bx = [470, 566]
    d.t(bx[0], 104, "September 30, 2024", 8.5, "hebo", align="r")
    d.t(bx[1], 104, "December 31, 2023", 8.5, "hebo", align="r")
    d.t(bx[0], 115, "(unaudited)", 8, "heit", align="r")
    d.hline(40, 572, 120, 0.6)
    d.f("period_end_date", "2024-09-30", pg3, "September 30, 2024 December 31, 2023")
    assets = [
        ("ASSETS", None, "h"),
        ("Current assets:", None, ""),
        ("  Cash and cash equivalents", [84215, 102660], "$"),
        ("  Accounts receivable, net", [231470, 198305], ""),
        ("  Inventories", [298116, 276940], ""),
        ("  Prepaid expenses and other current assets", [24870, 21115], ""),
        ("    Total current assets", [638671, 599020], "t"),
        ("Property and equipment, net", [212340, 205118], ""),
        ("Operating lease right-of-use assets", [96225, 101430], ""),
        ("Goodwill", [318900, 318900], ""),
        ("Intangible assets, net", [144610, 151275], ""),
        ("Other assets", [18254, 16997], ""),
        ("Total assets", [1429000, 1392740], "b$tT"),
    ]
    liab = [
        ("LIABILITIES AND EQUITY", None, "h"),
        ("Current liabilities:", None, ""),
        ("  Accounts payable", [142380, 131905], "$"),
        ("  Accrued liabilities", [88415, 92370], ""),
        ("  Current portion of long-term debt", [20000, 20000], ""),
        ("  Current operating lease liabilities", [18206, 17842], ""),
        ("    Total current liabilities", [269001, 262117], "t"),
        ("Long-term debt, net", [362500, 395000], ""),
        ("Noncurrent operating lease liabilities", [84930, 90288], ""),
        ("Deferred income taxes", [31118, 29874], ""),
        ("Other long-term liabilities", [12452, 11940], ""),
        ("Total liabilities", [760001, 789219], "bt"),
        ("Stockholders' equity:", None, ""),
        ("  Common stock", [423, 425], ""),
        ("  Additional paid-in capital", [318775, 321402], ""),
        ("  Retained earnings", [337260, 270050], ""),
        ("  Accumulated other comprehensive loss", [-4818, -2306], ""),
        ("    Total Tamarack Outdoor Brands, Inc. stockholders' equity", [651640, 589571], "t"),
        ("  Noncontrolling interests", [17359, 13950], ""),
        ("Total equity", [668999, 603521], "bt"),
        ("Total liabilities and equity", [1429000, 1392740], "b$tT"),
    ]
    for i in range(2):
        assert (
            sum(
                row(assets, k)[i]
                for k in [
                    "Cash and cash equivalents",
                    "Accounts receivable, net",
                    "Inventories",
                    "Prepaid expenses and other current assets",
                ]
            )
            == row(assets, "Total current assets")[i]
        )
        assert (
            row(assets, "Total current assets")[i]
            + sum(
                row(assets, k)[i]
                for k in [
                    "Property and equipment, net",
                    "Operating lease right-of-use assets",
                    "Goodwill",
                    "Intangible assets, net",
                    "Other assets",
                ]
            )
            == row(assets, "Total assets")[i]
        )
        assert (
            sum(
                row(liab, k)[i]
                for k in [
                    "Accounts payable",
                    "Accrued liabilities",
                    "Current portion of long-term debt",
                    "Current operating lease liabilities",
                ]
            )
            == row(liab, "Total current liabilities")[i]
        )
        assert (
            row(liab, "Total current liabilities")[i]
            + sum(
                row(liab, k)[i]
                for k in [
                    "Long-term debt, net",
                    "Noncurrent operating lease liabilities",
                    "Deferred income taxes",
                    "Other long-term liabilities",
                ]
            )
            == row(liab, "Total liabilities")[i]
        )
        assert (
            sum(
                row(liab, k)[i]
                for k in [
                    "Common stock",
                    "Additional paid-in capital",
                    "Retained earnings",
                    "Accumulated other comprehensive loss",
                ]
            )
            == row(liab, "Total Tamarack Outdoor Brands, Inc. stockholders' equity")[i]
        )
        assert (
            row(liab, "Total Tamarack Outdoor Brands, Inc. stockholders' equity")[i]
            + row(liab, "Noncontrolling interests")[i]
            == row(liab, "Total equity")[i]
        )
        assert (
            row(liab, "Total liabilities")[i] + row(liab, "Total equity")[i]
            == row(liab, "Total liabilities and equity")[i]
            == row(assets, "Total assets")[i]
        )
    y = stmt(d, 136, assets, bx, lead=13)
    stmt(d, y + 8, liab, bx, lead=13)
    d.f("cash_and_equivalents", 84215000, pg3, "Cash and cash equivalents $ 84,215")
    d.f("total_assets", 1429000000, pg3, "Total assets $ 1,429,000")
    d.f("total_liabilities", 760001000, pg3, "Total liabilities 760,001")
    d.f("total_equity", 668999000, pg3, "Total equity 668,999")
    d.note(
        "Q3 2024 earnings release, 3 pages: current period = three months ended September 30, 2024 (first "
        "column of "
        "page 2; the nine-month columns and the prior-year quarter are distractors), balance sheet column "
        "September "
        "30, 2024. 'in thousands' -> x1,000. net_income = the 'attributable to Tamarack' line (34,177), not "
        "'Net "
        "income' (35,381). total_equity = 'Total equity' including noncontrolling interests. Page-1 rounded "
        "figures ($436.3 million) and the full-year outlook are not used as quotes."
    )
    return d


@doc
def fs_02():
    """European annual report excerpt, € million with one decimal, prior year in the FIRST column, no total
    liabilities."""
    d = Doc(
        "b2_fs_02",
        "financial_statement",
        "Koppelaar Precision Group Annual Report 2023",
        "Koppelaar Precision Group N.V.",
        A4,
    )
    pg1 = d.page()
    d.box(0, 0, d.W, 300, fill=(0.1, 0.25, 0.4), color=None)
    d.t(50, 120, "Koppelaar", 34, "hebo", color=WHITE)
    d.t(50, 150, "Precision Group", 20, "helv", color=WHITE)
    d.t(50, 230, "Annual Report 2023", 26, "helv", color=WHITE)
    d.t(50, 256, "Excerpt: key figures and consolidated financial statements", 10, "heit", color=WHITE)
    d.f("report_type", "annual_report", pg1, "Annual Report 2023")
    d.t(50, 350, "Key figures", 14, "hebo", color=(0.1, 0.25, 0.4))
    kf = [
        ("€ million, unless stated otherwise", "2023", "2022"),
        ("Revenue", "1,284.6", "1,152.3"),
        ("EBITDA", "212.4", "178.9"),
        ("Operating result (EBIT)", "159.6", "127.2"),
        ("EBIT margin", "12.4%", "11.0%"),
        ("Net profit attributable to shareholders", "106.0", "84.9"),
        ("Free cash flow", "74.8", "51.2"),
        ("Net debt (excluding leases)", "158.2", "211.8"),
        ("Proposed dividend per share (€)", "0.80", "0.64"),
        ("Employees (FTE, year-end)", "5,412", "5,180"),
    ]
    y = 376
    for i, (a, b, c) in enumerate(kf):
        f = "hebo" if i == 0 else "helv"
        d.t(50, y, a, 9.5, f)
        d.t(430, y, b, 9.5, f, align="r")
        d.t(540, y, c, 9.5, f, align="r")
        d.hline(50, 545, y + 5, 0.3, GREY)
        y += 19
    d.para(
        50,
        y + 14,
        545,
        "Koppelaar Precision Group N.V. is a Dutch manufacturer of precision components for semiconductor "
        "equipment, "
        "medical devices and aerospace. The Annual Report 2023 was adopted by the Annual General Meeting on "
        "25 April "
        "2024. Figures in this excerpt are taken from the audited consolidated financial statements.",
        9.5,
        "helv",
    )

    # page 2: profit or loss -------------------------------------------------------------
    pg2 = d.page()
    d.t(40, 56, "Koppelaar Precision Group N.V.", 10, "hebo")
    d.t(
        40,
        76,
        "Consolidated statement of profit or loss for the year ended 31 December 2023",
        12,
        "hebo",
        color=(0.1, 0.25, 0.4),
    )
    d.f("company_name", "Koppelaar Precision Group N.V.", pg2, "Koppelaar Precision Group N.V.")
    d.f("period_end_date", "2023-12-31", pg2, "for the year ended 31 December 2023")
    xs = [470, 550]
    d.t(40, 104, "€ million", 8.5, "hebo")
    d.t(395, 104, "Note", 8.5, "hebo", align="r")
    d.t(xs[0], 104, "2022", 8.5, "hebo", align="r")
    d.t(xs[1], 104, "2023", 8.5, "hebo", align="r")
    d.hline(40, 555, 109, 0.8)
    d.f("currency", "EUR", pg2, "€ million")
    pl = [
        ("Revenue", [1152.3, 1284.6], "b", "4"),
        ("Cost of sales", [-802.1, -881.9], "", "5"),
        ("Gross profit", [350.2, 402.7], "bt", ""),
        ("Selling and distribution expenses", [-96.4, -104.8], "", "5"),
        ("General and administrative expenses", [-88.0, -93.5], "", "5"),
        ("Research and development expenses", [-41.7, -47.2], "", "5"),
        ("Other operating income", [3.1, 2.4], "", "6"),
        ("Operating result", [127.2, 159.6], "bt", ""),
        ("Finance income", [2.8, 4.1], "", "7"),
        ("Finance costs", [-14.6, -18.3], "", "7"),
        ("Share of profit of associates", [1.9, 2.2], "", "14"),
        ("Profit before income tax", [117.3, 147.6], "bt", ""),
        ("Income tax expense", [-29.1, -37.4], "", "8"),
        ("Profit for the year", [88.2, 110.2], "btT", ""),
        ("Profit for the year attributable to:", None, "", ""),
        ("  Owners of the Company", [84.9, 106.0], "", ""),
        ("  Non-controlling interests", [3.3, 4.2], "", ""),
        ("Earnings per share (in €)", None, "", "9"),
        ("  Basic earnings per share", ["1.62", "2.02"], "", ""),
        ("  Diluted earnings per share", ["1.60", "1.99"], "", ""),
    ]
    for i in range(2):
        v = {lab.strip(): vals[i] for lab, vals, _, _ in pl if vals}
        assert round(v["Revenue"] + v["Cost of sales"], 1) == v["Gross profit"]
        assert (
            round(
                v["Gross profit"]
                + v["Selling and distribution expenses"]
                + v["General and administrative expenses"]
                + v["Research and development expenses"]
                + v["Other operating income"],
                1,
            )
            == v["Operating result"]
        )
        assert (
            round(
                v["Operating result"]
                + v["Finance income"]
                + v["Finance costs"]
                + v["Share of profit of associates"],
                1,
            )
            == v["Profit before income tax"]
        )
        assert round(v["Profit before income tax"] + v["Income tax expense"], 1) == v["Profit for the year"]
        assert (
            round(v["Owners of the Company"] + v["Non-controlling interests"], 1) == v["Profit for the year"]
        )
    y = 124
    for lab, vals, flags, note in pl:
        y = stmt(d, y, [(lab, vals, flags)], xs, dec=1, lead=15, size=9, colw=60, sym=None)
        if note:
            d.t(395, y - 15, note, 8.5, color=GREY, align="r")
    d.f("total_revenue", 1284600000, pg2, "Revenue 1,152.3 1,284.6")
    d.f("operating_income", 159600000, pg2, "Operating result 127.2 159.6")
    d.f("net_income", 106000000, pg2, "Owners of the Company 84.9 106.0")
    d.f("diluted_eps", 1.99, pg2, "Diluted earnings per share 1.60 1.99")
    d.para(
        40,
        y + 10,
        555,
        "The notes on pages 142 to 198 of the Annual Report 2023 are an integral part of these consolidated "
        "financial "
        "statements. Comparative figures for 2022 have not been restated.",
        8.5,
        "heit",
        color=GREY,
    )

    # page 3: financial position ---------------------------------------------------------
    pg3 = d.page()
    d.t(40, 56, "Koppelaar Precision Group N.V.", 10, "hebo")
    d.t(
        40,
        76,
        "Consolidated statement of financial position as at 31 December",
        12,
        "hebo",
        color=(0.1, 0.25, 0.4),
    )
    d.t(40, 104, "€ million", 8.5, "hebo")
    d.t(xs[0], 104, "31 Dec 2022", 8.5, "hebo", align="r")
    d.t(xs[1], 104, "31 Dec 2023", 8.5, "hebo", align="r")
    d.hline(40, 555, 109, 0.8)
    bs = [
        ("Assets", None, "h"),
        ("Property, plant and equipment", [412.5, 438.9], ""),
        ("Intangible assets and goodwill", [236.8, 231.4], ""),
        ("Right-of-use assets", [44.1, 47.6], ""),
        ("Investments in associates", [18.3, 20.5], ""),
        ("Deferred tax assets", [12.9, 11.7], ""),
        ("Total non-current assets", [724.6, 750.1], "bt"),
        ("Inventories", [198.4, 214.7], ""),
        ("Trade and other receivables", [187.6, 203.2], ""),
        ("Cash and cash equivalents", [96.2, 131.8], ""),
        ("Total current assets", [482.2, 549.7], "bt"),
        ("Total assets", [1206.8, 1299.8], "btT"),
        ("Equity and liabilities", None, "h"),
        ("Share capital", [10.5, 10.5], ""),
        ("Share premium", [142.0, 142.0], ""),
        ("Retained earnings and other reserves", [438.6, 505.9], ""),
        ("Equity attributable to owners of the Company", [591.1, 658.4], "t"),
        ("Non-controlling interests", [21.4, 24.1], ""),
        ("Total equity", [612.5, 682.5], "bt"),
        ("Loans and borrowings", [268.0, 245.0], ""),
        ("Lease liabilities", [36.2, 38.9], ""),
        ("Employee benefits", [22.7, 21.5], ""),
        ("Deferred tax liabilities", [31.4, 33.0], ""),
        ("Total non-current liabilities", [358.3, 338.4], "bt"),
        ("Trade and other payables", [162.3, 188.6], ""),
        ("Loans and borrowings ", [40.0, 45.0], ""),
        ("Lease liabilities ", [9.1, 10.2], ""),
        ("Current tax liabilities", [12.4, 15.1], ""),
        ("Provisions", [12.2, 20.0], ""),
        ("Total current liabilities", [236.0, 278.9], "bt"),
        ("Total equity and liabilities", [1206.8, 1299.8], "btT"),
    ]

    def blk(a, b):
        names = [lab for lab, vals, _ in bs]
        return [bs[k][1] for k in range(names.index(a), names.index(b))]

    for i in range(2):
        v = {lab: vals[i] for lab, vals, _ in bs if vals}
        assert (
            round(sum(x[i] for x in blk("Property, plant and equipment", "Total non-current assets")), 1)
            == v["Total non-current assets"]
        )
        assert (
            round(sum(x[i] for x in blk("Inventories", "Total current assets")), 1)
            == v["Total current assets"]
        )
        assert round(v["Total non-current assets"] + v["Total current assets"], 1) == v["Total assets"]
        assert (
            round(sum(x[i] for x in blk("Share capital", "Equity attributable to owners of the Company")), 1)
            == v["Equity attributable to owners of the Company"]
        )
        assert (
            round(v["Equity attributable to owners of the Company"] + v["Non-controlling interests"], 1)
            == v["Total equity"]
        )
        assert (
            round(sum(x[i] for x in blk("Loans and borrowings", "Total non-current liabilities")), 1)
            == v["Total non-current liabilities"]
        )
        assert (
            round(sum(x[i] for x in blk("Trade and other payables", "Total current liabilities")), 1)
            == v["Total current liabilities"]
        )
        assert (
            round(v["Total equity"] + v["Total non-current liabilities"] + v["Total current liabilities"], 1)
            == v["Total equity and liabilities"]
            == v["Total assets"]
        )
    stmt(d, 124, bs, xs, dec=1, lead=14.5, size=9, colw=60, sym=None)
    d.f("total_assets", 1299800000, pg3, "Total assets 1,206.8 1,299.8")
    d.f("total_equity", 682500000, pg3, "Total equity 612.5 682.5")
    d.f("cash_and_equivalents", 131800000, pg3, "Cash and cash equivalents 96.2 131.8")
    d.null("total_liabilities")
    d.note(
        "Annual report excerpt (fiscal year 2023), 3 pages. The statements print the PRIOR year (2022) in "
        "the first "
        "column and 2023 in the second; the key-figures table on page 1 has the opposite order. '€ million' "
        "with one "
        "decimal -> x1,000,000 (1,284.6 -> 1284600000); EPS is printed in € and is not scaled. "
        "operating_income = "
        "'Operating result'; net_income = profit attributable to owners of the Company (106.0), not profit "
        "for the "
        "year (110.2). total_equity = 'Total equity' including non-controlling interests. No "
        "total-liabilities line "
        "is printed (only non-current and current subtotals) -> total_liabilities null."
    )
    return d


@doc
def fs_03():
    """10-Q excerpt, in millions, balance sheet before operations, net loss in parentheses, no NCI."""
    d = Doc(
        "b2_fs_03",
        "financial_statement",
        "Ellery Mobility Systems Form 10-Q Q2 2024",
        "Ellery Mobility Systems, Inc.",
    )
    pg1 = d.page()
    d.t(306, 60, "UNITED STATES", 12, "tibo", align="c")
    d.t(306, 75, "SECURITIES AND EXCHANGE COMMISSION", 12, "tibo", align="c")
    d.t(306, 89, "Washington, D.C. 20549", 10, "tiro", align="c")
    d.hline(200, 412, 100, 0.8)
    d.t(306, 128, "FORM 10-Q", 18, "tibo", align="c")
    d.hline(200, 412, 138, 0.8)
    d.t(60, 168, "(Mark One)", 9, "tiro")
    d.t(
        60,
        186,
        "[X]  QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        9,
        "tibo",
    )
    d.t(306, 206, "For the quarterly period ended June 30, 2024", 10, "tiro", align="c")
    d.t(306, 222, "or", 9, "tiro", align="c")
    d.t(
        60,
        240,
        "[  ]  TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        9,
        "tibo",
    )
    d.t(306, 260, "Commission File Number 001-41877", 10, "tiro", align="c")
    d.t(306, 300, "ELLERY MOBILITY SYSTEMS, INC.", 17, "tibo", align="c")
    d.t(306, 314, "(Exact name of registrant as specified in its charter)", 8.5, "tiit", align="c")
    d.t(170, 346, "Delaware", 10, "tiro", align="c")
    d.t(442, 346, "86-2291047", 10, "tiro", align="c")
    d.t(170, 358, "(State or other jurisdiction of incorporation)", 8, "tiit", align="c")
    d.t(442, 358, "(I.R.S. Employer Identification No.)", 8, "tiit", align="c")
    d.t(306, 386, "4100 Innovation Drive, Fremont, California 94538", 10, "tiro", align="c")
    d.t(306, 398, "(Address of principal executive offices)  (510) 555-0190", 8, "tiit", align="c")
    d.para(
        60,
        420,
        552,
        "Indicate by check mark whether the registrant (1) has filed all reports required to be filed by "
        "Section 13 or "
        "15(d) of the Securities Exchange Act of 1934 during the preceding 12 months and (2) has been "
        "subject to such "
        "filing requirements for the past 90 days. Yes [X] No [ ]",
        9,
    )
    d.para(
        60,
        480,
        552,
        "As of August 2, 2024, the registrant had 128,114,507 shares of common stock, $0.0001 par value per "
        "share, "
        "outstanding.",
        9,
    )
    d.f("company_name", "Ellery Mobility Systems, Inc.", pg1, "ELLERY MOBILITY SYSTEMS, INC.")
    d.f("report_type", "10-Q", pg1, "FORM 10-Q")
    d.f("period_end_date", "2024-06-30", pg1, "For the quarterly period ended June 30, 2024")

    # page 2: balance sheet ----------------------------------------------------------------
    pg2 = d.page()
    d.t(40, 48, "PART I. FINANCIAL INFORMATION", 9, "tibo")
    d.t(40, 62, "Item 1. Financial Statements", 9, "tibo")
    d.t(306, 84, "ELLERY MOBILITY SYSTEMS, INC.", 10, "tibo", align="c")
    d.t(306, 97, "CONDENSED CONSOLIDATED BALANCE SHEETS", 10, "tibo", align="c")
    d.t(306, 110, "(in millions, except par value; unaudited)", 8.5, "tiit", align="c")
    bx = [470, 566]
    d.t(bx[0], 132, "June 30,", 8.5, "tibo", align="r")
    d.t(bx[0], 143, "2024", 8.5, "tibo", align="r")
    d.t(bx[1], 132, "December 31,", 8.5, "tibo", align="r")
    d.t(bx[1], 143, "2023", 8.5, "tibo", align="r")
    d.hline(40, 572, 148, 0.6)
    bs = [
        ("Assets", None, "h"),
        ("Current assets:", None, ""),
        ("  Cash and cash equivalents", [212.6, 305.4], "$"),
        ("  Short-term investments", [148.0, 176.2], ""),
        ("  Accounts receivable, net", [121.9, 109.3], ""),
        ("  Inventory", [164.3, 151.8], ""),
        ("  Prepaid expenses and other current assets", [18.7, 15.9], ""),
        ("    Total current assets", [665.5, 758.6], "t"),
        ("Property and equipment, net", [143.2, 138.6], ""),
        ("Operating lease right-of-use assets", [39.4, 41.7], ""),
        ("Goodwill", [27.5, 27.5], ""),
        ("Other non-current assets", [12.1, 11.3], ""),
        ("Total assets", [887.7, 977.7], "b$tT"),
        ("Liabilities and Stockholders' Equity", None, "h"),
        ("Current liabilities:", None, ""),
        ("  Accounts payable", [88.4, 92.1], "$"),
        ("  Accrued expenses and other current liabilities", [61.7, 58.3], ""),
        ("  Deferred revenue, current", [24.6, 21.2], ""),
        ("  Operating lease liabilities, current", [7.9, 7.5], ""),
        ("    Total current liabilities", [182.6, 179.1], "t"),
        ("Convertible senior notes, net", [223.4, 222.9], ""),
        ("Operating lease liabilities, non-current", [35.8, 38.2], ""),
        ("Warrant liabilities", [6.2, 9.7], ""),
        ("Other long-term liabilities", [9.4, 8.6], ""),
        ("Total liabilities", [457.4, 458.5], "bt"),
        ("Commitments and contingencies (Note 12)", None, ""),
        ("Stockholders' equity:", None, ""),
        ("  Common stock, $0.0001 par value", [0.1, 0.1], ""),
        ("  Additional paid-in capital", [1612.3, 1596.0], ""),
        ("  Accumulated deficit", [-1181.6, -1069.0], ""),
        ("  Accumulated other comprehensive loss", [-0.5, -7.9], ""),
        ("Total stockholders' equity", [430.3, 519.2], "bt"),
        ("Total liabilities and stockholders' equity", [887.7, 977.7], "b$tT"),
    ]
    names = [lab.strip() for lab, _, _ in bs]

    def span(a, b, i):
        return round(sum(bs[k][1][i] for k in range(names.index(a), names.index(b))), 1)

    for i in range(2):
        v = {lab.strip(): vals[i] for lab, vals, _ in bs if vals}
        assert span("Cash and cash equivalents", "Total current assets", i) == v["Total current assets"]
        assert span("Total current assets", "Total assets", i) == v["Total assets"]
        assert span("Accounts payable", "Total current liabilities", i) == v["Total current liabilities"]
        assert span("Total current liabilities", "Total liabilities", i) == v["Total liabilities"]
        assert (
            span("Common stock, $0.0001 par value", "Total stockholders' equity", i)
            == v["Total stockholders' equity"]
        )
        assert (
            round(v["Total liabilities"] + v["Total stockholders' equity"], 1)
            == v["Total liabilities and stockholders' equity"]
            == v["Total assets"]
        )
    stmt(d, 164, bs, bx, dec=1, lead=13.2)
    d.f("cash_and_equivalents", 212600000, pg2, "Cash and cash equivalents $ 212.6")
    d.f("total_assets", 887700000, pg2, "Total assets $ 887.7")
    d.f("total_liabilities", 457400000, pg2, "Total liabilities 457.4")
    d.f("total_equity", 430300000, pg2, "Total stockholders' equity 430.3")
    d.f("currency", "USD", pg2, "Cash and cash equivalents $ 212.6")
    d.t(
        306,
        770,
        "See accompanying notes to the condensed consolidated financial statements.",
        8,
        "tiit",
        align="c",
    )

    # page 3: operations -------------------------------------------------------------------
    pg3 = d.page()
    d.t(306, 56, "ELLERY MOBILITY SYSTEMS, INC.", 10, "tibo", align="c")
    d.t(306, 69, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 10, "tibo", align="c")
    d.t(306, 82, "(in millions, except per share data; unaudited)", 8.5, "tiit", align="c")
    xs = [352, 418, 500, 566]
    for cx, top in [(385, "Three Months Ended June 30,"), (533, "Six Months Ended June 30,")]:
        d.t(cx, 106, top, 8.5, "tibo", align="c")
        d.hline(cx - 62, cx + 62, 110, 0.5)
    for x, yr in zip(xs, ["2024", "2023", "2024", "2023"], strict=True):
        d.t(x, 121, yr, 8.5, "tibo", align="r")
    d.hline(40, 572, 126, 0.6)
    ops = [
        ("Revenue:", None, ""),
        ("  Product", [186.4, 158.2, 351.0, 297.5], "$"),
        ("  Services and other", [42.7, 35.1, 83.3, 68.4], ""),
        ("    Total revenue", [229.1, 193.3, 434.3, 365.9], "t"),
        ("Cost of revenue:", None, ""),
        ("  Product", [171.5, 149.9, 326.4, 284.1], ""),
        ("  Services and other", [30.2, 27.6, 60.8, 54.0], ""),
        ("    Total cost of revenue", [201.7, 177.5, 387.2, 338.1], "t"),
        ("Gross profit", [27.4, 15.8, 47.1, 27.8], "t"),
        ("Operating expenses:", None, ""),
        ("  Research and development", [38.6, 35.2, 76.9, 69.8], ""),
        ("  Selling, general and administrative", [45.1, 41.7, 88.4, 83.0], ""),
        ("  Impairment of long-lived assets", [0, 12.3, 0, 12.3], ""),
        ("    Total operating expenses", [83.7, 89.2, 165.3, 165.1], "t"),
        ("Loss from operations", [-56.3, -73.4, -118.2, -137.3], "t"),
        ("Interest income", [4.2, 5.9, 8.8, 11.6], ""),
        ("Interest expense", [-3.1, -3.0, -6.2, -6.0], ""),
        ("Change in fair value of warrant liabilities", [1.8, -2.4, 3.5, -0.9], ""),
        ("Loss before income taxes", [-53.4, -72.9, -112.1, -132.6], "t"),
        ("Provision for income taxes", [0.3, 0.2, 0.5, 0.4], ""),
        ("Net loss", [-53.7, -73.1, -112.6, -133.0], "b$tT"),
        ("Net loss per share, basic and diluted", ["(0.42)", "(0.59)", "(0.88)", "(1.08)"], "$"),
        ("Weighted-average shares used in computing net loss per share,", None, ""),
        ("  basic and diluted", [127.8, 123.9, 127.4, 123.1], ""),
    ]
    for i in range(4):
        v = [r[1][i] if r[1] else None for r in ops]
        assert (
            round(v[1] + v[2], 1) == v[3] and round(v[5] + v[6], 1) == v[7] and round(v[3] - v[7], 1) == v[8]
        )
        assert round(v[10] + v[11] + v[12], 1) == v[13] and round(v[8] - v[13], 1) == v[14]
        assert round(v[14] + v[15] + v[16] + v[17], 1) == v[18] and round(v[18] - v[19], 1) == v[20]
        assert f"({-v[20] / v[23]:.2f})" == v[21]
    stmt(d, 142, ops, xs, dec=1, lead=13.5)
    d.f("total_revenue", 229100000, pg3, "Total revenue 229.1")
    d.f("operating_income", -56300000, pg3, "Loss from operations (56.3)")
    d.f("net_income", -53700000, pg3, "Net loss $ (53.7)")
    d.f("diluted_eps", -0.42, pg3, "Net loss per share, basic and diluted $ (0.42)")
    d.note(
        "Form 10-Q excerpt (cover, balance sheet, statement of operations), 3 pages. Current period = three "
        "months "
        "ended June 30, 2024 (first column; six-month columns are distractors). 'in millions' -> x1,000,000, "
        "parenthesized figures negative: operating_income = 'Loss from operations' (56.3) -> -56300000, "
        "net_income = "
        "'Net loss' (no noncontrolling interests), diluted EPS = the combined basic-and-diluted line. "
        "total_equity = "
        "'Total stockholders' equity'. Shares outstanding on the cover are a distractor."
    )
    return d


@doc
def fs_04():
    """Canadian Q4 earnings release: YEAR columns before QUARTER columns, thousands of CAD, FX gain in
    parentheses."""
    d = Doc(
        "b2_fs_04",
        "financial_statement",
        "Kinnear Harbour Seafoods Q4 fiscal 2024 results",
        "Kinnear Harbour Seafoods Inc.",
    )
    pg1 = d.page()
    d.box(40, 36, 572, 80, fill=(0.05, 0.3, 0.5), color=None)
    d.t(52, 64, "KINNEAR HARBOUR SEAFOODS INC.", 16, "tibo", color=WHITE)
    d.t(560, 64, "News Release", 10, "tiit", align="r", color=WHITE)
    d.t(40, 118, "Kinnear Harbour Seafoods Inc. Reports Fourth Quarter and Fiscal 2024 Results", 13, "tibo")
    d.f(
        "report_type",
        "earnings_release",
        pg1,
        "Kinnear Harbour Seafoods Inc. Reports Fourth Quarter and Fiscal 2024 Results",
    )
    d.f(
        "company_name",
        "Kinnear Harbour Seafoods Inc.",
        pg1,
        "Kinnear Harbour Seafoods Inc. Reports Fourth Quarter",
    )
    y = d.para(
        40,
        130,
        572,
        'HALIFAX, NS, May 22, 2024 - Kinnear Harbour Seafoods Inc. ("Kinnear" or the "Company") today '
        "announced its "
        "results for the fourth quarter and fiscal year ended March 31, 2024. All amounts are in Canadian "
        "dollars "
        "unless otherwise noted.",
        10.5,
    )
    d.t(40, y + 14, "Fiscal 2024 highlights", 11, "tibo")
    y += 22
    for s in [
        "Record annual sales of $402.7 million, up 8.5% from $371.2 million in fiscal 2023.",
        "Fourth quarter sales of $96.5 million, up 8.5% from the fourth quarter of fiscal 2023.",
        "Net earnings for fiscal 2024 of $18.8 million, or $0.64 per diluted share (fiscal 2023: $14.5 "
        "million, "
        "or $0.49 per diluted share).",
        "Long-term debt reduced by $9.5 million during the year.",
        "The Board declared a quarterly dividend of $0.045 per share, payable June 28, 2024 to shareholders "
        "of record "
        "on June 14, 2024.",
    ]:
        d.t(48, y + 9, "-", 10.5, "tiro")
        y = d.para(60, y, 572, s, 10.5) + 4
    d.para(
        40,
        y + 8,
        572,
        '"Lobster and scallop volumes recovered in the second half, and our new freezing line in Yarmouth '
        "came on "
        "stream in February,\" said Douglas MacIsaac, President and CEO. Kinnear's audited consolidated "
        "financial "
        "statements and MD&A for fiscal 2024 are available on the Company's website. Condensed figures "
        "follow.",
        10.5,
    )

    # page 2: statement of earnings ---------------------------------------------------------
    pg2 = d.page()
    d.t(306, 56, "Kinnear Harbour Seafoods Inc.", 11, "tibo", align="c")
    d.t(306, 71, "Consolidated Statements of Earnings", 11, "tibo", align="c")
    d.t(306, 85, "(in thousands of Canadian dollars, except per share amounts)", 9, "tiit", align="c")
    d.f("currency", "CAD", pg2, "(in thousands of Canadian dollars, except per share amounts)")
    xs = [352, 418, 500, 566]
    for cx, top, sub in [
        (385, "Year ended March 31", "(audited)"),
        (533, "Three months ended March 31", "(unaudited)"),
    ]:
        d.t(cx, 108, top, 8.5, "tibo", align="c")
        d.t(cx, 119, sub, 8, "tiit", align="c")
        d.hline(cx - 64, cx + 64, 123, 0.5)
    for x, yr in zip(xs, ["2024", "2023", "2024", "2023"], strict=True):
        d.t(x, 134, yr, 8.5, "tibo", align="r")
    d.hline(40, 572, 139, 0.6)
    ops = [
        ("Sales", [402716, 371244, 96482, 88915], "$"),
        ("Cost of sales", [293518, 274630, 71240, 66902], ""),
        ("Gross margin", [109198, 96614, 25242, 22013], "t"),
        ("Selling, general and administrative", [58402, 54118, 14861, 13977], ""),
        ("Depreciation and amortization", [16230, 15447, 4118, 3902], ""),
        ("Operating earnings", [34566, 27049, 6263, 4134], "t"),
        ("Finance costs", [8114, 8905, 1942, 2215], ""),
        ("Foreign exchange loss (gain)", [1022, -1388, -318, 604], ""),
        ("Earnings before income taxes", [25430, 19532, 4639, 1315], "t"),
        ("Income taxes", [6612, 5078, 1206, 342], ""),
        ("Net earnings", [18818, 14454, 3433, 973], "b$tT"),
        ("Earnings per share", None, ""),
        ("  Basic", ["0.65", "0.50", "0.12", "0.03"], "$"),
        ("  Diluted", ["0.64", "0.49", "0.12", "0.03"], "$"),
        ("Weighted average shares (thousands)", None, ""),
        ("  Basic", [28920, 28780, 28950, 28800], ""),
        ("  Diluted", [29300, 29250, 29320, 29180], ""),
    ]
    for i in range(4):
        v = [r[1][i] if r[1] else None for r in ops]
        assert (
            v[0] - v[1] == v[2]
            and v[2] - v[3] - v[4] == v[5]
            and v[5] - v[6] - v[7] == v[8]
            and v[8] - v[9] == v[10]
        )
        assert f"{v[10] / v[15]:.2f}" == v[12] and f"{v[10] / v[16]:.2f}" == v[13]
    stmt(d, 154, ops, xs, lead=14)
    d.f("total_revenue", 96482000, pg2, "Sales $ 402,716 $ 371,244 $ 96,482")
    d.f("operating_income", 6263000, pg2, "Operating earnings 34,566 27,049 6,263")
    d.f("net_income", 3433000, pg2, "Net earnings $ 18,818 $ 14,454 $ 3,433")
    d.f("diluted_eps", 0.12, pg2, "Diluted $ 0.64 $ 0.49 $ 0.12")

    # page 3: financial position --------------------------------------------------------------
    pg3 = d.page()
    d.t(306, 56, "Kinnear Harbour Seafoods Inc.", 11, "tibo", align="c")
    d.t(306, 71, "Consolidated Statements of Financial Position", 11, "tibo", align="c")
    d.t(306, 85, "(in thousands of Canadian dollars)", 9, "tiit", align="c")
    bx = [470, 566]
    d.t(bx[0], 110, "March 31, 2024", 8.5, "tibo", align="r")
    d.t(bx[1], 110, "March 31, 2023", 8.5, "tibo", align="r")
    d.hline(40, 572, 116, 0.6)
    d.f("period_end_date", "2024-03-31", pg3, "March 31, 2024 March 31, 2023")
    bs = [
        ("ASSETS", None, "h"),
        ("Current", None, ""),
        ("  Cash and cash equivalents", [18942, 12306], "$"),
        ("  Trade and other receivables", [41385, 38720], ""),
        ("  Inventories", [88617, 84902], ""),
        ("  Prepaid expenses", [3214, 2877], ""),
        ("", [152158, 138805], "t"),
        ("Property, plant and equipment", [186430, 179215], ""),
        ("Intangible assets", [22810, 24655], ""),
        ("Goodwill", [31400, 31400], ""),
        ("", [392798, 374075], "$tT"),
        ("LIABILITIES", None, "h"),
        ("Current", None, ""),
        ("  Bank indebtedness", [0, 6120], "$"),
        ("  Accounts payable and accrued liabilities", [52118, 49330], ""),
        ("  Current portion of long-term debt", [9500, 9500], ""),
        ("", [61618, 64950], "t"),
        ("Long-term debt", [96250, 105750], ""),
        ("Lease liabilities", [12405, 13220], ""),
        ("Deferred income taxes", [18930, 17466], ""),
        ("Total liabilities", [189203, 201386], "bt"),
        ("SHAREHOLDERS' EQUITY", None, "h"),
        ("  Share capital", [74112, 73604], ""),
        ("  Contributed surplus", [3118, 2845], ""),
        ("  Retained earnings", [104806, 91034], ""),
        ("  Accumulated other comprehensive income", [21559, 5206], ""),
        ("Total shareholders' equity", [203595, 172689], "bt"),
        ("", [392798, 374075], "$tT"),
    ]
    for i in range(2):
        c = [r[1][i] if r[1] else None for r in bs]
        assert c[2] + c[3] + c[4] + c[5] == c[6] and c[6] + c[7] + c[8] + c[9] == c[10]
        assert c[13] + c[14] + c[15] == c[16] and c[16] + c[17] + c[18] + c[19] == c[20]
        assert c[22] + c[23] + c[24] + c[25] == c[26] and c[20] + c[26] == c[27] == c[10]
    stmt(d, 132, bs, bx, lead=13.5)
    d.f("cash_and_equivalents", 18942000, pg3, "Cash and cash equivalents $ 18,942")
    d.f("total_assets", 392798000, pg3, "Goodwill 31,400 31,400 $ 392,798")
    d.f("total_liabilities", 189203000, pg3, "Total liabilities 189,203")
    d.f("total_equity", 203595000, pg3, "Total shareholders' equity 203,595")
    d.note(
        "Q4 fiscal 2024 earnings release (year ended March 31, 2024), 3 pages. Per the contract a quarterly "
        "earnings "
        "release reports the three months ended period_end_date: the statement prints the YEAR columns "
        "first and the "
        "three-month columns third and fourth, so the labels take the third column (Sales 96,482; the "
        "fiscal-year "
        "402,716 is a distractor, as are the page-1 annual highlights). 'in thousands of Canadian dollars' "
        "-> CAD, "
        "x1,000. 'Operating earnings' = operating_income; net earnings have no noncontrolling interests. "
        "The balance "
        "sheet's total-assets row has a blank label (the sum under Goodwill) and counts as the total. The "
        "FX line "
        "prints a gain in parentheses. Dividend and record dates are distractors."
    )
    return d


@doc
def fs_05():
    """UK private group's quarterly lender report: budget and variance columns, UK balance-sheet format, no
    EPS."""
    d = Doc(
        "b2_fs_05",
        "financial_statement",
        "Fernleigh Care Homes Q2 FY25 lender report",
        "Fernleigh Care Homes Group Limited",
        A4,
    )
    pg1 = d.page()
    d.t(40, 70, "Fernleigh Care Homes Group Limited", 18, "tibo", color=MAROON)
    d.t(40, 96, "Quarterly Report to Lenders", 14, "tiro")
    d.t(40, 114, "Q2 FY2025  -  quarter ended 30 September 2024", 11, "tiro")
    d.hline(40, 555, 124, 1, MAROON)
    d.f("company_name", "Fernleigh Care Homes Group Limited", pg1, "Fernleigh Care Homes Group Limited")
    d.f("report_type", "other", pg1, "Quarterly Report to Lenders")
    d.lines(
        40,
        146,
        [
            "Prepared for: the Agent and Lenders under the Senior Facilities Agreement dated 14 March 2022",
            "Date of report: 15 November 2024",
            "Basis of preparation: unaudited consolidated management accounts",
        ],
        9.5,
        "tiro",
        lead=14,
    )
    d.t(40, 206, "Key performance indicators", 11, "tibo")
    kpi = [
        ("", "Q2 FY25", "Budget", "Q2 FY24"),
        ("Homes in operation", "14", "14", "13"),
        ("Registered beds", "812", "812", "756"),
        ("Average occupancy", "91.4%", "92.5%", "89.8%"),
        ("Average weekly fee", "£1,182", "£1,190", "£1,104"),
        ("Agency staff cost as % of staff costs", "3.1%", "2.5%", "5.8%"),
    ]
    y = 226
    for i, (a, b, c, e) in enumerate(kpi):
        f = "tibo" if i == 0 else "tiro"
        d.t(40, y, a, 9.5, f)
        d.t(360, y, b, 9.5, f, align="r")
        d.t(440, y, c, 9.5, f, align="r")
        d.t(520, y, e, 9.5, f, align="r")
        y += 15
    d.para(
        40,
        y + 10,
        555,
        "Trading commentary. Revenue of £18.5m for the quarter was 2.3% below budget, reflecting occupancy "
        "of 91.4% "
        "against a budget of 92.5% at the two homes acquired in 2023. EBITDA of £3.1m was £0.15m below "
        "budget; agency "
        "usage continued to fall. Leverage at the 30 September 2024 test date was 4.21x against a covenant "
        "of 5.50x. "
        "Figures in this report are stated in thousands of pounds sterling (£'000) unless otherwise "
        "indicated.",
        10,
    )

    # page 2: P&L ---------------------------------------------------------------------------
    pg2 = d.page()
    d.t(40, 56, "Fernleigh Care Homes Group Limited", 10, "tibo")
    d.t(
        40,
        74,
        "Consolidated profit and loss account for the three months ended 30 September 2024",
        11.5,
        "tibo",
        color=MAROON,
    )
    d.f("period_end_date", "2024-09-30", pg2, "for the three months ended 30 September 2024")
    xs = [300, 365, 430, 495, 555]
    heads = [
        ("Q2 FY25", "Actual"),
        ("Q2 FY25", "Budget"),
        ("", "Variance"),
        ("Q2 FY24", "Actual"),
        ("H1 FY25", "Actual YTD"),
    ]
    d.t(40, 110, "£'000", 9, "tibo")
    for x, (a, b) in zip(xs, heads, strict=True):
        d.t(x, 98, a, 8.5, "tibo", align="r")
        d.t(x, 110, b, 8.5, "tibo", align="r")
    d.hline(40, 555, 115, 0.6)
    d.f("currency", "GBP", pg2, "£'000")
    pl = [
        ("Revenue", [18462, 18900, -438, 16985, 36108], "b"),
        ("Staff costs", [-11204, -11350, 146, -10512, -22031], ""),
        ("Other operating costs", [-4118, -4260, 142, -3874, -8097], ""),
        ("EBITDA", [3140, 3290, -150, 2599, 5980], "bt"),
        ("Depreciation and amortisation", [-642, -650, 8, -611, -1279], ""),
        ("Operating profit", [2498, 2640, -142, 1988, 4701], "bt"),
        ("Net finance costs", [-1036, -1050, 14, -998, -2070], ""),
        ("Profit before tax", [1462, 1590, -128, 990, 2631], "bt"),
        ("Tax on profit", [-365, -398, 33, -247, -658], ""),
        ("Profit after tax", [1097, 1192, -95, 743, 1973], "btT"),
    ]
    for i in range(5):
        v = [r[1][i] for r in pl]
        assert (
            v[0] + v[1] + v[2] == v[3] and v[3] + v[4] == v[5] and v[5] + v[6] == v[7] and v[7] + v[8] == v[9]
        )
    for r in pl:
        assert r[1][0] - r[1][1] == r[1][2]
    y = stmt(d, 131, pl, xs, lead=16, size=9, colw=55, sym=None)
    d.f("total_revenue", 18462000, pg2, "Revenue 18,462 18,900 (438)")
    d.f("operating_income", 2498000, pg2, "Operating profit 2,498 2,640 (142)")
    d.f("net_income", 1097000, pg2, "Profit after tax 1,097 1,192 (95)")
    d.null("diluted_eps")
    d.para(
        40,
        y + 12,
        555,
        "Variance = actual less budget; favourable variances are shown as positive figures. There are no "
        "minority "
        "interests in the Group. The Group is privately owned and does not report earnings per share.",
        9,
        "tiit",
    )

    # page 3: balance sheet + covenants -------------------------------------------------------
    pg3 = d.page()
    d.t(40, 56, "Fernleigh Care Homes Group Limited", 10, "tibo")
    d.t(40, 74, "Consolidated balance sheet as at 30 September 2024", 11.5, "tibo", color=MAROON)
    bx = [460, 550]
    d.t(40, 102, "£'000", 9, "tibo")
    d.t(bx[0], 102, "30 Sep 2024", 8.5, "tibo", align="r")
    d.t(bx[1], 102, "31 Mar 2024", 8.5, "tibo", align="r")
    d.hline(40, 555, 107, 0.6)
    bs = [
        ("Fixed assets", None, "h"),
        ("  Tangible assets", [84350, 84910], ""),
        ("  Intangible assets", [6200, 6420], ""),
        ("", [90550, 91330], "t"),
        ("Current assets", None, "h"),
        ("  Debtors", [5812, 5390], ""),
        ("  Cash at bank and in hand", [7426, 6118], ""),
        ("", [13238, 11508], "t"),
        ("Creditors: amounts falling due within one year", [-9874, -9602], ""),
        ("Net current assets", [3364, 1906], "bt"),
        ("Total assets less current liabilities", [93914, 93236], "b"),
        ("Creditors: amounts falling due after more than one year", [-52500, -53750], ""),
        ("Provisions for liabilities", [-2118, -2163], ""),
        ("Net assets", [39296, 37323], "btT"),
        ("Capital and reserves", None, "h"),
        ("  Called up share capital", [1000, 1000], ""),
        ("  Share premium account", [12000, 12000], ""),
        ("  Profit and loss account", [26296, 24323], ""),
        ("Total equity (shareholders' funds)", [39296, 37323], "btT"),
    ]
    for i in range(2):
        c = [r[1][i] if r[1] else None for r in bs]
        assert c[1] + c[2] == c[3] and c[5] + c[6] == c[7] and c[7] + c[8] == c[9] and c[3] + c[9] == c[10]
        assert c[10] + c[11] + c[12] == c[13] and c[15] + c[16] + c[17] == c[18] == c[13]
    assert 26296 - 24323 == 1973  # H1 profit after tax, no dividend
    y = stmt(d, 123, bs, bx, lead=15, size=9, colw=55, sym=None)
    d.f("cash_and_equivalents", 7426000, pg3, "Cash at bank and in hand 7,426")
    d.f("total_equity", 39296000, pg3, "Total equity (shareholders' funds) 39,296")
    d.null("total_assets")
    d.null("total_liabilities")
    d.t(40, y + 20, "Covenant compliance (test date 30 September 2024)", 11, "tibo", color=MAROON)
    cov = [
        ["Covenant", "Level", "Actual", "Headroom"],
        ["Leverage (net debt / LTM EBITDA)", "< 5.50x", "4.21x", "23%"],
        ["Interest cover (LTM EBITDA / net finance costs)", "> 2.00x", "3.05x", "34%"],
        ["Minimum liquidity (£'000)", "2,500", "7,426", "4,926"],
    ]
    y += 40
    for i, r in enumerate(cov):
        f = "tibo" if i == 0 else "tiro"
        d.t(40, y, r[0], 9.5, f)
        for x, s in zip([380, 460, 550], r[1:], strict=True):
            d.t(x, y, s, 9.5, f, align="r")
        y += 15
    d.t(
        40,
        y + 16,
        "Signed for and on behalf of the Group: Eleanor Whitcombe, Chief Financial Officer",
        9.5,
        "tiit",
    )
    d.note(
        "Private UK group's quarterly management report to lenders -> report_type 'other'. Current period = "
        "three "
        "months ended 30 September 2024: the 'Q2 FY25 Actual' column; Budget, Variance, prior-year and H1 "
        "YTD "
        "columns are distractors. £'000 -> x1,000. operating_income = 'Operating profit'; net_income = "
        "'Profit after "
        "tax' (no minority interests). No EPS is printed (private company) -> diluted_eps null. The "
        "UK-format balance "
        "sheet prints 'Total assets less current liabilities' and 'Net assets' but no total-assets or "
        "total-liabilities line -> both null (not computed). total_equity = 'Total equity (shareholders' "
        "funds)'; "
        "cash = 'Cash at bank and in hand'."
    )
    return d


# ================================================================ loan agreements
@doc
def loan_01():
    """Fixed-rate promissory note: parties in the preamble, amortizing payments, maturity, late charge,
    default rate."""
    d = Doc(
        "b2_loan_01", "loan_agreement", "Promissory Note - Birchwood Cabinetry LLC", "Birchwood Cabinetry LLC"
    )
    pg = d.page()
    d.t(306, 70, "PROMISSORY NOTE", 16, "tibo", align="c")
    d.t(72, 104, "$250,000.00", 11, "tibo")
    d.t(540, 104, "Columbus, Ohio", 11, "tiro", align="r")
    d.t(540, 118, "March 15, 2024", 11, "tiro", align="r")
    d.f("agreement_date", "2024-03-15", pg, "Columbus, Ohio March 15, 2024")
    y = d.para(
        72,
        136,
        540,
        "FOR VALUE RECEIVED, the undersigned, BIRCHWOOD CABINETRY LLC, an Ohio limited liability company "
        '("Borrower"), promises to pay to the order of SCIOTO VALLEY COMMUNITY BANK, an Ohio '
        "state-chartered bank "
        '(together with its successors and assigns, "Lender"), at its office at 250 East Broad Street, '
        "Suite 300, "
        "Columbus, Ohio 43215, or at such other place as Lender may designate in writing, the principal sum "
        "of TWO "
        "HUNDRED FIFTY THOUSAND AND 00/100 DOLLARS ($250,000.00), together with interest on the unpaid "
        "principal "
        "balance from the date hereof at a fixed rate of seven and one-quarter percent (7.25%) per annum, "
        "computed on "
        "the basis of a 360-day year and the actual number of days elapsed.",
        11,
        align=3,
    )
    d.f(
        "borrower",
        "Birchwood Cabinetry LLC",
        pg,
        "the undersigned, BIRCHWOOD CABINETRY LLC, an Ohio limited liability company",
    )
    d.f(
        "lender",
        "Scioto Valley Community Bank",
        pg,
        "promises to pay to the order of SCIOTO VALLEY COMMUNITY BANK",
    )
    d.f(
        "principal_amount",
        250000.00,
        pg,
        "the principal sum of TWO HUNDRED FIFTY THOUSAND AND 00/100 DOLLARS ($250,000.00)",
    )
    d.f(
        "interest_rate",
        "seven and one-quarter percent (7.25%) per annum",
        pg,
        "at a fixed rate of seven and one-quarter percent (7.25%) per annum",
    )
    sections = [
        "1. Payments. Principal and interest shall be payable in sixty (60) consecutive monthly "
        "installments of "
        "$4,979.84 each, commencing on May 1, 2024 and continuing on the first day of each calendar month "
        "thereafter, "
        "with a final payment of all unpaid principal and accrued interest due and payable on April 1, 2029 "
        "(the "
        '"Maturity Date"). Payments shall be applied first to late charges, then to accrued interest and '
        "then to "
        "principal.",
        "2. Prepayment. Borrower may prepay this Note in whole or in part at any time. Any prepayment made "
        "before "
        "March 15, 2025 with the proceeds of a refinancing by another lender shall be accompanied by a "
        "prepayment "
        "fee equal to two percent (2%) of the amount prepaid.",
        "3. Late Charge. If any installment is not received by Lender within ten (10) days after its due "
        "date, "
        "Borrower shall pay a late charge equal to five percent (5%) of the amount of such installment.",
        "4. Default Rate. Upon the occurrence and during the continuance of an Event of Default, the unpaid "
        "principal "
        "balance shall bear interest at a rate equal to five percent (5%) per annum above the rate otherwise "
        'applicable under this Note (the "Default Rate").',
        '5. Events of Default. Each of the following is an "Event of Default": (a) Borrower fails to pay '
        "any amount "
        "under this Note within ten (10) days after it is due; (b) Borrower breaches any covenant in this "
        "Note or in "
        "any Loan Document; (c) Borrower becomes insolvent, makes an assignment for the benefit of "
        "creditors or is "
        "the subject of any bankruptcy proceeding; or (d) any guarantor revokes or repudiates its guaranty. "
        "Upon an "
        "Event of Default, Lender may declare the entire unpaid principal balance and accrued interest "
        "immediately "
        "due and payable.",
    ]
    y += 8
    for s in sections:
        y = d.para(72, y, 540, s, 11, align=3) + 8
    d.f("maturity_date", "2029-04-01", pg, 'due and payable on April 1, 2029 (the "Maturity Date")')
    d.f(
        "late_charge",
        "five percent (5%) of the amount of such installment",
        pg,
        "Borrower shall pay a late charge equal to five percent (5%) of the amount of such installment",
    )
    d.t(306, 760, "Page 1 of 2", 9, "tiro", align="c")

    pg2 = d.page()
    y = 72
    for s in [
        "6. Security; Guaranty. This Note is secured by a Commercial Security Agreement of even date "
        "covering all "
        "equipment, inventory and accounts of Borrower, and is guaranteed by Gareth Lindqvist under a "
        "Guaranty of "
        'even date (together with this Note, the "Loan Documents").',
        "7. Waivers. Borrower waives presentment, demand, protest and notice of dishonor. No delay by "
        "Lender in "
        "exercising any right shall operate as a waiver of that right.",
        "8. Costs of Collection. Borrower shall pay all reasonable costs of collection, including "
        "attorneys' fees, "
        "incurred by Lender after an Event of Default.",
        "9. Governing Law. This Note shall be governed by and construed in accordance with the laws of the "
        "State of "
        "Ohio, without regard to its conflict of laws principles. Borrower submits to the jurisdiction of "
        "the state "
        "and federal courts located in Franklin County, Ohio.",
        "10. WAIVER OF JURY TRIAL. BORROWER AND LENDER EACH KNOWINGLY AND VOLUNTARILY WAIVE ANY RIGHT TO A "
        "TRIAL BY "
        "JURY IN ANY ACTION ARISING OUT OF THIS NOTE.",
    ]:
        y = d.para(72, y, 540, s, 11, align=3) + 8
    d.f(
        "governing_law",
        "Ohio",
        pg2,
        "governed by and construed in accordance with the laws of the State of Ohio",
    )
    y += 20
    d.t(320, y, "BORROWER:", 11, "tibo")
    d.t(320, y + 18, "BIRCHWOOD CABINETRY LLC,", 11, "tibo")
    d.t(320, y + 32, "an Ohio limited liability company", 11, "tiro")
    d.t(320, y + 70, "By:", 11, "tiro")
    d.t(344, y + 66, "Gareth Lindqvist", 14, "tiit", color=NAVY)
    d.hline(340, 540, y + 72, 0.6)
    d.t(344, y + 86, "Gareth Lindqvist, Managing Member", 11, "tiro")
    d.t(306, 760, "Page 2 of 2", 9, "tiro", align="c")
    d.note(
        "Two-page fixed-rate note. borrower/lender from the preamble, where they are printed in capitals "
        "(labelled in "
        "ordinary capitalization, as the signature block prints the borrower). interest_rate = the rate "
        "clause as printed; the Default Rate (5% above) is default "
        "interest, not a late charge, and the 2% prepayment fee is neither. late_charge = the late-charge "
        "amount as "
        "printed in section 3. maturity_date = the defined Maturity Date (April 1, 2029); the first "
        "installment date "
        "(May 1, 2024) and the prepayment cut-off are distractors. agreement_date = the dated heading."
    )
    return d


@doc
def loan_02():
    """Syndicated term + revolving credit agreement: administrative agent, aggregate commitments, Term SOFR,
    NY law."""
    d = Doc(
        "b2_loan_02",
        "loan_agreement",
        "Pellucid Water Technologies credit agreement 2024",
        "Pellucid Water Technologies, Inc.",
    )
    pg1 = d.page()
    d.t(306, 120, "TERM LOAN AND REVOLVING CREDIT AGREEMENT", 15, "tibo", align="c")
    d.t(306, 150, "dated as of September 6, 2024", 12, "tiro", align="c")
    d.f("agreement_date", "2024-09-06", pg1, "dated as of September 6, 2024")
    y = d.lines(
        306,
        190,
        [
            "among",
            "PELLUCID WATER TECHNOLOGIES, INC.,",
            "as the Borrower,",
            "",
            "THE LENDERS PARTY HERETO,",
            "",
            "GREAT LAKES COMMERCE BANK, N.A.,",
            "as Administrative Agent, Swing Line Lender and L/C Issuer,",
            "",
            "and",
            "",
            "HURON STATE BANK,",
            "as Syndication Agent",
        ],
        12,
        "tiro",
        lead=17,
        align="c",
    )
    d.hline(220, 392, y + 10, 0.6)
    d.lines(
        306,
        y + 40,
        [
            "$115,000,000 Senior Secured Credit Facilities",
            "",
            "GREAT LAKES CAPITAL MARKETS LLC,",
            "as Sole Lead Arranger and Sole Bookrunner",
        ],
        12,
        "tibo",
        lead=17,
        align="c",
    )
    d.t(306, 740, "CUSIP Number: 71588QAB2", 9, "tiro", align="c")

    pg2 = d.page()
    y = d.para(
        72,
        64,
        540,
        'This TERM LOAN AND REVOLVING CREDIT AGREEMENT (this "Agreement") is entered into as of September '
        "6, 2024, "
        'among Pellucid Water Technologies, Inc., a Delaware corporation (the "Borrower"), each lender from '
        "time to "
        'time party hereto (collectively, the "Lenders" and individually, a "Lender"), and Great Lakes '
        "Commerce "
        "Bank, N.A., as Administrative Agent, Swing Line Lender and L/C Issuer.",
        10.5,
        align=3,
    )
    d.f(
        "borrower",
        "Pellucid Water Technologies, Inc.",
        pg2,
        'among Pellucid Water Technologies, Inc., a Delaware corporation (the "Borrower")',
    )
    d.f(
        "lender",
        "Great Lakes Commerce Bank, N.A.",
        pg2,
        "and Great Lakes Commerce Bank, N.A., as Administrative Agent",
    )
    d.t(306, y + 16, "PRELIMINARY STATEMENTS", 10.5, "tibo", align="c")
    y = d.para(
        72,
        y + 24,
        540,
        "The Borrower has requested that the Lenders provide a term loan facility in an aggregate principal "
        "amount of "
        "$75,000,000 and a revolving credit facility in an aggregate principal amount of $40,000,000 "
        "(including a "
        "letter of credit sublimit of $10,000,000), the proceeds of which will be used to refinance the "
        "indebtedness "
        "under the Existing Credit Agreement dated as of June 30, 2019 and for general corporate purposes. "
        "The Borrower "
        "may request incremental term loans of up to $50,000,000 in the aggregate, subject to Section 2.14.",
        10.5,
        align=3,
    )
    d.t(306, y + 16, "ARTICLE I", 10.5, "tibo", align="c")
    d.t(306, y + 30, "DEFINITIONS AND ACCOUNTING TERMS", 10.5, "tibo", align="c")
    y = d.para(
        72,
        y + 38,
        540,
        "Section 1.01 Defined Terms. As used in this Agreement, the following terms have the meanings set "
        "forth below:",
        10.5,
    )
    y = d.para(
        72,
        y + 6,
        540,
        '"Aggregate Commitments" means the Commitments of all the Lenders under both facilities, which on '
        "the Closing "
        "Date are $115,000,000.",
        10.5,
        align=3,
    )
    d.f("principal_amount", 115000000, pg2, "which on the Closing Date are $115,000,000")
    y = d.para(
        72,
        y + 6,
        540,
        '"Applicable Rate" means, for any day, the following percentages per annum, based upon the '
        "Consolidated "
        "Leverage Ratio as set forth in the most recent Compliance Certificate:",
        10.5,
        align=3,
    )
    grid = [
        [
            "Pricing Level",
            "Consolidated Leverage Ratio",
            "Term SOFR Loans",
            "Base Rate Loans",
            "Commitment Fee",
        ],
        ["I", "Less than 1.50:1.00", "2.00%", "1.00%", "0.25%"],
        ["II", "1.50:1.00 to less than 2.25:1.00", "2.25%", "1.25%", "0.30%"],
        ["III", "2.25:1.00 or greater", "2.75%", "1.75%", "0.35%"],
    ]
    cx = [78, 136, 308, 388, 468]
    y += 10
    d.box(72, y, 540, y + 4 * 16, color=BLACK, width=0.5)
    for i, r in enumerate(grid):
        for x, s in zip(cx, r, strict=True):
            d.t(x, y + 11.5, s, 8.5, "tibo" if i == 0 else "tiro")
        y += 16
        d.hline(72, 540, y, 0.4)
    for x in (130, 302, 382, 462):
        d.vline(x, y - 64, y, 0.4)
    y = d.para(
        72,
        y + 10,
        540,
        '"Maturity Date" means September 6, 2029; provided that if such date is not a Business Day, the '
        "Maturity "
        "Date shall be the immediately preceding Business Day.",
        10.5,
        align=3,
    )
    d.f("maturity_date", "2029-09-06", pg2, '"Maturity Date" means September 6, 2029')
    d.para(
        72,
        y + 6,
        540,
        '"Term Loan Amortization Date" means the last Business Day of each March, June, September and '
        "December, "
        "commencing December 31, 2024, on each of which the Borrower shall repay 1.25% of the original "
        "principal "
        "amount of the Term Loan.",
        10.5,
        align=3,
    )
    d.t(306, 760, "2", 9, "tiro", align="c")

    pg3 = d.page()
    y = d.para(
        72,
        64,
        540,
        "Section 2.08 Interest. (a) Subject to the provisions of subsection (b) below, (i) each Term SOFR "
        "Loan shall "
        "bear interest on the outstanding principal amount thereof for each Interest Period at a rate per "
        "annum equal "
        "to Term SOFR plus the Applicable Rate; and (ii) each Base Rate Loan shall bear interest on the "
        "outstanding "
        "principal amount thereof from the applicable borrowing date at a rate per annum equal to the Base "
        "Rate plus "
        "the Applicable Rate.",
        10.5,
        align=3,
    )
    d.f(
        "interest_rate",
        "Term SOFR plus the Applicable Rate",
        pg3,
        "at a rate per annum equal to Term SOFR plus the Applicable Rate",
    )
    y = d.para(
        72,
        y + 6,
        540,
        "(b) If any amount payable by the Borrower under any Loan Document is not paid when due, such "
        "amount shall "
        "thereafter bear interest at a fluctuating rate per annum equal to the Default Rate, being the "
        "interest rate "
        "otherwise applicable plus 2% per annum, to the fullest extent permitted by applicable law.",
        10.5,
        align=3,
    )
    y = d.para(
        72,
        y + 6,
        540,
        "Section 2.09 Fees. The Borrower shall pay to the Administrative Agent for the account of each "
        "Lender a "
        "commitment fee equal to the Applicable Rate times the actual daily unused portion of the Revolving "
        "Credit "
        "Commitments, payable quarterly in arrears.",
        10.5,
        align=3,
    )
    d.t(306, y + 16, "ARTICLE IX", 10.5, "tibo", align="c")
    y = d.para(
        72,
        y + 24,
        540,
        "Section 9.14 GOVERNING LAW. THIS AGREEMENT AND EACH OTHER LOAN DOCUMENT, AND ANY CLAIM, "
        "CONTROVERSY OR DISPUTE "
        "ARISING UNDER OR RELATED TO THIS AGREEMENT, SHALL BE GOVERNED BY, AND CONSTRUED IN ACCORDANCE "
        "WITH, THE LAW OF "
        "THE STATE OF NEW YORK.",
        10.5,
        align=3,
    )
    d.f("governing_law", "New York", pg3, "THE LAW OF THE STATE OF NEW YORK")
    d.null("late_charge")
    y += 24
    d.t(
        72,
        y,
        "IN WITNESS WHEREOF, the parties hereto have caused this Agreement to be duly executed as of the "
        "date first above written.",
        9.5,
        "tiro",
    )
    y += 30
    for who, name, title in [
        ("PELLUCID WATER TECHNOLOGIES, INC., as Borrower", "Renata Voss", "Chief Financial Officer"),
        (
            "GREAT LAKES COMMERCE BANK, N.A., as Administrative Agent and a Lender",
            "Marcus Feld",
            "Senior Vice President",
        ),
        ("HURON STATE BANK, as Syndication Agent and a Lender", "Lydia Okonkwo", "Director"),
    ]:
        d.t(300, y, who, 9.5, "tibo")
        d.t(300, y + 26, "By:", 9.5, "tiro")
        d.hline(318, 540, y + 27, 0.5)
        d.t(300, y + 40, f"Name: {name}", 9.5, "tiro")
        d.t(300, y + 52, f"Title: {title}", 9.5, "tiro")
        y += 76
    d.t(306, 760, "3", 9, "tiro", align="c")
    d.note(
        "Syndicated credit agreement excerpt, 3 pages (cover, preamble and definitions, interest and "
        "governing law). "
        "lender = the Administrative Agent (Great Lakes Commerce Bank, N.A.); the Syndication Agent and the "
        "Arranger "
        "are distractors. principal_amount = the stated aggregate of both facilities ($115,000,000), not the "
        "$75,000,000 term loan, the sublimit or the incremental capacity. interest_rate = the Term SOFR "
        "clause as "
        "printed. maturity_date = the defined Maturity Date; the amortization start and the 2019 Existing "
        "Credit "
        "Agreement are distractors. The only charge on overdue amounts is default interest (+2%), which the "
        "contract "
        "excludes -> late_charge null."
    )
    return d


@doc
def loan_03():
    """UK on-demand facility letter: no maturity (review date only), margin over Base Rate, late payment
    fee."""
    d = Doc(
        "b2_loan_03",
        "loan_agreement",
        "Facility letter - Ashdown Joinery Limited",
        "Ashdown Joinery Limited",
        A4,
    )
    pg = d.page()
    d.t(40, 58, "Wexcombe Finance", 20, "tibo", color=NAVY)
    d.t(555, 48, "Wexcombe House, 18 Quarry Street", 8.5, align="r")
    d.t(555, 59, "Guildford, Surrey GU1 3UY", 8.5, align="r")
    d.t(555, 70, "Registered in England No. 05518842", 8.5, align="r")
    d.hline(40, 555, 80, 0.8, NAVY)
    d.lines(
        40,
        110,
        [
            "Private & Confidential",
            "The Directors",
            "Ashdown Joinery Limited",
            "Unit 9, Forest Row Business Park",
            "East Grinstead RH19 5QZ",
        ],
        10,
        "tiro",
        lead=13,
    )
    d.t(555, 110, "Our ref: WF/CF/24/1193", 10, "tiro", align="r")
    d.t(555, 123, "Date: 1 July 2024", 10, "tiro", align="r")
    d.f("agreement_date", "2024-07-01", pg, "Date: 1 July 2024")
    d.t(40, 196, "Dear Sirs,", 10.5, "tiro")
    d.t(40, 216, "WORKING CAPITAL FACILITY - £180,000", 10.5, "tibo")
    y = d.para(
        40,
        226,
        555,
        'We, Wexcombe Finance Limited ("we", "us" or the "Lender"), are pleased to offer Ashdown Joinery '
        "Limited "
        '(company number 07734521) ("you" or the "Borrower") a working capital facility on the terms of '
        "this letter.",
        10.5,
        align=3,
    )
    d.f("lender", "Wexcombe Finance Limited", pg, 'We, Wexcombe Finance Limited ("we", "us" or the "Lender")')
    d.f(
        "borrower",
        "Ashdown Joinery Limited",
        pg,
        "are pleased to offer Ashdown Joinery Limited (company number 07734521)",
    )
    sections = [
        (
            "1. Amount.",
            "The facility is a sterling overdraft-style facility of up to £180,000 (one hundred and eighty "
            'thousand pounds) (the "Facility").',
        ),
        (
            "2. Purpose.",
            "The Facility may be used only for the general working capital requirements of your joinery "
            "business.",
        ),
        (
            "3. Repayment on demand.",
            "The Facility is repayable on demand. Nothing in this letter commits us to provide "
            "the Facility for any period. Without prejudice to our right to demand repayment at any time, "
            "we intend to "
            'review the Facility on or before 30 June 2025 (the "Review Date").',
        ),
        (
            "4. Interest.",
            "Interest is payable on the daily cleared debit balance at 3.75% per annum above the Bank of "
            "England Base Rate from time to time, calculated on the basis of a 365-day year and debited to "
            "your account "
            "monthly in arrears.",
        ),
        (
            "5. Fees.",
            "An arrangement fee of £1,800 is payable on acceptance of this letter. If any sum payable under "
            "this letter is not paid on its due date, we may charge a late payment fee of £35 for each late "
            "payment. We "
            "may also charge interest on any overdue sum at 4% per annum above the rate in paragraph 4.",
        ),
        (
            "6. Security.",
            "The Facility is secured by a debenture granted by you in our favour, creating fixed and "
            "floating charges over all of your assets, and by a personal guarantee from Thomas Ashdown "
            "limited to "
            "£60,000.",
        ),
    ]
    y += 6
    for head, body in sections:
        y = d.para(40, y, 555, f"{head} {body}", 10.5, align=3) + 6
    d.f("principal_amount", 180000, pg, "facility of up to £180,000 (one hundred and eighty thousand pounds)")
    d.f(
        "interest_rate",
        "3.75% per annum above the Bank of England Base Rate",
        pg,
        "at 3.75% per annum above the Bank of England Base Rate",
    )
    d.f(
        "late_charge",
        "£35 for each late payment",
        pg,
        "we may charge a late payment fee of £35 for each late payment",
    )
    d.null("maturity_date")
    d.t(
        297.5,
        815,
        "Wexcombe Finance Limited is authorised and regulated by the Financial Conduct Authority.",
        7.5,
        align="c",
        color=GREY,
    )

    pg2 = d.page()
    y = 60
    for head, body in [
        (
            "7. Conditions.",
            "The Facility is available once we have received a copy of this letter signed on your "
            "behalf, the executed debenture and guarantee, and a certified copy of a board resolution "
            "approving this "
            "letter.",
        ),
        (
            "8. Information.",
            "You will provide monthly management accounts within 30 days of each month end and annual "
            "audited accounts within 180 days of your financial year end.",
        ),
        (
            "9. Governing law.",
            "This letter and any non-contractual obligations arising out of or in connection with it "
            "are governed by the law of England and Wales, and the courts of England have exclusive "
            "jurisdiction.",
        ),
        (
            "10. Acceptance.",
            "This offer will lapse if we have not received your signed acceptance by 31 July 2024.",
        ),
    ]:
        y = d.para(40, y, 555, f"{head} {body}", 10.5, align=3) + 6
    d.f("governing_law", "England and Wales", pg2, "are governed by the law of England and Wales")
    y += 10
    d.lines(
        40,
        y,
        [
            "Yours faithfully,",
            "",
            "",
            "Rachel Denholm",
            "Credit Director",
            "for and on behalf of Wexcombe Finance Limited",
        ],
        10.5,
        "tiro",
        lead=14,
    )
    d.t(40, y + 30, "R. Denholm", 15, "tiit", color=NAVY)
    y += 120
    d.hline(40, 555, y, 0.5)
    d.t(40, y + 20, "ACCEPTANCE", 10.5, "tibo")
    d.para(
        40,
        y + 28,
        555,
        "We accept the Facility on the terms and conditions of this letter. Signed for and on behalf of "
        "Ashdown Joinery "
        "Limited by a director duly authorised by a resolution of its board.",
        10.5,
    )
    d.lines(
        40,
        y + 86,
        ["Signature:", "Name: Thomas Ashdown, Director", "Date: 8 July 2024"],
        10.5,
        "tiro",
        lead=18,
    )
    d.t(110, y + 84, "T. Ashdown", 14, "tiit", color=NAVY)
    d.note(
        "UK facility letter, 2 pages. agreement_date = the letter's date (1 July 2024); the borrower's "
        "acceptance (8 "
        "July 2024) and the offer-lapse date are not the agreement date. The facility is repayable on "
        "demand; 30 June "
        "2025 is only a review date -> maturity_date null. interest_rate = the margin over Base Rate as "
        "printed. "
        "late_charge = the £35 late payment fee (the 4% overdue interest is default interest, the £1,800 "
        "arrangement "
        "fee and the £60,000 guarantee cap are distractors). governing_law = England and Wales."
    )
    return d


# ================================================================ appraisals
@doc
def appr_01():
    """Residential summary appraisal (form style): AMC vs lender client, contract price, GLA vs basement/site
    area."""
    d = Doc("b2_appr_01", "appraisal", "Appraisal 4127 Larkspur Lane", "Front Range Valuation Partners")
    subject = "Subject: 4127 Larkspur Lane, Fort Collins, CO 80526"

    def top(n):
        d.t(40, 36, "Front Range Valuation Partners", 9, "hebo", color=NAVY)
        d.t(306, 36, subject, 8.5, align="c")
        d.t(572, 36, f"File No. FRV-24-0618   Page {n} of 2", 8.5, align="r")
        d.hline(40, 572, 42, 0.6)

    def cells(y, spec, h=26):
        """spec: [(label, value, width)] drawn left to right as one form row."""
        x = 40
        for label, value, w in spec:
            d.box(x, y, x + w, y + h, width=0.4)
            d.t(x + 3, y + 8, label, 6.5, color=GREY)
            if value:
                d.t(x + 3, y + 20, value, 9)
            x += w
        return y + h

    def section(y, title):
        d.box(40, y, 572, y + 13, fill=NAVY, color=None)
        d.t(44, y + 9.5, title, 8, "hebo", color=WHITE)
        return y + 13

    pg = d.page()
    top(1)
    d.t(306, 66, "SUMMARY APPRAISAL REPORT - RESIDENTIAL", 13, "hebo", align="c")
    d.t(
        306,
        80,
        "The purpose of this report is to provide the lender/client with an opinion of the market value of "
        "the subject property.",
        7.5,
        align="c",
        color=GREY,
    )
    d.f("property_address", "4127 Larkspur Lane, Fort Collins, CO 80526", pg, subject)
    y = section(90, "SUBJECT")
    y = cells(
        y,
        [
            ("Property Address", "4127 Larkspur Lane", 200),
            ("City", "Fort Collins", 140),
            ("State", "CO", 52),
            ("Zip Code", "80526", 70),
            ("County", "Larimer", 70),
        ],
    )
    y = cells(
        y,
        [
            ("Borrower", "Daniel and Mei Ostrowski", 200),
            ("Owner of Public Record", "Gregory Hale", 192),
            ("Assessor's Parcel #", "97262-14-014", 140),
        ],
    )
    y = cells(
        y,
        [
            ("Legal Description", "Lot 14, Block 3, Larkspur Ridge Filing 2", 262),
            ("Tax Year / R.E. Taxes", "2023  /  $3,412", 130),
            ("Neighborhood", "Larkspur Ridge", 140),
        ],
    )
    y = cells(
        y,
        [
            (
                "Property Type",
                "[X] Single Family Detached   [ ] Condominium   [ ] 2-4 Units   [ ] Manufactured",
                392,
            ),
            ("Occupant", "Owner", 140),
        ],
    )
    d.f("property_type", "single_family", pg, "[X] Single Family Detached")
    y = cells(
        y,
        [
            ("Lender/Client", "Front Range Home Lending, LLC", 200),
            ("Address", "1550 Wewatta Street, Suite 700, Denver, CO 80202", 332),
        ],
    )
    y = cells(
        y,
        [
            ("Appraisal Management Co. (ordered through)", "Summit Valuation Management, Inc.", 262),
            ("AMC Order #", "SVM-5530871", 130),
            ("Assignment Type", "Purchase", 140),
        ],
    )
    d.f("client_name", "Front Range Home Lending, LLC", pg, "Lender/Client Front Range Home Lending, LLC")
    y = section(y + 8, "CONTRACT")
    y = cells(
        y,
        [
            ("Contract Price", "$612,000", 120),
            ("Date of Contract", "05/28/2024", 120),
            ("Seller Concessions", "$6,000 toward closing costs", 292),
        ],
    )
    y = section(y + 8, "SITE")
    y = cells(
        y,
        [
            ("Site Area", "7,405 sq. ft.", 120),
            ("Shape", "Rectangular", 120),
            ("Zoning", "RL - Low Density Residential", 172),
            ("View", "Residential", 120),
        ],
    )
    y = section(y + 8, "IMPROVEMENTS")
    y = cells(
        y,
        [
            ("Year Built", "1998", 80),
            ("Stories", "1 (ranch)", 80),
            ("Design", "Ranch", 90),
            ("Bedrooms / Baths", "3 / 2.5", 100),
            ("Garage", "2-car attached", 182),
        ],
    )
    y = cells(
        y,
        [
            ("Gross Living Area Above Grade", "2,146 sq. ft.", 200),
            ("Basement Area / Finished", "1,020 sq. ft. / 640 sq. ft.", 192),
            ("Condition", "C3", 140),
        ],
    )
    d.f("gross_living_area_sqft", 2146, pg, "Gross Living Area Above Grade 2,146 sq. ft.")
    y = section(y + 8, "COMMENTS")
    d.para(
        44,
        y + 4,
        568,
        "The subject is a one-story detached single-family residence with a partially finished basement, in "
        "average to "
        "good condition with an updated kitchen (2019). No adverse easements, encroachments or "
        "environmental conditions "
        "were observed. The lot backs onto a greenbelt; no premium was found to be supported by paired "
        "sales. The list "
        "price was $619,000 (MLS #1009214, listed 05/02/2024).",
        8.5,
        "helv",
    )

    pg2 = d.page()
    top(2)
    y = section(56, "SALES COMPARISON APPROACH")
    comps = [
        ("Subject", "4127 Larkspur Lane", "$612,000 (contract)", "2,146", "", ""),
        ("Comparable 1", "4203 Larkspur Lane", "$598,500", "2,080", "+5,400", "$603,900"),
        ("Comparable 2", "1817 Primrose Court", "$624,000", "2,260", "-14,250", "$609,750"),
        ("Comparable 3", "3911 Yarrow Drive", "$589,900", "1,995", "+11,400", "$601,300"),
    ]
    for sale, adj, res in [(598500, 5400, 603900), (624000, -14250, 609750), (589900, 11400, 601300)]:
        assert sale + adj == res
    cols = [
        ("", 44, "l"),
        ("Address", 120, "l"),
        ("Sale Price", 330, "r"),
        ("GLA sq. ft.", 400, "r"),
        ("Net Adj.", 470, "r"),
        ("Adjusted Price", 566, "r"),
    ]
    y = d.table(cols, y + 2, [list(c) for c in comps], 40, 572, size=8.5, rules="all", row_h=17)
    y = cells(
        y + 6,
        [
            ("Indicated Value by Sales Comparison Approach", "$605,000", 266),
            ("Indicated Value by Cost Approach (if developed)", "$618,400", 266),
        ],
    )
    y = section(y + 8, "RECONCILIATION")
    y = d.para(
        44,
        y + 4,
        568,
        "Most weight is given to the sales comparison approach; the cost approach is supportive. This "
        "appraisal is "
        'made "as is". Based on a complete visual inspection of the interior and exterior areas of the '
        "subject "
        "property, defined scope of work, statement of assumptions and limiting conditions, and appraiser's "
        "certification, my opinion of the market value, as defined, of the real property that is the "
        "subject of this "
        "report is $605,000, as of June 18, 2024, which is the date of inspection and the effective date of "
        "this "
        "appraisal.",
        9,
        "helv",
    )
    d.f("appraised_value", 605000, pg2, "the subject of this report is $605,000, as of June 18, 2024")
    d.f(
        "effective_date",
        "2024-06-18",
        pg2,
        "$605,000, as of June 18, 2024, which is the date of inspection and the effective date of this "
        "appraisal",
    )
    y = section(y + 10, "APPRAISER CERTIFICATION AND SIGNATURE")
    d.t(44, y + 44, "Lorraine K. Whitfield", 16, "tiit", color=NAVY)
    y = cells(
        y + 52,
        [("Name", "Lorraine K. Whitfield", 266), ("Company Name", "Front Range Valuation Partners", 266)],
    )
    y = cells(
        y,
        [
            ("Date of Signature and Report", "06/24/2024", 266),
            ("Effective Date of Appraisal", "06/18/2024", 266),
        ],
    )
    y = cells(
        y,
        [
            ("State Certification #", "CR.100045678", 266),
            ("State / Expiration Date", "CO  /  12/31/2025", 266),
        ],
    )
    d.f("appraiser_name", "Lorraine K. Whitfield", pg2, "Name Lorraine K. Whitfield")
    y = cells(
        y + 8,
        [
            ("Supervisory Appraiser (only if required) - Name", "", 266),
            ("Did / did not inspect subject", "", 266),
        ],
    )
    d.note(
        "Form-style residential summary appraisal, 2 pages. property_address from the page header line (the "
        "form row "
        "splits it into cells). property_type: the checked box 'Single Family Detached' -> single_family. "
        "client = "
        "the Lender/Client, not the appraisal management company. appraised_value = the reconciled opinion "
        "$605,000 "
        "(contract price $612,000, list price $619,000, cost approach $618,400 and comparable prices are "
        "distractors). effective_date = June 18, 2024 (report signed 06/24/2024). GLA = 'Gross Living Area "
        "Above "
        "Grade' 2,146 (basement and site areas are distractors). No supervisory appraiser signed."
    )
    return d


@doc
def appr_02():
    """Commercial (industrial) appraisal letter of transmittal + salient facts: no GLA, several value
    figures."""
    d = Doc("b2_appr_02", "appraisal", "Appraisal 2250 Foundry Road", "Anand Brennan Valuation Group, LLC")
    pg = d.page()
    d.t(306, 54, "ANAND BRENNAN VALUATION GROUP, LLC", 14, "tibo", align="c", color=MAROON)
    d.t(
        306,
        68,
        "Real Estate Appraisal & Consulting  |  1420 Kensington Road, Suite 210, Oak Brook, IL 60523  |  "
        "(630) 555-0186",
        8,
        "tiro",
        align="c",
    )
    d.hline(72, 540, 76, 0.8, MAROON)
    d.t(72, 104, "October 14, 2024", 10.5, "tiro")
    d.lines(
        72,
        128,
        [
            "Ms. Karen Oduya",
            "Vice President, Commercial Real Estate Lending",
            "Prairie State Savings Bank",
            "600 North Chicago Street",
            "Joliet, IL 60432",
        ],
        10.5,
        "tiro",
        lead=13,
    )
    d.t(72, 208, "Re:", 10.5, "tibo")
    d.lines(
        100,
        208,
        [
            "Appraisal Report - Foundry Road Distribution Center",
            "2250 Foundry Road, Joliet, IL 60436",
            "Our File No. 24-1187",
        ],
        10.5,
        "tibo",
        lead=13,
    )
    d.t(72, 260, "Dear Ms. Oduya:", 10.5, "tiro")
    y = d.para(
        72,
        268,
        540,
        "At your request, we have prepared an appraisal of the above-referenced property, a single-tenant "
        "industrial "
        "warehouse and distribution building containing a gross building area of 64,800 square feet on a "
        "4.12-acre "
        "site. The building was constructed in 2006 and has a 28-foot clear height and eight dock-high "
        "doors. It is "
        "100% leased to Midwest Fastener Distribution, Inc. through May 31, 2031.",
        10.5,
        align=3,
    )
    y = d.para(
        72,
        y + 6,
        540,
        "The client and intended user of this report is Prairie State Savings Bank. The intended use is to "
        "assist the "
        "client in a mortgage lending decision. The report has been prepared in conformance with the "
        "Uniform Standards "
        "of Professional Appraisal Practice and FIRREA.",
        10.5,
        align=3,
    )
    d.f(
        "client_name",
        "Prairie State Savings Bank",
        pg,
        "The client and intended user of this report is Prairie State Savings Bank",
    )
    y = d.para(
        72,
        y + 6,
        540,
        "Based on our analysis, it is our opinion that the As Is market value of the leased fee interest in "
        "the subject "
        "property, as of September 30, 2024, is:",
        10.5,
        align=3,
    )
    d.f("effective_date", "2024-09-30", pg, "in the subject property, as of September 30, 2024, is:")
    d.t(306, y + 18, "SIX MILLION FOUR HUNDRED FIFTY THOUSAND DOLLARS", 11, "tibo", align="c")
    d.t(306, y + 33, "($6,450,000)", 11, "tibo", align="c")
    d.f("appraised_value", 6450000, pg, "SIX MILLION FOUR HUNDRED FIFTY THOUSAND DOLLARS ($6,450,000)")
    y = d.para(
        72,
        y + 48,
        540,
        "This value is subject to the extraordinary assumption that the roof replacement scheduled for "
        "November 2024 "
        "is completed in a workmanlike manner at the landlord's cost. The salient facts and value "
        "conclusions are "
        "summarized on the following page.",
        10.5,
        align=3,
    )
    d.t(72, y + 16, "Respectfully submitted,", 10.5, "tiro")
    d.t(72, y + 30, "ANAND BRENNAN VALUATION GROUP, LLC", 10.5, "tibo")
    d.t(72, y + 62, "Victor M. Anand", 16, "tiit", color=NAVY)
    d.hline(72, 280, y + 66, 0.5)
    d.lines(
        72,
        y + 80,
        [
            "Victor M. Anand, MAI",
            "Managing Director",
            "Illinois Certified General Real Estate Appraiser No. 553.002611",
        ],
        10,
        "tiro",
        lead=12.5,
    )
    d.f("appraiser_name", "Victor M. Anand", pg, "Victor M. Anand, MAI")

    pg2 = d.page()
    d.t(306, 60, "SUMMARY OF SALIENT FACTS AND CONCLUSIONS", 12, "tibo", align="c", color=MAROON)
    facts = [
        ("Property Name", "Foundry Road Distribution Center"),
        ("Address", "2250 Foundry Road, Joliet, IL 60436"),
        ("Property Type", "Industrial - warehouse/distribution"),
        ("Client", "Prairie State Savings Bank"),
        ("Owner of Record", "Foundry Road Holdings LLC"),
        ("Tenant", "Midwest Fastener Distribution, Inc. (lease expires May 31, 2031)"),
        ("Site Area", "4.12 acres (179,467 sq. ft.)"),
        ("Gross Building Area", "64,800 sq. ft. (office finish 4,200 sq. ft.)"),
        ("Year Built", "2006"),
        ("Zoning", "I-1 Light Industrial, City of Joliet"),
        ("Property Rights Appraised", "Leased fee"),
        ("Date of Inspection", "September 30, 2024"),
        ("Effective Date of Value", "September 30, 2024"),
        ("Date of Report", "October 14, 2024"),
        ("Sales History", "Acquired by the current owner in March 2019 for $4,100,000"),
    ]
    assert round(4.12 * 43560) == 179467
    y = d.table(
        [("Item", 76, "l"), ("Detail", 230, "l")],
        76,
        [list(f) for f in facts],
        72,
        540,
        size=9.5,
        font="tiro",
        hfont="tibo",
        rules="all",
        row_h=18,
        vlines=[72, 222, 540],
    )
    d.f(
        "property_address",
        "2250 Foundry Road, Joliet, IL 60436",
        pg2,
        "Address 2250 Foundry Road, Joliet, IL 60436",
    )
    d.f("property_type", "industrial", pg2, "Property Type Industrial - warehouse/distribution")
    d.null("gross_living_area_sqft")
    vals = [
        ("Land Value (as if vacant)", "$1,240,000"),
        ("Cost Approach", "$6,210,000"),
        ("Sales Comparison Approach", "$6,380,000"),
        ("Income Capitalization Approach", "$6,480,000"),
        ("Final Opinion of Market Value (As Is)", "$6,450,000"),
        ("Insurable Value (replacement cost new less exclusions)", "$5,180,000"),
    ]
    d.t(72, y + 26, "Value Conclusions", 11, "tibo", color=MAROON)
    y = d.table(
        [("Approach", 76, "l"), ("Value", 536, "r")],
        y + 32,
        [list(v) for v in vals],
        72,
        540,
        size=9.5,
        font="tiro",
        hfont="tibo",
        rules="all",
        row_h=18,
        bold_rows=(4,),
    )
    d.para(
        72,
        y + 16,
        540,
        "Julia Brennan, Associate Appraiser, provided significant real property appraisal assistance in the "
        "research "
        "and analysis of comparable sales and leases under the direct supervision of the signing appraiser.",
        9.5,
        align=3,
    )
    d.note(
        "Commercial appraisal (letter of transmittal + salient facts), 2 pages. property_type: industrial "
        "warehouse -> "
        "industrial. appraised_value = the final As Is market value $6,450,000 (land value, the three "
        "approaches, the "
        "insurable value and the 2019 purchase price are distractors). effective_date = date of value "
        "September 30, "
        "2024, not the letter date October 14, 2024. appraiser = the signer Victor M. Anand (Julia Brennan "
        "only "
        "assisted). client = Prairie State Savings Bank (the letter is addressed to its officer). The only "
        "area "
        "printed is the gross BUILDING area of an industrial building; no gross living area -> null."
    )
    return d


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    for sub in ("raw", "labels"):
        os.makedirs(os.path.join(args.out, sub), exist_ok=True)
    rows = []
    seen = set()
    for fn in DOCS:
        d = fn()
        assert d.doc_id not in seen
        seen.add(d.doc_id)
        rows.append(d.save(args.out))
    with open(os.path.join(args.out, "manifest.csv"), "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=MANIFEST_COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    print(f"wrote {len(rows)} documents to {args.out}")


if __name__ == "__main__":
    main()
