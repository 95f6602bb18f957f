"""Financial-statement builders for blind_extraction33 (5 documents).  All
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
LETTER = dict(w=612, h=792)


def V(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def sub(a, b):
    return [x - y for x, y in zip(a, b, strict=True)]


def neg(a):
    return [-x for x in a]


def r2(x, nd=2):
    return D(x).quantize(D(1).scaleb(-nd), rounding=ROUND_HALF_UP)


def paren(nd=0, zero="—", th=",", dp="."):
    """1,234 / (1,234) / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="()")

    return f


def minus(nd=0, zero="-", th="\u00a0", dp=","):
    """12 345 / -12 345 (Norwegian style with a no-break space as the thousands separator)."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="-")

    return f


def table(s, colx, rows, f, size=7.6, lead=None, lx=None, key=""):
    """rows: (label, values or None, flags); flags: b bold, i indent, t rule above.
    values may hold str cells (printed as they are) or None (blank).
    Returns {key + label: (page, row text)} for each label with values."""
    out = {}
    lead = lead or size * 1.55
    for row in rows:
        label, vals, flags = row[:3]
        if "t" in flags:
            s.p.line(min(colx) - 40, s.y - size - 1.5, max(colx) + 2, s.y - size - 1.5, 0.4)
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


def heads(s, colx, lines, size=7.2, x0=None):
    for ln in lines:
        s.row([(x, t, "r") for x, t in zip(colx, ln, strict=False) if t], size=size, bold=True, lead=size + 3)
    s.p.line((x0 or min(colx) - 40), s.y - 6, max(colx) + 2, s.y - 6, 0.5)
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


# ===== 1 Canadian fourth-quarter earnings release (CAD thousands): 13-week and 52-week columns side by side
# for a fiscal year ending on the last Saturday of October, the quarter being the contract period; highlights
# rounded to millions in the text; net earnings
# attributable to shareholders vs non-controlling interest (sum); adjusted EBITDA reconciliation (sum);
# statement of financial position with total liabilities and total equity including NCI; dividend dates
@doc(
    "b33_fs_ca_q4_release_full_year_columns",
    "financial_statement",
    "Assiniboine Specialty Foods Q4 and fiscal 2022 results",
)
def fs_ca():
    L = dict(
        rev=1514763000,
        op=113852000,
        ni=67315000,
        nci=2878000,
        net=70193000,
        ta=4481735000,
        tl=2225774000,
        te=2255961000,
        cash=187642000,
        eps=2.41,
        ebitda=196509000,
        tax=25738000,
        fin=21162000,
        fx=-3241000,
        da=63184000,
        rs=19473000,
    )
    sc = 1000
    p = Pdf(**LETTER)
    s = Sheet(p, x=54, xr=558, top=58, size=8.6)
    rev = V(1514763, 1389027, 5832164, 5416382)
    cos = V(1120836, 1041175, 4379618, 4054213)
    gp = sub(rev, cos)
    sga = V(197418, 183062, 764185, 719348)
    da = V(63184, 59047, 246132, 231275)
    rs = V(19473, 0, 32861, 6127)
    op = sub(gp, add(sga, da, rs))
    fin = V(21162, 18734, 82041, 75618)
    fx = V(-3241, 2067, 4173, -1294)
    ebt = sub(op, add(fin, fx))
    tax = [r2(x * D("0.2683"), 0) for x in ebt]
    net = sub(ebt, tax)
    nci = [r2(x * D("0.041"), 0) for x in net]
    ni = sub(net, nci)
    shb = V(27418, 27206, 27361, 27154)
    shd = V(27903, 27655, 27842, 27596)
    epsb = [r2(a / b) for a, b in zip(ni, shb, strict=True)]
    epsd = [r2(a / b) for a, b in zip(ni, shd, strict=True)]
    ebitda = add(net, tax, fin, fx, da, rs)

    def m1(x):
        return fmt(x / 1000, ",", ".", 1)

    # ---------------------------------------------------------------- page 1: the release
    s.t("NEWS RELEASE · FOR IMMEDIATE DISTRIBUTION", 7.6, True, color=GREY)
    s.skip(4)
    q_rt = s.para("Assiniboine Specialty Foods Inc. Reports Fourth Quarter and Fiscal 2022 Results", 14, True)
    s.skip(4)
    q_pe = s.para(
        'WINNIPEG, Manitoba, December 14, 2022 - Assiniboine Specialty Foods Inc. (TSX: ASF) ("Assiniboine" '
        'or the "Company") today reported its financial results for the fourth quarter and fiscal year ended '
        "October 29, 2022. All amounts are in Canadian dollars unless otherwise stated.",
        8.8,
    )
    s.t("Fourth quarter 2022 highlights", 9.4, True)
    for b in (
        f"Revenue of ${m1(rev[0])} million, up {r2((rev[0] - rev[1]) / rev[1] * 100, 1)}% from "
        f"${m1(rev[1])} million in the fourth quarter of fiscal 2021.",
        f"Adjusted EBITDA(1) of ${m1(ebitda[0])} million compared with ${m1(ebitda[1])} million.",
        f"Net earnings attributable to shareholders of ${m1(ni[0])} million, or ${epsd[0]} per diluted "
        "share.",
        "Restructuring costs related to the consolidation of the Brandon pasta line into the Winnipeg plant.",
    ):
        s.para("• " + b, 8.6)
    s.t("Fiscal 2022 highlights", 9.4, True)
    for b in (
        f"Revenue of ${m1(rev[2])} million and Adjusted EBITDA(1) of ${m1(ebitda[2])} million.",
        f"Net earnings attributable to shareholders of ${m1(ni[2])} million, or ${epsd[2]} per diluted "
        "share.",
        "Net debt to Adjusted EBITDA of 1.8x at year end, within the Company's target range.",
    ):
        s.para("• " + b, 8.6)
    s.para(
        "Fiscal 2022 and fiscal 2021 each comprised 52 weeks; the fourth quarters comprised 13 weeks. "
        "Dividend: the Board of Directors declared a quarterly dividend of $0.1850 per common share, payable "
        "on January 13, 2023 to shareholders of record at the close of business on December 30, 2022.",
        8.6,
    )
    s.para(
        "Conference call: management will host a conference call on December 15, 2022 at 9:00 a.m. (CT). The "
        "audited consolidated financial statements and MD&A for fiscal 2022 are filed on SEDAR.",
        8.6,
    )
    s.para(
        "(1) Adjusted EBITDA is a non-IFRS measure with no standardized meaning under IFRS; see the "
        "reconciliation to net earnings in this release.",
        7.4,
    )
    s.t(
        "Investor contact: Marielle Dufresne, VP Finance · investors@assiniboinefoods.example",
        7.6,
        color=GREY,
    )

    # ---------------------------------------------------------------- page 2: earnings
    s.new_page()
    q_co = s.t("ASSINIBOINE SPECIALTY FOODS INC.", 10, True, align="c")
    s.t("Consolidated Statements of Earnings (unaudited)", 9.4, True, align="c")
    q_cur = s.t("(in thousands of Canadian dollars, except per share amounts)", 8, align="c")
    s.skip(4)
    cx = [330, 405, 480, 556]
    heads(
        s,
        cx,
        [
            ["13 weeks ended", "", "52 weeks ended", ""],
            ["October 29,", "October 30,", "October 29,", "October 30,"],
            ["2022", "2021", "2022", "2021"],
        ],
        7.2,
    )
    f = paren(0, "—")
    inc = table(
        s,
        cx,
        [
            ("Revenue", rev, "b"),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative", sga, ""),
            ("Depreciation and amortization", da, ""),
            ("Restructuring costs", rs, ""),
            ("Operating earnings", op, "bt"),
            ("Finance costs, net", fin, ""),
            ("Foreign exchange (gain) loss", fx, ""),
            ("Earnings before income taxes", ebt, "t"),
            ("Income tax expense", tax, ""),
            ("Net earnings", net, "bt"),
            ("Net earnings attributable to:", None, ""),
            ("Shareholders of the Company", ni, "i"),
            ("Non-controlling interest", nci, "i"),
            ("Earnings per share", None, ""),
            ("Basic", [fmt(x, ",", ".", 2) for x in epsb], "i"),
            ("Diluted", [fmt(x, ",", ".", 2) for x in epsd], "i"),
            ("Weighted average shares outstanding (thousands)", None, ""),
            ("Basic ", [fmt(x, ",", ".", 0) for x in shb], "j"),
            ("Diluted ", [fmt(x, ",", ".", 0) for x in shd], "j"),
        ],
        f,
        size=7.6,
        lx=54,
    )
    s.skip(10)
    s.t("Reconciliation of net earnings to Adjusted EBITDA (non-IFRS)", 9, True)
    s.t("(in thousands of Canadian dollars)", 7.6)
    s.skip(2)
    rec = table(
        s,
        cx,
        [
            ("Net earnings", net, "b"),
            ("Add: income tax expense", tax, "i"),
            ("Add: finance costs, net", fin, "i"),
            ("Add: foreign exchange (gain) loss", fx, "i"),
            ("Add: depreciation and amortization", da, "i"),
            ("Add: restructuring costs", rs, "i"),
            ("Adjusted EBITDA", ebitda, "bt"),
        ],
        f,
        size=7.6,
        lx=54,
        key="R ",
    )

    # ---------------------------------------------------------------- page 3: financial position
    s.new_page()
    s.t("ASSINIBOINE SPECIALTY FOODS INC.", 10, True, align="c")
    s.t("Consolidated Statements of Financial Position", 9.4, True, align="c")
    s.t("(in thousands of Canadian dollars)", 8, align="c")
    s.skip(4)
    bx = [460, 556]
    heads(s, bx, [["October 29,", "October 30,"], ["2022", "2021"]], 7.4)
    cash = V(187642, 243917)
    rec_ = V(613274, 558426)
    inv = V(845193, 721064)
    pre = V(39471, 35126)
    tca = add(cash, rec_, inv, pre)
    ppe = V(1764382, 1682157)
    rou = V(226843, 249376)
    intg = V(312068, 345183)
    gw = V(478126, 478126)
    dta = V(14736, 20869)
    ta = add(tca, ppe, rou, intg, gw, dta)
    ap = V(589137, 512748)
    cpd = V(95000, 95000)
    cll = V(42186, 40873)
    itp = V(23614, 17452)
    tcl = add(ap, cpd, cll, itp)
    ltd = V(1126400, 1189050)
    ll = V(201174, 225817)
    dtl = V(148263, 134027)
    tl = add(tcl, ltd, ll, dtl)
    shc = V(964183, 952376)
    cs = V(41068, 36185)
    aoci = V(12873, -4126)
    ncieq = V(69347, 62071)
    te = sub(ta, tl)
    re_ = sub(te, add(shc, cs, aoci, ncieq))
    eqa = add(shc, cs, aoci, re_)
    bs = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets", None, ""),
            ("Cash and cash equivalents", cash, "i"),
            ("Trade and other receivables", rec_, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and deposits", pre, "i"),
            ("", tca, "t"),
            ("Property, plant and equipment", ppe, ""),
            ("Right-of-use assets", rou, ""),
            ("Intangible assets", intg, ""),
            ("Goodwill", gw, ""),
            ("Deferred income tax assets", dta, ""),
            ("Total assets", ta, "bt"),
            ("LIABILITIES", None, "b"),
            ("Current liabilities", None, ""),
            ("Trade payables and accrued liabilities", ap, "i"),
            ("Current portion of long-term debt", cpd, "i"),
            ("Current portion of lease liabilities", cll, "i"),
            ("Income taxes payable", itp, "i"),
            ("", tcl, "t"),
            ("Long-term debt", ltd, ""),
            ("Lease liabilities", ll, ""),
            ("Deferred income tax liabilities", dtl, ""),
            ("Total liabilities", tl, "bt"),
            ("EQUITY", None, "b"),
            ("Share capital", shc, "i"),
            ("Contributed surplus", cs, "i"),
            ("Accumulated other comprehensive income (loss)", aoci, "i"),
            ("Retained earnings", re_, "i"),
            ("Equity attributable to shareholders of the Company", eqa, "t"),
            ("Non-controlling interest", ncieq, ""),
            ("Total equity", te, "bt"),
            ("Total liabilities and equity", add(tl, te), "bt"),
        ],
        f,
        size=7.6,
        lx=54,
        key="BS ",
    )
    s.skip(6)
    s.para(
        "The Company's revolving credit facility of $750.0 million matures on June 26, 2026; $214.6 million "
        "was drawn at October 29, 2022. Complete financial statements, with notes, are available on SEDAR.",
        7.6,
    )
    same(L["eps"], epsd[0], "eps")
    check(
        L,
        sc,
        rev=rev[0],
        op=op[0],
        ni=ni[0],
        nci=nci[0],
        net=net[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=cash[0],
        ebitda=ebitda[0],
        tax=tax[0],
        fin=fin[0],
        fx=fx[0],
        da=da[0],
        rs=rs[0],
    )
    g = dict(**inc, **rec, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Assiniboine Specialty Foods Inc.", 2, q_co),
            F("earnings_release", 1, " ".join(q_rt)),
            F("2022-10-29", 1, " ".join(q_pe)),
            F("CAD", 2, q_cur),
        ],
        F(L["eps"], *g["Diluted"]),
        dict(
            total_revenue="Revenue",
            operating_income="Operating earnings",
            net_income="Shareholders of the Company",
            total_assets="BS Total assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "Canadian quarterly earnings release (fourth quarter and fiscal year), CAD in thousands except "
        "per-share "
        "amounts. The fiscal year ends on the last Saturday of October. The statement of earnings has four "
        "columns: 13 weeks ended October 29, 2022 and October 30, 2021, then the 52 weeks ended on the same "
        "dates; the current period is the first column (the 13-week quarter), so the full-year columns and "
        "the "
        "full-year highlights are distractors. The text "
        "highlights round to millions with one decimal. operating_income is Operating earnings; Adjusted "
        "EBITDA (non-IFRS, reconciliation sum) is a distractor. net_income is the net earnings attributable "
        "to "
        "shareholders of the Company (net earnings = shareholders + non-controlling interest, sum). "
        "diluted_eps is the first figure of the Diluted row (dollars); the share counts are distractors. "
        "Statement of financial position at October 29, 2022 (first column): total liabilities is printed; "
        "total_equity is Total equity including the non-controlling interest. The dividend, record, call and "
        "credit-facility dates are distractors."
    )
    r = g["R Net earnings"]
    sums = [
        SUM(
            "net earnings = shareholders of the Company + non-controlling interest",
            [(1, "net_income"), (1, T("non-controlling interest", L["nci"], *g["Non-controlling interest"]))],
            T("net earnings", L["net"], *g["Net earnings"]),
        ),
        SUM(
            "Adjusted EBITDA reconciliation, 13 weeks ended October 29, 2022",
            [
                (1, T("net earnings", L["net"], *r)),
                (1, T("income tax expense", L["tax"], *g["R Add: income tax expense"])),
                (1, T("finance costs", L["fin"], *g["R Add: finance costs, net"])),
                (1, T("foreign exchange gain", L["fx"], *g["R Add: foreign exchange (gain) loss"])),
                (1, T("depreciation and amortization", L["da"], *g["R Add: depreciation and amortization"])),
                (1, T("restructuring costs", L["rs"], *g["R Add: restructuring costs"])),
            ],
            T("Adjusted EBITDA", L["ebitda"], *g["R Adjusted EBITDA"]),
        ),
    ]
    return p, fields, notes, sums


# ===== 2 US Form 10-Q of a grocery chain (USD thousands): 12-week second quarter inside a 52-week year whose
# first quarter has 16 weeks; 12-week and 28-week columns, the current quarter being the first; MD&A with
# year-to-date figures; balance sheet against the prior fiscal year end (a Saturday), total liabilities
# printed;
# cover share count and dates as distractors
@doc(
    "b33_fs_us_10q_twelve_week_quarter",
    "financial_statement",
    "Piedmont Harvest Markets 10-Q second quarter fiscal 2024",
)
def fs_us():
    L = dict(
        cos=437219000,
        gp=175628000,
        rev=612847000,
        op=20048000,
        ni=12755000,
        ta=1234860000,
        tl=957795000,
        te=277065000,
        cash=46913000,
        eps=0.3,
    )
    sc = 1000
    p = Pdf(**LETTER)
    s = Sheet(p, x=54, xr=558, top=58, size=8.6)
    s.t("UNITED STATES", 11, True, align="c")
    s.t("SECURITIES AND EXCHANGE COMMISSION", 11, True, align="c")
    s.t("Washington, D.C. 20549", 8.6, align="c")
    s.skip(6)
    q_rt = s.t("FORM 10-Q", 15, True, align="c")
    s.skip(4)
    s.para(
        "☒ QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 8.6, True
    )
    q_pe = s.t("For the quarterly period ended July 13, 2024", 9, True, align="c")
    s.t("OR", 8.6, align="c")
    s.para("☐ TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 8.6)
    s.t("Commission File Number 001-41187", 8.6, align="c")
    s.skip(8)
    q_co = s.t("PIEDMONT HARVEST MARKETS, INC.", 15, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7.6, align="c")
    s.skip(4)
    s.row([(160, "North Carolina", "c"), (450, "87-2390614", "c")], 8.6)
    s.row(
        [
            (160, "(State or other jurisdiction of incorporation)", "c"),
            (450, "(I.R.S. Employer Identification No.)", "c"),
        ],
        7.2,
    )
    s.skip(4)
    s.t("3150 Battleground Avenue, Greensboro, North Carolina 27408 · (336) 555-0127", 8.6, align="c")
    s.skip(8)
    s.para(
        "Securities registered pursuant to Section 12(b) of the Act: Common Stock, par value $0.001 per "
        "share, "
        "trading symbol PHM, The Nasdaq Stock Market LLC.",
        8.2,
    )
    s.para(
        "Indicate by check mark whether the registrant (1) has filed all reports required to be filed by "
        "Section 13 or 15(d) of the Securities Exchange Act during the preceding 12 months and (2) has been "
        "subject to such filing requirements for the past 90 days. Yes ☒ No ☐",
        8.2,
    )
    s.para(
        "Indicate by check mark whether the registrant is a large accelerated filer, an accelerated filer, a "
        "non-accelerated filer, a smaller reporting company, or an emerging growth company. Accelerated "
        "filer ☒",
        8.2,
    )
    s.para("As of August 16, 2024, the registrant had 41,826,113 shares of common stock outstanding.", 8.2)

    rev = V(612847, 587316, 1418532, 1361904)
    cos = V(437219, 421658, 1013876, 978341)
    gp = sub(rev, cos)
    dse = V(118406, 112937, 276118, 263482)
    gna = V(21374, 20815, 50236, 48917)
    dep = V(14582, 13906, 33877, 32168)
    pre = V(1218, 2406, 3184, 4015)
    op = sub(gp, add(dse, gna, dep, pre))
    intx = V(3417, 3862, 8106, 9018)
    oth = V(-286, 114, -541, 297)
    pbt = sub(op, add(intx, oth))
    tax = [r2(x * D("0.246"), 0) for x in pbt]
    ni = sub(pbt, tax)
    shb = V(41802, 41533, 41764, 41487)
    shd = V(42216, 41978, 42190, 41936)
    epsb = [r2(a / b) for a, b in zip(ni, shb, strict=True)]
    epsd = [r2(a / b) for a, b in zip(ni, shd, strict=True)]

    # ---------------------------------------------------------------- page 2: statements of income and MD&A
    s.new_page()
    s.t("PART I - FINANCIAL INFORMATION · Item 1. Financial Statements", 8.6, True)
    s.skip(4)
    s.t("PIEDMONT HARVEST MARKETS, INC.", 9.6, True, align="c")
    s.t("CONDENSED CONSOLIDATED STATEMENTS OF INCOME (UNAUDITED)", 9.6, True, align="c")
    q_cur = s.t("(in thousands of U.S. dollars, except per share amounts)", 8, align="c")
    s.skip(4)
    cx = [330, 405, 480, 556]
    heads(
        s,
        cx,
        [
            ["12 Weeks Ended", "", "28 Weeks Ended", ""],
            ["July 13,", "July 15,", "July 13,", "July 15,"],
            ["2024", "2023", "2024", "2023"],
        ],
        7.2,
    )
    f = paren(0, "—")

    def ps(x):
        return "$ " + fmt(x, ",", ".", 2, neg="()")

    inc = table(
        s,
        cx,
        [
            ("Net sales", ["$ " + fmt(x, ",", ".", 0) for x in rev], "b"),
            ("Cost of sales and related occupancy costs", cos, ""),
            ("Gross profit", gp, "t"),
            ("Direct store expenses", dse, ""),
            ("General and administrative expenses", gna, ""),
            ("Depreciation and amortization", dep, ""),
            ("Store pre-opening costs", pre, ""),
            ("Operating income", op, "bt"),
            ("Interest expense, net", intx, ""),
            ("Other (income) expense, net", oth, ""),
            ("Income before income taxes", pbt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net income", ["$ " + fmt(x, ",", ".", 0) for x in ni], "bt"),
            ("Net income per share:", None, ""),
            ("Basic", [ps(x) for x in epsb], "i"),
            ("Diluted", [ps(x) for x in epsd], "i"),
            ("Weighted average shares outstanding:", None, ""),
            ("Basic ", [fmt(x, ",", ".", 0) for x in shb], "j"),
            ("Diluted ", [fmt(x, ",", ".", 0) for x in shd], "j"),
        ],
        f,
        size=7.6,
        lx=54,
    )
    s.t("See accompanying notes to the condensed consolidated financial statements.", 7.2, color=GREY)
    s.skip(10)
    s.t(
        "Item 2. Management's Discussion and Analysis of Financial Condition and Results of Operations "
        "(excerpt)",
        8.6,
        True,
    )
    s.para(
        "We report on a 52- or 53-week fiscal year ending on the Saturday closest to December 31. Our first "
        "quarter contains 16 weeks and each remaining quarter 12 weeks; fiscal 2024 ends on December 28, "
        "2024. "
        "Net sales for the 12 weeks ended July 13, 2024 increased "
        f"{r2((rev[0] - rev[1]) / rev[1] * 100, 1)}% "
        "and identical store sales increased 2.7%; we opened three stores in the quarter and operated 118 "
        "stores at quarter end. Net sales for the 28 weeks ended July 13, 2024 were "
        f"${fmt(rev[2] / 1000, ',', '.', 1)} million and net income was ${fmt(ni[2] / 1000, ',', '.', 1)} "
        "million.",
        8,
    )

    # ---------------------------------------------------------------- page 3: balance sheets
    s.new_page()
    s.t("PIEDMONT HARVEST MARKETS, INC.", 9.6, True, align="c")
    s.t("CONDENSED CONSOLIDATED BALANCE SHEETS", 9.6, True, align="c")
    s.t("(in thousands of U.S. dollars, except par value)", 8, align="c")
    s.skip(4)
    bx = [470, 556]
    heads(s, bx, [["July 13,", "December 30,"], ["2024", "2023"], ["(unaudited)", ""]], 7.4)
    cash = V(46913, 38205)
    ar = V(21578, 19846)
    inv = V(152307, 146722)
    ppd = V(12846, 14193)
    tca = add(cash, ar, inv, ppd)
    ppe = V(398214, 391607)
    rou = V(512438, 507912)
    gw = V(64215, 64215)
    intg = V(18436, 19128)
    oa = V(7913, 7406)
    ta = add(tca, ppe, rou, gw, intg, oa)
    ap = V(131582, 124306)
    pay = V(28417, 31952)
    oal = V(24683, 22148)
    col = V(52906, 51417)
    cmd = V(8750, 8750)
    tcl = add(ap, pay, oal, col, cmd)
    ltd = V(176284, 188915)
    lol = V(498311, 495086)
    dit = V(27615, 25938)
    oll = V(9247, 8813)
    tl = add(tcl, ltd, lol, dit, oll)
    cs = V(42, 42)
    apic = V(192618, 189407)
    aoci = V(1126, 1384)
    te = sub(ta, tl)
    re_ = sub(te, add(cs, apic, aoci))
    bs = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", ["$ " + fmt(x, ",", ".", 0) for x in cash], "i"),
            ("Accounts receivable, net", ar, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and other current assets", ppd, "i"),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Other assets", oa, ""),
            ("Total assets", ["$ " + fmt(x, ",", ".", 0) for x in ta], "bt"),
            ("LIABILITIES AND STOCKHOLDERS' EQUITY", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "i"),
            ("Accrued payroll and benefits", pay, "i"),
            ("Other accrued liabilities", oal, "i"),
            ("Current portion of operating lease liabilities", col, "i"),
            ("Current maturities of long-term debt", cmd, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net of current maturities", ltd, ""),
            ("Long-term operating lease liabilities", lol, ""),
            ("Deferred income taxes", dit, ""),
            ("Other long-term liabilities", oll, ""),
            ("Total liabilities", tl, "bt"),
            ("Commitments and contingencies (Note 9)", None, ""),
            ("Stockholders' equity:", None, ""),
            ("Preferred stock, $0.001 par value; none issued", V(0, 0), "i"),
            ("Common stock, $0.001 par value", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Retained earnings", re_, "i"),
            ("Accumulated other comprehensive income", aoci, "i"),
            ("Total stockholders' equity", te, "bt"),
            (
                "Total liabilities and stockholders' equity",
                ["$ " + fmt(x, ",", ".", 0) for x in add(tl, te)],
                "bt",
            ),
        ],
        f,
        size=7.6,
        lx=54,
        key="BS ",
    )
    s.t("See accompanying notes to the condensed consolidated financial statements.", 7.2, color=GREY)
    same(L["eps"], epsd[0], "eps")
    check(
        L,
        sc,
        rev=rev[0],
        op=op[0],
        ni=ni[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=cash[0],
        cos=cos[0],
        gp=gp[0],
    )
    g = dict(**inc, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Piedmont Harvest Markets, Inc.", 1, q_co),
            F("10-Q", 1, q_rt),
            F("2024-07-13", 1, q_pe),
            F("USD", 2, q_cur),
        ],
        F(L["eps"], *g["Diluted"]),
        dict(
            total_revenue="Net sales",
            operating_income="Operating income",
            net_income="Net income",
            total_assets="BS Total assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total stockholders' equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "US Form 10-Q for the second quarter of fiscal 2024, the 12 weeks ended July 13, 2024 (the fiscal "
        "year's first quarter has 16 weeks, the others 12); USD thousands except per-share data. The "
        "statement "
        "of income has 12-week and 28-week columns for both years; the current period is the first column "
        "(12 weeks ended July 13, 2024), so the 28-week columns and the year-to-date figures in MD&A (in "
        "millions) are distractors. operating_income is Operating income; net_income is Net income (no "
        "noncontrolling interest); diluted_eps is the Diluted row's first figure; the share counts and the "
        "cover's outstanding shares are distractors. The balance sheet compares July 13, 2024 (first column) "
        "with the prior fiscal year end, December 30, 2023; total liabilities is printed and total_equity is "
        "Total stockholders' equity. The cover share-count date and the fiscal year-end date in MD&A are "
        "distractors."
    )
    sums = [
        SUM(
            "net sales - cost of sales = gross profit (12 weeks ended July 13, 2024)",
            [
                (1, "total_revenue"),
                (-1, T("cost of sales", L["cos"], *g["Cost of sales and related occupancy costs"])),
            ],
            T("gross profit", L["gp"], *g["Gross profit"]),
        ),
    ]
    return p, fields, notes, sums


# ===== 3 Norwegian årsrapport under the Accounting Act (NOK 1 000, space grouping, minus signs) for a fiscal
# year from 1 May to 30 April (avvikende regnskapsår): parent company
# (morselskap) and group (konsern) columns side by side with a note column, the group's current year being the
# third figure; minority share vs majority share of the profit (sums); sum gjeld and sum egenkapital including
# minority interests; key figures in MNOK and the board's report as distractors; no earnings per share at all
@doc(
    "b33_fs_no_arsrapport_morselskap_konsern",
    "financial_statement",
    "Vestlandske Trelast AS årsrapport 2022/2023",
)
def fs_no():
    L = dict(
        rev=1290901000,
        op=80251000,
        ni=51649000,
        mi=3667000,
        arsres=55316000,
        ta=766993000,
        tl=420453000,
        te=346540000,
        cash=37284000,
    )
    sc = 1000
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=60, size=8.4)
    # group (K) and parent (M) figures, current year first
    K = dict(
        salg=V(1284617, 1203745),
        anneninnt=V(6284, 5117),
        vare=V(918742, 861209),
        lonn=V(176385, 165902),
        avskr=V(21908, 20476),
        annenkost=V(93615, 88043),
        dattinnt=V(0, 0),
        renteinnt=V(1418, 612),
        fininnt=V(347, 205),
        rentekost=V(9862, 7314),
        finkost=V(1236, 2018),
    )
    M = dict(
        salg=V(812406, 776318),
        anneninnt=V(14372, 13905),
        vare=V(603518, 578224),
        lonn=V(98417, 93650),
        avskr=V(9813, 9422),
        annenkost=V(61207, 57981),
        dattinnt=V(18500, 15000),
        renteinnt=V(2306, 1487),
        fininnt=V(0, 0),
        rentekost=V(6218, 4905),
        finkost=V(604, 1122),
    )
    for X, taxfree in ((K, False), (M, True)):
        X["sdi"] = add(X["salg"], X["anneninnt"])
        X["sdk"] = add(X["vare"], X["lonn"], X["avskr"], X["annenkost"])
        X["dr"] = sub(X["sdi"], X["sdk"])
        X["nf"] = sub(add(X["dattinnt"], X["renteinnt"], X["fininnt"]), add(X["rentekost"], X["finkost"]))
        X["ebt"] = add(X["dr"], X["nf"])
        base = sub(X["ebt"], X["dattinnt"]) if taxfree else X["ebt"]
        X["skatt"] = [r2(b * D("0.22"), 0) for b in base]
        X["res"] = sub(X["ebt"], X["skatt"])
    K["min"] = [r2(x * D("0.0663"), 0) for x in K["res"]]
    K["maj"] = sub(K["res"], K["min"])
    utb = V(24000, 20000)
    M["utb"] = utb
    M["oae"] = sub(M["res"], utb)

    def cols(key, both=True, note=""):
        """Note, morselskap 2022, 2021, konsern 2022, 2021."""
        m = M.get(key) if both else None
        k = K.get(key)
        return [note] + (m if m is not None else [None, None]) + (k if k is not None else [None, None])

    def mnok(x):
        return fmt(x / 1000, " ", ",", 1)

    # ---------------------------------------------------------------- page 1: cover, key figures, board
    q_rt = s.t("Årsrapport 2022/2023", 20, True)
    q_co = s.t("Vestlandske Trelast AS", 13, True)
    s.t(
        "Org.nr. 918 427 365 · Kokstadflaten 31, 5257 Kokstad · www.vestlandske-trelast.example",
        7.6,
        color=GREY,
    )
    s.skip(10)
    s.t("Nøkkeltall konsern (MNOK)", 9.4, True)
    kx = [420, 500]
    s.row([(420, "2022/23", "r"), (500, "2021/22", "r")], 7.8, True)
    ebitda = add(K["dr"], K["avskr"])
    ta_k = None  # filled after the balance sheet is built (printed on page 1 below)
    key_rows = [
        ("Driftsinntekter", [mnok(x) for x in K["sdi"]]),
        ("EBITDA", [mnok(x) for x in ebitda]),
        ("Driftsresultat", [mnok(x) for x in K["dr"]]),
        ("Årsresultat", [mnok(x) for x in K["res"]]),
    ]
    for lab, vs in key_rows:
        s.row([(50, lab), (kx[0], vs[0], "r"), (kx[1], vs[1], "r")], 7.8)
    key_y = s.y
    s.skip(30)
    s.t("Styrets årsberetning (utdrag)", 9.4, True)
    s.para(
        "Vestlandske Trelast AS er morselskap i et konsern som driver engroshandel med trelast og byggevarer "
        "fra elleve avdelinger på Vestlandet. Konsernet består av morselskapet og datterselskapene Sunnfjord "
        "Byggevare AS (100 %) og Hardanger Takstol AS (62 %). Regnskapet er avlagt etter regnskapsloven og "
        "god "
        "regnskapsskikk for små foretak er ikke benyttet. Selskapet har avvikende regnskapsår fra 1. mai til "
        "30. april, "
        "tilpasset byggesesongen.",
        8,
    )
    s.para(
        f"Konsernets driftsinntekter ble {mnok(K['sdi'][0])} millioner kroner (fjorår {mnok(K['sdi'][1])}). "
        f"Driftsresultatet ble {mnok(K['dr'][0])} millioner kroner. Morselskapets årsresultat ble "
        f"{mnok(M['res'][0])} millioner kroner. Styret bekrefter at forutsetningen om fortsatt drift er til "
        "stede.",
        8,
    )
    s.para(
        f"Styret foreslår et utbytte på {mnok(utb[0])} millioner kroner, og at resten av morselskapets "
        "årsresultat overføres til annen egenkapital. Det har ikke inntruffet vesentlige hendelser etter "
        "balansedagen.",
        8,
    )
    s.skip(4)
    s.t("Bergen, 21. august 2023 · Styret i Vestlandske Trelast AS", 8)
    s.t("Kari Eidsvåg Hope (styreleder) · Torbjørn Lunde · Silje Haugland · Arne Vikøren (daglig leder)", 7.6)

    # ---------------------------------------------------------------- page 2: resultatregnskap
    s.new_page()
    s.t("Vestlandske Trelast AS", 10, True)
    q_pe = s.t("Resultatregnskap for regnskapsåret 1. mai 2022 - 30. april 2023", 11, True)
    q_cur = s.t("Beløp i NOK 1 000", 7.8)
    s.skip(4)
    cx = [300, 360, 420, 483, 543]
    s.row([(375, "MORSELSKAP", "c"), (498, "KONSERN", "c")], 7.4, True, lead=11)
    heads(s, cx, [["Note", "2022/23", "2021/22", "2022/23", "2021/22"]], 7.4)
    f = minus(0, "-", " ", ",")
    inc = table(
        s,
        cx,
        [
            ("Salgsinntekt", cols("salg", note="2"), ""),
            ("Annen driftsinntekt", cols("anneninnt"), ""),
            ("Sum driftsinntekter", cols("sdi"), "bt"),
            ("Varekostnad", cols("vare"), ""),
            ("Lønnskostnad", cols("lonn", note="3"), ""),
            ("Avskrivning på varige driftsmidler og immaterielle eiendeler", cols("avskr", note="5"), ""),
            ("Annen driftskostnad", cols("annenkost", note="3"), ""),
            ("Sum driftskostnader", cols("sdk"), "bt"),
            ("Driftsresultat", cols("dr"), "bt"),
            ("Inntekt på investering i datterselskap", ["6"] + M["dattinnt"] + [None, None], ""),
            ("Annen renteinntekt", cols("renteinnt"), ""),
            ("Annen finansinntekt", cols("fininnt"), ""),
            ("Annen rentekostnad", cols("rentekost"), ""),
            ("Annen finanskostnad", cols("finkost"), ""),
            ("Netto finansresultat", cols("nf"), "bt"),
            ("Ordinært resultat før skattekostnad", cols("ebt"), "b"),
            ("Skattekostnad på ordinært resultat", cols("skatt", note="9"), ""),
            ("Årsresultat", cols("res"), "bt"),
            ("Minoritetens andel av årsresultatet", [""] + [None, None] + K["min"], "i"),
            ("Majoritetens andel av årsresultatet", [""] + [None, None] + K["maj"], "i"),
            ("Overføringer og disponeringer (morselskap)", None, ""),
            ("Avsatt til utbytte", [""] + M["utb"] + [None, None], "i"),
            ("Overført til annen egenkapital", [""] + M["oae"] + [None, None], "i"),
            ("Sum disponert", [""] + M["res"] + [None, None], "it"),
        ],
        f,
        size=7.4,
        lx=50,
    )
    s.skip(8)
    s.para(
        "Inntekt på investering i datterselskap gjelder konsernbidrag og utbytte fra datterselskapene og "
        "elimineres i konsernregnskapet. Morselskapets og konsernets regnskap følger av notene 1 til 14.",
        7.4,
    )

    # ---------------------------------------------------------------- page 3: balanse
    s.new_page()
    s.t("Vestlandske Trelast AS", 10, True)
    s.t("Balanse pr. 30. april 2023", 11, True)
    s.t("Beløp i NOK 1 000", 7.8)
    s.skip(2)
    s.row([(375, "MORSELSKAP", "c"), (498, "KONSERN", "c")], 7.4, True, lead=11)
    heads(s, cx, [["Note", "30.04.2023", "30.04.2022", "30.04.2023", "30.04.2022"]], 7.2)
    B = {}

    def put(key, m, k):
        B[key] = (V(*m) if m else None, V(*k) if k else None)

    put("gw", None, (18406, 22085))
    put("tomt", (121538, 118207), (212874, 205316))
    put("mask", (31406, 29118), (64218, 59730))
    put("los", (12317, 11094), (21657, 19842))
    put("datt", (96400, 96400), None)
    put("lanks", (22000, 18000), None)
    put("afl", (1250, 1250), (3118, 3405))
    put("varer", (143206, 137915), (241693, 226418))
    put("kunde", (96418, 91237), (158327, 149806))
    put("kons", (12874, 10615), None)
    put("afk", (4318, 3906), (9416, 8702))
    put("bank", (15722, 21408), (37284, 42915))
    put("ak", (12000, 12000), (12000, 12000))
    put("ok", (8500, 8500), (8500, 8500))
    put("mi", None, (14872, 13406))
    put("uts", (4206, 3918), (11318, 10642))
    put("kred", (118000, 126500), (184600, 196300))
    put("lev", (84319, 79116), (131874, 122508))
    put("bsk", (9604, 9218), (18927, 17315))
    put("off", (13207, 12418), (22416, 20873))
    put("utb", (24000, 20000), (24000, 20000))
    put("akg", (14506, 13872), (27318, 25806))

    def tot(*keys):
        out = []
        for side in (0, 1):
            vals = [B[k][side] for k in keys if B[k][side] is not None]
            out.append(add(*vals))
        return out

    B["anl"] = tot("gw", "tomt", "mask", "los", "datt", "lanks", "afl")
    B["oml"] = tot("varer", "kunde", "kons", "afk", "bank")
    B["ta"] = tot("anl", "oml")
    B["avs"] = tot("uts")
    B["lang"] = tot("kred")
    B["kort"] = tot("lev", "bsk", "off", "utb", "akg")
    B["tl"] = tot("avs", "lang", "kort")
    B["te"] = [sub(B["ta"][i], B["tl"][i]) for i in (0, 1)]
    B["innsk"] = tot("ak", "ok")
    B["aek"] = [sub(sub(B["te"][0], B["innsk"][0]), V(0, 0)), sub(sub(B["te"][1], B["innsk"][1]), B["mi"][1])]
    B["opptj"] = B["aek"]

    def bc(key, note=""):
        m, k = B[key]
        return [note] + (m if m is not None else [None, None]) + (k if k is not None else [None, None])

    bs = table(
        s,
        cx,
        [
            ("EIENDELER", None, "b"),
            ("Goodwill", bc("gw", "5"), "i"),
            ("Tomter, bygninger og annen fast eiendom", bc("tomt", "5"), "i"),
            ("Maskiner og anlegg", bc("mask", "5"), "i"),
            ("Driftsløsøre, inventar, verktøy, kontormaskiner", bc("los", "5"), "i"),
            ("Investeringer i datterselskap", bc("datt", "6"), "i"),
            ("Lån til foretak i samme konsern", bc("lanks"), "i"),
            ("Andre langsiktige fordringer", bc("afl"), "i"),
            ("Sum anleggsmidler", bc("anl"), "bt"),
            ("Varer", bc("varer", "7"), "i"),
            ("Kundefordringer", bc("kunde", "8"), "i"),
            ("Fordringer på konsernselskap", bc("kons"), "i"),
            ("Andre fordringer", bc("afk"), "i"),
            ("Bankinnskudd, kontanter o.l.", bc("bank", "10"), "i"),
            ("Sum omløpsmidler", bc("oml"), "bt"),
            ("SUM EIENDELER", bc("ta"), "bt"),
            ("EGENKAPITAL OG GJELD", None, "b"),
            ("Aksjekapital", bc("ak", "11"), "i"),
            ("Overkurs", bc("ok"), "i"),
            ("Sum innskutt egenkapital", bc("innsk"), "t"),
            ("Annen egenkapital", bc("aek"), "i"),
            ("Sum opptjent egenkapital", bc("opptj"), "t"),
            ("Minoritetsinteresser", bc("mi"), "i"),
            ("Sum egenkapital", bc("te", "12"), "bt"),
            ("Utsatt skatt", bc("uts", "9"), "i"),
            ("Sum avsetning for forpliktelser", bc("avs"), "t"),
            ("Gjeld til kredittinstitusjoner", bc("kred", "13"), "i"),
            ("Sum annen langsiktig gjeld", bc("lang"), "t"),
            ("Leverandørgjeld", bc("lev"), "i"),
            ("Betalbar skatt", bc("bsk", "9"), "i"),
            ("Skyldige offentlige avgifter", bc("off"), "i"),
            ("Utbytte", bc("utb"), "i"),
            ("Annen kortsiktig gjeld", bc("akg"), "i"),
            ("Sum kortsiktig gjeld", bc("kort"), "t"),
            ("Sum gjeld", bc("tl"), "bt"),
            ("SUM EGENKAPITAL OG GJELD", [""] + B["ta"][0] + B["ta"][1], "bt"),
        ],
        f,
        size=7.2,
        lx=50,
        key="BS ",
    )
    s.skip(6)
    s.t("Bergen, 21. august 2023", 7.8)
    s.t("Styret i Vestlandske Trelast AS (signert elektronisk)", 7.8)
    # page 1: the balance-sheet key figures under the income figures
    p.page = p.doc[0]
    yk = key_y
    for lab, vs in (
        ("Totalkapital", [mnok(x) for x in B["ta"][1]]),
        (
            "Egenkapitalandel",
            [
                f"{r2(e / t * 100, 1)} %".replace(".", ",")
                for e, t in zip(B["te"][1], B["ta"][1], strict=True)
            ],
        ),
    ):
        p.text(50, yk, lab, 7.8)
        p.text(kx[0], yk, vs[0], 7.8, align="r")
        p.text(kx[1], yk, vs[1], 7.8, align="r")
        yk += s.lead
    _ = ta_k
    kk = K
    check(
        L,
        sc,
        rev=kk["sdi"][0],
        op=kk["dr"][0],
        ni=kk["maj"][0],
        mi=kk["min"][0],
        arsres=kk["res"][0],
        ta=B["ta"][1][0],
        tl=B["tl"][1][0],
        te=B["te"][1][0],
        cash=B["bank"][1][0],
    )
    g = dict(**inc, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Vestlandske Trelast AS", 1, q_co),
            F("annual_report", 1, q_rt),
            F("2023-04-30", 2, q_pe),
            F("NOK", 2, q_cur),
        ],
        NULL(),
        dict(
            total_revenue="Sum driftsinntekter",
            operating_income="Driftsresultat",
            net_income="Majoritetens andel av årsresultatet",
            total_assets="BS SUM EIENDELER",
            total_liabilities="BS Sum gjeld",
            total_equity="BS Sum egenkapital",
            cash_and_equivalents="BS Bankinnskudd, kontanter o.l.",
        ),
    )
    notes = (
        "Norwegian annual report (årsrapport) under the Accounting Act, in Norwegian, for the fiscal year 1 "
        "May "
        "2022 to 30 April 2023 (the columns are headed 2022/23 and 2021/22); NOK thousands (Beløp i "
        "NOK 1 000), space grouping, minus signs. The income statement and balance sheet print a note "
        "column, "
        "then the parent company (MORSELSKAP, 2022/23 and 2021/22) and then the group (KONSERN, 2022/23 and "
        "2021/22); the contract's consolidated current figures are the group's 2022/23 column, the third "
        "figure of each "
        "row that has all four (the fourth figure where the note number is printed). The key figures in MNOK "
        "with one decimal and the board's report are distractors. total_revenue is Sum driftsinntekter, "
        "operating_income Driftsresultat; net_income is Majoritetens andel av årsresultatet (the profit "
        "attributable to the parent's shareholders; Årsresultat = minority share + majority share, sum). "
        "diluted_eps is null: the report prints no earnings per share (a non-listed AS). total_assets is SUM "
        "EIENDELER, total_liabilities Sum gjeld, total_equity Sum egenkapital including minority interests, "
        "cash_and_equivalents Bankinnskudd, kontanter o.l. The board's signing date is a distractor."
    )
    sums = [
        SUM(
            "konsern: årsresultat = minoritetens andel + majoritetens andel",
            [
                (1, "net_income"),
                (1, T("minoritetens andel", L["mi"], *g["Minoritetens andel av årsresultatet"])),
            ],
            T("årsresultat konsern", L["arsres"], *g["Årsresultat"]),
        ),
        SUM(
            "konsern: sum gjeld + sum egenkapital = sum egenkapital og gjeld",
            [(1, "total_liabilities"), (1, "total_equity")],
            T("sum egenkapital og gjeld", L["ta"], *g["BS SUM EGENKAPITAL OG GJELD"]),
        ),
    ]
    return p, fields, notes, sums


# ===== 4 South African integrated annual report (ZAR thousands, R'000): salient features with headline
# earnings per share; operating profit before and after capital items; profit attributable to owners of the
# parent vs NCI (sum); EPS, diluted EPS, HEPS and diluted HEPS in cents; headline earnings reconciliation
# (sum);
# statement of financial position with a bank overdraft, and the cash-flow figure of net cash and cash
# equivalents after the overdraft (sum) as a distractor
@doc(
    "b33_fs_za_integrated_report_heps_cents",
    "financial_statement",
    "Highveld Packaging Holdings integrated annual report 2024",
)
def fs_za():
    L = dict(
        rev=3418726000,
        op=246957000,
        ni=116949000,
        nci=9346000,
        pfy=126295000,
        ta=3039385000,
        tl=1479078000,
        te=1560307000,
        cash=153829000,
        eps=62.1,
        imp=41386000,
        dis=2738000,
        txe=10435000,
        nce=2403000,
        he=142759000,
        od=36214000,
        netc=117615000,
    )
    sc = 1000
    p = Pdf(**A4)
    s = Sheet(p, x=50, xr=545, top=60, size=8.4)
    rev = V(3418726, 3102558)
    cos = V(2541309, 2286417)
    gp = sub(rev, cos)
    ooi = V(18406, 15932)
    dist = V(214583, 196720)
    adm = V(389417, 362085)
    ecl = V(6218, 4906)
    opbc = sub(add(gp, ooi), add(dist, adm, ecl))
    imp = V(41386, 3118)
    dis = V(2738, 1906)
    cap = sub(dis, imp)
    op = add(opbc, cap)
    fi = V(12306, 8417)
    fc = V(96418, 78205)
    assoc = V(7418, 6073)
    pbt = add(sub(add(op, fi), fc), assoc)
    tax = [r2((a - b) * D("0.27"), 0) for a, b in zip(pbt, assoc, strict=True)]
    pfy = sub(pbt, tax)
    oci = V(4318, -2106)
    tci = add(pfy, oci)
    nci = [r2(x * D("0.074"), 0) for x in pfy]
    ni = sub(pfy, nci)
    txe = [r2((a - b) * D("0.27"), 0) for a, b in zip(imp, dis, strict=True)]
    nce = [r2((a - b - c) * D("0.08518"), 0) for a, b, c in zip(imp, dis, txe, strict=True)]
    he = sub(add(ni, imp), add(dis, txe, nce))
    shb = V(186418, 186042)
    shd = V(188206, 187519)
    eps = [r2(a / b * 100, 1) for a, b in zip(ni, shb, strict=True)]
    deps = [r2(a / b * 100, 1) for a, b in zip(ni, shd, strict=True)]
    heps = [r2(a / b * 100, 1) for a, b in zip(he, shb, strict=True)]
    dheps = [r2(a / b * 100, 1) for a, b in zip(he, shd, strict=True)]
    dps = V("48.0", "44.5")

    def pc(a, b):
        return f"{r2((a - b) / abs(b) * 100, 1)}"

    # ---------------------------------------------------------------- page 1: cover and salient features
    s.t("HIGHVELD PACKAGING HOLDINGS LIMITED", 9, True, color=GREY)
    s.t(
        "(Incorporated in the Republic of South Africa) · Registration number 2019/418273/06", 7.4, color=GREY
    )
    s.t("JSE share code: HVP · ISIN: ZAE000318427", 7.4, color=GREY)
    s.skip(16)
    q_rt = s.t("Integrated Annual Report 2024", 22, True)
    s.skip(2)
    s.t("Packaging that keeps southern Africa moving", 11, color=GREY)
    s.skip(20)
    s.t("Salient features for the year ended 29 February 2024", 10, True)
    s.skip(2)
    fx = [380, 450, 520]
    s.row([(380, "2024", "r"), (450, "2023", "r"), (520, "% change", "r")], 7.8, True)
    s.rule()
    for lab, a, b, ch in (
        ("Revenue (R'000)", fmt(rev[0], ",", ".", 0), fmt(rev[1], ",", ".", 0), pc(rev[0], rev[1])),
        (
            "Operating profit before capital items (R'000)",
            fmt(opbc[0], ",", ".", 0),
            fmt(opbc[1], ",", ".", 0),
            pc(opbc[0], opbc[1]),
        ),
        ("Headline earnings per share (cents)", f"{heps[0]}", f"{heps[1]}", pc(heps[0], heps[1])),
        ("Diluted headline earnings per share (cents)", f"{dheps[0]}", f"{dheps[1]}", pc(dheps[0], dheps[1])),
        ("Earnings per share (cents)", f"{eps[0]}", f"{eps[1]}", pc(eps[0], eps[1])),
        ("Dividend per share (cents)", f"{dps[0]}", f"{dps[1]}", pc(dps[0], dps[1])),
    ):
        s.row([(50, lab), (fx[0], a, "r"), (fx[1], b, "r"), (fx[2], ch, "r")], 7.8)
    s.skip(10)
    s.para(
        "The board declared a final gross cash dividend of 26.0 cents per share (2023: 24.5 cents) on "
        "21 May 2024, payable on 17 June 2024 to shareholders recorded in the register on 14 June 2024. "
        "Headline earnings are calculated in accordance with Circular 1/2023 issued by the South African "
        "Institute of Chartered Accountants.",
        8,
    )
    s.para(
        "The impairment of the Pietermaritzburg corrugator line, recognised in capital items, reduced basic "
        "earnings but not headline earnings. The summarised financial statements on the following pages were "
        "extracted from the audited annual financial statements, on which the auditors issued an unmodified "
        "opinion dated 21 May 2024.",
        8,
    )

    # ---------------------------------------------------------------- page 2: profit or loss
    s.new_page()
    q_co = s.t("Highveld Packaging Holdings Limited", 10, True)
    q_pe = s.t(
        "Consolidated statement of profit or loss and other comprehensive income for the year ended "
        "29 February 2024",
        8.8,
        True,
    )
    q_cur = s.t("Amounts in thousands of South African Rand (R'000)", 7.6)
    s.skip(4)
    cx = [470, 545]
    heads(s, cx, [["2024", "2023"], ["R'000", "R'000"]], 7.4)
    f = paren(0, "-")
    inc = table(
        s,
        cx,
        [
            ("Revenue", rev, "b"),
            ("Cost of sales", neg(cos), ""),
            ("Gross profit", gp, "t"),
            ("Other operating income", ooi, ""),
            ("Distribution costs", neg(dist), ""),
            ("Administrative and other operating expenses", neg(adm), ""),
            ("Expected credit losses on trade receivables", neg(ecl), ""),
            ("Operating profit before capital items", opbc, "t"),
            ("Capital items", cap, ""),
            ("Operating profit", op, "bt"),
            ("Finance income", fi, ""),
            ("Finance costs", neg(fc), ""),
            ("Share of profit of associate", assoc, ""),
            ("Profit before taxation", pbt, "t"),
            ("Taxation", neg(tax), ""),
            ("Profit for the year", pfy, "bt"),
            ("Other comprehensive income, net of tax", None, ""),
            ("Exchange differences on translation of foreign operations", oci, "i"),
            ("Total comprehensive income for the year", tci, "bt"),
            ("Profit attributable to:", None, ""),
            ("Owners of the parent", ni, "i"),
            ("Non-controlling interests", nci, "i"),
        ],
        f,
        size=7.5,
        lx=50,
    )
    s.skip(6)
    s.t("Earnings per share", 8.6, True)
    eps_t = table(
        s,
        cx,
        [
            ("Basic earnings per share (cents)", [f"{x}" for x in eps], ""),
            ("Diluted earnings per share (cents)", [f"{x}" for x in deps], ""),
            ("Headline earnings per share (cents)", [f"{x}" for x in heps], ""),
            ("Diluted headline earnings per share (cents)", [f"{x}" for x in dheps], ""),
            ("Weighted average number of shares ('000)", [fmt(x, ",", ".", 0) for x in shb], ""),
            ("Diluted weighted average number of shares ('000)", [fmt(x, ",", ".", 0) for x in shd], ""),
        ],
        f,
        size=7.5,
        lx=50,
    )
    s.skip(6)
    s.t("Headline earnings reconciliation (R'000)", 8.6, True)
    hr = table(
        s,
        cx,
        [
            ("Profit attributable to owners of the parent", ni, ""),
            ("Impairment of property, plant and equipment", imp, "i"),
            ("Profit on disposal of property, plant and equipment", neg(dis), "i"),
            ("Tax effect of capital items", neg(txe), "i"),
            ("Non-controlling interests' share of capital items", neg(nce), "i"),
            ("Headline earnings", he, "bt"),
        ],
        f,
        size=7.5,
        lx=50,
        key="H ",
    )

    # ---------------------------------------------------------------- page 3: financial position
    s.new_page()
    s.t("Highveld Packaging Holdings Limited", 10, True)
    s.t("Consolidated statement of financial position at 29 February 2024", 8.8, True)
    s.t("Amounts in thousands of South African Rand (R'000)", 7.6)
    s.skip(4)
    heads(s, cx, [["29 Feb 2024", "28 Feb 2023"], ["R'000", "R'000"]], 7.4)
    ppe = V(1284316, 1236905)
    rou = V(142718, 151204)
    gw = V(186405, 186405)
    intg = V(48216, 53918)
    ias = V(61842, 56724)
    dta = V(18306, 15417)
    nca = add(ppe, rou, gw, intg, ias, dta)
    inv = V(512618, 468206)
    trc = V(603417, 552186)
    txr = V(4218, 6905)
    cash = V(153829, 172418)
    ca = add(inv, trc, txr, cash)
    hfs = V(23500, 0)
    ta = add(nca, ca, hfs)
    stc = V(412806, 412806)
    trs = V(-18417, -14206)
    orr = V(21406, 17088)
    ncie = V(84216, 78305)
    ibb = V(618400, 672500)
    lln = V(128417, 139206)
    dtl = V(96318, 88704)
    ncl = add(ibb, lln, dtl)
    tp = V(486205, 441318)
    cpb = V(80000, 80000)
    llc = V(24106, 22815)
    txp = V(9418, 7206)
    od = V(36214, 18506)
    cl = add(tp, cpb, llc, txp, od)
    tl = add(ncl, cl)
    te = sub(ta, tl)
    ret = sub(te, add(stc, trs, orr, ncie))
    eqo = add(stc, trs, orr, ret)
    bs = table(
        s,
        cx,
        [
            ("ASSETS", None, "b"),
            ("Non-current assets", nca, "b"),
            ("Property, plant and equipment", ppe, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Goodwill", gw, "i"),
            ("Intangible assets", intg, "i"),
            ("Investment in associate", ias, "i"),
            ("Deferred tax assets", dta, "i"),
            ("Current assets", ca, "b"),
            ("Inventories", inv, "i"),
            ("Trade and other receivables", trc, "i"),
            ("Taxation receivable", txr, "i"),
            ("Cash and cash equivalents", cash, "i"),
            ("Non-current assets held for sale", hfs, ""),
            ("Total assets", ta, "bt"),
            ("EQUITY AND LIABILITIES", None, "b"),
            ("Stated capital", stc, "i"),
            ("Treasury shares", trs, "i"),
            ("Other reserves", orr, "i"),
            ("Retained earnings", ret, "i"),
            ("Equity attributable to owners of the parent", eqo, "t"),
            ("Non-controlling interests", ncie, ""),
            ("Total equity", te, "bt"),
            ("Non-current liabilities", ncl, "b"),
            ("Interest-bearing borrowings", ibb, "i"),
            ("Lease liabilities", lln, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("Current liabilities", cl, "b"),
            ("Trade and other payables", tp, "i"),
            ("Current portion of interest-bearing borrowings", cpb, "i"),
            ("Lease liabilities ", llc, "i"),
            ("Taxation payable", txp, "i"),
            ("Bank overdraft", od, "i"),
            ("Total liabilities", tl, "bt"),
            ("Total equity and liabilities", add(te, tl), "bt"),
        ],
        f,
        size=7.4,
        lx=50,
        key="BS ",
    )
    s.skip(8)
    s.t("Extract from the consolidated statement of cash flows (R'000)", 8.6, True)
    netc = sub(cash, od)
    cf = table(
        s,
        cx,
        [
            ("Cash and cash equivalents", cash, "i"),
            ("Bank overdraft", neg(od), "i"),
            ("Net cash and cash equivalents at the end of the year", netc, "bt"),
        ],
        f,
        size=7.4,
        lx=50,
        key="CF ",
    )
    same(L["eps"], float(deps[0]), "eps")
    check(
        L,
        sc,
        rev=rev[0],
        op=op[0],
        ni=ni[0],
        nci=nci[0],
        pfy=pfy[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=cash[0],
        imp=imp[0],
        dis=dis[0],
        txe=txe[0],
        nce=nce[0],
        he=he[0],
        od=od[0],
        netc=netc[0],
    )
    g = dict(**inc, **eps_t, **hr, **bs, **cf)
    fields = fields_of(
        L,
        g,
        [
            F("Highveld Packaging Holdings Limited", 2, q_co),
            F("annual_report", 1, q_rt),
            F("2024-02-29", 2, q_pe),
            F("ZAR", 2, q_cur),
        ],
        F(L["eps"], *g["Diluted earnings per share (cents)"]),
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
        "South African integrated annual report for the year ended 29 February 2024 (a leap day), ZAR in "
        "thousands (R'000), "
        "brackets for negatives; current year in the first column. operating_income is Operating profit "
        "after "
        "capital items (the impairment and the disposal profit), not the operating profit before capital "
        "items. net_income is the profit attributable to owners of the parent (profit for the year = owners "
        "+ "
        "non-controlling interests, sum); headline earnings (reconciliation, sum) are a distractor. "
        "diluted_eps is the Diluted earnings per share in cents, as printed; headline and diluted headline "
        "earnings per share, basic EPS and the dividend per share are distractors. total_equity is Total "
        "equity including non-controlling interests; total_liabilities is printed. cash_and_equivalents is "
        "the statement of financial position's Cash and cash equivalents; the cash-flow extract's net figure "
        "after the bank overdraft (sum) is a distractor. Dividend, record, payment and audit-report dates "
        "are "
        "distractors."
    )
    sums = [
        SUM(
            "profit for the year = owners of the parent + non-controlling interests",
            [
                (1, "net_income"),
                (1, T("non-controlling interests", L["nci"], *g["Non-controlling interests"])),
            ],
            T("profit for the year", L["pfy"], *g["Profit for the year"]),
        ),
        SUM(
            "headline earnings reconciliation",
            [
                (
                    1,
                    T(
                        "profit attributable to owners",
                        L["ni"],
                        *g["H Profit attributable to owners of the parent"],
                    ),
                ),
                (1, T("impairment", L["imp"], *g["H Impairment of property, plant and equipment"])),
                (
                    -1,
                    T(
                        "profit on disposal",
                        L["dis"],
                        *g["H Profit on disposal of property, plant and equipment"],
                    ),
                ),
                (-1, T("tax effect", L["txe"], *g["H Tax effect of capital items"])),
                (-1, T("NCI share", L["nce"], *g["H Non-controlling interests' share of capital items"])),
            ],
            T("headline earnings", L["he"], *g["H Headline earnings"]),
        ),
        SUM(
            "cash and cash equivalents - bank overdraft = net cash and cash equivalents",
            [(1, "cash_and_equivalents"), (-1, T("bank overdraft", L["od"], *g["BS Bank overdraft"]))],
            T(
                "net cash and cash equivalents",
                L["netc"],
                *g["CF Net cash and cash equivalents at the end of the year"],
            ),
        ),
    ]
    return p, fields, notes, sums


# ===== 5 Mexican third-quarter earnings release in Spanish (MXN thousands, comma grouping, brackets): quarter
# vs prior-year quarter with a variation column, then nine-month columns; highlights in millions of pesos with
# one decimal; EBITDA reconciliation (sum); controlling vs non-controlling interest (sum); one
# basic-and-diluted
# EPS line in pesos; balance sheet at the quarter end vs the prior year end with total liabilities and total
# equity including the non-controlling interest
@doc(
    "b33_fs_mx_reporte_3t20_participacion_controladora",
    "financial_statement",
    "Cementos y Agregados del Bajío resultados 3T20",
)
def fs_mx():
    L = dict(
        rev=4871306000,
        op=1260927000,
        ni=759575000,
        nci=41664000,
        unc=801239000,
        ta=15668398000,
        tl=7290634000,
        te=8377764000,
        cash=1284617000,
        eps=1.84,
        da=186318000,
        ebitda=1447245000,
    )
    sc = 1000
    p = Pdf(ttf=True, **LETTER)
    s = Sheet(p, x=54, xr=558, top=58, size=8.6)
    # 3T20, 3T19, 9M20, 9M19
    rev = V(4871306, 4512847, 12906418, 13118274)
    cos = V(3062418, 2903114, 8318062, 8512906)
    gp = sub(rev, cos)
    gv = V(318406, 296117, 902318, 918406)
    ga = V(241873, 228509, 712406, 698215)
    og = V(-12318, 8406, 21406, 14318)
    op = sub(gp, add(gv, ga, og))
    gf = V(148206, 162318, 462918, 471206)
    pf = V(41872, 28406, 96318, 88417)
    cam = V(23418, -37205, 318406, -62418)
    rif = sub(add(gf, cam), pf)
    aso = V(9417, 7218, 21306, 24918)
    uai = add(sub(op, rif), aso)
    isr = [r2((a - b) * D("0.30"), 0) for a, b in zip(uai, aso, strict=True)]
    unc = sub(uai, isr)
    nci = [r2(x * D("0.052"), 0) for x in unc]
    ni = sub(unc, nci)
    shares = D(412318406)
    upa = [r2(x * 1000 / shares) for x in ni]
    da = V(186318, 174906, 548217, 521406)
    ebitda = add(op, da)

    def var(a, b):
        return f"{r2((a - b) / abs(b) * 100, 1)}%"

    def mm(x):
        return fmt(x / 1000, ",", ".", 1)

    # ---------------------------------------------------------------- page 1: release text
    s.t("COMUNICADO DE PRENSA · Relación con Inversionistas", 7.6, True, color=GREY)
    s.skip(4)
    q_rt = s.para(
        "Cementos y Agregados del Bajío, S.A.B. de C.V. reporta resultados del tercer trimestre de 2020",
        14,
        True,
    )
    s.skip(2)
    s.para(
        "León, Guanajuato, 22 de octubre de 2020 - Cementos y Agregados del Bajío, S.A.B. de C.V. (BMV: "
        'CABAJIO) ("CABAJIO" o "la Compañía") da a conocer sus resultados no auditados correspondientes al '
        "tercer trimestre de 2020 (3T20). Las cifras se presentan en pesos mexicanos nominales y han sido "
        "preparadas conforme a las Normas Internacionales de Información Financiera (NIIF).",
        8.6,
    )
    s.t("Aspectos relevantes del 3T20", 9.4, True)
    for b in (
        f"Ventas netas de {mm(rev[0])} millones de pesos, {var(rev[0], rev[1])} frente al 3T19; en los "
        f"primeros nueve meses, {mm(rev[2])} millones de pesos ({var(rev[2], rev[3])}).",
        f"EBITDA de {mm(ebitda[0])} millones de pesos, con margen EBITDA de "
        f"{r2(ebitda[0] / rev[0] * 100, 1)}%.",
        f"Utilidad neta de la participación controladora de {mm(ni[0])} millones de pesos.",
        "Volumen de cemento gris de 1.21 millones de toneladas (+3.4%), impulsado por la autoconstrucción.",
        "Deuda neta / EBITDA de los últimos doce meses de 1.9 veces al cierre del trimestre.",
    ):
        s.para("• " + b, 8.6)
    s.para(
        "COVID-19: las plantas operaron de manera continua como actividad esencial desde el 1 de junio de "
        "2020. La asamblea de accionistas del 29 de abril de 2020 aprobó posponer el pago de dividendos.",
        8.6,
    )
    s.para(
        "Conferencia telefónica: 23 de octubre de 2020, 10:00 h (tiempo del centro de México). Contacto: "
        "Lucía Arredondo Villaseñor, ri@cabajio.example.",
        8.2,
    )

    # ---------------------------------------------------------------- page 2: resultados
    s.new_page()
    s.t("CEMENTOS Y AGREGADOS DEL BAJÍO, S.A.B. DE C.V. Y SUBSIDIARIAS", 9.6, True, align="c")
    q_pe = s.para(
        "Estado consolidado de resultados por los periodos de tres y nueve meses terminados el 30 de "
        "septiembre de 2020 y 2019 (no auditado)",
        8.8,
        True,
    )
    q_cur = s.t("(miles de pesos mexicanos, excepto utilidad por acción)", 8, align="c")
    s.skip(4)
    cx = [330, 390, 432, 496, 556]
    heads(s, cx, [["3T20", "3T19", "Var. %", "9M20", "9M19"]], 7.6)
    f = paren(0, "-")

    def rowv(v, pct=True):
        return [v[0], v[1], var(v[0], v[1]) if pct else "n.s.", v[2], v[3]]

    inc = table(
        s,
        cx,
        [
            ("Ventas netas", rowv(rev), "b"),
            ("Costo de ventas", rowv(cos), ""),
            ("Utilidad bruta", rowv(gp), "bt"),
            ("Gastos de venta", rowv(gv), ""),
            ("Gastos de administración", rowv(ga), ""),
            ("Otros (ingresos) gastos, neto", rowv(og, False), ""),
            ("Utilidad de operación", rowv(op), "bt"),
            ("Gastos financieros", rowv(gf), ""),
            ("Productos financieros", rowv(neg(pf)), ""),
            ("Pérdida (utilidad) cambiaria, neta", rowv(cam, False), ""),
            ("Resultado integral de financiamiento", rowv(rif), "t"),
            ("Participación en resultados de asociadas", rowv(aso), ""),
            ("Utilidad antes de impuestos a la utilidad", rowv(uai), "t"),
            ("Impuestos a la utilidad", rowv(isr), ""),
            ("Utilidad neta consolidada", rowv(unc), "bt"),
            ("Participación no controladora", rowv(nci), "i"),
            ("Participación controladora", rowv(ni), "bi"),
            (
                "Utilidad por acción básica y diluida (pesos)",
                [f"{upa[0]}", f"{upa[1]}", "", f"{upa[2]}", f"{upa[3]}"],
                "",
            ),
            ("Acciones en circulación (promedio ponderado)", [fmt(shares, ",", ".", 0), "", "", "", ""], ""),
        ],
        f,
        size=7.4,
        lx=54,
    )
    s.skip(10)
    s.t("Conciliación de EBITDA (miles de pesos)", 9, True)
    eb = table(
        s,
        cx,
        [
            ("Utilidad de operación", rowv(op), ""),
            ("Depreciación y amortización", rowv(da), "i"),
            ("EBITDA", rowv(ebitda), "bt"),
            (
                "Margen EBITDA",
                [f"{r2(e / r * 100, 1)}%" for e, r in zip(ebitda[:2], rev[:2], strict=True)]
                + [""]
                + [f"{r2(e / r * 100, 1)}%" for e, r in zip(ebitda[2:], rev[2:], strict=True)],
                "",
            ),
        ],
        f,
        size=7.4,
        lx=54,
        key="E ",
    )

    # ---------------------------------------------------------------- page 3: situación financiera
    s.new_page()
    s.t("CEMENTOS Y AGREGADOS DEL BAJÍO, S.A.B. DE C.V. Y SUBSIDIARIAS", 9.6, True, align="c")
    s.t("Estado consolidado de situación financiera", 9.4, True, align="c")
    s.t("(miles de pesos mexicanos)", 8, align="c")
    s.skip(4)
    bx = [400, 480, 556]
    heads(s, bx, [["30 de septiembre", "31 de diciembre", ""], ["de 2020", "de 2019", "Var. %"]], 7.4)
    cash = V(1284617, 1518306)
    cxc = V(1618204, 1402815)
    inv = V(1173418, 1096227)
    pag = V(214306, 186518)
    tac = add(cash, cxc, inv, pag)
    ppe = V(9418306, 9386214)
    rou = V(318406, 327118)
    cmi = V(1206418, 1212906)
    ias = V(286417, 277014)
    dti = V(148306, 152418)
    ta = add(tac, ppe, rou, cmi, ias, dti)
    prov = V(1418206, 1512418)
    pcd = V(412500, 412500)
    arc = V(64218, 62906)
    opc = V(486318, 512204)
    tpc = add(prov, pcd, arc, opc)
    dlp = V(4106250, 4212500)
    arl = V(272418, 283106)
    ben = V(118406, 116218)
    dtp = V(412318, 408206)
    tl = add(tpc, dlp, arl, ben, dtp)
    cap = V(1842306, 1842306)
    prima = V(618406, 618406)
    ori = V(-86418, -92306)
    pnc = V(412306, 398415)
    te = sub(ta, tl)
    ur = sub(te, add(cap, prima, ori, pnc))
    pc_ = add(cap, prima, ur, ori)

    def b2(v, pct=True):
        return [v[0], v[1], var(v[0], v[1]) if pct else "n.s."]

    bs = table(
        s,
        bx,
        [
            ("Activo", None, "b"),
            ("Efectivo y equivalentes de efectivo", b2(cash), "i"),
            ("Clientes y otras cuentas por cobrar, neto", b2(cxc), "i"),
            ("Inventarios", b2(inv), "i"),
            ("Pagos anticipados y otros activos circulantes", b2(pag), "i"),
            ("Total activo circulante", b2(tac), "t"),
            ("Propiedades, planta y equipo, neto", b2(ppe), ""),
            ("Activos por derecho de uso", b2(rou), ""),
            ("Crédito mercantil e intangibles", b2(cmi), ""),
            ("Inversión en asociadas", b2(ias), ""),
            ("Impuestos a la utilidad diferidos", b2(dti), ""),
            ("Activo total", b2(ta), "bt"),
            ("Pasivo", None, "b"),
            ("Proveedores", b2(prov), "i"),
            ("Porción circulante de la deuda a largo plazo", b2(pcd), "i"),
            ("Pasivos por arrendamiento a corto plazo", b2(arc), "i"),
            ("Otros pasivos circulantes", b2(opc), "i"),
            ("Total pasivo circulante", b2(tpc), "t"),
            ("Deuda a largo plazo", b2(dlp), ""),
            ("Pasivos por arrendamiento a largo plazo", b2(arl), ""),
            ("Beneficios a los empleados", b2(ben), ""),
            ("Impuestos a la utilidad diferidos ", b2(dtp), ""),
            ("Pasivo total", b2(tl), "bt"),
            ("Capital contable", None, "b"),
            ("Capital social", b2(cap), "i"),
            ("Prima en emisión de acciones", b2(prima), "i"),
            ("Utilidades retenidas", b2(ur), "i"),
            ("Otras partidas de la utilidad integral", b2(ori, False), "i"),
            ("Participación controladora ", b2(pc_), "t"),
            ("Participación no controladora ", b2(pnc), ""),
            ("Capital contable total", b2(te), "bt"),
            ("Total pasivo y capital contable", b2(add(tl, te)), "bt"),
        ],
        f,
        size=7.6,
        lx=54,
        key="BS ",
    )
    s.skip(6)
    s.para(
        "Las cifras al 30 de septiembre de 2020 no han sido auditadas; las cifras al 31 de diciembre de 2019 "
        "provienen de los estados financieros consolidados dictaminados.",
        7.6,
    )
    same(L["eps"], upa[0], "eps")
    check(
        L,
        sc,
        rev=rev[0],
        op=op[0],
        ni=ni[0],
        nci=nci[0],
        unc=unc[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=cash[0],
        da=da[0],
        ebitda=ebitda[0],
    )
    g = dict(**inc, **eb, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Cementos y Agregados del Bajío, S.A.B. de C.V.", 1, " ".join(q_rt)),
            F("earnings_release", 1, " ".join(q_rt)),
            F("2020-09-30", 2, " ".join(q_pe)),
            F("MXN", 2, q_cur),
        ],
        F(L["eps"], *g["Utilidad por acción básica y diluida (pesos)"]),
        dict(
            total_revenue="Ventas netas",
            operating_income="Utilidad de operación",
            net_income="Participación controladora",
            total_assets="BS Activo total",
            total_liabilities="BS Pasivo total",
            total_equity="BS Capital contable total",
            cash_and_equivalents="BS Efectivo y equivalentes de efectivo",
        ),
    )
    notes = (
        "Mexican third-quarter 2020 earnings release in Spanish, MXN in thousands (miles de pesos mexicanos) "
        "except EPS in pesos, comma grouping, brackets for negatives. The statement of income has columns "
        "3T20, 3T19, Var. %, 9M20 and 9M19; the current period is the first column, the three months ended "
        "September 30, 2020, so the nine-month columns are distractors. The highlights in millions of pesos "
        "with one decimal and the volume and leverage figures are distractors. operating_income is Utilidad "
        "de operación; EBITDA (reconciliation, sum) is a distractor. net_income is the Participación "
        "controladora (Utilidad neta consolidada = non-controlling + controlling, sum). diluted_eps is the "
        "first figure of the single basic-and-diluted EPS line (pesos). Balance sheet at September 30, 2020 "
        "(first column) against December 31, 2019; total_liabilities is Pasivo total and total_equity "
        "Capital "
        "contable total including the non-controlling interest. The release, shareholders' meeting and "
        "conference-call dates are distractors."
    )
    sums = [
        SUM(
            "utilidad neta consolidada = participación no controladora + participación controladora",
            [
                (1, "net_income"),
                (1, T("participación no controladora", L["nci"], *g["Participación no controladora"])),
            ],
            T("utilidad neta consolidada", L["unc"], *g["Utilidad neta consolidada"]),
        ),
        SUM(
            "utilidad de operación + depreciación y amortización = EBITDA",
            [
                (1, "operating_income"),
                (1, T("depreciación y amortización", L["da"], *g["E Depreciación y amortización"])),
            ],
            T("EBITDA", L["ebitda"], *g["E EBITDA"]),
        ),
    ]
    return p, fields, notes, sums
