"""Invoice builders for blind_extraction15 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import ext, pct
from pdfkit import EU, US, Pdf
from sheet import Sheet


def tot(xs):
    return sum(xs, D(0))


# ==================== 1 US landscaping: account-style invoice, previous balance carried
@doc("b15_inv_us_grounds_prev_balance", "invoice", "Cedar Hollow Grounds Care invoice 26-0418")
def inv_grounds():
    p = Pdf()
    s = Sheet(p, x=48, xr=564, top=56)
    s.t("CEDAR HOLLOW GROUNDS CARE, LLC", 15, True)
    s.t("1187 Quarry Bend Road, Frederick, MD 21704  |  billing@cedarhollow.example", 8)
    s.skip(8)
    q_no = s.row([(48, "Invoice No."), (140, "26-0418"), (330, "Account"), (420, "CH-2291")])
    q_date = s.row([(48, "Invoice Date"), (140, "03/02/2026"), (330, "Terms"), (420, "Net 20")])
    q_due = s.row([(48, "Due Date"), (140, "03/22/2026"), (330, "Service Month"), (420, "February 2026")])
    s.skip(8)
    s.row([(48, "BILL TO", "l"), (330, "SERVICE LOCATION")], bold=True)
    q_bill = s.row([(48, "Linden Pointe Owners Association"), (330, "Linden Pointe Clubhouse & Commons")])
    s.row([(48, "c/o Aldergate Property Management"), (330, "40 Linden Pointe Drive")])
    s.row([(48, "PO Box 7720, Frederick, MD 21705"), (330, "Urbana, MD 21704")])
    s.skip(10)
    s.row([(48, "Description"), (360, "Qty", "r"), (450, "Rate", "r"), (564, "Amount", "r")], bold=True)
    s.rule()
    items = [
        ("Snow plowing - parking areas (events)", 3, "685.00"),
        ("Sidewalk de-icing, calcium chloride (bags)", 22, "31.50"),
        ("Winter pruning, ornamental trees", 1, "1,240.00"),
        ("Monthly grounds contract - February", 1, "2,150.00"),
    ]
    exts = []
    for d_, qn, r in items:
        e = ext(qn, r.replace(",", ""))
        exts.append(e)
        s.row([(48, d_), (360, str(qn), "r"), (450, r, "r"), (564, "$" + US(e), "r")])
    sub = tot(exts)
    taxable = exts[1]
    tax = pct(taxable, 6)
    total = sub + tax
    prev, paid = D("3915.25"), D("3915.25")
    late = D("58.73")
    due = total + prev - paid + late
    s.skip(6)
    xl = 330
    s.x = xl
    q_sub = s.kv("Subtotal", "$" + US(sub))
    q_tax = s.kv("MD Sales Tax 6% (materials only)", "$" + US(tax))
    q_tot = s.kv("Invoice Total", "$" + US(total), bold=True)
    s.skip(4)
    q_prev = s.kv("Previous Balance", "$" + US(prev))
    q_paid = s.kv("Payment Received 02/11/2026", "-$" + US(paid))
    q_late = s.kv("Late Fee (January)", "$" + US(late))
    q_due_amt = s.kv("TOTAL AMOUNT DUE", "$" + US(due), bold=True)
    s.x = 48
    s.skip(10)
    s.t("Please reference the account number on your remittance. Questions: (301) 555-0162.", 8)
    same(6138.00, sub, "sub")
    same(41.58, tax, "tax")
    same(6179.58, total, "total")
    same(6238.31, due, "due")
    fields = {
        "invoice_number": F("26-0418", 1, q_no),
        "invoice_date": F("2026-03-02", 1, q_date),
        "due_date": F("2026-03-22", 1, q_due),
        "vendor_name": F("CEDAR HOLLOW GROUNDS CARE, LLC", 1, "CEDAR HOLLOW GROUNDS CARE, LLC"),
        "bill_to": F("Linden Pointe Owners Association", 1, q_bill),
        "currency": F("USD", 1, q_sub),
        "subtotal": F(6138.00, 1, q_sub),
        "tax": F(41.58, 1, q_tax),
        "total": F(6179.58, 1, q_tot),
        "amount_due": F(6238.31, 1, q_due_amt),
    }
    sums = [
        SUM(
            "Invoice Total + Previous Balance - Payment + Late Fee = TOTAL AMOUNT DUE",
            [
                (1, "total"),
                (1, T("Previous Balance", 3915.25, 1, q_prev)),
                (-1, T("Payment Received", 3915.25, 1, q_paid)),
                (1, T("Late Fee", 58.73, 1, q_late)),
            ],
            "amount_due",
        )
    ]
    notes = (
        "US grounds-care invoice in an account-statement layout (MM/DD/YYYY). bill_to is the owners "
        "association, not the management company c/o line or the service location. Sales tax applies to "
        "materials only. amount_due is TOTAL AMOUNT DUE, which adds the previous balance, the payment and "
        "a late fee to the Invoice Total (sum); total is the Invoice Total. No field is null."
    )
    return p, fields, notes, sums


def item_table(s, heads, rows, money, cols=(48, 350, 440, 564)):
    """Item rows: description, qty, unit price, extension (qty x price)."""
    s.row(
        [(cols[0], heads[0]), (cols[1], heads[1], "r"), (cols[2], heads[2], "r"), (cols[3], heads[3], "r")],
        bold=True,
    )
    s.rule()
    exts = []
    for d_, qn, price in rows:
        e = ext(qn, price)
        exts.append(e)
        s.row(
            [
                (cols[0], d_),
                (cols[1], str(qn), "r"),
                (cols[2], money(D(price)), "r"),
                (cols[3], money(e), "r"),
            ]
        )
    s.rule()
    s.skip(4)
    return tot(exts)


# ==================== 2 Dutch factuur: two VAT rates, vervaldatum, no separate amount due
@doc("b15_inv_nl_factuur_btw", "invoice", "Drukkerij Van Oostveen factuur 2026-0093")
def inv_nl():
    p = Pdf(ttf=True)
    s = Sheet(p, x=50, xr=560, top=58)
    s.t("Drukkerij Van Oostveen B.V.", 16, True, align="r")
    s.t("Industrieweg 61, 3542 AD Utrecht  ·  KvK 71829402  ·  BTW NL862104775B01", 7.5, align="r")
    s.skip(14)
    s.t("FACTUUR", 14, True)
    q_bill = s.t("Stichting Museum De Waterlinie", 9.5, True)
    s.t("t.a.v. mw. J. Koolhoven, afdeling Educatie", 9)
    s.t("Fort Ruigenhoek 3, 3985 SH Bunnik", 9)
    s.skip(8)
    q_no = s.kv("Factuurnummer", "2026-0093", xv=170)
    q_date = s.kv("Factuurdatum", "19-01-2026", xv=170)
    s.kv("Leverdatum", "14-01-2026", xv=170)
    q_due = s.kv("Vervaldatum", "18-02-2026", xv=170)
    s.kv("Uw referentie", "Inkooporder MW-2025-311", xv=170)
    s.skip(10)
    money = lambda v: "€ " + EU(v)  # noqa: E731
    rows = [
        ("Tentoonstellingscatalogus, 96 pag., oplage (9%)", 1500, "6.84"),
        ("Lesbrieven A4 geniet, oplage (9%)", 2400, "0.73"),
        ("Vormgeving en opmaak, uren (21%)", 18, "72.50"),
        ("Banners 200 x 80 cm, stuks (21%)", 6, "118.00"),
    ]
    sub = item_table(s, ("Omschrijving", "Aantal", "Prijs", "Bedrag"), rows, money)
    b9 = ext(1500, "6.84") + ext(2400, "0.73")
    b21 = ext(18, "72.50") + ext(6, "118.00")
    v9, v21 = pct(b9, 9), pct(b21, 21)
    tax = v9 + v21
    total = sub + tax
    s.x = 300
    q_sub = s.kv("Totaal excl. BTW", money(sub))
    q9 = s.kv(f"BTW 9% over {money(b9)}", money(v9))
    q21 = s.kv(f"BTW 21% over {money(b21)}", money(v21))
    q_tax = s.kv("Totaal BTW", money(tax))
    q_tot = s.kv("Totaal incl. BTW", money(total), bold=True)
    s.x = 50
    s.skip(12)
    s.para(
        "Wij verzoeken u het totaalbedrag vóór de vervaldatum over te maken op IBAN NL41 RABO 0318 2207 45 "
        "onder vermelding van het factuurnummer. Bij betaling binnen 8 dagen mag 1% kredietbeperking "
        "worden ingehouden.",
        8.5,
    )
    same(14025.00, sub, "sub")
    same(1081.08, v9 + 0, "v9")
    same(422.73, v21, "v21")
    same(1503.81, tax, "tax")
    same(15528.81, total, "total")
    fields = {
        "invoice_number": F("2026-0093", 1, q_no),
        "invoice_date": F("2026-01-19", 1, q_date),
        "due_date": F("2026-02-18", 1, q_due),
        "vendor_name": F("Drukkerij Van Oostveen B.V.", 1, "Drukkerij Van Oostveen B.V."),
        "bill_to": F("Stichting Museum De Waterlinie", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(14025.00, 1, q_sub),
        "tax": F(1503.81, 1, q_tax),
        "total": F(15528.81, 1, q_tot),
        "amount_due": NULL(),
    }
    sums = [
        SUM(
            "BTW 9% + BTW 21% = Totaal BTW",
            [(1, T("BTW 9%", 1081.08, 1, q9)), (1, T("BTW 21%", 422.73, 1, q21))],
            "tax",
        )
    ]
    notes = (
        "Dutch factuur (EUR, 1.234,56, dd-mm-yyyy). Factuurdatum vs Leverdatum; Vervaldatum is the due "
        "date. Two BTW rates, each printed with its base; tax is Totaal BTW (sum). bill_to is the "
        "Stichting, not the t.a.v. contact. amount_due is null: only the Totaal incl. BTW is printed "
        "(the 1% kredietbeperking is an optional deduction, no amount printed)."
    )
    return p, fields, notes, sums


# ==================== 3 Italian fattura: ritenuta d'acconto withholding to netto a pagare
@doc("b15_inv_it_fattura_ritenuta", "invoice", "Studio Tecnico Bellandi fattura n. 14/2026")
def inv_it():
    p = Pdf(ttf=True)
    s = Sheet(p, x=46, xr=566, top=54)
    s.t("STUDIO TECNICO ING. MARTA BELLANDI", 13, True)
    s.t("Via dei Caduti del Lavoro 27 - 52100 Arezzo (AR) - P.IVA 02287140519", 8)
    s.skip(10)
    s.row([(46, "Spett.le"), (330, "Luogo dell'intervento")], size=8)
    q_bill = s.row(
        [(46, "Officine Meccaniche Casentine S.r.l."), (330, "Capannone B, Loc. Ferrantina")], bold=True
    )
    s.row([(46, "Via Fiorentina 404, 52011 Bibbiena (AR)"), (330, "52014 Poppi (AR)")])
    s.skip(10)
    q_no = s.t("FATTURA N. 14/2026", 12, True)
    q_date = s.t("Data: 6 marzo 2026", 9)
    s.skip(6)
    money = lambda v: EU(v)  # noqa: E731
    rows = [
        ("Progettazione antincendio - SCIA", 1, "3200.00"),
        ("Direzione lavori, sopralluoghi", 5, "180.00"),
        ("Collaudo impianto sprinkler", 1, "850.00"),
    ]
    fee = item_table(s, ("Descrizione", "Q.tà", "Prezzo €", "Importo €"), rows, money)
    cassa = pct(fee, 4)
    imp = fee + cassa
    iva = pct(imp, 22)
    total = imp + iva
    rit = pct(fee, 20)
    net = total - rit
    s.x = 300
    s.kv("Onorari", money(fee))
    q_cassa = s.kv("Contributo Inarcassa 4%", money(cassa))
    q_imp = s.kv("Imponibile", money(imp))
    q_iva = s.kv("IVA 22%", money(iva))
    q_tot = s.kv("Totale fattura", money(total), bold=True)
    q_rit = s.kv("Ritenuta d'acconto 20% su onorari", "-" + money(rit))
    q_net = s.kv("Netto a pagare €", money(net), bold=True)
    s.x = 46
    s.skip(10)
    s.t("Pagamento: bonifico bancario a 60 giorni data fattura fine mese.", 8.5)
    s.t("IBAN IT60 X054 2811 1010 0000 0123 456 - Banca del Valdarno", 8.5)
    same(4950.00, fee, "fee")
    same(5148.00, imp, "imp")
    same(1132.56, iva, "iva")
    same(6280.56, total, "tot")
    same(5290.56, net, "net")
    fields = {
        "invoice_number": F("14/2026", 1, q_no),
        "invoice_date": F("2026-03-06", 1, q_date),
        "due_date": NULL(),
        "vendor_name": F("STUDIO TECNICO ING. MARTA BELLANDI", 1, "STUDIO TECNICO ING. MARTA BELLANDI"),
        "bill_to": F("Officine Meccaniche Casentine S.r.l.", 1, q_bill),
        "currency": F("EUR", 1, q_net),
        "subtotal": F(5148.00, 1, q_imp),
        "tax": F(1132.56, 1, q_iva),
        "total": F(6280.56, 1, q_tot),
        "amount_due": F(5290.56, 1, q_net),
    }
    sums = [
        SUM(
            "Onorari + Inarcassa = Imponibile",
            [(1, T("Onorari", 4950.00, 1, "Onorari " + money(fee))), (1, T("Inarcassa", 198.00, 1, q_cassa))],
            "subtotal",
        ),
        SUM(
            "Totale fattura - ritenuta = Netto a pagare",
            [(1, "total"), (-1, T("Ritenuta d'acconto", 990.00, 1, q_rit))],
            "amount_due",
        ),
    ]
    notes = (
        "Italian professional fattura (EUR, 1.234,56, date in words). subtotal is the Imponibile "
        "(fees + 4% Inarcassa, sum), tax the IVA 22%. total is the Totale fattura; the 20% ritenuta "
        "d'acconto withholding reduces it to the Netto a pagare, which is amount_due (sum). due_date is "
        "null: only '60 giorni data fattura fine mese' terms are printed, no date. bill_to is the S.r.l., "
        "not the site (Luogo dell'intervento)."
    )
    return p, fields, notes, sums


# ==================== 4 Canadian invoice: GST + PST, Ship To another company
@doc("b15_inv_ca_gst_pst", "invoice", "Kettle Valley Lab Supply invoice KV-55817")
def inv_ca():
    p = Pdf()
    s = Sheet(p, x=44, xr=568, top=54)
    s.row([(44, "Kettle Valley Lab Supply Ltd."), (568, "INVOICE", "r")], size=14, bold=True, lead=18)
    s.t("2290 Okanagan Industrial Way, Kelowna, BC V1X 7K4  GST/HST No. 80417 2266 RT0001", 7.8)
    s.skip(10)
    q_no = s.kv("Invoice #", "KV-55817", xv=150)
    q_date = s.kv("Date", "2026-02-11", xv=150)
    q_due = s.kv("Payment Due", "2026-03-13", xv=150)
    s.kv("Customer PO", "NSL-4471", xv=150)
    s.skip(8)
    s.row([(44, "SOLD TO"), (310, "SHIP TO")], bold=True)
    q_bill = s.row([(44, "Northshore Soil Labs Inc."), (310, "Fraserview Analytical Partners")])
    s.row([(44, "Accounts Payable, 118 Esplanade W"), (310, "Receiving Dock 2, 7645 Riverside Rd")])
    s.row([(44, "North Vancouver, BC V7M 1A2"), (310, "Richmond, BC V6W 1C9")])
    s.skip(10)
    money = lambda v: US(v)  # noqa: E731
    rows = [
        ("Nitrile gloves, medium, case of 1000", 8, "96.40"),
        ("Borosilicate beakers 600 mL, pack of 12", 5, "74.95"),
        ("pH buffer kit 4/7/10, 500 mL", 6, "38.20"),
        ("Benchtop centrifuge, 12-place", 1, "1489.00"),
    ]
    sub = item_table(s, ("Item", "Qty", "Unit C$", "Ext. C$"), rows, money)
    gst, pst = pct(sub, 5), pct(sub, 7)
    total = sub + gst + pst
    s.x = 320
    q_sub = s.kv("Subtotal", "C$" + money(sub))
    q_gst = s.kv("GST 5%", "C$" + money(gst))
    q_pst = s.kv("PST (BC) 7%", "C$" + money(pst))
    q_tax = s.kv("Total Taxes", "C$" + money(gst + pst))
    q_tot = s.kv("Total CAD", "C$" + money(total), bold=True)
    q_ad = s.kv("Amount Due", "C$" + money(total), bold=True)
    s.x = 44
    s.skip(10)
    s.t("Terms: Net 30. 1.5% per month charged on overdue accounts. All amounts in Canadian dollars.", 8)
    same(2864.15, sub, "sub")
    same(143.21, gst, "gst")
    same(200.49, pst, "pst")
    same(3207.85, total, "tot")
    fields = {
        "invoice_number": F("KV-55817", 1, q_no),
        "invoice_date": F("2026-02-11", 1, q_date),
        "due_date": F("2026-03-13", 1, q_due),
        "vendor_name": F("Kettle Valley Lab Supply Ltd.", 1, "Kettle Valley Lab Supply Ltd."),
        "bill_to": F("Northshore Soil Labs Inc.", 1, q_bill),
        "currency": F("CAD", 1, q_tot),
        "subtotal": F(2864.15, 1, q_sub),
        "tax": F(343.70, 1, q_tax),
        "total": F(3207.85, 1, q_tot),
        "amount_due": F(3207.85, 1, q_ad),
    }
    sums = [
        SUM(
            "GST + PST = Total Taxes",
            [(1, T("GST", 143.21, 1, q_gst)), (1, T("PST", 200.49, 1, q_pst))],
            "tax",
        )
    ]
    notes = (
        "Canadian invoice (CAD, C$, ISO dates). bill_to is SOLD TO, not the SHIP TO lab. tax is Total "
        "Taxes (GST 5% + PST 7%, sum), not either rate line alone. amount_due equals the total; the "
        "1.5% overdue charge is terms only. No field is null."
    )
    return p, fields, notes, sums


# ==================== 5 UK two-page invoice: page subtotals, carried forward, payment on account
UK_ROWS = [
    ("Scaffold tube 6.4m galv.", 40, "21.85"),
    ("Scaffold tube 4.8m galv.", 36, "16.90"),
    ("Scaffold tube 3.0m galv.", 48, "11.40"),
    ("Double coupler EN74", 220, "2.95"),
    ("Swivel coupler EN74", 160, "3.35"),
    ("Sleeve coupler", 60, "3.10"),
    ("Putlog coupler", 90, "2.40"),
    ("Base plate 150 x 150", 64, "1.95"),
    ("Adjustable base jack 600mm", 32, "14.60"),
    ("Timber sole board 225 x 38", 64, "4.25"),
    ("Steel board 3.0m", 70, "27.50"),
    ("Steel board 2.0m", 45, "19.80"),
    ("Toe board clip", 120, "1.65"),
    ("Ladder beam 6.3m", 6, "118.00"),
    ("Aluminium ladder 4.0m", 4, "96.50"),
    ("Ladder clamp", 12, "6.75"),
    ("Debris netting 2m x 50m roll", 8, "42.30"),
    ("Monarflex sheeting 4m x 50m", 3, "129.00"),
    ("Netting ties (bag of 500)", 6, "11.20"),
    ("Tie tube anchor M12", 80, "3.85"),
    ("Ring bolt M12 x 200", 80, "2.10"),
    ("Pull-out test (per tie)", 16, "12.50"),
    ("Gin wheel 10 inch", 2, "64.00"),
    ("Gin wheel rope 30m", 2, "48.75"),
    ("Loading bay gate", 2, "215.00"),
    ("Hop-up bracket 2-board", 24, "17.40"),
    ("Transom 1.8m", 40, "9.60"),
    ("Ledger 2.5m", 40, "12.80"),
    ("Delivery and collection (7.5t)", 2, "165.00"),
    ("Erection labour, 2-man team (days)", 4, "620.00"),
]


@doc("b15_inv_uk_two_page_scaffold", "invoice", "Pennine Access Scaffolding invoice PAS/26/0217")
def inv_uk():
    p = Pdf()
    s = Sheet(p, x=44, xr=568, top=52, size=8.6)
    money = lambda v: US(v)  # noqa: E731
    s.t("PENNINE ACCESS SCAFFOLDING LTD", 14, True)
    s.t("Unit 9, Calder Vale Works, Hebden Bridge HX7 8AW  VAT Reg. GB 318 2247 06", 7.6)
    s.skip(6)
    s.t("VAT INVOICE", 12, True, align="r")
    q_no = s.kv("Invoice number", "PAS/26/0217", xv=150)
    q_date = s.kv("Invoice date", "27/02/2026", xv=150)
    s.kv("Tax point", "20/02/2026", xv=150)
    q_due = s.kv("Payment due", "29/03/2026", xv=150)
    s.skip(4)
    s.row([(44, "INVOICE TO"), (320, "SITE")], bold=True)
    q_bill = s.row([(44, "Moorside Homes (Northern) Ltd"), (320, "Plots 14-22, Heptonstall Road")])
    s.row([(44, "3 Piece Hall Yard, Halifax HX1 1RE"), (320, "Mytholmroyd HX7 5JP")])
    s.skip(6)
    pages = [UK_ROWS[:22], UK_ROWS[22:]]
    page_subs = []
    for i, rows in enumerate(pages):
        if i == 1:
            s.new_page()
            s.t("PENNINE ACCESS SCAFFOLDING LTD - invoice PAS/26/0217 (continued)", 9, True)
            s.skip(4)
            q_bf = s.kv("Brought forward from page 1", money(page_subs[0]))
        ps = item_table(s, ("Description", "Qty", "Unit GBP", "Net GBP"), rows, money)
        page_subs.append(ps)
        q_ps = s.kv(f"Page {i + 1} subtotal", money(ps))
        if i == 0:
            q_p1 = q_ps
            s.kv("Carried forward to page 2", money(ps))
            s.t("Page 1 of 2", 7.5, align="r")
        else:
            q_p2 = q_ps
    net = sum(page_subs, D(0))
    vat = pct(net, 20)
    total = net + vat
    poa = D("2500.00")
    bal = total - poa
    s.skip(6)
    s.x = 300
    q_sub = s.kv("Total net amount", "£" + money(net))
    q_vat = s.kv("VAT @ 20%", "£" + money(vat))
    q_tot = s.kv("Invoice total", "£" + money(total), bold=True)
    q_poa = s.kv("Less payment on account 06/02/2026", "-£" + money(poa))
    q_bal = s.kv("Balance due", "£" + money(bal), bold=True)
    s.x = 44
    s.skip(8)
    s.t("Payment by BACS to Calder Valley Bank, sort code 40-19-22, account 71284410.", 8)
    s.t("Page 2 of 2", 7.5, align="r")
    same(10138.20, page_subs[0], "p1")
    same(4779.10, page_subs[1], "p2")
    same(14917.30, net, "net")
    same(2983.46, vat, "vat")
    same(17900.76, total, "tot")
    same(15400.76, bal, "bal")
    fields = {
        "invoice_number": F("PAS/26/0217", 1, q_no),
        "invoice_date": F("2026-02-27", 1, q_date),
        "due_date": F("2026-03-29", 1, q_due),
        "vendor_name": F("PENNINE ACCESS SCAFFOLDING LTD", 1, "PENNINE ACCESS SCAFFOLDING LTD"),
        "bill_to": F("Moorside Homes (Northern) Ltd", 1, q_bill),
        "currency": F("GBP", 2, q_tot),
        "subtotal": F(14917.30, 2, q_sub),
        "tax": F(2983.46, 2, q_vat),
        "total": F(17900.76, 2, q_tot),
        "amount_due": F(15400.76, 2, q_bal),
    }
    sums = [
        SUM(
            "Page 1 subtotal + Page 2 subtotal = Total net amount",
            [(1, T("Page 1 subtotal", 10138.20, 1, q_p1)), (1, T("Page 2 subtotal", 4779.10, 2, q_p2))],
            "subtotal",
        ),
        SUM(
            "Brought forward equals page 1 subtotal",
            [(1, T("Brought forward", 10138.20, 2, q_bf))],
            T("Page 1 subtotal", 10138.20, 1, q_p1),
        ),
        SUM(
            "Invoice total - payment on account = Balance due",
            [(1, "total"), (-1, T("Payment on account", 2500.00, 2, q_poa))],
            "amount_due",
        ),
    ]
    notes = (
        "Two-page UK VAT invoice (GBP, dd/mm/yyyy) with 30 item lines. Page 1 subtotal / carried forward / "
        "brought forward / Page 2 subtotal are distractors for subtotal, which is the Total net amount "
        "(sum). Invoice date vs tax point. total is the Invoice total; the payment on account reduces it "
        "to the Balance due (amount_due, sum). bill_to is INVOICE TO, not the site. No field is null."
    )
    return p, fields, notes, sums


# ==================== 6 Australian tax invoice: GST 10%, amount due equal to total, ABN
@doc("b15_inv_au_tax_invoice", "invoice", "Saltbush Solar Installations tax invoice SSI-3308")
def inv_au():
    p = Pdf()
    s = Sheet(p, x=60, xr=552, top=60)
    s.t("TAX INVOICE", 18, True, align="r")
    s.t("Saltbush Solar Installations Pty Ltd", 11, True)
    s.t("ABN 47 618 302 955  |  14 Mallee Street, Mildura VIC 3500", 8)
    s.skip(10)
    s.t("Invoice to:", 8, color=(0.35, 0.35, 0.35))
    q_bill = s.t("Redgum Cellar Door Pty Ltd", 10, True)
    s.t("ATTN: Priya Wannan, Operations", 8.5)
    s.t("Lot 3 Calder Highway, Red Cliffs VIC 3496", 8.5)
    s.skip(8)
    q_no = s.row([(60, "Invoice Number"), (200, "SSI-3308"), (330, "Quote Ref."), (430, "Q-1192")])
    q_date = s.row([(60, "Invoice Date"), (200, "14 Apr 2026"), (330, "Job Completed"), (430, "9 Apr 2026")])
    q_due = s.row([(60, "Due Date"), (200, "28 Apr 2026"), (330, "Customer ID"), (430, "RCD-07")])
    s.skip(10)
    money = lambda v: US(v)  # noqa: E731
    rows = [
        ("Tier-1 solar panel 440W", 36, "219.00"),
        ("Three-phase inverter 15kW", 1, "3860.00"),
        ("Mounting rail kit, tin roof", 9, "142.50"),
        ("Installation labour (hours)", 28, "95.00"),
        ("Grid connection application", 1, "350.00"),
    ]
    sub = item_table(
        s, ("Description", "Qty", "Unit (ex GST)", "Amount AUD"), rows, money, (60, 350, 450, 552)
    )
    gst = pct(sub, 10)
    total = sub + gst
    stc = D("2760.00")
    s.x = 320
    q_sub = s.kv("Subtotal (ex GST)", money(sub))
    q_gst = s.kv("GST 10%", money(gst))
    q_tot = s.kv("TOTAL AUD (inc GST)", money(total), bold=True)
    s.kv("Amount Paid", "0.00")
    q_ad = s.kv("AMOUNT DUE AUD", money(total), bold=True)
    s.x = 60
    s.skip(10)
    s.para(
        f"Note: the price quoted in Q-1192 was before the small-scale technology certificate (STC) "
        f"discount of ${money(stc)}, which was assigned to us and is already reflected in the panel price "
        "above. Please pay by EFT to BSB 633-000, account 1482 3307.",
        8,
    )
    same(16036.50, sub, "sub")
    same(1603.65, gst, "gst")
    same(17640.15, total, "tot")
    fields = {
        "invoice_number": F("SSI-3308", 1, q_no),
        "invoice_date": F("2026-04-14", 1, q_date),
        "due_date": F("2026-04-28", 1, q_due),
        "vendor_name": F("Saltbush Solar Installations Pty Ltd", 1, "Saltbush Solar Installations Pty Ltd"),
        "bill_to": F("Redgum Cellar Door Pty Ltd", 1, q_bill),
        "currency": F("AUD", 1, q_tot),
        "subtotal": F(16036.50, 1, q_sub),
        "tax": F(1603.65, 1, q_gst),
        "total": F(17640.15, 1, q_tot),
        "amount_due": F(17640.15, 1, q_ad),
    }
    notes = (
        "Australian tax invoice (AUD, dd Mon yyyy). Invoice Date vs Job Completed date; the STC discount "
        "in the note is already in the prices and is not a line. bill_to is the Pty Ltd, not the ATTN "
        "person. amount_due is printed and equals the total. No field is null."
    )
    return p, fields, notes, []


# ==================== 7 US distributor: sales tax exempt (rate only), terms only, no amount due
@doc("b15_inv_us_tax_exempt_resale", "invoice", "Brightwater Marine Wholesale invoice 0081446")
def inv_us_exempt():
    p = Pdf(face="serif")
    s = Sheet(p, x=54, xr=558, top=58)
    s.t("Brightwater Marine Wholesale, Inc.", 15, True, align="c")
    s.t("3300 Causeway Boulevard, Tampa, FL 33619  -  orders@brightwater.example", 8, align="c")
    s.skip(12)
    q_no = s.row([(54, "INVOICE NO. 0081446"), (558, "Order No. SO-22719", "r")], bold=True)
    s.row([(54, "Invoice Date: January 28, 2026"), (558, "Ship Date: January 27, 2026", "r")])
    s.row([(54, "Terms: Net 30"), (558, "Ship Via: Common carrier, prepaid", "r")])
    s.skip(8)
    s.row([(54, "BILL TO:"), (320, "SHIP TO:")], bold=True)
    q_bill = s.row([(54, "Anchor Cove Marina Store"), (320, "Anchor Cove Marina - Dock C")])
    s.row([(54, "88 Harbor Key Lane"), (320, "90 Harbor Key Lane")])
    s.row([(54, "Cedar Key, FL 32625"), (320, "Cedar Key, FL 32625")])
    s.skip(10)
    money = lambda v: "$" + US(v)  # noqa: E731
    rows = [
        ("Bilge pump 1100 GPH", 12, "48.90"),
        ("Dock line 5/8 in x 25 ft, navy", 30, "22.75"),
        ("Vinyl fender 8 x 20 in", 24, "31.60"),
        ("Marine grease cartridge 14 oz", 48, "6.85"),
        ("Stainless cleat 8 in", 40, "12.15"),
    ]
    sub = item_table(s, ("Item", "Qty", "Price", "Amount"), rows, money, (54, 360, 450, 558))
    s.x = 320
    q_sub = s.kv("Subtotal", money(sub))
    s.kv("Sales Tax 7.5%", "EXEMPT")
    q_tot = s.kv("Invoice Total", money(sub), bold=True)
    s.x = 54
    s.skip(10)
    s.t("Tax exempt: Florida Annual Resale Certificate 39-8120447556-1 on file for this customer.", 8.5)
    s.t("Past-due balances accrue 1.5% per month.", 8.5)
    same(2842.50, sub, "sub")
    fields = {
        "invoice_number": F("0081446", 1, q_no),
        "invoice_date": F("2026-01-28", 1, "Invoice Date: January 28, 2026"),
        "due_date": NULL(),
        "vendor_name": F("Brightwater Marine Wholesale, Inc.", 1, "Brightwater Marine Wholesale, Inc."),
        "bill_to": F("Anchor Cove Marina Store", 1, q_bill),
        "currency": F("USD", 1, q_tot),
        "subtotal": F(2842.50, 1, q_sub),
        "tax": NULL(),
        "total": F(2842.50, 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "US wholesale invoice, Times-style layout, dates in words. tax is null: the line reads 'Sales Tax "
        "7.5% EXEMPT' with a rate but no amount (resale certificate). due_date is null: only 'Terms: Net "
        "30' is printed (never computed). amount_due is null: only the Invoice Total is printed. Invoice "
        "Date vs Ship Date; Invoice No. vs Order No.; BILL TO store vs SHIP TO dock."
    )
    return p, fields, notes, []


# ==================== 8 Mexican factura: discount, subtotal neto, IVA 16%
@doc("b15_inv_mx_factura_descuento", "invoice", "Talleres Altamira factura A-2291")
def inv_mx():
    p = Pdf(ttf=True)
    s = Sheet(p, x=48, xr=564, top=56)
    s.row([(48, "TALLERES ALTAMIRA, S.A. DE C.V."), (564, "FACTURA", "r")], size=13, bold=True, lead=17)
    s.t("RFC TAL0908145K2  ·  Av. Ruiz Cortines 1840, Col. Jardín, 89100 Tampico, Tamps.", 7.8)
    s.skip(8)
    q_no = s.kv("Serie y folio", "A-2291", xv=170)
    q_date = s.kv("Fecha de emisión", "12 de enero de 2026", xv=170)
    q_due = s.kv("Fecha de vencimiento", "2026-02-11", xv=170)
    s.kv("Moneda", "MXN - Peso Mexicano", xv=170)
    s.kv("Forma de pago", "99 Por definir", xv=170)
    s.skip(8)
    s.t("Receptor", 8, bold=True)
    q_bill = s.t("Transportes Costa del Golfo, S.A. de C.V.", 10, True)
    s.t("RFC TCG150322LM1  ·  Blvd. Adolfo López Mateos 77, 89318 Tampico, Tamps.", 8)
    s.skip(10)
    money = lambda v: "$" + US(v)  # noqa: E731
    rows = [
        ("Reparación de caja de velocidades", 2, "18400.00"),
        ("Juego de balatas eje trasero", 6, "2350.00"),
        ("Mano de obra, horas", 22, "640.00"),
        ("Alineación y balanceo", 4, "1180.00"),
    ]
    gross = item_table(s, ("Descripción", "Cant.", "P. unitario", "Importe"), rows, money)
    disc = pct(gross, 5)
    net = gross - disc
    iva = pct(net, 16)
    total = net + iva
    s.x = 300
    q_g = s.kv("Subtotal", money(gross))
    q_d = s.kv("Descuento 5%", "-" + money(disc))
    q_net = s.kv("Subtotal neto", money(net))
    q_iva = s.kv("IVA trasladado 16%", money(iva))
    q_tot = s.kv("Total", money(total), bold=True)
    s.x = 48
    s.skip(8)
    s.para("Importe con letra: (setenta y seis mil ochocientos nueve pesos 40/100 M.N.)", 8)
    same(69700.00, gross, "gross")
    same(3485.00, disc, "disc")
    same(66215.00, net, "net")
    same(10594.40, iva, "iva")
    same(76809.40, total, "tot")
    fields = {
        "invoice_number": F("A-2291", 1, q_no),
        "invoice_date": F("2026-01-12", 1, q_date),
        "due_date": F("2026-02-11", 1, q_due),
        "vendor_name": F("TALLERES ALTAMIRA, S.A. DE C.V.", 1, "TALLERES ALTAMIRA, S.A. DE C.V."),
        "bill_to": F("Transportes Costa del Golfo, S.A. de C.V.", 1, q_bill),
        "currency": F("MXN", 1, "Moneda MXN - Peso Mexicano"),
        "subtotal": F(66215.00, 1, q_net),
        "tax": F(10594.40, 1, q_iva),
        "total": F(76809.40, 1, q_tot),
        "amount_due": NULL(),
    }
    sums = [
        SUM(
            "Subtotal - Descuento = Subtotal neto",
            [(1, T("Subtotal (before discount)", 69700.00, 1, q_g)), (-1, T("Descuento", 3485.00, 1, q_d))],
            "subtotal",
        )
    ]
    notes = (
        "Mexican factura (MXN, $ with 'Moneda MXN - Peso Mexicano'). The line labelled 'Subtotal' is "
        "before the 5% discount; the contract's subtotal is the pre-tax total after discount, the "
        "'Subtotal neto' (sum). Fecha de emisión in words, vencimiento ISO. amount_due is null: only "
        "the Total is printed. The amount in words repeats the total."
    )
    return p, fields, notes, sums


# ==================== 9 Singapore tax invoice: GST 9%, rounding adjustment, Attn contact
@doc("b15_inv_sg_gst_rounding", "invoice", "Lumen Harbour Events tax invoice LHE-INV-0715")
def inv_sg():
    p = Pdf()
    s = Sheet(p, x=50, xr=562, top=56)
    s.t("Lumen Harbour Events Pte. Ltd.", 14, True)
    s.t("71 Keppel Wharf Road #04-12, Singapore 098657  GST Reg. No. 201733518K", 7.8)
    s.skip(6)
    s.t("TAX INVOICE", 12, True, align="r")
    s.skip(4)
    s.t("Customer", 8, color=(0.35, 0.35, 0.35))
    q_bill = s.t("Orchid Peak Analytics Pte. Ltd.", 10, True)
    s.t("Attn: Mr Daniel Heng, Finance", 8.5)
    s.t("9 Science Park Drive #02-30, Singapore 118259", 8.5)
    s.skip(8)
    q_no = s.kv("Tax Invoice No.", "LHE-INV-0715", xv=180)
    q_date = s.kv("Date", "5 February 2026", xv=180)
    s.kv("Event Date", "31 January 2026", xv=180)
    q_due = s.kv("Due", "7 March 2026", xv=180)
    s.skip(8)
    money = lambda v: US(v)  # noqa: E731
    rows = [
        ("Venue hire, Harbour Room (half day)", 1, "4200.00"),
        ("Buffet lunch, per pax", 118, "38.90"),
        ("AV package with technician", 1, "1575.00"),
        ("Printed lanyards", 120, "2.35"),
    ]
    sub = item_table(s, ("Description", "Qty", "Unit SGD", "Amount SGD"), rows, money)
    gst = pct(sub, 9)
    rnd_ = D("-0.02")
    total = sub + gst + rnd_
    s.x = 300
    q_sub = s.kv("Total before GST", money(sub))
    q_gst = s.kv("GST @ 9%", money(gst))
    q_r = s.kv("Rounding", "-0.02")
    q_tot = s.kv("Total payable (SGD)", money(total), bold=True)
    s.x = 50
    s.skip(8)
    s.t("Deposit of SGD 3,000.00 received on 8 January 2026 was refunded in full on 2 February 2026.", 8)
    same(10647.20, sub, "sub")
    same(958.25, gst, "gst")
    same(11605.43, total, "tot")
    fields = {
        "invoice_number": F("LHE-INV-0715", 1, q_no),
        "invoice_date": F("2026-02-05", 1, q_date),
        "due_date": F("2026-03-07", 1, q_due),
        "vendor_name": F("Lumen Harbour Events Pte. Ltd.", 1, "Lumen Harbour Events Pte. Ltd."),
        "bill_to": F("Orchid Peak Analytics Pte. Ltd.", 1, q_bill),
        "currency": F("SGD", 1, q_tot),
        "subtotal": F(10647.20, 1, q_sub),
        "tax": F(958.25, 1, q_gst),
        "total": F(11605.43, 1, q_tot),
        "amount_due": NULL(),
    }
    sums = [
        SUM(
            "Total before GST + GST + Rounding = Total payable",
            [(1, "subtotal"), (1, "tax"), (1, T("Rounding", -0.02, 1, q_r))],
            "total",
        )
    ]
    notes = (
        "Singapore tax invoice (SGD, dates in words). Rounding line of -0.02 between GST and the Total "
        "payable (sum relates subtotal, tax and total). Date vs Event Date; bill_to is the Pte. Ltd., not "
        "the Attn person. The refunded deposit is a distractor. amount_due is null: only the total "
        "payable is printed."
    )
    return p, fields, notes, sums


# ==================== 10 US HVAC invoice to a person: deposit deducted to balance due
@doc("b15_inv_us_hvac_homeowner", "invoice", "Ridgeback Heating & Air invoice RHA-10942")
def inv_hvac():
    p = Pdf()
    s = Sheet(p, x=56, xr=556, top=60)
    s.t("Ridgeback Heating & Air Co.", 16, True)
    s.t("5120 Old Mill Pike, Chattanooga, TN 37421  |  License #HVAC-7731  |  ridgeback.example", 8)
    s.skip(12)
    q_no = s.row([(56, "Invoice RHA-10942"), (556, "Work Order WO-3385", "r")], bold=True)
    q_date = s.row([(56, "Issued: March 3, 2026"), (556, "Installed: February 26, 2026", "r")])
    q_due = s.row([(56, "Payment due by: April 2, 2026"), (556, "Warranty: 10 yr parts / 2 yr labor", "r")])
    s.skip(8)
    s.t("Customer", 8, True)
    q_bill = s.t("Marisol T. Okafor", 10)
    s.t("2217 Signal Crest Drive, Signal Mountain, TN 37377", 8.5)
    s.skip(10)
    money = lambda v: "$" + US(v)  # noqa: E731
    rows = [
        ("Heat pump 3-ton, 16 SEER2", 1, "5640.00"),
        ("Air handler, variable speed", 1, "2285.00"),
        ("Line set and pad", 1, "410.00"),
        ("Installation labor (hours)", 14, "115.00"),
        ("Permit fee (county)", 1, "145.00"),
    ]
    sub = item_table(s, ("Description", "Qty", "Rate", "Amount"), rows, money, (56, 360, 450, 556))
    taxable = D("5640.00") + D("2285.00") + D("410.00")
    tax = pct(taxable, 9.25)
    total = sub + tax
    dep = D("4000.00")
    bal = total - dep
    s.x = 300
    q_sub = s.kv("Subtotal", money(sub))
    q_tax = s.kv("Sales tax 9.25% on equipment", money(tax))
    q_tot = s.kv("Total", money(total), bold=True)
    q_dep = s.kv("Deposit paid 02/10/2026", "(" + money(dep) + ")")
    q_bal = s.kv("Balance Due", money(bal), bold=True)
    s.x = 56
    s.skip(10)
    s.t("Utility rebate of $600.00 will be paid to the customer directly by EPB and is not deducted here.", 8)
    same(10090.00, sub, "sub")
    same(770.99, tax, "tax")
    same(10860.99, total, "tot")
    same(6860.99, bal, "bal")
    fields = {
        "invoice_number": F("RHA-10942", 1, q_no),
        "invoice_date": F("2026-03-03", 1, q_date),
        "due_date": F("2026-04-02", 1, q_due),
        "vendor_name": F("Ridgeback Heating & Air Co.", 1, "Ridgeback Heating & Air Co."),
        "bill_to": F("Marisol T. Okafor", 1, q_bill),
        "currency": F("USD", 1, q_tot),
        "subtotal": F(10090.00, 1, q_sub),
        "tax": F(770.99, 1, q_tax),
        "total": F(10860.99, 1, q_tot),
        "amount_due": F(6860.99, 1, q_bal),
    }
    sums = [
        SUM(
            "Total - Deposit = Balance Due",
            [(1, "total"), (-1, T("Deposit", 4000.00, 1, q_dep))],
            "amount_due",
        )
    ]
    notes = (
        "US HVAC invoice billed to a private person (bill_to is the person). Issued vs Installed date; "
        "Payment due by date printed. Tax applies to equipment only. The deposit, printed in brackets, "
        "reduces the Total to the Balance Due (sum); the utility rebate is not deducted. No field is null."
    )
    return p, fields, notes, sums


# ==================== 11 German Rechnung: Skonto terms vs Fälligkeitstag
@doc("b15_inv_de_rechnung_skonto", "invoice", "Elbtal Messebau GmbH Rechnung RE-26-00412")
def inv_de():
    p = Pdf(ttf=True)
    s = Sheet(p, x=58, xr=554, top=62)
    s.t("Elbtal Messebau GmbH · Großenhainer Str. 151 · 01129 Dresden", 7, color=(0.35, 0.35, 0.35))
    s.skip(4)
    q_bill = s.t("Kupferhütte Sachsen AG", 10, True)
    s.t("z. Hd. Herrn Lutz Wendisch, Einkauf", 9)
    s.t("Hüttenweg 8, 09599 Freiberg", 9)
    s.skip(14)
    s.t("Rechnung", 16, True)
    q_no = s.kv("Rechnungsnummer", "RE-26-00412", xv=190)
    q_date = s.kv("Rechnungsdatum", "09.02.2026", xv=190)
    s.kv("Leistungszeitraum", "26.01.2026 - 30.01.2026", xv=190)
    q_due = s.kv("Fällig am", "11.03.2026", xv=190)
    s.skip(8)
    money = lambda v: EU(v) + " €"  # noqa: E731
    rows = [
        ("Messestand 48 m², Systembau, Miete", 1, "9800.00"),
        ("Auf- und Abbau, Monteurstunden", 36, "68.00"),
        ("Beleuchtung, LED-Strahler", 24, "19.50"),
        ("Grafikdruck Rückwand", 3, "415.00"),
    ]
    sub = item_table(s, ("Position", "Menge", "Einzelpreis", "Gesamt"), rows, money)
    ust = pct(sub, 19)
    total = sub + ust
    sk = pct(total, 2)
    s.x = 300
    q_sub = s.kv("Nettobetrag", money(sub))
    q_ust = s.kv("USt. 19 %", money(ust))
    q_tot = s.kv("Rechnungsbetrag", money(total), bold=True)
    s.x = 58
    s.skip(10)
    s.para(
        f"Zahlbar bis 19.02.2026 mit 2 % Skonto ({money(sk)}) oder bis zum Fälligkeitstag 11.03.2026 ohne "
        "Abzug. Bankverbindung: Ostsächsische Handelsbank, IBAN DE27 8505 0300 3120 4417 86.",
        8.5,
    )
    same(13961.00, sub, "sub")
    same(2652.59, ust, "ust")
    same(16613.59, total, "tot")
    fields = {
        "invoice_number": F("RE-26-00412", 1, q_no),
        "invoice_date": F("2026-02-09", 1, q_date),
        "due_date": F("2026-03-11", 1, q_due),
        "vendor_name": F("Elbtal Messebau GmbH", 1, "Elbtal Messebau GmbH"),
        "bill_to": F("Kupferhütte Sachsen AG", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(13961.00, 1, q_sub),
        "tax": F(2652.59, 1, q_ust),
        "total": F(16613.59, 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "German Rechnung (EUR, 1.234,56 €, dd.mm.yyyy). The vendor appears only in the sender line above "
        "the address window. due_date is 'Fällig am' (the net due date); the earlier Skonto date and "
        "Skonto amount are distractors. Rechnungsdatum vs Leistungszeitraum. bill_to is the AG, not the "
        "z. Hd. contact. amount_due is null: only the Rechnungsbetrag is printed."
    )
    return p, fields, notes, []
