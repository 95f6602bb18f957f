"""Financial-statement builders for blind_extraction13 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals, prints them and checks the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, acc, rnd
from pdfkit import Pdf

PINE = (0.05, 0.3, 0.25)
WINE = (0.42, 0.08, 0.18)
STEEL = (0.2, 0.27, 0.36)


def V(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def sub(a, b):
    return [x - y for x, y in zip(a, b, strict=True)]


def neg(a):
    return [-x for x in a]


def table(p, y, colx, rows, size=8, lead=12.2, lx=44, nd=0, cur="$", x1=None):
    """Statement rows (label, values, flags).  values: Decimals (formatted with
    acc at nd decimals) or strings or None; flags: h heading, b bold, 1/2 indent,
    t rule above the figures, c currency sign, u double rule below."""
    x0 = colx[0] - 50
    x1 = x1 or colx[-1] + 3
    for label, vals, flags in rows:
        ind = 10 * (("1" in flags) + 2 * ("2" in flags))
        bold = "b" in flags or "h" in flags
        if "t" in flags:
            p.line(x0, y - size - 1.5, x1, y - size - 1.5, 0.4)
        if label:
            p.text(lx + ind, y, label, size, bold)
        for x, v in zip(colx, vals or [], strict=False):
            s = v if isinstance(v, str) else acc(v, nd, "—")
            if "c" in flags and not isinstance(v, str):
                s = cur + s
            p.text(x, y, s, size, bold, align="r")
        if "u" in flags:
            p.line(x0, y + 3, x1, y + 3, 0.4)
            p.line(x0, y + 5, x1, y + 5, 0.4)
        y += lead
    return y


def heads(p, y, colx, rows, size=7.4, rule=True):
    """Column headings, one tuple of strings per line; returns y below."""
    for r in rows:
        for x, s in zip(colx, r, strict=True):
            p.text(x, y, s, size, True, align="r")
        y += size + 2.5
    if rule:
        p.line(colx[0] - 50, y - 6, colx[-1] + 3, y - 6, 0.5)
    return y + 6


def centre(p, y, items):
    for s, size, bold in items:
        p.text(p.w / 2, y, s, size, bold, align="c")
        y += size + 4
    return y


# ==================== 1 Q3 earnings release: three- and nine-month columns, balance sheet first
@doc(
    "b13_fs_release_q3_ytd",
    "financial_statement",
    "Quillfeather Software, Inc. third quarter 2025 results",
)
def fs_release():
    p = Pdf(612, 792)
    p.new_page()
    p.rect(0, 0, 612, 26, 0, fill=PINE, color=None)
    p.text(40, 56, "PRESS RELEASE · FOR IMMEDIATE RELEASE", 8.6, True, color=PINE)
    y = p.wrap(
        40,
        80,
        532,
        "Quillfeather Software Reports Third Quarter 2025 Financial Results",
        16,
        True,
    )
    y = p.wrap(
        40,
        y + 2,
        532,
        "Subscription revenue up 18% year over year; raises full-year 2025 outlook",
        10.5,
    )
    y = p.wrap(
        40,
        y + 8,
        532,
        "PORTLAND, Maine, October 29, 2025 -- Quillfeather Software, Inc. (NASDAQ: QFSW), a provider of "
        "document automation software for insurers and lenders, today announced financial results for its "
        "third quarter ended September 30, 2025.",
        9,
    )
    p.text(40, y + 10, "Third Quarter 2025 Highlights", 10, True)
    y = p.wrap(
        52,
        y + 26,
        520,
        "- Total revenue of $169.7 million, an increase of 14% from $148.3 million in the third quarter "
        "of 2024.\n"
        "- Subscription revenue of $151.2 million; remaining performance obligations of $611.4 million.\n"
        "- GAAP income from operations of $15.3 million; non-GAAP income from operations of $38.9 "
        "million.\n"
        "- GAAP net income per diluted share of $0.25; non-GAAP net income per diluted share of $0.52.\n"
        "- Cash, cash equivalents and marketable securities of $412.6 million at September 30, 2025.",
        9,
    )
    p.text(40, y + 8, "Outlook", 10, True)
    y = p.wrap(
        40,
        y + 24,
        532,
        "For the fourth quarter of 2025, Quillfeather expects total revenue of $174.0 million to $176.0 "
        "million and non-GAAP income from operations of $40.0 million to $42.0 million. For full-year 2025 "
        "the company now expects total revenue of $662 million to $664 million.",
        9,
    )
    p.wrap(
        40,
        y + 8,
        532,
        "Conference call: October 29, 2025 at 5:00 p.m. ET. Investor relations: ir@quillfeather.example. "
        "This release contains non-GAAP measures; reconciliations appear at the end of this release.",
        8.4,
    )
    # ---------------------------------------------------------------- page 2: balance sheet
    p.new_page()
    y = centre(
        p,
        54,
        [
            ("QUILLFEATHER SOFTWARE, INC.", 10.5, True),
            ("Condensed Consolidated Balance Sheets", 9.5, True),
            ("(in thousands; unaudited)", 7.8, False),
        ],
    )
    colx = [476, 560]
    y = heads(p, y + 8, colx, [("September 30,", "December 31,"), ("2025", "2024")])
    cash = V(186420, 171305)
    ms = V(226180, 198442)
    ar = V(97315, 112870)
    dcc = V(21118, 19406)
    pre = V(14990, 12207)
    tca = add(cash, ms, ar, dcc, pre)
    ppe = V(24660, 26118)
    rou = V(31204, 34880)
    gw = V(142310, 142310)
    intg = V(28415, 34012)
    dcn = V(33870, 30115)
    oth = V(6212, 5904)
    ta = add(tca, ppe, rou, gw, intg, dcn, oth)
    ap = V(8224, 11062)
    acmp = V(36118, 41920)
    aoth = V(19604, 17388)
    drc = V(248770, 231445)
    olc = V(8905, 8640)
    tcl = add(ap, acmp, aoth, drc, olc)
    drn = V(12406, 14233)
    oln = V(27118, 31004)
    olt = V(4480, 4116)
    tl = add(tcl, drn, oln, olt)
    cs = V(6, 6)
    apic = V(912406, 884118)
    aoci = V(-1118, -2406)
    te = sub(ta, tl)
    deficit = sub(te, add(cs, apic, aoci))
    y = table(
        p,
        y,
        colx,
        [
            ("Assets", None, "h"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "1c"),
            ("Marketable securities", ms, "1"),
            ("Accounts receivable, net", ar, "1"),
            ("Deferred commissions, current", dcc, "1"),
            ("Prepaid expenses and other current assets", pre, "1"),
            ("Total current assets", tca, "t2"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Deferred commissions, noncurrent", dcn, ""),
            ("Other assets", oth, ""),
            ("Total assets", ta, "tbcu"),
            ("Liabilities and stockholders' equity", None, "h"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "1c"),
            ("Accrued compensation", acmp, "1"),
            ("Accrued expenses and other current liabilities", aoth, "1"),
            ("Deferred revenue, current", drc, "1"),
            ("Operating lease liabilities, current", olc, "1"),
            ("Total current liabilities", tcl, "t2"),
            ("Deferred revenue, noncurrent", drn, ""),
            ("Operating lease liabilities, noncurrent", oln, ""),
            ("Other long-term liabilities", olt, ""),
            ("Total liabilities", tl, "tb"),
            ("Stockholders' equity:", None, ""),
            ("Common stock", cs, "1"),
            ("Additional paid-in capital", apic, "1"),
            ("Accumulated other comprehensive loss", aoci, "1"),
            ("Accumulated deficit", deficit, "1"),
            ("Total stockholders' equity", te, "tb"),
            ("Total liabilities and stockholders' equity", add(tl, te), "tbcu"),
        ],
        8,
        13.4,
    )
    same(812694, ta[0], "ta")
    same(365625, tl[0], "tl")
    same(447069, te[0], "te")
    same(186420, cash[0], "cash")
    # ---------------------------------------------------------------- page 3: statements of operations
    p.new_page()
    y = centre(
        p,
        54,
        [
            ("QUILLFEATHER SOFTWARE, INC.", 10.5, True),
            ("Condensed Consolidated Statements of Operations", 9.5, True),
            ("(in thousands, except per share data; unaudited)", 7.8, False),
        ],
    )
    colx = [372, 434, 506, 568]
    p.text(403, y + 6, "Three Months Ended September 30,", 7.2, True, align="c")
    p.text(537, y + 6, "Nine Months Ended September 30,", 7.2, True, align="c")
    y = heads(
        p,
        y + 16,
        colx,
        [("2025", "2024", "2025", "2024")],
    )
    subs = V(151204, 128377, 432918, 365402)
    serv = V(18466, 19902, 55317, 58840)
    rev = add(subs, serv)
    csub = V(30118, 27445, 88902, 79118)
    cser = V(15720, 16804, 47466, 49913)
    tcor = add(csub, cser)
    gp = sub(rev, tcor)
    rd = V(38412, 34900, 112706, 101233)
    sm = V(52886, 48117, 155904, 141550)
    ga = V(17215, 15990, 50148, 46771)
    opex = add(rd, sm, ga)
    oi = sub(gp, opex)
    ii = V(4118, 3602, 12270, 10114)
    oie = V(-212, 145, -630, 388)
    ibt = add(oi, ii, oie)
    tax = V(3904, 1870, 8611, 3020)
    ni = sub(ibt, tax)
    bsh = V(60115, 58940, 59980, 58610)
    dsh = V(62410, 61118, 62205, 60870)
    beps = [rnd(n / s, 2) for n, s in zip(ni, bsh, strict=True)]
    deps = [rnd(n / s, 2) for n, s in zip(ni, dsh, strict=True)]
    y = table(
        p,
        y,
        colx,
        [
            ("Revenue:", None, ""),
            ("Subscription", subs, "1c"),
            ("Professional services", serv, "1"),
            ("Total revenue", rev, "tb"),
            ("Cost of revenue:", None, ""),
            ("Subscription", csub, "1"),
            ("Professional services", cser, "1"),
            ("Total cost of revenue", tcor, "t"),
            ("Gross profit", gp, "tb"),
            ("Operating expenses:", None, ""),
            ("Research and development", rd, "1"),
            ("Sales and marketing", sm, "1"),
            ("General and administrative", ga, "1"),
            ("Total operating expenses", opex, "t"),
            ("Income from operations", oi, "tb"),
            ("Interest income", ii, ""),
            ("Other income (expense), net", oie, ""),
            ("Income before income taxes", ibt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net income", ni, "tbcu"),
            ("Net income per share:", None, "h"),
            ("Basic", ["$" + str(e) for e in beps], "1"),
            ("Diluted", ["$" + str(e) for e in deps], "1"),
            (
                "Weighted-average shares used in computing net income per share:",
                None,
                "",
            ),
            ("Basic", bsh, "1"),
            ("Diluted", dsh, "1"),
        ],
        8,
        13,
    )
    same(169670, rev[0], "rev")
    same(15319, oi[0], "oi")
    same(15321, ni[0], "ni")
    same(0.25, deps[0], "deps")
    # non-GAAP reconciliation
    sbc = V(19884, 17402, 57116, 51230)
    amort = V(1899, 1899, 5597, 5720)
    rest = V(1798, 0, 1798, 0)
    ngoi = add(oi, sbc, amort, rest)
    same(38900, ngoi[0], "non-GAAP oi")
    y += 10
    p.text(44, y, "Reconciliation of GAAP to non-GAAP income from operations", 8.6, True)
    y = table(
        p,
        y + 16,
        colx,
        [
            ("GAAP income from operations", oi, "c"),
            ("Stock-based compensation expense", sbc, "1"),
            ("Amortization of acquired intangible assets", amort, "1"),
            ("Restructuring", rest, "1"),
            ("Non-GAAP income from operations", ngoi, "tbc"),
        ],
        8,
        13,
    )
    fields = {
        "company_name": F("Quillfeather Software, Inc.", 3, "QUILLFEATHER SOFTWARE, INC."),
        "report_type": F(
            "earnings_release",
            1,
            "Quillfeather Software Reports Third Quarter 2025 Financial Results",
        ),
        "period_end_date": F("2025-09-30", 1, "third quarter ended September 30, 2025"),
        "currency": F("USD", 3, "Subscription $151,204 $128,377"),
        "total_revenue": F(169670000, 3, "Total revenue 169,670 148,279"),
        "operating_income": F(15319000, 3, "Income from operations 15,319 5,023"),
        "net_income": F(15321000, 3, "Net income $15,321 $6,900"),
        "diluted_eps": F(0.25, 3, "Diluted $0.25 $0.11"),
        "total_assets": F(812694000, 2, "Total assets $812,694 $787,569"),
        "total_liabilities": F(365625000, 2, "Total liabilities 365,625 359,808"),
        "total_equity": F(447069000, 2, "Total stockholders' equity 447,069 427,761"),
        "cash_and_equivalents": F(186420000, 2, "Cash and cash equivalents $186,420"),
    }
    notes = (
        "Third-quarter earnings release (text page, then the balance sheet on page 2 and the statements "
        "of operations on page 3), in thousands, bare $ = USD. Labels are the THREE MONTHS ended "
        "September 30, 2025 (first column); the nine-month columns, the prior-year quarter, the rounded "
        "headline figures, the non-GAAP income from operations and non-GAAP EPS, the outlook and the "
        "cash + marketable securities total $412.6 million are distractors. Balance-sheet labels are the "
        "September 30, 2025 column (December 31, 2024 is the comparative). cash_and_equivalents excludes "
        "marketable securities."
    )
    sums = [
        SUM(
            "gross profit - total operating expenses = income from operations",
            [
                (1, T("gross profit", 123832000, 3, "Gross profit 123,832")),
                (
                    -1,
                    T(
                        "total operating expenses",
                        108513000,
                        3,
                        "Total operating expenses 108,513",
                    ),
                ),
            ],
            "operating_income",
        ),
        SUM(
            "total liabilities + equity = total assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


# ==================== 2 Dutch annual report, EUR thousands, PRIOR YEAR FIRST
@doc(
    "b13_fs_nl_annual_prior_first",
    "financial_statement",
    "Ravelijn Installatietechniek N.V. Annual Report 2024",
)
def fs_nl():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.rect(0, 0, 595, 842, 0, fill=(0.93, 0.95, 0.97), color=None)
    p.text(60, 200, "Ravelijn Installatietechniek N.V.", 22, True, color=STEEL)
    p.text(60, 236, "Annual Report 2024", 30, True)
    p.text(60, 262, "Building services · Energy transition · Maintenance", 11, color=GREY)
    y = 330
    p.text(60, y, "2024 at a glance", 12, True, color=STEEL)
    y = p.wrap(
        60,
        y + 20,
        470,
        "Revenue rose 9% to €668.9 million and operating profit reached €42.4 million. The order book "
        "at year-end stood at a record €742.5 million. EBITDA was €58.3 million and net debt (excluding "
        "lease liabilities) fell to €3.8 million. The Board proposes a dividend of €0.75 per share for "
        "2024 (2023: €0.62).",
        10,
    )
    p.wrap(
        60,
        y + 10,
        470,
        "Ravelijn Installatietechniek N.V. · Stationsplein 40 · 3818 LE Amersfoort · the Netherlands · "
        "Chamber of Commerce 31047712. The financial statements in this report are presented in thousands "
        "of euros (€ thousand) unless stated otherwise.",
        8.6,
    )
    # ---------------------------------------------------------------- page 2: income statement
    p.new_page()
    p.text(50, 60, "Consolidated financial statements", 9, color=GREY)
    p.text(50, 82, "Consolidated income statement", 14, True, color=STEEL)
    p.text(50, 98, "For the year ended 31 December 2024 · in € thousand", 8.4)
    colx = [455, 545]
    y = heads(p, 126, colx, [("2023", "2024")])
    rev = V(612480, 668915)
    mat = V(-301220, -331406)
    pers = V(-221904, -238770)
    dep = V(-14118, -15902)
    ooe = V(-41377, -40415)
    oi = add(rev, mat, pers, dep, ooe)
    fin = V(612, 1048)
    fc = V(-4880, -5312)
    assoc = V(402, 318)
    pbt = add(oi, fin, fc, assoc)
    tax = [-rnd(x * D("0.258"), 0) for x in pbt]
    ni = add(pbt, tax)
    bsh = V("14.18", "14.20")
    dsh = V("14.26", "14.33")
    beps = [rnd(n / 1000 / s, 2) for n, s in zip(ni, bsh, strict=True)]
    deps = [rnd(n / 1000 / s, 2) for n, s in zip(ni, dsh, strict=True)]
    y = table(
        p,
        y,
        colx,
        [
            ("Revenue", rev, "b"),
            ("Cost of materials and subcontracted work", mat, ""),
            ("Personnel expenses", pers, ""),
            ("Depreciation and amortisation", dep, ""),
            ("Other operating expenses", ooe, ""),
            ("Operating profit", oi, "tb"),
            ("Finance income", fin, ""),
            ("Finance costs", fc, ""),
            ("Share of profit of associates", assoc, ""),
            ("Profit before income tax", pbt, "t"),
            ("Income tax expense", tax, ""),
            ("Profit for the year", ni, "tbu"),
            ("", None, ""),
            ("Earnings per share (in €)", None, "h"),
            ("Basic", ["€ " + str(e) for e in beps], "1"),
            ("Diluted", ["€ " + str(e) for e in deps], "1"),
            ("Weighted average number of shares (millions)", None, ""),
            ("Basic", [str(s) for s in bsh], "1"),
            ("Diluted", [str(s) for s in dsh], "1"),
        ],
        8.4,
        15,
        lx=50,
    )
    same(668915000, rev[1] * 1000, "rev")
    same(42422, oi[1], "oi")
    same(28549, ni[1], "ni")
    same(1.99, deps[1], "deps")
    p.wrap(
        50,
        y + 20,
        495,
        "The comparative figures for 2023 are presented in the first column. The notes on pages 96 to 148 "
        "are an integral part of these consolidated financial statements.",
        8,
    )
    # ---------------------------------------------------------------- page 3: balance sheet
    p.new_page()
    p.text(50, 60, "Consolidated financial statements", 9, color=GREY)
    p.text(50, 82, "Consolidated balance sheet", 14, True, color=STEEL)
    p.text(50, 98, "As at 31 December · before profit appropriation · in € thousand", 8.4)
    y = heads(p, 126, colx, [("31 Dec 2023", "31 Dec 2024")])
    intg = V(58204, 61880)
    ppe = V(72118, 78450)
    rou = V(28906, 31412)
    asc = V(3115, 3433)
    dta = V(4208, 3870)
    tnca = add(intg, ppe, rou, asc, dta)
    inv = V(22470, 24918)
    ca = V(48336, 55102)
    tr = V(96418, 104226)
    orc = V(9870, 8415)
    cash = V(41902, 36188)
    tca = add(inv, ca, tr, orc, cash)
    ta = add(tnca, tca)
    sc = V(1420, 1420)
    spr = V(38600, 38600)
    lb = V(45000, 40000)
    ll = V(22104, 24330)
    prov = V(8912, 9406)
    dtl = V(3318, 3615)
    tncl = add(lb, ll, prov, dtl)
    tp = V(78115, 84970)
    cl = V(31206, 36817)
    llc = V(7330, 7918)
    ctx = V(4115, 5204)
    ocl = V(26404, 27830)
    tcl = add(tp, cl, llc, ctx, ocl)
    tl = add(tncl, tcl)
    te = sub(ta, tl)
    ret = sub(te, add(sc, spr))
    y = table(
        p,
        y,
        colx,
        [
            ("Assets", None, "h"),
            ("Intangible assets", intg, "1"),
            ("Property, plant and equipment", ppe, "1"),
            ("Right-of-use assets", rou, "1"),
            ("Investments in associates", asc, "1"),
            ("Deferred tax assets", dta, "1"),
            ("Non-current assets", tnca, "tb"),
            ("Inventories", inv, "1"),
            ("Contract assets", ca, "1"),
            ("Trade receivables", tr, "1"),
            ("Other receivables and prepayments", orc, "1"),
            ("Cash and cash equivalents", cash, "1"),
            ("Current assets", tca, "tb"),
            ("Total assets", ta, "tbu"),
            ("", None, ""),
            ("Equity and liabilities", None, "h"),
            ("Share capital", sc, "1"),
            ("Share premium", spr, "1"),
            ("Retained earnings and other reserves", ret, "1"),
            ("Total equity", te, "tb"),
            ("Loans and borrowings", lb, "1"),
            ("Lease liabilities", ll, "1"),
            ("Provisions", prov, "1"),
            ("Deferred tax liabilities", dtl, "1"),
            ("Non-current liabilities", tncl, "tb"),
            ("Trade payables", tp, "1"),
            ("Contract liabilities", cl, "1"),
            ("Lease liabilities", llc, "1"),
            ("Current income tax liabilities", ctx, "1"),
            ("Other payables and accruals", ocl, "1"),
            ("Current liabilities", tcl, "tb"),
            ("Total liabilities", tl, "tb"),
            ("Total equity and liabilities", add(te, tl), "tbu"),
        ],
        8.4,
        15,
        lx=50,
    )
    same(407894, ta[1], "ta")
    same(240090, tl[1], "tl")
    same(167804, te[1], "te")
    fields = {
        "company_name": F("Ravelijn Installatietechniek N.V.", 1, "Ravelijn Installatietechniek N.V."),
        "report_type": F("annual_report", 1, "Annual Report 2024"),
        "period_end_date": F("2024-12-31", 2, "For the year ended 31 December 2024"),
        "currency": F("EUR", 2, "For the year ended 31 December 2024 · in € thousand"),
        "total_revenue": F(668915000, 2, "Revenue 612,480 668,915"),
        "operating_income": F(42422000, 2, "Operating profit 33,861 42,422"),
        "net_income": F(28549000, 2, "Profit for the year 22,256 28,549"),
        "diluted_eps": F(1.99, 2, "Diluted € 1.56 € 1.99"),
        "total_assets": F(407894000, 3, "Total assets 385,547 407,894"),
        "total_liabilities": F(240090000, 3, "Total liabilities 226,504 240,090"),
        "total_equity": F(167804000, 3, "Total equity 159,043 167,804"),
        "cash_and_equivalents": F(36188000, 3, "Cash and cash equivalents 41,902 36,188"),
    }
    notes = (
        "Dutch group's English annual report for 2024 in € thousand with the PRIOR YEAR FIRST: every "
        "label is the SECOND column (2024; 31 Dec 2024), the first column is 2023. The cover page's "
        "rounded figures (revenue €668.9 million, operating profit, EBITDA €58.3 million, order book, net "
        "debt, dividend) are distractors. No noncontrolling interests: 'Profit for the year' is wholly "
        "attributable to shareholders. The balance sheet is before profit appropriation."
    )
    sums = [
        SUM(
            "total liabilities + equity = total assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


# ==================== 3 10-K loss year, $ millions with one decimal, current first
@doc(
    "b13_fs_10k_loss_millions",
    "financial_statement",
    "Tessellate Robotics Corporation Form 10-K fiscal 2025",
)
def fs_10k():
    p = Pdf(612, 792, face="serif")
    p.new_page()
    y = centre(
        p,
        76,
        [
            ("UNITED STATES", 10.5, True),
            ("SECURITIES AND EXCHANGE COMMISSION", 10.5, True),
            ("Washington, D.C. 20549", 8.6, False),
            ("", 6, False),
            ("FORM 10-K", 16, True),
        ],
    )
    y = p.wrap(
        72,
        y + 10,
        468,
        "[X] ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934\n"
        "For the fiscal year ended September 27, 2025\nCommission file number 001-39862",
        9.2,
    )
    y = centre(
        p,
        y + 12,
        [
            ("TESSELLATE ROBOTICS CORPORATION", 14, True),
            ("(Exact name of registrant as specified in its charter)", 7.8, False),
        ],
    )
    y = p.wrap(
        72,
        y + 10,
        468,
        "Delaware · 46-3318072 · 2100 Innovation Way, Pittsburgh, Pennsylvania 15219 · (412) 555-0190\n"
        "The aggregate market value of common stock held by non-affiliates as of March 28, 2025 was "
        "approximately $1.9 billion. As of November 14, 2025, 175,204,118 shares of common stock were "
        "outstanding.",
        8.6,
    )
    p.text(72, y + 14, "Item 7. Management's Discussion and Analysis (excerpt)", 9.4, True)
    p.wrap(
        72,
        y + 30,
        468,
        "Fiscal 2025 was a 52-week year. Revenue declined 4.6% to $1.06 billion as warehouse-automation "
        "customers deferred projects. Our net loss of $238.7 million included a non-cash goodwill impairment "
        "charge of $96.0 million in the Mobile Systems reporting unit and restructuring charges of $18.3 "
        "million. Adjusted EBITDA, a non-GAAP measure, was $78.4 million (fiscal 2024: $121.6 million), "
        "and non-GAAP operating income was $12.6 million.",
        8.8,
    )
    # ---------------------------------------------------------------- page 2: operations
    p.new_page()
    y = centre(
        p,
        56,
        [
            ("TESSELLATE ROBOTICS CORPORATION", 10.5, True),
            ("CONSOLIDATED STATEMENTS OF OPERATIONS", 9.5, True),
            ("(In millions, except per share amounts)", 7.8, False),
        ],
    )
    colx = [430, 494, 558]
    p.text(494, y + 4, "Fiscal Year Ended", 7.4, True, align="c")
    y = heads(
        p,
        y + 14,
        colx,
        [("September 27,", "September 28,", "September 30,"), ("2025", "2024", "2023")],
    )
    prod = V("842.6", "911.3", "876.0")
    serv = V("215.8", "198.4", "181.7")
    rev = add(prod, serv)
    cp = V("598.2", "601.9", "570.3")
    csv = V("141.6", "128.0", "119.8")
    gp = sub(rev, add(cp, csv))
    rd = V("188.4", "171.2", "160.5")
    sga = V("214.7", "201.3", "196.0")
    imp = V("96.0", "0", "0")
    rs = V("18.3", "4.2", "0")
    oi = sub(gp, add(rd, sga, imp, rs))
    ie = V("-31.2", "-27.9", "-22.4")
    oth = V("3.7", "-1.1", "2.4")
    pbt = add(oi, ie, oth)
    tx = V("12.4", "-4.1", "1.8")
    ni = sub(pbt, tx)
    sh = V("174.3", "171.9", "169.2")
    eps = [rnd(n / s, 2) for n, s in zip(ni, sh, strict=True)]

    def dps(e):
        return "$(" + str(-e) + ")" if e < 0 else "$" + str(e)

    y = table(
        p,
        y,
        colx,
        [
            ("Revenue:", None, ""),
            ("Product", prod, "1c"),
            ("Service", serv, "1"),
            ("Total revenue", rev, "tb"),
            ("Cost of revenue:", None, ""),
            ("Product", cp, "1"),
            ("Service", csv, "1"),
            ("Gross profit", gp, "tb"),
            ("Operating expenses:", None, ""),
            ("Research and development", rd, "1"),
            ("Selling, general and administrative", sga, "1"),
            ("Goodwill impairment", imp, "1"),
            ("Restructuring charges", rs, "1"),
            ("Operating (loss) income", oi, "tb"),
            ("Interest expense", ie, ""),
            ("Other income (expense), net", oth, ""),
            ("Loss before income taxes", pbt, "t"),
            ("Income tax expense (benefit)", tx, ""),
            ("Net loss", ni, "tbcu"),
            ("", None, ""),
            ("Net loss per share - basic and diluted", [dps(e) for e in eps], ""),
            ("Weighted-average shares - basic and diluted", sh, ""),
        ],
        8,
        13.2,
        nd=1,
    )
    same(1058.4, rev[0], "rev")
    same(-198.8, oi[0], "oi")
    same(-238.7, ni[0], "ni")
    same(-1.37, eps[0], "eps")
    p.wrap(
        44,
        y + 14,
        524,
        "The accompanying notes are an integral part of these consolidated financial statements. Basic and "
        "diluted net loss per share are the same for all periods presented because the effect of potentially "
        "dilutive securities would be antidilutive.",
        7.8,
    )
    # ---------------------------------------------------------------- page 3: balance sheet
    p.new_page()
    y = centre(
        p,
        56,
        [
            ("TESSELLATE ROBOTICS CORPORATION", 10.5, True),
            ("CONSOLIDATED BALANCE SHEETS", 9.5, True),
            ("(In millions, except par value)", 7.8, False),
        ],
    )
    colx = [470, 558]
    y = heads(p, y + 10, colx, [("September 27,", "September 28,"), ("2025", "2024")])
    cash = V("142.7", "205.4")
    sti = V("20.0", "65.5")
    ar = V("168.3", "181.0")
    inv = V("244.9", "231.6")
    pre = V("31.5", "28.8")
    tca = add(cash, sti, ar, inv, pre)
    ppe = V("188.2", "196.7")
    gw = V("212.4", "308.4")
    intg = V("64.1", "80.6")
    rou = V("52.3", "57.9")
    oa = V("19.8", "22.3")
    ta = add(tca, ppe, gw, intg, rou, oa)
    ap = V("97.6", "104.2")
    accr = V("118.4", "102.9")
    dr = V("61.2", "55.7")
    cpd = V("25.0", "25.0")
    tcl = add(ap, accr, dr, cpd)
    ltd = V("412.8", "436.1")
    oll = V("46.9", "52.4")
    olt = V("27.4", "24.0")
    tl = add(tcl, ltd, oll, olt)
    cs = V("0.2", "0.2")
    apic = V("1000.4", "987.4")
    aoci = V("-9.4", "-12.1")
    te = sub(ta, tl)
    deficit = sub(te, add(cs, apic, aoci))
    y = table(
        p,
        y,
        colx,
        [
            ("ASSETS", None, "h"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "1c"),
            ("Short-term investments", sti, "1"),
            ("Accounts receivable, net", ar, "1"),
            ("Inventories", inv, "1"),
            ("Prepaid expenses and other current assets", pre, "1"),
            ("Total current assets", tca, "t2"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "tbcu"),
            ("LIABILITIES AND STOCKHOLDERS' EQUITY", None, "h"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "1c"),
            ("Accrued liabilities", accr, "1"),
            ("Deferred revenue", dr, "1"),
            ("Current portion of long-term debt", cpd, "1"),
            ("Total current liabilities", tcl, "t2"),
            ("Long-term debt, net", ltd, ""),
            ("Operating lease liabilities, noncurrent", oll, ""),
            ("Other long-term liabilities", olt, ""),
            ("Total liabilities", tl, "tb"),
            ("Commitments and contingencies (Note 14)", None, ""),
            ("Stockholders' equity:", None, ""),
            ("Common stock, $0.001 par value", cs, "1"),
            ("Additional paid-in capital", apic, "1"),
            ("Accumulated deficit", deficit, "1"),
            ("Accumulated other comprehensive loss", aoci, "1"),
            ("Total stockholders' equity", te, "tb"),
            ("Total liabilities and stockholders' equity", add(tl, te), "tbcu"),
        ],
        8,
        13,
        nd=1,
    )
    same(1144.2, ta[0], "ta")
    same(789.3, tl[0], "tl")
    same(354.9, te[0], "te")
    fields = {
        "company_name": F("Tessellate Robotics Corporation", 1, "TESSELLATE ROBOTICS CORPORATION"),
        "report_type": F("10-K", 1, "FORM 10-K"),
        "period_end_date": F("2025-09-27", 1, "For the fiscal year ended September 27, 2025"),
        "currency": F("USD", 2, "Product $842.6"),
        "total_revenue": F(1058400000, 2, "Total revenue 1,058.4 1,109.7"),
        "operating_income": F(-198800000, 2, "Operating (loss) income (198.8)"),
        "net_income": F(-238700000, 2, "Net loss $(238.7)"),
        "diluted_eps": F(-1.37, 2, "Net loss per share - basic and diluted $(1.37)"),
        "total_assets": F(1144200000, 3, "Total assets $1,144.2 $1,378.2"),
        "total_liabilities": F(789300000, 3, "Total liabilities 789.3 800.3"),
        "total_equity": F(354900000, 3, "Total stockholders' equity 354.9 577.9"),
        "cash_and_equivalents": F(142700000, 3, "Cash and cash equivalents $142.7"),
    }
    notes = (
        "10-K for the 52-week fiscal year ended Saturday September 27, 2025, in millions with one decimal, "
        "CURRENT FIRST (2025 | 2024 | 2023). A LOSS year: operating loss (198.8), net loss (238.7) and "
        "net loss per share (1.37) are negative (brackets). Basic and diluted loss per share share ONE line, "
        "which is the diluted EPS. The MD&A's rounded revenue, adjusted EBITDA $78.4 million, non-GAAP "
        "operating income $12.6 million, the impairment and restructuring amounts, the cover-page market "
        "value, share count and dates are distractors. Short-term investments are not cash equivalents."
    )
    sums = [
        SUM(
            "total liabilities + equity = total assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
        SUM(
            "loss before taxes - tax expense = net loss",
            [
                (
                    1,
                    T(
                        "loss before income taxes",
                        -226300000,
                        2,
                        "Loss before income taxes (226.3)",
                    ),
                ),
                (
                    -1,
                    T(
                        "income tax expense",
                        12400000,
                        2,
                        "Income tax expense (benefit) 12.4",
                    ),
                ),
            ],
            "net_income",
        ),
    ]
    return p, fields, notes, sums


# ==================== 4 10-Q with redeemable (mezzanine) and ordinary noncontrolling interests
@doc(
    "b13_fs_10q_redeemable_nci",
    "financial_statement",
    "Cobblestone Ambulatory Partners, Inc. Form 10-Q second quarter 2025",
)
def fs_10q():
    p = Pdf(612, 792)
    p.new_page()
    y = centre(
        p,
        78,
        [
            ("UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 10.5, True),
            ("Washington, D.C. 20549", 8.6, False),
            ("", 6, False),
            ("FORM 10-Q", 16, True),
        ],
    )
    y = p.wrap(
        72,
        y + 10,
        468,
        "[X] QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934\n"
        "For the quarterly period ended June 30, 2025",
        9,
    )
    y = centre(
        p,
        y + 12,
        [
            ("COBBLESTONE AMBULATORY PARTNERS, INC.", 14, True),
            ("(Exact name of registrant as specified in its charter)", 7.8, False),
        ],
    )
    y = p.wrap(
        72,
        y + 10,
        468,
        "Delaware · 83-1147720 · 500 Bluegrass Parkway, Suite 900, Nashville, Tennessee 37215\n"
        "As of August 1, 2025, there were 48,226,914 shares of the registrant's common stock outstanding.",
        8.6,
    )
    p.text(72, y + 14, "Note 1. Basis of presentation (excerpt)", 9.2, True)
    p.wrap(
        72,
        y + 30,
        468,
        "The Company consolidates 118 ambulatory surgery centers in which it holds a controlling interest. "
        "Physician partners' interests that may be put to the Company upon death, disability or retirement "
        "are classified as redeemable noncontrolling interests outside permanent equity (temporary equity). "
        "Other physician ownership is presented as noncontrolling interests within total equity.",
        8.6,
    )
    # ---------------------------------------------------------------- page 2: operations
    p.new_page()
    y = centre(
        p,
        54,
        [
            ("COBBLESTONE AMBULATORY PARTNERS, INC.", 10.5, True),
            ("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (UNAUDITED)", 9.2, True),
            ("(In thousands, except per share amounts)", 7.8, False),
        ],
    )
    colx = [372, 434, 506, 568]
    p.text(403, y + 6, "Three Months Ended June 30,", 7.2, True, align="c")
    p.text(537, y + 6, "Six Months Ended June 30,", 7.2, True, align="c")
    y = heads(p, y + 16, colx, [("2025", "2024", "2025", "2024")])
    nps = V(284512, 251880, 556203, 494117)
    mgmt = V(9604, 8917, 18955, 17402)
    rev = add(nps, mgmt)
    sal = V(92418, 83105, 183770, 164906)
    sup = V(71335, 62877, 139408, 123512)
    ooe = V(38906, 35112, 76225, 69870)
    da = V(9871, 9012, 19544, 17905)
    eq = V(-2410, -2118, -4702, -4066)
    topx = add(sal, sup, ooe, da, eq)
    oi = sub(rev, topx)
    ie = V(14206, 15880, 28912, 31447)
    pbt = sub(oi, ie)
    tax = V(6118, 4770, 11805, 9214)
    ni = sub(pbt, tax)
    nci = V(41228, 35904, 80118, 70335)
    nip = sub(ni, nci)
    bsh = V(48190, 47655, 48102, 47580)
    dsh = V(49012, 48420, 48935, 48311)
    deps = [rnd(n / s, 2) for n, s in zip(nip, dsh, strict=True)]
    beps = [rnd(n / s, 2) for n, s in zip(nip, bsh, strict=True)]
    y = table(
        p,
        y,
        colx,
        [
            ("Revenues:", None, ""),
            ("Net patient service revenues", nps, "1c"),
            ("Management fee and other revenues", mgmt, "1"),
            ("Total revenues", rev, "tb"),
            ("Operating expenses:", None, ""),
            ("Salaries and benefits", sal, "1"),
            ("Supplies", sup, "1"),
            ("Other operating expenses", ooe, "1"),
            ("Depreciation and amortization", da, "1"),
            ("Equity in earnings of unconsolidated affiliates", eq, "1"),
            ("Total operating expenses", topx, "t"),
            ("Operating income", oi, "tb"),
            ("Interest expense, net", ie, ""),
            ("Income before income taxes", pbt, "t"),
            ("Income tax expense", tax, ""),
            ("Net income", ni, "tb"),
            ("Less: Net income attributable to noncontrolling", None, ""),
            ("interests (including redeemable)", nci, "1"),
            ("Net income attributable to Cobblestone", nip, "tbcu"),
            ("Net income per share attributable to Cobblestone:", None, "h"),
            ("Basic", ["$" + str(e) for e in beps], "1"),
            ("Diluted", ["$" + str(e) for e in deps], "1"),
            ("Weighted average shares outstanding:", None, ""),
            ("Basic", bsh, "1"),
            ("Diluted", dsh, "1"),
        ],
        8,
        13.2,
    )
    same(294116, rev[0], "rev")
    same(83996, oi[0], "oi")
    same(63672, ni[0], "ni")
    same(22444, nip[0], "nip")
    same(0.46, deps[0], "deps")
    # ---------------------------------------------------------------- page 3: balance sheet
    p.new_page()
    y = centre(
        p,
        50,
        [
            ("COBBLESTONE AMBULATORY PARTNERS, INC.", 10.5, True),
            ("CONDENSED CONSOLIDATED BALANCE SHEETS (UNAUDITED)", 9.2, True),
            ("(In thousands)", 7.8, False),
        ],
    )
    colx = [476, 560]
    y = heads(p, y + 6, colx, [("June 30,", "December 31,"), ("2025", "2024")])
    cash = V(88416, 102773)
    ar = V(176205, 160118)
    sinv = V(22406, 21870)
    pre = V(18117, 16402)
    tca = add(cash, ar, sinv, pre)
    ppe = V(318220, 309884)
    rou = V(201446, 205112)
    gw = V(1412880, 1398405)
    intg = V(48215, 50630)
    aff = V(61330, 59118)
    oa = V(9118, 8804)
    ta = add(tca, ppe, rou, gw, intg, aff, oa)
    ap = V(46318, 44105)
    asal = V(38772, 42210)
    aoth = V(52915, 49377)
    olc = V(24118, 23650)
    cpd = V(21406, 20880)
    tcl = add(ap, asal, aoth, olc, cpd)
    ltd = V(842500, 853210)
    oll = V(190880, 195334)
    dtl = V(41227, 39906)
    olt = V(12905, 13412)
    tl = add(tcl, ltd, oll, dtl, olt)
    rnci = V(286412, 271905)
    cs = V(482, 479)
    apic = V(402118, 398770)
    nci_eq = V(198770, 190214)
    tse = sub(sub(sub(ta, tl), rnci), nci_eq)
    re = sub(tse, add(cs, apic))
    te = add(tse, nci_eq)
    y = table(
        p,
        y,
        colx,
        [
            ("ASSETS", None, "h"),
            ("Cash and cash equivalents", cash, "1c"),
            ("Accounts receivable", ar, "1"),
            ("Supplies inventory", sinv, "1"),
            ("Prepaid expenses and other current assets", pre, "1"),
            ("Total current assets", tca, "t2"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Investments in unconsolidated affiliates", aff, ""),
            ("Other long-term assets", oa, ""),
            ("Total assets", ta, "tbcu"),
            ("LIABILITIES AND EQUITY", None, "h"),
            ("Accounts payable", ap, "1c"),
            ("Accrued salaries and benefits", asal, "1"),
            ("Other accrued liabilities", aoth, "1"),
            ("Current operating lease liabilities", olc, "1"),
            ("Current portion of long-term debt", cpd, "1"),
            ("Total current liabilities", tcl, "t2"),
            ("Long-term debt", ltd, ""),
            ("Long-term operating lease liabilities", oll, ""),
            ("Deferred income taxes", dtl, ""),
            ("Other long-term liabilities", olt, ""),
            ("Total liabilities", tl, "tb"),
            ("Commitments and contingencies (Note 9)", None, ""),
            ("Redeemable noncontrolling interests", rnci, "b"),
            ("Equity:", None, ""),
            ("Common stock, $0.01 par value", cs, "1"),
            ("Additional paid-in capital", apic, "1"),
            ("Retained earnings", re, "1"),
            ("Total Cobblestone stockholders' equity", tse, "t1"),
            ("Noncontrolling interests", nci_eq, "1"),
            ("Total equity", te, "tb"),
            (
                "Total liabilities, redeemable noncontrolling interests and equity",
                add(tl, rnci, te),
                "tbcu",
            ),
        ],
        7.8,
        12.6,
    )
    same(2356353, ta[0], "ta")
    same(1271041, tl[0], "tl")
    same(798900, te[0], "te")
    same(600130, tse[0], "tse")
    fields = {
        "company_name": F(
            "Cobblestone Ambulatory Partners, Inc.",
            1,
            "COBBLESTONE AMBULATORY PARTNERS, INC.",
        ),
        "report_type": F("10-Q", 1, "FORM 10-Q"),
        "period_end_date": F("2025-06-30", 1, "For the quarterly period ended June 30, 2025"),
        "currency": F("USD", 2, "Net patient service revenues $284,512"),
        "total_revenue": F(294116000, 2, "Total revenues 294,116 260,797"),
        "operating_income": F(83996000, 2, "Operating income 83,996 72,809"),
        "net_income": F(22444000, 2, "Net income attributable to Cobblestone $22,444 $16,255"),
        "diluted_eps": F(0.46, 2, "Diluted $0.46 $0.34"),
        "total_assets": F(2356353000, 3, "Total assets $2,356,353 $2,333,116"),
        "total_liabilities": F(1271041000, 3, "Total liabilities 1,271,041 1,282,084"),
        "total_equity": F(798900000, 3, "Total equity 798,900 779,127"),
        "cash_and_equivalents": F(88416000, 3, "Cash and cash equivalents $88,416"),
    }
    notes = (
        "10-Q for the quarter ended June 30, 2025, in thousands; three- and six-month columns, current "
        "first (labels = the three-month 2025 column). Net income is split: 'Net income' (before NCI) is a "
        "distractor; net_income is 'Net income attributable to Cobblestone' (a sum checks net income - "
        "NCI). The balance sheet has REDEEMABLE noncontrolling interests in temporary (mezzanine) equity "
        "between Total liabilities and Equity: total_equity is 'Total equity' (Cobblestone stockholders' "
        "equity + ordinary noncontrolling interests, a sum checks it) and excludes the redeemable NCI, so "
        "total_liabilities + redeemable NCI + total_equity = total_assets (a sum relates the three). "
        "'Total Cobblestone stockholders' equity' and the six-month figures are distractors."
    )
    sums = [
        SUM(
            "net income - NCI = net income attributable to Cobblestone",
            [
                (1, T("net income", 63672000, 2, "Net income 63,672 52,159")),
                (
                    -1,
                    T(
                        "NCI",
                        41228000,
                        2,
                        "interests (including redeemable) 41,228 35,904",
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "total liabilities + redeemable NCI + total equity = total assets",
            [
                (1, "total_liabilities"),
                (
                    1,
                    T(
                        "redeemable NCI",
                        286412000,
                        3,
                        "Redeemable noncontrolling interests 286,412",
                    ),
                ),
                (1, "total_equity"),
            ],
            "total_assets",
        ),
        SUM(
            "Cobblestone stockholders' equity + NCI = total equity",
            [
                (
                    1,
                    T(
                        "Cobblestone stockholders' equity",
                        600130000,
                        3,
                        "Total Cobblestone stockholders' equity 600,130",
                    ),
                ),
                (
                    1,
                    T(
                        "noncontrolling interests",
                        198770000,
                        3,
                        "Noncontrolling interests 198,770",
                    ),
                ),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


# ==================== 5 German half-year financial report, EUR million, no total liabilities
@doc(
    "b13_fs_de_half_year_eurm",
    "financial_statement",
    "Hallberg Feinchemie AG Half-Year Financial Report 2025",
)
def fs_de():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.rect(0, 0, 595, 120, 0, fill=WINE, color=None)
    p.text(50, 60, "Hallberg Feinchemie AG", 20, True, color=(1, 1, 1))
    p.text(
        50,
        86,
        "Half-Year Financial Report January 1 to June 30, 2025",
        13,
        color=(1, 1, 1),
    )
    y = 160
    p.text(50, y, "Interim group management report (excerpt)", 12, True, color=WINE)
    y = p.wrap(
        50,
        y + 20,
        495,
        "In the first half of 2025 the Hallberg Group increased sales by 7.2% to €1,284.6 million. Sales in "
        "the second quarter alone were €648.2 million (Q2 2024: €611.9 million). Adjusted EBITDA rose to "
        "€221.4 million, a margin of 17.2%. Operating profit (EBIT) in the second quarter was €68.9 million.",
        9.4,
    )
    y = p.wrap(
        50,
        y + 6,
        495,
        "Free cash flow for the first six months was €41.7 million after higher working capital. Net financial "
        "debt at June 30, 2025 amounted to €314.2 million. The Executive Board confirms its forecast for fiscal "
        "2025: sales of €2.5 billion to €2.6 billion and adjusted EBITDA of €430 million to €450 million.",
        9.4,
    )
    p.wrap(
        50,
        y + 6,
        495,
        "Hallberg Feinchemie AG · Chemiepark Nord 12 · 67063 Ludwigshafen am Rhein · Germany. All figures in "
        "this report are in € million unless otherwise stated; rounding differences may occur.",
        8.4,
    )
    # ---------------------------------------------------------------- page 2: income statement
    p.new_page()
    p.text(50, 62, "Consolidated income statement", 13, True, color=WINE)
    p.text(50, 78, "€ million", 8.4)
    colx = [455, 545]
    y = heads(
        p,
        104,
        colx,
        [("H1 2025", "H1 2024"), ("Jan. 1 - June 30", "Jan. 1 - June 30")],
        size=7.2,
    )
    sales = V("1284.6", "1198.2")
    cos = V("-882.4", "-829.7")
    gp = add(sales, cos)
    sell = V("-142.8", "-133.1")
    rd = V("-61.5", "-58.9")
    ga = V("-73.2", "-70.4")
    ooi = V("18.4", "14.2")
    ooe = V("-22.7", "-19.8")
    ebit = add(gp, sell, rd, ga, ooi, ooe)
    fin = V("-14.6", "-12.9")
    ebt = add(ebit, fin)
    tax = [-rnd(x * D("0.28"), 1) for x in ebt]
    ni = add(ebt, tax)
    nci = V("3.1", "2.8")
    nip = sub(ni, nci)
    bsh = V("38.42", "38.42")
    dsh = V("38.71", "38.66")
    beps = [rnd(n / s, 2) for n, s in zip(nip, bsh, strict=True)]
    deps = [rnd(n / s, 2) for n, s in zip(nip, dsh, strict=True)]
    y = table(
        p,
        y,
        colx,
        [
            ("Sales", sales, "b"),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "tb"),
            ("Selling expenses", sell, ""),
            ("Research and development expenses", rd, ""),
            ("General administrative expenses", ga, ""),
            ("Other operating income", ooi, ""),
            ("Other operating expenses", ooe, ""),
            ("Operating profit (EBIT)", ebit, "tb"),
            ("Financial result", fin, ""),
            ("Earnings before income taxes", ebt, "t"),
            ("Income taxes", tax, ""),
            ("Net income", ni, "tb"),
            ("thereof attributable to non-controlling interests", nci, "1"),
            (
                "thereof attributable to shareholders of Hallberg Feinchemie AG",
                nip,
                "1",
            ),
            ("", None, ""),
            ("Earnings per share (€)", None, "h"),
            ("basic", [str(e) for e in beps], "1"),
            ("diluted", [str(e) for e in deps], "1"),
        ],
        8.4,
        15,
        nd=1,
        lx=50,
    )
    same(120.4, ebit[0], "ebit")
    same(76.2, ni[0], "ni")
    same(73.1, nip[0], "nip")
    same(1.89, deps[0], "deps")
    p.wrap(
        50,
        y + 16,
        495,
        "The income statement for the second quarter (April 1 - June 30) is presented in the notes on page 24. "
        "The interim financial statements have been reviewed but not audited.",
        8,
    )
    # ---------------------------------------------------------------- page 3: balance sheet
    p.new_page()
    p.text(50, 62, "Consolidated statement of financial position", 13, True, color=WINE)
    p.text(50, 78, "€ million", 8.4)
    y = heads(p, 104, colx, [("June 30, 2025", "Dec. 31, 2024")], size=7.2)
    intg = V("412.5", "418.9")
    ppe = V("806.3", "792.6")
    rou = V("64.2", "66.8")
    fa = V("22.4", "21.9")
    dta = V("35.7", "33.1")
    nca = add(intg, ppe, rou, fa, dta)
    inv = V("498.2", "455.3")
    tr = V("402.6", "351.4")
    oca = V("71.8", "66.5")
    cash = V("184.1", "246.8")
    ca = add(inv, tr, oca, cash)
    ta = add(nca, ca)
    pen = V("198.4", "205.1")
    opn = V("41.2", "43.0")
    fln = V("352.0", "352.0")
    lln = V("49.8", "52.1")
    dtl = V("38.6", "37.2")
    ncl = add(pen, opn, fln, lln, dtl)
    flc = V("96.5", "48.0")
    tp = V("287.3", "301.6")
    opc = V("52.9", "58.7")
    olc = V("88.4", "92.5")
    cl = add(flc, tp, opc, olc)
    eq = sub(sub(ta, ncl), cl)
    nci_eq = V("24.9", "23.6")
    eqp = sub(eq, nci_eq)
    y = table(
        p,
        y,
        colx,
        [
            ("Assets", None, "h"),
            ("Intangible assets", intg, "1"),
            ("Property, plant and equipment", ppe, "1"),
            ("Right-of-use assets", rou, "1"),
            ("Financial assets", fa, "1"),
            ("Deferred tax assets", dta, "1"),
            ("Non-current assets", nca, "tb"),
            ("Inventories", inv, "1"),
            ("Trade accounts receivable", tr, "1"),
            ("Other current assets", oca, "1"),
            ("Cash and cash equivalents", cash, "1"),
            ("Current assets", ca, "tb"),
            ("Total assets", ta, "tbu"),
            ("", None, ""),
            ("Equity and liabilities", None, "h"),
            ("Equity attributable to shareholders of Hallberg Feinchemie AG", eqp, "1"),
            ("Non-controlling interests", nci_eq, "1"),
            ("Equity", eq, "tb"),
            ("Provisions for pensions", pen, "1"),
            ("Other provisions", opn, "1"),
            ("Financial liabilities", fln, "1"),
            ("Lease liabilities", lln, "1"),
            ("Deferred tax liabilities", dtl, "1"),
            ("Non-current liabilities", ncl, "tb"),
            ("Financial liabilities", flc, "1"),
            ("Trade accounts payable", tp, "1"),
            ("Other provisions", opc, "1"),
            ("Other liabilities", olc, "1"),
            ("Current liabilities", cl, "tb"),
            ("Total equity and liabilities", add(eq, ncl, cl), "tbu"),
        ],
        8.4,
        15,
        nd=1,
        lx=50,
    )
    same(2497.8, ta[0], "ta")
    same(1292.7, eq[0], "eq")
    same(680.0, ncl[0], "ncl")
    same(525.1, cl[0], "cl")
    fields = {
        "company_name": F("Hallberg Feinchemie AG", 1, "Hallberg Feinchemie AG"),
        "report_type": F("other", 1, "Half-Year Financial Report January 1 to June 30, 2025"),
        "period_end_date": F("2025-06-30", 1, "Half-Year Financial Report January 1 to June 30, 2025"),
        "currency": F("EUR", 1, "All figures in this report are in € million"),
        "total_revenue": F(1284600000, 2, "Sales 1,284.6 1,198.2"),
        "operating_income": F(120400000, 2, "Operating profit (EBIT) 120.4 100.5"),
        "net_income": F(
            73100000,
            2,
            "thereof attributable to shareholders of Hallberg Feinchemie AG 73.1 60.3",
        ),
        "diluted_eps": F(1.89, 2, "diluted 1.89 1.56"),
        "total_assets": F(2497800000, 3, "Total assets 2,497.8 2,453.3"),
        "total_liabilities": NULL(),
        "total_equity": F(1292700000, 3, "Equity 1,292.7 1,263.1"),
        "cash_and_equivalents": F(184100000, 3, "Cash and cash equivalents 184.1 246.8"),
    }
    notes = (
        "German group's half-year financial report (report_type other: neither a 10-Q, an earnings release "
        "nor an annual report) in € million with one decimal. The current period is the SIX MONTHS ended "
        "June 30, 2025 (column H1 2025, current first); the second-quarter sales and EBIT quoted in the "
        "management report, adjusted EBITDA, free cash flow, net financial debt and the full-year forecast "
        "are distractors. net_income is the line attributable to shareholders of Hallberg Feinchemie AG "
        "(a sum checks net income - NCI); total_equity is 'Equity' including non-controlling interests. "
        "total_liabilities is null: the statement of financial position prints Non-current liabilities and "
        "Current liabilities subtotals and 'Total equity and liabilities', but no total of liabilities "
        "(never computed); a sum checks Equity + non-current + current liabilities = total assets."
    )
    sums = [
        SUM(
            "net income - NCI = net income attributable to shareholders",
            [
                (1, T("net income", 76200000, 2, "Net income 76.2 63.1")),
                (
                    -1,
                    T(
                        "NCI",
                        3100000,
                        2,
                        "thereof attributable to non-controlling interests 3.1",
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "equity + non-current liabilities + current liabilities = total assets",
            [
                (1, "total_equity"),
                (
                    1,
                    T(
                        "non-current liabilities",
                        680000000,
                        3,
                        "Non-current liabilities 680.0 689.4",
                    ),
                ),
                (
                    1,
                    T(
                        "current liabilities",
                        525100000,
                        3,
                        "Current liabilities 525.1 500.8",
                    ),
                ),
            ],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums
