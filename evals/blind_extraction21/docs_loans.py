"""Loan-agreement builders for blind_extraction21 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from common import NULL, F, doc, same
from layout import Flow
from pdfkit import Pdf


def row(fl, cells, size=9, bold=False, lead=None):
    """One table line at the Flow's current position; cells: (x, text, align).  Returns the line text."""
    lead = lead or size * 1.5
    fl.need(lead)
    out = []
    for x, s, al in cells:
        if s:
            fl.p.text(x, fl.y, s, size, bold, align=al)
            out.append(s)
    fl.y += lead
    return " ".join(out)


def para_at(fl, s, **kw):
    """A paragraph; returns (first page, last page) so a quote can be pinned to one page."""
    size = kw.get("size") or fl.size
    first = fl.p.pages if fl.y + size * 1.42 <= fl.bottom else fl.p.pages + 1
    fl.para(s, **kw)
    return first, fl.p.pages


# ==================== 1 English-law term facility agreement: SONIA plus margin,
#                      availability period vs termination date, default interest only
@doc(
    "b21_loan_uk_term_facility_sonia",
    "loan_agreement",
    "Thornbury Cold Chain Logistics term facility agreement",
)
def loan_uk():
    p = Pdf(face="serif", **dict(w=595, h=842))
    fl = Flow(p, top=74, bottom=770, x=68, w=460, size=9.4, footer="Facility Agreement · Page {} of {}")
    fl.line("EXECUTION VERSION", 8, True, align="r", lead=30)
    fl.line("DATED 14 MAY 2026", 11, True, align="c", lead=40)
    fl.line("THORNBURY COLD CHAIN LOGISTICS LIMITED", 11, True, align="c", lead=16)
    fl.line("as Borrower", 9.4, align="c", lead=24)
    fl.line("THORNBURY HOLDINGS LIMITED", 11, True, align="c", lead=16)
    fl.line("as Original Guarantor", 9.4, align="c", lead=24)
    fl.line("SEVERN VALE BANK PLC", 11, True, align="c", lead=16)
    fl.line("as Lender", 9.4, align="c", lead=44)
    fl.line("£18,500,000", 14, True, align="c", lead=20)
    fl.line("TERM FACILITY AGREEMENT", 14, True, align="c", lead=60)
    fl.line("Pellow Garrick LLP, 4 Temple Quay, Bristol BS1 6EG", 8.4, align="c")
    # ---- page 2
    fl.p.new_page()
    fl.y = fl.top
    pg_parties, _ = para_at(
        fl,
        "THIS AGREEMENT is dated 14 May 2026 and made between: (1) THORNBURY COLD CHAIN LOGISTICS LIMITED, a "
        'company incorporated in England and Wales with registered number 08817264 (the "Borrower"); '
        '(2) THORNBURY HOLDINGS LIMITED, registered number 08817102 (the "Original Guarantor"); and '
        '(3) SEVERN VALE BANK PLC (the "Lender").',
    )
    fl.head("1. DEFINITIONS AND INTERPRETATION")
    fl.para("In this Agreement:")
    fl.para(
        '"Availability Period" means the period from and including the date of this Agreement to and '
        "including 13 November 2026.",
        indent=14,
    )
    fl.para(
        '"Compounded SONIA" means, for any day, the compounded sterling overnight index average rate '
        "determined by the Lender in accordance with Schedule 3 (Compounded Rate Terms), subject to a floor "
        "of zero.",
        indent=14,
    )
    pg_margin, _ = para_at(fl, '"Margin" means 2.35 per cent. per annum.', indent=14)
    pg_term, _ = para_at(fl, '"Termination Date" means 14 May 2031.', indent=14)
    fl.para(
        '"Repayment Date" means each of 31 March, 30 June, 30 September and 31 December, the first being '
        "31 March 2027.",
        indent=14,
    )
    fl.head("2. THE FACILITY")
    pg_fac, _ = para_at(
        fl,
        "Subject to the terms of this Agreement, the Lender makes available to the Borrower a sterling term "
        'loan facility in an aggregate amount equal to £18,500,000 (the "Facility"). The Borrower shall '
        "apply all amounts borrowed under the Facility towards the acquisition and fit-out of the "
        "temperature "
        "controlled warehouse at Unit 9, Avonbridge Trading Estate, Avonmouth BS11 9FG.",
    )
    fl.head("3. INTEREST")
    pg_int, _ = para_at(
        fl,
        "3.1 Calculation of interest. The rate of interest on each Loan for each day during an Interest "
        "Period "
        "is Compounded SONIA plus the Margin, calculated on the basis of a 365-day year.",
    )
    fl.para(
        "3.2 Payment of interest. The Borrower shall pay accrued interest on each Loan on the last day of "
        "each "
        "Interest Period of three Months.",
    )
    pg_def, _ = para_at(
        fl,
        "3.3 Default interest. If the Borrower fails to pay any amount payable by it under a Finance "
        "Document "
        "on its due date, interest shall accrue on the overdue amount from the due date up to the date of "
        "actual payment at a rate which is 2 per cent. per annum higher than the rate which would have been "
        "payable if the overdue amount had constituted a Loan.",
    )
    fl.head("4. REPAYMENT")
    fl.para(
        "The Borrower shall repay the Loans in instalments of £462,500 on each Repayment Date and shall "
        "repay "
        "all outstanding Loans in full on the Termination Date.",
    )
    fl.head("5. FEES")
    fl.para(
        "The Borrower shall pay to the Lender an arrangement fee of £138,750 on the date of this Agreement "
        "and "
        "a commitment fee of 0.90 per cent. per annum on the undrawn Facility during the Availability "
        "Period.",
    )
    fl.head("6. HEDGING")
    fl.para(
        "The Borrower shall ensure that, from the first Utilisation Date, the interest rate risk on not less "
        "than 70 per cent. of the Loans is hedged until at least 14 May 2029.",
    )
    fl.head("7. CONDITIONS OF UTILISATION")
    fl.para(
        "The Borrower may not deliver a Utilisation Request unless the Lender has received all of the "
        "documents "
        "and other evidence listed in Schedule 2 (Conditions Precedent) in form and substance satisfactory "
        "to "
        "it, including the legal charge over the Property, the debenture granted by each Obligor, a "
        "valuation "
        "of the Property addressed to the Lender showing a market value of not less than £27,000,000, and "
        "the "
        "hedging letter.",
    )
    fl.head("8. FINANCIAL COVENANTS")
    fl.para(
        "8.1 Loan to value. The Borrower shall ensure that the Loans do not at any time exceed 65 per cent. "
        "of "
        "the market value of the Property shown in the most recent valuation delivered to the Lender.",
    )
    fl.para(
        "8.2 Interest cover. The Borrower shall ensure that EBITDA for each Relevant Period is not less than "
        "3.00 times Finance Charges for that Relevant Period, tested on each Quarter Date starting with 30 "
        "September 2026.",
    )
    fl.para(
        "8.3 Leverage. The Borrower shall ensure that Total Net Debt on each Quarter Date does not exceed "
        "3.25 "
        "times EBITDA for the Relevant Period ending on that Quarter Date.",
    )
    fl.head("9. EVENTS OF DEFAULT")
    fl.para(
        "Each of the events set out in this clause 9 is an Event of Default, including: non-payment of any "
        "amount on its due date (unless paid within three Business Days); breach of a financial covenant; "
        "cross default in respect of Financial Indebtedness exceeding £500,000; insolvency or insolvency "
        "proceedings of an Obligor; and cessation of business. On and at any time after the occurrence of an "
        "Event of Default which is continuing, the Lender may by notice to the Borrower cancel the Facility "
        "and declare all outstanding Loans, together with accrued interest, immediately due and payable.",
    )
    fl.head("10. GOVERNING LAW AND JURISDICTION")
    pg_law, _ = para_at(
        fl,
        "This Agreement and any non-contractual obligations arising out of or in connection with it are "
        "governed by English law. The courts of England have exclusive jurisdiction to settle any dispute "
        "arising out of or in connection with this Agreement.",
    )
    fl.skip(8)
    fl.line("SIGNATURES", 9.4, True, lead=18)
    fl.line("The Borrower: THORNBURY COLD CHAIN LOGISTICS LIMITED   By: Aled Prothero, Director", 9)
    fl.line("The Original Guarantor: THORNBURY HOLDINGS LIMITED   By: Aled Prothero, Director", 9)
    fl.line("The Lender: SEVERN VALE BANK PLC   By: Imogen Fairclough, Director, Corporate Banking", 9)
    fl.finish()
    want = {"parties": 2, "margin": 2, "term": 2, "facility": 2, "interest": 2, "law": 3, "default": 2}
    for what, pg in [
        ("parties", pg_parties),
        ("margin", pg_margin),
        ("term", pg_term),
        ("facility", pg_fac),
        ("interest", pg_int),
        ("law", pg_law),
        ("default", pg_def),
    ]:
        same(want[what], pg, what + " page")
    fields = {
        "borrower": F(
            "THORNBURY COLD CHAIN LOGISTICS LIMITED",
            2,
            "made between: (1) THORNBURY COLD CHAIN LOGISTICS LIMITED, a",
        ),
        "lender": F("SEVERN VALE BANK PLC", 2, '(3) SEVERN VALE BANK PLC (the "Lender")'),
        "agreement_date": F("2026-05-14", 2, "THIS AGREEMENT is dated 14 May 2026"),
        "principal_amount": F(18500000, 2, "in an aggregate amount equal to £18,500,000"),
        "interest_rate": F("Compounded SONIA plus the Margin", 2, "is Compounded SONIA plus the Margin"),
        "maturity_date": F("2031-05-14", 2, '"Termination Date" means 14 May 2031.'),
        "governing_law": F("English law", 3, "governed by English law"),
        "late_charge": NULL(),
    }
    notes = (
        "English-law bilateral term facility agreement (GBP) with a cover page. borrower is the operating "
        "company, not the Original Guarantor (its parent); lender the bank. agreement_date is the date of "
        "the "
        "agreement (cover 'DATED 14 MAY 2026' and the opening words). principal_amount is the Facility "
        "amount. "
        "interest_rate is the rate as printed in clause 3.1, 'Compounded SONIA plus the Margin' (the Margin "
        "is "
        "defined as 2.35 per cent. per annum). maturity_date is the Termination Date, not the end of the "
        "Availability Period, the first Repayment Date or the hedging date. governing_law: English law. "
        "late_charge is null: only default interest (2 per cent. per annum above the Loan rate) is printed, "
        "and default interest is not a late charge."
    )
    return p, fields, notes, []


# ==================== 2 First amendment to a Minnesota loan agreement: increased commitment,
#                      new rate, extended
#                      maturity and a replaced late-charge clause; the original terms are quoted
@doc(
    "b21_loan_mn_first_amendment_superseded",
    "loan_agreement",
    "Northstar Prairie Foods first amendment to loan agreement",
)
def loan_mn():
    p = Pdf(face="serif")
    fl = Flow(
        p,
        top=70,
        bottom=726,
        x=72,
        w=468,
        size=9.6,
        footer="First Amendment to Loan Agreement - Page {} of {}",
    )
    fl.line("FIRST AMENDMENT TO LOAN AGREEMENT", 13, True, align="c", lead=24)
    pg_open, _ = para_at(
        fl,
        'THIS FIRST AMENDMENT TO LOAN AGREEMENT (this "Amendment") is made and entered into as of September '
        '30, 2026 (the "Amendment Effective Date"), by and between NORTHSTAR PRAIRIE FOODS, LLC, a Minnesota '
        'limited liability company ("Borrower"), and LAKEHEAD COMMERCIAL BANK, NATIONAL ASSOCIATION '
        '("Lender").',
    )
    fl.head("RECITALS", align="c")
    pg_rec, _ = para_at(
        fl,
        "A. Borrower and Lender are parties to that certain Loan Agreement dated as of March 15, 2024 (the "
        '"Original Agreement"), under which Lender established a revolving line of credit in the maximum '
        "principal amount of $6,000,000.00 bearing interest at the Prime Rate plus 0.50% per annum and "
        "maturing "
        "on March 15, 2027.",
    )
    fl.para(
        "B. Borrower has requested that Lender increase the line of credit, extend its maturity and modify "
        "the "
        "interest rate and the late charge, and Lender is willing to do so on the terms of this Amendment.",
    )
    fl.para(
        "NOW, THEREFORE, in consideration of the mutual covenants herein, the parties agree as follows:",
    )
    fl.head("1. Commitment.")
    pg_comm, _ = para_at(
        fl,
        'Section 2.1 of the Original Agreement is amended by deleting "$6,000,000.00" and substituting '
        '"$8,500,000.00" therefor, so that, from and after the Amendment Effective Date, the maximum '
        "principal "
        'amount of the line of credit (the "Commitment") is Eight Million Five Hundred Thousand and No/100 '
        "Dollars ($8,500,000.00).",
    )
    fl.head("2. Interest Rate.")
    pg_rate, _ = para_at(
        fl,
        "Section 2.4 of the Original Agreement is deleted in its entirety and replaced with the following: "
        '"2.4 Interest. The unpaid principal balance of the Loans shall bear interest at a rate per annum '
        "equal "
        'to Term SOFR plus 2.60% per annum, adjusted on the first day of each calendar month."',
    )
    fl.head("3. Maturity Date.")
    pg_mat, _ = para_at(
        fl,
        'The definition of "Maturity Date" in Section 1.1 of the Original Agreement is deleted and replaced '
        'with the following: "Maturity Date" means March 15, 2029.',
    )
    fl.head("4. Late Charge.")
    pg_late, _ = para_at(
        fl,
        "Section 2.7 of the Original Agreement, which provided for a late charge of the greater of $100.00 "
        "or "
        'four percent (4%) of the late payment, is deleted and replaced with the following: "2.7 Late '
        "Charge. "
        "If any payment is more than ten (10) days past due, Borrower shall pay a late charge of five "
        "percent "
        '(5%) of the unpaid portion of the payment."',
    )
    fl.head("5. Amendment Fee; Expenses.")
    fl.para(
        "Borrower shall pay Lender an amendment fee of $12,750.00 on the Amendment Effective Date, together "
        "with "
        "Lender's reasonable attorneys' fees incurred in connection with this Amendment.",
    )
    fl.head("6. Default Rate.")
    fl.para(
        "Section 2.8 of the Original Agreement (Default Rate of the then applicable rate plus three percent "
        "(3%)) "
        "remains unchanged.",
    )
    fl.head("7. Conditions Precedent.")
    fl.para(
        "This Amendment shall become effective upon Lender's receipt of (a) this Amendment duly executed by "
        "Borrower; (b) an amended and restated Revolving Note in the principal amount of the Commitment; "
        "(c) a Reaffirmation of Guaranty executed by Prairie Table Holdings, Inc.; (d) a certificate of "
        "Borrower's manager certifying resolutions approving this Amendment; and (e) payment of the "
        "amendment "
        "fee.",
    )
    fl.head("8. Borrowing Base.")
    fl.para(
        "Section 2.2 of the Original Agreement is amended so that the Borrowing Base equals the sum of 80% "
        "of "
        "Eligible Accounts plus the lesser of (i) 50% of Eligible Inventory and (ii) $3,250,000.00, less "
        "reserves established by Lender in its reasonable discretion.",
    )
    fl.head("9. Financial Covenants.")
    fl.para(
        "Section 6.12 of the Original Agreement is amended to require Borrower to maintain a Fixed Charge "
        "Coverage Ratio of not less than 1.20 to 1.00, tested quarterly on a trailing twelve-month basis, "
        "beginning with the fiscal quarter ending December 31, 2026.",
    )
    fl.head("10. Representations and Warranties.")
    fl.para(
        "Borrower represents and warrants that (a) the representations and warranties in the Original "
        "Agreement are true and correct in all material respects on the Amendment Effective Date; (b) no "
        "Event "
        "of Default has occurred and is continuing; and (c) the execution of this Amendment has been duly "
        "authorized by all necessary limited liability company action.",
    )
    fl.head("11. Ratification; Governing Law.")
    pg_law, _ = para_at(
        fl,
        "Except as expressly amended hereby, the Original Agreement and the other Loan Documents remain in "
        "full "
        "force and effect and are hereby ratified. This Amendment shall be governed by and construed in "
        "accordance with the laws of the State of Minnesota.",
    )
    fl.skip(10)
    fl.need(150)
    fl.line(
        "IN WITNESS WHEREOF, the parties have executed this Amendment as of the Amendment Effective Date.",
        9.2,
        lead=22,
    )
    fl.line("BORROWER: NORTHSTAR PRAIRIE FOODS, LLC", 9.4, True)
    fl.line("By: Gunnar Sjoberg-Ames, Chief Executive Officer", 9.2, lead=22)
    fl.line("LENDER: LAKEHEAD COMMERCIAL BANK, NATIONAL ASSOCIATION", 9.4, True)
    fl.line("By: Renata Okonkwo-Hale, Senior Vice President", 9.2)
    fl.finish()
    want = {"open": 1, "rec": 1, "comm": 1, "rate": 1, "mat": 1, "late": 1, "law": 2}
    for what, pg in [
        ("open", pg_open),
        ("rec", pg_rec),
        ("comm", pg_comm),
        ("rate", pg_rate),
        ("mat", pg_mat),
        ("late", pg_late),
        ("law", pg_law),
    ]:
        same(want[what], pg, what + " page")
    fields = {
        "borrower": F("NORTHSTAR PRAIRIE FOODS, LLC", 1, "NORTHSTAR PRAIRIE FOODS, LLC, a Minnesota"),
        "lender": F(
            "LAKEHEAD COMMERCIAL BANK, NATIONAL ASSOCIATION",
            1,
            "LAKEHEAD COMMERCIAL BANK, NATIONAL ASSOCIATION",
        ),
        "agreement_date": F("2026-09-30", 1, 'as of September 30, 2026 (the "Amendment Effective Date")'),
        "principal_amount": F(8500000.00, 1, "Dollars ($8,500,000.00)."),
        "interest_rate": F("Term SOFR plus 2.60% per annum", 1, "to Term SOFR plus 2.60% per annum"),
        "maturity_date": F("2029-03-15", 1, '"Maturity Date" means March 15, 2029.'),
        "governing_law": F("Minnesota", 2, "the laws of the State of Minnesota"),
        "late_charge": F(
            "a late charge of five percent (5%) of the unpaid portion of the payment",
            1,
            "shall pay a late charge of five percent (5%) of the unpaid portion of the payment",
        ),
    }
    notes = (
        "First amendment to a Minnesota revolving loan agreement. Every contract field takes the amended "
        "terms: agreement_date is the amendment's date (September 30, 2026), not the Original Agreement's "
        "March 15, 2024; principal_amount the increased Commitment, not the superseded $6,000,000.00; "
        "interest_rate the new 'Term SOFR plus 2.60% per annum', not the superseded Prime Rate plus 0.50%; "
        "maturity_date the new Maturity Date, not March 15, 2027; late_charge the replaced clause 2.7 (5 % "
        "of "
        "the unpaid portion), not the superseded greater-of-$100-or-4 % charge. The unchanged Default Rate "
        "is "
        "not a late charge; the amendment fee is a distractor. governing_law: Minnesota. No field is null."
    )
    return p, fields, notes, []


# ==================== 3 Ontario demand operating facility letter: payable on demand
#                      (no maturity), annual review
#                      date, prime-based rate, no late charge
@doc(
    "b21_loan_on_demand_operating_line",
    "loan_agreement",
    "Kawartha Greenhouse Growers demand operating facility letter",
)
def loan_on():
    p = Pdf()
    fl = Flow(
        p,
        top=66,
        bottom=730,
        x=66,
        w=480,
        size=9,
        footer="Kawartha Greenhouse Growers Inc. - Credit Facility Letter - page {} of {}",
    )
    fl.line("MUSKOKA HERITAGE CREDIT UNION LIMITED", 12, True, lead=14)
    fl.line("Commercial Services · 88 Ontario Street, Bracebridge, Ontario P1L 1R3", 8, lead=26)
    q_date = row(fl, [(66, "October 8, 2026", "l")], 9.4)
    fl.skip(4)
    for ln in [
        "PRIVATE AND CONFIDENTIAL",
        "Kawartha Greenhouse Growers Inc.",
        "2270 Heritage Line",
        "Otonabee, Ontario K9J 6X2",
        "Attention: Marisol Vandenberg, President",
    ]:
        fl.line(ln, 9)
    fl.skip(8)
    fl.line("Re: Credit Facility Letter - Demand Operating Loan", 9.6, True, lead=18)
    pg_open, _ = para_at(
        fl,
        'Muskoka Heritage Credit Union Limited (the "Lender") is pleased to offer Kawartha Greenhouse '
        "Growers "
        'Inc. (the "Borrower") the credit facility described below, subject to the terms and conditions of '
        'this letter (the "Agreement").',
    )
    fl.head("1. Facility")
    pg_fac, _ = para_at(
        fl,
        'Demand operating loan (the "Facility") in the maximum amount of $1,250,000 in Canadian dollars, '
        "available by way of overdraft on the Borrower's business chequing account, margined to 75% of good "
        "Canadian accounts receivable under 90 days plus 50% of finished-goods inventory, to a maximum of "
        "$400,000 against inventory.",
    )
    fl.head("2. Interest")
    pg_int, _ = para_at(
        fl,
        "The Facility bears interest at the Lender's Prime Rate plus 1.15% per annum, calculated daily and "
        "payable monthly in arrears. The Lender's Prime Rate is currently 5.45% per annum. Overdue interest "
        "bears interest at the same rate.",
    )
    fl.head("3. Repayment")
    pg_dem, _ = para_at(
        fl,
        "THE FACILITY IS REPAYABLE ON DEMAND. The Lender may demand repayment of all amounts outstanding and "
        "cancel the Facility at any time, whether or not an event of default has occurred. Nothing in this "
        "Agreement, including the annual review, limits the Lender's right to demand payment.",
    )
    fl.head("4. Annual Review")
    pg_rev, _ = para_at(
        fl,
        "The Facility will be reviewed annually on or before September 30, 2027 and each anniversary "
        "thereafter, "
        "based on the Borrower's annual financial statements, which must be delivered within 120 days of "
        "each "
        "fiscal year end (December 31).",
    )
    fl.head("5. Fees")
    fl.para(
        "Set-up fee of $3,125, payable on acceptance. Monthly account management fee of $150. Standby fee: "
        "none.",
    )
    fl.head("6. Security")
    fl.para(
        "General security agreement over all present and after-acquired personal property of the Borrower, "
        "registered under the Personal Property Security Act (Ontario); guarantee of Marisol Vandenberg "
        "limited "
        "to $250,000; postponement of shareholder loans of $312,400.",
    )
    fl.head("7. Reporting")
    fl.para(
        "The Borrower shall deliver to the Lender (a) monthly, within 20 days of each month end, an aged "
        "list "
        "of accounts receivable and accounts payable, an inventory listing and a margin certificate; "
        "(b) annually, within 120 days of fiscal year end, review engagement financial statements of the "
        "Borrower; and (c) such other information as the Lender may reasonably request.",
    )
    fl.head("8. Financial Covenants")
    fl.para(
        "While the Facility is available, the Borrower shall maintain, tested annually on its fiscal year "
        "end "
        "statements: (a) a debt service coverage ratio of not less than 1.25:1; and (b) a ratio of total "
        "liabilities to tangible net worth of not more than 2.50:1. A covenant breach does not limit the "
        "Lender's right to demand repayment at any time.",
    )
    fl.head("9. Conditions Precedent")
    fl.para(
        "Advances are conditional on receipt of the signed Agreement, the set-up fee, the registered "
        "security "
        "and guarantee, evidence of insurance naming the Lender as first loss payee, and a satisfactory "
        "inspection of the Borrower's greenhouse operation at 2270 Heritage Line.",
    )
    fl.head("10. Governing Law")
    pg_law, _ = para_at(
        fl,
        "This Agreement is governed by the laws of the Province of Ontario and the federal laws of Canada "
        "applicable therein.",
    )
    fl.head("11. Acceptance")
    fl.para(
        "This offer is open for acceptance until October 30, 2026. Please sign and return one copy of this "
        "letter, together with the set-up fee, by that date.",
    )
    fl.skip(6)
    fl.need(120)
    fl.line("MUSKOKA HERITAGE CREDIT UNION LIMITED", 9, True)
    fl.line("Per: Daniel Tremblay-Oakes, Senior Account Manager, Commercial Services", 9, lead=24)
    fl.line("ACKNOWLEDGED AND AGREED: Kawartha Greenhouse Growers Inc.", 9, True)
    fl.line("Per: ______________________________  Marisol Vandenberg, President", 9)
    fl.finish()
    want = {"open": 1, "fac": 1, "int": 1, "dem": 1, "rev": 1, "law": 2}
    for what, pg in [
        ("open", pg_open),
        ("fac", pg_fac),
        ("int", pg_int),
        ("dem", pg_dem),
        ("rev", pg_rev),
        ("law", pg_law),
    ]:
        same(want[what], pg, what + " page")
    fields = {
        "borrower": F(
            "Kawartha Greenhouse Growers Inc.", 1, 'Kawartha Greenhouse Growers Inc. (the "Borrower")'
        ),
        "lender": F(
            "Muskoka Heritage Credit Union Limited", 1, 'Muskoka Heritage Credit Union Limited (the "Lender")'
        ),
        "agreement_date": F("2026-10-08", 1, q_date),
        "principal_amount": F(1250000, 1, "in the maximum amount of $1,250,000 in Canadian dollars"),
        "interest_rate": F(
            "Prime Rate plus 1.15% per annum", 1, "the Lender's Prime Rate plus 1.15% per annum"
        ),
        "maturity_date": NULL(),
        "governing_law": F("Ontario", 2, "governed by the laws of the Province of Ontario"),
        "late_charge": NULL(),
    }
    notes = (
        "Ontario credit facility letter for a demand operating loan (CAD). borrower is the company, not its "
        "president (guarantor); lender the credit union. agreement_date is the letter's date, not the "
        "acceptance deadline. principal_amount is the Facility maximum, not the inventory sub-limit, the "
        "guarantee or the shareholder loans. interest_rate is the prime-based rate as printed; the current "
        "prime rate is a distractor. maturity_date is null: the Facility is repayable on demand with no "
        "stated "
        "maturity, and the annual review date is not a maturity. late_charge is null: no late charge is "
        "printed (overdue interest at the same rate and the account fees are not late charges)."
    )
    return p, fields, notes, []
