"""Loan-agreement builders for blind_extraction17 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import NULL, F, doc, same
from layout import Flow
from pdfkit import Pdf, q


# ==================== 1 third amendment to a revolving credit agreement (Ohio): increase and extension
@doc("b17_loan_third_amendment_revolver_oh", "loan_agreement", "Maumee River Millwork third amendment")
def loan_oh():
    p = Pdf(face="serif")
    fl = Flow(p, top=72, bottom=720, size=9.4, footer="Third Amendment to Credit Agreement - page {} of {}")
    fl.line("THIRD AMENDMENT TO CREDIT AGREEMENT", 13, True, align="c", lead=22)
    fl.para(
        'THIS THIRD AMENDMENT TO CREDIT AGREEMENT (this "Amendment") is dated as of June 12, 2026 and is '
        'entered into by and between MAUMEE RIVER MILLWORK, INC., an Ohio corporation (the "Borrower"), and '
        'LAKESHORE COMMERCE BANK, N.A., a national banking association (the "Bank").'
    )
    fl.head("RECITALS")
    fl.para(
        "A. The Borrower and the Bank are parties to a Credit Agreement dated as of August 3, 2021, as "
        "amended "
        "by a First Amendment dated as of July 15, 2022 and a Second Amendment dated as of June 28, 2024 "
        "(as so "
        'amended, the "Credit Agreement"), under which the Bank has made available a revolving line of '
        "credit "
        "in the maximum principal amount of $12,000,000.00."
    )
    fl.para(
        "B. The Borrower has requested that the Bank increase the revolving commitment, extend the "
        "Termination "
        "Date and replace the interest rate provisions, and the Bank has agreed on the terms of this "
        "Amendment."
    )
    fl.head("AGREEMENT")
    fl.para(
        '1. Commitment. The definition of "Revolving Commitment" in Section 1.1 of the Credit Agreement is '
        'amended to read: "Revolving Commitment" means Fifteen Million and No/100 Dollars ($15,000,000.00), '
        "as such amount may be reduced under Section 2.6. The letter of credit sublimit remains "
        "$2,000,000.00."
    )
    fl.para(
        '2. Termination Date. The definition of "Termination Date" is amended by deleting "June 30, 2026" '
        "and "
        'substituting "June 30, 2029", or such earlier date on which the Revolving Commitment terminates '
        "under "
        "the Credit Agreement."
    )
    fl.para(
        '3. Interest Rate. Section 2.4(a) of the Credit Agreement is amended and restated to read: "Each '
        "Revolving Loan shall bear interest at a rate per annum equal to Daily Simple SOFR plus 2.15%, but "
        'never less than 3.00% per annum." The former rate of Term SOFR plus 2.40% applies only to periods '
        "before the date of this Amendment."
    )
    fl.para(
        '4. Late Charge. Section 2.9 of the Credit Agreement is amended to read: "If any payment of '
        "principal or interest is more than ten (10) days past due, the Borrower shall pay a late charge "
        "equal "
        'to four percent (4%) of the past-due amount." Upon an Event of Default, the Obligations shall bear '
        "interest at the default rate of 3.00% per annum above the otherwise applicable rate."
    )
    fl.para(
        "5. Amendment Fee. The Borrower shall pay the Bank on the date hereof a non-refundable amendment fee "
        "of $22,500.00, equal to 0.15% of the Revolving Commitment as increased."
    )
    fl.para(
        "6. Conditions. This Amendment is effective upon (a) execution by both parties, (b) receipt of the "
        "amendment fee, and (c) delivery of an updated borrowing base certificate as of May 31, 2026."
    )
    fl.para(
        "7. Governing Law. This Amendment and the Credit Agreement shall be governed by the laws of the "
        "State "
        "of Ohio, without regard to principles of conflicts of law."
    )
    fl.para(
        "8. Ratification. Except as amended hereby, the Credit Agreement and the other Loan Documents remain "
        "in full force and effect and are ratified and confirmed."
    )
    fl.skip(10)
    fl.need(120)
    fl.line("MAUMEE RIVER MILLWORK, INC.", 9.4, True)
    fl.line("By: ____________________________  Gregory A. Stahl, President and CEO", 9.4, lead=22)
    fl.line("LAKESHORE COMMERCE BANK, N.A.", 9.4, True)
    fl.line("By: ____________________________  Renee D. Kowalczyk, Senior Vice President", 9.4, lead=22)
    fl.finish()
    fields = {
        "borrower": F("MAUMEE RIVER MILLWORK, INC.", 1, "MAUMEE RIVER MILLWORK, INC., an Ohio corporation"),
        "lender": F("LAKESHORE COMMERCE BANK, N.A.", 1, "LAKESHORE COMMERCE BANK, N.A., a national banking"),
        "agreement_date": F("2026-06-12", 1, "is dated as of June 12, 2026"),
        "principal_amount": F(15000000.00, 1, "means Fifteen Million and No/100 Dollars ($15,000,000.00)"),
        "interest_rate": F(
            "Daily Simple SOFR plus 2.15%", 1, "a rate per annum equal to Daily Simple SOFR plus 2.15%"
        ),
        "maturity_date": F("2029-06-30", 1, 'substituting "June 30, 2029"'),
        "governing_law": F("State of Ohio", 1, "governed by the laws of the State of Ohio"),
        "late_charge": F(
            "four percent (4%) of the past-due amount",
            1,
            "a late charge equal to four percent (4%) of the past-due amount",
        ),
    }
    notes = (
        "Third amendment to a revolving credit agreement (Ohio law). agreement_date is the amendment's own "
        "date (June 12, 2026), not the 2021 credit agreement or the first/second amendment dates or the "
        "borrowing-base date. principal_amount is the Revolving Commitment as amended, $15,000,000.00 (the "
        "former $12,000,000.00 maximum, the $2,000,000.00 LC sublimit and the $22,500.00 fee are "
        "distractors). "
        "interest_rate is the restated Daily Simple SOFR plus 2.15% (3.00% floor; the former Term SOFR plus "
        "2.40% no longer applies). maturity_date is the amended Termination Date June 30, 2029 (June 30, "
        "2026 "
        "was deleted). late_charge is the amended 4% charge; the 3.00% default rate is not a late charge. No "
        "field is null."
    )
    return p, fields, notes, []


# ==================== 2 fixed-rate commercial promissory note (Florida), interest-only period, premium
@doc("b17_loan_fixed_note_fl", "loan_agreement", "Coquina Key Medical Plaza promissory note")
def loan_fl():
    p = Pdf()
    fl = Flow(
        p, top=70, bottom=724, size=9.2, footer="Promissory Note - Coquina Key Medical Plaza, LLC - {}/{}"
    )
    fl.line("PROMISSORY NOTE", 14, True, align="c", lead=20)
    fl.line(
        "$6,875,000.00                                                          Sarasota, Florida", 9.6, True
    )
    fl.line("Note Date: April 2, 2026", 9.6, True, lead=20)
    fl.para(
        'FOR VALUE RECEIVED, COQUINA KEY MEDICAL PLAZA, LLC, a Florida limited liability company ("Maker"), '
        'promises to pay to the order of GULF TIDE SAVINGS BANK ("Holder"), at 1200 Main Street, Sarasota, '
        "Florida 34236, or such other place as Holder may designate, the principal sum of SIX MILLION EIGHT "
        "HUNDRED SEVENTY-FIVE THOUSAND AND 00/100 DOLLARS ($6,875,000.00), together with interest as "
        "provided "
        "below."
    )
    fl.para(
        "1. Interest Rate. The outstanding principal balance shall bear interest at a fixed rate of six and "
        "thirty-five hundredths percent (6.35%) per annum, calculated on the basis of a 360-day year and the "
        "actual number of days elapsed."
    )
    r = D("0.0635") / 12
    pmt = q(D(6875000) * r / (1 - (1 + r) ** -300))
    same(45778.17, pmt, "installment")
    fl.para(
        "2. Payments. Interest only is payable monthly beginning May 1, 2026 through and including April 1, "
        "2027. Beginning May 1, 2027, Maker shall pay equal monthly installments of principal and interest "
        "of "
        f"${pmt:,}, based on a twenty-five (25) year amortization schedule. The entire unpaid principal "
        'balance and all accrued interest shall be due and payable on April 1, 2033 (the "Maturity Date").'
    )
    fl.para(
        "3. Late Charge. If any installment is not received by Holder within fifteen (15) days after its due "
        "date, Maker shall pay a late charge of five percent (5%) of the unpaid installment, but not less "
        "than "
        "$100.00. This late charge does not apply to the payment due on the Maturity Date."
    )
    fl.para(
        "4. Prepayment. Maker may prepay this Note in whole but not in part upon thirty (30) days' notice, "
        "with "
        "a prepayment premium of 3% of the amount prepaid during the first loan year, 2% during the second "
        "and "
        "1% during the third loan year, and without premium thereafter."
    )
    fl.para(
        "5. Default Rate. After maturity or an Event of Default, interest shall accrue at the lesser of 18% "
        "per "
        "annum or the maximum rate permitted by law."
    )
    fl.para(
        "6. Security. This Note is secured by a Mortgage, Assignment of Leases and Rents and Security "
        "Agreement "
        "of even date encumbering the medical office building at 4470 Bee Ridge Road, Sarasota, Florida "
        "34233, "
        "appraised at $9,400,000.00."
    )
    fl.para(
        "7. Governing Law. This Note shall be governed by and construed under the laws of the State of "
        "Florida. "
        "Documentary stamp taxes required by law have been paid on the Mortgage and are affixed thereto."
    )
    fl.skip(8)
    fl.need(90)
    fl.line("COQUINA KEY MEDICAL PLAZA, LLC, a Florida limited liability company", 9.2, True)
    fl.line("By: ____________________________  Dr. Anjali V. Raman, Managing Member", 9.2, lead=22)
    fl.finish()
    fields = {
        "borrower": F(
            "COQUINA KEY MEDICAL PLAZA, LLC", 1, "COQUINA KEY MEDICAL PLAZA, LLC, a Florida limited"
        ),
        "lender": F("GULF TIDE SAVINGS BANK", 1, 'to the order of GULF TIDE SAVINGS BANK ("Holder")'),
        "agreement_date": F("2026-04-02", 1, "Note Date: April 2, 2026"),
        "principal_amount": F(6875000.00, 1, "THOUSAND AND 00/100 DOLLARS ($6,875,000.00)"),
        "interest_rate": F(
            "fixed rate of six and thirty-five hundredths percent (6.35%) per annum",
            1,
            "a fixed rate of six and thirty-five hundredths percent (6.35%) per annum",
        ),
        "maturity_date": F("2033-04-01", 1, 'April 1, 2033 (the "Maturity Date")'),
        "governing_law": F("State of Florida", 1, "under the laws of the State of Florida"),
        "late_charge": F(
            "five percent (5%) of the unpaid installment, but not less than $100.00",
            1,
            "a late charge of five percent (5%) of the unpaid installment, but not less than $100.00",
        ),
    }
    notes = (
        "Fixed-rate commercial mortgage note (Florida). Holder = lender. agreement_date is the Note Date "
        "April "
        "2, 2026; first interest payment May 1, 2026, end of interest-only period April 1, 2027 and first "
        "amortizing payment May 1, 2027 are distractors. principal_amount $6,875,000.00 vs the installment "
        "$45,778.17 and the collateral's $9,400,000.00 appraisal. interest_rate is the fixed 6.35% (the 18% "
        "default rate and the 3%/2%/1% prepayment premiums are not the note rate). maturity_date April 1, "
        "2033. late_charge 5% with a $100.00 minimum. No field is null."
    )
    return p, fields, notes, []


# ==================== 3 English-law facility agreement (GBP): compounded SONIA plus margin, no late charge
@doc("b17_loan_facility_agreement_england", "loan_agreement", "Pembridge Cold Chain facility agreement")
def loan_uk():
    p = Pdf(face="serif")
    fl = Flow(p, top=72, bottom=720, size=9.2, footer="Facility Agreement - {} of {}")
    fl.line("TERM AND REVOLVING FACILITIES AGREEMENT", 13, True, align="c", lead=18)
    fl.line("dated 14 May 2026", 10, align="c", lead=22)
    fl.para(
        "BETWEEN (1) PEMBRIDGE COLD CHAIN LIMITED, a company incorporated in England and Wales with "
        "registered "
        'number 07731840 (the "Borrower"); (2) the subsidiaries of the Borrower listed in Schedule 1 as '
        'guarantors; and (3) SEVERN & WYE BANK PLC (the "Lender").'
    )
    fl.head("1. DEFINITIONS AND INTERPRETATION")
    fl.para(
        '"Facility A" means the sterling term loan facility made available under this Agreement in an '
        "amount of £9,000,000."
    )
    fl.para(
        '"Facility B" means the sterling revolving credit facility made available under this Agreement in an '
        "amount of £3,500,000."
    )
    fl.para(
        '"Total Commitments" means the aggregate of the Facility A Commitment and the Facility B Commitment, '
        "being £12,500,000 at the date of this Agreement."
    )
    fl.para(
        '"Accordion" means the uncommitted additional facility of up to £5,000,000 that the Borrower may '
        "request under Clause 2.3."
    )
    fl.para(
        '"Termination Date" means 14 May 2031 for Facility A and 14 May 2029 for Facility B, subject to '
        "Clause 6.4 (Extension option) under which Facility B may be extended once by twelve months."
    )
    fl.para(
        '"Margin" means 2.75 per cent. per annum for Facility A and 2.50 per cent. per annum for Facility B, '
        "adjusted under Schedule 4 by reference to Leverage."
    )
    fl.head("2. THE FACILITIES")
    fl.para(
        "Subject to the terms of this Agreement, the Lender makes available to the Borrower Facility A and "
        "Facility B. The Borrower shall apply Facility A towards refinancing its existing term loan of "
        "£7,240,000 and funding the Avonmouth chilled warehouse, and Facility B towards general working "
        "capital purposes."
    )
    fl.head("8. INTEREST")
    fl.para(
        "8.1 The rate of interest on each Loan for each Interest Period is the percentage rate per annum "
        "which is the aggregate of the applicable Margin and Compounded Reference Rate (SONIA) for that day."
    )
    fl.para(
        "8.3 If an Obligor fails to pay any amount payable by it on its due date, interest shall accrue on "
        "the "
        "overdue amount at a rate 2 per cent. per annum higher than the rate which would have been payable "
        "had "
        "the overdue amount constituted a Loan (default interest)."
    )
    fl.head("9. FEES")
    fl.para(
        "The Borrower shall pay an arrangement fee of £125,000 on the date of this Agreement and a "
        "commitment "
        "fee of 35 per cent. of the applicable Margin on the unused Facility B Commitment."
    )
    fl.head("38. GOVERNING LAW")
    fl.para(
        "This Agreement and any non-contractual obligations arising out of or in connection with it are "
        "governed by English law."
    )
    fl.skip(8)
    fl.need(70)
    fl.line("Signed for PEMBRIDGE COLD CHAIN LIMITED by Harriet J. Okonedo, Director", 9.2)
    fl.line("Signed for SEVERN & WYE BANK PLC by Marcus Dell, Director, Corporate Banking", 9.2)
    fl.finish()
    fields = {
        "borrower": F(
            "PEMBRIDGE COLD CHAIN LIMITED", 1, "PEMBRIDGE COLD CHAIN LIMITED, a company incorporated"
        ),
        "lender": F("SEVERN & WYE BANK PLC", 1, 'SEVERN & WYE BANK PLC (the "Lender")'),
        "agreement_date": F("2026-05-14", 1, "dated 14 May 2026"),
        "principal_amount": F(12500000, 1, "being £12,500,000 at the date of this Agreement"),
        "interest_rate": F(
            "the aggregate of the applicable Margin and Compounded Reference Rate (SONIA)",
            1,
            "the aggregate of the applicable Margin and Compounded Reference Rate (SONIA)",
        ),
        "maturity_date": F("2031-05-14", 1, '"Termination Date" means 14 May 2031 for Facility A'),
        "governing_law": F("English law", 1, "governed by English law"),
        "late_charge": NULL(),
    }
    notes = (
        "English-law bilateral facility agreement (GBP). principal_amount is the Total Commitments "
        "£12,500,000 stated in the agreement (Facility A £9,000,000 + Facility B £3,500,000); the £5,000,000 "
        "accordion, the refinanced £7,240,000 loan and the £125,000 fee are distractors. interest_rate is "
        "the "
        "printed formula: Margin plus Compounded Reference Rate (SONIA); the Margin percentages are defined "
        "separately. maturity_date is the Termination Date of the principal facility, Facility A (the "
        "£9,000,000 "
        "term loan), 14 May 2031; Facility B's 14 May 2029 is a distractor. late_charge is null: only "
        "default "
        "interest (2 per cent. above the loan rate) is printed, and default interest is not a late charge."
    )
    return p, fields, notes, []
