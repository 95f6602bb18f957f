"""Financial-statement builders for blind_extraction9 (5 documents).  All
companies and figures are invented.  Subtotals, totals and per-share figures
are computed from the line items drawn; the hand-written labels are checked
against them with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from pdfkit import ACC, Pdf, fmt

GREY = (0.35, 0.35, 0.35)


def dv(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def sub(a, b):
    return [x - y for x, y in zip(a, b, strict=True)]


def neg(row):
    return [-x for x in row]


def eps(ni, sh):
    return (D(ni) / D(sh)).quantize(D("0.01"))


def dk(x, nd=1):
    """Danish statement figure: 1.842,6 / -37,4 / - for zero."""
    if D(x) == 0:
        return "-"
    return fmt(x, ".", ",", nd, neg="-")


class Table:
    """A statement table: label column plus right-aligned figure columns.
    f formats a figure (ACC by default: 1,234 / (1,234) / —)."""

    def __init__(self, p, y, xs, nd=0, size=8.3, lead=12.2, x=44, f=ACC, rule_w=48):
        self.p, self.y, self.xs, self.nd, self.size, self.lead, self.x = p, y, xs, nd, size, lead, x
        self.f = f
        self.rule_w = rule_w

    def fmt(self, v, dollar=False):
        s = self.f(v, self.nd)
        return ("$ " + s) if (dollar and s not in ("—", "-")) else s

    def heads(self, *lines, bold=True, rule=True, size=None):
        size = size or self.size - 0.5
        for ln in lines:
            for x, s in zip(self.xs, ln, strict=True):
                if s:
                    self.p.text(x, self.y, s, size, bold, align="r")
            self.y += self.lead - 1.5
        if rule:
            self.p.hline(self.y - 8, self.xs[0] - self.rule_w - 12, self.xs[-1] + 2, 0.5)
        self.y += 3

    def span(self, x0, x1, s, size=None):
        """A heading centred over the columns x0..x1 with a rule under it."""
        size = size or self.size - 0.5
        self.p.text((x0 + x1) / 2, self.y, s, size, True, align="c")
        self.p.hline(self.y + 3, x0, x1, 0.4)
        self.y += self.lead - 1

    def sec(self, label, bold=True):
        self.p.text(self.x, self.y, label, self.size, bold)
        self.y += self.lead

    def row(self, label, vals, kind="", indent=0, dollar=False, note=None, note_x=None):
        """kind: '' plain, 't' total (rule above, bold), 'b' bold, 'dd' double rule under."""
        bold = kind in ("t", "b", "dd")
        if kind in ("t", "dd"):
            for x in self.xs:
                self.p.hline(self.y - self.size - 1.5, x - self.rule_w, x + 2, 0.4)
        if label:
            self.p.text(self.x + indent, self.y, label, self.size, bold)
        if note is not None:
            self.p.text(note_x, self.y, note, self.size, align="c")
        for x, v in zip(self.xs, vals, strict=True):
            if isinstance(v, str):
                self.p.text(x, self.y, v, self.size, bold, align="r")
            else:
                self.p.text(x, self.y, self.fmt(v, dollar), self.size, bold, align="r")
        if kind == "dd":
            for x in self.xs:
                self.p.hline(self.y + 3, x - self.rule_w, x + 2, 0.4)
                self.p.hline(self.y + 5, x - self.rule_w, x + 2, 0.4)
        self.y += self.lead
        return vals

    def gap(self, h=5):
        self.y += h


def sec_cover(p, form, period_line, name, state, ein, addr, extra):
    p.text(306, 60, "UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 10.5, True, align="c")
    p.text(306, 74, "Washington, D.C. 20549", 8.5, align="c")
    p.text(306, 104, "FORM " + form, 18, True, align="c")
    kind = "QUARTERLY" if form == "10-Q" else "ANNUAL"
    p.text(
        306,
        128,
        f"\u2612 {kind} REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.3,
        align="c",
    )
    p.text(306, 146, period_line, 9.5, align="c")
    p.text(306, 162, "Commission File Number 001-39" + ("472" if form == "10-Q" else "118"), 8.5, align="c")
    p.text(306, 196, name, 16, True, align="c")
    p.text(306, 209, "(Exact name of registrant as specified in its charter)", 7.6, align="c")
    p.text(170, 236, state, 9, align="c")
    p.text(442, 236, ein, 9, align="c")
    p.text(170, 246, "(State or other jurisdiction of incorporation or organization)", 7, align="c")
    p.text(442, 246, "(I.R.S. Employer Identification No.)", 7, align="c")
    p.text(306, 270, addr, 8.8, align="c")
    p.text(306, 280, "(Address of principal executive offices, including zip code)", 7, align="c")
    y = 306
    for s in extra:
        y = p.wrap(60, y, 492, s, 8.2) + 4
    return y


# ================================================================ 1 10-Q, Q2 with six-month columns and NCI
@doc(
    "b9_fs_10q_q2_nci",
    "financial_statement",
    "Corriveau Instruments, Inc. Form 10-Q for the quarter ended June 28, 2025",
)
def fs_10q_q2_nci():
    p = Pdf()
    # ---------------- page 1: cover
    p.new_page()
    sec_cover(
        p,
        "10-Q",
        "For the quarterly period ended June 28, 2025",
        "CORRIVEAU INSTRUMENTS, INC.",
        "Delaware",
        "82-4417390",
        "1200 Technology Parkway, Suite 400, Andover, Massachusetts 01810",
        [
            "Securities registered pursuant to Section 12(b) of the Act: Common Stock, par value $0.001 per share; "
            "trading symbol CRVI; The Nasdaq Stock Market LLC.",
            "Indicate by check mark whether the registrant is a large accelerated filer, an accelerated filer, a "
            "non-accelerated filer, a smaller reporting company, or an emerging growth company: Large accelerated "
            "filer \u2612.",
            "As of July 25, 2025, the registrant had 48,214,663 shares of common stock outstanding.",
        ],
    )
    p.text(306, 470, "TABLE OF CONTENTS", 9, True, align="c")
    y = 490
    for a, b in (
        ("PART I. FINANCIAL INFORMATION", ""),
        ("Item 1. Condensed Consolidated Financial Statements (Unaudited)", "2"),
        ("Item 2. Management's Discussion and Analysis", "4"),
        ("Item 3. Quantitative and Qualitative Disclosures About Market Risk", "4"),
        ("PART II. OTHER INFORMATION", "5"),
    ):
        p.text(90, y, a, 8.4)
        p.text(522, y, b, 8.4, align="r")
        y += 13
    p.footer("Page 1")

    # ---------------- page 2: income statement
    p.new_page()
    p.text(306, 50, "CORRIVEAU INSTRUMENTS, INC.", 11, True, align="c")
    p.text(306, 63, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 9.5, True, align="c")
    p.text(306, 75, "(Unaudited; in thousands, except per share amounts)", 8, align="c")
    xs = [338, 410, 496, 568]
    t = Table(p, 100, xs, size=8.1, lead=11.8, x=40, rule_w=52)
    t.span(286, 414, "Three Months Ended")
    t.y -= t.lead - 1
    t.span(444, 572, "Six Months Ended")
    t.heads(["June 28,", "June 29,", "June 28,", "June 29,"], ["2025", "2024", "2025", "2024"])
    prod = dv(184322, 171904, 361080, 338517)
    serv = dv(47915, 44268, 94211, 87990)
    t.sec("Revenue:", False)
    t.row("Product", prod, indent=10, dollar=True)
    t.row("Service", serv, indent=10)
    rev = t.row("Total revenue", add(prod, serv), "t", indent=20)
    cprod = dv(88140, 83517, 173602, 165208)
    cserv = dv(26377, 24903, 51940, 49671)
    t.sec("Cost of revenue:", False)
    t.row("Product", cprod, indent=10)
    t.row("Service", cserv, indent=10)
    cost = t.row("Total cost of revenue", add(cprod, cserv), "t", indent=20)
    gp = t.row("Gross profit", sub(rev, cost), "t")
    t.sec("Operating expenses:", False)
    rd = t.row("Research and development", dv(24806, 23118, 49377, 45930), indent=10)
    sga = t.row("Selling, general and administrative", dv(55192, 51740, 108615, 101862), indent=10)
    rs = t.row("Restructuring and other charges", dv(3415, 0, 5902, 1150), indent=10)
    opex = t.row("Total operating expenses", add(rd, sga, rs), "t", indent=20)
    op = t.row("Operating income", sub(gp, opex), "t")
    ie = t.row("Interest expense", dv(-4126, -4602, -8331, -9240), indent=10)
    oi = t.row("Other income, net", dv(1082, 655, 1764, 1203), indent=10)
    ibt = t.row("Income before income taxes", add(op, ie, oi), "t")
    tax = t.row("Provision for income taxes", dv(6878, 6513, 13044, 12295), indent=10)
    ni = t.row("Net income", sub(ibt, tax), "t")
    nci = t.row("Less: Net income attributable to noncontrolling interests", dv(1214, 988, 2390, 1905), indent=10)
    nia = t.row("Net income attributable to Corriveau Instruments, Inc.", sub(ni, nci), "dd", dollar=True)
    t.gap(4)
    t.sec("Net income per share attributable to Corriveau Instruments, Inc.:", False)
    bsh = dv(48102, 48940, 48066, 48877)
    dsh = dv(49310, 49870, 49205, 49812)
    beps = [eps(a, b) for a, b in zip(nia, bsh, strict=True)]
    deps = [eps(a, b) for a, b in zip(nia, dsh, strict=True)]
    t.nd = 2
    t.row("Basic", beps, indent=10, dollar=True)
    t.row("Diluted", deps, indent=10, dollar=True)
    t.nd = 0
    t.sec("Weighted-average shares outstanding:", False)
    t.row("Basic", bsh, indent=10)
    t.row("Diluted", dsh, indent=10)
    t.gap(8)
    p.wrap(40, t.y, 530, "See accompanying notes to the condensed consolidated financial statements.", 7.6)
    p.footer("Page 2")

    # ---------------- page 3: balance sheet
    p.new_page()
    p.text(306, 50, "CORRIVEAU INSTRUMENTS, INC.", 11, True, align="c")
    p.text(306, 63, "CONDENSED CONSOLIDATED BALANCE SHEETS", 9.5, True, align="c")
    p.text(306, 75, "(Unaudited; in thousands, except par value)", 8, align="c")
    xs = [480, 568]
    t = Table(p, 98, xs, size=8.1, lead=11.6, x=40, rule_w=60)
    t.heads(["June 28,", "December 28,"], ["2025", "2024"])
    t.sec("ASSETS")
    t.sec("Current assets:", False)
    cash = t.row("Cash and cash equivalents", dv(142618, 128905), indent=10, dollar=True)
    sti = t.row("Short-term investments", dv(35200, 41750), indent=10)
    ar = t.row("Accounts receivable, net of allowances of $2,914 and $2,688", dv(168447, 159302), indent=10)
    inv = t.row("Inventories", dv(201938, 188615), indent=10)
    pre = t.row("Prepaid expenses and other current assets", dv(27511, 24090), indent=10)
    tca = t.row("Total current assets", add(cash, sti, ar, inv, pre), "t", indent=20)
    ppe = t.row("Property, plant and equipment, net", dv(214806, 209331), indent=10)
    rou = t.row("Operating lease right-of-use assets", dv(38420, 41115), indent=10)
    gw = t.row("Goodwill", dv(311552, 311552), indent=10)
    intg = t.row("Intangible assets, net", dv(96233, 104871), indent=10)
    dta = t.row("Deferred tax assets", dv(12087, 11640), indent=10)
    oa = t.row("Other assets", dv(19344, 18006), indent=10)
    ta = t.row("Total assets", add(tca, ppe, rou, gw, intg, dta, oa), "dd", dollar=True)
    t.gap(4)
    t.sec("LIABILITIES AND EQUITY")
    t.sec("Current liabilities:", False)
    ap = t.row("Accounts payable", dv(74215, 70882), indent=10, dollar=True)
    acc = t.row("Accrued compensation and benefits", dv(31460, 38917), indent=10)
    al = t.row("Accrued and other current liabilities", dv(45118, 41226), indent=10)
    dr = t.row("Deferred revenue", dv(29704, 27361), indent=10)
    cltd = t.row("Current portion of long-term debt", dv(15000, 15000), indent=10)
    tcl = t.row("Total current liabilities", add(ap, acc, al, dr, cltd), "t", indent=20)
    ltd = t.row("Long-term debt, net of current portion", dv(268755, 276230), indent=10)
    oll = t.row("Operating lease liabilities, non-current", dv(32981, 35744), indent=10)
    dtl = t.row("Deferred tax liabilities", dv(18402, 19115), indent=10)
    oll2 = t.row("Other long-term liabilities", dv(14630, 13982), indent=10)
    tl = t.row("Total liabilities", add(tcl, ltd, oll, dtl, oll2), "t", indent=20)
    t.row("Commitments and contingencies (Note 11)", ["", ""], indent=10)
    t.sec("Equity:", False)
    cs = t.row("Common stock, $0.001 par value; 200,000 shares authorized", dv(49, 48), indent=10)
    apic = t.row("Additional paid-in capital", dv(412377, 401962), indent=10)
    aoci = t.row("Accumulated other comprehensive loss", dv(-8214, -11530), indent=10)
    ts = t.row("Treasury stock, at cost", dv(-60118, -52400), indent=10)
    nci_bs = dv(21904, 19514)
    # retained earnings: what the balance sheet needs to balance
    re = [
        a - l - c - ap_ - ao - tr - n
        for a, l, c, ap_, ao, tr, n in zip(ta, tl, cs, apic, aoci, ts, nci_bs, strict=True)
    ]
    t.row("Retained earnings", re, indent=10)
    se = t.row("Total Corriveau Instruments, Inc. stockholders' equity", add(cs, apic, aoci, ts, re), "t", indent=20)
    t.row("Noncontrolling interests", nci_bs, indent=10)
    te = t.row("Total equity", add(se, nci_bs), "t", indent=20)
    tle = t.row("Total liabilities and equity", add(tl, te), "dd", dollar=True)
    p.footer("Page 3")

    # ---------------- page 4: cash flows (condensed) and MD&A excerpt
    p.new_page()
    p.text(306, 50, "CORRIVEAU INSTRUMENTS, INC.", 11, True, align="c")
    p.text(306, 63, "CONDENSED CONSOLIDATED STATEMENTS OF CASH FLOWS (EXCERPT)", 9.5, True, align="c")
    p.text(306, 75, "(Unaudited; in thousands)", 8, align="c")
    xs = [480, 568]
    t = Table(p, 98, xs, size=8.1, lead=11.6, x=40, rule_w=60)
    t.span(420, 572, "Six Months Ended")
    t.heads(["June 28, 2025", "June 29, 2024"])
    ni6 = [ni[2], ni[3]]
    t.row("Net income", ni6, dollar=True)
    da = t.row("Depreciation and amortization", dv(24118, 22746), indent=10)
    sbc = t.row("Stock-based compensation", dv(9552, 8810), indent=10)
    dtx = t.row("Deferred income taxes", dv(-1162, -934), indent=10)
    wc = dv(-26531, -17122)
    t.row("Changes in operating assets and liabilities, net", wc, indent=10)
    cfo = t.row("Net cash provided by operating activities", add(ni6, da, sbc, dtx, wc), "t")
    cfi_l = [dv(-18904, -21377), dv(-12000, -25000), dv(18550, 16000)]
    t.row("Purchases of property, plant and equipment", cfi_l[0], indent=10)
    t.row("Purchases of short-term investments", cfi_l[1], indent=10)
    t.row("Maturities of short-term investments", cfi_l[2], indent=10)
    cfi = t.row("Net cash used in investing activities", add(*cfi_l), "t")
    cff_l = [dv(-7500, -7500), dv(-7718, -4950), dv(-15087, -14210), dv(3114, 2476), dv(0, -1200)]
    t.row("Repayments of long-term debt", cff_l[0], indent=10)
    t.row("Repurchases of common stock", cff_l[1], indent=10)
    t.row("Dividends paid", cff_l[2], indent=10)
    t.row("Proceeds from employee stock plans", cff_l[3], indent=10)
    t.row("Distributions to noncontrolling interests", cff_l[4], indent=10)
    cff = t.row("Net cash used in financing activities", add(*cff_l), "t")
    fx = t.row("Effect of exchange rate changes on cash", dv(1037, -412))
    chg = t.row("Net increase in cash, cash equivalents and restricted cash", add(cfo, cfi, cff, fx), "t")
    beg = t.row("Cash, cash equivalents and restricted cash, beginning of period", dv(131405, 108262))
    end = t.row("Cash, cash equivalents and restricted cash, end of period", add(beg, chg), "dd", dollar=True)
    t.gap(12)
    p.text(
        40,
        t.y,
        "Item 2. Management's Discussion and Analysis of Financial Condition and Results of Operations",
        9,
        True,
    )
    y = t.y + 16
    y = p.wrap(
        40,
        y,
        532,
        "Second quarter overview. Total revenue for the second quarter of fiscal 2025 was $232.2 million, an "
        "increase of 7.4% compared with $216.2 million in the second quarter of fiscal 2024, driven by higher "
        "analyzer placements and service contract renewals. Operating income was $34.3 million, or 14.8% of revenue. "
        "Excluding restructuring and other charges, adjusted operating income (a non-GAAP measure) was $37.7 "
        "million. Net income attributable to Corriveau Instruments, Inc. was $23.2 million, or $0.47 per diluted share.",
        8.2,
        gap=4,
    )
    y = p.wrap(
        40,
        y,
        532,
        "Liquidity. As of June 28, 2025 we had cash, cash equivalents and short-term investments of $177.8 million "
        "and $2.5 million of restricted cash held as collateral for letters of credit, which is included in other "
        "assets. Our fiscal quarters end on the Saturday closest to the end of the calendar quarter; the second "
        "quarters of fiscal 2025 and 2024 each contained 13 weeks.",
        8.2,
    )
    p.footer("Page 4")

    for lab, comp, what in (
        (232237, rev[0], "revenue"),
        (34307, op[0], "operating income"),
        (23171, nia[0], "NI attributable"),
        (0.47, deps[0], "diluted EPS"),
        (1268156, ta[0], "total assets"),
        (530265, tl[0], "total liabilities"),
        (737891, te[0], "total equity"),
        (142618, cash[0], "cash"),
        (1268156, tle[0], "total L+E"),
        (715987, se[0], "stockholders' equity"),
        (145118, end[0], "end cash incl restricted"),
    ):
        same(lab, comp, what)
    fields = {
        "company_name": F("Corriveau Instruments, Inc.", 1, "CORRIVEAU INSTRUMENTS, INC."),
        "report_type": F("10-Q", 1, "FORM 10-Q"),
        "period_end_date": F("2025-06-28", 1, "For the quarterly period ended June 28, 2025"),
        "currency": F("USD", 2, "Product $ 184,322"),
        "total_revenue": F(232237000, 2, "Total revenue 232,237 216,172 455,291 426,507"),
        "operating_income": F(34307000, 2, "Operating income 34,307 32,894 65,855 62,686"),
        "net_income": F(23171000, 2, "Net income attributable to Corriveau Instruments, Inc. $ 23,171"),
        "diluted_eps": F(0.47, 2, "Diluted $ 0.47"),
        "total_assets": F(1268156000, 3, "Total assets $ 1,268,156"),
        "total_liabilities": F(530265000, 3, "Total liabilities 530,265"),
        "total_equity": F(737891000, 3, "Total equity 737,891"),
        "cash_and_equivalents": F(142618000, 3, "Cash and cash equivalents $ 142,618"),
    }
    notes = (
        "10-Q for the 13-week quarter ended June 28, 2025 (fiscal quarters end on the Saturday closest to "
        "quarter end), in thousands except per share. Statement of operations columns: Three Months Ended "
        "June 28, 2025 | June 29, 2024, then Six Months Ended June 28, 2025 | June 29, 2024; the current period "
        "is the FIRST column (three months 2025), and the six-month figures are distractors. Row quotes hold all "
        "four columns. net_income is 'Net income attributable to Corriveau Instruments, Inc.' 23,171, not "
        "'Net income' 24,385 (which includes noncontrolling interests). diluted_eps 0.47 vs basic 0.48. "
        "Balance sheet columns June 28, 2025 | December 28, 2024 (current first). total_equity is 'Total equity' "
        "737,891 (including noncontrolling interests) vs 'Total Corriveau Instruments, Inc. stockholders' equity' "
        "715,987; total_liabilities is 'Total liabilities' 530,265 vs 'Total current liabilities'. Cash is 'Cash "
        "and cash equivalents' 142,618; the cash-flow total 'cash, cash equivalents and restricted cash' 145,118 "
        "and the MD&A 'cash, cash equivalents and short-term investments of $177.8 million' are distractors, as "
        "are MD&A's rounded revenue ($232.2 million) and non-GAAP adjusted operating income. The cover's "
        "shares-outstanding date July 25, 2025 is not the period end. No field is null."
    )
    sums = [
        SUM(
            "revenue less costs and expenses",
            [
                (1, "total_revenue"),
                (-1, T("Total cost of revenue", 114517000, 2, "Total cost of revenue 114,517")),
                (-1, T("Total operating expenses", 83413000, 2, "Total operating expenses 83,413")),
            ],
            "operating_income",
        ),
        SUM(
            "operating income to net income attributable",
            [
                (1, "operating_income"),
                (-1, T("Interest expense", 4126000, 2, "Interest expense (4,126)")),
                (1, T("Other income, net", 1082000, 2, "Other income, net 1,082")),
                (-1, T("Provision for income taxes", 6878000, 2, "Provision for income taxes 6,878")),
                (-1, T("NCI", 1214000, 2, "noncontrolling interests 1,214")),
            ],
            "net_income",
        ),
        SUM(
            "equity including noncontrolling interests",
            [
                (1, T("stockholders' equity", 715987000, 3, "stockholders' equity 715,987")),
                (1, T("Noncontrolling interests", 21904000, 3, "Noncontrolling interests 21,904")),
            ],
            "total_equity",
        ),
        SUM(
            "current assets",
            [
                (1, "cash_and_equivalents"),
                (1, T("Short-term investments", 35200000, 3, "Short-term investments 35,200")),
                (1, T("Accounts receivable", 168447000, 3, "$2,914 and $2,688 168,447")),
                (1, T("Inventories", 201938000, 3, "Inventories 201,938")),
                (1, T("Prepaid", 27511000, 3, "Prepaid expenses and other current assets 27,511")),
            ],
            T("Total current assets", 575714000, 3, "Total current assets 575,714"),
        ),
    ]
    return p, fields, notes, sums


def acc1(x, nd=1):
    return ACC(x, nd)


# ================================================================ 2 10-K, columns oldest first, net loss year
@doc("b9_fs_10k_oldest_first_loss", "financial_statement", "Ashgrove Specialty Chemicals Corp. Form 10-K fiscal 2025")
def fs_10k_oldest_first_loss():
    p = Pdf()
    # ---------------- page 1: cover
    p.new_page()
    sec_cover(
        p,
        "10-K",
        "For the fiscal year ended September 30, 2025",
        "ASHGROVE SPECIALTY CHEMICALS CORP.",
        "Ohio",
        "31-1774052",
        "4800 Riverside Commerce Drive, Cincinnati, Ohio 45226",
        [
            "Securities registered pursuant to Section 12(b) of the Act: Common Shares, without par value; trading "
            "symbol ASGC; New York Stock Exchange.",
            "The aggregate market value of the common shares held by non-affiliates of the registrant, computed by "
            "reference to the closing price on March 31, 2025 (the last business day of the registrant's most "
            "recently completed second fiscal quarter), was approximately $1.9 billion.",
            "As of November 14, 2025, there were 58,702,118 common shares outstanding.",
            "DOCUMENTS INCORPORATED BY REFERENCE: Portions of the registrant's definitive proxy statement for its "
            "2026 Annual Meeting of Shareholders are incorporated by reference into Part III.",
        ],
    )
    p.footer("1")

    # computations first (the MD&A page quotes them)
    sales = dv("1612.4", "1688.9", "1731.7")
    cogs = dv("1198.6", "1262.3", "1318.5")
    gp = sub(sales, cogs)
    sga = dv("231.7", "244.9", "258.3")
    rd = dv("41.2", "43.8", "46.1")
    gwi = dv(0, 0, "92.4")
    amort = dv("22.6", "22.1", "21.9")
    op = sub(gp, add(sga, rd, gwi, amort))
    intx = dv("-58.4", "-63.5", "-61.8")
    ext_l = dv(0, 0, "-14.7")
    oth = dv("2.2", "1.6", "3.9")
    ibt = add(op, intx, ext_l, oth)
    tax = dv("14.9", "12.8", "6.2")
    ni = sub(ibt, tax)
    nci = dv("0.9", "1.0", "1.1")
    nia = sub(ni, nci)
    bsh = dv("58.8", "58.9", "58.6")
    dsh = dv("59.4", "59.0", "58.6")
    beps = [eps(a, b) for a, b in zip(nia, bsh, strict=True)]
    deps = [eps(a, b) for a, b in zip(nia, dsh, strict=True)]

    # ---------------- page 2: MD&A excerpt
    p.new_page()
    p.text(
        40,
        56,
        "Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations",
        9.5,
        True,
    )
    y = 76
    for head, body in (
        (
            "Fiscal 2025 compared with fiscal 2024",
            "Net sales increased 2.5% to $1.73 billion in fiscal 2025 from $1.69 billion in fiscal 2024, reflecting "
            "price increases in coatings additives partly offset by lower volumes in water-treatment chemistries. "
            "In the fourth quarter we recorded a non-cash goodwill impairment charge of $92.4 million in the "
            "Water Solutions reporting unit, which resulted in an operating loss of $5.5 million for the year. "
            "Excluding the impairment, adjusted operating income was $86.9 million.",
        ),
        (
            "Net loss",
            "Net loss attributable to Ashgrove was $85.4 million, or $1.46 per diluted share, compared with net "
            "income of $40.1 million, or $0.68 per diluted share, in fiscal 2024. Results for fiscal 2025 include "
            "a $14.7 million loss on the extinguishment of our 2027 senior notes. Adjusted diluted earnings per "
            "share (non-GAAP) were $0.71. Because of the net loss, potentially dilutive shares were excluded from "
            "the diluted per-share calculation for fiscal 2025.",
        ),
        (
            "Liquidity and capital resources",
            "At September 30, 2025 we had cash and cash equivalents of $96.7 million and $318.0 million of "
            "undrawn capacity under our revolving credit facility, for total liquidity of $414.7 million. Adjusted "
            "EBITDA for fiscal 2025 was $174.3 million. We expect capital expenditures of $70 million to $75 "
            "million in fiscal 2026.",
        ),
    ):
        p.text(40, y, head, 8.8, True)
        y = p.wrap(40, y + 13, 532, body, 8.4) + 8
    p.text(40, y + 4, "Selected results (in millions, except per share)", 8.4, True)
    xs = [400, 480, 560]
    t = Table(p, y + 22, xs, nd=1, size=8.2, lead=12, x=40, f=acc1)
    t.heads(["Fiscal 2023", "Fiscal 2024", "Fiscal 2025"])
    t.row("Net sales", sales, dollar=True)
    t.row("Adjusted EBITDA (non-GAAP)", dv("192.6", "188.1", "174.3"))
    t.nd = 2
    t.row("Adjusted diluted EPS (non-GAAP)", dv("0.79", "0.71", "0.71"), dollar=True)
    p.footer("38")

    # ---------------- page 3: income statement, oldest year first
    p.new_page()
    p.text(306, 50, "ASHGROVE SPECIALTY CHEMICALS CORP.", 11, True, align="c")
    p.text(306, 63, "CONSOLIDATED STATEMENTS OF OPERATIONS", 9.5, True, align="c")
    p.text(306, 75, "(In millions, except per share data)", 8, align="c")
    t = Table(p, 100, xs, nd=1, size=8.3, lead=12.6, x=40, f=acc1)
    t.span(340, 564, "Fiscal Years Ended September 30,")
    t.heads(["2023", "2024", "2025"])
    t.row("Net sales", sales, dollar=True)
    t.row("Cost of goods sold", cogs)
    t.row("Gross profit", gp, "t")
    t.row("Selling, general and administrative expenses", sga, indent=10)
    t.row("Research and development expenses", rd, indent=10)
    t.row("Goodwill impairment", gwi, indent=10)
    t.row("Amortization of intangible assets", amort, indent=10)
    t.row("Operating income (loss)", op, "t")
    t.row("Interest expense, net", intx, indent=10)
    t.row("Loss on extinguishment of debt", ext_l, indent=10)
    t.row("Other income, net", oth, indent=10)
    t.row("Income (loss) before income taxes", ibt, "t")
    t.row("Income tax expense", tax, indent=10)
    t.row("Net income (loss)", ni, "t")
    t.row("Net income attributable to noncontrolling interests", nci, indent=10)
    t.row("Net income (loss) attributable to Ashgrove Specialty Chemicals Corp.", nia, "dd", dollar=True)
    t.gap(6)
    t.sec("Earnings (loss) per common share:", False)
    t.nd = 2
    t.row("Basic", beps, indent=10, dollar=True)
    t.row("Diluted", deps, indent=10, dollar=True)
    t.nd = 1
    t.sec("Weighted-average common shares outstanding:", False)
    t.row("Basic", bsh, indent=10)
    t.row("Diluted", dsh, indent=10)
    t.gap(8)
    p.wrap(40, t.y, 532, "The accompanying notes are an integral part of these consolidated financial statements.", 7.6)
    p.footer("52")

    # ---------------- page 4: balance sheet, oldest first
    p.new_page()
    p.text(306, 50, "ASHGROVE SPECIALTY CHEMICALS CORP.", 11, True, align="c")
    p.text(306, 63, "CONSOLIDATED BALANCE SHEETS", 9.5, True, align="c")
    p.text(306, 75, "(In millions)", 8, align="c")
    xs2 = [480, 560]
    t = Table(p, 100, xs2, nd=1, size=8.3, lead=12.2, x=40, f=acc1)
    t.span(420, 564, "September 30,")
    t.heads(["2024", "2025"])
    t.sec("Assets")
    cash = t.row("Cash and cash equivalents", dv("118.4", "96.7"), indent=10, dollar=True)
    ar = t.row("Accounts receivable, less allowance of $4.1 and $4.6", dv("241.9", "233.5"), indent=10)
    inv = t.row("Inventories", dv("288.6", "301.2"), indent=10)
    pre = t.row("Prepaid expenses and other current assets", dv("34.7", "39.8"), indent=10)
    tca = t.row("Total current assets", add(cash, ar, inv, pre), "t", indent=20)
    ppe = t.row("Property, plant and equipment, net", dv("612.3", "627.9"), indent=10)
    gw = t.row("Goodwill", dv("498.5", "406.1"), indent=10)
    itg = t.row("Intangible assets, net", dv("214.6", "192.7"), indent=10)
    olta = t.row("Other long-term assets", dv("47.2", "51.6"), indent=10)
    ta = t.row("Total assets", add(tca, ppe, gw, itg, olta), "dd", dollar=True)
    t.gap(4)
    t.sec("Liabilities and Equity")
    ap = t.row("Accounts payable", dv("176.8", "169.4"), indent=10, dollar=True)
    acr = t.row("Accrued liabilities", dv("98.3", "104.6"), indent=10)
    cpd = t.row("Current portion of long-term debt", dv("20.0", "25.0"), indent=10)
    tcl = t.row("Total current liabilities", add(ap, acr, cpd), "t", indent=20)
    ltd = t.row("Long-term debt", dv("842.6", "861.9"), indent=10)
    pen = t.row("Pension and postretirement benefits", dv("61.4", "55.8"), indent=10)
    dtl = t.row("Deferred income taxes", dv("48.7", "41.3"), indent=10)
    oltl = t.row("Other long-term liabilities", dv("37.5", "39.9"), indent=10)
    tl = t.row("Total liabilities", add(tcl, ltd, pen, dtl, oltl), "t", indent=20)
    cs = dv("0.6", "0.6")
    apic = dv("512.4", "519.8")
    aoci = dv("-41.8", "-36.2")
    trs = dv("-88.0", "-95.5")
    ncib = dv("9.8", "10.4")
    re = [a - b - c - d - e - f - g for a, b, c, d, e, f, g in zip(ta, tl, cs, apic, aoci, trs, ncib, strict=True)]
    t.row("Common shares, without par value", cs, indent=10)
    t.row("Additional paid-in capital", apic, indent=10)
    t.row("Retained earnings", re, indent=10)
    t.row("Accumulated other comprehensive loss", aoci, indent=10)
    t.row("Treasury shares, at cost", trs, indent=10)
    se = t.row("Total Ashgrove shareholders' equity", add(cs, apic, re, aoci, trs), "t", indent=20)
    t.row("Noncontrolling interests", ncib, indent=10)
    te = t.row("Total equity", add(se, ncib), "t", indent=20)
    t.row("Total liabilities and equity", add(tl, te), "dd", dollar=True)
    p.footer("53")

    for lab, comp, what in (
        (1731.7, sales[2], "sales"),
        (-5.5, op[2], "operating loss"),
        (-85.4, nia[2], "NI attributable"),
        (-1.46, deps[2], "diluted EPS"),
        (1949.5, ta[1], "total assets"),
        (1297.9, tl[1], "total liabilities"),
        (651.6, te[1], "total equity"),
        (96.7, cash[1], "cash"),
        (-84.3, ni[2], "net loss incl NCI"),
        (641.2, se[1], "shareholders' equity"),
    ):
        same(lab, comp, what)
    fields = {
        "company_name": F("Ashgrove Specialty Chemicals Corp.", 1, "ASHGROVE SPECIALTY CHEMICALS CORP."),
        "report_type": F("10-K", 1, "FORM 10-K"),
        "period_end_date": F("2025-09-30", 1, "For the fiscal year ended September 30, 2025"),
        "currency": F("USD", 3, "Net sales $ 1,612.4 $ 1,688.9 $ 1,731.7"),
        "total_revenue": F(1731700000, 3, "Net sales $ 1,612.4 $ 1,688.9 $ 1,731.7"),
        "operating_income": F(-5500000, 3, "Operating income (loss) 118.3 115.8 (5.5)"),
        "net_income": F(
            -85400000, 3, "Net income (loss) attributable to Ashgrove Specialty Chemicals Corp. $ 46.3 $ 40.1 $ (85.4)"
        ),
        "diluted_eps": F(-1.46, 3, "Diluted $ 0.78 $ 0.68 $ (1.46)"),
        "total_assets": F(1949500000, 4, "Total assets $ 2,056.2 $ 1,949.5"),
        "total_liabilities": F(1297900000, 4, "Total liabilities 1,285.3 1,297.9"),
        "total_equity": F(651600000, 4, "Total equity 770.9 651.6"),
        "cash_and_equivalents": F(96700000, 4, "Cash and cash equivalents $ 118.4 $ 96.7"),
    }
    notes = (
        "10-K for the fiscal year ended September 30, 2025, in millions with one decimal. Every table runs "
        "OLDEST FIRST: the statement of operations has columns 2023 | 2024 | 2025 and the balance sheet 2024 | "
        "2025, so the current year is the LAST (rightmost) column; row quotes hold all columns. Fiscal 2025 is a "
        "loss year: operating income (loss) (5.5) after a 92.4 goodwill impairment, net loss attributable to "
        "Ashgrove (85.4) (net_income; 'Net income (loss)' (84.3) includes noncontrolling interests), diluted "
        "EPS (1.46) (equal to basic because dilutive shares are excluded in a loss year); the positive prior-year "
        "figures are distractors. total_equity is 'Total equity' 651.6 (incl. noncontrolling interests) vs "
        "'Total Ashgrove shareholders' equity' 641.2. The MD&A page (page 2) repeats figures rounded ($1.73 "
        "billion) and adds non-GAAP adjusted operating income, adjusted EBITDA and adjusted EPS, total liquidity "
        "$414.7 million and a selected-results table, all distractors. Cover dates March 31, 2025 and November "
        "14, 2025 are not the period end. No field is null."
    )
    sums = [
        SUM(
            "gross profit less operating expenses",
            [
                (1, T("Gross profit 2025", 413200000, 3, "Gross profit 413.8 426.6 413.2")),
                (-1, T("SG&A 2025", 258300000, 3, "Selling, general and administrative expenses 231.7 244.9 258.3")),
                (-1, T("R&D 2025", 46100000, 3, "Research and development expenses 41.2 43.8 46.1")),
                (-1, T("Goodwill impairment 2025", 92400000, 3, "Goodwill impairment — — 92.4")),
                (-1, T("Amortization 2025", 21900000, 3, "Amortization of intangible assets 22.6 22.1 21.9")),
            ],
            "operating_income",
        ),
        SUM(
            "operating loss to net loss attributable",
            [
                (1, "operating_income"),
                (-1, T("Interest expense 2025", 61800000, 3, "Interest expense, net (58.4) (63.5) (61.8)")),
                (-1, T("Loss on extinguishment 2025", 14700000, 3, "Loss on extinguishment of debt — — (14.7)")),
                (1, T("Other income 2025", 3900000, 3, "Other income, net 2.2 1.6 3.9")),
                (-1, T("Income tax expense 2025", 6200000, 3, "Income tax expense 14.9 12.8 6.2")),
                (-1, T("NCI 2025", 1100000, 3, "Net income attributable to noncontrolling interests 0.9 1.0 1.1")),
            ],
            "net_income",
        ),
        SUM(
            "equity including noncontrolling interests",
            [
                (1, T("shareholders' equity 2025", 641200000, 4, "Total Ashgrove shareholders' equity 761.1 641.2")),
                (1, T("Noncontrolling interests 2025", 10400000, 4, "Noncontrolling interests 9.8 10.4")),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 3 Danish annual report (in Danish), DKK million
@doc("b9_fs_dk_aarsrapport", "financial_statement", "Limfjord Træindustri A/S Årsrapport 2024/25")
def fs_dk_aarsrapport():
    p = Pdf(595, 842)
    # figures (mio. kr.), current year first
    oms = dv("1842.6", "1716.3")
    prod = dv("-1391.4", "-1302.8")
    brutto = add(oms, prod)
    dist = dv("-148.2", "-139.5")
    adm = dv("-96.7", "-91.2")
    andre = dv("4.1", "3.3")
    ebit = add(brutto, dist, adm, andre)
    assoc = dv("6.8", "5.2")
    fin_i = dv("3.9", "2.7")
    fin_o = dv("-28.5", "-31.8")
    rfs = add(ebit, assoc, fin_i, fin_o)
    skat = dv("-43.1", "-36.0")
    aar = add(rfs, skat)
    mino = dv("7.6", "6.4")
    aktion = sub(aar, mino)
    eps_b = [eps(a, b) for a, b in zip(aktion, dv("4.15", "4.15"), strict=True)]
    eps_d = [eps(a, b) for a, b in zip(aktion, dv("4.18", "4.17"), strict=True)]
    ai_k = dv("1621.9", "1522.6")  # 'Balancesum' in the key figures; checked against the balance sheet below

    # ---------------- page 1: cover
    p.new_page()
    p.shade(0, 0, 595, 300, 0.18)
    p.text(50, 120, "LIMFJORD TRÆINDUSTRI", 26, True, color=(1, 1, 1))
    p.text(50, 160, "Årsrapport 2024/25", 20, color=(1, 1, 1))
    p.text(50, 184, "1. oktober 2024 - 30. september 2025", 11, color=(1, 1, 1))
    lines = [
        "Limfjord Træindustri A/S",
        "Havnevej 22, 9670 Løgstør",
        "CVR-nr. 29 84 11 62",
        "Hjemstedskommune: Vesthimmerland",
        "",
        "Årsrapporten er fremlagt og godkendt på selskabets ordinære generalforsamling",
        "den 16. december 2025.",
        "",
        "Dirigent: advokat Mette Søndergaard",
    ]
    y = 360
    for s in lines:
        p.text(50, y, s, 10)
        y += 15
    p.text(
        50,
        780,
        "Koncernregnskabet er aflagt i overensstemmelse med IFRS Accounting Standards som godkendt af EU.",
        7.8,
        color=GREY,
    )
    p.text(50, 792, "Alle beløb er i mio. kr., medmindre andet er anført.", 7.8, color=GREY)

    # ---------------- page 2: management review, five-year key figures (current year first)
    p.new_page()
    p.text(50, 60, "Ledelsesberetning", 15, True)
    p.text(50, 84, "Hoved- og nøgletal for koncernen", 10.5, True)
    xs = [300, 360, 420, 480, 540]
    t = Table(p, 104, xs, nd=1, size=8, lead=11.6, x=50, f=dk, rule_w=40)
    t.heads(["2024/25", "2023/24", "2022/23", "2021/22", "2020/21"])
    t.sec("Mio. kr.", False)
    t.row("Nettoomsætning", [oms[0], oms[1]] + dv("1588.0", "1497.2", "1311.9"))
    t.row("EBITDA", dv("268.9", "241.7", "208.3", "201.5", "166.0"))
    t.row("Resultat af primær drift (EBIT)", [ebit[0], ebit[1]] + dv("149.2", "151.8", "118.4"))
    t.row("Finansielle poster, netto", [fin_i[0] + fin_o[0], fin_i[1] + fin_o[1]] + dv("-26.4", "-18.9", "-17.5"))
    t.row("Årets resultat", [aar[0], aar[1]] + dv("95.8", "104.0", "77.3"))
    t.row("Balancesum", ai_k + dv("1712.6", "1598.4", "1450.1"))
    t.row("Investeringer i materielle aktiver", dv("104.6", "91.3", "88.0", "120.7", "64.2"))
    t.gap(4)
    t.sec("Nøgletal", False)
    t.row("Overskudsgrad (EBIT-margin), %", dv("11.4", "10.8", "9.4", "10.1", "9.0"))
    t.row("Egenkapitalandel, %", dv("56.0", "53.6", "50.1", "48.7", "47.2"))
    t.f = lambda v, nd: dk(v, 2)
    t.row("Resultat pr. aktie (EPS), kr.", [eps_b[0], eps_b[1]] + dv("22.05", "23.93", "17.78"))
    t.row("Udbytte pr. aktie, kr.", dv("12.00", "10.00", "8.00", "8.00", "6.00"))
    t.f = dk
    y = t.y + 14
    for head, body in (
        (
            "Årets resultat",
            "Koncernens nettoomsætning steg med 7,4 % til 1.842,6 mio. kr. (1.716,3 mio. kr.), drevet af højere "
            "salg af limtræ til det svenske og tyske byggemarked. Resultat af primær drift (EBIT) blev 210,4 mio. "
            "kr. mod forventet 195-205 mio. kr. i den oprindelige udmelding. Årets resultat efter skat blev 149,5 "
            "mio. kr., hvoraf 141,9 mio. kr. tilfalder aktionærerne i Limfjord Træindustri A/S.",
        ),
        (
            "Forventninger til 2025/26",
            "For regnskabsåret 2025/26 forventes en nettoomsætning på 1.900-2.000 mio. kr. og et EBIT på 215-235 "
            "mio. kr. Bestyrelsen foreslår et udbytte på 12,00 kr. pr. aktie, i alt 49,8 mio. kr.",
        ),
    ):
        p.text(50, y, head, 9.5, True)
        y = p.wrap(50, y + 13, 495, body, 8.6) + 8
    p.footer("Limfjord Træindustri A/S · Årsrapport 2024/25 · side 4")

    # ---------------- page 3: income statement
    p.new_page()
    p.text(50, 60, "Resultatopgørelse", 15, True)
    p.text(50, 76, "1. oktober - 30. september · Koncern · Beløb i mio. kr.", 8.5, color=GREY)
    xs = [460, 540]
    t = Table(p, 104, xs, nd=1, size=8.6, lead=13, x=50, f=dk, rule_w=56)
    p.text(400, 104, "Note", 8.2, True, align="c")
    t.heads(["2024/25", "2023/24"])
    t.row("Nettoomsætning", oms, note="2", note_x=400)
    t.row("Produktionsomkostninger", prod, note="3", note_x=400)
    t.row("Bruttoresultat", brutto, "t")
    t.row("Distributionsomkostninger", dist, note="3", note_x=400)
    t.row("Administrationsomkostninger", adm, note="3, 4", note_x=400)
    t.row("Andre driftsindtægter", andre)
    t.row("Resultat af primær drift (EBIT)", ebit, "t")
    t.row("Resultat af kapitalandele i associerede virksomheder", assoc, note="12", note_x=400)
    t.row("Finansielle indtægter", fin_i, note="6", note_x=400)
    t.row("Finansielle omkostninger", fin_o, note="6", note_x=400)
    t.row("Resultat før skat", rfs, "t")
    t.row("Skat af årets resultat", skat, note="7", note_x=400)
    t.row("Årets resultat", aar, "dd")
    t.gap(8)
    t.sec("Fordeles således:", False)
    t.row("Aktionærer i Limfjord Træindustri A/S", aktion, indent=10)
    t.row("Minoritetsinteresser", mino, indent=10)
    t.row("", aar, "t")
    t.gap(8)
    t.sec("Resultat pr. aktie", False)
    t.f = lambda v, nd: dk(v, 2)
    t.row("Resultat pr. aktie (EPS), kr.", eps_b, indent=10, note="8", note_x=400)
    t.row("Udvandet resultat pr. aktie (EPS-D), kr.", eps_d, indent=10, note="8", note_x=400)
    t.f = dk
    p.footer("Limfjord Træindustri A/S · Årsrapport 2024/25 · side 31")

    # ---------------- page 4: balance sheet
    p.new_page()
    p.text(50, 56, "Balance pr. 30. september", 15, True)
    p.text(50, 72, "Koncern · Beløb i mio. kr.", 8.5, color=GREY)
    t = Table(p, 96, xs, nd=1, size=8.3, lead=11.7, x=50, f=dk, rule_w=56)
    t.heads(["30.09.2025", "30.09.2024"])
    t.sec("AKTIVER")
    im = t.row("Immaterielle aktiver", dv("212.4", "219.8"), indent=8)
    ma = t.row("Materielle aktiver", dv("688.1", "645.3"), indent=8)
    ka = t.row("Kapitalandele i associerede virksomheder", dv("41.7", "36.9"), indent=8)
    us = t.row("Udskudte skatteaktiver", dv("9.6", "11.2"), indent=8)
    la = t.row("Langfristede aktiver i alt", add(im, ma, ka, us), "t")
    vb = t.row("Varebeholdninger", dv("318.9", "296.4"), indent=8)
    ts = t.row("Tilgodehavender fra salg", dv("241.5", "228.7"), indent=8)
    at = t.row("Andre tilgodehavender", dv("22.4", "19.8"), indent=8)
    lb = t.row("Likvide beholdninger", dv("87.3", "64.5"), indent=8)
    ka2 = t.row("Kortfristede aktiver i alt", add(vb, ts, at, lb), "t")
    ai = t.row("Aktiver i alt", add(la, ka2), "dd")
    t.gap(6)
    t.sec("PASSIVER")
    ak = dv("41.5", "41.5")
    rv = dv("-3.2", "-4.8")
    fu = dv("49.8", "41.5")
    mi = dv("38.6", "33.0")
    # liabilities
    lk = dv("295.4", "318.7")
    ll = dv("48.2", "44.6")
    usk = dv("52.8", "49.1")
    lf = add(lk, ll, usk)
    kk = dv("40.0", "40.0")
    lev = dv("176.3", "162.5")
    sk = dv("12.4", "9.8")
    ag = dv("88.7", "81.2")
    kf = add(kk, lev, sk, ag)
    fi = add(lf, kf)
    ek = sub(ai, fi)
    ov = [e - a - r - f - m for e, a, r, f, m in zip(ek, ak, rv, fu, mi, strict=True)]
    t.row("Aktiekapital", ak, indent=8)
    t.row("Reserve for valutakursregulering", rv, indent=8)
    t.row("Overført resultat", ov, indent=8)
    t.row("Foreslået udbytte", fu, indent=8)
    ekm = t.row("Egenkapital tilhørende aktionærer i moderselskabet", add(ak, rv, ov, fu), "t")
    t.row("Minoritetsinteresser", mi, indent=8)
    eki = t.row("Egenkapital i alt", add(ekm, mi), "t")
    t.gap(3)
    t.row("Kreditinstitutter", lk, indent=8)
    t.row("Leasingforpligtelser", ll, indent=8)
    t.row("Udskudt skat", usk, indent=8)
    t.row("Langfristede forpligtelser i alt", lf, "t")
    t.row("Kreditinstitutter", kk, indent=8)
    t.row("Leverandører af varer og tjenesteydelser", lev, indent=8)
    t.row("Selskabsskat", sk, indent=8)
    t.row("Anden gæld", ag, indent=8)
    t.row("Kortfristede forpligtelser i alt", kf, "t")
    fit = t.row("Forpligtelser i alt", fi, "t")
    pi = t.row("Passiver i alt", add(eki, fit), "dd")
    p.footer("Limfjord Træindustri A/S · Årsrapport 2024/25 · side 32")

    for lab, comp, what in (
        (1842.6, oms[0], "omsætning"),
        (210.4, ebit[0], "EBIT"),
        (141.9, aktion[0], "aktionærer"),
        (149.5, aar[0], "årets resultat"),
        (33.95, eps_d[0], "EPS-D"),
        (34.19, eps_b[0], "EPS"),
        (1621.9, ai[0], "aktiver i alt"),
        (1621.9, pi[0], "passiver i alt"),
        (ai_k[1], ai[1], "balancesum prior year"),
        (713.8, fi[0], "forpligtelser i alt"),
        (908.1, eki[0], "egenkapital i alt"),
        (87.3, lb[0], "likvide"),
    ):
        same(lab, comp, what)
    fields = {
        "company_name": F("Limfjord Træindustri A/S", 1, "Limfjord Træindustri A/S Havnevej 22"),
        "report_type": F("annual_report", 1, "Årsrapport 2024/25"),
        "period_end_date": F("2025-09-30", 1, "1. oktober 2024 - 30. september 2025"),
        "currency": F("DKK", 3, "Koncern · Beløb i mio. kr."),
        "total_revenue": F(1842600000, 3, "Nettoomsætning 2 1.842,6 1.716,3"),
        "operating_income": F(210400000, 3, "Resultat af primær drift (EBIT) 210,4 186,1"),
        "net_income": F(141900000, 3, "Aktionærer i Limfjord Træindustri A/S 141,9 119,8"),
        "diluted_eps": F(33.95, 3, "Udvandet resultat pr. aktie (EPS-D), kr. 8 33,95"),
        "total_assets": F(1621900000, 4, "Aktiver i alt 1.621,9"),
        "total_liabilities": F(713800000, 4, "Forpligtelser i alt 713,8"),
        "total_equity": F(908100000, 4, "Egenkapital i alt 908,1"),
        "cash_and_equivalents": F(87300000, 4, "Likvide beholdninger 87,3"),
    }
    notes = (
        "Danish-language annual report (Årsrapport) of a Danish group for the fiscal year 1 October 2024 - 30 "
        "September 2025 ('2024/25'), amounts in DKK million ('mio. kr.') with Danish number format (1.842,6; "
        "costs with a minus sign). The period end is printed as '30. september 2025' and '30.09.2025'; the "
        "general-meeting date 16. december 2025 is a distractor. Current year is the FIRST column (2024/25 | "
        "2023/24). In the income statement a Note column sits between the labels and the figures "
        "('Nettoomsætning 2 1.842,6'; the EPS-D quote holds note 8). operating_income is 'Resultat af primær drift "
        "(EBIT)'; net_income is the share attributable to shareholders ('Aktionærer i Limfjord Træindustri A/S' "
        "141,9) under 'Fordeles således', not 'Årets resultat' 149,5; diluted_eps is 'Udvandet resultat pr. "
        "aktie (EPS-D)' 33,95 vs basic EPS 34,19. Balance sheet: 'Aktiver i alt' 1.621,9, 'Forpligtelser i "
        "alt' 713,8, 'Egenkapital i alt' 908,1 (incl. minority interests; the parent's share 'Egenkapital "
        "tilhørende aktionærer i moderselskabet' is a distractor), cash 'Likvide beholdninger' 87,3. The "
        "five-year key-figure table (page 2, current year first) repeats some figures and adds EBITDA, margins, "
        "'Balancesum' (total assets), prior years and the outlook ranges for 2025/26. No field is null."
    )
    sums = [
        SUM(
            "EBIT",
            [
                (1, "total_revenue"),
                (1, T("Produktionsomkostninger", -1391400000, 3, "Produktionsomkostninger 3 -1.391,4")),
                (1, T("Distributionsomkostninger", -148200000, 3, "Distributionsomkostninger 3 -148,2")),
                (1, T("Administrationsomkostninger", -96700000, 3, "Administrationsomkostninger 3, 4 -96,7")),
                (1, T("Andre driftsindtægter", 4100000, 3, "Andre driftsindtægter 4,1")),
            ],
            "operating_income",
        ),
        SUM(
            "profit split",
            [(1, "net_income"), (1, T("Minoritetsinteresser", 7600000, 3, "Minoritetsinteresser 7,6 6,4"))],
            T("Årets resultat", 149500000, 3, "Årets resultat 149,5 126,2"),
        ),
        SUM(
            "equity and liabilities",
            [(1, "total_equity"), (1, "total_liabilities")],
            T("Passiver i alt", 1621900000, 4, "Passiver i alt 1.621,9"),
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 4 Q4 + full-year earnings release
@doc("b9_fs_release_q4_fy", "financial_statement", "Alderbrook Software, Inc. fourth quarter and fiscal 2025 results")
def fs_release_q4_fy():
    p = Pdf()
    # columns: Q4 FY25, Q4 FY24, FY25, FY24
    subs = dv(151208, 132655, 571640, 499120)
    ps = dv(35176, 33740, 131280, 126442)
    rev = add(subs, ps)
    csubs = dv(30912, 28006, 118745, 107330)
    cps = dv(28604, 27312, 108920, 104118)
    cost = add(csubs, cps)
    gp = sub(rev, cost)
    sm = dv(58340, 55901, 228410, 219775)
    rd = dv(36915, 33588, 141337, 128004)
    ga = dv(19227, 18455, 75891, 72560)
    opex = add(sm, rd, ga)
    op = sub(gp, opex)
    ii = dv(3410, 2882, 12844, 10105)
    oe = dv(-612, -1019, -2205, -3340)
    ibt = add(op, ii, oe)
    tax = dv(2937, 1211, 8410, 2175)
    ni = sub(ibt, tax)
    bsh = dv(68550, 67020, 68133, 66480)
    dsh = dv(71904, 70112, 71320, 66480)
    beps = [eps(a, b) for a, b in zip(ni, bsh, strict=True)]
    deps = [eps(a, b) for a, b in zip(ni, dsh, strict=True)]

    # ---------------- page 1: release text
    p.new_page()
    p.text(36, 50, "ALDERBROOK", 18, True)
    p.text(36, 62, "SOFTWARE", 8, True, color=GREY)
    p.text(576, 50, "NEWS RELEASE", 10, True, align="r")
    p.text(576, 62, "Investor Relations: ir@alderbrook.example", 7.6, align="r", color=GREY)
    p.hline(72, 36, 576, 1.2)
    y = 98
    y = p.wrap(
        36,
        y,
        540,
        "Alderbrook Software Reports Fourth Quarter and Fiscal 2025 Financial Results",
        14,
        True,
        lead=17,
    )
    y = p.wrap(
        36,
        y + 2,
        540,
        "Fourth quarter revenue grows 12% year over year; subscription revenue up 14%; first full fiscal year of "
        "GAAP profitability",
        9.5,
        lead=12.5,
    )
    y += 8
    y = p.wrap(
        36,
        y,
        540,
        "PORTLAND, Ore., May 14, 2025 -- Alderbrook Software, Inc. (Nasdaq: ALDB), a provider of cloud "
        "field-service management software, today announced financial results for its fourth quarter and fiscal "
        "year 2025, which ended March 31, 2025.",
        8.8,
    )
    y += 6
    p.text(36, y, "Fourth Quarter Fiscal 2025 Highlights", 9.5, True)
    y += 14
    for s in (
        "Total revenue was $186.4 million, an increase of 12% compared with $166.4 million in the fourth quarter "
        "of fiscal 2024. Subscription revenue was $151.2 million, up 14%.",
        "GAAP operating income was $12.4 million, compared with $3.1 million a year ago; non-GAAP operating "
        "income was $38.9 million.",
        "GAAP net income was $12.2 million, or $0.17 per diluted share; non-GAAP net income per diluted share "
        "was $0.44.",
        "Remaining performance obligations were $1.12 billion, up 17% year over year.",
    ):
        p.text(44, y, "\u2022", 8.8)
        y = p.wrap(56, y, 520, s, 8.8) + 3
    y += 4
    p.text(36, y, "Fiscal Year 2025 Highlights", 9.5, True)
    y += 14
    for s in (
        "Total revenue was $702.9 million, an increase of 12% compared with $625.6 million in fiscal 2024.",
        "GAAP operating income was $29.6 million, compared with an operating loss of $6.2 million in fiscal 2024. "
        "GAAP net income was $31.8 million, or $0.45 per diluted share.",
        "Cash, cash equivalents and marketable securities totaled $412.6 million at March 31, 2025.",
    ):
        p.text(44, y, "\u2022", 8.8)
        y = p.wrap(56, y, 520, s, 8.8) + 3
    y += 4
    y = p.wrap(
        36,
        y,
        540,
        '"Fiscal 2025 was a milestone year: we crossed $700 million in revenue and delivered GAAP profitability '
        'every quarter," said Priya Ramaswamy, Chief Executive Officer. "Our pipeline for utilities and '
        'telecom field operations has never been stronger."',
        8.8,
    )
    y += 6
    p.text(36, y, "Outlook", 9.5, True)
    y = p.wrap(
        36,
        y + 14,
        540,
        "For the first quarter of fiscal 2026 ending June 30, 2025, Alderbrook expects total revenue of $188 "
        "million to $190 million and non-GAAP operating income of $36 million to $38 million. For fiscal 2026 "
        "the company expects total revenue of $790 million to $800 million.",
        8.8,
    )
    y += 6
    p.text(36, y, "Conference Call", 9.5, True)
    p.wrap(
        36,
        y + 14,
        540,
        "Alderbrook will host a conference call today, May 14, 2025, at 1:30 p.m. Pacific Time. A replay will be "
        "available until May 28, 2025 at investors.alderbrook.example.",
        8.8,
    )
    p.footer("Alderbrook Software, Inc. - Page 1 of 3")

    # ---------------- page 2: statements of operations
    p.new_page()
    p.text(306, 50, "ALDERBROOK SOFTWARE, INC.", 11, True, align="c")
    p.text(306, 63, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 9.5, True, align="c")
    p.text(306, 75, "(in thousands, except per share data; unaudited)", 8, align="c")
    xs = [338, 410, 496, 568]
    t = Table(p, 100, xs, size=8.1, lead=12, x=40, rule_w=52)
    t.span(286, 414, "Three Months Ended March 31,")
    t.y -= t.lead - 1
    t.span(444, 572, "Fiscal Year Ended March 31,")
    t.heads(["2025", "2024", "2025", "2024"])
    t.sec("Revenue:", False)
    t.row("Subscription", subs, indent=10, dollar=True)
    t.row("Professional services", ps, indent=10)
    t.row("Total revenue", rev, "t", indent=20)
    t.sec("Cost of revenue:", False)
    t.row("Subscription", csubs, indent=10)
    t.row("Professional services", cps, indent=10)
    t.row("Total cost of revenue", cost, "t", indent=20)
    t.row("Gross profit", gp, "t")
    t.sec("Operating expenses:", False)
    t.row("Sales and marketing", sm, indent=10)
    t.row("Research and development", rd, indent=10)
    t.row("General and administrative", ga, indent=10)
    t.row("Total operating expenses", opex, "t", indent=20)
    t.row("Income (loss) from operations", op, "t")
    t.row("Interest income", ii, indent=10)
    t.row("Other expense, net", oe, indent=10)
    t.row("Income before income taxes", ibt, "t")
    t.row("Provision for income taxes", tax, indent=10)
    t.row("Net income (loss)", ni, "dd", dollar=True)
    t.gap(4)
    t.sec("Net income (loss) per share:", False)
    t.nd = 2
    t.row("Basic", beps, indent=10, dollar=True)
    t.row("Diluted", deps, indent=10, dollar=True)
    t.nd = 0
    t.sec("Weighted-average shares used in computing net income (loss) per share:", False)
    t.row("Basic", bsh, indent=10)
    t.row("Diluted", dsh, indent=10)
    p.footer("Alderbrook Software, Inc. - Page 2 of 3")

    # ---------------- page 3: balance sheet and non-GAAP reconciliation
    p.new_page()
    p.text(306, 44, "CONDENSED CONSOLIDATED BALANCE SHEETS", 9.5, True, align="c")
    p.text(306, 56, "(in thousands; unaudited)", 8, align="c")
    xs2 = [480, 568]
    t = Table(p, 76, xs2, size=7.8, lead=10.6, x=40, rule_w=60)
    t.heads(["March 31, 2025", "March 31, 2024"])
    t.sec("ASSETS")
    cash = t.row("Cash and cash equivalents", dv(176455, 148210), indent=10, dollar=True)
    ms = t.row("Marketable securities", dv(236145, 221870), indent=10)
    ar = t.row("Accounts receivable, net", dv(128704, 115388), indent=10)
    dc = t.row("Deferred commissions, current", dv(31560, 28112), indent=10)
    pp = t.row("Prepaid expenses and other current assets", dv(22918, 19745), indent=10)
    tca = t.row("Total current assets", add(cash, ms, ar, dc, pp), "t", indent=20)
    ppe = t.row("Property and equipment, net", dv(24330, 26905), indent=10)
    rou = t.row("Operating lease right-of-use assets", dv(41285, 46170), indent=10)
    dcn = t.row("Deferred commissions, noncurrent", dv(58420, 52990), indent=10)
    gw = t.row("Goodwill", dv(260919, 189512), indent=10)
    itg = t.row("Intangible assets, net", dv(63040, 35115), indent=10)
    oth = t.row("Other assets", dv(9846, 8402), indent=10)
    ta = t.row("Total assets", add(tca, ppe, rou, dcn, gw, itg, oth), "dd", dollar=True)
    t.sec("LIABILITIES AND STOCKHOLDERS' EQUITY")
    ap = t.row("Accounts payable", dv(9418, 11205), indent=10, dollar=True)
    ae = t.row("Accrued expenses", dv(38722, 35109), indent=10)
    acp = t.row("Accrued compensation", dv(41905, 37660), indent=10)
    drc = t.row("Deferred revenue, current", dv(318440, 281905), indent=10)
    olc = t.row("Operating lease liabilities, current", dv(11230, 10876), indent=10)
    tcl = t.row("Total current liabilities", add(ap, ae, acp, drc, olc), "t", indent=20)
    drn = t.row("Deferred revenue, noncurrent", dv(22615, 19840), indent=10)
    oln = t.row("Operating lease liabilities, noncurrent", dv(38104, 43980), indent=10)
    otl = t.row("Other long-term liabilities", dv(6212, 5870), indent=10)
    tl = t.row("Total liabilities", add(tcl, drn, oln, otl), "t", indent=20)
    cs = dv(7, 7)
    apic = dv(1012488, 924488)
    aoci = dv(-1208, -2364)
    te_ = sub(ta, tl)
    acd = [e - c - a - o for e, c, a, o in zip(te_, cs, apic, aoci, strict=True)]
    t.row("Common stock", cs, indent=10)
    t.row("Additional paid-in capital", apic, indent=10)
    t.row("Accumulated other comprehensive loss", aoci, indent=10)
    t.row("Accumulated deficit", acd, indent=10)
    te = t.row("Total stockholders' equity", add(cs, apic, aoci, acd), "t", indent=20)
    t.row("Total liabilities and stockholders' equity", add(tl, te), "dd", dollar=True)
    t.gap(8)
    p.text(306, t.y, "RECONCILIATION OF GAAP TO NON-GAAP RESULTS", 9.5, True, align="c")
    p.text(306, t.y + 12, "(in thousands, except per share data; unaudited)", 8, align="c")
    t.y += 34
    t.heads(["Q4 FY2025", "Q4 FY2024"])
    sbc = dv(22915, 21004)
    amort = dv(1874, 1874)
    restr = dv(1725, 0)
    t.row("GAAP income from operations", [op[0], op[1]], dollar=True)
    t.row("Stock-based compensation", sbc, indent=10)
    t.row("Amortization of acquired intangible assets", amort, indent=10)
    t.row("Restructuring", restr, indent=10)
    ngop = t.row("Non-GAAP income from operations", add([op[0], op[1]], sbc, amort, restr), "t", dollar=True)
    t.row("GAAP net income", [ni[0], ni[1]], dollar=True)
    t.row("Total non-GAAP adjustments above", add(sbc, amort, restr), indent=10)
    txe = dv(-7123, -5911)
    t.row("Income tax effect of non-GAAP adjustments", txe, indent=10)
    ngni = t.row("Non-GAAP net income", add([ni[0], ni[1]], sbc, amort, restr, txe), "t", dollar=True)
    t.nd = 2
    t.row("Non-GAAP net income per diluted share", [eps(ngni[0], dsh[0]), eps(ngni[1], dsh[1])], dollar=True)
    t.nd = 0
    p.footer("Alderbrook Software, Inc. - Page 3 of 3")

    for lab, comp, what in (
        (186384, rev[0], "Q4 revenue"),
        (12386, op[0], "Q4 operating income"),
        (12247, ni[0], "Q4 net income"),
        (0.17, deps[0], "Q4 diluted EPS"),
        (1053622, ta[0], "total assets"),
        (486646, tl[0], "total liabilities"),
        (566976, te[0], "total equity"),
        (176455, cash[0], "cash"),
        (38900, ngop[0], "non-GAAP op income"),
        (0.44, eps(ngni[0], dsh[0]), "non-GAAP EPS"),
        (702920, rev[2], "FY revenue"),
        (31846, ni[2], "FY net income"),
        (acd[1] + 31846, acd[0], "accumulated deficit roll-forward"),
    ):
        same(lab, comp, what)
    fields = {
        "company_name": F("Alderbrook Software, Inc.", 1, "Alderbrook Software, Inc. (Nasdaq: ALDB)"),
        "report_type": F(
            "earnings_release", 1, "Alderbrook Software Reports Fourth Quarter and Fiscal 2025 Financial Results"
        ),
        "period_end_date": F("2025-03-31", 1, "fiscal year 2025, which ended March 31, 2025"),
        "currency": F("USD", 2, "Subscription $ 151,208"),
        "total_revenue": F(186384000, 2, "Total revenue 186,384 166,395 702,920 625,562"),
        "operating_income": F(12386000, 2, "Income (loss) from operations 12,386 3,133 29,617 (6,225)"),
        "net_income": F(12247000, 2, "Net income (loss) $ 12,247 $ 3,785 $ 31,846 $ (1,635)"),
        "diluted_eps": F(0.17, 2, "Diluted $ 0.17 $ 0.05 $ 0.45 $ (0.02)"),
        "total_assets": F(1053622000, 3, "Total assets $ 1,053,622"),
        "total_liabilities": F(486646000, 3, "Total liabilities 486,646"),
        "total_equity": F(566976000, 3, "Total stockholders' equity 566,976"),
        "cash_and_equivalents": F(176455000, 3, "Cash and cash equivalents $ 176,455"),
    }
    notes = (
        "Earnings release for the fourth quarter and full fiscal year 2025 (fiscal year ended March 31, 2025), "
        "tables in thousands. Per the contract the current period of a quarterly earnings release is the "
        "THREE MONTHS ended March 31, 2025: the first of four columns (Three Months Ended March 31, 2025 | 2024, "
        "Fiscal Year Ended March 31, 2025 | 2024); the full-year figures (revenue 702,920, net income 31,846, "
        "diluted EPS 0.45) are distractors, as are the prior-year loss figures in brackets. Page 1 is narrative "
        "highlights with rounded amounts ($186.4 million), non-GAAP operating income $38.9 million and non-GAAP "
        "EPS $0.44, RPO $1.12 billion, cash plus marketable securities $412.6 million and an outlook; page 3 has "
        "a GAAP to non-GAAP reconciliation. Dates May 14, 2025 (release and call), May 28, 2025 and June 30, "
        "2025 (next quarter) are not the period end. Balance sheet columns March 31, 2025 | March 31, 2024 "
        "(current first); there are no noncontrolling interests, so total_equity is 'Total stockholders' "
        "equity'. No field is null."
    )
    sums = [
        SUM(
            "Q4 revenue less costs and expenses",
            [
                (1, "total_revenue"),
                (-1, T("Total cost of revenue", 59516000, 2, "Total cost of revenue 59,516")),
                (-1, T("Total operating expenses", 114482000, 2, "Total operating expenses 114,482")),
            ],
            "operating_income",
        ),
        SUM(
            "Q4 operating income to net income",
            [
                (1, "operating_income"),
                (1, T("Interest income", 3410000, 2, "Interest income 3,410")),
                (-1, T("Other expense, net", 612000, 2, "Other expense, net (612)")),
                (-1, T("Provision for income taxes", 2937000, 2, "Provision for income taxes 2,937")),
            ],
            "net_income",
        ),
        SUM(
            "current assets",
            [
                (1, "cash_and_equivalents"),
                (1, T("Marketable securities", 236145000, 3, "Marketable securities 236,145")),
                (1, T("Accounts receivable", 128704000, 3, "Accounts receivable, net 128,704")),
                (1, T("Deferred commissions, current", 31560000, 3, "Deferred commissions, current 31,560")),
                (1, T("Prepaid", 22918000, 3, "Prepaid expenses and other current assets 22,918")),
            ],
            T("Total current assets", 595782000, 3, "Total current assets 595,782"),
        ),
    ]
    return p, fields, notes, sums


def whole(x, nd=0):
    """Private-company figure in whole dollars: 1,234 / (1,234) / - for zero."""
    if D(x) == 0:
        return "-"
    return fmt(x, ",", ".", 0, neg="()")


# ================================================================ 5 Canadian private company, compiled
@doc(
    "b9_fs_ca_private_compiled",
    "financial_statement",
    "Muskoka Timber Frame Builders Ltd. compiled financial statements 2025",
)
def fs_ca_private_compiled():
    p = Pdf(face="serif")
    name = "MUSKOKA TIMBER FRAME BUILDERS LTD."
    # ---------------- page 1: compilation engagement report
    p.new_page()
    p.text(306, 80, name, 13, True, align="c")
    p.text(306, 98, "Financial Statements", 11, align="c")
    p.text(306, 112, "Year Ended August 31, 2025", 11, align="c")
    p.text(306, 126, "(Unaudited - see Compilation Engagement Report)", 8.5, align="c")
    p.text(72, 180, "COMPILATION ENGAGEMENT REPORT", 11, True)
    p.text(72, 204, "To Management of Muskoka Timber Frame Builders Ltd.", 9.5)
    y = 228
    for para in (
        "On the basis of information provided by management, we have compiled the balance sheet of Muskoka "
        "Timber Frame Builders Ltd. as at August 31, 2025, the statement of income and retained earnings for the "
        "year then ended, and Note 1, which describes the basis of accounting applied in the preparation of the "
        'compiled financial information ("financial information").',
        "Management is responsible for the accompanying financial information, including the accuracy and "
        "completeness of the underlying information used to compile it and the selection of the basis of "
        "accounting.",
        "We performed this engagement in accordance with Canadian Standard on Related Services (CSRS) 4200, "
        "Compilation Engagements, which requires us to comply with relevant ethical requirements. Our "
        "responsibility is to assist management in the preparation of the financial information.",
        "We did not perform an audit engagement or a review engagement, nor were we required to perform "
        "procedures to verify the accuracy or completeness of the information provided by management. "
        "Accordingly, we do not express an audit opinion or a review conclusion, or provide any form of "
        "assurance on the financial information.",
        "Readers are cautioned that the financial information may not be appropriate for their purposes.",
    ):
        y = p.wrap(72, y, 468, para, 9.5, lead=13) + 8
    y += 20
    for s in (
        "Lakeland Dunmore LLP",
        "Chartered Professional Accountants",
        "Licensed Public Accountants",
        "Bracebridge, Ontario",
        "November 21, 2025",
    ):
        p.text(72, y, s, 9.5)
        y += 13

    # ---------------- page 2: balance sheet
    p.new_page()
    p.text(306, 60, name, 12, True, align="c")
    p.text(306, 75, "Balance Sheet", 11, True, align="c")
    p.text(306, 89, "As at August 31, 2025", 9.5, align="c")
    p.text(306, 102, "(Unaudited - expressed in Canadian dollars)", 8.5, align="c")
    xs = [456, 540]
    t = Table(p, 128, xs, size=9, lead=13.4, x=72, f=whole, rule_w=56)
    t.heads(["2025", "2024"])
    t.sec("ASSETS")
    t.sec("Current", False)
    cash = t.row("Cash", dv(84317, 61208), indent=10, dollar=True)
    ar = t.row("Accounts receivable", dv(412956, 355480), indent=10)
    hb = t.row("Holdbacks receivable", dv(96410, 72115), indent=10)
    inv = t.row("Inventory", dv(238770, 251904), indent=10)
    pre = t.row("Prepaid expenses", dv(15283, 12930), indent=10)
    itr = t.row("Income taxes recoverable", dv(0, 6212), indent=10)
    tca = t.row("", add(cash, ar, hb, inv, pre, itr), "t")
    ppe = t.row("Property and equipment (Note 3)", dv(586402, 541870))
    ta = t.row("", add(tca, ppe), "dd", dollar=True)
    t.gap(4)
    t.sec("LIABILITIES")
    t.sec("Current", False)
    bi = t.row("Bank indebtedness (Note 4)", dv(45000, 120000), indent=10, dollar=True)
    ap = t.row("Accounts payable and accrued liabilities", dv(298114, 274602), indent=10)
    cd = t.row("Customer deposits", dv(187500, 142300), indent=10)
    itp = t.row("Income taxes payable", dv(21480, 0), indent=10)
    gr = t.row("Government remittances payable", dv(18933, 16207), indent=10)
    cp = t.row("Current portion of long-term debt (Note 5)", dv(48000, 48000), indent=10)
    tcl = t.row("", add(bi, ap, cd, itp, gr, cp), "t")
    ltd = t.row("Long-term debt (Note 5)", dv(264000, 312000))
    dts = t.row("Due to shareholder (Note 6)", dv(75000, 75000))
    tl = t.row("Total liabilities", add(tcl, ltd, dts), "t")
    t.gap(4)
    t.sec("SHAREHOLDERS' EQUITY")
    sc = dv(100, 100)
    t.row("Share capital (Note 7)", sc, indent=10)
    re = sub(sub(ta, tl), sc)
    t.row("Retained earnings", re, indent=10)
    te = t.row("Total shareholders' equity", add(sc, re), "t")
    tle = t.row("", add(tl, te), "dd", dollar=True)
    t.gap(22)
    p.text(72, t.y, "Approved on behalf of the Board:", 9)
    p.line(72, t.y + 34, 250, t.y + 34, 0.5)
    p.text(72, t.y + 46, "Director - Graham Tulloch", 8.5)
    p.footer("See Compilation Engagement Report and notes to the financial information.")

    # ---------------- page 3: statement of income and retained earnings
    p.new_page()
    p.text(306, 60, name, 12, True, align="c")
    p.text(306, 75, "Statement of Income and Retained Earnings", 11, True, align="c")
    p.text(306, 89, "Year Ended August 31, 2025", 9.5, align="c")
    p.text(306, 102, "(Unaudited - expressed in Canadian dollars)", 8.5, align="c")
    t = Table(p, 128, xs, size=8.8, lead=12.6, x=72, f=whole, rule_w=56)
    t.heads(["2025", "2024"])
    t.sec("Revenue", True)
    cr = t.row("Contract revenue", dv(3684215, 3212480), indent=10, dollar=True)
    df = t.row("Design fees", dv(142900, 118350), indent=10)
    rev = t.row("", add(cr, df), "t")
    t.sec("Cost of sales", True)
    cost_l = [
        t.row("Materials", dv(1402688, 1231540), indent=10),
        t.row("Subcontracts", dv(611204, 540117), indent=10),
        t.row("Direct labour", dv(698350, 622981), indent=10),
    ]
    cos = t.row("", add(*cost_l), "t")
    gm = t.row("Gross margin", sub(rev, cos), "b")
    t.sec("Expenses", True)
    exp_rows = [
        ("Advertising and promotion", dv(38415, 31220)),
        ("Amortization", dv(71230, 66915)),
        ("Insurance", dv(44806, 41378)),
        ("Interest and bank charges", dv(9712, 12844)),
        ("Interest on long-term debt", dv(21540, 24610)),
        ("Management salaries", dv(260000, 240000)),
        ("Office and general", dv(31874, 29410)),
        ("Professional fees", dv(18650, 17200)),
        ("Rent", dv(48000, 48000)),
        ("Repairs and maintenance", dv(22390, 19885)),
        ("Telephone and utilities", dv(19228, 18106)),
        ("Vehicle", dv(36115, 33942)),
    ]
    ex = [t.row(k, v, indent=10) for k, v in exp_rows]
    tex = t.row("", add(*ex), "t")
    ibt = t.row("Income before income taxes", sub(gm, tex), "b")
    t.sec("Income taxes", False)
    ct = t.row("Current", dv(60412, 39510), indent=10)
    ni = t.row("Net income", sub(ibt, ct), "t")
    re_beg = dv(re[1], "200338")
    t.row("Retained earnings, beginning of year", re_beg)
    divs = [b + n - e for b, n, e in zip(re_beg, ni, [re[0], re[1]], strict=True)]
    t.row("Dividends", neg(divs))
    t.row("Retained earnings, end of year", [re[0], re[1]], "dd", dollar=True)
    p.footer("See Compilation Engagement Report and notes to the financial information.")

    # ---------------- page 4: notes to the financial information
    p.new_page()
    p.text(306, 60, name, 12, True, align="c")
    p.text(306, 75, "Notes to the Financial Information", 11, True, align="c")
    p.text(306, 89, "Year Ended August 31, 2025", 9.5, align="c")
    y = 118
    for head, body in (
        (
            "1. Basis of accounting",
            "The basis of accounting applied in the preparation of the balance sheet and the statement of income "
            "and retained earnings is the historical cost basis, reflecting cash transactions with the addition "
            "of accounts receivable and holdbacks, inventory at the lower of cost and net realizable value, "
            "prepaid expenses, property and equipment amortized on a declining-balance basis, and liabilities "
            "for accounts payable, deposits, income taxes and debt. No statement of cash flows is presented.",
        ),
        (
            "2. Nature of operations",
            "The company was incorporated under the Business Corporations Act (Ontario) on April 3, 2009 and "
            "designs and builds timber-frame homes and cottages in the Muskoka and Haliburton regions.",
        ),
    ):
        p.text(72, y, head, 9.5, True)
        y = p.wrap(72, y + 13, 468, body, 9, lead=12) + 8
    p.text(72, y, "3. Property and equipment", 9.5, True)
    y += 16
    pt = Table(p, y, [330, 400, 470, 540], size=8.6, lead=12, x=72, f=whole, rule_w=50)
    pt.heads(["Cost", "Accumulated", "2025", "2024"], ["", "amortization", "Net", "Net"])
    items = [
        ("Land", dv(85000, 0, 85000)),
        ("Shop building", dv(312000, 96480, 226580)),
        ("Machinery and equipment", dv(298450, 141318, 137960)),
        ("Vehicles", dv(200900, 72150, 92330)),
    ]
    nets25, nets24 = [], []
    for k, (c, acm, n24) in items:
        pt.row(k, [c, acm, c - acm, n24])
        nets25.append(c - acm)
        nets24.append(n24)
    pt.row("", ["", "", sum(nets25, D(0)), sum(nets24, D(0))], "dd")
    y = pt.y + 8
    for head, body in (
        (
            "4. Bank indebtedness",
            "Bank indebtedness consists of an operating line of credit with Georgian Bay Credit Union, authorized "
            "to $250,000, bearing interest at prime plus 1.25% and secured by a general security agreement.",
        ),
        (
            "5. Long-term debt",
            "Term loan, Georgian Bay Credit Union, repayable in monthly principal instalments of $4,000 plus "
            "interest at 6.10%, maturing June 30, 2032, secured by a first charge on the shop building: "
            "$312,000 (2024 - $360,000), of which $48,000 is due within one year.",
        ),
        (
            "6. Due to shareholder",
            "The amount due to the shareholder is non-interest bearing, unsecured and has no fixed terms of "
            "repayment; the shareholder has agreed not to demand repayment before September 1, 2026.",
        ),
        ("7. Share capital", "Authorized: unlimited common shares. Issued: 100 common shares, $100."),
    ):
        p.text(72, y, head, 9.5, True)
        y = p.wrap(72, y + 13, 468, body, 9, lead=12) + 8
    p.footer("See Compilation Engagement Report.")

    same(586402, sum(nets25, D(0)), "property and equipment 2025")
    same(541870, sum(nets24, D(0)), "property and equipment 2024")
    for lab, comp, what in (
        (3827115, rev[0], "revenue"),
        (432501, ni[0], "net income"),
        (1434138, ta[0], "total assets"),
        (958027, tl[0], "total liabilities"),
        (476111, te[0], "total equity"),
        (84317, cash[0], "cash"),
        (1434138, tle[0], "total L+E"),
        (476011, re[0], "retained earnings"),
        (270000, divs[0], "dividends 2025"),
    ):
        same(lab, comp, what)
    fields = {
        "company_name": F("Muskoka Timber Frame Builders Ltd.", 1, "MUSKOKA TIMBER FRAME BUILDERS LTD."),
        "report_type": F("other", 1, "COMPILATION ENGAGEMENT REPORT"),
        "period_end_date": F("2025-08-31", 2, "As at August 31, 2025"),
        "currency": F("CAD", 2, "(Unaudited - expressed in Canadian dollars)"),
        "total_revenue": F(3827115, 3, "Design fees 142,900 118,350 3,827,115 3,330,830"),
        "operating_income": NULL(),
        "net_income": F(432501, 3, "Net income 432,501 313,172"),
        "diluted_eps": NULL(),
        "total_assets": F(1434138, 2, "Property and equipment (Note 3) 586,402 541,870 $ 1,434,138"),
        "total_liabilities": F(958027, 2, "Total liabilities 958,027"),
        "total_equity": F(476111, 2, "Total shareholders' equity 476,111"),
        "cash_and_equivalents": F(84317, 2, "Cash $ 84,317"),
    }
    notes = (
        "Compiled (CSRS 4200, no assurance) financial statements of a private Ontario company, in whole Canadian "
        "dollars ('expressed in Canadian dollars'; figures printed with a bare $), report_type other. The "
        "compilation report date November 21, 2025 is a distractor; the period end is August 31, 2025. Columns "
        "2025 | 2024 (current first); quotes hold both columns. Several totals rows have NO label and are marked "
        "only by rules: total revenue (3,827,115, the unlabelled row under 'Design fees'), total cost of sales, "
        "total expenses, total current assets, TOTAL ASSETS (1,434,138, unlabelled double-ruled row after "
        "'Property and equipment') and total current liabilities; per the contract a blank-label totals row "
        "counts. 'Total liabilities' 958,027 and 'Total shareholders' equity' 476,111 are labelled. Cash is "
        "'Cash' 84,317; 'Bank indebtedness' is a distractor. operating_income is null: the statement goes from "
        "gross margin and a list of expenses (including interest) straight to 'Income before income taxes' and "
        "prints no operating income line. diluted_eps is null: a private company presents no per-share figures. "
        "Net income 432,501 is repeated in the retained-earnings roll-forward (dividends 270,000)."
    )
    sums = [
        SUM(
            "gross margin less expenses and taxes",
            [
                (1, "total_revenue"),
                (-1, T("cost of sales", 2712242, 3, "Direct labour 698,350 622,981 2,712,242")),
                (-1, T("expenses", 621960, 3, "Vehicle 36,115 33,942 621,960")),
                (-1, T("current income taxes", 60412, 3, "Current 60,412")),
            ],
            "net_income",
        ),
        SUM(
            "retained earnings roll-forward",
            [
                (1, T("retained earnings, beginning", 313510, 3, "Retained earnings, beginning of year 313,510")),
                (1, "net_income"),
                (-1, T("dividends", 270000, 3, "Dividends (270,000)")),
            ],
            T("retained earnings, end", 476011, 3, "Retained earnings, end of year $ 476,011"),
        ),
        SUM(
            "current assets plus property",
            [
                (1, "cash_and_equivalents"),
                (1, T("Accounts receivable", 412956, 2, "Accounts receivable 412,956")),
                (1, T("Holdbacks", 96410, 2, "Holdbacks receivable 96,410")),
                (1, T("Inventory", 238770, 2, "Inventory 238,770")),
                (1, T("Prepaid", 15283, 2, "Prepaid expenses 15,283")),
                (1, T("Property and equipment", 586402, 2, "Property and equipment (Note 3) 586,402")),
            ],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums
