"""Loan-agreement builders for blind_extraction19 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import Flow
from pdfkit import US, Pdf


def cols(fl, cells, size=8.6, bold=False, lead=None):
    """One table row at the Flow's current line; cells: (x, text, align).  Returns the row text."""
    lead = lead or size * 1.5
    fl.need(lead)
    out = []
    for x, s, al in cells:
        if s:
            fl.p.text(x, fl.y, s, size, bold, align=al)
            out.append(s)
    fl.y += lead
    return " ".join(out)


# ==================== 1 first amendment to a revolving credit agreement (Ohio): increase, extension, SOFR
@doc(
    "b19_loan_first_amendment_revolver_oh",
    "loan_agreement",
    "Kestrel Forge Industries first amendment to credit agreement",
)
def loan_oh():
    p = Pdf(face="serif")
    fl = Flow(
        p,
        top=72,
        bottom=726,
        size=9.2,
        footer="First Amendment to Credit Agreement - Kestrel Forge Industries - Page {} of {}",
    )
    fl.line("FIRST AMENDMENT TO CREDIT AGREEMENT", 13, True, align="c", lead=24)
    fl.para(
        'THIS FIRST AMENDMENT TO CREDIT AGREEMENT (this "Amendment") is dated as of November 18, 2026, and '
        "is "
        'entered into by and among KESTREL FORGE INDUSTRIES, INC., an Ohio corporation (the "Borrower"), the '
        'financial institutions party hereto as lenders (the "Lenders"), and LAKE ERIE COMMERCE BANK, '
        "NATIONAL "
        'ASSOCIATION, as administrative agent for the Lenders (in such capacity, the "Administrative Agent").'
    )
    fl.head("RECITALS")
    fl.para(
        "A. The Borrower, the Lenders and the Administrative Agent are parties to a Credit Agreement dated "
        "as of "
        'June 3, 2022 (as in effect immediately before this Amendment, the "Credit Agreement"), under '
        "which the "
        "Lenders agreed to make revolving loans to the Borrower in an aggregate principal amount of up to "
        "$60,000,000."
    )
    fl.para(
        "B. The Borrower has requested that the Lenders increase the Aggregate Revolving Commitments, extend "
        "the Revolving Termination Date and replace the interest rate provisions of the Credit Agreement, "
        "and "
        "the Lenders are willing to do so on the terms set out below."
    )
    fl.head("SECTION 1. AMENDMENTS TO THE CREDIT AGREEMENT")
    fl.para("Effective on the Amendment Effective Date, the Credit Agreement is amended as follows:")
    fl.para(
        '1.1 The definition of "Aggregate Revolving Commitments" in Section 1.1 is amended and restated to '
        "read: "
        '"Aggregate Revolving Commitments" means $85,000,000, as such amount may be increased under Section '
        "2.16 or reduced under Section 2.8.",
        indent=14,
    )
    fl.para(
        '1.2 The definition of "Revolving Termination Date" in Section 1.1 is amended by deleting "June 3, '
        '2027" '
        'and substituting "November 18, 2031" therefor.',
        indent=14,
    )
    fl.para(
        "1.3 Section 2.6(a) is amended and restated to read: (a) Each Revolving Loan shall bear interest "
        "on the "
        "outstanding principal amount thereof at a rate per annum equal to Daily Simple SOFR plus the "
        "Applicable "
        "Margin, payable monthly in arrears on the first Business Day of each month.",
        indent=14,
    )
    fl.para(
        '1.4 The definition of "Applicable Margin" is amended and restated so that the Applicable Margin and '
        "the commitment fee rate are determined by the Total Leverage Ratio as follows:",
        indent=14,
    )
    hx = [(100, "l"), (330, "r"), (450, "r")]
    cols(
        fl,
        [
            (x, t, a)
            for (x, a), t in zip(
                hx, ["Level / Total Leverage Ratio", "Applicable Margin", "Commitment Fee"], strict=True
            )
        ],
        8.2,
        True,
    )
    for lv in [
        ("I  - greater than or equal to 3.00 to 1.00", "2.25%", "0.35%"),
        ("II - less than 3.00 to 1.00 but at least 2.25 to 1.00", "2.00%", "0.30%"),
        ("III - less than 2.25 to 1.00 but at least 1.50 to 1.00", "1.75%", "0.25%"),
        ("IV - less than 1.50 to 1.00", "1.50%", "0.20%"),
    ]:
        cols(fl, [(x, t, a) for (x, a), t in zip(hx, lv, strict=True)], 8.2)
    fl.skip(4)
    fl.para(
        "1.5 Section 2.16 (Increase in Commitments) is amended to permit the Borrower, with the consent of "
        "the "
        "Lenders providing the increase, to request increases in the Aggregate Revolving Commitments in an "
        "aggregate amount not exceeding $25,000,000. No Lender is obliged to agree to any such increase.",
        indent=14,
    )
    fl.para(
        "1.6 Schedule 2.1 (Commitments and Applicable Percentages) is replaced by the following:", indent=14
    )
    sx = [(100, "l"), (390, "r"), (480, "r")]
    cols(
        fl,
        [
            (x, t, a)
            for (x, a), t in zip(sx, ["Lender", "Revolving Commitment", "Applicable Percentage"], strict=True)
        ],
        8.2,
        True,
    )
    sched = [
        ("Lake Erie Commerce Bank, National Association", D("35000000"), "41.176470588%"),
        ("Cuyahoga Valley Trust Company", D("27500000"), "32.352941176%"),
        ("Maumee Savings Bank", D("22500000"), "26.470588236%"),
    ]
    q_sched = []
    for name, amt, pct in sched:
        q_sched.append(cols(fl, [(100, name, "l"), (390, "$" + US(amt, 0), "r"), (480, pct, "r")], 8.2))
        pg_sched = p.pages
    fl.p.line(300, fl.y - 10, 484, fl.y - 10, 0.4)
    q_total = cols(
        fl,
        [
            (100, "Total", "l"),
            (390, "$" + US(sum(a for _, a, _ in sched), 0), "r"),
            (480, "100.000000000%", "r"),
        ],
        8.2,
        True,
    )
    pg_total = p.pages
    fl.skip(4)
    fl.head("SECTION 2. CONDITIONS TO EFFECTIVENESS")
    fl.para(
        'This Amendment becomes effective on the date (the "Amendment Effective Date") on which the '
        "Administrative Agent has received (a) counterparts of this Amendment signed by the Borrower and "
        "each "
        "Lender, (b) an upfront fee for each Lender equal to 0.15% of the increase in its Revolving "
        "Commitment, "
        "and (c) a secretary's certificate of the Borrower with resolutions approving this Amendment."
    )
    fl.head("SECTION 3. REPRESENTATIONS; REAFFIRMATION; NO OTHER CHANGES")
    fl.para(
        "The Borrower represents that no Default or Event of Default exists. Except as amended hereby, the "
        "Credit Agreement and the other Loan Documents remain in full force and effect, including Section "
        "2.7 "
        "(Default Interest), under which overdue amounts bear interest at 2.00% per annum above the rate "
        "otherwise applicable. References to LIBOR in the Loan Documents are deemed references to Daily "
        "Simple SOFR."
    )
    fl.head("SECTION 4. GOVERNING LAW; COUNTERPARTS")
    fl.para(
        "THIS AMENDMENT AND THE CREDIT AGREEMENT AS AMENDED HEREBY SHALL BE GOVERNED BY, AND CONSTRUED IN "
        "ACCORDANCE WITH, THE LAW OF THE STATE OF OHIO. This Amendment may be executed in counterparts and "
        "by "
        "electronic signature."
    )
    fl.skip(8)
    fl.need(190)
    fl.line("[Signature page to First Amendment to Credit Agreement]", 8.4, align="c", lead=18)
    for who, by, title in [
        ("KESTREL FORGE INDUSTRIES, INC., as Borrower", "Halina Szymanski-Hale", "Chief Financial Officer"),
        (
            "LAKE ERIE COMMERCE BANK, NATIONAL ASSOCIATION, as Administrative Agent and a Lender",
            "Desmond Achterberg",
            "Senior Vice President",
        ),
        ("CUYAHOGA VALLEY TRUST COMPANY, as a Lender", "Priyanka Oduya", "Vice President"),
        ("MAUMEE SAVINGS BANK, as a Lender", "Garrett L. Whitcomb", "Managing Director"),
    ]:
        fl.line(who, 8.8, True)
        fl.line(f"By: ______________________________   Name: {by}   Title: {title}", 8.6, lead=20)
    fl.finish()
    total = sum(a for _, a, _ in sched)
    same(85000000, total, "schedule total")
    same(25000000, total - 60000000, "increase")
    fields = {
        "borrower": F(
            "KESTREL FORGE INDUSTRIES, INC.", 1, "KESTREL FORGE INDUSTRIES, INC., an Ohio corporation"
        ),
        "lender": F(
            "LAKE ERIE COMMERCE BANK, NATIONAL ASSOCIATION",
            1,
            "LAKE ERIE COMMERCE BANK, NATIONAL ASSOCIATION, as administrative agent for the Lenders",
        ),
        "agreement_date": F("2026-11-18", 1, "is dated as of November 18, 2026"),
        "principal_amount": F(85000000, 1, '"Aggregate Revolving Commitments" means $85,000,000'),
        "interest_rate": F(
            "Daily Simple SOFR plus the Applicable Margin",
            1,
            "at a rate per annum equal to Daily Simple SOFR plus the Applicable Margin",
        ),
        "maturity_date": F("2031-11-18", 1, 'and substituting "November 18, 2031" therefor'),
        "governing_law": F("Ohio", 2, "THE LAW OF THE STATE OF OHIO"),
        "late_charge": NULL(),
    }
    notes = (
        "First amendment to a syndicated revolving credit agreement (Ohio). Labels are the terms as amended: "
        "agreement_date is the amendment's own date (not the June 3, 2022 original agreement); "
        "principal_amount "
        "is the amended Aggregate Revolving Commitments of $85,000,000 (the replaced Schedule 2.1 adds up "
        "to it; "
        "sum), not the original $60,000,000 nor the uncommitted $25,000,000 accordion; maturity_date is "
        "the new "
        "Revolving Termination Date substituted for June 3, 2027; interest_rate is the restated Section "
        "2.6(a) "
        "rate. lender is the administrative agent. late_charge is null: the only overdue-payment provision "
        "is "
        "the default interest of Section 2.7, which the contract excludes."
    )
    sums = [
        SUM(
            "Schedule 2.1 commitments = Aggregate Revolving Commitments",
            [
                (1, T(f"commitment {i + 1}", float(a), pg_sched, q))
                for i, ((_, a, _), q) in enumerate(zip(sched, q_sched, strict=True))
            ],
            "principal_amount",
        ),
        SUM(
            "Schedule 2.1 total = Aggregate Revolving Commitments",
            [(1, T("Schedule 2.1 total", 85000000, pg_total, q_total))],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


# ==================== 2 demand promissory note (Florida): no maturity, annual review date, late charge
@doc("b19_loan_demand_note_fl", "loan_agreement", "Coral Tern Logistics demand promissory note")
def loan_fl():
    p = Pdf(face="serif")
    fl = Flow(
        p, top=72, bottom=724, size=9.4, footer="Demand Promissory Note - Coral Tern Logistics, LLC - {}/{}"
    )
    fl.line("PROMISSORY NOTE", 14, True, align="c", lead=18)
    fl.line("(Revolving Line of Credit - Payable on Demand)", 9.4, align="c", lead=22)
    q_head = cols(
        fl,
        [(64, "$750,000.00", "l"), (306, "Coral Gables, Florida", "c"), (548, "June 9, 2026", "r")],
        9.4,
        True,
        lead=22,
    )
    fl.para(
        "FOR VALUE RECEIVED, the undersigned, CORAL TERN LOGISTICS, LLC, a Florida limited liability company "
        '("Borrower"), promises to pay to the order of BISCAYNE LEDGER BANK, a Florida banking corporation '
        '(together with any holder of this Note, "Lender"), ON DEMAND, the principal sum of SEVEN HUNDRED '
        "FIFTY THOUSAND AND NO/100 DOLLARS ($750,000.00), or so much thereof as has been advanced and "
        "remains "
        "unpaid under this Note, together with interest as provided below."
    )
    fl.para(
        "1. Advances. Borrower may borrow, repay and reborrow under this Note until Lender makes demand, "
        "provided that the outstanding principal balance shall never exceed $750,000.00 and no advance "
        "shall be "
        "made after Lender has notified Borrower that it will make no further advances."
    )
    fl.para(
        "2. Interest Rate. The unpaid principal balance shall bear interest at a variable rate per annum "
        "equal "
        "to the Prime Rate plus one and one-quarter percent (1.25%), changing on the day each change in the "
        "Prime Rate is published; provided that the rate shall never be less than six percent (6.00%) per "
        "annum. "
        'The "Prime Rate" is the prime rate published in the Money Rates section of The Wall Street Journal. '
        "Interest is computed on the basis of a 360-day year for the actual number of days elapsed."
    )
    fl.para(
        "3. Payments. Accrued interest is payable monthly on the first day of each month, beginning July 1, "
        "2026. The entire unpaid principal balance, together with all accrued and unpaid interest, is due "
        "and "
        "payable ON DEMAND. Lender may review this line of credit annually, the first annual review to be "
        "completed by June 30, 2027; no review, and no failure to review, shall create a maturity date or "
        "limit "
        "Lender's right to demand payment at any time."
    )
    fl.para(
        "4. Late Charge. If any payment is not received by Lender within ten (10) days after it is due, "
        "Borrower shall pay a late charge equal to six percent (6%) of the delinquent payment, but not less "
        "than $50.00."
    )
    fl.para(
        "5. Default Rate. After demand or upon any event of default, the unpaid balance shall bear "
        "interest at "
        "eighteen percent (18%) per annum or the maximum rate permitted by law, whichever is less."
    )
    fl.para(
        "6. Security. This Note is secured by a Security Agreement of even date covering all of Borrower's "
        "accounts, inventory and equipment, and is guaranteed by Tomas E. Villaverde and Yesenia "
        "Almagro-Pratt."
    )
    fl.para(
        "7. Prepayment. Borrower may prepay this Note in whole or in part at any time without premium or "
        "penalty."
    )
    fl.para(
        "8. Governing Law; Venue. This Note shall be governed by and construed in accordance with the laws "
        "of "
        "the State of Florida. Venue for any action shall lie in Miami-Dade County, Florida."
    )
    fl.para(
        "9. Waiver of Jury Trial. BORROWER AND LENDER KNOWINGLY AND VOLUNTARILY WAIVE ANY RIGHT TO A TRIAL "
        "BY "
        "JURY IN ANY ACTION ARISING OUT OF THIS NOTE."
    )
    fl.para(
        "Florida documentary stamp taxes required by law in the amount of $2,625.00 have been paid "
        "directly to "
        "the Florida Department of Revenue under Certificate of Registration No. 78-8016834295-1."
    )
    fl.skip(10)
    fl.need(120)
    fl.line("BORROWER:", 9.4, True)
    fl.line("CORAL TERN LOGISTICS, LLC, a Florida limited liability company", 9.4, True, lead=24)
    fl.line("By: ______________________________", 9.4)
    fl.line("Yesenia Almagro-Pratt, Managing Member", 9.4)
    fl.line("Address: 4410 Ponce de Leon Boulevard, Suite 300, Coral Gables, Florida 33146", 8.6)
    fl.finish()
    with_stamp = D("750000") / 100 * D("0.35")
    same(2625, with_stamp, "documentary stamp tax 35 cents per 100 dollars")
    fields = {
        "borrower": F(
            "CORAL TERN LOGISTICS, LLC",
            1,
            "the undersigned, CORAL TERN LOGISTICS, LLC, a Florida limited liability company",
        ),
        "lender": F(
            "BISCAYNE LEDGER BANK", 1, "to the order of BISCAYNE LEDGER BANK, a Florida banking corporation"
        ),
        "agreement_date": F("2026-06-09", 1, q_head),
        "principal_amount": F(750000, 1, q_head),
        "interest_rate": F(
            "the Prime Rate plus one and one-quarter percent (1.25%)",
            1,
            "equal to the Prime Rate plus one and one-quarter percent (1.25%)",
        ),
        "maturity_date": NULL(),
        "governing_law": F("Florida", 1, "the laws of the State of Florida"),
        "late_charge": F(
            "six percent (6%) of the delinquent payment, but not less than $50.00",
            1,
            "a late charge equal to six percent (6%) of the delinquent payment, but not less than $50.00",
        ),
    }
    notes = (
        "Demand promissory note for a revolving line of credit (Florida). agreement_date is the date of the "
        "note in its heading; principal_amount its face amount. interest_rate is Prime plus 1.25% as printed "
        "(the 6.00% floor is a proviso). maturity_date is null: the note is payable ON DEMAND and states no "
        "maturity; the first interest payment date and the annual review date (June 30, 2027) are not "
        "maturities. late_charge is the 6% charge of section 4, not the 18% default rate."
    )
    return p, fields, notes, []


# ==================== 3 Scottish term facility agreement (GBP): fixed rate, final repayment date
@doc(
    "b19_loan_term_facility_scotland_gbp", "loan_agreement", "Thistlemoor Cold Stores term facility agreement"
)
def loan_sc():
    p = Pdf(face="serif", w=595, h=842)
    fl = Flow(
        p,
        top=74,
        bottom=770,
        x=62,
        w=471,
        size=9.2,
        footer="Thistlemoor Cold Stores Limited - Facility Agreement - page {} of {}",
    )
    fl.line("TERM LOAN FACILITY AGREEMENT", 13.5, True, align="c", lead=20)
    fl.line("£4,800,000", 11, True, align="c", lead=22)
    fl.para("THIS AGREEMENT is dated 2 December 2026 and is made BETWEEN:")
    fl.para(
        "(1) THISTLEMOOR COLD STORES LIMITED, a company incorporated in Scotland with registered number "
        "SC612884 "
        'and having its registered office at 7 Kilnhill Road, Forfar DD8 3TQ (the "Borrower"); and',
        indent=14,
    )
    fl.para(
        "(2) HARBOURGATE COMMERCIAL BANK PLC, a company incorporated in Scotland with registered number "
        "SC094417 "
        'and having its registered office at 40 Quayside Wynd, Dundee DD1 4RX (the "Lender").',
        indent=14,
    )
    fl.head("1. DEFINITIONS AND INTERPRETATION")
    fl.para(
        '"Availability Period" means the period from and including the date of this Agreement to and '
        "including "
        "31 March 2027.",
        indent=14,
    )
    fl.para(
        '"Commitment" means £4,800,000, to the extent not cancelled or reduced under this Agreement.',
        indent=14,
    )
    fl.para('"Final Repayment Date" means 2 December 2033.', indent=14)
    fl.para(
        '"Property" means the cold store and distribution premises at Carseview Industrial Park, Forfar, '
        "registered in the Land Register of Scotland under title number ANG41297.",
        indent=14,
    )
    fl.head("2. THE FACILITY")
    fl.para(
        "Subject to the terms of this Agreement, the Lender makes available to the Borrower a sterling "
        "term loan "
        "facility in an aggregate amount equal to the Commitment, to be applied towards the refinancing of "
        "the "
        "Borrower's existing indebtedness and the extension of the Property. The Facility may be drawn in "
        "not "
        "more than three Loans during the Availability Period."
    )
    fl.head("3. INTEREST")
    fl.para(
        "3.1 The rate of interest on each Loan is a fixed rate of 6.35 per cent. per annum, calculated on "
        "the "
        "basis of the actual number of days elapsed and a year of 365 days."
    )
    fl.para("3.2 Accrued interest is payable quarterly in arrears on each Quarter Date.")
    fl.para(
        "3.3 If the Borrower fails to pay any amount payable by it under a Finance Document on its due date, "
        "interest shall accrue on the overdue amount from the due date up to the date of actual payment at a "
        "rate which is 2 per cent. per annum higher than the rate which would otherwise apply."
    )
    fl.head("4. REPAYMENT")
    fl.para(
        "The Borrower shall repay the Loans in twenty-three consecutive quarterly instalments of £120,000 "
        "each, "
        "the first falling due on 31 March 2028, and shall repay all outstanding Loans in full, together "
        "with "
        "accrued interest, on the Final Repayment Date."
    )
    fl.head("5. FEES")
    fl.para(
        "The Borrower shall pay to the Lender an arrangement fee of £36,000 on the date of this Agreement "
        "and a "
        "commitment fee of 0.50 per cent. per annum on the undrawn Commitment during the Availability Period."
    )
    fl.head("6. SECURITY")
    fl.para(
        "The Borrower's obligations are secured by a standard security over the Property and a bond and "
        "floating charge over the whole of the Borrower's property and undertaking."
    )
    fl.head("7. FINANCIAL COVENANTS")
    fl.para(
        "7.1 The Borrower shall ensure that the Loan to Value ratio does not at any time exceed 65 per "
        "cent., by "
        "reference to the most recent valuation of the Property addressed to the Lender."
    )
    fl.para(
        "7.2 The Borrower shall ensure that Interest Cover, tested on each Quarter Date for the twelve "
        "months "
        "then ending, is not less than 2.50:1."
    )
    fl.para(
        "7.3 The Borrower shall supply its audited annual financial statements within 150 days after the "
        "end of "
        "each financial year, together with a compliance certificate signed by a director."
    )
    fl.head("8. EVENTS OF DEFAULT")
    fl.para(
        "Each of the following is an Event of Default: (a) the Borrower does not pay on the due date any "
        "amount "
        "payable under a Finance Document, unless payment is made within three Business Days; (b) a "
        "financial "
        "covenant in clause 7 is not satisfied; (c) any representation proves to have been incorrect in any "
        "material respect; (d) the Borrower is unable to pay its debts as they fall due or a liquidator, "
        "administrator or receiver is appointed; or (e) the Borrower ceases to carry on its business. On "
        "and at "
        "any time after an Event of Default the Lender may cancel the Commitment and declare all Loans "
        "immediately due and payable."
    )
    fl.head("9. GOVERNING LAW AND JURISDICTION")
    fl.para(
        "This Agreement and any non-contractual obligations arising out of or in connection with it are "
        "governed by the law of Scotland. The parties submit to the non-exclusive jurisdiction of the "
        "Scottish "
        "courts."
    )
    fl.skip(6)
    fl.need(200)
    fl.para(
        "IN WITNESS WHEREOF these presents consisting of this and the preceding pages are executed as "
        "follows:"
    )
    fl.line("Subscribed for and on behalf of THISTLEMOOR COLD STORES LIMITED", 9, True)
    fl.line("at Forfar on 30 November 2026 by Callum Rennie Baxter, Director", 9)
    fl.line("before this witness: Morag Innes Tulloch, 12 Lour Road, Forfar, Solicitor", 9, lead=22)
    fl.line("Subscribed for and on behalf of HARBOURGATE COMMERCIAL BANK PLC", 9, True)
    fl.line("at Dundee on 2 December 2026 by Euan Fairbairn, Authorised Signatory", 9)
    fl.line("before this witness: Kirsty Lindores, 40 Quayside Wynd, Dundee, Bank Officer", 9)
    fl.finish()
    same(4800000 - 23 * 120000, D("2040000"), "balloon on the Final Repayment Date")
    same(36000, D("4800000") * D("0.0075"), "arrangement fee 0.75%")
    fields = {
        "borrower": F(
            "THISTLEMOOR COLD STORES LIMITED",
            1,
            "(1) THISTLEMOOR COLD STORES LIMITED, a company incorporated in Scotland",
        ),
        "lender": F(
            "HARBOURGATE COMMERCIAL BANK PLC",
            1,
            "(2) HARBOURGATE COMMERCIAL BANK PLC, a company incorporated in Scotland",
        ),
        "agreement_date": F("2026-12-02", 1, "THIS AGREEMENT is dated 2 December 2026"),
        "principal_amount": F(4800000, 1, '"Commitment" means £4,800,000'),
        "interest_rate": F(
            "a fixed rate of 6.35 per cent. per annum", 1, "is a fixed rate of 6.35 per cent. per annum"
        ),
        "maturity_date": F("2033-12-02", 1, '"Final Repayment Date" means 2 December 2033.'),
        "governing_law": F("Scotland", 2, "governed by the law of Scotland"),
        "late_charge": NULL(),
    }
    notes = (
        "Scottish-law bilateral term facility agreement in GBP ('£4,800,000', '2 December 2026', 'per "
        "cent.'). "
        "agreement_date is the date stated in the opening line (the lender signed that day; the borrower's "
        "earlier signing date in the testing clause is not the agreement date). principal_amount is the "
        "Commitment; the instalments, fees and balloon are not. maturity_date is the Final Repayment Date, "
        "not the end of the Availability Period or the first instalment date. late_charge is null: clause "
        "3.3 "
        "is default interest on overdue amounts, which the contract excludes, and no late charge is printed."
    )
    return p, fields, notes, []
