"""Invoice builders for blind_extraction8 (11 documents).  Every party, number,
address and date is invented.  Each builder draws its document, computes what it
prints and checks the hand-written label literals against that with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from pdfkit import EU, SP, US, Pdf, q

GREY = (0.35, 0.35, 0.35)
LIGHT = (0.55, 0.55, 0.55)


def ext(qty, price, disc=0):
    """qty x price less disc percent, rounded to the cent per line."""
    v = D(str(qty)) * D(str(price))
    if disc:
        v = v * (D(100) - D(str(disc))) / D(100)
    return q(v)


def table_head(p, y, cols, size=8, shade=True, x0=36, x1=None, g=0.9):
    x1 = x1 or p.w - 36
    if shade:
        p.shade(x0, y - size - 3, x1, y + 4, g)
    p.row(y, cols, size=size, bold=True)
    p.hline(y + 4, x0, x1, 0.6)
    return y + size + 8


def money(v):
    return "$" + US(v)


def acc(v):
    """US figure with brackets for a negative amount: (1,234.56)."""
    return "(" + US(-v) + ")" if v < 0 else US(v)


# ---------------------------------------------------------------- 1 US, totals block at the top
@doc("b8_inv_us_totals_top", "invoice", "Corvane Hydraulic Supply Co. Invoice 88-20417")
def inv_us_totals_top():
    p = Pdf()
    p.new_page()
    p.text(40, 56, "CORVANE HYDRAULIC SUPPLY CO.", 15, True)
    p.text(40, 69, "Fluid power components · hose fabrication · field service", 8, color=GREY)
    p.text(
        40, 82, "4410 Tillery Road, Decatur, AL 35603 · (256) 555-0148 · ar@corvane-hydraulic.example", 7.5
    )
    p.text(572, 60, "INVOICE", 24, True, align="r")
    p.text(572, 74, "Page 1 of 1", 7.5, align="r", color=GREY)
    # account summary box at the top right
    bx0, bx1 = 352, 572
    p.shade(bx0, 96, bx1, 112, 0.25)
    p.text(bx0 + 6, 107, "ACCOUNT SUMMARY", 8.5, True, color=(1, 1, 1))
    p.rect(bx0, 96, bx1, 212, 0.8)
    lines = [
        (12, "HP-4420", 'Hydraulic hose assembly 1" x 20 ft, JIC fittings', "184.60"),
        (4, "CYL-3608", 'Tie-rod cylinder 3.5" bore x 8" stroke', "1146.00"),
        (2, "PMP-V20", "Vane pump, 20 gpm, SAE B flange", "3275.50"),
        (30, "FLT-10M", "Return filter element, 10 micron", "46.85"),
        (1, "FRT-LTL", "Freight - LTL, Decatur to Jasper", "312.50"),
    ]
    amts = [ext(n, pr) for n, _, _, pr in lines]
    sub = sum(amts, D(0))
    tax = q(sub * D("0.09"))
    total = sub + tax
    paid = D("5000.00")
    bal = total - paid
    rows = [
        ("Subtotal", money(sub), False),
        ("Sales Tax (9.000%)", US(tax), False),
        ("Invoice Total", money(total), True),
        ("Less Amount Paid", acc(-paid), False),
        ("Balance Due", money(bal), True),
    ]
    y = 126
    for k, v, b in rows:
        p.text(bx0 + 6, y, k, 8.5, b)
        p.text(bx1 - 6, y, v, 8.5, b, align="r")
        y += 14
    p.hline(y - 11, bx0 + 4, bx1 - 4, 0.4)
    p.text(bx0 + 6, y + 2, "Due Date: April 6th, 2025", 8.5, True)
    p.text(
        bx0 + 6, y + 14, "Amount paid = deposit received February 14th, 2025, check #20931", 6.5, color=GREY
    )
    # reference grid at the top left: labels row, then values row
    xs = [40, 112, 184, 256]
    p.rect(38, 96, 336, 150, 0.5)
    p.line(38, 123, 336, 123, 0.4)
    for x in xs[1:]:
        p.line(x - 4, 96, x - 4, 150, 0.4)
    for x, s in zip(xs, ["Invoice No.", "Sales Order No.", "Customer No.", "Customer PO No."], strict=True):
        p.text(x, 105, s, 6.5, color=GREY)
    for x, s in zip(xs, ["88-20417", "SO-61932", "BRW-0458", "4500-7781"], strict=True):
        p.text(x, 117, s, 8.5, True)
    for x, s in zip(xs, ["Invoice Date", "Ship Date", "Terms", "Ship Via"], strict=True):
        p.text(x, 132, s, 6.5, color=GREY)
    for x, s in zip(xs, ["March 7th, 2025", "March 5th, 2025", "Net 30", "Wiregrass LTL"], strict=True):
        p.text(x, 144, s, 8)
    # parties
    p.text(40, 232, "BILL TO", 7.5, True, color=GREY)
    y = 244
    for s in (
        "Brightwater Aggregates, LLC",
        "Attn: Accounts Payable",
        "2207 Quarry Bend Drive",
        "Jasper, AL 35501",
    ):
        p.text(40, y, s, 9)
        y += 11.5
    p.text(300, 232, "SHIP TO", 7.5, True, color=GREY)
    y = 244
    for s in (
        "Halvorsen Crushing Contractors",
        "c/o Brightwater Plant 3, Gate B",
        "11850 County Road 22",
        "Cordova, AL 35550",
    ):
        p.text(300, y, s, 9)
        y += 11.5
    # lines
    cols = [
        (40, "Qty", "l"),
        (70, "Item"),
        (132, "Description"),
        (470, "Unit Price", "r"),
        (572, "Amount", "r"),
    ]
    y = table_head(p, 316, cols, 8, x0=38, x1=574)
    for (n, item, txt, pr), a in zip(lines, amts, strict=True):
        p.row(y, [(40, str(n)), (70, item), (132, txt), (470, US(pr), "r"), (572, US(a), "r")], size=8.5)
        y += 15
    p.hline(y - 8, 38, 574, 0.5)
    p.text(572, y + 6, "Totals are shown in the Account Summary above.", 7, align="r", color=GREY)
    y += 34
    y = p.wrap(
        40,
        y,
        530,
        "Remit to: Corvane Hydraulic Supply Co., P.O. Box 2291, Decatur, AL 35602. Please reference the invoice "
        "number on your remittance. Balances unpaid after the due date accrue a finance charge of 1.5% per month. "
        "Returns require an RMA within 30 days of the ship date and are subject to a 20% restocking fee.",
        7.5,
    )
    p.footer("Corvane Hydraulic Supply Co. · Federal EIN 63-1184027")

    same(15068.20, sub, "subtotal")
    same(1356.14, tax, "tax")
    same(16424.34, total, "total")
    same(11424.34, bal, "balance")
    fields = {
        "invoice_number": F("88-20417", 1, "88-20417 SO-61932 BRW-0458 4500-7781"),
        "invoice_date": F("2025-03-07", 1, "March 7th, 2025 March 5th, 2025 Net 30"),
        "due_date": F("2025-04-06", 1, "Due Date: April 6th, 2025"),
        "vendor_name": F("Corvane Hydraulic Supply Co.", 1, "CORVANE HYDRAULIC SUPPLY CO."),
        "bill_to": F("Brightwater Aggregates, LLC", 1, "BILL TO Brightwater Aggregates, LLC"),
        "currency": F("USD", 1, "Invoice Total $16,424.34"),
        "subtotal": F(15068.20, 1, "Subtotal $15,068.20"),
        "tax": F(1356.14, 1, "Sales Tax (9.000%) 1,356.14"),
        "total": F(16424.34, 1, "Invoice Total $16,424.34"),
        "amount_due": F(11424.34, 1, "Balance Due $11,424.34"),
    }
    notes = (
        "US distributor invoice whose totals block (ACCOUNT SUMMARY) is at the TOP RIGHT, above the line items; "
        "the lines end with 'Totals are shown in the Account Summary above'. Reference grid prints labels in one row "
        "and values in the next: invoice number 88-20417 next to sales order SO-61932, customer number BRW-0458 and "
        "customer PO 4500-7781. Ordinal dates: invoice March 7th, 2025 vs ship date March 5th, 2025 and deposit date "
        "February 14th, 2025; due date April 6th, 2025. Freight is a line item inside the subtotal. A $5,000.00 "
        "deposit ('Less Amount Paid') gives Balance Due, which is amount_due; total is the Invoice Total. The Ship To "
        "party (Halvorsen Crushing Contractors) is a distractor for bill_to. The 1.5% finance charge and 20% "
        "restocking fee are not tax. No field is null."
    )
    sums = [
        SUM(
            "lines to subtotal",
            [
                (1, T("HP-4420", 2215.20, 1, "184.60 2,215.20")),
                (1, T("CYL-3608", 4584.00, 1, "1,146.00 4,584.00")),
                (1, T("PMP-V20", 6551.00, 1, "3,275.50 6,551.00")),
                (1, T("FLT-10M", 1405.50, 1, "46.85 1,405.50")),
                (1, T("freight", 312.50, 1, "Freight - LTL, Decatur to Jasper 312.50 312.50")),
            ],
            "subtotal",
        ),
        SUM(
            "deposit deducted",
            [(1, "total"), (-1, T("Amount Paid", 5000.00, 1, "Less Amount Paid (5,000.00)"))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 2 US, sidebar, due upon receipt
@doc("b8_inv_us_sidebar_upon_receipt", "invoice", "Pellucid Signal Labs invoice PSL-25-0311")
def inv_us_sidebar_upon_receipt():
    p = Pdf()
    p.new_page()
    p.shade(0, 0, 190, 792, 0.93)
    sx = 22

    def stack(y, label, value, vsize=10, bold=True):
        p.text(sx, y, label, 6.5, True, color=GREY)
        p.text(sx, y + vsize + 3, value, vsize, bold)
        return y + vsize + 22

    p.text(sx, 60, "Pellucid", 20, True)
    p.text(sx, 82, "Signal Labs", 20, True)
    p.text(sx, 98, "Managed networks for clinics", 7.5, color=GREY)
    y = 132
    y = stack(y, "INVOICE NUMBER", "PSL-25-0311")
    y = stack(y, "ISSUED", "07-MAR-25")
    y = stack(y, "SERVICE PERIOD", "01-FEB-25 to 28-FEB-25", 8.5, False)
    y = stack(y, "PAYMENT DUE", "Upon receipt")
    y = stack(y, "ACCOUNT", "MVP-0092", 9, False)
    p.text(sx, y, "BILLED TO", 6.5, True, color=GREY)
    y += 13
    for s in (
        "Marrowstone Veterinary",
        "Partners, PLLC",
        "Attn: Dr. Ingrid Solberg",
        "9130 Beach Drive NE",
        "Port Orchard, WA 98366",
    ):
        p.text(sx, y, s, 8.5, s.startswith(("Marrowstone", "Partners")))
        y += 11
    y += 14
    lines = [
        ("Managed network service, February 2025", "3 sites", 3, "640.00", False),
        ("After-hours callout 02/19/25 (2.5 h)", "2.5 h", D("2.5"), "165.00", False),
        ("24-port PoE switch, managed", "2 ea", 2, "418.00", True),
        ("Cat6 patch cable, 7 ft", "40 ea", 40, "6.25", True),
        ("Offsite backup storage, 1 TB block", "2 blk", 2, "95.00", False),
    ]
    amts = [ext(n, pr) for _, _, n, pr, _ in lines]
    sub = sum(amts, D(0))
    taxable = sum((a for a, ln in zip(amts, lines, strict=True) if ln[4]), D(0))
    tax = q(taxable * D("0.103"))
    total = sub + tax
    y = stack(y, "SUBTOTAL", money(sub), 10, False)
    y = stack(y, "SALES TAX 10.3% ON $" + US(taxable) + " TAXABLE", money(tax), 10, False)
    y = stack(y, "INVOICE TOTAL", money(total))
    y = stack(y, "PAYMENTS RECEIVED", money(0), 10, False)
    y = stack(y, "AMOUNT DUE (USD)", money(total), 13)
    # main column
    mx = 214
    p.text(mx, 64, "INVOICE", 26, True)
    p.text(
        mx,
        82,
        "Pellucid Signal Labs LLC · 1704 Sunrise Ridge Road, Bremerton, WA 98312 · UBI 604-118-274",
        7.5,
        color=GREY,
    )
    p.text(mx, 94, "billing@pellucid-signal.example · (360) 555-0133", 7.5, color=GREY)
    p.hline(108, mx, 576, 0.8)
    y = p.wrap(
        mx,
        126,
        360,
        "Thank you for your business. This invoice covers monitored network service for your Port Orchard, Gig "
        "Harbor and Silverdale clinics and the hardware installed during the 02/19 callout.",
        8.5,
    )
    cols = [(mx, "Description"), (440, "Qty"), (506, "Rate", "r"), (576, "Amount", "r")]
    y = table_head(p, y + 14, cols, 8, x0=mx - 4, x1=578)
    for (txt, qty, _n, pr, tx), a in zip(lines, amts, strict=True):
        p.row(
            y,
            [(mx, txt + (" (T)" if tx else "")), (440, qty), (506, US(pr), "r"), (576, US(a), "r")],
            size=8.5,
        )
        y += 15
    p.hline(y - 8, mx - 4, 578, 0.5)
    p.text(mx, y + 6, "(T) taxable item. Totals appear in the left column.", 7, color=GREY)
    y += 36
    p.text(mx, y, "Next billing date", 7, True, color=GREY)
    p.text(mx, y + 12, "07-APR-25 (March 2025 service)", 9)
    p.text(400, y, "Pay online", 7, True, color=GREY)
    p.text(400, y + 12, "pay.pellucid-signal.example/MVP-0092", 9)
    y += 44
    p.wrap(
        mx,
        y,
        360,
        "Invoices are payable upon receipt. Accounts more than 30 days past due may have monitoring suspended after "
        "written notice. Questions about this invoice: Noor Castellanos, billing coordinator.",
        7.5,
    )

    same(3608.50, sub, "subtotal")
    same(1086.00, taxable, "taxable")
    same(111.86, tax, "tax")
    same(3720.36, total, "total")
    fields = {
        "invoice_number": F("PSL-25-0311", 1, "INVOICE NUMBER PSL-25-0311"),
        "invoice_date": F("2025-03-07", 1, "ISSUED 07-MAR-25"),
        "due_date": NULL(),
        "vendor_name": F("Pellucid Signal Labs", 1, "Pellucid Signal Labs LLC · 1704 Sunrise Ridge Road"),
        "bill_to": F(
            "Marrowstone Veterinary Partners, PLLC", 1, "BILLED TO Marrowstone Veterinary Partners, PLLC"
        ),
        "currency": F("USD", 1, "AMOUNT DUE (USD) $3,720.36"),
        "subtotal": F(3608.50, 1, "SUBTOTAL $3,608.50"),
        "tax": F(111.86, 1, "SALES TAX 10.3% ON $1,086.00 TAXABLE $111.86"),
        "total": F(3720.36, 1, "INVOICE TOTAL $3,720.36"),
        "amount_due": F(3720.36, 1, "AMOUNT DUE (USD) $3,720.36"),
    }
    notes = (
        "All header data and all totals sit in a shaded LEFT SIDEBAR with each label on its own line and the value "
        "on the next line; the main column has only the line items. Dates in DD-MON-YY form: issued 07-MAR-25; the "
        "service period 01-FEB-25 to 28-FEB-25, the callout date 02/19/25 and the 'Next billing date 07-APR-25' are "
        "distractors. due_date is null: the sidebar prints 'PAYMENT DUE Upon receipt' and no date (the next billing "
        "date is not a due date). The tax line also prints the taxable base $1,086.00 (a distractor). The sidebar "
        "prints the INVOICE TOTAL and, after 'PAYMENTS RECEIVED $0.00', a separate AMOUNT DUE (USD) with the same "
        "value, so amount_due is filled. vendor_name is the brand 'Pellucid Signal Labs' (legal name adds LLC). The "
        "contact person Dr. Ingrid Solberg is not the bill_to (the PLLC is)."
    )
    sums = [
        SUM(
            "lines to subtotal",
            [
                (1, T("managed service", 1920.00, 1, "3 sites 640.00 1,920.00")),
                (1, T("callout", 412.50, 1, "2.5 h 165.00 412.50")),
                (1, T("switch", 836.00, 1, "2 ea 418.00 836.00")),
                (1, T("cables", 250.00, 1, "40 ea 6.25 250.00")),
                (1, T("backup", 190.00, 1, "2 blk 95.00 190.00")),
            ],
            "subtotal",
        ),
        SUM(
            "taxable base",
            [
                (1, T("switch", 836.00, 1, "2 ea 418.00 836.00")),
                (1, T("cables", 250.00, 1, "40 ea 6.25 250.00")),
            ],
            T("taxable", 1086.00, 1, "SALES TAX 10.3% ON $1,086.00 TAXABLE"),
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 3 HU, EUR with HUF conversion
@doc("b8_inv_hu_eur_huf", "invoice", "Tiszavölgyi Szoftverház Kft. számla / invoice TSZ-2025-000214")
def inv_hu_eur_huf():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.text(40, 56, "Tiszavölgyi Szoftverház Kft.", 16, True)
    p.text(
        40,
        70,
        "H-6720 Szeged, Kárász utca 19. · Adószám / Tax no.: 26118403-2-06 · EU VAT: HU26118403",
        7.5,
        color=GREY,
    )
    p.text(
        40,
        80,
        "Bank: Alföldi Kereskedelmi Bank · IBAN HU42 1176 3091 0021 4470 0000 0000 (EUR account)",
        7.5,
        color=GREY,
    )
    p.text(555, 56, "SZÁMLA / INVOICE", 15, True, align="r")
    p.text(555, 70, "Eredeti példány / Original copy", 7.5, align="r", color=GREY)
    p.hline(90, 40, 555, 0.8)
    p.text(40, 108, "Vevő / Customer", 7.5, True, color=GREY)
    y = 121
    for s in (
        "Oakmere Logistics Hungary Kft.",
        "H-1097 Budapest, Gubacsi út 44.",
        "Adószám / Tax no.: 27740112-2-43",
    ):
        p.text(40, y, s, 9.5 if y == 121 else 8.5, y == 121)
        y += 12
    info = [
        ("Számlaszám / Invoice no.", "TSZ-2025-000214"),
        ("Kelte / Invoice date", "2025.03.07."),
        ("Teljesítés / Date of supply", "2025.02.28."),
        ("Fizetési határidő / Payment deadline", "2025.04.06."),
        ("Fizetési mód / Payment method", "átutalás / bank transfer"),
        ("Pénznem / Currency", "EUR"),
        ("Szerződés / Contract", "OL-SW-2023/07"),
    ]
    y = 108
    for k, v in info:
        p.text(300, y, k, 7.5, color=GREY)
        p.text(555, y, v, 8.5, True, align="r")
        y += 12
    lines = [
        ("Szoftverkarbantartás I. negyedév / Software maintenance Q1 2025", "1", "db/pc", "6400.00"),
        ("Egyedi riportfejlesztés / Custom report development", "28", "óra/h", "115.00"),
        ("Felhőszolgáltatás 2025. február / Cloud hosting February 2025", "1", "hó/mo", "1620.00"),
    ]
    cols = [
        (40, "Megnevezés / Description"),
        (356, "Menny. / Qty", "r"),
        (362, "Egys."),
        (478, "Egységár / Unit", "r"),
        (555, "Nettó / Net EUR", "r"),
    ]
    y = table_head(p, 218, cols, 7.5, x0=38, x1=557)
    amts = []
    for txt, n, unit, pr in lines:
        a = ext(n, pr)
        amts.append(a)
        p.row(y, [(40, txt), (356, n, "r"), (362, unit), (478, SP(pr), "r"), (555, SP(a), "r")], size=8)
        y += 14
    p.hline(y - 7, 38, 557, 0.4)
    net = sum(amts, D(0))
    vat = q(net * D("0.27"))
    gross = net + vat
    rate = D("401.37")
    vat_huf = q(vat * rate, 0)
    gross_huf = q(gross * rate, 0)
    y += 10
    for k, v, b in (
        ("Nettó összesen / Net total", "EUR " + SP(net), False),
        ("ÁFA 27% / VAT 27%", "EUR " + SP(vat), False),
        ("Bruttó összesen / Gross total", "EUR " + SP(gross), True),
    ):
        p.text(300, y, k, 9, b)
        p.text(555, y, v, 9, b, align="r")
        y += 14
    y += 12
    p.rect(40, y - 10, 555, y + 44, 0.5)
    p.text(46, y + 2, "Tájékoztató adatok forintban / Information in HUF (Áfa tv. 80. §)", 8, True)
    p.text(46, y + 15, "Árfolyam / Exchange rate: MNB 2025.02.28. — 1 EUR = 401,37 HUF", 8)
    p.text(46, y + 27, "ÁFA forintban / VAT in HUF", 8)
    p.text(549, y + 27, SP(vat_huf, 0) + " Ft", 8, align="r")
    p.text(46, y + 39, "Bruttó végösszeg forintban / Gross total in HUF", 8)
    p.text(549, y + 39, SP(gross_huf, 0) + " Ft", 8, align="r")
    y += 72
    y = p.wrap(
        40,
        y,
        515,
        "A számla összegét a fenti EUR számlára kérjük átutalni, közleményben a számlaszám feltüntetésével. / Please "
        "pay the invoice amount in EUR to the account above, quoting the invoice number. Késedelmi kamat / late "
        "interest: the statutory rate under Ptk. 6:155. §.",
        7.5,
    )
    p.footer("Készült / Issued by: Tiszavölgyi Szoftverház Kft. számlázó rendszere · Oldal / Page 1/1")

    same(11240.00, net, "net")
    same(3034.80, vat, "vat")
    same(14274.80, gross, "gross")
    same(1218078, vat_huf, "vat huf")
    same(5729476, gross_huf, "gross huf")
    fields = {
        "invoice_number": F("TSZ-2025-000214", 1, "Számlaszám / Invoice no. TSZ-2025-000214"),
        "invoice_date": F("2025-03-07", 1, "Kelte / Invoice date 2025.03.07."),
        "due_date": F("2025-04-06", 1, "Fizetési határidő / Payment deadline 2025.04.06."),
        "vendor_name": F("Tiszavölgyi Szoftverház Kft.", 1, "Tiszavölgyi Szoftverház Kft. H-6720 Szeged"),
        "bill_to": F("Oakmere Logistics Hungary Kft.", 1, "Vevő / Customer Oakmere Logistics Hungary Kft."),
        "currency": F("EUR", 1, "Pénznem / Currency EUR"),
        "subtotal": F(11240.00, 1, "Nettó összesen / Net total EUR 11 240,00"),
        "tax": F(3034.80, 1, "ÁFA 27% / VAT 27% EUR 3 034,80"),
        "total": F(14274.80, 1, "Bruttó összesen / Gross total EUR 14 274,80"),
        "amount_due": NULL(),
    }
    notes = (
        "Bilingual Hungarian/English invoice issued in EUR with space grouping and decimal comma (11 240,00). Dates "
        "in Hungarian dotted ISO form with a trailing dot: invoice date 2025.03.07., date of supply 2025.02.28. "
        "(distractor, also the exchange-rate date) and payment deadline 2025.04.06. As Hungarian law requires, a "
        "box converts the VAT and the gross total into HUF at 401,37 (1 218 078 Ft and 5 729 476 Ft): these "
        "converted figures are distractors; currency is EUR and all money labels are the EUR amounts. amount_due is "
        "null: no balance or amount payable is printed apart from the gross total (the HUF gross total is a "
        "conversion, not an amount due). The contract number and tax numbers are distractors for invoice_number."
    )
    sums = [
        SUM(
            "lines to net",
            [
                (1, T("maintenance", 6400.00, 1, "6 400,00 6 400,00")),
                (1, T("report development", 3220.00, 1, "115,00 3 220,00")),
                (1, T("hosting", 1620.00, 1, "1 620,00 1 620,00")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 4 US credit memo (negative)
@doc("b8_inv_us_credit_memo", "invoice", "Ferrowyn Industrial Coatings credit memo CM-30418")
def inv_us_credit_memo():
    p = Pdf()
    p.new_page()
    p.text(40, 58, "Ferrowyn Industrial Coatings, Inc.", 16, True)
    p.text(40, 71, "Wood finishes · lacquers · sealers", 8, color=GREY)
    p.text(40, 83, "780 Kestrel Lane, Elgin, IL 60123 · (847) 555-0162", 8)
    p.text(572, 58, "CREDIT MEMO", 20, True, align="r")
    p.text(572, 72, "This is not an invoice", 8, align="r", color=GREY)
    p.rect(370, 86, 572, 164, 0.6)
    info = [
        ("Credit Memo No.", "CM-30418"),
        ("Credit Memo Date", "06/19/2025"),
        ("Customer No.", "C-20775"),
        ("RMA No.", "R-5521"),
        ("Applies to Invoice", "INV-118872"),
        ("Original Invoice Date", "05/28/2025"),
    ]
    y = 99
    for k, v in info:
        p.text(376, y, k, 8)
        p.text(566, y, v, 8.5, True, align="r")
        y += 12
    p.text(40, 112, "CREDIT TO", 7.5, True, color=GREY)
    y = 124
    for s in (
        "Lachlan Millwork & Fixture Co.",
        "Accounts Payable",
        "1566 Foundry Street",
        "Rockford, IL 61104",
    ):
        p.text(40, y, s, 9, s.startswith("Lachlan"))
        y += 11.5
    p.text(
        40,
        190,
        "Reason: 10 pails returned damaged in transit (RMA R-5521) and a price correction on invoice",
        8.5,
    )
    p.text(
        40,
        201,
        "INV-118872 line 3 per quote Q-2291. A 15% restocking fee applies to the returned goods.",
        8.5,
    )
    cols = [
        (40, "Item"),
        (110, "Description"),
        (400, "Qty", "r"),
        (470, "Unit Price", "r"),
        (572, "Amount", "r"),
    ]
    y = table_head(p, 228, cols, 8, x0=38, x1=574)
    a1 = -ext(6, "212.40")
    a2 = -ext(4, "148.75")
    a3 = D("-186.00")
    fee = q((-a1 - a2) * D("0.15"))
    lines = [
        ("LAC-S5", "Catalyzed lacquer, satin, 5 gal - returned", "-6", "212.40", a1),
        ("SSL-5", "Vinyl sanding sealer, 5 gal - returned", "-4", "148.75", a2),
        ("ADJ", "Price adjustment, INV-118872 line 3 (quote Q-2291)", "-1", "186.00", a3),
        ("RSF", "Restocking fee 15% of returned goods " + US(-a1 - a2), "1", US(fee), fee),
    ]
    for item, txt, n, pr, a in lines:
        p.row(y, [(40, item), (110, txt), (400, n, "r"), (470, pr, "r"), (572, US(a), "r")], size=8.5)
        y += 15
    p.hline(y - 8, 38, 574, 0.5)
    sub = a1 + a2 + a3 + fee
    tax = q(sub * D("0.0725"))
    total = sub + tax
    orig = D("9412.65")
    y += 8
    for k, v, b in (
        ("Credit Subtotal", acc(sub), False),
        ("Sales Tax Credited (7.25%)", acc(tax), False),
        ("Total Credit", "(" + money(-total) + ")", True),
    ):
        p.text(380, y, k, 9, b)
        p.text(572, y, v, 9, b, align="r")
        y += 14
    y += 14
    p.rect(40, y - 10, 572, y + 34, 0.5)
    p.text(46, y + 2, "Application", 8, True)
    p.text(46, y + 14, "Original amount of invoice INV-118872 (05/28/2025)", 8)
    p.text(566, y + 14, money(orig), 8, align="r")
    p.text(46, y + 26, "Remaining balance of INV-118872 after this credit", 8)
    p.text(566, y + 26, money(orig + total), 8, align="r")
    y += 58
    p.wrap(
        40,
        y,
        530,
        "This credit will be applied to invoice INV-118872. No payment is due on this credit memo and no refund "
        "will be issued unless requested in writing. Questions: Renata Obuya, credit department, ext. 214.",
        8,
    )
    p.footer("Ferrowyn Industrial Coatings, Inc. · credit@ferrowyn.example")

    same(-1274.40, a1, "line 1")
    same(-595.00, a2, "line 2")
    same(280.41, fee, "fee")
    same(-1774.99, sub, "subtotal")
    same(-128.69, tax, "tax")
    same(-1903.68, total, "total")
    same(7508.97, orig + total, "remaining")
    fields = {
        "invoice_number": F("CM-30418", 1, "Credit Memo No. CM-30418"),
        "invoice_date": F("2025-06-19", 1, "Credit Memo Date 06/19/2025"),
        "due_date": NULL(),
        "vendor_name": F(
            "Ferrowyn Industrial Coatings, Inc.", 1, "Ferrowyn Industrial Coatings, Inc. Wood finishes"
        ),
        "bill_to": F("Lachlan Millwork & Fixture Co.", 1, "CREDIT TO Lachlan Millwork & Fixture Co."),
        "currency": F("USD", 1, "Total Credit ($1,903.68)"),
        "subtotal": F(-1774.99, 1, "Credit Subtotal (1,774.99)"),
        "tax": F(-128.69, 1, "Sales Tax Credited (7.25%) (128.69)"),
        "total": F(-1903.68, 1, "Total Credit ($1,903.68)"),
        "amount_due": NULL(),
    }
    notes = (
        "A CREDIT MEMO, not an invoice: the document's own number is CM-30418 (the original invoice INV-118872, RMA "
        "R-5521, quote Q-2291 and customer C-20775 are distractors); invoice_date is the credit memo date "
        "06/19/2025, not the original invoice date 05/28/2025. Amounts are credits: the subtotal, tax and total are "
        "printed in brackets and labelled NEGATIVE; the restocking-fee line is a positive charge inside the negative "
        "subtotal. bill_to is the 'Credit To' company. due_date is null: no due date is printed ('No payment is due "
        "on this credit memo'). amount_due is null: nothing is due on this document; the 'Remaining balance of "
        "INV-118872 after this credit' ($7,508.97) and the original amount ($9,412.65) belong to the original invoice."
    )
    sums = [
        SUM(
            "lines to credit subtotal",
            [
                (1, T("lacquer returned", -1274.40, 1, "-6 212.40 -1,274.40")),
                (1, T("sealer returned", -595.00, 1, "-4 148.75 -595.00")),
                (1, T("price adjustment", -186.00, 1, "-1 186.00 -186.00")),
                (1, T("restocking fee", 280.41, 1, "1 280.41 280.41")),
            ],
            "subtotal",
        ),
        SUM(
            "credit applied to the original invoice",
            [(1, T("original invoice", 9412.65, 1, "(05/28/2025) $9,412.65")), (1, "total")],
            T("remaining balance", 7508.97, 1, "Remaining balance of INV-118872 after this credit $7,508.97"),
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 5 US, tax-exempt customer, tax 0.00
@doc("b8_inv_us_tax_exempt", "invoice", "Quillfeather Scientific Instruments invoice QSI-0072614")
def inv_us_tax_exempt():
    p = Pdf()
    p.new_page()
    p.text(306, 50, "QUILLFEATHER SCIENTIFIC INSTRUMENTS, INC.", 13, True, align="c")
    p.text(
        306,
        62,
        "212 Harlan Mill Road · Saratoga Springs, NY 12866 · (518) 555-0171 · orders@quillfeather.example",
        7.5,
        align="c",
    )
    p.hline(70, 36, 576, 1.0)
    p.text(306, 92, "I N V O I C E", 14, True, align="c")
    boxes = [
        ("Invoice #", "QSI-0072614"),
        ("Date", "08/12/2025"),
        ("Quote #", "Q-25-1187"),
        ("GPO Contract", "HPG-LAB-0419"),
        ("Terms", "Net 30"),
        ("Due Date", "09/11/2025"),
    ]
    x = 36
    for k, v in boxes:
        p.field_box(x, 102, x + 90, 126, k, v, 8.5)
        x += 90
    p.text(40, 146, "SOLD TO", 7.5, True, color=GREY)
    y = 158
    for s in (
        "Harrowgate Community Health Center",
        "Purchasing Dept. - Mira Dunleavy",
        "48 Canal Street",
        "Glens Falls, NY 12801",
    ):
        p.text(40, y, s, 9, s.startswith("Harrowgate"))
        y += 11.5
    p.text(320, 146, "SHIP TO", 7.5, True, color=GREY)
    y = 158
    for s in ("Harrowgate CHC - Laboratory, Rm 114", "52 Canal Street", "Glens Falls, NY 12801"):
        p.text(320, y, s, 9)
        y += 11.5
    cols = [
        (40, "Catalog"),
        (110, "Description"),
        (410, "Qty", "r"),
        (480, "Unit Price", "r"),
        (572, "Extended", "r"),
    ]
    y = table_head(p, 226, cols, 8, x0=36, x1=576)
    lines = [
        ("CF-24B", "Benchtop centrifuge, 24-place, refrigerated", 1, "6840.00"),
        ("RT-SB4", "Swing-bucket rotor, 4 x 250 mL", 1, "1915.00"),
        ("MP-SET3", "Micropipette set (P20/P200/P1000)", 4, "412.50"),
        ("GLV-NM", "Nitrile exam gloves, M, case of 1,000", 10, "58.40"),
    ]
    amts = []
    for cat, txt, n, pr in lines:
        a = ext(n, pr)
        amts.append(a)
        p.row(y, [(40, cat), (110, txt), (410, str(n), "r"), (480, US(pr), "r"), (572, US(a), "r")], size=8.5)
        y += 15
    p.hline(y - 8, 36, 576, 0.5)
    merch = sum(amts, D(0))
    disc = q(merch * D("0.08"))
    ship = D("145.00")
    sub = merch - disc + ship
    tax = D("0.00")
    total = sub + tax
    y += 8
    for k, v, b in (
        ("Merchandise", US(merch), False),
        ("GPO contract discount 8%", "-" + US(disc), False),
        ("Shipping & handling", US(ship), False),
        ("Subtotal", US(sub), True),
        ("Sales tax (exempt - see below)", US(tax), False),
        ("Invoice total", money(total), True),
        ("Payments / credits", US(0), False),
        ("Balance due", money(total), True),
    ):
        p.text(370, y, k, 9, b)
        p.text(572, y, v, 9, b, align="r")
        y += 14
    y += 10
    p.rect(40, y - 10, 572, y + 30, 0.5)
    p.text(46, y + 2, "TAX EXEMPTION", 8, True)
    p.text(
        46,
        y + 14,
        "No New York State or Warren County sales tax charged: purchaser is an exempt organization (NYS Form ST-119.1,",
        7.5,
    )
    p.text(
        46,
        y + 24,
        "Exempt Organization Certificate No. EX-40-118274 on file). Otherwise taxable at 7.0%.",
        7.5,
    )
    y += 52
    p.wrap(
        40,
        y,
        530,
        "Please remit to Quillfeather Scientific Instruments, Inc., Lockbox 4471, Albany, NY 12212. Warranty: 24 "
        "months parts and labor on the centrifuge from the installation date. Installation is scheduled for 08/20/2025.",
        7.5,
    )
    p.footer("Thank you for choosing Quillfeather.")

    same(10989.00, merch, "merch")
    same(879.12, disc, "disc")
    same(10254.88, sub, "subtotal")
    same(10254.88, total, "total")
    fields = {
        "invoice_number": F("QSI-0072614", 1, "Invoice # QSI-0072614"),
        "invoice_date": F("2025-08-12", 1, "Date 08/12/2025"),
        "due_date": F("2025-09-11", 1, "Due Date 09/11/2025"),
        "vendor_name": F(
            "Quillfeather Scientific Instruments, Inc.", 1, "QUILLFEATHER SCIENTIFIC INSTRUMENTS, INC."
        ),
        "bill_to": F("Harrowgate Community Health Center", 1, "SOLD TO Harrowgate Community Health Center"),
        "currency": F("USD", 1, "Invoice total $10,254.88"),
        "subtotal": F(10254.88, 1, "Subtotal 10,254.88"),
        "tax": F(0, 1, "Sales tax (exempt - see below) 0.00"),
        "total": F(10254.88, 1, "Invoice total $10,254.88"),
        "amount_due": F(10254.88, 1, "Balance due $10,254.88"),
    }
    notes = (
        "US lab-equipment invoice to a tax-exempt organization: the tax line prints 'Sales tax (exempt - see below) "
        "0.00' with an exemption box, so tax is 0 (a printed zero), not null; the 7.0% rate in the exemption text is "
        "the rate that would otherwise apply, a distractor. subtotal is the printed 'Subtotal' after the 8% GPO "
        "discount and including shipping (Merchandise 10,989.00 is the pre-discount distractor). Header boxes: quote "
        "and GPO contract numbers next to the invoice number; installation date 08/20/2025 is a distractor. The "
        "contact 'Mira Dunleavy' and the Ship To laboratory room are not bill_to. Payments/credits 0.00, then a "
        "separate Balance due equal to the total (amount_due). No field is null."
    )
    sums = [
        SUM(
            "merchandise, discount, shipping",
            [
                (1, T("merchandise", 10989.00, 1, "Merchandise 10,989.00")),
                (-1, T("GPO discount", 879.12, 1, "GPO contract discount 8% -879.12")),
                (1, T("shipping", 145.00, 1, "Shipping & handling 145.00")),
            ],
            "subtotal",
        ),
        SUM(
            "lines to merchandise",
            [
                (1, T("centrifuge", 6840.00, 1, "6,840.00 6,840.00")),
                (1, T("rotor", 1915.00, 1, "1,915.00 1,915.00")),
                (1, T("pipettes", 1650.00, 1, "412.50 1,650.00")),
                (1, T("gloves", 584.00, 1, "58.40 584.00")),
            ],
            T("merchandise", 10989.00, 1, "Merchandise 10,989.00"),
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 6 PT fatura (no printed pre-tax total)
@doc("b8_inv_pt_fatura", "invoice", "Conservas Atlânticas de Peniche, Lda. Fatura FT 2025A/1482")
def inv_pt_fatura():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.text(40, 58, "Conservas Atlânticas de Peniche, Lda.", 15, True)
    p.text(40, 72, "Rua do Cabo Avelar Pessoa, 27 · 2520-468 Peniche · NIF 514 208 733", 8, color=GREY)
    p.text(
        40, 82, "Capital social 50 000,00 € · Conservatória do Registo Comercial de Peniche", 7, color=GREY
    )
    p.rect(330, 98, 555, 176, 0.6)
    p.text(338, 112, "Exmo(s). Senhor(es)", 7.5, color=GREY)
    y = 126
    for s in ("Mercearia Gourmet Ribeira, Lda.", "Cais da Ribeira, 41", "4050-510 Porto", "NIF 516 440 982"):
        p.text(338, y, s, 9, s.startswith("Mercearia"))
        y += 12
    p.text(40, 116, "FATURA", 17, True)
    p.text(40, 130, "Original", 8, color=GREY)
    info = [
        ("Fatura n.º", "FT 2025A/1482"),
        ("Data de emissão", "2025-05-14"),
        ("Data de vencimento", "2025-06-13"),
        ("Cliente n.º", "C0317"),
        ("Requisição", "REQ 2025-088"),
        ("Guia de remessa", "GR 2025A/1187 (carga 2025-05-13)"),
    ]
    y = 148
    for k, v in info:
        p.text(40, y, k, 7.5, color=GREY)
        p.text(130, y, v, 8.5)
        y += 11.5
    cols = [
        (40, "Artigo"),
        (90, "Descrição"),
        (330, "Qtd.", "r"),
        (385, "Preço unit.", "r"),
        (420, "Desc.%", "r"),
        (455, "IVA%", "r"),
        (555, "Valor líquido", "r"),
    ]
    y = table_head(p, 236, cols, 7.5, x0=38, x1=557)
    lines = [
        ("CNS-120", "Sardinhas em azeite 120 g (cx 50)", 12, "61.50", 5, 6),
        ("CNS-125", "Atum posta em azeite 120 g (cx 50)", 8, "84.20", 5, 6),
        ("AZT-075", "Azeite virgem extra 0,75 l (cx 6)", 20, "39.90", 0, 6),
        ("CXP-010", 'Caixa presente cortiça "Peniche"', 40, "7.85", 0, 23),
        ("TRP", "Transporte Peniche-Porto", 1, "35.00", 0, 23),
    ]
    gross_sum = D(0)
    disc_sum = D(0)
    base = {6: D(0), 23: D(0)}
    for art, txt, n, pr, dsc, iva in lines:
        g = ext(n, pr)
        d = q(g * D(dsc) / 100)
        gross_sum += g
        disc_sum += d
        base[iva] += g - d
        p.row(
            y,
            [
                (40, art),
                (90, txt),
                (330, str(n), "r"),
                (385, EU(pr), "r"),
                (420, str(dsc) if dsc else "", "r"),
                (455, str(iva), "r"),
                (555, EU(g - d), "r"),
            ],
            size=8,
        )
        y += 14
    p.hline(y - 7, 38, 557, 0.4)
    v6 = q(base[6] * D("0.06"))
    v23 = q(base[23] * D("0.23"))
    vat = v6 + v23
    total = gross_sum - disc_sum + vat
    y += 14
    p.text(40, y, "Quadro resumo do IVA", 8, True)
    yt = y + 14
    p.row(yt, [(40, "Taxa"), (150, "Incidência", "r"), (230, "Valor IVA", "r")], size=7.5, bold=True)
    p.hline(yt + 3, 38, 236, 0.4)
    yt += 13
    for rate, b, v in ((6, base[6], v6), (23, base[23], v23)):
        p.row(yt, [(40, f"IVA {rate}%"), (150, EU(b), "r"), (230, EU(v), "r")], size=8)
        yt += 12
    for k, v, b in (
        ("Total ilíquido", EU(gross_sum) + " €", False),
        ("Total descontos", EU(disc_sum) + " €", False),
        ("Total IVA", EU(vat) + " €", False),
        ("Total (EUR)", EU(total) + " €", True),
    ):
        p.text(345, y, k, 9, b)
        p.text(555, y, v, 9, b, align="r")
        y += 14
    y = max(y, yt) + 26
    y = p.wrap(
        40,
        y,
        515,
        "Pagamento por transferência bancária para o IBAN PT50 0036 0211 9910 0048 1726 3. Os bens foram colocados "
        "à disposição do adquirente em 2025-05-13. Processado por programa certificado n.º 2871/AT.",
        7.5,
    )
    p.text(40, y + 6, "ATCUD: JFR7KQ2M-1482 · Hash: Xk4v", 7.5, color=GREY)
    p.footer("Página 1 de 1")

    same(2558.60, gross_sum, "iliquido")
    same(70.58, disc_sum, "descontos")
    same(2139.02, base[6], "base 6")
    same(349.00, base[23], "base 23")
    same(208.61, vat, "iva")
    same(2696.63, total, "total")
    fields = {
        "invoice_number": F("FT 2025A/1482", 1, "Fatura n.º FT 2025A/1482"),
        "invoice_date": F("2025-05-14", 1, "Data de emissão 2025-05-14"),
        "due_date": F("2025-06-13", 1, "Data de vencimento 2025-06-13"),
        "vendor_name": F(
            "Conservas Atlânticas de Peniche, Lda.", 1, "Conservas Atlânticas de Peniche, Lda. Rua do Cabo"
        ),
        "bill_to": F(
            "Mercearia Gourmet Ribeira, Lda.", 1, "Exmo(s). Senhor(es) Mercearia Gourmet Ribeira, Lda."
        ),
        "currency": F("EUR", 1, "Total (EUR) 2.696,63 €"),
        "subtotal": NULL(),
        "tax": F(208.61, 1, "Total IVA 208,61 €"),
        "total": F(2696.63, 1, "Total (EUR) 2.696,63 €"),
        "amount_due": NULL(),
    }
    notes = (
        "Portuguese fatura (EUR, 1.234,56 with € after the figure, ISO dates). The summary follows the certified "
        "billing layout: 'Total ilíquido' (2.558,60, BEFORE line discounts), 'Total descontos', 'Total IVA', 'Total'. "
        "subtotal is null: no pre-tax total after discounts is printed anywhere; 'Total ilíquido' is before "
        "discounts and the IVA summary prints only per-rate bases (2.139,02 at 6 % and 349,00 at 23 %) with no total "
        "row, so the pre-tax total would have to be computed. amount_due is null: no separate balance or amount due "
        "is printed. Distractors: delivery-note date 2025-05-13, requisition REQ 2025-088, guia GR 2025A/1187, "
        "customer number C0317, ATCUD code."
    )
    sums = [
        SUM(
            "ilíquido less descontos plus IVA",
            [
                (1, T("Total ilíquido", 2558.60, 1, "Total ilíquido 2.558,60 €")),
                (-1, T("Total descontos", 70.58, 1, "Total descontos 70,58 €")),
                (1, "tax"),
            ],
            "total",
        ),
        SUM(
            "per-rate bases plus IVA",
            [
                (1, T("base 6%", 2139.02, 1, "IVA 6% 2.139,02 128,34")),
                (1, T("base 23%", 349.00, 1, "IVA 23% 349,00 80,27")),
                (1, "tax"),
            ],
            "total",
        ),
        SUM(
            "per-rate IVA",
            [
                (1, T("IVA 6%", 128.34, 1, "IVA 6% 2.139,02 128,34")),
                (1, T("IVA 23%", 80.27, 1, "IVA 23% 349,00 80,27")),
            ],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 7 SE faktura with öresavrundning
@doc("b8_inv_se_faktura", "invoice", "Norrlandsfrakt Maskinservice AB faktura 250918")
def inv_se_faktura():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 58, "Norrlandsfrakt Maskinservice AB", 15, True)
    p.text(40, 71, "Service och reparation av skogs- och sågverksmaskiner", 8, color=GREY)
    p.text(555, 58, "FAKTURA", 18, True, align="r")
    info = [
        ("Fakturanr", "250918"),
        ("Fakturadatum", "2025-09-18"),
        ("Förfallodatum", "2025-10-18"),
        ("Kundnr", "10442"),
        ("Ordernr", "AO-7731"),
        ("Arbetsdatum", "2025-09-09 - 2025-09-11"),
        ("Er referens", "Johan Lindqvist"),
        ("Vår referens", "Elin Forsberg"),
    ]
    y = 92
    for k, v in info:
        p.text(340, y, k, 7.5, color=GREY)
        p.text(555, y, v, 8.5, align="r")
        y += 11.5
    p.text(40, 100, "Fakturaadress", 7.5, True, color=GREY)
    y = 112
    for s in ("Bergvik Trävaror AB", "Ekonomiavdelningen", "Box 118", "824 21 Hudiksvall"):
        p.text(40, y, s, 9, s.startswith("Bergvik"))
        y += 11.5
    p.text(40, 174, "Leveransadress: Bergviks såg, Sågvägen 4, 824 93 Njutånger", 8)
    cols = [(40, "Benämning"), (330, "Antal", "r"), (340, "Enh"), (440, "À-pris", "r"), (555, "Belopp", "r")]
    y = table_head(p, 204, cols, 8, x0=38, x1=557)
    lines = [
        ("Servicearbete hydraulsystem, barkmaskin", "14.5", "14,5", "tim", "785.00"),
        ("Restid", "3", "3,0", "tim", "520.00"),
        ("Milersättning", "186", "186", "km", "4.25"),
        ("Hydraulslang DN16, 2,4 m", "2", "2", "st", "1148.00"),
        ("Filtersats HF-88", "1", "1", "st", "2608.90"),
    ]
    amts = []
    for txt, n, ns, unit, pr in lines:
        a = ext(n, pr)
        amts.append(a)
        p.row(y, [(40, txt), (330, ns, "r"), (340, unit), (440, SP(pr), "r"), (555, SP(a), "r")], size=8.5)
        y += 14
    p.hline(y - 7, 38, 557, 0.4)
    net = sum(amts, D(0))
    vat = q(net * D("0.25"))
    exact = net + vat
    pay = q(exact, 0)
    rnd = pay - exact
    y += 24
    # summary strip across the page: labels row, values row
    p.shade(38, y - 12, 557, y + 20, 0.9)
    heads = [
        (44, "Exkl. moms", "l"),
        (180, "Moms 25 %", "l"),
        (300, "Öresavrundning", "l"),
        (551, "Att betala SEK", "r"),
    ]
    vals = [(44, SP(net), "l"), (180, SP(vat), "l"), (300, SP(rnd), "l"), (551, SP(pay), "r")]
    p.row(y - 2, heads, size=7.5, bold=True)
    p.row(y + 12, vals, size=10, bold=False)
    y += 46
    y = p.wrap(
        40,
        y,
        515,
        "Betalningsvillkor 30 dagar netto. Vid betalning ange OCR-nummer 2509180042. Efter förfallodagen debiteras "
        "dröjsmålsränta enligt räntelagen (referensränta + 8 %) samt påminnelseavgift 60 kr.",
        8,
    )
    p.hline(780, 40, 555, 0.3)
    p.text(
        40,
        792,
        "Norrlandsfrakt Maskinservice AB · Industrivägen 12, 862 32 Kvissleby · Bankgiro 5512-0847",
        7,
        color=GREY,
    )
    p.text(40, 802, "Org.nr 556918-4407 · Momsreg.nr SE556918440701 · Godkänd för F-skatt", 7, color=GREY)

    same(18637.90, net, "net")
    same(4659.48, vat, "moms")
    same(-0.38, rnd, "rounding")
    same(23297.00, pay, "att betala")
    fields = {
        "invoice_number": F("250918", 1, "Fakturanr 250918"),
        "invoice_date": F("2025-09-18", 1, "Fakturadatum 2025-09-18"),
        "due_date": F("2025-10-18", 1, "Förfallodatum 2025-10-18"),
        "vendor_name": F(
            "Norrlandsfrakt Maskinservice AB", 1, "Norrlandsfrakt Maskinservice AB Service och reparation"
        ),
        "bill_to": F("Bergvik Trävaror AB", 1, "Fakturaadress Bergvik Trävaror AB"),
        "currency": F("SEK", 1, "Att betala SEK"),
        "subtotal": F(18637.90, 1, "18 637,90 4 659,48 -0,38 23 297,00"),
        "tax": F(4659.48, 1, "18 637,90 4 659,48 -0,38 23 297,00"),
        "total": F(23297.00, 1, "18 637,90 4 659,48 -0,38 23 297,00"),
        "amount_due": NULL(),
    }
    notes = (
        "Swedish faktura (SEK, space grouping and decimal comma, ISO dates). The summary is a strip with a labels "
        "row ('Exkl. moms', 'Moms 25 %', 'Öresavrundning', 'Att betala SEK') and a values row under it; the quotes "
        "hold the values row, in that column order. The öre rounding (-0,38) makes 'Att betala' 23 297,00 instead "
        "of 23 297,38, so subtotal + tax != total; a sum adds the rounding line. total is the rounded 'Att betala' "
        "(the only printed total; 23 297,38 is not printed). amount_due is null: no balance separate from that "
        "total is printed. Distractors: OCR number 2509180042 (contains the invoice number), order AO-7731, "
        "customer number 10442, work dates 2025-09-09 - 2025-09-11, reference persons, delivery address (the saw "
        "mill), the 8 % late-interest margin and the 60 kr reminder fee."
    )
    sums = [
        SUM(
            "lines to exkl. moms",
            [
                (1, T("service work", 11382.50, 1, "14,5 tim 785,00 11 382,50")),
                (1, T("travel time", 1560.00, 1, "3,0 tim 520,00 1 560,00")),
                (1, T("mileage", 790.50, 1, "186 km 4,25 790,50")),
                (1, T("hoses", 2296.00, 1, "2 st 1 148,00 2 296,00")),
                (1, T("filter kit", 2608.90, 1, "1 st 2 608,90 2 608,90")),
            ],
            "subtotal",
        ),
        SUM(
            "öresavrundning",
            [
                (1, "subtotal"),
                (1, "tax"),
                (1, T("öresavrundning", -0.38, 1, "18 637,90 4 659,48 -0,38 23 297,00")),
            ],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 8 CZ faktura with advance deducted
@doc("b8_inv_cz_faktura", "invoice", "Vltavská strojírna s.r.o. faktura 2025-0412")
def inv_cz_faktura():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.text(40, 56, "FAKTURA – DAŇOVÝ DOKLAD č. 2025-0412", 14, True)
    p.hline(64, 40, 555, 0.8)
    # supplier / customer boxes
    p.rect(40, 74, 295, 176, 0.5)
    p.rect(300, 74, 555, 176, 0.5)
    p.text(46, 86, "Dodavatel", 7.5, True, color=GREY)
    y = 99
    for s in (
        "Vltavská strojírna s.r.o.",
        "Průmyslová 1140/6",
        "370 01 České Budějovice",
        "IČO: 28117406",
        "DIČ: CZ28117406",
    ):
        p.text(46, y, s, 9, s.startswith("Vltavská"))
        y += 11.5
    p.text(46, 166, "Zapsáno v OR u KS v Českých Budějovicích, oddíl C, vložka 20418", 6.5, color=GREY)
    p.text(306, 86, "Odběratel", 7.5, True, color=GREY)
    y = 99
    for s in (
        "Pivovar Dolní Lhota a.s.",
        "Náměstí Míru 3",
        "378 02 Dolní Lhota",
        "IČO: 46680121",
        "DIČ: CZ46680121",
    ):
        p.text(306, y, s, 9, s.startswith("Pivovar"))
        y += 11.5
    p.text(306, 166, "Místo dodání: Stáčírna Horní Pole, 378 02 Dolní Lhota", 7, color=GREY)
    info = [
        ("Datum vystavení", "12. 6. 2025"),
        ("Datum uskutečnění zdanitelného plnění", "10. 6. 2025"),
        ("Datum splatnosti", "26. 6. 2025"),
        ("Forma úhrady", "převodem"),
        ("Variabilní symbol", "20250412"),
        ("Konstantní symbol", "0308"),
        ("Objednávka č.", "OBJ-77/2025 ze dne 14. 4. 2025"),
        ("Bankovní účet", "2700418832/2010"),
    ]
    y = 196
    for i, (k, v) in enumerate(info):
        x = 40 if i % 2 == 0 else 300
        p.text(x, y, k + ":", 7.5, color=GREY)
        p.text(x + 255 - 6, y, v, 8.5, align="r")
        if i % 2:
            y += 12
    cols = [
        (40, "Označení dodávky"),
        (320, "Množství", "r"),
        (330, "MJ"),
        (420, "Cena za MJ", "r"),
        (455, "DPH", "r"),
        (555, "Celkem bez DPH", "r"),
    ]
    y = table_head(p, 262, cols, 7.5, x0=38, x1=557)
    lines = [
        ("Nerezová nádrž 500 l, výroba dle výkresu NV-500-03", "1", "ks", "148600.00"),
        ("Montáž a tlaková zkouška", "22", "hod", "890.00"),
        ("Doprava a jeřáb", "1", "kpl", "3450.00"),
    ]
    amts = []
    for txt, n, unit, pr in lines:
        a = ext(n, pr)
        amts.append(a)
        p.row(
            y,
            [
                (40, txt),
                (320, n, "r"),
                (330, unit),
                (420, SP(pr), "r"),
                (455, "21 %", "r"),
                (555, SP(a), "r"),
            ],
            size=8,
        )
        y += 14
    p.hline(y - 7, 38, 557, 0.4)
    base = sum(amts, D(0))
    vat = q(base * D("0.21"))
    total = base + vat
    adv = D("60000.00")
    due = total - adv
    y += 16
    p.text(40, y, "Rekapitulace DPH v Kč", 8, True)
    p.row(
        y + 13,
        [(40, "Sazba"), (130, "Základ", "r"), (200, "DPH", "r"), (275, "Celkem", "r")],
        size=7.5,
        bold=True,
    )
    p.row(y + 25, [(40, "21 %"), (130, SP(base), "r"), (200, SP(vat), "r"), (275, SP(total), "r")], size=8)
    y2 = y
    for k, v, b in (
        ("Celkem bez DPH", SP(base) + " Kč", False),
        ("DPH 21 %", SP(vat) + " Kč", False),
        ("Celkem s DPH", SP(total) + " Kč", True),
        ("Uhrazeno zálohou", "-" + SP(adv) + " Kč", False),
        ("Zbývá uhradit", SP(due) + " Kč", True),
    ):
        p.text(305, y2, k, 8.5, b)
        p.text(555, y2, v, 8.5, b, align="r")
        y2 += 13
    p.text(305, y2 + 2, "Záloha: zálohová faktura ZF-2025-0088 ze dne 2. 5. 2025", 6.5, color=GREY)
    y = y2 + 34
    p.text(
        40, y, "K úhradě: " + SP(due) + " Kč do 26. 6. 2025 na účet 2700418832/2010, VS 20250412.", 9, True
    )
    p.wrap(
        40,
        y + 20,
        515,
        "Vystavil: Ing. Radek Šimánek, tel. +420 387 555 014. Převzal: ____________________",
        8,
    )
    p.footer("Strana 1/1")

    same(171630.00, base, "zaklad")
    same(36042.30, vat, "dph")
    same(207672.30, total, "celkem")
    same(147672.30, due, "zbyva")
    fields = {
        "invoice_number": F("2025-0412", 1, "FAKTURA – DAŇOVÝ DOKLAD č. 2025-0412"),
        "invoice_date": F("2025-06-12", 1, "Datum vystavení: 12. 6. 2025"),
        "due_date": F("2025-06-26", 1, "Datum splatnosti: 26. 6. 2025"),
        "vendor_name": F("Vltavská strojírna s.r.o.", 1, "Dodavatel Vltavská strojírna s.r.o."),
        "bill_to": F("Pivovar Dolní Lhota a.s.", 1, "Odběratel Pivovar Dolní Lhota a.s."),
        "currency": F("CZK", 1, "Celkem s DPH 207 672,30 Kč"),
        "subtotal": F(171630.00, 1, "Celkem bez DPH 171 630,00 Kč"),
        "tax": F(36042.30, 1, "DPH 21 % 36 042,30 Kč"),
        "total": F(207672.30, 1, "Celkem s DPH 207 672,30 Kč"),
        "amount_due": F(147672.30, 1, "Zbývá uhradit 147 672,30 Kč"),
    }
    notes = (
        "Czech 'Faktura – daňový doklad' in CZK (Kč), space grouping and decimal comma, dates in the spaced Czech "
        "form '12. 6. 2025'. Issue date 12. 6. 2025 vs taxable-supply date (DUZP) 10. 6. 2025 and order date "
        "14. 4. 2025; due 26. 6. 2025. Variabilní symbol 20250412 repeats the invoice number's digits; IČO/DIČ, "
        "konstantní symbol, order number and bank account are distractors. 'Místo dodání' (bottling plant) is not "
        "the bill_to. A paid advance invoice ZF-2025-0088 (60 000,00 Kč) is deducted after 'Celkem s DPH', giving "
        "'Zbývá uhradit' (amount_due). The VAT recap repeats base, VAT and total. No field is null."
    )
    sums = [
        SUM(
            "lines to base",
            [
                (1, T("tank", 148600.00, 1, "148 600,00 21 % 148 600,00")),
                (1, T("assembly", 19580.00, 1, "890,00 21 % 19 580,00")),
                (1, T("transport", 3450.00, 1, "3 450,00 21 % 3 450,00")),
            ],
            "subtotal",
        ),
        SUM(
            "advance deducted",
            [(1, "total"), (-1, T("záloha", 60000.00, 1, "Uhrazeno zálohou -60 000,00 Kč"))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 9 AU progress claim with retention
@doc(
    "b8_inv_au_progress_claim",
    "invoice",
    "Bellbird Ridge Constructions tax invoice BRC-0561 (progress claim 5)",
)
def inv_au_progress_claim():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 56, "Bellbird Ridge Constructions Pty Ltd", 15, True)
    p.text(40, 69, "ABN 71 604 338 915 · QBCC Licence 1298744", 8, color=GREY)
    p.text(40, 80, "3/18 Tanby Road, Yeppoon QLD 4703 · accounts@bellbirdridge.example", 8, color=GREY)
    p.text(555, 56, "TAX INVOICE", 16, True, align="r")
    p.text(555, 70, "Progress Claim No. 5", 10, align="r")
    info = [
        ("Invoice No.", "BRC-0561"),
        ("Claim No.", "5"),
        ("Contract No.", "KB-2024-03"),
        ("Client PO", "7741"),
        ("Invoice date", "04/06/2025"),
        ("Work to", "31/05/2025"),
        ("Due date", "02/07/2025"),
    ]
    y = 100
    for k, v in info:
        p.text(400, y, k, 8, color=GREY)
        p.text(555, y, v, 8.5, True, align="r")
        y += 11.5
    p.text(40, 100, "To", 7.5, True, color=GREY)
    y = 112
    for s in (
        "Kestrel Bay Holdings Pty Ltd",
        "as trustee for the Kestrel Bay Unit Trust",
        "PO Box 902, Rockhampton QLD 4700",
        "ABN 28 611 407 352",
    ):
        p.text(40, y, s, 9, s.startswith("Kestrel"))
        y += 11.5
    p.text(40, 172, "Project: 6 townhouses, Lot 14 Saltbush Drive, Yeppoon QLD 4703", 8.5)
    p.text(40, 183, "Superintendent: Coral Coast Project Services (A. Mirabelli)", 8.5)
    cols = [
        (40, "Trade / item"),
        (330, "Contract value", "r"),
        (400, "% complete", "r"),
        (555, "Value to date", "r"),
    ]
    y = table_head(p, 212, cols, 8, x0=38, x1=557)
    trades = [
        ("Preliminaries", "148200.00", 75),
        ("Earthworks & retaining walls", "212400.00", 100),
        ("Concrete slabs & footings", "386500.00", 100),
        ("Structural steel & framing", "294800.00", 80),
        ("Roofing & cladding", "176300.00", 55),
        ("Services rough-in (hydraulic, electrical, mechanical)", "248600.00", 25),
        ("Internal fit-out & finishes", "301700.00", 0),
        ("Approved variations VO1-VO4", "74100.00", 100),
    ]
    csum = D(0)
    todate = D(0)
    vals = []
    for txt, cv, pct in trades:
        v = q(D(cv) * pct / 100)
        vals.append(v)
        csum += D(cv)
        todate += v
        p.row(y, [(40, txt), (330, US(cv), "r"), (400, f"{pct}%", "r"), (555, US(v), "r")], size=8.5)
        y += 14
    p.hline(y - 7, 38, 557, 0.5)
    p.row(
        y + 4,
        [(40, "Contract sum incl. variations (ex GST)"), (330, US(csum), "r"), (555, US(todate), "r")],
        size=8.5,
        bold=True,
    )
    y += 30
    prev = D("871300.00")
    claim = todate - prev
    gst = q(claim * D("0.10"))
    incl = claim + gst
    ret = q(claim * D("0.05"))
    pay = incl - ret
    p.text(40, y, "CLAIM SUMMARY", 8.5, True)
    y += 14
    for k, v, b in (
        ("Value of work completed to date (ex GST)", "$" + US(todate), False),
        ("Less previously claimed (claims 1-4)", "($" + US(prev) + ")", False),
        ("This claim (ex GST)", "$" + US(claim), True),
        ("GST 10%", "$" + US(gst), False),
        ("This claim incl. GST", "$" + US(incl), True),
        ("Less retention 5% of this claim (ex GST)", "($" + US(ret) + ")", False),
        ("Amount payable this claim", "$" + US(pay), True),
    ):
        p.text(160, y, k, 9, b)
        p.text(555, y, v, 9, b, align="r")
        y += 14
    y += 12
    y = p.wrap(
        40,
        y,
        515,
        "This is a payment claim under the Building Industry Fairness (Security of Payment) Act 2017 (Qld). Payment "
        "terms: 20 business days from the invoice date. Retention held to date after this claim: $"
        + US(D("43565.00") + ret)
        + ". "
        "All amounts are in Australian dollars (AUD). EFT: BSB 064-707, account 1044 8821.",
        8,
    )
    p.footer("Bellbird Ridge Constructions Pty Ltd · page 1 of 1")

    same(1842600.00, csum, "contract sum")
    same(1179105.00, todate, "to date")
    same(307805.00, claim, "claim")
    same(30780.50, gst, "gst")
    same(338585.50, incl, "incl")
    same(15390.25, ret, "retention")
    same(323195.25, pay, "payable")
    fields = {
        "invoice_number": F("BRC-0561", 1, "Invoice No. BRC-0561"),
        "invoice_date": F("2025-06-04", 1, "Invoice date 04/06/2025"),
        "due_date": F("2025-07-02", 1, "Due date 02/07/2025"),
        "vendor_name": F(
            "Bellbird Ridge Constructions Pty Ltd",
            1,
            "Bellbird Ridge Constructions Pty Ltd ABN 71 604 338 915",
        ),
        "bill_to": F(
            "Kestrel Bay Holdings Pty Ltd",
            1,
            "To Kestrel Bay Holdings Pty Ltd as trustee for the Kestrel Bay Unit Trust",
        ),
        "currency": F("AUD", 1, "All amounts are in Australian dollars (AUD)"),
        "subtotal": F(307805.00, 1, "This claim (ex GST) $307,805.00"),
        "tax": F(30780.50, 1, "GST 10% $30,780.50"),
        "total": F(338585.50, 1, "This claim incl. GST $338,585.50"),
        "amount_due": F(323195.25, 1, "Amount payable this claim $323,195.25"),
    }
    notes = (
        "Australian construction progress claim / tax invoice. Dates are Australian DD/MM/YYYY and ambiguous: "
        "invoice date 04/06/2025 is 4 June 2025 and due date 02/07/2025 is 2 July 2025 (work to 31/05/2025 fixes the "
        "locale). Invoice number BRC-0561 sits next to claim no. 5, contract KB-2024-03 and client PO 7741. The "
        "trade table's contract sum (1,842,600.00) and value to date (1,179,105.00) are distractors: subtotal is "
        "'This claim (ex GST)' after deducting claims 1-4; total is 'This claim incl. GST'; 5 % retention is "
        "deducted after the total, giving 'Amount payable this claim' (amount_due). Retention held to date is a "
        "distractor. bill_to is the trustee company (a scorer may accept it with its 'as trustee for' phrase); the "
        "superintendent is a distractor. Bare '$' with AUD stated. No field is null."
    )
    sums = [
        SUM(
            "trades to value to date",
            [
                (1, T("preliminaries", 111150.00, 1, "148,200.00 75% 111,150.00")),
                (1, T("earthworks", 212400.00, 1, "212,400.00 100% 212,400.00")),
                (1, T("concrete", 386500.00, 1, "386,500.00 100% 386,500.00")),
                (1, T("steel", 235840.00, 1, "294,800.00 80% 235,840.00")),
                (1, T("roofing", 96965.00, 1, "176,300.00 55% 96,965.00")),
                (1, T("services", 62150.00, 1, "248,600.00 25% 62,150.00")),
                (1, T("variations", 74100.00, 1, "74,100.00 100% 74,100.00")),
            ],
            T("to date", 1179105.00, 1, "Value of work completed to date (ex GST) $1,179,105.00"),
        ),
        SUM(
            "previous claims deducted",
            [
                (1, T("to date", 1179105.00, 1, "Value of work completed to date (ex GST) $1,179,105.00")),
                (
                    -1,
                    T(
                        "previously claimed",
                        871300.00,
                        1,
                        "Less previously claimed (claims 1-4) ($871,300.00)",
                    ),
                ),
            ],
            "subtotal",
        ),
        SUM(
            "retention deducted",
            [
                (1, "total"),
                (-1, T("retention", 15390.25, 1, "Less retention 5% of this claim (ex GST) ($15,390.25)")),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 10 UK invoice with account summary, 2 pages
@doc("b8_inv_uk_account_summary", "invoice", "Harbourside Catering Equipment Ltd invoice HCE-44871")
def inv_uk_account_summary():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 58, "Harbourside Catering Equipment Ltd", 15, True)
    p.text(40, 71, "Unit 9, Quayside Trading Estate, Bristol BS1 6XN · 0117 555 0192", 8, color=GREY)
    p.text(40, 81, "VAT Reg. No. GB 284 5519 07 · Company No. 07718254", 8, color=GREY)
    p.text(555, 58, "VAT INVOICE", 16, True, align="r")
    info = [
        ("Invoice number", "HCE-44871"),
        ("Invoice date", "21 July 2025"),
        ("Tax point", "18 July 2025"),
        ("Account", "LIN001"),
        ("Your order", "LT-0655"),
        ("Engineer visit", "18 Jul 2025"),
    ]
    y = 100
    for k, v in info:
        p.text(380, y, k, 8, color=GREY)
        p.text(555, y, v, 8.5, True, align="r")
        y += 11.5
    p.text(40, 100, "Invoice to", 7.5, True, color=GREY)
    y = 112
    for s in (
        "The Linnet & Thistle Hotel Ltd",
        "FAO Accounts Payable",
        "14 Gloucester Row",
        "Clifton, Bristol BS8 4AP",
    ):
        p.text(40, y, s, 9, s.startswith("The Linnet"))
        y += 11.5
    cols = [
        (40, "Description"),
        (360, "Qty", "r"),
        (440, "Unit £", "r"),
        (490, "VAT", "r"),
        (555, "Net £", "r"),
    ]
    y = table_head(p, 190, cols, 8, x0=38, x1=557)
    lines = [
        ("Annual service - hood dishwasher (contract HSC-SV-219)", "1", "345.00"),
        ("Replacement wash arm assembly", "2", "186.40"),
        ("Door gasket", "1", "94.75"),
        ("Labour (hours)", "4.5", "68.00"),
        ("Call-out charge", "1", "65.00"),
        ("Undercounter fridge, 150 L, supplied and fitted", "1", "1533.45"),
    ]
    amts = []
    for txt, n, pr in lines:
        a = ext(n, pr)
        amts.append(a)
        p.row(
            y, [(40, txt), (360, n, "r"), (440, US(pr), "r"), (490, "20%", "r"), (555, US(a), "r")], size=8.5
        )
        y += 14
    p.hline(y - 7, 38, 557, 0.4)
    net = sum(amts, D(0))
    vat = q(net * D("0.20"))
    total = net + vat
    y += 10
    for k, v, b in (
        ("Total net", "£" + US(net), False),
        ("VAT @ 20%", "£" + US(vat), False),
        ("Invoice total", "£" + US(total), True),
        ("Amount due on this invoice", "£" + US(total), True),
    ):
        p.text(340, y, k, 9, b)
        p.text(555, y, v, 9, b, align="r")
        y += 14
    p.text(40, y + 6, "Payment due by 20 August 2025 (30 days from invoice date).", 9, True)
    y += 34
    prevbal = D("4218.60")
    paid = D("2812.40")
    arrears = prevbal - paid
    acct = arrears + total
    p.rect(40, y - 10, 555, y + 68, 0.5)
    p.text(46, y + 2, "ACCOUNT SUMMARY - LIN001 (for information)", 8, True)
    for i, (k, v) in enumerate(
        (
            ("Balance at last statement, 30 Jun 2025", "£" + US(prevbal)),
            ("Payment received 11 Jul 2025 - thank you", "-£" + US(paid)),
            ("Overdue from previous invoices", "£" + US(arrears)),
            ("This invoice", "£" + US(total)),
            ("Account balance now outstanding", "£" + US(acct)),
        )
    ):
        p.text(52, y + 15 + 11 * i, k, 8, i == 4)
        p.text(549, y + 15 + 11 * i, v, 8, i == 4, align="r")
    y += 92
    p.wrap(
        40,
        y,
        515,
        "Bank: Severnside Bank plc, sort code 30-91-57, account 22817406, ref HCE-44871. Goods remain our property "
        "until paid in full. We may charge statutory interest and compensation under the Late Payment of Commercial "
        "Debts (Interest) Act 1998 on overdue amounts.",
        7.5,
    )
    p.footer("Page 1 of 2 - remittance advice overleaf")
    # page 2: remittance advice
    p.new_page()
    p.text(40, 60, "REMITTANCE ADVICE", 14, True)
    p.text(
        40,
        74,
        "Please return with your payment to Harbourside Catering Equipment Ltd, Unit 9, Quayside Trading Estate, Bristol BS1 6XN",
        8,
    )
    p.rect(40, 90, 555, 200, 0.6)
    rows = [
        ("Customer", "The Linnet & Thistle Hotel Ltd (LIN001)"),
        ("Invoice number", "HCE-44871"),
        ("Invoice total", "£" + US(total)),
        ("Overdue from previous invoices", "£" + US(arrears)),
        ("Account balance now outstanding", "£" + US(acct)),
        ("Amount enclosed", ""),
        ("Date paid", ""),
    ]
    y = 106
    for k, v in rows:
        p.text(48, y, k, 9)
        if v:
            p.text(300, y, v, 9, True)
        else:
            p.line(300, y + 2, 520, y + 2, 0.4)
        y += 14
    p.footer("Page 2 of 2")

    same(2717.00, net, "net")
    same(543.40, vat, "vat")
    same(3260.40, total, "total")
    same(1406.20, arrears, "arrears")
    same(4666.60, acct, "account")
    fields = {
        "invoice_number": F("HCE-44871", 1, "Invoice number HCE-44871"),
        "invoice_date": F("2025-07-21", 1, "Invoice date 21 July 2025"),
        "due_date": F("2025-08-20", 1, "Payment due by 20 August 2025"),
        "vendor_name": F(
            "Harbourside Catering Equipment Ltd", 1, "Harbourside Catering Equipment Ltd Unit 9"
        ),
        "bill_to": F("The Linnet & Thistle Hotel Ltd", 1, "Invoice to The Linnet & Thistle Hotel Ltd"),
        "currency": F("GBP", 1, "Invoice total £3,260.40"),
        "subtotal": F(2717.00, 1, "Total net £2,717.00"),
        "tax": F(543.40, 1, "VAT @ 20% £543.40"),
        "total": F(3260.40, 1, "Invoice total £3,260.40"),
        "amount_due": F(3260.40, 1, "Amount due on this invoice £3,260.40"),
    }
    notes = (
        "UK VAT invoice, two pages (page 2 is a remittance advice). Invoice date 21 July 2025 vs tax point and "
        "engineer visit 18 July 2025. An ACCOUNT SUMMARY box (and the remittance page) adds £1,406.20 overdue from "
        "previous invoices to this invoice, giving 'Account balance now outstanding' £4,666.60: that account balance "
        "is a distractor; amount_due is 'Amount due on this invoice', equal to the invoice total. The remittance "
        "page's 'Amount enclosed' and 'Date paid' are blank form lines. Customer account LIN001 and order LT-0655 "
        "are distractors. No field is null."
    )
    sums = [
        SUM(
            "lines to net",
            [
                (1, T("annual service", 345.00, 1, "1 345.00 20% 345.00")),
                (1, T("wash arms", 372.80, 1, "2 186.40 20% 372.80")),
                (1, T("gasket", 94.75, 1, "1 94.75 20% 94.75")),
                (1, T("labour", 306.00, 1, "4.5 68.00 20% 306.00")),
                (1, T("call-out", 65.00, 1, "1 65.00 20% 65.00")),
                (1, T("fridge", 1533.45, 1, "1 1,533.45 20% 1,533.45")),
            ],
            "subtotal",
        ),
        SUM(
            "account balance (distractor) = arrears + this invoice",
            [
                (
                    1,
                    T(
                        "balance at last statement",
                        4218.60,
                        1,
                        "Balance at last statement, 30 Jun 2025 £4,218.60",
                    ),
                ),
                (
                    -1,
                    T("payment received", 2812.40, 1, "Payment received 11 Jul 2025 - thank you -£2,812.40"),
                ),
                (1, "total"),
            ],
            T("account balance", 4666.60, 2, "Account balance now outstanding £4,666.60"),
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 11 SG invoice in USD with SGD equivalents
@doc("b8_inv_sg_usd_gst", "invoice", "Meranti Cold Chain Solutions Pte. Ltd. tax invoice MCC/INV/25/1103")
def inv_sg_usd_gst():
    p = Pdf(595, 842)
    p.new_page()
    p.shade(0, 0, 595, 96, 0.88)
    p.text(40, 50, "Meranti Cold Chain Solutions Pte. Ltd.", 15, True)
    p.text(40, 64, "21 Tuas South Avenue 7, #03-11, Singapore 637616", 8)
    p.text(40, 75, "UEN 201733418K · GST Reg. No. M90-4418273-X", 8)
    p.text(555, 50, "TAX INVOICE", 16, True, align="r")
    p.text(555, 64, "Currency: USD", 9, True, align="r")
    p.text(40, 120, "Bill To", 7.5, True, color=GREY)
    y = 132
    for s in (
        "Seletar Fresh Produce Pte. Ltd.",
        "Attn: Finance - Mr. Goh Wei Lun",
        "8 Seletar Aerospace Rise, #02-05",
        "Singapore 797562",
    ):
        p.text(40, y, s, 9, s.startswith("Seletar"))
        y += 11.5
    info = [
        ("Invoice No.", "MCC/INV/25/1103"),
        ("Invoice Date", "3 November 2025"),
        ("Due Date", "3 December 2025"),
        ("Booking Ref.", "BK-25-0877"),
        ("Customer PO", ""),
        ("Rental Period", "1 Oct 2025 - 31 Oct 2025"),
    ]
    y = 120
    for k, v in info:
        p.text(340, y, k, 8, color=GREY)
        if v:
            p.text(555, y, v, 8.5, True, align="r")
        y += 12
    cols = [
        (40, "Description"),
        (340, "Qty", "r"),
        (380, "Days", "r"),
        (460, "Rate US$", "r"),
        (555, "Amount US$", "r"),
    ]
    y = table_head(p, 212, cols, 8, x0=38, x1=557)
    lines = [
        ("40' reefer container rental (MCCU 401882, 401907)", "2", "31", "48.00"),
        ("Clip-on genset rental", "1", "31", "22.50"),
        ("Remote temperature monitoring", "2", "", "85.00"),
        ("Pre-trip inspection (PTI)", "2", "", "120.00"),
    ]
    amts = []
    for txt, n, days, pr in lines:
        a = ext(D(n) * (D(days) if days else 1), pr)
        amts.append(a)
        p.row(
            y, [(40, txt), (340, n, "r"), (380, days, "r"), (460, US(pr), "r"), (555, US(a), "r")], size=8.5
        )
        y += 14
    p.hline(y - 7, 38, 557, 0.4)
    sub = sum(amts, D(0))
    gst = q(sub * D("0.09"))
    total = sub + gst
    rate = D("1.3418")
    y += 10
    for k, v, b in (
        ("Sub-total", "US$ " + US(sub), False),
        ("GST @ 9%", "US$ " + US(gst), False),
        ("Total", "US$ " + US(total), True),
    ):
        p.text(360, y, k, 9, b)
        p.text(555, y, v, 9, b, align="r")
        y += 14
    y += 14
    p.rect(300, y - 10, 555, y + 46, 0.5)
    p.text(306, y + 2, "For GST purposes (IRAS): SGD equivalent", 8, True)
    p.text(306, y + 13, "Exchange rate 1 USD = 1.3418 SGD (MAS, 31 Oct 2025)", 7.5)
    for i, (k, v) in enumerate(
        (("Value excl. GST", sub * rate), ("GST @ 9%", gst * rate), ("Total incl. GST", total * rate))
    ):
        p.text(306, y + 24 + 10 * i, k, 7.5)
        p.text(549, y + 24 + 10 * i, "S$ " + US(q(v)), 7.5, align="r")
    y += 74
    p.wrap(
        40,
        y,
        515,
        "Payment by telegraphic transfer to Straits Harbour Bank Ltd, USD account 301-448271-6, SWIFT SHBKSGSG. "
        "Bank charges are for the payer's account. Containers off-hired after the rental period are charged at "
        "US$55.00 per unit per day.",
        7.5,
    )
    p.footer("This is a computer-generated invoice. No signature is required.")

    same(4083.50, sub, "sub")
    same(367.52, gst, "gst")
    same(4451.02, total, "total")
    same(5972.38, q(total * rate), "sgd total")
    fields = {
        "invoice_number": F("MCC/INV/25/1103", 1, "Invoice No. MCC/INV/25/1103"),
        "invoice_date": F("2025-11-03", 1, "Invoice Date 3 November 2025"),
        "due_date": F("2025-12-03", 1, "Due Date 3 December 2025"),
        "vendor_name": F(
            "Meranti Cold Chain Solutions Pte. Ltd.",
            1,
            "Meranti Cold Chain Solutions Pte. Ltd. 21 Tuas South",
        ),
        "bill_to": F("Seletar Fresh Produce Pte. Ltd.", 1, "Bill To Seletar Fresh Produce Pte. Ltd."),
        "currency": F("USD", 1, "Currency: USD"),
        "subtotal": F(4083.50, 1, "Sub-total US$ 4,083.50"),
        "tax": F(367.52, 1, "GST @ 9% US$ 367.52"),
        "total": F(4451.02, 1, "Total US$ 4,451.02"),
        "amount_due": NULL(),
    }
    notes = (
        "Singapore tax invoice billed in USD ('Currency: USD', US$ amounts) with an IRAS box converting the value, "
        "GST and total into SGD at 1.3418 (S$ 5,479.24 / 493.14 / 5,972.38): the S$ figures are distractors; "
        "currency is USD and the money labels are the US$ amounts. The 'Customer PO' field is printed empty. The "
        "rental period dates (1 Oct - 31 Oct 2025), the MAS rate date and the US$55.00 off-hire rate are "
        "distractors. amount_due is null: only 'Total' is printed, with no separate balance or amount due. The "
        "attention line (Mr. Goh Wei Lun) is not the bill_to."
    )
    sums = [
        SUM(
            "lines to sub-total",
            [
                (1, T("reefer rental", 2976.00, 1, "2 31 48.00 2,976.00")),
                (1, T("genset", 697.50, 1, "1 31 22.50 697.50")),
                (1, T("monitoring", 170.00, 1, "2 85.00 170.00")),
                (1, T("PTI", 240.00, 1, "2 120.00 240.00")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums
