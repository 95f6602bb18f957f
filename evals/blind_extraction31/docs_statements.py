"""Financial-statement builders for blind_extraction31 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals from the line items it prints and checks the hand-written label literals
with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY
from pdfkit import Pdf, fmt
from sheet import Sheet

A4 = dict(w=595, h=842)
LETTER = dict(w=612, h=792)


def V(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def sub(a, b):
    return [x - y for x, y in zip(a, b, strict=True)]


def neg(a):
    return [-x for x in a]


def paren(nd=0, zero="—", th=",", dp="."):
    """1,234 / (1,234) / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="()")

    return f


def signed(nd=0, zero="-", th=" ", dp=","):
    """-1 234,5 / zero mark (minus sign for negatives)."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="-")

    return f


def table(s, colx, rows, f, size=7.6, lead=None, lx=None, key=""):
    """rows: (label, values or None, flags); flags: b bold, i indent, t rule above.
    Returns {key + label: (page, row text)} for each label with values."""
    out = {}
    lead = lead or size * 1.55
    for row in rows:
        label, vals, flags = row[:3]
        if "t" in flags:
            s.p.line(min(colx) - 46, s.y - size - 1.5, max(colx) + 2, s.y - size - 1.5, 0.4)
        x0 = s.x if lx is None else lx
        cells = [(x0 + (10 if "i" in flags else 0) + (20 if "j" in flags else 0), label)]
        for x, v in zip(colx, vals or [], strict=False):
            if v is None:
                continue
            cells.append((x, v if isinstance(v, str) else f(v), "r"))
        qt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if vals and key + label not in out:
            out[key + label] = (s.page, qt)
    return out


def heads(s, colx, lines, size=7.2):
    for ln in lines:
        s.row([(x, t, "r") for x, t in zip(colx, ln, strict=False) if t], size=size, bold=True, lead=size + 3)
    s.p.line(min(colx) - 46, s.y - 6, max(colx) + 2, s.y - 6, 0.5)
    s.skip(4)


def val(x, scale):
    v = D(str(x)) * scale
    return int(v) if v == v.to_integral_value() else float(v)


def check(L, scale, **computed):
    for k, v in computed.items():
        same(L[k], val(v, scale), k)


ORDER = [
    "company_name",
    "report_type",
    "period_end_date",
    "currency",
    "total_revenue",
    "operating_income",
    "net_income",
    "diluted_eps",
    "total_assets",
    "total_liabilities",
    "total_equity",
    "cash_and_equivalents",
]
KEYS = dict(
    total_revenue="rev",
    operating_income="op",
    net_income="ni",
    total_assets="ta",
    total_liabilities="tl",
    total_equity="te",
    cash_and_equivalents="cash",
)


def fields_of(L, g, head4, eps, rows):
    """rows: money field -> key of a printed row in g (None for a null field)."""
    out = dict(zip(ORDER[:4], head4, strict=True))
    out["diluted_eps"] = eps
    for name, key in KEYS.items():
        r = rows[name]
        out[name] = NULL() if r is None else F(L[key], *g[r])
    return {k: out[k] for k in ORDER}


# ===== 1 US Form 10-Q (USD thousands): three- and nine-month columns, restructuring inside operating income,
# redeemable noncontrolling interest in temporary equity between liabilities and stockholders' equity
@doc(
    "b31_fs_us_10q_redeemable_nci_temporary_equity",
    "financial_statement",
    "Willamette Signal Systems 10-Q Q3 2022",
)
def fs_us():
    L = dict(
        rev=121734000,
        op=10121000,
        ni=6953000,
        ta=442943000,
        tl=235456000,
        te=193268000,
        cash=61842000,
        rnci=14219000,
        nci=359000,
        pat=7312000,
        eps=0.16,
    )
    sc = 1000
    p = Pdf(**LETTER)
    s = Sheet(p, x=54, xr=558, top=60, size=8.6)
    s.t("UNITED STATES", 11, True, align="c")
    s.t("SECURITIES AND EXCHANGE COMMISSION", 11, True, align="c")
    s.t("Washington, D.C. 20549", 8.6, align="c")
    s.skip(6)
    q_rt = s.t("FORM 10-Q", 15, True, align="c")
    s.skip(4)
    s.t("(Mark One)", 8)
    s.para(
        "☒ QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.6,
        True,
    )
    q_pe = s.t("For the quarterly period ended September 30, 2022", 9, True, align="c")
    s.t("OR", 8.6, align="c")
    s.para(
        "☐ TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.6,
    )
    s.t("Commission File Number 001-41873", 8.6, align="c")
    s.skip(8)
    q_co = s.t("WILLAMETTE SIGNAL SYSTEMS, INC.", 15, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7.6, align="c")
    s.skip(4)
    s.row([(150, "Delaware", "c"), (460, "84-3318204", "c")], 8.6)
    s.row([(150, "(State of incorporation)", "c"), (460, "(I.R.S. Employer Identification No.)", "c")], 7.4)
    s.skip(4)
    s.t("5120 NE Evergreen Parkway, Hillsboro, Oregon 97124 · (503) 614-2087", 8.6, align="c")
    s.skip(10)
    s.para(
        "Indicate by check mark whether the registrant (1) has filed all reports required to be filed by "
        "Section 13 or 15(d) of the Securities Exchange Act of 1934 during the preceding 12 months and (2) "
        "has "
        "been subject to such filing requirements for the past 90 days. Yes ☒ No ☐",
        8.2,
    )
    s.para(
        "Indicate by check mark whether the registrant is a large accelerated filer, an accelerated filer, a "
        "non-accelerated filer, a smaller reporting company, or an emerging growth company. Accelerated "
        "filer ☒",
        8.2,
    )
    s.para(
        "As of October 27, 2022, the registrant had 41,386,517 shares of common stock, $0.001 par value per "
        "share, outstanding.",
        8.2,
    )
    s.skip(10)
    s.t("Table of contents: Part I, Item 1. Financial Statements (unaudited) ........ 2", 8.2)

    # ---------------------------------------------------------------- page 2: operations
    s.new_page()
    s.t("WILLAMETTE SIGNAL SYSTEMS, INC.", 10, True, align="c")
    s.t("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 10, True, align="c")
    q_cur = s.t("(in thousands of U.S. dollars, except per share amounts) (unaudited)", 8, align="c")
    s.skip(4)
    cx = [330, 406, 482, 558]
    heads(
        s,
        cx,
        [
            ["Three Months Ended", "", "Nine Months Ended", ""],
            ["September 30,", "", "September 30,", ""],
            ["2022", "2021", "2022", "2021"],
        ],
        7.6,
    )
    prod = V(84_316, 71_902, 241_775, 198_614)
    svc = V(37_418, 29_655, 104_392, 83_127)
    rev = add(prod, svc)
    cprod = V(46_207, 40_118, 134_566, 112_903)
    csvc = V(11_862, 9_734, 33_518, 27_416)
    cost = add(cprod, csvc)
    gp = sub(rev, cost)
    rd = V(21_437, 18_290, 62_815, 52_774)
    sm = V(19_806, 16_552, 57_310, 47_983)
    ga = V(9_337, 8_104, 27_965, 23_507)
    rs = V(2_964, 0, 2_964, 0)
    opx = add(rd, sm, ga, rs)
    op = sub(gp, opx)
    intx = V(1_847, 2_216, 5_918, 6_604)
    oth = V(412, -186, 1_027, 318)
    pbt = add(sub(op, intx), oth)
    taxx = V(1_374, 1_086, 4_122, 3_522)
    pat = sub(pbt, taxx)
    nci = V(359, 244, 943, 671)
    own = sub(pat, nci)
    sh_b = V(41_206, 40_118, 41_032, 39_944)
    sh_d = V(42_913, 41_775, 42_806, 41_507)
    eps_b = [(a / b).quantize(D("0.01")) for a, b in zip(own, sh_b, strict=True)]
    eps_d = [(a / b).quantize(D("0.01")) for a, b in zip(own, sh_d, strict=True)]
    same(L["eps"], eps_d[0], "eps")
    f = paren(0, "—")
    e = [None] * 4
    inc = table(
        s,
        cx,
        [
            ("Revenue:", None, ""),
            ("Product", prod, "i"),
            ("Subscription and services", svc, "i"),
            ("Total revenue", rev, "bt"),
            ("Cost of revenue:", None, ""),
            ("Product", cprod, "i"),
            ("Subscription and services", csvc, "i"),
            ("Total cost of revenue", cost, "t"),
            ("Gross profit", gp, "bt"),
            ("Operating expenses:", None, ""),
            ("Research and development", rd, "i"),
            ("Sales and marketing", sm, "i"),
            ("General and administrative", ga, "i"),
            ("Restructuring charges", rs, "i"),
            ("Total operating expenses", opx, "t"),
            ("Income from operations", op, "bt"),
            ("Interest expense", neg(intx), ""),
            ("Other income (expense), net", oth, ""),
            ("Income before income taxes", pbt, "t"),
            ("Provision for income taxes", taxx, ""),
            ("Net income", pat, "bt"),
            ("Less: net income attributable to redeemable noncontrolling interest", nci, ""),
            ("Net income attributable to Willamette Signal Systems, Inc.", own, "bt"),
            ("Net income per share attributable to common stockholders:", e, ""),
            ("Basic", ["$ " + str(x) for x in eps_b], "i"),
            ("Diluted", ["$ " + str(x) for x in eps_d], "i"),
            ("Weighted-average shares used in computing net income per share:", e, ""),
            ("Basic", sh_b, "j"),
            ("Diluted", sh_d, "j"),
        ],
        f,
        size=7.4,
        lx=54,
    )
    s.skip(6)
    s.t("See accompanying notes to condensed consolidated financial statements.", 7.2, color=GREY)

    # ---------------------------------------------------------------- page 3: balance sheet
    s.new_page()
    s.t("WILLAMETTE SIGNAL SYSTEMS, INC.", 10, True, align="c")
    s.t("CONDENSED CONSOLIDATED BALANCE SHEETS", 10, True, align="c")
    s.t("(in thousands of U.S. dollars, except par value) (unaudited)", 8, align="c")
    s.skip(4)
    bx = [470, 558]
    heads(s, bx, [["September 30,", "December 31,"], ["2022", "2021"]], 7.6)
    cash = V(61_842, 48_219)
    rcash = V(3_150, 3_150)
    mkt = V(44_608, 52_317)
    ar = V(71_395, 64_880)
    inv = V(58_714, 49_263)
    pre = V(12_486, 10_952)
    tca = add(cash, rcash, mkt, ar, inv, pre)
    ppe = V(46_218, 43_905)
    rou = V(18_774, 20_316)
    gw = V(87_412, 87_412)
    intg = V(24_905, 28_733)
    dta = V(9_317, 8_846)
    oa = V(4_122, 3_985)
    ta = add(tca, ppe, rou, gw, intg, dta, oa)
    ap = V(29_614, 26_032)
    acc = V(24_887, 22_410)
    drc = V(31_205, 27_618)
    cpl = V(7_500, 7_500)
    olc = V(5_218, 5_104)
    tcl = add(ap, acc, drc, cpl, olc)
    ltd = V(108_664, 114_257)
    drn = V(9_843, 8_771)
    oln = V(15_207, 17_116)
    olt = V(3_318, 3_604)
    tl = add(tcl, ltd, drn, oln, olt)
    rnci = V(14_219, 13_304)
    cs = V(41, 41)
    apic = V(198_515, 197_650)
    aoci = V(-1_284, -312)
    te_target = sub(ta, add(tl, rnci))
    re_ = sub(te_target, add(cs, apic, aoci))
    te = add(cs, apic, aoci, re_)
    bs = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "i"),
            ("Restricted cash", rcash, "i"),
            ("Marketable securities", mkt, "i"),
            ("Accounts receivable, net", ar, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and other current assets", pre, "i"),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Deferred tax assets", dta, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "bt"),
            ("LIABILITIES, REDEEMABLE NONCONTROLLING INTEREST AND STOCKHOLDERS' EQUITY", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "i"),
            ("Accrued liabilities", acc, "i"),
            ("Deferred revenue, current", drc, "i"),
            ("Current portion of long-term debt", cpl, "i"),
            ("Operating lease liabilities, current", olc, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net", ltd, ""),
            ("Deferred revenue, noncurrent", drn, ""),
            ("Operating lease liabilities, noncurrent", oln, ""),
            ("Other long-term liabilities", olt, ""),
            ("Total liabilities", tl, "bt"),
            ("Commitments and contingencies (Note 11)", None, ""),
            ("Redeemable noncontrolling interest", rnci, "b"),
            ("Stockholders' equity:", None, ""),
            ("Preferred stock, $0.001 par value; none issued", V(0, 0), "i"),
            ("Common stock, $0.001 par value", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Accumulated deficit", re_, "i"),
            ("Total stockholders' equity", te, "bt"),
            (
                "Total liabilities, redeemable noncontrolling interest and stockholders' equity",
                add(tl, rnci, te),
                "bt",
            ),
        ],
        f,
        size=7.4,
        lx=54,
        key="BS ",
    )
    check(
        L,
        sc,
        rev=rev[0],
        op=op[0],
        ni=own[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=cash[0],
        rnci=rnci[0],
        nci=nci[0],
        pat=pat[0],
    )
    g = dict(**inc, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Willamette Signal Systems, Inc.", 1, q_co),
            F("10-Q", 1, q_rt),
            F("2022-09-30", 1, q_pe),
            F("USD", 2, q_cur),
        ],
        F(L["eps"], *g["Diluted"]),
        dict(
            total_revenue="Total revenue",
            operating_income="Income from operations",
            net_income="Net income attributable to Willamette Signal Systems, Inc.",
            total_assets="BS Total assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total stockholders' equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "US Form 10-Q for the quarter ended September 30, 2022 (USD thousands, except per-share amounts). "
        "The "
        "statement of operations prints three-month and nine-month columns; the current quarter is the first "
        "column (three months ended September 30, 2022); the nine-month columns are distractors. "
        "operating_income is Income from operations after the restructuring charge. net_income is the line "
        "attributable to the company, after the share of the redeemable noncontrolling interest (sum to net "
        "income); diluted_eps the diluted line (the weighted-average share counts are distractors). The "
        "balance sheet's current column is September 30, 2022. The redeemable noncontrolling interest is "
        "temporary equity between Total liabilities and Total stockholders' equity, so liabilities plus "
        "equity do not add up to total assets without it (sum); total_equity is Total stockholders' equity. "
        "cash excludes restricted cash and marketable securities. The cover's share-count date is a "
        "distractor."
    )
    sums = [
        SUM(
            "Total liabilities + redeemable NCI + Total stockholders' equity = Total assets",
            [
                (1, "total_liabilities"),
                (
                    1,
                    T(
                        "redeemable noncontrolling interest",
                        L["rnci"],
                        *g["BS Redeemable noncontrolling interest"],
                    ),
                ),
                (1, "total_equity"),
            ],
            "total_assets",
        ),
        SUM(
            "attributable to the company + redeemable NCI = net income",
            [
                (1, "net_income"),
                (
                    1,
                    T(
                        "NCI share",
                        L["nci"],
                        *g["Less: net income attributable to redeemable noncontrolling interest"],
                    ),
                ),
            ],
            T("net income", L["pat"], *g["Net income"]),
        ),
    ]
    return p, fields, notes, sums


# ===== 2 Indian annual report (₹ crore): Board's report highlights with standalone and consolidated columns,
# Schedule III statement of profit and loss with no operating-income line (EBITDA only in the highlights),
# revenue from operations vs total income, exceptional items, owners vs NCI, bank balances next to cash
@doc(
    "b31_fs_in_annual_report_crore_schedule_iii",
    "financial_statement",
    "Sahyadri Polypack Industries annual report 2028-29",
)
def fs_in():
    L = dict(
        rev=48623700000,
        ni=4357600000,
        ta=45027500000,
        tl=18567400000,
        te=26460100000,
        cash=968400000,
        nci=143700000,
        pat=4501300000,
        own=25744300000,
        ncie=715800000,
        eps=51.5,
    )
    sc = 10**7
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=52, size=7.8)
    q_co = s.t("SAHYADRI POLYPACK INDUSTRIES LIMITED", 13, True)
    s.t("CIN: L25209MH2004PLC148722 · Regd. Office: Plot D-14, MIDC Chakan Phase II, Pune 410501", 7.2)
    s.skip(3)
    q_rt = s.t("25th Annual Report 2028-29", 10, True)
    s.skip(6)
    s.t("BOARD'S REPORT", 9.6, True)
    s.para(
        "Dear Members, your Directors are pleased to present the 25th Annual Report of the Company together "
        "with the audited standalone and consolidated financial statements for the financial year ended "
        "31 March 2029.",
        7.8,
    )
    s.t("1. FINANCIAL HIGHLIGHTS (₹ in crore)", 8.4, True)
    hx = [330, 404, 478, 553]
    heads(
        s,
        hx,
        [["Standalone", "", "Consolidated", ""], ["FY 2028-29", "FY 2027-28", "FY 2028-29", "FY 2027-28"]],
    )
    rev = V("4862.37", "4318.94")
    oi = V("38.41", "29.86")
    ti = add(rev, oi)
    com = V("2941.18", "2648.52")
    pst = V("187.63", "164.29")
    chg = V("-36.84", "21.07")
    emp = V("318.72", "284.15")
    fin = V("96.48", "104.37")
    dep = V("172.39", "158.61")
    oth = V("611.27", "552.83")
    tex = add(com, pst, chg, emp, fin, dep, oth)
    pbe = sub(ti, tex)
    jv = V("12.86", "9.42")
    exc = V("24.35", "0")
    pbt = sub(add(pbe, jv), exc)
    ctax = V("139.42", "118.77")
    dtax = V("8.91", "6.35")
    ttax = add(ctax, dtax)
    pat = sub(pbt, ttax)
    rm = V("-2.18", "1.04")
    rmt = V("0.55", "-0.26")
    fx = V("3.72", "-1.95")
    oci = add(rm, rmt, fx)
    tci = add(pat, oci)
    nci = V("14.37", "11.08")
    own = sub(pat, nci)
    nci_tci = V("14.61", "10.82")
    own_tci = sub(tci, nci_tci)
    ebitda = sub(add(pbe, fin, dep), oi)
    eps_b = [
        (x * 10**7 / D(n)).quantize(D("0.01")) for x, n in zip(own, (84_000_000, 84_000_000), strict=True)
    ]
    eps_d = [
        (x * 10**7 / D(n)).quantize(D("0.01")) for x, n in zip(own, (84_620_000, 84_410_000), strict=True)
    ]
    sa = dict(
        rev=V("4391.06", "3947.58"),
        oi=V("41.93", "33.18"),
        ebitda=V("726.48", "641.37"),
        pbt=V("512.84", "438.06"),
        pat=V("381.27", "326.93"),
    )
    f = paren(2, "-")
    hl = table(
        s,
        hx,
        [
            ("Revenue from operations", sa["rev"] + rev, ""),
            ("Other income", sa["oi"] + oi, ""),
            ("Total income", add(sa["rev"], sa["oi"]) + ti, "b"),
            ("EBITDA (before other income)", sa["ebitda"] + ebitda, ""),
            ("Profit before tax", sa["pbt"] + pbt, ""),
            ("Profit for the year", sa["pat"] + pat, "b"),
        ],
        f,
        size=7.6,
        key="HL ",
    )
    s.skip(2)
    s.para(
        "Consolidated revenue from operations grew by 12.6% while EBITDA margin improved to "
        f"{(ebitda[0] / rev[0] * 100).quantize(D('0.1'))}%. The Board has recommended a final dividend of ₹ "
        "3.50 "
        "per equity share of ₹ 10 each for FY 2028-29. The exceptional item relates to the impairment of the "
        "Silvassa film line (Note 41).",
        7.6,
    )
    s.skip(4)
    for title, text in (
        (
            "2. STATE OF THE COMPANY'S AFFAIRS",
            "Volumes of flexible laminates rose 9.8% and BOPET film capacity utilisation reached 86%. The "
            "new "
            "coating line at Chakan was capitalised in the third quarter; the Sanand greenfield project "
            "(capital work-in-progress) is scheduled for commissioning in FY 2029-30.",
        ),
        (
            "3. TRANSFER TO RESERVES AND DIVIDEND",
            "No amount is proposed to be transferred to the general reserve. The final dividend, if approved "
            "at the Annual General Meeting, will absorb ₹ 29.40 crore and will be paid within 30 days of the "
            "meeting.",
        ),
        (
            "4. CREDIT RATING",
            "The long-term bank facilities of the Company are rated IND AA-/Stable and the short-term "
            "facilities IND A1+; the ratings were reaffirmed during the year.",
        ),
        (
            "5. SUBSIDIARIES AND JOINT VENTURE",
            "The Company has two subsidiaries, Sahyadri Flexibles FZE (UAE) and Konkan Closures Private "
            "Limited "
            "(74% held), and one joint venture, Deccan Recycled Polymers LLP (50%), accounted for using the "
            "equity method. A statement in Form AOC-1 is annexed to this report.",
        ),
    ):
        s.t(title, 8, True)
        s.para(text, 7.6)
    s.skip(4)
    s.t("For and on behalf of the Board of Directors · Pune, 16 May 2029", 7.4, color=GREY)
    s.t("Anirudh V. Kelkar, Chairman & Managing Director (DIN 01847293)", 7.4, color=GREY)

    # ---------------------------------------------------------------- page 2
    s.new_page()
    s.t("SAHYADRI POLYPACK INDUSTRIES LIMITED", 9.6, True)
    s.t("CONSOLIDATED STATEMENT OF PROFIT AND LOSS FOR THE YEAR ENDED 31 MARCH 2029", 9, True)
    q_cur = s.t("(All amounts in ₹ crore, unless otherwise stated)", 7.4)
    s.skip(2)
    cx = [440, 553]
    heads(s, cx, [["Year ended", "Year ended"], ["31 March 2029", "31 March 2028"]])
    e = [None, None]
    inc = table(
        s,
        cx,
        [
            ("I. Revenue from operations", rev, ""),
            ("II. Other income", oi, ""),
            ("III. Total income (I + II)", ti, "b"),
            ("IV. Expenses", None, "b"),
            ("Cost of materials consumed", com, "i"),
            ("Purchases of stock-in-trade", pst, "i"),
            ("Changes in inventories of finished goods, work-in-progress and stock-in-trade", chg, "i"),
            ("Employee benefits expense", emp, "i"),
            ("Finance costs", fin, "i"),
            ("Depreciation and amortisation expense", dep, "i"),
            ("Other expenses", oth, "i"),
            ("Total expenses (IV)", tex, "bt"),
            ("V. Profit before share of profit of joint venture, exceptional items and tax", pbe, "b"),
            ("VI. Share of profit of joint venture (net of tax)", jv, ""),
            ("VII. Exceptional items (Note 41)", neg(exc), ""),
            ("VIII. Profit before tax", pbt, "b"),
            ("IX. Tax expense", None, ""),
            ("Current tax", ctax, "i"),
            ("Deferred tax", dtax, "i"),
            ("X. Profit for the year", pat, "bt"),
            ("XI. Other comprehensive income", None, ""),
            ("Remeasurement of defined benefit plans", rm, "i"),
            ("Income tax relating to these items", rmt, "i"),
            ("Exchange differences on translation of foreign operations", fx, "i"),
            ("Other comprehensive income for the year", oci, "t"),
            ("XII. Total comprehensive income for the year", tci, "bt"),
            ("Profit for the year attributable to:", e, ""),
            ("Owners of the Company", own, "i"),
            ("Non-controlling interests", nci, "i"),
            ("Total comprehensive income attributable to:", e, ""),
            ("Owners of the Company ", own_tci, "i"),
            ("Non-controlling interests ", nci_tci, "i"),
            ("Earnings per equity share (face value ₹ 10 each)", e, "t"),
            ("Basic (₹)", [str(x) for x in eps_b], "i"),
            ("Diluted (₹)", [str(x) for x in eps_d], "i"),
        ],
        f,
        size=7.4,
        lead=11.2,
    )

    # ---------------------------------------------------------------- page 3
    s.new_page()
    s.t("SAHYADRI POLYPACK INDUSTRIES LIMITED", 9.6, True)
    q_pe = s.t("CONSOLIDATED BALANCE SHEET AS AT 31 MARCH 2029", 9, True)
    s.t("(All amounts in ₹ crore, unless otherwise stated)", 7.4)
    s.skip(2)
    heads(s, cx, [["As at", "As at"], ["31 March 2029", "31 March 2028"]])
    ppe = V("1948.62", "1862.15")
    cwip = V("214.37", "98.44")
    rou = V("86.19", "91.73")
    gw = V("62.48", "62.48")
    intg = V("18.94", "22.31")
    ijv = V("97.35", "84.49")
    finv = V("41.27", "38.16")
    ofa = V("23.68", "21.09")
    dta = V("7.42", "6.88")
    onca = V("54.13", "47.92")
    nca = add(ppe, cwip, rou, gw, intg, ijv, finv, ofa, dta, onca)
    inv = V("712.46", "648.31")
    cinv = V("128.50", "95.00")
    tr = V("841.27", "762.58")
    cash = V("96.84", "71.29")
    bank = V("48.15", "33.62")
    cofa = V("17.36", "15.41")
    oca = V("103.72", "94.85")
    ca = add(inv, cinv, tr, cash, bank, cofa, oca)
    ta = add(nca, ca)
    nb = V("612.45", "698.20")
    nll = V("71.36", "77.12")
    npv = V("29.84", "26.41")
    dtl = V("118.27", "109.36")
    ncl = add(nb, nll, npv, dtl)
    cb = V("287.61", "314.08")
    cll = V("14.92", "13.85")
    tpm = V("48.37", "41.26")
    tpo = V("538.94", "497.63")
    ofl = V("62.18", "55.49")
    ocl = V("44.71", "39.86")
    cpv = V("18.25", "16.77")
    ctl = V("9.84", "7.31")
    cl = add(cb, cll, tpm, tpo, ofl, ocl, cpv, ctl)
    tl = add(ncl, cl)
    te = sub(ta, tl)
    ncie = V("71.58", "59.87")
    owners = sub(te, ncie)
    shc = V("84.00", "84.00")
    oeq = sub(owners, shc)
    bs = table(
        s,
        cx,
        [
            ("ASSETS", None, "b"),
            ("Non-current assets", None, "b"),
            ("Property, plant and equipment", ppe, "i"),
            ("Capital work-in-progress", cwip, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Goodwill", gw, "i"),
            ("Other intangible assets", intg, "i"),
            ("Investment in joint venture (equity method)", ijv, "i"),
            ("Financial assets: Investments", finv, "i"),
            ("Financial assets: Other financial assets", ofa, "i"),
            ("Deferred tax assets (net)", dta, "i"),
            ("Other non-current assets", onca, "i"),
            ("Total non-current assets", nca, "bt"),
            ("Current assets", None, "b"),
            ("Inventories", inv, "i"),
            ("Financial assets: Investments", cinv, "i"),
            ("Trade receivables", tr, "i"),
            ("Cash and cash equivalents", cash, "i"),
            ("Bank balances other than cash and cash equivalents", bank, "i"),
            ("Other financial assets", cofa, "i"),
            ("Other current assets", oca, "i"),
            ("Total current assets", ca, "bt"),
            ("Total Assets", ta, "bt"),
            ("EQUITY AND LIABILITIES", None, "b"),
            ("Equity share capital", shc, "i"),
            ("Other equity", oeq, "i"),
            ("Equity attributable to owners of the Company", owners, "t"),
            ("Non-controlling interests", ncie, "i"),
            ("Total equity", te, "bt"),
            ("Non-current liabilities: Borrowings", nb, "i"),
            ("Non-current liabilities: Lease liabilities", nll, "i"),
            ("Non-current liabilities: Provisions", npv, "i"),
            ("Deferred tax liabilities (net)", dtl, "i"),
            ("Total non-current liabilities", ncl, "t"),
            ("Current liabilities: Borrowings", cb, "i"),
            ("Current liabilities: Lease liabilities", cll, "i"),
            ("Trade payables: micro and small enterprises", tpm, "i"),
            ("Trade payables: others", tpo, "i"),
            ("Other financial liabilities", ofl, "i"),
            ("Other current liabilities", ocl, "i"),
            ("Current liabilities: Provisions", cpv, "i"),
            ("Current tax liabilities (net)", ctl, "i"),
            ("Total current liabilities", cl, "t"),
            ("Total liabilities", tl, "bt"),
            ("Total Equity and Liabilities", ta, "bt"),
        ],
        f,
        size=7.4,
        lead=11.2,
        key="BS ",
    )
    s.skip(4)
    s.t(
        "As per our report of even date · Joshi Apte & Co., Chartered Accountants (FRN 104318W) · Pune, 16 "
        "May 2029",
        7,
        color=GREY,
    )
    same(L["eps"], eps_d[0], "eps")
    check(
        L,
        sc,
        rev=rev[0],
        ni=own[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=cash[0],
        nci=nci[0],
        pat=pat[0],
        own=owners[0],
        ncie=ncie[0],
    )
    g = dict(**inc, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Sahyadri Polypack Industries Limited", 1, q_co),
            F("annual_report", 1, q_rt),
            F("2029-03-31", 3, q_pe),
            F("INR", 2, q_cur),
        ],
        F(L["eps"], *g["Diluted (₹)"]),
        dict(
            total_revenue="I. Revenue from operations",
            operating_income=None,
            net_income="Owners of the Company",
            total_assets="BS Total Assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    del hl
    notes = (
        "Indian annual report (Ind AS, Schedule III format), INR in ₹ crore with two decimals (scale 10^7), "
        "fiscal year ended 31 March 2029 (FY 2028-29). Page 1 is the Board's report with standalone and "
        "consolidated highlight columns (the standalone figures are distractors); pages 2 and 3 are the "
        "consolidated statements, current year in the first column. total_revenue is Revenue from "
        "operations, "
        "not Total income (which adds other income). operating_income is null: the statement of profit and "
        "loss prints no operating income (Schedule III has none; EBITDA in the highlights and 'Profit before "
        "share of profit of joint venture, exceptional items and tax' are not operating income). net_income "
        "is the profit attributable to Owners of the Company (sum with NCI), not the total comprehensive "
        "income line. diluted_eps the Diluted (₹) line. total_equity includes non-controlling interests "
        "(sum); cash excludes the bank balances other than cash and cash equivalents and current investments."
    )
    sums = [
        SUM(
            "owners + NCI = profit for the year",
            [(1, "net_income"), (1, T("NCI profit", L["nci"], *g["Non-controlling interests"]))],
            T("profit for the year", L["pat"], *g["X. Profit for the year"]),
        ),
        SUM(
            "owners' equity + NCI = total equity",
            [
                (1, T("owners' equity", L["own"], *g["BS Equity attributable to owners of the Company"])),
                (1, T("NCI equity", L["ncie"], *g["BS Non-controlling interests"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


def meur(x):
    """French millions with one decimal: 1 218,4 / -18,6."""
    return fmt(x, " ", ",", 1, neg="-")


# ===== 3 French annual results press release (M€, one decimal): ROC vs résultat opérationnel, Q4 revenue and
# net debt in the highlights, part du Groupe vs intérêts minoritaires, simplified balance sheet whose
# "Total passif" is the equity-and-liabilities total (no total of liabilities)
@doc(
    "b31_fs_fr_communique_resultats_annuels",
    "financial_statement",
    "Lauragais Industries résultats annuels 2021",
)
def fs_fr():
    L = dict(
        rev=1218437000,
        op=78093000,
        roc=96665000,
        nrec=18572000,
        ni=44323000,
        ta=1366808000,
        te=589277000,
        cash=148652000,
        nci=2814000,
        pat=47137000,
        own=570551000,
        ncie=18726000,
    )
    sc = 1000
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=54, size=8.2)
    s.t("COMMUNIQUÉ DE PRESSE", 8, True, color=GREY)
    s.t("Toulouse, le 24 février 2022 - 17h45", 8, color=GREY)
    s.skip(4)
    q_co = s.t("LAURAGAIS INDUSTRIES SA", 14, True)
    q_rt = s.t("Résultats annuels 2021 : croissance rentable et désendettement", 11, True)
    s.skip(4)
    rev = V(1_218_437, 1_146_208)
    ach = V(571_318, 533_794)
    per = V(362_947, 347_526)
    ext_ = V(131_582, 124_133)
    imp = V(14_206, 13_771)
    dot = V(49_813, 47_288)
    aut = V(8_094, 5_417)
    roc = add(sub(rev, add(ach, per, ext_, imp, dot)), aut)
    nrec = V(18_572, 6_184)
    op = sub(roc, nrec)
    cef = V(9_386, 10_712)
    apf = V(-2_317, 1_094)
    its = V(20_871, 19_603)
    mee = V(1_618, 907)
    pat = add(sub(op, add(cef, its)), apf, mee)
    nci = V(2_814, 2_697)
    own = sub(pat, nci)
    for b in (
        f"Chiffre d'affaires : {meur(rev[0] / 1000)} M€ (+6,3 % ; +5,1 % à périmètre et change constants), "
        "dont "
        "338,2 M€ au quatrième trimestre",
        f"Résultat opérationnel courant : {meur(roc[0] / 1000)} M€, soit une marge de "
        f"{meur(roc[0] / rev[0] * 100)} % (contre {meur(roc[1] / rev[1] * 100)} % en 2020)",
        f"Résultat net part du Groupe : {meur(own[0] / 1000)} M€, après {meur(nrec[0] / 1000)} M€ de charges "
        "non courantes "
        "(dépréciation du site de Figeac et réorganisation)",
        "Endettement financier net ramené à 212,5 M€ (hors obligations locatives), levier de 1,5x l'EBITDA",
        "Dividende proposé à l'Assemblée générale du 19 mai 2022 : 0,85 € par action",
    ):
        s.para("• " + b, 8.2)
    s.skip(2)
    s.para(
        "Le Conseil d'administration, réuni le 24 février 2022 sous la présidence de Mme Hélène Castanet, a "
        "arrêté les comptes consolidés de l'exercice clos le 31 décembre 2021. Les procédures d'audit sont "
        "effectuées ; le rapport de certification sera émis après finalisation des procédures requises pour "
        "la "
        "publication du rapport financier annuel.",
        8,
    )
    s.t("Perspectives 2022", 9, True)
    s.para(
        "Dans un marché aéronautique en reprise, le Groupe vise une croissance organique de son chiffre "
        "d'affaires comprise entre 6 % et 9 % et une marge opérationnelle courante supérieure à 8 %.",
        8,
    )
    s.t("Prochain rendez-vous : chiffre d'affaires du premier trimestre 2022, le 21 avril 2022.", 8)
    s.skip(6)
    s.t("Contacts : relations investisseurs, investisseurs@lauragais-industries.example", 7.4, color=GREY)

    # ---------------------------------------------------------------- page 2
    s.new_page()
    s.t("LAURAGAIS INDUSTRIES · Résultats annuels 2021 · Annexes", 8.6, True)
    s.skip(2)
    s.t("Compte de résultat consolidé", 9.4, True)
    q_cur = s.t("(en milliers d'euros)", 7.6)
    cx = [440, 545]
    heads(s, cx, [["2021", "2020"]], 7.6)
    f = signed(0, "-", " ", ",")
    e = [None, None]
    inc = table(
        s,
        cx,
        [
            ("Chiffre d'affaires", rev, "b"),
            ("Achats consommés", neg(ach), ""),
            ("Charges de personnel", neg(per), ""),
            ("Charges externes", neg(ext_), ""),
            ("Impôts et taxes", neg(imp), ""),
            ("Dotations aux amortissements et provisions", neg(dot), ""),
            ("Autres produits et charges d'exploitation", aut, ""),
            ("Résultat opérationnel courant", roc, "bt"),
            ("Autres produits et charges opérationnels", neg(nrec), ""),
            ("Résultat opérationnel", op, "bt"),
            ("Coût de l'endettement financier net", neg(cef), ""),
            ("Autres produits et charges financiers", apf, ""),
            ("Impôt sur les résultats", neg(its), ""),
            ("Quote-part de résultat des sociétés mises en équivalence", mee, ""),
            ("Résultat net de l'ensemble consolidé", pat, "bt"),
            ("dont part du Groupe", own, "i"),
            ("dont intérêts minoritaires", nci, "i"),
            ("Résultat net par action (en euros)", e, "t"),
            ("de base", ["1,52", "1,64"], "i"),
            ("dilué", ["1,49", "1,61"], "i"),
        ],
        f,
        size=7.8,
        lead=11.6,
    )
    s.skip(6)
    q_pe = s.t("Bilan consolidé simplifié au 31 décembre 2021", 9.4, True)
    s.t("(en milliers d'euros)", 7.6)
    heads(s, cx, [["31/12/2021", "31/12/2020"]], 7.6)
    gw = V(186_412, 186_412)
    inc_ = V(42_735, 45_904)
    corp = V(318_594, 301_227)
    du = V(54_328, 58_816)
    pme = V(12_917, 11_299)
    afn = V(8_406, 7_918)
    ida = V(15_183, 17_642)
    anc = add(gw, inc_, corp, du, pme, afn, ida)
    stk = V(241_826, 219_473)
    cli = V(276_318, 258_691)
    aac = V(61_437, 57_218)
    cash = V(148_652, 131_386)
    ac = add(stk, cli, aac, cash)
    ta = add(anc, ac)
    edn = V(296_418, 318_207)
    oln = V(44_806, 49_127)
    pnc = V(38_217, 41_583)
    idp = V(12_493, 11_806)
    pnc_t = add(edn, oln, pnc, idp)
    edc = V(64_731, 58_342)
    olc = V(11_612, 11_174)
    four = V(187_946, 171_428)
    apc = V(121_308, 112_791)
    pc = add(edc, olc, four, apc)
    te = sub(ta, add(pnc_t, pc))
    ncie = V(18_726, 16_389)
    owners = sub(te, ncie)
    bs = table(
        s,
        cx,
        [
            ("ACTIF", None, "b"),
            ("Écarts d'acquisition", gw, ""),
            ("Immobilisations incorporelles", inc_, ""),
            ("Immobilisations corporelles", corp, ""),
            ("Droits d'utilisation", du, ""),
            ("Participations mises en équivalence", pme, ""),
            ("Autres actifs financiers non courants", afn, ""),
            ("Impôts différés actifs", ida, ""),
            ("Actifs non courants", anc, "bt"),
            ("Stocks et en-cours", stk, ""),
            ("Clients et comptes rattachés", cli, ""),
            ("Autres actifs courants", aac, ""),
            ("Trésorerie et équivalents de trésorerie", cash, ""),
            ("Actifs courants", ac, "bt"),
            ("Total actif", ta, "bt"),
            ("CAPITAUX PROPRES ET PASSIF", None, "b"),
            ("Capitaux propres part du Groupe", owners, ""),
            ("Intérêts minoritaires", ncie, ""),
            ("Capitaux propres", te, "bt"),
            ("Emprunts et dettes financières non courants", edn, ""),
            ("Obligations locatives non courantes", oln, ""),
            ("Provisions non courantes", pnc, ""),
            ("Impôts différés passifs", idp, ""),
            ("Passifs non courants", pnc_t, "bt"),
            ("Emprunts et dettes financières courants", edc, ""),
            ("Obligations locatives courantes", olc, ""),
            ("Fournisseurs et comptes rattachés", four, ""),
            ("Autres passifs courants", apc, ""),
            ("Passifs courants", pc, "bt"),
            ("Total passif", ta, "bt"),
        ],
        f,
        size=7.8,
        lead=11.6,
        key="BS ",
    )
    check(
        L,
        sc,
        rev=rev[0],
        op=op[0],
        roc=roc[0],
        nrec=nrec[0],
        ni=own[0],
        ta=ta[0],
        te=te[0],
        cash=cash[0],
        nci=nci[0],
        pat=pat[0],
        own=owners[0],
        ncie=ncie[0],
    )
    g = dict(**inc, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Lauragais Industries SA", 1, q_co),
            F("earnings_release", 1, q_rt),
            F("2021-12-31", 2, q_pe),
            F("EUR", 2, "Compte de résultat consolidé " + q_cur),
        ],
        F(1.49, *g["dilué"]),
        dict(
            total_revenue="Chiffre d'affaires",
            operating_income="Résultat opérationnel",
            net_income="dont part du Groupe",
            total_assets="BS Total actif",
            total_liabilities=None,
            total_equity="BS Capitaux propres",
            cash_and_equivalents="BS Trésorerie et équivalents de trésorerie",
        ),
    )
    notes = (
        "French annual results press release (communiqué, 'Résultats annuels 2021'); the annex statements "
        "are in "
        "thousands of euros (en milliers d'euros), space grouping, minus signs for charges, while the "
        "highlights on page 1 round to M€ with one decimal. Current year is the first "
        "column (2021). operating_income is the Résultat opérationnel, after the non-recurring items (Autres "
        "produits et charges opérationnels), not the Résultat opérationnel courant (ROC) highlighted on page "
        "1 (ROC less non-recurring items gives it, sum). net_income is the part du Groupe (sum with the "
        "intérêts minoritaires); diluted_eps the dilué line (1,49 €). The fourth-quarter revenue, net debt "
        "and "
        "the dividend on page 1 are distractors. total_equity is Capitaux propres (including minority "
        "interests, sum). total_liabilities is null: the simplified balance sheet prints Passifs non "
        "courants "
        "and Passifs courants but no total of liabilities, and its 'Total passif' is the total of equity and "
        "liabilities (equal to Total actif). cash is Trésorerie et équivalents de trésorerie."
    )
    sums = [
        SUM(
            "ROC - autres produits et charges opérationnels = résultat opérationnel",
            [
                (1, T("Résultat opérationnel courant", L["roc"], *g["Résultat opérationnel courant"])),
                (-1, T("non-recurring items", L["nrec"], *g["Autres produits et charges opérationnels"])),
            ],
            "operating_income",
        ),
        SUM(
            "part du Groupe + intérêts minoritaires = résultat net de l'ensemble consolidé",
            [(1, "net_income"), (1, T("minority share", L["nci"], *g["dont intérêts minoritaires"]))],
            T("résultat net consolidé", L["pat"], *g["Résultat net de l'ensemble consolidé"]),
        ),
        SUM(
            "capitaux propres part du Groupe + intérêts minoritaires = capitaux propres",
            [
                (1, T("part du Groupe equity", L["own"], *g["BS Capitaux propres part du Groupe"])),
                (1, T("minority equity", L["ncie"], *g["BS Intérêts minoritaires"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


# ===== 4 Australian annual report ($'000, presented in Australian dollars): underlying vs statutory figures
# in the operating and financial review ($m), results from operating activities after a goodwill impairment,
# owners vs NCI, EPS in cents, net assets line equal to total equity, assets held for sale
@doc(
    "b31_fs_au_annual_report_underlying_vs_statutory",
    "financial_statement",
    "Gippsland Freight annual report 2023",
)
def fs_au():
    L = dict(
        rev=684239000,
        op=64625000,
        ni=32117000,
        ta=696421000,
        tl=368602000,
        te=327819000,
        cash=38461000,
        nci=1927000,
        pat=34044000,
        own=317962000,
        ncie=9857000,
        eps=21.4,
    )
    sc = 1000
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=54, size=8)
    rev = V(684_239, 611_853)
    oi = V(3_418, 5_902)
    emp = V(248_614, 226_305)
    fuel = V(176_382, 151_926)
    subc = V(88_947, 79_318)
    da = V(54_716, 51_204)
    imp = V(12_500, 0)
    oth = V(41_873, 38_640)
    op = sub(add(rev, oi), add(emp, fuel, subc, da, imp, oth))
    fi = V(1_284, 417)
    fc = V(14_936, 11_728)
    nfc = sub(fi, fc)
    eai = V(2_106, 1_688)
    pbt = add(op, nfc, eai)
    taxx = V(19_035, 17_716)
    pat = sub(pbt, taxx)
    cfh = V(1_342, 2_065)
    cft = V(-403, -620)
    tci = add(pat, cfh, cft)
    nci = V(1_927, 1_613)
    own = sub(pat, nci)
    sh_b = V(148_312, 147_906)
    sh_d = V(150_148, 149_377)
    eps_b = [(a / b * 100).quantize(D("0.1")) for a, b in zip(own, sh_b, strict=True)]
    eps_d = [(a / b * 100).quantize(D("0.1")) for a, b in zip(own, sh_d, strict=True)]
    same(L["eps"], eps_d[0], "eps")
    q_co = s.t("Gippsland Freight Holdings Limited", 14, True)
    s.t("ABN 47 163 218 904", 7.6, color=GREY)
    s.skip(3)
    q_rt = s.t("Annual Report 2023", 11, True)
    s.skip(6)
    s.t("Directors' report - Operating and financial review", 9.4, True)
    s.para(
        "The Group delivered revenue growth of 11.8% on the back of new contract wins in refrigerated "
        "line-haul and the full-year contribution of the Latrobe Valley depot. Statutory net profit after "
        "tax "
        "was reduced by a non-cash impairment of the goodwill allocated to the Tasmanian cash-generating "
        "unit.",
        8,
    )
    ux = [420, 549]
    heads(s, ux, [["FY23", "FY22"], ["$m", "$m"]], 7.6)
    m = paren(1, "-")
    und_ebitda = (op[0] + da[0] + imp[0]) / 1000
    und_ebit = (op[0] + imp[0]) / 1000
    und_npat = (own[0] + imp[0]) / 1000
    table(
        s,
        ux,
        [
            ("Revenue from contracts with customers", [rev[0] / 1000, rev[1] / 1000], ""),
            ("Underlying EBITDA", [und_ebitda, (op[1] + da[1]) / 1000], ""),
            ("Underlying EBIT", [und_ebit, op[1] / 1000], ""),
            ("Underlying NPAT attributable to owners", [und_npat, own[1] / 1000], ""),
            ("Goodwill impairment (Tasmania CGU)", [-imp[0] / 1000, D(0)], ""),
            ("Statutory NPAT attributable to owners", [own[0] / 1000, own[1] / 1000], "b"),
        ],
        m,
        size=7.8,
    )
    s.skip(2)
    s.para(
        "Underlying results are non-IFRS measures that exclude the impairment; they have not been audited. "
        "The Directors have declared a fully franked final dividend of 7.5 cents per share, payable on "
        "22 September 2023.",
        7.8,
    )
    for title, text in (
        (
            "Review of operations",
            "Refrigerated line-haul volumes rose 14% and the general freight division renewed its two "
            "largest "
            "customer contracts for five years. Fleet utilisation averaged 82%. Twelve prime movers were "
            "replaced with low-emission units, and the Morwell yard, classified as held for sale at year "
            "end, "
            "is expected to be sold in the first half of FY24.",
        ),
        (
            "Capital management",
            "Net debt (loans and borrowings less cash, excluding lease liabilities) fell to $126.1 million "
            "and "
            "the syndicated facility was extended by two years during the period. Gearing remains within the "
            "Board's target range.",
        ),
        (
            "Outlook",
            "The Group expects revenue growth in the mid single digits in FY24, with fuel price movements "
            "largely recovered through contractual surcharges. The Directors do not provide earnings "
            "guidance.",
        ),
    ):
        s.t(title, 8.4, True)
        s.para(text, 7.8)
    s.skip(4)
    s.t(
        "Signed in accordance with a resolution of the Directors, Traralgon, 24 August 2023.", 7.6, color=GREY
    )
    s.t("Fiona McCreadie, Chair · Daniel Vukovic, Managing Director", 7.6, color=GREY)

    # ---------------------------------------------------------------- page 2
    s.new_page()
    s.t("Consolidated statement of profit or loss and other comprehensive income", 9.6, True)
    s.t("For the year ended 30 June 2023", 8)
    q_cur = s.t("All amounts are presented in Australian dollars ($'000) unless otherwise stated.", 7.6)
    s.skip(2)
    cx = [440, 549]
    heads(s, cx, [["2023", "2022"], ["$'000", "$'000"]], 7.6)
    f = paren(0, "-")
    e = [None, None]
    inc = table(
        s,
        cx,
        [
            ("Revenue from contracts with customers", rev, "b"),
            ("Other income", oi, ""),
            ("Employee benefits expense", neg(emp), ""),
            ("Fuel and fleet operating costs", neg(fuel), ""),
            ("Subcontractor costs", neg(subc), ""),
            ("Depreciation and amortisation", neg(da), ""),
            ("Impairment of goodwill", neg(imp), ""),
            ("Other expenses", neg(oth), ""),
            ("Results from operating activities", op, "bt"),
            ("Finance income", fi, ""),
            ("Finance costs", neg(fc), ""),
            ("Net finance costs", nfc, "t"),
            ("Share of profit of equity-accounted investees, net of tax", eai, ""),
            ("Profit before income tax", pbt, "bt"),
            ("Income tax expense", neg(taxx), ""),
            ("Profit for the year", pat, "bt"),
            ("Other comprehensive income", None, ""),
            ("Items that may be reclassified subsequently to profit or loss:", None, ""),
            ("Cash flow hedges - effective portion of changes in fair value", cfh, "i"),
            ("Related tax", cft, "i"),
            ("Total comprehensive income for the year", tci, "bt"),
            ("Profit attributable to:", e, ""),
            ("Owners of the Company", own, "i"),
            ("Non-controlling interests", nci, "i"),
            ("Earnings per share", e, "t"),
            ("Basic earnings per share (cents)", [str(x) for x in eps_b], "i"),
            ("Diluted earnings per share (cents)", [str(x) for x in eps_d], "i"),
        ],
        f,
        size=7.6,
        lead=11.8,
    )

    # ---------------------------------------------------------------- page 3
    s.new_page()
    s.t("Consolidated statement of financial position", 9.6, True)
    q_pe = s.t("As at 30 June 2023", 8)
    s.skip(2)
    heads(s, cx, [["2023", "2022"], ["$'000", "$'000"]], 7.6)
    cash = V(38_461, 29_862)
    recv = V(97_352, 88_419)
    inv = V(6_184, 5_637)
    hfs = V(8_250, 0)
    oa = V(4_906, 4_218)
    tca = add(cash, recv, inv, hfs, oa)
    ppe = V(312_648, 296_115)
    rou = V(84_371, 91_206)
    intg = V(118_426, 132_807)
    eaq = V(14_283, 12_977)
    dta = V(11_540, 10_294)
    tnca = add(ppe, rou, intg, eaq, dta)
    ta = add(tca, tnca)
    pay = V(72_918, 66_403)
    lb = V(18_000, 16_500)
    ll = V(21_386, 20_117)
    eb = V(27_643, 25_908)
    ctl = V(4_217, 6_308)
    tcl = add(pay, lb, ll, eb, ctl)
    lbn = V(146_500, 152_000)
    lln = V(71_208, 79_634)
    ebn = V(3_914, 3_602)
    prv = V(2_816, 2_455)
    tncl = add(lbn, lln, ebn, prv)
    tl = add(tcl, tncl)
    na = sub(ta, tl)
    ncie = V(9_857, 8_915)
    owners = sub(na, ncie)
    shc = V(214_608, 213_950)
    res = V(3_174, 2_235)
    ret = sub(owners, add(shc, res))
    bs = table(
        s,
        cx,
        [
            ("Current assets", None, "b"),
            ("Cash and cash equivalents", cash, "i"),
            ("Trade and other receivables", recv, "i"),
            ("Inventories", inv, "i"),
            ("Assets held for sale", hfs, "i"),
            ("Other assets", oa, "i"),
            ("Total current assets", tca, "bt"),
            ("Non-current assets", None, "b"),
            ("Property, plant and equipment", ppe, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Intangible assets and goodwill", intg, "i"),
            ("Equity-accounted investees", eaq, "i"),
            ("Deferred tax assets", dta, "i"),
            ("Total non-current assets", tnca, "bt"),
            ("Total assets", ta, "bt"),
            ("Current liabilities", None, "b"),
            ("Trade and other payables", pay, "i"),
            ("Loans and borrowings", lb, "i"),
            ("Lease liabilities", ll, "i"),
            ("Employee benefits", eb, "i"),
            ("Current tax liabilities", ctl, "i"),
            ("Total current liabilities", tcl, "bt"),
            ("Non-current liabilities", None, "b"),
            ("Loans and borrowings ", lbn, "i"),
            ("Lease liabilities ", lln, "i"),
            ("Employee benefits ", ebn, "i"),
            ("Provisions", prv, "i"),
            ("Total non-current liabilities", tncl, "bt"),
            ("Total liabilities", tl, "bt"),
            ("Net assets", na, "bt"),
            ("Equity", None, "b"),
            ("Share capital", shc, "i"),
            ("Reserves", res, "i"),
            ("Retained earnings", ret, "i"),
            ("Equity attributable to owners of the Company", owners, "t"),
            ("Non-controlling interests", ncie, "i"),
            ("Total equity", na, "bt"),
        ],
        f,
        size=7.6,
        lead=11.8,
        key="BS ",
    )
    check(
        L,
        sc,
        rev=rev[0],
        op=op[0],
        ni=own[0],
        ta=ta[0],
        tl=tl[0],
        te=na[0],
        cash=cash[0],
        nci=nci[0],
        pat=pat[0],
        own=owners[0],
        ncie=ncie[0],
    )
    g = dict(**inc, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Gippsland Freight Holdings Limited", 1, q_co),
            F("annual_report", 1, q_rt),
            F("2023-06-30", 3, q_pe),
            F("AUD", 2, q_cur),
        ],
        F(L["eps"], *g["Diluted earnings per share (cents)"]),
        dict(
            total_revenue="Revenue from contracts with customers",
            operating_income="Results from operating activities",
            net_income="Owners of the Company",
            total_assets="BS Total assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "Australian annual report, year ended 30 June 2023, statements in $'000 stated to be Australian "
        "dollars "
        "(so currency is AUD, not USD). Page 1's operating and financial review gives underlying (non-IFRS) "
        "and statutory figures in $m; the underlying EBITDA, EBIT and NPAT are distractors. Current year is "
        "the "
        "first column. total_revenue is Revenue from contracts with customers (other income excluded); "
        "operating_income the Results from operating activities, after the goodwill impairment; net_income "
        "the profit attributable to Owners of the Company (sum with NCI), not total comprehensive income. "
        "diluted_eps is printed in cents (Diluted earnings per share (cents)) and labelled as printed. "
        "total_equity is Total equity including NCI (sum; the Net assets line shows the same amount); cash "
        "is "
        "Cash and cash equivalents."
    )
    sums = [
        SUM(
            "owners + NCI = profit for the year",
            [(1, "net_income"), (1, T("NCI profit", L["nci"], *g["Non-controlling interests"]))],
            T("profit for the year", L["pat"], *g["Profit for the year"]),
        ),
        SUM(
            "owners' equity + NCI = total equity",
            [
                (1, T("owners' equity", L["own"], *g["BS Equity attributable to owners of the Company"])),
                (1, T("NCI equity", L["ncie"], *g["BS Non-controlling interests"])),
            ],
            "total_equity",
        ),
        SUM(
            "total assets - total liabilities = net assets",
            [(1, "total_assets"), (-1, "total_liabilities")],
            T("net assets", L["te"], *g["BS Net assets"]),
        ),
    ]
    return p, fields, notes, sums


def mm(nd=0):
    """Chilean figures: 218.436 / (1.206) / zero mark."""
    return paren(nd, "-", ".", ",")


def var(a, b):
    if b == 0 or (a < 0) != (b < 0):
        return "n.a."
    return fmt((a / b - 1) * 100, ".", ",", 1) + "%"


# ===== 5 Chilean quarterly results release in Spanish (MM$ = millions of Chilean pesos): half-year columns
# first and the quarter second, a quarterly net loss from exchange differences while the half year is a
# profit, EBITDA, controladora vs no controladoras, only basic EPS printed
@doc(
    "b31_fs_cl_analisis_resultados_2t_perdida",
    "financial_statement",
    "Lácteos del Llanquihue resultados 2T20",
)
def fs_cl():
    L = dict(
        rev=103872000000,
        op=6914000000,
        ni=-3169000000,
        ta=488140000000,
        tl=245325000000,
        te=242815000000,
        cash=24816000000,
        nci=-79000000,
        pat=-3248000000,
        own=237984000000,
        ncie=4831000000,
    )
    sc = 10**6
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=52, size=7.8)
    q_co = s.t("LÁCTEOS DEL LLANQUIHUE S.A.", 13, True)
    q_rt = s.t("Análisis de Resultados - Segundo Trimestre 2020 (2T20)", 10.5, True)
    q_pe = s.t("Período terminado al 30 de junio de 2020 · Puerto Varas, 27 de agosto de 2020", 7.8)
    s.skip(6)
    # columns: 1S20, 1S19, 2T20, 2T19
    rev = V(218_436, 204_915, 103_872, 101_288)
    cv = V(158_214, 147_603, 76_941, 73_115)
    gb = sub(rev, cv)
    dist = V(19_873, 18_402, 9_652, 9_119)
    adm = V(17_318, 16_207, 8_947, 8_036)
    otr = V(-1_206, 412, -1_418, 287)
    ro = add(sub(gb, add(dist, adm)), otr)
    dep = V(11_284, 10_617, 5_706, 5_342)
    ebitda = add(ro, dep)
    fin_i = V(684, 912, 302, 455)
    fin_c = V(4_918, 4_706, 2_517, 2_381)
    dif = V(-9_842, 1_127, -8_614, 593)
    reaj = V(-1_206, -1_418, -571, -702)
    pbt = add(sub(add(ro, fin_i), fin_c), dif, reaj)
    taxx = V(-1_767, -6_418, 1_238, -3_377)
    pat = add(pbt, taxx)
    nci = V(213, 286, -79, 141)
    own = sub(pat, nci)
    shares = D(412_580_000)
    eps = [(x * sc / shares).quantize(D("0.01")) for x in own]
    s.t("Resumen del período", 9, True)
    s.para(
        f"Los ingresos del segundo trimestre alcanzaron MM$ {mm()(rev[2])}, un {var(rev[2], rev[3])} sobre "
        "el "
        f"2T19, pese al cierre temporal del canal de restaurantes. El EBITDA del trimestre fue MM$ "
        f"{mm()(ebitda[2])}. La depreciación del peso frente al dólar generó una pérdida por diferencias de "
        f"cambio de MM$ {mm()(-dif[2])} en el trimestre, asociada a la deuda en dólares, por lo que el "
        "resultado "
        "atribuible a los propietarios de la controladora fue una pérdida en el 2T20, mientras el primer "
        "semestre cerró con ganancia.",
        7.8,
    )
    q_cur = s.t(
        "Cifras en millones de pesos chilenos (MM$), salvo la ganancia por acción ($ por acción).", 7.4
    )
    s.skip(4)
    s.t("Estado de Resultados Consolidado por Función", 9, True)
    cx = [300, 352, 390, 448, 500, 545]
    heads(s, cx, [["1S 2020", "1S 2019", "Var. %", "2T 2020", "2T 2019", "Var. %"]], 7.2)
    f = mm()

    def r6(label, a, flags=""):
        return (label, [a[0], a[1], var(a[0], a[1]), a[2], a[3], var(a[2], a[3])], flags)

    inc = table(
        s,
        cx,
        [
            r6("Ingresos de actividades ordinarias", rev, "b"),
            r6("Costo de ventas", neg(cv)),
            r6("Ganancia bruta", gb, "bt"),
            r6("Costos de distribución", neg(dist)),
            r6("Gastos de administración", neg(adm)),
            r6("Otras ganancias (pérdidas)", otr),
            r6("Resultado operacional", ro, "bt"),
            r6("Ingresos financieros", fin_i),
            r6("Costos financieros", neg(fin_c)),
            r6("Diferencias de cambio", dif),
            r6("Resultados por unidades de reajuste", reaj),
            r6("Ganancia (pérdida) antes de impuestos", pbt, "bt"),
            r6("Gasto por impuestos a las ganancias", taxx),
            r6("Ganancia (pérdida)", pat, "bt"),
            r6("Atribuible a los propietarios de la controladora", own, "i"),
            r6("Atribuible a participaciones no controladoras", nci, "i"),
            (
                "Ganancia (pérdida) por acción básica ($)",
                [fmt(x, ".", ",", 2, "()") for x in eps[:2]]
                + [""]
                + [fmt(x, ".", ",", 2, "()") for x in eps[2:]]
                + [""],
                "t",
            ),
            r6("EBITDA (1)", ebitda, "t"),
        ],
        f,
        size=7.2,
        lead=11,
    )
    s.t(
        "(1) EBITDA = resultado operacional + depreciación y amortización; medida no definida por las NIIF.",
        6.8,
        color=GREY,
    )

    # ---------------------------------------------------------------- page 2
    s.new_page()
    s.t("LÁCTEOS DEL LLANQUIHUE S.A. · Análisis de Resultados 2T20", 8.6, True)
    s.t("Estado de Situación Financiera Clasificado Consolidado (MM$)", 9, True)
    s.skip(2)
    bx = [445, 545]
    heads(s, bx, [["30-06-2020", "31-12-2019"]], 7.2)
    cash = V(24_816, 19_347)
    oafc = V(6_205, 8_914)
    deu = V(61_472, 58_630)
    inv = V(47_918, 44_275)
    aic = V(2_637, 1_984)
    tac = add(cash, oafc, deu, inv, aic)
    ppe = V(286_514, 281_097)
    intg = V(18_342, 18_906)
    plus = V(23_617, 23_617)
    rou = V(9_485, 10_213)
    aid = V(7_134, 5_872)
    tanc = add(ppe, intg, plus, rou, aid)
    ta = add(tac, tanc)
    opfc = V(31_428, 27_516)
    cpc = V(54_716, 52_938)
    parc = V(2_214, 2_187)
    oprov = V(3_508, 3_221)
    tpc = add(opfc, cpc, parc, oprov)
    opfn = V(118_962, 109_417)
    parn = V(7_806, 8_541)
    pid = V(22_573, 22_018)
    pbe = V(4_118, 4_006)
    tpnc = add(opfn, parn, pid, pbe)
    tl = add(tpc, tpnc)
    te = sub(ta, tl)
    ncie = V(4_831, 4_613)
    owners = sub(te, ncie)
    cap = V(96_450, 96_450)
    ores = V(-3_214, -2_118)
    gacc = sub(owners, add(cap, ores))
    bs = table(
        s,
        bx,
        [
            ("Activos", None, "b"),
            ("Efectivo y equivalentes al efectivo", cash, "i"),
            ("Otros activos financieros corrientes", oafc, "i"),
            ("Deudores comerciales y otras cuentas por cobrar", deu, "i"),
            ("Inventarios", inv, "i"),
            ("Activos por impuestos corrientes", aic, "i"),
            ("Total de activos corrientes", tac, "bt"),
            ("Propiedades, planta y equipo", ppe, "i"),
            ("Activos intangibles distintos de la plusvalía", intg, "i"),
            ("Plusvalía", plus, "i"),
            ("Activos por derecho de uso", rou, "i"),
            ("Activos por impuestos diferidos", aid, "i"),
            ("Total de activos no corrientes", tanc, "bt"),
            ("Total de activos", ta, "bt"),
            ("Pasivos", None, "b"),
            ("Otros pasivos financieros corrientes", opfc, "i"),
            ("Cuentas por pagar comerciales y otras cuentas por pagar", cpc, "i"),
            ("Pasivos por arrendamientos corrientes", parc, "i"),
            ("Otras provisiones a corto plazo", oprov, "i"),
            ("Total de pasivos corrientes", tpc, "bt"),
            ("Otros pasivos financieros no corrientes", opfn, "i"),
            ("Pasivos por arrendamientos no corrientes", parn, "i"),
            ("Pasivo por impuestos diferidos", pid, "i"),
            ("Provisiones por beneficios a los empleados", pbe, "i"),
            ("Total de pasivos no corrientes", tpnc, "bt"),
            ("Total de pasivos", tl, "bt"),
            ("Patrimonio", None, "b"),
            ("Capital emitido", cap, "i"),
            ("Ganancias (pérdidas) acumuladas", gacc, "i"),
            ("Otras reservas", ores, "i"),
            ("Patrimonio atribuible a los propietarios de la controladora", owners, "t"),
            ("Participaciones no controladoras", ncie, "i"),
            ("Patrimonio total", te, "bt"),
            ("Total de patrimonio y pasivos", ta, "bt"),
        ],
        f,
        size=7.4,
        lead=11.4,
        key="BS ",
    )
    s.skip(6)
    s.para(
        "La deuda financiera neta (otros pasivos financieros corrientes y no corrientes menos efectivo y "
        f"equivalentes) alcanzó MM$ {f(opfc[0] + opfn[0] - cash[0])} al 30 de junio de 2020. Los estados "
        "financieros intermedios completos y sus notas se encuentran disponibles en el sitio de la Comisión "
        "para el Mercado Financiero y en www.lacteosllanquihue.example.",
        7.6,
    )
    check(
        L,
        sc,
        rev=rev[2],
        op=ro[2],
        ni=own[2],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=cash[0],
        nci=nci[2],
        pat=pat[2],
        own=owners[0],
        ncie=ncie[0],
    )
    g = dict(**inc, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("LÁCTEOS DEL LLANQUIHUE S.A.", 1, q_co),
            F("earnings_release", 1, q_rt),
            F("2020-06-30", 1, q_pe),
            F("CLP", 1, q_cur),
        ],
        NULL(),
        dict(
            total_revenue="Ingresos de actividades ordinarias",
            operating_income="Resultado operacional",
            net_income="Atribuible a los propietarios de la controladora",
            total_assets="BS Total de activos",
            total_liabilities="BS Total de pasivos",
            total_equity="BS Patrimonio total",
            cash_and_equivalents="BS Efectivo y equivalentes al efectivo",
        ),
    )
    notes = (
        "Chilean quarterly results release (Análisis de Resultados 2T20) in Spanish, CLP in millions (MM$) "
        "with dot grouping and brackets. The income statement prints the half-year columns FIRST (1S 2020, "
        "1S 2019, Var. %) and then the quarter (2T 2020, 2T 2019, Var. %); the current period is the "
        "quarter, "
        "so the figures come from the 2T 2020 column (the fourth figure of each row). The quarter shows a "
        "net loss (negative net_income and operating profit positive) while the half year is a profit. "
        "operating_income is the Resultado operacional, not EBITDA; net_income the loss attributable to the "
        "propietarios de la controladora (sum with no controladoras). diluted_eps is null: only the basic "
        "earnings (loss) per share is printed. The balance sheet's current column is 30-06-2020; "
        "total_equity "
        "is Patrimonio total including non-controlling interests (sum); cash excludes the other current "
        "financial assets."
    )
    sums = [
        SUM(
            "controladora + no controladoras = ganancia (pérdida) del 2T20",
            [
                (1, "net_income"),
                (1, T("NCI share 2T20", L["nci"], *g["Atribuible a participaciones no controladoras"])),
            ],
            T("ganancia (pérdida) 2T20", L["pat"], *g["Ganancia (pérdida)"]),
        ),
        SUM(
            "patrimonio controladora + no controladoras = patrimonio total",
            [
                (
                    1,
                    T(
                        "owners' equity",
                        L["own"],
                        *g["BS Patrimonio atribuible a los propietarios de la controladora"],
                    ),
                ),
                (1, T("NCI equity", L["ncie"], *g["BS Participaciones no controladoras"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums
