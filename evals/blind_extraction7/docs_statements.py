"""Financial-statement builders for blind_extraction7 (5 documents).  All
companies and figures are invented.  Figures are computed from the line items
drawn; the hand-written labels are checked against them with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from pdfkit import ACC, Pdf

GREY = (0.35, 0.35, 0.35)


def dv(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def neg(row):
    return [-x for x in row]


class Table:
    """A statement table: label column plus right-aligned figure columns."""

    def __init__(self, p, y, xs, nd=0, size=8.5, lead=12.5, x=40, dollar=False):
        self.p, self.y, self.xs, self.nd, self.size, self.lead, self.x = p, y, xs, nd, size, lead, x
        self.dollar = dollar

    def fmt(self, v, first=False):
        s = ACC(v, self.nd)
        return ("$" + s) if (self.dollar and first and s != "—") else s

    def heads(self, *lines, bold=True):
        for ln in lines:
            for x, s in zip(self.xs, ln, strict=True):
                self.p.text(x, self.y, s, self.size - 0.5, bold, align="r")
            self.y += self.lead - 1.5
        self.p.hline(self.y - 8, self.xs[0] - 60, self.xs[-1] + 2, 0.5)
        self.y += 3

    def sec(self, label):
        self.p.text(self.x, self.y, label, self.size, True)
        self.y += self.lead

    def row(self, label, vals, kind="", indent=0, dollar=False):
        bold = kind in ("t", "b")
        if kind == "t":
            for x in self.xs:
                self.p.hline(self.y - self.size - 1.5, x - 48, x + 2, 0.4)
        self.p.text(self.x + indent, self.y, label, self.size, bold)
        for x, v in zip(self.xs, vals, strict=True):
            if isinstance(v, str):
                self.p.text(x, self.y, v, self.size, bold, align="r")
            else:
                self.p.text(x, self.y, self.fmt(v, dollar), self.size, bold, align="r")
        self.y += self.lead
        return vals

    def gap(self, h=5):
        self.y += h


def eps(ni, sh):
    return (ni / sh).quantize(D("0.01"))


# ================================================================ 1 10-Q, oldest first
@doc(
    "b7_fs_10q_oldest_first",
    "financial_statement",
    "Tamarack Medical Devices, Inc. Form 10-Q, quarter ended June 30, 2025",
)
def fs_10q_oldest_first():
    p = Pdf()
    p.new_page()
    p.text(306, 60, "UNITED STATES", 11, True, align="c")
    p.text(306, 74, "SECURITIES AND EXCHANGE COMMISSION", 11, True, align="c")
    p.text(306, 88, "Washington, D.C. 20549", 9, align="c")
    p.text(306, 116, "FORM 10-Q", 16, True, align="c")
    p.text(
        60,
        146,
        "[X] QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.5,
    )
    p.text(306, 164, "For the quarterly period ended June 30, 2025", 10, align="c")
    p.text(306, 182, "Commission File Number 001-39914", 9, align="c")
    p.text(306, 214, "Tamarack Medical Devices, Inc.", 18, True, align="c")
    p.text(306, 230, "(Exact name of registrant as specified in its charter)", 8, align="c")
    p.text(150, 258, "Delaware", 9, align="c")
    p.text(462, 258, "84-2216053", 9, align="c")
    p.text(150, 268, "(State of incorporation)", 7.5, align="c")
    p.text(462, 268, "(I.R.S. Employer Identification No.)", 7.5, align="c")
    p.text(306, 292, "1900 Foothills Parkway, Golden, Colorado 80401 · (303) 555-0170", 9, align="c")
    p.text(60, 330, "Securities registered pursuant to Section 12(b) of the Act:", 8.5)
    p.text(60, 344, "Common Stock, par value $0.001 per share - TMRK - The Nasdaq Stock Market LLC", 8.5)
    p.wrap(
        60,
        380,
        490,
        "As of July 25, 2025, the registrant had 48,391,207 shares of common stock outstanding.",
        8.5,
    )
    p.footer("1")

    # ---- income statement (page 2)
    p.new_page()
    p.text(306, 52, "TAMARACK MEDICAL DEVICES, INC.", 10, True, align="c")
    p.text(306, 65, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (Unaudited)", 10, True, align="c")
    p.text(306, 77, "(in thousands, except per share amounts)", 8.5, align="c")
    xs = [362, 432, 502, 572]
    t = Table(p, 104, xs, 0, dollar=True)
    p.text(397, 96, "Three Months Ended June 30,", 8, True, align="c")
    p.text(537, 96, "Six Months Ended June 30,", 8, True, align="c")
    t.heads(["2024", "2025", "2024", "2025"])
    prod = t.row("Product revenue", dv(121480, 140117, 236905, 271442), dollar=True)
    serv = t.row("Service revenue", dv(26842, 31788, 52611, 61930))
    rev = t.row("Total revenue", add(prod, serv), "t")
    cor = t.row("Cost of revenue", dv(62118, 70482, 121907, 137950))
    gp = t.row("Gross profit", add(rev, neg(cor)), "t")
    t.sec("Operating expenses:")
    rd = t.row("Research and development", dv(19764, 23118, 38802, 45610), indent=10)
    sga = t.row("Selling, general and administrative", dv(44209, 50337, 87115, 99402), indent=10)
    rst = t.row("Restructuring charges", dv(0, 3905, 0, 3905), indent=10)
    opx = t.row("Total operating expenses", add(rd, sga, rst), "t")
    oi = t.row("Income from operations", add(gp, neg(opx)), "t")
    ie = t.row("Interest expense", dv(-4118, -3682, -8301, -7455))
    oth = t.row("Other income, net", dv(912, 1406, 1688, 2519))
    pbt = t.row("Income before income taxes", add(oi, ie, oth), "t")
    tax = t.row("Provision for income taxes", dv(-4105, -4870, -7990, -9118))
    ni = t.row("Net income", add(pbt, tax), "b", dollar=True)
    t.gap()
    t.sec("Net income per share:")
    shb = dv(47962, 48355, 47880, 48290)
    shd = dv(48705, 48912, 48644, 48870)
    t.nd = 2
    t.row("Basic", [eps(a, b) for a, b in zip(ni, shb, strict=True)], indent=10, dollar=True)
    deps = t.row("Diluted", [eps(a, b) for a, b in zip(ni, shd, strict=True)], indent=10, dollar=True)
    t.nd = 0
    t.sec("Weighted-average shares used in computing net income per share:")
    t.row("Basic", shb, indent=10)
    t.row("Diluted", shd, indent=10)
    p.text(
        306, t.y + 14, "See accompanying notes to condensed consolidated financial statements.", 8, align="c"
    )
    p.footer("3")

    # ---- balance sheet (page 3)
    p.new_page()
    p.text(306, 52, "TAMARACK MEDICAL DEVICES, INC.", 10, True, align="c")
    p.text(306, 65, "CONDENSED CONSOLIDATED BALANCE SHEETS (Unaudited)", 10, True, align="c")
    p.text(306, 77, "(in thousands, except par value)", 8.5, align="c")
    xs2 = [470, 560]
    b = Table(p, 100, xs2, 0, size=8.5, lead=12, dollar=True)
    b.heads(["December 31,", "June 30,"], ["2024", "2025"])
    b.sec("ASSETS")
    cash = b.row("Cash and cash equivalents", dv(96214, 118507), indent=8, dollar=True)
    sti = b.row("Short-term investments", dv(40000, 25310), indent=8)
    ar = b.row("Accounts receivable, net", dv(101876, 112044), indent=8)
    inv = b.row("Inventories", dv(88530, 94219), indent=8)
    pre = b.row("Prepaid expenses and other current assets", dv(14302, 15988), indent=8)
    tca = b.row("Total current assets", add(cash, sti, ar, inv, pre), "t")
    nca = [
        b.row("Property and equipment, net", dv(132661, 139805)),
        b.row("Operating lease right-of-use assets", dv(28744, 26931)),
        b.row("Goodwill", dv(214380, 214380)),
        b.row("Intangible assets, net", dv(67519, 61204)),
        b.row("Other assets", dv(9118, 10472)),
    ]
    ta = b.row("Total assets", add(tca, *nca), "t", dollar=True)
    b.gap()
    b.sec("LIABILITIES AND STOCKHOLDERS' EQUITY")
    cl = [
        b.row("Accounts payable", dv(41207, 45862), indent=8, dollar=True),
        b.row("Accrued liabilities", dv(52388, 49716), indent=8),
        b.row("Current portion of long-term debt", dv(12500, 12500), indent=8),
    ]
    tcl = b.row("Total current liabilities", add(*cl), "t")
    ncl = [
        b.row("Long-term debt, net", dv(236420, 230188)),
        b.row("Operating lease liabilities, noncurrent", dv(24903, 22874)),
        b.row("Deferred income taxes", dv(11266, 10941)),
        b.row("Other long-term liabilities", dv(6815, 7209)),
    ]
    tl = b.row("Total liabilities", add(tcl, *ncl), "t")
    b.sec("Stockholders' equity:")
    cs = dv(49, 49)
    apic = dv(301774, 309640)
    aoci = dv(-3412, -1988)
    te_target = add(ta, neg(tl))
    re_ = add(te_target, neg(cs), neg(apic), neg(aoci))
    b.row("Common stock, $0.001 par value", cs, indent=8)
    b.row("Additional paid-in capital", apic, indent=8)
    b.row("Retained earnings", re_, indent=8)
    b.row("Accumulated other comprehensive loss", aoci, indent=8)
    te = b.row("Total stockholders' equity", add(cs, apic, re_, aoci), "t")
    b.row("Total liabilities and stockholders' equity", add(tl, te), "t", dollar=True)
    p.footer("4")

    # ---- segment note and MD&A (page 4)
    p.new_page()
    p.text(40, 52, "NOTE 11. SEGMENT INFORMATION", 10, True)
    y = p.wrap(
        40,
        68,
        532,
        "The Company has two reportable segments, Surgical Systems and Diagnostics. Segment operating "
        "income excludes restructuring charges and unallocated corporate costs, which are presented as "
        "reconciling items (in thousands):",
        8.5,
    )
    s = Table(p, y + 16, xs, 0, dollar=True)
    p.text(397, y + 8, "Three Months Ended June 30,", 8, True, align="c")
    p.text(537, y + 8, "Six Months Ended June 30,", 8, True, align="c")
    s.heads(["2024", "2025", "2024", "2025"])
    s.sec("Revenue:")
    s1 = s.row("Surgical Systems", dv(97415, 114260, 190318, 221904), indent=10, dollar=True)
    s2 = s.row("Diagnostics", add(rev, neg(s1)), indent=10)
    s.row("Total revenue", add(s1, s2), "t")
    s.sec("Segment operating income:")
    o1 = s.row("Surgical Systems", dv(25108, 30977, 48012, 58230), indent=10)
    o2 = s.row("Diagnostics", dv(9316, 11045, 17995, 21306), indent=10)
    tso = s.row("Total segment operating income", add(o1, o2), "t")
    s.row("Restructuring charges", neg(rst), indent=10)
    corp = add(oi, neg(tso), rst)
    s.row("Unallocated corporate costs", corp, indent=10)
    s.row("Income from operations", add(tso, neg(rst), corp), "t")
    p.text(40, s.y + 16, "ITEM 2. MANAGEMENT'S DISCUSSION AND ANALYSIS (excerpt)", 10, True)
    g = (rev[1] / rev[0] - 1) * 100
    p.wrap(
        40,
        s.y + 32,
        532,
        "Total revenue for the second quarter of 2025 increased %.1f%% to $%.1f million from $%.1f "
        "million in the prior-year quarter. Adjusted operating income, a non-GAAP measure that excludes restructuring "
        "charges and amortization of acquired intangibles of $3.2 million, was $31.2 million. Cash, cash equivalents "
        "and short-term investments totaled $143.8 million at June 30, 2025."
        % (g, rev[1] / 1000, rev[0] / 1000),
        8.5,
    )
    p.footer("17")

    same(171905, rev[1], "rev")
    same(24063, oi[1], "oi")
    same(16917, ni[1], "ni")
    same(0.35, deps[1], "eps")
    same(818860, ta[1], "ta")
    same(379290, tl[1], "tl")
    same(439570, te[1], "te")
    same(118507, cash[1], "cash")
    same(143817, cash[1] + sti[1], "cash+sti")
    fields = {
        "company_name": F(
            "Tamarack Medical Devices, Inc.", 1, "Tamarack Medical Devices, Inc. (Exact name of registrant"
        ),
        "report_type": F("10-Q", 1, "FORM 10-Q"),
        "period_end_date": F("2025-06-30", 1, "For the quarterly period ended June 30, 2025"),
        "currency": F("USD", 2, "Product revenue $121,480 $140,117"),
        "total_revenue": F(171905000, 2, "Total revenue 148,322 171,905 289,516 333,372"),
        "operating_income": F(24063000, 2, "Income from operations 22,231 24,063 41,692 46,505"),
        "net_income": F(16917000, 2, "Net income $14,920 $16,917 $27,089 $32,451"),
        "diluted_eps": F(0.35, 2, "Diluted $0.31 $0.35 $0.56 $0.66"),
        "total_assets": F(818860000, 3, "Total assets $793,344 $818,860"),
        "total_liabilities": F(379290000, 3, "Total liabilities 385,499 379,290"),
        "total_equity": F(439570000, 3, "Total stockholders' equity 407,845 439,570"),
        "cash_and_equivalents": F(118507000, 3, "Cash and cash equivalents $96,214 $118,507"),
    }
    notes = (
        "10-Q in thousands with the OLDEST period on the left in every table: the income statement prints "
        "three-month (2024 | 2025) and six-month (2024 | 2025) columns, so the current quarter is the SECOND column "
        "of four; the balance sheet prints December 31, 2024 | June 30, 2025, so the current figure is the RIGHT "
        "column. Bracketed interest and tax. The segment note prints 'Total segment operating income' (before "
        "restructuring and corporate costs) as a distractor for operating_income. The MD&A rounds to millions and "
        "gives adjusted operating income and cash plus short-term investments as distractors."
    )
    sums = [
        SUM(
            "segment reconciliation (Q2 2025)",
            [
                (
                    1,
                    T(
                        "Total segment operating income",
                        42022000,
                        4,
                        "Total segment operating income 34,424 42,022 66,007 79,536",
                    ),
                ),
                (1, T("Restructuring", -3905000, 4, "Restructuring charges — (3,905) — (3,905)")),
                (
                    1,
                    T(
                        "Unallocated corporate",
                        -14054000,
                        4,
                        "Unallocated corporate costs (12,193) (14,054) (24,315) (29,126)",
                    ),
                ),
            ],
            "operating_income",
        ),
        SUM("balance sheet", [(1, "total_liabilities"), (1, "total_equity")], "total_assets"),
    ]
    return p, fields, notes, sums


# ================================================================ 2 10-K, restated prior years, $ millions
@doc(
    "b7_fs_10k_restated",
    "financial_statement",
    "Orchard Valley Foods Corporation Form 10-K, fiscal 2025 (restated prior years)",
)
def fs_10k_restated():
    p = Pdf()
    p.new_page()
    p.text(306, 60, "UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 11, True, align="c")
    p.text(306, 74, "Washington, D.C. 20549", 9, align="c")
    p.text(306, 102, "FORM 10-K", 16, True, align="c")
    p.text(
        60,
        130,
        "[X] ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.5,
    )
    p.text(306, 148, "For the fiscal year ended September 30, 2025", 10, align="c")
    p.text(306, 180, "ORCHARD VALLEY FOODS CORPORATION", 17, True, align="c")
    p.text(306, 194, "(Exact name of registrant as specified in its charter)", 8, align="c")
    p.text(
        306,
        216,
        "Minnesota · 41-1873306 · 700 Harvest Way, Mankato, Minnesota 56001 · (507) 555-0133",
        8.5,
        align="c",
    )
    y = p.wrap(
        60,
        250,
        490,
        "EXPLANATORY NOTE - This Annual Report on Form 10-K includes restated consolidated "
        "financial statements for the fiscal years ended September 30, 2024 and 2023 to correct an error in "
        "the capitalization of inventory overhead costs. See Note 2, Restatement of Previously Issued "
        "Financial Statements. Columns labelled 'As Restated' reflect these corrections.",
        8.5,
    )
    p.wrap(
        60,
        y + 10,
        490,
        "The aggregate market value of common stock held by non-affiliates as of March 31, 2025 "
        "was approximately $3.9 billion. As of November 14, 2025, 61,402,118 shares of common stock were "
        "outstanding.",
        8.5,
    )
    p.footer("1")

    p.new_page()
    p.text(306, 52, "ORCHARD VALLEY FOODS CORPORATION", 10, True, align="c")
    p.text(306, 65, "CONSOLIDATED STATEMENTS OF EARNINGS", 10, True, align="c")
    p.text(306, 77, "(in millions, except per share data)", 8.5, align="c")
    xs = [420, 496, 572]
    t = Table(p, 100, xs, 1, dollar=True)
    t.heads(
        ["Fiscal Year Ended September 30,", "", ""],
        ["2025", "2024", "2023"],
        ["", "As Restated", "As Restated"],
    )
    rev = t.row("Net sales", dv("4812.6", "4655.1", "4390.8"), "b", dollar=True)
    cos = t.row("Cost of sales", dv("3561.3", "3498.7", "3322.4"))
    sga = t.row("Selling, general and administrative expenses", dv("742.9", "711.6", "680.2"))
    imp = t.row("Goodwill and intangible asset impairment", dv("0", "38.4", "0"))
    oi = t.row("Operating income", add(rev, neg(cos), neg(sga), neg(imp)), "t")
    ie = t.row("Interest expense, net", dv("-88.7", "-92.3", "-71.9"))
    ot = t.row("Other (expense) income, net", dv("4.1", "-2.6", "6.3"))
    pbt = t.row("Earnings before income taxes", add(oi, ie, ot), "t")
    tx = t.row("Income tax expense", dv("-98.2", "-74.5", "-72.8"))
    ni = t.row("Net earnings", add(pbt, tx), "t")
    nci = t.row("Less: Net earnings attributable to noncontrolling interests", dv("-11.3", "-9.8", "-8.9"))
    nia = t.row("Net earnings attributable to Orchard Valley Foods", add(ni, nci), "t", dollar=True)
    t.gap()
    t.sec("Earnings per share attributable to Orchard Valley Foods:")
    t.nd = 2
    shb = dv("61.21", "62.04", "62.88")
    shd = dv("61.74", "62.59", "63.40")
    t.row("Basic", [eps(a, b) for a, b in zip(nia, shb, strict=True)], indent=10, dollar=True)
    de = t.row("Diluted", [eps(a, b) for a, b in zip(nia, shd, strict=True)], indent=10, dollar=True)
    t.sec("Weighted-average shares outstanding:")
    t.row("Basic", shb, indent=10)
    t.row("Diluted", shd, indent=10)
    t.row("Dividends declared per share", dv("1.44", "1.36", "1.28"), dollar=True)
    p.footer("48")

    p.new_page()
    p.text(306, 52, "ORCHARD VALLEY FOODS CORPORATION", 10, True, align="c")
    p.text(306, 65, "CONSOLIDATED BALANCE SHEETS", 10, True, align="c")
    p.text(306, 77, "(in millions)", 8.5, align="c")
    b = Table(p, 100, [480, 572], 1, lead=12, dollar=True)
    b.heads(["September 30,", "September 30,"], ["2025", "2024"], ["", "As Restated"])
    b.sec("Assets")
    cash = b.row("Cash and cash equivalents", dv("212.7", "184.9"), indent=8, dollar=True)
    ca = [
        cash,
        b.row("Receivables, net", dv("498.3", "476.0"), indent=8),
        b.row("Inventories", dv("702.5", "688.1"), indent=8),
        b.row("Prepaid expenses and other current assets", dv("61.4", "58.2"), indent=8),
    ]
    tca = b.row("Total current assets", add(*ca), "t")
    nca = [
        b.row("Property, plant and equipment, net", dv("1488.0", "1431.7")),
        b.row("Goodwill", dv("1102.9", "1102.9")),
        b.row("Other intangible assets, net", dv("611.4", "648.0")),
        b.row("Other noncurrent assets", dv("97.6", "90.3")),
    ]
    ta = b.row("Total assets", add(tca, *nca), "t", dollar=True)
    b.gap()
    b.sec("Liabilities and Equity")
    cl = [
        b.row("Accounts payable", dv("412.8", "398.6"), indent=8, dollar=True),
        b.row("Accrued liabilities", dv("266.1", "251.9"), indent=8),
        b.row("Current portion of long-term debt", dv("50.0", "50.0"), indent=8),
    ]
    tcl = b.row("Total current liabilities", add(*cl), "t")
    ncl = [
        b.row("Long-term debt", dv("1612.4", "1705.3")),
        b.row("Deferred income taxes", dv("188.9", "176.4")),
        b.row("Other noncurrent liabilities", dv("121.7", "118.0")),
    ]
    tl = b.row("Total liabilities", add(tcl, *ncl), "t")
    b.sec("Equity")
    cs, apic, aoci, ncis = dv("0.6", "0.6"), dv("842.0", "830.9"), dv("-42.8", "-55.1"), dv("74.2", "68.5")
    re_ = add(ta, neg(tl), neg(cs), neg(apic), neg(aoci), neg(ncis))
    b.row("Common stock", cs, indent=8)
    b.row("Additional paid-in capital", apic, indent=8)
    b.row("Retained earnings", re_, indent=8)
    b.row("Accumulated other comprehensive loss", aoci, indent=8)
    sh = b.row("Total Orchard Valley Foods shareholders' equity", add(cs, apic, re_, aoci), "t")
    b.row("Noncontrolling interests", ncis, indent=8)
    te = b.row("Total equity", add(sh, ncis), "t")
    b.row("Total liabilities and equity", add(tl, te), "t", dollar=True)
    p.footer("49")

    p.new_page()
    p.text(40, 52, "NOTE 2. RESTATEMENT OF PREVIOUSLY ISSUED FINANCIAL STATEMENTS", 10, True)
    y = p.wrap(
        40,
        68,
        532,
        "In the fourth quarter of fiscal 2025 the Company identified that certain overhead costs "
        "had been capitalized into inventory in error. The effect on the consolidated statement of earnings "
        "for the fiscal year ended September 30, 2024 was as follows (in millions, except per share data):",
        8.5,
    )
    r = Table(p, y + 10, [420, 496, 572], 1, dollar=True)
    r.heads(["As Previously", "Adjustment", "As Restated"], ["Reported", "", ""])
    r.row("Cost of sales", ["3,479.5", "19.2", "3,498.7"], dollar=True)
    r.row("Income tax expense", ["(79.3)", "4.8", "(74.5)"])
    r.row("Net earnings attributable to Orchard Valley Foods", ["241.6", "(14.4)", "227.2"])
    r.row("Diluted earnings per share", ["$3.86", "$(0.23)", "$3.63"])
    p.text(40, r.y + 14, "ITEM 7. MANAGEMENT'S DISCUSSION AND ANALYSIS (excerpt)", 10, True)
    p.wrap(
        40,
        r.y + 30,
        532,
        "Net sales rose 3.4% to $4.8 billion. Adjusted EBITDA was $702.5 million and adjusted "
        "diluted EPS was $5.41. Free cash flow of $318.0 million funded $88.4 million of dividends and $61.2 "
        "million of share repurchases. Net debt was $1,449.7 million at fiscal year end.",
        8.5,
    )
    p.footer("55")

    same("4812.6", rev[0], "rev")
    same("508.4", oi[0], "oi")
    same("314.3", nia[0], "nia")
    same("5.09", de[0], "eps")
    same("227.2", nia[1], "nia24")
    same("3.63", de[1], "eps24")
    same("4774.8", ta[0], "ta")
    same("2651.9", tl[0], "tl")
    same("2122.9", te[0], "te")
    same("212.7", cash[0], "cash")
    fields = {
        "company_name": F(
            "Orchard Valley Foods Corporation", 1, "ORCHARD VALLEY FOODS CORPORATION (Exact name"
        ),
        "report_type": F("10-K", 1, "FORM 10-K"),
        "period_end_date": F("2025-09-30", 1, "For the fiscal year ended September 30, 2025"),
        "currency": F("USD", 2, "Net sales $4,812.6 $4,655.1 $4,390.8"),
        "total_revenue": F(4812600000, 2, "Net sales $4,812.6 $4,655.1 $4,390.8"),
        "operating_income": F(508400000, 2, "Operating income 508.4 406.4 388.2"),
        "net_income": F(
            314300000, 2, "Net earnings attributable to Orchard Valley Foods $314.3 $227.2 $240.9"
        ),
        "diluted_eps": F(5.09, 2, "Diluted $5.09 $3.63 $3.80"),
        "total_assets": F(4774800000, 3, "Total assets $4,774.8 $4,680.1"),
        "total_liabilities": F(2651900000, 3, "Total liabilities 2,651.9 2,700.2"),
        "total_equity": F(2122900000, 3, "Total equity 2,122.9 1,979.9"),
        "cash_and_equivalents": F(212700000, 3, "Cash and cash equivalents $212.7 $184.9"),
    }
    notes = (
        "10-K in millions with one decimal, current year LEFT (2025 | 2024 As Restated | 2023 As Restated). Prior "
        "years are restated; Note 2 prints 'As Previously Reported' 2024 figures (241.6 net earnings, $3.86 EPS) as "
        "distractors. net_income is the 'attributable to Orchard Valley Foods' line, not consolidated net earnings; "
        "total_equity is 'Total equity' including noncontrolling interests, not the shareholders' equity subtotal. "
        "The MD&A rounds revenue to billions and gives adjusted EBITDA/EPS and net debt."
    )
    sums = [
        SUM(
            "NCI to attributable",
            [
                (1, T("Net earnings", 325600000, 2, "Net earnings 325.6 237.0 249.8")),
                (1, T("NCI", -11300000, 2, "noncontrolling interests (11.3) (9.8) (8.9)")),
            ],
            "net_income",
        ),
        SUM(
            "equity incl. NCI",
            [
                (
                    1,
                    T(
                        "Shareholders' equity",
                        2048700000,
                        3,
                        "Total Orchard Valley Foods shareholders' equity 2,048.7 1,911.4",
                    ),
                ),
                (1, T("Noncontrolling interests", 74200000, 3, "Noncontrolling interests 74.2 68.5")),
            ],
            "total_equity",
        ),
        SUM("balance sheet", [(1, "total_liabilities"), (1, "total_equity")], "total_assets"),
    ]
    return p, fields, notes, sums


# ================================================================ 3 German group, Q2 results release, EUR m
@doc(
    "b7_fs_de_q2_release", "financial_statement", "Brenntal Industrie AG reports second quarter 2025 results"
)
def fs_de_q2_release():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 50, "PRESS RELEASE", 9, True, color=GREY)
    p.text(555, 50, "Mannheim, 5 August 2025", 9, align="r")
    p.text(40, 80, "Brenntal Industrie AG reports second quarter 2025 results", 15, True)
    bullets = [
        "Order intake up 9% to EUR 1.41 billion; book-to-bill 1.10",
        "Revenue of EUR 1.28 billion, +7.2% year on year (organic +5.9%)",
        "Adjusted EBIT margin improves to 10.8% (Q2 2024: 9.9%)",
        "Free cash flow of EUR 96 million; outlook for fiscal 2025 confirmed",
    ]
    y = 104
    for s in bullets:
        p.text(48, y, "- " + s, 9.5)
        y += 14
    y = p.wrap(
        40,
        y + 8,
        515,
        'Brenntal Industrie AG ("Brenntal"), the Mannheim-based supplier of drive and '
        "automation technology, today published its results for the second quarter and first half of 2025 "
        '(quarter ended 30 June 2025). "We delivered another quarter of profitable growth despite a '
        'soft European machinery market," said CEO Dr. Katrin Oberländer. Adjusted EBIT, which excludes '
        "purchase price allocation effects and restructuring expenses, rose to EUR 138.4 million.",
        9,
    )
    p.text(40, y + 10, "Key figures (EUR million)", 10, True)
    k = Table(p, y + 30, [330, 400, 470, 540], 1, size=8.5)
    k.heads(["Q2 2025", "Q2 2024", "H1 2025", "H1 2024"])
    k.row("Order intake", dv("1410.3", "1293.8", "2712.6", "2598.1"))
    k.row("Revenue", dv("1284.7", "1198.3", "2503.9", "2371.6"))
    k.row("Adjusted EBIT", dv("138.4", "118.6", "263.1", "231.4"))
    k.row("Adjusted EBIT margin (%)", ["10.8", "9.9", "10.5", "9.8"])
    k.row("Free cash flow", dv("96.0", "71.3", "141.8", "118.2"))
    p.text(40, k.y + 10, "Segment information (EUR million)", 10, True)
    s = Table(p, k.y + 30, [330, 400, 470, 540], 1, size=8.5)
    s.heads(["Q2 2025", "Q2 2024", "H1 2025", "H1 2024"])
    s.sec("Revenue")
    r1 = s.row("Drive Technology", dv("612.4", "574.0", "1196.8", "1140.2"), indent=8)
    r2 = s.row("Automation Systems", dv("448.9", "409.6", "871.3", "806.5"), indent=8)
    r3 = s.row("Service", dv("244.6", "231.5", "478.0", "463.1"), indent=8)
    r4 = s.row("Consolidation", dv("-21.2", "-16.8", "-42.2", "-38.2"), indent=8)
    s.row("Group", add(r1, r2, r3, r4), "t")
    s.sec("Adjusted EBIT")
    s.row("Drive Technology", dv("71.8", "63.1", "138.2", "124.7"), indent=8)
    s.row("Automation Systems", dv("41.5", "33.9", "78.0", "64.6"), indent=8)
    s.row("Service", dv("37.6", "34.2", "72.4", "66.3"), indent=8)
    s.row("Corporate / consolidation", dv("-12.5", "-12.6", "-25.5", "-24.2"), indent=8)
    p.footer("Brenntal Industrie AG · Investor Relations · page 1 of 3")

    p.new_page()
    p.text(40, 52, "Consolidated income statement (condensed)", 11, True)
    p.text(40, 66, "EUR million", 8.5)
    xs = [330, 400, 470, 540]
    t = Table(p, 90, xs, 1)
    t.heads(["Q2 2025", "Q2 2024", "H1 2025", "H1 2024"])
    rev = t.row("Revenue", dv("1284.7", "1198.3", "2503.9", "2371.6"), "b")
    cos = t.row("Cost of sales", dv("-902.4", "-851.9", "-1766.0", "-1690.2"))
    gp = t.row("Gross profit", add(rev, cos), "t")
    sa = t.row("Selling and administrative expenses", dv("-201.8", "-192.4", "-398.1", "-380.7"))
    rd = t.row("Research and development expenses", dv("-63.5", "-58.9", "-124.8", "-116.3"))
    oo = t.row("Other operating income and expenses, net", dv("4.9", "-2.1", "7.2", "1.8"))
    ebit = t.row("EBIT (operating result)", add(gp, sa, rd, oo), "t")
    fr = t.row("Financial result", dv("-14.6", "-11.2", "-27.9", "-22.0"))
    ebt = t.row("Earnings before taxes", add(ebit, fr), "t")
    tx = t.row("Income taxes", dv("-30.1", "-27.8", "-58.4", "-53.9"))
    ni = t.row("Net income", add(ebt, tx), "t")
    nci = t.row("thereof attributable to non-controlling interests", dv("3.2", "2.9", "6.1", "5.6"), indent=8)
    nia = t.row("thereof attributable to shareholders of Brenntal Industrie AG", add(ni, neg(nci)), indent=8)
    t.gap()
    t.nd = 2
    sh = D("61.8")
    t.row("Earnings per share, basic (EUR)", [eps(x, sh) for x in nia])
    de = t.row("Earnings per share, diluted (EUR)", [eps(x, D("62.1")) for x in nia])
    t.nd = 1
    t.row("Average number of shares outstanding (million)", ["61.8", "61.8", "61.8", "61.8"])
    y = p.wrap(
        40,
        t.y + 10,
        515,
        "Reconciliation: EBIT Q2 2025 of EUR 121.9 million plus purchase price allocation "
        "effects of EUR 9.2 million and restructuring expenses of EUR 7.3 million results in adjusted EBIT "
        "of EUR 138.4 million.",
        8.5,
    )
    p.footer("Brenntal Industrie AG · Investor Relations · page 2 of 3")

    p.new_page()
    p.text(40, 52, "Consolidated statement of financial position (condensed)", 11, True)
    p.text(40, 66, "EUR million", 8.5)
    b = Table(p, 90, [440, 540], 1, lead=12.5)
    b.heads(["30 June 2025", "31 Dec 2024"])
    b.sec("Assets")
    nca = b.row("Non-current assets", dv("2918.4", "2887.9"), indent=8)
    inv = b.row("Inventories", dv("812.6", "768.2"), indent=8)
    rec = b.row("Trade receivables", dv("903.1", "861.4"), indent=8)
    oca = b.row("Other current assets", dv("154.8", "139.5"), indent=8)
    cash = b.row("Cash and cash equivalents", dv("412.6", "455.0"), indent=8)
    ta = b.row("Total assets", add(nca, inv, rec, oca, cash), "t")
    b.gap()
    b.sec("Equity and liabilities")
    eqs = b.row(
        "Equity attributable to shareholders of Brenntal Industrie AG", dv("1987.3", "1941.6"), indent=8
    )
    ncie = b.row("Non-controlling interests", dv("58.4", "54.9"), indent=8)
    te = b.row("Total equity", add(eqs, ncie), "t")
    ncl = b.row("Non-current liabilities", dv("1604.2", "1622.8"), indent=8)
    cl = b.row("Current liabilities", add(ta, neg(te), neg(ncl)), indent=8)
    b.row("Total equity and liabilities", add(te, ncl, cl), "t")
    b.gap()
    b.row("Net financial debt", dv("688.3", "612.0"))
    b.row("Equity ratio (%)", ["39.3", "39.1"])
    y = p.wrap(
        40,
        b.y + 14,
        515,
        "Outlook 2025 confirmed: revenue of EUR 5.0 to 5.2 billion and an adjusted EBIT "
        "margin of 10.0% to 11.0%. The half-year financial report is available at "
        "brenntal-industrie.example/ir. This release contains forward-looking statements.",
        8.5,
    )
    p.footer("Brenntal Industrie AG · Investor Relations · page 3 of 3")

    same("121.9", ebit[0], "ebit")
    same("74.0", nia[0], "nia")
    same("1.19", de[0], "eps")
    same("5201.5", ta[0], "ta")
    same("2045.7", te[0], "te")
    same("412.6", cash[0], "cash")
    same("138.4", ebit[0] + D("9.2") + D("7.3"), "adj")
    fields = {
        "company_name": F(
            "Brenntal Industrie AG", 1, "Brenntal Industrie AG reports second quarter 2025 results"
        ),
        "report_type": F("earnings_release", 1, "Brenntal Industrie AG reports second quarter 2025 results"),
        "period_end_date": F("2025-06-30", 1, "(quarter ended 30 June 2025)"),
        "currency": F("EUR", 2, "EUR million"),
        "total_revenue": F(1284700000, 2, "Revenue 1,284.7 1,198.3 2,503.9 2,371.6"),
        "operating_income": F(121900000, 2, "EBIT (operating result) 121.9 93.0 222.2 186.2"),
        "net_income": F(
            74000000, 2, "thereof attributable to shareholders of Brenntal Industrie AG 74.0 51.1 129.8 104.7"
        ),
        "diluted_eps": F(1.19, 2, "Earnings per share, diluted (EUR) 1.19 0.82 2.09 1.69"),
        "total_assets": F(5201500000, 3, "Total assets 5,201.5 5,112.0"),
        "total_liabilities": NULL(),
        "total_equity": F(2045700000, 3, "Total equity 2,045.7 1,996.5"),
        "cash_and_equivalents": F(412600000, 3, "Cash and cash equivalents 412.6 455.0"),
    }
    notes = (
        "German group's Q2 results release in English, EUR million with one decimal, current quarter LEFT "
        "(Q2 2025 | Q2 2024 | H1 2025 | H1 2024); balance sheet 30 June 2025 | 31 Dec 2024. The headline bullets "
        "round revenue to EUR 1.28 billion; adjusted EBIT (138.4) in the key-figures and segment tables is a "
        "distractor for operating_income, which is the reported EBIT (121.9). net_income is the 'attributable to "
        "shareholders' line. total_liabilities is null: the balance sheet prints only non-current and current "
        "liabilities, no total (summing them is not allowed). Net financial debt and the equity ratio are distractors."
    )
    sums = [
        SUM(
            "adjusted EBIT reconciliation",
            [
                (1, "operating_income"),
                (1, T("PPA effects", 9200000, 2, "purchase price allocation effects of EUR 9.2 million")),
                (1, T("restructuring", 7300000, 2, "restructuring expenses of EUR 7.3 million")),
            ],
            T("Adjusted EBIT", 138400000, 2, "adjusted EBIT of EUR 138.4 million"),
        ),
        SUM(
            "equity incl. NCI",
            [
                (
                    1,
                    T(
                        "attributable equity",
                        1987300000,
                        3,
                        "Equity attributable to shareholders of Brenntal Industrie AG 1,987.3 1,941.6",
                    ),
                ),
                (1, T("NCI", 58400000, 3, "Non-controlling interests 58.4 54.9")),
            ],
            "total_equity",
        ),
        SUM(
            "balance sheet without a liabilities total",
            [
                (1, "total_equity"),
                (1, T("Non-current liabilities", 1604200000, 3, "Non-current liabilities 1,604.2 1,622.8")),
                (1, T("Current liabilities", 1551600000, 3, "Current liabilities 1,551.6 1,492.7")),
            ],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 4 Japanese annual report, JPY millions, oldest first
@doc("b7_fs_jp_annual_report", "financial_statement", "Kiyosumi Precision Co., Ltd. Annual Report 2025")
def fs_jp_annual_report():
    p = Pdf(595, 842)
    p.new_page()
    p.text(297, 200, "Kiyosumi Precision Co., Ltd.", 22, True, align="c")
    p.text(297, 230, "Annual Report 2025", 16, align="c")
    p.text(297, 252, "Fiscal year ended March 31, 2025", 11, align="c")
    p.text(297, 300, "Financial Highlights", 11, True, align="c")
    h = Table(p, 324, [400, 500], 0, size=9, x=110)
    h.heads(["FY2023", "FY2024"])
    h.row("Net sales (billions of yen)", ["182.4", "196.9"])
    h.row("Operating margin (%)", ["8.7", "9.8"])
    h.row("ROE (%)", ["10.0", "12.6"])
    h.row("Annual dividend per share (yen)", ["96", "120"])
    p.wrap(
        110,
        h.y + 16,
        380,
        "FY2024 refers to the fiscal year from April 1, 2024 to March 31, 2025. Kiyosumi "
        "Precision Co., Ltd. is listed on the Prime Market of the Tokyo Stock Exchange (securities code 6981).",
        8.5,
    )
    p.footer("1")

    p.new_page()
    p.text(40, 52, "Consolidated Statements of Income", 12, True)
    p.text(40, 66, "Kiyosumi Precision Co., Ltd. and its consolidated subsidiaries · (Millions of yen)", 8.5)
    xs = [430, 540]
    t = Table(p, 92, xs, 0, size=9, lead=13.5)
    t.heads(["FY2023", "FY2024"], ["(Apr 1, 2023 -", "(Apr 1, 2024 -"], ["Mar 31, 2024)", "Mar 31, 2025)"])
    rev = t.row("Net sales", dv(182406, 196883), "b")
    cos = t.row("Cost of sales", dv(131550, 140118))
    gp = t.row("Gross profit", add(rev, neg(cos)), "t")
    sga = t.row("Selling, general and administrative expenses", dv(34912, 37406))
    op = t.row("Operating profit", add(gp, neg(sga)), "t")
    noi = t.row("Non-operating income", dv(1208, 1655))
    noe = t.row("Non-operating expenses", dv(612, 488))
    ordp = t.row("Ordinary profit", add(op, noi, neg(noe)), "t")
    exi = t.row("Extraordinary income (gain on sale of investment securities)", dv(0, 2311))
    exl = t.row("Extraordinary losses (impairment losses)", dv(844, 1207))
    pbt = t.row("Profit before income taxes", add(ordp, exi, neg(exl)), "t")
    tx = t.row("Total income taxes", dv(4833, 6702))
    pr = t.row("Profit", add(pbt, neg(tx)), "t")
    nci = t.row("Profit attributable to non-controlling interests", dv(402, 517))
    poa = t.row("Profit attributable to owners of parent", add(pr, neg(nci)), "t")
    t.gap(8)
    t.sec("Per share information (yen)")
    t.row("Basic earnings per share", ["356.28", "491.70"], indent=8)
    t.row("Diluted earnings per share", ["—", "—"], indent=8)
    t.row("Net assets per share", ["3,672.81", "4,114.66"], indent=8)
    p.wrap(
        40,
        t.y + 6,
        515,
        "Note: Diluted earnings per share is not presented because there are no potential "
        "shares with a dilutive effect.",
        8,
    )
    p.footer("46")

    p.new_page()
    p.text(40, 52, "Consolidated Balance Sheets", 12, True)
    p.text(40, 66, "(Millions of yen)", 8.5)
    b = Table(p, 90, [430, 540], 0, size=8.5, lead=12.2)
    b.heads(["As of", "As of"], ["March 31, 2024", "March 31, 2025"])
    b.sec("Assets")
    cd = b.row("Cash and deposits", dv(38114, 42905), indent=8)
    ca = [
        cd,
        b.row("Notes and accounts receivable - trade", dv(41208, 44871), indent=8),
        b.row("Inventories", dv(29517, 31064), indent=8),
        b.row("Other current assets", dv(2844, 3102), indent=8),
    ]
    tca = b.row("Total current assets", add(*ca), "t")
    nca = [
        b.row("Property, plant and equipment", dv(47330, 50918), indent=8),
        b.row("Intangible assets", dv(3905, 3611), indent=8),
        b.row("Investments and other assets", dv(12486, 10942), indent=8),
    ]
    tnca = b.row("Total non-current assets", add(*nca), "t")
    ta = b.row("Total assets", add(tca, tnca), "t")
    b.gap()
    b.sec("Liabilities")
    cl = [
        b.row("Notes and accounts payable - trade", dv(22615, 23908), indent=8),
        b.row("Short-term borrowings", dv(8000, 6500), indent=8),
        b.row("Income taxes payable", dv(2411, 3377), indent=8),
        b.row("Other current liabilities", dv(9804, 10512), indent=8),
    ]
    tcl = b.row("Total current liabilities", add(*cl), "t")
    ncl = [
        b.row("Long-term borrowings", dv(14500, 12000), indent=8),
        b.row("Retirement benefit liability", dv(5908, 5733), indent=8),
        b.row("Other non-current liabilities", dv(1206, 1318), indent=8),
    ]
    tncl = b.row("Total non-current liabilities", add(*ncl), "t")
    tl = b.row("Total liabilities", add(tcl, tncl), "t")
    b.gap()
    b.sec("Net assets")
    sc, cs_, ts, ao, nc = dv(8650, 8650), dv(9872, 9872), dv(-1402, -2915), dv(4318, 5006), dv(3120, 3462)
    re_ = add(ta, neg(tl), neg(sc), neg(cs_), neg(ts), neg(ao), neg(nc))
    b.row("Share capital", sc, indent=8)
    b.row("Capital surplus", cs_, indent=8)
    b.row("Retained earnings", re_, indent=8)
    b.row("Treasury shares", ts, indent=8)
    b.row("Accumulated other comprehensive income", ao, indent=8)
    b.row("Non-controlling interests", nc, indent=8)
    tna = b.row("Total net assets", add(sc, cs_, re_, ts, ao, nc), "t")
    b.row("Total liabilities and net assets", add(tl, tna), "t")
    p.footer("47")

    p.new_page()
    p.text(40, 52, "Consolidated Statements of Cash Flows (summary)", 12, True)
    p.text(40, 66, "(Millions of yen)", 8.5)
    c = Table(p, 90, [430, 540], 0, size=9, lead=13.5)
    c.heads(["FY2023", "FY2024"])
    beg = c.row("Cash and cash equivalents at beginning of period", dv(33874, 35614))
    f1 = c.row("Net cash provided by operating activities", dv(18822, 24117))
    f2 = c.row("Net cash used in investing activities", dv(-9915, -8206))
    f3 = c.row("Net cash used in financing activities", dv(-7911, -12043))
    fx = c.row("Effect of exchange rate change on cash and cash equivalents", dv(744, 733))
    end = c.row("Cash and cash equivalents at end of period", add(beg, f1, f2, f3, fx), "t")
    p.wrap(
        40,
        c.y + 10,
        515,
        "Cash and cash equivalents at end of period differ from cash and deposits on the "
        "balance sheet by time deposits with maturities exceeding three months (FY2024: ¥2,690 million).",
        8.5,
    )
    p.footer("49")

    same(196883, rev[1], "rev")
    same(19359, op[1], "op")
    same(14411, poa[1], "poa")
    same(187413, ta[1], "ta")
    same(63348, tl[1], "tl")
    same(124065, tna[1], "tna")
    same(40215, end[1], "cce")
    same(2690, cd[1] - end[1], "td")
    fields = {
        "company_name": F(
            "Kiyosumi Precision Co., Ltd.", 1, "Kiyosumi Precision Co., Ltd. Annual Report 2025"
        ),
        "report_type": F("annual_report", 1, "Kiyosumi Precision Co., Ltd. Annual Report 2025"),
        "period_end_date": F("2025-03-31", 1, "Fiscal year ended March 31, 2025"),
        "currency": F("JPY", 2, "(Millions of yen)"),
        "total_revenue": F(196883000000, 2, "Net sales 182,406 196,883"),
        "operating_income": F(19359000000, 2, "Operating profit 15,944 19,359"),
        "net_income": F(14411000000, 2, "Profit attributable to owners of parent 10,461 14,411"),
        "diluted_eps": NULL(),
        "total_assets": F(187413000000, 3, "Total assets 175,404 187,413"),
        "total_liabilities": F(63348000000, 3, "Total liabilities 64,444 63,348"),
        "total_equity": F(124065000000, 3, "Total net assets 110,960 124,065"),
        "cash_and_equivalents": F(40215000000, 4, "Cash and cash equivalents at end of period 35,614 40,215"),
    }
    notes = (
        "Japanese annual report in English, millions of yen, with the OLDEST year on the LEFT (FY2023 | FY2024; "
        "FY2024 = April 1, 2024 - March 31, 2025), so current figures are the RIGHT column. 'Operating profit' vs "
        "'Ordinary profit' (a Japanese-GAAP subtotal after non-operating items; distractor). net_income is 'Profit "
        "attributable to owners of parent'. total_equity is 'Total net assets' (includes non-controlling "
        "interests). cash_and_equivalents is the cash-flow statement's 'Cash and cash equivalents at end of "
        "period' (40,215), not the balance sheet's 'Cash and deposits' (42,905), which includes long time deposits. "
        "diluted_eps is null: the row is printed with a dash and a note says diluted EPS is not presented. The "
        "cover highlights round net sales to billions."
    )
    sums = [
        SUM(
            "cash and deposits vs cash equivalents",
            [
                (1, T("Cash and deposits", 42905000000, 3, "Cash and deposits 38,114 42,905")),
                (-1, T("long time deposits", 2690000000, 4, "(FY2024: ¥2,690 million)")),
            ],
            "cash_and_equivalents",
        ),
        SUM("balance sheet", [(1, "total_liabilities"), (1, "total_equity")], "total_assets"),
        SUM(
            "ordinary profit",
            [
                (1, "operating_income"),
                (1, T("Non-operating income", 1655000000, 2, "Non-operating income 1,208 1,655")),
                (-1, T("Non-operating expenses", 488000000, 2, "Non-operating expenses 612 488")),
            ],
            T("Ordinary profit", 20526000000, 2, "Ordinary profit 16,540 20,526"),
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 5 Canadian Q3 release, loss quarter, C$ thousands
@doc(
    "b7_fs_ca_q3_loss_release",
    "financial_statement",
    "Northbrook Timberlands Ltd. reports third quarter 2025 results",
)
def fs_ca_q3_loss_release():
    p = Pdf()
    p.new_page()
    p.text(36, 50, "NEWS RELEASE · TSX: NBT", 9, True, color=GREY)
    p.text(36, 78, "Northbrook Timberlands Ltd. Reports Third Quarter 2025 Results", 15, True)
    p.text(36, 94, "Prince George, British Columbia - October 30, 2025", 9)
    y = p.wrap(
        36,
        116,
        540,
        'Northbrook Timberlands Ltd. ("Northbrook" or the "Company") today reported results '
        "for the three and nine months ended September 30, 2025. All amounts are in Canadian dollars unless "
        "otherwise noted.",
        9,
    )
    y += 6
    for s in [
        "Sales of $312.4 million, up 4.6% from the third quarter of 2024",
        "Adjusted EBITDA of $16.8 million, compared to $27.4 million in Q3 2024",
        "Operating loss of $11.6 million, including $6.1 million of softwood lumber duty deposits",
        "Liquidity of $184.2 million at quarter end, including undrawn revolver capacity",
    ]:
        p.text(44, y, "- " + s, 9)
        y += 13
    y = p.wrap(
        36,
        y + 8,
        540,
        '"Lumber prices remained below cash costs for much of the quarter," said President and '
        'CEO Graham Ostrowski. "We curtailed two sawmills and kept capital spending tight."',
        9,
    )
    p.text(36, y + 8, "Segment results (C$ thousands)", 10, True)
    xs = [360, 430, 500, 570]
    s = Table(p, y + 30, xs, 0, size=8.5)
    s.heads(["Q3 2025", "Q3 2024", "YTD 2025", "YTD 2024"])
    s.sec("Sales")
    a1 = s.row("Lumber", dv(221906, 210344, 668120, 633917), indent=8)
    a2 = s.row("Pulp and paper", dv(96120, 93580, 288415, 283044), indent=8)
    a3 = s.row("Intersegment", dv(-5618, -5153, -15309, -14843), indent=8)
    s.row("Total", add(a1, a2, a3), "t")
    s.sec("Adjusted EBITDA")
    e1 = s.row("Lumber", dv(2917, 12806, 15224, 36118), indent=8)
    e2 = s.row("Pulp and paper", dv(19405, 19630, 57120, 55002), indent=8)
    e3 = s.row("Corporate", dv(-5571, -5036, -16702, -15338), indent=8)
    adj = s.row("Total Adjusted EBITDA", add(e1, e2, e3), "t")
    p.footer("1")

    p.new_page()
    p.text(36, 52, "NORTHBROOK TIMBERLANDS LTD.", 10, True)
    p.text(36, 65, "Condensed Consolidated Statements of Earnings (Loss) (unaudited)", 10, True)
    p.text(36, 77, "(in thousands of Canadian dollars, except per share amounts)", 8.5)
    t = Table(p, 104, xs, 0, size=8.5, x=36)
    p.text(395, 96, "Three months ended Sept. 30,", 7.5, True, align="c")
    p.text(535, 96, "Nine months ended Sept. 30,", 7.5, True, align="c")
    t.heads(["2025", "2024", "2025", "2024"])
    rev = t.row("Sales", dv(312408, 298771, 941226, 902118), "b")
    c1 = t.row("Costs of products sold", dv(-281915, -259004, -829310, -783662))
    c2 = t.row("Depreciation and amortization", dv(-24388, -22917, -72051, -68430))
    c3 = t.row("Selling, general and administration", dv(-11602, -10847, -34995, -33104))
    c4 = t.row("Countervailing and anti-dumping duties", dv(-6140, -4288, -17733, -13220))
    oi = t.row("Operating earnings (loss)", add(rev, c1, c2, c3, c4), "t")
    fc = t.row("Finance costs", dv(-5210, -4806, -15442, -14001))
    ot = t.row("Other income (expense)", dv(1904, -688, 3115, 2207))
    pbt = t.row("Earnings (loss) before income taxes", add(oi, fc, ot), "t")
    tx = t.row("Income tax recovery (expense)", dv(3912, -2104, 4020, -2477))
    ni = t.row("Net earnings (loss)", add(pbt, tx), "t")
    t.sec("Net earnings (loss) attributable to:")
    ncv = dv(-205, 118, -410, 236)
    sh = t.row("Shareholders of the Company", add(ni, neg(ncv)), indent=8)
    t.row("Non-controlling interest", ncv, indent=8)
    t.gap()
    t.nd = 2
    w = dv(78402, 78390, 78398, 78371)
    t.row(
        "Net earnings (loss) per share - basic", [eps(a * 1000, b * 1000) for a, b in zip(sh, w, strict=True)]
    )
    de = t.row(
        "Net earnings (loss) per share - diluted",
        [eps(a * 1000, b * 1000) for a, b in zip(sh, w, strict=True)],
    )
    t.nd = 0
    t.row("Weighted average shares outstanding (thousands)", w)
    p.footer("2")

    p.new_page()
    p.text(36, 52, "NORTHBROOK TIMBERLANDS LTD.", 10, True)
    p.text(36, 65, "Condensed Consolidated Balance Sheets (unaudited)", 10, True)
    p.text(36, 77, "(in thousands of Canadian dollars)", 8.5)
    b = Table(p, 100, [470, 570], 0, size=8.5, lead=12.2, x=36)
    b.heads(["September 30,", "December 31,"], ["2025", "2024"])
    b.sec("Assets")
    cash = b.row("Cash and cash equivalents", dv(41306, 58922), indent=8)
    ca = [
        cash,
        b.row("Accounts receivable", dv(118405, 104266), indent=8),
        b.row("Inventories", dv(201774, 188310), indent=8),
        b.row("Prepaid expenses and duty deposits receivable", dv(9813, 8102), indent=8),
    ]
    tca = b.row("Current assets", add(*ca), "t")
    nca = [
        b.row("Property, plant and equipment", dv(688940, 702115), indent=8),
        b.row("Timber licences and intangible assets", dv(96208, 99874), indent=8),
        b.row("Deferred income tax assets", dv(14420, 10402), indent=8),
        b.row("Other assets", dv(22614, 21980), indent=8),
    ]
    ta = b.row("Total assets", add(tca, *nca), "t")
    b.gap()
    b.sec("Liabilities")
    cl = [
        b.row("Accounts payable and accrued liabilities", dv(132918, 127405), indent=8),
        b.row("Current portion of long-term debt", dv(20000, 20000), indent=8),
    ]
    tcl = b.row("Current liabilities", add(*cl), "t")
    ncl = [
        b.row("Long-term debt", dv(301500, 281250), indent=8),
        b.row("Reforestation and decommissioning obligations", dv(48716, 47302), indent=8),
        b.row("Deferred income tax liabilities", dv(31088, 33114), indent=8),
    ]
    tl = b.row("Total liabilities", add(tcl, *ncl), "t")
    b.sec("Equity")
    scap = dv(402115, 401880)
    nce = dv(15214, 16002)
    re_ = add(ta, neg(tl), neg(scap), neg(nce))
    b.row("Share capital", scap, indent=8)
    b.row("Retained earnings", re_, indent=8)
    b.row("Non-controlling interest", nce, indent=8)
    te = b.row("Total equity", add(scap, re_, nce), "t")
    b.row("Total liabilities and equity", add(tl, te), "t")
    p.footer("3")

    same(312408, rev[0], "rev")
    same(-11637, oi[0], "oi")
    same(-10826, sh[0], "ni")
    same(-0.14, de[0], "eps")
    same(16751, adj[0], "adj")
    same(1193480, ta[0], "ta")
    same(534222, tl[0], "tl")
    same(659258, te[0], "te")
    same(41306, cash[0], "cash")
    fields = {
        "company_name": F(
            "Northbrook Timberlands Ltd.", 1, "Northbrook Timberlands Ltd. Reports Third Quarter 2025 Results"
        ),
        "report_type": F(
            "earnings_release", 1, "Northbrook Timberlands Ltd. Reports Third Quarter 2025 Results"
        ),
        "period_end_date": F("2025-09-30", 1, "for the three and nine months ended September 30, 2025"),
        "currency": F("CAD", 1, "All amounts are in Canadian dollars"),
        "total_revenue": F(312408000, 2, "Sales 312,408 298,771 941,226 902,118"),
        "operating_income": F(-11637000, 2, "Operating earnings (loss) (11,637) 1,715 (12,863) 3,702"),
        "net_income": F(-10826000, 2, "Shareholders of the Company (10,826) (6,001) (20,760) (10,805)"),
        "diluted_eps": F(-0.14, 2, "Net earnings (loss) per share - diluted (0.14) (0.08) (0.26) (0.14)"),
        "total_assets": F(1193480000, 3, "Total assets 1,193,480 1,193,971"),
        "total_liabilities": F(534222000, 3, "Total liabilities 534,222 509,071"),
        "total_equity": F(659258000, 3, "Total equity 659,258 684,900"),
        "cash_and_equivalents": F(41306000, 3, "Cash and cash equivalents 41,306 58,922"),
    }
    notes = (
        "Canadian TSX-listed company's Q3 release, C$ thousands, current period LEFT (Q3 2025 | Q3 2024 | YTD 2025 | "
        "YTD 2024). A LOSS quarter: operating loss, net loss attributable to shareholders and diluted EPS are "
        "bracketed negatives. Costs are printed as bracketed negatives. net_income is the 'Shareholders of the "
        "Company' line (the consolidated net loss also includes the non-controlling interest). The headline bullets "
        "round to millions and lead with Adjusted EBITDA; the segment table (Adjusted EBITDA by segment) is a "
        "distractor. Liquidity of $184.2 million is not cash."
    )
    sums = [
        SUM(
            "attributable split",
            [(1, "net_income"), (1, T("NCI", -205000, 2, "Non-controlling interest (205) 118 (410) 236"))],
            T("Net earnings (loss)", -11031000, 2, "Net earnings (loss) (11,031) (5,883) (21,170) (10,569)"),
        ),
        SUM("balance sheet", [(1, "total_liabilities"), (1, "total_equity")], "total_assets"),
    ]
    return p, fields, notes, sums
