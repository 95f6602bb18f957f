"""Financial-statement builders for blind_extraction37 (5 documents).  Every
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


def v(*xs):
    """A row of figures."""
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def sub(a, b):
    return [x - y for x, y in zip(a, b, strict=True)]


def neg(a):
    return [-x for x in a]


def r2(x, nd=2):
    return D(x).quantize(D(1).scaleb(-nd), rounding=ROUND_HALF_UP)


def paren(nd=0, th=",", dp=".", zero="—"):
    """1,234 / (1,234) / a zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="()")

    return f


def minus(nd=0, th=".", dp=",", zero="–"):
    """1.234 / -1.234 / a zero mark."""

    def f(x):
        if x == 0:
            return zero
        return ("-" if x < 0 else "") + fmt(abs(x), th, dp, nd)

    return f


def grid_rows(s, colx, rows, f, size=7.6, lead=None, x0=None, key=""):
    """Statement rows (label, values or None, flags): b bold, i indent, ii double indent, t rule above,
    d double rule below, $ currency mark before the first figure (set by s.cur).  A value is a number
    (formatted with f) or a string.  Returns {key + label: (page, printed row text)} for rows with values."""
    out = {}
    lead = lead or size * 1.6
    left = x0 if x0 is not None else min(colx) - 50
    for label, vals, flags in rows:
        if "t" in flags:
            s.p.line(left, s.y - size - 2, max(colx) + 2, s.y - size - 2, 0.4)
        ind = 16 if "ii" in flags else 8 if "i" in flags else 0
        cells = [(s.x + ind, label, "l")] if label else []
        for x, val in zip(colx, vals or [], strict=False):
            if val is None:
                continue
            txt = val if isinstance(val, str) else f(val)
            if "$" in flags and getattr(s, "cur", ""):
                txt = s.cur + txt
            cells.append((x, txt, "r"))
        txt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if "d" in flags:
            for dy in (2.8, 4.6):
                s.p.line(left, s.y - lead + dy, max(colx) + 2, s.y - lead + dy, 0.4)
        if vals and key + label not in out:
            out[key + label] = (s.page, txt)
    return out


def col_heads(s, colx, lines, size=6.8, lead=None, rule=True, x0=None):
    """Right-aligned column headings, one list of strings per printed line; returns the texts."""
    out = []
    for ln in lines:
        cells = [(x, t, "r") for x, t in zip(colx, ln, strict=False) if t]
        out.append(s.row(cells, size=size, bold=True, lead=lead or size + 3))
    if rule:
        s.p.line(x0 if x0 is not None else min(colx) - 50, s.y - 6, max(colx) + 2, s.y - 6, 0.5)
        s.skip(3)
    return out


def units(x, scale):
    """A printed figure in whole currency units (int when whole)."""
    w = D(str(x)) * scale
    return int(w) if w == w.to_integral_value() else float(w)


def check(L, scale, **computed):
    for k, val in computed.items():
        same(L[k], units(val, scale), k)


def tq(what, L, key, g, row):
    """A printed statement figure as a sum term."""
    return T(what, L[key], *g[row])


def pct_chg(a, b, nd=1):
    return r2((a - b) / abs(b) * 100, nd)


# ===== 1 US annual report on Form 10-K, excerpt (USD thousands, brackets): an MD&A page with fiscal-year
# figures in millions, a fourth-quarter revenue figure, non-GAAP adjusted operating income and EPS, backlog,
# combined cash and investments and a subsequent dividend with its dates; consolidated statements of
# operations for three 52-week fiscal years ending on Sundays; product plus service revenue (sum); gross
# profit less operating expenses (sum); net income less the share of a redeemable noncontrolling interest
# (sum); a balance sheet without a total-liabilities line, with the redeemable noncontrolling interest as
# temporary equity between liabilities and stockholders' equity (sum to total assets)
@doc(
    "b37_fs_us_10k_redeemable_nci_no_total_liabilities",
    "financial_statement",
    "Tallis Creek Instruments Form 10-K fiscal 2024 excerpt",
)
def fs_us():
    L = dict(
        rev=1027309000,
        prod=812436000,
        serv=214873000,
        gp=493484000,
        opex=353571000,
        op=139913000,
        ni_all=91434000,
        nci=4362000,
        ni=87072000,
        ta=1412356000,
        te=639930000,
        rnci=36974000,
        tcl=263844000,
        ncl=471608000,
        cash=148519000,
        eps=1.78,
    )
    p = Pdf(**LETTER)
    s = Sheet(p, x=60, xr=552, top=56, size=8)
    K = D(1000)

    def header(page_no):
        s.y = 40
        s.row([(60, "TALLIS CREEK INSTRUMENTS, INC.", "l"), (552, "Fiscal 2024 Form 10-K", "r")], 7, True)
        p.hline(s.y - 6, 60, 552, 0.5)
        p.text(306, 764, str(page_no), 8, align="c")
        s.y = 74

    # --- figures (thousands); columns FY2024, FY2023, FY2022
    prod = v(812436, 761904, 702118)
    serv = v(214873, 195322, 181907)
    rev = add(prod, serv)
    c_prod = v(441207, 418355, 389702)
    c_serv = v(92618, 86440, 81335)
    cost = add(c_prod, c_serv)
    gp = sub(rev, cost)
    rd = v(118442, 109870, 101216)
    sga = v(206913, 194228, 181744)
    amort = v(21387, 22906, 18415)
    restr = v(6829, 11452, 2118)
    opex = add(rd, sga, amort, restr)
    op = sub(gp, opex)
    intexp = v(-24716, -27385, -19904)
    other = v(3218, -1447, 2603)
    pbt = add(op, intexp, other)
    tax = v(26981, 19744, 22630)
    ni_all = sub(pbt, tax)
    nci = v(4362, 3915, 3208)
    ni = sub(ni_all, nci)
    sh_b = v(48216, 48903, 49511)
    sh_d = v(48977, 49468, 50204)
    eps_b = [r2(a / b) for a, b in zip(ni, sh_b, strict=True)]
    eps_d = [r2(a / b) for a, b in zip(ni, sh_d, strict=True)]
    # --- balance sheet; columns Sep 29, 2024 and Oct 1, 2023
    cash = v(148519, 121906)
    sti = v(42815, 38440)
    ar = v(171928, 158317)
    inv = v(198446, 204771)
    prep = v(31507, 28893)
    tca = add(cash, sti, ar, inv, prep)
    ppe = v(214688, 203119)
    rou = v(46230, 51882)
    gw = v(402915, 398204)
    intang = v(118736, 138122)
    dta = v(14408, 12175)
    oth_a = v(22164, 19930)
    ta = add(tca, ppe, rou, gw, intang, dta, oth_a)
    ap = v(96318, 101445)
    accr = v(48227, 42906)
    defrev = v(61884, 55317)
    cltd = v(20000, 20000)
    ocl = v(37415, 34882)
    tcl = add(ap, accr, defrev, cltd, ocl)
    ltd = v(371562, 418930)
    lease = v(39776, 45318)
    defrev_nc = v(18433, 16905)
    oltl = v(41837, 25606)
    rnci = v(36974, 33204)
    cs = v(512, 509)
    apic = v(412386, 398705)
    aoci = v(-18247, -24933)
    div = r2(D("0.80") * sh_b[0], 0)
    liab_rnci = add(tcl, ltd, lease, defrev_nc, oltl, rnci)
    re23 = ta[1] - liab_rnci[1] - cs[1] - apic[1] - aoci[1] - D(-128450)
    re24 = re23 + ni[0] - div
    ts24 = ta[0] - liab_rnci[0] - cs[0] - apic[0] - aoci[0] - re24
    re = [re24, re23]
    ts = [ts24, D(-128450)]
    te = add(cs, apic, re, aoci, ts)
    tle = add(liab_rnci, te)
    assert tle == ta, (tle, ta)
    assert ts24 < ts[1], ts24

    # --- page 1: MD&A excerpt
    header(41)
    s.t(
        "Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations",
        10,
        True,
    )
    s.skip(4)
    s.t("Overview", 8.6, True)
    s.para(
        "Tallis Creek Instruments designs and manufactures precision flow, pressure and level measurement "
        "instruments and the software and services that support them. Our fiscal year ends on the Sunday "
        "closest to September 30. Fiscal 2024, fiscal 2023 and fiscal 2022 each contained 52 weeks; fiscal "
        "2024 ended on September 29, 2024.",
        7.8,
    )
    s.t("Fiscal 2024 Highlights", 8.6, True)
    m = D(1000)
    hl = [
        f"Total revenue of ${fmt(rev[0] / m, ',', '.', 1)} million, up {pct_chg(rev[0], rev[1])}% from "
        "fiscal 2023; "
        f"fourth-quarter revenue of $274.6 million.",
        f"Operating income of ${fmt(op[0] / m, ',', '.', 1)} million; adjusted operating income (non-GAAP) "
        "of "
        f"${fmt((op[0] + amort[0] + restr[0]) / m, ',', '.', 1)} million.",
        f"Diluted earnings per share of ${eps_d[0]}; adjusted diluted earnings per share (non-GAAP) of "
        f"${r2((ni[0] + (amort[0] + restr[0]) * D('0.77')) / sh_d[0])}.",
        "Backlog of $388.1 million at September 29, 2024; cash, cash equivalents and short-term investments "
        "of "
        f"${fmt((cash[0] + sti[0]) / m, ',', '.', 1)} million.",
    ]
    for t in hl:
        s.para("-  " + t, 7.8, gap=2)
    s.skip(6)
    s.t("Results of Operations - Fiscal 2024 Compared with Fiscal 2023", 8.6, True)
    s.skip(2)
    mx = [380, 450, 520]
    col_heads(
        s, mx, [["Fiscal 2024", "Fiscal 2023", "Change"], ["($ in millions)", "($ in millions)", ""]], 6.8
    )

    def mil(x):
        return fmt(x / m, ",", ".", 1, neg="()")

    mrows = [
        ("Product revenue", prod),
        ("Service and software revenue", serv),
        ("Total revenue", rev),
        ("Gross profit", gp),
        ("Operating income", op),
        ("Adjusted operating income (non-GAAP)", add(op, amort, restr)),
        ("Net income attributable to Tallis Creek", ni),
    ]
    for lab, r in mrows:
        s.row(
            [(60, lab), (380, mil(r[0]), "r"), (450, mil(r[1]), "r"), (520, f"{pct_chg(r[0], r[1])}%", "r")],
            7.6,
            lead=12,
        )
    s.row(
        [
            (60, "Gross margin"),
            (380, f"{r2(gp[0] / rev[0] * 100, 1)}%", "r"),
            (450, f"{r2(gp[1] / rev[1] * 100, 1)}%", "r"),
        ],
        7.6,
        lead=12,
    )
    s.skip(8)
    s.para(
        "Revenue. Product revenue increased primarily from higher volumes of Coriolis flow meters in the "
        "water and energy end markets and price realization of approximately 2%. Service and software "
        "revenue grew as the installed base of connected instruments expanded. Foreign currency translation "
        "had an unfavorable impact of approximately $6.2 million.",
        7.8,
    )
    s.para(
        "Restructuring. In fiscal 2024 we completed the consolidation of our Eindhoven assembly operation "
        "into our Ostrava plant announced on March 14, 2023. Adjusted operating income excludes amortization "
        "of acquired intangibles and restructuring and other charges; see Non-GAAP Financial Measures below.",
        7.8,
    )
    s.para(
        "Subsequent event. On November 12, 2024, our Board of Directors declared a quarterly cash dividend "
        "of $0.21 per share, payable on December 20, 2024 to stockholders of record on December 5, 2024.",
        7.8,
    )

    # --- page 2: statements of operations
    s.new_page()
    header(58)
    s.t("Item 8. Financial Statements and Supplementary Data", 9.6, True)
    s.skip(4)
    s.t("TALLIS CREEK INSTRUMENTS, INC.", 9, True, x=306, align="c")
    s.t("CONSOLIDATED STATEMENTS OF OPERATIONS", 9, True, x=306, align="c")
    s.t("(In thousands, except per share amounts)", 7.4, x=306, align="c")
    s.skip(6)
    cx = [400, 476, 552]
    q_h = col_heads(
        s,
        cx,
        [
            ["", "Fiscal Year Ended", ""],
            ["September 29,", "October 1,", "October 2,"],
            ["2024", "2023", "2022"],
        ],
        6.8,
    )
    f = paren(0)
    s.cur = "$ "
    g = grid_rows(
        s,
        cx,
        [
            ("Revenue:", None, ""),
            ("Product", prod, "i$"),
            ("Service and software", serv, "i"),
            ("Total revenue", rev, "bt"),
            ("Cost of revenue:", None, ""),
            ("Product", c_prod, "i"),
            ("Service and software", c_serv, "i"),
            ("Total cost of revenue", cost, "t"),
            ("Gross profit", gp, "bt"),
            ("Operating expenses:", None, ""),
            ("Research and development", rd, "i"),
            ("Selling, general and administrative", sga, "i"),
            ("Amortization of acquired intangible assets", amort, "i"),
            ("Restructuring and other charges", restr, "i"),
            ("Total operating expenses", opex, "t"),
            ("Operating income", op, "bt"),
            ("Interest expense", intexp, ""),
            ("Other income (expense), net", other, ""),
            ("Income before income taxes", pbt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net income", ni_all, "bt"),
            ("Less: Net income attributable to redeemable noncontrolling interest", nci, ""),
            ("Net income attributable to Tallis Creek Instruments, Inc.", ni, "bt$d"),
        ],
        f,
        7.6,
        lead=12.4,
    )
    s.skip(6)
    s.t("Net income per share attributable to Tallis Creek Instruments, Inc. common stockholders:", 7.6)
    eps_f = paren(2)
    g.update(
        grid_rows(
            s,
            cx,
            [("Basic", eps_b, "i$"), ("Diluted", eps_d, "i$")],
            eps_f,
            7.6,
            lead=12.4,
            key="eps ",
        )
    )
    s.skip(4)
    s.t("Weighted-average shares outstanding:", 7.6)
    grid_rows(s, cx, [("Basic", sh_b, "i"), ("Diluted", sh_d, "i")], f, 7.6, lead=12.4, key="sh ")
    s.skip(4)
    grid_rows(s, cx, [("Cash dividends declared per common share", ["0.80", "0.76", "0.72"], "$")], f, 7.6)
    s.skip(10)
    s.t("See accompanying notes to consolidated financial statements.", 7, color=GREY)

    # --- page 3: balance sheets
    s.new_page()
    header(59)
    s.t("TALLIS CREEK INSTRUMENTS, INC.", 9, True, x=306, align="c")
    s.t("CONSOLIDATED BALANCE SHEETS", 9, True, x=306, align="c")
    s.t("(In thousands, except par value)", 7.4, x=306, align="c")
    s.skip(6)
    bx = [470, 552]
    q_bh = col_heads(s, bx, [["September 29,", "October 1,"], ["2024", "2023"]], 6.8)
    b = grid_rows(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "i$"),
            ("Short-term investments", sti, "i"),
            ("Accounts receivable, net of allowances of $3,118 and $2,874", ar, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and other current assets", prep, "i"),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intang, ""),
            ("Deferred income taxes", dta, ""),
            ("Other assets", oth_a, ""),
            ("Total assets", ta, "bt$d"),
            ("LIABILITIES, REDEEMABLE NONCONTROLLING INTEREST AND STOCKHOLDERS' EQUITY", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "i$"),
            ("Accrued compensation and benefits", accr, "i"),
            ("Deferred revenue", defrev, "i"),
            ("Current portion of long-term debt", cltd, "i"),
            ("Other current liabilities", ocl, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net of current portion", ltd, ""),
            ("Operating lease liabilities, non-current", lease, ""),
            ("Deferred revenue, non-current", defrev_nc, ""),
            ("Other long-term liabilities", oltl, ""),
            ("Commitments and contingencies (Note 15)", None, ""),
            ("Redeemable noncontrolling interest", rnci, "t"),
            ("Stockholders' equity:", None, ""),
            ("Common stock, $0.01 par value; 120,000 shares authorized", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Retained earnings", re, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Treasury stock, at cost", ts, "i"),
            ("Total stockholders' equity", te, "bt"),
            ("Total liabilities, redeemable noncontrolling interest and stockholders' equity", tle, "bt$d"),
        ],
        f,
        7.4,
        lead=11.8,
    )
    s.skip(6)
    s.t("See accompanying notes to consolidated financial statements.", 7, color=GREY)
    ncl = add(ltd, lease, defrev_nc, oltl)
    check(
        L,
        K,
        rev=rev[0],
        prod=prod[0],
        serv=serv[0],
        gp=gp[0],
        opex=opex[0],
        op=op[0],
        ni_all=ni_all[0],
        nci=nci[0],
        ni=ni[0],
        ta=ta[0],
        te=te[0],
        rnci=rnci[0],
        tcl=tcl[0],
        ncl=ncl[0],
        cash=cash[0],
    )
    same(L["eps"], eps_d[0], "eps")
    _ = (q_h, q_bh)
    fields = {
        "company_name": F(
            "Tallis Creek Instruments, Inc.",
            2,
            "TALLIS CREEK INSTRUMENTS, INC. CONSOLIDATED STATEMENTS OF OPERATIONS",
        ),
        "report_type": F("10-K", 2, "TALLIS CREEK INSTRUMENTS, INC. Fiscal 2024 Form 10-K"),
        "period_end_date": F("2024-09-29", 1, "fiscal 2024 ended on September 29, 2024"),
        "currency": F("USD", 2, g["Product"][1]),
        "total_revenue": F(L["rev"], *g["Total revenue"]),
        "operating_income": F(L["op"], *g["Operating income"]),
        "net_income": F(L["ni"], *g["Net income attributable to Tallis Creek Instruments, Inc."]),
        "diluted_eps": F(L["eps"], *g["eps Diluted"]),
        "total_assets": F(L["ta"], *b["Total assets"]),
        "total_liabilities": NULL(),
        "total_equity": F(L["te"], *b["Total stockholders' equity"]),
        "cash_and_equivalents": F(L["cash"], *b["Cash and cash equivalents"]),
    }
    notes = (
        "Excerpt of a US annual report on Form 10-K (MD&A page, statements of operations, balance sheets), "
        "USD in thousands with brackets for negatives. Current period: the 52-week fiscal year ended "
        "September 29, 2024 (first column); balance-sheet figures at that date (first column). The MD&A "
        "highlights in millions, the fourth-quarter revenue figure, adjusted (non-GAAP) operating income and "
        "EPS, backlog and the combined cash-and-investments figure are distractors, as are the prior fiscal "
        "years and the subsequent dividend. total_revenue is Total revenue (product plus service and "
        "software, sum); operating_income the Operating income line (gross profit less operating expenses, "
        "sum); net_income the line attributable to the company, after the redeemable noncontrolling "
        "interest's share (sum); diluted_eps the diluted figure per share attributable to the company. The "
        "balance sheet prints no total-liabilities line (only total current liabilities and the long-term "
        "items), so total_liabilities is null. The redeemable noncontrolling interest is temporary equity "
        "shown between liabilities and stockholders' equity; total_equity is Total stockholders' equity, and "
        "current liabilities, non-current liabilities, the redeemable interest and stockholders' equity add "
        "up to total assets (sum). cash_and_equivalents excludes short-term investments."
    )
    sums = [
        SUM(
            "product + service and software = total revenue",
            [
                (1, tq("product revenue", L, "prod", g, "Product")),
                (1, tq("service and software revenue", L, "serv", g, "Service and software")),
            ],
            "total_revenue",
        ),
        SUM(
            "gross profit - total operating expenses = operating income",
            [
                (1, tq("gross profit", L, "gp", g, "Gross profit")),
                (-1, tq("total operating expenses", L, "opex", g, "Total operating expenses")),
            ],
            "operating_income",
        ),
        SUM(
            "net income - redeemable NCI share = attributable net income",
            [
                (1, tq("net income", L, "ni_all", g, "Net income")),
                (
                    -1,
                    tq(
                        "NCI share",
                        L,
                        "nci",
                        g,
                        "Less: Net income attributable to redeemable noncontrolling interest",
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "current + non-current liabilities + redeemable NCI + stockholders' equity = total assets",
            [
                (1, tq("total current liabilities", L, "tcl", b, "Total current liabilities")),
                (1, T("long-term debt", units(ltd[0], K), *b["Long-term debt, net of current portion"])),
                (
                    1,
                    T(
                        "lease liabilities",
                        units(lease[0], K),
                        *b["Operating lease liabilities, non-current"],
                    ),
                ),
                (
                    1,
                    T(
                        "deferred revenue non-current",
                        units(defrev_nc[0], K),
                        *b["Deferred revenue, non-current"],
                    ),
                ),
                (1, T("other long-term liabilities", units(oltl[0], K), *b["Other long-term liabilities"])),
                (1, tq("redeemable NCI", L, "rnci", b, "Redeemable noncontrolling interest")),
                (1, "total_equity"),
            ],
            "total_assets",
        ),
    ]
    return p, assemble(fields), notes, sums


def assemble(fields):
    order = [
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
    return {k: fields[k] for k in order}


# ===== 2 German annual report (Geschäftsbericht) of an AG for a fiscal year ending 31 October (TEUR, dot
# grouping, minus signs; key figures in Mio. €): a key-figures page with EBITDA, EBIT margin, order intake,
# free cash flow, net debt, equity ratio, proposed dividend and the AGM date; consolidated income statement by
# the nature-of-expense method with a notes column (revenue, changes in inventories and own work capitalised
# to total output; EBIT; financial result; group result split between shareholders and non-controlling
# interests, sums); basic and diluted EPS; balance sheet with equity including non-controlling interests,
# non-current and current liabilities and a 'Schulden gesamt' line (sums)
@doc(
    "b37_fs_de_geschaeftsbericht_abweichendes_gj",
    "financial_statement",
    "Vogtland Präzisionsguss Geschäftsbericht 2023/24",
)
def fs_de():
    L = dict(
        rev=486213000,
        gl=491317000,
        ebit=35172000,
        grp=20396000,
        nci=1357000,
        ni=19039000,
        ta=495357000,
        eq=246893000,
        lfr=130171000,
        kfr=118293000,
        tl=248464000,
        cash=46381000,
        eps=1.53,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=56, xr=539, top=60, size=8)
    K = D(1000)
    blue = (0.1, 0.25, 0.45)

    def header(n):
        s.y = 36
        s.row([(56, "Vogtland Präzisionsguss AG", "l"), (539, "Geschäftsbericht 2023/24", "r")], 7)
        p.hline(s.y - 6, 56, 539, 0.4, blue)
        p.text(539, 812, str(n), 7.4, align="r", color=GREY)
        s.y = 72

    # GuV (TEUR): 2023/24, 2022/23
    rev = v(486213, 462870)
    bestand = v(3461, -2106)
    eigen = v(1643, 1612)
    gl = add(rev, bestand, eigen)
    soe = v(9884, 11247)
    mat = v(-228716, -224381)
    pers = v(-148391, -139806)
    abs_ = v(-27645, -26118)
    soa = v(-61277, -58473)
    ebit = add(gl, soe, mat, pers, abs_, soa)
    fe = v(1214, 866)
    fa = v(-8937, -7415)
    ae = v(1482, 1130)
    fin = add(fe, fa, ae)
    ebt = add(ebit, fin)
    st = [-r2(x * D("0.295"), 0) for x in ebt]
    grp = add(ebt, st)
    nci = v(1357, 1047)
    ni = sub(grp, nci)
    sh, shd = D(12400000), D(12476000)
    eps_b = [r2(x * K / sh) for x in ni]
    eps_d = [r2(x * K / shd) for x in ni]
    # Bilanz (TEUR): 31.10.2024, 31.10.2023
    immat = v(38416, 41207)
    sach = v(187334, 179812)
    nutz = v(14862, 16117)
    equity_inv = v(12709, 11892)
    sfv = v(3448, 3391)
    lsa = v(6835, 7462)
    lfv = add(immat, sach, nutz, equity_inv, sfv, lsa)
    vorr = v(92817, 96205)
    ford = v(71304, 68937)
    vvw = v(8416, 7029)
    skv = v(11228, 10614)
    esf = v(1607, 2918)
    cash = v(46381, 37259)
    kfv = add(vorr, ford, vvw, skv, esf, cash)
    ta = add(lfv, kfv)
    gk = v(12400, 12400)
    kr = v(48762, 48762)
    sr = v(-3118, -4537)
    nba = v(7915, 7227)
    pens = v(21406, 22873)
    lrs = v(5218, 4906)
    lease_l = v(11337, 12884)
    lst = v(9614, 8792)
    krs = v(8927, 9318)
    kfin = v(16250, 21480)
    klease = v(3884, 3602)
    vll = v(44716, 47381)
    vvb = v(14472, 9770)
    esv = v(5936, 2116)
    skvb = v(24108, 18424)
    kfr = add(krs, kfin, klease, vll, vvb, esv, skvb)
    lfin23 = D(86250)
    gr23 = ta[1] - gk[1] - kr[1] - sr[1] - nba[1] - pens[1] - lrs[1] - lfin23 - lease_l[1] - lst[1] - kfr[1]
    gr24 = gr23 + ni[0] - D(9300)
    lfin24 = ta[0] - gk[0] - kr[0] - sr[0] - nba[0] - gr24 - pens[0] - lrs[0] - lease_l[0] - lst[0] - kfr[0]
    gr = [gr24, gr23]
    lfin = [lfin24, lfin23]
    assert 40000 < lfin24 < lfin23, lfin24
    eqa = add(gk, kr, gr, sr)
    eq = add(eqa, nba)
    lfr = add(pens, lrs, lfin, lease_l, lst)
    tl = add(lfr, kfr)
    tpa = add(eq, tl)
    assert tpa == ta

    # --- page 1: key figures
    header(2)
    s.skip(6)
    q_gb = s.t("Geschäftsbericht 2023/24", 20, True, color=blue)
    s.t("Geschäftsjahr vom 1. November 2023 bis 31. Oktober 2024", 9, color=GREY)
    s.skip(14)
    s.t("Konzern-Kennzahlen", 11, True, color=blue)
    s.skip(2)
    kx = [380, 455, 539]
    col_heads(s, kx, [["2023/24", "2022/23", "Veränderung"]], 7.2, x0=56)

    def mio(x):
        return fmt(x / K, ".", ",", 1)

    ebitda = sub(ebit, abs_)
    ndebt = sub(add(lfin, kfin, lease_l, klease), cash)
    kz = [
        ("Auftragseingang (Mio. €)", "501,8", "455,3", "+10,2 %"),
        (
            "Umsatzerlöse (Mio. €)",
            mio(rev[0]),
            mio(rev[1]),
            f"+{fmt(pct_chg(rev[0], rev[1]), '.', ',', 1)} %",
        ),
        (
            "EBITDA (Mio. €)",
            mio(ebitda[0]),
            mio(ebitda[1]),
            f"+{fmt(pct_chg(ebitda[0], ebitda[1]), '.', ',', 1)} %",
        ),
        ("EBIT (Mio. €)", mio(ebit[0]), mio(ebit[1]), f"+{fmt(pct_chg(ebit[0], ebit[1]), '.', ',', 1)} %"),
        (
            "EBIT-Marge (%)",
            fmt(r2(ebit[0] / rev[0] * 100, 1), ".", ",", 1),
            fmt(r2(ebit[1] / rev[1] * 100, 1), ".", ",", 1),
            "",
        ),
        ("Konzernergebnis nach Anteilen Dritter (Mio. €)", mio(ni[0]), mio(ni[1]), ""),
        ("Ergebnis je Aktie, verwässert (€)", fmt(eps_d[0], ".", ",", 2), fmt(eps_d[1], ".", ",", 2), ""),
        ("Free Cashflow (Mio. €)", "24,6", "11,9", ""),
        ("Nettofinanzverschuldung zum 31.10. (Mio. €)", mio(ndebt[0]), mio(ndebt[1]), ""),
        (
            "Eigenkapitalquote zum 31.10. (%)",
            fmt(r2(eq[0] / ta[0] * 100, 1), ".", ",", 1),
            fmt(r2(eq[1] / ta[1] * 100, 1), ".", ",", 1),
            "",
        ),
        ("Mitarbeiter zum 31.10. (Anzahl)", "2.184", "2.131", ""),
        ("Dividende je Aktie (€)", "0,85*", "0,75", ""),
    ]
    for lab, a, b_, c in kz:
        s.row([(56, lab), (380, a, "r"), (455, b_, "r"), (539, c, "r")], 8, lead=14)
        p.hline(s.y - 11, 56, 539, 0.2, (0.7, 0.7, 0.7))
    s.t("* Vorschlag an die Hauptversammlung am 20. März 2025", 6.8, color=GREY)
    s.skip(14)
    s.t("Brief an die Aktionäre (Auszug)", 10, True, color=blue)
    s.para(
        "Sehr geehrte Aktionärinnen und Aktionäre, im Geschäftsjahr 2023/24 haben wir Umsatz und Ergebnis "
        "deutlich gesteigert. Getragen wurde das Wachstum vom Geschäftsbereich Hydraulikguss und von der "
        "Erholung der Nachfrage aus dem Landmaschinenbau. Die Energiekosten lagen im Geschäftsjahr unter dem "
        "Niveau des Vorjahres. Für das Geschäftsjahr 2024/25 erwarten wir einen Umsatz zwischen 500 und 520 "
        "Mio. € und eine EBIT-Marge zwischen 6,0 % und 6,5 %.",
        8,
    )
    s.para("Plauen, im Januar 2025 – Der Vorstand", 8)

    # --- page 2: income statement
    s.new_page()
    header(96)
    s.t("Konzern-Gewinn- und Verlustrechnung", 11, True, color=blue)
    q_per = s.t("für das Geschäftsjahr vom 1. November 2023 bis 31. Oktober 2024", 8)
    s.skip(6)
    gx = [375, 455, 539]
    q_gh = col_heads(s, gx, [["Anhang", "2023/24", "2022/23"], ["", "TEUR", "TEUR"]], 7, x0=56)
    f = minus(0)
    note = {
        "Umsatzerlöse": "(6)",
        "Sonstige betriebliche Erträge": "(7)",
        "Materialaufwand": "(8)",
        "Personalaufwand": "(9)",
        "Abschreibungen": "(10)",
        "Sonstige betriebliche Aufwendungen": "(11)",
        "Finanzergebnis": "(12)",
        "Ertragsteuern": "(13)",
        "Ergebnis je Aktie (unverwässert) in €": "(14)",
    }

    def nrows(rows):
        return [(lab, ([note.get(lab, "")] + vals) if vals else None, fl) for lab, vals, fl in rows]

    g = grid_rows(
        s,
        gx,
        nrows(
            [
                ("Umsatzerlöse", rev, "b"),
                ("Bestandsveränderung fertiger und unfertiger Erzeugnisse", bestand, ""),
                ("Andere aktivierte Eigenleistungen", eigen, ""),
                ("Gesamtleistung", gl, "bt"),
                ("Sonstige betriebliche Erträge", soe, ""),
                ("Materialaufwand", mat, ""),
                ("Personalaufwand", pers, ""),
                ("Abschreibungen", abs_, ""),
                ("Sonstige betriebliche Aufwendungen", soa, ""),
                ("Betriebsergebnis (EBIT)", ebit, "bt"),
                ("Finanzerträge", fe, ""),
                ("Finanzaufwendungen", fa, ""),
                ("Ergebnis aus at-equity bewerteten Beteiligungen", ae, ""),
                ("Finanzergebnis", fin, "t"),
                ("Ergebnis vor Ertragsteuern", ebt, "bt"),
                ("Ertragsteuern", st, ""),
                ("Konzernjahresüberschuss", grp, "bt"),
                ("davon auf nicht beherrschende Anteile entfallend", nci, "i"),
                ("davon auf Aktionäre der Vogtland Präzisionsguss AG entfallend", ni, "i"),
            ]
        ),
        f,
        7.8,
        lead=13.4,
        x0=56,
    )
    s.skip(8)
    ef = minus(2)
    g.update(
        grid_rows(
            s,
            gx,
            nrows(
                [
                    ("Ergebnis je Aktie (unverwässert) in €", eps_b, ""),
                    ("Ergebnis je Aktie (verwässert) in €", eps_d, ""),
                ]
            ),
            ef,
            7.8,
            lead=13.4,
            x0=56,
        )
    )
    s.skip(6)
    s.para(
        "Die Berechnung des verwässerten Ergebnisses je Aktie berücksichtigt 76.000 potenzielle Aktien aus "
        "dem Aktienoptionsprogramm 2022. Durchschnittlich im Umlauf befindliche Aktien: 12.400.000 Stück "
        "(Vorjahr: 12.400.000 Stück).",
        7.2,
    )

    # --- page 3: balance sheet
    s.new_page()
    header(97)
    s.t("Konzernbilanz", 11, True, color=blue)
    q_bd = s.t("zum 31. Oktober 2024", 8)
    s.skip(6)
    bx = [375, 455, 539]
    col_heads(s, bx, [["Anhang", "31.10.2024", "31.10.2023"], ["", "TEUR", "TEUR"]], 7, x0=56)
    note.update(
        {
            "Sachanlagen": "(16)",
            "Vorräte": "(19)",
            "Zahlungsmittel und Zahlungsmitteläquivalente": "(21)",
            "Eigenkapital": "(22)",
            "Pensionsrückstellungen": "(23)",
        }
    )
    bl = [
        ("AKTIVA", None, "b"),
        ("Immaterielle Vermögenswerte", immat, "i"),
        ("Sachanlagen", sach, "i"),
        ("Nutzungsrechte aus Leasingverhältnissen", nutz, "i"),
        ("At-equity bewertete Beteiligungen", equity_inv, "i"),
        ("Sonstige finanzielle Vermögenswerte", sfv, "i"),
        ("Latente Steueransprüche", lsa, "i"),
        ("Langfristige Vermögenswerte", lfv, "bt"),
        ("Vorräte", vorr, "i"),
        ("Forderungen aus Lieferungen und Leistungen", ford, "i"),
        ("Vertragsvermögenswerte", vvw, "i"),
        ("Sonstige kurzfristige Vermögenswerte", skv, "i"),
        ("Ertragsteuerforderungen", esf, "i"),
        ("Zahlungsmittel und Zahlungsmitteläquivalente", cash, "i"),
        ("Kurzfristige Vermögenswerte", kfv, "bt"),
        ("Summe Aktiva", ta, "btd"),
        ("PASSIVA", None, "b"),
        ("Gezeichnetes Kapital", gk, "i"),
        ("Kapitalrücklage", kr, "i"),
        ("Gewinnrücklagen", gr, "i"),
        ("Sonstige Rücklagen", sr, "i"),
        ("Den Aktionären zurechenbares Eigenkapital", eqa, "t"),
        ("Nicht beherrschende Anteile", nba, "i"),
        ("Eigenkapital", eq, "bt"),
        ("Pensionsrückstellungen", pens, "i"),
        ("Sonstige langfristige Rückstellungen", lrs, "i"),
        ("Langfristige Finanzverbindlichkeiten", lfin, "i"),
        ("Langfristige Leasingverbindlichkeiten", lease_l, "i"),
        ("Latente Steuerschulden", lst, "i"),
        ("Langfristige Schulden", lfr, "bt"),
        ("Sonstige kurzfristige Rückstellungen", krs, "i"),
        ("Kurzfristige Finanzverbindlichkeiten", kfin, "i"),
        ("Kurzfristige Leasingverbindlichkeiten", klease, "i"),
        ("Verbindlichkeiten aus Lieferungen und Leistungen", vll, "i"),
        ("Vertragsverbindlichkeiten", vvb, "i"),
        ("Ertragsteuerverbindlichkeiten", esv, "i"),
        ("Sonstige kurzfristige Verbindlichkeiten", skvb, "i"),
        ("Kurzfristige Schulden", kfr, "bt"),
        ("Schulden gesamt", tl, "b"),
        ("Summe Passiva", tpa, "btd"),
    ]
    b = grid_rows(s, bx, nrows(bl), f, 7.5, lead=12.2, x0=56)
    check(
        L,
        K,
        rev=rev[0],
        gl=gl[0],
        ebit=ebit[0],
        grp=grp[0],
        nci=nci[0],
        ni=ni[0],
        ta=ta[0],
        eq=eq[0],
        lfr=lfr[0],
        kfr=kfr[0],
        tl=tl[0],
        cash=cash[0],
    )
    same(L["eps"], eps_d[0], "eps")
    _ = (q_gh, q_per)
    fields = {
        "company_name": F(
            "Vogtland Präzisionsguss AG", 2, "davon auf Aktionäre der Vogtland Präzisionsguss AG entfallend"
        ),
        "report_type": F("annual_report", 1, q_gb),
        "period_end_date": F("2024-10-31", 3, q_bd),
        "currency": F("EUR", 2, q_gh[1]),
        "total_revenue": F(L["rev"], *g["Umsatzerlöse"]),
        "operating_income": F(L["ebit"], *g["Betriebsergebnis (EBIT)"]),
        "net_income": F(L["ni"], *g["davon auf Aktionäre der Vogtland Präzisionsguss AG entfallend"]),
        "diluted_eps": F(L["eps"], *g["Ergebnis je Aktie (verwässert) in €"]),
        "total_assets": F(L["ta"], *b["Summe Aktiva"]),
        "total_liabilities": F(L["tl"], *b["Schulden gesamt"]),
        "total_equity": F(L["eq"], *b["Eigenkapital"]),
        "cash_and_equivalents": F(L["cash"], *b["Zahlungsmittel und Zahlungsmitteläquivalente"]),
    }
    notes = (
        "German annual report (Geschäftsbericht) excerpt: key figures, consolidated income statement and "
        "balance sheet, EUR in thousands (TEUR) with dot grouping and minus signs; key figures in Mio. €. "
        "Current period: the fiscal year 1 November 2023 to 31 October 2024 (the 2023/24 column); balance "
        "sheet at 31.10.2024 (first figure column; the notes-reference column comes first). Order intake, "
        "EBITDA, EBIT margin, free cash flow, net debt, equity ratio, employees, dividend, the AGM date and "
        "the outlook are distractors. total_revenue is Umsatzerlöse, not the Gesamtleistung (revenue plus "
        "changes in inventories and own work capitalised, sum); operating_income the Betriebsergebnis "
        "(EBIT); net_income the share of the group result attributable to the shareholders of the AG (group "
        "result less the non-controlling interests' share, sum); diluted_eps the verwässert line in euros. "
        "total_equity is Eigenkapital including non-controlling interests; total_liabilities the Schulden "
        "gesamt line (non-current plus current, sum), and equity plus liabilities equals Summe Aktiva (sum)."
    )
    sums = [
        SUM(
            "Umsatzerlöse + Bestandsveränderung + aktivierte Eigenleistungen = Gesamtleistung",
            [
                (1, "total_revenue"),
                (
                    1,
                    T(
                        "Bestandsveränderung",
                        units(bestand[0], K),
                        *g["Bestandsveränderung fertiger und unfertiger Erzeugnisse"],
                    ),
                ),
                (
                    1,
                    T(
                        "aktivierte Eigenleistungen",
                        units(eigen[0], K),
                        *g["Andere aktivierte Eigenleistungen"],
                    ),
                ),
            ],
            tq("Gesamtleistung", L, "gl", g, "Gesamtleistung"),
        ),
        SUM(
            "Konzernjahresüberschuss - nicht beherrschende Anteile = Anteil der Aktionäre",
            [
                (1, tq("Konzernjahresüberschuss", L, "grp", g, "Konzernjahresüberschuss")),
                (
                    -1,
                    tq(
                        "nicht beherrschende Anteile",
                        L,
                        "nci",
                        g,
                        "davon auf nicht beherrschende Anteile entfallend",
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "langfristige + kurzfristige Schulden = Schulden gesamt",
            [
                (1, tq("langfristige Schulden", L, "lfr", b, "Langfristige Schulden")),
                (1, tq("kurzfristige Schulden", L, "kfr", b, "Kurzfristige Schulden")),
            ],
            "total_liabilities",
        ),
        SUM(
            "Eigenkapital + Schulden gesamt = Summe Aktiva",
            [(1, "total_equity"), (1, "total_liabilities")],
            "total_assets",
        ),
    ]
    return p, assemble(fields), notes, sums


def fr(nd=0):
    """French-Canadian figures: 1 284 637 / (9 884) / 0,71."""

    def f(x):
        if x == 0:
            return "—"
        return fmt(x, " ", ",", nd, neg="()")

    return f


# ===== 3 Quebec grocer's second-quarter earnings release in French (CAD thousands, space grouping, brackets,
# decimal commas): a 52-53-week fiscal year ending in April, so the quarter is a 12-week period; highlights in
# millions with same-store sales, adjusted EBITDA and adjusted EPS, dividend and conference-call dates;
# statements with 12-week and 24-week columns for this year and last (current = first column); operating
# income as gross margin less expenses and depreciation (sum); net income attributable to shareholders vs
# non-controlling interests (sum); a condensed balance sheet at the quarter end vs the fiscal year end with a
# 'Total du passif' line (sums)
@doc(
    "b37_fs_ca_qc_communique_12_semaines",
    "financial_statement",
    "Groupe Marché Vallier résultats T2 exercice 2025",
)
def fs_ca():
    L = dict(
        rev=1284637000,
        gm=353431000,
        sga=228419000,
        da=41063000,
        op=83949000,
        ni_all=55324000,
        nci=1179000,
        ni=54145000,
        ta=2883006000,
        tl=1776633000,
        te=1106373000,
        cash=87419000,
        eps=0.66,
    )
    p = Pdf(ttf=True, **LETTER)
    s = Sheet(p, x=56, xr=556, top=60, size=8)
    K = D(1000)
    green = (0.0, 0.36, 0.22)
    # columns: T2 2025 (12 sem.), T2 2024, cumul 24 sem. 2025, cumul 2024
    rev = v(1284637, 1234018, 2541882, 2437509)
    cogs = v(931206, 897322, 1842417, 1772986)
    gm = sub(rev, cogs)
    sga = v(228419, 219876, 455903, 438127)
    da = v(41063, 39117, 81766, 77952)
    op = sub(sub(gm, sga), da)
    ff = v(-9884, -10472, -19615, -21008)
    jv = v(1206, 984, 2317, 1902)
    ebt = add(op, ff, jv)
    tax = [r2(x * D("0.265"), 0) for x in ebt]
    ni_all = sub(ebt, tax)
    nci = v(1179, 1032, 2218, 2004)
    ni = sub(ni_all, nci)
    shb = v(81612, 82405, 81744, 82518)
    shd = v(81978, 82811, 82120, 82904)
    eps_b = [r2(a / b) for a, b in zip(ni, shb, strict=True)]
    eps_d = [r2(a / b) for a, b in zip(ni, shd, strict=True)]
    # balance sheet: 13 Oct 2024, 28 Apr 2024
    cash = v(87419, 104266)
    deb = v(142833, 131507)
    stocks = v(338912, 326745)
    fpa = v(21604, 17930)
    acT = add(cash, deb, stocks, fpa)
    immo = v(1046218, 1021377)
    rou = v(612447, 598016)
    cje = v(28416, 26099)
    gw = v(402881, 402881)
    incorp = v(187304, 190528)
    aut = v(14972, 15336)
    ta = add(acT, immo, rou, cje, gw, incorp, aut)
    cred = v(468217, 451806)
    imp = v(12408, 18771)
    tcd = v(15000, 15000)
    tcol = v(78933, 76412)
    pct_ = add(cred, imp, tcd, tcol)
    ol = v(598507, 586130)
    idf = v(72845, 70918)
    ap = v(18227, 17604)
    ca_ = v(318406, 319882)
    surplus = v(9874, 9311)
    aerg = v(4117, 2905)
    pndpc = v(21336, 19768)
    dlt_apr = D(566902)
    bnr_apr = ta[1] - pct_[1] - dlt_apr - ol[1] - idf[1] - ap[1] - ca_[1] - surplus[1] - aerg[1] - pndpc[1]
    bnr_oct = bnr_apr + ni[2] - D(23706) - D(6918)
    dlt_oct = ta[0] - pct_[0] - ol[0] - idf[0] - ap[0] - ca_[0] - surplus[0] - aerg[0] - pndpc[0] - bnr_oct
    assert 480000 < dlt_oct < dlt_apr, dlt_oct
    dlt = [dlt_oct, dlt_apr]
    bnr = [bnr_oct, bnr_apr]
    tl = add(pct_, dlt, ol, idf, ap)
    eqa = add(ca_, surplus, bnr, aerg)
    te = add(eqa, pndpc)
    tle = add(tl, te)
    assert tle == ta
    f = fr(0)

    def mio(x):
        return fmt(x / K, " ", ",", 1)

    # --- page 1: release text
    s.y = 56
    s.t("COMMUNIQUÉ DE PRESSE", 8, True, color=green)
    s.t("Pour diffusion immédiate", 7.4, color=GREY)
    s.skip(10)
    q_head = s.para(
        "Groupe Marché Vallier annonce ses résultats du deuxième trimestre de l'exercice 2025",
        14,
        True,
        gap=6,
    )
    q_lead = s.para(
        "Laval (Québec), le 20 novembre 2024 – Groupe Marché Vallier inc. (TSX : GMV) annonce aujourd'hui "
        "ses résultats pour le deuxième trimestre de l'exercice 2025, soit la période de 12 semaines "
        "terminée le 13 octobre 2024. L'exercice de la Société se termine le dernier dimanche d'avril; ses "
        "premier, deuxième et quatrième trimestres comptent 12 semaines et son troisième trimestre, 16 "
        "semaines.",
        8.4,
    )
    s.skip(4)
    s.t("Faits saillants du deuxième trimestre", 9.6, True, color=green)
    for t in (
        f"Chiffre d'affaires de {mio(rev[0])} millions $, en hausse de "
        f"{fmt(pct_chg(rev[0], rev[1]), ' ', ',', 1)} %.",
        "Ventes des magasins comparables en hausse de 2,7 % (3,4 % au deuxième trimestre de l'exercice "
        "2024).",
        f"BAIIA ajusté de {mio(op[0] + da[0] + D(412))} millions $.",
        f"Bénéfice net attribuable aux actionnaires de {mio(ni[0])} millions $, soit "
        f"{fmt(eps_d[0], ' ', ',', 2)} $ "
        "par action diluée; bénéfice net ajusté par action diluée de "
        f"{fmt(eps_d[0] + D('0.03'), ' ', ',', 2)} $.",
        f"Pour la période de 24 semaines : chiffre d'affaires de {mio(rev[2])} millions $ et bénéfice net "
        f"attribuable aux actionnaires de {mio(ni[2])} millions $.",
    ):
        s.para("–  " + t, 8.2, gap=2)
    s.skip(6)
    s.t("Dividende", 9.6, True, color=green)
    s.para(
        "Le conseil d'administration a déclaré un dividende trimestriel de 0,145 $ par action, payable le 16 "
        "décembre 2024 aux actionnaires inscrits à la fermeture des bureaux le 29 novembre 2024.",
        8.2,
    )
    s.t("Conférence téléphonique", 9.6, True, color=green)
    s.para(
        "La direction tiendra une conférence téléphonique le 21 novembre 2024 à 8 h 30 (HE). Les états "
        "financiers consolidés résumés intermédiaires et le rapport de gestion sont disponibles sur "
        "www.marchevallier.example et sur SEDAR+.",
        8.2,
    )
    s.t("Mesures non conformes aux IFRS", 9.6, True, color=green)
    s.para(
        "Le BAIIA ajusté et le bénéfice net ajusté par action diluée ne sont pas des mesures normalisées "
        "selon les IFRS et pourraient ne pas être comparables à celles d'autres sociétés. Ils excluent les "
        "frais d'intégration liés à l'acquisition de 14 magasins en Abitibi conclue le 9 juin 2024.",
        8.2,
    )

    # --- page 2: income statement
    s.new_page()
    s.y = 56
    s.t("GROUPE MARCHÉ VALLIER INC.", 9.4, True, x=306, align="c")
    s.t("ÉTATS CONSOLIDÉS RÉSUMÉS DES RÉSULTATS", 9.4, True, x=306, align="c")
    q_cur = s.t(
        "(non audités, en milliers de dollars canadiens (CAD), sauf les montants par action)",
        7.4,
        x=306,
        align="c",
    )
    s.skip(8)
    cx = [352, 420, 488, 556]
    s.row([(386, "Périodes de 12 semaines", "c"), (522, "Périodes de 24 semaines", "c")], 6.8, True, lead=9)
    s.row([(386, "terminées les", "c"), (522, "terminées les", "c")], 6.8, True, lead=10)
    q_ch = col_heads(
        s,
        cx,
        [["13 octobre", "15 octobre", "13 octobre", "15 octobre"], ["2024", "2023", "2024", "2023"]],
        6.8,
    )
    g = grid_rows(
        s,
        cx,
        [
            ("Chiffre d'affaires", rev, "b"),
            ("Coût des ventes", neg(cogs), ""),
            ("Marge brute", gm, "t"),
            ("Charges d'exploitation, de vente et d'administration", neg(sga), ""),
            ("Amortissements et perte de valeur", neg(da), ""),
            ("Bénéfice d'exploitation", op, "bt"),
            ("Frais financiers, montant net", ff, ""),
            ("Quote-part du bénéfice d'une coentreprise", jv, ""),
            ("Bénéfice avant impôts sur le résultat", ebt, "t"),
            ("Impôts sur le résultat", neg(tax), ""),
            ("Bénéfice net de la période", ni_all, "bt"),
            ("Attribuable aux :", None, ""),
            ("Actionnaires de la Société", ni, "i"),
            ("Participations ne donnant pas le contrôle", nci, "i"),
        ],
        f,
        7.6,
        lead=12.6,
        x0=56,
    )
    s.skip(6)
    s.t("Bénéfice net par action attribuable aux actionnaires (en dollars)", 7.6)
    ef = fr(2)
    g.update(
        grid_rows(
            s, cx, [("De base", eps_b, "i"), ("Dilué", eps_d, "i")], ef, 7.6, lead=12.6, x0=56, key="bpa "
        )
    )
    s.skip(4)
    s.t("Nombre moyen pondéré d'actions en circulation (en milliers)", 7.6)
    grid_rows(s, cx, [("De base", shb, "i"), ("Dilué", shd, "i")], f, 7.6, lead=12.6, x0=56, key="nb ")

    # --- page 3: balance sheet
    s.new_page()
    s.y = 56
    s.t("GROUPE MARCHÉ VALLIER INC.", 9.4, True, x=306, align="c")
    s.t("BILANS CONSOLIDÉS RÉSUMÉS", 9.4, True, x=306, align="c")
    s.t("(non audités, en milliers de dollars canadiens)", 7.4, x=306, align="c")
    s.skip(8)
    bx = [470, 556]
    q_bh = col_heads(s, bx, [["Au 13 octobre", "Au 28 avril"], ["2024", "2024"]], 6.8, x0=56)
    b = grid_rows(
        s,
        bx,
        [
            ("Actif", None, "b"),
            ("Trésorerie et équivalents de trésorerie", cash, "i"),
            ("Débiteurs", deb, "i"),
            ("Stocks", stocks, "i"),
            ("Frais payés d'avance", fpa, "i"),
            ("Actif à court terme", acT, "t"),
            ("Immobilisations corporelles", immo, "i"),
            ("Actifs au titre de droits d'utilisation", rou, "i"),
            ("Participation dans une coentreprise", cje, "i"),
            ("Goodwill", gw, "i"),
            ("Immobilisations incorporelles", incorp, "i"),
            ("Autres actifs", aut, "i"),
            ("Total de l'actif", ta, "btd"),
            ("Passif", None, "b"),
            ("Créditeurs et charges à payer", cred, "i"),
            ("Impôts sur le résultat à payer", imp, "i"),
            ("Tranche courante de la dette à long terme", tcd, "i"),
            ("Tranche courante des obligations locatives", tcol, "i"),
            ("Passif à court terme", pct_, "t"),
            ("Dette à long terme", dlt, "i"),
            ("Obligations locatives", ol, "i"),
            ("Impôts différés", idf, "i"),
            ("Autres passifs", ap, "i"),
            ("Total du passif", tl, "bt"),
            ("Capitaux propres", None, "b"),
            ("Capital-actions", ca_, "i"),
            ("Surplus d'apport", surplus, "i"),
            ("Bénéfices non répartis", bnr, "i"),
            ("Cumul des autres éléments du résultat global", aerg, "i"),
            ("Capitaux propres attribuables aux actionnaires", eqa, "t"),
            ("Participations ne donnant pas le contrôle", pndpc, "i"),
            ("Total des capitaux propres", te, "bt"),
            ("Total du passif et des capitaux propres", tle, "btd"),
        ],
        f,
        7.5,
        lead=12.2,
        x0=56,
    )
    check(
        L,
        K,
        rev=rev[0],
        gm=gm[0],
        sga=sga[0],
        da=da[0],
        op=op[0],
        ni_all=ni_all[0],
        nci=nci[0],
        ni=ni[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=cash[0],
    )
    same(L["eps"], eps_d[0], "eps")
    _ = (q_ch, q_bh, q_lead)
    fields = {
        "company_name": F("Groupe Marché Vallier inc.", 1, "Groupe Marché Vallier inc. (TSX : GMV)"),
        "report_type": F("earnings_release", 1, " ".join(q_head)),
        "period_end_date": F("2024-10-13", 1, "la période de 12 semaines terminée le 13 octobre 2024"),
        "currency": F("CAD", 2, q_cur),
        "total_revenue": F(L["rev"], *g["Chiffre d'affaires"]),
        "operating_income": F(L["op"], *g["Bénéfice d'exploitation"]),
        "net_income": F(L["ni"], *g["Actionnaires de la Société"]),
        "diluted_eps": F(L["eps"], *g["bpa Dilué"]),
        "total_assets": F(L["ta"], *b["Total de l'actif"]),
        "total_liabilities": F(L["tl"], *b["Total du passif"]),
        "total_equity": F(L["te"], *b["Total des capitaux propres"]),
        "cash_and_equivalents": F(L["cash"], *b["Trésorerie et équivalents de trésorerie"]),
    }
    notes = (
        "French-language second-quarter earnings release of a Quebec grocer, CAD in thousands with space "
        "grouping, brackets and decimal commas; highlights in millions. The fiscal year ends on the last "
        "Sunday of April, so the current quarter is the 12-week period ended 13 October 2024 (first column "
        "of the results); the 24-week columns, the prior-year columns, the highlights (same-store sales, "
        "adjusted EBITDA, adjusted EPS, 24-week figures), the dividend and conference-call dates and the "
        "acquisition date are distractors. The balance sheet compares the quarter end (first column) with "
        "the fiscal year end 28 April 2024. total_revenue is Chiffre d'affaires; operating_income the "
        "Bénéfice d'exploitation (gross margin less operating expenses and depreciation, sum); net_income "
        "the share attributable to the shareholders (net income less non-controlling interests, sum); "
        "diluted_eps the Dilué line in dollars. total_liabilities is Total du passif and total_equity Total "
        "des capitaux propres including non-controlling interests (together total assets, sum)."
    )
    sums = [
        SUM(
            "marge brute - charges - amortissements = bénéfice d'exploitation",
            [
                (1, tq("marge brute", L, "gm", g, "Marge brute")),
                (
                    -1,
                    tq(
                        "charges d'exploitation",
                        L,
                        "sga",
                        g,
                        "Charges d'exploitation, de vente et d'administration",
                    ),
                ),
                (-1, tq("amortissements", L, "da", g, "Amortissements et perte de valeur")),
            ],
            "operating_income",
        ),
        SUM(
            "bénéfice net - participations ne donnant pas le contrôle = attribuable aux actionnaires",
            [
                (1, tq("bénéfice net", L, "ni_all", g, "Bénéfice net de la période")),
                (
                    -1,
                    tq(
                        "participations ne donnant pas le contrôle",
                        L,
                        "nci",
                        g,
                        "Participations ne donnant pas le contrôle",
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "total du passif + total des capitaux propres = total de l'actif",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, assemble(fields), notes, sums


# ===== 4 Malaysian quarterly report to the exchange (MYR thousands, RM'000, brackets; dd.mm.yyyy column
# heads): a fiscal year ending 31 August, so the third quarter ends 31 May; individual-quarter and cumulative
# (year-to-date) columns with the preceding year's corresponding periods; profit from operations; profit
# attributable to owners vs non-controlling interests (sum); EPS in sen, diluted for warrants; a statement of
# financial position at the quarter end vs the audited fiscal year end, with deposits over three months apart
# from cash and a total-liabilities line (sums); notes comparing with the preceding quarter, borrowings
# including an overdraft, the EPS computation and a dividend with entitlement and payment dates
@doc(
    "b37_fs_my_quarterly_report_cumulative_sen",
    "financial_statement",
    "Permatang Polymer Industries Q3 FY2024 quarterly report",
)
def fs_my():
    L = dict(
        rev=148627000,
        gp=27242000,
        op=15515000,
        pft=10780000,
        nci=379000,
        ni=10401000,
        ta=451642000,
        tl=166968000,
        te=284674000,
        cash=42608000,
        ncl=51997000,
        cl=114971000,
        eps=2.41,
    )
    p = Pdf(**A4)
    s = Sheet(p, x=46, xr=549, top=56, size=8)
    K = D(1000)
    rev = v(148627, 131904, 431582, 389417)
    cos = v(121385, 109216, 353907, 322861)
    gp = sub(rev, cos)
    oi = v(1874, 1392, 5206, 4118)
    sd = v(4917, 4402, 14338, 13075)
    adm = v(7446, 6918, 22104, 20517)
    ooe = v(1238, 2417, 3916, 5208)
    op = sub(add(gp, oi), add(sd, adm, ooe))
    fc = v(1612, 1884, 5027, 5593)
    assoc = v(318, 207, 884, 612)
    pbt = add(sub(op, fc), assoc)
    tax = [r2(x * D("0.242"), 0) for x in pbt]
    pft = sub(pbt, tax)
    fx = v(476, -213, 1108, 392)
    tci = add(pft, fx)
    nci = v(379, 301, 1096, 874)
    ni = sub(pft, nci)
    shb = v(412850, 410200, 412106, 409833)
    shd = v(431772, 426915, 430904, 425118)
    eps_b = [r2(a / b * 100) for a, b in zip(ni, shb, strict=True)]
    eps_d = [r2(a / b * 100) for a, b in zip(ni, shd, strict=True)]
    # financial position: 31.05.2024, 31.08.2023
    ppe = v(186447, 179328)
    rou = v(12806, 13914)
    ia = v(9771, 8887)
    dta = v(1318, 1502)
    nca = add(ppe, rou, ia, dta)
    inv = v(78932, 71468)
    tr = v(96215, 88730)
    orr = v(7418, 6092)
    txr = v(1127, 2486)
    dep = v(15000, 12000)
    cash = v(42608, 35917)
    ca = add(inv, tr, orr, txr, dep, cash)
    ta = add(nca, ca)
    sc = v(206425, 205118)
    tsh = v(-1240, -1240)
    fcr = v(2614, 1524)
    ncis = v(6115, 5019)
    lease_n = v(8117, 9205)
    dtl = v(11382, 10907)
    tp = v(58314, 47336)
    op_ = v(19662, 14305)
    bor_c = v(31774, 36218)
    lease_c = v(2318, 2206)
    txp = v(2903, 1774)
    cl = add(tp, op_, bor_c, lease_c, txp)
    bor23 = D(34882)
    re23 = ta[1] - sc[1] - tsh[1] - fcr[1] - ncis[1] - bor23 - lease_n[1] - dtl[1] - cl[1]
    re24 = re23 + ni[2] - D(10306)
    bor24 = ta[0] - sc[0] - tsh[0] - fcr[0] - ncis[0] - re24 - lease_n[0] - dtl[0] - cl[0]
    assert 15000 < bor24 < bor23, bor24
    bor_n = [bor24, bor23]
    re = [re24, re23]
    eqo = add(sc, tsh, re, fcr)
    te = add(eqo, ncis)
    ncl = add(bor_n, lease_n, dtl)
    tl = add(ncl, cl)
    tel = add(te, tl)
    assert tel == ta
    f = paren(0)

    def top(title):
        s.y = 50
        s.t("PERMATANG POLYMER INDUSTRIES BERHAD", 11, True, x=297, align="c")
        s.t("(Registration No. 202101018842 (1418316-V))  (Incorporated in Malaysia)", 7, x=297, align="c")
        s.skip(4)
        out = s.t(title, 8.4, True, x=297, align="c")
        s.skip(6)
        return out

    # --- page 1
    q_title = top("QUARTERLY REPORT ON CONSOLIDATED RESULTS FOR THE THIRD QUARTER ENDED 31 MAY 2024")
    s.para(
        "The Board of Directors of Permatang Polymer Industries Berhad is pleased to announce the unaudited "
        "consolidated results of the Group for the third quarter ended 31 May 2024. The figures have not "
        "been audited and should be read in conjunction with the audited financial statements for the "
        "financial year ended 31 August 2023.",
        7.6,
    )
    s.t("CONDENSED CONSOLIDATED STATEMENT OF PROFIT OR LOSS AND OTHER COMPREHENSIVE INCOME", 8, True)
    s.skip(2)
    cx = [330, 403, 476, 549]
    s.row([(366, "INDIVIDUAL QUARTER", "c"), (512, "CUMULATIVE QUARTER", "c")], 6.8, True, lead=10)
    q_h = col_heads(
        s,
        cx,
        [
            ["Current year", "Preceding year", "Current year", "Preceding year"],
            ["quarter", "corresponding", "to-date", "corresponding"],
            ["", "quarter", "", "period"],
            ["31.05.2024", "31.05.2023", "31.05.2024", "31.05.2023"],
            ["RM'000", "RM'000", "RM'000", "RM'000"],
        ],
        6.4,
        lead=8.6,
        x0=46,
    )
    g = grid_rows(
        s,
        cx,
        [
            ("Revenue", rev, "b"),
            ("Cost of sales", neg(cos), ""),
            ("Gross profit", gp, "t"),
            ("Other income", oi, ""),
            ("Selling and distribution expenses", neg(sd), ""),
            ("Administrative expenses", neg(adm), ""),
            ("Other operating expenses", neg(ooe), ""),
            ("Profit from operations", op, "bt"),
            ("Finance costs", neg(fc), ""),
            ("Share of results of an associate", assoc, ""),
            ("Profit before tax", pbt, "t"),
            ("Income tax expense", neg(tax), ""),
            ("Profit for the period", pft, "bt"),
            ("Other comprehensive income, net of tax:", None, ""),
            ("Foreign currency translation differences", fx, "i"),
            ("Total comprehensive income for the period", tci, "bt"),
            ("Profit for the period attributable to:", None, ""),
            ("Owners of the Company", ni, "i"),
            ("Non-controlling interests", nci, "i"),
        ],
        f,
        7.4,
        lead=11.6,
        x0=46,
    )
    s.skip(4)
    s.t("Earnings per share attributable to owners of the Company (sen):", 7.4)
    g.update(
        grid_rows(
            s,
            cx,
            [("Basic", eps_b, "i"), ("Diluted", eps_d, "i")],
            paren(2),
            7.4,
            lead=11.6,
            x0=46,
            key="eps ",
        )
    )
    s.skip(4)
    s.t(
        "The condensed consolidated statement of profit or loss and other comprehensive income should be "
        "read in conjunction with the accompanying explanatory notes.",
        6.4,
        color=GREY,
    )

    # --- page 2
    s.new_page()
    top("QUARTERLY REPORT ON CONSOLIDATED RESULTS FOR THE THIRD QUARTER ENDED 31 MAY 2024")
    s.t("CONDENSED CONSOLIDATED STATEMENT OF FINANCIAL POSITION", 8, True)
    s.skip(2)
    bx = [440, 549]
    q_bh = col_heads(
        s,
        bx,
        [
            ["As at", "As at"],
            ["31.05.2024", "31.08.2023"],
            ["(Unaudited)", "(Audited)"],
            ["RM'000", "RM'000"],
        ],
        6.6,
        lead=8.8,
        x0=46,
    )
    b = grid_rows(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Non-current assets", None, "b"),
            ("Property, plant and equipment", ppe, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Investment in an associate", ia, "i"),
            ("Deferred tax assets", dta, "i"),
            ("Total non-current assets", nca, "t"),
            ("Current assets", None, "b"),
            ("Inventories", inv, "i"),
            ("Trade receivables", tr, "i"),
            ("Other receivables, deposits and prepayments", orr, "i"),
            ("Tax recoverable", txr, "i"),
            ("Deposits with licensed banks (maturity more than 3 months)", dep, "i"),
            ("Cash and cash equivalents", cash, "i"),
            ("Total current assets", ca, "t"),
            ("TOTAL ASSETS", ta, "btd"),
            ("EQUITY AND LIABILITIES", None, "b"),
            ("Share capital", sc, "i"),
            ("Treasury shares", tsh, "i"),
            ("Retained earnings", re, "i"),
            ("Foreign currency translation reserve", fcr, "i"),
            ("Equity attributable to owners of the Company", eqo, "t"),
            ("Non-controlling interests", ncis, "i"),
            ("Total equity", te, "bt"),
            ("Non-current liabilities", None, "b"),
            ("Borrowings", bor_n, "i"),
            ("Lease liabilities", lease_n, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("Total non-current liabilities", ncl, "t"),
            ("Current liabilities", None, "b"),
            ("Trade payables", tp, "i"),
            ("Other payables and accruals", op_, "i"),
            ("Borrowings ", bor_c, "i"),
            ("Lease liabilities ", lease_c, "i"),
            ("Tax payable", txp, "i"),
            ("Total current liabilities", cl, "t"),
            ("Total liabilities", tl, "bt"),
            ("TOTAL EQUITY AND LIABILITIES", tel, "btd"),
        ],
        f,
        7.4,
        lead=11.4,
        x0=46,
    )
    s.skip(4)
    nap = [r2(e / sh_) for e, sh_ in zip(eqo, (D(412974), D(411326)), strict=True)]
    s.row(
        [
            (46, "Net assets per share attributable to owners of the Company (RM)"),
            (440, fmt(nap[0], ",", ".", 2), "r"),
            (549, fmt(nap[1], ",", ".", 2), "r"),
        ],
        7.4,
    )

    # --- page 3: selected notes
    s.new_page()
    top("QUARTERLY REPORT ON CONSOLIDATED RESULTS FOR THE THIRD QUARTER ENDED 31 MAY 2024")
    s.t("ADDITIONAL INFORMATION REQUIRED BY THE LISTING REQUIREMENTS (EXTRACT)", 8, True)
    s.skip(4)

    def rm(x):
        return fmt(x / K, ",", ".", 1)

    s.t("B1. Review of performance", 8, True)
    s.para(
        f"For the current quarter, the Group recorded revenue of RM{rm(rev[0])} million, an increase of "
        f"{pct_chg(rev[0], rev[1])}% over the preceding year corresponding quarter of RM{rm(rev[1])} "
        "million, on "
        f"higher volumes of stretch film to export customers. Profit before tax rose to RM{rm(pbt[0])} "
        "million "
        f"(preceding year corresponding quarter: RM{rm(pbt[1])} million). For the nine months ended 31 May "
        "2024, "
        f"revenue was RM{rm(rev[2])} million and profit before tax RM{rm(pbt[2])} million.",
        7.6,
    )
    s.t("B2. Comparison with the immediate preceding quarter", 8, True)
    s.para(
        "Revenue for the current quarter was higher than the RM139.6 million recorded in the immediate "
        "preceding quarter ended 29 February 2024, while profit before tax increased from RM9.8 million, "
        "mainly due to lower resin prices.",
        7.6,
    )
    s.t("B3. Prospects", 8, True)
    s.para(
        "The Board expects the commissioning of the fourth blown-film line in Seberang Perai, scheduled for "
        "October 2024, to support volume growth in the financial year ending 31 August 2025.",
        7.6,
    )
    s.t("B9. Group borrowings (RM'000)", 8, True)
    bcx = [440, 549]
    col_heads(s, bcx, [["31.05.2024", "31.08.2023"]], 6.6, x0=46)
    od = v(3418, 5106)
    grid_rows(
        s,
        bcx,
        [
            ("Short-term: bankers' acceptances and revolving credit", sub(bor_c, od), "i"),
            ("Short-term: bank overdraft", od, "i"),
            ("Long-term: term loans", bor_n, "i"),
            ("Total borrowings", add(bor_c, bor_n), "t"),
        ],
        f,
        7.4,
        lead=11.4,
        x0=46,
    )
    s.skip(4)
    s.t("B12. Earnings per share", 8, True)
    s.para(
        "Diluted earnings per share is computed on the weighted average number of ordinary shares adjusted "
        "for the dilutive effect of the outstanding Warrants 2022/2027, whose exercise price of RM0.52 was "
        "below the average market price during the periods.",
        7.6,
    )
    grid_rows(
        s,
        cx,
        [
            ("Profit attributable to owners of the Company (RM'000)", ni, ""),
            ("Weighted average number of ordinary shares - basic ('000)", shb, ""),
            ("Weighted average number of ordinary shares - diluted ('000)", shd, ""),
        ],
        f,
        7.2,
        lead=11,
        x0=46,
    )
    s.skip(4)
    s.t("B13. Dividend", 8, True)
    s.para(
        "A single-tier interim dividend of 2.5 sen per ordinary share in respect of the financial year "
        "ending 31 August 2024 was paid on 19 July 2024 to shareholders whose names appeared in the Record "
        "of Depositors on 28 June 2024.",
        7.6,
    )
    s.para("By order of the Board · Penang · 23 July 2024", 7.6)
    check(
        L,
        K,
        rev=rev[0],
        gp=gp[0],
        op=op[0],
        pft=pft[0],
        nci=nci[0],
        ni=ni[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=cash[0],
        ncl=ncl[0],
        cl=cl[0],
    )
    same(L["eps"], eps_d[0], "eps")
    _ = (q_h, q_bh)
    fields = {
        "company_name": F("Permatang Polymer Industries Berhad", 1, "PERMATANG POLYMER INDUSTRIES BERHAD"),
        "report_type": F("earnings_release", 1, q_title),
        "period_end_date": F("2024-05-31", 1, q_title),
        "currency": F("MYR", 1, q_h[4]),
        "total_revenue": F(L["rev"], *g["Revenue"]),
        "operating_income": F(L["op"], *g["Profit from operations"]),
        "net_income": F(L["ni"], *g["Owners of the Company"]),
        "diluted_eps": F(L["eps"], *g["eps Diluted"]),
        "total_assets": F(L["ta"], *b["TOTAL ASSETS"]),
        "total_liabilities": F(L["tl"], *b["Total liabilities"]),
        "total_equity": F(L["te"], *b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], *b["Cash and cash equivalents"]),
    }
    notes = (
        "Malaysian quarterly report on consolidated results to the exchange, MYR in thousands (RM'000) with "
        "brackets; column heads dated dd.mm.yyyy. The fiscal year ends on 31 August, so the current period "
        "is the third quarter, the three months ended 31 May 2024 (the 'current year quarter' column, "
        "first); the cumulative year-to-date columns, the preceding year's corresponding periods and the "
        "immediate preceding quarter in note B2 are distractors. The statement of financial position "
        "compares 31.05.2024 (first column) with the audited 31.08.2023. total_revenue is Revenue; "
        "operating_income the Profit from operations line; net_income the profit attributable to owners of "
        "the Company (profit for the period less non-controlling interests, sum), not total comprehensive "
        "income; diluted_eps the diluted figure in sen as printed. total_liabilities is the Total "
        "liabilities line (non-current plus current, sum); total_equity includes non-controlling interests "
        "(equity plus liabilities equals total assets, sum); cash_and_equivalents is the balance-sheet line, "
        "excluding the deposits over three months and not net of the overdraft shown in note B9. Net assets "
        "per share, the warrant exercise price and the dividend dates are distractors."
    )
    sums = [
        SUM(
            "profit for the period - non-controlling interests = owners of the Company",
            [
                (1, tq("profit for the period", L, "pft", g, "Profit for the period")),
                (-1, tq("non-controlling interests", L, "nci", g, "Non-controlling interests")),
            ],
            "net_income",
        ),
        SUM(
            "non-current + current liabilities = total liabilities",
            [
                (1, tq("total non-current liabilities", L, "ncl", b, "Total non-current liabilities")),
                (1, tq("total current liabilities", L, "cl", b, "Total current liabilities")),
            ],
            "total_liabilities",
        ),
        SUM(
            "total equity + total liabilities = total assets",
            [(1, "total_equity"), (1, "total_liabilities")],
            "total_assets",
        ),
    ]
    return p, assemble(fields), notes, sums


# ===== 5 Spanish fashion retailer's third-quarter results release in Spanish (EUR thousands, dot grouping,
# minus signs; highlights in millions): a fiscal year from March to February, so the third quarter is
# September to November; quarter and nine-month columns with variations; EBITDA, trading-update sales after
# the quarter end, net cash, store count and dividend dates as distractors; EBIT; result attributable to the
# parent vs minority interests (sum); only basic EPS is printed; a condensed balance sheet at the quarter end
# vs the fiscal year end with 'Total pasivo' and temporary financial investments apart from cash (sums)
@doc(
    "b37_fs_es_resultados_3t_solo_bpa_basico",
    "financial_statement",
    "Grupo Mirador Textil resultados 3T 2024",
)
def fs_es():
    L = dict(
        rev=312486000,
        ebitda=68628000,
        amort=34417000,
        ebit=34211000,
        rn=23194000,
        mino=493000,
        ni=22701000,
        ta=1245574000,
        pnc=370223000,
        pc=424055000,
        tl=794278000,
        te=451296000,
        cash=107436000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=58, size=8)
    K = D(1000)
    wine = (0.45, 0.08, 0.2)
    ven = v(312486, 294176, 874129, 829305)
    cv = v(131906, 125431, 376582, 360994)
    mb = sub(ven, cv)
    gp_ = v(61847, 58213, 182410, 171566)
    ogo = v(51223, 49718, 148907, 143362)
    oin = v(1118, 904, 3206, 2811)
    ebitda = add(sub(sub(mb, gp_), ogo), oin)
    amort = v(34417, 33102, 101738, 98245)
    ebit = sub(ebitda, amort)
    rf = v(-3902, -4318, -11247, -12688)
    pe = v(412, 287, 1106, 874)
    rai = add(ebit, rf, pe)
    imp = [r2(x * D("0.245"), 0) for x in rai]
    rn = sub(rai, imp)
    mino = v(493, 402, 1318, 1143)
    ni = sub(rn, mino)
    nsh = D(98450)
    bpa = [r2(x / nsh) for x in ni]
    du = v(398417, 387902)
    im = v(286304, 279118)
    ii = v(41628, 43955)
    aid = v(29416, 31207)
    oanc = v(17882, 16940)
    anc = add(du, im, ii, aid, oanc)
    exi = v(246119, 201736)
    deu = v(58372, 49018)
    ift = v(60000, 45000)
    cash = v(107436, 134812)
    acr = add(exi, deu, ift, cash)
    ta = add(anc, acr)
    mi = v(12418, 11100)
    parr = v(318442, 311605)
    prov = v(14906, 13817)
    opnc = v(6208, 6733)
    carr = v(112805, 108344)
    acre = v(231846, 168402)
    dfc = v(12500, 12500)
    opc = v(66904, 61908)
    pc = add(carr, acre, dfc, opc)
    dfnc23 = D(37500)
    pnd23 = ta[1] - mi[1] - parr[1] - dfnc23 - prov[1] - opnc[1] - pc[1]
    pnd24 = pnd23 + ni[2] - D(61039)
    dfnc24 = ta[0] - mi[0] - pnd24 - parr[0] - prov[0] - opnc[0] - pc[0]
    assert 10000 < dfnc24 < dfnc23, dfnc24
    dfnc = [dfnc24, dfnc23]
    pnd = [pnd24, pnd23]
    te = add(pnd, mi)
    pnc = add(parr, dfnc, prov, opnc)
    tl = add(pnc, pc)
    tpp = add(te, tl)
    assert tpp == ta
    f = minus(0)

    def mill(x):
        return fmt(x / K, ".", ",", 1)

    # --- page 1
    s.t("GRUPO MIRADOR TEXTIL", 16, True, color=wine)
    s.t("Nota de prensa · Información privilegiada / otra información relevante", 7.4, color=GREY)
    s.skip(12)
    q_head = s.para("Resultados del tercer trimestre del ejercicio 2024", 15, True, gap=2)
    q_sub = s.t("Tercer trimestre: 1 de septiembre a 30 de noviembre de 2024", 9.4, color=wine)
    s.skip(8)
    s.para(
        "Madrid, 17 de diciembre de 2024. Grupo Mirador Textil, S.A. ha registrado en el tercer trimestre de "
        "su ejercicio 2024, que comprende los meses de septiembre a noviembre, unas ventas de "
        f"{mill(ven[0])} millones de euros, un {fmt(pct_chg(ven[0], ven[1]), '.', ',', 1)}% más que en el "
        "mismo periodo del ejercicio anterior. El ejercicio social del Grupo comienza el 1 de marzo y "
        "termina el último día de febrero.",
        8.4,
    )
    for t in (
        f"Ventas de los nueve primeros meses (marzo-noviembre): {mill(ven[2])} millones de euros "
        f"(+{fmt(pct_chg(ven[2], ven[3]), '.', ',', 1)}%).",
        f"EBITDA del trimestre: {mill(ebitda[0])} millones de euros; EBITDA de los nueve meses: "
        f"{mill(ebitda[2])} millones de euros.",
        f"Beneficio neto atribuido del trimestre: {mill(ni[0])} millones de euros.",
        f"Posición financiera neta (caja neta) al 30 de noviembre: "
        f"{mill(cash[0] + ift[0] - dfc[0] - dfnc24)} millones de euros, sin incluir pasivos por "
        "arrendamiento.",
        "Red comercial al cierre del trimestre: 612 tiendas en 23 mercados (598 al 29 de febrero de 2024).",
        "Las ventas en tienda y online entre el 1 y el 15 de diciembre de 2024 han crecido un 7% respecto al "
        "mismo periodo del año anterior.",
    ):
        s.para("•  " + t, 8.2, gap=2)
    s.skip(4)
    s.para(
        "El Consejo de Administración, en su reunión del 16 de diciembre de 2024, ha formulado la "
        "información financiera intermedia del tercer trimestre. El dividendo complementario del ejercicio "
        "2023, de 0,62 euros por acción, se abonó el 1 de agosto de 2024.",
        8.2,
    )
    s.y = 800
    s.t(
        "Relación con inversores: inversores@miradortextil.example · www.miradortextil.example", 7, color=GREY
    )

    # --- page 2
    s.new_page()
    s.t("CUENTA DE RESULTADOS CONSOLIDADA", 10, True, color=wine)
    q_cur = s.t("(miles de euros)", 7.6)
    s.skip(6)
    cx = [330, 377, 412, 466, 512, 545]
    col_heads(
        s,
        cx,
        [
            ["3T 2024", "3T 2023", "Var. %", "9M 2024", "9M 2023", "Var. %"],
            ["sep.-nov.", "sep.-nov.", "", "mar.-nov.", "mar.-nov.", ""],
        ],
        6.8,
        x0=50,
    )

    def with_var(r):
        return [
            r[0],
            r[1],
            fmt(pct_chg(abs(r[0]), abs(r[1])), ".", ",", 1) + "%",
            r[2],
            r[3],
            fmt(pct_chg(abs(r[2]), abs(r[3])), ".", ",", 1) + "%",
        ]

    g = grid_rows(
        s,
        cx,
        [
            ("Ventas (importe neto de la cifra de negocios)", with_var(ven), "b"),
            ("Coste de ventas", with_var(neg(cv)), ""),
            ("Margen bruto", with_var(mb), "bt"),
            ("Gastos de personal", with_var(neg(gp_)), ""),
            ("Otros gastos operativos", with_var(neg(ogo)), ""),
            ("Otros ingresos", with_var(oin), ""),
            ("EBITDA", with_var(ebitda), "bt"),
            ("Amortizaciones y deterioros", with_var(neg(amort)), ""),
            ("Resultado de explotación (EBIT)", with_var(ebit), "bt"),
            ("Resultado financiero", with_var(rf), ""),
            ("Resultado por puesta en equivalencia", with_var(pe), ""),
            ("Resultado antes de impuestos", with_var(rai), "t"),
            ("Impuesto sobre beneficios", with_var(neg(imp)), ""),
            ("Resultado neto consolidado", with_var(rn), "bt"),
            ("Resultado atribuido a minoritarios", with_var(mino), ""),
            ("Resultado neto atribuido a la sociedad dominante", with_var(ni), "bt"),
        ],
        f,
        7.6,
        lead=13,
        x0=50,
    )
    s.skip(6)
    bpa_row = grid_rows(
        s,
        cx,
        [
            (
                "Beneficio por acción básico (euros)",
                [
                    fmt(bpa[0], ".", ",", 2),
                    fmt(bpa[1], ".", ",", 2),
                    "",
                    fmt(bpa[2], ".", ",", 2),
                    fmt(bpa[3], ".", ",", 2),
                    "",
                ],
                "",
            )
        ],
        f,
        7.6,
        x0=50,
    )
    s.skip(4)
    s.para(
        "Número medio de acciones en circulación: 98.450.000 (sin variación respecto al ejercicio anterior). "
        "Información financiera no auditada, elaborada conforme a las NIIF-UE.",
        7.2,
    )

    # --- page 3
    s.new_page()
    s.t("BALANCE DE SITUACIÓN CONSOLIDADO RESUMIDO", 10, True, color=wine)
    s.t("(miles de euros)", 7.6)
    s.skip(6)
    bx = [450, 545]
    q_bh = col_heads(s, bx, [["30.11.2024", "29.02.2024"]], 7, x0=50)
    b = grid_rows(
        s,
        bx,
        [
            ("Derechos de uso", du, "i"),
            ("Inmovilizado material", im, "i"),
            ("Inmovilizado intangible", ii, "i"),
            ("Activos por impuesto diferido", aid, "i"),
            ("Otros activos no corrientes", oanc, "i"),
            ("Activo no corriente", anc, "bt"),
            ("Existencias", exi, "i"),
            ("Deudores comerciales y otras cuentas a cobrar", deu, "i"),
            ("Inversiones financieras temporales", ift, "i"),
            ("Efectivo y otros activos líquidos equivalentes", cash, "i"),
            ("Activo corriente", acr, "bt"),
            ("TOTAL ACTIVO", ta, "btd"),
            ("Patrimonio neto atribuido a la sociedad dominante", pnd, "i"),
            ("Intereses minoritarios", mi, "i"),
            ("Total patrimonio neto", te, "bt"),
            ("Pasivos por arrendamiento no corrientes", parr, "i"),
            ("Deuda financiera no corriente", dfnc, "i"),
            ("Provisiones", prov, "i"),
            ("Otros pasivos no corrientes", opnc, "i"),
            ("Pasivo no corriente", pnc, "bt"),
            ("Pasivos por arrendamiento corrientes", carr, "i"),
            ("Acreedores comerciales y otras cuentas a pagar", acre, "i"),
            ("Deuda financiera corriente", dfc, "i"),
            ("Otros pasivos corrientes", opc, "i"),
            ("Pasivo corriente", pc, "bt"),
            ("Total pasivo", tl, "bt"),
            ("TOTAL PATRIMONIO NETO Y PASIVO", tpp, "btd"),
        ],
        f,
        7.6,
        lead=12.6,
        x0=50,
    )
    check(
        L,
        K,
        rev=ven[0],
        ebitda=ebitda[0],
        amort=amort[0],
        ebit=ebit[0],
        rn=rn[0],
        mino=mino[0],
        ni=ni[0],
        ta=ta[0],
        pnc=pnc[0],
        pc=pc[0],
        tl=tl[0],
        te=te[0],
        cash=cash[0],
    )
    _ = (q_bh, bpa_row)
    fields = {
        "company_name": F("Grupo Mirador Textil, S.A.", 1, "Grupo Mirador Textil, S.A. ha registrado"),
        "report_type": F("earnings_release", 1, " ".join(q_head)),
        "period_end_date": F("2024-11-30", 1, q_sub),
        "currency": F("EUR", 2, q_cur),
        "total_revenue": F(L["rev"], *g["Ventas (importe neto de la cifra de negocios)"]),
        "operating_income": F(L["ebit"], *g["Resultado de explotación (EBIT)"]),
        "net_income": F(L["ni"], *g["Resultado neto atribuido a la sociedad dominante"]),
        "diluted_eps": NULL(),
        "total_assets": F(L["ta"], *b["TOTAL ACTIVO"]),
        "total_liabilities": F(L["tl"], *b["Total pasivo"]),
        "total_equity": F(L["te"], *b["Total patrimonio neto"]),
        "cash_and_equivalents": F(L["cash"], *b["Efectivo y otros activos líquidos equivalentes"]),
    }
    notes = (
        "Spanish-language third-quarter results release of a fashion retailer, EUR in thousands with dot "
        "grouping and minus signs; highlights in millions. The fiscal year runs from 1 March to the end of "
        "February, so the current period is the third quarter, September to November 2024 (first column, 3T "
        "2024); the nine-month columns, prior-year columns and variation columns are distractors, as are the "
        "highlights (nine-month sales, EBITDA, net cash, store count), the trading update for early "
        "December, the board-meeting date and the dividend paid. The balance sheet compares 30.11.2024 "
        "(first column) with the fiscal year end 29.02.2024. total_revenue is Ventas; operating_income the "
        "Resultado de explotación (EBIT), not EBITDA (EBITDA less amortisation, sum); net_income the result "
        "attributable to the parent (consolidated result less minority interests, sum). Only a basic "
        "earnings per share (Beneficio por acción básico) is printed and no diluted figure, so diluted_eps "
        "is null. total_liabilities is Total pasivo (non-current plus current, sum) and total_equity Total "
        "patrimonio neto including minority interests (together total assets, sum); cash_and_equivalents "
        "excludes the temporary financial investments and the net cash figure."
    )
    sums = [
        SUM(
            "EBITDA - amortizaciones = resultado de explotación",
            [
                (1, tq("EBITDA", L, "ebitda", g, "EBITDA")),
                (-1, tq("amortizaciones", L, "amort", g, "Amortizaciones y deterioros")),
            ],
            "operating_income",
        ),
        SUM(
            "resultado neto consolidado - minoritarios = atribuido a la dominante",
            [
                (1, tq("resultado neto consolidado", L, "rn", g, "Resultado neto consolidado")),
                (-1, tq("minoritarios", L, "mino", g, "Resultado atribuido a minoritarios")),
            ],
            "net_income",
        ),
        SUM(
            "pasivo no corriente + pasivo corriente = total pasivo",
            [
                (1, tq("pasivo no corriente", L, "pnc", b, "Pasivo no corriente")),
                (1, tq("pasivo corriente", L, "pc", b, "Pasivo corriente")),
            ],
            "total_liabilities",
        ),
        SUM(
            "total patrimonio neto + total pasivo = total activo",
            [(1, "total_equity"), (1, "total_liabilities")],
            "total_assets",
        ),
    ]
    return p, assemble(fields), notes, sums
