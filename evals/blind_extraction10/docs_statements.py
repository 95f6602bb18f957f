"""Financial-statement builders for blind_extraction10 (5 documents).  All
companies and figures are invented.  Subtotals, totals and per-share figures
are computed from the line items drawn; the hand-written labels are checked
against them with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from pdfkit import ACC, Pdf, q

GREY = (0.35, 0.35, 0.35)


def dv(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def sub(a, b):
    return [x - y for x, y in zip(a, b, strict=True)]


def neg(row):
    return [-x for x in row]


def per_share(ni, shares, nd=2):
    return q(D(ni) / D(shares), nd)


def inr_acc(x, nd=2):
    """Indian results figure: 2,847.36 / (42.18) / - for zero (Indian grouping)."""
    v = q(x, nd)
    if v == 0:
        return "-"
    txt = f"{abs(v):.{nd}f}"
    ip, _, fp = txt.partition(".")
    if len(ip) > 3:
        head, tail = ip[:-3], ip[-3:]
        g = []
        while len(head) > 2:
            g.insert(0, head[-2:])
            head = head[:-2]
        if head:
            g.insert(0, head)
        ip = ",".join(g + [tail])
    body = ip + ("." + fp if nd else "")
    return "(" + body + ")" if v < 0 else body


class Table:
    """A statement table: a label column and right-aligned figure columns at
    the x positions xs.  f formats one figure (ACC by default)."""

    def __init__(self, p, y, xs, nd=0, size=8.2, lead=12, x=44, f=ACC, rule_w=50, prefix=None):
        self.p, self.y, self.xs, self.nd, self.size, self.lead, self.x = p, y, xs, nd, size, lead, x
        self.f = f
        self.rule_w = rule_w
        self.prefix = prefix  # e.g. ["$", "$", ...] printed before figures of rows with cur=True

    def heads(self, *lines, bold=True, rule=True, size=None):
        size = size or self.size - 0.6
        for ln in lines:
            for xx, s in zip(self.xs, ln, strict=True):
                if s:
                    self.p.text(xx, self.y, s, size, bold, align="r")
            self.y += size + 2.5
        if rule:
            self.p.hline(self.y - size + 1, self.xs[0] - self.rule_w - 8, self.xs[-1] + 2, 0.5)
        self.y += 5

    def span(self, x0, x1, s, size=None):
        size = size or self.size - 0.6
        self.p.text((x0 + x1) / 2, self.y, s, size, True, align="c")
        self.p.hline(self.y + 3, x0, x1, 0.4)
        self.y += size + 5

    def sec(self, label, bold=True, indent=0):
        self.p.text(self.x + indent, self.y, label, self.size, bold)
        self.y += self.lead

    def row(self, label, vals, kind="", indent=0, cur=False):
        """kind: '' plain, 't' total (rule above, bold), 'b' bold, 'dd' total with double rule under."""
        bold = kind in ("t", "b", "dd")
        if kind in ("t", "dd"):
            for xx in self.xs:
                self.p.hline(self.y - self.size - 1.5, xx - self.rule_w, xx + 2, 0.4)
        if label:
            self.p.text(self.x + indent, self.y, label, self.size, bold)
        for i, (xx, v) in enumerate(zip(self.xs, vals, strict=True)):
            s = v if isinstance(v, str) else self.f(v, self.nd)
            if cur and self.prefix and self.prefix[i] and s not in ("\u2014", "-"):
                s = self.prefix[i] + s
            self.p.text(xx, self.y, s, self.size, bold, align="r")
        if kind == "dd":
            for xx in self.xs:
                self.p.hline(self.y + 3, xx - self.rule_w, xx + 2, 0.4)
                self.p.hline(self.y + 5, xx - self.rule_w, xx + 2, 0.4)
        self.y += self.lead
        return vals

    def gap(self, h=4):
        self.y += h


def footer(p, s):
    p.text(p.w / 2, p.h - 26, s, 7, align="c", color=GREY)


def acc1(x, nd=1):
    return ACC(x, nd)


# ================================================================ 1 10-Q, Q3 with nine-month columns, mezzanine preferred
@doc("b10_fs_10q_q3_mezzanine", "financial_statement", "Tamarack Biosystems, Inc. Form 10-Q Q3 2025")
def fs_10q_q3_mezzanine():
    p = Pdf(612, 792)
    name = "Tamarack Biosystems, Inc."
    # ---------------- page 1: cover
    p.new_page()
    p.text(306, 56, "UNITED STATES", 10, True, align="c")
    p.text(306, 70, "SECURITIES AND EXCHANGE COMMISSION", 10, True, align="c")
    p.text(306, 83, "Washington, D.C. 20549", 8.5, align="c")
    p.hline(92, 216, 396, 0.6)
    p.text(306, 116, "FORM 10-Q", 17, True, align="c")
    p.hline(124, 216, 396, 0.6)
    p.text(
        60,
        148,
        "\u2612  QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.2,
    )
    p.text(306, 164, "For the quarterly period ended September 30, 2025", 9.2, True, align="c")
    p.text(306, 180, "or", 8, align="c")
    p.text(
        60,
        196,
        "\u2610  TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.2,
    )
    p.text(306, 214, "Commission File Number: 001-40917", 8.5, align="c")
    p.text(306, 246, name, 16, True, align="c")
    p.text(306, 259, "(Exact name of registrant as specified in its charter)", 7.4, align="c")
    p.text(180, 286, "Delaware", 9, align="c")
    p.text(432, 286, "84-3306172", 9, align="c")
    p.text(180, 296, "(State or other jurisdiction of incorporation)", 7, align="c")
    p.text(432, 296, "(I.R.S. Employer Identification No.)", 7, align="c")
    p.text(306, 322, "2750 Prairie Center Parkway, Suite 400, Fort Collins, Colorado 80525", 8.8, align="c")
    p.text(306, 333, "(Address of principal executive offices) (Zip Code)", 7, align="c")
    p.text(306, 352, "(970) 555-0162", 8.8, align="c")
    y = 384
    for s in (
        "Securities registered pursuant to Section 12(b) of the Act: Common Stock, $0.001 par value per share, "
        "trading symbol TMKB, The Nasdaq Global Select Market.",
        "Indicate by check mark whether the registrant (1) has filed all reports required to be filed by Section 13 "
        "or 15(d) of the Securities Exchange Act of 1934 during the preceding 12 months and (2) has been subject to "
        "such filing requirements for the past 90 days. Yes \u2612 No \u2610",
        "Indicate by check mark whether the registrant is a large accelerated filer, an accelerated filer, a "
        "non-accelerated filer, a smaller reporting company or an emerging growth company. Large accelerated filer "
        "\u2612",
        "As of October 31, 2025, the registrant had 142,318,604 shares of common stock, $0.001 par value per share, "
        "outstanding.",
    ):
        y = p.wrap(60, y, 492, s, 8.2) + 6
    footer(p, "Tamarack Biosystems, Inc. | Q3 2025 Form 10-Q")
    # ---------------- page 2: statements of operations
    p.new_page()
    p.text(306, 50, name, 11, True, align="c")
    p.text(306, 64, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 9.5, True, align="c")
    p.text(306, 76, "(in millions, except per share amounts)", 8, align="c")
    p.text(306, 87, "(unaudited)", 8, align="c")
    xs = [372, 432, 508, 568]
    t = Table(p, 112, xs, nd=1, size=8.2, lead=12.2, x=44, f=acc1, rule_w=44, prefix=["$ ", "$ ", "$ ", "$ "])
    t.span(326, 436, "Three Months Ended")
    t.y -= 17
    t.span(462, 572, "Nine Months Ended")
    t.heads(["September 30,", "", "September 30,", ""], ["2025", "2024", "2025", "2024"])
    t.sec("Revenue:")
    prod = t.row("Product revenue", dv(412.7, 388.2, 1268.4, 1150.6), indent=10, cur=True)
    serv = t.row("Service revenue", dv(96.4, 90.1, 281.9, 262.0), indent=10)
    rev = t.row("Total revenue", add(prod, serv), "t")
    t.gap(3)
    t.sec("Costs and expenses:")
    costs = [
        ("Cost of product revenue", dv(183.5, 171.0, 556.2, 509.8)),
        ("Cost of service revenue", dv(51.2, 48.7, 149.6, 141.3)),
        ("Research and development", dv(62.8, 57.4, 184.1, 170.2)),
        ("Selling, general and administrative", dv(148.9, 139.6, 441.7, 412.5)),
        ("Goodwill and intangible asset impairment", dv(94.0, 0, 94.0, 0)),
        ("Restructuring charges", dv(11.3, 2.1, 14.8, 6.4)),
    ]
    for lab, v in costs:
        t.row(lab, v, indent=10)
    tcost = t.row("Total costs and expenses", add(*[v for _, v in costs]), "t")
    op = t.row("Operating (loss) income", sub(rev, tcost), "b")
    t.gap(3)
    intx = t.row("Interest expense", dv(-9.8, -10.4, -29.9, -31.6), indent=10)
    oth = t.row("Other income, net", dv(3.1, 2.6, 8.7, 7.9), indent=10)
    pbt = t.row("(Loss) income before income taxes", add(op, intx, oth), "t")
    tax = t.row("Income tax (benefit) expense", dv(-7.4, 11.9, 21.5, 33.8), indent=10)
    ni = t.row("Net (loss) income", sub(pbt, tax), "dd", cur=True)
    t.gap(6)
    t.sec("Net (loss) income per share:")
    sh_b = dv(141.9, 140.2, 141.5, 139.8)
    sh_d = dv(141.9, 143.6, 144.8, 143.1)
    t.nd = 2
    t.f = ACC
    eb = t.row("Basic", [per_share(a, b) for a, b in zip(ni, sh_b, strict=True)], indent=10, cur=True)
    ed = t.row("Diluted", [per_share(a, b) for a, b in zip(ni, sh_d, strict=True)], indent=10, cur=True)
    t.nd = 1
    t.f = acc1
    t.gap(4)
    t.sec("Weighted-average shares outstanding:")
    t.row("Basic", sh_b, indent=10)
    t.row("Diluted", sh_d, indent=10)
    t.gap(8)
    p.wrap(
        44,
        t.y,
        524,
        "For the three months ended September 30, 2025, potentially dilutive securities, including the Series A "
        "redeemable convertible preferred stock, were excluded from diluted net loss per share because their "
        "effect was anti-dilutive. See accompanying notes to the condensed consolidated financial statements.",
        7.4,
    )
    footer(p, "3")
    # ---------------- page 3: balance sheets
    p.new_page()
    p.text(306, 50, name, 11, True, align="c")
    p.text(306, 64, "CONDENSED CONSOLIDATED BALANCE SHEETS", 9.5, True, align="c")
    p.text(306, 76, "(in millions, except share and par value amounts)", 8, align="c")
    p.text(306, 87, "(unaudited)", 8, align="c")
    b = Table(p, 110, [470, 560], nd=1, size=8.2, lead=11.8, x=44, f=acc1, rule_w=50, prefix=["$ ", "$ "])
    b.heads(["September 30,", "December 31,"], ["2025", "2024"])
    b.sec("ASSETS")
    b.sec("Current assets:", indent=6)
    cash = b.row("Cash and cash equivalents", dv(286.4, 241.9), indent=14, cur=True)
    rc = b.row("Restricted cash", dv(12.5, 12.5), indent=14)
    ca = [cash, rc]
    for lab, v in (
        ("Short-term investments", dv(174.8, 96.3)),
        ("Accounts receivable, net", dv(318.7, 301.2)),
        ("Inventories", dv(402.6, 377.8)),
        ("Prepaid expenses and other current assets", dv(58.3, 49.1)),
    ):
        ca.append(b.row(lab, v, indent=14))
    tca = b.row("Total current assets", add(*ca), "t", indent=6)
    nca = [tca]
    for lab, v in (
        ("Property and equipment, net", dv(512.8, 498.4)),
        ("Operating lease right-of-use assets", dv(88.9, 94.6)),
        ("Goodwill", dv(604.2, 698.2)),
        ("Intangible assets, net", dv(211.5, 236.0)),
        ("Other non-current assets", dv(41.7, 38.9)),
    ):
        nca.append(b.row(lab, v, indent=6))
    ta = b.row("Total assets", add(*nca), "dd", cur=True)
    b.gap(4)
    b.sec("LIABILITIES, REDEEMABLE CONVERTIBLE PREFERRED STOCK AND STOCKHOLDERS' EQUITY")
    b.sec("Current liabilities:", indent=6)
    cl = []
    for lab, v in (
        ("Accounts payable", dv(146.2, 158.7)),
        ("Accrued expenses and other current liabilities", dv(201.9, 188.4)),
        ("Deferred revenue", dv(77.3, 70.5)),
        ("Current portion of long-term debt", dv(25.0, 25.0)),
    ):
        cl.append(b.row(lab, v, indent=14, cur=lab.startswith("Accounts")))
    tcl = b.row("Total current liabilities", add(*cl), "t", indent=6)
    ll = [tcl]
    for lab, v in (
        ("Long-term debt, net", dv(611.4, 629.8)),
        ("Operating lease liabilities, non-current", dv(79.6, 85.9)),
        ("Deferred income tax liabilities", dv(38.2, 52.6)),
        ("Other long-term liabilities", dv(27.5, 26.3)),
    ):
        ll.append(b.row(lab, v, indent=6))
    tl = b.row("Total liabilities", add(*ll), "t")
    b.row("Commitments and contingencies (Note 11)", ["", ""])
    b.sec("Series A redeemable convertible preferred stock, $0.001 par value;", bold=False)
    pref = b.row("250,000 shares issued and outstanding", dv(247.6, 247.6), indent=8)
    b.sec("Stockholders' equity:")
    cs = b.row("Common stock, $0.001 par value", dv(0.1, 0.1), indent=6)
    apic = b.row("Additional paid-in capital", dv(1118.4, 1092.7), indent=6)
    aoci = b.row("Accumulated other comprehensive loss", dv(-14.9, -19.6), indent=6)
    eq_total = sub(sub(ta, tl), pref)
    re_ = sub(eq_total, add(cs, apic, aoci))
    b.row("Retained earnings", re_, indent=6)
    te = b.row("Total stockholders' equity", eq_total, "t")
    tot_le = add(tl, pref, te)
    b.row(
        "Total liabilities, redeemable convertible preferred stock and stockholders' equity",
        tot_le,
        "dd",
        cur=True,
    )
    footer(p, "4")
    # ---------------- page 4: cash flow excerpt and MD&A
    p.new_page()
    p.text(306, 50, name, 11, True, align="c")
    p.text(306, 64, "CONDENSED CONSOLIDATED STATEMENTS OF CASH FLOWS (EXCERPT)", 9.5, True, align="c")
    p.text(306, 76, "(in millions) (unaudited)", 8, align="c")
    c = Table(p, 100, [470, 560], nd=1, size=8.2, lead=12, x=44, f=acc1, rule_w=50, prefix=["$ ", "$ "])
    c.heads(["Nine Months Ended September 30,", ""], ["2025", "2024"])
    c.row("Net income", dv(67.2, 114.9), cur=True)
    op_cf = c.row("Net cash provided by operating activities", dv(188.3, 201.6), "b")
    inv_cf = c.row("Net cash used in investing activities", dv(-61.4, -88.2), "b")
    fin_cf = c.row("Net cash used in financing activities", dv(-85.6, -97.4), "b")
    fx = c.row("Effect of exchange rate changes on cash", dv(3.2, -1.1))
    chg = c.row(
        "Net increase in cash, cash equivalents and restricted cash", add(op_cf, inv_cf, fin_cf, fx), "t"
    )
    beg = c.row("Cash, cash equivalents and restricted cash, beginning of period", dv(254.4, 239.0))
    end = c.row("Cash, cash equivalents and restricted cash, end of period", add(beg, chg), "dd", cur=True)
    y = c.y + 12
    p.text(
        44,
        y,
        "Item 2. Management's Discussion and Analysis of Financial Condition and Results of Operations",
        9,
        True,
    )
    y += 16
    for s in (
        "Third quarter overview. Total revenue for the third quarter of 2025 was $509.1 million, an increase of "
        "6.4% compared with $478.3 million in the third quarter of 2024. We recorded a non-cash goodwill and "
        "intangible asset impairment charge of $94.0 million related to our Lab Automation reporting unit, which "
        "resulted in an operating loss of $42.6 million for the quarter. Excluding impairment, restructuring and "
        "amortization of acquired intangibles, adjusted operating income (a non-GAAP measure) was $80.3 million.",
        "For the nine months ended September 30, 2025, net income was $67.2 million, or $0.46 per diluted share.",
        "Liquidity. As of September 30, 2025, we had cash, cash equivalents and short-term investments of "
        "$461.2 million and $175.0 million of undrawn capacity under our revolving credit facility. The Series A "
        "redeemable convertible preferred stock is classified outside of permanent equity because it is "
        "redeemable at the holder's option on or after June 30, 2029.",
    ):
        y = p.wrap(44, y, 524, s, 8.2) + 6
    footer(p, "5")

    same(509.1, rev[0], "revenue")
    same(-42.6, op[0], "operating")
    same(-41.9, ni[0], "net loss")
    same(-0.30, ed[0], "diluted eps")
    same(-0.30, eb[0], "basic eps")
    same(2712.4, ta[0], "total assets")
    same(1207.1, tl[0], "total liabilities")
    same(1257.7, te[0], "equity")
    same(298.9, end[0], "cash incl. restricted")
    same(ta[0], tot_le[0], "balance")
    fields = {
        "company_name": F(
            "Tamarack Biosystems, Inc.", 1, "Tamarack Biosystems, Inc. (Exact name of registrant"
        ),
        "report_type": F("10-Q", 1, "FORM 10-Q"),
        "period_end_date": F("2025-09-30", 1, "For the quarterly period ended September 30, 2025"),
        "currency": F("USD", 2, "Product revenue $ 412.7 $ 388.2 $ 1,268.4 $ 1,150.6"),
        "total_revenue": F(509100000, 2, "Total revenue 509.1 478.3 1,550.3 1,412.6"),
        "operating_income": F(-42600000, 2, "Operating (loss) income (42.6) 59.5 109.9 172.4"),
        "net_income": F(-41900000, 2, "Net (loss) income $ (41.9) $ 39.8 $ 67.2 $ 114.9"),
        "diluted_eps": F(-0.30, 2, "Diluted $ (0.30) $ 0.28 $ 0.46 $ 0.80"),
        "total_assets": F(2712400000, 3, "Total assets $ 2,712.4 $ 2,644.9"),
        "total_liabilities": F(1207100000, 3, "Total liabilities 1,207.1 1,237.2"),
        "total_equity": F(1257700000, 3, "Total stockholders' equity 1,257.7 1,160.1"),
        "cash_and_equivalents": F(286400000, 3, "Cash and cash equivalents $ 286.4 $ 241.9"),
    }
    notes = (
        "10-Q for the quarter ended September 30, 2025, in millions with one decimal. The statement of "
        "operations has Three Months (2025 | 2024) and Nine Months (2025 | 2024) side by side; the current "
        "period is the FIRST column. The current quarter is a LOSS (impairment charge) while the nine-month "
        "columns show income: operating loss (42.6), net loss (41.9) and diluted EPS (0.30) are bracketed, "
        "next to positive year-to-date figures (the MD&A repeats the nine-month EPS $0.46). The balance sheet "
        "(September 30, 2025 | December 31, 2024) carries Series A redeemable convertible preferred stock "
        "between total liabilities and stockholders' equity (temporary equity), so total liabilities + total "
        "stockholders' equity != total assets; a sum relates the three. Cash and cash equivalents excludes "
        "restricted cash; 'cash, cash equivalents and restricted cash, end of period' ($298.9) on the cash "
        "flow excerpt and the MD&A liquidity figure ($461.2 incl. short-term investments) are distractors, as "
        "is the non-GAAP adjusted operating income. Each statement quote holds the whole row."
    )
    sums = [
        SUM(
            "mezzanine preferred between liabilities and equity",
            [
                (1, "total_liabilities"),
                (
                    1,
                    T(
                        "redeemable convertible preferred",
                        247600000,
                        3,
                        "250,000 shares issued and outstanding 247.6 247.6",
                    ),
                ),
                (1, "total_equity"),
            ],
            "total_assets",
        ),
        SUM(
            "revenue lines",
            [
                (1, T("product revenue", 412700000, 2, "Product revenue $ 412.7 $ 388.2")),
                (1, T("service revenue", 96400000, 2, "Service revenue 96.4 90.1")),
            ],
            "total_revenue",
        ),
        SUM(
            "pre-tax to net loss",
            [
                (
                    1,
                    T(
                        "loss before income taxes",
                        -49300000,
                        2,
                        "(Loss) income before income taxes (49.3) 51.7",
                    ),
                ),
                (-1, T("income tax benefit", -7400000, 2, "Income tax (benefit) expense (7.4) 11.9")),
            ],
            "net_income",
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 2 Japanese annual report, yen and US dollars, oldest first
RATE_JPY = D("149.52")


def usd_k(m_yen):
    """Convenience translation: millions of yen -> thousands of US dollars."""
    return q(D(m_yen) * 1000 / RATE_JPY, 0)


def jp_title(p, title, sub_):
    p.text(44, 50, "Kurobane Machinery Co., Ltd. and Consolidated Subsidiaries", 8.5, color=GREY)
    p.text(44, 68, title, 13, True)
    p.text(44, 82, sub_, 8.5, color=GREY)
    p.hline(90, 44, 568, 1)


def jp_table(p, y, lead=11.4):
    t = Table(
        p,
        y,
        [420, 490, 568],
        nd=0,
        size=8,
        lead=lead,
        x=44,
        f=ACC,
        rule_w=54,
        prefix=["\u00a5", "\u00a5", "$"],
    )
    t.span(360, 494, "Millions of yen")
    t.y -= 13
    t.span(504, 570, "Thousands of U.S. dollars (Note 1)", size=6.6)
    t.heads(["2024", "2025", "2025"])
    return t


def jrow(t, label, v24, v25, kind="", indent=0, cur=False):
    v = t.row(label, [D(v24), D(v25), usd_k(v25)], kind, indent, cur)
    return v[:2]


@doc("b10_fs_jp_annual_yen_usd", "financial_statement", "Kurobane Machinery Co., Ltd. Annual Report 2025")
def fs_jp_annual_yen_usd():
    p = Pdf(612, 792)
    # ---------------- page 1: highlights
    p.new_page()
    p.text(306, 60, "Kurobane Machinery Co., Ltd.", 18, True, align="c")
    p.text(306, 80, "Annual Report 2025", 13, align="c")
    p.text(306, 96, "Fiscal year ended March 31, 2025", 9, align="c", color=GREY)
    p.hline(108, 44, 568, 1)
    p.text(44, 130, "Financial Highlights", 12, True)
    y = p.wrap(
        44,
        148,
        524,
        "In the fiscal year ended March 31, 2025 (fiscal 2024), orders received rose to \u00a5271,440 million on strong "
        "demand for machining centers in North America and India. Net sales increased 6.3% year on year, and "
        "operating profit increased 20.3%. Profit attributable to owners of parent decreased because of an "
        "impairment loss on a domestic casting plant recorded as an extraordinary loss. The Company plans an "
        "annual dividend of \u00a576 per share (previous year: \u00a570) and repurchased 1.2 million of its own shares.",
        8.6,
    )
    hl = Table(p, y + 18, [360, 430, 530], nd=0, size=8.2, lead=13, x=44, f=ACC, rule_w=60)
    hl.heads(["FY2023", "FY2024", "Change"], ["(Mar. 2024)", "(Mar. 2025)", ""])
    for lab, a, b_, ch in (
        ("Orders received (millions of yen)", 258116, 271440, "+5.2%"),
        ("Net sales (millions of yen)", 248315, 263902, "+6.3%"),
        ("Operating profit (millions of yen)", 18187, 21881, "+20.3%"),
        ("Profit attributable to owners of parent (millions of yen)", 15247, 13783, "-9.6%"),
        ("Capital expenditures (millions of yen)", 11904, 14630, "+22.9%"),
        ("R&D expenses (millions of yen)", 7218, 7764, "+7.6%"),
    ):
        hl.row(lab, [D(a), D(b_), ch])
    hl.nd = 2
    hl.row("Net income per share - basic (yen)", [D("212.48"), D("193.37"), "-9.0%"])
    hl.row("Cash dividends per share (yen)", [D("70.00"), D("76.00"), "+8.6%"])
    hl.nd = 1
    hl.row("Return on equity (ROE, %)", [D("8.2"), D("7.0"), "-1.2pt"])
    hl.nd = 0
    hl.row("Number of employees", [D(6418), D(6602), "+184"])
    footer(p, "Kurobane Machinery Co., Ltd. Annual Report 2025 - 1")
    # ---------------- page 2: balance sheet, assets
    p.new_page()
    jp_title(p, "Consolidated Balance Sheets", "As of March 31, 2024 and 2025")
    t = jp_table(p, 112)
    t.sec("ASSETS")
    t.sec("Current assets:", indent=6)
    ca = [jrow(t, "Cash and deposits", 58417, 61208, indent=14, cur=True)]
    for lab, a, b_ in (
        ("Notes and accounts receivable - trade", 64930, 68115),
        ("Electronically recorded monetary claims - operating", 8214, 9006),
        ("Merchandise and finished goods", 22518, 24377),
        ("Work in process", 15309, 16842),
        ("Raw materials and supplies", 12770, 13495),
        ("Other", 4611, 5018),
        ("Allowance for doubtful accounts", -142, -155),
    ):
        ca.append(jrow(t, lab, a, b_, indent=14))
    tca = add(*ca)
    jrow(t, "Total current assets", *tca, kind="t", indent=6)
    t.gap()
    t.sec("Non-current assets:", indent=6)
    t.sec("Property, plant and equipment:", bold=False, indent=14)
    ppe = []
    for lab, a, b_ in (
        ("Buildings and structures, net", 31244, 32870),
        ("Machinery, equipment and vehicles, net", 24918, 26402),
        ("Land", 14655, 14655),
        ("Construction in progress", 3210, 5964),
        ("Other, net", 2817, 2903),
    ):
        ppe.append(jrow(t, lab, a, b_, indent=22))
    tppe = add(*ppe)
    jrow(t, "Total property, plant and equipment", *tppe, kind="t", indent=14)
    inv = [tppe]
    for lab, a, b_ in (
        ("Intangible assets", 4118, 3602),
        ("Investment securities", 32953, 19344),
        ("Deferred tax assets", 2544, 3611),
        ("Other", 3022, 3180),
    ):
        inv.append(jrow(t, lab, a, b_, indent=14))
    tnca = add(*inv)
    jrow(t, "Total non-current assets", *tnca, kind="t", indent=6)
    ta = add(tca, tnca)
    jrow(t, "Total assets", *ta, kind="dd", cur=True)
    footer(p, "Kurobane Machinery Co., Ltd. Annual Report 2025 - 2")
    # ---------------- page 3: liabilities and net assets
    p.new_page()
    jp_title(p, "Consolidated Balance Sheets (continued)", "As of March 31, 2024 and 2025")
    t = jp_table(p, 112)
    t.sec("LIABILITIES")
    t.sec("Current liabilities:", indent=6)
    cl = []
    for i, (lab, a, b_) in enumerate(
        (
            ("Notes and accounts payable - trade", 38604, 40219),
            ("Short-term borrowings", 9500, 8200),
            ("Current portion of long-term borrowings", 3000, 3000),
            ("Income taxes payable", 3415, 2877),
            ("Provision for bonuses", 4208, 4486),
            ("Other", 11026, 12384),
        )
    ):
        cl.append(jrow(t, lab, a, b_, indent=14, cur=i == 0))
    tcl = add(*cl)
    jrow(t, "Total current liabilities", *tcl, kind="t", indent=6)
    t.sec("Non-current liabilities:", indent=6)
    ncl = []
    for lab, a, b_ in (
        ("Long-term borrowings", 18000, 15000),
        ("Retirement benefit liability", 7815, 7402),
        ("Deferred tax liabilities", 1204, 988),
        ("Other", 1318, 1455),
    ):
        ncl.append(jrow(t, lab, a, b_, indent=14))
    tncl = add(*ncl)
    jrow(t, "Total non-current liabilities", *tncl, kind="t", indent=6)
    tl = add(tcl, tncl)
    jrow(t, "Total liabilities", *tl, kind="t")
    t.gap()
    t.sec("NET ASSETS")
    t.sec("Shareholders' equity:", indent=6)
    capital = [D(17560), D(17560)]
    surplus = [D(18932), D(18945)]
    treasury = [D(-3108), D(-6214)]
    aoci_rows = [
        ("Valuation difference on available-for-sale securities", 7402, 5818),
        ("Foreign currency translation adjustment", 6115, 7904),
        ("Remeasurements of defined benefit plans", 512, 688),
    ]
    aoci = add(*[dv(a, b_) for _, a, b_ in aoci_rows])
    sar = dv(214, 236)
    nci = dv(9880, 10315)
    tna = sub(ta, tl)
    re_ = sub(tna, add(capital, surplus, treasury, aoci, sar, nci))
    jrow(t, "Share capital", *capital, indent=14)
    jrow(t, "Capital surplus", *surplus, indent=14)
    jrow(t, "Retained earnings", *re_, indent=14)
    jrow(t, "Treasury shares", *treasury, indent=14)
    tse = add(capital, surplus, re_, treasury)
    jrow(t, "Total shareholders' equity", *tse, kind="t", indent=6)
    t.sec("Accumulated other comprehensive income:", indent=6)
    for lab, a, b_ in aoci_rows:
        jrow(t, lab, a, b_, indent=14)
    jrow(t, "Total accumulated other comprehensive income", *aoci, kind="t", indent=6)
    jrow(t, "Share acquisition rights", *sar, indent=6)
    jrow(t, "Non-controlling interests", *nci, indent=6)
    jrow(t, "Total net assets", *tna, kind="t")
    tlna = add(tl, tna)
    jrow(t, "Total liabilities and net assets", *tlna, kind="dd", cur=True)
    footer(p, "Kurobane Machinery Co., Ltd. Annual Report 2025 - 3")
    # ---------------- page 4: statements of income
    p.new_page()
    jp_title(p, "Consolidated Statements of Income", "Years ended March 31, 2024 and 2025")
    t = jp_table(p, 112, 12)
    sales = jrow(t, "Net sales", 248315, 263902, cur=True)
    cos = jrow(t, "Cost of sales", 181207, 190644)
    gp = sub(sales, cos)
    jrow(t, "Gross profit", *gp, kind="t")
    sga = jrow(t, "Selling, general and administrative expenses", 48921, 51377)
    op = sub(gp, sga)
    jrow(t, "Operating profit", *op, kind="t")
    t.sec("Non-operating income:", indent=0)
    noi = [
        jrow(t, "Interest and dividend income", 1204, 1388, indent=10),
        jrow(t, "Foreign exchange gains", 2015, 462, indent=10),
        jrow(t, "Other", 611, 574, indent=10),
    ]
    tnoi = add(*noi)
    jrow(t, "Total non-operating income", *tnoi, kind="t", indent=4)
    t.sec("Non-operating expenses:", indent=0)
    noe = [jrow(t, "Interest expenses", 702, 815, indent=10), jrow(t, "Other", 388, 421, indent=10)]
    tnoe = add(*noe)
    jrow(t, "Total non-operating expenses", *tnoe, kind="t", indent=4)
    ordp = add(sub(op, tnoe), tnoi)
    jrow(t, "Ordinary profit", *ordp, kind="t")
    t.sec("Extraordinary income:", indent=0)
    exi = jrow(t, "Gain on sale of investment securities", 1540, 318, indent=10)
    t.sec("Extraordinary losses:", indent=0)
    exl = [
        jrow(t, "Impairment losses", 0, 2960, indent=10),
        jrow(t, "Loss on retirement of non-current assets", 214, 187, indent=10),
    ]
    texl = add(*exl)
    jrow(t, "Total extraordinary losses", *texl, kind="t", indent=4)
    pbt = sub(add(ordp, exi), texl)
    jrow(t, "Profit before income taxes", *pbt, kind="t")
    txc = jrow(t, "Income taxes - current", 6612, 6904, indent=10)
    txd = jrow(t, "Income taxes - deferred", -318, -1102, indent=10)
    ttx = add(txc, txd)
    jrow(t, "Total income taxes", *ttx, kind="t", indent=4)
    prof = sub(pbt, ttx)
    jrow(t, "Profit", *prof, kind="t")
    ncip = jrow(t, "Profit attributable to non-controlling interests", 712, 655)
    owners = sub(prof, ncip)
    jrow(t, "Profit attributable to owners of parent", *owners, kind="dd", cur=True)
    t.gap(8)
    t.span(360, 494, "Yen")
    t.y -= 13
    t.span(504, 570, "U.S. dollars (Note 1)", size=6.6)
    t.gap(2)
    sh_b = dv("71.758", "71.278")
    sh_d = dv("71.955", "71.470")
    eb = [per_share(owners[i], sh_b[i]) for i in range(2)]
    ed = [per_share(owners[i], sh_d[i]) for i in range(2)]
    t.nd = 2
    t.sec("Per share:", indent=0)
    t.row("Net income - basic", eb + [q(eb[1] / RATE_JPY, 2)], indent=10)
    t.row("Net income - diluted", ed + [q(ed[1] / RATE_JPY, 2)], indent=10)
    t.row("Cash dividends applicable to the year", dv(70, 76) + [q(D(76) / RATE_JPY, 2)], indent=10)
    footer(p, "Kurobane Machinery Co., Ltd. Annual Report 2025 - 4")
    # ---------------- page 5: cash flows (summary) and notes
    p.new_page()
    jp_title(p, "Consolidated Statements of Cash Flows (Summary)", "Years ended March 31, 2024 and 2025")
    t = jp_table(p, 112, 12)
    ocf = jrow(t, "Net cash provided by operating activities", 27406, 30115, cur=True)
    icf = jrow(t, "Net cash used in investing activities", -14288, -16930)
    fcf = jrow(t, "Net cash used in financing activities", -9944, -11210)
    fxe = jrow(t, "Effect of exchange rate change on cash and cash equivalents", 1102, 1116)
    chg = add(ocf, icf, fcf, fxe)
    jrow(t, "Net increase in cash and cash equivalents", *chg, kind="t")
    beg = jrow(t, "Cash and cash equivalents at beginning of period", 51541, 55817)
    cce = add(beg, chg)
    jrow(t, "Cash and cash equivalents at end of period", *cce, kind="dd", cur=True)
    y = t.y + 16
    p.text(44, y, "Notes to Consolidated Financial Statements (excerpts)", 10, True)
    y += 16
    td = dv(-2600, -2300)
    recon = add([ca[0][0], ca[0][1]], td)
    for s in (
        "1. Basis of presentation. The accompanying consolidated financial statements have been prepared in "
        "accordance with accounting principles generally accepted in Japan. The U.S. dollar amounts are included "
        "solely for the convenience of readers outside Japan and have been translated at the rate of "
        "\u00a5149.52 = US$1, the approximate rate of exchange at March 31, 2025. Amounts of less than one million "
        "yen have been rounded down.",
        "2. Cash and cash equivalents. Cash and cash equivalents in the consolidated statements of cash flows "
        "comprise cash on hand, demand deposits and short-term investments with original maturities of three "
        "months or less. A reconciliation to the balance sheet (millions of yen) is as follows:",
    ):
        y = p.wrap(44, y, 524, s, 8.2) + 6
    r = Table(p, y + 4, [420, 490], nd=0, size=8, lead=12, x=60, f=ACC, rule_w=54)
    r.heads(["2024", "2025"])
    r.row("Cash and deposits", [ca[0][0], ca[0][1]])
    r.row("Time deposits with maturities exceeding three months", td)
    r.row("Cash and cash equivalents", recon, "t")
    y = r.y + 10
    p.wrap(
        44,
        y,
        524,
        "3. Subsequent event. At the general meeting of shareholders held on June 24, 2025, a year-end dividend "
        "of \u00a539 per share (total \u00a52,780 million) was approved, payable on June 25, 2025.",
        8.2,
    )
    footer(p, "Kurobane Machinery Co., Ltd. Annual Report 2025 - 5")

    same(263902, sales[1], "net sales")
    same(21881, op[1], "operating profit")
    same(13783, owners[1], "owners")
    same(192.85, ed[1], "diluted eps")
    same(193.37, eb[1], "basic eps")
    same(310437, ta[1], "total assets")
    same(96011, tl[1], "total liabilities")
    same(214426, tna[1], "net assets")
    same(58908, cce[1], "cash eq")
    same(cce[1], recon[1], "cash reconciliation")
    same(ta[1], tlna[1], "balance")
    fields = {
        "company_name": F(
            "Kurobane Machinery Co., Ltd.", 1, "Kurobane Machinery Co., Ltd. Annual Report 2025"
        ),
        "report_type": F("annual_report", 1, "Kurobane Machinery Co., Ltd. Annual Report 2025"),
        "period_end_date": F("2025-03-31", 1, "Fiscal year ended March 31, 2025"),
        "currency": F("JPY", 4, "Millions of yen"),
        "total_revenue": F(263902000000, 4, "Net sales \u00a5248,315 \u00a5263,902 $1,764,995"),
        "operating_income": F(21881000000, 4, "Operating profit 18,187 21,881 146,342"),
        "net_income": F(
            13783000000, 4, "Profit attributable to owners of parent \u00a515,247 \u00a513,783 $92,182"
        ),
        "diluted_eps": F(192.85, 4, "Net income - diluted 211.90 192.85 1.29"),
        "total_assets": F(310437000000, 2, "Total assets \u00a5306,108 \u00a5310,437 $2,076,224"),
        "total_liabilities": F(96011000000, 3, "Total liabilities 98,090 96,011 642,128"),
        "total_equity": F(214426000000, 3, "Total net assets 208,018 214,426 1,434,096"),
        "cash_and_equivalents": F(
            58908000000, 5, "Cash and cash equivalents at end of period \u00a555,817 \u00a558,908 $393,981"
        ),
    }
    notes = (
        "English-language annual report of a Japanese company (Japanese GAAP) for the fiscal year ended March 31, "
        "2025 ('fiscal 2024'), in millions of yen. Every table runs OLDEST FIRST (2024 | 2025) and adds a third "
        "column translating the current year into thousands of U.S. dollars at \u00a5149.52 = US$1 (Note 1); the "
        "labels take the 2025 YEN column (the middle one); the currency is JPY and the dollar column is a "
        "convenience translation, not the reporting currency. Revenue is 'Net sales'; operating income is "
        "'Operating profit' (ordinary profit is a distractor); net income is 'Profit attributable to owners of "
        "parent' (not 'Profit', which includes non-controlling interests). total_equity is 'Total net assets' "
        "(includes share acquisition rights and non-controlling interests); the shareholders' equity subtotal is "
        "a distractor. The balance sheet prints 'Cash and deposits' (\u00a561,208 million, including time deposits "
        "over three months); cash_and_equivalents is the cash-flow statement's 'Cash and cash equivalents at end "
        "of period' (\u00a558,908 million), reconciled in Note 2. The highlights page (orders received, ROE, "
        "dividends, a basic EPS) and the subsequent dividend are distractors."
    )
    sums = [
        SUM(
            "cash and deposits less long time deposits",
            [
                (1, T("cash and deposits", 61208000000, 5, "Cash and deposits 58,417 61,208")),
                (
                    -1,
                    T(
                        "time deposits over three months",
                        2300000000,
                        5,
                        "Time deposits with maturities exceeding three months (2,600) (2,300)",
                    ),
                ),
            ],
            "cash_and_equivalents",
        ),
        SUM(
            "liabilities and net assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            T(
                "total liabilities and net assets",
                310437000000,
                3,
                "Total liabilities and net assets \u00a5306,108 \u00a5310,437",
            ),
        ),
        SUM(
            "profit split",
            [
                (1, "net_income"),
                (
                    1,
                    T(
                        "profit attributable to NCI",
                        655000000,
                        4,
                        "Profit attributable to non-controlling interests 712 655",
                    ),
                ),
            ],
            T("profit", 14438000000, 4, "Profit 15,959 14,438"),
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 3 earnings release, sequential quarter columns
@doc(
    "b10_fs_release_q2_sequential",
    "financial_statement",
    "Quillon Payments, Inc. reports second quarter 2025 results",
)
def fs_release_q2_sequential():
    p = Pdf(612, 792)
    name = "Quillon Payments, Inc."
    # ---------------- page 1: press release narrative
    p.new_page()
    p.text(44, 52, "NEWS RELEASE", 9, True, color=GREY)
    p.text(568, 52, "For immediate release", 8, align="r", color=GREY)
    p.hline(58, 44, 568, 1.2)
    p.text(44, 84, "Quillon Payments Reports Second Quarter 2025 Results", 15, True)
    p.text(44, 100, "Revenue up 18% year over year; raises full-year outlook", 10, color=GREY)
    y = 124
    for s in (
        "AUSTIN, Texas, August 6, 2025 -- Quillon Payments, Inc. (NASDAQ: QLPY), a provider of payment acceptance "
        "and payout software for vertical marketplaces, today announced financial results for its second quarter "
        "ended June 30, 2025.",
        "Second Quarter 2025 Highlights",
    ):
        y = p.wrap(44, y, 524, s, 9, bold=s.endswith("Highlights")) + 4
    for s in (
        "Revenue of $187.4 million, an increase of 18% year over year and 4% sequentially.",
        "Total payment volume of $21.6 billion, up 22% year over year.",
        "GAAP operating income of $21.3 million, compared with $11.7 million in the second quarter of 2024.",
        "GAAP net income of $16.9 million, or $0.27 per diluted share.",
        "Non-GAAP operating income of $38.8 million; non-GAAP net income per diluted share of $0.46.",
        "Cash, cash equivalents and marketable securities of $612.5 million as of June 30, 2025.",
    ):
        p.text(52, y, "-", 9)
        y = p.wrap(62, y, 506, s, 9) + 2
    y += 6
    for s in (
        '"Marketplaces continued to consolidate their payments and payouts with us, and we delivered our '
        'fourth consecutive quarter of expanding operating margin," said Priya Raman-Oakes, Chief Executive '
        "Officer of Quillon Payments.",
        "Business Outlook. For the third quarter of 2025, Quillon expects revenue of $192 million to $196 "
        "million and non-GAAP operating income of $40 million to $42 million. For the full year 2025, Quillon now "
        "expects revenue of $758 million to $766 million.",
        "Conference Call. Quillon will host a conference call at 4:30 p.m. Eastern Time on August 6, 2025. A "
        "replay will be available until August 20, 2025 at investors.quillon.example.",
        "Non-GAAP Financial Measures. Non-GAAP operating income excludes stock-based compensation, amortization "
        "of acquired intangible assets and acquisition-related costs. A reconciliation is provided in the tables "
        "below.",
    ):
        y = p.wrap(44, y, 524, s, 8.8) + 6
    footer(p, "Quillon Payments, Inc. | Second Quarter 2025 Results | Page 1")
    # ---------------- page 2: statements of operations
    p.new_page()
    p.text(306, 52, name, 11, True, align="c")
    p.text(306, 66, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 9.5, True, align="c")
    p.text(306, 78, "(in thousands, except per share amounts)", 8, align="c")
    p.text(306, 89, "(unaudited)", 8, align="c")
    t = Table(
        p, 114, [404, 486, 568], nd=0, size=8.3, lead=12.6, x=44, f=ACC, rule_w=56, prefix=["$ ", "$ ", "$ "]
    )
    t.span(340, 570, "Three Months Ended")
    t.heads(["June 30,", "March 31,", "June 30,"], ["2025", "2025", "2024"])
    tr = t.row("Transaction revenue", dv(151208, 145770, 128904), cur=True)
    sr = t.row("Subscription and services revenue", dv(36204, 34415, 29871))
    rev = t.row("Total revenue", add(tr, sr), "t")
    t.gap(3)
    t.sec("Operating expenses:")
    ox = [
        t.row(
            "Cost of revenue (exclusive of depreciation and amortization)", dv(82115, 80304, 71522), indent=10
        ),
        t.row("Research and development", dv(33840, 32915, 29466), indent=10),
        t.row("Sales and marketing", dv(31602, 30877, 28135), indent=10),
        t.row("General and administrative", dv(18549, 19230, 17904), indent=10),
    ]
    tox = t.row("Total operating expenses", add(*ox), "t")
    op = t.row("Income from operations", sub(rev, tox), "b")
    ii = t.row("Interest income", dv(6214, 6390, 5877), indent=10)
    oi = t.row("Other (expense) income, net", dv(-418, 122, -305), indent=10)
    pbt = t.row("Income before income taxes", add(op, ii, oi), "t")
    tx = t.row("Provision for income taxes", dv(10186, 6102, 4415), indent=10)
    ni = t.row("Net income", sub(pbt, tx), "dd", cur=True)
    t.gap(6)
    t.sec("Net income per share:")
    shb = dv(61022, 60874, 59310)
    shd = dv(62415, 62208, 61044)
    t.nd = 2
    eb = t.row("Basic", [per_share(a, b_) for a, b_ in zip(ni, shb, strict=True)], indent=10, cur=True)
    ed = t.row("Diluted", [per_share(a, b_) for a, b_ in zip(ni, shd, strict=True)], indent=10, cur=True)
    t.nd = 0
    t.sec("Weighted-average shares used in computing net income per share:")
    t.row("Basic", shb, indent=10)
    t.row("Diluted", shd, indent=10)
    footer(p, "Quillon Payments, Inc. | Second Quarter 2025 Results | Page 2")
    # ---------------- page 3: balance sheets
    p.new_page()
    p.text(306, 52, name, 11, True, align="c")
    p.text(306, 66, "CONDENSED CONSOLIDATED BALANCE SHEETS", 9.5, True, align="c")
    p.text(306, 78, "(in thousands)", 8, align="c")
    b = Table(p, 104, [470, 562], nd=0, size=8.3, lead=12, x=44, f=ACC, rule_w=56, prefix=["$ ", "$ "])
    b.heads(["June 30, 2025", "December 31, 2024"], ["(unaudited)", ""], bold=True)
    # the current-year prepaid line is derived so that the accumulated deficit moves by the six-month net income
    liab_rows = [
        ("Settlement obligations", dv(398655, 384120)),
        ("Accounts payable", dv(14229, 12808)),
        ("Accrued expenses and other current liabilities", dv(52716, 55394)),
        ("Deferred revenue", dv(19336, 17045)),
    ]
    lt_rows = [
        ("Convertible senior notes, net", dv(340118, 339462)),
        ("Operating lease liabilities, non-current", dv(21430, 23118)),
        ("Other long-term liabilities", dv(12774, 13520)),
    ]
    other_assets = [
        ("Property and equipment, net", dv(38772, 36190)),
        ("Capitalized internal-use software, net", dv(54306, 49917)),
        ("Goodwill", dv(211450, 211450)),
        ("Intangible assets, net", dv(31208, 35660)),
        ("Deferred tax assets", dv(18904, 20117)),
        ("Other non-current assets", dv(9615, 8842)),
    ]
    cur_assets = [
        ("Cash and cash equivalents", dv(248930, 231406)),
        ("Marketable securities", dv(363571, 341220)),
        ("Settlement assets", dv(402118, 388645)),
        ("Accounts receivable, net", dv(61877, 58203)),
    ]
    cs_, apic_, aoci_ = dv(61, 61), dv(612885, 602214), dv(-1206, -2118)
    def_24 = D(-41780)
    def_25 = def_24 + ni[0] + ni[1]
    deficit = [def_25, def_24]
    eq = add(cs_, apic_, deficit, aoci_)
    tl = add(*[v for _, v in liab_rows], *[v for _, v in lt_rows])
    ta = add(tl, eq)
    prepaid = sub(ta, add(*[v for _, v in other_assets], *[v for _, v in cur_assets]))
    b.sec("Assets")
    b.sec("Current assets:", indent=6)
    ca = [b.row(lab, v, indent=14, cur=i == 0) for i, (lab, v) in enumerate(cur_assets)]
    ca.append(b.row("Prepaid expenses and other current assets", prepaid, indent=14))
    tca = b.row("Total current assets", add(*ca), "t", indent=6)
    oa = [b.row(lab, v, indent=6) for lab, v in other_assets]
    ta2 = b.row("Total assets", add(tca, *oa), "dd", cur=True)
    b.gap(4)
    b.sec("Liabilities and stockholders' equity")
    b.sec("Current liabilities:", indent=6)
    cl = [b.row(lab, v, indent=14, cur=i == 0) for i, (lab, v) in enumerate(liab_rows)]
    tcl = b.row("Total current liabilities", add(*cl), "t", indent=6)
    ll = [b.row(lab, v, indent=6) for lab, v in lt_rows]
    tl2 = b.row("Total liabilities", add(tcl, *ll), "t")
    b.sec("Stockholders' equity:")
    b.row("Common stock", cs_, indent=6)
    b.row("Additional paid-in capital", apic_, indent=6)
    b.row("Accumulated deficit", deficit, indent=6)
    b.row("Accumulated other comprehensive loss", aoci_, indent=6)
    te = b.row("Total stockholders' equity", eq, "t")
    b.row("Total liabilities and stockholders' equity", add(tl2, te), "dd", cur=True)
    footer(p, "Quillon Payments, Inc. | Second Quarter 2025 Results | Page 3")
    # ---------------- page 4: reconciliation and key metrics
    p.new_page()
    p.text(306, 52, name, 11, True, align="c")
    p.text(306, 66, "RECONCILIATION OF GAAP TO NON-GAAP OPERATING INCOME", 9.5, True, align="c")
    p.text(306, 78, "(in thousands) (unaudited)", 8, align="c")
    r = Table(
        p, 104, [404, 486, 568], nd=0, size=8.3, lead=12.6, x=44, f=ACC, rule_w=56, prefix=["$ ", "$ ", "$ "]
    )
    r.span(340, 570, "Three Months Ended")
    r.heads(["June 30,", "March 31,", "June 30,"], ["2025", "2025", "2024"])
    r.row("GAAP income from operations", op, cur=True)
    adj = [
        r.row("Stock-based compensation expense", dv(14102, 13288, 11570), indent=10),
        r.row("Amortization of acquired intangible assets", dv(2226, 2226, 2410), indent=10),
        r.row("Acquisition-related costs", dv(1170, 0, 0), indent=10),
    ]
    ngop = r.row("Non-GAAP income from operations", add(op, *adj), "dd", cur=True)
    r.gap(14)
    p.text(306, r.y, "KEY OPERATING METRICS", 9.5, True, align="c")
    r.y += 20
    r.nd = 1
    r.row("Total payment volume ($ in billions)", dv("21.6", "20.4", "17.7"))
    r.nd = 0
    r.row("Active marketplace platforms (end of period)", dv(1214, 1187, 1052))
    r.row("Net revenue retention rate (%)", dv(118, 117, 115))
    r.y += 10
    p.wrap(
        44,
        r.y,
        524,
        "Investor contact: ir@quillon.example. Media contact: press@quillon.example. This release contains "
        "forward-looking statements, including the business outlook, that involve risks and uncertainties.",
        7.8,
    )
    footer(p, "Quillon Payments, Inc. | Second Quarter 2025 Results | Page 4")

    same(187412, rev[0], "revenue")
    same(21306, op[0], "operating income")
    same(16916, ni[0], "net income")
    same(0.27, ed[0], "diluted eps")
    same(0.28, eb[0], "basic eps")
    same(38804, ngop[0], "non-GAAP op income")
    same(ta[0], ta2[0], "assets")
    same(tl[0], tl2[0], "liabilities")
    same(612501, cur_assets[0][1][0] + cur_assets[1][1][0], "cash and securities")
    same(1463403, ta[0], "total assets")
    same(859258, tl[0], "total liabilities")
    same(604145, eq[0], "equity")
    fields = {
        "company_name": F(
            "Quillon Payments, Inc.",
            2,
            "Quillon Payments, Inc. CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS",
        ),
        "report_type": F("earnings_release", 1, "Quillon Payments Reports Second Quarter 2025 Results"),
        "period_end_date": F("2025-06-30", 1, "financial results for its second quarter ended June 30, 2025"),
        "currency": F("USD", 2, "Transaction revenue $ 151,208 $ 145,770 $ 128,904"),
        "total_revenue": F(187412000, 2, "Total revenue 187,412 180,185 158,775"),
        "operating_income": F(21306000, 2, "Income from operations 21,306 16,859 11,748"),
        "net_income": F(16916000, 2, "Net income $ 16,916 $ 17,269 $ 12,905"),
        "diluted_eps": F(0.27, 2, "Diluted $ 0.27 $ 0.28 $ 0.21"),
        "total_assets": F(1463403000, 3, "Total assets $ 1,463,403 $ 1,403,844"),
        "total_liabilities": F(859258000, 3, "Total liabilities 859,258 845,467"),
        "total_equity": F(604145000, 3, "Total stockholders' equity 604,145 558,377"),
        "cash_and_equivalents": F(248930000, 3, "Cash and cash equivalents $ 248,930 $ 231,406"),
    }
    notes = (
        "Quarterly earnings release (press-release narrative first, tables after) for the quarter ended June 30, "
        "2025, tables in thousands. The statement of operations compares the quarter SEQUENTIALLY: Three Months "
        "Ended June 30, 2025 | March 31, 2025 | June 30, 2024, so the middle column is the prior quarter, not "
        "the prior year; the current period is the first column. The narrative gives rounded figures ($187.4 "
        "million, $21.3 million, $16.9 million, $0.27), non-GAAP operating income ($38.8 million) and non-GAAP "
        "EPS ($0.46), total payment volume, cash plus marketable securities ($612.5 million) and an outlook: "
        "distractors except where they agree with the tables. Release, call and replay dates are distractors. "
        "The balance sheet is June 30, 2025 | December 31, 2024; settlement assets and obligations are "
        "distractors for cash and liabilities. The reconciliation page and the key metrics are distractors."
    )
    sums = [
        SUM(
            "revenue lines",
            [
                (1, T("transaction revenue", 151208000, 2, "Transaction revenue $ 151,208")),
                (1, T("subscription and services", 36204000, 2, "Subscription and services revenue 36,204")),
            ],
            "total_revenue",
        ),
        SUM(
            "balance",
            [(1, "total_liabilities"), (1, "total_equity")],
            T(
                "total liabilities and equity",
                1463403000,
                3,
                "Total liabilities and stockholders' equity $ 1,463,403",
            ),
        ),
        SUM(
            "non-GAAP reconciliation",
            [
                (1, "operating_income"),
                (1, T("stock-based compensation", 14102000, 4, "Stock-based compensation expense 14,102")),
                (1, T("amortization", 2226000, 4, "Amortization of acquired intangible assets 2,226")),
                (1, T("acquisition costs", 1170000, 4, "Acquisition-related costs 1,170")),
            ],
            T("non-GAAP operating income", 38804000, 4, "Non-GAAP income from operations $ 38,804"),
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 4 10-K, retailer with 52/53-week fiscal years
@doc("b10_fs_10k_retail_52wk", "financial_statement", "Wrenfield Home & Garden, Inc. Form 10-K fiscal 2024")
def fs_10k_retail_52wk():
    p = Pdf(612, 792)
    name = "Wrenfield Home & Garden, Inc."
    # ---------------- page 1: cover
    p.new_page()
    p.text(306, 58, "UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 10.5, True, align="c")
    p.text(306, 72, "Washington, D.C. 20549", 8.5, align="c")
    p.text(306, 104, "FORM 10-K", 18, True, align="c")
    p.text(
        306,
        126,
        "\u2612 ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.2,
        align="c",
    )
    p.text(306, 142, "For the fiscal year ended February 1, 2025", 9.5, True, align="c")
    p.text(306, 158, "Commission File Number 001-38842", 8.5, align="c")
    p.text(306, 190, name, 16, True, align="c")
    p.text(306, 203, "(Exact name of registrant as specified in its charter)", 7.6, align="c")
    p.text(170, 230, "Ohio", 9, align="c")
    p.text(442, 230, "31-1770452", 9, align="c")
    p.text(170, 240, "(State of incorporation)", 7, align="c")
    p.text(442, 240, "(I.R.S. Employer Identification No.)", 7, align="c")
    p.text(306, 264, "4400 Easton Commons Way, Columbus, Ohio 43219", 8.8, align="c")
    p.text(306, 274, "(Address of principal executive offices)", 7, align="c")
    y = 304
    for s in (
        "Securities registered pursuant to Section 12(b) of the Act: Common Shares, without par value; trading "
        "symbol WRHG; New York Stock Exchange.",
        "The aggregate market value of the registrant's common shares held by non-affiliates as of August 2, 2024, "
        "the last business day of the registrant's most recently completed second fiscal quarter, was "
        "approximately $1,482 million.",
        "As of March 14, 2025, 44,518,306 common shares of the registrant were outstanding.",
        "DOCUMENTS INCORPORATED BY REFERENCE: Portions of the registrant's proxy statement for its 2025 annual "
        "meeting of shareholders, to be held June 11, 2025, are incorporated by reference into Part III.",
    ):
        y = p.wrap(60, y, 492, s, 8.2) + 6
    footer(p, "Wrenfield Home & Garden, Inc. - Fiscal 2024 Form 10-K")
    # ---------------- page 2: MD&A excerpt
    p.new_page()
    p.text(
        44,
        56,
        "Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations",
        9.5,
        True,
    )
    y = 76
    for s in (
        "Fiscal year. Our fiscal year ends on the Saturday nearest January 31. Fiscal 2024 consisted of 52 weeks "
        "ended February 1, 2025; fiscal 2023 consisted of 53 weeks ended February 3, 2024; and fiscal 2022 "
        "consisted of 52 weeks ended January 28, 2023. The 53rd week of fiscal 2023 contributed net sales of "
        "approximately $41.2 million.",
        "Fiscal 2024 compared with fiscal 2023. Net sales decreased 2.7% to $2.42 billion, reflecting the extra "
        "week in fiscal 2023 and a comparable sales decline of 1.8%. We opened 14 stores and closed 5, ending the "
        "year with 372 stores in 21 states. Operating income was $131.9 million, or 5.5% of net sales. Adjusted "
        "EBITDA, a non-GAAP measure, was $208.0 million.",
    ):
        y = p.wrap(44, y, 524, s, 8.6) + 6
    p.text(44, y + 6, "Fourth quarter results (unaudited, in thousands, except per share data)", 8.8, True)
    qt = Table(p, y + 28, [440, 540], nd=0, size=8.3, lead=12.4, x=56, f=ACC, rule_w=56)
    qt.heads(["13 weeks ended", "14 weeks ended"], ["Feb. 1, 2025", "Feb. 3, 2024"])
    qt.row("Net sales", dv(702318, 748204))
    qt.row("Operating income", dv(58410, 66917))
    qt.row("Net income", dv(41206, 47833))
    qt.nd = 2
    qt.row("Diluted earnings per share", dv("0.91", "1.03"))
    y = qt.y + 10
    p.wrap(
        44,
        y,
        524,
        "Liquidity. At February 1, 2025 we had $96.4 million of cash and cash equivalents and $312.5 million of "
        "availability under our asset-based revolving credit facility. During fiscal 2024 we repurchased "
        "1,148,500 common shares for $43.7 million and repaid $49.5 million of term loan borrowings.",
        8.6,
    )
    footer(p, "42")
    # ---------------- page 3: statements of income
    p.new_page()
    p.text(306, 52, name, 11, True, align="c")
    p.text(306, 66, "CONSOLIDATED STATEMENTS OF INCOME", 9.5, True, align="c")
    p.text(306, 78, "(in thousands, except per share data)", 8, align="c")
    t = Table(
        p, 104, [400, 484, 568], nd=0, size=8.3, lead=12.8, x=44, f=ACC, rule_w=60, prefix=["$ ", "$ ", "$ "]
    )
    t.heads(["Fiscal 2024", "Fiscal 2023", "Fiscal 2022"], ["(52 weeks)", "(53 weeks)", "(52 weeks)"])
    sales = t.row("Net sales", dv(2418760, 2486215, 2351902), cur=True)
    cos = t.row("Cost of sales, including buying and occupancy costs", dv(1621450, 1660310, 1566870))
    gp = t.row("Gross profit", sub(sales, cos), "t")
    ex = [
        t.row("Selling, general and administrative expenses", dv(589320, 592110, 561240)),
        t.row("Depreciation and amortization", dv(71845, 69930, 66115)),
        t.row("Pre-opening costs", dv(4210, 6875, 5320)),
    ]
    op = t.row("Operating income", sub(gp, add(*ex)), "t")
    ie = t.row("Interest expense, net", dv(18240, 21405, 14880))
    pbt = t.row("Income before income taxes", sub(op, ie), "t")
    tx = t.row("Provision for income taxes", dv(27968, 33490, 33682))
    ni = t.row("Net income", sub(pbt, tx), "dd", cur=True)
    t.gap(6)
    t.sec("Earnings per common share:")
    shb = dv(44812, 45906, 46630)
    shd = dv(45374, 46515, 47318)
    t.nd = 2
    eb = t.row("Basic", [per_share(a, b_) for a, b_ in zip(ni, shb, strict=True)], indent=10, cur=True)
    ed = t.row("Diluted", [per_share(a, b_) for a, b_ in zip(ni, shd, strict=True)], indent=10, cur=True)
    t.nd = 0
    t.sec("Weighted-average common shares outstanding:")
    t.row("Basic", shb, indent=10)
    t.row("Diluted", shd, indent=10)
    t.gap(6)
    p.wrap(44, t.y, 524, "See accompanying Notes to Consolidated Financial Statements.", 7.6)
    footer(p, "F-4")
    # ---------------- page 4: balance sheets
    p.new_page()
    p.text(306, 52, name, 11, True, align="c")
    p.text(306, 66, "CONSOLIDATED BALANCE SHEETS", 9.5, True, align="c")
    p.text(306, 78, "(in thousands, except share amounts)", 8, align="c")
    b = Table(p, 104, [470, 562], nd=0, size=8.3, lead=12.2, x=44, f=ACC, rule_w=60, prefix=["$ ", "$ "])
    b.heads(["February 1,", "February 3,"], ["2025", "2024"])
    cur_l = [
        ("Accounts payable", dv(241870, 236415)),
        ("Accrued expenses and other current liabilities", dv(118442, 124307)),
        ("Current operating lease liabilities", dv(142518, 136907)),
        ("Income taxes payable", dv(6215, 8904)),
    ]
    lt_l = [
        ("Long-term debt, net", dv(248600, 298100)),
        ("Long-term operating lease liabilities", dv(788905, 772340)),
        ("Deferred income taxes", dv(28114, 25660)),
        ("Other long-term liabilities", dv(9880, 10215)),
    ]
    cs_, apic_, tsy = dv(471, 469), dv(312408, 298722), dv(-186204, -142518)
    re24 = D(279930)
    re_ = [re24 + ni[0], re24]
    eq = add(cs_, apic_, tsy, re_)
    tl = add(*[v for _, v in cur_l], *[v for _, v in lt_l])
    ta = add(tl, eq)
    assets_fixed = [
        ("Property and equipment, net", dv(402118, 389540)),
        ("Operating lease right-of-use assets", dv(861440, 842915)),
        ("Goodwill", dv(48200, 48200)),
        ("Other assets", dv(22615, 20980)),
    ]
    cur_a = [
        ("Cash and cash equivalents", dv(96418, 118760)),
        ("Merchandise inventories", dv(602335, 588910)),
        ("Other current assets", dv(12880, 14102)),
    ]
    prepaid = sub(ta, add(*[v for _, v in assets_fixed], *[v for _, v in cur_a]))
    b.sec("ASSETS")
    b.sec("Current assets:", indent=6)
    ca = [b.row(lab, v, indent=14, cur=i == 0) for i, (lab, v) in enumerate(cur_a[:2])]
    ca.append(b.row("Prepaid expenses", prepaid, indent=14))
    ca.append(b.row(cur_a[2][0], cur_a[2][1], indent=14))
    tca = b.row("Total current assets", add(*ca), "t", indent=6)
    fa = [b.row(lab, v, indent=6) for lab, v in assets_fixed]
    ta2 = b.row("Total assets", add(tca, *fa), "dd", cur=True)
    b.gap(4)
    b.sec("LIABILITIES AND SHAREHOLDERS' EQUITY")
    b.sec("Current liabilities:", indent=6)
    cl = [b.row(lab, v, indent=14, cur=i == 0) for i, (lab, v) in enumerate(cur_l)]
    tcl = b.row("Total current liabilities", add(*cl), "t", indent=6)
    ll = [b.row(lab, v, indent=6) for lab, v in lt_l]
    tl2 = b.row("Total liabilities", add(tcl, *ll), "t")
    b.row("Commitments and contingencies (Note 12)", ["", ""])
    b.sec("Shareholders' equity:")
    b.row("Preferred shares, without par value; 5,000,000 authorized; none issued", dv(0, 0), indent=6)
    b.row("Common shares, without par value; 47,104,220 and 46,912,883 shares issued", cs_, indent=6)
    b.row("Additional paid-in capital", apic_, indent=6)
    b.row("Treasury shares, at cost; 2,585,914 and 1,437,414 shares", tsy, indent=6)
    b.row("Retained earnings", re_, indent=6)
    te = b.row("Total shareholders' equity", eq, "t")
    b.row("Total liabilities and shareholders' equity", add(tl2, te), "dd", cur=True)
    footer(p, "F-3")

    same(2418760, sales[0], "net sales")
    same(131935, op[0], "operating income")
    same(85727, ni[0], "net income")
    same(1.89, ed[0], "diluted eps")
    same(1.91, eb[0], "basic eps")
    same(ta[0], ta2[0], "assets")
    same(1584544, tl2[0], "total liabilities")
    same(492332, te[0], "equity")
    same(2076876, ta[0], "total assets")
    fields = {
        "company_name": F(
            "Wrenfield Home & Garden, Inc.", 1, "Wrenfield Home & Garden, Inc. (Exact name of registrant"
        ),
        "report_type": F("10-K", 1, "FORM 10-K"),
        "period_end_date": F("2025-02-01", 1, "For the fiscal year ended February 1, 2025"),
        "currency": F("USD", 3, "Net sales $ 2,418,760 $ 2,486,215 $ 2,351,902"),
        "total_revenue": F(2418760000, 3, "Net sales $ 2,418,760 $ 2,486,215 $ 2,351,902"),
        "operating_income": F(131935000, 3, "Operating income 131,935 156,990 152,357"),
        "net_income": F(85727000, 3, "Net income $ 85,727 $ 102,095 $ 103,795"),
        "diluted_eps": F(1.89, 3, "Diluted $ 1.89 $ 2.19 $ 2.19"),
        "total_assets": F(2076876000, 4, "Total assets $ 2,076,876 $ 2,049,451"),
        "total_liabilities": F(1584544000, 4, "Total liabilities 1,584,544 1,612,848"),
        "total_equity": F(492332000, 4, "Total shareholders' equity 492,332 436,603"),
        "cash_and_equivalents": F(96418000, 4, "Cash and cash equivalents $ 96,418 $ 118,760"),
    }
    notes = (
        "Retailer's 10-K with a 52/53-week fiscal year: 'Fiscal 2024' is the 52 weeks ended February 1, 2025, so "
        "period_end_date is 2025-02-01 although the column says 2024. Tables are in thousands and run newest "
        "first (Fiscal 2024 | Fiscal 2023 (53 weeks) | Fiscal 2022); the current year is the first column. The "
        "MD&A page has a fourth-quarter table (13 weeks ended Feb. 1, 2025: same end date, but a quarter) and "
        "rounded narrative figures (net sales $2.42 billion, operating income $131.9 million, adjusted EBITDA), "
        "all distractors. Cash and cash equivalents vs the revolver availability; total shareholders' equity "
        "(no noncontrolling interests); preferred shares print as a dash."
    )
    sums = [
        SUM(
            "balance",
            [(1, "total_liabilities"), (1, "total_equity")],
            T(
                "total liabilities and equity",
                2076876000,
                4,
                "Total liabilities and shareholders' equity $ 2,076,876",
            ),
        ),
        SUM(
            "pre-tax to net income",
            [
                (1, T("income before income taxes", 113695000, 3, "Income before income taxes 113,695")),
                (-1, T("provision for income taxes", 27968000, 3, "Provision for income taxes 27,968")),
            ],
            "net_income",
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 5 Indian quarterly results, rupees in crore
IN_Q = {
    # quarter: revenue, other income, materials, stock-in-trade, change in inventories, employees,
    #          finance costs, depreciation, other expenses, exceptional, current tax, deferred tax, OCI, NCI
    "q2_26": dv(
        2847.36,
        18.42,
        1802.15,
        96.30,
        -42.18,
        148.62,
        38.75,
        71.84,
        318.40,
        -26.40,
        108.22,
        -4.15,
        3.18,
        6.12,
    ),
    "q1_26": dv(
        2611.08, 21.07, 1655.40, 88.72, -21.56, 144.90, 40.12, 70.66, 301.22, 0, 96.80, 1.45, -2.04, 5.48
    ),
    "q2_25": dv(
        2402.55, 15.96, 1534.88, 81.15, 12.40, 131.27, 44.90, 65.12, 287.64, 0, 70.15, 2.30, 1.62, 4.77
    ),
    "q1_25": dv(
        2288.71, 14.20, 1466.02, 77.40, -18.75, 128.55, 46.33, 64.38, 272.10, 0, 63.90, 1.10, 0.88, 4.21
    ),
    "fy_25": dv(
        9986.40, 66.85, 6371.55, 335.90, -30.62, 530.44, 176.08, 264.71, 1168.32, 0, 307.45, 6.82, 4.91, 19.66
    ),
}
IN_SHARES_BASIC = D("24.86")  # crore shares of Rs 10 each
IN_SHARES_DILUTED = D("24.93")


def in_cols():
    q2, q1, p2, p1, fy = (IN_Q[k] for k in ("q2_26", "q1_26", "q2_25", "q1_25", "fy_25"))
    return [q2, q1, p2, add(q2, q1), add(p2, p1), fy]


@doc(
    "b10_fs_in_results_crore",
    "financial_statement",
    "Vindhya Tubes Limited unaudited consolidated results Q2 FY2025-26",
)
def fs_in_results_crore():
    p = Pdf(595, 842, ttf=True)
    name = "Vindhya Tubes Limited"
    cols = in_cols()

    def line(i):
        return [c[i] for c in cols]

    rev, oth = line(0), line(1)
    tin = add(rev, oth)
    exp_rows = [line(i) for i in range(2, 9)]
    texp = add(*exp_rows)
    pbe = sub(tin, texp)
    exc = line(9)
    pbt = add(pbe, exc)
    tcur, tdef = line(10), line(11)
    ttax = add(tcur, tdef)
    np_ = sub(pbt, ttax)
    oci = line(12)
    tci = add(np_, oci)
    nci_p = line(13)
    owners = sub(np_, nci_p)
    eps_b = [q(x / IN_SHARES_BASIC, 2) for x in owners]
    eps_d = [q(x / IN_SHARES_DILUTED, 2) for x in owners]
    # ---- statement of assets and liabilities (computed first: other equity feeds the results table)
    nca = [
        ("Property, plant and equipment", dv(3412.55, 3356.20)),
        ("Capital work-in-progress", dv(418.70, 295.14)),
        ("Right-of-use assets", dv(64.32, 67.90)),
        ("Goodwill", dv(112.40, 112.40)),
        ("Other intangible assets", dv(21.85, 24.06)),
        ("Financial assets - Investments", dv(286.10, 240.55)),
        ("Financial assets - Other financial assets", dv(38.44, 35.17)),
        ("Deferred tax assets (net)", dv(12.60, 10.35)),
        ("Other non-current assets", dv(96.72, 81.40)),
    ]
    cua = [
        ("Inventories", dv(2184.33, 2041.18)),
        ("Financial assets - Investments", dv(355.00, 410.25)),
        ("Financial assets - Trade receivables", dv(1642.87, 1498.60)),
        ("Financial assets - Cash and cash equivalents", dv(301.46, 264.12)),
        ("Financial assets - Bank balances other than cash and cash equivalents", dv(148.90, 177.35)),
        ("Financial assets - Loans", dv(6.20, 5.85)),
        ("Financial assets - Other financial assets", dv(44.18, 39.72)),
    ]
    ncl = [
        ("Financial liabilities - Borrowings", dv(812.40, 905.65)),
        ("Financial liabilities - Lease liabilities", dv(52.18, 55.90)),
        ("Provisions", dv(61.77, 58.04)),
        ("Deferred tax liabilities (net)", dv(188.35, 184.90)),
    ]
    cul = [
        ("Financial liabilities - Borrowings", dv(604.22, 655.10)),
        ("Financial liabilities - Lease liabilities", dv(14.90, 14.22)),
        ("Trade payables - total outstanding dues of micro and small enterprises", dv(118.66, 104.30)),
        ("Trade payables - total outstanding dues of other creditors", dv(1455.09, 1322.48)),
        ("Financial liabilities - Other financial liabilities", dv(176.54, 161.20)),
        ("Other current liabilities", dv(132.80, 119.55)),
        ("Provisions", dv(24.11, 22.63)),
        ("Current tax liabilities (net)", dv(35.42, 28.76)),
    ]
    share_cap = dv(248.60, 248.60)
    nci_bs = dv(142.35, 136.23)
    oca_mar = D("241.96")
    tnca = add(*[v for _, v in nca])
    tncl = add(*[v for _, v in ncl])
    tcul = add(*[v for _, v in cul])
    cua_fixed = add(*[v for _, v in cua])
    ta_mar = tnca[1] + cua_fixed[1] + oca_mar
    oe_mar = ta_mar - tncl[1] - tcul[1] - share_cap[1] - nci_bs[1]
    dividend = q(D("4.00") * IN_SHARES_BASIC, 2)
    oe_sep = oe_mar + owners[3] + oci[3] - dividend
    te = [share_cap[0] + oe_sep + nci_bs[0], share_cap[1] + oe_mar + nci_bs[1]]
    ta_sep = te[0] + tncl[0] + tcul[0]
    oca = [ta_sep - tnca[0] - cua_fixed[0], oca_mar]
    tcua = add(cua_fixed, oca)
    ta = add(tnca, tcua)
    # ---------------- page 1: letter to the stock exchanges
    p.new_page()
    p.text(297.5, 56, name.upper(), 15, True, align="c")
    p.text(
        297.5,
        70,
        "Regd. Office: Plot 7, Sector III, Pithampur Industrial Area, Dhar - 454775, Madhya Pradesh",
        7.6,
        align="c",
        color=GREY,
    )
    p.text(
        297.5,
        80,
        "CIN: L27104MP1994PLC008125 \u00b7 investors@vindhyatubes.example",
        7.6,
        align="c",
        color=GREY,
    )
    p.hline(88, 40, 555, 0.8)
    p.text(40, 110, "Date: 24 October 2025", 9)
    y = 134
    y = lines_left(
        p,
        40,
        y,
        [
            "To,",
            "BSE Limited",
            "Phiroze Jeejeebhoy Towers, Dalal Street, Mumbai - 400 001",
            "Scrip Code: 532118",
        ],
        9,
    )
    y = lines_left(
        p,
        40,
        y + 8,
        [
            "National Stock Exchange of India Limited",
            "Exchange Plaza, Bandra-Kurla Complex, Mumbai - 400 051",
            "Symbol: VINDHYATUB",
        ],
        9,
    )
    y += 16
    y = (
        p.wrap(
            40,
            y,
            515,
            "Sub: Outcome of the Board Meeting held on 24 October 2025 \u2013 Unaudited Financial Results for the quarter "
            "and half year ended 30 September 2025",
            9,
            bold=True,
        )
        + 8
    )
    for s in (
        "Dear Sir / Madam,",
        "Pursuant to Regulation 33 of the SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015, "
        "we inform you that the Board of Directors at its meeting held today, which commenced at 11:30 a.m. and "
        "concluded at 2:15 p.m., has approved the Unaudited Standalone and Consolidated Financial Results of the "
        "Company for the quarter and half year ended 30 September 2025, together with the Limited Review Reports "
        "of the Statutory Auditors. The consolidated results are enclosed.",
        "The Board has also declared an interim dividend of \u20b9 2.50 per equity share of face value \u20b9 10 each "
        "for the financial year 2025-26. The record date for the interim dividend is 5 November 2025.",
        "Kindly take the same on record.",
        "Yours faithfully,\nfor Vindhya Tubes Limited",
    ):
        y = p.wrap(40, y, 515, s, 9) + 8
    y += 20
    lines_left(
        p,
        40,
        y,
        ["Meenakshi Deshpande", "Company Secretary & Compliance Officer", "Membership No. A21847"],
        9,
    )
    p.text(297.5, 800, "Encl.: as above", 8, align="c", color=GREY)
    # ---------------- page 2: results (landscape)
    p.w, p.h = 842, 595
    p.new_page()
    p.text(421, 34, name, 12, True, align="c")
    p.text(
        421,
        48,
        "Statement of Unaudited Consolidated Financial Results for the Quarter and Half Year ended 30 September 2025",
        9.5,
        True,
        align="c",
    )
    p.text(812, 62, "(\u20b9 in crore, except per share data)", 7.8, align="r")
    xs = [470, 540, 610, 680, 750, 812]
    t = Table(p, 80, xs, nd=2, size=7.6, lead=11.2, x=58, f=inr_acc, rule_w=58)
    t.span(412, 614, "Quarter ended")
    t.y -= 12.4
    t.span(622, 754, "Half year ended")
    t.y -= 12.4
    t.span(758, 814, "Year ended")
    t.heads(
        ["30.09.2025", "30.06.2025", "30.09.2024", "30.09.2025", "30.09.2024", "31.03.2025"],
        ["(Unaudited)", "(Unaudited)", "(Unaudited)", "(Unaudited)", "(Unaudited)", "(Audited)"],
    )
    p.text(34, t.y - 26, "Sr.", 7, True)
    p.text(58, t.y - 26, "Particulars", 7, True)

    def srow(no, label, vals, kind="", indent=0):
        if no:
            p.text(34, t.y, no, t.size, kind in ("t", "b"))
        return t.row(label, vals, kind, indent)

    srow("1", "Income", ["", "", "", "", "", ""], "b")
    srow("", "(a) Revenue from operations", rev, indent=8)
    srow("", "(b) Other income", oth, indent=8)
    srow("", "Total income", tin, "t")
    srow("2", "Expenses", ["", "", "", "", "", ""], "b")
    for lab, v in zip(
        (
            "(a) Cost of materials consumed",
            "(b) Purchases of stock-in-trade",
            "(c) Changes in inventories of finished goods, work-in-progress and stock-in-trade",
            "(d) Employee benefits expense",
            "(e) Finance costs",
            "(f) Depreciation and amortisation expense",
            "(g) Other expenses",
        ),
        exp_rows,
        strict=True,
    ):
        srow("", lab, v, indent=8)
    srow("", "Total expenses", texp, "t")
    srow("3", "Profit before exceptional items and tax (1 - 2)", pbe, "b")
    srow("4", "Exceptional items (refer note 3)", exc)
    srow("5", "Profit before tax (3 + 4)", pbt, "b")
    srow("6", "Tax expense: (a) Current tax", tcur)
    srow("", "(b) Deferred tax", tdef, indent=52)
    srow("7", "Net profit for the period (5 - 6)", np_, "b")
    srow("8", "Other comprehensive income (net of tax)", oci)
    srow("9", "Total comprehensive income for the period (7 + 8)", tci, "b")
    srow("10", "Net profit attributable to: (a) Owners of the Company", owners)
    srow("", "(b) Non-controlling interests", nci_p, indent=96)
    srow("11", "Paid-up equity share capital (face value \u20b9 10 each)", [share_cap[0]] * 6)
    srow("12", "Other equity", ["", "", "", "", "", oe_mar])
    srow(
        "13",
        "Earnings per equity share (face value \u20b9 10 each) (not annualised for quarters and half years)",
        ["", "", "", "", "", ""],
    )
    ebr = srow("", "(a) Basic (\u20b9)", eps_b, indent=8)
    edr = srow("", "(b) Diluted (\u20b9)", eps_d, indent=8)
    p.text(34, 560, "See accompanying notes to the financial results.", 7, color=GREY)
    # ---------------- page 3: statement of assets and liabilities, notes (portrait)
    p.w, p.h = 595, 842
    p.new_page()
    p.text(297.5, 40, name, 11, True, align="c")
    p.text(297.5, 54, "Consolidated Statement of Assets and Liabilities", 9.5, True, align="c")
    p.text(555, 66, "(\u20b9 in crore)", 7.6, align="r")
    b = Table(p, 82, [470, 555], nd=2, size=7.6, lead=10.4, x=40, f=inr_acc, rule_w=60)
    b.heads(["As at 30.09.2025", "As at 31.03.2025"], ["(Unaudited)", "(Audited)"])
    b.sec("A  ASSETS")
    b.sec("1  Non-current assets", indent=4)
    for lab, v in nca:
        b.row(lab, v, indent=14)
    b.row("Total non-current assets", tnca, "t", indent=4)
    b.sec("2  Current assets", indent=4)
    for lab, v in cua:
        b.row(lab, v, indent=14)
    b.row("Other current assets", oca, indent=14)
    b.row("Total current assets", tcua, "t", indent=4)
    b.row("TOTAL ASSETS", ta, "dd")
    b.sec("B  EQUITY AND LIABILITIES")
    b.sec("1  Equity", indent=4)
    b.row("Equity share capital", share_cap, indent=14)
    b.row("Other equity", [oe_sep, oe_mar], indent=14)
    b.row(
        "Equity attributable to owners of the Company",
        [share_cap[0] + oe_sep, share_cap[1] + oe_mar],
        "t",
        indent=14,
    )
    b.row("Non-controlling interests", nci_bs, indent=14)
    b.row("Total equity", te, "t", indent=4)
    b.sec("2  Non-current liabilities", indent=4)
    for lab, v in ncl:
        b.row(lab, v, indent=14)
    b.row("Total non-current liabilities", tncl, "t", indent=4)
    b.sec("3  Current liabilities", indent=4)
    for lab, v in cul:
        b.row(lab, v, indent=14)
    b.row("Total current liabilities", tcul, "t", indent=4)
    tel = add(te, tncl, tcul)
    b.row("TOTAL EQUITY AND LIABILITIES", tel, "dd")
    y = b.y + 6
    p.text(40, y, "Notes:", 8, True)
    y += 11
    for s in (
        "1. The above results were reviewed by the Audit Committee and approved by the Board of Directors at their "
        "meetings held on 24 October 2025. The Statutory Auditors have carried out a limited review.",
        "2. The Group operates in a single reportable segment, steel pipes and tubes.",
        "3. Exceptional items for the quarter ended 30 September 2025 represent compensation of \u20b9 26.40 crore "
        "paid under a voluntary retirement scheme at the Raipur plant.",
        "4. The final dividend of \u20b9 4.00 per share for FY 2024-25 (\u20b9 99.44 crore) was paid in August 2025.",
        "5. Figures for the previous periods have been regrouped wherever necessary.",
    ):
        y = p.wrap(40, y, 515, s, 7.4) + 2
    p.text(555, y + 14, "For and on behalf of the Board of Directors", 7.6, align="r")
    p.text(555, y + 38, "Arvind K. Bhandari, Managing Director (DIN: 01184472)", 7.6, True, align="r")
    p.text(40, y + 38, "Place: Indore \u00b7 Date: 24 October 2025", 7.6)

    same(2847.36, rev[0], "revenue")
    same(295.31, owners[0], "owners")
    same(11.85, edr[0], "diluted eps")
    same(11.88, ebr[0], "basic eps")
    same(99.44, dividend, "dividend")
    same(ta[0], tel[0], "balance Sep")
    same(ta[1], tel[1], "balance Mar")
    same(9398.00, ta[0], "total assets")
    same(5721.56, te[0], "total equity")
    same(1114.70, tncl[0], "non-current liabilities")
    same(2561.74, tcul[0], "current liabilities")
    same(301.43, np_[0], "net profit")
    fields = {
        "company_name": F(
            "Vindhya Tubes Limited", 2, "Vindhya Tubes Limited Statement of Unaudited Consolidated"
        ),
        "report_type": F("other", 2, "Statement of Unaudited Consolidated Financial Results for the Quarter"),
        "period_end_date": F(
            "2025-09-30",
            2,
            "Statement of Unaudited Consolidated Financial Results for the Quarter and Half Year ended 30 September 2025",
        ),
        "currency": F("INR", 2, "(\u20b9 in crore, except per share data)"),
        "total_revenue": F(
            28473600000,
            2,
            "(a) Revenue from operations 2,847.36 2,611.08 2,402.55 5,458.44 4,691.26 9,986.40",
        ),
        "operating_income": NULL(),
        "net_income": F(2953100000, 2, "Net profit attributable to: (a) Owners of the Company 295.31"),
        "diluted_eps": F(11.85, 2, "(b) Diluted (\u20b9) 11.85"),
        "total_assets": F(93980000000, 3, "TOTAL ASSETS 9,398.00 8,902.20"),
        "total_liabilities": NULL(),
        "total_equity": F(57215600000, 3, "Total equity 5,721.56 5,269.47"),
        "cash_and_equivalents": F(
            3014600000, 3, "Financial assets - Cash and cash equivalents 301.46 264.12"
        ),
    }
    notes = (
        "Indian listed company's quarterly results in the SEBI (LODR) Regulation 33 format, filed with the stock "
        "exchanges under a cover letter; report_type is other (a regulatory results statement: not a 10-Q, not a "
        "press release, not an annual report). Amounts are in RUPEES CRORE (1 crore = 10,000,000), so 2,847.36 "
        "crore is 28,473,600,000. The landscape results table has six columns: Quarter ended 30.09.2025 | "
        "30.06.2025 | 30.09.2024 | Half year ended 30.09.2025 | 30.09.2024 | Year ended 31.03.2025; the current "
        "period is the FIRST column (the quarter), dates are DD.MM.YYYY. total_revenue is 'Revenue from "
        "operations' (not 'Total income', which adds other income). net_income is the profit attributable to "
        "owners (not 'Net profit for the period' 301.43 or total comprehensive income). operating_income is null: "
        "the format prints no operating-income line ('Profit before exceptional items and tax' includes other "
        "income and finance costs). total_liabilities is null: the statement of assets and liabilities prints "
        "only 'Total non-current liabilities' and 'Total current liabilities', no total of liabilities. "
        "total_equity is 'Total equity' (including non-controlling interests). Cash and cash equivalents vs "
        "'Bank balances other than cash and cash equivalents' (a distractor). The interim dividend, record date, "
        "final dividend and the exceptional VRS charge are distractors."
    )
    sums = [
        SUM(
            "equity and liabilities",
            [
                (1, "total_equity"),
                (
                    1,
                    T(
                        "total non-current liabilities",
                        11147000000,
                        3,
                        "Total non-current liabilities 1,114.70",
                    ),
                ),
                (
                    1,
                    T(
                        "total current liabilities",
                        25617400000,
                        3,
                        "Total current liabilities 2,561.74 2,428.24",
                    ),
                ),
            ],
            "total_assets",
        ),
        SUM(
            "net profit split",
            [
                (1, "net_income"),
                (1, T("non-controlling interests", 61200000, 2, "(b) Non-controlling interests 6.12")),
            ],
            T("net profit for the period", 3014300000, 2, "Net profit for the period (5 - 6) 301.43"),
        ),
        SUM(
            "total income",
            [(1, "total_revenue"), (1, T("other income", 184200000, 2, "(b) Other income 18.42"))],
            T("total income", 28657800000, 2, "Total income 2,865.78"),
        ),
    ]
    return p, fields, notes, sums


def lines_left(p, x, y, lines, size):
    for s in lines:
        p.text(x, y, s, size)
        y += size * 1.35
    return y
