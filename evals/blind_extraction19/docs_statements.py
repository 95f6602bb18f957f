"""Financial-statement builders for blind_extraction19 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals from the line items it prints and checks the hand-written label literals
(one L = dict(...) per builder) with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, rnd
from pdfkit import Pdf, fmt
from sheet import Sheet

A4 = dict(w=595, h=842)


def V(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def neg(a):
    return [-x for x in a]


def paren(nd, zero="—"):
    """US/IFRS figure formatter: 1,234.5 / (1,234.5) / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, ",", ".", nd, neg="()")

    return f


def es0(x):
    """Spanish figure in thousands: 48.216 / -21.930 / - for zero."""
    return "-" if x == 0 else fmt(x, ".", ",", 0, neg="-")


def table(s, colx, rows, f, size=7.8, lead=None, dollar_dx=46):
    """rows: (label, values or None, flags); flags: b bold, i indent, t rule above,
    u double rule below, $ a currency sign left of each figure.  Values may be strings
    (printed as they are).  Returns {label: row text} for the first row of each label
    with figures."""
    out = {}
    lead = lead or size * 1.55
    for label, vals, flags in rows:
        if "t" in flags:
            s.p.line(colx[0] - 40, s.y - size - 1.5, colx[-1] + 2, s.y - size - 1.5, 0.4)
        cells = [(s.x + (10 if "i" in flags else 0), label)]
        for x, v in zip(colx, vals or [], strict=False):
            txt = v if isinstance(v, str) else f(v)
            if "$" in flags and not isinstance(v, str):
                cells.append((x - dollar_dx, "$"))
            cells.append((x, txt, "r"))
        qt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if "u" in flags:
            s.p.line(colx[0] - 40, s.y - lead + 3, colx[-1] + 2, s.y - lead + 3, 0.4)
            s.p.line(colx[0] - 40, s.y - lead + 4.6, colx[-1] + 2, s.y - lead + 4.6, 0.4)
        if vals and label not in out:
            out[label] = qt
    return out


def heads(s, colx, lines, size=7.2):
    """Column headings, right-aligned over the figure columns; centred spanning captions
    are given as (x_centre, text, 'c') tuples in a line."""
    for ln in lines:
        cells = []
        for i, t in enumerate(ln):
            if isinstance(t, tuple):
                cells.append(t)
            elif t:
                cells.append((colx[i], t, "r"))
        s.row(cells, size=size, bold=True, lead=size + 3)
    s.p.line(colx[0] - 40, s.y - 6, colx[-1] + 2, s.y - 6, 0.5)
    s.skip(4)


def eps(ni, sh):
    return [rnd(n / x, 2) for n, x in zip(ni, sh, strict=True)]


def centre(a, b):
    return (a + b) / 2


# ==================== 1 10-Q: nine-month block FIRST, three-month block second; $ millions, one decimal
@doc("b19_fs_10q_ytd_block_first_millions", "financial_statement", "Corvane Medical Devices 10-Q Q3 2026")
def fs_10q():
    L = dict(rev=530.9, oi=85.1, ni=60.0, deps=0.97, ta=6518.7, tl=3470.1, te=3048.6, cash=287.6)
    p = Pdf()
    s = Sheet(p, x=50, xr=562, top=54, size=8.2)
    s.t("UNITED STATES", 9, True, align="c")
    s.t("SECURITIES AND EXCHANGE COMMISSION", 9, True, align="c")
    s.t("Washington, D.C. 20549", 7.8, align="c")
    s.skip(2)
    q_type = s.t("FORM 10-Q", 15, True, align="c")
    q_per = s.t(
        "QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        7.2,
        align="c",
    )
    q_end = s.t("For the quarterly period ended September 26, 2026", 8.4, align="c")
    s.skip(2)
    q_co = s.t("CORVANE MEDICAL DEVICES, INC.", 13, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7, align="c", color=GREY)
    s.t(
        "Minnesota · Commission File No. 001-38814 · I.R.S. Employer Identification No. 41-1977305",
        7.2,
        align="c",
    )
    s.skip(8)
    s.t("PART I - FINANCIAL INFORMATION", 8.6, True)
    s.t("Item 1. Financial Statements", 8.2, True)
    s.t("CORVANE MEDICAL DEVICES, INC. AND SUBSIDIARIES", 8.6, True, align="c")
    s.t("CONDENSED CONSOLIDATED STATEMENTS OF INCOME (Unaudited)", 8.4, True, align="c")
    s.t("(In millions, except per share amounts)", 7.4, align="c")
    s.skip(4)
    colx = [338, 398, 488, 548]
    heads(
        s,
        colx,
        [
            [(centre(300, 400), "Nine Months Ended", "c"), (centre(450, 550), "Three Months Ended", "c")],
            ["September 26,", "September 27,", "September 26,", "September 27,"],
            ["2026", "2025", "2026", "2025"],
        ],
    )
    # column order: 9M 2026, 9M 2025, Q3 2026, Q3 2025
    prod = V(1203.4, 1131.8, 412.6, 388.1)
    serv = V(342.9, 309.6, 118.3, 104.7)
    rev = add(prod, serv)
    cprod = V(502.7, 480.3, 171.2, 165.9)
    cserv = V(178.5, 163.1, 61.4, 55.8)
    cost = add(cprod, cserv)
    gp = add(rev, neg(cost))
    rd = V(171.6, 154.2, 58.4, 52.9)
    sga = V(421.9, 398.8, 142.7, 135.2)
    amort = V(36.5, 37.3, 12.1, 12.4)
    opx = add(rd, sga, amort)
    oi = add(gp, neg(opx))
    intr = V(-30.1, -34.0, -9.8, -11.2)
    oth = V(5.4, 1.1, 2.3, -0.6)
    ebt = add(oi, intr, oth)
    tax = V(44.8, 36.5, 15.9, 12.0)
    ni = add(ebt, neg(tax))
    nci = V(4.9, 3.8, 1.7, 1.3)
    nia = add(ni, neg(nci))
    shb = V(61.0, 60.4, 61.2, 60.5)
    shd = V(61.7, 61.1, 61.9, 61.2)
    f1 = paren(1)
    r = table(
        s,
        colx,
        [
            ("Net sales:", None, ""),
            ("Products", prod, "i$"),
            ("Services", serv, "i"),
            ("Total net sales", rev, "t"),
            ("Cost of sales:", None, ""),
            ("Products", cprod, "i"),
            ("Services", cserv, "i"),
            ("Total cost of sales", cost, "t"),
            ("Gross profit", gp, "b"),
            ("Operating expenses:", None, ""),
            ("Research and development", rd, "i"),
            ("Selling, general and administrative", sga, "i"),
            ("Amortization of acquired intangible assets", amort, "i"),
            ("Total operating expenses", opx, "t"),
            ("Operating income", oi, "b"),
            ("Interest expense, net", intr, ""),
            ("Other income (expense), net", oth, ""),
            ("Income before income taxes", ebt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net income", ni, "tb"),
            ("Less: Net income attributable to noncontrolling interests", nci, ""),
            ("Net income attributable to Corvane Medical Devices, Inc.", nia, "tbu$"),
        ],
        f1,
    )
    s.skip(4)
    s.t("Earnings per share attributable to Corvane Medical Devices, Inc.:", 7.8)
    r2 = table(
        s,
        colx,
        [
            ("Basic", eps(nia, shb), "i$"),
            ("Diluted", eps(nia, shd), "i$"),
        ],
        paren(2),
    )
    table(
        s,
        colx,
        [
            ("Weighted-average shares outstanding - basic", shb, ""),
            ("Weighted-average shares outstanding - diluted", shd, ""),
        ],
        f1,
    )
    s.skip(6)
    s.t("See accompanying notes to the condensed consolidated financial statements.", 7, color=GREY)
    s.t("Page 3", 7, x=306, align="c", color=GREY)
    # ---- page 2: balance sheet
    s.new_page()
    s.t("CORVANE MEDICAL DEVICES, INC. AND SUBSIDIARIES", 8.6, True, align="c")
    s.t("CONDENSED CONSOLIDATED BALANCE SHEETS (Unaudited)", 8.4, True, align="c")
    s.t("(In millions, except par value)", 7.4, align="c")
    s.skip(4)
    bx = [470, 548]
    heads(s, bx, [["September 26,", "December 27,"], ["2026", "2025"]])
    cash = V(287.6, 341.9)
    sti = V(112.4, 96.0)
    ar = V(498.3, 471.5)
    inv = V(612.9, 574.2)
    pre = V(84.7, 79.3)
    tca = add(cash, sti, ar, inv, pre)
    ppe = V(903.5, 882.1)
    rou = V(141.2, 150.6)
    gw = V(2716.8, 2716.8)
    intang = V(981.6, 1018.1)
    dta = V(58.9, 61.4)
    oth_a = V(120.8, 108.7)
    ta = add(tca, ppe, rou, gw, intang, dta, oth_a)
    ap = V(241.8, 229.4)
    acc = V(318.5, 344.0)
    cdebt = V(75.0, 75.0)
    opl = V(28.6, 29.9)
    tcl = add(ap, acc, cdebt, opl)
    ltd = V(2390.9, 2454.1)
    lopl = V(122.7, 131.3)
    dtl = V(204.9, 219.6)
    oth_l = V(87.7, 92.5)
    tl = add(tcl, ltd, lopl, dtl, oth_l)
    cs = V(0.6, 0.6)
    apic = V(1284.1, 1262.7)
    aoci = V(-96.4, -118.2)
    treas = V(-410.0, -355.0)
    nci_b = V(38.9, 34.0)
    re_ = add(ta, neg(tl), neg(cs), neg(apic), neg(aoci), neg(treas), neg(nci_b))
    sh_eq = add(cs, apic, re_, aoci, treas)
    te = add(sh_eq, nci_b)
    tle = add(tl, te)
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "i$"),
            ("Short-term investments", sti, "i"),
            ("Accounts receivable, net", ar, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and other current assets", pre, "i"),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intang, ""),
            ("Deferred income taxes", dta, ""),
            ("Other assets", oth_a, ""),
            ("Total assets", ta, "tbu$"),
            ("LIABILITIES AND EQUITY", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "i$"),
            ("Accrued compensation and other liabilities", acc, "i"),
            ("Current portion of long-term debt", cdebt, "i"),
            ("Operating lease liabilities", opl, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net of current portion", ltd, ""),
            ("Long-term operating lease liabilities", lopl, ""),
            ("Deferred income taxes", dtl, ""),
            ("Other long-term liabilities", oth_l, ""),
            ("Total liabilities", tl, "tb"),
            ("Commitments and contingencies (Note 11)", None, ""),
            ("Equity:", None, ""),
            ("Common stock, $0.01 par value", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Retained earnings", re_, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Treasury stock, at cost", treas, "i"),
            ("Total Corvane Medical Devices, Inc. shareholders' equity", sh_eq, "t"),
            ("Noncontrolling interests", nci_b, ""),
            ("Total equity", te, "tb"),
            ("Total liabilities and equity", tle, "tbu$"),
        ],
        f1,
    )
    s.skip(6)
    s.para(
        "Note 4 - Cash. Cash, cash equivalents and restricted cash shown in the condensed consolidated "
        "statements "
        "of cash flows were $301.2 million at September 26, 2026, including restricted cash of $13.6 "
        "million held in "
        "escrow for a pending acquisition and reported in other current assets.",
        7.2,
    )
    same(L["rev"], rev[2], "rev")
    same(L["oi"], oi[2], "oi")
    same(L["ni"], nia[2], "ni")
    same(L["deps"], eps(nia, shd)[2], "deps")
    same(L["ta"], ta[0], "ta")
    same(L["tl"], tl[0], "tl")
    same(L["te"], te[0], "te")
    same(L["cash"], cash[0], "cash")
    same(D("301.2") - D("13.6"), cash[0], "cash note")
    M = 1_000_000
    fields = {
        "company_name": F("CORVANE MEDICAL DEVICES, INC.", 1, q_co),
        "report_type": F("10-Q", 1, q_type),
        "period_end_date": F("2026-09-26", 1, q_end),
        "currency": F("USD", 1, r["Products"]),
        "total_revenue": F(530_900_000, 1, r["Total net sales"]),
        "operating_income": F(85_100_000, 1, r["Operating income"]),
        "net_income": F(60_000_000, 1, r["Net income attributable to Corvane Medical Devices, Inc."]),
        "diluted_eps": F(0.97, 1, r2["Diluted"]),
        "total_assets": F(6_518_700_000, 2, b["Total assets"]),
        "total_liabilities": F(3_470_100_000, 2, b["Total liabilities"]),
        "total_equity": F(3_048_600_000, 2, b["Total equity"]),
        "cash_and_equivalents": F(287_600_000, 2, b["Cash and cash equivalents"]),
    }
    same(L["rev"] * M, fields["total_revenue"]["value"], "scale rev")
    notes = (
        "10-Q in $ millions with one decimal. The income statement puts the NINE-month block first and the "
        "three-month block second (each current year first), so the current quarter (three months ended "
        "September 26, 2026) is the THIRD figure column. net_income is the line attributable to Corvane "
        "(after noncontrolling interests), diluted_eps the 'Diluted' line in that column. Balance sheet: "
        "current column first; total_equity is 'Total equity' (including noncontrolling interests), not the "
        "shareholders' equity subtotal; cash_and_equivalents excludes the restricted cash of Note 4. "
        f"Cover: {q_per}. No field is null."
    )
    sums = [
        SUM(
            "Total liabilities + Total equity = Total liabilities and equity",
            [(1, "total_liabilities"), (1, "total_equity")],
            T("Total liabilities and equity", 6_518_700_000, 2, b["Total liabilities and equity"]),
        )
    ]
    return p, fields, notes, sums


# ==================== 2 annual report of a French group (English, EUR million): Total equity and liabilities
@doc("b19_fs_fr_annual_report_eur_m", "financial_statement", "Obernay Industries Annual Report 2025")
def fs_fr():
    L = dict(rev=2846.3, oi=307.8, ni=187.6, deps=3.80, ta=4527.6, te=1897.6, cash=438.9)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=52, size=8)
    s.row([(48, "OBERNAY INDUSTRIES"), (547, "2025 ANNUAL REPORT", "r")], size=9, bold=True, lead=12)
    s.row(
        [
            (48, "Société anonyme · 3 rue de la Hallebarde, 67210 Obernai, France"),
            (547, "Chapter 5 - Financial statements", "r"),
        ],
        size=6.8,
        lead=14,
    )
    s.p.hline(s.y - 8, 48, 547, 0.6)
    s.skip(6)
    q_ar = s.t("Obernay Industries SA - Annual Report 2025", 12, True)
    q_year = s.t("5.1 Consolidated financial statements for the year ended 31 December 2025", 9, True)
    s.skip(4)
    s.t("5.1.1 Consolidated income statement", 8.6, True)
    q_unit = s.t("(in € millions)", 7.4, color=GREY)
    colx = [380, 462, 540]
    heads(s, colx, [["Notes", "2025", "2024"]])
    rev = V(2846.3, 2712.9)
    cos = V(-1902.4, -1826.5)
    gm = add(rev, cos)
    sell = V(-312.8, -301.4)
    adm = V(-187.5, -179.6)
    rd = V(-94.2, -88.7)
    roi = add(gm, sell, adm, rd)
    ooie = V(-41.6, -12.3)
    oi = add(roi, ooie)
    cnd = V(-38.9, -42.7)
    ofin = V(-6.4, 3.1)
    ebt = add(oi, cnd, ofin)
    tax = V(-68.2, -61.5)
    eq = V(7.9, 6.2)
    ni = add(ebt, tax, eq)
    nci = V(14.6, 12.8)
    nia = add(ni, neg(nci))
    shb = V("48.62", "48.90")
    shd = V("49.35", "49.51")
    f1 = paren(1, zero="-")

    def rows(*rs):
        return [(lab, [n] + list(v) if v is not None else None, fl) for lab, n, v, fl in rs]

    r = table(
        s,
        colx,
        rows(
            ("Revenue", "6.1", rev, "b"),
            ("Cost of sales", "", cos, ""),
            ("Gross margin", "", gm, "t"),
            ("Selling and marketing expenses", "", sell, ""),
            ("General and administrative expenses", "", adm, ""),
            ("Research and development expenses", "6.3", rd, ""),
            ("Recurring operating income", "", roi, "tb"),
            ("Other operating income and expenses", "6.4", ooie, ""),
            ("Operating income", "", oi, "tb"),
            ("Cost of net financial debt", "6.5", cnd, ""),
            ("Other financial income and expenses", "6.5", ofin, ""),
            ("Income tax", "6.6", tax, ""),
            ("Share of net income of equity-accounted companies", "", eq, ""),
            ("Net income", "", ni, "tb"),
            ("attributable to owners of the parent", "", nia, "i"),
            ("attributable to non-controlling interests", "", nci, "i"),
        ),
        f1,
    )
    r2 = table(
        s,
        colx,
        rows(
            ("Basic earnings per share (in €)", "6.7", eps(nia, shb), ""),
            ("Diluted earnings per share (in €)", "6.7", eps(nia, shd), ""),
        ),
        paren(2),
    )
    s.skip(8)
    s.para(
        "Net debt excluding lease liabilities was €762.0 million at 31 December 2025 (2024: €842.8 million). "
        "Revenue grew 4.9% and the recurring operating margin reached 12.3%. The Board will propose a "
        "dividend of €1.85 per share at the Annual General Meeting of 20 May 2026.",
        7.4,
    )
    s.t("Obernay Industries - 2025 Annual Report - 142", 6.8, x=547, align="r", color=GREY)
    s.new_page()
    s.row([(48, "OBERNAY INDUSTRIES"), (547, "2025 ANNUAL REPORT", "r")], size=9, bold=True, lead=12)
    s.p.hline(s.y - 8, 48, 547, 0.6)
    s.skip(8)
    s.t("5.1.2 Consolidated statement of financial position", 8.6, True)
    s.t("(in € millions)", 7.4, color=GREY)
    heads(s, colx, [["Notes", "31 Dec. 2025", "31 Dec. 2024"]])
    gw = V(1184.6, 1162.0)
    intang = V(402.3, 428.9)
    ppe = V(961.7, 933.4)
    rou = V(118.5, 124.2)
    eqa = V(86.1, 80.3)
    ofa = V(44.9, 47.2)
    dta = V(73.4, 69.8)
    tnca = add(gw, intang, ppe, rou, eqa, ofa, dta)
    inv = V(508.2, 486.7)
    tr = V(611.4, 590.3)
    oca = V(97.6, 101.9)
    cash = V(438.9, 392.5)
    tca = add(inv, tr, oca, cash)
    ta = add(tnca, tca)
    cap = V(97.2, 97.8)
    nci_b = V(71.3, 63.9)
    ltb = V(1012.6, 1058.4)
    llease = V(96.8, 101.5)
    emp = V(132.4, 140.1)
    prov = V(58.7, 61.3)
    dtl = V(91.2, 87.6)
    tncl = add(ltb, llease, emp, prov, dtl)
    stb = V(188.3, 176.9)
    slease = V(29.4, 30.2)
    tp = V(702.5, 671.8)
    ocl = V(318.1, 302.6)
    tcl = add(stb, slease, tp, ocl)
    res = add(ta, neg(tncl), neg(tcl), neg(cap), neg(nci_b))
    eqp = add(cap, res)
    te = add(eqp, nci_b)
    tel = add(te, tncl, tcl)
    b = table(
        s,
        colx,
        rows(
            ("ASSETS", None, None, "b"),
            ("Goodwill", "7.1", gw, ""),
            ("Other intangible assets", "7.2", intang, ""),
            ("Property, plant and equipment", "7.3", ppe, ""),
            ("Right-of-use assets", "7.4", rou, ""),
            ("Investments in equity-accounted companies", "", eqa, ""),
            ("Other non-current financial assets", "", ofa, ""),
            ("Deferred tax assets", "", dta, ""),
            ("Non-current assets", "", tnca, "tb"),
            ("Inventories", "7.5", inv, ""),
            ("Trade receivables", "7.6", tr, ""),
            ("Other current assets", "", oca, ""),
            ("Cash and cash equivalents", "7.7", cash, ""),
            ("Current assets", "", tca, "tb"),
            ("Total assets", "", ta, "tbu"),
            ("EQUITY AND LIABILITIES", None, None, "b"),
            ("Share capital", "", cap, ""),
            ("Reserves and retained earnings", "", res, ""),
            ("Equity attributable to owners of the parent", "", eqp, "t"),
            ("Non-controlling interests", "", nci_b, ""),
            ("Total equity", "7.8", te, "tb"),
            ("Long-term borrowings", "7.9", ltb, ""),
            ("Non-current lease liabilities", "", llease, ""),
            ("Employee benefit obligations", "7.10", emp, ""),
            ("Non-current provisions", "", prov, ""),
            ("Deferred tax liabilities", "", dtl, ""),
            ("Non-current liabilities", "", tncl, "tb"),
            ("Short-term borrowings", "7.9", stb, ""),
            ("Current lease liabilities", "", slease, ""),
            ("Trade payables", "", tp, ""),
            ("Other current liabilities", "", ocl, ""),
            ("Current liabilities", "", tcl, "tb"),
            ("Total equity and liabilities", "", tel, "tbu"),
        ),
        f1,
        lead=12.6,
    )
    s.skip(6)
    s.t(
        "The accompanying notes are an integral part of the consolidated financial statements.", 7, color=GREY
    )
    same(L["rev"], rev[0], "rev")
    same(L["oi"], oi[0], "oi")
    same(L["ni"], nia[0], "ni")
    same(L["deps"], eps(nia, shd)[0], "deps")
    same(L["ta"], ta[0], "ta")
    same(L["te"], te[0], "te")
    same(L["cash"], cash[0], "cash")
    same(L["ta"], tel[0], "balance")
    same(D("762.0"), ltb[0] + stb[0] - cash[0], "net debt 2025")
    same(D("842.8"), ltb[1] + stb[1] - cash[1], "net debt 2024")
    fields = {
        "company_name": F("Obernay Industries SA", 1, q_ar),
        "report_type": F("annual_report", 1, q_ar),
        "period_end_date": F("2025-12-31", 1, q_year),
        "currency": F("EUR", 1, q_unit),
        "total_revenue": F(2_846_300_000, 1, r["Revenue"]),
        "operating_income": F(307_800_000, 1, r["Operating income"]),
        "net_income": F(187_600_000, 1, r["attributable to owners of the parent"]),
        "diluted_eps": F(3.80, 1, r2["Diluted earnings per share (in €)"]),
        "total_assets": F(4_527_600_000, 2, b["Total assets"]),
        "total_liabilities": NULL(),
        "total_equity": F(1_897_600_000, 2, b["Total equity"]),
        "cash_and_equivalents": F(438_900_000, 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "English-language annual report of a French group, in € millions with one decimal, 2025 (current) "
        "first, a Notes column between captions and figures. operating_income is 'Operating income' (after "
        "other operating income and expenses), not 'Recurring operating income'. net_income is the line "
        "attributable to owners of the parent. total_equity is 'Total equity' (including non-controlling "
        "interests). total_liabilities is null: the statement prints only non-current and current "
        "liabilities subtotals and 'Total equity and liabilities' (which equals total assets), no total of "
        "liabilities. The net debt and margin figures in the commentary are not contract fields."
    )
    sums = [
        SUM(
            "Total equity + non-current + current liabilities = Total equity and liabilities",
            [
                (1, "total_equity"),
                (1, T("Non-current liabilities", 1_391_700_000, 2, b["Non-current liabilities"])),
                (1, T("Current liabilities", 1_238_300_000, 2, b["Current liabilities"])),
            ],
            T("Total equity and liabilities", 4_527_600_000, 2, b["Total equity and liabilities"]),
        )
    ]
    same(D("1391.7"), tncl[0], "tncl")
    same(D("1238.3"), tcl[0], "tcl")
    return p, fields, notes, sums


# ==================== 3 earnings release: three quarterly columns OLDEST first (current last), net loss
@doc(
    "b19_fs_release_sequential_quarters_oldest_first",
    "financial_statement",
    "Harrowgate Software Holdings first quarter 2026 results",
)
def fs_release():
    L = dict(rev=88191, oi=-9055, ni=-7915, deps=-0.18, ta=471360, tl=346888, te=124472, cash=131628)
    p = Pdf()
    s = Sheet(p, x=54, xr=558, top=56, size=8.4)
    s.t("NEWS RELEASE", 8, True, color=GREY)
    q_head = s.t("Harrowgate Software Holdings Reports First Quarter 2026 Results", 14, True)
    s.t("Subscription revenue up 13% year over year; raises full-year 2026 outlook", 9.4)
    s.skip(4)
    s.para(
        "PROVIDENCE, R.I., May 6, 2026 -- Harrowgate Software Holdings, Inc. (NASDAQ: HRGT), a provider of "
        "compliance workflow software for regional banks and credit unions, today announced financial "
        "results "
        "for its first quarter ended March 31, 2026.",
        8.4,
    )
    s.t("First Quarter 2026 Highlights", 8.8, True)
    for b_ in [
        "Total revenue of $88.2 million, up 10% year over year.",
        "Non-GAAP operating income of $6.1 million, compared with $3.4 million in the first quarter of 2025.",
        "Annual recurring revenue of $331.4 million at quarter end, up 14% year over year.",
        "Cash, cash equivalents and short-term investments of $214.9 million at March 31, 2026.",
    ]:
        s.t("•  " + b_, 8.2)
    s.skip(2)
    s.para(
        "Second quarter 2026 outlook: total revenue of $90.0 million to $91.0 million and non-GAAP operating "
        "income of $6.5 million to $7.0 million. Full year 2026: total revenue of $366 million to $370 "
        "million.",
        8.2,
    )
    s.skip(4)
    s.t("HARROWGATE SOFTWARE HOLDINGS, INC.", 8.6, True, align="c")
    s.t("Condensed Consolidated Statements of Operations (unaudited)", 8.4, True, align="c")
    s.t("(in thousands, except per share data)", 7.4, align="c")
    s.skip(2)
    colx = [400, 480, 556]
    heads(
        s,
        colx,
        [
            [(centre(360, 556), "Three Months Ended", "c")],
            ["March 31,", "December 31,", "March 31,"],
            ["2025", "2025", "2026"],
        ],
    )
    # column order: Q1 2025, Q4 2025, Q1 2026 (current LAST)
    sub = V(71842, 79115, 80907)
    svc = V(8113, 7406, 7284)
    rev = add(sub, svc)
    csub = V(17906, 19230, 19822)
    csvc = V(7420, 7012, 6977)
    cost = add(csub, csvc)
    gp = add(rev, neg(cost))
    sm = V(34118, 35902, 36240)
    rd = V(19775, 20418, 21305)
    ga = V(11640, 12215, 12902)
    opx = add(sm, rd, ga)
    oi = add(gp, neg(opx))
    ii = V(1512, 1880, 1746)
    oth = V(-233, 415, -118)
    ebt = add(oi, ii, oth)
    tax = V(402, 515, 488)
    ni = add(ebt, neg(tax))
    sh = V(42118, 42905, 43210)
    f0 = paren(0)
    r = table(
        s,
        colx,
        [
            ("Revenue:", None, ""),
            ("Subscription", sub, "i$"),
            ("Professional services", svc, "i"),
            ("Total revenue", rev, "t"),
            ("Cost of revenue:", None, ""),
            ("Subscription", csub, "i"),
            ("Professional services", csvc, "i"),
            ("Total cost of revenue", cost, "t"),
            ("Gross profit", gp, "b"),
            ("Operating expenses:", None, ""),
            ("Sales and marketing", sm, "i"),
            ("Research and development", rd, "i"),
            ("General and administrative", ga, "i"),
            ("Total operating expenses", opx, "t"),
            ("Loss from operations", oi, "b"),
            ("Interest income", ii, ""),
            ("Other income (expense), net", oth, ""),
            ("Loss before income taxes", ebt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net loss", ni, "tbu$"),
        ],
        f0,
        size=7.8,
        lead=11.6,
    )
    r2 = table(
        s, colx, [("Net loss per share, basic and diluted", eps(ni, sh), "$")], paren(2), size=7.8, lead=11.6
    )
    table(s, colx, [("Weighted-average shares, basic and diluted", sh, "")], f0, size=7.8, lead=11.6)
    s.t("Page 1 of 2", 7, x=306, align="c", color=GREY)
    # ---- page 2: balance sheet (current column FIRST) and non-GAAP reconciliation
    s.new_page()
    s.t("HARROWGATE SOFTWARE HOLDINGS, INC.", 8.6, True, align="c")
    s.t("Condensed Consolidated Balance Sheets (unaudited)", 8.4, True, align="c")
    s.t("(in thousands)", 7.4, align="c")
    s.skip(2)
    bx = [480, 556]
    heads(s, bx, [["March 31,", "December 31,"], ["2026", "2025"]])
    cash = V(131628, 142305)
    sti = V(83272, 79940)
    ar = V(52417, 61803)
    dcc = V(14906, 14212)
    pre = V(9884, 8731)
    tca = add(cash, sti, ar, dcc, pre)
    ppe = V(11520, 11947)
    rou = V(18306, 19118)
    dcn = V(27415, 26880)
    gw = V(96740, 96740)
    intang = V(21360, 23500)
    oth_a = V(3912, 4016)
    ta = add(tca, ppe, rou, dcn, gw, intang, oth_a)
    ap = V(4812, 6905)
    acc = V(22473, 36740)
    dr = V(148906, 152380)
    opl = V(4113, 4054)
    tcl = add(ap, acc, dr, opl)
    drn = V(6218, 6905)
    opln = V(16840, 17915)
    conv = V(141622, 141310)
    oth_l = V(1904, 1822)
    tl = add(tcl, drn, opln, conv, oth_l)
    cs = V(43, 43)
    deficit = V(-420545, -412630)
    aoci = V(-146, -88)
    apic = add(ta, neg(tl), neg(cs), neg(deficit), neg(aoci))
    te = add(cs, apic, deficit, aoci)
    tle = add(tl, te)
    b = table(
        s,
        bx,
        [
            ("Assets", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "i$"),
            ("Short-term investments", sti, "i"),
            ("Accounts receivable, net", ar, "i"),
            ("Deferred commissions, current", dcc, "i"),
            ("Prepaid expenses and other current assets", pre, "i"),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Deferred commissions, noncurrent", dcn, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intang, ""),
            ("Other assets", oth_a, ""),
            ("Total assets", ta, "tbu$"),
            ("Liabilities and stockholders' equity", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "i$"),
            ("Accrued expenses and other current liabilities", acc, "i"),
            ("Deferred revenue, current", dr, "i"),
            ("Operating lease liabilities, current", opl, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Deferred revenue, noncurrent", drn, ""),
            ("Operating lease liabilities, noncurrent", opln, ""),
            ("Convertible senior notes, net", conv, ""),
            ("Other liabilities", oth_l, ""),
            ("Total liabilities", tl, "tb"),
            ("Stockholders' equity:", None, ""),
            ("Common stock", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Accumulated deficit", deficit, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Total stockholders' equity", te, "t"),
            ("Total liabilities and stockholders' equity", tle, "tbu$"),
        ],
        f0,
        size=7.8,
        lead=11.8,
    )
    s.skip(8)
    s.t("Reconciliation of GAAP loss from operations to non-GAAP operating income (in thousands)", 8, True)
    heads(s, colx, [["Q1 2025", "Q4 2025", "Q1 2026"]])
    sbc = V(11502, 12236, 12684)
    amo = V(2140, 2140, 2140)
    acq = V(662, 0, 331)
    ngoi = add(oi, sbc, amo, acq)
    table(
        s,
        colx,
        [
            ("GAAP loss from operations", oi, "$"),
            ("Stock-based compensation expense", sbc, ""),
            ("Amortization of acquired intangible assets", amo, ""),
            ("Acquisition-related costs", acq, ""),
            ("Non-GAAP operating income", ngoi, "tb$"),
        ],
        f0,
        size=7.8,
        lead=11.6,
    )
    s.t("Page 2 of 2", 7, x=306, align="c", color=GREY)
    same(D("6100"), ngoi[2], "non-GAAP Q1 2026")
    same(D("3400"), ngoi[0], "non-GAAP Q1 2025")
    same(D("214900"), cash[0] + sti[0], "cash and STI headline")
    same(D("88.2"), rnd(rev[2] / 1000, 1), "headline revenue")
    same(L["rev"], rev[2], "rev")
    same(L["oi"], oi[2], "oi")
    same(L["ni"], ni[2], "ni")
    same(L["deps"], eps(ni, sh)[2], "deps")
    same(L["ta"], ta[0], "ta")
    same(L["tl"], tl[0], "tl")
    same(L["te"], te[0], "te")
    same(L["cash"], cash[0], "cash")
    fields = {
        "company_name": F(
            "Harrowgate Software Holdings, Inc.",
            1,
            "PROVIDENCE, R.I., May 6, 2026 -- Harrowgate Software Holdings, Inc. (NASDAQ: HRGT), a "
            "provider of",
        ),
        "report_type": F("earnings_release", 1, q_head),
        "period_end_date": F("2026-03-31", 1, "for its first quarter ended March 31, 2026."),
        "currency": F("USD", 1, r["Subscription"]),
        "total_revenue": F(88_191_000, 1, r["Total revenue"]),
        "operating_income": F(-9_055_000, 1, r["Loss from operations"]),
        "net_income": F(-7_915_000, 1, r["Net loss"]),
        "diluted_eps": F(-0.18, 1, r2["Net loss per share, basic and diluted"]),
        "total_assets": F(471_360_000, 2, b["Total assets"]),
        "total_liabilities": F(346_888_000, 2, b["Total liabilities"]),
        "total_equity": F(124_472_000, 2, b["Total stockholders' equity"]),
        "cash_and_equivalents": F(131_628_000, 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "Quarterly earnings release in $ thousands. The statement of operations shows three quarterly "
        "columns "
        "OLDEST first (March 31, 2025; December 31, 2025 sequential quarter; March 31, 2026), so the current "
        "quarter is the LAST column. Loss from operations and net loss are bracketed (negative); the single "
        "'basic and diluted' loss per share line gives diluted_eps. The balance sheet, by contrast, puts the "
        "current date (March 31, 2026) FIRST. The rounded headline figures, ARR, outlook and non-GAAP "
        "operating income are not contract fields; cash_and_equivalents excludes short-term investments. "
        "No noncontrolling interests: total_equity is 'Total stockholders' equity'. No field is null."
    )
    sums = [
        SUM(
            "Total liabilities + Total stockholders' equity = Total liabilities and stockholders' equity",
            [(1, "total_liabilities"), (1, "total_equity")],
            T(
                "Total liabilities and stockholders' equity",
                471_360_000,
                2,
                b["Total liabilities and stockholders' equity"],
            ),
        )
    ]
    return p, fields, notes, sums


# ==================== 4 10-K in $ millions, three years current first; NCI; restricted cash in the cash flow
@doc(
    "b19_fs_10k_millions_nci_restricted_cash",
    "financial_statement",
    "Ashbourne Water Technologies 10-K fiscal 2026",
)
def fs_10k():
    L = dict(rev=4318, oi=626, ni=422, deps=3.71, ta=5833, tl=3322, te=2511, cash=512)
    p = Pdf(face="serif")
    s = Sheet(p, x=54, xr=558, top=54, size=8.2)
    s.t("UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 9.4, True, align="c")
    s.t("Washington, D.C. 20549", 8, align="c")
    s.skip(6)
    q_type = s.t("FORM 10-K", 15, True, align="c")
    s.t(
        "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 7.4, align="c"
    )
    q_end = s.t("For the fiscal year ended June 30, 2026", 8.6, align="c")
    q_co = s.t("ASHBOURNE WATER TECHNOLOGIES, INC.", 13, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7, align="c", color=GREY)
    s.t(
        "Pennsylvania · 1-39207 · 23-3310874 · 400 Conestoga Yard Road, Malvern, Pennsylvania 19355",
        7.2,
        align="c",
    )
    s.skip(2)
    s.para(
        "The aggregate market value of the registrant's common stock held by non-affiliates as of December "
        "31, "
        "2025, the last business day of the registrant's most recently completed second fiscal quarter, was "
        "approximately $5.8 billion. As of August 14, 2026, 111,902,317 shares of common stock were "
        "outstanding.",
        7.4,
    )
    s.skip(4)
    s.t("Item 8. Financial Statements and Supplementary Data", 9, True)
    s.t("ASHBOURNE WATER TECHNOLOGIES, INC.", 8.8, True, align="c")
    s.t("CONSOLIDATED STATEMENTS OF INCOME", 8.6, True, align="c")
    s.t("(In millions, except per share data)", 7.6, align="c")
    s.skip(2)
    colx = [420, 488, 556]
    heads(s, colx, [[(centre(370, 556), "Years Ended June 30,", "c")], ["2026", "2025", "2024"]], size=7.6)
    rev = V(4318, 4027, 3866)
    cos = V(2611, 2470, 2395)
    gp = add(rev, neg(cos))
    sga = V(902, 861, 830)
    rd = V(141, 133, 126)
    rst = V(38, 12, 64)
    oi = add(gp, neg(sga), neg(rd), neg(rst))
    intr = V(-88, -95, -81)
    oth = V(14, 9, -6)
    ebt = add(oi, intr, oth)
    tax = V(121, 110, 96)
    ni = add(ebt, neg(tax))
    nci = V(9, 8, 6)
    nia = add(ni, neg(nci))
    shb = V("112.4", "113.9", "115.2")
    shd = V("113.6", "115.0", "116.1")
    f0 = paren(0)
    r = table(
        s,
        colx,
        [
            ("Net sales", rev, "$"),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative expenses", sga, ""),
            ("Research and development expenses", rd, ""),
            ("Restructuring and asset impairment charges", rst, ""),
            ("Operating income", oi, "t"),
            ("Interest expense", intr, ""),
            ("Other income (expense), net", oth, ""),
            ("Income before income taxes", ebt, "t"),
            ("Income tax expense", tax, ""),
            ("Net income", ni, "t"),
            ("Less: Net income attributable to noncontrolling interests", nci, ""),
            ("Net income attributable to Ashbourne Water Technologies, Inc.", nia, "tu$"),
        ],
        f0,
        size=8,
        lead=12.4,
    )
    s.t("Earnings per share attributable to Ashbourne Water Technologies, Inc.:", 8)
    r2 = table(
        s,
        colx,
        [("Basic", eps(nia, shb), "i$"), ("Diluted", eps(nia, shd), "i$")],
        paren(2),
        size=8,
        lead=12.4,
    )
    table(
        s,
        colx,
        [
            ("Weighted-average common shares - basic", shb, ""),
            ("Weighted-average common shares - diluted", shd, ""),
        ],
        paren(1),
        size=8,
        lead=12.4,
    )
    s.t("See Notes to Consolidated Financial Statements.", 7.2, color=GREY)
    s.t("58", 7.4, x=306, align="c", color=GREY)
    # ---- page 2: balance sheet and cash reconciliation
    s.new_page()
    s.t("ASHBOURNE WATER TECHNOLOGIES, INC.", 8.8, True, align="c")
    s.t("CONSOLIDATED BALANCE SHEETS", 8.6, True, align="c")
    s.t("(In millions, except par value)", 7.6, align="c")
    s.skip(2)
    bx = [488, 556]
    heads(s, bx, [[(centre(440, 556), "June 30,", "c")], ["2026", "2025"]], size=7.6)
    cash = V(512, 467)
    rec = V(688, 641)
    inv = V(593, 571)
    pre = V(97, 88)
    tca = add(cash, rec, inv, pre)
    ppe = V(1104, 1062)
    gw = V(1876, 1851)
    intang = V(612, 668)
    rou = V(143, 151)
    oth_a = V(208, 196)
    ta = add(tca, ppe, gw, intang, rou, oth_a)
    std = V(150, 125)
    ap = V(431, 418)
    acc = V(512, 487)
    itp = V(38, 31)
    tcl = add(std, ap, acc, itp)
    ltd = V(1684, 1842)
    opl = V(121, 129)
    dtl = V(148, 162)
    pen = V(96, 118)
    oth_l = V(142, 137)
    tl = add(tcl, ltd, opl, dtl, pen, oth_l)
    cs = V(1, 1)
    apic = V(1318, 1287)
    aoci = V(-214, -256)
    treas = V(-1145, -980)
    ncib = V(57, 52)
    re_ = add(ta, neg(tl), neg(cs), neg(apic), neg(aoci), neg(treas), neg(ncib))
    she = add(cs, apic, re_, aoci, treas)
    te = add(she, ncib)
    tle = add(tl, te)
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Cash and cash equivalents", cash, "$"),
            ("Receivables, net", rec, ""),
            ("Inventories", inv, ""),
            ("Prepaid and other current assets", pre, ""),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Goodwill", gw, ""),
            ("Other intangible assets, net", intang, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Other assets", oth_a, ""),
            ("Total assets", ta, "tu$"),
            ("LIABILITIES AND EQUITY", None, "b"),
            ("Short-term borrowings and current maturities of long-term debt", std, "$"),
            ("Accounts payable", ap, ""),
            ("Accrued and other current liabilities", acc, ""),
            ("Income taxes payable", itp, ""),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt", ltd, ""),
            ("Operating lease liabilities", opl, ""),
            ("Deferred income taxes", dtl, ""),
            ("Pension and other postretirement benefits", pen, ""),
            ("Other noncurrent liabilities", oth_l, ""),
            ("Total liabilities", tl, "t"),
            ("Commitments and contingencies (Note 17)", None, ""),
            ("Common stock, $0.01 par value; 400.0 shares authorized", cs, ""),
            ("Capital in excess of par value", apic, ""),
            ("Retained earnings", re_, ""),
            ("Accumulated other comprehensive loss", aoci, ""),
            ("Treasury stock, at cost", treas, ""),
            ("Total Ashbourne Water Technologies, Inc. shareholders' equity", she, "t"),
            ("Noncontrolling interests", ncib, ""),
            ("Total equity", te, "t"),
            ("Total liabilities and equity", tle, "tu$"),
        ],
        f0,
        size=8,
        lead=12.6,
    )
    s.skip(8)
    s.t("Reconciliation of cash, cash equivalents and restricted cash (Note 6)", 8.2, True)
    heads(s, colx, [["2026", "2025", "2024"]], size=7.6)
    ccr = V(534, 488, 455)
    rc = V(22, 21, 19)
    c = table(
        s,
        colx,
        [
            ("Cash and cash equivalents", add(ccr, neg(rc)), "$"),
            ("Restricted cash included in other assets", rc, ""),
            ("Cash, cash equivalents and restricted cash at end of year", ccr, "t$"),
        ],
        f0,
        size=8,
        lead=12.4,
    )
    same(L["rev"], rev[0], "rev")
    same(L["oi"], oi[0], "oi")
    same(L["ni"], nia[0], "ni")
    same(L["deps"], eps(nia, shd)[0], "deps")
    same(L["ta"], ta[0], "ta")
    same(L["tl"], tl[0], "tl")
    same(L["te"], te[0], "te")
    same(L["cash"], cash[0], "cash")
    same(cash[0], ccr[0] - rc[0], "cash reconciliation 2026")
    same(cash[1], ccr[1] - rc[1], "cash reconciliation 2025")
    fields = {
        "company_name": F("ASHBOURNE WATER TECHNOLOGIES, INC.", 1, q_co),
        "report_type": F("10-K", 1, q_type),
        "period_end_date": F("2026-06-30", 1, q_end),
        "currency": F("USD", 1, r["Net sales"]),
        "total_revenue": F(4_318_000_000, 1, r["Net sales"]),
        "operating_income": F(626_000_000, 1, r["Operating income"]),
        "net_income": F(422_000_000, 1, r["Net income attributable to Ashbourne Water Technologies, Inc."]),
        "diluted_eps": F(3.71, 1, r2["Diluted"]),
        "total_assets": F(5_833_000_000, 2, b["Total assets"]),
        "total_liabilities": F(3_322_000_000, 2, b["Total liabilities"]),
        "total_equity": F(2_511_000_000, 2, b["Total equity"]),
        "cash_and_equivalents": F(512_000_000, 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "10-K in $ millions (whole millions), fiscal year ended June 30, 2026; three years with the current "
        "year FIRST. net_income is the line attributable to Ashbourne (after noncontrolling interests); "
        "diluted_eps the 'Diluted' line. total_equity is 'Total equity' including noncontrolling interests, "
        "not the shareholders' equity subtotal. cash_and_equivalents is the balance-sheet 'Cash and cash "
        "equivalents' (512), not 'Cash, cash equivalents and restricted cash at end of year' (534; sum). The "
        "non-affiliate market value on the cover is not a contract field. No field is null."
    )
    sums = [
        SUM(
            "cash, cash equivalents and restricted cash - restricted cash = cash and cash equivalents",
            [
                (
                    1,
                    T(
                        "Cash, cash equivalents and restricted cash",
                        534_000_000,
                        2,
                        c["Cash, cash equivalents and restricted cash at end of year"],
                    ),
                ),
                (-1, T("Restricted cash", 22_000_000, 2, c["Restricted cash included in other assets"])),
            ],
            "cash_and_equivalents",
        ),
        SUM(
            "Total liabilities + Total equity = Total liabilities and equity",
            [(1, "total_liabilities"), (1, "total_equity")],
            T("Total liabilities and equity", 5_833_000_000, 2, b["Total liabilities and equity"]),
        ),
    ]
    return p, fields, notes, sums


def var_pct(prior, cur):
    """Spanish variation column: +10,6% / -4,2% / n.s. when the sign changes or the prior is zero."""
    if prior == 0 or (prior < 0) != (cur < 0):
        return "n.s."
    v = rnd((cur - prior) / abs(prior) * 100, 1)
    return ("+" if v > 0 else "") + fmt(v, ".", ",", 1, neg="-") + "%"


# ==================== 5 Spanish quarterly results report in miles de euros: prior period first, 3T and 9M
@doc(
    "b19_fs_es_informe_trimestral_miles",
    "financial_statement",
    "Grupo Torrelaguna de Infraestructuras informe de resultados 3T 2026",
)
def fs_es():
    L = dict(rev=163904, oi=21598, ni=12648, deps=0.20, ta=904745, tl=542190, te=362555, cash=88627)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=52, size=7.8)
    s.row(
        [(40, "GRUPO TORRELAGUNA"), (555, "Informe de resultados 3T 2026", "r")], size=9, bold=True, lead=12
    )
    s.p.hline(s.y - 8, 40, 555, 0.6)
    s.skip(6)
    q_co = s.t("Grupo Torrelaguna de Infraestructuras, S.A. y sociedades dependientes", 11, True)
    q_per = s.t("Informe de resultados del periodo de nueve meses terminado el 30 de septiembre de 2026", 8.6)
    s.skip(2)
    s.para(
        "La cifra de negocios del tercer trimestre crece un 10,6% y la cartera de obra alcanza 2.184 "
        "millones de "
        "euros. El EBITDA de los nueve meses se sitúa en 91,7 millones de euros. La deuda financiera neta "
        "asciende a 202,1 millones de euros a 30 de septiembre de 2026.",
        7.8,
    )
    s.skip(2)
    s.t("Cuenta de resultados consolidada", 9, True)
    q_unit = s.t("(miles de euros)", 7.2, color=GREY)
    colx = [300, 350, 396, 455, 505, 551]
    heads(
        s,
        colx,
        [
            [(centre(262, 400), "Tercer trimestre", "c"), (centre(418, 555), "Enero-septiembre", "c")],
            ["3T 2025", "3T 2026", "Var.", "9M 2025", "9M 2026", "Var."],
        ],
        size=7,
    )
    # columns: 3T 2025, 3T 2026, var, 9M 2025, 9M 2026, var
    incn = V(148216, 163904, 431570, 472318)
    otros = V(2114, 3087, 6942, 8015)
    aprov = V(-61330, -67412, -179804, -195226)
    pers = V(-41208, -44917, -121611, -131480)
    ogex = V(-19874, -21306, -57133, -61902)
    ebitda = add(incn, otros, aprov, pers, ogex)
    amort = V(-9412, -10118, -27905, -29871)
    det = V(0, -1640, 312, -1640)
    rexp = add(ebitda, amort, det)
    ifin = V(1118, 1402, 3095, 3980)
    gfin = V(-6215, -5873, -18804, -17665)
    rfin = add(ifin, gfin)
    peq = V(812, 944, 2215, 2530)
    rai = add(rexp, rfin, peq)
    imp = V(-3644, -4118, -10210, -11420)
    rcons = add(rai, imp)
    mino = V(-1022, -1305, -2945, -3560)
    rdom = add(rcons, mino)
    shb = V(61480, 61480, 61480, 61480)
    shd = V(62150, 62150, 62110, 62150)

    def six(v, pct=True):
        out = [v[0], v[1], var_pct(v[0], v[1]) if pct else "", v[2], v[3], var_pct(v[2], v[3]) if pct else ""]
        return out

    def eps_es(n, sh):
        return [fmt(x, ".", ",", 2, neg="-") for x in eps(n, sh)]

    r = table(
        s,
        colx,
        [
            ("Importe neto de la cifra de negocios", six(incn), "b"),
            ("Otros ingresos de explotación", six(otros), ""),
            ("Aprovisionamientos", six(aprov), ""),
            ("Gastos de personal", six(pers), ""),
            ("Otros gastos de explotación", six(ogex), ""),
            ("Resultado bruto de explotación (EBITDA)", six(ebitda), "tb"),
            ("Amortización del inmovilizado", six(amort), ""),
            ("Deterioro y resultado por enajenaciones", six(det), ""),
            ("Resultado de explotación", six(rexp), "tb"),
            ("Ingresos financieros", six(ifin), ""),
            ("Gastos financieros", six(gfin), ""),
            ("Resultado financiero", six(rfin), "t"),
            ("Resultado de sociedades por el método de la participación", six(peq), ""),
            ("Resultado antes de impuestos", six(rai), "tb"),
            ("Impuesto sobre beneficios", six(imp), ""),
            ("Resultado consolidado del periodo", six(rcons), "tb"),
            ("Resultado atribuido a intereses minoritarios", six(mino), ""),
            ("Resultado atribuido a la sociedad dominante", six(rdom), "tb"),
        ],
        es0,
        size=7.4,
        lead=11.2,
    )
    be = eps_es(rdom, shb)
    bd = eps_es(rdom, shd)
    r2 = table(
        s,
        colx,
        [
            ("Beneficio por acción básico (euros)", [be[0], be[1], "", be[2], be[3], ""], ""),
            ("Beneficio por acción diluido (euros)", [bd[0], bd[1], "", bd[2], bd[3], ""], ""),
        ],
        es0,
        size=7.4,
        lead=11.2,
    )
    s.skip(4)
    s.t(
        "Número medio de acciones en circulación: 61.480 miles (diluido: 62.150 miles en el 3T 2026).",
        6.8,
        color=GREY,
    )
    # ---- page 2: balance sheet, current date first
    s.new_page()
    s.row(
        [(40, "GRUPO TORRELAGUNA"), (555, "Informe de resultados 3T 2026", "r")], size=9, bold=True, lead=12
    )
    s.p.hline(s.y - 8, 40, 555, 0.6)
    s.skip(6)
    s.t("Balance de situación consolidado", 9, True)
    s.t("(miles de euros)", 7.2, color=GREY)
    bx = [470, 551]
    heads(s, bx, [["30.09.2026", "31.12.2025"]], size=7.2)
    intg = V(84312, 86905)
    mat = V(412774, 398160)
    inmo = V(22418, 22418)
    ppart = V(31906, 30112)
    afnc = V(18240, 17554)
    aid = V(12605, 13118)
    anc = add(intg, mat, inmo, ppart, afnc, aid)
    exis = V(28415, 25903)
    deud = V(196330, 171842)
    oafc = V(9118, 8402)
    cash = V(88627, 104215)
    ac = add(exis, deud, oafc, cash)
    ta = add(anc, ac)
    cap = V(30740, 30740)
    mino_b = V(24118, 22560)
    dnc = V(248906, 263410)
    arr = V(18330, 19118)
    prov = V(14905, 15402)
    pid = V(9220, 9514)
    pnc = add(dnc, arr, prov, pid)
    dc = V(41805, 38216)
    acr = V(182614, 171330)
    opc = V(26410, 23918)
    pc = add(dc, acr, opc)
    tl = add(pnc, pc)
    res = add(ta, neg(tl), neg(cap), neg(mino_b))
    pnd = add(cap, res)
    te = add(pnd, mino_b)
    tpnp = add(te, tl)
    b = table(
        s,
        bx,
        [
            ("ACTIVO", None, "b"),
            ("Inmovilizado intangible", intg, "i"),
            ("Inmovilizado material", mat, "i"),
            ("Inversiones inmobiliarias", inmo, "i"),
            ("Inversiones contabilizadas por el método de la participación", ppart, "i"),
            ("Activos financieros no corrientes", afnc, "i"),
            ("Activos por impuesto diferido", aid, "i"),
            ("Activo no corriente", anc, "tb"),
            ("Existencias", exis, "i"),
            ("Deudores comerciales y otras cuentas a cobrar", deud, "i"),
            ("Otros activos financieros corrientes", oafc, "i"),
            ("Efectivo y otros activos líquidos equivalentes", cash, "i"),
            ("Activo corriente", ac, "tb"),
            ("TOTAL ACTIVO", ta, "tbu"),
            ("PATRIMONIO NETO Y PASIVO", None, "b"),
            ("Capital", cap, "i"),
            ("Reservas y resultados acumulados", res, "i"),
            ("Patrimonio neto atribuido a la sociedad dominante", pnd, "t"),
            ("Intereses minoritarios", mino_b, "i"),
            ("TOTAL PATRIMONIO NETO", te, "tb"),
            ("Deudas con entidades de crédito", dnc, "i"),
            ("Pasivos por arrendamiento", arr, "i"),
            ("Provisiones", prov, "i"),
            ("Pasivos por impuesto diferido", pid, "i"),
            ("Pasivo no corriente", pnc, "tb"),
            ("Deudas con entidades de crédito a corto plazo", dc, "i"),
            ("Acreedores comerciales y otras cuentas a pagar", acr, "i"),
            ("Otros pasivos corrientes", opc, "i"),
            ("Pasivo corriente", pc, "tb"),
            ("TOTAL PASIVO", tl, "tb"),
            ("TOTAL PATRIMONIO NETO Y PASIVO", tpnp, "tbu"),
        ],
        es0,
        size=7.6,
        lead=11.8,
    )
    s.skip(6)
    s.para(
        "Deuda financiera neta (deudas con entidades de crédito a largo y corto plazo menos efectivo): "
        "202.084 "
        "miles de euros (31.12.2025: 197.411 miles de euros). Cartera de obra a 30.09.2026: 2.184 millones "
        "de euros.",
        7.2,
    )
    same(D("202084"), dnc[0] + dc[0] - cash[0], "net debt")
    same(D("197411"), dnc[1] + dc[1] - cash[1], "net debt 2025")
    same(D("91.7"), rnd(ebitda[3] / 1000, 1), "EBITDA 9M text")
    same(D("10.6"), rnd((incn[1] / incn[0] - 1) * 100, 1), "growth text")
    same(L["rev"], incn[1], "rev")
    same(L["oi"], rexp[1], "oi")
    same(L["ni"], rdom[1], "ni")
    same(L["deps"], eps(rdom, shd)[1], "deps")
    same(L["ta"], ta[0], "ta")
    same(L["tl"], tl[0], "tl")
    same(L["te"], te[0], "te")
    same(L["cash"], cash[0], "cash")
    fields = {
        "company_name": F("Grupo Torrelaguna de Infraestructuras, S.A.", 1, q_co),
        "report_type": F("other", 1, q_per),
        "period_end_date": F("2026-09-30", 1, q_per),
        "currency": F("EUR", 1, q_unit),
        "total_revenue": F(163_904_000, 1, r["Importe neto de la cifra de negocios"]),
        "operating_income": F(21_598_000, 1, r["Resultado de explotación"]),
        "net_income": F(12_648_000, 1, r["Resultado atribuido a la sociedad dominante"]),
        "diluted_eps": F(0.20, 1, r2["Beneficio por acción diluido (euros)"]),
        "total_assets": F(904_745_000, 2, b["TOTAL ACTIVO"]),
        "total_liabilities": F(542_190_000, 2, b["TOTAL PASIVO"]),
        "total_equity": F(362_555_000, 2, b["TOTAL PATRIMONIO NETO"]),
        "cash_and_equivalents": F(88_627_000, 2, b["Efectivo y otros activos líquidos equivalentes"]),
    }
    notes = (
        "Spanish quarterly results report (Informe de resultados, not an SEC form: report_type other) in "
        "miles "
        "de euros ('163.904', '0,20'). The income statement has two blocks, each with the PRIOR period first "
        "and a Var. column: 3T 2025, 3T 2026, Var., 9M 2025, 9M 2026, Var.; the current quarter (three "
        "months ended 30 de septiembre de 2026) is the SECOND column. total_revenue is the Importe neto de "
        "la "
        "cifra de negocios (excluding otros ingresos de explotación); operating_income is the Resultado de "
        "explotación (not EBITDA); net_income the Resultado atribuido a la sociedad dominante. Balance sheet "
        "current date first; total_liabilities is TOTAL PASIVO (non-current plus current liabilities, sum) "
        "and "
        "total_equity TOTAL PATRIMONIO NETO (including intereses minoritarios). The text figures in millones "
        "(cartera, EBITDA, deuda neta) are not contract fields. No field is null."
    )
    sums = [
        SUM(
            "Pasivo no corriente + Pasivo corriente = TOTAL PASIVO",
            [
                (1, T("Pasivo no corriente", 291_361_000, 2, b["Pasivo no corriente"])),
                (1, T("Pasivo corriente", 250_829_000, 2, b["Pasivo corriente"])),
            ],
            "total_liabilities",
        ),
        SUM(
            "TOTAL PATRIMONIO NETO + TOTAL PASIVO = TOTAL PATRIMONIO NETO Y PASIVO",
            [(1, "total_equity"), (1, "total_liabilities")],
            T("TOTAL PATRIMONIO NETO Y PASIVO", 904_745_000, 2, b["TOTAL PATRIMONIO NETO Y PASIVO"]),
        ),
    ]
    return p, fields, notes, sums
