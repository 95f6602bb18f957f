"""Financial-statement builders for blind_extraction8 (5 documents).  All
companies and figures are invented.  Figures are computed from the line items
drawn; the hand-written labels are checked against them with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from pdfkit import ACC, Pdf, fmt

GREY = (0.35, 0.35, 0.35)


def dv(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def neg(row):
    return [-x for x in row]


def eps(ni, sh):
    return (D(ni) / D(sh)).quantize(D("0.01"))


def sek(x, nd=0):
    """Swedish-style statement figure in English text: 12 486 / -8 113 / - for zero."""
    if D(x) == 0:
        return "-"
    return fmt(x, " ", ".", nd, neg="-")


class Table:
    """A statement table: label column plus right-aligned figure columns.
    f is the figure formatter (ACC by default: 1,234 / (1,234) / —)."""

    def __init__(self, p, y, xs, nd=0, size=8.5, lead=12.5, x=40, dollar=False, f=ACC):
        self.p, self.y, self.xs, self.nd, self.size, self.lead, self.x = p, y, xs, nd, size, lead, x
        self.dollar = dollar
        self.f = f

    def fmt(self, v, first=False):
        s = self.f(v, self.nd)
        return ("$" + s) if (self.dollar and first and s not in ("—", "-")) else s

    def heads(self, *lines, bold=True, rule=True):
        for ln in lines:
            for x, s in zip(self.xs, ln, strict=True):
                self.p.text(x, self.y, s, self.size - 0.5, bold, align="r")
            self.y += self.lead - 1.5
        if rule:
            self.p.hline(self.y - 8, self.xs[0] - 60, self.xs[-1] + 2, 0.5)
        self.y += 3

    def sec(self, label, bold=True):
        self.p.text(self.x, self.y, label, self.size, bold)
        self.y += self.lead

    def row(self, label, vals, kind="", indent=0, dollar=False, note=None, note_x=None):
        """kind: '' plain, 't' total (rule above, bold), 'b' bold, 'dd' double rule under."""
        bold = kind in ("t", "b", "dd")
        if kind in ("t", "dd"):
            for x in self.xs:
                self.p.hline(self.y - self.size - 1.5, x - 48, x + 2, 0.4)
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
                self.p.hline(self.y + 3, x - 48, x + 2, 0.4)
                self.p.hline(self.y + 5, x - 48, x + 2, 0.4)
        self.y += self.lead
        return vals

    def gap(self, h=5):
        self.y += h


def sec_cover(p, form, period_line, name, state, ein, addr, shares_line):
    p.text(306, 58, "UNITED STATES", 11, True, align="c")
    p.text(306, 72, "SECURITIES AND EXCHANGE COMMISSION", 11, True, align="c")
    p.text(306, 86, "Washington, D.C. 20549", 9, align="c")
    p.text(306, 116, "FORM " + form, 17, True, align="c")
    kind = "QUARTERLY" if form == "10-Q" else "ANNUAL"
    p.text(
        306,
        142,
        f"[X] {kind} REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.5,
        align="c",
    )
    p.text(306, 160, period_line, 10, align="c")
    p.text(306, 198, name, 17, True, align="c")
    p.text(306, 212, "(Exact name of registrant as specified in its charter)", 8, align="c")
    p.text(160, 240, state, 9, align="c")
    p.text(452, 240, ein, 9, align="c")
    p.text(160, 250, "(State or other jurisdiction of incorporation)", 7.5, align="c")
    p.text(452, 250, "(I.R.S. Employer Identification No.)", 7.5, align="c")
    p.text(306, 274, addr, 9, align="c")
    p.wrap(60, 312, 490, shares_line, 8.5)


# ================================================================ 1 10-Q, Q3 with nine-month columns
@doc(
    "b8_fs_10q_nine_month_split_bs",
    "financial_statement",
    "Sablewood Outdoor Brands, Inc. Form 10-Q, quarter ended September 27, 2025",
)
def fs_10q_nine_month():
    p = Pdf()
    p.new_page()
    sec_cover(
        p,
        "10-Q",
        "For the quarterly period ended September 27, 2025",
        "Sablewood Outdoor Brands, Inc.",
        "Delaware",
        "47-3318206",
        "6120 Ridgeline Parkway, Bend, Oregon 97701 · (541) 555-0126",
        "Indicate the number of shares outstanding of each of the issuer's classes of common stock, as of the latest "
        "practicable date: 31,488,302 shares of common stock, $0.001 par value, outstanding as of October 31, 2025. "
        "The registrant's fiscal quarters end on the last Saturday of the quarter; the third quarters of fiscal 2025 "
        "and fiscal 2024 each contained 13 weeks.",
    )
    p.footer("1")

    # ---- page 2: statements of operations
    p.new_page()
    p.text(306, 52, "SABLEWOOD OUTDOOR BRANDS, INC.", 10, True, align="c")
    p.text(306, 65, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 10, True, align="c")
    p.text(306, 77, "(Unaudited; in thousands, except per share amounts)", 8.5, align="c")
    xs = [362, 432, 502, 572]
    t = Table(p, 102, xs, 0, dollar=True)
    p.text(397, 94, "Three Months Ended", 8, True, align="c")
    p.text(537, 94, "Nine Months Ended", 8, True, align="c")
    t.heads(["Sept. 27,", "Sept. 28,", "Sept. 27,", "Sept. 28,"], ["2025", "2024", "2025", "2024"])
    rev = t.row("Net sales", dv(184362, 171905, 512448, 498117), dollar=True)
    cos = t.row("Cost of sales", dv(112940, 106233, 318207, 310452))
    gp = t.row("Gross profit", add(rev, neg(cos)), "t")
    t.sec("Operating expenses:")
    sga = t.row("Selling, general and administrative", dv(48115, 45802, 141380, 136944), indent=10)
    amo = t.row("Amortization of intangible assets", dv(2904, 2911, 8719, 8733), indent=10)
    imp = t.row("Impairment of trade name", dv(0, 0, 6200, 0), indent=10)
    opx = t.row("Total operating expenses", add(sga, amo, imp), "t")
    oi = t.row("Operating income", add(gp, neg(opx)), "t")
    ie = t.row("Interest expense", dv(-3812, -4406, -11930, -13281))
    oth = t.row("Other income (expense), net", dv(388, -151, 1024, 617))
    pbt = t.row("Income before income taxes", add(oi, ie, oth), "t")
    tax = t.row("Income tax expense", dv(-4075, -2976, -6489, -7038))
    ni = t.row("Net income", add(pbt, tax), "dd", dollar=True)
    t.gap(6)
    t.sec("Net income per share:")
    shb = dv(31420, 31088, 31365, 31002)
    shd = dv(31977, 31540, 31902, 31466)
    t.nd = 2
    t.row("Basic", [eps(a, b) for a, b in zip(ni, shb, strict=True)], indent=10, dollar=True)
    deps = t.row("Diluted", [eps(a, b) for a, b in zip(ni, shd, strict=True)], indent=10, dollar=True)
    t.nd = 0
    t.sec("Weighted-average shares outstanding:")
    t.row("Basic", shb, indent=10)
    t.row("Diluted", shd, indent=10)
    p.text(
        306, t.y + 14, "See accompanying notes to condensed consolidated financial statements.", 8, align="c"
    )
    p.footer("3")

    # ---- page 3: balance sheet, assets
    bxs = [480, 572]

    def bs_head(cont):
        p.new_page()
        p.text(306, 52, "SABLEWOOD OUTDOOR BRANDS, INC.", 10, True, align="c")
        p.text(
            306,
            65,
            "CONDENSED CONSOLIDATED BALANCE SHEETS" + (" (continued)" if cont else ""),
            10,
            True,
            align="c",
        )
        p.text(306, 77, "(Unaudited; in thousands, except par value)", 8.5, align="c")
        b = Table(p, 100, bxs, 0, lead=12.5, dollar=True)
        b.heads(["September 27,", "December 28,"], ["2025", "2024"])
        return b

    b = bs_head(False)
    b.sec("ASSETS")
    b.sec("Current assets:", bold=False)
    cash = b.row("Cash and cash equivalents", dv(46218, 61507), indent=10, dollar=True)
    rcash = b.row("Restricted cash", dv(2150, 2150), indent=10)
    ca = [
        cash,
        rcash,
        b.row("Accounts receivable, net", dv(98644, 81230), indent=10),
        b.row("Inventories", dv(171392, 146815), indent=10),
        b.row("Prepaid expenses and other current assets", dv(14207, 12966), indent=10),
    ]
    tca = b.row("Total current assets", add(*ca), "t")
    nca = [
        b.row("Property, plant and equipment, net", dv(88415, 90102)),
        b.row("Operating lease right-of-use assets", dv(41730, 44388)),
        b.row("Goodwill", dv(126904, 126904)),
        b.row("Intangible assets, net", dv(73618, 82337)),
        b.row("Other assets", dv(6120, 5874)),
    ]
    ta = b.row("Total assets", add(tca, *nca), "dd", dollar=True)
    p.text(572, b.y + 20, "(continued on next page)", 8, align="r", color=GREY)
    p.footer("4")

    # ---- page 4: balance sheet, liabilities and equity (total liabilities row has no label)
    b = bs_head(True)
    b.sec("LIABILITIES AND STOCKHOLDERS' EQUITY")
    b.sec("Current liabilities:", bold=False)
    cl = [
        b.row("Accounts payable", dv(62310, 54977), indent=10, dollar=True),
        b.row("Accrued expenses and other current liabilities", dv(38457, 41223), indent=10),
        b.row("Current portion of long-term debt", dv(12500, 12500), indent=10),
        b.row("Current operating lease liabilities", dv(9864, 9520), indent=10),
    ]
    tcl = b.row("Total current liabilities", add(*cl), "t")
    ncl = [
        b.row("Long-term debt, net of current portion", dv(188742, 197915)),
        b.row("Long-term operating lease liabilities", dv(35116, 38407)),
        b.row("Deferred income taxes", dv(14882, 15310)),
        b.row("Other long-term liabilities", dv(4209, 4655)),
    ]
    tl = b.row("", add(tcl, *ncl), "t")
    b.gap(4)
    b.row("Commitments and contingencies (Note 10)", ["", ""])
    b.sec("Stockholders' equity:", bold=False)
    cs = dv(32, 31)
    apic = dv(218580, 208114)
    aoci = dv(-2941, -3388)
    tsy = dv(-18450, -12000)
    te_target = add(ta, neg(tl))
    re_ = add(te_target, neg(cs), neg(apic), neg(aoci), neg(tsy))
    b.row("Common stock, $0.001 par value", cs, indent=10)
    b.row("Additional paid-in capital", apic, indent=10)
    b.row("Retained earnings", re_, indent=10)
    b.row("Accumulated other comprehensive loss", aoci, indent=10)
    b.row("Treasury stock, at cost", tsy, indent=10)
    te = b.row("Total stockholders' equity", add(cs, apic, re_, aoci, tsy), "t")
    tle = b.row("Total liabilities and stockholders' equity", add(tl, te), "dd", dollar=True)
    p.text(
        306, b.y + 16, "See accompanying notes to condensed consolidated financial statements.", 8, align="c"
    )
    p.footer("5")

    # ---- page 5: cash flows (condensed) and MD&A excerpt
    p.new_page()
    p.text(306, 52, "SABLEWOOD OUTDOOR BRANDS, INC.", 10, True, align="c")
    p.text(306, 65, "CONDENSED CONSOLIDATED STATEMENTS OF CASH FLOWS (condensed)", 10, True, align="c")
    p.text(306, 77, "(Unaudited; in thousands)", 8.5, align="c")
    c = Table(p, 102, bxs, 0, dollar=True)
    p.text(526, 94, "Nine Months Ended", 8, True, align="c")
    c.heads(["Sept. 27, 2025", "Sept. 28, 2024"])
    c.row("Net income", dv(20547, 22286), dollar=True)
    op = c.row("Net cash provided by operating activities", dv(18902, 31744), "b")
    inv = c.row("Net cash used in investing activities", dv(-9415, -11208), "b")
    fin = c.row("Net cash used in financing activities", dv(-24776, -17310), "b")
    chg = c.row("Net change in cash, cash equivalents and restricted cash", add(op, inv, fin), "t")
    beg = c.row("Cash, cash equivalents and restricted cash, beginning of period", dv(63657, 49941))
    end = c.row("Cash, cash equivalents and restricted cash, end of period", add(beg, chg), "dd", dollar=True)
    p.text(40, c.y + 18, "ITEM 2. MANAGEMENT'S DISCUSSION AND ANALYSIS (excerpt)", 10, True)
    p.wrap(
        40,
        c.y + 34,
        532,
        "Net sales for the third quarter of fiscal 2025 increased 7.2% to $184.4 million. Operating income was $20.4 "
        "million, or 11.1% of net sales; excluding amortization of intangible assets, adjusted operating income was "
        "$23.3 million. Adjusted EBITDA for the quarter was $29.6 million. Year to date, net sales were $512.4 "
        "million and operating income of $37.9 million included a $6.2 million non-cash impairment of the Ridgeway "
        "trade name. At September 27, 2025 we had $48.4 million of cash, cash equivalents and restricted cash and "
        "$95.0 million available under our revolving credit facility, for total liquidity of $143.4 million.",
        8.5,
    )
    p.footer("6")

    same(184362, rev[0], "rev")
    same(20403, oi[0], "oi")
    same(12904, ni[0], "ni")
    same(0.40, deps[0], "eps")
    same(669398, ta[0], "ta")
    same(123131, tcl[0], "tcl")
    same(366080, tl[0], "tl")
    same(303318, te[0], "te")
    same(46218, cash[0], "cash")
    same(48368, end[0], "cash+restricted")
    same(669398, tle[0], "tle")
    fields = {
        "company_name": F(
            "Sablewood Outdoor Brands, Inc.", 1, "Sablewood Outdoor Brands, Inc. (Exact name of registrant"
        ),
        "report_type": F("10-Q", 1, "FORM 10-Q"),
        "period_end_date": F("2025-09-27", 1, "For the quarterly period ended September 27, 2025"),
        "currency": F("USD", 2, "Net sales $184,362 $171,905 $512,448 $498,117"),
        "total_revenue": F(184362000, 2, "Net sales $184,362 $171,905 $512,448 $498,117"),
        "operating_income": F(20403000, 2, "Operating income 20,403 16,959 37,942 41,988"),
        "net_income": F(12904000, 2, "Net income $12,904 $9,426 $20,547 $22,286"),
        "diluted_eps": F(0.40, 2, "Diluted $0.40 $0.30 $0.64 $0.71"),
        "total_assets": F(669398000, 3, "Total assets $669,398 $654,273"),
        "total_liabilities": F(366080000, 4, "Other long-term liabilities 4,209 4,655 366,080 374,507"),
        "total_equity": F(303318000, 4, "Total stockholders' equity 303,318 279,766"),
        "cash_and_equivalents": F(46218000, 3, "Cash and cash equivalents $46,218 $61,507"),
    }
    notes = (
        "10-Q for a 13-week third quarter ended September 27, 2025 (fiscal quarters end on the last Saturday), in "
        "thousands except per share. The statement of operations prints Three Months Ended (Sept. 27, 2025 | Sept. "
        "28, 2024) and Nine Months Ended (2025 | 2024); the current quarter is the FIRST of four columns; the "
        "nine-month figures (incl. a $6.2m impairment) are distractors. The balance sheet is SPLIT across pages 3 "
        "and 4 (assets on page 3, liabilities and equity '(continued)' on page 4); current figures are the left "
        "column. Total liabilities is printed only as an UNLABELLED subtotal row (rule above, bold) under 'Other "
        "long-term liabilities', before 'Commitments and contingencies'; the quote holds the preceding row and that "
        "row. 'Total current liabilities' (123,131) is a distractor. Cash and cash equivalents (46,218) differs from "
        "the cash-flow statement's 'Cash, cash equivalents and restricted cash' (48,368) and the MD&A liquidity "
        "figure; MD&A rounding, adjusted operating income and adjusted EBITDA are distractors. No field is null."
    )
    sums = [
        SUM(
            "operating income to net income (Q3 2025)",
            [
                (1, "operating_income"),
                (1, T("Interest expense", -3812000, 2, "Interest expense (3,812) (4,406) (11,930) (13,281)")),
                (1, T("Other income", 388000, 2, "Other income (expense), net 388 (151) 1,024 617")),
                (
                    1,
                    T(
                        "Income tax expense",
                        -4075000,
                        2,
                        "Income tax expense (4,075) (2,976) (6,489) (7,038)",
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "unlabelled total liabilities",
            [
                (
                    1,
                    T("Total current liabilities", 123131000, 4, "Total current liabilities 123,131 118,220"),
                ),
                (
                    1,
                    T(
                        "Long-term debt",
                        188742000,
                        4,
                        "Long-term debt, net of current portion 188,742 197,915",
                    ),
                ),
                (
                    1,
                    T(
                        "Long-term lease liabilities",
                        35116000,
                        4,
                        "Long-term operating lease liabilities 35,116 38,407",
                    ),
                ),
                (1, T("Deferred income taxes", 14882000, 4, "Deferred income taxes 14,882 15,310")),
                (1, T("Other long-term liabilities", 4209000, 4, "Other long-term liabilities 4,209 4,655")),
            ],
            "total_liabilities",
        ),
        SUM(
            "balance sheet across pages",
            [(1, "total_liabilities"), (1, "total_equity")],
            T(
                "Total liabilities and stockholders' equity",
                669398000,
                4,
                "Total liabilities and stockholders' equity $669,398 $654,273",
            ),
        ),
        SUM(
            "restricted cash",
            [
                (1, "cash_and_equivalents"),
                (1, T("Restricted cash", 2150000, 3, "Restricted cash 2,150 2,150")),
            ],
            T(
                "cash, cash equivalents and restricted cash",
                48368000,
                5,
                "Cash, cash equivalents and restricted cash, end of period $48,368",
            ),
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 2 10-K with redeemable NCI (mezzanine)
@doc(
    "b8_fs_10k_redeemable_nci",
    "financial_statement",
    "Quarrystone Healthcare Partners, Inc. Form 10-K, fiscal year 2024",
)
def fs_10k_redeemable_nci():
    p = Pdf()
    p.new_page()
    sec_cover(
        p,
        "10-K",
        "For the fiscal year ended December 31, 2024",
        "Quarrystone Healthcare Partners, Inc.",
        "Tennessee",
        "62-1904417",
        "3300 Westbrook Commons, Suite 900, Franklin, Tennessee 37067 · (615) 555-0184",
        "The aggregate market value of the registrant's common stock held by non-affiliates as of June 28, 2024 was "
        "approximately $2.7 billion. As of February 14, 2025, 57,902,644 shares of common stock were outstanding.",
    )
    p.footer("1")

    # ---- page 2: MD&A overview (distractors)
    p.new_page()
    p.text(
        40,
        56,
        "ITEM 7. MANAGEMENT'S DISCUSSION AND ANALYSIS OF FINANCIAL CONDITION AND RESULTS OF OPERATIONS",
        9.5,
        True,
    )
    p.text(40, 76, "2024 Highlights", 9, True)
    y = 92
    for s in (
        "Total revenues grew 9.6% to $2.5 billion, driven by same-facility volume growth of 5.8% and 11 de novo sites.",
        "Operating income of $261.0 million; Adjusted EBITDA (a non-GAAP measure) of $412.5 million, up 12.1%.",
        "Net income attributable to Quarrystone of $107.6 million, or $1.83 per diluted share; adjusted diluted EPS "
        "was $2.21.",
        "Liquidity of $742.8 million at year end, consisting of $142.8 million of cash and cash equivalents and $600.0 "
        "million available under the revolving credit facility.",
        "Physician partners hold redeemable equity interests in 46 of our surgical facilities. Because the partners "
        "can require us to purchase these interests on the occurrence of events outside our control, they are "
        "presented as redeemable noncontrolling interests outside of permanent equity.",
    ):
        p.text(44, y, "•", 9)
        y = p.wrap(56, y, 500, s, 8.8, gap=4)
    p.text(40, y + 10, "Results of Operations (in millions)", 9, True)
    m = Table(p, y + 30, [430, 500, 572], 1, dollar=True)
    m.heads(["2024", "2023", "Change"])
    m.row("Total revenues", dv("2514.8", "2295.0", "219.8"), dollar=True)
    m.row("Adjusted EBITDA (non-GAAP)", dv("412.5", "368.0", "44.5"))
    m.row("Adjusted EBITDA margin", ["16.4%", "16.0%", "0.4 pts"])
    p.footer("44")

    # ---- page 3: income statement
    p.new_page()
    p.text(306, 52, "QUARRYSTONE HEALTHCARE PARTNERS, INC.", 10, True, align="c")
    p.text(306, 65, "CONSOLIDATED STATEMENTS OF INCOME", 10, True, align="c")
    p.text(306, 77, "(in millions, except per share amounts)", 8.5, align="c")
    xs = [420, 496, 572]
    t = Table(p, 100, xs, 1, dollar=True)
    t.heads(["Year Ended December 31,", "", ""], ["2024", "2023", "2022"])
    t.sec("Revenues:")
    r1 = t.row("Patient service revenue", dv("2418.6", "2206.3", "2011.9"), indent=10, dollar=True)
    r2 = t.row("Other revenue", dv("96.2", "88.7", "81.4"), indent=10)
    rev = t.row("Total revenues", add(r1, r2), "t")
    t.sec("Operating expenses:")
    ox = [
        t.row("Salaries and benefits", dv("1402.7", "1290.4", "1178.2"), indent=10),
        t.row("Supplies", dv("388.9", "352.6", "321.0"), indent=10),
        t.row("Rent and occupancy", dv("121.5", "116.8", "110.2"), indent=10),
        t.row("Other operating expenses", dv("248.3", "226.9", "214.5"), indent=10),
        t.row("Depreciation and amortization", dv("92.4", "86.1", "80.7"), indent=10),
    ]
    tox = t.row("Total operating expenses", add(*ox), "t")
    oi = t.row("Operating income", add(rev, neg(tox)), "t")
    ie = t.row("Interest expense", dv("-78.6", "-81.9", "-74.3"))
    ext_ = t.row("Loss on extinguishment of debt", dv("-4.2", "0", "0"))
    pbt = t.row("Income before income taxes", add(oi, ie, ext_), "t")
    tx = t.row("Provision for income taxes", dv("-41.9", "-33.0", "-27.2"))
    ni = t.row("Net income", add(pbt, tx), "t")
    nci = t.row(
        "Less: Net income attributable to noncontrolling interests (redeemable and nonredeemable)",
        dv("-28.7", "-24.1", "-21.5"),
    )
    nia = t.row(
        "Net income attributable to Quarrystone Healthcare Partners, Inc.", add(ni, nci), "dd", dollar=True
    )
    t.gap(6)
    t.sec("Earnings per share attributable to Quarrystone Healthcare Partners, Inc.:")
    shb = dv("57.8", "57.1", "56.4")
    shd = dv("58.9", "58.0", "57.2")
    t.nd = 2
    t.row("Basic", [eps(a, b) for a, b in zip(nia, shb, strict=True)], indent=10, dollar=True)
    de = t.row("Diluted", [eps(a, b) for a, b in zip(nia, shd, strict=True)], indent=10, dollar=True)
    t.nd = 1
    t.sec("Weighted-average common shares outstanding:")
    t.row("Basic", shb, indent=10)
    t.row("Diluted", shd, indent=10)
    p.footer("62")

    # ---- page 4: balance sheet
    p.new_page()
    p.text(306, 52, "QUARRYSTONE HEALTHCARE PARTNERS, INC.", 10, True, align="c")
    p.text(306, 65, "CONSOLIDATED BALANCE SHEETS", 10, True, align="c")
    p.text(306, 77, "(in millions, except share amounts)", 8.5, align="c")
    b = Table(p, 100, [490, 572], 1, size=8.2, lead=11.6, dollar=True)
    b.heads(["December 31,", "December 31,"], ["2024", "2023"])
    b.sec("ASSETS")
    cash = b.row("Cash and cash equivalents", dv("142.8", "118.4"), indent=8, dollar=True)
    ca = [
        cash,
        b.row("Accounts receivable, net", dv("331.6", "298.2"), indent=8),
        b.row("Supplies inventory", dv("48.9", "45.1"), indent=8),
        b.row("Prepaid expenses and other current assets", dv("62.4", "55.8"), indent=8),
    ]
    tca = b.row("Total current assets", add(*ca), "t")
    nca = [
        b.row("Property and equipment, net", dv("612.3", "574.9")),
        b.row("Operating lease right-of-use assets", dv("488.1", "471.6")),
        b.row("Goodwill", dv("1942.7", "1861.0")),
        b.row("Intangible assets, net", dv("214.5", "226.8")),
        b.row("Other long-term assets", dv("69.1", "58.3")),
    ]
    ta = b.row("Total assets", add(tca, *nca), "dd", dollar=True)
    b.gap(4)
    b.sec("LIABILITIES, REDEEMABLE NONCONTROLLING INTERESTS AND EQUITY")
    cl = [
        b.row("Accounts payable", dv("142.6", "131.9"), indent=8, dollar=True),
        b.row("Accrued salaries and benefits", dv("188.3", "171.5"), indent=8),
        b.row("Other accrued liabilities", dv("97.4", "90.2"), indent=8),
        b.row("Current portion of long-term debt", dv("21.0", "18.5"), indent=8),
        b.row("Current operating lease liabilities", dv("64.8", "61.3"), indent=8),
    ]
    tcl = b.row("Total current liabilities", add(*cl), "t")
    ncl = [
        b.row("Long-term debt, net", dv("1188.4", "1216.9")),
        b.row("Long-term operating lease liabilities", dv("446.9", "432.0")),
        b.row("Deferred income taxes", dv("41.2", "38.6")),
        b.row("Other long-term liabilities", dv("58.7", "52.4")),
    ]
    tl = b.row("Total liabilities", add(tcl, *ncl), "t")
    b.row("Commitments and contingencies (Note 14)", ["", ""])
    rnci = b.row("Redeemable noncontrolling interests", dv("318.5", "291.7"), "b")
    b.sec("Equity:")
    cs = dv("0.6", "0.6")
    apic = dv("820.1", "795.1")
    aoci = dv("-3.1", "-4.6")
    nrnci = dv("64.2", "58.8")
    te_target = add(ta, neg(tl), neg(rnci))
    re_ = add(te_target, neg(cs), neg(apic), neg(aoci), neg(nrnci))
    b.row("Common stock, $0.01 par value; 200,000,000 shares authorized", cs, indent=8)
    b.row("Additional paid-in capital", apic, indent=8)
    b.row("Retained earnings", re_, indent=8)
    b.row("Accumulated other comprehensive loss", aoci, indent=8)
    qse = b.row(
        "Total Quarrystone Healthcare Partners, Inc. stockholders' equity", add(cs, apic, re_, aoci), "t"
    )
    b.row("Nonredeemable noncontrolling interests", nrnci, indent=8)
    te = b.row("Total equity", add(qse, nrnci), "t")
    tle = b.row(
        "Total liabilities, redeemable noncontrolling interests and equity",
        add(tl, rnci, te),
        "dd",
        dollar=True,
    )
    p.footer("63")

    same("2514.8", rev[0], "rev")
    same("261.0", oi[0], "oi")
    same("107.6", nia[0], "nia")
    same(1.83, de[0], "eps")
    same("3912.4", ta[0], "ta")
    same("2249.3", tl[0], "tl")
    same("1344.6", te[0], "te")
    same("1280.4", qse[0], "qse")
    same("462.8", re_[0], "re")
    same("355.2", re_[1], "re 2023")
    same("142.8", cash[0], "cash")
    same("3912.4", tle[0], "tle")
    fields = {
        "company_name": F(
            "Quarrystone Healthcare Partners, Inc.",
            1,
            "Quarrystone Healthcare Partners, Inc. (Exact name of registrant",
        ),
        "report_type": F("10-K", 1, "FORM 10-K"),
        "period_end_date": F("2024-12-31", 1, "For the fiscal year ended December 31, 2024"),
        "currency": F("USD", 3, "Patient service revenue $2,418.6 $2,206.3 $2,011.9"),
        "total_revenue": F(2514800000, 3, "Total revenues 2,514.8 2,295.0 2,093.3"),
        "operating_income": F(261000000, 3, "Operating income 261.0 222.2 188.7"),
        "net_income": F(
            107600000,
            3,
            "Net income attributable to Quarrystone Healthcare Partners, Inc. $107.6 $83.2 $65.7",
        ),
        "diluted_eps": F(1.83, 3, "Diluted $1.83 $1.43 $1.15"),
        "total_assets": F(3912400000, 4, "Total assets $3,912.4 $3,710.1"),
        "total_liabilities": F(2249300000, 4, "Total liabilities 2,249.3 2,213.3"),
        "total_equity": F(1344600000, 4, "Total equity 1,344.6 1,205.1"),
        "cash_and_equivalents": F(142800000, 4, "Cash and cash equivalents $142.8 $118.4"),
    }
    notes = (
        "10-K in millions with one decimal; current year is the LEFT column (2024 | 2023 | 2022). Redeemable "
        "noncontrolling interests (318.5) are presented as TEMPORARY (mezzanine) equity between 'Total liabilities' "
        "and 'Equity', so total_liabilities + total_equity != total_assets; the balance-sheet sum adds the "
        "redeemable NCI. total_equity is 'Total equity' (incl. nonredeemable NCI, excl. redeemable NCI), not 'Total "
        "Quarrystone ... stockholders' equity' (1,280.4). net_income is the 'attributable to Quarrystone' line "
        "(107.6), not 'Net income' (136.3). The MD&A page (page 2) gives rounded revenue ($2.5 billion), adjusted "
        "EBITDA, adjusted EPS and liquidity ($742.8 million) as distractors. No field is null."
    )
    sums = [
        SUM(
            "balance sheet with mezzanine equity",
            [
                (1, "total_liabilities"),
                (
                    1,
                    T(
                        "Redeemable noncontrolling interests",
                        318500000,
                        4,
                        "Redeemable noncontrolling interests 318.5 291.7",
                    ),
                ),
                (1, "total_equity"),
            ],
            "total_assets",
        ),
        SUM(
            "attributable net income",
            [
                (1, T("Net income", 136300000, 3, "Net income 136.3 107.3 87.2")),
                (
                    1,
                    T(
                        "NCI share",
                        -28700000,
                        3,
                        "Less: Net income attributable to noncontrolling interests (redeemable and nonredeemable) (28.7) (24.1) (21.5)",
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "revenue lines",
            [
                (1, T("Patient service revenue", 2418600000, 3, "Patient service revenue $2,418.6")),
                (1, T("Other revenue", 96200000, 3, "Other revenue 96.2 88.7 81.4")),
            ],
            "total_revenue",
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 3 earnings release, recast for discontinued ops
@doc(
    "b8_fs_release_recast_discontinued",
    "financial_statement",
    "Orrin & Vale Packaging Company second quarter 2025 earnings release",
)
def fs_release_recast():
    p = Pdf()
    p.new_page()
    p.text(40, 52, "NEWS RELEASE", 9, True, color=GREY)
    p.text(40, 78, "Orrin & Vale Packaging Company Reports Second Quarter 2025 Results", 14, True)
    p.text(40, 94, "Specialty Films sale completed; results recast for discontinued operations", 10)
    p.text(
        40,
        114,
        "CINCINNATI, Ohio - July 29, 2025 - Orrin & Vale Packaging Company (NYSE: ORVP) today reported",
        8.8,
    )
    y = p.wrap(
        40,
        126,
        532,
        "results for its second quarter ended June 28, 2025. On May 30, 2025 the Company completed the sale of its "
        "Specialty Films business, which is presented as discontinued operations; prior-period amounts are recast "
        "accordingly.",
        8.8,
    )
    y += 4
    for s in (
        "Net sales from continuing operations of $412.6 million, up 6.0% from $389.2 million.",
        "Operating income of $43.4 million; adjusted operating income of $48.9 million (non-GAAP).",
        "Diluted EPS from continuing operations of $0.59; GAAP diluted EPS of $0.46 including a $0.13 loss from "
        "discontinued operations; adjusted diluted EPS of $0.71 (non-GAAP).",
        "Adjusted EBITDA of $71.8 million; net debt of $539.5 million, 1.9x trailing adjusted EBITDA.",
        "Full-year 2025 adjusted diluted EPS outlook raised to $2.70 - $2.85.",
    ):
        p.text(44, y, "•", 9)
        y = p.wrap(56, y, 510, s, 8.8, gap=3)
    y = p.wrap(
        40,
        y + 8,
        532,
        '"Our teams delivered another quarter of volume growth in food and beverage packaging, and the Specialty '
        'Films divestiture sharpens our focus," said Marguerite Oyelaran, Chief Executive Officer. The Company '
        "repurchased 412,000 shares for $14.8 million during the quarter and paid a quarterly dividend of $0.24 per "
        "share.",
        8.8,
    )
    p.text(
        40,
        y + 10,
        "Conference call: July 30, 2025 at 8:30 a.m. ET. Investor contact: Declan Abernathy, (513) 555-0190.",
        8.5,
    )
    p.footer("- more -")

    # ---- page 2: income statement
    p.new_page()
    p.text(306, 52, "ORRIN & VALE PACKAGING COMPANY", 10, True, align="c")
    p.text(306, 65, "CONDENSED CONSOLIDATED STATEMENTS OF INCOME (Unaudited)", 10, True, align="c")
    p.text(306, 77, "(In thousands, except per share amounts)", 8.5, align="c")
    xs = [372, 440, 506, 572]
    t = Table(p, 104, xs, 0, size=8.2, lead=12, dollar=True)
    p.text(406, 94, "Three Months Ended", 8, True, align="c")
    p.text(539, 94, "Six Months Ended", 8, True, align="c")
    t.heads(
        ["June 28,", "June 29,", "June 28,", "June 29,"],
        ["2025", "2024", "2025", "2024"],
        ["", "(Recast)", "", "(Recast)"],
    )
    rev = t.row("Net sales", dv(412586, 389204, 801377, 764915), dollar=True)
    cos = t.row("Cost of sales", dv(318744, 304117, 622909, 598322))
    gp = t.row("Gross profit", add(rev, neg(cos)), "t")
    sga = t.row("Selling, general and administrative expenses", dv(47305, 44918, 94172, 89640))
    rst = t.row("Restructuring and other charges", dv(3118, 1204, 5566, 2087))
    oi = t.row("Operating income", add(gp, neg(sga), neg(rst)), "t")
    ie = t.row("Interest expense, net", dv(-9204, -10115, -18660, -20311))
    oth = t.row("Other income (expense), net", dv(612, -288, 935, 142))
    pbt = t.row("Income from continuing operations before income taxes", add(oi, ie, oth), "t")
    tx = t.row("Provision for income taxes", dv(-8358, -6855, -14641, -13127))
    cont = t.row("Income from continuing operations", add(pbt, tx), "t")
    disc = t.row("Loss from discontinued operations, net of tax", dv(-5912, -1388, -7204, -2615))
    ni = t.row("Net income", add(cont, disc), "dd", dollar=True)
    t.gap(6)
    shb = dv(44402, 45110, 44487, 45066)
    shd = dv(44918, 45602, 45011, 45540)
    t.nd = 2
    t.sec("Basic earnings (loss) per share:")
    t.row(
        "Continuing operations", [eps(a, b) for a, b in zip(cont, shb, strict=True)], indent=10, dollar=True
    )
    t.row("Discontinued operations", [eps(a, b) for a, b in zip(disc, shb, strict=True)], indent=10)
    t.row("Basic net income per share", [eps(a, b) for a, b in zip(ni, shb, strict=True)], "t", dollar=True)
    t.sec("Diluted earnings (loss) per share:")
    dc = t.row(
        "Continuing operations", [eps(a, b) for a, b in zip(cont, shd, strict=True)], indent=10, dollar=True
    )
    dd = t.row("Discontinued operations", [eps(a, b) for a, b in zip(disc, shd, strict=True)], indent=10)
    dn = t.row(
        "Diluted net income per share", [eps(a, b) for a, b in zip(ni, shd, strict=True)], "t", dollar=True
    )
    t.nd = 0
    t.sec("Weighted-average shares outstanding:")
    t.row("Basic", shb, indent=10)
    t.row("Diluted", shd, indent=10)
    p.footer("2")

    # ---- page 3: balance sheet (no total liabilities) and non-GAAP reconciliation
    p.new_page()
    p.text(306, 52, "ORRIN & VALE PACKAGING COMPANY", 10, True, align="c")
    p.text(306, 65, "CONDENSED CONSOLIDATED BALANCE SHEETS (Unaudited)", 10, True, align="c")
    p.text(306, 77, "(In thousands)", 8.5, align="c")
    b = Table(p, 100, [490, 572], 0, size=8.2, lead=11.6, dollar=True)
    b.heads(["June 28, 2025", "Dec. 28, 2024"])
    cash = b.row("Cash and cash equivalents", dv(88412, 104730), dollar=True)
    ca = [
        cash,
        b.row("Receivables, net", dv(214906, 188377)),
        b.row("Inventories", dv(196518, 181044)),
        b.row("Prepaid expenses and other current assets", dv(22731, 19816)),
        b.row("Current assets held for sale", dv(0, 142660)),
    ]
    tca = b.row("Total current assets", add(*ca), "t")
    nca = [
        b.row("Property, plant and equipment, net", dv(498207, 487955)),
        b.row("Goodwill", dv(312448, 312448)),
        b.row("Intangible assets, net", dv(118302, 126911)),
        b.row("Other assets", dv(41205, 38660)),
    ]
    ta = b.row("Total assets", add(tca, *nca), "dd", dollar=True)
    b.gap(4)
    cl = [
        b.row("Accounts payable", dv(188214, 170522), dollar=True),
        b.row("Accrued liabilities", dv(91377, 96104)),
        b.row("Current portion of long-term debt", dv(15000, 15000)),
        b.row("Current liabilities held for sale", dv(0, 38915)),
    ]
    tcl = b.row("Total current liabilities", add(*cl), "t")
    ltd = b.row("Long-term debt", dv(612880, 658402))
    olt = b.row("Deferred income taxes and other long-term liabilities", dv(76419, 74227))
    te = b.row("Total shareholders' equity", add(ta, neg(tcl), neg(ltd), neg(olt)), "t")
    tle = b.row("Total liabilities and shareholders' equity", add(tcl, ltd, olt, te), "dd", dollar=True)
    b.gap(10)
    p.text(
        40, b.y, "RECONCILIATION OF NON-GAAP MEASURES (Unaudited; in thousands, except per share)", 9, True
    )
    r = Table(p, b.y + 16, [490, 572], 0, size=8.2, lead=11.6, dollar=True)
    r.heads(["Q2 2025", "Q2 2024"])
    r.row("Operating income (GAAP)", [oi[0], oi[1]], dollar=True)
    r.row("Restructuring and other charges", [rst[0], rst[1]])
    r.row("Acquisition-related amortization", dv(2362, 2410))
    r.row("Adjusted operating income", [oi[0] + rst[0] + 2362, oi[1] + rst[1] + 2410], "t", dollar=True)
    r.nd = 2
    r.row("Diluted EPS from continuing operations (GAAP)", [dc[0], dc[1]], dollar=True)
    r.row("Adjusted diluted EPS", dv("0.71", "0.62"), "t", dollar=True)
    p.footer("3")

    same(412586, rev[0], "rev")
    same(43419, oi[0], "oi")
    same(26469, cont[0], "cont")
    same(20557, ni[0], "ni")
    same(0.46, dn[0], "eps")
    same(0.59, dc[0], "eps cont")
    same(-0.13, dd[0], "eps disc")
    same(1492729, ta[0], "ta")
    same(294591, tcl[0], "tcl")
    same(508839, te[0], "te")
    same(88412, cash[0], "cash")
    same(1492729, tle[0], "tle")
    same(48899, oi[0] + rst[0] + 2362, "adj oi")
    fields = {
        "company_name": F(
            "Orrin & Vale Packaging Company",
            1,
            "Orrin & Vale Packaging Company Reports Second Quarter 2025 Results",
        ),
        "report_type": F(
            "earnings_release", 1, "Orrin & Vale Packaging Company Reports Second Quarter 2025 Results"
        ),
        "period_end_date": F("2025-06-28", 1, "results for its second quarter ended June 28, 2025"),
        "currency": F("USD", 2, "Net sales $412,586 $389,204 $801,377 $764,915"),
        "total_revenue": F(412586000, 2, "Net sales $412,586 $389,204 $801,377 $764,915"),
        "operating_income": F(43419000, 2, "Operating income 43,419 38,965 78,730 74,866"),
        "net_income": F(20557000, 2, "Net income $20,557 $20,319 $39,160 $38,955"),
        "diluted_eps": F(0.46, 2, "Diluted net income per share $0.46 $0.45 $0.87 $0.86"),
        "total_assets": F(1492729000, 3, "Total assets $1,492,729 $1,602,601"),
        "total_liabilities": NULL(),
        "total_equity": F(508839000, 3, "Total shareholders' equity 508,839 549,431"),
        "cash_and_equivalents": F(88412000, 3, "Cash and cash equivalents $88,412 $104,730"),
    }
    notes = (
        "Quarterly earnings release in thousands except per share; columns Three Months Ended June 28, 2025 | June "
        "29, 2024 (Recast) | Six Months Ended 2025 | 2024 (Recast): the current quarter is the FIRST of four columns. "
        "The Specialty Films business is a discontinued operation: net_income is 'Net income' (20,557) after the "
        "loss from discontinued operations, not 'Income from continuing operations' (26,469); diluted_eps is "
        "'Diluted net income per share' ($0.46), not the continuing-operations $0.59 or the adjusted $0.71. "
        "total_liabilities is null: the condensed balance sheet prints 'Total current liabilities' (294,591), "
        "long-term debt, other long-term liabilities, equity and 'Total liabilities and shareholders' equity' but no "
        "total liabilities line (it would have to be computed). Headline figures (rounded $412.6 million, adjusted "
        "operating income, adjusted EBITDA, net debt, outlook) and the non-GAAP reconciliation are distractors."
    )
    sums = [
        SUM(
            "continuing plus discontinued",
            [
                (
                    1,
                    T(
                        "Income from continuing operations",
                        26469000,
                        2,
                        "Income from continuing operations 26,469 21,707 46,364 41,570",
                    ),
                ),
                (
                    1,
                    T(
                        "Loss from discontinued operations",
                        -5912000,
                        2,
                        "Loss from discontinued operations, net of tax (5,912) (1,388) (7,204) (2,615)",
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "balance sheet without a total liabilities line",
            [
                (
                    1,
                    T("Total current liabilities", 294591000, 3, "Total current liabilities 294,591 320,541"),
                ),
                (1, T("Long-term debt", 612880000, 3, "Long-term debt 612,880 658,402")),
                (
                    1,
                    T(
                        "Other long-term liabilities",
                        76419000,
                        3,
                        "Deferred income taxes and other long-term liabilities 76,419 74,227",
                    ),
                ),
                (1, "total_equity"),
            ],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 4 Swedish annual report, SEK m, split balance sheet
@doc(
    "b8_fs_se_annual_report_sek",
    "financial_statement",
    "Norrström Industrial Group AB (publ) Annual Report 2024",
)
def fs_se_annual_report():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 80, "Norrström Industrial Group AB (publ)", 18, True)
    p.text(40, 104, "Annual Report 2024", 15)
    p.text(
        40, 122, "Corporate identity number 556702-3318 · Registered office Västerås, Sweden", 8.5, color=GREY
    )
    p.text(40, 160, "The year in brief", 11, True)
    y = 178
    for s in (
        "Net sales increased 6% to SEK 14.9 billion (14.0); organic growth was 4%.",
        "Adjusted operating profit (EBITA excl. items affecting comparability) was SEK 1,702 m (1,388), an adjusted "
        "EBITA margin of 11.5% (9.9).",
        "Operating profit (EBIT) was SEK 1,581 m (1,209).",
        "Profit for the year was SEK 1,067 m (746); earnings per share after dilution were SEK 7.89 (5.51).",
        "Operating cash flow SEK 1,846 m; net debt SEK 3,153 m; net debt/EBITDA 1.4x.",
        "The Board proposes a dividend of SEK 3.20 per share (2.60), to be paid in May 2025.",
    ):
        p.text(44, y, "•", 9)
        y = p.wrap(56, y, 490, s, 9, gap=4)
    y = p.wrap(
        40,
        y + 12,
        515,
        "All amounts are in millions of Swedish kronor (SEK m) unless otherwise stated. Figures in brackets refer to "
        "the preceding year. The financial year covers 1 January - 31 December 2024. The consolidated financial "
        "statements have been prepared in accordance with IFRS as adopted by the EU. The annual report was approved "
        "for publication by the Board of Directors on 12 March 2025.",
        8.5,
    )
    p.footer("Norrström Industrial Group · Annual Report 2024 · 1")

    # ---- page 2: income statement
    p.new_page()
    p.text(40, 56, "Consolidated income statement", 12, True)
    p.text(40, 70, "SEK m", 8.5, color=GREY)
    xs = [470, 545]
    t = Table(p, 96, xs, 0, size=8.5, lead=12.5, f=sek)
    t.heads(["2024", "2023"])
    p.text(400, 96, "Note", 8, True, align="c")
    rev = t.row("Net sales", dv(14862, 13977), "b", note="3", note_x=400)
    cogs = t.row("Cost of goods sold", dv(-10318, -9884))
    gp = t.row("Gross profit", add(rev, cogs), "t")
    ox = [
        t.row("Selling expenses", dv(-1702, -1611)),
        t.row("Administrative expenses", dv(-884, -842)),
        t.row("Research and development costs", dv(-415, -390)),
        t.row("Other operating income", dv(96, 71), note="6", note_x=400),
        t.row("Other operating expenses", dv(-58, -112), note="6", note_x=400),
    ]
    oi = t.row("Operating profit", add(gp, *ox), "t", note="4, 5", note_x=400)
    fi = t.row("Financial income", dv(64, 52), note="9", note_x=400)
    fe = t.row("Financial expenses", dv(-297, -318), note="9", note_x=400)
    pafi = t.row("Profit after financial items", add(oi, fi, fe), "t")
    itx = t.row("Income tax", dv(-281, -197), note="10", note_x=400)
    py = t.row("Profit for the year", add(pafi, itx), "dd")
    t.gap(6)
    t.sec("Profit for the year attributable to:")
    own = t.row("Owners of the Parent Company", dv(1019, 709), indent=10)
    nci = t.row("Non-controlling interests", add(py, neg(own)), indent=10)
    t.gap(6)
    t.nd = 2
    shb = dv("128.4", "128.1")
    shd = dv("129.1", "128.6")
    t.row(
        "Earnings per share before dilution, SEK",
        [eps(a, b) for a, b in zip(own, shb, strict=True)],
        note="11",
        note_x=400,
    )
    de = t.row(
        "Earnings per share after dilution, SEK",
        [eps(a, b) for a, b in zip(own, shd, strict=True)],
        note="11",
        note_x=400,
    )
    t.nd = 1
    t.row("Average number of shares before dilution, million", shb)
    t.row("Average number of shares after dilution, million", shd)
    t.gap(14)
    p.text(40, t.y, "Key figures", 10, True)
    k = Table(p, t.y + 18, xs, 0, size=8.5, lead=12.5, f=sek)
    k.heads(["2024", "2023"])
    k.row("Adjusted EBITA", dv(1702, 1388))
    k.row("Adjusted EBITA margin, %", ["11.5", "9.9"])
    k.row("Operating margin (EBIT), %", ["10.6", "8.6"])
    k.row("Net debt", dv(3153, 3480))
    k.row("Equity/assets ratio, %", ["48.2", "46.5"])
    p.footer("Norrström Industrial Group · Annual Report 2024 · 58")

    # ---- page 3: balance sheet, assets
    def bs_head(title):
        p.new_page()
        p.text(40, 56, title, 12, True)
        p.text(40, 70, "SEK m", 8.5, color=GREY)
        b = Table(p, 96, xs, 0, size=8.5, lead=12.5, f=sek)
        b.heads(["31 Dec 2024", "31 Dec 2023"])
        return b

    b = bs_head("Consolidated balance sheet")
    b.sec("ASSETS")
    b.sec("Non-current assets", bold=False)
    nca = [
        b.row("Goodwill", dv(3418, 3296), indent=10),
        b.row("Other intangible assets", dv(1122, 1187), indent=10),
        b.row("Property, plant and equipment", dv(4096, 3874), indent=10),
        b.row("Right-of-use assets", dv(702, 668), indent=10),
        b.row("Deferred tax assets", dv(154, 171), indent=10),
        b.row("Other non-current financial assets", dv(88, 79), indent=10),
    ]
    tnca = b.row("Total non-current assets", add(*nca), "t")
    b.sec("Current assets", bold=False)
    cash = dv(1372, 1106)
    ca = [
        b.row("Inventories", dv(2864, 2911), indent=10),
        b.row("Trade receivables", dv(2417, 2255), indent=10),
        b.row("Other current receivables", dv(311, 287), indent=10),
        b.row("Prepaid expenses and accrued income", dv(196, 182), indent=10),
        b.row("Cash and cash equivalents", cash, indent=10),
    ]
    tca = b.row("Total current assets", add(*ca), "t")
    ta = b.row("TOTAL ASSETS", add(tnca, tca), "dd")
    p.text(545, b.y + 14, "Equity and liabilities: see next page", 8, align="r", color=GREY)
    p.footer("Norrström Industrial Group · Annual Report 2024 · 60")

    # ---- page 4: balance sheet, equity and liabilities
    b = bs_head("Consolidated balance sheet, cont.")
    b.sec("EQUITY AND LIABILITIES")
    b.sec("Equity", bold=False)
    sc = dv(321, 321)
    occ = dv(1884, 1884)
    res = dv(412, 268)
    nci_bs = dv(231, 196)
    cl = [
        dv(602, 488),
        dv(171, 162),
        dv(1688, 1602),
        dv(94, 71),
        dv(402, 377),
        dv(864, 819),
    ]
    ncl = [dv(3204, 3415), dv(548, 521), dv(612, 640), dv(388, 362), dv(97, 104)]
    tl_v = add(*cl, *ncl)
    re_ = add(ta, neg(tl_v), neg(sc), neg(occ), neg(res), neg(nci_bs))
    b.row("Share capital", sc, indent=10)
    b.row("Other contributed capital", occ, indent=10)
    b.row("Reserves", res, indent=10)
    b.row("Retained earnings incl. profit for the year", re_, indent=10)
    eqp = b.row("Equity attributable to owners of the Parent Company", add(sc, occ, res, re_), "t")
    b.row("Non-controlling interests", nci_bs, indent=10)
    te = b.row("Total equity", add(eqp, nci_bs), "t")
    b.gap(4)
    b.sec("Non-current liabilities", bold=False)
    names = [
        "Interest-bearing liabilities",
        "Lease liabilities",
        "Provisions for pensions",
        "Deferred tax liabilities",
        "Other provisions",
    ]
    for n_, v in zip(names, ncl, strict=True):
        b.row(n_, v, indent=10)
    tncl = b.row("Total non-current liabilities", add(*ncl), "t")
    b.sec("Current liabilities", bold=False)
    names = [
        "Interest-bearing liabilities",
        "Lease liabilities",
        "Trade payables",
        "Tax liabilities",
        "Other current liabilities",
        "Accrued expenses and deferred income",
    ]
    for n_, v in zip(names, cl, strict=True):
        b.row(n_, v, indent=10)
    tcl = b.row("Total current liabilities", add(*cl), "t")
    tl = b.row("Total liabilities", add(tncl, tcl), "t")
    tel = b.row("TOTAL EQUITY AND LIABILITIES", add(te, tl), "dd")
    p.footer("Norrström Industrial Group · Annual Report 2024 · 61")

    same(14862, rev[0], "rev")
    same(1581, oi[0], "oi")
    same(1067, py[0], "profit")
    same(48, nci[0], "nci")
    same(7.89, de[0], "eps")
    same(16740, ta[0], "ta")
    same(8670, tl[0], "tl")
    same(8070, te[0], "te")
    same(1372, cash[0], "cash")
    same(16740, tel[0], "tel")
    fields = {
        "company_name": F(
            "Norrström Industrial Group AB (publ)",
            1,
            "Norrström Industrial Group AB (publ) Annual Report 2024",
        ),
        "report_type": F("annual_report", 1, "Norrström Industrial Group AB (publ) Annual Report 2024"),
        "period_end_date": F("2024-12-31", 3, "31 Dec 2024 31 Dec 2023"),
        "currency": F("SEK", 1, "All amounts are in millions of Swedish kronor (SEK m)"),
        "total_revenue": F(14862000000, 2, "Net sales 3 14 862 13 977"),
        "operating_income": F(1581000000, 2, "Operating profit 4, 5 1 581 1 209"),
        "net_income": F(1019000000, 2, "Owners of the Parent Company 1 019 709"),
        "diluted_eps": F(7.89, 2, "Earnings per share after dilution, SEK 11 7.89 5.51"),
        "total_assets": F(16740000000, 3, "TOTAL ASSETS 16 740 16 016"),
        "total_liabilities": F(8670000000, 4, "Total liabilities 8 670 8 561"),
        "total_equity": F(8070000000, 4, "Total equity 8 070 7 455"),
        "cash_and_equivalents": F(1372000000, 3, "Cash and cash equivalents 1 372 1 106"),
    }
    notes = (
        "Swedish group's annual report in English, amounts in SEK m with SPACE thousands separators and MINUS signs "
        "for costs (-10 318), current year LEFT (2024 | 2023). The income statement has a Note column between the "
        "label and the figures, so quotes like 'Net sales 3 14 862 13 977' start with the note number (3) before "
        "the 2024 figure 14 862. operating_income is 'Operating profit'; net_income is the profit attributable to "
        "'Owners of the Parent Company' (1 019), not 'Profit for the year' (1 067); diluted_eps is 'after "
        "dilution' (7.89), not 'before dilution'. The balance sheet is SPLIT: assets on page 3, 'Consolidated "
        "balance sheet, cont.' with equity and liabilities on page 4; 'Total non-current liabilities' and 'Total "
        "current liabilities' are distractors for total_liabilities; total_equity includes non-controlling "
        "interests. period_end_date comes from the balance-sheet column head '31 Dec 2024'. Page 1 highlights "
        "(SEK 14.9 billion, adjusted EBITA, net debt, dividend) and the key-figures table are distractors. No field "
        "is null."
    )
    sums = [
        SUM(
            "attributable profit",
            [
                (1, T("Profit for the year", 1067000000, 2, "Profit for the year 1 067 746")),
                (-1, T("Non-controlling interests", 48000000, 2, "Non-controlling interests 48 37")),
            ],
            "net_income",
        ),
        SUM(
            "total liabilities",
            [
                (
                    1,
                    T(
                        "Total non-current liabilities",
                        4849000000,
                        4,
                        "Total non-current liabilities 4 849 5 042",
                    ),
                ),
                (1, T("Total current liabilities", 3821000000, 4, "Total current liabilities 3 821 3 519")),
            ],
            "total_liabilities",
        ),
        SUM(
            "balance sheet across pages",
            [(1, "total_liabilities"), (1, "total_equity")],
            T("TOTAL EQUITY AND LIABILITIES", 16740000000, 4, "TOTAL EQUITY AND LIABILITIES 16 740 16 016"),
        ),
        SUM(
            "operating profit to profit after financial items",
            [
                (1, "operating_income"),
                (1, T("Financial income", 64000000, 2, "Financial income 9 64 52")),
                (1, T("Financial expenses", -297000000, 2, "Financial expenses 9 -297 -318")),
            ],
            T("Profit after financial items", 1348000000, 2, "Profit after financial items 1 348 943"),
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 5 private company, reviewed statements, whole dollars
@doc(
    "b8_fs_private_reviewed",
    "financial_statement",
    "Tamsin Creek Farm Supply, Inc. reviewed financial statements 2024 and 2023",
)
def fs_private_reviewed():
    p = Pdf()
    p.new_page()
    p.text(306, 120, "TAMSIN CREEK FARM SUPPLY, INC.", 16, True, align="c")
    p.text(306, 140, "FINANCIAL STATEMENTS", 12, align="c")
    p.text(306, 156, "December 31, 2024 and 2023", 11, align="c")
    p.text(306, 174, "With Independent Accountant's Review Report", 9, align="c", face="serif")
    p.text(306, 232, "INDEPENDENT ACCOUNTANT'S REVIEW REPORT", 10, True, align="c")
    y = 254
    for para in (
        "To the Board of Directors and Stockholders\nTamsin Creek Farm Supply, Inc.\nWalla Walla, Washington",
        "We have reviewed the accompanying financial statements of Tamsin Creek Farm Supply, Inc. (an S corporation), "
        "which comprise the balance sheets as of December 31, 2024 and 2023, and the related statements of income and "
        "retained earnings for the years then ended, and the related notes to the financial statements. A review "
        "includes primarily applying analytical procedures to management's financial data and making inquiries of "
        "company management. A review is substantially less in scope than an audit, the objective of which is the "
        "expression of an opinion regarding the financial statements as a whole. Accordingly, we do not express such "
        "an opinion.",
        "Based on our reviews, we are not aware of any material modifications that should be made to the accompanying "
        "financial statements in order for them to be in accordance with accounting principles generally accepted in "
        "the United States of America.",
        "Ridley & Oakes, CPAs, P.S.\nKennewick, Washington\nMarch 18, 2025",
    ):
        y = p.wrap(72, y, 468, para, 9, face="serif", gap=6)
    p.footer("1")

    # ---- page 2: balance sheets
    p.new_page()
    p.text(306, 56, "TAMSIN CREEK FARM SUPPLY, INC.", 11, True, align="c")
    p.text(306, 70, "BALANCE SHEETS", 11, True, align="c")
    p.text(306, 83, "December 31, 2024 and 2023", 9, align="c")
    xs = [470, 562]
    b = Table(p, 108, xs, 0, size=8.8, lead=12.8, x=56, dollar=True)
    b.heads(["2024", "2023"])
    b.sec("ASSETS")
    b.sec("Current assets", bold=False)
    cash = b.row("Cash and cash equivalents", dv(412806, 338914), indent=10, dollar=True)
    ca = [
        cash,
        b.row(
            "Accounts receivable, net of allowance of $18,500 and $16,200", dv(1146372, 1021845), indent=10
        ),
        b.row("Inventories", dv(2884510, 2640227), indent=10),
        b.row("Prepaid expenses", dv(41209, 38870), indent=10),
    ]
    tca = b.row("Total current assets", add(*ca), "t")
    ppe = b.row("Property and equipment, net", dv(1318644, 1402118))
    csv = b.row("Cash surrender value of officers' life insurance", dv(86420, 79105))
    ta = b.row("Total assets", add(tca, ppe, csv), "dd", dollar=True)
    b.gap(8)
    b.sec("LIABILITIES AND STOCKHOLDERS' EQUITY")
    b.sec("Current liabilities", bold=False)
    cl = [
        b.row("Line of credit", dv(650000, 475000), indent=10, dollar=True),
        b.row("Current maturities of long-term debt", dv(142880, 136420), indent=10),
        b.row("Accounts payable", dv(1208337, 1114502), indent=10),
        b.row("Customer prepayments", dv(318460, 266190), indent=10),
        b.row("Accrued expenses", dv(96712, 88344), indent=10),
    ]
    tcl = b.row("Total current liabilities", add(*cl), "t")
    ltd = b.row("Long-term debt, less current maturities", dv(884215, 1027095))
    tl = b.row("Total liabilities", add(tcl, ltd), "t")
    b.gap(4)
    b.sec("Stockholders' equity", bold=False)
    cs = dv(10000, 10000)
    apic = dv(90000, 90000)
    re_ = add(ta, neg(tl), neg(cs), neg(apic))
    b.row("Common stock, $1 par value; 50,000 shares authorized, 10,000 issued", cs, indent=10)
    b.row("Additional paid-in capital", apic, indent=10)
    b.row("Retained earnings", re_, indent=10)
    te = b.row("Total stockholders' equity", add(cs, apic, re_), "t")
    tle = b.row("Total liabilities and stockholders' equity", add(tl, te), "dd", dollar=True)
    p.text(
        306,
        b.y + 16,
        "See Independent Accountant's Review Report and notes to financial statements.",
        8,
        align="c",
    )
    p.footer("3")

    # ---- page 3: statements of income and retained earnings
    p.new_page()
    p.text(306, 56, "TAMSIN CREEK FARM SUPPLY, INC.", 11, True, align="c")
    p.text(306, 70, "STATEMENTS OF INCOME AND RETAINED EARNINGS", 11, True, align="c")
    p.text(306, 83, "Years Ended December 31, 2024 and 2023", 9, align="c")
    t = Table(p, 108, xs, 0, size=8.8, lead=12.8, x=56, dollar=True)
    t.heads(["2024", "2023"])
    rev = t.row("Net sales", dv(11846205, 10972418), dollar=True)
    cos = t.row("Cost of sales", dv(9187442, 8544906))
    gp = t.row("Gross profit", add(rev, neg(cos)), "t")
    t.sec("Operating expenses", bold=False)
    ox = [
        t.row("Salaries and wages", dv(1204118, 1132460), indent=10),
        t.row("Payroll taxes and employee benefits", dv(268730, 251084), indent=10),
        t.row("Rent - related party", dv(96000, 96000), indent=10),
        t.row("Depreciation", dv(171384, 168902), indent=10),
        t.row("Other operating expenses", dv(402615, 388137), indent=10),
    ]
    tox = t.row("Total operating expenses", add(*ox), "t")
    oi = t.row("Income from operations", add(gp, neg(tox)), "t")
    t.sec("Other income (expense)", bold=False)
    oth = [
        t.row("Interest expense", dv(-118442, -124018), indent=10),
        t.row("Gain on sale of equipment", dv(12500, 0), indent=10),
        t.row("Patronage dividends", dv(8914, 7702), indent=10),
    ]
    toth = t.row("Total other income (expense)", add(*oth), "t")
    ni = t.row("Net income", add(oi, toth), "dd", dollar=True)
    t.gap(8)
    re_end = re_
    dist = dv(243059, 410000)
    re_beg = add(re_end, neg(ni), dist)
    t.row("Retained earnings, beginning of year", re_beg)
    t.row("Net income", ni)
    t.row("Distributions to stockholders", neg(dist))
    t.row("Retained earnings, end of year", add(re_beg, ni, neg(dist)), "dd", dollar=True)
    p.wrap(
        56,
        t.y + 12,
        506,
        "The Company has elected to be taxed as an S corporation; accordingly, no provision for federal income taxes "
        "is included in these financial statements. Earnings per share are not presented.",
        8.5,
    )
    p.footer("4")

    same(412806, cash[0], "cash")
    same(5889961, ta[0], "ta")
    same(2416389, tcl[0], "tcl")
    same(3300604, tl[0], "tl")
    same(2589357, te[0], "te")
    same(11846205, rev[0], "rev")
    same(515916, oi[0], "oi")
    same(418888, ni[0], "ni")
    same(2489357, re_[0], "re")
    same(2313528, re_beg[0], "re beg")
    same(re_beg[0], re_[1], "re roll")
    same(5889961, tle[0], "tle")
    fields = {
        "company_name": F(
            "Tamsin Creek Farm Supply, Inc.", 1, "TAMSIN CREEK FARM SUPPLY, INC. FINANCIAL STATEMENTS"
        ),
        "report_type": F(
            "other",
            1,
            "FINANCIAL STATEMENTS December 31, 2024 and 2023 With Independent Accountant's Review Report",
        ),
        "period_end_date": F("2024-12-31", 1, "FINANCIAL STATEMENTS December 31, 2024 and 2023"),
        "currency": F("USD", 3, "Net sales $11,846,205 $10,972,418"),
        "total_revenue": F(11846205, 3, "Net sales $11,846,205 $10,972,418"),
        "operating_income": F(515916, 3, "Income from operations 515,916"),
        "net_income": F(418888, 3, "Net income $418,888"),
        "diluted_eps": NULL(),
        "total_assets": F(5889961, 2, "Total assets $5,889,961"),
        "total_liabilities": F(3300604, 2, "Total liabilities 3,300,604"),
        "total_equity": F(2589357, 2, "Total stockholders' equity 2,589,357"),
        "cash_and_equivalents": F(412806, 2, "Cash and cash equivalents $412,806 $338,914"),
    }
    notes = (
        "Private S corporation's reviewed financial statements in WHOLE DOLLARS (no scale), current year LEFT "
        "(2024 | 2023); report_type is 'other' (not an SEC filing, annual report or release). The review report "
        "date March 18, 2025 is a distractor for period_end_date. diluted_eps is null: no per-share figure is "
        "printed ('Earnings per share are not presented'). 'Total current liabilities' (2,416,389) is a distractor "
        "for total_liabilities; gross profit and the retained-earnings roll-forward (distributions, beginning and "
        "ending balances) are distractors; 'Net income' appears twice on page 3 (statement and roll-forward), the "
        "first is labelled."
    )
    sums = [
        SUM(
            "income from operations to net income",
            [
                (1, "operating_income"),
                (1, T("Total other income (expense)", -97028, 3, "Total other income (expense) (97,028)")),
            ],
            "net_income",
        ),
        SUM(
            "total liabilities",
            [
                (1, T("Total current liabilities", 2416389, 2, "Total current liabilities 2,416,389")),
                (1, T("Long-term debt", 884215, 2, "Long-term debt, less current maturities 884,215")),
            ],
            "total_liabilities",
        ),
        SUM("balance sheet", [(1, "total_liabilities"), (1, "total_equity")], "total_assets"),
        SUM(
            "retained earnings roll-forward",
            [
                (
                    1,
                    T(
                        "Retained earnings, beginning",
                        2313528,
                        3,
                        "Retained earnings, beginning of year 2,313,528",
                    ),
                ),
                (1, "net_income"),
                (-1, T("Distributions", 243059, 3, "Distributions to stockholders (243,059)")),
            ],
            T("Retained earnings, end", 2489357, 2, "Retained earnings 2,489,357"),
        ),
    ]
    return p, fields, notes, sums
