"""Invoice builders for blind_extraction22 (11 documents).  Every party, number,
date and address is invented.  Each builder computes what it prints and checks the
hand-written label literals with same()."""

from decimal import ROUND_FLOOR
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, grid, pct, rnd
from pdfkit import EU, SP, US, Pdf
from sheet import Sheet

A4 = dict(w=595, h=842)


def total_of(xs):
    return sum(xs, D(0))


def caption_row(s, cells, size=7.4):
    """A bold column-caption row with a rule under it; returns its text."""
    out = s.row(cells, size=size, bold=True)
    s.rule()
    return out


def cells_text(cells):
    """Page text of one boxed strip: caption then value, cell by cell."""
    out = []
    for _, _, cap, val in cells:
        out.append(cap)
        if val:
            out.append(val)
    return " ".join(out)


def boxes(s, cells, h=25, lsize=6.4, vsize=8.6, shade=None):
    """A strip of captioned boxes at the Sheet's current line; returns its text."""
    y = s.y - 9
    grid(s.p, y, cells, h=h, lsize=lsize, vsize=vsize, shade=shade)
    s.y = y + h + 14
    return cells_text(cells)


def line_rows(s, cols, rows, size=7.8, lead=12.6):
    """Item rows; cols: (x, align); rows: tuples of strings.  Returns the row texts."""
    out = []
    for r in rows:
        out.append(s.row([(x, t, a) for (x, a), t in zip(cols, r, strict=True)], size=size, lead=lead))
    return out


# ==================== 1 Italian fattura to a municipality: sconto, IVA in scissione dei pagamenti
@doc(
    "b22_inv_it_fattura_split_payment",
    "invoice",
    "Termoidraulica Vallesina fattura FPA 27/26 (copia di cortesia)",
)
def inv_it():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=54, size=8.2)
    s.t("COPIA DI CORTESIA - il documento fiscale è il file XML trasmesso tramite SdI", 6.8, color=GREY)
    s.skip(4)
    q_vendor = s.row(
        [(44, "Termoidraulica Vallesina S.r.l."), (551, "FATTURA", "r")], size=14, bold=True, lead=16
    )
    s.row([(44, "Impianti termici · idraulici · solari"), (551, "Tipo documento TD01", "r")], size=7.4)
    s.t("Via dell'Artigianato 19 · 60035 Jesi (AN) · P.IVA 02871460423 · REA AN-221904", 7.2, color=GREY)
    s.t("Tel. 0731 555 318 · amministrazione@termovallesina.example", 7.2, color=GREY)
    s.skip(10)
    y0 = s.y
    s.row([(48, "CEDENTE / PRESTATORE"), (300, "CESSIONARIO / COMMITTENTE")], size=6.8, bold=True)
    q_bill = s.row(
        [(48, "Termoidraulica Vallesina S.r.l."), (300, "Comune di Poggio Alberico")], size=8.4, bold=True
    )
    s.row([(48, "Via dell'Artigianato 19"), (300, "Settore Lavori Pubblici e Patrimonio")], size=7.8)
    s.row([(48, "60035 Jesi (AN)"), (300, "Piazza del Municipio 1")], size=7.8)
    s.row([(48, "Regime fiscale RF01 (ordinario)"), (300, "60030 Poggio Alberico (AN)")], size=7.8)
    s.row(
        [(48, "Cod. fiscale 02871460423"), (300, "C.F. 80014470429 · Codice univoco ufficio UFK7R2")],
        size=7.8,
    )
    p.rect(44, y0 - 11, 290, s.y - 8, 0.5)
    p.rect(296, y0 - 11, 551, s.y - 8, 0.5)
    s.skip(8)
    s.row(
        [
            (48, "Luogo di esecuzione dei lavori:"),
            (190, 'Scuola primaria "G. Pascoli", Via Roma 8, Poggio Alberico'),
        ],
        size=7.6,
    )
    s.skip(4)
    info = [
        (44, 120, "Numero", "FPA 27/26"),
        (120, 190, "Data", "18/05/2026"),
        (190, 280, "DDT n. / del", "41 / 12/05/2026"),
        (280, 360, "CIG", "Z4A3B17C92"),
        (360, 466, "Determina a contrarre", "n. 88 del 03/03/2026"),
        (466, 551, "Id. SdI", "19843377210"),
    ]
    boxes(s, info, shade=0.95)
    cols = [(48, "l"), (330, "c"), (372, "r"), (440, "r"), (500, "r"), (547, "r")]
    caption_row(
        s,
        [
            (48, "Descrizione"),
            (330, "U.M.", "c"),
            (372, "Q.tà", "r"),
            (440, "Prezzo unit.", "r"),
            (500, "Importo", "r"),
            (547, "IVA", "r"),
        ],
    )
    rows = [
        ("Caldaia murale a condensazione 35 kW, fornitura e posa", "n.", "1", "4860.00"),
        ("Valvole termostatiche con testa elettronica", "n.", "24", "42.80"),
        ("Collettore complanare 6+6 vie con cassetta", "n.", "2", "318.40"),
        ("Manodopera idraulico specializzato", "h", "18", "38.50"),
        ("Manodopera aiuto idraulico", "h", "18", "29.00"),
        ("Lavaggio chimico dell'impianto (a corpo)", "a corpo", "1", "740.00"),
        ("Smaltimento componenti sostituiti (formulario FIR)", "a corpo", "1", "165.00"),
    ]
    gross = D(0)
    printed = []
    for desc, um, qty, price in rows:
        e = ext(qty, price)
        gross += e
        printed.append((desc, um, qty, EU(D(price)), EU(e), "22%"))
    line_rows(s, cols, printed)
    s.rule()
    s.skip(10)
    sconto = pct(gross, 3)
    imponibile = gross - sconto
    iva = pct(imponibile, 22)
    totale = imponibile + iva
    netto = totale - iva
    s.x = 300
    s.kv("Totale merci e servizi", EU(gross))
    q_sconto = s.kv("Sconto incondizionato 3%", "- " + EU(sconto))
    q_imp = s.kv("Totale imponibile", EU(imponibile), bold=True)
    q_iva = s.kv("IVA 22% (esigibilità S - scissione dei pagamenti)", EU(iva))
    q_tot = s.kv("Totale documento €", EU(totale), bold=True, size=10)
    q_split = s.kv("IVA a carico del committente (art. 17-ter)", "- " + EU(iva))
    s.skip(2)
    q_netto = s.kv("NETTO A PAGARE €", EU(netto), bold=True, size=10.5)
    s.x = 44
    s.skip(8)
    s.t("Riepilogo IVA", 7.8, True)
    caption_row(
        s,
        [
            (48, "Aliquota"),
            (160, "Natura"),
            (330, "Imponibile", "r"),
            (430, "Imposta", "r"),
            (547, "Esigibilità", "r"),
        ],
        7,
    )
    s.row(
        [(48, "22,00%"), (160, "-"), (330, EU(imponibile), "r"), (430, EU(iva), "r"), (547, "S", "r")],
        size=7.6,
    )
    s.skip(8)
    s.t("Modalità di pagamento: MP05 bonifico · Condizioni TP02 pagamento completo", 7.8)
    q_due = s.t("Scadenza pagamento: 17/06/2026 · Importo: € " + EU(netto), 7.8, True)
    s.t("IBAN IT31 R030 6921 5031 0000 0004 872 · Banca di Credito della Vallesina", 7.8)
    s.skip(6)
    s.para(
        "Operazione soggetta a scissione dei pagamenti ai sensi dell'art. 17-ter del DPR 633/1972: l'IVA "
        "esposta è versata direttamente dall'ente committente all'Erario e non è dovuta al fornitore. "
        "In caso di ritardato pagamento si applicano gli interessi moratori di cui al D.Lgs. 231/2002.",
        6.8,
    )
    same(8644.00, gross, "gross")
    same(259.32, sconto, "sconto")
    same(8384.68, imponibile, "imponibile")
    same(1844.63, iva, "iva")
    same(10229.31, totale, "totale")
    same(8384.68, netto, "netto")
    fields = {
        "invoice_number": F("FPA 27/26", 1, "Numero FPA 27/26"),
        "invoice_date": F("2026-05-18", 1, "Data 18/05/2026"),
        "due_date": F("2026-06-17", 1, q_due),
        "vendor_name": F("Termoidraulica Vallesina S.r.l.", 1, q_vendor),
        "bill_to": F("Comune di Poggio Alberico", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(8384.68, 1, q_imp),
        "tax": F(1844.63, 1, q_iva),
        "total": F(10229.31, 1, q_tot),
        "amount_due": F(8384.68, 1, q_netto),
    }
    notes = (
        "Italian courtesy copy of an electronic fattura (EUR, '10.229,31', dd/mm/yyyy) to a municipality. "
        "bill_to is the Cessionario/committente (the Comune), not the school where the work was done. "
        "invoice_date is the Data box, not the DDT date, the Determina date or the SdI id. The line total "
        "less the 3% unconditional discount is the 'Totale imponibile' (subtotal; sum). tax is the 22% IVA "
        "and "
        "total the 'Totale documento'. Under split payment (scissione dei pagamenti) the public body pays "
        "the "
        "IVA to the Treasury, so 'NETTO A PAGARE' equals the taxable amount and is amount_due (sum: total "
        "less the IVA paid by the committente). due_date is the Scadenza pagamento. No field is null."
    )
    sums = [
        SUM(
            "Totale merci e servizi - sconto = Totale imponibile",
            [
                (1, T("Totale merci e servizi", 8644.00, 1, "Totale merci e servizi 8.644,00")),
                (-1, T("Sconto 3%", 259.32, 1, q_sconto)),
            ],
            "subtotal",
        ),
        SUM(
            "Totale documento - IVA in scissione = Netto a pagare",
            [(1, "total"), (-1, T("IVA versata dal committente", 1844.63, 1, q_split))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


def clp(x):
    """Chilean pesos: whole pesos, dot grouping (1.163.676)."""
    return EU(x, 0)


# ==================== 2 Chilean factura electrónica: "Sub total" before a discount, Monto Neto, IVA 19%
@doc(
    "b22_inv_cl_factura_electronica_neto_iva",
    "invoice",
    "Maderas y Terminaciones Quillagua factura electrónica 48217",
)
def inv_cl():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=56, size=8)
    q_vendor = s.t("MADERAS Y TERMINACIONES QUILLAGUA SpA", 12.5, True)
    s.t("Giro: Venta al por mayor de maderas y materiales de construcción", 7.4)
    s.t("Casa matriz: Av. Los Carrera 1820, Concepción · Sucursal: Ruta 160 km 11, Coronel", 7.4)
    s.t("Fono (41) 255 7314 · ventas@quillagua-maderas.example", 7.4, color=GREY)
    # red box at the top right
    p.rect(392, 42, 555, 104, 1.4, color=(0.75, 0.1, 0.1))
    p.text(473.5, 58, "R.U.T.: 76.418.332-5", 9.4, True, align="c", color=(0.75, 0.1, 0.1))
    p.text(473.5, 74, "FACTURA ELECTRÓNICA", 10, True, align="c", color=(0.75, 0.1, 0.1))
    p.text(473.5, 90, "Nº 48217", 10, True, align="c", color=(0.75, 0.1, 0.1))
    p.text(473.5, 116, "S.I.I. - CONCEPCIÓN", 7.6, True, align="c", color=(0.75, 0.1, 0.1))
    s.skip(22)
    y0 = s.y
    rows = [
        ("Señor(es):", "CONSTRUCTORA PUNTA LAVAPIÉ LIMITADA", "Fecha Emisión:", "11-03-2026"),
        ("R.U.T.:", "77.902.610-K", "Fecha Vencimiento:", "10-04-2026"),
        ("Giro:", "Construcción de edificios para uso residencial", "Condición de venta:", "Crédito 30 días"),
        ("Dirección:", "Calle Serrano 455, oficina 31", "Moneda:", "Peso chileno (CLP)"),
        ("Comuna / Ciudad:", "Talcahuano / Talcahuano", "Vendedor:", "R. Saavedra"),
        ("Dirección de despacho:", "Obra Condominio Vista Biobío, Camino a Penco km 3, Penco", "", ""),
    ]
    q = []
    for a, b, c, d in rows:
        q.append(s.row([(46, a, "l"), (152, b, "l"), (392, c, "l"), (478, d, "l")], size=7.8))
    p.rect(40, y0 - 11, 555, s.y - 8, 0.5)
    q_bill, q_due, q_cur = q[0], q[1], q[3]
    s.skip(6)
    s.t("Referencias:", 7.2, True)
    s.t(
        "Orden de Compra Nº 5512 de fecha 02-03-2026 · Guía de Despacho Electrónica Nº 10388 de fecha "
        "06-03-2026",
        7.2,
    )
    s.skip(6)
    cols = [(44, "l"), (104, "l"), (352, "r"), (366, "l"), (448, "r"), (480, "r"), (551, "r")]
    caption_row(
        s,
        [
            (44, "Código"),
            (104, "Descripción"),
            (352, "Cant.", "r"),
            (366, "Unid."),
            (448, "P. Unitario", "r"),
            (480, "% Dcto", "r"),
            (551, "Valor", "r"),
        ],
        7.2,
    )
    items = [
        ("PIN-2432", 'Pino radiata cepillado seco 2x4" x 3,20 m', 480, "UN", 2390),
        ("OSB-111", "Tablero OSB 11,1 mm 1,22 x 2,44 m", 160, "UN", 13490),
        ("YC-ST15", "Placa yeso-cartón ST 15 mm 1,20 x 2,40 m", 220, "UN", 6780),
        ("TV-6114", 'Tornillo volcanita 6 x 1-1/4" (caja 1.000 un.)', 30, "CJ", 8950),
        ("PMC-903", "Perfil montante C 90 x 38 x 0,85 mm x 3,00 m", 340, "UN", 3615),
        ("FLT-OBR", "Flete y descarga en obra (Penco)", 1, "SV", 85000),
    ]
    sub = D(0)
    for code, desc, qty, unit, price in items:
        v = D(qty) * D(price)
        sub += v
        s.row(
            [
                (x, t, a)
                for (x, a), t in zip(cols, [code, desc, clp(qty), unit, clp(price), "0", clp(v)], strict=True)
            ],
            size=7.6,
            lead=12.4,
        )
    s.rule()
    s.skip(10)
    desc_ = rnd(sub * D("0.04"), 0)
    neto = sub - desc_
    iva = rnd(neto * D("0.19"), 0)
    total = neto + iva
    y_tot = s.y
    s.x, s.xr = 356, 549
    s.kv("Sub total $", clp(sub))
    q_dcto = s.kv("Descuento global 4% $", clp(desc_))
    q_neto = s.kv("Monto Neto $", clp(neto), bold=True)
    s.kv("Monto Exento $", "0")
    q_iva = s.kv("I.V.A. 19% $", clp(iva))
    s.kv("Impuesto adicional $", "0")
    q_tot = s.kv("Total $", clp(total), bold=True, size=10)
    p.rect(350, y_tot - 12, 555, s.y - 6, 0.6)
    s.x, s.xr = 46, 549
    # timbre and acuse de recibo on the left, beside the totals
    yy = y_tot
    p.rect(40, yy - 12, 330, yy + 64, 0.5)
    p.text(48, yy, "Timbre Electrónico SII", 7.4, True)
    p.text(48, yy + 12, "Res. Nº 80 de 2014 - Verifique documento en el sitio web del SII", 6.6)
    for i in range(4):
        p.rect(48 + i * 68, yy + 20, 108 + i * 68, yy + 58, 0.3, fill=(0.8, 0.8, 0.8))
    s.skip(12)
    y1 = s.y
    s.t("ACUSE DE RECIBO", 7.4, True)
    s.row([(44, "Nombre:"), (230, "R.U.T.:"), (380, "Fecha:")], size=7.2)
    s.row([(44, "Recinto:"), (230, "Firma:")], size=7.2)
    s.para(
        "El acuse de recibo que se declara en este acto, de acuerdo a lo dispuesto en la letra b) del Art. "
        "4°, y "
        "la letra c) del Art. 5° de la Ley 19.983, acredita que la entrega de mercaderías o servicio(s) "
        "prestado(s) ha(n) sido recibido(s).",
        6.4,
    )
    p.rect(40, y1 - 12, 555, s.y - 4, 0.5)
    s.skip(4)
    s.t("CEDIBLE", 8, True, x=555, align="r")
    s.x, s.xr = 40, 555
    same(6379800, sub, "sub")
    same(255192, desc_, "dcto")
    same(6124608, neto, "neto")
    same(1163676, iva, "iva")
    same(7288284, total, "total")
    fields = {
        "invoice_number": F("48217", 1, "FACTURA ELECTRÓNICA Nº 48217"),
        "invoice_date": F("2026-03-11", 1, q[0]),
        "due_date": F("2026-04-10", 1, q_due),
        "vendor_name": F("MADERAS Y TERMINACIONES QUILLAGUA SpA", 1, q_vendor),
        "bill_to": F("CONSTRUCTORA PUNTA LAVAPIÉ LIMITADA", 1, q_bill),
        "currency": F("CLP", 1, q_cur),
        "subtotal": F(6124608, 1, q_neto),
        "tax": F(1163676, 1, q_iva),
        "total": F(7288284, 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Chilean factura electrónica (whole pesos with dot grouping, bare '$' signs, dd-mm-yyyy). currency "
        "is "
        "CLP: the header names the currency ('Moneda: Peso chileno (CLP)'), so the bare '$' is not USD. The "
        "number is the folio in the red box (not the RUT, the purchase order or the despatch guide). bill_to "
        "is the Señor(es) company, not the Dirección de despacho (a building site). 'Sub total' is printed "
        "BEFORE the 4% global discount; the pre-tax total after the discount is the 'Monto Neto' (subtotal; "
        "sum). tax is the I.V.A. 19%, total the 'Total'. amount_due is null: no balance or amount due is "
        "printed apart from the Total. The acuse de recibo block is empty."
    )
    sums = [
        SUM(
            "Sub total - descuento global = Monto Neto",
            [
                (1, T("Sub total", 6379800, 1, "Sub total $ 6.379.800")),
                (-1, T("Descuento global 4%", 255192, 1, q_dcto)),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ==================== 3 Finnish lasku to a property company: viitenumero, ALV 25,5 %, giro form at the foot
@doc("b22_inv_fi_lasku_alv_tilisiirto", "invoice", "Peltisepänliike Honkaranta lasku 26404")
def inv_fi():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=58, size=8.2)
    q_vendor = s.row(
        [(48, "Peltisepänliike Honkaranta Oy"), (547, "LASKU", "r")], size=13.5, bold=True, lead=16
    )
    s.t("Konesaumakatot · Rakennuspeltityöt · Sadevesijärjestelmät", 7.4, color=GREY)
    s.t("Teollisuustie 7, 15560 Nastola · puh. 03 555 2871 · laskutus@honkaranta.example", 7.4, color=GREY)
    s.skip(16)
    s.t("Laskutusosoite", 7, True)
    bill_rows = [
        ("Kiinteistö Oy Nastolan Liikekeskus", "Laskun päivä", "15.10.2026"),
        ("PL 44", "Laskun numero", "26404"),
        ("15101 Lahti", "Asiakasnumero", "1187"),
        ("", "Viitenumero", "26404 3"),
        ("Työkohde", "Viitteenne", "Tilaus 3/2026, Jukka Rinne"),
        ("Liikekeskus, Pajakatu 3, 15560 Nastola", "Toimituspäivä", "02.10.2026"),
        ("", "Maksuehto", "14 pv netto"),
        ("", "Eräpäivä", "29.10.2026"),
        ("", "Huomautusaika / korko", "8 pv / 11,5 %"),
    ]
    q = []
    for a, b, c in bill_rows:
        q.append(s.row([(48, a), (318, b), (442, c)], size=8, bold=False))
    q_bill, q_date, q_no, q_due = q[0], q[0], q[1], q[7]
    s.skip(12)
    cols = [(48, "l"), (330, "r"), (338, "l"), (420, "r"), (470, "r"), (547, "r")]
    caption_row(
        s,
        [
            (48, "Tuote / työ"),
            (330, "Määrä", "r"),
            (338, "Yks."),
            (420, "À-hinta", "r"),
            (470, "Alv %", "r"),
            (547, "Yhteensä", "r"),
        ],
    )
    items = [
        ("Vesikaton konesaumapeltikatteen uusiminen 0,6 mm", "186", "m²", "48.50"),
        ("Räystäs- ja otsalautapellitykset", "74", "jm", "21.40"),
        ("Sadevesijärjestelmä, kourut ja syöksytorvet", "1", "erä", "2465.00"),
        ("Lumiesteet ja kattosillat asennettuna", "12", "kpl", "96.80"),
        ("Henkilönostimen vuokra", "4", "pv", "215.00"),
        ("Purkujätteen kuljetus ja jätemaksu", "1", "erä", "340.00"),
    ]
    net = D(0)
    for desc, qty, unit, price in items:
        e = ext(qty, price)
        net += e
        s.row(
            [
                (x, t, a)
                for (x, a), t in zip(cols, [desc, qty, unit, SP(D(price)), "25,5", SP(e)], strict=True)
            ],
            size=7.8,
            lead=12.6,
        )
    s.rule()
    s.skip(10)
    alv = pct(net, D("25.5"))
    gross = net + alv
    s.x = 318
    q_net = s.kv("Veroton yhteensä", SP(net))
    q_alv = s.kv("Arvonlisävero 25,5 %", SP(alv))
    q_gross = s.kv("Verollinen yhteensä", SP(gross), bold=True)
    s.skip(3)
    q_pay = s.kv("Maksettava EUR", SP(gross), bold=True, size=10.5)
    s.x = 48
    s.skip(8)
    s.para(
        "Työn osuus laskun verottomasta summasta on 9 842,00 euroa. Laskuun liittyvät huomautukset pyydämme "
        "tekemään 8 päivän kuluessa. Eräpäivän jälkeen perimme korkolain mukaisen viivästyskoron ja "
        "muistutuslaskusta 5,00 euron maksun.",
        7.2,
    )
    s.t("Y-tunnus 3184276-9 · ALV rek. · Kotipaikka Lahti · Ennakkoperintärekisterissä", 6.8, color=GREY)
    # bank transfer form (tilisiirto) at the foot of the page
    y = 640
    p.hline(y - 14, 40, 555, 0.8)
    gy = y
    giro = [
        (40, 300, "Saajan tilinumero / Mottagarens kontonummer", "FI47 5541 2820 0183 74"),
        (300, 555, "Saaja / Mottagare", "Peltisepänliike Honkaranta Oy"),
    ]
    grid(p, gy, giro, h=28)
    grid(
        p,
        gy + 28,
        [
            (40, 300, "Maksajan nimi ja osoite / Betalarens namn", "Kiinteistö Oy Nastolan Liikekeskus"),
            (300, 555, "Viitenumero / Ref. nr", "26404 3"),
        ],
        h=28,
    )
    grid(
        p,
        gy + 56,
        [
            (40, 300, "Allekirjoitus / Underskrift", ""),
            (300, 420, "Eräpäivä / Förfallodag", "29.10.2026"),
            (420, 555, "Euro", SP(gross)),
        ],
        h=28,
    )
    same(15431.20, net, "net")
    same(3934.96, alv, "alv")
    same(19366.16, gross, "gross")
    fields = {
        "invoice_number": F("26404", 1, q_no),
        "invoice_date": F("2026-10-15", 1, q_date),
        "due_date": F("2026-10-29", 1, q_due),
        "vendor_name": F("Peltisepänliike Honkaranta Oy", 1, q_vendor),
        "bill_to": F("Kiinteistö Oy Nastolan Liikekeskus", 1, q_bill),
        "currency": F("EUR", 1, q_pay),
        "subtotal": F(15431.20, 1, q_net),
        "tax": F(3934.96, 1, q_alv),
        "total": F(19366.16, 1, q_gross),
        "amount_due": F(19366.16, 1, q_pay),
    }
    notes = (
        "Finnish lasku (EUR, '19 366,16', dd.mm.yyyy) for roofing work. bill_to is the Laskutusosoite "
        "company; the Työkohde (work site) is a distractor. invoice_number is the Laskun numero, not the "
        "Viitenumero (reference number that repeats it with a check digit) or the Asiakasnumero. "
        "invoice_date is the Laskun päivä, not the Toimituspäivä. subtotal is 'Veroton yhteensä', tax the "
        "25,5 % Arvonlisävero, total 'Verollinen yhteensä'; 'Maksettava EUR' repeats it as the amount to pay "
        "(amount_due, equal to total), and the giro form at the foot repeats amount and Eräpäivä. The labour "
        "share in the running text is not a total. No field is null."
    )
    return p, fields, notes, []


# ==================== 4 Polish exporter invoice in EUR, two pages: carried forward, WDT 0 %, PLN values
@doc(
    "b22_inv_pl_eur_wdt_two_page",
    "invoice",
    "Zakłady Tworzyw Sztucznych Ornak faktura FW/0419/2026 (EUR, WDT)",
)
def inv_pl():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=52, size=7.8)
    vendor = "Zakłady Tworzyw Sztucznych Ornak Sp. z o.o."

    def header(page_no):
        qv = s.row(
            [(40, vendor), (555, f"Strona / Page {page_no} z / of 2", "r")], size=11, bold=True, lead=14
        )
        s.t("ul. Lipnicka 88, 43-300 Bielsko-Biała, Polska · NIP PL5472109883 · BDO 000118374", 7, color=GREY)
        s.skip(4)
        return qv

    q_vendor = header(1)
    s.skip(4)
    q_title = s.t("FAKTURA VAT / INVOICE  Nr FW/0419/2026", 12.5, True)
    s.skip(2)
    q_dates = [
        s.row(
            [
                (40, "Data wystawienia / Date of issue:"),
                (200, "2026-06-30"),
                (320, "Miejsce wystawienia / Place of issue:"),
                (480, "Bielsko-Biała"),
            ],
            size=7.6,
        ),
        s.row(
            [
                (40, "Data dostawy / Date of supply:"),
                (200, "2026-06-26"),
                (320, "Waluta / Currency:"),
                (480, "EUR"),
            ],
            size=7.6,
        ),
    ]
    s.skip(6)
    y0 = s.y
    s.row(
        [(44, "Sprzedawca / Seller"), (220, "Nabywca / Buyer"), (400, "Odbiorca / Consignee")],
        size=6.8,
        bold=True,
    )
    q_bill = s.row(
        [
            (44, "Ornak Sp. z o.o."),
            (220, "Kunststofftechnik Alpenrand GmbH"),
            (400, "Alpenrand Logistikzentrum"),
        ],
        size=7.8,
        bold=True,
    )
    s.row(
        [(44, "ul. Lipnicka 88"), (220, "Salurner Straße 41"), (400, "Innsbrucker Straße 140, Halle 3")],
        size=7.4,
    )
    s.row(
        [
            (44, "43-300 Bielsko-Biała, PL"),
            (220, "6330 Kufstein, Österreich"),
            (400, "6300 Wörgl, Österreich"),
        ],
        size=7.4,
    )
    s.row([(44, "NIP PL5472109883"), (220, "UID ATU71284409"), (400, "Rampe 7-9, Mo-Fr 6-14 Uhr")], size=7.4)
    p.rect(40, y0 - 10, 555, s.y - 8, 0.5)
    s.skip(6)
    cols = [(40, "r"), (48, "l"), (262, "l"), (318, "l"), (370, "r"), (430, "r"), (500, "r"), (555, "r")]
    caps = ["Lp.", "Nazwa / Description", "CN", "J.m.", "Ilość", "Cena netto", "Wartość netto", "VAT"]

    def head():
        caption_row(s, [(x, t, a) for (x, a), t in zip(cols, caps, strict=True)], 7)

    head()
    items1 = [
        ("Obudowa przyłącza OB-120, ABS RAL 7035", "3926 90 97", "szt.", 4000, "0.3125"),
        ("Pokrywa obudowy OB-120, PC transparent", "3926 90 97", "szt.", 4000, "0.1840"),
        ("Uszczelka TPE 120 x 80 mm", "4016 93 00", "szt.", 8000, "0.0415"),
        ("Kołek mocujący PA6 GF30 Ø8", "3926 90 97", "szt.", 25000, "0.0128"),
        ("Zaślepka kanału kablowego 40 x 25", "3925 90 80", "szt.", 12000, "0.0362"),
        ("Dławnica M20 PA66, czarna", "3926 90 97", "szt.", 6000, "0.0894"),
        ("Dławnica M25 PA66, czarna", "3926 90 97", "szt.", 4500, "0.1176"),
        ("Korpus rozdzielacza RZ-6, PP", "3926 90 97", "szt.", 1200, "1.8450"),
        ("Pokrętło regulacyjne Ø32 z wkładką mosiężną", "3926 90 97", "szt.", 3000, "0.4620"),
        ("Klips montażowy rur Ø16", "3926 90 97", "szt.", 20000, "0.0219"),
        ("Klips montażowy rur Ø20", "3926 90 97", "szt.", 20000, "0.0247"),
        ("Listwa maskująca LM-40, PVC, 2 m", "3925 90 80", "szt.", 1500, "0.9830"),
        ("Narożnik wewnętrzny LM-40", "3925 90 80", "szt.", 1500, "0.2160"),
        ("Narożnik zewnętrzny LM-40", "3925 90 80", "szt.", 1500, "0.2160"),
    ]
    items2 = [
        ("Tuleja dystansowa PA6 10 x 20", "3926 90 97", "szt.", 15000, "0.0295"),
        ("Podkładka izolacyjna PTFE M6", "3926 90 97", "szt.", 10000, "0.0512"),
        ("Uchwyt kablowy samoprzylepny 25 x 25", "3926 90 97", "szt.", 10000, "0.0381"),
        ("Obudowa czujnika OC-55, ASA biała", "3926 90 97", "szt.", 2400, "0.6730"),
        ("Pokrywa czujnika OC-55", "3926 90 97", "szt.", 2400, "0.2980"),
        ("Wtrysk próbny - narzędzie F-2291 (usługa)", "-", "usł.", 1, "380.0000"),
        ("Opakowanie i paletyzacja (6 palet EUR)", "-", "usł.", 1, "145.0000"),
        ("Transport DAP Wörgl (Incoterms 2020)", "-", "usł.", 1, "620.0000"),
    ]

    def draw(n, it):
        desc, cn, unit, qty, price = it
        e = ext(qty, price)
        qt = s.row(
            [
                (x, t, a)
                for (x, a), t in zip(
                    cols, [str(n), desc, cn, unit, SP(qty, 0), SP(D(price), 4), SP(e), "0% WDT"], strict=True
                )
            ],
            size=7.4,
            lead=13,
        )
        return e, qt

    rows1 = [draw(i + 1, it) for i, it in enumerate(items1)]
    pg1 = total_of([e for e, _ in rows1])
    s.rule()
    s.skip(4)
    q_cf = s.row(
        [(270, "Do przeniesienia / Carried forward (EUR)"), (500, SP(pg1), "r")], size=7.8, bold=True
    )
    s.skip(10)
    s.para(
        "Dostawa wewnątrzwspólnotowa towarów - art. 42 ustawy o VAT / Intra-Community supply of goods - "
        "Art. 138 Directive 2006/112/EC. Ciąg dalszy na stronie 2 / Continued on page 2.",
        6.8,
    )
    # ---- page 2
    s.new_page()
    header(2)
    s.t("FAKTURA VAT / INVOICE  Nr FW/0419/2026 - ciąg dalszy / continued", 9, True)
    s.skip(4)
    head()
    q_bf = s.row(
        [(48, "Z przeniesienia / Brought forward"), (500, SP(pg1), "r")], size=7.4, bold=True, lead=13
    )
    rows2 = [draw(i + 15, it) for i, it in enumerate(items2)]
    pg2 = total_of([e for e, _ in rows2])
    s.rule()
    net = pg1 + pg2
    vat = D("0.00")
    gross = net + vat
    rate = D("4.2817")
    net_pln = rnd(net * rate, 2)
    s.skip(10)
    caption_row(
        s,
        [
            (250, "Stawka VAT / VAT rate"),
            (400, "Netto / Net", "r"),
            (470, "VAT", "r"),
            (555, "Brutto / Gross", "r"),
        ],
        7,
    )
    s.row([(250, "0% WDT"), (400, SP(net), "r"), (470, SP(vat), "r"), (555, SP(gross), "r")], size=7.6)
    s.rule()
    s.skip(8)
    s.x = 250
    q_net = s.kv("Razem netto / Total net EUR", SP(net))
    q_vat = s.kv("Razem VAT / Total VAT EUR", SP(vat))
    q_gross = s.kv("Razem brutto / Total gross EUR", SP(gross), bold=True)
    s.skip(2)
    q_pay = s.kv("Do zapłaty / Amount due", SP(gross) + " EUR", bold=True, size=10.5)
    s.x = 40
    s.skip(4)
    s.t("Słownie / In words: piętnaście tysięcy sześćset trzy euro 40/100", 7.6)
    s.skip(6)
    s.t("Przeliczenie na PLN (art. 31a ustawy o VAT) / Conversion into PLN:", 7.6, True)
    s.t("Kurs średni NBP EUR 4,2817 - tabela nr 124/A/NBP/2026 z dnia 2026-06-29", 7.4)
    s.t(f"Wartość netto w PLN: {SP(net_pln)} zł · Kwota VAT w PLN: 0,00 zł", 7.4)
    s.skip(6)
    q_terms = s.row(
        [(40, "Termin płatności / Payment due:"), (200, "2026-08-29 (60 dni / days)")], size=7.8, bold=True
    )
    s.row([(40, "Sposób płatności / Payment:"), (200, "przelew / bank transfer")], size=7.6)
    s.row(
        [(40, "Rachunek EUR / EUR account:"), (200, "PL61 1090 2590 0000 0001 4418 2297 · SWIFT WBKPPLPP")],
        size=7.6,
    )
    s.skip(10)
    s.row(
        [
            (60, "............................................"),
            (360, "............................................"),
        ],
        size=7.6,
    )
    s.row([(60, "Wystawił / Issued by: Agnieszka Pawlus"), (360, "Odebrał / Received by")], size=7)
    same(10792.50, pg1, "page 1")
    same(4810.90, pg2, "page 2")
    same(15603.40, net, "net")
    same(66809.08, net_pln, "net pln")
    fields = {
        "invoice_number": F("FW/0419/2026", 1, q_title),
        "invoice_date": F("2026-06-30", 1, q_dates[0]),
        "due_date": F("2026-08-29", 2, q_terms),
        "vendor_name": F("Zakłady Tworzyw Sztucznych Ornak Sp. z o.o.", 1, q_vendor),
        "bill_to": F("Kunststofftechnik Alpenrand GmbH", 1, q_bill),
        "currency": F("EUR", 1, q_dates[1]),
        "subtotal": F(15603.40, 2, q_net),
        "tax": F(0, 2, q_vat),
        "total": F(15603.40, 2, q_gross),
        "amount_due": F(15603.40, 2, q_pay),
    }
    notes = (
        "Two-page bilingual Polish/English invoice of a Polish manufacturer to an Austrian buyer, invoiced "
        "in "
        "EUR ('15 603,40', ISO dates). currency is EUR; the PLN values (NBP rate, net value in PLN) are the "
        "statutory conversion, not the invoice currency. bill_to is the Nabywca/Buyer, not the "
        "Odbiorca/Consignee warehouse. Page 1 ends with 'Do przeniesienia / Carried forward', brought "
        "forward "
        "on page 2 (sum). Intra-Community supply at 0% (WDT): the VAT amount is printed as 0,00, so tax is 0 "
        "(not null); subtotal and total are equal. 'Do zapłaty / Amount due' repeats the gross total "
        "(amount_due). invoice_date is the date of issue, not the date of supply. No field is null."
    )
    sums = [
        SUM(
            "Brought forward + page 2 lines = Total net",
            [
                (1, T("Z przeniesienia / Brought forward", 10792.50, 2, q_bf)),
                *[(1, T(f"line {i + 15}", float(e), 2, qt)) for i, (e, qt) in enumerate(rows2)],
            ],
            "subtotal",
        ),
        SUM(
            "Page 1 lines = Carried forward",
            [(1, T(f"line {i + 1}", float(e), 1, qt)) for i, (e, qt) in enumerate(rows1)],
            T("Do przeniesienia / Carried forward", 10792.50, 1, q_cf),
        ),
    ]
    return p, fields, notes, sums


def yen(x):
    return "¥" + US(x, 0)


# ==================== 5 Japanese invoice, romanized English, two pages: "this page" subtotals, Onchu
@doc(
    "b22_inv_jp_romaji_page_subtotals",
    "invoice",
    "Tsurugaoka Seimitsu Kogyo seikyusho TS-2607-0877",
)
def inv_jp():
    p = Pdf(**A4)
    s = Sheet(p, x=40, xr=555, top=50, size=7.8)
    items1 = [
        ("07/01", "D-51203", "TS-A1184", "Shaft, SUS304, phi12 x 148 (turning)", 200, 1480),
        ("07/01", "D-51203", "TS-A1185", "Shaft, SUS304, phi16 x 210 (turning)", 120, 2260),
        ("07/03", "D-51219", "TS-B2207", "Bracket, SS400, bending + M6 tapping", 500, 385),
        ("07/03", "D-51219", "TS-B2208", "Bracket, SS400, L-type, zinc plated", 500, 412),
        ("07/06", "D-51240", "TS-C0931", "Flange, A5052, CNC milling, anodized", 80, 5350),
        ("07/06", "D-51240", "TS-C0932", "Cover plate, A5052, 2.0t, hairline", 150, 1870),
        ("07/08", "D-51262", "TS-A1190", "Pin, S45C, phi6 x 40, induction hardened", 1000, 96),
        ("07/09", "D-51271", "TS-D4410", "Housing, ADC12 die-cast, machining only", 60, 7640),
        ("07/10", "D-51283", "TS-B2215", "Spacer, C3604 brass, phi10 x 15", 2000, 58),
        ("07/13", "D-51302", "TS-C0940", "Base plate, SS400, 9t, surface ground", 40, 12800),
        ("07/13", "D-51302", "-", "Jig adjustment (one-time charge)", 1, 18000),
        ("07/14", "D-51318", "TS-A1184", "Shaft, SUS304, phi12 x 148 (turning)", 150, 1480),
        ("07/15", "D-51327", "TS-E0077", "Gear blank, SCM435, rough turning", 90, 3920),
        ("07/16", "D-51340", "TS-B2207", "Bracket, SS400, bending + M6 tapping", 400, 385),
        ("07/16", "D-51340", "TS-D4412", "Housing cover, ADC12, machining only", 60, 2980),
        ("07/17", "D-51352", "TS-C0931", "Flange, A5052, CNC milling, anodized", 40, 5350),
    ]
    items2 = [
        ("07/17", "D-51352", "TS-C0933", "Flange gasket seat, A5052, reworked", 40, 1120),
        ("07/20", "D-51371", "TS-A1192", "Pin, S45C, phi8 x 55, black oxide", 800, 128),
        ("07/21", "D-51380", "TS-E0078", "Gear blank, SCM435, finish turning", 90, 4460),
        ("07/22", "D-51394", "TS-B2216", "Spacer, C3604 brass, phi12 x 20", 1500, 74),
        ("07/24", "D-51407", "TS-C0940", "Base plate, SS400, 9t, surface ground", 30, 12800),
        ("07/27", "D-51415", "TS-F1001", "Shaft collar, S45C, set-screw type", 600, 245),
        ("07/28", "D-51428", "TS-D4410", "Housing, ADC12 die-cast, machining only", 40, 7640),
        ("07/29", "D-51436", "-", "Express delivery charge (Kanagawa - Nagano)", 1, 6500),
        ("07/30", "D-51441", "TS-A1185", "Shaft, SUS304, phi16 x 210 (turning)", 80, 2260),
    ]
    pg1 = total_of([D(q_) * D(u) for *_, q_, u in items1])
    pg2 = total_of([D(q_) * D(u) for *_, q_, u in items2])
    sub = pg1 + pg2
    tax = (sub * D("0.10")).quantize(D(1), rounding=ROUND_FLOOR)
    total = sub + tax
    cols = [(40, "l"), (76, "l"), (124, "l"), (180, "l"), (440, "r"), (492, "r"), (555, "r")]
    caps = ["Date", "Slip No.", "Part No.", "Description (hinmei)", "Qty", "Unit price", "Amount"]

    def head():
        caption_row(s, [(x, t, a) for (x, a), t in zip(cols, caps, strict=True)], 7)

    def draw(it):
        return line_rows(s, cols, [(*it[:4], US(it[4], 0), US(it[5], 0), US(it[4] * it[5], 0))], 7.5, 12.6)[0]

    # ---- page 1
    s.row([(555, "Page 1 / 2", "r")], size=7)
    s.t("SEIKYUSHO  (INVOICE)", 15, True, align="c")
    s.skip(6)
    y0 = s.y
    q_bill = s.row([(40, "Shinano Kiki Hanbai K.K.  Onchu")], size=11, bold=True, lead=13)
    p.line(40, s.y - 9, 290, s.y - 9, 0.8)
    s.row([(40, "Keiri-bu (Accounts Dept.)")], size=7.6)
    s.row([(40, "1-7-22 Chuo, Matsumoto-shi, Nagano 390-0811")], size=7.6)
    s.skip(4)
    s.row([(40, "Nohin-saki (Deliver to): Shinano Kiki Hanbai K.K., Azumino Plant")], size=7.2)
    s.row([(40, "4410 Hotaka-Ariake, Azumino-shi, Nagano 399-8301")], size=7.2)
    s.y = y0
    q_no = s.row([(330, "Seikyu No. (Invoice No.)"), (555, "TS-2607-0877", "r")], size=7.8)
    q_date = s.row([(330, "Hakko-bi (Issue date)"), (555, "2026/08/05", "r")], size=7.8)
    s.row([(330, "Shimebi (Closing date)"), (555, "2026/07/31", "r")], size=7.8)
    q_due = s.row([(330, "Shiharai kigen (Payment due)"), (555, "2026/08/31", "r")], size=7.8)
    s.row([(330, "Torihiki-saki code (Customer code)"), (555, "SK-0412", "r")], size=7.8)
    s.skip(6)
    q_vendor = s.row([(330, "Tsurugaoka Seimitsu Kogyo K.K.")], size=9.4, bold=True, lead=12)
    s.row([(330, "(Tsurugaoka Precision Industry Co., Ltd.)")], size=7)
    s.row([(330, "3-18-6 Kita-Kase, Saiwai-ku, Kawasaki-shi,")], size=7)
    s.row([(330, "Kanagawa 212-0057 · Tel 044-555-7316")], size=7)
    s.row([(330, "Registration No. T4020001087315")], size=7)
    s.skip(8)
    yb = s.y - 10
    p.rect(40, yb, 300, yb + 30, 1.0, fill=(0.93, 0.93, 0.93))
    p.text(48, yb + 12, "Invoice total (tax included)", 7.4, True)
    p.text(292, yb + 25, yen(total) + " -", 13, True, align="r")
    q_box = "Invoice total (tax included) " + yen(total) + " -"
    s.y = yb + 48
    s.t("We hereby invoice you as follows. Thank you for your continued patronage.", 7.4)
    s.skip(4)
    head()
    rows1 = [draw(it) for it in items1]
    s.rule()
    s.skip(4)
    q_pg1 = s.row(
        [(180, "Kono peji shokei - Subtotal (this page only)"), (555, US(pg1, 0), "r")], size=7.8, bold=True
    )
    s.skip(6)
    s.t("Continued on page 2 (shokei, shohizei and gokei on the last page).", 7, color=GREY)
    # ---- page 2
    s.new_page()
    s.row(
        [(40, "Seikyu No. TS-2607-0877 · Shinano Kiki Hanbai K.K. Onchu"), (555, "Page 2 / 2", "r")], size=7
    )
    s.skip(6)
    head()
    rows2 = [draw(it) for it in items2]
    s.rule()
    s.skip(4)
    q_pg2 = s.row(
        [(180, "Kono peji shokei - Subtotal (this page only)"), (555, US(pg2, 0), "r")], size=7.8, bold=True
    )
    s.skip(12)
    s.x = 300
    q_sub = s.kv("Shokei - Subtotal, all pages (excl. tax)", yen(sub))
    q_tax = s.kv("Shohizei - Consumption tax 10%", yen(tax))
    q_tot = s.kv("Gokei - Total (tax included)", yen(total), bold=True, size=10)
    s.x = 40
    s.skip(6)
    s.t(
        "Tax summary by rate: 10% taxable amount "
        + yen(sub)
        + " / tax "
        + yen(tax)
        + "; 8% taxable amount ¥0.",
        7.2,
    )
    s.skip(8)
    s.t("Furikomi-saki (Remit to)", 7.6, True)
    s.t("Minato Kaigan Bank, Kawasaki-Kita Branch (branch no. 318), Futsu (ordinary) 1284407", 7.4)
    s.t("Account name: Tsurugaoka Seimitsu Kogyo K.K. (Tsurugaoka Seimitsu Kogyo Kabushiki Kaisha)", 7.4)
    s.t("Bank transfer fees are to be borne by the customer (furikomi tesuryo wa kisha go-futan).", 7.4)
    same(3_996_200, pg1, "page 1")
    same(1_683_500, pg2, "page 2")
    same(5_679_700, sub, "sub")
    same(567_970, tax, "tax")
    same(6_247_670, total, "total")
    fields = {
        "invoice_number": F("TS-2607-0877", 1, q_no),
        "invoice_date": F("2026-08-05", 1, q_date),
        "due_date": F("2026-08-31", 1, q_due),
        "vendor_name": F("Tsurugaoka Seimitsu Kogyo K.K.", 1, q_vendor),
        "bill_to": F("Shinano Kiki Hanbai K.K.", 1, q_bill),
        "currency": F("JPY", 2, q_tot),
        "subtotal": F(5_679_700, 2, q_sub),
        "tax": F(567_970, 2, q_tax),
        "total": F(6_247_670, 2, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Two-page Japanese seikyusho printed in romanized English (JPY, '¥6,247,670', yyyy/mm/dd). bill_to "
        "is "
        "the addressee company without the honorific 'Onchu'; the Nohin-saki (delivery plant) is a "
        "distractor. invoice_date is the Hakko-bi (issue date), not the Shimebi (closing date); due_date the "
        "Shiharai kigen. Each page ends with 'Kono peji shokei - Subtotal (this page only)'; those page "
        "subtotals are NOT the subtotal: the pre-tax subtotal is the all-pages 'Shokei' on page 2 (sum of "
        "both page subtotals). tax is the 10% Shohizei (rounded down), total the 'Gokei', also shown in the "
        "page-1 box 'Invoice total (tax included)'. amount_due is null: no balance due is printed apart from "
        "the total. The registration number is not the invoice number."
    )
    sums = [
        SUM(
            "Page 1 subtotal + page 2 subtotal = Shokei",
            [
                (1, T("Subtotal (this page only), page 1", 3_996_200, 1, q_pg1)),
                (1, T("Subtotal (this page only), page 2", 1_683_500, 2, q_pg2)),
            ],
            "subtotal",
        ),
        SUM(
            "Page 2 lines = page 2 subtotal",
            [
                (1, T(f"page 2 line {i + 1}", it[4] * it[5], 2, r))
                for i, (it, r) in enumerate(zip(items2, rows2, strict=True))
            ],
            T("Subtotal (this page only), page 2", 1_683_500, 2, q_pg2),
        ),
        SUM("Total on page 1 = Gokei", [(1, T("Invoice total box, page 1", 6_247_670, 1, q_box))], "total"),
    ]
    del rows1
    return p, fields, notes, sums


# ==================== 6 Philippine sales invoice: VAT-inclusive prices, BIR summary box, withholding tax
@doc("b22_inv_ph_vatable_sales_ewt", "invoice", "Cordillera Industrial Supply sales invoice 0021487")
def inv_ph():
    p = Pdf(ttf=True)
    s = Sheet(p, x=40, xr=572, top=50, size=7.8)
    q_vendor = s.t("CORDILLERA INDUSTRIAL SUPPLY CORP.", 13, True, align="c")
    s.t("Km. 21 East Service Road, Cupang, Muntinlupa City 1771 · Tel. (02) 8555-4127", 7.4, align="c")
    s.t("VAT Reg. TIN: 008-412-775-00000", 7.4, align="c")
    s.skip(4)
    s.row([(40, "SALES INVOICE"), (572, "No. 0021487", "r")], size=12, bold=True, lead=15)
    q_no = "SALES INVOICE No. 0021487"
    s.skip(4)
    y0 = s.y
    q_bill = s.row(
        [(44, "Sold to:"), (110, "LUZON AGRI-PACK MANUFACTURING INC."), (420, "Date:"), (470, "04/21/2026")],
        size=7.8,
    )
    s.row([(44, "TIN:"), (110, "221-906-354-00000"), (420, "Terms:"), (470, "30 days")], size=7.8)
    s.row(
        [
            (44, "Address:"),
            (110, "Lot 9 Blk 4, First Batangas Ind'l Park, Sto. Tomas, Batangas"),
            (420, "P.O. No.:"),
            (470, "LAP-PO-26-0388"),
        ],
        size=7.8,
    )
    q_due = s.row(
        [
            (44, "Bus. Style:"),
            (110, "Manufacturing of corrugated packaging"),
            (420, "Due Date:"),
            (470, "05/21/2026"),
        ],
        size=7.8,
    )
    s.row([(44, "OSCA/PWD ID:"), (110, ""), (420, "D.R. No.:"), (470, "DR-55108")], size=7.8)
    p.rect(40, y0 - 11, 572, s.y - 8, 0.5)
    s.skip(6)
    caption_row(
        s,
        [(60, "QTY", "r"), (70, "UNIT"), (110, "ARTICLES"), (460, "UNIT PRICE", "r"), (568, "AMOUNT", "r")],
        7.2,
    )
    items = [
        (12, "pcs", "Ball bearing 6205-2RS, sealed", "386.40"),
        (6, "pcs", "V-belt B-68, classical section", "512.00"),
        (4, "sets", "Gear coupling GC-35, complete with sleeve", "6384.00"),
        (20, "rolls", 'PTFE thread seal tape 3/4" x 10 m', "44.80"),
        (2, "units", "Electric motor 5.5 kW, 4-pole, TEFC, 440 V, 60 Hz", "38976.00"),
        (10, "pcs", 'Hydraulic hose assembly 1/2" x 1.5 m, 2-wire', "1254.40"),
        (1, "lot", "Delivery charge (Muntinlupa - Sto. Tomas, Batangas)", "3360.00"),
    ]
    incl = D(0)
    for qty, unit, art, price in items:
        e = ext(qty, price)
        incl += e
        s.row(
            [(60, str(qty), "r"), (70, unit), (110, art), (460, US(D(price)), "r"), (568, US(e), "r")],
            size=7.6,
            lead=12.6,
        )
    s.rule()
    s.t("*** nothing follows ***", 7, x=306, align="c", color=GREY)
    s.skip(8)
    vat = rnd(incl * D(12) / D(112), 2)
    net = incl - vat
    wht = pct(net, 1)
    due = incl - wht
    y1 = s.y
    left = [
        ("VATable Sales", US(net)),
        ("VAT-Exempt Sales", "0.00"),
        ("Zero-Rated Sales", "0.00"),
        ("VAT Amount", US(vat)),
    ]
    right = [
        ("Total Sales (VAT Inclusive)", US(incl)),
        ("Less: VAT", US(vat)),
        ("Amount: Net of VAT", US(net)),
        ("Less: SC/PWD Discount", "0.00"),
        ("Add: VAT", US(vat)),
        ("Less: Withholding Tax (1%)", US(wht)),
    ]
    ql = {}
    for i, (k, v) in enumerate(left):
        y = y1 + i * 13
        p.text(44, y, k, 7.8)
        p.text(250, y, v, 7.8, align="r")
        ql[k] = f"{k} {v}"
    qr = {}
    for i, (k, v) in enumerate(right):
        y = y1 + i * 13
        p.text(320, y, k, 7.8)
        p.text(568, y, v, 7.8, align="r")
        qr[k] = f"{k} {v}"
    p.rect(40, y1 - 11, 256, y1 + 4 * 13 - 6, 0.5)
    s.y = y1 + len(right) * 13 + 4
    q_due_amt = s.row([(320, "TOTAL AMOUNT DUE"), (568, "₱ " + US(due), "r")], size=10, bold=True, lead=16)
    s.skip(20)
    s.row([(44, "Received the above articles in good order and condition.")], size=7.2)
    s.skip(16)
    s.row([(44, "By: ______________________________"), (330, "Cashier/Authorized Representative")], size=7.2)
    s.row([(44, "Printed name and signature of customer")], size=6.6)
    s.skip(26)
    s.t(
        "BIR Authority to Print No. OCN 3AU0001287641 · Date Issued: 01/15/2025 · Valid until: 01/14/2030",
        6.4,
        color=GREY,
    )
    s.t(
        "50 Bklts. (50x3) 0020001-0022500 · Printer: Dasmariñas Press, Inc. · Accreditation No. 0491827",
        6.4,
        color=GREY,
    )
    same(127996.80, incl, "incl")
    same(13713.94, vat, "vat")
    same(114282.86, net, "net")
    same(1142.83, wht, "wht")
    same(126853.97, due, "due")
    fields = {
        "invoice_number": F("0021487", 1, q_no),
        "invoice_date": F("2026-04-21", 1, q_bill),
        "due_date": F("2026-05-21", 1, q_due),
        "vendor_name": F("CORDILLERA INDUSTRIAL SUPPLY CORP.", 1, q_vendor),
        "bill_to": F("LUZON AGRI-PACK MANUFACTURING INC.", 1, q_bill),
        "currency": F("PHP", 1, q_due_amt),
        "subtotal": F(114282.86, 1, ql["VATable Sales"]),
        "tax": F(13713.94, 1, ql["VAT Amount"]),
        "total": F(127996.80, 1, qr["Total Sales (VAT Inclusive)"]),
        "amount_due": F(126853.97, 1, q_due_amt),
    }
    notes = (
        "Philippine BIR-format sales invoice (PHP, '₱ 126,853.97', mm/dd/yyyy) with VAT-inclusive item "
        "prices. "
        "subtotal is the 'VATable Sales' (= 'Amount: Net of VAT'), tax the 12% 'VAT Amount', total the "
        "'Total "
        "Sales (VAT Inclusive)'. The buyer withholds 1% expanded withholding tax on the net amount, so "
        "'TOTAL "
        "AMOUNT DUE' is the total less the withholding tax (amount_due; sum). bill_to is the Sold to "
        "company; "
        "the ATP number, DR number and P.O. number are not the invoice number. No field is null."
    )
    sums = [
        SUM(
            "Total Sales (VAT Inclusive) - withholding tax = TOTAL AMOUNT DUE",
            [
                (1, "total"),
                (-1, T("Less: Withholding Tax (1%)", 1142.83, 1, qr["Less: Withholding Tax (1%)"])),
            ],
            "amount_due",
        ),
        SUM(
            "Total Sales (VAT Inclusive) - VAT = Amount: Net of VAT",
            [(1, "total"), (-1, T("Less: VAT", 13713.94, 1, qr["Less: VAT"]))],
            T("Amount: Net of VAT", 114282.86, 1, qr["Amount: Net of VAT"]),
        ),
    ]
    return p, fields, notes, sums


# ==================== 7 UAE tax invoice in AED with a USD equivalent line; per-line VAT columns
@doc(
    "b22_inv_ae_tax_invoice_usd_equivalent",
    "invoice",
    "Qasr Al Sahel Aluminium & Glazing tax invoice QAS/INV/26/0318",
)
def inv_ae():
    p = Pdf(**A4)
    s = Sheet(p, x=36, xr=559, top=52, size=7.8)
    q_vendor = s.t("QASR AL SAHEL ALUMINIUM & GLAZING L.L.C.", 12.5, True)
    s.t(
        "Warehouse 14, Street 22, Al Quoz Industrial Area 3 · P.O. Box 118734, Dubai, U.A.E.", 7.2, color=GREY
    )
    s.t("Tel +971 4 555 0186 · accounts@qasralsahel.example · TRN 100384927500003", 7.2, color=GREY)
    s.skip(6)
    s.t("TAX INVOICE", 15, True, align="c")
    s.skip(4)
    y0 = s.y
    s.row([(40, "Customer"), (320, "Invoice No."), (430, "QAS/INV/26/0318")], size=7.8, bold=True)
    q_bill = s.row(
        [(40, "SAFFRON DUNES HOSPITALITY DEVELOPMENTS FZ-LLC"), (320, "Invoice Date"), (430, "12-Aug-2026")],
        size=7.8,
    )
    s.row([(40, "P.O. Box 54210, Ras Al Khaimah, U.A.E."), (320, "Due Date"), (430, "11-Sep-2026")], size=7.8)
    s.row([(40, "Customer TRN 100529118400003"), (320, "LPO No."), (430, "SD-LPO-2026-0457")], size=7.8)
    s.row(
        [
            (40, "Attn: Mr. Karthik Venkataraman, Procurement"),
            (320, "Delivery Note"),
            (430, "DN-26-1129 / 04-Aug-2026"),
        ],
        size=7.8,
    )
    s.row(
        [
            (40, "Site / Deliver to: Saffron Dunes Resort, Villa Cluster B, Al Hamra"),
            (320, "Payment Terms"),
            (430, "30 days from invoice"),
        ],
        size=7.8,
    )
    p.rect(36, y0 - 11, 559, s.y - 8, 0.5)
    p.line(314, y0 - 11, 314, s.y - 8, 0.5)
    q_dates = ["Invoice Date 12-Aug-2026", "Due Date 11-Sep-2026"]
    s.skip(8)
    cols = [(40, "l"), (268, "r"), (278, "l"), (340, "r"), (408, "r"), (436, "r"), (490, "r"), (555, "r")]
    caption_row(
        s,
        [
            (40, "Description"),
            (268, "Qty", "r"),
            (278, "Unit"),
            (340, "Rate", "r"),
            (408, "Taxable Amt", "r"),
            (436, "VAT %", "r"),
            (490, "VAT Amt", "r"),
            (555, "Total (AED)", "r"),
        ],
        7,
    )
    items = [
        ("Sliding door system, thermal break, 3.2 x 2.4 m", "18", "nos", "7850.00"),
        ("Fixed glazing 8+12A+8 mm DGU low-e", "142.5", "m2", "465.00"),
        ("Aluminium louvres, powder coated RAL 9010", "96", "lm", "312.00"),
        ("Installation, sealing and silicone works", "1", "lot", "24500.00"),
        ("Scaffolding and access equipment", "1", "lot", "6800.00"),
    ]
    taxable = D(0)
    vat_sum = D(0)
    for desc, qty, unit, rate in items:
        e = ext(qty, rate)
        v = pct(e, 5)
        taxable += e
        vat_sum += v
        s.row(
            [
                (x, t, a)
                for (x, a), t in zip(
                    cols, [desc, qty, unit, US(D(rate)), US(e), "5%", US(v), US(e + v)], strict=True
                )
            ],
            size=7.4,
            lead=12.6,
        )
    s.rule()
    s.skip(10)
    total = taxable + vat_sum
    s.x = 300
    q_sub = s.kv("Total Taxable Amount (AED)", US(taxable))
    q_vat = s.kv("Total VAT @ 5% (AED)", US(vat_sum))
    q_tot = s.kv("Total Amount incl. VAT (AED)", US(total), bold=True, size=10)
    s.x = 36
    s.skip(4)
    s.t(
        "Amount in words: UAE Dirhams Two Hundred Eighty-Two Thousand Two Hundred Fifty-Five and Fils "
        "Twenty-Three "
        "Only",
        7.4,
    )
    usd_eq = rnd(total / D("3.6725"), 2)
    s.t(f"For information only: USD equivalent at AED 3.6725 = USD 1.00: USD {US(usd_eq)}", 7.4, color=GREY)
    s.skip(8)
    s.t("Bank details", 7.6, True)
    s.t(
        "Emirates Gulf Commercial Bank PJSC, Al Quoz Branch · A/C 1018-447219-001 · IBAN AE41 0620 0010 1844 "
        "7219 001",
        7.4,
    )
    s.t(
        "Please quote the invoice number on all remittances. Cheques payable to Qasr Al Sahel Aluminium & "
        "Glazing L.L.C.",
        7.4,
    )
    s.skip(24)
    s.row(
        [
            (40, "Prepared by: Rohan D'Souza"),
            (240, "Checked by: Fatima Al Marri"),
            (440, "Received by (Customer)"),
        ],
        size=7.2,
    )
    same(268814.50, taxable, "taxable")
    same(13440.73, vat_sum, "vat")
    same(282255.23, total, "total")
    same(76856.43, usd_eq, "usd")
    fields = {
        "invoice_number": F("QAS/INV/26/0318", 1, "Invoice No. QAS/INV/26/0318"),
        "invoice_date": F("2026-08-12", 1, q_bill),
        "due_date": F("2026-09-11", 1, q_dates[1]),
        "vendor_name": F("QASR AL SAHEL ALUMINIUM & GLAZING L.L.C.", 1, q_vendor),
        "bill_to": F("SAFFRON DUNES HOSPITALITY DEVELOPMENTS FZ-LLC", 1, q_bill),
        "currency": F("AED", 1, q_tot),
        "subtotal": F(268814.50, 1, q_sub),
        "tax": F(13440.73, 1, q_vat),
        "total": F(282255.23, 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "UAE tax invoice (AED, '282,255.23', dd-Mon-yyyy) for glazing works. currency is AED; the USD "
        "equivalent line is for information only. bill_to is the Customer company (not the site, the "
        "attention contact or the TRN). invoice_date is the Invoice Date, not the delivery-note date. "
        "subtotal is 'Total Taxable Amount', tax 'Total VAT @ 5%' (also the sum of the per-line VAT column), "
        "total 'Total Amount incl. VAT'. amount_due is null: no separate balance or amount due is printed."
    )
    return p, fields, notes, []


def usd(x):
    return "$" + US(x)


# ==================== 8 US engineering invoice, two pages: the amount billed appears only in a TOTAL row
@doc("b22_inv_us_consulting_total_row_only", "invoice", "Tallgrass Geoscience Partners invoice 26114-07")
def inv_us():
    p = Pdf()
    s = Sheet(p, x=44, xr=568, top=50, size=7.8)
    vendor = "Tallgrass Geoscience Partners, PLLC"

    def header(page_no):
        q = s.row([(44, vendor), (568, "INVOICE", "r")], size=13, bold=True, lead=15)
        s.row(
            [(44, "Geotechnical · Environmental · Water Resources"), (568, f"Page {page_no} of 2", "r")],
            size=7.4,
        )
        s.row(
            [(44, "1180 Prairie Commerce Parkway, Suite 300, Wichita, KS 67226 · (316) 555-0148")], size=7.4
        )
        return q

    q_vendor = header(1)
    s.skip(10)
    y0 = s.y
    s.row([(48, "BILL TO"), (300, "REMIT TO")], size=7, bold=True)
    q_bill = s.row(
        [(48, "Sunflower Regional Airport Authority"), (300, "Tallgrass Geoscience Partners, PLLC")],
        size=8.2,
        bold=True,
    )
    s.row([(48, "Attn: Finance Department"), (300, "P.O. Box 48812")], size=7.6)
    s.row([(48, "2200 Air Cargo Road"), (300, "Wichita, KS 67201-8812")], size=7.6)
    s.row([(48, "Prairie Junction, KS 67511")], size=7.6)
    p.rect(44, y0 - 10, 568, s.y - 8, 0.5)
    s.skip(4)
    info = [
        (44, 130, "Invoice No.", "26114-07"),
        (130, 230, "Invoice Date", "October 5, 2026"),
        (230, 370, "Billing Period", "Sep 1 - Sep 30, 2026"),
        (370, 440, "Project No.", "26-114"),
        (440, 568, "Terms", "Due upon receipt"),
    ]
    boxes(s, info)
    s.t("Project: Runway 17/35 Drainage Improvements - Geotechnical and Hydraulic Assessment", 8.4, True)
    s.t(
        "Client Contract No. SRAA-2026-031 · Time-and-materials, not-to-exceed by phase · Client PM: D. "
        "Hollenbeck",
        7.4,
    )
    s.skip(8)
    s.t("BILLING SUMMARY BY PHASE", 8.4, True)
    caption_row(
        s,
        [
            (44, "Phase"),
            (290, "Budget (NTE)", "r"),
            (360, "Previously Billed", "r"),
            (430, "This Invoice", "r"),
            (500, "Billed to Date", "r"),
            (568, "Remaining", "r"),
        ],
        7,
    )
    phases = [
        ("01 Records review and site reconnaissance", "18500.00", "18236.00", "0.00"),
        ("02 Topographic and drainage survey", "42750.00", "22410.00", "14318.00"),
        ("03 Geotechnical borings and laboratory testing", "68400.00", "9880.00", "31977.50"),
        ("04 Hydraulic and hydrologic modeling", "36900.00", "0.00", "11862.00"),
        ("05 Report and recommendations", "24800.00", "0.00", "0.00"),
        ("06 Project management and meetings", "9600.00", "3145.00", "2652.00"),
    ]
    tb = tp = tt = D(0)
    for name, b, pr, th in phases:
        b, pr, th = D(b), D(pr), D(th)
        tb, tp, tt = tb + b, tp + pr, tt + th
        s.row(
            [
                (44, name),
                (290, US(b), "r"),
                (360, US(pr), "r"),
                (430, US(th), "r"),
                (500, US(pr + th), "r"),
                (568, US(b - pr - th), "r"),
            ],
            size=7.6,
            lead=12.6,
        )
    s.rule()
    q_total = s.row(
        [
            (44, "TOTAL"),
            (290, usd(tb), "r"),
            (360, usd(tp), "r"),
            (430, usd(tt), "r"),
            (500, usd(tp + tt), "r"),
            (568, usd(tb - tp - tt), "r"),
        ],
        size=8,
        bold=True,
        lead=14,
    )
    p.line(44, s.y - 10, 568, s.y - 10, 0.5)
    p.line(44, s.y - 8.5, 568, s.y - 8.5, 0.5)
    s.skip(10)
    s.para(
        "Professional engineering and surveying services are not subject to Kansas sales tax. Labor and "
        "expense detail for this billing period is on page 2. Please reference invoice number 26114-07 with "
        "your payment. Balances unpaid after 45 days accrue interest at 1% per month.",
        7.4,
    )
    s.skip(10)
    s.row(
        [
            (44, "Approved for payment (client):"),
            (200, "________________________"),
            (340, "Date:"),
            (370, "______________"),
        ],
        size=7.4,
    )
    s.skip(6)
    s.row(
        [
            (44, "Amount remitted:"),
            (200, "________________________"),
            (340, "Check No.:"),
            (390, "______________"),
        ],
        size=7.4,
    )
    # ---- page 2: detail
    s.new_page()
    header(2)
    s.skip(6)
    s.t(
        "Invoice 26114-07 · detail of charges for the billing period September 1 - September 30, 2026",
        8,
        True,
    )
    s.skip(6)
    s.t("LABOR", 8.2, True)
    caption_row(s, [(44, "Classification"), (330, "Hours", "r"), (420, "Rate", "r"), (568, "Amount", "r")], 7)
    labor = [
        ("Principal Engineer (PE)", "12.0", "215.00"),
        ("Senior Geologist (PG)", "46.5", "168.00"),
        ("Project Engineer", "88.0", "142.00"),
        ("Staff Engineer", "124.0", "118.00"),
        ("Survey Crew (2-person)", "32.0", "195.00"),
        ("CAD Technician", "26.5", "96.00"),
        ("Administrative", "6.0", "72.00"),
    ]
    lab = D(0)
    hrs = D(0)
    for name, h, r in labor:
        e = ext(h, r)
        lab += e
        hrs += D(h)
        s.row([(44, name), (330, h, "r"), (420, US(D(r)), "r"), (568, US(e), "r")], size=7.6, lead=12.6)
    s.rule()
    q_lab = s.row([(44, "Total labor"), (330, f"{hrs:.1f}", "r"), (568, US(lab), "r")], size=7.8, bold=True)
    s.skip(10)
    s.t("REIMBURSABLE EXPENSES", 8.2, True)
    caption_row(
        s, [(44, "Item"), (330, "Cost / Qty", "r"), (420, "Markup / Rate", "r"), (568, "Amount", "r")], 7
    )
    exps = [
        ("Drilling subcontractor (Plainsman Drilling Co., inv. 4471)", "8420.00", "1.10", True),
        ("Laboratory testing subcontract (Heartland Soils Lab, inv. 2209)", "3185.00", "1.10", True),
        ("Mileage, company vehicles (1,140 mi)", "1140", "0.70", False),
        ("GPS rover rental (6 days)", "6", "85.00", False),
    ]
    ex = D(0)
    for name, c, m, is_sub in exps:
        e = ext(c, m)
        ex += e
        c_txt = US(D(c)) if is_sub else c
        m_txt = "10%" if is_sub else US(D(m))
        s.row([(44, name), (330, c_txt, "r"), (420, m_txt, "r"), (568, US(e), "r")], size=7.6, lead=12.6)
    s.rule()
    q_ex = s.row([(44, "Total reimbursable expenses"), (568, US(ex), "r")], size=7.8, bold=True)
    s.skip(12)
    s.para(
        "Work this period: completed the topographic survey of the Runway 17/35 infield drainage areas; "
        "drilled "
        "and sampled 14 of 22 planned borings; began the existing-conditions hydraulic model. Budget status "
        "for "
        "each phase is on page 1.",
        7.4,
    )
    same(200950.00, tb, "budget")
    same(53671.00, tp, "previous")
    same(60809.50, tt, "this invoice")
    same(46736.00, lab, "labor")
    same(14073.50, ex, "expenses")
    same(tt, lab + ex, "detail = summary")
    fields = {
        "invoice_number": F("26114-07", 1, "Invoice No. 26114-07"),
        "invoice_date": F("2026-10-05", 1, "Invoice Date October 5, 2026"),
        "due_date": NULL(),
        "vendor_name": F("Tallgrass Geoscience Partners, PLLC", 1, q_vendor),
        "bill_to": F("Sunflower Regional Airport Authority", 1, q_bill),
        "currency": F("USD", 1, q_total),
        "subtotal": NULL(),
        "tax": NULL(),
        "total": F(60809.50, 1, q_total),
        "amount_due": NULL(),
    }
    notes = (
        "Two-page US engineering invoice (time and materials, not-to-exceed by phase). The amount billed is "
        "printed only in the 'This Invoice' column of the TOTAL row of the page-1 phase summary (total); the "
        "other columns of that row are the budget, previously billed, billed-to-date and remaining amounts. "
        "Page 2 gives the labor and expense detail whose two totals add up to it (sum). No sales tax applies "
        "and no tax amount is printed, so tax is null; no pre-tax subtotal line is printed (the page-2 "
        "'Total "
        "labor' and 'Total reimbursable expenses' are components), so subtotal is null. Terms are 'Due upon "
        "receipt' with no date, so due_date is null. amount_due is null: no separate balance is printed (the "
        "'Amount remitted' line is blank). bill_to is the airport authority, not the remit-to address."
    )
    sums = [
        SUM(
            "Total labor + total reimbursable expenses = This Invoice total",
            [
                (1, T("Total labor", 46736.00, 2, q_lab)),
                (1, T("Total reimbursable expenses", 14073.50, 2, q_ex)),
            ],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ==================== 9 Romanian factură: Nabywca-style columns, totals only in a "Total" table row
@doc("b22_inv_ro_factura_total_row", "invoice", "Tâmplăria Carpatină factură TC-0826")
def inv_ro():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=36, xr=559, top=50, size=7.6)
    y0 = s.y
    q_vendor = s.row(
        [(40, "Furnizor: TÂMPLĂRIA CARPATINĂ S.R.L."), (330, "Cumpărător: PENSIUNEA DOI BRAZI S.R.L.")],
        size=8.4,
        bold=True,
    )
    left = [
        "Nr. ord. reg. com.: J08/1447/2011",
        "CIF: RO28914370",
        "Sediul: Str. Zizinului 112, Brașov, jud. Brașov",
        "IBAN: RO49 BTRL 0080 1202 8914 37XX",
        "Banca: Banca Transilvana de Credit, Suc. Brașov",
        "Capital social: 45.000 lei",
    ]
    right = [
        "Nr. ord. reg. com.: J08/902/2016",
        "CIF: RO36118452",
        "Sediul: Sat Fundata nr. 214, com. Fundata, jud. Brașov",
        "Adresa de livrare: Cabana Doi Brazi, Fundățica nr. 38",
        "IBAN: RO17 RNCB 0056 1403 3810 0001",
        "",
    ]
    for a, b in zip(left, right, strict=True):
        s.row([(40, a), (330, b)], size=7.4)
    p.rect(36, y0 - 11, 318, s.y - 8, 0.5)
    p.rect(326, y0 - 11, 559, s.y - 8, 0.5)
    s.skip(18)
    s.t("FACTURĂ", 16, True, align="c")
    q_no = s.t("Nr. factură: TC-0826", 9, True, align="c")
    q_date = s.t("Data emiterii: 03.11.2026", 8, align="c")
    q_due = s.t("Data scadenței: 03.12.2026", 8, align="c")
    s.t("Cota TVA: 21%  ·  Aviz de însoțire a mărfii nr. 0411 / 31.10.2026", 7.4, align="c", color=GREY)
    s.skip(6)
    caption_row(
        s,
        [
            (52, "Nr.", "r"),
            (62, "Denumirea produselor sau a serviciilor"),
            (318, "U.M.", "c"),
            (362, "Cant.", "r"),
            (428, "Preț unitar", "r"),
            (484, "Valoarea", "r"),
            (555, "Valoarea TVA", "r"),
        ],
        7,
    )
    s.row(
        [(52, "crt.", "r"), (428, "(fără TVA) -lei-", "r"), (484, "-lei-", "r"), (555, "-lei-", "r")],
        size=6.4,
    )
    s.row(
        [
            (52, "0", "r"),
            (62, "1"),
            (318, "2", "c"),
            (362, "3", "r"),
            (428, "4", "r"),
            (484, "5 (3x4)", "r"),
            (555, "6", "r"),
        ],
        size=6.4,
    )
    items = [
        ("Fereastră lemn stratificat molid, 3 foi, 1200x1400 mm", "buc", "14", "2145.00"),
        ("Ușă balcon lemn stratificat, 900x2200 mm", "buc", "6", "3380.00"),
        ("Pervaz exterior aluminiu 250 mm", "ml", "26.4", "118.50"),
        ("Montaj tâmplărie cu spumă și bandă precomprimată", "buc", "20", "240.00"),
        ("Transport Brașov - Fundata", "cursă", "1", "650.00"),
    ]
    val = D(0)
    tva = D(0)
    for i, (desc, um, qty, price) in enumerate(items, 1):
        e = ext(qty, price)
        t = pct(e, 21)
        val += e
        tva += t
        s.row(
            [
                (52, str(i), "r"),
                (62, desc),
                (318, um, "c"),
                (362, qty.replace(".", ","), "r"),
                (428, EU(D(price)), "r"),
                (484, EU(e), "r"),
                (555, EU(t), "r"),
            ],
            size=7.4,
            lead=13,
        )
    s.rule()
    q_row = s.row([(62, "Total"), (484, EU(val), "r"), (555, EU(tva), "r")], size=8.2, bold=True, lead=14)
    total = val + tva
    s.skip(2)
    q_tot = s.row(
        [(62, "Total de plată (col. 5 + col. 6)"), (555, EU(total) + " lei", "r")],
        size=9.4,
        bold=True,
        lead=16,
    )
    p.rect(36, s.y - 30, 559, s.y - 8, 0.6)
    s.skip(10)
    y1 = s.y
    s.row(
        [(40, "Semnătura și ștampila"), (200, "Date privind expediția:"), (430, "Semnătura de")],
        size=7,
        bold=True,
    )
    s.row(
        [(40, "furnizorului"), (200, "Numele delegatului: ......................"), (430, "primire")], size=7
    )
    s.row([(200, "B.I./C.I. seria ...... nr. ..........")], size=7)
    s.row([(200, "Mijlocul de transport: ...................")], size=7)
    s.row([(200, "Expedierea s-a efectuat în prezența noastră")], size=7)
    s.row([(200, "la data de .................. ora ........")], size=7)
    p.rect(36, y1 - 11, 559, s.y - 6, 0.5)
    s.skip(6)
    s.t(
        "Termen de plată: 30 de zile de la data emiterii. Factura circulă fără semnătură și ștampilă conform "
        "art. "
        "319 alin. (29) din Codul fiscal.",
        6.8,
        color=GREY,
    )
    same(58888.40, val, "val")
    same(12366.56, tva, "tva")
    same(71254.96, total, "total")
    fields = {
        "invoice_number": F("TC-0826", 1, q_no),
        "invoice_date": F("2026-11-03", 1, q_date),
        "due_date": F("2026-12-03", 1, q_due),
        "vendor_name": F("TÂMPLĂRIA CARPATINĂ S.R.L.", 1, q_vendor),
        "bill_to": F("PENSIUNEA DOI BRAZI S.R.L.", 1, q_vendor),
        "currency": F("RON", 1, q_tot),
        "subtotal": F(58888.40, 1, q_row),
        "tax": F(12366.56, 1, q_row),
        "total": F(71254.96, 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Romanian factură in the classic Furnizor/Cumpărător layout (RON as 'lei', '71.254,96', dd.mm.yyyy). "
        "bill_to is the Cumpărător company, not its Adresa de livrare. The pre-tax total and the VAT total "
        "are "
        "printed only in the unlabelled-column 'Total' row of the item table: column 5 (Valoarea) is the "
        "subtotal and column 6 (Valoarea TVA) the tax; 'Total de plată (col. 5 + col. 6)' is the total. The "
        "aviz (delivery note) date is not the invoice date. amount_due is null: no separate balance is "
        "printed. The delegate/expedition block is empty."
    )
    return p, fields, notes, []


# ==================== 10 Peruvian factura electrónica: IGV 18%, detracción 12%, monto neto pendiente
@doc(
    "b22_inv_pe_factura_detraccion_cuotas",
    "invoice",
    "Servicios Topográficos Huascarán factura F001-00003481",
)
def inv_pe():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=54, size=7.8)
    q_vendor = s.t("SERVICIOS TOPOGRÁFICOS HUASCARÁN S.A.C.", 12, True)
    s.t("Av. Centenario 1275, Independencia, Huaraz, Áncash · Telf. (043) 55-4418", 7.2, color=GREY)
    s.t("topografia@huascaran-st.example", 7.2, color=GREY)
    p.rect(382, 42, 555, 96, 1)
    p.text(468.5, 58, "FACTURA ELECTRÓNICA", 9.6, True, align="c")
    p.text(468.5, 73, "RUC: 20604418275", 9, True, align="c")
    p.text(468.5, 88, "F001-00003481", 10, True, align="c")
    s.skip(24)
    y0 = s.y
    rows = [
        ("Fecha de emisión", "15/09/2026", "Forma de pago", "Crédito"),
        ("Fecha de vencimiento", "15/10/2026", "Moneda", "SOLES (PEN)"),
        ("Señor(es)", "AGROINDUSTRIAL VALLE DE HUAURA S.A.", "", ""),
        ("RUC", "20518840392", "Orden de servicio", "OS-2026-1184"),
        ("Dirección del cliente", "Carretera Panamericana Norte km 148, Huacho, Lima", "", ""),
        ("Lugar de prestación", "Fundo Santa Rosa, Sayán, provincia de Huaura", "", ""),
    ]
    q = []
    for a, b, c, d in rows:
        q.append(s.row([(44, a), (142, b), (380, c), (460, d)], size=7.8))
    p.rect(40, y0 - 11, 555, s.y - 8, 0.5)
    s.skip(6)
    caption_row(
        s,
        [
            (62, "Cant.", "r"),
            (70, "U.M."),
            (98, "Descripción"),
            (400, "Valor unitario", "r"),
            (470, "Descuento", "r"),
            (551, "Valor de venta", "r"),
        ],
        7,
    )
    items = [
        ("1", "ZZ", "Levantamiento topográfico con dron y GNSS RTK, 185 ha", "14200.00"),
        ("1", "ZZ", "Curvas de nivel y planos a escala 1:1000 (formato digital e impreso)", "6300.00"),
        ("3.4", "KM", "Replanteo de eje de canal de riego, con hitos de concreto", "1250.00"),
    ]
    grav = D(0)
    for qty, um, desc, price in items:
        e = ext(qty, price)
        grav += e
        s.row(
            [
                (62, qty, "r"),
                (70, um),
                (98, desc),
                (400, US(D(price)), "r"),
                (470, "0.00", "r"),
                (551, US(e), "r"),
            ],
            size=7.6,
            lead=12.6,
        )
    s.rule()
    s.skip(8)
    igv = pct(grav, 18)
    total = grav + igv
    detr = rnd(total * D("0.12"), 0)
    neto = total - detr
    s.x, s.xr = 330, 551
    s.kv("Op. Gravada", "S/ " + US(grav))
    s.kv("Op. Exonerada", "S/ 0.00")
    s.kv("Op. Inafecta", "S/ 0.00")
    s.kv("Total descuentos", "S/ 0.00")
    q_grav = f"Op. Gravada S/ {US(grav)}"
    q_igv = s.kv("IGV 18%", "S/ " + US(igv))
    q_tot = s.kv("Importe Total", "S/ " + US(total), bold=True, size=9.6)
    s.x, s.xr = 40, 555
    s.skip(4)
    s.t("SON: VEINTINUEVE MIL DOSCIENTOS CINCO CON 00/100 SOLES", 7.6, True)
    s.skip(8)
    y1 = s.y
    s.t("Operación sujeta al Sistema de Pago de Obligaciones Tributarias (SPOT)", 7.6, True, x=46)
    s.row(
        [
            (46, "Bien o servicio: 022 - Otros servicios empresariales"),
            (330, "Porcentaje de detracción: 12%"),
        ],
        size=7.4,
    )
    q_detr = s.row(
        [(46, "Cta. Banco de la Nación: 00-041-229876"), (330, "Monto de detracción: S/ " + US(detr))],
        size=7.4,
    )
    p.rect(40, y1 - 11, 555, s.y - 8, 0.5)
    s.skip(8)
    q_neto = s.row([(46, "Monto neto pendiente de pago"), (551, "S/ " + US(neto), "r")], size=8.6, bold=True)
    s.t("Total de cuotas: 1", 7.4, x=46)
    caption_row(s, [(46, "N° Cuota"), (200, "Fecha de vencimiento"), (400, "Monto", "r")], 7)
    q_cuota = s.row([(46, "Cuota001"), (200, "15/10/2026"), (400, "S/ " + US(neto), "r")], size=7.4)
    s.skip(10)
    s.para(
        "Representación impresa de la FACTURA ELECTRÓNICA, consulte en el portal de consultas del emisor. "
        "Autorizado mediante Resolución de Intendencia N° 034-005-0011842/SUNAT. Los pagos deben efectuarse "
        "únicamente en la cuenta corriente en soles BCP 375-2291844-0-61.",
        6.8,
    )
    same(24750.00, grav, "grav")
    same(4455.00, igv, "igv")
    same(29205.00, total, "total")
    same(3505, detr, "detr")
    same(25700.00, neto, "neto")
    fields = {
        "invoice_number": F("F001-00003481", 1, "RUC: 20604418275 F001-00003481"),
        "invoice_date": F("2026-09-15", 1, q[0]),
        "due_date": F("2026-10-15", 1, q[1]),
        "vendor_name": F("SERVICIOS TOPOGRÁFICOS HUASCARÁN S.A.C.", 1, q_vendor),
        "bill_to": F("AGROINDUSTRIAL VALLE DE HUAURA S.A.", 1, q[2]),
        "currency": F("PEN", 1, q_tot),
        "subtotal": F(24750.00, 1, q_grav),
        "tax": F(4455.00, 1, q_igv),
        "total": F(29205.00, 1, q_tot),
        "amount_due": F(25700.00, 1, q_neto),
    }
    notes = (
        "Peruvian factura electrónica (PEN as 'S/' and 'SOLES (PEN)', '29,205.00', dd/mm/yyyy) for survey "
        "services. subtotal is the 'Op. Gravada', tax the IGV 18%, total the 'Importe Total'. The service is "
        "subject to the SPOT detracción of 12% (rounded to whole soles), which the customer deposits in the "
        "supplier's Banco de la Nación account; the supplier is owed the 'Monto neto pendiente de pago' "
        "(amount_due; sum), repeated as the single cuota. due_date is the Fecha de vencimiento (also the "
        "cuota date). bill_to is the Señor(es) company, not the place where the service was performed. No "
        "field is null."
    )
    sums = [
        SUM(
            "Importe Total - detracción = Monto neto pendiente de pago",
            [(1, "total"), (-1, T("Monto de detracción", 3505, 1, q_detr))],
            "amount_due",
        ),
        SUM(
            "Cuota 001 = Monto neto pendiente de pago",
            [(1, T("Cuota001", 25700.00, 1, q_cuota))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ==================== 11 Greek service invoice: credit terms without a date, running account balance
@doc(
    "b22_inv_gr_timologio_neo_ypoloipo", "invoice", "Τεχνική Ψύξης Αιγαίου τιμολόγιο παροχής υπηρεσιών Α 2317"
)
def inv_gr():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=54, size=7.8)
    q_vendor = s.t("ΤΕΧΝΙΚΗ ΨΥΞΗΣ ΑΙΓΑΙΟΥ Ι.Κ.Ε.", 13, True)
    s.t("Εγκαταστάσεις και συντήρηση επαγγελματικής ψύξης", 7.4, color=GREY)
    s.t(
        "Λεωφ. Ηρώων Πολυτεχνείου 112, 18536 Πειραιάς · Τηλ. 210 555 4826 · ΑΦΜ 801447213 · ΔΟΥ Α' Πειραιά",
        7.2,
        color=GREY,
    )
    s.skip(8)
    s.t("ΤΙΜΟΛΟΓΙΟ ΠΑΡΟΧΗΣ ΥΠΗΡΕΣΙΩΝ", 13, True, align="c")
    s.skip(4)
    info = [
        (40, 120, "Σειρά", "Α"),
        (120, 210, "Αριθμός", "2317"),
        (210, 310, "Ημερομηνία", "22/01/2026"),
        (310, 440, "ΜΑΡΚ", "400001928374651"),
        (440, 555, "Τρόπος πληρωμής", "Επί πιστώσει"),
    ]
    boxes(s, info, shade=0.95)
    s.skip(6)
    y0 = s.y
    s.t("ΣΤΟΙΧΕΙΑ ΠΕΛΑΤΗ", 7, True, x=44)
    q_bill = s.row([(44, "Επωνυμία:"), (130, "ΚΥΚΛΑΔΙΚΟ ΦΩΣ ΞΕΝΟΔΟΧΕΙΑΚΗ Α.Ε.")], size=8.2, bold=True)
    s.row([(44, "Δραστηριότητα:"), (130, "Ξενοδοχεία και παρόμοια καταλύματα")], size=7.6)
    s.row([(44, "Διεύθυνση:"), (130, "Ακτή Μιαούλη 71, 18538 Πειραιάς")], size=7.6)
    s.row([(44, "ΑΦΜ / ΔΟΥ:"), (130, "998312640 / ΦΑΕ Πειραιά")], size=7.6)
    s.row([(44, "Τόπος παροχής:"), (130, "Ξενοδοχείο «Λευκή Άμμος», Νάουσα Πάρου, 84401")], size=7.6)
    p.rect(40, y0 - 11, 555, s.y - 8, 0.5)
    s.skip(6)
    caption_row(
        s,
        [
            (44, "Περιγραφή"),
            (330, "Ποσότ.", "r"),
            (340, "Μ.Μ."),
            (420, "Τιμή", "r"),
            (470, "ΦΠΑ", "r"),
            (551, "Αξία", "r"),
        ],
        7,
    )
    items = [
        ("Συντήρηση ψυκτικών θαλάμων (4 θάλαμοι)", "4", "τεμ.", "385.00"),
        ("Αντικατάσταση συμπιεστή 5 HP θαλάμου κατάψυξης", "1", "τεμ.", "2960.00"),
        ("Ψυκτικό υγρό R-449A", "12", "kg", "68.50"),
        ("Μετακίνηση συνεργείου Πειραιάς - Πάρος (ακτοπλοϊκά)", "1", "τεμ.", "410.00"),
        ("Ημέρες εργασίας τεχνικού επί τόπου", "3", "ημ.", "290.00"),
    ]
    net = D(0)
    for desc, qty, um, price in items:
        e = ext(qty, price)
        net += e
        s.row(
            [
                (44, desc),
                (330, qty, "r"),
                (340, um),
                (420, EU(D(price)), "r"),
                (470, "24%", "r"),
                (551, EU(e), "r"),
            ],
            size=7.6,
            lead=12.6,
        )
    s.rule()
    s.skip(10)
    vat = pct(net, 24)
    total = net + vat
    prev = D("3410.00")
    new_bal = prev + total
    y1 = s.y
    s.x, s.xr = 330, 551
    q_net = s.kv("Καθαρή αξία", EU(net) + " €")
    q_vat = s.kv("ΦΠΑ 24%", EU(vat) + " €")
    q_tot = s.kv("Σύνολο τιμολογίου", EU(total) + " €", bold=True, size=9.6)
    s.y = y1
    s.x, s.xr = 44, 250
    s.t("Κατάσταση λογαριασμού πελάτη", 7.2, True)
    q_prev = s.kv("Προηγούμενο υπόλοιπο", EU(prev) + " €")
    s.kv("Χρέωση παρόντος", EU(total) + " €")
    q_new = s.kv("Νέο υπόλοιπο", EU(new_bal) + " €", bold=True)
    s.x, s.xr = 40, 555
    s.skip(24)
    s.para(
        "Η εξόφληση γίνεται με κατάθεση στον λογαριασμό IBAN GR47 0172 0440 0050 4418 2290 317 με αιτιολογία "
        "τον αριθμό του τιμολογίου. Οι εργασίες εκτελέστηκαν στις 12-14/01/2026 σύμφωνα με το δελτίο "
        "εργασίας "
        "2026-017.",
        7,
    )
    s.skip(16)
    s.row([(80, "Ο ΕΚΔΟΤΗΣ"), (400, "Ο ΠΑΡΑΛΑΒΩΝ")], size=7.4, bold=True)
    same(6602.00, net, "net")
    same(1584.48, vat, "vat")
    same(8186.48, total, "total")
    same(11596.48, new_bal, "new")
    fields = {
        "invoice_number": F("2317", 1, "Αριθμός 2317"),
        "invoice_date": F("2026-01-22", 1, "Ημερομηνία 22/01/2026"),
        "due_date": NULL(),
        "vendor_name": F("ΤΕΧΝΙΚΗ ΨΥΞΗΣ ΑΙΓΑΙΟΥ Ι.Κ.Ε.", 1, q_vendor),
        "bill_to": F("ΚΥΚΛΑΔΙΚΟ ΦΩΣ ΞΕΝΟΔΟΧΕΙΑΚΗ Α.Ε.", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(6602.00, 1, q_net),
        "tax": F(1584.48, 1, q_vat),
        "total": F(8186.48, 1, q_tot),
        "amount_due": F(11596.48, 1, q_new),
    }
    notes = (
        "Greek service invoice in Greek script (EUR, '8.186,48 €', dd/mm/yyyy). invoice_number is the "
        "Αριθμός "
        "(the series is 'Α'); the ΜΑΡΚ (tax-platform mark) and the work-sheet number are not the invoice "
        "number. bill_to is the customer company (Επωνυμία), not the hotel where the service was performed. "
        "subtotal is the Καθαρή αξία, tax the ΦΠΑ 24%, total the 'Σύνολο τιμολογίου'. The customer account "
        "box adds the previous balance to this charge: 'Νέο υπόλοιπο' is the balance now owed (amount_due; "
        "sum). Payment is on credit ('Επί πιστώσει') with no date printed, so due_date is null; the work "
        "dates "
        "in the text are not due dates."
    )
    sums = [
        SUM(
            "Προηγούμενο υπόλοιπο + Σύνολο τιμολογίου = Νέο υπόλοιπο",
            [(1, T("Προηγούμενο υπόλοιπο", 3410.00, 1, q_prev)), (1, "total")],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums
