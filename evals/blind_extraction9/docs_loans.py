"""Loan-agreement builders for blind_extraction9 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import F, doc, same
from pdfkit import US, Pdf, q, width

GREY = (0.35, 0.35, 0.35)


def payment(principal, rate_pct, n):
    """Level monthly payment of principal and interest."""
    r = D(str(rate_pct)) / 100 / 12
    f = (1 + r) ** n
    return q(D(str(principal)) * r * f / (f - 1))


def page_no(p, s):
    p.text(306, 770, s, 7.5, align="c", color=GREY)


class Flow:
    """Running text that breaks across pages line by line.  Paragraphs are
    word-wrapped with Font-measured widths; a new page starts when the next
    line would pass `bottom`.  finish() writes 'Page n of N' footers."""

    def __init__(self, p, top=62, bottom=742, x=48, w=516, size=8.9, footer="Page {} of {}"):
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
        lead = lead or size * 1.36
        self.need(lead)
        x = self.x + indent if align == "l" else (self.x + self.w / 2 if align == "c" else self.x + self.w)
        self.p.text(x, self.y, s, size, bold, align=align)
        self.y += lead

    def para(self, s, size=None, bold=False, indent=0, gap=3.5):
        size = size or self.size
        for chunk in s.split("\n"):
            words, cur = chunk.split(" "), ""
            for wd in words:
                trial = (cur + " " + wd).strip()
                if cur and width(trial, size, bold, self.p.face, self.p.ttf) > self.w - indent:
                    self.line(cur, size, bold, indent)
                    cur = wd
                else:
                    cur = trial
            if cur:
                self.line(cur, size, bold, indent)
            self.y += gap

    def head(self, s, size=None):
        size = size or self.size
        self.need(size * 4)  # keep a heading with the first lines after it
        self.y += 2
        self.line(s, size, True)

    def space(self, h):
        self.y += h

    def finish(self):
        n = self.p.pages
        if self.footer:
            for i in range(n):
                self.p.page = self.p.doc[i]
                page_no(self.p, self.footer.format(i + 1, n))
            self.p.page = self.p.doc[n - 1]


# ================================================================ 1 commercial term loan agreement
@doc(
    "b9_loan_term_loan_agreement",
    "loan_agreement",
    "Willamette Valley Bank term loan agreement - Cascade Ridge Cold Storage, LLC",
)
def loan_term_loan_agreement():
    p = Pdf(face="serif")
    principal = D("6850000.00")
    rate = D("6.95")
    pay = payment(principal, rate, 300)
    fee = q(principal * D("0.0075"))
    bal = principal
    for _ in range(83):  # regular payments May 1, 2025 .. March 1, 2032
        bal = q(bal * (1 + rate / 1200)) - pay
    balloon = q(bal * (1 + rate / 1200))  # final payment on the Maturity Date (30/360 estimate)
    f = Flow(p, size=9)
    f.line("TERM LOAN AGREEMENT", 15, True, align="c", lead=17)
    f.line("Loan No. 7710-004518", 9, align="c", lead=22)
    f.para(
        'THIS TERM LOAN AGREEMENT (this "Agreement") is dated as of March 12, 2025, and is entered into by and '
        'between CASCADE RIDGE COLD STORAGE, LLC, an Oregon limited liability company ("Borrower"), and '
        'WILLAMETTE VALLEY BANK, an Oregon state-chartered bank ("Lender").',
        9.2,
    )
    f.head("RECITALS")
    f.para(
        "A. Borrower has requested that Lender make a term loan to Borrower to refinance the existing mortgage "
        "indebtedness on, and to fund improvements to, Borrower's refrigerated warehouse located at 3300 SE "
        'Columbia Way, Vancouver, Washington 98661 (the "Property"), as described in Lender\'s commitment '
        'letter dated February 3, 2025 (the "Commitment Letter").\n'
        "B. Lender is willing to make the loan on the terms and subject to the conditions of this Agreement."
    )
    f.head("ARTICLE 1. DEFINITIONS")
    f.para("In this Agreement the following terms have these meanings:")
    for term, body in (
        ('"Closing Date"', "means March 14, 2025, or such other date on which the Loan is disbursed."),
        ('"Guarantors"', "means Thomas J. Okafor and Renata L. Okafor, jointly and severally."),
        ('"Loan"', "means the term loan made under Article 2 in the principal amount of $6,850,000.00."),
        ('"Maturity Date"', "means April 1, 2032."),
        ('"Payment Date"', "means the first day of each calendar month, beginning May 1, 2025."),
    ):
        f.para(term + " " + body, indent=16, gap=1.5)
    f.head("ARTICLE 2. THE LOAN")
    f.para(
        "2.1 Amount. Subject to the terms of this Agreement, Lender agrees to lend to Borrower the principal sum "
        "of SIX MILLION EIGHT HUNDRED FIFTY THOUSAND AND NO/100 DOLLARS ($6,850,000.00), to be disbursed in a "
        "single advance on the Closing Date. Amounts repaid may not be reborrowed.\n"
        "2.2 Interest Rate. The outstanding principal balance of the Loan shall bear interest at a fixed rate of "
        "6.95% per annum, calculated on the basis of a 360-day year and the actual number of days elapsed.\n"
        f"2.3 Payments. Borrower shall pay consecutive monthly installments of principal and interest of "
        f"${US(pay)} each on each Payment Date, calculated on a twenty-five (25) year amortization schedule, "
        "and a final payment of all unpaid principal, accrued interest and other amounts owing on the "
        "Maturity Date.\n"
        f"2.4 Loan Fee. Borrower shall pay Lender on the Closing Date a non-refundable loan fee of ${US(fee)} "
        "(0.75% of the principal amount).\n"
        "2.5 Late Charge. If any payment is more than ten (10) days late, Borrower shall pay a late charge equal "
        "to five percent (5%) of the unpaid portion of the regularly scheduled payment. The late charge is not "
        "a penalty but a reasonable estimate of Lender's administrative costs.\n"
        "2.6 Prepayment. Borrower may prepay the Loan in whole or in part upon thirty (30) days' written notice, "
        "together with a prepayment premium equal to three percent (3%) of the amount prepaid during the first "
        "loan year, two percent (2%) during the second loan year and one percent (1%) during the third loan "
        "year. No premium applies after the third loan year.\n"
        "2.7 Application of Payments. Payments shall be applied first to late charges and expenses, then to "
        "accrued interest, and then to principal."
    )
    f.head("ARTICLE 3. COLLATERAL")
    f.para(
        "The Loan is secured by a first-lien Deed of Trust, Assignment of Leases and Rents, Security Agreement "
        "and Fixture Filing on the Property dated as of the date of this Agreement, and by the unconditional "
        "guaranties of the Guarantors. The Property is a 64,000 square foot cold-storage facility appraised at "
        "$10,400,000 as of January 21, 2025."
    )
    f.head("ARTICLE 4. FINANCIAL COVENANTS")
    f.para(
        "Borrower shall maintain (a) a Debt Service Coverage Ratio of not less than 1.25 to 1.00, tested "
        "annually as of December 31 of each year based on Borrower's fiscal-year financial statements, and "
        "(b) a Loan-to-Value Ratio of not more than 70%. Borrower shall deliver annual financial statements "
        "within 120 days after each fiscal year end."
    )
    f.head("ARTICLE 5. EVENTS OF DEFAULT; REMEDIES")
    f.para(
        "5.1 Events of Default include: (a) failure to pay any amount within ten (10) days after it is due; "
        "(b) breach of any covenant not cured within thirty (30) days after notice; (c) insolvency of Borrower "
        "or any Guarantor; and (d) any material adverse change in the condition of the Property.\n"
        "5.2 Default Rate. Upon the occurrence and during the continuance of an Event of Default, the Loan "
        "shall bear interest at a rate equal to the interest rate otherwise applicable plus four percent (4.00%) "
        'per annum (the "Default Rate"). Lender may declare the entire unpaid balance immediately due.'
    )
    f.head("ARTICLE 6. MISCELLANEOUS")
    f.para(
        "6.1 Notices. Notices to Lender shall be sent to Willamette Valley Bank, Commercial Loan Servicing "
        "Department, P.O. Box 2180, Salem, Oregon 97308-2180. Notices to Borrower shall be sent to 3300 SE "
        "Columbia Way, Vancouver, Washington 98661, Attn: Managing Member.\n"
        "6.2 Governing Law. This Agreement and the other Loan Documents shall be governed by and construed in "
        "accordance with the laws of the State of Oregon, without regard to its conflict-of-laws principles, "
        "except that the Deed of Trust shall be governed by the laws of the State of Washington to the extent "
        "required for the creation and enforcement of the lien on the Property.\n"
        "6.3 Jury Waiver. EACH PARTY WAIVES TRIAL BY JURY IN ANY ACTION ARISING OUT OF THIS AGREEMENT.\n"
        "6.4 Statute of Frauds. UNDER OREGON LAW, MOST AGREEMENTS, PROMISES AND COMMITMENTS MADE BY LENDER "
        "AFTER OCTOBER 3, 1989 CONCERNING LOANS AND OTHER CREDIT EXTENSIONS WHICH ARE NOT FOR PERSONAL, FAMILY "
        "OR HOUSEHOLD PURPOSES OR SECURED SOLELY BY THE BORROWER'S RESIDENCE MUST BE IN WRITING, EXPRESS "
        "CONSIDERATION AND BE SIGNED BY LENDER TO BE ENFORCEABLE."
    )
    f.space(6)
    f.para("IN WITNESS WHEREOF, the parties have executed this Term Loan Agreement as of the date first written above.")
    f.space(8)
    for who, lines in (
        (
            "BORROWER:",
            [
                "CASCADE RIDGE COLD STORAGE, LLC,",
                "an Oregon limited liability company",
                "By: ______________________________",
                "Name: Thomas J. Okafor",
                "Title: Managing Member",
            ],
        ),
        (
            "LENDER:",
            [
                "WILLAMETTE VALLEY BANK",
                "By: ______________________________",
                "Name: Celeste M. Varga",
                "Title: Senior Vice President, Commercial Banking",
            ],
        ),
    ):
        f.need(100)
        f.line(who, 9.5, True, lead=15)
        for s_ in lines:
            f.line(s_, 9.2, indent=16, lead=13.5)
        f.space(12)
    f.need(130)
    f.line("SUMMARY OF PRINCIPAL TERMS (for reference only; the Agreement controls)", 8.6, True, lead=8)
    rows = [
        ("Principal amount", "$6,850,000.00"),
        ("Interest rate", "6.95% fixed"),
        ("Monthly payment", "$" + US(pay)),
        ("First payment", "May 1, 2025"),
        ("Maturity", "April 1, 2032 (balloon)"),
        ("Estimated balloon payment", "$" + US(balloon)),
    ]
    y = f.y
    for k, v in rows:
        p.rect(48, y, 250, y + 16, 0.5)
        p.rect(250, y, 564, y + 16, 0.5)
        p.text(54, y + 11.5, k, 8.6)
        p.text(256, y + 11.5, v, 8.6)
        y += 16
    f.finish()

    same(51375.00, fee, "loan fee")
    same(48196.10, pay, "monthly payment")
    same(5979411.33, balloon, "balloon")
    fields = {
        "borrower": F(
            "Cascade Ridge Cold Storage, LLC", 1, "CASCADE RIDGE COLD STORAGE, LLC, an Oregon limited liability company"
        ),
        "lender": F("Willamette Valley Bank", 1, "WILLAMETTE VALLEY BANK, an Oregon state-chartered bank"),
        "agreement_date": F("2025-03-12", 1, "is dated as of March 12, 2025"),
        "principal_amount": F(6850000.00, 1, "THOUSAND AND NO/100 DOLLARS ($6,850,000.00)"),
        "interest_rate": F("6.95% per annum", 1, "a fixed rate of 6.95% per annum"),
        "maturity_date": F("2032-04-01", 1, '"Maturity Date" means April 1, 2032.'),
        "governing_law": F("State of Oregon", 2, "in accordance with the laws of the State of Oregon"),
        "late_charge": F(
            "five percent (5%) of the unpaid portion of the regularly scheduled payment",
            1,
            "a late charge equal to five percent (5%) of the unpaid portion of the regularly scheduled payment",
        ),
    }
    notes = (
        "Commercial term loan agreement (3 pages). Agreement date 'dated as of March 12, 2025' vs the Closing "
        "Date March 14, 2025, the commitment letter February 3, 2025, the first Payment Date May 1, 2025, the "
        "appraisal date January 21, 2025 and the statute-of-frauds date October 3, 1989. principal_amount is "
        "$6,850,000.00 (legal form 'DOLLARS ($6,850,000.00)'); the loan fee, monthly payment, estimated balloon "
        "payment and the $10,400,000 appraised value are distractors. interest_rate is the fixed 6.95% per "
        "annum; the Default Rate (+4.00%), prepayment premiums (3%/2%/1%), the 1.25 DSCR and 70% LTV are "
        "distractors. maturity_date is the defined 'Maturity Date' April 1, 2032. governing_law is the State of "
        "Oregon; the State of Washington applies only to the Deed of Trust lien and is a distractor. late_charge "
        "is the 5% charge in Section 2.5, labelled with its wording as printed (the trigger 'more than ten (10) "
        "days late' is not part of the value). Lender's Commercial Loan Servicing Department address and the "
        "Guarantors are distractors for the parties. No field is null."
    )
    sums = []
    return p, fields, notes, sums


# ================================================================ 2 secured promissory note, variable rate (Texas)
@doc(
    "b9_loan_promissory_note_tx",
    "loan_agreement",
    "Gulf Meridian Bank secured promissory note 30-118472 (Bayou Cypress Veterinary Partners)",
)
def loan_promissory_note_tx():
    p = Pdf(face="serif")
    f = Flow(p, size=9.1)
    f.line("SECURED PROMISSORY NOTE", 15, True, align="c", lead=16)
    f.line("(Variable Rate - Interest Only Period - Balloon)", 9, align="c", lead=14)
    f.line("Loan No. 30-118472", 8.5, align="c", lead=24)
    y = f.y
    p.text(48, y, "$1,275,000.00", 10.5, True)
    p.text(306, y, "Houston, Texas", 10.5, align="c")
    p.text(564, y, "July 22, 2025", 10.5, align="r")
    f.y += 22
    f.para(
        "FOR VALUE RECEIVED, BAYOU CYPRESS VETERINARY PARTNERS, PLLC, a Texas professional limited liability "
        'company ("Maker"), promises to pay to the order of GULF MERIDIAN BANK, N.A., a national banking '
        'association (together with any holder of this Note, "Payee"), at Payee\'s Loan Operations Center, 5100 '
        "Westheimer Road, Suite 900, Houston, Texas 77056, or at such other place as Payee may designate, the "
        "principal sum of ONE MILLION TWO HUNDRED SEVENTY-FIVE THOUSAND AND NO/100 DOLLARS ($1,275,000.00), or so "
        "much as has been advanced, together with interest as provided below."
    )
    f.head("1. Interest Rate")
    f.para(
        "The unpaid principal balance of this Note shall bear interest at a variable rate per annum equal to the "
        'Prime Rate plus 1.25% (the "Note Rate"), adjusted on the effective date of each change in the Prime '
        'Rate; provided that the Note Rate shall never be less than 7.00% per annum (the "Floor") nor more than '
        'the Maximum Lawful Rate. "Prime Rate" means the rate published in The Wall Street Journal as the '
        '"Prime Rate" for the United States. On the date of this Note the Prime Rate is 7.50% and the initial '
        "Note Rate is 8.75% per annum. Interest is computed on a 365/360 basis."
    )
    f.head("2. Payment Terms")
    f.para(
        "(a) Accrued interest only is due monthly beginning September 1, 2025 and continuing on the first day of "
        "each month through and including August 1, 2026.\n"
        "(b) Beginning September 1, 2026, principal and interest are due monthly in equal installments "
        "sufficient to amortize the then unpaid principal over twenty (20) years at the Note Rate then in effect, "
        "recalculated by Payee on each change in the Note Rate.\n"
        "(c) The entire unpaid principal balance and all accrued and unpaid interest are due and payable in full "
        'on August 1, 2030 (the "Maturity Date"). Maker acknowledges that this Note requires a substantial '
        "balloon payment at maturity."
    )
    f.head("3. Late Charge")
    f.para(
        "If any installment is not received by Payee within fifteen (15) days after its due date, Maker shall "
        "pay a late charge of five percent (5.0%) of the amount of the installment or $250.00, whichever is less. "
        "This provision does not extend any due date."
    )
    f.head("4. Prepayment")
    f.para(
        "Maker may prepay this Note in whole or in part at any time without premium or penalty. Partial "
        "prepayments are applied to installments in inverse order of maturity and do not postpone or reduce "
        "the monthly payments."
    )
    f.head("5. Security; Guaranty")
    f.para(
        "This Note is secured by a Deed of Trust, Security Agreement and Financing Statement of even date "
        "covering the land and veterinary clinic at 7421 Hillcroft Avenue, Houston, Texas 77081, and by a "
        "Commercial Security Agreement covering all equipment and accounts of Maker. Payment is guaranteed by "
        "Nadia R. Fontenot, DVM under a Guaranty Agreement dated July 22, 2025."
    )
    f.head("6. Default")
    f.para(
        "If Maker fails to pay any amount when due or a default occurs under any loan document, Payee may "
        "declare the unpaid principal and accrued interest immediately due. Matured unpaid amounts bear "
        "interest at the Maximum Lawful Rate or, if no maximum applies, eighteen percent (18%) per annum."
    )
    f.head("7. Usury Savings")
    f.para(
        "Maker and Payee intend to comply with applicable usury law. In no event shall interest contracted "
        "for, charged or received exceed the Maximum Lawful Rate; any excess shall be credited to principal or "
        "refunded to Maker."
    )
    f.head("8. Governing Law; Venue")
    f.para(
        "This Note shall be governed by and construed in accordance with the laws of the State of Texas and "
        "applicable federal law. Venue for any action on this Note lies in Harris County, Texas."
    )
    f.head("9. Notice of Final Agreement")
    f.para(
        "THIS NOTE AND THE OTHER LOAN DOCUMENTS REPRESENT THE FINAL AGREEMENT BETWEEN THE PARTIES AND MAY NOT BE "
        "CONTRADICTED BY EVIDENCE OF PRIOR, CONTEMPORANEOUS OR SUBSEQUENT ORAL AGREEMENTS OF THE PARTIES. THERE "
        "ARE NO UNWRITTEN ORAL AGREEMENTS BETWEEN THE PARTIES."
    )
    f.space(10)
    f.need(110)
    f.line("MAKER:", 9.5, True, lead=15)
    for s_ in (
        "BAYOU CYPRESS VETERINARY PARTNERS, PLLC,",
        "a Texas professional limited liability company",
        "By: ______________________________",
        "Nadia R. Fontenot, DVM, Managing Member",
        "Maker's address: 7421 Hillcroft Avenue, Houston, Texas 77081",
    ):
        f.line(s_, 9.2, indent=16, lead=13.5)
    f.finish()

    fields = {
        "borrower": F(
            "Bayou Cypress Veterinary Partners, PLLC",
            1,
            'BAYOU CYPRESS VETERINARY PARTNERS, PLLC, a Texas professional limited liability company ("Maker")',
        ),
        "lender": F("Gulf Meridian Bank, N.A.", 1, "GULF MERIDIAN BANK, N.A., a national banking association"),
        "agreement_date": F("2025-07-22", 1, "$1,275,000.00 Houston, Texas July 22, 2025"),
        "principal_amount": F(1275000.00, 1, "$1,275,000.00 Houston, Texas July 22, 2025"),
        "interest_rate": F("Prime Rate plus 1.25%", 1, "a variable rate per annum equal to the Prime Rate plus 1.25%"),
        "maturity_date": F("2030-08-01", 1, 'on August 1, 2030 (the "Maturity Date")'),
        "governing_law": F("State of Texas", 1, "in accordance with the laws of the State of Texas"),
        "late_charge": F(
            "five percent (5.0%) of the amount of the installment or $250.00, whichever is less",
            1,
            "a late charge of five percent (5.0%) of the amount of the installment or $250.00, whichever is less",
        ),
    }
    notes = (
        "Secured promissory note with the note caption line '$1,275,000.00 Houston, Texas July 22, 2025' "
        "(amount, place and date on one line; the date is the agreement date). The borrower is called 'Maker' "
        "and the lender 'Payee'. interest_rate is the variable 'Prime Rate plus 1.25%' as printed; the initial "
        "Note Rate 8.75%, the current Prime Rate 7.50%, the 7.00% floor and the 18% matured-amount rate are "
        "distractors. Dates: first interest payment September 1, 2025, end of the interest-only period August "
        "1, 2026, amortization start September 1, 2026, guaranty July 22, 2025; maturity_date is the Maturity "
        "Date August 1, 2030. late_charge is the lesser of 5.0% or $250.00 after 15 days, labelled with its "
        "wording as printed. Governing law Texas (Harris County venue is not the governing law). Payee's Loan "
        "Operations Center address and the guarantor are distractors. No field is null."
    )
    return p, fields, notes, []


# ================================================================ 3 second amendment to a revolving credit agreement
@doc(
    "b9_loan_second_amendment",
    "loan_agreement",
    "Second Amendment to Revolving Credit Agreement - Northfork Outdoor Brands, Inc.",
)
def loan_second_amendment():
    p = Pdf(face="serif")
    old_c = D("8000000.00")
    new_c = D("10500000.00")
    fee = q(new_c * D("0.0025"))
    f = Flow(p, size=9)
    f.line("SECOND AMENDMENT TO", 14, True, align="c", lead=18)
    f.line("REVOLVING CREDIT AGREEMENT", 14, True, align="c", lead=26)
    f.para(
        'THIS SECOND AMENDMENT TO REVOLVING CREDIT AGREEMENT (this "Amendment") is entered into as of October '
        '30, 2025 (the "Amendment Effective Date"), by and between NORTHFORK OUTDOOR BRANDS, INC., a Washington '
        'corporation ("Borrower"), and COLUMBIA BASIN COMMERCIAL BANK, a Washington state-chartered commercial '
        'bank ("Lender").'
    )
    f.head("RECITALS")
    f.para(
        "A. Borrower and Lender are parties to that certain Revolving Credit Agreement dated as of November 15, "
        "2021, as amended by that certain First Amendment to Revolving Credit Agreement dated as of September 28, "
        '2023 (as so amended, the "Credit Agreement"), under which Lender has made available to Borrower a '
        f"revolving line of credit in the maximum principal amount of ${US(old_c)}, bearing interest at Term SOFR "
        "plus 2.10% and maturing on November 15, 2025. Section 2.9 of the Credit Agreement currently provides for "
        "a late charge of five percent (5%) of any payment not made within ten (10) days after its due date.\n"
        "B. Borrower has requested that Lender increase the Revolving Commitment, extend the Maturity Date and "
        "modify the interest rate and late charge, and Lender is willing to do so on the terms of this "
        "Amendment.\n"
        "NOW, THEREFORE, the parties agree as follows:"
    )
    f.head("1. Revolving Commitment")
    f.para(
        'The definition of "Revolving Commitment" in Section 1.1 of the Credit Agreement is amended by deleting '
        f'"${US(old_c)}" and substituting "${US(new_c)}". Borrower\'s Revolving Note dated November 15, 2021 is '
        f"replaced by an Amended and Restated Revolving Note of even date in the amount of ${US(new_c)}."
    )
    f.head("2. Maturity Date")
    f.para(
        'The definition of "Maturity Date" in Section 1.1 of the Credit Agreement is amended and restated in its '
        'entirety to read: "Maturity Date" means November 15, 2027.'
    )
    f.head("3. Interest Rate")
    f.para(
        'Section 2.4(a) of the Credit Agreement is amended and restated to read: "(a) Advances shall bear '
        'interest at a rate per annum equal to Term SOFR plus 2.35% (the "Applicable Rate"); provided that Term '
        'SOFR shall not be less than 0.50%." Upon an Event of Default the Applicable Rate shall increase by '
        "three percent (3.00%) per annum."
    )
    f.head("4. Late Charge")
    f.para(
        'Section 2.9 of the Credit Agreement is amended and restated to read: "2.9 Late Charge. If any payment '
        "is not made within ten (10) days after the date due, Borrower shall pay Lender a late charge equal to "
        'four percent (4%) of the amount of such payment."'
    )
    f.head("5. Borrowing Base")
    f.para(
        "The Borrowing Base remains 80% of Eligible Accounts plus 50% of Eligible Inventory; the inventory "
        "component is limited to $4,000,000.00 (increased from $3,000,000.00)."
    )
    f.head("6. Amendment Fee")
    f.para(
        f"Borrower shall pay Lender an amendment fee of ${US(fee)} (0.25% of the Revolving Commitment as "
        "amended), fully earned on the Amendment Effective Date."
    )
    f.head("7. Conditions to Effectiveness")
    f.para(
        "This Amendment becomes effective when Lender has received (a) this Amendment and the Amended and "
        "Restated Revolving Note signed by Borrower, (b) the Consent and Reaffirmation of Guarantor signed by "
        "Northfork Retail Holdings LLC, and (c) the amendment fee, all on or before November 7, 2025."
    )
    f.head("8. Ratification")
    f.para(
        "Except as expressly amended by this Amendment, the Credit Agreement and the other Loan Documents remain "
        "in full force and effect and are ratified and confirmed. References to the Credit Agreement mean the "
        "Credit Agreement as amended by this Amendment."
    )
    f.head("9. Governing Law")
    f.para(
        "This Amendment shall be governed by and construed in accordance with the laws of the State of "
        "Washington. ORAL AGREEMENTS OR ORAL COMMITMENTS TO LOAN MONEY, EXTEND CREDIT, OR TO FORBEAR FROM "
        "ENFORCING REPAYMENT OF A DEBT ARE NOT ENFORCEABLE UNDER WASHINGTON LAW."
    )
    f.head("10. Counterparts")
    f.para("This Amendment may be executed in counterparts and by electronic signature.")
    f.space(8)
    for who, lines in (
        (
            "BORROWER:",
            [
                "NORTHFORK OUTDOOR BRANDS, INC.",
                "By: ______________________________",
                "Name: Elias K. Brandvold",
                "Title: Chief Financial Officer",
            ],
        ),
        (
            "LENDER:",
            [
                "COLUMBIA BASIN COMMERCIAL BANK",
                "By: ______________________________",
                "Name: Hannah Oyelaran-Price",
                "Title: Vice President, Commercial Lending",
            ],
        ),
    ):
        f.need(80)
        f.line(who, 9.5, True, lead=15)
        for s_ in lines:
            f.line(s_, 9.2, indent=16, lead=13.5)
        f.space(10)
    f.finish()

    same(26250.00, fee, "amendment fee")
    fields = {
        "borrower": F("Northfork Outdoor Brands, Inc.", 1, "NORTHFORK OUTDOOR BRANDS, INC., a Washington corporation"),
        "lender": F(
            "Columbia Basin Commercial Bank", 1, "COLUMBIA BASIN COMMERCIAL BANK, a Washington state-chartered"
        ),
        "agreement_date": F("2025-10-30", 1, "is entered into as of October 30, 2025"),
        "principal_amount": F(10500000.00, 1, 'deleting "$8,000,000.00" and substituting "$10,500,000.00"'),
        "interest_rate": F("Term SOFR plus 2.35%", 1, "a rate per annum equal to Term SOFR plus 2.35%"),
        "maturity_date": F("2027-11-15", 1, '"Maturity Date" means November 15, 2027.'),
        "governing_law": F("State of Washington", 1, "in accordance with the laws of the State of Washington"),
        "late_charge": F(
            "four percent (4%) of the amount of such payment",
            1,
            "a late charge equal to four percent (4%) of the amount of such payment",
        ),
    }
    notes = (
        "Second amendment to a revolving credit agreement; per the contract the labels give the terms as they "
        "stand after the amendment. agreement_date is the amendment date October 30, 2025 (not the original "
        "agreement of November 15, 2021, the First Amendment of September 28, 2023 or the effectiveness "
        "deadline November 7, 2025). principal_amount is the amended Revolving Commitment $10,500,000.00; the "
        "former $8,000,000.00, the $4,000,000.00/$3,000,000.00 inventory limits and the $26,250.00 fee are "
        "distractors. interest_rate is the new 'Term SOFR plus 2.35%' (the old Term SOFR plus 2.10% in the "
        "recitals, the 0.50% floor and the 3.00% default increase are distractors). maturity_date is the "
        "amended Maturity Date November 15, 2027 (not the old November 15, 2025). late_charge is the restated "
        "4% charge; the recital's old 5% charge is a distractor. Governing law: State of Washington. The "
        "guarantor Northfork Retail Holdings LLC is not a party for borrower/lender. No field is null."
    )
    return p, fields, notes, []
