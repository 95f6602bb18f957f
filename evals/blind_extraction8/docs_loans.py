"""Loan-agreement builders for blind_extraction8 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from pdfkit import US, Pdf, q

GREY = (0.35, 0.35, 0.35)


def para(p, y, head, body, size=8.8, w=520, x=46):
    """A numbered section: bold heading run-in, wrapped body; returns next y."""
    if head:
        p.text(x, y, head, size, True)
        y += size * 1.4
    return p.wrap(x, y, w, body, size, gap=3) + 2


def payment(principal, rate_pct, n):
    r = D(str(rate_pct)) / 100 / 12
    f = (1 + r) ** n
    return q(D(principal) * r * f / (f - 1))


# ================================================================ 1 term note with a Schedule of Terms
@doc(
    "b8_loan_term_note_schedule",
    "loan_agreement",
    "Cobalt Prairie Bank promissory note 4410-208837 (Wrenfield Dental Studio)",
)
def loan_term_note_schedule():
    p = Pdf()
    p.new_page()
    p.text(306, 54, "PROMISSORY NOTE", 16, True, align="c")
    p.text(306, 70, "(Commercial Term Loan - Fixed Rate)", 9, align="c")
    p.text(46, 96, "SCHEDULE OF TERMS", 10, True)
    pay = payment(487500, "7.375", 84)
    rows = [
        ("Loan Number", "4410-208837"),
        ("Note Date", "October 14, 2025"),
        ("Borrower", "Wrenfield Dental Studio, PLLC"),
        ("Borrower's Address", "2290 SW Wanamaker Road, Suite 140, Topeka, Kansas 66614"),
        ("Lender", "Cobalt Prairie Bank"),
        ("Lender's Address", "901 S Kansas Avenue, Topeka, Kansas 66612"),
        ("Principal Amount", "$487,500.00"),
        ("Interest Rate", "7.375% per annum, fixed"),
        (
            "Payment Schedule",
            f"84 monthly installments of principal and interest of ${US(pay)} each, beginning November 14, 2025",
        ),
        ("Maturity Date", "October 14, 2032"),
        ("Late Charge", "5% of the overdue installment or $25.00, whichever is greater"),
        ("Default Rate", "the Interest Rate plus 5.000% per annum"),
        (
            "Prepayment Premium",
            "3% of the amount prepaid in loan year 1, 2% in loan year 2, 1% in loan year 3; none thereafter",
        ),
        ("Purpose", "Purchase of dental equipment and leasehold improvements"),
        ("Governing Law", "State of Kansas"),
    ]
    y0 = 104
    y = y0
    for k, v in rows:
        p.rect(46, y, 566, y + 17, 0.4)
        p.shade(46.3, y + 0.3, 170, y + 16.7, 0.92)
        p.line(170, y, 170, y + 17, 0.4)
        p.text(52, y + 11.5, k, 8.3, True)
        p.text(176, y + 11.5, v, 8.3)
        y += 17
    y += 18
    secs = [
        (
            "1. PROMISE TO PAY.",
            "For value received, Borrower promises to pay to the order of Lender the Principal Amount stated in the "
            "Schedule of Terms, together with interest on the unpaid principal balance from the date of disbursement "
            "until paid in full. Each capitalized term used in this Note and set out in the Schedule of Terms has the "
            "meaning given to it there; the Schedule of Terms is part of this Note.",
        ),
        (
            "2. INTEREST.",
            "Interest accrues at the Interest Rate and is computed on a 365/360 basis, that is, by applying the ratio "
            "of the annual interest rate over a year of 360 days, multiplied by the outstanding principal balance, "
            "multiplied by the actual number of days the principal balance is outstanding.",
        ),
        (
            "3. PAYMENT.",
            "Borrower will pay this Note as set out in the Payment Schedule. Borrower's final payment, due on the "
            "Maturity Date, will be for all principal and accrued interest not yet paid. Payments are applied first to "
            "accrued unpaid interest, then to principal, and then to any late charges.",
        ),
        (
            "4. LATE CHARGE.",
            "If a payment is 10 days or more late, Borrower will be charged the Late Charge stated in the Schedule of "
            "Terms. The Late Charge is not a penalty but a reasonable estimate of Lender's costs of handling a late "
            "payment.",
        ),
    ]
    for h, b in secs:
        y = para(p, y, h, b)
    p.footer("Loan No. 4410-208837 · Page 1 of 2")

    p.new_page()
    y = 56
    secs = [
        (
            "5. DEFAULT; DEFAULT RATE.",
            "Upon an Event of Default, including failure to pay any amount when due, Lender may declare the entire "
            "unpaid principal balance and accrued interest immediately due, and the interest rate on this Note will "
            "increase to the Default Rate. The Default Rate is in addition to, not instead of, the Late Charge.",
        ),
        (
            "6. PREPAYMENT.",
            "Borrower may prepay this Note in whole or in part on any payment date upon payment of the Prepayment "
            "Premium. Partial prepayments do not relieve Borrower of the obligation to continue making installments.",
        ),
        (
            "7. COLLATERAL; GUARANTY.",
            "This Note is secured by a Commercial Security Agreement dated October 14, 2025 covering all equipment, "
            "inventory and accounts of Borrower, and is guaranteed by Amara J. Wrenfield, DDS under an unlimited "
            "continuing guaranty of the same date.",
        ),
        (
            "8. GOVERNING LAW; VENUE.",
            "This Note will be governed by and interpreted in accordance with the laws of the State of Kansas, without "
            "regard to its conflicts of law provisions. Borrower agrees to the jurisdiction of the courts of Shawnee "
            "County, Kansas.",
        ),
        (
            "9. DISBURSEMENT.",
            "Lender will disburse the loan proceeds on or after October 16, 2025, upon satisfaction of the conditions in "
            "the commitment letter dated September 22, 2025.",
        ),
    ]
    for h, b in secs:
        y = para(p, y, h, b)
    y += 10
    p.text(46, y, "BORROWER:", 9, True)
    p.text(46, y + 14, "WRENFIELD DENTAL STUDIO, PLLC", 9)
    p.line(46, y + 44, 280, y + 44, 0.5)
    p.text(46, y + 55, "By: Amara J. Wrenfield, DDS, Managing Member", 8.5)
    p.text(320, y, "LENDER:", 9, True)
    p.text(320, y + 14, "COBALT PRAIRIE BANK", 9)
    p.line(320, y + 44, 560, y + 44, 0.5)
    p.text(320, y + 55, "By: Tomas R. Everly, Vice President", 8.5)
    p.text(46, y + 90, "GUARANTOR ACKNOWLEDGMENT:", 9, True)
    p.line(46, y + 120, 280, y + 120, 0.5)
    p.text(46, y + 131, "Amara J. Wrenfield, DDS, individually", 8.5)
    p.footer("Loan No. 4410-208837 · Page 2 of 2")

    same(D("7447.37"), pay, "installment")
    fields = {
        "borrower": F("Wrenfield Dental Studio, PLLC", 1, "Borrower Wrenfield Dental Studio, PLLC"),
        "lender": F("Cobalt Prairie Bank", 1, "Lender Cobalt Prairie Bank"),
        "agreement_date": F("2025-10-14", 1, "Note Date October 14, 2025"),
        "principal_amount": F(487500.00, 1, "Principal Amount $487,500.00"),
        "interest_rate": F("7.375% per annum, fixed", 1, "Interest Rate 7.375% per annum, fixed"),
        "maturity_date": F("2032-10-14", 1, "Maturity Date October 14, 2032"),
        "governing_law": F("State of Kansas", 1, "Governing Law State of Kansas"),
        "late_charge": F(
            "5% of the overdue installment or $25.00, whichever is greater",
            1,
            "Late Charge 5% of the overdue installment or $25.00, whichever is greater",
        ),
    }
    notes = (
        "Commercial term note whose economic terms sit in a boxed SCHEDULE OF TERMS at the top (label cell, value "
        "cell); the body refers to 'the Principal Amount stated in the Schedule of Terms' etc. without repeating "
        "the values. Late charge printed as '5% of the overdue installment or $25.00, whichever is greater'; the "
        "Default Rate (Interest Rate plus 5.000%) and the Prepayment Premium are not late charges. Distractor "
        "dates: first installment November 14, 2025, disbursement October 16, 2025, commitment letter September "
        "22, 2025, security agreement/guaranty of the note date. The guarantor (Amara J. Wrenfield) and the "
        "venue (Shawnee County) are distractors. No field is null."
    )
    sums = []
    return p, fields, notes, sums


# ================================================================ 2 renewal / change in terms (late charge not printed)
@doc(
    "b8_loan_renewal_change_in_terms",
    "loan_agreement",
    "Ashby County State Bank renewal and change in terms agreement (Halloran Seed & Grain Cooperative)",
)
def loan_renewal_change_in_terms():
    p = Pdf(face="serif")
    p.new_page()
    p.text(306, 56, "RENEWAL AND CHANGE IN TERMS AGREEMENT", 14, True, align="c")
    p.text(306, 72, "Loan No. 0077-31904-R1", 9, align="c")
    y = p.wrap(
        50,
        98,
        512,
        'THIS RENEWAL AND CHANGE IN TERMS AGREEMENT (this "Agreement") is made this 22nd day of January, 2025, '
        'between HALLORAN SEED & GRAIN COOPERATIVE, a Nebraska cooperative corporation ("Borrower"), and ASHBY '
        'COUNTY STATE BANK, a Nebraska banking corporation ("Lender").',
        9.5,
        gap=6,
    )
    p.text(50, y + 4, "DESCRIPTION OF EXISTING INDEBTEDNESS", 9.5, True)
    y += 12
    orig = D("3000000.00")
    paid = D("853619.45")
    bal = orig - paid
    rows = [
        ("Original note date", "March 3, 2022"),
        ("Original principal amount", "$" + US(orig)),
        ("Original interest rate", "5.25% per annum, fixed"),
        ("Original maturity date", "March 3, 2025"),
        ("Principal repaid through January 22, 2025", "$" + US(paid)),
        ("Unpaid principal balance at January 22, 2025", "$" + US(bal)),
        ("Accrued interest paid at signing", "$6,912.40"),
    ]
    y += 8
    for k, v in rows:
        p.text(62, y, k, 9)
        p.text(520, y, v, 9, align="r")
        p.line(62, y + 3, 520, y + 3, 0.2, GREY)
        y += 14
    y += 10
    p.text(50, y, "DESCRIPTION OF CHANGE IN TERMS", 9.5, True)
    y += 16
    items = [
        (
            "(a) Renewal.",
            "The unpaid principal balance of the Original Note, $"
            + US(bal)
            + ", is renewed and shall be the principal "
            'amount of this Agreement (the "Renewal Principal Amount"). No new money is advanced.',
        ),
        (
            "(b) Interest rate.",
            "Effective January 22, 2025 the interest rate is changed from 5.25% fixed to a variable rate equal to the "
            "Wall Street Journal Prime Rate plus 0.500% per annum (currently 8.000% per annum), adjusted on the date "
            "of each change in the index, provided the rate shall never be less than 6.000% per annum.",
        ),
        (
            "(c) Payments.",
            "Borrower shall pay monthly installments of $27,450.00, including interest, beginning February 22, 2025, "
            "with an annual principal curtailment of $150,000.00 due each December 1.",
        ),
        (
            "(d) Maturity.",
            "The maturity date is extended from March 3, 2025 to March 3, 2028, on which date the entire unpaid "
            "principal balance and all accrued interest shall be due and payable.",
        ),
    ]
    for h, b in items:
        p.text(62, y, h, 9.2, True)
        y = p.wrap(140, y, 422, b, 9.2, gap=4)
    p.footer("Renewal and Change in Terms Agreement · Loan No. 0077-31904-R1 · Page 1 of 2", 7.5)

    p.new_page()
    y = 60
    for h, b in (
        (
            "CONTINUING VALIDITY.",
            "Except as expressly changed by this Agreement, the terms of the Original Note, including without "
            "limitation its late charge, default rate and prepayment provisions, remain unchanged and in full force and "
            "effect. Consent by Lender to this Agreement does not waive Lender's right to strict performance of the "
            "obligation as changed, nor obligate Lender to make any future change in terms.",
        ),
        (
            "COLLATERAL.",
            "The renewed indebtedness remains secured by the Deed of Trust dated March 3, 2022 on the grain elevator "
            "and warehouse at 1150 Elevator Road, Ord, Nebraska 68862, and by the Agricultural Security Agreement of the "
            "same date.",
        ),
        (
            "GOVERNING LAW.",
            "This Agreement will be governed by and interpreted in accordance with the laws of the State of Nebraska. "
            "If there is a lawsuit, Borrower agrees to submit to the jurisdiction of the courts of Valley County, "
            "Nebraska.",
        ),
        (
            "FEES.",
            "Borrower shall pay a renewal fee of $5,365.95 (0.25% of the Renewal Principal Amount) and recording costs "
            "at signing.",
        ),
    ):
        y = para(p, y, h, b, 9.2, 512, 50)
    y += 14
    p.text(50, y, "BORROWER:", 9.5, True)
    p.text(50, y + 14, "HALLORAN SEED & GRAIN COOPERATIVE", 9)
    p.line(50, y + 44, 280, y + 44, 0.5)
    p.text(50, y + 55, "By: Marit Halloran-Voss, President", 8.8)
    p.line(50, y + 84, 280, y + 84, 0.5)
    p.text(50, y + 95, "By: Everett Dunmore, Secretary-Treasurer", 8.8)
    p.text(320, y, "LENDER:", 9.5, True)
    p.text(320, y + 14, "ASHBY COUNTY STATE BANK", 9)
    p.line(320, y + 44, 560, y + 44, 0.5)
    p.text(320, y + 55, "By: Brenna Kowalczyk, Senior Vice President", 8.8)
    p.footer("Renewal and Change in Terms Agreement · Loan No. 0077-31904-R1 · Page 2 of 2", 7.5)

    same(2146380.55, bal, "balance")
    same(D("5365.95"), q(bal * D("0.0025")), "renewal fee")
    fields = {
        "borrower": F(
            "Halloran Seed & Grain Cooperative",
            1,
            "HALLORAN SEED & GRAIN COOPERATIVE, a Nebraska cooperative corporation",
        ),
        "lender": F("Ashby County State Bank", 1, "ASHBY COUNTY STATE BANK, a Nebraska banking corporation"),
        "agreement_date": F("2025-01-22", 1, "is made this 22nd day of January, 2025"),
        "principal_amount": F(
            2146380.55,
            1,
            "The unpaid principal balance of the Original Note, $2,146,380.55, is renewed and shall be the principal amount of this Agreement",
        ),
        "interest_rate": F(
            "Wall Street Journal Prime Rate plus 0.500% per annum",
            1,
            "Wall Street Journal Prime Rate plus 0.500% per annum",
        ),
        "maturity_date": F(
            "2028-03-03", 1, "The maturity date is extended from March 3, 2025 to March 3, 2028"
        ),
        "governing_law": F("State of Nebraska", 2, "in accordance with the laws of the State of Nebraska"),
        "late_charge": NULL(),
    }
    notes = (
        "Renewal and change-in-terms agreement that SUPERSEDES the original note's terms. agreement_date is the "
        "agreement's date (22nd day of January, 2025), not the original note date March 3, 2022. principal_amount "
        "is the renewed balance that the agreement makes its principal ($2,146,380.55), not the original "
        "$3,000,000.00; a sum ties them through the principal repaid. interest_rate is the new variable rate (WSJ "
        "Prime plus 0.500%); the old 5.25% fixed rate, the current 8.000% and the 6.000% floor are distractors. "
        "maturity_date is the extended March 3, 2028; the superseded March 3, 2025 is a distractor. late_charge is "
        "null: the agreement only says the Original Note's late charge provisions remain in effect and never prints "
        "the charge. Other distractors: first payment date, annual curtailment, renewal fee, deed of trust date, "
        "Valley County venue."
    )
    sums = [
        SUM(
            "original principal less repayments",
            [
                (1, T("Original principal", 3000000.00, 1, "Original principal amount $3,000,000.00")),
                (
                    -1,
                    T(
                        "Principal repaid",
                        853619.45,
                        1,
                        "Principal repaid through January 22, 2025 $853,619.45",
                    ),
                ),
            ],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 3 construction loan agreement
@doc(
    "b8_loan_construction_agreement",
    "loan_agreement",
    "Calloway Federal Savings Bank construction loan agreement (Juniper Flats Apartments, LLC)",
)
def loan_construction_agreement():
    p = Pdf()
    p.new_page()
    p.text(306, 56, "CONSTRUCTION LOAN AGREEMENT", 15, True, align="c")
    y = p.wrap(
        50,
        84,
        512,
        'THIS CONSTRUCTION LOAN AGREEMENT (this "Agreement") is made and entered into as of May 9, 2025 (the '
        '"Effective Date"), by and between JUNIPER FLATS APARTMENTS, LLC, a Colorado limited liability company '
        '("Borrower"), and CALLOWAY FEDERAL SAVINGS BANK, a federal savings bank ("Lender").',
        9,
        gap=6,
    )
    p.text(306, y + 2, "RECITALS", 9.5, True, align="c")
    budget = [
        ("Land acquisition", D("3850000")),
        ("Hard costs (GMP contract with Sandcrest Builders, Inc.)", D("23420000")),
        ("Soft costs (design, permits, fees, contingency)", D("3130000")),
        ("Interest reserve", D("1600000")),
    ]
    tpc = sum((v for _, v in budget), D(0))
    equity = D("9600000")
    loan = tpc - equity
    y = p.wrap(
        50,
        y + 18,
        512,
        "A. Borrower owns the land at 2150 Juniper Flats Road, Longmont, Colorado 80501 and intends to construct on it "
        'a 168-unit multifamily residential project with related parking and amenities (the "Project"), at a total '
        "project cost of $" + US(tpc) + " as shown in the Loan Budget attached as Exhibit B.",
        9,
        gap=4,
    )
    y = p.wrap(
        50,
        y,
        512,
        "B. Borrower has requested, and Lender has agreed to make, a loan to Borrower in the maximum principal amount "
        "of up to Twenty-Two Million Four Hundred Thousand and No/100 Dollars ($"
        + US(loan)
        + ') (the "Loan"), '
        "to be advanced in accordance with this Agreement and evidenced by a Promissory Note of even date herewith.",
        9,
        gap=4,
    )
    y = p.wrap(
        50,
        y,
        512,
        'C. Rowan T. Ibsen and Celeste M. Ibsen (each a "Guarantor") have agreed to guarantee completion of the '
        "Project and repayment of the Loan.",
        9,
        gap=8,
    )
    p.text(50, y, "ARTICLE 1. DEFINITIONS", 9.5, True)
    y += 15
    defs = [
        (
            '"Borrower\'s Equity"',
            "means cash equity of not less than $"
            + US(equity)
            + ", to be fully invested in the Project before the first Advance other than the Initial Advance.",
        ),
        ('"Initial Advance"', "means the Advance made on the Effective Date in the amount of $4,100,000.00."),
        (
            '"Interest Rate"',
            "means One-Month Term SOFR plus 3.10% per annum, provided that the Interest Rate shall in no event be less than 4.25% per annum.",
        ),
        ('"Initial Maturity Date"', "means May 9, 2028."),
        (
            '"Maturity Date"',
            "means the Initial Maturity Date or, if Borrower has exercised an Extension Option in accordance with "
            "Section 2.8, the Extended Maturity Date then in effect.",
        ),
        (
            '"Extended Maturity Date"',
            "means May 9, 2029 upon exercise of the first Extension Option and May 9, 2030 upon exercise of the second "
            "Extension Option.",
        ),
        (
            '"Completion Date"',
            "means November 9, 2027, the date by which Completion of the Project must occur.",
        ),
    ]
    for k, v in defs:
        y = p.wrap(62, y, 500, k + " " + v, 8.8, gap=3)
    p.footer("Construction Loan Agreement - Juniper Flats Apartments, LLC · Page 1 of 3")

    p.new_page()
    y = 56
    p.text(50, y, "ARTICLE 2. THE LOAN", 9.5, True)
    y += 16
    secs = [
        (
            "2.1 Advances.",
            "Lender shall advance the Loan in monthly Advances against Draw Requests approved by Lender's construction "
            "consultant, up to the aggregate maximum principal amount stated in Recital B.",
        ),
        (
            "2.2 Interest.",
            "The outstanding principal balance of the Loan bears interest at the Interest Rate, computed on the basis "
            "of a 360-day year and the actual days elapsed. Interest is payable monthly in arrears on the ninth day of "
            "each month, beginning June 9, 2025, from the interest reserve while funds remain in it.",
        ),
        (
            "2.3 Repayment.",
            "The entire outstanding principal balance of the Loan, together with all accrued and unpaid interest and "
            "all other sums due under the Loan Documents, shall be due and payable on the Maturity Date.",
        ),
        (
            "2.4 Loan Fee.",
            "Borrower shall pay Lender on the Effective Date a loan fee of $168,000.00 (0.75% of the maximum principal "
            "amount of the Loan).",
        ),
        (
            "2.6 Late Charge.",
            "If any payment of interest or principal is not received by Lender within ten (10) days after its due "
            "date, Borrower shall pay Lender a late charge equal to four percent (4%) of the amount of such payment. "
            "The late charge does not apply to the payment due on the Maturity Date.",
        ),
        (
            "2.7 Default Rate.",
            "After the occurrence and during the continuance of an Event of Default, the Loan shall bear interest at "
            "the Interest Rate plus five percent (5%) per annum.",
        ),
        (
            "2.8 Extension Options.",
            "Borrower may extend the Initial Maturity Date twice, each time by twelve (12) months, upon (a) written "
            "notice given not less than 60 nor more than 120 days before the then-current Maturity Date, (b) a debt "
            "service coverage ratio of at least 1.25 to 1.00, (c) no Event of Default, and (d) payment of an extension "
            "fee of 0.25% of the outstanding principal balance.",
        ),
    ]
    for h, b in secs:
        p.text(62, y, h, 8.8, True)
        y = p.wrap(166, y, 396, b, 8.8, gap=5)
    y += 6
    p.text(50, y, "ARTICLE 9. MISCELLANEOUS", 9.5, True)
    y += 16
    for h, b in (
        (
            "9.4 Governing Law.",
            "This Agreement and the other Loan Documents shall be governed by and construed in accordance with the laws "
            "of the State of Colorado, without giving effect to conflict of laws principles. Federal law governs "
            "Lender's status as a federal savings bank.",
        ),
        (
            "9.5 Notices.",
            "Notices to Lender: Calloway Federal Savings Bank, Commercial Real Estate Group, 1800 Larimer Street, "
            "Suite 2200, Denver, Colorado 80202, Attention: Priya Oduya.",
        ),
    ):
        p.text(62, y, h, 8.8, True)
        y = p.wrap(166, y, 396, b, 8.8, gap=5)
    p.footer("Construction Loan Agreement - Juniper Flats Apartments, LLC · Page 2 of 3")

    p.new_page()
    p.text(
        50, 56, "IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.", 9
    )
    y = 84
    p.text(50, y, "BORROWER:", 9.5, True)
    p.text(50, y + 14, "JUNIPER FLATS APARTMENTS, LLC,", 9)
    p.text(50, y + 25, "a Colorado limited liability company", 8.5)
    p.text(50, y + 36, "By: Ibsen Residential Partners, LLC, its Manager", 8.5)
    p.line(50, y + 66, 280, y + 66, 0.5)
    p.text(50, y + 77, "By: Rowan T. Ibsen, Managing Member", 8.5)
    p.text(320, y, "LENDER:", 9.5, True)
    p.text(320, y + 14, "CALLOWAY FEDERAL SAVINGS BANK", 9)
    p.line(320, y + 66, 560, y + 66, 0.5)
    p.text(320, y + 77, "By: Harlan J. Sokolov, Senior Vice President", 8.5)
    y += 130
    p.text(306, y, "EXHIBIT B - LOAN BUDGET (SUMMARY)", 10, True, align="c")
    y += 20
    for k, v in budget:
        p.text(80, y, k, 9)
        p.text(530, y, "$" + US(v), 9, align="r")
        y += 14
    p.hline(y - 9, 380, 532, 0.5)
    p.text(80, y, "Total Project Cost", 9, True)
    p.text(530, y, "$" + US(tpc), 9, True, align="r")
    y += 22
    p.text(80, y, "Sources: Loan", 9)
    p.text(530, y, "$" + US(loan), 9, align="r")
    p.text(80, y + 14, "Sources: Borrower's Equity", 9)
    p.text(530, y + 14, "$" + US(equity), 9, align="r")
    p.footer("Construction Loan Agreement - Juniper Flats Apartments, LLC · Page 3 of 3")

    same(32000000, tpc, "total project cost")
    same(22400000.00, loan, "loan")
    fields = {
        "borrower": F(
            "Juniper Flats Apartments, LLC",
            1,
            "JUNIPER FLATS APARTMENTS, LLC, a Colorado limited liability company",
        ),
        "lender": F(
            "Calloway Federal Savings Bank", 1, "CALLOWAY FEDERAL SAVINGS BANK, a federal savings bank"
        ),
        "agreement_date": F("2025-05-09", 1, "is made and entered into as of May 9, 2025"),
        "principal_amount": F(
            22400000.00, 1, "Twenty-Two Million Four Hundred Thousand and No/100 Dollars ($22,400,000.00)"
        ),
        "interest_rate": F(
            "One-Month Term SOFR plus 3.10% per annum", 1, "means One-Month Term SOFR plus 3.10% per annum"
        ),
        "maturity_date": F("2028-05-09", 1, '"Initial Maturity Date" means May 9, 2028.'),
        "governing_law": F("State of Colorado", 2, "in accordance with the laws of the State of Colorado"),
        "late_charge": F(
            "four percent (4%) of the amount of such payment",
            2,
            "a late charge equal to four percent (4%) of the amount of such payment",
        ),
    }
    notes = (
        "Construction loan agreement with numbered articles. principal_amount is the maximum principal amount "
        "(up to $22,400,000.00) in Recital B; the Initial Advance ($4,100,000.00), Borrower's Equity ($9,600,000.00), "
        "total project cost ($32,000,000.00) and loan fee are distractors. maturity_date is the stated Initial "
        "Maturity Date May 9, 2028: the Extended Maturity Dates (2029, 2030) apply only if conditional extension "
        "options are exercised; the Completion Date (November 9, 2027) and the first interest date are distractors. "
        "interest_rate is 'One-Month Term SOFR plus 3.10% per annum'; the 4.25% floor and the Default Rate (plus "
        "5%) are distractors. The late charge is the 4% charge in Section 2.6; default interest is not a late "
        "charge. Governing law is Colorado (the federal-law sentence covers only the lender's status). The "
        "guarantors and the borrower's manager are distractors. No field is null."
    )
    sums = [
        SUM(
            "sources of funds",
            [
                (1, "principal_amount"),
                (1, T("Borrower's Equity", 9600000.00, 3, "Sources: Borrower's Equity $9,600,000.00")),
            ],
            T("Total Project Cost", 32000000.00, 3, "Total Project Cost $32,000,000.00"),
        ),
        SUM(
            "loan budget",
            [
                (1, T("Land", 3850000.00, 3, "Land acquisition $3,850,000.00")),
                (1, T("Hard costs", 23420000.00, 3, "Sandcrest Builders, Inc.) $23,420,000.00")),
                (1, T("Soft costs", 3130000.00, 3, "contingency) $3,130,000.00")),
                (1, T("Interest reserve", 1600000.00, 3, "Interest reserve $1,600,000.00")),
            ],
            T("Total Project Cost", 32000000.00, 3, "Total Project Cost $32,000,000.00"),
        ),
    ]
    return p, fields, notes, sums
