"""Invoices 10-12: Canadian GST+PST (person billed), US law-firm 2-page, Australian GST tax invoice."""

from pdfkit import A4, LETTER, Doc, r2, same, us

GREY = (0.45, 0.45, 0.45)


def inv_ca_electrical(out):
    d = Doc(
        "b3_inv_ca_electrical", "invoice", "Invoice MR-77215", "Maple Ridge Electrical Supply Ltd.", LETTER
    )
    p = d.new_page()
    d.t(40, 55, "Maple Ridge Electrical Supply Ltd.", 15, "hebo", (0.6, 0.1, 0.1))
    d.lines(
        40,
        70,
        [
            "22540 Lougheed Hwy, Maple Ridge, BC V2X 2V1",
            "GST/HST No. 81234 5678 RT0001  PST No. PST-1234-5678",
        ],
        8,
        color=GREY,
    )
    d.t(572, 55, "INVOICE", 16, "hebo", align="r")
    meta = [
        ("No.", "MR-77215"),
        ("Date", "2024-08-09"),
        ("Account", "CASH-0412"),
        ("Payment due", "2024-09-08"),
    ]
    y = 100
    for k, v in meta:
        d.row(y, [(430, k, "l"), (572, v, "r")], 9)
        y += 13
    d.t(40, 110, "Sold to:", 8.5, "hebo")
    d.lines(40, 123, ["Marc-André Tremblay", "2231 Dewdney Trunk Rd", "Maple Ridge, BC V2X 3G5"], 9)
    d.t(220, 110, "Deliver to / Job site:", 8.5, "hebo")
    d.lines(220, 123, ["Tremblay Renovations (site)", "11870 Laity St", "Maple Ridge, BC V2X 5A7"], 9)
    items = [
        ("NMD90 14/2 copper wire, 75 m", 2, 129.99),
        ("Decora switch, 15A, white", 12, 6.49),
        ("Breaker 20A single pole", 4, 18.75),
        ("LED slim pot light 4 in", 16, 24.50),
        ("Octagon junction box", 20, 2.35),
    ]
    rows, gross = [], 0.0
    for txt, q, pr in items:
        line = r2(q * pr)
        gross = r2(gross + line)
        rows.append([txt, str(q), us(pr), us(line)])
    cols = [(40, "l"), (380, "r"), (470, "r"), (572, "r")]
    y = d.table(190, cols, rows, 9, head=["Description", "Qty", "Price", "Amount"], lead=16)
    disc = r2(gross * 0.08)
    sub = r2(gross - disc)
    gst, pst = r2(sub * 0.05), r2(sub * 0.07)
    taxes = r2(gst + pst)
    total = r2(sub + taxes)
    y += 8
    summary = [
        ("Merchandise", us(gross)),
        ("Contractor discount (8%)", f"-{us(disc)}"),
        ("Subtotal", us(sub)),
        ("GST 5%", us(gst)),
        ("PST 7%", us(pst)),
        ("Total taxes", us(taxes)),
        ("TOTAL CAD", us(total)),
    ]
    for k, v in summary:
        d.row(y, [(400, k, "l"), (572, v, "r")], 9, "hebo" if k == "TOTAL CAD" else "helv")
        y += 14
    d.t(
        40,
        y + 20,
        "All amounts in Canadian dollars (CAD). Returns within 30 days with receipt; special orders are "
        "final sale.",
        8,
    )
    d.f("invoice_number", "MR-77215", p, "No. MR-77215")
    d.f("invoice_date", "2024-08-09", p, "Date 2024-08-09")
    d.f("due_date", "2024-09-08", p, "Payment due 2024-09-08")
    d.f("vendor_name", "Maple Ridge Electrical Supply Ltd.", p, "Maple Ridge Electrical Supply Ltd.")
    d.f("bill_to", "Marc-André Tremblay", p, "Sold to: Marc-André Tremblay")
    d.f("currency", "CAD", p, f"TOTAL CAD {us(total)}")
    d.f("subtotal", sub, p, f"Subtotal {us(sub)}")
    d.f("tax", taxes, p, f"Total taxes {us(taxes)}")
    d.f("total", total, p, f"TOTAL CAD {us(total)}")
    d.null("amount_due")
    d.notes = (
        "Canadian invoice in CAD (no '$' printed). The customer is a person ('Sold to: Marc-André "
        "Tremblay'); the "
        "job-site delivery block names a different party and is not bill_to. subtotal = 'Subtotal' after the "
        "contractor discount. Two tax lines (GST 5%, PST 7%) with a printed 'Total taxes' -> tax. ISO dates."
    )
    return d.save(out)


def inv_us_legal(out):
    d = Doc("b3_inv_us_legal", "invoice", "Invoice 58213-007", "Whitcombe Ashford LLP", LETTER)
    p1 = d.new_page()
    d.t(306, 60, "WHITCOMBE ASHFORD LLP", 16, "tibo", align="c")
    d.t(
        306,
        74,
        "Attorneys at Law  |  One Liberty Plaza, 31st Floor  |  Seattle, Washington 98104",
        8,
        "tiro",
        align="c",
    )
    d.t(306, 85, "Federal Tax ID 91-1234567", 7.5, "tiro", GREY, align="c")
    d.lines(
        60,
        130,
        [
            "Rivergate Holdings, Inc.",
            "Attn: Laura Chen, General Counsel",
            "2000 Alaskan Way, Suite 410",
            "Seattle, WA 98121",
        ],
        10,
        "tiro",
    )
    meta = [
        ("Invoice No.", "58213-007"),
        ("Invoice Date:", "Sep. 30, 2024"),
        ("Client-Matter:", "58213-0004"),
        ("Billing Attorney:", "L. Ashford"),
    ]
    y = 130
    for k, v in meta:
        d.row(y, [(360, k, "l"), (450, v, "l")], 9.5, "tiro")
        y += 13
    d.t(60, 215, "RE: Lease dispute - Harbor Point retail premises", 10, "tibo")
    d.t(60, 230, "For professional services rendered through September 30, 2024", 10, "tiro")
    keepers = {
        "LA": ("L. Ashford, Partner", 650.0),
        "DM": ("D. Moreno, Associate", 395.0),
        "KP": ("K. Patel, Paralegal", 210.0),
    }
    tasks = [
        "Review landlord notice of default",
        "Research co-tenancy clause case law",
        "Draft response letter",
        "Conference with client",
        "Revise settlement proposal",
        "Prepare exhibits for mediation",
        "Telephone call with opposing counsel",
    ]
    entries = []
    for i in range(14):
        who = ["LA", "DM", "DM", "KP", "LA", "DM", "KP"][i % 7]
        hours = round(0.4 + 0.3 * ((i * 5) % 9), 1)
        entries.append((f"09/{3 + 2 * i:02d}/2024", who, tasks[i % 7], hours, r2(hours * keepers[who][1])))
    fees = r2(sum(e[4] for e in entries))
    disb = [
        ("Court reporter, deposition transcript", 612.40),
        ("Messenger and filing fees", 148.00),
        ("Mediator fee (one-half share)", 455.94),
    ]
    costs = r2(sum(a for _, a in disb))
    total = r2(fees + costs)
    prev, paid = 4200.00, 2000.00
    due = r2(total + prev - paid)
    y = 270
    summary = [
        ("Professional services", f"${us(fees)}"),
        ("Disbursements", f"${us(costs)}"),
        ("Total this invoice", f"${us(total)}"),
        ("Previous balance", f"${us(prev)}"),
        ("Payments received", f"(${us(paid)})"),
        ("Total balance due", f"${us(due)}"),
    ]
    for k, v in summary:
        bold = k.startswith("Total")
        d.row(y, [(80, k, "l"), (520, v, "r")], 10, "tibo" if bold else "tiro")
        y += 18
    y += 20
    y = d.para(
        60,
        y,
        "Payment is due upon receipt. Please reference the invoice number with your remittance. Detail "
        "of services and disbursements is attached.",
        490,
        9.5,
    )
    d.t(
        306,
        740,
        "Remit to: Whitcombe Ashford LLP, P.O. Box 34021, Seattle, WA 98124-1021",
        8.5,
        "tiro",
        align="c",
    )
    d.new_page()
    d.t(60, 60, "Invoice No. 58213-007 - Detail of services", 11, "tibo")
    cols = [(60, "l"), (120, "l"), (160, "l"), (460, "r"), (540, "r")]
    rows = [[dt_, who, task, f"{h:.1f}", us(a)] for dt_, who, task, h, a in entries]
    y = d.table(90, cols, rows, 8.5, "tiro", head=["Date", "TK", "Description", "Hours", "Amount"], lead=15)
    d.row(y + 4, [(160, "Total professional services", "l"), (540, us(fees), "r")], 9, "tibo")
    y += 40
    y = d.table(
        y,
        [(60, "l"), (540, "r")],
        [[a, us(b)] for a, b in disb],
        8.5,
        "tiro",
        head=["Disbursements", "Amount"],
        lead=15,
    )
    d.row(y + 4, [(160, "Total disbursements", "l"), (540, us(costs), "r")], 9, "tibo")
    y += 40
    for k, (name, rate) in keepers.items():
        d.t(60, y, f"{k} = {name}, hourly rate ${us(rate)}", 8.5, "tiro")
        y += 13
    d.f("invoice_number", "58213-007", p1, "Invoice No. 58213-007")
    d.f("invoice_date", "2024-09-30", p1, "Invoice Date: Sep. 30, 2024")
    d.null("due_date")
    d.f("vendor_name", "Whitcombe Ashford LLP", p1, "WHITCOMBE ASHFORD LLP Attorneys at Law")
    d.f(
        "bill_to",
        "Rivergate Holdings, Inc.",
        p1,
        "Rivergate Holdings, Inc. Attn: Laura Chen, General Counsel",
    )
    d.f("currency", "USD", p1, f"Total this invoice ${us(total)}")
    d.null("subtotal")
    d.null("tax")
    d.f("total", total, p1, f"Total this invoice ${us(total)}")
    d.f("amount_due", due, p1, f"Total balance due ${us(due)}")
    d.notes = (
        "Law-firm invoice: page 1 summary, page 2 time detail. No tax is printed and there is no pre-tax "
        "total "
        "distinct from the invoice total, so subtotal and tax are null (fees and disbursements are "
        "components). "
        "total = 'Total this invoice'; amount_due = 'Total balance due' (includes a previous balance less "
        "payments). 'Payment is due upon receipt' only -> due_date null. 'Through September 30, 2024' is the "
        "service period, not a due date."
    )
    return d.save(out)


def inv_au_signage(out):
    d = Doc("b3_inv_au_signage", "invoice", "Tax Invoice INV-000417", "Bondi Coastal Signage Pty Ltd", A4)
    p = d.new_page()
    d.t(50, 60, "TAX INVOICE", 22, "helv")
    d.lines(
        50,
        95,
        [
            "Harbourside Cafe Group Pty Ltd",
            "Attention: Mia Russo",
            "Shop 3, 1 Macquarie St",
            "SYDNEY NSW 2000",
            "AUSTRALIA",
        ],
        9,
    )
    d.lines(
        300,
        80,
        ["Invoice Date", "12/07/2024", "", "Invoice Number", "INV-000417", "", "Reference", "Menu boards"],
        8.5,
    )
    d.lines(
        420,
        80,
        ["Bondi Coastal Signage Pty Ltd", "ABN 51 824 753 556", "14 Hall Street", "BONDI BEACH NSW 2026"],
        8.5,
    )
    items = [
        ("Illuminated menu board 1200x800, design and fabrication", 2, 780.00),
        ("Window vinyl decals, installed", 4, 95.00),
        ("Site measure and installation", 1, 260.00),
    ]
    rows, sub = [], 0.0
    for txt, q, pr in items:
        line = r2(q * pr)
        sub = r2(sub + line)
        rows.append([txt, f"{q:.2f}", us(pr), "10%", us(line)])
    cols = [(50, "l"), (350, "r"), (420, "r"), (470, "r"), (545, "r")]
    y = d.table(
        210, cols, rows, 8.5, head=["Description", "Quantity", "Unit Price", "GST", "Amount AUD"], lead=17
    )
    gst = r2(sub * 0.10)
    total = r2(sub + gst)
    same(total, 2420.00)
    y += 8
    for k, v, f in [
        ("Subtotal (ex GST)", us(sub), "helv"),
        ("TOTAL GST 10%", us(gst), "helv"),
        ("TOTAL AUD", us(total), "hebo"),
        ("Less Amount Paid", "0.00", "helv"),
        ("AMOUNT DUE AUD", us(total), "hebo"),
    ]:
        d.row(y, [(360, k, "l"), (545, v, "r")], 9, f)
        y += 15
    y += 25
    d.t(50, y, "Due Date: 26/07/2024", 11, "hebo")
    d.lines(
        50,
        y + 18,
        [
            "Payment by EFT to Bondi Coastal Signage Pty Ltd, BSB 062-000, Account 1234 5678.",
            "Please use the invoice number as the payment reference.",
        ],
        8.5,
    )
    d.hline(50, 545, 700, 0.3)
    d.t(50, 715, "PAYMENT ADVICE", 10, "hebo")
    d.lines(50, 730, ["To: Bondi Coastal Signage Pty Ltd", "14 Hall Street, BONDI BEACH NSW 2026"], 8.5)
    d.lines(
        330,
        730,
        [
            "Customer  Harbourside Cafe Group Pty Ltd",
            "Invoice Number  INV-000417",
            f"Amount Due  {us(total)}",
            "Due Date  26 Jul 2024",
        ],
        8.5,
    )
    d.f("invoice_number", "INV-000417", p, "Invoice Number INV-000417")
    d.f("invoice_date", "2024-07-12", p, "Invoice Date 12/07/2024")
    d.f("due_date", "2024-07-26", p, "Due Date: 26/07/2024")
    d.f("vendor_name", "Bondi Coastal Signage Pty Ltd", p, "Bondi Coastal Signage Pty Ltd ABN 51 824 753 556")
    d.f("bill_to", "Harbourside Cafe Group Pty Ltd", p, "Harbourside Cafe Group Pty Ltd Attention: Mia Russo")
    d.f("currency", "AUD", p, f"TOTAL AUD {us(total)}")
    d.f("subtotal", sub, p, f"Subtotal (ex GST) {us(sub)}")
    d.f("tax", gst, p, f"TOTAL GST 10% {us(gst)}")
    d.f("total", total, p, f"TOTAL AUD {us(total)}")
    d.f("amount_due", total, p, f"AMOUNT DUE AUD {us(total)}")
    d.notes = (
        "Australian tax invoice (Xero-like layout): customer address block top left, the supplier block on "
        "the "
        "right. Numeric dates are day-first (12/07/2024 = 12 July 2024). amount_due is printed separately "
        "('AMOUNT DUE AUD', after 'Less Amount Paid 0.00') and equals the total. A payment-advice slip "
        "repeats "
        "the figures."
    )
    return d.save(out)
