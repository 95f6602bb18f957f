"""Invoice builders for blind_extraction24 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, grid, pct, rnd
from pdfkit import EU, IN, SP, US, Pdf
from sheet import Sheet

A4 = dict(w=595, h=842)


def tot(xs):
    return sum(xs, D(0))


def head_row(s, cols, size=7.4):
    out = s.row(cols, size=size, bold=True)
    s.rule()
    return out


def grid_text(cells):
    """The page text of one grid() row: caption then value, cell by cell."""
    out = []
    for _, _, lab, val in cells:
        out.append(lab)
        if val:
            out.append(val)
    return " ".join(out)


def strip(s, cells, h=26, lsize=6.6, vsize=8.6, shade=None):
    """A boxed captions-over-values strip drawn at the Sheet's current line."""
    y = s.y - 9
    grid(s.p, y, cells, h=h, lsize=lsize, vsize=vsize, shade=shade)
    s.y = y + h + 15
    return grid_text(cells)


def cells(xs, vals):
    return [(x, v, a) for (x, a), v in zip(xs, vals, strict=True)]


# ==================== 1 Spanish factura: line discounts, IVA 21 % and 10 %, albarán and pedido dates
@doc(
    "b24_inv_es_factura_iva_mixto_dto",
    "invoice",
    "Distribuciones Almazara del Cinca factura A-2026/0719",
)
def inv_es():
    L = dict(sub=4720.87, tax=712.61, tot=5433.48, b21=2186.51, b10=2534.36, i21=459.17, i10=253.44)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=54, size=8.2)
    q_vendor = s.t("Distribuciones Almazara del Cinca, S.L.", 14, True)
    s.t("Polígono Las Sorianas, nave 17 · 22400 Monzón (Huesca) · CIF B-22681539", 7.4, color=GREY)
    s.t("Tel. 974 30 61 88 · pedidos@almazaracinca.example", 7.4, color=GREY)
    s.skip(10)
    y0 = s.y
    s.row([(42, "DATOS DEL CLIENTE", "l"), (330, "FACTURA", "l")], size=8, bold=True)
    q_bill = s.row(
        [(42, "Hotel Balneario Fuentes de Alquézar, S.A."), (330, "Nº factura"), (440, "A-2026/0719")]
    )
    s.row([(42, "CIF A-22109875"), (330, "Fecha factura"), (440, "12 de mayo de 2026")])
    s.row([(42, "Carretera de Colungo, km 3"), (330, "Nº cliente"), (440, "C-0384")])
    s.row([(42, "22145 Alquézar (Huesca)"), (330, "Forma de pago"), (440, "Recibo domiciliado")])
    s.row([(330, "Vencimiento"), (440, "11 de junio de 2026")])
    p.rect(324, y0 - 12, 553, s.y - 8, 0.5)
    s.skip(2)
    s.t("Lugar de entrega: Economato del hotel, acceso por calle del Molino s/n, Alquézar", 7.6, color=GREY)
    s.t("Albarán ALB-5521 de 6 de mayo de 2026 · Su pedido HB-118 de 29 de abril de 2026", 7.6, color=GREY)
    s.skip(6)
    xs = [(42, "l"), (92, "l"), (330, "r"), (392, "r"), (428, "r"), (500, "r"), (553, "r")]
    head_row(s, cells(xs, ["Código", "Descripción", "Cant.", "Precio €", "Dto. %", "Importe €", "IVA"]))
    rows = [
        ("AC-105", "Aceite de oliva virgen extra, garrafa 5 l", "36", "31.40", "5", 10),
        ("AC-112", "Aceite de girasol alto oleico, garrafa 5 l", "24", "14.85", "5", 10),
        ("VN-330", "Vinagre de Jerez reserva, botella 75 cl", "18", "6.35", "0", 10),
        ("HA-021", "Harina de trigo panificable, saco 25 kg", "12", "17.90", "0", 10),
        ("AZ-207", "Azúcar blanco en sobres, caja 1.000 ud.", "9", "19.60", "0", 10),
        ("CF-410", "Café natural en grano, paquete 1 kg", "40", "16.75", "8", 10),
        ("LM-550", "Detergente lavavajillas industrial 20 l", "14", "42.80", "10", 21),
        ("LM-556", "Abrillantador lavavajillas 10 l", "10", "29.45", "10", 21),
        ("LM-602", "Desengrasante alcalino para planchas 5 l", "16", "12.70", "0", 21),
        ("TX-118", "Mantel de algodón 180 x 180 cm, blanco", "30", "21.30", "12", 21),
        ("TX-124", "Servilleta de algodón 50 x 50 cm, paquete 12 ud.", "20", "23.60", "12", 21),
        ("EM-009", "Film transparente 45 cm x 300 m", "22", "9.15", "0", 21),
    ]
    base = {21: D(0), 10: D(0)}
    for code, name, qty, price, dto, iva in rows:
        e = ext(D(qty) * D(price) * (100 - D(dto)) / 100)
        base[iva] += e
        s.row(
            cells(xs, [code, name, qty, EU(D(price)), dto if dto != "0" else "", EU(e), f"{iva} %"]),
            size=7.6,
            lead=12.6,
        )
    s.rule()
    s.skip(10)
    i21 = pct(base[21], 21)
    i10 = pct(base[10], 10)
    sub = base[21] + base[10]
    tax = i21 + i10
    total = sub + tax
    xs2 = [(230, "l"), (360, "r"), (420, "r"), (490, "r")]
    head_row(s, cells(xs2, ["Tipo IVA", "Base imponible", "Cuota IVA", "Total"]))
    q_b21 = s.row(cells(xs2, ["IVA 21 %", EU(base[21]), EU(i21), EU(base[21] + i21)]))
    q_b10 = s.row(cells(xs2, ["IVA 10 %", EU(base[10]), EU(i10), EU(base[10] + i10)]))
    s.rule()
    s.skip(6)
    s.x = 330
    q_sub = s.kv("Total base imponible", EU(sub) + " €")
    q_tax = s.kv("Total cuota IVA", EU(tax) + " €")
    s.rule()
    q_tot = s.kv("TOTAL FACTURA EUR", EU(total) + " €", bold=True, size=10)
    s.x = 42
    s.skip(16)
    s.para(
        "El importe se cargará el día del vencimiento en la cuenta ES41 2085 0932 1103 3069 4471 según la "
        "orden de domiciliación firmada. Los envases retornables se abonarán en la próxima factura.",
        7.4,
    )
    s.para(
        "Inscrita en el Registro Mercantil de Huesca, tomo 611, folio 94, hoja HU-10382. Conforme al RGPD, "
        "sus datos se tratan únicamente para la gestión de la relación comercial.",
        6.6,
    )
    same(L["b21"], base[21], "b21")
    same(L["b10"], base[10], "b10")
    same(L["i21"], i21, "i21")
    same(L["i10"], i10, "i10")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("A-2026/0719", 1, q_bill),
        "invoice_date": F("2026-05-12", 1, "Fecha factura 12 de mayo de 2026"),
        "due_date": F("2026-06-11", 1, "Vencimiento 11 de junio de 2026"),
        "vendor_name": F("Distribuciones Almazara del Cinca, S.L.", 1, q_vendor),
        "bill_to": F("Hotel Balneario Fuentes de Alquézar, S.A.", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Spanish factura (EUR, dot-grouped figures with decimal comma, dates in words). Line discounts "
        "(Dto. %) are inside the line amounts. invoice_date is the Fecha factura, not the albarán or pedido "
        "dates; due_date is the Vencimiento. subtotal is Total base imponible (= base 21 % + base 10 %, "
        "sum), tax is Total cuota IVA (= cuota 21 % + cuota 10 %, sum), total is TOTAL FACTURA. The "
        "delivery place is the hotel's store room, not a different party. amount_due is null: only the "
        "invoice total is printed (charged by direct debit)."
    )
    sums = [
        SUM(
            "base 21 % + base 10 % = Total base imponible",
            [(1, T("base IVA 21 %", L["b21"], 1, q_b21)), (1, T("base IVA 10 %", L["b10"], 1, q_b10))],
            "subtotal",
        ),
        SUM(
            "cuota 21 % + cuota 10 % = Total cuota IVA",
            [(1, T("cuota IVA 21 %", L["i21"], 1, q_b21)), (1, T("cuota IVA 10 %", L["i10"], 1, q_b10))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ==================== 2 Polish faktura VAT over two pages: Nabywca vs Odbiorca, carry-over, VAT 23 % and 8 %
@doc("b24_inv_pl_faktura_dwie_strony", "invoice", "ELTRAKOR faktura VAT FV/0417/05/2026")
def inv_pl():
    L = dict(sub=16479.5, tax=3639.71, tot=20119.21, carry=15102.7, rest=1376.8, v23=3559.41, v8=80.3)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=52, size=8)
    s.row([(40, "FAKTURA VAT"), (555, "nr FV/0417/05/2026", "r")], size=14, bold=True, lead=20)
    s.row([(40, "Oryginał"), (555, "Miejsce wystawienia: Olsztyn", "r")], size=7.4)
    s.skip(4)
    strip(
        s,
        [
            (40, 212, "Data wystawienia", "2026-05-19"),
            (212, 384, "Data dostawy / wykonania usługi", "2026-05-15"),
            (384, 555, "Termin płatności", "2026-06-02 (14 dni)"),
        ],
    )
    y0 = s.y
    s.row([(40, "Sprzedawca"), (300, "Nabywca")], size=7.4, bold=True)
    q_parties = s.row(
        [(40, "ELTRAKOR Sp. z o.o."), (300, "Spółdzielnia Mieszkaniowa „Pod Jesionami”")], bold=True
    )
    s.row([(40, "ul. Towarowa 41B, 10-417 Olsztyn"), (300, "ul. Kołobrzeska 9, 10-692 Olsztyn")])
    s.row([(40, "NIP 739-318-52-04"), (300, "NIP 739-004-71-26")])
    s.row(
        [
            (40, "Bank Warmiński S.A. 48 1090 2659 0000 0001 4471 3306"),
            (300, "Odbiorca: Administracja osiedla Jesionowa"),
        ]
    )
    s.row([(300, "ul. Wilczyńskiego 25, 10-686 Olsztyn")])
    p.rect(36, y0 - 12, 290, s.y - 8, 0.4)
    p.rect(294, y0 - 12, 555, s.y - 8, 0.4)
    s.skip(6)
    xs = [(40, "l"), (58, "l"), (292, "l"), (340, "r"), (392, "r"), (420, "r"), (486, "r"), (555, "r")]
    hd = [
        "Lp.",
        "Nazwa towaru lub usługi",
        "J.m.",
        "Ilość",
        "Cena netto",
        "VAT",
        "Wartość netto",
        "Wartość brutto",
    ]
    head_row(s, cells(xs, hd))
    items = [
        ("Kabel YDYp 3x2,5 mm² 450/750 V", "m", "600", "3.18", 23),
        ("Kabel YDY 5x4 mm² 450/750 V", "m", "150", "9.74", 23),
        ("Przewód LgY 1x6 mm² żółto-zielony", "m", "200", "2.46", 23),
        ("Rura karbowana RKGL 20 mm", "m", "300", "0.92", 23),
        ("Puszka podtynkowa fi 60 głęboka", "szt.", "140", "0.81", 23),
        ("Gniazdo podwójne z uziemieniem, białe", "szt.", "96", "14.35", 23),
        ("Łącznik schodowy pojedynczy, biały", "szt.", "64", "11.20", 23),
        ("Wyłącznik nadprądowy B16 1P", "szt.", "48", "13.90", 23),
        ("Wyłącznik różnicowoprądowy 4P 40A 30mA", "szt.", "12", "118.60", 23),
        ("Rozdzielnica natynkowa 3x12 modułów", "szt.", "6", "164.40", 23),
        ("Oprawa LED hermetyczna 36 W IP65", "szt.", "42", "46.75", 23),
        ("Czujnik ruchu sufitowy 360°", "szt.", "30", "38.10", 23),
        ("Oprawa awaryjna LED 1 h, piktogram", "szt.", "18", "72.30", 23),
        ("Listwa przyłączeniowa N/PE 12-torowa", "szt.", "12", "9.85", 23),
        ("Usługa pomiarów ochronnych instalacji (klatka A–C)", "kpl.", "3", "385.00", 23),
        ("Transport na budowę", "usł.", "1", "140.00", 23),
        ("Taśma izolacyjna 19 mm x 20 m, czarna", "szt.", "40", "3.05", 23),
        ("Opaski kablowe 200 x 4,8 mm, op. 100 szt.", "op.", "15", "7.40", 23),
        ("Montaż opraw oświetleniowych w lokalach mieszkalnych (8 %)", "szt.", "42", "23.90", 8),
    ]
    net = {23: D(0), 8: D(0)}

    def draw(rows, start):
        sub = D(0)
        for i, (name, unit, qty, price, rate) in enumerate(rows, start):
            e = ext(qty, price)
            net[rate] += e
            sub += e
            g = e + pct(e, rate)
            vals = [f"{i}.", name, unit, qty, SP(D(price)), f"{rate}%", SP(e), SP(g)]
            s.row(cells(xs, vals), size=7.3, lead=13.4)
        return sub

    sub1 = draw(items[:15], 1)
    s.rule()
    s.skip(3)
    q_c1 = s.row(
        [(240, "Do przeniesienia (wartość netto poz. 1–15)"), (486, SP(sub1), "r")], size=7.6, bold=True
    )
    s.skip(60)
    s.t("Ciąg dalszy na stronie 2.", 7.4, color=GREY)
    p.footer("ELTRAKOR Sp. z o.o. · KRS 0000529904 · kapitał zakładowy 150 000 zł · strona 1/2")
    # ---- page 2
    s.new_page()
    s.row([(40, "Faktura VAT nr FV/0417/05/2026"), (555, "strona 2/2", "r")], size=8, bold=True)
    s.rule()
    s.skip(6)
    head_row(s, cells(xs, hd))
    q_c2 = s.row([(58, "Z przeniesienia"), (486, SP(sub1), "r")], size=7.6, bold=True)
    sub2 = draw(items[15:], 16)
    s.rule()
    s.skip(3)
    q_rest = s.row([(240, "Razem poz. 16–19"), (486, SP(sub2), "r")], size=7.6)
    s.skip(12)
    v23 = pct(net[23], 23)
    v8 = pct(net[8], 8)
    netto = net[23] + net[8]
    vat = v23 + v8
    brutto = netto + vat
    xs2 = [(250, "l"), (370, "r"), (460, "r"), (555, "r")]
    head_row(s, cells(xs2, ["Stawka VAT", "Wartość netto", "Kwota VAT", "Wartość brutto"]))
    q_r23 = s.row(cells(xs2, ["23%", SP(net[23]), SP(v23), SP(net[23] + v23)]))
    q_r8 = s.row(cells(xs2, ["8%", SP(net[8]), SP(v8), SP(net[8] + v8)]))
    s.rule()
    q_razem = s.row(cells(xs2, ["Razem", SP(netto), SP(vat), SP(brutto)]), bold=True)
    s.skip(12)
    q_tot = s.row([(40, "Razem do zapłaty:"), (555, SP(brutto) + " PLN", "r")], size=11, bold=True, lead=16)
    s.t("Słownie: dwadzieścia tysięcy sto dziewiętnaście złotych 21/100", 7.8)
    s.row([(40, "Sposób płatności: przelew"), (300, "Zapłacono: 0,00 zł")], size=8)
    s.skip(10)
    s.t(
        "Mechanizm podzielonej płatności nie dotyczy. Pozycja 19: roboty w budownictwie objętym",
        7.2,
        color=GREY,
    )
    s.t("społecznym programem mieszkaniowym (stawka 8%).", 7.2, color=GREY)
    s.skip(40)
    s.row(
        [
            (60, "............................................"),
            (340, "............................................"),
        ]
    )
    s.row([(60, "Osoba upoważniona do odbioru"), (340, "Wystawił: Grzegorz Wilkoń")], size=7)
    p.footer("ELTRAKOR Sp. z o.o. · KRS 0000529904 · kapitał zakładowy 150 000 zł · strona 2/2")
    same(L["carry"], sub1, "carry")
    same(L["rest"], sub2, "rest")
    same(L["v23"], v23, "v23")
    same(L["v8"], v8, "v8")
    same(L["sub"], netto, "sub")
    same(L["tax"], vat, "tax")
    same(L["tot"], brutto, "tot")
    fields = {
        "invoice_number": F("FV/0417/05/2026", 1, "FAKTURA VAT nr FV/0417/05/2026"),
        "invoice_date": F("2026-05-19", 1, "Data wystawienia 2026-05-19"),
        "due_date": F("2026-06-02", 1, "Termin płatności 2026-06-02 (14 dni)"),
        "vendor_name": F("ELTRAKOR Sp. z o.o.", 1, q_parties),
        "bill_to": F("Spółdzielnia Mieszkaniowa „Pod Jesionami”", 1, q_parties),
        "currency": F("PLN", 2, q_tot),
        "subtotal": F(L["sub"], 2, q_razem),
        "tax": F(L["tax"], 2, q_razem),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": F(L["tot"], 2, q_tot),
    }
    notes = (
        "Polish faktura VAT (PLN, space-grouped figures with decimal comma, ISO dates) over two pages. "
        "vendor_name is the Sprzedawca; bill_to is the Nabywca, not the Odbiorca (the estate office that "
        "receives the goods). invoice_date is the Data wystawienia, not the delivery date; due_date the "
        "Termin płatności. Page 1 ends with 'Do przeniesienia' carried to page 2 ('Z przeniesienia'); carry "
        "+ positions 16-19 = Razem netto (subtotal; sum). VAT 23% + VAT 8% = Razem Kwota VAT (tax; sum). "
        "total is the Razem brutto; 'Razem do zapłaty' prints the same figure and is the amount_due "
        "('Zapłacono: 0,00 zł')."
    )
    sums = [
        SUM(
            "Z przeniesienia + Razem poz. 16-19 = Razem netto",
            [
                (1, T("Z przeniesienia", L["carry"], 2, q_c2)),
                (1, T("Razem poz. 16-19", L["rest"], 2, q_rest)),
            ],
            "subtotal",
        ),
        SUM(
            "page-1 Do przeniesienia = page-2 Z przeniesienia",
            [(1, T("Do przeniesienia", L["carry"], 1, q_c1))],
            T("Z przeniesienia", L["carry"], 2, q_c2),
        ),
        SUM(
            "VAT 23% + VAT 8% = Razem Kwota VAT",
            [(1, T("Kwota VAT 23%", L["v23"], 2, q_r23)), (1, T("Kwota VAT 8%", L["v8"], 2, q_r8))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ==================== 3 Swedish faktura to a private customer: ROT deduction between total and "Att betala"
@doc("b24_inv_se_faktura_rot_avdrag", "invoice", "Bergslagens Takläggning faktura 40286")
def inv_se():
    L = dict(sub=131759.0, tax=32939.75, tot=164698.75, rot=25321, due=139377.75, arb=84402.5)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=56, size=8.4)
    q_vendor = s.row(
        [(44, "Bergslagens Takläggning & Plåt AB"), (551, "FAKTURA", "r")], size=14, bold=True, lead=18
    )
    s.t("Smedjegatan 12 · 711 31 Lindesberg · 0581-173 40 · info@bergslagstak.example", 7.4, color=GREY)
    s.skip(12)
    y0 = s.y
    q_bill = s.row([(44, "Tove Källström"), (330, "Fakturanr"), (551, "40286", "r")], bold=True)
    s.row([(44, "Vibyvägen 27"), (330, "Fakturadatum"), (551, "2026-05-27", "r")])
    s.row([(44, "711 94 Lindesberg"), (330, "Förfallodatum"), (551, "2026-06-26", "r")])
    s.row([(44, "Personnr 19740312-XXXX"), (330, "Kundnr"), (551, "3117", "r")])
    s.row([(44, "Fastighet: Lindesberg Vibyn 4:12"), (330, "Er referens"), (551, "Tove Källström", "r")])
    s.row([(330, "Vår referens"), (551, "Pelle Sandahl", "r")])
    s.row([(330, "Arbete utfört"), (551, "2026-05-11 – 2026-05-22", "r")])
    p.rect(324, y0 - 12, 555, s.y - 8, 0.4)
    s.skip(6)
    s.t("Omläggning av tak, bostadshus, enligt offert 2026-112 daterad 2026-02-19", 8.6, True)
    s.skip(2)
    xs = [(44, "l"), (310, "r"), (340, "l"), (420, "r"), (470, "l"), (551, "r")]
    head_row(s, cells(xs, ["Benämning", "Antal", "Enh", "À-pris", "Typ", "Belopp"]))
    rows = [
        ("Rivning av befintlig betongpanna, bortforsling", "1", "st", "14850.00", "Arbete"),
        ("Läktning och ny underlagsduk", "164", "m²", "96.00", "Arbete"),
        ("Läggning av tegelpannor inkl. nock", "164", "m²", "142.00", "Arbete"),
        ("Plåtarbeten skorsten och vindskivor", "22", "tim", "620.00", "Arbete"),
        ("Tegelpannor tvåkupig, rött tegel", "1820", "st", "16.90", "Material"),
        ("Underlagsduk diffusionsöppen", "180", "m²", "38.50", "Material"),
        ("Bärläkt och ströläkt 25x48", "410", "lpm", "11.40", "Material"),
        ("Skorstensbeslag förzinkad plåt", "1", "st", "4375.00", "Material"),
        ("Ställningshyra 3 veckor", "1", "st", "9600.00", "Övrigt"),
        ("Container 10 m³ inkl. deponi", "2", "st", "3950.00", "Övrigt"),
    ]
    arb = D(0)
    net = D(0)
    for name, qty, unit, price, typ in rows:
        e = ext(qty, price)
        net += e
        if typ == "Arbete":
            arb += e
        s.row(cells(xs, [name, qty, unit, SP(D(price)), typ, SP(e)]), size=7.8, lead=13)
    s.rule()
    s.skip(10)
    moms = pct(net, 25)
    brutto = net + moms
    arb_inkl = arb + pct(arb, 25)
    rot = rnd(arb_inkl * D("0.30"))
    att = brutto - rot
    s.x = 300
    q_sub = s.kv("Summa exkl. moms", SP(net))
    q_tax = s.kv("Moms 25 %", SP(moms))
    q_tot = s.kv("Summa inkl. moms", SP(brutto))
    q_rot = s.kv("Avgår skattereduktion ROT", "-" + SP(rot))
    s.rule()
    q_due = s.kv("Att betala SEK", SP(att) + " kr", bold=True, size=10.5)
    s.x = 44
    s.skip(12)
    s.t("Underlag för skattereduktion (ROT)", 8.4, True)
    s.kv("Arbetskostnad inkl. moms", SP(arb_inkl) + " kr", xv=260)
    s.kv("Skattereduktion 30 % av arbetskostnaden", SP(rot) + " kr", xv=260)
    s.para(
        "Vi ansöker om utbetalning av skattereduktionen hos Skatteverket. Om Skatteverket helt eller delvis "
        "nekar begäran blir du skyldig att betala mellanskillnaden till oss.",
        7.6,
    )
    s.skip(4)
    s.row(
        [(44, "Bankgiro 5127-4408"), (220, "OCR 4028609"), (380, "Dröjsmålsränta 8 % över referensräntan")],
        7.8,
    )
    s.skip(30)
    s.t(
        "Bergslagens Takläggning & Plåt AB · Org.nr 559318-4076 · Momsreg.nr SE559318407601 · Godkänd för "
        "F-skatt",
        6.6,
        color=GREY,
    )
    same(L["arb"], arb_inkl, "arb")
    same(L["sub"], net, "sub")
    same(L["tax"], moms, "tax")
    same(L["tot"], brutto, "tot")
    same(L["rot"], rot, "rot")
    same(L["due"], att, "due")
    fields = {
        "invoice_number": F("40286", 1, q_bill),
        "invoice_date": F("2026-05-27", 1, "Fakturadatum 2026-05-27"),
        "due_date": F("2026-06-26", 1, "Förfallodatum 2026-06-26"),
        "vendor_name": F("Bergslagens Takläggning & Plåt AB", 1, q_vendor),
        "bill_to": F("Tove Källström", 1, q_bill),
        "currency": F("SEK", 1, q_due),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Swedish faktura (SEK, space-grouped figures with decimal comma, ISO dates) to a private person: "
        "bill_to is the person. invoice_date is the Fakturadatum, not the offer date or the work period; "
        "due_date the Förfallodatum. subtotal is Summa exkl. moms, tax Moms 25 %, total Summa inkl. moms. "
        "The ROT tax reduction is deducted after the total: Summa inkl. moms - ROT = 'Att betala SEK' "
        "(amount_due; sum). The ROT basis (labour incl. moms) is a distractor."
    )
    sums = [
        SUM(
            "Summa inkl. moms - ROT = Att betala",
            [(1, "total"), (-1, T("Avgår skattereduktion ROT", L["rot"], 1, q_rot))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ==================== 4 Indian GST tax invoice: Bill To vs Ship To (consignee), CGST + SGST, round off
@doc("b24_inv_in_gst_cgst_sgst_roundoff", "invoice", "Kaveri Precision Castings tax invoice KPC/26-27/0231")
def inv_in():
    L = dict(sub=676629.0, tax=121793.22, tot=798422, cg=60896.61, sg=60896.61, ro=-0.22)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=36, xr=559, top=50, size=7.8)
    s.t("TAX INVOICE", 12, True, align="c")
    s.t("(Original for Recipient)", 7, align="c", color=GREY)
    s.skip(4)
    q_vendor = s.t("Kaveri Precision Castings Pvt. Ltd.", 13, True)
    s.t("SF No. 218/3, Kurichi Industrial Estate, Coimbatore 641021, Tamil Nadu", 7.6)
    s.t("GSTIN 33AAHCK4172M1Z8 · State: Tamil Nadu, Code 33 · CIN U27310TZ2011PTC016845", 7.6)
    s.skip(4)
    q_meta = strip(
        s,
        [
            (36, 180, "Invoice No.", "KPC/26-27/0231"),
            (180, 290, "Invoice Date", "14-May-2026"),
            (290, 400, "Due Date", "13-Jun-2026"),
            (400, 559, "Buyer's Order No. / Date", "DAP/PO/1187 / 28-Apr-2026"),
        ],
    )
    y0 = s.y
    s.row([(36, "Bill To (Buyer)"), (300, "Ship To (Consignee)")], size=7.2, bold=True)
    q_bill = s.row([(36, "Deccan Agro Pumps Limited"), (300, "Sri Lakshmi Warehousing Co.")], bold=True)
    s.row([(36, "Plot 44, SIPCOT Phase II, Hosur 635109"), (300, "for Deccan Agro Pumps Ltd., Godown 3")])
    s.row([(36, "GSTIN 33AACCD5829Q1ZK"), (300, "Bagalur Road, Hosur 635103")])
    s.row([(36, "Place of Supply: Tamil Nadu (33)"), (300, "E-way Bill 3619 0482 7715 dt 14-May-2026")])
    p.rect(32, y0 - 11, 296, s.y - 8, 0.4)
    p.rect(296, y0 - 11, 559, s.y - 8, 0.4)
    s.skip(6)
    xs = [
        (36, "l"),
        (52, "l"),
        (238, "l"),
        (300, "r"),
        (318, "l"),
        (372, "r"),
        (440, "r"),
        (497, "r"),
        (559, "r"),
    ]
    head_row(
        s,
        cells(
            xs,
            [
                "#",
                "Description of Goods",
                "HSN",
                "Qty",
                "Unit",
                "Rate (₹)",
                "Taxable Value",
                "CGST 9%",
                "SGST 9%",
            ],
        ),
        size=7,
    )
    rows = [
        ("Impeller casting CI FG260, 150 mm", "84137010", "260", "Nos", "684.50"),
        ("Volute casing SG iron, 2 HP", "84139190", "180", "Nos", "1236.00"),
        ("Motor end shield, machined", "84139190", "420", "Nos", "318.75"),
        ("Bearing housing CI, 6205", "84833000", "420", "Nos", "142.20"),
        ("Delivery flange 65 mm, drilled", "73079190", "600", "Nos", "96.40"),
        ("Pattern modification charges", "998898", "1", "Job", "18500.00"),
        ("Packing and forwarding", "998549", "1", "Lot", "6240.00"),
    ]
    taxable = D(0)
    cg = D(0)
    for i, (name, hsn, qty, unit, rate) in enumerate(rows, 1):
        e = ext(qty, rate)
        c = pct(e, 9)
        taxable += e
        cg += c
        s.row(cells(xs, [str(i), name, hsn, qty, unit, IN(D(rate)), IN(e), IN(c), IN(c)]), size=7.4, lead=13)
    s.rule()
    sg = cg
    tax = cg + sg
    exact = taxable + tax
    grand = rnd(exact)
    ro = grand - exact
    q_tv = s.row([(52, "Total"), (440, IN(taxable), "r"), (497, IN(cg), "r"), (559, IN(sg), "r")], bold=True)
    s.skip(8)
    s.x = 330
    q_sub = s.kv("Total Taxable Value", IN(taxable))
    q_cg = s.kv("Add: CGST @ 9%", IN(cg))
    q_sg = s.kv("Add: SGST @ 9%", IN(sg))
    q_tax = s.kv("Total Tax Amount", IN(tax))
    q_ro = s.kv("Round Off", ("+" if ro >= 0 else "-") + IN(abs(ro)))
    s.rule()
    q_tot = s.kv("Invoice Total (INR)", "₹ " + IN(grand), bold=True, size=10)
    s.x = 36
    s.skip(6)
    s.t("Amount in words: Rupees Seven Lakh Ninety-Eight Thousand Four Hundred Twenty-Two Only", 7.8, True)
    s.skip(6)
    s.t(
        "Terms: Payment within 30 days of invoice date by NEFT/RTGS. Interest @ 18% p.a. on overdue bills.",
        7.4,
    )
    s.t("Bank: Kongu Mercantile Bank, R.S. Puram branch · A/c 1104 2750 0318 · IFSC KMBL0000412", 7.4)
    s.t("Reverse charge: No · Goods dispatched by road, LR No. 55821 dt 14-May-2026", 7.4)
    s.skip(24)
    s.row([(36, "Receiver's signature"), (559, "For Kaveri Precision Castings Pvt. Ltd.", "r")], size=7.6)
    s.skip(20)
    s.row([(559, "Authorised Signatory", "r")], size=7.6)
    same(L["sub"], taxable, "sub")
    same(L["cg"], cg, "cg")
    same(L["sg"], sg, "sg")
    same(L["tax"], tax, "tax")
    same(L["ro"], ro, "ro")
    same(L["tot"], grand, "tot")
    fields = {
        "invoice_number": F("KPC/26-27/0231", 1, q_meta),
        "invoice_date": F("2026-05-14", 1, q_meta),
        "due_date": F("2026-06-13", 1, q_meta),
        "vendor_name": F("Kaveri Precision Castings Pvt. Ltd.", 1, q_vendor),
        "bill_to": F("Deccan Agro Pumps Limited", 1, q_bill),
        "currency": F("INR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Indian GST tax invoice (INR, Indian digit grouping, dd-Mon-yyyy). bill_to is the Bill To (Buyer), "
        "not the Ship To consignee warehouse. invoice_date is the Invoice Date, not the order or e-way bill "
        "date; due_date is printed. subtotal is Total Taxable Value; tax is Total Tax Amount = CGST 9% + "
        "SGST 9% (sum); total is the Invoice Total after a Round Off line: subtotal + tax + round off = "
        "total (sum). amount_due is null: no separate balance is printed."
    )
    sums = [
        SUM(
            "CGST + SGST = Total Tax Amount",
            [(1, T("CGST @ 9%", L["cg"], 1, q_cg)), (1, T("SGST @ 9%", L["sg"], 1, q_sg))],
            "tax",
        ),
        SUM(
            "Taxable value + tax + round off = Invoice Total",
            [(1, "subtotal"), (1, "tax"), (1, T("Round Off", L["ro"], 1, q_ro))],
            "total",
        ),
        SUM(
            "column totals: CGST column = CGST line",
            [(1, T("CGST column total", L["cg"], 1, q_tv))],
            T("CGST @ 9%", L["cg"], 1, q_cg),
        ),
    ]
    return p, fields, notes, sums


# ==================== 5 US distributor invoice over two pages: Ship To, freight, sales tax, deposit received
@doc("b24_inv_us_two_page_freight_deposit", "invoice", "Tuscarawas Fastener & Supply invoice 0048815")
def inv_us():
    L = dict(
        sub=19889.58,
        tax=1441.99,
        tot=21331.57,
        due=18831.57,
        merch=19503.18,
        frt=386.4,
        dep=2500.0,
        p1=15622.28,
    )
    p = Pdf()
    s = Sheet(p, x=40, xr=572, top=50, size=8)

    def top(pg):
        q = s.row(
            [(40, "Tuscarawas Fastener & Supply Co."), (572, "INVOICE", "r")], size=14, bold=True, lead=16
        )
        s.row([(40, "1940 Commerce Park Road NE, Dover, OH 44622"), (572, f"Page {pg} of 2", "r")], size=7.6)
        s.row([(40, "(330) 555-0148 · ar@tuscfast.example"), (572, "Invoice No. 0048815", "r")], size=7.6)
        s.skip(6)
        return q

    q_vendor = top(1)
    q_meta = strip(
        s,
        [
            (40, 140, "Invoice Date", "06/03/2026"),
            (140, 240, "Ship Date", "06/02/2026"),
            (240, 340, "Customer PO", "MRC-22591"),
            (340, 460, "Terms", "1% 10, Net 30"),
            (460, 572, "Due Date", "07/03/2026"),
        ],
    )
    y0 = s.y
    s.row([(40, "BILL TO"), (310, "SHIP TO")], size=7, bold=True)
    q_bill = s.row([(40, "Maumee Ridge Cabinetry LLC"), (310, "Maumee Ridge Cabinetry LLC")], bold=True)
    s.row([(40, "Accounts Payable"), (310, "c/o Northcoast Staging Warehouse, Dock 4")])
    s.row([(40, "P.O. Box 6120"), (310, "2275 Tracy Road")])
    s.row([(40, "Perrysburg, OH 43552"), (310, "Northwood, OH 43619")])
    p.rect(36, y0 - 11, 300, s.y - 8, 0.4)
    p.rect(306, y0 - 11, 572, s.y - 8, 0.4)
    s.skip(4)
    s.row(
        [(40, "Sales Rep: D. Achterberg"), (200, "Ship Via: Best Way LTL"), (380, "Account: MRC-0291")],
        size=7.6,
    )
    s.skip(4)
    xs = [(40, "l"), (110, "l"), (370, "r"), (400, "r"), (426, "l"), (500, "r"), (572, "r")]
    hd = ["Item", "Description", "Ord", "Ship", "U/M", "Unit Price", "Extension"]
    head_row(s, cells(xs, hd))
    items = [
        ("SC8-125Z", "Wood screw #8 x 1-1/4 flat Phillips, zinc", "40", "40", "BX", "7.86"),
        ("SC8-200Z", "Wood screw #8 x 2 flat Phillips, zinc", "30", "30", "BX", "10.14"),
        ("PH-3518", "Pocket hole screw 1-1/4 coarse, washer head", "60", "60", "BX", "12.37"),
        ("PH-3522", "Pocket hole screw 2-1/2 coarse, washer head", "24", "24", "BX", "16.92"),
        ("HG-107N", "Concealed hinge 110 deg full overlay, soft close", "900", "900", "EA", "2.38"),
        ("HG-107P", "Hinge mounting plate 0 mm, cam adjust", "900", "900", "EA", "0.71"),
        ("DS-2118", "Drawer slide 18 in full extension, soft close", "340", "340", "PR", "14.26"),
        ("DS-2121", "Drawer slide 21 in full extension, soft close", "160", "160", "PR", "15.48"),
        ("PL-0596", "Shelf pin 5 mm nickel, spoon style", "20", "20", "M", "9.65"),
        ("KN-3312", "Knob 1-3/8 in matte black", "500", "480", "EA", "1.17"),
        ("PU-0640", "Bar pull 160 mm c-c matte black", "700", "700", "EA", "2.94"),
        ("BM-0150", "Bumper pad clear 1/2 in, sheet of 100", "25", "25", "SH", "4.08"),
        ("GL-4400", "PVA wood glue, 1 gal", "12", "12", "EA", "23.55"),
        ("SP-1180", "Sandpaper roll 180 grit 4-1/2 in x 10 yd", "30", "30", "RL", "18.40"),
        ("SP-1220", "Sandpaper roll 220 grit 4-1/2 in x 10 yd", "30", "30", "RL", "18.40"),
        ("EB-0734", "Edge banding white maple 13/16 in x 500 ft", "18", "18", "RL", "41.75"),
        ("EB-0736", "Edge banding white oak 13/16 in x 500 ft", "10", "10", "RL", "57.20"),
        ("CL-0018", "Bar clamp 36 in, quick release", "6", "6", "EA", "27.90"),
        ("TS-2005", "Toe kick clip, plastic, bag of 50", "14", "14", "BG", "8.35"),
        ("LV-0090", "Cabinet leveler leg 4 in adjustable", "200", "200", "EA", "1.62"),
        ("LZ-1800", "Lazy Susan kidney 28 in, 2 shelf", "8", "6", "ST", "68.30"),
        ("WB-0425", "Wastebasket pull-out, double 35 qt", "10", "10", "EA", "84.15"),
        ("DR-0138", "Brad point drill bit set, 8 pc", "4", "4", "ST", "36.45"),
        ("BO-0920", "Backorder: soft-close adapter, KN-3312 balance", "", "", "", ""),
    ]
    merch = D(0)

    def draw(rows):
        sub = D(0)
        for code, name, o, sh, um, price in rows:
            e = ext(sh, price) if price else None
            if e is not None:
                sub += e
            vals = [
                code,
                name,
                o,
                sh,
                um,
                US(D(price), 3 if len(price.split(".")[1]) == 3 else 2) if price else "",
                US(e) if e is not None else "",
            ]
            s.row(cells(xs, vals), size=7.4, lead=12.8)
        return sub

    p1 = draw(items[:14])
    merch += p1
    s.rule()
    s.skip(2)
    q_p1 = s.row([(300, "Page 1 merchandise (continued)"), (572, US(p1), "r")], size=7.6, bold=True)
    s.skip(90)
    s.t(
        "Please remit to: Tuscarawas Fastener & Supply Co., Lockbox 77105, Columbus, OH 43271",
        7.4,
        color=GREY,
    )
    # ---- page 2
    s.new_page()
    top(2)
    head_row(s, cells(xs, hd))
    q_fw = s.row([(110, "Brought forward from page 1"), (572, US(p1), "r")], size=7.6, bold=True)
    p2 = draw(items[14:])
    merch += p2
    s.rule()
    s.skip(10)
    frt = D("386.40")
    sub = merch + frt
    tax = pct(sub, D("7.25"))
    total = sub + tax
    dep = D("2500.00")
    due = total - dep
    s.x = 330
    q_merch = s.kv("Merchandise Total", US(merch))
    q_frt = s.kv("Freight (LTL, 2 pallets)", US(frt))
    q_sub = s.kv("Subtotal", US(sub))
    q_tax = s.kv("Sales Tax 7.25% (Wood County)", US(tax))
    s.rule()
    q_tot = s.kv("Invoice Total", "$" + US(total), bold=True)
    q_dep = s.kv("Less: Deposit received 05/20/2026", "-" + US(dep))
    s.rule()
    q_due = s.kv("BALANCE DUE", "$" + US(due), bold=True, size=10.5)
    s.x = 40
    s.skip(10)
    s.para(
        f"Take 1% discount (${US(pct(due, 1))}) if paid by 06/13/2026. Past-due balances are subject to a "
        "service charge of 1.5% per month. Items backordered will ship and be invoiced separately. Returns "
        "require authorization within 30 days and are subject to a 15% restocking fee.",
        7.4,
    )
    s.skip(4)
    s.t("Thank you for your business!", 8, True)
    same(L["p1"], p1, "p1")
    same(L["merch"], merch, "merch")
    same(L["frt"], frt, "frt")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    same(L["dep"], dep, "dep")
    same(L["due"], due, "due")
    fields = {
        "invoice_number": F("0048815", 1, "Invoice No. 0048815"),
        "invoice_date": F("2026-06-03", 1, q_meta),
        "due_date": F("2026-07-03", 1, q_meta),
        "vendor_name": F("Tuscarawas Fastener & Supply Co.", 1, q_vendor),
        "bill_to": F("Maumee Ridge Cabinetry LLC", 1, q_bill),
        "currency": F("USD", 2, q_tot),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": F(L["due"], 2, q_due),
    }
    notes = (
        "US distributor invoice (USD, mm/dd/yyyy) over two pages. bill_to is the Bill To company; the Ship "
        "To is the same company care of a staging warehouse at another address. invoice_date is the Invoice "
        "Date, not the Ship Date, the deposit date or the discount date; due_date is printed (Net 30). "
        "Page-1 merchandise is brought forward to page 2 (sum); Merchandise Total + Freight = Subtotal "
        "(subtotal; sum); tax is the Sales Tax line; total the Invoice Total. A deposit is deducted to "
        "BALANCE DUE (amount_due; sum). The 1% early-payment discount is conditional."
    )
    sums = [
        SUM(
            "page 1 merchandise = brought forward",
            [(1, T("Page 1 merchandise", L["p1"], 1, q_p1))],
            T("Brought forward from page 1", L["p1"], 2, q_fw),
        ),
        SUM(
            "Merchandise Total + Freight = Subtotal",
            [(1, T("Merchandise Total", L["merch"], 2, q_merch)), (1, T("Freight", L["frt"], 2, q_frt))],
            "subtotal",
        ),
        SUM(
            "Invoice Total - Deposit = Balance Due",
            [(1, "total"), (-1, T("Deposit received", L["dep"], 2, q_dep))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ==================== 6 Singapore invoice in USD: zero-rated export GST 0.00, SGD equivalent distractor
@doc("b24_inv_sg_usd_zero_rated_export", "invoice", "Tanjong Rhu Instrumentation invoice TRI-INV-26-0592")
def inv_sg():
    L = dict(sub=27345.6, tot=27345.6, sgd=36331.36, gross=28485.0, disc=1139.4)
    p = Pdf(**A4)
    s = Sheet(p, x=46, xr=549, top=58, size=8.4)
    q_vendor = s.t("Tanjong Rhu Instrumentation Pte. Ltd.", 14, True)
    s.t("71 Ubi Crescent #05-14, Excalibur Centre, Singapore 408571", 7.6, color=GREY)
    s.t("GST Reg. No. 201418873K · UEN 201418873K · finance@tanjongrhu-inst.example", 7.6, color=GREY)
    s.skip(10)
    s.t("TAX INVOICE", 12, True, align="r")
    s.skip(4)
    y0 = s.y
    s.row([(46, "Bill To:"), (330, "Invoice No."), (430, "TRI-INV-26-0592")], bold=False)
    q_bill = s.row([(46, "PT Cahaya Samudra Teknik"), (330, "Invoice Date"), (430, "6 May 2026")], bold=True)
    s.row([(46, "Jl. Rungkut Industri III No. 18"), (330, "Payment Due"), (430, "5 June 2026")])
    s.row([(46, "Surabaya 60293, Indonesia"), (330, "Quotation"), (430, "Q-26-0311 (3 March 2026)")])
    s.row([(46, "Attn: Ir. Wulan Prasetyo"), (330, "Incoterms"), (430, "CIP Surabaya")])
    s.row([(330, "Shipped"), (430, "30 April 2026, AWB 618-4402 7351")])
    p.rect(324, y0 - 12, 549, s.y - 8, 0.4)
    s.skip(8)
    xs = [(46, "l"), (68, "l"), (360, "r"), (450, "r"), (549, "r")]
    head_row(s, cells(xs, ["No", "Description", "Qty", "Unit Price (USD)", "Amount (USD)"]))
    rows = [
        ("Portable pressure calibrator 0-700 bar, with case", "2", "4180.00"),
        ("Multifunction process calibrator, HART", "1", "5325.00"),
        ("Dry-block temperature calibrator -25 to 150 °C", "1", "6740.00"),
        ("Reference PRT probe, 300 mm, ISO 17025 certificate", "2", "1085.00"),
        ("Hydraulic comparator pump 0-1000 bar", "1", "2290.00"),
        ("On-site commissioning and operator training (2 days)", "1", "3600.00"),
    ]
    gross = D(0)
    for i, (name, qty, price) in enumerate(rows, 1):
        e = ext(qty, price)
        gross += e
        s.row(cells(xs, [str(i), name, qty, US(D(price)), US(e)]), lead=14)
    s.rule()
    s.skip(8)
    disc = pct(gross, 4)
    sub = gross - disc
    total = sub
    rate = D("1.3286")
    sgd = ext(total, rate)
    s.x = 300
    q_gross = s.kv("Gross Amount", US(gross))
    q_disc = s.kv("Project discount 4%", "-" + US(disc))
    q_sub = s.kv("Total Excluding GST", US(sub))
    q_tax = s.kv("GST @ 0% (zero-rated export)", "0.00")
    s.rule()
    q_tot = s.kv("TOTAL (USD)", "US$ " + US(total), bold=True, size=10.5)
    s.x = 46
    s.skip(12)
    s.t("For GST reporting only (not payable):", 7.8, True)
    s.t(f"Total converted at MAS rate USD 1 = SGD {rate}: S$ {US(sgd)}", 7.8)
    s.skip(6)
    s.para(
        "Goods exported under Singapore Customs permit TR2604170082; zero-rated under section 21(3) of the "
        "GST Act. Payment by telegraphic transfer, all bank charges for the remitter's account.",
        7.6,
    )
    s.t("Beneficiary bank: Straits Harbour Bank Ltd · SWIFT SHBKSGSG · USD a/c 072-318844-01", 7.6)
    s.skip(30)
    s.t("This is a computer-generated invoice. No signature is required.", 7, color=GREY)
    same(L["gross"], gross, "gross")
    same(L["disc"], disc, "disc")
    same(L["sub"], sub, "sub")
    same(L["tot"], total, "tot")
    same(L["sgd"], sgd, "sgd")
    fields = {
        "invoice_number": F("TRI-INV-26-0592", 1, "Invoice No. TRI-INV-26-0592"),
        "invoice_date": F("2026-05-06", 1, q_bill),
        "due_date": F("2026-06-05", 1, "Payment Due 5 June 2026"),
        "vendor_name": F("Tanjong Rhu Instrumentation Pte. Ltd.", 1, q_vendor),
        "bill_to": F("PT Cahaya Samudra Teknik", 1, q_bill),
        "currency": F("USD", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(0, 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Singapore tax invoice issued in USD to an Indonesian buyer (export). currency is USD (US$, 'Amount "
        "(USD)'); the S$ figure is a GST-reporting conversion, not an amount of the invoice. invoice_date "
        "is the Invoice Date, not the quotation or shipping dates; due_date is the Payment Due date. Gross "
        "Amount - 4% project discount = Total Excluding GST (subtotal; sum). GST @ 0% prints 0.00, so tax "
        "is 0. total is TOTAL (USD). amount_due is null: no separate balance is printed."
    )
    sums = [
        SUM(
            "Gross Amount - discount = Total Excluding GST",
            [
                (1, T("Gross Amount", L["gross"], 1, q_gross)),
                (-1, T("Project discount", L["disc"], 1, q_disc)),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ==================== 7 Mexican CFDI: IVA trasladado 16 % and IVA retenido 4 %, PPD without a date
@doc("b24_inv_mx_cfdi_iva_retenido", "invoice", "Servicios Logísticos Bajío Norte CFDI A-3318")
def inv_mx():
    L = dict(sub=107569.0, tax=17211.04, tot=120477.28, ret=4302.76)
    p = Pdf(ttf=True)
    s = Sheet(p, x=38, xr=574, top=48, size=7.8)
    q_vendor = s.row(
        [(38, "Servicios Logísticos Bajío Norte, S.A. de C.V."), (574, "FACTURA", "r")],
        size=12,
        bold=True,
        lead=15,
    )
    s.t("RFC SLB130905QK4 · Régimen fiscal 601 General de Ley Personas Morales", 7.4, color=GREY)
    s.t("Lugar de expedición (C.P.) 36275 · Carretera Silao-León km 9.6, Silao, Guanajuato", 7.4, color=GREY)
    s.skip(6)
    q_folio = strip(
        s,
        [
            (38, 150, "Serie y Folio", "A-3318"),
            (150, 300, "Fecha de emisión", "2026-05-11T10:14:33"),
            (300, 574, "Folio fiscal (UUID)", "5C0E8A41-72D9-4B1F-9E3A-0D64F2B7C915"),
        ],
    )
    strip(
        s,
        [
            (38, 200, "Tipo de comprobante", "I - Ingreso"),
            (200, 330, "Método de pago", "PPD"),
            (330, 460, "Forma de pago", "99 Por definir"),
            (460, 574, "Moneda", "MXN"),
        ],
    )
    s.t("RECEPTOR", 7.6, True)
    q_bill = s.t("Comercializadora Textil Valle de Santiago, S. de R.L. de C.V.", 9, True)
    s.t("RFC CTV090218LM3 · C.P. 38400 · Régimen 601 · Uso CFDI G03 Gastos en general", 7.6)
    s.skip(6)
    xs = [(38, "l"), (98, "l"), (126, "l"), (400, "r"), (470, "r"), (574, "r")]
    head_row(s, cells(xs, ["Clave SAT", "Cant.", "Descripción", "Valor unitario", "Descuento", "Importe"]))
    rows = [
        ("78101802", "1", "Flete completo Silao - Monterrey, caja seca 53 pies", "38450.00", "0"),
        ("78101802", "1", "Flete completo Silao - Nuevo Laredo, caja seca 53 pies", "44720.00", "1500.00"),
        ("78101802", "3", "Reparto local León, camión rabón", "5860.00", "0"),
        ("78141501", "2", "Maniobras de carga y descarga", "2175.00", "0"),
        ("84131501", "2", "Seguro de mercancía en tránsito", "1984.50", "0"),
    ]
    sub = D(0)
    for clave, qty, name, price, dsc in rows:
        e = ext(qty, price) - D(dsc)
        sub += e
        s.row(cells(xs, [clave, qty, name, US(D(price)), US(D(dsc)), US(e)]), size=7.4, lead=13)
    s.rule()
    s.skip(6)
    iva = pct(sub, 16)
    ret = pct(sub, 4)
    total = sub + iva - ret
    s.x = 330
    q_sub = s.kv("Subtotal", "$ " + US(sub))
    q_tax = s.kv("IVA trasladado 16%", "$ " + US(iva))
    q_ret = s.kv("IVA retenido 4%", "$ " + US(ret))
    s.rule()
    q_tot = s.kv("Total MXN", "$ " + US(total), bold=True, size=10)
    s.x = 38
    s.skip(4)
    s.t("(CIENTO VEINTE MIL CUATROCIENTOS SETENTA Y SIETE PESOS 28/100 M.N.)", 7.6)
    s.t("Condiciones de pago: Crédito 30 días. El pago se acreditará mediante complemento de pago.", 7.6)
    s.skip(10)
    s.t("Complemento Carta Porte 3.1 · IdCCP CCC4F2B1-77A0-4E36-8B51-2A9D30E6F418", 7, color=GREY)
    s.t("No. de serie del certificado del emisor: 00001000000719604428", 7, color=GREY)
    s.t("Fecha y hora de certificación: 2026-05-11T10:16:05 · RFC del PAC: SVT110323827", 7, color=GREY)
    s.skip(4)
    s.t("Sello digital del CFDI:", 6.8, True)
    s.t("kT9vQ2mB+u7XfPa4LcRz0eH1wNsY6gJdVb3qKo8iUtEyA5lMnCx/ZrFp2Wh4jGsDe7Tq1Bv0Ku9LmNa==", 6.4)
    s.t("Este documento es una representación impresa de un CFDI versión 4.0.", 6.8, color=GREY)
    same(L["sub"], sub, "sub")
    same(L["tax"], iva, "tax")
    same(L["ret"], ret, "ret")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("A-3318", 1, q_folio),
        "invoice_date": F("2026-05-11", 1, q_folio),
        "due_date": NULL(),
        "vendor_name": F("Servicios Logísticos Bajío Norte, S.A. de C.V.", 1, q_vendor),
        "bill_to": F("Comercializadora Textil Valle de Santiago, S. de R.L. de C.V.", 1, q_bill),
        "currency": F("MXN", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Mexican CFDI 4.0 printout (MXN, ISO date-times). invoice_number is Serie y Folio, not the UUID "
        "folio fiscal; vendor_name is the issuer at the top (Emisor), bill_to the RECEPTOR. invoice_date is "
        "the Fecha de emisión (the certification time is the same day). subtotal is the Subtotal after the "
        "line discount; tax is the IVA trasladado 16% charged; the 4% IVA retenido is a withholding "
        "deducted to the Total: subtotal + tax - retención = total (sum). due_date is null: método PPD and "
        "'Crédito 30 días' are terms, no date is printed. amount_due is null: only the Total is printed."
    )
    sums = [
        SUM(
            "Subtotal + IVA trasladado - IVA retenido = Total",
            [(1, "subtotal"), (1, "tax"), (-1, T("IVA retenido 4%", L["ret"], 1, q_ret))],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ==================== 8 Danish faktura: dates in words, gebyr line, moms 25 %, "At betale" equal to total
@doc("b24_inv_dk_faktura_fik_gebyr", "invoice", "Limfjordens Køleteknik faktura 26-1184")
def inv_dk():
    L = dict(sub=52267.5, tax=13066.88, tot=65334.38, gebyr=95.0, lines=52172.5)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=60, size=8.4)
    q_vendor = s.t("Limfjordens Køleteknik ApS", 15, True)
    s.t("Håndværkervej 38 · 9220 Aalborg Øst · CVR 41 86 27 09 · tlf. 98 15 62 40", 7.6, color=GREY)
    s.skip(16)
    y0 = s.y
    q_bill = s.row([(48, "Fiskerihavnens Røgeri A/S"), (340, "FAKTURA")], size=9.4, bold=True)
    s.row([(48, "Att.: bogholderiet"), (340, "Fakturanr."), (440, "26-1184")])
    s.row([(48, "Nordsøvej 112"), (340, "Fakturadato"), (440, "3. juni 2026")])
    s.row([(48, "9850 Hirtshals"), (340, "Leveringsdato"), (440, "27. maj 2026")])
    s.row([(48, "CVR 35 40 19 88"), (340, "Kundenr."), (440, "10457")])
    s.row([(340, "Forfaldsdato"), (440, "17. juni 2026")])
    p.rect(334, y0 - 14, 547, s.y - 8, 0.4)
    s.skip(8)
    s.t("Service og udskiftning af kompressor, fryserum 2 (serviceordre SO-7716)", 8.6, True)
    s.skip(2)
    xs = [(48, "l"), (110, "l"), (360, "r"), (390, "l"), (470, "r"), (547, "r")]
    head_row(s, cells(xs, ["Varenr.", "Tekst", "Antal", "Enhed", "Á pris", "Beløb DKK"]))
    rows = [
        ("KOM-4471", "Scrollkompressor 7,5 kW inkl. oliefilter", "1", "stk", "23840.00"),
        ("KM-0404", "Kølemiddel R449A", "18", "kg", "412.50"),
        ("VEN-210", "Magnetventil og termostatisk ekspansionsventil", "1", "sæt", "3915.00"),
        ("TIM-K", "Kølemontør, normal arbejdstid", "14.5", "timer", "685.00"),
        ("TIM-KO", "Kølemontør, overtid lørdag", "4", "timer", "1025.00"),
        ("KOR", "Kørsel Aalborg–Hirtshals t/r", "2", "stk", "740.00"),
        ("LÆK", "Lækagesøgning og tæthedsprøvning, protokol", "1", "stk", "1480.00"),
    ]
    lines = D(0)
    for code, name, qty, unit, price in rows:
        e = ext(qty, price)
        lines += e
        s.row(cells(xs, [code, name, qty.replace(".", ","), unit, EU(D(price)), EU(e)]), lead=14)
    s.rule()
    s.skip(8)
    gebyr = D("95.00")
    sub = lines + gebyr
    moms = pct(sub, 25)
    total = sub + moms
    s.x = 320
    q_lines = s.kv("Varer og arbejde", EU(lines))
    q_geb = s.kv("Miljø- og bortskaffelsesgebyr", EU(gebyr))
    q_sub = s.kv("I alt ekskl. moms", EU(sub))
    q_tax = s.kv("Moms 25 %", EU(moms))
    s.rule()
    q_tot = s.kv("At betale DKK", EU(total), bold=True, size=10.5)
    s.x = 48
    s.skip(12)
    s.t(
        "Betalingsbetingelser: netto 14 dage. Ved for sen betaling tilskrives rente 0,8 % pr. påbegyndt "
        "måned",
        7.6,
    )
    s.t("samt rykkergebyr 100,00 kr. jf. renteloven.", 7.6)
    s.skip(8)
    s.t("Betaling via FI-kort: +71< 000000261184 +85119047<", 8.6)
    s.t("eller bankoverførsel: Nordjysk Andelsbank, reg.nr. 9070 kontonr. 4418260537", 7.8)
    s.skip(40)
    s.t("Tidligere faktura 26-1092 af 14. maj 2026 (DKK 6.215,00) er betalt. Tak.", 7.4, color=GREY)
    same(L["lines"], lines, "lines")
    same(L["gebyr"], gebyr, "gebyr")
    same(L["sub"], sub, "sub")
    same(L["tax"], moms, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("26-1184", 1, "Fakturanr. 26-1184"),
        "invoice_date": F("2026-06-03", 1, "Fakturadato 3. juni 2026"),
        "due_date": F("2026-06-17", 1, "Forfaldsdato 17. juni 2026"),
        "vendor_name": F("Limfjordens Køleteknik ApS", 1, q_vendor),
        "bill_to": F("Fiskerihavnens Røgeri A/S", 1, q_bill),
        "currency": F("DKK", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_tot),
    }
    notes = (
        "Danish faktura (DKK, dot-grouped figures with decimal comma, dates in words). invoice_date is the "
        "Fakturadato, not the Leveringsdato; due_date is the Forfaldsdato. Varer og arbejde + gebyr = I alt "
        "ekskl. moms (subtotal; sum); tax is Moms 25 %. The single closing line 'At betale DKK' is both the "
        "invoice total and the amount due. A paid earlier invoice with its own date and amount is a "
        "distractor."
    )
    sums = [
        SUM(
            "Varer og arbejde + gebyr = I alt ekskl. moms",
            [(1, T("Varer og arbejde", L["lines"], 1, q_lines)), (1, T("gebyr", L["gebyr"], 1, q_geb))],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ==================== 9 Irish credit note: negative figures, original invoice, account balance distractor
@doc("b24_inv_ie_credit_note_vat23", "invoice", "Slievenamon Office Interiors credit note CN-00862")
def inv_ie():
    L = dict(sub=-1868.5, tax=-429.76, tot=-2298.26, bal=1663.92)
    p = Pdf(**A4)
    s = Sheet(p, x=46, xr=549, top=58, size=8.4)
    q_vendor = s.t("Slievenamon Office Interiors Ltd", 14, True)
    s.t("Unit 6, Gortnafleur Business Park, Clonmel, Co. Tipperary, E91 K2T8", 7.6, color=GREY)
    s.t(
        "VAT No. IE 3318472KH · Company Reg. 611903 · accounts@slievenamon-interiors.example", 7.6, color=GREY
    )
    s.skip(12)
    s.t("CREDIT NOTE", 16, True, align="r")
    s.skip(4)
    y0 = s.y
    s.row([(46, "Customer"), (330, "Credit Note No."), (450, "CN-00862")], size=8.4)
    q_bill = s.row([(46, "Ballyroan Veterinary Partners"), (330, "Date"), (450, "09/06/2026")], bold=True)
    s.row([(46, "The Old Creamery, Main Street"), (330, "Account No."), (450, "BVP-014")])
    s.row([(46, "Abbeyleix, Co. Laois, R32 X6N4"), (330, "Original Invoice"), (450, "INV-14471")])
    s.row([(330, "Invoice Date"), (450, "21/05/2026")])
    p.rect(324, y0 - 12, 549, s.y - 8, 0.4)
    s.skip(6)
    s.t("Reason: return of damaged goods (delivery 26/05/2026) and agreed price adjustment.", 8)
    s.skip(4)
    xs = [(46, "l"), (110, "l"), (380, "r"), (460, "r"), (549, "r")]
    head_row(s, cells(xs, ["Code", "Description", "Qty", "Unit Price €", "Net €"]))
    rows = [
        ("CH-ERG4", "Ergonomic task chair, mesh back (returned)", "-3", "289.00"),
        ("DK-1680", "Sit-stand desk 1600 x 800, oak top (returned)", "-1", "716.50"),
        ("ADJ-01", "Price adjustment: reception desk, finish not as specified", "-1", "240.00"),
        ("DEL-01", "Delivery charge refunded on returned items", "-1", "45.00"),
    ]
    sub = D(0)
    for code, name, qty, price in rows:
        e = ext(qty, price)
        sub += e
        s.row(cells(xs, [code, name, qty, US(D(price)), US(e)]), lead=14)
    s.rule()
    s.skip(8)
    vat = pct(sub, 23)
    total = sub + vat
    bal = D("3962.18") + total
    s.x = 320
    q_sub = s.kv("Total Net", "€" + US(sub))
    q_tax = s.kv("VAT @ 23%", "€" + US(vat))
    s.rule()
    q_tot = s.kv("Total Credit (EUR)", "€" + US(total), bold=True, size=10.5)
    s.x = 46
    s.skip(12)
    s.t("This credit note will be offset against your account.", 8)
    q_bal = s.t(f"Account balance before this credit: €3,962.18 · after this credit: €{US(bal)}", 8)
    s.skip(6)
    s.t("Bank: Suir Valley Credit Bank · IBAN IE71 SUIR 9301 6518 2274 09 · BIC SUIRIE2D", 7.6)
    s.skip(30)
    s.t("Slievenamon Office Interiors Ltd · Directors: A. Ní Bhriain, M. Fennessy", 6.8, color=GREY)
    same(L["sub"], sub, "sub")
    same(L["tax"], vat, "tax")
    same(L["tot"], total, "tot")
    same(L["bal"], bal, "bal")
    fields = {
        "invoice_number": F("CN-00862", 1, "Credit Note No. CN-00862"),
        "invoice_date": F("2026-06-09", 1, q_bill),
        "due_date": NULL(),
        "vendor_name": F("Slievenamon Office Interiors Ltd", 1, q_vendor),
        "bill_to": F("Ballyroan Veterinary Partners", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Irish credit note (EUR, dd/mm/yyyy): all amounts are negative (minus sign). invoice_number is the "
        "credit note's own number, not the original invoice INV-14471; invoice_date is the credit note "
        "Date, not the original invoice or delivery dates. subtotal is Total Net, tax VAT @ 23%, total the "
        "Total Credit. due_date is null (nothing is payable) and amount_due is null: the account balance "
        "before and after the credit is an account figure, not an amount due on this document."
    )
    sums = [
        SUM(
            "balance before + credit total = balance after",
            [(1, T("balance before", 3962.18, 1, q_bal)), (1, "total")],
            T("balance after", L["bal"], 1, q_bal),
        ),
    ]
    return p, fields, notes, sums


# ==================== 10 Portuguese fatura: ATCUD, IVA 23 % and 6 %, global commercial discount
@doc("b24_inv_pt_fatura_desconto_iva", "invoice", "Tipografia Ribacôa fatura FT 2026A/1187")
def inv_pt():
    L = dict(sub=10369.82, tax=1616.32, tot=11986.14, gross=10915.6, disc=545.78, i23=1345.0, i6=271.32)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=56, size=8.2)
    q_vendor = s.t("Tipografia Ribacôa, Lda.", 15, True)
    s.t(
        "Rua dos Tipógrafos, 23 · 6300-559 Guarda · NIF 509 861 274 · geral@ribacoa-tipo.example",
        7.4,
        color=GREY,
    )
    s.t("Capital social 25.000,00 € · Conservatória do Registo Comercial da Guarda", 7.4, color=GREY)
    s.skip(10)
    y0 = s.y
    s.row([(44, "Exmo.(s) Sr.(s)"), (330, "FATURA FT 2026A/1187")], bold=True)
    q_bill = s.row(
        [(44, "Cooperativa Agrícola de Pinhel, CRL"), (330, "Data"), (440, "2026-05-27")], bold=True
    )
    s.row([(44, "Largo do Mercado, 4"), (330, "Vencimento"), (440, "2026-06-26")])
    s.row([(44, "6400-321 Pinhel"), (330, "ATCUD"), (440, "JFR7K2MB-1187")])
    s.row([(44, "NIF 501 337 412"), (330, "Requisição"), (440, "REQ 44/2026")])
    s.row([(330, "Guia de remessa"), (440, "GR 2026A/0903")])
    p.rect(324, y0 - 12, 551, s.y - 8, 0.4)
    s.skip(8)
    xs = [(44, "l"), (100, "l"), (345, "r"), (400, "r"), (440, "r"), (551, "r")]
    head_row(s, cells(xs, ["Artigo", "Descrição", "Qtd.", "Preço Unit.", "IVA", "Valor €"]))
    rows = [
        ("CAT-A4", "Catálogo de produtos 2026, A4, 48 pág., capa 300 g", "1500", "2.36", 23),
        ("ROT-VN", "Rótulos autocolantes vinho, bobine 2.000 un.", "12", "64.80", 23),
        ("ROT-AZ", "Rótulos autocolantes azeite, bobine 1.000 un.", "8", "41.25", 23),
        ("CX-610", "Caixas de cartão canelado 6 garrafas, impressas", "900", "1.47", 23),
        ("LIV-CB", "Livro 'Cem Anos de Cooperativismo', brochado", "400", "11.90", 6),
        ("PRV-01", "Provas de cor e paginação", "1", "185.00", 23),
    ]
    base = {23: D(0), 6: D(0)}
    for code, name, qty, price, rate in rows:
        e = ext(qty, price)
        base[rate] += e
        s.row(cells(xs, [code, name, qty, EU(D(price)), f"{rate}%", EU(e)]), size=7.6, lead=13.4)
    s.rule()
    s.skip(10)
    gross = base[23] + base[6]
    d23 = pct(base[23], 5)
    d6 = pct(base[6], 5)
    disc = d23 + d6
    b23 = base[23] - d23
    b6 = base[6] - d6
    i23 = pct(b23, 23)
    i6 = pct(b6, 6)
    sub = b23 + b6
    tax = i23 + i6
    total = sub + tax
    xs2 = [(44, "l"), (120, "r"), (190, "r"), (250, "r")]
    s.row(cells(xs2, ["Taxa", "Incidência", "IVA", ""]), size=7.4, bold=True)
    q_i23 = s.row(cells(xs2, ["23%", EU(b23), EU(i23), ""]), size=7.6)
    q_i6 = s.row(cells(xs2, ["6%", EU(b6), EU(i6), ""]), size=7.6)
    s.skip(-38)
    s.x = 320
    q_gross = s.kv("Total Ilíquido", EU(gross))
    q_disc = s.kv("Desconto comercial 5%", "-" + EU(disc))
    q_sub = s.kv("Total sem IVA", EU(sub))
    q_tax = s.kv("Total IVA", EU(tax))
    s.rule()
    q_tot = s.kv("Total (EUR)", EU(total) + " €", bold=True, size=10.5)
    s.x = 44
    s.skip(14)
    s.t("Pagamento por transferência: IBAN PT50 0079 0000 4418 2207 1016 3 · Banco da Beira Interior", 7.6)
    s.t("Os bens/serviços foram colocados à disposição do adquirente em 2026-05-21.", 7.6)
    s.skip(30)
    s.t("JFR7-Processado por programa certificado n.º 3391/AT · Original", 6.8, color=GREY)
    same(L["gross"], gross, "gross")
    same(L["disc"], disc, "disc")
    same(L["i23"], i23, "i23")
    same(L["i6"], i6, "i6")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("FT 2026A/1187", 1, "FATURA FT 2026A/1187"),
        "invoice_date": F("2026-05-27", 1, "Data 2026-05-27"),
        "due_date": F("2026-06-26", 1, "Vencimento 2026-06-26"),
        "vendor_name": F("Tipografia Ribacôa, Lda.", 1, q_vendor),
        "bill_to": F("Cooperativa Agrícola de Pinhel, CRL", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Portuguese fatura (EUR, dot-grouped figures with decimal comma, ISO dates). invoice_number is the "
        "document number FT 2026A/1187, not the ATCUD or the guia de remessa; invoice_date is the Data, not "
        "the delivery date. Total Ilíquido - 5% commercial discount = Total sem IVA (subtotal; sum); tax is "
        "Total IVA = IVA 23% + IVA 6% from the VAT summary (sum); total is Total (EUR). amount_due is null: "
        "no separate balance is printed."
    )
    sums = [
        SUM(
            "Total Ilíquido - desconto = Total sem IVA",
            [
                (1, T("Total Ilíquido", L["gross"], 1, q_gross)),
                (-1, T("Desconto comercial", L["disc"], 1, q_disc)),
            ],
            "subtotal",
        ),
        SUM(
            "IVA 23% + IVA 6% = Total IVA",
            [(1, T("IVA 23%", L["i23"], 1, q_i23)), (1, T("IVA 6%", L["i6"], 1, q_i6))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ==================== 11 Czech faktura: DUZP vs datum vystavení, DPH 21 % and 12 %, haléřové zaokrouhlení
@doc("b24_inv_cz_faktura_dph_zaokrouhleni", "invoice", "Vodotechnika Hranice faktura 2026-0561")
def inv_cz():
    L = dict(sub=124869.4, tax=16065.32, tot=140934.72, due=140935, rd=0.28, d21=2522.31, d12=13543.01)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=54, size=8.2)
    s.row([(42, "FAKTURA – DAŇOVÝ DOKLAD"), (553, "č. 2026-0561", "r")], size=13, bold=True, lead=18)
    s.skip(4)
    y0 = s.y
    s.row([(42, "Dodavatel"), (300, "Odběratel")], size=7.2, bold=True)
    q_parties = s.row([(42, "Vodotechnika Hranice s.r.o."), (300, "Obec Lhotka nad Bečvou")], bold=True)
    s.row([(42, "Nádražní 1187, 753 01 Hranice"), (300, "Obecní úřad, Hlavní 2")])
    s.row([(42, "IČO 27614529 · DIČ CZ27614529"), (300, "756 14 Lhotka nad Bečvou")])
    s.row([(42, "Zapsána v OR u KS Ostrava, oddíl C, vložka 41186"), (300, "IČO 00301892 · DIČ CZ00301892")])
    p.rect(38, y0 - 11, 294, s.y - 8, 0.4)
    p.rect(296, y0 - 11, 553, s.y - 8, 0.4)
    s.skip(4)
    strip(
        s,
        [
            (42, 170, "Datum vystavení", "14.05.2026"),
            (170, 300, "Datum usk. zdaň. plnění", "12.05.2026"),
            (300, 420, "Datum splatnosti", "28.05.2026"),
            (420, 553, "Variabilní symbol", "20260561"),
        ],
    )
    s.t("Forma úhrady: převodem · Bankovní spojení: 2417730158/0800 · Objednávka č. OBJ-12/2026", 7.6)
    s.skip(6)
    xs = [(42, "l"), (330, "r"), (360, "l"), (430, "r"), (470, "r"), (553, "r")]
    head_row(s, cells(xs, ["Označení dodávky", "Množství", "J.j.", "Cena za m.j.", "DPH", "Celkem bez DPH"]))
    rows = [
        ("Oprava vodovodního řadu, ul. Za Humny (práce)", "38", "hod", "685.00", 12),
        ("Potrubí PE100 SDR11 d90, tyč 12 m", "96", "m", "312.40", 12),
        ("Elektrotvarovky d90 (spojky, T-kusy)", "14", "ks", "1186.00", 12),
        ("Šoupátko DN80 se zemní soupravou", "2", "ks", "7345.00", 12),
        ("Výkop a zához strojně", "62", "m3", "412.00", 12),
        ("Tlaková zkouška a proplach, protokol", "1", "kpl", "4850.00", 21),
        ("Doprava materiálu a techniky", "186", "km", "38.50", 21),
    ]
    base = {21: D(0), 12: D(0)}
    for name, qty, unit, price, rate in rows:
        e = ext(qty, price)
        base[rate] += e
        s.row(cells(xs, [name, qty, unit, SP(D(price)), f"{rate} %", SP(e)]), size=7.6, lead=13.4)
    s.rule()
    s.skip(10)
    d21 = pct(base[21], 21)
    d12 = pct(base[12], 12)
    sub = base[21] + base[12]
    tax = d21 + d12
    total = sub + tax
    due = rnd(total)
    rd = due - total
    xs2 = [(200, "l"), (330, "r"), (430, "r"), (553, "r")]
    head_row(s, cells(xs2, ["Sazba DPH", "Základ", "DPH", "Celkem"]))
    q_d21 = s.row(cells(xs2, ["21 %", SP(base[21]), SP(d21), SP(base[21] + d21)]))
    q_d12 = s.row(cells(xs2, ["12 %", SP(base[12]), SP(d12), SP(base[12] + d12)]))
    s.rule()
    s.skip(6)
    s.x = 300
    q_sub = s.kv("Celkem bez DPH", SP(sub) + " Kč")
    q_tax = s.kv("DPH celkem", SP(tax) + " Kč")
    q_tot = s.kv("Celkem s DPH", SP(total) + " Kč")
    q_rd = s.kv("Zaokrouhlení", SP(rd) + " Kč")
    s.rule()
    q_due = s.kv("Celkem k úhradě CZK", SP(due) + " Kč", bold=True, size=10.5)
    s.x = 42
    s.skip(14)
    s.para(
        "Dodávka je součástí akce 'Obnova vodovodu Lhotka 2026', smlouva o dílo č. SOD-07/2026 ze dne 2. 3. "
        "2026. Záruční doba na provedené práce 60 měsíců.",
        7.6,
    )
    s.skip(24)
    s.row([(42, "Vystavil: Ing. Radek Šťastný"), (553, "Razítko a podpis", "r")], size=7.6)
    same(L["d21"], d21, "d21")
    same(L["d12"], d12, "d12")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    same(L["rd"], rd, "rd")
    same(L["due"], due, "due")
    fields = {
        "invoice_number": F("2026-0561", 1, "FAKTURA – DAŇOVÝ DOKLAD č. 2026-0561"),
        "invoice_date": F("2026-05-14", 1, "Datum vystavení 14.05.2026"),
        "due_date": F("2026-05-28", 1, "Datum splatnosti 28.05.2026"),
        "vendor_name": F("Vodotechnika Hranice s.r.o.", 1, q_parties),
        "bill_to": F("Obec Lhotka nad Bečvou", 1, q_parties),
        "currency": F("CZK", 1, q_due),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Czech faktura - daňový doklad (CZK, space-grouped figures with decimal comma, dd.mm.yyyy). "
        "vendor_name is the Dodavatel, bill_to the Odběratel (a municipality). invoice_date is the Datum "
        "vystavení, not the DUZP (date of taxable supply) or the contract date; due_date the Datum "
        "splatnosti. subtotal is Celkem bez DPH; tax is DPH celkem = DPH 21 % + DPH 12 % (sum); total is "
        "Celkem s DPH. A rounding line (Zaokrouhlení) leads to 'Celkem k úhradě' (amount_due; sum)."
    )
    sums = [
        SUM(
            "DPH 21 % + DPH 12 % = DPH celkem",
            [(1, T("DPH 21 %", L["d21"], 1, q_d21)), (1, T("DPH 12 %", L["d12"], 1, q_d12))],
            "tax",
        ),
        SUM(
            "Celkem s DPH + Zaokrouhlení = Celkem k úhradě",
            [(1, "total"), (1, T("Zaokrouhlení", L["rd"], 1, q_rd))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums
