"""Financial-statement builders for blind_extraction17 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals, prints them and checks the hand-written label literals (one L = dict(...)
per builder) with same()."""

from decimal import Decimal as D

from common import NULL, F, doc, same
from layout import GREY, rnd
from pdfkit import Pdf, fmt
from sheet import Sheet


def V(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def sub(a, *bs):
    out = list(a)
    for b in bs:
        out = [x - y for x, y in zip(out, b, strict=True)]
    return out


def f0(x):
    return "—" if x == 0 else fmt(x, ",", ".", 0, neg="()")


def f1(x):
    return "—" if x == 0 else fmt(x, ",", ".", 1, neg="()")


def f2(x):
    return fmt(x, ",", ".", 2, neg="()")


def table(s, colx, rows, f, size=8.2, cur="", x0=None):
    """rows: (label, values or None, flags); flags: b bold, c currency sign, i indent, t rule above.
    Returns {label: quote} for rows with figures."""
    out = {}
    x0 = s.x if x0 is None else x0
    for label, vals, flags in rows:
        if "t" in flags:
            s.p.line(colx[0] - 46, s.y - size - 1.5, colx[-1] + 2, s.y - size - 1.5, 0.4)
        cells = [(x0 + (10 if "i" in flags else 0), label)]
        for x, v in zip(colx, vals or [], strict=False):
            txt = v if isinstance(v, str) else f(v)
            if "c" in flags and not isinstance(v, str):
                txt = cur + txt
            cells.append((x, txt, "r"))
        qt = s.row(cells, size=size, bold="b" in flags, lead=size * 1.5)
        if vals and label not in out:  # first occurrence (EPS Diluted before shares Diluted)
            out[label] = qt
    return out


def heads(s, colx, lines, size=7.4):
    for ln in lines:
        s.row(
            [(x, t, "r") for x, t in zip(colx, ln, strict=True) if t], size=size, bold=True, lead=size + 2.6
        )
    s.p.line(colx[0] - 46, s.y - 6, colx[-1] + 2, s.y - 6, 0.5)
    s.skip(4)


def eps(ni, sh):
    return [rnd(n / s_, 2) for n, s_ in zip(ni, sh, strict=True)]


# ==================== 1 10-Q: nine-month (year-to-date) block printed BEFORE the three-month block
@doc("b17_fs_10q_ytd_block_first", "financial_statement", "Kestrel Bay Instruments 10-Q Q3 2026")
def fs_10q():
    L = dict(rev=214930000, oi=32237000, ni=24474000, deps=0.61, ta=1105187000, tl=402118000, te=703069000)
    L.update(cash=84118000)
    p = Pdf()
    s = Sheet(p, x=54, xr=558, top=56, size=8.6)
    s.t("UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 10, True, align="c")
    s.t("Washington, D.C. 20549", 8.4, align="c")
    q_type = s.t("FORM 10-Q", 14, True, align="c")
    q_per = s.t(
        "QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934 "
        "for the quarterly period ended September 30, 2026",
        7.4,
        align="c",
    )
    s.skip(2)
    q_co = s.t("KESTREL BAY INSTRUMENTS, INC.", 13, True, align="c")
    s.t(
        "(Exact name of registrant as specified in its charter)  -  Oregon  -  Commission File No. 001-38817",
        7.4,
        align="c",
        color=GREY,
    )
    s.t(
        "As of October 30, 2026 the registrant had 39,604,221 shares of common stock outstanding.",
        7.4,
        align="c",
    )
    s.skip(10)
    s.t("PART I - FINANCIAL INFORMATION   Item 1. Financial Statements", 8.6, True)
    s.t("KESTREL BAY INSTRUMENTS, INC.", 9, True, align="c")
    s.t("Condensed Consolidated Statements of Operations (Unaudited)", 8.6, True, align="c")
    q_unit = s.t("(in thousands of U.S. dollars, except per share data)", 7.6, align="c")
    colx = [340, 410, 490, 556]
    heads(
        s,
        colx,
        [
            ("Nine Months Ended", "September 30,", "Three Months Ended", "September 30,"),
            ("2026", "2025", "2026", "2025"),
        ],
    )
    rev = V(612480, 571305, 214930, 196244)
    cogs = V(318410, 301220, 110877, 103115)
    gp = sub(rev, cogs)
    rd = V(88120, 80455, 30214, 27390)
    sga = V(121935, 114870, 41602, 38911)
    opx = add(rd, sga)
    oi = sub(gp, opx)
    intr = V(-4210, -5330, -1322, -1790)
    oth = V(1850, 920, 644, 310)
    ebt = add(oi, intr, oth)
    tax = V(17442, 14106, 7085, 5603)
    ni = sub(ebt, tax)
    shb = V(39402, 39011, 39551, 39140)
    shd = V(40118, 39690, 40212, 39788)
    r = table(
        s,
        colx,
        [
            ("Revenue", rev, "c"),
            ("Cost of revenue", cogs, ""),
            ("Gross profit", gp, "t"),
            ("Research and development", rd, "i"),
            ("Selling, general and administrative", sga, "i"),
            ("Total operating expenses", opx, "t"),
            ("Income from operations", oi, "b"),
            ("Interest expense, net", intr, ""),
            ("Other income, net", oth, ""),
            ("Income before income taxes", ebt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net income", ni, "bc"),
            ("Net income per share:", None, ""),
            ("Basic", ["$ " + f2(x) for x in eps(ni, shb)], "i"),
            ("Diluted", ["$ " + f2(x) for x in eps(ni, shd)], "i"),
            ("Weighted-average shares outstanding:", None, ""),
            ("Basic", shb, "i"),
            ("Diluted", shd, "i"),
        ],
        f0,
        cur="$ ",
    )
    same(L["rev"] / 1000, rev[2], "rev")
    same(L["oi"] / 1000, oi[2], "oi")
    same(L["ni"] / 1000, ni[2], "ni")
    same(L["deps"], eps(ni, shd)[2], "deps")
    # ---------- page 2: balance sheet (prior year-end first) and a note
    s.new_page()
    s.t("KESTREL BAY INSTRUMENTS, INC.", 9, True, align="c")
    s.t("Condensed Consolidated Balance Sheets (Unaudited)", 8.6, True, align="c")
    s.t("(in thousands of U.S. dollars)", 7.6, align="c")
    bx = [470, 556]
    heads(s, bx, [("December 31,", "September 30,"), ("2025", "2026")])
    cash = V(71930, 84118)
    sti = V(40200, 52660)
    ar = V(118442, 131905)
    inv = V(96310, 104277)
    pre = V(18904, 21336)
    tca = add(cash, sti, ar, inv, pre)
    ppe = V(188225, 196410)
    gw = V(398560, 398560)
    intg = V(97540, 89213)
    oth_a = V(23066, 26708)
    ta = add(tca, ppe, gw, intg, oth_a)
    ap = V(52118, 58440)
    accr = V(61205, 67981)
    cur_debt = V(15000, 15000)
    tcl = add(ap, accr, cur_debt)
    ltd = V(236250, 225000)
    dtl = V(21440, 22106)
    oth_l = V(12988, 13591)
    tl = add(tcl, ltd, dtl, oth_l)
    cs = V(40, 40)
    apic = V(402331, 414882)
    re_ = V(255267, 290355)
    aoci = V(-3462, -2208)
    te = add(cs, apic, re_, aoci)
    tle = add(tl, te)
    assert tle == ta, (tle, ta)
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Cash and cash equivalents", cash, "ic"),
            ("Short-term investments", sti, "i"),
            ("Accounts receivable, net", ar, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and other current assets", pre, "i"),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Other assets", oth_a, ""),
            ("Total assets", ta, "bct"),
            ("LIABILITIES AND STOCKHOLDERS' EQUITY", None, "b"),
            ("Accounts payable", ap, "i"),
            ("Accrued liabilities", accr, "i"),
            ("Current portion of long-term debt", cur_debt, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net of current portion", ltd, ""),
            ("Deferred income taxes", dtl, ""),
            ("Other long-term liabilities", oth_l, ""),
            ("Total liabilities", tl, "bt"),
            ("Common stock", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Retained earnings", re_, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Total stockholders' equity", te, "bt"),
            ("Total liabilities and stockholders' equity", tle, "bct"),
        ],
        f0,
        cur="$ ",
    )
    s.skip(10)
    s.t("Note 3. Cash, Cash Equivalents and Restricted Cash", 8.6, True)
    s.para(
        "The following reconciles cash and cash equivalents on the balance sheet to the total shown in the "
        "statement of cash flows (in thousands): cash and cash equivalents $84,118; restricted cash included "
        "in other assets $2,400; total cash, cash equivalents and restricted cash $86,518 at September 30, "
        "2026 "
        "($74,330 at December 31, 2025).",
        8,
    )
    same(L["ta"] / 1000, ta[1], "ta")
    same(L["tl"] / 1000, tl[1], "tl")
    same(L["te"] / 1000, te[1], "te")
    same(L["cash"] / 1000, cash[1], "cash")
    fields = {
        "company_name": F("KESTREL BAY INSTRUMENTS, INC.", 1, q_co),
        "report_type": F("10-Q", 1, q_type),
        "period_end_date": F("2026-09-30", 1, q_per),
        "currency": F("USD", 1, q_unit),
        "total_revenue": F(L["rev"], 1, r["Revenue"]),
        "operating_income": F(L["oi"], 1, r["Income from operations"]),
        "net_income": F(L["ni"], 1, r["Net income"]),
        "diluted_eps": F(L["deps"], 1, r["Diluted"]),
        "total_assets": F(L["ta"], 2, b["Total assets"]),
        "total_liabilities": F(L["tl"], 2, b["Total liabilities"]),
        "total_equity": F(L["te"], 2, b["Total stockholders' equity"]),
        "cash_and_equivalents": F(L["cash"], 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "Form 10-Q for the quarter ended September 30, 2026, in thousands. The statement of operations "
        "prints "
        "the NINE-MONTH (year-to-date) block first (2026, 2025) and the three-month block second (2026, "
        "2025): "
        "the current quarter is the THIRD figure column of each row. Basic vs diluted EPS; weighted shares. "
        "The balance sheet prints December 31, 2025 first and September 30, 2026 second (current = second "
        "column). Short-term investments are not cash; Note 3's total including restricted cash ($86,518) is "
        "a distractor. No field is null."
    )
    return p, fields, notes, []


# ==================== 2 Q4 earnings release: operating and net loss, NCI, full-year headline figures
@doc(
    "b17_fs_q4_release_net_loss_nci",
    "financial_statement",
    "Solvane Therapeutics Q4 and full-year 2025 results",
)
def fs_release():
    L = dict(rev=118406000, oi=-25573000, ni=-23310000, deps=-0.33, ta=1264880000, tl=493512000, te=771368000)
    L.update(cash=218744000)
    p = Pdf()
    s = Sheet(p, x=54, xr=558, top=56, size=8.6)
    s.t("NEWS RELEASE", 8, True, color=GREY)
    q_type = s.t("Solvane Therapeutics Reports Fourth Quarter and Full-Year 2025 Results", 13, True)
    s.skip(2)
    s.para(
        "CAMBRIDGE, Mass., February 24, 2026 - Solvane Therapeutics, Inc. (Nasdaq: SLVN) today reported "
        "financial results for the fourth quarter and full year ended December 31, 2025.",
        8.8,
    )
    s.t("Highlights", 9.4, True)
    s.para(
        "- Full-year 2025 total revenue of $431.7 million, up 24% from $348.1 million in 2024; "
        "fourth-quarter "
        "product revenue of $104.2 million.",
        8.6,
        gap=1,
    )
    s.para(
        "- Non-GAAP operating loss for the quarter of $10.9 million, excluding stock-based compensation of "
        "$14.7 million. Non-GAAP net loss per share of $(0.12).",
        8.6,
        gap=1,
    )
    s.para(
        "- Cash, cash equivalents and current marketable securities of $602.3 million at December 31, 2025.",
        8.6,
    )
    s.t("SOLVANE THERAPEUTICS, INC.", 9, True, align="c")
    s.t("Condensed Consolidated Statements of Operations (unaudited)", 8.6, True, align="c")
    q_unit = s.t("(in thousands of U.S. dollars, except share and per share amounts)", 7.6, align="c")
    colx = [350, 416, 490, 556]
    heads(
        s,
        colx,
        [
            ("Three Months Ended", "December 31,", "Year Ended", "December 31,"),
            ("2025", "2024", "2025", "2024"),
        ],
    )
    prod = V(104188, 82450, 381905, 301220)
    coll = V(14218, 11905, 49830, 46912)
    rev = add(prod, coll)
    cogs = V(17620, 14118, 63408, 51905)
    rd = V(78412, 70388, 301150, 268440)
    sga = V(47947, 44210, 182066, 170330)
    opx = add(cogs, rd, sga)
    oi = sub(rev, opx)
    inc = V(5410, 6112, 22918, 19704)
    intx = V(-2380, -2405, -9533, -9610)
    ebt = add(oi, inc, intx)
    tax = V(312, 244, 1188, 930)
    nl = sub(ebt, tax)
    nci = V(455, 390, 1690, 1410)
    nla = sub(nl, nci)
    sh = V(71520, 68944, 70812, 68101)
    r = table(
        s,
        colx,
        [
            ("Product revenue, net", prod, "c"),
            ("Collaboration revenue", coll, ""),
            ("Total revenue", rev, "bt"),
            ("Cost of product revenue", cogs, "i"),
            ("Research and development", rd, "i"),
            ("Selling, general and administrative", sga, "i"),
            ("Total operating expenses", opx, "t"),
            ("Loss from operations", oi, "b"),
            ("Interest and investment income", inc, ""),
            ("Interest expense", intx, ""),
            ("Loss before income taxes", ebt, "t"),
            ("Income tax expense", tax, ""),
            ("Net loss", nl, "t"),
            ("Less: net income attributable to noncontrolling interests", nci, ""),
            ("Net loss attributable to Solvane Therapeutics, Inc.", nla, "bc"),
            ("Net loss per share, basic and diluted", ["$ " + f2(x) for x in eps(nla, sh)], ""),
            ("Weighted-average shares, basic and diluted", sh, ""),
        ],
        f0,
        cur="$ ",
    )
    same(L["rev"] / 1000, rev[0], "rev")
    same(L["oi"] / 1000, oi[0], "oi")
    same(L["ni"] / 1000, nla[0], "ni")
    same(L["deps"], eps(nla, sh)[0], "deps")
    s.new_page()
    s.t("SOLVANE THERAPEUTICS, INC.", 9, True, align="c")
    s.t("Condensed Consolidated Balance Sheets (unaudited)", 8.6, True, align="c")
    s.t("(in thousands)", 7.6, align="c")
    bx = [470, 556]
    heads(s, bx, [("December 31,", "December 31,"), ("2025", "2024")])
    cash = V(218744, 251306)
    ms = V(383560, 402775)
    ar = V(61208, 44310)
    inv = V(48905, 39112)
    oca = V(17440, 15982)
    tca = add(cash, ms, ar, inv, oca)
    ppe = V(129610, 118405)
    rou = V(88213, 92440)
    lms = V(317200, 259850)
    ta = add(tca, ppe, rou, lms)
    ap = V(31277, 28118)
    acc = V(96415, 84590)
    drev = V(22104, 18311)
    tcl = add(ap, acc, drev)
    conv = V(287500, 287500)
    ll = V(56216, 60402)
    tl = add(tcl, conv, ll)
    pic = V(2551256, 2424318)
    acd = V(-1792650, -1688268)
    aoc = V(-1448, -3311)
    tse = add(pic, acd, aoc)
    ncie = V(14210, 12520)
    te = add(tse, ncie)
    tle = add(tl, te)
    assert tle == ta, (tle, ta)
    b = table(
        s,
        bx,
        [
            ("Cash and cash equivalents", cash, "c"),
            ("Marketable securities", ms, ""),
            ("Accounts receivable, net", ar, ""),
            ("Inventory", inv, ""),
            ("Other current assets", oca, ""),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Long-term marketable securities", lms, ""),
            ("Total assets", ta, "bct"),
            ("Accounts payable", ap, ""),
            ("Accrued expenses", acc, ""),
            ("Deferred revenue", drev, ""),
            ("Total current liabilities", tcl, "t"),
            ("Convertible senior notes, net", conv, ""),
            ("Operating lease liabilities, non-current", ll, ""),
            ("Total liabilities", tl, "bt"),
            ("Additional paid-in capital and common stock", pic, ""),
            ("Accumulated deficit", acd, ""),
            ("Accumulated other comprehensive loss", aoc, ""),
            ("Total Solvane Therapeutics, Inc. stockholders' equity", tse, "t"),
            ("Noncontrolling interests", ncie, ""),
            ("Total equity", te, "bt"),
            ("Total liabilities and equity", tle, "bct"),
        ],
        f0,
        cur="$ ",
    )
    s.skip(8)
    s.para(
        "Non-GAAP financial measures are reconciled to GAAP in the tables that accompany this release on the "
        "company's investor website. Forward-looking statements are subject to risks described in our Form "
        "10-K.",
        7.6,
    )
    same(L["ta"] / 1000, ta[0], "ta")
    same(L["tl"] / 1000, tl[0], "tl")
    same(L["te"] / 1000, te[0], "te")
    same(L["cash"] / 1000, cash[0], "cash")
    fields = {
        "company_name": F(
            "Solvane Therapeutics, Inc.", 1, "Solvane Therapeutics, Inc. (Nasdaq: SLVN) today reported"
        ),
        "report_type": F("earnings_release", 1, q_type),
        "period_end_date": F("2025-12-31", 1, "fourth quarter and full year ended December 31, 2025."),
        "currency": F("USD", 1, q_unit),
        "total_revenue": F(L["rev"], 1, r["Total revenue"]),
        "operating_income": F(L["oi"], 1, r["Loss from operations"]),
        "net_income": F(L["ni"], 1, r["Net loss attributable to Solvane Therapeutics, Inc."]),
        "diluted_eps": F(L["deps"], 1, r["Net loss per share, basic and diluted"]),
        "total_assets": F(L["ta"], 2, b["Total assets"]),
        "total_liabilities": F(L["tl"], 2, b["Total liabilities"]),
        "total_equity": F(L["te"], 2, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "Q4 2025 earnings release in thousands, current period first: columns Q4 2025, Q4 2024, FY 2025, FY "
        "2024; the current quarter is the first column. Headline highlights print full-year revenue ($431.7 "
        "million), quarterly product revenue only, a non-GAAP operating loss and non-GAAP EPS: distractors. "
        "Loss from operations, net loss and EPS are bracketed negatives. net_income is the line attributable "
        "to Solvane (after NCI), not Net loss. diluted_eps is the combined 'basic and diluted' loss per "
        "share. "
        "total_equity is Total equity including noncontrolling interests (not the parent-only subtotal). "
        "Marketable securities and the highlight's cash-plus-securities total are not cash. No field is null."
    )
    return p, fields, notes, []


# ==================== 3 10-K in millions with one decimal, three fiscal years current first, Q4 note
@doc("b17_fs_10k_millions_fiscal_june", "financial_statement", "Harbourline Packaging 10-K fiscal 2026")
def fs_10k():
    L = dict(
        rev=3412700000, oi=388100000, ni=227600000, deps=3.31, ta=4108900000, tl=2472300000, te=1636600000
    )
    L.update(cash=296400000)
    p = Pdf(face="serif")
    s = Sheet(p, x=56, xr=556, top=58, size=8.6)
    q_type = s.t("FORM 10-K", 14, True, align="c")
    q_per = s.t(
        "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) - For the fiscal year ended June 30, 2026",
        8.4,
        align="c",
    )
    q_co = s.t("HARBOURLINE PACKAGING CORPORATION", 12, True, align="c")
    s.t("Item 8. Financial Statements and Supplementary Data", 9, True)
    s.t("Consolidated Statements of Income", 9, True, align="c")
    q_unit = s.t("(U.S. dollars in millions, except per share amounts)", 7.6, align="c")
    colx = [420, 488, 556]
    heads(s, colx, [("Fiscal Years Ended June 30,", "", ""), ("2026", "2025", "2024")])
    rev = V("3412.7", "3288.4", "3051.9")
    cos = V("2641.5", "2580.2", "2418.6")
    sga = V("318.4", "301.9", "287.0")
    amort = V("44.8", "46.1", "47.5")
    restr = V("19.9", "31.0", "0")
    oi = sub(rev, cos, sga, amort, restr)
    intx = V("-86.2", "-92.7", "-88.4")
    oth = V("4.6", "-2.3", "3.1")
    ebt = add(oi, intx, oth)
    tax = V("78.9", "64.1", "55.8")
    ni = sub(ebt, tax)
    shb = V("67.9", "68.6", "69.0")
    shd = V("68.7", "69.2", "69.5")
    r = table(
        s,
        colx,
        [
            ("Net sales", rev, "c"),
            ("Cost of sales", cos, ""),
            ("Selling, general and administrative expenses", sga, ""),
            ("Amortization of intangible assets", amort, ""),
            ("Restructuring charges", restr, ""),
            ("Operating income", oi, "bt"),
            ("Interest expense, net", intx, ""),
            ("Other income (expense), net", oth, ""),
            ("Income before income taxes", ebt, "t"),
            ("Income tax expense", tax, ""),
            ("Net income", ni, "bct"),
            ("Basic earnings per share", ["$ " + f2(x) for x in eps(ni, shb)], ""),
            ("Diluted earnings per share", ["$ " + f2(x) for x in eps(ni, shd)], ""),
        ],
        f1,
        cur="$ ",
    )
    same(L["rev"] / 10**6, rev[0], "rev")
    same(L["oi"] / 10**6, oi[0], "oi")
    same(L["ni"] / 10**6, ni[0], "ni")
    same(L["deps"], eps(ni, shd)[0], "deps")
    s.skip(6)
    s.t("Consolidated Balance Sheets", 9, True, align="c")
    s.t("(U.S. dollars in millions)", 7.6, align="c")
    bx = [488, 556]
    heads(s, bx, [("June 30,", "June 30,"), ("2026", "2025")])
    cash = V("296.4", "241.8")
    ar = V("412.5", "398.0")
    inv = V("377.9", "366.2")
    oca = V("58.3", "61.7")
    tca = add(cash, ar, inv, oca)
    ppe = V("1486.0", "1452.3")
    gw = V("1129.4", "1129.4")
    intg = V("301.6", "346.4")
    oa = V("46.8", "52.1")
    ta = add(tca, ppe, gw, intg, oa)
    cl = V("688.1", "652.9")
    ltd = V("1498.7", "1610.2")
    dtx = V("171.9", "166.3")
    ol = V("113.6", "120.4")
    tl = add(cl, ltd, dtx, ol)
    te = sub(ta, tl)
    b = table(
        s,
        bx,
        [
            ("Cash and cash equivalents", cash, "c"),
            ("Accounts receivable, net", ar, ""),
            ("Inventories", inv, ""),
            ("Other current assets", oca, ""),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "bct"),
            ("Total current liabilities", cl, ""),
            ("Long-term debt", ltd, ""),
            ("Deferred income taxes", dtx, ""),
            ("Other liabilities", ol, ""),
            ("Total liabilities", tl, "bt"),
            ("Total shareholders' equity", te, "b"),
            ("Total liabilities and shareholders' equity", add(tl, te), "bct"),
        ],
        f1,
        cur="$ ",
    )
    s.skip(6)
    s.t("Note 19. Quarterly Financial Data (unaudited)", 8.6, True)
    s.para(
        "Net sales for the fourth quarter of fiscal 2026 (three months ended June 30, 2026) were $871.3 "
        "million "
        "and net income was $63.0 million, or $0.92 per diluted share.",
        8,
    )
    same(L["ta"] / 10**6, ta[0], "ta")
    same(L["tl"] / 10**6, tl[0], "tl")
    same(L["te"] / 10**6, te[0], "te")
    same(L["cash"] / 10**6, cash[0], "cash")
    fields = {
        "company_name": F("HARBOURLINE PACKAGING CORPORATION", 1, q_co),
        "report_type": F("10-K", 1, q_type),
        "period_end_date": F("2026-06-30", 1, q_per),
        "currency": F("USD", 1, q_unit),
        "total_revenue": F(L["rev"], 1, r["Net sales"]),
        "operating_income": F(L["oi"], 1, r["Operating income"]),
        "net_income": F(L["ni"], 1, r["Net income"]),
        "diluted_eps": F(L["deps"], 1, r["Diluted earnings per share"]),
        "total_assets": F(L["ta"], 1, b["Total assets"]),
        "total_liabilities": F(L["tl"], 1, b["Total liabilities"]),
        "total_equity": F(L["te"], 1, b["Total shareholders' equity"]),
        "cash_and_equivalents": F(L["cash"], 1, b["Cash and cash equivalents"]),
    }
    notes = (
        "10-K excerpt for the fiscal year ended June 30, 2026 (non-calendar year), in millions with one "
        "decimal ($3,412.7 = 3,412,700,000). Three fiscal-year columns, current (2026) first. Note 19 prints "
        "fourth-quarter figures ($871.3 million, $63.0 million, $0.92): distractors, the 10-K's period is "
        "the "
        "fiscal year. Basic vs diluted EPS. Balance sheet June 30, 2026 first. No field is null."
    )
    return p, fields, notes, []


# ==================== 4 UK annual report, £'000, private group: no EPS, net assets = total equity, NCI
@doc(
    "b17_fs_uk_annual_report_gbp000", "financial_statement", "Thornbury Fresh Foods Group annual report 2026"
)
def fs_uk():
    L = dict(rev=186402000, oi=14388000, ni=9127000, ta=142615000, tl=81944000, te=60671000, cash=11930000)
    p = Pdf()
    s = Sheet(p, x=56, xr=556, top=60, size=8.6)
    q_co = s.t("Thornbury Fresh Foods Group Limited", 15, True)
    q_type = s.t("Annual Report and Financial Statements for the year ended 31 March 2026", 10, True)
    s.t("Registered number 08841930", 7.6, color=GREY)
    s.skip(6)
    s.t("Strategic report - financial review (extract)", 9, True)
    s.para(
        "Group revenue grew 7.8% to £186.4m. Underlying EBITDA, before exceptional items of £1.2m, was "
        "£22.9m. "
        "Net debt at 31 March 2026 was £38.6m (2025: £44.1m). The directors do not recommend a final "
        "dividend.",
        8.4,
    )
    s.t("Consolidated income statement", 9.4, True)
    q_unit = s.t("for the year ended 31 March 2026 (all figures £'000)", 7.8)
    colx = [470, 556]
    heads(s, colx, [("2026", "2025"), ("£'000", "£'000")])
    rev = V(186402, 172911)
    cos = V(-141877, -132606)
    gp = add(rev, cos)
    dist = V(-12418, -11930)
    adm = V(-16519, -15802)
    exc = V(-1200, 0)
    oi = add(gp, dist, adm, exc)
    fin = V(-2615, -3012)
    pbt = add(oi, fin)
    tax = V(-2368, -1904)
    pat = add(pbt, tax)
    nci = V(278, 241)
    own = sub(pat, nci)
    r = table(
        s,
        colx,
        [
            ("Revenue", rev, ""),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "t"),
            ("Distribution costs", dist, ""),
            ("Administrative expenses", adm, ""),
            ("Exceptional items", exc, ""),
            ("Operating profit", oi, "bt"),
            ("Finance costs", fin, ""),
            ("Profit before taxation", pbt, "t"),
            ("Tax on profit", tax, ""),
            ("Profit for the financial year", pat, "bt"),
            ("Attributable to:", None, ""),
            ("Owners of the parent company", own, "i"),
            ("Non-controlling interests", nci, "i"),
        ],
        f0,
    )
    same(L["rev"] / 1000, rev[0], "rev")
    same(L["oi"] / 1000, oi[0], "oi")
    same(L["ni"] / 1000, own[0], "ni")
    s.skip(4)
    s.t("Consolidated statement of financial position", 9.4, True)
    s.t("at 31 March 2026 (all figures £'000)", 7.8)
    heads(s, colx, [("2026", "2025"), ("£'000", "£'000")])
    ppe = V(68204, 64911)
    intg = V(21377, 22940)
    nca = add(ppe, intg)
    inv = V(14920, 13305)
    rec = V(26184, 24470)
    cash = V(11930, 8214)
    ca = add(inv, rec, cash)
    ta = add(nca, ca)
    pay = V(29418, 27766)
    bor_c = V(5000, 5000)
    cl = add(pay, bor_c)
    bor = V(45530, 47314)
    lease = V(1996, 2380)
    nl = add(bor, lease)
    tl = add(cl, nl)
    na = sub(ta, tl)
    shc = V(1250, 1250)
    shp = V(18400, 18400)
    ret = V(39703, 30576)
    eq_own = add(shc, shp, ret)
    nci_e = sub(na, eq_own)
    b = table(
        s,
        colx,
        [
            ("Non-current assets", nca, ""),
            ("Inventories", inv, "i"),
            ("Trade and other receivables", rec, "i"),
            ("Cash and cash equivalents", cash, "i"),
            ("Current assets", ca, "t"),
            ("Total assets", ta, "bt"),
            ("Trade and other payables", pay, "i"),
            ("Borrowings", bor_c, "i"),
            ("Current liabilities", cl, "t"),
            ("Borrowings due after one year", bor, "i"),
            ("Lease liabilities", lease, "i"),
            ("Non-current liabilities", nl, "t"),
            ("Total liabilities", tl, "bt"),
            ("Net assets", na, "bt"),
            ("Called up share capital", shc, "i"),
            ("Share premium", shp, "i"),
            ("Retained earnings", ret, "i"),
            ("Equity attributable to owners of the parent", eq_own, "t"),
            ("Non-controlling interests", nci_e, ""),
            ("Total equity", na, "bt"),
        ],
        f0,
    )
    assert all(x > 0 for x in nci_e), nci_e
    same(L["ta"] / 1000, ta[0], "ta")
    same(L["tl"] / 1000, tl[0], "tl")
    same(L["te"] / 1000, na[0], "te")
    same(L["cash"] / 1000, cash[0], "cash")
    fields = {
        "company_name": F("Thornbury Fresh Foods Group Limited", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2026-03-31", 1, q_type),
        "currency": F("GBP", 1, q_unit),
        "total_revenue": F(L["rev"], 1, r["Revenue"]),
        "operating_income": F(L["oi"], 1, r["Operating profit"]),
        "net_income": F(L["ni"], 1, r["Owners of the parent company"]),
        "diluted_eps": NULL(),
        "total_assets": F(L["ta"], 1, b["Total assets"]),
        "total_liabilities": F(L["tl"], 1, b["Total liabilities"]),
        "total_equity": F(L["te"], 1, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 1, b["Cash and cash equivalents"]),
    }
    notes = (
        "UK private group's Annual Report and Financial Statements, year ended 31 March 2026, all figures "
        "£'000 (scale 1,000), current year first. Income-statement costs are bracketed; operating profit is "
        "positive. Liabilities are printed as positive amounts and Net assets = Total assets - Total "
        "liabilities. "
        "net_income is 'Owners of the parent company' (profit for the year includes NCI). total_equity is "
        "Total "
        "equity (= Net assets, includes NCI). The financial review's rounded £186.4m, EBITDA and net debt "
        "are "
        "distractors. diluted_eps is null: a private limited company, no earnings per share is printed."
    )
    return p, fields, notes, []


def eu1(x):
    return "–" if x == 0 else fmt(x, ".", ",", 1, neg="()")


# ==================== 5 half-year interim report (EUR millions, decimal comma), full-year column distractor
@doc("b17_fs_eu_half_year_interim", "financial_statement", "Van der Kolk Logistiek half-year report 2026")
def fs_eu():
    L = dict(rev=1184600000, oi=96300000, ni=58400000, deps=1.21, ta=2947500000, tl=1812900000, te=1134600000)
    L.update(cash=187200000)
    p = Pdf(ttf=True)
    s = Sheet(p, x=56, xr=556, top=60, size=8.6)
    q_co = s.t("Van der Kolk Logistiek N.V.", 15, True)
    q_type = s.t("Half-year Report 2026 - Condensed consolidated interim financial statements", 10, True)
    q_per = s.t("for the six months ended 30 June 2026 (unaudited)", 8.8)
    s.skip(6)
    s.para(
        "Revenue for the first half rose 6,1% to € 1,18 billion. In the second quarter alone revenue was "
        "€ 612,4 million. Outlook for full-year 2026 operating result: € 190 - 205 million.",
        8.4,
    )
    s.t("Condensed consolidated income statement", 9.4, True)
    q_unit = s.t("in millions of euros (€ million)", 7.8)
    colx = [420, 488, 556]
    heads(s, colx, [("H1 2026", "H1 2025", "FY 2025")])
    rev = V("1184.6", "1116.5", "2298.0")
    opc = V("-1024.9", "-969.7", "-1981.4")
    da = V("-63.4", "-60.2", "-121.9")
    oi = add(rev, opc, da)
    fin = V("-17.1", "-18.9", "-37.0")
    share = V("2.2", "1.6", "3.9")
    pbt = add(oi, fin, share)
    tax = V("-20.3", "-18.0", "-39.4")
    pat = add(pbt, tax)
    nci = V("2.7", "2.3", "4.8")
    own = sub(pat, nci)
    r = table(
        s,
        colx,
        [
            ("Revenue", rev, ""),
            ("Operating expenses", opc, ""),
            ("Depreciation and amortisation", da, ""),
            ("Operating result (EBIT)", oi, "bt"),
            ("Net finance costs", fin, ""),
            ("Share of result of joint ventures", share, ""),
            ("Result before tax", pbt, "t"),
            ("Income tax", tax, ""),
            ("Net result for the period", pat, "bt"),
            ("Attributable to shareholders of Van der Kolk Logistiek N.V.", own, "i"),
            ("Attributable to non-controlling interests", nci, "i"),
            ("Basic earnings per share (€)", [fmt(x, ".", ",", 2) for x in V("1.22", "1.02", "2.44")], ""),
            ("Diluted earnings per share (€)", [fmt(x, ".", ",", 2) for x in V("1.21", "1.01", "2.43")], ""),
        ],
        eu1,
    )
    same(L["rev"] / 10**6, rev[0], "rev")
    same(L["oi"] / 10**6, oi[0], "oi")
    same(L["ni"] / 10**6, own[0], "ni")
    same(L["deps"], rnd(own[0] / D("48.3"), 2), "deps")
    s.skip(4)
    s.t("Condensed consolidated statement of financial position", 9.4, True)
    s.t("in € million", 7.8)
    bx = [488, 556]
    heads(s, bx, [("30 June 2026", "31 Dec 2025")])
    nca = V("2104.8", "2066.1")
    rec = V("541.3", "498.7")
    oca = V("114.2", "102.5")
    cash = V("187.2", "226.9")
    ta = add(nca, rec, oca, cash)
    ncl = V("1193.6", "1208.0")
    cl = V("619.3", "585.0")
    tl = add(ncl, cl)
    te = sub(ta, tl)
    b = table(
        s,
        bx,
        [
            ("Non-current assets", nca, ""),
            ("Trade and other receivables", rec, ""),
            ("Other current assets", oca, ""),
            ("Cash and cash equivalents", cash, ""),
            ("Total assets", ta, "bt"),
            ("Non-current liabilities", ncl, ""),
            ("Current liabilities", cl, ""),
            ("Total liabilities", tl, "bt"),
            ("Total equity (incl. non-controlling interests)", te, "bt"),
            ("Total equity and liabilities", add(te, tl), "bt"),
        ],
        eu1,
    )
    same(L["ta"] / 10**6, ta[0], "ta")
    same(L["tl"] / 10**6, tl[0], "tl")
    same(L["te"] / 10**6, te[0], "te")
    same(L["cash"] / 10**6, cash[0], "cash")
    fields = {
        "company_name": F("Van der Kolk Logistiek N.V.", 1, q_co),
        "report_type": F("other", 1, q_type),
        "period_end_date": F("2026-06-30", 1, q_per),
        "currency": F("EUR", 1, q_unit),
        "total_revenue": F(L["rev"], 1, r["Revenue"]),
        "operating_income": F(L["oi"], 1, r["Operating result (EBIT)"]),
        "net_income": F(L["ni"], 1, r["Attributable to shareholders of Van der Kolk Logistiek N.V."]),
        "diluted_eps": F(L["deps"], 1, r["Diluted earnings per share (€)"]),
        "total_assets": F(L["ta"], 1, b["Total assets"]),
        "total_liabilities": F(L["tl"], 1, b["Total liabilities"]),
        "total_equity": F(L["te"], 1, b["Total equity (incl. non-controlling interests)"]),
        "cash_and_equivalents": F(L["cash"], 1, b["Cash and cash equivalents"]),
    }
    notes = (
        "Dutch company's half-year report in English (report_type other: neither a 10-Q, an earnings release "
        "nor an annual report). Figures in € million with a decimal comma (1.184,6 = 1,184,600,000). The "
        "current period is the six months ended 30 June 2026 (first column, H1 2026); H1 2025 and FY 2025 "
        "columns are distractors, and so are the text's second-quarter revenue (€ 612,4 million), the "
        "rounded "
        "€ 1,18 billion and the full-year outlook. net_income is the line attributable to shareholders; "
        "total_equity includes NCI. Balance sheet 30 June 2026 first. No field is null."
    )
    return p, fields, notes, []
