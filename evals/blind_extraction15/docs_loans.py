"""Loan-agreement builders for blind_extraction15 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import NULL, F, doc, same
from layout import Flow
from pdfkit import US, Pdf, q


# ==================== 1 fixed-rate term note (Texas), two pages
@doc("b15_loan_term_note_tx", "loan_agreement", "Caprock Pecan Growers, LLC Term Promissory Note")
def loan_tx():
    p = Pdf(face="serif")
    fl = Flow(p, top=72, bottom=720, size=9.6, footer="Term Promissory Note - Page {} of {}")
    principal = D("2750000.00")
    r = D("0.06875") / 12
    n = 84
    pmt = q(principal * r / (1 - (1 + r) ** -n))
    same(41337.03, pmt, "installment")
    fl.line("TERM PROMISSORY NOTE", 15, True, align="c", lead=24)
    fl.line("Principal Amount: $2,750,000.00", 10, True)
    fl.line("Loan No. 40-7718-02", 10)
    fl.line("Date: June 12, 2025", 10)
    fl.line("Lubbock, Texas", 10, lead=22)
    fl.para(
        "FOR VALUE RECEIVED, CAPROCK PECAN GROWERS, LLC, a Texas limited liability company "
        '("Borrower"), promises to pay to the order of LLANO ESTACADO STATE BANK ("Lender"), at its '
        "office at 5012 Slide Road, Lubbock, Texas 79414, the principal sum of TWO MILLION SEVEN HUNDRED "
        "FIFTY THOUSAND AND NO/100 DOLLARS ($2,750,000.00), with interest as provided below. This Note "
        "refinances Borrower's prior equipment loan (Loan No. 40-6120-01) in the original amount of "
        "$1,900,000.00, of which $1,122,480.17 remains outstanding and is paid from the proceeds hereof."
    )
    fl.para(
        "1. Interest Rate. The unpaid principal balance shall bear interest from the date hereof at a "
        "fixed rate equal to 6.875% per annum, computed on the basis of a 360-day year for the actual "
        "number of days elapsed. The Lender's term sheet of May 2, 2025 had proposed 7.25%; that "
        "proposal is superseded."
    )
    fl.para(
        f"2. Payments. Borrower shall pay eighty-three (83) monthly installments of principal and "
        f"interest of ${US(pmt)} each, commencing August 1, 2025 and continuing on the first day of each "
        "calendar month, and a final payment of all unpaid principal and accrued interest on July 1, 2032 "
        '(the "Maturity Date").'
    )
    fl.para(
        "3. Late Charge. If any payment is more than ten (10) days late, Borrower will be charged five "
        "percent (5%) of the unpaid portion of the regularly scheduled payment."
    )
    fl.para(
        "4. Default Rate. Upon an Event of Default, and after maturity, the unpaid principal shall bear "
        "interest at the lesser of eighteen percent (18%) per annum or the maximum rate permitted by "
        "applicable law."
    )
    fl.para(
        "5. Prepayment. Borrower may prepay this Note in whole or in part at any time. Any prepayment made "
        "before June 12, 2027 shall be accompanied by a fee of two percent (2%) of the amount prepaid."
    )
    fl.para(
        "6. Collateral. This Note is secured by a Security Agreement of even date covering all orchard "
        "equipment, irrigation systems and crop proceeds of Borrower, and by a Deed of Trust on 640 acres "
        "in Lynn County, Texas."
    )
    fl.need(1000)  # the remaining sections start on page 2
    fl.para(
        "7. Events of Default. Each of the following is an Event of Default: (a) failure to pay any amount "
        "within ten (10) days after it is due; (b) any representation in any loan document proves false "
        "in any material respect; (c) Borrower becomes insolvent or a proceeding under any bankruptcy law "
        "is commenced by or against Borrower; (d) a final judgment in excess of $250,000.00 remains "
        "unsatisfied for thirty (30) days; or (e) any guaranty of this Note is revoked."
    )
    fl.para(
        "8. Waivers. Borrower and every endorser and guarantor waive presentment, demand, notice of "
        "dishonor, notice of intent to accelerate, notice of acceleration and protest, except as "
        "otherwise provided in the loan documents."
    )
    fl.para(
        "9. Usury Savings. Nothing in this Note shall require the payment of interest in excess of the "
        "maximum amount permitted by applicable law; any excess shall be credited against principal or "
        "refunded to Borrower."
    )
    fl.para(
        "10. Governing Law. This Note shall be governed by and construed in accordance with the laws of "
        "the State of Texas and applicable federal law. Venue lies in Lubbock County, Texas."
    )
    fl.skip(10)
    fl.line("BORROWER:", 9.6, True)
    fl.line("CAPROCK PECAN GROWERS, LLC, a Texas limited liability company", 9.6)
    fl.skip(14)
    fl.line("By: Hollis R. Baca, Managing Member", 9.6)
    fl.line("By: Teresa Quiroga-Baca, Member", 9.6)
    fl.skip(10)
    fl.line("Accepted: LLANO ESTACADO STATE BANK", 9.6)
    fl.line("By: Wendell Akins, Senior Vice President", 9.6)
    fl.finish()
    fields = {
        "borrower": F(
            "CAPROCK PECAN GROWERS, LLC", 1, "CAPROCK PECAN GROWERS, LLC, a Texas limited liability"
        ),
        "lender": F("LLANO ESTACADO STATE BANK", 1, 'the order of LLANO ESTACADO STATE BANK ("Lender")'),
        "agreement_date": F("2025-06-12", 1, "Date: June 12, 2025"),
        "principal_amount": F(2750000.00, 1, "Principal Amount: $2,750,000.00"),
        "interest_rate": F("6.875% per annum", 1, "fixed rate equal to 6.875% per annum"),
        "maturity_date": F("2032-07-01", 1, 'July 1, 2032 (the "Maturity Date")'),
        "governing_law": F("State of Texas", 2, "the laws of the State of Texas"),
        "late_charge": F(
            "five percent (5%) of the unpaid portion of the regularly scheduled payment",
            1,
            "five percent (5%) of the unpaid portion of the regularly scheduled payment",
        ),
    }
    notes = (
        "Fixed-rate term note, two pages. principal is the Note amount, not the refinanced prior loan or "
        "its outstanding balance. 6.875% per annum vs the superseded 7.25% term-sheet rate and the 18% "
        "default rate. Maturity Date is the final payment date (July 1, 2032), not the prepayment-fee "
        "date or the first installment. Signature blocks 'By: NAME, Title'. No field is null."
    )
    return p, fields, notes, []


# ==================== 2 syndicated revolving credit agreement (Illinois law), excerpts
@doc("b15_loan_revolver_syndicated_il", "loan_agreement", "Blue Heron Logistics revolving credit agreement")
def loan_il():
    p = Pdf(face="serif")
    fl = Flow(p, top=70, bottom=724, size=9.3, footer="Execution Version - {} of {}")
    total = D("160000000") + D("65000000")
    same(225000000, total, "commitments")
    fl.line("REVOLVING CREDIT AGREEMENT", 15, True, align="c", lead=22)
    fl.line("dated as of September 8, 2025", 10, align="c")
    fl.line("among", 10, align="c")
    fl.line("BLUE HERON LOGISTICS HOLDINGS, INC.,", 10, True, align="c")
    fl.line("as the Borrower,", 10, align="c")
    fl.line("THE LENDERS FROM TIME TO TIME PARTY HERETO,", 10, align="c")
    fl.line("KESTREL NATIONAL BANK, N.A.,", 10, True, align="c")
    fl.line("as Administrative Agent, Swingline Lender and L/C Issuer,", 10, align="c")
    fl.line("and", 10, align="c")
    fl.line("PRAIRIE TRUST BANK and OSPREY CAPITAL MARKETS LLC,", 10, True, align="c")
    fl.line("as Joint Lead Arrangers and Joint Bookrunners", 10, align="c", lead=26)
    fl.para(
        'This REVOLVING CREDIT AGREEMENT is entered into as of September 8, 2025 (the "Agreement Date") '
        'among BLUE HERON LOGISTICS HOLDINGS, INC., a Delaware corporation (the "Borrower"), each lender '
        'from time to time party hereto (collectively, the "Lenders"), and KESTREL NATIONAL BANK, N.A., as '
        "Administrative Agent. The initial Credit Extension is expected on September 15, 2025 (the "
        '"Closing Date").'
    )
    fl.para(
        "The Borrower has requested that the Lenders provide a revolving credit facility, and the "
        "Lenders are willing to do so on the terms and conditions set forth herein. This Agreement "
        "replaces the Borrower's Credit Agreement dated as of May 21, 2021 with aggregate commitments "
        "of $150,000,000, under which $96,400,000 of loans are outstanding and will be repaid on the "
        "Closing Date."
    )
    fl.head("ARTICLE I. DEFINITIONS")
    fl.para(
        '"Aggregate Commitments" means the Commitments of all the Lenders. On the Agreement Date the '
        "Aggregate Commitments are $225,000,000, consisting of a $160,000,000 tranche A commitment and a "
        "$65,000,000 tranche B commitment."
    )
    fl.para(
        '"Applicable Rate" means, for any day, a percentage per annum based on the Consolidated Total '
        "Leverage Ratio, ranging from 1.25% to 2.00% for Term SOFR Loans and from 0.25% to 1.00% for "
        "Base Rate Loans."
    )
    fl.para(
        '"Incremental Facilities" means increases of the Aggregate Commitments in an aggregate amount not '
        "exceeding $75,000,000, subject to Section 2.14."
    )
    fl.para('"L/C Sublimit" means $25,000,000. "Swingline Sublimit" means $15,000,000.')
    fl.para(
        '"Maturity Date" means September 8, 2030; provided that if such date is not a Business Day, the '
        "Maturity Date shall be the immediately preceding Business Day."
    )
    fl.need(1000)  # Article II starts on page 2
    fl.head("ARTICLE II. THE COMMITMENTS AND CREDIT EXTENSIONS")
    fl.para(
        "Section 2.08 Interest. (a) Subject to Section 2.08(b), each Term SOFR Loan shall bear interest on "
        "the outstanding principal amount thereof for each Interest Period at a rate per annum equal to "
        "Term SOFR plus the Applicable Rate, and each Base Rate Loan shall bear "
        "interest at the Base Rate plus the Applicable Rate."
    )
    fl.para(
        "(b) Default Rate. While any Event of Default exists, the Borrower shall pay interest on all "
        "Obligations at a rate per annum equal to the rate otherwise applicable plus 2.00% per annum."
    )
    fl.para(
        "Section 2.09 Fees. The Borrower shall pay a commitment fee of 0.25% per annum on the unused "
        "Aggregate Commitments, and letter of credit fees equal to the Applicable Rate for Term SOFR "
        "Loans."
    )
    fl.head("ARTICLE X. MISCELLANEOUS")
    fl.para(
        "Section 10.14 Governing Law. THIS AGREEMENT AND THE OTHER LOAN DOCUMENTS SHALL BE GOVERNED BY, "
        "AND CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF ILLINOIS."
    )
    fl.para(
        "Section 10.15 Waiver of Jury Trial. EACH PARTY HERETO WAIVES, TO THE FULLEST EXTENT PERMITTED BY "
        "LAW, ANY RIGHT TO A TRIAL BY JURY IN ANY LEGAL PROCEEDING RELATING TO THIS AGREEMENT."
    )
    fl.skip(8)
    fl.line(
        "IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first above written."
    )
    fl.skip(8)
    fl.line("BLUE HERON LOGISTICS HOLDINGS, INC.")
    fl.line("By: Corinne Valdespino, Chief Financial Officer")
    fl.skip(6)
    fl.line("KESTREL NATIONAL BANK, N.A., as Administrative Agent and a Lender")
    fl.line("By: Anders Whitlow, Managing Director")
    fl.skip(6)
    fl.line("PRAIRIE TRUST BANK, as a Lender")
    fl.line("By: Jolene Marsh, Senior Vice President")
    fl.finish()
    fields = {
        "borrower": F(
            "BLUE HERON LOGISTICS HOLDINGS, INC.", 1, "BLUE HERON LOGISTICS HOLDINGS, INC., as the Borrower"
        ),
        "lender": F(
            "KESTREL NATIONAL BANK, N.A.", 1, "KESTREL NATIONAL BANK, N.A., as Administrative Agent,"
        ),
        "agreement_date": F("2025-09-08", 1, "dated as of September 8, 2025"),
        "principal_amount": F(225000000, 1, "the Aggregate Commitments are $225,000,000"),
        "interest_rate": F(
            "Term SOFR plus the Applicable Rate",
            2,
            "a rate per annum equal to Term SOFR plus the Applicable Rate",
        ),
        "maturity_date": F("2030-09-08", 1, '"Maturity Date" means September 8, 2030'),
        "governing_law": F("State of Illinois", 2, "THE LAW OF THE STATE OF ILLINOIS"),
        "late_charge": NULL(),
    }
    notes = (
        "Syndicated revolving credit agreement (excerpts). lender is the Administrative Agent, not the "
        "arrangers or other Lenders. principal_amount is the $225,000,000 Aggregate Commitments, not a "
        "tranche, the sublimits, the $75,000,000 incremental capacity or the replaced facility. "
        "agreement_date is the 'dated as of' date, not the Closing Date. late_charge is null: only a "
        "default rate (plus 2.00%) is printed, which is not a late charge."
    )
    return p, fields, notes, []


# ==================== 3 first amendment: increased principal, new rate, extended maturity (Florida)
@doc(
    "b15_loan_first_amendment_fl",
    "loan_agreement",
    "Gulfbreeze Dental Partners first amendment to loan agreement",
)
def loan_fl():
    p = Pdf(face="serif")
    fl = Flow(p, top=72, bottom=720, size=9.5, footer="First Amendment - Page {} of {}")
    old, add_ = D("4000000.00"), D("1500000.00")
    same(5500000.00, old + add_, "new principal")
    fl.line("FIRST AMENDMENT TO LOAN AGREEMENT AND PROMISSORY NOTE", 13, True, align="c", lead=22)
    fl.para(
        'THIS FIRST AMENDMENT TO LOAN AGREEMENT AND PROMISSORY NOTE (this "Amendment") is made and entered '
        "into this 16th day of March, 2026, by and between GULFBREEZE DENTAL PARTNERS, P.A., a Florida "
        'professional association ("Borrower"), and TAMIAMI COAST BANK, a Florida banking corporation '
        '("Lender").'
    )
    fl.head("RECITALS")
    fl.para(
        'A. Lender and Borrower are parties to a Loan Agreement dated August 4, 2022 (the "Loan '
        'Agreement"), under which Lender made a term loan to Borrower evidenced by a Promissory Note of '
        'the same date in the original principal amount of $4,000,000.00 (the "Note"). The Note bears '
        "interest at 5.25% per annum and matures on August 4, 2027."
    )
    fl.para(
        "B. The unpaid principal balance of the Note as of the date of this Amendment is $2,861,904.55. "
        "Borrower has requested an additional advance of $1,500,000.00 to fund the acquisition of a "
        "practice in Fort Myers, Florida, and an extension of the maturity of the Note."
    )
    fl.head("AGREEMENT")
    fl.para(
        "1. Principal Amount. The principal amount of the Note is increased from $4,000,000.00 to "
        '$5,500,000.00. All references to the "Loan" or the "Note" in the Loan Documents shall mean the '
        "Note as so increased."
    )
    fl.para(
        "2. Interest Rate. Effective on the date of this Amendment, Section 2.2 of the Loan Agreement is "
        'deleted and replaced as follows: "The unpaid principal balance shall bear interest at a fixed '
        'rate of 7.10% per annum, calculated on a 365/360 basis."'
    )
    fl.para(
        "3. Maturity Date. The maturity date of the Note is extended from August 4, 2027 to March 16, "
        '2033 (the "Extended Maturity Date"), on which date all unpaid principal and accrued interest '
        "shall be due and payable in full."
    )
    fl.need(1000)
    fl.para(
        "4. Payments. Commencing May 1, 2026, Borrower shall pay monthly installments of principal and "
        "interest in the amount required to amortize the increased principal over eighty-three (83) "
        "months, as set out in the payment schedule delivered by Lender at closing."
    )
    fl.para(
        '5. Late Charge. Section 2.6 of the Loan Agreement is amended to read: "If any installment is not '
        "paid within fifteen (15) days after its due date, Borrower shall pay a late charge equal to four "
        'percent (4%) of the past-due installment." The three percent (3%) late charge in the original '
        "Loan Agreement no longer applies."
    )
    fl.para(
        "6. Ratification. Except as expressly amended hereby, the Loan Agreement, the Note, the Mortgage "
        "and the Guaranty of Dr. Evangeline Sato dated August 4, 2022 remain in full force and effect and "
        "are ratified and confirmed by Borrower and Guarantor."
    )
    fl.para(
        "7. Governing Law. This Amendment shall be governed by the laws of the State of Florida. "
        "Documentary stamp taxes due on the increased principal have been paid to the Florida Department "
        "of Revenue."
    )
    fl.skip(10)
    fl.line("BORROWER: GULFBREEZE DENTAL PARTNERS, P.A.")
    fl.line("By: Evangeline Sato, D.D.S., President")
    fl.skip(8)
    fl.line("LENDER: TAMIAMI COAST BANK")
    fl.line("By: Marcus Delacroix-Hale, Vice President, Commercial Lending")
    fl.skip(8)
    fl.line("GUARANTOR: Evangeline Sato, individually")
    fl.finish()
    fields = {
        "borrower": F("GULFBREEZE DENTAL PARTNERS, P.A.", 1, "GULFBREEZE DENTAL PARTNERS, P.A., a Florida"),
        "lender": F("TAMIAMI COAST BANK", 1, "TAMIAMI COAST BANK, a Florida banking corporation"),
        "agreement_date": F("2026-03-16", 1, "this 16th day of March, 2026"),
        "principal_amount": F(5500000.00, 1, "is increased from $4,000,000.00 to $5,500,000.00"),
        "interest_rate": F("7.10% per annum", 1, "rate of 7.10% per annum"),
        "maturity_date": F("2033-03-16", 1, "extended from August 4, 2027 to March 16, 2033"),
        "governing_law": F("State of Florida", 2, "governed by the laws of the State of Florida"),
        "late_charge": F(
            "four percent (4%) of the past-due installment",
            2,
            "four percent (4%) of the past-due installment",
        ),
    }
    notes = (
        "First amendment; labels are the terms after the amendment. agreement_date is the amendment's "
        "date (16th day of March, 2026), not the original Loan Agreement/Note/Guaranty date. principal is "
        "the increased $5,500,000.00, not the superseded $4,000,000.00, the unpaid balance or the "
        "additional advance. interest_rate is the new 7.10% per annum (5.25% superseded). maturity_date "
        "is the Extended Maturity Date. late_charge is the amended 4% (the 3% no longer applies). "
        "No field is null."
    )
    return p, fields, notes, []
