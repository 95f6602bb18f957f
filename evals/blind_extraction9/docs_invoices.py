"""Invoice builders for blind_extraction9 (11 documents).  Every party, number,
address and date is invented.  Each builder draws its document, computes what it
prints and checks the hand-written label literals against that with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from pdfkit import CH, EU, SP, US, Pdf, q

GREY = (0.35, 0.35, 0.35)
LIGHT = (0.55, 0.55, 0.55)
WHITE = (1, 1, 1)


def ext(*factors):
    """Product of the factors, rounded to the cent (one line extension)."""
    v = D(1)
    for f in factors:
        v *= D(str(f))
    return q(v)


def pct(base, rate):
    """rate percent of base, rounded half-up to the cent."""
    return q(D(str(base)) * D(str(rate)) / D(100))


def table_head(p, y, cols, size=8, shade=True, x0=36, x1=None, g=0.9, color=(0, 0, 0)):
    x1 = x1 or p.w - 36
    if shade:
        p.shade(x0, y - size - 3, x1, y + 4, g)
    for c in cols:
        p.text(c[0], y, c[1], size, True, align=c[2] if len(c) > 2 else "l", color=color)
    p.hline(y + 4, x0, x1, 0.6)
    return y + size + 8


def lines_block(p, x, y, lines, size=8.5, lead=None, bold_first=False, color=(0, 0, 0)):
    lead = lead or size * 1.3
    for i, s in enumerate(lines):
        p.text(x, y, s, size, bold_first and i == 0, color=color)
        y += lead
    return y


# ---------------------------------------------------------------- 1 Danish credit note
@doc("b9_inv_dk_kreditnota", "invoice", "Skovgaard & Holm Køleteknik ApS kreditnota 25-0388")
def inv_dk_kreditnota():
    p = Pdf(595, 842)
    p.new_page()
    # letterhead right, customer window left (Danish business letter layout)
    p.text(555, 58, "Skovgaard & Holm Køleteknik ApS", 13, True, align="r")
    lines_block(
        p,
        555 - 170,
        72,
        [
            "Industrivej Nord 14",
            "7400 Herning",
            "Tlf. 96 12 40 80",
            "bogholderi@skovgaard-holm.example",
            "CVR-nr. 41 27 88 53",
        ],
        7.8,
        color=GREY,
    )
    p.text(40, 64, "Kunde", 7, True, color=LIGHT)
    lines_block(
        p,
        40,
        78,
        [
            "Fjordbyens Slagterhus A/S",
            "Att.: Kreditorbogholderiet",
            "Havnegade 3",
            "9900 Frederikshavn",
        ],
        9.5,
        bold_first=True,
    )
    p.text(40, 168, "KREDITNOTA", 20, True)
    # header facts: label, colon, value beside it
    left = [
        ("Kreditnotanr.:", "25-0388"),
        ("Dato:", "18.06.2025"),
        ("Kundenr.:", "10442"),
        ("Jeres ref.:", "Lone Vestergaard"),
    ]
    right = [
        ("Vedr. faktura nr.:", "25-0341"),
        ("Fakturadato:", "28.05.2025"),
        ("Ordrenr.:", "O-7716 af 12.05.2025"),
        ("Varer modtaget retur:", "12.06.2025"),
    ]
    y = 190
    for (k1, v1), (k2, v2) in zip(left, right, strict=True):
        p.text(40, y, k1, 8.5, color=GREY)
        p.text(120, y, v1, 8.5, True)
        p.text(300, y, k2, 8.5, color=GREY)
        p.text(412, y, v2, 8.5, True)
        y += 13
    p.text(300, y + 4, "Leveringsadresse:", 8.5, color=GREY)
    lines_block(
        p,
        412,
        y + 4,
        ["Skagen Fiskepakkeri I/S", "Vestre Strandvej 120", "9990 Skagen"],
        8.5,
    )
    y += 52
    lines = [
        ("EXV-22", "Fordamperventil EXV-22, returneret (defekt ved levering)", -2, "stk.", "3865.00"),
        ("SRV-T", "Kreditering af montagetimer, fejlbestilt tekniker", -6, "timer", "675.00"),
        ("CMP-480", "Prisregulering kompressor CMP-480 jf. aftale 02.06.2025", -1, "stk.", "2140.00"),
        ("FRG", "Fragt, returnering af varer (krediteres)", -1, "stk.", "395.00"),
    ]
    cols = [
        (40, "Varenr."),
        (96, "Tekst"),
        (392, "Antal", "r"),
        (398, "Enhed"),
        (486, "Stk.pris", "r"),
        (555, "Beløb DKK", "r"),
    ]
    y = table_head(p, y, cols, 8, x0=38, x1=557, g=0.88)
    amts = []
    for nr, txt, n, unit, pr in lines:
        a = ext(n, pr)
        amts.append(a)
        p.row(
            y,
            [(40, nr), (96, txt), (392, str(n), "r"), (398, unit), (486, EU(pr), "r"), (555, EU(a), "r")],
            size=8.2,
        )
        y += 14
    p.hline(y - 6, 38, 557, 0.5)
    net = sum(amts, D(0))
    vat = pct(net, 25)
    gross = net + vat
    y += 12
    box = [
        ("Beløb ekskl. moms", EU(net), False),
        ("Momsgrundlag", EU(net), False),
        ("Moms 25 %", EU(vat), False),
        ("Kreditnota i alt DKK", EU(gross), True),
    ]
    p.rect(330, y - 12, 557, y + 4 + 14 * len(box) - 6, 0.6)
    for k, v, b in box:
        p.text(338, y, k, 8.8, b)
        p.text(549, y, v, 8.8, b, align="r")
        y += 14
    y += 20
    orig = D("52318.75")
    y = p.wrap(
        40,
        y,
        515,
        "Kreditnotaen vedrører faktura nr. 25-0341 af 28.05.2025 (fakturabeløb inkl. moms DKK "
        + EU(orig)
        + "). Det krediterede beløb modregnes i Deres næste betaling til os; der skal ikke foretages "
        "indbetaling på grundlag af denne kreditnota. Ved spørgsmål kontakt venligst bogholderiet på tlf. "
        "96 12 40 80.",
        8.2,
    )
    p.hline(790, 40, 555, 0.4, color=LIGHT)
    p.text(
        297.5,
        802,
        "Skovgaard & Holm Køleteknik ApS · Industrivej Nord 14 · 7400 Herning · CVR 41278853 · "
        "Bank: reg.nr. 7630 konto 1048 223 917",
        6.8,
        align="c",
        color=GREY,
    )

    same(-14315.00, net, "subtotal")
    same(-3578.75, vat, "moms")
    same(-17893.75, gross, "total")
    fields = {
        "invoice_number": F("25-0388", 1, "Kreditnotanr.: 25-0388"),
        "invoice_date": F("2025-06-18", 1, "Dato: 18.06.2025"),
        "due_date": NULL(),
        "vendor_name": F("Skovgaard & Holm Køleteknik ApS", 1, "Skovgaard & Holm Køleteknik ApS"),
        "bill_to": F("Fjordbyens Slagterhus A/S", 1, "Kunde Fjordbyens Slagterhus A/S"),
        "currency": F("DKK", 1, "Kreditnota i alt DKK -17.893,75"),
        "subtotal": F(-14315.00, 1, "Beløb ekskl. moms -14.315,00"),
        "tax": F(-3578.75, 1, "Moms 25 % -3.578,75"),
        "total": F(-17893.75, 1, "Kreditnota i alt DKK -17.893,75"),
        "amount_due": NULL(),
    }
    notes = (
        "Danish credit note (KREDITNOTA) with header facts printed as 'label: value'. Its own number 25-0388 and "
        "date 18.06.2025 (DD.MM.YYYY) sit next to the credited invoice's number 25-0341 and date 28.05.2025, an "
        "order date 12.05.2025, a return date 12.06.2025 and a price-agreement date 02.06.2025. All amounts are "
        "negative with a leading minus in Danish format (-14.315,00): subtotal 'Beløb ekskl. moms' (repeated as "
        "'Momsgrundlag'), tax 'Moms 25 %', total 'Kreditnota i alt DKK'. The original invoice amount DKK "
        "52.318,75 in the closing paragraph is a distractor. 'Leveringsadresse' (Skagen Fiskepakkeri I/S) is a "
        "ship-to distractor; bill_to is the customer in the address window. due_date is null: a credit note has "
        "no payment date and none is printed. amount_due is null: nothing is payable, the credit is offset "
        "against the next payment."
    )
    sums = [
        SUM(
            "lines to subtotal",
            [
                (1, T("EXV-22", -7730.00, 1, "3.865,00 -7.730,00")),
                (1, T("montagetimer", -4050.00, 1, "675,00 -4.050,00")),
                (1, T("CMP-480", -2140.00, 1, "2.140,00 -2.140,00")),
                (1, T("fragt", -395.00, 1, "395,00 -395,00")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 2 Finnish lasku with giro form
@doc("b9_inv_fi_lasku", "invoice", "Kuusiston Sähköasennus Oy lasku 2025-1187")
def inv_fi_lasku():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 60, "KUUSISTON SÄHKÖASENNUS OY", 13.5, True)
    lines_block(
        p,
        40,
        74,
        ["Teollisuuskatu 9 B, 33560 Tampere", "puh. 03 288 4410 · laskutus@kuusisto-sahko.example"],
        7.8,
        color=GREY,
    )
    p.text(318, 60, "LASKU", 16, True)
    # grid: label above value
    grid = [
        [("Laskun päivämäärä", "5.6.2025"), ("Laskun numero", "2025-1187")],
        [("Asiakasnumero", "40215"), ("Viitenumero", "118 7403")],
        [("Eräpäivä", "19.6.2025"), ("Maksuehto", "14 pv netto")],
        [("Toimituspäivä", "28.5.2025"), ("Viivästyskorko", "11,5 %")],
        [("Tilaus / tilauspvm", "T-882 / 14.5.2025"), ("Viitteenne", "Isännöitsijä J. Lehtola")],
    ]
    y0 = 70
    for r, cells in enumerate(grid):
        for c, (k, v) in enumerate(cells):
            x0 = 318 + c * 119
            p.field_box(x0, y0 + r * 24, x0 + 119, y0 + r * 24 + 24, k, v, 8.5, 6.3)
    p.text(40, 118, "Laskutusosoite", 7, True, color=LIGHT)
    lines_block(
        p,
        40,
        131,
        [
            "Asunto Oy Pyynikin Kaarre",
            "c/o Isännöintitoimisto Lehtola Oy",
            "Hämeenpuisto 44 A 3",
            "33200 Tampere",
        ],
        9.2,
        bold_first=True,
    )
    p.text(40, 200, "Työkohde / toimitusosoite", 7, True, color=LIGHT)
    lines_block(p, 40, 212, ["Pyynikintie 31, porrashuone B, 33230 Tampere"], 8.5)
    lines = [
        ("Ryhmäkeskus 1200 mm, asennettuna", "1", "kpl", "2480.00"),
        ("Johdonsuojakatkaisija C16", "36", "kpl", "14.90"),
        ("Vikavirtasuoja 40 A / 30 mA", "12", "kpl", "62.50"),
        ("Asennustyö, sähköasentaja", "42", "h", "68.00"),
        ("Matkakulut, kaupunkialue", "6", "krt", "38.00"),
    ]
    cols = [
        (40, "Tuote / työ"),
        (300, "Määrä", "r"),
        (306, "Yks."),
        (392, "À-hinta", "r"),
        (438, "ALV %", "r"),
        (555, "Veroton yht. EUR", "r"),
    ]
    y = table_head(p, 248, cols, 7.8, x0=38, x1=557, g=0.9)
    amts = []
    for txt, n, unit, pr in lines:
        a = ext(n, pr)
        amts.append(a)
        p.row(
            y,
            [(40, txt), (300, n, "r"), (306, unit), (392, SP(pr), "r"), (438, "25,5", "r"), (555, SP(a), "r")],
            size=8.4,
        )
        y += 14
    p.hline(y - 6, 38, 557, 0.5)
    net = sum(amts, D(0))
    vat = pct(net, D("25.5"))
    gross = net + vat
    credit = D("-420.00")
    pay = gross + credit
    # ALV breakdown (left) and totals (right)
    y += 14
    p.text(40, y, "ALV-erittely", 7.8, True)
    p.row(y + 12, [(40, "ALV %"), (150, "Veroton", "r"), (220, "Vero", "r"), (300, "Verollinen", "r")], 7.5)
    p.row(
        y + 24,
        [(40, "25,5 %"), (150, SP(net), "r"), (220, SP(vat), "r"), (300, SP(gross), "r")],
        7.8,
    )
    ty = y
    for k, v, b in (
        ("Veroton yhteensä", SP(net), False),
        ("ALV 25,5 % yhteensä", SP(vat), False),
        ("Laskun summa yhteensä EUR", SP(gross), True),
        ("Hyvityslasku 2025-1163 vähennetty", SP(credit), False),
        ("Maksettava yhteensä EUR", SP(pay), True),
    ):
        p.text(338, ty, k, 8.6, b)
        p.text(555, ty, v, 8.6, b, align="r")
        ty += 14
    p.hline(ty - 39, 338, 557, 0.4)
    y = max(y + 60, ty + 16)
    y = p.wrap(
        40,
        y,
        515,
        "Hyvityslasku 2025-1163 (22.5.2025) koskee takuukorjauksena tehtyä työtä, ja se on vähennetty tästä "
        "laskusta. Kotitalousvähennykseen oikeuttava työn osuus ei koske asunto-osakeyhtiötä. Viivästyskorko "
        "korkolain mukaan 11,5 %; muistutusmaksu 5,00 EUR. Huomautukset 8 päivän kuluessa.",
        7.8,
    )
    # giro form (tilisiirto)
    gy = 600
    p.hline(gy - 8, 30, 565, 0.4, color=LIGHT)
    p.text(40, gy, "TILISIIRTO · GIRERING", 8, True)
    p.rect(40, gy + 6, 555, gy + 196, 0.8)
    p.line(150, gy + 6, 150, gy + 196, 0.5)
    p.line(40, gy + 52, 555, gy + 52, 0.5)
    p.line(40, gy + 100, 555, gy + 100, 0.5)
    p.line(40, gy + 148, 555, gy + 148, 0.5)
    p.line(330, gy + 148, 330, gy + 196, 0.5)
    p.line(420, gy + 172, 555, gy + 172, 0.5)
    p.line(420, gy + 148, 420, gy + 196, 0.5)
    p.text(44, gy + 18, "Saajan tilinumero", 6.5)
    p.text(44, gy + 27, "Mottagarens kontonummer", 6.5)
    p.text(156, gy + 20, "IBAN FI37 5731 2820 0419 66", 9)
    p.text(400, gy + 20, "BIC OKOYFIHH", 9)
    p.text(44, gy + 64, "Saaja", 6.5)
    p.text(44, gy + 73, "Mottagare", 6.5)
    p.text(156, gy + 66, "Kuusiston Sähköasennus Oy", 9)
    p.text(44, gy + 112, "Maksajan nimi ja", 6.5)
    p.text(44, gy + 121, "osoite · Betalarens", 6.5)
    p.text(44, gy + 130, "namn och adress", 6.5)
    lines_block(
        p, 156, gy + 114, ["Asunto Oy Pyynikin Kaarre", "c/o Isännöintitoimisto Lehtola Oy", "33200 Tampere"], 8.5
    )
    p.text(44, gy + 160, "Allekirjoitus", 6.5)
    p.text(44, gy + 169, "Underskrift", 6.5)
    p.text(336, gy + 160, "Viitenro", 6.5)
    p.text(336, gy + 169, "Ref.nr", 6.5)
    p.text(426, gy + 160, "118 7403", 9)
    p.text(336, gy + 184, "Eräpäivä", 6.5)
    p.text(336, gy + 193, "Förfallodag", 6.5)
    p.text(426, gy + 188, "19.6.2025", 9)
    p.text(500, gy + 188, "Euro", 6.5)
    p.text(551, gy + 188, SP(pay), 9, align="r")
    p.text(
        297.5,
        gy + 212,
        "Maksu välitetään saajalle maksujenvälityksen ehtojen mukaisesti ja vain maksajan ilmoittaman tilinumeron "
        "perusteella.",
        6.2,
        align="c",
        color=GREY,
    )
    p.text(297.5, 820, "Y-tunnus 3184227-6 · ALV rek. · Kotipaikka Tampere", 6.8, align="c", color=GREY)

    same(6850.40, net, "subtotal")
    same(1746.85, vat, "alv")
    same(8597.25, gross, "total")
    same(8177.25, pay, "maksettava")
    fields = {
        "invoice_number": F("2025-1187", 1, "Laskun numero 2025-1187"),
        "invoice_date": F("2025-06-05", 1, "Laskun päivämäärä 5.6.2025"),
        "due_date": F("2025-06-19", 1, "Eräpäivä 19.6.2025"),
        "vendor_name": F("Kuusiston Sähköasennus Oy", 1, "KUUSISTON SÄHKÖASENNUS OY"),
        "bill_to": F("Asunto Oy Pyynikin Kaarre", 1, "Laskutusosoite Asunto Oy Pyynikin Kaarre"),
        "currency": F("EUR", 1, "Laskun summa yhteensä EUR 8 597,25"),
        "subtotal": F(6850.40, 1, "Veroton yhteensä 6 850,40"),
        "tax": F(1746.85, 1, "ALV 25,5 % yhteensä 1 746,85"),
        "total": F(8597.25, 1, "Laskun summa yhteensä EUR 8 597,25"),
        "amount_due": F(8177.25, 1, "Maksettava yhteensä EUR 8 177,25"),
    }
    notes = (
        "Finnish electrical-contractor invoice (LASKU), amounts with space thousands and decimal comma "
        "(6 850,40), dates D.M.YYYY without leading zeros. Header grid prints each label above its value: "
        "invoice date 5.6.2025 vs delivery date 28.5.2025, order date 14.5.2025 and the credit note's date "
        "22.5.2025; due date 'Eräpäivä' 19.6.2025 (repeated on the giro form). The reference number 118 7403 and "
        "customer number are distractors for the invoice number. The 11,5 % late-interest rate and the 5,00 EUR "
        "reminder fee are not tax; VAT is the new Finnish standard rate 25,5 %. bill_to is the housing company "
        "Asunto Oy Pyynikin Kaarre (the property manager appears only as c/o and contact); the work site "
        "address is a distractor. A credit note 2025-1163 (-420,00) is deducted AFTER the invoice total: total is "
        "'Laskun summa yhteensä' 8 597,25 and amount_due is 'Maksettava yhteensä' 8 177,25, also printed in the "
        "giro form's Euro box. No field is null."
    )
    sums = [
        SUM(
            "lines to subtotal",
            [
                (1, T("ryhmäkeskus", 2480.00, 1, "25,5 2 480,00")),
                (1, T("johdonsuoja", 536.40, 1, "14,90 25,5 536,40")),
                (1, T("vikavirtasuoja", 750.00, 1, "62,50 25,5 750,00")),
                (1, T("asennustyö", 2856.00, 1, "68,00 25,5 2 856,00")),
                (1, T("matkakulut", 228.00, 1, "38,00 25,5 228,00")),
            ],
            "subtotal",
        ),
        SUM(
            "credit note deducted",
            [(1, "total"), (1, T("hyvityslasku", -420.00, 1, "Hyvityslasku 2025-1163 vähennetty -420,00"))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 3 Italian professional fee invoice
@doc("b9_inv_it_fattura_ritenuta", "invoice", "Ferraguti & Bassi Ingegneri Associati fattura 47/2025")
def inv_it_fattura_ritenuta():
    p = Pdf(595, 842, face="serif", ttf=True)
    p.new_page()
    p.text(297.5, 56, "FERRAGUTI & BASSI", 17, True, align="c")
    p.text(297.5, 70, "INGEGNERI ASSOCIATI", 9, align="c", color=GREY)
    p.text(
        297.5,
        84,
        "Via Emilia Est 212 · 41121 Modena · tel. 059 218 4470 · PEC studio@pec.ferraguti-bassi.example",
        7.2,
        align="c",
        color=GREY,
    )
    p.text(
        297.5,
        94,
        "C.F. e P.IVA 03918470365 · iscritti all'Ordine degli Ingegneri di Modena",
        7.2,
        align="c",
        color=GREY,
    )
    p.hline(102, 40, 555, 0.8)
    # left: document data, label beside value
    y = 126
    for k, v in (
        ("FATTURA N.", "47/2025"),
        ("Data documento:", "12/06/2025"),
        ("Tipo documento:", "TD01 – fattura"),
        ("Rif. preventivo:", "n. 12/2025 del 20/01/2025"),
        ("Data incarico:", "03/02/2025"),
        ("Codice destinatario SdI:", "M5UXCR1"),
    ):
        big = k.startswith("FATTURA")
        p.text(40, y, k, 11 if big else 8.3, big)
        p.text(170, y, v, 11 if big else 8.3, True)
        y += 16 if big else 12.5
    # right: customer
    p.text(330, 122, "Spett.le", 8.5, color=GREY)
    lines_block(
        p,
        330,
        136,
        [
            "Caseificio Sociale Val Tiepido",
            "Soc. Coop. Agricola",
            "Via per Montorsello 8",
            "41053 Maranello (MO)",
            "P.IVA 01744920368",
        ],
        9,
        bold_first=True,
    )
    p.text(
        40, 222, "Luogo della prestazione: stabilimento di Torre Maina, Via Cavedoni 5, Maranello (MO)", 8, color=GREY
    )
    cols = [(40, "Descrizione"), (440, "Cod. IVA", "c"), (555, "Importo €", "r")]
    y = table_head(p, 248, cols, 8, x0=38, x1=557, g=0.9)
    fees = [
        ("Progettazione esecutiva impianto di depurazione acque reflue – 2° SAL", "6800.00"),
        ("Direzione lavori e coordinamento sicurezza – maggio 2025", "1450.00"),
    ]
    amts = []
    for txt, a in fees:
        amts.append(D(a))
        p.row(y, [(40, txt), (440, "22", "c"), (555, EU(a), "r")], size=8.5)
        y += 15
    onorari = sum(amts, D(0))
    cassa = pct(onorari, 4)
    p.row(y, [(40, "Contributo integrativo Inarcassa 4%"), (440, "22", "c"), (555, EU(cassa), "r")], size=8.5)
    y += 15
    p.hline(y - 7, 38, 557, 0.5)
    imponibile = onorari + cassa
    iva = pct(imponibile, 22)
    totale = imponibile + iva
    ritenuta = pct(onorari, 20)
    netto = totale - ritenuta
    y += 14
    # riepilogo (two columns of boxes)
    p.text(300, y, "RIEPILOGO", 8.5, True)
    y += 8
    rows = [
        ("Totale onorari", EU(onorari)),
        ("Contributo integrativo 4%", EU(cassa)),
        ("Imponibile", EU(imponibile)),
        ("IVA 22%", EU(iva)),
        ("Totale fattura", EU(totale)),
        ("Ritenuta d'acconto 20% su € " + EU(onorari), "-" + EU(ritenuta)),
        ("NETTO A PAGARE €", EU(netto)),
    ]
    for i, (k, v) in enumerate(rows):
        b = k.startswith(("Totale fattura", "NETTO"))
        if b:
            p.shade(300, y, 557, y + 15, 0.9)
        p.rect(300, y, 557, y + 15, 0.4)
        p.text(306, y + 10.5, k, 8.5, b)
        p.text(551, y + 10.5, v, 8.5, b, align="r")
        y += 15
    y += 22
    p.text(40, y, "Modalità di pagamento", 8.5, True)
    y += 13
    y = p.wrap(
        40,
        y,
        515,
        "Bonifico bancario su IBAN IT62 K 05387 12900 000003174822 – Banca Popolare dell'Emilia. "
        "Scadenza: 12/07/2025 (30 gg data fattura). Importo da versare al netto della ritenuta d'acconto, "
        "che il committente verserà all'Erario entro il 16 del mese successivo al pagamento (codice tributo 1040).",
        8.3,
    )
    y += 8
    y = p.wrap(
        40,
        y,
        515,
        "Operazione soggetta a ritenuta d'acconto ai sensi dell'art. 25 DPR 600/1973. Il contributo "
        "integrativo Inarcassa non è soggetto a ritenuta. Copia di cortesia: il documento fiscale valido è "
        "quello trasmesso tramite il Sistema di Interscambio.",
        7.6,
    )
    p.footer("Ferraguti & Bassi Ingegneri Associati · pagina 1 di 1")

    same(8580.00, imponibile, "imponibile")
    same(1887.60, iva, "iva")
    same(10467.60, totale, "totale")
    same(1650.00, ritenuta, "ritenuta")
    same(8817.60, netto, "netto")
    fields = {
        "invoice_number": F("47/2025", 1, "FATTURA N. 47/2025"),
        "invoice_date": F("2025-06-12", 1, "Data documento: 12/06/2025"),
        "due_date": F("2025-07-12", 1, "Scadenza: 12/07/2025"),
        "vendor_name": F("Ferraguti & Bassi Ingegneri Associati", 1, "FERRAGUTI & BASSI INGEGNERI ASSOCIATI"),
        "bill_to": F(
            "Caseificio Sociale Val Tiepido Soc. Coop. Agricola",
            1,
            "Spett.le Caseificio Sociale Val Tiepido Soc. Coop. Agricola",
        ),
        "currency": F("EUR", 1, "NETTO A PAGARE € 8.817,60"),
        "subtotal": F(8580.00, 1, "Imponibile 8.580,00"),
        "tax": F(1887.60, 1, "IVA 22% 1.887,60"),
        "total": F(10467.60, 1, "Totale fattura 10.467,60"),
        "amount_due": F(8817.60, 1, "NETTO A PAGARE € 8.817,60"),
    }
    notes = (
        "Italian engineering firm's fee invoice with dd/mm/yyyy dates (12/06/2025 = 12 June). Invoice number "
        "'47/2025' vs quotation 'n. 12/2025 del 20/01/2025', engagement date 03/02/2025 and the SdI recipient "
        "code. subtotal is 'Imponibile' 8.580,00 = fees 8.250,00 PLUS the 4% Inarcassa contribution (the fees "
        "total alone is a distractor); tax is 'IVA 22%'; total is 'Totale fattura' 10.467,60. The 20% "
        "withholding tax (ritenuta d'acconto, computed on the fees only) is deducted after the total and is not "
        "the invoice's tax: amount_due is 'NETTO A PAGARE' 8.817,60. The due date appears only in the payment "
        "paragraph ('Scadenza: 12/07/2025'). bill_to is the customer after 'Spett.le' (a cooperative; the "
        "place-of-service plant is a distractor). No field is null."
    )
    sums = [
        SUM(
            "fees and contribution to imponibile",
            [
                (1, T("progettazione", 6800.00, 1, "2° SAL 22 6.800,00")),
                (1, T("direzione lavori", 1450.00, 1, "maggio 2025 22 1.450,00")),
                (1, T("contributo integrativo", 330.00, 1, "Contributo integrativo Inarcassa 4% 22 330,00")),
            ],
            "subtotal",
        ),
        SUM(
            "ritenuta deducted",
            [(1, "total"), (-1, T("ritenuta d'acconto", 1650.00, 1, "Ritenuta d'acconto 20% su € 8.250,00 -1.650,00"))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 4 Spanish factura, bottom summary grid
@doc("b9_inv_es_factura", "invoice", "Suministros Hidráulicos del Ebro, S.L. factura FV25-02764")
def inv_es_factura():
    p = Pdf(595, 842)
    p.new_page()
    p.shade(40, 40, 56, 96, 0.2)
    p.text(64, 56, "Suministros Hidráulicos del Ebro, S.L.", 13, True)
    lines_block(
        p,
        64,
        70,
        [
            "Polígono Malpica, calle E, nave 14 · 50016 Zaragoza",
            "Tel. 976 57 21 90 · pedidos@shebro.example · CIF B50912274",
            "Inscrita en el Registro Mercantil de Zaragoza, tomo 4127, folio 88, hoja Z-60314",
        ],
        7.6,
        color=GREY,
    )
    # customer box (right) and delivery address
    p.rect(318, 112, 555, 186, 0.6)
    p.text(324, 123, "CLIENTE", 6.8, True, color=GREY)
    lines_block(
        p,
        324,
        137,
        [
            "Regadíos y Cultivos Monegros, S.A.T.",
            "Avda. de Huesca 41",
            "22200 Sariñena (Huesca)",
            "CIF F22384019",
        ],
        8.8,
        bold_first=True,
    )
    p.text(40, 123, "DIRECCIÓN DE ENTREGA", 6.8, True, color=GREY)
    lines_block(
        p,
        40,
        137,
        [
            "Finca El Saso, caseta de bombeo",
            "Ctra. A-130, km 12",
            "22260 Lanaja (Huesca)",
            "Contacto en obra: Sr. Pallarés",
        ],
        8.4,
    )
    # header grid, label above value
    heads = ["FACTURA Nº", "FECHA", "CÓD. CLIENTE", "Nº PEDIDO", "FECHA PEDIDO", "ALBARÁN", "FECHA ENTREGA"]
    vals = ["FV25-02764", "03/07/2025", "4308", "PC-1190", "24/06/2025", "AL25-03381", "30/06/2025"]
    xs = [40, 118, 184, 250, 318, 392, 474, 555]
    for i in range(7):
        p.field_box(xs[i], 200, xs[i + 1], 226, heads[i], vals[i], 8.4, 6.2)
    lines = [
        ("TPE110-10", "Tubo PE100 DN110 PN10 (metro)", "240", "9.85", "12"),
        ("VMA-100", "Válvula de mariposa DN100 con reductor", "6", "148.00", "12"),
        ("CWO-80", "Contador Woltman DN80 emisor de impulsos", "2", "412.50", "5"),
        ("PRG-24", "Programador de riego 24 estaciones", "1", "689.00", "0"),
        ("FAN-3", 'Filtro de anillas 3" 120 mesh', "4", "126.40", "12"),
    ]
    cols = [
        (40, "Código"),
        (102, "Descripción"),
        (352, "Cant.", "r"),
        (412, "Precio", "r"),
        (454, "Dto. %", "r"),
        (555, "Importe", "r"),
    ]
    y = table_head(p, 250, cols, 7.8, x0=38, x1=557, g=0.85)
    amts = []
    for code, txt, n, pr, dto in lines:
        a = q(D(n) * D(pr) * (D(100) - D(dto)) / D(100))
        amts.append(a)
        p.row(
            y,
            [(40, code), (102, txt), (352, n, "r"), (412, EU(pr), "r"), (454, EU(dto), "r"), (555, EU(a), "r")],
            size=8.2,
        )
        y += 14
    p.hline(y - 6, 38, 557, 0.5)
    bruto = sum(amts, D(0))
    dpp = pct(bruto, 2)
    portes = D("145.00")
    base = bruto - dpp + portes
    iva = pct(base, 21)
    total = base + iva
    y += 4
    p.text(
        40,
        y,
        "Portes: envío en camión grúa Zaragoza - Lanaja (1 viaje). Material según albarán AL25-03381.",
        7.6,
        color=GREY,
    )
    # summary grid at the bottom: labels row, values row
    gy = 600
    gheads = ["Importe bruto", "Dto. P.P. 2 %", "Portes", "Base imponible", "% IVA", "Cuota IVA", "TOTAL FACTURA €"]
    gvals = [EU(bruto), EU(dpp), EU(portes), EU(base), "21,00", EU(iva), EU(total)]
    gx = [40, 112, 180, 240, 322, 372, 448, 555]
    p.shade(40, gy, 555, gy + 14, 0.85)
    p.rect(40, gy, 555, gy + 34, 0.7)
    p.line(40, gy + 14, 555, gy + 14, 0.5)
    for i in range(7):
        if i:
            p.line(gx[i], gy, gx[i], gy + 34, 0.5)
        p.text(gx[i + 1] - 4, gy + 10, gheads[i], 6.8, True, align="r")
        p.text(gx[i + 1] - 4, gy + 28, gvals[i], 9 if i == 6 else 8.4, i == 6, align="r")
    y = gy + 56
    p.text(40, y, "Forma de pago: recibo domiciliado a 30 días fecha factura", 8.4)
    p.text(40, y + 13, "Vencimiento: 02/08/2025", 8.4, True)
    p.text(40, y + 26, "Cuenta de cargo: ES76 2085 **** **** **** 4417 (Ibercaja)", 8.4)
    p.text(
        40,
        y + 52,
        "Los datos personales se tratan conforme al RGPD para la gestión de la relación comercial. La mercancía viaja",
        6.6,
        color=GREY,
    )
    p.text(40, y + 61, "por cuenta y riesgo del comprador una vez firmada la conformidad del albarán.", 6.6, color=GREY)
    p.footer("Suministros Hidráulicos del Ebro, S.L. · Hoja 1/1")

    same(4779.44, bruto, "bruto")
    same(95.59, dpp, "dto pp")
    same(4828.85, base, "base imponible")
    same(1014.06, iva, "cuota iva")
    same(5842.91, total, "total")
    fields = {
        "invoice_number": F("FV25-02764", 1, "FACTURA Nº FV25-02764"),
        "invoice_date": F("2025-07-03", 1, "FECHA 03/07/2025"),
        "due_date": F("2025-08-02", 1, "Vencimiento: 02/08/2025"),
        "vendor_name": F("Suministros Hidráulicos del Ebro, S.L.", 1, "Suministros Hidráulicos del Ebro, S.L."),
        "bill_to": F("Regadíos y Cultivos Monegros, S.A.T.", 1, "CLIENTE Regadíos y Cultivos Monegros, S.A.T."),
        "currency": F("EUR", 1, "TOTAL FACTURA €"),
        "subtotal": F(4828.85, 1, "Base imponible 4.828,85"),
        "tax": F(1014.06, 1, "Cuota IVA 1.014,06"),
        "total": F(5842.91, 1, "TOTAL FACTURA € 5.842,91"),
        "amount_due": NULL(),
    }
    notes = (
        "Spanish distributor invoice, EU number format (4.828,85) and dd/mm/yyyy dates. The header is a grid of "
        "boxes with each label above its value: FACTURA Nº FV25-02764 and FECHA 03/07/2025 next to the order "
        "date 24/06/2025 and delivery-note date 30/06/2025 (distractors). The totals are a strip of boxes at the "
        "bottom, each with its label above its value (Importe bruto | Dto. P.P. 2 % | Portes | Base imponible | "
        "% IVA | Cuota IVA | TOTAL FACTURA €): subtotal is 'Base imponible' 4.828,85 (after the 2% "
        "prompt-payment discount and including carriage), tax 'Cuota IVA' 1.014,06, total 'TOTAL FACTURA €' "
        "5.842,91. 'Importe bruto' 4.779,44 is the pre-discount "
        "distractor, 21,00 the VAT rate. Per-line discounts (Dto. %) are already inside the line amounts. The "
        "delivery address (Finca El Saso) is a ship-to distractor. Due date 'Vencimiento: 02/08/2025'. "
        "amount_due is null: no separate amount due or balance is printed, only the invoice total."
    )
    sums = [
        SUM(
            "lines less prompt-payment discount plus carriage",
            [
                (1, T("tubo PE", 2080.32, 1, "9,85 12,00 2.080,32")),
                (1, T("válvula", 781.44, 1, "148,00 12,00 781,44")),
                (1, T("contador", 783.75, 1, "412,50 5,00 783,75")),
                (1, T("programador", 689.00, 1, "689,00 0,00 689,00")),
                (1, T("filtro", 444.93, 1, "126,40 12,00 444,93")),
                (-1, T("Dto. P.P. 2 %", 95.59, 1, "Dto. P.P. 2 % 95,59")),
                (1, T("portes", 145.00, 1, "Portes 145,00")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 5 Brazilian rental fatura, amount in words
@doc("b9_inv_br_fatura_locacao", "invoice", "Andaimes Serra Verde Locações Ltda. fatura de locação 004.217")
def inv_br_fatura_locacao():
    p = Pdf(595, 842)
    p.new_page()
    p.rect(36, 36, 559, 806, 0.8)
    p.text(46, 60, "ANDAIMES SERRA VERDE LOCAÇÕES LTDA.", 12.5, True)
    lines_block(
        p,
        46,
        74,
        [
            "Rua Rio Paraopeba, 1.880 - Distrito Industrial Riacho das Pedras - Contagem/MG - CEP 32241-000",
            "CNPJ 27.418.903/0001-62 · Inscrição Municipal 0118472-3 · (31) 3392-5500 · faturamento@asv.example",
        ],
        7.3,
        color=GREY,
    )
    p.rect(396, 44, 551, 96, 0.8)
    p.text(473.5, 58, "FATURA DE LOCAÇÃO", 9.5, True, align="c")
    p.text(473.5, 74, "Nº 004.217", 13, True, align="c")
    p.text(473.5, 88, "Documento não fiscal", 6.5, align="c", color=GREY)
    p.hline(104, 36, 559, 0.8)
    # dates row: label beside value
    row = [
        ("Data de emissão:", "16/07/2025", 46),
        ("Vencimento:", "15/08/2025", 232),
        ("Período:", "01/07/2025 a 31/07/2025", 382),
    ]
    for k, v, x in row:
        e = p.text(x, 120, k, 8.3, color=GREY)
        p.text(e + 4, 120, v, 8.8, True)
    p.hline(128, 36, 559, 0.4)
    p.text(46, 142, "SACADO", 7, True, color=GREY)
    lines_block(
        p,
        46,
        155,
        [
            "Construtora Piracema Engenharia S.A.",
            "Av. do Contorno, 6.594 - sala 1102 - Savassi",
            "Belo Horizonte/MG - CEP 30110-044",
            "CNPJ 09.775.160/0001-38",
        ],
        8.8,
        bold_first=True,
    )
    p.text(318, 142, "LOCAL DE ENTREGA / OBRA", 7, True, color=GREY)
    lines_block(
        p,
        318,
        155,
        [
            "Residencial Jardim das Acácias - Torre 2",
            "Alameda dos Ipês, 410 - Vila da Serra",
            "Nova Lima/MG - CEP 34006-083",
            "Resp.: Eng. Tarcísio Moura",
        ],
        8.4,
    )
    p.text(46, 212, "Contrato de locação nº CL-2024/118, de 09/12/2024 · Pedido de compra do cliente PC 55.107", 7.8)
    lines = [
        ("Andaime tubular (torre 1,50 x 1,00 m)", "180", "pç", "30", "1.85"),
        ("Escora metálica regulável 3,10 m", "420", "pç", "30", "0.42"),
        ("Plataforma metálica 1,50 m", "96", "pç", "30", "1.10"),
        ("Betoneira 400 L (diária equivalente)", "2", "un", "30", "26.00"),
        ("Guarda-corpo 1,50 m", "64", "pç", "30", "0.95"),
    ]
    cols = [
        (46, "Equipamento"),
        (290, "Qtde", "r"),
        (296, "Un."),
        (360, "Dias", "r"),
        (448, "Diária unit. R$", "r"),
        (549, "Valor R$", "r"),
    ]
    y = table_head(p, 236, cols, 7.8, x0=40, x1=555, g=0.88)
    amts = []
    for txt, n, un, dias, pr in lines:
        a = ext(n, dias, pr)
        amts.append(a)
        p.row(
            y,
            [(46, txt), (290, n, "r"), (296, un), (360, dias, "r"), (448, EU(pr), "r"), (549, EU(a), "r")],
            size=8.3,
        )
        y += 14
    p.hline(y - 6, 40, 555, 0.5)
    sub = sum(amts, D(0))
    desc = pct(sub, 5)
    total = sub - desc
    y += 12
    for k, v, b in (
        ("Subtotal", "R$ " + EU(sub), False),
        ("Desconto contratual (5%)", "- R$ " + EU(desc), False),
        ("VALOR TOTAL DA FATURA", "R$ " + EU(total), True),
    ):
        p.text(330, y, k, 9, b)
        p.text(549, y, v, 9, b, align="r")
        y += 15
    p.hline(y - 27, 330, 555, 0.5)
    y += 8
    p.rect(40, y, 555, y + 34, 0.5)
    p.text(46, y + 12, "VALOR POR EXTENSO:", 7, True, color=GREY)
    p.text(46, y + 26, "vinte mil, setecentos e quarenta e dois reais e trinta centavos", 9)
    y += 56
    y = p.wrap(
        46,
        y,
        505,
        "Não incide ISS sobre a locação de bens móveis (Súmula Vinculante 31 do STF; item 3.01 vetado da lista "
        "anexa à LC 116/2003). Documento emitido nos termos do art. 1º da Lei 5.474/1968 (fatura). Após o "
        "vencimento: multa de 2% e juros de mora de 1% ao mês. Desconto de pontualidade de R$ 300,00 para "
        "pagamento até 10/08/2025 (não aplicado nesta fatura).",
        7.8,
    )
    y += 8
    p.text(46, y, "PAGAMENTO", 7, True, color=GREY)
    lines_block(
        p,
        46,
        y + 13,
        [
            "PIX (CNPJ): 27.418.903/0001-62",
            "Banco Mineiro do Vale (336) · Agência 0142 · Conta corrente 88710-4",
            "Favorecido: Andaimes Serra Verde Locações Ltda.",
        ],
        8.3,
    )
    p.hline(720, 40, 555, 0.4, color=LIGHT)
    p.text(46, 736, "Reconhecemos a exatidão desta fatura, que pagaremos na data do vencimento.", 7.6)
    p.line(46, 772, 250, 772, 0.5)
    p.line(300, 772, 549, 772, 0.5)
    p.text(46, 782, "Data do aceite", 7, color=GREY)
    p.text(300, 782, "Assinatura do sacado", 7, color=GREY)

    same(21834.00, sub, "subtotal before discount")
    same(1091.70, desc, "desconto")
    same(20742.30, total, "valor total")
    fields = {
        "invoice_number": F("004.217", 1, "Nº 004.217"),
        "invoice_date": F("2025-07-16", 1, "Data de emissão: 16/07/2025"),
        "due_date": F("2025-08-15", 1, "Vencimento: 15/08/2025"),
        "vendor_name": F("Andaimes Serra Verde Locações Ltda.", 1, "ANDAIMES SERRA VERDE LOCAÇÕES LTDA."),
        "bill_to": F("Construtora Piracema Engenharia S.A.", 1, "SACADO Construtora Piracema Engenharia S.A."),
        "currency": F("BRL", 1, "VALOR TOTAL DA FATURA R$ 20.742,30"),
        "subtotal": F(20742.30, 1, "VALOR TOTAL DA FATURA R$ 20.742,30"),
        "tax": NULL(),
        "total": F(20742.30, 1, "VALOR TOTAL DA FATURA R$ 20.742,30"),
        "amount_due": NULL(),
    }
    notes = (
        "Brazilian equipment-rental invoice (fatura de locação, a non-fiscal document), R$ with EU grouping "
        "(20.742,30) and dd/mm/yyyy dates. The billed party is printed as 'SACADO' (the duplicata term for the "
        "payer); the delivery/site address (Residencial Jardim das Acácias) is a distractor. Emission date "
        "16/07/2025 vs rental period 01/07-31/07/2025, contract date 09/12/2024 and the punctuality-discount date "
        "10/08/2025. The line labelled 'Subtotal' (R$ 21.834,00) is BEFORE the 5% contractual discount; per the "
        "contract subtotal is the pre-tax total after discounts, and with no tax at all that is the VALOR TOTAL "
        "DA FATURA R$ 20.742,30, so subtotal = total. tax is null: the document says ISS does not apply to the "
        "rental of movable goods and prints no tax amount. The amount in words repeats the total. The R$ 300,00 "
        "punctuality discount is conditional and not applied; late fine 2% and interest 1% are not tax. "
        "amount_due is null: no separate amount due or balance is printed."
    )
    sums = [
        SUM(
            "rental lines less contractual discount",
            [
                (1, T("andaime", 9990.00, 1, "1,85 9.990,00")),
                (1, T("escora", 5292.00, 1, "0,42 5.292,00")),
                (1, T("plataforma", 3168.00, 1, "1,10 3.168,00")),
                (1, T("betoneira", 1560.00, 1, "26,00 1.560,00")),
                (1, T("guarda-corpo", 1824.00, 1, "0,95 1.824,00")),
                (-1, T("desconto contratual", 1091.70, 1, "Desconto contratual (5%) - R$ 1.091,70")),
            ],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 6 Swiss Rechnung with QR payment part
@doc("b9_inv_ch_rechnung_qr", "invoice", "Lüftungstechnik Bachtel AG Rechnung 2025-30418")
def inv_ch_rechnung_qr():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 58, "Lüftungstechnik Bachtel AG", 14, True)
    p.text(40, 71, "Industriestrasse 27 · 8340 Hinwil · 044 938 12 70 · www.lueftung-bachtel.example", 7.6, color=GREY)
    # window envelope address right (Swiss letter)
    p.text(330, 110, "Stiftung Alterszentrum Rosengarten", 9.5, True)
    lines_block(p, 330, 123, ["Finanzen und Administration", "Bubikonerstrasse 14", "8635 Dürnten"], 9.3)
    p.text(40, 176, "Rechnung", 18, True)
    info = [
        ("Rechnungsnummer", "2025-30418"),
        ("Rechnungsdatum", "24.07.2025"),
        ("Kundennummer", "K-11874"),
        ("Ihre Bestellung", "AZR-0716 vom 02.06.2025"),
        ("Leistungszeitraum", "30.06.2025 - 18.07.2025"),
        ("Objekt", "Neubau Pflegetrakt C, Rütiwiese, 8630 Rüti ZH"),
        ("MWST-Nr.", "CHE-284.117.903 MWST"),
    ]
    y = 198
    for k, v in info:
        p.text(40, y, k, 8.3, color=GREY)
        p.text(150, y, v, 8.3)
        y += 12
    lines = [
        ("1", "Monoblock-Lüftungsgerät KWL 2400 mit WRG", "1", "Stk", "14860.00", True),
        ("2", "Wickelfalzrohr DN 250, verzinkt", "86", "m", "38.40", True),
        ("3", "Brandschutzklappe EI 30, 250 mm", "8", "Stk", "412.00", True),
        ("4", "Montagearbeiten Monteur", "64", "Std", "118.00", False),
        ("5", "Inbetriebnahme und Einregulierung, pauschal", "1", "psch", "980.00", False),
    ]
    cols = [
        (40, "Pos."),
        (68, "Bezeichnung"),
        (346, "Menge", "r"),
        (352, "Einh."),
        (452, "Preis CHF", "r"),
        (555, "Betrag CHF", "r"),
    ]
    y = table_head(p, y + 12, cols, 7.8, x0=38, x1=557, shade=False)
    amts, mat = [], D(0)
    for pos, txt, n, unit, pr, is_mat in lines:
        a = ext(n, pr)
        amts.append(a)
        if is_mat:
            mat += a
        p.row(
            y,
            [(40, pos), (68, txt), (346, n, "r"), (352, unit), (452, CH(pr), "r"), (555, CH(a), "r")],
            size=8.3,
        )
        y += 13.5
    p.hline(y - 6, 38, 557, 0.5)
    gross_lines = sum(amts, D(0))
    rabatt = pct(mat, 5)
    net = gross_lines - rabatt
    mwst = pct(net, D("8.1"))
    total = net + mwst
    skonto = pct(total, 2)
    y += 8
    for k, v, b in (
        ("Total Positionen", CH(gross_lines), False),
        ("Rabatt 5 % auf Material (Pos. 1-3)", "-" + CH(rabatt), False),
        ("Total exkl. MWST", CH(net), False),
        ("MWST 8.1 %", CH(mwst), False),
        ("Rechnungsbetrag inkl. MWST CHF", CH(total), True),
    ):
        p.text(300, y, k, 8.6, b)
        p.text(555, y, v, 8.6, b, align="r")
        y += 13
    p.hline(y - 23, 300, 557, 0.5)
    y += 8
    y = p.wrap(
        40,
        y,
        515,
        "Zahlungsbedingungen: zahlbar bis 23.08.2025 rein netto. Bei Zahlung bis 03.08.2025 können 2 % Skonto "
        "(CHF " + CH(skonto) + ") abgezogen werden. Garantie gemäss SIA 118. Besten Dank für Ihren Auftrag.",
        8.2,
    )
    # QR payment part: receipt (left) and payment part (right), separated by a perforation line
    top = 842 - 298
    p.line(20, top, 575, top, 0.5, color=LIGHT)
    p.line(176, top, 176, 828, 0.5, color=LIGHT)
    p.text(30, top + 22, "Empfangsschein", 11, True)
    ry = top + 42
    for head, body in (
        (
            "Konto / Zahlbar an",
            ["CH44 3199 9123 0008 8901 2", "Lüftungstechnik Bachtel AG", "Industriestrasse 27", "8340 Hinwil"],
        ),
        ("Referenz", ["21 00000 00003 13947 14300 09017"]),
        ("Zahlbar durch", ["Stiftung Alterszentrum", "Rosengarten", "Bubikonerstrasse 14", "8635 Dürnten"]),
    ):
        p.text(30, ry, head, 6, True)
        ry = lines_block(p, 30, ry + 9, body, 7.6, 9) + 4
    p.text(30, top + 220, "Währung", 6, True)
    p.text(80, top + 220, "Betrag", 6, True)
    p.text(30, top + 231, "CHF", 8)
    p.text(80, top + 231, SP(total).replace(",", "."), 8)
    p.text(166, top + 262, "Annahmestelle", 6, True, align="r")
    p.text(190, top + 22, "Zahlteil", 11, True)
    # QR code placeholder
    p.rect(190, top + 40, 326, top + 176, 0.8)
    p.rect(249, top + 99, 267, top + 117, 0, fill=(0, 0, 0))
    p.text(258, top + 190, "(Swiss QR Code)", 6, align="c", color=LIGHT)
    p.text(190, top + 220, "Währung", 7.5, True)
    p.text(240, top + 220, "Betrag", 7.5, True)
    p.text(190, top + 233, "CHF", 9.5)
    p.text(240, top + 233, SP(total).replace(",", "."), 9.5)
    ry = top + 32
    for head, body in (
        (
            "Konto / Zahlbar an",
            ["CH44 3199 9123 0008 8901 2", "Lüftungstechnik Bachtel AG", "Industriestrasse 27", "8340 Hinwil"],
        ),
        ("Referenz", ["21 00000 00003 13947 14300 09017"]),
        ("Zusätzliche Informationen", ["Rechnung 2025-30418 vom 24.07.2025"]),
        (
            "Zahlbar durch",
            [
                "Stiftung Alterszentrum Rosengarten",
                "Finanzen und Administration",
                "Bubikonerstrasse 14",
                "8635 Dürnten",
            ],
        ),
    ):
        p.text(340, ry, head, 7.5, True)
        ry = lines_block(p, 340, ry + 11, body, 9, 10.5) + 5

    same(21458.40, mat, "material")
    same(29990.40, gross_lines, "positionen")
    same(1072.92, rabatt, "rabatt")
    same(28917.48, net, "exkl mwst")
    same(2342.32, mwst, "mwst")
    same(31259.80, total, "total")
    fields = {
        "invoice_number": F("2025-30418", 1, "Rechnungsnummer 2025-30418"),
        "invoice_date": F("2025-07-24", 1, "Rechnungsdatum 24.07.2025"),
        "due_date": F("2025-08-23", 1, "zahlbar bis 23.08.2025 rein netto"),
        "vendor_name": F(
            "Lüftungstechnik Bachtel AG", 1, "Lüftungstechnik Bachtel AG Industriestrasse 27 · 8340 Hinwil"
        ),
        "bill_to": F(
            "Stiftung Alterszentrum Rosengarten", 1, "Stiftung Alterszentrum Rosengarten Finanzen und Administration"
        ),
        "currency": F("CHF", 1, "Rechnungsbetrag inkl. MWST CHF 31'259.80"),
        "subtotal": F(28917.48, 1, "Total exkl. MWST 28'917.48"),
        "tax": F(2342.32, 1, "MWST 8.1 % 2'342.32"),
        "total": F(31259.80, 1, "Rechnungsbetrag inkl. MWST CHF 31'259.80"),
        "amount_due": F(31259.80, 1, "Betrag CHF 31 259.80"),
    }
    notes = (
        "Swiss German invoice in CHF with apostrophe thousands (31'259.80) and DD.MM.YYYY dates, followed by a "
        "Swiss QR-bill payment part (receipt + payment part) that prints the amount with a SPACE as thousands "
        "separator (31 259.80). Invoice date 24.07.2025 vs order date 02.06.2025 and the service period "
        "30.06.-18.07.2025; the due date is only in the payment-terms sentence ('zahlbar bis 23.08.2025'); the "
        "Skonto date 03.08.2025 and the 2 % Skonto amount (CHF 625.20) are conditional distractors. 'Total "
        "Positionen' 29'990.40 is before the 5 % material discount; subtotal is 'Total exkl. MWST' 28'917.48; tax "
        "'MWST 8.1 %'; total 'Rechnungsbetrag inkl. MWST'. amount_due is the payment part's 'Betrag' (the amount "
        "to be paid, printed separately; equal to the total). bill_to is the foundation in the address window "
        "(repeated as 'Zahlbar durch'); the building site 'Objekt' is a distractor. No field is null."
    )
    sums = [
        SUM(
            "positions less material discount",
            [
                (1, T("Positionen", 29990.40, 1, "Total Positionen 29'990.40")),
                (-1, T("Rabatt", 1072.92, 1, "Rabatt 5 % auf Material (Pos. 1-3) -1'072.92")),
            ],
            "subtotal",
        ),
        SUM(
            "positions",
            [
                (1, T("Pos. 1", 14860.00, 1, "14'860.00 14'860.00")),
                (1, T("Pos. 2", 3302.40, 1, "38.40 3'302.40")),
                (1, T("Pos. 3", 3296.00, 1, "412.00 3'296.00")),
                (1, T("Pos. 4", 7552.00, 1, "118.00 7'552.00")),
                (1, T("Pos. 5", 980.00, 1, "980.00 980.00")),
            ],
            T("Positionen", 29990.40, 1, "Total Positionen 29'990.40"),
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 7 UK zero-rated export
@doc("b9_inv_uk_zero_rated_export", "invoice", "Pennine Loom Textiles Ltd invoice PLT-INV-07741")
def inv_uk_zero_rated_export():
    p = Pdf(595, 842, face="serif")
    p.new_page()
    p.shade(0, 0, 595, 92, 0.22)
    p.text(40, 50, "PENNINE LOOM TEXTILES LTD", 17, True, color=WHITE)
    p.text(40, 66, "Weavers of wool, mohair & bouclé cloth since 1962", 8.5, color=WHITE)
    p.text(555, 50, "INVOICE", 17, True, align="r", color=WHITE)
    p.text(555, 66, "Export - zero-rated", 8.5, align="r", color=WHITE)
    lines_block(
        p,
        40,
        112,
        [
            "Unit 4, Calder Works, Burnley Road",
            "Hebden Bridge, West Yorkshire HX7 8AD",
            "United Kingdom",
            "VAT Reg. No. GB 318 6624 07 · EORI GB318662407000",
        ],
        7.8,
        color=GREY,
    )
    # facts table on the right: label | value with colon
    facts = [
        ("Invoice No.", "PLT-INV-07741"),
        ("Invoice date / tax point", "04/09/2025"),
        ("Your order", "NKI-PO-2291 of 18/08/2025"),
        ("Despatch date", "02/09/2025"),
        ("Account", "NORDK01"),
        ("Incoterms 2020", "FCA North Shields"),
    ]
    y = 112
    for k, v in facts:
        p.text(340, y, k + ":", 8, color=GREY)
        p.text(555, y, v, 8.3, True, align="r")
        y += 11.5
    p.text(40, 196, "INVOICE TO", 7.5, True, color=GREY)
    lines_block(
        p,
        40,
        209,
        ["Nordkyst Interiør AS", "Strandkaien 12", "5013 Bergen", "Norway", "Org. nr. 918 442 160 MVA"],
        9,
        bold_first=True,
    )
    p.text(318, 196, "DELIVER TO (forwarding agent)", 7.5, True, color=GREY)
    lines_block(
        p,
        318,
        209,
        [
            "Tyne Freight Forwarding Ltd",
            "for onward shipment to Bergen",
            "Shed 7, Royal Quays",
            "North Shields NE29 6DW",
        ],
        9,
    )
    lines = [
        ("HB-150-MOS", "Herringbone wool 150 cm, colour Moss", "240", "m", "18.75", "5112 11"),
        ("BC-140-OAT", "Bouclé upholstery 140 cm, colour Oat", "180", "m", "22.40", "5112 19"),
        ("MV-130-INK", "Mohair velvet 130 cm, colour Ink", "64", "m", "41.50", "5801 90"),
        ("EXP-PACK", "Carriage to North Shields & export packing (3 pallets)", "1", "", "385.00", ""),
    ]
    cols = [
        (40, "Code"),
        (112, "Description"),
        (352, "Qty", "r"),
        (384, "Commodity", "c"),
        (452, "Unit £", "r"),
        (486, "VAT", "c"),
        (555, "Net £", "r"),
    ]
    y = table_head(p, 290, cols, 8, x0=38, x1=557, g=0.88)
    amts = []
    for code, txt, n, unit, pr, hs in lines:
        a = ext(n, pr)
        amts.append(a)
        p.row(
            y,
            [
                (40, code),
                (112, txt),
                (352, (n + " " + unit).strip(), "r"),
                (384, hs, "c"),
                (452, US(pr), "r"),
                (486, "Z", "c"),
                (555, US(a), "r"),
            ],
            size=8.2,
        )
        y += 14
    p.hline(y - 6, 38, 557, 0.5)
    net = sum(amts, D(0))
    vat = D("0.00")
    total = net + vat
    y += 10
    p.text(40, y, "VAT analysis", 8, True)
    p.row(y + 12, [(40, "Code"), (80, "Rate"), (170, "Net £", "r"), (240, "VAT £", "r")], 7.6)
    p.row(y + 24, [(40, "Z"), (80, "0%"), (170, US(net), "r"), (240, US(vat), "r")], 7.8)
    for k, v, b in (
        ("Total net", "£" + US(net), False),
        ("VAT @ 0% (zero-rated export)", "£" + US(vat), False),
        ("Invoice total", "£" + US(total), True),
    ):
        p.text(330, y, k, 9, b)
        p.text(555, y, v, 9, b, align="r")
        y += 14
    p.hline(y - 24, 330, 557, 0.5)
    y += 24
    y = p.wrap(
        40,
        y,
        515,
        "Zero-rated supply: export of goods to a destination outside the United Kingdom (VAT Act 1994 s.30(6); "
        "VAT Notice 703). Official evidence of export will be held by the supplier. Goods of UK preferential "
        "origin. Total gross weight 412 kg on 3 pallets.",
        8,
    )
    y += 6
    p.text(40, y, "Payment terms: 30 days from invoice date. Payment due by 04/10/2025.", 8.5, True)
    y += 13
    p.text(
        40,
        y,
        "Bank: Calderdale Mutual Bank · Sort code 40-18-62 · Account 71942288 · IBAN GB19 CDMB 4018 6271 9422 88",
        7.8,
    )
    y += 11
    p.text(
        40,
        y,
        "Late payments attract statutory interest of 8% over base rate (Late Payment of Commercial Debts Act 1998).",
        7.8,
    )
    p.footer("Pennine Loom Textiles Ltd · Registered in England and Wales No. 08817342 · Registered office as above")

    same(11573.00, net, "net")
    same(0, vat, "vat")
    same(11573.00, total, "total")
    fields = {
        "invoice_number": F("PLT-INV-07741", 1, "Invoice No.: PLT-INV-07741"),
        "invoice_date": F("2025-09-04", 1, "Invoice date / tax point: 04/09/2025"),
        "due_date": F("2025-10-04", 1, "Payment due by 04/10/2025"),
        "vendor_name": F("Pennine Loom Textiles Ltd", 1, "PENNINE LOOM TEXTILES LTD"),
        "bill_to": F("Nordkyst Interiør AS", 1, "INVOICE TO Nordkyst Interiør AS"),
        "currency": F("GBP", 1, "Invoice total £11,573.00"),
        "subtotal": F(11573.00, 1, "Total net £11,573.00"),
        "tax": F(0, 1, "VAT @ 0% (zero-rated export) £0.00"),
        "total": F(11573.00, 1, "Invoice total £11,573.00"),
        "amount_due": NULL(),
    }
    notes = (
        "UK textile mill's export invoice to a Norwegian customer, zero-rated for VAT. Dates are UK "
        "DD/MM/YYYY and ambiguous: 04/09/2025 is 4 September 2025 (not April 9), due 04/10/2025 = 4 October. "
        "Invoice date (= tax point) vs customer order date 18/08/2025 and despatch date 02/09/2025. tax is 0 "
        "(printed 'VAT @ 0% (zero-rated export) £0.00'), not null; the 8% statutory late-payment interest is not "
        "tax. Carriage/export packing is a line inside the net total. bill_to is 'INVOICE TO' Nordkyst Interiør "
        "AS; 'DELIVER TO' the forwarding agent Tyne Freight Forwarding Ltd is a distractor. Commodity codes and "
        "VAT codes sit in columns next to the amounts. amount_due is null: only the invoice total is printed, no "
        "separate amount due or balance."
    )
    sums = [
        SUM(
            "lines to net",
            [
                (1, T("HB-150-MOS", 4500.00, 1, "18.75 Z 4,500.00")),
                (1, T("BC-140-OAT", 4032.00, 1, "22.40 Z 4,032.00")),
                (1, T("MV-130-INK", 2656.00, 1, "41.50 Z 2,656.00")),
                (1, T("carriage", 385.00, 1, "385.00 Z 385.00")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 8 Canadian invoice, GST + PST
@doc("b9_inv_ca_gst_pst", "invoice", "Fraser Valley Millwork & Supply Ltd. invoice INV-558203")
def inv_ca_gst_pst():
    p = Pdf()
    p.new_page()
    p.text(36, 54, "Fraser Valley Millwork & Supply Ltd.", 15, True)
    lines_block(
        p,
        36,
        68,
        [
            "31520 Peardonville Road, Abbotsford, BC V2T 6K9 · 604-555-0187",
            "GST/HST Reg. No. 79421 6653 RT0001 · PST No. PST-1183-4402",
        ],
        7.8,
        color=GREY,
    )
    p.text(576, 54, "INVOICE", 20, True, align="r")
    p.text(576, 68, "All amounts in Canadian dollars (CAD)", 7.5, align="r", color=GREY)
    # two-column header grid
    grid = [
        ("Invoice #", "INV-558203", "Order #", "SO-20931"),
        ("Invoice Date", "2025-09-18", "Order Date", "2025-09-02"),
        ("Terms", "Net 30", "Ship Date", "2025-09-16"),
        ("Due Date", "2025-10-18", "Customer PO", "ORH-QR14-061"),
    ]
    y = 96
    p.rect(324, 84, 576, 84 + 4 * 15 + 4, 0.6)
    for a, av, b, bv in grid:
        p.text(330, y, a, 7.8, color=GREY)
        p.text(390, y, av, 8.3, True)
        p.text(456, y, b, 7.8, color=GREY)
        p.text(570, y, bv, 8.3, True, align="r")
        y += 15
    p.text(36, 104, "SOLD TO / BILL TO", 7.2, True, color=GREY)
    lines_block(
        p,
        36,
        117,
        ["Okanagan Ridge Homes Inc.", "Attn: Payables", "1880 Harvey Avenue, Suite 310", "Kelowna, BC V1Y 6G2"],
        8.8,
        bold_first=True,
    )
    p.text(180, 104, "SHIP TO", 7.2, True, color=GREY)
    lines_block(
        p,
        180,
        117,
        ["Quail Ridge Lot 14 (job site)", "2211 Quail Ridge Blvd", "Kelowna, BC V1V 3C5", "Site: D. Sandhu"],
        8.8,
    )
    lines = [
        ("SHK-DR-2430", "Shaker cabinet door 24 x 30, paint-grade maple", "24", "96.50"),
        ("DBX-MPL-21", "Maple dovetail drawer box 21 in, soft-close", "18", "74.25"),
        ("BC-QR-36", "Base cabinet 36 in, quartz-ready, sink base", "9", "412.00"),
        ("CRN-314-16", "Crown moulding 3-1/4 in x 16 ft, primed", "40", "28.90"),
    ]
    cols = [(36, "Item"), (112, "Description"), (400, "Qty", "r"), (480, "Unit Price", "r"), (576, "Amount", "r")]
    y = table_head(p, 200, cols, 8, x0=34, x1=578, g=0.86)
    amts = []
    for code, txt, n, pr in lines:
        a = ext(n, pr)
        amts.append(a)
        p.row(y, [(36, code), (112, txt), (400, n, "r"), (480, US(pr), "r"), (576, US(a), "r")], size=8.4)
        y += 14.5
    p.hline(y - 6, 34, 578, 0.5)
    merch = sum(amts, D(0))
    disc = pct(merch, 10)
    deliv = D("185.00")
    sub = merch - disc + deliv
    gst = pct(sub, 5)
    pst = pct(sub, 7)
    taxes = gst + pst
    total = sub + taxes
    y += 10
    rows = [
        ("Merchandise", US(merch), False),
        ("Builder discount 10%", "(" + US(disc) + ")", False),
        ("Delivery - Abbotsford to Kelowna", US(deliv), False),
        ("Subtotal", US(sub), True),
        ("GST 5%", US(gst), False),
        ("PST (BC) 7%", US(pst), False),
        ("Total Taxes", US(taxes), False),
        ("TOTAL CAD", "$" + US(total), True),
    ]
    for k, v, b in rows:
        if k == "TOTAL CAD":
            p.shade(360, y - 10, 578, y + 4, 0.86)
        p.text(366, y, k, 8.8, b)
        p.text(572, y, v, 8.8, b, align="r")
        y += 14.5
    p.text(36, y - 100, "Remit to:", 7.8, True)
    lines_block(
        p,
        36,
        y - 88,
        ["Fraser Valley Millwork & Supply Ltd.", "Lockbox 918, PO Box 9600 STN Terminal", "Vancouver, BC V6B 4G3"],
        8,
    )
    y += 14
    y = p.wrap(
        36,
        y,
        540,
        "Interest of 2% per month (26.82% per annum) is charged on overdue accounts. Claims for shortage or "
        "damage must be made within 5 days of delivery. Custom millwork is non-returnable. PST is collected "
        "under the Provincial Sales Tax Act (British Columbia); delivery charges are subject to GST and PST.",
        7.6,
    )
    p.footer("Thank you for your business - Fraser Valley Millwork & Supply Ltd. - Page 1 of 1")

    same(8516.50, merch, "merchandise")
    same(851.65, disc, "discount")
    same(7849.85, sub, "subtotal")
    same(392.49, gst, "gst")
    same(549.49, pst, "pst")
    same(941.98, taxes, "taxes")
    same(8791.83, total, "total")
    fields = {
        "invoice_number": F("INV-558203", 1, "Invoice # INV-558203"),
        "invoice_date": F("2025-09-18", 1, "Invoice Date 2025-09-18"),
        "due_date": F("2025-10-18", 1, "Due Date 2025-10-18"),
        "vendor_name": F("Fraser Valley Millwork & Supply Ltd.", 1, "Fraser Valley Millwork & Supply Ltd."),
        "bill_to": F("Okanagan Ridge Homes Inc.", 1, "SOLD TO / BILL TO Okanagan Ridge Homes Inc."),
        "currency": F("CAD", 1, "All amounts in Canadian dollars (CAD)"),
        "subtotal": F(7849.85, 1, "Subtotal 7,849.85"),
        "tax": F(941.98, 1, "Total Taxes 941.98"),
        "total": F(8791.83, 1, "TOTAL CAD $8,791.83"),
        "amount_due": NULL(),
    }
    notes = (
        "British Columbia millwork invoice in CAD (amounts printed with a bare $, the header states Canadian "
        "dollars). Two-column header grid: each row holds two label/value pairs (Invoice # / Order #, Invoice "
        "Date / Order Date, Terms / Ship Date, Due Date / Customer PO); ISO dates, invoice 2025-09-18 vs order "
        "2025-09-02 and ship 2025-09-16. Two taxes, GST 5% 392.49 and PST 7% 549.49, and a 'Total Taxes' line "
        "941.98, which is tax. subtotal is 'Subtotal' 7,849.85 = merchandise 8,516.50 less the bracketed 10% "
        "builder discount plus delivery (merchandise is the pre-discount distractor). The GST/HST registration "
        "and PST numbers are distractors. bill_to is Okanagan Ridge Homes Inc.; the job-site Ship To and the "
        "lockbox Remit To are distractors. The 2% monthly interest is not tax. amount_due is null: only the "
        "total is printed."
    )
    sums = [
        SUM(
            "merchandise less discount plus delivery",
            [
                (1, T("Merchandise", 8516.50, 1, "Merchandise 8,516.50")),
                (-1, T("Builder discount", 851.65, 1, "Builder discount 10% (851.65)")),
                (1, T("Delivery", 185.00, 1, "Delivery - Abbotsford to Kelowna 185.00")),
            ],
            "subtotal",
        ),
        SUM(
            "GST plus PST",
            [(1, T("GST", 392.49, 1, "GST 5% 392.49")), (1, T("PST", 549.49, 1, "PST (BC) 7% 549.49"))],
            "tax",
        ),
        SUM(
            "lines to merchandise",
            [
                (1, T("doors", 2316.00, 1, "96.50 2,316.00")),
                (1, T("drawer boxes", 1336.50, 1, "74.25 1,336.50")),
                (1, T("base cabinets", 3708.00, 1, "412.00 3,708.00")),
                (1, T("crown", 1156.00, 1, "28.90 1,156.00")),
            ],
            T("Merchandise", 8516.50, 1, "Merchandise 8,516.50"),
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 9 US two-page invoice, carried forward, Net 30
US_LINES_P1 = [
    ("THHN12-SOL-BK", "12 AWG THHN solid copper, black, 500 ft reel", "8", "RL", "118.40"),
    ("THHN12-SOL-WH", "12 AWG THHN solid copper, white, 500 ft reel", "6", "RL", "118.40"),
    ("THHN10-STR-GN", "10 AWG THHN stranded, green, 500 ft reel", "4", "RL", "176.95"),
    ("EMT-075", '3/4" EMT conduit, 10 ft', "120", "EA", "9.62"),
    ("EMT-100", '1" EMT conduit, 10 ft', "60", "EA", "15.84"),
    ("EMTC-075", '3/4" EMT compression coupling', "150", "EA", "1.38"),
    ("EMTCN-075", '3/4" EMT compression connector, insulated', "150", "EA", "1.71"),
    ("BX4SQ-212", '4" square box 2-1/8" deep, combination KOs', "96", "EA", "3.94"),
    ("MR4SQ-1G", '4" square mud ring, 1-gang, 5/8" raised', "96", "EA", "2.27"),
    ("DEV-20R-WH", "Duplex receptacle 20A 125V commercial, white", "80", "EA", "2.88"),
    ("DEV-GFCI20", "GFCI receptacle 20A, self-test, white", "18", "EA", "21.45"),
    ("DEV-SW1P20", "Single-pole switch 20A commercial, white", "40", "EA", "3.16"),
    ("WP-SS-DUP", "Stainless wallplate, duplex", "80", "EA", "1.42"),
    ("WP-SS-DEC", "Stainless wallplate, decorator", "18", "EA", "1.55"),
    ("MC12-2-250", "MC cable 12/2 aluminum armor, 250 ft coil", "10", "CL", "142.30"),
    ("MCC-ANTI", "MC anti-short bushings, bag of 100", "4", "BG", "6.85"),
    ("STRUT-158", 'Strut channel 1-5/8" 10 ft, pre-galv', "24", "EA", "27.40"),
    ("ROD-38-10", '3/8" all-thread rod, 10 ft', "30", "EA", "6.12"),
    ("BEAM-CL-38", '3/8" beam clamp, malleable', "60", "EA", "1.96"),
    ("WN-YEL-100", "Wire nut, yellow, box of 100", "12", "BX", "8.75"),
]
US_LINES_P2 = [
    ("LED-2X4-40", "LED troffer 2x4, 40W, 4000K, 0-10V dim", "36", "EA", "68.90"),
    ("LED-6WAF", '6" LED wafer downlight, 5CCT', "44", "EA", "14.25"),
    ("EXIT-CMB", "Exit / emergency combo, LED, red", "9", "EA", "52.80"),
    ("OCC-CLG-LV", "Ceiling occupancy sensor, low voltage", "14", "EA", "39.60"),
    ("PP-20", "Power pack 20A, 120/277V", "14", "EA", "24.75"),
    ("PNL-LC-42", "Load center 200A, 42 space, main breaker", "1", "EA", "389.00"),
    ("BKR-1P20", "Plug-on breaker 1P 20A", "30", "EA", "7.48"),
    ("BKR-AFGF20", "Dual-function AFCI/GFCI breaker 1P 20A", "6", "EA", "58.20"),
]


@doc("b9_inv_us_two_page_net30", "invoice", "Lakeshore Electrical Distributors invoice 4471-228905")
def inv_us_two_page_net30():
    p = Pdf()

    def header(page_no):
        p.new_page()
        p.text(36, 52, "LAKESHORE ELECTRICAL DISTRIBUTORS, INC.", 13, True)
        p.text(36, 64, "7720 W. Bluemound Road · Milwaukee, WI 53213 · (414) 555-0163 · branch 04", 7.6, color=GREY)
        p.text(576, 52, "INVOICE", 16, True, align="r")
        p.text(576, 64, f"Page {page_no} of 2", 8, align="r")
        p.hline(72, 36, 576, 1.0)

    def cols_head(y):
        cols = [
            (36, "Line"),
            (62, "Item No."),
            (140, "Description"),
            (398, "Ship Qty", "r"),
            (404, "UM"),
            (490, "Net Price", "r"),
            (576, "Ext. Amount", "r"),
        ]
        return table_head(p, y, cols, 7.6, x0=34, x1=578, g=0.88)

    def draw_lines(y, lines, start):
        amts = []
        for i, (item, txt, n, um, pr) in enumerate(lines):
            a = ext(n, pr)
            amts.append(a)
            p.row(
                y,
                [
                    (36, str(start + i)),
                    (62, item),
                    (140, txt),
                    (398, n, "r"),
                    (404, um),
                    (490, US(pr), "r"),
                    (576, US(a), "r"),
                ],
                size=7.8,
            )
            y += 12.6
        return y, amts

    header(1)
    facts = [
        ("Invoice Number:", "4471-228905"),
        ("Invoice Date:", "10/14/2025"),
        ("Order Date:", "10/02/2025"),
        ("Ship Date:", "10/13/2025"),
        ("Customer PO:", "KMM-24117-38"),
        ("PO Date:", "09/30/2025"),
        ("Terms:", "Net 30"),
        ("Ship Via:", "Our truck"),
        ("Account No.:", "KMMC-0802"),
        ("Salesperson:", "R. Wojcik"),
    ]
    y = 90
    for i, (k, v) in enumerate(facts):
        x = 36 if i % 2 == 0 else 200
        p.text(x, y, k, 7.8, color=GREY)
        p.text(x + 70, y, v, 8.2, True)
        if i % 2 == 1:
            y += 12
    p.text(372, 90, "BILL TO", 7, True, color=GREY)
    lines_block(
        p,
        372,
        102,
        [
            "Kettle Moraine Mechanical Contractors, LLC",
            "Accounts Payable",
            "N27 W23957 Paul Road, Suite 200",
            "Pewaukee, WI 53072",
        ],
        8.2,
        bold_first=True,
    )
    p.text(372, 156, "SHIP TO", 7, True, color=GREY)
    lines_block(
        p,
        372,
        168,
        [
            "Waukesha County Courthouse Annex - Job 24-117",
            "c/o Brennan Build Group, gate 3",
            "515 W. Moreland Blvd",
            "Waukesha, WI 53188",
        ],
        8.2,
    )
    y = cols_head(228)
    y, a1 = draw_lines(y, US_LINES_P1, 1)
    p.hline(y - 6, 34, 578, 0.5)
    page1 = sum(a1, D(0))
    p.text(490, y + 8, "Page subtotal", 8.2, True, align="r")
    p.text(576, y + 8, US(page1), 8.2, True, align="r")
    p.text(490, y + 21, "Carried forward to page 2", 8.2, align="r")
    p.text(576, y + 21, US(page1), 8.2, align="r")
    p.text(36, y + 50, "Continued on page 2. Do not pay from this page.", 8, color=GREY)
    p.footer("Lakeshore Electrical Distributors, Inc. · Invoice 4471-228905 · Page 1 of 2")

    header(2)
    p.text(36, 90, "Invoice Number: 4471-228905 (continued)", 8.2, True)
    p.text(36, 102, "Bill To: Kettle Moraine Mechanical Contractors, LLC · Customer PO: KMM-24117-38", 7.8, color=GREY)
    y = cols_head(126)
    p.text(140, y, "Brought forward from page 1", 7.8, True)
    p.text(576, y, US(page1), 7.8, True, align="r")
    y += 14
    y, a2 = draw_lines(y, US_LINES_P2, len(US_LINES_P1) + 1)
    p.hline(y - 6, 34, 578, 0.5)
    merch = page1 + sum(a2, D(0))
    freight = D("85.00")
    sub = merch + freight
    tax = pct(sub, D("5.5"))
    total = sub + tax
    y += 10
    for k, v, b in (
        ("Merchandise", US(merch), False),
        ("Freight", US(freight), False),
        ("Subtotal", US(sub), True),
        ("Sales Tax 5.50% (WI 5.0% + Waukesha Co. 0.5%)", US(tax), False),
        ("INVOICE TOTAL", "$" + US(total), True),
    ):
        p.text(490, y, k, 8.4, b, align="r")
        p.text(576, y, v, 8.4, b, align="r")
        y += 13.5
    y += 16
    p.text(36, y, "REMIT TO", 7, True, color=GREY)
    lines_block(
        p,
        36,
        y + 12,
        ["Lakeshore Electrical Distributors, Inc.", "Dept. 4471", "P.O. Box 88012", "Milwaukee, WI 53288-0012"],
        8.2,
    )
    p.wrap(
        250,
        y + 12,
        326,
        "Terms: Net 30. A service charge of 1.5% per month may be applied to past-due balances. Returns accepted "
        "within 60 days with original packing slip; special-order items are non-returnable. Lien waiver "
        "requests: liens@lakeshore-elec.example.",
        7.4,
    )
    p.footer("Lakeshore Electrical Distributors, Inc. · Invoice 4471-228905 · Page 2 of 2")

    same(8928.46, page1, "page 1 subtotal")
    same(14374.56, merch, "merchandise")
    same(14459.56, sub, "subtotal")
    same(795.28, tax, "tax")
    same(15254.84, total, "total")
    fields = {
        "invoice_number": F("4471-228905", 1, "Invoice Number: 4471-228905"),
        "invoice_date": F("2025-10-14", 1, "Invoice Date: 10/14/2025"),
        "due_date": NULL(),
        "vendor_name": F("Lakeshore Electrical Distributors, Inc.", 1, "LAKESHORE ELECTRICAL DISTRIBUTORS, INC."),
        "bill_to": F(
            "Kettle Moraine Mechanical Contractors, LLC", 1, "BILL TO Kettle Moraine Mechanical Contractors, LLC"
        ),
        "currency": F("USD", 2, "INVOICE TOTAL $15,254.84"),
        "subtotal": F(14459.56, 2, "Subtotal 14,459.56"),
        "tax": F(795.28, 2, "Sales Tax 5.50% (WI 5.0% + Waukesha Co. 0.5%) 795.28"),
        "total": F(15254.84, 2, "INVOICE TOTAL $15,254.84"),
        "amount_due": NULL(),
    }
    notes = (
        "Two-page US electrical-distributor invoice with 28 lines. Page 1 ends with 'Page subtotal' and 'Carried "
        "forward to page 2' 8,928.46 and 'Do not pay from this page'; page 2 starts with 'Brought forward from "
        "page 1' and ends with the totals: Merchandise 14,374.56 (distractor), Freight 85.00, Subtotal 14,459.56, "
        "Sales Tax 5.50% 795.28, INVOICE TOTAL $15,254.84. Header facts are 'Label: value' pairs in two columns: "
        "invoice date 10/14/2025 vs order date 10/02/2025, ship date 10/13/2025 and PO date 09/30/2025. "
        "due_date is null: the terms say only 'Net 30' and no due date is printed (it must not be computed). "
        "bill_to is Kettle Moraine Mechanical Contractors, LLC; the Ship To job site (c/o Brennan Build Group) "
        "and the Remit To lockbox are distractors. The 1.5% monthly service charge is not tax. amount_due is "
        "null: no separate amount due or balance is printed."
    )
    sums = [
        SUM(
            "page 1 lines",
            [
                (1, T("line 1", 947.20, 1, "118.40 947.20")),
                (1, T("line 2", 710.40, 1, "118.40 710.40")),
                (1, T("line 3", 707.80, 1, "176.95 707.80")),
                (1, T("line 4", 1154.40, 1, "9.62 1,154.40")),
                (1, T("line 5", 950.40, 1, "15.84 950.40")),
                (1, T("line 6", 207.00, 1, "1.38 207.00")),
                (1, T("line 7", 256.50, 1, "1.71 256.50")),
                (1, T("line 8", 378.24, 1, "3.94 378.24")),
                (1, T("line 9", 217.92, 1, "2.27 217.92")),
                (1, T("line 10", 230.40, 1, "2.88 230.40")),
                (1, T("line 11", 386.10, 1, "21.45 386.10")),
                (1, T("line 12", 126.40, 1, "3.16 126.40")),
                (1, T("line 13", 113.60, 1, "1.42 113.60")),
                (1, T("line 14", 27.90, 1, "1.55 27.90")),
                (1, T("line 15", 1423.00, 1, "142.30 1,423.00")),
                (1, T("line 16", 27.40, 1, "6.85 27.40")),
                (1, T("line 17", 657.60, 1, "27.40 657.60")),
                (1, T("line 18", 183.60, 1, "6.12 183.60")),
                (1, T("line 19", 117.60, 1, "1.96 117.60")),
                (1, T("line 20", 105.00, 1, "8.75 105.00")),
            ],
            T("carried forward", 8928.46, 1, "Carried forward to page 2 8,928.46"),
        ),
        SUM(
            "brought forward plus page 2 lines and freight",
            [
                (1, T("brought forward", 8928.46, 2, "Brought forward from page 1 8,928.46")),
                (1, T("line 21", 2480.40, 2, "68.90 2,480.40")),
                (1, T("line 22", 627.00, 2, "14.25 627.00")),
                (1, T("line 23", 475.20, 2, "52.80 475.20")),
                (1, T("line 24", 554.40, 2, "39.60 554.40")),
                (1, T("line 25", 346.50, 2, "24.75 346.50")),
                (1, T("line 26", 389.00, 2, "389.00 389.00")),
                (1, T("line 27", 224.40, 2, "7.48 224.40")),
                (1, T("line 28", 349.20, 2, "58.20 349.20")),
                (1, T("freight", 85.00, 2, "Freight 85.00")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 10 US service invoice with balance forward
@doc("b9_inv_us_balance_forward", "invoice", "Summit Ridge Waste & Recycling invoice 0931-774210")
def inv_us_balance_forward():
    p = Pdf()
    p.new_page()
    # left sidebar: account summary
    p.shade(0, 0, 200, 560, 0.92)
    p.text(20, 48, "SUMMIT RIDGE", 15, True)
    p.text(20, 62, "WASTE & RECYCLING", 9.5, True, color=GREY)
    lines_block(
        p,
        20,
        80,
        ["Commercial Services Division", "2790 E. 56th Avenue", "Denver, CO 80216", "(303) 555-0172"],
        7.6,
        color=GREY,
    )
    y = 150
    for k, v in (
        ("Account Number", "31-0088415"),
        ("Invoice Number", "0931-774210"),
        ("Invoice Date", "October 6, 2025"),
        ("Service Period", "09/01/2025 - 09/30/2025"),
    ):
        p.text(20, y, k, 7, True, color=GREY)
        p.text(20, y + 11, v, 9)
        y += 28
    p.hline(y - 6, 20, 184, 0.6)
    p.text(20, y + 8, "ACCOUNT SUMMARY", 8.5, True)
    y += 24
    prev = D("2146.18")
    paid = D("1500.00")
    fwd = prev - paid
    lines = [
        ("8 yd front-load container, 3x/week", "1", "612.00"),
        ("30 yd roll-off haul (09/09, 09/23)", "2", "345.00"),
        ("Landfill disposal, tons", "4.62", "58.50"),
        ("6 yd cardboard recycling, 1x/week", "1", "148.00"),
        ("Roll-off container rental, days", "30", "2.25"),
        ("Fuel & environmental recovery fee", "1", "71.40"),
    ]
    amts = [ext(n, pr) for _, n, pr in lines]
    sub = sum(amts, D(0))
    tax = pct(sub, D("4.10"))
    cur = sub + tax
    due = fwd + cur
    for k, v, b in (
        ("Previous Balance", "$" + US(prev), False),
        ("Payment Received 09/24/2025", "(" + US(paid) + ")", False),
        ("Balance Forward", "$" + US(fwd), False),
        ("Current Charges", "$" + US(cur), False),
        ("Total Amount Due", "$" + US(due), True),
    ):
        p.text(20, y, k, 7.8, b)
        p.text(184, y, v, 7.8, b, align="r")
        y += 13
    p.hline(y - 22, 20, 184, 0.5)
    y += 6
    p.text(20, y, "Payment Due Date", 7, True, color=GREY)
    p.text(20, y + 12, "10/31/2025", 11, True)
    y += 34
    y = p.wrap(
        20,
        y,
        164,
        "The balance forward of $646.18 is past due and payable immediately. A late fee of $15.00 or 1.5% of the "
        "past-due amount, whichever is greater, applies after the due date.",
        6.8,
    )
    # main column
    p.text(576, 48, "INVOICE", 18, True, align="r")
    p.text(220, 92, "BILL TO", 7, True, color=GREY)
    lines_block(
        p,
        220,
        104,
        ["Cherry Creek Brewing Collective LLC", "Attn: Accounts Payable", "P.O. Box 18830", "Denver, CO 80218"],
        8.6,
        bold_first=True,
    )
    p.text(410, 92, "SERVICE LOCATION", 7, True, color=GREY)
    lines_block(
        p, 410, 104, ["Taproom & Production", "3150 Walnut Street", "Denver, CO 80205", "Site ID 88415-02"], 8.6
    )
    p.text(220, 172, "CURRENT CHARGES - SERVICE PERIOD 09/01/2025 - 09/30/2025", 8.2, True)
    cols = [(220, "Description"), (440, "Qty", "r"), (510, "Rate", "r"), (576, "Amount", "r")]
    y = table_head(p, 192, cols, 7.8, x0=216, x1=578, g=0.86)
    for (txt, n, pr), a in zip(lines, amts, strict=True):
        p.row(y, [(220, txt), (440, n, "r"), (510, US(pr), "r"), (576, US(a), "r")], size=8.2)
        y += 13.5
    p.hline(y - 6, 216, 578, 0.5)
    y += 8
    for k, v, b in (
        ("Subtotal current charges", US(sub), False),
        ("Sales tax 4.10% (Denver)", US(tax), False),
        ("Total Current Charges", "$" + US(cur), True),
    ):
        p.text(510, y, k, 8.4, b, align="r")
        p.text(576, y, v, 8.4, b, align="r")
        y += 13.5
    y += 10
    p.wrap(
        220,
        y,
        356,
        "Rate notice: effective 11/01/2025 the front-load service rate changes to $628.00 per month. Next "
        "scheduled roll-off haul: 10/07/2025. Go paperless at billing.summitridge.example.",
        7.4,
    )
    # remittance stub
    top = 600
    p.line(20, top - 14, 592, top - 14, 0.6, color=LIGHT)
    p.text(306, top - 18, "- - detach and return this portion with your payment - -", 6.5, align="c", color=GREY)
    p.text(36, top + 10, "SUMMIT RIDGE WASTE & RECYCLING", 10, True)
    grid = [
        ("Account Number", "31-0088415"),
        ("Invoice Number", "0931-774210"),
        ("Payment Due Date", "10/31/2025"),
        ("Total Amount Due", "$" + US(due)),
        ("Amount Enclosed", ""),
    ]
    x = 36
    for k, v in grid:
        p.field_box(x, top + 22, x + 106, top + 50, k, v, 8.6, 6.2)
        x += 108
    p.text(36, top + 74, "Make checks payable to Summit Ridge Waste & Recycling. Remit to:", 7.6)
    lines_block(
        p,
        36,
        top + 88,
        ["Summit Ridge Waste & Recycling", "Lockbox 77104", "P.O. Box 173390", "Denver, CO 80217-3390"],
        8.4,
    )
    lines_block(p, 330, top + 88, ["Cherry Creek Brewing Collective LLC", "P.O. Box 18830", "Denver, CO 80218"], 8.4)
    p.text(36, top + 160, "310088415  0931774210  0000258158  5", 9, face="mono")

    same(646.18, fwd, "balance forward")
    same(1859.17, sub, "subtotal")
    same(76.23, tax, "tax")
    same(1935.40, cur, "current charges")
    same(2581.58, due, "total amount due")
    fields = {
        "invoice_number": F("0931-774210", 1, "Invoice Number 0931-774210 Invoice Date"),
        "invoice_date": F("2025-10-06", 1, "Invoice Date October 6, 2025"),
        "due_date": F("2025-10-31", 1, "Payment Due Date 10/31/2025"),
        "vendor_name": F("Summit Ridge Waste & Recycling", 1, "SUMMIT RIDGE WASTE & RECYCLING"),
        "bill_to": F("Cherry Creek Brewing Collective LLC", 1, "BILL TO Cherry Creek Brewing Collective LLC"),
        "currency": F("USD", 1, "Total Current Charges $1,935.40"),
        "subtotal": F(1859.17, 1, "Subtotal current charges 1,859.17"),
        "tax": F(76.23, 1, "Sales tax 4.10% (Denver) 76.23"),
        "total": F(1935.40, 1, "Total Current Charges $1,935.40"),
        "amount_due": F(2581.58, 1, "Total Amount Due $2,581.58"),
    }
    notes = (
        "US commercial waste-hauling invoice with an account summary in a shaded left sidebar, each label on "
        "its own line above its value (Account Number, Invoice Number, Invoice Date, Service Period). The "
        "sidebar carries the previous balance $2,146.18, a payment received 09/24/2025 of (1,500.00) and a "
        "BALANCE FORWARD $646.18 from earlier invoices; this invoice's own total is 'Total Current Charges' "
        "$1,935.40 (= subtotal 1,859.17 + sales tax 4.10% 76.23). amount_due is 'Total Amount Due' $2,581.58, "
        "which adds the balance forward to the current charges (repeated on the remittance stub). Invoice date "
        "October 6, 2025 vs service period 09/01-09/30/2025, payment date, rate-change date 11/01/2025 and next "
        "haul 10/07/2025; due date 'Payment Due Date 10/31/2025'. The late fee ($15.00 or 1.5%) is not tax. "
        "bill_to is Cherry Creek Brewing Collective LLC; the service location and the lockbox remit-to are "
        "distractors. The scan line at the bottom encodes numbers and is not an amount. No field is null."
    )
    sums = [
        SUM(
            "service lines",
            [
                (1, T("front-load", 612.00, 1, "8 yd front-load container, 3x/week 1 612.00 612.00")),
                (1, T("roll-off hauls", 690.00, 1, "345.00 690.00")),
                (1, T("disposal", 270.27, 1, "58.50 270.27")),
                (1, T("cardboard", 148.00, 1, "6 yd cardboard recycling, 1x/week 1 148.00 148.00")),
                (1, T("container rental", 67.50, 1, "2.25 67.50")),
                (1, T("fuel fee", 71.40, 1, "Fuel & environmental recovery fee 1 71.40 71.40")),
            ],
            "subtotal",
        ),
        SUM(
            "balance forward plus current charges",
            [(1, T("Balance Forward", 646.18, 1, "Balance Forward $646.18")), (1, "total")],
            "amount_due",
        ),
        SUM(
            "previous balance less payment",
            [
                (1, T("Previous Balance", 2146.18, 1, "Previous Balance $2,146.18")),
                (-1, T("Payment Received", 1500.00, 1, "Payment Received 09/24/2025 (1,500.00)")),
            ],
            T("Balance Forward", 646.18, 1, "Balance Forward $646.18"),
        ),
    ]
    return p, fields, notes, sums


def fr(v, nd=2):
    """French figure: narrow no-break space thousands, decimal comma (4 728,75)."""
    return SP(v, nd).replace(" ", "\u202f")


# ---------------------------------------------------------------- 11 French facture, totals in a sidebar
@doc("b9_inv_fr_facture_sidebar", "invoice", "Étiquettes Garonne Impression SAS facture FA-2025-10-0412")
def inv_fr_facture_sidebar():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    sx = 392
    p.shade(sx, 0, 595, 842, 0.92)
    # main column
    p.text(36, 56, "Étiquettes Garonne Impression", 14, True)
    lines_block(
        p,
        36,
        70,
        [
            "SAS au capital de 120 000 € · 14 rue Léo Lagrange, 33130 Bègles",
            "RCS Bordeaux 811 402 337 · TVA FR41 811402337",
            "Tél. 05 56 85 40 12 · compta@etiquettes-garonne.example",
        ],
        7.2,
        color=GREY,
    )
    p.text(36, 124, "Facturé à", 7.2, True, color=GREY)
    lines_block(
        p,
        36,
        137,
        [
            "SCEA Domaine des Trois Rivières",
            "Service comptabilité",
            "2 chemin de la Palue",
            "33540 Sauveterre-de-Guyenne",
        ],
        8.8,
        bold_first=True,
    )
    p.text(220, 124, "Livré à", 7.2, True, color=GREY)
    lines_block(
        p,
        220,
        137,
        ["Chai de Saint-Sulpice", "(embouteilleur : Mise Mobile", "Entre-Deux-Mers SARL)", "33580 Saint-Sulpice"],
        8.2,
    )
    for i, s in enumerate(
        (
            "Bon de commande n° BC-7731 du 22 septembre 2025",
            "BAT validé le 29 septembre 2025 · livraison le 10 octobre 2025",
            "Votre contact : Mme Hélène Darriet",
        )
    ):
        p.text(36, 200 + i * 11.5, s, 7.8)
    lines = [
        ("Étiquettes face « Château Trois Rivières 2023 », 90 x 120 mm, dorure à chaud", "24000", "0.1185"),
        ("Contre-étiquettes 60 x 90 mm, quadri", "24000", "0.0465"),
        ("Collerettes millésime 2023", "24000", "0.0218"),
        ("Calage et bon à tirer, forfait", "1", "185.00"),
        ("Plaques de dorure (clichés)", "2", "96.50"),
    ]
    cols = [(36, "Désignation"), (284, "Qté", "r"), (330, "P.U. HT", "r"), (384, "Montant HT", "r")]
    y = table_head(p, 256, cols, 7.2, x0=34, x1=388, g=0.86)
    amts = []
    for txt, n, pr in lines:
        a = ext(n, pr)
        amts.append(a)
        nd = 4 if len(pr.split(".")[1]) == 4 else 2
        y0 = y
        y = p.wrap(36, y, 200, txt, 7.6, lead=9.6)
        p.row(y0, [(284, fr(n, 0), "r"), (330, fr(pr, nd), "r"), (384, fr(a), "r")], size=7.6)
        y += 4
    p.hline(y - 8, 34, 388, 0.5)
    brut = sum(amts, D(0))
    remise = pct(brut, 4)
    port = D("62.00")
    ht = brut - remise + port
    tva = pct(ht, 20)
    ttc = ht + tva
    y += 10
    y = p.wrap(
        36,
        y,
        350,
        "Conditions de règlement : virement à 30 jours date de facture. Escompte pour paiement anticipé : néant. "
        "En cas de retard de paiement, pénalités au taux de trois fois le taux d'intérêt légal et indemnité "
        "forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce).",
        7.2,
    )
    y += 6
    y = p.wrap(
        36,
        y,
        350,
        "IBAN FR76 1330 6000 4123 0018 7744 219 · BIC AGRIFRPP833. Réserve de propriété : les marchandises restent "
        "notre propriété jusqu'au paiement intégral du prix.",
        7.2,
    )
    # sidebar
    p.text(sx + 16, 60, "FACTURE", 18, True)
    yy = 86
    for k, v in (
        ("N° de facture", "FA-2025-10-0412"),
        ("Date de facture", "15 octobre 2025"),
        ("Date d'échéance", "14 novembre 2025"),
        ("N° client", "C-00871"),
    ):
        p.text(sx + 16, yy, k, 7, True, color=GREY)
        p.text(sx + 16, yy + 12, v, 9.5, True)
        yy += 30
    yy += 10
    p.text(sx + 16, yy, "RÉCAPITULATIF", 8.5, True)
    yy += 16
    for k, v, b in (
        ("Total brut HT", fr(brut) + " €", False),
        ("Remise fidélité 4 %", "-" + fr(remise) + " €", False),
        ("Frais de port HT", fr(port) + " €", False),
        ("Total HT", fr(ht) + " €", True),
        ("TVA 20 %", fr(tva) + " €", False),
        ("Total TTC", fr(ttc) + " €", True),
        ("Net à payer", fr(ttc) + " €", True),
    ):
        if k == "Net à payer":
            yy += 6
            p.shade(sx + 10, yy - 11, 585, yy + 5, 0.75)
        p.text(sx + 16, yy, k, 8.3, b)
        p.text(579, yy, v, 8.3, b, align="r")
        yy += 14.5
    yy += 14
    p.text(sx + 16, yy, "Base TVA 20 % : " + fr(ht) + " €", 7.2, color=GREY)
    p.text(sx + 16, yy + 11, "TVA acquittée sur les débits", 7.2, color=GREY)
    p.text(sx + 16, yy + 22, "Indemnité de recouvrement : 40 €", 7.2, color=GREY)
    p.text(297.5, 820, "Page 1/1", 7, align="c", color=GREY)

    same(4861.20, brut, "brut")
    same(194.45, remise, "remise")
    same(4728.75, ht, "HT")
    same(945.75, tva, "TVA")
    same(5674.50, ttc, "TTC")
    fields = {
        "invoice_number": F("FA-2025-10-0412", 1, "N° de facture FA-2025-10-0412"),
        "invoice_date": F("2025-10-15", 1, "Date de facture 15 octobre 2025"),
        "due_date": F("2025-11-14", 1, "Date d'échéance 14 novembre 2025"),
        "vendor_name": F("Étiquettes Garonne Impression", 1, "Étiquettes Garonne Impression SAS au capital"),
        "bill_to": F("SCEA Domaine des Trois Rivières", 1, "Facturé à SCEA Domaine des Trois Rivières"),
        "currency": F("EUR", 1, "Total TTC 5 674,50 €"),
        "subtotal": F(4728.75, 1, "Total HT 4 728,75 €"),
        "tax": F(945.75, 1, "TVA 20 % 945,75 €"),
        "total": F(5674.50, 1, "Total TTC 5 674,50 €"),
        "amount_due": F(5674.50, 1, "Net à payer 5 674,50 €"),
    }
    notes = (
        "French label-printer invoice with the document data and the totals (RÉCAPITULATIF) in a shaded right "
        "sidebar, each header label above its value. Amounts use a narrow no-break space as thousands separator "
        "and a decimal comma (5 674,50 €; whitespace-collapsed in the quotes); unit prices have 4 decimals. Dates "
        "in French words: invoice 15 octobre 2025 vs order 22 septembre 2025, proof approval 29 septembre 2025 and "
        "delivery 10 octobre 2025; due date 'Date d'échéance 14 novembre 2025'. subtotal is 'Total HT' 4 728,75 "
        "(after the 4 % loyalty discount, including carriage); 'Total brut HT' 4 861,20 is the pre-discount "
        "distractor and the 'Base TVA' repeats the subtotal. total 'Total TTC'; amount_due 'Net à payer' (printed "
        "separately, equal to the total). The 40 € recovery indemnity, the late-penalty clause and the share "
        "capital (120 000 €) are distractors. vendor_name is printed as 'Étiquettes Garonne Impression' followed "
        "by its legal form 'SAS'. bill_to is the SCEA in 'Facturé à'; 'Livré à' (the bottling site and a mobile "
        "bottler) is a distractor. No field is null."
    )
    sums = [
        SUM(
            "lines less discount plus carriage",
            [
                (1, T("étiquettes face", 2844.00, 1, "0,1185 2 844,00")),
                (1, T("contre-étiquettes", 1116.00, 1, "0,0465 1 116,00")),
                (1, T("collerettes", 523.20, 1, "0,0218 523,20")),
                (1, T("calage", 185.00, 1, "185,00 185,00")),
                (1, T("clichés", 193.00, 1, "96,50 193,00")),
                (-1, T("remise fidélité", 194.45, 1, "Remise fidélité 4 % -194,45 €")),
                (1, T("frais de port", 62.00, 1, "Frais de port HT 62,00 €")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums
