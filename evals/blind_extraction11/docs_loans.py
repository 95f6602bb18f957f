"""Loan-agreement builders for blind_extraction11 (3 documents).  All parties,
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
    """Running text broken across pages line by line; finish() writes footers."""

    def __init__(self, p, top=66, bottom=736, x=60, w=492, size=9.2, footer=None):
        self.p, self.top, self.bottom, self.x, self.w, self.size = p, top, bottom, x, w, size
        self.footer = footer
        self.p.new_page()
        self.y = top

    def need(self, h):
        if self.y + h > self.bottom:
            self.p.new_page()
            self.y = self.top

    def line(self, s, size=None, bold=False, indent=0, align="l", lead=None):
        size = size or self.size
        lead = lead or size * 1.4
        self.need(lead)
        x = {"l": self.x + indent, "c": self.x + self.w / 2, "r": self.x + self.w}[align]
        self.p.text(x, self.y, s, size, bold, align=align)
        self.y += lead

    def para(self, s, size=None, bold=False, indent=0, gap=5):
        size = size or self.size
        cur = ""
        for wd in s.split(" "):
            trial = (cur + " " + wd).strip()
            if cur and width(trial, size, bold, self.p.face, self.p.ttf) > self.w - indent:
                self.line(cur, size, bold, indent)
                cur = wd
            else:
                cur = trial
        if cur:
            self.line(cur, size, bold, indent)
        self.y += gap

    def head(self, s, size=None, align="l"):
        size = size or self.size
        self.need(size * 5)
        self.y += 3
        self.line(s, size, True, align=align)
        self.y += 1

    def finish(self):
        if not self.footer:
            return
        n = self.p.pages
        for i in range(n):
            self.p.page = self.p.doc[i]
            self.p.text(306, 762, self.footer.format(i + 1, n), 7.5, align="c", color=GREY)
        self.p.page = self.p.doc[n - 1]


# ================================================================ 1 bilateral term loan agreement
@doc("b11_loan_term_loan_tx", "loan_agreement", "Halvorsen Cold Chain Logistics, LLC Term Loan Agreement")
def loan_term():
    p = Pdf(612, 792, face="serif")
    fl = Flow(p, footer="Term Loan Agreement - Halvorsen Cold Chain Logistics, LLC - Page {} of {}")
    principal = D("18750000.00")
    amort = q(principal / 180)
    same(104166.67, amort, "amortization")
    fl.line("TERM LOAN AGREEMENT", 14, True, align="c", lead=22)
    fl.para(
        'THIS TERM LOAN AGREEMENT (this "Agreement") is dated as of August 22, 2025, and is entered into by '
        "and "
        'between HALVORSEN COLD CHAIN LOGISTICS, LLC, a Texas limited liability company (the "Borrower"), '
        "and "
        'BRAZOS VALLEY NATIONAL BANK, a national banking association (the "Lender").',
    )
    fl.head("RECITALS")
    fl.para(
        "The Borrower has requested that the Lender make a term loan to finance the acquisition and "
        "expansion of "
        "a 214,000 square foot refrigerated distribution facility located at 7700 Farm-to-Market Road 1960, "
        "Humble, Texas, and the Lender is willing to do so on the terms set out below. The purchase price "
        "of the "
        "facility under the contract dated June 9, 2025 is $24,600,000.00.",
    )
    fl.head("ARTICLE 1. DEFINITIONS")
    for t in [
        '"Closing Date" means September 2, 2025, or such other date on which the conditions in Article 4 are '
        "satisfied.",
        '"Default Rate" means a rate per annum equal to the Interest Rate then in effect plus four percent '
        "(4.00%).",
        '"Floor" means 0.50% per annum.',
        '"Interest Rate" means a rate per annum equal to the Term SOFR Rate plus 2.35% per annum, subject to '
        "the Floor.",
        '"Maturity Date" means August 22, 2032.',
        '"Term SOFR Rate" means the one-month forward-looking term rate based on SOFR published by CME Group '
        "Benchmark Administration Limited two U.S. Government Securities Business Days before each Interest "
        "Period.",
    ]:
        fl.para(t, indent=14)
    fl.head("ARTICLE 2. THE TERM LOAN")
    fl.para(
        "2.1 Term Loan. Subject to the terms of this Agreement, the Lender agrees to make a single advance "
        "to the "
        "Borrower on the Closing Date in the original principal amount of EIGHTEEN MILLION SEVEN HUNDRED "
        "FIFTY "
        'THOUSAND AND NO/100 DOLLARS ($18,750,000.00) (the "Term Loan"). Amounts repaid may not be '
        "reborrowed.",
    )
    fl.para(
        "2.2 Accordion. The Borrower may request, on one occasion before August 22, 2027, an increase of "
        "the Term "
        "Loan by up to $5,000,000.00; the Lender has no obligation to agree to any such increase.",
    )
    fl.para(
        f"2.3 Repayment. The Borrower shall pay principal in monthly installments of ${US(amort)} on the "
        "first "
        "day of each month beginning October 1, 2025, together with accrued interest, and the entire unpaid "
        "principal balance with all accrued interest on the Maturity Date.",
    )
    fl.para(
        "2.4 Interest. The Term Loan shall bear interest at the Interest Rate, calculated on the basis of a "
        "360-day year and the actual number of days elapsed. The Borrower has entered into an interest rate "
        "swap "
        "with the Lender fixing its effective rate at 5.62% per annum on a notional amount of "
        "$14,000,000.00; the "
        "swap is a separate agreement and does not change the Interest Rate under this Agreement.",
    )
    fl.para(
        "2.5 Late Charge. If any payment is not received by the Lender within ten (10) days after its due "
        "date, "
        "the Borrower shall pay a late charge equal to five percent (5%) of the amount of such payment.",
    )
    fl.para(
        "2.6 Default Interest. Upon the occurrence and during the continuance of an Event of Default, all "
        "outstanding Obligations shall bear interest at the Default Rate.",
    )
    fl.para(
        "2.7 Prepayment. The Borrower may prepay the Term Loan in whole or in part; any prepayment made "
        "before "
        "August 22, 2026 shall be accompanied by a fee of 1.00% of the amount prepaid.",
    )
    fl.head("ARTICLE 6. FINANCIAL COVENANTS")
    fl.para(
        "The Borrower shall maintain a Debt Service Coverage Ratio of not less than 1.30 to 1.00, tested "
        "quarterly on a trailing twelve-month basis, and a Loan-to-Value Ratio of not more than 75%.",
    )
    fl.head("ARTICLE 10. MISCELLANEOUS")
    fl.para(
        "10.7 Governing Law. This Agreement and the other Loan Documents shall be governed by and construed "
        "in "
        "accordance with the laws of the State of Texas, without regard to conflict-of-laws principles. "
        "Venue "
        "shall lie in Harris County, Texas.",
    )
    fl.para(
        "10.12 Notice of Final Agreement. THIS WRITTEN LOAN AGREEMENT REPRESENTS THE FINAL AGREEMENT "
        "BETWEEN THE "
        "PARTIES AND MAY NOT BE CONTRADICTED BY EVIDENCE OF PRIOR, CONTEMPORANEOUS OR SUBSEQUENT ORAL "
        "AGREEMENTS.",
    )
    fl.para(
        "IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above."
    )
    fl.need(90)
    y = fl.y + 10
    p.text(60, y, "BORROWER:", 9, True)
    p.text(320, y, "LENDER:", 9, True)
    p.text(60, y + 14, "HALVORSEN COLD CHAIN LOGISTICS, LLC", 8.6)
    p.text(320, y + 14, "BRAZOS VALLEY NATIONAL BANK", 8.6)
    p.text(60, y + 40, "By: ______________________________", 8.6)
    p.text(320, y + 40, "By: ______________________________", 8.6)
    p.text(60, y + 53, "Name: Erik Halvorsen, Manager", 8.6)
    p.text(320, y + 53, "Name: Monica Treviño, Senior Vice President", 8.6)
    fl.finish()

    fields = {
        "borrower": F(
            "Halvorsen Cold Chain Logistics, LLC",
            1,
            "HALVORSEN COLD CHAIN LOGISTICS, LLC, a Texas limited liability company",
        ),
        "lender": F(
            "Brazos Valley National Bank", 1, "BRAZOS VALLEY NATIONAL BANK, a national banking association"
        ),
        "agreement_date": F("2025-08-22", 1, "is dated as of August 22, 2025"),
        "principal_amount": F(18750000.00, 1, "THOUSAND AND NO/100 DOLLARS ($18,750,000.00)"),
        "interest_rate": F(
            "Term SOFR Rate plus 2.35% per annum", 1, "the Term SOFR Rate plus 2.35% per annum, subject to"
        ),
        "maturity_date": F("2032-08-22", 1, '"Maturity Date" means August 22, 2032.'),
        "governing_law": F("Texas", 1, "accordance with the laws of the State of Texas"),
        "late_charge": F(
            "five percent (5%) of the amount of such payment",
            1,
            "late charge equal to five percent (5%) of the amount of such payment",
        ),
    }
    notes = (
        "Bilateral term loan agreement. The agreement date (dated as of August 22, 2025) differs from the "
        "Closing Date September 2, 2025, the purchase contract date and the first payment date. Principal "
        "$18,750,000.00; the accordion ($5,000,000.00), the purchase price ($24,600,000.00), the swap "
        "notional "
        "and the monthly amortization ($104,166.67) are distractors. The Interest Rate is Term SOFR plus "
        "2.35% "
        "(labelled as printed); the 0.50% floor, the Default Rate (+4.00%), the swap's fixed 5.62% and the "
        "1.00% "
        "prepayment fee are distractors. Maturity Date August 22, 2032 vs the accordion deadline. The late "
        "charge (5% of the payment) is separate from default interest. Texas law."
    )
    return p, fields, notes, []


# ================================================================ 2 promissory note, fixed rate, balloon
@doc("b11_loan_promissory_note_az", "loan_agreement", "Sonoran Peak Dental Partners, PLLC Promissory Note")
def loan_note():
    p = Pdf(612, 792, face="serif")
    fl = Flow(p, footer="Promissory Note - Loan No. 6604-118 - Page {} of {}")
    pmt = level_payment("1285000", "7.125", 300)
    same(9184.84, pmt, "payment")
    fl.line("PROMISSORY NOTE", 14, True, align="c", lead=20)
    fl.line("(Secured by Deed of Trust)", 9, align="c", lead=20)
    p.text(60, fl.y, "$1,285,000.00", 10, True)
    p.text(306, fl.y, "Scottsdale, Arizona", 10, align="c")
    p.text(552, fl.y, "November 3, 2025", 10, align="r")
    fl.y += 22
    fl.para(
        "FOR VALUE RECEIVED, SONORAN PEAK DENTAL PARTNERS, PLLC, an Arizona professional limited liability "
        "company "
        '("Borrower"), promises to pay to the order of MESA VERDE COMMUNITY BANK, an Arizona state-chartered '
        'bank ("Lender"), at 4120 North Scottsdale Road, Scottsdale, Arizona 85251, or such other place as '
        "the "
        "holder may designate, the principal sum of ONE MILLION TWO HUNDRED EIGHTY-FIVE THOUSAND AND NO/100 "
        "DOLLARS "
        "($1,285,000.00), with interest as provided below.",
    )
    fl.para(
        "1. Interest Rate. The unpaid principal balance shall bear interest at a fixed rate of 7.125% per "
        "annum "
        '(the "Note Rate"), computed on the basis of a 365-day year and actual days elapsed. The Note Rate '
        "supersedes the rate of 7.375% per annum quoted in Lender's commitment letter dated September 19, "
        "2025.",
    )
    fl.para(
        "2. Payments. Borrower shall pay consecutive monthly installments of principal and interest of "
        f"${US(pmt)} "
        "each, beginning December 1, 2025 and continuing on the first day of each month thereafter, based "
        "on a "
        "twenty-five (25) year amortization. The entire unpaid principal balance, together with all accrued "
        "and "
        'unpaid interest, shall be due and payable in full on November 1, 2032 (the "Maturity Date").',
    )
    fl.para(
        "3. Late Charge. If any installment is not received by the holder within ten (10) days after its "
        "due date, "
        "Borrower shall pay a late charge of four percent (4%) of the overdue installment.",
    )
    fl.para(
        "4. Default Rate. After maturity, whether by acceleration or otherwise, or upon an Event of "
        "Default, the "
        "unpaid balance shall bear interest at 12.125% per annum (the Note Rate plus 5.00%).",
    )
    fl.para(
        "5. Prepayment. Borrower may prepay this Note in whole or in part upon payment of a prepayment "
        "premium "
        "equal to 3% of the amount prepaid during the first loan year, 2% during the second loan year and 1% "
        "during the third loan year, and without premium thereafter.",
    )
    fl.para(
        "6. Security. This Note is secured by a Deed of Trust, Assignment of Rents and Security Agreement "
        "of even "
        "date on the real property at 15440 North Pima Road, Scottsdale, Arizona 85260, and is guaranteed by "
        "Dr. Leticia Arvizu, DDS, under a Guaranty of even date.",
    )
    fl.para(
        "7. Governing Law. This Note shall be governed by and construed in accordance with the laws of the "
        "State "
        "of Arizona. Borrower waives presentment, demand, protest and notice of dishonor.",
    )
    fl.need(110)
    y = fl.y + 10
    p.text(320, y, "BORROWER:", 9, True)
    p.text(320, y + 14, "SONORAN PEAK DENTAL PARTNERS, PLLC", 8.6)
    p.text(320, y + 40, "By: ______________________________", 8.6)
    p.text(320, y + 53, "Leticia Arvizu, DDS, Managing Member", 8.6)
    fl.finish()

    fields = {
        "borrower": F(
            "Sonoran Peak Dental Partners, PLLC",
            1,
            "SONORAN PEAK DENTAL PARTNERS, PLLC, an Arizona professional limited liability company",
        ),
        "lender": F(
            "Mesa Verde Community Bank", 1, "MESA VERDE COMMUNITY BANK, an Arizona state-chartered bank"
        ),
        "agreement_date": F("2025-11-03", 1, "$1,285,000.00 Scottsdale, Arizona November 3, 2025"),
        "principal_amount": F(1285000.00, 1, "THOUSAND AND NO/100 DOLLARS ($1,285,000.00)"),
        "interest_rate": F("7.125% per annum", 1, "interest at a fixed rate of 7.125% per annum"),
        "maturity_date": F("2032-11-01", 1, 'in full on November 1, 2032 (the "Maturity Date")'),
        "governing_law": F("Arizona", 1, "in accordance with the laws of the State of Arizona"),
        "late_charge": F(
            "four percent (4%) of the overdue installment",
            1,
            "late charge of four percent (4%) of the overdue installment",
        ),
    }
    notes = (
        "Fixed-rate promissory note with a caption line (amount, place, date). Note Rate 7.125% per annum; "
        "the "
        "commitment-letter rate 7.375% (prior rate), the default rate 12.125% (Note Rate plus 5.00%) and the "
        "3/2/1 % prepayment premiums are distractors. Monthly installment $9,184.92 on a 25-year "
        "amortization is "
        "a distractor amount; the first payment date December 1, 2025 and the commitment letter date are "
        "distractor dates; the balloon Maturity Date is November 1, 2032. The guarantor and the collateral "
        "address are not parties to label. Late charge 4% of the overdue installment. Arizona law."
    )
    return p, fields, notes, []


# ================================================================ 3 line-of-credit amendment letter
@doc(
    "b11_loan_loc_amendment_letter",
    "loan_agreement",
    "Ironwood Millwork Company third amendment to line of credit (letter)",
)
def loan_loc():
    p = Pdf(612, 792)
    fl = Flow(p, top=150, size=9, footer="Lakehead Commercial Bank, N.A. - Page {} of {}")
    p.page = p.doc[0]
    p.text(60, 62, "LAKEHEAD COMMERCIAL BANK, N.A.", 14, True, color=(0.1, 0.25, 0.2))
    p.text(
        60,
        76,
        "Commercial Banking  |  225 South Sixth Street, Suite 1900, Minneapolis, MN 55402",
        8,
        color=GREY,
    )
    p.hline(84, 60, 552, 0.8)
    fl.y = 108
    for s in [
        "June 18, 2025",
        "",
        "Ironwood Millwork Company",
        "Attn: Gregory Lindqvist, Chief Financial Officer",
        "3315 Industrial Boulevard NE",
        "Blaine, Minnesota 55449",
    ]:
        fl.line(s) if s else fl.line(" ")
    fl.y += 6
    fl.para(
        "Re: Third Amendment to Revolving Line of Credit Loan Agreement dated April 30, 2021 (as previously "
        "amended "
        'on May 15, 2022 and June 20, 2023, the "Loan Agreement") between Ironwood Millwork Company (the '
        '"Borrower") and Lakehead Commercial Bank, N.A. (the "Bank")',
        bold=True,
    )
    fl.para(
        "Dear Mr. Lindqvist: At the Borrower's request, the Bank agrees to amend the Loan Agreement as "
        "follows, "
        'effective as of June 30, 2025 (the "Amendment Effective Date"), subject to the conditions below.',
    )
    cur = D("12000000.00")
    new = D("9500000.00")
    fee = q(new * D("0.001"))
    same(9500.00, fee, "fee")
    items = [
        (
            "1. Commitment.",
            'The maximum principal amount of the revolving line of credit (the "Commitment") is reduced '
            "from "
            f"${US(cur)} to ${US(new)}. The outstanding principal balance on June 17, 2025 was "
            "$6,212,480.15.",
        ),
        (
            "2. Maturity Date.",
            "The Maturity Date of the line of credit is extended from June 30, 2025 to June 30, 2027.",
        ),
        (
            "3. Interest Rate.",
            "From the Amendment Effective Date, advances shall bear interest at Daily Simple SOFR plus "
            "2.40% per "
            "annum, subject to a floor of 3.00%, in place of the Prime Rate plus 0.25% that applied before. "
            "The "
            "Default Rate remains 3.00% per annum above the applicable rate.",
        ),
        (
            "4. Unused Fee.",
            "The unused commitment fee is reduced from 0.25% to 0.20% per annum on the average daily unused "
            "Commitment.",
        ),
        (
            "5. Borrowing Base.",
            "Advances may not exceed 80% of Eligible Accounts plus 50% of Eligible Inventory (inventory "
            "advances "
            "capped at $3,000,000.00).",
        ),
        (
            "6. Amendment Fee.",
            f"The Borrower shall pay an amendment fee of ${US(fee)} (0.10% of the reduced Commitment) on or "
            "before "
            "the Amendment Effective Date.",
        ),
    ]
    for h, t in items:
        fl.para(h + " " + t, indent=12)
    fl.para(
        "Conditions. This amendment is conditioned on the Bank's receipt of this letter signed by the "
        "Borrower and "
        "the reaffirmation of the guaranty by Lindqvist Holdings, Inc., in each case by June 27, 2025.",
    )
    fl.para(
        "Except as amended by this letter, the Loan Agreement and the other Loan Documents remain unchanged "
        "and in "
        "full force and effect, and the Borrower ratifies them. This letter amendment shall be governed by "
        "the "
        "laws of the State of Minnesota and may be signed in counterparts.",
    )
    fl.para("Sincerely,")
    fl.need(150)
    y = fl.y + 6
    p.text(60, y, "LAKEHEAD COMMERCIAL BANK, N.A.", 8.8, True)
    p.text(60, y + 26, "By: ______________________________", 8.6)
    p.text(60, y + 39, "Rachel Okafor, Vice President", 8.6)
    p.text(320, y, "ACCEPTED AND AGREED:", 8.8, True)
    p.text(320, y + 13, "IRONWOOD MILLWORK COMPANY", 8.6)
    p.text(320, y + 39, "By: ______________________________", 8.6)
    p.text(320, y + 52, "Gregory Lindqvist, CFO    Date: June 20, 2025", 8.6)
    fl.finish()

    fields = {
        "borrower": F("Ironwood Millwork Company", 1, 'between Ironwood Millwork Company (the "Borrower")'),
        "lender": F("Lakehead Commercial Bank, N.A.", 1, 'Lakehead Commercial Bank, N.A. (the "Bank")'),
        "agreement_date": F("2025-06-18", 1, "June 18, 2025 Ironwood Millwork Company"),
        "principal_amount": F(9500000.00, 1, "is reduced from $12,000,000.00 to $9,500,000.00."),
        "interest_rate": F(
            "Daily Simple SOFR plus 2.40% per annum", 1, "Daily Simple SOFR plus 2.40% per annum"
        ),
        "maturity_date": F("2027-06-30", 1, "is extended from June 30, 2025 to June 30, 2027."),
        "governing_law": F("Minnesota", 1, "laws of the State of Minnesota"),
        "late_charge": NULL(),
    }
    notes = (
        "Letter amendment (third amendment) to a revolving line of credit; the labels are the terms after "
        "the "
        "amendment. agreement_date is the letter's date June 18, 2025; the Amendment Effective Date June 30, "
        "2025, the original agreement date April 30, 2021, the earlier amendments, the signing deadline "
        "June 27 "
        "and the countersignature date June 20, 2025 are distractors. The Commitment is REDUCED from "
        "$12,000,000.00 to $9,500,000.00 (principal = the new commitment); the outstanding balance, the "
        "inventory "
        "cap and the amendment fee are distractors. Maturity extended from June 30, 2025 to June 30, 2027. "
        "New "
        "rate Daily Simple SOFR plus 2.40% (the prior Prime Rate plus 0.25%, the 3.00% floor, the Default "
        "Rate "
        "and the unused fee are distractors). Minnesota law. late_charge is null: the letter prints no late "
        "charge (only the Default Rate, which is not a late charge)."
    )
    return p, fields, notes, []
