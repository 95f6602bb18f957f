"""Loan documents: a fixed-rate promissory note, a term-loan credit agreement excerpt and a second loan
modification agreement. Rates appear in words and figures next to distractor rates (default rate,
ticking fee, superseded rate) and several dates (closing, first payment, superseded maturity)."""

from decimal import localcontext

from b4_pdf import GREY, LETTER, Built, D, Doc, F, Flow, N, num, q2


def _payment(principal, annual_rate, months):
    with localcontext() as ctx:
        ctx.prec = 40
        r = D(annual_rate) / 12
        return q2(D(principal) * r / (1 - (1 + r) ** -months))


def promissory_note():
    doc = Doc("Promissory Note - Brightwater Dental Group, LLC", "Scioto Valley Community Bank", LETTER)
    fl = Flow(doc, size=10)
    pg = fl.new_page()
    fl.p("PROMISSORY NOTE", 14, 15, "tibo", align="c")
    pg.text(72, fl.y, "$485,000.00", 10, "tibo")
    pg.text(540, fl.y, "Columbus, Ohio   March 18, 2025", 10, "tiro", align="r")
    fl.skip(14)
    pg.text(540, fl.y, "Loan No. 7720-01458", 9, "tiro", GREY, "r")
    fl.skip(22)
    principal = D("485000.00")
    pmt = _payment(principal, "0.0675", 84)
    assert num(principal) == "485,000.00" and num(pmt) == "7,260.82"
    fl.p(
        "FOR VALUE RECEIVED, the undersigned, BRIGHTWATER DENTAL GROUP, LLC, an Ohio limited liability "
        'company ("Borrower"), promises to pay to the order of SCIOTO VALLEY COMMUNITY BANK, an Ohio '
        'state-chartered bank ("Lender"), at its office at 410 Main Street, Zanesville, Ohio 43701, or at '
        "such other place as the holder hereof may designate, the principal sum of FOUR HUNDRED EIGHTY-FIVE "
        f"THOUSAND AND NO/100 DOLLARS (${num(principal)}), together with interest on the unpaid principal "
        "balance from the date of this Note until paid in full.",
        indent=24,
    )
    fl.p(
        "1. Interest Rate. The unpaid principal balance of this Note shall bear interest at a fixed rate of "
        "six and three-quarters percent (6.75%) per annum, computed on the basis of a 365-day year and the "
        "actual number of days elapsed.",
        indent=24,
    )
    fl.p(
        "2. Payments. Interest accrued from the date of this Note through April 30, 2025 is due on May 1, "
        "2025. Borrower shall then pay this Note in 82 consecutive monthly installments of principal and "
        f"interest of ${num(pmt)} each, beginning June 1, 2025 and continuing on the first day of each month "
        "thereafter, and one final payment of all unpaid principal and accrued interest on April 1, 2032 "
        '(the "Maturity Date"). Payments are applied first to accrued interest, then to principal, then '
        "to late charges.",
        indent=24,
    )
    fl.p(
        "3. Late Charge. If any payment is more than ten (10) days late, Borrower will be charged five "
        "percent (5.0%) of the unpaid portion of the regularly scheduled payment or $25.00, whichever is "
        "greater.",
        indent=24,
    )
    fl.p(
        "4. Default Rate. Upon the occurrence of an Event of Default, including failure to pay upon final "
        "maturity, the interest rate on this Note shall be increased by four (4.000) percentage points, to "
        "10.75% per annum, to the extent permitted by applicable law.",
        indent=24,
    )
    fl.p(
        "5. Prepayment. Borrower may prepay this Note in whole or in part upon payment of a prepayment "
        "premium equal to two percent (2%) of the amount prepaid during the first loan year and one percent "
        "(1%) during the second loan year, and thereafter without premium. Partial prepayments do not "
        "relieve Borrower of the obligation to continue making the scheduled installments.",
        indent=24,
    )
    fl.p(
        "6. Collateral. This Note is secured by a Commercial Security Agreement dated March 18, 2025 "
        "covering all equipment, inventory and accounts of Borrower, and by an Open-End Mortgage of even "
        "date on real property located at 2270 Hilliard Rome Road, Hilliard, Ohio 43026.",
        indent=24,
    )
    fl.p(
        "7. Guaranty. Payment of this Note is unconditionally guaranteed by Anita K. Brightwater, D.D.S., "
        "pursuant to a Commercial Guaranty dated March 18, 2025.",
        indent=24,
    )
    pg = fl.new_page()
    fl.p(
        "8. Events of Default. Each of the following is an Event of Default: (a) Borrower fails to make any "
        "payment when due; (b) Borrower or any guarantor breaches any term of this Note or any related "
        "document; (c) any representation made to Lender proves false in any material respect; (d) Borrower "
        "becomes insolvent or a receiver is appointed for any part of its property; or (e) any guarantor "
        "dies or revokes its guaranty. Upon an Event of Default Lender may declare the entire unpaid "
        "principal balance and all accrued unpaid interest immediately due.",
        indent=24,
    )
    fl.p(
        "9. Governing Law. This Note will be governed by federal law applicable to Lender and, to the extent "
        "not preempted by federal law, the laws of the State of Ohio without regard to its conflicts of law "
        "provisions. Borrower agrees to the jurisdiction of the courts of Franklin County, Ohio.",
        indent=24,
    )
    fl.p(
        "10. Waiver. Borrower and any other person who signs, guarantees or endorses this Note waive "
        "presentment, demand for payment and notice of dishonor. Lender may delay or forgo enforcing any of "
        "its rights without losing them.",
        indent=24,
    )
    fl.p(
        "WARRANT OF ATTORNEY NOT INCLUDED. JURY WAIVER: LENDER AND BORROWER EACH WAIVE THE RIGHT TO ANY JURY "
        "TRIAL IN ANY ACTION ARISING OUT OF THIS NOTE.",
        size=9,
        font="tibo",
    )
    fl.p(
        "PRIOR TO SIGNING THIS NOTE, BORROWER READ AND UNDERSTOOD ALL THE PROVISIONS OF THIS NOTE. BORROWER "
        "AGREES TO THE TERMS OF THE NOTE.",
        size=9,
        font="tibo",
        gap=30,
    )
    fl.p("BORROWER:", font="tibo")
    fl.p("BRIGHTWATER DENTAL GROUP, LLC", gap=26)
    fl.p("By: ____________________________________", gap=2)
    fl.p("Anita K. Brightwater, D.D.S., Managing Member", gap=30)
    doc.footer(lambda i, n: f"Promissory Note - Loan No. 7720-01458 - Page {i} of {n}", font="tiro")
    fields = dict(
        borrower=F(
            "Brightwater Dental Group, LLC",
            1,
            "BRIGHTWATER DENTAL GROUP, LLC, an Ohio limited liability company",
        ),
        lender=F(
            "Scioto Valley Community Bank", 1, "SCIOTO VALLEY COMMUNITY BANK, an Ohio state-chartered bank"
        ),
        agreement_date=F("2025-03-18", 1, "Columbus, Ohio March 18, 2025"),
        principal_amount=F(485000.0, 1, "FOUR HUNDRED EIGHTY-FIVE THOUSAND AND NO/100 DOLLARS ($485,000.00)"),
        interest_rate=F(
            "six and three-quarters percent (6.75%) per annum",
            1,
            "a fixed rate of six and three-quarters percent (6.75%) per annum",
        ),
        maturity_date=F("2032-04-01", 1, 'April 1, 2032 (the "Maturity Date")'),
        governing_law=F("Ohio", 2, "the laws of the State of Ohio"),
        late_charge=F(
            "five percent (5.0%) of the unpaid portion of the regularly scheduled payment or $25.00, "
            "whichever is greater",
            1,
            "Borrower will be charged five percent (5.0%) of the unpaid portion of the regularly scheduled "
            "payment or $25.00, whichever is greater",
        ),
    )
    notes = (
        "Fixed-rate installment note. interest_rate = 6.75% per annum (the 10.75% default rate is a "
        "distractor). maturity_date = April 1, 2032 ('Maturity Date'); May 1 / June 1, 2025 are payment "
        "dates. late_charge = the 5% / $25 clause of section 3 (default interest and prepayment premiums are "
        "not late charges). governing_law = Ohio (federal law applicable to Lender is the usual preemption "
        "carve-out). The guarantor Anita K. Brightwater is not the borrower."
    )
    return Built(
        "b4_loan_promissory_note",
        "loan_agreement",
        "Promissory Note, Brightwater Dental Group, LLC",
        "Brightwater Dental Group, LLC",
        doc,
        fields,
        notes,
    )


def credit_agreement():
    doc = Doc(
        "Term Loan Credit Agreement - Halcyon Specialty Chemicals, Inc.",
        "Halcyon Specialty Chemicals, Inc.",
        LETTER,
    )
    fl = Flow(doc, size=10)
    pg = fl.new_page()
    pg.text(540, 60, "Published CUSIP Number: 40521QAB4", 8, "tiro", GREY, "r")
    pg.text(540, 71, "Term A Loan CUSIP Number: 40521QAC2", 8, "tiro", GREY, "r")
    fl.skip(60)
    for s, z, f, gap in [
        ("TERM LOAN CREDIT AGREEMENT", 16, "tibo", 14),
        ("dated as of June 27, 2025", 11, "tiro", 18),
        ("among", 10, "tiit", 14),
        ("HALCYON SPECIALTY CHEMICALS, INC.,", 11, "tibo", 2),
        ("as the Borrower,", 10, "tiro", 14),
        ("THE LENDERS PARTY HERETO,", 11, "tibo", 14),
        ("FIRST MERIDIAN BANK, N.A.,", 11, "tibo", 2),
        ("as Administrative Agent,", 10, "tiro", 14),
        ("BANK OF THE CASCADES,", 11, "tibo", 2),
        ("as Syndication Agent,", 10, "tiro", 14),
        ("and", 10, "tiit", 14),
        ("FIRST MERIDIAN CAPITAL MARKETS, LLC and CASCADE SECURITIES LLC,", 10.5, "tibo", 2),
        ("as Joint Lead Arrangers and Joint Bookrunners", 10, "tiro", 40),
        ("$350,000,000 Senior Secured Term Loan Facilities", 12, "tibo", 4),
        (
            "consisting of a $250,000,000 Term A Loan Facility and a $100,000,000 Delayed Draw Term Loan "
            "Facility",
            9.5,
            "tiit",
            4,
        ),
    ]:
        fl.p(s, gap, z, f, align="c")
    assert 250_000_000 + 100_000_000 == 350_000_000
    pg = fl.new_page()
    fl.p("ARTICLE I", 2, 11, "tibo", align="c")
    fl.p("DEFINITIONS AND ACCOUNTING TERMS", 10, 11, "tibo", align="c")
    fl.p(
        "Section 1.01 Defined Terms. As used in this Agreement, the following terms shall have the meanings "
        "set forth below:",
        8,
    )
    for s in [
        '"Applicable Rate" means, for any day, (a) with respect to any Term SOFR Loan, 2.25% per annum, '
        "and (b) with respect to any Base Rate Loan, 1.25% per annum; provided that from and after the first "
        "Adjustment Date the Applicable Rate shall be determined by reference to the Consolidated Total Net "
        "Leverage Ratio pursuant to the pricing grid set forth in Schedule 1.01(a).",
        '"Base Rate" means for any day a fluctuating rate per annum equal to the highest of (a) the '
        "Federal Funds Rate plus 1/2 of 1%, (b) the rate of interest in effect for such day as publicly "
        'announced from time to time by the Administrative Agent as its "prime rate", and (c) Term SOFR '
        "plus 1.00%.",
        '"Closing Date" means July 1, 2025, the first date on which all the conditions precedent in '
        "Section 4.01 are satisfied or waived.",
        '"Commitments" means, collectively, the Term A Commitments and the Delayed Draw Term Commitments. '
        "The aggregate amount of the Commitments on the Closing Date is $350,000,000.",
        '"Default Rate" means an interest rate equal to 2.00% per annum in excess of the rate otherwise '
        "applicable to such Loan, to the fullest extent permitted by applicable Laws.",
        '"Delayed Draw Commitment Expiration Date" means December 31, 2026.',
        '"Maturity Date" means June 27, 2030; provided that if such date is not a Business Day, the '
        "Maturity Date shall be the immediately preceding Business Day.",
        '"Term SOFR" means the forward-looking term rate based on SOFR published by the Term SOFR '
        "Administrator two U.S. Government Securities Business Days prior to the commencement of the "
        "applicable Interest Period; provided that Term SOFR shall not be less than 0.00% per annum.",
        '"Ticking Fee Rate" means 0.35% per annum.',
    ]:
        fl.p(s, 7, indent=24)
    pg = fl.new_page()
    fl.p("ARTICLE II", 2, 11, "tibo", align="c")
    fl.p("THE COMMITMENTS AND CREDIT EXTENSIONS", 10, 11, "tibo", align="c")
    fl.p(
        "Section 2.08 Interest. (a) Subject to the provisions of subsection (b) below, (i) each Term SOFR "
        "Loan shall bear interest on the outstanding principal amount thereof for each Interest Period at a "
        "rate per annum equal to Term SOFR for such Interest Period plus the Applicable Rate; and (ii) each "
        "Base Rate Loan shall bear interest on the outstanding principal amount thereof from the applicable "
        "borrowing date at a rate per annum equal to the Base Rate plus the Applicable Rate.",
        indent=24,
    )
    fl.p(
        "(b) If any amount of principal of any Loan is not paid when due, whether at stated maturity, by "
        "acceleration or otherwise, such amount shall thereafter bear interest at a fluctuating rate per "
        "annum at all times equal to the Default Rate. Accrued and unpaid interest on past due amounts shall "
        "be due and payable upon demand.",
        indent=24,
    )
    fl.p(
        "Section 2.09 Fees. (a) Ticking Fee. The Borrower shall pay to the Administrative Agent for the "
        "account of each Delayed Draw Term Lender a ticking fee equal to the Ticking Fee Rate times the "
        "unused Delayed Draw Term Commitments, payable quarterly in arrears. (b) Upfront Fee. On the Closing "
        "Date the Borrower shall pay each Lender an upfront fee of 0.50% of its Term A Commitment.",
        indent=24,
    )
    fl.p("ARTICLE X", 2, 11, "tibo", align="c")
    fl.p("MISCELLANEOUS", 10, 11, "tibo", align="c")
    fl.p(
        "Section 10.14 Governing Law; Jurisdiction. (a) THIS AGREEMENT AND ANY CLAIMS, CONTROVERSY OR "
        "DISPUTE ARISING OUT OF OR RELATING TO THIS AGREEMENT SHALL BE GOVERNED BY, AND CONSTRUED IN "
        "ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK. (b) The Borrower irrevocably submits to the "
        "exclusive jurisdiction of the courts of the State of New York sitting in New York County and of the "
        "United States District Court for the Southern District of New York.",
        indent=24,
        gap=20,
    )
    fl.p("[Signature pages follow - excerpt]", 10, 9, "tiit", align="c")
    fl.p("HALCYON SPECIALTY CHEMICALS, INC., as the Borrower", 2, font="tibo")
    fl.p("By: /s/ Meredith L. Crane   Name: Meredith L. Crane   Title: Chief Financial Officer", 12)
    fl.p("FIRST MERIDIAN BANK, N.A., as Administrative Agent and a Lender", 2, font="tibo")
    fl.p("By: /s/ Thomas Adebayo   Name: Thomas Adebayo   Title: Managing Director", 12)
    doc.footer(lambda i, n: f"{i}", font="tiro")
    fields = dict(
        borrower=F(
            "Halcyon Specialty Chemicals, Inc.", 1, "HALCYON SPECIALTY CHEMICALS, INC., as the Borrower"
        ),
        lender=F("First Meridian Bank, N.A.", 1, "FIRST MERIDIAN BANK, N.A., as Administrative Agent"),
        agreement_date=F("2025-06-27", 1, "dated as of June 27, 2025"),
        principal_amount=F(350000000.0, 1, "$350,000,000 Senior Secured Term Loan Facilities"),
        interest_rate=F(
            "Term SOFR for such Interest Period plus the Applicable Rate",
            3,
            "a rate per annum equal to Term SOFR for such Interest Period plus the Applicable Rate",
        ),
        maturity_date=F("2030-06-27", 2, '"Maturity Date" means June 27, 2030'),
        governing_law=F(
            "New York", 3, "GOVERNED BY, AND CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK"
        ),
        late_charge=N(),
    )
    notes = (
        "Syndicated term-loan agreement excerpt (cover, definitions, interest/fees, governing law). lender = "
        "the Administrative Agent First Meridian Bank, N.A. (not the syndication agent or arrangers). "
        "principal_amount = the $350,000,000 aggregate of both facilities ($250m Term A + $100m delayed "
        "draw). agreement_date = 'dated as of June 27, 2025', not the Closing Date July 1, 2025. "
        "maturity_date = June 27, 2030, not the delayed-draw expiration December 31, 2026. interest_rate = "
        "the Term SOFR clause of Section 2.08(a)(i). late_charge null: only a Default Rate (2.00% above the "
        "applicable rate), a ticking fee and an upfront fee are printed."
    )
    return Built(
        "b4_loan_credit_agreement",
        "loan_agreement",
        "Term Loan Credit Agreement, Halcyon Specialty Chemicals",
        "Halcyon Specialty Chemicals, Inc.",
        doc,
        fields,
        notes,
    )


def loan_modification():
    doc = Doc(
        "Second Loan Modification Agreement - Granite Ledge Properties, L.P.",
        "Pecos River National Bank",
        LETTER,
    )
    fl = Flow(doc, size=10)
    fl.new_page()
    fl.p("SECOND LOAN MODIFICATION AGREEMENT", 16, 14, "tibo", align="c")
    balance, advance = D("5412887.16"), D("1537112.84")
    modified = balance + advance
    fee = q2(modified * D("0.005"))
    pmt = _payment(modified, "0.07125", 300)
    assert num(modified) == "6,950,000.00" and num(fee) == "34,750.00" and num(pmt) == "49,676.74"
    fl.p(
        'THIS SECOND LOAN MODIFICATION AGREEMENT (this "Agreement") is made and entered into effective as of '
        'September 15, 2025 (the "Modification Date"), by and between GRANITE LEDGE PROPERTIES, L.P., a '
        'Texas limited partnership ("Borrower"), and PECOS RIVER NATIONAL BANK, a national banking '
        'association ("Lender").',
        indent=24,
        gap=10,
    )
    fl.p("RECITALS", 8, 10, "tibo", align="c")
    fl.p(
        'A. Lender made a loan to Borrower in the original principal amount of $6,200,000.00 (the "Loan"), '
        'evidenced by a Promissory Note dated October 3, 2019 (the "Note") and secured by a Deed of Trust, '
        "Security Agreement and Fixture Filing of even date covering the real property commonly known as "
        "8100 Mesa Ridge Drive, Midland, Texas 79705.",
        indent=24,
    )
    fl.p(
        "B. The Note originally matured on October 3, 2022. Borrower and Lender entered into a First Loan "
        "Modification Agreement dated September 30, 2022, which extended the maturity date of the Note to "
        "October 3, 2025 and fixed the interest rate at four and thirty-five hundredths percent (4.35%) per "
        "annum.",
        indent=24,
    )
    fl.p(
        f"C. As of the Modification Date the unpaid principal balance of the Note is ${num(balance)}.",
        indent=24,
    )
    fl.p(
        f"D. Borrower has requested, and Lender has agreed, to make an additional advance of ${num(advance)} "
        "and to modify the Note as set forth below.",
        indent=24,
        gap=10,
    )
    fl.p("AGREEMENT", 8, 10, "tibo", align="c")
    fl.p(
        "1. Principal Amount. Effective as of the Modification Date the principal amount of the Note is "
        f"increased to SIX MILLION NINE HUNDRED FIFTY THOUSAND AND NO/100 DOLLARS (${num(modified)}) (the "
        '"Modified Principal Amount"), consisting of the unpaid principal balance stated in Recital C and '
        "the additional advance stated in Recital D.",
        indent=24,
    )
    fl.p(
        "2. Interest Rate. From and after the Modification Date the unpaid principal balance of the Note "
        "shall bear interest at a fixed rate of seven and one-eighth percent (7.125%) per annum, in place of "
        "the rate stated in Recital B.",
        indent=24,
    )
    fl.p(
        "3. Payments. Commencing November 1, 2025, Borrower shall pay monthly installments of principal and "
        f"interest of ${num(pmt)}, calculated on a twenty-five (25) year amortization, on the first day of "
        "each month.",
        indent=24,
    )
    fl.p(
        "4. Maturity Date. The maturity date of the Note is extended from October 3, 2025 to October 3, 2028 "
        '(the "Extended Maturity Date"), on which date all unpaid principal and accrued interest shall be '
        "due and payable in full.",
        indent=24,
    )
    fl.p(
        "5. Extension Fee. Borrower shall pay Lender on the Modification Date an extension fee of one-half "
        f"of one percent (0.50%) of the Modified Principal Amount, being ${num(fee)}.",
        indent=24,
    )
    fl.p(
        "6. Default Interest. After maturity or during an Event of Default the Note shall bear interest at "
        "the lesser of eighteen percent (18%) per annum or the maximum rate permitted by applicable law.",
        indent=24,
    )
    fl.new_page()
    fl.p(
        "7. Ratification. Except as expressly modified by this Agreement, the Note, the Deed of Trust and "
        "the other Loan Documents, including the late charge and prepayment provisions of the Note, remain "
        "unchanged and in full force and effect, and Borrower ratifies and confirms them.",
        indent=24,
    )
    fl.p(
        "8. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of "
        "the State of Texas and applicable federal law.",
        indent=24,
    )
    fl.p(
        "9. Entire Agreement. THIS WRITTEN AGREEMENT AND THE OTHER LOAN DOCUMENTS REPRESENT THE FINAL "
        "AGREEMENT BETWEEN THE PARTIES AND MAY NOT BE CONTRADICTED BY EVIDENCE OF PRIOR, CONTEMPORANEOUS, OR "
        "SUBSEQUENT ORAL AGREEMENTS OF THE PARTIES. THERE ARE NO UNWRITTEN ORAL AGREEMENTS BETWEEN THE "
        "PARTIES.",
        indent=24,
        gap=24,
    )
    for s, f, gap in [
        ("BORROWER:", "tibo", 2),
        ("GRANITE LEDGE PROPERTIES, L.P., a Texas limited partnership", "tiro", 2),
        ("By: Granite Ledge GP, LLC, its general partner", "tiro", 20),
        ("By: ______________________________", "tiro", 2),
        ("Marcus J. Hollis, Manager", "tiro", 22),
        ("LENDER:", "tibo", 2),
        ("PECOS RIVER NATIONAL BANK", "tiro", 20),
        ("By: ______________________________", "tiro", 2),
        ("Linda Ochoa, Senior Vice President", "tiro", 22),
        (
            "CONSENT OF GUARANTOR: The undersigned guarantor consents to this Agreement and confirms that "
            "the Guaranty dated October 3, 2019 extends to the Modified Principal Amount.",
            "tiro",
            16,
        ),
        ("______________________________ Marcus J. Hollis, individually", "tiro", 24),
        (
            "STATE OF TEXAS, COUNTY OF MIDLAND: This instrument was acknowledged before me on September 17, "
            "2025 by Marcus J. Hollis, Manager of Granite Ledge GP, LLC, general partner of Granite Ledge "
            "Properties, L.P.",
            "tiit",
            6,
        ),
    ]:
        fl.p(s, gap, 9.5, f)
    doc.footer(lambda i, n: f"Second Loan Modification Agreement - Page {i} of {n}", font="tiro")
    fields = dict(
        borrower=F(
            "Granite Ledge Properties, L.P.",
            1,
            'GRANITE LEDGE PROPERTIES, L.P., a Texas limited partnership ("Borrower")',
        ),
        lender=F(
            "Pecos River National Bank",
            1,
            'PECOS RIVER NATIONAL BANK, a national banking association ("Lender")',
        ),
        agreement_date=F("2025-09-15", 1, "effective as of September 15, 2025"),
        principal_amount=F(6950000.0, 1, '($6,950,000.00) (the "Modified Principal Amount")'),
        interest_rate=F(
            "seven and one-eighth percent (7.125%) per annum",
            1,
            "a fixed rate of seven and one-eighth percent (7.125%) per annum",
        ),
        maturity_date=F("2028-10-03", 1, "extended from October 3, 2025 to October 3, 2028"),
        governing_law=F("Texas", 2, "the laws of the State of Texas"),
        late_charge=N(),
    )
    notes = (
        "Second loan modification (amendment). agreement_date = the Modification Date September 15, 2025 "
        "(not the Note's October 3, 2019, the first modification's September 30, 2022 or the notary date "
        "September 17, 2025). principal_amount = the Modified Principal Amount $6,950,000.00 the amendment "
        "sets for the Note (original $6,200,000.00, unpaid balance $5,412,887.16 and advance $1,537,112.84 "
        "are distractors). interest_rate = the new 7.125% (4.35% is superseded; 18% is default interest). "
        "maturity_date = the Extended Maturity Date October 3, 2028 (October 3, 2025 and 2022 are "
        "superseded). late_charge null: the agreement only refers to 'the late charge ... provisions of the "
        "Note' without stating a charge."
    )
    return Built(
        "b4_loan_modification",
        "loan_agreement",
        "Second Loan Modification Agreement, Granite Ledge Properties",
        "Granite Ledge Properties, L.P.",
        doc,
        fields,
        notes,
    )


BUILDERS = [promissory_note, credit_agreement, loan_modification]
