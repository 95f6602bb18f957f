"""Loan-agreement builders for blind_extraction25 (3 documents).  All parties,
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


def para(fl, s, **kw):
    """A paragraph; returns (first page, last page, text)."""
    size = kw.get("size") or fl.size
    first = fl.p.pages if fl.y + size * 1.42 <= fl.bottom else fl.p.pages + 1
    fl.para(s, **kw)
    return first, fl.p.pages, s


def on(par, q):
    """(page, quote) for a quote taken from a paragraph that sits on one page."""
    first, last, whole = par
    assert first == last, f"paragraph runs over a page break: {q!r}"
    assert q in whole, q
    return first, q


def FQ(value, par, q):
    pg, qq = on(par, q)
    return F(value, pg, qq)


# ===== 1 Illinois first amendment: increased revolving commitments, extended maturity, agent
@doc(
    "b25_loan_il_first_amendment_upsized_extended",
    "loan_agreement",
    "Drumlin Packaging Solutions first amendment to credit agreement",
)
def loan_il():
    p = Pdf(face="serif", ttf=True)
    fl = Flow(
        p, top=70, bottom=728, x=70, w=472, size=9.2, footer="Drumlin Packaging – First Amendment · {} / {}"
    )
    fl.skip(120)
    fl.line("FIRST AMENDMENT TO CREDIT AGREEMENT", 15, True, align="c", lead=24)
    q_cover = "dated as of September 22, 2026"
    fl.line(q_cover, 10.4, align="c", lead=30)
    fl.line("among", 9.4, align="c", lead=22)
    fl.line("DRUMLIN PACKAGING SOLUTIONS, INC.,", 11, True, align="c", lead=16)
    fl.line("as the Borrower,", 9.4, align="c", lead=22)
    fl.line("THE GUARANTORS PARTY HERETO,", 10, True, align="c", lead=22)
    fl.line("THE LENDERS PARTY HERETO", 10, True, align="c", lead=22)
    fl.line("and", 9.4, align="c", lead=22)
    fl.line("PRAIRIE STATE BANK AND TRUST,", 11, True, align="c", lead=16)
    fl.line("as Administrative Agent, Swingline Lender and L/C Issuer", 9.4, align="c", lead=34)
    fl.line("HEARTLAND LOAN MARKETS LLC,", 10, True, align="c", lead=16)
    fl.line("as Sole Lead Arranger and Sole Bookrunner", 9.4, align="c", lead=16)
    fl.skip(120)
    fl.line("Amending the Credit Agreement dated as of March 14, 2023", 8.6, align="c")
    fl.p.new_page()
    fl.y = fl.top
    P1 = para(
        fl,
        'THIS FIRST AMENDMENT TO CREDIT AGREEMENT (this "Amendment") is dated as of September 22, 2026 and '
        "is entered into by and among DRUMLIN PACKAGING SOLUTIONS, INC., a Wisconsin corporation (the "
        '"Borrower"), the Guarantors party hereto, the Lenders party hereto and PRAIRIE STATE BANK AND '
        'TRUST, as administrative agent for the Lenders (in such capacity, the "Administrative Agent").',
    )
    fl.head("RECITALS")
    para(
        fl,
        "A. The Borrower, the Lenders and the Administrative Agent are parties to that certain Credit "
        "Agreement dated as of March 14, 2023 (as in effect immediately prior to this Amendment, the "
        '"Existing Credit Agreement"), under which the Aggregate Revolving Commitments are $175,000,000.',
    )
    para(
        fl,
        "B. The Borrower has requested that the Lenders increase the Aggregate Revolving Commitments and "
        "extend the Maturity Date, and the Lenders party hereto are willing to do so on the terms set forth "
        "below.",
    )
    fl.head("SECTION 1. AMENDMENTS TO THE EXISTING CREDIT AGREEMENT")
    para(
        fl,
        "Effective as of the First Amendment Effective Date, Section 1.01 of the Existing Credit Agreement "
        "is amended as follows:",
    )
    P2 = para(
        fl,
        '(a) The definition of "Aggregate Revolving Commitments" is amended and restated to read: '
        '"Aggregate Revolving Commitments" means the Revolving Commitments of all the Lenders, which on the '
        "First Amendment Effective Date are $225,000,000.",
        indent=14,
    )
    P3 = para(
        fl,
        '(b) The definition of "Maturity Date" is amended by deleting the date "March 14, 2028" and '
        'substituting "September 22, 2031" therefor, so that the Maturity Date means September 22, 2031.',
        indent=14,
    )
    P4 = para(
        fl,
        "(c) Section 2.08(a) is amended to provide that each Revolving Loan bearing interest by reference "
        "to Term SOFR accrues interest at Adjusted Term SOFR plus the Applicable Margin, and each Base "
        "Rate Loan at the Base Rate plus the Applicable Margin, with the Applicable Margin determined by "
        "the Consolidated Total Leverage Ratio as follows:",
        indent=14,
    )
    cols(
        fl,
        [
            (96, "Level", "l"),
            (150, "Consolidated Total Leverage Ratio", "l"),
            (400, "Term SOFR", "r"),
            (500, "Base Rate", "r"),
        ],
        8.4,
        True,
    )
    for lv, ratio, sofr, base in (
        ("I", "< 1.50 : 1.00", "1.500%", "0.500%"),
        ("II", "≥ 1.50 : 1.00 but < 2.25 : 1.00", "1.750%", "0.750%"),
        ("III", "≥ 2.25 : 1.00 but < 3.00 : 1.00", "2.000%", "1.000%"),
        ("IV", "≥ 3.00 : 1.00", "2.250%", "1.250%"),
    ):
        cols(fl, [(96, lv, "l"), (150, ratio, "l"), (400, sofr, "r"), (500, base, "r")], 8.4)
    fl.skip(4)
    para(
        fl,
        "(d) The Letter of Credit Sublimit is increased to $20,000,000 and the Swingline Sublimit remains "
        "$10,000,000; each is part of, and not in addition to, the Aggregate Revolving Commitments.",
        indent=14,
    )
    para(
        fl,
        "(e) Section 2.13 (Default Interest) is unchanged: while an Event of Default exists, the Obligations "
        "bear interest at 2.00% per annum above the rate otherwise applicable.",
        indent=14,
    )
    para(
        fl,
        "(f) Schedule 2.01 (Revolving Commitments) is replaced by the schedule set out in Section 2 below.",
        indent=14,
    )
    fl.head("SECTION 2. COMMITMENTS")
    para(fl, "On the First Amendment Effective Date the Revolving Commitments of the Lenders are:")
    lenders = [
        ("Prairie State Bank and Trust", D("63750000"), "28.333333333%"),
        ("Lakeshore Trust Company", D("51250000"), "22.777777778%"),
        ("Fox River State Bank", D("43750000"), "19.444444444%"),
        ("Driftless Savings and Loan Association", D("38750000"), "17.222222222%"),
        ("Kettle Moraine Bank, N.A.", D("27500000"), "12.222222222%"),
    ]
    qs = []
    cols(
        fl,
        [(96, "Lender", "l"), (400, "Revolving Commitment", "r"), (520, "Applicable Percentage", "r")],
        8.4,
        True,
    )
    for name, amt, pc in lenders:
        q = cols(fl, [(96, name, "l"), (400, "$" + US(amt), "r"), (520, pc, "r")], 8.6)
        qs.append((p.pages, q))
    total = sum(a for _, a, _ in lenders)
    q_tot = cols(
        fl, [(96, "Total", "l"), (400, "$" + US(total), "r"), (520, "100.000000000%", "r")], 8.6, True
    )
    pg_tot = p.pages
    fl.skip(4)
    fl.head("SECTION 3. CONDITIONS TO EFFECTIVENESS")
    para(
        fl,
        'This Amendment becomes effective on the date (the "First Amendment Effective Date") on which the '
        "Administrative Agent has received (a) counterparts of this Amendment executed by the Borrower, "
        "each Guarantor and each Lender, (b) an upfront fee for each increasing Lender equal to 0.15% of "
        "the amount of its increase, and (c) the officer's certificates and legal opinions described in "
        "Exhibit A.",
    )
    fl.head("SECTION 4. REAFFIRMATION; NO NOVATION")
    para(
        fl,
        "Each Loan Party reaffirms its obligations under the Loan Documents. This Amendment does not "
        "extinguish the Obligations outstanding under the Existing Credit Agreement or discharge any Loan "
        "Party or any Lien securing the Obligations.",
    )
    fl.head("SECTION 5. GOVERNING LAW")
    P5 = para(
        fl,
        "THIS AMENDMENT AND THE RIGHTS AND OBLIGATIONS OF THE PARTIES HEREUNDER ARE GOVERNED BY THE INTERNAL "
        "LAWS OF THE STATE OF ILLINOIS.",
    )
    fl.skip(8)
    cols(
        fl,
        [(70, "DRUMLIN PACKAGING SOLUTIONS, INC.", "l"), (310, "PRAIRIE STATE BANK AND TRUST,", "l")],
        8.8,
        True,
    )
    cols(fl, [(70, "as the Borrower", "l"), (310, "as Administrative Agent and a Lender", "l")], 8.4)
    fl.skip(12)
    cols(
        fl,
        [(70, "By: ____________________________", "l"), (310, "By: ____________________________", "l")],
        8.6,
    )
    cols(fl, [(70, "Name: Theresa Vandenhouten", "l"), (310, "Name: Marcus L. Oyelaran", "l")], 8.4)
    cols(fl, [(70, "Title: Chief Financial Officer", "l"), (310, "Title: Managing Director", "l")], 8.4)
    fl.finish()
    same(225000000, total, "commitments")
    fields = {
        "borrower": FQ(
            "DRUMLIN PACKAGING SOLUTIONS, INC.",
            P1,
            "DRUMLIN PACKAGING SOLUTIONS, INC., a Wisconsin corporation",
        ),
        "lender": FQ(
            "PRAIRIE STATE BANK AND TRUST",
            P1,
            "PRAIRIE STATE BANK AND TRUST, as administrative agent for the Lenders",
        ),
        "agreement_date": F("2026-09-22", 1, q_cover),
        "principal_amount": FQ(
            225000000, P2, "which on the First Amendment Effective Date are $225,000,000."
        ),
        "interest_rate": FQ(
            "Adjusted Term SOFR plus the Applicable Margin",
            P4,
            "interest at Adjusted Term SOFR plus the Applicable Margin",
        ),
        "maturity_date": FQ("2031-09-22", P3, "so that the Maturity Date means September 22, 2031."),
        "governing_law": FQ("State of Illinois", P5, "THE INTERNAL LAWS OF THE STATE OF ILLINOIS."),
        "late_charge": NULL(),
    }
    notes = (
        "First amendment to an Illinois-law revolving credit agreement, with a cover page. agreement_date "
        "is the amendment's 'dated as of' date, not the March 14, 2023 date of the amended agreement. "
        "principal_amount is the Aggregate Revolving Commitments as amended ($225,000,000, equal to the "
        "commitment schedule; sums), not the $175,000,000 before the amendment or the L/C and swingline "
        "sublimits. maturity_date is the extended Maturity Date, not the replaced March 14, 2028. lender is "
        "the Administrative Agent (not the arranger). interest_rate is the Term SOFR formula for Revolving "
        "Loans; the margin grid, upfront fee and 2.00% default interest are distractors. late_charge is "
        "null: the amendment prints only default interest, which the contract does not count as a late "
        "charge."
    )
    sums = [
        SUM(
            "lender commitments = Aggregate Revolving Commitments",
            [(1, T(name, float(a), pg, q)) for (name, a, _), (pg, q) in zip(lenders, qs, strict=True)],
            "principal_amount",
        ),
        SUM(
            "schedule total = Aggregate Revolving Commitments",
            [(1, T("Total", float(total), pg_tot, q_tot))],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


# ===== 2 English-law bilateral facility agreement: term + revolving facilities, SONIA, GBP
@doc(
    "b25_loan_uk_facilities_agreement_sonia",
    "loan_agreement",
    "Hallam Moor Foods facilities agreement",
)
def loan_uk():
    p = Pdf(**dict(w=595, h=842))
    fl = Flow(
        p,
        top=64,
        bottom=770,
        x=62,
        w=471,
        size=8.9,
        footer="Hallam Moor Foods Limited – Facilities Agreement – page {} of {}",
    )
    fl.line("EXECUTION VERSION", 7.6, align="r", lead=20)
    q_date = "THIS AGREEMENT is dated 17 March 2027"
    fl.line("£25,500,000 TERM AND REVOLVING FACILITIES AGREEMENT", 13, True, align="c", lead=24)
    fl.line(q_date + " and is made between:", 9.4, lead=18)
    P1 = para(
        fl,
        "(1) HALLAM MOOR FOODS LIMITED, a company incorporated in England and Wales with registered number "
        '08817346, as borrower (the "Borrower");',
        indent=12,
    )
    para(
        fl,
        "(2) THE SUBSIDIARIES of the Borrower listed in Part I of Schedule 1 as original guarantors (the "
        '"Original Guarantors"); and',
        indent=12,
    )
    P3 = para(
        fl,
        '(3) NORTHGATE BANKING CORPORATION PLC as arranger and lender (the "Lender").',
        indent=12,
    )
    fl.head("IT IS AGREED as follows:")
    fl.head("1. DEFINITIONS AND INTERPRETATION")
    para(
        fl,
        '"Availability Period" means (a) in relation to Facility A, the period from and including the date '
        "of "
        "this Agreement to and including the date falling three months after it; and (b) in relation to "
        "Facility B, the period from and including the date of this Agreement to and including the date "
        "falling one month before the Termination Date.",
    )
    para(
        fl,
        '"Margin" means, subject to the margin ratchet in Schedule 5, 2.35 per cent. per annum in relation '
        "to any Facility A Loan and 2.10 per cent. per annum in relation to any Facility B Loan.",
    )
    P_term = para(fl, '"Termination Date" means 17 March 2032.')
    P_tc = para(
        fl,
        '"Total Commitments" means the aggregate of the Facility A Commitment and the Facility B Commitment, '
        "being £25,500,000 at the date of this Agreement.",
    )
    fl.head("2. THE FACILITIES")
    para(fl, "Subject to the terms of this Agreement, the Lender makes available to the Borrower:")
    fa = D("18250000")
    fb = D("7250000")
    P_fa = para(
        fl,
        f'(a) a sterling term loan facility in an aggregate amount equal to £{US(fa, 0)} ("Facility A"); and',
        indent=12,
    )
    P_fb = para(
        fl,
        f'(b) a sterling revolving credit facility in an aggregate amount equal to £{US(fb, 0)} ("Facility '
        'B").',
        indent=12,
    )
    fl.head("3. PURPOSE")
    para(
        fl,
        "The Borrower shall apply all amounts borrowed under Facility A towards refinancing the existing "
        "facilities made available by Wharfedale Bank plc under an agreement dated 2 June 2022 and towards "
        "the acquisition of the Penistone bakery site, and all amounts borrowed under Facility B towards the "
        "general corporate and working capital purposes of the Group.",
    )
    fl.head("6. REPAYMENT")
    para(
        fl,
        "6.1 The Borrower shall repay Facility A in instalments of £912,500 on each Facility A Repayment "
        "Date, the first falling on 30 September 2027, with the balance of Facility A repaid in full on "
        "the Termination Date.",
    )
    para(
        fl,
        "6.2 Each Facility B Loan shall be repaid on the last day of its Interest Period and all Facility "
        "B Loans on the Termination Date.",
    )
    fl.head("8. INTEREST")
    P_int = para(
        fl,
        "8.1 The rate of interest on each Loan for any day in an Interest Period is Compounded SONIA plus "
        "the Margin. If Compounded SONIA is less than zero it shall be deemed to be zero.",
    )
    para(
        fl,
        "8.2 Interest is payable on the last day of each Interest Period (and, for an Interest Period longer "
        "than three months, on the dates falling at three-monthly intervals after its first day).",
    )
    para(
        fl,
        "8.3 If an Obligor fails to pay any amount payable by it under a Finance Document on its due date, "
        "interest shall accrue on the overdue amount from the due date up to the date of actual payment at "
        "a rate which is 2 per cent. per annum higher than the rate which would have been payable if the "
        "overdue amount had constituted a Loan. Default interest (if unpaid) will be compounded at the end "
        "of each Interest Period.",
    )
    fl.head("11. FEES")
    para(
        fl,
        "The Borrower shall pay to the Lender an arrangement fee of £191,250 on the date of this Agreement "
        "and a commitment fee of 35 per cent. of the applicable Margin on the unused and uncancelled "
        "Facility B Commitment during its Availability Period.",
    )
    fl.head("36. GOVERNING LAW")
    P_law = para(
        fl,
        "This Agreement and any non-contractual obligations arising out of or in connection with it are "
        "governed by the laws of England and Wales. The courts of England have exclusive jurisdiction to "
        "settle any dispute arising out of or in connection with this Agreement.",
    )
    fl.skip(10)
    para(fl, "This Agreement has been entered into on the date stated at the beginning of this Agreement.")
    fl.skip(6)
    cols(fl, [(62, "THE BORROWER", "l"), (320, "THE LENDER", "l")], 8.8, True)
    cols(fl, [(62, "HALLAM MOOR FOODS LIMITED", "l"), (320, "NORTHGATE BANKING CORPORATION PLC", "l")], 8.6)
    fl.skip(10)
    cols(
        fl,
        [(62, "By: Gwendolyn Ashworth-Pellow, Director", "l"), (320, "By: Idris Kettlewell, Director", "l")],
        8.4,
    )
    fl.finish()
    same(25500000, fa + fb, "total commitments")
    fields = {
        "borrower": FQ(
            "HALLAM MOOR FOODS LIMITED", P1, "(1) HALLAM MOOR FOODS LIMITED, a company incorporated"
        ),
        "lender": FQ(
            "NORTHGATE BANKING CORPORATION PLC",
            P3,
            "NORTHGATE BANKING CORPORATION PLC as arranger and lender",
        ),
        "agreement_date": F("2027-03-17", 1, q_date),
        "principal_amount": FQ(25500000, P_tc, "being £25,500,000 at the date of this Agreement."),
        "interest_rate": FQ(
            "Compounded SONIA plus the Margin", P_int, "is Compounded SONIA plus the Margin."
        ),
        "maturity_date": FQ("2032-03-17", P_term, '"Termination Date" means 17 March 2032.'),
        "governing_law": FQ("England and Wales", P_law, "governed by the laws of England and Wales."),
        "late_charge": NULL(),
    }
    notes = (
        "English-law bilateral term and revolving facilities agreement (GBP). agreement_date is the date "
        "the agreement states it is dated; the 2022 refinanced agreement, repayment dates and availability "
        "periods are distractors. principal_amount is the Total Commitments stated in the agreement "
        "(Facility A + Facility B; sum), not either facility or the £912,500 instalments or the arrangement "
        "fee. interest_rate is the printed formula (Compounded SONIA plus the Margin); the 2.35 / 2.10 per "
        "cent. margins are part of the definitions. maturity_date is the Termination Date. late_charge is "
        "null: clause 8.3 provides default interest only, which does not count as a late charge."
    )
    fa_pg, fa_q = on(P_fa, f"£{US(fa, 0)}")
    fb_pg, fb_q = on(P_fb, f"£{US(fb, 0)}")
    sums = [
        SUM(
            "Facility A + Facility B = Total Commitments",
            [(1, T("Facility A", float(fa), fa_pg, fa_q)), (1, T("Facility B", float(fb), fb_pg, fb_q))],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


# ===== 3 Florida renewal promissory note: prime plus with floor, increase over the renewed balance
@doc(
    "b25_loan_fl_renewal_note_prime_floor",
    "loan_agreement",
    "Mangrove Bay Marine Services renewal promissory note",
)
def loan_fl():
    p = Pdf(face="serif")
    fl = Flow(
        p,
        top=66,
        bottom=732,
        x=66,
        w=480,
        size=9.3,
        footer="Note No. 3319-0874 · Page {} of {} · Maker's initials ______",
    )
    q_amt = cols(fl, [(66, "$2,740,000.00", "l"), (546, "Tampa, Florida", "r")], 10, True)
    q_date = cols(fl, [(66, "Loan No. 3319-0874", "l"), (546, "Date: June 8, 2026", "r")], 9.4)
    fl.skip(6)
    fl.line("RENEWAL PROMISSORY NOTE", 14, True, align="c", lead=22)
    P1 = para(
        fl,
        "FOR VALUE RECEIVED, the undersigned, MANGROVE BAY MARINE SERVICES, LLC, a Florida limited liability "
        'company ("Maker"), promises to pay to the order of CALOOSA COAST BANK, N.A., a national banking '
        'association ("Holder"), at 2100 Bayshore Commerce Drive, Tampa, Florida 33607, or at such other '
        "place "
        "as Holder may designate, the principal sum of TWO MILLION SEVEN HUNDRED FORTY THOUSAND AND NO/100 "
        "DOLLARS ($2,740,000.00), together with interest as provided below.",
    )
    fl.head("1. Renewal and Increase")
    old = D("1612447.18")
    new = D("2740000.00") - old
    P2 = para(
        fl,
        "This Note renews, extends and increases the indebtedness evidenced by that certain Promissory Note "
        'dated April 19, 2021 in the original principal amount of $1,950,000.00 (the "Prior Note"). The '
        f"unpaid principal balance of the Prior Note on the date hereof is ${US(old)}, and Holder is "
        f"advancing an additional ${US(new)} under this Note. This Note is not a novation of the Prior Note.",
    )
    stamp = (new / 100).to_integral_value(rounding="ROUND_CEILING") * D("0.35")
    para(
        fl,
        "Florida documentary stamp tax was paid on the Prior Note. Documentary stamp tax on the increase, in "
        f"the amount of ${US(stamp)}, has been paid and the proper stamps affixed to the mortgage recorded "
        "herewith.",
    )
    fl.head("2. Interest Rate")
    P3 = para(
        fl,
        "The unpaid principal balance shall bear interest at a variable rate equal to the Prime Rate plus "
        "0.75% per annum, adjusted on each date the Prime Rate changes, but never less than 6.00% per annum "
        '(the "Floor Rate"). "Prime Rate" means the rate published as the prime rate in the Money Rates '
        "section of The Wall Street Journal. On the date of this Note the Prime Rate is 7.50% per annum, so "
        "that the initial interest rate is 8.25% per annum. Interest is computed on an actual/360 basis.",
    )
    fl.head("3. Payment Terms")
    P4 = para(
        fl,
        "Maker shall pay interest only, monthly in arrears, beginning July 8, 2026 and on the eighth day of "
        "each month through and including June 8, 2027. Beginning July 8, 2027, Maker shall pay equal "
        "monthly installments of principal and interest in an amount sufficient to amortize the outstanding "
        "balance over twenty (20) years, recalculated on each change in the interest rate. The entire "
        "unpaid principal "
        'balance and all accrued and unpaid interest shall be due and payable on June 8, 2036 (the "Maturity '
        'Date").',
    )
    fl.head("4. Late Charge")
    P5 = para(
        fl,
        "If any payment is not received by Holder within ten (10) days after its due date, Maker shall pay a "
        "late charge equal to five percent (5%) of the amount of such payment.",
    )
    fl.head("5. Default Rate")
    para(
        fl,
        "After maturity or upon an Event of Default, the principal balance shall bear interest at the "
        "maximum rate permitted by applicable Florida law. This provision does not limit Holder's right to "
        "the late charge or any other remedy.",
    )
    fl.head("6. Prepayment")
    para(
        fl,
        "Maker may prepay this Note in whole or in part at any time. Any prepayment from the proceeds of a "
        "refinancing by another lender made before June 8, 2029 is subject to a fee of 1% of the amount "
        "prepaid.",
    )
    fl.head("7. Security; Guaranty")
    para(
        fl,
        "Holder's collateral for this Note is a Mortgage, Security Agreement and Fixture Filing of even "
        "date on the real property at 4410 Causeway Marina Drive, Tampa, Florida 33619, and by an "
        "assignment of the marina slip leases. Payment is unconditionally guaranteed by Rafael T. "
        "Quintero-Blaine under a Guaranty of even date.",
    )
    fl.need(100)
    fl.head("8. Governing Law; Venue; Jury Waiver")
    P8 = para(
        fl,
        "This Note shall be governed by and construed in accordance with the laws of the State of Florida. "
        "Venue for any action shall lie in Hillsborough County, Florida. MAKER AND HOLDER EACH KNOWINGLY AND "
        "VOLUNTARILY WAIVE TRIAL BY JURY IN ANY ACTION ARISING UNDER THIS NOTE.",
    )
    fl.skip(12)
    cols(fl, [(300, "MAKER:", "l")], 9, True)
    cols(fl, [(300, "MANGROVE BAY MARINE SERVICES, LLC", "l")], 9)
    fl.skip(12)
    cols(fl, [(300, "By: ______________________________", "l")], 9)
    cols(fl, [(300, "Rafael T. Quintero-Blaine, Managing Member", "l")], 8.6)
    fl.finish()
    same(2740000, old + new, "renewal + increase")
    same("3946.60", stamp, "stamp")
    fields = {
        "borrower": FQ(
            "MANGROVE BAY MARINE SERVICES, LLC",
            P1,
            "the undersigned, MANGROVE BAY MARINE SERVICES, LLC, a Florida",
        ),
        "lender": FQ(
            "CALOOSA COAST BANK, N.A.", P1, "to the order of CALOOSA COAST BANK, N.A., a national banking"
        ),
        "agreement_date": F("2026-06-08", 1, q_date),
        "principal_amount": F(2740000.0, 1, q_amt),
        "interest_rate": FQ(
            "Prime Rate plus 0.75% per annum",
            P3,
            "at a variable rate equal to the Prime Rate plus 0.75% per annum",
        ),
        "maturity_date": FQ("2036-06-08", P4, "shall be due and payable on June 8, 2036"),
        "governing_law": FQ("State of Florida", P8, "the laws of the State of Florida."),
        "late_charge": FQ(
            "five percent (5%) of the amount of such payment",
            P5,
            "late charge equal to five percent (5%) of the amount of such payment.",
        ),
    }
    notes = (
        "Florida renewal promissory note secured by a mortgage. borrower is the Maker, lender the Holder "
        "bank; the guarantor is also the Maker's signatory but is not the borrower. agreement_date comes "
        "from the Note date, not the April 19, 2021 date of the renewed Prior Note or the payment dates. "
        "principal_amount is the face amount of this Note: the Prior Note's unpaid balance plus the "
        "additional advance (sum); the Prior Note's original amount and the documentary stamp tax are "
        "distractors. interest_rate is the variable Prime-based rate as printed (the 6.00% floor, the 7.50% "
        "current Prime Rate and the 8.25% initial rate are distractors). maturity_date is the stated "
        "Maturity Date. late_charge is the 5% clause; the default rate is not a late charge."
    )
    pg2, q_old = on(P2, f"balance of the Prior Note on the date hereof is ${US(old)}")
    _, q_new = on(P2, f"an additional ${US(new)} under this Note")
    sums = [
        SUM(
            "renewed balance + additional advance = principal",
            [
                (1, T("Prior Note unpaid balance", float(old), pg2, q_old)),
                (1, T("additional advance", float(new), pg2, q_new)),
            ],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums
