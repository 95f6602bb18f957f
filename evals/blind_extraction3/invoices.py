"""Invoices 1-6: German, Spanish, Dutch (2 pages), Swiss-French, Indian GST, US 3-page wholesale."""

from pdfkit import A4, Doc, ch, eu, ind, r2, same

GREY = (0.45, 0.45, 0.45)


def inv_de_werkzeug(out):
    d = Doc("b3_inv_de_werkzeug", "invoice", "Rechnung RE-2024/0317", "Köhler Präzisionswerkzeuge GmbH", A4)
    p = d.new_page()
    d.t(50, 60, "KÖHLER", 22, "hebo", (0.1, 0.25, 0.5))
    d.t(50, 76, "PRÄZISIONSWERKZEUGE", 10, "helv", (0.1, 0.25, 0.5))
    d.t(545, 60, "Tel. +49 7361 55 40-0", 8, align="r")
    d.t(545, 71, "info@koehler-pwz.example", 8, align="r")
    sender = "Köhler Präzisionswerkzeuge GmbH · Industriestraße 14 · 73430 Aalen"
    d.t(50, 130, sender, 6.5, color=GREY)
    d.hline(50, 260, 133, 0.3)
    d.lines(50, 148, ["Bauer Metallbau KG", "z. Hd. Frau Sabine Krüger", "Am Hafen 7", "28217 Bremen"], 10)
    info = [
        ("Rechnungsnummer:", "RE-2024/0317"),
        ("Rechnungsdatum:", "14.03.2024"),
        ("Lieferdatum:", "12.03.2024"),
        ("Kundennummer:", "10482"),
        ("Ihre Bestellung:", "PO-88121 vom 04.03.2024"),
    ]
    y = 140
    for k, v in info:
        d.row(y, [(340, k, "l"), (440, v, "l")], 8.5)
        y += 12
    d.t(50, 250, "Rechnung RE-2024/0317", 14, "hebo")
    d.t(50, 268, "Sehr geehrte Frau Krüger, für unsere Lieferung berechnen wir Ihnen:", 9)
    items = [
        ("1", "HM-1020", "VHM-Schaftfräser Ø 10 mm, Z4", 12, 48.90),
        ("2", "GW-M8", "Maschinen-Gewindebohrer M8, HSS-E", 20, 14.35),
        ("3", "SP-ER32", "Spannzange ER32, 6-20 mm", 6, 39.50),
        ("4", "VP-01", "Versandkostenpauschale", 1, 18.50),
    ]
    rows, net = [], 0.0
    for pos, art, txt, q, pr in items:
        line = r2(q * pr)
        net = r2(net + line)
        rows.append([pos, art, txt, str(q), eu(pr), eu(line)])
    cols = [(50, "l"), (75, "l"), (135, "l"), (390, "r"), (465, "r"), (545, "r")]
    head = ["Pos.", "Artikel", "Bezeichnung", "Menge", "Einzelpreis €", "Gesamt €"]
    y = d.table(292, cols, rows, 9, head=head, lead=16)
    same(net, 1129.30)
    tax = r2(net * 0.19)
    total = r2(net + tax)
    same(tax, 214.57)
    d.hline(330, 545, y - 6)
    y += 6
    d.row(y, [(330, "Nettobetrag", "l"), (545, f"{eu(net)} €", "r")], 9)
    d.row(y + 14, [(330, "zzgl. 19 % USt.", "l"), (545, f"{eu(tax)} €", "r")], 9)
    d.hline(330, 545, y + 19)
    d.row(y + 32, [(330, "Rechnungsbetrag", "l"), (545, f"{eu(total)} €", "r")], 10, "hebo")
    y += 70
    y = d.lines(
        50,
        y,
        [
            "Zahlbar bis 28.03.2024 ohne Abzug. Bei Zahlung bis 21.03.2024 gewähren wir 2 % Skonto.",
            "Es gelten unsere Allgemeinen Liefer- und Zahlungsbedingungen.",
        ],
        9,
    )
    d.hline(50, 545, 770, 0.3)
    d.lines(
        50,
        782,
        [
            sender,
            "Geschäftsführer: Tobias Köhler · Amtsgericht Ulm HRB 731245 · USt-IdNr. DE 298 114 507",
            "Kreissparkasse Ostalb · IBAN DE44 6145 0050 0110 2233 44 · BIC OASPDE6AXXX",
        ],
        6.5,
        color=GREY,
    )
    d.f("invoice_number", "RE-2024/0317", p, "Rechnungsnummer: RE-2024/0317")
    d.f("invoice_date", "2024-03-14", p, "Rechnungsdatum: 14.03.2024")
    d.f("due_date", "2024-03-28", p, "Zahlbar bis 28.03.2024 ohne Abzug.")
    d.f("vendor_name", "Köhler Präzisionswerkzeuge GmbH", p, sender)
    d.f("bill_to", "Bauer Metallbau KG", p, "Bauer Metallbau KG z. Hd. Frau Sabine Krüger")
    d.f("currency", "EUR", p, "Rechnungsbetrag 1.343,87 €")
    d.f("subtotal", net, p, "Nettobetrag 1.129,30 €")
    d.f("tax", tax, p, "zzgl. 19 % USt. 214,57 €")
    d.f("total", total, p, "Rechnungsbetrag 1.343,87 €")
    d.null("amount_due")
    d.notes = (
        "German invoice; the vendor name is printed only in the small sender line of the address window and "
        "the "
        "footer (the logo shows 'KÖHLER PRÄZISIONSWERKZEUGE'). Numbers in German notation (1.129,30). "
        "subtotal = "
        "'Nettobetrag' (includes the shipping flat fee line). due_date = 'Zahlbar bis 28.03.2024' (the "
        "Skonto date "
        "21.03.2024 is an early-payment discount date, not the due date). No separate amount due -> null."
    )
    return d.save(out)


def inv_es_servicios(out):
    d = Doc(
        "b3_inv_es_servicios", "invoice", "Factura F-2024-00891", "Soluciones Informáticas Ebro, S.L.", A4
    )
    p = d.new_page()
    d.t(545, 58, "Soluciones Informáticas Ebro, S.L.", 13, "hebo", align="r")
    d.lines(
        545 - 190,
        74,
        [
            "CIF B-50123456",
            "Calle del Coso 112, 3º",
            "50001 Zaragoza (España)",
            "facturacion@sie-ebro.example",
        ],
        8,
    )
    d.t(50, 64, "FACTURA", 26, "hebo", (0.6, 0.1, 0.1))
    d.box(50, 140, 290, 215, fill=(0.95, 0.95, 0.95))
    d.t(58, 154, "CLIENTE", 8, "hebo")
    d.lines(
        58,
        168,
        [
            "Clínica Dental Arrieta, S.L.P.",
            "NIF B-31987654",
            "Avenida de Pamplona 40",
            "31010 Barañáin (Navarra)",
        ],
        9,
    )
    meta = [
        ("Nº de factura:", "F-2024-00891"),
        ("Fecha de emisión:", "05/02/2024"),
        ("Forma de pago:", "Transferencia a 30 días"),
        ("Pedido:", "Contrato MNT-2024"),
    ]
    y = 152
    for k, v in meta:
        d.row(y, [(330, k, "l"), (420, v, "l")], 9)
        y += 14
    items = [
        ("Mantenimiento anual de servidores (2024)", 1, 1800.00),
        ("Licencias antivirus corporativo (25 puestos)", 25, 32.00),
        ("Horas de soporte técnico presencial", 12, 45.00),
    ]
    rows, gross = [], 0.0
    for txt, q, pr in items:
        line = r2(q * pr)
        gross = r2(gross + line)
        rows.append([txt, str(q), f"{eu(pr)} €", f"{eu(line)} €"])
    cols = [(50, "l"), (370, "r"), (450, "r"), (545, "r")]
    y = d.table(250, cols, rows, 9, head=["Concepto", "Cantidad", "Precio", "Importe"], lead=17)
    disc = r2(gross * 0.10)
    base = r2(gross - disc)
    iva = r2(base * 0.21)
    total = r2(base + iva)
    deposit = 1000.00
    due = r2(total - deposit)
    same(base, 2826.00)
    same(iva, 593.46)
    y += 10
    summary = [
        ("Importe bruto", f"{eu(gross)} €"),
        ("Descuento 10 %", f"-{eu(disc)} €"),
        ("Base imponible", f"{eu(base)} €"),
        ("IVA 21 %", f"{eu(iva)} €"),
        ("Total factura", f"{eu(total)} €"),
        ("Anticipo recibido (05/01/2024)", f"-{eu(deposit)} €"),
    ]
    for k, v in summary:
        d.row(y, [(330, k, "l"), (545, v, "r")], 9, "hebo" if k == "Total factura" else "helv")
        y += 15
    d.box(325, y - 10, 548, y + 8, fill=(0.9, 0.9, 0.9))
    d.row(y + 3, [(330, "TOTAL A PAGAR", "l"), (545, f"{eu(due)} €", "r")], 10, "hebo")
    y += 50
    d.lines(
        50,
        y,
        [
            "Forma de pago: transferencia bancaria a 30 días fecha factura.",
            "IBAN ES12 2085 0111 2233 4455 6677 - Ibercaja Banco",
            "Inscrita en el Registro Mercantil de Zaragoza, Tomo 4012, Folio 88, Hoja Z-55120.",
        ],
        8,
        color=GREY,
    )
    d.f("invoice_number", "F-2024-00891", p, "Nº de factura: F-2024-00891")
    d.f("invoice_date", "2024-02-05", p, "Fecha de emisión: 05/02/2024")
    d.null("due_date")
    d.f("vendor_name", "Soluciones Informáticas Ebro, S.L.", p, "Soluciones Informáticas Ebro, S.L.")
    d.f("bill_to", "Clínica Dental Arrieta, S.L.P.", p, "CLIENTE Clínica Dental Arrieta, S.L.P.")
    d.f("currency", "EUR", p, "Total factura 3.419,46 €")
    d.f("subtotal", base, p, "Base imponible 2.826,00 €")
    d.f("tax", iva, p, "IVA 21 % 593,46 €")
    d.f("total", total, p, "Total factura 3.419,46 €")
    d.f("amount_due", due, p, "TOTAL A PAGAR 2.419,46 €")
    d.notes = (
        "Spanish invoice. subtotal = 'Base imponible' (after the 10 % discount), not 'Importe bruto'. A "
        "deposit "
        "('Anticipo recibido') is deducted after the total, so amount_due = 'TOTAL A PAGAR' 2.419,46. "
        "Payment "
        "terms only ('a 30 días'), no printed due date -> due_date null. The deposit date 05/01/2024 is not "
        "a "
        "due date."
    )
    return d.save(out)


def inv_nl_verpakking(out):
    d = Doc("b3_inv_nl_verpakking", "invoice", "Factuur 2024.0456", "De Vries Verpakkingen B.V.", A4)
    skus = ["Golfkarton doos", "Verzenddoos wit", "Kratten PP", "Stretchfolie", "Kweekpot", "Zaaigrond"]
    items = []
    for i in range(26):
        name = skus[i % 6]
        rate = 9 if name in ("Kweekpot", "Zaaigrond") else 21
        qty = 10 * (i % 5 + 1) + 5 * (i % 3)
        price = round(0.85 + 0.37 * (i % 7) + 0.05 * i, 2)
        items.append((f"DV-{4100 + 7 * i}", f"{name} type {chr(65 + i % 4)}{i + 1:02d}", qty, price, rate))

    def header(pg_no):
        d.t(50, 56, "De Vries Verpakkingen B.V.", 15, "hebo", (0.0, 0.35, 0.2))
        d.t(50, 70, "Havenweg 31 · 2984 BA Ridderkerk · KvK 24567891 · BTW NL812345678B01", 7.5, color=GREY)
        d.t(545, 56, f"Pagina {pg_no} van 2", 8, align="r")

    p1 = d.new_page()
    header(1)
    d.t(50, 110, "FACTUUR", 18, "hebo")
    d.t(50, 135, "Factuuradres", 8, "hebo")
    d.lines(
        50,
        148,
        [
            "Groenhuis Tuincentrum B.V.",
            "t.a.v. crediteurenadministratie",
            "Postbus 1120",
            "3430 BC Nieuwegein",
        ],
        9,
    )
    d.t(230, 135, "Afleveradres", 8, "hebo")
    d.lines(230, 148, ["Distributiecentrum Midden B.V.", "Dock 4", "Lageweg 9", "3433 NB Nieuwegein"], 9)
    meta = [
        ("Factuurnummer:", "2024.0456"),
        ("Factuurdatum:", "12-04-2024"),
        ("Vervaldatum:", "12-05-2024"),
        ("Klantnummer:", "K-3391"),
    ]
    y = 135
    for k, v in meta:
        d.row(y, [(400, k, "l"), (475, v, "l")], 8.5)
        y += 12
    cols = [(50, "l"), (110, "l"), (360, "r"), (420, "r"), (470, "r"), (545, "r")]
    head = ["Artikel", "Omschrijving", "Aantal", "Prijs", "BTW", "Bedrag"]

    def rowof(it):
        sku, txt, q, pr, rate = it
        return [sku, txt, str(q), eu(pr), f"{rate}%", eu(r2(q * pr))]

    y = d.table(225, cols, [rowof(it) for it in items[:17]], 8.5, head=head, lead=15)
    carried = r2(sum(r2(it[2] * it[3]) for it in items[:17]))
    d.hline(400, 545, y - 8)
    d.row(y + 4, [(400, "Transport naar pagina 2", "l"), (545, f"€ {eu(carried)}", "r")], 8.5, "hebo")
    p2 = d.new_page()
    header(2)
    d.t(50, 100, "Factuur 2024.0456 (vervolg)", 11, "hebo")
    d.row(125, [(50, "Transport van pagina 1", "l"), (545, f"€ {eu(carried)}", "r")], 8.5, "hebo")
    y = d.table(150, cols, [rowof(it) for it in items[17:]], 8.5, head=head, lead=15)
    net = r2(sum(r2(it[2] * it[3]) for it in items))
    same(net, r2(carried + sum(r2(it[2] * it[3]) for it in items[17:])))
    b21 = r2(sum(r2(it[2] * it[3]) for it in items if it[4] == 21))
    b9 = r2(net - b21)
    v21, v9 = r2(b21 * 0.21), r2(b9 * 0.09)
    vat = r2(v21 + v9)
    total = r2(net + vat)
    y += 12
    summary = [
        ("Totaal exclusief BTW", eu(net)),
        (f"BTW 21% over € {eu(b21)}", eu(v21)),
        (f"BTW 9% over € {eu(b9)}", eu(v9)),
        ("Totaal BTW", eu(vat)),
        ("Totaal inclusief BTW", eu(total)),
    ]
    for k, v in summary:
        d.row(y, [(330, k, "l"), (545, f"€ {v}", "r")], 9, "hebo" if k.startswith("Totaal") else "helv")
        y += 15
    y += 20
    d.lines(
        50,
        y,
        [
            "Wij verzoeken u het totaalbedrag vóór de vervaldatum over te maken op",
            "NL91 ABNA 0417 1643 00 o.v.v. het factuurnummer. Op al onze leveringen zijn de",
            "Algemene Voorwaarden van De Vries Verpakkingen B.V. van toepassing.",
        ],
        8.5,
    )
    d.f("invoice_number", "2024.0456", p1, "Factuurnummer: 2024.0456")
    d.f("invoice_date", "2024-04-12", p1, "Factuurdatum: 12-04-2024")
    d.f("due_date", "2024-05-12", p1, "Vervaldatum: 12-05-2024")
    d.f("vendor_name", "De Vries Verpakkingen B.V.", p1, "De Vries Verpakkingen B.V.")
    d.f("bill_to", "Groenhuis Tuincentrum B.V.", p1, "Factuuradres Groenhuis Tuincentrum B.V.")
    d.f("currency", "EUR", p2, f"Totaal inclusief BTW € {eu(total)}")
    d.f("subtotal", net, p2, f"Totaal exclusief BTW € {eu(net)}")
    d.f("tax", vat, p2, f"Totaal BTW € {eu(vat)}")
    d.f("total", total, p2, f"Totaal inclusief BTW € {eu(total)}")
    d.null("amount_due")
    d.notes = (
        "Dutch two-page invoice; page 1 ends with 'Transport naar pagina 2' (carried forward, not a "
        "subtotal of "
        "the invoice) and page 2 starts with it. Two VAT rates (21% and 9%) are printed as separate lines "
        "and "
        "summed on a printed 'Totaal BTW' line -> tax. subtotal = 'Totaal exclusief BTW'. Ship-to "
        "(Afleveradres) is a different company from the billed party. No separate amount due -> null."
    )
    return d.save(out)


def inv_ch_conseil(out):
    d = Doc("b3_inv_ch_conseil", "invoice", "Facture 24-0815", "Alpenblick Conseil SA", A4)
    p = d.new_page()
    d.box(0, 0, 595, 90, fill=(0.12, 0.2, 0.3), color=None)
    d.t(50, 50, "alpenblick", 24, "hebo", (1, 1, 1))
    d.t(50, 68, "conseil en organisation", 9, "heit", (0.85, 0.85, 0.85))
    d.lines(
        545 - 150,
        40,
        ["Alpenblick Conseil SA", "Avenue de Rhodanie 58", "1007 Lausanne", "CHE-412.887.301 TVA"],
        8,
        color=(1, 1, 1),
    )
    d.lines(330, 140, ["Seiler Logistique SA", "M. Pierre Favre", "Route de Genève 12", "1260 Nyon"], 10)
    d.lines(50, 140, ["Lausanne, le 29.02.2024"], 9)
    d.t(50, 215, "Facture n° 24-0815", 14, "hebo")
    d.lines(
        50,
        233,
        ["Date : 29.02.2024", "Votre référence : mandat ORG-2024-02", "Conditions : payable à 30 jours net"],
        9,
    )
    items = [
        ("Analyse des processus logistiques (jours)", 8, 1200.00),
        ("Atelier de direction, préparation et animation", 1, 2400.00),
        ("Frais de déplacement (forfait)", 1, 450.00),
    ]
    rows, net = [], 0.0
    for txt, q, pr in items:
        line = r2(q * pr)
        net = r2(net + line)
        rows.append([txt, str(q), ch(pr), ch(line)])
    cols = [(50, "l"), (380, "r"), (460, "r"), (545, "r")]
    y = d.table(300, cols, rows, 9, head=["Prestation", "Quantité", "Prix CHF", "Montant CHF"], lead=17)
    tva = r2(net * 0.081)
    total = r2(net + tva)
    same(tva, 1008.45)
    y += 10
    d.row(y, [(330, "Sous-total", "l"), (545, f"CHF {ch(net)}", "r")], 9)
    d.row(y + 15, [(330, "TVA 8,1 %", "l"), (545, f"CHF {ch(tva)}", "r")], 9)
    d.hline(330, 545, y + 21)
    d.row(y + 34, [(330, "Total", "l"), (545, f"CHF {ch(total)}", "r")], 10, "hebo")
    y += 80
    d.para(
        50,
        y,
        "Nous vous remercions de votre confiance. Le montant est payable à 30 jours net sur le compte "
        "IBAN CH93 0076 2011 6238 5295 7 (Banque Cantonale Vaudoise), en indiquant le numéro de facture.",
        495,
        9,
        "helv",
    )
    d.f("invoice_number", "24-0815", p, "Facture n° 24-0815")
    d.f("invoice_date", "2024-02-29", p, "Date : 29.02.2024")
    d.null("due_date")
    d.f("vendor_name", "Alpenblick Conseil SA", p, "Alpenblick Conseil SA Avenue de Rhodanie 58")
    d.f("bill_to", "Seiler Logistique SA", p, "Seiler Logistique SA M. Pierre Favre")
    d.f("currency", "CHF", p, f"Total CHF {ch(total)}")
    d.f("subtotal", net, p, f"Sous-total CHF {ch(net)}")
    d.f("tax", tva, p, f"TVA 8,1 % CHF {ch(tva)}")
    d.f("total", total, p, f"Total CHF {ch(total)}")
    d.null("amount_due")
    d.notes = (
        "Swiss French invoice in CHF with Swiss number notation (12'450.00) and a decimal-comma rate "
        "('TVA 8,1 %'). Logo is lowercase 'alpenblick' in a dark banner; the legal name is in the banner's "
        "address lines. Terms only ('payable à 30 jours net') -> due_date null. No separate amount due."
    )
    return d.save(out)


def inv_in_gst(out):
    d = Doc("b3_inv_in_gst", "invoice", "Tax Invoice SGT/24-25/0042", "Shree Ganesh Textiles Pvt. Ltd.", A4)
    p = d.new_page()
    d.t(297, 45, "TAX INVOICE", 14, "hebo", align="c")
    d.t(297, 57, "(Original for Recipient)", 7.5, align="c")
    d.box(40, 65, 555, 140)
    d.lines(
        48,
        80,
        [
            "SHREE GANESH TEXTILES PVT. LTD.",
            "Plot 44, GIDC Pandesara, Surat - 394221, Gujarat",
            "GSTIN: 24AAECS1234F1Z5   State: Gujarat (24)",
            "PAN: AAECS1234F",
        ],
        8.5,
    )
    d.lines(
        360,
        80,
        [
            "Invoice No.: SGT/24-25/0042",
            "Invoice Date: 15-Apr-2024",
            "Due Date: 15-May-2024",
            "Place of Supply: Gujarat (24)",
        ],
        8.5,
    )
    d.box(40, 140, 297, 215)
    d.box(297, 140, 555, 215)
    d.lines(
        48,
        153,
        [
            "Bill To (Buyer):",
            "Kaveri Home Furnishings LLP",
            "12 Ashram Road, Navrangpura",
            "Ahmedabad - 380009",
            "GSTIN: 24AAKFK5678Q1Z2",
        ],
        8.5,
    )
    d.lines(
        305,
        153,
        [
            "Ship To (Consignee):",
            "Kaveri Home Furnishings LLP - Warehouse",
            "Survey No. 81, Changodar",
            "Ahmedabad - 382213",
        ],
        8.5,
    )
    items = [
        ("Cotton bedsheet, double, 144 TC", "6304", 200, "Pcs", 450.00),
        ("Cushion cover 16x16, printed", "6304", 500, "Pcs", 120.00),
        ("Curtain fabric, jacquard", "5407", 350, "Mtr", 260.00),
    ]
    rows, taxable = [], 0.0
    for i, (txt, hsn, q, unit, pr) in enumerate(items, 1):
        amt = r2(q * pr)
        taxable = r2(taxable + amt)
        rows.append([str(i), txt, hsn, f"{q} {unit}", ind(pr), ind(amt)])
    cols = [(48, "l"), (70, "l"), (300, "l"), (390, "r"), (460, "r"), (550, "r")]
    head = ["Sr.", "Description of Goods", "HSN", "Qty", "Rate (₹)", "Amount (₹)"]
    y = d.table(235, cols, rows, 8.5, head=head, lead=16)
    cgst, sgst = r2(taxable * 0.025), r2(taxable * 0.025)
    tax = r2(cgst + sgst)
    total = r2(taxable + tax)
    same(total, 253050.00)
    y += 8
    summary = [
        ("Taxable Value", ind(taxable)),
        ("CGST @ 2.5%", ind(cgst)),
        ("SGST @ 2.5%", ind(sgst)),
        ("Total Tax", ind(tax)),
    ]
    for k, v in summary:
        d.row(y, [(330, k, "l"), (550, v, "r")], 8.5)
        y += 14
    d.box(325, y - 9, 555, y + 7, fill=(0.92, 0.92, 0.92))
    d.row(y + 2, [(330, "Grand Total", "l"), (550, f"₹ {ind(total)}", "r")], 9.5, "hebo")
    y += 30
    d.lines(
        48,
        y,
        ["Amount Chargeable (in words):", "Indian Rupees Two Lakh Fifty Three Thousand Fifty Only"],
        8.5,
    )
    d.lines(
        48,
        y + 40,
        [
            "Bank: State Bank of India, Ring Road Branch, Surat  A/c No. 3921 0045 8812  IFSC SBIN0004512",
            "Declaration: We declare that this invoice shows the actual price of the goods described.",
        ],
        7.5,
        color=GREY,
    )
    d.t(550, y + 90, "for SHREE GANESH TEXTILES PVT. LTD.", 8.5, "hebo", align="r")
    d.t(550, y + 125, "Authorised Signatory", 8, align="r")
    d.f("invoice_number", "SGT/24-25/0042", p, "Invoice No.: SGT/24-25/0042")
    d.f("invoice_date", "2024-04-15", p, "Invoice Date: 15-Apr-2024")
    d.f("due_date", "2024-05-15", p, "Due Date: 15-May-2024")
    d.f("vendor_name", "SHREE GANESH TEXTILES PVT. LTD.", p, "SHREE GANESH TEXTILES PVT. LTD. Plot 44")
    d.f("bill_to", "Kaveri Home Furnishings LLP", p, "Bill To (Buyer): Kaveri Home Furnishings LLP")
    d.f("currency", "INR", p, "Indian Rupees Two Lakh Fifty Three Thousand Fifty Only")
    d.f("subtotal", taxable, p, "Taxable Value 2,41,000.00")
    d.f("tax", tax, p, "Total Tax 12,050.00")
    d.f("total", total, p, "Grand Total ₹ 2,53,050.00")
    d.null("amount_due")
    d.notes = (
        "Indian GST tax invoice with Indian digit grouping (2,53,050.00) and the rupee sign. Intra-state "
        "supply: "
        "CGST 2.5% and SGST 2.5% printed separately plus a printed 'Total Tax' -> tax 12,050. subtotal = "
        "'Taxable Value'. Bill To and Ship To are both Kaveri entities; bill_to is the Buyer block."
    )
    return d.save(out)
