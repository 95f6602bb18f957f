"""Loan-agreement builders for blind_extraction20 (3 documents).  All parties,
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


def para_page(fl, s, **kw):
    """A paragraph; returns the page it starts on and the page it ends on."""
    first = fl.p.pages if fl.y + (kw.get("size") or fl.size) * 1.42 <= fl.bottom else fl.p.pages + 1
    fl.para(s, **kw)
    return first, fl.p.pages


# ==================== 1 California promissory note secured by deed of trust: fixed rate, extension option
@doc(
    "b20_loan_ca_note_deed_of_trust_extension",
    "loan_agreement",
    "Mission Flats Industrial Partners promissory note secured by deed of trust",
)
def loan_ca():
    p = Pdf(face="serif")
    fl = Flow(
        p,
        top=72,
        bottom=724,
        x=70,
        w=472,
        size=9.6,
        footer="Promissory Note - Loan No. 4410-2287 - Page {} of {}",
    )
    fl.line("PROMISSORY NOTE SECURED BY DEED OF TRUST", 13, True, align="c", lead=22)
    fl.line("(Fixed Rate - Interest Only Period - Balloon Payment)", 9, align="c", lead=20)
    q_amt = cols(fl, [(70, "$3,450,000.00", "l"), (542, "Sacramento, California", "r")], 9.6, True)
    q_date = cols(fl, [(70, "Loan No. 4410-2287", "l"), (542, "Note Date: March 18, 2026", "r")], 9.6)
    fl.skip(6)
    pg_parties, _ = para_page(
        fl,
        "FOR VALUE RECEIVED, the undersigned, MISSION FLATS INDUSTRIAL PARTNERS, LLC, a California limited "
        'liability company ("Borrower"), promises to pay to the order of SIERRA FOOTHILL COMMUNITY BANK, a '
        'California banking corporation (together with its successors and assigns, "Lender"), at 2210 '
        "Capitol Mall Annex, Sacramento, California 95814, or at such other place as Lender may designate, "
        "the principal sum of THREE MILLION FOUR HUNDRED FIFTY THOUSAND AND NO/100 DOLLARS ($3,450,000.00), "
        "together with interest as provided below.",
    )
    fl.head("1. INTEREST RATE")
    pg_rate, _ = para_page(
        fl,
        "Interest on the unpaid principal balance shall accrue from the date of disbursement at a fixed "
        "rate of "
        '7.125% per annum (the "Note Rate"), calculated on the basis of a 360-day year and the actual number '
        "of days elapsed.",
    )
    fl.head("2. PAYMENTS")
    fl.para(
        "(a) Interest only. Commencing on May 1, 2026 and on the first day of each month thereafter through "
        "and including April 1, 2028, Borrower shall pay all accrued interest.",
        indent=14,
    )
    fl.para(
        "(b) Principal and interest. Commencing on May 1, 2028 and on the first day of each month "
        "thereafter, "
        "Borrower shall pay equal installments of principal and interest of $24,659.68, calculated on a "
        "twenty-five (25) year amortization schedule at the Note Rate.",
        indent=14,
    )
    pg_mat, _ = para_page(
        fl,
        "(c) Maturity. The entire unpaid principal balance, all accrued and unpaid interest and all other "
        'amounts due hereunder shall be due and payable in full on April 1, 2033 (the "Maturity Date").',
        indent=14,
    )
    fl.para(
        "(d) Extension option. Provided no Event of Default exists, Borrower may, by written notice given "
        "not "
        "less than 90 days before the Maturity Date and payment of an extension fee of 0.50% of the then "
        'outstanding principal, extend the Maturity Date one time to April 1, 2035 (the "Extended Maturity '
        'Date"), subject to a debt service coverage ratio of not less than 1.30 to 1.00.',
        indent=14,
    )
    fl.head("3. LATE CHARGE")
    pg_late, _ = para_page(
        fl,
        "If any installment is not received by Lender within ten (10) days after its due date, Borrower "
        "shall "
        "pay a late charge equal to five percent (5%) of the amount of such installment. The late charge "
        "does "
        "not apply to the balloon payment due on the Maturity Date.",
    )
    fl.head("4. DEFAULT RATE")
    fl.para(
        "From and after the Maturity Date or any earlier acceleration, and during the continuance of any "
        "Event "
        "of Default, the unpaid principal shall bear interest at the Note Rate plus five percent (5%) per "
        "annum "
        '(the "Default Rate").'
    )
    fl.head("5. PREPAYMENT")
    fl.para(
        "Borrower may prepay this Note in whole or in part on any payment date upon 30 days' written notice, "
        "together with a prepayment premium equal to three percent (3%) of the amount prepaid during the "
        "first "
        "loan year, two percent (2%) during the second loan year and one percent (1%) during the third loan "
        "year; no premium is due thereafter."
    )
    fl.head("6. SECURITY; GUARANTY")
    fl.para(
        "This Note is secured by a Deed of Trust, Assignment of Leases and Rents, Security Agreement and "
        "Fixture "
        'Filing of even date herewith (the "Deed of Trust") encumbering the real property commonly known as '
        "4800-4860 Mission Flats Road, West Sacramento, California 95691, recorded on March 24, 2026 in the "
        "Official Records of Yolo County. Payment of this Note is guaranteed by Teodoro Alcantar Reyes "
        "under a "
        "Guaranty of even date herewith; the guarantor is not a maker of this Note."
    )
    fl.head("7. GOVERNING LAW; WAIVERS")
    pg_law, _ = para_page(
        fl,
        "This Note shall be governed by and construed in accordance with the laws of the State of "
        "California, "
        "without regard to its conflict of laws principles. Borrower waives presentment, demand, protest and "
        "notice of dishonor.",
    )
    fl.skip(10)
    fl.need(130)
    fl.line("BORROWER:", 9.4, True, lead=16)
    fl.line("MISSION FLATS INDUSTRIAL PARTNERS, LLC,", 9.4, True)
    fl.line("a California limited liability company", 9.4, lead=24)
    fl.line("By: ___________________________________", 9.4)
    fl.line("Name: Teodoro Alcantar Reyes", 9.4)
    fl.line("Title: Managing Member", 9.4)
    fl.finish()
    same(1, pg_mat, "maturity page")
    same(1, pg_parties, "parties page")
    same(1, pg_rate, "rate page")
    same(1, pg_late, "late page")
    same(2, pg_law, "law page")
    fields = {
        "borrower": F(
            "MISSION FLATS INDUSTRIAL PARTNERS, LLC",
            1,
            "the undersigned, MISSION FLATS INDUSTRIAL PARTNERS, LLC, a California limited",
        ),
        "lender": F("SIERRA FOOTHILL COMMUNITY BANK", 1, "to the order of SIERRA FOOTHILL COMMUNITY BANK, a"),
        "agreement_date": F("2026-03-18", 1, q_date),
        "principal_amount": F(3450000.00, 1, q_amt),
        "interest_rate": F("7.125% per annum", 1, "at a fixed rate of 7.125% per annum"),
        "maturity_date": F("2033-04-01", 1, 'payable in full on April 1, 2033 (the "Maturity Date")'),
        "governing_law": F("California", 2, "in accordance with the laws of the State of California"),
        "late_charge": F(
            "a late charge equal to five percent (5%) of the amount of such installment",
            1,
            "pay a late charge equal to five percent (5%) of the amount of such installment",
        ),
    }
    notes = (
        "California promissory note secured by a deed of trust. borrower is the LLC maker, not the guarantor "
        "(who also signs for the borrower as managing member); lender is the bank payee. agreement_date is "
        "the "
        "Note Date, not the first payment date or the recording date of the deed of trust. interest_rate is "
        "the "
        "fixed Note Rate; the Default Rate (Note Rate plus 5 %) is not a late charge. maturity_date is the "
        "stated Maturity Date, not the optional Extended Maturity Date or the end of the interest-only "
        "period. late_charge is the 5 % charge on installments more than ten days late. No field is null."
    )
    return p, fields, notes, []


# ==================== 2 New York syndicated credit agreement: term A + revolver, aggregate commitments, agent
@doc(
    "b20_loan_ny_credit_agreement_term_a_revolver",
    "loan_agreement",
    "Lumenvale Healthcare Services credit agreement",
)
def loan_ny():
    p = Pdf(face="serif")
    # ---- cover page
    p.new_page()
    y = 150
    for txt, size, bold, gap in [
        ("CREDIT AGREEMENT", 16, True, 30),
        ("Dated as of October 2, 2026", 10.5, False, 30),
        ("among", 10, False, 24),
        ("LUMENVALE HEALTHCARE SERVICES, INC.,", 10.5, True, 14),
        ("as the Borrower,", 10, False, 22),
        ("THE SUBSIDIARY GUARANTORS PARTY HERETO,", 10.5, True, 22),
        ("FIRST HUDSON NATIONAL BANK,", 10.5, True, 14),
        ("as Administrative Agent,", 10, False, 22),
        ("MERIDIAN TRUST BANK, N.A.,", 10.5, True, 14),
        ("as Swing Line Lender and L/C Issuer,", 10, False, 22),
        ("and", 10, False, 22),
        ("THE OTHER LENDERS PARTY HERETO", 10.5, True, 40),
        ("$400,000,000 TERM A LOAN FACILITY", 10.5, True, 16),
        ("$150,000,000 REVOLVING CREDIT FACILITY", 10.5, True, 44),
        ("FIRST HUDSON SECURITIES LLC and CASCADIA CAPITAL MARKETS, INC.,", 9.6, True, 13),
        ("as Joint Lead Arrangers and Joint Bookrunners", 9.4, False, 22),
        ("CASCADIA BANK, N.A.,", 9.6, True, 13),
        ("as Syndication Agent", 9.4, False, 13),
    ]:
        p.text(306, y, txt, size, bold, align="c")
        y += gap
    fl = Flow(
        p,
        top=72,
        bottom=724,
        x=70,
        w=472,
        size=9.2,
        footer="Lumenvale Healthcare Services - Credit Agreement - {} of {}",
    )
    pg_pre, _ = para_page(
        fl,
        "This CREDIT AGREEMENT is entered into as of October 2, 2026, among LUMENVALE HEALTHCARE "
        "SERVICES, "
        'INC., a Delaware corporation (the "Borrower"), the Subsidiary Guarantors party hereto, each lender '
        "from "
        'time to time party hereto (collectively, the "Lenders"), FIRST HUDSON NATIONAL BANK, as '
        "Administrative "
        "Agent, and MERIDIAN TRUST BANK, N.A., as Swing Line Lender and L/C Issuer.",
    )
    fl.head("ARTICLE I. DEFINITIONS AND ACCOUNTING TERMS", align="c")
    fl.para(
        "1.01 Defined Terms. As used in this Agreement, the following terms have the meanings set forth "
        "below:"
    )
    pg_agg, _ = para_page(
        fl,
        '"Aggregate Commitments" means the sum of the Term A Commitments and the Revolving Commitments of '
        "all "
        "the Lenders. As of the Closing Date, the Aggregate Commitments are $550,000,000.",
        indent=14,
    )
    fl.para(
        '"Applicable Rate" means, from time to time, the following percentages per annum, based upon the '
        "Consolidated Total Net Leverage Ratio as set forth in the most recent Compliance Certificate:",
        indent=14,
    )
    gx = [(84, "l"), (330, "r"), (410, "r"), (490, "r")]
    cols(
        fl,
        [
            (x, t, a)
            for (x, a), t in zip(
                gx,
                ["Level / Net Leverage Ratio", "Term SOFR Loans", "Base Rate Loans", "Commitment Fee"],
                strict=True,
            )
        ],
        8.2,
        True,
    )
    for lv in [
        ("1  >= 3.50:1.00", "2.125%", "1.125%", "0.300%"),
        ("2  < 3.50:1.00 but >= 2.75:1.00", "1.875%", "0.875%", "0.250%"),
        ("3  < 2.75:1.00 but >= 2.00:1.00", "1.625%", "0.625%", "0.200%"),
        ("4  < 2.00:1.00", "1.375%", "0.375%", "0.175%"),
    ]:
        cols(fl, [(x, t, a) for (x, a), t in zip(gx, lv, strict=True)], 8.2)
    fl.skip(4)
    fl.para('"Closing Date" means the date of this Agreement.', indent=14)
    fl.para(
        '"Incremental Cap" means the greater of $125,000,000 and 100% of Consolidated EBITDA for the most '
        "recently ended four fiscal quarters; no Lender is obliged to provide any Incremental Term Loan or "
        "Incremental Revolving Commitment.",
        indent=14,
    )
    pg_mat, _ = para_page(
        fl,
        '"Maturity Date" means October 2, 2031, both for the Term A Loans and the Revolving Commitments; '
        "provided that if such date is not a Business Day, the Maturity Date shall be the immediately "
        "preceding Business Day.",
        indent=14,
    )
    fl.para(
        '"Revolving Commitment" means, as to each Lender, its obligation to make Revolving Loans in the '
        "amount "
        'set forth opposite its name on Schedule 2.01; "Term A Commitment" means, as to each Lender, its '
        "obligation to make a Term A Loan on the Closing Date in the amount so set forth.",
        indent=14,
    )
    fl.head("ARTICLE II. THE COMMITMENTS AND CREDIT EXTENSIONS", align="c")
    fl.para(
        "2.07 Repayment of Term A Loans. The Borrower shall repay the Term A Loans in quarterly installments "
        "of 1.25% of the original principal amount, commencing March 31, 2027, with the balance due on the "
        "Maturity Date."
    )
    pg_int, _ = para_page(
        fl,
        "2.08 Interest. (a) Subject to Section 2.08(b), (i) each Term SOFR Loan shall bear interest on the "
        "outstanding principal amount thereof for each Interest Period at a rate per annum equal to Adjusted "
        "Term SOFR for such Interest Period plus the Applicable Rate; (ii) each Base Rate Loan shall bear "
        "interest at a rate per annum equal to the Base Rate plus the Applicable Rate; and (iii) each Swing "
        "Line Loan shall bear interest at the Base Rate plus the Applicable Rate.",
    )
    fl.para(
        "(b) While any Event of Default exists, all Obligations shall bear interest at a rate per annum "
        "equal "
        'to 2.00% in excess of the rate otherwise applicable (the "Default Rate"), payable on demand.'
    )
    fl.para(
        "2.09 Fees. The Borrower shall pay the commitment fee on the unused Revolving Commitments at the "
        "Applicable Rate, quarterly in arrears, and the fees set forth in the Fee Letter."
    )
    fl.head("ARTICLE X. MISCELLANEOUS", align="c")
    pg_law, _ = para_page(
        fl,
        "10.14 GOVERNING LAW. THIS AGREEMENT AND THE OTHER LOAN DOCUMENTS AND ANY CLAIMS ARISING HEREUNDER "
        "SHALL BE GOVERNED BY, AND CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK.",
    )
    fl.skip(6)
    fl.need(150)
    fl.line("SCHEDULE 2.01 - COMMITMENTS", 9.4, True, align="c", lead=18)
    sx = [(74, "l"), (330, "r"), (440, "r"), (542, "r")]
    cols(
        fl,
        [
            (x, t, a)
            for (x, a), t in zip(
                sx, ["Lender", "Term A Commitment", "Revolving Commitment", "Total"], strict=True
            )
        ],
        8.4,
        True,
    )
    sched = [
        ("First Hudson National Bank", D(100000000), D(37500000)),
        ("Cascadia Bank, N.A.", D(90000000), D(33750000)),
        ("Meridian Trust Bank, N.A.", D(80000000), D(30000000)),
        ("Great Lakes Fiduciary Bank", D(75000000), D(27500000)),
        ("Palisade Commercial Bank", D(55000000), D(21250000)),
    ]
    q_rows = []
    for name, ta_, rv in sched:
        q_rows.append(
            cols(
                fl,
                [
                    (74, name, "l"),
                    (330, "$" + US(ta_, 0), "r"),
                    (440, "$" + US(rv, 0), "r"),
                    (542, "$" + US(ta_ + rv, 0), "r"),
                ],
                8.4,
            )
        )
    pg_sched = p.pages
    tt = sum(t for _, t, _ in sched)
    tr = sum(r for _, _, r in sched)
    q_tot = cols(
        fl,
        [
            (74, "Total", "l"),
            (330, "$" + US(tt, 0), "r"),
            (440, "$" + US(tr, 0), "r"),
            (542, "$" + US(tt + tr, 0), "r"),
        ],
        8.4,
        True,
    )
    fl.skip(10)
    fl.need(120)
    fl.line("[Signature pages follow]", 8.6, align="c", lead=18)
    for who, by, title in [
        (
            "LUMENVALE HEALTHCARE SERVICES, INC., as the Borrower",
            "Corinna Vasquez-Lindahl",
            "Executive Vice President and CFO",
        ),
        (
            "FIRST HUDSON NATIONAL BANK, as Administrative Agent and a Lender",
            "Raymond T. Okafor",
            "Managing Director",
        ),
    ]:
        fl.line(who, 8.8, True)
        fl.line(f"By: ______________________________   Name: {by}   Title: {title}", 8.6, lead=20)
    fl.finish()
    same(550000000, tt + tr, "schedule total")
    same(400000000, tt, "term total")
    same(150000000, tr, "revolver total")
    same(2, pg_pre, "preamble page")
    same(2, pg_agg, "aggregate page")
    same(2, pg_mat, "maturity page")
    same(2, pg_int, "interest page")
    same(2, pg_law, "law page")
    same(3, pg_sched, "schedule page")
    fields = {
        "borrower": F(
            "LUMENVALE HEALTHCARE SERVICES, INC.",
            2,
            "among LUMENVALE HEALTHCARE SERVICES, INC., a Delaware corporation",
        ),
        "lender": F("FIRST HUDSON NATIONAL BANK", 2, "FIRST HUDSON NATIONAL BANK, as Administrative Agent"),
        "agreement_date": F("2026-10-02", 2, "This CREDIT AGREEMENT is entered into as of October 2, 2026"),
        "principal_amount": F(
            550000000, 2, "As of the Closing Date, the Aggregate Commitments are $550,000,000."
        ),
        "interest_rate": F(
            "Adjusted Term SOFR for such Interest Period plus the Applicable Rate",
            2,
            "at a rate per annum equal to Adjusted Term SOFR for such Interest Period plus the Applicable "
            "Rate",
        ),
        "maturity_date": F("2031-10-02", 2, '"Maturity Date" means October 2, 2031'),
        "governing_law": F("New York", 2, "THE LAW OF THE STATE OF NEW YORK"),
        "late_charge": NULL(),
    }
    notes = (
        "New York syndicated credit agreement with a term A facility and a revolving facility. The cover "
        "page "
        "(page 1) lists the agent, the swing line lender / L/C issuer, arrangers and the syndication agent; "
        "lender is the Administrative Agent. principal_amount is the stated Aggregate Commitments "
        "($550,000,000 = "
        "term A $400,000,000 + revolving $150,000,000; Schedule 2.01 adds up to it; sums), not either "
        "facility "
        "alone nor the Incremental Cap. interest_rate is the Term SOFR Loan rate of Section 2.08(a)(i). "
        "maturity_date is the single Maturity Date for both facilities. late_charge is null: the only "
        "overdue provision is the 2.00 % Default Rate, which the contract excludes."
    )
    sums = [
        SUM(
            "Schedule 2.01 total = Aggregate Commitments",
            [(1, T("Schedule 2.01 total", 550000000, pg_sched, q_tot))],
            "principal_amount",
        ),
        SUM(
            "Schedule 2.01 lender totals = Aggregate Commitments",
            [
                (1, T(f"lender {i + 1} total", float(t + r), pg_sched, q))
                for i, ((_, t, r), q) in enumerate(zip(sched, q_rows, strict=True))
            ],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


# ==================== 3 Texas construction loan agreement: basic-terms table, budget, completion vs maturity
@doc(
    "b20_loan_tx_construction_loan_budget",
    "loan_agreement",
    "Cibolo Creek Self Storage construction loan agreement",
)
def loan_tx():
    p = Pdf(face="serif")
    fl = Flow(
        p, top=70, bottom=726, x=66, w=480, size=9.2, footer="Construction Loan Agreement - Page {} of {}"
    )
    fl.line("CONSTRUCTION LOAN AGREEMENT", 13, True, align="c", lead=24)
    pg_pre, _ = para_page(
        fl,
        'THIS CONSTRUCTION LOAN AGREEMENT (this "Agreement") is made and entered into effective as of the '
        "8th "
        "day of June, 2026, by and among CIBOLO CREEK SELF STORAGE, LTD., a Texas limited partnership "
        '("Borrower"), CIBOLO CREEK STORAGE GP, LLC, a Texas limited liability company and the sole general '
        'partner of Borrower ("General Partner"), WENDELL J. HARGROVE and ANITA R. HARGROVE (together, '
        '"Guarantors"), and LONE MESA STATE BANK, a Texas state banking association ("Lender").',
    )
    fl.head("ARTICLE 1. BASIC TERMS")
    fl.para(
        "The following basic terms are part of this Agreement; in case of conflict, the Articles below "
        "control:"
    )
    q_bt = {}
    for k, v in [
        ("Loan Amount:", "$7,825,000.00 (maximum principal amount, advanced in stages)"),
        (
            "Interest Rate:",
            "the Prime Rate plus 0.75% per annum, adjusted daily, subject to a floor of 7.25% per annum",
        ),
        (
            "Project:",
            "612-unit climate-controlled self-storage facility, 21950 FM 1863, Bulverde, Comal County, Texas",
        ),
        ("Completion Date:", "September 30, 2027"),
        ("Maturity Date:", "December 1, 2028"),
        (
            "Extension Option:",
            "one 12-month extension to December 1, 2029 upon the conditions of Section 2.9",
        ),
        (
            "Late Charge:",
            "4% of any payment not received within 15 days after its due date (minimum $100.00)",
        ),
        ("Title Company:", "Guadalupe Hill Country Title, LLC"),
        ("Inspecting Architect:", "Bandera Road Construction Consultants, Inc."),
    ]:
        fl.need(24)
        fl.p.text(80, fl.y, k, 9.2, True)
        first = True
        line = ""
        out = []
        for wd in v.split(" "):
            trial = (line + " " + wd).strip()
            from pdfkit import width

            if line and width(trial, 9.2, False, "serif") > 350:
                out.append(line)
                line = wd
            else:
                line = trial
        out.append(line)
        for ln in out:
            if not first:
                fl.need(13)
            fl.p.text(190, fl.y, ln, 9.2)
            fl.y += 13
            first = False
        fl.y += 2
        q_bt[k] = k + " " + " ".join(out)
    pg_bt = p.pages
    fl.head("ARTICLE 2. THE LOAN")
    fl.para(
        "2.1 Loan. Lender agrees to lend to Borrower, and Borrower agrees to borrow from Lender, the Loan "
        "Amount, "
        "to be advanced in accordance with the Budget attached as Exhibit C and Article 4. The Loan is not a "
        "revolving loan; amounts repaid may not be reborrowed."
    )
    fl.para(
        '2.2 Interest. "Prime Rate" means the prime rate published in the Money Rates section of The Wall '
        "Street Journal from time to time. Interest is payable monthly from an interest reserve during "
        "construction, computed on a 365/360 basis."
    )
    fl.para(
        "2.3 Payments. Commencing on the first day of the first month after the Completion Date, Borrower "
        "shall "
        "pay monthly installments of principal and interest based on a 25-year amortization, with all unpaid "
        "principal and interest due on the Maturity Date."
    )
    fl.para(
        "2.4 Late Charge; Default Rate. Any late charge is payable as set out in Article 1. After maturity "
        "or "
        "during an Event of Default the Loan shall bear interest at the maximum lawful rate, and the parties "
        "intend to comply with applicable Texas usury laws; any excess interest shall be credited to "
        "principal."
    )
    fl.para(
        "2.9 Extension. Borrower may extend the Maturity Date once as set out in Article 1, subject to "
        "completion of the Project, a debt service coverage ratio of at least 1.25 to 1.00 and payment of an "
        "extension fee of 0.25% of the outstanding principal."
    )
    fl.head("ARTICLE 4. ADVANCES; BUDGET")
    fl.para(
        "Advances are made monthly against draw requests approved by the Inspecting Architect, after "
        "Borrower "
        "has invested its equity in the Project in full. The Budget (Exhibit C) is summarized below:"
    )
    fl.need(170)
    cols(fl, [(80, "Uses", "l"), (420, "Amount", "r")], 8.8, True)
    uses = [
        ("Land (contributed by Borrower)", D(1480000)),
        ("Hard construction costs", D(7215000)),
        ("Soft costs (architecture, engineering, permits)", D(842000)),
        ("Interest reserve", D(496000)),
        ("Contingency", D(397000)),
    ]
    pg_b0 = None
    q_uses = []
    for name, amt in uses:
        q_uses.append(cols(fl, [(80, name, "l"), (420, "$" + US(amt), "r")], 8.8))
        pg_b0 = pg_b0 or p.pages
    tpc = sum(a for _, a in uses)
    q_tpc = cols(fl, [(80, "Total Project Costs", "l"), (420, "$" + US(tpc), "r")], 8.8, True)
    fl.skip(4)
    cols(fl, [(80, "Sources", "l"), (420, "Amount", "r")], 8.8, True)
    eq = D(2605000)
    loan = D(7825000)
    q_loan = cols(fl, [(80, "Loan", "l"), (420, "$" + US(loan), "r")], 8.8)
    q_eq = cols(fl, [(80, "Borrower equity (including land)", "l"), (420, "$" + US(eq), "r")], 8.8)
    q_src = cols(fl, [(80, "Total Sources", "l"), (420, "$" + US(loan + eq), "r")], 8.8, True)
    pg_b1 = p.pages
    fl.skip(6)
    fl.head("ARTICLE 9. MISCELLANEOUS")
    pg_law, _ = para_page(
        fl,
        "9.6 Governing Law. This Agreement and the other Loan Documents shall be governed by and construed "
        "in "
        "accordance with the laws of the State of Texas and applicable federal law. Venue for any action "
        "shall "
        "lie in Comal County, Texas.",
    )
    fl.para(
        "9.7 Notice of Final Agreement. THIS WRITTEN LOAN AGREEMENT REPRESENTS THE FINAL AGREEMENT BETWEEN "
        "THE "
        "PARTIES AND MAY NOT BE CONTRADICTED BY EVIDENCE OF PRIOR, CONTEMPORANEOUS OR SUBSEQUENT ORAL "
        "AGREEMENTS OF THE PARTIES."
    )
    fl.skip(8)
    fl.need(110)
    fl.line(
        "BORROWER: CIBOLO CREEK SELF STORAGE, LTD., by its General Partner, CIBOLO CREEK STORAGE GP, LLC",
        8.6,
        True,
    )
    fl.line("By: ____________________________  Wendell J. Hargrove, Manager", 8.6, lead=20)
    fl.line("LENDER: LONE MESA STATE BANK", 8.6, True)
    fl.line("By: ____________________________  Luz Marina Etcheverry, Senior Vice President", 8.6, lead=20)
    fl.finish()
    same(10430000, tpc, "tpc")
    same(tpc, loan + eq, "sources")
    same(1, pg_pre, "preamble page")
    same(1, pg_bt, "basic terms page")
    same(2, pg_b0, "budget page start")
    same(2, pg_b1, "budget page end")
    same(2, pg_law, "law page")
    fields = {
        "borrower": F(
            "CIBOLO CREEK SELF STORAGE, LTD.",
            1,
            "CIBOLO CREEK SELF STORAGE, LTD., a Texas limited partnership",
        ),
        "lender": F(
            "LONE MESA STATE BANK", 1, 'LONE MESA STATE BANK, a Texas state banking association ("Lender")'
        ),
        "agreement_date": F("2026-06-08", 1, "effective as of the 8th day of June, 2026"),
        "principal_amount": F(7825000.00, 1, q_bt["Loan Amount:"]),
        "interest_rate": F(
            "the Prime Rate plus 0.75% per annum, adjusted daily, subject to a floor of 7.25% per annum",
            1,
            q_bt["Interest Rate:"],
        ),
        "maturity_date": F("2028-12-01", 1, q_bt["Maturity Date:"]),
        "governing_law": F("Texas", 2, "in accordance with the laws of the State of Texas"),
        "late_charge": F(
            "4% of any payment not received within 15 days after its due date (minimum $100.00)",
            1,
            q_bt["Late Charge:"],
        ),
    }
    notes = (
        "Texas construction loan agreement with a Basic Terms list. borrower is the limited partnership, "
        "not its "
        "general partner or the individual guarantors; lender is the bank (the title company and inspecting "
        "architect are distractors). agreement_date is the effective date written as 'the 8th day of June, "
        "2026'. principal_amount is the Loan Amount, not the Total Project Costs of the budget (loan + "
        "equity = "
        "total project costs; sums). interest_rate is the full Basic Terms rate clause (Prime plus a margin, "
        "with a floor). maturity_date is the Maturity Date, not the Completion Date or the extended date of "
        "the option. late_charge is the Basic Terms late charge. No field is null."
    )
    sums = [
        SUM(
            "Loan + Borrower equity = Total Project Costs",
            [(1, "principal_amount"), (1, T("Borrower equity", 2605000, pg_b1, q_eq))],
            T("Total Project Costs", 10430000, pg_b1, q_tpc),
        ),
        SUM(
            "Uses = Total Project Costs",
            [
                (1, T(f"use {i + 1}", float(a), pg_b0, q))
                for i, ((_, a), q) in enumerate(zip(uses, q_uses, strict=True))
            ],
            T("Total Sources", 10430000, pg_b1, q_src),
        ),
    ]
    same(loan, 7825000, "loan line")
    assert q_loan
    return p, fields, notes, sums
