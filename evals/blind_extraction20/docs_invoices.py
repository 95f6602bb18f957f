"""Invoice builders for blind_extraction20 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import ROUND_FLOOR
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, grid, pct, rnd
from pdfkit import EU, IN, SP, US, Pdf
from sheet import Sheet

A4 = dict(w=595, h=842)


def tot(xs):
    return sum(xs, D(0))


def head_row(s, cols, size=7.6):
    s.row(cols, size=size, bold=True)
    s.rule()


def grid_text(cells):
    """The page text of one grid() row: caption then value, cell by cell."""
    out = []
    for _, _, lab, val in cells:
        out.append(lab)
        if val:
            out.append(val)
    return " ".join(out)


def strip(s, cells, h=26, lsize=6.6, vsize=8.8, shade=None):
    """A boxed captions-over-values strip drawn at the Sheet's current line."""
    y = s.y - 9
    grid(s.p, y, cells, h=h, lsize=lsize, vsize=vsize, shade=shade)
    s.y = y + h + 15
    return grid_text(cells)


# ==================== 1 Swedish faktura to a private person: ROT deduction and öresavrundning to "Att betala"
@doc("b20_inv_se_faktura_rot_avdrag", "invoice", "Lövånger Rör & Kakel faktura 26-1047")
def inv_se():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=58, size=8.4)
    q_vendor = s.row([(50, "Lövånger Rör & Kakel AB"), (545, "FAKTURA", "r")], size=14, bold=True, lead=16)
    s.t("VVS · Kakel & klinker · Badrumsrenovering · Våtrumsbehörighet", 7.4, color=GREY)
    s.t("Storgatan 31, 916 30 Lövånger · 0913-555 214 · info@lovangerrk.example", 7.4, color=GREY)
    s.skip(14)
    y_box = s.y
    s.row([(50, "Fakturaadress")], size=7, bold=True)
    q_bill = s.row([(50, "Henrik Wallgren"), (320, "Fakturanummer"), (440, "26-1047")])
    s.row([(50, "Ringvägen 12 B"), (320, "Fakturadatum"), (440, "2026-04-15")])
    s.row([(50, "903 38 Umeå"), (320, "Förfallodatum"), (440, "2026-05-15")])
    s.row([(320, "Kundnummer"), (440, "3308")])
    s.row([(50, "Arbetsplats / fastighet"), (320, "Er referens"), (440, "Henrik Wallgren")])
    s.row([(50, "Fritidshus, Bastuträsk 418"), (320, "Vår referens"), (440, "Jonas Lidgren")])
    s.row(
        [
            (50, "Fastighetsbeteckning Skellefteå Bastuträsk 3:27"),
            (320, "Betalningsvillkor"),
            (440, "30 dagar"),
        ]
    )
    s.row([(50, "Arbetet utfört 2026-03-09 – 2026-04-03"), (320, "Dröjsmålsränta"), (440, "10,5 %")])
    p.rect(312, y_box - 12, 545, s.y - 8, 0.5)
    s.skip(10)
    s.t("Badrumsrenovering enligt offert O-2611 av den 2026-02-02", 9, True)
    s.skip(2)
    head_row(
        s,
        [
            (50, "Benämning"),
            (300, "Typ"),
            (380, "Antal", "r"),
            (388, "Enh."),
            (470, "À-pris", "r"),
            (545, "Belopp", "r"),
        ],
    )
    rows = [
        ("Rivning av befintligt badrum, bortforsling", "Arbete", "14", "tim", "585.00"),
        ("VVS-arbete: golvbrunn, blandare, WC", "Arbete", "22", "tim", "640.00"),
        ("Tätskikt och plattsättning vägg/golv", "Arbete", "31", "tim", "595.00"),
        ("Tätskiktssystem vägg och golv", "Material", "1", "st", "6480.00"),
        ("Klinker 20x20 grafit", "Material", "9.5", "m²", "489.00"),
        ("Kakel 30x60 vit matt", "Material", "24", "m²", "412.00"),
        ("Duschset med termostatblandare", "Material", "1", "st", "3995.00"),
        ("Golvbrunn inkl. klämring", "Material", "1", "st", "1240.00"),
        ("Container och deponiavgift", "Material", "1", "st", "2850.00"),
    ]
    net = D(0)
    labour = D(0)
    for name, typ, qty, unit, price in rows:
        e = ext(qty, price)
        net += e
        if typ == "Arbete":
            labour += e
        s.row(
            [
                (50, name),
                (300, typ),
                (380, qty.replace(".", ","), "r"),
                (388, unit),
                (470, SP(D(price)), "r"),
                (545, SP(e), "r"),
            ]
        )
    s.rule()
    s.skip(14)
    moms = pct(net, 25)
    gross = net + moms
    lab_incl = labour * D("1.25")
    rot = rnd(pct(lab_incl, 30), 0)
    before = gross - rot
    pay = rnd(before, 0)
    oresavr = pay - before
    q_strip = strip(
        s,
        [
            (50, 170, "Netto", SP(net)),
            (170, 290, "Moms 25 %", SP(moms)),
            (290, 420, "Summa inkl. moms SEK", SP(gross)),
            (420, 545, "Varav arbetskostnad inkl. moms", SP(lab_incl)),
        ],
        shade=0.94,
    )
    s.x = 290
    q_rot = s.kv("Preliminär skattereduktion ROT 30 %", "-" + SP(rot))
    q_ore = s.kv("Öresavrundning", SP(oresavr))
    s.skip(2)
    q_pay = s.kv("ATT BETALA SEK", SP(pay), bold=True, size=11)
    s.x = 50
    s.skip(10)
    s.para(
        "Skattereduktionen för rotarbete är preliminär och har begärts hos Skatteverket för köparens "
        "räkning. Om Skatteverket inte medger reduktionen helt eller delvis debiteras mellanskillnaden "
        "köparen. Vid betalning efter förfallodagen debiteras dröjsmålsränta enligt ovan samt "
        "påminnelseavgift 60 kr.",
        7.8,
    )
    s.skip(8)
    s.t("Bankgiro 5521-3094 · OCR-nummer 4471203396 · Ange OCR-numret vid betalning", 8, True)
    s.skip(8)
    s.t(
        "Lövånger Rör & Kakel AB · Org.nr 556918-4402 · Momsreg.nr SE556918440201 · Godkänd för F-skatt",
        6.6,
        color=GREY,
    )
    same(69813.50, net, "net")
    same(40715.00, labour, "labour")
    same(17453.38, moms, "moms")
    same(87266.88, gross, "gross")
    same(15268, rot, "rot")
    same(0.12, oresavr, "öre")
    same(71999.00, pay, "pay")
    fields = {
        "invoice_number": F("26-1047", 1, "Fakturanummer 26-1047"),
        "invoice_date": F("2026-04-15", 1, "Fakturadatum 2026-04-15"),
        "due_date": F("2026-05-15", 1, "Förfallodatum 2026-05-15"),
        "vendor_name": F("Lövånger Rör & Kakel AB", 1, q_vendor),
        "bill_to": F("Henrik Wallgren", 1, q_bill),
        "currency": F("SEK", 1, q_pay),
        "subtotal": F(69813.50, 1, q_strip),
        "tax": F(17453.38, 1, q_strip),
        "total": F(87266.88, 1, q_strip),
        "amount_due": F(71999.00, 1, q_pay),
    }
    notes = (
        "Swedish faktura (SEK, '69 813,50', ISO dates) to a private person for a bathroom renovation. "
        "bill_to is the person of the Fakturaadress; the Arbetsplats is a different property of the same "
        "person. invoice_date is the Fakturadatum, not the offer date or the work period. The bottom strip "
        "prints Netto (subtotal), Moms 25 % (tax) and 'Summa inkl. moms SEK' (total); the fourth box "
        "('Varav arbetskostnad inkl. moms') is only the labour share. The preliminary ROT tax reduction is "
        "deducted and the result rounded to whole kronor (öresavrundning), giving 'ATT BETALA SEK' "
        "(amount_due; sum). due_date is the Förfallodatum. No field is null."
    )
    sums = [
        SUM(
            "Summa inkl. moms - ROT + öresavrundning = Att betala",
            [
                (1, "total"),
                (-1, T("Preliminär skattereduktion ROT", 15268, 1, q_rot)),
                (1, T("Öresavrundning", 0.12, 1, q_ore)),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ==================== 2 Polish faktura VAT to a municipality: Nabywca vs Odbiorca, 23 % and 5 %, Do zapłaty
@doc("b20_inv_pl_faktura_nabywca_odbiorca", "invoice", "Meblotech Kalisz faktura FV 0184/07/2026")
def inv_pl():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=56, size=8.2)
    s.row([(44, "Miejsce wystawienia: Kalisz"), (551, "Data wystawienia: 2026-07-21", "r")], size=8)
    s.row([(551, "Data dostawy/wykonania usługi: 2026-07-17", "r")], size=8)
    s.skip(6)
    q_no = s.t("Faktura VAT nr FV 0184/07/2026", 14, True, x=297.5, align="c")
    s.t("ORYGINAŁ", 8, x=297.5, align="c", color=GREY)
    s.skip(8)
    s.row([(44, "Sprzedawca"), (300, "Nabywca")], size=8, bold=True)
    s.rule()
    q_vendor = s.row([(44, "MEBLOTECH-KALISZ Sp. z o.o."), (300, "Gmina Lipowiec Wielki")], bold=True)
    s.row([(44, "ul. Majkowska 41"), (300, "ul. Rynek 1")])
    s.row([(44, "62-800 Kalisz"), (300, "63-421 Lipowiec Wielki")])
    s.row([(44, "NIP: 618-244-71-09"), (300, "NIP: 622-300-18-54")])
    s.skip(4)
    s.row([(44, "Konto: 00 1020 2212 0000 5402 0188 3317"), (300, "Odbiorca")], size=8, bold=False)
    s.row([(300, "Szkoła Podstawowa nr 2 im. Jana Brzechwy")], bold=True)
    s.row([(300, "ul. Szkolna 9, 63-421 Lipowiec Wielki")])
    s.skip(8)
    head_row(
        s,
        [
            (44, "Lp."),
            (62, "Nazwa towaru lub usługi"),
            (300, "Ilość", "r"),
            (306, "J.m."),
            (382, "Cena netto", "r"),
            (410, "VAT", "r"),
            (478, "Wartość netto", "r"),
            (551, "Wartość brutto", "r"),
        ],
        size=7.2,
    )
    rows = [
        ("Ławka szkolna dwuosobowa, regulowana 5-7", "30", "szt.", "412.00", 23),
        ("Krzesło szkolne, rozmiar 6", "60", "szt.", "168.50", 23),
        ("Biurko nauczycielskie z szafką", "2", "szt.", "1185.00", 23),
        ("Tablica tryptyk kredowo-magnetyczna", "2", "szt.", "1649.00", 23),
        ("Transport i montaż", "1", "usł.", "1450.00", 23),
        ("Atlas geograficzny dla klas 5-8", "30", "szt.", "46.90", 5),
    ]
    base = {23: D(0), 5: D(0)}
    for i, (name, qty, unit, price, rate) in enumerate(rows, 1):
        e = ext(qty, price)
        base[rate] += e
        s.row(
            [
                (44, f"{i}."),
                (62, name),
                (300, qty, "r"),
                (306, unit),
                (382, SP(D(price)), "r"),
                (410, f"{rate}%", "r"),
                (478, SP(e), "r"),
                (551, SP(e + pct(e, rate)), "r"),
            ],
            size=7.8,
        )
    s.rule()
    s.skip(6)
    vat = {r: pct(base[r], r) for r in base}
    net = tot(base.values())
    tax = tot(vat.values())
    gross = net + tax
    tx = [(270, "l"), (420, "r"), (478, "r"), (551, "r")]
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                tx, ["Według stawki VAT", "Wartość netto", "Kwota VAT", "Wartość brutto"], strict=True
            )
        ],
        size=7.4,
        bold=True,
    )
    q_rate = {}
    for r in (23, 5):
        q_rate[r] = s.row(
            [
                (270, f"{r}%"),
                (420, SP(base[r]), "r"),
                (478, SP(vat[r]), "r"),
                (551, SP(base[r] + vat[r]), "r"),
            ],
            size=8,
        )
    p.hline(s.y - 9, 266, 555, 0.5)
    q_razem = s.row(
        [(270, "Razem"), (420, SP(net), "r"), (478, SP(tax), "r"), (551, SP(gross), "r")], size=8.2, bold=True
    )
    s.skip(8)
    s.row([(44, "Sposób płatności: przelew"), (300, "Termin płatności: 30 dni (2026-08-20)")], size=8.4)
    q_due = "Termin płatności: 30 dni (2026-08-20)"
    s.skip(4)
    q_pay = s.t(f"Do zapłaty: {SP(gross)} PLN", 12, True)
    s.t("Słownie: trzydzieści siedem tysięcy osiemset siedemdziesiąt złotych 59/100", 8.4)
    s.skip(6)
    s.t("Mechanizm podzielonej płatności. Zamówienie nr ZP.271.14.2026 z dnia 2026-06-02.", 8)
    s.skip(40)
    s.row([(120, "Imię, nazwisko i podpis osoby"), (440, "Imię, nazwisko i podpis osoby")], size=7, lead=9)
    s.row([(120, "upoważnionej do odbioru dokumentu"), (440, "upoważnionej do wystawienia")], size=7, lead=12)
    s.row([(440, "Marta Pietrzykowska")], size=8)
    same(29588.00, base[23], "base 23")
    same(1407.00, base[5], "base 5")
    same(6805.24, vat[23], "vat 23")
    same(70.35, vat[5], "vat 5")
    same(30995.00, net, "net")
    same(6875.59, tax, "tax")
    same(37870.59, gross, "gross")
    fields = {
        "invoice_number": F("FV 0184/07/2026", 1, q_no),
        "invoice_date": F("2026-07-21", 1, "Data wystawienia: 2026-07-21"),
        "due_date": F("2026-08-20", 1, q_due),
        "vendor_name": F("MEBLOTECH-KALISZ Sp. z o.o.", 1, q_vendor),
        "bill_to": F("Gmina Lipowiec Wielki", 1, q_vendor),
        "currency": F("PLN", 1, q_pay),
        "subtotal": F(30995.00, 1, q_razem),
        "tax": F(6875.59, 1, q_razem),
        "total": F(37870.59, 1, q_razem),
        "amount_due": F(37870.59, 1, q_pay),
    }
    notes = (
        "Polish faktura VAT (PLN, '37 870,59', ISO dates) for school furniture. bill_to is the Nabywca (the "
        "municipality), not the Odbiorca (the school that received the goods). invoice_date is the Data "
        "wystawienia, not the Data dostawy. subtotal, tax and total are the 'Razem' row of the VAT summary "
        "(netto, VAT, brutto over the 23 % and 5 % rows; sums); amount_due is the separately printed 'Do "
        "zapłaty' (equal to the total). due_date is the date in 'Termin płatności: 30 dni (2026-08-20)'. "
        "No field is null."
    )
    sums = [
        SUM(
            "VAT 23 % + VAT 5 % = Razem VAT",
            [
                (1, T("Kwota VAT 23%", 6805.24, 1, q_rate[23])),
                (1, T("Kwota VAT 5%", 70.35, 1, q_rate[5])),
            ],
            "tax",
        ),
        SUM(
            "netto 23 % + netto 5 % = Razem netto",
            [
                (1, T("Wartość netto 23%", 29588.00, 1, q_rate[23])),
                (1, T("Wartość netto 5%", 1407.00, 1, q_rate[5])),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ==================== 3 Indian GST tax invoice: consignee first, CGST+SGST at two rates, round off
@doc("b20_inv_in_gst_consignee_round_off", "invoice", "Shrivardhan Agro Machinery tax invoice SAM/26-27/0412")
def inv_in():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=50, size=7.8)
    s.t("TAX INVOICE", 12, True, x=297.5, align="c")
    s.t("(Original for Recipient)", 7, x=297.5, align="c", color=GREY)
    s.skip(4)
    y0 = s.y
    q_vendor = s.t("Shrivardhan Agro Machinery Pvt. Ltd.", 8.4, True, x=44)
    for ln in [
        "Plot 17, KIADB Industrial Area, Hebbal",
        "Mysuru, Karnataka 570016",
        "GSTIN/UIN: 29AAKCS7316R1Z4",
        "State Name: Karnataka, Code: 29",
    ]:
        s.t(ln, x=44)
    p.hline(s.y - 9, 40, 296, 0.5)
    s.t("Consignee (Ship to)", 7, x=44, color=GREY)
    s.t("Sri Lakshmi Cold Chain LLP", 8.4, True, x=44)
    s.t("Survey No. 88, Srirangapatna Road, Mandya 571401", x=44)
    s.t("GSTIN/UIN: 29AAJFS0442K1ZP", x=44)
    p.hline(s.y - 9, 40, 296, 0.5)
    s.t("Buyer (Bill to)", 7, x=44, color=GREY)
    q_bill = s.t("Kaveri Valley Farmer Producer Company Ltd.", 8.4, True, x=44)
    s.t("No. 6, APMC Yard, Malavalli, Mandya District 571430", x=44)
    s.t("GSTIN/UIN: 29AAHCK5108N1ZQ   State Name: Karnataka, Code: 29", x=44)
    y_end = s.y
    box = [
        [(296, 425, "Invoice No.", "SAM/26-27/0412"), (425, 555, "Dated", "18-Aug-2026")],
        [(296, 425, "Delivery Note", "DN/0881"), (425, 555, "Delivery Note Date", "16-Aug-2026")],
        [(296, 425, "Buyer's Order No.", "KVFPC/PO/114"), (425, 555, "Dated", "02-Aug-2026")],
        [(296, 425, "Mode/Terms of Payment", "30 days credit"), (425, 555, "Due Date", "17-Sep-2026")],
        [
            (296, 425, "e-Way Bill No.", "4512 8820 6613"),
            (425, 555, "Dispatched through", "Road, KA-09-C-7741"),
        ],
    ]
    y = y0 - 11
    q_box = []
    for it in box:
        y = grid(p, y, it, h=26, lsize=6.6, vsize=8.2)
        q_box.append(grid_text(it))
    p.rect(40, y0 - 11, 555, max(y, y_end - 8), 0.5)
    s.y = max(y + 8, y_end) + 6
    s.skip(6)
    head_row(
        s,
        [
            (44, "Sl"),
            (60, "Description of Goods"),
            (290, "HSN/SAC"),
            (352, "GST", "r"),
            (400, "Quantity", "r"),
            (470, "Rate", "r"),
            (551, "Amount", "r"),
        ],
        size=7.2,
    )
    rows = [
        ("Power Tiller 9 HP diesel with rotavator", "8432", 12, "2", "Nos", "148500.00"),
        ("Brush Cutter 2-stroke 52 cc", "8467", 18, "4", "Nos", "14250.00"),
        ("HDPE Crates 52 L, stackable", "3923", 18, "120", "Nos", "212.50"),
        ("Spares Kit - tines and blades", "8432", 12, "2", "Set", "6840.00"),
        ("Freight & Handling", "9965", 18, "1", "Job", "4800.00"),
    ]
    base = {12: D(0), 18: D(0)}
    hsn = {}
    for i, (name, code, rate, qty, unit, price) in enumerate(rows, 1):
        e = ext(qty, price)
        base[rate] += e
        hsn[(code, rate)] = hsn.get((code, rate), D(0)) + e
        s.row(
            [
                (44, str(i)),
                (60, name),
                (290, code),
                (352, f"{rate}%", "r"),
                (400, f"{qty} {unit}", "r"),
                (470, IN(D(price)), "r"),
                (551, IN(e), "r"),
            ]
        )
    s.rule()
    taxable = tot(base.values())
    half = {r: pct(base[r], D(r) / 2) for r in base}
    cgst = tot(half.values())
    sgst = cgst
    tax = cgst + sgst
    exact = taxable + tax
    grand = rnd(exact, 0)
    roff = grand - exact
    s.x = 330
    q_taxable = s.kv("Total Taxable Value", IN(taxable))
    q_cgst = s.kv("Add: CGST", IN(cgst))
    q_sgst = s.kv("Add: SGST", IN(sgst))
    q_roff = s.kv("Round Off", IN(roff))
    s.rule()
    q_grand = s.kv("Grand Total", "₹ " + IN(grand), bold=True, size=9.4)
    s.x = 40
    s.skip(2)
    s.t(
        "Amount Chargeable (in words): Indian Rupees Four Lakh Fifty Thousand Nine Hundred Seventy Six Only",
        7.8,
        True,
    )
    s.skip(6)
    s.row(
        [
            (44, "HSN/SAC"),
            (160, "Taxable Value", "r"),
            (220, "CGST Rate", "r"),
            (300, "Amount", "r"),
            (360, "SGST Rate", "r"),
            (440, "Amount", "r"),
            (551, "Total Tax Amount", "r"),
        ],
        size=7,
        bold=True,
    )
    s.rule()
    for (code, rate), v in sorted(hsn.items()):
        h = pct(v, D(rate) / 2)
        s.row(
            [
                (44, code),
                (160, IN(v), "r"),
                (220, f"{D(rate) / 2:g}%", "r"),
                (300, IN(h), "r"),
                (360, f"{D(rate) / 2:g}%", "r"),
                (440, IN(h), "r"),
                (551, IN(h + h), "r"),
            ],
            size=7.4,
        )
    s.rule()
    q_hsn_tot = s.row(
        [
            (44, "Total"),
            (160, IN(taxable), "r"),
            (300, IN(cgst), "r"),
            (440, IN(sgst), "r"),
            (551, IN(tax), "r"),
        ],
        size=7.4,
        bold=True,
    )
    s.t(
        "Tax Amount (in words): Indian Rupees Fifty Two Thousand Nine Hundred Ninety Five and Sixty paise "
        "Only",
        7.4,
    )
    s.skip(8)
    s.t(
        "Declaration: We declare that this invoice shows the actual price of the goods described and that "
        "all",
        7,
    )
    s.t(
        "particulars are true and correct. Interest @ 18% p.a. will be charged on bills unpaid after the "
        "due date.",
        7,
    )
    s.skip(6)
    s.row(
        [(44, "Company's Bank Details: Kaveri Gramin Bank, A/c 4401 2087 3316, IFSC KGRB0000417")], size=7.2
    )
    s.row([(555, "for Shrivardhan Agro Machinery Pvt. Ltd.", "r")], size=7.6, bold=True, lead=26)
    s.row([(555, "Authorised Signatory", "r")], size=7.2)
    s.t("This is a Computer Generated Invoice", 6.8, x=297.5, align="c", color=GREY)
    # per-HSN check: the HSN table adds to the same tax as the rate-wise computation
    same(tax, tot(pct(v, D(r) / 2) * 2 for (_, r), v in hsn.items()), "hsn tax")
    same(310680.00, base[12], "base 12")
    same(87300.00, base[18], "base 18")
    same(397980.00, taxable, "taxable")
    same(26497.80, cgst, "cgst")
    same(52995.60, tax, "tax")
    same(0.40, roff, "round off")
    same(450976.00, grand, "grand")
    fields = {
        "invoice_number": F("SAM/26-27/0412", 1, q_box[0]),
        "invoice_date": F("2026-08-18", 1, q_box[0]),
        "due_date": F("2026-09-17", 1, "Due Date 17-Sep-2026"),
        "vendor_name": F("Shrivardhan Agro Machinery Pvt. Ltd.", 1, q_vendor),
        "bill_to": F("Kaveri Valley Farmer Producer Company Ltd.", 1, q_bill),
        "currency": F("INR", 1, q_grand),
        "subtotal": F(397980.00, 1, q_taxable),
        "tax": F(52995.60, 1, q_hsn_tot),
        "total": F(450976.00, 1, q_grand),
        "amount_due": NULL(),
    }
    notes = (
        "Indian GST tax invoice (INR, Indian digit grouping '4,50,976.00', dd-Mon-yyyy). The Consignee (Ship "
        "to) block is printed before the Buyer (Bill to); bill_to is the buyer. invoice_date is the 'Dated' "
        "beside the invoice number, not the delivery-note or buyer's-order dates. subtotal is 'Total Taxable "
        "Value'; tax is the 'Total Tax Amount' of the HSN summary (CGST + SGST; sum); total is the Grand "
        "Total after the Round Off (sum). due_date is the printed Due Date. amount_due is null: no "
        "balance separate from the Grand Total is printed."
    )
    sums = [
        SUM(
            "Taxable value + CGST + SGST + round off = Grand Total",
            [
                (1, "subtotal"),
                (1, "tax"),
                (1, T("Round Off", 0.40, 1, q_roff)),
            ],
            "total",
        ),
        SUM(
            "CGST + SGST = Total Tax Amount",
            [
                (1, T("CGST", 26497.80, 1, q_cgst)),
                (1, T("SGST", 26497.80, 1, q_sgst)),
            ],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ==================== 4 Mexican CFDI printed representation in USD with an MXN equivalent
@doc("b20_inv_mx_cfdi_usd_tipo_cambio", "invoice", "Maquinados de Precisión del Bajío factura MQ-7318")
def inv_mx():
    p = Pdf(ttf=True)
    s = Sheet(p, x=40, xr=572, top=50, size=7.8)
    q_vendor = s.row(
        [(40, "Maquinados de Precisión del Bajío, S.A. de C.V."), (572, "FACTURA", "r")],
        size=12,
        bold=True,
        lead=15,
    )
    s.row(
        [
            (40, "RFC: MPB0911273K8   Régimen fiscal: 601 General de Ley Personas Morales"),
            (572, "MQ-7318", "r"),
        ],
        size=7.6,
    )
    s.row(
        [
            (40, "Lugar de expedición (C.P.): 38110, Celaya, Guanajuato"),
            (572, "Tipo de comprobante: I - Ingreso", "r"),
        ],
        size=7.6,
    )
    s.skip(6)
    y0 = s.y
    s.row([(44, "Receptor"), (330, "Datos del comprobante")], size=7.6, bold=True)
    q_bill = s.row(
        [(44, "Autopartes Vanguardia Norte, S. de R.L. de C.V."), (330, "Factura:"), (416, "MQ-7318")],
        bold=True,
    )
    s.row([(44, "RFC: AVN150622QJ3"), (330, "Folio fiscal (UUID):")])
    s.row([(44, "Domicilio fiscal: 66600"), (330, "5F3C91A2-7E04-4B8D-A6F1-0C92D3E47B15")])
    s.row([(44, "Régimen fiscal: 601"), (330, "Fecha de emisión:"), (416, "2026-10-09T11:47:23")])
    s.row(
        [
            (44, "Uso CFDI: G01 Adquisición de mercancías"),
            (330, "Fecha de certificación:"),
            (416, "2026-10-09T11:48:02"),
        ]
    )
    s.row([(330, "Moneda:"), (416, "USD - Dólar americano")])
    s.row([(330, "Tipo de cambio:"), (416, "18.4275")])
    s.row([(330, "Forma de pago:"), (416, "99 - Por definir")])
    s.row([(330, "Método de pago:"), (416, "PPD - Pago en parcialidades o diferido")])
    s.row([(330, "Condiciones de pago:"), (416, "Crédito 45 días")])
    p.rect(38, y0 - 11, 574, s.y - 8, 0.5)
    s.skip(6)
    head_row(
        s,
        [
            (42, "Clave prod."),
            (94, "Cant."),
            (122, "Unidad"),
            (164, "Descripción"),
            (470, "Valor unitario", "r"),
            (520, "Obj. imp.", "r"),
            (570, "Importe", "r"),
        ],
        size=7,
    )
    rows = [
        ("31171504", "1200", "H87 Pieza", "Buje de bronce SAE 660 maquinado, plano BV-2210 rev. C", "7.85"),
        ("26111601", "350", "H87 Pieza", "Flecha de acero 4140 templada y revenida, plano FL-0882", "24.60"),
        ("31162800", "80", "H87 Pieza", "Placa base de aluminio 6061 anodizada, plano PB-114", "61.25"),
        ("27112700", "1", "E48 Serv.", "Herramental especial para FL-0882 (cargo único)", "1750.00"),
    ]
    sub = D(0)
    for code, qty, unit, name, price in rows:
        e = ext(qty, price)
        sub += e
        s.row(
            [
                (42, code),
                (94, US(D(qty), 0)),
                (122, unit),
                (164, name),
                (470, US(D(price)), "r"),
                (520, "02", "r"),
                (570, US(e), "r"),
            ],
            size=7.2,
        )
    s.rule()
    iva = pct(sub, 16)
    total = sub + iva
    mxn = ext(total, "18.4275")
    s.x = 370
    q_sub = s.kv("Subtotal", US(sub))
    q_iva = s.kv("IVA Trasladado 002 Tasa 16.00%", US(iva))
    q_total = s.kv("Total USD", US(total), bold=True, size=9.4)
    s.x = 40
    s.skip(2)
    s.t("Total con letra: VEINTIOCHO MIL SEISCIENTOS VEINTIOCHO DÓLARES 80/100 USD", 7.8, True)
    q_mxn = s.t(
        f"Equivalente en moneda nacional (informativo, T.C. 18.4275): $ {US(mxn)} MXN", 7.6, color=GREY
    )
    s.skip(8)
    s.t("Sello digital del CFDI:", 6.6, True)
    s.t(
        "kP9x2QmV7rT0aLw3N8yHc1ZfBs5Ue6Gd4Jo+WqEi0XnRt7Ma2Kv9Lp3Cy8Hb1Sf6Dg4Nw0Qz5Ux2Ek7Ir9Oa3Vm1Tj8Pc6Ls0=",
        6,
    )
    s.t("Sello del SAT:", 6.6, True)
    s.t("Zr4Hn8Qe2Wx6Kb0Ty3Ud7Mf1Lc5Pg9Sa2Vj6Ro0Ni4Bk8Eh3Xq7Cw1Fy5Dm9Gu2Ip6Jt0Ov4Az8Ks3Rl7Nb1Me5Hx9Qc=", 6)
    s.t("Cadena original del complemento de certificación digital del SAT:", 6.6, True)
    s.t("||1.1|5F3C91A2-7E04-4B8D-A6F1-0C92D3E47B15|2026-10-09T11:48:02|SPR190613I52|kP9x2QmV7rT0...||", 6)
    s.t("No. de serie del certificado del SAT: 00001000000712448190", 6.6)
    s.skip(6)
    s.t("Este documento es una representación impresa de un CFDI versión 4.0.", 7, color=GREY)
    same(24680.00, sub, "sub")
    same(3948.80, iva, "iva")
    same(28628.80, total, "total")
    fields = {
        "invoice_number": F("MQ-7318", 1, "Factura: MQ-7318"),
        "invoice_date": F("2026-10-09", 1, "Fecha de emisión: 2026-10-09T11:47:23"),
        "due_date": NULL(),
        "vendor_name": F("Maquinados de Precisión del Bajío, S.A. de C.V.", 1, q_vendor),
        "bill_to": F("Autopartes Vanguardia Norte, S. de R.L. de C.V.", 1, q_bill),
        "currency": F("USD", 1, "Moneda: USD - Dólar americano"),
        "subtotal": F(24680.00, 1, q_sub),
        "tax": F(3948.80, 1, q_iva),
        "total": F(28628.80, 1, q_total),
        "amount_due": NULL(),
    }
    notes = (
        "Mexican CFDI 4.0 printed representation issued in US dollars (Moneda: USD) by a Mexican company; "
        "the "
        f"MXN figure ('{q_mxn}') is an informative equivalent only, so currency is USD. invoice_number is "
        "the printed 'Factura: MQ-7318' (serie + folio), not the Folio fiscal UUID; invoice_date is the "
        "Fecha de emisión, not the Fecha de certificación. due_date is null: only the terms 'Crédito 45 "
        "días' are printed. amount_due is null: only one total is printed."
    )
    return p, fields, notes, []


def usd(x):
    return "$" + US(x)


# ==================== 5 US two-page supply invoice: remit-to factor, page-1 subtotal, back order, credit memo
@doc(
    "b20_inv_us_supply_two_page_remit_factor",
    "invoice",
    "Tidewater Janitorial & Paper Supply invoice 0417736",
)
def inv_us():
    p = Pdf()
    s = Sheet(p, x=40, xr=572, top=48, size=7.8)
    vendor = "Tidewater Janitorial & Paper Supply, Inc."

    def header(page_no):
        q = s.row([(40, vendor), (572, "INVOICE", "r")], size=13, bold=True, lead=15)
        s.row(
            [(40, "1840 Brambleton Industrial Way, Norfolk, VA 23504"), (572, f"Page {page_no} of 2", "r")],
            size=7.6,
        )
        s.row([(40, "Phone 757-555-0190 · orders@tidewaterjps.example")], size=7.6)
        return q

    q_vendor = header(1)
    s.skip(6)
    y0 = s.y
    s.row([(44, "SOLD TO"), (230, "SHIP TO"), (420, "REMIT TO")], size=7, bold=True)
    q_bill = s.row(
        [
            (44, "Bayside Senior Living of Hampton, LLC"),
            (230, "Magnolia House Memory Care"),
            (420, "Harborline Commercial Finance, LLC"),
        ],
        size=7.8,
        bold=True,
    )
    s.row(
        [(44, "Attn: Accounts Payable"), (230, "c/o Bayside Senior Living"), (420, "P.O. Box 71183")],
        size=7.6,
    )
    s.row(
        [(44, "3100 Fox Hill Commons"), (230, "12 Quarterdeck Lane"), (420, "Charlotte, NC 28272-1183")],
        size=7.6,
    )
    s.row([(44, "Hampton, VA 23669"), (230, "Hampton, VA 23664"), (420, "Lockbox payments only")], size=7.6)
    p.rect(40, y0 - 10, 572, s.y - 8, 0.5)
    s.skip(4)
    info = [
        (40, 112, "Invoice No.", "0417736"),
        (112, 184, "Invoice Date", "11/04/2026"),
        (184, 256, "Customer No.", "BSL-0092"),
        (256, 328, "Customer PO", "55-1102"),
        (328, 400, "Order Date", "10/29/2026"),
        (400, 472, "Ship Date", "11/03/2026"),
        (472, 522, "Terms", "Net 30"),
        (522, 572, "Due Date", "12/04/2026"),
    ]
    q_info = strip(s, info, h=24, lsize=6.2, vsize=8)
    cols = [
        (40, "l"),
        (92, "l"),
        (330, "r"),
        (360, "r"),
        (386, "r"),
        (394, "l"),
        (470, "r"),
        (540, "r"),
        (566, "l"),
    ]
    heads = ["Item", "Description", "Ord", "Ship", "B/O", "UOM", "Unit Price", "Extension", "Tx"]

    def head():
        s.row([(x, t, a) for (x, a), t in zip(cols, heads, strict=True)], size=7, bold=True)
        s.rule()

    head()
    lines1 = [
        ("JP-4410", "Jumbo roll toilet tissue 2-ply, 12/cs", 24, 24, "CS", "48.75"),
        ("PT-1180", 'Hardwound roll towel 8" kraft, 6/cs', 18, 18, "CS", "41.20"),
        ("PT-2216", "Multifold towel white, 4000/cs", 20, 20, "CS", "33.90"),
        ("CL-0350", "Neutral floor cleaner concentrate, 4x1 gal", 6, 6, "CS", "52.60"),
        ("CL-0372", "Quat disinfectant RTU, 12x32 oz", 10, 10, "CS", "64.15"),
        ("CL-0419", "Glass & surface cleaner, 4x1 gal", 4, 4, "CS", "38.40"),
        ("LN-3340", "Can liner 40x46 1.5 mil black, 100/cs", 15, 15, "CS", "36.85"),
        ("LN-3318", "Can liner 24x33 0.6 mil clear, 500/cs", 12, 12, "CS", "29.70"),
        ("GL-7702", "Nitrile exam gloves, large, 10x100", 30, 30, "CS", "57.25"),
        ("GL-7701", "Nitrile exam gloves, medium, 10x100", 30, 30, "CS", "57.25"),
        ("HS-5520", "Foam hand soap refill 1200 mL, 2/cs", 16, 16, "CS", "44.80"),
        ("HS-5531", "Hand sanitizer gel 1000 mL, 6/cs", 8, 8, "CS", "71.40"),
        ("WP-6604", "Disinfecting wipes canister 160 ct, 6/cs", 12, 12, "CS", "49.95"),
        ("UT-7750", "Janitorial cart with vinyl bag", 1, 0, "EA", "219.00"),
        ("MP-0912", 'Microfiber flat mop pad 18", 12/pk', 6, 6, "PK", "27.60"),
        ("MP-0930", "Microfiber cloth 16x16 blue, 24/pk", 5, 5, "PK", "18.90"),
        ("DS-2207", "Dish machine detergent, 2x2.5 gal", 4, 4, "CS", "96.30"),
        ("DS-2215", "Rinse aid, 2x2.5 gal", 2, 2, "CS", "84.10"),
        ("FS-4402", "Foam hinged container 9x9, 200/cs", 10, 10, "CS", "42.75"),
    ]
    lines2 = [
        ("FS-4418", "Portion cup 2 oz with lid, 2500/cs", 3, 3, "CS", "58.30"),
        ("FS-4431", "Dinner napkin 15x17 white, 3000/cs", 6, 6, "CS", "39.45"),
        ("AP-1102", "Disposable poly apron, 1000/cs", 4, 4, "CS", "31.60"),
        ("UT-7720", "Wet floor sign, yellow", 4, 4, "EA", "14.95"),
        ("UT-7736", "Lobby dust pan with broom set", 2, 2, "EA", "32.50"),
        ("OD-0104", "Air freshener aerosol, 12x10 oz", 3, 3, "CS", "47.20"),
        ("BT-8801", "AAA alkaline batteries, 24/pk", 2, 2, "PK", "21.80"),
        ("PT-2290", "Centerpull towel 6x600 white", 8, 8, "CS", "46.10"),
        ("TR-5500", "Trash can 32 gal gray with lid", 2, 2, "EA", "38.90"),
    ]

    def draw(ln):
        item, desc, o, sh, uom, price = ln
        e = ext(sh, price)
        return e, s.row(
            [
                (x, t, a)
                for (x, a), t in zip(
                    cols,
                    [item, desc, str(o), str(sh), str(o - sh), uom, US(D(price)), US(e), "T"],
                    strict=True,
                )
            ],
            size=7.6,
            lead=12.4,
        )

    p1 = tot(draw(ln)[0] for ln in lines1)
    s.rule()
    q_p1 = s.row([(330, "Page 1 subtotal (continued on page 2)"), (540, usd(p1), "r")], size=7.8, bold=True)
    s.skip(10)
    s.para(
        "NOTICE OF ASSIGNMENT: This invoice has been sold and assigned to, and is payable only to, "
        "Harborline "
        "Commercial Finance, LLC at the remit-to address above. Payment to any other party does not "
        "discharge "
        "the debt. Back-ordered items (B/O) will ship and be invoiced separately.",
        7.2,
    )
    # ---- page 2
    s.new_page()
    header(2)
    s.row(
        [
            (
                40,
                "Invoice No. 0417736 · Invoice Date 11/04/2026 · Sold To: Bayside Senior Living of Hampton, "
                "LLC",
            )
        ],
        size=7.6,
    )
    s.skip(8)
    head()
    p2 = []
    q_p2 = []
    for ln in lines2:
        e, q = draw(ln)
        p2.append(e)
        q_p2.append(q)
    s.rule()
    merch = p1 + tot(p2)
    fuel = pct(merch, D("3.5"))
    deliv = D("35.00")
    sub = merch + fuel + deliv
    tax = pct(merch, 7)
    total = sub + tax
    cm = D("186.40")
    due = total - cm
    s.skip(8)
    s.x = 330
    q_merch = s.kv("Merchandise Total", usd(merch))
    q_fuel = s.kv("Fuel Surcharge 3.5%", US(fuel))
    q_del = s.kv("Delivery - scheduled route", US(deliv))
    q_sub = s.kv("Subtotal", usd(sub), bold=True)
    s.kv("Taxable Amount", US(merch))
    q_tax = s.kv("Sales Tax 7.000% (Hampton, VA)", US(tax))
    s.rule()
    q_total = s.kv("Invoice Total", usd(total), bold=True)
    q_cm = s.kv("Less: Credit Memo CM-20931 dated 10/21/2026", "-" + US(cm))
    s.rule()
    q_due = s.kv("AMOUNT DUE", usd(due), bold=True, size=10)
    s.x = 40
    s.skip(12)
    s.para(
        "Terms Net 30 from invoice date. A finance charge of 1.5% per month applies to balances past due. "
        "All amounts in U.S. dollars. Claims for shortages must be made within 5 days of delivery. "
        "Fuel surcharge and delivery are not subject to Virginia sales tax when separately stated.",
        7.4,
    )
    same(11172.85, p1, "p1")
    same(1294.60, tot(p2), "p2")
    same(12467.45, merch, "merch")
    same(436.36, fuel, "fuel")
    same(12938.81, sub, "sub")
    same(872.72, tax, "tax")
    same(13811.53, total, "total")
    same(13625.13, due, "due")
    fields = {
        "invoice_number": F("0417736", 1, q_info),
        "invoice_date": F("2026-11-04", 1, q_info),
        "due_date": F("2026-12-04", 1, q_info),
        "vendor_name": F(vendor, 1, q_vendor),
        "bill_to": F("Bayside Senior Living of Hampton, LLC", 1, q_bill),
        "currency": F("USD", 2, q_total),
        "subtotal": F(12938.81, 2, q_sub),
        "tax": F(872.72, 2, q_tax),
        "total": F(13811.53, 2, q_total),
        "amount_due": F(13625.13, 2, q_due),
    }
    notes = (
        "Two-page US supply invoice (mm/dd/yyyy). vendor_name is the seller in the letterhead, not the "
        "factoring company of the REMIT TO block to which the invoice is assigned. bill_to is the SOLD TO "
        "party, not the SHIP TO facility. The info strip gives Invoice No., Invoice Date and Due Date (order "
        "and ship dates are distractors). Page 1 ends with a page subtotal; page 2 adds its lines to the "
        "Merchandise Total (sum). One line is back-ordered with a zero extension. subtotal is 'Subtotal' "
        "(merchandise + fuel surcharge + delivery; sum), tax the 7 % sales tax on the merchandise only, "
        "total 'Invoice Total'; a credit memo is deducted to AMOUNT DUE (amount_due; sum). No field is null."
    )
    sums = [
        SUM(
            "Page 1 subtotal + page 2 lines = Merchandise Total",
            [(1, T("Page 1 subtotal", 11172.85, 1, q_p1))]
            + [
                (1, T(f"page 2 line {i + 1}", float(e), 2, q))
                for i, (e, q) in enumerate(zip(p2, q_p2, strict=True))
            ],
            T("Merchandise Total", 12467.45, 2, q_merch),
        ),
        SUM(
            "Merchandise + fuel + delivery = Subtotal",
            [
                (1, T("Merchandise Total", 12467.45, 2, q_merch)),
                (1, T("Fuel Surcharge", 436.36, 2, q_fuel)),
                (1, T("Delivery", 35.00, 2, q_del)),
            ],
            "subtotal",
        ),
        SUM(
            "Invoice Total - credit memo = Amount Due",
            [(1, "total"), (-1, T("Credit Memo CM-20931", 186.40, 2, q_cm))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ==================== 6 New Zealand tax invoice, GST-inclusive prices, GST as a rate only, deposit
@doc("b20_inv_nz_gst_inclusive_rate_only", "invoice", "Kōwhai Bay Electrical tax invoice INV-3092")
def inv_nz():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=54, xr=541, top=64, size=8.6)
    q_vendor = s.t("Kōwhai Bay Electrical Ltd", 15, True)
    s.t("Registered electrical contractor · Residential & light commercial", 7.6, color=GREY)
    s.t("PO Box 2207, Richmond 7050 · 03 555 0466 · GST No. 118-402-755", 7.6, color=GREY)
    s.skip(12)
    s.t("TAX INVOICE", 13, True)
    s.skip(4)
    s.row([(54, "Invoice to"), (330, "Invoice number"), (450, "INV-3092")], bold=False)
    q_bill = s.row([(54, "Sophie Ngata"), (330, "Invoice date"), (450, "14/08/2026")], bold=False)
    s.row([(54, "14 Karaka Heights Road"), (330, "Job number"), (450, "J-1187")])
    s.row([(54, "Stoke, Nelson 7011"), (330, "Job date"), (450, "11/08/2026")])
    s.row([(330, "Your quote"), (450, "Q-0612")])
    s.skip(4)
    s.t("Job site: 9 Rimu Lane, Māpua (rental property) – replace switchboard RCDs, install downlights", 8.2)
    s.skip(8)
    head_row(s, [(54, "Description"), (370, "Qty", "r"), (450, "Unit price", "r"), (541, "Amount", "r")])
    rows = [
        ("Call-out fee (weekday, business hours)", "1", "95.00"),
        ("Labour – registered electrician (hrs)", "3.5", "98.00"),
        ("Labour – apprentice (hrs)", "3.5", "52.00"),
        ("RCD protected switchboard upgrade kit", "1", "187.50"),
        ("LED downlight 10 W dimmable, warm white", "4", "29.00"),
        ("Sundries (cable, connectors, fixings)", "1", "16.50"),
    ]
    total = D(0)
    for name, qty, price in rows:
        e = ext(qty, price)
        total += e
        s.row([(54, name), (370, qty, "r"), (450, US(D(price)), "r"), (541, US(e), "r")])
    s.rule()
    s.skip(4)
    dep = D("235.00")
    bal = total - dep
    s.x = 300
    q_total = s.kv("Total (GST inclusive)", "$" + US(total), bold=True)
    q_dep = s.kv("Less deposit paid 11/08/2026", "-$" + US(dep))
    q_bal = s.kv("Balance due", "$" + US(bal), bold=True, size=10.5)
    s.x = 54
    s.skip(8)
    q_rate = s.t("All prices shown include GST at 15%.", 8.4, True)
    q_cur = s.t("All amounts are in New Zealand dollars (NZD).", 8.4)
    s.t("Our quote Q-0612 of 04/08/2026 was $880.00 incl. GST; two extra downlights were added on site.", 8.4)
    s.skip(8)
    s.t("Payment terms: due on the 20th of the month following the invoice date.", 8.4)
    s.t("Bank: 00-0912-0334187-00 · Reference: INV-3092", 8.4)
    s.t("Electrical Certificate of Compliance CoC-26-4471 issued for this work.", 8.4)
    same(940.00, total, "total")
    same(705.00, bal, "bal")
    fields = {
        "invoice_number": F("INV-3092", 1, "Invoice number INV-3092"),
        "invoice_date": F("2026-08-14", 1, "Invoice date 14/08/2026"),
        "due_date": NULL(),
        "vendor_name": F("Kōwhai Bay Electrical Ltd", 1, q_vendor),
        "bill_to": F("Sophie Ngata", 1, q_bill),
        "currency": F("NZD", 1, q_cur),
        "subtotal": NULL(),
        "tax": NULL(),
        "total": F(940.00, 1, q_total),
        "amount_due": F(705.00, 1, q_bal),
    }
    notes = (
        "New Zealand tax invoice (dd/mm/yyyy) to a private person; the job site is a different property. "
        "Prices include GST and the invoice prints GST only as a rate ('" + q_rate + "'), so tax is null, "
        "and subtotal is null because no GST-exclusive total is printed. total is 'Total (GST inclusive)', "
        "not the superseded quote of $880.00; the deposit is deducted to 'Balance due' (amount_due; sum). "
        "due_date is null: only the terms 'due on the 20th of the month following the invoice date' are "
        "printed, no date. Currency is named as New Zealand dollars."
    )
    sums = [
        SUM(
            "Total - deposit = Balance due",
            [(1, "total"), (-1, T("deposit paid", 235.00, 1, q_dep))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ==================== 7 Czech faktura - daňový doklad: sleva, doprava, DPH 21 %, záloha, konečný příjemce
@doc("b20_inv_cz_faktura_sleva_zaloha", "invoice", "Kovovýroba Dostál & Hanák faktura FV2026-0193")
def inv_cz():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=56, size=8.2)
    s.row([(46, "FAKTURA – DAŇOVÝ DOKLAD"), (549, "č. FV2026-0193", "r")], size=13, bold=True, lead=18)
    s.rule()
    s.skip(4)
    s.row([(46, "Dodavatel"), (310, "Odběratel")], size=7.4, bold=True)
    q_vendor = s.row(
        [(46, "Kovovýroba Dostál & Hanák s.r.o."), (310, "Bytové družstvo Pod Hradbami")], bold=True, size=9
    )
    s.row([(46, "Průmyslová 1184/6"), (310, "Ostrožná 212/15")])
    s.row([(46, "747 05 Opava"), (310, "746 01 Opava")])
    s.row([(46, "IČO: 27841192   DIČ: CZ27841192"), (310, "IČO: 00541826   DIČ: CZ00541826")])
    s.row(
        [
            (46, "Zapsáno v OR u KS v Ostravě, oddíl C, vložka 30917"),
            (310, "Konečný příjemce / místo dodání:"),
        ],
        size=7.4,
    )
    s.row([(46, "Bankovní spojení: 2400417730/2010"), (310, "Bytový dům Krnovská 27, 746 01 Opava")])
    s.skip(6)
    info = [
        (46, 146, "Datum vystavení", "06.05.2026"),
        (146, 266, "Datum zdan. plnění (DUZP)", "29.04.2026"),
        (266, 366, "Datum splatnosti", "20.05.2026"),
        (366, 456, "Variabilní symbol", "20260193"),
        (456, 549, "Forma úhrady", "převodem"),
    ]
    q_info = strip(s, info, h=25)
    s.t("Fakturujeme Vám dle smlouvy o dílo č. SOD 07/2026 ze dne 16.02.2026:", 8.2)
    s.skip(4)
    head_row(
        s,
        [
            (46, "Označení dodávky"),
            (350, "Množství", "r"),
            (356, "J."),
            (450, "Cena za MJ", "r"),
            (549, "Celkem", "r"),
        ],
    )
    rows = [
        ("Zábradlí balkonové, ocel žárově zinkovaná, RAL 7016", "42.5", "bm", "3480.00"),
        ("Vstupní branka 1000 x 1500 mm vč. zámku", "2", "ks", "12650.00"),
        ("Madla schodišťová nerez Ø 42 mm", "36", "bm", "1120.00"),
        ("Montáž na stavbě", "64", "hod", "545.00"),
    ]
    items = D(0)
    for name, qty, unit, price in rows:
        e = ext(qty, price)
        items += e
        s.row(
            [
                (46, name),
                (350, qty.replace(".", ","), "r"),
                (356, unit),
                (450, SP(D(price)), "r"),
                (549, SP(e), "r"),
            ]
        )
    s.rule()
    sleva = pct(items, 5)
    doprava = D("3150.00")
    zaklad = items - sleva + doprava
    dph = pct(zaklad, 21)
    celkem = zaklad + dph
    zaloha = D("100000.00")
    zbyva = celkem - zaloha
    s.x = 300
    q_items = s.kv("Součet položek", SP(items))
    q_sleva = s.kv("Sleva 5 % z položek", "-" + SP(sleva))
    q_doprava = s.kv("Doprava", SP(doprava))
    s.x = 46
    s.skip(6)
    s.t("Rekapitulace DPH v Kč", 8.2, True)
    rx = [(46, "l"), (250, "r"), (370, "r"), (480, "r")]
    s.row(
        [(x, t, a) for (x, a), t in zip(rx, ["Sazba", "Základ", "Výše DPH", "Celkem"], strict=True)],
        size=7.4,
        bold=True,
    )
    q_rek = s.row([(46, "21 %"), (250, SP(zaklad), "r"), (370, SP(dph), "r"), (480, SP(celkem), "r")])
    s.skip(6)
    s.x = 300
    q_celkem = s.kv("Celkem s DPH", SP(celkem) + " Kč", bold=True)
    q_zal = s.kv("Zaplaceno zálohou (ZL 2026-041)", "-" + SP(zaloha) + " Kč")
    s.rule()
    q_zbyva = s.kv("Celkem k úhradě", SP(zbyva) + " Kč", bold=True, size=10.5)
    s.x = 46
    s.skip(10)
    s.t("Částky jsou uvedeny v CZK. Při prodlení s úhradou účtujeme smluvní pokutu 0,05 % denně.", 7.8)
    s.skip(24)
    s.row([(46, "Vystavil: Ing. Radek Hanák"), (360, "Převzal:")], size=8)
    same(248400.00, items, "items")
    same(12420.00, sleva, "sleva")
    same(239130.00, zaklad, "zaklad")
    same(50217.30, dph, "dph")
    same(289347.30, celkem, "celkem")
    same(189347.30, zbyva, "zbyva")
    fields = {
        "invoice_number": F("FV2026-0193", 1, "FAKTURA – DAŇOVÝ DOKLAD č. FV2026-0193"),
        "invoice_date": F("2026-05-06", 1, q_info),
        "due_date": F("2026-05-20", 1, q_info),
        "vendor_name": F("Kovovýroba Dostál & Hanák s.r.o.", 1, q_vendor),
        "bill_to": F("Bytové družstvo Pod Hradbami", 1, q_vendor),
        "currency": F("CZK", 1, q_celkem),
        "subtotal": F(239130.00, 1, q_rek),
        "tax": F(50217.30, 1, q_rek),
        "total": F(289347.30, 1, q_celkem),
        "amount_due": F(189347.30, 1, q_zbyva),
    }
    notes = (
        "Czech faktura - daňový doklad (CZK, '289 347,30 Kč', dd.mm.yyyy). bill_to is the Odběratel (the "
        "housing cooperative), not the Konečný příjemce / místo dodání. invoice_date is the Datum vystavení, "
        "not the DUZP (tax point) or the contract date; due_date is the Datum splatnosti; the variabilní "
        "symbol is a payment reference, not the invoice number. subtotal is the 21 % Základ of the VAT "
        "recap (items less the 5 % sleva plus doprava; sum), tax the Výše DPH, total 'Celkem s DPH'. The "
        "advance paid is deducted to 'Celkem k úhradě' (amount_due; sum). No field is null."
    )
    sums = [
        SUM(
            "Součet položek - sleva + doprava = Základ",
            [
                (1, T("Součet položek", 248400.00, 1, q_items)),
                (-1, T("Sleva 5 %", 12420.00, 1, q_sleva)),
                (1, T("Doprava", 3150.00, 1, q_doprava)),
            ],
            "subtotal",
        ),
        SUM(
            "Celkem s DPH - záloha = Celkem k úhradě",
            [(1, "total"), (-1, T("Zaplaceno zálohou", 100000.00, 1, q_zal))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ==================== 8 Portuguese fatura: line discounts, portes, IVA 23 % and 6 % summary, ATCUD
@doc("b20_inv_pt_fatura_descontos_duas_taxas", "invoice", "Serra do Leirão fatura FT 2026A/1187")
def inv_pt():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=56, size=8)
    q_vendor = s.row(
        [(44, "Sociedade Vinícola Serra do Leirão, Lda."), (551, "FATURA FT 2026A/1187", "r")],
        size=12.5,
        bold=True,
        lead=16,
    )
    s.row([(44, "Quinta da Lapa Velha, 5130-411 Ervedosa do Douro"), (551, "Original", "r")], size=7.8)
    s.row([(44, "NIF 514 208 377 · Capital social 50.000,00 €")], size=7.4)
    s.skip(10)
    y0 = s.y
    s.row([(320, "Exmo.(s) Sr.(s)")], size=7.2)
    q_bill = s.row([(320, "Tasca do Arco Pequeno, Lda.")], bold=True, size=9)
    s.row([(320, "Rua da Prata 204, 1.º")])
    s.row([(320, "1100-417 Lisboa")])
    s.row([(320, "NIF 516 330 942")])
    p.rect(314, y0 - 11, 551, s.y - 8, 0.5)
    s.skip(6)
    info = [
        (44, 134, "Data de emissão", "05-11-2026"),
        (134, 224, "Data de vencimento", "05-12-2026"),
        (224, 314, "Cond. pagamento", "30 dias"),
        (314, 404, "N.º cliente", "C-2209"),
        (404, 551, "Guia de remessa", "GR 2026/880 de 31-10-2026"),
    ]
    q_info = strip(s, info, h=25)
    s.t(
        "Local de carga: Quinta da Lapa Velha · Local de descarga: Tasca do Arco Pequeno – Cais do Sodré, "
        "Rua Nova do Carvalho 31, Lisboa",
        7.2,
    )
    s.skip(6)
    head_row(
        s,
        [
            (44, "Artigo"),
            (92, "Descrição"),
            (318, "Qtd.", "r"),
            (324, "Un."),
            (392, "Preço unit.", "r"),
            (428, "Desc.", "r"),
            (462, "IVA", "r"),
            (551, "Valor", "r"),
        ],
        size=7.2,
    )
    rows = [
        ("VT-22R", "Vinho Tinto Reserva Douro 2022 75 cl", "36", "gf", "11.40", 5, 23),
        ("VB-25A", "Vinho Branco Alvarinho 2025 75 cl", "48", "gf", "8.95", 5, 23),
        ("ES-BB", "Espumante Bruto Bairrada 75 cl", "24", "gf", "9.80", 5, 23),
        ("AZ-5L", "Azeite Virgem Extra 5 L", "12", "un", "41.50", 0, 6),
        ("AZ-075", "Azeite Virgem Extra 0,75 L", "60", "un", "7.35", 0, 6),
        ("PORTES", "Portes de envio (palete)", "1", "un", "38.00", 0, 23),
    ]
    gross = D(0)
    disc = D(0)
    base = {23: D(0), 6: D(0)}
    for code, name, qty, unit, price, dpct, rate in rows:
        g = ext(qty, price)
        d = pct(g, dpct)
        gross += g
        disc += d
        base[rate] += g - d
        s.row(
            [
                (44, code),
                (92, name),
                (318, qty, "r"),
                (324, unit),
                (392, EU(D(price)), "r"),
                (428, f"{dpct}%" if dpct else "", "r"),
                (462, f"{rate}%", "r"),
                (551, EU(g - d), "r"),
            ],
            size=7.6,
        )
    s.rule()
    s.skip(6)
    iva = {r: pct(base[r], r) for r in base}
    sub = tot(base.values())
    tax = tot(iva.values())
    total = sub + tax
    y_tab = s.y
    s.row([(44, "Quadro resumo do IVA")], size=7.6, bold=True)
    s.row([(44, "Taxa"), (170, "Incidência", "r"), (250, "Valor IVA", "r")], size=7.2, bold=True)
    q_iva = {}
    for r in (6, 23):
        q_iva[r] = s.row([(44, f"IVA {r}%"), (170, EU(base[r]), "r"), (250, EU(iva[r]), "r")], size=7.8)
    s.row([(44, "Total"), (170, EU(sub), "r"), (250, EU(tax), "r")], size=7.8, bold=True)
    s.y = y_tab
    s.x = 330
    q_gross = s.kv("Total ilíquido", EU(gross) + " €")
    q_disc = s.kv("Total descontos", "-" + EU(disc) + " €")
    q_sub = s.kv("Total sem IVA", EU(sub) + " €")
    q_tax = s.kv("Total IVA", EU(tax) + " €")
    s.rule()
    q_total = s.kv("Total (EUR)", EU(total) + " €", bold=True, size=10.5)
    s.x = 44
    s.skip(16)
    s.t("Os bens foram colocados à disposição do adquirente em 31-10-2026.", 7.6)
    s.t("Pagamento por transferência: IBAN PT50 0000 0417 2209 8831 4402 7 · Ref. FT 2026A/1187", 7.6)
    s.skip(10)
    s.t("ATCUD: JJ4K7MZ2-1187 · Hg7Q-Processado por programa certificado n.º 2417/AT", 6.8, color=GREY)
    same(2052.20, gross, "gross")
    same(53.76, disc, "disc")
    same(1059.44, base[23], "base 23")
    same(939.00, base[6], "base 6")
    same(243.67, iva[23], "iva 23")
    same(56.34, iva[6], "iva 6")
    same(1998.44, sub, "sub")
    same(300.01, tax, "tax")
    same(2298.45, total, "total")
    fields = {
        "invoice_number": F("FT 2026A/1187", 1, q_vendor),
        "invoice_date": F("2026-11-05", 1, q_info),
        "due_date": F("2026-12-05", 1, q_info),
        "vendor_name": F("Sociedade Vinícola Serra do Leirão, Lda.", 1, q_vendor),
        "bill_to": F("Tasca do Arco Pequeno, Lda.", 1, q_bill),
        "currency": F("EUR", 1, q_total),
        "subtotal": F(1998.44, 1, q_sub),
        "tax": F(300.01, 1, q_tax),
        "total": F(2298.45, 1, q_total),
        "amount_due": NULL(),
    }
    notes = (
        "Portuguese fatura (EUR, '2.298,45 €', dd-mm-yyyy). invoice_number is the FT series number (not the "
        "ATCUD code nor the guia de remessa); invoice_date is the Data de emissão, not the guia date or the "
        "date the goods were made available; due_date is the Data de vencimento. bill_to is the customer "
        "company, not the Local de descarga (a different outlet). subtotal is 'Total sem IVA' (Total "
        "ilíquido "
        "less line discounts, shipping included; sum), tax 'Total IVA' (6 % + 23 % summary; sum), total "
        "'Total (EUR)'. amount_due is null: no amount separate from the total is printed."
    )
    sums = [
        SUM(
            "Total ilíquido - descontos = Total sem IVA",
            [
                (1, T("Total ilíquido", 2052.20, 1, q_gross)),
                (-1, T("Total descontos", 53.76, 1, q_disc)),
            ],
            "subtotal",
        ),
        SUM(
            "IVA 6 % + IVA 23 % = Total IVA",
            [(1, T("IVA 6%", 56.34, 1, q_iva[6])), (1, T("IVA 23%", 243.67, 1, q_iva[23]))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ==================== 9 Irish credit note with bracketed amounts against an earlier invoice
@doc("b20_inv_ie_credit_note_brackets", "invoice", "Slievemore Office Interiors credit note CN-04417")
def inv_ie():
    p = Pdf(**A4)
    s = Sheet(p, x=60, xr=535, top=70, size=8.8)
    q_vendor = s.t("Slievemore Office Interiors Ltd", 16, True, x=535, align="r")
    s.t("Unit 9, Ballybrit Business Park, Galway H91 K2TE", 7.8, x=535, align="r", color=GREY)
    s.t("VAT No. IE 3318027PH · CRO 602217", 7.8, x=535, align="r", color=GREY)
    s.skip(18)
    s.t("CREDIT NOTE", 18, True)
    s.skip(6)
    s.row([(60, "Credit to:")], size=7.6)
    q_bill = s.row([(60, "Corrib Analytics DAC"), (330, "Credit note no."), (440, "CN-04417")], bold=True)
    s.row([(60, "Finance Department"), (330, "Date"), (440, "12 March 2026")])
    s.row([(60, "3rd Floor, Eyre Wharf"), (330, "Account"), (440, "CORR01")])
    s.row([(60, "Galway H91 X6E2"), (330, "Your ref."), (440, "PO 7781-F")])
    s.skip(10)
    q_ref = s.t("Relates to invoice INV-28815 dated 20 February 2026 (invoice total €11,418.40).", 8.6)
    s.t("Reason: return of surplus chairs and desk frames; delivery charge refunded.", 8.6)
    s.skip(8)
    head_row(s, [(60, "Description"), (360, "Qty", "r"), (440, "Unit price", "r"), (535, "Amount €", "r")])
    rows = [
        ("Returned: ergonomic task chair, mesh back, black", 6, "289.00"),
        ("Returned: sit-stand desk frame 1600, white", 2, "615.00"),
        ("Refund: delivery charge on INV-28815", 1, "95.00"),
    ]
    net = D(0)
    for name, qty, price in rows:
        e = ext(qty, price)
        net += e
        s.row([(60, name), (360, str(qty), "r"), (440, US(D(price)), "r"), (535, f"({US(e)})", "r")])
    s.rule()
    vat = pct(net, 23)
    total = net + vat
    s.skip(4)
    s.x = 320
    q_net = s.kv("Net credit", f"({US(net)})")
    q_vat = s.kv("VAT @ 23%", f"({US(vat)})")
    s.rule()
    q_total = s.kv("Total credit EUR", f"({US(total)})", bold=True, size=10.5)
    s.x = 60
    s.skip(14)
    s.para(
        "Amounts in brackets are credits to your account. This credit note will be offset against your next "
        "invoice; no payment is required. Please quote CN-04417 in any correspondence.",
        8.2,
    )
    same(3059.00, net, "net")
    same(703.57, vat, "vat")
    same(3762.57, total, "total")
    fields = {
        "invoice_number": F("CN-04417", 1, "Credit note no. CN-04417"),
        "invoice_date": F("2026-03-12", 1, "Date 12 March 2026"),
        "due_date": NULL(),
        "vendor_name": F("Slievemore Office Interiors Ltd", 1, q_vendor),
        "bill_to": F("Corrib Analytics DAC", 1, q_bill),
        "currency": F("EUR", 1, q_total),
        "subtotal": F(-3059.00, 1, q_net),
        "tax": F(-703.57, 1, q_vat),
        "total": F(-3762.57, 1, q_total),
        "amount_due": NULL(),
    }
    notes = (
        "Irish credit note (EUR) with every amount in brackets, so subtotal (Net credit), tax (VAT @ 23%) "
        "and total ('Total credit EUR') are negative. invoice_number and invoice_date are the credit note's "
        "own, not those of the related invoice INV-28815 (whose total of €11,418.40 is a distractor: '"
        + q_ref
        + "'). due_date is null: no due date is printed (the credit is offset, no payment required). "
        "amount_due is null: no balance separate from the total credit is printed."
    )
    return p, fields, notes, []


# ==================== 10 Singapore catering tax invoice: service charge before GST 9 %, deposit
@doc(
    "b20_inv_sg_catering_service_charge_deposit",
    "invoice",
    "Tanjong Rhu Banquet Kitchen tax invoice TRB-26-0931",
)
def inv_sg():
    p = Pdf(**A4)
    s = Sheet(p, x=48, xr=547, top=60, size=8.4)
    q_vendor = s.t("Tanjong Rhu Banquet Kitchen Pte. Ltd.", 14, True)
    s.t("Event catering · Corporate buffets · Live stations", 7.6, color=GREY)
    s.t(
        "18 Kallang Pudding Lane #04-11, Singapore 349318 · UEN 201733418K · GST Reg. No. M90-3418771-K",
        7.4,
        color=GREY,
    )
    s.skip(12)
    s.t("TAX INVOICE", 13, True, x=547, align="r")
    s.skip(2)
    y0 = s.y
    s.row([(52, "Bill To")], size=7.2, bold=True)
    q_bill = s.row(
        [(52, "Meridian Orbital Systems Pte. Ltd."), (330, "Invoice No.:"), (430, "TRB-26-0931")], bold=True
    )
    s.row([(52, "Attn: Ms Wong Hui Min, Office Manager"), (330, "Invoice Date:"), (430, "29/09/2026")])
    s.row([(52, "2 Tuas Seaview Crescent #07-02"), (330, "Event Date:"), (430, "26/09/2026")])
    s.row([(52, "Singapore 637991"), (330, "Payment Due:"), (430, "14/10/2026")])
    s.row([(330, "Confirmation:"), (430, "EO-4471 (12/08/2026)")])
    p.rect(44, y0 - 11, 547, s.y - 8, 0.5)
    s.skip(4)
    s.t(
        "Event: Annual partners' conference, 140 pax · Venue: Level 5 Function Hall, 9 Jurong Lake Link, "
        "Singapore 609114",
        7.8,
    )
    s.skip(6)
    head_row(
        s, [(48, "Description"), (360, "Qty", "r"), (450, "Unit Price (S$)", "r"), (547, "Amount (S$)", "r")]
    )
    rows = [
        ("International buffet lunch (Menu B)", "140", "38.00", True),
        ("Coffee and tea break, 2 sessions (pax x sessions)", "280", "9.50", True),
        ("Live station: laksa with condiments", "1", "680.00", True),
        ("Service staff, 4 pax x 6 hours (man-hours)", "24", "28.00", False),
        ("Equipment: chafing dishes, linen, skirting", "1", "420.00", False),
    ]
    lines_total = D(0)
    fnb = D(0)
    for name, qty, price, sc in rows:
        e = ext(qty, price)
        lines_total += e
        if sc:
            fnb += e
        s.row(
            [(48, name + (" *" if sc else "")), (360, qty, "r"), (450, US(D(price)), "r"), (547, US(e), "r")]
        )
    s.rule()
    svc = pct(fnb, 10)
    before = lines_total + svc
    gst = pct(before, 9)
    total = before + gst
    dep = D("3000.00")
    bal = total - dep
    s.skip(4)
    s.x = 300
    q_lines = s.kv("Sub-total", US(lines_total))
    q_svc = s.kv("Service charge 10% (on items marked *)", US(svc))
    q_before = s.kv("Total before GST", US(before), bold=True)
    q_gst = s.kv("GST 9%", US(gst))
    s.rule()
    q_total = s.kv("Total incl. GST (S$)", US(total), bold=True)
    q_dep = s.kv("Less: deposit received 12/08/2026", "(" + US(dep) + ")")
    s.rule()
    q_bal = s.kv("Balance payable (S$)", US(bal), bold=True, size=10.5)
    s.x = 48
    s.skip(12)
    s.t("All amounts are in Singapore dollars. Payment by PayNow (UEN 201733418K) or bank transfer.", 7.8)
    s.t("Cancellations within 7 days of the event are charged in full. Thank you for your business!", 7.8)
    same(9752.00, lines_total, "lines")
    same(8660.00, fnb, "fnb")
    same(866.00, svc, "svc")
    same(10618.00, before, "before")
    same(955.62, gst, "gst")
    same(11573.62, total, "total")
    same(8573.62, bal, "bal")
    fields = {
        "invoice_number": F("TRB-26-0931", 1, "Invoice No.: TRB-26-0931"),
        "invoice_date": F("2026-09-29", 1, "Invoice Date: 29/09/2026"),
        "due_date": F("2026-10-14", 1, "Payment Due: 14/10/2026"),
        "vendor_name": F("Tanjong Rhu Banquet Kitchen Pte. Ltd.", 1, q_vendor),
        "bill_to": F("Meridian Orbital Systems Pte. Ltd.", 1, q_bill),
        "currency": F("SGD", 1, q_total),
        "subtotal": F(10618.00, 1, q_before),
        "tax": F(955.62, 1, q_gst),
        "total": F(11573.62, 1, q_total),
        "amount_due": F(8573.62, 1, q_bal),
    }
    notes = (
        "Singapore catering tax invoice (S$, dd/mm/yyyy). bill_to is the company (its attention contact and "
        "the event venue are distractors). invoice_date is the Invoice Date, not the event or confirmation "
        "dates; due_date is 'Payment Due'. subtotal is 'Total before GST' (the line Sub-total plus the 10 % "
        "service charge; sum), not 'Sub-total'; tax is GST 9 %; total 'Total incl. GST (S$)'; the bracketed "
        "deposit is deducted to 'Balance payable' (amount_due; sum). No field is null."
    )
    sums = [
        SUM(
            "Sub-total + service charge = Total before GST",
            [(1, T("Sub-total", 9752.00, 1, q_lines)), (1, T("Service charge", 866.00, 1, q_svc))],
            "subtotal",
        ),
        SUM(
            "Total incl. GST - deposit = Balance payable",
            [(1, "total"), (-1, T("deposit received", 3000.00, 1, q_dep))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


def yen(x):
    return "¥" + US(x, 0)


# ==================== 11 Japanese 請求書 (two pages): carried balance, 8 % / 10 % consumption tax
@doc("b20_inv_jp_seikyusho_kurikoshi", "invoice", "株式会社みなと青果 請求書 MS-2609-0147")
def inv_jp():
    p = Pdf(face="jp", **A4)
    s = Sheet(p, x=50, xr=545, top=62, size=9)
    s.row([(545, "請求日 2026/09/20", "r")], size=8.6)
    s.row([(545, "請求書番号 MS-2609-0147", "r")], size=8.6)
    s.skip(4)
    s.t("請 求 書", 20, True, x=297.5, align="c")
    s.skip(10)
    q_bill = s.row([(50, "有限会社ひまわり食堂 御中")], size=12, lead=16)
    p.hline(s.y - 12, 50, 260, 0.6)
    q_bill += " " + s.row([(50, "〒950-0087 新潟県新潟市中央区東大通2丁目4-11")], size=8)
    y_v = s.y
    s.y = y_v - 40
    q_vendor = s.row([(330, "株式会社みなと青果")], size=11, lead=15)
    q_vendor += " " + s.row([(330, "〒950-0047 新潟市中央区卸売市場通り8 市場棟B-12")], size=7.6, lead=11)
    s.row([(330, "TEL 025-555-0148  FAX 025-555-0149")], size=7.6, lead=11)
    s.row([(330, "登録番号 T5110001029384")], size=7.6, lead=11)
    s.y = max(s.y, y_v) + 10
    s.t("下記のとおりご請求申し上げます。（対象期間 2026/08/21〜2026/09/20 締め分）", 8.6)
    s.skip(8)
    prev = D(92418)
    paid = D(90000)
    carry = prev - paid
    items = [
        ("8/24", "キャベツ 10kg箱", "6", "箱", 1480, 8),
        ("8/28", "玉ねぎ 20kg", "4", "袋", 3150, 8),
        ("9/02", "トマト 4kg箱", "8", "箱", 2260, 8),
        ("9/05", "じゃがいも 10kg", "5", "箱", 1890, 8),
        ("9/09", "青ねぎ 1kg", "12", "束", 680, 8),
        ("9/12", "にんじん 10kg", "4", "箱", 1720, 8),
        ("9/16", "きゅうり 5kg", "6", "箱", 1540, 8),
        ("9/16", "発泡スチロール箱（返却不可）", "20", "個", 85, 10),
        ("9/20", "配送料（9月分）", "1", "式", 4400, 10),
    ]
    base = {8: D(0), 10: D(0)}
    for _, _, qty, _, price, rate in items:
        base[rate] += D(qty) * price
    ctax = {r: (base[r] * r / 100).quantize(D(1), rounding=ROUND_FLOOR) for r in base}
    sub = tot(base.values())
    tax = tot(ctax.values())
    total = sub + tax
    due = carry + total
    q_box = s.row([(60, "ご請求金額"), (300, yen(due) + "-", "r"), (330, "（税込）")], size=14, lead=20)
    p.rect(52, s.y - 40, 400, s.y - 12, 0.8)
    s.skip(6)
    cells = [
        (50, 132, "前回御請求額", yen(prev)),
        (132, 214, "御入金額", yen(paid)),
        (214, 296, "繰越金額", yen(carry)),
        (296, 378, "今回御買上額", yen(sub)),
        (378, 460, "消費税額", yen(tax)),
        (460, 545, "今回御請求額", yen(due)),
    ]
    q_strip = strip(s, cells, h=30, lsize=7.2, vsize=9.4)
    s.skip(4)
    q_due = s.t("お振込期限：2026/10/20", 10)
    s.t("お振込先：みなと信用金庫 本店営業部 普通預金 1234567 カ）ミナトセイカ", 8.6)
    s.t("※振込手数料は貴社にてご負担くださいますようお願い申し上げます。", 8)
    s.t("※明細は次ページをご参照ください。", 8)
    s.t("1 / 2", 7.6, x=297.5, align="c", color=GREY)
    # ---- page 2: 明細
    s.new_page()
    s.row([(50, "請求明細書（2026年9月分）"), (545, "請求書番号 MS-2609-0147", "r")], size=10, lead=16)
    s.row([(50, "有限会社ひまわり食堂 御中")], size=9)
    s.skip(8)
    cx = [(50, "l"), (100, "l"), (330, "r"), (346, "l"), (430, "r"), (510, "r"), (545, "r")]
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(cx, ["日付", "品名", "数量", "単位", "単価", "金額", "税率"], strict=True)
        ],
        size=8,
    )
    s.rule()
    for day, name, qty, unit, price, rate in items:
        mark = "※" if rate == 8 else ""
        s.row(
            [
                (x, t, a)
                for (x, a), t in zip(
                    cx,
                    [day, mark + name, qty, unit, US(price, 0), US(D(qty) * price, 0), f"{rate}%"],
                    strict=True,
                )
            ],
            size=8.4,
        )
    s.rule()
    s.skip(6)
    s.x = 300
    q_r8 = s.kv("8%対象 " + yen(base[8]) + " 消費税", yen(ctax[8]))
    q_r10 = s.kv("10%対象 " + yen(base[10]) + " 消費税", yen(ctax[10]))
    s.rule()
    q_sub = s.kv("小計（税抜）", yen(sub))
    q_tax = s.kv("消費税合計", yen(tax))
    q_total = s.kv("合計（税込）", yen(total), size=10.5)
    s.x = 50
    s.skip(8)
    s.t("※は軽減税率（8%）対象品目です。消費税は税率ごとに合計し端数を切り捨てています。", 8)
    s.t("2 / 2", 7.6, x=297.5, align="c", color=GREY)
    same(73290, base[8], "base 8")
    same(6100, base[10], "base 10")
    same(5863, ctax[8], "tax 8")
    same(610, ctax[10], "tax 10")
    same(79390, sub, "sub")
    same(6473, tax, "tax")
    same(85863, total, "total")
    same(2418, carry, "carry")
    same(88281, due, "due")
    fields = {
        "invoice_number": F("MS-2609-0147", 1, "請求書番号 MS-2609-0147"),
        "invoice_date": F("2026-09-20", 1, "請求日 2026/09/20"),
        "due_date": F("2026-10-20", 1, q_due),
        "vendor_name": F("株式会社みなと青果", 1, q_vendor),
        "bill_to": F("有限会社ひまわり食堂", 1, q_bill),
        "currency": F("JPY", 2, q_total),
        "subtotal": F(79390, 2, q_sub),
        "tax": F(6473, 2, q_tax),
        "total": F(85863, 2, q_total),
        "amount_due": F(88281, 1, q_box),
    }
    notes = (
        "Japanese monthly 請求書 (JPY, '¥85,863', yyyy/mm/dd) on two pages: page 1 is the "
        "cover with the carried-balance strip, page 2 the 明細. bill_to is the 御中 addressee "
        "(the restaurant company); vendor_name the issuing wholesaler (its 登録番号 is a "
        "registration number, not the invoice number). invoice_date is the 請求日, not the "
        "period 2026/08/21〜09/20; due_date is the お振込期限. subtotal is 小計（税抜）, tax "
        "消費税合計 (8 % + 10 %, each rounded down; sum), total 合計（税込） for this month's "
        "purchases. amount_due is ご請求金額 on page 1, which adds the 繰越金額 (previous "
        "bill less payment received; sums) to this month's total. No field is null."
    )
    t_carry = T("繰越金額", 2418, 1, q_strip)
    sums = [
        SUM(
            "前回御請求額 - 御入金額 = 繰越金額",
            [(1, T("前回御請求額", 92418, 1, q_strip)), (-1, T("御入金額", 90000, 1, q_strip))],
            t_carry,
        ),
        SUM("繰越金額 + 合計（税込） = ご請求金額", [(1, t_carry), (1, "total")], "amount_due"),
        SUM(
            "消費税 8 % + 10 % = 消費税合計",
            [(1, T("消費税 8%", 5863, 2, q_r8)), (1, T("消費税 10%", 610, 2, q_r10))],
            "tax",
        ),
    ]
    return p, fields, notes, sums
