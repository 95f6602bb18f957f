"""Financial-statement builders for blind_extraction35 (5 documents).  Every
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


def V(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def sub(a, b):
    return [x - y for x, y in zip(a, b, strict=True)]


def neg(a):
    return [-x for x in a]


def r(x, nd=2):
    return D(x).quantize(D(1).scaleb(-nd), rounding=ROUND_HALF_UP)


def br(nd=0, zero="—", th=",", dp="."):
    """1,234 / (1,234) / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="()")

    return f


def mn(nd=0, zero="–", th=".", dp=",", sign="-"):
    """Figures with a leading minus sign (or an en dash as sign)."""

    def f(x):
        if x == 0:
            return zero
        s = fmt(abs(x), th, dp, nd)
        return sign + s if x < 0 else s

    return f


def grid(s, colx, rows, f, size=7.6, lead=None, key="", note_x=None):
    """Statement rows: (label, values or None, flags[, note]).  flags: b bold, i indent, ii double
    indent, t rule above, u rule below.  values: numbers (formatted with f), str (as is) or None.
    Returns {key + label: (page, row text)} for rows with values."""
    out = {}
    lead = lead or size * 1.55
    for row in rows:
        label, vals, flags = row[:3]
        note = row[3] if len(row) > 3 else ""
        if "t" in flags:
            s.p.line(min(colx) - 44, s.y - size - 1.6, max(colx) + 2, s.y - size - 1.6, 0.4)
        ind = 20 if "ii" in flags else 10 if "i" in flags else 0
        cells = [(s.x + ind, label, "l")]
        if note_x is not None and note:
            cells.append((note_x, note, "c"))
        for x, v in zip(colx, vals or [], strict=False):
            if v is None:
                continue
            cells.append((x, v if isinstance(v, str) else f(v), "r"))
        txt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if "u" in flags:
            s.p.line(min(colx) - 44, s.y - lead + 2.5, max(colx) + 2, s.y - lead + 2.5, 0.4)
        if vals and key + label not in out:
            out[key + label] = (s.page, txt)
    return out


def heads(s, colx, lines, size=7.2, x0=None, lead=None):
    for ln in lines:
        s.row(
            [(x, t, "r") for x, t in zip(colx, ln, strict=False) if t],
            size=size,
            bold=True,
            lead=lead or size + 3,
        )
    s.p.line(x0 or (min(colx) - 44), s.y - 6, max(colx) + 2, s.y - 6, 0.5)
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
        k = rows[name]
        out[name] = NULL() if k is None else F(L[key], *g[k])
    return {k: out[k] for k in ORDER}


def TT(what, L, key, g, row):
    """A printed statement figure as a sum term."""
    return T(what, L[key], *g[row])


# ===== 1 Singapore private company's directors' statement and audited financial statements (SGD, whole
# dollars, brackets) for the financial year ended 31 October 2021: directors' statement with a dividend per
# share and signing date; auditor's opinion; statement of comprehensive income presenting expenses by
# nature with no operating-profit line and no earnings per share; revenue disaggregation note; statement of
# financial position with total liabilities and pledged deposits apart from cash and cash equivalents
@doc(
    "b35_fs_sg_private_audited_by_nature",
    "financial_statement",
    "Seletar Precision Components Pte. Ltd. audited financial statements FY2021",
)
def fs_sg():
    L = dict(
        rev=38462915,
        ni=2820004,
        pbt=3367169,
        tax=-547165,
        r1=33907480,
        r2=4555435,
        ta=37058700,
        tl=13614656,
        te=23444044,
        tel=37058700,
        cash=6129483,
        bank=4129483,
        fd=2000000,
    )
    sc = 1
    p = Pdf(**A4)
    s = Sheet(p, x=60, xr=535, top=64, size=8.4)
    q_co = s.t("SELETAR PRECISION COMPONENTS PTE. LTD.", 13, True, align="c")
    s.t("(Incorporated in the Republic of Singapore) · Registration No. 201127845M", 8, align="c")
    s.skip(6)
    q_rt = s.t("DIRECTORS' STATEMENT AND AUDITED FINANCIAL STATEMENTS", 10, True, align="c")
    q_pe = s.t("FOR THE FINANCIAL YEAR ENDED 31 OCTOBER 2021", 10, True, align="c")
    s.skip(14)
    s.t("DIRECTORS' STATEMENT", 9.4, True)
    s.skip(2)
    for t in (
        "The directors present their statement to the member together with the audited financial statements "
        "of the Company for the financial year ended 31 October 2021.",
        "1. Opinion of the directors. In the opinion of the directors, (a) the financial statements are "
        "drawn "
        "up so as to give a true and fair view of the financial position of the Company as at 31 October "
        "2021 "
        "and of its financial performance, changes in equity and cash flows for the financial year then "
        "ended; and (b) at the date of this statement there are reasonable grounds to believe that the "
        "Company will be able to pay its debts as and when they fall due.",
        "2. Directors. The directors in office at the date of this statement are Tan Wee Liang (Chairman), "
        "Ng Siew Hoon and Rajesh Pillai Menon (appointed on 1 March 2021).",
        "3. Dividends. A tax-exempt (one-tier) final dividend of $0.35 per ordinary share, amounting to "
        "$1,050,000 in respect of the financial year ended 31 October 2020, was paid on 15 April 2021. The "
        "directors recommend a final dividend of $0.42 per ordinary share for the financial year ended "
        "31 October 2021.",
        "4. Independent auditor. Lim, Chua & Partners PAC has expressed its willingness to accept "
        "re-appointment.",
    ):
        s.para(t, 8, gap=5)
    s.t("On behalf of the board of directors: Tan Wee Liang, Director · Ng Siew Hoon, Director", 8)
    s.t("Singapore, 24 January 2022", 8)
    s.skip(10)
    s.t("INDEPENDENT AUDITOR'S REPORT TO THE MEMBER OF SELETAR PRECISION COMPONENTS PTE. LTD.", 9, True)
    s.skip(2)
    s.para(
        "Opinion. We have audited the financial statements of Seletar Precision Components Pte. Ltd. (the "
        '"Company"), which comprise the statement of financial position as at 31 October 2021, and the '
        "statement of comprehensive income, statement of changes in equity and statement of cash flows for "
        "the financial year then ended, and notes to the financial statements. In our opinion, the "
        "accompanying financial statements are properly drawn up in accordance with the provisions of the "
        "Companies Act and Financial Reporting Standards in Singapore so as to give a true and fair view of "
        "the financial position of the Company as at 31 October 2021 and of its financial performance for "
        "the year ended on that date.",
        8,
    )
    q_cur = s.para(
        'The financial statements are presented in Singapore Dollars ("$"), which is the Company\'s '
        "functional currency, and all amounts are stated in whole dollars.",
        8,
    )
    s.t(
        "Lim, Chua & Partners PAC · Public Accountants and Chartered Accountants · Singapore, 24 January "
        "2022",
        8,
    )

    # figures (whole dollars), columns 2021 | 2020
    rev = V(38462915, 33108427)
    oi = V(412806, 1286540)
    rm = V(-19846233, -17122694)
    ci = V(318422, -204117)
    emp = V(-9874160, -9215883)
    dep = V(-2413786, -2287045)
    drou = V(-486120, -471902)
    ox = V(-2842617, -2593430)
    fc = V(-364058, -402771)
    pbt = add(rev, oi, rm, ci, emp, dep, drou, ox, fc)
    tax = [-r(x * D("0.1625"), 0) for x in pbt]
    ni = add(pbt, tax)
    goods = V(33907480, 29418566)
    svc = sub(rev, goods)
    # ---------------------------------------------------------------- page 2
    s.new_page()
    s.t("SELETAR PRECISION COMPONENTS PTE. LTD.", 9.6, True)
    s.t("STATEMENT OF COMPREHENSIVE INCOME", 9.6, True)
    s.t("For the financial year ended 31 October 2021", 8.4)
    s.skip(6)
    cx = [440, 532]
    heads(s, cx, [["2021", "2020"], ["$", "$"]], 7.6)
    f = br(0, "-")
    inc = grid(
        s,
        cx,
        [
            ("Revenue", rev, "b", "4"),
            ("Other income", oi, "", "5"),
            ("Raw materials and consumables used", rm, ""),
            ("Changes in inventories of finished goods and work in progress", ci, ""),
            ("Employee benefits expense", emp, "", "6"),
            ("Depreciation of property, plant and equipment", dep, "", "11"),
            ("Depreciation of right-of-use assets", drou, "", "12"),
            ("Other operating expenses", ox, "", "7"),
            ("Finance costs", fc, "", "8"),
            ("Profit before income tax", pbt, "bt"),
            ("Income tax expense", tax, "", "9"),
            ("Profit for the financial year", ni, "bt"),
            ("Other comprehensive income, net of tax", ["-", "-"], ""),
            ("Total comprehensive income for the financial year", ni, "bt"),
        ],
        f,
        size=8,
        note_x=370,
    )
    s.skip(18)
    s.t("NOTES TO THE FINANCIAL STATEMENTS (extract)", 8.8, True)
    s.skip(2)
    s.t("4. Revenue", 8.4, True)
    s.t("Disaggregation of revenue from contracts with customers by type and timing of recognition:", 7.8)
    heads(s, cx, [["2021", "2020"], ["$", "$"]], 7.4)
    rn = grid(
        s,
        cx,
        [
            ("Sale of precision components - at a point in time", goods, "i"),
            ("Tooling and engineering services - over time", svc, "i"),
            ("Total revenue", rev, "bt"),
        ],
        f,
        size=7.8,
        key="N4 ",
    )
    s.skip(10)
    s.t("10. Cash and cash equivalents", 8.4, True)
    heads(s, cx, [["2021", "2020"], ["$", "$"]], 7.4)
    bank = V(4129483, 3718860)
    fd = V(2000000, 500000)
    cash = add(bank, fd)
    cn = grid(
        s,
        cx,
        [
            ("Cash at bank and on hand", bank, "i"),
            ("Fixed deposits with original maturities of three months or less", fd, "i"),
            ("Cash and cash equivalents", cash, "bt"),
        ],
        f,
        size=7.8,
        key="N10 ",
    )
    s.para(
        "Fixed deposits of $500,000 (2020: $500,000) pledged to a bank as security for a banker's guarantee "
        "are presented separately as pledged fixed deposits and are not part of cash and cash equivalents.",
        7.6,
    )
    # ---------------------------------------------------------------- page 3
    s.new_page()
    s.t("SELETAR PRECISION COMPONENTS PTE. LTD.", 9.6, True)
    s.t("STATEMENT OF FINANCIAL POSITION", 9.6, True)
    s.t("As at 31 October 2021", 8.4)
    s.skip(6)
    heads(s, cx, [["2021", "2020"], ["$", "$"]], 7.6)
    ppe = V(14806422, 15392018)
    rou = V(1946380, 2284910)
    intg = V(186240, 214770)
    tnca = add(ppe, rou, intg)
    inv = V(5284917, 4736205)
    trd = V(7918344, 6802173)
    ca_ = V(286914, 412508)
    pfd = V(500000, 500000)
    tca = add(inv, trd, ca_, pfd, cash)
    ta = add(tnca, tca)
    bbn = V(3215000, 4180000)
    lln = V(1512604, 1866318)
    dtl = V(684200, 612900)
    tncl = add(bbn, lln, dtl)
    tp = V(5862471, 4918326)
    bbc = V(965000, 965000)
    llc = V(472915, 448207)
    itp = V(902466, 645118)
    tcl = add(tp, bbc, llc, itp)
    tl = add(tncl, tcl)
    shc = V(3000000, 3000000)
    te0 = ta[0] - tl[0]
    ret = [te0 - shc[0], te0 - shc[0] - ni[0] + D(1050000)]
    te = add(shc, ret)
    # the prior-year receivables balance the prior-year statement (dividend paid in FY2021)
    trd[1] = te[1] + tl[1] - (tnca[1] + inv[1] + ca_[1] + pfd[1] + cash[1])
    tca = add(inv, trd, ca_, pfd, cash)
    ta = add(tnca, tca)
    assert ta[0] == te[0] + tl[0] and ta[1] == te[1] + tl[1]
    bs = grid(
        s,
        cx,
        [
            ("ASSETS", None, "b"),
            ("Non-current assets", None, "b"),
            ("Property, plant and equipment", ppe, "i", "11"),
            ("Right-of-use assets", rou, "i", "12"),
            ("Intangible assets", intg, "i"),
            ("Total non-current assets", tnca, "t"),
            ("Current assets", None, "b"),
            ("Inventories", inv, "i", "13"),
            ("Trade and other receivables", trd, "i", "14"),
            ("Contract assets", ca_, "i"),
            ("Pledged fixed deposits", pfd, "i", "10"),
            ("Cash and cash equivalents", cash, "i", "10"),
            ("Total current assets", tca, "t"),
            ("Total assets", ta, "bt"),
            ("EQUITY AND LIABILITIES", None, "b"),
            ("Equity", None, "b"),
            ("Share capital", shc, "i", "15"),
            ("Retained earnings", ret, "i"),
            ("Total equity", te, "bt"),
            ("Non-current liabilities", None, "b"),
            ("Bank borrowings", bbn, "i", "16"),
            ("Lease liabilities", lln, "i", "12"),
            ("Deferred tax liabilities", dtl, "i", "9"),
            ("Total non-current liabilities", tncl, "t"),
            ("Current liabilities", None, "b"),
            ("Trade and other payables", tp, "i", "17"),
            ("Bank borrowings ", bbc, "i", "16"),
            ("Lease liabilities ", llc, "i", "12"),
            ("Income tax payable", itp, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Total liabilities", tl, "bt"),
            ("Total equity and liabilities", add(te, tl), "bt"),
        ],
        f,
        size=8,
        lead=12.6,
        key="BS ",
        note_x=370,
    )
    s.skip(8)
    s.para(
        "The financial statements were authorised for issue by the board of directors on 24 January 2022. "
        "The accompanying notes form an integral part of these financial statements.",
        7.6,
    )
    assert ret[0] > 0 and ret[1] > 0
    check(
        L,
        sc,
        rev=rev[0],
        ni=ni[0],
        pbt=pbt[0],
        tax=tax[0],
        r1=goods[0],
        r2=svc[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        tel=add(te, tl)[0],
        cash=cash[0],
        bank=bank[0],
        fd=fd[0],
    )
    g = dict(**inc, **rn, **cn, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Seletar Precision Components Pte. Ltd.", 1, q_co),
            F("other", 1, q_rt),
            F("2021-10-31", 1, q_pe),
            F("SGD", 1, " ".join(q_cur)),
        ],
        NULL(),
        dict(
            total_revenue="Revenue",
            operating_income=None,
            net_income="Profit for the financial year",
            total_assets="BS Total assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "Directors' statement and audited financial statements of a Singapore private company (a lender's "
        "typical audited accounts, not an annual report, earnings release or SEC form: report_type other), "
        "SGD in whole dollars with negatives in brackets. The current period is the financial year ended 31 "
        "October 2021 (first column); the 2020 column is the prior year. Directors' statement and audit "
        "report dates, the director's appointment date and the dividend payment date are distractors; the "
        "dividends of $0.35 and $0.42 per share are not earnings per share. total_revenue is Revenue (its "
        "disaggregation note adds up, sum). The statement presents expenses by nature and prints no "
        "operating-profit line (only profit before income tax), so operating_income is null. net_income is "
        "Profit for the financial year (profit before tax less income tax, sum); there are no "
        "non-controlling interests. A private company presents no earnings per share, so diluted_eps is "
        "null. Total liabilities is printed; Total equity + Total liabilities = Total equity and "
        "liabilities (sum). cash_and_equivalents is the balance-sheet line (cash at bank plus short fixed "
        "deposits, sum), not the pledged fixed deposits shown apart."
    )
    sums = [
        SUM(
            "Sale of components + engineering services = Total revenue",
            [
                (1, TT("components", L, "r1", g, "N4 Sale of precision components - at a point in time")),
                (1, TT("services", L, "r2", g, "N4 Tooling and engineering services - over time")),
            ],
            "total_revenue",
        ),
        SUM(
            "Profit before income tax - income tax expense = Profit for the financial year",
            [
                (1, TT("profit before income tax", L, "pbt", g, "Profit before income tax")),
                (1, TT("income tax expense", L, "tax", g, "Income tax expense")),
            ],
            "net_income",
        ),
        SUM(
            "Cash at bank + short fixed deposits = Cash and cash equivalents",
            [
                (1, TT("cash at bank", L, "bank", g, "N10 Cash at bank and on hand")),
                (
                    1,
                    TT(
                        "fixed deposits",
                        L,
                        "fd",
                        g,
                        "N10 Fixed deposits with original maturities of three months or less",
                    ),
                ),
            ],
            "cash_and_equivalents",
        ),
        SUM(
            "Total equity + Total liabilities = Total equity and liabilities",
            [(1, "total_equity"), (1, "total_liabilities")],
            TT("total equity and liabilities", L, "tel", g, "BS Total equity and liabilities"),
        ),
    ]
    return p, fields, notes, sums


def yoy(a, b):
    """Year-on-year change in percent, one decimal."""
    return f"{r((a - b) / b * 100, 1)}"


# ===== 2 Japanese consolidated financial results (kessan tanshin) in English under IFRS, for a fiscal year
# ended February 20 (JPY millions, brackets): summary page with year-on-year percentages, ordinary figures for
# two years, per-share data, financial position, cash flows, dividends by record date and a forecast for the
# next year; the statements put the previous year in the first column and the current year in the second;
# profit attributable to owners of parent vs non-controlling interests; total liabilities and total equity
@doc(
    "b35_fs_jp_tanshin_ifrs_prior_year_first",
    "financial_statement",
    "Hokuyo Home Furnishings consolidated financial results (kessan tanshin)",
)
def fs_jp():
    L = dict(
        rev=486372000000,
        op=53682000000,
        ni=35259000000,
        cos=-252694000000,
        gp=233678000000,
        prof=35645000000,
        pbt=52941000000,
        tax=-17296000000,
        ta=492699000000,
        tl=193535000000,
        te=299164000000,
        tle=492699000000,
        cash=64920000000,
        eps=312.77,
    )
    sc = 10**6
    # figures in millions of yen: [current, prior] for the summary, statements print prior then current
    rev = V(486372, 452918)
    cos = V(252694, 233105)
    gp = sub(rev, cos)
    sga = V(178462, 166370)
    oin = V(3184, 2906)
    oex = V(4718, 2215)
    op = add(sub(gp, add(sga, oex)), oin)
    fin = V(1027, 846)
    fcost = V(1982, 2131)
    assoc = V(214, 187)
    pbt = add(sub(add(op, fin), fcost), assoc)
    tax = V(17296, 16402)
    prof = sub(pbt, tax)
    nci = V(386, 344)
    ni = sub(prof, nci)
    oci = V(1812, 942)
    tci = add(prof, oci)
    tci_o = V(1781, 925)
    tci_own = add(ni, tci_o)
    shb = V(112486220, 112902604)
    shd = V(112731905, 113180442)
    epsb = [r(x * sc / n) for x, n in zip(ni, shb, strict=True)]
    epsd = [r(x * sc / n) for x, n in zip(ni, shd, strict=True)]
    # financial position [current, prior]
    cash = V(64920, 58417)
    trd = V(23415, 21086)
    inv = V(71652, 62308)
    ofa = V(2870, 3114)
    oca = V(5108, 0)
    ppe = V(194316, 186742)
    rou = V(76285, 71904)
    gw = V(8420, 8420)
    intg = V(10106, 9318)
    eqm = V(3130, 2916)
    ofan = V(23641, 22874)
    dta = V(6874, 6215)
    onca = V(1962, 1804)
    tp = V(46275, 42610)
    bc = V(10800, 12500)
    lc = V(14406, 13842)
    itp = V(8462, 9318)
    ocl = V(19734, 18207)
    tcl = add(tp, bc, lc, itp, ocl)
    bn = V(18600, 24800)
    ln = V(66014, 62185)
    rbl = V(3507, 3418)
    prv = V(4322, 4106)
    dtl = V(1415, 1286)
    tncl = add(bn, ln, rbl, prv, dtl)
    tl = add(tcl, tncl)
    shc = V(13370, 13370)
    csur = V(14906, 14842)
    trs = V(-6804, -4218)
    oce = V(4938, 3126)
    ncip = V(2473, 2140)
    tnca = add(ppe, rou, gw, intg, eqm, ofan, dta, onca)
    tca_c = cash[0] + trd[0] + inv[0] + ofa[0] + oca[0]
    ta_c = tca_c + tnca[0]
    divp = D(8436)
    ret_c = ta_c - tl[0] - ncip[0] - shc[0] - csur[0] - trs[0] - oce[0]
    ret = [ret_c, ret_c - ni[0] + divp]
    own = add(shc, csur, ret, trs, oce)
    te = add(own, ncip)
    # prior-year other current assets balance the prior-year statement
    oca[1] = te[1] + tl[1] - tnca[1] - (cash[1] + trd[1] + inv[1] + ofa[1])
    tca = add(cash, trd, inv, ofa, oca)
    ta = add(tca, tnca)
    assert ta[0] == ta_c and ta[1] == te[1] + tl[1] and oca[1] > 0
    cfo, cfi, fx = D(68214), D(-34862), D(1056)
    cff = cash[0] - cash[1] - cfo - cfi - fx
    f = br(0, "—")

    def pr(xs):
        """statement order: previous year, then current year"""
        return [xs[1], xs[0]]

    p = Pdf(**A4)
    s = Sheet(p, x=40, xr=555, top=48, size=7.8)
    s.row([(555, "April 3, 2023", "r")], 7.6)
    q_rt = s.t(
        "Consolidated Financial Results for the Fiscal Year Ended February 20, 2023 [IFRS]",
        10.4,
        True,
        align="c",
    )
    s.skip(4)
    for a, b in (
        ("Company name:", "Hokuyo Home Furnishings Co., Ltd."),
        ("Stock exchange listing:", "Tokyo Stock Exchange, Prime Market"),
        ("Securities code:", "7391    URL: https://www.hokuyo-home.example/ir/"),
        ("Representative:", "Kenji Morimoto, President and Representative Director"),
        ("Contact:", "Ayaka Fujisawa, General Manager, Finance Department · Tel. +81-11-218-4470"),
        ("Scheduled date of annual general meeting of shareholders:", "May 18, 2023"),
        ("Scheduled date of commencement of dividend payments:", "May 19, 2023"),
        ("Scheduled date of filing of annual securities report:", "May 17, 2023"),
    ):
        s.row([(44, a), (290, b)], 7.6, lead=10.6)
    q_co = "Company name: Hokuyo Home Furnishings Co., Ltd."
    s.t("(Amounts less than one million yen are rounded down)", 7, x=555, align="r")
    s.skip(2)
    s.t(
        "1. Consolidated Financial Results for the Fiscal Year Ended February 20, 2023 (February 21, 2022 to "
        "February 20, 2023)",
        8,
        True,
    )
    s.t("(1) Consolidated Operating Results (Percentages indicate year-on-year changes.)", 7.6)
    s.row(
        [
            (226, "Revenue", "r"),
            (340, "Operating profit", "r"),
            (450, "Profit before tax", "r"),
            (540, "Profit", "r"),
        ],
        6.8,
        True,
        lead=9,
    )
    s.row(
        [
            (226, "Millions of yen", "r"),
            (262, "%", "r"),
            (340, "Millions of yen", "r"),
            (376, "%", "r"),
            (450, "Millions of yen", "r"),
            (486, "%", "r"),
            (540, "Millions of yen", "r"),
        ],
        6.2,
        lead=11,
    )
    for i, lab in ((0, "Fiscal year ended February 20, 2023"), (1, "Fiscal year ended February 20, 2022")):
        ch = (lambda a, b: yoy(a, b)) if i == 0 else (lambda a, b: "—")
        s.row(
            [
                (44, lab, "l"),
                (226, f(rev[i]), "r"),
                (262, ch(rev[0], rev[1]), "r"),
                (340, f(op[i]), "r"),
                (376, ch(op[0], op[1]), "r"),
                (450, f(pbt[i]), "r"),
                (486, ch(pbt[0], pbt[1]), "r"),
                (540, f(prof[i]), "r"),
            ],
            7,
            lead=11,
        )
    s.skip(4)
    s.row(
        [(250, "Profit attributable to owners of parent", "r"), (420, "Total comprehensive income", "r")],
        6.8,
        True,
        lead=9,
    )
    s.row(
        [(250, "Millions of yen", "r"), (286, "%", "r"), (420, "Millions of yen", "r"), (456, "%", "r")],
        6.2,
        lead=11,
    )
    for i, lab in ((0, "Fiscal year ended February 20, 2023"), (1, "Fiscal year ended February 20, 2022")):
        s.row(
            [
                (44, lab, "l"),
                (250, f(ni[i]), "r"),
                (286, yoy(ni[0], ni[1]) if i == 0 else "—", "r"),
                (420, f(tci[i]), "r"),
                (456, yoy(tci[0], tci[1]) if i == 0 else "—", "r"),
            ],
            7,
            lead=11,
        )
    s.skip(4)
    s.row(
        [
            (236, "Basic earnings per share", "r"),
            (336, "Diluted earnings per share", "r"),
            (446, "Ratio of profit to equity", "r"),
            (550, "Operating profit to revenue", "r"),
        ],
        6.6,
        True,
        lead=9,
    )
    s.row([(236, "Yen", "r"), (336, "Yen", "r"), (446, "%", "r"), (550, "%", "r")], 6.2, lead=11)
    roe = [r(ni[0] / ((own[0] + own[1]) / 2) * 100, 1), r(ni[1] / own[1] * 100 * D("0.97"), 1)]
    for i, lab in ((0, "Fiscal year ended February 20, 2023"), (1, "Fiscal year ended February 20, 2022")):
        s.row(
            [
                (44, lab, "l"),
                (236, f"{epsb[i]}", "r"),
                (336, f"{epsd[i]}", "r"),
                (446, f"{roe[i]}", "r"),
                (550, f"{r(op[i] / rev[i] * 100, 1)}", "r"),
            ],
            7,
            lead=11,
        )
    s.skip(4)
    s.t("(2) Consolidated Financial Position", 7.6)
    s.row(
        [
            (220, "Total assets", "r"),
            (310, "Total equity", "r"),
            (440, "Equity attributable to owners of parent", "r"),
            (550, "Ratio", "r"),
        ],
        6.6,
        True,
        lead=9,
    )
    s.row(
        [
            (220, "Millions of yen", "r"),
            (310, "Millions of yen", "r"),
            (440, "Millions of yen", "r"),
            (550, "%", "r"),
        ],
        6.2,
        lead=11,
    )
    for i, lab in ((0, "As of February 20, 2023"), (1, "As of February 20, 2022")):
        s.row(
            [
                (44, lab, "l"),
                (220, f(ta[i]), "r"),
                (310, f(te[i]), "r"),
                (440, f(own[i]), "r"),
                (550, f"{r(own[i] / ta[i] * 100, 1)}", "r"),
            ],
            7,
            lead=11,
        )
    s.skip(4)
    s.t("(3) Consolidated Cash Flows", 7.6)
    s.row(
        [
            (246, "Operating activities", "r"),
            (326, "Investing activities", "r"),
            (406, "Financing activities", "r"),
            (550, "Cash and cash equivalents at end of period", "r"),
        ],
        6.6,
        True,
        lead=9,
    )
    s.row(
        [
            (44, "Fiscal year ended February 20, 2023", "l"),
            (246, f(cfo), "r"),
            (326, f(cfi), "r"),
            (406, f(cff), "r"),
            (550, f(cash[0]), "r"),
        ],
        7,
        lead=11,
    )
    s.skip(4)
    s.t("2. Cash Dividends", 8, True)
    s.row(
        [
            (250, "Second quarter-end", "r"),
            (330, "Fiscal year-end", "r"),
            (400, "Total", "r"),
            (480, "Total (Millions of yen)", "r"),
            (550, "Payout ratio (%)", "r"),
        ],
        6.6,
        True,
        lead=10,
    )
    s.row(
        [
            (44, "Fiscal year ended February 20, 2022", "l"),
            (250, "36.00", "r"),
            (330, "40.00", "r"),
            (400, "76.00", "r"),
            (480, "8,578", "r"),
            (550, "25.3", "r"),
        ],
        7,
        lead=10.6,
    )
    s.row(
        [
            (44, "Fiscal year ended February 20, 2023", "l"),
            (250, "38.00", "r"),
            (330, "42.00", "r"),
            (400, "80.00", "r"),
            (480, "8,997", "r"),
            (550, "25.4", "r"),
        ],
        7,
        lead=10.6,
    )
    s.row(
        [
            (44, "Fiscal year ending February 20, 2024 (forecast)", "l"),
            (250, "40.00", "r"),
            (330, "42.00", "r"),
            (400, "82.00", "r"),
            (550, "25.3", "r"),
        ],
        7,
        lead=10.6,
    )
    s.skip(4)
    s.t("3. Forecast of Consolidated Financial Results for the Fiscal Year Ending February 20, 2024", 8, True)
    s.row(
        [
            (44, "Full year", "l"),
            (150, "Revenue 512,000", "l"),
            (250, "Operating profit 57,000", "l"),
            (370, "Profit attributable to owners of parent 36,500", "l"),
        ],
        7,
        lead=10.6,
    )
    s.row([(150, "Basic earnings per share ¥324.60 (Millions of yen unless stated)", "l")], 7, lead=10.6)

    # ---------------------------------------------------------------- page 2: financial position
    s.new_page()
    s.t("4. Consolidated Financial Statements", 9, True)
    s.t("(1) Consolidated Statement of Financial Position", 8.4, True)
    q_cur = s.t("(Millions of yen)", 7.2, x=555, align="r")
    cx = [452, 552]
    heads(
        s,
        cx,
        [
            ["Previous fiscal year", "Current fiscal year"],
            ["(As of February 20, 2022)", "(As of February 20, 2023)"],
        ],
        6.8,
    )
    bs = grid(
        s,
        cx,
        [
            ("Assets", None, "b"),
            ("Current assets", None, "b"),
            ("Cash and cash equivalents", pr(cash), "i"),
            ("Trade and other receivables", pr(trd), "i"),
            ("Inventories", pr(inv), "i"),
            ("Other financial assets", pr(ofa), "i"),
            ("Other current assets", pr(oca), "i"),
            ("Total current assets", pr(tca), "t"),
            ("Non-current assets", None, "b"),
            ("Property, plant and equipment", pr(ppe), "i"),
            ("Right-of-use assets", pr(rou), "i"),
            ("Goodwill", pr(gw), "i"),
            ("Intangible assets", pr(intg), "i"),
            ("Investments accounted for using equity method", pr(eqm), "i"),
            ("Other financial assets ", pr(ofan), "i"),
            ("Deferred tax assets", pr(dta), "i"),
            ("Other non-current assets", pr(onca), "i"),
            ("Total non-current assets", pr(tnca), "t"),
            ("Total assets", pr(ta), "bt"),
            ("Liabilities", None, "b"),
            ("Current liabilities", None, "b"),
            ("Trade and other payables", pr(tp), "i"),
            ("Borrowings", pr(bc), "i"),
            ("Lease liabilities", pr(lc), "i"),
            ("Income taxes payable", pr(itp), "i"),
            ("Other current liabilities", pr(ocl), "i"),
            ("Total current liabilities", pr(tcl), "t"),
            ("Non-current liabilities", None, "b"),
            ("Borrowings ", pr(bn), "i"),
            ("Lease liabilities ", pr(ln), "i"),
            ("Retirement benefit liability", pr(rbl), "i"),
            ("Provisions", pr(prv), "i"),
            ("Deferred tax liabilities", pr(dtl), "i"),
            ("Total non-current liabilities", pr(tncl), "t"),
            ("Total liabilities", pr(tl), "bt"),
            ("Equity", None, "b"),
            ("Share capital", pr(shc), "i"),
            ("Capital surplus", pr(csur), "i"),
            ("Retained earnings", pr(ret), "i"),
            ("Treasury shares", pr(trs), "i"),
            ("Other components of equity", pr(oce), "i"),
            ("Total equity attributable to owners of parent", pr(own), "t"),
            ("Non-controlling interests", pr(ncip), "i"),
            ("Total equity", pr(te), "bt"),
            ("Total liabilities and equity", pr(add(tl, te)), "bt"),
        ],
        f,
        size=7.6,
        lead=11.6,
        key="BS ",
    )
    # ---------------------------------------------------------------- page 3: profit or loss
    s.new_page()
    s.t(
        "(2) Consolidated Statement of Profit or Loss and Consolidated Statement of Comprehensive Income",
        8.4,
        True,
    )
    s.t("Consolidated Statement of Profit or Loss", 8, True)
    s.t("(Millions of yen)", 7.2, x=555, align="r")
    heads(
        s,
        cx,
        [
            ["Previous fiscal year", "Current fiscal year"],
            ["(From February 21, 2021", "(From February 21, 2022"],
            ["to February 20, 2022)", "to February 20, 2023)"],
        ],
        6.8,
    )
    inc = grid(
        s,
        cx,
        [
            ("Revenue", pr(rev), "b"),
            ("Cost of sales", pr(neg(cos)), ""),
            ("Gross profit", pr(gp), "t"),
            ("Selling, general and administrative expenses", pr(neg(sga)), ""),
            ("Other income", pr(oin), ""),
            ("Other expenses", pr(neg(oex)), ""),
            ("Operating profit", pr(op), "bt"),
            ("Finance income", pr(fin), ""),
            ("Finance costs", pr(neg(fcost)), ""),
            ("Share of profit of investments accounted for using equity method", pr(assoc), ""),
            ("Profit before tax", pr(pbt), "t"),
            ("Income tax expense", pr(neg(tax)), ""),
            ("Profit", pr(prof), "bt"),
            ("Profit attributable to", None, ""),
            ("Owners of parent", pr(ni), "i"),
            ("Non-controlling interests", pr(nci), "i"),
            ("Profit ", pr(prof), "t"),
            ("Earnings per share", None, ""),
            ("Basic earnings per share (Yen)", pr([f"{x}" for x in epsb]), "i"),
            ("Diluted earnings per share (Yen)", pr([f"{x}" for x in epsd]), "i"),
        ],
        f,
        size=7.6,
        lead=12,
        key="PL ",
    )
    s.skip(10)
    s.t("Consolidated Statement of Comprehensive Income", 8, True)
    s.t("(Millions of yen)", 7.2, x=555, align="r")
    heads(s, cx, [["Previous fiscal year", "Current fiscal year"]], 6.8)
    grid(
        s,
        cx,
        [
            ("Profit", pr(prof), ""),
            ("Exchange differences on translation of foreign operations", pr(oci), ""),
            ("Total comprehensive income", pr(tci), "bt"),
            ("Comprehensive income attributable to owners of parent", pr(tci_own), "i"),
            ("Comprehensive income attributable to non-controlling interests", pr(sub(tci, tci_own)), "i"),
        ],
        f,
        size=7.6,
        lead=12,
        key="CI ",
    )
    s.skip(6)
    s.para(
        "Note: Dividends paid during the current fiscal year amounted to 8,436 million yen. The weighted "
        "average "
        "number of ordinary shares used for basic earnings per share was 112,486,220 shares (previous fiscal "
        "year: 112,902,604 shares).",
        7.2,
    )
    same(L["eps"], epsd[0], "eps")
    check(
        L,
        sc,
        rev=rev[0],
        op=op[0],
        ni=ni[0],
        cos=-cos[0],
        gp=gp[0],
        prof=prof[0],
        pbt=pbt[0],
        tax=-tax[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        tle=tl[0] + te[0],
        cash=cash[0],
    )
    assert tci_o[0] < oci[0]
    g = dict(**bs, **inc)
    fields = fields_of(
        L,
        g,
        [
            F("Hokuyo Home Furnishings Co., Ltd.", 1, q_co),
            F("earnings_release", 1, q_rt),
            F("2023-02-20", 1, q_rt),
            F("JPY", 2, q_cur),
        ],
        F(L["eps"], *g["PL Diluted earnings per share (Yen)"]),
        dict(
            total_revenue="PL Revenue",
            operating_income="PL Operating profit",
            net_income="PL Owners of parent",
            total_assets="BS Total assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "Japanese consolidated financial results (kessan tanshin) in English under IFRS, an earnings "
        "release, JPY in millions (rounded down) with negatives in brackets. The fiscal year ends on "
        "February 20; the current period is the fiscal year ended February 20, 2023. In the statements on "
        "pages 2 and 3 the FIRST column is the previous fiscal year and the SECOND column the current one; "
        "on "
        "the summary page the current year is the first row. The release date, meeting, dividend-payment "
        "and filing dates, the forecast year and the dividends per share are distractors. total_revenue is "
        "Revenue (less cost of sales = gross profit, sum); operating_income Operating profit; net_income the "
        "profit attributable to owners of parent, not Profit (profit before tax less income tax, sum), which "
        "also includes non-controlling interests; diluted_eps the diluted earnings per share in "
        "yen. total_liabilities and total_equity (including non-controlling interests) are printed and add "
        "up "
        "to total liabilities and equity (sum). cash_and_equivalents is the balance-sheet line (it equals "
        "the cash-flow closing balance on the summary page)."
    )
    sums = [
        SUM(
            "Revenue + cost of sales (negative) = Gross profit",
            [(1, "total_revenue"), (1, TT("cost of sales", L, "cos", g, "PL Cost of sales"))],
            TT("gross profit", L, "gp", g, "PL Gross profit"),
        ),
        SUM(
            "Profit before tax + income tax expense (negative) = Profit",
            [
                (1, TT("profit before tax", L, "pbt", g, "PL Profit before tax")),
                (1, TT("income tax expense", L, "tax", g, "PL Income tax expense")),
            ],
            TT("profit", L, "prof", g, "PL Profit"),
        ),
        SUM(
            "Total liabilities + Total equity = Total liabilities and equity",
            [(1, "total_liabilities"), (1, "total_equity")],
            TT("total liabilities and equity", L, "tle", g, "BS Total liabilities and equity"),
        ),
    ]
    return p, fields, notes, sums


# ===== 3 Swiss half-year results media release (CHF million, one decimal, dd.mm.yyyy) of a medtech group with
# a fiscal year ending 31 July: the first half ends 31 January; key figures with core EBIT, margin, free cash
# flow and net cash; income statement H1 vs prior H1; core-EBIT reconciliation; balance sheet at the half-year
# end vs the last fiscal year end, with short-term time deposits apart from cash; total liabilities printed;
# shareholders vs non-controlling interests; agenda dates
@doc(
    "b35_fs_ch_half_year_release_non_calendar",
    "financial_statement",
    "Seeland Medtech Holding AG half-year results 2021/22 media release",
)
def fs_ch():
    L = dict(
        rev=284617000,
        op=41278000,
        ni=31295000,
        nci=1089000,
        net=32384000,
        amort=3614000,
        restr=1263000,
        core=46155000,
        ta=440703000,
        tl=178146000,
        te=262557000,
        tle=440703000,
        cash=68539000,
        eps=2.87,
    )
    sc = 1000
    f = mn(0, "–", "'", ".", "–")
    fm = mn(1, "–", "'", ".", "–")
    ns = V(284617, 263948)
    cogs = V(-128342, -121015)
    gp = add(ns, cogs)
    mkt = V(-62418, -58106)
    rnd = V(-24731, -22874)
    ga = V(-27562, -26213)
    oth = V(-286, 814)
    ebit = add(gp, mkt, rnd, ga, oth)
    fi = V(912, 604)
    fe = V(-2194, -3127)
    pbt = add(ebit, fi, fe)
    tax = V(-7612, -6482)
    net = add(pbt, tax)
    nci = V(1089, 507)
    ni = sub(net, nci)
    shb = [D(10842316), D(10826905)]
    shd = [D(10918604), D(10897460)]
    epsb = [r(x * sc / n) for x, n in zip(ni, shb, strict=True)]
    epsd = [r(x * sc / n) for x, n in zip(ni, shd, strict=True)]
    amort = V(3614, 3386)
    restr = V(1263, 0)
    core = add(ebit, amort, restr)
    # balance sheet: 31.01.2022 | 31.07.2021
    cash = V(68539, 74906)
    tdep = V(15000, 10000)
    rec = V(61682, 58231)
    inv = V(72846, 66318)
    oca = V(9571, 8804)
    tca = add(cash, tdep, rec, inv, oca)
    ppe = V(118326, 116904)
    intg = V(84215, 87482)
    fa = V(4106, 3987)
    dta = V(6418, 6206)
    tnca = add(ppe, intg, fa, dta)
    ta = add(tca, tnca)
    tp = V(28614, 31429)
    sfd = V(12000, 20000)
    ocl = V(41186, 44812)
    spv = V(3908, 4271)
    tcl = add(tp, sfd, ocl, spv)
    lfd = V(60000, 60000)
    dtl = V(11218, 11604)
    pen = V(18406, 19087)
    lpv = V(2814, 2693)
    tncl = add(lfd, dtl, pen, lpv)
    tl = add(tcl, tncl)
    te = sub(ta, tl)
    ncib = V(4236, 3827)
    own = sub(te, ncib)
    shc = V(1084, 1084)
    cres = V(38612, 38612)
    trs = V(-2714, -3106)
    ctd = V(-6823, -8417)
    ret = sub(own, add(shc, cres, trs, ctd))
    divp = ni[0] - (ret[0] - ret[1])
    assert divp > 0
    cfo, cfi = D(38571), D(-16884)
    fcf = cfo + cfi
    netcash = sub(add(cash, tdep), add(sfd, lfd))

    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=52, size=8.4)
    s.row([(50, "SEELAND MEDTECH", "l"), (545, "Media release", "r")], 13, True)
    s.t(
        "Seeland Medtech Holding AG · Biel/Bienne, 10 March 2022, 07:00 CET · Ad hoc announcement pursuant "
        "to Art. 53 LR",
        7.2,
        color=GREY,
    )
    s.skip(8)
    q_rt = s.para(
        "Seeland Medtech reports half-year results 2021/22: net sales up 8.4% in local currencies, EBIT "
        "margin at 14.5%",
        12,
        bold=True,
    )
    s.skip(2)

    def m(x):
        return fm(r(x / 1000, 1))

    for b in (
        f"• Net sales of CHF {m(ns[0])} million (H1 2020/21: CHF {m(ns[1])} million), "
        f"+{r((ns[0] - ns[1]) / ns[1] * 100, 1)}% in Swiss francs and +8.4% in local currencies",
        f"• Operating result (EBIT) of CHF {m(ebit[0])} million; core EBIT of CHF {m(core[0])} million, a "
        "core EBIT margin of "
        f"{r(core[0] / ns[0] * 100, 1)}%",
        f"• Net profit attributable to shareholders of CHF {m(ni[0])} million; diluted earnings per share "
        f"of CHF {epsd[0]}",
        f"• Free cash flow of CHF {m(fcf)} million; net cash of CHF {m(netcash[0])} million at 31 January "
        "2022",
        "• Outlook for the financial year 2021/22 confirmed: organic growth of 6% to 8% and a core EBIT "
        "margin of 15% to 16%",
    ):
        s.para(b, 8.4, gap=2)
    s.skip(4)
    s.para(
        '"Demand for our dental and surgical instruments remained strong in Europe and North America, and '
        "the "
        'new precision-motor line in Grenchen reached full capacity in December," said CEO Dr. Martina '
        'Gerber-Lüthi. "Higher freight and component costs were largely passed on."',
        8.2,
    )
    s.skip(4)
    s.t("Key figures (CHF million, unaudited)", 9, True)
    kx = [390, 465, 540]
    heads(s, kx, [["H1 2021/22", "H1 2020/21", "Change"]], 7.6)

    def chg(a, b):
        return f"{r((a - b) / b * 100, 1)}%"

    kf = grid(
        s,
        kx,
        [
            ("Net sales", [m(ns[0]), m(ns[1]), chg(ns[0], ns[1])], ""),
            ("Gross profit", [m(gp[0]), m(gp[1]), chg(gp[0], gp[1])], ""),
            ("Operating result (EBIT)", [m(ebit[0]), m(ebit[1]), chg(ebit[0], ebit[1])], ""),
            (
                "EBIT margin in %",
                [f"{r(ebit[0] / ns[0] * 100, 1)}", f"{r(ebit[1] / ns[1] * 100, 1)}", ""],
                "",
            ),
            ("Core EBIT", [m(core[0]), m(core[1]), chg(core[0], core[1])], ""),
            ("Net profit", [m(net[0]), m(net[1]), chg(net[0], net[1])], ""),
            ("Diluted earnings per share (CHF)", [f"{epsd[0]}", f"{epsd[1]}", chg(epsd[0], epsd[1])], ""),
            ("Free cash flow", [m(fcf), m(D(18216)), chg(fcf, D(18216))], ""),
            ("Net cash (31.01.2022 / 31.07.2021)", [m(netcash[0]), m(netcash[1]), ""], ""),
        ],
        f,
        size=8,
        key="K ",
    )
    s.skip(6)
    s.t("Agenda", 8.6, True)
    s.t("27 September 2022: Full-year results 2021/22 · 24 November 2022: Annual General Meeting", 8)
    s.t("Contact: Investor Relations, Reto Aeschbacher, +41 32 344 18 70, ir@seeland-medtech.example", 8)
    # ---------------------------------------------------------------- page 2
    s.new_page()
    s.t("Consolidated income statement (unaudited)", 11, True)
    q_pe = s.t("for the six months ended 31 January 2022", 8.4)
    q_cur = s.t("in CHF thousands", 8, color=GREY)
    s.skip(4)
    cx = [440, 540]
    heads(s, cx, [["H1 2021/22", "H1 2020/21"], ["1.8.2021–31.1.2022", "1.8.2020–31.1.2021"]], 7.4)
    inc = grid(
        s,
        cx,
        [
            ("Net sales", ns, "b"),
            ("Cost of goods sold", cogs, ""),
            ("Gross profit", gp, "t"),
            ("Marketing and sales", mkt, ""),
            ("Research and development", rnd, ""),
            ("General and administration", ga, ""),
            ("Other operating income and expenses, net", oth, ""),
            ("Operating result (EBIT)", ebit, "bt"),
            ("Financial income", fi, ""),
            ("Financial expenses", fe, ""),
            ("Profit before taxes", pbt, "t"),
            ("Income taxes", tax, ""),
            ("Net profit", net, "bt"),
            ("attributable to shareholders of Seeland Medtech Holding AG", ni, "i"),
            ("attributable to non-controlling interests", nci, "i"),
            ("Basic earnings per share (CHF)", [f"{x}" for x in epsb], "t"),
            ("Diluted earnings per share (CHF)", [f"{x}" for x in epsd], ""),
        ],
        f,
        size=8,
        lead=12.8,
        key="IS ",
    )
    s.skip(12)
    s.t("Reconciliation of EBIT to core EBIT", 9, True)
    heads(s, cx, [["H1 2021/22", "H1 2020/21"]], 7.4)
    rc = grid(
        s,
        cx,
        [
            ("Operating result (EBIT)", ebit, ""),
            ("Amortisation of acquired intangible assets", amort, ""),
            ("Restructuring costs (site consolidation Lyss)", restr, ""),
            ("Core EBIT", core, "bt"),
        ],
        f,
        size=8,
        key="RC ",
    )
    s.skip(6)
    s.para(
        "Core EBIT is an alternative performance measure and excludes the amortisation of intangible assets "
        "recognised in acquisitions and restructuring costs. Financial statements prepared in accordance "
        "with "
        "Swiss GAAP FER; the half-year figures have not been audited or reviewed.",
        7.6,
    )
    # ---------------------------------------------------------------- page 3
    s.new_page()
    s.t("Consolidated balance sheet (unaudited)", 11, True)
    s.t("in CHF thousands", 8, color=GREY)
    s.skip(4)
    heads(s, cx, [["31.01.2022", "31.07.2021"]], 7.4)
    bs = grid(
        s,
        cx,
        [
            ("Cash and cash equivalents", cash, ""),
            ("Short-term time deposits (3 to 12 months)", tdep, ""),
            ("Trade receivables", rec, ""),
            ("Inventories", inv, ""),
            ("Other current assets", oca, ""),
            ("Current assets", tca, "bt"),
            ("Property, plant and equipment", ppe, ""),
            ("Intangible assets", intg, ""),
            ("Financial assets", fa, ""),
            ("Deferred tax assets", dta, ""),
            ("Non-current assets", tnca, "bt"),
            ("Total assets", ta, "bt"),
            ("Trade payables", tp, ""),
            ("Short-term financial debts", sfd, ""),
            ("Other current liabilities and accruals", ocl, ""),
            ("Short-term provisions", spv, ""),
            ("Current liabilities", tcl, "bt"),
            ("Long-term financial debts", lfd, ""),
            ("Deferred tax liabilities", dtl, ""),
            ("Pension liabilities", pen, ""),
            ("Long-term provisions", lpv, ""),
            ("Non-current liabilities", tncl, "bt"),
            ("Total liabilities", tl, "bt"),
            ("Share capital", shc, ""),
            ("Capital reserves", cres, ""),
            ("Treasury shares", trs, ""),
            ("Retained earnings", ret, ""),
            ("Cumulative translation differences", ctd, ""),
            ("Equity attributable to shareholders of Seeland Medtech Holding AG", own, "t"),
            ("Non-controlling interests", ncib, ""),
            ("Total equity", te, "bt"),
            ("Total liabilities and equity", add(tl, te), "bt"),
        ],
        f,
        size=8,
        lead=12.4,
        key="BS ",
    )
    s.skip(10)
    s.t("Condensed cash flow statement (unaudited), H1 2021/22", 9, True)
    grid(
        s,
        cx[:1],
        [
            ("Cash flow from operating activities", [cfo], ""),
            ("Cash flow from investing activities", [cfi], ""),
            ("Free cash flow", [fcf], "bt"),
            ("Dividend paid on 30 November 2021", [-divp], ""),
        ],
        f,
        size=8,
        key="CF ",
    )
    same(L["eps"], epsd[0], "eps")
    check(
        L,
        sc,
        rev=ns[0],
        op=ebit[0],
        ni=ni[0],
        nci=nci[0],
        net=net[0],
        amort=amort[0],
        restr=restr[0],
        core=core[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        tle=tl[0] + te[0],
        cash=cash[0],
    )
    g = dict(**inc, **bs, **rc, **kf)
    fields = fields_of(
        L,
        g,
        [
            F("Seeland Medtech Holding AG", 1, "Seeland Medtech Holding AG · Biel/Bienne, 10 March 2022"),
            F("earnings_release", 1, " ".join(q_rt)),
            F("2022-01-31", 2, q_pe),
            F("CHF", 2, q_cur),
        ],
        F(L["eps"], *g["IS Diluted earnings per share (CHF)"]),
        dict(
            total_revenue="IS Net sales",
            operating_income="IS Operating result (EBIT)",
            net_income="IS attributable to shareholders of Seeland Medtech Holding AG",
            total_assets="BS Total assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "Swiss half-year results media release of a medtech group whose fiscal year ends on 31 July; "
        "statements "
        "in CHF thousands (key figures in CHF million), apostrophe grouping and en-dash minus signs, dates "
        "dd.mm.yyyy. The "
        "current period is the first half 2021/22, the six months 1.8.2021-31.1.2022 (first column); the "
        "second column is the prior first half, and the balance sheet compares 31.01.2022 with the fiscal "
        "year end 31.07.2021. Release, agenda and dividend dates are distractors. total_revenue is Net "
        "sales; operating_income the Operating result (EBIT), not core EBIT (reconciliation, sum); "
        "net_income the net profit attributable to shareholders (shareholders plus non-controlling interests "
        "= net profit, sum); diluted_eps the diluted earnings per share in CHF. Total liabilities is printed "
        "and total equity includes non-controlling interests (sum to total liabilities and equity). "
        "cash_and_equivalents excludes the short-term time deposits; net cash and free cash flow are "
        "distractors."
    )
    sums = [
        SUM(
            "EBIT + amortisation of acquired intangibles + restructuring = core EBIT",
            [
                (1, "operating_income"),
                (1, TT("amortisation", L, "amort", g, "RC Amortisation of acquired intangible assets")),
                (1, TT("restructuring", L, "restr", g, "RC Restructuring costs (site consolidation Lyss)")),
            ],
            TT("core EBIT", L, "core", g, "RC Core EBIT"),
        ),
        SUM(
            "shareholders + non-controlling interests = net profit",
            [
                (1, "net_income"),
                (
                    1,
                    TT(
                        "non-controlling interests",
                        L,
                        "nci",
                        g,
                        "IS attributable to non-controlling interests",
                    ),
                ),
            ],
            TT("net profit", L, "net", g, "IS Net profit"),
        ),
        SUM(
            "Total liabilities + Total equity = Total liabilities and equity",
            [(1, "total_liabilities"), (1, "total_equity")],
            TT("total liabilities and equity", L, "tle", g, "BS Total liabilities and equity"),
        ),
    ]
    return p, fields, notes, sums


# ===== 4 Danish annual report (årsrapport) of a class B private limited company in Danish (DKK, dot grouping,
# minus signs) for a fiscal year 1 September - 31 August: current year in whole kroner, comparatives in
# thousands; the income statement starts at gross profit (bruttofortjeneste) as the act allows, so revenue is
# not disclosed; operating result (resultat af primær drift); proposed distribution of the result; balance
# sheet with equity, long- and short-term debt and a total of liabilities (gældsforpligtelser i alt); AGM,
# management-statement and audit dates; no earnings per share
@doc(
    "b35_fs_dk_aarsrapport_bruttofortjeneste",
    "financial_statement",
    "Vestkyst Ventilation ApS årsrapport 2020/21",
)
def fs_dk():
    L = dict(
        op=4262588,
        fi=18637,
        fo=-236917,
        pbt=4044308,
        ni=3151697,
        div=1200000,
        ovf=1951697,
        ta=21651036,
        tl=10745760,
        te=10905276,
        tlt=4398855,
        tkt=6346905,
        tpa=21651036,
        cash=3406172,
    )
    sc = 1
    f = mn(0, "0", ".", ",", "-")
    # current year in kr., prior year in t.kr.
    bf = [D(14862418), D(13927)]
    pers = [D(-9481226), D(-8954)]
    afs = [D(-1118604), D(-1062)]
    op = add(bf, pers, afs)
    fi = [D(18637), D(22)]
    fo = [D(-236917), D(-254)]
    pbt = add(op, fi, fo)
    skat = [D(-892611), D(-812)]
    ni = add(pbt, skat)
    div = [D(1200000), D(1000)]
    ovf_y = sub(ni, div)
    gb = [D(6482300), D(6611)]
    aa = [D(2174851), D(1986)]
    mat = add(gb, aa)
    dep = [D(142000), D(142)]
    anl = add(mat, dep)
    vb = [D(1846209), D(1612)]
    tsa = [D(5917336), D(5204)]
    igv = [D(1284760), D(968)]
    uds = [D(46000), D(61)]
    atg = [D(212483), D(187)]
    pap = [D(138925), D(121)]
    tilg = add(tsa, igv, uds, atg, pap)
    cap = [D(125000), D(125)]
    rlt = [D(3912640), D(4176)]
    lst = [D(486215), D(612)]
    tlt = add(rlt, lst)
    kdl = [D(389520), D(376)]
    forud = [D(642118), D(518)]
    lev = [D(2874309), D(2496)]
    sels = [D(478611), D(402)]
    ag = [D(1962347), D(1845)]
    tkt = add(kdl, forud, lev, sels, ag)
    tl = add(tlt, tkt)
    cash0 = D(3406172)
    ta0 = anl[0] + vb[0] + tilg[0] + cash0
    te0 = ta0 - tl[0]
    ovf0 = te0 - cap[0] - div[0]
    ovf = [ovf0, r((ovf0 - ovf_y[0]) / 1000, 0)]
    te = add(cap, ovf, div)
    cash = [cash0, te[1] + tl[1] - anl[1] - vb[1] - tilg[1]]
    oms = add(vb, tilg, cash)
    ta = add(anl, oms)
    assert ta[0] == te[0] + tl[0] and ta[1] == te[1] + tl[1] and cash[1] > 0

    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=70, xr=525, top=90, size=9)
    q_co = s.t("Vestkyst Ventilation ApS", 18, True)
    s.t("Industrivej Nord 18, 6900 Skjern", 10)
    s.t("CVR-nr. 39 84 27 61", 10)
    s.skip(30)
    q_rt = s.t("Årsrapport for 2020/21", 22, True)
    q_pe = s.t("Regnskabsperiode: 1. september 2020 - 31. august 2021", 10)
    s.skip(30)
    s.para(
        "Årsrapporten er fremlagt og godkendt på selskabets ordinære generalforsamling den 15.12.2021.",
        9,
    )
    s.t("Dirigent: Lars Kjærgaard Nielsen", 9)
    s.skip(30)
    s.t("Ledelsespåtegning", 11, True)
    s.para(
        "Direktionen har dags dato behandlet og godkendt årsrapporten for regnskabsåret 1. september 2020 - "
        "31. august 2021 for Vestkyst Ventilation ApS. Årsrapporten aflægges i overensstemmelse med "
        "årsregnskabsloven. Det er vores opfattelse, at årsregnskabet giver et retvisende billede af "
        "selskabets "
        "aktiver, passiver og finansielle stilling pr. 31. august 2021 samt af resultatet af selskabets "
        "aktiviteter for regnskabsåret. Årsrapporten indstilles til generalforsamlingens godkendelse.",
        8.6,
    )
    s.t("Skjern, den 26.11.2021 · Direktion: Mette Vestergaard Holm, adm. direktør", 8.6)
    s.skip(16)
    s.t("Den uafhængige revisors revisionspåtegning", 11, True)
    s.para(
        "Til kapitalejerne i Vestkyst Ventilation ApS. Vi har revideret årsregnskabet for Vestkyst "
        "Ventilation "
        "ApS for regnskabsåret 1. september 2020 - 31. august 2021, der omfatter anvendt regnskabspraksis, "
        "resultatopgørelse, balance, egenkapitalopgørelse og noter. Det er vores opfattelse, at "
        "årsregnskabet "
        "giver et retvisende billede i overensstemmelse med årsregnskabsloven.",
        8.6,
    )
    s.t("Herning, den 26.11.2021", 8.6)
    s.t("Vestjysk Revision, Statsautoriseret Revisionspartnerselskab, CVR-nr. 41 27 38 95", 8.6)
    s.t("Søren Bak Mikkelsen, statsautoriseret revisor, mne34518", 8.6)
    # ---------------------------------------------------------------- page 2
    s.new_page()
    s.y = 70
    s.t("Ledelsesberetning", 12, True)
    s.para(
        "Hovedaktivitet. Selskabets aktivitet består i projektering, levering og montage af ventilations- og "
        "varmegenvindingsanlæg til erhvervsbyggeri og offentlige institutioner i Vestjylland samt service af "
        "eksisterende anlæg.",
        8.6,
    )
    s.para(
        "Udvikling i aktiviteter og økonomiske forhold. Selskabets bruttofortjeneste udgør "
        f"{f(bf[0])} kr. mod {f(bf[1])} t.kr. sidste år, og årets resultat udgør {f(ni[0])} kr. "
        f"mod {f(ni[1])} t.kr. sidste år. Resultatet anses for tilfredsstillende. Selskabets egenkapital "
        f"udgør pr. 31. august 2021 {f(te[0])} kr.",
        8.6,
    )
    s.para(
        "Begivenheder efter regnskabsårets afslutning. Der er efter regnskabsårets afslutning ikke "
        "indtruffet "
        "forhold, som væsentligt vil kunne påvirke vurderingen af årsrapporten.",
        8.6,
    )
    s.skip(10)
    s.t("Resultatopgørelse 1. september 2020 - 31. august 2021", 11, True)
    s.skip(4)
    cx = [420, 520]
    nx = 350
    q_cur = s.row([(nx, "Note", "c"), (420, "2020/21", "r"), (520, "2019/20", "r")], 8.4, True, lead=11)
    q_unit = s.row([(420, "kr.", "r"), (520, "t.kr.", "r")], 8.4, True, lead=12)
    s.p.line(280, s.y - 7, 522, s.y - 7, 0.5)
    s.skip(4)
    inc = grid(
        s,
        cx,
        [
            ("Bruttofortjeneste", bf, "b"),
            ("Personaleomkostninger", pers, "", "1"),
            ("Af- og nedskrivninger af materielle anlægsaktiver", afs, ""),
            ("Resultat af primær drift", op, "bt"),
            ("Finansielle indtægter", fi, ""),
            ("Finansielle omkostninger", fo, "", "2"),
            ("Resultat før skat", pbt, "bt"),
            ("Skat af årets resultat", skat, "", "3"),
            ("Årets resultat", ni, "bt"),
        ],
        f,
        size=8.6,
        lead=14,
        note_x=nx,
    )
    s.skip(10)
    s.t("Forslag til resultatdisponering", 9.4, True)
    dsp = grid(
        s,
        cx,
        [
            ("Foreslået udbytte for regnskabsåret", div, ""),
            ("Overført resultat", ovf_y, ""),
            ("I alt", ni, "bt"),
        ],
        f,
        size=8.6,
        lead=14,
        key="D ",
    )
    # ---------------------------------------------------------------- page 3
    s.new_page()
    s.y = 60
    s.t("Balance pr. 31. august 2021", 11, True)
    s.skip(2)
    s.row([(nx, "Note", "c"), (420, "31.08.2021", "r"), (520, "31.08.2020", "r")], 8, True, lead=10)
    s.row([(420, "kr.", "r"), (520, "t.kr.", "r")], 8, True, lead=11)
    s.p.line(280, s.y - 7, 522, s.y - 7, 0.5)
    s.skip(2)
    bs = grid(
        s,
        cx,
        [
            ("Aktiver", None, "b"),
            ("Grunde og bygninger", gb, "i"),
            ("Andre anlæg, driftsmateriel og inventar", aa, "i"),
            ("Materielle anlægsaktiver i alt", mat, "t", "4"),
            ("Deposita", dep, "i"),
            ("Finansielle anlægsaktiver i alt", dep, "t"),
            ("Anlægsaktiver i alt", anl, "bt"),
            ("Råvarer og hjælpematerialer", vb, "i"),
            ("Tilgodehavender fra salg og tjenesteydelser", tsa, "i"),
            ("Igangværende arbejder for fremmed regning", igv, "i", "5"),
            ("Udskudt skatteaktiv", uds, "i"),
            ("Andre tilgodehavender", atg, "i"),
            ("Periodeafgrænsningsposter", pap, "i"),
            ("Tilgodehavender i alt", tilg, "t"),
            ("Likvide beholdninger", cash, "i"),
            ("Omsætningsaktiver i alt", oms, "bt"),
            ("Aktiver i alt", ta, "bt"),
            ("Passiver", None, "b"),
            ("Virksomhedskapital", cap, "i"),
            ("Overført resultat", ovf, "i"),
            ("Foreslået udbytte for regnskabsåret", div, "i"),
            ("Egenkapital i alt", te, "bt"),
            ("Gæld til realkreditinstitutter", rlt, "i", "6"),
            ("Leasingforpligtelser", lst, "i"),
            ("Langfristede gældsforpligtelser i alt", tlt, "t"),
            ("Kortfristet del af langfristede gældsforpligtelser", kdl, "i", "6"),
            ("Modtagne forudbetalinger fra kunder", forud, "i"),
            ("Leverandører af varer og tjenesteydelser", lev, "i"),
            ("Selskabsskat", sels, "i"),
            ("Anden gæld", ag, "i"),
            ("Kortfristede gældsforpligtelser i alt", tkt, "t"),
            ("Gældsforpligtelser i alt", tl, "bt"),
            ("Passiver i alt", add(te, tl), "bt"),
        ],
        f,
        size=8,
        lead=12.4,
        key="BS ",
        note_x=nx,
    )
    s.skip(10)
    s.para(
        "Eventualforpligtelser og sikkerhedsstillelser: Til sikkerhed for gæld til realkreditinstitutter er "
        "der tinglyst pant i selskabets grunde og bygninger med en regnskabsmæssig værdi på "
        f"{f(gb[0])} kr. Selskabet har afgivet arbejdsgarantier over for bygherrer på i alt 1.350.000 kr.",
        8,
    )
    check(
        L,
        sc,
        op=op[0],
        fi=fi[0],
        fo=fo[0],
        pbt=pbt[0],
        ni=ni[0],
        div=div[0],
        ovf=ovf_y[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        tlt=tlt[0],
        tkt=tkt[0],
        tpa=ta[0],
        cash=cash[0],
    )
    g = dict(**inc, **dsp, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Vestkyst Ventilation ApS", 1, q_co),
            F("annual_report", 1, q_rt),
            F("2021-08-31", 1, q_pe),
            F("DKK", 2, q_cur + " " + q_unit),
        ],
        NULL(),
        dict(
            total_revenue=None,
            operating_income="Resultat af primær drift",
            net_income="Årets resultat",
            total_assets="BS Aktiver i alt",
            total_liabilities="BS Gældsforpligtelser i alt",
            total_equity="BS Egenkapital i alt",
            cash_and_equivalents="BS Likvide beholdninger",
        ),
    )
    notes = (
        "Danish annual report (årsrapport) of a private limited company in Danish, reporting class B: the "
        "CURRENT year (2020/21, first column) is printed in whole kroner ('kr.') and the comparative year in "
        "thousands ('t.kr.'); dot grouping, minus signs. The fiscal year runs 1 September 2020 - 31 August "
        "2021. AGM, management-statement and audit dates are distractors. The income statement starts at "
        "Bruttofortjeneste (gross profit), as the Danish act allows class B companies; revenue is printed "
        "nowhere in the document, so total_revenue is null. operating_income is Resultat af primær drift "
        "(plus financial income, less financial expenses = profit before tax, sum); net_income Årets "
        "resultat "
        "(no non-controlling interests), distributed to proposed dividend and retained result (sum). A "
        "private "
        "company presents no earnings per share: diluted_eps is null. Balance sheet at 31.08.2021: "
        "Gældsforpligtelser i alt is the printed total of liabilities (long-term plus short-term, sum; there "
        "are no provisions) and Egenkapital i alt the total equity (sum to Passiver i alt). "
        "cash_and_equivalents is Likvide beholdninger. currency DKK from the 'kr.' column units."
    )
    sums = [
        SUM(
            "Resultat af primær drift + finansielle indtægter + finansielle omkostninger = Resultat før skat",
            [
                (1, "operating_income"),
                (1, TT("finansielle indtægter", L, "fi", g, "Finansielle indtægter")),
                (1, TT("finansielle omkostninger", L, "fo", g, "Finansielle omkostninger")),
            ],
            TT("resultat før skat", L, "pbt", g, "Resultat før skat"),
        ),
        SUM(
            "Foreslået udbytte + overført resultat = Årets resultat",
            [
                (1, TT("foreslået udbytte", L, "div", g, "D Foreslået udbytte for regnskabsåret")),
                (1, TT("overført resultat", L, "ovf", g, "D Overført resultat")),
            ],
            "net_income",
        ),
        SUM(
            "langfristede + kortfristede gældsforpligtelser = Gældsforpligtelser i alt",
            [
                (
                    1,
                    TT(
                        "langfristede gældsforpligtelser",
                        L,
                        "tlt",
                        g,
                        "BS Langfristede gældsforpligtelser i alt",
                    ),
                ),
                (
                    1,
                    TT(
                        "kortfristede gældsforpligtelser",
                        L,
                        "tkt",
                        g,
                        "BS Kortfristede gældsforpligtelser i alt",
                    ),
                ),
            ],
            "total_liabilities",
        ),
        SUM(
            "Egenkapital i alt + Gældsforpligtelser i alt = Passiver i alt",
            [(1, "total_equity"), (1, "total_liabilities")],
            TT("passiver i alt", L, "tpa", g, "BS Passiver i alt"),
        ),
    ]
    return p, fields, notes, sums


# ===== 5 US Form 10-Q of a specialty retailer (USD thousands, brackets) for the 13 weeks ended July 30, 2022:
# cover page with share count date; MD&A overview with comparable sales, store count and adjusted EBITDA;
# statements of operations with 13-week and 26-week columns where the quarter shows a net loss and the
# year to date a net income; balance sheets at the quarter end, the fiscal year end and the prior-year quarter
# end; revolver borrowings and total liabilities
@doc(
    "b35_fs_us_10q_retailer_13_weeks",
    "financial_statement",
    "Larkspur Outfitters Form 10-Q second quarter fiscal 2022",
)
def fs_us():
    L = dict(
        rev=1318527000,
        op=17405000,
        ni=-11178000,
        cogs=879214000,
        gp=439313000,
        ta=3295161000,
        tl=2654398000,
        te=640763000,
        tle=3295161000,
        cash=306827000,
        eps=-0.27,
    )
    sc = 1000
    f = br(0, "—")
    # columns: Q2 2022, Q2 2021, YTD 2022, YTD 2021 (thousands)
    ns = V(1318527, 1372904, 2521806, 2486390)
    cogs = V(879214, 862451, 1664918, 1573206)
    gp = sub(ns, cogs)
    sga = V(341627, 378912, 668215, 739604)
    da = V(38419, 36284, 76105, 72318)
    imp = V(41862, 0, 41862, 0)
    op = sub(gp, add(sga, da, imp))
    intr = V(33615, 23517, 66419, 47261)
    oth = V(-1206, 915, -2412, 1842)
    pbt = sub(op, add(intr, oth))
    tax = V(-3826, 18131, 1742, 13561)
    ni = sub(pbt, tax)
    shb = V(41286, 42104, 41512, 42350)
    shd = V(41286, 42918, 42037, 43161)
    epsb = [r(x / n) for x, n in zip(ni, shb, strict=True)]
    epsd = [r(x / n) for x, n in zip(ni, shd, strict=True)]
    assert ni[0] < 0 < ni[2]
    p = Pdf(**LETTER)
    s = Sheet(p, x=54, xr=558, top=54, size=8.4)
    s.t("UNITED STATES", 10, True, align="c")
    s.t("SECURITIES AND EXCHANGE COMMISSION", 10, True, align="c")
    s.t("Washington, D.C. 20549", 8.4, align="c")
    s.skip(4)
    q_rt = s.t("FORM 10-Q", 15, True, align="c")
    s.skip(2)
    s.para(
        "[X] QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT",
        8.4,
        bold=True,
    )
    q_pe = s.t("For the quarterly period ended July 30, 2022", 9, True, align="c")
    s.t("OR", 8, align="c")
    s.para("[ ] TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT", 8.4)
    s.t("Commission File Number 001-39584", 8.4, align="c")
    s.skip(4)
    q_co = s.t("LARKSPUR OUTFITTERS, INC.", 14, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7.4, align="c")
    s.row([(170, "Delaware", "c"), (450, "84-3176529", "c")], 8.6, True)
    s.row([(170, "(State of incorporation)", "c"), (450, "(I.R.S. Employer Identification No.)", "c")], 7.2)
    s.t("1450 Wynkoop Street, Suite 300, Denver, Colorado 80202 · (303) 555-0186", 8.4, align="c")
    s.skip(4)
    s.row([(60, "Common Stock, $0.01 par value"), (300, "LKSP"), (400, "New York Stock Exchange")], 7.8)
    s.para(
        "Indicate by check mark whether the registrant (1) has filed all reports required to be filed by "
        "Section 13 or 15(d) during the preceding 12 months and (2) has been subject to such filing "
        "requirements for the past 90 days. Yes [X] No [ ]   Large accelerated filer [ ] Accelerated filer "
        "[X] "
        "Non-accelerated filer [ ] Smaller reporting company [ ]",
        7.6,
    )
    s.para(
        "As of August 26, 2022, the registrant had 41,204,817 shares of common stock, $0.01 par value, "
        "outstanding.",
        7.6,
    )
    s.skip(8)
    s.t(
        "Item 2. Management's Discussion and Analysis of Financial Condition and Results of Operations "
        "(excerpt)",
        9,
        True,
    )
    s.skip(2)
    adj = add(op, da, imp, V(2106, 1984, 4218, 3960))
    s.para(
        "Overview. Our fiscal year ends on the Saturday closest to January 31. The second quarter of fiscal "
        "2022 and fiscal 2021 each consisted of 13 weeks, ended July 30, 2022 and July 31, 2021. Fiscal 2021 "
        "ended January 29, 2022. We operated 1,184 stores in 41 states at July 30, 2022, compared with 1,163 "
        "stores a year earlier.",
        8,
    )

    def mil(x):
        return fmt(x / 1000, ",", ".", 1)

    def pc(x):
        return f"{r(x * 100, 1)}%"

    s.para(
        f"Second quarter results. Net sales decreased {pc((ns[1] - ns[0]) / ns[1])} to ${mil(ns[0])} "
        "million; "
        f"comparable sales, including digital, decreased 5.3%. Gross margin was {pc(gp[0] / ns[0])} of net "
        "sales "
        f"compared with {pc(gp[1] / ns[1])} a year earlier, reflecting higher freight costs and clearance "
        f"markdowns. We recorded a non-cash impairment of ${mil(imp[0])} million for 23 underperforming "
        "stores. "
        f"Net loss was ${mil(-ni[0])} million, or ${-epsd[0]} per diluted share, compared with net income of "
        f"${mil(ni[1])} million, or ${epsd[1]} per diluted share, in the second quarter of fiscal 2021.",
        8,
    )
    s.para(
        f"Adjusted EBITDA, a non-GAAP measure (operating income plus depreciation and amortization, "
        f"impairment and stock-based compensation), was ${fmt(adj[0] / 1000, ',', '.', 1)} million for the "
        f"quarter and ${fmt(adj[2] / 1000, ',', '.', 1)} million year to date.",
        8,
    )
    s.para(
        "Liquidity. At July 30, 2022 we had $135.0 million of borrowings outstanding under our $600.0 "
        "million "
        "asset-based revolving credit facility, which matures on June 18, 2026, and availability of $382.4 "
        "million. During the first half we repurchased 304,118 shares for $10.99 million.",
        8,
    )
    # ---------------------------------------------------------------- page 2: operations
    s.new_page()
    s.t("PART I - FINANCIAL INFORMATION · Item 1. Financial Statements", 8, color=GREY)
    s.t("LARKSPUR OUTFITTERS, INC.", 10, True, align="c")
    s.t("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 9.4, True, align="c")
    q_cur = s.t("(Unaudited; in thousands of U.S. dollars, except per share data)", 7.8, align="c")
    s.skip(4)
    cx = [330, 400, 480, 556]
    heads(
        s,
        cx,
        [
            ["13 Weeks Ended", "", "26 Weeks Ended", ""],
            ["July 30, 2022", "July 31, 2021", "July 30, 2022", "July 31, 2021"],
        ],
        7,
    )
    inc = grid(
        s,
        cx,
        [
            ("Net sales", ns, "b"),
            ("Cost of goods sold, including buying and occupancy costs", cogs, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative expenses", sga, ""),
            ("Depreciation and amortization", da, ""),
            ("Impairment of store assets", imp, ""),
            ("Operating income", op, "bt"),
            ("Interest expense, net", intr, ""),
            ("Other (income) expense, net", oth, ""),
            ("(Loss) income before income taxes", pbt, "t"),
            ("Income tax (benefit) expense", tax, ""),
            ("Net (loss) income", ni, "bt"),
            ("Net (loss) income per share:", None, ""),
            ("Basic", [fmt(x, ",", ".", 2, "()") for x in epsb], "i"),
            ("Diluted", [fmt(x, ",", ".", 2, "()") for x in epsd], "i"),
            ("Weighted average shares outstanding:", None, ""),
            ("Basic ", [fmt(x, ",", ".", 0) for x in shb], "i"),
            ("Diluted ", [fmt(x, ",", ".", 0) for x in shd], "i"),
        ],
        f,
        size=7.6,
        lead=12.4,
    )
    s.skip(6)
    s.para(
        "Diluted shares equal basic shares for the 13 weeks ended July 30, 2022 because the effect of stock "
        "options and restricted stock units would have been anti-dilutive. See accompanying notes.",
        7.2,
    )
    # ---------------------------------------------------------------- page 3: balance sheets
    s.new_page()
    s.t("LARKSPUR OUTFITTERS, INC.", 10, True, align="c")
    s.t("CONDENSED CONSOLIDATED BALANCE SHEETS", 9.4, True, align="c")
    s.t("(Unaudited; in thousands, except share data)", 7.8, align="c")
    s.skip(4)
    bx = [400, 480, 556]
    heads(s, bx, [["July 30, 2022", "January 29, 2022", "July 31, 2021"]], 7)
    rec = V(48206, 39871, 45284)
    inv = V(874618, 705392, 758541)
    pre = V(72813, 67204, 71926)
    ppe = V(595726, 605307, 587482)
    rou = V(1145618, 1170935, 1192634)
    gw = V(98611, 98611, 98611)
    tn = V(125400, 125400, 125400)
    oa = V(27342, 26119, 24804)
    ap = V(385627, 287206, 337215)
    acc = V(194419, 228804, 203462)
    col = V(232804, 231211, 227730)
    rev_ = V(135000, 0, 40000)
    cpd = V(20000, 20000, 20000)
    tcl = add(ap, acc, col, rev_, cpd)
    ltd = V(568744, 578248, 587752)
    lol = V(1050860, 1080472, 1113624)
    dtl = V(37672, 39608, 34468)
    olt = V(29272, 28424, 27780)
    tl = add(tcl, ltd, lol, dtl, olt)
    cs = V(412, 414, 421)
    apic = V(993220, 984472, 971628)
    aoci = V(1136, -384, -860)
    cash_j, cash_y = D(291660), D(217232)
    nonc = add(rec, inv, pre, ppe, rou, gw, tn, oa)
    ret_j = nonc[1] + cash_j - tl[1] - cs[1] - apic[1] - aoci[1]
    ret_y = nonc[2] + cash_y - tl[2] - cs[2] - apic[2] - aoci[2]
    ret_n = ret_j + ni[2] - D(10986)
    cash_n = tl[0] + cs[0] + apic[0] + aoci[0] + ret_n - nonc[0]
    cash = [cash_n, cash_j, cash_y]
    ret = [ret_n, ret_j, ret_y]
    tca = add(cash, rec, inv, pre)
    ta = add(tca, ppe, rou, gw, tn, oa)
    te = add(cs, apic, ret, aoci)
    assert all(a == b + c for a, b, c in zip(ta, tl, te, strict=True)) and cash_n > 0
    bs = grid(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Cash and cash equivalents", cash, "i"),
            ("Receivables, net", rec, "i"),
            ("Merchandise inventories", inv, "i"),
            ("Prepaid expenses and other current assets", pre, "i"),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets (trade name)", tn, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "bt"),
            ("LIABILITIES AND STOCKHOLDERS' EQUITY", None, "b"),
            ("Accounts payable", ap, "i"),
            ("Accrued expenses and other current liabilities", acc, "i"),
            ("Current portion of operating lease liabilities", col, "i"),
            ("Borrowings under revolving credit facility", rev_, "i"),
            ("Current portion of long-term debt", cpd, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net of current portion", ltd, ""),
            ("Long-term operating lease liabilities", lol, ""),
            ("Deferred income taxes", dtl, ""),
            ("Other long-term liabilities", olt, ""),
            ("Total liabilities", tl, "bt"),
            ("Commitments and contingencies (Note 9)", None, ""),
            ("Stockholders' equity:", None, ""),
            (
                "Preferred stock, $0.01 par value; 10,000,000 shares authorized; none issued",
                ["—", "—", "—"],
                "i",
            ),
            ("Common stock, $0.01 par value; 41,204,817, 41,386,204 and 42,118,530 shares issued", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Accumulated deficit", ret, "i"),
            ("Accumulated other comprehensive income (loss)", aoci, "i"),
            ("Total stockholders' equity", te, "bt"),
            ("Total liabilities and stockholders' equity", add(tl, te), "bt"),
        ],
        f,
        size=7.4,
        lead=11.8,
        key="BS ",
    )
    same(L["eps"], epsd[0], "eps")
    check(
        L,
        sc,
        rev=ns[0],
        op=op[0],
        ni=ni[0],
        cogs=cogs[0],
        gp=gp[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        tle=tl[0] + te[0],
        cash=cash[0],
    )
    g = dict(**inc, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Larkspur Outfitters, Inc.", 1, q_co),
            F("10-Q", 1, q_rt),
            F("2022-07-30", 1, q_pe),
            F("USD", 2, q_cur),
        ],
        F(L["eps"], *g["Diluted"]),
        dict(
            total_revenue="Net sales",
            operating_income="Operating income",
            net_income="Net (loss) income",
            total_assets="BS Total assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total stockholders' equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "US quarterly report on Form 10-Q of a specialty retailer, USD in thousands except per-share data, "
        "negatives in brackets. The fiscal year ends on the Saturday closest to January 31; the current "
        "period is the 13 weeks ended July 30, 2022 (first column). The 26-week year-to-date columns and the "
        "prior-year quarter are distractors: the quarter shows a net LOSS while the year to date shows net "
        "income, so net_income and diluted_eps are negative. The balance sheets have three columns (July 30, "
        "2022; the fiscal year end January 29, 2022; July 31, 2021); the first is current. Share-count, "
        "fiscal-year-end and facility-maturity dates are distractors. total_revenue is Net sales "
        "(less cost of goods sold = gross profit, sum); operating_income Operating income (adjusted EBITDA "
        "in the MD&A is a non-GAAP distractor); "
        "net_income Net (loss) income (no non-controlling interests); diluted_eps the diluted "
        "figure, equal to basic because of anti-dilution. Total liabilities is printed; total_equity is "
        "Total stockholders' equity (sum to total liabilities and stockholders' equity). "
        "cash_and_equivalents is the balance-sheet line at July 30, 2022."
    )
    sums = [
        SUM(
            "Net sales - cost of goods sold = gross profit",
            [
                (1, "total_revenue"),
                (
                    -1,
                    TT(
                        "cost of goods sold",
                        L,
                        "cogs",
                        g,
                        "Cost of goods sold, including buying and occupancy costs",
                    ),
                ),
            ],
            TT("gross profit", L, "gp", g, "Gross profit"),
        ),
        SUM(
            "Total liabilities + Total stockholders' equity = Total liabilities and stockholders' equity",
            [(1, "total_liabilities"), (1, "total_equity")],
            TT(
                "total liabilities and stockholders' equity",
                L,
                "tle",
                g,
                "BS Total liabilities and stockholders' equity",
            ),
        ),
    ]
    return p, fields, notes, sums
