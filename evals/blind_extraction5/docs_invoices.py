"""Invoice builders (11 documents).  All parties, numbers and addresses are fictional."""

from decimal import Decimal

from common import NULL, F, doc, same
from pdfkit import A4, DE, GREY, IN, LETTER, LIGHT, MID, PL, US, WHITE, D, Pdf, r2


def _items_sum(items, qi, pi):
    return sum((r2(D(it[qi]) * D(it[pi])) for it in items), Decimal(0))


# ====================================================================== DE
@doc("b5_inv_de_rechnung", "invoice", "Kranich Feinmechanik GmbH - Rechnung RE-2024-03117")
def inv_de():
    pdf = Pdf(A4)
    pg = pdf.new_page()
    blue = (0.08, 0.28, 0.48)
    # letterhead (top right)
    pg.circle(392, 58, 16, c=blue, w=1.8)
    pg.line(382, 66, 404, 48, w=1.8, c=blue)
    pg.line(392, 58, 400, 70, w=1.2, c=blue)
    pg.text(414, 58, "KRANICH", "hebo", 19, blue)
    pg.text(415, 72, "Feinmechanik GmbH", "helv", 10, blue)
    pg.lines(
        415,
        88,
        [
            "Gewerbering 14",
            "73479 Ellwangen (Jagst)",
            "Tel. +49 7961 55 803-0",
            "rechnung@kranich-feinmechanik.example",
        ],
        "helv",
        7.5,
        lead=9.5,
    )
    # sender line + address window (DIN 5008)
    pg.text(57, 150, "Kranich Feinmechanik GmbH · Gewerbering 14 · 73479 Ellwangen", "helv", 6.5, GREY)
    pg.line(57, 152.5, 290, 152.5, w=0.4, c=GREY)
    pg.lines(
        57,
        170,
        [
            "Hanseatische Messtechnik AG",
            "Abt. Kreditorenbuchhaltung",
            "Billwerder Neuer Deich 72",
            "20539 Hamburg",
        ],
        "helv",
        10,
        lead=13,
    )
    # info block
    info = [
        ("Rechnungsnr.:", "RE-2024-03117"),
        ("Rechnungsdatum:", "14.03.2024"),
        ("Kundennr.:", "40 2218"),
        ("Ihre Bestellung:", "4500781266 vom 26.02.2024"),
        ("Lieferschein:", "LS-24-02219"),
        ("Lieferdatum:", "11.03.2024"),
        ("Ansprechpartner:", "Fr. Sabine Urbach"),
        ("USt-IdNr. Kunde:", "DE 118 266 034"),
    ]
    y = 165
    for k, v in info:
        pg.text(360, y, k, "helv", 8, GREY)
        pg.text(440, y, v, "helv", 8)
        y += 11
    # delivery address box
    pg.rect(360, 262, 538, 318, w=0.5, c=GREY)
    pg.text(364, 272, "Lieferanschrift (abweichend):", "hebo", 7.5)
    pg.lines(
        364,
        283,
        ["Elbe Logistik GmbH", "Halle 3 / Tor 7, Am Moldauhafen 15", "20457 Hamburg"],
        "helv",
        7.5,
        lead=9.5,
    )
    # title
    pg.text(57, 345, "Rechnung RE-2024-03117", "hebo", 14)
    pg.text(57, 367, "Sehr geehrte Damen und Herren,", "helv", 9.5)
    pg.text(
        57, 380, "für unsere Lieferung gemäß Ihrer Bestellung berechnen wir Ihnen wie folgt:", "helv", 9.5
    )
    items = [
        ("1", "KF-2210", "Präzisions-Messschieber 150 mm, digital, IP67", "6", "Stk.", "48.90"),
        ("2", "KF-3105", "Bügelmessschraube 0-25 mm, Ablesung 0,001 mm", "4", "Stk.", "86.50"),
        ("3", "KF-7730", "Endmaßsatz 47-tlg., Stahl, Toleranzklasse 1", "1", "Satz", "412.00"),
        ("4", "KF-0099", "Kalibrierschein DAkkS je Messmittel", "3", "Stk.", "39.00"),
        ("5", "VP-001", "Verpackung und Versand (Spedition)", "1", "pausch.", "24.50"),
    ]
    rows = [["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "Einheit", "Einzelpreis €", "Gesamt €"]]
    for pos, art, txt, q, u, p in items:
        rows.append([pos, art, txt, q, u, DE(D(p)), DE(r2(D(q) * D(p)))])
    cols = [(28, "c"), (52, "l"), (206, "l"), (38, "r"), (44, "l"), (60, "r"), (53, "r")]
    y = pg.table(57, 395, cols, rows, sz=8, grid="h", pad=4)
    goods = _items_sum(items, 3, 5)
    disc = r2(goods * D("0.02"))
    net = goods - disc
    vat = r2(net * D("0.19"))
    gross = net + vat
    same(1169.04, net)
    same(222.12, vat)
    same(1391.16, gross)
    y += 18
    tl = [
        ("Summe Positionen", DE(goods) + " €", "helv"),
        ("abzgl. 2 % Projektrabatt", "-" + DE(disc) + " €", "helv"),
        ("Nettobetrag", DE(net) + " €", "helv"),
        ("zzgl. 19 % MwSt.", DE(vat) + " €", "helv"),
    ]
    for k, v, f in tl:
        pg.text(330, y, k, f, 9)
        pg.text(538, y, v, f, 9, al="r")
        y += 13
    pg.line(330, y - 8, 538, y - 8, w=0.8)
    y += 3
    pg.text(330, y, "Rechnungsbetrag", "hebo", 10.5)
    pg.text(538, y, DE(gross) + " €", "hebo", 10.5, al="r")
    pg.line(330, y + 4, 538, y + 4, w=0.8)
    pg.line(330, y + 6, 538, y + 6, w=0.8)
    y += 32
    y = pg.para(
        57,
        y,
        481,
        "Zahlungsbedingungen: Zahlbar bis 28.03.2024 mit 2 % Skonto "
        "(27,82 €) oder bis 13.04.2024 netto ohne Abzug. Bitte geben Sie bei Zahlung "
        "die Rechnungsnummer an.",
        "helv",
        9,
    )
    y = pg.para(
        57,
        y + 4,
        481,
        "Leistungszeitraum entspricht dem Lieferdatum. Die Ware bleibt "
        "bis zur vollständigen Bezahlung unser Eigentum.",
        "helv",
        9,
    )
    pg.text(57, y + 14, "Mit freundlichen Grüßen", "helv", 9.5)
    pg.text(57, y + 28, "Kranich Feinmechanik GmbH - Debitorenbuchhaltung", "helv", 9.5)
    # footer columns
    pg.line(57, 770, 538, 770, w=0.4, c=GREY)
    pg.lines(
        57,
        780,
        ["Kranich Feinmechanik GmbH", "Gewerbering 14, 73479 Ellwangen", "Geschäftsführer: Dr. Lorenz Abele"],
        "helv",
        6.5,
        lead=8,
        c=GREY,
    )
    pg.lines(
        220,
        780,
        ["Kreissparkasse Ostalb", "IBAN DE27 6145 0050 1004 2871 63", "BIC OASPDE6AXXX"],
        "helv",
        6.5,
        lead=8,
        c=GREY,
    )
    pg.lines(
        380,
        780,
        ["Amtsgericht Ulm HRB 731552", "USt-IdNr. DE287441906", "Steuernr. 51063/10874"],
        "helv",
        6.5,
        lead=8,
        c=GREY,
    )
    pg.text(538, 815, "Seite 1 von 1", "helv", 7, GREY, al="r")
    fields = {
        "invoice_number": F("RE-2024-03117", 1, "Rechnungsnr.: RE-2024-03117"),
        "invoice_date": F("2024-03-14", 1, "Rechnungsdatum: 14.03.2024"),
        "due_date": F("2024-04-13", 1, "oder bis 13.04.2024 netto ohne Abzug"),
        "vendor_name": F("Kranich Feinmechanik GmbH", 1, "Kranich Feinmechanik GmbH · Gewerbering 14"),
        "bill_to": F(
            "Hanseatische Messtechnik AG", 1, "Hanseatische Messtechnik AG Abt. Kreditorenbuchhaltung"
        ),
        "currency": F("EUR", 1, "Rechnungsbetrag 1.391,16 €"),
        "subtotal": F(1169.04, 1, "Nettobetrag 1.169,04 €"),
        "tax": F(222.12, 1, "zzgl. 19 % MwSt. 222,12 €"),
        "total": F(1391.16, 1, "Rechnungsbetrag 1.391,16 €"),
        "amount_due": NULL(),
    }
    notes = (
        "German number format (1.169,04). Subtotal is the net amount after the 2 % project "
        "discount (Nettobetrag), not 'Summe Positionen'. Due date is the net due date; "
        "28.03.2024 is only the Skonto (early-payment discount) date and 27,82 is the Skonto "
        "amount. Delivery date 11.03.2024 and order date are distractors; the Lieferanschrift "
        "(Elbe Logistik GmbH) is the ship-to party. amount_due null: no separate balance/amount-due "
        "line is printed."
    )
    return pdf, fields, notes


# ====================================================================== IT
@doc("b5_inv_it_fattura", "invoice", "Tipografia Bellini S.r.l. - Fattura n. 412/A")
def inv_it():
    pdf = Pdf(A4)
    pg = pdf.new_page()
    red = (0.62, 0.1, 0.12)
    pg.fill(0, 0, 595, 8, red)
    pg.text(57, 52, "Tipografia Bellini", "tibi", 22, red)
    pg.text(57, 66, "S.r.l. - stampa offset e digitale dal 1962", "tiit", 9, GREY)
    pg.lines(
        57,
        84,
        [
            "Via Emilia Ovest 218 - 41123 Modena (MO)",
            "P.IVA e C.F. 03418270365 - REA MO-392114",
            "Cap. soc. € 50.000,00 i.v. - PEC: bellini@pec.example.it",
        ],
        "helv",
        7.5,
        lead=9.5,
    )
    # document box
    pg.rect(360, 30, 538, 100, w=0.8, c=red)
    pg.text(449, 48, "FATTURA", "hebo", 14, red, al="c")
    pg.text(368, 66, "Tipo documento: TD01 - fattura", "helv", 7.5)
    pg.text(368, 79, "Fattura n. 412/A del 22/05/2024", "hebo", 9)
    pg.text(368, 92, "Pagina 1 di 1", "helv", 7.5)
    # parties
    pg.rect(57, 120, 292, 205, w=0.5)
    pg.fill(57, 120, 292, 132, LIGHT)
    pg.text(61, 129, "CESSIONARIO / COMMITTENTE (cliente)", "hebo", 7)
    pg.lines(
        61,
        145,
        [
            "Studio Associato Ferri & Gallo",
            "Viale Ciro Menotti 41",
            "41121 Modena (MO)",
            "P.IVA 02981140369",
            "Codice destinatario: M5UXCR1",
        ],
        "helv",
        8.5,
        lead=11,
    )
    pg.rect(303, 120, 538, 205, w=0.5)
    pg.fill(303, 120, 538, 132, LIGHT)
    pg.text(307, 129, "DESTINAZIONE MERCE", "hebo", 7)
    pg.lines(
        307,
        145,
        [
            "Enoteca Gallo di Marco Gallo",
            "Via Canalino 9",
            "41121 Modena (MO)",
            "Consegna: ore 8-12, citofono retro",
        ],
        "helv",
        8.5,
        lead=11,
    )
    # references row
    ref_cols = [(120, "l"), (120, "l"), (121, "l"), (120, "l")]
    pg.table(
        57,
        215,
        ref_cols,
        [
            ["Rif. ordine", "DDT", "Agente", "Porto"],
            ["Vs. ordine del 06/05/2024", "DDT n. 318 del 20/05/2024", "R. Cavazzuti", "Franco destino"],
        ],
        sz=7.5,
        pad=3,
    )
    items = [
        ("BR-A4-120", "Brochure A4 4 pagine, carta patinata opaca 150 g", "2000", "pz", "0.42"),
        ("BG-85", "Biglietti da visita 85x55 mm, 350 g (4 nominativi)", "1000", "pz", "0.115"),
        ("CT-A3", "Cartelline A3 con tasca, plastificazione opaca", "500", "pz", "1.98"),
        ("IMP", "Impianto grafico, prove colore e bozze", "1", "forf.", "635.00"),
    ]
    rows = [["Codice", "Descrizione", "Q.tà", "U.M.", "Prezzo unit.", "Importo", "IVA %"]]
    for c, t, q, u, p in items:
        rows.append([c, t, DE(D(q), 0), u, DE(D(p), 4), DE(r2(D(q) * D(p))), "22"])
    cols = [(58, "l"), (215, "l"), (40, "r"), (30, "c"), (56, "r"), (52, "r"), (30, "c")]
    y = pg.table(57, 262, cols, rows, sz=8, pad=4, head_fill=(0.97, 0.9, 0.9))
    goods = _items_sum(items, 2, 4)
    sconto = r2(goods * D("0.05"))
    imp = goods - sconto
    iva = r2(imp * D("0.22"))
    tot = imp + iva
    same(2451.00, imp)
    same(539.22, iva)
    same(2990.22, tot)
    # riepilogo IVA
    y += 20
    pg.text(57, y, "RIEPILOGO IVA", "hebo", 8)
    y2 = pg.table(
        57,
        y + 5,
        [(60, "c"), (80, "r"), (70, "r"), (60, "l")],
        [["Aliquota", "Imponibile", "Imposta", "Natura"], ["22%", DE(imp), DE(iva), "-"]],
        sz=8,
    )
    pg.text(57, y2 + 22, "Modalità di pagamento: bonifico bancario a 30 gg d.f.f.m.", "helv", 8.5)
    pg.text(57, y2 + 35, "Scadenza: 30/06/2024", "hebo", 8.5)
    pg.text(57, y2 + 48, "IBAN IT60 X054 2811 1010 0000 0123 456", "helv", 8)
    pg.text(57, y2 + 59, "BPER Banca, filiale di Modena Centro", "helv", 8)
    # totals box
    bx = 330
    pg.rect(bx, y - 8, 538, y + 98, w=0.8)
    ty = y + 6
    for k, v in [
        ("Totale merce", DE(goods)),
        ("Sconto 5%", "-" + DE(sconto)),
        ("Totale imponibile", DE(imp)),
        ("Totale IVA", DE(iva)),
    ]:
        pg.text(bx + 6, ty, k, "helv", 9)
        pg.text(532, ty, v, "helv", 9, al="r")
        ty += 14
    pg.fill(bx, ty - 4, 538, y + 98, (0.97, 0.9, 0.9))
    pg.line(bx, ty - 4, 538, ty - 4, w=0.8)
    pg.text(bx + 6, ty + 14, "TOTALE DOCUMENTO", "hebo", 10)
    pg.text(532, ty + 14, "€ " + DE(tot), "hebo", 10, al="r")
    pg.text(bx + 6, ty + 28, "Bollo virtuale: non dovuto", "helv", 7, GREY)
    # small print
    pg.line(57, 760, 538, 760, w=0.3, c=GREY)
    pg.para(
        57,
        772,
        481,
        "Copia di cortesia: il documento fiscalmente valido è quello trasmesso in "
        "formato elettronico tramite il Sistema di Interscambio (SdI) ai sensi dell'art. 1 c. 3 "
        "D.Lgs. 127/2015. Contributo CONAI assolto ove dovuto. Foro competente: Modena.",
        "helv",
        6.5,
        c=GREY,
    )
    fields = {
        "invoice_number": F("412/A", 1, "Fattura n. 412/A del 22/05/2024"),
        "invoice_date": F("2024-05-22", 1, "Fattura n. 412/A del 22/05/2024"),
        "due_date": F("2024-06-30", 1, "Scadenza: 30/06/2024"),
        "vendor_name": F("Tipografia Bellini S.r.l.", 1, "Tipografia Bellini S.r.l. - stampa offset"),
        "bill_to": F(
            "Studio Associato Ferri & Gallo",
            1,
            "CESSIONARIO / COMMITTENTE (cliente) Studio Associato Ferri & Gallo",
        ),
        "currency": F("EUR", 1, "TOTALE DOCUMENTO € 2.990,22"),
        "subtotal": F(2451.00, 1, "Totale imponibile 2.451,00"),
        "tax": F(539.22, 1, "Totale IVA 539,22"),
        "total": F(2990.22, 1, "TOTALE DOCUMENTO € 2.990,22"),
        "amount_due": NULL(),
    }
    notes = (
        "Italian courtesy copy of an e-invoice. Subtotal is 'Totale imponibile' after the 5% "
        "discount, not 'Totale merce'. Vendor name printed as a logo line 'Tipografia Bellini' "
        "+ 'S.r.l.'. 'Destinazione merce' (Enoteca Gallo) is the ship-to party. DDT date "
        "20/05/2024 and order date are distractors; share capital € 50.000,00 is not an amount "
        "of the invoice. amount_due null: no separate 'netto a pagare' line."
    )
    return pdf, fields, notes


# ====================================================================== ES
@doc("b5_inv_es_factura", "invoice", "Suministros Hosteleros Albarracín - Factura A-2024/00387")
def inv_es():
    pdf = Pdf(A4)
    pg = pdf.new_page()
    green = (0.1, 0.4, 0.25)
    pg.rect(57, 36, 97, 76, w=0, c=None, fill=green)
    pg.text(77, 62, "SH", "hebo", 16, WHITE, al="c")
    pg.text(106, 52, "Suministros Hosteleros Albarracín, S.L.", "hebo", 13, green)
    pg.text(106, 65, "Menaje, alimentación y equipamiento para hostelería", "heit", 8, GREY)
    pg.lines(
        106,
        78,
        [
            "Polígono Industrial La Paz, C/ Río Guadalaviar 12 - 44195 Teruel",
            "CIF B-44192837 - Tel. 978 61 22 40 - pedidos@suministrosalbarracin.example",
        ],
        "helv",
        7.5,
        lead=9.5,
    )
    pg.text(538, 118, "FACTURA", "hebo", 20, green, al="r")
    # data table
    pg.table(
        57,
        132,
        [(110, "l"), (110, "l"), (110, "l"), (151, "l")],
        [
            ["Factura nº", "Fecha de factura", "Fecha de operación", "Pedido cliente"],
            ["A-2024/00387", "3 de junio de 2024", "28/05/2024", "PED-7781 (22/05/2024)"],
        ],
        sz=8.5,
        head_fill=(0.88, 0.95, 0.9),
    )
    # client / delivery
    pg.text(57, 196, "DATOS DEL CLIENTE", "hebo", 8, green)
    pg.lines(
        57,
        210,
        ["Restaurante El Olivar de Triana, S.L.", "CIF B-91774410", "Calle Pureza 58", "41010 Sevilla"],
        "helv",
        9,
        lead=12,
    )
    pg.text(320, 196, "DIRECCIÓN DE ENTREGA", "hebo", 8, green)
    pg.lines(
        320,
        210,
        [
            "Obrador Central Olivar",
            "Avda. de la Innovación 3, nave 14",
            "41020 Sevilla",
            "Horario de descarga: 7:00 - 11:00",
        ],
        "helv",
        9,
        lead=12,
    )
    items = [
        ("AC-5L", "Aceite de oliva virgen extra, garrafa 5 l", "40", "38.50", "10"),
        ("CP-3K", "Conserva de pimiento del piquillo, lata 3 kg", "24", "13.75", "10"),
        ("VP-27", "Vajilla porcelana, plato llano 27 cm (caja 6 ud.)", "15", "28.40", "21"),
        ("CB-24", "Cubertería acero inox. 18/10, juego 24 piezas", "4", "61.50", "21"),
    ]
    rows = [["Código", "Descripción", "Cant.", "Precio", "% IVA", "Importe"]]
    for c, t, q, p, iv in items:
        rows.append([c, t, q, DE(D(p)), iv + " %", DE(r2(D(q) * D(p)))])
    cols = [(50, "l"), (231, "l"), (40, "r"), (55, "r"), (45, "c"), (60, "r")]
    y = pg.table(57, 270, cols, rows, sz=8.5, pad=4, head_fill=(0.88, 0.95, 0.9))
    b10 = sum((r2(D(q) * D(p)) for _, _, q, p, iv in items if iv == "10"), Decimal(0))
    b21 = sum((r2(D(q) * D(p)) for _, _, q, p, iv in items if iv == "21"), Decimal(0))
    i10, i21 = r2(b10 * D("0.10")), r2(b21 * D("0.21"))
    base, iva = b10 + b21, i10 + i21
    same(2542.00, base)
    same(328.12, iva)
    same(2870.12, base + iva)
    y += 22
    pg.text(57, y, "DESGLOSE DE IVA", "hebo", 8, green)
    y2 = pg.table(
        57,
        y + 5,
        [(80, "r"), (50, "c"), (70, "r")],
        [
            ["Base imponible", "Tipo", "Cuota"],
            [DE(b10), "10 %", DE(i10)],
            [DE(b21), "21 %", DE(i21)],
            {"cells": [DE(base), "", DE(iva)], "font": "hebo"},
        ],
        sz=8.5,
        head_fill=(0.88, 0.95, 0.9),
    )
    # totals
    tx = 340
    ty = y + 14
    for k, v in [("Base imponible", DE(base) + " €"), ("Cuota IVA", DE(iva) + " €")]:
        pg.text(tx, ty, k, "helv", 9.5)
        pg.text(538, ty, v, "helv", 9.5, al="r")
        ty += 15
    pg.rect(tx - 5, ty - 6, 538 + 3, ty + 16, w=0, c=None, fill=green)
    pg.text(tx, ty + 9, "TOTAL FACTURA", "hebo", 11, WHITE)
    pg.text(535, ty + 9, DE(base + iva) + " €", "hebo", 11, WHITE, al="r")
    y = max(y2, ty + 16) + 28
    pg.text(57, y, "FORMA DE PAGO", "hebo", 8, green)
    pg.table(
        57,
        y + 5,
        [(200, "l"), (120, "l"), (161, "l")],
        [
            ["Forma de pago", "Vencimiento", "Cuenta de cargo"],
            ["Recibo domiciliado SEPA", "03/07/2024", "ES** **** **** **** **** 4471"],
        ],
        sz=8.5,
        head_fill=(0.88, 0.95, 0.9),
    )
    pg.para(
        57,
        745,
        481,
        "Inscrita en el Registro Mercantil de Teruel, Tomo 412, Folio 88, Hoja TE-6127. "
        "De conformidad con el RGPD, sus datos se tratan con la finalidad de gestionar la relación "
        "comercial; puede ejercer sus derechos en lopd@suministrosalbarracin.example.",
        "helv",
        6.5,
        c=GREY,
    )
    pg.text(538, 815, "Página 1 de 1", "helv", 7, GREY, al="r")
    fields = {
        "invoice_number": F("A-2024/00387", 1, "A-2024/00387 3 de junio de 2024"),
        "invoice_date": F("2024-06-03", 1, "A-2024/00387 3 de junio de 2024"),
        "due_date": F("2024-07-03", 1, "Recibo domiciliado SEPA 03/07/2024"),
        "vendor_name": F(
            "Suministros Hosteleros Albarracín, S.L.", 1, "Suministros Hosteleros Albarracín, S.L."
        ),
        "bill_to": F(
            "Restaurante El Olivar de Triana, S.L.",
            1,
            "DATOS DEL CLIENTE Restaurante El Olivar de Triana, S.L.",
        ),
        "currency": F("EUR", 1, "TOTAL FACTURA 2.870,12 €"),
        "subtotal": F(2542.00, 1, "Base imponible 2.542,00 €"),
        "tax": F(328.12, 1, "Cuota IVA 328,12 €"),
        "total": F(2870.12, 1, "TOTAL FACTURA 2.870,12 €"),
        "amount_due": NULL(),
    }
    notes = (
        "Spanish invoice with two VAT rates (10 % and 21 %); tax is the total 'Cuota IVA', not "
        "one rate's cuota. Header values are in a table (label row, value row). 'Fecha de "
        "operación' 28/05/2024 and order date are distractors; 'Dirección de entrega' (Obrador "
        "Central Olivar) is the ship-to. Due date from the payment table (Vencimiento, DD/MM). "
        "amount_due null: no separate amount-due line."
    )
    return pdf, fields, notes


# ====================================================================== PL
@doc("b5_inv_pl_faktura", "invoice", "Wielkopolskie Zakłady Stolarskie Dąbek - Faktura VAT FV/2024/07/118")
def inv_pl():
    pdf = Pdf(A4)
    pg = pdf.new_page()
    pg.text(57, 50, "DĄBEK", "hebo", 22, (0.45, 0.27, 0.1))
    pg.text(57, 63, "meble biurowe na wymiar", "heit", 8, GREY)
    pg.lines(
        538,
        40,
        ["Miejsce wystawienia: Poznań", "Data wystawienia: 2024-07-15", "Data sprzedaży: 2024-07-12"],
        "helv",
        8.5,
        lead=12,
        al="r",
    )
    pg.text(297, 100, "Faktura VAT nr FV/2024/07/118", "hebo", 14, al="c")
    pg.text(297, 113, "ORYGINAŁ", "helv", 8, GREY, al="c")

    # parties
    def party(x, title, lines):
        pg.text(x, 140, title, "hebo", 9)
        pg.line(x, 143, x + 150, 143, w=0.6)
        pg.lines(x, 156, lines, "helv", 8.3, lead=11)

    party(
        57,
        "Sprzedawca",
        [
            "Wielkopolskie Zakłady Stolarskie",
            "Dąbek Sp. z o.o.",
            "ul. Głogowska 214",
            "60-104 Poznań",
            "NIP: 779-241-88-06",
        ],
    )
    party(
        222,
        "Nabywca",
        [
            "Biuro Rachunkowe Żurawska",
            "i Wspólnicy Sp.k.",
            "ul. Świętego Marcina 29/4",
            "61-806 Poznań",
            "NIP: 783-170-42-19",
        ],
    )
    party(388, "Odbiorca", ["Kancelaria Notarialna", "Anna Kowalczyk", "ul. Półwiejska 12", "61-888 Poznań"])
    items = [
        ("Biurko dębowe 160x80 cm", "4", "szt.", "1150.00"),
        ("Regał na dokumenty 90x200 cm", "6", "szt.", "485.00"),
        ("Montaż mebli u klienta", "1", "usł.", "640.00"),
    ]
    rows = [
        [
            "Lp.",
            "Nazwa towaru / usługi",
            "Ilość",
            "J.m.",
            "Cena\nnetto",
            "Wartość\nnetto",
            "Stawka\nVAT",
            "Kwota\nVAT",
            "Wartość\nbrutto",
        ]
    ]
    tn = tv = Decimal(0)
    for i, (t, q, u, p) in enumerate(items, 1):
        n = r2(D(q) * D(p))
        v = r2(n * D("0.23"))
        tn += n
        tv += v
        rows.append([str(i), t, q, u, PL(D(p)), PL(n), "23%", PL(v), PL(n + v)])
    cols = [
        (20, "c"),
        (146, "l"),
        (30, "r"),
        (28, "c"),
        (52, "r"),
        (57, "r"),
        (40, "c"),
        (50, "r"),
        (58, "r"),
    ]
    y = pg.table(57, 228, cols, rows, sz=7.5, pad=4)
    same(8150.00, tn)
    same(1874.50, tv)
    same(10024.50, tn + tv)
    # rate summary
    y += 10
    sc = [(60, "l"), (57, "r"), (40, "c"), (50, "r"), (58, "r")]
    pg.table(
        57 + 146 + 30 + 28 + 52 - 60,
        y,
        sc,
        [
            ["", "Wartość\nnetto", "Stawka", "Kwota\nVAT", "Wartość\nbrutto"],
            ["W tym:", PL(tn), "23%", PL(tv), PL(tn + tv)],
            {"cells": ["Razem:", PL(tn), "X", PL(tv), PL(tn + tv)], "font": "hebo"},
        ],
        sz=7.5,
        pad=4,
    )
    y += 85
    pg.text(57, y, "Razem do zapłaty: " + PL(tn + tv) + " PLN", "hebo", 12)
    pg.text(57, y + 16, "Słownie: dziesięć tysięcy dwadzieścia cztery złote 50/100", "helv", 8.5)
    pg.text(57, y + 30, "Zapłacono: 0,00 PLN", "helv", 8.5)
    pg.lines(
        57,
        y + 52,
        [
            "Forma płatności: przelew",
            "Termin płatności: 2024-07-29 (14 dni)",
            "Numer konta: PKO BP 12 1020 4027 0000 1102 0934 5678",
        ],
        "helv",
        8.5,
        lead=12,
    )
    pg.text(
        57, y + 100, "Uwagi: gwarancja 24 miesiące od daty sprzedaży. Zamówienie ZAM/2024/06/41.", "helv", 8
    )
    # signatures
    sy = y + 180
    for x, t in [(80, "Osoba upoważniona do wystawienia"), (350, "Osoba upoważniona do odbioru")]:
        pg.line(x, sy, x + 170, sy, w=0.4, dashes="[2] 0")
        pg.text(x + 85, sy + 10, t, "helv", 7, GREY, al="c")
    pg.text(135, sy - 6, "Tomasz Dąbek", "heit", 9)
    pg.text(
        297,
        815,
        "Wielkopolskie Zakłady Stolarskie Dąbek Sp. z o.o. · KRS 0000418266 · "
        "Sąd Rejonowy Poznań - Nowe Miasto i Wilda",
        "helv",
        6.5,
        GREY,
        al="c",
    )
    fields = {
        "invoice_number": F("FV/2024/07/118", 1, "Faktura VAT nr FV/2024/07/118"),
        "invoice_date": F("2024-07-15", 1, "Data wystawienia: 2024-07-15"),
        "due_date": F("2024-07-29", 1, "Termin płatności: 2024-07-29 (14 dni)"),
        "vendor_name": F(
            "Wielkopolskie Zakłady Stolarskie Dąbek Sp. z o.o.",
            1,
            "Sprzedawca Wielkopolskie Zakłady Stolarskie Dąbek Sp. z o.o.",
        ),
        "bill_to": F(
            "Biuro Rachunkowe Żurawska i Wspólnicy Sp.k.",
            1,
            "Nabywca Biuro Rachunkowe Żurawska i Wspólnicy Sp.k.",
        ),
        "currency": F("PLN", 1, "Razem do zapłaty: 10 024,50 PLN"),
        "subtotal": F(8150.00, 1, "Razem: 8 150,00 X 1 874,50 10 024,50"),
        "tax": F(1874.50, 1, "Razem: 8 150,00 X 1 874,50 10 024,50"),
        "total": F(10024.50, 1, "Razem: 8 150,00 X 1 874,50 10 024,50"),
        "amount_due": F(10024.50, 1, "Razem do zapłaty: 10 024,50 PLN"),
    }
    notes = (
        "Polish VAT invoice, space thousands separator and comma decimals; tax is printed as a "
        "rate (23%) next to its amount, both per line and in the rate summary, where the net "
        "base and gross sit on the same row (rate + amount + base distractor). Seller and buyer "
        "names wrap over two lines (quotes span the line break). 'Odbiorca' (recipient) is not "
        "the billed party. 'Data sprzedaży' 2024-07-12 is the sale date, not the issue date. "
        "amount_due is the separate 'Razem do zapłaty' line (equal to the total; 'Zapłacono: "
        "0,00')."
    )
    return pdf, fields, notes


# ====================================================================== CA
@doc("b5_inv_ca_gst_pst", "invoice", "Coastline Marine Supply Ltd. - Invoice CMS-24-10562")
def inv_ca():
    pdf = Pdf(LETTER)
    pg = pdf.new_page()
    navy = (0.05, 0.2, 0.4)
    pg.fill(0, 0, 612, 92, navy)
    pg.text(50, 44, "COASTLINE MARINE SUPPLY", "hebo", 18, WHITE)
    pg.text(
        50,
        60,
        "Coastline Marine Supply Ltd.  |  1840 Stewart Avenue, Nanaimo, BC V9S 4E6",
        "helv",
        8.5,
        WHITE,
    )
    pg.text(50, 72, "250-555-0148  |  orders@coastlinemarine.example", "helv", 8.5, WHITE)
    pg.text(562, 52, "INVOICE", "hebo", 22, WHITE, al="r")
    pg.text(562, 70, "GST/HST Reg. No. 81734 2290 RT0001", "helv", 7.5, WHITE, al="r")
    pg.text(562, 80, "PST No. PST-1042-8837", "helv", 7.5, WHITE, al="r")
    # meta grid
    meta = [
        ("Invoice #", "CMS-24-10562"),
        ("Invoice Date", "2024-09-16"),
        ("Terms", "Net 30"),
        ("Due Date", "2024-10-16"),
        ("Customer PO", "SSK-0912"),
        ("Order Date", "2024-08-28"),
        ("Ship Date", "2024-09-13"),
        ("Sales Rep", "D. Kowalchuk"),
    ]
    y = 112
    for i, (k, v) in enumerate(meta):
        x = 370 if i % 2 == 0 else 470
        if i % 2 == 0 and i:
            y += 24
        pg.text(x, y, k, "helv", 7, GREY)
        pg.text(x, y + 10, v, "hebo", 9)
    pg.text(50, 112, "SOLD TO", "hebo", 8, navy)
    pg.lines(
        50,
        125,
        ["Salish Sea Kayak Tours Inc.", "12-381 Main Street", "Tofino, BC V0R 2Z0", "Attn: Marisol Ducharme"],
        "helv",
        9,
        lead=12,
    )
    pg.text(210, 112, "SHIP TO", "hebo", 8, navy)
    pg.lines(
        210,
        125,
        ["Harbourside Storage Co.", "Unit 14, 95 Industrial Way", "Ucluelet, BC V0R 3A0"],
        "helv",
        9,
        lead=12,
    )
    items = [
        ("KY-SEA-17", "Touring kayak, 17 ft, thermoformed, rudder", "3", "2149.00"),
        ("PFD-ADJ", "Adult PFD, Transport Canada approved, universal", "12", "89.95"),
        ("PDL-230", "Carbon touring paddle, 230 cm, 2-piece", "6", "164.50"),
        ("SPR-NEO", "Neoprene spray skirt, size L/XL", "6", "72.00"),
        ("FRT", "Freight - Nanaimo to Ucluelet (LTL)", "1", "285.00"),
    ]
    rows = [["Item", "Description", "Qty", "Unit Price", "Amount"]]
    for c, t, q, p in items:
        rows.append([c, t, q, US(D(p)), US(r2(D(q) * D(p)))])
    cols = [(70, "l"), (242, "l"), (40, "r"), (75, "r"), (85, "r")]
    y = pg.table(50, 222, cols, rows, sz=8.5, pad=5, grid="h", zebra=(0.95, 0.97, 1))
    sub = _items_sum(items, 2, 3)
    gst = r2(sub * D("0.05"))
    pst = r2(sub * D("0.07"))
    tax = gst + pst
    total = sub + tax
    dep = D("2500.00")
    same(9230.40, sub)
    same(1107.65, tax)
    same(10338.05, total)
    same(7838.05, total - dep)
    ty = y + 18
    lines = [
        ("Subtotal", "$" + US(sub), "helv"),
        ("GST (5%)", US(gst), "helv"),
        ("PST (7%)", US(pst), "helv"),
        ("Total Tax", US(tax), "helv"),
        ("Invoice Total", "$" + US(total), "hebo"),
        ("Less: Deposit Received (Chq #2214, 2024-08-30)", "-" + US(dep), "helv"),
    ]
    for k, v, f in lines:
        pg.text(330, ty, k, f, 8.8)
        pg.text(562, ty, v, f, 8.8, al="r")
        ty += 14
    pg.fill(325, ty - 6, 566, ty + 12, navy)
    pg.text(330, ty + 6, "Balance Due", "hebo", 10, WHITE)
    pg.text(562, ty + 6, "$" + US(total - dep), "hebo", 10, WHITE, al="r")
    pg.text(50, y + 18, "All amounts in Canadian dollars (CAD).", "hebo", 8.5)
    pg.para(
        50,
        y + 34,
        250,
        "Payment by cheque payable to Coastline Marine Supply Ltd. or EFT "
        "(transit 01440, institution 003, account 1127704). Overdue accounts are charged 2% "
        "per month (26.82% per annum).",
        "helv",
        8,
    )
    pg.para(
        50,
        690,
        512,
        "Goods remain the property of Coastline Marine Supply Ltd. until paid in full. "
        "Returns accepted within 30 days with prior authorization; a 15% restocking fee applies to "
        "non-defective items. PST exemption certificates must be provided at time of order.",
        "helv",
        7,
        c=GREY,
    )
    pg.text(306, 760, "Thank you for paddling with Coastline!", "heit", 9, navy, al="c")
    pg.text(562, 775, "Page 1 of 1", "helv", 7, GREY, al="r")
    fields = {
        "invoice_number": F("CMS-24-10562", 1, "Invoice # CMS-24-10562"),
        "invoice_date": F("2024-09-16", 1, "Invoice Date 2024-09-16"),
        "due_date": F("2024-10-16", 1, "Due Date 2024-10-16"),
        "vendor_name": F(
            "Coastline Marine Supply Ltd.", 1, "Coastline Marine Supply Ltd. | 1840 Stewart Avenue"
        ),
        "bill_to": F("Salish Sea Kayak Tours Inc.", 1, "SOLD TO Salish Sea Kayak Tours Inc."),
        "currency": F("CAD", 1, "All amounts in Canadian dollars (CAD)."),
        "subtotal": F(9230.40, 1, "Subtotal $9,230.40"),
        "tax": F(1107.65, 1, "Total Tax 1,107.65"),
        "total": F(10338.05, 1, "Invoice Total $10,338.05"),
        "amount_due": F(7838.05, 1, "Balance Due $7,838.05"),
    }
    notes = (
        "British Columbia invoice with GST 5% and PST 7% printed separately plus a 'Total Tax' "
        "line; tax is the combined printed total. Amounts use a bare '$' but the invoice states "
        "Canadian dollars, so currency is CAD. A deposit is deducted after the invoice total, so "
        "Balance Due < Invoice Total. Ship To (Harbourside Storage Co.) is not the bill-to. Order "
        "and ship dates are distractors; ISO-format dates."
    )
    return pdf, fields, notes


# ====================================================================== IN
@doc("b5_inv_in_gst", "invoice", "Sahyadri Packaging Industries Pvt. Ltd. - Tax Invoice SPI/24-25/0193")
def inv_in():
    pdf = Pdf(A4)
    pg = pdf.new_page()
    X0, X1 = 40, 555
    pg.text(297, 40, "TAX INVOICE", "hebo", 12, al="c")
    pg.text(X1, 40, "(ORIGINAL FOR RECIPIENT)", "heit", 7, al="r")
    pg.rect(X0, 48, X1, 800, w=0.8)
    # seller block (left) and invoice meta (right)
    mid = 300
    pg.line(mid, 48, mid, 250, w=0.5)
    pg.lines(
        X0 + 4,
        60,
        [
            ("Sahyadri Packaging Industries Pvt. Ltd.", "hebo", 9.5),
            "Plot No. D-47, MIDC Chakan Industrial Area, Phase II",
            "Pune, Maharashtra 410501",
            "GSTIN/UIN: 27AAKCS4821M1Z3",
            "State Name: Maharashtra, Code: 27",
            "E-Mail: accounts@sahyadripack.example",
        ],
        "helv",
        7.8,
        lead=10.5,
    )
    meta = [
        ("Invoice No.", "SPI/24-25/0193", "Dated", "12-Aug-2024"),
        ("Delivery Note", "DN/0877", "Mode/Terms of Payment", "30 days from invoice date"),
        ("Buyer's Order No.", "KAF/PO/2024/377", "Dated", "29-Jul-2024"),
        ("Dispatch Doc No.", "LR 55821", "Delivery Note Date", "10-Aug-2024"),
        ("Dispatched through", "Deccan Roadlines", "Destination", "Navi Mumbai"),
        ("E-Way Bill No.", "2312 0477 9051", "Terms of Delivery", "Door delivery"),
    ]
    y = 48
    for a, av, b, bv in meta:
        pg.line(mid, y, X1, y, w=0.4)
        pg.line(427, y, 427, y + 25, w=0.4)
        pg.text(mid + 3, y + 9, a, "helv", 6.8)
        pg.text(mid + 3, y + 20, av, "hebo", 7.8)
        pg.text(430, y + 9, b, "helv", 6.8)
        pg.text(430, y + 20, bv, "hebo", 7.8)
        y += 25
    pg.line(X0, 125, mid, 125, w=0.5)
    pg.text(X0 + 4, 135, "Consignee (Ship to)", "helv", 6.8)
    pg.lines(
        X0 + 4,
        146,
        [
            ("Vashi Cold Chain Logistics LLP", "hebo", 8.5),
            "Sector 19, APMC Market, Vashi",
            "Navi Mumbai, Maharashtra 400703",
            "GSTIN/UIN: 27AAMFV2210C1Z8",
        ],
        "helv",
        7.8,
        lead=10,
    )
    pg.line(X0, 188, mid, 188, w=0.5)
    pg.text(X0 + 4, 198, "Buyer (Bill to)", "helv", 6.8)
    pg.lines(
        X0 + 4,
        209,
        [
            ("Konkan Agro Foods Private Limited", "hebo", 8.5),
            "Survey No. 112/3, Lote Parshuram MIDC, Khed",
            "Ratnagiri, Maharashtra 415722",
            "GSTIN/UIN: 27AAFCK7730Q1ZP",
        ],
        "helv",
        7.8,
        lead=10,
    )
    pg.line(X0, 250, X1, 250, w=0.5)
    items = [
        ("Corrugated boxes 5-ply, 480x320x300 mm", "4819", "8500", "Nos", "18.75"),
        ("Printed laminated pouches 1 kg, 3-layer", "3923", "25000", "Nos", "2.85"),
        ("BOPP tape 72 mm x 65 m, brown", "3919", "480", "Rolls", "9.90"),
    ]
    rows = [["Sl", "Description of Goods", "HSN/SAC", "Quantity", "Rate", "per", "Amount"]]
    taxable = Decimal(0)
    hsn = []
    for i, (t, h, q, u, p) in enumerate(items, 1):
        a = r2(D(q) * D(p))
        taxable += a
        hsn.append((h, a))
        rows.append([str(i), t, h, IN(D(q), 0) + " " + u, IN(D(p)), u, IN(a)])
    cgst = sum((r2(a * D("0.09")) for _, a in hsn), Decimal(0))
    sgst = cgst
    tax = cgst + sgst
    gross = taxable + tax
    total = gross.quantize(Decimal(1))
    rnd = total - gross
    same(235377.00, taxable)
    same(42367.86, tax)
    same(277745.00, total)
    rows.append(
        {"cells": ["", "Taxable Value", "", "", "", "", IN(taxable)], "font": "hebo", "line_above": 0.5}
    )
    rows.append(["", "CGST Output @ 9%", "", "", "9 %", "", IN(cgst)])
    rows.append(["", "SGST Output @ 9%", "", "", "9 %", "", IN(sgst)])
    rows.append(["", "Round Off", "", "", "", "", IN(rnd)])
    rows.append(
        {
            "cells": ["", "Total", "", "33,500 Nos / 480 Rolls", "", "", "₹ " + IN(total)],
            "font": "hebo",
            "line_above": 0.8,
        }
    )
    cols = [(20, "c"), (178, "l"), (50, "c"), (92, "r"), (50, "r"), (35, "c"), (90, "r")]
    y = pg.table(X0, 250, cols, rows, sz=7.8, pad=3.5, grid="outer", head_fill=None)
    pg.line(X0, y, X1, y, w=0.5)
    pg.text(X0 + 4, y + 11, "Amount Chargeable (in words)", "helv", 6.8)
    pg.text(X1 - 4, y + 11, "E. & O.E", "heit", 6.8, al="r")
    pg.text(
        X0 + 4,
        y + 23,
        "Indian Rupee Two Lakh Seventy Seven Thousand Seven Hundred Forty Five Only",
        "hebo",
        8,
    )
    y += 32
    hrows = [
        [
            "HSN/SAC",
            "Taxable Value",
            "Central Tax Rate",
            "Central Tax Amount",
            "State Tax Rate",
            "State Tax Amount",
            "Total Tax Amount",
        ]
    ]
    for h, a in hsn:
        t9 = r2(a * D("0.09"))
        hrows.append([h, IN(a), "9%", IN(t9), "9%", IN(t9), IN(t9 * 2)])
    hrows.append({"cells": ["Total", IN(taxable), "", IN(cgst), "", IN(sgst), IN(tax)], "font": "hebo"})
    y = pg.table(
        X0,
        y,
        [(60, "c"), (80, "r"), (62, "c"), (80, "r"), (62, "c"), (80, "r"), (91, "r")],
        hrows,
        sz=7.3,
        pad=3,
        head_fill=LIGHT,
    )
    pg.text(X0 + 4, y + 12, "Total Tax Amount " + IN(tax), "hebo", 8)
    pg.text(
        X0 + 4,
        y + 24,
        "Tax Amount (in words): Indian Rupee Forty Two Thousand Three Hundred "
        "Sixty Seven and Eighty Six paise Only",
        "helv",
        7.5,
    )
    y += 40
    pg.lines(
        X0 + 4,
        y,
        [
            "Company's PAN: AAKCS4821M",
            "Company's Bank Details: Bank of Maharashtra, "
            "A/c No. 60271148893, Chakan Branch, IFSC MAHB0001127",
        ],
        "helv",
        7.3,
        lead=10,
    )
    pg.text(X0 + 4, y + 26, "Declaration", "hebo", 7.3)
    pg.para(
        X0 + 4,
        y + 36,
        250,
        "We declare that this invoice shows the actual price of the goods "
        "described and that all particulars are true and correct. Interest @ 18% p.a. will be "
        "charged on bills not paid within the due period.",
        "helv",
        7,
        lead=9,
    )
    pg.text(X1 - 4, y + 26, "for Sahyadri Packaging Industries Pvt. Ltd.", "hebo", 7.8, al="r")
    pg.text(X1 - 4, y + 72, "Authorised Signatory", "helv", 7.3, al="r")
    pg.text(
        297, 792, "SUBJECT TO PUNE JURISDICTION  -  This is a Computer Generated Invoice", "helv", 6.8, al="c"
    )
    fields = {
        "invoice_number": F("SPI/24-25/0193", 1, "Invoice No. SPI/24-25/0193"),
        "invoice_date": F("2024-08-12", 1, "Dated 12-Aug-2024"),
        "due_date": NULL(),
        "vendor_name": F(
            "Sahyadri Packaging Industries Pvt. Ltd.",
            1,
            "Sahyadri Packaging Industries Pvt. Ltd. Plot No. D-47",
        ),
        "bill_to": F(
            "Konkan Agro Foods Private Limited", 1, "Buyer (Bill to) Konkan Agro Foods Private Limited"
        ),
        "currency": F("INR", 1, "Total 33,500 Nos / 480 Rolls ₹ 2,77,745.00"),
        "subtotal": F(235377.00, 1, "Taxable Value 2,35,377.00"),
        "tax": F(42367.86, 1, "Total Tax Amount 42,367.86"),
        "total": F(277745.00, 1, "Total 33,500 Nos / 480 Rolls ₹ 2,77,745.00"),
        "amount_due": NULL(),
    }
    notes = (
        "Indian GST tax invoice (Tally style), intra-state CGST 9% + SGST 9%, Indian digit "
        "grouping (2,77,745.00) and a round-off line: total is the rounded grand total. tax is "
        "the printed 'Total Tax Amount' (CGST+SGST), not one component. Consignee (Ship to) "
        "Vashi Cold Chain Logistics LLP is a different company from the Buyer (Bill to). "
        "Buyer's order date 29-Jul-2024 and delivery note date are distractors. due_date null: "
        "only '30 days from invoice date' is printed, no date. amount_due null: no separate "
        "balance line."
    )
    return pdf, fields, notes


# ====================================================================== US service + credit
@doc("b5_inv_us_service_credit", "invoice", "Brightwater Systems Consulting LLC - Invoice BSC-2024-0719")
def inv_us_service():
    pdf = Pdf(LETTER)
    pg = pdf.new_page()
    teal = (0.0, 0.42, 0.45)
    for _i, r in enumerate((18, 13, 8)):
        pg.circle(72, 58, r, c=teal, w=1.2)
    pg.text(98, 55, "Brightwater", "hebo", 17, teal)
    pg.text(98, 68, "SYSTEMS CONSULTING", "helv", 8, teal)
    pg.lines(
        562,
        44,
        [
            "Brightwater Systems Consulting LLC",
            "400 Commerce Park Drive, Suite 210",
            "Cary, NC 27511",
            "(919) 555-0172  |  billing@brightwatersys.example",
        ],
        "helv",
        8,
        lead=10,
        al="r",
    )
    pg.line(50, 95, 562, 95, w=1.5, c=teal)
    pg.text(50, 125, "INVOICE", "hebo", 24, (0.2, 0.2, 0.2))
    meta = [
        ("Invoice #:", "BSC-2024-0719"),
        ("Invoice Date:", "07/08/2024"),
        ("Due Date:", "08/07/2024"),
        ("Terms:", "Net 30"),
        ("Customer ID:", "MOP-004"),
        ("Contract:", "MSA-2022-014"),
    ]
    y = 112
    for k, v in meta:
        pg.text(400, y, k, "hebo", 8.5)
        pg.text(475, y, v, "helv", 8.5)
        y += 12
    pg.text(50, 160, "BILL TO", "hebo", 8, teal)
    pg.lines(
        50,
        173,
        [
            "Meridian Orthopedic Partners, P.C.",
            "Attn: Accounts Payable",
            "2200 Blue Ridge Road, Suite 300",
            "Raleigh, NC 27607",
        ],
        "helv",
        9,
        lead=12,
    )
    pg.text(230, 160, "SERVICE LOCATION", "hebo", 8, teal)
    pg.lines(
        230, 173, ["Wake Forest Clinic", "11 Capital Blvd North", "Wake Forest, NC 27587"], "helv", 9, lead=12
    )
    pg.text(50, 238, "Service Period: 06/01/2024 - 06/30/2024", "hebo", 9)
    items = [
        ("Managed IT services - monthly flat fee (June 2024)", "1", "6800.00"),
        ("Onsite support - core network switch replacement (06/12, 06/13)", "14.0", "165.00"),
        ("Remote helpdesk hours above plan allowance", "22.5", "140.00"),
        ("EHR interface upgrade - milestone 2 of 3 (acceptance 06/21/2024)", "1", "2400.00"),
        ("Backup storage overage (TB-month)", "3", "95.00"),
    ]
    rows = [["Description", "Qty / Hrs", "Rate", "Amount"]]
    for t, q, p in items:
        rows.append([t, q, US(D(p)), US(r2(D(q) * D(p)))])
    cols = [(300, "l"), (62, "r"), (70, "r"), (80, "r")]
    y = pg.table(50, 250, cols, rows, sz=8.8, pad=5, head_fill=(0.85, 0.93, 0.93), grid="h")
    sub = _items_sum(items, 1, 2)
    credit = D("1500.00")
    same(14945.00, sub)
    same(13445.00, sub - credit)
    ty = y + 20
    for k, v, f in [
        ("Subtotal", "$" + US(sub), "helv"),
        ("Sales Tax (0.00%)", "$0.00", "helv"),
        ("Total", "$" + US(sub), "hebo"),
        ("Credit Memo CM-1187 Applied", "-$" + US(credit), "helv"),
        ("Payments Received", "$0.00", "helv"),
    ]:
        pg.text(330, ty, k, f, 9)
        pg.text(562, ty, v, f, 9, al="r")
        ty += 15
    pg.line(330, ty - 9, 562, ty - 9, w=1)
    pg.text(330, ty + 5, "Amount Due", "hebo", 12)
    pg.text(562, ty + 5, "$" + US(sub - credit), "hebo", 12, al="r")
    pg.line(330, ty + 10, 562, ty + 10, w=1)
    pg.para(
        50,
        y + 20,
        250,
        "Notes: Professional services are not subject to North Carolina sales "
        "tax. Credit memo CM-1187 reflects the service-level credit for the May 2024 email "
        "outage. Previous invoice BSC-2024-0611 was paid on 06/28/2024 - thank you.",
        "helv",
        8.3,
    )
    pg.rect(50, 560, 562, 640, w=0.5, c=MID)
    pg.text(58, 575, "HOW TO PAY", "hebo", 8, teal)
    pg.lines(
        58,
        589,
        [
            "ACH: First Carolina Bank, routing 053112929, account ****0581",
            "Check: payable to Brightwater Systems Consulting LLC, P.O. Box 98214, Raleigh, NC 27624",
            "Balances unpaid after the due date accrue a late fee of 1.5% per month.",
        ],
        "helv",
        8,
        lead=12,
    )
    pg.text(
        306,
        760,
        "Questions about this invoice? Contact billing@brightwatersys.example",
        "helv",
        7.5,
        GREY,
        al="c",
    )
    fields = {
        "invoice_number": F("BSC-2024-0719", 1, "Invoice #: BSC-2024-0719"),
        "invoice_date": F("2024-07-08", 1, "Invoice Date: 07/08/2024"),
        "due_date": F("2024-08-07", 1, "Due Date: 08/07/2024"),
        "vendor_name": F(
            "Brightwater Systems Consulting LLC",
            1,
            "Brightwater Systems Consulting LLC 400 Commerce Park Drive",
        ),
        "bill_to": F("Meridian Orthopedic Partners, P.C.", 1, "BILL TO Meridian Orthopedic Partners, P.C."),
        "currency": F("USD", 1, "Amount Due $13,445.00"),
        "subtotal": F(14945.00, 1, "Subtotal $14,945.00"),
        "tax": F(0.0, 1, "Sales Tax (0.00%) $0.00"),
        "total": F(14945.00, 1, "Total $14,945.00"),
        "amount_due": F(13445.00, 1, "Amount Due $13,445.00"),
    }
    notes = (
        "US service invoice, MM/DD/YYYY dates. A credit memo is applied after the total, so "
        "Amount Due < Total. Tax is printed as $0.00, hence 0 (not null). Service period, "
        "contract date, milestone acceptance date and the previous invoice's payment date are "
        "distractors; 'Service Location' is not the bill-to. Currency is a bare '$' -> USD."
    )
    return pdf, fields, notes


# ====================================================================== utility bill (2 pages)
@doc("b5_inv_utility_bill", "invoice", "Red Cedar Electric Cooperative - Electric bill June 2024")
def inv_utility():
    pdf = Pdf(LETTER)
    green = (0.15, 0.4, 0.2)
    # ---------------- page 1
    pg = pdf.new_page()
    pg.rect(50, 36, 86, 72, w=0, c=None, fill=green)
    pg.text(68, 61, "RC", "hebo", 14, WHITE, al="c")
    pg.text(95, 52, "RED CEDAR ELECTRIC COOPERATIVE", "hebo", 13, green)
    pg.text(
        95,
        65,
        "Your member-owned electric cooperative  |  redcedarelectric.example  |  1-800-555-0199",
        "helv",
        7.5,
        GREY,
    )
    pg.text(562, 52, "Your Electric Bill", "hebo", 12, al="r")
    box = [
        ("Account Number", "40917-2208-3"),
        ("Bill Date", "Jun 28, 2024"),
        ("Bill Number", "2406-0049917"),
        ("Billing Period", "May 24, 2024 - Jun 24, 2024 (31 days)"),
    ]
    y = 96
    for k, v in box:
        pg.text(350, y, k, "helv", 8, GREY)
        pg.text(562, y, v, "hebo", 8.5, al="r")
        y += 13
    pg.text(50, 96, "Customer", "helv", 8, GREY)
    pg.lines(50, 109, ["DANIEL R. OKAFOR", "PO BOX 218", "MAPLE SPRINGS MN 56081-0218"], "hebo", 9, lead=12)
    pg.text(50, 152, "Service Address: 18 QUARRY HILL RD, MAPLE SPRINGS MN", "helv", 8)
    # account summary
    pg.rect(50, 170, 562, 330, w=0.8, c=green)
    pg.fill(50, 170, 562, 188, green)
    pg.text(58, 183, "ACCOUNT SUMMARY", "hebo", 9.5, WHITE)
    prev, pay, cur = D("96.40"), D("0.00"), D("147.73")
    same(244.13, prev - pay + cur)
    summ = [
        ("Previous Balance", "$" + US(prev)),
        ("Payments Received - Thank You", "$" + US(pay)),
        ("Past Due Balance (due immediately)", "$" + US(prev - pay)),
        ("Current Charges (see page 2 for detail)", "$" + US(cur)),
    ]
    y = 208
    for k, v in summ:
        pg.text(62, y, k, "helv", 10)
        pg.text(550, y, v, "helv", 10, al="r")
        pg.line(62, y + 5, 550, y + 5, w=0.3, c=MID, dashes="[1 2] 0")
        y += 20
    pg.text(62, y + 8, "Total Amount Due", "hebo", 12)
    pg.text(550, y + 8, "$" + US(prev - pay + cur), "hebo", 12, al="r")
    pg.text(
        62,
        y + 26,
        "Current charges are due by Jul 19, 2024. Past due balance is due immediately.",
        "hebo",
        8.5,
        (0.6, 0.1, 0.1),
    )
    # messages
    pg.text(50, 352, "MESSAGES", "hebo", 9, green)
    pg.para(
        50,
        366,
        512,
        "Your account shows an unpaid balance from the previous bill. A late payment "
        "charge of 1.5% per month applies to balances not received by the due date. Disconnection "
        "notices are mailed 10 days after the due date. Budget billing and payment arrangements are "
        "available - call member services. Annual meeting: Thursday, Aug 15, 2024, 6:30 p.m., Maple "
        "Springs Community Center. Capital credits retired this year: $18.22 (applied Dec 2023).",
        "helv",
        8.5,
    )
    # remittance stub
    pg.line(36, 560, 576, 560, w=0.6, dashes="[4 3] 0")
    pg.text(
        306,
        572,
        "Please detach and return this portion with your payment. Make checks payable to "
        "Red Cedar Electric Cooperative, Inc.",
        "helv",
        7,
        GREY,
        al="c",
    )
    pg.text(50, 600, "RED CEDAR ELECTRIC COOPERATIVE", "hebo", 10, green)
    st = [
        ("Account Number", "40917-2208-3"),
        ("Due Date", "07/19/2024"),
        ("Amount Due", "$244.13"),
        ("Amount Enclosed", "$ ____________"),
    ]
    x = 50
    for k, v in st:
        pg.labelled_box(x, 612, x + 128, 642, k, v, csz=6, vsz=9.5)
        x += 128
    pg.lines(
        330,
        668,
        ["RED CEDAR ELECTRIC COOPERATIVE, INC.", "PO BOX 4400", "NEW ULM MN 56073-4400"],
        "helv",
        8.5,
        lead=11,
    )
    pg.lines(50, 668, ["DANIEL R. OKAFOR", "PO BOX 218", "MAPLE SPRINGS MN 56081-0218"], "helv", 8.5, lead=11)
    pg.text(50, 730, "40917220830000244130000147730", "cour", 9)
    # ---------------- page 2
    pg2 = pdf.new_page()
    pg2.text(50, 50, "RED CEDAR ELECTRIC COOPERATIVE", "hebo", 10, green)
    pg2.text(562, 50, "Account 40917-2208-3  |  Bill Date Jun 28, 2024", "helv", 8, al="r")
    pg2.line(50, 56, 562, 56, w=1, c=green)
    pg2.text(50, 80, "DETAIL OF CURRENT CHARGES", "hebo", 11)
    pg2.table(
        50,
        92,
        [(90, "l"), (80, "l"), (90, "r"), (90, "r"), (60, "r"), (102, "r")],
        [
            ["Meter", "Rate", "Previous Read", "Present Read", "Mult.", "kWh Used"],
            ["M-0688213", "RES-1", "41,872 (05/24)", "43,108 (06/24)", "1", "1,236"],
        ],
        sz=8.3,
        pad=4,
        head_fill=(0.88, 0.94, 0.88),
    )
    kwh = D(1236)
    charges = [
        ("Basic service charge", "", "34.00"),
        ("Energy charge", "1,236 kWh x $0.0861", str(r2(kwh * D("0.0861")))),
        ("Power cost adjustment", "1,236 kWh x -$0.0042", str(-r2(kwh * D("0.0042")))),
        ("Renewable energy rider", "1,236 kWh x $0.0019", str(r2(kwh * D("0.0019")))),
    ]
    rows = [["Charge", "Calculation", "Amount"]]
    sub = Decimal(0)
    for k, calc, a in charges:
        sub += D(a)
        rows.append([k, calc, ("-$" + US(-D(a))) if D(a) < 0 else "$" + US(D(a))])
    st_tax = r2(sub * D("0.06875"))
    co_tax = r2(sub * D("0.005"))
    taxes = st_tax + co_tax
    same(137.58, sub)
    same(10.15, taxes)
    same(147.73, sub + taxes)
    rows.append(
        {"cells": ["Subtotal Electric Charges", "", "$" + US(sub)], "font": "hebo", "line_above": 0.8}
    )
    rows.append(["Minnesota sales tax", "6.875% of $" + US(sub), "$" + US(st_tax)])
    rows.append(["County transit sales tax", "0.50% of $" + US(sub), "$" + US(co_tax)])
    rows.append({"cells": ["Total Taxes", "", "$" + US(taxes)], "font": "hebo", "line_above": 0.8})
    rows.append(
        {
            "cells": ["Total Current Charges", "", "$" + US(sub + taxes)],
            "font": "hebo",
            "fill": (0.88, 0.94, 0.88),
        }
    )
    y = pg2.table(
        50,
        150,
        [(220, "l"), (180, "l"), (112, "r")],
        rows,
        sz=9,
        pad=5,
        grid="h",
        head_fill=(0.88, 0.94, 0.88),
    )
    # usage history chart
    y += 30
    pg2.text(50, y, "12-MONTH USAGE HISTORY (kWh)", "hebo", 9, green)
    hist = [
        ("Jun 23", 1108),
        ("Jul", 1392),
        ("Aug", 1344),
        ("Sep", 987),
        ("Oct", 812),
        ("Nov", 955),
        ("Dec", 1270),
        ("Jan 24", 1411),
        ("Feb", 1187),
        ("Mar", 1002),
        ("Apr", 846),
        ("May", 901),
        ("Jun 24", 1236),
    ]
    base_y = y + 150
    pg2.line(60, base_y, 560, base_y, w=0.5)
    for i, (m, v) in enumerate(hist):
        x = 66 + i * 38
        h = v / 1500 * 120
        pg2.fill(x, base_y - h, x + 24, base_y, green if i == len(hist) - 1 else (0.7, 0.82, 0.7))
        pg2.text(x + 12, base_y + 10, m, "helv", 6.5, al="c")
        pg2.text(x + 12, base_y - h - 3, str(v), "helv", 6, GREY, al="c")
    pg2.table(
        50,
        base_y + 30,
        [(170, "l"), (120, "r"), (120, "r")],
        [
            ["Comparison", "This Period", "Last Year"],
            ["Days in period", "31", "32"],
            ["Total kWh", "1,236", "1,108"],
            ["Average daily kWh", "39.9", "34.6"],
            ["Average daily cost", "$4.77", "$4.21"],
        ],
        sz=8.3,
        pad=3.5,
        head_fill=(0.88, 0.94, 0.88),
    )
    pg2.para(
        50,
        700,
        512,
        "Red Cedar Electric Cooperative, Inc. is an equal opportunity provider and "
        "employer. Rates approved by the cooperative's board of directors; the power cost "
        "adjustment changes monthly with wholesale power costs.",
        "helv",
        7,
        c=GREY,
    )

    def foot(p, i, n):
        p.text(562, 775, "Page %d of %d" % (i, n), "helv", 7, GREY, al="r")

    pdf.finish(foot)
    fields = {
        "invoice_number": F("2406-0049917", 1, "Bill Number 2406-0049917"),
        "invoice_date": F("2024-06-28", 1, "Bill Date Jun 28, 2024"),
        "due_date": F("2024-07-19", 1, "Current charges are due by Jul 19, 2024."),
        "vendor_name": F(
            "Red Cedar Electric Cooperative, Inc.",
            1,
            "Make checks payable to Red Cedar Electric Cooperative, Inc.",
        ),
        "bill_to": F("DANIEL R. OKAFOR", 1, "Customer DANIEL R. OKAFOR"),
        "currency": F("USD", 1, "Total Amount Due $244.13"),
        "subtotal": F(137.58, 2, "Subtotal Electric Charges $137.58"),
        "tax": F(10.15, 2, "Total Taxes $10.15"),
        "total": F(147.73, 1, "Current Charges (see page 2 for detail) $147.73"),
        "amount_due": F(244.13, 1, "Total Amount Due $244.13"),
    }
    notes = (
        "Two-page utility bill. The invoice total is this bill's current charges (incl. taxes), "
        "printed on page 1 and again as 'Total Current Charges' on page 2; amount_due is 'Total "
        "Amount Due', which adds the unpaid previous balance. Subtotal and tax only on page 2 "
        "(two taxes with a printed 'Total Taxes'). The account number is not the bill number. "
        "Billing-period, meter-read and annual-meeting dates are distractors; the service address "
        "is not the bill-to (the customer is a person). Vendor name appears in logo caps as "
        "'RED CEDAR ELECTRIC COOPERATIVE' and in full with 'Inc.' on the stub."
    )
    return pdf, fields, notes


# ====================================================================== marketplace
@doc("b5_inv_marketplace_order", "invoice", "Bazaarly order 112-5839201-7734419 - seller invoice")
def inv_marketplace():
    pdf = Pdf(LETTER)
    pg = pdf.new_page()
    orange = (0.9, 0.45, 0.05)
    pg.text(50, 55, "bazaarly", "hebo", 24, (0.15, 0.15, 0.15))
    pg.circle(160, 48, 4, c=orange, fill=orange)
    pg.text(562, 46, "Order Invoice", "hebo", 13, al="r")
    pg.text(562, 60, "Page 1 of 1", "helv", 8, GREY, al="r")
    pg.line(50, 72, 562, 72, w=2, c=orange)
    pg.lines(
        50,
        95,
        [
            ("Order # 112-5839201-7734419", "hebo", 10),
            "Order Placed: November 29, 2024",
            "Order Total: $164.15",
        ],
        "helv",
        9,
        lead=13,
    )
    pg.rect(340, 84, 562, 136, w=0.5, c=MID, fill=(0.98, 0.96, 0.92))
    pg.lines(
        348,
        97,
        [
            ("Invoice issued by the seller:", "hebo", 8),
            "Northfield Home Goods Co.",
            "Invoice #: NHG-24-118842",
            "Invoice Date: December 2, 2024",
        ],
        "helv",
        8.5,
        lead=11,
    )
    pg.text(50, 162, "Shipped on December 2, 2024", "hebo", 10)
    pg.rect(50, 170, 562, 330, w=0.6, c=MID)
    pg.text(58, 186, "Items Ordered", "hebo", 9)
    pg.text(554, 186, "Price", "hebo", 9, al="r")
    pg.lines(
        58,
        204,
        [
            "2 of: Linen duvet cover, queen, stone-washed, oat",
            "Sold by: Northfield Home Goods Co.",
            "Condition: New",
        ],
        "helv",
        8.8,
        lead=12,
    )
    pg.text(554, 204, "$64.99", "helv", 8.8, al="r")
    pg.lines(
        58,
        250,
        [
            "1 of: Stoneware pour-over coffee set, matte charcoal",
            "Sold by: Northfield Home Goods Co.",
            "Fulfilled by Bazaarly",
            "Condition: New",
        ],
        "helv",
        8.8,
        lead=12,
    )
    pg.text(554, 250, "$26.99", "helv", 8.8, al="r")
    pg.text(58, 318, "Shipping Speed: Standard Shipping (3-5 business days)", "helv", 8.3, GREY)
    # addresses
    pg.text(58, 352, "Shipping Address:", "hebo", 9)
    pg.lines(
        58,
        365,
        ["Anjali Raman", "1420 Brookline Ave, Apt 5", "Boston, MA 02215", "United States"],
        "helv",
        8.8,
        lead=12,
    )
    pg.text(250, 352, "Billing Address:", "hebo", 9)
    pg.lines(
        250,
        365,
        ["Priya Raman", "77 Orchard Lane, Apt 3B", "Ithaca, NY 14850", "United States"],
        "helv",
        8.8,
        lead=12,
    )
    pg.text(250, 422, "This order was sent as a gift.", "heit", 8, GREY)
    # payment
    items_sub = D("64.99") * 2 + D("26.99")
    ship, promo = D("7.99"), D("10.00")
    before = items_sub + ship - promo
    tax = r2((items_sub - promo) * D("0.0625"))
    grand = before + tax
    same(154.96, before)
    same(9.19, tax)
    same(164.15, grand)
    pg.rect(50, 440, 562, 590, w=0.6, c=MID)
    pg.text(58, 456, "Payment information", "hebo", 9.5)
    pg.lines(
        58,
        474,
        [
            ("Payment Method:", "hebo", 8.5),
            "Visa ending in 4421",
            ("Billing Address:", "hebo", 8.5),
            "Priya Raman, Ithaca, NY 14850",
        ],
        "helv",
        8.5,
        lead=12,
    )
    tl = [
        ("Item(s) Subtotal:", "$" + US(items_sub)),
        ("Shipping & Handling:", "$" + US(ship)),
        ("Promotion Applied:", "-$" + US(promo)),
        ("Total before tax:", "$" + US(before)),
        ("Estimated tax to be collected:", "$" + US(tax)),
    ]
    y = 474
    for k, v in tl:
        pg.text(380, y, k, "helv", 8.8, al="r")
        pg.text(554, y, v, "helv", 8.8, al="r")
        y += 13
    pg.line(300, y - 6, 554, y - 6, w=0.4, c=MID)
    pg.text(380, y + 6, "Grand Total:", "hebo", 10, al="r")
    pg.text(554, y + 6, "$" + US(grand), "hebo", 10, al="r")
    pg.text(58, 580, "Credit Card transactions: Visa ending in 4421: December 2, 2024: $164.15", "helv", 8)
    pg.para(
        50,
        620,
        512,
        "Bazaarly Marketplace, Inc. is the marketplace facilitator for this order and "
        "collects and remits sales tax where required. The seller named above is the seller of "
        "record and issues this invoice. Return window closes January 31, 2025.",
        "helv",
        7.5,
        c=GREY,
    )
    pg.text(
        306,
        760,
        "Conditions of Use | Privacy Notice  © 2024 Bazaarly Marketplace, Inc.",
        "helv",
        7,
        GREY,
        al="c",
    )
    fields = {
        "invoice_number": F("NHG-24-118842", 1, "Invoice #: NHG-24-118842"),
        "invoice_date": F("2024-12-02", 1, "Invoice Date: December 2, 2024"),
        "due_date": NULL(),
        "vendor_name": F(
            "Northfield Home Goods Co.", 1, "Invoice issued by the seller: Northfield Home Goods Co."
        ),
        "bill_to": F("Priya Raman", 1, "Billing Address: Priya Raman 77 Orchard Lane"),
        "currency": F("USD", 1, "Grand Total: $164.15"),
        "subtotal": F(154.96, 1, "Total before tax: $154.96"),
        "tax": F(9.19, 1, "Estimated tax to be collected: $9.19"),
        "total": F(164.15, 1, "Grand Total: $164.15"),
        "amount_due": NULL(),
    }
    notes = (
        "Marketplace order invoice: the vendor is the third-party seller that issues the invoice "
        "(Northfield Home Goods Co.), not the marketplace brand in the header. Order number and "
        "order date are distractors for invoice number/date. Gift order: Shipping Address "
        "(Anjali Raman) differs from the billed customer (Priya Raman). Subtotal is 'Total "
        "before tax' (after promotion, incl. shipping), not 'Item(s) Subtotal'. due_date null "
        "(paid by card, no due date) and amount_due null (no balance line)."
    )
    return pdf, fields, notes


# ====================================================================== UK 2 pages
@doc("b5_inv_uk_multipage", "invoice", "Thornbury & Pike Wholesale Ltd - Invoice TPW-0048821")
def inv_uk():
    pdf = Pdf(A4)
    purple = (0.3, 0.15, 0.4)
    items = [
        ("FL16", "Plain flour 16kg sack", "4", "14.80", "Z"),
        ("SU05", "Caster sugar 5kg", "6", "6.45", "Z"),
        ("EG30", "Free range eggs, tray of 30", "10", "7.90", "Z"),
        ("BU25", "Unsalted butter block 2.5kg", "5", "19.60", "Z"),
        ("CR02", "Double cream 2L", "8", "8.75", "Z"),
        ("OM06", "Oat drink barista 1L x 6", "6", "10.20", "S"),
        ("CB01", "Coffee beans espresso blend 1kg", "12", "17.40", "Z"),
        ("TE01", "Loose leaf breakfast tea 1kg", "3", "21.50", "Z"),
        ("HC02", "Hot chocolate powder 2kg", "2", "15.95", "Z"),
        ("CU12", "Takeaway cups 12oz compostable (x1000)", "2", "68.00", "S"),
        ("LD12", "Cup lids 12oz (x1000)", "2", "31.50", "S"),
        ("KB01", "Kraft paper bags small (x1000)", "1", "24.90", "S"),
        ("NP02", "Paper napkins 2-ply white (x2000)", "2", "18.40", "S"),
        ("WS14", "Wooden stirrers 140mm (x1000)", "3", "4.25", "S"),
        ("WL05", "Washing-up liquid 5L", "4", "7.60", "S"),
        ("CF06", "Blue centrefeed rolls (x6)", "3", "16.80", "S"),
        ("GP45", "Greaseproof paper 450mm roll", "2", "11.30", "S"),
        ("VX05", "Vanilla extract 500ml", "1", "22.75", "Z"),
        ("CD25", "Baking chocolate drops 2.5kg", "2", "34.90", "Z"),
        ("FS16", "Strong white bread flour 16kg", "3", "16.20", "Z"),
        ("SS14", "Sea salt flakes 1.4kg", "1", "9.85", "Z"),
        ("BL90", "Bin liners 90L heavy duty (x200)", "1", "27.60", "S"),
        ("DLV2", "Delivery charge - Somerset zone 2", "1", "12.50", "S"),
    ]
    p1, p2 = items[:16], items[16:]

    def header(pg, first):
        pg.text(57, 52, "THORNBURY & PIKE", "tibo", 18, purple)
        pg.text(57, 65, "WHOLESALE LTD  -  catering supplies since 1987", "helv", 7.5, GREY)
        pg.text(538, 48, "INVOICE", "hebo", 16, purple, al="r")
        pg.text(538, 62, "Invoice No: TPW-0048821", "hebo", 8.5, al="r")
        pg.text(538, 74, "Invoice Date / Tax Point: 21/10/2024", "helv", 8.5, al="r")
        pg.line(57, 82, 538, 82, w=1, c=purple)

    cols = [(45, "l"), (215, "l"), (38, "r"), (60, "r"), (30, "c"), (93, "r")]
    head = ["Code", "Description", "Qty", "Unit Price", "VAT", "Net Amount"]

    def rows_for(lst):
        out = [head]
        s = Decimal(0)
        for c, t, q, p, v in lst:
            a = r2(D(q) * D(p))
            s += a
            out.append([c, t, q, "£" + US(D(p)), v, "£" + US(a)])
        return out, s

    # page 1
    pg = pdf.new_page()
    header(pg, True)
    pg.lines(
        57,
        100,
        [
            "Unit 7, Marston Trading Estate, Frome BA11 4RT",
            "VAT Reg No: GB 318 4472 09  |  Company No: 08841276",
        ],
        "helv",
        7.5,
        lead=10,
        c=GREY,
    )
    pg.text(57, 135, "INVOICE TO", "hebo", 8, purple)
    pg.lines(
        57,
        148,
        ["The Copper Kettle Café Ltd", "3 Market Place", "Wells, Somerset BA5 2RB"],
        "helv",
        9,
        lead=12,
    )
    pg.text(250, 135, "DELIVER TO", "hebo", 8, purple)
    pg.lines(
        250,
        148,
        ["Mendip Food Hub CIC", "Unit 2, Dulcote Business Park", "Wells BA5 3NU"],
        "helv",
        9,
        lead=12,
    )
    pg.lines(
        420,
        135,
        [
            "Account: CAF114",
            "Your Ref: CK-OCT-2",
            "Delivery Note: DN-77120",
            "Delivered: 18/10/2024",
            "Terms: 30 days net",
        ],
        "helv",
        8,
        lead=11,
    )
    r1, s1 = rows_for(p1)
    r1.append(
        {
            "cells": ["", "Sub-total this page (carried forward)", "", "", "", "£" + US(s1)],
            "font": "hebo",
            "fill": LIGHT,
        }
    )
    y = pg.table(57, 200, cols, r1, sz=8.3, pad=4.2)
    pg.text(538, y + 16, "Continued on page 2 ...", "heit", 8, al="r")
    same(1065.55, s1)
    # page 2
    pg2 = pdf.new_page()
    header(pg2, False)
    pg2.text(57, 100, "Invoice To: The Copper Kettle Café Ltd  |  Account: CAF114", "helv", 8, GREY)
    r2_, s2 = rows_for(p2)
    r2_.insert(1, {"cells": ["", "Brought forward from page 1", "", "", "", "£" + US(s1)], "font": "heit"})
    y = pg2.table(57, 112, cols, r2_, sz=8.3, pad=4.2)
    allitems = p1 + p2
    netZ = sum((r2(D(q) * D(p)) for _, _, q, p, v in allitems if v == "Z"), Decimal(0))
    netS = sum((r2(D(q) * D(p)) for _, _, q, p, v in allitems if v == "S"), Decimal(0))
    vat = r2(netS * D("0.20"))
    net = netZ + netS
    same(1279.25, net)
    same(95.63, vat)
    same(1374.88, net + vat)
    y += 20
    pg2.text(57, y, "VAT ANALYSIS", "hebo", 8, purple)
    pg2.table(
        57,
        y + 5,
        [(40, "c"), (50, "r"), (80, "r"), (70, "r")],
        [
            ["Code", "Rate", "Net", "VAT"],
            ["Z", "0%", "£" + US(netZ), "£0.00"],
            ["S", "20%", "£" + US(netS), "£" + US(vat)],
        ],
        sz=8.3,
        pad=4,
    )
    tx = 360
    ty = y + 10
    for k, v, f in [
        ("Total Net", "£" + US(net), "helv"),
        ("Total VAT", "£" + US(vat), "helv"),
        ("INVOICE TOTAL", "£" + US(net + vat), "hebo"),
    ]:
        pg2.text(tx, ty, k, f, 9.5)
        pg2.text(538, ty, v, f, 9.5, al="r")
        ty += 16
    pg2.line(tx, ty - 27, 538, ty - 27, w=0.8)
    pg2.para(
        57,
        y + 100,
        481,
        "Payment terms: 30 days net. Payment due by 20/11/2024. Please pay by BACS "
        "to Thornbury & Pike Wholesale Ltd, sort code 30-94-12, account 41188720, quoting invoice "
        "number TPW-0048821. We reserve the right to charge interest under the Late Payment of "
        "Commercial Debts (Interest) Act 1998.",
        "helv",
        8.5,
    )
    pg2.para(
        57,
        y + 150,
        481,
        "Chilled goods must be checked on delivery; shortages or damage must be "
        "reported within 24 hours. Title to goods passes on payment in full.",
        "helv",
        7.5,
        c=GREY,
    )

    def foot(p, i, n):
        p.line(57, 800, 538, 800, w=0.4, c=GREY)
        p.text(
            57,
            812,
            "Thornbury & Pike Wholesale Ltd  |  Registered in England & Wales No. 08841276",
            "helv",
            6.8,
            GREY,
        )
        p.text(538, 812, "Page %d of %d" % (i, n), "helv", 7, GREY, al="r")

    pdf.finish(foot)
    fields = {
        "invoice_number": F("TPW-0048821", 1, "Invoice No: TPW-0048821"),
        "invoice_date": F("2024-10-21", 1, "Invoice Date / Tax Point: 21/10/2024"),
        "due_date": F("2024-11-20", 2, "Payment due by 20/11/2024."),
        "vendor_name": F(
            "Thornbury & Pike Wholesale Ltd",
            1,
            "Thornbury & Pike Wholesale Ltd | Registered in England & Wales No. 08841276",
        ),
        "bill_to": F("The Copper Kettle Café Ltd", 1, "INVOICE TO The Copper Kettle Café Ltd"),
        "currency": F("GBP", 2, "INVOICE TOTAL £1,374.88"),
        "subtotal": F(1279.25, 2, "Total Net £1,279.25"),
        "tax": F(95.63, 2, "Total VAT £95.63"),
        "total": F(1374.88, 2, "INVOICE TOTAL £1,374.88"),
        "amount_due": NULL(),
    }
    notes = (
        "Two-page UK wholesale invoice. Page 1 ends with 'Sub-total this page (carried forward)' "
        "(a per-page subtotal, not the invoice subtotal); the real totals are on page 2. Mixed "
        "zero-rated and standard-rated lines; tax is 'Total VAT' (the VAT analysis also shows the "
        "net base next to the rate). Header (invoice no./date) is repeated on page 2; page 1 is "
        "labelled. The letterhead prints the name in two parts ('THORNBURY & PIKE' / 'WHOLESALE "
        "LTD'); the full name is in the page footer and the payment text. 'Deliver To' "
        "(Mendip Food Hub CIC) is the ship-to; delivery date 18/10/2024 is a distractor. DD/MM "
        "dates. amount_due null: no separate balance line."
    )
    return pdf, fields, notes


# ====================================================================== US rate only
@doc("b5_inv_us_rate_only", "invoice", "Greenway Tree & Lawn Care - Invoice 1047")
def inv_rate_only():
    pdf = Pdf(LETTER)
    pg = pdf.new_page()
    g = (0.2, 0.45, 0.15)
    # leaf logo
    pg.circle(75, 60, 20, c=g, fill=(0.85, 0.93, 0.82), w=1.5)
    pg.line(62, 73, 88, 47, w=1.5, c=g)
    pg.text(105, 56, "Greenway Tree & Lawn Care", "tibo", 18, g)
    pg.text(105, 70, "Licensed arborist - insured - free estimates", "tiit", 9, GREY)
    pg.lines(105, 84, ["1630 E 23rd Street, Lawrence, KS 66046  -  (785) 555-0133"], "helv", 8)
    pg.rect(420, 36, 562, 96, w=1, c=g)
    pg.text(491, 54, "INVOICE", "hebo", 14, g, al="c")
    pg.lines(428, 70, ["Invoice No.: 1047", "Date: April 22, 2024"], "helv", 9, lead=12)
    pg.text(50, 130, "Bill To:", "hebo", 9)
    pg.lines(50, 143, ["Harold Lindqvist", "52 Fernwood Court", "Lawrence, KS 66049"], "helv", 9.5, lead=12.5)
    pg.text(300, 130, "Job Site:", "hebo", 9)
    pg.lines(
        300,
        143,
        [
            "914 Vermont Street (rental property)",
            "Lawrence, KS 66044",
            "Job Date: April 18, 2024",
            "Crew Lead: T. Okonjo",
        ],
        "helv",
        9.5,
        lead=12.5,
    )
    items = [
        ('Tree removal - silver maple, approx. 24" DBH, rear yard', "1", "850.00"),
        ("Stump grinding (below grade, chips left on site)", "1", "175.00"),
        ("Debris haul-off", "1", "95.00"),
        ("Hardwood mulch, installed (cu. yd.)", "4", "38.00"),
    ]
    rows = [["Description", "Qty", "Unit Price", "Line Total"]]
    for t, q, p in items:
        rows.append([t, q, "$" + US(D(p)), "$" + US(r2(D(q) * D(p)))])
    for _ in range(4):
        rows.append(["", "", "", ""])
    y = pg.table(
        50,
        210,
        [(300, "l"), (50, "c"), (80, "r"), (82, "r")],
        rows,
        sz=9.3,
        pad=5,
        head_fill=(0.85, 0.93, 0.82),
    )
    sub = _items_sum(items, 1, 2)
    total = r2(sub * D("1.03"))
    same(1272.00, sub)
    same(1310.16, total)
    # totals in boxes
    bx = 380
    for k, v, f in [
        ("Subtotal", "$" + US(sub), "helv"),
        ("Sales Tax", "3%", "helv"),
        ("TOTAL", "$" + US(total), "hebo"),
    ]:
        pg.rect(bx, y, 562, y + 20, w=0.5)
        pg.line(480, y, 480, y + 20, w=0.5)
        pg.text(bx + 6, y + 14, k, f, 9.5)
        pg.text(556, y + 14, v, f, 9.5, al="r")
        y += 20
    pg.text(50, y - 40, "Terms: Payment due upon receipt.", "hebo", 9)
    pg.text(50, y - 26, "Make checks payable to Greenway Tree & Lawn Care.", "helv", 9)
    pg.para(
        50,
        y + 30,
        512,
        "Warranty: stump-grinding areas settle over time; one free top-off of "
        "soil within 60 days on request. Returned checks are subject to a $30 fee. Accounts more "
        "than 30 days past due may be referred for collection.",
        "helv",
        8,
        c=GREY,
    )
    pg.text(306, 740, "Thank you for your business!", "tiit", 12, g, al="c")
    fields = {
        "invoice_number": F("1047", 1, "Invoice No.: 1047"),
        "invoice_date": F("2024-04-22", 1, "Date: April 22, 2024"),
        "due_date": NULL(),
        "vendor_name": F("Greenway Tree & Lawn Care", 1, "Greenway Tree & Lawn Care Licensed arborist"),
        "bill_to": F("Harold Lindqvist", 1, "Bill To: Harold Lindqvist"),
        "currency": F("USD", 1, "TOTAL $1,310.16"),
        "subtotal": F(1272.00, 1, "Subtotal $1,272.00"),
        "tax": NULL(),
        "total": F(1310.16, 1, "TOTAL $1,310.16"),
        "amount_due": NULL(),
    }
    notes = (
        "Small contractor invoice. Sales tax is printed ONLY as a rate ('Sales Tax 3%') with no "
        "amount, so tax is null even though subtotal and total are printed (the difference must "
        "not be filled in). due_date null: 'due upon receipt' gives no date. Job date April 18, "
        "2024 is a distractor; the job site (a rental property) is not the bill-to; the billed "
        "customer is a person. amount_due null: only a TOTAL line."
    )
    return pdf, fields, notes
