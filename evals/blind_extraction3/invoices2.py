"""Invoices 6-9: US 3-page wholesale, UK VAT (customer block first), Italian fattura, US SaaS (rate only)."""

from pdfkit import A4, LETTER, Doc, eu, r2, same, us

GREY = (0.45, 0.45, 0.45)


def inv_us_wholesale(out):
    d = Doc("b3_inv_us_wholesale", "invoice", "Invoice 0071-3349", "Northwind Paper & Packaging Co.", LETTER)
    kinds = [
        "Kraft mailer box",
        "Corrugated carton RSC",
        "Poly mailer",
        "Bubble wrap roll",
        "Packing tape",
        "Tissue paper ream",
        "Label roll 4x6",
        "Void fill paper",
    ]
    items = []
    for i in range(40):
        qty = 5 * (i % 6 + 1) * (1 + i % 2)
        price = round(3.15 + 1.73 * (i % 9) + 0.11 * i, 2)
        items.append(
            (f"NW-{20310 + 13 * i}", f"{kinds[i % 8]}, size {i % 5 + 1}", qty, price, r2(qty * price))
        )
    pages = [items[:18], items[18:36], items[36:]]
    cols = [(40, "l"), (110, "l"), (380, "r"), (460, "r"), (572, "r")]
    head = ["Item", "Description", "Qty", "Unit Price", "Extension"]
    running = 0.0
    for n, chunk in enumerate(pages, 1):
        pg = d.new_page()
        d.t(40, 50, "NORTHWIND", 20, "hebo", (0.05, 0.3, 0.45))
        d.t(40, 63, "PAPER & PACKAGING CO.", 8, "hebo", (0.05, 0.3, 0.45))
        d.t(572, 48, "INVOICE", 16, "hebo", align="r")
        d.t(572, 62, f"Invoice No. 0071-3349   Page {n} of 3", 8.5, align="r")
        y = 90
        if n == 1:
            p1 = pg
            meta = [
                ("Invoice Date:", "03/18/2024"),
                ("Customer PO:", "4471-B"),
                ("Terms:", "Net 30"),
                ("Due Date:", "04/17/2024"),
                ("Sales Rep:", "T. Okonkwo"),
            ]
            for k, v in meta:
                d.row(y, [(420, k, "l"), (500, v, "l")], 8.5)
                y += 12
            blocks = [
                (
                    40,
                    "BILL TO",
                    [
                        "Lakeshore Print Group, Inc.",
                        "Accounts Payable",
                        "900 N. Halsted St.",
                        "Chicago, IL 60642",
                    ],
                ),
                (
                    220,
                    "SHIP TO",
                    [
                        "Keystone Fulfillment Services",
                        "Receiving Door 12",
                        "4100 W. 47th St.",
                        "Cicero, IL 60804",
                    ],
                ),
            ]
            for x, title, rows in blocks:
                d.t(x, 160, title, 8, "hebo")
                d.lines(x, 172, rows, 8.5)
            y = 240
        else:
            d.row(
                y + 10,
                [(110, f"Brought forward from page {n - 1}", "l"), (572, us(running), "r")],
                8.5,
                "hebo",
            )
            y += 36
        y = d.table(y, cols, [[a, b, str(q), us(p), us(e)] for a, b, q, p, e in chunk], 8, head=head, lead=13)
        page_sum = r2(sum(e for *_, e in chunk))
        running = r2(running + page_sum)
        if n < 3:
            d.hline(380, 572, y - 6)
            d.row(y + 4, [(380, f"Page {n} subtotal", "l"), (572, us(page_sum), "r")], 8.5)
            d.row(
                y + 17, [(380, f"Carried forward to page {n + 1}", "l"), (572, us(running), "r")], 8.5, "hebo"
            )
    merch = running
    freight = 286.40
    sub = r2(merch + freight)
    tax = r2(sub * 0.0825)
    total = r2(sub + tax)
    deposit = 2500.00
    due = r2(total - deposit)
    same(merch, r2(sum(e for *_, e in items)))
    y += 8
    summary = [
        ("Merchandise total", us(merch)),
        ("Freight (LTL, 3 pallets)", us(freight)),
        ("Subtotal", us(sub)),
        ("Sales Tax (8.25%)", us(tax)),
        ("Invoice Total", us(total)),
        ("Less: Deposit received 02/26/2024", f"({us(deposit)})"),
        ("BALANCE DUE", f"${us(due)}"),
    ]
    for k, v in summary:
        d.row(
            y, [(360, k, "l"), (572, v, "r")], 9, "hebo" if k in ("Invoice Total", "BALANCE DUE") else "helv"
        )
        y += 14
    y += 20
    remit = "Please remit to: Northwind Paper & Packaging Co., P.O. Box 88120, Chicago, IL 60680-1120"
    d.box(40, y - 12, 572, y + 20, fill=(0.95, 0.95, 0.95))
    d.t(48, y, remit, 8.5, "hebo")
    d.t(
        48,
        y + 12,
        "Questions? ar@northwindpack.example - (312) 555-0188. A 1.5% monthly service charge applies "
        "to past-due balances.",
        7.5,
    )
    p3 = len(d.pdf)
    d.f("invoice_number", "0071-3349", p1, "Invoice No. 0071-3349")
    d.f("invoice_date", "2024-03-18", p1, "Invoice Date: 03/18/2024")
    d.f("due_date", "2024-04-17", p1, "Due Date: 04/17/2024")
    d.f("vendor_name", "Northwind Paper & Packaging Co.", p3, remit)
    d.f("bill_to", "Lakeshore Print Group, Inc.", p1, "BILL TO Lakeshore Print Group, Inc.")
    d.f("currency", "USD", p3, f"BALANCE DUE ${us(due)}")
    d.f("subtotal", sub, p3, f"Subtotal {us(sub)}")
    d.f("tax", tax, p3, f"Sales Tax (8.25%) {us(tax)}")
    d.f("total", total, p3, f"Invoice Total {us(total)}")
    d.f("amount_due", due, p3, f"BALANCE DUE ${us(due)}")
    d.notes = (
        "Three-page US wholesale invoice with per-page subtotals and 'Carried forward' / 'Brought forward' "
        "lines (running totals, not the invoice subtotal). subtotal = the printed 'Subtotal' after freight "
        "(pre-tax total); 'Merchandise total' is before freight. A deposit is deducted after the total -> "
        "amount_due = 'BALANCE DUE'. Vendor appears as a logo (NORTHWIND / PAPER & PACKAGING CO.) and in "
        "full "
        "in the remit-to line on page 3. Ship To is a different company (Keystone)."
    )
    return d.save(out)


def inv_uk_studio(out):
    d = Doc("b3_inv_uk_studio", "invoice", "VAT invoice HF-2024-118", "Hartley & Finch Ltd", A4)
    p = d.new_page()
    d.t(50, 60, "VAT INVOICE", 20, "hebo")
    d.t(50, 95, "Invoice to", 8, "hebo", GREY)
    d.lines(
        50,
        108,
        ["Marlow & Pike Publishing Ltd", "FAO Accounts Payable", "22 Bankside", "London SE1 9TG"],
        9.5,
    )
    d.lines(
        330,
        95,
        [
            "Invoice no: #HF-2024-118",
            "Invoice date: 7 June 2024",
            "Payment due: 7 July 2024",
            "PO ref: MP/2291",
        ],
        9,
    )
    d.hline(50, 545, 170)
    d.t(50, 186, "From", 8, "hebo", GREY)
    d.lines(
        50,
        199,
        [
            "Hartley & Finch Ltd",
            "Unit 5, The Old Tannery, Mill Lane",
            "Bristol BS1 6QF",
            "VAT Reg. No. GB 318 4471 26",
        ],
        9,
    )
    items = [
        ("Brand identity refresh, phase 2 (fixed fee)", 1, 4800.00),
        ("Cover illustration, autumn list (per title)", 3, 450.00),
        ("Print liaison and colour proofing (hours)", 6, 50.00),
    ]
    rows, net = [], 0.0
    for txt, q, pr in items:
        line = r2(q * pr)
        net = r2(net + line)
        rows.append([txt, str(q), f"£{us(pr)}", f"£{us(line)}"])
    cols = [(50, "l"), (380, "r"), (460, "r"), (545, "r")]
    y = d.table(275, cols, rows, 9, head=["Description", "Qty", "Unit price", "Net"], lead=17)
    vat = r2(net * 0.20)
    total = r2(net + vat)
    same(total, 7740.00)
    y += 10
    for k, v, f in [
        ("Total net", f"£{us(net)}", "helv"),
        ("VAT @ 20%", f"£{us(vat)}", "helv"),
        ("Total (GBP)", f"£{us(total)}", "hebo"),
    ]:
        d.row(y, [(360, k, "l"), (545, v, "r")], 9.5, f)
        y += 16
    y += 30
    d.lines(
        50,
        y,
        [
            "Please pay by bank transfer to Hartley & Finch Ltd, sort code 20-45-77, account 83920114,",
            "quoting the invoice number. Thank you for your business.",
        ],
        8.5,
    )
    d.t(
        297,
        800,
        "Hartley & Finch Ltd is registered in England and Wales, company no. 09876543.",
        7,
        color=GREY,
        align="c",
    )
    d.f("invoice_number", "HF-2024-118", p, "Invoice no: #HF-2024-118")
    d.f("invoice_date", "2024-06-07", p, "Invoice date: 7 June 2024")
    d.f("due_date", "2024-07-07", p, "Payment due: 7 July 2024")
    d.f("vendor_name", "Hartley & Finch Ltd", p, "From Hartley & Finch Ltd")
    d.f("bill_to", "Marlow & Pike Publishing Ltd", p, "Invoice to Marlow & Pike Publishing Ltd")
    d.f("currency", "GBP", p, f"Total (GBP) £{us(total)}")
    d.f("subtotal", net, p, f"Total net £{us(net)}")
    d.f("tax", vat, p, f"VAT @ 20% £{us(vat)}")
    d.f("total", total, p, f"Total (GBP) £{us(total)}")
    d.null("amount_due")
    d.notes = (
        "UK VAT invoice whose customer block ('Invoice to') is printed above the supplier block ('From'); "
        "the "
        "vendor is the 'From' party. Invoice number printed with a '#' prefix; the value is HF-2024-118. "
        "subtotal = 'Total net'. No separate amount due -> null."
    )
    return d.save(out)


def inv_it_tessitura(out):
    d = Doc("b3_inv_it_tessitura", "invoice", "Fattura 2024/FE/0193", "Tessitura Bellandi S.r.l.", A4)
    p = d.new_page()
    d.t(297, 55, "TESSITURA BELLANDI", 18, "tibo", align="c")
    d.t(
        297,
        70,
        "Tessitura Bellandi S.r.l. - Via del Lanificio 27 - 59100 Prato (PO) - P.IVA IT01987650481",
        8,
        align="c",
    )
    d.hline(50, 545, 80)
    d.t(50, 110, "FATTURA N. 2024/FE/0193 del 21/05/2024", 12, "hebo")
    d.t(330, 140, "Spett.le", 8.5, "heit")
    d.lines(
        330, 153, ["Moda Rinaldi S.p.A.", "Viale Monza 140", "20127 Milano (MI)", "P.IVA IT04455660964"], 9
    )
    d.t(50, 140, "Destinazione merce", 8.5, "heit")
    d.lines(
        50,
        153,
        [
            "Moda Rinaldi S.p.A. - Magazzino",
            "Via Paronese 88",
            "59100 Prato (PO)",
            "DDT n. 611 del 20/05/2024",
        ],
        9,
    )
    items = [
        ("Tessuto lana cardata, alt. 150 cm, col. antracite", "m", 120, 18.40),
        ("Flanella mista cashmere, alt. 150 cm, col. cammello", "m", 80, 27.90),
        ("Tweed spigato, alt. 145 cm", "m", 60, 22.50),
    ]
    rows, goods = [], 0.0
    for txt, um, q, pr in items:
        line = r2(q * pr)
        goods = r2(goods + line)
        rows.append([txt, um, str(q), eu(pr), eu(line)])
    cols = [(50, "l"), (345, "l"), (400, "r"), (465, "r"), (545, "r")]
    y = d.table(230, cols, rows, 8.5, head=["Descrizione", "U.M.", "Quantità", "Prezzo", "Importo"], lead=16)
    freight = 85.00
    base = r2(goods + freight)
    iva = r2(base * 0.22)
    total = r2(base + iva)
    same(base, r2(2208.00 + 2232.00 + 1350.00 + 85.00))
    d.row(y, [(50, "Spese di trasporto", "l"), (545, eu(freight), "r")], 8.5)
    y += 30
    d.box(50, y - 12, 545, y + 38)
    d.row(
        y,
        [
            (58, "Totale imponibile", "l"),
            (200, "Aliquota IVA", "l"),
            (300, "Imposta", "l"),
            (420, "Totale documento", "l"),
        ],
        8,
        "hebo",
    )
    d.row(
        y + 16,
        [
            (58, f"€ {eu(base)}", "l"),
            (200, "22%", "l"),
            (300, f"€ {eu(iva)}", "l"),
            (420, f"€ {eu(total)}", "l"),
        ],
        10,
        "hebo",
    )
    d.t(58, y + 31, "Importi in euro", 7, color=GREY)
    y += 70
    d.lines(
        50,
        y,
        [
            "Modalità di pagamento: bonifico bancario 30 gg d.f.",
            "Scadenza: 20/06/2024",
            "IBAN IT60 X054 2811 1010 0000 0123 456 - Banca Popolare di Prato",
        ],
        9,
    )
    d.t(
        297,
        800,
        "Documento emesso anche in formato elettronico (SdI). Copia di cortesia.",
        7,
        color=GREY,
        align="c",
    )
    d.f("invoice_number", "2024/FE/0193", p, "FATTURA N. 2024/FE/0193")
    d.f("invoice_date", "2024-05-21", p, "FATTURA N. 2024/FE/0193 del 21/05/2024")
    d.f("due_date", "2024-06-20", p, "Scadenza: 20/06/2024")
    d.f("vendor_name", "Tessitura Bellandi S.r.l.", p, "Tessitura Bellandi S.r.l. - Via del Lanificio 27")
    d.f("bill_to", "Moda Rinaldi S.p.A.", p, "Spett.le Moda Rinaldi S.p.A.")
    d.f("currency", "EUR", p, "Importi in euro")
    d.f("subtotal", base, p, f"€ {eu(base)}")
    d.f("tax", iva, p, f"€ {eu(iva)}")
    d.f("total", total, p, f"€ {eu(total)}")
    d.null("amount_due")
    d.notes = (
        "Italian fattura. Totals are in a boxed table whose labels (Totale imponibile / Aliquota IVA / "
        "Imposta / "
        "Totale documento) sit in a header row above the values, so the quotes hold the values alone. "
        "subtotal = 'Totale imponibile' (goods + 'Spese di trasporto'). The shipping destination "
        "(Magazzino) is "
        "printed before the customer ('Spett.le') block; bill_to is the Spett.le party. due_date = "
        "'Scadenza'."
    )
    return d.save(out)


def inv_us_saas(out):
    d = Doc("b3_inv_us_saas", "invoice", "Invoice A1B2-0042", "Cloudlark, Inc.", LETTER)
    p = d.new_page()
    d.box(40, 40, 62, 62, fill=(0.35, 0.55, 0.95), color=None)
    d.t(70, 58, "cloudlark", 18, "hebo", (0.2, 0.3, 0.5))
    d.lines(40, 80, ["Cloudlark, Inc.", "548 Market St, PMB 72010", "San Francisco, CA 94104"], 8, color=GREY)
    d.t(572, 58, "Invoice", 22, "helv", align="r")
    meta = [
        ("Invoice number", "#A1B2-0042"),
        ("Date of issue", "January 31, 2024"),
        ("Date due", "Upon receipt"),
    ]
    y = 85
    for k, v in meta:
        d.row(y, [(400, k, "l"), (572, v, "r")], 8.5)
        y += 12
    d.t(40, 140, "Bill to", 8.5, "hebo")
    d.lines(
        40,
        153,
        [
            "Meridian Dental Group, PLLC",
            "Attn: Dr. Priya Shah",
            "1200 Kirby Dr, Suite 300",
            "Houston, TX 77019",
            "billing@meridiandental.example",
        ],
        8.5,
    )
    d.t(40, 240, "$1,072.00 USD due upon receipt", 14, "hebo")
    items = [
        ("Pro plan, per seat (Jan 1 - Jan 31, 2024)", 12, 85.00),
        ("Add-on: SMS appointment reminders", 1, 180.00),
    ]
    rows, sub = [], 0.0
    for txt, q, pr in items:
        line = r2(q * pr)
        sub = r2(sub + line)
        rows.append([txt, str(q), f"${us(pr)}", f"${us(line)}"])
    cols = [(40, "l"), (380, "r"), (470, "r"), (572, "r")]
    y = d.table(285, cols, rows, 9, head=["Description", "Qty", "Unit price", "Amount"], lead=18)
    total = r2(sub * 1.06)
    credit = 200.00
    due = r2(total - credit)
    same(due, 1072.00)
    y += 10
    for k, v in [
        ("Subtotal", f"${us(sub)}"),
        ("Sales tax", "6%"),
        ("Total", f"${us(total)}"),
        ("Account credit applied", f"-${us(credit)}"),
        ("Amount due", f"${us(due)} USD"),
    ]:
        d.row(y, [(380, k, "l"), (572, v, "r")], 9, "hebo" if k == "Amount due" else "helv")
        y += 15
    d.t(
        40,
        720,
        "Pay online at pay.cloudlark.example/i/A1B2-0042. Questions: billing@cloudlark.example",
        8,
        color=GREY,
    )
    d.f("invoice_number", "A1B2-0042", p, "Invoice number #A1B2-0042")
    d.f("invoice_date", "2024-01-31", p, "Date of issue January 31, 2024")
    d.null("due_date")
    d.f("vendor_name", "Cloudlark, Inc.", p, "Cloudlark, Inc. 548 Market St")
    d.f("bill_to", "Meridian Dental Group, PLLC", p, "Bill to Meridian Dental Group, PLLC")
    d.f("currency", "USD", p, "$1,072.00 USD due upon receipt")
    d.f("subtotal", sub, p, f"Subtotal ${us(sub)}")
    d.null("tax")
    d.f("total", total, p, f"Total ${us(total)}")
    d.f("amount_due", due, p, f"Amount due ${us(due)} USD")
    d.notes = (
        "SaaS invoice (Stripe-like layout). Tax is printed only as a rate ('Sales tax 6%') with no amount "
        "-> tax "
        "null (contract rule), although the total includes it. Due date printed as 'Upon receipt' only -> "
        "due_date null. An account credit is applied after the total -> amount_due 1,072.00. bill_to is the "
        "company (Meridian Dental Group, PLLC), not the contact person."
    )
    return d.save(out)
