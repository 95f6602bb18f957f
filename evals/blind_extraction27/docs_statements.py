"""Financial-statement builders for blind_extraction27 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals from the line items it prints and checks the hand-written label literals
with same()."""

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


def paren(nd=0, zero="—", th=",", dp="."):
    """1,234 / (1,234) / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="()")

    return f


def minus(nd=0, zero="-", th=".", dp=","):
    """German style: 1.234 / -1.234 / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd)

    return f


def table(s, colx, rows, f, size=7.6, lead=None):
    """rows: (label, values or None, flags); flags: b bold, i indent, t rule above, u double rule
    below.  Returns {label: row text} for the first row of each label with values."""
    out = {}
    lead = lead or size * 1.55
    for row in rows:
        label, vals, flags = row[:3]
        x0 = s.x - 4
        if "t" in flags:
            s.p.line(min(colx) - 46, s.y - size - 1.5, max(colx) + 2, s.y - size - 1.5, 0.4)
        cells = [(s.x + (10 if "i" in flags else 0) + (10 if "j" in flags else 0), label)]
        for x, v in zip(colx, vals or [], strict=False):
            if v is None:
                continue
            cells.append((x, v if isinstance(v, str) else f(v), "r"))
        qt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if "u" in flags:
            s.p.line(min(colx) - 46, s.y - lead + 3, max(colx) + 2, s.y - lead + 3, 0.4)
            s.p.line(min(colx) - 46, s.y - lead + 4.6, max(colx) + 2, s.y - lead + 4.6, 0.4)
        if vals and label not in out:
            out[label] = qt
        del x0
    return out


def heads(s, colx, lines, size=7.2):
    """Column headings right-aligned over the figure columns."""
    for ln in lines:
        cells = [(x, t, "r") for x, t in zip(colx, ln, strict=False) if t]
        s.row(cells, size=size, bold=True, lead=size + 3)
    s.p.line(min(colx) - 46, s.y - 6, max(colx) + 2, s.y - 6, 0.5)
    s.skip(4)


def eps(ni, sh, nd=2):
    return [rnd(n / x, nd) for n, x in zip(ni, sh, strict=True)]


def M(x):
    """x in millions -> whole units."""
    return D(str(x)) * 1000000


def K(x):
    """x in thousands -> whole units."""
    return D(str(x)) * 1000


# ===== 1 US 10-Q (USD thousands): three- and nine-month columns, 13-week quarter, NCI, restricted cash
@doc(
    "b27_fs_us_10q_three_nine_months",
    "financial_statement",
    "Menominee Flowmetrics, Inc. Form 10-Q for the quarter ended September 29, 2028",
)
def fs_us():
    L = dict(
        rev=168442000,
        oi=20274000,
        ni=12256000,
        nci=637000,
        netinc=12893000,
        deps=0.29,
        ta=825755000,
        tl=396113000,
        te=429642000,
        cash=86314000,
        own=413358000,
        ncie=16284000,
    )
    p = Pdf(ttf=True)
    s = Sheet(p, x=60, xr=552, top=60, size=8.6)
    # ---- page 1: cover
    s.t("UNITED STATES", 11, True, align="c")
    s.t("SECURITIES AND EXCHANGE COMMISSION", 11, True, align="c")
    s.t("Washington, D.C. 20549", 8.6, align="c")
    s.skip(10)
    q_type = s.t("FORM 10-Q", 16, True, align="c")
    s.skip(8)
    s.t(
        "☒ QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 8.4, True
    )
    q_end = s.t("For the quarterly period ended September 29, 2028", 9, align="c")
    s.t("or", 8.4, align="c")
    s.t(
        "☐ TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.4,
        True,
    )
    s.t("Commission File Number 001-38817", 8.4, align="c")
    s.skip(12)
    q_co = s.t("MENOMINEE FLOWMETRICS, INC.", 15, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7.6, align="c", color=GREY)
    s.skip(6)
    s.row([(160, "Delaware", "c"), (452, "39-1847730", "c")], 9)
    s.row(
        [
            (160, "(State or other jurisdiction of incorporation)", "c"),
            (452, "(I.R.S. Employer Identification No.)", "c"),
        ],
        7,
    )
    s.skip(4)
    s.t("1400 Riverside Drive, Marinette, Wisconsin 54143", 9, align="c")
    s.t("(715) 732-4100", 9, align="c")
    s.skip(10)
    s.para(
        "Indicate by check mark whether the registrant (1) has filed all reports required to be filed by "
        "Section 13 or 15(d) of the Securities Exchange Act of 1934 during the preceding 12 months and (2) "
        "has been subject to such filing requirements for the past 90 days. Yes ☒ No ☐",
        8,
    )
    s.para(
        "Indicate by check mark whether the registrant is a large accelerated filer, an accelerated filer, "
        "a non-accelerated filer, a smaller reporting company or an emerging growth company. Accelerated "
        "filer ☒",
        8,
    )
    s.skip(6)
    s.t("Securities registered pursuant to Section 12(b) of the Act:", 8, True)
    s.row([(60, "Common Stock, $0.01 par value"), (300, "MNFL"), (400, "The Nasdaq Stock Market LLC")], 8)
    s.skip(10)
    s.para(
        "As of November 3, 2028, the registrant had 41,227,690 shares of common stock, $0.01 par value, "
        "outstanding.",
        8.4,
    )
    s.skip(16)
    s.t("PART I - FINANCIAL INFORMATION", 9, True, align="c")
    s.t("Item 1. Financial Statements", 8.6, True, align="c")
    s.t(
        "The Company's fiscal year ends on the last Friday of December; the third quarters of fiscal 2028 "
        "and",
        8,
    )
    s.t("fiscal 2027 each contained 13 weeks.", 8)
    # ---- page 2: statements of operations
    s.new_page()
    q_co2 = s.t("MENOMINEE FLOWMETRICS, INC. AND SUBSIDIARIES", 9.4, True, align="c")
    s.t("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (Unaudited)", 9, True, align="c")
    q_unit = s.t("(In thousands, except per share amounts)", 7.8, align="c")
    s.skip(6)
    cx = [360, 424, 488, 552]
    s.row([(392, "Three Months Ended", "c"), (520, "Nine Months Ended", "c")], 7.4, True, lead=10)
    heads(
        s,
        cx,
        [["September 29,", "October 1,", "September 29,", "October 1,"], ["2028", "2027", "2028", "2027"]],
    )
    f = paren()
    sales = V(168442, 154317, 497805, 451260)
    cos = V(102893, 95211, 305167, 281044)
    gp = add(sales, neg(cos))
    sga = V(31276, 29540, 94118, 88603)
    rnd_ = V(11084, 10227, 33902, 30415)
    rst = V(2915, 0, 4380, 1266)
    oi = add(gp, neg(sga), neg(rnd_), neg(rst))
    intx = V(3127, 3562, 9811, 10904)
    oth = V(-418, 276, -1044, 512)
    pbt = add(oi, neg(intx), neg(oth))
    tax = V(4672, 3703, 13208, 11166)
    ni = add(pbt, neg(tax))
    nci = V(637, 544, 1763, 1502)
    own = add(ni, neg(nci))
    shb = V("41.184", "40.872", "41.106", "40.791")
    shd = V("41.902", "41.515", "41.840", "41.433")
    r = table(
        s,
        cx,
        [
            ("Net sales", sales, ""),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "t"),
            ("Operating expenses:", None, ""),
            ("Selling, general and administrative", sga, "i"),
            ("Research and development", rnd_, "i"),
            ("Restructuring and other charges", rst, "i"),
            ("Operating income", oi, "t"),
            ("Interest expense, net", intx, ""),
            ("Other (income) expense, net", oth, ""),
            ("Income before income taxes", pbt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net income", ni, "t"),
            ("Less: Net income attributable to noncontrolling interest", nci, ""),
            ("Net income attributable to Menominee Flowmetrics, Inc.", own, "tbu"),
        ],
        f,
        size=7.8,
    )
    s.skip(4)
    s.t("Earnings per share attributable to Menominee Flowmetrics, Inc. common stockholders:", 7.8)
    r2 = table(
        s,
        cx,
        [
            ("Basic", [f"${x}" for x in eps(own, [x * 1000 for x in shb])], "i"),
            ("Diluted", [f"${x}" for x in eps(own, [x * 1000 for x in shd])], "i"),
        ],
        f,
        size=7.8,
    )
    s.t("Weighted average common shares outstanding (in millions):", 7.8)
    table(
        s,
        cx,
        [
            ("Basic ", [fmt(x, ",", ".", 3) for x in shb], "i"),
            ("Diluted ", [fmt(x, ",", ".", 3) for x in shd], "i"),
        ],
        f,
        size=7.8,
    )
    s.skip(4)
    s.row(
        [
            (60, "Cash dividends declared per share"),
            (360, "$0.12", "r"),
            (424, "$0.11", "r"),
            (488, "$0.36", "r"),
            (552, "$0.33", "r"),
        ],
        7.8,
    )
    s.skip(10)
    s.t("See accompanying notes to condensed consolidated financial statements.", 7.4, color=GREY)
    # ---- page 3: balance sheets
    s.new_page()
    s.t("MENOMINEE FLOWMETRICS, INC. AND SUBSIDIARIES", 9.4, True, align="c")
    s.t("CONDENSED CONSOLIDATED BALANCE SHEETS", 9, True, align="c")
    s.t("(In thousands, except par value; September 29, 2028 unaudited)", 7.8, align="c")
    s.skip(6)
    bx = [470, 552]
    heads(s, bx, [["September 29,", "December 31,"], ["2028", "2027"]])
    cash = V(86314, 71942)
    ar = V(104827, 104260)
    inv = V(121560, 118950)
    pre = V(18906, 16207)
    tca = add(cash, ar, inv, pre)
    ppe = V(143811, 139620)
    rou = V(22418, 24906)
    gw = V(211907, 211907)
    intg = V(96243, 104118)
    dta = V(7105, 6812)
    ona = V(12664, 11390)
    ta = add(tca, ppe, rou, gw, intg, dta, ona)
    ap = V(58216, 54390)
    acc = V(21447, 24806)
    accl = V(37902, 33115)
    cltd = V(15000, 15000)
    tcl = add(ap, acc, accl, cltd)
    ltd = V(206250, 218088)
    oll = V(18774, 21260)
    dtl = V(24318, 25907)
    oltl = V(14206, 13588)
    tl = add(tcl, ltd, oll, dtl, oltl)
    cs = V(418, 415)
    apic = V(287604, 281227)
    aoci = V(-11842, -14307)
    trs = V(-31200, -24600)
    ncie = V(16284, 14547)
    te = add(ta, neg(tl))
    own_e = add(te, neg(ncie))
    re_ = add(own_e, neg(cs), neg(apic), neg(aoci), neg(trs))
    same(re_[0] - re_[1], own[2] - rnd(D("0.36") * shb[2] * 1000), "retained earnings roll-forward")
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "i"),
            ("Accounts receivable, net", ar, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and other current assets", pre, "i"),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Deferred income taxes", dta, ""),
            ("Other assets", ona, ""),
            ("Total assets", ta, "btu"),
            ("LIABILITIES AND EQUITY", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "i"),
            ("Accrued compensation and benefits", acc, "i"),
            ("Other accrued liabilities", accl, "i"),
            ("Current portion of long-term debt", cltd, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, less current portion", ltd, ""),
            ("Operating lease liabilities", oll, ""),
            ("Deferred income taxes ", dtl, ""),
            ("Other long-term liabilities", oltl, ""),
            ("Total liabilities", tl, "bt"),
            ("Commitments and contingencies (Note 11)", None, ""),
            ("Equity:", None, ""),
            ("Preferred stock, $0.01 par value; 5,000 shares authorized; none issued", None, "i"),
            ("Common stock, $0.01 par value", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Retained earnings", re_, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Treasury stock, at cost", trs, "i"),
            ("Total Menominee Flowmetrics, Inc. stockholders' equity", own_e, "t"),
            ("Noncontrolling interest", ncie, ""),
            ("Total equity", te, "bt"),
            ("Total liabilities and equity", add(tl, te), "btu"),
        ],
        f,
        size=7.6,
        lead=11.4,
    )
    # ---- page 4: cash flows (excerpt)
    s.new_page()
    s.t("MENOMINEE FLOWMETRICS, INC. AND SUBSIDIARIES", 9.4, True, align="c")
    s.t("CONDENSED CONSOLIDATED STATEMENTS OF CASH FLOWS (Unaudited) - SUMMARY", 9, True, align="c")
    s.t("(In thousands)", 7.8, align="c")
    s.skip(6)
    heads(s, bx, [["Nine Months Ended", ""], ["September 29, 2028", "October 1, 2027"]])
    restr = V(2450, 2450)
    begin = V(74392, 66018)
    endc = V(88764, 70551)
    cfo = V(71806, 58223)
    cfi = V(-19845, -22410)
    fx = V(1309, -877)
    cff = add(endc, neg(begin), neg(cfo), neg(cfi), neg(fx))
    table(
        s,
        bx,
        [
            ("Net cash provided by operating activities", cfo, ""),
            ("Net cash used in investing activities", cfi, ""),
            ("Net cash used in financing activities", cff, ""),
            ("Effect of exchange rate changes on cash", fx, ""),
            ("Net increase in cash, cash equivalents and restricted cash", add(cfo, cfi, cff, fx), "t"),
            ("Cash, cash equivalents and restricted cash, beginning of period", begin, ""),
            ("Cash, cash equivalents and restricted cash, end of period", endc, "bt"),
            ("Less restricted cash included in other assets", restr, ""),
            ("Cash and cash equivalents, end of period", add(endc, neg(restr)), "bt"),
        ],
        f,
        size=7.8,
    )
    same(L["rev"], K(sales[0]), "rev")
    same(L["oi"], K(oi[0]), "oi")
    same(L["netinc"], K(ni[0]), "netinc")
    same(L["nci"], K(nci[0]), "nci")
    same(L["ni"], K(own[0]), "ni")
    same(L["deps"], eps(own, [x * 1000 for x in shd])[0], "deps")
    same(L["ta"], K(ta[0]), "ta")
    same(L["tl"], K(tl[0]), "tl")
    same(L["te"], K(te[0]), "te")
    same(L["own"], K(own_e[0]), "own")
    same(L["ncie"], K(ncie[0]), "ncie")
    same(L["cash"], K(cash[0]), "cash")
    same(cash[0], add(endc, neg(restr))[0], "cash = cash-flow end of period")
    fields = {
        "company_name": F("Menominee Flowmetrics, Inc.", 1, q_co),
        "report_type": F("10-Q", 1, q_type),
        "period_end_date": F("2028-09-29", 1, q_end),
        "currency": F("USD", 2, r2["Diluted"]),
        "total_revenue": F(L["rev"], 2, r["Net sales"]),
        "operating_income": F(L["oi"], 2, r["Operating income"]),
        "net_income": F(L["ni"], 2, r["Net income attributable to Menominee Flowmetrics, Inc."]),
        "diluted_eps": F(L["deps"], 2, r2["Diluted"]),
        "total_assets": F(L["ta"], 3, b["Total assets"]),
        "total_liabilities": F(L["tl"], 3, b["Total liabilities"]),
        "total_equity": F(L["te"], 3, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Cash and cash equivalents"]),
    }
    notes = (
        "US Form 10-Q for the 13-week quarter ended September 29, 2028 (USD in thousands, brackets for "
        "negatives; the fiscal year ends on the last Friday of December). The current period is the first "
        "column (three months ended September 29, 2028), not the nine-month columns. net_income is the line "
        "attributable to the company (net income - noncontrolling interest; sum); diluted_eps the quarter's "
        "diluted EPS. Balance-sheet figures come from the September 29, 2028 column, not the December 31, "
        "2027 year-end column. total_equity is Total equity including the noncontrolling interest "
        "(stockholders' equity + NCI; sum). cash_and_equivalents is the balance-sheet line; the cash-flow "
        "total includes restricted cash (distractor; the reconciliation deducts it)."
    )
    sums = [
        SUM(
            "Net income - NCI = attributable",
            [
                (1, T("Net income", L["netinc"], 2, r["Net income"])),
                (
                    -1,
                    T(
                        "noncontrolling interest",
                        L["nci"],
                        2,
                        r["Less: Net income attributable to noncontrolling interest"],
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "stockholders' equity + NCI = Total equity",
            [
                (
                    1,
                    T(
                        "stockholders' equity",
                        L["own"],
                        3,
                        b["Total Menominee Flowmetrics, Inc. stockholders' equity"],
                    ),
                ),
                (1, T("Noncontrolling interest", L["ncie"], 3, b["Noncontrolling interest"])),
            ],
            "total_equity",
        ),
    ]
    del q_co2, q_unit
    return p, fields, notes, sums


# ===== 2 German annual report (TEUR, IFRS, fiscal year to 30 September): Mio. € highlights, Aktionäre vs NCI
@doc(
    "b27_fs_de_geschaeftsbericht_teur_gj_september",
    "financial_statement",
    "Kocherthal Fördertechnik AG Geschäftsbericht 2027/28",
)
def fs_de():
    L = dict(
        rev=486217000,
        ebit=43073000,
        jue=27229000,
        nci=1493000,
        ni=25736000,
        deps=2.06,
        ta=470317000,
        tl=240081000,
        te=230236000,
        cash=52931000,
        own=220455000,
        ncie=9781000,
    )
    rev = V(486217, 452904)
    bst = V(3118, -1406)
    aae = V(2644, 2107)
    sbe = V(9372, 8815)
    mat = V(-231804, -219551)
    pers = V(-148226, -139042)
    afa = V(-21937, -20418)
    sba = V(-56311, -58376)
    ebit = add(rev, bst, aae, sbe, mat, pers, afa, sba)
    fe = V(1206, 884)
    fa = V(-6842, -7315)
    ae = V(738, 512)
    ebt = add(ebit, fe, fa, ae)
    st = V(-10946, -6428)
    jue = add(ebt, st)
    nci = V(1493, 1302)
    own = add(jue, neg(nci))
    shb = V(12400000, 12400000)
    shd = V(12515000, 12468000)
    imm = V(38412, 40977)
    sach = V(152806, 147233)
    nutz = V(18640, 20112)
    ateq = V(6215, 5477)
    lat = V(7348, 8902)
    lvw = add(imm, sach, nutz, ateq, lat)
    vor = V(98734, 99468)
    ford = V(71488, 77315)
    vva = V(14602, 11840)
    sonst = V(9141, 8433)
    zm = V(52931, 38117)
    kvw = add(vor, ford, vva, sonst, zm)
    ta = add(lvw, kvw)
    gk = V(12400, 12400)
    kr = V(48610, 48610)
    sr = V(-3215, -4877)
    nbae = V(9781, 8274)
    pens = V(41288, 44916)
    lfin = V(58500, 66000)
    lleas = V(14922, 16480)
    plat = V(11807, 10934)
    lsch = add(pens, lfin, lleas, plat)
    ruck = V(16431, 15208)
    kfin = V(12750, 17385)
    kleas = V(4218, 4063)
    vll = V(47365, 44902)
    vvb = V(21094, 18370)
    ssch = V(11706, 10845)
    ksch = add(ruck, kfin, kleas, vll, vvb, ssch)
    tl = add(lsch, ksch)
    te = add(ta, neg(tl))
    owne = add(te, neg(nbae))
    gr = add(owne, neg(gk), neg(kr), neg(sr))
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=56, xr=539, top=64, size=8.6)
    # ---- page 1: cover and key figures (Mio. €, rounded)
    s.skip(70)
    q_co = s.t("Kocherthal Fördertechnik AG", 22, True, color=(0.0, 0.25, 0.5))
    s.skip(4)
    q_type = s.t("Geschäftsbericht 2027/28", 16)
    s.t("Geschäftsjahr vom 1. Oktober 2027 bis 30. September 2028", 9, color=GREY)
    s.skip(50)
    s.t("Kennzahlen des Konzerns", 11, True)
    s.skip(4)
    kx = [380, 460, 539]
    heads(s, kx, [["2027/28", "2026/27", "Veränderung"]], size=8)

    def mio(x):
        return fmt(x / 1000, ".", ",", 1)

    def chg(a, b_):
        return ("+" if a >= b_ else "") + fmt((a / b_ - 1) * 100, ".", ",", 1) + " %"

    def quote(a, b_):
        return fmt(a * 100 / b_, ".", ",", 1) + " %"

    marg = [x * 100 / y for x, y in zip(ebit, rev, strict=True)]
    for lab, a, b_, c in (
        ("Umsatzerlöse (Mio. €)", mio(rev[0]), mio(rev[1]), chg(rev[0], rev[1])),
        ("EBIT (Mio. €)", mio(ebit[0]), mio(ebit[1]), chg(ebit[0], ebit[1])),
        (
            "EBIT-Marge",
            quote(ebit[0], rev[0]),
            quote(ebit[1], rev[1]),
            "+" + fmt(rnd(marg[0], 1) - rnd(marg[1], 1), ".", ",", 1) + " Pp.",
        ),
        ("Konzernjahresüberschuss (Mio. €)", mio(jue[0]), mio(jue[1]), chg(jue[0], jue[1])),
        ("Auftragseingang (Mio. €)", "512,8", "468,0", "+9,6 %"),
        ("Eigenkapitalquote", quote(te[0], ta[0]), quote(te[1], ta[1]), ""),
        ("Mitarbeiter zum 30.09.", "2.614", "2.538", "+3,0 %"),
        ("Dividende je Aktie (€, Vorschlag)", "0,85", "0,60", ""),
    ):
        s.row([(56, lab), (kx[0], a, "r"), (kx[1], b_, "r"), (kx[2], c, "r")], 8.4, lead=14)
    s.skip(40)
    s.para(
        "Kocherthal Fördertechnik AG · Industriestraße 40 · 74653 Künzelsau · Amtsgericht Stuttgart HRB "
        "731846 · investor@kocherthal-ft.example",
        7.6,
    )
    # ---- page 2: Konzern-Gewinn- und Verlustrechnung
    s.new_page()
    s.t("Kocherthal Fördertechnik AG", 9.4, True)
    q_end = s.t(
        "Konzern-Gewinn- und Verlustrechnung für die Zeit vom 1. Oktober 2027 bis 30. September 2028",
        9.4,
        True,
    )
    q_unit = s.t("in TEUR", 8)
    s.skip(6)
    cx = [440, 539]
    s.row([(370, "Anhang", "c")], 7.2, True, lead=0)
    heads(s, cx, [["2027/28", "2026/27"]])
    f = minus()
    rows = [
        ("Umsatzerlöse", rev, "", "(1)"),
        ("Bestandsveränderungen", bst, "", ""),
        ("Andere aktivierte Eigenleistungen", aae, "", ""),
        ("Sonstige betriebliche Erträge", sbe, "", "(2)"),
        ("Materialaufwand", mat, "", "(3)"),
        ("Personalaufwand", pers, "", "(4)"),
        ("Abschreibungen", afa, "", "(5)"),
        ("Sonstige betriebliche Aufwendungen", sba, "", "(6)"),
        ("Ergebnis der betrieblichen Tätigkeit (EBIT)", ebit, "bt", ""),
        ("Finanzerträge", fe, "", "(7)"),
        ("Finanzaufwendungen", fa, "", "(7)"),
        ("Ergebnis aus at-equity bilanzierten Beteiligungen", ae, "", ""),
        ("Ergebnis vor Ertragsteuern (EBT)", ebt, "bt", ""),
        ("Ertragsteuern", st, "", "(8)"),
        ("Konzernjahresüberschuss", jue, "btu", ""),
        ("davon entfallen auf nicht beherrschende Anteile", nci, "i", ""),
        ("davon entfallen auf Aktionäre der Kocherthal Fördertechnik AG", own, "i", ""),
    ]
    r = {}
    for lab, vals, flags, note in rows:
        if note:
            s.p.text(370, s.y, note, 7.4, align="c", color=GREY)
        r.update(table(s, cx, [(lab, vals, flags)], f, size=7.8))
    s.skip(6)
    epsd = [rnd(o * 1000 / x, 2) for o, x in zip(own, shd, strict=True)]
    epsb = [rnd(o * 1000 / x, 2) for o, x in zip(own, shb, strict=True)]
    r2 = table(
        s,
        cx,
        [
            ("Ergebnis je Aktie in EUR (unverwässert)", [fmt(x, ".", ",", 2) for x in epsb], ""),
            ("Ergebnis je Aktie in EUR (verwässert)", [fmt(x, ".", ",", 2) for x in epsd], ""),
        ],
        f,
        size=7.8,
    )
    s.skip(10)
    s.para(
        "Die Sonstigen betrieblichen Aufwendungen des Vorjahres enthalten Aufwendungen aus der Schließung "
        "des Standorts Öhringen. Der Anhang ist integraler Bestandteil des Konzernabschlusses.",
        7.4,
    )
    # ---- page 3: Konzernbilanz
    s.new_page()
    s.t("Kocherthal Fördertechnik AG", 9.4, True)
    s.t("Konzernbilanz zum 30. September 2028", 9.4, True)
    s.t("in TEUR", 8)
    s.skip(6)
    heads(s, cx, [["30.09.2028", "30.09.2027"]])
    b = table(
        s,
        cx,
        [
            ("AKTIVA", None, "b"),
            ("Immaterielle Vermögenswerte", imm, "i"),
            ("Sachanlagen", sach, "i"),
            ("Nutzungsrechte aus Leasingverhältnissen", nutz, "i"),
            ("At-equity bilanzierte Beteiligungen", ateq, "i"),
            ("Latente Steueransprüche", lat, "i"),
            ("Langfristige Vermögenswerte", lvw, "bt"),
            ("Vorräte", vor, "i"),
            ("Forderungen aus Lieferungen und Leistungen", ford, "i"),
            ("Vertragsvermögenswerte", vva, "i"),
            ("Sonstige Vermögenswerte", sonst, "i"),
            ("Zahlungsmittel und Zahlungsmitteläquivalente", zm, "i"),
            ("Kurzfristige Vermögenswerte", kvw, "bt"),
            ("Summe Aktiva", ta, "btu"),
            ("PASSIVA", None, "b"),
            ("Gezeichnetes Kapital", gk, "i"),
            ("Kapitalrücklage", kr, "i"),
            ("Gewinnrücklagen", gr, "i"),
            ("Sonstige Rücklagen", sr, "i"),
            ("Eigenkapital der Aktionäre der Kocherthal Fördertechnik AG", owne, "t"),
            ("Nicht beherrschende Anteile", nbae, "i"),
            ("Eigenkapital", te, "bt"),
            ("Pensionsrückstellungen", pens, "i"),
            ("Langfristige Finanzverbindlichkeiten", lfin, "i"),
            ("Langfristige Leasingverbindlichkeiten", lleas, "i"),
            ("Latente Steuerschulden", plat, "i"),
            ("Langfristige Schulden", lsch, "bt"),
            ("Sonstige Rückstellungen", ruck, "i"),
            ("Kurzfristige Finanzverbindlichkeiten", kfin, "i"),
            ("Kurzfristige Leasingverbindlichkeiten", kleas, "i"),
            ("Verbindlichkeiten aus Lieferungen und Leistungen", vll, "i"),
            ("Vertragsverbindlichkeiten", vvb, "i"),
            ("Sonstige Verbindlichkeiten", ssch, "i"),
            ("Kurzfristige Schulden", ksch, "bt"),
            ("Summe Schulden", tl, "bt"),
            ("Summe Passiva", add(te, tl), "btu"),
        ],
        f,
        size=7.6,
        lead=11.8,
    )
    same(gr[0] - gr[1], own[0] - D("0.60") * shb[1] / 1000, "Gewinnrücklagen roll-forward")
    same(L["rev"], K(rev[0]), "rev")
    same(L["ebit"], K(ebit[0]), "ebit")
    same(L["jue"], K(jue[0]), "jue")
    same(L["nci"], K(nci[0]), "nci")
    same(L["ni"], K(own[0]), "ni")
    same(L["deps"], epsd[0], "deps")
    same(L["ta"], K(ta[0]), "ta")
    same(L["tl"], K(tl[0]), "tl")
    same(L["te"], K(te[0]), "te")
    same(L["own"], K(owne[0]), "own")
    same(L["ncie"], K(nbae[0]), "ncie")
    same(L["cash"], K(zm[0]), "cash")
    fields = {
        "company_name": F("Kocherthal Fördertechnik AG", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2028-09-30", 2, q_end),
        "currency": F("EUR", 2, q_unit),
        "total_revenue": F(L["rev"], 2, r["Umsatzerlöse"]),
        "operating_income": F(L["ebit"], 2, r["Ergebnis der betrieblichen Tätigkeit (EBIT)"]),
        "net_income": F(L["ni"], 2, r["davon entfallen auf Aktionäre der Kocherthal Fördertechnik AG"]),
        "diluted_eps": F(L["deps"], 2, r2["Ergebnis je Aktie in EUR (verwässert)"]),
        "total_assets": F(L["ta"], 3, b["Summe Aktiva"]),
        "total_liabilities": F(L["tl"], 3, b["Summe Schulden"]),
        "total_equity": F(L["te"], 3, b["Eigenkapital"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Zahlungsmittel und Zahlungsmitteläquivalente"]),
    }
    notes = (
        "German annual report (Geschäftsbericht) for the fiscal year 1 October 2027 to 30 September 2028 "
        "(IFRS statements in TEUR, dot grouping, minus signs; period end in words and as 30.09.2028). The "
        "rounded Mio. € key figures on the cover are distractors; values come from the TEUR statements, "
        "current column first. total_revenue is Umsatzerlöse (not including Bestandsveränderungen or other "
        "income); operating_income the EBIT line. net_income is the share attributable to the Aktionäre "
        "(Konzernjahresüberschuss - nicht beherrschende Anteile; sum). total_equity is Eigenkapital "
        "including nicht beherrschende Anteile (sum); total_liabilities the printed Summe Schulden "
        "(langfristige + kurzfristige Schulden)."
    )
    sums = [
        SUM(
            "Konzernjahresüberschuss - NCI = Aktionäre",
            [
                (1, T("Konzernjahresüberschuss", L["jue"], 2, r["Konzernjahresüberschuss"])),
                (
                    -1,
                    T(
                        "nicht beherrschende Anteile",
                        L["nci"],
                        2,
                        r["davon entfallen auf nicht beherrschende Anteile"],
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "Eigenkapital der Aktionäre + nicht beherrschende Anteile = Eigenkapital",
            [
                (
                    1,
                    T(
                        "Eigenkapital der Aktionäre",
                        L["own"],
                        3,
                        b["Eigenkapital der Aktionäre der Kocherthal Fördertechnik AG"],
                    ),
                ),
                (1, T("Nicht beherrschende Anteile", L["ncie"], 3, b["Nicht beherrschende Anteile"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


# ===== 3 South African integrated annual report (R'000, space grouping): HEPS next to EPS in cents, overdraft
@doc(
    "b27_fs_za_integrated_report_r000_heps",
    "financial_statement",
    "Tugela Crest Packaging Holdings Limited Integrated Annual Report 2028",
)
def fs_za():
    L = dict(
        rev=14236339000,
        op=1574761000,
        pat=855830000,
        nci=58246000,
        ni=797584000,
        deps=247.8,
        ta=14203042000,
        tl=6657473000,
        te=7545569000,
        cash=884263000,
        own=7249037000,
        ncie=296532000,
    )
    f = paren(0, "–", " ")
    rev = V(14236339, 13318552)
    cos = V(-10614563, -9967441)
    gp = add(rev, cos)
    ooi = V(186358, 142701)
    dist = V(-744538, -702435)
    adm = V(-1187122, -1109098)
    ooe = V(-301713, -266574)
    op = add(gp, ooi, dist, adm, ooe)
    fin_i = V(64247, 51086)
    fin_c = V(-388318, -402454)
    assoc = V(37919, 29653)
    pbt = add(op, fin_i, fin_c, assoc)
    tax = V(-432779, -347558)
    pat = add(pbt, tax)
    nci = V(58246, 49284)
    own = add(pat, neg(nci))
    shb = V("318.6", "319.4")
    shd = V("321.9", "322.0")
    epsb = [rnd(o / (x * 10), 1) for o, x in zip(own, shb, strict=True)]
    epsd = [rnd(o / (x * 10), 1) for o, x in zip(own, shd, strict=True)]
    imp = V(84231, 12696)
    imp_t = V(-23505, -3168)
    disp = V(-12995, -31662)
    disp_t = V(3866, 8383)
    hnci = V(-2750, 698)
    he = add(own, imp, imp_t, disp, disp_t, hnci)
    hepsb = [rnd(o / (x * 10), 1) for o, x in zip(he, shb, strict=True)]
    hepsd = [rnd(o / (x * 10), 1) for o, x in zip(he, shd, strict=True)]
    # financial position
    ppe = V(6418722, 6102515)
    rou = V(512134, 548669)
    gw = V(1184901, 1184091)
    intg = V(236223, 271631)
    inva = V(298088, 274440)
    dta = V(87903, 102753)
    nca = add(ppe, rou, gw, intg, inva, dta)
    invt = V(1962696, 1847529)
    trd = V(2413439, 2288102)
    oth = V(204673, 231625)
    cash = V(884263, 652400)
    ca = add(invt, trd, oth, cash)
    ta = add(nca, ca)
    ncie = V(296532, 257371)
    ltb = V(2350792, 2530680)
    lease = V(498364, 531204)
    dtl = V(611896, 574061)
    emp = V(142429, 138289)
    ncl = add(ltb, lease, dtl, emp)
    tpay = V(2244384, 1900094)
    stb = V(415704, 390842)
    od = V(137202, 88881)
    clease = V(96953, 91656)
    prov = V(118698, 102036)
    ctax = V(41051, 36888)
    cl = add(tpay, stb, od, clease, prov, ctax)
    tl = add(ncl, cl)
    te = add(ta, neg(tl))
    owne = add(te, neg(ncie))
    sc = V(1912087, 1948233)
    othr = V(143513, 118453)
    ret = add(owne, neg(sc), neg(othr))
    p = Pdf(**A4)
    s = Sheet(p, x=56, xr=539, top=64, size=8.6)
    # ---- page 1: cover and salient features
    s.skip(60)
    q_co = s.t("Tugela Crest Packaging Holdings Limited", 18, True, color=(0.45, 0.2, 0.05))
    s.t("(Incorporated in the Republic of South Africa) Registration number 1996/007214/06", 7.6, color=GREY)
    s.t("JSE share code: TCP  ISIN: ZAE000318842", 7.6, color=GREY)
    s.skip(10)
    q_type = s.t("Integrated Annual Report 2028", 15)
    s.t("for the year ended 31 July 2028", 9.4)
    s.skip(40)
    s.t("Salient features", 11, True)
    s.skip(4)

    def pc(a, b_):
        return fmt((a / b_ - 1) * 100, ",", ".", 0) + "%"

    for ln in (
        f"Revenue up {pc(rev[0], rev[1])} to R{fmt(rev[0] / 1000000, ',', '.', 1)} billion",
        f"Operating profit up {pc(op[0], op[1])} to R{fmt(op[0] / 1000, ' ', '.', 0)} million",
        f"Headline earnings per share up {pc(hepsb[0], hepsb[1])} to {fmt(hepsb[0], ' ', '.', 1)} cents",
        "Final gross cash dividend of 96.0 cents per share declared (2027: 81.0 cents)",
        "Net debt to EBITDA reduced to 1.1 times",
    ):
        s.t("■  " + ln, 9)
    s.skip(30)
    s.para(
        "All amounts in this report are in South African rand (R) unless otherwise stated; R'000 denotes "
        "thousands of rand. Registered office: 12 Cato Ridge Industrial Park, Cato Ridge 3680, "
        "KwaZulu-Natal.",
        7.8,
    )
    # ---- page 2: profit or loss and headline earnings
    s.new_page()
    s.t("Tugela Crest Packaging Holdings Limited", 9.4, True)
    q_end = s.t("Consolidated statement of profit or loss for the year ended 31 July 2028", 9.4, True)
    s.skip(6)
    cx = [450, 539]
    heads(s, cx, [["2028", "2027"], ["R'000", "R'000"]])
    r = table(
        s,
        cx,
        [
            ("Revenue", rev, ""),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "bt"),
            ("Other operating income", ooi, ""),
            ("Distribution costs", dist, ""),
            ("Administrative expenses", adm, ""),
            ("Other operating expenses", ooe, ""),
            ("Operating profit", op, "bt"),
            ("Finance income", fin_i, ""),
            ("Finance costs", fin_c, ""),
            ("Share of profit of associates", assoc, ""),
            ("Profit before taxation", pbt, "bt"),
            ("Income tax expense", tax, ""),
            ("Profit for the year", pat, "btu"),
            ("Profit attributable to:", None, ""),
            ("Owners of the parent", own, "i"),
            ("Non-controlling interests", nci, "i"),
        ],
        f,
        size=7.9,
    )
    s.skip(4)
    c1 = paren(1, "–", " ")
    r2 = table(
        s,
        cx,
        [
            ("Earnings per share (cents)", None, "b"),
            ("Basic", epsb, "i"),
            ("Diluted", epsd, "i"),
            ("Headline earnings per share (cents)", None, "b"),
            ("Basic ", hepsb, "i"),
            ("Diluted ", hepsd, "i"),
        ],
        c1,
        size=7.9,
    )
    s.skip(10)
    s.t("Reconciliation of headline earnings", 8.6, True)
    heads(s, cx, [["2028", "2027"], ["R'000", "R'000"]])
    table(
        s,
        cx,
        [
            ("Profit attributable to owners of the parent", own, ""),
            ("Impairment of property, plant and equipment", imp, "i"),
            ("Tax effect", imp_t, "i"),
            ("Profit on disposal of property, plant and equipment", disp, "i"),
            ("Tax effect ", disp_t, "i"),
            ("Non-controlling interests' share of adjustments", hnci, "i"),
            ("Headline earnings", he, "bt"),
            ("Weighted average number of shares (million)", [fmt(x, " ", ".", 1) for x in shb], ""),
            ("Diluted weighted average number of shares (million)", [fmt(x, " ", ".", 1) for x in shd], ""),
        ],
        f,
        size=7.6,
    )
    # ---- page 3: financial position
    s.new_page()
    s.t("Tugela Crest Packaging Holdings Limited", 9.4, True)
    s.t("Consolidated statement of financial position at 31 July 2028", 9.4, True)
    s.skip(6)
    heads(s, cx, [["2028", "2027"], ["R'000", "R'000"]])
    b = table(
        s,
        cx,
        [
            ("ASSETS", None, "b"),
            ("Non-current assets", nca, "b"),
            ("Property, plant and equipment", ppe, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Goodwill", gw, "i"),
            ("Intangible assets", intg, "i"),
            ("Investments in associates", inva, "i"),
            ("Deferred tax assets", dta, "i"),
            ("Current assets", ca, "b"),
            ("Inventories", invt, "i"),
            ("Trade and other receivables", trd, "i"),
            ("Other current assets", oth, "i"),
            ("Cash and cash equivalents", cash, "i"),
            ("Total assets", ta, "btu"),
            ("EQUITY AND LIABILITIES", None, "b"),
            ("Stated capital", sc, "i"),
            ("Other reserves", othr, "i"),
            ("Retained earnings", ret, "i"),
            ("Equity attributable to owners of the parent", owne, "t"),
            ("Non-controlling interests", ncie, ""),
            ("Total equity", te, "bt"),
            ("Non-current liabilities", ncl, "b"),
            ("Interest-bearing borrowings", ltb, "i"),
            ("Lease liabilities", lease, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("Employee benefit obligations", emp, "i"),
            ("Current liabilities", cl, "b"),
            ("Trade and other payables", tpay, "i"),
            ("Short-term portion of interest-bearing borrowings", stb, "i"),
            ("Bank overdrafts", od, "i"),
            ("Lease liabilities ", clease, "i"),
            ("Provisions", prov, "i"),
            ("Current tax payable", ctax, "i"),
            ("Total liabilities", tl, "bt"),
            ("Total equity and liabilities", add(te, tl), "btu"),
        ],
        f,
        size=7.7,
        lead=11.8,
    )
    s.skip(8)
    s.t(
        f"Net cash (cash and cash equivalents less bank overdrafts) amounted to "
        f"R{fmt((cash[0] - od[0]) / 1000, ' ', '.', 1)} "
        f"million (2027: R{fmt((cash[1] - od[1]) / 1000, ' ', '.', 1)} million).",
        7.6,
    )
    same(L["rev"], K(rev[0]), "rev")
    same(L["op"], K(op[0]), "op")
    same(L["pat"], K(pat[0]), "pat")
    same(L["nci"], K(nci[0]), "nci")
    same(L["ni"], K(own[0]), "ni")
    same(L["deps"], epsd[0], "deps")
    same(L["ta"], K(ta[0]), "ta")
    same(L["tl"], K(tl[0]), "tl")
    same(L["te"], K(te[0]), "te")
    same(L["own"], K(owne[0]), "own")
    same(L["ncie"], K(ncie[0]), "ncie")
    same(L["cash"], K(cash[0]), "cash")
    fields = {
        "company_name": F("Tugela Crest Packaging Holdings Limited", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2028-07-31", 2, q_end),
        "currency": F("ZAR", 1, "All amounts in this report are in South African rand (R)"),
        "total_revenue": F(L["rev"], 2, r["Revenue"]),
        "operating_income": F(L["op"], 2, r["Operating profit"]),
        "net_income": F(L["ni"], 2, r["Owners of the parent"]),
        "diluted_eps": F(L["deps"], 2, r2["Diluted"]),
        "total_assets": F(L["ta"], 3, b["Total assets"]),
        "total_liabilities": F(L["tl"], 3, b["Total liabilities"]),
        "total_equity": F(L["te"], 3, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Cash and cash equivalents"]),
    }
    notes = (
        "South African integrated annual report for the year ended 31 July 2028 (R'000, space grouping, "
        "brackets for negatives; rand named on the cover). The salient features on page 1 are rounded "
        "distractors. The current year is the first column. net_income is the profit attributable to owners "
        "of the parent (profit for the year - NCI; sum). diluted_eps is the diluted earnings per share in "
        "cents as printed, not the diluted headline earnings per share. total_equity includes "
        "non-controlling interests (sum); total_liabilities is the printed Total liabilities. "
        "cash_and_equivalents is the balance-sheet line, not the net cash after bank overdrafts."
    )
    sums = [
        SUM(
            "Profit for the year - NCI = owners",
            [
                (1, T("Profit for the year", L["pat"], 2, r["Profit for the year"])),
                (-1, T("Non-controlling interests", L["nci"], 2, r["Non-controlling interests"])),
            ],
            "net_income",
        ),
        SUM(
            "owners' equity + NCI = Total equity",
            [
                (
                    1,
                    T(
                        "Equity attributable to owners",
                        L["own"],
                        3,
                        b["Equity attributable to owners of the parent"],
                    ),
                ),
                (1, T("Non-controlling interests", L["ncie"], 3, b["Non-controlling interests"])),
            ],
            "total_equity",
        ),
    ]
    del ret
    return p, fields, notes, sums


# ===== 4 French half-year results release (K€, oldest-first columns, full-year column, no liabilities total)
@doc(
    "b27_fs_fr_communique_s1_colonnes_anciennes_dabord",
    "financial_statement",
    "Sabaudia Composites SA résultats semestriels 2027/28",
)
def fs_fr():
    L = dict(
        rev=617399000,
        ro=35053000,
        rn=21865000,
        nci=1656000,
        ni=20209000,
        deps=0.81,
        ta=1146055000,
        te=551515000,
        cash=83958000,
        own=535789000,
        ncie=15726000,
        pnc=275186000,
        pc=319354000,
    )
    f = paren(0, "–", " ", ",")
    # columns: S1 2026/27, S1 2027/28, exercice 2026/27 (fiscal year September-August)
    ca = V(583668, 617399, 1171906)
    ach = V(-253471, -266195, -507817)
    pers = V(-173976, -183246, -349644)
    ext_ = V(-86870, -91431, -175317)
    imp = V(-7334, -7817, -15212)
    dot = V(-25189, -26960, -50751)
    apc = V(2396, 1766, 4151)
    roc = add(ca, ach, pers, ext_, imp, dot, apc)
    aop = V(-3616, -8463, -11986)
    ro = add(roc, aop)
    cef = V(-6863, -6241, -13308)
    apf = V(-1192, 755, -1980)
    isr = V(-8153, -8916, -16451)
    mee = V(968, 1214, 2157)
    rn = add(ro, cef, apf, isr, mee)
    nci = V(1331, 1656, 2960)
    own = add(rn, neg(nci))
    shb = V("24.58", "24.61", "24.59")
    shd = V("24.87", "24.93", "24.88")
    rpab = [rnd(o / (x * 1000), 2) for o, x in zip(own, shb, strict=True)]
    rpad = [rnd(o / (x * 1000), 2) for o, x in zip(own, shd, strict=True)]
    # balance sheet: 31/08/2027, 29/02/2028
    gw = V(217944, 217944)
    ii = V(41690, 40399)
    ic = V(287260, 293868)
    du = V(38930, 41747)
    pmee = V(12608, 13422)
    afin = V(6949, 7370)
    ida = V(9262, 8678)
    anc = add(gw, ii, ic, du, pmee, afin, ida)
    stk = V(149162, 165279)
    cli = V(203780, 231468)
    aac = V(37354, 41922)
    tre = V(96828, 83958)
    ac = add(stk, cli, aac, tre)
    ta = add(anc, ac)
    pnc_ = V(14352, 15726)
    dfnc = V(213435, 206824)
    olnc = V(31928, 34266)
    prov = V(18663, 18399)
    idp = V(15199, 15697)
    pnc = add(dfnc, olnc, prov, idp)
    dfc = V(28960, 46760)
    olc = V(8453, 9125)
    four = V(169331, 183663)
    apc2 = V(72918, 79806)
    pc = add(dfc, olc, four, apc2)
    te = add(ta, neg(pnc), neg(pc))
    cpg = add(te, neg(pnc_))
    efn = add(dfnc, dfc, neg(tre))
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=54, xr=541, top=56, size=8.6)
    # ---- page 1: release
    q_co = s.t("SABAUDIA COMPOSITES SA", 16, True, color=(0.1, 0.3, 0.55))
    s.t(
        "Société anonyme au capital de 9 844 000 € · Siège : 118 avenue du Granier, 73000 Chambéry",
        7.4,
        color=GREY,
    )
    s.skip(8)
    s.t("COMMUNIQUÉ DE PRESSE · Chambéry, le 18 avril 2028, 17h45", 8.6, True)
    q_type = s.t("Résultats semestriels 2027/28 : activité en croissance, marge courante stable", 10.4, True)
    s.skip(4)

    def m(x):
        return fmt(x / 1000, " ", ",", 1)

    def var(a, b_):
        return ("+" if a >= b_ else "") + fmt((a / b_ - 1) * 100, " ", ",", 1) + " %"

    for ln in (
        f"Chiffre d'affaires : {m(ca[1])} M€ ({var(ca[1], ca[0])}), dont +3,9 % à périmètre et changes "
        f"constants",
        f"Résultat opérationnel courant : {m(roc[1])} M€, soit {m(roc[1] * 100 / ca[1])} % du chiffre "
        f"d'affaires",
        f"Résultat net part du Groupe : {m(own[1])} M€ ({var(own[1], own[0])})",
        f"Endettement financier net : {m(efn[1])} M€ au 29 février 2028 (31 août 2027 : {m(efn[0])} M€)",
    ):
        s.t("•  " + ln, 8.6)
    s.skip(6)
    s.para(
        "Le Conseil d'administration de Sabaudia Composites, réuni le 17 avril 2028, a arrêté les comptes "
        "consolidés résumés du premier semestre de l'exercice 2027/28 clos le 29 février 2028. Ces comptes "
        "ont fait l'objet d'un examen limité par les commissaires aux comptes. Le rapport financier "
        "semestriel sera mis en ligne le 25 avril 2028.",
        8.2,
    )
    s.t("Chiffres clés (en millions d'euros)", 9, True)
    kx = [380, 450, 541]
    heads(s, kx, [["S1 2026/27", "S1 2027/28", "Variation"]], size=8)
    for lab, a in (
        ("Chiffre d'affaires", ca),
        ("Résultat opérationnel courant", roc),
        ("Résultat opérationnel", ro),
        ("Résultat net part du Groupe", own),
    ):
        s.row([(54, lab), (kx[0], m(a[0]), "r"), (kx[1], m(a[1]), "r"), (kx[2], var(a[1], a[0]), "r")], 8.2)
    s.skip(8)
    s.t("Perspectives", 9, True)
    s.para(
        "Pour l'exercice 2027/28, le Groupe confirme viser un chiffre d'affaires supérieur à 1 230 M€ et "
        "une marge opérationnelle courante comprise entre 8,5 % et 9,0 %. Prochaine publication : chiffre "
        "d'affaires du troisième trimestre, le 11 juillet 2028.",
        8.2,
    )
    s.t("Contact investisseurs : relations.investisseurs@sabaudia-composites.example", 7.6, color=GREY)
    # ---- page 2: compte de résultat
    s.new_page()
    s.t("Sabaudia Composites · Comptes consolidés résumés au 29 février 2028", 9.2, True)
    q_pl = s.t("Compte de résultat consolidé (en milliers d'euros)", 9.2, True)
    s.skip(6)
    cx = [400, 470, 541]
    heads(s, cx, [["1er semestre", "1er semestre", "Exercice"], ["2026/27", "2027/28", "2026/27"]])
    r = table(
        s,
        cx,
        [
            ("Chiffre d'affaires", ca, ""),
            ("Achats consommés et variation des stocks", ach, ""),
            ("Charges de personnel", pers, ""),
            ("Charges externes", ext_, ""),
            ("Impôts et taxes", imp, ""),
            ("Dotations nettes aux amortissements et provisions", dot, ""),
            ("Autres produits et charges courants", apc, ""),
            ("Résultat opérationnel courant", roc, "bt"),
            ("Autres produits et charges opérationnels", aop, ""),
            ("Résultat opérationnel", ro, "bt"),
            ("Coût de l'endettement financier net", cef, ""),
            ("Autres produits et charges financiers", apf, ""),
            ("Impôt sur les résultats", isr, ""),
            ("Quote-part de résultat des sociétés mises en équivalence", mee, ""),
            ("Résultat net de l'ensemble consolidé", rn, "btu"),
            ("dont part du Groupe", own, "i"),
            ("dont participations ne donnant pas le contrôle", nci, "i"),
        ],
        f,
        size=7.8,
    )
    s.skip(4)
    r2 = table(
        s,
        cx,
        [
            ("Résultat net part du Groupe par action (en euros)", None, "b"),
            ("de base", [fmt(x, " ", ",", 2) for x in rpab], "i"),
            ("dilué", [fmt(x, " ", ",", 2) for x in rpad], "i"),
        ],
        f,
        size=7.8,
    )
    s.skip(8)
    s.para(
        "Les autres produits et charges opérationnels du premier semestre 2027/28 comprennent des coûts de "
        "restructuration du site d'Albertville et des frais d'acquisition.",
        7.4,
    )
    # ---- page 3: bilan
    s.new_page()
    s.t("Sabaudia Composites · Comptes consolidés résumés au 29 février 2028", 9.2, True)
    q_bs = s.t("Bilan consolidé (en milliers d'euros)", 9.2, True)
    s.skip(6)
    bx = [470, 541]
    heads(s, bx, [["31/08/2027", "29/02/2028"]])
    b = table(
        s,
        bx,
        [
            ("ACTIF", None, "b"),
            ("Goodwill", gw, "i"),
            ("Immobilisations incorporelles", ii, "i"),
            ("Immobilisations corporelles", ic, "i"),
            ("Droits d'utilisation", du, "i"),
            ("Participations dans les sociétés mises en équivalence", pmee, "i"),
            ("Autres actifs financiers", afin, "i"),
            ("Impôts différés actifs", ida, "i"),
            ("Actifs non courants", anc, "bt"),
            ("Stocks", stk, "i"),
            ("Clients et comptes rattachés", cli, "i"),
            ("Autres actifs courants", aac, "i"),
            ("Trésorerie et équivalents de trésorerie", tre, "i"),
            ("Actifs courants", ac, "bt"),
            ("Total actif", ta, "btu"),
            ("PASSIF", None, "b"),
            ("Capitaux propres part du Groupe", cpg, "i"),
            ("Participations ne donnant pas le contrôle", pnc_, "i"),
            ("Capitaux propres", te, "bt"),
            ("Dettes financières non courantes", dfnc, "i"),
            ("Obligations locatives non courantes", olnc, "i"),
            ("Provisions pour avantages du personnel", prov, "i"),
            ("Impôts différés passifs", idp, "i"),
            ("Passifs non courants", pnc, "bt"),
            ("Dettes financières courantes", dfc, "i"),
            ("Obligations locatives courantes", olc, "i"),
            ("Fournisseurs et comptes rattachés", four, "i"),
            ("Autres passifs courants", apc2, "i"),
            ("Passifs courants", pc, "bt"),
            ("Total passif", add(te, pnc, pc), "btu"),
        ],
        f,
        size=7.7,
        lead=12,
    )
    s.skip(8)
    s.t("Endettement financier net (hors obligations locatives)", 8, True)
    table(
        s,
        bx,
        [
            ("Dettes financières non courantes et courantes", add(dfnc, dfc), ""),
            ("Trésorerie et équivalents de trésorerie ", neg(tre), ""),
            ("Endettement financier net", efn, "bt"),
        ],
        f,
        size=7.7,
    )
    same(L["rev"], K(ca[1]), "rev")
    same(L["ro"], K(ro[1]), "ro")
    same(L["rn"], K(rn[1]), "rn")
    same(L["nci"], K(nci[1]), "nci")
    same(L["ni"], K(own[1]), "ni")
    same(L["deps"], rpad[1], "deps")
    same(L["ta"], K(ta[1]), "ta")
    same(L["te"], K(te[1]), "te")
    same(L["own"], K(cpg[1]), "own")
    same(L["ncie"], K(pnc_[1]), "ncie")
    same(L["pnc"], K(pnc[1]), "pnc")
    same(L["pc"], K(pc[1]), "pc")
    same(L["cash"], K(tre[1]), "cash")
    fields = {
        "company_name": F("Sabaudia Composites SA", 1, q_co),
        "report_type": F("earnings_release", 1, q_type),
        "period_end_date": F("2028-02-29", 1, "clos le 29 février 2028"),
        "currency": F("EUR", 2, q_pl),
        "total_revenue": F(L["rev"], 2, r["Chiffre d'affaires"]),
        "operating_income": F(L["ro"], 2, r["Résultat opérationnel"]),
        "net_income": F(L["ni"], 2, r["dont part du Groupe"]),
        "diluted_eps": F(L["deps"], 2, r2["dilué"]),
        "total_assets": F(L["ta"], 3, b["Total actif"]),
        "total_liabilities": NULL(),
        "total_equity": F(L["te"], 3, b["Capitaux propres"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Trésorerie et équivalents de trésorerie"]),
    }
    notes = (
        "French half-year results press release (communiqué; statements en milliers d'euros with space "
        "grouping and brackets for negatives, rounded M€ key figures with comma decimals on page 1 as "
        "distractors). The fiscal year runs from September to August. The columns run oldest first: 1er "
        "semestre 2026/27, 1er semestre 2027/28 (the current period, six months ended 29 February 2028) and "
        "the full year 2026/27; the balance sheet shows 31/08/2027 then 29/02/2028 (current). "
        "operating_income is the Résultat opérationnel (after other operating income and expenses), not the "
        "Résultat opérationnel courant. net_income is the part du Groupe (résultat net de l'ensemble "
        "consolidé - participations ne donnant pas le contrôle; sum). total_equity is Capitaux propres "
        "including non-controlling interests (sum). total_liabilities is null: the balance sheet prints "
        "non-current and current liabilities but no total of liabilities ('Total passif' is equity plus "
        "liabilities; sum). cash_and_equivalents is the balance-sheet line, not the net debt figure."
    )
    sums = [
        SUM(
            "Résultat net de l'ensemble consolidé - minoritaires = part du Groupe",
            [
                (
                    1,
                    T(
                        "Résultat net de l'ensemble consolidé",
                        L["rn"],
                        2,
                        r["Résultat net de l'ensemble consolidé"],
                    ),
                ),
                (
                    -1,
                    T(
                        "participations ne donnant pas le contrôle",
                        L["nci"],
                        2,
                        r["dont participations ne donnant pas le contrôle"],
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "Capitaux propres part du Groupe + minoritaires = Capitaux propres",
            [
                (1, T("Capitaux propres part du Groupe", L["own"], 3, b["Capitaux propres part du Groupe"])),
                (
                    1,
                    T(
                        "Participations ne donnant pas le contrôle",
                        L["ncie"],
                        3,
                        b["Participations ne donnant pas le contrôle"],
                    ),
                ),
            ],
            "total_equity",
        ),
        SUM(
            "Capitaux propres + passifs non courants + passifs courants = Total passif (= Total actif)",
            [
                (1, "total_equity"),
                (1, T("Passifs non courants", L["pnc"], 3, b["Passifs non courants"])),
                (1, T("Passifs courants", L["pc"], 3, b["Passifs courants"])),
            ],
            "total_assets",
        ),
    ]
    del q_bs
    return p, fields, notes, sums


# ===== 5 Malaysian quarterly results announcement (RM'000): individual vs cumulative quarter, sen EPS
@doc(
    "b27_fs_my_quarterly_individual_cumulative",
    "financial_statement",
    "Kinta Valley Polymers Berhad quarterly report Q4 FY2028",
)
def fs_my():
    L = dict(
        rev=148326000,
        op=15510000,
        pat=10912000,
        nci=433000,
        ni=10479000,
        deps=3.44,
        ta=596201000,
        tl=206014000,
        te=390187000,
        cash=41627000,
        own=381750000,
        ncie=8437000,
    )
    f = paren(0, "-")
    rev = V(148326, 136914, 571208, 529377)
    cos = V(-118902, -111038, -458117, -428620)
    gp = add(rev, cos)
    oi = V(1844, 1207, 6312, 5094)
    sd = V(-6215, -5880, -24306, -22915)
    adm = V(-8437, -7962, -32518, -30744)
    oe = V(-1106, -2418, -3327, -4162)
    op = add(gp, oi, sd, adm, oe)
    fc = V(-1392, -1518, -5804, -6237)
    assoc = V(212, 184, 846, 701)
    pbt = add(op, fc, assoc)
    tax = V(-3418, -2104, -13127, -10338)
    pat = add(pbt, tax)
    nci = V(433, 322, 1469, 1225)
    own = add(pat, neg(nci))
    shb = V(302500, 302500, 302500, 302500)
    shd = V(304800, 303900, 304600, 303700)
    epsb = [rnd(o * 100 / x, 2) for o, x in zip(own, shb, strict=True)]
    epsd = [rnd(o * 100 / x, 2) for o, x in zip(own, shd, strict=True)]
    ppe = V(268415, 259870)
    rou = V(14208, 15116)
    ias = V(9634, 8938)
    dta = V(2117, 2460)
    nca = add(ppe, rou, ias, dta)
    inv = V(96742, 99611)
    trd = V(118336, 109847)
    orc = V(8914, 7602)
    taxr = V(1208, 2336)
    dep = V(35000, 32515)
    cash = V(41627, 33418)
    ca = add(inv, trd, orc, taxr, dep, cash)
    ta = add(nca, ca)
    sc = V(151250, 151250)
    ncie = V(8437, 7400)
    brw = V(52800, 64350)
    lse = V(9816, 10947)
    dtl = V(14226, 13108)
    ncl = add(brw, lse, dtl)
    tp = V(71905, 66218)
    op_ = V(19433, 17840)
    sbr = V(31718, 36904)
    sls = V(2904, 2766)
    txp = V(3212, 1105)
    cl = add(tp, op_, sbr, sls, txp)
    tl = add(ncl, cl)
    te = add(ta, neg(tl))
    owne = add(te, neg(ncie))
    res = add(owne, neg(sc))
    nap = [rnd(o / x, 2) for o, x in zip(owne, shb[:2], strict=True)]
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=54, size=8.4)
    # ---- page 1: announcement and review of performance
    q_co = s.t("KINTA VALLEY POLYMERS BERHAD", 14, True, align="c")
    s.t("Registration No. 199801004417 (461553-K) · (Incorporated in Malaysia)", 7.6, align="c", color=GREY)
    s.skip(10)
    q_type = s.t(
        "QUARTERLY REPORT ON CONSOLIDATED RESULTS FOR THE FOURTH QUARTER ENDED 31 MAY 2028",
        9.6,
        True,
        align="c",
    )
    s.t("The figures have not been audited.", 8, align="c")
    s.skip(12)
    s.t("B1. Review of performance", 9, True)

    def rm(x):
        return fmt(x / 1000, ",", ".", 1)

    def pc(a, b_):
        return fmt((a / b_ - 1) * 100, ",", ".", 1) + "%"

    s.para(
        f"For the current quarter, the Group recorded revenue of RM{rm(rev[0])} million, "
        f"{pc(rev[0], rev[1])} "
        f"higher than RM{rm(rev[1])} million in the preceding year corresponding quarter, supported by "
        f"higher "
        f"export volumes of PVC compounds. Profit before tax rose to RM{rm(pbt[0])} million (4Q2027: "
        f"RM{rm(pbt[1])} million). For the financial year ended 31 May 2028, the Group's revenue was "
        f"RM{rm(rev[2])} million and profit before tax RM{rm(pbt[2])} million.",
        8.4,
    )
    s.t("B2. Comparison with the immediate preceding quarter", 9, True)
    s.para(
        "Revenue for the current quarter was 2.6% higher than the immediate preceding quarter ended 29 "
        "February 2028 of RM144.6 million, mainly due to seasonal demand from the automotive segment.",
        8.4,
    )
    s.t("B3. Prospects", 9, True)
    s.para(
        "Barring unforeseen circumstances, the Board expects the financial year ending 31 May 2029 to "
        "remain satisfactory. The Board has declared a single-tier final dividend of 3.5 sen per ordinary "
        "share, payable on 21 September 2028.",
        8.4,
    )
    s.skip(10)
    s.t("By order of the Board · Ipoh, Perak · 27 July 2028", 8, color=GREY)
    # ---- page 2: profit or loss
    s.new_page()
    s.t("KINTA VALLEY POLYMERS BERHAD", 9.4, True, align="c")
    s.t("UNAUDITED CONDENSED CONSOLIDATED STATEMENT OF PROFIT OR LOSS", 9, True, align="c")
    q_end = s.t("FOR THE FOURTH QUARTER ENDED 31 MAY 2028", 8.6, True, align="c")
    s.skip(6)
    cx = [340, 410, 480, 551]
    s.row([(375, "INDIVIDUAL QUARTER", "c"), (515, "CUMULATIVE QUARTER", "c")], 7.2, True, lead=10)
    heads(
        s,
        cx,
        [
            ["Current year", "Preceding year", "Current year", "Preceding year"],
            ["quarter", "corresponding", "to date", "corresponding"],
            ["", "quarter", "", "period"],
            ["31.5.2028", "31.5.2027", "31.5.2028", "31.5.2027"],
            ["RM'000", "RM'000", "RM'000", "RM'000"],
        ],
        size=6.8,
    )
    r = table(
        s,
        cx,
        [
            ("Revenue", rev, ""),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "t"),
            ("Other income", oi, ""),
            ("Selling and distribution expenses", sd, ""),
            ("Administrative expenses", adm, ""),
            ("Other expenses", oe, ""),
            ("Profit from operations", op, "bt"),
            ("Finance costs", fc, ""),
            ("Share of results of an associate", assoc, ""),
            ("Profit before tax", pbt, "bt"),
            ("Taxation", tax, ""),
            ("Profit for the period", pat, "btu"),
            ("Profit attributable to:", None, ""),
            ("Owners of the Company", own, "i"),
            ("Non-controlling interests", nci, "i"),
        ],
        f,
        size=7.6,
    )
    s.skip(4)
    r2 = table(
        s,
        cx,
        [
            ("Earnings per share attributable to owners of the Company (sen):", None, ""),
            ("Basic", [fmt(x, ",", ".", 2) for x in epsb], "i"),
            ("Diluted", [fmt(x, ",", ".", 2) for x in epsd], "i"),
        ],
        f,
        size=7.6,
    )
    s.skip(8)
    s.para(
        "The Unaudited Condensed Consolidated Statement of Profit or Loss should be read in conjunction "
        "with the audited financial statements for the financial year ended 31 May 2027 and the "
        "accompanying explanatory notes attached to this interim financial report.",
        7.2,
    )
    # ---- page 3: financial position
    s.new_page()
    s.t("KINTA VALLEY POLYMERS BERHAD", 9.4, True, align="c")
    s.t(
        "UNAUDITED CONDENSED CONSOLIDATED STATEMENT OF FINANCIAL POSITION AS AT 31 MAY 2028",
        9,
        True,
        align="c",
    )
    s.skip(6)
    bx = [460, 551]
    heads(
        s,
        bx,
        [["As at", "As at"], ["31.5.2028", "31.5.2027"], ["(Unaudited)", "(Audited)"], ["RM'000", "RM'000"]],
    )
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Property, plant and equipment", ppe, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Investment in an associate", ias, "i"),
            ("Deferred tax assets", dta, "i"),
            ("Total non-current assets", nca, "bt"),
            ("Inventories", inv, "i"),
            ("Trade receivables", trd, "i"),
            ("Other receivables, deposits and prepayments", orc, "i"),
            ("Tax recoverable", taxr, "i"),
            ("Deposits with licensed banks (tenure above 3 months)", dep, "i"),
            ("Cash and cash equivalents", cash, "i"),
            ("Total current assets", ca, "bt"),
            ("TOTAL ASSETS", ta, "btu"),
            ("EQUITY AND LIABILITIES", None, "b"),
            ("Share capital", sc, "i"),
            ("Reserves", res, "i"),
            ("Equity attributable to owners of the Company", owne, "t"),
            ("Non-controlling interests", ncie, "i"),
            ("TOTAL EQUITY", te, "bt"),
            ("Borrowings", brw, "i"),
            ("Lease liabilities", lse, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("Total non-current liabilities", ncl, "bt"),
            ("Trade payables", tp, "i"),
            ("Other payables and accruals", op_, "i"),
            ("Borrowings ", sbr, "i"),
            ("Lease liabilities ", sls, "i"),
            ("Tax payable", txp, "i"),
            ("Total current liabilities", cl, "bt"),
            ("TOTAL LIABILITIES", tl, "bt"),
            ("TOTAL EQUITY AND LIABILITIES", add(te, tl), "btu"),
        ],
        f,
        size=7.6,
        lead=11.6,
    )
    s.skip(4)
    s.row(
        [
            (44, "Net assets per share attributable to owners of the Company (RM)"),
            (bx[0], fmt(nap[0], ",", ".", 2), "r"),
            (bx[1], fmt(nap[1], ",", ".", 2), "r"),
        ],
        7.6,
    )
    same(L["rev"], K(rev[0]), "rev")
    same(L["op"], K(op[0]), "op")
    same(L["pat"], K(pat[0]), "pat")
    same(L["nci"], K(nci[0]), "nci")
    same(L["ni"], K(own[0]), "ni")
    same(L["deps"], epsd[0], "deps")
    same(L["ta"], K(ta[0]), "ta")
    same(L["tl"], K(tl[0]), "tl")
    same(L["te"], K(te[0]), "te")
    same(L["own"], K(owne[0]), "own")
    same(L["ncie"], K(ncie[0]), "ncie")
    same(L["cash"], K(cash[0]), "cash")
    fields = {
        "company_name": F("Kinta Valley Polymers Berhad", 1, q_co),
        "report_type": F("earnings_release", 1, q_type),
        "period_end_date": F("2028-05-31", 2, q_end),
        "currency": F("MYR", 2, "RM'000 " + r["Revenue"]),
        "total_revenue": F(L["rev"], 2, r["Revenue"]),
        "operating_income": F(L["op"], 2, r["Profit from operations"]),
        "net_income": F(L["ni"], 2, r["Owners of the Company"]),
        "diluted_eps": F(L["deps"], 2, r2["Diluted"]),
        "total_assets": F(L["ta"], 3, b["TOTAL ASSETS"]),
        "total_liabilities": F(L["tl"], 3, b["TOTAL LIABILITIES"]),
        "total_equity": F(L["te"], 3, b["TOTAL EQUITY"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Cash and cash equivalents"]),
    }
    notes = (
        "Malaysian quarterly report on consolidated results filed as an exchange announcement (RM'000, "
        "dates as 31.5.2028), labelled earnings_release. The statement of profit or loss has INDIVIDUAL "
        "QUARTER and CUMULATIVE QUARTER columns; the current period is the current year quarter (three "
        "months ended 31 May 2028, the fourth quarter), not the current year to date (twelve months). The "
        "review of performance on page 1 repeats rounded figures (distractors). operating_income is Profit "
        "from operations; net_income the profit attributable to owners of the Company (profit - NCI; sum); "
        "diluted_eps in sen as printed. total_equity includes non-controlling interests (sum); "
        "cash_and_equivalents excludes the deposits with a tenure above three months."
    )
    sums = [
        SUM(
            "Profit for the period - NCI = owners",
            [
                (1, T("Profit for the period", L["pat"], 2, r["Profit for the period"])),
                (-1, T("Non-controlling interests", L["nci"], 2, r["Non-controlling interests"])),
            ],
            "net_income",
        ),
        SUM(
            "owners' equity + NCI = TOTAL EQUITY",
            [
                (
                    1,
                    T(
                        "Equity attributable to owners",
                        L["own"],
                        3,
                        b["Equity attributable to owners of the Company"],
                    ),
                ),
                (1, T("Non-controlling interests", L["ncie"], 3, b["Non-controlling interests"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums
