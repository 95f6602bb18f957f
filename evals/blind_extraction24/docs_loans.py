"""Loan-agreement builders for blind_extraction24 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import Flow
from pdfkit import US, Pdf


def cols(fl, cells, size=8.6, bold=False, lead=None):
    """One table row at the Flow's current line; cells: (x, text, align).  Returns the row text."""
    lead = lead or size * 1.5
    fl.need(lead)
    out = []
    for x, s, al in cells:
        if s:
            fl.p.text(x, fl.y, s, size, bold, align=al)
            out.append(s)
    fl.y += lead
    return " ".join(out)


def para(fl, s, **kw):
    """A paragraph; returns (first page, last page, text)."""
    size = kw.get("size") or fl.size
    first = fl.p.pages if fl.y + size * 1.42 <= fl.bottom else fl.p.pages + 1
    fl.para(s, **kw)
    return first, fl.p.pages, s


def on(par, q):
    """(page, quote) for a quote taken from a paragraph that sits on one page."""
    first, last, whole = par
    assert first == last, f"paragraph runs over a page break: {q!r}"
    assert q in whole, q
    return first, q


def FQ(value, par, q):
    pg, qq = on(par, q)
    return F(value, pg, qq)


# ==================== 1 Texas term note and loan agreement: fixed rate, balloon, late charge, guarantor
@doc(
    "b24_loan_tx_term_note_fixed_balloon",
    "loan_agreement",
    "Caddo Lake Millwork business loan agreement and note",
)
def loan_tx():
    p = Pdf(face="serif")
    fl = Flow(p, top=72, bottom=726, x=72, w=468, size=9.4, footer="Loan No. 7704-2291 · Page {} of {}")
    fl.line("BUSINESS LOAN AGREEMENT AND PROMISSORY NOTE", 13, True, align="c", lead=20)
    fl.line("(Term Loan · Fixed Rate)", 9, align="c", lead=18)
    q_amt = cols(
        fl, [(72, "Principal Amount: $1,850,000.00", "l"), (540, "Loan No. 7704-2291", "r")], 9.4, True
    )
    q_date = cols(fl, [(72, "Date of Note: February 11, 2026", "l"), (540, "Marshall, Texas", "r")], 9.4)
    fl.skip(6)
    P1 = para(
        fl,
        'PARTIES. This Business Loan Agreement and Promissory Note (this "Note") is made by CADDO LAKE '
        'MILLWORK, LLC, a Texas limited liability company ("Borrower"), in favor of PINEY WOODS FARMERS '
        'BANK, a Texas banking association ("Lender"), whose address is 611 East Rusk Street, Marshall, '
        'Texas 75670. Borrower\'s obligations are guaranteed by Everett J. Lindqvist ("Guarantor") under a '
        "Commercial Guaranty of even date.",
    )
    fl.head("1. PROMISE TO PAY")
    para(
        fl,
        "For value received, Borrower promises to pay to Lender, in lawful money of the United States of "
        "America, the principal amount of One Million Eight Hundred Fifty Thousand and 00/100 Dollars "
        "($1,850,000.00), together with interest on the unpaid principal balance from the date of "
        "disbursement until paid in full.",
    )
    fl.head("2. USE OF PROCEEDS")
    parts = [
        ("Purchase of CNC panel router and edge bander", D("1126400.00")),
        ("Refinance of equipment note no. 7704-1876", D("488350.00")),
        ("Working capital", D("235250.00")),
    ]
    qs = []
    for name, amt in parts:
        q = cols(fl, [(96, name, "l"), (460, "$" + US(amt), "r")], 9)
        qs.append((p.pages, q))
    q_tot = cols(fl, [(96, "Total", "l"), (460, "$" + US(sum(a for _, a in parts)), "r")], 9, True)
    pg_tot = p.pages
    fl.skip(4)
    fl.head("3. INTEREST RATE")
    P3 = para(
        fl,
        "Interest shall accrue on the unpaid principal balance at a fixed rate of 7.125% per annum, "
        "computed on a 365/360 basis; that is, by applying the ratio of the interest rate over a year of "
        "360 days, multiplied by the outstanding principal balance, multiplied by the actual number of days "
        "the principal balance is outstanding.",
    )
    fl.head("4. PAYMENT; MATURITY")
    P4 = para(
        fl,
        "Borrower shall pay this Note in 83 regular monthly payments of $16,757.88 each, based on a "
        "fifteen-year amortization, beginning March 11, 2026, and on the same day of each month thereafter, "
        "and one final balloon payment of all principal and accrued interest not yet paid, estimated at "
        '$1,240,316.88, which will be due on February 11, 2033 (the "Maturity Date").',
    )
    fl.head("5. LATE CHARGE")
    P5 = para(
        fl,
        "If a payment is 10 days or more late, Borrower will be charged 5.000% of the unpaid portion of the "
        "regularly scheduled payment or $250.00, whichever is less.",
    )
    fl.head("6. DEFAULT RATE")
    para(
        fl,
        "Upon an Event of Default, including failure to pay upon final maturity, the interest rate on this "
        "Note shall be increased to 18.000% per annum, but in no event above the maximum rate permitted by "
        "law.",
    )
    fl.head("7. PREPAYMENT")
    para(
        fl,
        "Borrower may prepay this Note in full or in part. Any prepayment made before February 11, 2028 is "
        "subject to a prepayment fee equal to 2% of the amount prepaid; thereafter 1% until February 11, "
        "2029, and no fee after that date.",
    )
    fl.head("8. COLLATERAL")
    para(
        fl,
        "This Note is secured by a Commercial Security Agreement dated February 11, 2026 covering all "
        "equipment, inventory and accounts of Borrower, and by a Deed of Trust on the real property at 2730 "
        "Karnack Highway, Marshall, Texas 75672.",
    )
    fl.head("9. GOVERNING LAW")
    P9 = para(
        fl,
        "This Note will be governed by federal law applicable to Lender and, to the extent not preempted by "
        "federal law, the laws of the State of Texas without regard to its conflicts of law provisions. "
        "Venue lies in Harrison County, Texas.",
    )
    fl.head("10. FINAL AGREEMENT")
    para(
        fl,
        "THIS WRITTEN LOAN AGREEMENT REPRESENTS THE FINAL AGREEMENT BETWEEN THE PARTIES AND MAY NOT BE "
        "CONTRADICTED BY EVIDENCE OF PRIOR, CONTEMPORANEOUS, OR SUBSEQUENT ORAL AGREEMENTS OF THE PARTIES. "
        "THERE ARE NO UNWRITTEN ORAL AGREEMENTS BETWEEN THE PARTIES.",
        size=8.6,
    )
    fl.skip(10)
    cols(fl, [(72, "BORROWER:", "l"), (320, "LENDER:", "l")], 9, True)
    cols(fl, [(72, "CADDO LAKE MILLWORK, LLC", "l"), (320, "PINEY WOODS FARMERS BANK", "l")], 9)
    fl.skip(14)
    cols(
        fl,
        [(72, "By: ______________________________", "l"), (320, "By: ______________________________", "l")],
        9,
    )
    cols(
        fl,
        [(72, "Leontyne Etheridge, Manager", "l"), (320, "Curtis W. Bramlett, Senior Vice President", "l")],
        8.6,
    )
    fl.finish()
    total = sum(a for _, a in parts)
    same(1850000, total, "use of proceeds")
    fields = {
        "borrower": FQ("CADDO LAKE MILLWORK, LLC", P1, "made by CADDO LAKE MILLWORK, LLC, a Texas limited"),
        "lender": FQ("PINEY WOODS FARMERS BANK", P1, "in favor of PINEY WOODS FARMERS BANK, a Texas banking"),
        "agreement_date": F("2026-02-11", 1, q_date),
        "principal_amount": F(1850000.00, 1, q_amt),
        "interest_rate": FQ("7.125% per annum", P3, "at a fixed rate of 7.125% per annum"),
        "maturity_date": FQ("2033-02-11", P4, "which will be due on February 11, 2033"),
        "governing_law": FQ("State of Texas", P9, "the laws of the State of Texas"),
        "late_charge": FQ(
            "5.000% of the unpaid portion of the regularly scheduled payment or $250.00, whichever is less",
            P5,
            "Borrower will be charged 5.000% of the unpaid portion of the regularly scheduled payment or "
            "$250.00, whichever is less.",
        ),
    }
    notes = (
        "Texas business loan agreement and promissory note (fixed rate, balloon). borrower and lender as "
        "printed; the guarantor is not the borrower. agreement_date is the Date of Note (the security "
        "agreement shares it; prepayment-fee dates and the first payment date are distractors). "
        "principal_amount is the Principal Amount, also the total of the use-of-proceeds schedule (sum). "
        "maturity_date is the stated Maturity Date of the balloon payment. late_charge is the 5% / $250 "
        "clause; the 18% Default Rate is default interest, not a late charge."
    )
    sums = [
        SUM(
            "use of proceeds = principal",
            [(1, T(name, float(a), pg, q)) for (name, a), (pg, q) in zip(parts, qs, strict=True)],
            "principal_amount",
        ),
        SUM(
            "use of proceeds total = principal",
            [(1, T("Total", 1850000.00, pg_tot, q_tot))],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


# ==================== 2 New York syndicated credit agreement: cover page, agents, revolver + term A
@doc(
    "b24_loan_ny_credit_agreement_revolver_term_a",
    "loan_agreement",
    "Orsola Bioprocess Holdings credit agreement",
)
def loan_ny():
    p = Pdf(face="serif")
    fl = Flow(p, top=72, bottom=726, x=72, w=468, size=9.2, footer="Credit Agreement · {} of {}")
    fl.skip(60)
    fl.line("CREDIT AGREEMENT", 16, True, align="c", lead=26)
    q_date = "dated as of May 22, 2026"
    fl.line(q_date, 10, align="c", lead=24)
    fl.line("among", 9.4, align="c", lead=20)
    q_borr = "ORSOLA BIOPROCESS HOLDINGS, INC.,"
    fl.line(q_borr, 11, True, align="c", lead=15)
    fl.line("as the Borrower,", 9.4, align="c", lead=22)
    fl.line("THE LENDERS AND L/C ISSUERS PARTY HERETO,", 10, True, align="c", lead=22)
    q_agent = "HUDSON MERIDIAN BANK, N.A.,"
    fl.line(q_agent, 11, True, align="c", lead=15)
    fl.line("as Administrative Agent, Swing Line Lender and an L/C Issuer,", 9.4, align="c", lead=22)
    fl.line("GRANITE HARBOR CAPITAL MARKETS LLC,", 10, True, align="c", lead=15)
    fl.line("as Syndication Agent,", 9.4, align="c", lead=22)
    fl.line("and", 9.4, align="c", lead=20)
    fl.line(
        "HUDSON MERIDIAN SECURITIES LLC and GRANITE HARBOR CAPITAL MARKETS LLC,",
        9.4,
        True,
        align="c",
        lead=15,
    )
    fl.line("as Joint Lead Arrangers and Joint Bookrunners", 9.4, align="c", lead=30)
    fl.line("$275,000,000 Revolving Credit Facility", 10, align="c", lead=15)
    fl.line("$400,000,000 Term A Loan Facility", 10, align="c", lead=15)
    # page 2
    fl.p.new_page()
    fl.y = fl.top
    para(
        fl,
        "This CREDIT AGREEMENT is entered into as of May 22, 2026 among ORSOLA BIOPROCESS HOLDINGS, INC., a "
        'Delaware corporation (the "Borrower"), each lender from time to time party hereto (collectively, '
        'the "Lenders"), and HUDSON MERIDIAN BANK, N.A., as Administrative Agent, Swing Line Lender and an '
        "L/C Issuer.",
    )
    fl.head("ARTICLE I. DEFINITIONS")
    P2 = para(
        fl,
        '"Aggregate Commitments" means the Revolving Commitments and the Term A Commitments of all the '
        "Lenders. On the Closing Date the Aggregate Commitments are $675,000,000, consisting of Revolving "
        "Commitments of $275,000,000 and Term A Commitments of $400,000,000.",
    )
    para(
        fl,
        '"Applicable Rate" means, from time to time, the percentage per annum set forth in the pricing grid '
        "below based on the Consolidated Net Leverage Ratio, initially Pricing Level III (Term SOFR Loans "
        "1.875%; Base Rate Loans 0.875%; Commitment Fee 0.25%).",
    )
    P4 = para(
        fl,
        '"Maturity Date" means (a) with respect to the Revolving Credit Facility, May 22, 2031 and (b) with '
        "respect to the Term A Loan, May 22, 2031; provided that if either day is not a Business Day, the "
        "Maturity Date shall be the immediately preceding Business Day.",
    )
    para(
        fl,
        '"Incremental Facilities" means one or more increases in the Revolving Commitments or additional '
        "term loan tranches in an aggregate amount not to exceed the greater of $175,000,000 and 100% of "
        "Consolidated EBITDA, none of which is committed on the Closing Date.",
    )
    fl.head("ARTICLE II. THE COMMITMENTS AND CREDIT EXTENSIONS")
    P5 = para(
        fl,
        "Section 2.08 Interest. Subject to Section 2.08(c), each Term SOFR Loan shall bear interest on the "
        "outstanding principal amount thereof for each Interest Period at a rate per annum equal to Term "
        "SOFR for such Interest Period plus the Applicable Rate, and each Base Rate Loan shall bear "
        "interest at a rate per annum equal to the Base Rate plus the Applicable Rate.",
    )
    para(
        fl,
        "(c) Default Rate. While any Event of Default exists, all outstanding Obligations shall bear "
        "interest at a rate per annum equal to 2.00% above the rate otherwise applicable, to the fullest "
        "extent permitted by Law. Accrued and unpaid interest on past due amounts shall be payable on "
        "demand.",
    )
    para(
        fl,
        "Section 2.07 Repayment of Term A Loan. The Borrower shall repay the Term A Loan in quarterly "
        "installments of 1.25% of the original principal amount beginning September 30, 2026, with the "
        "balance due on the Maturity Date.",
    )
    fl.head("ARTICLE X. MISCELLANEOUS")
    P6 = para(
        fl,
        "Section 10.14 GOVERNING LAW. THIS AGREEMENT AND EACH OTHER LOAN DOCUMENT SHALL BE GOVERNED BY, AND "
        "CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK.",
    )
    fl.head("SCHEDULE 2.01 — COMMITMENTS AND APPLICABLE PERCENTAGES")
    lenders = [
        ("Hudson Meridian Bank, N.A.", D(77500000), D(110000000)),
        ("Granite Harbor Bank", D(67500000), D(100000000)),
        ("Tidewater National Bank", D(50000000), D(72500000)),
        ("Bancorp of the Alleghenies", D(45000000), D(62500000)),
        ("Quillfeather Savings Bank, FSB", D(35000000), D(55000000)),
    ]
    cols(
        fl,
        [
            (72, "Lender", "l"),
            (370, "Revolving Commitment", "r"),
            (460, "Term A Commitment", "r"),
            (540, "Total", "r"),
        ],
        8.4,
        True,
    )
    rows = []
    for name, rv, ta in lenders:
        q = cols(
            fl,
            [
                (72, name, "l"),
                (370, "$" + US(rv, 0), "r"),
                (460, "$" + US(ta, 0), "r"),
                (540, "$" + US(rv + ta, 0), "r"),
            ],
            8.4,
        )
        rows.append((p.pages, q, rv, ta))
    trv = sum(r[2] for r in rows)
    tta = sum(r[3] for r in rows)
    q_tot = cols(
        fl,
        [
            (72, "Total", "l"),
            (370, "$" + US(trv, 0), "r"),
            (460, "$" + US(tta, 0), "r"),
            (540, "$" + US(trv + tta, 0), "r"),
        ],
        8.4,
        True,
    )
    pg_tot = p.pages
    fl.finish()
    same(275000000, trv, "revolving")
    same(400000000, tta, "term a")
    pg2, q2 = on(P2, "the Aggregate Commitments are $675,000,000")
    fields = {
        "borrower": F("ORSOLA BIOPROCESS HOLDINGS, INC.", 1, q_borr),
        "lender": F("HUDSON MERIDIAN BANK, N.A.", 1, q_agent),
        "agreement_date": F("2026-05-22", 1, q_date),
        "principal_amount": F(675000000, pg2, q2),
        "interest_rate": FQ(
            "Term SOFR for such Interest Period plus the Applicable Rate",
            P5,
            "a rate per annum equal to Term SOFR for such Interest Period plus the Applicable Rate",
        ),
        "maturity_date": FQ("2031-05-22", P4, "with respect to the Revolving Credit Facility, May 22, 2031"),
        "governing_law": FQ("State of New York", P6, "THE LAW OF THE STATE OF NEW YORK."),
        "late_charge": NULL(),
    }
    notes = (
        "New York-law syndicated credit agreement with a cover page. lender is the Administrative Agent, "
        "not the syndication agent, the arrangers or the other lenders of Schedule 2.01. principal_amount "
        "is the Aggregate Commitments ($275,000,000 revolving + $400,000,000 Term A; sums with the lender "
        "schedule); the uncommitted incremental capacity is a distractor. interest_rate is Term SOFR plus "
        "the Applicable Rate (the initial margins are in the Applicable Rate definition). maturity_date is "
        "the Maturity Date of both facilities. late_charge is null: only a Default Rate (default interest) "
        "is provided."
    )
    sums = [
        SUM(
            "Schedule 2.01 lenders = Aggregate Commitments",
            [
                (1, T(f"{i + 1}. lender total", float(rv + ta), pg, q))
                for i, (pg, q, rv, ta) in enumerate(rows)
            ],
            "principal_amount",
        ),
        SUM(
            "Schedule total = Aggregate Commitments",
            [(1, T("Schedule 2.01 Total", float(trv + tta), pg_tot, q_tot))],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


# ==================== 3 Ontario demand facility letter: two demand facilities, prime-based, no maturity
@doc(
    "b24_loan_on_demand_facility_letter_cad",
    "loan_agreement",
    "Kawartha Orchard Cider credit facility letter",
)
def loan_on():
    p = Pdf()
    fl = Flow(
        p,
        top=70,
        bottom=730,
        x=66,
        w=480,
        size=9,
        footer="Otonabee Credit Union Limited · Facility Letter · page {} of {}",
    )
    fl.line("OTONABEE CREDIT UNION LIMITED", 13, True, lead=16)
    fl.line("Commercial Services · 415 George Street North, Peterborough, Ontario K9H 3R4", 8, lead=24)
    q_date = "March 19, 2026"
    fl.line(q_date, 9, lead=20)
    fl.line("Kawartha Orchard Cider Company Ltd.", 9, True, lead=13)
    fl.line("1188 County Road 507, Buckhorn, Ontario K0L 1J0", 9, lead=13)
    fl.line("Attention: Ms. Philippa Drummond-Fyfe, President", 9, lead=20)
    fl.line("Re: Credit Facilities", 9.4, True, lead=18)
    P1 = para(
        fl,
        'Otonabee Credit Union Limited (the "Lender") is pleased to offer Kawartha Orchard Cider Company '
        'Ltd. (the "Borrower") the credit facilities described below, subject to the terms and conditions '
        'of this letter (the "Agreement"). This Agreement replaces our letter dated June 3, 2024, which is '
        "terminated on acceptance of this Agreement.",
    )
    fl.head("FACILITY 1 — DEMAND OPERATING LOAN")
    P2 = para(
        fl,
        "Amount: $1,100,000.00, reducing to $750,000.00 each year from November 1 to June 30 (seasonal "
        "limit). Purpose: to finance receivables and inventory of cider and apple products.",
    )
    P3 = para(
        fl,
        "Interest rate: the Lender's prime rate plus 1.35% per annum, calculated daily and payable monthly "
        "on the last business day of each month. The Lender's prime rate on the date of this letter is "
        "5.20% per annum.",
    )
    fl.head("FACILITY 2 — DEMAND EQUIPMENT LOAN")
    P4 = para(
        fl,
        "Amount: $245,000.00 to finance the purchase of a bottling and pasteurization line. Interest rate: "
        "the Lender's prime rate plus 1.85% per annum. Repayment: blended monthly payments of $4,857.08 "
        "based on a 60-month amortization, commencing June 15, 2026.",
    )
    P5 = para(
        fl,
        "Total authorized credit under Facilities 1 and 2: $1,345,000.00.",
    )
    fl.head("DEMAND NATURE OF FACILITIES")
    para(
        fl,
        "Each facility is repayable ON DEMAND. Nothing in this Agreement, including any amortization "
        "period, seasonal limit, covenant or the annual review, obliges the Lender to make or continue any "
        "advance or limits the Lender's right to demand payment at any time. The facilities will be "
        "reviewed annually, the next review to be completed on or before April 30, 2027.",
    )
    fl.head("FEES")
    P7 = para(
        fl,
        "Arrangement fee: $2,500.00, payable on acceptance. Monthly administration fee: $150.00. Late "
        "payment fee: $75.00 for each payment not received within 10 days of its due date. NSF cheque fee: "
        "$45.00.",
    )
    fl.head("SECURITY")
    para(
        fl,
        "General security agreement over all present and after-acquired personal property of the Borrower; "
        "collateral mortgage of $1,500,000.00 on the lands at 1188 County Road 507, Buckhorn; guarantee of "
        "Philippa Drummond-Fyfe limited to $300,000.00; assignment of fire insurance.",
    )
    fl.head("FINANCIAL COVENANTS")
    para(
        fl,
        "Debt service coverage ratio of not less than 1.25:1 and total funded debt to EBITDA of not more "
        "than 3.00:1, tested annually on the Borrower's fiscal year-end financial statements (fiscal year "
        "ending August 31).",
    )
    fl.head("GOVERNING LAW")
    P8 = para(
        fl,
        "This Agreement is governed by the laws of the Province of Ontario and the federal laws of Canada "
        "applicable therein.",
    )
    fl.head("ACCEPTANCE")
    para(
        fl,
        "This offer is open for acceptance until April 2, 2026. Please sign and return a copy of this "
        "letter. All amounts are in Canadian dollars.",
    )
    fl.skip(8)
    fl.line("OTONABEE CREDIT UNION LIMITED", 9, True, lead=26)
    fl.line("Per: Lachlan Fairweather, Senior Account Manager, Agriculture", 9, lead=22)
    fl.line("ACCEPTED this 26th day of March, 2026: KAWARTHA ORCHARD CIDER COMPANY LTD.", 9, True, lead=22)
    fl.line("Per: Philippa Drummond-Fyfe, President", 9, lead=14)
    fl.finish()
    same(1345000, D(1100000) + D(245000), "authorized")
    pg_a, q_a = on(P2, "Amount: $1,100,000.00")
    pg_b, q_b = on(P4, "Amount: $245,000.00")
    pg5, q5 = on(P5, "Total authorized credit under Facilities 1 and 2: $1,345,000.00.")
    fields = {
        "borrower": FQ(
            "Kawartha Orchard Cider Company Ltd.",
            P1,
            'offer Kawartha Orchard Cider Company Ltd. (the "Borrower")',
        ),
        "lender": FQ("Otonabee Credit Union Limited", P1, 'Otonabee Credit Union Limited (the "Lender")'),
        "agreement_date": F("2026-03-19", 1, q_date),
        "principal_amount": F(1345000.00, pg5, q5),
        "interest_rate": FQ(
            "the Lender's prime rate plus 1.35% per annum",
            P3,
            "Interest rate: the Lender's prime rate plus 1.35% per annum",
        ),
        "maturity_date": NULL(),
        "governing_law": FQ("Province of Ontario", P8, "governed by the laws of the Province of Ontario"),
        "late_charge": FQ(
            "$75.00 for each payment not received within 10 days of its due date",
            P7,
            "Late payment fee: $75.00 for each payment not received within 10 days of its due date.",
        ),
    }
    notes = (
        "Ontario credit facility letter (CAD) for two demand facilities. agreement_date is the letter date, "
        "not the acceptance date, the offer expiry, the replaced letter's date or the review date. "
        "principal_amount is the stated total authorized credit (operating loan + equipment loan; sum), not "
        "the seasonal limit or the collateral mortgage amount. interest_rate is the operating facility's "
        "(principal facility) rate as printed; the quoted prime rate and the equipment loan rate are "
        "distractors. maturity_date is null: both facilities are repayable on demand and no maturity is "
        "stated (the annual review date is not a maturity). late_charge is the late payment fee."
    )
    sums = [
        SUM(
            "Facility 1 + Facility 2 = total authorized credit",
            [
                (1, T("Facility 1 amount", 1100000.00, pg_a, q_a)),
                (1, T("Facility 2 amount", 245000.00, pg_b, q_b)),
            ],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums
