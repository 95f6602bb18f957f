"""Loan-agreement builders for blind_extraction18 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D
from decimal import localcontext

from common import NULL, SUM, F, T, doc, same
from layout import Flow
from pdfkit import US, Pdf, q


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


# ==================== 1 construction loan agreement (Texas): Prime plus margin with floor and cap
@doc(
    "b18_loan_construction_floor_cap_tx",
    "loan_agreement",
    "Mesquite Bend Residences construction loan agreement",
)
def loan_tx():
    p = Pdf(face="serif")
    fl = Flow(
        p,
        top=70,
        bottom=724,
        size=9.2,
        footer="Construction Loan Agreement - Mesquite Bend Residences - {}/{}",
    )
    fl.line("CONSTRUCTION LOAN AGREEMENT", 14, True, align="c", lead=22)
    fl.para(
        'THIS CONSTRUCTION LOAN AGREEMENT (this "Agreement") is entered into effective as of February 20, '
        "2026 "
        '(the "Effective Date"), between MESQUITE BEND RESIDENCES, LLC, a Texas limited liability company '
        '("Borrower"), and SABINAL BAYOU STATE BANK, a Texas state banking association ("Lender").'
    )
    fl.head("RECITALS")
    fl.para(
        "Borrower owns approximately 11.42 acres of land at 2600 Caliche Ridge Road, New Braunfels, Comal "
        "County, Texas, on which Borrower intends to construct ninety-six (96) townhome units and related "
        'improvements (the "Project") at a total cost of $24,853,400.00 under the budget approved by Lender. '
        "Lender has agreed to finance a portion of that cost on the terms of this Agreement."
    )
    fl.head("ARTICLE 1 - DEFINITIONS")
    fl.para(
        '"Loan Amount" means Eighteen Million Six Hundred Forty Thousand and No/100 Dollars '
        "($18,640,000.00), being approximately seventy-five percent (75%) of the approved Project budget."
    )
    fl.para('"Completion Date" means December 31, 2027, the date by which the Project must be completed.')
    fl.para('"Maturity Date" means March 1, 2028, as the same may be extended under Section 2.9.')
    fl.para(
        '"Prime Rate" means the rate published from time to time in the "Money Rates" section of The Wall '
        "Street Journal as the prime rate, changing on the day each change is published."
    )
    fl.head("ARTICLE 2 - THE LOAN")
    fl.para(
        "2.3 Interest Rate. The outstanding principal balance of the Loan shall bear interest at a floating "
        "rate per annum equal to the Prime Rate plus 0.50%, adjusted daily; provided, however, that the rate "
        'shall never be less than 6.75% per annum (the "Floor Rate") nor more than 10.50% per annum (the '
        '"Cap Rate"), and in no event more than the Maximum Lawful Rate.'
    )
    fl.para(
        "2.4 Payments. Accrued interest is payable monthly on the first day of each month beginning April 1, "
        "2026. The entire unpaid principal balance and all accrued and unpaid interest are due and payable "
        "on "
        "the Maturity Date."
    )
    fl.para(
        "2.5 Interest Reserve; Retainage. $1,120,000.00 of the Loan Amount is allocated to an interest "
        "reserve. "
        "Lender will retain ten percent (10%) of each construction draw until substantial completion."
    )
    fl.para(
        "2.7 Late Charge. If any payment required hereunder is not received by Lender within fifteen (15) "
        "days "
        "after its due date, Borrower shall pay a late charge of five cents ($0.05) for each dollar ($1.00) "
        "of "
        "the payment so overdue, to compensate Lender for its administrative expenses."
    )
    fl.para(
        "2.8 Default Rate. After an Event of Default, the Loan shall bear interest at the Maximum Lawful "
        "Rate "
        "or, if no maximum applies, eighteen percent (18%) per annum."
    )
    fl.para(
        "2.9 Extension Option. Borrower may extend the Maturity Date once, to March 1, 2029, upon (a) "
        "written "
        "request not less than sixty (60) days before the Maturity Date, (b) the absence of any Event of "
        "Default, (c) payment of an extension fee of 0.25% of the Loan Amount, and (d) a debt service "
        "coverage "
        "ratio of at least 1.25 to 1.00."
    )
    fl.para("2.10 Origination Fee. Borrower shall pay Lender at closing an origination fee of $139,800.00.")
    fl.head("ARTICLE 9 - MISCELLANEOUS")
    fl.para(
        "9.4 Governing Law. This Agreement and the other Loan Documents shall be governed by and construed "
        "in "
        "accordance with the laws of the State of Texas and applicable federal law."
    )
    fl.skip(8)
    fl.need(150)
    fl.line("BORROWER: MESQUITE BEND RESIDENCES, LLC", 9.2, True)
    fl.line("By: Caliche Ridge Partners, LLC, its Manager", 9.2)
    fl.line("By: ____________________________  Hollis R. Teague, Manager", 9.2, lead=20)
    fl.line("LENDER: SABINAL BAYOU STATE BANK", 9.2, True)
    fl.line(
        "By: ____________________________  Marisa Ybarra-Quintanilla, Executive Vice President", 9.2, lead=20
    )
    fl.line(
        "STATE OF TEXAS, COUNTY OF COMAL: This instrument was acknowledged before me on February 23, 2026 by",
        7.8,
    )
    fl.line("Hollis R. Teague, Manager of Caliche Ridge Partners, LLC, on behalf of Borrower.", 7.8)
    fl.finish()
    same(75.0, q(D("18640000") * 100 / D("24853400"), 1), "loan is about 75% of budget")
    same(139800, q(D("18640000") * D("0.0075"), 0), "origination fee 0.75%")
    fields = {
        "borrower": F(
            "MESQUITE BEND RESIDENCES, LLC", 1, "MESQUITE BEND RESIDENCES, LLC, a Texas limited liability"
        ),
        "lender": F(
            "SABINAL BAYOU STATE BANK", 1, "SABINAL BAYOU STATE BANK, a Texas state banking association"
        ),
        "agreement_date": F("2026-02-20", 1, "is entered into effective as of February 20, 2026"),
        "principal_amount": F(18640000.00, 1, "Forty Thousand and No/100 Dollars ($18,640,000.00)"),
        "interest_rate": F(
            "Prime Rate plus 0.50%", 1, "rate per annum equal to the Prime Rate plus 0.50%, adjusted daily"
        ),
        "maturity_date": F("2028-03-01", 1, '"Maturity Date" means March 1, 2028'),
        "governing_law": F("State of Texas", 1, "in accordance with the laws of the State of Texas"),
        "late_charge": F(
            "five cents ($0.05) for each dollar ($1.00) of the payment so overdue",
            1,
            "a late charge of five cents ($0.05) for each dollar ($1.00) of the payment so overdue",
        ),
    }
    notes = (
        "Construction loan agreement (Texas law). agreement_date is the effective date February 20, 2026, "
        "not "
        "the notary acknowledgment (February 23, 2026). principal_amount is the Loan Amount $18,640,000.00; "
        "the project budget, interest reserve, extension fee basis and origination fee are distractors. "
        "interest_rate is the floating Prime Rate plus 0.50%, which has a 6.75% floor and a 10.50% cap (both "
        "printed next to it). maturity_date is the stated Maturity Date March 1, 2028; March 1, 2029 is only "
        "a conditional one-time extension option and December 31, 2027 is the construction Completion Date. "
        "late_charge is the five-cents-per-dollar charge after 15 days; the 18% default rate is not a late "
        "charge. No field is null."
    )
    return p, fields, notes, []


# ==================== 2 loan modification and extension (North Carolina): increase, new rate, new maturity
@doc(
    "b18_loan_modification_extension_nc",
    "loan_agreement",
    "Haywood Gap Lodging loan modification and extension",
)
def loan_nc():
    p = Pdf()
    fl = Flow(
        p, top=70, bottom=724, size=9, footer="Loan Modification and Extension Agreement - page {} of {}"
    )
    fl.line("LOAN MODIFICATION AND EXTENSION AGREEMENT", 13, True, align="c", lead=22)
    fl.para(
        'THIS LOAN MODIFICATION AND EXTENSION AGREEMENT (this "Agreement") is made and entered into as of '
        "the "
        '9th day of October, 2026 (the "Modification Date"), by and among HAYWOOD GAP LODGING, LLC, a North '
        'Carolina limited liability company ("Borrower"), LOWELL J. HASKETT ("Guarantor"), and PISGAH '
        "FIRST "
        'BANK, a North Carolina banking corporation ("Lender").'
    )
    fl.head("RECITALS")
    fl.para(
        "A. Lender made a loan to Borrower evidenced by a Promissory Note dated November 1, 2019 in the "
        'original principal amount of $2,400,000.00 (the "Note"), secured by a Deed of Trust recorded in '
        "Book "
        "2214, Page 0871, Haywood County Registry, encumbering the 42-room hotel at 1342 Soco Falls Road, "
        "Maggie Valley, North Carolina."
    )
    fl.para(
        "B. The Note bears interest at a fixed rate of 4.375% per annum and matures on November 1, 2026. "
        "As of September 30, 2026 the unpaid principal balance of the Note was $1,987,406.22."
    )
    fl.para(
        "C. Borrower has requested an additional advance to renovate the hotel and an extension of the "
        "maturity of the Note, and Lender is willing to agree on the terms below."
    )
    fl.head("AGREEMENT")
    bal = D("1987406.22")
    adv = D("1162593.78")
    prin = bal + adv
    fl.para(
        f"1. Additional Advance; Principal Amount. On the Modification Date Lender shall advance ${US(adv)} "
        "to "
        "Borrower, and the principal amount of the Note is hereby modified and increased to THREE MILLION "
        "ONE "
        f"HUNDRED FIFTY THOUSAND AND NO/100 DOLLARS (${US(prin)})."
    )
    fl.para(
        "2. Interest Rate. From and after the Modification Date the unpaid principal balance of the Note "
        "shall bear interest at a fixed rate equal to 6.10% per annum, computed on the basis of a 360-day "
        "year "
        "and actual days elapsed."
    )
    r = D("0.061") / 12
    with localcontext() as ctx:
        ctx.prec = 40
        pmt = q(prin * r / (1 - (1 + r) ** -300))
    fl.para(
        f"3. Payments. Beginning December 1, 2026 and on the first day of each month thereafter, Borrower "
        f"shall pay consecutive monthly installments of principal and interest of ${US(pmt)}, based on a "
        "twenty-five (25) year amortization schedule."
    )
    fl.para(
        "4. Maturity Date. The maturity date of the Note is hereby extended from November 1, 2026 to "
        'November 1, 2031 (the "Extended Maturity Date"), on which date all unpaid principal, accrued '
        "interest "
        "and other sums due under the Note shall be paid in full."
    )
    fl.para(
        '5. Late Charge. Paragraph 7 of the Note is amended to read: "If any payment is not paid within '
        "fifteen (15) days after it is due, Borrower shall pay a late charge equal to four percent (4%) of "
        "the "
        'overdue payment, but not more than $1,000.00 for any one payment." Interest at the Note rate plus '
        "five percent (5%) shall accrue after maturity or acceleration."
    )
    fl.para(
        "6. Prepayment. The Note may be prepaid in whole or in part upon payment of a premium of two percent "
        "(2%) of the amount prepaid during the first two years after the Modification Date and one percent "
        "(1%) thereafter, except during the last ninety (90) days before the Extended Maturity Date."
    )
    fl.para(
        f"7. Modification Fee. Borrower shall pay Lender a modification fee of ${US(q(prin * D('0.005')))}, "
        "equal to one-half of one percent (0.50%) of the modified principal amount."
    )
    fl.para(
        "8. Guarantor Consent. Guarantor consents to this Agreement and agrees that the Guaranty dated "
        "November 1, 2019 extends to the Note as modified."
    )
    fl.para(
        "9. Governing Law. This Agreement shall be governed by and construed under the laws of the State of "
        "North Carolina. Except as modified hereby, the Note and Deed of Trust remain in full force."
    )
    fl.skip(8)
    fl.need(130)
    fl.line("HAYWOOD GAP LODGING, LLC", 9, True)
    fl.line("By: ____________________________  Lowell J. Haskett, Member-Manager", 9, lead=20)
    fl.line("GUARANTOR: ____________________________  Lowell J. Haskett, individually", 9, lead=20)
    fl.line("PISGAH FIRST BANK", 9, True)
    fl.line("By: ____________________________  Leona P. Harwood, Senior Credit Officer", 9, lead=20)
    fl.line(
        "Acknowledged before the undersigned notary public, Haywood County, North Carolina, on October 12, "
        "2026.",
        7.6,
    )
    fl.finish()
    same(3150000.00, prin, "modified principal")
    same(20488.48, pmt, "monthly installment")
    q_bal = "As of September 30, 2026 the unpaid principal balance of the Note was $1,987,406.22."
    q_adv = f"On the Modification Date Lender shall advance ${US(adv)} to Borrower"
    fields = {
        "borrower": F("HAYWOOD GAP LODGING, LLC", 1, "HAYWOOD GAP LODGING, LLC, a North Carolina limited"),
        "lender": F("PISGAH FIRST BANK", 1, "PISGAH FIRST BANK, a North Carolina banking corporation"),
        "agreement_date": F("2026-10-09", 1, "made and entered into as of the 9th day of October, 2026"),
        "principal_amount": F(3150000.00, 1, "FIFTY THOUSAND AND NO/100 DOLLARS ($3,150,000.00)"),
        "interest_rate": F(
            "6.10% per annum", 1, "shall bear interest at a fixed rate equal to 6.10% per annum"
        ),
        "maturity_date": F("2031-11-01", 1, "extended from November 1, 2026 to November 1, 2031"),
        "governing_law": F("State of North Carolina", 1, "under the laws of the State of North Carolina"),
        "late_charge": F(
            "four percent (4%) of the overdue payment",
            1,
            "a late charge equal to four percent (4%) of the overdue payment",
        ),
    }
    notes = (
        "Loan modification and extension agreement (North Carolina law). agreement_date is the Modification "
        "Date ('9th day of October, 2026'), not the 2019 note or guaranty date or the notary date. "
        "principal_amount is the principal of the Note as modified and increased, $3,150,000.00 (= unpaid "
        "balance $1,987,406.22 + additional advance; sum); the original $2,400,000.00, the monthly "
        "installment "
        "and the fee are distractors. interest_rate is the new fixed 6.10% per annum (the 4.375% is the "
        "superseded rate). maturity_date is the Extended Maturity Date November 1, 2031; November 1, 2026 is "
        "the superseded maturity. late_charge is the amended 4% charge (capped at $1,000.00 per payment); "
        "the "
        "post-maturity rate of Note rate plus 5% is default interest. No field is null."
    )
    sums = [
        SUM(
            "unpaid balance + additional advance = modified principal amount",
            [
                (1, T("Unpaid principal balance", 1987406.22, 1, q_bal)),
                (1, T("Additional advance", 1162593.78, 1, q_adv)),
            ],
            "principal_amount",
        )
    ]
    return p, fields, notes, sums


# ==================== 3 syndicated credit agreement (New York): revolver + term A, agent, schedule 2.01
@doc("b18_loan_syndicated_credit_agreement_ny", "loan_agreement", "Oriole Harbor Logistics credit agreement")
def loan_ny():
    p = Pdf(face="serif")
    fl = Flow(p, top=92, bottom=724, size=9, footer="Credit Agreement - Oriole Harbor Logistics, Inc. - {}")
    # ---------- cover page
    for s, size, bold, lead in [
        ("CREDIT AGREEMENT", 16, True, 30),
        ("Dated as of August 14, 2026", 10.5, False, 30),
        ("among", 10, False, 24),
        ("ORIOLE HARBOR LOGISTICS, INC.,", 11, True, 15),
        ("as the Borrower,", 10, False, 24),
        ("THE SUBSIDIARY GUARANTORS PARTY HERETO,", 10, True, 24),
        ("CANVASBACK NATIONAL BANK,", 11, True, 15),
        ("as Administrative Agent, Swing Line Lender and L/C Issuer,", 10, False, 24),
        ("MARSHPOINT BANK, N.A.,", 11, True, 15),
        ("as Syndication Agent,", 10, False, 24),
        ("and", 10, False, 24),
        ("THE OTHER LENDERS PARTY HERETO", 10, True, 48),
        ("TERNWOOD CAPITAL MARKETS LLC and BRANTLEY SECURITIES, INC.,", 10, True, 15),
        ("as Joint Lead Arrangers and Joint Bookrunners", 10, False, 40),
        ("$150,000,000 Revolving Credit Facility", 10, False, 15),
        ("$200,000,000 Term Loan A Facility", 10, False, 15),
    ]:
        fl.line(s, size, bold, align="c", lead=lead)
    # ---------- page 2: preamble and selected definitions
    p.new_page()
    fl.y = 70
    fl.para(
        "This CREDIT AGREEMENT is entered into as of August 14, 2026, among ORIOLE HARBOR LOGISTICS, INC., a "
        'Maryland corporation (the "Borrower"), each lender from time to time party hereto (collectively, '
        "the "
        '"Lenders"), and CANVASBACK NATIONAL BANK, as Administrative Agent, Swing Line Lender and L/C Issuer.'
    )
    fl.para(
        "The Borrower has requested that the Lenders provide a revolving credit facility and a term loan A "
        "facility, and the Lenders are willing to do so on the terms and conditions set forth herein. In "
        "consideration of the mutual covenants herein contained, the parties covenant and agree as follows:"
    )
    fl.head("ARTICLE I. DEFINITIONS AND ACCOUNTING TERMS", align="c")
    fl.para(
        "1.01 Defined Terms. As used in this Agreement, the following terms have the meanings set forth "
        "below:"
    )
    fl.para(
        '"Aggregate Commitments" means the Revolving Credit Commitments and the Term A Commitments of all '
        "the "
        "Lenders, which on the Closing Date total $350,000,000."
    )
    fl.para(
        '"Applicable Rate" means, from time to time, the following percentages per annum, based upon the '
        "Consolidated Net Leverage Ratio as set forth in the most recent Compliance Certificate:"
    )
    x = [80, 250, 360, 460]
    cols(
        fl,
        [
            (x[0], "Pricing Level / Ratio", "l"),
            (x[1], "Term SOFR Loans", "l"),
            (x[2], "Base Rate Loans", "l"),
            (x[3], "Commitment Fee", "l"),
        ],
        8.2,
        True,
    )
    for lvl, a, b_, c in [
        ("I: < 2.00:1.00", "1.375%", "0.375%", "0.175%"),
        ("II: >= 2.00:1.00 but < 2.75:1.00", "1.625%", "0.625%", "0.200%"),
        ("III: >= 2.75:1.00 but < 3.50:1.00", "1.875%", "0.875%", "0.250%"),
        ("IV: >= 3.50:1.00", "2.125%", "1.125%", "0.300%"),
    ]:
        cols(fl, [(x[0], lvl, "l"), (x[1], a, "l"), (x[2], b_, "l"), (x[3], c, "l")], 8.2)
    fl.skip(4)
    fl.para(
        '"Incremental Facilities" means additional term loans or revolving commitments in an aggregate '
        "principal amount not to exceed the greater of $125,000,000 and 100% of Consolidated EBITDA."
    )
    fl.para(
        '"Maturity Date" means August 14, 2031; provided that if such date is not a Business Day, the '
        "Maturity "
        "Date shall be the immediately preceding Business Day."
    )
    fl.para(
        '"Term SOFR" means the forward-looking term rate based on SOFR published by the Term SOFR '
        "Administrator for the applicable Interest Period; provided that Term SOFR shall not be less than "
        "0.00% per annum."
    )
    fl.head("ARTICLE II. THE COMMITMENTS AND CREDIT EXTENSIONS", align="c")
    fl.para(
        "2.01 The Loans. Subject to the terms hereof, (a) each Lender severally agrees to make revolving "
        "loans "
        "to the Borrower up to its Revolving Credit Commitment, and (b) each Term A Lender severally agrees "
        "to "
        "make a single term loan to the Borrower on the Closing Date in the amount of its Term A Commitment, "
        "in each case as set forth on Schedule 2.01."
    )
    fl.para(
        "2.07 Repayment. The Borrower shall repay the Term A Loans in quarterly installments of $2,500,000 "
        "beginning December 31, 2026, and shall repay all outstanding Loans on the Maturity Date."
    )
    fl.para(
        "2.08 Interest. (a) Each Term Loan and Revolving Credit Loan that is a Term SOFR Loan shall bear "
        "interest at a rate per annum equal to Term SOFR plus the Applicable Rate; each Base Rate Loan and "
        "Swing Line Loan shall bear interest at the Base Rate plus the Applicable Rate. (b) While any Event "
        "of "
        "Default exists, the Obligations shall bear interest at a rate of 2.00% per annum in excess of the "
        "rate "
        "otherwise applicable."
    )
    fl.head("ARTICLE X. MISCELLANEOUS", align="c")
    fl.para(
        "10.14 Governing Law. THIS AGREEMENT AND ANY CLAIM ARISING OUT OF IT SHALL BE GOVERNED BY, AND "
        "CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK."
    )
    # ---------- page 3: Schedule 2.01
    p.new_page()
    fl.y = 70
    fl.line("SCHEDULE 2.01", 11, True, align="c", lead=16)
    fl.line("COMMITMENTS AND APPLICABLE PERCENTAGES", 10, True, align="c", lead=24)
    cx = [64, 372, 470, 548]
    cols(
        fl,
        [
            (cx[0], "Lender", "l"),
            (cx[1], "Revolving Credit", "r"),
            (cx[2], "Term A", "r"),
            (cx[3], "Applicable", "r"),
        ],
        8.4,
        True,
        lead=11,
    )
    cols(fl, [(cx[1], "Commitment", "r"), (cx[2], "Commitment", "r"), (cx[3], "Percentage", "r")], 8.4, True)
    p.hline(fl.y - 9, 60, 552)
    lenders = [
        ("Canvasback National Bank", 40000000, 55000000),
        ("Marshpoint Bank, N.A.", 32500000, 42500000),
        ("Ternwood Capital Bank, N.A.", 27500000, 37500000),
        ("Brantley Bank USA", 25000000, 32500000),
        ("Sandhill Savings Bank", 17500000, 22500000),
        ("Fallowmere Bank", 7500000, 10000000),
    ]
    rc = sum(a for _, a, _ in lenders)
    ta = sum(b_ for _, _, b_ in lenders)
    for name, a, b_ in lenders:
        pctg = D(a + b_) * 100 / D(rc + ta)
        cols(
            fl,
            [
                (cx[0], name, "l"),
                (cx[1], "$" + US(a, 0), "r"),
                (cx[2], "$" + US(b_, 0), "r"),
                (cx[3], f"{q(pctg, 9)}%", "r"),
            ],
            8.4,
        )
    p.hline(fl.y - 9, 60, 552)
    q_tot = cols(
        fl,
        [
            (cx[0], "Total", "l"),
            (cx[1], "$" + US(rc, 0), "r"),
            (cx[2], "$" + US(ta, 0), "r"),
            (cx[3], "100.000000000%", "r"),
        ],
        8.4,
        True,
    )
    fl.finish()
    same(150000000, rc, "revolving total")
    same(200000000, ta, "term A total")
    fields = {
        "borrower": F(
            "ORIOLE HARBOR LOGISTICS, INC.", 2, "among ORIOLE HARBOR LOGISTICS, INC., a Maryland corporation"
        ),
        "lender": F(
            "CANVASBACK NATIONAL BANK",
            2,
            "and CANVASBACK NATIONAL BANK, as Administrative Agent, Swing Line Lender and L/C Issuer.",
        ),
        "agreement_date": F("2026-08-14", 1, "Dated as of August 14, 2026"),
        "principal_amount": F(350000000, 2, "which on the Closing Date total $350,000,000."),
        "interest_rate": F(
            "Term SOFR plus the Applicable Rate",
            2,
            "at a rate per annum equal to Term SOFR plus the Applicable Rate",
        ),
        "maturity_date": F("2031-08-14", 2, '"Maturity Date" means August 14, 2031'),
        "governing_law": F("State of New York", 2, "IN ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK."),
        "late_charge": NULL(),
    }
    notes = (
        "Syndicated credit agreement (New York law): cover page, selected Articles and Schedule 2.01. lender "
        "is the Administrative Agent (Canvasback National Bank), not the syndication agent, the joint lead "
        "arrangers or the individual Lenders of the schedule. principal_amount is the Aggregate Commitments "
        "$350,000,000 (revolving $150,000,000 + term A $200,000,000; the Schedule 2.01 totals add up to it, "
        "sum); the $125,000,000 incremental capacity and the $2,500,000 amortization installments are "
        "distractors. interest_rate is Term SOFR plus the Applicable Rate (pricing grid by leverage level, "
        "Term SOFR floored at 0.00%). maturity_date is the single Maturity Date August 14, 2031. late_charge "
        "is null: the agreement has only a default rate (2.00% above the applicable rate), which is default "
        "interest, not a late charge."
    )
    sums = [
        SUM(
            "Schedule 2.01: revolving commitments + term A commitments = Aggregate Commitments",
            [
                (1, T("Total Revolving Credit Commitments", 150000000, 3, q_tot)),
                (1, T("Total Term A Commitments", 200000000, 3, q_tot)),
            ],
            "principal_amount",
        )
    ]
    return p, fields, notes, sums
