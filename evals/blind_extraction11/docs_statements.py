"""Financial-statement builders for blind_extraction11 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals, prints them and checks the hand-written label literals with same()."""

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from pdfkit import ACC, Pdf, fmt

GREY = (0.35, 0.35, 0.35)
NAVY = (0.08, 0.16, 0.35)


def V(*xs):
    """A row of figures (Decimals) from strings/numbers."""
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def sub(a, b):
    return [x - y for x, y in zip(a, b, strict=True)]


def neg(a):
    return [-x for x in a]


def rnd(x, nd=0):
    return D(str(x)).quantize(D(1).scaleb(-nd), rounding=ROUND_HALF_UP)


def eps(x):
    """$0.41 / $(0.19)"""
    return "$" + fmt(x, ",", ".", 2, neg="()")


def table(p, y, colx, rows, size=8, lead=12.4, lx=50, nd=0, rule_x0=None, rule_x1=None, dollar="$"):
    """Statement rows.  rows: (label, values, flags) where values are Decimals
    (formatted with ACC at nd decimals) or strings; flags: h heading, b bold,
    1/2 indent level, t rule above the figures, d dollar sign, u double rule below."""
    x0 = rule_x0 if rule_x0 is not None else colx[0] - 46
    x1 = rule_x1 if rule_x1 is not None else colx[-1] + 2
    for label, vals, flags in rows:
        ind = 10 * (("1" in flags) + 2 * ("2" in flags))
        bold = "b" in flags or "h" in flags
        if "t" in flags:
            p.line(x0, y - size - 1.5, x1, y - size - 1.5, 0.4)
        p.text(lx + ind, y, label, size, bold)
        for x, v in zip(colx, vals or [], strict=False):
            s = v if isinstance(v, str) else ACC(v, nd)
            if "d" in flags and not isinstance(v, str):
                s = dollar + s
            p.text(x, y, s, size, bold, align="r")
        if "u" in flags:
            p.line(x0, y + 3, x1, y + 3, 0.4)
            p.line(x0, y + 5, x1, y + 5, 0.4)
        y += lead
    return y


def colheads(p, y, colx, lines, size=7.6, bold=True):
    """Column headings, one list of strings per heading line; returns next y."""
    for ln in lines:
        for x, s in zip(colx, ln, strict=True):
            if s:
                p.text(x, y, s, size, bold, align="r")
        y += size * 1.3
    return y


def centre_title(p, ys, lines, sizes):
    for s, sz in zip(lines, sizes, strict=True):
        p.text(p.w / 2, ys, s, sz, sz >= 10, align="c")
        ys += sz * 1.45
    return ys


# ================================================================ 1 10-Q, 13-week quarter, NCI
@doc("b11_fs_10q_q2_nci", "financial_statement", "Harrowgate Instruments, Inc. Form 10-Q Q2 2025")
def fs_10q():
    p = Pdf(612, 792)
    # ---- page 1: cover
    p.new_page()
    y = centre_title(
        p,
        60,
        ["UNITED STATES", "SECURITIES AND EXCHANGE COMMISSION", "Washington, D.C. 20549", "FORM 10-Q"],
        [10, 10, 8.5, 14],
    )
    y = p.wrap(
        60,
        y + 10,
        492,
        "[X] QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.4,
    )
    p.text(306, y + 6, "For the quarterly period ended June 28, 2025", 9.5, True, align="c")
    y = p.wrap(
        60,
        y + 26,
        492,
        "[ ] TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.4,
    )
    p.text(306, y + 4, "Commission File Number 001-38817", 8.5, align="c")
    p.text(306, y + 34, "HARROWGATE INSTRUMENTS, INC.", 15, True, align="c")
    p.text(306, y + 48, "(Exact name of registrant as specified in its charter)", 7.5, align="c", color=GREY)
    p.row(y + 72, [(160, "Delaware", "c"), (452, "84-2219076", "c")], 9)
    p.row(
        y + 83,
        [(160, "(State of incorporation)", "c"), (452, "(I.R.S. Employer Identification No.)", "c")],
        7.2,
    )
    p.text(306, y + 106, "3100 Quarry Lake Parkway, Beaverton, Oregon 97006  (503) 555-0177", 8.5, align="c")
    y = p.wrap(
        60,
        y + 134,
        492,
        "Indicate by check mark whether the registrant (1) has filed all reports required to be filed by "
        "Section 13 "
        "or 15(d) of the Securities Exchange Act of 1934 during the preceding 12 months, and (2) has been "
        "subject to "
        "such filing requirements for the past 90 days. Yes [X] No [ ]",
        8.2,
    )
    y = p.wrap(
        60,
        y + 6,
        492,
        "Large accelerated filer [ ]  Accelerated filer [X]  Non-accelerated filer [ ]  Smaller reporting "
        "company [ ]",
        8.2,
    )
    p.wrap(
        60,
        y + 6,
        492,
        "As of July 31, 2025, the registrant had 40,702,318 shares of common stock, $0.01 par value, "
        "outstanding.",
        8.2,
    )
    # ---- page 2: income statement
    p.new_page()
    p.text(306, 54, "HARROWGATE INSTRUMENTS, INC.", 11, True, align="c")
    p.text(306, 68, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 9.5, True, align="c")
    p.text(306, 80, "(Unaudited; in thousands, except per share amounts)", 8, align="c")
    cx = [352, 418, 496, 562]
    p.text(385, 102, "Three Months Ended", 7.6, True, align="c")
    p.text(529, 102, "Six Months Ended", 7.6, True, align="c")
    y = colheads(
        p, 114, cx, [["June 28,", "June 29,", "June 28,", "June 29,"], ["2025", "2024", "2025", "2024"]]
    )
    prod = V(184212, 171904, 361880, 333415)
    serv = V(46318, 41207, 90122, 80950)
    rev = add(prod, serv)
    cprod = V(92810, 88455, 183004, 172116)
    cserv = V(24615, 22380, 48201, 43994)
    cost = add(cprod, cserv)
    gp = sub(rev, cost)
    rd = V(28447, 26118, 56902, 51730)
    sga = V(51206, 47891, 101377, 95002)
    restr = V(3912, 0, 6108, 1240)
    opex = add(rd, sga, restr)
    oi = sub(gp, opex)
    intx = V(-6214, -7033, -12640, -14118)
    oth = V(1108, 655, 2397, 1480)
    pbt = add(oi, intx, oth)
    tax = [rnd(x * D("0.215")) for x in pbt]
    ni = sub(pbt, tax)
    nci = V(812, 744, 1590, 1402)
    nia = sub(ni, nci)
    bsh = V(40611, 41102, 40688, 41150)
    dsh = V(41226, 41870, 41305, 41912)
    beps = [rnd(a / b, 2) for a, b in zip(nia, bsh, strict=True)]
    deps = [rnd(a / b, 2) for a, b in zip(nia, dsh, strict=True)]
    y = table(
        p,
        y + 6,
        cx,
        [
            ("Revenue:", None, "h"),
            ("Product", prod, "1d"),
            ("Service", serv, "1"),
            ("Total revenue", rev, "tb"),
            ("Cost of revenue:", None, "h"),
            ("Product", cprod, "1"),
            ("Service", cserv, "1"),
            ("Total cost of revenue", cost, "t"),
            ("Gross profit", gp, "tb"),
            ("Operating expenses:", None, "h"),
            ("Research and development", rd, "1"),
            ("Selling, general and administrative", sga, "1"),
            ("Restructuring charges", restr, "1"),
            ("Total operating expenses", opex, "t"),
            ("Operating income", oi, "tb"),
            ("Interest expense", intx, ""),
            ("Other income, net", oth, ""),
            ("Income before income taxes", pbt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net income", ni, "tb"),
            ("Less: Net income attributable to noncontrolling interests", nci, ""),
            ("Net income attributable to Harrowgate Instruments, Inc.", nia, "tbdu"),
            ("Net income per share attributable to Harrowgate common stockholders:", None, "h"),
            ("Basic", [eps(x) for x in beps], "1"),
            ("Diluted", [eps(x) for x in deps], "1"),
            ("Weighted-average shares used in computing net income per share:", None, "h"),
            ("Basic", bsh, "1"),
            ("Diluted", dsh, "1"),
        ],
        size=7.8,
        lead=13,
    )
    p.text(
        306,
        740,
        "See accompanying notes to the condensed consolidated financial statements.",
        7.2,
        align="c",
        color=GREY,
    )
    p.footer("3")
    # ---- page 3: balance sheet
    p.new_page()
    p.text(306, 54, "HARROWGATE INSTRUMENTS, INC.", 11, True, align="c")
    p.text(306, 68, "CONDENSED CONSOLIDATED BALANCE SHEETS", 9.5, True, align="c")
    p.text(306, 80, "(Unaudited; in thousands, except par value)", 8, align="c")
    bx = [470, 560]
    y = colheads(p, 102, bx, [["June 28,", "December 28,"], ["2025", "2024"]])
    cash = V(148306, 171552)
    sti = V(42180, 38900)
    ar = V(131744, 125019)
    inv = V(118633, 109478)
    pre = V(21905, 19742)
    tca = add(cash, sti, ar, inv, pre)
    ppe = V(164220, 158907)
    rou = V(38415, 40226)
    gw = V(287560, 287560)
    intang = V(96318, 104775)
    oa = V(17044, 15310)
    ta = add(tca, ppe, rou, gw, intang, oa)
    ap = V(58211, 61870)
    acc = V(49932, 55104)
    cd = V(20000, 20000)
    ol = V(7818, 7640)
    tcl = add(ap, acc, cd, ol)
    ltd = V(342500, 352500)
    oln = V(33207, 35411)
    dtl = V(18960, 19882)
    olt = V(11405, 10790)
    tl = add(tcl, ltd, oln, dtl, olt)
    cs = V(412, 410)
    apic = V(318770, 312004)
    trs = V(-86421, -71208)
    aoci = V(-9884, -12617)
    ncis = V(14960, 13370)
    te = sub(ta, tl)
    hse = sub(te, ncis)
    re_ = sub(hse, add(cs, apic, trs, aoci))
    y = table(
        p,
        y + 6,
        bx,
        [
            ("ASSETS", None, "h"),
            ("Current assets:", None, "h"),
            ("Cash and cash equivalents", cash, "1d"),
            ("Short-term investments", sti, "1"),
            ("Accounts receivable, net", ar, "1"),
            ("Inventories", inv, "1"),
            ("Prepaid expenses and other current assets", pre, "1"),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intang, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "tbdu"),
            ("LIABILITIES AND EQUITY", None, "h"),
            ("Current liabilities:", None, "h"),
            ("Accounts payable", ap, "1d"),
            ("Accrued liabilities", acc, "1"),
            ("Current portion of long-term debt", cd, "1"),
            ("Operating lease liabilities, current", ol, "1"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net of current portion", ltd, ""),
            ("Operating lease liabilities, noncurrent", oln, ""),
            ("Deferred income taxes", dtl, ""),
            ("Other long-term liabilities", olt, ""),
            ("Total liabilities", tl, "tb"),
            ("Commitments and contingencies (Note 11)", None, ""),
            ("Stockholders' equity:", None, "h"),
            ("Common stock, $0.01 par value", cs, "1"),
            ("Additional paid-in capital", apic, "1"),
            ("Treasury stock, at cost", trs, "1"),
            ("Retained earnings", re_, "1"),
            ("Accumulated other comprehensive loss", aoci, "1"),
            ("Total Harrowgate Instruments, Inc. stockholders' equity", hse, "t"),
            ("Noncontrolling interests", ncis, ""),
            ("Total equity", te, "tb"),
            ("Total liabilities and equity", ta, "tbdu"),
        ],
        size=7.8,
        lead=13,
    )
    p.footer("4")
    # ---- page 4: cash flows (condensed) and a note
    p.new_page()
    p.text(306, 54, "HARROWGATE INSTRUMENTS, INC.", 11, True, align="c")
    p.text(306, 68, "CONDENSED CONSOLIDATED STATEMENTS OF CASH FLOWS", 9.5, True, align="c")
    p.text(306, 80, "(Unaudited; in thousands)", 8, align="c")
    y = colheads(p, 102, bx, [["Six Months Ended", ""], ["June 28, 2025", "June 29, 2024"]])
    rc = D(2410)
    ops = V(61480, 55902)
    inv_ = V(-24512, -19870)
    fin = V(-58320, -30115)
    fx = V(-1894, 412)
    beg = V(171552 + 2410, 129884)
    chg = add(ops, inv_, fin, fx)
    end = add(beg, chg)
    y = table(
        p,
        y + 6,
        bx,
        [
            ("Net cash provided by operating activities", ops, "d"),
            ("Net cash used in investing activities", inv_, ""),
            ("Net cash used in financing activities", fin, ""),
            ("Effect of exchange rate changes", fx, ""),
            ("Net change in cash, cash equivalents and restricted cash", chg, "t"),
            ("Cash, cash equivalents and restricted cash, beginning of period", beg, ""),
            ("Cash, cash equivalents and restricted cash, end of period", end, "tbdu"),
        ],
        size=7.8,
        lead=13,
    )
    p.wrap(
        50,
        y + 10,
        512,
        "Restricted cash of $2.4 million, held as collateral for letters of credit, is included in other "
        "assets. "
        "Note 2 - Fiscal periods: the Company's fiscal quarters end on the Saturday closest to the end of "
        "the "
        "calendar quarter; the three months ended June 28, 2025 and June 29, 2024 each contained 13 weeks.",
        8,
    )
    p.footer("5")

    same(230530, rev[0], "rev")
    same(29540, oi[0], "oi")
    same(18369, nia[0], "nia")
    same(D("0.45"), deps[0], "deps")
    same(1066325, ta[0], "ta")
    same(542033, tl[0], "tl")
    same(524292, te[0], "te")
    same(150716, end[0], "cf end")
    same(148306 + int(rc), end[0], "cash + restricted")
    fields = {
        "company_name": F("Harrowgate Instruments, Inc.", 1, "HARROWGATE INSTRUMENTS, INC."),
        "report_type": F("10-Q", 1, "FORM 10-Q"),
        "period_end_date": F("2025-06-28", 1, "For the quarterly period ended June 28, 2025"),
        "currency": F("USD", 2, "Product $184,212 $171,904"),
        "total_revenue": F(230530000, 2, "Total revenue 230,530 213,111"),
        "operating_income": F(29540000, 2, "Operating income 29,540 28,267"),
        "net_income": F(
            18369000, 2, "Net income attributable to Harrowgate Instruments, Inc. $18,369 $16,439"
        ),
        "diluted_eps": F(0.45, 2, "Diluted $0.45 $0.39"),
        "total_assets": F(1066325000, 3, "Total assets $1,066,325 $1,071,469"),
        "total_liabilities": F(542033000, 3, "Total liabilities 542,033 563,197"),
        "total_equity": F(524292000, 3, "Total equity 524,292 508,272"),
        "cash_and_equivalents": F(148306000, 3, "Cash and cash equivalents $148,306 $171,552"),
    }
    notes = (
        "10-Q for a 13-week quarter ended Saturday June 28, 2025, in thousands. Income-statement columns: "
        "three "
        "months 2025 | 2024 then six months 2025 | 2024; the label is the FIRST column. Net income vs 'Net "
        "income attributable to Harrowgate Instruments, Inc.' (after noncontrolling interests) = net_income. "
        "Balance sheet June 28, 2025 (first column) vs December 28, 2024. Total equity includes "
        "noncontrolling "
        "interests (the line above it is the parent's stockholders' equity, a distractor). The cash-flow "
        "statement ends with cash, cash equivalents AND restricted cash ($150,716, incl. $2.4 million "
        "restricted) - a distractor; cash_and_equivalents is the balance-sheet line. The cover's shares "
        "outstanding date July 31, 2025 is a distractor."
    )
    sums = [
        SUM(
            "revenue",
            [
                (1, T("Product revenue", 184212000, 2, "Product $184,212")),
                (1, T("Service revenue", 46318000, 2, "Service 46,318")),
            ],
            "total_revenue",
        ),
        SUM(
            "NCI",
            [
                (1, T("Net income", 19181000, 2, "Net income 19,181 17,183")),
                (-1, T("NCI", 812000, 2, "noncontrolling interests 812")),
            ],
            "net_income",
        ),
        SUM(
            "equity incl. NCI",
            [
                (1, T("Harrowgate stockholders' equity", 509332000, 3, "stockholders' equity 509,332")),
                (1, T("Noncontrolling interests", 14960000, 3, "Noncontrolling interests 14,960")),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


# ==================== 2 10-K, oldest year first, no total liabilities
@doc("b11_fs_10k_oldest_first", "financial_statement", "Bracken Ridge Foods Co. Form 10-K fiscal 2025")
def fs_10k():
    p = Pdf(612, 792)
    p.new_page()
    y = centre_title(
        p,
        60,
        ["UNITED STATES SECURITIES AND EXCHANGE COMMISSION", "Washington, D.C. 20549", "FORM 10-K"],
        [10, 8.5, 14],
    )
    y = p.wrap(
        60,
        y + 8,
        492,
        "[X] ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.4,
    )
    p.text(306, y + 6, "For the fiscal year ended September 30, 2025", 9.5, True, align="c")
    p.text(306, y + 22, "Commission file number 1-14402", 8.2, align="c")
    p.text(306, y + 50, "BRACKEN RIDGE FOODS CO.", 15, True, align="c")
    p.text(306, y + 63, "(Exact name of registrant as specified in its charter)", 7.5, align="c", color=GREY)
    p.text(
        306,
        y + 84,
        "Minnesota  |  41-0917736  |  900 Riverbend Parkway, Mankato, Minnesota 56001",
        8.5,
        align="c",
    )
    y = p.wrap(
        60,
        y + 110,
        492,
        "The aggregate market value of the voting common stock held by non-affiliates of the registrant as "
        "of "
        "March 28, 2025 (the last business day of the registrant's most recently completed second fiscal "
        "quarter) "
        "was approximately $2.9 billion. As of November 14, 2025, 58,119,402 shares of common stock were "
        "outstanding.",
        8.2,
    )
    p.text(60, y + 14, "Item 7. Management's Discussion and Analysis (excerpt)", 9.5, True)
    y = p.wrap(
        60,
        y + 30,
        492,
        "Fiscal 2025 compared with fiscal 2024. Net sales increased 3.2% to $3.70 billion, driven by "
        "pricing in "
        "Retail Brands and volume growth in Foodservice. Operating income rose to $402 million as fiscal "
        "2024 "
        "included a $61.4 million impairment of the Northfield trademark. Adjusted operating income, a "
        "non-GAAP "
        "measure, was $431 million. Free cash flow was $268 million. We ended the year with $214 million of "
        "cash "
        "and cash equivalents and net leverage of 1.9 times.",
        8.4,
    )
    p.footer("42")
    # income statement, oldest year first
    p.new_page()
    p.text(306, 54, "BRACKEN RIDGE FOODS CO.", 11, True, align="c")
    p.text(306, 68, "CONSOLIDATED STATEMENTS OF EARNINGS", 9.5, True, align="c")
    p.text(306, 80, "(In millions, except per share data)", 8, align="c")
    cx = [420, 490, 560]
    y = colheads(p, 104, cx, [["Fiscal Year Ended September 30,", "", ""], ["2023", "2024", "2025"]])
    ns = V("3412.6", "3588.1", "3701.4")
    cos = V("2401.9", "2497.3", "2540.8")
    gp = sub(ns, cos)
    sga = V("648.2", "676.5", "712.9")
    amort = V("44.1", "46.0", "45.3")
    imp = V("0", "61.4", "0")
    oi = sub(gp, add(sga, amort, imp))
    inte = V("-71.8", "-78.2", "-69.5")
    oth = V("5.6", "-2.3", "8.9")
    pbt = add(oi, inte, oth)
    tax = [rnd(x * D("0.231"), 1) for x in pbt]
    ni = sub(pbt, tax)
    dsh = V("60.44", "59.31", "58.62")
    deps = [rnd(a / b, 2) for a, b in zip(ni, dsh, strict=True)]
    bsh = V("59.87", "58.90", "58.15")
    beps = [rnd(a / b, 2) for a, b in zip(ni, bsh, strict=True)]
    y = table(
        p,
        y + 4,
        cx,
        [
            ("Net sales", ns, "bd"),
            ("Cost of products sold", cos, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative expenses", sga, ""),
            ("Amortization of intangible assets", amort, ""),
            ("Trademark impairment", imp, ""),
            ("Operating income", oi, "tb"),
            ("Interest expense, net", inte, ""),
            ("Other income (expense), net", oth, ""),
            ("Earnings before income taxes", pbt, "t"),
            ("Income tax expense", tax, ""),
            ("Net earnings", ni, "tbdu"),
            ("Earnings per share:", None, "h"),
            ("Basic", [eps(x) for x in beps], "1"),
            ("Diluted", [eps(x) for x in deps], "1"),
            ("Weighted-average shares outstanding (millions):", None, "h"),
            ("Basic", bsh, "1"),
            ("Diluted", dsh, "1"),
        ],
        size=8,
        lead=13.5,
        nd=1,
    )
    p.footer("58")
    # balance sheet, prior year first, no total liabilities line
    p.new_page()
    p.text(306, 54, "BRACKEN RIDGE FOODS CO.", 11, True, align="c")
    p.text(306, 68, "CONSOLIDATED BALANCE SHEETS", 9.5, True, align="c")
    p.text(306, 80, "(In millions, except share data)", 8, align="c")
    bx = [480, 560]
    y = colheads(p, 104, bx, [["September 30,", "September 30,"], ["2024", "2025"]])
    cash = V("176.4", "214.2")
    rcash = V("12.0", "12.5")
    ar = V("318.7", "331.0")
    inv = V("402.5", "418.9")
    pre = V("41.3", "38.6")
    tca = add(cash, rcash, ar, inv, pre)
    ppe = V("1122.8", "1160.4")
    gw = V("1408.9", "1408.9")
    ia = V("812.6", "767.3")
    oa = V("96.2", "101.8")
    ta = add(tca, ppe, gw, ia, oa)
    ap = V("287.4", "301.2")
    acc = V("214.9", "226.5")
    cpd = V("35.0", "35.0")
    tcl = add(ap, acc, cpd)
    ltd = V("1405.0", "1290.0")
    dit = V("238.7", "241.6")
    onl = V("112.3", "108.8")
    cs = V("6.0", "5.8")
    apic = V("402.1", "418.7")
    aoci = V("-61.5", "-54.2")
    liab = add(tcl, ltd, dit, onl)
    tse = sub(ta, liab)
    re_ = sub(tse, add(cs, apic, aoci))
    y = table(
        p,
        y + 4,
        bx,
        [
            ("ASSETS", None, "h"),
            ("Cash and cash equivalents", cash, "1d"),
            ("Restricted cash", rcash, "1"),
            ("Receivables, net", ar, "1"),
            ("Inventories", inv, "1"),
            ("Prepaid expenses and other", pre, "1"),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", ia, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "tbdu"),
            ("LIABILITIES AND SHAREHOLDERS' EQUITY", None, "h"),
            ("Accounts payable", ap, "1d"),
            ("Accrued and other current liabilities", acc, "1"),
            ("Current portion of long-term debt", cpd, "1"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt", ltd, ""),
            ("Deferred income taxes", dit, ""),
            ("Other noncurrent liabilities", onl, ""),
            ("Commitments and contingencies (Note 14)", None, ""),
            ("Shareholders' equity:", None, "h"),
            ("Common stock, $0.10 par value", cs, "1"),
            ("Additional paid-in capital", apic, "1"),
            ("Retained earnings", re_, "1"),
            ("Accumulated other comprehensive loss", aoci, "1"),
            ("Total shareholders' equity", tse, "tb"),
            ("Total liabilities and shareholders' equity", ta, "tbdu"),
        ],
        size=8,
        lead=13.5,
        nd=1,
    )
    p.footer("59")

    same(D("3701.4"), ns[2], "ns")
    same(D("402.4"), oi[2], "oi")
    same(D("262.8"), ni[2], "ni")
    same(D("4.48"), deps[2], "deps")
    same(D("4453.6"), ta[1], "ta")
    same(D("2250.5"), tse[1], "tse")
    fields = {
        "company_name": F("Bracken Ridge Foods Co.", 1, "BRACKEN RIDGE FOODS CO."),
        "report_type": F("10-K", 1, "FORM 10-K"),
        "period_end_date": F("2025-09-30", 1, "For the fiscal year ended September 30, 2025"),
        "currency": F("USD", 2, "Net sales $3,412.6"),
        "total_revenue": F(3701400000, 2, "Net sales $3,412.6 $3,588.1 $3,701.4"),
        "operating_income": F(402400000, 2, "Operating income 318.4 306.9 402.4"),
        "net_income": F(262800000, 2, "Net earnings $193.9 $174.1 $262.8"),
        "diluted_eps": F(4.48, 2, "Diluted $3.21 $2.94 $4.48"),
        "total_assets": F(4453600000, 3, "Total assets $4,391.4 $4,453.6"),
        "total_liabilities": NULL(),
        "total_equity": F(2250500000, 3, "Total shareholders' equity 2,098.1 2,250.5"),
        "cash_and_equivalents": F(214200000, 3, "Cash and cash equivalents $176.4 $214.2"),
    }
    notes = (
        "10-K for the fiscal year ended September 30, 2025, in millions with one decimal. Every table is "
        "OLDEST "
        "FIRST: the income statement reads 2023 | 2024 | 2025 and the balance sheet 2024 | 2025, so the "
        "label "
        "is the LAST column. The MD&A excerpt gives rounded figures ($3.70 billion, $402 million, $214 "
        "million) "
        "and non-GAAP adjusted operating income ($431 million) as distractors; the cover's market value and "
        "share count are distractors. Restricted cash is a separate line and is not cash_and_equivalents. "
        "total_liabilities is null: the balance sheet prints no total-liabilities line (only total current "
        "liabilities and 'Total liabilities and shareholders' equity', which equals total assets)."
    )
    sums = [
        SUM(
            "gross profit to operating income",
            [
                (1, T("Gross profit", 1160600000, 2, "Gross profit 1,010.7 1,090.8 1,160.6")),
                (-1, T("SG&A", 712900000, 2, "administrative expenses 648.2 676.5 712.9")),
                (-1, T("Amortization", 45300000, 2, "Amortization of intangible assets 44.1 46.0 45.3")),
            ],
            "operating_income",
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 3 earnings release with non-GAAP tables
@doc("b11_fs_release_q3_nongaap", "financial_statement", "Quillon Networks, Inc. third quarter 2025 results")
def fs_release():
    p = Pdf(612, 792)
    cx = [372, 430, 500, 562]
    prod = V("318.4", "276.9", "921.7", "801.2")
    serv = V("41.7", "38.5", "123.0", "111.4")
    rev = add(prod, serv)
    cor = V("98.6", "89.1", "289.4", "262.0")
    gp = sub(rev, cor)
    rd = V("84.2", "76.3", "248.9", "226.5")
    sm = V("118.9", "104.4", "346.1", "309.8")
    ga = V("39.4", "35.2", "114.6", "104.1")
    restr = V("6.8", "0", "6.8", "3.1")
    opex = add(rd, sm, ga, restr)
    oi = sub(gp, opex)
    intx = V("-14.7", "-16.2", "-46.0", "-49.1")
    ext_ = V("-38.9", "0", "-38.9", "0")
    oth = V("3.1", "2.6", "9.4", "7.7")
    pbt = add(oi, intx, ext_, oth)
    tax = V("-4.8", "2.9", "3.1", "7.4")
    ni = sub(pbt, tax)
    dsh = V("131.6", "128.9", "130.8", "128.2")
    deps = [rnd(a / b, 2) for a, b in zip(ni, dsh, strict=True)]
    sbc = V("41.5", "37.8", "121.9", "110.2")
    amort = V("9.7", "10.4", "29.6", "31.5")
    adj_oi = add(oi, sbc, amort, restr)
    dep = V("17.8", "16.1", "52.4", "47.9")
    ebitda = add(adj_oi, dep)
    taxadj = V("-11.9", "-10.2", "-36.0", "-29.6")
    ngni = add(ni, sbc, amort, restr, neg(ext_), taxadj)
    ngsh = V("133.2", "130.4", "132.5", "129.9")
    ngeps = [rnd(a / b, 2) for a, b in zip(ngni, ngsh, strict=True)]
    # ---- page 1: release text
    p.new_page()
    p.text(50, 52, "NEWS RELEASE", 9, True, color=NAVY)
    p.text(562, 52, "Nasdaq: QLNW", 9, True, align="r", color=NAVY)
    p.hline(58, 50, 562, 1.2, NAVY)
    p.wrap(50, 80, 512, "Quillon Networks Reports Third Quarter 2025 Financial Results", 14, True)
    p.text(50, 118, "Subscription revenue up 15% year over year; raises full-year outlook", 9.5, color=GREY)
    y = p.wrap(
        50,
        142,
        512,
        "SAN JOSE, Calif., October 29, 2025 - Quillon Networks, Inc. (Nasdaq: QLNW) today reported "
        "financial results "
        "for its third quarter ended September 30, 2025.",
        8.8,
    )
    p.text(50, y + 6, "Third Quarter 2025 Highlights", 9.5, True)
    y += 22
    for s in [
        f"Total revenue of ${ACC(rev[0], 1)} million, up 15% year over year.",
        f"GAAP operating income of ${ACC(oi[0], 1)} million; non-GAAP operating income of "
        f"${ACC(adj_oi[0], 1)} million.",
        f"GAAP net loss of ${ACC(-ni[0], 1)} million, or {eps(deps[0])} per diluted share, including a "
        f"${ACC(-ext_[0], 1)} "
        "million loss on extinguishment of debt from the refinancing of our 2027 term loan.",
        f"Non-GAAP net income of ${ACC(ngni[0], 1)} million, or {eps(ngeps[0])} per diluted share.",
        f"Adjusted EBITDA of ${ACC(ebitda[0], 1)} million; annual recurring revenue (ARR) of $1.41 billion.",
        "Cash, cash equivalents and marketable securities of $682.3 million at quarter end.",
    ]:
        y = p.wrap(62, y, 490, "- " + s, 8.6, gap=2)
    p.text(50, y + 8, "Outlook", 9.5, True)
    y = p.wrap(
        50,
        y + 24,
        512,
        "For the fourth quarter of 2025 the Company expects total revenue of $372 million to $378 million "
        "and "
        "non-GAAP operating income of $84 million to $88 million. For the full year 2025 the Company now "
        "expects "
        "total revenue of $1.417 billion to $1.423 billion.",
        8.6,
    )
    y = p.wrap(
        50,
        y + 8,
        512,
        "Conference call: Quillon will host a call today at 2:00 p.m. Pacific Time. Non-GAAP financial "
        "measures "
        "are reconciled to the most directly comparable GAAP measures in the tables below.",
        8.2,
    )
    # ---- page 2: income statement
    p.new_page()
    p.text(306, 54, "QUILLON NETWORKS, INC.", 11, True, align="c")
    p.text(306, 68, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 9.5, True, align="c")
    p.text(306, 80, "(in millions, except per share amounts; unaudited)", 8, align="c")
    p.text(401, 100, "Three Months Ended", 7.4, True, align="c")
    p.text(531, 100, "Nine Months Ended", 7.4, True, align="c")
    p.text(401, 110, "September 30,", 7.4, True, align="c")
    p.text(531, 110, "September 30,", 7.4, True, align="c")
    y = colheads(p, 121, cx, [["2025", "2024", "2025", "2024"]])
    y = table(
        p,
        y + 6,
        cx,
        [
            ("Revenue:", None, "h"),
            ("Subscription", prod, "1d"),
            ("Professional services", serv, "1"),
            ("Total revenue", rev, "tb"),
            ("Cost of revenue", cor, ""),
            ("Gross profit", gp, "t"),
            ("Operating expenses:", None, "h"),
            ("Research and development", rd, "1"),
            ("Sales and marketing", sm, "1"),
            ("General and administrative", ga, "1"),
            ("Restructuring", restr, "1"),
            ("Total operating expenses", opex, "t"),
            ("Income from operations", oi, "tb"),
            ("Interest expense", intx, ""),
            ("Loss on extinguishment of debt", ext_, ""),
            ("Other income, net", oth, ""),
            ("Income (loss) before income taxes", pbt, "t"),
            ("Provision for (benefit from) income taxes", tax, ""),
            ("Net income (loss)", ni, "tbdu"),
            ("Net income (loss) per share:", None, "h"),
            ("Diluted", [eps(x) for x in deps], "1"),
            ("Weighted-average diluted shares", dsh, "1"),
        ],
        size=7.8,
        lead=13,
        nd=1,
    )
    # ---- page 3: balance sheet
    p.new_page()
    p.text(306, 54, "QUILLON NETWORKS, INC.", 11, True, align="c")
    p.text(306, 68, "CONDENSED CONSOLIDATED BALANCE SHEETS", 9.5, True, align="c")
    p.text(306, 80, "(in millions; unaudited)", 8, align="c")
    bx = [480, 560]
    y = colheads(p, 102, bx, [["September 30,", "December 31,"], ["2025", "2024"]])
    cash = V("418.6", "392.0")
    ms = V("263.7", "240.5")
    ar = V("221.4", "238.9")
    dcc = V("64.0", "58.7")
    pre = V("52.8", "47.1")
    tca = add(cash, ms, ar, dcc, pre)
    ppe = V("96.3", "91.8")
    gw = V("1104.2", "1104.2")
    ia = V("148.7", "178.3")
    oa = V("88.5", "81.0")
    ta = add(tca, ppe, gw, ia, oa)
    ap = V("41.2", "38.5")
    acc = V("166.9", "172.4")
    dr = V("402.3", "428.8")
    tcl = add(ap, acc, dr)
    ltd = V("845.0", "872.6")
    drn = V("61.7", "55.2")
    onl = V("48.4", "52.9")
    tl = add(tcl, ltd, drn, onl)
    tse = sub(ta, tl)
    y = table(
        p,
        y + 6,
        bx,
        [
            ("Cash and cash equivalents", cash, "d"),
            ("Marketable securities", ms, ""),
            ("Accounts receivable, net", ar, ""),
            ("Deferred contract costs, current", dcc, ""),
            ("Prepaid expenses and other current assets", pre, ""),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", ia, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "tbdu"),
            ("Accounts payable", ap, "d"),
            ("Accrued expenses and other current liabilities", acc, ""),
            ("Deferred revenue, current", dr, ""),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net", ltd, ""),
            ("Deferred revenue, noncurrent", drn, ""),
            ("Other long-term liabilities", onl, ""),
            ("Total liabilities", tl, "tb"),
            ("Total stockholders' equity", tse, "b"),
            ("Total liabilities and stockholders' equity", ta, "tbdu"),
        ],
        size=7.8,
        lead=13,
        nd=1,
    )
    # ---- page 4: non-GAAP reconciliation
    p.new_page()
    p.text(306, 54, "QUILLON NETWORKS, INC.", 11, True, align="c")
    p.text(306, 68, "RECONCILIATION OF GAAP TO NON-GAAP FINANCIAL MEASURES", 9.5, True, align="c")
    p.text(306, 80, "(in millions, except per share amounts; unaudited)", 8, align="c")
    p.text(401, 100, "Three Months Ended Sept. 30,", 7.2, True, align="c")
    p.text(531, 100, "Nine Months Ended Sept. 30,", 7.2, True, align="c")
    y = colheads(p, 112, cx, [["2025", "2024", "2025", "2024"]])
    y = table(
        p,
        y + 6,
        cx,
        [
            ("GAAP income from operations", oi, "d"),
            ("Stock-based compensation", sbc, "1"),
            ("Amortization of acquired intangibles", amort, "1"),
            ("Restructuring", restr, "1"),
            ("Non-GAAP operating income", adj_oi, "tbd"),
            ("Depreciation", dep, "1"),
            ("Adjusted EBITDA", ebitda, "tbdu"),
            ("", None, ""),
            ("GAAP net income (loss)", ni, "d"),
            ("Stock-based compensation", sbc, "1"),
            ("Amortization of acquired intangibles", amort, "1"),
            ("Restructuring", restr, "1"),
            ("Loss on extinguishment of debt", neg(ext_), "1"),
            ("Income tax effect of non-GAAP adjustments", taxadj, "1"),
            ("Non-GAAP net income", ngni, "tbd"),
            ("Non-GAAP diluted net income per share", [eps(x) for x in ngeps], "b"),
            ("Shares used in non-GAAP per share calculation", ngsh, ""),
        ],
        size=7.8,
        lead=13,
        nd=1,
    )
    y = p.wrap(
        50,
        y + 12,
        512,
        "Non-GAAP measures are not prepared in accordance with GAAP and should be considered in addition "
        "to, not as "
        "a substitute for, the GAAP results above.",
        7.8,
    )

    same(D("360.1"), rev[0], "rev")
    same(D("12.2"), oi[0], "oi")
    same(D("-33.5"), ni[0], "ni")
    same(D("-0.25"), deps[0], "deps")
    same(D("2458.2"), ta[0], "ta")
    same(D("1565.5"), tl[0], "tl")
    same(D("892.7"), tse[0], "tse")
    fields = {
        "company_name": F(
            "Quillon Networks, Inc.", 1, "Quillon Networks, Inc. (Nasdaq: QLNW) today reported"
        ),
        "report_type": F(
            "earnings_release", 1, "Quillon Networks Reports Third Quarter 2025 Financial Results"
        ),
        "period_end_date": F("2025-09-30", 1, "third quarter ended September 30, 2025."),
        "currency": F("USD", 2, "Subscription $318.4"),
        "total_revenue": F(360100000, 2, "Total revenue 360.1 315.4"),
        "operating_income": F(12200000, 2, "Income from operations 12.2 10.4"),
        "net_income": F(-33500000, 2, "Net income (loss) $(33.5) $(6.1)"),
        "diluted_eps": F(-0.25, 2, "Diluted $(0.25)"),
        "total_assets": F(2458200000, 3, "Total assets $2,458.2 $2,432.5"),
        "total_liabilities": F(1565500000, 3, "Total liabilities 1,565.5 1,620.4"),
        "total_equity": F(892700000, 3, "Total stockholders' equity 892.7 812.1"),
        "cash_and_equivalents": F(418600000, 3, "Cash and cash equivalents $418.6 $392.0"),
    }
    notes = (
        "Earnings press release for the quarter ended September 30, 2025 (narrative highlights, outlook, "
        "then "
        "GAAP tables and a non-GAAP reconciliation), in millions with one decimal. Income-statement columns: "
        "three months 2025 | 2024, nine months 2025 | 2024; the label is the FIRST column. The quarter is a "
        "GAAP NET LOSS (bracketed, after a loss on debt extinguishment) with a small GAAP operating income, "
        "while "
        "non-GAAP operating income, non-GAAP net income, non-GAAP EPS and adjusted EBITDA are positive "
        "distractors. 'Cash, cash equivalents and marketable securities of $682.3 million', ARR and the "
        "outlook "
        "are distractors; cash_and_equivalents is the balance-sheet line at September 30, 2025 (first "
        "column)."
    )
    sums = [
        SUM(
            "non-GAAP operating income bridge (not a label)",
            [
                (1, "operating_income"),
                (1, T("Stock-based compensation", 41500000, 4, "Stock-based compensation 41.5")),
                (1, T("Amortization", 9700000, 4, "Amortization of acquired intangibles 9.7")),
                (1, T("Restructuring", 6800000, 4, "Restructuring 6.8")),
            ],
            T("Non-GAAP operating income", 70200000, 4, "Non-GAAP operating income $70.2"),
        ),
    ]
    return p, fields, notes, sums


# ==================== 4 Danish annual report in DKK million, prior year first
@doc("b11_fs_dk_annual_dkkm", "financial_statement", "Nordvig Vindteknik A/S Annual Report 2024/25")
def fs_dk():
    p = Pdf(595, 842)
    cx = [470, 545]
    rev = V("3881.6", "4412.9")
    prod = V("-3143.7", "-3596.4")
    gp = add(rev, prod)
    sd = V("-241.7", "-268.3")
    adm = V("-198.5", "-214.6")
    ooi = V("6.2", "11.4")
    ebit = add(gp, sd, adm, ooi)
    fi = V("14.8", "19.2")
    fe = V("-52.3", "-61.7")
    pbt = add(ebit, fi, fe)
    tax = [-rnd(x * D("0.22"), 1) for x in pbt]
    pfy = add(pbt, tax)
    nci = V("9.4", "12.1")
    sh = sub(pfy, nci)
    bsh = V("48.2", "48.2")
    dsh = V("48.5", "48.6")
    beps = [rnd(a / b, 2) for a, b in zip(sh, bsh, strict=True)]
    deps = [rnd(a / b, 2) for a, b in zip(sh, dsh, strict=True)]
    da = V("118.3", "131.9")
    ebitda = add(ebit, da)
    # balance sheet
    intang = V("412.7", "436.1")
    ppe = V("1184.3", "1262.8")
    rou = V("96.4", "104.2")
    dta = V("22.1", "18.7")
    tnca = add(intang, ppe, rou, dta)
    inv = V("688.9", "742.5")
    trec = V("611.4", "698.3")
    cass = V("204.6", "251.9")
    orec = V("58.2", "63.4")
    cash = V("387.5", "452.6")
    tcur = add(inv, trec, cass, orec, cash)
    ta = add(tnca, tcur)
    bor_n = V("620.0", "585.0")
    lease_n = V("81.7", "88.9")
    prov = V("74.3", "82.6")
    dtl = V("58.9", "61.2")
    tncl = add(bor_n, lease_n, prov, dtl)
    bor_c = V("75.0", "80.0")
    tpay = V("402.8", "455.1")
    cliab = V("266.5", "301.7")
    opay = V("188.4", "203.9")
    tcl = add(bor_c, tpay, cliab, opay)
    tl = add(tncl, tcl)
    te = sub(ta, tl)
    ncis = V("61.8", "73.9")
    eqsh = sub(te, ncis)
    scap = V("48.2", "48.2")
    hedge = V("-6.4", "3.1")
    divp = V("96.4", "120.5")
    ret = sub(eqsh, add(scap, hedge, divp))
    od = V("-18.6", "-24.3")
    cf_end = add(cash, od)
    # ---- page 1: cover and highlights
    p.new_page()
    p.rect(0, 0, 595, 150, 0, fill=(0.05, 0.2, 0.3), color=None)
    p.text(48, 70, "NORDVIG VINDTEKNIK A/S", 20, True, color=(1, 1, 1))
    p.text(48, 96, "Annual Report 2024/25", 14, color=(1, 1, 1))
    p.text(
        48,
        116,
        "1 May 2024 - 30 April 2025  |  CVR no. 29 41 88 06  |  Esbjerg, Denmark",
        8.5,
        color=(1, 1, 1),
    )
    p.text(48, 180, "Financial highlights", 12, True)
    p.text(48, 194, "DKK million", 8, color=GREY)
    hx = [270, 330, 390, 450, 545]
    years = ["2020/21", "2021/22", "2022/23", "2023/24", "2024/25"]
    y = colheads(p, 214, hx, [years])
    hist = {
        "Revenue": V("2904.2", "3217.5", "3590.0", rev[0], rev[1]),
        "EBITDA": V("318.6", "352.9", "394.4", ebitda[0], ebitda[1]),
        "Operating profit (EBIT)": V("221.0", "246.3", "281.7", ebit[0], ebit[1]),
        "Profit for the year": V("148.2", "166.9", "190.5", pfy[0], pfy[1]),
        "Total assets": V("2861.0", "3102.4", "3388.7", ta[0], ta[1]),
        "Total equity": V("1205.3", "1312.8", "1436.2", te[0], te[1]),
        "Cash and cash equivalents": V("214.9", "268.3", "301.0", cash[0], cash[1]),
    }
    y = table(p, y + 4, hx, [(k, v, "") for k, v in hist.items()], size=8, lead=13, lx=48, nd=1)
    y = p.wrap(
        48,
        y + 14,
        497,
        "Order intake for the year was DKK 4.9 billion and the order backlog at 30 April 2025 amounted to "
        "DKK 6.2 "
        "billion. The Board of Directors proposes a dividend of DKK 2.50 per share (DKK 120.5 million). "
        "Outlook "
        "2025/26: revenue of DKK 4.7-5.0 billion and an EBIT margin of 8-9%.",
        8.6,
    )
    p.footer("Nordvig Vindteknik A/S - Annual Report 2024/25 - page 3")
    # ---- page 2: income statement
    p.new_page()
    p.text(48, 60, "Consolidated income statement", 13, True)
    p.text(48, 76, "1 May - 30 April  |  DKK million", 8.5, color=GREY)
    y = colheads(p, 100, cx, [["2023/24", "2024/25"]])
    y = table(
        p,
        y + 6,
        cx,
        [
            ("Revenue", rev, ""),
            ("Production costs", prod, ""),
            ("Gross profit", gp, "tb"),
            ("Sales and distribution costs", sd, ""),
            ("Administrative expenses", adm, ""),
            ("Other operating income", ooi, ""),
            ("Operating profit (EBIT)", ebit, "tb"),
            ("Financial income", fi, ""),
            ("Financial expenses", fe, ""),
            ("Profit before tax", pbt, "tb"),
            ("Tax on profit for the year", tax, ""),
            ("Profit for the year", pfy, "tbu"),
            ("Profit for the year attributable to:", None, "h"),
            ("Shareholders of Nordvig Vindteknik A/S", sh, "1"),
            ("Non-controlling interests", nci, "1"),
            ("Earnings per share (DKK)", None, "h"),
            ("Earnings per share (EPS)", [ACC(x, 2) for x in beps], "1"),
            ("Diluted earnings per share (EPS-D)", [ACC(x, 2) for x in deps], "1"),
        ],
        size=8.4,
        lead=14,
        lx=48,
        nd=1,
    )
    p.footer("Nordvig Vindteknik A/S - Annual Report 2024/25 - page 46")
    # ---- page 3: balance sheet
    p.new_page()
    p.text(48, 60, "Consolidated balance sheet at 30 April", 13, True)
    p.text(48, 76, "DKK million", 8.5, color=GREY)
    y = colheads(p, 98, cx, [["2024", "2025"]])
    y = table(
        p,
        y + 4,
        cx,
        [
            ("Assets", None, "h"),
            ("Intangible assets", intang, "1"),
            ("Property, plant and equipment", ppe, "1"),
            ("Right-of-use assets", rou, "1"),
            ("Deferred tax assets", dta, "1"),
            ("Total non-current assets", tnca, "t"),
            ("Inventories", inv, "1"),
            ("Trade receivables", trec, "1"),
            ("Contract assets", cass, "1"),
            ("Other receivables", orec, "1"),
            ("Cash and cash equivalents", cash, "1"),
            ("Total current assets", tcur, "t"),
            ("Total assets", ta, "tbu"),
            ("Equity and liabilities", None, "h"),
            ("Share capital", scap, "1"),
            ("Hedging reserve", hedge, "1"),
            ("Retained earnings", ret, "1"),
            ("Proposed dividend", divp, "1"),
            ("Equity attributable to shareholders of Nordvig Vindteknik A/S", eqsh, "t"),
            ("Non-controlling interests", ncis, "1"),
            ("Total equity", te, "tb"),
            ("Borrowings", bor_n, "1"),
            ("Lease liabilities", lease_n, "1"),
            ("Provisions", prov, "1"),
            ("Deferred tax liabilities", dtl, "1"),
            ("Total non-current liabilities", tncl, "t"),
            ("Borrowings", bor_c, "1"),
            ("Trade payables", tpay, "1"),
            ("Contract liabilities", cliab, "1"),
            ("Other payables", opay, "1"),
            ("Total current liabilities", tcl, "t"),
            ("Total liabilities", tl, "tb"),
            ("Total equity and liabilities", ta, "tbu"),
        ],
        size=8.2,
        lead=13.2,
        lx=48,
        nd=1,
    )
    p.footer("Nordvig Vindteknik A/S - Annual Report 2024/25 - page 47")
    # ---- page 4: cash flow extract
    p.new_page()
    p.text(48, 60, "Consolidated cash flow statement (extract)", 13, True)
    p.text(48, 76, "1 May - 30 April  |  DKK million", 8.5, color=GREY)
    y = colheads(p, 98, cx, [["2023/24", "2024/25"]])
    ops = V("301.4", "388.7")
    invc = V("-214.8", "-232.5")
    finc = V("-78.1", "-96.8")
    beg = V("360.5", "368.9")
    y = table(
        p,
        y + 4,
        cx,
        [
            ("Cash flows from operating activities", ops, ""),
            ("Cash flows from investing activities", invc, ""),
            ("Cash flows from financing activities", finc, ""),
            ("Net change in cash and cash equivalents", add(ops, invc, finc), "t"),
            ("Cash and cash equivalents at 1 May", beg, ""),
            ("Exchange adjustments", sub(cf_end, add(beg, ops, invc, finc)), ""),
            ("Cash and cash equivalents at 30 April", cf_end, "tbu"),
            ("Cash and cash equivalents at 30 April comprise:", None, "h"),
            ("Cash and cash equivalents (balance sheet)", cash, "1"),
            ("Bank overdrafts included in current borrowings", od, "1"),
        ],
        size=8.4,
        lead=14,
        lx=48,
        nd=1,
    )
    p.wrap(
        48,
        y + 10,
        497,
        "The consolidated financial statements are presented in Danish kroner (DKK), rounded to the nearest "
        "DKK "
        "0.1 million, and prepared in accordance with IFRS Accounting Standards as adopted by the EU.",
        8.4,
    )
    p.footer("Nordvig Vindteknik A/S - Annual Report 2024/25 - page 51")

    same(D("4412.9"), rev[1], "rev")
    same(D("345.0"), ebit[1], "ebit")
    same(D("223.8"), sh[1], "sh")
    same(D("4.60"), deps[1], "deps")
    same(D("4030.5"), ta[1], "ta")
    same(D("1858.4"), tl[1], "tl")
    same(D("2172.1"), te[1], "te")
    same(D("428.3"), cf_end[1], "cf end")
    fields = {
        "company_name": F("Nordvig Vindteknik A/S", 1, "NORDVIG VINDTEKNIK A/S"),
        "report_type": F("annual_report", 1, "Annual Report 2024/25"),
        "period_end_date": F("2025-04-30", 1, "1 May 2024 - 30 April 2025"),
        "currency": F("DKK", 2, "1 May - 30 April | DKK million"),
        "total_revenue": F(4412900000, 2, "Revenue 3,881.6 4,412.9"),
        "operating_income": F(345000000, 2, "Operating profit (EBIT) 303.9 345.0"),
        "net_income": F(223800000, 2, "Shareholders of Nordvig Vindteknik A/S 198.4 223.8"),
        "diluted_eps": F(4.60, 2, "Diluted earnings per share (EPS-D) 4.09 4.60"),
        "total_assets": F(4030500000, 3, "Total assets 3,666.1 4,030.5"),
        "total_liabilities": F(1858400000, 3, "Total liabilities 1,767.6 1,858.4"),
        "total_equity": F(2172100000, 3, "Total equity 1,898.5 2,172.1"),
        "cash_and_equivalents": F(452600000, 3, "Cash and cash equivalents 387.5 452.6"),
    }
    notes = (
        "Danish group's annual report in English for the fiscal year 1 May 2024 - 30 April 2025, in DKK "
        "million "
        "with one decimal. Every table is PRIOR YEAR FIRST (2023/24 | 2024/25; balance sheet 2024 | 2025): "
        "the "
        "label is the SECOND column. The five-year highlights are oldest first too (label column = last), "
        "with "
        "EBITDA as a distractor. Operating profit (EBIT) = operating_income. 'Profit for the year' includes "
        "non-controlling interests; net_income is the line attributable to shareholders of Nordvig "
        "Vindteknik "
        "A/S. Total equity includes non-controlling interests. The cash-flow statement's 'Cash and cash "
        "equivalents at 30 April' is NET of bank overdrafts (428.3) - a distractor; the balance-sheet line "
        "452.6 is labelled. Order intake, backlog, dividend and outlook are distractors."
    )
    sums = [
        SUM(
            "profit attributable",
            [
                (1, T("Profit for the year", 235900000, 2, "Profit for the year 207.8 235.9")),
                (-1, T("Non-controlling interests", 12100000, 2, "Non-controlling interests 9.4 12.1")),
            ],
            "net_income",
        ),
        SUM(
            "cash flow end = balance sheet cash less overdrafts",
            [
                (1, "cash_and_equivalents"),
                (
                    1,
                    T(
                        "Bank overdrafts",
                        -24300000,
                        4,
                        "Bank overdrafts included in current borrowings (18.6) (24.3)",
                    ),
                ),
            ],
            T(
                "Cash at 30 April (cash flow)",
                428300000,
                4,
                "Cash and cash equivalents at 30 April 368.9 428.3",
            ),
        ),
    ]
    return p, fields, notes, sums


# ==================== 5 private-company quarterly statements to a lender
@doc(
    "b11_fs_private_quarterly_cad",
    "financial_statement",
    "Prairie Lantern Hospitality Ltd. quarterly statements Q1 2026",
)
def fs_private():
    p = Pdf(612, 792)
    cx = [470, 556]
    rooms = V(6842, 7318)
    fb = V(2115, 2264)
    oth = V(388, 411)
    rev = add(rooms, fb, oth)
    dept = V(3402, 3590)
    und = V(2118, 2245)
    mgmt = V(281, 301)
    ptx = V(412, 436)
    intr = V(688, 652)
    amort = V(905, 930)
    texp = add(dept, und, mgmt, ptx, intr, amort)
    pbt = sub(rev, texp)
    cur = V(142, 151)
    fut = V(26, 26)
    ni = sub(pbt, add(cur, fut))
    # ---- page 1: cover letter and income statement
    p.new_page()
    p.text(56, 56, "PRAIRIE LANTERN HOSPITALITY LTD.", 13, True)
    p.text(56, 70, "Suite 410, 10230 Jasper Avenue, Edmonton, Alberta T5J 4P6", 8, color=GREY)
    y = p.wrap(
        56,
        96,
        500,
        "December 12, 2025\nNorthern Plains Commercial Credit Corp.\nAttention: Portfolio Manager, "
        "Hospitality Lending\n"
        "Re: Quarterly reporting under section 7.1(b) of the Credit Agreement dated March 14, 2023",
        8.6,
    )
    y = p.wrap(
        56,
        y + 6,
        500,
        "Enclosed are the management-prepared, unaudited financial statements of the Borrower for the first "
        "quarter "
        "of fiscal 2026, being the three months ended October 31, 2025, together with the covenant "
        "calculation. The "
        "statements have not been reviewed by our external accountants. - Dana Kowalczyk, CPA, Chief "
        "Financial Officer",
        8.6,
    )
    p.text(306, y + 16, "STATEMENT OF INCOME AND RETAINED EARNINGS", 10, True, align="c")
    p.text(
        306,
        y + 30,
        "Three months ended October 31 (unaudited, in thousands of Canadian dollars)",
        8,
        align="c",
    )
    y = colheads(p, y + 52, cx, [["2024", "2025"]])
    re_open = V(14210, 16355)
    div = V(400, 500)
    re_close = sub(add(re_open, ni), div)
    y = table(
        p,
        y + 4,
        cx,
        [
            ("Revenue", None, "h"),
            ("Rooms", rooms, "1"),
            ("Food and beverage", fb, "1"),
            ("Other operated departments", oth, "1"),
            ("", rev, "tb"),
            ("Expenses", None, "h"),
            ("Departmental expenses", dept, "1"),
            ("Undistributed operating expenses", und, "1"),
            ("Management fees", mgmt, "1"),
            ("Property taxes and insurance", ptx, "1"),
            ("Interest on long-term debt", intr, "1"),
            ("Amortization of property and equipment", amort, "1"),
            ("", texp, "t"),
            ("Income before income taxes", pbt, "tb"),
            ("Income taxes - current", cur, "1"),
            ("Income taxes - future", fut, "1"),
            ("Net income for the period", ni, "tbu"),
            ("Retained earnings, beginning of period", re_open, ""),
            ("Dividends paid", neg(div), ""),
            ("Retained earnings, end of period", re_close, "tb"),
        ],
        size=8.2,
        lead=13,
        lx=56,
    )
    p.footer("Prairie Lantern Hospitality Ltd. - management-prepared - page 1 of 2")
    # ---- page 2: balance sheet and covenants
    p.new_page()
    p.text(306, 56, "BALANCE SHEET", 10, True, align="c")
    p.text(306, 70, "(unaudited, in thousands of Canadian dollars)", 8, align="c")
    y = colheads(p, 92, cx, [["July 31,", "October 31,"], ["2025", "2025"]])
    ar = V(842, 1006)
    inv = V(96, 104)
    pre = V(151, 128)
    ppe = V(58417, 57732)
    apc = V(1906, 2141)
    cpd = V(1520, 1520)
    ltd = V(38740, 38360)
    fit = V(1210, 1236)
    tl = add(apc, cpd, ltd, fit)
    scap = V(2000, 2000)
    re_bs = V(16355, re_close[1])
    teq = add(scap, re_bs)
    ta = add(tl, teq)
    cash = sub(ta, add(ar, inv, pre, ppe))
    tca = add(cash, ar, inv, pre)
    y = table(
        p,
        y + 4,
        cx,
        [
            ("ASSETS", None, "h"),
            ("Cash", cash, "1"),
            ("Accounts receivable", ar, "1"),
            ("Inventories", inv, "1"),
            ("Prepaid expenses", pre, "1"),
            ("", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("", ta, "tbu"),
            ("LIABILITIES", None, "h"),
            ("Accounts payable and accrued liabilities", apc, "1"),
            ("Current portion of long-term debt", cpd, "1"),
            ("Long-term debt", ltd, "1"),
            ("Future income taxes", fit, "1"),
            ("Total liabilities", tl, "tb"),
            ("SHAREHOLDERS' EQUITY", None, "h"),
            ("Share capital", scap, "1"),
            ("Retained earnings", re_bs, "1"),
            ("", teq, "t"),
            ("", ta, "tbu"),
        ],
        size=8.2,
        lead=13,
        lx=56,
    )
    p.text(56, y + 12, "COVENANT CALCULATION (trailing twelve months to October 31, 2025)", 9, True)
    y += 28
    for k, v in [
        ("EBITDA (TTM)", "11,884"),
        ("Debt service (TTM)", "8,369"),
        ("Debt service coverage ratio (minimum 1.25x)", "1.42x"),
        ("Funded debt to EBITDA (maximum 4.00x)", "3.35x"),
    ]:
        p.text(66, y, k, 8.2)
        p.text(556, y, v, 8.2, align="r")
        y += 13
    p.footer("Prairie Lantern Hospitality Ltd. - management-prepared - page 2 of 2")

    same(9993, rev[1], "rev")
    same(1662, ni[1], "ni")
    same(62774, ta[1], "ta")
    same(43257, tl[1], "tl")
    same(19517, teq[1], "teq")
    same(3804, cash[1], "cash")
    fields = {
        "company_name": F("Prairie Lantern Hospitality Ltd.", 1, "PRAIRIE LANTERN HOSPITALITY LTD."),
        "report_type": F("other", 1, "management-prepared, unaudited financial statements"),
        "period_end_date": F("2025-10-31", 1, "being the three months ended October 31, 2025"),
        "currency": F("CAD", 1, "(unaudited, in thousands of Canadian dollars)"),
        "total_revenue": F(9993000, 1, "Other operated departments 388 411 9,345 9,993"),
        "operating_income": NULL(),
        "net_income": F(1662000, 1, "Net income for the period 1,371 1,662"),
        "diluted_eps": NULL(),
        "total_assets": F(62774000, 2, "Property and equipment, net 58,417 57,732 61,731 62,774"),
        "total_liabilities": F(43257000, 2, "Total liabilities 43,376 43,257"),
        "total_equity": F(19517000, 2, "Retained earnings 16,355 17,517 18,355 19,517"),
        "cash_and_equivalents": F(3804000, 2, "Cash 2,225 3,804"),
    }
    notes = (
        "Management-prepared, unaudited quarterly statements of a private Canadian hotel company sent to its "
        "lender under a credit agreement (report_type other), three months ended October 31, 2025, in "
        "thousands "
        "of Canadian dollars. Columns are PRIOR PERIOD FIRST (2024 | 2025; balance sheet July 31, 2025 | "
        "October "
        "31, 2025): the label is the SECOND column. The totals rows for revenue, expenses, total assets and "
        "total "
        "equity have NO label (a rule above the figures); their quotes include the line before them. "
        "operating_income is null: the statement goes from revenue straight to 'Income before income taxes' "
        "with interest among the expenses, so no operating-income line is printed. diluted_eps is null: a "
        "private company, no per-share figures are printed. The covenant EBITDA, debt service and ratios, "
        "the "
        "credit agreement date and the letter date are distractors."
    )
    sums = [
        SUM(
            "revenue lines",
            [
                (1, T("Rooms", 7318000, 1, "Rooms 6,842 7,318")),
                (1, T("Food and beverage", 2264000, 1, "Food and beverage 2,115 2,264")),
                (1, T("Other operated departments", 411000, 1, "Other operated departments 388 411")),
            ],
            "total_revenue",
        ),
        SUM(
            "balance",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums
