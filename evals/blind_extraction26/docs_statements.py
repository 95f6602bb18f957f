"""Financial-statement builders for blind_extraction26 (5 documents).  All
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


def indian(nd=2, zero="-"):
    """Indian lakh grouping, brackets for negatives: 4,812.36 / (27.63)."""

    def f(x):
        if x == 0:
            return zero
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


def M(x):
    """x in millions -> whole units."""
    return D(str(x)) * 1000000


def K(x):
    """x in thousands -> whole units."""
    return D(str(x)) * 1000


def CR(x):
    """x in crore -> whole rupees."""
    return D(str(x)) * 10000000


# ===== 1 Indian annual report (INR crore): standalone pages before the consolidated ones, no operating line
@doc(
    "b26_fs_in_annual_report_consolidated_crore",
    "financial_statement",
    "Sahyadri Agrochem Limited Annual Report 2026-27",
)
def fs_in():
    L = dict(
        rev=48123600000,
        ni=3583100000,
        nci=187200000,
        pat=3770300000,
        deps=19.15,
        ta=48907200000,
        tl=21025200000,
        te=27882000000,
        cash=1432700000,
        own=26916600000,
        ncie=965400000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=60, size=8.4)
    s.skip(60)
    q_co = s.t("SAHYADRI AGROCHEM LIMITED", 20, True, align="c", color=(0.1, 0.35, 0.2))
    s.skip(6)
    q_type = s.t("42nd Annual Report 2026-27", 14, align="c")
    s.t("Growing with the farmer, season after season", 9, align="c", color=GREY)
    s.skip(40)
    s.t("Financial highlights (₹ in crore, rounded)", 10, True)
    s.skip(4)
    hx = [390, 470, 545]
    heads(
        s, hx, [["", "Consolidated", "Standalone", "Growth"], ["", "FY 2026-27", "FY 2026-27", "(Consol.)"]]
    )
    table(
        s,
        hx,
        [
            ("Revenue from operations", ["4,812", "3,956", "9.9%"], ""),
            ("EBITDA", ["737", "651", "26.0%"], ""),
            ("Profit after tax (owners)", ["358", "315", "37.8%"], ""),
            ("Net worth", ["2,692", "2,436", ""], ""),
            ("Dividend per share (₹)", ["", "3.20", ""], ""),
        ],
        str,
        size=8,
    )
    s.skip(20)
    s.para(
        "Registered Office: Survey No. 312, Chakan Industrial Area Phase III, Pune - 410501, Maharashtra. "
        "CIN L24211MH1985PLC036617. investor.relations@sahyadri-agro.example. The Board has recommended a "
        "final dividend of ₹ 3.20 per equity share of face value ₹ 2 each for FY 2026-27.",
        7.6,
    )
    # ---- page 2: standalone statement of profit and loss (distractor)
    s.new_page()
    s.t("SAHYADRI AGROCHEM LIMITED", 9.6, True, align="c")
    s.t("STANDALONE STATEMENT OF PROFIT AND LOSS FOR THE YEAR ENDED 31 MARCH 2027", 9, True, align="c")
    s.t("(₹ in crore, unless otherwise stated)", 7.6, align="c")
    s.skip(6)
    cx = [455, 545]
    heads(s, cx, [["", "Year ended", "Year ended"], ["", "31 March 2027", "31 March 2026"]])
    f = indian()
    srev = V("3956.04", "3612.77")
    soi = V("52.18", "41.09")
    sexp = V("3603.41", "3263.58")
    spbt = add(srev, soi, neg(sexp))
    stax = V("89.63", "84.20")
    spat = add(spbt, neg(stax))
    table(
        s,
        cx,
        [
            ("Revenue from operations", srev, ""),
            ("Other income", soi, ""),
            ("Total income", add(srev, soi), "bt"),
            ("Total expenses", sexp, ""),
            ("Profit before tax", spbt, "bt"),
            ("Total tax expense", stax, ""),
            ("Profit for the year", spat, "bt"),
        ],
        f,
    )
    table(
        s,
        cx,
        [
            ("Earnings per equity share (face value ₹ 2 each)", None, ""),
            ("Basic and diluted (₹)", V("16.91", "16.42"), "i"),
        ],
        indian(2),
    )
    s.skip(8)
    s.t(
        "The standalone figures cover Sahyadri Agrochem Limited only; see the consolidated statements.",
        7.4,
        color=GREY,
    )
    # ---- page 3: consolidated balance sheet
    s.new_page()
    s.t("SAHYADRI AGROCHEM LIMITED", 9.6, True, align="c")
    s.t("CONSOLIDATED BALANCE SHEET AS AT 31 MARCH 2027", 9, True, align="c")
    q_unit = s.t("(₹ in crore, unless otherwise stated)", 7.6, align="c")
    s.skip(4)
    heads(s, cx, [["", "As at", "As at"], ["", "31 March 2027", "31 March 2026"]], size=7)
    ppe = V("1846.22", "1712.05")
    cwip = V("212.48", "148.96")
    rou = V("64.17", "58.40")
    gw = V("118.90", "118.90")
    oint = V("71.35", "79.62")
    inv_nc = V("42.60", "38.15")
    ofa_nc = V("18.44", "16.02")
    dta = V("9.12", "7.88")
    onca = V("55.81", "61.30")
    tnca = add(ppe, cwip, rou, gw, oint, inv_nc, ofa_nc, dta, onca)
    inv = V("1102.64", "987.31")
    tr = V("968.31", "902.47")
    cash = V("143.27", "126.09")
    obb = V("61.85", "48.30")
    loans = V("4.12", "3.76")
    ofa = V("22.90", "19.64")
    cta = V("11.06", "8.41")
    oca = V("137.48", "121.95")
    tca = add(inv, tr, cash, obb, loans, ofa, cta, oca)
    ta = add(tnca, tca)
    ncb = V("512.40", "548.95")
    ncl_l = V("48.22", "44.17")
    ncp = V("36.18", "33.02")
    dtl = V("104.66", "97.41")
    tncl = add(ncb, ncl_l, ncp, dtl)
    cb = V("388.75", "352.60")
    cll = V("14.30", "12.85")
    tpm = V("84.12", "71.48")
    tpo = V("702.59", "655.21")
    ofl = V("118.44", "104.73")
    ocl = V("61.27", "57.90")
    cp = V("22.08", "19.66")
    ctl = V("9.51", "6.38")
    tcl = add(cb, cll, tpm, tpo, ofl, ocl, cp, ctl)
    tl = add(tncl, tcl)
    te = add(ta, neg(tl))
    ncie = V("96.54", "88.17")
    own = add(te, neg(ncie))
    esc = V("37.28", "37.28")
    oeq = add(own, neg(esc))
    fs = 7.1
    ld = 10.6
    b = table(
        s,
        cx,
        [
            ("ASSETS", None, "b"),
            ("Non-current assets", None, "b"),
            ("Property, plant and equipment", ppe, "i"),
            ("Capital work-in-progress", cwip, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Goodwill", gw, "i"),
            ("Other intangible assets", oint, "i"),
            ("Financial assets: Investments", inv_nc, "i"),
            ("Financial assets: Other financial assets", ofa_nc, "i"),
            ("Deferred tax assets (net)", dta, "i"),
            ("Other non-current assets", onca, "i"),
            ("Total non-current assets", tnca, "bt"),
            ("Current assets", None, "b"),
            ("Inventories", inv, "i"),
            ("Financial assets: Trade receivables", tr, "i"),
            ("Cash and cash equivalents", cash, "i"),
            ("Bank balances other than cash and cash equivalents", obb, "i"),
            ("Loans", loans, "i"),
            ("Other financial assets", ofa, "i"),
            ("Current tax assets (net)", cta, "i"),
            ("Other current assets", oca, "i"),
            ("Total current assets", tca, "bt"),
            ("Total assets", ta, "btu"),
            ("EQUITY AND LIABILITIES", None, "b"),
            ("Equity", None, "b"),
            ("Equity share capital", esc, "i"),
            ("Other equity", oeq, "i"),
            ("Equity attributable to owners of the Company", own, "t"),
            ("Non-controlling interests", ncie, ""),
            ("Total equity", te, "bt"),
            ("Liabilities", None, "b"),
            ("Non-current liabilities: Borrowings", ncb, "i"),
            ("Lease liabilities", ncl_l, "i"),
            ("Provisions", ncp, "i"),
            ("Deferred tax liabilities (net)", dtl, "i"),
            ("Total non-current liabilities", tncl, "t"),
            ("Current liabilities: Borrowings", cb, "i"),
            ("Lease liabilities ", cll, "i"),
            ("Trade payables: micro and small enterprises", tpm, "i"),
            ("Trade payables: others", tpo, "i"),
            ("Other financial liabilities", ofl, "i"),
            ("Other current liabilities", ocl, "i"),
            ("Provisions ", cp, "i"),
            ("Current tax liabilities (net)", ctl, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Total liabilities", tl, "bt"),
            ("Total equity and liabilities", add(te, tl), "btu"),
        ],
        f,
        size=fs,
        lead=ld,
    )
    # ---- page 4: consolidated statement of profit and loss
    s.new_page()
    s.t("SAHYADRI AGROCHEM LIMITED", 9.6, True, align="c")
    q_end = s.t(
        "CONSOLIDATED STATEMENT OF PROFIT AND LOSS FOR THE YEAR ENDED 31 MARCH 2027", 9, True, align="c"
    )
    s.t("(₹ in crore, unless otherwise stated)", 7.6, align="c")
    s.skip(6)
    heads(s, cx, [["", "Year ended", "Year ended"], ["", "31 March 2027", "31 March 2026"]])
    rev = V("4812.36", "4377.90")
    oi = V("46.71", "38.22")
    ti = add(rev, oi)
    com = V("2694.58", "2502.11")
    pst = V("318.40", "286.75")
    chg = V("-27.63", "14.08")
    emp = V("402.19", "366.54")
    fin = V("88.36", "94.12")
    dep = V("161.47", "149.80")
    oth = V("688.02", "623.47")
    tex = add(com, pst, chg, emp, fin, dep, oth)
    pbe = add(ti, neg(tex))
    exc = V("-34.50", "0")
    pbt = add(pbe, exc)
    ctax = V("112.84", "98.06")
    dtax = V("9.31", "4.77")
    ttax = add(ctax, dtax)
    pat = add(pbt, neg(ttax))
    oci = V("-4.12", "2.38")
    nci = V("18.72", "16.35")
    pown = add(pat, neg(nci))
    shb = V("18.64", "18.64")
    shd = V("18.71", "18.69")
    r = table(
        s,
        cx,
        [
            ("I   Revenue from operations", rev, ""),
            ("II  Other income", oi, ""),
            ("III Total income (I + II)", ti, "bt"),
            ("IV  Expenses", None, "b"),
            ("Cost of materials consumed", com, "i"),
            ("Purchases of stock-in-trade", pst, "i"),
            ("Changes in inventories of finished goods and work-in-progress", chg, "i"),
            ("Employee benefits expense", emp, "i"),
            ("Finance costs", fin, "i"),
            ("Depreciation and amortisation expense", dep, "i"),
            ("Other expenses", oth, "i"),
            ("Total expenses (IV)", tex, "bt"),
            ("V   Profit before exceptional items and tax (III - IV)", pbe, "b"),
            ("VI  Exceptional items (Note 44)", exc, ""),
            ("VII Profit before tax (V + VI)", pbt, "bt"),
            ("VIII Tax expense: Current tax", ctax, ""),
            ("Deferred tax", dtax, "i"),
            ("Total tax expense", ttax, "t"),
            ("IX  Profit for the year (VII - VIII)", pat, "bt"),
            ("X   Other comprehensive income (net of tax)", oci, ""),
            ("XI  Total comprehensive income for the year (IX + X)", add(pat, oci), "bt"),
            ("Profit for the year attributable to:", None, "b"),
            ("Owners of the Company", pown, "i"),
            ("Non-controlling interests", nci, "i"),
        ],
        f,
        size=7.3,
    )
    r2 = table(
        s,
        cx,
        [
            ("XII Earnings per equity share (face value ₹ 2 each)", None, "bt"),
            ("Basic (₹)", eps(pown, shb), "i"),
            ("Diluted (₹)", eps(pown, shd), "i"),
        ],
        indian(2),
        size=7.3,
    )
    s.skip(6)
    s.para(
        "Exceptional items represent a one-time write-down of the Dahej formulation line following a fire "
        "on 9 November 2026, net of insurance claims admitted. The accompanying notes form an integral part "
        "of the consolidated financial statements.",
        7.2,
    )
    s.skip(10)
    s.row([(50, "As per our report of even date"), (320, "For and on behalf of the Board of Directors")], 7.4)
    s.row(
        [(50, "for Deshpande Kulkarni & Associates, Chartered Accountants"), (320, "Pune, 23 May 2027")], 7.4
    )
    same(L["rev"], CR(rev[0]), "rev")
    same(L["pat"], CR(pat[0]), "pat")
    same(L["nci"], CR(nci[0]), "nci")
    same(L["ni"], CR(pown[0]), "ni")
    same(L["deps"], eps(pown, shd)[0], "deps")
    same(L["ta"], CR(ta[0]), "ta")
    same(L["tl"], CR(tl[0]), "tl")
    same(L["te"], CR(te[0]), "te")
    same(L["own"], CR(own[0]), "own")
    same(L["ncie"], CR(ncie[0]), "ncie")
    same(L["cash"], CR(cash[0]), "cash")
    fields = {
        "company_name": F("Sahyadri Agrochem Limited", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2027-03-31", 4, q_end),
        "currency": F("INR", 3, q_unit),
        "total_revenue": F(L["rev"], 4, r["I   Revenue from operations"]),
        "operating_income": NULL(),
        "net_income": F(L["ni"], 4, r["Owners of the Company"]),
        "diluted_eps": F(L["deps"], 4, r2["Diluted (₹)"]),
        "total_assets": F(L["ta"], 3, b["Total assets"]),
        "total_liabilities": F(L["tl"], 3, b["Total liabilities"]),
        "total_equity": F(L["te"], 3, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Cash and cash equivalents"]),
    }
    notes = (
        "Indian annual report for FY 2026-27 (₹ in crore, two decimals, Indian grouping; year ended 31 March "
        "2027). The figures are the consolidated ones (pages 3-4); the standalone statement of profit and "
        "loss on page 2 and the rounded highlights on page 1 are distractors. The current period is the "
        "first column. total_revenue is Revenue from operations, not Total income (which adds other "
        "income). operating_income is null: the Ind AS statement prints no operating-profit line (profit "
        "before exceptional items and tax is after finance costs and other income). net_income is the "
        "profit attributable to owners of the Company (profit for the year - NCI; sum). total_equity is "
        "Total equity including non-controlling interests (owners + NCI; sum); total_liabilities is the "
        "printed Total liabilities. cash_and_equivalents excludes the other bank balances."
    )
    sums = [
        SUM(
            "Profit for the year - NCI = owners",
            [
                (1, T("Profit for the year", L["pat"], 4, r["IX  Profit for the year (VII - VIII)"])),
                (-1, T("Non-controlling interests", L["nci"], 4, r["Non-controlling interests"])),
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
                        b["Equity attributable to owners of the Company"],
                    ),
                ),
                (1, T("Non-controlling interests", L["ncie"], 3, b["Non-controlling interests"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


# ===== 2 UK annual report (GBP m): underlying / adjusting items / total columns, overdraft in borrowings
@doc(
    "b26_fs_gb_annual_report_adjusting_items_gbp_m",
    "financial_statement",
    "Halsgrove Building Products plc Annual Report and Accounts 2027",
)
def fs_gb():
    L = dict(
        rev=1284600000,
        oi=95200000,
        uoi=118600000,
        adj=23400000,
        ni=51900000,
        pat=54300000,
        nci=2400000,
        deps=24.2,
        ta=1294200000,
        tl=687500000,
        te=606700000,
        cash=63700000,
        own=591400000,
        ncie=15300000,
        na=606700000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=560, top=56, size=8.2)
    # figures (GBP m): [2027 underlying, 2027 adjusting, 2026 underlying, 2026 adjusting]
    rev = V("1284.6", "0", "1233.9", "0")
    cos = V("-842.1", "0", "-811.4", "0")
    gp = add(rev, cos)
    dist = V("-156.3", "0", "-149.8", "0")
    adm = V("-171.8", "-23.4", "-166.0", "-9.7")
    ooi = V("4.2", "0", "3.6", "0")
    op = add(gp, dist, adm, ooi)
    fi = V("1.8", "0", "1.1", "0")
    fc = V("-19.7", "-2.6", "-21.3", "0")
    pbt = add(op, fi, fc)
    tax = V("-25.8", "5.4", "-23.0", "2.1")
    pat = add(pbt, tax)
    nci = V("2.4", "0", "2.1", "0")
    own = add(pat, neg(nci))

    def six(a):
        return [a[0], a[1], a[0] + a[1], a[2], a[3], a[2] + a[3]]

    shb = D("212.4")
    shd = D("214.9")
    shb0 = D("211.8")
    shd0 = D("213.6")
    ueps_d = rnd(own[0] / shd * 100, 1)
    teps_d = rnd((own[0] + own[1]) / shd * 100, 1)
    # ---- page 1: highlights
    s.skip(30)
    q_co = s.t("Halsgrove Building Products plc", 20, True, color=(0.15, 0.2, 0.4))
    q_type = s.t("Annual Report and Accounts 2027", 13)
    s.t("Timber, roofing and insulation for the trade since 1958", 9, color=GREY)
    s.skip(30)
    s.t("Financial highlights", 11, True)
    s.skip(2)
    hl = [
        (
            "Revenue",
            f"£{fmt(rev[0], ',', '.', 1)}m",
            f"+{fmt(rnd((rev[0] / rev[2] - 1) * 100, 1), ',', '.', 1)}%",
        ),
        ("Underlying operating profit¹", f"£{fmt(op[0], ',', '.', 1)}m", ""),
        ("Statutory operating profit", f"£{fmt(op[0] + op[1], ',', '.', 1)}m", ""),
        ("Underlying diluted earnings per share¹", f"{fmt(ueps_d, ',', '.', 1)}p", ""),
        ("Statutory diluted earnings per share", f"{fmt(teps_d, ',', '.', 1)}p", ""),
        ("Net debt excluding lease liabilities", "£143.9m", ""),
        ("Proposed final dividend", "9.6p", ""),
    ]
    qh = {}
    for k, v, c in hl:
        qh[k] = s.row([(40, k), (330, v, "r"), (400, c, "r")], size=9, lead=15)
    s.skip(8)
    s.t(
        "¹ Underlying measures exclude adjusting items (see note 5): restructuring of the Midlands branch",
        7.2,
        color=GREY,
    )
    s.t(
        "network, amortisation of acquired intangibles and the fair-value movement on the Kettering "
        "earn-out.",
        7.2,
        color=GREY,
    )
    s.skip(20)
    s.para(
        "Registered office: Wharf House, 9 Canal Side, Northampton NN1 1AX. Registered in England and Wales, "
        "company number 00612473. The Annual Report and Accounts 2027 was approved by the Board on 14 April "
        "2027.",
        7.6,
    )
    # ---- page 2: income statement
    s.new_page()
    s.t("Consolidated income statement", 11, True)
    q_end = s.t("for the year ended 31 January 2027", 8.6)
    s.skip(8)
    cx = [302, 354, 404, 458, 510, 560]
    s.row([(353, "2027", "c"), (509, "2026", "c")], size=7.6, bold=True, lead=10)
    heads(
        s,
        cx,
        [
            ["", "Underlying", "Adjusting", "Total", "Underlying", "Adjusting", "Total"],
            ["", "£m", "items £m", "£m", "£m", "items £m", "£m"],
        ],
        size=6.8,
    )
    f = paren(1, zero="–")
    r = table(
        s,
        cx,
        [
            ("Revenue", six(rev), "b"),
            ("Cost of sales", six(cos), ""),
            ("Gross profit", six(gp), "bt"),
            ("Distribution costs", six(dist), ""),
            ("Administrative expenses", six(adm), ""),
            ("Other operating income", six(ooi), ""),
            ("Operating profit", six(op), "bt"),
            ("Finance income", six(fi), ""),
            ("Finance costs", six(fc), ""),
            ("Profit before taxation", six(pbt), "bt"),
            ("Taxation", six(tax), ""),
            ("Profit for the year", six(pat), "btu"),
            ("Attributable to:", None, ""),
            ("Owners of the parent", six(own), "i"),
            ("Non-controlling interests", six(nci), "i"),
        ],
        f,
        size=7.2,
    )
    s.skip(6)
    ueps_b = rnd(own[0] / shb * 100, 1)
    teps_b = rnd((own[0] + own[1]) / shb * 100, 1)
    ueps_b0 = rnd(own[2] / shb0 * 100, 1)
    teps_b0 = rnd((own[2] + own[3]) / shb0 * 100, 1)
    ueps_d0 = rnd(own[2] / shd0 * 100, 1)
    teps_d0 = rnd((own[2] + own[3]) / shd0 * 100, 1)
    r2 = table(
        s,
        cx,
        [
            ("Earnings per share (pence)", None, "b"),
            ("Basic", [ueps_b, "", teps_b, ueps_b0, "", teps_b0], "i"),
            ("Diluted", [ueps_d, "", teps_d, ueps_d0, "", teps_d0], "i"),
        ],
        f,
        size=7.2,
    )
    s.skip(8)
    s.para(
        "All results derive from continuing operations. Adjusting items are presented separately to show "
        "the underlying performance of the Group; they comprise branch restructuring costs of £14.1m, "
        "amortisation of acquired intangibles of £9.3m and the unwinding and fair-value movement of "
        "contingent consideration of £2.6m (within finance costs).",
        7.2,
    )
    # ---- page 3: balance sheet and cash excerpt
    s.new_page()
    s.t("Consolidated balance sheet", 11, True)
    s.t("at 31 January 2027", 8.6)
    s.skip(8)
    bx = [470, 560]
    heads(s, bx, [["", "2027", "2026"], ["", "£m", "£m"]])
    gw = V("214.6", "214.6")
    oint = V("58.3", "67.6")
    ppe = V("402.7", "388.9")
    rou = V("126.4", "131.2")
    dta = V("6.9", "5.8")
    tnca = add(gw, oint, ppe, rou, dta)
    inv = V("231.8", "218.4")
    rec = V("187.5", "179.0")
    ctx = V("2.3", "0")
    cash = V("63.7", "49.7")
    tca = add(inv, rec, ctx, cash)
    ta = add(tnca, tca)
    tp = V("268.4", "255.1")
    bor_c = V("12.6", "8.9")
    ll_c = V("21.9", "20.4")
    pr_c = V("8.3", "4.1")
    ctl = V("0", "3.7")
    tcl = add(tp, bor_c, ll_c, pr_c, ctl)
    bor = V("195.0", "210.0")
    ll = V("118.7", "124.3")
    rbo = V("24.6", "29.8")
    dtl = V("31.8", "30.5")
    pr = V("6.2", "5.9")
    tncl = add(bor, ll, rbo, dtl, pr)
    tl = add(tcl, tncl)
    na = add(ta, neg(tl))
    ncie = V("15.3", "13.2")
    owne = add(na, neg(ncie))
    sc = V("21.3", "21.2")
    sp = V("96.4", "94.8")
    orr = V("12.8", "11.5")
    ret = add(owne, neg(sc), neg(sp), neg(orr))
    b = table(
        s,
        bx,
        [
            ("Non-current assets", None, "b"),
            ("Goodwill", gw, "i"),
            ("Other intangible assets", oint, "i"),
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
            ("Trade and other payables", tp, "i"),
            ("Borrowings (bank overdraft)", bor_c, "i"),
            ("Lease liabilities", ll_c, "i"),
            ("Provisions", pr_c, "i"),
            ("Current tax liabilities", ctl, "i"),
            ("  ", tcl, "t"),
            ("Non-current liabilities", None, "b"),
            ("Borrowings", bor, "i"),
            ("Lease liabilities ", ll, "i"),
            ("Retirement benefit obligations", rbo, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("Provisions ", pr, "i"),
            ("   ", tncl, "t"),
            ("Total liabilities", tl, "bt"),
            ("Net assets", na, "btu"),
            ("Equity", None, "b"),
            ("Share capital", sc, "i"),
            ("Share premium", sp, "i"),
            ("Other reserves", orr, "i"),
            ("Retained earnings", ret, "i"),
            ("Equity attributable to owners of the parent", owne, "t"),
            ("Non-controlling interests", ncie, ""),
            ("Total equity", na, "btu"),
        ],
        f,
        size=7.4,
        lead=11.2,
    )
    s.skip(10)
    s.t("Extract from the consolidated cash flow statement", 9, True)
    s.skip(2)
    table(
        s,
        bx,
        [
            (
                "Net increase in cash and cash equivalents",
                add(add(cash, neg(bor_c)), neg(V("40.8", "26.1"))),
                "",
            ),
            ("Cash and cash equivalents at beginning of year", V("40.8", "26.1"), ""),
            ("Cash and cash equivalents at end of year, net of bank overdrafts", add(cash, neg(bor_c)), "bt"),
        ],
        f,
        size=7.4,
    )
    same(L["rev"], M(rev[0]), "rev")
    same(L["oi"], M(op[0] + op[1]), "oi")
    same(L["uoi"], M(op[0]), "uoi")
    same(L["adj"], -M(op[1]), "adj")
    same(L["pat"], M(pat[0] + pat[1]), "pat")
    same(L["nci"], M(nci[0]), "nci")
    same(L["ni"], M(own[0] + own[1]), "ni")
    same(L["deps"], teps_d, "deps")
    same(L["ta"], M(ta[0]), "ta")
    same(L["tl"], M(tl[0]), "tl")
    same(L["na"], M(na[0]), "na")
    same(L["te"], M(na[0]), "te")
    same(L["own"], M(owne[0]), "own")
    same(L["ncie"], M(ncie[0]), "ncie")
    same(L["cash"], M(cash[0]), "cash")
    fields = {
        "company_name": F("Halsgrove Building Products plc", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2027-01-31", 2, q_end),
        "currency": F("GBP", 1, qh["Revenue"]),
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
        "UK annual report for the year ended 31 January 2027 (£m, one decimal). The income statement has "
        "Underlying, Adjusting items and Total columns for each year; the figures are the statutory Total "
        "column for 2027 (the third figure of each row), not the underlying column (underlying + adjusting "
        "= total for operating profit; sum). net_income is the profit attributable to owners of the parent "
        "(profit for the year - NCI; sum); diluted_eps the statutory diluted EPS in pence as printed (the "
        "highlights also show an underlying EPS). total_liabilities is Total liabilities (printed "
        "unbracketed); total_equity is Total equity including non-controlling interests (equal to Net "
        "assets; owners + NCI; sum). cash_and_equivalents is the balance-sheet figure, not the cash-flow "
        "figure net of the bank overdraft."
    )
    sums = [
        SUM(
            "underlying operating profit + adjusting items = operating profit",
            [
                (1, T("Underlying operating profit", L["uoi"], 2, r["Operating profit"])),
                (-1, T("Adjusting items", L["adj"], 2, r["Operating profit"])),
            ],
            "operating_income",
        ),
        SUM(
            "Profit for the year - NCI = owners of the parent",
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
        SUM(
            "Total assets - Total liabilities = Net assets",
            [(1, "total_assets"), (-1, "total_liabilities")],
            T("Net assets", L["na"], 3, b["Net assets"]),
        ),
    ]
    return p, fields, notes, sums


# ===== 3 Singapore annual report (S$'000): Group and Company columns side by side, EPS in cents
@doc(
    "b26_fs_sg_annual_report_group_company_sgd",
    "financial_statement",
    "Kallang Basin Precision Holdings Limited Annual Report 2027",
)
def fs_sg():
    L = dict(
        rev=493158000,
        oi=69414000,
        ni=53572000,
        pat=56690000,
        nci=3118000,
        deps=8.66,
        ta=478571000,
        tl=180119000,
        te=298452000,
        cash=58731000,
        own=284192000,
        ncie=14260000,
    )
    p = Pdf(**A4)
    s = Sheet(p, x=46, xr=552, top=58, size=8.2)
    s.skip(40)
    q_co = s.t("KALLANG BASIN PRECISION HOLDINGS LIMITED", 15, True, align="c")
    s.t(
        "(Incorporated in the Republic of Singapore) Company Registration No. 199804417N",
        7.6,
        align="c",
        color=GREY,
    )
    s.skip(10)
    q_type = s.t("ANNUAL REPORT 2027", 18, True, align="c", color=(0.6, 0.1, 0.1))
    s.t("Engineering precision, delivering trust", 9, align="c", color=GREY)
    s.skip(36)
    s.t("FIVE-YEAR FINANCIAL SUMMARY (S$ million)", 9.4, True)
    s.skip(2)
    fx = [300, 360, 420, 480, 540]
    heads(s, fx, [["", "FY2027", "FY2026", "FY2025", "FY2024", "FY2023"]])
    table(
        s,
        fx,
        [
            ("Revenue", ["493.2", "452.9", "418.6", "377.0", "341.8"], ""),
            ("Profit attributable to owners", ["53.6", "36.2", "31.8", "27.5", "24.1"], ""),
            ("Total equity", ["298.5", "257.9", "231.4", "212.6", "198.0"], ""),
            ("Dividend per share (cents)", ["2.00", "1.75", "1.50", "1.50", "1.25"], ""),
        ],
        str,
        size=8,
    )
    s.skip(14)
    s.para(
        "Registered office: 31 Kallang Way 2A #05-11, Singapore 349712. Investor relations: "
        "ir@kallangbasin-precision.example. The financial statements were authorised for issue by the Board "
        "of Directors on 24 September 2027.",
        7.6,
    )
    # ---- page 2: consolidated income statement (Group only)
    s.new_page()
    s.t("KALLANG BASIN PRECISION HOLDINGS LIMITED AND ITS SUBSIDIARIES", 8.6, True)
    s.t("CONSOLIDATED STATEMENT OF PROFIT OR LOSS", 10, True)
    q_end = s.t("For the financial year ended 30 June 2027", 8.4)
    s.skip(6)
    cx = [470, 552]
    heads(s, cx, [["", "2027", "2026"], ["", "S$'000", "S$'000"]])
    f = paren(0, zero="-")
    rev = V("493158", "452907")
    cos = V("-351688", "-330415")
    gp = add(rev, cos)
    ooi = V("6412", "5208")
    dist = V("-18307", "-17112")
    adm = V("-52946", "-49871")
    oox = V("-7215", "-9604")
    op = add(gp, ooi, dist, adm, oox)
    fi = V("1842", "1106")
    fc = V("-4918", "-5377")
    assoc = V("1206", "874")
    pbt = add(op, fi, fc, assoc)
    tax = V("-10854", "-8903")
    pat = add(pbt, tax)
    nci = V("3118", "2640")
    own = add(pat, neg(nci))
    shb = V("612480", "611905")
    shd = V("618904", "617320")
    r = table(
        s,
        cx,
        [
            ("Revenue", rev, "b"),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "bt"),
            ("Other income", ooi, ""),
            ("Distribution expenses", dist, ""),
            ("Administrative expenses", adm, ""),
            ("Other operating expenses", oox, ""),
            ("Profit from operations", op, "bt"),
            ("Finance income", fi, ""),
            ("Finance costs", fc, ""),
            ("Share of results of associate, net of tax", assoc, ""),
            ("Profit before tax", pbt, "bt"),
            ("Income tax expense", tax, ""),
            ("Profit for the year", pat, "btu"),
            ("Profit attributable to:", None, ""),
            ("Owners of the Company", own, "i"),
            ("Non-controlling interests", nci, "i"),
        ],
        f,
        size=7.8,
    )
    s.skip(6)
    ceps_b = [rnd(a * 100 / b_, 2) for a, b_ in zip(own, shb, strict=True)]
    ceps_d = [rnd(a * 100 / b_, 2) for a, b_ in zip(own, shd, strict=True)]
    r2 = table(
        s,
        cx,
        [
            ("Earnings per share attributable to owners of the Company (cents)", None, "b"),
            ("Basic", ceps_b, "i"),
            ("Diluted", ceps_d, "i"),
        ],
        paren(2),
        size=7.8,
    )
    s.skip(8)
    s.para(
        "Profit from operations is stated after charging depreciation of property, plant and equipment of "
        "S$17,406,000 (2026: S$16,218,000) and depreciation of right-of-use assets of S$4,112,000 (2026: "
        "S$3,987,000). The Company's own profit for the year was S$9,870,000 (2026: S$8,204,000).",
        7.4,
    )
    # ---- page 3: statements of financial position
    s.new_page()
    s.t("STATEMENTS OF FINANCIAL POSITION", 10, True)
    s.t("As at 30 June 2027", 8.4)
    s.skip(6)
    bx = [392, 446, 500, 552]
    s.row([(419, "Group", "c"), (526, "Company", "c")], size=7.6, bold=True, lead=10)
    heads(s, bx, [["", "2027", "2026", "2027", "2026"], ["", "S$'000", "S$'000", "S$'000", "S$'000"]])
    z = D(0)
    ppe = V("168420", "159877", "1204", "1388")
    rou = V("24806", "26115", "0", "0")
    sub_ = V("0", "0", "142600", "138600")
    ass = V("12914", "11708", "6000", "6000")
    intg = V("9337", "10102", "0", "0")
    dta = V("2118", "1946", "0", "0")
    tnca = add(ppe, rou, sub_, ass, intg, dta)
    inv = V("74219", "69330", "0", "0")
    ca = V("11486", "9875", "0", "0")
    rec = V("96540", "88213", "24117", "19806")
    dep = V("20000", "15000", "0", "0")
    cash = V("58731", "47206", "3402", "2917")
    tca = add(inv, ca, rec, dep, cash)
    ta = add(tnca, tca)
    tp = V("82115", "76402", "4211", "3985")
    cl = V("6904", "5811", "0", "0")
    bc = V("18500", "22000", "0", "0")
    llc = V("3822", "3640", "0", "0")
    itp = V("6218", "5032", "312", "276")
    tcl = add(tp, cl, bc, llc, itp)
    bn = V("35000", "40000", "0", "0")
    lln = V("22113", "23470", "0", "0")
    dtl = V("5447", "5108", "0", "0")
    tncl = add(bn, lln, dtl)
    tl = add(tcl, tncl)
    na = add(ta, neg(tl))
    ncie = V("14260", "12830", "0", "0")
    owne = add(na, neg(ncie))
    shc = V("118302", "118302", "118302", "118302")
    tsy = V("-2416", "-1880", "-2416", "-1880")
    res = add(owne, neg(shc), neg(tsy))
    del z
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Non-current assets", None, "b"),
            ("Property, plant and equipment", ppe, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Investments in subsidiaries", sub_, "i"),
            ("Investment in associate", ass, "i"),
            ("Intangible assets", intg, "i"),
            ("Deferred tax assets", dta, "i"),
            ("", tnca, "t"),
            ("Current assets", None, "b"),
            ("Inventories", inv, "i"),
            ("Contract assets", ca, "i"),
            ("Trade and other receivables", rec, "i"),
            ("Fixed deposits (maturity over three months)", dep, "i"),
            ("Cash and cash equivalents", cash, "i"),
            (" ", tca, "t"),
            ("Total assets", ta, "btu"),
            ("LIABILITIES", None, "b"),
            ("Current liabilities", None, "b"),
            ("Trade and other payables", tp, "i"),
            ("Contract liabilities", cl, "i"),
            ("Borrowings", bc, "i"),
            ("Lease liabilities", llc, "i"),
            ("Income tax payable", itp, "i"),
            ("  ", tcl, "t"),
            ("Non-current liabilities", None, "b"),
            ("Borrowings ", bn, "i"),
            ("Lease liabilities ", lln, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("   ", tncl, "t"),
            ("Total liabilities", tl, "bt"),
            ("NET ASSETS", na, "btu"),
            ("EQUITY", None, "b"),
            ("Share capital", shc, "i"),
            ("Treasury shares", tsy, "i"),
            ("Reserves", res, "i"),
            ("Equity attributable to owners of the Company", owne, "t"),
            ("Non-controlling interests", ncie, ""),
            ("Total equity", na, "btu"),
        ],
        f,
        size=7.2,
        lead=10.8,
    )
    same(L["rev"], K(rev[0]), "rev")
    same(L["oi"], K(op[0]), "oi")
    same(L["pat"], K(pat[0]), "pat")
    same(L["nci"], K(nci[0]), "nci")
    same(L["ni"], K(own[0]), "ni")
    same(L["deps"], ceps_d[0], "deps")
    same(L["ta"], K(ta[0]), "ta")
    same(L["tl"], K(tl[0]), "tl")
    same(L["te"], K(na[0]), "te")
    same(L["own"], K(owne[0]), "own")
    same(L["ncie"], K(ncie[0]), "ncie")
    same(L["cash"], K(cash[0]), "cash")
    fields = {
        "company_name": F("Kallang Basin Precision Holdings Limited", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2027-06-30", 2, q_end),
        "currency": F("SGD", 2, "2027 2026 S$'000 S$'000"),
        "total_revenue": F(L["rev"], 2, r["Revenue"]),
        "operating_income": F(L["oi"], 2, r["Profit from operations"]),
        "net_income": F(L["ni"], 2, r["Owners of the Company"]),
        "diluted_eps": F(L["deps"], 2, r2["Diluted"]),
        "total_assets": F(L["ta"], 3, b["Total assets"]),
        "total_liabilities": F(L["tl"], 3, b["Total liabilities"]),
        "total_equity": F(L["te"], 3, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Cash and cash equivalents"]),
    }
    notes = (
        "Singapore annual report for the financial year ended 30 June 2027 (S$'000, whole thousands). "
        "The statements of financial position have four columns, Group 2027 / Group 2026 / Company 2027 / "
        "Company 2026: balance-sheet figures come from the first (Group 2027) column, not the Company "
        "columns. The five-year summary in S$ million is a distractor. operating_income is Profit from "
        "operations (before finance items and the associate). net_income is the profit attributable to "
        "owners of the Company (profit for the year - NCI; sum); diluted_eps is in cents as printed. "
        "total_equity is Total equity including non-controlling interests (owners + NCI; sum). "
        "cash_and_equivalents excludes the fixed deposits with maturities over three months."
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
                        b["Equity attributable to owners of the Company"],
                    ),
                ),
                (1, T("Non-controlling interests", L["ncie"], 3, b["Non-controlling interests"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


# ===== 4 Swedish interim report Q1 (SEK m): quarter, rolling 12 months, full year; no total liabilities
@doc(
    "b26_fs_se_interim_q1_rolling12_sek_m",
    "financial_statement",
    "Fjällvik Industriteknik AB interim report January-March 2027",
)
def fs_se():
    L = dict(
        rev=2418600000,
        oi=327000000,
        ni=224500000,
        pat=229300000,
        nci=4800000,
        deps=1.88,
        ta=8021200000,
        te=3827400000,
        cash=471900000,
        r12=9649700000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=548, top=56, size=8.4)
    # [Q1 2027, Q1 2026, FY 2026]; rolling 12 months = Q1 2027 + FY 2026 - Q1 2026
    rev = V("2418.6", "2281.3", "9512.4")
    cogs = V("-1571.2", "-1489.0", "-6148.7")
    gp = add(rev, cogs)
    sell = V("-287.4", "-271.9", "-1102.3")
    adm = V("-142.8", "-136.5", "-561.0")
    rnd_ = V("-96.3", "-88.2", "-371.8")
    oth = V("6.1", "-3.4", "12.5")
    ebit = add(gp, sell, adm, rnd_, oth)
    fin_i = V("4.2", "3.1", "14.8")
    fin_e = V("-31.6", "-35.2", "-137.9")
    pafi = add(ebit, fin_i, fin_e)
    tax = V("-70.3", "-59.8", "-289.1")
    pat = add(pafi, tax)
    nci = V("4.8", "4.1", "17.6")
    own = add(pat, neg(nci))
    shb = V("118.4", "117.9", "118.2")
    shd = V("119.1", "118.5", "118.8")
    epsb = eps(own, shb)
    epsd = eps(own, shd)

    def four(a):
        return [a[0], a[1], a[0] + a[2] - a[1], a[2]]

    # ---- page 1: summary
    s.row([(48, "PRESS RELEASE"), (548, "Jönköping, 28 April 2027, 07:30 CET", "r")], size=7.6, bold=True)
    s.skip(10)
    q_co = s.t("Fjällvik Industriteknik AB (publ)", 9.6, True)
    s.skip(8)
    q_type = s.t("Fjällvik Industriteknik reports first-quarter results", 15, True)
    q_per = s.t("Interim report 1 January – 31 March 2027", 11)
    s.skip(8)
    s.t("First quarter 2027", 10, True)
    growth = rnd((rev[0] / rev[1] - 1) * 100, 1)
    margin = rnd(ebit[0] / rev[0] * 100, 1)
    for b_ in [
        f"Order intake increased by 9.2% to SEK 2,611.4 m (2,391.3); net sales increased by {growth}% to SEK "
        f"{fmt(rev[0], ',', '.', 1)} m ({fmt(rev[1], ',', '.', 1)}).",
        f"Operating profit (EBIT) amounted to SEK {fmt(ebit[0], ',', '.', 1)} m "
        f"({fmt(ebit[1], ',', '.', 1)}), "
        f"an operating margin of {margin}%. Adjusted EBITA was SEK 352.6 m.",
        f"Profit for the period was SEK {fmt(pat[0], ',', '.', 1)} m ({fmt(pat[1], ',', '.', 1)}); "
        "earnings per "
        f"share after dilution were SEK {epsd[0]} ({epsd[1]}).",
        "Cash flow from operating activities amounted to SEK 142.7 m (96.8). Net debt was SEK 1,785.9 m "
        "excluding lease liabilities; the net debt / EBITDA ratio was 1.2x.",
    ]:
        s.para("• " + b_, 8.4, gap=2)
    s.skip(8)
    s.t("Key figures, SEK m", 9.4, True)
    kx = [340, 410, 480, 548]
    heads(
        s, kx, [["", "Jan–Mar", "Jan–Mar", "Apr 2026–", "Jan–Dec"], ["", "2027", "2026", "Mar 2027", "2026"]]
    )
    f1 = paren(1, zero="–")
    f2 = paren(2, zero="–")
    table(
        s,
        kx,
        [
            ("Net sales", [f1(x) for x in four(rev)], ""),
            ("Operating profit (EBIT)", [f1(x) for x in four(ebit)], ""),
            ("Profit for the period", [f1(x) for x in four(pat)], ""),
            ("Earnings per share after dilution, SEK", [f2(x) for x in four(epsd)], ""),
        ],
        str,
        size=7.8,
    )
    s.skip(10)
    s.para(
        'CEO comment: "We start the year with solid demand in mining and forestry equipment, while the '
        "automotive segment remains soft. Our new plant in Värnamo will be inaugurated in the third "
        'quarter."',
        8,
    )
    s.para(
        "Figures in brackets refer to the corresponding period of the previous year. This interim report has "
        "not been reviewed by the company's auditors.",
        7.4,
    )
    # ---- page 2: income statement
    s.new_page()
    s.t("Condensed consolidated income statement", 11, True)
    q_unit = s.t("SEK m", 8)
    s.skip(6)
    cx = [330, 402, 475, 548]
    heads(
        s, cx, [["", "Jan–Mar", "Jan–Mar", "Apr 2026–", "Jan–Dec"], ["", "2027", "2026", "Mar 2027", "2026"]]
    )
    r = table(
        s,
        cx,
        [
            ("Net sales", four(rev), "b"),
            ("Cost of goods sold", four(cogs), ""),
            ("Gross profit", four(gp), "bt"),
            ("Selling expenses", four(sell), ""),
            ("Administrative expenses", four(adm), ""),
            ("Research and development expenses", four(rnd_), ""),
            ("Other operating income and expenses", four(oth), ""),
            ("Operating profit (EBIT)", four(ebit), "bt"),
            ("Financial income", four(fin_i), ""),
            ("Financial expenses", four(fin_e), ""),
            ("Profit after financial items", four(pafi), "bt"),
            ("Tax", four(tax), ""),
            ("Profit for the period", four(pat), "btu"),
            ("Profit for the period attributable to:", None, ""),
            ("Parent Company shareholders", four(own), "i"),
            ("Non-controlling interests", four(nci), "i"),
        ],
        f1,
        size=7.8,
    )
    s.skip(4)
    r2 = table(
        s,
        cx,
        [
            ("Earnings per share before dilution, SEK", four(epsb), ""),
            ("Earnings per share after dilution, SEK", four(epsd), ""),
            (
                "Average number of shares after dilution, million",
                [f1(shd[0]), f1(shd[1]), "", f1(shd[2])],
                "",
            ),
        ],
        f2,
        size=7.8,
    )
    s.skip(8)
    s.para(
        "The rolling twelve-month column (April 2026 – March 2027) is the sum of the last four quarters and "
        "is unaudited. Earnings per share for the rolling period are the sum of the quarterly figures.",
        7.4,
    )
    # ---- page 3: balance sheet
    s.new_page()
    s.t("Condensed consolidated balance sheet", 11, True)
    s.t("SEK m", 8)
    s.skip(6)
    bx = [400, 474, 548]
    heads(s, bx, [["", "31 Mar 2027", "31 Mar 2026", "31 Dec 2026"]])
    gw = V("2148.3", "2090.7", "2151.9")
    oint = V("412.6", "438.2", "419.5")
    ppe = V("1386.4", "1301.8", "1372.0")
    rou = V("286.1", "272.5", "291.4")
    fa = V("48.2", "45.1", "47.6")
    dta = V("61.3", "58.7", "60.2")
    tnca = add(gw, oint, ppe, rou, fa, dta)
    inv = V("1624.8", "1507.3", "1541.6")
    ar = V("1412.7", "1356.2", "1398.4")
    ocr = V("168.9", "154.3", "146.2")
    cash = V("471.9", "402.9", "571.3")
    tca = add(inv, ar, ocr, cash)
    ta = add(tnca, tca)
    nib = V("1845.0", "1960.4", "1870.3")
    pen = V("214.3", "206.8", "210.4")
    dtl = V("186.7", "171.6", "182.9")
    onl = V("38.5", "41.2", "39.8")
    cib = V("412.8", "386.1", "298.7")
    ap = V("892.4", "845.6", "918.2")
    ocl = V("604.1", "566.9", "582.4")
    liab = add(nib, pen, dtl, onl, cib, ap, ocl)
    te = add(ta, neg(liab))
    ncie = V("86.4", "72.9", "81.6")
    owne = add(te, neg(ncie))
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Goodwill", gw, "i"),
            ("Other intangible assets", oint, "i"),
            ("Property, plant and equipment", ppe, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Financial assets", fa, "i"),
            ("Deferred tax assets", dta, "i"),
            ("Total non-current assets", tnca, "t"),
            ("Inventories", inv, "i"),
            ("Accounts receivable", ar, "i"),
            ("Other current receivables", ocr, "i"),
            ("Cash and cash equivalents", cash, "i"),
            ("Total current assets", tca, "t"),
            ("Total assets", ta, "btu"),
            ("EQUITY AND LIABILITIES", None, "b"),
            ("Equity attributable to Parent Company shareholders", owne, "i"),
            ("Non-controlling interests", ncie, "i"),
            ("Total equity", te, "bt"),
            ("Non-current interest-bearing liabilities", nib, "i"),
            ("Provisions for pensions", pen, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("Other non-current liabilities", onl, "i"),
            ("Current interest-bearing liabilities", cib, "i"),
            ("Accounts payable", ap, "i"),
            ("Other current liabilities", ocl, "i"),
            ("Total equity and liabilities", add(te, liab), "btu"),
        ],
        f1,
        size=7.8,
    )
    liab_rows = [
        ("Non-current interest-bearing liabilities", nib),
        ("Provisions for pensions", pen),
        ("Deferred tax liabilities", dtl),
        ("Other non-current liabilities", onl),
        ("Current interest-bearing liabilities", cib),
        ("Accounts payable", ap),
        ("Other current liabilities", ocl),
    ]
    s.skip(10)
    s.para(
        "Pledged assets and contingent liabilities are unchanged from the annual report 2026. Net debt "
        "excluding lease liabilities: interest-bearing liabilities less cash and cash equivalents.",
        7.4,
    )
    same(L["rev"], M(rev[0]), "rev")
    same(L["oi"], M(ebit[0]), "oi")
    same(L["pat"], M(pat[0]), "pat")
    same(L["nci"], M(nci[0]), "nci")
    same(L["ni"], M(own[0]), "ni")
    same(L["deps"], epsd[0], "deps")
    same(L["ta"], M(ta[0]), "ta")
    same(L["te"], M(te[0]), "te")
    same(L["cash"], M(cash[0]), "cash")
    same(L["r12"], M(rev[0] + rev[2] - rev[1]), "r12")
    fields = {
        "company_name": F("Fjällvik Industriteknik AB (publ)", 1, q_co),
        "report_type": F("earnings_release", 1, q_type),
        "period_end_date": F("2027-03-31", 1, q_per),
        "currency": F("SEK", 2, q_unit),
        "total_revenue": F(L["rev"], 2, r["Net sales"]),
        "operating_income": F(L["oi"], 2, r["Operating profit (EBIT)"]),
        "net_income": F(L["ni"], 2, r["Parent Company shareholders"]),
        "diluted_eps": F(L["deps"], 2, r2["Earnings per share after dilution, SEK"]),
        "total_assets": F(L["ta"], 3, b["Total assets"]),
        "total_liabilities": NULL(),
        "total_equity": F(L["te"], 3, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Cash and cash equivalents"]),
    }
    notes = (
        "Swedish first-quarter interim report issued as a results press release (SEK m, one decimal). The "
        "current period is the Jan–Mar 2027 quarter (first column); the Jan–Mar 2026, rolling twelve-month "
        "(Apr 2026–Mar 2027; quarter + full year - prior quarter; sum) and Jan–Dec 2026 columns are "
        "distractors. report_type is earnings_release (a quarterly results announcement). net_income is the "
        "profit attributable to Parent Company shareholders (profit for the period - NCI; sum). "
        "Balance-sheet "
        "figures are from the 31 Mar 2027 column, not 31 Mar 2026 or 31 Dec 2026. total_liabilities is null: "
        "the condensed balance sheet prints no total of liabilities, only its lines (total equity + the "
        "liability lines = total assets; sum). total_equity includes non-controlling interests."
    )
    sums = [
        SUM(
            "Profit for the period - NCI = Parent Company shareholders",
            [
                (1, T("Profit for the period", L["pat"], 2, r["Profit for the period"])),
                (-1, T("Non-controlling interests", L["nci"], 2, r["Non-controlling interests"])),
            ],
            "net_income",
        ),
        SUM(
            "Total equity + liability lines = Total assets",
            [(1, "total_equity")] + [(1, T(k, float(M(v[0])), 3, b[k])) for k, v in liab_rows],
            "total_assets",
        ),
        SUM(
            "Jan–Mar 2027 + Jan–Dec 2026 - Jan–Mar 2026 = rolling twelve months",
            [
                (1, "total_revenue"),
                (1, T("Jan–Dec 2026", float(M(rev[2])), 2, r["Net sales"])),
                (-1, T("Jan–Mar 2026", float(M(rev[1])), 2, r["Net sales"])),
            ],
            T("Apr 2026–Mar 2027", L["r12"], 2, r["Net sales"]),
        ),
    ]
    return p, fields, notes, sums


# ===== 5 Brazilian 2Q earnings release (R$ mil, Portuguese): gross vs net revenue, 2T vs 1S columns
@doc(
    "b26_fs_br_release_2t27_receita_liquida",
    "financial_statement",
    "Metalúrgica Vale do Paranapanema S.A. release de resultados 2T27",
)
def fs_br():
    L = dict(
        rev=1199311000,
        gross=1486214000,
        ded=-286903000,
        oi=189154000,
        ni=120827000,
        pat=127639000,
        nci=6812000,
        deps=0.4193,
        ta=3882628000,
        tl=1728107000,
        te=2154521000,
        cash=412806000,
        own=2096109000,
        ncie=58412000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=56, size=8.4)
    # [2T27, 2T26, 1S27, 1S26]
    gross = V("1486214", "1352118", "2874406", "2611530")
    ded = V("-286903", "-259847", "-553118", "-502914")
    rev = add(gross, ded)
    cpv = V("-834127", "-768442", "-1619805", "-1489601")
    lb = add(rev, cpv)
    dv = V("-98416", "-91220", "-191307", "-178445")
    dga = V("-72518", "-69904", "-142816", "-137212")
    oro = V("-8214", "4106", "-11902", "2518")
    mep = V("3118", "2407", "5962", "4881")
    ebit = add(lb, dv, dga, oro, mep)
    rf = V("21406", "18733", "40915", "37204")
    df = V("-48712", "-52819", "-97338", "-104117")
    rfl = add(rf, df)
    lair = add(ebit, rfl)
    irc = V("-38415", "-31207", "-74912", "-60884")
    ird = V("4206", "-2118", "6317", "-3406")
    ll = add(lair, irc, ird)
    nci = V("6812", "5944", "13102", "11617")
    ctrl = add(ll, neg(nci))
    shb = V("286400", "286400", "286400", "286400")
    shd = V("288150", "287900", "288050", "287860")
    epsb = eps(ctrl, shb, 4)
    epsd = eps(ctrl, shd, 4)
    fm = paren(0, zero="-", th=".", dp=",")

    def pct_(a, b_):
        if b_ == 0 or (a < 0) != (b_ < 0):
            return "n.a."
        return fmt(rnd((a / b_ - 1) * 100, 1), ".", ",", 1) + "%"

    def six(a):
        return [fm(a[0]), fm(a[1]), pct_(a[0], a[1]), fm(a[2]), fm(a[3]), pct_(a[2], a[3])]

    def six4(a):
        e = paren(4, zero="-", th=".", dp=",")
        return [e(a[0]), e(a[1]), "", e(a[2]), e(a[3]), ""]

    # ---- page 1: cover and highlights
    s.row([(44, "B3: MVPR3"), (551, "São Paulo, 5 de agosto de 2027", "r")], size=7.6, bold=True)
    s.skip(20)
    q_co = s.t("Metalúrgica Vale do Paranapanema S.A.", 16, True, color=(0.05, 0.3, 0.2))
    q_type = s.t("Release de Resultados 2T27 | 2Q27 Earnings Results", 12, True)
    q_per = s.t("Trimestre encerrado em 30 de junho de 2027", 9.4)
    s.skip(10)
    s.t("Destaques do 2T27", 10, True)
    mg = fmt(rnd(ebit[0] / rev[0] * 100, 1), ".", ",", 1)
    for b_ in [
        f"Receita operacional líquida de R$ {fmt(rnd(rev[0] / 1000, 1), '.', ',', 1)} milhões, "
        f"{pct_(rev[0], rev[1])} acima do 2T26.",
        f"Lucro operacional (EBIT) de R$ {fmt(rnd(ebit[0] / 1000, 1), '.', ',', 1)} milhões, margem EBIT "
        f"de {mg}%.",
        "EBITDA ajustado de R$ 248,6 milhões, margem EBITDA ajustada de 20,7%.",
        f"Lucro líquido atribuível aos controladores de R$ {fmt(rnd(ctrl[0] / 1000, 1), '.', ',', 1)} "
        "milhões.",
        "Dívida líquida / EBITDA ajustado (últimos 12 meses) de 0,47x; volume vendido de 61,2 mil toneladas.",
    ]:
        s.para("• " + b_, 8.6, gap=2)
    s.skip(8)
    s.para(
        "As informações financeiras consolidadas são apresentadas em milhares de reais (R$ mil), exceto "
        "quando indicado, de acordo com as normas IFRS e as práticas contábeis adotadas no Brasil. "
        "Teleconferência em 6 de agosto de 2027, às 11h00 (Brasília). ri@vale-paranapanema.example",
        7.8,
    )
    # ---- page 2: DRE
    s.new_page()
    s.t("Demonstração do Resultado Consolidada", 11, True)
    q_unit = s.t("(Em milhares de reais – R$ mil)", 8)
    s.skip(6)
    cx = [312, 360, 400, 460, 512, 551]
    heads(s, cx, [["", "2T27", "2T26", "Var. %", "1S27", "1S26", "Var. %"]])
    r = table(
        s,
        cx,
        [
            ("Receita operacional bruta", six(gross), ""),
            ("Deduções (impostos sobre vendas e devoluções)", six(ded), ""),
            ("Receita operacional líquida", six(rev), "bt"),
            ("Custo dos produtos vendidos", six(cpv), ""),
            ("Lucro bruto", six(lb), "bt"),
            ("Despesas com vendas", six(dv), ""),
            ("Despesas gerais e administrativas", six(dga), ""),
            ("Outras receitas (despesas) operacionais, líquidas", six(oro), ""),
            ("Resultado de equivalência patrimonial", six(mep), ""),
            ("Lucro operacional (EBIT)", six(ebit), "bt"),
            ("Receitas financeiras", six(rf), ""),
            ("Despesas financeiras", six(df), ""),
            ("Resultado financeiro líquido", six(rfl), "t"),
            ("Lucro antes do IR e da CS", six(lair), "bt"),
            ("IR e CS correntes", six(irc), ""),
            ("IR e CS diferidos", six(ird), ""),
            ("Lucro líquido do período", six(ll), "btu"),
            ("Atribuível a:", None, ""),
            ("Acionistas controladores", six(ctrl), "i"),
            ("Acionistas não controladores", six(nci), "i"),
        ],
        str,
        size=7.3,
    )
    s.skip(4)
    r2 = table(
        s,
        cx,
        [
            ("Lucro por ação básico (R$)", six4(epsb), ""),
            ("Lucro por ação diluído (R$)", six4(epsd), ""),
        ],
        str,
        size=7.3,
    )
    s.skip(8)
    s.para(
        "2T27 e 2T26: trimestres encerrados em 30 de junho; 1S27 e 1S26: semestres encerrados em 30 de "
        "junho. As informações trimestrais foram objeto de revisão limitada pelos auditores independentes.",
        7.4,
    )
    # ---- page 3: balanço
    s.new_page()
    s.t("Balanço Patrimonial Consolidado", 11, True)
    s.t("(Em milhares de reais – R$ mil)", 8)
    s.skip(6)
    bx = [470, 551]
    heads(s, bx, [["", "30/06/2027", "31/12/2026"]])
    cash = V("412806", "388214")
    apl = V("156400", "201750")
    cr = V("628917", "574306")
    est = V("702114", "655890")
    trc = V("88406", "95117")
    oac = V("34218", "29604")
    tac = add(cash, apl, cr, est, trc, oac)
    tdif = V("61208", "58914")
    dj = V("22716", "21983")
    inv = V("74512", "70330")
    imo = V("1286409", "1248117")
    intg = V("318604", "322450")
    du = V("96318", "99702")
    tanc = add(tdif, dj, inv, imo, intg, du)
    ta = add(tac, tanc)
    forn = V("498216", "476804")
    emp = V("214518", "236902")
    obr = V("86304", "79215")
    trec = V("41812", "39117")
    div = V("0", "38406")
    arr = V("18907", "18314")
    opc = V("52611", "47208")
    tpc = add(forn, emp, obr, trec, div, arr, opc)
    empn = V("612400", "644700")
    arrn = V("84117", "88205")
    prov = V("46318", "44902")
    tdn = V("72904", "70611")
    tpnc = add(empn, arrn, prov, tdn)
    tl = add(tpc, tpnc)
    te = add(ta, neg(tl))
    ncie = V("58412", "52806")
    owne = add(te, neg(ncie))
    cap = V("900000", "900000")
    aap = V("-14206", "-11804")
    resv = add(owne, neg(cap), neg(aap))
    b = table(
        s,
        bx,
        [
            ("ATIVO", None, "b"),
            ("Caixa e equivalentes de caixa", cash, "i"),
            ("Aplicações financeiras", apl, "i"),
            ("Contas a receber de clientes", cr, "i"),
            ("Estoques", est, "i"),
            ("Tributos a recuperar", trc, "i"),
            ("Outros ativos circulantes", oac, "i"),
            ("Total do ativo circulante", tac, "t"),
            ("Tributos diferidos", tdif, "i"),
            ("Depósitos judiciais", dj, "i"),
            ("Investimentos", inv, "i"),
            ("Imobilizado", imo, "i"),
            ("Intangível", intg, "i"),
            ("Direito de uso de arrendamentos", du, "i"),
            ("Total do ativo não circulante", tanc, "t"),
            ("Total do ativo", ta, "btu"),
            ("PASSIVO E PATRIMÔNIO LÍQUIDO", None, "b"),
            ("Fornecedores", forn, "i"),
            ("Empréstimos e financiamentos", emp, "i"),
            ("Obrigações trabalhistas e sociais", obr, "i"),
            ("Tributos a recolher", trec, "i"),
            ("Dividendos e juros sobre capital próprio a pagar", div, "i"),
            ("Arrendamentos a pagar", arr, "i"),
            ("Outros passivos circulantes", opc, "i"),
            ("Total do passivo circulante", tpc, "t"),
            ("Empréstimos e financiamentos ", empn, "i"),
            ("Arrendamentos a pagar ", arrn, "i"),
            ("Provisões para riscos processuais", prov, "i"),
            ("Tributos diferidos ", tdn, "i"),
            ("Total do passivo não circulante", tpnc, "t"),
            ("Total do passivo", tl, "bt"),
            ("Capital social", cap, "i"),
            ("Reservas de lucros e lucros acumulados", resv, "i"),
            ("Ajustes de avaliação patrimonial", aap, "i"),
            ("Patrimônio líquido atribuível aos controladores", owne, "t"),
            ("Participação dos acionistas não controladores", ncie, "i"),
            ("Total do patrimônio líquido", te, "bt"),
            ("Total do passivo e patrimônio líquido", add(tl, te), "btu"),
        ],
        fm,
        size=7.4,
        lead=11.4,
    )
    same(L["gross"], K(gross[0]), "gross")
    same(L["ded"], K(ded[0]), "ded")
    same(L["rev"], K(rev[0]), "rev")
    same(L["oi"], K(ebit[0]), "oi")
    same(L["pat"], K(ll[0]), "pat")
    same(L["nci"], K(nci[0]), "nci")
    same(L["ni"], K(ctrl[0]), "ni")
    same(L["deps"], epsd[0], "deps")
    same(L["ta"], K(ta[0]), "ta")
    same(L["tl"], K(tl[0]), "tl")
    same(L["te"], K(te[0]), "te")
    same(L["own"], K(owne[0]), "own")
    same(L["ncie"], K(ncie[0]), "ncie")
    same(L["cash"], K(cash[0]), "cash")
    fields = {
        "company_name": F("Metalúrgica Vale do Paranapanema S.A.", 1, q_co),
        "report_type": F("earnings_release", 1, q_type),
        "period_end_date": F("2027-06-30", 1, q_per),
        "currency": F("BRL", 2, q_unit),
        "total_revenue": F(L["rev"], 2, r["Receita operacional líquida"]),
        "operating_income": F(L["oi"], 2, r["Lucro operacional (EBIT)"]),
        "net_income": F(L["ni"], 2, r["Acionistas controladores"]),
        "diluted_eps": F(L["deps"], 2, r2["Lucro por ação diluído (R$)"]),
        "total_assets": F(L["ta"], 3, b["Total do ativo"]),
        "total_liabilities": F(L["tl"], 3, b["Total do passivo"]),
        "total_equity": F(L["te"], 3, b["Total do patrimônio líquido"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Caixa e equivalentes de caixa"]),
    }
    notes = (
        "Brazilian second-quarter earnings release in Portuguese (R$ mil, dot-grouped whole thousands, "
        "negatives in brackets; EPS in R$ with four decimals). The current period is the 2T27 column (three "
        "months ended 30 June 2027); the 2T26, Var. % and 1S27/1S26 (six months) columns are distractors. "
        "total_revenue is Receita operacional líquida, not the gross revenue before sales taxes and returns "
        "(gross + deductions = net; sum). operating_income is Lucro operacional (EBIT). net_income is the "
        "profit attributable to acionistas controladores (lucro líquido - não controladores; sum). "
        "Balance-sheet figures are from the 30/06/2027 column; total_liabilities is Total do passivo and "
        "total_equity Total do patrimônio líquido including non-controlling interests (sum). "
        "cash_and_equivalents excludes aplicações financeiras. The highlights in R$ milhões are rounded "
        "distractors."
    )
    sums = [
        SUM(
            "Receita bruta + deduções = Receita operacional líquida",
            [
                (1, T("Receita operacional bruta", L["gross"], 2, r["Receita operacional bruta"])),
                (1, T("Deduções", L["ded"], 2, r["Deduções (impostos sobre vendas e devoluções)"])),
            ],
            "total_revenue",
        ),
        SUM(
            "Lucro líquido - não controladores = controladores",
            [
                (1, T("Lucro líquido do período", L["pat"], 2, r["Lucro líquido do período"])),
                (-1, T("Acionistas não controladores", L["nci"], 2, r["Acionistas não controladores"])),
            ],
            "net_income",
        ),
        SUM(
            "PL controladores + não controladores = Total do patrimônio líquido",
            [
                (1, T("PL controladores", L["own"], 3, b["Patrimônio líquido atribuível aos controladores"])),
                (1, T("não controladores", L["ncie"], 3, b["Participação dos acionistas não controladores"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums
