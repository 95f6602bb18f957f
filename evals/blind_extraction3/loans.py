"""Loan documents: a loan amendment extending maturity, a syndicated revolving credit agreement, and an
installment promissory note with a late charge and a guarantor."""

from pdfkit import LETTER, Doc, r2, us

W = 492  # text width on Letter with 60 pt margins


def _sig(d, x, y, entity, by, title):
    d.t(x, y, entity, 9.5, "tibo")
    d.hline(x, x + 200, y + 28, 0.6)
    d.t(x, y + 26, "By:", 9.5, "tiro")
    d.t(x, y + 40, f"Name: {by}", 9.5, "tiro")
    d.t(x, y + 53, f"Title: {title}", 9.5, "tiro")
    return y + 75


def loan_pinecrest_amendment(out):
    d = Doc(
        "b3_loan_pinecrest_amendment",
        "loan_agreement",
        "Second Amendment to Loan Agreement (Pinecrest)",
        "Pinecrest Cold Storage, LLC",
        LETTER,
    )
    p1 = d.new_page()
    d.t(306, 70, "SECOND AMENDMENT TO LOAN AGREEMENT", 13, "tibo", align="c")
    intro = (
        'THIS SECOND AMENDMENT TO LOAN AGREEMENT (this "Amendment") is dated as of June 14, 2024, and is '
        "entered "
        'into by and among PINECREST COLD STORAGE, LLC, a Washington limited liability company ("Borrower"), '
        "DANIEL R. OKAFOR, an individual, and OKAFOR FAMILY HOLDINGS, LLC, an Oregon limited liability "
        "company "
        '(each a "Guarantor" and together the "Guarantors"), and FIRST CASCADE BANK, N.A., a national '
        "banking "
        'association ("Lender").'
    )
    y = d.para(60, 100, intro, W, 10.5)
    d.t(306, y + 8, "RECITALS", 10.5, "tibo", align="c")
    recitals = [
        "A. Borrower and Lender are parties to that certain Loan Agreement dated as of August 3, 2021, as "
        "amended by "
        "that certain First Amendment to Loan Agreement dated as of September 30, 2022 (as so amended, the "
        '"Loan '
        'Agreement"), pursuant to which Lender made a term loan to Borrower in the original principal '
        "amount of Four "
        'Million Seven Hundred Fifty Thousand and No/100 Dollars ($4,750,000.00) (the "Loan").',
        "B. The Loan is secured by, among other things, a Deed of Trust encumbering Borrower's refrigerated "
        "warehouse "
        'located at 2750 NW Front Avenue, Portland, Oregon (the "Property"), and is guaranteed by the '
        "Guarantors.",
        "C. Borrower has requested that Lender extend the maturity of the Loan and modify the interest "
        "rate, and "
        "Lender is willing to do so on the terms and conditions set forth in this Amendment.",
    ]
    y += 26
    for r in recitals:
        y = d.para(60, y, r, W, 10.5) + 6
    y = (
        d.para(
            60,
            y,
            "NOW, THEREFORE, in consideration of the mutual covenants herein, the parties agree as follows:",
            W,
            10.5,
        )
        + 6
    )
    s1 = (
        '1. Extension of Maturity Date. The definition of "Maturity Date" in Section 1.1 of the Loan '
        "Agreement is "
        "amended so that the Maturity Date is hereby extended from July 1, 2024 to July 1, 2026, on which "
        "date all "
        "outstanding principal, accrued interest and other amounts owing under the Loan shall be due and "
        "payable."
    )
    y = d.para(60, y, s1, W, 10.5) + 6
    rate = "the Prime Rate plus one and one-quarter percent (1.25%) per annum"
    s2 = (
        "2. Interest Rate. Effective as of July 1, 2024, Section 2.3 of the Loan Agreement is amended to "
        "provide that the outstanding principal balance of the Loan shall bear interest at a variable rate "
        f"equal to {rate}, "
        "adjusted on each day on which the Prime Rate changes, but in no event less than six percent "
        "(6.00%) per "
        "annum."
    )
    y = d.para(60, y, s2, W, 10.5) + 6
    p2 = d.new_page()
    late = "five percent (5%) of the amount of the delinquent payment"
    s = [
        '3. Default Rate; Late Charge. Section 2.7 of the Loan Agreement is restated as follows: "Upon the '
        "occurrence "
        "and during the continuance of an Event of Default, the Loan shall bear interest at the rate of "
        "five percent "
        "(5%) per annum above the rate otherwise applicable (the 'Default Rate'). In addition, if any "
        "payment "
        f'is more than ten (10) days late, Borrower shall pay Lender a late charge equal to {late}."',
        "4. Extension Fee. In consideration of the extension, Borrower shall pay Lender on the date hereof "
        "an "
        "extension fee of Twenty-Three Thousand Seven Hundred Fifty and No/100 Dollars ($23,750.00).",
        "5. Reaffirmation of Guaranty. Each Guarantor consents to this Amendment and reaffirms its "
        "obligations under "
        "the Guaranty dated as of August 3, 2021, which remains in full force and effect and extends to the "
        "Loan as "
        "amended hereby.",
        "6. Governing Law. This Amendment shall be governed by the laws of the State of Washington, without "
        "regard to "
        "conflicts of law principles, except that the creation, perfection, priority and enforcement of the "
        "Deed of "
        "Trust and any remedies against the Property located in the State of Oregon shall be governed by "
        "the laws of "
        "the State of Oregon.",
        "7. No Other Changes. Except as expressly amended hereby, the Loan Agreement and the other Loan "
        "Documents "
        "remain unchanged and in full force and effect. This Amendment may be executed in counterparts.",
    ]
    y = 70
    for t in s:
        y = d.para(60, y, t, W, 10.5) + 8
    d.t(
        60,
        y + 10,
        "IN WITNESS WHEREOF, the parties have executed this Amendment as of the date first written above.",
        10,
        "tiro",
    )
    p3 = d.new_page()
    y = 80
    y = _sig(d, 60, y, "BORROWER: PINECREST COLD STORAGE, LLC", "Daniel R. Okafor", "Managing Member")
    y = _sig(d, 60, y, "LENDER: FIRST CASCADE BANK, N.A.", "Helen J. Marsh", "Senior Vice President")
    y = _sig(d, 60, y, "GUARANTOR: OKAFOR FAMILY HOLDINGS, LLC", "Daniel R. Okafor", "Manager")
    d.t(60, y, "GUARANTOR:", 9.5, "tibo")
    d.hline(60, 260, y + 28, 0.6)
    d.t(60, y + 40, "DANIEL R. OKAFOR, individually", 9.5, "tiro")
    d.f(
        "borrower",
        "Pinecrest Cold Storage, LLC",
        p1,
        "PINECREST COLD STORAGE, LLC, a Washington limited liability",
    )
    d.f("lender", "First Cascade Bank, N.A.", p1, "FIRST CASCADE BANK, N.A., a national banking association")
    d.f("agreement_date", "2024-06-14", p1, 'this "Amendment") is dated as of June 14, 2024')
    d.f(
        "principal_amount",
        4750000.0,
        p1,
        "original principal amount of Four Million Seven Hundred Fifty Thousand "
        "and No/100 Dollars ($4,750,000.00)",
    )
    d.f("interest_rate", rate, p1, f"interest at a variable rate equal to {rate}")
    d.f(
        "maturity_date",
        "2026-07-01",
        p1,
        "the Maturity Date is hereby extended from July 1, 2024 to July 1, 2026",
    )
    d.f(
        "governing_law",
        "Washington",
        p2,
        "This Amendment shall be governed by the laws of the State of Washington",
    )
    d.f("late_charge", late, p2, f"Borrower shall pay Lender a late charge equal to {late}")
    assert p3 == 3
    d.notes = (
        "Amendment: agreement_date = the amendment's date (June 14, 2024), not the original Loan Agreement's "
        "(August 3, 2021). maturity_date = the new, extended date July 1, 2026 (July 1, 2024 is the old "
        "one). "
        "principal = the loan's original principal. interest_rate = the amended Prime-based rate (the 6.00% "
        "floor and the Default Rate are not the rate). late_charge = the 5% late charge; the Default Rate "
        "(5% "
        "above) is default interest, not a late charge. Governing law: Washington (Oregon governs only the "
        "Deed "
        "of Trust). Guarantors are parties but neither borrower nor lender."
    )
    return d.save(out)


def loan_tidewater_credit(out):
    d = Doc(
        "b3_loan_tidewater_credit",
        "loan_agreement",
        "Revolving Credit Agreement (Tidewater)",
        "Tidewater Specialty Chemicals, Inc.",
        LETTER,
    )
    p1 = d.new_page()
    d.t(306, 70, "Execution Version", 8, "tiro", align="c")
    d.t(306, 110, "$250,000,000", 14, "tibo", align="c")
    d.t(306, 140, "REVOLVING CREDIT AGREEMENT", 15, "tibo", align="c")
    d.t(306, 165, "Dated as of September 27, 2024", 11, "tiro", align="c")
    y = 200
    for line, f in [
        ("among", "tiro"),
        ("TIDEWATER SPECIALTY CHEMICALS, INC.,", "tibo"),
        ("as the Borrower,", "tiro"),
        ("THE LENDERS PARTY HERETO,", "tibo"),
        ("HARBORLINE BANK, NATIONAL ASSOCIATION,", "tibo"),
        ("as Administrative Agent, Swing Line Lender and an L/C Issuer,", "tiro"),
        ("and", "tiro"),
        ("COASTAL TRUST BANK and MERIDIAN CAPITAL BANK, N.A.,", "tibo"),
        ("as Co-Syndication Agents", "tiro"),
        ("", "tiro"),
        ("HARBORLINE SECURITIES LLC,", "tibo"),
        ("as Sole Lead Arranger and Sole Bookrunner", "tiro"),
    ]:
        d.t(306, y, line, 11, f, align="c")
        y += 20
    p2 = d.new_page()
    d.t(306, 60, "ARTICLE I. DEFINITIONS AND ACCOUNTING TERMS", 11, "tibo", align="c")
    d.t(
        60,
        82,
        "1.01 Defined Terms. As used in this Agreement, the following terms have the meanings set forth "
        "below:",
        10,
        "tiro",
    )
    rate = "Term SOFR plus the Applicable Rate"
    defs = [
        '"Aggregate Commitments" means the Commitments of all the Lenders. On the Closing Date, the '
        "Aggregate "
        "Commitments are $250,000,000, which may be increased by up to $100,000,000 pursuant to Section "
        "2.14.",
        '"Applicable Rate" means, from time to time, the percentage per annum set forth in the pricing grid '
        "below "
        "based on the Consolidated Leverage Ratio: Level I (< 1.50:1.00) 1.125% for Term SOFR Loans and "
        "0.125% for "
        "Base Rate Loans; Level II (< 2.25:1.00) 1.375% and 0.375%; Level III (>= 2.25:1.00) 1.625% and "
        "0.625%.",
        '"Default Rate" means an interest rate equal to the interest rate otherwise applicable plus 2% per '
        "annum, "
        "to the fullest extent permitted by applicable Laws.",
        '"Letter of Credit Sublimit" means $25,000,000. "Swing Line Sublimit" means $20,000,000.',
        '"Maturity Date" means September 27, 2029; provided that if such date is not a Business Day, the '
        "Maturity "
        "Date shall be the next preceding Business Day.",
        '"Term SOFR" means the forward-looking SOFR term rate administered by CME Group Benchmark '
        "Administration "
        "Ltd. for the applicable Interest Period, subject to a floor of 0.00%.",
    ]
    y = 104
    for t in defs:
        y = d.para(72, y, t, W - 12, 10) + 6
    d.t(306, y + 10, "ARTICLE II. THE COMMITMENTS AND CREDIT EXTENSIONS", 11, "tibo", align="c")
    y = d.para(
        60,
        y + 32,
        "2.08 Interest. (a) Subject to Section 2.08(b), each Term SOFR Loan shall bear interest on "
        "the outstanding principal amount thereof for each Interest Period at a rate per annum "
        f"equal to {rate}; "
        "each Base Rate Loan shall bear interest at a rate per annum equal to the Base Rate plus the "
        "Applicable "
        "Rate. (b) While any Event of Default exists, the Borrower shall pay interest on all Obligations at "
        "the "
        "Default Rate.",
        W,
        10,
    )
    p3 = d.new_page()
    d.t(60, 70, "10.14 Governing Law; Jurisdiction; Etc.", 10.5, "tibo")
    gl = (
        "(a) GOVERNING LAW. THIS AGREEMENT AND EACH OTHER LOAN DOCUMENT AND ANY CLAIMS ARISING HEREUNDER "
        "SHALL BE "
        "GOVERNED BY, AND CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK, PROVIDED THAT "
        "MATTERS OF "
        "THE BORROWER'S CORPORATE EXISTENCE AND AUTHORITY SHALL BE GOVERNED BY THE GENERAL CORPORATION LAW "
        "OF THE "
        "STATE OF DELAWARE."
    )
    y = d.para(60, 90, gl, W, 10)
    y = d.para(
        60,
        y + 6,
        "(b) SUBMISSION TO JURISDICTION. The Borrower irrevocably submits to the exclusive "
        "jurisdiction of the courts of the State of New York sitting in New York County and of the United "
        "States "
        "District Court of the Southern District of New York.",
        W,
        10,
    )
    d.t(
        60,
        y + 20,
        "IN WITNESS WHEREOF, the parties hereto have caused this Agreement to be duly executed.",
        10,
        "tiro",
    )
    y = _sig(
        d,
        60,
        y + 50,
        "TIDEWATER SPECIALTY CHEMICALS, INC., as the Borrower",
        "Gregory A. Sundquist",
        "Chief Financial Officer",
    )
    y = _sig(
        d,
        60,
        y,
        "HARBORLINE BANK, NATIONAL ASSOCIATION, as Administrative Agent",
        "Priya Natarajan",
        "Managing Director",
    )
    _sig(d, 60, y, "COASTAL TRUST BANK, as a Lender and Co-Syndication Agent", "Owen T. Price", "Director")
    d.f(
        "borrower",
        "Tidewater Specialty Chemicals, Inc.",
        p1,
        "TIDEWATER SPECIALTY CHEMICALS, INC., as the Borrower",
    )
    d.f(
        "lender",
        "Harborline Bank, National Association",
        p1,
        "HARBORLINE BANK, NATIONAL ASSOCIATION, as Administrative Agent",
    )
    d.f("agreement_date", "2024-09-27", p1, "Dated as of September 27, 2024")
    d.f("principal_amount", 250000000, p2, "On the Closing Date, the Aggregate Commitments are $250,000,000")
    d.f("interest_rate", rate, p2, f"at a rate per annum equal to {rate}")
    d.f("maturity_date", "2029-09-27", p2, '"Maturity Date" means September 27, 2029')
    d.f(
        "governing_law",
        "New York",
        p3,
        "GOVERNED BY, AND CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK",
    )
    d.null("late_charge")
    d.notes = (
        "Syndicated revolving facility: lender = the administrative agent (Harborline Bank, National "
        "Association); "
        "co-syndication agents and the arranger are not the lender. principal = Aggregate Commitments "
        "$250,000,000 "
        "(the $100,000,000 accordion and the sublimits are not). interest_rate = the Term SOFR clause as "
        "printed. "
        "Governing law New York (Delaware only for corporate existence). No late charge is printed; the "
        "Default "
        "Rate (+2%) is default interest -> late_charge null."
    )
    return d.save(out)


def loan_castillo_note(out):
    d = Doc(
        "b3_loan_castillo_note", "loan_agreement", "Promissory Note (Castillo)", "Elena M. Castillo", LETTER
    )
    principal, rate_pct, n = 85000.00, 7.25, 60
    i = rate_pct / 100 / 12
    pay = r2(principal * i / (1 - (1 + i) ** -n))
    assert 1690 < pay < 1700, pay
    p1 = d.new_page()
    d.t(306, 70, "PROMISSORY NOTE", 15, "tibo", align="c")
    d.row(105, [(60, f"${us(principal)}", "l"), (552, "Denver, Colorado", "r")], 11, "tibo")
    d.t(552, 120, "March 1, 2024", 11, "tiro", align="r")
    rate = "seven and one-quarter percent (7.25%) per annum"
    late = "five percent (5%) of the overdue payment, but not less than $25.00"
    paras = [
        "1. BORROWER'S PROMISE TO PAY. FOR VALUE RECEIVED, the undersigned, ELENA M. CASTILLO and ROBERT J. "
        "CASTILLO "
        '(jointly and severally, "Borrower"), promise to pay to the order of FRONT RANGE COMMUNITY CREDIT '
        "UNION "
        '("Lender"), at 4500 E. Colfax Avenue, Denver, Colorado 80220, or such other place as Lender may '
        "designate, "
        "the principal sum of EIGHTY-FIVE THOUSAND AND NO/100 DOLLARS ($85,000.00), with interest as "
        "provided below.",
        "2. INTEREST. Interest will be charged on unpaid principal from the date of this Note at the "
        f"rate of {rate}, "
        "calculated on the basis of a 365-day year.",
        "3. PAYMENTS. Borrower will pay principal and interest in sixty (60) consecutive monthly "
        f"installments of ${us(pay)} each, beginning on April 1, 2024 and continuing on the first day of "
        "each month thereafter. On "
        'March 1, 2029 (the "Maturity Date"), Borrower will pay the entire unpaid principal balance '
        "together with "
        "all accrued and unpaid interest.",
        "4. LATE CHARGE. If Lender has not received the full amount of any monthly payment by the end of "
        "fifteen (15) "
        "calendar days after the date it is due, Borrower will pay a late charge to Lender. The amount of "
        "the charge "
        f"will be {late}.",
        "5. DEFAULT. If Borrower fails to pay any installment when due, Lender may declare the entire "
        "unpaid balance "
        "immediately due. After maturity or acceleration, the unpaid balance shall bear interest at twelve "
        "and "
        "one-quarter percent (12.25%) per annum until paid.",
        "6. PREPAYMENT. Borrower may prepay this Note in whole or in part at any time without penalty.",
    ]
    y = 150
    for t in paras:
        y = d.para(60, y, t, W, 10.5) + 7
    p2 = d.new_page()
    paras2 = [
        "7. SECURITY. This Note is secured by a Security Agreement of even date granting Lender a security "
        "interest "
        "in one 2023 Kubota SVL75-2 compact track loader, serial no. KBCZ0T7X4PJ0A1234.",
        '8. GUARANTY. Payment of this Note is unconditionally guaranteed by LUCIA R. CASTILLO ("Guarantor") '
        "under a separate Guaranty of even date.",
        "9. GOVERNING LAW. This Note is governed by federal law and, to the extent not preempted, the laws "
        "of the "
        "State of Colorado. Borrower consents to venue in the District Court for the City and County of "
        "Denver.",
        "10. WAIVERS. Borrower and any other person who has obligations under this Note waive presentment, "
        "demand "
        "for payment, notice of dishonor and protest.",
    ]
    y = 80
    for t in paras2:
        y = d.para(60, y, t, W, 10.5) + 7
    y += 20
    for name, role in [
        ("ELENA M. CASTILLO", "Borrower"),
        ("ROBERT J. CASTILLO", "Borrower"),
        ("LUCIA R. CASTILLO", "Guarantor"),
    ]:
        d.hline(60, 280, y + 20, 0.6)
        d.t(60, y + 32, f"{name}, {role}", 9.5, "tiro")
        y += 60
    d.f(
        "borrower", "Elena M. Castillo and Robert J. Castillo", p1, "ELENA M. CASTILLO and ROBERT J. CASTILLO"
    )
    d.f(
        "lender",
        "Front Range Community Credit Union",
        p1,
        "to the order of FRONT RANGE COMMUNITY CREDIT UNION",
    )
    d.f("agreement_date", "2024-03-01", p1, "Denver, Colorado March 1, 2024")
    d.f("principal_amount", principal, p1, "EIGHTY-FIVE THOUSAND AND NO/100 DOLLARS ($85,000.00)")
    d.f("interest_rate", rate, p1, f"at the rate of {rate}")
    d.f("maturity_date", "2029-03-01", p1, 'On March 1, 2029 (the "Maturity Date")')
    d.f("governing_law", "Colorado", p2, "the laws of the State of Colorado")
    d.f("late_charge", late, p1, f"The amount of the charge will be {late}")
    d.notes = (
        "Installment promissory note with two co-borrowers (jointly and severally) -> borrower names both. "
        "The "
        "heading prints the amount, place and date (March 1, 2024 = agreement_date). Late charge (5%, "
        "minimum $25) "
        "is distinct from the post-maturity default rate 12.25%. Governing law: federal law and Colorado -> "
        "'Colorado' (the state whose law governs). The guarantor is not a borrower."
    )
    return d.save(out)
