"""Financial-statement builders for blind_extraction32 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals from the line items it prints and checks the hand-written label literals
with same()."""

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY
from pdfkit import Pdf, fmt
from sheet import Sheet

A4 = dict(w=595, h=842)
A4L = dict(w=842, h=595)
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


def r2(x, nd=2):
    return D(x).quantize(D(1).scaleb(-nd), rounding=ROUND_HALF_UP)


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


# ===== 1 US Form 10-K of a retailer (USD millions with one decimal): fiscal year named "Fiscal 2021" ending
# in January 2022, three year columns, operating loss after an impairment, net loss, a single "basic and
# diluted" loss-per-share line, adjusted (non-GAAP) operating income in MD&A, no total-liabilities line
@doc(
    "b32_fs_us_10k_fiscal_january_net_loss",
    "financial_statement",
    "Sawtooth Range Outfitters 10-K fiscal 2021",
)
def fs_us():
    L = dict(
        rev=1416900000,
        op=-31300000,
        ni=-32300000,
        ta=1108600000,
        te=205700000,
        cash=83700000,
        eps=-0.85,
        adj=65600000,
        imp=96900000,
    )
    sc = 10**6
    p = Pdf(**LETTER)
    s = Sheet(p, x=54, xr=558, top=60, size=8.6)
    s.t("UNITED STATES", 11, True, align="c")
    s.t("SECURITIES AND EXCHANGE COMMISSION", 11, True, align="c")
    s.t("Washington, D.C. 20549", 8.6, align="c")
    s.skip(6)
    q_rt = s.t("FORM 10-K", 15, True, align="c")
    s.skip(4)
    s.para(
        "☒ ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 8.6, True
    )
    q_pe = s.t("For the fiscal year ended January 29, 2022", 9, True, align="c")
    s.t("OR", 8.6, align="c")
    s.para("☐ TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 8.6)
    s.t("Commission File Number 001-39472", 8.6, align="c")
    s.skip(8)
    q_co = s.t("SAWTOOTH RANGE OUTFITTERS, INC.", 15, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7.6, align="c")
    s.skip(4)
    s.row([(160, "Delaware", "c"), (450, "82-3047615", "c")], 8.6)
    s.row(
        [
            (160, "(State or other jurisdiction of incorporation)", "c"),
            (450, "(I.R.S. Employer Identification No.)", "c"),
        ],
        7.2,
    )
    s.skip(4)
    s.t("1450 West Bannock Street, Boise, Idaho 83702 · (208) 555-0163", 8.6, align="c")
    s.skip(10)
    s.para(
        "Indicate by check mark whether the registrant is a large accelerated filer, an accelerated filer, a "
        "non-accelerated filer, a smaller reporting company, or an emerging growth company. Accelerated "
        "filer ☒",
        8.2,
    )
    s.para(
        "The aggregate market value of the registrant's common stock held by non-affiliates, computed by "
        "reference to the closing price on July 30, 2021, the last business day of the registrant's most "
        "recently completed second fiscal quarter, was approximately $612.4 million.",
        8.2,
    )
    s.para("As of March 18, 2022, the registrant had 38,216,904 shares of common stock outstanding.", 8.2)
    s.skip(6)
    s.para(
        "DOCUMENTS INCORPORATED BY REFERENCE: portions of the registrant's proxy statement for its annual "
        "meeting of stockholders to be held on June 9, 2022 are incorporated by reference into Part III.",
        8.2,
    )

    rev = V("1416.9", "1442.1", "1377.5")
    cos = V("951.8", "962.4", "913.7")
    gp = sub(rev, cos)
    sga = V("399.5", "412.6", "396.2")
    imp = V("96.9", "7.4", "0")
    op = sub(gp, add(sga, imp))
    intx = V("14.6", "15.2", "13.9")
    oth = V("-1.8", "0.7", "-0.4")
    pbt = sub(op, add(intx, oth))
    tax = V("-11.8", "14.3", "15.1")
    ni = sub(pbt, tax)
    shb = V("38.07", "37.82", "37.51")
    shd = V("38.07", "38.44", "38.16")
    epsb = [r2(a / b) for a, b in zip(ni, shb, strict=True)]
    epsd = [r2(a / b) for a, b in zip(ni, shd, strict=True)]
    assert epsb[0] == epsd[0]

    # ---------------------------------------------------------------- page 2: MD&A and operations
    s.new_page()
    s.t("Item 7. Management's Discussion and Analysis (excerpt)", 9.4, True)
    q_md = s.para(
        "Fiscal 2021 consisted of the 52 weeks ended January 29, 2022. Net sales decreased "
        f"{r2((rev[1] - rev[0]) / rev[1] * 100, 1)}% to ${fmt(rev[0], ',', '.', 1)} million, with comparable "
        f"store sales down 4.6%. We recorded non-cash impairment charges of ${imp[0]} million for goodwill "
        "of "
        "the Trailhead e-commerce reporting unit and for long-lived assets of 17 stores. Adjusted operating "
        "income, a non-GAAP measure that excludes the impairment charges, was "
        f"${op[0] + imp[0]} million compared with ${op[1] + imp[1]} million in fiscal 2020.",
        8.2,
    )
    s.skip(6)
    s.t("SAWTOOTH RANGE OUTFITTERS, INC.", 9.6, True, align="c")
    s.t("CONSOLIDATED STATEMENTS OF OPERATIONS", 9.6, True, align="c")
    q_cur = s.t("(in millions of U.S. dollars, except per share data)", 8, align="c")
    s.skip(4)
    cx = [400, 480, 558]
    heads(
        s,
        cx,
        [
            ["Fiscal 2021", "Fiscal 2020", "Fiscal 2019"],
            ["52 Weeks Ended", "52 Weeks Ended", "52 Weeks Ended"],
            ["January 29, 2022", "January 30, 2021", "February 1, 2020"],
        ],
        7.2,
    )
    f = paren(1, "—")

    def ps(x):
        return ("$ " if x >= 0 else "$ ") + fmt(x, ",", ".", 2, neg="()")

    inc = table(
        s,
        cx,
        [
            ("Net sales", rev, "b"),
            ("Cost of sales, including buying and occupancy costs", cos, ""),
            ("Gross profit", gp, "bt"),
            ("Selling, general and administrative expenses", sga, ""),
            ("Impairment of goodwill and long-lived assets", imp, ""),
            ("Operating (loss) income", op, "bt"),
            ("Interest expense, net", intx, ""),
            ("Other (income) expense, net", oth, ""),
            ("(Loss) income before income taxes", pbt, "t"),
            ("Income tax (benefit) expense", tax, ""),
            ("Net (loss) income", ni, "bt"),
            ("Net (loss) income per share:", None, ""),
            ("Basic", [ps(epsb[0]), ps(epsb[1]), ps(epsb[2])], "i"),
            ("Diluted", [ps(x) for x in epsd], "i"),
            ("Weighted average shares outstanding (in millions):", None, ""),
            ("Basic", [fmt(x, ",", ".", 2) for x in shb], "j"),
            ("Diluted", [fmt(x, ",", ".", 2) for x in shd], "j"),
        ],
        f,
        size=7.6,
        lx=54,
    )
    s.skip(2)
    s.para(
        "For fiscal 2021 basic and diluted net loss per share are the same because the effect of stock "
        "options and restricted stock units would be anti-dilutive.",
        7.6,
    )
    s.t("See accompanying notes to consolidated financial statements.", 7.2, color=GREY)

    # ---------------------------------------------------------------- page 3: balance sheet
    s.new_page()
    s.t("SAWTOOTH RANGE OUTFITTERS, INC.", 9.6, True, align="c")
    s.t("CONSOLIDATED BALANCE SHEETS", 9.6, True, align="c")
    s.t("(in millions of U.S. dollars, except par value)", 8, align="c")
    s.skip(4)
    bx = [470, 558]
    heads(s, bx, [["January 29,", "January 30,"], ["2022", "2021"]], 7.6)
    cash = V("83.7", "118.2")
    rec = V("21.7", "18.4")
    inv = V("312.8", "296.5")
    pre = V("24.6", "22.9")
    tca = add(cash, rec, inv, pre)
    ppe = V("196.3", "208.7")
    rou = V("388.5", "401.6")
    gw = V("27.6", "112.4")
    intg = V("31.8", "35.2")
    dtx = V("12.7", "4.1")
    oa = V("8.9", "9.6")
    ta = add(tca, ppe, rou, gw, intg, dtx, oa)
    ap = V("142.6", "138.1")
    acc = V("88.3", "91.7")
    olc = V("71.4", "69.8")
    cpd = V("10.0", "10.0")
    tcl = add(ap, acc, olc, cpd)
    ltd = V("214.8", "224.3")
    oll = V("356.2", "371.5")
    olt = V("19.6", "21.2")
    cs = V("0.4", "0.4")
    apic = V("268.9", "263.1")
    trs = V("-41.2", "-35.6")
    aoci = V("-1.3", "-0.9")
    te_t = sub(ta, add(tcl, ltd, oll, olt))
    re_ = sub(te_t, add(cs, apic, trs, aoci))
    te = add(cs, apic, trs, aoci, re_)
    bs = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "i"),
            ("Receivables, net", rec, "i"),
            ("Merchandise inventories", inv, "i"),
            ("Prepaid expenses and other current assets", pre, "i"),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Deferred income taxes", dtx, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "bt"),
            ("LIABILITIES AND STOCKHOLDERS' EQUITY", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "i"),
            ("Accrued expenses and other current liabilities", acc, "i"),
            ("Current operating lease liabilities", olc, "i"),
            ("Current portion of long-term debt", cpd, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net", ltd, ""),
            ("Long-term operating lease liabilities", oll, ""),
            ("Other long-term liabilities", olt, ""),
            ("Commitments and contingencies (Note 12)", None, ""),
            ("Stockholders' equity:", None, ""),
            ("Preferred stock, $0.01 par value; none issued", V(0, 0), "i"),
            ("Common stock, $0.01 par value", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Treasury stock, at cost", trs, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Retained earnings", re_, "i"),
            ("Total stockholders' equity", te, "bt"),
            ("Total liabilities and stockholders' equity", add(tcl, ltd, oll, olt, te), "bt"),
        ],
        f,
        size=7.6,
        lx=54,
        key="BS ",
    )
    same(L["eps"], epsd[0], "eps")
    check(
        L,
        sc,
        rev=rev[0],
        op=op[0],
        ni=ni[0],
        ta=ta[0],
        te=te[0],
        cash=cash[0],
        adj=op[0] + imp[0],
        imp=imp[0],
    )
    g = dict(**inc, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Sawtooth Range Outfitters, Inc.", 1, q_co),
            F("10-K", 1, q_rt),
            F("2022-01-29", 1, q_pe),
            F("USD", 2, q_cur),
        ],
        F(L["eps"], *g["Diluted"]),
        dict(
            total_revenue="Net sales",
            operating_income="Operating (loss) income",
            net_income="Net (loss) income",
            total_assets="BS Total assets",
            total_liabilities=None,
            total_equity="BS Total stockholders' equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "US Form 10-K of a retailer for Fiscal 2021, the 52 weeks ended January 29, 2022 (the fiscal year "
        "is named after the prior calendar year); USD millions with one decimal, except per-share data. The "
        "statement of operations has three fiscal-year columns; the current one is the first. "
        "operating_income is the Operating (loss) income after the impairment (negative); the adjusted "
        "operating income in MD&A (non-GAAP, sum: operating loss plus impairment) is a distractor. "
        "net_income is the Net (loss) income (no noncontrolling interest). diluted_eps is the Diluted row's "
        "first figure, a loss equal to the basic one (anti-dilution note); the share counts are distractors. "
        "Balance sheet at January 29, 2022 (first column). total_liabilities is "
        "null: the balance sheet prints current liabilities and the total of liabilities and stockholders' "
        "equity, but no total of liabilities. The cover's market-value, share-count and proxy dates are "
        "distractors."
    )
    sums = [
        SUM(
            "Operating loss + impairment = adjusted operating income (MD&A, non-GAAP)",
            [(1, "operating_income"), (1, T("impairment charges", L["imp"], 2, " ".join(q_md)))],
            T("adjusted operating income", L["adj"], 2, " ".join(q_md)),
        ),
    ]
    return p, fields, notes, sums


# ===== 2 UK plc annual report (GBP £m, one decimal): columnar income statement with Adjusted / Adjusting
# items / Total columns for each year, statutory operating profit vs adjusted, owners vs NCI (sums), EPS in
# pence with an adjusted EPS in the adjusted column, balance sheet with total liabilities, net assets and
# total equity
@doc(
    "b32_fs_uk_annual_report_columnar_adjusting_items",
    "financial_statement",
    "Wrekin Precision Castings plc Annual Report 2021",
)
def fs_uk():
    L = dict(
        rev=1412300000,
        op=99200000,
        ni=57700000,
        ta=1404700000,
        tl=738900000,
        te=665800000,
        cash=89600000,
        eps=44.3,
        aop=119400000,
        adji=-20200000,
        nci=3100000,
        pat=60800000,
        own=645600000,
        ncie=20200000,
    )
    sc = 10**6
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=550, top=60, size=8.4)

    def cols(a21, i21, a20, i20):
        a21, i21, a20, i20 = (D(str(x)) for x in (a21, i21, a20, i20))
        return [a21, i21, a21 + i21, a20, i20, a20 + i20]

    rev = cols("1412.3", 0, "1486.9", 0)
    cos = cols("-1096.6", "-5.6", "-1139.4", 0)
    gp = add(rev, cos)
    dist = cols("-71.4", 0, "-74.8", 0)
    adm = cols("-131.8", "-14.6", "-129.7", "-4.3")
    ooi = cols("6.9", 0, "5.2", 0)
    op = add(gp, dist, adm, ooi)
    fin = cols("1.3", 0, "1.8", 0)
    fc = cols("-17.9", 0, "-18.4", 0)
    pbt = add(op, fin, fc)
    tax = cols("-25.6", "3.8", "-31.2", "0.9")
    pat = add(pbt, tax)
    nci = [None, None, D("3.1"), None, None, D("3.6")]
    own = [None, None, pat[2] - nci[2], None, None, pat[5] - nci[5]]
    shb, shd = D("127.4"), D("130.2")
    shb0, shd0 = D("126.9"), D("128.6")
    epsb = [r2(own[2] * 100 / shb, 1), r2(own[5] * 100 / shb0, 1)]
    epsd = [r2(own[2] * 100 / shd, 1), r2(own[5] * 100 / shd0, 1)]
    aeps = [r2((pat[0] - nci[2]) * 100 / shd, 1), r2((pat[3] - nci[5]) * 100 / shd0, 1)]
    q_rt = s.t("Wrekin Precision Castings plc · Annual Report and Accounts 2021", 8, color=GREY)
    s.skip(10)
    q_co = s.t("Wrekin Precision Castings plc", 20, True)
    s.t("Annual Report and Accounts for the year ended 31 March 2021", 11)
    q_pe = "Annual Report and Accounts for the year ended 31 March 2021"
    s.skip(14)
    s.t("Financial highlights", 11, True)
    s.rule()
    s.skip(2)

    def m(x):
        return "£" + fmt(x, ",", ".", 1) + "m"

    hl = [
        ("Revenue", m(rev[2]), f"(2020: {m(rev[5])})"),
        ("Adjusted operating profit¹", m(op[0]), f"(2020: {m(op[3])})"),
        ("Statutory operating profit", m(op[2]), f"(2020: {m(op[5])})"),
        ("Adjusted diluted earnings per share¹", f"{aeps[0]}p", f"(2020: {aeps[1]}p)"),
        ("Statutory diluted earnings per share", f"{epsd[0]}p", f"(2020: {epsd[1]}p)"),
        ("Net debt (excluding lease liabilities)", "£146.8m", "(2020: £171.5m)"),
        ("Proposed final dividend per share", "6.4p", "(2020: nil)"),
    ]
    for a, b, c in hl:
        s.row([(46, a), (330, b, "r"), (345, c)], 9)
    s.skip(4)
    s.para(
        "¹ Adjusted measures exclude adjusting items: restructuring of the Shropshire foundry network, "
        "impairment of the aerospace cell at Donnington and the amortisation of acquired intangibles (note "
        "5). "
        "A reconciliation to statutory measures is given in the alternative performance measures section.",
        7.6,
    )
    s.skip(8)
    s.t("Chair's statement (extract)", 10, True)
    s.para(
        "Trading in the first half was held back by customer site closures, with revenue recovering to 94% "
        "of "
        "the prior-year level in the final quarter. The Board is proposing a final dividend of 6.4p, to be "
        "paid "
        "on 6 August 2021 to shareholders on the register on 2 July 2021, subject to approval at the AGM on "
        "22 July 2021.",
        8.4,
    )
    s.t(
        "Registered office: Hortonwood 37, Telford, Shropshire TF1 7XT · Company number 04718263",
        7.4,
        color=GREY,
    )

    # ---------------------------------------------------------------- page 2: income statement
    s.new_page()
    s.t("Consolidated income statement", 12, True)
    s.t("for the year ended 31 March 2021", 8.4)
    q_cur = s.t("All amounts in £ million (pounds sterling) unless otherwise stated", 7.6, color=GREY)
    s.skip(4)
    cx = [292, 336, 380, 432, 476, 520]
    heads(
        s,
        cx,
        [
            ["2021", "2021", "2021", "2020", "2020", "2020"],
            ["Adjusted", "Adjusting", "Total", "Adjusted", "Adjusting", "Total"],
            ["", "items", "", "", "items", ""],
        ],
        6.8,
    )

    f = paren(1, "–")

    def pick(row):
        return [None if x is None else x for x in row]

    def pence(a, b, col):
        out = [None] * 6
        out[col], out[col + 3] = f"{a}p", f"{b}p"
        return out

    inc = table(
        s,
        cx,
        [
            ("Revenue", rev, "b"),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "bt"),
            ("Distribution costs", dist, ""),
            ("Administrative expenses", adm, ""),
            ("Other operating income", ooi, ""),
            ("Operating profit", op, "bt"),
            ("Finance income", fin, ""),
            ("Finance costs", fc, ""),
            ("Profit before taxation", pbt, "bt"),
            ("Taxation", tax, ""),
            ("Profit for the year", pat, "bt"),
            ("Profit for the year attributable to:", None, ""),
            ("Owners of the parent", pick(own), "i"),
            ("Non-controlling interests", pick(nci), "i"),
            ("Earnings per share", None, "b"),
            ("Basic", pence(epsb[0], epsb[1], 2), "i"),
            ("Diluted", pence(epsd[0], epsd[1], 2), "i"),
            ("Adjusted diluted", pence(aeps[0], aeps[1], 0), "i"),
        ],
        f,
        size=7.4,
        lx=46,
    )
    s.skip(4)
    s.para(
        f"Adjusting items (note 5) comprise restructuring costs of £{-cos[1]}m in cost of sales and "
        "impairment "
        f"and amortisation of acquired intangibles of £{-adm[1]}m in administrative expenses, with the "
        "related "
        "tax credit. Earnings per share are in pence, based on "
        "127.4m (basic) and 130.2m (diluted) weighted average shares (2020: 126.9m and 128.6m).",
        7.4,
    )

    # ---------------------------------------------------------------- page 3: balance sheet
    s.new_page()
    s.t("Consolidated balance sheet", 12, True)
    s.t("at 31 March 2021", 8.4)
    s.t("£ million", 7.6, color=GREY)
    s.skip(4)
    bx = [460, 540]
    heads(s, bx, [["31 March", "31 March"], ["2021", "2020"]], 7.2)
    gw = V("214.6", "221.3")
    oi = V("61.8", "78.4")
    ppe = V("471.2", "498.5")
    rou = V("73.9", "84.6")
    dta = V("22.8", "13.9")
    tnca = add(gw, oi, ppe, rou, dta)
    inv = V("192.7", "218.4")
    rec = V("269.5", "305.2")
    ctx = V("8.6", "3.0")
    cash = V("89.6", "114.8")
    tca = add(inv, rec, ctx, cash)
    ta = add(tnca, tca)
    pay = V("277.6", "317.1")
    bor = V("41.3", "31.7")
    lle = V("15.8", "16.8")
    prv = V("12.9", "5.6")
    tcl = add(pay, bor, lle, prv)
    ncb = V("215.1", "254.6")
    ncl = V("64.0", "74.6")
    rbo = V("71.9", "90.1")
    ncp = V("8.6", "7.3")
    dtl = V("31.7", "35.6")
    tncl = add(ncb, ncl, rbo, ncp, dtl)
    tl = add(tcl, tncl)
    na = sub(ta, tl)
    shc = V("21.1", "21.1")
    shp = V("126.1", "126.1")
    orv = V("15.5", "20.1")
    ncie = V("20.2", "17.8")
    re_ = sub(na, add(shc, shp, orv, ncie))
    own_e = add(shc, shp, orv, re_)
    te = add(own_e, ncie)
    bs = table(
        s,
        bx,
        [
            ("Non-current assets", None, "b"),
            ("Goodwill", gw, "i"),
            ("Other intangible assets", oi, "i"),
            ("Property, plant and equipment", ppe, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Deferred tax assets", dta, "i"),
            ("", tnca, "t"),
            ("Current assets", None, "b"),
            ("Inventories", inv, "i"),
            ("Trade and other receivables", rec, "i"),
            ("Current tax assets", ctx, "i"),
            ("Cash and cash equivalents", cash, "i"),
            (" ", tca, "t"),
            ("Total assets", ta, "bt"),
            ("Current liabilities", None, "b"),
            ("Trade and other payables", pay, "i"),
            ("Borrowings", bor, "i"),
            ("Lease liabilities", lle, "i"),
            ("Provisions", prv, "i"),
            ("  ", tcl, "t"),
            ("Non-current liabilities", None, "b"),
            ("Borrowings ", ncb, "i"),
            ("Lease liabilities ", ncl, "i"),
            ("Retirement benefit obligations", rbo, "i"),
            ("Provisions ", ncp, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("   ", tncl, "t"),
            ("Total liabilities", tl, "bt"),
            ("Net assets", na, "bt"),
            ("Equity", None, "b"),
            ("Share capital", shc, "i"),
            ("Share premium", shp, "i"),
            ("Other reserves", orv, "i"),
            ("Retained earnings", re_, "i"),
            ("Equity attributable to owners of the parent", own_e, "t"),
            ("Non-controlling interests", ncie, ""),
            ("Total equity", te, "bt"),
        ],
        f,
        size=7.6,
        lx=46,
        key="BS ",
    )
    same(L["eps"], epsd[0], "eps")
    check(
        L,
        sc,
        rev=rev[2],
        op=op[2],
        ni=own[2],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=cash[0],
        aop=op[0],
        adji=op[1],
        nci=nci[2],
        pat=pat[2],
        own=own_e[0],
        ncie=ncie[0],
    )
    g = dict(**inc, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Wrekin Precision Castings plc", 1, q_co),
            F("annual_report", 1, q_rt),
            F("2021-03-31", 1, q_pe),
            F("GBP", 2, q_cur),
        ],
        F(L["eps"], *g["Diluted"]),
        dict(
            total_revenue="Revenue",
            operating_income="Operating profit",
            net_income="Owners of the parent",
            total_assets="BS Total assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "UK plc annual report and accounts for the year ended 31 March 2021, GBP in £ million with one "
        "decimal, EPS in pence. The income statement is columnar: for each year an Adjusted, an Adjusting "
        "items and a Total column; the current figures are the 2021 Total column (third figure of each row). "
        "operating_income is the statutory Operating profit (Total column), not the adjusted operating "
        "profit (adjusted plus adjusting items = total, sum). net_income is Owners of the parent (sum with "
        "NCI to Profit for the year); diluted_eps the Diluted row in pence (the Adjusted diluted EPS in the "
        "adjusted column and the highlights are distractors). total_liabilities is the Total liabilities "
        "line; total_equity the Total equity including non-controlling interests (sum); Net assets equals "
        "it. "
        "Net debt and dividend dates in the highlights are distractors."
    )
    sums = [
        SUM(
            "Adjusted operating profit + adjusting items = Operating profit (2021)",
            [
                (1, T("adjusted operating profit", L["aop"], *g["Operating profit"])),
                (1, T("adjusting items", L["adji"], *g["Operating profit"])),
            ],
            "operating_income",
        ),
        SUM(
            "Owners of the parent + NCI = Profit for the year",
            [
                (1, "net_income"),
                (1, T("non-controlling interests", L["nci"], *g["Non-controlling interests"])),
            ],
            T("Profit for the year", L["pat"], *g["Profit for the year"]),
        ),
        SUM(
            "Equity attributable to owners + NCI = Total equity",
            [
                (
                    1,
                    T(
                        "equity attributable to owners",
                        L["own"],
                        *g["BS Equity attributable to owners of the parent"],
                    ),
                ),
                (1, T("non-controlling interests (equity)", L["ncie"], *g["BS Non-controlling interests"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


# ===== 3 Brazilian quarterly earnings release in Portuguese (BRL, R$ mil, dot grouping, brackets): columns
# 3T21, 2T21, Var. t/t, 3T20, Var. a/a, 9M21, 9M20, Var.; receita bruta vs receita líquida, EBIT vs EBITDA
# ajustado, controladores vs não controladores (sums), EPS with comma decimals, balance sheet with total do
# passivo
@doc(
    "b32_fs_br_release_resultados_3t21_receita_liquida",
    "financial_statement",
    "Laticínios Serra da Mantiqueira Release de Resultados 3T21",
)
def fs_br():
    L = dict(
        rev=612487000,
        op=31514000,
        ni=9881000,
        ta=1476158000,
        tl=716899000,
        te=759259000,
        cash=148206000,
        eps=0.05,
        gross=748315000,
        ded=-135828000,
        pat=10924000,
        nci=1043000,
        own=727272000,
        ncie=31987000,
    )
    sc = 1000
    p = Pdf(ttf=True, **A4L)
    s = Sheet(p, x=40, xr=802, top=50, size=8.4)
    f = paren(0, "-", ".", ",")

    def pctv(a, b):
        if b == 0:
            return "n.a."
        v = r2((a - b) / abs(b) * 100, 1)
        return fmt(v, ".", ",", 1) + "%"

    c = dict(
        gross=V(748315, 701224, 655908, 2118647, 1842310),
        ded=V(-135828, -127402, -118377, -384516, -331045),
        cpv=V(-463271, -437985, -402116, -1318554, -1132870),
        dv=V(-71864, -68119, -63402, -203377, -181226),
        ga=V(-28417, -27905, -26188, -83021, -77464),
        oo=V(-17421, -1146, 874, -16610, 3105),
        rf=V(9274, 7815, 6102, 24388, 19746),
        df=V(-23681, -21437, -16905, -64219, -52118),
        ir=V(-6183, -9812, -12718, -26960, -29337),
        nci=V(1043, 1172, 1318, 3427, 3604),
        da=V(27346, 26918, 24771, 80517, 73284),
    )
    rev = add(c["gross"], c["ded"])
    gp = add(rev, c["cpv"])
    op = add(gp, c["dv"], c["ga"], c["oo"])
    fin = add(c["rf"], c["df"])
    pbt = add(op, fin)
    pat = add(pbt, c["ir"])
    own = sub(pat, c["nci"])
    ebitda = add(op, c["da"])
    nr = V(18750, 0, 0, 18750, 0)
    aebitda = add(ebitda, nr)
    shb, shd = V(184312, 184290, 184105, 184301, 184088), V(186047, 186012, 185733, 186035, 185716)
    epsb = [r2(a / b) for a, b in zip(own, shb, strict=True)]
    epsd = [r2(a / b) for a, b in zip(own, shd, strict=True)]

    def mi(x):
        return fmt(r2(x / 1000, 1), ".", ",", 1)

    # ---------------------------------------------------------------- page 1: highlights
    q_co = s.t("Laticínios Serra da Mantiqueira S.A.", 18, True)
    q_rt = s.t("Release de Resultados 3T21", 13, True)
    s.skip(4)
    s.para(
        "Pouso Alegre (MG), 10 de novembro de 2021 – A Laticínios Serra da Mantiqueira S.A. (B3: LSMT3) "
        "divulga "
        "seus resultados do terceiro trimestre de 2021 (3T21), encerrado em 30 de setembro de 2021. As "
        "informações financeiras estão em milhares de reais (R$ mil), exceto quando indicado de outra forma, "
        "e seguem as normas internacionais de contabilidade (IFRS).",
        9,
    )
    q_pe = "encerrado em 30 de setembro de 2021"
    s.skip(6)
    s.t("Destaques do 3T21", 11, True)
    s.rule()
    s.skip(2)
    bullets = [
        f"Receita operacional líquida de R$ {mi(rev[0])} milhões, {pctv(rev[0], rev[2])} sobre o 3T20;",
        f"Receita operacional bruta de R$ {mi(c['gross'][0])} milhões, com volume captado de 412 milhões de "
        "litros;",
        f"EBITDA ajustado de R$ {mi(aebitda[0])} milhões, margem de "
        f"{fmt(r2(aebitda[0] / rev[0] * 100, 1), '.', ',', 1)}%, "
        f"excluindo R$ {mi(nr[0])} milhões de baixa de ativos da unidade de Itajubá;",
        f"Lucro líquido atribuível aos controladores de R$ {mi(own[0])} milhões no trimestre e de R$ "
        f"{mi(own[3])} "
        f"milhões nos 9M21;",
        "Dívida líquida / EBITDA ajustado (últimos 12 meses) de 1,38x em 30/09/2021.",
    ]
    for b in bullets:
        s.para("• " + b, 9, gap=2)
    s.skip(8)
    s.t(
        "Teleconferência de resultados: 11 de novembro de 2021, às 11h (Brasília) · "
        "ri.serramantiqueira.example",
        8.4,
        color=GREY,
    )

    # ---------------------------------------------------------------- page 2: income statement
    s.new_page()
    s.t("Demonstração do Resultado Consolidado", 12, True)
    q_cur = s.t("Em R$ mil (milhares de reais), exceto lucro por ação", 8.4, color=GREY)
    s.skip(4)
    cx = [420, 478, 528, 586, 636, 694, 752, 802]
    heads(s, cx, [["3T21", "2T21", "Var. t/t", "3T20", "Var. a/a", "9M21", "9M20", "Var."]], 7.6)

    def row8(v, pcts=True):
        out = [
            v[0],
            v[1],
            pctv(v[0], v[1]) if pcts else None,
            v[2],
            pctv(v[0], v[2]) if pcts else None,
            v[3],
            v[4],
            pctv(v[3], v[4]) if pcts else None,
        ]
        return out

    def eps8(v):
        return [
            fmt(v[0], ".", ",", 2),
            fmt(v[1], ".", ",", 2),
            None,
            fmt(v[2], ".", ",", 2),
            None,
            fmt(v[3], ".", ",", 2),
            fmt(v[4], ".", ",", 2),
            None,
        ]

    inc = table(
        s,
        cx,
        [
            ("Receita operacional bruta", row8(c["gross"]), ""),
            ("Deduções da receita (impostos e devoluções)", row8(c["ded"]), ""),
            ("Receita operacional líquida", row8(rev), "bt"),
            ("Custo dos produtos vendidos", row8(c["cpv"]), ""),
            ("Lucro bruto", row8(gp), "bt"),
            ("Despesas com vendas", row8(c["dv"]), ""),
            ("Despesas gerais e administrativas", row8(c["ga"]), ""),
            ("Outras receitas (despesas) operacionais, líquidas", row8(c["oo"], False), ""),
            ("Lucro operacional antes do resultado financeiro (EBIT)", row8(op), "bt"),
            ("Receitas financeiras", row8(c["rf"]), ""),
            ("Despesas financeiras", row8(c["df"]), ""),
            ("Resultado financeiro líquido", row8(fin), "t"),
            ("Lucro antes do IR e da CS", row8(pbt), "bt"),
            ("IR e CS correntes e diferidos", row8(c["ir"]), ""),
            ("Lucro líquido do período", row8(pat), "bt"),
            ("Atribuível aos acionistas controladores", row8(own), "i"),
            ("Atribuível aos acionistas não controladores", row8(c["nci"]), "i"),
            ("Lucro por ação básico (R$)", eps8(epsb), ""),
            ("Lucro por ação diluído (R$)", eps8(epsd), ""),
        ],
        f,
        size=7.6,
        lx=40,
    )
    s.skip(8)
    s.t("Reconciliação do EBITDA (Instrução CVM) – R$ mil", 9, True)
    s.skip(2)
    heads(s, cx, [["3T21", "2T21", "", "3T20", "", "9M21", "9M20", ""]], 7.4)
    table(
        s,
        cx,
        [
            ("Lucro líquido do período", row8(pat, False), ""),
            ("(+) IR e CS", row8(neg(c["ir"]), False), ""),
            ("(+) Resultado financeiro líquido", row8(neg(fin), False), ""),
            ("(+) Depreciação e amortização", row8(c["da"], False), ""),
            ("EBITDA", row8(ebitda, False), "bt"),
            ("(+) Baixa de ativos – unidade de Itajubá (não recorrente)", row8(nr, False), ""),
            ("EBITDA ajustado", row8(aebitda, False), "bt"),
        ],
        f,
        size=7.6,
        lx=40,
        key="E ",
    )
    s.t(
        "Outras receitas (despesas) operacionais do 3T21 incluem a baixa não recorrente de ativos da "
        "unidade de Itajubá.",
        7.4,
        color=GREY,
    )

    # ---------------------------------------------------------------- page 3: balance sheet
    s.new_page()
    s.t("Balanço Patrimonial Consolidado (R$ mil)", 12, True)
    s.skip(4)
    ax = [300, 380]
    px = [722, 802]
    y0 = s.y
    heads(s, ax, [["30/09/2021", "31/12/2020"]], 7.4)
    cash = V(148206, 171934)
    apl = V(62418, 48307)
    cr = V(231875, 214602)
    est = V(196341, 158720)
    trc = V(38452, 41196)
    oac = V(12684, 10841)
    tac = add(cash, apl, cr, est, trc, oac)
    dif = V(24517, 22308)
    dj = V(18906, 17422)
    imo = V(612874, 604135)
    intg = V(88213, 90764)
    dru = V(41672, 44518)
    tanc = add(dif, dj, imo, intg, dru)
    ta = add(tac, tanc)
    ga = table(
        s,
        ax,
        [
            ("Ativo", None, "b"),
            ("Caixa e equivalentes de caixa", cash, "i"),
            ("Aplicações financeiras", apl, "i"),
            ("Contas a receber de clientes", cr, "i"),
            ("Estoques", est, "i"),
            ("Tributos a recuperar", trc, "i"),
            ("Outros ativos circulantes", oac, "i"),
            ("Total do ativo circulante", tac, "t"),
            ("Tributos diferidos", dif, "i"),
            ("Depósitos judiciais", dj, "i"),
            ("Imobilizado", imo, "i"),
            ("Intangível", intg, "i"),
            ("Direito de uso", dru, "i"),
            ("Total do ativo não circulante", tanc, "t"),
            ("Total do ativo", ta, "bt"),
        ],
        f,
        size=7.6,
        lx=40,
        key="A ",
    )
    s.y = y0
    keep = s.x
    s.x = 430
    heads(s, px, [["30/09/2021", "31/12/2020"]], 7.4)
    fo = V(174318, 162945)
    ef = V(86420, 74118)
    sal = V(39617, 33052)
    tri = V(21845, 24370)
    dvp = V(0, 18406)
    opc = V(15238, 13729)
    tpc = add(fo, ef, sal, tri, dvp, opc)
    efn = V(318742, 334106)
    arr = V(38115, 41230)
    prv = V(22604, 20918)
    tpnc = add(efn, arr, prv)
    tl = add(tpc, tpnc)
    cap = V(350000, 350000)
    rl = V(172415, 172415)
    at = V(-8412, -6218)
    aap = V(-3106, -1884)
    ncie = V(31987, 29704)
    te_t = sub(ta, tl)
    la = sub(te_t, add(cap, rl, at, aap, ncie))
    plc = add(cap, rl, at, aap, la)
    te = add(plc, ncie)
    gp_ = table(
        s,
        px,
        [
            ("Passivo e patrimônio líquido", None, "b"),
            ("Fornecedores", fo, "i"),
            ("Empréstimos e financiamentos", ef, "i"),
            ("Salários e encargos sociais", sal, "i"),
            ("Tributos a recolher", tri, "i"),
            ("Dividendos a pagar", dvp, "i"),
            ("Outros passivos circulantes", opc, "i"),
            ("Total do passivo circulante", tpc, "t"),
            ("Empréstimos e financiamentos ", efn, "i"),
            ("Arrendamentos", arr, "i"),
            ("Provisões para contingências", prv, "i"),
            ("Total do passivo não circulante", tpnc, "t"),
            ("Total do passivo", tl, "bt"),
            ("Capital social", cap, "i"),
            ("Reservas de lucros", rl, "i"),
            ("Ações em tesouraria", at, "i"),
            ("Ajustes de avaliação patrimonial", aap, "i"),
            ("Lucros acumulados", la, "i"),
            ("Patrimônio líquido dos controladores", plc, "t"),
            ("Participação dos não controladores", ncie, "i"),
            ("Total do patrimônio líquido", te, "bt"),
            ("Total do passivo e patrimônio líquido", add(tl, te), "bt"),
        ],
        f,
        size=7.6,
        lx=430,
        key="P ",
    )
    s.x = keep
    s.skip(10)
    s.para(
        "Aplicações financeiras referem-se a CDBs e fundos com liquidez superior a 90 dias e não compõem o "
        "caixa e equivalentes de caixa. Dívida líquida em 30/09/2021: R$ 194,5 milhões.",
        8,
    )
    same(L["eps"], epsd[0], "eps")
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
        gross=c["gross"][0],
        ded=c["ded"][0],
        pat=pat[0],
        nci=c["nci"][0],
        own=plc[0],
        ncie=ncie[0],
    )
    g = dict(**inc, **ga, **gp_)
    fields = fields_of(
        L,
        g,
        [
            F("Laticínios Serra da Mantiqueira S.A.", 1, q_co),
            F("earnings_release", 1, q_rt),
            F("2021-09-30", 1, q_pe),
            F("BRL", 2, q_cur),
        ],
        F(L["eps"], *g["Lucro por ação diluído (R$)"]),
        dict(
            total_revenue="Receita operacional líquida",
            operating_income="Lucro operacional antes do resultado financeiro (EBIT)",
            net_income="Atribuível aos acionistas controladores",
            total_assets="A Total do ativo",
            total_liabilities="P Total do passivo",
            total_equity="P Total do patrimônio líquido",
            cash_and_equivalents="A Caixa e equivalentes de caixa",
        ),
    )
    notes = (
        "Brazilian quarterly earnings release (Release de Resultados 3T21) in Portuguese, BRL in R$ mil "
        "(thousands) with dot grouping and brackets for negatives. The income statement's columns are 3T21, "
        "2T21, Var. t/t, 3T20, Var. a/a, 9M21, 9M20, Var.; the current quarter is the first column (the "
        "previous quarter, the prior-year quarter and the nine-month columns are distractors). "
        "total_revenue is the Receita operacional líquida, not the Receita operacional bruta (bruta plus "
        "deduções = líquida, sum). operating_income is the EBIT line (Lucro operacional antes do resultado "
        "financeiro); EBITDA and EBITDA ajustado in the reconciliation are distractors. net_income is the "
        "share attributable to the controlling shareholders (sum with não controladores to the Lucro líquido "
        "do período); diluted_eps the diluted line in R$ with comma decimals. The balance sheet's current "
        "column is 30/09/2021; total_liabilities is Total do passivo (current plus non-current), "
        "total_equity Total do patrimônio líquido including não controladores (sum); cash excludes the "
        "aplicações financeiras. The highlights round figures to R$ milhões."
    )
    sums = [
        SUM(
            "receita bruta + deduções = receita líquida",
            [
                (1, T("receita operacional bruta", L["gross"], *g["Receita operacional bruta"])),
                (1, T("deduções da receita", L["ded"], *g["Deduções da receita (impostos e devoluções)"])),
            ],
            "total_revenue",
        ),
        SUM(
            "controladores + não controladores = lucro líquido do período",
            [
                (1, "net_income"),
                (1, T("não controladores", L["nci"], *g["Atribuível aos acionistas não controladores"])),
            ],
            T("lucro líquido do período", L["pat"], *g["Lucro líquido do período"]),
        ),
        SUM(
            "PL dos controladores + não controladores = total do PL",
            [
                (1, T("PL dos controladores", L["own"], *g["P Patrimônio líquido dos controladores"])),
                (
                    1,
                    T(
                        "participação dos não controladores",
                        L["ncie"],
                        *g["P Participação dos não controladores"],
                    ),
                ),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


# ===== 4 Japanese consolidated financial results summary (tanshin, English, millions of yen rounded down):
# summary page with current and prior rows, ordinary profit, forecast for the next year, EPS in yen;
# statements with the prior year in the FIRST column and the current year second; total net assets incl.
# share acquisition rights and NCI; cash and deposits on the balance sheet vs cash and cash equivalents
# (reconciled, sum)
@doc(
    "b32_fs_jp_tanshin_prior_column_first",
    "financial_statement",
    "Kisogawa Electric Wire consolidated financial results FY ended March 31, 2022",
)
def fs_jp():
    L = dict(
        rev=148417000000,
        op=7473000000,
        ni=5244000000,
        ta=145392000000,
        tl=60717000000,
        te=84675000000,
        cash=23177000000,
        eps=200.08,
        cd=25614000000,
        td=2437000000,
    )
    sc = 10**6
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=48, size=7.6)
    f = paren(0, "-")

    # statements first (computed), drawn on pages 2 and 3; page 1 summarises them
    # income statement, columns [prior, current]
    ns = V(139718, 148417)
    cos = V(-112406, -118513)
    gp = add(ns, cos)
    sga = V(-21285, -22431)
    op = add(gp, sga)
    ii, di, fx, eq, oni = V(38, 41), V(312, 356), V(0, 418), V(206, 274), V(189, 203)
    noi = add(ii, di, fx, eq, oni)
    ie, fxl, one = V(-247, -229), V(-136, 0), V(-94, -117)
    noe = add(ie, fxl, one)
    odp = add(op, noi, noe)
    gsa = V(18, 612)
    imp, lrt = V(-342, -1186), V(-127, -204)
    exl = add(imp, lrt)
    pbt = add(odp, gsa, exl)
    itc, itd = V(-1604, -2287), V(-131, 196)
    itt = add(itc, itd)
    prof = add(pbt, itt)
    pnci = V(-212, -306)
    own = add(prof, pnci)
    shb, shd = V("26.02", "26.05"), V("26.09", "26.21")
    epsb = [r2(a / b) for a, b in zip(own, shb, strict=True)]
    epsd = [r2(a / b) for a, b in zip(own, shd, strict=True)]

    # balance sheet, columns [prior, current]
    cd = V(24871, 25614)
    nar = V(31482, 33906)
    erc = V(6215, 7038)
    mfg = V(9814, 11627)
    wip = V(4206, 4891)
    rms = V(7318, 8924)
    oca = V(1927, 2108)
    afd = V(-64, -71)
    tca = add(cd, nar, erc, mfg, wip, rms, oca, afd)
    bld = V(14862, 15317)
    mch = V(12905, 13468)
    lnd = V(6418, 6418)
    cip = V(1284, 2196)
    oppe = V(1107, 1052)
    tppe = add(bld, mch, lnd, cip, oppe)
    tint = V(1846, 1721)
    ivs = V(7129, 7486)
    dta = V(1408, 1335)
    rba = V(862, 1044)
    oio = V(1356, 1318)
    tio = add(ivs, dta, rba, oio)
    tnca = add(tppe, tint, tio)
    ta = add(tca, tnca)
    nap = V(18627, 20143)
    stb = V(9420, 8960)
    cplb = V(3150, 3150)
    itp = V(712, 1284)
    pfb = V(1538, 1617)
    ocl = V(6274, 6891)
    tcl = add(nap, stb, cplb, itp, pfb, ocl)
    ltb = V(14875, 11725)
    rbl = V(5106, 5022)
    dtl = V(684, 731)
    oncl = V(1218, 1194)
    tncl = add(ltb, rbl, dtl, oncl)
    tl = add(tcl, tncl)
    scap = V(7263, 7263)
    csur = V(7819, 7836)
    trs = V(-1402, -1388)
    vd = V(2316, 2487)
    fct = V(804, 1582)
    rdb = V(-218, -97)
    taoci = add(vd, fct, rdb)
    sar = V(96, 88)
    ncie = V(3418, 3702)
    tna_t = sub(ta, tl)
    re_ = sub(tna_t, add(scap, csur, trs, taoci, sar, ncie))
    tse = add(scap, csur, re_, trs)
    tna = add(tse, taoci, sar, ncie)
    td = V(-2437, -2437)
    cce = add(cd, td)
    eqty = add(tse, taoci)

    def yen_m(x):
        return fmt(x, ",", ".", 0, neg="()")

    def pc(a, b):
        return fmt(r2((a - b) / b * 100, 1), ",", ".", 1, neg="()")

    # ---------------------------------------------------------------- page 1: summary
    q_rt = s.t(
        "Consolidated Financial Results for the Fiscal Year Ended March 31, 2022 [Japanese GAAP]", 10, True
    )
    s.t("May 13, 2022", 7.6, x=555, align="r")
    q_co = s.kv("Company name:", "Kisogawa Electric Wire Co., Ltd.", xv=190)
    s.kv("Listing:", "Tokyo Stock Exchange", xv=190)
    s.kv("Securities code:", "5819 · URL https://www.kisogawa-densen.example", xv=190)
    s.kv("Representative:", "Hiroshi Tanabe, President and Representative Director", xv=190)
    s.kv("Inquiries:", "Yuko Sakamoto, General Manager, Accounting Department · TEL +81-584-71-3208", xv=190)
    s.kv("Annual general meeting of shareholders (scheduled):", "June 28, 2022", xv=300)
    s.kv("Commencement of dividend payments (scheduled):", "June 29, 2022", xv=300)
    s.t("(Amounts of less than one million yen are rounded down.)", 7, x=555, align="r")
    s.skip(2)
    q_pe = s.t(
        "1. Consolidated financial results for the fiscal year ended March 31, 2022 (April 1, 2021 to March "
        "31, 2022)",
        8,
        True,
    )
    s.t("(1) Consolidated operating results (Percentages indicate year-on-year changes.)", 7.6, True)
    cx = [248, 280, 338, 370, 428, 460, 524, 555]
    s.row(
        [
            (248, "Net sales", "r"),
            (338, "Operating profit", "r"),
            (428, "Ordinary profit", "r"),
            (524, "Profit attributable to", "r"),
        ],
        6.6,
        True,
        lead=8,
    )
    s.row([(524, "owners of parent", "r")], 6.6, True, lead=8)
    s.row([(x, t, "r") for x, t in zip(cx, ["Millions of yen", "%"] * 4, strict=True)], 6.2, lead=9)
    q_sum = []
    for i, lab in ((1, "Fiscal year ended March 31, 2022"), (0, "Fiscal year ended March 31, 2021")):
        prev_ = [V(146015), V(6847), V(7212), V(4925)]
        cur = [ns[i], op[i], odp[i], own[i]]
        base = [ns[0], op[0], odp[0], own[0]] if i == 1 else [x[0] for x in prev_]
        vals = []
        for a, b in zip(cur, base, strict=True):
            vals += [yen_m(a), pc(a, b)]
        q_sum.append(s.row([(40, lab)] + [(x, t, "r") for x, t in zip(cx, vals, strict=True)], 7.2))
    s.para(
        f"Note: Comprehensive income: fiscal year ended March 31, 2022: ¥{yen_m(prof[1] + 1032)} million; "
        f"fiscal year ended March 31, 2021: ¥{yen_m(prof[0] + 1911)} million",
        6.8,
        gap=0,
    )
    s.skip(2)
    ex = [248, 330, 410, 480, 555]
    s.row(
        [
            (x, t, "r")
            for x, t in zip(
                ex,
                ["Basic earnings", "Diluted earnings", "Return on", "Ordinary profit to", "Operating profit"],
                strict=True,
            )
        ],
        6.6,
        True,
        lead=8,
    )
    s.row(
        [
            (x, t, "r")
            for x, t in zip(
                ex, ["per share", "per share", "equity", "total assets", "to net sales"], strict=True
            )
        ],
        6.6,
        True,
        lead=8,
    )
    s.row([(x, t, "r") for x, t in zip(ex, ["Yen", "Yen", "%", "%", "%"], strict=True)], 6.2, lead=9)
    q_eps = []
    for i, lab in ((1, "Fiscal year ended March 31, 2022"), (0, "Fiscal year ended March 31, 2021")):
        roe = r2(own[i] / eqty[i] * 100, 1)
        opa = r2(odp[i] / ta[i] * 100, 1)
        opm = r2(op[i] / ns[i] * 100, 1)
        vals = [fmt(epsb[i], ",", ".", 2), fmt(epsd[i], ",", ".", 2), str(roe), str(opa), str(opm)]
        q_eps.append(s.row([(40, lab)] + [(x, t, "r") for x, t in zip(ex, vals, strict=True)], 7.2))
    s.skip(2)
    s.t("(2) Consolidated financial position", 7.6, True)
    fx_ = [248, 330, 410, 500]
    s.row(
        [
            (x, t, "r")
            for x, t in zip(
                fx_, ["Total assets", "Net assets", "Equity ratio", "Net assets per share"], strict=True
            )
        ],
        6.6,
        True,
        lead=8,
    )
    s.row(
        [(x, t, "r") for x, t in zip(fx_, ["Millions of yen", "Millions of yen", "%", "Yen"], strict=True)],
        6.2,
        lead=9,
    )
    for i, lab in ((1, "As of March 31, 2022"), (0, "As of March 31, 2021")):
        er = r2(eqty[i] / ta[i] * 100, 1)
        nps = r2(eqty[i] / shb[i], 2)
        s.row(
            [(40, lab)]
            + [
                (x, t, "r")
                for x, t in zip(
                    fx_, [yen_m(ta[i]), yen_m(tna[i]), str(er), fmt(nps, ",", ".", 2)], strict=True
                )
            ],
            7.2,
        )
    s.para(
        f"Reference: Equity: as of March 31, 2022: ¥{yen_m(eqty[1])} million; as of March 31, 2021: "
        f"¥{yen_m(eqty[0])} million",
        6.8,
        gap=0,
    )
    s.skip(2)
    s.t("(3) Consolidated cash flows", 7.6, True)
    kx = [248, 340, 430, 540]
    s.row(
        [
            (x, t, "r")
            for x, t in zip(
                kx,
                [
                    "Operating activities",
                    "Investing activities",
                    "Financing activities",
                    "Cash and cash equivalents",
                ],
                strict=True,
            )
        ],
        6.6,
        True,
        lead=8,
    )
    s.row([(540, "at end of period", "r")], 6.6, True, lead=8)
    s.row([(x, "Millions of yen", "r") for x in kx], 6.2, lead=9)
    cfo, cfi = V(8127, 9842), V(-5318, -6173)
    cff = [None, None]
    q_cf = []
    beg0 = D(21936)
    for i, lab in ((1, "Fiscal year ended March 31, 2022"), (0, "Fiscal year ended March 31, 2021")):
        start = cce[0] if i == 1 else beg0
        fxe = D(207) if i == 1 else D(-64)
        cff[i] = cce[i] - start - cfo[i] - cfi[i] - fxe
        vals = [yen_m(cfo[i]), yen_m(cfi[i]), yen_m(cff[i]), yen_m(cce[i])]
        q_cf.append(s.row([(40, lab)] + [(x, t, "r") for x, t in zip(kx, vals, strict=True)], 7.2))
    s.skip(2)
    s.para(
        "2. Cash dividends: annual dividends per share ¥38.00 for the fiscal year ended March 31, 2022 "
        "(¥36.00 in the previous year); ¥40.00 forecast for the next fiscal year.",
        7,
        gap=0,
    )
    s.skip(2)
    s.t(
        "3. Forecast of consolidated results for the fiscal year ending March 31, 2023 (April 1, 2022 to "
        "March 31, 2023)",
        7.6,
        True,
    )
    fc_ = [230, 310, 390, 480, 555]
    s.row(
        [
            (x, t, "r")
            for x, t in zip(
                fc_,
                [
                    "Net sales",
                    "Operating profit",
                    "Ordinary profit",
                    "Profit attributable",
                    "Basic EPS (yen)",
                ],
                strict=True,
            )
        ],
        6.6,
        True,
        lead=9,
    )
    s.row(
        [(40, "Full year (forecast)")]
        + [(x, t, "r") for x, t in zip(fc_, ["154,000", "8,200", "8,700", "5,600", "214.96"], strict=True)],
        7.2,
    )
    s.skip(2)
    s.para(
        "The forecast is based on information available at the date of this release; actual results may "
        "differ "
        "materially. This document is an English translation of the original Japanese release; the Japanese "
        "original prevails.",
        6.8,
    )

    # ---------------------------------------------------------------- page 2: balance sheets
    s.new_page()
    s.t("Consolidated Balance Sheets", 10, True)
    s.t("(Millions of yen)", 7.2, x=555, align="r")
    bx = [470, 555]
    heads(s, bx, [["As of", "As of"], ["March 31, 2021", "March 31, 2022"]], 7)
    bs = table(
        s,
        bx,
        [
            ("Assets", None, "b"),
            ("Current assets", None, ""),
            ("Cash and deposits", cd, "i"),
            ("Notes and accounts receivable - trade, and contract assets", nar, "i"),
            ("Electronically recorded monetary claims - operating", erc, "i"),
            ("Merchandise and finished goods", mfg, "i"),
            ("Work in process", wip, "i"),
            ("Raw materials and supplies", rms, "i"),
            ("Other", oca, "i"),
            ("Allowance for doubtful accounts", afd, "i"),
            ("Total current assets", tca, "t"),
            ("Non-current assets", None, ""),
            ("Buildings and structures, net", bld, "i"),
            ("Machinery, equipment and vehicles, net", mch, "i"),
            ("Land", lnd, "i"),
            ("Construction in progress", cip, "i"),
            ("Other, net", oppe, "i"),
            ("Total property, plant and equipment", tppe, "i"),
            ("Total intangible assets", tint, "i"),
            ("Investment securities", ivs, "i"),
            ("Deferred tax assets", dta, "i"),
            ("Retirement benefit asset", rba, "i"),
            ("Other ", oio, "i"),
            ("Total investments and other assets", tio, "i"),
            ("Total non-current assets", tnca, "t"),
            ("Total assets", ta, "bt"),
            ("Liabilities", None, "b"),
            ("Notes and accounts payable - trade", nap, "i"),
            ("Short-term borrowings", stb, "i"),
            ("Current portion of long-term borrowings", cplb, "i"),
            ("Income taxes payable", itp, "i"),
            ("Provision for bonuses", pfb, "i"),
            ("Other  ", ocl, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term borrowings", ltb, "i"),
            ("Retirement benefit liability", rbl, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("Other   ", oncl, "i"),
            ("Total non-current liabilities", tncl, "t"),
            ("Total liabilities", tl, "bt"),
            ("Net assets", None, "b"),
            ("Share capital", scap, "i"),
            ("Capital surplus", csur, "i"),
            ("Retained earnings", re_, "i"),
            ("Treasury shares", trs, "i"),
            ("Total shareholders' equity", tse, "t"),
            ("Valuation difference on available-for-sale securities", vd, "i"),
            ("Foreign currency translation adjustment", fct, "i"),
            ("Remeasurements of defined benefit plans", rdb, "i"),
            ("Total accumulated other comprehensive income", taoci, "t"),
            ("Share acquisition rights", sar, ""),
            ("Non-controlling interests", ncie, ""),
            ("Total net assets", tna, "bt"),
            ("Total liabilities and net assets", add(tl, tna), "bt"),
        ],
        f,
        size=7,
        lead=10.4,
        lx=40,
        key="BS ",
    )
    s.skip(4)
    s.t("Note: Cash and cash equivalents in the consolidated statements of cash flows", 7, True)
    rec = table(
        s,
        bx,
        [
            ("Cash and deposits", cd, "i"),
            ("Time deposits with maturities of more than three months", td, "i"),
            ("Cash and cash equivalents", cce, "it"),
        ],
        f,
        size=7,
        lead=10.4,
        lx=40,
        key="N ",
    )

    # ---------------------------------------------------------------- page 3: income statements
    s.new_page()
    s.t("Consolidated Statements of Income", 10, True)
    q_cur = s.t("(Millions of yen)", 7.2, x=555, align="r")
    heads(s, bx, [["Fiscal year ended", "Fiscal year ended"], ["March 31, 2021", "March 31, 2022"]], 7)
    inc = table(
        s,
        bx,
        [
            ("Net sales", ns, "b"),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative expenses", sga, ""),
            ("Operating profit", op, "bt"),
            ("Non-operating income", None, ""),
            ("Interest income", ii, "i"),
            ("Dividend income", di, "i"),
            ("Foreign exchange gains", fx, "i"),
            ("Share of profit of entities accounted for using equity method", eq, "i"),
            ("Other", oni, "i"),
            ("Total non-operating income", noi, "t"),
            ("Non-operating expenses", None, ""),
            ("Interest expenses", ie, "i"),
            ("Foreign exchange losses", fxl, "i"),
            ("Other ", one, "i"),
            ("Total non-operating expenses", noe, "t"),
            ("Ordinary profit", odp, "bt"),
            ("Extraordinary income: gain on sale of non-current assets", gsa, ""),
            ("Extraordinary losses", None, ""),
            ("Impairment losses", imp, "i"),
            ("Loss on retirement of non-current assets", lrt, "i"),
            ("Total extraordinary losses", exl, "t"),
            ("Profit before income taxes", pbt, "bt"),
            ("Income taxes - current", itc, ""),
            ("Income taxes - deferred", itd, ""),
            ("Total income taxes", itt, "t"),
            ("Profit", prof, "bt"),
            ("Profit attributable to non-controlling interests", pnci, ""),
            ("Profit attributable to owners of parent", own, "bt"),
        ],
        f,
        size=7.2,
        lead=11,
        lx=40,
    )
    s.skip(4)
    s.t("Expenses and losses are shown in brackets.", 6.8, color=GREY)
    same(L["eps"], epsd[1], "eps")
    check(
        L,
        sc,
        rev=ns[1],
        op=op[1],
        ni=own[1],
        ta=ta[1],
        tl=tl[1],
        te=tna[1],
        cash=cce[1],
        cd=cd[1],
        td=-td[1],
    )
    g = dict(**bs, **inc, **rec)
    fields = fields_of(
        L,
        g,
        [
            F("Kisogawa Electric Wire Co., Ltd.", 1, q_co),
            F("earnings_release", 1, q_rt),
            F("2022-03-31", 1, q_pe),
            F("JPY", 3, q_cur),
        ],
        F(L["eps"], 1, q_eps[0]),
        dict(
            total_revenue="Net sales",
            operating_income="Operating profit",
            net_income="Profit attributable to owners of parent",
            total_assets="BS Total assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total net assets",
            cash_and_equivalents="N Cash and cash equivalents",
        ),
    )
    del q_sum, q_cf, cff
    notes = (
        "Japanese consolidated financial results summary (kessan tanshin, English translation) for the "
        "fiscal year ended March 31, 2022; JPY in millions of yen (rounded down). report_type is "
        "earnings_release (results announcement, not the annual securities report). Page 1 summarises with "
        "the current year in the first row and the prior year in the second; the statements on pages 2 and 3 "
        "put the PRIOR year in the first column and the current year (March 31, 2022) in the second, which "
        "is "
        "the column labelled. operating_income is Operating profit, not Ordinary profit; net_income Profit "
        "attributable to owners of parent; diluted_eps the Diluted earnings per share in yen from the page-1 "
        "summary row for the current year. total_equity is Total net assets (including share acquisition "
        "rights and non-controlling interests); the Reference equity figure is a distractor. "
        "cash_and_equivalents is Cash and cash equivalents (the cash-flow figure, reconciled under the "
        "balance sheet, sum), not Cash and deposits, which include long time deposits. The forecast for the "
        "year ending March 31, 2023 and the dividend and meeting dates are distractors."
    )
    sums = [
        SUM(
            "Cash and deposits - long time deposits = Cash and cash equivalents",
            [
                (1, T("cash and deposits", L["cd"], *g["N Cash and deposits"])),
                (
                    -1,
                    T(
                        "time deposits over three months",
                        L["td"],
                        *g["N Time deposits with maturities of more than three months"],
                    ),
                ),
            ],
            "cash_and_equivalents",
        ),
    ]
    return p, fields, notes, sums


# ===== 5 Swiss annual report in German (CHF thousands, apostrophe grouping, Swiss GAAP FER): key figures in
# Mio. CHF, EBITDA vs Betriebsergebnis (EBIT) after goodwill amortisation, Konzerngewinn split into
# shareholders and minorities (sums), diluted EPS in CHF, Total Fremdkapital and Total Eigenkapital with
# Minderheitsanteile
@doc(
    "b32_fs_ch_geschaeftsbericht_tchf_minderheiten",
    "financial_statement",
    "Linthal Armaturen Holding AG Geschäftsbericht 2022",
)
def fs_ch():
    L = dict(
        rev=286417000,
        op=27114000,
        ni=18280000,
        ta=288401000,
        tl=117517000,
        te=170884000,
        cash=38471000,
        eps=3.77,
        pat=19499000,
        mind=1219000,
        ek=161467000,
        mek=9417000,
        ebitda=46809000,
    )
    sc = 1000
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=548, top=60, size=8.4)

    def ch(x):
        return "–" if x == 0 else fmt(x, "'", ".", 0, neg="-")

    f = ch
    # Erfolgsrechnung [2022, 2021]
    ne = V(286417, 271938)
    bv = V(3184, -1207)
    ma = V(-104872, -97415)
    pa = V(-98306, -94127)
    ub = V(-39614, -37280)
    ebitda = add(ne, bv, ma, pa, ub)
    absa = V(-12847, -12409)
    amiw = V(-2218, -2106)
    amgw = V(-4630, -4630)
    ebit = add(ebitda, absa, amiw, amgw)
    fe = V(612, 488)
    fa = V(-2941, -3276)
    oe = add(ebit, fe, fa)
    ao = V(0, 1874)
    ebt = add(oe, ao)
    st = V(-5286, -5512)
    kg = add(ebt, st)
    mind = V(1219, 962)
    akt = sub(kg, mind)
    shu, shv = V("4.812", "4.806"), V("4.853", "4.839")
    epsu = [r2(a / b / 1000) for a, b in zip(akt, shu, strict=True)]
    epsv = [r2(a / b / 1000) for a, b in zip(akt, shv, strict=True)]

    # ---------------------------------------------------------------- page 1: key figures
    q_rt = s.t("Geschäftsbericht 2022", 20, True)
    q_co = s.t("Linthal Armaturen Holding AG", 13, True)
    s.t("Näfels, Kanton Glarus · Aktien kotiert an der SIX Swiss Exchange (Valor 48 271 935)", 8, color=GREY)
    s.skip(14)
    s.t("Kennzahlen des Konzerns", 11, True)
    s.rule()
    s.skip(2)

    def mio(x):
        return fmt(r2(x / 1000, 1), "'", ".", 1, neg="-")

    kx = [360, 440, 520]
    s.row([(360, "2022", "r"), (440, "2021", "r"), (520, "Veränderung", "r")], 8, True)
    for lab, v in [
        ("Nettoerlöse (Mio. CHF)", ne),
        ("EBITDA (Mio. CHF)", ebitda),
        ("Betriebsergebnis EBIT (Mio. CHF)", ebit),
        ("Konzerngewinn (Mio. CHF)", kg),
    ]:
        chg = fmt(r2((v[0] - v[1]) / v[1] * 100, 1), "'", ".", 1, neg="-") + "%"
        s.row([(50, lab), (kx[0], mio(v[0]), "r"), (kx[1], mio(v[1]), "r"), (kx[2], chg, "r")], 8.4)
    s.row(
        [
            (50, "EBITDA-Marge"),
            (kx[0], fmt(r2(ebitda[0] / ne[0] * 100, 1), "'", ".", 1) + "%", "r"),
            (kx[1], fmt(r2(ebitda[1] / ne[1] * 100, 1), "'", ".", 1) + "%", "r"),
        ],
        8.4,
    )
    s.row(
        [(50, "Mitarbeitende (Vollzeitstellen, 31.12.)"), (kx[0], "1'284", "r"), (kx[1], "1'247", "r")], 8.4
    )
    s.row([(50, "Dividende je Aktie (CHF; 2022: Antrag)"), (kx[0], "2.60", "r"), (kx[1], "2.40", "r")], 8.4)
    s.skip(10)
    s.t("Brief an die Aktionärinnen und Aktionäre (Auszug)", 10, True)
    s.para(
        "Der Konzern steigerte die Nettoerlöse trotz des starken Frankens um 5.3 Prozent. Die organische "
        "Wachstumsrate in Lokalwährungen betrug 7.9 Prozent. Der Verwaltungsrat beantragt der "
        "Generalversammlung vom 20. April 2023 eine Dividende von CHF 2.60 je Namenaktie, zahlbar ab dem "
        "26. April 2023.",
        8.4,
    )
    s.para(
        "Die Jahresrechnung ist nach Swiss GAAP FER erstellt. Der Goodwill aus Akquisitionen wird über fünf "
        "Jahre linear amortisiert; die Amortisation ist im Betriebsergebnis (EBIT) enthalten.",
        8.4,
    )

    # ---------------------------------------------------------------- page 2: Erfolgsrechnung
    s.new_page()
    s.t("Konzernerfolgsrechnung", 12, True)
    q_cur = s.t("in TCHF (Tausend Schweizer Franken)", 8, color=GREY)
    q_pe = s.t("für das Geschäftsjahr vom 1. Januar bis 31. Dezember 2022", 8)
    s.skip(4)
    cx = [450, 540]
    heads(s, cx, [["2022", "2021"]], 7.6)
    inc = table(
        s,
        cx,
        [
            ("Nettoerlöse aus Lieferungen und Leistungen", ne, "b"),
            ("Bestandesänderungen Halb- und Fertigfabrikate", bv, ""),
            ("Materialaufwand", ma, ""),
            ("Personalaufwand", pa, ""),
            ("Übriger betrieblicher Aufwand", ub, ""),
            ("Betriebsergebnis vor Abschreibungen (EBITDA)", ebitda, "bt"),
            ("Abschreibungen auf Sachanlagen", absa, ""),
            ("Amortisation immaterielle Werte", amiw, ""),
            ("Amortisation Goodwill", amgw, ""),
            ("Betriebsergebnis (EBIT)", ebit, "bt"),
            ("Finanzertrag", fe, ""),
            ("Finanzaufwand", fa, ""),
            ("Ordentliches Ergebnis", oe, "t"),
            ("Ausserordentliches Ergebnis", ao, ""),
            ("Ergebnis vor Steuern", ebt, "t"),
            ("Ertragssteuern", st, ""),
            ("Konzerngewinn", kg, "bt"),
            ("davon Aktionäre der Linthal Armaturen Holding AG", akt, "i"),
            ("davon Minderheitsanteile", mind, "i"),
            ("Ergebnis je Aktie, unverwässert (CHF)", [fmt(x, "'", ".", 2) for x in epsu], ""),
            ("Ergebnis je Aktie, verwässert (CHF)", [fmt(x, "'", ".", 2) for x in epsv], ""),
        ],
        f,
        size=7.8,
        lx=50,
    )
    s.skip(6)
    s.para(
        "Das ausserordentliche Ergebnis 2021 betrifft den Verkauf der Liegenschaft Schwanden. "
        "Durchschnittlich "
        "ausstehende Aktien (in Tausend): 4'812 unverwässert und 4'853 verwässert (Vorjahr 4'806 und 4'839).",
        7.6,
    )

    # ---------------------------------------------------------------- page 3: Bilanz
    s.new_page()
    s.t("Konzernbilanz", 12, True)
    s.t("in TCHF", 8, color=GREY)
    s.skip(4)
    bx = [450, 540]
    heads(s, bx, [["31.12.2022", "31.12.2021"]], 7.6)
    fm = V(38471, 44208)
    ws_ = V(6218, 9405)
    ford = V(51873, 48126)
    ofd = V(4207, 3986)
    vor = V(68542, 61834)
    ara = V(2316, 1975)
    tuv = add(fm, ws_, ford, ofd, vor, ara)
    sa = V(96184, 98417)
    fa_ = V(3108, 2874)
    iw = V(17482, 23894)
    tav = add(sa, fa_, iw)
    ta = add(tuv, tav)
    kfv = V(12500, 8750)
    vll = V(24386, 22917)
    okv = V(7215, 6840)
    pas = V(13608, 12473)
    krs = V(3214, 2906)
    tkfk = add(kfv, vll, okv, pas, krs)
    lfv = V(41250, 53750)
    lrs = V(8916, 9204)
    lst = V(6428, 6175)
    tlfk = add(lfv, lrs, lst)
    tfk = add(tkfk, tlfk)
    ak = V(2450, 2450)
    kr = V(18735, 18735)
    ea = V(-3184, -2761)
    mek = V(9417, 8846)
    ek_t = sub(ta, tfk)
    gr = sub(ek_t, add(ak, kr, ea, mek))
    ek = add(ak, kr, gr, ea)
    tek = add(ek, mek)
    bs = table(
        s,
        bx,
        [
            ("Aktiven", None, "b"),
            ("Flüssige Mittel", fm, "i"),
            ("Wertschriften", ws_, "i"),
            ("Forderungen aus Lieferungen und Leistungen", ford, "i"),
            ("Übrige kurzfristige Forderungen", ofd, "i"),
            ("Vorräte", vor, "i"),
            ("Aktive Rechnungsabgrenzungen", ara, "i"),
            ("Total Umlaufvermögen", tuv, "t"),
            ("Sachanlagen", sa, "i"),
            ("Finanzanlagen", fa_, "i"),
            ("Immaterielle Werte (inkl. Goodwill)", iw, "i"),
            ("Total Anlagevermögen", tav, "t"),
            ("Total Aktiven", ta, "bt"),
            ("Passiven", None, "b"),
            ("Kurzfristige Finanzverbindlichkeiten", kfv, "i"),
            ("Verbindlichkeiten aus Lieferungen und Leistungen", vll, "i"),
            ("Übrige kurzfristige Verbindlichkeiten", okv, "i"),
            ("Passive Rechnungsabgrenzungen", pas, "i"),
            ("Kurzfristige Rückstellungen", krs, "i"),
            ("Total kurzfristiges Fremdkapital", tkfk, "t"),
            ("Langfristige Finanzverbindlichkeiten", lfv, "i"),
            ("Langfristige Rückstellungen", lrs, "i"),
            ("Latente Steuerverbindlichkeiten", lst, "i"),
            ("Total langfristiges Fremdkapital", tlfk, "t"),
            ("Total Fremdkapital", tfk, "bt"),
            ("Aktienkapital", ak, "i"),
            ("Kapitalreserven", kr, "i"),
            ("Gewinnreserven", gr, "i"),
            ("Eigene Aktien", ea, "i"),
            ("Eigenkapital der Aktionäre der Linthal Armaturen Holding AG", ek, "t"),
            ("Minderheitsanteile", mek, "i"),
            ("Total Eigenkapital", tek, "bt"),
            ("Total Passiven", add(tfk, tek), "bt"),
        ],
        f,
        size=7.8,
        lx=50,
        key="BS ",
    )
    s.skip(6)
    s.para(
        "Flüssige Mittel umfassen Kassenbestände, Post- und Bankguthaben sowie Festgelder mit einer "
        "Laufzeit von "
        "höchstens 90 Tagen (Fonds Flüssige Mittel der Geldflussrechnung). Wertschriften sind kotierte "
        "Anleihen "
        "und werden nicht zu den flüssigen Mitteln gezählt.",
        7.6,
    )
    same(L["eps"], epsv[0], "eps")
    check(
        L,
        sc,
        rev=ne[0],
        op=ebit[0],
        ni=akt[0],
        ta=ta[0],
        tl=tfk[0],
        te=tek[0],
        cash=fm[0],
        pat=kg[0],
        mind=mind[0],
        ek=ek[0],
        mek=mek[0],
        ebitda=ebitda[0],
    )
    g = dict(**inc, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Linthal Armaturen Holding AG", 1, q_co),
            F("annual_report", 1, q_rt),
            F("2022-12-31", 2, q_pe),
            F("CHF", 2, q_cur),
        ],
        F(L["eps"], *g["Ergebnis je Aktie, verwässert (CHF)"]),
        dict(
            total_revenue="Nettoerlöse aus Lieferungen und Leistungen",
            operating_income="Betriebsergebnis (EBIT)",
            net_income="davon Aktionäre der Linthal Armaturen Holding AG",
            total_assets="BS Total Aktiven",
            total_liabilities="BS Total Fremdkapital",
            total_equity="BS Total Eigenkapital",
            cash_and_equivalents="BS Flüssige Mittel",
        ),
    )
    notes = (
        "Swiss annual report (Geschäftsbericht 2022) in German under Swiss GAAP FER; statements in TCHF "
        "(thousands of Swiss francs) with apostrophe grouping and minus signs; key figures on page 1 in "
        "Mio. CHF with one decimal. The current year is the first column (2022; balance sheet 31.12.2022). "
        "period_end_date is 31 December 2022, printed as the end of the business year 1. Januar bis "
        "31. Dezember 2022. operating_income is the Betriebsergebnis (EBIT) after goodwill amortisation, "
        "not the EBITDA line. net_income is the share of the shareholders of the holding company (sum with "
        "Minderheitsanteile to the Konzerngewinn); diluted_eps the verwässert line in CHF. total_liabilities "
        "is Total Fremdkapital; total_equity Total Eigenkapital including Minderheitsanteile (sum). "
        "cash_and_equivalents is Flüssige Mittel, which the note defines as the cash fund of the cash-flow "
        "statement (cash and cash equivalents); Wertschriften are excluded. The dividend and AGM dates are "
        "distractors."
    )
    sums = [
        SUM(
            "Aktionäre + Minderheitsanteile = Konzerngewinn",
            [
                (1, "net_income"),
                (1, T("Minderheitsanteile (Gewinn)", L["mind"], *g["davon Minderheitsanteile"])),
            ],
            T("Konzerngewinn", L["pat"], *g["Konzerngewinn"]),
        ),
        SUM(
            "Eigenkapital der Aktionäre + Minderheitsanteile = Total Eigenkapital",
            [
                (
                    1,
                    T(
                        "Eigenkapital der Aktionäre",
                        L["ek"],
                        *g["BS Eigenkapital der Aktionäre der Linthal Armaturen Holding AG"],
                    ),
                ),
                (1, T("Minderheitsanteile (Eigenkapital)", L["mek"], *g["BS Minderheitsanteile"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums
