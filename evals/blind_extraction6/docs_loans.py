"""Loan agreement builders (3 documents).  All parties, amounts and dates are fictional."""

from decimal import Decimal

from common import NULL, SUM, F, T, doc, same
from pdfkit import GREY, LETTER, LIGHT, Flow, Pdf


def _footer(label):
    def foot(p, i, n):
        p.text(72, 760, label, "tiro", 7.5, GREY)
        p.text(540, 760, f"Page {i} of {n}", "tiro", 7.5, GREY, al="r")

    return foot


# ====================================================================== amendment to a revolving credit agreement
@doc(
    "b6_loan_second_amendment_revolver",
    "loan_agreement",
    "Larkspur Foods Holdings, Inc. - Second Amendment to Credit Agreement (April 22, 2025)",
)
def loan_amend():
    pdf = Pdf(LETTER)
    fl = Flow(pdf, top=72, bottom=84)
    fl.page()
    pg = fl.pg
    pg.text(540, 50, "Execution Version", "tiit", 8.5, al="r")
    fl.heading("SECOND AMENDMENT TO CREDIT AGREEMENT", sz=12, al="c", before=10)
    fl.para(
        'THIS SECOND AMENDMENT TO CREDIT AGREEMENT (this "Amendment") is entered into as of April 22, '
        '2025 (the "Second Amendment Effective Date"), among LARKSPUR FOODS HOLDINGS, INC., a Delaware '
        'corporation (the "Borrower"), the Guarantors party hereto, the Lenders party hereto, and '
        "COMMONWEALTH MERIDIAN BANK, N.A., as Administrative Agent (in such capacity, the "
        '"Administrative Agent"), Swing Line Lender and L/C Issuer.',
        indent=0,
    )
    fl.heading("RECITALS", sz=10, al="c")
    fl.para(
        "A. The Borrower, the Lenders from time to time party thereto and the Administrative Agent are "
        "parties to that certain Credit Agreement dated as of June 30, 2022 (as amended by that certain "
        'First Amendment to Credit Agreement dated as of March 8, 2023, the "Existing Credit Agreement"; '
        'the Existing Credit Agreement as amended by this Amendment, the "Credit Agreement"), pursuant '
        "to which the Lenders agreed to make revolving loans to the Borrower in an aggregate principal "
        "amount not to exceed $150,000,000."
    )
    fl.para(
        "B. The Borrower has requested that (i) the Aggregate Revolving Commitments be increased, (ii) "
        "the Maturity Date be extended and (iii) the Applicable Rate be reset, and the Lenders party "
        "hereto have agreed to such requests on the terms and subject to the conditions set forth herein."
    )
    fl.para(
        "NOW, THEREFORE, in consideration of the premises and the mutual covenants contained herein, the "
        "parties hereto agree as follows:"
    )
    fl.heading("SECTION 1. AMENDMENTS TO THE EXISTING CREDIT AGREEMENT", sz=10)
    fl.para(
        "Effective as of the Second Amendment Effective Date, Section 1.01 of the Existing Credit "
        "Agreement is amended by amending and restating the following definitions in their entirety:"
    )
    fl.para(
        "means the Revolving Commitments of all the Lenders. As of the Second Amendment Effective Date, "
        "the Aggregate Revolving Commitments are $225,000,000.",
        bold_prefix='"Aggregate Revolving Commitments"',
    )
    fl.para(
        "means April 22, 2030; provided that if such date is not a Business Day, the Maturity Date shall "
        "be the immediately preceding Business Day.",
        bold_prefix='"Maturity Date"',
    )
    fl.para(
        "means, for any day, with respect to any Term SOFR Loan, the rate per annum set forth in the "
        "table below opposite the Consolidated Total Net Leverage Ratio as of the most recent "
        "Calculation Date:",
        bold_prefix='"Applicable Rate"',
    )
    fl.need(90)
    y = fl.pg.table(
        108,
        fl.y,
        [(60, "c"), (200, "l"), (120, "c")],
        [
            ["Level", "Consolidated Total Net Leverage Ratio", "Term SOFR Loans"],
            ["I", "< 1.50:1.00", "1.50%"],
            ["II", ">= 1.50:1.00 but < 2.25:1.00", "1.75%"],
            ["III", ">= 2.25:1.00 but < 3.00:1.00", "2.00%"],
            ["IV", ">= 3.00:1.00", "2.25%"],
        ],
        sz=8.5,
        f="tiro",
        fb="tibo",
        head_fill=LIGHT,
        pad=3,
    )
    fl.y = y + 14
    fl.para(
        "Section 2.08(a) of the Existing Credit Agreement is amended and restated to read as follows: "
        '"(a) Subject to Section 2.08(b), each Revolving Loan shall bear interest on the outstanding '
        "principal amount thereof for each Interest Period at a rate per annum equal to Term SOFR plus "
        'the Applicable Rate."'
    )
    fl.para(
        "Section 2.08(b) of the Existing Credit Agreement is amended and restated to read as follows: "
        '"(b) If any amount payable hereunder is not paid when due, or upon the request of the Required '
        "Lenders while any Event of Default exists, all outstanding Obligations shall bear interest at a "
        "rate per annum equal to the Default Rate, being 2.00% per annum in excess of the rate otherwise "
        'applicable thereto."'
    )
    fl.para(
        'Section 2.14 of the Existing Credit Agreement is amended by replacing "$50,000,000" with '
        '"$75,000,000" in clause (a) thereof, so that the Borrower may request increases in the '
        "Aggregate Revolving Commitments in an aggregate amount not exceeding $75,000,000 after the "
        "Second Amendment Effective Date."
    )
    fl.para("Schedule 2.01 to the Existing Credit Agreement is replaced with Schedule 2.01 attached hereto.")
    fl.heading("SECTION 2. CONDITIONS TO EFFECTIVENESS", sz=10)
    fl.para(
        "This Amendment shall become effective on the date on which the Administrative Agent shall have "
        "received (a) counterparts of this Amendment duly executed by the Borrower, the Guarantors, each "
        "Lender and the Administrative Agent; (b) an upfront fee for the account of each Lender equal to "
        "0.15% of the increase in such Lender's Revolving Commitment; and (c) a certificate of a "
        "Responsible Officer certifying that no Default exists."
    )
    fl.heading("SECTION 3. REPRESENTATIONS AND WARRANTIES", sz=10)
    fl.para(
        "The Borrower represents and warrants that the representations and warranties in Article V of "
        "the Credit Agreement are true and correct in all material respects on and as of the Second "
        "Amendment Effective Date, and that no Default or Event of Default exists."
    )
    fl.heading("SECTION 4. MISCELLANEOUS", sz=10)
    fl.para(
        "Except as expressly set forth herein, the Existing Credit Agreement and the other Loan "
        "Documents remain in full force and effect and are hereby ratified and confirmed. This "
        "Amendment is a Loan Document.",
        bold_prefix="4.1 Ratification.",
    )
    fl.para(
        "THIS AMENDMENT AND ANY CLAIM OR CONTROVERSY ARISING OUT OF OR RELATING TO IT SHALL BE GOVERNED "
        "BY, AND CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF ILLINOIS.",
        bold_prefix="4.2 Governing Law.",
    )
    fl.para(
        "This Amendment may be executed in counterparts, each of which shall be an original, and "
        "delivery of an executed signature page by electronic transmission shall be effective.",
        bold_prefix="4.3 Counterparts.",
    )
    fl.para("[Signature pages follow]", indent=0, f="tiit")
    # signature page + schedule
    fl.page()
    pg = fl.pg
    y = fl.y
    sigs = [
        (
            "BORROWER:",
            "LARKSPUR FOODS HOLDINGS, INC.",
            "",
            "Name: Tobias R. Wendt, Title: Chief Financial Officer",
        ),
        (
            "ADMINISTRATIVE AGENT:",
            "COMMONWEALTH MERIDIAN BANK, N.A.,",
            "as Administrative Agent, Swing Line Lender, L/C Issuer and a Lender",
            "Name: Priya Raman, Title: Managing Director",
        ),
        (
            "LENDER:",
            "FIRST CASCADIA BANK,",
            "as a Lender",
            "Name: Daniel Oyelaran, Title: Senior Vice President",
        ),
        ("LENDER:", "GREAT LAKES COMMERCE BANK,", "as a Lender", "Name: Helena Brandt, Title: Director"),
    ]
    for role, name, cap, nt in sigs:
        pg.text(72, y, role, "tibo", 9.5)
        pg.text(230, y, name, "tibo", 9.5)
        pg.text(230, y + 12, cap, "tiro", 9)
        pg.text(230, y + 32, "By: ______________________________", "tiro", 9.5)
        pg.text(230, y + 45, nt, "tiro", 9)
        y += 70
    pg.text(306, y + 10, "[Signature Page to Second Amendment to Credit Agreement]", "tiit", 8.5, al="c")
    y += 40
    pg.text(306, y, "SCHEDULE 2.01", "tibo", 10, al="c")
    pg.text(306, y + 13, "REVOLVING COMMITMENTS AND APPLICABLE PERCENTAGES", "tibo", 9, al="c")
    commits = [
        ("Commonwealth Meridian Bank, N.A.", "85000000"),
        ("First Cascadia Bank", "60000000"),
        ("Great Lakes Commerce Bank", "50000000"),
        ("Bluestem Farm Credit, ACA", "30000000"),
    ]
    total = sum((Decimal(c) for _, c in commits), Decimal(0))
    same(225000000, total)
    rows = [["Lender", "Revolving Commitment", "Applicable Percentage"]]
    for n, c in commits:
        rows.append([n, f"${Decimal(c):,.2f}", f"{Decimal(c) * 100 / total:.9f}%"])
    rows.append({"cells": ["Total", f"${total:,.2f}", "100.000000000%"], "font": "tibo"})
    pg.table(
        100,
        y + 24,
        [(190, "l"), (120, "r"), (110, "r")],
        rows,
        sz=8.8,
        f="tiro",
        fb="tibo",
        head_fill=LIGHT,
        pad=3.5,
    )
    pdf.finish(_footer("Larkspur Foods Holdings, Inc. - Second Amendment to Credit Agreement"))
    fields = {
        "borrower": F(
            "LARKSPUR FOODS HOLDINGS, INC.", 1, "among LARKSPUR FOODS HOLDINGS, INC., a Delaware corporation"
        ),
        "lender": F(
            "COMMONWEALTH MERIDIAN BANK, N.A.",
            1,
            "COMMONWEALTH MERIDIAN BANK, N.A., as Administrative Agent",
        ),
        "agreement_date": F("2025-04-22", 1, "is entered into as of April 22, 2025"),
        "principal_amount": F(225000000, 1, "the Aggregate Revolving Commitments are $225,000,000"),
        "interest_rate": F(
            "Term SOFR plus the Applicable Rate",
            1,
            "at a rate per annum equal to Term SOFR plus the Applicable Rate.",
        ),
        "maturity_date": F("2030-04-22", 1, '"Maturity Date" means April 22, 2030'),
        "governing_law": F(
            "State of Illinois", 2, "CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF ILLINOIS."
        ),
        "late_charge": NULL(),
    }
    sums = [
        SUM(
            "Schedule 2.01 commitments",
            [
                (
                    1,
                    T(
                        "Commonwealth Meridian Bank",
                        85000000,
                        3,
                        "Commonwealth Meridian Bank, N.A. $85,000,000.00",
                    ),
                ),
                (1, T("First Cascadia Bank", 60000000, 3, "First Cascadia Bank $60,000,000.00")),
                (1, T("Great Lakes Commerce Bank", 50000000, 3, "Great Lakes Commerce Bank $50,000,000.00")),
                (1, T("Bluestem Farm Credit", 30000000, 3, "Bluestem Farm Credit, ACA $30,000,000.00")),
            ],
            "principal_amount",
        ),
    ]
    notes = (
        "Second amendment to a syndicated revolving credit agreement. agreement_date is the amendment "
        "date (April 22, 2025), not the original agreement (June 30, 2022) or the first amendment "
        "(March 8, 2023). principal_amount is the amended Aggregate Revolving Commitments ($225,000,000); "
        "the original $150,000,000, the $75,000,000 incremental capacity and the per-lender commitments "
        "in Schedule 2.01 are distractors. Maturity is the amended April 22, 2030. The rate is a margin "
        "over a benchmark (Term SOFR plus the Applicable Rate, with a leverage grid); the Default Rate "
        "(2.00% above) is default interest, not a late charge, so late_charge is null. The lender is "
        "the administrative agent. Governing law is stated once, in Section 4.2."
    )
    return pdf, fields, notes, sums


# ====================================================================== demand line-of-credit note (renewal and increase)
@doc(
    "b6_loan_demand_note_prime",
    "loan_agreement",
    "Tessaly Ridge Landscape Supply, LLC - Promissory Note (Demand Line of Credit), September 9, 2025",
)
def loan_demand():
    pdf = Pdf(LETTER)
    fl = Flow(pdf, top=72, bottom=84)
    fl.page()
    pg = fl.pg
    # lender's loan summary box (typical of commercial loan documentation software)
    pg.text(306, 50, "PROMISSORY NOTE", "hebo", 13, al="c")
    pg.text(306, 62, "(Demand Line of Credit - Variable Rate)", "helv", 8.5, al="c")
    cells = [
        ("Principal", "$750,000.00"),
        ("Loan Date", "09-09-2025"),
        ("Maturity", "ON DEMAND"),
        ("Loan No", "8104772-03"),
        ("Call / Coll", "4A1 / 220"),
        ("Account", "0061-44818"),
        ("Officer", "MKL"),
        ("Initials", ""),
    ]
    x = 54
    w = 504 / len(cells)
    for cap, val in cells:
        pg.rect(x, 72, x + w, 98, w=0.5)
        pg.text(x + w / 2, 81, cap, "helv", 6.5, GREY, al="c")
        if val:
            pg.text(x + w / 2, 93, val, "hebo", 7.8, al="c")
        x += w
    pg.para(
        54,
        110,
        504,
        "References in the boxes above are for Lender's use only and do not limit the applicability of "
        'this document to any particular loan or item. Any item above containing "***" has been '
        "omitted due to text length limitations.",
        "helv",
        6.5,
        c=GREY,
    )
    lines = [
        ("Borrower:", "Tessaly Ridge Landscape Supply, LLC", "Lender:", "Two Rivers Bank & Trust"),
        ("", "2711 Hickman Road", "", "Commercial Banking - West Des Moines"),
        ("", "Des Moines, IA 50310", "", "1505 Grand Avenue, West Des Moines, IA 50265"),
    ]
    y = 140
    for a, b_, c, d in lines:
        pg.text(54, y, a, "hebo", 8.5)
        pg.text(110, y, b_, "helv", 8.5)
        pg.text(320, y, c, "hebo", 8.5)
        pg.text(366, y, d, "helv", 8.5)
        y += 11
    pg.line(54, y, 558, y, w=0.6)
    fl.left, fl.right = 54, 54
    fl.y = y + 18
    fl.para(
        "Principal Amount: $750,000.00    Date of Note: September 9, 2025",
        f="helv",
        sz=9,
        indent=0,
        bold_prefix=None,
    )
    fl.para(
        'Tessaly Ridge Landscape Supply, LLC ("Borrower") promises to pay to Two Rivers Bank & Trust '
        '("Lender"), or order, in lawful money of the United States of America, the principal amount of '
        "Seven Hundred Fifty Thousand & 00/100 Dollars ($750,000.00) or so much as may be outstanding, "
        "together with interest on the unpaid outstanding principal balance of each advance.",
        bold_prefix="PROMISE TO PAY.",
        f="helv",
        sz=9,
        indent=0,
    )
    fl.para(
        "Borrower will pay this loan in full immediately upon Lender's demand. If no demand is made, "
        "Borrower will pay regular monthly payments of all accrued unpaid interest due as of each payment "
        "date, beginning October 9, 2025, with all subsequent interest payments to be due on the same day "
        "of each month after that. This Note has no fixed maturity date.",
        bold_prefix="PAYMENT.",
        f="helv",
        sz=9,
        indent=0,
    )
    fl.para(
        "The interest rate on this Note is subject to change from time to time based on changes in an "
        "independent index which is the Prime Rate as published in the Money Rates section of The Wall "
        'Street Journal (the "Index"). The Index currently is 7.25% per annum. Interest on the unpaid '
        "principal balance of this Note will be calculated using a rate of 1.250 percentage points over "
        "the Index, resulting in an initial rate of 8.500% per annum based on a year of 360 days. NOTICE: "
        "Under no circumstances will the interest rate on this Note be less than 7.000% per annum or more "
        "than the maximum rate allowed by applicable law.",
        bold_prefix="VARIABLE INTEREST RATE.",
        f="helv",
        sz=9,
        indent=0,
    )
    fl.para(
        "Borrower may pay without penalty all or a portion of the amount owed earlier than it is due.",
        bold_prefix="PREPAYMENT.",
        f="helv",
        sz=9,
        indent=0,
    )
    fl.para(
        "If a payment is 10 days or more late, Borrower will be charged 5.000% of the unpaid portion of "
        "the regularly scheduled payment or $25.00, whichever is greater.",
        bold_prefix="LATE CHARGE.",
        f="helv",
        sz=9,
        indent=0,
    )
    fl.para(
        "Upon default, including failure to pay upon final maturity or upon demand, the interest rate on "
        "this Note shall be increased by 4.000 percentage points. However, in no event will the interest "
        "rate exceed the maximum interest rate limitations under applicable law.",
        bold_prefix="INTEREST AFTER DEFAULT.",
        f="helv",
        sz=9,
        indent=0,
    )
    fl.para(
        "This Note is a renewal and increase of, and not a novation of, the Promissory Note dated "
        "August 15, 2023 from Borrower to Lender in the original principal amount of $500,000.00, which "
        "bore interest at the Index plus 1.500 percentage points and was also payable on demand. The "
        "unpaid principal balance of the prior note as of the Date of Note, $318,204.77, is carried "
        "forward as an advance under this Note.",
        bold_prefix="RENEWAL AND INCREASE.",
        f="helv",
        sz=9,
        indent=0,
    )
    fl.para(
        "Advances under this Note may be requested orally or in writing by Borrower or by an authorized "
        "person, Harlan J. Tessaly, Managing Member. The unpaid principal balance owing on this Note at "
        "any time may be evidenced by endorsements on this Note or by Lender's internal records. Lender "
        "will have no obligation to advance funds if Borrower is in default.",
        bold_prefix="LINE OF CREDIT.",
        f="helv",
        sz=9,
        indent=0,
    )
    fl.para(
        "This Note is secured by a Commercial Security Agreement dated August 15, 2023 covering all "
        "inventory, chattel paper, accounts, equipment and general intangibles, and by the Commercial "
        "Guaranty of Harlan J. Tessaly dated August 15, 2023.",
        bold_prefix="COLLATERAL.",
        f="helv",
        sz=9,
        indent=0,
    )
    fl.para(
        "This Note will be governed by federal law applicable to Lender and, to the extent not preempted "
        "by federal law, the laws of the State of Iowa without regard to its conflicts of law provisions.",
        bold_prefix="GOVERNING LAW.",
        f="helv",
        sz=9,
        indent=0,
    )
    fl.para(
        "Lender may hold this Note for any period without demanding payment; the fact that Lender has "
        "not made demand does not waive Lender's right to do so at any time.",
        bold_prefix="DEMAND.",
        f="helv",
        sz=9,
        indent=0,
    )
    fl.para(
        "PRIOR TO SIGNING THIS NOTE, BORROWER READ AND UNDERSTOOD ALL THE PROVISIONS OF THIS NOTE, "
        "INCLUDING THE VARIABLE INTEREST RATE PROVISIONS. BORROWER AGREES TO THE TERMS OF THE NOTE.",
        f="hebo",
        sz=8.5,
        indent=0,
    )
    fl.need(80)
    pg = fl.pg
    y = fl.y + 6
    pg.text(54, y, "BORROWER:", "hebo", 9)
    pg.text(54, y + 14, "TESSALY RIDGE LANDSCAPE SUPPLY, LLC", "hebo", 9)
    pg.text(54, y + 40, "By: ______________________________", "helv", 9)
    pg.text(
        54, y + 52, "Harlan J. Tessaly, Managing Member of Tessaly Ridge Landscape Supply, LLC", "helv", 8.5
    )
    pdf.finish(_footer("CommLend form CN-21, rev. 2025 - Two Rivers Bank & Trust - IA - L-21 PR-4"))
    fields = {
        "borrower": F(
            "Tessaly Ridge Landscape Supply, LLC", 1, "Borrower: Tessaly Ridge Landscape Supply, LLC"
        ),
        "lender": F("Two Rivers Bank & Trust", 1, "Lender: Two Rivers Bank & Trust"),
        "agreement_date": F("2025-09-09", 1, "Date of Note: September 9, 2025"),
        "principal_amount": F(750000.00, 1, "Principal Amount: $750,000.00"),
        "interest_rate": F(
            "1.250 percentage points over the Index",
            1,
            "Interest on the unpaid principal balance of this Note will be calculated using a rate of 1.250 percentage points over the Index",
        ),
        "maturity_date": NULL(),
        "governing_law": F(
            "State of Iowa",
            1,
            "the laws of the State of Iowa without regard to its conflicts of law provisions",
        ),
        "late_charge": F(
            "5.000% of the unpaid portion of the regularly scheduled payment or $25.00, whichever is greater",
            1,
            "Borrower will be charged 5.000% of the unpaid portion of the regularly scheduled payment or $25.00, whichever is greater.",
        ),
    }
    sums = []
    notes = (
        "Demand line-of-credit note with a lender's summary box. The Maturity box is printed as 'ON DEMAND' "
        "and the text says there is no fixed maturity date, so maturity_date is null (demand note). "
        "The rate is a margin over a benchmark (1.250 percentage points over the Index, the WSJ Prime "
        "Rate), with a 7.000% floor; the 8.500% initial rate and the 4.000-point increase after default "
        "are distractors (default interest is not a late charge). The late charge is 5.000% of the "
        "unpaid scheduled payment or $25.00. This note renews and increases a 2023 note of $500,000.00 "
        "(original amount, date and rate, and the carried-forward balance, are distractors). The "
        "security agreement and guaranty dates are distractors. Governing law: State of Iowa (federal "
        "law applicable to the lender is mentioned too; the state is the label)."
    )
    return pdf, fields, notes, sums


# ====================================================================== commercial mortgage loan modification
@doc(
    "b6_loan_modification_cre",
    "loan_agreement",
    "Pell Street Partners, L.P. - Loan Modification and Extension Agreement (October 28, 2024)",
)
def loan_mod():
    pdf = Pdf(LETTER)
    fl = Flow(pdf, top=80, bottom=84)
    fl.page()
    pg = fl.pg
    pg.lines(
        72,
        56,
        [
            "Prepared by and after recording return to:",
            "Harbor Point Savings Bank, Loan Servicing, 88 Seaport Row, Boston, MA 02210",
        ],
        "tiro",
        7.5,
        lead=9,
    )
    pg.text(540, 56, "Loan No. 7700-21984", "tiro", 7.5, al="r")
    fl.y = 92
    fl.heading("LOAN MODIFICATION AND EXTENSION AGREEMENT", sz=12, al="c")
    fl.para(
        'This LOAN MODIFICATION AND EXTENSION AGREEMENT (this "Agreement") is made as of the 28th day '
        'of October, 2024 (the "Modification Date"), by and between PELL STREET PARTNERS, L.P., a '
        'Delaware limited partnership ("Borrower"), and HARBOR POINT SAVINGS BANK, a Massachusetts '
        'savings bank ("Lender").',
        indent=0,
    )
    fl.heading("RECITALS", sz=10, al="c")
    fl.para(
        "A. Lender made a loan to Borrower in the original principal amount of $4,200,000.00 (the "
        '"Loan"), evidenced by a Promissory Note dated October 3, 2019 (the "Note") and secured by a '
        "Mortgage, Security Agreement and Fixture Filing of even date recorded with the Suffolk County "
        'Registry of Deeds in Book 61877, Page 142 (the "Mortgage"), encumbering the land and mixed-use '
        'building at 41-47 Pell Street, Boston, Massachusetts (the "Property").'
    )
    fl.para(
        "B. The Note bears interest at a fixed rate of 4.375% per annum and matures on November 1, 2024 "
        '(the "Original Maturity Date"). As of the Modification Date the unpaid principal balance of '
        "the Loan is $3,812,446.19."
    )
    fl.para(
        "C. Borrower has requested that Lender (i) extend the maturity of the Loan, (ii) make an "
        "additional advance of $600,000.00 to fund facade and elevator improvements to the Property, "
        "and (iii) modify the interest rate, and Lender has agreed on the terms of this Agreement."
    )
    fl.para("NOW, THEREFORE, for good and valuable consideration, the parties agree as follows:")
    fl.para(
        "On the Modification Date Lender shall advance $600,000.00 to Borrower. After giving effect to "
        'that advance, the outstanding principal balance of the Loan is $4,412,446.19 (the "Modified '
        'Principal Amount"), and all references in the Loan Documents to the principal amount of the '
        "Note mean the Modified Principal Amount.",
        bold_prefix="1. Additional Advance; Modified Principal Amount.",
    )
    fl.para(
        "The maturity date of the Note is extended from the Original Maturity Date to November 1, 2029 "
        '(the "Extended Maturity Date"), on which date the entire unpaid principal balance, all '
        "accrued and unpaid interest and all other sums due under the Loan Documents shall be paid in "
        "full.",
        bold_prefix="2. Extension of Maturity.",
    )
    fl.para(
        "From and after the Modification Date, the unpaid principal balance shall bear interest at a "
        'fixed rate of 6.850% per annum (the "Modified Rate"), which the parties acknowledge equals the '
        "five-year U.S. Treasury constant maturity yield on the rate lock date (4.250%) plus 2.600%. "
        "Interest shall be computed on the basis of a 360-day year and the actual number of days elapsed.",
        bold_prefix="3. Interest Rate.",
    )
    fl.para(
        "Commencing December 1, 2024 and on the first day of each month thereafter, Borrower shall pay "
        "equal monthly installments of principal and interest of $30,765.30, calculated on a 25-year "
        "amortization schedule, with the balance due on the Extended Maturity Date.",
        bold_prefix="4. Payments.",
    )
    fl.para(
        "Section 6 of the Note is restated as follows: if any installment is not received by Lender "
        "within ten (10) days after its due date, Borrower shall pay a late charge equal to four percent "
        "(4%) of the amount of such installment. Upon an Event of Default, the unpaid balance shall "
        'bear interest at the Modified Rate plus five percent (5%) per annum (the "Default Rate").',
        bold_prefix="5. Late Charge; Default Rate.",
    )
    fl.para(
        "Borrower shall pay Lender a modification fee of $22,062.23 (one-half of one percent of the "
        "Modified Principal Amount) and all of Lender's legal and recording costs.",
        bold_prefix="6. Fees.",
    )
    fl.para(
        "The Mortgage secures the Note as modified hereby, including the additional advance. Borrower "
        "shall record a notice of this Agreement with the Suffolk County Registry of Deeds.",
        bold_prefix="7. Mortgage.",
    )
    fl.para(
        "Except as modified by this Agreement, the Note, the Mortgage and the other Loan Documents remain "
        "unmodified and in full force and effect, and Borrower has no defenses or offsets to its "
        "obligations thereunder.",
        bold_prefix="8. Ratification.",
    )
    fl.para(
        "This Agreement shall be governed by and construed in accordance with the laws of the "
        "Commonwealth of Massachusetts.",
        bold_prefix="9. Governing Law.",
    )
    fl.para(
        "This Agreement may be executed in counterparts and is binding on the successors and assigns of "
        "the parties.",
        bold_prefix="10. Miscellaneous.",
    )
    fl.need(200)
    pg = fl.pg
    y = fl.y + 10
    pg.text(72, y, "Executed under seal as of the Modification Date.", "tiro", 10)
    y += 26
    for role, name, sub_, by in [
        (
            "BORROWER:",
            "PELL STREET PARTNERS, L.P.",
            "By: Pell Street GP, LLC, its general partner",
            "Name: Margaret Y. Chen, Manager",
        ),
        ("LENDER:", "HARBOR POINT SAVINGS BANK", "", "Name: Colin F. Devereaux, Senior Vice President"),
    ]:
        pg.text(72, y, role, "tibo", 9.5)
        pg.text(200, y, name, "tibo", 9.5)
        if sub_:
            pg.text(200, y + 12, sub_, "tiro", 9)
        pg.text(200, y + 32, "By: ______________________________", "tiro", 9.5)
        pg.text(200, y + 45, by, "tiro", 9)
        y += 66
    y += 6
    pg.text(72, y, "COMMONWEALTH OF MASSACHUSETTS, Suffolk County, ss.", "tibo", 9)
    pg.para(
        72,
        y + 14,
        468,
        "On this 28th day of October, 2024, before me, the undersigned notary public, personally appeared "
        "Margaret Y. Chen, proved to me through satisfactory evidence of identification to be the person "
        "whose name is signed above, and acknowledged to me that she signed it voluntarily for its stated "
        "purpose. My commission expires: June 14, 2030.",
        "tiro",
        9,
    )
    pdf.finish(_footer("Loan Modification and Extension Agreement - Pell Street Partners, L.P."))
    same(4412446.19, Decimal("3812446.19") + Decimal("600000.00"))
    same(22062.23, (Decimal("4412446.19") * Decimal("0.005")).quantize(Decimal("0.01")))
    fields = {
        "borrower": F(
            "PELL STREET PARTNERS, L.P.",
            1,
            "by and between PELL STREET PARTNERS, L.P., a Delaware limited partnership",
        ),
        "lender": F(
            "HARBOR POINT SAVINGS BANK",
            1,
            'HARBOR POINT SAVINGS BANK, a Massachusetts savings bank ("Lender")',
        ),
        "agreement_date": F("2024-10-28", 1, "is made as of the 28th day of October, 2024"),
        "principal_amount": F(
            4412446.19,
            1,
            'the outstanding principal balance of the Loan is $4,412,446.19 (the "Modified Principal Amount")',
        ),
        "interest_rate": F("6.850% per annum", 1, 'a fixed rate of 6.850% per annum (the "Modified Rate")'),
        "maturity_date": F("2029-11-01", 1, "from the Original Maturity Date to November 1, 2029"),
        "governing_law": F(
            "Commonwealth of Massachusetts",
            2,
            "construed in accordance with the laws of the Commonwealth of Massachusetts.",
        ),
        "late_charge": F(
            "four percent (4%) of the amount of such installment",
            1,
            "Borrower shall pay a late charge equal to four percent (4%) of the amount of such installment.",
        ),
    }
    sums = [
        SUM(
            "modified principal",
            [
                (
                    1,
                    T(
                        "unpaid balance before modification",
                        3812446.19,
                        1,
                        "the unpaid principal balance of the Loan is $3,812,446.19",
                    ),
                ),
                (1, T("additional advance", 600000.00, 1, "Lender shall advance $600,000.00 to Borrower")),
            ],
            "principal_amount",
        ),
    ]
    notes = (
        "Commercial mortgage loan modification and extension. agreement_date is the modification date "
        "('28th day of October, 2024'), not the October 3, 2019 note. principal_amount is the Modified "
        "Principal Amount after the additional advance; the original $4,200,000.00, the pre-modification "
        "balance, the advance, the monthly installment and the fee are distractors. Maturity is the "
        "Extended Maturity Date, not the Original Maturity Date. interest_rate is the fixed Modified Rate "
        "(6.850% per annum, itself a Treasury yield plus a 2.600% margin); the old 4.375% rate and the "
        "Default Rate (Modified Rate plus 5%) are distractors. The late charge is restated in Section 5. "
        "Governing law is stated once (Section 9); the notary's Commonwealth venue line is not a "
        "governing-law clause."
    )
    return pdf, fields, notes, sums
