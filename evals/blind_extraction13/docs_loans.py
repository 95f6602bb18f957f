"""Loan-agreement builders for blind_extraction13 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import NULL, F, doc, same
from layout import Flow
from pdfkit import US, Pdf, q


def sig2(fl, left, right, size=8.8, lead=13):
    """Two signature blocks side by side at the flow position."""
    fl.need(lead * max(len(left), len(right)))
    for i, (a, b) in enumerate(zip(left, right, strict=True)):
        fl.p.text(fl.x, fl.y + i * lead, a, size, i == 0)
        fl.p.text(fl.x + 262, fl.y + i * lead, b, size, i == 0)
    fl.y += lead * len(left)


# ==================== 1 bilateral term loan agreement (Texas)
@doc(
    "b13_loan_term_loan_tx",
    "loan_agreement",
    "Caprock Cold Chain Logistics, LLC Term Loan Agreement",
)
def loan_term():
    p = Pdf(612, 792, face="serif")
    fl = Flow(
        p,
        top=72,
        bottom=724,
        size=9.3,
        footer="Term Loan Agreement - Caprock Cold Chain Logistics, LLC - Page {} of {}",
    )
    principal = D("8750000.00")
    monthly_principal = q(principal / 300)
    same(29166.67, monthly_principal, "monthly principal")
    fl.line("TERM LOAN AGREEMENT", 15, True, align="c", lead=24)
    fl.para(
        'THIS TERM LOAN AGREEMENT (this "Agreement") is made and entered into as of June 9, 2025, by and '
        "between CAPROCK COLD CHAIN LOGISTICS, LLC, a Texas limited liability company "
        '("Borrower"), and LLANO ESTACADO NATIONAL BANK, a national banking association ("Lender").'
    )
    fl.head("RECITALS")
    fl.para(
        "A. Borrower is acquiring a 142,000 square foot refrigerated distribution facility located at 6610 "
        'East Loop 289, Lubbock, Texas 79404 (the "Property") for a purchase price of $11,900,000. The '
        "Property has been appraised by an independent appraiser engaged by Lender at $12,400,000 as of "
        "May 20, 2025."
    )
    fl.para(
        "B. Borrower has requested that Lender make a term loan to Borrower to finance a portion of the "
        "purchase price, and Lender is willing to do so on the terms and conditions set forth in this "
        "Agreement."
    )
    fl.head("ARTICLE 1. DEFINITIONS")
    for s in [
        (
            '"Closing Date" means the date on which the conditions in Article 4 are satisfied and the '
            "Loan is funded, which the parties anticipate will be June 12, 2025."
        ),
        (
            '"Guarantor" means Roberto Villaseñor Ybarra, whose guaranty of the Obligations is limited '
            "to $2,000,000 plus enforcement costs."
        ),
        '"Maturity Date" means June 9, 2032.',
        (
            '"Term SOFR" means the forward-looking term rate based on SOFR for a one-month tenor '
            "published by CME Group Benchmark Administration Limited, provided that Term SOFR shall "
            "not be less than 1.00%."
        ),
    ]:
        fl.para(s, indent=14)
    fl.head("ARTICLE 2. THE LOAN")
    fl.para(
        "2.1 Loan Amount. Subject to the terms of this Agreement, Lender agrees to make a single advance "
        "term loan to Borrower on the Closing Date in the principal amount of EIGHT MILLION SEVEN HUNDRED "
        f'FIFTY THOUSAND AND NO/100 DOLLARS (${US(principal)}) (the "Loan"). Amounts repaid may not be '
        "reborrowed. The Loan shall not exceed seventy-five percent (75%) of the appraised value of the "
        "Property."
    )
    fl.para(
        "2.2 Interest Rate. The outstanding principal balance of the Loan shall bear interest at a floating "
        "rate per annum equal to One-Month Term SOFR plus 2.40%, adjusted on the first day of each calendar "
        "month, computed on the basis of a 360-day year for the actual number of days elapsed. Borrower may, "
        "but is not required to, enter into an interest rate swap with Lender; the indicative swapped fixed "
        "rate quoted on June 2, 2025 was 6.12% per annum and is not part of this Agreement."
    )
    fl.para(
        "2.3 Payments. Commencing July 1, 2025 and on the first day of each month thereafter, Borrower "
        f"shall pay accrued interest plus a principal installment of ${US(monthly_principal)}, based on a "
        "twenty-five (25) year amortization. The entire outstanding principal balance of the Loan, together "
        "with all accrued and unpaid interest, shall be due and payable on the Maturity Date."
    )
    fl.para(
        "2.4 Late Charge. If any payment required hereunder (other than the payment due on the Maturity "
        "Date) is not received by Lender within ten (10) days after its due date, Borrower shall pay a "
        "late charge equal to five percent (5%) of the amount of such payment."
    )
    fl.para(
        "2.5 Default Interest. Upon the occurrence and during the continuance of an Event of Default, the "
        "Loan shall bear interest at the rate otherwise applicable plus four percent (4.00%) per annum."
    )
    fl.para(
        "2.6 Fees. Borrower shall pay Lender on the Closing Date a loan origination fee of $65,625 (0.75% "
        "of the Loan). Borrower may prepay the Loan in whole or in part at any time, subject to a prepayment "
        "premium of 2% of the amount prepaid on or before June 9, 2027 and 1% thereafter until June 9, "
        "2028."
    )
    fl.head("ARTICLE 3. SECURITY")
    fl.para(
        "The Loan shall be secured by a first-lien Deed of Trust, Security Agreement and Fixture Filing on "
        "the Property and by an assignment of leases and rents, and shall be guaranteed by the Guarantor."
    )
    fl.head("ARTICLE 4. CONDITIONS PRECEDENT")
    fl.para(
        "Lender's obligation to fund the Loan is subject to receipt of the executed Loan Documents, a "
        "title policy in the amount of the Loan, evidence of insurance, a Phase I environmental report "
        "dated no earlier than March 1, 2025, and payment of all fees."
    )
    fl.head("ARTICLE 5. FINANCIAL COVENANTS")
    fl.para(
        "5.1 Debt Service Coverage. Borrower shall maintain a Debt Service Coverage Ratio of not less than "
        "1.25 to 1.00, tested annually as of December 31 of each year commencing December 31, 2025."
    )
    fl.para(
        "5.2 Liquidity. Guarantor shall maintain unencumbered liquid assets of not less than $1,500,000 at "
        "all times."
    )
    fl.head("ARTICLE 6. MISCELLANEOUS")
    fl.para(
        "6.1 Governing Law. This Agreement and the other Loan Documents shall be governed by and construed "
        "in accordance with the laws of the State of Texas and applicable federal law."
    )
    fl.para(
        "6.2 Notices. Notices to Lender shall be sent to Llano Estacado National Bank, Commercial Real Estate "
        "Lending, 1500 Broadway, Lubbock, Texas 79401, Attention: Celia Marchbanks, Senior Vice President."
    )
    fl.para(
        "6.3 Entire Agreement. THIS AGREEMENT AND THE OTHER LOAN DOCUMENTS REPRESENT THE FINAL AGREEMENT "
        "BETWEEN THE PARTIES AND MAY NOT BE CONTRADICTED BY EVIDENCE OF PRIOR, CONTEMPORANEOUS OR SUBSEQUENT "
        "ORAL AGREEMENTS OF THE PARTIES. THERE ARE NO UNWRITTEN ORAL AGREEMENTS BETWEEN THE PARTIES.",
        size=8.4,
    )
    fl.skip(8)
    for s in [
        "BORROWER: CAPROCK COLD CHAIN LOGISTICS, LLC",
        "By: /s/ Roberto Villaseñor Ybarra, Manager",
        "",
        "LENDER: LLANO ESTACADO NATIONAL BANK",
        "By: /s/ Celia Marchbanks, Senior Vice President",
    ]:
        fl.line(s, 9.2)
    fl.finish()
    fields = {
        "borrower": F(
            "Caprock Cold Chain Logistics, LLC",
            1,
            "CAPROCK COLD CHAIN LOGISTICS, LLC, a Texas limited liability company",
        ),
        "lender": F(
            "Llano Estacado National Bank",
            1,
            "LLANO ESTACADO NATIONAL BANK, a national banking association",
        ),
        "agreement_date": F("2025-06-09", 1, "is made and entered into as of June 9, 2025"),
        "principal_amount": F(
            8750000.00,
            1,
            "principal amount of EIGHT MILLION SEVEN HUNDRED FIFTY THOUSAND AND NO/100 DOLLARS ($8,750,000.00)",
        ),
        "interest_rate": F(
            "One-Month Term SOFR plus 2.40%",
            1,
            "rate per annum equal to One-Month Term SOFR plus 2.40%",
        ),
        "maturity_date": F("2032-06-09", 1, '"Maturity Date" means June 9, 2032.'),
        "governing_law": F("Texas", 2, "in accordance with the laws of the State of Texas"),
        "late_charge": F(
            "five percent (5%) of the amount of such payment",
            1,
            "late charge equal to five percent (5%) of the amount of such payment",
        ),
    }
    notes = (
        "Bilateral term loan agreement (Texas). principal_amount is the Loan $8,750,000.00; the purchase "
        "price $11,900,000, appraised value $12,400,000, guaranty cap $2,000,000, liquidity covenant "
        "$1,500,000, origination fee and monthly principal installment are distractors. interest_rate is "
        "'One-Month Term SOFR plus 2.40%' (the 1.00% floor, the default rate +4.00% and the indicative "
        "swap rate 6.12% are distractors). agreement_date is the 'as of' date June 9, 2025, not the "
        "anticipated Closing Date June 12, 2025, the appraisal date or the first payment date; "
        "maturity_date is the defined Maturity Date June 9, 2032 (the prepayment-premium dates are "
        "distractors). Late charge 5% of the late payment."
    )
    return p, fields, notes, []


# ==================== 2 second amendment to a loan and security agreement (Illinois)
@doc(
    "b13_loan_amendment_revolver_il",
    "loan_agreement",
    "Northgate Precision Castings, Inc. Second Amendment to Loan and Security Agreement",
)
def loan_amend():
    p = Pdf(612, 792)
    fl = Flow(
        p,
        top=70,
        bottom=726,
        size=9.1,
        footer="Second Amendment to Loan and Security Agreement - Page {} of {}",
    )
    old, new = D(12000000), D(16500000)
    fee = q(new * D("0.00125"))
    same(20625.00, fee, "amendment fee")
    fl.line("SECOND AMENDMENT TO LOAN AND SECURITY AGREEMENT", 13, True, align="c", lead=22)
    fl.para(
        'THIS SECOND AMENDMENT TO LOAN AND SECURITY AGREEMENT (this "Amendment") is dated as of September 22, '
        "2025, and is entered into by and between NORTHGATE PRECISION CASTINGS, INC., an Illinois "
        'corporation ("Borrower"), and PRAIRIE SHORE BANK, an Illinois state-chartered bank ("Lender").'
    )
    fl.head("RECITALS")
    fl.para(
        "A. Borrower and Lender are parties to that certain Loan and Security Agreement dated as of March "
        "15, 2022, as amended by that certain First Amendment to Loan and Security Agreement dated as of "
        'May 1, 2023 (as so amended, the "Loan Agreement"), pursuant to which Lender has made available to '
        "Borrower a revolving line of credit."
    )
    fl.para(
        "B. Borrower has requested that Lender increase the Maximum Revolver Amount, extend the Maturity "
        "Date and convert the interest rate from a prime-based rate to a SOFR-based rate, and Lender has "
        "agreed to do so on the terms set forth in this Amendment."
    )
    fl.para(
        "NOW, THEREFORE, in consideration of the foregoing and the mutual covenants herein, the parties "
        "agree as follows:"
    )
    fl.head("1. Amendments to the Loan Agreement.")
    fl.para(
        '1.1 Maximum Revolver Amount. The definition of "Maximum Revolver Amount" in Section 1.1 of the Loan '
        f'Agreement is amended by deleting the amount "${US(old, 0)}" and substituting '
        f'"${US(new, 0)}" in its place. The sublimit for letters of credit remains $1,500,000.',
        indent=12,
    )
    fl.para(
        '1.2 Maturity Date. The definition of "Maturity Date" in Section 1.1 of the Loan Agreement is '
        'amended and restated in its entirety to read: "Maturity Date" means March 15, 2028. (Prior to '
        "this Amendment, the Maturity Date was March 15, 2026.)",
        indent=12,
    )
    fl.para(
        "1.3 Interest Rate. Section 2.4(a) of the Loan Agreement is amended and restated to read: "
        '"(a) Advances shall bear interest at a rate per annum equal to Term SOFR plus 2.25%." The rate '
        "previously in effect, the Prime Rate plus 0.50%, shall apply to Advances only for periods before "
        "the Amendment Effective Date.",
        indent=12,
    )
    fl.para(
        '1.4 Unused Line Fee. Section 2.6(b) of the Loan Agreement is amended by deleting "0.375%" and '
        'substituting "0.25%" in its place.',
        indent=12,
    )
    fl.para(
        "1.5 Borrowing Base. Eligible Inventory shall be included in the Borrowing Base at the lesser of 50% "
        "of cost and $4,000,000 (previously $3,000,000).",
        indent=12,
    )
    fl.head("2. Conditions to Effectiveness.")
    fl.para(
        'This Amendment shall become effective on the date (the "Amendment Effective Date") on which Lender '
        "has received (a) counterparts of this Amendment executed by Borrower, (b) an amended and restated "
        f"Revolving Note in the amount of ${US(new)}, (c) an amendment fee of ${US(fee)}, and (d) a "
        "reaffirmation of the Guaranty by Northgate Holdings, LLC."
    )
    fl.head("3. Representations; No Default.")
    fl.para(
        "Borrower represents that no Default or Event of Default exists. As of the date hereof the "
        "outstanding principal balance of the Advances is $9,184,220.17."
    )
    fl.head("4. Ratification.")
    fl.para(
        "Except as expressly amended hereby, the Loan Agreement and the other Loan Documents remain in full "
        "force and effect and are ratified and confirmed, including Section 2.5 (Default Rate), under which "
        "Obligations bear interest at 3.00% per annum above the otherwise applicable rate after an Event of "
        "Default."
    )
    fl.head("5. Governing Law.")
    fl.para(
        "This Amendment shall be governed by and construed in accordance with the internal laws of the State "
        "of Illinois. Each party submits to the non-exclusive jurisdiction of the state and federal courts "
        "sitting in Cook County, Illinois."
    )
    fl.head("6. Counterparts.")
    fl.para(
        "This Amendment may be executed in counterparts and by electronic signature, each of which shall "
        "be deemed an original."
    )
    fl.skip(8)
    sig2(
        fl,
        [
            "NORTHGATE PRECISION CASTINGS, INC.",
            "By: /s/ Helena Sobczak-Reyes",
            "Title: Chief Financial Officer",
        ],
        [
            "PRAIRIE SHORE BANK",
            "By: /s/ Marcus O. Delacroix",
            "Title: Senior Vice President",
        ],
    )
    fl.skip(8)
    fl.line(
        "REAFFIRMATION OF GUARANTOR: NORTHGATE HOLDINGS, LLC, by /s/ Peter Lindahl, Manager, September 24, 2025",
        8.8,
    )
    fl.finish()
    fields = {
        "borrower": F(
            "Northgate Precision Castings, Inc.",
            1,
            "NORTHGATE PRECISION CASTINGS, INC., an Illinois corporation",
        ),
        "lender": F(
            "Prairie Shore Bank",
            1,
            "PRAIRIE SHORE BANK, an Illinois state-chartered bank",
        ),
        "agreement_date": F("2025-09-22", 1, "is dated as of September 22, 2025"),
        "principal_amount": F(16500000, 1, 'substituting "$16,500,000" in its place'),
        "interest_rate": F("Term SOFR plus 2.25%", 1, "a rate per annum equal to Term SOFR plus 2.25%"),
        "maturity_date": F("2028-03-15", 1, '"Maturity Date" means March 15, 2028.'),
        "governing_law": F("Illinois", 1, "the internal laws of the State of Illinois"),
        "late_charge": NULL(),
    }
    notes = (
        "Second amendment to a revolving loan and security agreement. Labels are the terms AFTER the "
        "amendment: principal_amount is the new Maximum Revolver Amount $16,500,000 (the superseded "
        "$12,000,000, the L/C sublimit, the inventory cap, the outstanding balance $9,184,220.17 and the "
        "amendment fee are distractors); maturity_date March 15, 2028 (the superseded March 15, 2026 is "
        "printed too); interest_rate 'Term SOFR plus 2.25%' (the superseded Prime Rate plus 0.50%, the "
        "unused line fee and the 3.00% default rate are distractors). agreement_date is the amendment's "
        "own date September 22, 2025, not the original agreement (March 15, 2022), the first amendment "
        "(May 1, 2023) or the guarantor's reaffirmation (September 24, 2025). late_charge is null: the "
        "amendment prints no late charge (the default rate is default interest, not a late charge)."
    )
    return p, fields, notes, []


# ==================== 3 demand line-of-credit note (Massachusetts), no maturity
@doc(
    "b13_loan_demand_note_ma",
    "loan_agreement",
    "Fenwick Harbor Marine Services, Inc. Demand Line of Credit Note",
)
def loan_demand():
    p = Pdf(612, 792, face="serif")
    fl = Flow(
        p,
        top=64,
        bottom=736,
        size=9.2,
        footer="Demand Line of Credit Note - Page {} of {}",
    )
    fl.line("DEMAND LINE OF CREDIT NOTE", 14, True, align="c", lead=24)
    fl.line("$750,000.00", 9.6, True)
    fl.line("Boston, Massachusetts", 9.6)
    fl.line("April 28, 2025", 9.6)
    fl.skip(6)
    fl.para(
        "FOR VALUE RECEIVED, FENWICK HARBOR MARINE SERVICES, INC., a Massachusetts corporation (the "
        '"Borrower"), promises to pay to the order of COMMONWEALTH TIDEWATER BANK (the "Bank"), at its office '
        "at 75 Atlantic Avenue, Boston, Massachusetts 02110, ON DEMAND, the principal sum of SEVEN HUNDRED FIFTY "
        "THOUSAND AND 00/100 DOLLARS ($750,000.00), or, if less, the aggregate unpaid principal amount of all "
        "advances made by the Bank to the Borrower under this Note, together with interest as set forth below."
    )
    fl.para(
        "1. Advances. The Bank may, in its sole discretion, make advances to the Borrower from time to time. "
        "The Bank has no obligation to make any advance, and the Borrower's ability to obtain advances is "
        "subject to the Bank's right to demand payment in full at any time."
    )
    fl.para(
        "2. Interest. The unpaid principal balance shall bear interest at a variable rate per annum equal to "
        'the Prime Rate plus 1.25% (the "Note Rate"), changing as and when the Prime Rate changes. "Prime Rate" '
        "means the rate published in The Wall Street Journal as the U.S. prime rate (7.50% on the date of this "
        "Note). Interest is computed on the basis of a 360-day year for the actual number of days elapsed."
    )
    fl.para(
        "3. Payments. Accrued interest shall be payable monthly in arrears on the first day of each month, "
        "commencing June 1, 2025. The entire unpaid principal balance and all accrued interest shall be payable "
        "ON DEMAND. Until demand, the Borrower may borrow, repay and reborrow."
    )
    fl.para(
        "4. Annual Review. The Bank intends to review this line of credit annually, the first review being "
        "expected on or about April 30, 2026, upon receipt of the Borrower's annual financial statements. No "
        "review, and no failure to review, shall limit the Bank's right to demand payment at any time."
    )
    fl.para(
        "5. Late Charge. If any payment is not made within ten (10) days after it is due, the Borrower shall "
        "pay a late charge of five percent (5%) of the overdue amount, but not less than $25.00."
    )
    fl.para(
        "6. Default Rate. After demand, or upon any default, the unpaid balance shall bear interest at the "
        "Note Rate plus four percent (4.00%) per annum until paid in full."
    )
    fl.para(
        "7. Security and Guaranty. This Note is secured by a Security Agreement of even date covering all "
        "business assets of the Borrower and by a second mortgage on 14 Wharf Lane, Gloucester, Massachusetts "
        "securing up to $1,100,000, and is guaranteed by Eleanor M. Fenwick."
    )
    fl.para(
        "8. Governing Law. This Note shall be governed by the laws of the Commonwealth of Massachusetts. "
        "The Borrower submits to the jurisdiction of the courts of Suffolk County, Massachusetts."
    )
    fl.para(
        "9. Waivers. The Borrower waives presentment, notice of dishonor and protest. THE BORROWER AND THE "
        "BANK EACH WAIVE TRIAL BY JURY IN ANY ACTION ARISING UNDER THIS NOTE.",
    )
    fl.skip(8)
    for s in [
        "Executed as a sealed instrument as of the date first written above.",
        "",
        "FENWICK HARBOR MARINE SERVICES, INC.",
        "By: /s/ Eleanor M. Fenwick, President and Treasurer",
        "",
        "Accepted: COMMONWEALTH TIDEWATER BANK, by /s/ Gregory T. Ashworth, Vice President",
    ]:
        fl.line(s, 9)
    fl.finish()
    fields = {
        "borrower": F(
            "Fenwick Harbor Marine Services, Inc.",
            1,
            "FENWICK HARBOR MARINE SERVICES, INC., a Massachusetts corporation",
        ),
        "lender": F(
            "Commonwealth Tidewater Bank",
            1,
            'to the order of COMMONWEALTH TIDEWATER BANK (the "Bank")',
        ),
        "agreement_date": F("2025-04-28", 1, "Boston, Massachusetts April 28, 2025"),
        "principal_amount": F(750000.00, 1, "THOUSAND AND 00/100 DOLLARS ($750,000.00)"),
        "interest_rate": F(
            "the Prime Rate plus 1.25%",
            1,
            "a variable rate per annum equal to the Prime Rate plus 1.25%",
        ),
        "maturity_date": NULL(),
        "governing_law": F(
            "Massachusetts",
            1,
            "governed by the laws of the Commonwealth of Massachusetts",
        ),
        "late_charge": F(
            "five percent (5%) of the overdue amount, but not less than $25.00",
            1,
            "a late charge of five percent (5%) of the overdue amount, but not less than $25.00",
        ),
    }
    notes = (
        "Demand line-of-credit note with a caption block (amount, place, date on separate lines). maturity_date "
        "is null: the note is payable ON DEMAND and states no maturity or commitment termination date; the "
        "first interest date June 1, 2025 and the expected annual review on or about April 30, 2026 are "
        "distractors, not a maturity. interest_rate is 'the Prime Rate plus 1.25%' (the 7.50% Prime Rate on "
        "the note date and the default rate +4.00% are distractors). principal_amount $750,000.00 (the "
        "$1,100,000 mortgage cap is a distractor). Late charge 5% of the overdue amount, minimum $25.00."
    )
    return p, fields, notes, []
