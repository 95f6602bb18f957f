"""Financial-statement builders for blind_extraction18 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals, prints them and checks the hand-written label literals (one L = dict(...)
per builder) with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, rnd
from pdfkit import Pdf, fmt
from sheet import Sheet


def V(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def neg(a):
    return [-x for x in a]


def usd0(x):
    """US statement figure: 1,234 / (1,234) / — for zero."""
    return "—" if x == 0 else fmt(x, ",", ".", 0, neg="()")


def usd1(x):
    return "—" if x == 0 else fmt(x, ",", ".", 1, neg="()")


def sek(x):
    """Swedish-style figure in an English report: 8 412 / -6 018 / - for zero."""
    return "-" if x == 0 else fmt(x, " ", ".", 0, neg="-")


def teur(x):
    """German figure: 48.216 / -21.930 / 0 for zero."""
    return "0" if x == 0 else fmt(x, ".", ",", 0, neg="-")


def table(s, colx, rows, f, size=8, x0=None, lead=None):
    """rows: (label, values or None, flags); flags: b bold, c currency sign ($ before the first
    figure of each column), i indent, t rule above, u rule below.  Returns {label: quote} of the
    first row with each label that has figures."""
    out = {}
    x0 = s.x if x0 is None else x0
    lead = lead or size * 1.5
    for label, vals, flags in rows:
        if "t" in flags:
            s.p.line(colx[0] - 48, s.y - size - 1.5, colx[-1] + 2, s.y - size - 1.5, 0.4)
        cells = [(x0 + (10 if "i" in flags else 0), label)]
        for x, v in zip(colx, vals or [], strict=False):
            txt = v if isinstance(v, str) else f(v)
            if "c" in flags and not isinstance(v, str):
                cells.append((x - 54, "$"))
            cells.append((x, txt, "r"))
        qt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if "u" in flags:
            s.p.line(colx[0] - 48, s.y - lead + 3, colx[-1] + 2, s.y - lead + 3, 0.4)
        if vals and label not in out:
            out[label] = qt
    return out


def heads(s, colx, lines, size=7.2, x_label=None, label=""):
    first = True
    for ln in lines:
        cells = [(x, t, "r") for x, t in zip(colx, ln, strict=True) if t]
        if first and label:
            cells.insert(0, (x_label if x_label is not None else s.x, label))
        first = False
        s.row(cells, size=size, bold=True, lead=size + 2.8)
    s.p.line(colx[0] - 48, s.y - 6, colx[-1] + 2, s.y - 6, 0.5)
    s.skip(4)


def eps(ni, sh):
    return [rnd(n / x, 2) for n, x in zip(ni, sh, strict=True)]


# ==================== 1 10-Q: prior-period columns first, redeemable NCI in temporary equity
@doc(
    "b18_fs_10q_prior_first_redeemable_nci",
    "financial_statement",
    "Bramblecrest Cryogenic Systems 10-Q Q2 2025",
)
def fs_10q():
    L = dict(rev=105465000, oi=15172000, ni=9827000, deps=0.41, ta=558514000, tl=266957000, te=266867000)
    L.update(cash=61384000, rnci=24690000)
    p = Pdf()
    s = Sheet(p, x=52, xr=560, top=54, size=8.4)
    s.t("UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 10, True, align="c")
    s.t("Washington, D.C. 20549", 8, align="c")
    q_type = s.t("FORM 10-Q", 14, True, align="c")
    q_per = s.t("For the quarterly period ended June 30, 2025", 8.4, align="c")
    s.t("Commission File Number 001-40318", 7.4, align="c", color=GREY)
    s.skip(2)
    q_co = s.t("BRAMBLECREST CRYOGENIC SYSTEMS, INC.", 13, True, align="c")
    s.t(
        "(Exact name of registrant as specified in its charter)   Delaware   86-2271804",
        7.2,
        align="c",
        color=GREY,
    )
    s.t(
        "As of July 31, 2025, 23,518,406 shares of the registrant's common stock were outstanding.",
        7.2,
        align="c",
    )
    s.skip(8)
    s.t("PART I. FINANCIAL INFORMATION - Item 1. Financial Statements", 8.6, True)
    s.t("BRAMBLECREST CRYOGENIC SYSTEMS, INC.", 9, True, align="c")
    s.t("Condensed Consolidated Statements of Income (Unaudited)", 8.6, True, align="c")
    s.t("(In thousands, except per share amounts)", 7.4, align="c")
    s.skip(2)
    colx = [340, 408, 488, 556]
    heads(
        s,
        colx,
        [
            ("Three Months Ended", "June 30,", "Six Months Ended", "June 30,"),
            ("2024", "2025", "2024", "2025"),
        ],
    )
    prod = V(71204, 83517, 138960, 161032)
    serv = V(18336, 21948, 35118, 42705)
    rev = add(prod, serv)
    cprod = V(40112, 46205, 78430, 89977)
    cserv = V(10874, 12306, 20955, 24180)
    cost = add(cprod, cserv)
    gp = add(rev, neg(cost))
    rd = V(9215, 10488, 18102, 20731)
    sga = V(17660, 19874, 35012, 38950)
    rst = V(0, 1420, 0, 1420)
    opx = add(rd, sga, rst)
    oi = add(gp, neg(opx))
    intr = V(-2915, -2604, -5902, -5318)
    oth = V(412, 1077, 655, 1690)
    ebt = add(oi, intr, oth)
    tax = V(2480, 3306, 4312, 5980)
    ni = add(ebt, neg(tax))
    nci = V(388, 512, 701, 934)
    nia = add(ni, neg(nci))
    shb = V(23120, 23390, 23064, 23352)
    shd = V(23705, 24118, 23690, 24077)
    r = table(
        s,
        colx,
        [
            ("Revenue:", None, ""),
            ("Product", prod, "ic"),
            ("Service", serv, "i"),
            ("Total revenue", rev, "t"),
            ("Cost of revenue:", None, ""),
            ("Product", cprod, "i"),
            ("Service", cserv, "i"),
            ("Total cost of revenue", cost, "t"),
            ("Gross profit", gp, "b"),
            ("Operating expenses:", None, ""),
            ("Research and development", rd, "i"),
            ("Selling, general and administrative", sga, "i"),
            ("Restructuring charges", rst, "i"),
            ("Total operating expenses", opx, "t"),
            ("Income from operations", oi, "b"),
            ("Interest expense, net", intr, ""),
            ("Other income, net", oth, ""),
            ("Income before income taxes", ebt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net income", ni, "t"),
            ("Less: net income attributable to redeemable noncontrolling interest", nci, ""),
            ("Net income attributable to Bramblecrest", nia, "bct"),
            ("Net income per share attributable to Bramblecrest:", None, ""),
            ("Basic", ["$ " + f"{x:.2f}" for x in eps(nia, shb)], "i"),
            ("Diluted", ["$ " + f"{x:.2f}" for x in eps(nia, shd)], "i"),
            ("Weighted-average shares used in computing net income per share:", None, ""),
            ("Basic ", shb, "i"),
            ("Diluted ", shd, "i"),
        ],
        usd0,
        size=7.8,
    )
    s.skip(4)
    s.t("See accompanying notes to condensed consolidated financial statements.", 7, color=GREY)
    same(L["rev"] / 1000, rev[1], "rev")
    same(L["oi"] / 1000, oi[1], "oi")
    same(L["ni"] / 1000, nia[1], "ni")
    same(L["deps"], eps(nia, shd)[1], "deps")
    # ---------- page 2: balance sheet (current first) and a cash note
    s.new_page()
    s.t("BRAMBLECREST CRYOGENIC SYSTEMS, INC.", 9, True, align="c")
    s.t("Condensed Consolidated Balance Sheets (Unaudited)", 8.6, True, align="c")
    s.t("(In thousands, except par value)", 7.4, align="c")
    s.skip(2)
    bx = [470, 556]
    heads(s, bx, [("June 30,", "December 31,"), ("2025", "2024")])
    cash = V(61384, 48902)
    sti = V(22500, 30000)
    ar = V(71418, 66207)
    inv = V(88936, 81455)
    pre = V(9772, 8610)
    tca = add(cash, sti, ar, inv, pre)
    ppe = V(142660, 138915)
    rou = V(18204, 19633)
    gw = V(96318, 96318)
    intg = V(41207, 44980)
    oa = V(6115, 5872)
    ta = add(tca, ppe, rou, gw, intg, oa)
    ap = V(38410, 35166)
    acc = V(29884, 31270)
    dr = V(14625, 12938)
    cur_debt = V(10000, 10000)
    tcl = add(ap, acc, dr, cur_debt)
    ltd = V(148750, 153500)
    oll = V(15882, 17401)
    oth_l = V(9406, 9115)
    tl = add(tcl, ltd, oll, oth_l)
    rnci = V(24690, 23756)
    cs = V(24, 23)
    apic = V(212804, 208115)
    aoci = V(-3118, -4402)
    te = add(ta, neg(tl), neg(rnci))
    re_ = add(te, neg(cs), neg(apic), neg(aoci))
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "ic"),
            ("Short-term investments", sti, "i"),
            ("Accounts receivable, net of allowance of $1,204 and $1,118", ar, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and other current assets", pre, "i"),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "bct"),
            ("LIABILITIES, REDEEMABLE NONCONTROLLING INTEREST AND STOCKHOLDERS' EQUITY", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "ic"),
            ("Accrued liabilities", acc, "i"),
            ("Deferred revenue", dr, "i"),
            ("Current portion of long-term debt", cur_debt, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net of current portion", ltd, ""),
            ("Operating lease liabilities, non-current", oll, ""),
            ("Deferred income taxes and other liabilities", oth_l, ""),
            ("Total liabilities", tl, "bt"),
            ("Commitments and contingencies (Note 11)", None, ""),
            ("Redeemable noncontrolling interest", rnci, ""),
            ("Stockholders' equity:", None, ""),
            ("Common stock, $0.001 par value", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Retained earnings", re_, "i"),
            ("Total stockholders' equity", te, "bt"),
            ("Total liabilities, redeemable noncontrolling interest and stockholders' equity", ta, "bct"),
        ],
        usd0,
        size=7.8,
    )
    s.skip(10)
    s.t("Note 4. Cash, Cash Equivalents and Restricted Cash (in thousands)", 8.2, True)
    s.para(
        "The following reconciles cash and cash equivalents reported on the balance sheets to the total "
        "shown in the statements of cash flows. Restricted cash is held as collateral for letters of credit "
        "and is included in other assets.",
        7.6,
    )
    table(
        s,
        bx,
        [
            ("Cash and cash equivalents ", cash, "c"),
            ("Restricted cash included in other assets", V(1250, 1250), ""),
            ("Total cash, cash equivalents and restricted cash", add(cash, V(1250, 1250)), "ct"),
        ],
        usd0,
        size=7.8,
    )
    same(L["ta"] / 1000, ta[0], "ta")
    same(L["tl"] / 1000, tl[0], "tl")
    same(L["te"] / 1000, te[0], "te")
    same(L["cash"] / 1000, cash[0], "cash")
    same(L["rnci"] / 1000, rnci[0], "rnci")
    q_rnci = b["Redeemable noncontrolling interest"]
    fields = {
        "company_name": F("BRAMBLECREST CRYOGENIC SYSTEMS, INC.", 1, q_co),
        "report_type": F("10-Q", 1, q_type),
        "period_end_date": F("2025-06-30", 1, q_per),
        "currency": F("USD", 1, r["Product"]),
        "total_revenue": F(L["rev"], 1, r["Total revenue"]),
        "operating_income": F(L["oi"], 1, r["Income from operations"]),
        "net_income": F(L["ni"], 1, r["Net income attributable to Bramblecrest"]),
        "diluted_eps": F(L["deps"], 1, r["Diluted"]),
        "total_assets": F(L["ta"], 2, b["Total assets"]),
        "total_liabilities": F(L["tl"], 2, b["Total liabilities"]),
        "total_equity": F(L["te"], 2, b["Total stockholders' equity"]),
        "cash_and_equivalents": F(L["cash"], 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "10-Q for the quarter ended June 30, 2025, in thousands. The income statement prints the PRIOR "
        "period first in each block: columns are three months 2024, three months 2025 (current = second "
        "column), six months 2024, six months 2025. net_income is 'Net income attributable to Bramblecrest' "
        "(after the redeemable noncontrolling interest's share), not 'Net income'; diluted_eps is the "
        "diluted per-share line (not weighted shares). Balance sheet: June 30, 2025 is the first column. "
        "A redeemable noncontrolling interest sits in temporary equity between Total liabilities and "
        "stockholders' equity, so total_liabilities + total_equity + redeemable NCI = total_assets (sum); "
        "total_equity is 'Total stockholders' equity' (no permanent NCI). cash_and_equivalents excludes the "
        "restricted cash of Note 4. No field is null."
    )
    sums = [
        SUM(
            "Total liabilities + redeemable NCI + stockholders' equity = Total assets",
            [
                (1, "total_liabilities"),
                (1, T("Redeemable noncontrolling interest", L["rnci"], 2, q_rnci)),
                (1, "total_equity"),
            ],
            "total_assets",
        )
    ]
    return p, fields, notes, sums


# ==================== 2 retailer earnings release: 13-week quarter, $ millions, three balance-sheet dates
@doc(
    "b18_fs_release_13_week_quarter",
    "financial_statement",
    "Kittredge Lantern Outfitters Q2 fiscal 2026 results",
)
def fs_release():
    L = dict(rev=1284600000, oi=112500000, ni=78500000, deps=0.71, ta=3871700000, tl=2688900000)
    L.update(te=1182800000, cash=318700000)
    p = Pdf()
    s = Sheet(p, x=56, xr=556, top=56, size=8.6)
    q_head = s.t("Kittredge Lantern Outfitters Reports Second Quarter Fiscal 2026 Results", 13, True)
    s.skip(2)
    for ln in [
        "Net sales increased 6.8% to $1.28 billion; comparable sales up 4.1%",
        "Diluted EPS of $0.71; adjusted diluted EPS of $0.76",
        "Raises fiscal 2026 diluted EPS outlook to $2.95 to $3.10",
    ]:
        s.t("• " + ln, 8.8, True)
    s.skip(4)
    s.para(
        'SIOUX FALLS, S.D., August 27, 2026 - Kittredge Lantern Outfitters, Inc. ("Kittredge Lantern" or the '
        '"Company"), a specialty retailer of outdoor apparel and camping gear, today reported results for '
        'the thirteen weeks ended August 1, 2026. "Our teams delivered a strong back-half start," said '
        "Chief Executive Officer Renata Vollmer.",
        8.4,
    )
    s.para(
        "Second quarter gross margin expanded 80 basis points to 38.3%. Operating income included $6.8 "
        "million of impairment and store closing costs for four underperforming stores. The Company ended "
        "the quarter with 412 stores in 31 states and repurchased 1.2 million shares for $42.0 million.",
        8.4,
    )
    s.skip(2)
    s.t("KITTREDGE LANTERN OUTFITTERS, INC.", 8.8, True, align="c")
    s.t("Condensed Consolidated Statements of Income (Unaudited)", 8.4, True, align="c")
    s.t("(in millions, except per share data)", 7.4, align="c")
    colx = [330, 400, 480, 552]
    heads(
        s,
        colx,
        [
            ("13 Weeks Ended", "13 Weeks Ended", "26 Weeks Ended", "26 Weeks Ended"),
            ("August 1, 2026", "August 2, 2025", "August 1, 2026", "August 2, 2025"),
        ],
        size=6.8,
    )
    rev = V("1284.6", "1202.8", "2391.5", "2268.3")
    cos = V("792.4", "751.2", "1489.7", "1431.0")
    gp = add(rev, neg(cos))
    sga = V("372.9", "349.6", "722.4", "687.5")
    imp = V("6.8", "0", "6.8", "2.1")
    oi = add(gp, neg(sga), neg(imp))
    intr = V("8.1", "9.4", "16.5", "18.9")
    ebt = add(oi, neg(intr))
    tax = V("25.9", "22.8", "47.3", "39.8")
    ni = add(ebt, neg(tax))
    shb = V("109.3", "112.5", "109.8", "112.9")
    shd = V("110.6", "113.9", "111.1", "114.2")
    r = table(
        s,
        colx,
        [
            ("Net sales", rev, "c"),
            ("Cost of sales, including buying and occupancy", cos, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative expenses", sga, ""),
            ("Impairment and store closing costs", imp, ""),
            ("Operating income", oi, "t"),
            ("Interest expense, net", intr, ""),
            ("Income before income taxes", ebt, "t"),
            ("Income tax expense", tax, ""),
            ("Net income", ni, "bct"),
            ("Earnings per share:", None, ""),
            ("Basic", ["$ " + f"{x:.2f}" for x in eps(ni, shb)], "i"),
            ("Diluted", ["$ " + f"{x:.2f}" for x in eps(ni, shd)], "i"),
            ("Weighted average shares outstanding:", None, ""),
            ("Basic ", shb, "i"),
            ("Diluted ", shd, "i"),
        ],
        usd1,
        size=7.8,
    )
    same(L["rev"] / 10**6, rev[0], "rev")
    same(L["oi"] / 10**6, oi[0], "oi")
    same(L["ni"] / 10**6, ni[0], "ni")
    same(L["deps"], eps(ni, shd)[0], "deps")
    # ---------- page 2: balance sheet with three dates, non-GAAP reconciliation
    s.new_page()
    s.t("KITTREDGE LANTERN OUTFITTERS, INC.", 8.8, True, align="c")
    s.t("Condensed Consolidated Balance Sheets (Unaudited)", 8.4, True, align="c")
    s.t("(in millions)", 7.4, align="c")
    bx = [400, 476, 552]
    heads(s, bx, [("August 1,", "January 31,", "August 2,"), ("2026", "2026", "2025")], size=7)
    cash = V("318.7", "402.5", "276.4")
    inv = V("861.2", "744.9", "833.0")
    oca = V("96.4", "88.1", "91.7")
    tca = add(cash, inv, oca)
    ppe = V("1108.5", "1092.3", "1071.8")
    rou = V("1402.6", "1388.0", "1375.4")
    oa = V("84.3", "79.9", "81.2")
    ta = add(tca, ppe, rou, oa)
    ap = V("402.8", "331.6", "389.5")
    acc = V("214.3", "241.7", "205.9")
    col = V("238.1", "232.4", "229.8")
    tcl = add(ap, acc, col)
    ltd = V("498.2", "497.9", "547.6")
    oll = V("1274.0", "1263.5", "1252.1")
    olt = V("61.5", "58.4", "57.3")
    tl = add(tcl, ltd, oll, olt)
    te = add(ta, neg(tl))
    b = table(
        s,
        bx,
        [
            ("Cash and cash equivalents", cash, "c"),
            ("Merchandise inventories", inv, ""),
            ("Prepaid expenses and other current assets", oca, ""),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "bct"),
            ("Accounts payable", ap, "c"),
            ("Accrued expenses and other current liabilities", acc, ""),
            ("Current operating lease liabilities", col, ""),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt", ltd, ""),
            ("Long-term operating lease liabilities", oll, ""),
            ("Other long-term liabilities", olt, ""),
            ("Total liabilities", tl, "bt"),
            ("Total shareholders' equity", te, "b"),
            ("Total liabilities and shareholders' equity", ta, "bct"),
        ],
        usd1,
        size=7.8,
    )
    s.skip(10)
    s.t("Reconciliation of GAAP to Adjusted (Non-GAAP) Diluted EPS (unaudited)", 8.4, True)
    rx = [476, 552]
    heads(s, rx, [("13 Weeks Ended", "13 Weeks Ended"), ("August 1, 2026", "August 2, 2025")], size=6.8)
    table(
        s,
        rx,
        [
            ("Diluted EPS (GAAP)", ["$ 0.71", "$ 0.61"], ""),
            ("Impairment and store closing costs, net of tax", ["0.05", "—"], ""),
            ("Adjusted diluted EPS (non-GAAP)", ["$ 0.76", "$ 0.61"], "bt"),
        ],
        usd1,
        size=7.8,
    )
    s.skip(6)
    s.para(
        "Outlook: for fiscal 2026 the Company now expects net sales of $5.05 billion to $5.12 billion and "
        "diluted EPS of $2.95 to $3.10. Investor contact: ir@kittredgelantern.example.",
        7.8,
    )
    same(L["ta"] / 10**6, ta[0], "ta")
    same(L["tl"] / 10**6, tl[0], "tl")
    same(L["te"] / 10**6, te[0], "te")
    same(L["cash"] / 10**6, cash[0], "cash")
    fields = {
        "company_name": F("Kittredge Lantern Outfitters, Inc.", 1, "KITTREDGE LANTERN OUTFITTERS, INC."),
        "report_type": F("earnings_release", 1, q_head),
        "period_end_date": F("2026-08-01", 1, "the thirteen weeks ended August 1, 2026"),
        "currency": F("USD", 1, r["Net sales"]),
        "total_revenue": F(L["rev"], 1, r["Net sales"]),
        "operating_income": F(L["oi"], 1, r["Operating income"]),
        "net_income": F(L["ni"], 1, r["Net income"]),
        "diluted_eps": F(L["deps"], 1, r["Diluted"]),
        "total_assets": F(L["ta"], 2, b["Total assets"]),
        "total_liabilities": F(L["tl"], 2, b["Total liabilities"]),
        "total_equity": F(L["te"], 2, b["Total shareholders' equity"]),
        "cash_and_equivalents": F(L["cash"], 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "Retailer's earnings release for the 13-week second quarter ended August 1, 2026 (a 13-week quarter "
        "is the current quarter), in millions with one decimal. Current quarter is the first column; the "
        "26-week year-to-date columns and the prior-year quarter are distractors, as are the rounded "
        "headline figures ($1.28 billion), adjusted (non-GAAP) EPS $0.76 and the outlook. The balance sheet "
        "has three dates (current quarter end first, then fiscal year end January 31, 2026 and the prior "
        "year's quarter end); balance-sheet fields come from the August 1, 2026 column. No field is null."
    )
    return p, fields, notes, []


# ==================== 3 Swedish group annual report in English, SEK m, Note column, no liabilities total
@doc("b18_fs_se_annual_report_sekm", "financial_statement", "Tornvik Industrier Annual Report 2024/25")
def fs_se():
    L = dict(rev=8412000000, oi=1006000000, ni=688000000, deps=6.11, ta=9139000000, te=4984000000)
    L.update(cash=846000000)
    p = Pdf()
    s = Sheet(p, x=56, xr=556, top=50, size=8.2)
    q_type = s.row(
        [(56, "Tornvik Industrier AB (publ)"), (556, "Annual Report 2024/25", "r")], size=8, bold=True
    )
    s.rule()
    s.skip(4)
    s.t("Financial statements - Group", 12, True)
    s.para(
        "The year in brief: net sales SEK 8.4 billion (7.9); EBITA SEK 1 072 m (968); EBITA margin 12.7% "
        "(12.2); net debt SEK 1 424 m; proposed dividend SEK 2.60 per share (2.30).",
        7.2,
        gap=0,
    )
    s.skip(2)
    s.t("Consolidated income statement", 9.2, True)
    q_cur = s.t(
        "Amounts in SEK m unless otherwise stated. Financial year 1 September 2024 - 31 August 2025.", 7.4
    )
    nx = 372
    colx = [470, 552]
    s.row(
        [(56, "SEK m"), (nx, "Note"), (470, "2024/25", "r"), (552, "2023/24", "r")],
        size=7.2,
        bold=True,
        lead=10,
    )
    p.line(nx - 6, s.y - 6, 554, s.y - 6, 0.5)
    s.skip(4)
    rev = V(8412, 7905)
    cogs = V(-6018, -5702)
    gp = add(rev, cogs)
    sell = V(-702, -668)
    adm = V(-431, -409)
    rd = V(-198, -187)
    ooi = V(61, 44)
    ooe = V(-118, -72)
    op = add(gp, sell, adm, rd, ooi, ooe)
    fin_i = V(38, 22)
    fin_e = V(-149, -161)
    pbt = add(op, fin_i, fin_e)
    tax = V(-192, -171)
    pfy = add(pbt, tax)
    own = V(688, 590)
    nci = add(pfy, neg(own))
    rows = [
        ("Net sales", "3, 4", rev, ""),
        ("Cost of goods sold", "5, 6", cogs, ""),
        ("Gross profit", "", gp, "bt"),
        ("Selling expenses", "6", sell, ""),
        ("Administrative expenses", "6, 7", adm, ""),
        ("Research and development expenses", "6", rd, ""),
        ("Other operating income", "8", ooi, ""),
        ("Other operating expenses", "8", ooe, ""),
        ("Operating profit", "", op, "bt"),
        ("Financial income", "9", fin_i, ""),
        ("Financial expenses", "9", fin_e, ""),
        ("Profit after financial items", "", pbt, "bt"),
        ("Income tax", "10", tax, ""),
        ("Profit for the year", "", pfy, "bt"),
        ("Profit for the year attributable to:", "", None, ""),
        ("Owners of the Parent", "", own, "i"),
        ("Non-controlling interests", "", nci, "i"),
    ]
    r = {}
    for label, note, vals, flags in rows:
        if "t" in flags:
            p.line(nx - 6, s.y - 9.2, colx[-1] + 2, s.y - 9.2, 0.4)
        cells = [(56 + (10 if "i" in flags else 0), label), (nx, note)]
        if vals:
            cells += [(x, sek(v), "r") for x, v in zip(colx, vals, strict=True)]
        r[label] = s.row(cells, size=7.8, bold="b" in flags, lead=11)
    shb = V("112.0", "112.0")
    shd = V("112.6", "112.4")
    s.skip(2)
    r_eb = s.row(
        [(56, "Earnings per share before dilution, SEK"), (nx, "11")]
        + [(x, f"{v:.2f}", "r") for x, v in zip(colx, eps(own, shb), strict=True)],
        size=7.8,
        lead=11.6,
    )
    r_ed = s.row(
        [(56, "Earnings per share after dilution, SEK"), (nx, "11")]
        + [(x, f"{v:.2f}", "r") for x, v in zip(colx, eps(own, shd), strict=True)],
        size=7.8,
        lead=11.6,
    )
    s.row(
        [(56, "Average number of shares after dilution, million")]
        + [(x, f"{v}", "r") for x, v in zip(colx, shd, strict=True)],
        size=7.8,
        lead=11.6,
    )
    same(L["rev"] / 10**6, rev[0], "rev")
    same(L["oi"] / 10**6, op[0], "oi")
    same(L["ni"] / 10**6, own[0], "ni")
    same(L["deps"], eps(own, shd)[0], "deps")
    assert r_eb
    s.skip(8)
    s.t("Consolidated balance sheet", 9.2, True)
    s.row(
        [(56, "SEK m"), (nx, "Note"), (470, "31 Aug 2025", "r"), (552, "31 Aug 2024", "r")],
        size=7.2,
        bold=True,
        lead=10,
    )
    p.line(nx - 6, s.y - 6, 554, s.y - 6, 0.5)
    s.skip(4)
    gw = V(2184, 2102)
    oin = V(611, 648)
    ppe = V(2047, 1936)
    rou = V(402, 385)
    dta = V(88, 95)
    onc = V(54, 49)
    tnca = add(gw, oin, ppe, rou, dta, onc)
    inv = V(1402, 1366)
    trr = V(1318, 1244)
    ocr = V(187, 171)
    cash = V(846, 712)
    tca = add(inv, trr, ocr, cash)
    ta = add(tnca, tca)
    sc = V(280, 280)
    occ = V(1104, 1104)
    res = V(96, 141)
    ncl = [V(1650, 1820), V(318, 304), V(212, 226), V(141, 133), V(46, 51)]
    cl = [V(210, 180), V(92, 88), V(884, 829), V(602, 566)]
    tncl = add(*ncl)
    tcl = add(*cl)
    ncib = V(74, 63)
    te = add(ta, neg(tncl), neg(tcl))
    eqo = add(te, neg(ncib))
    ret = add(eqo, neg(sc), neg(occ), neg(res))
    brows = [
        ("ASSETS", "", None, "b"),
        ("Goodwill", "12", gw, "i"),
        ("Other intangible assets", "12", oin, "i"),
        ("Property, plant and equipment", "13", ppe, "i"),
        ("Right-of-use assets", "14", rou, "i"),
        ("Deferred tax assets", "10", dta, "i"),
        ("Other non-current assets", "", onc, "i"),
        ("Total non-current assets", "", tnca, "t"),
        ("Inventories", "15", inv, "i"),
        ("Trade receivables", "16", trr, "i"),
        ("Other current receivables", "", ocr, "i"),
        ("Cash and cash equivalents", "17", cash, "i"),
        ("Total current assets", "", tca, "t"),
        ("TOTAL ASSETS", "", ta, "bt"),
        ("EQUITY AND LIABILITIES", "", None, "b"),
        ("Share capital", "18", sc, "i"),
        ("Other contributed capital", "", occ, "i"),
        ("Reserves", "", res, "i"),
        ("Retained earnings incl. profit for the year", "", ret, "i"),
        ("Equity attributable to owners of the Parent", "", eqo, "t"),
        ("Non-controlling interests", "", ncib, "i"),
        ("Total equity", "", te, "bt"),
        ("Non-current borrowings", "19", ncl[0], "i"),
        ("Non-current lease liabilities", "14", ncl[1], "i"),
        ("Pension obligations", "20", ncl[2], "i"),
        ("Deferred tax liabilities", "10", ncl[3], "i"),
        ("Other provisions", "21", ncl[4], "i"),
        ("Total non-current liabilities", "", tncl, "t"),
        ("Current borrowings", "19", cl[0], "i"),
        ("Current lease liabilities", "14", cl[1], "i"),
        ("Trade payables", "", cl[2], "i"),
        ("Other current liabilities", "22", cl[3], "i"),
        ("Total current liabilities", "", tcl, "t"),
        ("TOTAL EQUITY AND LIABILITIES", "", ta, "bt"),
    ]
    b = {}
    for label, note, vals, flags in brows:
        if "t" in flags:
            p.line(nx - 6, s.y - 9.2, colx[-1] + 2, s.y - 9.2, 0.4)
        cells = [(56 + (10 if "i" in flags else 0), label), (nx, note)]
        if vals:
            cells += [(x, sek(v), "r") for x, v in zip(colx, vals, strict=True)]
        b[label] = s.row(cells, size=7.8, bold="b" in flags, lead=10.6)
    same(L["ta"] / 10**6, ta[0], "ta")
    same(L["te"] / 10**6, te[0], "te")
    same(L["cash"] / 10**6, cash[0], "cash")
    fields = {
        "company_name": F("Tornvik Industrier AB (publ)", 1, q_type),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2025-08-31", 1, "31 Aug 2025 31 Aug 2024"),
        "currency": F("SEK", 1, q_cur),
        "total_revenue": F(L["rev"], 1, r["Net sales"]),
        "operating_income": F(L["oi"], 1, r["Operating profit"]),
        "net_income": F(L["ni"], 1, r["Owners of the Parent"]),
        "diluted_eps": F(L["deps"], 1, r_ed),
        "total_assets": F(L["ta"], 1, b["TOTAL ASSETS"]),
        "total_liabilities": NULL(),
        "total_equity": F(L["te"], 1, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 1, b["Cash and cash equivalents"]),
    }
    notes = (
        "English-language annual report of a Swedish group, amounts in SEK m (space thousands separator, "
        "'8 412'), broken financial year 1 September 2024 - 31 August 2025 (columns '2024/25' and "
        "'2023/24'); "
        "current year is the first figure column. A "
        "'Note' column with note references ('3, 4', '10') stands between the captions and the figures. "
        "net_income is profit attributable to owners of the Parent (688), not profit for the year (703); "
        "diluted_eps is 'after dilution' (6.11), not 'before dilution'. total_equity is 'Total equity' "
        "including non-controlling interests. total_liabilities is null: the balance sheet prints only "
        "total non-current and total current liabilities and 'TOTAL EQUITY AND LIABILITIES', no total "
        "liabilities line. Key figures (SEK 8.4 billion, EBITA) are distractors."
    )
    return p, fields, notes, []


# ==================== 4 10-K in whole dollars, oldest year first, operating and net loss
@doc("b18_fs_10k_whole_dollars_oldest_first", "financial_statement", "Larchmont Biosonics 10-K fiscal 2025")
def fs_10k():
    L = dict(rev=48211907, oi=-8118696, ni=-7568245, deps=-0.31, ta=52949196, tl=32345990, te=20603206)
    L.update(cash=9417562)
    p = Pdf(face="serif")
    s = Sheet(p, x=46, xr=566, top=50, size=8.2)
    q_type = s.t("ANNUAL REPORT ON FORM 10-K - FISCAL YEAR ENDED SEPTEMBER 27, 2025", 8.6, True, align="c")
    s.skip(4)
    q_co = s.t("LARCHMONT BIOSONICS, INC.", 12, True, align="c")
    s.t("Item 8. Financial Statements and Supplementary Data", 8.4, align="c")
    s.skip(2)
    s.t("CONSOLIDATED STATEMENTS OF OPERATIONS", 9, True, align="c")
    s.t("(in U.S. dollars, except share and per share data)", 7.4, align="c")
    colx = [388, 478, 564]
    heads(
        s,
        colx,
        [
            ("Fiscal Year Ended", "Fiscal Year Ended", "Fiscal Year Ended"),
            ("September 30, 2023", "September 28, 2024", "September 27, 2025"),
        ],
        size=6.8,
    )
    prod = V(38904115, 42611830, 45208644)
    serv = V(2118406, 2547912, 3003263)
    rev = add(prod, serv)
    cor = V(17884302, 19006418, 20114870)
    gp = add(rev, neg(cor))
    rd = V(9804551, 11207960, 12660418)
    sga = V(19412087, 20936155, 21905315)
    imp = V(0, 0, 1650000)
    oi = add(gp, neg(rd), neg(sga), neg(imp))
    ii = V(612440, 884215, 701118)
    ie = V(-1104772, -1210450, -1318904)
    fv = V(2311090, -418800, 1206337)
    lbt = add(oi, ii, ie, fv)
    tax = V(42000, 51500, 38100)
    ni = add(lbt, neg(tax))
    sh = V(20118554, 22904117, 24412880)
    r = table(
        s,
        colx,
        [
            ("Product revenue", prod, "c"),
            ("Service and other revenue", serv, ""),
            ("Total revenue", rev, "t"),
            ("Cost of revenue", cor, ""),
            ("Gross profit", gp, "t"),
            ("Research and development", rd, ""),
            ("Selling, general and administrative", sga, ""),
            ("Impairment of intangible assets", imp, ""),
            ("Loss from operations", oi, "bt"),
            ("Interest income", ii, ""),
            ("Interest expense", ie, ""),
            ("Change in fair value of warrant liability", fv, ""),
            ("Loss before income taxes", lbt, "t"),
            ("Income tax expense", tax, ""),
            ("Net loss", ni, "bct"),
            (
                "Net loss per share, basic and diluted",
                ["$ " + fmt(x, ",", ".", 2, neg="()") for x in eps(ni, sh)],
                "",
            ),
            ("Weighted-average shares, basic and diluted", sh, ""),
        ],
        usd0,
        size=7.6,
        x0=46,
    )
    same(L["rev"], rev[2], "rev")
    same(L["oi"], oi[2], "oi")
    same(L["ni"], ni[2], "ni")
    same(L["deps"], eps(ni, sh)[2], "deps")
    s.skip(8)
    s.t("CONSOLIDATED BALANCE SHEETS", 9, True, align="c")
    s.t("(in U.S. dollars, except share data)", 7.4, align="c")
    bx = [478, 564]
    heads(s, bx, [("September 28,", "September 27,"), ("2024", "2025")], size=7)
    cash = V(14806233, 9417562)
    ms = V(4756109, 6100000)
    ar = V(7618904, 8402771)
    inv = V(11208415, 12904380)
    pre = V(1104877, 1286119)
    tca = add(cash, ms, ar, inv, pre)
    ppe = V(5407218, 5118460)
    rou = V(3880102, 3402655)
    intg = V(4912500, 2512500)
    gw = V(3106744, 3106744)
    rc = V(500000, 500000)
    oth = V(214633, 198005)
    ta = add(tca, ppe, rou, intg, gw, rc, oth)
    ap = V(3912406, 4408212)
    acc = V(5118330, 5640917)
    dr = V(1402618, 1733004)
    col = V(902441, 951206)
    tcl = add(ap, acc, dr, col)
    tlo = V(14612005, 14738881)
    wl = V(3218770, 2012433)
    oll = V(3402118, 2861337)
    tl = add(tcl, tlo, wl, oll)
    te = add(ta, neg(tl))
    cs = V(22904, 24613)
    apic = V(148318560, 151518560)
    aoci = V(-41225, -18530)
    acd = add(te, neg(cs), neg(apic), neg(aoci))
    same(-7568245, acd[1] - acd[0], "deficit roll-forward")
    b = table(
        s,
        bx,
        [
            ("Cash and cash equivalents", cash, "c"),
            ("Marketable securities", ms, ""),
            ("Accounts receivable, net", ar, ""),
            ("Inventories", inv, ""),
            ("Prepaid expenses and other current assets", pre, ""),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Intangible assets, net", intg, ""),
            ("Goodwill", gw, ""),
            ("Restricted cash", rc, ""),
            ("Other assets", oth, ""),
            ("Total assets", ta, "bct"),
            ("Accounts payable", ap, "c"),
            ("Accrued expenses", acc, ""),
            ("Deferred revenue", dr, ""),
            ("Operating lease liabilities, current", col, ""),
            ("Total current liabilities", tcl, "t"),
            ("Term loan, net of discount", tlo, ""),
            ("Warrant liability", wl, ""),
            ("Operating lease liabilities, non-current", oll, ""),
            ("Total liabilities", tl, "bt"),
            ("Common stock, $0.001 par value", cs, ""),
            ("Additional paid-in capital", apic, ""),
            ("Accumulated deficit", acd, ""),
            ("Accumulated other comprehensive loss", aoci, ""),
            ("Total stockholders' equity", te, "bt"),
            ("Total liabilities and stockholders' equity", ta, "bct"),
        ],
        usd0,
        size=7.6,
        x0=46,
    )
    same(L["ta"], ta[1], "ta")
    same(L["tl"], tl[1], "tl")
    same(L["te"], te[1], "te")
    same(L["cash"], cash[1], "cash")
    fields = {
        "company_name": F("LARCHMONT BIOSONICS, INC.", 1, q_co),
        "report_type": F("10-K", 1, q_type),
        "period_end_date": F("2025-09-27", 1, q_type),
        "currency": F("USD", 1, "(in U.S. dollars, except share and per share data)"),
        "total_revenue": F(L["rev"], 1, r["Total revenue"]),
        "operating_income": F(L["oi"], 1, r["Loss from operations"]),
        "net_income": F(L["ni"], 1, r["Net loss"]),
        "diluted_eps": F(L["deps"], 1, r["Net loss per share, basic and diluted"]),
        "total_assets": F(L["ta"], 1, b["Total assets"]),
        "total_liabilities": F(L["tl"], 1, b["Total liabilities"]),
        "total_equity": F(L["te"], 1, b["Total stockholders' equity"]),
        "cash_and_equivalents": F(L["cash"], 1, b["Cash and cash equivalents"]),
    }
    notes = (
        "10-K for the 52-week fiscal year ended September 27, 2025, in whole U.S. dollars (no scaling). "
        "Columns run OLDEST FIRST: fiscal 2023, 2024, 2025, so the current year is the LAST column; the "
        "balance sheet also prints the prior year-end first. Loss from operations and net loss are "
        "bracketed (negative); basic and diluted loss per share share one line, $(0.31). "
        "cash_and_equivalents excludes the separately shown restricted cash and marketable securities. No "
        "field is null."
    )
    return p, fields, notes, []


# ==================== 5 German Q1 Quartalsmitteilung in TEUR (report_type other), davon-Zeilen
@doc(
    "b18_fs_de_quartalsmitteilung_teur",
    "financial_statement",
    "Falkenried Antriebstechnik Quartalsmitteilung Q1 2025",
)
def fs_de():
    L = dict(rev=48216000, oi=5258000, ni=3286000, deps=0.81, ta=131731000, tl=67294000, te=64437000)
    L.update(cash=9871000)
    p = Pdf()
    s = Sheet(p, x=54, xr=558, top=52, size=8.2)
    q_co = s.t("Falkenried Antriebstechnik AG", 13, True)
    q_per = s.t("Quartalsmitteilung zum 31. März 2025 (Q1 2025)", 10, True)
    s.skip(4)
    s.para(
        "Der Umsatz stieg im ersten Quartal um 7,4 % auf 48,2 Mio. EUR. Das EBIT verbesserte sich auf 5,3 "
        "Mio. EUR (EBIT-Marge 10,9 %), der Auftragseingang erreichte 53,6 Mio. EUR. Für das Geschäftsjahr "
        "2025 bestätigt der Vorstand die Prognose eines Umsatzes von 195 bis 205 Mio. EUR.",
        8,
    )
    s.skip(2)
    s.t("Konzern-Gewinn- und Verlustrechnung (ungeprüft)", 9, True)
    colx = [468, 552]
    heads(s, colx, [("Q1 2025", "Q1 2024")], x_label=54, label="in TEUR")
    rev = V(48216, 44907)
    bv = V(1204, -618)
    sbe = V(611, 487)
    mat = V(-21930, -19872)
    pers = V(-15408, -14655)
    afa = V(-2317, -2204)
    sba = V(-5118, -4960)
    ebit = add(rev, bv, sbe, mat, pers, afa, sba)
    fin = V(-402, -455)
    ebt = add(ebit, fin)
    st = V(-1457, -789)
    kon = add(ebt, st)
    akt = V(3286, 1768)
    nbh = add(kon, neg(akt))
    r = table(
        s,
        colx,
        [
            ("Umsatzerlöse", rev, ""),
            ("Bestandsveränderungen", bv, ""),
            ("Sonstige betriebliche Erträge", sbe, ""),
            ("Materialaufwand", mat, ""),
            ("Personalaufwand", pers, ""),
            ("Abschreibungen", afa, ""),
            ("Sonstige betriebliche Aufwendungen", sba, ""),
            ("Ergebnis der betrieblichen Tätigkeit (EBIT)", ebit, "bt"),
            ("Finanzergebnis", fin, ""),
            ("Ergebnis vor Ertragsteuern", ebt, "t"),
            ("Ertragsteuern", st, ""),
            ("Konzernergebnis", kon, "bt"),
            ("davon Aktionäre der Falkenried Antriebstechnik AG", akt, "i"),
            ("davon nicht beherrschende Anteile", nbh, "i"),
        ],
        teur,
        size=7.8,
        lead=11.4,
    )
    shu = V(4000, 4000)
    shv = V(4060, 4060)
    r_u = s.row(
        [(54, "Ergebnis je Aktie, unverwässert (EUR)")]
        + [(x, f"{v:.2f}".replace(".", ","), "r") for x, v in zip(colx, eps(akt, shu), strict=True)],
        size=7.8,
        lead=11.4,
    )
    r_v = s.row(
        [(54, "Ergebnis je Aktie, verwässert (EUR)")]
        + [(x, f"{v:.2f}".replace(".", ","), "r") for x, v in zip(colx, eps(akt, shv), strict=True)],
        size=7.8,
        lead=11.4,
    )
    assert r_u
    same(L["rev"] / 1000, rev[0], "rev")
    same(L["oi"] / 1000, ebit[0], "oi")
    same(L["ni"] / 1000, akt[0], "ni")
    same(L["deps"], eps(akt, shv)[0], "deps")
    s.skip(8)
    s.t("Konzernbilanz (ungeprüft)", 9, True)
    bx = [468, 552]
    heads(s, bx, [("31.03.2025", "31.12.2024")], x_label=54, label="in TEUR")
    a_nc = [V(12408, 12655), V(38917, 39204), V(4106, 4318), V(2250, 2250), V(1118, 1206)]
    a_c = [V(31744, 29018), V(27905, 24610), V(3412, 2987), V(9871, 12304)]
    tnca = add(*a_nc)
    tca = add(*a_c)
    ta = add(tnca, tca)
    l_nc = [V(21500, 22750), V(8904, 8962), V(3310, 3512), V(1402, 1388)]
    l_c = [V(6250, 6250), V(15118, 13407), V(4206, 4518), V(6604, 5873)]
    tlnc = add(*l_nc)
    tlc = add(*l_c)
    tl = add(tlnc, tlc)
    te = add(ta, neg(tl))
    nci = V(2318, 2205)
    eqo = add(te, neg(nci))
    gk = V(4000, 4000)
    kr = V(18520, 18520)
    gr = add(eqo, neg(gk), neg(kr))
    b = table(
        s,
        bx,
        [
            ("Immaterielle Vermögenswerte", a_nc[0], ""),
            ("Sachanlagen", a_nc[1], ""),
            ("Nutzungsrechte aus Leasingverhältnissen", a_nc[2], ""),
            ("Nach der Equity-Methode bilanzierte Beteiligungen", a_nc[3], ""),
            ("Latente Steueransprüche", a_nc[4], ""),
            ("Langfristige Vermögenswerte", tnca, "bt"),
            ("Vorräte", a_c[0], ""),
            ("Forderungen aus Lieferungen und Leistungen", a_c[1], ""),
            ("Sonstige Vermögenswerte", a_c[2], ""),
            ("Zahlungsmittel und Zahlungsmitteläquivalente", a_c[3], ""),
            ("Kurzfristige Vermögenswerte", tca, "bt"),
            ("Summe Aktiva", ta, "bt"),
            ("Gezeichnetes Kapital", gk, ""),
            ("Kapitalrücklage", kr, ""),
            ("Gewinnrücklagen", gr, ""),
            ("Eigenkapital der Aktionäre der Falkenried Antriebstechnik AG", eqo, "t"),
            ("Nicht beherrschende Anteile", nci, ""),
            ("Eigenkapital", te, "bt"),
            ("Langfristige Finanzverbindlichkeiten", l_nc[0], ""),
            ("Pensionsrückstellungen", l_nc[1], ""),
            ("Langfristige Leasingverbindlichkeiten", l_nc[2], ""),
            ("Latente Steuerschulden", l_nc[3], ""),
            ("Langfristige Schulden", tlnc, "bt"),
            ("Kurzfristige Finanzverbindlichkeiten", l_c[0], ""),
            ("Verbindlichkeiten aus Lieferungen und Leistungen", l_c[1], ""),
            ("Sonstige Rückstellungen", l_c[2], ""),
            ("Sonstige Verbindlichkeiten", l_c[3], ""),
            ("Kurzfristige Schulden", tlc, "bt"),
            ("Summe Schulden", tl, "bt"),
            ("Summe Passiva", ta, "bt"),
        ],
        teur,
        size=7.8,
        lead=11.4,
    )
    same(L["ta"] / 1000, ta[0], "ta")
    same(L["tl"] / 1000, tl[0], "tl")
    same(L["te"] / 1000, te[0], "te")
    same(L["cash"] / 1000, a_c[3][0], "cash")
    fields = {
        "company_name": F("Falkenried Antriebstechnik AG", 1, q_co),
        "report_type": F("other", 1, q_per),
        "period_end_date": F("2025-03-31", 1, q_per),
        "currency": F("EUR", 1, "Der Umsatz stieg im ersten Quartal um 7,4 % auf 48,2 Mio. EUR."),
        "total_revenue": F(L["rev"], 1, r["Umsatzerlöse"]),
        "operating_income": F(L["oi"], 1, r["Ergebnis der betrieblichen Tätigkeit (EBIT)"]),
        "net_income": F(L["ni"], 1, r["davon Aktionäre der Falkenried Antriebstechnik AG"]),
        "diluted_eps": F(L["deps"], 1, r_v),
        "total_assets": F(L["ta"], 1, b["Summe Aktiva"]),
        "total_liabilities": F(L["tl"], 1, b["Summe Schulden"]),
        "total_equity": F(L["te"], 1, b["Eigenkapital"]),
        "cash_and_equivalents": F(L["cash"], 1, b["Zahlungsmittel und Zahlungsmitteläquivalente"]),
    }
    notes = (
        "German quarterly statement (Quartalsmitteilung) for Q1 2025, figures in TEUR (thousands of euros, "
        "'48.216'); report_type other (an interim statement, neither a 10-Q nor a results press release). "
        "Current quarter is the first column (Q1 2025 / 31.03.2025). operating_income is EBIT (Ergebnis der "
        "betrieblichen Tätigkeit); net_income is the 'davon Aktionäre' line (3.286), not the Konzernergebnis "
        "(3.399); diluted_eps is 'verwässert' 0,81. total_equity is 'Eigenkapital' including nicht "
        "beherrschende Anteile; total_liabilities is 'Summe Schulden'. The rounded text figures (48,2 Mio. "
        "EUR, 5,3 Mio. EUR) and the annual outlook are distractors. No field is null."
    )
    return p, fields, notes, []
