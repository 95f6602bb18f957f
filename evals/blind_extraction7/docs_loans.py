"""Loan-agreement builders for blind_extraction7 (3 documents).  All parties,
amounts and dates are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from pdfkit import US, Pdf

GREY = (0.35, 0.35, 0.35)


def para(p, y, s, size=9.5, x=60, w=492, gap=5, bold=False):
    y = p.wrap(x, y, w, s, size, bold=bold)
    return y + gap


def need(p, y, room=90, footer=None):
    """Start a new page when fewer than room points are left."""
    if y > p.h - room:
        if footer:
            p.footer(footer % p.pages)
        p.new_page()
        return 64
    return y


# ================================================================ 1 amended and restated syndicated credit agreement
@doc(
    "b7_loan_ar_credit_agreement",
    "loan_agreement",
    "Amended and Restated Credit Agreement - Halcyon Ridge Logistics, Inc.",
)
def loan_ar_credit_agreement():
    p = Pdf(face="serif")
    p.new_page()
    p.text(306, 90, "AMENDED AND RESTATED CREDIT AGREEMENT", 16, True, align="c")
    p.text(306, 118, "dated as of March 14, 2025", 11, align="c")
    p.text(306, 146, "among", 10, align="c")
    p.text(306, 170, "HALCYON RIDGE LOGISTICS, INC.,", 11, True, align="c")
    p.text(306, 184, "as the Borrower,", 10, align="c")
    p.text(306, 208, "HALCYON RIDGE HOLDINGS, LLC,", 11, True, align="c")
    p.text(306, 222, "as Holdings and a Guarantor,", 10, align="c")
    p.text(306, 246, "THE LENDERS PARTY HERETO,", 11, True, align="c")
    p.text(306, 270, "and", 10, align="c")
    p.text(306, 294, "MERRIMACK NATIONAL BANK, N.A.,", 11, True, align="c")
    p.text(306, 308, "as Administrative Agent, Swing Line Lender and L/C Issuer", 10, align="c")
    p.text(306, 344, "CASCO BAY CAPITAL MARKETS LLC and SOUTHPORT SECURITIES, INC.,", 10, True, align="c")
    p.text(306, 358, "as Joint Lead Arrangers and Joint Bookrunners", 10, align="c")
    p.text(306, 400, "$175,000,000 Term A Loan Facility", 10, align="c")
    p.text(306, 414, "$75,000,000 Revolving Credit Facility", 10, align="c")
    p.footer("CUSIP Number: 40672KAB1 (Term A) / 40672KAA3 (Revolver)")

    p.new_page()
    y = 64
    y = para(
        p,
        y,
        "This AMENDED AND RESTATED CREDIT AGREEMENT is entered into as of March 14, 2025 among HALCYON "
        'RIDGE LOGISTICS, INC., a Delaware corporation (the "Borrower"), HALCYON RIDGE HOLDINGS, LLC, a Delaware '
        'limited liability company ("Holdings"), each lender from time to time party hereto (collectively, the '
        '"Lenders"), and MERRIMACK NATIONAL BANK, N.A., as Administrative Agent, Swing Line Lender and L/C Issuer.',
    )
    p.text(306, y + 4, "PRELIMINARY STATEMENTS", 10, True, align="c")
    y += 20
    y = para(
        p,
        y,
        "The Borrower, Holdings, certain lenders and the Administrative Agent are parties to a Credit "
        "Agreement dated as of June 2, 2021 (as amended by the First Amendment dated as of August 30, 2022 and "
        'the Second Amendment dated as of May 11, 2023, the "Existing Credit Agreement"), under which '
        "term loans in an original principal amount of $120,000,000 and revolving commitments of $50,000,000 "
        "were made available, with a maturity date of June 2, 2026. The parties wish to amend and restate the "
        "Existing Credit Agreement in its entirety on the terms set forth herein, which amendment and "
        "restatement shall not constitute a novation.",
    )
    p.text(60, y + 4, "ARTICLE I. DEFINITIONS", 10, True)
    y += 20
    defs = [
        (
            '"Aggregate Commitments"',
            "means the Term A Commitments and the Revolving Commitments of all the "
            "Lenders, in an aggregate principal amount on the Restatement Effective Date of $250,000,000.",
        ),
        (
            '"Applicable Margin"',
            "means 2.75% per annum for Term SOFR Loans and 1.75% per annum for Base Rate Loans.",
        ),
        (
            '"Default Rate"',
            "means an interest rate equal to the rate otherwise applicable plus 2.00% per annum.",
        ),
        (
            '"Maturity Date"',
            "means March 14, 2030; provided that if such day is not a Business Day, the Maturity "
            "Date shall be the immediately preceding Business Day.",
        ),
        (
            '"Restatement Effective Date"',
            "means the date on which the conditions in Section 4.01 are satisfied, "
            "which the parties expect to be March 21, 2025.",
        ),
        (
            '"Term SOFR"',
            "means the forward-looking term rate based on SOFR published by the CME Group Benchmark "
            "Administration Limited for a tenor comparable to the applicable Interest Period, subject to a floor of "
            "0.00%.",
        ),
    ]
    for k, v in defs:
        y = para(p, y, k + " " + v, x=72, w=480)
    p.text(60, y + 4, "ARTICLE II. THE COMMITMENTS AND CREDIT EXTENSIONS", 10, True)
    y += 20
    y = para(
        p,
        y,
        "Section 2.08 Interest. Subject to Section 2.08(b), each Term SOFR Loan shall bear interest on "
        "the outstanding principal amount thereof for each Interest Period at a rate per annum equal to Term "
        "SOFR for such Interest Period plus the Applicable Margin, and each Base Rate Loan shall bear interest at "
        "a rate per annum equal to the Base Rate plus the Applicable Margin. (b) While any Event of Default "
        "exists, the Obligations shall bear interest at the Default Rate.",
    )
    y = need(p, y, 120, "%d")
    y = para(
        p,
        y,
        "Section 2.09 Repayment. The Borrower shall repay the Term A Loans in quarterly installments of "
        "$2,187,500 commencing June 30, 2025, and shall repay all outstanding Loans on the Maturity Date.",
    )
    p.footer("2")

    p.new_page()
    y = 64
    p.text(60, y, "ARTICLE X. MISCELLANEOUS", 10, True)
    y += 16
    y = para(
        p,
        y,
        "Section 10.14 Governing Law. THIS AGREEMENT AND THE OTHER LOAN DOCUMENTS SHALL BE GOVERNED BY, AND "
        "CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK.",
    )
    y = para(
        p,
        y,
        "Section 10.15 Submission to Jurisdiction. Each party irrevocably submits to the exclusive "
        "jurisdiction of the courts of the State of New York sitting in New York County and of the United States "
        "District Court of the Southern District of New York.",
    )
    p.text(306, y + 10, "SCHEDULE 2.01 - COMMITMENTS AND APPLICABLE PERCENTAGES", 10, True, align="c")
    y += 32
    cols = [
        (60, "Lender"),
        (380, "Term A Commitment", "r"),
        (470, "Revolving Commitment", "r"),
        (552, "Total", "r"),
    ]
    p.row(y, cols, 8.5, True)
    p.hline(y + 4, 60, 552)
    y += 18
    sched = [
        ("Merrimack National Bank, N.A.", 52500000, 22500000),
        ("Granite Shore Bank", 43750000, 18750000),
        ("First Piscataqua Trust Company", 35000000, 15000000),
        ("Allagash Commercial Credit Corp.", 26250000, 11250000),
        ("Kennebec Valley Savings Bank", 17500000, 7500000),
    ]
    ta = tr = D(0)
    for n, a, r in sched:
        ta += a
        tr += r
        p.row(
            y,
            [(60, n), (380, "$" + US(a, 0), "r"), (470, "$" + US(r, 0), "r"), (552, "$" + US(a + r, 0), "r")],
            9,
        )
        y += 14
    p.hline(y - 8, 60, 552)
    p.row(
        y + 2,
        [
            (60, "Total"),
            (380, "$" + US(ta, 0), "r"),
            (470, "$" + US(tr, 0), "r"),
            (552, "$" + US(ta + tr, 0), "r"),
        ],
        9,
        True,
    )
    y += 40
    p.text(60, y, "[Signature pages follow]", 9.5)
    p.footer("3")
    same(250000000, ta + tr, "commitments")
    fields = {
        "borrower": F(
            "Halcyon Ridge Logistics, Inc.",
            2,
            'HALCYON RIDGE LOGISTICS, INC., a Delaware corporation (the "Borrower")',
        ),
        "lender": F(
            "Merrimack National Bank, N.A.", 1, "MERRIMACK NATIONAL BANK, N.A., as Administrative Agent"
        ),
        "agreement_date": F(
            "2025-03-14", 1, "AMENDED AND RESTATED CREDIT AGREEMENT dated as of March 14, 2025"
        ),
        "principal_amount": F(
            250000000, 2, "in an aggregate principal amount on the Restatement Effective Date of $250,000,000"
        ),
        "interest_rate": F(
            "Term SOFR for such Interest Period plus the Applicable Margin",
            2,
            "a rate per annum equal to Term SOFR for such Interest Period plus the Applicable Margin",
        ),
        "maturity_date": F("2030-03-14", 2, '"Maturity Date" means March 14, 2030'),
        "governing_law": F("New York", 3, "THE LAW OF THE STATE OF NEW YORK"),
        "late_charge": NULL(),
    }
    notes = (
        "Amended and restated syndicated credit agreement (Term A $175,000,000 + Revolver $75,000,000; aggregate "
        "commitments $250,000,000 stated in the definitions and totalled in Schedule 2.01). Several parties: "
        "Borrower, Holdings (guarantor), Lenders, arrangers; lender is the Administrative Agent. agreement_date is "
        "the restatement date March 14, 2025; the original (June 2, 2021), first and second amendment dates and "
        "the expected Restatement Effective Date (March 21, 2025) are distractors, as are the original $120,000,000 "
        "/ $50,000,000 amounts and the superseded June 2, 2026 maturity. The rate is Term SOFR plus the Applicable "
        "Margin (2.75% for Term SOFR Loans). late_charge is null: only a Default Rate (+2.00%) is provided, which "
        "is not a late charge."
    )
    sums = [
        SUM(
            "schedule 2.01 totals",
            [
                (1, T("Term A total", 175000000, 3, "Total $175,000,000")),
                (1, T("Revolving total", 75000000, 3, "$175,000,000 $75,000,000")),
            ],
            "principal_amount",
        ),
        SUM(
            "agent's share",
            [
                (1, T("Agent Term A", 52500000, 3, "Merrimack National Bank, N.A. $52,500,000")),
                (1, T("Agent Revolver", 22500000, 3, "$52,500,000 $22,500,000")),
            ],
            T("Agent total", 75000000, 3, "$52,500,000 $22,500,000 $75,000,000"),
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 2 promissory note, co-borrowers, guarantor
@doc("b7_loan_note_coborrowers", "loan_agreement", "Promissory Note - Delgado Ridge Orchards LLC")
def loan_note_coborrowers():
    p = Pdf()
    p.new_page()
    p.text(306, 70, "PROMISSORY NOTE", 16, True, align="c")
    p.text(306, 86, "(Amended, Restated and Substituted Note)", 9, align="c")
    box = [
        ("Principal Amount:", "$1,240,000.00"),
        ("Note Date:", "August 22, 2025"),
        ("Loan No.:", "CF-2025-008814"),
        ("Property:", "Orchard parcels, Chelan County, Washington"),
        ("Officer:", "B. Nakamura-Stroud"),
    ]
    p.rect(60, 100, 552, 176)
    y = 116
    for k, v in box:
        p.text(70, y, k, 9, True)
        p.text(170, y, v, 9)
        y += 13
    y = 198
    y = para(
        p,
        y,
        "FOR VALUE RECEIVED, DELGADO RIDGE ORCHARDS LLC, a Washington limited liability company, and "
        'MARISOL VENTURA DELGADO, an individual (each a "Borrower" and together the "Borrowers"), jointly and '
        'severally promise to pay to the order of WENATCHEE VALLEY GROWERS CREDIT UNION ("Lender"), at 310 Orondo Avenue, '
        "Wenatchee, Washington 98801, the principal sum of One Million Two Hundred Forty Thousand and 00/100 "
        "Dollars ($1,240,000.00), together with interest as provided below.",
    )
    y = para(
        p,
        y,
        "1. INTEREST RATE. Interest shall accrue on the unpaid principal balance at a fixed rate of 7.125% "
        "per annum, calculated on the basis of a 365-day year and the actual number of days elapsed.",
    )
    pay = D("9706.97")
    y = para(
        p,
        y,
        "2. PAYMENTS. Borrowers shall pay consecutive monthly installments of principal and interest of "
        "$%s each, beginning October 1, 2025 and on the first day of each month thereafter, based on a "
        "twenty-year amortization. The entire unpaid principal balance, together with all accrued and unpaid "
        'interest, shall be due and payable on September 1, 2032 (the "Maturity Date").' % US(pay),
    )
    y = para(
        p,
        y,
        "3. LATE CHARGE. If any payment is more than ten (10) days late, Borrowers shall pay a late charge "
        "of 5% of the unpaid portion of the regularly scheduled payment or $25.00, whichever is greater.",
    )
    y = para(
        p,
        y,
        "4. DEFAULT RATE. Upon default, including failure to pay upon final maturity, the interest rate "
        "on this Note shall be increased by 4.000 percentage points.",
    )
    y = para(
        p,
        y,
        "5. GUARANTY. Payment of this Note is unconditionally guaranteed by TEODORO A. DELGADO under a "
        "Commercial Guaranty dated the Note Date. The guarantor is not a Borrower.",
    )
    y = para(
        p,
        y,
        "6. PRIOR NOTE. This Note amends, restates and is given in substitution for (but not in payment "
        "of) the Promissory Note dated May 3, 2022 in the original principal amount of $950,000.00 made by "
        "Delgado Ridge Orchards LLC to Lender, which bore interest at 5.250% per annum and matured on May 1, "
        "2027. The unpaid balance of that note, $871,406.12, is included in the principal of this Note.",
    )
    p.footer("Page 1 of 2")
    p.new_page()
    y = 64
    adv = D("1240000.00") - D("871406.12")
    y = para(
        p,
        y,
        "7. NEW MONEY. The balance of the principal, $%s, is advanced on the Note Date to finance the "
        "replanting of approximately 46 acres." % US(adv),
    )
    y = para(
        p,
        y,
        "8. SECURITY. This Note is secured by a Deed of Trust, Assignment of Rents and Fixture Filing of "
        "even date on real property in Chelan County, Washington, and by a security interest in crops and "
        "equipment.",
    )
    y = para(
        p,
        y,
        "9. GOVERNING LAW. This Note will be governed by federal law applicable to Lender and, to the "
        "extent not preempted by federal law, the laws of the State of Washington without regard to its "
        "conflicts of law provisions.",
    )
    y = para(
        p,
        y,
        "10. WAIVERS. Borrowers and any guarantor waive presentment, demand for payment, protest and "
        "notice of dishonor. Lender may delay or forgo enforcing any of its rights without losing them.",
    )
    y += 20
    for i, (n, t) in enumerate(
        [
            ("DELGADO RIDGE ORCHARDS LLC", "By: Marisol Ventura Delgado, Managing Member"),
            ("MARISOL VENTURA DELGADO", "Individually, as Co-Borrower"),
        ]
    ):
        p.line(60 + i * 260, y, 290 + i * 260, y)
        p.text(60 + i * 260, y + 12, n, 9, True)
        p.text(60 + i * 260, y + 24, t, 8.5)
    p.text(60, y + 56, "Acknowledged: Teodoro A. Delgado, Guarantor", 8.5)
    p.footer("Page 2 of 2")
    same("368593.88", adv, "new money")
    fields = {
        "borrower": F(
            "Delgado Ridge Orchards LLC",
            1,
            "DELGADO RIDGE ORCHARDS LLC, a Washington limited liability company",
        ),
        "lender": F(
            "Wenatchee Valley Growers Credit Union",
            1,
            'to the order of WENATCHEE VALLEY GROWERS CREDIT UNION ("Lender")',
        ),
        "agreement_date": F("2025-08-22", 1, "Note Date: August 22, 2025"),
        "principal_amount": F(1240000.00, 1, "Principal Amount: $1,240,000.00"),
        "interest_rate": F("7.125% per annum", 1, "a fixed rate of 7.125% per annum"),
        "maturity_date": F(
            "2032-09-01", 1, 'shall be due and payable on September 1, 2032 (the "Maturity Date")'
        ),
        "governing_law": F("State of Washington", 2, "the laws of the State of Washington"),
        "late_charge": F(
            "5% of the unpaid portion of the regularly scheduled payment or $25.00, whichever is greater",
            1,
            "a late charge of 5% of the unpaid portion of the regularly scheduled payment or $25.00, whichever is greater",
        ),
    }
    notes = (
        "Amended, restated and substituted promissory note with two co-borrowers (an LLC and an individual, jointly "
        "and severally), a separate guarantor who is not a borrower, and a credit-union lender. borrower is the "
        "first-named Borrower, the LLC (the co-borrower Marisol Ventura Delgado also signs). The superseded 2022 "
        "note's date, amount, rate and maturity and its carried balance are distractors; the first payment date "
        "(October 1, 2025) is not the maturity. The default-rate increase is not a late charge. Governing law "
        "names federal law first, then the State of Washington."
    )
    sums = [
        SUM(
            "old balance + new money",
            [
                (1, T("prior note balance", 871406.12, 1, "The unpaid balance of that note, $871,406.12")),
                (1, T("new money", 368593.88, 2, "The balance of the principal, $368,593.88")),
            ],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 3 UK amendment letter, SONIA
@doc(
    "b7_loan_uk_amendment_letter",
    "loan_agreement",
    "Amendment Letter - Ashcombe Veterinary Group Limited facility",
)
def loan_uk_amendment_letter():
    p = Pdf(595, 842, face="serif")
    p.new_page()
    p.text(40, 60, "Severn & Wye Bank plc", 16, True)
    p.text(40, 74, "Corporate Banking · 18 Quay Street, Bristol BS1 4DJ", 8.5)
    p.text(40, 110, "To: Ashcombe Veterinary Group Limited (company number 10447219)", 9.5)
    p.text(40, 123, "The Old Dairy, Cheddon Road, Taunton TA2 7QR", 9.5)
    p.text(40, 136, "Attention: Ms Harriet Quennell, Finance Director", 9.5)
    p.text(555, 110, "2 October 2025", 9.5, align="r")
    p.text(40, 166, "Dear Sirs", 9.5)
    p.text(
        40,
        186,
        "AMENDMENT LETTER - REVOLVING CREDIT AND TERM FACILITY LETTER DATED 9 SEPTEMBER 2024",
        10,
        True,
    )
    y = 206
    w = 515
    y = para(
        p,
        y,
        "1. We refer to the facility letter dated 9 September 2024 between Severn & Wye Bank plc (the "
        '"Bank") and Ashcombe Veterinary Group Limited (the "Borrower"), guaranteed by Ashcombe Animal '
        'Hospitals Limited and Quantock Pet Care Limited (the "Guarantors") (the "Facility Letter"). This '
        'letter (the "Amendment Letter") is dated 2 October 2025. Terms defined in the Facility Letter have '
        "the same meaning in this letter.",
        x=40,
        w=w,
    )
    y = para(
        p,
        y,
        "2. With effect from the date of this Amendment Letter the Facility Letter is amended as follows:",
        x=40,
        w=w,
    )
    items = [
        "(a) the Total Facility Amount of £8,500,000 is increased to £12,000,000, comprising a term loan of "
        "£7,000,000 and a revolving credit facility of £5,000,000;",
        "(b) the Margin is reduced from 3.10% to 2.85% per annum, so that interest on each Loan is payable at "
        "Compounded SONIA plus 2.85% per annum;",
        "(c) the Termination Date of 30 September 2029 is deleted and replaced with 31 March 2031; and",
        '(d) a new clause 9.4 is inserted: "If any sum is not paid on its due date the Borrower shall pay an '
        'administration fee of £75 for each such late payment, in addition to default interest."',
    ]
    for s in items:
        y = para(p, y, s, x=58, w=w - 18)
    y = para(
        p,
        y,
        "3. Default interest under clause 9.2 remains at 2% per annum above the rate otherwise payable.",
        x=40,
        w=w,
    )
    y = para(
        p,
        y,
        "4. An arrangement fee of £36,000 is payable on the date of countersignature. All other terms of "
        "the Facility Letter remain in full force and effect.",
        x=40,
        w=w,
    )
    y = para(
        p,
        y,
        "5. This letter and any non-contractual obligations arising out of or in connection with it are "
        "governed by English law. The courts of England have exclusive jurisdiction.",
        x=40,
        w=w,
    )
    y += 10
    p.text(40, y, "Yours faithfully", 9.5)
    p.text(40, y + 30, "For and on behalf of Severn & Wye Bank plc", 9.5, True)
    p.text(40, y + 43, "Owain Prothero, Director, Corporate Banking", 9)
    p.footer("Page 1 of 2")
    p.new_page()
    p.text(40, 64, "ACCEPTANCE", 11, True)
    y = para(
        p,
        84,
        "We agree to the amendments set out in this Amendment Letter. Signed for and on behalf of "
        "Ashcombe Veterinary Group Limited and each Guarantor on 6 October 2025.",
        x=40,
        w=w,
    )
    for i, n in enumerate(
        [
            "Ashcombe Veterinary Group Limited",
            "Ashcombe Animal Hospitals Limited",
            "Quantock Pet Care Limited",
        ]
    ):
        p.line(40, y + 40 + i * 52, 260, y + 40 + i * 52)
        p.text(40, y + 52 + i * 52, n + " - Director", 9)
    p.text(40, 420, "Schedule - Facility summary after amendment", 10, True)
    rows = [
        ("Term loan", "£7,000,000"),
        ("Revolving credit facility", "£5,000,000"),
        ("Total Facility Amount", "£12,000,000"),
        ("Interest", "Compounded SONIA plus 2.85% per annum"),
        ("Termination Date", "31 March 2031"),
        ("Repayment (term loan)", "quarterly, £175,000 from 31 December 2025"),
    ]
    y = 440
    for k, v in rows:
        p.text(48, y, k, 9)
        p.text(250, y, v, 9)
        y += 14
    p.footer("Page 2 of 2")
    fields = {
        "borrower": F(
            "Ashcombe Veterinary Group Limited", 1, 'Ashcombe Veterinary Group Limited (the "Borrower")'
        ),
        "lender": F("Severn & Wye Bank plc", 1, 'Severn & Wye Bank plc (the "Bank")'),
        "agreement_date": F("2025-10-02", 1, 'This letter (the "Amendment Letter") is dated 2 October 2025'),
        "principal_amount": F(12000000, 1, "is increased to £12,000,000"),
        "interest_rate": F(
            "Compounded SONIA plus 2.85% per annum", 1, "at Compounded SONIA plus 2.85% per annum"
        ),
        "maturity_date": F("2031-03-31", 1, "is deleted and replaced with 31 March 2031"),
        "governing_law": F("English law", 1, "governed by English law"),
        "late_charge": F(
            "an administration fee of £75 for each such late payment",
            1,
            "an administration fee of £75 for each such late payment",
        ),
    }
    notes = (
        "UK amendment letter to a 2024 facility letter, GBP. agreement_date is the amendment letter's own date "
        "(2 October 2025), not the original facility letter (9 September 2024) or the acceptance (6 October 2025). "
        "principal_amount is the amended Total Facility Amount £12,000,000 (the superseded £8,500,000 and the "
        "£7,000,000/£5,000,000 tranches are distractors). Rate is Compounded SONIA plus the new 2.85% margin (old "
        "3.10% superseded); maturity is the replacement Termination Date 31 March 2031 (30 September 2029 "
        "superseded). The £75 administration fee per late payment is the late charge; the 2% default interest is "
        "not. Borrower vs two Guarantors."
    )
    sums = [
        SUM(
            "tranches",
            [
                (1, T("term loan", 7000000, 1, "comprising a term loan of £7,000,000")),
                (1, T("revolver", 5000000, 1, "a revolving credit facility of £5,000,000")),
            ],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums
