"""Loan agreement builders (3 documents).  All parties and terms are fictional."""

from common import NULL, F, doc
from pdfkit import GREY, LETTER, LIGHT, Flow, Pdf


# ====================================================================== promissory note
@doc(
    "b5_loan_promissory_note",
    "loan_agreement",
    "Juniper Ridge Veterinary Clinic, PLLC - Promissory Note to Cascade Highlands Community Bank",
)
def loan_note():
    pdf = Pdf(LETTER)

    def head(pg):
        if len(pdf.pages) > 1:
            pg.text(540, 40, "Promissory Note - Loan No. 4471-0983", "tiit", 8, GREY, al="r")
            return 66
        return 72

    fl = Flow(pdf, left=72, right=72, top=72, bottom=84, new_page_cb=head)
    fl.page()
    pg = fl.pg
    pg.text(306, 86, "PROMISSORY NOTE", "tibo", 15, al="c")
    pg.line(236, 92, 376, 92, w=0.8)
    pg.lines(72, 122, [("$185,000.00", "tibo", 11), "Loan No. 4471-0983"], "tiro", 10, lead=14)
    pg.lines(540, 122, ["Bend, Oregon", "Date: April 15, 2024"], "tiro", 10, lead=14, al="r")
    fl.y = 162
    S = 10.2
    fl.para(
        "FOR VALUE RECEIVED, the undersigned, JUNIPER RIDGE VETERINARY CLINIC, PLLC, an Oregon "
        'professional limited liability company ("Borrower"), promises to pay to the order of CASCADE '
        'HIGHLANDS COMMUNITY BANK, an Oregon state-chartered bank ("Lender"), at 1010 NW Wall Street, '
        "Bend, Oregon 97703, or at such other place as the holder hereof may designate in writing, the "
        "principal sum of ONE HUNDRED EIGHTY-FIVE THOUSAND AND NO/100 DOLLARS ($185,000.00), together "
        "with interest on the unpaid principal balance from the date of disbursement until paid in "
        "full, as provided below.",
        sz=S,
    )
    secs = [
        (
            "1. Interest Rate.",
            "The unpaid principal balance of this Note shall bear interest at a fixed "
            "rate of seven and one-quarter percent (7.25%) per annum. Interest shall be calculated on the "
            "basis of a 365-day year and the actual number of days elapsed.",
        ),
        (
            "2. Payments.",
            "Borrower shall pay this Note in fifty-nine (59) consecutive monthly installments "
            "of principal and interest in the amount of $1,462.20 each, based on a twenty (20) year "
            "amortization, beginning on May 15, 2024 and continuing on the fifteenth (15th) day of each "
            "month thereafter, and one final payment of all unpaid principal, accrued and unpaid interest "
            'and all other amounts due hereunder on April 15, 2029 (the "Maturity Date"). Payments shall be '
            "applied first to late charges and collection costs, then to accrued interest, and then to "
            "principal.",
        ),
        (
            "3. Late Charge.",
            "If any installment is not received by Lender within ten (10) days after its "
            "due date, Borrower shall pay a late charge equal to five percent (5.0%) of the unpaid amount "
            "of such installment, but not less than $25.00. Late charges are not interest and are payable "
            "on demand.",
        ),
        (
            "4. Default Rate.",
            "Upon the occurrence and during the continuance of an Event of Default, "
            "including failure to pay this Note in full on the Maturity Date, the unpaid principal balance "
            "shall bear interest at a rate equal to five percentage points (5.00%) per annum above the rate "
            'otherwise applicable hereunder (the "Default Rate"), but in no event more than the maximum '
            "rate permitted by applicable law.",
        ),
        (
            "5. Prepayment.",
            "Borrower may prepay this Note in whole or in part at any time. Any prepayment "
            "made on or before April 15, 2026 shall be accompanied by a prepayment fee of two percent (2%) "
            "of the amount prepaid; thereafter a fee of one percent (1%) shall apply until April 15, 2027, "
            "after which no fee shall apply. Partial prepayments shall not postpone or reduce the scheduled "
            "installments.",
        ),
        (
            "6. Security.",
            "This Note is secured by (a) a Commercial Security Agreement dated as of April "
            "15, 2024 covering all equipment, inventory and accounts of Borrower, and (b) a Deed of Trust, "
            "Assignment of Rents and Fixture Filing dated April 12, 2024 encumbering the real property "
            "commonly known as 61540 American Lane, Bend, Oregon 97702.",
        ),
        (
            "7. Guaranty.",
            "Payment of this Note is unconditionally guaranteed by Dr. Maren L. Oyelaran "
            "pursuant to a Commercial Guaranty dated as of April 15, 2024.",
        ),
        (
            "8. Events of Default.",
            'Each of the following is an "Event of Default": (a) Borrower fails to '
            "pay any amount when due hereunder; (b) Borrower breaches any other covenant in this Note or "
            "any related document and fails to cure such breach within thirty (30) days after notice; (c) "
            "Borrower becomes insolvent, makes an assignment for the benefit of creditors or becomes the "
            "subject of any bankruptcy or insolvency proceeding; (d) any representation made to Lender "
            "proves to have been materially false when made; or (e) any guarantor dies, becomes "
            "incompetent or revokes or disputes the validity of its guaranty. Upon an Event of Default, "
            "Lender may declare the entire unpaid principal balance and all accrued interest immediately "
            "due and payable.",
        ),
        (
            "9. Governing Law.",
            "This Note shall be governed by and construed in accordance with the laws "
            "of the State of Oregon, without regard to its conflict of laws principles, except to the "
            "extent preempted by federal law. Borrower consents to the jurisdiction of the state courts "
            "located in Deschutes County, Oregon.",
        ),
        (
            "10. Waivers.",
            "Borrower and all endorsers waive presentment, demand for payment, notice of "
            "dishonor, protest and notice of protest. No delay or omission by Lender in exercising any "
            "right hereunder shall operate as a waiver of such right.",
        ),
        (
            "11. Attorney Fees.",
            "If this Note is placed in the hands of an attorney for collection, "
            "Borrower shall pay Lender's reasonable attorney fees and costs, whether or not suit is filed, "
            "including fees on appeal.",
        ),
    ]
    for pre, body in secs:
        fl.para(body, sz=S, bold_prefix=pre, keep=True)
    fl.space(4)
    fl.para(
        "UNDER OREGON LAW, MOST AGREEMENTS, PROMISES AND COMMITMENTS MADE BY LENDER CONCERNING LOANS "
        "AND OTHER CREDIT EXTENSIONS WHICH ARE NOT FOR PERSONAL, FAMILY OR HOUSEHOLD PURPOSES OR "
        "SECURED SOLELY BY THE BORROWER'S RESIDENCE MUST BE IN WRITING, EXPRESS CONSIDERATION AND BE "
        "SIGNED BY LENDER TO BE ENFORCEABLE.",
        f="tibo",
        sz=8.5,
        indent=0,
        keep=True,
    )
    fl.need(190)
    pg = fl.pg
    y = fl.y + 20
    pg.text(72, y, "BORROWER:", "tibo", 10)
    pg.lines(
        72,
        y + 16,
        ["JUNIPER RIDGE VETERINARY CLINIC, PLLC,", "an Oregon professional limited liability company"],
        "tiro",
        10,
        lead=13,
    )
    pg.text(72, y + 64, "By: ________________________________", "tiro", 10)
    pg.text(95, y + 60, "Maren L. Oyelaran", "tiit", 13, (0.1, 0.1, 0.45))
    pg.lines(72, y + 80, ["Name: Maren L. Oyelaran, DVM", "Title: Managing Member"], "tiro", 10, lead=13)
    pg.text(330, y, "ACCEPTED BY LENDER:", "tibo", 10)
    pg.text(330, y + 16, "CASCADE HIGHLANDS COMMUNITY BANK", "tiro", 10)
    pg.text(330, y + 64, "By: ___________________________", "tiro", 10)
    pg.lines(330, y + 80, ["Name: Colin P. Ferreira", "Title: Senior Vice President"], "tiro", 10, lead=13)

    def foot(p, i, n):
        p.line(72, 742, 540, 742, w=0.4, c=GREY)
        p.text(72, 754, "Borrower's initials: ______", "tiro", 8, GREY)
        p.text(540, 754, "Page %d of %d" % (i, n), "tiro", 8, GREY, al="r")

    pdf.finish(foot)
    len(pdf.pages)
    fields = {
        "borrower": F(
            "JUNIPER RIDGE VETERINARY CLINIC, PLLC",
            1,
            "the undersigned, JUNIPER RIDGE VETERINARY CLINIC, PLLC, an Oregon",
        ),
        "lender": F(
            "CASCADE HIGHLANDS COMMUNITY BANK", 1, "to the order of CASCADE HIGHLANDS COMMUNITY BANK"
        ),
        "agreement_date": F("2024-04-15", 1, "Bend, Oregon Date: April 15, 2024"),
        "principal_amount": F(185000.00, 1, "AND NO/100 DOLLARS ($185,000.00)"),
        "interest_rate": F(
            "seven and one-quarter percent (7.25%) per annum",
            1,
            "at a fixed rate of seven and one-quarter percent (7.25%) per annum",
        ),
        "maturity_date": F("2029-04-15", 1, 'on April 15, 2029 (the "Maturity Date")'),
        "governing_law": F("State of Oregon", 2, "in accordance with the laws of the State of Oregon"),
        "late_charge": F(
            "five percent (5.0%) of the unpaid amount of such installment, but not less than $25.00",
            1,
            "a late charge equal to five percent (5.0%) of the unpaid amount of such installment, "
            "but not less than $25.00",
        ),
    }
    notes = (
        "Commercial promissory note. Default interest (Default Rate, +5.00%) is NOT the late charge. "
        "The note date is the agreement date; the Security Agreement, Deed of Trust (April 12, 2024) "
        "and Guaranty dates, first installment date and prepayment-fee dates are distractors. The "
        "installment amount $1,462.20 is not the principal. The guarantor (Dr. Maren L. Oyelaran, "
        "also the signer) is not the borrower. Names printed in capitals."
    )
    return pdf, fields, notes


# ====================================================================== credit agreement
@doc(
    "b5_loan_credit_agreement",
    "loan_agreement",
    "Halvorsen Outdoor Brands, Inc. - Credit Agreement dated as of October 4, 2024 (excerpt)",
)
def loan_credit():
    pdf = Pdf(LETTER)
    # ---------------- cover
    pg = pdf.new_page()
    pg.lines(
        540,
        54,
        [
            "Published CUSIP Number: 40637RAA4",
            "Revolving Credit CUSIP Number: 40637RAB2",
            "Term A Loan CUSIP Number: 40637RAC0",
        ],
        "tiro",
        8.5,
        lead=11,
        al="r",
    )
    c = 306
    y = 150
    for s, f, sz, gap in [
        ("CREDIT AGREEMENT", "tibo", 16, 30),
        ("Dated as of October 4, 2024", "tiro", 11, 28),
        ("among", "tiit", 11, 26),
        ("HALVORSEN OUTDOOR BRANDS, INC.,", "tibo", 11.5, 15),
        ("as the Borrower,", "tiro", 11, 26),
        ("CERTAIN SUBSIDIARIES OF THE BORROWER PARTY HERETO,", "tibo", 11.5, 15),
        ("as the Guarantors,", "tiro", 11, 26),
        ("GRANITE STATE NATIONAL BANK,", "tibo", 11.5, 15),
        ("as Administrative Agent, Swing Line Lender and L/C Issuer,", "tiro", 11, 26),
        ("and", "tiit", 11, 26),
        ("THE OTHER LENDERS PARTY HERETO", "tibo", 11.5, 40),
        ("NORTHERN PLAINS BANK, N.A. and LAKESHORE TRUST COMPANY,", "tibo", 11, 15),
        ("as Co-Syndication Agents", "tiro", 11, 40),
        ("GRANITE STATE CAPITAL MARKETS, LLC", "tibo", 11, 15),
        ("and", "tiit", 11, 15),
        ("NORTHERN PLAINS SECURITIES, INC.,", "tibo", 11, 15),
        ("as Joint Lead Arrangers and Joint Bookrunners", "tiro", 11, 26),
    ]:
        pg.text(c, y, s, f, sz, al="c")
        y += gap
    pg.line(200, y + 10, 412, y + 10, w=0.6)

    def head(p):
        p.text(540, 40, "Halvorsen Outdoor Brands - Credit Agreement", "tiit", 8, GREY, al="r")
        return 70

    fl = Flow(pdf, left=72, right=72, top=70, bottom=80, new_page_cb=head)
    S = 9.8
    # ---------------- preamble + definitions
    fl.page()
    fl.heading("CREDIT AGREEMENT", al="c", sz=11.5)
    fl.para(
        "This CREDIT AGREEMENT is entered into as of October 4, 2024, among HALVORSEN OUTDOOR BRANDS, "
        'INC., a Minnesota corporation (the "Borrower"), the Guarantors (defined herein), each lender '
        'from time to time party hereto (collectively, the "Lenders" and individually, a "Lender"), '
        "and GRANITE STATE NATIONAL BANK, as Administrative Agent, Swing Line Lender and L/C Issuer.",
        sz=S,
        keep=True,
    )
    fl.heading("PRELIMINARY STATEMENTS:", sz=S, before=2)
    fl.para(
        "The Borrower has requested that the Lenders provide a revolving credit facility and a term "
        "loan facility, and the Lenders are willing to do so on the terms and conditions set forth "
        "herein. In consideration of the mutual covenants and agreements herein contained, the parties "
        "hereto covenant and agree as follows:",
        sz=S,
    )
    fl.heading("ARTICLE I", al="c", sz=S, before=4, after=0)
    fl.heading("DEFINITIONS AND ACCOUNTING TERMS", al="c", sz=S, before=0)
    fl.para(
        "Defined Terms. As used in this Agreement, the following terms shall have the meanings set "
        "forth below:",
        sz=S,
        bold_prefix="1.01",
    )
    defs = [
        '"Administrative Agent" means Granite State National Bank in its capacity as administrative agent '
        "under any of the Loan Documents, or any successor administrative agent.",
        '"Aggregate Commitments" means the Commitments of all the Lenders. On the Closing Date, the '
        "Aggregate Commitments are $375,000,000, consisting of Revolving Credit Commitments of "
        "$250,000,000 and Term A Loan Commitments of $125,000,000.",
        '"Applicable Rate" means, from time to time, the following percentages per annum, based upon the '
        "Consolidated Net Leverage Ratio as set forth in the most recent Compliance Certificate received "
        "by the Administrative Agent pursuant to Section 6.02(b):",
    ]
    for d in defs:
        fl.para(d, sz=S, keep=True)
    fl.need(110)
    y = fl.pg.table(
        90,
        fl.y,
        [(45, "c"), (150, "c"), (70, "c"), (95, "c"), (72, "c")],
        [
            [
                "Pricing\nLevel",
                "Consolidated Net\nLeverage Ratio",
                "Commitment\nFee",
                "Term SOFR Loans /\nLetter of Credit Fee",
                "Base Rate\nLoans",
            ],
            ["1", "< 1.50:1.00", "0.150%", "1.375%", "0.375%"],
            ["2", ">= 1.50:1.00 but < 2.25:1.00", "0.200%", "1.625%", "0.625%"],
            ["3", ">= 2.25:1.00 but < 3.00:1.00", "0.250%", "1.875%", "0.875%"],
            ["4", ">= 3.00:1.00", "0.300%", "2.125%", "1.125%"],
        ],
        sz=8.3,
        f="tiro",
        fb="tibo",
        pad=3,
        head_fill=LIGHT,
    )
    fl.y = y + 16
    defs = [
        '"Closing Date" means the first date on which all the conditions precedent in Section 4.01 are '
        "satisfied or waived in accordance with Section 10.01.",
        '"Default Rate" means (a) when used with respect to Obligations other than Letter of Credit Fees, '
        "an interest rate equal to (i) the Base Rate plus (ii) the Applicable Rate, if any, applicable to "
        "Base Rate Loans plus (iii) 2% per annum; provided, however, that with respect to a Term SOFR "
        "Loan, the Default Rate shall be an interest rate equal to the interest rate (including any "
        "Applicable Rate) otherwise applicable to such Loan plus 2% per annum, and (b) when used with "
        "respect to Letter of Credit Fees, a rate equal to the Applicable Rate plus 2% per annum.",
        '"Incremental Term Loans" has the meaning specified in Section 2.16; the aggregate principal '
        "amount of all Incremental Term Loans and Revolving Credit Commitment increases shall not "
        "exceed $150,000,000.",
        '"Letter of Credit Sublimit" means an amount equal to $25,000,000.',
        '"Maturity Date" means October 4, 2029; provided, however, that if such date is not a Business '
        "Day, the Maturity Date shall be the next preceding Business Day.",
        '"Swing Line Sublimit" means an amount equal to $20,000,000.',
        '"Term SOFR" means, for any Interest Period with respect to a Term SOFR Loan, the rate per annum '
        "equal to the Term SOFR Screen Rate two U.S. Government Securities Business Days prior to the "
        "commencement of such Interest Period with a term equivalent to such Interest Period; provided "
        "that if Term SOFR shall be less than zero, such rate shall be deemed zero for purposes of this "
        "Agreement.",
    ]
    for d in defs:
        fl.para(d, sz=S, keep=True)
    fl.para(
        "[Remainder of Article I and Sections 2.01 through 2.07 omitted from this excerpt.]",
        f="tiit",
        sz=S,
        indent=0,
    )
    # ---------------- Article II excerpt
    fl.page()
    fl.heading("ARTICLE II", al="c", sz=S, before=0, after=0)
    fl.heading("THE COMMITMENTS AND CREDIT EXTENSIONS", al="c", sz=S, before=0)
    fl.para("Interest and Default Rate.", sz=S, bold_prefix="2.08", indent=0)
    fl.para(
        "(a) Interest. Subject to the provisions of subsection (b) below, (i) each Term SOFR Loan shall "
        "bear interest on the outstanding principal amount thereof for each Interest Period at a rate "
        "per annum equal to Term SOFR for such Interest Period plus the Applicable Rate; (ii) each Base "
        "Rate Loan shall bear interest on the outstanding principal amount thereof from the applicable "
        "borrowing date at a rate per annum equal to the Base Rate plus the Applicable Rate; and (iii) "
        "each Swing Line Loan shall bear interest on the outstanding principal amount thereof from the "
        "applicable borrowing date at a rate per annum equal to the Base Rate plus the Applicable Rate "
        "for Revolving Credit Loans.",
        sz=S,
        keep=True,
    )
    fl.para(
        "(b) Default Rate. (i) If any amount of principal of any Loan is not paid when due (without "
        "regard to any applicable grace periods), whether at stated maturity, by acceleration or "
        "otherwise, such amount shall thereafter bear interest at a fluctuating interest rate per "
        "annum at all times equal to the Default Rate to the fullest extent permitted by applicable "
        "Laws. (ii) While any Event of Default exists, the Borrower shall pay interest on the "
        "principal amount of all outstanding Obligations hereunder at a fluctuating interest rate per "
        "annum at all times equal to the Default Rate.",
        sz=S,
        keep=True,
    )
    fl.para(
        "(c) Payment Dates. Interest on each Loan shall be due and payable in arrears on each Interest "
        "Payment Date applicable thereto and at such other times as may be specified herein, and "
        "shall be computed on the basis of a 360-day year for the actual days elapsed.",
        sz=S,
        keep=True,
    )
    fl.para("Fees.", sz=S, bold_prefix="2.09", indent=0)
    fl.para(
        "(a) Commitment Fee. The Borrower shall pay to the Administrative Agent for the account of each "
        "Lender in accordance with its Applicable Percentage a commitment fee equal to the Applicable "
        "Rate times the actual daily amount by which the Revolving Credit Facility exceeds the sum of "
        "the Outstanding Amount of Revolving Credit Loans and L/C Obligations, payable quarterly in "
        "arrears on the last Business Day of each March, June, September and December.",
        sz=S,
        keep=True,
    )
    fl.para(
        "(b) Other Fees. The Borrower shall pay to the Arrangers and the Administrative Agent for their "
        "own respective accounts fees in the amounts and at the times specified in the Fee Letter.",
        sz=S,
        keep=True,
    )
    fl.para("Repayment of Term A Loans.", sz=S, bold_prefix="2.10", indent=0)
    fl.para(
        "The Borrower shall repay the outstanding principal amount of the Term A Loans in quarterly "
        "installments equal to 1.25% of the original principal amount thereof on the last Business "
        "Day of each March, June, September and December, commencing March 31, 2025, and shall repay "
        "the remaining outstanding principal amount of all Term A Loans on the Maturity Date.",
        sz=S,
        keep=True,
    )
    fl.para("[Sections 2.11 through 10.13 omitted from this excerpt.]", f="tiit", sz=S, indent=0)
    # ---------------- Article X excerpt + schedule
    fl.page()
    fl.para("GOVERNING LAW; JURISDICTION; ETC.", sz=S, bold_prefix="10.14", indent=0)
    fl.para(
        "(a) GOVERNING LAW. THIS AGREEMENT AND EACH OTHER LOAN DOCUMENT, AND ANY CLAIM, CONTROVERSY, "
        "DISPUTE OR CAUSE OF ACTION (WHETHER IN CONTRACT OR TORT OR OTHERWISE) BASED UPON, ARISING "
        "OUT OF OR RELATING TO THIS AGREEMENT OR ANY OTHER LOAN DOCUMENT, SHALL BE GOVERNED BY, AND "
        "CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK.",
        sz=S,
        keep=True,
    )
    fl.para(
        "(b) SUBMISSION TO JURISDICTION. THE BORROWER AND EACH OTHER LOAN PARTY IRREVOCABLY AND "
        "UNCONDITIONALLY AGREES THAT IT WILL NOT COMMENCE ANY ACTION AGAINST THE ADMINISTRATIVE AGENT, "
        "ANY LENDER OR THE L/C ISSUER IN ANY FORUM OTHER THAN THE COURTS OF THE STATE OF NEW YORK "
        "SITTING IN NEW YORK COUNTY AND THE UNITED STATES DISTRICT COURT FOR THE SOUTHERN DISTRICT OF "
        "NEW YORK.",
        sz=S,
        keep=True,
    )
    fl.para(
        "WAIVER OF JURY TRIAL. EACH PARTY HERETO HEREBY IRREVOCABLY WAIVES, TO THE FULLEST EXTENT "
        "PERMITTED BY APPLICABLE LAW, ANY RIGHT IT MAY HAVE TO A TRIAL BY JURY IN ANY LEGAL PROCEEDING "
        "DIRECTLY OR INDIRECTLY ARISING OUT OF OR RELATING TO THIS AGREEMENT.",
        sz=S,
        bold_prefix="10.15",
        indent=0,
        keep=True,
    )
    fl.para("[Signature pages follow.]", f="tiit", sz=S, indent=0)
    fl.space(14)
    fl.heading("SCHEDULE 2.01", al="c", sz=10, before=0, after=0)
    fl.heading("COMMITMENTS AND APPLICABLE PERCENTAGES", al="c", sz=10, before=0)
    sched = [
        ["Lender", "Revolving Credit\nCommitment", "Term A Loan\nCommitment", "Applicable\nPercentage"],
        ["Granite State National Bank", "$70,000,000", "$35,000,000", "28.000000000%"],
        ["Northern Plains Bank, N.A.", "$60,000,000", "$30,000,000", "24.000000000%"],
        ["Lakeshore Trust Company", "$60,000,000", "$30,000,000", "24.000000000%"],
        ["Red River Farm Credit, ACA", "$35,000,000", "$17,500,000", "14.000000000%"],
        ["Pinecrest Bank", "$25,000,000", "$12,500,000", "10.000000000%"],
        {"cells": ["Total", "$250,000,000", "$125,000,000", "100.000000000%"], "font": "tibo"},
    ]
    fl.need(140)
    fl.y = fl.pg.table(
        72,
        fl.y,
        [(170, "l"), (100, "r"), (100, "r"), (98, "r")],
        sched,
        sz=8.8,
        f="tiro",
        fb="tibo",
        pad=3.5,
        head_fill=LIGHT,
    )

    def foot(p, i, n):
        if i > 1:
            p.text(306, 760, str(i), "tiro", 9, al="c")

    pdf.finish(foot)
    fields = {
        "borrower": F(
            "HALVORSEN OUTDOOR BRANDS, INC.",
            2,
            'among HALVORSEN OUTDOOR BRANDS, INC., a Minnesota corporation (the "Borrower")',
        ),
        "lender": F(
            "GRANITE STATE NATIONAL BANK",
            2,
            "and GRANITE STATE NATIONAL BANK, as Administrative Agent, Swing Line Lender and L/C Issuer.",
        ),
        "agreement_date": F("2024-10-04", 2, "This CREDIT AGREEMENT is entered into as of October 4, 2024"),
        "principal_amount": F(375000000, 2, "the Aggregate Commitments are $375,000,000"),
        "interest_rate": F(
            "Term SOFR for such Interest Period plus the Applicable Rate",
            4,
            "at a rate per annum equal to Term SOFR for such Interest Period plus the Applicable Rate",
        ),
        "maturity_date": F("2029-10-04", 2, '"Maturity Date" means October 4, 2029'),
        "governing_law": F(
            "STATE OF NEW YORK", 5, "CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK."
        ),
        "late_charge": NULL(),
    }
    notes = (
        "Syndicated credit agreement excerpt (cover, preamble, selected definitions, Sections 2.08-2.10, "
        "10.14-10.15, Schedule 2.01). lender is the Administrative Agent (Granite State National Bank), "
        "not the co-syndication agents, arrangers (Granite State Capital Markets, LLC is a "
        "different entity) or other lenders. principal_amount is the aggregate commitments "
        "($375,000,000 = $250,000,000 revolver + $125,000,000 Term A); the $150,000,000 incremental "
        "cap, sublimits and per-lender commitments are distractors. interest_rate is the Term SOFR "
        "rate (Base Rate option is the alternative). late_charge null: there is no late charge; "
        "the Default Rate (+2%) is default interest, not a late charge. Commitment-fee and "
        "amortization dates are distractors. Cover page prints the agreement date too (page 1)."
    )
    return pdf, fields, notes


# ====================================================================== term loan amendment
@doc(
    "b5_loan_term_amendment",
    "loan_agreement",
    "Tidewater Cold Storage Holdings, LLC - First Amendment to Term Loan Agreement",
)
def loan_amend():
    pdf = Pdf(LETTER)

    def head(p):
        if len(pdf.pages) > 1:
            p.text(540, 40, "First Amendment to Term Loan Agreement", "tiit", 8, GREY, al="r")
        return 72

    fl = Flow(pdf, left=72, right=72, top=72, bottom=84, new_page_cb=head)
    S = 10.2
    fl.page()
    fl.heading("FIRST AMENDMENT TO TERM LOAN AGREEMENT", al="c", sz=12.5, before=8, after=10)
    fl.para(
        'THIS FIRST AMENDMENT TO TERM LOAN AGREEMENT (this "Amendment") is made and entered into as '
        'of March 1, 2024 (the "Amendment Effective Date"), by and between TIDEWATER COLD STORAGE '
        'HOLDINGS, LLC, a Virginia limited liability company ("Borrower"), and BAYLINE CAPITAL BANK, '
        'N.A., a national banking association ("Lender").',
        sz=S,
        keep=True,
    )
    fl.heading("RECITALS", al="c", sz=S, before=2)
    for r in [
        "A. Borrower and Lender are parties to that certain Term Loan Agreement dated as of June 30, 2021 "
        '(as amended, restated, supplemented or otherwise modified prior to the date hereof, the "Loan '
        'Agreement"), pursuant to which Lender made a term loan to Borrower in the original principal '
        'amount of $30,000,000.00, evidenced by a Term Note dated June 30, 2021 (the "Original Note").',
        "B. As of the date hereof, the outstanding principal balance of the term loan under the Loan "
        "Agreement is $26,250,000.00, and interest accrues thereon at LIBOR plus 2.25% per annum as "
        "determined under Section 2.3 of the Loan Agreement.",
        "C. Borrower has requested that Lender (i) make an additional advance to Borrower in the amount of "
        '$16,250,000.00 (the "Incremental Advance") to finance the expansion of Borrower\'s cold storage '
        "facility located at 2200 Harbor Gateway, Chesapeake, Virginia, (ii) extend the Maturity Date, and "
        "(iii) replace the LIBOR-based interest rate provisions of the Loan Agreement, and Lender is "
        "willing to do so on the terms and subject to the conditions set forth herein.",
    ]:
        fl.para(r, sz=S, keep=True)
    fl.para(
        "NOW, THEREFORE, in consideration of the mutual agreements contained herein and other good and "
        "valuable consideration, the receipt and sufficiency of which are hereby acknowledged, the "
        "parties agree as follows:",
        sz=S,
    )
    fl.para(
        "Capitalized terms used but not defined herein have the meanings given to them in the Loan "
        "Agreement.",
        sz=S,
        bold_prefix="1. Defined Terms.",
        keep=True,
    )
    fl.para(
        "Effective as of the Amendment Effective Date, the Loan Agreement is hereby amended as follows:",
        sz=S,
        bold_prefix="2. Amendments to Loan Agreement.",
        keep=True,
    )
    subs = [
        "(a) Term Loan Amount. Section 2.1 of the Loan Agreement is amended and restated in its entirety to "
        'read as follows: "2.1 Term Loan. Subject to the terms and conditions hereof, Lender has made and, '
        "on the Amendment Effective Date, shall make term loan advances to Borrower in the aggregate "
        'outstanding principal amount of $42,500,000.00 (the "Term Loan"), consisting of the outstanding '
        "principal balance of the original term loan of $26,250,000.00 and the Incremental Advance of "
        '$16,250,000.00."',
        "(b) Interest Rate. Section 2.3(a) of the Loan Agreement is amended and restated in its entirety to "
        'read as follows: "(a) The outstanding principal balance of the Term Loan shall bear interest at a '
        'rate per annum equal to Term SOFR plus 2.35% (the "Applicable Margin"), adjusted monthly on the '
        "first day of each calendar month; provided that in no event shall the interest rate be less than "
        '3.00% per annum." All references in the Loan Agreement to "LIBOR" are replaced with references '
        'to "Term SOFR".',
        '(c) Maturity Date. The definition of "Maturity Date" in Section 1.1 of the Loan Agreement is '
        'amended by deleting the date "June 30, 2026" and replacing it with the date "June 30, 2029".',
        "(d) Amortization. Section 2.4 of the Loan Agreement is amended to provide that, commencing April 1, "
        "2024, Borrower shall pay consecutive monthly installments of principal of $118,055.56 each, "
        "together with accrued interest, with all unpaid principal and interest due on the Maturity Date.",
        "(e) Late Charges. Section 2.8 of the Loan Agreement is amended and restated in its entirety to read "
        'as follows: "2.8 Late Charges. If any payment of principal or interest is not received by Lender '
        "within ten (10) days after the date it is due, Borrower shall pay to Lender a late charge equal to "
        "four percent (4%) of the amount of such payment. Such late charge is in addition to, and not in "
        'lieu of, interest at the Default Rate under Section 2.9."',
    ]
    for s_ in subs:
        fl.para(s_, sz=S, indent=18, keep=True)
    fl.para(
        "This Amendment shall become effective upon Lender's receipt of: (a) this Amendment duly "
        "executed by Borrower; (b) an Amended and Restated Term Note in the principal amount of "
        "$42,500,000.00; (c) a Reaffirmation of Guaranty executed by Tidewater Cold Storage, Inc. (the "
        '"Guarantor"); (d) payment of an amendment fee of $106,250.00; and (e) an endorsement to '
        "Lender's title insurance policy for the Deed of Trust recorded on July 2, 2021.",
        sz=S,
        bold_prefix="3. Conditions Precedent.",
        keep=True,
    )
    fl.para(
        "Borrower represents and warrants that the representations and warranties in the Loan "
        "Agreement are true and correct in all material respects on and as of the date hereof and that "
        "no Default or Event of Default exists.",
        sz=S,
        bold_prefix="4. Representations and Warranties.",
        keep=True,
    )
    fl.para(
        "Except as expressly amended hereby, the Loan Agreement and the other Loan Documents remain in "
        "full force and effect and are ratified and confirmed. This Amendment is not a novation of the "
        "indebtedness evidenced by the Original Note.",
        sz=S,
        bold_prefix="5. Reaffirmation; No Novation.",
        keep=True,
    )
    fl.para(
        "This Amendment shall be governed by, and construed in accordance with, the laws of the "
        "Commonwealth of Virginia, without giving effect to its conflict of laws rules.",
        sz=S,
        bold_prefix="6. Governing Law.",
        keep=True,
    )
    fl.para(
        "This Amendment may be executed in counterparts and by electronic signature, each of which "
        "shall be deemed an original and all of which together constitute one instrument.",
        sz=S,
        bold_prefix="7. Counterparts.",
        keep=True,
    )
    fl.para("[Signature page follows.]", f="tiit", sz=S, indent=0)
    # signature page
    fl.page()
    pg = fl.pg
    pg.para(
        72,
        100,
        468,
        "IN WITNESS WHEREOF, the parties have caused this First Amendment to Term Loan "
        "Agreement to be executed by their duly authorized officers as of the Amendment Effective Date.",
        "tiro",
        S,
    )
    y = 160
    for role, name, signer, title in [
        (
            "BORROWER:",
            "TIDEWATER COLD STORAGE HOLDINGS, LLC",
            "Andrea V. Castellano",
            "Chief Financial Officer",
        ),
        ("LENDER:", "BAYLINE CAPITAL BANK, N.A.", "Marcus T. Whitfield", "Senior Vice President"),
    ]:
        pg.text(72, y, role, "tibo", S)
        pg.text(72, y + 16, name, "tiro", S)
        pg.text(72, y + 52, "By: ________________________________", "tiro", S)
        pg.text(98, y + 48, signer, "tiit", 13, (0.1, 0.1, 0.45))
        pg.lines(
            72, y + 68, ["Name: " + signer, "Title: " + title, "Date: March 1, 2024"], "tiro", S, lead=13
        )
        y += 140
    pg.text(72, y, "ACKNOWLEDGED AND AGREED BY GUARANTOR:", "tibo", S)
    pg.text(72, y + 16, "TIDEWATER COLD STORAGE, INC.", "tiro", S)
    pg.text(72, y + 52, "By: ________________________________", "tiro", S)
    pg.lines(72, y + 68, ["Name: Raymond J. Oduya", "Title: President"], "tiro", S, lead=13)

    def foot(p, i, n):
        p.text(306, 760, "Page %d of %d" % (i, n), "tiro", 8.5, GREY, al="c")

    pdf.finish(foot)
    fields = {
        "borrower": F(
            "TIDEWATER COLD STORAGE HOLDINGS, LLC",
            1,
            "by and between TIDEWATER COLD STORAGE HOLDINGS, LLC, a Virginia limited liability company",
        ),
        "lender": F(
            "BAYLINE CAPITAL BANK, N.A.", 1, "and BAYLINE CAPITAL BANK, N.A., a national banking association"
        ),
        "agreement_date": F("2024-03-01", 1, "is made and entered into as of March 1, 2024"),
        "principal_amount": F(
            42500000.00, 1, 'outstanding principal amount of $42,500,000.00 (the "Term Loan")'
        ),
        "interest_rate": F("Term SOFR plus 2.35%", 1, "at a rate per annum equal to Term SOFR plus 2.35%"),
        "maturity_date": F("2029-06-30", 1, 'replacing it with the date "June 30, 2029"'),
        "governing_law": F(
            "Commonwealth of Virginia", 2, "in accordance with, the laws of the Commonwealth of Virginia"
        ),
        "late_charge": F(
            "four percent (4%) of the amount of such payment",
            2,
            "a late charge equal to four percent (4%) of the amount of such payment",
        ),
    }
    notes = (
        "Amendment to an existing term loan. agreement_date is the AMENDMENT date (March 1, 2024), not "
        "the original agreement date (June 30, 2021). principal_amount is the amended Term Loan "
        "amount $42,500,000.00 (original $30,000,000.00, outstanding $26,250,000.00 and incremental "
        "$16,250,000.00 are distractors; the amendment fee is too). interest_rate is the new Term SOFR "
        "rate (the recital's LIBOR plus 2.25% is the superseded rate; the 3.00% floor is not the "
        "rate). maturity_date is the extended date June 30, 2029 (June 30, 2026 deleted). The "
        "guarantor (Tidewater Cold Storage, Inc.) is not the borrower. Late charge 4% is distinct from "
        "the Default Rate."
    )
    return pdf, fields, notes
