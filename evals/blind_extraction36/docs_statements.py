"""Financial-statement builders for blind_extraction36 (5 documents).  Every
company, figure, date and layout is invented.  Each builder computes its
subtotals and totals from the line items it prints and checks the hand-written
label literals with same()."""

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY
from pdfkit import Pdf, fmt
from sheet import Sheet

A4 = dict(w=595, h=842)
LETTER = dict(w=612, h=792)


def nums(*xs):
    return [D(str(x)) for x in xs]


def plus(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def minus(a, b):
    return [x - y for x, y in zip(a, b, strict=True)]


def rnd(x, nd=2):
    return D(x).quantize(D(1).scaleb(-nd), rounding=ROUND_HALF_UP)


def brackets(nd=0, zero="—", th=",", dp="."):
    """1,234 / (1,234) / a zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="()")

    return f


def signed(nd=0, zero="–", th=".", dp=",", minus_sign="-"):
    """Figures with a leading minus sign."""

    def f(x):
        if x == 0:
            return zero
        body = fmt(abs(x), th, dp, nd)
        return minus_sign + body if x < 0 else body

    return f


def table(s, colx, rows, f, size=7.6, lead=None, key="", first=None, rule_x0=None):
    """Statement rows (label, values or None, flags): b bold, i indent, ii double indent, t rule above,
    d double rule below.  A value is a number (formatted with f) or a string.  first: a prefix (such as
    '$') printed before the first column's value on rows flagged '$'.  Returns {key + label: (page, row
    text)} for rows with values."""
    out = {}
    lead = lead or size * 1.55
    x0 = rule_x0 if rule_x0 is not None else min(colx) - 46
    for label, vals, flags in rows:
        if "t" in flags:
            s.p.line(x0, s.y - size - 1.8, max(colx) + 2, s.y - size - 1.8, 0.4)
        ind = 18 if "ii" in flags else 9 if "i" in flags else 0
        cells = [(s.x + ind, label, "l")]
        for k, (x, v) in enumerate(zip(colx, vals or [], strict=False)):
            if v is None:
                continue
            txt = v if isinstance(v, str) else f(v)
            if first and "$" in flags:
                txt = first + " " + txt
            cells.append((x, txt, "r"))
            _ = k
        txt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if "d" in flags:
            for dy in (2.6, 4.4):
                s.p.line(min(colx) - 40, s.y - lead + dy, max(colx) + 2, s.y - lead + dy, 0.4)
        if vals and key + label not in out:
            out[key + label] = (s.page, txt)
    return out


def heads(s, colx, lines, size=7, lead=None, rule=True, x0=None):
    """Right-aligned column headings, one list of strings per printed line; returns the texts."""
    out = []
    for ln in lines:
        out.append(
            s.row(
                [(x, t, "r") for x, t in zip(colx, ln, strict=False) if t],
                size=size,
                bold=True,
                lead=lead or size + 3,
            )
        )
    if rule:
        s.p.line(x0 or (min(colx) - 46), s.y - 6, max(colx) + 2, s.y - 6, 0.5)
        s.skip(3)
    return out


def whole_units(x, scale):
    v = D(str(x)) * scale
    return int(v) if v == v.to_integral_value() else float(v)


def verify(L, scale, **computed):
    for k, v in computed.items():
        same(L[k], whole_units(v, scale), k)


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


def assemble(L, g, head4, eps, rows):
    """rows: money field -> key of a printed row in g (None for a null field)."""
    out = dict(zip(ORDER[:4], head4, strict=True))
    out["diluted_eps"] = eps
    for name, key in KEYS.items():
        k = rows[name]
        out[name] = NULL() if k is None else F(L[key], *g[k])
    return {k: out[k] for k in ORDER}


def term(what, L, key, g, row):
    """A printed statement figure as a sum term."""
    return T(what, L[key], *g[row])


def pct_change(a, b):
    return rnd((a - b) / abs(b) * 100, 1)


# ===== 1 US fourth-quarter and full-year earnings release (USD thousands, brackets): headline and highlights
# in millions with full-year figures next to the quarter; a CEO quote; outlook and conference-call dates;
# statements of operations with three-month and twelve-month columns; net income attributable to the company
# vs
# a noncontrolling interest; balance sheets at the fiscal year end vs the prior year end with short-term
# investments apart from cash; total liabilities printed; a non-GAAP reconciliation with adjusted operating
# income and adjusted EPS
@doc(
    "b36_fs_us_q4_release_fy_columns",
    "financial_statement",
    "Cascadia Instruments fourth quarter and fiscal 2022 results",
)
def fs_us():
    L = dict(
        rev=476598000,
        prod=385672000,
        svc=90926000,
        gp=256521000,
        opex=193652000,
        op=62869000,
        nitot=48406000,
        nci=1683000,
        ni=46723000,
        ta=2316430000,
        tl=867303000,
        te=1449127000,
        tle=2316430000,
        cash=336865000,
        eps=1.1,
    )
    sc = 1000
    q_end = "January 1, 2023"
    rel_date = "February 16, 2023"
    # columns: Q4 current, Q4 prior, FY current, FY prior (thousands)
    prod = nums(385672, 352828, 1407448, 1275779)
    svc = nums(90926, 79428, 337260, 296408)
    rev = plus(prod, svc)
    cprod = nums(176690, 165276, 655630, 600910)
    csvc = nums(43387, 39650, 162074, 147481)
    cost = plus(cprod, csvc)
    gp = minus(rev, cost)
    rd = nums(71736, 63491, 273766, 241278)
    sga = nums(98076, 88424, 374693, 343664)
    amort = nums(8588, 8588, 34338, 31655)
    restr = nums(15252, 0, 20511, 4961)
    opex = plus(rd, sga, amort, restr)
    op = minus(gp, opex)
    intexp = nums(-5312, -6302, -22476, -24169)
    oth = nums(1983, 850, 4696, -1275)
    pbt = plus(op, intexp, oth)
    tax = [-rnd(x * D("0.187"), 0) for x in pbt]
    nitot = plus(pbt, tax)
    nci = nums(1683, 1461, 6157, 5190)
    ni = minus(nitot, nci)
    sh_b = nums(41862, 41205, 41713, 40988)
    sh_d = nums(42618, 42114, 42506, 41870)
    eps_b = [rnd(a / b) for a, b in zip(ni, sh_b, strict=True)]
    eps_d = [rnd(a / b) for a, b in zip(ni, sh_d, strict=True)]
    sbc = nums(16428, 14076, 63939, 54811)
    adj_op = plus(op, amort, restr, sbc)
    cash = nums(336865, 287626)
    sti = nums(154000, 100003)
    cpd = nums(40004, 40004)

    p = Pdf(**LETTER)
    s = Sheet(p, x=60, xr=552, top=66, size=8.6)
    s.t("FOR IMMEDIATE RELEASE", 8, True, color=GREY)
    s.skip(6)
    q_head = s.para("Cascadia Instruments Reports Fourth Quarter and Fiscal 2022 Results", 14, True)
    s.para(
        "Record annual revenue; fourth-quarter orders up 11% year over year; first-quarter outlook issued",
        9.4,
    )
    s.skip(4)
    m = lambda x: f"${rnd(x / 1000, 1)} million"  # noqa: E731
    q_intro = s.para(
        f"PORTLAND, Ore., {rel_date} -- Cascadia Instruments, Inc. (Nasdaq: CSDI), a maker of precision "
        "test and measurement systems, today reported financial results for its fourth quarter and fiscal "
        f"year ended {q_end}. Fiscal 2022 and fiscal 2021 were 52-week years.",
        8.6,
    )
    s.t("Fourth Quarter 2022 Highlights", 9, True)
    for t in (
        f"Revenue of {m(rev[0])}, up {pct_change(rev[0], rev[1])}% from {m(rev[1])} in the fourth quarter of "
        "2021.",
        f"GAAP operating income of {m(op[0])}; non-GAAP operating income of {m(adj_op[0])}.",
        f"GAAP diluted earnings per share of ${eps_d[0]}; non-GAAP diluted earnings per share of "
        f"${rnd((adj_op[0] + intexp[0] + oth[0]) * D('0.813') / sh_d[0])}.",
    ):
        s.para("•  " + t, 8.4, gap=2)
    s.skip(3)
    s.t("Fiscal 2022 Highlights", 9, True)
    for t in (
        f"Record revenue of {m(rev[2])}, up {pct_change(rev[2], rev[3])}% from {m(rev[3])} in fiscal 2021.",
        f"GAAP net income attributable to Cascadia of {m(ni[2])}, or ${eps_d[2]} per diluted share.",
        f"Cash, cash equivalents and short-term investments of {m(cash[0] + sti[0])} at year end; "
        f"{m(cpd[0])} of term debt repaid during the year.",
    ):
        s.para("•  " + t, 8.4, gap=2)
    s.skip(3)
    s.para(
        '"Our teams closed the year with record shipments of our semiconductor metrology platforms and a '
        'strong order book," said Elena Marchetti, President and Chief Executive Officer. "Restructuring of '
        "our European service organisation weighed on fourth-quarter operating income, but it positions us "
        'for margin expansion in 2023."',
        8.4,
    )
    s.t("Outlook", 9, True)
    s.para(
        "For the first quarter of 2023, Cascadia expects revenue of $452 million to $474 million and GAAP "
        "diluted earnings per share of $1.02 to $1.18. The outlook assumes no further restructuring charges.",
        8.4,
    )
    s.t("Conference Call", 9, True)
    s.para(
        "Management will host a conference call today, February 16, 2023, at 1:30 p.m. Pacific Time. A "
        "replay "
        "will be available until March 2, 2023 at investors.cascadia-instruments.example.",
        8.4,
    )
    s.t("Forward-Looking Statements", 8.4, True)
    s.para(
        "This press release contains forward-looking statements, including the first-quarter outlook, that "
        "involve risks and uncertainties. Actual results may differ materially. Non-GAAP measures exclude "
        "amortization of acquired intangibles, restructuring and other charges and stock-based compensation; "
        "reconciliations are provided below.",
        7.6,
    )
    # ------------------------------------------------------------ page 2: operations
    s.new_page()
    s.t("CASCADIA INSTRUMENTS, INC.", 10, True, align="c")
    s.t("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 9, True, align="c")
    s.t("(in thousands, except per share data)", 8, align="c")
    s.t("(unaudited)", 8, align="c")
    s.skip(6)
    cx = [350, 415, 485, 550]
    heads(
        s,
        cx,
        [
            ["Thirteen Weeks Ended", "", "Fifty-two Weeks Ended", ""],
            ["January 1,", "January 2,", "January 1,", "January 2,"],
            ["2023", "2022", "2023", "2022"],
        ],
        7.2,
    )
    f = brackets(0, "—")
    g = table(
        s,
        cx,
        [
            ("Revenue:", None, "b"),
            ("Product", prod, "i$"),
            ("Service", svc, "i"),
            ("Total revenue", rev, "bt"),
            ("Cost of revenue:", None, ""),
            ("Product", cprod, "i"),
            ("Service ", csvc, "i"),
            ("Total cost of revenue", cost, "t"),
            ("Gross profit", gp, "bt"),
            ("Operating expenses:", None, ""),
            ("Research and development", rd, "i"),
            ("Selling, general and administrative", sga, "i"),
            ("Amortization of acquired intangibles", amort, "i"),
            ("Restructuring and other charges", restr, "i"),
            ("Total operating expenses", opex, "t"),
            ("Operating income", op, "bt"),
            ("Interest expense", intexp, ""),
            ("Other income (expense), net", oth, ""),
            ("Income before income taxes", pbt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net income", nitot, "t"),
            ("Less: net income attributable to noncontrolling interest", nci, ""),
            ("Net income attributable to Cascadia Instruments, Inc.", ni, "btd$"),
            ("Net income per share attributable to Cascadia Instruments, Inc.:", None, ""),
            ("Basic", [f"$ {x}" for x in eps_b], "i"),
            ("Diluted", [f"$ {x}" for x in eps_d], "i"),
            ("Weighted-average shares outstanding:", None, ""),
            ("Basic ", sh_b, "i"),
            ("Diluted ", sh_d, "i"),
        ],
        f,
        size=7.6,
        first="$",
        rule_x0=300,
    )
    s.skip(16)
    s.t("RECONCILIATION OF GAAP TO NON-GAAP OPERATING INCOME (unaudited, in thousands)", 8.4, True)
    s.skip(2)
    heads(
        s,
        cx,
        [
            ["Thirteen Weeks Ended", "", "Fifty-two Weeks Ended", ""],
            ["Q4 2022", "Q4 2021", "FY 2022", "FY 2021"],
        ],
        7.2,
    )
    table(
        s,
        cx,
        [
            ("GAAP operating income", op, ""),
            ("Amortization of acquired intangibles", amort, "i"),
            ("Restructuring and other charges", restr, "i"),
            ("Stock-based compensation", sbc, "i"),
            ("Non-GAAP operating income", adj_op, "bt"),
        ],
        f,
        size=7.6,
        key="NG ",
        rule_x0=300,
    )
    # ------------------------------------------------------------ page 3: balance sheet
    s.new_page()
    s.t("CASCADIA INSTRUMENTS, INC.", 10, True, align="c")
    s.t("CONDENSED CONSOLIDATED BALANCE SHEETS", 9, True, align="c")
    s.t("(in thousands)", 8, align="c")
    s.skip(6)
    bx = [470, 550]
    heads(s, bx, [["January 1,", "January 2,"], ["2023", "2022"]], 7.2)
    ar = nums(286539, 252873)
    inv = nums(369671, 314208)
    pre = nums(47228, 40979)
    tca = plus(cash, sti, ar, inv, pre)
    ppe = nums(235648, 217224)
    rou = nums(85909, 95261)
    gw = nums(593040, 593040)
    intg = nums(147672, 182010)
    dta = nums(38581, 32508)
    oa = nums(21277, 19630)
    ta = plus(tca, ppe, rou, gw, intg, dta, oa)
    ap = nums(153669, 135227)
    acc = nums(91860, 80472)
    dr = nums(72983, 63649)
    ocl = nums(58474, 51634)
    tcl = plus(ap, acc, dr, cpd, ocl)
    ltd = nums(345003, 385000)
    oll = nums(75656, 85229)
    olt = nums(29654, 27674)
    tl = plus(tcl, ltd, oll, olt)
    apic = nums(926036, 897229)
    aoci = nums(-17278, -4826)
    ncieq = nums(26969, 20819)
    te = minus(ta, tl)
    ret = minus(minus(minus(te, apic), aoci), ncieq)
    parent = plus(apic, ret, aoci)
    assert all(x > 0 for x in ret)
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
            ("Intangible assets, net", intg, ""),
            ("Deferred tax assets", dta, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "btd$"),
            ("LIABILITIES AND EQUITY", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "i$"),
            ("Accrued compensation and benefits", acc, "i"),
            ("Deferred revenue", dr, "i"),
            ("Current portion of long-term debt", cpd, "i"),
            ("Other current liabilities", ocl, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net of current portion", ltd, ""),
            ("Operating lease liabilities, non-current", oll, ""),
            ("Other long-term liabilities", olt, ""),
            ("Total liabilities", tl, "bt"),
            ("Stockholders' equity:", None, ""),
            ("Common stock and additional paid-in capital", apic, "i"),
            ("Retained earnings", ret, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Total Cascadia Instruments, Inc. stockholders' equity", parent, "t"),
            ("Noncontrolling interest", ncieq, ""),
            ("Total equity", te, "bt"),
            ("Total liabilities and equity", plus(tl, te), "btd$"),
        ],
        f,
        size=7.8,
        key="BS ",
        first="$",
        rule_x0=420,
    )
    s.skip(12)
    s.para(
        "Investor contact: Daniel Okafor, Vice President, Investor Relations, "
        "ir@cascadia-instruments.example. "
        "Cascadia Instruments' annual report on Form 10-K for fiscal 2022 will be filed by March 1, 2023.",
        7.4,
    )
    verify(
        L,
        sc,
        rev=rev[0],
        prod=prod[0],
        svc=svc[0],
        gp=gp[0],
        opex=opex[0],
        op=op[0],
        nitot=nitot[0],
        nci=nci[0],
        ni=ni[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        tle=tl[0] + te[0],
        cash=cash[0],
    )
    same(L["eps"], eps_d[0], "eps")
    g.update(b)
    fields = assemble(
        L,
        g,
        [
            F("Cascadia Instruments, Inc.", 1, j(q_intro)),
            F("earnings_release", 1, j(q_head)),
            F("2023-01-01", 1, j(q_intro)),
            F("USD", 2, g["Product"][1]),
        ],
        F(L["eps"], 2, g["Diluted"][1]),
        dict(
            total_revenue="Total revenue",
            operating_income="Operating income",
            net_income="Net income attributable to Cascadia Instruments, Inc.",
            total_assets="BS Total assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "US fourth-quarter and fiscal-year earnings release (press release with unaudited condensed "
        "statements) of a company with a 52-53-week fiscal year ending on a Sunday, USD in thousands except "
        "per-share data, negatives in brackets. The current period is the fourth quarter, the thirteen weeks "
        "ended at the fiscal year end (first column of the statement of operations); the fifty-two-week "
        "columns, the prior-year quarter and the full-year figures in the highlights are distractors, as are "
        "the release, conference-call, replay and filing dates and the outlook. "
        "total_revenue is Total revenue (product plus service, sum); operating_income is GAAP Operating "
        "income (gross profit less total operating expenses, sum), not non-GAAP operating income; net_income "
        "is the line attributable to the company (net income less the noncontrolling interest, sum); "
        "diluted_eps the GAAP diluted figure of the quarter, not the non-GAAP one. Balance sheet at the "
        "fiscal year end (first column): total liabilities printed; total equity includes the "
        "noncontrolling interest (liabilities plus equity, sum); cash_and_equivalents excludes short-term "
        "investments and the highlight's combined cash and investments figure."
    )
    sums = [
        SUM(
            "Product + Service = Total revenue",
            [(1, term("product", L, "prod", g, "Product")), (1, term("service", L, "svc", g, "Service"))],
            "total_revenue",
        ),
        SUM(
            "Gross profit - Total operating expenses = Operating income",
            [
                (1, term("gross profit", L, "gp", g, "Gross profit")),
                (-1, term("total operating expenses", L, "opex", g, "Total operating expenses")),
            ],
            "operating_income",
        ),
        SUM(
            "Net income - noncontrolling interest = attributable to Cascadia",
            [
                (1, term("net income", L, "nitot", g, "Net income")),
                (
                    -1,
                    term(
                        "noncontrolling interest",
                        L,
                        "nci",
                        g,
                        "Less: net income attributable to noncontrolling interest",
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "Total liabilities + Total equity = Total liabilities and equity",
            [(1, "total_liabilities"), (1, "total_equity")],
            term("total liabilities and equity", L, "tle", g, "BS Total liabilities and equity"),
        ),
    ]
    return p, fields, notes, sums


def j(lines):
    return " ".join(lines)


# ===== 2 UK plc annual report and accounts (GBP millions with one decimal, brackets): financial highlights
# with
# adjusted and statutory measures, a final dividend and AGM dates; a 52-week period ending on a Saturday
# compared
# with a 53-week prior period; income statement with operating profit, profit attributable to owners of the
# parent vs non-controlling interests, basic and diluted EPS in pence; adjusted operating profit
# reconciliation;
# balance sheet with total liabilities and net assets, a bank overdraft inside borrowings; cash-flow extract
# ending with cash net of overdrafts
@doc(
    "b36_fs_uk_plc_annual_report_pence_eps",
    "financial_statement",
    "Harcourt Linton Group plc Annual Report and Accounts 2023",
)
def fs_uk():
    L = dict(
        rev=612736000,
        op=41489000,
        adj=49030000,
        items=7541000,
        pat=28573000,
        nci=1291000,
        ni=27282000,
        ta=546025000,
        tl=296337000,
        te=249688000,
        cash=27934000,
        eps=25.8,
    )
    sc = 1000
    pe, pp = "25 February 2023", "26 February 2022"
    # columns: current 52 weeks, prior 53 weeks (GBP m, one decimal)
    rev = nums(612736, 573522)
    cos = nums(-421806, -396247)
    gp = plus(rev, cos)
    dist = nums(-58312, -54938)
    adm = nums(-93648, -85117)
    ooi = nums(2519, 1806)
    op = plus(gp, dist, adm, ooi)
    items = nums(7541, 3114)
    adj = plus(op, items)
    fin_i = nums(917, 304)
    fin_c = nums(-6238, -5846)
    pbt = plus(op, fin_i, fin_c)
    tax = [-rnd(x * D("0.21"), 0) for x in pbt]
    pat = plus(pbt, tax)
    nci = nums(1291, 917)
    ni = minus(pat, nci)
    shares_b, shares_d = nums("104.62", "104.18"), nums("105.87", "105.41")
    eps_b = [rnd(a / b / 10, 1) for a, b in zip(ni, shares_b, strict=True)]
    eps_d = [rnd(a / b / 10, 1) for a, b in zip(ni, shares_d, strict=True)]

    p = Pdf(**A4)
    s = Sheet(p, x=60, xr=535, top=70, size=8.6)
    s.t("Harcourt Linton Group plc", 20, True)
    q_rt = s.t("Annual Report and Accounts 2023", 14)
    s.t("Building products distribution across the UK and Ireland", 9, color=GREY)
    s.skip(30)
    s.t(f"Financial highlights for the 52 weeks ended {pe}", 10, True)
    s.skip(4)
    hl = [
        ("Revenue", f"£{rnd(rev[0] / 1000, 1)}m", f"+{pct_change(rev[0], rev[1])}%"),
        ("Adjusted operating profit¹", f"£{rnd(adj[0] / 1000, 1)}m", f"+{pct_change(adj[0], adj[1])}%"),
        ("Statutory operating profit", f"£{rnd(op[0] / 1000, 1)}m", f"+{pct_change(op[0], op[1])}%"),
        ("Adjusted basic earnings per share¹", "31.4p", "+7.9%"),
        ("Statutory basic earnings per share", f"{eps_b[0]}p", ""),
        ("Proposed final dividend per share", "8.2p", "+5.1%"),
        ("Net debt excluding lease liabilities", "£38.5m", "£44.9m in 2022"),
    ]
    q_hl = [s.row([(60, a), (330, b, "r"), (430, c, "r")], 9.4) for a, b, c in hl]
    s.skip(4)
    s.para(
        "¹ Adjusted measures exclude amortisation of acquired intangibles and restructuring costs. The prior "
        f"period was a 53-week period ended {pp}; on a like-for-like 52-week basis revenue grew by 8.9%.",
        7.6,
    )
    s.skip(16)
    s.t("Chair's statement (extract)", 10, True)
    s.para(
        "The Board recommends a final dividend of 8.2p per share which, together with the interim dividend "
        "of "
        "4.1p paid on 13 January 2023, gives a total dividend for the year of 12.3p. Subject to approval at "
        "the Annual General Meeting on 26 July 2023, the final dividend will be paid on 4 August 2023 to "
        "shareholders on the register on 30 June 2023.",
        8.6,
    )
    s.para(
        "These accounts were approved by the Board on 10 May 2023. Registered in England and Wales, company "
        "number 08461927. Registered office: Linton House, 40 Canal Street, Wakefield WF1 5QA.",
        8.6,
    )
    # ------------------------------------------------------------ page 2
    s.new_page()
    s.t("Consolidated income statement", 12, True)
    s.t(f"for the 52 weeks ended {pe}", 9)
    s.skip(8)
    cx = [430, 520]
    heads(s, cx, [["52 weeks", "53 weeks"], [f"ended {pe}", f"ended {pp}"], ["£'000", "£'000"]], 7.2, x0=60)
    f = brackets(0, "–")
    g = table(
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
            ("Finance income", fin_i, ""),
            ("Finance costs", fin_c, ""),
            ("Profit before taxation", pbt, "bt"),
            ("Taxation", tax, ""),
            ("Profit for the period", pat, "bt"),
            ("Attributable to:", None, ""),
            ("Owners of the parent", ni, "i"),
            ("Non-controlling interests", nci, "i"),
            ("", pat, "t"),
        ],
        f,
        size=8.2,
        rule_x0=380,
    )
    s.skip(6)
    eg = table(
        s,
        cx,
        [
            ("Earnings per share", None, "b"),
            ("Basic", [f"{x}p" for x in eps_b], "i"),
            ("Diluted", [f"{x}p" for x in eps_d], "i"),
        ],
        f,
        size=8.2,
    )
    s.skip(14)
    s.t("Reconciliation of statutory to adjusted operating profit", 9.4, True)
    s.skip(2)
    heads(s, cx, [["2023", "2022"], ["£'000", "£'000"]], 7.2, x0=60)
    ag = table(
        s,
        cx,
        [
            ("Statutory operating profit", op, ""),
            ("Amortisation of acquired intangibles", nums(4627, 3114), "i"),
            ("Restructuring costs (branch consolidation)", nums(2914, 0), "i"),
            ("Adjusting items", items, "t"),
            ("Adjusted operating profit", adj, "bt"),
        ],
        f,
        size=8.2,
        key="ADJ ",
        rule_x0=380,
    )
    assert items[0] == 4627 + 2914 and items[1] == 3114
    # ------------------------------------------------------------ page 3
    s.new_page()
    s.t("Consolidated balance sheet", 12, True)
    s.t(f"at {pe}", 9)
    s.skip(8)
    heads(s, cx, [[pe, pp], ["£'000", "£'000"]], 7.2, x0=60)
    gw = nums(118634, 118634)
    intg = nums(21318, 25906)
    ppe = nums(96427, 91215)
    rou = nums(74806, 79533)
    dta = nums(3117, 4402)
    nca = plus(gw, intg, ppe, rou, dta)
    inv = nums(104731, 97318)
    rec = nums(98246, 92614)
    ctax = nums(812, 0)
    cash = nums(27934, 19617)
    ca = plus(inv, rec, ctax, cash)
    ta = plus(nca, ca)
    tp = nums(131528, 124806)
    od = nums(4412, 6538)
    lc = nums(13617, 13106)
    prc = nums(2718, 1946)
    ctl = nums(0, 1217)
    cl = plus(tp, od, lc, prc, ctl)
    bor = nums(62000, 58000)
    ll = nums(66914, 72318)
    rbo = nums(5826, 9417)
    prn = nums(3204, 3011)
    dtl = nums(6118, 5726)
    ncl = plus(bor, ll, rbo, prn, dtl)
    tl = plus(cl, ncl)
    na = minus(ta, tl)
    shc = nums(5231, 5231)
    shp = nums(48612, 48612)
    oth = nums(12318, 11706)
    ncie = nums(6418, 5602)
    ret = minus(minus(minus(minus(na, shc), shp), oth), ncie)
    own = plus(shc, shp, oth, ret)
    te = plus(own, ncie)
    b = table(
        s,
        cx,
        [
            ("Non-current assets", None, "b"),
            ("Goodwill", gw, "i"),
            ("Other intangible assets", intg, "i"),
            ("Property, plant and equipment", ppe, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Deferred tax assets", dta, "i"),
            ("", nca, "t"),
            ("Current assets", None, "b"),
            ("Inventories", inv, "i"),
            ("Trade and other receivables", rec, "i"),
            ("Current tax assets", ctax, "i"),
            ("Cash and cash equivalents", cash, "i"),
            (" ", ca, "t"),
            ("Total assets", ta, "bt"),
            ("Current liabilities", None, "b"),
            ("Trade and other payables", tp, "i"),
            ("Borrowings (bank overdraft)", od, "i"),
            ("Lease liabilities", lc, "i"),
            ("Provisions", prc, "i"),
            ("Current tax liabilities", ctl, "i"),
            ("  ", cl, "t"),
            ("Non-current liabilities", None, "b"),
            ("Borrowings", bor, "i"),
            ("Lease liabilities ", ll, "i"),
            ("Retirement benefit obligations", rbo, "i"),
            ("Provisions ", prn, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("   ", ncl, "t"),
            ("Total liabilities", tl, "bt"),
            ("Net assets", na, "bt"),
            ("Equity", None, "b"),
            ("Share capital", shc, "i"),
            ("Share premium", shp, "i"),
            ("Other reserves", oth, "i"),
            ("Retained earnings", ret, "i"),
            ("Equity attributable to owners of the parent", own, "t"),
            ("Non-controlling interests", ncie, ""),
            ("Total equity", te, "bt"),
        ],
        f,
        size=8,
        lead=12,
        key="BS ",
        rule_x0=380,
    )
    s.skip(10)
    s.t("Consolidated cash flow statement (extract)", 9.4, True)
    s.skip(2)
    heads(s, cx, [["2023", "2022"], ["£'000", "£'000"]], 7.2, x0=60)
    opening = nums(13079, 17521)
    net_od = minus(cash, od)
    table(
        s,
        cx,
        [
            ("Net increase/(decrease) in cash and cash equivalents", minus(net_od, opening), ""),
            ("Cash and cash equivalents at beginning of period", opening, ""),
            ("Cash and cash equivalents at end of period, net of overdrafts", net_od, "bt"),
        ],
        f,
        size=8,
        key="CF ",
        rule_x0=380,
    )
    assert ret[0] > 0 and na[0] == te[0]
    verify(
        L,
        sc,
        rev=rev[0],
        op=op[0],
        adj=adj[0],
        items=items[0],
        pat=pat[0],
        nci=nci[0],
        ni=ni[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=cash[0],
    )
    same(L["eps"], eps_d[0], "eps")
    g.update(eg)
    g.update(ag)
    g.update(b)
    fields = assemble(
        L,
        g,
        [
            F("Harcourt Linton Group plc", 1, "Harcourt Linton Group plc " + q_rt),
            F("annual_report", 1, q_rt),
            F("2023-02-25", 2, f"for the 52 weeks ended {pe}"),
            F("GBP", 1, q_hl[0]),
        ],
        F(L["eps"], 2, eg["Diluted"][1]),
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
        "UK plc annual report and accounts, GBP in thousands (highlights in millions), negatives in "
        "brackets. The "
        "current period is the 52 weeks ended on a Saturday (first "
        "column); the prior column is a 53-week period. Interim-dividend, AGM, payment, record and approval "
        "dates are distractors. total_revenue is Revenue; operating_income is the statutory Operating "
        "profit, "
        "not the adjusted operating profit of the highlights and the reconciliation (statutory plus "
        "adjusting "
        "items = adjusted, sum); net_income is the profit attributable to owners of the parent (profit for "
        "the period less non-controlling interests, sum); diluted_eps is the diluted figure in pence as "
        "printed, not the adjusted or basic EPS nor the dividends. total_equity includes non-controlling "
        "interests and equals net assets; total assets less total liabilities = net assets (sum). "
        "cash_and_equivalents is the balance-sheet line; the cash-flow closing figure is net of the bank "
        "overdraft and is a distractor."
    )
    sums = [
        SUM(
            "Operating profit + adjusting items = Adjusted operating profit",
            [(1, "operating_income"), (1, term("adjusting items", L, "items", g, "ADJ Adjusting items"))],
            term("adjusted operating profit", L, "adj", g, "ADJ Adjusted operating profit"),
        ),
        SUM(
            "Profit for the period - non-controlling interests = owners of the parent",
            [
                (1, term("profit for the period", L, "pat", g, "Profit for the period")),
                (-1, term("non-controlling interests", L, "nci", g, "Non-controlling interests")),
            ],
            "net_income",
        ),
        SUM(
            "Total assets - Total liabilities = Total equity (net assets)",
            [(1, "total_assets"), (-1, "total_liabilities")],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


# ===== 3 South African results announcement (ZAR thousands with space grouping, brackets): audited summarised
# consolidated results for a year ending 31 August; salient features in rand millions and billions, headline
# earnings and diluted headline earnings per share next to earnings per share (cents); dividend timetable and
# audit-opinion dates; a statement of profit or loss with an impairment, share of an associate and profit
# attributable to owners vs non-controlling interests; headline earnings reconciliation; statement of
# financial
# position with a bank overdraft apart from cash and total liabilities printed
@doc(
    "b36_fs_za_results_heps_cents",
    "financial_statement",
    "Tugela Packaging Holdings audited summarised results 2023",
)
def fs_za():
    L = dict(
        rev=3624815000,
        op=404780000,
        pat=256264000,
        nci=8734000,
        ni=247530000,
        ta=3585681000,
        tl=1703701000,
        te=1881980000,
        tel=3585681000,
        cash=148229000,
        eps=207.5,
    )
    sc = 1000
    rev = nums(3624815, 3343607)
    cos = nums(-2701446, -2508211)
    gp = plus(rev, cos)
    oi = nums(18462, 15230)
    sell = nums(-214806, -198544)
    adm = nums(-291377, -276918)
    ecl = nums(-6218, -4107)
    imp = nums(-24650, 0)
    opx = plus(sell, adm, ecl, imp)
    op = plus(gp, oi, opx)
    fin_i = nums(11846, 8213)
    fin_c = nums(-78342, -69415)
    assoc = nums(9317, 7642)
    pbt = plus(op, fin_i, fin_c, assoc)
    tax = [-rnd((x - a) * D("0.27"), 0) for x, a in zip(pbt, assoc, strict=True)]
    pat = plus(pbt, tax)
    fx = nums(-4216, 2871)
    tci = plus(pat, fx)
    nci = nums(8734, 7905)
    ni = minus(pat, nci)
    w_sh, d_sh = nums("118426", "118103"), nums("119318", "118911")  # thousands of shares
    eps_b = [rnd(a / b * 100, 1) for a, b in zip(ni, w_sh, strict=True)]
    eps_d = [rnd(a / b * 100, 1) for a, b in zip(ni, d_sh, strict=True)]
    imp_net = [rnd(-x * D("0.73"), 0) for x in imp]
    disp = nums(-3108, -1266)
    he = plus(ni, imp_net, disp)
    heps = [rnd(a / b * 100, 1) for a, b in zip(he, w_sh, strict=True)]
    dheps = [rnd(a / b * 100, 1) for a, b in zip(he, d_sh, strict=True)]

    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=60, size=8.2)
    q_co = s.t("TUGELA PACKAGING HOLDINGS LIMITED", 15, True)
    s.t(
        "(Incorporated in the Republic of South Africa) · Registration number 2019/408216/06", 7.4, color=GREY
    )
    s.t("JSE share code: TGP · ISIN: ZAE000318462", 7.4, color=GREY)
    s.skip(10)
    q_rt = s.para("Audited summarised consolidated results for the year ended 31 August 2023", 12, True)
    s.skip(6)
    s.t("SALIENT FEATURES", 9.4, True)
    sal = [
        f"Revenue up {pct_change(rev[0], rev[1])}% to R{rnd(rev[0] / 1000000, 2)} billion",
        f"Operating profit up {pct_change(op[0], op[1])}% to R{rnd(op[0] / 1000, 1)} million",
        f"Headline earnings per share up {pct_change(heps[0], heps[1])}% to {heps[0]} cents",
        f"Earnings per share {eps_b[0]} cents (2022: {eps_b[1]} cents)",
        "Final gross cash dividend of 72.0 cents per share (2022: 64.0 cents)",
        "Net debt to EBITDA of 1.1 times (2022: 1.4 times)",
    ]
    for t in sal:
        s.t("■  " + t, 8.6)
    s.skip(8)
    s.t("COMMENTARY", 9.4, True)
    for t in (
        "Volumes in corrugated packaging for the fruit export and beverage sectors grew in the second half, "
        "while load-shedding added diesel and standby-generation costs across all sites. An impairment of "
        "R24.7 million was recognised on a paper machine at the Pietermaritzburg mill, which is excluded "
        "from headline earnings.",
        "Final dividend. The board declared a final gross cash dividend of 72.0 cents per share from income "
        "reserves. Dividends withholding tax of 20% results in a net dividend of 57.6 cents per share for "
        "shareholders not exempt. Last day to trade cum dividend: Tuesday, 21 November 2023; shares trade ex "
        "dividend: Wednesday, 22 November 2023; record date: Friday, 24 November 2023; payment date: "
        "Monday, 27 November 2023.",
        "Audit opinion. These summarised results are extracted from the audited consolidated annual "
        "financial "
        "statements, on which Mthembu Lategan Inc. issued an unmodified opinion dated 13 November 2023. The "
        "directors take full responsibility for the preparation of this announcement.",
    ):
        s.para(t, 8, gap=5)
    s.t("By order of the board · Pietermaritzburg · 14 November 2023", 8)
    # ------------------------------------------------------------ page 2
    s.new_page()
    s.t("SUMMARISED CONSOLIDATED STATEMENT OF PROFIT OR LOSS AND OTHER COMPREHENSIVE INCOME", 9, True)
    s.t("for the year ended 31 August 2023", 8)
    q_cur = s.t(
        "All amounts in South African rand thousands (R'000) unless otherwise stated", 7.6, color=GREY
    )
    s.skip(6)
    cx = [410, 480, 545]
    heads(s, cx, [["Audited", "Audited", ""], ["2023", "2022", "Change"], ["R'000", "R'000", "%"]], 7)
    f = brackets(0, "–", th=" ")

    def row(label, v, flags="", chg=False):
        vals = list(v) + ([f"{pct_change(v[0], v[1])}"] if chg else [])
        return (label, vals, flags)

    g = table(
        s,
        cx,
        [
            row("Revenue", rev, "b", True),
            row("Cost of sales", cos),
            row("Gross profit", gp, "bt", True),
            row("Other income", oi),
            row("Selling and distribution expenses", sell),
            row("Administrative expenses", adm),
            row("Expected credit losses", ecl),
            row("Impairment of property, plant and equipment", imp),
            row("Operating profit", op, "bt", True),
            row("Finance income", fin_i),
            row("Finance costs", fin_c),
            row("Share of profit of associate", assoc),
            row("Profit before taxation", pbt, "bt", True),
            row("Income tax expense", tax),
            row("Profit for the year", pat, "bt", True),
            ("Other comprehensive income:", None, ""),
            row("Exchange differences on translating foreign operations", fx, "i"),
            row("Total comprehensive income for the year", tci, "bt"),
            ("Profit for the year attributable to:", None, ""),
            row("Owners of the parent", ni, "i", True),
            row("Non-controlling interests", nci, "i"),
            ("Earnings per share (cents)", None, "b"),
            ("Basic", [str(eps_b[0]), str(eps_b[1]), f"{pct_change(eps_b[0], eps_b[1])}"], "i"),
            ("Diluted", [str(eps_d[0]), str(eps_d[1]), f"{pct_change(eps_d[0], eps_d[1])}"], "i"),
        ],
        f,
        size=7.8,
        rule_x0=360,
    )
    s.skip(14)
    s.t("HEADLINE EARNINGS RECONCILIATION", 9, True)
    s.skip(2)
    heads(s, cx[:2], [["2023", "2022"], ["R'000", "R'000"]], 7, x0=50)
    table(
        s,
        cx[:2],
        [
            ("Profit attributable to owners of the parent", ni, ""),
            ("Impairment of property, plant and equipment, net of tax", imp_net, "i"),
            ("Profit on disposal of property, plant and equipment, net of tax", disp, "i"),
            ("Headline earnings", he, "bt"),
            ("Headline earnings per share (cents)", [str(x) for x in heps], ""),
            ("Diluted headline earnings per share (cents)", [str(x) for x in dheps], ""),
            ("Weighted average number of shares ('000)", w_sh, ""),
            ("Diluted weighted average number of shares ('000)", d_sh, ""),
        ],
        f,
        size=7.8,
        key="HE ",
        rule_x0=360,
    )
    # ------------------------------------------------------------ page 3
    s.new_page()
    s.t("SUMMARISED CONSOLIDATED STATEMENT OF FINANCIAL POSITION", 9, True)
    s.t("as at 31 August 2023", 8)
    s.skip(6)
    bx = [440, 535]
    heads(s, bx, [["Audited", "Audited"], ["31 August 2023", "31 August 2022"], ["R'000", "R'000"]], 7)
    ppe = nums(1846208, 1792514)
    rou = nums(96317, 104826)
    gw = nums(214500, 214500)
    asc = nums(61842, 55716)
    dta = nums(18406, 16219)
    nca = plus(ppe, rou, gw, asc, dta)
    inv = nums(512864, 468205)
    trd = nums(687315, 641822)
    cash = nums(148229, 121584)
    ca = plus(inv, trd, cash)
    ta = plus(nca, ca)
    ibb = nums(684000, 742000)
    lln = nums(88214, 97503)
    dtl = nums(143618, 131907)
    ncl = plus(ibb, lln, dtl)
    tpy = nums(598417, 552306)
    cib = nums(116000, 108000)
    llc = nums(21406, 19882)
    od = nums(37819, 52416)
    ctx = nums(14227, 9318)
    cl = plus(tpy, cib, llc, od, ctx)
    tl = plus(ncl, cl)
    te = minus(ta, tl)
    stc = nums(356800, 356800)
    orv = nums(41318, 45534)
    ncie = nums(52916, 47382)
    ret = minus(minus(minus(te, stc), orv), ncie)
    own = plus(stc, orv, ret)
    assert ret[0] > 0 and ret[1] > 0
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Non-current assets", nca, "b"),
            ("Property, plant and equipment", ppe, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Goodwill", gw, "i"),
            ("Investment in associate", asc, "i"),
            ("Deferred tax assets", dta, "i"),
            ("Current assets", ca, "b"),
            ("Inventories", inv, "i"),
            ("Trade and other receivables", trd, "i"),
            ("Cash and cash equivalents", cash, "i"),
            ("Total assets", ta, "bt"),
            ("EQUITY AND LIABILITIES", None, "b"),
            ("Stated capital", stc, "i"),
            ("Other reserves", orv, "i"),
            ("Retained earnings", ret, "i"),
            ("Equity attributable to owners of the parent", own, "t"),
            ("Non-controlling interests", ncie, ""),
            ("Total equity", te, "bt"),
            ("Non-current liabilities", ncl, "b"),
            ("Interest-bearing borrowings", ibb, "i"),
            ("Lease liabilities", lln, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("Current liabilities", cl, "b"),
            ("Trade and other payables", tpy, "i"),
            ("Current portion of interest-bearing borrowings", cib, "i"),
            ("Lease liabilities ", llc, "i"),
            ("Bank overdraft", od, "i"),
            ("Current tax payable", ctx, "i"),
            ("Total liabilities", tl, "bt"),
            ("Total equity and liabilities", plus(te, tl), "bt"),
        ],
        f,
        size=7.8,
        lead=12.2,
        key="BS ",
        rule_x0=390,
    )
    s.skip(8)
    s.para(
        "Net debt comprises interest-bearing borrowings, lease liabilities and the bank overdraft, less cash "
        "and cash equivalents. Net asset value per share: 1 184 cents (2022: 1 093 cents).",
        7.6,
    )
    verify(
        L,
        sc,
        rev=rev[0],
        op=op[0],
        pat=pat[0],
        nci=nci[0],
        ni=ni[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        tel=te[0] + tl[0],
        cash=cash[0],
    )
    same(L["eps"], eps_d[0], "eps")
    g.update(b)
    fields = assemble(
        L,
        g,
        [
            F("Tugela Packaging Holdings Limited", 1, q_co),
            F("earnings_release", 1, j(q_rt)),
            F("2023-08-31", 1, j(q_rt)),
            F("ZAR", 2, q_cur),
        ],
        F(L["eps"], 2, g["Diluted"][1]),
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
        "South African results announcement (audited summarised consolidated results, an earnings release), "
        "ZAR in thousands with space grouping and negatives in brackets; per-share figures in cents; the "
        "salient features give rand millions and billions. The current period is the year ended 31 August "
        "2023 (first column). Dividend-timetable, audit-opinion and announcement dates are distractors. "
        "total_revenue is Revenue; operating_income is Operating profit (after the impairment); net_income "
        "is the profit attributable to owners of the parent (profit for the year less non-controlling "
        "interests, sum), not total comprehensive income nor headline earnings; diluted_eps is diluted "
        "earnings per share in cents, not headline or diluted headline earnings per share. total_equity "
        "includes non-controlling interests; total liabilities is printed (sum with total equity). "
        "cash_and_equivalents is the balance-sheet line; the bank overdraft is shown among current "
        "liabilities and is not netted."
    )
    sums = [
        SUM(
            "Profit for the year - non-controlling interests = owners of the parent",
            [
                (1, term("profit for the year", L, "pat", g, "Profit for the year")),
                (-1, term("non-controlling interests", L, "nci", g, "Non-controlling interests")),
            ],
            "net_income",
        ),
        SUM(
            "Total equity + Total liabilities = Total equity and liabilities",
            [(1, "total_equity"), (1, "total_liabilities")],
            term("total equity and liabilities", L, "tel", g, "BS Total equity and liabilities"),
        ),
    ]
    return p, fields, notes, sums


# ===== 4 Spanish abbreviated annual accounts (cuentas anuales abreviadas) of an S.L. in Spanish (EUR with
# cents,
# dot grouping, minus signs) for a fiscal year ending 31 May: cover with the formulation date; abbreviated
# balance sheet whose liabilities are shown only as non-current and current blocks (no total of liabilities);
# abbreviated profit and loss account with the operating result; proposed distribution of the result; no
# earnings per share (a private limited company)
@doc(
    "b36_fs_es_cuentas_abreviadas_sin_total_pasivo",
    "financial_statement",
    "Bodegas Viñas del Arlanza S.L. cuentas anuales abreviadas 2021/2022",
)
def fs_es():
    L = dict(
        rev=4218736.45,
        op=580748.9,
        pbt=524520.53,
        tax=-131130.13,
        ni=393390.4,
        ta=7455214.87,
        te=4192416.11,
        pnc=1270412.5,
        pc=1992386.26,
        tpn=7455214.87,
        cash=427915.63,
        vol=213390.4,
        div=180000,
    )
    sc = 1
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=58, xr=537, top=120, size=9)
    q_co = s.t("BODEGAS VIÑAS DEL ARLANZA, S.L.", 16, True, align="c")
    s.t("C.I.F. B09587214 · Carretera de Covarrubias, km 3 · 09346 Covarrubias (Burgos)", 8, align="c")
    s.skip(80)
    q_rt = s.t("CUENTAS ANUALES ABREVIADAS", 15, True, align="c")
    q_pe = s.t("correspondientes al ejercicio anual terminado el 31 de mayo de 2022", 10, align="c")
    s.skip(14)
    s.t("Balance abreviado · Cuenta de pérdidas y ganancias abreviada · Memoria abreviada", 8.6, align="c")
    s.skip(140)
    for t in (
        "Las presentes cuentas anuales abreviadas han sido formuladas por el Administrador Único de la "
        "Sociedad el 29 de agosto de 2022 y serán sometidas a la aprobación de la Junta General de socios. "
        "La Sociedad no está obligada a someter sus cuentas anuales a auditoría.",
        "Inscrita en el Registro Mercantil de Burgos, tomo 812, folio 146, hoja BU-21473.",
    ):
        s.para(t, 8.6)
    q_cur = s.t("Cifras expresadas en euros", 8.6, True)
    # ------------------------------------------------------------ page 2: balance
    s = Sheet(p, x=50, xr=545, top=56, size=7.6)
    s.t("BODEGAS VIÑAS DEL ARLANZA, S.L.", 9.4, True)
    s.t("BALANCE ABREVIADO AL 31 DE MAYO DE 2022 (en euros)", 9.4, True)
    s.skip(4)
    cx = [460, 545]
    heads(s, cx, [["31/05/2022", "31/05/2021"]], 7.2, x0=50)
    f = signed(2, "-", th=".", dp=",")
    intg = nums("18406.52", "22914.17")
    mat = nums("2846312.78", "2731048.36")
    ifl = nums("41286.00", "38914.00")
    aid = nums("12718.44", "15306.91")
    anc = plus(intg, mat, ifl, aid)
    exi = nums("3184517.26", "2906482.73")
    cli = nums("716428.39", "654107.82")
    odeu = nums("48213.67", "61975.28")
    deu = plus(cli, odeu)
    ifc = nums("150000.00", "0")
    per = nums("9416.18", "8207.45")
    cash = nums("427915.63", "312648.09")
    ac = plus(exi, deu, ifc, per, cash)
    ta = plus(anc, ac)
    cap = nums("600000.00", "600000.00")
    rsv = nums("3038462.71", "2882316.58")
    # profit and loss (needed for the equity line)
    rev = nums("4218736.45", "3907214.18")
    vex = nums("278034.53", "156418.27")
    apr = nums("-1864207.91", "-1702836.44")
    oie = nums("36418.20", "28915.63")
    per_g = nums("-1147318.62", "-1081437.95")
    oge = nums("-643915.27", "-612208.49")
    amo = nums("-318406.88", "-301725.16")
    sub_i = nums("21408.40", "21408.40")
    op = plus(rev, vex, apr, oie, per_g, oge, amo, sub_i)
    fin_i = nums("2184.36", "917.52")
    fin_g = nums("-58412.73", "-64381.09")
    fin = plus(fin_i, fin_g)
    pbt = plus(op, fin)
    tax = [-rnd(x * D("0.25"), 2) for x in pbt]
    ni = plus(pbt, tax)
    fp = plus(cap, rsv, ni)
    subv = nums("160563.00", "181971.40")
    te = plus(fp, subv)
    dlp = nums("1184000.00", "1356000.00")
    olp = nums("86412.50", "98250.00")
    pnc = plus(dlp, olp)
    dcp = nums("412318.64", "398702.15")
    prov = nums("1186213.17", "704815.83")
    oacr = minus(minus(minus(minus(ta, te), pnc), dcp), prov)
    acr = plus(prov, oacr)
    pc = plus(dcp, acr)
    assert all(x > 0 for x in oacr)
    b = table(
        s,
        cx,
        [
            ("ACTIVO", None, "b"),
            ("A) ACTIVO NO CORRIENTE", anc, "b"),
            ("I. Inmovilizado intangible", intg, "i"),
            ("II. Inmovilizado material", mat, "i"),
            ("V. Inversiones financieras a largo plazo", ifl, "i"),
            ("VI. Activos por impuesto diferido", aid, "i"),
            ("B) ACTIVO CORRIENTE", ac, "b"),
            ("II. Existencias", exi, "i"),
            ("III. Deudores comerciales y otras cuentas a cobrar", deu, "i"),
            ("1. Clientes por ventas y prestaciones de servicios", cli, "ii"),
            ("3. Otros deudores", odeu, "ii"),
            ("V. Inversiones financieras a corto plazo", ifc, "i"),
            ("VI. Periodificaciones a corto plazo", per, "i"),
            ("VII. Efectivo y otros activos líquidos equivalentes", cash, "i"),
            ("TOTAL ACTIVO (A+B)", ta, "bt"),
            ("PATRIMONIO NETO Y PASIVO", None, "b"),
            ("A) PATRIMONIO NETO", te, "b"),
            ("A-1) Fondos propios", fp, "i"),
            ("I. Capital", cap, "ii"),
            ("III. Reservas", rsv, "ii"),
            ("VII. Resultado del ejercicio", ni, "ii"),
            ("A-3) Subvenciones, donaciones y legados recibidos", subv, "i"),
            ("B) PASIVO NO CORRIENTE", pnc, "b"),
            ("II. Deudas a largo plazo", pnc, "i"),
            ("1. Deudas con entidades de crédito", dlp, "ii"),
            ("3. Otras deudas a largo plazo", olp, "ii"),
            ("C) PASIVO CORRIENTE", pc, "b"),
            ("III. Deudas a corto plazo", dcp, "i"),
            ("V. Acreedores comerciales y otras cuentas a pagar", acr, "i"),
            ("1. Proveedores", prov, "ii"),
            ("2. Otros acreedores", oacr, "ii"),
            ("TOTAL PATRIMONIO NETO Y PASIVO (A+B+C)", plus(te, pnc, pc), "bt"),
        ],
        f,
        size=7.6,
        lead=12.4,
        key="BS ",
        rule_x0=360,
    )
    # ------------------------------------------------------------ page 3: P&L
    s = Sheet(p, x=50, xr=545, top=56, size=7.6)
    s.t("BODEGAS VIÑAS DEL ARLANZA, S.L.", 9.4, True)
    s.t("CUENTA DE PÉRDIDAS Y GANANCIAS ABREVIADA DEL EJERCICIO TERMINADO EL 31 DE MAYO DE 2022", 9, True)
    s.t("(en euros)", 8)
    s.skip(4)
    heads(s, cx, [["Ejercicio 2021/22", "Ejercicio 2020/21"]], 7.2, x0=50)
    g = table(
        s,
        cx,
        [
            ("1. Importe neto de la cifra de negocios", rev, ""),
            ("2. Variación de existencias de productos terminados y en curso de fabricación", vex, ""),
            ("4. Aprovisionamientos", apr, ""),
            ("5. Otros ingresos de explotación", oie, ""),
            ("6. Gastos de personal", per_g, ""),
            ("7. Otros gastos de explotación", oge, ""),
            ("8. Amortización del inmovilizado", amo, ""),
            ("9. Imputación de subvenciones de inmovilizado no financiero y otras", sub_i, ""),
            ("A) RESULTADO DE EXPLOTACIÓN", op, "bt"),
            ("13. Ingresos financieros", fin_i, ""),
            ("14. Gastos financieros", fin_g, ""),
            ("B) RESULTADO FINANCIERO", fin, "bt"),
            ("C) RESULTADO ANTES DE IMPUESTOS (A+B)", pbt, "bt"),
            ("17. Impuestos sobre beneficios", tax, ""),
            ("D) RESULTADO DEL EJERCICIO (C+17)", ni, "bt"),
        ],
        f,
        size=7.6,
        lead=13,
        rule_x0=360,
    )
    s.skip(20)
    s.t("PROPUESTA DE APLICACIÓN DEL RESULTADO (Nota 3 de la memoria)", 8.6, True)
    s.skip(2)
    leg = D(0)
    div = nums("180000.00")[0]
    vol = ni[0] - div
    ap = table(
        s,
        [545],
        [
            ("Base de reparto: pérdidas y ganancias (beneficio del ejercicio)", [ni[0]], "b"),
            ("Aplicación:", None, ""),
            ("A reserva legal (ya alcanza el 20 % del capital)", [leg], "i"),
            ("A reservas voluntarias", [vol], "i"),
            ("A dividendos (0,30 euros por participación social)", [div], "i"),
            ("Total aplicado", [ni[0]], "bt"),
        ],
        f,
        size=7.8,
        key="AP ",
        rule_x0=440,
    )
    s.skip(16)
    s.t("Extracto de la memoria abreviada", 8.6, True)
    s.para(
        "Nota 6. Las inversiones financieras a corto plazo corresponden a un depósito a plazo fijo de seis "
        "meses constituido el 15 de marzo de 2022, que no se considera efectivo ni equivalente. Nota 9. Las "
        "deudas con entidades de crédito incluyen un préstamo con garantía hipotecaria sobre la nave de "
        "crianza con vencimiento final el 30 de junio de 2029.",
        7.8,
    )
    assert vol > 0 and div > 0
    verify(
        L,
        sc,
        rev=rev[0],
        op=op[0],
        pbt=pbt[0],
        tax=tax[0],
        ni=ni[0],
        ta=ta[0],
        te=te[0],
        pnc=pnc[0],
        pc=pc[0],
        tpn=te[0] + pnc[0] + pc[0],
        cash=cash[0],
        vol=vol,
        div=div,
    )
    g.update(b)
    g.update(ap)
    fields = assemble(
        L,
        g,
        [
            F("Bodegas Viñas del Arlanza, S.L.", 1, q_co),
            F("other", 1, q_rt),
            F("2022-05-31", 1, q_pe),
            F("EUR", 1, q_cur),
        ],
        NULL(),
        dict(
            total_revenue="1. Importe neto de la cifra de negocios",
            operating_income="A) RESULTADO DE EXPLOTACIÓN",
            net_income="D) RESULTADO DEL EJERCICIO (C+17)",
            total_assets="BS TOTAL ACTIVO (A+B)",
            total_liabilities=None,
            total_equity="BS A) PATRIMONIO NETO",
            cash_and_equivalents="BS VII. Efectivo y otros activos líquidos equivalentes",
        ),
    )
    notes = (
        "Spanish abbreviated annual accounts (cuentas anuales abreviadas) of a private limited company "
        "(S.L.), in Spanish, EUR with cents, dot grouping and minus signs: neither an annual report nor an "
        "earnings release, so report_type other. The current period is the fiscal year ended 31 May 2022 "
        "(first column; the second is the prior year). Formulation, deposit, term-deposit and loan-maturity "
        "dates are distractors. total_revenue is 1. Importe neto de la cifra de negocios; operating_income "
        "A) Resultado de explotación; net_income D) Resultado del ejercicio (result before tax less tax, "
        "sum; "
        "its proposed distribution adds up, sum). A private S.L. prints no earnings per share (the dividend "
        "per participation is not one), so diluted_eps is null. The abbreviated balance sheet shows "
        "liabilities only as B) Pasivo no corriente and C) Pasivo corriente and prints no total of "
        "liabilities, so total_liabilities is null; equity plus both liability blocks = Total patrimonio "
        "neto y pasivo (sum). total_equity is A) Patrimonio neto (including grants received); "
        "cash_and_equivalents is VII. Efectivo y otros activos líquidos equivalentes, not the short-term "
        "deposit."
    )
    sums = [
        SUM(
            "Resultado antes de impuestos + impuestos = Resultado del ejercicio",
            [
                (
                    1,
                    term(
                        "resultado antes de impuestos", L, "pbt", g, "C) RESULTADO ANTES DE IMPUESTOS (A+B)"
                    ),
                ),
                (1, term("impuestos sobre beneficios", L, "tax", g, "17. Impuestos sobre beneficios")),
            ],
            "net_income",
        ),
        SUM(
            "Patrimonio neto + pasivo no corriente + pasivo corriente = Total patrimonio neto y pasivo",
            [
                (1, "total_equity"),
                (1, term("pasivo no corriente", L, "pnc", g, "BS B) PASIVO NO CORRIENTE")),
                (1, term("pasivo corriente", L, "pc", g, "BS C) PASIVO CORRIENTE")),
            ],
            term("total patrimonio neto y pasivo", L, "tpn", g, "BS TOTAL PATRIMONIO NETO Y PASIVO (A+B+C)"),
        ),
        SUM(
            "Reservas voluntarias + dividendos = Resultado del ejercicio",
            [
                (1, term("a reservas voluntarias", L, "vol", g, "AP A reservas voluntarias")),
                (
                    1,
                    term(
                        "a dividendos", L, "div", g, "AP A dividendos (0,30 euros por participación social)"
                    ),
                ),
            ],
            "net_income",
        ),
    ]
    return p, fields, notes, sums


# ===== 5 Canadian annual report of a loss-making company (CAD thousands, brackets): cover and shareholder
# letter with a fiscal-year snapshot, adjusted EBITDA and backlog; AGM date; statements of loss and
# comprehensive loss with a loss from operations, finance items and a warrant fair-value change; net loss per
# share basic and diluted on one line; statements of financial position with short-term investments apart
# from cash, a warrant liability and total liabilities
@doc(
    "b36_fs_ca_annual_report_net_loss",
    "financial_statement",
    "Lakehead Grid Storage Inc. Annual Report 2022",
)
def fs_ca():
    L = dict(
        rev=148631000,
        prod=126734000,
        svc=21897000,
        gp=29149000,
        opx=-45435000,
        op=-16286000,
        ni=-16387000,
        ta=183807000,
        tl=79371000,
        te=104436000,
        tle=183807000,
        cash=27684000,
        eps=-0.16,
    )
    sc = 1000
    prod = nums(126734, 97306)
    svc = nums(21897, 16842)
    rev = plus(prod, svc)
    cos = nums(-119482, -93817)
    gp = plus(rev, cos)
    rd = nums(-14316, -11208)
    sm = nums(-9847, -8163)
    ga = nums(-12618, -10294)
    sbc = nums(-3416, -2918)
    da = nums(-5238, -4107)
    opx = plus(rd, sm, ga, sbc, da)
    op = plus(gp, opx)
    fc = nums(-2618, -1914)
    fi = nums(417, 106)
    fx = nums(-386, 512)
    wfv = nums(1874, -2406)
    pbt = plus(op, fc, fi, fx, wfv)
    itr = nums(612, 418)
    ni = plus(pbt, itr)
    cta = nums(-318, 207)
    cl_ = plus(ni, cta)
    shares = nums(104318, 96204)
    eps = [rnd(a / b) for a, b in zip(ni, shares, strict=True)]

    p = Pdf(**LETTER)
    s = Sheet(p, x=64, xr=548, top=90, size=9)
    q_co = s.t("LAKEHEAD GRID STORAGE INC.", 18, True)
    q_rt = s.t("2022 Annual Report", 14)
    s.t("Fiscal year ended July 31, 2022 · TSX Venture Exchange: LGS", 9, color=GREY)
    s.skip(28)
    s.t("Fiscal 2022 at a glance", 11, True)
    s.skip(2)
    m = lambda x: f"${rnd(x / 1000, 1)} million"  # noqa: E731
    for t in (
        f"Revenue of {m(rev[0])}, up {pct_change(rev[0], rev[1])}% year over year",
        "Adjusted EBITDA loss of $8.9 million, compared with a loss of $11.6 million in fiscal 2021",
        "Contracted backlog of $212.4 million at July 31, 2022, including two utility-scale projects in "
        "Ontario",
        "Cash, cash equivalents and short-term investments of $41.3 million",
    ):
        s.t("—  " + t, 8.8)
    s.skip(14)
    s.t("Message to Shareholders", 11, True)
    for t in (
        "Fiscal 2022 was a year of scale for Lakehead. We delivered 31 commercial storage systems and "
        "commissioned "
        "our second assembly line in Thunder Bay, while supply-chain costs for cells and enclosures "
        "compressed "
        "gross margin in the first half. Our net loss narrowed as volumes grew and as the fair value of our "
        "warrant liability declined.",
        "We completed a bought-deal financing on March 10, 2022 and extended our credit facility to "
        "September 30, 2025. Our annual general meeting will be held on December 8, 2022 in Thunder Bay.",
        "Adjusted EBITDA is a non-IFRS measure; see the management's discussion and analysis for a "
        "reconciliation to net loss.",
    ):
        s.para(t, 8.8, gap=5)
    s.t("Rhiannon Castellanos, President and Chief Executive Officer · October 27, 2022", 8.8)
    # ------------------------------------------------------------ page 2
    s.new_page()
    s.t("Lakehead Grid Storage Inc.", 10, True)
    s.t("Consolidated Statements of Loss and Comprehensive Loss", 10, True)
    s.t("Years ended July 31, 2022 and 2021", 8.4)
    q_cur = s.t("(in thousands of Canadian dollars, except per share amounts)", 8.4)
    s.skip(6)
    cx = [450, 545]
    heads(s, cx, [["2022", "2021"]], 7.6, x0=64)
    f = brackets(0, "—")
    g = table(
        s,
        cx,
        [
            ("Revenue", None, "b"),
            ("Product sales", prod, "i$"),
            ("Services and maintenance", svc, "i"),
            ("Total revenue", rev, "bt"),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "bt"),
            ("Expenses", None, "b"),
            ("Research and development, net of investment tax credits", rd, "i"),
            ("Selling and marketing", sm, "i"),
            ("General and administrative", ga, "i"),
            ("Share-based compensation", sbc, "i"),
            ("Depreciation and amortization", da, "i"),
            ("Total expenses", opx, "t"),
            ("Loss from operations", op, "bt"),
            ("Finance costs", fc, ""),
            ("Finance income", fi, ""),
            ("Foreign exchange gain (loss)", fx, ""),
            ("Change in fair value of warrant liability", wfv, ""),
            ("Loss before income taxes", pbt, "t"),
            ("Deferred income tax recovery", itr, ""),
            ("Net loss for the year", ni, "bt$"),
            ("Other comprehensive income (loss)", None, ""),
            ("Foreign currency translation of foreign operations", cta, "i"),
            ("Comprehensive loss for the year", cl_, "btd$"),
            ("Net loss per share – basic and diluted", [f"$ ({abs(x)})" for x in eps], ""),
            ("Weighted average number of common shares outstanding (000s)", shares, ""),
        ],
        f,
        size=8,
        lead=13,
        first="$",
        rule_x0=400,
    )
    # ------------------------------------------------------------ page 3
    s.new_page()
    s.t("Lakehead Grid Storage Inc.", 10, True)
    s.t("Consolidated Statements of Financial Position", 10, True)
    s.t("(in thousands of Canadian dollars)", 8.4)
    s.skip(6)
    heads(s, cx, [["July 31,", "July 31,"], ["2022", "2021"]], 7.6, x0=64)
    cash = nums(27684, 34906)
    sti = nums(13800, 20000)
    trd = nums(31462, 22815)
    inv = nums(38217, 26418)
    pre = nums(4306, 3127)
    tca = plus(cash, sti, trd, inv, pre)
    ppe = nums(46318, 33207)
    rou = nums(9416, 10318)
    intg = nums(12604, 13918)
    ta = plus(tca, ppe, rou, intg)
    ap = nums(29814, 21306)
    dr = nums(11207, 8416)
    lcur = nums(1418, 1306)
    lcp = nums(4000, 3000)
    tcl = plus(ap, dr, lcur, lcp)
    ltd = nums(21000, 17000)
    ll = nums(8614, 9517)
    wl = nums(3318, 5192)
    tl = plus(tcl, ltd, ll, wl)
    shc = nums(201418, 164316)
    csu = nums(14806, 11388)
    aoci = nums(-111, 207)
    te = minus(ta, tl)
    dfc = minus(minus(minus(te, shc), csu), aoci)
    assert all(x < 0 for x in dfc)
    b = table(
        s,
        cx,
        [
            ("ASSETS", None, "b"),
            ("Current assets", None, ""),
            ("Cash and cash equivalents", cash, "i$"),
            ("Short-term investments", sti, "i"),
            ("Trade and other receivables", trd, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and deposits", pre, "i"),
            ("", tca, "t"),
            ("Property, plant and equipment", ppe, ""),
            ("Right-of-use assets", rou, ""),
            ("Intangible assets", intg, ""),
            ("Total assets", ta, "btd$"),
            ("LIABILITIES", None, "b"),
            ("Current liabilities", None, ""),
            ("Accounts payable and accrued liabilities", ap, "i$"),
            ("Deferred revenue", dr, "i"),
            ("Current portion of lease liabilities", lcur, "i"),
            ("Current portion of long-term debt", lcp, "i"),
            (" ", tcl, "t"),
            ("Long-term debt", ltd, ""),
            ("Lease liabilities", ll, ""),
            ("Warrant liability", wl, ""),
            ("Total liabilities", tl, "bt"),
            ("SHAREHOLDERS' EQUITY", None, "b"),
            ("Share capital", shc, "i"),
            ("Contributed surplus", csu, "i"),
            ("Accumulated other comprehensive income (loss)", aoci, "i"),
            ("Deficit", dfc, "i"),
            ("Total shareholders' equity", te, "bt"),
            ("Total liabilities and shareholders' equity", plus(tl, te), "btd$"),
        ],
        f,
        size=8,
        lead=13,
        key="BS ",
        first="$",
        rule_x0=400,
    )
    s.skip(10)
    s.para(
        "Approved on behalf of the Board on October 27, 2022: Rhiannon Castellanos, Director · Tobias "
        "Whitcombe, "
        "Director. The accompanying notes are an integral part of these consolidated financial statements.",
        7.6,
    )
    verify(
        L,
        sc,
        rev=rev[0],
        prod=prod[0],
        svc=svc[0],
        gp=gp[0],
        opx=opx[0],
        op=op[0],
        ni=ni[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        tle=tl[0] + te[0],
        cash=cash[0],
    )
    same(L["eps"], eps[0], "eps")
    g.update(b)
    fields = assemble(
        L,
        g,
        [
            F("Lakehead Grid Storage Inc.", 1, q_co),
            F("annual_report", 1, q_rt),
            F("2022-07-31", 1, "Fiscal year ended July 31, 2022"),
            F("CAD", 2, q_cur),
        ],
        F(L["eps"], 2, g["Net loss per share – basic and diluted"][1]),
        dict(
            total_revenue="Total revenue",
            operating_income="Loss from operations",
            net_income="Net loss for the year",
            total_assets="BS Total assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total shareholders' equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "Canadian annual report of a loss-making company, CAD in thousands except per-share amounts, "
        "negatives in brackets. The current period is the fiscal year ended July 31, 2022 (first column). "
        "Financing, credit-facility, AGM, letter and approval dates are distractors, as are adjusted EBITDA "
        "and backlog. total_revenue is Total revenue (product sales plus services, sum); operating_income "
        "is the Loss from operations, negative (gross profit less total expenses, sum); net_income is the "
        "Net loss for the year, negative (no non-controlling interests), not the comprehensive loss; "
        "diluted_eps is the negative figure on the single 'basic and diluted' loss-per-share line. Balance "
        "sheet at the year end: total liabilities printed (sum with equity); total equity is total "
        "shareholders' equity; cash_and_equivalents excludes short-term investments and the snapshot's "
        "combined cash and investments figure."
    )
    sums = [
        SUM(
            "Product sales + Services = Total revenue",
            [
                (1, term("product sales", L, "prod", g, "Product sales")),
                (1, term("services", L, "svc", g, "Services and maintenance")),
            ],
            "total_revenue",
        ),
        SUM(
            "Gross profit + total expenses = Loss from operations",
            [
                (1, term("gross profit", L, "gp", g, "Gross profit")),
                (1, term("total expenses", L, "opx", g, "Total expenses")),
            ],
            "operating_income",
        ),
        SUM(
            "Total liabilities + Total shareholders' equity = Total liabilities and shareholders' equity",
            [(1, "total_liabilities"), (1, "total_equity")],
            term(
                "total liabilities and equity", L, "tle", g, "BS Total liabilities and shareholders' equity"
            ),
        ),
    ]
    return p, fields, notes, sums
