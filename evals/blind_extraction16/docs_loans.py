"""Loan-agreement builders for blind_extraction16 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import NULL, F, doc, same
from layout import Flow
from pdfkit import Pdf, q


# ==================== 1 second modification and extension agreement (Colorado)
@doc("b16_loan_second_extension_co", "loan_agreement", "Granite Peak Cold Storage second modification")
def loan_co():
    p = Pdf(face="serif")
    fl = Flow(
        p, top=72, bottom=720, size=9.5, footer="Second Loan Modification and Extension Agreement - {} of {}"
    )
    fl.line("SECOND LOAN MODIFICATION AND EXTENSION AGREEMENT", 13, True, align="c", lead=20)
    fl.line("Loan No. 7102-4418", 9.5, align="c", lead=20)
    fl.para(
        "THIS SECOND LOAN MODIFICATION AND EXTENSION AGREEMENT (this "
        '"Agreement") is made and entered into as '
        "of the 22nd day of September, 2025, by and between GRANITE PEAK COLD STORAGE, LLC, a Colorado "
        "limited "
        'liability company ("Borrower"), DALE R. WHITCOMB, an individual ("Guarantor"), and FRONT RANGE '
        'MUTUAL BANK, a Colorado state-chartered bank ("Lender").'
    )
    fl.head("RECITALS")
    fl.para(
        "A. Borrower executed and delivered to Lender a Promissory Note dated March 14, 2019 in the original "
        "principal amount of Three Million Two Hundred Thousand and No/100 Dollars ($3,200,000.00) (the "
        '"Note"), secured by a Deed of Trust recorded March 19, 2019 at Reception No. 2019-0031877 in the '
        "records of Weld County, Colorado, encumbering the cold-storage facility at 2950 Platte Valley Road, "
        "Greeley, Colorado 80631."
    )
    fl.para(
        "B. By a First Loan Modification Agreement dated March 1, 2024, the maturity date of the Note was "
        "extended from March 14, 2024 to October 1, 2025, and the interest rate was changed to the Prime "
        "Rate "
        "plus 0.75% per annum, adjusted monthly."
    )
    fl.para(
        "C. As of the date hereof the unpaid principal balance of the Note is $2,874,115.40, and Borrower "
        "has "
        "requested that Lender further extend the maturity of the Note and fix its interest rate. Lender is "
        "willing to do so on the terms below."
    )
    fl.head("AGREEMENT")
    fl.para(
        "1. Extension of Maturity. The maturity date of the Note is extended from October 1, 2025 to "
        "October 1, "
        '2028 (the "Extended Maturity Date"), on which date all unpaid principal, accrued interest and other '
        "sums due under the Note shall be due and payable in full."
    )
    fl.para(
        "2. Interest Rate. Beginning on October 1, 2025, the unpaid principal balance of the Note shall bear "
        "interest at a fixed rate of 7.15% per annum, computed on the basis of a 365-day year and the actual "
        "number of days elapsed. The floating rate under the First Loan Modification Agreement no longer "
        "applies."
    )
    bal = D("2874115.40")
    r = D("0.0715") / 12
    pmt = q(bal * r / (1 - (1 + r) ** -240))
    fee = q(bal * D("0.005"))
    same(22542.50, pmt, "pmt")
    same(14370.58, fee, "fee")
    fl.para(
        f"3. Payments. Borrower shall pay monthly installments of principal and interest of ${pmt:,} each, "
        "beginning November 1, 2025 and on the first day of each month thereafter, based on a twenty (20) "
        "year "
        "amortization, with a final balloon payment on the Extended Maturity Date."
    )
    fl.para(
        "4. Late Charge. Section 6 of the Note is amended and "
        'restated to read: "If any payment is not received '
        "within fifteen (15) days after its due date, Borrower shall pay a late charge of five percent (5%) "
        "of "
        'the amount of the overdue payment." The late charge of six percent (6%) provided in the Note as '
        "originally executed is superseded."
    )
    fl.para(
        "5. Extension Fee. In consideration of this Agreement, Borrower shall pay Lender an extension fee of "
        f"${fee:,} (one-half of one percent of the unpaid principal balance) on the date hereof."
    )
    fl.para(
        "6. Reaffirmation. The Note, in its original principal amount of $3,200,000.00, the Deed of Trust "
        "and the "
        "Guaranty dated March 14, 2019 remain in full force and effect as modified hereby. Guarantor "
        "consents to "
        "this Agreement and reaffirms the Guaranty. Borrower represents that no Event of Default exists."
    )
    fl.para(
        "7. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of "
        "the "
        "State of Colorado, without regard to its conflict-of-laws principles."
    )
    fl.para(
        "8. Counterparts. This Agreement may be executed in counterparts and by electronic signature, each "
        "of "
        "which is an original and all of which together are one instrument."
    )
    fl.skip(10)
    fl.need(170)
    fl.line("BORROWER: GRANITE PEAK COLD STORAGE, LLC", 9.5, True)
    fl.line("By: ______________________________  Name: Teresa M. Whitcomb, Manager", 9.5, lead=22)
    fl.line("GUARANTOR: ______________________________  Dale R. Whitcomb", 9.5, lead=22)
    fl.line("LENDER: FRONT RANGE MUTUAL BANK", 9.5, True)
    fl.line(
        "By: ______________________________  Name: Curtis J. Albrecht, Senior Vice President", 9.5, lead=22
    )
    fl.finish()
    fields = {
        "borrower": F(
            "GRANITE PEAK COLD STORAGE, LLC", 1, "GRANITE PEAK COLD STORAGE, LLC, a Colorado limited"
        ),
        "lender": F("FRONT RANGE MUTUAL BANK", 1, "FRONT RANGE MUTUAL BANK, a Colorado state-chartered bank"),
        "agreement_date": F("2025-09-22", 1, "as of the 22nd day of September, 2025"),
        "principal_amount": F(
            3200000.00,
            1,
            "principal amount of Three Million Two Hundred Thousand and No/100 Dollars ($3,200,000.00)",
        ),
        "interest_rate": F("fixed rate of 7.15% per annum", 1, "interest at a fixed rate of 7.15% per annum"),
        "maturity_date": F(
            "2028-10-01", 1, 'extended from October 1, 2025 to October 1, 2028 (the "Extended Maturity Date")'
        ),
        "governing_law": F("State of Colorado", 1, "in accordance with the laws of the State of Colorado"),
        "late_charge": F(
            "five percent (5%) of the amount of the overdue payment",
            1,
            "a late charge of five percent (5%) of the amount of the overdue payment",
        ),
    }
    notes = (
        "Second modification and extension of a 2019 note (Colorado). agreement_date is this agreement's own "
        "date (22nd day of September, 2025), not the note (March 14, 2019), deed-of-trust recording, first "
        "modification (March 1, 2024) or rate-change/first-payment dates. principal_amount is the note's "
        "original principal $3,200,000.00 (unchanged; restated in section 6), not the unpaid balance "
        "$2,874,115.40, the installment or the extension fee. interest_rate is the new fixed 7.15% per annum "
        "(the Prime Rate plus 0.75% of the first modification no longer applies). maturity_date is the "
        "extended "
        "October 1, 2028 (superseded: March 14, 2024 and October 1, 2025). late_charge is the amended 5% "
        "(the original 6% is superseded). No field is null."
    )
    return p, fields, notes, []


# ==================== 2 syndicated credit agreement (New York law): term loan A + revolver
@doc("b16_loan_syndicated_tla_ny", "loan_agreement", "Halyard Marine Logistics credit agreement")
def loan_ny():
    p = Pdf(face="serif")
    fl = Flow(p, top=76, bottom=720, size=9.4, footer="Credit Agreement - Page {} of {}")
    fl.skip(20)
    fl.line("CREDIT AGREEMENT", 16, True, align="c", lead=26)
    fl.line("dated as of October 9, 2025", 10.5, align="c", lead=24)
    fl.line("among", 9.5, align="c", lead=18)
    fl.line("HALYARD MARINE LOGISTICS, INC.,", 11, True, align="c")
    fl.line("as the Borrower,", 9.5, align="c", lead=18)
    fl.line("THE LENDERS FROM TIME TO TIME PARTY HERETO,", 10, True, align="c", lead=18)
    fl.line("BANK OF THE NARROWS, N.A.,", 11, True, align="c")
    fl.line("as Administrative Agent, Swingline Lender and L/C Issuer,", 9.5, align="c", lead=18)
    fl.line("and", 9.5, align="c", lead=18)
    fl.line("CASCADE HARBOR CAPITAL MARKETS LLC,", 10, True, align="c")
    fl.line("as Syndication Agent", 9.5, align="c", lead=26)
    fl.line("$350,000,000 TERM LOAN A FACILITY", 10.5, True, align="c")
    fl.line("$150,000,000 REVOLVING CREDIT FACILITY", 10.5, True, align="c", lead=26)
    fl.line("BANK OF THE NARROWS, N.A. and CASCADE HARBOR CAPITAL MARKETS LLC,", 9.5, align="c")
    fl.line("as Joint Lead Arrangers and Joint Bookrunners", 9.5, align="c", lead=30)
    fl.para(
        "This Credit Agreement amends, restates and replaces in its entirety the Existing Credit Agreement "
        "dated "
        "as of June 30, 2021 (aggregate commitments of $400,000,000), which terminates on the Closing Date.",
        9,
    )
    fl.need(2000)
    fl.para(
        "This CREDIT AGREEMENT is entered into as of October 9, 2025 among HALYARD MARINE LOGISTICS, INC., a "
        'Delaware corporation (the "Borrower"), each lender from '
        "time to time party hereto (collectively, the "
        '"Lenders"), and BANK OF THE NARROWS, N.A., as Administrative Agent, Swingline Lender and L/C Issuer.'
    )
    fl.para(
        "The Borrower has requested that the Lenders provide a term loan facility and a revolving credit "
        "facility in an aggregate principal amount of $500,000,000, and the Lenders are willing to do so on "
        "the "
        "terms and conditions set forth herein."
    )
    fl.head("ARTICLE I. DEFINITIONS")
    fl.para(
        '"Applicable Margin" means, for Term SOFR Loans, a '
        "percentage per annum ranging from 1.375% to 2.125% "
        "and, for Base Rate Loans, from 0.375% to 1.125%, in each case determined by reference to the "
        "Consolidated Net Leverage Ratio as set forth in the pricing grid in Schedule 1.01."
    )
    fl.para(
        '"Closing Date" means October 14, 2025, the date on which the conditions in Section 4.01 were '
        "satisfied or waived."
    )
    fl.para(
        '"Incremental Facilities" means one or more increases in the '
        "Term Loan A or the Revolving Commitments "
        "in an aggregate amount not to exceed $200,000,000, subject to Section 2.14."
    )
    fl.para(
        '"Maturity Date" means October 9, 2030; provided that if '
        "such day is not a Business Day, the Maturity "
        "Date shall be the immediately preceding Business Day."
    )
    fl.para(
        '"Revolving Commitments" means $150,000,000 in the '
        "aggregate, including a Letter of Credit Sublimit of "
        "$25,000,000 and a Swingline Sublimit of $15,000,000."
    )
    fl.head("ARTICLE II. THE CREDITS")
    fl.para(
        "Section 2.01 Commitments. Subject to the terms hereof, (a) each Term Lender severally agrees to "
        "make a "
        "single term loan to the Borrower on the Closing Date in the aggregate amount of $350,000,000, and "
        "(b) "
        "each Revolving Lender severally agrees to make revolving loans from time to time until the "
        "Maturity Date "
        "in an aggregate amount not exceeding its Revolving Commitment. The aggregate Commitments on the "
        "Closing "
        "Date are $500,000,000."
    )
    fl.para(
        "Section 2.08 Interest. Each Term SOFR Loan shall bear interest at a rate per annum equal to Term "
        "SOFR "
        "plus the Applicable Margin, and each Base Rate Loan at the Base Rate plus the Applicable Margin. "
        "While "
        "an Event of Default exists, overdue amounts bear interest at 2.00% per annum above the rate "
        "otherwise "
        "applicable."
    )
    fl.para(
        "Section 2.09 Amortization. The Borrower shall repay the Term Loan A in quarterly installments "
        "equal to "
        "1.25% of its original principal amount, beginning March 31, 2026, with the balance due on the "
        "Maturity "
        "Date."
    )
    fl.para(
        "Section 10.10 Governing Law. THIS AGREEMENT AND ANY CLAIM ARISING OUT OF IT SHALL BE GOVERNED BY "
        "THE LAW "
        "OF THE STATE OF NEW YORK."
    )
    fl.finish()
    fields = {
        "borrower": F(
            "HALYARD MARINE LOGISTICS, INC.", 1, "HALYARD MARINE LOGISTICS, INC., as the Borrower,"
        ),
        "lender": F("BANK OF THE NARROWS, N.A.", 1, "BANK OF THE NARROWS, N.A., as Administrative Agent"),
        "agreement_date": F("2025-10-09", 1, "CREDIT AGREEMENT dated as of October 9, 2025"),
        "principal_amount": F(
            500000000, 2, "The aggregate Commitments on the Closing Date are $500,000,000."
        ),
        "interest_rate": F(
            "Term SOFR plus the Applicable Margin",
            2,
            "a rate per annum equal to Term SOFR plus the Applicable Margin",
        ),
        "maturity_date": F("2030-10-09", 2, '"Maturity Date" means October 9, 2030'),
        "governing_law": F("State of New York", 2, "SHALL BE GOVERNED BY THE LAW OF THE STATE OF NEW YORK."),
        "late_charge": NULL(),
    }
    notes = (
        "Syndicated credit agreement (cover page + first pages), New York law. lender is the Administrative "
        "Agent (Bank of the Narrows, N.A.), not the Syndication Agent, arrangers or lenders. "
        "principal_amount is "
        "the aggregate $500,000,000 (Term Loan A $350,000,000 + revolver $150,000,000), not a single "
        "facility, "
        "the $200,000,000 incremental capacity, the sublimits or the replaced $400,000,000 facility. "
        "agreement_date is 'dated as of October 9, 2025', not the Closing Date October 14, 2025 or the "
        "existing "
        "agreement's June 30, 2021. maturity_date is the defined Maturity Date, not the first amortization "
        "date. "
        "late_charge is null: only a default rate (2.00% above) is printed, which is not a late charge."
    )
    return p, fields, notes, []


# ==================== 3 demand note (Pennsylvania): no stated maturity
@doc("b16_loan_demand_note_pa", "loan_agreement", "Allegheny Tool & Die Works demand line of credit note")
def loan_pa():
    p = Pdf()
    fl = Flow(p, top=70, bottom=724, size=9.2, footer="Demand Note - Page {} of {}")
    fl.line("DEMAND PROMISSORY NOTE", 14, True, align="c", lead=18)
    fl.line("(Revolving Line of Credit)", 9.5, align="c", lead=22)
    fl.line("$450,000.00", 10, True)
    fl.line("Pittsburgh, Pennsylvania", 9.5)
    fl.line("February 3, 2026", 9.5, lead=22)
    fl.para(
        "FOR VALUE RECEIVED, ALLEGHENY TOOL & DIE WORKS, INC., a "
        'Pennsylvania corporation ("Borrower"), promises '
        'to pay ON DEMAND to the order of THREE RIVERS COMMUNITY BANK ("Bank"), at 600 Smithfield Terrace, '
        "Pittsburgh, Pennsylvania 15222, the principal sum of FOUR HUNDRED FIFTY THOUSAND AND 00/100 DOLLARS "
        "($450,000.00), or so much thereof as may be advanced and outstanding, together with interest as set "
        "forth below."
    )
    fl.para(
        "1. Advances. Bank may make advances to Borrower from time to time up to the face amount of this "
        "Note. "
        "The outstanding balance on the date hereof is $0.00. This Note replaces the demand note dated "
        "January "
        "27, 2023 in the amount of $300,000.00, which is cancelled."
    )
    fl.para(
        "2. Interest. The outstanding principal balance shall bear interest at a variable rate equal to the "
        "Prime Rate plus 1.00% per annum, changing when the Prime Rate changes; provided that the rate shall "
        'never be less than 6.00% per annum. "Prime Rate" means the rate published as the prime rate in the '
        "Money Rates section of The Wall Street Journal. Interest is payable monthly on the fifth day of "
        "each "
        "month, beginning March 5, 2026."
    )
    fl.para(
        "3. Payment on Demand. All outstanding principal and accrued interest shall be payable immediately "
        "upon "
        "Bank's demand. Bank may make demand at any time, with or without cause, and whether or not an "
        "event of "
        "default has occurred. This Note has no stated maturity date. Bank intends to review the line "
        "annually; "
        "the next annual review is scheduled for March 31, 2027, but no review obliges Bank to refrain from "
        "demand or to make further advances."
    )
    fl.para(
        "4. Late Charge. If any payment is not paid within ten (10) days after it is due, Borrower shall "
        "pay a "
        "late charge equal to the greater of five percent (5%) of the unpaid payment or $25.00."
    )
    fl.para(
        "5. Default Interest. After demand, the unpaid balance shall bear interest at the Note rate plus "
        "three "
        "percent (3%) per annum until paid in full."
    )
    fl.para(
        "6. Security. This Note is secured by a Security Agreement dated February 3, 2026 covering all "
        "accounts, "
        "inventory and equipment of Borrower, and is guaranteed by Walter J. Mrozek and Helen A. Mrozek."
    )
    fl.para(
        "7. Governing Law; Jurisdiction. This Note shall be governed by the laws of the Commonwealth of "
        "Pennsylvania. Borrower submits to the jurisdiction of the courts of Allegheny County, Pennsylvania."
    )
    fl.para(
        "8. Confession of Judgment. Borrower hereby authorizes any attorney to appear for Borrower in any "
        "court "
        "of record and confess judgment against Borrower for the unpaid balance of this Note, interest, "
        "costs "
        "and an attorney's commission of ten percent (10%), after demand has been made and not satisfied."
    )
    fl.skip(8)
    fl.need(90)
    fl.line("ALLEGHENY TOOL & DIE WORKS, INC.", 9.5, True)
    fl.line("By: ______________________________  Walter J. Mrozek, President", 9.2, lead=20)
    fl.line("Attest: ___________________________  Helen A. Mrozek, Secretary", 9.2)
    fl.finish()
    fields = {
        "borrower": F(
            "ALLEGHENY TOOL & DIE WORKS, INC.", 1, "ALLEGHENY TOOL & DIE WORKS, INC., a Pennsylvania"
        ),
        "lender": F("THREE RIVERS COMMUNITY BANK", 1, 'THREE RIVERS COMMUNITY BANK ("Bank")'),
        "agreement_date": F("2026-02-03", 1, "Pittsburgh, Pennsylvania February 3, 2026"),
        "principal_amount": F(450000.00, 1, "$450,000.00 Pittsburgh, Pennsylvania"),
        "interest_rate": F(
            "Prime Rate plus 1.00% per annum",
            1,
            "a variable rate equal to the Prime Rate plus 1.00% per annum",
        ),
        "maturity_date": NULL(),
        "governing_law": F(
            "Commonwealth of Pennsylvania", 1, "governed by the laws of the Commonwealth of Pennsylvania"
        ),
        "late_charge": F(
            "the greater of five percent (5%) of the unpaid payment or $25.00",
            1,
            "late charge equal to the greater of five percent (5%) of the unpaid payment or $25.00",
        ),
    }
    notes = (
        "Demand line-of-credit note (Pennsylvania). maturity_date is null: the note is payable ON DEMAND and "
        "says it has no stated maturity date; the annual review date March 31, 2027 and the first interest "
        "date "
        "are not maturities. principal_amount is the face $450,000.00, not the $0.00 outstanding balance or "
        "the cancelled $300,000.00 prior note. interest_rate is Prime Rate plus 1.00% per annum (the 6.00% "
        "floor and the +3% default interest are distractors). late_charge is the greater of 5% or $25.00."
    )
    return p, fields, notes, []
