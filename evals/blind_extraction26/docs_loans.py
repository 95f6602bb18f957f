"""Loan-agreement builders for blind_extraction26 (3 documents).  All parties,
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


# ===== 1 New York credit agreement: revolver + term A, agent vs arrangers, aggregate commitments
@doc(
    "b26_loan_ny_credit_agreement_revolver_term_a",
    "loan_agreement",
    "Larchmont Specialty Foods credit agreement",
)
def loan_ny():
    p = Pdf(face="serif", ttf=True)
    fl = Flow(
        p,
        top=72,
        bottom=726,
        x=72,
        w=468,
        size=9.2,
        footer="Credit Agreement – Larchmont Specialty Foods · {} of {}",
    )
    fl.skip(60)
    fl.line("Published CUSIP Number: 51674XAA1", 8, align="r", lead=40)
    fl.line("CREDIT AGREEMENT", 17, True, align="c", lead=26)
    q_cover = "Dated as of June 30, 2027"
    fl.line(q_cover, 10.6, align="c", lead=30)
    fl.line("among", 9.4, align="c", lead=22)
    fl.line("LARCHMONT SPECIALTY FOODS, INC.,", 11, True, align="c", lead=15)
    fl.line("as the Borrower,", 9.4, align="c", lead=22)
    fl.line("THE SUBSIDIARY GUARANTORS FROM TIME TO TIME PARTY HERETO,", 9.6, True, align="c", lead=20)
    fl.line("THE LENDERS FROM TIME TO TIME PARTY HERETO,", 9.6, True, align="c", lead=20)
    fl.line("HUDSON MERIDIAN BANK, N.A.,", 11, True, align="c", lead=15)
    fl.line("as Administrative Agent, Swing Line Lender and an L/C Issuer,", 9.4, align="c", lead=22)
    fl.line("ONEIDA NATIONAL BANK,", 10, True, align="c", lead=15)
    fl.line("as Syndication Agent,", 9.4, align="c", lead=22)
    fl.line("and", 9.4, align="c", lead=22)
    fl.line("TAPPAN SECURITIES LLC and CATSKILL CAPITAL MARKETS, INC.,", 10, True, align="c", lead=15)
    fl.line("as Joint Lead Arrangers and Joint Bookrunners", 9.4, align="c", lead=40)
    fl.line("U.S. $150,000,000 Revolving Credit Facility", 9.4, align="c", lead=14)
    fl.line("U.S. $100,000,000 Term A Loan Facility", 9.4, align="c", lead=14)
    fl.p.new_page()
    fl.y = fl.top
    P1 = para(
        fl,
        "This CREDIT AGREEMENT is entered into as of June 30, 2027, among LARCHMONT SPECIALTY FOODS, INC., a "
        'Delaware corporation (the "Borrower"), the Subsidiary Guarantors from time to time party hereto, '
        'each lender from time to time party hereto (collectively, the "Lenders" and individually, a '
        '"Lender"), and HUDSON MERIDIAN BANK, N.A., as Administrative Agent, Swing Line Lender and an L/C '
        "Issuer.",
    )
    fl.head("PRELIMINARY STATEMENTS", align="c")
    para(
        fl,
        "The Borrower has asked the Lenders to make available a revolving credit facility and a term loan "
        "facility. The Borrower will use the proceeds to repay in full the loans outstanding under the "
        "Credit Agreement dated as of August 19, 2022 among the Borrower, Oneida National Bank, as agent, "
        'and the lenders party thereto (the "Existing Credit Agreement"), and for working capital and other '
        "general corporate purposes. The Lenders have agreed to extend credit on the terms and conditions "
        "of this Agreement.",
    )
    fl.head("ARTICLE I. DEFINITIONS AND ACCOUNTING TERMS", align="c")
    fl.head("1.01 Defined Terms.")
    P2 = para(
        fl,
        '"Aggregate Commitments" means the Revolving Credit Commitments and the Term A Commitments of all '
        "the Lenders. On the Closing Date the Aggregate Commitments are $250,000,000, consisting of "
        "Revolving Credit Commitments of $150,000,000 and Term A Commitments of $100,000,000.",
        indent=14,
    )
    para(
        fl,
        '"Applicable Rate" means, from time to time, the following percentages per annum, based upon the '
        "Consolidated Net Leverage Ratio as set forth in the most recent Compliance Certificate:",
        indent=14,
    )
    cols(
        fl,
        [
            (90, "Pricing Level", "l"),
            (160, "Consolidated Net Leverage Ratio", "l"),
            (380, "Term SOFR Loans", "r"),
            (460, "Base Rate Loans", "r"),
            (540, "Commitment Fee", "r"),
        ],
        7.4,
        True,
    )
    for lv, ratio, sofr, base, fee in (
        ("1", "< 1.50:1.00", "1.375%", "0.375%", "0.175%"),
        ("2", "≥ 1.50:1.00 but < 2.50:1.00", "1.625%", "0.625%", "0.200%"),
        ("3", "≥ 2.50:1.00 but < 3.25:1.00", "1.875%", "0.875%", "0.250%"),
        ("4", "≥ 3.25:1.00", "2.125%", "1.125%", "0.300%"),
    ):
        cols(
            fl, [(104, lv, "l"), (160, ratio, "l"), (380, sofr, "r"), (460, base, "r"), (540, fee, "r")], 8.4
        )
    fl.skip(4)
    para(
        fl,
        '"Incremental Facilities" means one or more increases in the Revolving Credit Commitments or '
        "incremental term loans in an aggregate amount not to exceed the greater of $75,000,000 and 100% of "
        "Consolidated EBITDA for the most recently ended four fiscal quarters.",
        indent=14,
    )
    P3 = para(
        fl,
        '"Maturity Date" means, with respect to the Revolving Credit Facility and the Term A Facility, June '
        "30, 2032; provided that if such date is not a Business Day, the Maturity Date shall be the next "
        "preceding Business Day.",
        indent=14,
    )
    para(
        fl,
        '"Term SOFR" means the forward-looking term rate based on SOFR for the applicable Interest Period '
        "as published by the Term SOFR Administrator two U.S. Government Securities Business Days prior to "
        "the commencement of such Interest Period; provided that Term SOFR shall not be less than 0.00%.",
        indent=14,
    )
    fl.head("ARTICLE II. THE COMMITMENTS AND CREDIT EXTENSIONS", align="c")
    para(
        fl,
        "2.07 Repayment of Loans. (a) The Borrower shall repay the Term A Loans in consecutive quarterly "
        "installments, each equal to 1.25% of the aggregate principal amount of the Term A Loans made on "
        "the Closing Date, on the last Business Day of each March, June, September and December, commencing "
        "September 30, 2027, with the balance due on the Maturity Date. (b) The Borrower shall repay the "
        "Revolving Credit Loans on the Maturity Date.",
    )
    fl.need(150)
    fl.head("2.08 Interest.")
    P4 = para(
        fl,
        "(a) Subject to Section 2.08(b), (i) each Term SOFR Loan shall bear interest on the outstanding "
        "principal amount thereof for each Interest Period at a rate per annum equal to Term SOFR plus the "
        "Applicable Rate; (ii) each Base Rate Loan shall bear interest on the outstanding principal amount "
        "thereof from the applicable borrowing date at a rate per annum equal to the Base Rate plus the "
        "Applicable Rate; and (iii) each Swing Line Loan shall bear interest at the Base Rate plus the "
        "Applicable Rate for Revolving Credit Loans.",
        indent=14,
    )
    para(
        fl,
        "(b) If any amount payable under any Loan Document is not paid when due, such amount shall, at the "
        "request of the Required Lenders, bear interest at the Default Rate, being 2.00% per annum in excess "
        "of the rate otherwise applicable, to the fullest extent permitted by applicable Laws.",
        indent=14,
    )
    para(
        fl,
        "2.09 Fees. The Borrower shall pay to the Administrative Agent for the account of each Revolving "
        "Credit Lender a commitment fee equal to the Applicable Rate times the actual daily unused portion "
        "of the Revolving Credit Facility, due quarterly in arrears, and the fees set out in the Fee Letter "
        "dated June 2, 2027.",
    )
    fl.head("ARTICLE X. MISCELLANEOUS", align="c")
    P5 = para(
        fl,
        "10.14 Governing Law. THIS AGREEMENT AND ANY CLAIM, CONTROVERSY OR DISPUTE ARISING UNDER OR RELATED "
        "TO IT SHALL BE GOVERNED BY, AND CONSTRUED IN ACCORDANCE WITH, THE LAW OF THE STATE OF NEW YORK.",
    )
    para(
        fl,
        "10.15 Waiver of Jury Trial. EACH PARTY HERETO IRREVOCABLY WAIVES, TO THE FULLEST EXTENT PERMITTED "
        "BY "
        "APPLICABLE LAW, ANY RIGHT IT MAY HAVE TO A TRIAL BY JURY IN ANY LEGAL PROCEEDING ARISING OUT OF "
        "THIS AGREEMENT.",
    )
    fl.p.new_page()
    fl.y = fl.top
    fl.line("[Signature Page to Credit Agreement]", 8.6, align="c", lead=26)
    P6 = para(
        fl,
        "IN WITNESS WHEREOF, the parties hereto have caused this Agreement to be duly executed as of "
        "the date first above written.",
    )
    fl.skip(10)
    for who, by, name, title in (
        (
            "LARCHMONT SPECIALTY FOODS, INC.,",
            "as the Borrower",
            "Name: Priscilla Van Brunt-Okafor",
            "Title: Executive Vice President and Chief Financial Officer",
        ),
        (
            "HUDSON MERIDIAN BANK, N.A.,",
            "as Administrative Agent, Swing Line Lender, L/C Issuer and a Lender",
            "Name: Gideon T. Halvorsen",
            "Title: Senior Vice President",
        ),
        (
            "ONEIDA NATIONAL BANK,",
            "as Syndication Agent and a Lender",
            "Name: Marisol Achterberg",
            "Title: Director",
        ),
    ):
        cols(fl, [(72, who, "l")], 9.2, True)
        cols(fl, [(72, by, "l")], 8.6)
        fl.skip(8)
        cols(fl, [(72, "By: ____________________________________", "l")], 8.8)
        cols(fl, [(90, name, "l")], 8.6)
        cols(fl, [(90, title, "l")], 8.6)
        fl.skip(14)
    fl.finish()
    commit = [("Revolving Credit Commitments", 150000000), ("Term A Commitments", 100000000)]
    same(250000000, sum(a for _, a in commit), "aggregate")
    del P6
    fields = {
        "borrower": FQ(
            "LARCHMONT SPECIALTY FOODS, INC.", P1, "LARCHMONT SPECIALTY FOODS, INC., a Delaware corporation"
        ),
        "lender": FQ(
            "HUDSON MERIDIAN BANK, N.A.",
            P1,
            "HUDSON MERIDIAN BANK, N.A., as Administrative Agent",
        ),
        "agreement_date": F("2027-06-30", 1, q_cover),
        "principal_amount": FQ(
            250000000, P2, "On the Closing Date the Aggregate Commitments are $250,000,000,"
        ),
        "interest_rate": FQ(
            "Term SOFR plus the Applicable Rate",
            P4,
            "at a rate per annum equal to Term SOFR plus the Applicable Rate;",
        ),
        "maturity_date": FQ(
            "2032-06-30",
            P3,
            "with respect to the Revolving Credit Facility and the Term A Facility, June 30, 2032;",
        ),
        "governing_law": FQ("State of New York", P5, "THE LAW OF THE STATE OF NEW YORK."),
        "late_charge": NULL(),
    }
    notes = (
        "New York-law syndicated credit agreement (excerpts) with a cover page. agreement_date is the "
        "'Dated as of' date, not the Existing Credit Agreement or Fee Letter dates. lender is the "
        "Administrative Agent, not the syndication agent or the joint lead arrangers. principal_amount is "
        "the Aggregate Commitments stated in the agreement (revolving $150,000,000 + term A $100,000,000; "
        "sum), not one facility or the incremental capacity. interest_rate is the Term SOFR formula for "
        "Term SOFR Loans; the pricing grid, Base Rate alternative, 0.00% floor and commitment fee are "
        "distractors. maturity_date is the Maturity Date of both facilities, not the first amortization "
        "date. late_charge is null: the agreement prints only default interest (2.00% above the applicable "
        "rate), which the contract does not count as a late charge."
    )
    sums = [
        SUM(
            "Revolving Credit Commitments + Term A Commitments = Aggregate Commitments",
            [(1, T(k, float(a), on(P2, P2[2])[0], f"{k} of ${US(D(a), 0)}")) for k, a in commit],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


# ===== 2 Ontario demand facility letter (CAD): authorized amounts of three facilities, no maturity (demand)
@doc(
    "b26_loan_on_demand_facility_letter_prime",
    "loan_agreement",
    "Trillium Shore Bank facility letter to Muskoka Timberframe Builders",
)
def loan_on():
    p = Pdf()
    fl = Flow(
        p,
        top=70,
        bottom=730,
        x=66,
        w=480,
        size=9,
        footer="Muskoka Timberframe Builders Ltd. - Facility Letter - page {} of {}",
    )
    fl.line("TRILLIUM SHORE BANK", 15, True, lead=16)
    fl.line("Commercial Banking - Central Ontario", 8.4, lead=11)
    fl.line("200 Front Street West, 14th Floor, Toronto, Ontario M5V 3K2", 8.4, lead=24)
    q_date = "October 18, 2027"
    fl.line(q_date, 9.4, lead=22)
    fl.line("PRIVATE AND CONFIDENTIAL", 9, True, lead=14)
    for ln in (
        "Muskoka Timberframe Builders Ltd.",
        "1180 Highway 11 North",
        "Gravenhurst, Ontario P1P 1R1",
        "Attention: Mr. Callum Ferreira-Doyle, President",
    ):
        fl.line(ln, 9, lead=13)
    fl.skip(10)
    fl.line("Dear Sir:", 9)
    fl.line("Re: Amended and Restated Credit Facilities", 9.4, True, lead=18)
    P1 = para(
        fl,
        'We are pleased to confirm that Trillium Shore Bank (the "Bank") has authorized the credit '
        "facilities "
        'described below for Muskoka Timberframe Builders Ltd. (the "Borrower"), subject to the terms and '
        'conditions set out in this letter. This letter agreement (the "Agreement") is dated October 18, '
        "2027 "
        'and amends, restates and replaces the facility letter dated May 9, 2024 (the "Prior Agreement"); '
        "amounts outstanding under the Prior Agreement continue as borrowings hereunder.",
    )
    fl.head("CREDIT FACILITIES")
    facs = [
        ("Facility 1 - Revolving demand operating loan", D("3400000")),
        ("Facility 2 - Standby letters of credit and letters of guarantee", D("250000")),
        ("Facility 3 - Corporate MasterCard", D("150000")),
    ]
    qf = []
    for name, amt in facs:
        qf.append((p.pages, cols(fl, [(80, name, "l"), (540, "$" + US(amt, 0), "r")], 9)))
    total = sum(a for _, a in facs)
    q_tot = cols(
        fl, [(80, "Total authorized credit facilities", "l"), (540, "$" + US(total, 0), "r")], 9, True
    )
    pg_tot = p.pages
    fl.skip(4)
    fl.head("FACILITY 1 - REVOLVING DEMAND OPERATING LOAN")
    para(
        fl,
        "Purpose: to finance day-to-day operating requirements, including receivables and inventory of "
        "engineered timber packages. Availability: by way of Prime Rate loans in Canadian dollars, overdraft "
        "on the Borrower's current account no. 04172-1186-533, to a maximum of the lesser of the authorized "
        "amount and the margin limit (75% of good Canadian receivables under 90 days plus 50% of inventory, "
        "inventory value not to exceed $1,250,000).",
    )
    P2 = para(
        fl,
        "Interest rate: Prime Rate plus 1.15% per annum, calculated daily and payable monthly in arrears on "
        "the 22nd day of each month. The Bank's Prime Rate is the annual rate of interest announced by the "
        "Bank from time to time as its reference rate for Canadian dollar commercial loans; on the date of "
        "this Agreement it is 5.20% per annum.",
    )
    P3 = para(
        fl,
        "Repayment: Facility 1 is repayable ON DEMAND. Nothing in this Agreement, including the annual "
        "review of the facilities scheduled on or before April 30, 2028, obliges the Bank to continue to "
        "make the facility available or limits the Bank's right to demand repayment at any time.",
    )
    fl.head("FACILITIES 2 AND 3")
    para(
        fl,
        "Facility 2 is available for standby letters of credit and letters of guarantee with terms not "
        "exceeding 365 days, at an issuance fee of 1.75% per annum (minimum $250 per instrument). Facility 3 "
        "is governed by the Bank's corporate cardholder agreement, including its interest rate and payment "
        "terms.",
    )
    fl.head("FEES")
    para(
        fl,
        "Monthly monitoring fee: $175. Amendment fee for this Agreement: $2,500, payable on acceptance. "
        "Amounts drawn in excess of the authorized amount or the margin limit bear interest at the Prime "
        "Rate plus 5.00% per annum until repaid.",
    )
    fl.head("SECURITY")
    para(
        fl,
        "General security agreement constituting a first-ranking security interest in all present and "
        "after-acquired personal property of the Borrower; guarantee of Ferreira-Doyle Holdings Inc. limited "
        "to $1,000,000, supported by a postponement of claim; assignment of fire insurance on the "
        "Gravenhurst plant.",
    )
    fl.head("REPORTING AND CONDITIONS")
    para(
        fl,
        "Monthly: aged receivables and payables lists and an inventory declaration within 20 days of each "
        "month end. Annually: review-engagement financial statements within 120 days of the fiscal year end "
        "(March 31). Covenant: debt service coverage of not less than 1.25:1, tested annually.",
    )
    fl.head("GENERAL")
    P4 = para(
        fl,
        "This Agreement shall be governed by and construed in accordance with the laws of the Province of "
        "Ontario and the federal laws of Canada applicable therein. The Bank's Standard Terms and Conditions "
        "for Business Credit form part of this Agreement; if they conflict with this letter, this letter "
        "prevails.",
    )
    para(
        fl,
        "This offer is open for acceptance until November 8, 2027, after which it lapses unless extended by "
        "the Bank in writing. Please sign and return the enclosed copy to indicate your acceptance.",
    )
    fl.skip(8)
    cols(fl, [(66, "Yours truly,", "l")], 9)
    cols(fl, [(66, "TRILLIUM SHORE BANK", "l")], 9, True)
    fl.skip(16)
    cols(
        fl,
        [(66, "Per: ______________________________", "l"), (320, "Per: ______________________________", "l")],
        9,
    )
    cols(fl, [(80, "Anjali Ramkissoon-Vieira", "l"), (334, "Warrick Tenbusch", "l")], 8.6)
    cols(fl, [(80, "Senior Account Manager", "l"), (334, "Regional Credit Manager", "l")], 8.6)
    fl.skip(14)
    cols(fl, [(66, "ACCEPTANCE", "l")], 9, True)
    para(
        fl,
        "The Borrower acknowledges and accepts the terms and conditions of this Agreement.",
    )
    cols(fl, [(66, "MUSKOKA TIMBERFRAME BUILDERS LTD.", "l")], 9, True)
    fl.skip(14)
    cols(fl, [(66, "Per: ______________________________", "l"), (320, "Date: ____________________", "l")], 9)
    cols(fl, [(80, "Callum Ferreira-Doyle, President", "l")], 8.6)
    fl.finish()
    same(3800000, total, "total authorized")
    fields = {
        "borrower": FQ(
            "Muskoka Timberframe Builders Ltd.", P1, 'Muskoka Timberframe Builders Ltd. (the "Borrower")'
        ),
        "lender": FQ("Trillium Shore Bank", P1, 'Trillium Shore Bank (the "Bank")'),
        "agreement_date": FQ(
            "2027-10-18", P1, 'This letter agreement (the "Agreement") is dated October 18, 2027'
        ),
        "principal_amount": F(3800000, pg_tot, q_tot),
        "interest_rate": FQ(
            "Prime Rate plus 1.15% per annum", P2, "Interest rate: Prime Rate plus 1.15% per annum"
        ),
        "maturity_date": NULL(),
        "governing_law": FQ("Province of Ontario", P4, "the laws of the Province of Ontario"),
        "late_charge": NULL(),
    }
    notes = (
        "Ontario facility letter (letter agreement) from a bank to a corporate borrower, Canadian dollars. "
        "agreement_date is the date the letter agreement states it is dated (also the letter date), not the "
        "replaced May 9, 2024 letter or the November 8, 2027 acceptance deadline. principal_amount is the "
        "Total authorized credit facilities (sum of the three facilities), not Facility 1 alone or the "
        "inventory cap. interest_rate is the Facility 1 rate as printed; the current 5.20% Prime Rate, the "
        "1.75% issuance fee and the excess-interest rate are distractors. maturity_date is null: the "
        "principal facility is repayable on demand and no maturity is stated (the April 30, 2028 annual "
        "review is not a maturity). late_charge is null: no late charge is printed (the excess-over-limit "
        "rate is not one). governing_law is the Province of Ontario (with the applicable federal laws)."
    )
    sums = [
        SUM(
            "Facility 1 + Facility 2 + Facility 3 = Total authorized credit facilities",
            [(1, T(name, float(a), pg, q)) for (name, a), (pg, q) in zip(facs, qf, strict=True)],
            "principal_amount",
        ),
    ]
    del P3
    return p, fields, notes, sums


# ===== 3 Texas modification, renewal and extension agreement: increased principal, fixed rate, late charge
@doc(
    "b26_loan_tx_modification_extension_late_charge",
    "loan_agreement",
    "Comal Creek Self Storage modification, renewal and extension agreement",
)
def loan_tx():
    p = Pdf(face="serif")
    fl = Flow(
        p,
        top=70,
        bottom=728,
        x=70,
        w=472,
        size=9.2,
        footer="Modification, Renewal and Extension Agreement - Page {} of {}",
    )
    fl.line("After recording return to: Pedernales Valley State Bank, Attn: Loan Operations,", 7.6, lead=10)
    fl.line("410 E. San Antonio Street, New Braunfels, Texas 78130", 7.6, lead=26)
    fl.line("MODIFICATION, RENEWAL AND EXTENSION AGREEMENT", 13.4, True, align="c", lead=24)
    cols(fl, [(70, "Modification Date:", "l"), (200, "August 2, 2027", "l")], 9.2)
    q_date = "Modification Date: August 2, 2027"
    cols(
        fl,
        [
            (70, "Borrower:", "l"),
            (200, "COMAL CREEK SELF STORAGE, LLC, a Texas limited liability company", "l"),
        ],
        9.2,
    )
    cols(
        fl,
        [(70, "Lender:", "l"), (200, "PEDERNALES VALLEY STATE BANK, a Texas state banking association", "l")],
        9.2,
    )
    cols(
        fl,
        [(70, "Guarantors:", "l"), (200, "Guadalupe Ridge Holdings, LP; Esteban R. Villarreal-Haynes", "l")],
        9.2,
    )
    cols(
        fl,
        [
            (70, "Property:", "l"),
            (200, "Lot 3, Block A, Creekside Commercial Park, Comal County, Texas,", "l"),
        ],
        9.2,
    )
    cols(fl, [(200, "known as 2850 FM 306, New Braunfels, Texas 78132", "l")], 9.2)
    fl.skip(8)
    fl.head("RECITALS")
    para(
        fl,
        "A. Borrower signed a Real Estate Lien Note dated November 14, 2022 with a face amount of "
        '$3,850,000.00, payable to Lender (the "Note"), bearing interest at 5.25% per '
        "annum and maturing on November 14, 2027. The Note is secured by a Deed of Trust of even date "
        "recorded as Document No. 202206041187 in the Official Public Records of Comal County, Texas.",
    )
    para(
        fl,
        "B. The outstanding principal of the Note on the Modification Date is $3,617,284.55. Borrower has "
        "requested an additional advance of $1,242,715.45 to construct a climate-controlled storage building "
        "on the Property, and an extension of the maturity of the Note, and Lender has agreed on the terms "
        "of this Agreement.",
    )
    fl.head("AGREEMENTS")
    P1 = para(
        fl,
        '1. Principal. The principal amount of the Note is increased to $4,860,000.00 (the "Modified '
        'Principal Amount"), made up of the outstanding principal of $3,617,284.55 and the additional '
        "advance of $1,242,715.45, all of which Borrower will repay to Lender as the Note, as modified by "
        "this Agreement, provides.",
    )
    P2 = para(
        fl,
        "2. Interest Rate. From and after the Modification Date, the unpaid principal of the Note shall bear "
        "interest at a fixed rate of six and seven-eighths percent (6.875%) per annum, computed on the basis "
        "of a 360-day year and the actual number of days elapsed, but never more than the Maximum Lawful "
        "Rate.",
    )
    para(
        fl,
        "3. Payments. Principal and interest are payable in consecutive monthly installments of $34,127.66 "
        "each, beginning September 1, 2027 and continuing on the first day of each month thereafter, "
        "based on a twenty-five (25) year amortization, with all unpaid principal and accrued interest due "
        "on the Extended Maturity Date.",
    )
    P3 = para(
        fl,
        "4. Maturity. The maturity date of the Note is extended from November 14, 2027 to August 1, 2034 "
        '(the "Extended Maturity Date").',
    )
    P4 = para(
        fl,
        "5. Late Charge. For any monthly installment that Lender receives more than fifteen (15) days late, "
        "Borrower will owe a late charge of four percent (4%) of the past-due installment, limited to the "
        "highest amount the law allows.",
    )
    para(
        fl,
        "6. Default Interest. After maturity or acceleration, unpaid principal accrues interest at the "
        "lesser of eighteen percent (18%) per annum and the Maximum Lawful Rate.",
    )
    para(
        fl,
        "7. Renewal and Extension of Liens. The liens securing the Note are renewed and extended to secure "
        "the Note as modified, including the additional advance, and remain in full force and effect. "
        "Borrower acknowledges that it has no defenses, offsets or counterclaims to the Note.",
    )
    P5 = para(
        fl,
        "8. Governing Law. Texas law governs this Agreement and the Note: they are to be interpreted and "
        "enforced under the laws of the State of Texas and applicable federal law.",
    )
    para(
        fl,
        "9. Guarantors' Consent. Each Guarantor consents to this Agreement and agrees that its guaranty "
        "extends to the Note as modified, including the Modified Principal Amount.",
    )
    para(
        fl,
        "NOTICE: THIS WRITTEN AGREEMENT REPRESENTS THE FINAL AGREEMENT BETWEEN THE PARTIES AND MAY NOT BE "
        "CONTRADICTED BY EVIDENCE OF PRIOR, CONTEMPORANEOUS, OR SUBSEQUENT ORAL AGREEMENTS OF THE PARTIES. "
        "THERE ARE NO UNWRITTEN ORAL AGREEMENTS BETWEEN THE PARTIES.",
        size=8.6,
    )
    fl.skip(8)
    fl.need(150)
    cols(fl, [(70, "BORROWER:", "l"), (320, "LENDER:", "l")], 9, True)
    cols(
        fl,
        [(70, "COMAL CREEK SELF STORAGE, LLC", "l"), (320, "PEDERNALES VALLEY STATE BANK", "l")],
        8.8,
        True,
    )
    fl.skip(12)
    cols(fl, [(70, "By: ___________________________", "l"), (320, "By: ___________________________", "l")], 9)
    cols(
        fl,
        [
            (88, "Esteban R. Villarreal-Haynes, Manager", "l"),
            (338, "Dolores Kretzschmar, Senior Vice President", "l"),
        ],
        8.4,
    )
    fl.skip(10)
    cols(fl, [(70, "GUARANTORS:", "l")], 9, True)
    cols(fl, [(70, "GUADALUPE RIDGE HOLDINGS, LP, by its general partner GRH Management, LLC", "l")], 8.6)
    fl.skip(10)
    cols(fl, [(70, "By: ___________________________", "l"), (320, "______________________________", "l")], 9)
    cols(
        fl,
        [
            (88, "Esteban R. Villarreal-Haynes, Manager", "l"),
            (320, "Esteban R. Villarreal-Haynes, individually", "l"),
        ],
        8.4,
    )
    fl.skip(14)
    fl.need(70)
    cols(fl, [(70, "STATE OF TEXAS          §", "l")], 8.6)
    cols(fl, [(70, "COUNTY OF COMAL         §", "l")], 8.6)
    para(
        fl,
        "This instrument was acknowledged before me on August 2, 2027, by Esteban R. Villarreal-Haynes, "
        "Manager of Comal Creek Self Storage, LLC, a Texas limited liability company, on behalf of said "
        "company.",
        size=8.6,
    )
    cols(fl, [(320, "______________________________", "l")], 9)
    cols(fl, [(320, "Notary Public, State of Texas", "l")], 8.4)
    fl.finish()
    bal = D("3617284.55")
    adv = D("1242715.45")
    same(4860000, bal + adv, "modified principal")
    fields = {
        "borrower": F(
            "COMAL CREEK SELF STORAGE, LLC",
            1,
            "Borrower: COMAL CREEK SELF STORAGE, LLC, a Texas limited liability company",
        ),
        "lender": F(
            "PEDERNALES VALLEY STATE BANK",
            1,
            "Lender: PEDERNALES VALLEY STATE BANK, a Texas state banking association",
        ),
        "agreement_date": F("2027-08-02", 1, q_date),
        "principal_amount": FQ(4860000, P1, "The principal amount of the Note is increased to $4,860,000.00"),
        "interest_rate": FQ(
            "six and seven-eighths percent (6.875%) per annum",
            P2,
            "interest at a fixed rate of six and seven-eighths percent (6.875%) per annum",
        ),
        "maturity_date": FQ("2034-08-01", P3, "is extended from November 14, 2027 to August 1, 2034"),
        "governing_law": FQ("State of Texas", P5, "the laws of the State of Texas"),
        "late_charge": FQ(
            "a late charge of four percent (4%) of the past-due installment",
            P4,
            "Borrower will owe a late charge of four percent (4%) of the past-due installment",
        ),
    }
    notes = (
        "Texas modification, renewal and extension agreement for a real estate lien note. agreement_date "
        "is the Modification Date (also the acknowledgment date), not the November 14, 2022 note date. "
        "principal_amount is the Modified Principal Amount (outstanding principal + additional advance; "
        "sum), not "
        "the original $3,850,000.00 or either component. interest_rate is the new fixed rate as printed (the "
        "old 5.25% is a distractor). maturity_date is the Extended Maturity Date, not the replaced November "
        "14, 2027 or the first payment date. late_charge is the 4% late charge as printed; the 18% default "
        "interest is not a late charge. lender is the bank, borrower the LLC (the guarantors sign too)."
    )
    sums = [
        SUM(
            "outstanding principal + additional advance = Modified Principal Amount",
            [
                (
                    1,
                    T(
                        "outstanding principal",
                        float(bal),
                        *on(P1, "the outstanding principal of $3,617,284.55"),
                    ),
                ),
                (1, T("additional advance", float(adv), *on(P1, "the additional advance of $1,242,715.45"))),
            ],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums
