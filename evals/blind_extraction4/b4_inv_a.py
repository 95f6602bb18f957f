"""Invoices 1-3: US utility bill, Japanese-yen invoice (2 pages), Polish faktura (VAT invoice)."""

from b4_pdf import A4, DARK, GREY, LETTER, LIGHT, Built, D, Doc, F, N, agree, num, q2, usd


def us_utility():
    doc = Doc("Cascade Valley Power & Light - Bill 0193847562", "Cascade Valley Power & Light", LETTER)
    pg = doc.page()
    green = (0.1, 0.35, 0.2)
    pg.text(50, 58, "CASCADE VALLEY", 20, "hebo", green)
    pg.text(50, 74, "Power & Light Company", 11, "helv", green)
    pg.text(
        50, 88, "PO Box 3390, Port Ellis, WA 98366-0390  |  Customer Service 1-800-555-0147", 7, "helv", GREY
    )
    pg.box(360, 40, 562, 132, 0.6, green)
    y = 56
    for lab, val in [
        ("Account Number", "4471-0938-22"),
        ("Bill No.", "0193847562"),
        ("Bill Date", "April 4, 2025"),
        ("Due Date", "April 28, 2025"),
        ("Total Amount Due", "$985.29"),
    ]:
        pg.text(368, y, lab, 9, "hebo" if lab.startswith("Total") else "helv")
        pg.text(554, y, val, 9, "hebo", align="r")
        y += 17
    y = 120
    for s in [
        "HARBORVIEW BAKERY LLC",
        "ATTN MARISOL QUINTERO",
        "1180 WATER ST UNIT B",
        "PORT ELLIS WA 98366-1142",
    ]:
        pg.text(60, y, s, 9, "cour")
        y += 11
    # account summary: previous balance, payment, balance forward are distractors for the totals
    prev, paid = D("398.12"), D("-300.00")
    fwd = prev + paid
    pg.text(50, 190, "Account Summary", 11, "hebo", green)
    pg.line(50, 195, 300, 195, 0.6, green)
    y = 210
    summary = [
        ("Previous Balance", usd(prev)),
        ("Payment Received Mar 21, 2025 - Thank You", usd(paid)),
        ("Balance Forward (past due)", usd(fwd)),
    ]
    # current charges, electric service schedule GS-2
    basic = D("24.00")
    energy = q2(D(4820) * D("0.11420"))
    demand = q2(D("18.4") * D("9.85"))
    pca = q2(D(4820) * D("0.00610"))
    elec = basic + energy + demand + pca
    ppc = q2(elec * D("0.0285"))
    before_tax = elec + ppc
    state_tax = q2(before_tax * D("0.03873"))
    city_tax = q2(before_tax * D("0.060"))
    taxes = state_tax + city_tax
    current = before_tax + taxes
    due = fwd + current
    summary += [("Current Charges", usd(current)), ("Total Amount Due", usd(due))]
    for lab, val in summary:
        pg.text(54, y, lab, 8.5, "hebo" if lab.startswith("Total") else "helv")
        pg.text(300, y, val, 8.5, "hebo" if lab.startswith("Total") else "helv", align="r")
        y += 13
    pg.text(330, 190, "Service Information", 11, "hebo", green)
    pg.line(330, 195, 562, 195, 0.6, green)
    y = 210
    for s in [
        "Service Period: Mar 4, 2025 - Apr 2, 2025 (29 days)",
        "Rate Schedule: GS-2 Small General Service",
        "Meter No. 88231907   Multiplier 1",
        "Previous read 03/04/2025 (actual): 58,114",
        "Current read 04/02/2025 (actual): 62,934",
        "Energy used: 4,820 kWh   Billing demand: 18.4 kW",
        "Next scheduled read: May 2, 2025",
    ]:
        pg.text(334, y, s, 8)
        y += 11.5
    pg.text(50, 300, "Current Charges Detail", 11, "hebo", green)
    pg.line(50, 305, 562, 305, 0.6, green)
    rows = [
        ("Electric Service - Schedule GS-2", "", ""),
        ("   Basic charge", "", usd(basic)),
        ("   Energy charge", "4,820 kWh x $0.11420", usd(energy)),
        ("   Demand charge", "18.4 kW x $9.85", usd(demand)),
        ("   Power cost adjustment", "4,820 kWh x $0.00610", usd(pca)),
        ("Electric service subtotal", "", usd(elec)),
        ("Public purpose charge", "2.85% of electric service", usd(ppc)),
        ("Total Charges Before Taxes", "", usd(before_tax)),
        ("   State utility tax", "3.873%", usd(state_tax)),
        ("   City of Port Ellis utility tax", "6.0%", usd(city_tax)),
        ("Total Taxes", "", usd(taxes)),
        ("Total Current Charges", "", usd(current)),
    ]
    y = 322
    for lab, mid, val in rows:
        bold = lab.startswith("Total") or lab.startswith("Electric")
        pg.row(y, [(54, lab, "l"), (300, mid, "l"), (554, val, "r")], 8.5, "hebo" if bold else "helv")
        y += 13
    pg.box(50, y + 4, 562, y + 62, 0.4, GREY, LIGHT)
    pg.text(58, y + 18, "Usage history", 9, "hebo")
    pg.text(58, y + 31, "Average daily use this period: 166 kWh   Same period last year: 158 kWh", 8)
    pg.text(58, y + 43, "Same period last year: 4,582 kWh, billed $912.40 on April 3, 2024", 8)
    pg.text(58, y + 55, "12-month total: 55,310 kWh   Highest month: July 2024 (5,904 kWh)", 8)
    y += 82
    y = pg.para(
        50,
        y,
        512,
        "Balances not paid by the due date are subject to a late payment charge of 1% per month "
        "(minimum $5.00). To avoid disconnection of service, please pay the past-due balance of "
        f"{usd(fwd)} immediately.",
        8,
        "helv",
    )
    # remittance stub
    pg.line(40, 640, 572, 640, 0.5, GREY)
    pg.text(
        306,
        636,
        "- - - - - - - - Please detach and return this portion with your payment - - - - - - - -",
        7,
        "helv",
        GREY,
        "c",
    )
    pg.text(50, 660, "Make checks payable to Cascade Valley Power & Light", 8)
    pg.text(50, 676, "HARBORVIEW BAKERY LLC", 9, "cour")
    pg.text(50, 688, "1180 WATER ST UNIT B, PORT ELLIS WA 98366-1142", 8, "cour")
    y = 660
    for lab, val in [
        ("Account Number", "4471-0938-22"),
        ("Due Date", "04/28/2025"),
        ("Amount Due", usd(due)),
        ("Amount Enclosed", "$ ____________"),
    ]:
        pg.text(360, y, lab, 8.5)
        pg.text(554, y, val, 8.5, "hebo", align="r")
        y += 14
    fields = dict(
        invoice_number=F("0193847562", 1, "Bill No. 0193847562"),
        invoice_date=F("2025-04-04", 1, "Bill Date April 4, 2025"),
        due_date=F("2025-04-28", 1, "Due Date April 28, 2025"),
        vendor_name=F("Cascade Valley Power & Light Company", 1, "CASCADE VALLEY Power & Light Company"),
        bill_to=F("Harborview Bakery LLC", 1, "HARBORVIEW BAKERY LLC"),
        currency=F("USD", 1, "Total Current Charges $887.17"),
        subtotal=F(807.45, 1, "Total Charges Before Taxes $807.45"),
        tax=F(79.72, 1, "Total Taxes $79.72"),
        total=F(887.17, 1, "Total Current Charges $887.17"),
        amount_due=F(985.29, 1, "Total Amount Due $985.29"),
    )
    agree(fields, "subtotal", usd(before_tax), before_tax)
    agree(fields, "tax", usd(taxes), taxes)
    agree(fields, "total", usd(current), current)
    agree(fields, "amount_due", usd(due), due)
    notes = (
        "Utility bill. total = 'Total Current Charges' (this bill's charges incl. taxes); amount_due = "
        "'Total Amount Due' which adds the past-due balance forward ($98.12 = previous balance $398.12 less "
        "payment $300.00). subtotal = 'Total Charges Before Taxes' (not the 'Electric service subtotal' "
        "$785.08); tax = 'Total Taxes' (state 3.873% + city 6.0%). invoice_number = 'Bill No.' (not the "
        "Account Number). Service-period, meter-read and last-year figures are distractors."
    )
    return Built(
        "b4_inv_us_utility",
        "invoice",
        "Cascade Valley Power & Light electric bill, April 2025",
        "Cascade Valley Power & Light Company",
        doc,
        fields,
        notes,
    )


JP_ITEMS_P1 = [
    ("LGR-15-400", "Linear guide rail, 400 mm", 40, 6850),
    ("LGB-15C", "Linear guide block, standard", 80, 3420),
    ("BSX-1205-350", "Ball screw, C7, 350 mm", 20, 14900),
    ("BK10-BF10", "Support unit set BK10 / BF10", 20, 5280),
    ("FCR-20", "Flexible coupling, 6.35-8 mm", 40, 1960),
    ("SMP-42", "Stepper motor mount plate", 40, 1150),
    ("TP-20T-GT2", "Timing pulley 20T, bore 8 mm", 60, 880),
    ("GT2-6-10M", "Timing belt GT2 6 mm, 10 m roll", 8, 7400),
    ("SF-8-300", "Precision shaft 8 mm h6, 300 mm", 50, 1340),
    ("SH-8A", "Shaft holder", 100, 410),
    ("608ZZ-B50", "Ball bearing 608ZZ (box of 50)", 6, 4750),
    ("M4X12-SUS", "Cap screw M4x12 SUS (box of 200)", 10, 1620),
]


JP_ITEMS_P2 = [
    ("AF-2020-1000", "Aluminium extrusion 20x20, 1000 mm", 60, 1580),
    ("HPC-BR-117", "Machined bracket per drawing rev. C", 120, 2350),
    ("HPC-BR-117-AN", "Black anodizing, bracket HPC-BR-117", 120, 390),
    ("DOC-INSP", "Inspection report and material certificates", 1, 15000),
    ("FRT-DOM", "Domestic freight Osaka to Sagamihara", 1, 18500),
]


def _yen(v):
    return f"-¥{num(-v, 0)}" if v < 0 else f"¥{num(v, 0)}"


def _jp_items(pg, y, items, start):
    cols = [(44, "l"), (64, "l"), (150, "l"), (400, "r"), (470, "r"), (551, "r")]
    rows = []
    for i, (pn, desc, qty, price) in enumerate(items, start):
        rows.append((str(i), pn, desc, num(qty, 0), num(price, 0), num(qty * price, 0)))
    return pg.table(
        y, cols, rows, 8, header=("No.", "Part No.", "Description", "Qty", "Unit price", "Amount"), rule=555
    )


def jp_yen():
    doc = Doc("Invoice HPC-2503-0417", "Hoshino Precision Components", A4)
    pg = doc.page()
    pg.text(40, 62, "INVOICE", 24, "hebo", DARK)
    y = 50
    for s, f, z in [
        ("Hoshino Precision Components Co., Ltd.", "hebo", 10.5),
        ("2-14-7 Minamisemba, Chuo-ku, Osaka 542-0081, Japan", "helv", 8),
        ("TEL +81-6-6245-0318   sales@hoshino-pc.example", "helv", 8),
        ("Qualified Invoice Issuer Registration No. T4120001098765", "helv", 8),
    ]:
        pg.text(555, y, s, z, f, align="r")
        y += 12
    y = 110
    for lab, val in [
        ("Invoice No.", "HPC-2503-0417"),
        ("Issue Date", "31 Mar 2025"),
        ("Your P.O. No.", "MR-PO-88120"),
        ("Order Date", "14 Feb 2025"),
        ("Delivery Date", "27 Mar 2025"),
        ("Currency", "JPY"),
    ]:
        pg.text(40, y, lab, 8.5, "hebo")
        pg.text(130, y, val, 8.5)
        y += 12
    y = 110
    for s, f in [
        ("Bill To:", "hebo"),
        ("Meridian Robotics Japan G.K.", "helv"),
        ("Accounts Payable Dept.", "helv"),
        ("3-5-1 Kita-Aoyama, Minato-ku, Tokyo 107-0061", "helv"),
    ]:
        pg.text(250, y, s, 8.5, f)
        y += 12
    y += 4
    for s, f in [
        ("Ship To:", "hebo"),
        ("Sagami Logistics Center, Dock 3", "helv"),
        ("1-22 Oyama, Chuo-ku, Sagamihara, Kanagawa 252-5258", "helv"),
    ]:
        pg.text(250, y, s, 8.5, f)
        y += 12
    p1 = sum(q * p for _, _, q, p in JP_ITEMS_P1)
    p2 = sum(q * p for _, _, q, p in JP_ITEMS_P2)
    goods = p1 + p2
    disc = -int(q2(D(p1) * D("0.03"), "1"))
    taxable = goods + disc
    ctax = int(D(taxable) * D("0.10"))  # fractions below one yen are truncated
    total = taxable + ctax
    pg.box(40, 200, 555, 228, 0.8, DARK, LIGHT)
    pg.text(50, 218, "Total Invoice Amount (tax included)", 11, "hebo")
    pg.text(545, 218, _yen(total), 13, "hebo", align="r")
    pg.para(
        40,
        246,
        515,
        "Payment terms: bank transfer by the end of the month following the invoice month. Bank "
        "charges are borne by the payer. Please quote the invoice number with your remittance.",
        8,
        "helv",
    )
    y = _jp_items(pg, 280, JP_ITEMS_P1, 1)
    pg.text(400, y + 4, "Page subtotal (items 1-12)", 8.5, "hebo", align="r")
    pg.text(551, y + 4, _yen(p1), 8.5, "hebo", align="r")
    pg.text(551, y + 18, "Continued on page 2", 8, "heit", GREY, "r")
    pg.para(
        40,
        740,
        515,
        "Previous invoice HPC-2502-0391 (¥1,184,700) was received on 25 Mar 2025. Thank you.",
        7.5,
        "helv",
        color=GREY,
    )
    pg = doc.page()
    pg.text(40, 60, "Hoshino Precision Components Co., Ltd.", 10, "hebo")
    pg.text(555, 60, "Invoice No. HPC-2503-0417 (continued)", 9, align="r")
    pg.text(400, 92, "Brought forward (items 1-12)", 8.5, "hebo", align="r")
    pg.text(551, 92, _yen(p1), 8.5, "hebo", align="r")
    y = _jp_items(pg, 118, JP_ITEMS_P2, 13)
    y += 14
    for lab, val, bold in [
        ("Goods and services total", _yen(goods), False),
        ("Volume discount 3% (items 1-12)", _yen(disc), False),
        ("Subtotal (taxable amount)", _yen(taxable), True),
        ("Consumption tax 10%", _yen(ctax), False),
        ("Total (tax included)", _yen(total), True),
    ]:
        pg.text(330, y, lab, 9, "hebo" if bold else "helv")
        pg.text(551, y, val, 9, "hebo" if bold else "helv", align="r")
        y += 14
    y += 16
    pg.text(40, y, "Breakdown by tax rate", 9, "hebo")
    pg.table(
        y + 16,
        [(44, "l"), (300, "r"), (420, "r")],
        [("10% (standard)", _yen(taxable), _yen(ctax)), ("8% (reduced rate)", "¥0", "¥0")],
        8.5,
        header=("Tax rate", "Taxable amount", "Consumption tax"),
        rule=430,
    )
    y += 90
    for s in [
        "Bank: MUFG Bank, Ltd., Shinsaibashi Branch (023)",
        "Ordinary account 1234567",
        "Account name: Hoshino Precision Components Co., Ltd.",
        "SWIFT: BOTKJPJT",
    ]:
        pg.text(40, y, s, 8)
        y += 11
    doc.footer(lambda i, n: f"Page {i} of {n}")
    fields = dict(
        invoice_number=F("HPC-2503-0417", 1, "Invoice No. HPC-2503-0417"),
        invoice_date=F("2025-03-31", 1, "Issue Date 31 Mar 2025"),
        due_date=N(),
        vendor_name=F("Hoshino Precision Components Co., Ltd.", 1, "Hoshino Precision Components Co., Ltd."),
        bill_to=F("Meridian Robotics Japan G.K.", 1, "Bill To: Meridian Robotics Japan G.K."),
        currency=F("JPY", 1, "Currency JPY"),
        subtotal=F(1757191, 2, "Subtotal (taxable amount) ¥1,757,191"),
        tax=F(175719, 2, "Consumption tax 10% ¥175,719"),
        total=F(1932910, 2, "Total (tax included) ¥1,932,910"),
        amount_due=N(),
    )
    agree(fields, "subtotal", _yen(taxable), taxable)
    agree(fields, "tax", _yen(ctax), ctax)
    agree(fields, "total", _yen(total), total)
    assert _yen(p1) == "¥1,340,300" and _yen(goods) == "¥1,797,400"
    notes = (
        "Two pages; page 1 ends with a 'Page subtotal (items 1-12)' ¥1,340,300 (distractor). subtotal = the "
        "after-discount 'Subtotal (taxable amount)' ¥1,757,191, not 'Goods and services total' ¥1,797,400. "
        "due_date null: only 'by the end of the month following the invoice month' is printed (order and "
        "delivery dates are distractors). amount_due null: no balance/amount-due line; the top box is the "
        "tax-included total. The T-number is the issuer registration number, not the invoice number."
    )
    return Built(
        "b4_inv_jp_yen",
        "invoice",
        "Hoshino Precision Components invoice HPC-2503-0417",
        "Hoshino Precision Components Co., Ltd.",
        doc,
        fields,
        notes,
    )


def _zl(v):
    return f"{num(v, 2, 'sp')} zł"


def pl_faktura():
    doc = Doc("Faktura VAT FV/2025/04/0173", "Wielkopolskie Zakłady Opakowań", A4)
    pg = doc.page()
    y = 44
    for s in [
        "Miejsce wystawienia: Poznań",
        "Data wystawienia: 2025-04-07",
        "Data dostawy/wykonania usługi: 2025-04-04",
    ]:
        pg.text(555, y, s, 8, align="r")
        y += 11
    pg.text(297, 100, "Faktura VAT nr FV/2025/04/0173", 16, "hebo", align="c")
    pg.text(297, 114, "ORYGINAŁ", 8, "helv", GREY, "c")
    y = 140
    for s, f in [
        ("Sprzedawca:", "hebo"),
        ("Wielkopolskie Zakłady Opakowań Sp. z o.o.", "hebo"),
        ("ul. Głogowska 218", "helv"),
        ("60-104 Poznań", "helv"),
        ("NIP: 779-24-18-553", "helv"),
        ("Bank: PKO BP S.A.", "helv"),
        ("Nr konta: 12 1020 4027 0000 1102 0345 6789", "helv"),
    ]:
        pg.text(40, y, s, 8.5, f)
        y += 11.5
    y = 140
    for s, f in [
        ("Nabywca:", "hebo"),
        ("Drukarnia Orzeł S.A.", "hebo"),
        ("ul. Przemysłowa 9", "helv"),
        ("62-020 Swarzędz", "helv"),
        ("NIP: 777-00-12-345", "helv"),
    ]:
        pg.text(320, y, s, 8.5, f)
        y += 11.5
    y += 6
    for s, f in [
        ("Odbiorca:", "hebo"),
        ("Drukarnia Orzeł S.A. - Magazyn Centralny", "helv"),
        ("ul. Logistyczna 4, 62-023 Gądki", "helv"),
    ]:
        pg.text(320, y, s, 8.5, f)
        y += 11.5
    items = [
        ("Karton klapowy 600x400x400 mm, 5W", "szt.", 1200, "4.85"),
        ("Przekładki tekturowe 580x380 mm", "szt.", 3000, "0.62"),
        ("Folia stretch 23 µm, 500 mm, rolka 2,4 kg", "rol.", 60, "28.90"),
        ("Taśma pakowa 48 mm x 66 m, brązowa", "szt.", 360, "3.15"),
        ("Transport Poznań - Swarzędz", "usł.", 1, "180.00"),
    ]
    cols = [
        (40, "l"),
        (58, "l"),
        (248, "l"),
        (300, "r"),
        (342, "r"),
        (396, "r"),
        (420, "r"),
        (478, "r"),
        (555, "r"),
    ]
    rows, net, vat = [], D(0), D(0)
    for i, (name, unit, qty, price) in enumerate(items, 1):
        n = D(qty) * D(price)
        v = q2(n * D("0.23"))
        net, vat = net + n, vat + v
        rows.append(
            (
                f"{i}.",
                name,
                unit,
                num(qty, 0, "sp"),
                num(D(price), 2, "sp"),
                num(n, 2, "sp"),
                "23%",
                num(v, 2, "sp"),
                num(n + v, 2, "sp"),
            )
        )
    gross = net + vat
    rows.append(("", "Razem:", "", "", "", num(net, 2, "sp"), "", num(vat, 2, "sp"), num(gross, 2, "sp")))
    y = pg.table(
        266,
        cols,
        rows,
        7.3,
        header=[
            ("Lp.", "Nazwa towaru lub usługi", "J.m.", "Ilość", "Cena", "Wartość", "VAT", "Kwota", "Wartość"),
            ("", "", "", "", "netto", "netto", "%", "VAT", "brutto"),
        ],
        lead=12,
        rule=559,
    )
    prepaid = D("3000.00")
    topay = gross - prepaid
    y += 16
    for s in [
        "Sposób płatności: przelew",
        "Termin płatności: 2025-04-21",
        "Waluta: PLN",
        "Zaliczka otrzymana 2025-03-28 (FZ/2025/03/0011)",
    ]:
        pg.text(40, y, s, 8.5)
        y += 12
    y -= 48
    for lab, val, bold in [
        ("Wartość netto:", _zl(net), False),
        ("Kwota VAT (23%):", _zl(vat), False),
        ("Wartość brutto:", _zl(gross), True),
        ("Zapłacono:", _zl(prepaid), False),
        ("Do zapłaty:", _zl(topay), True),
    ]:
        pg.text(330, y, lab, 9, "hebo" if bold else "helv")
        pg.text(555, y, val, 9, "hebo" if bold else "helv", align="r")
        y += 13
    y += 8
    pg.para(40, y, 515, "Słownie: dziesięć tysięcy sto dziewięćdziesiąt pięć złotych 44/100", 8.5, "helv")
    pg.line(60, 690, 230, 690, 0.4, GREY)
    pg.line(365, 690, 535, 690, 0.4, GREY)
    pg.text(145, 702, "Osoba upoważniona do odbioru", 7, "helv", GREY, "c")
    pg.text(450, 702, "Osoba upoważniona do wystawienia", 7, "helv", GREY, "c")
    pg.text(450, 684, "Katarzyna Nowicka", 8.5, "heit", align="c")
    fields = dict(
        invoice_number=F("FV/2025/04/0173", 1, "Faktura VAT nr FV/2025/04/0173"),
        invoice_date=F("2025-04-07", 1, "Data wystawienia: 2025-04-07"),
        due_date=F("2025-04-21", 1, "Termin płatności: 2025-04-21"),
        vendor_name=F(
            "Wielkopolskie Zakłady Opakowań Sp. z o.o.",
            1,
            "Sprzedawca: Wielkopolskie Zakłady Opakowań Sp. z o.o.",
        ),
        bill_to=F("Drukarnia Orzeł S.A.", 1, "Nabywca: Drukarnia Orzeł S.A."),
        currency=F("PLN", 1, "Waluta: PLN"),
        subtotal=F(10728.00, 1, "Wartość netto: 10 728,00 zł"),
        tax=F(2467.44, 1, "Kwota VAT (23%): 2 467,44 zł"),
        total=F(13195.44, 1, "Wartość brutto: 13 195,44 zł"),
        amount_due=F(10195.44, 1, "Do zapłaty: 10 195,44 zł"),
    )
    agree(fields, "subtotal", _zl(net), net)
    agree(fields, "tax", _zl(vat), vat)
    agree(fields, "total", _zl(gross), gross)
    agree(fields, "amount_due", _zl(topay), topay)
    notes = (
        "Polish VAT invoice, amounts 1 234,56 style. subtotal = 'Wartość netto', tax = 'Kwota VAT', total = "
        "'Wartość brutto'; amount_due = 'Do zapłaty' after the prepayment 'Zapłacono: 3 000,00 zł'. bill_to "
        "= the Nabywca (buyer), not the Odbiorca (recipient/warehouse). Data dostawy 2025-04-04 is the "
        "delivery date, not the issue date."
    )
    return Built(
        "b4_inv_pl_faktura",
        "invoice",
        "Faktura VAT FV/2025/04/0173",
        "Wielkopolskie Zakłady Opakowań Sp. z o.o.",
        doc,
        fields,
        notes,
    )


BUILDERS = [us_utility, jp_yen, pl_faktura]
