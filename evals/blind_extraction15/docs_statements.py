"""Financial-statement builders for blind_extraction15 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals, prints them and checks the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import acc, rnd
from pdfkit import Pdf
from sheet import Sheet


def V(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def sub(a, b):
    return [x - y for x, y in zip(a, b, strict=True)]


def fin(s, colx, rows, nd=0, cur="$", size=8.2):
    """Statement rows (label, values or None, flags); flags: b bold, c currency sign,
    i indent, t rule above.  Returns {label: quote} for every row with figures."""
    out = {}
    for label, vals, flags in rows:
        if "t" in flags:
            s.p.line(colx[0] - 60, s.y - size - 1.5, colx[-1] + 2, s.y - size - 1.5, 0.4)
        cells = [(s.x + (10 if "i" in flags else 0), label)]
        for x, v in zip(colx, vals or [], strict=False):
            txt = v if isinstance(v, str) else acc(v, nd, "-")
            if "c" in flags and not isinstance(v, str):
                txt = cur + txt
            cells.append((x, txt, "r"))
        q = s.row(cells, size=size, bold="b" in flags, lead=size * 1.5)
        if vals:
            out[label] = q
    return out


def heads(s, colx, lines, size=7.4):
    for ln in lines:
        s.row([(x, t, "r") for x, t in zip(colx, ln, strict=True)], size=size, bold=True, lead=size + 2.5)
    s.p.line(colx[0] - 60, s.y - 6, colx[-1] + 2, s.y - 6, 0.5)
    s.skip(4)


# ==================== 1 Q3 release, prior-year columns first, nine-month YTD, NCI
@doc(
    "b15_fs_release_q3_prior_first",
    "financial_statement",
    "Juniper Ridge Outfitters third quarter 2025 results",
)
def fs_juniper():
    L = dict(rev=201937000, oi=33709000, nip=23262000, deps=0.57, ta=451203000, tl=223716000)
    L.update(te=227487000, cash=71356000, ni=23917000, nci=655000, eq_p=219481000, nci_bs=8006000)
    p = Pdf()
    s = Sheet(p, x=44, xr=568, top=54, size=9)
    s.t("FOR IMMEDIATE RELEASE", 8, True, color=(0.2, 0.35, 0.2))
    s.t("Juniper Ridge Outfitters Reports Third Quarter 2025 Results", 15, True)
    s.para(
        "BOZEMAN, Mont., November 5, 2025 -- Juniper Ridge Outfitters, Inc. (NASDAQ: JRDG) today "
        "reported results for the third quarter ended September 30, 2025. Net revenue rose 10.7% to "
        "$201.9 million. Year-to-date net revenue was $590.4 million. Adjusted diluted EPS was $0.88. "
        "The company raised its full-year revenue outlook to $790 million to $805 million.",
        9,
    )
    s.skip(6)
    s.t("JUNIPER RIDGE OUTFITTERS, INC.", 9.5, True, align="c")
    s.t("Consolidated Statements of Operations (unaudited)", 8.8, True, align="c")
    s.t("(in thousands, except per share data)", 7.6, align="c")
    colx = [330, 400, 488, 558]
    heads(
        s,
        colx,
        [
            ("Three Months Ended", "September 30,", "Nine Months Ended", "September 30,"),
            ("2024", "2025", "2024", "2025"),
        ],
    )
    rev = V(182414, 201937, 533020, 590441)
    cogs = V(101230, 110822, 297415, 326118)
    gp = sub(rev, cogs)
    sga = V(52118, 57406, 154930, 168225)
    oi = sub(gp, sga)
    intx = V(2204, 1877, 6810, 5893)
    ebt = sub(oi, intx)
    tax = V(6420, 7915, 17480, 21760)
    ni = sub(ebt, tax)
    nci = V(512, 655, 1480, 1902)
    nip = sub(ni, nci)
    dsh = V(41230, 40815, 41410, 40920)
    deps = [rnd(n / sh, 2) for n, sh in zip(nip, dsh, strict=True)]
    q = fin(
        s,
        colx,
        [
            ("Net revenue", rev, "c"),
            ("Cost of goods sold", cogs, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative", sga, ""),
            ("Operating income", oi, "t"),
            ("Interest expense, net", intx, ""),
            ("Income before income taxes", ebt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net income", ni, "t"),
            ("Less: net income attributable to noncontrolling interest", nci, "i"),
            ("Net income attributable to Juniper Ridge Outfitters, Inc.", nip, "bc"),
            ("Diluted earnings per share", [f"${x}" for x in deps], ""),
            ("Diluted weighted average shares", dsh, ""),
        ],
    )
    s.new_page()
    s.t("JUNIPER RIDGE OUTFITTERS, INC.", 9.5, True, align="c")
    s.t("Condensed Consolidated Balance Sheets (unaudited, in thousands)", 8.8, True, align="c")
    colx2 = [430, 540]
    heads(s, colx2, [("December 31,", "September 30,"), ("2024", "2025")])
    cash = V(88412, 71356)
    ar = V(24190, 31874)
    inv = V(148335, 176020)
    oca = V(9870, 11215)
    ppe = V(112604, 119488)
    gw = V(41250, 41250)
    ta = add(cash, ar, inv, oca, ppe, gw)
    cl = V(97455, 108812)
    ltd = V(120000, 95000)
    oll = V(18230, 19904)
    tl = add(cl, ltd, oll)
    nci_b = V(6104, 8006)
    eq_p = sub(sub(ta, tl), nci_b)
    te = add(eq_p, nci_b)
    b = fin(
        s,
        colx2,
        [
            ("Cash and cash equivalents", cash, "c"),
            ("Accounts receivable, net", ar, ""),
            ("Merchandise inventories", inv, ""),
            ("Prepaid and other current assets", oca, ""),
            ("Property and equipment, net", ppe, ""),
            ("Goodwill", gw, ""),
            ("Total assets", ta, "tbc"),
            ("Total current liabilities", cl, ""),
            ("Long-term debt", ltd, ""),
            ("Other long-term liabilities", oll, ""),
            ("Total liabilities", tl, "tb"),
            ("Juniper Ridge stockholders' equity", eq_p, ""),
            ("Noncontrolling interest", nci_b, ""),
            ("Total equity", te, "tb"),
            ("Total liabilities and equity", add(tl, te), "tbc"),
        ],
    )
    for k, v in dict(rev=rev[1], oi=oi[1], nip=nip[1], ni=ni[1], nci=nci[1]).items():
        same(L[k], v * 1000, k)
    same(L["deps"], deps[1], "deps")
    for k, v in dict(ta=ta[1], tl=tl[1], te=te[1], cash=cash[1], eq_p=eq_p[1], nci_bs=nci_b[1]).items():
        same(L[k], v * 1000, k)
    fields = {
        "company_name": F(
            "Juniper Ridge Outfitters, Inc.", 1, "Juniper Ridge Outfitters, Inc. (NASDAQ: JRDG)"
        ),
        "report_type": F(
            "earnings_release", 1, "Juniper Ridge Outfitters Reports Third Quarter 2025 Results"
        ),
        "period_end_date": F("2025-09-30", 1, "third quarter ended September 30, 2025"),
        "currency": F("USD", 1, q["Net revenue"]),
        "total_revenue": F(L["rev"], 1, q["Net revenue"]),
        "operating_income": F(L["oi"], 1, q["Operating income"]),
        "net_income": F(L["nip"], 1, q["Net income attributable to Juniper Ridge Outfitters, Inc."]),
        "diluted_eps": F(L["deps"], 1, q["Diluted earnings per share"]),
        "total_assets": F(L["ta"], 2, b["Total assets"]),
        "total_liabilities": F(L["tl"], 2, b["Total liabilities"]),
        "total_equity": F(L["te"], 2, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 2, b["Cash and cash equivalents"]),
    }
    sums = [
        SUM(
            "Net income - NCI = net income attributable",
            [
                (1, T("Net income", L["ni"], 1, q["Net income"])),
                (-1, T("NCI", L["nci"], 1, q["Less: net income attributable to noncontrolling interest"])),
            ],
            "net_income",
        ),
        SUM(
            "Stockholders' equity + NCI = Total equity",
            [
                (
                    1,
                    T(
                        "Juniper Ridge stockholders' equity",
                        L["eq_p"],
                        2,
                        b["Juniper Ridge stockholders' equity"],
                    ),
                ),
                (1, T("Noncontrolling interest", L["nci_bs"], 2, b["Noncontrolling interest"])),
            ],
            "total_equity",
        ),
    ]
    notes = (
        "Quarterly earnings release, in thousands. Column order is PRIOR YEAR FIRST: each row reads "
        "2024 quarter, 2025 quarter, 2024 nine months, 2025 nine months; the current-quarter figure is "
        "the second column. Balance sheet also puts December 31, 2024 before September 30, 2025. The "
        "nine-month (year-to-date) figures and the rounded headline are distractors. net_income is the "
        "line attributable to the company (sum with NCI); total_equity includes NCI (sum). No field is null."
    )
    return p, fields, notes, sums


# ==================== 2 10-K, three fiscal years, in millions with one decimal
@doc(
    "b15_fs_10k_three_year_millions", "financial_statement", "Tallgrass Fiber Networks Form 10-K fiscal 2025"
)
def fs_tallgrass():
    L = dict(rev=2098800000, oi=398900000, ni=164400000, deps=1.39, ta=4913400000, tl=3212500000)
    L.update(te=1700900000, cash=214700000)
    p = Pdf(face="serif")
    s = Sheet(p, x=54, xr=558, top=60, size=9)
    s.t("UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 10, True, align="c")
    s.t("Washington, D.C. 20549", 8.5, align="c")
    s.t("FORM 10-K", 16, True, align="c")
    s.t(
        "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 8.5, align="c"
    )
    q_per = s.t("For the fiscal year ended December 31, 2025", 9, align="c")
    s.skip(6)
    q_name = s.t("TALLGRASS FIBER NETWORKS, INC.", 13, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7.5, align="c")
    s.t("Kansas  |  48-2291734  |  600 Prairie Light Parkway, Wichita, Kansas 67226", 8, align="c")
    s.skip(10)
    s.t("Item 8. Financial Statements and Supplementary Data", 10, True)
    s.t("CONSOLIDATED STATEMENTS OF INCOME", 9, True, align="c")
    s.t("(in millions, except per share amounts)", 7.6, align="c")
    colx = [380, 470, 558]
    heads(s, colx, [("Year Ended December 31,", "", ""), ("2025", "2024", "2023")])
    res = V("1284.6", "1190.2", "1102.7")
    bus = V("612.9", "574.4", "529.8")
    whs = V("201.3", "188.7", "176.1")
    rev = add(res, bus, whs)
    cos = V("905.7", "853.1", "801.2")
    sga = V("402.8", "381.5", "362.9")
    da = V("391.4", "372.0", "349.3")
    imp = V("0.0", "46.2", "0.0")
    oi = sub(rev, add(cos, sga, da, imp))
    intx = V("148.9", "156.3", "161.0")
    ebt = sub(oi, intx)
    tax = V("85.6", "59.8", "66.9")
    ni = sub(ebt, tax)
    dsh = V("118.4", "119.9", "121.3")
    deps = [rnd(n / sh, 2) for n, sh in zip(ni, dsh, strict=True)]
    q = fin(
        s,
        colx,
        [
            ("Residential revenue", res, ""),
            ("Business revenue", bus, ""),
            ("Wholesale and other revenue", whs, ""),
            ("Total revenue", rev, "tbc"),
            ("Cost of services", cos, ""),
            ("Selling, general and administrative", sga, ""),
            ("Depreciation and amortization", da, ""),
            ("Impairment of spectrum licenses", imp, ""),
            ("Operating income", oi, "t"),
            ("Interest expense", intx, ""),
            ("Income before income taxes", ebt, "t"),
            ("Income tax expense", tax, ""),
            ("Net income", ni, "tbc"),
            (
                "Earnings per share - basic",
                [f"${rnd(n / (sh - D('1.1')), 2)}" for n, sh in zip(ni, dsh, strict=True)],
                "",
            ),
            ("Earnings per share - diluted", [f"${x}" for x in deps], ""),
        ],
        nd=1,
    )
    s.new_page()
    s.t("TALLGRASS FIBER NETWORKS, INC.", 9, True, align="c")
    s.t("CONSOLIDATED BALANCE SHEETS (in millions)", 9, True, align="c")
    colx2 = [440, 540]
    heads(s, colx2, [("December 31,", "December 31,"), ("2025", "2024")])
    cash = V("214.7", "166.0")
    rcv = V("133.2", "125.9")
    oca = V("48.1", "52.6")
    ppe = V("3905.4", "3788.2")
    intang = V("612.0", "640.3")
    ta = add(cash, rcv, oca, ppe, intang)
    cl = V("421.9", "398.4")
    ltd = V("2480.0", "2615.0")
    dtl = V("310.6", "288.1")
    tl = add(cl, ltd, dtl)
    te = sub(ta, tl)
    b = fin(
        s,
        colx2,
        [
            ("Cash and cash equivalents", cash, "c"),
            ("Accounts receivable, net", rcv, ""),
            ("Other current assets", oca, ""),
            ("Property, plant and equipment, net", ppe, ""),
            ("Intangible assets, net", intang, ""),
            ("Total assets", ta, "tbc"),
            ("Total current liabilities", cl, ""),
            ("Long-term debt, net of current portion", ltd, ""),
            ("Deferred income taxes", dtl, ""),
            ("Total liabilities", tl, "tb"),
            ("Total stockholders' equity", te, "tb"),
            ("Total liabilities and stockholders' equity", add(tl, te), "tbc"),
        ],
        nd=1,
    )
    for k, v in dict(rev=rev[0], oi=oi[0], ni=ni[0], ta=ta[0], tl=tl[0], te=te[0], cash=cash[0]).items():
        same(L[k], v * 1000000, k)
    same(L["deps"], deps[0], "deps")
    fields = {
        "company_name": F("TALLGRASS FIBER NETWORKS, INC.", 1, q_name),
        "report_type": F("10-K", 1, "FORM 10-K"),
        "period_end_date": F("2025-12-31", 1, q_per),
        "currency": F("USD", 1, q["Total revenue"]),
        "total_revenue": F(L["rev"], 1, q["Total revenue"]),
        "operating_income": F(L["oi"], 1, q["Operating income"]),
        "net_income": F(L["ni"], 1, q["Net income"]),
        "diluted_eps": F(L["deps"], 1, q["Earnings per share - diluted"]),
        "total_assets": F(L["ta"], 2, b["Total assets"]),
        "total_liabilities": F(L["tl"], 2, b["Total liabilities"]),
        "total_equity": F(L["te"], 2, b["Total stockholders' equity"]),
        "cash_and_equivalents": F(L["cash"], 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "10-K, in millions with one decimal; three fiscal-year columns, current year (2025) first. "
        "Revenue is Total revenue (three segment lines above it are distractors); a 2024 impairment "
        "is a prior-year item. Basic EPS vs diluted EPS. No NCI. No field is null."
    )
    return p, fields, notes, []


# ==================== 3 10-Q, net loss, six-month columns first, no total liabilities line
@doc("b15_fs_10q_loss_ytd_first", "financial_statement", "Corvane Therapeutics Form 10-Q second quarter 2025")
def fs_corvane():
    L = dict(rev=26115000, oi=-15503000, ni=-12662000, deps=-0.26, ta=278047000, te=211977000)
    L.update(cash=96418000)
    p = Pdf()
    s = Sheet(p, x=48, xr=564, top=58, size=9)
    s.t("FORM 10-Q", 15, True, align="c")
    s.t(
        "QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8,
        align="c",
    )
    q_per = s.t("For the quarterly period ended June 30, 2025", 9, align="c")
    q_name = s.t("Corvane Therapeutics, Inc.", 13, True, align="c")
    s.t(
        "(Exact name of registrant as specified in its charter)  Commission File No. 001-40917",
        7.5,
        align="c",
    )
    s.skip(8)
    s.t("PART I. FINANCIAL INFORMATION - Item 1. Financial Statements", 9.5, True)
    s.t("CORVANE THERAPEUTICS, INC.", 9, True, align="c")
    s.t("Condensed Consolidated Balance Sheets (unaudited)", 8.6, True, align="c")
    s.t("(in thousands, except share and per share amounts)", 7.4, align="c")
    colx2 = [440, 540]
    heads(s, colx2, [("June 30,", "December 31,"), ("2025", "2024")])
    cash = V(96418, 121733)
    mkt = V(143260, 188905)
    prep = V(7314, 6022)
    ppe = V(12840, 13977)
    rou = V(18215, 19630)
    ta = add(cash, mkt, prep, ppe, rou)
    ap = V(9118, 7402)
    accr = V(21764, 18390)
    defrev = V(14200, 22950)
    lease = V(20988, 22551)
    te = sub(ta, add(ap, accr, defrev, lease))
    b = fin(
        s,
        colx2,
        [
            ("Cash and cash equivalents", cash, "c"),
            ("Marketable securities", mkt, ""),
            ("Prepaid expenses and other current assets", prep, ""),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Total assets", ta, "tbc"),
            ("Accounts payable", ap, ""),
            ("Accrued expenses", accr, ""),
            ("Deferred revenue", defrev, ""),
            ("Operating lease liabilities", lease, ""),
            ("Total stockholders' equity", te, "tb"),
            ("Total liabilities and stockholders' equity", ta, "tbc"),
        ],
    )
    s.skip(8)
    s.t("Condensed Consolidated Statements of Operations (unaudited)", 8.6, True, align="c")
    colx = [340, 410, 490, 560]
    heads(
        s,
        colx,
        [
            ("Six Months Ended", "June 30,", "Three Months Ended", "June 30,"),
            ("2025", "2024", "2025", "2024"),
        ],
    )
    collab = V(48750, 36300, 25600, 18150)
    grant = V(1210, 980, 515, 470)
    rev = add(collab, grant)
    rnd_ = V(61440, 52918, 32706, 27115)
    ga = V(17285, 15104, 8912, 7640)
    oi = sub(rev, add(rnd_, ga))
    oth = V(5902, 7218, 2841, 3590)
    ni = add(oi, oth)
    sh = V(48120, 41905, 48377, 42010)
    eps = [rnd(n / x, 2) for n, x in zip(ni, sh, strict=True)]
    q = fin(
        s,
        colx,
        [
            ("Collaboration revenue", collab, ""),
            ("Grant revenue", grant, ""),
            ("Total revenue", rev, "tc"),
            ("Research and development", rnd_, ""),
            ("General and administrative", ga, ""),
            ("Loss from operations", oi, "t"),
            ("Interest and other income, net", oth, ""),
            ("Net loss", ni, "tbc"),
            ("Net loss per share, basic and diluted", [f"$({-x})" for x in eps], ""),
            ("Weighted-average shares, basic and diluted", sh, ""),
        ],
    )
    for k, v in dict(rev=rev[2], oi=oi[2], ni=ni[2], ta=ta[0], te=te[0], cash=cash[0]).items():
        same(L[k], v * 1000, k)
    same(L["deps"], eps[2], "eps")
    fields = {
        "company_name": F("Corvane Therapeutics, Inc.", 1, q_name),
        "report_type": F("10-Q", 1, "FORM 10-Q"),
        "period_end_date": F("2025-06-30", 1, q_per),
        "currency": F("USD", 1, q["Total revenue"]),
        "total_revenue": F(L["rev"], 1, q["Total revenue"]),
        "operating_income": F(L["oi"], 1, q["Loss from operations"]),
        "net_income": F(L["ni"], 1, q["Net loss"]),
        "diluted_eps": F(L["deps"], 1, q["Net loss per share, basic and diluted"]),
        "total_assets": F(L["ta"], 1, b["Total assets"]),
        "total_liabilities": NULL(),
        "total_equity": F(L["te"], 1, b["Total stockholders' equity"]),
        "cash_and_equivalents": F(L["cash"], 1, b["Cash and cash equivalents"]),
    }
    notes = (
        "10-Q, in thousands; the balance sheet comes first. The statement of operations puts the "
        "SIX-MONTH (year-to-date) columns first and the three-month quarter in columns 3-4; labels take "
        "the three months ended June 30, 2025 (third column). Loss from operations, net loss and the "
        "single basic-and-diluted loss per share are negative. total_liabilities is null: the balance "
        "sheet lists the liability lines but prints no total liabilities line (not computed)."
    )
    return p, fields, notes, []


# ==================== 4 Dutch group annual report (English), EUR millions, note column, NCI
@doc(
    "b15_fs_nl_annual_report_eur", "financial_statement", "Koninklijke Dijkstra Logistiek annual report 2025"
)
def fs_dijkstra():
    L = dict(rev=3114600000, oi=241100000, nip=140400000, deps=2.27, ta=2436900000, tl=1366200000)
    L.update(te=1070700000, cash=187900000, np_=150000000, nci=9600000)
    p = Pdf(ttf=True)
    s = Sheet(p, x=50, xr=562, top=70, size=10)
    s.skip(120)
    s.t("Koninklijke Dijkstra Logistiek N.V.", 20, True, align="c")
    q_rt = s.t("Annual Report 2025", 16, align="c")
    s.skip(30)
    s.t("Key figures 2025 (rounded)", 11, True, align="c")
    s.t(
        "Revenue € 3.1 billion  ·  Operating result € 241 million  ·  Dividend € 1.15 per share", 9, align="c"
    )
    s.t("Headcount 14,200  ·  Warehouse space 2.9 million m²", 9, align="c")
    s.new_page()
    s.size = 8.4
    s.t("Consolidated income statement", 11, True)
    s.t("for the year ended 31 December 2025 (in € millions)", 8)
    colx = [400, 480, 558]
    heads(s, colx, [("Note", "2025", "2024")])
    rev = V("3114.6", "2987.3")
    cs = V("2419.8", "2330.5")
    pers = V("311.2", "295.4")
    dep = V("142.5", "136.9")
    oi = sub(rev, add(cs, pers, dep))
    fin_ = V("38.7", "41.2")
    ebt = sub(oi, fin_)
    tax = V("52.4", "47.9")
    np_ = sub(ebt, tax)
    nci = V("9.6", "8.1")
    nip = sub(np_, nci)
    dsh = V("61.84", "62.10")
    deps = [rnd(n / x, 2) for n, x in zip(nip, dsh, strict=True)]
    q = fin(
        s,
        colx,
        [
            ("Revenue", ["5"] + rev, "b"),
            ("Cost of services and subcontracting", ["6"] + cs, ""),
            ("Personnel expenses (excl. temporary staff)", ["7"] + pers, ""),
            ("Depreciation and amortisation", ["12"] + dep, ""),
            ("Operating result", [""] + oi, "tb"),
            ("Net finance costs", ["9"] + fin_, ""),
            ("Result before tax", [""] + ebt, "t"),
            ("Income tax", ["10"] + tax, ""),
            ("Net result for the year", [""] + np_, "tb"),
            ("Attributable to: owners of the Company", [""] + nip, "i"),
            ("Attributable to: non-controlling interests", [""] + nci, "i"),
            ("Diluted earnings per share (in €)", ["11", f"{deps[0]}", f"{deps[1]}"], ""),
        ],
        nd=1,
        cur="€ ",
    )
    s.skip(10)
    s.t("Consolidated statement of financial position", 11, True)
    s.t("as at 31 December (in € millions)", 8)
    heads(s, colx, [("Note", "2025", "2024")])
    nca = V("1846.3", "1790.8")
    rec = V("402.7", "388.1")
    cash = V("187.9", "142.6")
    ta = add(nca, rec, cash)
    eq_o = V("1012.4", "941.0")
    nci_b = V("58.3", "52.7")
    te = add(eq_o, nci_b)
    tl = sub(ta, te)
    ncl = V("805.6", "822.9")
    cl = sub(tl, ncl)
    b = fin(
        s,
        colx,
        [
            ("Non-current assets", ["12"] + nca, ""),
            ("Trade and other receivables", ["14"] + rec, ""),
            ("Cash and cash equivalents", ["15"] + cash, ""),
            ("Total assets", [""] + ta, "tb"),
            ("Equity attributable to owners of the Company", [""] + eq_o, ""),
            ("Non-controlling interests", [""] + nci_b, ""),
            ("Total equity", ["16"] + te, "tb"),
            ("Non-current liabilities", ["17"] + ncl, ""),
            ("Current liabilities", ["18"] + cl, ""),
            ("Total liabilities", [""] + tl, "tb"),
            ("Total equity and liabilities", [""] + ta, "tb"),
        ],
        nd=1,
    )
    for k, v in dict(
        rev=rev[0], oi=oi[0], nip=nip[0], ta=ta[0], tl=tl[0], te=te[0], cash=cash[0], np_=np_[0], nci=nci[0]
    ).items():
        same(L[k], v * 1000000, k)
    same(L["deps"], deps[0], "deps")
    fields = {
        "company_name": F("Koninklijke Dijkstra Logistiek N.V.", 1, "Koninklijke Dijkstra Logistiek N.V."),
        "report_type": F("annual_report", 1, q_rt),
        "period_end_date": F("2025-12-31", 2, "for the year ended 31 December 2025"),
        "currency": F("EUR", 2, "(in € millions)"),
        "total_revenue": F(L["rev"], 2, q["Revenue"]),
        "operating_income": F(L["oi"], 2, q["Operating result"]),
        "net_income": F(L["nip"], 2, q["Attributable to: owners of the Company"]),
        "diluted_eps": F(L["deps"], 2, q["Diluted earnings per share (in €)"]),
        "total_assets": F(L["ta"], 2, b["Total assets"]),
        "total_liabilities": F(L["tl"], 2, b["Total liabilities"]),
        "total_equity": F(L["te"], 2, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 2, b["Cash and cash equivalents"]),
    }
    sums = [
        SUM(
            "Net result - NCI = attributable to owners",
            [
                (1, T("Net result for the year", L["np_"], 2, q["Net result for the year"])),
                (-1, T("NCI", L["nci"], 2, q["Attributable to: non-controlling interests"])),
            ],
            "net_income",
        )
    ]
    notes = (
        "Dutch N.V. annual report in English, in € millions with one decimal. A cover page carries "
        "rounded key figures (distractors). Each statement row starts with a note number before the "
        "2025 and 2024 figures. net_income is the result attributable to owners of the Company (sum); "
        "total_equity includes non-controlling interests as the statement totals it. No field is null."
    )
    return p, fields, notes, sums


# ==================== 5 Canadian Q1 release: 12-week quarter, CAD
@doc(
    "b15_fs_ca_12wk_release_cad", "financial_statement", "Maple Crest Food Markets first quarter 2026 results"
)
def fs_maple():
    L = dict(rev=2418600000, oi=95200000, ni=53100000, deps=0.46, ta=3996000000, tl=2848900000)
    L.update(te=1147100000, cash=312400000)
    p = Pdf()
    s = Sheet(p, x=46, xr=566, top=56, size=9)
    s.t("Maple Crest Food Markets Inc. Announces Results for the First Quarter of 2026", 13, True)
    s.para(
        "HALIFAX, NS, April 29, 2026 -- Maple Crest Food Markets Inc. (TSX: MCF) today announced its "
        "unaudited results for the 12 weeks ended March 21, 2026. Same-store sales grew 3.2%. Adjusted "
        "diluted net earnings per share were $0.47. Results for the 52 weeks ended December 27, 2025 were "
        "reported on February 18, 2026.",
        9,
    )
    s.skip(6)
    s.t("Consolidated Statements of Earnings", 10, True, align="c")
    q_cur = s.t("(unaudited, in millions of Canadian dollars except per share amounts)", 7.8, align="c")
    colx = [420, 520]
    heads(s, colx, [("12 weeks ended", "12 weeks ended"), ("March 21, 2026", "March 22, 2025")])
    rev = V("2418.6", "2331.9")
    cos = V("1793.4", "1735.2")
    sga = V("468.1", "450.7")
    da = V("61.9", "58.3")
    oi = sub(rev, add(cos, sga, da))
    fc = V("22.8", "24.1")
    ebt = sub(oi, fc)
    tax = V("19.3", "17.0")
    ni = sub(ebt, tax)
    dsh = V("114.6", "115.9")
    deps = [rnd(n / x, 2) for n, x in zip(ni, dsh, strict=True)]
    q = fin(
        s,
        colx,
        [
            ("Sales", rev, "bc"),
            ("Cost of sales", cos, ""),
            ("Selling and administrative expenses", sga, ""),
            ("Depreciation and amortization", da, ""),
            ("Operating income", oi, "t"),
            ("Net financing costs", fc, ""),
            ("Earnings before income taxes", ebt, "t"),
            ("Income taxes", tax, ""),
            ("Net earnings", ni, "tbc"),
            ("Net earnings per share - diluted", [f"${x}" for x in deps], ""),
        ],
        nd=1,
    )
    s.skip(8)
    s.t("Consolidated Balance Sheets (unaudited, in millions of Canadian dollars)", 10, True, align="c")
    colx2 = [420, 520]
    heads(s, colx2, [("March 21, 2026", "December 27, 2025")])
    cash = V("312.4", "398.0")
    inv = V("702.5", "688.9")
    oca = V("221.3", "204.6")
    ppe = V("2104.8", "2090.1")
    gw = V("655.0", "655.0")
    ta = add(cash, inv, oca, ppe, gw)
    cl = V("1288.7", "1341.2")
    ncl = V("1560.2", "1578.4")
    tl = add(cl, ncl)
    te = sub(ta, tl)
    b = fin(
        s,
        colx2,
        [
            ("Cash and cash equivalents", cash, "c"),
            ("Inventories", inv, ""),
            ("Other current assets", oca, ""),
            ("Property and equipment", ppe, ""),
            ("Goodwill and intangibles", gw, ""),
            ("Total assets", ta, "tbc"),
            ("Current liabilities", cl, ""),
            ("Non-current liabilities", ncl, ""),
            ("Total liabilities", tl, "tb"),
            ("Shareholders' equity", te, "tb"),
            ("Total liabilities and shareholders' equity", ta, "tbc"),
        ],
        nd=1,
    )
    for k, v in dict(rev=rev[0], oi=oi[0], ni=ni[0], ta=ta[0], tl=tl[0], te=te[0], cash=cash[0]).items():
        same(L[k], v * 1000000, k)
    same(L["deps"], deps[0], "deps")
    fields = {
        "company_name": F("Maple Crest Food Markets Inc.", 1, "Maple Crest Food Markets Inc. (TSX: MCF)"),
        "report_type": F("earnings_release", 1, "Announces Results for the First Quarter of 2026"),
        "period_end_date": F("2026-03-21", 1, "12 weeks ended March 21, 2026"),
        "currency": F("CAD", 1, q_cur),
        "total_revenue": F(L["rev"], 1, q["Sales"]),
        "operating_income": F(L["oi"], 1, q["Operating income"]),
        "net_income": F(L["ni"], 1, q["Net earnings"]),
        "diluted_eps": F(L["deps"], 1, q["Net earnings per share - diluted"]),
        "total_assets": F(L["ta"], 1, b["Total assets"]),
        "total_liabilities": F(L["tl"], 1, b["Total liabilities"]),
        "total_equity": F(L["te"], 1, b["Shareholders' equity"]),
        "cash_and_equivalents": F(L["cash"], 1, b["Cash and cash equivalents"]),
    }
    notes = (
        "Canadian grocer's Q1 release, 12-week quarter (the contract's current quarter covers 12-week "
        "quarters), in millions of Canadian dollars ($ means CAD here because the heading names Canadian "
        "dollars). Adjusted EPS in the text and the prior fiscal year's date are distractors. Balance "
        "sheet compares with the fiscal year end. No field is null."
    )
    return p, fields, notes, []
