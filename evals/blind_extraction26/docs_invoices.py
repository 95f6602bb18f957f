"""Invoice builders for blind_extraction26 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, grid, pct
from pdfkit import EU, IN, SP, US, Pdf, q
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


# ===== 1 Dutch factuur: BTW 9 % and 21 % with bases, afleveradres vs factuuradres, Te betalen
@doc("b26_inv_nl_factuur_btw_laag_hoog", "invoice", "Kwekerij Lingehof factuur F27-0583")
def inv_nl():
    L = dict(sub=5978.5, tax=672.71, tot=6651.21, b9=4856.5, b21=1122, t9=437.09, t21=235.62)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=52, size=8.4)
    q_vendor = s.t("Kwekerij Lingehof B.V.", 16, True, color=(0.1, 0.35, 0.15))
    s.t("Laan- en parkbomen · hagen · vaste planten", 8, color=GREY)
    s.t(
        "Teisterbantdijk 14 · 4191 KN Geldermalsen · 0345 58 21 70 · verkoop@lingehof.example",
        7.4,
        color=GREY,
    )
    p.text(547, 64, "FACTUUR", 22, True, align="r")
    s.skip(16)
    y0 = s.y
    s.t("Factuuradres", 7.2, color=GREY)
    q_bill = s.t("Hoveniersbedrijf Stolwijk & Meerman V.O.F.", 9.4, True)
    s.t("t.a.v. crediteurenadministratie")
    s.t("Nijverheidsweg 7")
    s.t("3401 MC IJsselstein")
    yb = s.y
    s.y = y0
    s.x = 330
    s.t("Afleveradres", 7.2, color=GREY)
    s.t("Project Parkzone Noord (Stolwijk & Meerman)", 8.4, True)
    s.t("Ambachtsweg 40, vak C")
    s.t("3991 CE Houten")
    s.t("Levering per kraanwagen, lossen op werk", 7.4, color=GREY)
    s.x = 48
    s.y = max(s.y, yb) + 10
    info = [
        (48, 150, "Factuurnummer", "F27-0583"),
        (150, 250, "Factuurdatum", "09-04-2027"),
        (250, 350, "Leverdatum", "06-04-2027"),
        (350, 450, "Vervaldatum", "09-05-2027"),
        (450, 547, "Debiteurnummer", "30417"),
    ]
    q_info = strip(s, info, shade=0.93)
    s.t("Uw referentie: PZN-inkoop 114 · Onze orderbevestiging OB27-0412 van 22-03-2027", 7.6)
    s.skip(8)
    xs = [(48, "l"), (100, "l"), (360, "r"), (372, "l"), (450, "r"), (478, "r"), (547, "r")]
    head_row(s, cells(xs, ["Artikel", "Omschrijving", "Aantal", "Eenh.", "Prijs", "BTW", "Bedrag"]))
    rows = [
        ("QP1618", "Quercus palustris, 16-18 cm, draadkluit", "12", "st", "148.50", 9),
        ("TC1820", "Tilia cordata 'Greenspire', 18-20 cm, draadkluit", "8", "st", "176.00", 9),
        ("CB1215", "Carpinus betulus haagplant, 125-150 cm, kluit", "90", "st", "9.85", 9),
        ("LA-P9", "Lavandula angustifolia 'Hidcote', P9", "240", "st", "1.95", 9),
        ("GE-P11", "Geranium 'Rozanne', P11", "120", "st", "2.60", 9),
        ("BP825", "Boompaal geïmpregneerd, 8 x 250 cm, gepunt", "40", "st", "6.40", 21),
        ("BB60", "Boomband rubber met gesp, 60 cm", "40", "st", "3.15", 21),
        ("WA-BK", "Wortelankerset boomkluit tot 20 cm", "20", "set", "22.75", 21),
        ("TR-KW", "Transport kraanwagen en lossen op werk", "1", "rit", "285.00", 21),
    ]
    base = {9: D(0), 21: D(0)}
    for art, name, qty, unit, price, rate in rows:
        e = ext(qty, price)
        base[rate] += e
        s.row(
            cells(xs, [art, name, qty, unit, EU(D(price)), f"{rate}%", EU(e)]),
            size=7.8,
            lead=13,
        )
    s.rule()
    s.skip(10)
    sub = base[9] + base[21]
    t9 = pct(base[9], 9)
    t21 = pct(base[21], 21)
    tax = t9 + t21
    total = sub + tax
    s.x = 318
    q_sub = s.kv("Totaal excl. BTW", "€ " + EU(sub))
    q_b9 = s.kv(f"BTW 9% over € {EU(base[9])}", "€ " + EU(t9))
    q_b21 = s.kv(f"BTW 21% over € {EU(base[21])}", "€ " + EU(t21))
    q_tax = s.kv("Totaal BTW", "€ " + EU(tax))
    s.rule()
    q_tot = s.kv("Totaal incl. BTW", "€ " + EU(total), bold=True)
    s.skip(6)
    p.shade(314, s.y - 13, 551, s.y + 6, 0.88)
    q_due = s.kv("Te betalen", "€ " + EU(total), bold=True, size=10)
    s.x = 48
    s.skip(14)
    q_terms = s.para(
        f"Wij verzoeken u het bedrag van € {EU(total)} uiterlijk op 09-05-2027 over te maken op "
        "NL62 RABO 0318 4472 90 t.n.v. Kwekerij Lingehof B.V., onder vermelding van betalingskenmerk "
        "7034 1182 2965 0417.",
        8,
    )
    s.para(
        "Aanslaggarantie: bomen die binnen het eerste groeiseizoen (tot 01-11-2027) niet aanslaan, worden "
        "kosteloos vervangen mits het gietadvies is opgevolgd. Levering volgens de Voorwaarden van "
        "Plantenwerk en de algemene voorwaarden van Kwekerij Lingehof B.V.",
        7.4,
    )
    s.skip(24)
    s.p.hline(s.y - 10, 48, 547, 0.4)
    s.row(
        [(48, "KvK 30128841"), (180, "BTW-id NL8127.44.019.B01"), (360, "NL62 RABO 0318 4472 90")],
        6.8,
    )
    same(L["b9"], base[9], "b9")
    same(L["b21"], base[21], "b21")
    same(L["t9"], t9, "t9")
    same(L["t21"], t21, "t21")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("F27-0583", 1, q_info),
        "invoice_date": F("2027-04-09", 1, q_info),
        "due_date": F("2027-05-09", 1, q_info),
        "vendor_name": F("Kwekerij Lingehof B.V.", 1, q_vendor),
        "bill_to": F("Hoveniersbedrijf Stolwijk & Meerman V.O.F.", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_due),
    }
    notes = (
        "Dutch factuur (EUR, dot-grouped figures with comma decimals, dd-mm-yyyy). invoice_date is the "
        "Factuurdatum in the boxed strip, not the Leverdatum or the order-confirmation date; due_date is the "
        "Vervaldatum (repeated in the payment sentence). bill_to is the Factuuradres party, not the "
        "Afleveradres (the project site). subtotal is Totaal excl. BTW (the 9 % and 21 % bases add up to it; "
        "sum); tax is Totaal BTW (9 % + 21 % amounts; sum); total is Totaal incl. BTW and amount_due the "
        "separately printed 'Te betalen' line (same figure). The replacement-guarantee date is a distractor."
    )
    sums = [
        SUM(
            "BTW-grondslag 9 % + 21 % = Totaal excl. BTW",
            [
                (1, T("grondslag 9%", L["b9"], 1, q_b9)),
                (1, T("grondslag 21%", L["b21"], 1, q_b21)),
            ],
            "subtotal",
        ),
        SUM(
            "BTW 9 % + BTW 21 % = Totaal BTW",
            [(1, T("BTW 9%", L["t9"], 1, q_b9)), (1, T("BTW 21%", L["t21"], 1, q_b21))],
            "tax",
        ),
    ]
    del q_terms
    return p, fields, notes, sums


# ===== 2 Spanish hotel factura: IVA 10 % and 21 %, entrega a cuenta deducted, no due date
@doc("b26_inv_es_factura_hotel_entrega_cuenta", "invoice", "Hotel Patio de los Naranjos factura A-2027/0742")
def inv_es():
    L = dict(
        sub=25774.55,
        tax=3002.41,
        tot=28776.96,
        due=19776.96,
        b10=21911.3,
        b21=3863.25,
        c10=2191.13,
        c21=811.28,
        dep=9000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=54, size=8.4)
    s.t("HOTEL PATIO DE LOS NARANJOS", 15, True, align="c", color=(0.45, 0.25, 0.05))
    s.t("★ ★ ★ ★", 9, align="c", color=(0.45, 0.25, 0.05))
    s.t(
        "C/ Cardenal Salazar 19 · 14003 Córdoba · Tel. 957 48 21 06 · eventos@patio-naranjos.example",
        7.4,
        align="c",
        color=GREY,
    )
    s.skip(10)
    y0 = s.y
    s.t("EMISOR", 7, True, color=GREY)
    q_vendor = s.t("Hotel Patio de los Naranjos, S.L.", 9, True)
    s.t("CIF B-14583207")
    s.t("C/ Cardenal Salazar 19, 14003 Córdoba")
    s.t("Inscrita en el R.M. de Córdoba, tomo 2.417, folio 88, hoja CO-31.904", 6.6, color=GREY)
    yb = s.y
    s.y = y0
    s.x = 310
    s.t("CLIENTE", 7, True, color=GREY)
    q_bill = s.t("Laboratorios Ribagorza, S.A.", 9, True)
    s.t("CIF A-22719460")
    s.t("Avda. de la Litera 58, 22500 Binéfar (Huesca)")
    s.t("Att.: Dña. Montserrat Aguiló Fontcuberta, Dpto. Congresos", 7.6)
    s.x = 50
    s.y = max(s.y, yb) + 8
    q_title = s.t("FACTURA", 13, True)
    info = [
        (50, 170, "Nº de factura", "A-2027/0742"),
        (170, 270, "Fecha de factura", "23/10/2027"),
        (270, 360, "Llegada", "19/10/2027"),
        (360, 450, "Salida", "22/10/2027"),
        (450, 545, "Nº de reserva", "GR-27-1186"),
    ]
    q_info = strip(s, info, shade=0.94)
    s.t(
        "Evento: XIV Jornadas de Farmacia Hospitalaria del Valle del Cinca · Responsable de grupo: "
        "Dr. Ignacio Ezquerra Lapuente",
        7.6,
    )
    s.skip(6)
    xs = [(50, "l"), (330, "r"), (392, "r"), (432, "r"), (545, "r")]
    head_row(s, cells(xs, ["Concepto", "Unidades", "Precio", "IVA", "Importe"]))
    rows = [
        ("Habitación doble uso individual (38 hab. x 3 noches)", "114", "96.00", 10),
        ("Desayuno buffet", "114", "12.50", 10),
        ("Pausa café mañana y tarde (80 pax x 2 jornadas)", "160", "7.80", 10),
        ("Almuerzo de trabajo en el patio (80 pax x 2 jornadas)", "160", "29.00", 10),
        ("Cena de clausura 21/10/2027, menú cordobés", "78", "46.85", 10),
        ("Alquiler Salón Califal, jornada completa", "2", "1150.00", 21),
        ("Equipo audiovisual, técnico y traducción simultánea", "2", "612.00", 21),
        ("Aparcamiento cubierto (plazas x noche)", "23", "14.75", 21),
    ]
    base = {10: D(0), 21: D(0)}
    for name, qty, price, rate in rows:
        e = ext(qty, price)
        base[rate] += e
        s.row(cells(xs, [name, qty, EU(D(price)), f"{rate} %", EU(e)]), size=7.8, lead=13)
    s.rule()
    s.skip(10)
    c10 = pct(base[10], 10)
    c21 = pct(base[21], 21)
    sub = base[10] + base[21]
    tax = c10 + c21
    total = sub + tax
    dep = D("9000.00")
    due = total - dep
    tx = [(300, "r"), (390, "r"), (470, "r"), (545, "r")]
    s.row(cells(tx, ["Tipo IVA", "Base imponible", "Cuota IVA", "Total"]), size=7.4, bold=True)
    s.rule()
    q_r10 = s.row(cells(tx, ["10 %", EU(base[10]), EU(c10), EU(base[10] + c10)]), size=8)
    q_r21 = s.row(cells(tx, ["21 %", EU(base[21]), EU(c21), EU(base[21] + c21)]), size=8)
    s.rule()
    s.skip(6)
    s.x = 330
    q_sub = s.kv("Total base imponible", EU(sub) + " €")
    q_tax = s.kv("Total cuota IVA", EU(tax) + " €")
    q_tot = s.kv("TOTAL FACTURA", EU(total) + " €", bold=True, size=9.6)
    q_dep = s.kv("Entrega a cuenta (transf. 15/09/2027)", "-" + EU(dep) + " €")
    s.rule()
    q_due = s.kv("PENDIENTE DE PAGO", EU(due) + " €", bold=True, size=9.6)
    s.x = 50
    s.skip(14)
    s.para(
        "Forma de pago: transferencia bancaria a la recepción de la presente factura a ES71 0237 0210 "
        "3091 6638 4417 (Cajasur). Indique el número de factura en el concepto.",
        7.8,
    )
    s.para(
        "La entrega a cuenta se recibió según el contrato de grupo firmado el 02/06/2027. Política de "
        "cancelación: sin gastos hasta 30 días antes de la llegada.",
        7.8,
    )
    s.skip(18)
    s.t(
        "En cumplimiento del RGPD, sus datos se tratan para la gestión de la relación comercial.",
        6.6,
        color=GREY,
    )
    same(L["b10"], base[10], "b10")
    same(L["b21"], base[21], "b21")
    same(L["c10"], c10, "c10")
    same(L["c21"], c21, "c21")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    same(L["dep"], dep, "dep")
    same(L["due"], due, "due")
    fields = {
        "invoice_number": F("A-2027/0742", 1, q_info),
        "invoice_date": F("2027-10-23", 1, q_info),
        "due_date": NULL(),
        "vendor_name": F("Hotel Patio de los Naranjos, S.L.", 1, q_vendor),
        "bill_to": F("Laboratorios Ribagorza, S.A.", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Spanish hotel factura for a group event (EUR, dot-grouped figures with comma decimals, "
        "dd/mm/yyyy). invoice_date is the Fecha de factura, not the arrival, departure, dinner or contract "
        "dates. vendor_name is the issuing company in the EMISOR block; bill_to the CLIENTE company, not "
        "the addressed contact or the group leader. subtotal is Total base imponible (10 % + 21 % bases; "
        "sum); tax is Total cuota IVA (sum of the two rates); total is TOTAL FACTURA; amount_due is "
        "PENDIENTE DE PAGO after the entrega a cuenta (sum). due_date is null: payment is 'a la recepción' "
        "of the invoice and no date is printed."
    )
    sums = [
        SUM(
            "base 10 % + base 21 % = Total base imponible",
            [(1, T("base 10 %", L["b10"], 1, q_r10)), (1, T("base 21 %", L["b21"], 1, q_r21))],
            "subtotal",
        ),
        SUM(
            "cuota 10 % + cuota 21 % = Total cuota IVA",
            [(1, T("cuota 10 %", L["c10"], 1, q_r10)), (1, T("cuota 21 %", L["c21"], 1, q_r21))],
            "tax",
        ),
        SUM(
            "TOTAL FACTURA - entrega a cuenta = PENDIENTE DE PAGO",
            [(1, "total"), (-1, T("Entrega a cuenta", L["dep"], 1, q_dep))],
            "amount_due",
        ),
    ]
    del q_title
    return p, fields, notes, sums


# ===== 3 Swedish faktura: reverse charge for construction services, Moms 0,00, OCR and bankgiro
@doc("b26_inv_se_faktura_omvand_moms_bygg", "invoice", "Vättervikens El & Automation faktura 41872")
def inv_se():
    L = dict(sub=187964.1, tot=187964.1, lab=120430, mat=62024.1, trav=5510)
    p = Pdf(**A4)
    s = Sheet(p, x=52, xr=543, top=56, size=8.4)
    q_vendor = s.t("Vättervikens El & Automation AB", 14, True)
    s.t("Hamngatan 31, 591 36 Motala · 0141-21 47 90 · faktura@vattervikens-el.example", 7.4, color=GREY)
    p.text(543, 58, "FAKTURA", 18, True, align="r")
    s.skip(14)
    y0 = s.y
    s.t("Fakturaadress", 7, color=GREY)
    q_bill = s.t("Byggnadsfirman Ekdahl & Rosén AB", 9.4, True)
    s.t("Fakturahantering, Box 2218")
    s.t("580 02 Linköping")
    yb = s.y
    s.y = y0
    rows_i = [
        ("Fakturanummer", "41872"),
        ("Fakturadatum", "2027-02-11"),
        ("Förfallodatum", "2027-03-13"),
        ("Kundnummer", "1207"),
        ("Er referens", "Malin Ekdahl"),
        ("Vår referens", "Jonas Vikberg"),
        ("Betalningsvillkor", "30 dagar netto"),
    ]
    qi = {}
    for k, v in rows_i:
        p.text(340, s.y, k, 7.8, color=GREY)
        p.text(543, s.y, v, 7.8, align="r")
        qi[k] = f"{k} {v}"
        s.y += 11.6
    s.y = max(s.y, yb) + 10
    s.t("Arbetsplats: Kv. Tallkotten 4, Motala (nybyggnad flerbostadshus, 24 lgh) · Projekt 2611", 7.8)
    s.t("Avser: elinstallation etapp 2 enligt avtal, utfört 2027-01-04 – 2027-01-29", 7.8)
    s.skip(8)
    xs = [(52, "l"), (340, "r"), (352, "l"), (440, "r"), (543, "r")]
    head_row(s, cells(xs, ["Benämning", "Antal", "Enh", "À-pris", "Belopp"]))
    lab = [
        ("Elmontör, ordinarie tid", "146", "tim", "585.00"),
        ("Elmontör, övertid 50 %", "12", "tim", "877.50"),
        ("Lärling", "62", "tim", "395.00"),
    ]
    mat = [
        ("Kabel EQLQ 5G2,5 mm²", "420", "m", "18.40"),
        ("Installationsrör VP 20 mm", "610", "m", "6.85"),
        ("Apparatdosa djup, infälld", "188", "st", "14.20"),
        ("Jordfelsbrytare 4-pol 40A 30mA", "24", "st", "842.00"),
        ("Lägenhetscentral 24 moduler", "24", "st", "1135.00"),
    ]
    trav = [("Servicebil, resor till arbetsplats", "38", "st", "145.00")]
    sums_ = {}
    for title, grp in (("Arbete", lab), ("Material", mat), ("Resor", trav)):
        s.t(title, 7.8, True)
        g = D(0)
        for name, qty, unit, price in grp:
            e = ext(qty, price)
            g += e
            s.row(cells(xs, [name, qty, unit, SP(D(price)), SP(e)]), size=7.8, lead=12.6)
        sums_[title] = g
    s.rule()
    s.skip(8)
    sub = tot(sums_.values())
    s.x = 320
    q_lab = s.kv("Summa arbete", SP(sums_["Arbete"]))
    q_mat = s.kv("Summa material", SP(sums_["Material"]))
    q_trav = s.kv("Summa resor", SP(sums_["Resor"]))
    s.rule()
    q_sub = s.kv("Summa exkl. moms", SP(sub))
    q_tax = s.kv("Moms", "0,00")
    p.shade(316, s.y - 13, 547, s.y + 6, 0.88)
    q_tot = s.kv("Att betala SEK", SP(sub), bold=True, size=10)
    s.x = 52
    s.skip(14)
    s.para(
        "Omvänd betalningsskyldighet för byggtjänster enligt 1 kap. 2 § första stycket 4 b "
        "mervärdesskattelagen. Köparens momsregistreringsnummer: SE556419382701. Säljarens "
        "momsregistreringsnummer: SE556872014401.",
        7.8,
    )
    s.para(
        "Vid betalning efter förfallodagen debiteras dröjsmålsränta enligt räntelagen (referensränta + 8 "
        "procentenheter). Ange OCR-nummer vid betalning.",
        7.8,
    )
    s.skip(16)
    p.rect(52, s.y - 12, 543, s.y + 22, 0.6)
    s.row([(60, "Bankgiro"), (160, "OCR-nummer"), (300, "Att betala"), (420, "Senast")], 7, lead=12)
    s.row(
        [(60, "5417-2280"), (160, "41872027115"), (300, SP(sub) + " kr"), (420, "2027-03-13")], 9, bold=True
    )
    s.skip(16)
    s.row([(52, "Styrelsens säte: Motala"), (230, "Org.nr 556872-0144"), (400, "Godkänd för F-skatt")], 6.8)
    same(L["lab"], sums_["Arbete"], "lab")
    same(L["mat"], sums_["Material"], "mat")
    same(L["trav"], sums_["Resor"], "trav")
    same(L["sub"], sub, "sub")
    same(L["tot"], sub, "tot")
    fields = {
        "invoice_number": F("41872", 1, qi["Fakturanummer"]),
        "invoice_date": F("2027-02-11", 1, qi["Fakturadatum"]),
        "due_date": F("2027-03-13", 1, qi["Förfallodatum"]),
        "vendor_name": F("Vättervikens El & Automation AB", 1, q_vendor),
        "bill_to": F("Byggnadsfirman Ekdahl & Rosén AB", 1, q_bill),
        "currency": F("SEK", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(0, 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_tot),
    }
    notes = (
        "Swedish faktura (SEK, space-grouped figures with comma decimals, ISO dates) under the domestic "
        "reverse charge for construction services. invoice_date is the Fakturadatum, not the work period; "
        "due_date the Förfallodatum (also 'Senast' in the payment box). bill_to is the invoiced builder, "
        "not the work site. subtotal is Summa exkl. moms (labour + material + travel; sum). tax is 0: the "
        "invoice prints 'Moms 0,00' (a printed zero is 0, not null). total and amount_due are both the "
        "'Att betala SEK' line, the only total printed. The OCR number is not the invoice number."
    )
    sums = [
        SUM(
            "arbete + material + resor = Summa exkl. moms",
            [
                (1, T("Summa arbete", L["lab"], 1, q_lab)),
                (1, T("Summa material", L["mat"], 1, q_mat)),
                (1, T("Summa resor", L["trav"], 1, q_trav)),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ===== 4 Danish faktura over two pages: Transport carried to page 2, fragt, moms 25 %, FI-kort line
@doc(
    "b26_inv_dk_faktura_transport_to_sider",
    "invoice",
    "Limfjordens Maskin- og Reservedelscenter faktura 73019",
)
def inv_dk():
    L = dict(p1=30375.8, goods=41527.4, sub=42012.4, tax=10503.1, tot=52515.5, fr=485)
    p = Pdf(**A4)

    def top(s, pg):
        s.row(
            [(50, "Limfjordens Maskin- og Reservedelscenter ApS"), (545, f"Side {pg} af 2", "r")],
            size=10 if pg == 1 else 8.4,
            bold=True,
        )
        s.t(
            "Havnevej 62 · 7900 Nykøbing Mors · Tlf. 97 72 18 40 · CVR 38 41 57 02 · "
            "ordre@limfjord-maskin.example",
            7.2,
            color=GREY,
        )
        s.skip(6)

    s = Sheet(p, x=50, xr=545, top=50, size=8.2)
    top(s, 1)
    q_vendor = "Limfjordens Maskin- og Reservedelscenter ApS Side 1 af 2"
    s.skip(6)
    y0 = s.y
    s.t("Faktureres til", 7, color=GREY)
    q_bill = s.t("Hedegårdens Planteavl I/S", 9.4, True)
    s.t("Att. Bogholderiet")
    s.t("Hedegårdsvej 9, Tødsø")
    s.t("7900 Nykøbing Mors")
    yb = s.y
    s.y = y0
    s.x = 300
    s.t("Leveringsadresse", 7, color=GREY)
    s.t("Maskinhus v/ Søren Kjeldgaard", 8.4, True)
    s.t("Skovbrynet 3, Sejerslev")
    s.t("7900 Nykøbing Mors")
    s.x = 50
    s.y = max(s.y, yb) + 6
    q_title = s.t("FAKTURA", 15, True)
    info = [
        (50, 150, "Fakturanr.", "73019"),
        (150, 250, "Fakturadato", "31.05.2027"),
        (250, 350, "Ordredato", "17.05.2027"),
        (350, 450, "Følgeseddel", "FS-58820"),
        (450, 545, "Kundenr.", "20-4471"),
    ]
    q_info = strip(s, info, shade=0.93)
    xs = [(50, "l"), (118, "l"), (372, "r"), (430, "r"), (475, "r"), (545, "r")]
    head_row(s, cells(xs, ["Varenr.", "Tekst", "Antal", "Pris", "Rabat", "Beløb"]))
    parts = [
        ("84410022", "Knivsæt til halmsnitter, 36 stk.", "1", "4980.00", "8"),
        ("84410031", "Bolte og møtrikker til knive M10", "36", "9.40", "0"),
        ("73125508", "Kilerem SPB 2360", "4", "312.00", "8"),
        ("73125512", "Kilerem SPB 2650", "2", "348.50", "8"),
        ("60812200", "Lejehus UCF 210 komplet", "2", "695.00", "0"),
        ("60812214", "Kugleleje 6210-2RS", "6", "148.00", "0"),
        ("55102761", 'Hydraulikslange 1/2" 1,6 m, presset', "3", "286.00", "0"),
        ("55102790", 'Kvikkobling ISO-A 1/2" han', "6", "119.00", "0"),
        ("55102791", 'Kvikkobling ISO-A 1/2" hun', "6", "131.00", "0"),
        ("48007713", "Skærstål til plov, venstre", "5", "612.00", "10"),
        ("48007714", "Skærstål til plov, højre", "5", "612.00", "10"),
        ("48007790", "Plovskær-bolte 12.9, pakke á 25", "2", "214.00", "0"),
        ("31200415", "Harvetand 12 x 60 mm", "48", "38.75", "5"),
        ("31200420", "Tandholder til stubharve", "12", "96.00", "5"),
        ("29810071", "Gearolie 80W-90, 20 l", "2", "845.00", "0"),
        ("29810090", "Fedt, lithium EP2, 18 kg", "1", "1095.00", "0"),
        ("29810122", "Hydraulikolie HV 46, 20 l", "3", "689.00", "0"),
        ("17004522", "Luftfilter, yderste", "2", "462.00", "0"),
        ("17004523", "Luftfilter, inderste", "2", "238.00", "0"),
        ("17004610", "Brændstoffilter, sæt", "3", "187.00", "0"),
        ("17004690", "Oliefilter motor", "3", "156.00", "0"),
        ("09918244", "Arbejdslygte LED 4000 lm", "4", "529.00", "0"),
        ("09918270", "Advarselsblink LED, magnet", "2", "418.00", "0"),
        ("66200141", 'Kardanaksel 1 3/8" 6-rillet, 1010 mm', "1", "3290.00", "8"),
        ("66200188", "Overbelastningskobling, friktion", "1", "2745.00", "8"),
        ("66200190", "Beskyttelsesrør til kardan, sæt", "2", "356.00", "0"),
        ("12550033", "Topstang kat. 2, 560-750 mm", "1", "895.00", "0"),
        ("12550041", "Trækstang kugle kat. 2", "4", "74.50", "0"),
        ("12550067", "Låsestift m. ring 11 mm", "20", "12.60", "0"),
        ("88120015", "Dæk 10.0/75-15.3 14PR", "2", "1468.00", "10"),
        ("88120019", "Slange 10.0/75-15.3", "2", "215.00", "0"),
        ("88120090", "Montering af dæk på fælg", "2", "185.00", "0"),
    ]
    split = 23
    goods = D(0)
    p1 = D(0)
    for i, (nr, txt, qty, price, rab) in enumerate(parts):
        e = ext(D(qty) * D(price) * (100 - D(rab)) / 100)
        goods += e
        if i < split:
            p1 += e
        s.row(
            cells(xs, [nr, txt, qty, EU(D(price)), (rab + " %") if rab != "0" else "", EU(e)]),
            size=7.8,
            lead=13.2,
        )
        if i == split - 1:
            s.rule()
            s.skip(4)
            q_c1 = s.row([(300, "Transport til side 2"), (545, EU(p1), "r")], size=8.4, bold=True)
            s.skip(10)
            s.t("Fortsættes på side 2", 7.4, color=GREY)
            s.new_page()
            top(s, 2)
            s.t("Faktura 73019 · Hedegårdens Planteavl I/S · 31.05.2027", 7.8)
            s.skip(6)
            head_row(s, cells(xs, ["Varenr.", "Tekst", "Antal", "Pris", "Rabat", "Beløb"]))
            q_c2 = s.row([(118, "Transport fra side 1"), (545, EU(p1), "r")], size=8.4, bold=True)
    s.rule()
    s.skip(8)
    fr = D("485.00")
    sub = goods + fr
    tax = pct(sub, 25)
    total = sub + tax
    s.x = 320
    q_goods = s.kv("Varer i alt", EU(goods))
    q_fr = s.kv("Fragt og emballage", EU(fr))
    s.rule()
    q_sub = s.kv("I alt ekskl. moms", EU(sub))
    q_tax = s.kv("Moms 25 %", EU(tax))
    s.rule()
    q_tot = s.kv("Total DKK", EU(total), bold=True, size=10)
    s.x = 50
    s.skip(14)
    q_terms = s.t("Betalingsbetingelser: løbende måned + 30 dage · Forfaldsdato: 30.06.2027", 8.2, True)
    s.para(
        "Ved betaling efter forfaldsdato beregnes rente på 0,8 % pr. påbegyndt måned samt gebyr efter "
        "renteloven. Reklamation over manglende eller forkerte varer skal ske senest 8 dage efter "
        "modtagelsen.",
        7.6,
    )
    s.skip(12)
    p.rect(50, s.y - 12, 545, s.y + 22, 0.6)
    s.row(
        [(58, "Indbetaling via FI-kort / bankoverførsel"), (330, "Reg.nr. 7670 Kontonr. 1184 2290")],
        7,
        lead=14,
    )
    s.row([(58, "+71< 000000730195 +84061957<")], 9.4, bold=True, lead=14)
    same(L["p1"], p1, "p1")
    same(L["goods"], goods, "goods")
    same(L["fr"], fr, "fr")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("73019", 1, q_info),
        "invoice_date": F("2027-05-31", 1, q_info),
        "due_date": F("2027-06-30", 2, q_terms),
        "vendor_name": F("Limfjordens Maskin- og Reservedelscenter ApS", 1, q_vendor),
        "bill_to": F("Hedegårdens Planteavl I/S", 1, q_bill),
        "currency": F("DKK", 2, q_tot),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Danish faktura over two pages (DKK, dot-grouped figures with comma decimals, dd.mm.yyyy). Page 1 "
        "ends with 'Transport til side 2', brought forward on page 2 as 'Transport fra side 1' (a page "
        "carry-over, not a subtotal of the invoice; sums). invoice_date is the Fakturadato, not the "
        "Ordredato; due_date the Forfaldsdato in the payment terms on page 2. bill_to is the 'Faktureres "
        "til' party, not the Leveringsadresse. subtotal is I alt ekskl. moms (Varer i alt + Fragt og "
        "emballage; sum); tax Moms 25 %; total the 'Total DKK' line. amount_due is null: no balance or "
        "'at betale' figure is printed apart from the total."
    )
    sums = [
        SUM(
            "Transport til side 2 = Transport fra side 1",
            [(1, T("Transport til side 2", L["p1"], 1, q_c1))],
            T("Transport fra side 1", L["p1"], 2, q_c2),
        ),
        SUM(
            "Varer i alt + Fragt og emballage = I alt ekskl. moms",
            [(1, T("Varer i alt", L["goods"], 2, q_goods)), (1, T("Fragt", L["fr"], 2, q_fr))],
            "subtotal",
        ),
    ]
    del q_title
    return p, fields, notes, sums


# ===== 5 Polish faktura korygująca: before / after / difference, negative amounts, Odbiorca distractor
@doc("b26_inv_pl_faktura_korygujaca_zwrot", "invoice", "Woltarex faktura korygująca FK/27/06/0019")
def inv_pl():
    L = dict(sub=-2544, tax=-585.12, tot=-3129.12, nb=21696, na=19152, vb=4990.08, va=4404.96)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=50, size=8.2)
    s.row([(46, "Kalisz, 14.06.2027"), (549, "ORYGINAŁ", "r")], size=7.8)
    s.skip(4)
    q_title = s.t("FAKTURA KORYGUJĄCA nr FK/27/06/0019", 14, True, align="c")
    s.t("do faktury VAT nr FV/27/05/0386 z dnia 21.05.2027", 9, align="c")
    s.skip(8)
    info = [
        (46, 200, "Data wystawienia", "14.06.2027"),
        (200, 375, "Data sprzedaży (faktura korygowana)", "20.05.2027"),
        (375, 549, "Miejsce wystawienia", "Kalisz"),
    ]
    q_info = strip(s, info, shade=0.93)
    y0 = s.y
    s.t("Sprzedawca", 7.2, True, color=GREY)
    q_vendor = s.t("Hurtownia Elektrotechniczna Woltarex Sp. z o.o.", 9, True)
    s.t("ul. Przemysłowa 17, 62-800 Kalisz")
    s.t("NIP 618-204-77-31")
    s.t("mBank S.A. 34 1140 2004 0000 3702 8841 5527", 7.4)
    yb = s.y
    s.y = y0
    s.x = 310
    s.t("Nabywca", 7.2, True, color=GREY)
    q_bill = s.t("Zakład Instalacyjny Bogusz i Wspólnicy Sp. j.", 9, True)
    s.t("ul. Wrocławska 203, 63-400 Ostrów Wielkopolski")
    s.t("NIP 622-301-19-84")
    s.skip(4)
    s.t("Odbiorca", 7.2, True, color=GREY)
    s.t("Budowa: Osiedle Nad Prosną, budynek C", 8.2, True)
    s.t("ul. Kościuszki 120, 63-400 Ostrów Wielkopolski")
    s.x = 46
    s.y = max(s.y, yb) + 6
    s.t(
        "Przyczyna korekty: zwrot części towaru (protokół zwrotu RMA 27/114 z dnia 09.06.2027) oraz "
        "rabat cenowy na oprawy LED.",
        7.8,
    )
    s.skip(6)
    xs = [(46, "l"), (62, "l"), (300, "r"), (330, "l"), (395, "r"), (462, "r"), (492, "r"), (549, "r")]
    hd = ["Lp.", "Nazwa towaru", "Ilość", "J.m.", "Cena netto", "Wartość netto", "VAT", "Wartość brutto"]
    before = [
        ("1", "Przewód YDYp 3x2,5 450/750V, krążek 100 m", "40", "kr", "318.00"),
        ("3", "Oprawa LED hermetyczna 1200 mm 36W IP65", "120", "szt", "74.80"),
    ]
    after = [
        ("1", "Przewód YDYp 3x2,5 450/750V, krążek 100 m", "34", "kr", "318.00"),
        ("3", "Oprawa LED hermetyczna 1200 mm 36W IP65", "120", "szt", "69.50"),
    ]

    def block(title, rows):
        s.t(title, 8.4, True)
        head_row(s, cells(xs, hd), size=7)
        net = D(0)
        for lp, name, qty, unit, price in rows:
            e = ext(qty, price)
            net += e
            gross = e + pct(e, 23)
            s.row(
                cells(xs, [lp, name, qty, unit, SP(D(price)), SP(e), "23%", SP(gross)]), size=7.6, lead=12.6
            )
        s.rule()
        s.skip(6)
        return net

    nb = block("Przed korektą", before)
    na = block("Po korekcie", after)
    vb = pct(nb, 23)
    va = pct(na, 23)
    dn = na - nb
    dv = va - vb
    s.t("Zestawienie według stawek VAT", 8.4, True)
    sx = [(46, "l"), (300, "r"), (400, "r"), (476, "r"), (549, "r")]
    head_row(s, cells(sx, ["", "Stawka", "Wartość netto", "Kwota VAT", "Wartość brutto"]), size=7.2)
    q_rb = s.row(cells(sx, ["Razem przed korektą", "23%", SP(nb), SP(vb), SP(nb + vb)]), size=8)
    q_ra = s.row(cells(sx, ["Razem po korekcie", "23%", SP(na), SP(va), SP(na + va)]), size=8)
    s.rule()
    s.row(cells(sx, ["Różnica (korekta)", "23%", SP(dn), SP(dv), SP(dn + dv)]), size=8, bold=True)
    s.skip(10)
    s.x = 300
    q_sub = s.kv("Kwota korekty netto", SP(dn) + " zł")
    q_tax = s.kv("Kwota korekty VAT", SP(dv) + " zł")
    q_tot = s.kv("Razem kwota korekty brutto", SP(dn + dv) + " zł", bold=True, size=9.4)
    s.x = 46
    s.skip(4)
    s.t("Słownie: minus trzy tysiące sto dwadzieścia dziewięć złotych 12/100", 7.8)
    s.skip(6)
    s.para(
        "Sposób rozliczenia korekty: potrącenie z bieżącymi należnościami Sprzedawcy wobec Nabywcy na "
        "podstawie porozumienia o kompensacie z dnia 02.01.2027. Faktura korygowana FV/27/05/0386 "
        "(termin płatności 04.06.2027) została zapłacona w całości.",
        7.8,
    )
    s.skip(30)
    s.row(
        [(80, "........................................"), (360, "........................................")],
        7.4,
    )
    s.row(
        [(80, "podpis osoby upoważnionej do odbioru"), (360, "podpis osoby upoważnionej do wystawienia")], 6.6
    )
    s.row([(360, "Agnieszka Włodarczyk-Pietras")], 7.4)
    same(L["nb"], nb, "nb")
    same(L["na"], na, "na")
    same(L["vb"], vb, "vb")
    same(L["va"], va, "va")
    same(L["sub"], dn, "sub")
    same(L["tax"], dv, "tax")
    same(L["tot"], dn + dv, "tot")
    fields = {
        "invoice_number": F("FK/27/06/0019", 1, q_title),
        "invoice_date": F("2027-06-14", 1, q_info),
        "due_date": NULL(),
        "vendor_name": F("Hurtownia Elektrotechniczna Woltarex Sp. z o.o.", 1, q_vendor),
        "bill_to": F("Zakład Instalacyjny Bogusz i Wspólnicy Sp. j.", 1, q_bill),
        "currency": F("PLN", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Polish faktura korygująca (correction invoice, PLN, space-grouped figures with comma decimals, "
        "dd.mm.yyyy). invoice_number is the correction's own number, not the corrected invoice "
        "FV/27/05/0386; invoice_date the Data wystawienia, not the sale date of the corrected invoice, the "
        "RMA date or the set-off agreement date. bill_to is the Nabywca, not the Odbiorca (the building "
        "site). The amounts are the correction itself, all negative: subtotal 'Kwota korekty netto' (after "
        "- before; sum), tax 'Kwota korekty VAT' (sum), total 'Razem kwota korekty brutto'. The before and "
        "after rows are terms of the sums only. due_date is null: the correction is settled by set-off and "
        "prints no payment date (the 04.06.2027 date is the corrected invoice's, already paid). amount_due "
        "is null: no balance to pay is printed."
    )
    sums = [
        SUM(
            "netto po korekcie - netto przed korektą = korekta netto",
            [(1, T("netto po korekcie", L["na"], 1, q_ra)), (-1, T("netto przed korektą", L["nb"], 1, q_rb))],
            "subtotal",
        ),
        SUM(
            "VAT po korekcie - VAT przed korektą = korekta VAT",
            [(1, T("VAT po korekcie", L["va"], 1, q_ra)), (-1, T("VAT przed korektą", L["vb"], 1, q_rb))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ===== 6 Czech faktura – daňový doklad: DPH 12 % and 21 %, DUZP vs vystavení, záloha deducted
@doc("b26_inv_cz_faktura_dph_zaloha", "invoice", "Haná-Gastro velkoobchod faktura 27FV00412")
def inv_cz():
    L = dict(
        sub=39961,
        tax=6242.88,
        tot=46203.88,
        due=31203.88,
        b12=23877,
        b21=16084,
        d12=2865.24,
        d21=3377.64,
        zal=15000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=50, size=8.2)
    s.row([(48, "FAKTURA – DAŇOVÝ DOKLAD"), (547, "č. 27FV00412", "r")], size=13, bold=True, lead=20)
    q_no = "FAKTURA – DAŇOVÝ DOKLAD č. 27FV00412"
    s.p.hline(s.y - 10, 48, 547, 0.8)
    s.skip(4)
    y0 = s.y
    s.t("Dodavatel", 7.2, True, color=GREY)
    q_vendor = s.t("Haná-Gastro velkoobchod s.r.o.", 9.4, True)
    s.t("Pavelkova 11, 779 00 Olomouc")
    s.t("IČO: 27914508    DIČ: CZ27914508")
    s.t("Zapsáno u KS v Ostravě, oddíl C, vložka 41187", 6.8, color=GREY)
    s.skip(4)
    s.t("Bankovní spojení: 2701448123/2010", 7.8)
    s.t("Variabilní symbol: 2700412    Konstantní symbol: 0008", 7.8)
    yb = s.y
    s.y = y0
    s.x = 310
    s.t("Odběratel", 7.2, True, color=GREY)
    q_bill = s.t("Hotel Pod Svatým Kopečkem s.r.o.", 9.4, True)
    s.t("Dvorského 42, 779 00 Olomouc")
    s.t("IČO: 06621745    DIČ: CZ06621745")
    s.skip(4)
    s.t("Místo dodání: Restaurace Na Hradbách,", 7.8)
    s.t("Tř. Svobody 8, 779 00 Olomouc", 7.8)
    s.x = 48
    s.y = max(s.y, yb) + 6
    info = [
        (48, 148, "Datum vystavení", "16. 3. 2027"),
        (148, 296, "Datum uskutečnění zdan. plnění", "12. 3. 2027"),
        (296, 396, "Datum splatnosti", "30. 3. 2027"),
        (396, 472, "Forma úhrady", "převodem"),
        (472, 547, "Objednávka", "OBJ-0311"),
    ]
    q_info = strip(s, info, shade=0.93)
    xs = [(48, "l"), (322, "r"), (332, "l"), (410, "r"), (448, "r"), (547, "r")]
    head_row(s, cells(xs, ["Označení dodávky", "Množství", "MJ", "Cena/MJ", "DPH", "Celkem bez DPH"]))
    rows = [
        ("Káva zrnková Espresso Hanácká, 1 kg", "24", "ks", "489.00", 12),
        ("Olej řepkový, 10 l", "12", "ks", "415.00", 12),
        ("Mouka pšeničná hladká 00, 25 kg", "8", "ks", "412.00", 12),
        ("Tvaroh měkký, 5 kg", "10", "ks", "386.50", 12),
        ("Víno Ryzlink rýnský, pozdní sběr, 0,75 l", "60", "ks", "129.00", 21),
        ("Ubrousky papírové třívrstvé, bal. 250 ks", "20", "bal", "86.50", 21),
        ("Čisticí prostředek do myčky nádobí, 10 l", "6", "ks", "745.00", 21),
        ("Fólie potravinová 45 cm x 300 m", "8", "ks", "268.00", 21),
    ]
    base = {12: D(0), 21: D(0)}
    for name, qty, unit, price, rate in rows:
        e = ext(qty, price)
        base[rate] += e
        s.row(cells(xs, [name, qty, unit, SP(D(price)), f"{rate} %", SP(e)]), size=7.8, lead=13)
    s.rule()
    s.skip(10)
    d12 = pct(base[12], 12)
    d21 = pct(base[21], 21)
    sub = base[12] + base[21]
    tax = d12 + d21
    total = sub + tax
    zal = D("15000.00")
    due = total - zal
    s.t("Rekapitulace DPH v Kč", 8.2, True)
    rx = [(200, "r"), (300, "r"), (390, "r"), (480, "r")]
    s.row(cells(rx, ["Sazba", "Základ daně", "DPH", "Celkem"]), size=7.4, bold=True)
    s.rule()
    q_r12 = s.row(cells(rx, ["12 %", SP(base[12]), SP(d12), SP(base[12] + d12)]), size=8)
    q_r21 = s.row(cells(rx, ["21 %", SP(base[21]), SP(d21), SP(base[21] + d21)]), size=8)
    s.rule()
    s.skip(8)
    s.x = 300
    q_sub = s.kv("Celkem bez DPH", SP(sub) + " Kč")
    q_tax = s.kv("DPH celkem", SP(tax) + " Kč")
    q_tot = s.kv("Celkem s DPH", SP(total) + " Kč", bold=True)
    q_zal = s.kv("Uhrazeno zálohou (ZF-27-0053, 2. 3. 2027)", "-" + SP(zal) + " Kč")
    s.rule()
    q_due = s.kv("K úhradě", SP(due) + " Kč", bold=True, size=10.4)
    s.x = 48
    s.skip(12)
    s.para(
        "Záloha byla přijata na základě zálohové faktury ZF-27-0053 ze dne 24. 2. 2027. Při prodlení s "
        "úhradou účtujeme úrok z prodlení v zákonné výši. Převzetí zboží potvrzeno dodacím listem "
        "DL-27-02290.",
        7.6,
    )
    s.skip(24)
    s.row([(48, "Vystavil: Radek Šťastný, tel. 585 204 117, fakturace@hana-gastro.example")], 7.4)
    same(L["b12"], base[12], "b12")
    same(L["b21"], base[21], "b21")
    same(L["d12"], d12, "d12")
    same(L["d21"], d21, "d21")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    same(L["zal"], zal, "zal")
    same(L["due"], due, "due")
    fields = {
        "invoice_number": F("27FV00412", 1, q_no),
        "invoice_date": F("2027-03-16", 1, q_info),
        "due_date": F("2027-03-30", 1, q_info),
        "vendor_name": F("Haná-Gastro velkoobchod s.r.o.", 1, q_vendor),
        "bill_to": F("Hotel Pod Svatým Kopečkem s.r.o.", 1, q_bill),
        "currency": F("CZK", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Czech faktura – daňový doklad (CZK, space-grouped figures with comma decimals, spaced d. m. yyyy "
        "dates). invoice_number is the document number, not the variabilní symbol, order or delivery-note "
        "numbers. invoice_date is the Datum vystavení, not the Datum uskutečnění zdanitelného plnění (tax "
        "point) or the advance-invoice dates; due_date the Datum splatnosti. bill_to is the Odběratel, not "
        "the Místo dodání. subtotal is Celkem bez DPH (12 % + 21 % bases; sum); tax DPH celkem (sum); "
        "total Celkem s DPH; amount_due is K úhradě after the advance paid (záloha; sum)."
    )
    sums = [
        SUM(
            "základ 12 % + základ 21 % = Celkem bez DPH",
            [(1, T("základ 12 %", L["b12"], 1, q_r12)), (1, T("základ 21 %", L["b21"], 1, q_r21))],
            "subtotal",
        ),
        SUM(
            "DPH 12 % + DPH 21 % = DPH celkem",
            [(1, T("DPH 12 %", L["d12"], 1, q_r12)), (1, T("DPH 21 %", L["d21"], 1, q_r21))],
            "tax",
        ),
        SUM(
            "Celkem s DPH - záloha = K úhradě",
            [(1, "total"), (-1, T("záloha", L["zal"], 1, q_zal))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 7 Mexican CFDI 4.0: Serie/Folio vs folio fiscal (UUID), emisión vs certificación, PPD, no due date
@doc("b26_inv_mx_cfdi_folio_fiscal_ppd", "invoice", "Refacciones Industriales del Bajío CFDI A-18342")
def inv_mx():
    L = dict(sub=140561, tax=22489.76, tot=163050.76)
    p = Pdf(ttf=True)
    s = Sheet(p, x=40, xr=572, top=46, size=7.8)
    y0 = s.y
    q_vendor = s.t("REFACCIONES INDUSTRIALES DEL BAJÍO, S.A. DE C.V.", 11, True)
    s.t("RFC: RIB980512KT3 · Régimen fiscal: 601 General de Ley Personas Morales", 7.4)
    s.t("Blvd. Adolfo López Mateos 2214 Ote., Col. Los Gavilanes, Celaya, Gto.", 7.4)
    s.t("Lugar de expedición (C.P.): 38020 · ventas@refabajio.example", 7.4)
    yb = s.y
    s.y = y0
    p.rect(400, y0 - 12, 572, y0 + 40, 0.6)
    s.t("FACTURA (CFDI 4.0)", 10, True, x=408)
    s.t("Tipo de comprobante: I - Ingreso", 7.4, x=408)
    q_folio = s.t("Serie y folio: A-18342", 9, True, x=408)
    s.y = max(s.y, yb) + 6
    info = [
        (40, 306, "Folio fiscal (UUID)", "5F3C2A91-7D4E-4B0A-9E61-2C8D7F0B4A13"),
        (306, 439, "Fecha de emisión", "2027-08-06T12:41:07"),
        (439, 572, "Fecha de certificación", "2027-08-06T12:41:39"),
    ]
    q_info = strip(s, info, shade=0.93)
    s.t("RECEPTOR", 7.2, True, color=GREY)
    q_bill = s.t("EMPACADORA CUMBRES DE TANCÍTARO, S.A. DE C.V.", 9, True)
    s.t("RFC: ECT150309AB2 · Domicilio fiscal (C.P.): 60460 · Régimen fiscal: 601", 7.4)
    s.t("Uso CFDI: G01 Adquisición de mercancías", 7.4)
    s.skip(4)
    q_cur = s.row(
        [
            (40, "Moneda: MXN - Peso Mexicano"),
            (210, "Tipo de cambio: 1"),
            (330, "Forma de pago: 99 Por definir"),
        ],
        7.4,
    )
    s.row(
        [
            (40, "Método de pago: PPD Pago en parcialidades o diferido"),
            (330, "Condiciones de pago: Crédito 30 días"),
        ],
        7.4,
    )
    s.row(
        [(40, "Pedido del cliente: OC-4471 del 2027-07-28"), (330, "Entrega: 2027-08-09, planta Tancítaro")],
        7.4,
    )
    s.skip(6)
    xs = [(40, "l"), (120, "r"), (130, "l"), (168, "l"), (440, "r"), (510, "r"), (572, "r")]
    head_row(
        s,
        cells(
            xs, ["ClaveProdServ", "Cant.", "Unidad", "Descripción", "Valor unitario", "Importe", "Obj. imp."]
        ),
        size=6.8,
    )
    rows = [
        ("31171504", "40", "H87", "Rodamiento de bolas 6308-2RS", "486.20"),
        ("31171510", "12", "H87", "Chumacera de piso UCP 212", "1384.00"),
        ("26101112", "2", "H87", "Motorreductor helicoidal 1.5 HP, relación 20:1", "18650.00"),
        ("31161500", "500", "H87", "Tornillo hexagonal grado 5, 1/2 x 2 in", "6.85"),
        ("40141700", "35", "MTR", "Banda transportadora PVC grado alimenticio, 600 mm", "1172.40"),
        ("31162800", "24", "H87", "Cadena de rodillos ANSI 60, tramo 3 m", "947.75"),
    ]
    sub = D(0)
    for clave, qty, unit, desc, price in rows:
        e = ext(qty, price)
        sub += e
        s.row(cells(xs, [clave, qty, unit, desc, US(D(price)), US(e), "02"]), size=7.4, lead=12.4)
    s.rule()
    s.skip(8)
    iva = pct(sub, 16)
    total = sub + iva
    s.x = 360
    q_sub = s.kv("Subtotal", "$" + US(sub))
    q_tax = s.kv("Impuestos trasladados IVA 16%", "$" + US(iva))
    q_tot = s.kv("Total", "$" + US(total), bold=True, size=9.4)
    s.x = 40
    s.skip(6)
    s.t("Importe con letra: (CIENTO SESENTA Y TRES MIL CINCUENTA PESOS 76/100 M.N.)", 7.4)
    s.skip(8)
    s.t("Sello digital del CFDI:", 6.6, True)
    s.t("kT9vQ2mXb4+Lr7Wn0aZcE1yHf8uJd3sPq6VgN5oRi2BtCw/YlKxM9eUh4DzAj7SfG1pTn8WqL0cVb3Xr6YmE5uIo2H==", 6.4)
    s.t("Sello digital del SAT:", 6.6, True)
    s.t("Zr4Hc8Nw1qTb6Ye0Lu3Vm9Kf2Gs7Pa5Xd1JoE8iRt4WnB6yCl0QhM3vUk9Fg2SxD7pAz5Ob1Hj8Lc4Tq6Ve0Nw==", 6.4)
    s.t("Cadena original del complemento de certificación digital del SAT:", 6.6, True)
    s.t(
        "||1.1|5F3C2A91-7D4E-4B0A-9E61-2C8D7F0B4A13|2027-08-06T12:41:39|SAT970701NN3|kT9vQ2mXb4+Lr7|"
        "00001000000712345678||",
        6.4,
    )
    s.skip(6)
    s.t("No. de serie del certificado del emisor: 00001000000598874401 · del SAT: 00001000000712345678", 6.6)
    s.t("Este documento es una representación impresa de un CFDI.", 7, color=GREY)
    same(L["sub"], sub, "sub")
    same(L["tax"], iva, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("A-18342", 1, q_folio),
        "invoice_date": F("2027-08-06", 1, q_info),
        "due_date": NULL(),
        "vendor_name": F("REFACCIONES INDUSTRIALES DEL BAJÍO, S.A. DE C.V.", 1, q_vendor),
        "bill_to": F("EMPACADORA CUMBRES DE TANCÍTARO, S.A. DE C.V.", 1, q_bill),
        "currency": F("MXN", 1, q_cur),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Mexican CFDI 4.0 printout (MXN, comma-grouped with a bare $ sign; the document names Moneda MXN - "
        "Peso Mexicano, so the $ is not USD). invoice_number is the Serie y folio, not the folio fiscal "
        "(UUID) or the certificate numbers. invoice_date is the Fecha de emisión (the certification time "
        "stamp falls on the same day; the order and delivery dates are distractors). bill_to is the "
        "RECEPTOR. subtotal is Subtotal, tax the IVA 16 % trasladado, total the Total (also in words). "
        "due_date is null: only 'Crédito 30 días' terms are printed, no date. amount_due is null: no balance "
        "is printed apart from the total."
    )
    return p, fields, notes, []


# ===== 8 Indian GST tax invoice: CGST + SGST, Round Off, Bill To vs Ship To, Indian digit grouping
@doc("b26_inv_in_gst_cgst_sgst_round_off", "invoice", "Vatsalya Polyfilms tax invoice VPF/27-28/0918")
def inv_in():
    L = dict(sub=537340, tax=96721.2, tot=634061, cg=48360.6, sg=48360.6, ro=-0.2)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=46, size=8)
    s.t("TAX INVOICE", 12, True, align="c")
    s.t("(Original for Recipient)", 7, align="c", color=GREY)
    s.skip(4)
    q_vendor = s.t("VATSALYA POLYFILMS PRIVATE LIMITED", 12, True, align="c")
    s.t("Plot No. 214, Phase II, GIDC Estate, Vatva, Ahmedabad - 382445, Gujarat", 7.6, align="c")
    s.t(
        "GSTIN: 24AAECV4471K1Z8 · State: Gujarat, Code 24 · CIN U25209GJ2011PTC066712 · "
        "accounts@vatsalya-poly.example",
        7,
        align="c",
        color=GREY,
    )
    s.skip(6)
    info = [
        (40, 150, "Invoice No.", "VPF/27-28/0918"),
        (150, 235, "Invoice Date", "14-Sep-2027"),
        (235, 395, "Buyer's Order No. & Date", "SAP/PO/1187 dt. 28-Aug-2027"),
        (395, 555, "E-Way Bill No. & Date", "5310 2847 6612 dt. 14-Sep-2027"),
    ]
    q_info = strip(s, info, vsize=7.8, shade=0.93)
    info2 = [
        (40, 150, "Payment Terms", "30 days"),
        (150, 235, "Due Date", "14-Oct-2027"),
        (235, 395, "Dispatched through", "Shree Ganesh Roadlines"),
        (395, 555, "LR No. & Date", "88412 dt. 15-Sep-2027"),
    ]
    q_info2 = strip(s, info2, vsize=7.8)
    y0 = s.y
    s.t("Bill To (Buyer)", 7.2, True, color=GREY)
    q_bill = s.t("Saurashtra Agro Packers LLP", 9, True)
    s.t("Survey No. 88/2, Kuvadva Road")
    s.t("Rajkot - 360003, Gujarat")
    s.t("GSTIN: 24ABKFS8102M1Z4 · State Code 24")
    yb = s.y
    s.y = y0
    s.x = 300
    s.t("Ship To (Consignee)", 7.2, True, color=GREY)
    s.t("Gondal Cold Storage Pvt. Ltd.", 9, True)
    s.t("A/c Saurashtra Agro Packers LLP")
    s.t("National Highway 27, Gondal - 360311, Gujarat")
    s.t("Place of Supply: 24-Gujarat")
    s.x = 40
    s.y = max(s.y, yb) + 6
    xs = [(40, "l"), (58, "l"), (268, "l"), (350, "r"), (372, "l"), (438, "r"), (555, "r")]
    head_row(
        s,
        cells(xs, ["Sl", "Description of Goods", "HSN/SAC", "Qty", "Unit", "Rate (₹)", "Taxable Value (₹)"]),
    )
    rows = [
        ("1", "BOPP heat-sealable film 20 micron, 600 mm", "39202020", "1840", "Kg", "168.50"),
        ("2", "LD liner bags 24 x 36 in, 100 gauge", "39232990", "12000", "Nos", "4.35"),
        ("3", "PP strapping roll 12 mm, 8 kg core", "39269099", "60", "Roll", "1245.00"),
        ("4", "Printed laminated pouch 1 kg, 3-layer", "39232100", "25000", "Nos", "3.92"),
        ("5", "Packing and forwarding charges", "998549", "1", "Lot", "2400.00"),
    ]
    sub = D(0)
    for sl, name, hsn, qty, unit, rate in rows:
        e = ext(qty, rate)
        sub += e
        s.row(cells(xs, [sl, name, hsn, IN(D(qty), 0), unit, IN(D(rate)), IN(e)]), size=7.6, lead=13)
    s.rule()
    s.skip(8)
    cg = pct(sub, 9)
    sg = pct(sub, 9)
    tax = cg + sg
    raw = sub + tax
    total = raw.quantize(D(1), rounding="ROUND_HALF_UP")
    ro = total - raw
    s.x = 330
    q_sub = s.kv("Total Taxable Value", "₹ " + IN(sub))
    q_cg = s.kv("CGST @ 9%", "₹ " + IN(cg))
    q_sg = s.kv("SGST @ 9%", "₹ " + IN(sg))
    q_tax = s.kv("Total Tax Amount", "₹ " + IN(tax))
    q_ro = s.kv("Round Off", ("-" if ro < 0 else "+") + IN(abs(ro)))
    s.rule()
    q_tot = s.kv("Invoice Total", "₹ " + IN(total), bold=True, size=10)
    s.x = 40
    s.skip(6)
    s.t("Amount Chargeable (in words): Indian Rupees Six Lakh Thirty-Four Thousand Sixty-One Only", 7.6, True)
    s.skip(4)
    s.para(
        "Declaration: We declare that this invoice shows the actual price of the goods described and that "
        "all particulars are true and correct. Interest @ 18% p.a. will be charged on payments received "
        "after the due date. Subject to Ahmedabad jurisdiction.",
        7.2,
    )
    s.t("Bank: Saraswat Co-operative Bank Ltd., Vatva Branch · A/c 610200104471 · IFSC SRCB0000318", 7.2)
    s.skip(20)
    s.row([(555, "for VATSALYA POLYFILMS PRIVATE LIMITED", "r")], 7.6, bold=True, lead=30)
    s.row([(555, "Authorised Signatory", "r")], 7.2)
    same(L["sub"], sub, "sub")
    same(L["cg"], cg, "cg")
    same(L["sg"], sg, "sg")
    same(L["tax"], tax, "tax")
    same(L["ro"], ro, "ro")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("VPF/27-28/0918", 1, q_info),
        "invoice_date": F("2027-09-14", 1, q_info),
        "due_date": F("2027-10-14", 1, q_info2),
        "vendor_name": F("VATSALYA POLYFILMS PRIVATE LIMITED", 1, q_vendor),
        "bill_to": F("Saurashtra Agro Packers LLP", 1, q_bill),
        "currency": F("INR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Indian GST tax invoice (INR, Indian lakh grouping, dd-Mon-yyyy). invoice_date is the Invoice "
        "Date, not the buyer's order, e-way bill or LR dates; due_date is the printed Due Date. bill_to is "
        "the Bill To (Buyer), never the Ship To consignee (a cold store acting for the buyer). subtotal is "
        "Total Taxable Value; tax is Total Tax Amount (CGST 9 % + SGST 9 %; sum); total is Invoice Total, "
        "which includes a Round Off line (taxable + tax + round off = total; sum). amount_due is null: no "
        "separate balance is printed."
    )
    sums = [
        SUM(
            "CGST + SGST = Total Tax Amount",
            [(1, T("CGST", L["cg"], 1, q_cg)), (1, T("SGST", L["sg"], 1, q_sg))],
            "tax",
        ),
        SUM(
            "Taxable Value + Tax + Round Off = Invoice Total",
            [(1, "subtotal"), (1, "tax"), (1, T("Round Off", L["ro"], 1, q_ro))],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ===== 9 Singapore tax invoice billed in USD, GST 9 %, SGD equivalents for GST purposes
@doc(
    "b26_inv_sg_usd_billing_gst_sgd_box", "invoice", "Straits Harbour Marine Surveys tax invoice SHMS-27-0561"
)
def inv_sg():
    L = dict(sub=7820.3, tax=703.83, tot=8524.13)
    p = Pdf(**A4)
    s = Sheet(p, x=48, xr=547, top=52, size=8.2)
    q_vendor = s.t("Straits Harbour Marine Surveys Pte. Ltd.", 14, True, color=(0.05, 0.2, 0.45))
    s.t("Marine surveyors & loss adjusters · 21 Keppel Wharf Road #09-04, Singapore 099418", 7.4, color=GREY)
    s.t("UEN / GST Reg. No. 201318842K · ops@straits-harbour.example", 7.4, color=GREY)
    p.text(547, 56, "TAX INVOICE", 16, True, align="r")
    s.skip(12)
    y0 = s.y
    s.t("Bill To", 7.2, True, color=GREY)
    q_bill = s.t("Merlion Bunker Logistics Pte. Ltd.", 9.2, True)
    s.t("18 Tuas Avenue 27, Singapore 639512")
    s.t("Attn: Capt. Rajiv Menon, Marine Superintendent", 7.8)
    yb = s.y
    s.y = y0
    rows_i = [
        ("Invoice No.", "SHMS-27-0561"),
        ("Invoice Date", "22 Jul 2027"),
        ("Due Date", "21 Aug 2027"),
        ("Job Ref.", "JR-27-1140"),
        ("Vessel", "MT Sentosa Pearl"),
        ("Attendance", "16 Jul - 19 Jul 2027"),
    ]
    qi = {}
    for k, v in rows_i:
        p.text(360, s.y, k, 7.8, color=GREY)
        p.text(547, s.y, v, 7.8, True, align="r")
        qi[k] = f"{k} {v}"
        s.y += 11.6
    s.y = max(s.y, yb) + 12
    xs = [(48, "l"), (362, "r"), (446, "r"), (547, "r")]
    head_row(s, cells(xs, ["Description", "Qty", "Unit Price (USD)", "Amount (USD)"]))
    rows = [
        ("Bunker quantity survey (opening/closing), Western Anchorage", "3", "1150.00"),
        ("Draft survey and displacement calculation", "1", "1850.00"),
        ("Surveyor overtime outside office hours (hours)", "7.5", "145.00"),
        ("Launch boat hire, Marina South Pier (trips)", "4", "265.00"),
        ("Sampling kit, seals and laboratory courier", "2", "96.40"),
        ("Survey report and certificate of quantity", "1", "180.00"),
    ]
    sub = D(0)
    for name, qty, price in rows:
        e = ext(qty, price)
        sub += e
        s.row(cells(xs, [name, qty, US(D(price)), US(e)]), size=7.8, lead=13)
    s.rule()
    s.skip(8)
    gst = pct(sub, 9)
    total = sub + gst
    s.x = 330
    q_sub = s.kv("Subtotal (USD)", US(sub))
    q_tax = s.kv("GST 9% (USD)", US(gst))
    s.rule()
    q_tot = s.kv("Total (USD)", US(total), bold=True)
    p.shade(326, s.y - 13, 551, s.y + 6, 0.88)
    q_due = s.kv("Amount Due (USD)", US(total), bold=True, size=10)
    s.x = 48
    s.skip(14)
    rate = D("1.3421")
    p.rect(48, s.y - 12, 547, s.y + 50, 0.5)
    s.x = 56
    s.t(
        "For GST purposes only (Singapore dollars, MAS rate on invoice date: USD 1.00 = SGD 1.3421)",
        7.6,
        True,
    )
    s.t(f"Value excluding GST: SGD {US(q(sub * rate))}", 7.6)
    s.t(f"GST @ 9%: SGD {US(q(gst * rate))}", 7.6)
    s.t(f"Total including GST: SGD {US(q(sub * rate) + q(gst * rate))}", 7.6)
    s.x = 48
    s.skip(14)
    s.para(
        "Payment by telegraphic transfer in USD to Straits Harbour Marine Surveys Pte. Ltd., USD account "
        "0183-442917-001, SWIFT SHBKSGSG. All bank charges are for the payer's account. Our services are "
        "subject to the Standard Conditions of the Association of Marine Surveyors (2024 edition).",
        7.6,
    )
    same(L["sub"], sub, "sub")
    same(L["tax"], gst, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("SHMS-27-0561", 1, qi["Invoice No."]),
        "invoice_date": F("2027-07-22", 1, qi["Invoice Date"]),
        "due_date": F("2027-08-21", 1, qi["Due Date"]),
        "vendor_name": F("Straits Harbour Marine Surveys Pte. Ltd.", 1, q_vendor),
        "bill_to": F("Merlion Bunker Logistics Pte. Ltd.", 1, q_bill),
        "currency": F("USD", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_due),
    }
    notes = (
        "Singapore tax invoice billed in US dollars (USD, comma-grouped, dd Mon yyyy). currency is USD, "
        "the currency of the amounts; the boxed SGD figures are the GST-purposes conversion required for "
        "a foreign-currency invoice and are distractors, as are the attendance dates. bill_to is the Bill "
        "To company, not the addressed superintendent or the vessel. subtotal, tax and total are the USD "
        "Subtotal, GST 9% and Total; amount_due is the separately printed Amount Due (USD) (same figure)."
    )
    return p, fields, notes, []


# ===== 10 New Zealand tax invoice (Xero style) printed after payment: AMOUNT DUE NZD 0.00, person billed
@doc(
    "b26_inv_nz_tax_invoice_paid_payment_advice", "invoice", "Kaimai Joinery & Cabinetry tax invoice INV-2291"
)
def inv_nz():
    L = dict(sub=16252, tax=2437.8, tot=18689.8, paid=18689.8)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=52, xr=543, top=60, size=8.4)
    p.text(52, 70, "TAX INVOICE", 20, True)
    s.y = 100
    y0 = s.y
    q_bill = s.t("Caroline Ashby-Tuhiwai", 9.2, True)
    s.t("PO Box 4417")
    s.t("Rotorua 3046")
    s.t("NEW ZEALAND")
    yb = s.y
    s.y = y0
    rows_i = [
        ("Invoice Date", "5 Mar 2027"),
        ("Invoice Number", "INV-2291"),
        ("Reference", "Ōhope bach kitchen"),
        ("GST Number", "118-402-776"),
    ]
    qi = {}
    for k, v in rows_i:
        p.text(280, s.y, k, 7.4, True)
        qi[k] = k
        s.y += 10
        p.text(280, s.y, v, 8)
        qi[k] = f"{k} {v}"
        s.y += 13
    s.y = y0
    s.x = 410
    q_vendor = s.t("Kaimai Joinery & Cabinetry Limited", 8.4, True)
    s.t("27 Totara Street")
    s.t("Mount Maunganui 3116")
    s.t("07 574 2281")
    s.t("accounts@kaimai-joinery.example", 7.2)
    s.x = 52
    s.y = max(s.y, yb) + 70
    xs = [(52, "l"), (360, "r"), (430, "r"), (475, "r"), (543, "r")]
    head_row(s, cells(xs, ["Description", "Quantity", "Unit Price", "GST", "Amount NZD"]), size=7.8)
    rows = [
        ("Kitchen cabinetry, 18 mm moisture-resistant carcasses, painted doors", "1.00", "8640.00"),
        ("Engineered stone benchtop 20 mm, incl. sink and hob cut-outs", "1.00", "4385.00"),
        ("Soft-close drawer runners, full extension", "14.00", "68.50"),
        ("Installation labour (hours)", "26.00", "78.00"),
        ("Delivery to site, 12 Marine Parade, Ōhope", "1.00", "240.00"),
    ]
    sub = D(0)
    for name, qty, price in rows:
        e = ext(qty, price)
        sub += e
        s.row(cells(xs, [name, qty, US(D(price)), "15%", US(e)]), size=7.8, lead=15)
    s.rule()
    s.skip(6)
    gst = pct(sub, 15)
    total = sub + gst
    s.x = 330
    q_sub = s.kv("Subtotal", US(sub))
    q_tax = s.kv("TOTAL GST 15%", US(gst))
    s.rule()
    q_tot = s.kv("TOTAL NZD", US(total), bold=True)
    q_paid = s.kv("Less Amount Paid", US(total))
    s.rule()
    q_due = s.kv("AMOUNT DUE NZD", "0.00", bold=True, size=10)
    s.x = 52
    s.skip(16)
    q_dd = s.t("Due Date: 19 March 2027", 9, True)
    s.para(
        "Payment received with thanks on 12 March 2027 by internet banking (ref. INV-2291). Please use the "
        "invoice number as reference for any future payments to ANZ 06-0317-0442871-00. Workmanship "
        "guarantee: 10 years on carcasses and hardware from the installation date.",
        7.8,
    )
    s.skip(40)
    p.line(52, s.y - 10, 543, s.y - 10, 0.5)
    s.skip(6)
    s.t("PAYMENT ADVICE", 11, True)
    s.row(
        [(52, "To: Kaimai Joinery & Cabinetry Limited"), (300, "Customer"), (400, "Caroline Ashby-Tuhiwai")],
        7.8,
    )
    s.row([(52, "27 Totara Street, Mount Maunganui 3116"), (300, "Invoice Number"), (400, "INV-2291")], 7.8)
    s.row([(300, "Amount Due"), (400, "0.00")], 7.8, bold=True)
    s.row([(300, "Due Date"), (400, "19 Mar 2027")], 7.8)
    s.row([(300, "Amount Enclosed"), (400, "______________________")], 7.8)
    s.row([(400, "Enter the amount you are paying above")], 6.6)
    same(L["sub"], sub, "sub")
    same(L["tax"], gst, "tax")
    same(L["tot"], total, "tot")
    same(L["paid"], total, "paid")
    fields = {
        "invoice_number": F("INV-2291", 1, qi["Invoice Number"]),
        "invoice_date": F("2027-03-05", 1, qi["Invoice Date"]),
        "due_date": F("2027-03-19", 1, q_dd),
        "vendor_name": F("Kaimai Joinery & Cabinetry Limited", 1, q_vendor),
        "bill_to": F("Caroline Ashby-Tuhiwai", 1, q_bill),
        "currency": F("NZD", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(0, 1, q_due),
    }
    notes = (
        "New Zealand tax invoice in an accounting-package layout (NZD, comma-grouped, d Mon yyyy), printed "
        "after payment. bill_to is the private customer (a person) at the top left, not the delivery site "
        "in the line text; vendor_name is the supplier block at the top right. invoice_date is the Invoice "
        "Date, due_date the printed Due Date (not the payment date). subtotal is Subtotal, tax "
        "TOTAL GST 15%, total TOTAL NZD. amount_due is 0: the invoice prints AMOUNT DUE NZD 0.00 after the "
        "amount paid (total - paid = 0; sum)."
    )
    sums = [
        SUM(
            "TOTAL NZD - Less Amount Paid = AMOUNT DUE",
            [(1, "total"), (-1, T("Less Amount Paid", L["paid"], 1, q_paid))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 11 US invoice over two pages: page subtotals, Amount Due box on page 1, Ship To vs Bill To
@doc("b26_inv_us_two_page_page_subtotals", "invoice", "Cedar Hollow Restaurant Supply invoice 0088417")
def inv_us():
    L = dict(p1=11512.5, p2=10262.1, goods=21774.6, sub=22159.6, tax=1952.26, tot=24111.86, dl=385)
    items = [
        ("SS-1840", "Sheet pan, full size, 18 ga aluminum", "48", "14.95"),
        ("SS-1842", "Sheet pan, half size, 18 ga aluminum", "72", "9.60"),
        ("HP-2206", "Hotel pan, 1/3 size, 6 in deep, stainless", "36", "18.40"),
        ("HP-2204", "Hotel pan, 1/6 size, 4 in deep, stainless", "60", "11.25"),
        ("HP-LID3", "Hotel pan lid, 1/3 size, notched", "36", "7.85"),
        ("CB-1824", "Cutting board, 18 x 24 in, color-coded, set of 6", "6", "94.50"),
        ("KN-0810", "Chef knife, 10 in, stamped, NSF", "24", "27.80"),
        ("KN-0306", "Paring knife, 3.25 in, 12-pack", "4", "41.60"),
        ("UT-4412", "Tongs, 12 in, scalloped, locking", "60", "3.95"),
        ("UT-4416", "Tongs, 16 in, scalloped, locking", "36", "4.85"),
        ("UT-5010", "Ladle, 8 oz, one-piece", "24", "6.40"),
        ("UT-5021", "Spoodle, 4 oz, perforated", "24", "7.15"),
        ("WH-1214", "Piano whip, 14 in", "18", "8.90"),
        ("SP-3390", "Fish spatula, slotted, 6.5 in", "24", "9.75"),
        ("TH-0220", "Digital probe thermometer, waterproof", "12", "22.60"),
        ("SC-1022", "Portion scale, 22 lb, digital", "4", "118.00"),
        ("FP-1208", "Fry pan, 12 in, aluminum, nonstick, induction", "18", "39.95"),
        ("FP-1008", "Fry pan, 10 in, carbon steel", "24", "28.40"),
        ("SP-8020", "Sauce pan, 4.5 qt, tri-ply, with cover", "8", "74.25"),
        ("SP-8060", "Stock pot, 20 qt, aluminum, with cover", "4", "96.80"),
        ("RK-2610", "Sheet pan rack, 20 pan, end load", "3", "212.00"),
        ("SH-4818", "Wire shelving, 48 x 18 in, 4-shelf, epoxy", "6", "184.50"),
        ("FC-0422", "Food storage container, 22 qt, polycarbonate", "24", "16.80"),
        ("FC-LID22", "Lid for 22 qt container", "24", "5.90"),
        ("FC-0208", "Food storage container, 8 qt, square", "36", "9.45"),
        ("LB-0200", "Dissolvable day labels, 2 in, roll of 1,000", "10", "19.90"),
        ("GL-NIT-L", "Nitrile gloves, large, case of 1,000", "8", "64.00"),
        ("GL-NIT-M", "Nitrile gloves, medium, case of 1,000", "8", "64.00"),
        ("TW-BAR", "Bar towels, ribbed, dozen", "20", "13.50"),
        ("AP-BIB", "Bib apron, black, poly-cotton", "40", "8.25"),
        ("SN-0500", "Sanitizer test strips, quat, 100 ct", "12", "11.40"),
        ("DS-3300", "Dish rack, full size, 36 compartment", "10", "32.60"),
        ("DS-3301", "Dish rack extender, 36 compartment", "10", "21.80"),
        ("FL-2230", "Floor mat, anti-fatigue, 3 x 5 ft", "6", "58.75"),
        ("TR-1418", "Serving tray, 14 x 18 in, fiberglass", "24", "15.20"),
        ("MX-0060", "Commercial stand mixer, 60 qt, installed separately", "1", "6495.00"),
        ("MX-ATT1", "Mixer attachment kit: bowl, dough hook, flat beater", "1", "745.00"),
    ]
    split = 26
    p1 = tot(ext(q_, pr) for _, _, q_, pr in items[:split])
    p2 = tot(ext(q_, pr) for _, _, q_, pr in items[split:])
    goods = p1 + p2
    dl = D("385.00")
    sub = goods + dl
    tax = pct(sub, D("8.81"))
    total = sub + tax
    p = Pdf()

    def top(s, pg):
        s.row(
            [(50, "CEDAR HOLLOW RESTAURANT SUPPLY CO."), (562, "INVOICE", "r")], size=12, bold=True, lead=16
        )
        s.t(
            "4410 Brighton Boulevard, Denver, CO 80216 · (303) 555-0147 · ar@cedarhollow-supply.example",
            7.2,
            color=GREY,
        )
        s.row([(50, "Invoice # 0088417"), (562, f"Page {pg} of 2", "r")], size=8, bold=True)
        s.skip(4)

    s = Sheet(p, x=50, xr=562, top=48, size=8.2)
    top(s, 1)
    q_vendor = "CEDAR HOLLOW RESTAURANT SUPPLY CO. INVOICE"
    s.skip(6)
    y0 = s.y
    s.t("BILL TO", 7.2, True, color=GREY)
    q_bill = s.t("Marigold & Thyme Hospitality Group LLC", 9, True)
    s.t("Attn: Accounts Payable")
    s.t("1717 Wynkoop Street, Suite 300")
    s.t("Denver, CO 80202")
    yb = s.y
    s.y = y0
    s.x = 240
    s.t("SHIP TO", 7.2, True, color=GREY)
    s.t("Marigold & Thyme - Larimer Kitchen", 9, True)
    s.t("Receiving: Chef Dana Okafor")
    s.t("2915 Larimer Street")
    s.t("Denver, CO 80205")
    s.x = 50
    p.rect(420, y0 - 12, 562, y0 + 58, 0.6)
    rows_i = [
        ("Invoice Date", "03/19/2027"),
        ("Customer PO", "MT-2231"),
        ("Terms", "Net 30"),
        ("Due Date", "04/18/2027"),
        ("Amount Due", "$" + US(total)),
    ]
    qi = {}
    yy = y0
    for k, v in rows_i:
        p.text(426, yy, k, 7.6, color=GREY)
        p.text(556, yy, v, 7.8, True, align="r")
        qi[k] = f"{k} {v}"
        yy += 13
    s.y = max(s.y, yb, yy) + 10
    s.t("Ship date 03/17/2027 via our truck · Sales rep: Luis Carabajal · Order 51-77304", 7.4)
    s.skip(4)
    xs = [(50, "l"), (110, "l"), (420, "r"), (490, "r"), (562, "r")]
    hd = ["Item", "Description", "Qty", "Unit Price", "Extension"]
    head_row(s, cells(xs, hd))
    for i, (sku, desc, qty, price) in enumerate(items):
        if i == split:
            s.rule()
            s.skip(4)
            q_p1 = s.row([(330, "Page 1 Subtotal"), (562, "$" + US(p1), "r")], size=8.4, bold=True)
            s.t("Continued on page 2", 7.4, color=GREY, x=330)
            s.new_page()
            top(s, 2)
            s.t("Bill to: Marigold & Thyme Hospitality Group LLC · Invoice Date 03/19/2027", 7.6)
            s.skip(4)
            head_row(s, cells(xs, hd))
        s.row(cells(xs, [sku, desc, qty, US(D(price)), US(ext(qty, price))]), size=7.8, lead=13)
    s.rule()
    s.skip(4)
    q_p2 = s.row([(330, "Page 2 Subtotal"), (562, "$" + US(p2), "r")], size=8.4, bold=True)
    s.skip(10)
    s.x = 330
    q_goods = s.kv("Merchandise Total (pages 1-2)", "$" + US(goods))
    q_dl = s.kv("Delivery & Mixer Installation", "$" + US(dl))
    s.rule()
    q_sub = s.kv("Subtotal", "$" + US(sub))
    q_tax = s.kv("Sales Tax (Denver 8.81%)", "$" + US(tax))
    s.rule()
    q_tot = s.kv("Invoice Total", "$" + US(total), bold=True, size=10)
    s.x = 50
    s.skip(14)
    s.para(
        "Please remit to Cedar Hollow Restaurant Supply Co., P.O. Box 17720, Denver, CO 80217, or by ACH "
        "(routing 102000021, account 4471180092). A finance charge of 1.5% per month applies to balances "
        "past due. Returns within 30 days of delivery with RMA only; special-order items (MX-0060) are "
        "non-returnable.",
        7.6,
    )
    same(L["p1"], p1, "p1")
    same(L["p2"], p2, "p2")
    same(L["goods"], goods, "goods")
    same(L["dl"], dl, "dl")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("0088417", 1, "Invoice # 0088417"),
        "invoice_date": F("2027-03-19", 1, qi["Invoice Date"]),
        "due_date": F("2027-04-18", 1, qi["Due Date"]),
        "vendor_name": F("CEDAR HOLLOW RESTAURANT SUPPLY CO.", 1, q_vendor),
        "bill_to": F("Marigold & Thyme Hospitality Group LLC", 1, q_bill),
        "currency": F("USD", 2, q_tot),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": F(L["tot"], 1, qi["Amount Due"]),
    }
    notes = (
        "US invoice over two pages (USD, bare $, MM/DD/YYYY). Each page ends with a page subtotal; the two "
        "page subtotals add up to the Merchandise Total (sum), which with delivery and installation gives "
        "the Subtotal (sum). invoice_date is the Invoice Date, not the ship date; due_date the Due Date in "
        "the header box. bill_to is the BILL TO company, not the SHIP TO kitchen or its receiving chef. "
        "subtotal is Subtotal (page 2), tax the Sales Tax amount, total the Invoice Total. amount_due is "
        "the Amount Due in the page-1 header box (same figure as the total)."
    )
    sums = [
        SUM(
            "Page 1 Subtotal + Page 2 Subtotal = Merchandise Total",
            [(1, T("Page 1 Subtotal", L["p1"], 1, q_p1)), (1, T("Page 2 Subtotal", L["p2"], 2, q_p2))],
            T("Merchandise Total", L["goods"], 2, q_goods),
        ),
        SUM(
            "Merchandise Total + Delivery = Subtotal",
            [(1, T("Merchandise Total", L["goods"], 2, q_goods)), (1, T("Delivery", L["dl"], 2, q_dl))],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums
