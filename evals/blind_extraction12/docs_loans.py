"""Loan-agreement builders for blind_extraction12 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import NULL, F, doc, same
from layout import Flow
from pdfkit import US, Pdf, q


def level_payment(principal, rate_pct, months):
    """Level monthly payment of principal and interest."""
    r = D(str(rate_pct)) / 100 / 12
    f = (1 + r) ** months
    return q(D(str(principal)) * r * f / (f - 1))


# ==================== 1 syndicated revolving credit agreement (3 pages)
@doc("b12_loan_revolver_ny", "loan_agreement", "Cascade Hollow Foods, Inc. Revolving Credit Agreement")
def loan_revolver():
    p = Pdf(612, 792, face="serif")
    fl = Flow(p, top=72, bottom=726, footer="Cascade Hollow Foods, Inc. - Credit Agreement - Page {} of {}")
    fl.skip(90)
    for s, size in [
        ("CREDIT AGREEMENT", 18),
        ("Dated as of August 14, 2025", 11),
        ("among", 10),
        ("CASCADE HOLLOW FOODS, INC.,", 12),
        ("as the Borrower,", 10),
        ("THE LENDERS PARTY HERETO,", 12),
        ("and", 10),
        ("FIRST MERIDIAN BANK, N.A.,", 12),
        ("as Administrative Agent, Swing Line Lender and L/C Issuer", 10),
        ("", 10),
        ("SUMMIT RIDGE CAPITAL MARKETS LLC and HARBORLINE BANK,", 10),
        ("as Joint Lead Arrangers and Joint Bookrunners", 10),
        ("", 10),
        ("$325,000,000 Senior Unsecured Revolving Credit Facility", 11),
    ]:
        fl.line(s, size, size >= 11, align="c", lead=size * 1.9)
    fl.p.new_page()
    fl.y = fl.top
    fl.para(
        'This CREDIT AGREEMENT (this "Agreement") is entered into as of August 14, 2025, among '
        "CASCADE HOLLOW FOODS, "
        'INC., a Washington corporation (the "Borrower"), each lender from time to time party hereto '
        "(collectively, the "
        '"Lenders"), and FIRST MERIDIAN BANK, N.A., as Administrative Agent, Swing Line Lender and '
        "L/C Issuer."
    )
    fl.para(
        "The Borrower has requested that the Lenders provide a revolving credit facility, and the "
        "Lenders are willing to "
        "do so on the terms and conditions set forth herein. In consideration of the mutual covenants "
        "and agreements "
        "herein contained, the parties hereto covenant and agree as follows:"
    )
    fl.head("ARTICLE I. DEFINITIONS AND ACCOUNTING TERMS", align="c")
    fl.head("1.01 Defined Terms.")
    defs = [
        '"Aggregate Commitments" means the Commitments of all the Lenders. On the Closing Date, the '
        "Aggregate "
        "Commitments are $325,000,000.",
        '"Applicable Rate" means, from time to time, the percentage per annum set forth in the '
        "pricing grid below, "
        "based upon the Consolidated Leverage Ratio: Level I (< 1.50:1.00) 1.125%; Level II (>= "
        "1.50:1.00 but < 2.25:1.00) "
        "1.375%; Level III (>= 2.25:1.00 but < 3.00:1.00) 1.625%; Level IV (>= 3.00:1.00) 1.875%, in "
        "each case for Term "
        "SOFR Loans and Letter of Credit Fees, and 1.00% less for Base Rate Loans.",
        '"Closing Date" means August 19, 2025, the first date all the conditions precedent in '
        "Section 4.01 are "
        "satisfied or waived.",
        '"Default Rate" means an interest rate equal to the rate otherwise applicable plus 2.00% per annum.',
        '"Incremental Facility Cap" means $150,000,000.',
        '"L/C Sublimit" means $40,000,000.',
        '"Maturity Date" means August 14, 2030; provided that if such date is not a Business Day, '
        "the Maturity Date "
        "shall be the next preceding Business Day.",
        '"Swing Line Sublimit" means $25,000,000.',
        '"Term SOFR" means the forward-looking term rate based on SOFR published by the Term SOFR '
        "Administrator for "
        "the applicable Interest Period, provided that Term SOFR shall not be less than 0.00%.",
    ]
    for d_ in defs:
        fl.para(d_, indent=18)
    fl.head("ARTICLE II. THE COMMITMENTS AND CREDIT EXTENSIONS", align="c")
    fl.para(
        "2.01 Revolving Loans. Subject to the terms and conditions set forth herein, each Lender "
        "severally agrees to "
        "make loans to the Borrower from time to time, on any Business Day during the Availability "
        "Period, in an "
        "aggregate amount not to exceed at any time outstanding the amount of such Lender's Commitment."
    )
    fl.para(
        "2.08 Interest. (a) Subject to Section 2.08(b), each Term SOFR Loan shall bear interest on the "
        "outstanding "
        "principal amount thereof for each Interest Period at a rate per annum equal to Term SOFR plus "
        "the Applicable "
        "Rate; and each Base Rate Loan shall bear interest at a rate per annum equal to the Base Rate "
        "plus the "
        "Applicable Rate. (b) While any Event of Default exists, all Obligations shall bear interest at "
        "the Default Rate."
    )
    fl.para(
        "2.09 Fees. The Borrower shall pay to the Administrative Agent for the account of each Lender a "
        "commitment fee "
        "equal to 0.175% per annum times the actual daily unused portion of the Aggregate Commitments, "
        "payable "
        "quarterly in arrears."
    )
    fl.para(
        "2.14 Increase in Commitments. The Borrower may request an increase in the Aggregate Commitments "
        "in an amount "
        "not exceeding, together with all prior increases, the Incremental Facility Cap."
    )
    fl.head("ARTICLE IV. CONDITIONS PRECEDENT", align="c")
    fl.para(
        "4.01 Conditions of Initial Credit Extension. The obligation of each Lender to make its initial "
        "Credit "
        "Extension is subject to the receipt by the Administrative Agent of executed counterparts of "
        "this Agreement, "
        "a Note for each Lender requesting one, customary opinions of counsel, officer's certificates, "
        "evidence that the "
        "Existing Credit Agreement dated June 2, 2021 has been terminated, and payment of all fees due "
        "on the Closing Date."
    )
    fl.head("ARTICLE V. REPRESENTATIONS AND WARRANTIES", align="c")
    fl.para(
        "The Borrower represents and warrants to the Administrative Agent and the Lenders that: (a) it "
        "is duly "
        "organized and in good standing under the laws of the State of Washington; (b) the execution and "
        "performance "
        "of the Loan Documents have been duly authorized; (c) the audited consolidated balance sheet of "
        "the Borrower "
        "for the fiscal year ended December 28, 2024 fairly presents its financial condition; and (d) "
        "since December "
        "28, 2024, there has been no event that has had a Material Adverse Effect."
    )
    fl.head("ARTICLE VII. NEGATIVE COVENANTS", align="c")
    fl.para(
        "7.11 Financial Covenants. (a) Consolidated Leverage Ratio. The Borrower shall not permit the "
        "Consolidated "
        "Leverage Ratio as of the end of any fiscal quarter to be greater than 3.50:1.00, stepping up to "
        "4.00:1.00 for "
        "four fiscal quarters following a Qualified Acquisition. (b) Consolidated Interest Coverage "
        "Ratio. The Borrower "
        "shall not permit the Consolidated Interest Coverage Ratio as of the end of any fiscal quarter "
        "to be less than "
        "3.00:1.00."
    )
    fl.head("ARTICLE VIII. EVENTS OF DEFAULT AND REMEDIES", align="c")
    fl.para(
        "8.01 Events of Default. Any of the following shall constitute an Event of Default: (a) the "
        "Borrower fails to "
        "pay any principal when due, or any interest or fee within five Business Days after the same "
        "becomes due; "
        "(b) any representation proves incorrect in any material respect when made; (c) the Borrower "
        "fails to perform "
        "any covenant in Article VII; (d) cross-default to Indebtedness in excess of $35,000,000; or (e) "
        "a Change of "
        "Control occurs. Upon an Event of Default the Required Lenders may terminate the Commitments and "
        "declare all "
        "Obligations immediately due and payable."
    )
    fl.head("ARTICLE X. MISCELLANEOUS", align="c")
    fl.para(
        "10.14 GOVERNING LAW; JURISDICTION. THIS AGREEMENT AND ANY CLAIM ARISING OUT OF OR RELATING TO "
        "IT SHALL BE "
        "GOVERNED BY, AND CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK. EACH PARTY "
        "SUBMITS TO THE "
        "EXCLUSIVE JURISDICTION OF THE COURTS SITTING IN THE BOROUGH OF MANHATTAN."
    )
    fl.para(
        "10.15 WAIVER OF JURY TRIAL. EACH PARTY HERETO IRREVOCABLY WAIVES ANY RIGHT TO A TRIAL BY JURY "
        "IN ANY "
        "PROCEEDING ARISING OUT OF OR RELATING TO THIS AGREEMENT."
    )
    fl.para(
        "IN WITNESS WHEREOF, the parties hereto have caused this Agreement to be duly executed as of the "
        "date first above written."
    )
    for s in [
        "CASCADE HOLLOW FOODS, INC., as the Borrower",
        "By: /s/ Lorena K. Vasquez-Hale    Name: Lorena K. Vasquez-Hale    Title: Chief Financial Officer",
        "FIRST MERIDIAN BANK, N.A., as Administrative Agent and a Lender",
        "By: /s/ Marcus D. Oyelaran    Name: Marcus D. Oyelaran    Title: Senior Vice President",
        "Schedule 2.01 - Commitments: First Meridian Bank, N.A. $95,000,000; Harborline Bank $85,000,000;",
        "Summit Ridge Bank $75,000,000; Pacific Fir Trust Company $70,000,000. Total $325,000,000.",
    ]:
        fl.line(s, 8.8)
    same(325000000, 95000000 + 85000000 + 75000000 + 70000000, "schedule")
    fl.finish()
    fields = {
        "borrower": F("Cascade Hollow Foods, Inc.", 1, "CASCADE HOLLOW FOODS, INC.,"),
        "lender": F("First Meridian Bank, N.A.", 1, "FIRST MERIDIAN BANK, N.A.,"),
        "agreement_date": F("2025-08-14", 1, "Dated as of August 14, 2025"),
        "principal_amount": F(325000000, 2, "the Aggregate Commitments are $325,000,000."),
        "interest_rate": F("Term SOFR plus the Applicable Rate", 2, "Term SOFR plus the Applicable Rate"),
        "maturity_date": F("2030-08-14", 2, '"Maturity Date" means August 14, 2030'),
        "governing_law": F("New York", 3, "THE LAW OF THE STATE OF NEW YORK"),
        "late_charge": NULL(),
    }
    notes = (
        "Three-page syndicated revolving credit agreement (cover page; definitions and interest on page "
        "2; conditions, covenants, defaults and governing law on page 3). lender is the "
        "Administrative Agent. principal_amount is the Aggregate Commitments $325,000,000 (the L/C and "
        "swing line "
        "sublimits, the $150,000,000 incremental cap and the per-lender commitments are distractors). "
        "interest_rate "
        "is 'Term SOFR plus the Applicable Rate' from Section 2.08(a) (the pricing-grid percentages, "
        "Base Rate, "
        "commitment fee and Default Rate are distractors). The Closing Date August 19, 2025 is not the "
        "agreement date. "
        "late_charge is null: the agreement prints no late charge (default interest is not a late charge)."
    )
    return p, fields, notes, []


# ================================================================ 2 secured promissory note, fixed rate
@doc(
    "b12_loan_secured_note_or",
    "loan_agreement",
    "Willamette Ridge Brewing Company, LLC Secured Promissory Note",
)
def loan_note():
    p = Pdf(612, 792, face="serif")
    fl = Flow(p, top=64, bottom=740, size=9.2, footer="Secured Promissory Note - Page {} of {}")
    principal = D("2460000.00")
    pay = level_payment(principal, "7.85", 240)
    same(20347.37, pay, "installment")
    fl.line("SECURED PROMISSORY NOTE", 14, True, align="c", lead=24)
    fl.line(
        "$2,460,000.00                                   Portland, Oregon                                "
        "   September 22, 2025",
        9.4,
    )
    fl.skip(6)
    fl.para(
        "FOR VALUE RECEIVED, WILLAMETTE RIDGE BREWING COMPANY, LLC, an Oregon limited liability "
        'company ("Borrower"), '
        "promises to pay to the order of COLUMBIA BASIN COMMERCIAL BANK, an Oregon state-chartered "
        'bank ("Lender"), '
        "at 1200 SW Alder Street, Portland, Oregon 97205, or such other place as Lender may designate, "
        "the principal sum "
        "of TWO MILLION FOUR HUNDRED SIXTY THOUSAND AND NO/100 DOLLARS ($2,460,000.00), together with "
        "interest as "
        "provided below."
    )
    fl.para(
        "1. Interest Rate. The unpaid principal balance shall bear interest at a fixed rate of 7.85% per "
        "annum, "
        "computed on the basis of a 360-day year and the actual number of days elapsed. The rate quoted "
        "in Lender's "
        "term sheet dated July 30, 2025 (7.60% per annum, subject to market conditions) is superseded."
    )
    fl.para(
        "2. Payments. Borrower shall pay consecutive monthly installments of principal and interest of "
        f"${US(pay)} "
        "each, beginning November 1, 2025 and continuing on the first day of each month thereafter, "
        "based on a "
        "twenty-year amortization. The entire unpaid principal balance, all accrued interest and all "
        "other sums due "
        'hereunder shall be due and payable in full on October 1, 2032 (the "Maturity Date").'
    )
    fl.para(
        "3. Late Charge. If any installment is not received by Lender within ten (10) days after its due "
        "date, "
        "Borrower shall pay a late charge equal to five percent (5%) of the amount of such installment. "
        "This late "
        "charge does not apply to the balloon payment due on the Maturity Date."
    )
    fl.para(
        "4. Default Rate. Upon maturity or any Event of Default, the unpaid balance shall bear interest "
        "at 12.85% per "
        'annum (the "Default Rate") until paid in full.'
    )
    fl.para(
        "5. Prepayment. Borrower may prepay this Note in whole or in part upon payment of a prepayment "
        "fee of 3% of the "
        "amount prepaid during the first loan year, 2% during the second loan year and 1% during the "
        "third loan year, "
        "and without fee thereafter."
    )
    fl.para(
        "6. Security. This Note is secured by a Commercial Deed of Trust, Assignment of Leases and "
        "Fixture Filing of even "
        "date covering real property at 8805 SE Foster Crossing, Portland, Oregon 97266, and by a "
        "Security Agreement "
        "covering Borrower's brewing equipment (appraised at $1,120,000)."
    )
    fl.para(
        "7. Governing Law. This Note shall be governed by and construed in accordance with the laws of "
        "the State of "
        "Oregon, without regard to its conflict of laws principles."
    )
    fl.para(
        "UNDER OREGON LAW, MOST AGREEMENTS, PROMISES AND COMMITMENTS MADE BY LENDER CONCERNING LOANS AND "
        "OTHER CREDIT "
        "EXTENSIONS WHICH ARE NOT FOR PERSONAL, FAMILY OR HOUSEHOLD PURPOSES MUST BE IN WRITING, EXPRESS "
        "CONSIDERATION "
        "AND BE SIGNED BY LENDER TO BE ENFORCEABLE.",
        size=8.4,
    )
    fl.skip(10)
    for s in [
        "BORROWER: WILLAMETTE RIDGE BREWING COMPANY, LLC",
        "By: /s/ Desmond A. Farrow-Kiely, Managing Member",
        "Guaranty acknowledged by Desmond A. Farrow-Kiely, individually, dated September 22, 2025.",
    ]:
        fl.line(s, 9)
    fl.finish()
    fields = {
        "borrower": F(
            "Willamette Ridge Brewing Company, LLC",
            1,
            "WILLAMETTE RIDGE BREWING COMPANY, LLC, an Oregon limited liability company",
        ),
        "lender": F(
            "Columbia Basin Commercial Bank",
            1,
            "COLUMBIA BASIN COMMERCIAL BANK, an Oregon state-chartered bank",
        ),
        "agreement_date": F("2025-09-22", 1, "Portland, Oregon September 22, 2025"),
        "principal_amount": F(2460000.00, 1, "$2,460,000.00 Portland, Oregon"),
        "interest_rate": F("7.85% per annum", 1, "fixed rate of 7.85% per annum"),
        "maturity_date": F(
            "2032-10-01", 1, 'due and payable in full on October 1, 2032 (the "Maturity Date")'
        ),
        "governing_law": F("Oregon", 1, "the laws of the State of Oregon"),
        "late_charge": F(
            "five percent (5%) of the amount of such installment",
            1,
            "a late charge equal to five percent (5%) of the amount of such installment",
        ),
    }
    notes = (
        "Secured promissory note with a caption line (amount, place, date). Fixed rate 7.85% per annum "
        "vs the "
        "superseded term-sheet rate 7.60%, the Default Rate 12.85% and the 3/2/1% prepayment fees. Monthly "
        "installment, first payment date (November 1, 2025), the 20-year amortization and the equipment "
        "value are "
        "distractors; the Maturity Date is the balloon date October 1, 2032. Late charge 5% of the "
        "installment."
    )
    return p, fields, notes, []


# ==================== 3 second amendment to a construction loan agreement
@doc(
    "b12_loan_amendment_ga",
    "loan_agreement",
    "Magnolia Crossing Partners, LP Second Amendment to Construction Loan Agreement",
)
def loan_amend():
    p = Pdf(612, 792, face="serif")
    fl = Flow(
        p,
        top=64,
        bottom=740,
        size=9.2,
        footer="Second Amendment to Construction Loan Agreement - Page {} of {}",
    )
    old, new = D("14200000.00"), D("15850000.00")
    fee = q(new * D("0.0025"))
    same(39625.00, fee, "extension fee")
    fl.line("SECOND AMENDMENT TO CONSTRUCTION LOAN AGREEMENT", 13, True, align="c", lead=24)
    fl.para(
        'THIS SECOND AMENDMENT TO CONSTRUCTION LOAN AGREEMENT (this "Amendment") is made and entered '
        "into as of "
        'October 30, 2025 (the "Amendment Date"), by and between MAGNOLIA CROSSING PARTNERS, LP, a '
        "Georgia limited "
        'partnership ("Borrower"), and PEACHTREE HERITAGE BANK, a Georgia banking corporation ("Lender").'
    )
    fl.head("RECITALS")
    fl.para(
        "A. Borrower and Lender are parties to that certain Construction Loan Agreement dated March 3, "
        "2024, as amended "
        "by that certain First Amendment to Construction Loan Agreement dated December 12, 2024 (as "
        "amended, the "
        '"Loan Agreement"), pursuant to which Lender agreed to make a loan to Borrower in the '
        "original principal amount "
        "of $14,200,000.00 for the construction of a 96-unit multifamily project known as Magnolia "
        "Crossing, located at "
        "2750 Old Covington Road, Conyers, Georgia 30013."
    )
    fl.para(
        "B. Borrower has requested that Lender increase the loan amount to fund cost overruns, extend "
        "the maturity date "
        "and modify the interest rate, and Lender has agreed, subject to the terms of this Amendment."
    )
    fl.head("AGREEMENT")
    fl.para(
        "1. Loan Amount. Section 2.1 of the Loan Agreement is amended to provide that the maximum "
        "principal amount of "
        f"the Loan is ${US(new)} (increased from ${US(old)}). The Note is amended and restated in that "
        "amount."
    )
    fl.para(
        '2. Maturity Date. The definition of "Maturity Date" in Section 1.1 is amended to read: '
        '"Maturity Date" '
        "means September 3, 2026 (extended from March 3, 2026). Borrower shall have no further extension "
        "option."
    )
    fl.para(
        "3. Interest Rate. Effective as of November 1, 2025, Section 2.4 is amended so that the Loan "
        "bears interest at "
        "One-Month Term SOFR plus 3.10% per annum (previously One-Month Term SOFR plus 2.85% per annum), "
        "provided that "
        "the rate shall never be less than 4.00% per annum. The Default Rate remains the note rate plus "
        "5.00%."
    )
    fl.para(
        '4. Late Charge. Section 2.7 is amended to read: "If any payment is more than fifteen (15) '
        "days past due, "
        'Borrower shall pay a late charge of four percent (4%) of the amount of the past due payment."'
    )
    fl.para(
        "5. Extension Fee. Borrower shall pay Lender on the Amendment Date an extension and modification "
        "fee of "
        f"${US(fee)} (0.25% of the increased loan amount), together with Lender's legal fees."
    )
    fl.para(
        "6. Guarantor Consent; Ratification. The Guarantor joins in this Amendment to consent to it. "
        "Except as "
        "expressly amended hereby, the Loan Agreement and the other Loan Documents remain in full force "
        "and effect."
    )
    fl.para(
        "7. Governing Law. This Amendment shall be governed by the laws of the State of Georgia. This "
        "Amendment may be "
        "executed in counterparts and delivered electronically."
    )
    fl.skip(8)
    for s in [
        "BORROWER: MAGNOLIA CROSSING PARTNERS, LP, by Magnolia Crossing GP, LLC, its general partner",
        "By: /s/ Tamsin R. Okonkwo-Bell, Manager",
        "LENDER: PEACHTREE HERITAGE BANK",
        "By: /s/ Everett J. Lindqvist, Executive Vice President",
        "GUARANTOR: Southeastern Residential Builders, Inc.   Date signed: November 4, 2025",
    ]:
        fl.line(s, 9)
    fl.finish()
    fields = {
        "borrower": F(
            "Magnolia Crossing Partners, LP",
            1,
            "MAGNOLIA CROSSING PARTNERS, LP, a Georgia limited partnership",
        ),
        "lender": F("Peachtree Heritage Bank", 1, "PEACHTREE HERITAGE BANK, a Georgia banking corporation"),
        "agreement_date": F("2025-10-30", 1, 'as of October 30, 2025 (the "Amendment Date")'),
        "principal_amount": F(15850000.00, 1, "the Loan is $15,850,000.00 (increased from $14,200,000.00)"),
        "interest_rate": F(
            "One-Month Term SOFR plus 3.10% per annum",
            1,
            "One-Month Term SOFR plus 3.10% per annum (previously",
        ),
        "maturity_date": F("2026-09-03", 1, "means September 3, 2026 (extended from March 3, 2026)"),
        "governing_law": F("Georgia", 1, "governed by the laws of the State of Georgia"),
        "late_charge": F(
            "four percent (4%) of the amount of the past due payment",
            1,
            "a late charge of four percent (4%) of the amount of the past due payment",
        ),
    }
    notes = (
        "Second amendment to a construction loan agreement; labels are the terms AFTER the amendment. "
        "agreement_date "
        "is the amendment's own date (October 30, 2025), not the original agreement (March 3, 2024), the "
        "first "
        "amendment (December 12, 2024), the rate effective date (November 1, 2025) or the guarantor's "
        "signing date. "
        "principal_amount is the increased $15,850,000.00 (not $14,200,000.00); maturity is the extended "
        "September 3, "
        "2026; the rate is the new SOFR + 3.10% (not the previous + 2.85%, the 4.00% floor or the "
        "default rate); the "
        "late charge is the amended 4% clause. The extension fee is a distractor."
    )
    return p, fields, notes, []
