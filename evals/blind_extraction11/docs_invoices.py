"""Invoice builders for blind_extraction11 (11 documents).  Every party, number,
address and date is invented.  Each builder draws its document, computes what it
prints and checks the hand-written label literals against that with same()."""

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from pdfkit import CH, EU, SP, US, Pdf, q

GREY = (0.35, 0.35, 0.35)
LIGHT = (0.6, 0.6, 0.6)
WHITE = (1, 1, 1)
TEAL = (0.0, 0.33, 0.36)
WINE = (0.45, 0.08, 0.16)
FOREST = (0.1, 0.3, 0.15)


def ext(*factors):
    """Product of the factors, rounded half-up to the cent (one line extension)."""
    v = D(1)
    for f in factors:
        v *= D(str(f))
    return q(v)


def pct(base, rate):
    """rate percent of base, rounded half-up to the cent."""
    return q(D(str(base)) * D(str(rate)) / D(100))


def ZA(x):
    """South African style: 1 234 567.89"""
    from pdfkit import fmt

    return fmt(x, " ", ".", 2)


def head(p, y, cols, x0, x1, size=7.8, g=0.88, color=(0, 0, 0), fill=None):
    """Header band with column titles; returns the first row baseline."""
    if fill is not None:
        p.rect(x0, y - size - 4, x1, y + 4, 0, fill=fill, color=None)
    elif g is not None:
        p.shade(x0, y - size - 4, x1, y + 4, g)
    for c in cols:
        p.text(c[0], y, c[1], size, True, align=c[2] if len(c) > 2 else "l", color=color)
    return y + size + 10


def block(p, x, y, lines, size=8.5, lead=None, bold_first=False, color=(0, 0, 0)):
    lead = lead or size * 1.32
    for i, s in enumerate(lines):
        p.text(x, y, s, size, bold_first and i == 0, color=color)
        y += lead
    return y


def kv(p, x, xv, y, pairs, size=8.4, lead=None, align="l", bold=True, color=GREY):
    lead = lead or size * 1.5
    for k, v in pairs:
        p.text(x, y, k, size, color=color)
        p.text(xv, y, v, size, bold, align=align)
        y += lead
    return y


def cells(p, y, items, h=24, lsize=6.4, vsize=8.6, shade=None):
    """Boxed cells, label above value; page text reads 'label value'."""
    for x0, x1, lab, val in items:
        if shade is not None:
            p.shade(x0, y, x1, y + h, shade)
        p.rect(x0, y, x1, y + h, 0.5)
        p.text(x0 + 4, y + lsize + 3, lab, lsize, color=GREY)
        if val:
            p.text(x0 + 4, y + h - 5, val, vsize, True)
    return y + h


def tot(p, xl, xr, y, rows, size=8.6, lead=None):
    lead = lead or size * 1.6
    for row in rows:
        k, v = row[0], row[1]
        b = row[2] if len(row) > 2 else False
        p.text(xl, y, k, size, b)
        p.text(xr, y, v, size, b, align="r")
        y += lead
    return y


# ---------------------------------------------------------------- 1 Czech faktura with deposit
@doc("b11_inv_cz_faktura_zaloha", "invoice", "Kovoobrábění Hrubeš s.r.o. faktura 2025110386")
def inv_cz():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.text(40, 56, "FAKTURA – DAŇOVÝ DOKLAD", 15, True, color=WINE)
    p.text(555, 56, "č. 2025110386", 13, True, align="r", color=WINE)
    p.hline(64, 40, 555, 1.2, WINE)
    # supplier / customer boxes
    p.text(40, 82, "Dodavatel", 7.5, True, color=GREY)
    block(
        p,
        40,
        96,
        [
            "Kovoobrábění Hrubeš s.r.o.",
            "Průmyslová 1184",
            "547 01 Náchod",
            "IČO: 27481936   DIČ: CZ27481936",
            "Zapsáno u KS v Hradci Králové, oddíl C, vložka 24418",
        ],
        8.4,
        bold_first=True,
    )
    p.rect(300, 72, 555, 150, 0.7)
    p.text(308, 84, "Odběratel", 7.5, True, color=GREY)
    block(
        p,
        308,
        98,
        ["Elektro Vyskočil a.s.", "Tovární 52", "779 00 Olomouc", "IČO: 25118804   DIČ: CZ25118804"],
        8.8,
        bold_first=True,
    )
    p.text(40, 172, "Konečný příjemce / místo dodání", 7.5, True, color=GREY)
    block(
        p,
        40,
        185,
        ["Montáže Pospíšil s.r.o.", "staveniště rozvodna Holešov", "Tovární 1720, 769 01 Holešov"],
        8.2,
    )
    kv(
        p,
        300,
        432,
        168,
        [
            ("Datum vystavení:", "14.11.2025"),
            ("Datum usk. zdan. plnění:", "12.11.2025"),
            ("Datum splatnosti:", "28.11.2025"),
            ("Forma úhrady:", "převodním příkazem"),
            ("Variabilní symbol:", "2025110386"),
            ("Objednávka č.:", "OBJ-25-0912 ze dne 20.10.2025"),
        ],
        8.2,
        12.6,
    )
    p.text(
        40,
        256,
        "Bankovní spojení: Komerční banka, a.s.   č. ú. 115-4471820297/0100   IBAN CZ65 0100 0001 1544 7182 "
        "0297",
        7.6,
    )
    y = p.wrap(
        40,
        276,
        515,
        "Fakturujeme Vám dodávku dílů dle Vaší objednávky OBJ-25-0912. Všechny částky jsou uvedeny v Kč "
        "(CZK).",
        8.4,
    )
    cols = [
        (44, "Označení dodávky"),
        (330, "Množství", "r"),
        (336, "MJ"),
        (420, "Cena za MJ", "r"),
        (456, "DPH", "r"),
        (551, "Základ Kč", "r"),
    ]
    y = head(p, y + 6, cols, 40, 555, fill=(0.93, 0.88, 0.89))
    items = [
        ("Hřídel převodovky H-220, ocel 42CrMo4", "24", "ks", "1840.00"),
        ("Ozubené kolo Z38 m3, kalené", "48", "ks", "965.50"),
        ("Pouzdro bronzové 60/45x50", "120", "ks", "212.80"),
        ("CNC obrábění dle výkresu VV-0917", "36.5", "hod", "1250.00"),
        ("Doprava Náchod – Holešov", "1", "ks", "3400.00"),
    ]
    base = D(0)
    ln = {}
    for txt, n, mj, c in items:
        a = ext(n, c)
        ln[txt] = a
        base += a
        nd = 1 if "." in n else 0
        p.row(
            y,
            [
                (44, txt),
                (330, SP(n, nd), "r"),
                (336, mj),
                (420, SP(c), "r"),
                (456, "21 %", "r"),
                (551, SP(a), "r"),
            ],
            size=8.2,
        )
        y += 15
    p.hline(y - 8, 40, 555, 0.5)
    dph = pct(base, 21)
    total = base + dph
    zal = D("60000.00")
    zal_base = q(zal / D("1.21"))
    zal_dph = zal - zal_base
    pre = total - zal
    rounded = pre.quantize(D(1), rounding=ROUND_HALF_UP)
    rnd = rounded - pre
    # VAT recap
    y += 8
    p.text(44, y, "Rekapitulace DPH v Kč", 8.2, True)
    y += 14
    p.row(y, [(44, "Sazba"), (190, "Základ", "r"), (270, "DPH", "r"), (360, "Celkem", "r")], 7.8, True)
    y += 12
    p.row(y, [(44, "21 %"), (190, SP(base), "r"), (270, SP(dph), "r"), (360, SP(total), "r")], 8.2)
    y += 12
    p.row(y, [(44, "12 %"), (190, "0,00", "r"), (270, "0,00", "r"), (360, "0,00", "r")], 8.2)
    y += 12
    p.row(y, [(44, "0 %"), (190, "0,00", "r"), (270, "0,00", "r"), (360, "0,00", "r")], 8.2)
    y2 = tot(
        p,
        380,
        551,
        y - 36,
        [
            ("Celkem bez DPH", SP(base)),
            ("DPH 21 %", SP(dph)),
            ("Celkem s DPH", SP(total), True),
        ],
        8.6,
    )
    y = max(y, y2) + 14
    p.wrap(
        44,
        y,
        320,
        f"Odpočet zálohy: zálohová faktura ZF-2025-0071, uhrazeno 03.11.2025, daňový doklad k přijaté platbě "
        f"DP-2025-0207 (základ {SP(zal_base)} Kč, DPH {SP(zal_dph)} Kč).",
        7.4,
    )
    y = tot(
        p,
        380,
        551,
        y,
        [
            ("Zaplaceno zálohou", "-" + SP(zal)),
            ("Zaokrouhlení", SP(rnd)),
        ],
        8.6,
    )
    p.rect(340, y - 10, 555, y + 8, 0, fill=(0.93, 0.88, 0.89), color=None)
    p.text(346, y + 2, "Celkem k úhradě", 10, True)
    p.text(551, y + 2, SP(rounded) + " Kč", 10, True, align="r")
    y += 40
    p.text(44, y, "Razítko a podpis: Ing. Pavla Hrubešová, jednatelka", 7.8)
    p.text(44, y + 12, "Převzal: ..............................", 7.8)
    p.hline(790, 40, 555, 0.4, LIGHT)
    p.text(
        297,
        802,
        "Kovoobrábění Hrubeš s.r.o. · fakturace@hrubes-kovo.example · tel. +420 491 428 300",
        7,
        align="c",
        color=GREY,
    )

    same(165065.00, base, "subtotal")
    same(34663.65, dph, "DPH")
    same(199728.65, total, "total")
    same(0.35, rnd, "rounding")
    same(139729.00, rounded, "k úhradě")
    fields = {
        "invoice_number": F("2025110386", 1, "FAKTURA – DAŇOVÝ DOKLAD č. 2025110386"),
        "invoice_date": F("2025-11-14", 1, "Datum vystavení: 14.11.2025"),
        "due_date": F("2025-11-28", 1, "Datum splatnosti: 28.11.2025"),
        "vendor_name": F("Kovoobrábění Hrubeš s.r.o.", 1, "Dodavatel Kovoobrábění Hrubeš s.r.o."),
        "bill_to": F("Elektro Vyskočil a.s.", 1, "Odběratel Elektro Vyskočil a.s."),
        "currency": F("CZK", 1, "Všechny částky jsou uvedeny v Kč (CZK)."),
        "subtotal": F(165065.00, 1, "Celkem bez DPH 165 065,00"),
        "tax": F(34663.65, 1, "DPH 21 % 34 663,65"),
        "total": F(199728.65, 1, "Celkem s DPH 199 728,65"),
        "amount_due": F(139729.00, 1, "Celkem k úhradě 139 729,00 Kč"),
    }
    notes = (
        "Czech tax invoice (faktura – daňový doklad) in CZK, space thousands and decimal comma. Issue date "
        "(Datum vystavení 14.11.2025) vs the taxable supply date DUZP 12.11.2025, the order date 20.10.2025 "
        "and "
        "the deposit payment date 03.11.2025; due date Datum splatnosti. The variable symbol repeats the "
        "invoice "
        "number. Odběratel is billed; the 'Konečný příjemce / místo dodání' (Montáže Pospíšil s.r.o.) is a "
        "ship-to distractor. subtotal = Celkem bez DPH, tax = DPH 21 %, total = Celkem s DPH (the recap "
        "table "
        "also lists empty 12 % and 0 % rates). A paid deposit of 60 000,00 Kč (its own base and DPH printed "
        "as "
        "distractors) and a +0,35 rounding to whole crowns are applied after the total, giving 'Celkem k "
        "úhradě' "
        "= amount_due."
    )
    sums = [
        SUM(
            "lines to subtotal",
            [(1, T(k, float(v), 1, f"21 % {SP(v)}")) for k, v in ln.items()],
            "subtotal",
        ),
        SUM(
            "deposit and rounding",
            [
                (1, "total"),
                (-1, T("Zaplaceno zálohou", 60000.00, 1, "Zaplaceno zálohou -60 000,00")),
                (1, T("Zaokrouhlení", 0.35, 1, "Zaokrouhlení 0,35")),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 2 Danish faktura
@doc("b11_inv_dk_faktura", "invoice", "Kystlys Belysning ApS faktura 60318")
def inv_dk():
    p = Pdf(595, 842)
    p.new_page()
    p.rect(0, 0, 595, 30, 0, fill=TEAL, color=None)
    p.text(40, 62, "KYSTLYS", 22, True, color=TEAL)
    p.text(40, 76, "Belysning ApS  -  lys til bolig, erhverv og byrum", 8, color=GREY)
    block(
        p,
        400,
        50,
        ["Kystlys Belysning ApS", "Havnegade 41", "8000 Aarhus C", "CVR-nr. 41 87 22 60", "Tlf. 86 12 40 90"],
        7.8,
        color=GREY,
    )
    block(
        p,
        40,
        130,
        ["Tømrerfirmaet Skovgaard & Lund A/S", "Att.: Mette Lund", "Industrivej 17", "7400 Herning"],
        9.4,
        bold_first=True,
    )
    p.text(360, 122, "FAKTURA", 16, True)
    kv(
        p,
        360,
        470,
        140,
        [
            ("Fakturanr.", "60318"),
            ("Fakturadato", "3. december 2025"),
            ("Kundenr.", "10442"),
            ("Ordrenr.", "22817"),
            ("Leveringsdato", "28. november 2025"),
            ("Jeres ref.", "Sag 25-114 Fjordparken"),
        ],
        8.2,
        12.4,
    )
    y = 232
    p.text(40, y, "Leveret til: Byggeplads Fjordparken, blok C, Fjordvej 8, 7400 Herning", 8.2, color=GREY)
    cols = [
        (44, "Varenr."),
        (96, "Beskrivelse"),
        (330, "Antal", "r"),
        (336, "Enhed"),
        (420, "Stk.pris", "r"),
        (464, "Rabat", "r"),
        (551, "Beløb DKK", "r"),
    ]
    y = head(p, y + 24, cols, 40, 555, color=WHITE, fill=TEAL)
    items = [
        ("LD-1203", "LED-downlight Kyst 12W 3000K hvid", "64", "stk", "389.00", 15),
        ("PH-4010", "Pendel Havtorn Ø40 messing", "12", "stk", "2145.00", 10),
        ("SK-3F20", "Skinnesystem 3-faset, 2 m", "18", "stk", "612.50", 15),
        ("DR-D040", "Driver DALI 40W", "30", "stk", "298.00", 0),
        ("MT-EL", "Montagetimer elektriker", "22.5", "timer", "595.00", 0),
    ]
    goods = D(0)
    for nr, txt, n, u, c, r in items:
        a = q(D(n) * D(c) * (D(100) - r) / D(100))
        goods += a
        p.row(
            y,
            [
                (44, nr),
                (96, txt),
                (330, EU(n, 1 if "." in n else 0), "r"),
                (336, u),
                (420, EU(c), "r"),
                (464, f"{r} %" if r else "", "r"),
                (551, EU(a), "r"),
            ],
            8.2,
        )
        y += 16
    p.hline(y - 9, 40, 555, 0.5, TEAL)
    fragt = D("450.00")
    base = goods + fragt
    moms = pct(base, 25)
    total = base + moms
    y += 8
    y = tot(
        p,
        360,
        551,
        y,
        [
            ("Varer i alt", EU(goods)),
            ("Fragt og emballage", EU(fragt)),
            ("Momsgrundlag", EU(base)),
            ("Moms 25 %", EU(moms)),
        ],
        8.6,
    )
    p.hline(y - 9, 360, 555, 0.8)
    p.text(360, y + 3, "Fakturabeløb DKK", 10.5, True)
    p.text(551, y + 3, EU(total), 10.5, True, align="r")
    y += 34
    y = p.wrap(
        40,
        y,
        515,
        "Betalingsbetingelser: Netto 30 dage. Sidste rettidige betalingsdato: 2. januar 2026. Ved betaling "
        "efter "
        "forfald beregnes rente på 0,8 % pr. påbegyndt måned samt rykkergebyr på DKK 100,00.",
        8.2,
    )
    y = p.wrap(
        40,
        y + 4,
        515,
        "Bemærk: Kreditnota nr. 60291 af 14. november 2025 (DKK 2.180,00) vedrørende returnerede drivere er "
        "udlignet særskilt og indgår ikke i denne faktura.",
        8.2,
    )
    p.rect(40, y + 6, 555, y + 56, 0.6)
    p.text(48, y + 20, "Indbetalingskort", 8, True)
    p.text(48, y + 34, "Betales til: Jyske Bank  Reg.nr. 7730  Kontonr. 0004418260", 8)
    p.text(48, y + 47, "+71< 000000603181 +88451927<", 9.5, face="mono")
    p.footer("Kystlys Belysning ApS - Havnegade 41 - 8000 Aarhus C - faktura@kystlys.example")

    same(76026.35, goods, "Varer i alt")
    same(76476.35, base, "Momsgrundlag")
    same(19119.09, moms, "Moms")
    same(95595.44, total, "Fakturabeløb")
    fields = {
        "invoice_number": F("60318", 1, "Fakturanr. 60318"),
        "invoice_date": F("2025-12-03", 1, "Fakturadato 3. december 2025"),
        "due_date": F("2026-01-02", 1, "Sidste rettidige betalingsdato: 2. januar 2026."),
        "vendor_name": F("Kystlys Belysning ApS", 1, "Kystlys Belysning ApS Havnegade 41"),
        "bill_to": F(
            "Tømrerfirmaet Skovgaard & Lund A/S", 1, "Tømrerfirmaet Skovgaard & Lund A/S Att.: Mette Lund"
        ),
        "currency": F("DKK", 1, "Fakturabeløb DKK"),
        "subtotal": F(76476.35, 1, "Momsgrundlag 76.476,35"),
        "tax": F(19119.09, 1, "Moms 25 % 19.119,09"),
        "total": F(95595.44, 1, "Fakturabeløb DKK 95.595,44"),
        "amount_due": NULL(),
    }
    notes = (
        "Danish faktura in DKK (dot thousands, decimal comma) with Danish month names. Line discounts "
        "(Rabat %) "
        "are applied in the line amounts; 'Varer i alt' is goods only, freight is added to give the "
        "Momsgrundlag (VAT base) = subtotal. tax = Moms 25 %, total = Fakturabeløb DKK. Delivery date 28 "
        "november 2025 and the order/customer numbers are distractors; the due date is the 'Sidste rettidige "
        "betalingsdato' printed in the terms next to 'Netto 30 dage'. The credit note 60291 (DKK 2.180,00) "
        "is a "
        "distractor that is not part of this invoice. The building site 'Leveret til' is not the billed "
        "party. "
        "amount_due is null: the invoice prints only the invoice total (the FI payment line has no amount)."
    )
    sums = [
        SUM(
            "goods and freight",
            [
                (1, T("Varer i alt", 76026.35, 1, "Varer i alt 76.026,35")),
                (1, T("Fragt og emballage", 450.00, 1, "Fragt og emballage 450,00")),
            ],
            "subtotal",
        )
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 3 Swiss Rechnung with QR-bill
@doc("b11_inv_ch_rechnung_qr", "invoice", "Alpenfirn Haustechnik AG Rechnung 25-41077")
def inv_ch():
    p = Pdf(595, 842)
    p.new_page()
    p.text(50, 58, "Alpenfirn Haustechnik AG", 15, True, color=WINE)
    p.text(50, 71, "Heizung  |  Lüftung  |  Sanitär  |  Service", 8, color=GREY)
    block(
        p,
        420,
        48,
        ["Bahnhofstrasse 118", "8620 Wetzikon ZH", "Tel. 044 930 41 77", "CHE-284.551.903 MWST"],
        7.6,
        color=GREY,
    )
    block(
        p,
        330,
        130,
        [
            "Immobilien Rüegg & Partner AG",
            "Verwaltung",
            "Frau Corinne Ammann",
            "Seestrasse 9",
            "8700 Küsnacht",
        ],
        9.3,
        bold_first=True,
    )
    p.text(50, 214, "Rechnung 25-41077", 14, True)
    kv(
        p,
        50,
        160,
        234,
        [
            ("Rechnungsdatum", "17.11.2025"),
            ("Kunden-Nr.", "K-20731"),
            ("Ihre Bestellung", "03.11.2025, Frau Ammann"),
            ("Ausgeführt am", "10.11.2025"),
            ("Objekt", "Liegenschaft Dorfstrasse 22, 8706 Meilen"),
        ],
        8.2,
        12.4,
    )
    y = 312
    cols = [
        (54, "Pos."),
        (84, "Bezeichnung"),
        (350, "Menge", "r"),
        (356, "Einheit"),
        (450, "Preis", "r"),
        (541, "Betrag CHF", "r"),
    ]
    y = head(p, y, cols, 50, 545, g=0.9)
    items = [
        ("Service Heizungsanlage gem. Wartungsvertrag WV-3318", "1", "Pausch.", "1280.00"),
        ("Arbeit Servicemonteur", "7.5", "Std.", "128.00"),
        ("Umwälzpumpe HeliTherm 25-60", "2", "Stk.", "684.40"),
        ("Ausdehnungsgefäss 50 l", "1", "Stk.", "312.90"),
        ("Kleinmaterial", "1", "Pausch.", "46.35"),
        ("Fahrzeugpauschale", "2", "x", "58.00"),
    ]
    net = D(0)
    for i, (txt, n, u, c) in enumerate(items, 1):
        a = ext(n, c)
        net += a
        p.row(
            y,
            [(54, str(i * 10)), (84, txt), (350, n, "r"), (356, u), (450, CH(c), "r"), (541, CH(a), "r")],
            8.2,
        )
        y += 15
    p.hline(y - 8, 50, 545, 0.5)
    mwst = pct(net, D("8.1"))
    raw = net + mwst
    total = (raw / D("0.05")).quantize(D(1), rounding=ROUND_HALF_UP) * D("0.05")
    rnd = total - raw
    y += 6
    y = tot(
        p,
        340,
        541,
        y,
        [
            ("Total exkl. MWST", CH(net)),
            ("MWST 8.1 %", CH(mwst)),
            ("Rundungsdifferenz", CH(rnd)),
            ("Total inkl. MWST CHF", CH(total), True),
        ],
        8.8,
    )
    y = p.wrap(
        50,
        y + 8,
        495,
        "Zahlbar innert 30 Tagen netto. Bitte verwenden Sie für die Zahlung den untenstehenden QR-Zahlteil. "
        "Besten Dank für Ihren Auftrag.",
        8.4,
    )
    # QR-bill: receipt and payment part
    top = 540
    for x in range(0, 595, 6):
        p.line(x, top, x + 3, top, 0.4)
    p.line(178, top, 178, 842, 0.4)
    p.text(20, top + 20, "Empfangsschein", 11, True)
    block(
        p,
        20,
        top + 38,
        [
            "Konto / Zahlbar an",
            "CH44 3000 0002 8845 1190 7",
            "Alpenfirn Haustechnik AG",
            "Bahnhofstrasse 118",
            "8620 Wetzikon",
        ],
        7.2,
        9,
    )
    block(p, 20, top + 92, ["Referenz", "21 00000 00003 13947 14300 09017"], 7.2, 9)
    block(
        p,
        20,
        top + 120,
        ["Zahlbar durch", "Immobilien Rüegg & Partner AG", "Seestrasse 9", "8700 Küsnacht"],
        7.2,
        9,
    )
    p.text(20, top + 175, "Währung", 6.5, True)
    p.text(70, top + 175, "Betrag", 6.5, True)
    p.text(20, top + 186, "CHF", 8.5)
    p.text(70, top + 186, CH(total), 8.5)
    p.text(120, top + 214, "Annahmestelle", 6.5, True)
    p.text(192, top + 20, "Zahlteil", 11, True)
    p.rect(192, top + 34, 330, top + 172, 0.8)
    p.text(261, top + 106, "[ QR ]", 10, align="c", color=LIGHT)
    p.text(192, top + 190, "Währung", 8, True)
    p.text(250, top + 190, "Betrag", 8, True)
    p.text(192, top + 203, "CHF", 10)
    p.text(250, top + 203, CH(total), 10)
    block(
        p,
        345,
        top + 24,
        [
            "Konto / Zahlbar an",
            "CH44 3000 0002 8845 1190 7",
            "Alpenfirn Haustechnik AG",
            "Bahnhofstrasse 118",
            "8620 Wetzikon",
        ],
        8,
        10,
    )
    block(p, 345, top + 88, ["Referenz", "21 00000 00003 13947 14300 09017"], 8, 10)
    block(p, 345, top + 122, ["Zusätzliche Informationen", "Rechnung 25-41077 / K-20731"], 8, 10)
    block(
        p,
        345,
        top + 156,
        ["Zahlbar durch", "Immobilien Rüegg & Partner AG", "Seestrasse 9", "8700 Küsnacht"],
        8,
        10,
    )

    same(4084.05, net, "net")
    same(330.81, mwst, "MWST")
    same(-0.01, rnd, "Rundung")
    same(4414.85, total, "total")
    fields = {
        "invoice_number": F("25-41077", 1, "Rechnung 25-41077"),
        "invoice_date": F("2025-11-17", 1, "Rechnungsdatum 17.11.2025"),
        "due_date": NULL(),
        "vendor_name": F("Alpenfirn Haustechnik AG", 1, "Alpenfirn Haustechnik AG Heizung"),
        "bill_to": F("Immobilien Rüegg & Partner AG", 1, "Immobilien Rüegg & Partner AG Verwaltung"),
        "currency": F("CHF", 1, "Total inkl. MWST CHF"),
        "subtotal": F(4084.05, 1, "Total exkl. MWST 4'084.05"),
        "tax": F(330.81, 1, "MWST 8.1 % 330.81"),
        "total": F(4414.85, 1, "Total inkl. MWST CHF 4'414.85"),
        "amount_due": F(4414.85, 1, "Währung Betrag CHF 4'414.85 Konto / Zahlbar an"),
    }
    notes = (
        "Swiss invoice in CHF with apostrophe thousands (4'084.05) and a Swiss QR-bill at the bottom "
        "(receipt "
        "'Empfangsschein' and 'Zahlteil'), both printing Währung/Betrag. MWST 8.1 % on the net total, then a "
        "-0.01 'Rundungsdifferenz' to 5 Rappen gives 'Total inkl. MWST CHF' = total (a sum relates subtotal, "
        "tax, rounding and total). amount_due is the amount of the QR payment part (equal to the total). "
        "due_date is null: only the terms 'Zahlbar innert 30 Tagen netto' are printed. The order date "
        "03.11.2025 and the execution date 10.11.2025 are distractors; the property 'Objekt' in Meilen is "
        "not "
        "the billed party (Immobilien Rüegg & Partner AG, the property manager, is)."
    )
    sums = [
        SUM(
            "net + MWST + rounding",
            [(1, "subtotal"), (1, "tax"), (1, T("Rundungsdifferenz", -0.01, 1, "Rundungsdifferenz -0.01"))],
            "total",
        ),
        SUM("QR amount = total", [(1, "total")], "amount_due"),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 4 Norwegian faktura with KID
@doc("b11_inv_no_faktura_kid", "invoice", "Fjellheim Storkjøkken AS faktura 118402")
def inv_no():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 60, "Fjellheim Storkjøkken AS", 16, True, color=FOREST)
    block(
        p,
        40,
        76,
        ["Sandviksveien 204, 5035 Bergen", "Org.nr. 921 448 307 MVA", "post@fjellheim-sk.example"],
        7.8,
        color=GREY,
    )
    p.text(555, 60, "FAKTURA", 18, True, align="r", color=FOREST)
    # header cells
    y = cells(
        p,
        118,
        [
            (300, 380, "Fakturanr.", "118402"),
            (380, 460, "Ordrenr.", "55731"),
            (460, 555, "Kundenr.", "30877"),
        ],
    )
    cells(
        p,
        y,
        [
            (300, 380, "Fakturadato", "21.11.2025"),
            (380, 460, "Leveringsdato", "18.11.2025"),
            (460, 555, "Forfallsdato", "05.12.2025"),
        ],
    )
    p.text(40, 126, "Fakturaadresse", 7, True, color=GREY)
    block(
        p,
        40,
        140,
        ["Hotell Nordlys Tromsø AS", "Fakturamottak", "Postboks 1180", "9261 Tromsø"],
        9,
        bold_first=True,
    )
    p.text(40, 206, "Leveringsadresse", 7, True, color=GREY)
    block(p, 40, 219, ["Hotell Nordlys, varemottak", "Storgata 77", "9008 Tromsø"], 8.4)
    p.text(300, 196, "Deres ref.: Kjøkkensjef Eirik Solbakken", 8)
    p.text(300, 208, "Vår ref.: Ingrid Haugland", 8)
    cols = [
        (44, "Art.nr."),
        (100, "Beskrivelse"),
        (330, "Antal", "r"),
        (400, "Pris", "r"),
        (440, "MVA", "r"),
        (551, "Beløb eks. mva", "r"),
    ]
    y = head(p, 272, cols, 40, 555, fill=(0.87, 0.92, 0.88))
    items = [
        ("KD-1011E", "Kombidamper 10 GN 1/1, elektrisk", "1", "148900.00", 25),
        ("OM-H220", "Oppvaskmaskin, hettemodell", "1", "62450.00", 25),
        ("SV-MONT", "Montering og igangkjøring (timer)", "14", "985.00", 25),
        ("KF-ØKO1", "Kaffe helbønner, økologisk, 1 kg", "40", "289.00", 15),
        ("FR-TOS", "Frakt Bergen-Tromsø", "1", "6800.00", 25),
    ]
    b25 = b15 = D(0)
    for nr, txt, n, c, r in items:
        a = ext(n, c)
        if r == 25:
            b25 += a
        else:
            b15 += a
        p.row(
            y,
            [(44, nr), (100, txt), (330, n, "r"), (400, SP(c), "r"), (440, f"{r} %", "r"), (551, SP(a), "r")],
            8.2,
        )
        y += 15
    p.hline(y - 8, 40, 555, 0.5)
    base = b25 + b15
    m25 = pct(b25, 25)
    m15 = pct(b15, 15)
    mva = m25 + m15
    total = base + mva
    y = tot(
        p,
        330,
        551,
        y + 8,
        [
            ("Sum eks. mva", SP(base)),
            (f"MVA 25 % av {SP(b25)}", SP(m25)),
            (f"MVA 15 % av {SP(b15)}", SP(m15)),
            ("Sum mva", SP(mva)),
            ("Totalt inkl. mva", SP(total), True),
        ],
        8.6,
    )
    y += 14
    p.rect(40, y, 555, y + 66, 0.8)
    p.shade(40.5, y + 0.5, 554.5, y + 16, 0.92)
    p.text(48, y + 11, "Betalingsinformasjon", 8.2, True)
    p.row(y + 30, [(48, "Kontonr."), (170, "KID"), (330, "Forfallsdato"), (440, "Å betale NOK")], 7.2)
    p.row(
        y + 46,
        [(48, "3208.41.77102"), (170, "1184020308774"), (330, "05.12.2025"), (440, SP(total))],
        10,
        True,
    )
    p.text(
        48,
        y + 60,
        "Bruk KID ved betaling. Ved for sen betaling beregnes forsinkelsesrente etter "
        "forsinkelsesrenteloven.",
        7,
    )
    p.footer("Fjellheim Storkjøkken AS - Sandviksveien 204, 5035 Bergen - Foretaksregisteret")

    same(243500.00, base, "Sum eks mva")
    same(57985.00, m25, "MVA 25")
    same(1734.00, m15, "MVA 15")
    same(59719.00, mva, "Sum mva")
    same(303219.00, total, "total")
    fields = {
        "invoice_number": F("118402", 1, "Fakturanr. 118402"),
        "invoice_date": F("2025-11-21", 1, "Fakturadato 21.11.2025"),
        "due_date": F("2025-12-05", 1, "Forfallsdato 05.12.2025"),
        "vendor_name": F("Fjellheim Storkjøkken AS", 1, "Fjellheim Storkjøkken AS Sandviksveien 204"),
        "bill_to": F("Hotell Nordlys Tromsø AS", 1, "Fakturaadresse Hotell Nordlys Tromsø AS"),
        "currency": F("NOK", 1, "Å betale NOK"),
        "subtotal": F(243500.00, 1, "Sum eks. mva 243 500,00"),
        "tax": F(59719.00, 1, "Sum mva 59 719,00"),
        "total": F(303219.00, 1, "Totalt inkl. mva 303 219,00"),
        "amount_due": F(303219.00, 1, "05.12.2025 303 219,00"),
    }
    notes = (
        "Norwegian faktura in NOK (space thousands, decimal comma). Header cells print the label above the "
        "value; the order number 55731 and customer number sit beside the invoice number, the delivery date "
        "18.11.2025 beside the invoice and due dates. Fakturaadresse is billed; the Leveringsadresse "
        "(delivery "
        "address) is the ship-to. Two VAT rates (25 % on equipment and freight, 15 % on food) printed as "
        "'MVA "
        "25 % av <base>' lines whose bases are distractors; tax = 'Sum mva'. The payment box prints 'Å "
        "betale "
        "NOK' with the amount under it (equal to the total) = amount_due; the KID and account number are "
        "noise."
    )
    sums = [
        SUM(
            "VAT per rate",
            [
                (1, T("MVA 25 %", 57985.00, 1, "MVA 25 % av 231 940,00 57 985,00")),
                (1, T("MVA 15 %", 1734.00, 1, "MVA 15 % av 11 560,00 1 734,00")),
            ],
            "tax",
        ),
        SUM("amount to pay = total", [(1, "total")], "amount_due"),
    ]
    return p, fields, notes, sums


# -------------------- 5 Irish VAT invoice, two rates, PO beside number
@doc("b11_inv_ie_vat_two_rates", "invoice", "Corrib Signage & Print Ltd invoice INV-40917")
def inv_ie():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.text(40, 58, "CORRIB SIGNAGE & PRINT LTD", 15, True, color=TEAL)
    block(
        p,
        40,
        74,
        [
            "Unit 7, Ballybrit Business Park, Galway H91 X2C4",
            "VAT No. IE 3318472QH  ·  CRO 611842",
            "accounts@corribsign.example  ·  +353 91 770 412",
        ],
        7.8,
        color=GREY,
    )
    p.text(555, 60, "INVOICE", 20, True, align="r")
    y = cells(
        p,
        112,
        [
            (300, 390, "Invoice No.", "INV-40917"),
            (390, 470, "PO No.", "PO-88213"),
            (470, 555, "Account", "SHAN01"),
        ],
    )
    cells(
        p,
        y,
        [
            (300, 390, "Invoice Date", "09/12/2025"),
            (390, 470, "Due Date", "08/01/2026"),
            (470, 555, "Delivery", "02/12/2025"),
        ],
    )
    p.text(40, 180, "BILL TO", 7.4, True, color=TEAL)
    block(
        p,
        40,
        193,
        ["Shannonside Credit Union Limited", "Accounts Payable", "14 O'Connell Street", "Limerick V94 K7T2"],
        8.8,
        bold_first=True,
    )
    p.text(300, 180, "SHIP TO / SITE", 7.4, True, color=TEAL)
    block(
        p,
        300,
        193,
        ["Shannonside Credit Union – Ennis Branch", "Abbey Street", "Ennis, Co. Clare V95 D2P6"],
        8.4,
    )
    cols = [
        (44, "Description"),
        (330, "Qty", "r"),
        (410, "Unit €", "r"),
        (460, "VAT", "r"),
        (551, "Net €", "r"),
    ]
    y = head(p, 268, cols, 40, 555, g=0.88)
    items = [
        ("Illuminated fascia sign, 6.2 m, aluminium tray", "1", "4860.00", "23"),
        ("Projecting double-sided sign, LED", "2", "1175.00", "23"),
        ("Window vinyl graphics (m²)", "18.5", "64.00", "23"),
        ("Installation and making good (site works)", "1", "1450.00", "13.5"),
        ("Access platform hire, 2 days", "2", "310.00", "13.5"),
    ]
    bases = {"23": D(0), "13.5": D(0)}
    for txt, n, c, r in items:
        a = ext(n, c)
        bases[r] += a
        p.row(y, [(44, txt), (330, n, "r"), (410, US(c), "r"), (460, r + "%", "r"), (551, US(a), "r")], 8.3)
        y += 15
    p.hline(y - 8, 40, 555, 0.5)
    net = bases["23"] + bases["13.5"]
    v23 = pct(bases["23"], 23)
    v135 = pct(bases["13.5"], D("13.5"))
    vat = v23 + v135
    total = net + vat
    y += 6
    # VAT analysis on the left, totals on the right
    p.text(44, y, "VAT analysis", 8, True)
    p.row(y + 13, [(44, "Rate"), (150, "Goods/services €", "r"), (230, "VAT €", "r")], 7.6, True)
    p.row(y + 26, [(44, "23%"), (150, US(bases["23"]), "r"), (230, US(v23), "r")], 8)
    p.row(y + 38, [(44, "13.5%"), (150, US(bases["13.5"]), "r"), (230, US(v135), "r")], 8)
    y = tot(
        p,
        340,
        551,
        y,
        [
            ("Net Total", US(net)),
            ("VAT @ 23%", US(v23)),
            ("VAT @ 13.5%", US(v135)),
            ("Total VAT", US(vat)),
            ("Invoice Total EUR", "€ " + US(total), True),
        ],
        8.7,
    )
    y = p.wrap(
        40,
        y + 10,
        515,
        "This invoice replaces invoice INV-40855, which was cancelled in full by credit note CN-2211 dated "
        "05/12/2025 (€ 9,386.12). Please quote INV-40917 and your PO number on all remittances.",
        8.2,
    )
    p.wrap(
        40,
        y + 4,
        515,
        "Bank: AIB, Eyre Square, Galway · IBAN IE29 AIBK 9311 5212 3456 78 · BIC AIBKIE2D · Payment terms "
        "30 days.",
        8.2,
    )
    p.footer(
        "Corrib Signage & Print Ltd, registered in Ireland No. 611842. Directors: A. Fahy, N. Concannon."
    )

    same(8394.00, bases["23"], "23 base")
    same(2070.00, bases["13.5"], "13.5 base")
    same(10464.00, net, "net")
    same(1930.62, v23, "VAT 23")
    same(279.45, v135, "VAT 13.5")
    same(2210.07, vat, "Total VAT")
    same(12674.07, total, "total")
    fields = {
        "invoice_number": F("INV-40917", 1, "Invoice No. INV-40917"),
        "invoice_date": F("2025-12-09", 1, "Invoice Date 09/12/2025"),
        "due_date": F("2026-01-08", 1, "Due Date 08/01/2026"),
        "vendor_name": F("Corrib Signage & Print Ltd", 1, "CORRIB SIGNAGE & PRINT LTD"),
        "bill_to": F("Shannonside Credit Union Limited", 1, "BILL TO Shannonside Credit Union Limited"),
        "currency": F("EUR", 1, "Invoice Total EUR"),
        "subtotal": F(10464.00, 1, "Net Total 10,464.00"),
        "tax": F(2210.07, 1, "Total VAT 2,210.07"),
        "total": F(12674.07, 1, "Invoice Total EUR € 12,674.07"),
        "amount_due": NULL(),
    }
    notes = (
        "Irish VAT invoice in EUR with day-first dates (09/12/2025 = 9 December 2025). Header cells print "
        "the "
        "label above the value: the PO number PO-88213 and the account code sit right beside the invoice "
        "number, and the delivery date 02/12/2025 beside the invoice and due dates. Bill To (head office) vs "
        "Ship To / Site (a branch of the same customer). Two VAT rates (23 % and 13.5 %), a VAT analysis "
        "table "
        "and 'Total VAT' = tax. The cancelled invoice INV-40855 and credit note CN-2211 (€ 9,386.12) are "
        "distractors. amount_due is null: only the invoice total is printed."
    )
    sums = [
        SUM(
            "VAT per rate",
            [
                (1, T("VAT @ 23%", 1930.62, 1, "VAT @ 23% 1,930.62")),
                (1, T("VAT @ 13.5%", 279.45, 1, "VAT @ 13.5% 279.45")),
            ],
            "tax",
        )
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 6 Canadian GST + PST with deposit
@doc("b11_inv_ca_gst_pst", "invoice", "Coast Range Hydraulics Ltd. invoice 24-118806")
def inv_ca():
    p = Pdf(612, 792)
    p.new_page()
    p.rect(36, 36, 576, 96, 0, fill=(0.92, 0.94, 0.97), color=None)
    p.text(48, 60, "COAST RANGE HYDRAULICS LTD.", 15, True, color=(0.1, 0.2, 0.45))
    p.text(48, 74, "2280 Boundary Road, Burnaby, BC V5M 3Z3  |  604-555-0188", 8, color=GREY)
    p.text(48, 86, "GST/HST No. 80415 2291 RT0001   PST No. PST-1148-2207", 7.6, color=GREY)
    p.text(564, 62, "INVOICE", 16, True, align="r")
    kv(
        p,
        400,
        484,
        112,
        [
            ("Invoice #", "24-118806"),
            ("Customer PO", "7718-TA"),
            ("Invoice Date", "Nov 28, 2025"),
            ("Service Dates", "Nov 19-21, 2025"),
            ("Terms", "Net 30"),
            ("Work Order", "WO-55120"),
        ],
        8.2,
        12.2,
    )
    p.text(48, 112, "BILL TO", 7.4, True, color=GREY)
    block(
        p,
        48,
        125,
        ["Tidewater Aggregates Inc.", "Attn: Accounts Payable", "1650 Marine Drive", "Squamish, BC V8B 0A7"],
        8.6,
        bold_first=True,
    )
    p.text(220, 112, "SHIP TO / JOB SITE", 7.4, True, color=GREY)
    block(p, 220, 125, ["Tidewater Aggregates - Pit 3", "41500 Highway 99", "Squamish, BC V8B 1C2"], 8.4)
    p.text(
        48, 192, "All amounts in Canadian dollars (CAD). Tax codes: G = GST 5%, P = PST 7%.", 7.8, color=GREY
    )
    cols = [
        (52, "Item"),
        (120, "Description"),
        (380, "Qty", "r"),
        (450, "Unit Price", "r"),
        (476, "Tax"),
        (560, "Amount", "r"),
    ]
    y = head(p, 214, cols, 44, 568, g=0.85)
    items = [
        ("HC-45RK", "Hydraulic cylinder rebuild kit, 4.5 in bore", "2", "1186.40", "GP"),
        ("HA-1W4", "Hose assembly 1 in, 4-wire, 3.2 m", "6", "148.75", "GP"),
        ("OIL-46D", "Hydraulic oil ISO 46, 205 L drum", "3", "842.00", "GP"),
        ("LAB-FS", "Field service technician (hours)", "16", "138.00", "GP"),
        ("TRV-KM", "Travel charge (km)", "340", "0.92", "G"),
    ]
    sub = pst_base = D(0)
    for it, txt, n, c, code in items:
        a = ext(n, c)
        sub += a
        if "P" in code:
            pst_base += a
        p.row(
            y, [(52, it), (120, txt), (380, n, "r"), (450, US(c), "r"), (476, code), (560, US(a), "r")], 8.2
        )
        y += 15
    p.hline(y - 8, 44, 568, 0.5)
    gst = pct(sub, 5)
    pst = pct(pst_base, 7)
    taxes = gst + pst
    total = sub + taxes
    dep = D("5000.00")
    bal = total - dep
    y = tot(
        p,
        320,
        560,
        y + 8,
        [
            ("Subtotal", US(sub)),
            ("GST 5%", US(gst)),
            (f"PST 7% (on {US(pst_base)})", US(pst)),
            ("Total Taxes", US(taxes)),
            ("Invoice Total", US(total), True),
            ("Less: Deposit (Chq 4471, Nov 12, 2025)", "(" + US(dep) + ")"),
            ("Balance Due (CAD)", "$" + US(bal), True),
        ],
        8.4,
    )
    y += 6
    p.rect(44, y, 568, y + 70, 0.6)
    p.text(52, y + 14, "REMIT TO", 7.4, True, color=GREY)
    block(
        p,
        52,
        y + 27,
        [
            "Coast Range Hydraulics Ltd.",
            "Lockbox 918340, PO Box 57120, Station Terminal",
            "Vancouver, BC V6B 5Y4",
        ],
        8.2,
    )
    block(
        p,
        330,
        y + 27,
        [
            "EFT: RBC Royal Bank 00003-04412-1118870",
            "Please reference invoice 24-118806",
            "Interest of 2% per month on overdue accounts",
        ],
        7.8,
    )
    p.footer("Thank you for your business.")

    same(8312.10, sub, "subtotal")
    same(415.61, gst, "GST")
    same(559.95, pst, "PST")
    same(975.56, taxes, "taxes")
    same(9287.66, total, "total")
    same(4287.66, bal, "balance")
    fields = {
        "invoice_number": F("24-118806", 1, "Invoice # 24-118806"),
        "invoice_date": F("2025-11-28", 1, "Invoice Date Nov 28, 2025"),
        "due_date": NULL(),
        "vendor_name": F("Coast Range Hydraulics Ltd.", 1, "COAST RANGE HYDRAULICS LTD."),
        "bill_to": F("Tidewater Aggregates Inc.", 1, "BILL TO Tidewater Aggregates Inc."),
        "currency": F("CAD", 1, "All amounts in Canadian dollars (CAD)."),
        "subtotal": F(8312.10, 1, "Subtotal 8,312.10"),
        "tax": F(975.56, 1, "Total Taxes 975.56"),
        "total": F(9287.66, 1, "Invoice Total 9,287.66"),
        "amount_due": F(4287.66, 1, "Balance Due (CAD) $4,287.66"),
    }
    notes = (
        "British Columbia invoice in CAD with a bare '$' (the document states Canadian dollars). Bill To vs "
        "Ship "
        "To / Job Site vs Remit To (a lockbox of the vendor itself). GST 5 % on the whole subtotal and PST "
        "7 % "
        "only on the PST-taxable lines (travel is GST only; the printed PST base is a distractor); tax = "
        "'Total "
        "Taxes' (GST + PST). A deposit received before the invoice is deducted after the Invoice Total, "
        "giving "
        "'Balance Due (CAD)' = amount_due. The customer PO, work order and service dates sit beside the "
        "invoice "
        "number and date. due_date is null: only the terms 'Net 30' are printed."
    )
    sums = [
        SUM(
            "GST + PST",
            [
                (1, T("GST 5%", 415.61, 1, "GST 5% 415.61")),
                (1, T("PST 7%", 559.95, 1, "PST 7% (on 7,999.30) 559.95")),
            ],
            "tax",
        ),
        SUM(
            "deposit",
            [(1, "total"), (-1, T("Deposit received", 5000.00, 1, "(Chq 4471, Nov 12, 2025) (5,000.00)"))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# -------------------- 7 Singapore tax invoice in USD with SGD GST box
@doc("b11_inv_sg_usd_gst", "invoice", "Meridian Straits Marine Services Pte. Ltd. tax invoice MSM/25/1147")
def inv_sg():
    p = Pdf(595, 842)
    p.new_page()
    p.text(
        297, 54, "MERIDIAN STRAITS MARINE SERVICES PTE. LTD.", 13, True, align="c", color=(0.05, 0.25, 0.45)
    )
    p.text(
        297,
        68,
        "21 Tuas South Avenue 6, #03-12, Singapore 637021  |  Co. Reg. / GST Reg. No. 201918844K",
        7.6,
        align="c",
        color=GREY,
    )
    p.hline(76, 40, 555, 1.0, (0.05, 0.25, 0.45))
    p.text(297, 100, "TAX INVOICE", 14, True, align="c")
    p.text(40, 126, "To:", 8, True, color=GREY)
    block(
        p,
        40,
        140,
        [
            "Halcyon Bulk Carriers (S) Pte. Ltd.",
            "80 Robinson Road #14-02",
            "Singapore 068898",
            "Attn: Fleet Technical Dept.",
        ],
        8.8,
        bold_first=True,
    )
    kv(
        p,
        330,
        430,
        126,
        [
            ("Invoice No.", "MSM/25/1147"),
            ("Date", "11-Dec-2025"),
            ("Due Date", "10-Jan-2026"),
            ("Job No.", "J25-0833"),
            ("Your Ref.", "HBC-TS-25-611"),
            ("Vessel", "MV Halcyon Crest"),
            ("Work Done", "02-Dec-2025 at Western Anch."),
        ],
        8.2,
        12.2,
    )
    cols = [
        (44, "No."),
        (70, "Description of Service"),
        (380, "Qty", "r"),
        (460, "Rate (USD)", "r"),
        (551, "Amount (USD)", "r"),
    ]
    y = head(p, 238, cols, 40, 555, g=0.87)
    items = [
        ("Underwater hull cleaning by divers, LOA 229 m", "1", "7850.00"),
        ("Propeller polishing in-water, 4 blades", "1", "2400.00"),
        ("Underwater inspection with CCTV, class-witnessed", "1", "3150.00"),
        ("Launch boat hire (hours)", "6", "185.00"),
        ("Diving supervisor standby (hours)", "3.5", "120.00"),
    ]
    net = D(0)
    for i, (txt, n, c) in enumerate(items, 1):
        a = ext(n, c)
        net += a
        p.row(y, [(44, str(i)), (70, txt), (380, n, "r"), (460, US(c), "r"), (551, US(a), "r")], 8.3)
        y += 15
    p.hline(y - 8, 40, 555, 0.5)
    gst = pct(net, 9)
    total = net + gst
    y = tot(
        p,
        330,
        551,
        y + 8,
        [
            ("Total excluding GST (USD)", US(net)),
            ("GST @ 9% (USD)", US(gst)),
            ("Total including GST (USD)", US(total), True),
            ("Less: Payments received (USD)", "0.00"),
            ("Balance Due (USD)", US(total), True),
        ],
        8.6,
    )
    rate = D("1.2975")
    s_net = q(net * rate)
    s_gst = q(gst * rate)
    s_tot = s_net + s_gst
    y += 8
    p.rect(40, y, 330, y + 72, 0.6)
    p.text(48, y + 13, "For GST reporting only (IRAS): amounts in SGD", 7.8, True)
    p.text(48, y + 26, "Exchange rate USD 1.00 = SGD 1.2975 (MAS, 11-Dec-2025)", 7.6)
    kv(
        p,
        48,
        320,
        y + 40,
        [
            ("Value excluding GST  S$", US(s_net)),
            ("GST @ 9%  S$", US(s_gst)),
            ("Total including GST  S$", US(s_tot)),
        ],
        7.8,
        11,
        align="r",
        bold=False,
    )
    y += 92
    y = p.wrap(
        40,
        y,
        515,
        "Payment by telegraphic transfer in USD to DBS Bank Ltd, USD A/C 072-881443-0, SWIFT DBSSSGSG. All "
        "bank "
        "charges for the remitter's account. Overdue amounts may attract interest at 1.5% per month.",
        8,
    )
    p.text(40, y + 30, "for MERIDIAN STRAITS MARINE SERVICES PTE. LTD.", 8)
    p.text(40, y + 58, "Authorised Signatory", 8, color=GREY)
    p.footer("This is a computer-generated tax invoice.")

    same(14930.00, net, "net")
    same(1343.70, gst, "gst")
    same(16273.70, total, "total")
    same(1743.45, s_gst, "SGD gst")
    fields = {
        "invoice_number": F("MSM/25/1147", 1, "Invoice No. MSM/25/1147"),
        "invoice_date": F("2025-12-11", 1, "Date 11-Dec-2025"),
        "due_date": F("2026-01-10", 1, "Due Date 10-Jan-2026"),
        "vendor_name": F(
            "Meridian Straits Marine Services Pte. Ltd.",
            1,
            "MERIDIAN STRAITS MARINE SERVICES PTE. LTD. 21 Tuas",
        ),
        "bill_to": F("Halcyon Bulk Carriers (S) Pte. Ltd.", 1, "To: Halcyon Bulk Carriers (S) Pte. Ltd."),
        "currency": F("USD", 1, "Total including GST (USD)"),
        "subtotal": F(14930.00, 1, "Total excluding GST (USD) 14,930.00"),
        "tax": F(1343.70, 1, "GST @ 9% (USD) 1,343.70"),
        "total": F(16273.70, 1, "Total including GST (USD) 16,273.70"),
        "amount_due": F(16273.70, 1, "Balance Due (USD) 16,273.70"),
    }
    notes = (
        "Singapore tax invoice issued in USD by a Singapore vendor: the amounts of the invoice are USD; a "
        "box "
        "'For GST reporting only' repeats the value, GST and total in SGD at 1.2975 (S$ 19,371.68 / "
        "1,743.45 / "
        "21,115.13), which are distractors (currency USD, tax the USD GST). Date format 11-Dec-2025. Job "
        "number, "
        "customer reference, vessel name and the work date are distractors. Balance Due (USD) after "
        "'Payments "
        "received 0.00' = amount_due, equal to the total."
    )
    sums = [
        SUM(
            "balance due = total (payments received 0.00)",
            [(1, "total")],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# -------------------- 8 South African progress invoice with retention
@doc("b11_inv_za_retention", "invoice", "Highveld Steel Erectors (Pty) Ltd tax invoice HSE-INV-06631")
def inv_za():
    p = Pdf(595, 842)
    p.new_page()
    p.rect(40, 40, 555, 100, 0.8)
    p.text(52, 62, "HIGHVELD STEEL ERECTORS (PTY) LTD", 13.5, True)
    p.text(
        52,
        76,
        "14 Brakpan Road, Benoni, 1501  |  Reg. No. 2011/084417/07  |  VAT No. 4180271933",
        7.6,
        color=GREY,
    )
    p.text(52, 90, "Structural steel  -  cladding  -  crane hire", 7.6, color=GREY)
    p.text(543, 64, "TAX INVOICE", 13, True, align="r")
    p.text(543, 80, "Payment Certificate No. 7", 8.5, align="r")
    kv(
        p,
        330,
        440,
        122,
        [
            ("Invoice No.:", "HSE-INV-06631"),
            ("Date:", "2025/11/30"),
            ("Order No.:", "URD-PO-3310"),
            ("Contract:", "C-2025-019 (JBCC PBA)"),
            ("Claim period:", "2025/11/01 - 2025/11/30"),
        ],
        8.2,
        12.2,
    )
    p.text(52, 122, "Customer:", 8, True, color=GREY)
    block(
        p,
        52,
        136,
        [
            "Umhlanga Ridge Developments (Pty) Ltd",
            "PO Box 22718",
            "Umhlanga Rocks, 4320",
            "VAT No. 4920118843",
        ],
        8.7,
        bold_first=True,
    )
    p.text(52, 200, "Site: Ridgeview Logistics Park, Erf 881, Cornubia, Durban", 8.2)
    p.text(52, 213, "All amounts in South African Rand (ZAR).", 8.2)
    cols = [
        (56, "Description"),
        (350, "Qty", "r"),
        (356, "Unit"),
        (450, "Rate R", "r"),
        (539, "Amount R", "r"),
    ]
    y = head(p, 240, cols, 52, 543, g=0.85)
    items = [
        ("Supply and erect structural steel, Warehouse B", "86.4", "t", "28750.00"),
        ("Roof purlins and sheeting rails", "21.8", "t", "26300.00"),
        ("Holding-down bolts and grouting", "1", "sum", "48600.00"),
        ("Crane hire, 60 t mobile", "6", "day", "18900.00"),
        ("Preliminaries and general, this claim", "1", "sum", "35000.00"),
    ]
    net = D(0)
    for txt, n, u, c in items:
        a = ext(n, c)
        net += a
        p.row(y, [(56, txt), (350, n, "r"), (356, u), (450, ZA(c), "r"), (539, ZA(a), "r")], 8.2)
        y += 15
    p.hline(y - 8, 52, 543, 0.5)
    vat = pct(net, 15)
    total = net + vat
    ret = pct(net, 5)
    pay = total - ret
    y = tot(
        p,
        300,
        539,
        y + 8,
        [
            ("Sub-total (excl. VAT)", "R " + ZA(net)),
            ("VAT @ 15%", "R " + ZA(vat)),
            ("Total (incl. VAT)", "R " + ZA(total), True),
            ("Less: Retention 5% of value excl. VAT", "R -" + ZA(ret)),
            ("Amount payable this claim", "R " + ZA(pay), True),
        ],
        8.6,
    )
    y = p.wrap(
        52,
        y + 10,
        491,
        "Retention held to date (incl. this claim): R 612 480.00; released 50% at practical completion and "
        "50% "
        "at final completion. Terms: payment within 30 days of statement. Banking details: Nedbank Benoni, "
        "branch 198765, account 1047 220 918.",
        8,
    )
    p.text(
        52,
        y + 20,
        "Certified by principal agent: D. Naidoo Pr.CPM  -  certificate dated 2025/11/28",
        7.8,
        color=GREY,
    )

    same(3254340.00, net, "net")
    same(488151.00, vat, "vat")
    same(3742491.00, total, "total")
    same(162717.00, ret, "retention")
    same(3579774.00, pay, "payable")
    fields = {
        "invoice_number": F("HSE-INV-06631", 1, "Invoice No.: HSE-INV-06631"),
        "invoice_date": F("2025-11-30", 1, "Date: 2025/11/30"),
        "due_date": NULL(),
        "vendor_name": F("Highveld Steel Erectors (Pty) Ltd", 1, "HIGHVELD STEEL ERECTORS (PTY) LTD"),
        "bill_to": F(
            "Umhlanga Ridge Developments (Pty) Ltd", 1, "Customer: Umhlanga Ridge Developments (Pty) Ltd"
        ),
        "currency": F("ZAR", 1, "All amounts in South African Rand (ZAR)."),
        "subtotal": F(3254340.00, 1, "Sub-total (excl. VAT) R 3 254 340.00"),
        "tax": F(488151.00, 1, "VAT @ 15% R 488 151.00"),
        "total": F(3742491.00, 1, "Total (incl. VAT) R 3 742 491.00"),
        "amount_due": F(3579774.00, 1, "Amount payable this claim R 3 579 774.00"),
    }
    notes = (
        "South African construction tax invoice in ZAR with space thousands and a decimal point (R 3 254 "
        "340.00) "
        "and YYYY/MM/DD dates. The payment certificate number 7, the order and contract numbers sit near the "
        "invoice number; the claim period, the certificate date 2025/11/28 are distractors. A 5 % retention "
        "on "
        "the value excl. VAT is deducted after the VAT-inclusive total, giving 'Amount payable this claim' = "
        "amount_due; the cumulative retention held (R 612 480.00) is a distractor. The site is not the "
        "billed "
        "party. due_date is null: only 'payment within 30 days of statement' is printed."
    )
    sums = [
        SUM(
            "retention",
            [
                (1, "total"),
                (-1, T("Retention 5%", 162717.00, 1, "Less: Retention 5% of value excl. VAT R -162 717.00")),
            ],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# -------------------- 9 US invoice with tax rate only and remittance stub
@doc("b11_inv_us_rate_only_stub", "invoice", "Kettle Moraine Laboratory Supply Co. invoice 318842")
def inv_us_stub():
    p = Pdf(612, 792)
    p.new_page()
    p.text(44, 58, "Kettle Moraine Laboratory Supply Co.", 15, True, color=FOREST)
    block(
        p,
        44,
        73,
        [
            "N58 W16720 Ridgewood Dr, Menomonee Falls, WI 53051",
            "Phone 262-555-0142  |  orders@kmlabsupply.example",
        ],
        7.8,
        color=GREY,
    )
    p.text(568, 58, "INVOICE", 18, True, align="r", color=FOREST)
    y = cells(
        p,
        100,
        [
            (330, 420, "Invoice No.", "318842"),
            (420, 500, "PO No.", "LVD-4471-Q"),
            (500, 568, "Cust. No.", "LVD100"),
        ],
    )
    cells(
        p,
        y,
        [
            (330, 420, "Invoice Date", "12/08/2025"),
            (420, 500, "Due Date", "01/07/2026"),
            (500, 568, "Terms", "Net 30"),
        ],
    )
    p.text(44, 108, "Bill To", 7.4, True, color=GREY)
    block(
        p,
        44,
        121,
        [
            "Lakeshore Veterinary Diagnostics, LLC",
            "Attn: Purchasing",
            "2290 S. Kinnickinnic Ave",
            "Milwaukee, WI 53207",
        ],
        8.6,
        bold_first=True,
    )
    p.text(44, 180, "Ship To", 7.4, True, color=GREY)
    block(
        p,
        44,
        193,
        ["Lakeshore Veterinary Diagnostics - Lab 2", "615 E. Capitol Dr", "Shorewood, WI 53211"],
        8.4,
    )
    p.text(330, 170, "Ship Via: UPS Ground   Ship Date: 12/05/2025", 7.8)
    p.text(330, 182, "Salesperson: R. Vandenberg", 7.8)
    cols = [
        (48, "Qty"),
        (80, "Item No."),
        (150, "Description"),
        (470, "Unit Price", "r"),
        (564, "Extended", "r"),
    ]
    y = head(p, 250, cols, 44, 568, g=0.86)
    items = [
        ("12", "GL-NM1000", "Nitrile gloves, medium, case of 1000", "96.50"),
        ("8", "CT-15S500", "Centrifuge tubes 15 mL, sterile, case of 500", "142.75"),
        ("20", "PT-200F", "Pipette tips 200 uL, filtered, 10 racks of 96", "38.20"),
        ("15", "MS-FR144", "Microscope slides, frosted, gross", "21.40"),
        ("1", "BC-24P", "Benchtop centrifuge, 24-place (S/N KM-C24-20918)", "2385.00"),
    ]
    sub = D(0)
    for n, it, txt, c in items:
        a = ext(n, c)
        sub += a
        p.row(y, [(48, n), (80, it), (150, txt), (470, US(c), "r"), (564, US(a), "r")], 8.2)
        y += 15
    p.hline(y - 8, 44, 568, 0.5)
    tax = pct(sub, D("5.5"))
    freight = D("68.40")
    total = sub + tax + freight
    y = tot(
        p,
        400,
        564,
        y + 8,
        [
            ("Subtotal", US(sub)),
            ("Sales Tax", "5.5%"),
            ("Freight", US(freight)),
            ("TOTAL", "$" + US(total), True),
        ],
        8.8,
    )
    p.wrap(
        44,
        y + 6,
        520,
        "Returns accepted within 30 days with RMA number; a 15% restocking fee applies to opened cases. "
        "Past-due balances are subject to a finance charge of 1.5% per month.",
        7.8,
    )
    # remittance stub
    top = 600
    for x in range(36, 576, 8):
        p.line(x, top, x + 4, top, 0.5)
    p.text(
        306, top + 12, "Please detach and return this portion with your payment", 7.2, align="c", color=GREY
    )
    p.text(44, top + 34, "REMITTANCE", 11, True)
    block(
        p,
        44,
        top + 52,
        [
            "Make checks payable to:",
            "Kettle Moraine Laboratory Supply Co.",
            "P.O. Box 1187",
            "Menomonee Falls, WI 53052",
        ],
        8.2,
    )
    kv(
        p,
        340,
        460,
        top + 34,
        [
            ("Invoice No.", "318842"),
            ("Customer No.", "LVD100"),
            ("Due Date", "01/07/2026"),
            ("Amount Due", "$" + US(total)),
            ("Amount Enclosed", "$______________"),
        ],
        8.4,
        14,
    )

    same(5770.00, sub, "subtotal")
    same(317.35, tax, "tax not printed")
    same(6155.75, total, "total")
    fields = {
        "invoice_number": F("318842", 1, "Invoice No. 318842"),
        "invoice_date": F("2025-12-08", 1, "Invoice Date 12/08/2025"),
        "due_date": F("2026-01-07", 1, "Due Date 01/07/2026"),
        "vendor_name": F(
            "Kettle Moraine Laboratory Supply Co.", 1, "Kettle Moraine Laboratory Supply Co. N58 W16720"
        ),
        "bill_to": F(
            "Lakeshore Veterinary Diagnostics, LLC", 1, "Bill To Lakeshore Veterinary Diagnostics, LLC"
        ),
        "currency": F("USD", 1, "TOTAL $6,155.75"),
        "subtotal": F(5770.00, 1, "Subtotal 5,770.00"),
        "tax": NULL(),
        "total": F(6155.75, 1, "TOTAL $6,155.75"),
        "amount_due": F(6155.75, 1, "Amount Due $6,155.75"),
    }
    notes = (
        "US invoice whose totals block prints 'Sales Tax 5.5%' with NO tax amount; Subtotal, Freight and "
        "TOTAL "
        "are printed, so tax is null (the implied 317.35 is never printed and must not be computed). Header "
        "cells print the label above the value; the PO number LVD-4471-Q and the customer number sit beside "
        "the invoice number. Bill To vs Ship To (Lab 2); the ship date 12/05/2025 is a distractor. A "
        "detachable "
        "remittance stub repeats the invoice number and due date and prints 'Amount Due' = amount_due "
        "(equal to "
        "the total) next to a blank 'Amount Enclosed'. US MM/DD/YYYY dates."
    )
    sums = [
        SUM("stub amount = total", [(1, "total")], "amount_due"),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 10 Finnish credit note (hyvityslasku)
@doc("b11_inv_fi_hyvityslasku", "invoice", "Saimaan Lämpöpalvelu Oy hyvityslasku 30481")
def inv_fi():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.text(40, 58, "Saimaan Lämpöpalvelu Oy", 15, True, color=(0.1, 0.25, 0.5))
    block(
        p, 40, 73, ["Teollisuuskatu 19, 53500 Lappeenranta", "Y-tunnus 2984417-6 · ALV-rek."], 7.8, color=GREY
    )
    p.text(555, 58, "HYVITYSLASKU", 16, True, align="r", color=WINE)
    p.text(555, 72, "(Credit note)", 8, align="r", color=GREY)
    block(
        p,
        40,
        130,
        ["Asunto Oy Kanavanranta", "c/o Isännöintitoimisto Karhu Oy", "Kauppakatu 40", "53100 Lappeenranta"],
        9.2,
        bold_first=True,
    )
    kv(
        p,
        330,
        450,
        124,
        [
            ("Hyvityslaskun nro", "30481"),
            ("Päivämäärä", "8.12.2025"),
            ("Asiakasnumero", "1207"),
            ("Viitteenne", "Isännöitsijä Laura Niskanen"),
            ("Hyvitettävä lasku", "30177"),
            ("Alkup. laskun pvm", "14.10.2025"),
            ("Alkup. eräpäivä", "28.10.2025"),
        ],
        8.2,
        12.6,
    )
    y = p.wrap(
        40,
        236,
        515,
        "Hyvitämme laskulta 30177 (yhteensä 4 880,00 €, sis. ALV) virheellisesti laskutetun pumpun vaihdon "
        "ja "
        "siihen liittyvän työn. Kaikki summat euroina (EUR).",
        8.4,
    )
    cols = [
        (44, "Kuvaus"),
        (330, "Määrä", "r"),
        (410, "á-hinta €", "r"),
        (460, "ALV %", "r"),
        (551, "Veroton €", "r"),
    ]
    y = head(p, y + 12, cols, 40, 555, g=0.88)
    items = [
        ("Kiertovesipumpun vaihto, laskutettu virheellisesti", "-1", "860.00"),
        ("Asennustyö, laskutettu virheellisesti (h)", "-4", "95.00"),
    ]
    net = D(0)
    for txt, n, c in items:
        a = ext(n, c)
        net += a
        p.row(
            y,
            [
                (44, txt),
                (330, n.replace("-", "−"), "r"),
                (410, SP(c), "r"),
                (460, "25,5", "r"),
                (551, SP(a), "r"),
            ],
            8.3,
        )
        y += 15
    p.hline(y - 8, 40, 555, 0.5)
    alv = pct(net, D("25.5"))
    total = net + alv
    y = tot(
        p,
        340,
        551,
        y + 8,
        [
            ("Veroton yhteensä", SP(net)),
            ("ALV 25,5 %", SP(alv)),
            ("Hyvitys yhteensä €", SP(total), True),
        ],
        8.8,
    )
    y = p.wrap(
        40,
        y + 10,
        515,
        "Hyvitys vähennetään seuraavasta laskustanne tai palautetaan pyynnöstä tilille. Tämä asiakirja ei "
        "edellytä maksua, eikä sillä ole eräpäivää.",
        8.4,
    )
    p.footer(
        "Saimaan Lämpöpalvelu Oy · Teollisuuskatu 19, 53500 Lappeenranta · laskutus@saimaanlampo.example"
    )

    same(-1240.00, net, "net")
    same(-316.20, alv, "alv")
    same(-1556.20, total, "total")
    fields = {
        "invoice_number": F("30481", 1, "Hyvityslaskun nro 30481"),
        "invoice_date": F("2025-12-08", 1, "Päivämäärä 8.12.2025"),
        "due_date": NULL(),
        "vendor_name": F("Saimaan Lämpöpalvelu Oy", 1, "Saimaan Lämpöpalvelu Oy Teollisuuskatu 19"),
        "bill_to": F("Asunto Oy Kanavanranta", 1, "Asunto Oy Kanavanranta c/o Isännöintitoimisto Karhu Oy"),
        "currency": F("EUR", 1, "Kaikki summat euroina (EUR)."),
        "subtotal": F(-1240.00, 1, "Veroton yhteensä -1 240,00"),
        "tax": F(-316.20, 1, "ALV 25,5 % -316,20"),
        "total": F(-1556.20, 1, "Hyvitys yhteensä € -1 556,20"),
        "amount_due": NULL(),
    }
    notes = (
        "Finnish credit note (hyvityslasku) in EUR: all amounts are negative (-1 240,00 / -316,20 / -1 "
        "556,20), "
        "ALV 25,5 %. The invoice number is the credit note's own number 30481; the credited invoice 30177, "
        "its "
        "date 14.10.2025, its due date 28.10.2025 and its total 4 880,00 € are distractors. The billed party "
        "is the housing company, not its property manager (c/o). due_date is null: the note states it "
        "requires "
        "no payment and has no due date. amount_due is null: no separate amount to pay is printed."
    )
    return p, fields, notes, []


# -------------------- 11 US three-page invoice with carried-forward lines
@doc("b11_inv_us_three_page_cf", "invoice", "Great Lakes Fastener Supply, Inc. invoice 0918834")
def inv_us_3p():
    p = Pdf(612, 792)
    cat = [
        (
            "HHCS-GR5",
            "Hex cap screw Gr5 zinc",
            ["3/8-16 x 1", "1/2-13 x 2", "5/8-11 x 3"],
            "bx",
            ["18.40", "31.75", "58.20"],
        ),
        ("FW-SAE", "Flat washer SAE zinc", ["3/8", "1/2", "5/8"], "bx", ["6.90", "9.85", "14.30"]),
        ("NUT-HX5", "Hex nut Gr5 zinc", ["3/8-16", "1/2-13", "5/8-11"], "bx", ["8.15", "13.60", "21.45"]),
        (
            "ANC-WDG",
            "Wedge anchor zinc",
            ["3/8 x 3", "1/2 x 4-1/4", "5/8 x 6"],
            "bx",
            ["27.30", "44.80", "73.95"],
        ),
        (
            "STR-ATR",
            "All-thread rod zinc 10 ft",
            ["3/8-16", "1/2-13", "5/8-11"],
            "ea",
            ["5.45", "9.20", "14.75"],
        ),
        ("BC-UNI", "Beam clamp, universal", ["3/8", "1/2", "5/8"], "ea", ["3.85", "5.10", "7.65"]),
        (
            "STR-12",
            "Strut channel 12 ga, 10 ft",
            ["1-5/8 x 1-5/8", "1-5/8 x 13/16", "slotted 1-5/8"],
            "ea",
            ["32.40", "24.90", "35.10"],
        ),
        ("STR-NUT", "Strut spring nut", ["3/8", "1/2", "5/8"], "bx", ["42.00", "47.50", "55.25"]),
        ("CLV-HGR", "Clevis hanger, galv", ["2 in", "3 in", "4 in"], "ea", ["4.35", "5.80", "7.90"]),
        (
            "SS-TEK",
            "Self-drill screw #12 x 1",
            ["hex washer", "pan head", "with EPDM"],
            "bx",
            ["16.20", "15.40", "22.60"],
        ),
        ("LAG-GLV", "Lag screw galv", ["3/8 x 3", "1/2 x 4", "1/2 x 6"], "bx", ["29.90", "46.10", "61.35"]),
        ("EYE-FRG", "Forged eye bolt", ["3/8 x 4", "1/2 x 6", "5/8 x 8"], "ea", ["6.75", "11.90", "18.80"]),
        ("U-BLT", "U-bolt galv", ["1 in pipe", "2 in pipe", "4 in pipe"], "ea", ["2.10", "3.05", "5.40"]),
        (
            "EPX-ADH",
            "Epoxy anchoring adhesive",
            ["10 oz", "22 oz", "mixing nozzle"],
            "ea",
            ["24.50", "46.75", "1.95"],
        ),
    ]
    lines = []
    k = 0
    for code, desc, sizes, u, prices in cat:
        for j in range(3):
            k += 1
            qty = 4 + (k * 7) % 23
            lines.append((f"{code}-{j + 1}", f"{desc}, {sizes[j]}", qty, u, D(prices[j])))
    chunks = [lines[:18], lines[18:36], lines[36:]]
    cf = D(0)
    page_tot = []

    def header(pg):
        p.new_page()
        p.text(44, 54, "GREAT LAKES FASTENER SUPPLY, INC.", 14, True)
        p.text(44, 67, "4410 W. Grand River Ave, Lansing, MI 48906  |  517-555-0190", 7.8, color=GREY)
        p.text(568, 54, "INVOICE", 15, True, align="r")
        p.text(568, 68, f"Page {pg} of 3", 7.8, align="r")
        kv(
            p,
            380,
            470,
            90,
            [("Invoice No.", "0918834"), ("Invoice Date", "12/04/2025"), ("Customer PO", "NGM-25077-14")],
            8,
            11.5,
        )

    for pg, chunk in enumerate(chunks, 1):
        header(pg)
        if pg == 1:
            p.text(44, 96, "SOLD TO / BILL TO", 7.2, True, color=GREY)
            block(
                p,
                44,
                108,
                ["Northgate Mechanical Contractors, Inc.", "1200 Trade Center Dr", "Toledo, OH 43612"],
                8.4,
                bold_first=True,
            )
            p.text(44, 152, "SHIP TO", 7.2, True, color=GREY)
            block(
                p,
                44,
                164,
                [
                    "Northgate Mechanical - Job 25-077",
                    "St. Vincent Clinic Expansion, Gate C",
                    "2213 Cherry St, Toledo, OH 43608",
                ],
                8.2,
            )
            kv(
                p,
                380,
                470,
                136,
                [
                    ("Order Date", "11/21/2025"),
                    ("Ship Date", "12/02/2025"),
                    ("Terms", "Net 30"),
                    ("Due Date", "01/03/2026"),
                    ("Sales Rep", "T. Okonkwo"),
                ],
                8,
                11.5,
            )
            y = 218
        else:
            p.text(44, 96, "Northgate Mechanical Contractors, Inc.  (continued)", 8, color=GREY)
            y = 140
        cols = [
            (48, "Item"),
            (130, "Description"),
            (380, "Qty", "r"),
            (388, "U/M"),
            (470, "Unit Price", "r"),
            (564, "Amount", "r"),
        ]
        y = head(p, y, cols, 44, 568, g=0.86)
        if pg > 1:
            p.text(130, y, "Brought forward from page " + str(pg - 1), 8.2, True)
            p.text(564, y, US(cf), 8.2, True, align="r")
            y += 15
        ptot = D(0)
        for code, desc, qty, u, c in chunk:
            a = ext(qty, c)
            ptot += a
            p.row(
                y,
                [
                    (48, code),
                    (130, desc),
                    (380, str(qty), "r"),
                    (388, u),
                    (470, US(c), "r"),
                    (564, US(a), "r"),
                ],
                8,
            )
            y += 14
        cf += ptot
        page_tot.append(ptot)
        p.hline(y - 7, 44, 568, 0.5)
        if pg < 3:
            p.text(330, y + 6, f"Page {pg} merchandise", 8.2)
            p.text(564, y + 6, US(ptot), 8.2, align="r")
            p.text(330, y + 20, "Carried forward to page " + str(pg + 1), 8.6, True)
            p.text(564, y + 20, US(cf), 8.6, True, align="r")
            p.footer("Continued on next page")
    merch = cf
    freight = D("412.50")
    sub = merch + freight
    tax = pct(sub, D("7.75"))
    total = sub + tax
    prep = D("10000.00")
    bal = total - prep
    y = tot(
        p,
        330,
        564,
        y + 8,
        [
            ("Merchandise total", US(merch)),
            ("Freight (LTL, 2 pallets)", US(freight)),
            ("Subtotal", US(sub)),
            ("Sales Tax 7.75% (Lucas County, OH)", US(tax)),
            ("Invoice Total", US(total), True),
            ("Less Prepayment (Check 20814, 11/24/2025)", "-" + US(prep)),
            ("BALANCE DUE", "$" + US(bal), True),
        ],
        8.4,
    )
    p.rect(44, y + 6, 568, y + 62, 0.6)
    p.text(52, y + 20, "REMIT TO", 7.2, True, color=GREY)
    block(
        p,
        52,
        y + 32,
        ["Great Lakes Fastener Supply, Inc.", "Dept. 4471, PO Box 30022", "Detroit, MI 48232-0022"],
        8,
    )
    p.text(330, y + 32, "ACH: Lakeshore Commerce Bank, ABA 072000915", 7.6)
    p.text(330, y + 44, "Acct 448120977 - reference invoice 0918834", 7.6)

    same(6286.95, page_tot[0], "p1")
    same(12798.55, page_tot[0] + page_tot[1], "cf2")
    same(13941.15, merch, "merch")
    same(14353.65, sub, "sub")
    same(1112.41, tax, "tax")
    same(15466.06, total, "total")
    same(5466.06, bal, "balance")
    fields = {
        "invoice_number": F("0918834", 1, "Invoice No. 0918834"),
        "invoice_date": F("2025-12-04", 1, "Invoice Date 12/04/2025"),
        "due_date": F("2026-01-03", 1, "Due Date 01/03/2026"),
        "vendor_name": F("Great Lakes Fastener Supply, Inc.", 1, "GREAT LAKES FASTENER SUPPLY, INC."),
        "bill_to": F(
            "Northgate Mechanical Contractors, Inc.",
            1,
            "SOLD TO / BILL TO Northgate Mechanical Contractors, Inc.",
        ),
        "currency": F("USD", 3, "BALANCE DUE $"),
        "subtotal": F(14353.65, 3, "Subtotal 14,353.65"),
        "tax": F(1112.41, 3, "Sales Tax 7.75% (Lucas County, OH) 1,112.41"),
        "total": F(15466.06, 3, "Invoice Total 15,466.06"),
        "amount_due": F(5466.06, 3, "BALANCE DUE $5,466.06"),
    }
    notes = (
        "Three-page US distributor invoice (42 lines): pages 1 and 2 end with the page merchandise and "
        "'Carried forward to page N'; pages 2 and 3 start with 'Brought forward'. The header repeats the "
        "invoice number, date and PO on every page; order date, ship date and the customer PO are "
        "distractors. "
        "Sold To / Bill To vs Ship To (a job site) vs Remit To (a lockbox of the vendor). Totals on page 3: "
        "merchandise + freight = Subtotal, sales tax 7.75 % on the subtotal, Invoice Total, then a "
        "prepayment "
        "(check 20814) is deducted, giving BALANCE DUE = amount_due. The due date is printed in the page-1 "
        "header "
        "block next to the terms 'Net 30'."
    )
    sums = [
        SUM(
            "page 1 + page 2 carried forward",
            [
                (1, T("Carried forward to page 2", 6286.95, 1, "Carried forward to page 2 6,286.95")),
                (1, T("Page 2 merchandise", 6511.60, 2, "Page 2 merchandise 6,511.60")),
            ],
            T("Carried forward to page 3", 12798.55, 2, "Carried forward to page 3 12,798.55"),
        ),
        SUM(
            "brought forward + page 3 = merchandise",
            [
                (1, T("Brought forward from page 2", 12798.55, 3, "Brought forward from page 2 12,798.55")),
            ]
            + [
                (1, T(f"page 3 line {c}", float(ext(qty, pr)), 3, f"{US(pr)} {US(ext(qty, pr))}"))
                for c, _, qty, _, pr in chunks[2]
            ],
            T("Merchandise total", 13941.15, 3, "Merchandise total 13,941.15"),
        ),
        SUM(
            "merchandise + freight",
            [
                (1, T("Merchandise total", 13941.15, 3, "Merchandise total 13,941.15")),
                (1, T("Freight", 412.50, 3, "Freight (LTL, 2 pallets) 412.50")),
            ],
            "subtotal",
        ),
        SUM(
            "prepayment",
            [(1, "total"), (-1, T("Prepayment", 10000.00, 3, "(Check 20814, 11/24/2025) -10,000.00"))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums
