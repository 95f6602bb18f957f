"""Invoices 7-9: Mexican CFDI factura, South-African tax invoice, US medical-legal professional services."""

from b4_pdf import A4, DARK, GREY, LETTER, LIGHT, Built, D, Doc, F, N, agree, num, q2, usd


def _mxn(v):
    return f"${num(v)}"


def mx_factura():
    doc = Doc("CFDI A-2291", "Tecnoservicios del Bajio", LETTER)
    pg = doc.page()
    red = (0.55, 0.1, 0.1)
    y = 50
    for s, f, z in [
        ("Tecnoservicios del Bajío, S.A. de C.V.", "hebo", 12),
        ("RFC: TBA150312QK8", "helv", 8),
        ("Régimen fiscal: 601 - General de Ley Personas Morales", "helv", 8),
        ("Lugar de expedición: 76120", "helv", 8),
    ]:
        pg.text(40, y, s, z, f, red if f == "hebo" else DARK)
        y += 12
    pg.text(572, 50, "FACTURA", 16, "hebo", red, "r")
    y = 64
    for s in [
        "CFDI 4.0 - Tipo de comprobante: I - Ingreso",
        "Folio: A-2291",
        "Folio fiscal (UUID): 6F9A1C2E-4B7D-4E21-9A0B-3C5D8E7F1A24",
        "No. de serie del CSD: 00001000000512345678",
        "Fecha de emisión: 2025-06-03T10:14:22",
        "Fecha de certificación: 2025-06-03T10:15:01",
    ]:
        pg.text(572, y, s, 7.8, align="r")
        y += 11
    pg.box(40, 140, 572, 206, 0.4, GREY)
    y = 154
    for s, f in [
        ("Receptor: Alimentos La Cañada, S. de R.L. de C.V.", "hebo"),
        ("RFC: ACA0907219T4", "helv"),
        ("Domicilio fiscal del receptor: 37000", "helv"),
        ("Régimen fiscal receptor: 601", "helv"),
        ("Uso CFDI: G03 - Gastos en general", "helv"),
    ]:
        pg.text(48, y, s, 8, f)
        y += 11
    y = 154
    for s in [
        "Moneda: MXN - Peso Mexicano",
        "Tipo de cambio: 1",
        "Forma de pago: 99 - Por definir",
        "Método de pago: PPD - Pago en parcialidades o diferido",
        "Condiciones de pago: Crédito 30 días",
    ]:
        pg.text(330, y, s, 8)
        y += 11
    pg.text(
        40,
        224,
        "Orden de compra: OC-88415 del 2025-05-21   |   Servicio realizado: 2025-05-26 a 2025-05-29",
        8,
    )
    items = [
        ("72101516", 3, "E48", "Mantenimiento preventivo a compresores de aire", "8600.00"),
        ("40151512", 3, "H87", "Kit de filtros y separador aire/aceite", "4150.00"),
        ("81141804", 1, "E48", "Análisis de vibraciones y termografía", "6900.00"),
        ("78181500", 1, "E48", "Traslado de técnicos y viáticos", "3150.00"),
    ]
    rows, sub = [], D(0)
    for clave, qty, unit, desc, price in items:
        v = qty * D(price)
        sub += v
        rows.append((clave, str(qty), unit, desc, num(D(price)), num(v), "02"))
    y = pg.table(
        256,
        [(44, "l"), (122, "r"), (132, "l"), (166, "l"), (450, "r"), (520, "r"), (530, "l")],
        rows,
        7.8,
        header=("Clave", "Cant.", "Unidad", "Descripción", "Valor unitario", "Importe", "Obj."),
        rule=572,
    )
    iva = q2(sub * D("0.16"))
    total = sub + iva
    y += 14
    for lab, val, bold in [
        ("Subtotal", _mxn(sub), False),
        ("IVA Trasladado (16%)", _mxn(iva), False),
        ("Total", _mxn(total), True),
    ]:
        pg.text(400, y, lab, 9, "hebo" if bold else "helv")
        pg.text(568, y, val, 9, "hebo" if bold else "helv", align="r")
        y += 13
    usd_eq = q2(total / D("19.4210"))
    pg.text(40, y - 26, "Total con letra:", 8, "hebo")
    pg.text(40, y - 15, "CINCUENTA Y SEIS MIL VEINTIOCHO PESOS 00/100 M.N.", 8)
    pg.text(
        40,
        y + 2,
        f"Referencia informativa: equivalente a USD {num(usd_eq)} al tipo de cambio FIX de 19.4210 "
        "del 2025-06-02.",
        7.5,
        "heit",
        GREY,
    )
    y += 30
    pg.text(40, y, "Sello digital del CFDI:", 7, "hebo", GREY)
    seal = "QmFqaW9UZWNub3NlcnZpY2lvcy1BLTIyOTEtMjAyNS0wNi0wMy1mYWN0dXJhLWRlLXByb3RvdGlwbw=="
    for i in range(3):
        pg.text(40, y + 10 + 9 * i, (seal[i * 9 :] + seal[: i * 9]) * 2, 5.5, "cour", GREY)
    y += 52
    pg.text(40, y, "Sello del SAT:", 7, "hebo", GREY)
    for i in range(2):
        pg.text(40, y + 10 + 9 * i, (seal[::-1][i * 7 :] + seal[: i * 7]) * 2, 5.5, "cour", GREY)
    pg.text(306, 740, "Este documento es una representación impresa de un CFDI.", 7.5, "helv", GREY, "c")
    fields = dict(
        invoice_number=F("A-2291", 1, "Folio: A-2291"),
        invoice_date=F("2025-06-03", 1, "Fecha de emisión: 2025-06-03T10:14:22"),
        due_date=N(),
        vendor_name=F("Tecnoservicios del Bajío, S.A. de C.V.", 1, "Tecnoservicios del Bajío, S.A. de C.V."),
        bill_to=F(
            "Alimentos La Cañada, S. de R.L. de C.V.", 1, "Receptor: Alimentos La Cañada, S. de R.L. de C.V."
        ),
        currency=F("MXN", 1, "Moneda: MXN - Peso Mexicano"),
        subtotal=F(48300.00, 1, "Subtotal $48,300.00"),
        tax=F(7728.00, 1, "IVA Trasladado (16%) $7,728.00"),
        total=F(56028.00, 1, "Total $56,028.00"),
        amount_due=N(),
    )
    agree(fields, "subtotal", _mxn(sub), sub)
    agree(fields, "tax", _mxn(iva), iva)
    agree(fields, "total", _mxn(total), total)
    notes = (
        "Mexican CFDI printout. currency = MXN: the amounts use a bare '$' but 'Moneda: MXN - Peso Mexicano' "
        "names the currency; the USD equivalent line is informative only. invoice_number = 'Folio: A-2291', "
        "not the UUID (folio fiscal) or CSD serial. due_date null: only 'Crédito 30 días' (PPD) is printed; "
        "the certification, order and service dates are distractors. amount_due null: no separate balance "
        "line."
    )
    return Built(
        "b4_inv_mx_factura",
        "invoice",
        "CFDI factura A-2291",
        "Tecnoservicios del Bajío, S.A. de C.V.",
        doc,
        fields,
        notes,
    )


def _zar(v):
    return f"(R{num(-v)})" if v < 0 else f"R{num(v)}"


def za_tax_invoice():
    doc = Doc("Tax Invoice IN117842", "Umhlanga Office Solutions", A4)
    pg = doc.page()
    teal = (0.0, 0.4, 0.45)
    pg.box(40, 36, 555, 96, 0, fill=teal)
    pg.text(52, 62, "Umhlanga Office Solutions (Pty) Ltd", 15, "hebo", (1, 1, 1))
    pg.text(
        52, 78, "12 Ridge Road, Umhlanga Rocks, 4319, KwaZulu-Natal  |  031 555 0192", 8, "helv", (1, 1, 1)
    )
    pg.text(52, 89, "Reg. No. 2011/004512/07  |  VAT No. 4680231957", 8, "helv", (1, 1, 1))
    pg.text(555, 124, "TAX INVOICE", 16, "hebo", teal, "r")
    y = 142
    for lab, val in [
        ("Invoice No:", "IN117842"),
        ("Date:", "9 July 2025"),
        ("Terms:", "30 days from statement"),
        ("Account No:", "TLP001"),
        ("Order No:", "TLP-4471 (2 July 2025)"),
        ("Delivery Note:", "DN-55391 (8 July 2025)"),
    ]:
        pg.text(380, y, lab, 8.5, "hebo")
        pg.text(450, y, val, 8.5)
        y += 12
    y = 142
    for s, f in [
        ("Bill To:", "hebo"),
        ("Tshwane Legal Partners Inc.", "helv"),
        ("VAT No. 4190287465", "helv"),
        ("PO Box 36112, Menlo Park, 0102", "helv"),
    ]:
        pg.text(40, y, s, 8.5, f)
        y += 12
    y += 6
    for s, f in [
        ("Deliver To:", "hebo"),
        ("Tshwane Legal Partners, 3rd Floor, Menlyn Corner", "helv"),
        ("Atterbury Road, Pretoria, 0181", "helv"),
    ]:
        pg.text(40, y, s, 8.5, f)
        y += 12
    items = [
        ("MFP-C4050", "A3 colour multifunction printer OS-C4050", 2, "18450.00"),
        ("SVC-INST", "Installation and network configuration", 2, "1250.00"),
        ("TNR-C4050", "Toner cartridge set CMYK", 4, "2380.00"),
        ("PAP-A480", "A4 copy paper 80 gsm, box of 5 reams", 20, "289.00"),
        ("DEL-DBN-PTA", "Delivery Durban to Pretoria", 1, "1650.00"),
    ]
    rows, net = [], D(0)
    for code, desc, qty, price in items:
        v = qty * D(price)
        net += v
        rows.append((code, desc, str(qty), num(D(price)), num(v)))
    y = pg.table(
        290,
        [(44, "l"), (120, "l"), (380, "r"), (460, "r"), (551, "r")],
        rows,
        8.3,
        header=("Code", "Description", "Qty", "Unit Price", "Excl. VAT"),
        rule=555,
    )
    vat = q2(net * D("0.15"))
    total = net + vat
    deposit = D("-20000.00")
    due = total + deposit
    y += 14
    for lab, val, bold in [
        ("Total Excl. VAT", _zar(net), False),
        ("VAT @ 15%", _zar(vat), False),
        ("Total Incl. VAT", _zar(total), True),
        ("Less: Deposit received 6 July 2025", _zar(deposit), False),
        ("Amount Due", _zar(due), True),
    ]:
        pg.text(330, y, lab, 9, "hebo" if bold else "helv")
        pg.text(551, y, val, 9, "hebo" if bold else "helv", align="r")
        y += 13
    y += 16
    for s in [
        "All amounts in South African Rand (ZAR).",
        "Banking details: FNB, branch code 250655, account 62841937510. Reference: IN117842.",
        "Goods remain the property of Umhlanga Office Solutions (Pty) Ltd until paid in full. E&OE.",
    ]:
        pg.text(40, y, s, 8)
        y += 11
    fields = dict(
        invoice_number=F("IN117842", 1, "Invoice No: IN117842"),
        invoice_date=F("2025-07-09", 1, "Date: 9 July 2025"),
        due_date=N(),
        vendor_name=F("Umhlanga Office Solutions (Pty) Ltd", 1, "Umhlanga Office Solutions (Pty) Ltd"),
        bill_to=F("Tshwane Legal Partners Inc.", 1, "Bill To: Tshwane Legal Partners Inc."),
        currency=F("ZAR", 1, "All amounts in South African Rand (ZAR)."),
        subtotal=F(56350.00, 1, "Total Excl. VAT R56,350.00"),
        tax=F(8452.50, 1, "VAT @ 15% R8,452.50"),
        total=F(64802.50, 1, "Total Incl. VAT R64,802.50"),
        amount_due=F(44802.50, 1, "Amount Due R44,802.50"),
    )
    agree(fields, "subtotal", _zar(net), net)
    agree(fields, "tax", _zar(vat), vat)
    agree(fields, "total", _zar(total), total)
    agree(fields, "amount_due", _zar(due), due)
    notes = (
        "South-African tax invoice, 'R' prefix. amount_due = 'Amount Due' after the deposit of R20,000.00; "
        "total = 'Total Incl. VAT'. due_date null: only 'Terms: 30 days from statement' is printed (no "
        "statement date); the order, delivery-note and deposit dates are near-misses. The VAT numbers are "
        "not invoice numbers; bill_to is the Bill To party, not the Deliver To address."
    )
    return Built(
        "b4_inv_za_tax",
        "invoice",
        "Tax invoice IN117842",
        "Umhlanga Office Solutions (Pty) Ltd",
        doc,
        fields,
        notes,
    )


def us_medical():
    doc = Doc("Invoice PR-2025-0714", "Priya Raman, M.D., PLLC", LETTER)
    pg = doc.page()
    navy = (0.1, 0.15, 0.4)
    pg.text(306, 56, "PRIYA RAMAN, M.D., PLLC", 16, "tibo", navy, "c")
    pg.text(
        306,
        70,
        "Occupational & Physical Medicine  |  Independent Medical Evaluations",
        8.5,
        "tiit",
        navy,
        "c",
    )
    pg.text(
        306, 82, "2200 N. Central Ave, Suite 410, Phoenix, AZ 85004  |  (602) 555-0183", 8, "tiro", GREY, "c"
    )
    pg.text(306, 93, "Tax ID (EIN): 47-3381920  |  NPI 1437298810", 8, "tiro", GREY, "c")
    pg.line(40, 100, 572, 100, 0.8, navy)
    pg.text(40, 126, "INVOICE", 14, "tibo", navy)
    y = 126
    for lab, val in [
        ("Invoice No.", "PR-2025-0714"),
        ("Invoice Date:", "07/14/2025"),
        ("Payment due by", "08/13/2025"),
    ]:
        pg.text(420, y, lab, 9, "tiro")
        pg.text(572, y, val, 9, "tibo", align="r")
        y += 12
    y = 150
    for s in [
        "Bill To:",
        "Halvorsen & Pike LLP",
        "Attn: Jessica Moreno, Esq.",
        "2 N. Central Ave, 18th Floor",
        "Phoenix, AZ 85004",
    ]:
        pg.text(40, y, s, 9, "tibo" if s.endswith(":") else "tiro")
        y += 12
    pg.box(40, y + 2, 572, y + 30, 0.4, GREY, LIGHT)
    pg.text(
        48, y + 14, "Re: Claimant Thomas Welch  |  Claim No. WC-2025-44817  |  Date of injury 01/17/2025", 8.5
    )
    pg.text(48, y + 25, "Your file HP-3382  |  Examination requested 05/28/2025", 8.5)
    services = [
        ("06/12/2025", "Review of medical records (412 pages)", "3.5", "450.00"),
        ("06/19/2025", "Independent medical examination of claimant", "1", "1200.00"),
        ("06/24/2025", "Report preparation", "2.5", "450.00"),
        ("07/02/2025", "Telephone conference with counsel", "0.5", "450.00"),
    ]
    expenses = [
        ("06/19/2025", "Mileage, round trip to examination site (86 mi)", "86", "0.70"),
        ("06/12/2025", "Copying of records (412 pages)", "412", "0.25"),
    ]
    cols = [(44, "l"), (110, "l"), (420, "r"), (490, "r"), (568, "r")]
    hdr = ("Date", "Description", "Hrs / Qty", "Rate", "Amount")
    rows, prof = [], D(0)
    for d_, desc, qty, rate in services:
        v = q2(D(qty) * D(rate))
        prof += v
        rows.append((d_, desc, qty, usd(D(rate)), usd(v)))
    y = pg.table(y + 56, cols, rows, 8.5, header=hdr, rule=572)
    pg.text(490, y, "Professional services subtotal", 8.5, "hebo", align="r")
    pg.text(568, y, usd(prof), 8.5, "hebo", align="r")
    rows, exp = [], D(0)
    for d_, desc, qty, rate in expenses:
        v = q2(D(qty) * D(rate))
        exp += v
        rows.append((d_, desc, qty, usd(D(rate)), usd(v)))
    y = pg.table(y + 26, cols, rows, 8.5, header=hdr, rule=572)
    pg.text(490, y, "Expenses subtotal", 8.5, "hebo", align="r")
    pg.text(568, y, usd(exp), 8.5, "hebo", align="r")
    total = prof + exp
    retainer = D("-1500.00")
    bal = total + retainer
    y += 26
    for lab, val, bold in [
        ("Total Fees and Expenses", usd(total), True),
        ("Less retainer received 06/30/2025", f"({usd(-retainer)})", False),
        ("Balance Due", usd(bal), True),
    ]:
        pg.text(340, y, lab, 9.5, "hebo" if bold else "helv")
        pg.text(568, y, val, 9.5, "hebo" if bold else "helv", align="r")
        y += 14
    y += 16
    y = pg.para(
        40,
        y,
        532,
        "Professional medical-legal services are not subject to Arizona transaction privilege "
        "(sales) tax. Please remit by check payable to Priya Raman, M.D., PLLC or by ACH (routing 122105155, "
        "account 7704419932) and reference the invoice number. Balances unpaid after the due date accrue "
        "interest at 1.5% per month.",
        8.5,
        "tiro",
    )
    fields = dict(
        invoice_number=F("PR-2025-0714", 1, "Invoice No. PR-2025-0714"),
        invoice_date=F("2025-07-14", 1, "Invoice Date: 07/14/2025"),
        due_date=F("2025-08-13", 1, "Payment due by 08/13/2025"),
        vendor_name=F("Priya Raman, M.D., PLLC", 1, "PRIYA RAMAN, M.D., PLLC"),
        bill_to=F("Halvorsen & Pike LLP", 1, "Bill To: Halvorsen & Pike LLP"),
        currency=F("USD", 1, "Total Fees and Expenses $4,288.20"),
        subtotal=N(),
        tax=N(),
        total=F(4288.20, 1, "Total Fees and Expenses $4,288.20"),
        amount_due=F(2788.20, 1, "Balance Due $2,788.20"),
    )
    agree(fields, "total", usd(total), total)
    agree(fields, "amount_due", usd(bal), bal)
    notes = (
        "Medical-legal (IME) invoice to a law firm. subtotal null: the only pre-tax figures are the partial "
        "'Professional services subtotal' $4,125.00 and 'Expenses subtotal' $163.20; no tax applies, and the "
        "one overall total is 'Total Fees and Expenses' (total). tax null: no tax amount is printed (the EIN "
        "and the 'not subject to ... sales tax' sentence are near-misses). amount_due = 'Balance Due' after "
        "the $1,500 retainer. bill_to = the law firm (the claimant is not billed)."
    )
    return Built(
        "b4_inv_us_medical",
        "invoice",
        "Priya Raman MD invoice PR-2025-0714",
        "Priya Raman, M.D., PLLC",
        doc,
        fields,
        notes,
    )


BUILDERS = [mx_factura, za_tax_invoice, us_medical]
