"""Loan-agreement builders for blind_extraction14 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import NULL, F, doc, same
from layout import Flow
from pdfkit import US, Pdf, q


# ==================== 1 installment promissory note, fixed rate (Georgia)
@doc(
    "b14_loan_note_fixed_ga",
    "loan_agreement",
    "Okefenokee Timber Services, LLC Promissory Note",
)
def loan_note():
    p = Pdf(612, 792, face="serif")
    fl = Flow(p, top=72, bottom=720, size=9.4, footer="Promissory Note - Page {} of {}")
    principal = D("1385000.00")
    r = D("0.07125") / 12
    n = 84
    pmt = q(principal * r / (1 - (1 + r) ** -n))
    same(20988.09, pmt, "installment")
    fl.line("PROMISSORY NOTE", 15, True, align="c", lead=22)
    fl.line("$1,385,000.00", 10, True)
    fl.line("Valdosta, Georgia", 10)
    fl.line("February 20, 2025", 10, lead=22)
    fl.para(
        "FOR VALUE RECEIVED, the undersigned, OKEFENOKEE TIMBER SERVICES, LLC, a Georgia limited liability "
        'company ("Maker"), promises to pay to the order of SATILLA RIVER FARM CREDIT, ACA ("Holder"), at '
        "2410 North Ashley Street, Valdosta, Georgia 31602, or at such other place as Holder may designate, "
        "the principal sum of ONE MILLION THREE HUNDRED EIGHTY-FIVE THOUSAND AND NO/100 DOLLARS "
        "($1,385,000.00), together with interest on the unpaid principal balance as provided below."
    )
    fl.para(
        "1. Interest. The unpaid principal balance shall bear interest at a fixed rate of seven and "
        "one-eighth "
        "percent (7.125%) per annum, calculated on the basis of a 365-day year and the actual number of days "
        "elapsed. Holder's commitment letter dated January 14, 2025 quoted an indicative rate of 6.875%, "
        "which was not accepted."
    )
    fl.para(
        f"2. Payments. Maker shall pay eighty-three (83) consecutive monthly installments of principal and "
        f"interest of ${US(pmt)} each, beginning April 1, 2025 and continuing on the first day of each month "
        "thereafter, and a final installment of all unpaid principal and accrued interest on March 1, 2032 "
        '(the "Maturity Date"). The installment amount is based on an eighty-four (84) month amortization.'
    )
    fl.para(
        "3. Late Charge. If any installment is not received by Holder within fifteen (15) days after its due "
        "date, Maker shall pay a late charge of six percent (6%) of the overdue installment or $100.00, "
        "whichever is greater."
    )
    fl.para(
        "4. Default Rate. After maturity or upon an Event of Default, the unpaid balance shall bear interest "
        "at the fixed rate stated in Section 1 plus five percent (5%) per annum."
    )
    fl.para(
        "5. Prepayment. Maker may prepay this Note in whole or in part upon payment of a prepayment fee of "
        "three percent (3%) of the amount prepaid if prepaid on or before February 20, 2027, two percent "
        "(2%) "
        "if prepaid thereafter and on or before February 20, 2028, and without fee thereafter."
    )
    fl.para(
        "6. Security. This Note is secured by a Security Agreement of even date covering Maker's harvesting "
        "equipment and log trucks, and by a Deed to Secure Debt on 640 acres in Echols County, Georgia, and "
        "is guaranteed by Wendell T. Harrelson and Mae-Lin Harrelson."
    )
    fl.para(
        "7. Governing Law. This Note shall be governed by and construed in accordance with the laws of the "
        "State of Georgia, without regard to its conflict of laws principles."
    )
    fl.para(
        "8. Waivers. Maker and all endorsers waive presentment, demand, protest and notice of dishonor. Time "
        "is of the essence. Maker shall pay all costs of collection, including reasonable attorneys' fees "
        "as provided in O.C.G.A. Section 13-1-11."
    )
    fl.skip(10)
    for s in [
        "MAKER: OKEFENOKEE TIMBER SERVICES, LLC",
        "By: /s/ Wendell T. Harrelson",
        "Name: Wendell T. Harrelson, Manager",
    ]:
        fl.line(s, 9.4)
    fl.finish()
    fields = {
        "borrower": F(
            "Okefenokee Timber Services, LLC",
            1,
            "OKEFENOKEE TIMBER SERVICES, LLC, a Georgia limited liability company",
        ),
        "lender": F("Satilla River Farm Credit, ACA", 1, "SATILLA RIVER FARM CREDIT, ACA"),
        "agreement_date": F("2025-02-20", 1, "Valdosta, Georgia February 20, 2025"),
        "principal_amount": F(
            1385000.00,
            1,
            "the principal sum of ONE MILLION THREE HUNDRED EIGHTY-FIVE THOUSAND AND NO/100 DOLLARS "
            "($1,385,000.00)",
        ),
        "interest_rate": F(
            "seven and one-eighth percent (7.125%) per annum",
            1,
            "fixed rate of seven and one-eighth percent (7.125%) per annum",
        ),
        "maturity_date": F(
            "2032-03-01",
            1,
            'accrued interest on March 1, 2032 (the "Maturity Date")',
        ),
        "governing_law": F("Georgia", 1, "the laws of the State of Georgia"),
        "late_charge": F(
            "six percent (6%) of the overdue installment or $100.00, whichever is greater",
            1,
            "late charge of six percent (6%) of the overdue installment or $100.00, whichever is greater",
        ),
    }
    notes = (
        "Installment promissory note with a caption block (amount, place and date on separate lines). "
        "agreement_date is the caption date February 20, 2025 (the commitment letter date, first payment "
        "date "
        "and prepayment-fee dates are distractors). lender is the payee Holder (Farm Credit association). "
        "interest_rate is the fixed 7.125% per annum (the indicative 6.875% and the default rate +5% are "
        "distractors). principal $1,385,000.00; the monthly installment is a distractor. maturity_date is "
        "the "
        "defined Maturity Date March 1, 2032. Late charge: 6% of the overdue installment or $100.00, "
        "whichever "
        "is greater (default interest is not a late charge)."
    )
    return p, fields, notes, []


# ==================== 2 syndicated revolving credit agreement with an 8-K cover (New York)
@doc(
    "b14_loan_syndicated_8k_ny",
    "loan_agreement",
    "Brightwater Utilities Holdings, Inc. Form 8-K and Revolving Credit Agreement",
)
def loan_synd():
    p = Pdf(612, 792, face="serif")
    fl = Flow(p, top=66, bottom=722, size=9.2, footer="Page {} of {}")
    fl.line("UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 11, True, align="c")
    fl.line("Washington, D.C. 20549", 9, align="c")
    fl.line("FORM 8-K", 15, True, align="c", lead=22)
    fl.line("Date of Report (Date of earliest event reported): October 3, 2025", 9.2, align="c")
    fl.line("BRIGHTWATER UTILITIES HOLDINGS, INC.", 12, True, align="c")
    fl.line("(Exact name of registrant as specified in its charter)", 8, align="c", lead=18)
    fl.head("Item 1.01 Entry into a Material Definitive Agreement.")
    fl.para(
        'On September 30, 2025, Brightwater Utilities Holdings, Inc. (the "Company") entered into a '
        "Revolving "
        'Credit Agreement (the "Credit Agreement") with the lenders party thereto and Great Lakes Merchants '
        "Bank, N.A., as administrative agent. The Credit Agreement provides for a five-year senior unsecured "
        "revolving credit facility with aggregate commitments of $350 million, including a $50 million "
        "letter of credit sublimit and a $25 million swingline sublimit, and an uncommitted accordion "
        "permitting the Company to increase the commitments by up to $150 million. The Credit Agreement "
        "replaces the Company's $275 million credit agreement dated June 12, 2020, which was terminated. "
        "As of October 3, 2025, $62.5 million was outstanding under the facility."
    )
    fl.para(
        "The foregoing description is qualified in its entirety by reference to the Credit Agreement, "
        "excerpts of which are filed as Exhibit 10.1."
    )
    fl.p.new_page()
    fl.y = fl.top
    fl.head("Exhibit 10.1", align="c")
    fl.line("REVOLVING CREDIT AGREEMENT", 12, True, align="c")
    fl.line("dated as of September 30, 2025", 9.4, align="c")
    fl.line("among", 9.4, align="c")
    fl.line("BRIGHTWATER UTILITIES HOLDINGS, INC., as Borrower,", 9.4, align="c")
    fl.line("THE LENDERS PARTY HERETO,", 9.4, align="c")
    fl.line("GREAT LAKES MERCHANTS BANK, N.A., as Administrative Agent,", 9.4, align="c")
    fl.line("and", 9.4, align="c")
    fl.line("PRAIRIE STATE CAPITAL MARKETS LLC and ALLEGHENY TRUST COMPANY,", 9.4, align="c")
    fl.line("as Joint Lead Arrangers and Joint Bookrunners", 9.4, align="c", lead=20)
    fl.head("ARTICLE I - DEFINITIONS")
    for s in [
        (
            '"Aggregate Commitments" means the Commitments of all the Lenders. The amount of the Aggregate '
            "Commitments in effect on the Closing Date is THREE HUNDRED FIFTY MILLION DOLLARS ($350,000,000)."
        ),
        (
            '"Applicable Rate" means, from time to time, the percentage per annum set forth in the pricing '
            "grid below based on the Debt Ratings: Level I 1.000% (Term SOFR Loans) / 0.000% (Base Rate "
            "Loans) through Level IV 1.500% / 0.500%. The commitment fee ranges from 0.080% to 0.200%."
        ),
        (
            '"Maturity Date" means September 30, 2030, subject to extension for up to two additional '
            "one-year "
            "periods in accordance with Section 2.14."
        ),
        (
            '"Closing Date" means the first date all the conditions precedent in Section 4.01 are satisfied, '
            "which occurred on October 3, 2025."
        ),
    ]:
        fl.para(s, indent=14)
    fl.head("ARTICLE II - THE COMMITMENTS AND CREDIT EXTENSIONS")
    fl.para(
        "2.08 Interest. (a) Each Term SOFR Loan shall bear interest on the outstanding principal amount "
        "thereof for each Interest Period at a rate per annum equal to Term SOFR for such Interest Period "
        "plus the Applicable Rate; and each Base Rate Loan shall bear interest at a rate per annum equal to "
        "the Base Rate plus the Applicable Rate. (b) While any Event of Default exists, all outstanding "
        "Obligations shall bear interest at the Default Rate, being the otherwise applicable rate plus 2.00% "
        "per annum."
    )
    fl.head("ARTICLE X - MISCELLANEOUS")
    fl.para(
        "10.14 Governing Law. THIS AGREEMENT AND ANY CLAIM ARISING OUT OF OR RELATING TO THIS AGREEMENT "
        "SHALL "
        "BE GOVERNED BY, AND CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK."
    )
    fl.para(
        "10.15 Submission to Jurisdiction. The Borrower irrevocably submits to the exclusive jurisdiction "
        "of the courts of the State of New York sitting in New York County and of the United States District "
        "Court for the Southern District of New York."
    )
    fl.skip(6)
    for s in [
        "BRIGHTWATER UTILITIES HOLDINGS, INC., as Borrower - By: /s/ Renata Szabo, Treasurer",
        "GREAT LAKES MERCHANTS BANK, N.A., as Administrative Agent and a Lender - By: /s/ Colm Fitzgerald",
    ]:
        fl.line(s, 8.8)
    fl.finish()
    fields = {
        "borrower": F(
            "Brightwater Utilities Holdings, Inc.", 2, "BRIGHTWATER UTILITIES HOLDINGS, INC., as Borrower,"
        ),
        "lender": F(
            "Great Lakes Merchants Bank, N.A.",
            2,
            "GREAT LAKES MERCHANTS BANK, N.A., as Administrative Agent,",
        ),
        "agreement_date": F("2025-09-30", 2, "REVOLVING CREDIT AGREEMENT dated as of September 30, 2025"),
        "principal_amount": F(
            350000000,
            2,
            "Aggregate Commitments in effect on the Closing Date is THREE HUNDRED FIFTY MILLION DOLLARS "
            "($350,000,000).",
        ),
        "interest_rate": F(
            "Term SOFR for such Interest Period plus the Applicable Rate",
            2,
            "a rate per annum equal to Term SOFR for such Interest Period plus the Applicable Rate",
        ),
        "maturity_date": F("2030-09-30", 2, '"Maturity Date" means September 30, 2030'),
        "governing_law": F("New York", 2, "THE LAW OF THE STATE OF NEW YORK."),
        "late_charge": NULL(),
    }
    notes = (
        "Form 8-K (page 1) with excerpts of a syndicated revolving credit agreement. lender is the "
        "administrative agent Great Lakes Merchants Bank, N.A. (the lenders party hereto and the joint lead "
        "arrangers are distractors). agreement_date is the 'dated as of' September 30, 2025, not the 8-K "
        "report date / Closing Date October 3, 2025 nor the replaced agreement's June 12, 2020. "
        "principal_amount is the Aggregate Commitments $350,000,000 (the L/C and swingline sublimits, the "
        "$150 million accordion, the replaced $275 million facility and the $62.5 million outstanding are "
        "distractors). interest_rate is Term SOFR plus the Applicable Rate (pricing-grid percentages, "
        "commitment fee and the Default Rate +2.00% are distractors). maturity_date September 30, 2030 "
        "(extension options are not exercised). late_charge is null: the agreement prints only a default "
        "rate, which the contract says is not a late charge."
    )
    return p, fields, notes, []


# ==================== 3 loan modification and extension agreement (Ohio)
@doc(
    "b14_loan_modification_oh",
    "loan_agreement",
    "Cuyahoga Valley Self Storage, LLC Loan Modification and Extension Agreement",
)
def loan_mod():
    p = Pdf(612, 792)
    fl = Flow(
        p,
        top=70,
        bottom=726,
        size=9.1,
        footer="Loan Modification and Extension Agreement - Page {} of {}",
    )
    fl.line("LOAN MODIFICATION AND EXTENSION AGREEMENT", 13, True, align="c", lead=22)
    fl.para(
        'This LOAN MODIFICATION AND EXTENSION AGREEMENT (this "Agreement") is dated effective as of '
        "August 15, 2025, and is entered into by and between CUYAHOGA VALLEY SELF STORAGE, LLC, an Ohio "
        'limited liability company ("Borrower"), and NORTHCOAST COMMUNITY BANK, an Ohio state-chartered '
        'bank ("Lender").'
    )
    fl.head("RECITALS")
    fl.para(
        'A. Lender made a loan to Borrower in the original principal amount of $2,500,000.00 (the "Loan"), '
        'evidenced by a Promissory Note dated September 1, 2020 (the "Note") and secured by an Open-End '
        "Mortgage on the real property at 9150 Canal Road, Valley View, Ohio 44125."
    )
    fl.para(
        "B. The Note bears interest at a fixed rate of 4.25% per annum and matures on September 1, 2025. As "
        "of "
        "the date hereof the unpaid principal balance of the Note is $2,118,406.37."
    )
    fl.para(
        "C. Borrower has requested that Lender extend the maturity of the Loan and advance additional funds "
        "for the construction of a 180-unit climate-controlled building, and Lender has agreed on the terms "
        "of this Agreement."
    )
    fl.head("AGREEMENT")
    fl.para(
        "1. Increase of Loan Amount. The maximum principal amount of the Note is hereby increased from "
        "$2,500,000.00 to THREE MILLION TWO HUNDRED FIFTY THOUSAND AND NO/100 DOLLARS ($3,250,000.00). The "
        "additional $1,131,593.63 shall be disbursed in draws during construction."
    )
    fl.para(
        "2. Extension of Maturity. The maturity date of the Note is hereby extended from September 1, 2025 "
        'to September 1, 2030 (the "Extended Maturity Date"), on which date all unpaid principal and '
        "accrued interest shall be due and payable."
    )
    fl.para(
        "3. Interest Rate. Effective as of the date of this Agreement, the Note shall bear interest at a "
        "variable rate equal to the Wall Street Journal Prime Rate plus 0.50% per annum, adjusted daily, but "
        "in no event less than 6.25% per annum. On the date hereof the Prime Rate is 7.50%."
    )
    fl.para(
        "4. Payments. Commencing October 1, 2025, Borrower shall pay monthly installments of accrued "
        "interest "
        "only through September 1, 2026, and thereafter principal and interest based on a twenty-five year "
        "amortization."
    )
    fl.para(
        "5. Late Charge. Section 6 of the Note is amended to provide that if any payment is more than ten "
        "(10) "
        "days late, Borrower shall pay a late charge of 5% of the unpaid portion of the payment. A default "
        "rate equal to the Note rate plus 4% per annum shall continue to apply after an Event of Default."
    )
    fl.para(
        "6. Fees. Borrower shall pay Lender a modification fee of $8,125.00 and all of Lender's costs, "
        "including appraisal and title endorsement charges."
    )
    fl.para(
        "7. Ratification. Except as modified herein, the Note, the Mortgage and the other Loan Documents "
        "remain in full force and effect. Guarantor Dominic R. Kowalczyk joins to consent and reaffirm his "
        "Guaranty dated September 1, 2020."
    )
    fl.para(
        "8. Governing Law. This Agreement shall be governed by the laws of the State of Ohio.",
    )
    fl.skip(8)
    for s in [
        "BORROWER: CUYAHOGA VALLEY SELF STORAGE, LLC, by Dominic R. Kowalczyk, Managing Member",
        "LENDER: NORTHCOAST COMMUNITY BANK, by Yvette Ramsaroop, Vice President",
        "GUARANTOR: Dominic R. Kowalczyk, individually",
    ]:
        fl.line(s, 8.8)
    fl.finish()
    fields = {
        "borrower": F(
            "Cuyahoga Valley Self Storage, LLC",
            1,
            "CUYAHOGA VALLEY SELF STORAGE, LLC, an Ohio limited liability company",
        ),
        "lender": F("Northcoast Community Bank", 1, "NORTHCOAST COMMUNITY BANK, an Ohio state-chartered"),
        "agreement_date": F("2025-08-15", 1, "is dated effective as of August 15, 2025"),
        "principal_amount": F(
            3250000.00,
            1,
            "THREE MILLION TWO HUNDRED FIFTY THOUSAND AND NO/100 DOLLARS ($3,250,000.00)",
        ),
        "interest_rate": F(
            "Wall Street Journal Prime Rate plus 0.50% per annum",
            1,
            "variable rate equal to the Wall Street Journal Prime Rate plus 0.50% per annum",
        ),
        "maturity_date": F("2030-09-01", 1, 'to September 1, 2030 (the "Extended Maturity Date")'),
        "governing_law": F("Ohio", 1, "governed by the laws of the State of Ohio"),
        "late_charge": F(
            "5% of the unpaid portion of the payment",
            1,
            "late charge of 5% of the unpaid portion of the payment",
        ),
    }
    notes = (
        "Loan modification and extension agreement; labels are the terms after the modification and "
        "agreement_date is the modification's own date (August 15, 2025), not the original Note or Guaranty "
        "date September 1, 2020. principal_amount is the increased Note amount $3,250,000.00 (the original "
        "$2,500,000.00, the unpaid balance $2,118,406.37, the additional advance and the fee are "
        "distractors). maturity_date is the Extended Maturity Date September 1, 2030, not the superseded "
        "September 1, 2025 or the end of the interest-only period. interest_rate is WSJ Prime + 0.50% (the "
        "superseded fixed 4.25%, the 6.25% floor, the current Prime 7.50% and the default rate are "
        "distractors). Late charge 5% of the unpaid portion (the default rate is not a late charge)."
    )
    return p, fields, notes, []
