"""Invoices 4-6: Portuguese fatura, Swedish faktura, UK subcontractor invoice with a CIS deduction."""

from b4_pdf import A4, GREY, LIGHT, Built, D, Doc, F, N, agree, num, q2


def _eur_pt(v):
    return f"{num(v, 2, 'eu')} €"


def pt_fatura():
    doc = Doc("Fatura FT A2025/318", "Oficina Azulejo Vivo", A4)
    pg = doc.page()
    blue = (0.1, 0.25, 0.55)
    pg.text(40, 58, "Oficina Azulejo Vivo, Lda.", 15, "tibo", blue)
    for i, s in enumerate(
        [
            "Rua das Flores, 112 - 4050-262 Porto",
            "NIF PT509876543  |  Capital social 5.000,00 €",
            "Tel. 222 018 447  |  geral@azulejovivo.example",
        ]
    ):
        pg.text(40, 72 + 11 * i, s, 8, "helv", GREY)
    pg.text(555, 58, "FATURA", 18, "hebo", blue, "r")
    pg.text(555, 70, "Original", 8, "heit", GREY, "r")
    y = 90
    for s in ["Fatura n.º FT A2025/318", "Data de emissão: 12-05-2025", "ATCUD: JF7K2M9X-318"]:
        pg.text(555, y, s, 8.5, align="r")
        y += 12
    y = 140
    for s, f in [
        ("Exmo.(s) Sr.(s)", "helv"),
        ("Hotel Miradouro do Douro, S.A.", "hebo"),
        ("Avenida João Franco, 45", "helv"),
        ("5050-264 Peso da Régua", "helv"),
        ("NIF: 514223870", "helv"),
    ]:
        pg.text(320, y, s, 9, f)
        y += 12
    y = 140
    for s in [
        "Local de carga: Rua das Flores, 112, Porto",
        "Data de carga: 13-05-2025 09:00",
        "Local de descarga: Quinta da Ribeira, EN 222, km 8, 5050-011 Godim",
        "Matrícula: 62-TR-41",
        "Condições de pagamento: Pronto pagamento",
        "Moeda: EUR",
    ]:
        pg.text(40, y, s, 7.8)
        y += 11
    items = [
        ("AZ-RB14", "Azulejo pintado à mão, padrão Ribeira, 14x14 cm", "38", "m²", "96.50"),
        ("AZ-LM14", "Azulejo liso branco-marfim, 14x14 cm", "22", "m²", "41.80"),
        ("FR-VN514", "Friso decorativo Vinha, 5x14 cm", "140", "un", "6.90"),
        ("AC-C2TE25", "Argamassa-cola C2TE S1, saco 25 kg", "20", "un", "14.75"),
    ]
    cols = [(44, "l"), (100, "l"), (370, "r"), (380, "l"), (455, "r"), (490, "r"), (551, "r")]
    rows, gross = [], D(0)
    for code, desc, qty, un, price in items:
        v = D(qty) * D(price)
        gross += v
        rows.append((code, desc, qty, un, num(D(price), 2, "eu"), "23%", num(v, 2, "eu")))
    y = pg.table(
        240,
        cols,
        rows,
        8,
        header=("Código", "Descrição", "Qtd.", "Un.", "Preço unit.", "IVA", "Valor"),
        rule=555,
    )
    disc = q2(gross * D("0.05"))
    base = gross - disc
    iva = q2(base * D("0.23"))
    total = base + iva
    pg.text(44, y + 2, "Desconto comercial de 5% sobre o total ilíquido.", 7.5, "heit", GREY)
    y += 24
    pg.text(40, y, "Quadro resumo do IVA", 9, "hebo")
    pg.table(
        y + 16,
        [(44, "l"), (110, "l"), (200, "r"), (270, "r")],
        [("Normal", "23%", num(base, 2, "eu"), num(iva, 2, "eu"))],
        8.5,
        header=("Taxa", "", "Incidência", "Valor IVA"),
        rule=275,
    )
    for lab, val, bold in [
        ("Total Ilíquido", _eur_pt(gross), False),
        ("Total Descontos", _eur_pt(disc), False),
        ("Total IVA", _eur_pt(iva), False),
        ("Total Documento", _eur_pt(total), True),
    ]:
        pg.text(360, y, lab, 9, "hebo" if bold else "helv")
        pg.text(551, y, val, 9, "hebo" if bold else "helv", align="r")
        y += 14
    y += 30
    for s in [
        "IBAN PT50 0035 0412 0001 2345 6789 1  |  BIC CGDIPTPL",
        "Os bens foram colocados à disposição do adquirente em 13-05-2025.",
        "Hash: aB3x - Processado por programa certificado n.º 2410/AT",
    ]:
        pg.text(40, y, s, 7.5, "helv", GREY)
        y += 11
    fields = dict(
        invoice_number=F("FT A2025/318", 1, "Fatura n.º FT A2025/318"),
        invoice_date=F("2025-05-12", 1, "Data de emissão: 12-05-2025"),
        due_date=N(),
        vendor_name=F("Oficina Azulejo Vivo, Lda.", 1, "Oficina Azulejo Vivo, Lda."),
        bill_to=F("Hotel Miradouro do Douro, S.A.", 1, "Exmo.(s) Sr.(s) Hotel Miradouro do Douro, S.A."),
        currency=F("EUR", 1, "Moeda: EUR"),
        subtotal=F(5555.22, 1, "Normal 23% 5.555,22"),
        tax=F(1277.70, 1, "Total IVA 1.277,70 €"),
        total=F(6832.92, 1, "Total Documento 6.832,92 €"),
        amount_due=N(),
    )
    agree(fields, "subtotal", num(base, 2, "eu"), base)
    agree(fields, "tax", _eur_pt(iva), iva)
    agree(fields, "total", _eur_pt(total), total)
    notes = (
        "Portuguese fatura, amounts 1.234,56 €. subtotal = the after-discount taxable base 'Incidência' "
        "5.555,22 of the VAT summary (the contract's pre-tax total after discounts), not 'Total Ilíquido' "
        "5.847,60 (before the 5% discount). due_date null: 'Pronto pagamento' and no date; 13-05-2025 is the "
        "load date. amount_due null: only 'Total Documento' is printed. 'Capital social 5.000,00 €' is a "
        "distractor."
    )
    return Built(
        "b4_inv_pt_fatura", "invoice", "Fatura FT A2025/318", "Oficina Azulejo Vivo, Lda.", doc, fields, notes
    )


def _sek(v):
    return num(v, 2, "sp")


def se_faktura():
    doc = Doc("Faktura 20250412", "Fjällbacka Konsult & Data AB", A4)
    pg = doc.page()
    pg.text(40, 60, "FJÄLLBACKA", 18, "hebo", (0.05, 0.3, 0.45))
    pg.text(40, 74, "KONSULT & DATA", 10, "helv", (0.05, 0.3, 0.45))
    pg.text(40, 90, "Hamngatan 7, 457 40 Fjällbacka", 8, "helv", GREY)
    pg.text(555, 60, "FAKTURA", 18, "hebo", align="r")
    y = 84
    for lab, val in [
        ("Fakturanummer", "20250412"),
        ("Fakturadatum", "2025-04-14"),
        ("Förfallodatum", "2025-05-14"),
        ("Kundnummer", "10342"),
        ("OCR-nummer", "10342204127"),
    ]:
        pg.text(400, y, lab, 8.5)
        pg.text(555, y, val, 8.5, "hebo", align="r")
        y += 12
    y = 160
    for s in ["Lindqvist Fastigheter AB", "Att: Maria Lindqvist", "Box 1187", "411 40 Göteborg"]:
        pg.text(320, y, s, 10)
        y += 13
    y = 160
    for s in [
        "Er referens: Maria Lindqvist",
        "Vår referens: Erik Sjöberg",
        "Betalningsvillkor: 30 dagar netto",
        "Leveransperiod: 2025-03-01 - 2025-03-31",
        "Dröjsmålsränta: referensränta + 8 %",
    ]:
        pg.text(40, y, s, 8)
        y += 11
    items = [
        ("Systemutveckling, fastighetsportal (mars 2025)", 62, "tim", "1150.00"),
        ("Projektledning", 14, "tim", "1250.00"),
        ("Drift och support, månadsavgift april 2025", 1, "st", "4900.00"),
        ("Resekostnader enligt bilaga", 1, "st", "1860.00"),
    ]
    cols = [(44, "l"), (350, "r"), (362, "l"), (460, "r"), (551, "r")]
    rows, net = [], D(0)
    for desc, qty, unit, price in items:
        v = qty * D(price)
        net += v
        rows.append((desc, str(qty), unit, _sek(D(price)), _sek(v)))
    y = pg.table(250, cols, rows, 8.5, header=("Beskrivning", "Antal", "Enhet", "À-pris", "Belopp"), rule=555)
    moms = q2(net * D("0.25"))
    total = net + moms
    y += 14
    for lab, val, bold in [
        ("Belopp exkl. moms", _sek(net), False),
        ("Moms 25 %", _sek(moms), False),
        ("Totalt inkl. moms", _sek(total), True),
    ]:
        pg.text(340, y, lab, 9, "hebo" if bold else "helv")
        pg.text(551, y, val, 9, "hebo" if bold else "helv", align="r")
        y += 13
    y += 10
    pg.box(330, y, 555, y + 26, 0.8, fill=LIGHT)
    pg.text(340, y + 17, "Att betala", 11, "hebo")
    pg.text(545, y + 17, f"{_sek(total)} SEK", 11, "hebo", align="r")
    y += 60
    for s in [
        "Bankgiro 5431-8876  |  IBAN SE45 5000 0000 0583 9825 7466  |  BIC ESSESESS",
        "Vid betalning, ange OCR-nummer 10342204127.",
    ]:
        pg.text(40, y, s, 8)
        y += 11
    pg.line(40, 780, 555, 780, 0.4, GREY)
    pg.text(
        297,
        792,
        "Fjällbacka Konsult & Data AB · Org.nr 556812-3344 · Momsreg.nr SE556812334401 · Godkänd för F-skatt",
        7,
        "helv",
        GREY,
        "c",
    )
    fields = dict(
        invoice_number=F("20250412", 1, "Fakturanummer 20250412"),
        invoice_date=F("2025-04-14", 1, "Fakturadatum 2025-04-14"),
        due_date=F("2025-05-14", 1, "Förfallodatum 2025-05-14"),
        vendor_name=F("Fjällbacka Konsult & Data AB", 1, "Fjällbacka Konsult & Data AB · Org.nr 556812-3344"),
        bill_to=F("Lindqvist Fastigheter AB", 1, "Lindqvist Fastigheter AB Att: Maria Lindqvist"),
        currency=F("SEK", 1, "Att betala 119 450,00 SEK"),
        subtotal=F(95560.00, 1, "Belopp exkl. moms 95 560,00"),
        tax=F(23890.00, 1, "Moms 25 % 23 890,00"),
        total=F(119450.00, 1, "Totalt inkl. moms 119 450,00"),
        amount_due=F(119450.00, 1, "Att betala 119 450,00 SEK"),
    )
    agree(fields, "subtotal", _sek(net), net)
    agree(fields, "tax", _sek(moms), moms)
    agree(fields, "total", _sek(total), total)
    agree(fields, "amount_due", _sek(total), total)
    notes = (
        "Swedish faktura, amounts 1 234,56. The logo splits the name ('FJÄLLBACKA / KONSULT & DATA'); the "
        "full legal name is in the footer. amount_due = the 'Att betala' box (printed separately, equal to "
        "the total). OCR-nummer and Kundnummer are not the invoice number; the delivery period is not the "
        "invoice date."
    )
    return Built(
        "b4_inv_se_faktura", "invoice", "Faktura 20250412", "Fjällbacka Konsult & Data AB", doc, fields, notes
    )


def _gbp(v):
    return f"(£{num(-v)})" if v < 0 else f"£{num(v)}"


def uk_cis():
    doc = Doc("Invoice AJC-0457", "Ashworth Joinery & Carpentry Ltd", A4)
    pg = doc.page()
    pg.text(40, 58, "ASHWORTH JOINERY & CARPENTRY LTD", 15, "hebo", (0.35, 0.2, 0.1))
    pg.text(
        40,
        72,
        "14 Mill Lane, Guiseley, Leeds LS20 8AX  |  07700 900418  |  accounts@ashworthjoinery.example",
        7.5,
        "helv",
        GREY,
    )
    pg.text(
        40, 83, "Company No. 11829374  |  VAT Reg. No. GB 318 4471 26  |  UTR 84213 57790", 7.5, "helv", GREY
    )
    pg.text(555, 120, "INVOICE", 20, "hebo", align="r")
    y = 140
    for lab, val in [
        ("Invoice No:", "AJC-0457"),
        ("Invoice Date:", "18/06/2025"),
        ("Due Date:", "18/07/2025"),
        ("Your Order Ref:", "KB-PO-3391"),
        ("Works period:", "w/e 06/06/2025 & 13/06/2025"),
    ]:
        pg.text(360, y, lab, 8.5, "hebo")
        pg.text(440, y, val, 8.5)
        y += 12
    y = 140
    for s, f in [
        ("Bill To:", "hebo"),
        ("Kestrel Build Ltd", "helv"),
        ("Accounts Payable", "helv"),
        ("Unit 4, Orchard Park", "helv"),
        ("Leeds LS12 6HQ", "helv"),
    ]:
        pg.text(40, y, s, 9, f)
        y += 12
    y += 6
    for s, f in [("Site Address:", "hebo"), ("Plots 7-9, Beckside Meadows, Otley LS21 3DR", "helv")]:
        pg.text(40, y, s, 9, f)
        y += 12
    lab1, lab2, mat = D("2850.00"), D("1950.00"), D("1250.00")
    labour = lab1 + lab2
    rows = [
        ("Labour - first fix (roof trusses, stud walls), plots 7-9", "1", _gbp(lab1), _gbp(lab1)),
        ("Labour - second fix (doors, skirting, architrave), plot 7", "1", _gbp(lab2), _gbp(lab2)),
        ("Materials - door ironmongery and fixings (at cost)", "1", _gbp(mat), _gbp(mat)),
    ]
    y = pg.table(
        260,
        [(44, "l"), (380, "r"), (460, "r"), (551, "r")],
        rows,
        8.5,
        header=("Description", "Qty", "Rate", "Amount"),
        rule=555,
    )
    net = labour + mat
    vat = q2(net * D("0.20"))
    total = net + vat
    cis = -q2(labour * D("0.20"))
    payable = total + cis
    y += 12
    for lab, val, bold in [
        ("Labour subtotal", _gbp(labour), False),
        ("Materials", _gbp(mat), False),
        ("Subtotal (net)", _gbp(net), True),
        ("VAT @ 20%", _gbp(vat), False),
        ("Invoice Total", _gbp(total), True),
        (f"Less CIS deduction @ 20% of labour {_gbp(labour)}", _gbp(cis), False),
        ("Amount Payable", _gbp(payable), True),
    ]:
        pg.text(300, y, lab, 8.5, "hebo" if bold else "helv")
        pg.text(551, y, val, 8.5, "hebo" if bold else "helv", align="r")
        y += 13
    y += 14
    y = pg.para(
        40,
        y,
        515,
        "VAT is charged at the standard rate: Kestrel Build Ltd has confirmed end-user status, "
        "so the domestic reverse charge does not apply. The CIS deduction applies to the labour element only "
        "and will be shown on your monthly CIS statement (verification no. V1482736519/A).",
        8,
        "helv",
    )
    y += 10
    for s in [
        "Payment by BACS within 30 days: Barclays, sort code 20-45-77, account 43871190.",
        "Late payments may attract interest under the Late Payment of Commercial Debts (Interest) Act 1998.",
    ]:
        pg.text(40, y, s, 8)
        y += 11
    fields = dict(
        invoice_number=F("AJC-0457", 1, "Invoice No: AJC-0457"),
        invoice_date=F("2025-06-18", 1, "Invoice Date: 18/06/2025"),
        due_date=F("2025-07-18", 1, "Due Date: 18/07/2025"),
        vendor_name=F("Ashworth Joinery & Carpentry Ltd", 1, "ASHWORTH JOINERY & CARPENTRY LTD"),
        bill_to=F("Kestrel Build Ltd", 1, "Bill To: Kestrel Build Ltd"),
        currency=F("GBP", 1, "Subtotal (net) £6,050.00"),
        subtotal=F(6050.00, 1, "Subtotal (net) £6,050.00"),
        tax=F(1210.00, 1, "VAT @ 20% £1,210.00"),
        total=F(7260.00, 1, "Invoice Total £7,260.00"),
        amount_due=F(6300.00, 1, "Amount Payable £6,300.00"),
    )
    agree(fields, "subtotal", _gbp(net), net)
    agree(fields, "tax", _gbp(vat), vat)
    agree(fields, "total", _gbp(total), total)
    agree(fields, "amount_due", _gbp(payable), payable)
    notes = (
        "UK subcontractor invoice, dates dd/mm/yyyy. tax = VAT £1,210.00; the CIS deduction (£960.00) is a "
        "withholding of the subcontractor's income tax, not tax on the invoice, and reduces 'Amount Payable' "
        "(amount_due) below 'Invoice Total' (total). 'Labour subtotal' is a partial sum, not the subtotal. "
        "bill_to = Kestrel Build Ltd, not the site address."
    )
    return Built(
        "b4_inv_uk_cis",
        "invoice",
        "Ashworth Joinery & Carpentry invoice AJC-0457",
        "Ashworth Joinery & Carpentry Ltd",
        doc,
        fields,
        notes,
    )


BUILDERS = [pt_fatura, se_faktura, uk_cis]
