"""Loan-agreement builders for blind_extraction10 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import NULL, F, doc, same
from pdfkit import US, Pdf, q, width

GREY = (0.35, 0.35, 0.35)


def level_payment(principal, rate_pct, months):
    """Level monthly payment of principal and interest."""
    r = D(str(rate_pct)) / 100 / 12
    f = (1 + r) ** months
    return q(D(str(principal)) * r * f / (f - 1))


class Flow:
    """Running text broken across pages line by line (Font-measured word wrap).
    finish() writes the footers with page numbers."""

    def __init__(self, p, top=64, bottom=740, x=54, w=504, size=9, footer=None, new_page=True):
        self.p, self.top, self.bottom, self.x, self.w, self.size = p, top, bottom, x, w, size
        self.footer = footer
        if new_page:
            self.p.new_page()
        self.y = top

    def need(self, h):
        if self.y + h > self.bottom:
            self.p.new_page()
            self.y = self.top

    def line(self, s, size=None, bold=False, indent=0, align="l", lead=None):
        size = size or self.size
        lead = lead or size * 1.38
        self.need(lead)
        if align == "l":
            x = self.x + indent
        elif align == "c":
            x = self.x + self.w / 2
        else:
            x = self.x + self.w
        self.p.text(x, self.y, s, size, bold, align=align)
        self.y += lead

    def para(self, s, size=None, bold=False, indent=0, gap=4, first=0):
        """Word-wrapped paragraph; first indents the first line."""
        size = size or self.size
        words, cur = s.split(" "), ""
        ind = indent + first
        for wd in words:
            trial = (cur + " " + wd).strip()
            if cur and width(trial, size, bold, self.p.face, self.p.ttf) > self.w - ind:
                self.line(cur, size, bold, ind)
                cur = wd
                ind = indent
            else:
                cur = trial
        if cur:
            self.line(cur, size, bold, ind)
        self.y += gap

    def head(self, s, size=None, align="l"):
        size = size or self.size
        self.need(size * 5)
        self.y += 3
        self.line(s, size, True, align=align)
        self.y += 1

    def space(self, h):
        self.y += h

    def finish(self):
        if not self.footer:
            return
        n = self.p.pages
        for i in range(n):
            self.p.page = self.p.doc[i]
            self.p.text(306, 766, self.footer.format(i + 1, n), 7.5, align="c", color=GREY)
        self.p.page = self.p.doc[n - 1]


# ================================================================ 1 syndicated credit agreement (excerpt)
@doc(
    "b10_loan_credit_agreement_syndicated",
    "loan_agreement",
    "Cascade Harbor Logistics, Inc. Credit Agreement (excerpt)",
)
def loan_credit_agreement_syndicated():
    p = Pdf(612, 792, face="serif")
    # ---------------- cover page
    p.new_page()
    p.text(306, 70, "Execution Version", 8.5, align="c", color=GREY)
    p.text(306, 112, "$300,000,000", 15, True, align="c")
    p.text(306, 130, "SENIOR SECURED CREDIT FACILITIES", 12, True, align="c")
    p.text(306, 166, "CREDIT AGREEMENT", 16, True, align="c")
    p.text(306, 190, "Dated as of June 12, 2025", 10.5, align="c")
    y = 222
    for s, b in (
        ("among", False),
        ("CASCADE HARBOR LOGISTICS, INC.,", True),
        ("as the Borrower,", False),
        ("THE GUARANTORS PARTY HERETO,", True),
        ("THE LENDERS PARTY HERETO,", True),
        ("and", False),
        ("FIRST MERIDIAN BANK, NATIONAL ASSOCIATION,", True),
        ("as Administrative Agent, Swing Line Lender and L/C Issuer", False),
        ("", False),
        ("PACIFIC SUMMIT BANK,", True),
        ("as Syndication Agent", False),
        ("", False),
        ("MERIDIAN CAPITAL MARKETS LLC and NORTHLAKE SECURITIES, INC.,", True),
        ("as Joint Lead Arrangers and Joint Bookrunners", False),
    ):
        if s:
            p.text(306, y, s, 10, b, align="c")
        y += 17
    p.text(
        306,
        y + 40,
        "Prepared by Hollis Marrow & Greer LLP, 1200 Fifth Avenue, Suite 3100, Seattle, Washington 98101",
        7.8,
        align="c",
        color=GREY,
    )
    # ---------------- body
    f = Flow(p, footer="Credit Agreement (excerpt) - Page {} of {}")
    f.head("CREDIT AGREEMENT", 11, align="c")
    f.para(
        'This CREDIT AGREEMENT (this "Agreement") is entered into as of June 12, 2025, among CASCADE HARBOR '
        'LOGISTICS, INC., a Washington corporation (the "Borrower"), the Guarantors (defined herein), each '
        'lender from time to time party hereto (collectively, the "Lenders" and individually, a "Lender"), '
        "and FIRST MERIDIAN BANK, NATIONAL ASSOCIATION, as Administrative Agent, Swing Line Lender and L/C "
        "Issuer.",
        first=24,
    )
    f.para(
        "The Borrower has requested that the Lenders provide a revolving credit facility and a term loan "
        "facility, and the Lenders are willing to do so on the terms and conditions set forth herein. In "
        "consideration of the mutual covenants and agreements herein contained, the parties hereto covenant and "
        "agree as follows:",
        first=24,
    )
    f.head("ARTICLE I. DEFINITIONS AND ACCOUNTING TERMS", align="c")
    f.head("1.01 Defined Terms.")
    f.para(
        "As used in this Agreement, the following terms shall have the meanings set forth below:", first=24
    )
    defs = [
        '"Adjusted Term SOFR" means, for any Interest Period, a rate per annum equal to Term SOFR for such Interest '
        "Period plus 0.10%; provided that Adjusted Term SOFR shall not be less than 0.00% per annum.",
        '"Administrative Agent" means First Meridian Bank, National Association, in its capacity as '
        "administrative agent under any of the Loan Documents, or any successor administrative agent.",
        '"Aggregate Commitments" means the Revolving Credit Commitments and the Term A Commitments of all the '
        "Lenders. On the Closing Date, the Aggregate Commitments are $300,000,000, consisting of $175,000,000 of "
        "Revolving Credit Commitments and $125,000,000 of Term A Commitments.",
        '"Applicable Margin" means, from time to time, the percentage per annum set forth below, determined by '
        "reference to the Consolidated Total Net Leverage Ratio as set forth in the most recent Compliance "
        "Certificate:",
    ]
    for s in defs:
        f.para(s, first=24)
    grid = [
        (
            "Pricing Level",
            "Consolidated Total Net Leverage Ratio",
            "Term SOFR Loans",
            "Base Rate Loans",
            "Commitment Fee",
        ),
        ("I", "< 1.50:1.00", "1.50%", "0.50%", "0.20%"),
        ("II", ">= 1.50:1.00 but < 2.25:1.00", "1.75%", "0.75%", "0.25%"),
        ("III", ">= 2.25:1.00 but < 3.00:1.00", "2.00%", "1.00%", "0.30%"),
        ("IV", ">= 3.00:1.00", "2.25%", "1.25%", "0.35%"),
    ]
    f.need(12 * 6)
    xs = [f.x + 10, f.x + 80, f.x + 330, f.x + 410, f.x + 500]
    for i, r in enumerate(grid):
        for j, (xx, s) in enumerate(zip(xs, r, strict=True)):
            p.text(xx, f.y, s, 7.8 if i else 7.4, i == 0, align="l" if j < 2 else "r")
        if i == 0:
            p.hline(f.y + 3, f.x + 8, f.x + 504, 0.4)
        f.y += 11.5
    f.space(6)
    for s in (
        "The Applicable Margin in effect from the Closing Date through the first Business Day immediately following "
        "the date a Compliance Certificate is delivered for the fiscal quarter ending September 30, 2025 shall be "
        "determined based upon Pricing Level II.",
        '"Base Rate" means for any day a fluctuating rate per annum equal to the highest of (a) the Federal Funds '
        "Rate plus 1/2 of 1%, (b) the rate of interest in effect for such day as publicly announced from time to "
        'time by the Administrative Agent as its "prime rate", and (c) Adjusted Term SOFR for a one-month tenor '
        "plus 1.00%.",
        '"Closing Date" means the first date all the conditions precedent in Section 4.01 are satisfied or waived, '
        "which date is June 12, 2025.",
        '"Default Rate" means an interest rate equal to the interest rate otherwise applicable to such Obligation '
        "plus 2.00% per annum.",
        '"Guarantors" means, collectively, Cascade Harbor Cold Chain, LLC, Harborline Drayage, LLC, CHL Real '
        "Property Holdings, LLC and each other Subsidiary that becomes a party to the Guaranty.",
        '"Incremental Facilities" has the meaning specified in Section 2.16; the aggregate principal amount of '
        "all Incremental Facilities shall not exceed $100,000,000.",
        '"Letter of Credit Sublimit" means an amount equal to $25,000,000. The Letter of Credit Sublimit is part '
        "of, and not in addition to, the Revolving Credit Commitments.",
        '"Maturity Date" means June 12, 2030; provided, however, that if such date is not a Business Day, the '
        "Maturity Date shall be the next preceding Business Day.",
        '"Swing Line Sublimit" means an amount equal to the lesser of (a) $15,000,000 and (b) the Revolving '
        "Credit Commitments.",
        '"Term SOFR" means the forward-looking term rate based on SOFR published by the CME Group Benchmark '
        "Administration Limited (or a successor administrator) two U.S. Government Securities Business Days "
        "prior to the commencement of the applicable Interest Period.",
    ):
        f.para(s, first=24)
    f.head("ARTICLE II. THE COMMITMENTS AND CREDIT EXTENSIONS", align="c")
    for s in (
        "2.01 The Loans. (a) Revolving Credit Borrowings. Subject to the terms and conditions set forth herein, each "
        "Lender severally agrees to make revolving loans to the Borrower from time to time, on any Business Day "
        "during the Availability Period, in an aggregate amount not to exceed at any time outstanding the amount of "
        "such Lender's Revolving Credit Commitment. (b) Term A Borrowing. Each Term A Lender severally agrees to "
        "make a single loan to the Borrower on the Closing Date in an amount not to exceed such Lender's Term A "
        "Commitment.",
        "2.07 Repayment of Loans. (a) The Borrower shall repay the outstanding principal amount of the Term A Loan "
        "in equal quarterly installments of $1,562,500, commencing September 30, 2025, with the balance due on the "
        "Maturity Date. (b) The Borrower shall repay to the Revolving Credit Lenders on the Maturity Date the "
        "aggregate principal amount of all Revolving Credit Loans outstanding on such date.",
        "2.08 Interest. (a) Subject to the provisions of subsection (b) below, (i) each Term SOFR Loan shall bear "
        "interest on the outstanding principal amount thereof for each Interest Period at a rate per annum equal to "
        "Adjusted Term SOFR plus the Applicable Margin; and (ii) each Base Rate Loan and each Swing Line Loan shall "
        "bear interest on the outstanding principal amount thereof from the applicable borrowing date at a rate per "
        "annum equal to the Base Rate plus the Applicable Margin. (b) While any Event of Default exists, the "
        "Borrower shall pay interest on all outstanding Obligations at a fluctuating interest rate per annum at all "
        "times equal to the Default Rate.",
        "2.09 Fees. The Borrower shall pay to the Administrative Agent for the account of each Revolving Credit "
        "Lender a commitment fee equal to the Applicable Margin for commitment fees times the actual daily amount "
        "by which the Revolving Credit Commitments exceed the Total Revolving Credit Outstandings, payable quarterly "
        "in arrears.",
    ):
        f.para(s, first=24)
    f.head("ARTICLE X. MISCELLANEOUS (EXCERPT)", align="c")
    for s in (
        "10.14 Governing Law; Jurisdiction; Etc. (a) GOVERNING LAW. THIS AGREEMENT AND EACH OTHER LOAN DOCUMENT "
        "SHALL BE GOVERNED BY, AND CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK. (b) SUBMISSION TO "
        "JURISDICTION. The Borrower irrevocably submits to the exclusive jurisdiction of the courts of the State of "
        "New York sitting in New York County and of the United States District Court of the Southern District of "
        "New York. Notices to the Borrower shall be sent to 9800 East Marginal Way South, Tukwila, Washington 98108.",
        "10.15 Waiver of Jury Trial. EACH PARTY HERETO HEREBY IRREVOCABLY WAIVES, TO THE FULLEST EXTENT PERMITTED BY "
        "APPLICABLE LAW, ANY RIGHT IT MAY HAVE TO A TRIAL BY JURY IN ANY LEGAL PROCEEDING.",
    ):
        f.para(s, first=24)
    f.space(8)
    f.line("[Signature pages follow]", align="c")
    f.space(10)
    f.need(200)
    f.para(
        "IN WITNESS WHEREOF, the parties hereto have caused this Agreement to be duly executed as of the date first above written."
    )
    for who, by in (
        (
            "CASCADE HARBOR LOGISTICS, INC., as the Borrower",
            "By: /s/ Renata Oyelaran   Name: Renata Oyelaran   Title: Chief Financial Officer",
        ),
        (
            "FIRST MERIDIAN BANK, NATIONAL ASSOCIATION, as Administrative Agent, Swing Line Lender, L/C Issuer and a Lender",
            "By: /s/ Colin Abernethy   Name: Colin Abernethy   Title: Senior Vice President",
        ),
        (
            "PACIFIC SUMMIT BANK, as Syndication Agent and a Lender",
            "By: /s/ Mei-Lin Fairbanks   Name: Mei-Lin Fairbanks   Title: Director",
        ),
    ):
        f.space(6)
        f.line(who, bold=True)
        f.line(by, size=8.4)
    f.finish()

    same(300000000, D(175000000) + D(125000000), "aggregate commitments")
    same(1562500, q(D(125000000) * D("0.0125")), "term A installment")
    fields = {
        "borrower": F(
            "Cascade Harbor Logistics, Inc.",
            2,
            'CASCADE HARBOR LOGISTICS, INC., a Washington corporation (the "Borrower")',
        ),
        "lender": F(
            "First Meridian Bank, National Association",
            1,
            "FIRST MERIDIAN BANK, NATIONAL ASSOCIATION, as Administrative Agent, Swing Line Lender and L/C Issuer",
        ),
        "agreement_date": F("2025-06-12", 1, "Dated as of June 12, 2025"),
        "principal_amount": F(
            300000000, 2, "On the Closing Date, the Aggregate Commitments are $300,000,000"
        ),
        "interest_rate": F(
            "Adjusted Term SOFR plus the Applicable Margin",
            3,
            "Adjusted Term SOFR plus the Applicable Margin",
        ),
        "maturity_date": F("2030-06-12", 2, '"Maturity Date" means June 12, 2030'),
        "governing_law": F("New York", 3, "THE LAW OF THE STATE OF NEW YORK"),
        "late_charge": NULL(),
    }
    notes = (
        "Excerpt of a syndicated credit agreement: cover page, preamble, definitions (Article I), the loans and "
        "interest (Article II), governing law (Article X) and signature blocks. Several parties and roles: the "
        "Borrower, named Guarantors, the Lenders, the Administrative Agent (also Swing Line Lender and L/C Issuer), "
        "a Syndication Agent and two Joint Lead Arrangers; per the contract the lender of a syndicated facility is "
        "the administrative agent. principal_amount is the aggregate of both facilities ($300,000,000 = "
        "$175,000,000 revolving + $125,000,000 Term A); the incremental cap, the L/C and swing line sublimits and "
        "the quarterly installment are distractors. interest_rate is the rate printed for Term SOFR Loans "
        "('Adjusted Term SOFR plus the Applicable Margin'); the Base Rate alternative, the pricing grid, the 0.10% "
        "adjustment and the Default Rate are distractors. The Closing Date is the agreement date. late_charge is "
        "null: the agreement prints no late charge (the Default Rate is default interest, not a late charge). "
        "Borrower's notice address is in Washington, but New York law governs."
    )
    return p, fields, notes, []


# ================================================================ 2 second loan modification agreement
@doc(
    "b10_loan_modification_extension",
    "loan_agreement",
    "Ridgeline Cold Storage Partners, LLC Second Loan Modification Agreement",
)
def loan_modification_extension():
    p = Pdf(612, 792, face="serif")
    f = Flow(p, footer="Second Loan Modification Agreement - Loan No. 40-118733 - Page {} of {}", top=60)
    p.text(558, 44, "Loan No. 40-118733", 8, align="r", color=GREY)
    p.text(
        54,
        44,
        "RECORDING REQUESTED BY AND WHEN RECORDED RETURN TO: Sangre Valley Bank, Loan Operations",
        7.2,
        color=GREY,
    )
    f.space(14)
    f.line("SECOND LOAN MODIFICATION AGREEMENT", 14, True, align="c", lead=22)
    f.para(
        'THIS SECOND LOAN MODIFICATION AGREEMENT (this "Agreement") is made and entered into as of September 22, '
        "2025, by and among RIDGELINE COLD STORAGE PARTNERS, LLC, a Colorado limited liability company "
        '("Borrower"), TEODORO A. CASTELLANOS, an individual ("Guarantor"), and SANGRE VALLEY BANK, a Colorado '
        'state banking corporation ("Lender").',
        first=24,
    )
    f.head("RECITALS", align="c")
    outstanding = D("6318442.17")
    new_amt = D("8400000.00")
    advance = new_amt - outstanding
    for s in (
        "A. Lender made a loan to Borrower in the original principal amount of SEVEN MILLION TWO HUNDRED FIFTY "
        'THOUSAND AND NO/100 DOLLARS ($7,250,000.00) (the "Loan"), evidenced by a Promissory Note dated March 3, '
        '2021 (the "Note") and governed by a Loan Agreement of the same date, and secured by a Deed of Trust, '
        "Assignment of Rents and Security Agreement recorded March 5, 2021 at Reception No. 4698821 in the records "
        "of Weld County, Colorado, encumbering the cold storage facility at 2250 Industrial Parkway, Greeley, "
        "Colorado 80631.",
        'B. Pursuant to a First Loan Modification Agreement dated April 14, 2023 (the "First Modification"), the '
        "maturity date of the Note was extended from March 3, 2024 to March 3, 2026 and the interest rate was "
        "changed to five and thirty-five hundredths percent (5.35%) per annum.",
        f"C. As of September 1, 2025, the unpaid principal balance of the Loan is ${US(outstanding)}.",
        "D. Borrower has requested that Lender make an additional advance to fund the expansion of the blast-freezer "
        "wing, increase the Loan amount and extend the maturity of the Loan, and Lender has agreed to do so on the "
        "terms of this Agreement.",
    ):
        f.para(s, first=24)
    f.head("AGREEMENT", align="c")
    f.para(
        "NOW, THEREFORE, in consideration of the foregoing recitals and the mutual covenants herein, the parties "
        "agree as follows:",
        first=24,
    )
    pay = level_payment(new_amt, "6.40", 300)
    for s in (
        "1. Increase of Loan Amount. The principal amount of the Loan and the face amount of the Note are hereby "
        "increased from $7,250,000.00 to EIGHT MILLION FOUR HUNDRED THOUSAND AND NO/100 DOLLARS ($8,400,000.00) (the "
        f'"Modified Loan Amount"). On the Modification Effective Date Lender shall advance ${US(advance)} (the '
        '"Additional Advance"), so that the unpaid principal balance of the Loan after the Additional Advance '
        "equals the Modified Loan Amount.",
        "2. Extension of Maturity Date. The maturity date of the Note is hereby extended from March 3, 2026 to "
        'March 3, 2031 (the "Maturity Date"), on which date all unpaid principal, accrued interest and other sums '
        "due under the Loan Documents shall be due and payable in full.",
        "3. Interest Rate. From and after the Modification Effective Date, the unpaid principal balance of the Note "
        "shall bear interest at a fixed rate of six and forty hundredths percent (6.40%) per annum, computed on the "
        "basis of a 360-day year and the actual number of days elapsed. The Default Rate under the Note remains the "
        "interest rate otherwise applicable plus five percent (5%) per annum.",
        f"4. Payments. Commencing November 1, 2025 and on the first day of each month thereafter, Borrower shall pay "
        f"monthly installments of principal and interest of ${US(pay)}, based on a twenty-five (25) year "
        "amortization, with a final payment of all unpaid principal and accrued interest on the Maturity Date.",
        "5. Conditions; Modification Effective Date. This Agreement shall become effective on the date (the "
        '"Modification Effective Date") on which Lender has received (a) this Agreement executed by Borrower and '
        "Guarantor, (b) a modification endorsement to Lender's title policy, and (c) a modification fee of "
        "$21,000.00; provided that if the Modification Effective Date has not occurred by October 15, 2025, Lender "
        "may terminate its obligations hereunder.",
        "6. Ratification. Except as expressly modified herein, the Note, the Loan Agreement, the Deed of Trust and "
        "the other Loan Documents remain unchanged and in full force and effect, including, without limitation, "
        "the late charge provided in Section 6 of the Note equal to five percent (5%) of any installment not "
        "received within ten (10) days after its due date. Borrower confirms that it has no defenses or offsets to "
        "its obligations under the Loan Documents.",
        "7. Guarantor Consent. Guarantor consents to this Agreement and reaffirms the Guaranty dated March 3, 2021, "
        "which shall extend to the Modified Loan Amount.",
        "8. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the "
        "State of Colorado, without regard to its conflict of laws principles.",
        "9. Counterparts. This Agreement may be executed in counterparts and by electronic signature, each of which "
        "shall be deemed an original.",
    ):
        f.para(s, first=24)
    f.space(6)
    f.need(230)
    f.para(
        "IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.",
        first=24,
    )
    for who, lines in (
        (
            "BORROWER:",
            [
                "RIDGELINE COLD STORAGE PARTNERS, LLC, a Colorado limited liability company",
                "By: Ridgeline Cold Storage Manager, Inc., its Manager",
                "By: ______________________  Teodoro A. Castellanos, President",
            ],
        ),
        ("GUARANTOR:", ["______________________  TEODORO A. CASTELLANOS"]),
        (
            "LENDER:",
            ["SANGRE VALLEY BANK", "By: ______________________  Whitney R. Calloway, Senior Vice President"],
        ),
    ):
        f.space(8)
        f.line(who, bold=True)
        for s in lines:
            f.line(s, size=8.8)
    f.space(10)
    f.line(
        "STATE OF COLORADO, COUNTY OF WELD: Acknowledged before me on September 22, 2025 by Teodoro A. Castellanos.",
        size=7.6,
    )
    f.finish()

    same(2081557.83, advance, "additional advance")
    same(21000.00, q(new_amt * D("0.0025")), "modification fee")
    fields = {
        "borrower": F(
            "Ridgeline Cold Storage Partners, LLC",
            1,
            'RIDGELINE COLD STORAGE PARTNERS, LLC, a Colorado limited liability company ("Borrower")',
        ),
        "lender": F(
            "Sangre Valley Bank", 1, 'SANGRE VALLEY BANK, a Colorado state banking corporation ("Lender")'
        ),
        "agreement_date": F("2025-09-22", 1, "is made and entered into as of September 22, 2025"),
        "principal_amount": F(
            8400000.00, 1, "EIGHT MILLION FOUR HUNDRED THOUSAND AND NO/100 DOLLARS ($8,400,000.00)"
        ),
        "interest_rate": F("6.40% per annum", 1, "six and forty hundredths percent (6.40%) per annum"),
        "maturity_date": F("2031-03-03", 1, "extended from March 3, 2026 to March 3, 2031"),
        "governing_law": F("Colorado", 1, "the laws of the State of Colorado"),
        "late_charge": F(
            "five percent (5%) of any installment not received within ten (10) days after its due date",
            1,
            "five percent (5%) of any installment not received within ten (10) days after its due date",
        ),
    }
    notes = (
        "Second loan modification agreement (bilateral bank loan with an individual guarantor); the labels are "
        "the terms in force AFTER this modification. agreement_date is the date the agreement is made (September "
        "22, 2025); the Modification Effective Date is a condition-based defined term, and October 15, 2025, the "
        "original note date March 3, 2021, the recording date, the First Modification date April 14, 2023 and "
        "the payment start date are distractors. principal_amount is the increased face amount $8,400,000.00; "
        "the original $7,250,000.00, the current balance $6,318,442.17 and the Additional Advance $2,081,557.83 "
        "are distractors. Maturity extended from March 3, 2026 (and earlier March 3, 2024) to March 3, 2031. The "
        "rate is now a fixed 6.40% per annum (superseded: 5.35%); the Default Rate (+5%) is default interest. The "
        "unchanged late charge is restated in the ratification clause (Section 6). Colorado law."
    )
    return p, fields, notes, []


# ================================================================ 3 demand promissory note
@doc(
    "b10_loan_demand_note_ga",
    "loan_agreement",
    "Tidewater Marine Fabrication, LLC demand promissory note",
)
def loan_demand_note_ga():
    p = Pdf(612, 792, face="serif")
    f = Flow(p, footer="Demand Promissory Note - Tidewater Marine Fabrication, LLC - Page {} of {}", top=66)
    f.line("DEMAND PROMISSORY NOTE", 15, True, align="c", lead=26)
    p.text(54, f.y, "$1,850,000.00", 10, True)
    p.text(306, f.y, "Savannah, Georgia", 10, True, align="c")
    p.text(558, f.y, "August 8, 2025", 10, True, align="r")
    f.space(24)
    principal = D("1850000.00")
    prime = D("7.50")
    margin = D("1.00")
    for s in (
        'FOR VALUE RECEIVED, TIDEWATER MARINE FABRICATION, LLC, a Georgia limited liability company ("Borrower"), '
        "promises to pay to the order of COASTAL EMPIRE COMMUNITY BANK, a Georgia banking corporation (together with "
        'any holder of this Note, "Lender"), at its office at 418 Abercorn Street, Savannah, Georgia 31401, ON '
        "DEMAND, the principal sum of ONE MILLION EIGHT HUNDRED FIFTY THOUSAND AND NO/100 DOLLARS ($1,850,000.00), "
        "or so much thereof as may be advanced and outstanding under this Note, together with interest as provided "
        "below.",
        "1. Line of Credit. This Note evidences a revolving line of credit. Borrower may borrow, repay and reborrow "
        "under this Note, provided that the unpaid principal balance shall at no time exceed $1,850,000.00. "
        "Advances shall be requested in writing by Harlan J. Pruitt, Managing Member, or by any person he "
        "designates.",
        "2. Interest Rate. The unpaid principal balance of this Note shall bear interest at a variable rate per "
        "annum equal to the Prime Rate plus one percent (1.00%), adjusted on the day the Prime Rate changes; "
        'provided that the rate shall never be less than seven and one-quarter percent (7.25%) per annum. "Prime '
        'Rate" means the prime rate published in the Money Rates section of The Wall Street Journal. On the date '
        f"of this Note the Prime Rate is {prime}% and the initial interest rate is {prime + margin}% per annum. "
        "Interest is computed on a 365/360 basis.",
        "3. Payment. Borrower shall pay all accrued interest monthly on the first (1st) day of each month, "
        "beginning September 1, 2025. The entire unpaid principal balance, together with all accrued and unpaid "
        "interest, shall be due and payable ON DEMAND. This Note has no stated maturity date; Lender may make "
        "demand at any time in its sole discretion, whether or not a default has occurred. Lender intends to review "
        "the line of credit annually, the next review to occur on or about August 8, 2026, but no such review "
        "shall limit Lender's right to demand payment.",
        "4. Late Charge. If any payment is more than fifteen (15) days late, Borrower will be charged a late charge "
        "equal to the greater of $75.00 or six percent (6%) of the unpaid portion of the payment.",
        "5. Default Interest. Upon demand, or upon any Event of Default, the interest rate on this Note shall be "
        "increased by five percentage points (5.00%) per annum above the rate otherwise in effect, to the extent "
        "permitted by law.",
        "6. Prepayment. Borrower may prepay this Note in whole or in part at any time without penalty.",
        "7. Security; Guaranty. This Note is secured by a Commercial Security Agreement dated August 8, 2025 "
        "covering all inventory, accounts and equipment of Borrower, and is guaranteed by Harlan J. Pruitt "
        "pursuant to an Unconditional Guaranty of even date.",
        "8. Financial Information. Borrower shall deliver annual financial statements within one hundred twenty "
        "(120) days after the end of each fiscal year, beginning with the fiscal year ending December 31, 2025.",
        "9. Governing Law. This Note will be governed by federal law applicable to Lender and, to the extent not "
        "preempted by federal law, the laws of the State of Georgia without regard to its conflicts of law "
        "provisions. Borrower agrees to the jurisdiction of the courts of Chatham County, Georgia.",
        "10. Waivers. Borrower waives presentment, demand for payment (other than the demand provided for above), "
        "protest and notice of dishonor. This Note is given under seal.",
    ):
        f.para(s, first=24)
    f.space(10)
    f.need(150)
    f.line("BORROWER:", bold=True)
    for s in (
        "TIDEWATER MARINE FABRICATION, LLC, a Georgia limited liability company",
        "By: ______________________ (SEAL)",
        "Harlan J. Pruitt, Managing Member",
        "Borrower's address: 1120 President Street East, Savannah, Georgia 31404",
    ):
        f.line(s, size=9)
    f.space(12)
    f.line(
        "Loan No. 2025-0817-LOC \u00b7 Officer: Danielle M. Okonkwo \u00b7 Line review date: 08/08/2026",
        size=7.6,
    )
    f.finish()

    same(8.50, prime + margin, "initial rate")
    same(1850000.00, principal, "principal")
    fields = {
        "borrower": F(
            "Tidewater Marine Fabrication, LLC",
            1,
            'TIDEWATER MARINE FABRICATION, LLC, a Georgia limited liability company ("Borrower")',
        ),
        "lender": F(
            "Coastal Empire Community Bank", 1, "COASTAL EMPIRE COMMUNITY BANK, a Georgia banking corporation"
        ),
        "agreement_date": F("2025-08-08", 1, "$1,850,000.00 Savannah, Georgia August 8, 2025"),
        "principal_amount": F(1850000.00, 1, "$1,850,000.00 Savannah, Georgia August 8, 2025"),
        "interest_rate": F(
            "the Prime Rate plus one percent (1.00%)",
            1,
            "a variable rate per annum equal to the Prime Rate plus one percent (1.00%)",
        ),
        "maturity_date": NULL(),
        "governing_law": F("Georgia", 1, "the laws of the State of Georgia"),
        "late_charge": F(
            "the greater of $75.00 or six percent (6%) of the unpaid portion of the payment",
            1,
            "the greater of $75.00 or six percent (6%) of the unpaid portion of the payment",
        ),
    }
    notes = (
        "Demand promissory note for a revolving line of credit. The caption line holds the amount, the place and "
        "the date. maturity_date is null: the principal is payable ON DEMAND and the note states it has no stated "
        "maturity date; the annual review date August 8, 2026 (also in the footer line), the first interest date "
        "September 1, 2025 and the fiscal-year date are distractors. interest_rate is the variable rate as printed "
        "('the Prime Rate plus one percent (1.00%)'); the 7.25% floor, the current Prime Rate 7.50%, the initial "
        "rate 8.50% and the default increase of 5.00% are distractors. The late charge is the greater of $75.00 "
        "or 6% of the unpaid payment. The guarantor (Harlan J. Pruitt, who also signs for the borrower) is not "
        "the borrower. Georgia law (federal law where applicable)."
    )
    return p, fields, notes, []
