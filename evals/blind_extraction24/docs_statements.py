"""Financial-statement builders for blind_extraction24 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals from the line items it prints and checks the hand-written label literals
with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, rnd
from pdfkit import IN, Pdf, fmt
from sheet import Sheet

A4 = dict(w=595, h=842)


def V(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def neg(a):
    return [-x for x in a]


def paren(nd, zero="—", th=",", dp="."):
    """1,234.5 / (1,234.5) / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="()")

    return f


def indian(nd=2):
    """Indian grouping in crore: 1,234.56 / (1,234.56)."""

    def f(x):
        if x == 0:
            return "-"
        body = IN(abs(x), nd)
        return f"({body})" if x < 0 else body

    return f


def table(s, colx, rows, f, size=7.6, lead=None, note_x=None):
    """rows: (label, values or None, flags[, note]); flags: b bold, i indent, t rule above,
    u double rule below.  Returns {label: row text} for the first row of each label with values."""
    out = {}
    lead = lead or size * 1.55
    for row in rows:
        label, vals, flags = row[:3]
        note = row[3] if len(row) > 3 else ""
        x0 = colx[0] - 48
        if "t" in flags:
            s.p.line(x0, s.y - size - 1.5, max(colx) + 2, s.y - size - 1.5, 0.4)
        cells = [(s.x + (10 if "i" in flags else 0), label)]
        if note and note_x:
            cells.append((note_x, note, "c"))
        for x, v in zip(colx, vals or [], strict=False):
            if v is None:
                continue
            cells.append((x, v if isinstance(v, str) else f(v), "r"))
        qt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if "u" in flags:
            s.p.line(x0, s.y - lead + 3, max(colx) + 2, s.y - lead + 3, 0.4)
            s.p.line(x0, s.y - lead + 4.6, max(colx) + 2, s.y - lead + 4.6, 0.4)
        if vals and label not in out:
            out[label] = qt
    return out


def heads(s, colx, lines, size=7.2, note_x=None):
    """Column headings right-aligned over the figure columns (first entry: the note column)."""
    for ln in lines:
        cells = []
        if note_x and ln[0]:
            cells.append((note_x, ln[0], "c"))
        for x, t in zip(colx, ln[1:], strict=False):
            if t:
                cells.append((x, t, "r"))
        s.row(cells, size=size, bold=True, lead=size + 3)
    s.p.line(colx[0] - 48, s.y - 6, max(colx) + 2, s.y - 6, 0.5)
    s.skip(4)


def eps(ni, sh, nd=2):
    return [rnd(n / x, nd) for n, x in zip(ni, sh, strict=True)]


# ==================== 1 US 10-Q, 13-week quarter, $ thousands, three- and six-month columns
@doc("b24_fs_10q_q2_13wk_thousands", "financial_statement", "Halvorsen Cold Chain Systems 10-Q Q2 2026")
def fs_10q():
    L = dict(
        rev=187780000,
        oi=19341000,
        ni=12731000,
        deps=0.3,
        ta=736467000,
        tl=380271000,
        te=356196000,
        cash=64218000,
        ytd_rev=358571000,
        prod=148362000,
        serv=39418000,
    )
    p = Pdf(face="serif")
    s = Sheet(p, x=60, xr=552, top=60, size=8.4)
    s.t("UNITED STATES", 10, True, align="c")
    s.t("SECURITIES AND EXCHANGE COMMISSION", 10, True, align="c")
    s.t("Washington, D.C. 20549", 8, align="c")
    s.skip(10)
    q_type = s.t("FORM 10-Q", 16, True, align="c")
    s.skip(4)
    s.t(
        "[X] QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        7.8,
        align="c",
    )
    q_end = s.t("For the quarterly period ended June 28, 2026", 9.4, True, align="c")
    s.t("Commission File Number 001-41277", 8, align="c")
    s.skip(12)
    q_co = s.t("HALVORSEN COLD CHAIN SYSTEMS, INC.", 15, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7.6, align="c", color=GREY)
    s.skip(8)
    s.row([(80, "Minnesota"), (300, "84-2619057"), (440, "4410 Quarry Lake Parkway")], size=8.4)
    s.row(
        [
            (80, "(State of incorporation)"),
            (300, "(I.R.S. Employer Identification No.)"),
            (440, "Eagan, MN 55121"),
        ],
        7,
    )
    s.skip(10)
    s.para(
        "Indicate by check mark whether the registrant (1) has filed all reports required to be filed by "
        "Section 13 or 15(d) of the Securities Exchange Act of 1934 during the preceding 12 months and (2) "
        "has been subject to such filing requirements for the past 90 days. Yes [X] No [ ]",
        7.8,
    )
    s.para(
        "Large accelerated filer [ ] Accelerated filer [X] Non-accelerated filer [ ] Smaller reporting "
        "company [ ]",
        7.8,
    )
    s.para(
        "As of July 31, 2026, the registrant had 41,306,118 shares of common stock, $0.001 par value, "
        "outstanding.",
        7.8,
    )
    s.skip(14)
    s.t("PART I — FINANCIAL INFORMATION", 9, True)
    s.t("Item 1. Financial Statements (unaudited)", 8.6, True)
    # ---- page 2: operations
    s.new_page()
    s.t("HALVORSEN COLD CHAIN SYSTEMS, INC.", 9, True, align="c")
    s.t("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 9, True, align="c")
    q_unit = s.t("(In thousands of U.S. dollars, except per share amounts) (Unaudited)", 7.6, align="c")
    s.skip(6)
    cx = [360, 420, 490, 552]
    heads(
        s,
        cx,
        [
            ["", "Three Months Ended", "", "Six Months Ended", ""],
            ["", "June 28,", "June 29,", "June 28,", "June 29,"],
            ["", "2026", "2025", "2026", "2025"],
        ],
    )
    prod = V(148362, 131904, 281517, 252331)
    serv = V(39418, 35226, 77054, 68904)
    rev = add(prod, serv)
    cogs = V(121905, 110718, 233660, 212457)
    gp = add(rev, neg(cogs))
    rd = V(14226, 13512, 28140, 26603)
    sm = V(18047, 16880, 35312, 32966)
    ga = V(12391, 11742, 24508, 23150)
    rs = V(1870, 0, 1870, 0)
    opx = add(rd, sm, ga, rs)
    oi = add(gp, neg(opx))
    intr = V(-3418, -3955, -6902, -7864)
    oth = V(612, 287, 1145, 503)
    pbt = add(oi, intr, oth)
    tax = V(3804, 2614, 6210, 4711)
    ni = add(pbt, neg(tax))
    shb = V(41288, 40911, 41230, 40870)
    shd = V(41862, 41205, 41790, 41150)
    f = paren(0)
    r = table(
        s,
        cx,
        [
            ("Net revenue:", None, ""),
            ("Products", prod, "i"),
            ("Services", serv, "i"),
            ("Total net revenue", rev, "bt"),
            ("Cost of revenue", cogs, ""),
            ("Gross profit", gp, "bt"),
            ("Operating expenses:", None, ""),
            ("Research and development", rd, "i"),
            ("Selling and marketing", sm, "i"),
            ("General and administrative", ga, "i"),
            ("Restructuring charges", rs, "i"),
            ("Total operating expenses", opx, "t"),
            ("Income from operations", oi, "bt"),
            ("Interest expense, net", intr, ""),
            ("Other income, net", oth, ""),
            ("Income before income taxes", pbt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net income", ni, "btu"),
        ],
        f,
    )
    s.skip(4)
    f2 = paren(2)
    r2 = table(
        s,
        cx,
        [
            ("Net income per share:", None, ""),
            ("Basic", eps(ni, shb), "i"),
            ("Diluted", eps(ni, shd), "i"),
            ("Weighted-average shares used in computing net income per share:", None, ""),
        ],
        f2,
    )
    table(s, cx, [("Basic", shb, "i"), ("Diluted", shd, "i")], f)
    s.skip(8)
    s.t("See accompanying notes to condensed consolidated financial statements.", 7.4, color=GREY)
    # ---- page 3: balance sheet
    s.new_page()
    s.t("HALVORSEN COLD CHAIN SYSTEMS, INC.", 9, True, align="c")
    s.t("CONDENSED CONSOLIDATED BALANCE SHEETS", 9, True, align="c")
    s.t("(In thousands, except par value) (Unaudited)", 7.6, align="c")
    s.skip(6)
    bx = [470, 552]
    heads(s, bx, [["", "June 28,", "December 31,"], ["", "2026", "2025"]])
    cash = V(64218, 71905)
    sti = V(22500, 15000)
    ar = V(118446, 109731)
    inv = V(96372, 88120)
    pre = V(14905, 12377)
    tca = add(cash, sti, ar, inv, pre)
    ppe = V(141688, 138240)
    rou = V(28416, 30112)
    gw = V(187305, 187305)
    intg = V(52740, 56918)
    oa = V(9877, 9204)
    ta = add(tca, ppe, rou, gw, intg, oa)
    ap = V(71204, 66518)
    acc = V(38917, 42660)
    cd = V(10000, 10000)
    dr = V(21486, 18933)
    tcl = add(ap, acc, cd, dr)
    ltd = V(196250, 201250)
    oll = V(24907, 26881)
    dtl = V(11362, 11020)
    ol = V(6145, 5892)
    tl = add(tcl, ltd, oll, dtl, ol)
    cs = V(41, 41)
    apic = V(268911, 262770)
    aoci = V(-3286, -4105)
    re_ = add(ta, neg(tl), neg(cs), neg(apic), neg(aoci))
    te = add(cs, apic, re_, aoci)
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "i"),
            ("Short-term investments", sti, "i"),
            ("Accounts receivable, net", ar, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and other current assets", pre, "i"),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "btu"),
            ("LIABILITIES AND STOCKHOLDERS' EQUITY", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "i"),
            ("Accrued expenses", acc, "i"),
            ("Current portion of long-term debt", cd, "i"),
            ("Deferred revenue", dr, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net of current portion", ltd, ""),
            ("Operating lease liabilities, non-current", oll, ""),
            ("Deferred income taxes", dtl, ""),
            ("Other long-term liabilities", ol, ""),
            ("Total liabilities", tl, "bt"),
            ("Commitments and contingencies (Note 11)", None, ""),
            ("Stockholders' equity:", None, ""),
            ("Common stock, $0.001 par value", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Retained earnings", re_, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Total stockholders' equity", te, "bt"),
            ("Total liabilities and stockholders' equity", add(tl, te), "btu"),
        ],
        f,
    )
    same(L["prod"], prod[0] * 1000, "prod")
    same(L["serv"], serv[0] * 1000, "serv")
    same(L["rev"], rev[0] * 1000, "rev")
    same(L["ytd_rev"], rev[2] * 1000, "ytd_rev")
    same(L["oi"], oi[0] * 1000, "oi")
    same(L["ni"], ni[0] * 1000, "ni")
    same(L["deps"], eps(ni, shd)[0], "deps")
    same(L["ta"], ta[0] * 1000, "ta")
    same(L["tl"], tl[0] * 1000, "tl")
    same(L["te"], te[0] * 1000, "te")
    same(L["cash"], cash[0] * 1000, "cash")
    fields = {
        "company_name": F("Halvorsen Cold Chain Systems, Inc.", 1, q_co),
        "report_type": F("10-Q", 1, q_type),
        "period_end_date": F("2026-06-28", 1, q_end),
        "currency": F("USD", 2, q_unit),
        "total_revenue": F(L["rev"], 2, r["Total net revenue"]),
        "operating_income": F(L["oi"], 2, r["Income from operations"]),
        "net_income": F(L["ni"], 2, r["Net income"]),
        "diluted_eps": F(L["deps"], 2, r2["Diluted"]),
        "total_assets": F(L["ta"], 3, b["Total assets"]),
        "total_liabilities": F(L["tl"], 3, b["Total liabilities"]),
        "total_equity": F(L["te"], 3, b["Total stockholders' equity"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Cash and cash equivalents"]),
    }
    notes = (
        "US Form 10-Q for the quarterly period ended June 28, 2026 (a 13-week quarter), $ in thousands. The "
        "statement of operations has three-month columns (current first) and six-month columns; the current "
        "period is the three months ended June 28, 2026 (first figure column), not the six-month "
        "year-to-date column. Products + Services = Total net revenue (sum). Balance sheet at June 28, 2026 "
        "(first column) vs December 31, 2025. cash_and_equivalents excludes short-term investments. No "
        "noncontrolling interests: net income and total stockholders' equity are the company's."
    )
    sums = [
        SUM(
            "Products + Services = Total net revenue (three months)",
            [
                (1, T("Products", L["prod"], 2, r["Products"])),
                (1, T("Services", L["serv"], 2, r["Services"])),
            ],
            "total_revenue",
        ),
        SUM(
            "Total liabilities + equity = Total assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


def M(x):
    """£m / R$ mil style scale helper: x in millions -> whole units."""
    return D(str(x)) * 1000000


# ==================== 2 UK annual report, £m with one decimal, adjusted-profit distractors, NCI, pence EPS
@doc(
    "b24_fs_uk_plc_annual_report_gbp_m",
    "financial_statement",
    "Harbrook Engineering Group plc Annual Report 2025",
)
def fs_uk():
    L = dict(
        rev=1284600000,
        oi=130200000,
        ni=75900000,
        nci=4300000,
        pfy=80200000,
        deps=18.1,
        ta=1240300000,
        tl=725800000,
        te=514500000,
        eq_own=499600000,
        cash=87900000,
    )
    p = Pdf(**A4)
    s = Sheet(p, x=56, xr=539, top=70, size=8.6)
    q_co = s.t("Harbrook Engineering Group plc", 20, True)
    q_type = s.t("Annual Report and Accounts 2025", 14)
    s.skip(20)
    s.t("Financial highlights", 11, True)
    s.skip(2)
    hl = [
        ("Revenue", "£1,284.6m", "+7.3%"),
        ("Adjusted operating profit¹", "£153.6m", "+9.1%"),
        ("Adjusted diluted earnings per share¹", "22.3p", "+10.6%"),
        ("Net debt (excluding leases)", "£257.1m", "-£31.8m"),
        ("Proposed final dividend", "5.6p", "+0.4p"),
    ]
    for k, v, c in hl:
        s.row([(56, k), (360, v, "r"), (460, c, "r")], size=9)
    s.skip(6)
    s.para(
        "¹ Adjusted measures exclude amortisation of acquired intangibles (£9.8m) and restructuring costs "
        "(£13.6m). They are alternative performance measures and are reconciled in note 4.",
        7.4,
    )
    s.skip(14)
    s.para(
        "Harbrook designs and manufactures flow-control valves, actuators and pumping skids for the water, "
        "energy and process industries, from eleven manufacturing sites in the United Kingdom, Poland and "
        "Malaysia. Registered office: Calder Works, Brighouse Road, Elland HX5 9QT. Company number 04418276.",
        8.4,
    )
    # ---- page 2: income statement
    s.new_page()
    s.t("Group income statement", 12, True)
    s.t("for the 52 weeks ended 27 December 2025", 8.6)
    s.skip(8)
    cx = [440, 520]
    heads(s, cx, [["Note", "2025", "2024"], ["", "£m", "£m"]], note_x=380)
    rev = V("1284.6", "1197.3")
    cos = V("-892.4", "-846.1")
    gp = add(rev, cos)
    dist = V("-96.8", "-90.2")
    adm = V("-171.5", "-158.9")
    ooi = V("6.3", "4.8")
    oi = add(gp, dist, adm, ooi)
    fin_i = V("3.9", "2.7")
    fin_c = V("-28.4", "-25.6")
    jv = V("4.2", "3.6")
    pbt = add(oi, fin_i, fin_c, jv)
    tx = V("-29.7", "-23.1")
    pfy = add(pbt, tx)
    nci = V("4.3", "3.1")
    own = add(pfy, neg(nci))
    f = paren(1)
    r = table(
        s,
        cx,
        [
            ("Revenue", rev, "b", "2"),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "bt"),
            ("Distribution costs", dist, ""),
            ("Administrative expenses", adm, "", "5"),
            ("Other operating income", ooi, ""),
            ("Operating profit", oi, "bt", "4"),
            ("Finance income", fin_i, "", "7"),
            ("Finance costs", fin_c, "", "7"),
            ("Share of post-tax profit of joint ventures", jv, ""),
            ("Profit before taxation", pbt, "bt"),
            ("Taxation", tx, "", "8"),
            ("Profit for the year", pfy, "btu"),
            ("Attributable to:", None, ""),
            ("Owners of the parent", own, "i"),
            ("Non-controlling interests", nci, "i"),
        ],
        f,
        note_x=380,
    )
    s.skip(8)
    shb = V("412.6", "410.9")
    shd = V("418.3", "415.2")
    e_b = [rnd(o / x * 100, 1) for o, x in zip(own, shb, strict=True)]
    e_d = [rnd(o / x * 100, 1) for o, x in zip(own, shd, strict=True)]
    heads(s, cx, [["", "pence", "pence"]], note_x=380)
    r2 = table(
        s,
        cx,
        [
            ("Earnings per share", None, "b", "9"),
            ("Basic", e_b, "i"),
            ("Diluted", e_d, "i"),
        ],
        paren(1),
        note_x=380,
    )
    s.skip(10)
    s.para(
        "Operating profit is stated after restructuring costs of £13.6m (2024: £4.1m) and amortisation of "
        "acquired intangibles of £9.8m (2024: £9.5m). All results derive from continuing operations.",
        7.6,
    )
    # ---- page 3: balance sheet
    s.new_page()
    s.t("Group balance sheet", 12, True)
    s.t("at 27 December 2025", 8.6)
    s.skip(8)
    heads(s, cx, [["Note", "2025", "2024"], ["", "£m", "£m"]], note_x=380)
    gw = V("214.7", "209.8")
    intg = V("58.3", "66.1")
    ppe = V("402.9", "388.4")
    rou = V("61.4", "57.2")
    jvi = V("27.8", "25.3")
    dta = V("9.6", "11.0")
    nca = add(gw, intg, ppe, rou, jvi, dta)
    inv = V("146.2", "139.7")
    rec = V("231.5", "219.0")
    cash = V("87.9", "64.6")
    ca = add(inv, rec, cash)
    ta = add(nca, ca)
    pay = V("248.6", "231.4")
    bor_c = V("35.0", "30.0")
    ll_c = V("12.7", "11.9")
    ctax = V("8.4", "6.2")
    pr_c = V("6.1", "4.4")
    cl = add(pay, bor_c, ll_c, ctax, pr_c)
    bor_n = V("310.0", "323.5")
    ll_n = V("52.3", "48.6")
    rbo = V("18.9", "22.7")
    dtl = V("24.6", "23.1")
    pr_n = V("9.2", "8.8")
    ncl = add(bor_n, ll_n, rbo, dtl, pr_n)
    tl = add(cl, ncl)
    na = add(ta, neg(tl))
    sc = V("41.3", "41.1")
    spm = V("118.6", "116.9")
    orr = V("22.4", "18.7")
    nci_b = V("14.9", "12.6")
    re_ = add(na, neg(sc), neg(spm), neg(orr), neg(nci_b))
    eo = add(sc, spm, orr, re_)
    te = add(eo, nci_b)
    b = table(
        s,
        cx,
        [
            ("Non-current assets", None, "b"),
            ("Goodwill", gw, "i", "10"),
            ("Other intangible assets", intg, "i", "11"),
            ("Property, plant and equipment", ppe, "i", "12"),
            ("Right-of-use assets", rou, "i", "13"),
            ("Investments in joint ventures", jvi, "i"),
            ("Deferred tax assets", dta, "i"),
            ("", nca, "t"),
            ("Current assets", None, "b"),
            ("Inventories", inv, "i", "14"),
            ("Trade and other receivables", rec, "i", "15"),
            ("Cash and cash equivalents", cash, "i", "16"),
            ("", ca, "t"),
            ("Total assets", ta, "bt"),
            ("Current liabilities", None, "b"),
            ("Trade and other payables", pay, "i", "17"),
            ("Borrowings", bor_c, "i", "18"),
            ("Lease liabilities", ll_c, "i"),
            ("Current tax liabilities", ctax, "i"),
            ("Provisions", pr_c, "i"),
            ("Non-current liabilities", None, "b"),
            ("Borrowings ", bor_n, "i", "18"),
            ("Lease liabilities ", ll_n, "i"),
            ("Retirement benefit obligations", rbo, "i", "20"),
            ("Deferred tax liabilities", dtl, "i"),
            ("Provisions ", pr_n, "i"),
            ("Total liabilities", tl, "bt"),
            ("Net assets", na, "btu"),
            ("Equity", None, "b"),
            ("Share capital", sc, "i", "21"),
            ("Share premium", spm, "i"),
            ("Other reserves", orr, "i"),
            ("Retained earnings", re_, "i"),
            ("Equity attributable to owners of the parent", eo, "t"),
            ("Non-controlling interests", nci_b, ""),
            ("Total equity", te, "btu"),
        ],
        f,
        note_x=380,
    )
    same(L["rev"], M(rev[0]), "rev")
    same(L["oi"], M(oi[0]), "oi")
    same(L["pfy"], M(pfy[0]), "pfy")
    same(L["nci"], M(nci[0]), "nci")
    same(L["ni"], M(own[0]), "ni")
    same(L["deps"], e_d[0], "deps")
    same(L["ta"], M(ta[0]), "ta")
    same(L["tl"], M(tl[0]), "tl")
    same(L["eq_own"], M(eo[0]), "eq_own")
    same(L["te"], M(te[0]), "te")
    same(L["cash"], M(cash[0]), "cash")
    fields = {
        "company_name": F("Harbrook Engineering Group plc", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2025-12-27", 2, "for the 52 weeks ended 27 December 2025"),
        "currency": F("GBP", 1, "Revenue £1,284.6m +7.3%"),
        "total_revenue": F(L["rev"], 2, r["Revenue"]),
        "operating_income": F(L["oi"], 2, r["Operating profit"]),
        "net_income": F(L["ni"], 2, r["Owners of the parent"]),
        "diluted_eps": F(L["deps"], 2, r2["Diluted"]),
        "total_assets": F(L["ta"], 3, b["Total assets"]),
        "total_liabilities": F(L["tl"], 3, b["Total liabilities"]),
        "total_equity": F(L["te"], 3, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Cash and cash equivalents"]),
    }
    notes = (
        "UK plc annual report, £m with one decimal, 52 weeks ended 27 December 2025 (first figure column; "
        "2024 second). operating_income is the statutory Operating profit, not the adjusted operating "
        "profit of the highlights. net_income is the profit attributable to owners of the parent (Profit "
        "for the year - non-controlling interests; sum). diluted_eps is the statutory diluted EPS in pence, "
        "not the adjusted EPS. Total liabilities is printed without brackets; total_equity is Total equity "
        "including non-controlling interests (owners' equity + NCI; sum); Net assets equals it."
    )
    sums = [
        SUM(
            "owners + NCI = Profit for the year",
            [
                (1, "net_income"),
                (1, T("Non-controlling interests (profit)", L["nci"], 2, r["Non-controlling interests"])),
            ],
            T("Profit for the year", L["pfy"], 2, r["Profit for the year"]),
        ),
        SUM(
            "owners' equity + NCI = Total equity",
            [
                (
                    1,
                    T(
                        "Equity attributable to owners",
                        L["eq_own"],
                        3,
                        b["Equity attributable to owners of the parent"],
                    ),
                ),
                (1, T("Non-controlling interests (equity)", 14900000, 3, b["Non-controlling interests"])),
            ],
            "total_equity",
        ),
        SUM(
            "Total liabilities + Total equity = Total assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


# ==================== 3 Canadian Q3 earnings release, CAD thousands, quarter first then nine months, NCI
@doc(
    "b24_fs_ca_q3_release_cad_thousands",
    "financial_statement",
    "Rideau Hollow Foods third quarter 2026 results",
)
def fs_ca():
    L = dict(
        rev=214583000,
        oi=17533000,
        ni=9578000,
        nci=412000,
        ne=9990000,
        deps=0.24,
        ta=776107000,
        tl=364170000,
        te=411937000,
        cash=38416000,
    )
    p = Pdf()
    s = Sheet(p, x=54, xr=558, top=58, size=8.6)
    s.t("NEWS RELEASE · FOR IMMEDIATE DISTRIBUTION", 8, True, color=GREY)
    s.skip(6)
    q_head = s.t("Rideau Hollow Foods Inc. Reports Third Quarter 2026 Results", 14, True)
    s.t(
        "Ottawa, Ontario — November 5, 2026 — Rideau Hollow Foods Inc. (TSX: RHF) today reported results", 8.6
    )
    s.t(
        "for the third quarter ended September 26, 2026. All amounts are in Canadian dollars unless noted.",
        8.6,
    )
    s.skip(8)
    s.t("Third quarter highlights", 10, True)
    for ln in [
        "• Revenue of $214.6 million, up 8.8% from the third quarter of 2025",
        "• Adjusted EBITDA of $31.1 million (14.5% of revenue), compared with $26.0 million",
        "• Net earnings attributable to shareholders of $0.24 per diluted share",
        "• Free cash flow of $18.7 million; net debt to Adjusted EBITDA of 1.9x",
        "• Quarterly dividend of $0.085 per share declared, payable January 15, 2027",
    ]:
        s.t(ln, 8.6)
    s.skip(6)
    s.para(
        "Outlook: the Company now expects fiscal 2026 revenue of $835 million to $850 million. Adjusted "
        "EBITDA is a non-GAAP measure; see 'Non-GAAP measures' at the end of this release. A conference "
        "call will be held on November 6, 2026 at 8:30 a.m. ET.",
        8,
    )
    s.skip(6)
    s.t("CONDENSED CONSOLIDATED STATEMENTS OF EARNINGS (unaudited)", 9, True)
    q_unit = s.t("(in thousands of Canadian dollars, except per share amounts)", 7.6)
    s.skip(4)
    cx = [330, 405, 480, 555]
    heads(
        s,
        cx,
        [
            ["", "Three months ended", "", "Nine months ended", ""],
            ["", "Sept. 26, 2026", "Sept. 27, 2025", "Sept. 26, 2026", "Sept. 27, 2025"],
        ],
        size=7,
    )
    rev = V(214583, 197241, 618904, 571366)
    cos = V(-158720, -148377, -461215, -431008)
    gp = add(rev, cos)
    sga = V(-27364, -25118, -80472, -74830)
    da = V(-9846, -9203, -29114, -27488)
    oth = V(-1120, 415, -2386, 960)
    oi = add(gp, sga, da, oth)
    fc = V(-4213, -4690, -13008, -14112)
    pbt = add(oi, fc)
    tx = V(-3330, -2567, -8177, -6222)
    ne = add(pbt, tx)
    nci = V(412, 371, 1188, 1046)
    sh = add(ne, neg(nci))
    shd = V(39105, 38976, 39088, 38951)
    f = paren(0)
    r = table(
        s,
        cx,
        [
            ("Revenue", rev, "b"),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative", sga, ""),
            ("Depreciation and amortization", da, ""),
            ("Other gains (losses)", oth, ""),
            ("Operating earnings", oi, "bt"),
            ("Finance costs", fc, ""),
            ("Earnings before income taxes", pbt, "t"),
            ("Income tax expense", tx, ""),
            ("Net earnings", ne, "bt"),
            ("Attributable to:", None, ""),
            ("Shareholders of the Company", sh, "i"),
            ("Non-controlling interests", nci, "i"),
        ],
        f,
        size=7.4,
    )
    dil = eps(sh, shd)
    r2 = table(s, cx, [("Diluted earnings per share", dil, "b")], paren(2), size=7.4)
    # ---- page 2: balance sheet
    s.new_page()
    s.t("CONDENSED CONSOLIDATED BALANCE SHEETS (unaudited)", 9, True)
    s.t("(in thousands of Canadian dollars)", 7.6)
    s.skip(4)
    bx = [460, 555]
    heads(s, bx, [["", "September 26, 2026", "December 27, 2025"]], size=7)
    cash = V(38416, 29873)
    ar = V(96205, 82660)
    inv = V(121377, 109845)
    pre = V(7914, 6502)
    ca = add(cash, ar, inv, pre)
    ppe = V(284630, 279118)
    rou = V(33205, 35410)
    intg = V(71482, 76290)
    gw = V(118760, 118760)
    dta = V(4118, 4372)
    ta = add(ca, ppe, rou, intg, gw, dta)
    ap = V(88931, 79204)
    cl_l = V(6412, 6118)
    cur_d = V(15000, 15000)
    ct = V(5127, 3906)
    cl = add(ap, cl_l, cur_d, ct)
    ltd = V(191250, 203500)
    ll = V(29846, 32105)
    dtl = V(27604, 26881)
    tl = add(cl, ltd, ll, dtl)
    scap = V(212840, 211905)
    cont = V(6911, 6230)
    aoci = V(2308, 1446)
    ncib = V(18725, 16904)
    re_ = add(ta, neg(tl), neg(scap), neg(cont), neg(aoci), neg(ncib))
    eo = add(scap, cont, re_, aoci)
    te = add(eo, ncib)
    b = table(
        s,
        bx,
        [
            ("Assets", None, "b"),
            ("Cash and cash equivalents", cash, "i"),
            ("Trade and other receivables", ar, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and deposits", pre, "i"),
            ("Total current assets", ca, "t"),
            ("Property, plant and equipment", ppe, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Intangible assets", intg, "i"),
            ("Goodwill", gw, "i"),
            ("Deferred tax assets", dta, "i"),
            ("Total assets", ta, "bt"),
            ("Liabilities", None, "b"),
            ("Accounts payable and accrued liabilities", ap, "i"),
            ("Current portion of lease liabilities", cl_l, "i"),
            ("Current portion of long-term debt", cur_d, "i"),
            ("Income taxes payable", ct, "i"),
            ("Total current liabilities", cl, "t"),
            ("Long-term debt", ltd, "i"),
            ("Lease liabilities", ll, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("Total liabilities", tl, "bt"),
            ("Equity", None, "b"),
            ("Share capital", scap, "i"),
            ("Contributed surplus", cont, "i"),
            ("Retained earnings", re_, "i"),
            ("Accumulated other comprehensive income", aoci, "i"),
            ("Equity attributable to shareholders", eo, "t"),
            ("Non-controlling interests", ncib, "i"),
            ("Total equity", te, "bt"),
            ("Total liabilities and equity", add(tl, te), "btu"),
        ],
        f,
    )
    s.skip(10)
    s.t("Non-GAAP measures", 8.6, True)
    s.para(
        "Adjusted EBITDA is operating earnings before depreciation and amortization and other gains "
        "(losses). For the three months ended September 26, 2026: operating earnings $17,533 plus "
        "depreciation and amortization $9,846 plus other losses $1,120, plus share-based compensation "
        "$2,569 = $31,068 (thousands).",
        7.6,
    )
    same(L["rev"], rev[0] * 1000, "rev")
    same(L["oi"], oi[0] * 1000, "oi")
    same(L["ne"], ne[0] * 1000, "ne")
    same(L["nci"], nci[0] * 1000, "nci")
    same(L["ni"], sh[0] * 1000, "ni")
    same(L["deps"], dil[0], "deps")
    same(L["ta"], ta[0] * 1000, "ta")
    same(L["tl"], tl[0] * 1000, "tl")
    same(L["te"], te[0] * 1000, "te")
    same(L["cash"], cash[0] * 1000, "cash")
    same(31068, oi[0] - da[0] - oth[0] + 2569, "adj ebitda")
    fields = {
        "company_name": F("Rideau Hollow Foods Inc.", 1, q_head),
        "report_type": F("earnings_release", 1, q_head),
        "period_end_date": F("2026-09-26", 1, "for the third quarter ended September 26, 2026."),
        "currency": F("CAD", 1, q_unit),
        "total_revenue": F(L["rev"], 1, r["Revenue"]),
        "operating_income": F(L["oi"], 1, r["Operating earnings"]),
        "net_income": F(L["ni"], 1, r["Shareholders of the Company"]),
        "diluted_eps": F(L["deps"], 1, r2["Diluted earnings per share"]),
        "total_assets": F(L["ta"], 2, b["Total assets"]),
        "total_liabilities": F(L["tl"], 2, b["Total liabilities"]),
        "total_equity": F(L["te"], 2, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "Canadian third-quarter earnings release, in thousands of Canadian dollars. The current period is "
        "the three months ended September 26, 2026 (first figure column), not the nine-month columns. "
        "Rounded headline figures, Adjusted EBITDA, free cash flow, the outlook range and the dividend are "
        "distractors. net_income is the line attributable to shareholders of the Company (Net earnings - "
        "non-controlling interests; sum). Balance sheet at September 26, 2026 (first column); total_equity "
        "is Total equity including non-controlling interests."
    )
    sums = [
        SUM(
            "shareholders + NCI = Net earnings",
            [
                (1, "net_income"),
                (1, T("Non-controlling interests", L["nci"], 1, r["Non-controlling interests"])),
            ],
            T("Net earnings", L["ne"], 1, r["Net earnings"]),
        ),
        SUM(
            "Total liabilities + Total equity = Total assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


def CR(x):
    """₹ crore -> whole rupees."""
    return D(str(x)) * 10000000


# ==================== 4 Indian annual report, ₹ crore, standalone and consolidated columns, no operating line
@doc(
    "b24_fs_in_annual_report_crore_standalone_consol",
    "financial_statement",
    "Sahyadri Polyfilms Annual Report 2027-28",
)
def fs_in():
    L = dict(
        rev=28469000000,
        ni=3655900000,
        pfy=3750600000,
        nci=94700000,
        deps=19.54,
        ta=25233800000,
        tl=9912700000,
        te=15321100000,
        eo=14733900000,
        ncib=587200000,
        cash=573400000,
        tinc=28830800000,
        oinc=361800000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=64, size=8.4)
    q_co = s.t("Sahyadri Polyfilms Limited", 20, True)
    q_type = s.t("37th Annual Report 2027-28", 13)
    s.t("CIN L25209MH1991PLC061472 · Regd. Office: Plot D-41, MIDC Ambad, Nashik 422010", 7.6, color=GREY)
    s.skip(18)
    s.t("Consolidated financial highlights (₹ crore)", 10.5, True)
    s.skip(2)
    for k, v in [
        ("Total income", "2,883.08"),
        ("EBITDA (excluding other income)", "577.72"),
        ("Profit after tax (before non-controlling interests)", "375.06"),
        ("Net worth (equity attributable to owners)", "1,473.39"),
        ("Recommended final dividend per share (₹)", "3.50"),
    ]:
        s.row([(40, k), (420, v, "r")], size=9)
    s.skip(8)
    s.para(
        "The Company manufactures BOPP and BOPET films and flexible packaging laminates at Nashik and "
        "Sanand; its subsidiary Sahyadri Flexipack Private Limited (74% held) operates the Sanand laminates "
        "plant. The financial statements are prepared under Ind AS and are presented in ₹ crore.",
        8.2,
    )
    # ---- page 2: profit and loss
    s.new_page()
    s.t("Statement of Profit and Loss for the year ended 31st March 2028", 10.5, True)
    q_unit = s.t("(All amounts in ₹ crore, unless otherwise stated)", 7.6)
    s.skip(6)
    cx = [352, 416, 486, 553]
    heads(
        s,
        cx,
        [
            ["", "Standalone", "", "Consolidated", ""],
            ["Note", "FY 2027-28", "FY 2026-27", "FY 2027-28", "FY 2026-27"],
        ],
        size=7,
        note_x=290,
    )
    rev = V("2418.36", "2205.71", "2846.90", "2571.24")
    oinc = V("31.42", "27.85", "36.18", "30.07")
    tinc = add(rev, oinc)
    mat = V("1401.18", "1288.64", "1612.45", "1478.92")
    pur = V("71.50", "65.27", "98.33", "86.10")
    chg = V("-18.42", "9.81", "-21.76", "14.35")
    emp = V("148.37", "134.95", "187.62", "168.40")
    fin = V("35.76", "40.12", "41.28", "46.91")
    dep = V("79.84", "75.28", "96.17", "89.66")
    oth = V("331.09", "302.46", "392.54", "356.23")
    texp = add(mat, pur, chg, emp, fin, dep, oth)
    pbe = add(tinc, neg(texp))
    exc = V("-12.40", "0", "-12.40", "0")
    pbt = add(pbe, exc)
    ct = V("71.90", "60.85", "82.16", "69.40")
    dt = V("5.10", "3.33", "6.83", "4.12")
    pfy = add(pbt, neg(ct), neg(dt))
    nci = V("0", "0", "9.47", "7.86")
    own = add(pfy, neg(nci))
    f = indian(2)
    r = table(
        s,
        cx,
        [
            ("Revenue from operations", rev, "", "24"),
            ("Other income", oinc, "", "25"),
            ("Total income", tinc, "bt"),
            ("Expenses", None, "b"),
            ("Cost of materials consumed", mat, "i"),
            ("Purchases of stock-in-trade", pur, "i"),
            ("Changes in inventories of finished goods and WIP", chg, "i"),
            ("Employee benefits expense", emp, "i", "26"),
            ("Finance costs", fin, "i", "27"),
            ("Depreciation and amortisation expense", dep, "i"),
            ("Other expenses", oth, "i", "28"),
            ("Total expenses", texp, "bt"),
            ("Profit before exceptional items and tax", pbe, "b"),
            ("Exceptional items", exc, "", "29"),
            ("Profit before tax", pbt, "bt"),
            ("Tax expense: Current tax", ct, "i"),
            ("Deferred tax", dt, "i"),
            ("Profit for the year", pfy, "btu"),
            ("Profit attributable to:", None, ""),
            ("Owners of the Company", [None, None, own[2], own[3]], "i"),
            ("Non-controlling interests", [None, None, nci[2], nci[3]], "i"),
        ],
        f,
        size=7.2,
        note_x=290,
    )
    shb = D("18.64")
    shd = D("18.71")
    base_own = [pfy[0], pfy[1], own[2], own[3]]
    eb = [rnd(x / shb, 2) for x in base_own]
    ed = [rnd(x / shd, 2) for x in base_own]
    s.skip(4)
    r2 = table(
        s,
        cx,
        [
            ("Earnings per equity share (face value ₹10 each)", None, "b", "30"),
            ("Basic (₹)", eb, "i"),
            ("Diluted (₹)", ed, "i"),
        ],
        f,
        size=7.2,
        note_x=290,
    )
    s.skip(6)
    s.para(
        "Exceptional item: compensation paid under the voluntary retirement scheme at the Ambad plant. "
        "Figures of the Company's standalone statements are shown for reference; the Group's consolidated "
        "figures include the 74% subsidiary.",
        7.4,
    )
    # ---- page 3: balance sheet
    s.new_page()
    s.t("Balance Sheet as at 31st March 2028", 10.5, True)
    s.t("(All amounts in ₹ crore, unless otherwise stated)", 7.6)
    s.skip(6)
    heads(
        s,
        cx,
        [
            ["", "Standalone", "", "Consolidated", ""],
            ["Note", "31.03.2028", "31.03.2027", "31.03.2028", "31.03.2027"],
        ],
        size=7,
        note_x=290,
    )
    ppe = V("936.40", "874.15", "1184.26", "1102.83")
    cwip = V("71.22", "95.06", "96.41", "118.70")
    gw = V("0", "0", "64.18", "64.18")
    intg = V("9.81", "11.40", "22.07", "25.94")
    invs = V("212.50", "205.00", "41.30", "38.75")
    onc = V("21.37", "24.05", "28.66", "31.22")
    nca = add(ppe, cwip, gw, intg, invs, onc)
    inv = V("318.64", "292.77", "402.85", "371.14")
    trc = V("377.15", "339.60", "468.92", "421.36")
    cash = V("31.08", "27.46", "57.34", "49.81")
    obb = V("62.50", "44.10", "83.20", "61.47")
    oca = V("55.43", "51.82", "74.19", "69.58")
    ca = add(inv, trc, cash, obb, oca)
    ta = add(nca, ca)
    ncb = V("248.10", "289.45", "312.84", "356.20")
    ncl_l = V("15.32", "17.11", "21.66", "24.08")
    dtl = V("58.47", "53.36", "71.35", "64.52")
    ncl = add(ncb, ncl_l, dtl)
    cb = V("112.06", "101.44", "148.27", "133.91")
    tp = V("281.93", "262.80", "356.48", "331.70")
    ocl = V("47.26", "43.19", "62.13", "57.46")
    prv = V("14.11", "12.85", "18.54", "16.92")
    cl = add(cb, tp, ocl, prv)
    tl = add(ncl, cl)
    esc = V("186.40", "186.40", "186.40", "186.40")
    ncib = V("0", "0", "58.72", "49.25")
    oe = add(ta, neg(tl), neg(esc), neg(ncib))
    eo = add(esc, oe)
    te = add(eo, ncib)
    b = table(
        s,
        cx,
        [
            ("ASSETS", None, "b"),
            ("Property, plant and equipment", ppe, "i", "3"),
            ("Capital work-in-progress", cwip, "i", "3"),
            ("Goodwill", gw, "i"),
            ("Other intangible assets", intg, "i", "4"),
            ("Investments", invs, "i", "5"),
            ("Other non-current assets", onc, "i"),
            ("Total non-current assets", nca, "t"),
            ("Inventories", inv, "i", "8"),
            ("Trade receivables", trc, "i", "9"),
            ("Cash and cash equivalents", cash, "i", "10"),
            ("Bank balances other than cash and cash equivalents", obb, "i", "11"),
            ("Other current assets", oca, "i"),
            ("Total current assets", ca, "t"),
            ("Total assets", ta, "btu"),
            ("EQUITY AND LIABILITIES", None, "b"),
            ("Equity share capital", esc, "i", "14"),
            ("Other equity", oe, "i", "15"),
            ("Equity attributable to owners of the Company", eo, "t"),
            ("Non-controlling interests", [None, None, ncib[2], ncib[3]], "i"),
            ("Total equity", te, "bt"),
            ("Borrowings (non-current)", ncb, "i", "16"),
            ("Lease liabilities", ncl_l, "i"),
            ("Deferred tax liabilities (net)", dtl, "i"),
            ("Borrowings (current)", cb, "i", "16"),
            ("Trade payables", tp, "i", "18"),
            ("Other current liabilities", ocl, "i"),
            ("Provisions", prv, "i"),
            ("Total liabilities", tl, "bt"),
            ("Total equity and liabilities", add(te, tl), "btu"),
        ],
        f,
        size=7.2,
        note_x=290,
    )
    same(L["rev"], CR(rev[2]), "rev")
    same(L["oinc"], CR(oinc[2]), "oinc")
    same(L["tinc"], CR(tinc[2]), "tinc")
    same(L["pfy"], CR(pfy[2]), "pfy")
    same(L["nci"], CR(nci[2]), "nci")
    same(L["ni"], CR(own[2]), "ni")
    same(L["deps"], ed[2], "deps")
    same(L["ta"], CR(ta[2]), "ta")
    same(L["tl"], CR(tl[2]), "tl")
    same(L["eo"], CR(eo[2]), "eo")
    same(L["ncib"], CR(ncib[2]), "ncib")
    same(L["te"], CR(te[2]), "te")
    same(L["cash"], CR(cash[2]), "cash")
    fields = {
        "company_name": F("Sahyadri Polyfilms Limited", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2028-03-31", 3, "Balance Sheet as at 31st March 2028"),
        "currency": F("INR", 2, q_unit),
        "total_revenue": F(L["rev"], 2, r["Revenue from operations"]),
        "operating_income": NULL(),
        "net_income": F(L["ni"], 2, r["Owners of the Company"]),
        "diluted_eps": F(L["deps"], 2, r2["Diluted (₹)"]),
        "total_assets": F(L["ta"], 3, b["Total assets"]),
        "total_liabilities": F(L["tl"], 3, b["Total liabilities"]),
        "total_equity": F(L["te"], 3, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Cash and cash equivalents"]),
    }
    notes = (
        "Indian Ind AS annual report for the year ended 31st March 2026, ₹ crore (value x 10^7). Standalone "
        "and Consolidated columns sit side by side: the consolidated FY 2027-28 column (third figure "
        "column) is the current period, never the standalone columns. total_revenue is Revenue from "
        "operations, not Total income (revenue + other income; sum). operating_income is null: the Ind AS "
        "statement prints no operating profit line (only profit before exceptional items and tax, and "
        "profit before tax). net_income is the profit attributable to owners (Profit for the year - NCI; "
        "sum). total_equity is Total equity incl. non-controlling interests (sum). cash_and_equivalents "
        "excludes other bank balances. The highlights on page 1 (total income, EBITDA, PAT before NCI, net "
        "worth) are distractors."
    )
    sums = [
        SUM(
            "Revenue from operations + Other income = Total income (consolidated)",
            [(1, "total_revenue"), (1, T("Other income", L["oinc"], 2, r["Other income"]))],
            T("Total income", L["tinc"], 2, r["Total income"]),
        ),
        SUM(
            "owners + NCI = Profit for the year (consolidated)",
            [
                (1, "net_income"),
                (1, T("Non-controlling interests", L["nci"], 2, r["Non-controlling interests"])),
            ],
            T("Profit for the year", L["pfy"], 2, r["Profit for the year"]),
        ),
        SUM(
            "owners' equity + NCI = Total equity (consolidated)",
            [
                (
                    1,
                    T(
                        "Equity attributable to owners",
                        L["eo"],
                        3,
                        b["Equity attributable to owners of the Company"],
                    ),
                ),
                (1, T("Non-controlling interests", L["ncib"], 3, b["Non-controlling interests"])),
            ],
            "total_equity",
        ),
        SUM(
            "Total equity + Total liabilities = Total assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


def BRL(x):
    """R$ mil figure: 1.482.367 / (1.482.367) / -"""
    if x == 0:
        return "-"
    return fmt(x, ".", ",", 0, neg="()")


# ==================== 5 Brazilian annual financial statements, R$ mil, consolidated, no total of liabilities
@doc("b24_fs_br_demonstracoes_rs_mil", "financial_statement", "Metalúrgica Rio Taquari Relatório Anual 2027")
def fs_br():
    L = dict(
        rev=1482367000,
        oi=225179000,
        ni=139070000,
        deps=1.6342,
        ta=1396680000,
        te=760313000,
        cash=126408000,
        pfy=144388000,
        nci=5318000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=64, size=8.4)
    q_co = s.t("Metalúrgica Rio Taquari S.A.", 19, True)
    q_type = s.t("Relatório Anual 2027 · Annual Report 2027", 12.5)
    s.t("CNPJ 88.613.207/0001-54 · Companhia aberta · B3: MRTQ3", 7.6, color=GREY)
    s.skip(18)
    s.t("Destaques do exercício", 10.5, True)
    for k in [
        "Receita bruta de R$ 1,86 bilhão, alta de 9,4%",
        "EBITDA ajustado de R$ 271,8 milhões, margem de 18,3%",
        "Dividendos e JCP propostos de R$ 0,62 por ação",
        "Dívida líquida de R$ 159,5 milhões (0,6x EBITDA ajustado)",
    ]:
        s.t("• " + k, 8.8)
    s.skip(8)
    s.para(
        "A Companhia produz componentes forjados e usinados para máquinas agrícolas e veículos pesados em "
        "Estrela e Montenegro (RS). As demonstrações financeiras consolidadas incluem a controlada Taquari "
        "Usinagem Ltda. (80%). Valores em milhares de reais (R$ mil), exceto quando indicado.",
        8.2,
    )
    # ---- page 2: DRE
    s.new_page()
    s.t("Demonstrações do Resultado Consolidadas", 11, True)
    s.t("Exercícios findos em 31 de dezembro de 2027 e de 2026", 8.4)
    q_unit = s.t("(Em milhares de reais - R$ mil, exceto lucro por ação)", 7.6)
    s.skip(6)
    cx = [450, 545]
    heads(s, cx, [["Nota", "31/12/2027", "31/12/2026"]], note_x=380)
    rev = V(1482367, 1356904)
    cpv = V(-1061285, -987412)
    lb = add(rev, cpv)
    dv = V(-96418, -88730)
    dga = V(-112604, -104388)
    oro = V(8912, -3145)
    eqp = V(4207, 3611)
    oi = add(lb, dv, dga, oro, eqp)
    rf = V(38506, 29844)
    df = V(-71223, -66917)
    lair = add(oi, rf, df)
    irc = V(-41860, -30127)
    ird = V(-6214, 2088)
    ll = add(lair, irc, ird)
    nci = V(5318, 4402)
    ctl = add(ll, neg(nci))
    f = BRL
    r = table(
        s,
        cx,
        [
            ("Receita operacional líquida", rev, "b", "22"),
            ("Custo dos produtos vendidos", cpv, "", "23"),
            ("Lucro bruto", lb, "bt"),
            ("Despesas com vendas", dv, "i", "23"),
            ("Despesas gerais e administrativas", dga, "i", "23"),
            ("Outras receitas (despesas) operacionais, líquidas", oro, "i", "24"),
            ("Resultado de equivalência patrimonial", eqp, "i", "11"),
            ("Lucro operacional antes do resultado financeiro", oi, "bt"),
            ("Receitas financeiras", rf, "i", "25"),
            ("Despesas financeiras", df, "i", "25"),
            ("Lucro antes do imposto de renda e da contribuição social", lair, "bt"),
            ("IR e CS correntes", irc, "i", "19"),
            ("IR e CS diferidos", ird, "i", "19"),
            ("Lucro líquido do exercício", ll, "btu"),
            ("Atribuível aos:", None, ""),
            ("Acionistas controladores", ctl, "i"),
            ("Acionistas não controladores", nci, "i"),
        ],
        f,
        size=7.6,
        note_x=380,
    )
    shb = D("84250")
    shd = D("85100")
    eb = [rnd(x / shb, 4) for x in ctl]
    ed = [rnd(x / shd, 4) for x in ctl]
    s.skip(4)
    r2 = table(
        s,
        cx,
        [
            ("Lucro por ação (R$)", None, "b", "21"),
            ("Básico", eb, "i"),
            ("Diluído", ed, "i"),
        ],
        lambda x: fmt(x, ".", ",", 4),
        size=7.6,
        note_x=380,
    )
    # ---- page 3: balanço
    s.new_page()
    s.t("Balanços Patrimoniais Consolidados em 31 de dezembro de 2027 e de 2026", 10.5, True)
    s.t("(Em milhares de reais - R$ mil)", 7.6)
    s.skip(6)
    heads(s, cx, [["Nota", "31/12/2027", "31/12/2026"]], note_x=380)
    cash = V(126408, 98215)
    apl = V(54900, 71350)
    cr = V(238677, 215930)
    est = V(301542, 284118)
    trr = V(33815, 29460)
    oat = V(12306, 10874)
    ac = add(cash, apl, cr, est, trr, oat)
    dj = V(9117, 8402)
    tdf = V(21480, 26905)
    inv = V(38260, 35713)
    imo = V(512846, 488301)
    itg = V(47329, 49118)
    anc = add(dj, tdf, inv, imo, itg)
    ta = add(ac, anc)
    forn = V(187463, 172808)
    emp = V(92115, 84560)
    sal = V(41227, 38604)
    trec = V(18930, 15272)
    divp = V(14651, 11820)
    oob = V(9804, 8915)
    pc = add(forn, emp, sal, trec, divp, oob)
    empn = V(248700, 281450)
    prov = V(17362, 15980)
    ooN = V(6115, 5740)
    pnc = add(empn, prov, ooN)
    cap = V(420000, 420000)
    aap = V(-8214, -5930)
    ncib = V(31406, 27115)
    res = add(ta, neg(pc), neg(pnc), neg(cap), neg(aap), neg(ncib))
    plc = add(cap, res, aap)
    pl = add(plc, ncib)
    b = table(
        s,
        cx,
        [
            ("ATIVO", None, "b"),
            ("Caixa e equivalentes de caixa", cash, "i", "5"),
            ("Aplicações financeiras", apl, "i", "6"),
            ("Contas a receber de clientes", cr, "i", "7"),
            ("Estoques", est, "i", "8"),
            ("Tributos a recuperar", trr, "i"),
            ("Outros ativos", oat, "i"),
            ("Total do ativo circulante", ac, "t"),
            ("Depósitos judiciais", dj, "i"),
            ("Tributos diferidos", tdf, "i", "19"),
            ("Investimentos", inv, "i", "11"),
            ("Imobilizado", imo, "i", "12"),
            ("Intangível", itg, "i", "13"),
            ("Total do ativo não circulante", anc, "t"),
            ("Total do ativo", ta, "btu"),
            ("PASSIVO E PATRIMÔNIO LÍQUIDO", None, "b"),
            ("Fornecedores", forn, "i"),
            ("Empréstimos e financiamentos", emp, "i", "15"),
            ("Salários e encargos sociais", sal, "i"),
            ("Tributos a recolher", trec, "i"),
            ("Dividendos e JCP a pagar", divp, "i"),
            ("Outras obrigações", oob, "i"),
            ("Total do passivo circulante", pc, "t"),
            ("Empréstimos e financiamentos ", empn, "i", "15"),
            ("Provisões para riscos", prov, "i", "17"),
            ("Outras obrigações ", ooN, "i"),
            ("Total do passivo não circulante", pnc, "t"),
            ("Capital social", cap, "i", "20"),
            ("Reservas de lucros", res, "i"),
            ("Ajustes de avaliação patrimonial", aap, "i"),
            ("Patrimônio líquido atribuível aos controladores", plc, "t"),
            ("Participação dos não controladores", ncib, "i"),
            ("Total do patrimônio líquido", pl, "bt"),
            ("Total do passivo e patrimônio líquido", add(pc, pnc, pl), "btu"),
        ],
        f,
        size=7.6,
        note_x=380,
    )
    same(L["rev"], rev[0] * 1000, "rev")
    same(L["oi"], oi[0] * 1000, "oi")
    same(L["pfy"], ll[0] * 1000, "pfy")
    same(L["nci"], nci[0] * 1000, "nci")
    same(L["ni"], ctl[0] * 1000, "ni")
    same(L["deps"], ed[0], "deps")
    same(L["ta"], ta[0] * 1000, "ta")
    same(L["te"], pl[0] * 1000, "te")
    same(L["cash"], cash[0] * 1000, "cash")
    fields = {
        "company_name": F("Metalúrgica Rio Taquari S.A.", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2027-12-31", 2, "Exercícios findos em 31 de dezembro de 2027 e de 2026"),
        "currency": F("BRL", 2, q_unit),
        "total_revenue": F(L["rev"], 2, r["Receita operacional líquida"]),
        "operating_income": F(L["oi"], 2, r["Lucro operacional antes do resultado financeiro"]),
        "net_income": F(L["ni"], 2, r["Acionistas controladores"]),
        "diluted_eps": F(L["deps"], 2, r2["Diluído"]),
        "total_assets": F(L["ta"], 3, b["Total do ativo"]),
        "total_liabilities": NULL(),
        "total_equity": F(L["te"], 3, b["Total do patrimônio líquido"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Caixa e equivalentes de caixa"]),
    }
    notes = (
        "Brazilian consolidated financial statements of an annual report (BRL, R$ mil = thousands, "
        "dot-grouped figures, negatives in brackets), year ended 31 December 2027 (first figure column). "
        "total_revenue is the Receita operacional líquida, not the gross revenue of the highlights. "
        "operating_income is 'Lucro operacional antes do resultado financeiro'. net_income is the line "
        "attributable to Acionistas controladores (Lucro líquido do exercício - não controladores; sum). "
        "diluted_eps is 'Diluído' (R$, four decimals). total_liabilities is null: the balance sheet prints "
        "only the current and non-current liability subtotals and 'Total do passivo e patrimônio líquido', "
        "no total of liabilities. total_equity is Total do patrimônio líquido incl. não controladores. "
        "cash_and_equivalents excludes Aplicações financeiras."
    )
    sums = [
        SUM(
            "controladores + não controladores = Lucro líquido do exercício",
            [
                (1, "net_income"),
                (1, T("Acionistas não controladores", L["nci"], 2, r["Acionistas não controladores"])),
            ],
            T("Lucro líquido do exercício", L["pfy"], 2, r["Lucro líquido do exercício"]),
        ),
        SUM(
            "passivo circulante + passivo não circulante + PL = Total do ativo",
            [
                (1, T("Total do passivo circulante", int(pc[0] * 1000), 3, b["Total do passivo circulante"])),
                (
                    1,
                    T(
                        "Total do passivo não circulante",
                        int(pnc[0] * 1000),
                        3,
                        b["Total do passivo não circulante"],
                    ),
                ),
                (1, "total_equity"),
            ],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums
