"""Invoices 10-12: US LTL freight invoice (2 pages), SaaS invoice with credits, Australian invoice whose
vendor appears only in the letterhead."""

from b4_pdf import A4, DARK, GREY, LETTER, LIGHT, Built, D, Doc, F, N, agree, num, q2, usd


def us_freight():
    doc = Doc("Freight invoice GPF-7731902", "Great Plains Freight Lines", LETTER)
    pg = doc.page()
    pg.text(40, 56, "GREAT PLAINS FREIGHT LINES, INC.", 15, "hebo", (0.45, 0.25, 0.0))
    pg.text(40, 69, "LTL  |  Truckload  |  Dedicated     MC-418220  |  USDOT 1093382", 8, "helv", GREY)
    pg.text(40, 80, "Remit to: PO Box 55871, Wichita, KS 67201", 8, "helv", GREY)
    pg.text(572, 56, "FREIGHT INVOICE", 14, "hebo", align="r")
    pg.box(392, 64, 572, 123, 0.5)
    y = 77
    for lab, val in [
        ("Invoice Number", "GPF-7731902"),
        ("Invoice Date", "07/09/2025"),
        ("PRO Number", "418-2290716"),
        ("Terms", "Net 30 days"),
    ]:
        pg.text(398, y, lab, 8.5)
        pg.text(566, y, val, 8.5, "hebo", align="r")
        y += 13
    for x, title, lines in [
        (
            40,
            "BILL TO",
            ["Keystone Logistics Group LLC", "Freight Payables", "600 Commerce Blvd", "Harrisburg, PA 17110"],
        ),
        (220, "SHIPPER", ["Ozark Fastener Corp.", "4410 W Industrial Dr", "Springfield, MO 65803"]),
        (
            400,
            "CONSIGNEE",
            ["Westbrook Hardware Supply Co. - DC 4", "7700 Northwest Pkwy", "Lincoln, NE 68521"],
        ),
    ]:
        pg.text(x, 160, title, 8.5, "hebo")
        for i, s in enumerate(lines):
            pg.text(x, 173 + 11 * i, s, 8.3)
    y = 232
    for s in [
        "Pickup Date: 07/01/2025",
        "Delivery Date: 07/03/2025",
        "BOL #: 55120987",
        "Shipper Ref / PO: WX-22817",
        "Freight terms: Third Party",
    ]:
        pg.text(40, y, s, 8.3)
        y += 11
    y = pg.table(
        308,
        [(44, "l"), (110, "l"), (170, "l"), (380, "l"), (450, "r"), (568, "r")],
        [("12 PLT", "480 CTN", "Steel fasteners, boxed", "61680-3", "55", "9,840")],
        8.3,
        header=("Units", "Pieces", "Description", "NMFC", "Class", "Weight (lb)"),
        rule=572,
    )
    gross = q2(D("98.40") * D("18.50"))
    disc = -q2(gross * D("0.70"))
    net_lh = gross + disc
    fuel = q2(net_lh * D("0.315"))
    fwd = net_lh + fuel
    cols = [(44, "l"), (440, "r"), (568, "r")]
    hdr = ("Charge description", "Rate", "Amount")
    y = pg.table(
        y + 40,
        cols,
        [
            ("Line haul, class 55, 98.40 cwt", "$18.50/cwt", usd(gross)),
            ("Discount", "70%", usd(disc)),
            ("Net line haul", "", usd(net_lh)),
            ("Fuel surcharge (31.5% of net line haul)", "31.5%", usd(fuel)),
        ],
        8.5,
        header=hdr,
        rule=572,
    )
    pg.text(440, y + 4, "Charges carried forward to page 2", 8.5, "hebo", align="r")
    pg.text(568, y + 4, usd(fwd), 8.5, "hebo", align="r")
    pg.box(40, 640, 572, 668, 0.4, GREY, LIGHT)
    pg.text(
        48,
        652,
        "Account notice: invoice GPF-7729115 ($1,212.40, dated 06/02/2025) is past due. Please remit "
        "promptly.",
        8,
    )
    pg.text(
        48,
        663,
        "Fuel surcharge based on DOE national average diesel price of $3.742/gal, week of 06/30/2025.",
        8,
    )
    pg = doc.page()
    pg.text(40, 56, "GREAT PLAINS FREIGHT LINES, INC.", 11, "hebo", (0.45, 0.25, 0.0))
    pg.text(572, 56, "Invoice Number GPF-7731902 (continued)", 9, align="r")
    pg.text(440, 90, "Charges brought forward", 8.5, "hebo", align="r")
    pg.text(568, 90, usd(fwd), 8.5, "hebo", align="r")
    acc = [
        ("Delivery appointment / notification", "", D("35.00")),
        ("Detention at delivery, 2.5 hrs beyond 2 free hrs", "$85.00/hr", q2(D("2.5") * D("85.00"))),
        ("Liftgate service at delivery", "", D("95.00")),
    ]
    y = pg.table(
        116,
        cols,
        [(a, b, usd(c)) for a, b, c in acc],
        8.5,
        header=("Accessorial charges", "Rate", "Amount"),
        rule=572,
    )
    total = fwd + sum(c for _, _, c in acc)
    credit = D("-125.00")
    bal = total + credit
    y += 12
    for lab, val, bold in [
        ("TOTAL CHARGES", usd(total), True),
        ("Less: Credit memo CM-11820 (overcharge on PRO 418-2287340)", usd(credit), False),
        ("BALANCE DUE", usd(bal), True),
    ]:
        pg.text(250, y, lab, 9, "hebo" if bold else "helv")
        pg.text(568, y, val, 9, "hebo" if bold else "helv", align="r")
        y += 14
    y += 14
    pg.para(
        40,
        y,
        532,
        "Rates per tariff GPFL 500, effective 01/01/2025. Shipment subject to the carrier's rules tariff and "
        "the terms of the uniform straight bill of lading. Claims must be filed within 9 months of delivery. "
        "A service charge of 1.5% per month applies to balances not paid within terms.",
        8,
        "helv",
    )
    pg.line(40, 620, 572, 620, 0.4, GREY)
    pg.text(40, 640, "Remit to: Great Plains Freight Lines, Inc., PO Box 55871, Wichita, KS 67201", 8.5)
    pg.text(40, 654, "Invoice GPF-7731902   PRO 418-2290716   Amount remitted $ ____________", 8.5)
    doc.footer(lambda i, n: f"Page {i} of {n}")
    fields = dict(
        invoice_number=F("GPF-7731902", 1, "Invoice Number GPF-7731902"),
        invoice_date=F("2025-07-09", 1, "Invoice Date 07/09/2025"),
        due_date=N(),
        vendor_name=F("Great Plains Freight Lines, Inc.", 1, "GREAT PLAINS FREIGHT LINES, INC."),
        bill_to=F("Keystone Logistics Group LLC", 1, "BILL TO Keystone Logistics Group LLC"),
        currency=F("USD", 2, "TOTAL CHARGES $1,060.65"),
        subtotal=N(),
        tax=N(),
        total=F(1060.65, 2, "TOTAL CHARGES $1,060.65"),
        amount_due=F(935.65, 2, "BALANCE DUE $935.65"),
    )
    agree(fields, "total", usd(total), total)
    agree(fields, "amount_due", usd(bal), bal)
    assert usd(fwd) == "$718.15" and usd(net_lh) == "$546.12"
    notes = (
        "Two-page LTL freight invoice. total = 'TOTAL CHARGES' on page 2; amount_due = 'BALANCE DUE' after a "
        "$125 credit memo. subtotal null: no tax is charged and no pre-tax total is printed (page 1's "
        "'Charges carried forward' $718.15 and 'Net line haul' $546.12 are partial sums). tax null: no tax "
        "line (the 31.5% fuel surcharge is a charge, not a tax). bill_to = the third-party payer Keystone "
        "Logistics Group, not the shipper or consignee. due_date null: only 'Terms Net 30 days' is printed; "
        "the pickup (07/01/2025), delivery (07/03/2025) and past-due-notice dates are near-misses."
    )
    return Built(
        "b4_inv_us_freight",
        "invoice",
        "Great Plains Freight Lines invoice GPF-7731902",
        "Great Plains Freight Lines, Inc.",
        doc,
        fields,
        notes,
    )


def saas_credits():
    doc = Doc("Invoice INV-2025-10-004381", "Lumenstack Analytics", LETTER)
    pg = doc.page()
    violet = (0.35, 0.2, 0.6)
    pg.text(40, 60, "lumenstack", 22, "hebo", violet)
    pg.text(
        40,
        76,
        "Lumenstack Analytics, Inc.  |  548 Market St, PMB 72010, San Francisco, CA 94104",
        8,
        "helv",
        GREY,
    )
    pg.text(572, 60, "Invoice", 20, "helv", DARK, "r")
    y = 110
    for lab, val in [
        ("Invoice number", "INV-2025-10-004381"),
        ("Invoice date", "October 1, 2025"),
        ("Due date", "October 31, 2025"),
        ("Billing period", "Oct 1, 2025 - Oct 31, 2025"),
        ("Usage period", "Sep 1, 2025 - Sep 30, 2025"),
        ("Customer ID", "cus_8HQ2K7"),
        ("PO number", "CHI-IT-2025-118"),
    ]:
        pg.text(360, y, lab, 8.5, "helv", GREY)
        pg.text(572, y, val, 8.5, "hebo", align="r")
        y += 12
    y = 110
    for s, f in [
        ("Bill to", "hebo"),
        ("Cobalt Harbor Insurance Group, Inc.", "helv"),
        ("Attn: IT Procurement", "helv"),
        ("55 Water Street, 31st Floor", "helv"),
        ("New York, NY 10041", "helv"),
        ("Deployment: cobalt-harbor.lumenstack.io", "helv"),
    ]:
        pg.text(40, y, s, 8.5, f)
        y += 12
    pg.box(40, 204, 300, 248, 0.4, GREY, LIGHT)
    y = 216
    for lab, val in [
        ("Previous balance", "$4,118.90"),
        ("Payment received Sep 28, 2025", "-$4,118.90"),
        ("Balance before this invoice", "$0.00"),
    ]:
        pg.text(48, y, lab, 8)
        pg.text(292, y, val, 8, align="r")
        y += 11
    lines = [
        ("Enterprise plan, monthly installment of annual term", "25", "120.00", True),
        ("Additional seats, prorated from Sep 18, 2025", "5", "52.00", True),
        ("Data warehouse compute overage (credit-hours)", "1240", "0.85", False),
        ("Premium support", "1", "450.00", True),
    ]
    rows, gross, taxable = [], D(0), D(0)
    for desc, qty, price, tx in lines:
        v = q2(D(qty) * D(price))
        gross += v
        taxable += v if tx else 0
        rows.append((desc, num(D(qty), 0), usd(D(price)), "T" if tx else "-", usd(v)))
    promo = -q2(D("3000.00") * D("0.15"))
    taxable += promo
    rows.append(("Promotional discount LAUNCH15 (15% off Enterprise plan)", "", "", "T", usd(promo)))
    y = pg.table(
        280,
        [(44, "l"), (370, "r"), (440, "r"), (470, "l"), (568, "r")],
        rows,
        8.3,
        header=("Description", "Qty", "Unit price", "Tax", "Amount"),
        rule=572,
    )
    sub = gross + promo
    tax = q2(taxable * D("0.08875"))
    total = sub + tax
    credit = D("-350.00")
    due = total + credit
    y += 12
    for lab, val, bold in [
        ("Subtotal", usd(sub), False),
        (f"Sales tax (NY 8.875% on taxable {usd(taxable)})", usd(tax), False),
        ("Total", usd(total), True),
        ("Account credit applied (SLA service credit SC-0917)", usd(credit), False),
        ("Amount due", f"{usd(due)} USD", True),
    ]:
        pg.text(300, y, lab, 8.5, "hebo" if bold else "helv")
        pg.text(568, y, val, 8.5, "hebo" if bold else "helv", align="r")
        y += 13
    y += 18
    pg.para(
        40,
        y,
        532,
        "T = taxable. Usage overage is billed in arrears for the usage period; subscription fees are "
        "billed in advance for the billing period. Pay online at billing.lumenstack.example/pay or by ACH to "
        "account 9920017734 (routing 121000358). Questions: billing@lumenstack.example.",
        8,
        "helv",
        color=GREY,
    )
    fields = dict(
        invoice_number=F("INV-2025-10-004381", 1, "Invoice number INV-2025-10-004381"),
        invoice_date=F("2025-10-01", 1, "Invoice date October 1, 2025"),
        due_date=F("2025-10-31", 1, "Due date October 31, 2025"),
        vendor_name=F("Lumenstack Analytics, Inc.", 1, "Lumenstack Analytics, Inc."),
        bill_to=F("Cobalt Harbor Insurance Group, Inc.", 1, "Bill to Cobalt Harbor Insurance Group, Inc."),
        currency=F("USD", 1, "Amount due $4,253.33 USD"),
        subtotal=F(4314.00, 1, "Subtotal $4,314.00"),
        tax=F(289.33, 1, "Sales tax (NY 8.875% on taxable $3,260.00) $289.33"),
        total=F(4603.33, 1, "Total $4,603.33"),
        amount_due=F(4253.33, 1, "Amount due $4,253.33 USD"),
    )
    agree(fields, "subtotal", usd(sub), sub)
    agree(fields, "tax", usd(tax), tax)
    agree(fields, "total", usd(total), total)
    agree(fields, "amount_due", usd(due), due)
    notes = (
        "SaaS invoice. subtotal = 'Subtotal' after the promotional discount; tax = the sales-tax amount "
        "$289.33 (the taxable base $3,260.00 in the same line is not the tax); total = 'Total' before the "
        "$350 account credit; amount_due = 'Amount due' after it. The previous-balance/payment box and the "
        "billing/usage periods are distractors."
    )
    return Built(
        "b4_inv_saas_credits",
        "invoice",
        "Lumenstack invoice INV-2025-10-004381",
        "Lumenstack Analytics, Inc.",
        doc,
        fields,
        notes,
    )


def au_letterhead():
    doc = Doc("Tax invoice 2025-117", "", A4)
    pg = doc.page()
    olive = (0.3, 0.38, 0.2)
    pg.text(40, 70, "HOLLOWAY & QUINN", 24, "tibo", olive)
    pg.text(42, 84, "l a n d s c a p e   a r c h i t e c t u r e", 8.5, "helv", olive)
    pg.line(40, 94, 555, 94, 0.6, olive)
    for i, s in enumerate(
        ["Level 2, 88 Gertrude Street", "Fitzroy VIC 3065", "studio@hq-la.example", "ABN 51 824 753 556"]
    ):
        pg.text(555, 52 + 10 * i, s, 7.5, "helv", GREY, "r")
    pg.text(40, 128, "TAX INVOICE", 13, "hebo")
    y = 150
    for lab, val in [
        ("Invoice", "2025-117"),
        ("Date", "21 August 2025"),
        ("Due", "20 September 2025"),
        ("Project ref", "HQ-2307"),
    ]:
        pg.text(380, y, lab, 9, "hebo")
        pg.text(450, y, val, 9)
        y += 12
    y = 150
    for s in [
        "To: Saltbush Property Developments Pty Ltd",
        "Attn: Ravi Mehta, Development Manager",
        "PO Box 4410",
        "Geelong VIC 3220",
    ]:
        pg.text(40, y, s, 9)
        y += 12
    pg.text(40, y + 14, "Project: Marina Rise townhouses, stage 2 - landscape documentation", 9, "heit")
    dd_fee, cd_fee = D("28500.00"), D("21000.00")
    dd = q2(dd_fee * D("0.60"))
    prev = -q2(dd_fee * D("0.30"))
    cd = q2(cd_fee * D("0.10"))
    disb = D("386.40")
    rows = [
        (f"Design development (fee ${num(dd_fee)}) - 60% complete", num(dd)),
        ("Less previously claimed, invoice 2025-094 (30%)", num(prev, 2, "us", "()")),
        (f"Contract documentation (fee ${num(cd_fee)}) - 10% complete", num(cd)),
        ("Disbursements: printing and site travel", num(disb)),
    ]
    y = pg.table(
        y + 46, [(44, "l"), (551, "r")], rows, 9, header=("Description", "Amount $"), lead=14, rule=555
    )
    sub = dd + prev + cd + disb
    gst = q2(sub * D("0.10"))
    total = sub + gst
    y += 12
    for lab, val, bold in [
        ("Subtotal (excl. GST)", f"${num(sub)}", False),
        ("GST 10%", f"${num(gst)}", False),
        ("Total (incl. GST)", f"${num(total)}", True),
    ]:
        pg.text(350, y, lab, 9.5, "hebo" if bold else "helv")
        pg.text(551, y, val, 9.5, "hebo" if bold else "helv", align="r")
        y += 14
    y += 14
    to_date = dd + cd
    fee = dd_fee + cd_fee
    pg.box(40, y, 555, y + 40, 0.4, GREY, LIGHT)
    pg.text(48, y + 14, "Fee summary (excl. GST)", 8.5, "hebo")
    pg.text(
        48,
        y + 28,
        f"Total fee ${num(fee)}   |   Claimed to date ${num(to_date)}   |   Fee remaining "
        f"${num(fee - to_date)}",
        8.5,
    )
    y += 66
    for s in [
        "All amounts in Australian dollars (AUD).",
        "Direct deposit: BSB 063-182, account 1044 7731. Please quote invoice number 2025-117 as reference.",
        "Payment terms: 30 days from date of invoice.",
    ]:
        pg.text(40, y, s, 8.5)
        y += 12
    fields = dict(
        invoice_number=F("2025-117", 1, "Invoice 2025-117"),
        invoice_date=F("2025-08-21", 1, "Date 21 August 2025"),
        due_date=F("2025-09-20", 1, "Due 20 September 2025"),
        vendor_name=F("Holloway & Quinn", 1, "HOLLOWAY & QUINN"),
        bill_to=F("Saltbush Property Developments Pty Ltd", 1, "To: Saltbush Property Developments Pty Ltd"),
        currency=F("AUD", 1, "All amounts in Australian dollars (AUD)."),
        subtotal=F(11036.40, 1, "Subtotal (excl. GST) $11,036.40"),
        tax=F(1103.64, 1, "GST 10% $1,103.64"),
        total=F(12140.04, 1, "Total (incl. GST) $12,140.04"),
        amount_due=N(),
    )
    agree(fields, "subtotal", f"${num(sub)}", sub)
    agree(fields, "tax", f"${num(gst)}", gst)
    agree(fields, "total", f"${num(total)}", total)
    notes = (
        "The vendor appears only in the letterhead/logo ('HOLLOWAY & QUINN' over 'landscape architecture'); "
        "there is no From line and no account name. currency = AUD: amounts use '$' but the document states "
        "Australian dollars. amount_due null: only 'Total (incl. GST)' is printed; 'Claimed to date' and "
        "'Fee remaining' in the fee summary are near-misses, not amounts due."
    )
    return Built(
        "b4_inv_au_letterhead",
        "invoice",
        "Holloway & Quinn tax invoice 2025-117",
        "Holloway & Quinn",
        doc,
        fields,
        notes,
    )


BUILDERS = [us_freight, saas_credits, au_letterhead]
