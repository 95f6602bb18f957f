"""Financial-statement builders for blind_extraction23 (5 documents).  All
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


def paren(nd, zero="—", th=",", dp="."):
    """1,234.5 / (1,234.5) / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="()")

    return f


def minus(nd, zero="–", th=".", dp=","):
    """1.234,5 / -1.234,5 / zero mark (German and Norwegian style)."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="-")

    return f


def table(s, colx, rows, f, size=7.6, lead=None, cur=None, cur_dx=46, extra=None):
    """rows: (label, values or None, flags[, extra cells]); flags: b bold, i indent, t rule above,
    u double rule below, $ currency sign left of each figure.  extra: callable(row) -> list of
    (x, text, align) cells drawn on the same line (a note number).  Values may be strings.
    Returns {label: row text} for the first row of each label with figures."""
    out = {}
    lead = lead or size * 1.55
    for row in rows:
        label, vals, flags = row[:3]
        more = row[3] if len(row) > 3 else []
        if "t" in flags:
            s.p.line(colx[0] - 42, s.y - size - 1.5, max(colx) + 2, s.y - size - 1.5, 0.4)
        first = (s.x + (10 if "i" in flags else 0) + (10 if "ii" in flags else 0), label)
        cells = list(more)
        for x, v in zip(colx, vals or [], strict=False):
            if v is None:
                continue
            txt = v if isinstance(v, str) else f(v)
            if "$" in flags and not isinstance(v, str):
                cells.append((x - cur_dx, cur))
            cells.append((x, txt, "r"))
        cells = [first] + sorted(cells, key=lambda c: c[0])
        qt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if "u" in flags:
            s.p.line(colx[0] - 42, s.y - lead + 3, max(colx) + 2, s.y - lead + 3, 0.4)
            s.p.line(colx[0] - 42, s.y - lead + 4.6, max(colx) + 2, s.y - lead + 4.6, 0.4)
        if vals and label not in out:
            out[label] = qt
    return out


def heads(s, colx, lines, size=7.2, x0=None, x1=None):
    """Column headings right-aligned over the figure columns; (x, text, align) tuples
    are drawn as given."""
    for ln in lines:
        cells = []
        i = 0
        for t in ln:
            if isinstance(t, tuple):
                cells.append(t)
                continue
            if t:
                cells.append((colx[i], t, "r"))
            i += 1
        s.row(cells, size=size, bold=True, lead=size + 3)
    s.p.line(x0 or colx[0] - 42, s.y - 6, x1 or max(colx) + 2, s.y - 6, 0.5)
    s.skip(4)


def eps(ni, sh, nd=2):
    return [rnd(n / x, nd) for n, x in zip(ni, sh, strict=True)]


def centre(a, b):
    return (a + b) / 2


def M(x):
    """millions with decimals -> whole units"""
    return int(D(str(x)) * 1_000_000)


# ==================== 1 US 10-K, $ millions, fiscal year to June 30, three years OLDEST first, net loss, NCI
@doc(
    "b23_fs_10k_fy_june_oldest_first_net_loss",
    "financial_statement",
    "Pellucid Optics Group 10-K fiscal 2026",
)
def fs_10k():
    L = dict(rev=1071.1, oi=-51.7, ni=-82.3, deps=-1.32, ta=1552.1, tl=937.2, te=614.9, cash=118.3)
    p = Pdf(face="serif")
    s = Sheet(p, x=56, xr=556, top=56, size=8.4)
    s.t("UNITED STATES", 10, True, align="c")
    s.t("SECURITIES AND EXCHANGE COMMISSION", 10, True, align="c")
    s.t("Washington, D.C. 20549", 8, align="c")
    s.skip(10)
    q_type = s.t("FORM 10-K", 16, True, align="c")
    s.skip(4)
    s.t(
        "[X] ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8,
        align="c",
    )
    q_end = s.t("For the fiscal year ended June 30, 2026", 9.4, True, align="c")
    s.t("or", 8, align="c")
    s.t(
        "[ ] TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8,
        align="c",
    )
    s.t("Commission File Number 001-38814", 8, align="c")
    s.skip(12)
    q_co = s.t("PELLUCID OPTICS GROUP, INC.", 15, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7.6, align="c", color=GREY)
    s.skip(6)
    s.row([(150, "Delaware", "c"), (460, "16-1907735", "c")], size=9)
    s.row(
        [(150, "(State of incorporation)", "c"), (460, "(I.R.S. Employer Identification No.)", "c")], size=7.2
    )
    s.skip(4)
    s.t("1265 Lenswright Parkway, Henrietta, New York 14467 · (585) 555-0140", 8.6, align="c")
    s.skip(12)
    s.para(
        "Indicate by check mark whether the registrant is a large accelerated filer, an accelerated filer, "
        "a non-accelerated filer, a smaller reporting company, or an emerging growth company. Large "
        "accelerated filer [X]  Accelerated filer [ ]  Non-accelerated filer [ ]  Smaller reporting company "
        "[ ]",
        8,
    )
    s.para(
        "The aggregate market value of the registrant's common stock held by non-affiliates, computed by "
        "reference to the closing price on the Nasdaq Global Select Market on December 31, 2025, the last "
        "business day of the registrant's most recently completed second fiscal quarter, was approximately "
        "$2.14 billion.",
        8,
    )
    s.para("As of August 21, 2026, 62,418,906 shares of the registrant's common stock were outstanding.", 8)
    s.para(
        "DOCUMENTS INCORPORATED BY REFERENCE: Portions of the registrant's definitive proxy statement for "
        "its 2026 annual meeting of stockholders are incorporated by reference into Part III of this report.",
        8,
    )
    # ---- page 2: statements of operations
    s.new_page()
    s.t("PELLUCID OPTICS GROUP, INC.", 9.4, True, align="c")
    s.t("CONSOLIDATED STATEMENTS OF OPERATIONS", 9, True, align="c")
    s.t("(In millions, except per share amounts)", 7.8, align="c")
    s.skip(4)
    colx = [400, 478, 556]
    heads(
        s,
        colx,
        [[(478, "Fiscal Year Ended June 30,", "c")], ["2024", "2025", "2026"]],
        size=7.8,
    )
    prod = V(812.4, 874.9, 851.3)
    serv = V(188.7, 206.2, 219.8)
    rev = add(prod, serv)
    cp = V(498.9, 537.0, 559.4)
    cs_ = V(104.1, 113.8, 121.6)
    gp = add(rev, neg(cp), neg(cs_))
    rd = V(96.2, 104.7, 111.9)
    sga = V(188.4, 201.6, 214.2)
    imp = V(0, 0, 96.0)
    restr = V(0, 8.4, 19.7)
    opx = add(rd, sga, imp, restr)
    oi = add(gp, neg(opx))
    intr = V(-31.8, -36.4, -41.2)
    oth = V(3.1, -1.7, 2.4)
    ebt = add(oi, intr, oth)
    tax = V(14.9, 12.2, -6.8)
    ni = add(ebt, neg(tax))
    nci = V(2.1, 2.6, -1.4)
    nia = add(ni, neg(nci))
    shb = V(61.2, 61.8, 62.3)
    shd = V(62.0, 62.7, 62.3)
    f1 = paren(1)
    r = table(
        s,
        colx,
        [
            ("Revenue:", None, ""),
            ("Product", prod, "i$"),
            ("Service", serv, "i"),
            ("Total revenue", rev, "tb"),
            ("Cost of revenue:", None, ""),
            ("Product", cp, "i"),
            ("Service", cs_, "i"),
            ("Gross profit", gp, "t"),
            ("Operating expenses:", None, ""),
            ("Research and development", rd, "i"),
            ("Selling, general and administrative", sga, "i"),
            ("Goodwill impairment", imp, "i"),
            ("Restructuring and other charges", restr, "i"),
            ("Total operating expenses", opx, "t"),
            ("Operating income (loss)", oi, "tb"),
            ("Interest expense, net", intr, ""),
            ("Other income (expense), net", oth, ""),
            ("Income (loss) before income taxes", ebt, "t"),
            ("Income tax expense (benefit)", tax, ""),
            ("Net income (loss)", ni, "tb"),
            ("Less: net income (loss) attributable to noncontrolling interests", nci, ""),
            ("Net income (loss) attributable to Pellucid Optics Group, Inc.", nia, "tbu$"),
        ],
        f1,
        cur="$",
        cur_dx=48,
    )
    s.skip(4)
    s.t("Net income (loss) per share attributable to Pellucid Optics Group, Inc.:", 7.6)
    r2 = table(
        s,
        colx,
        [("Basic", eps(nia, shb), "i$"), ("Diluted", eps(nia, shd), "i$")],
        paren(2),
        cur="$",
        cur_dx=48,
    )
    s.t("Weighted-average shares outstanding:", 7.6)
    table(s, colx, [("Basic", shb, "i"), ("Diluted", shd, "i")], f1)
    s.skip(6)
    s.para(
        "In fiscal 2026 the Company recorded a non-cash goodwill impairment charge in its Industrial "
        "Imaging reporting unit. Because the Company reported a net loss attributable to Pellucid Optics "
        "Group, Inc. for fiscal 2026, diluted weighted-average shares equal basic shares.",
        7.4,
    )
    s.t("See accompanying notes to consolidated financial statements.", 7.2, color=GREY)
    s.t("F-4", 7.4, x=306, align="c", color=GREY)
    # ---- page 3: balance sheets
    s.new_page()
    s.t("PELLUCID OPTICS GROUP, INC.", 9.4, True, align="c")
    s.t("CONSOLIDATED BALANCE SHEETS", 9, True, align="c")
    s.t("(In millions, except par value)", 7.8, align="c")
    s.skip(4)
    bx = [478, 556]
    heads(s, bx, [[(517, "June 30,", "c")], ["2025", "2026"]], size=7.8)
    cash = V(142.6, 118.3)
    rcash = V(4.1, 6.5)
    sti = V(38.0, 22.5)
    ar = V(176.4, 181.9)
    inv = V(231.8, 247.2)
    pre = V(41.5, 44.7)
    tca = add(cash, rcash, sti, ar, inv, pre)
    ppe = V(402.7, 418.6)
    rou = V(88.3, 81.9)
    gw = V(356.0, 260.0)
    intg = V(142.9, 121.4)
    dta = V(12.6, 19.8)
    otha = V(27.4, 29.3)
    ta = add(tca, ppe, rou, gw, intg, dta, otha)
    ap = V(121.7, 133.2)
    accr = V(98.4, 112.6)
    cltd = V(25.0, 25.0)
    col = V(14.2, 14.9)
    tcl = add(ap, accr, cltd, col)
    ltd = V(588.3, 538.1)
    lol = V(79.6, 72.1)
    oll = V(36.9, 41.3)
    tl = add(tcl, ltd, lol, oll)
    cst = V(0.6, 0.6)
    apic = V(512.3, 528.9)
    aoci = V(-18.4, -23.7)
    nciq = V(24.5, 22.6)
    re_ = add(ta, neg(tl), neg(cst), neg(apic), neg(aoci), neg(nciq))
    tpe = add(cst, apic, re_, aoci)
    te = add(tpe, nciq)
    tle = add(tl, te)
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "i$"),
            ("Restricted cash", rcash, "i"),
            ("Short-term investments", sti, "i"),
            ("Accounts receivable, net", ar, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and other current assets", pre, "i"),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Deferred income taxes", dta, ""),
            ("Other assets", otha, ""),
            ("Total assets", ta, "tbu$"),
            ("LIABILITIES AND EQUITY", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "i$"),
            ("Accrued expenses and other current liabilities", accr, "i"),
            ("Current portion of long-term debt", cltd, "i"),
            ("Current operating lease liabilities", col, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net of current portion", ltd, ""),
            ("Long-term operating lease liabilities", lol, ""),
            ("Other long-term liabilities", oll, ""),
            ("Total liabilities", tl, "tb"),
            ("Commitments and contingencies (Note 15)", None, ""),
            ("Equity:", None, ""),
            ("Common stock, $0.01 par value", cst, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Retained earnings (accumulated deficit)", re_, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Total Pellucid Optics Group, Inc. stockholders' equity", tpe, "t"),
            ("Noncontrolling interests", nciq, ""),
            ("Total equity", te, "tb"),
            ("Total liabilities and equity", tle, "tbu$"),
        ],
        f1,
        cur="$",
        cur_dx=52,
    )
    s.skip(4)
    s.t("See accompanying notes to consolidated financial statements.", 7.2, color=GREY)
    s.t("F-3", 7.4, x=306, align="c", color=GREY)
    same(L["rev"], rev[2], "rev")
    same(L["oi"], oi[2], "oi")
    same(L["ni"], nia[2], "ni")
    same(L["deps"], eps(nia, shd)[2], "deps")
    same(L["ta"], ta[1], "ta")
    same(L["tl"], tl[1], "tl")
    same(L["te"], te[1], "te")
    same(L["cash"], cash[1], "cash")
    same(592.3, tpe[1], "tpe")
    fields = {
        "company_name": F("PELLUCID OPTICS GROUP, INC.", 1, q_co),
        "report_type": F("10-K", 1, q_type),
        "period_end_date": F("2026-06-30", 1, q_end),
        "currency": F("USD", 2, r["Net income (loss) attributable to Pellucid Optics Group, Inc."]),
        "total_revenue": F(1_071_100_000, 2, r["Total revenue"]),
        "operating_income": F(-51_700_000, 2, r["Operating income (loss)"]),
        "net_income": F(-82_300_000, 2, r["Net income (loss) attributable to Pellucid Optics Group, Inc."]),
        "diluted_eps": F(-1.32, 2, r2["Diluted"]),
        "total_assets": F(1_552_100_000, 3, b["Total assets"]),
        "total_liabilities": F(937_200_000, 3, b["Total liabilities"]),
        "total_equity": F(614_900_000, 3, b["Total equity"]),
        "cash_and_equivalents": F(118_300_000, 3, b["Cash and cash equivalents"]),
    }
    for k, lk in (
        ("total_revenue", "rev"),
        ("operating_income", "oi"),
        ("net_income", "ni"),
        ("total_assets", "ta"),
        ("total_liabilities", "tl"),
        ("total_equity", "te"),
        ("cash_and_equivalents", "cash"),
    ):
        same(M(L[lk]), fields[k]["value"], "scale " + k)
    notes = (
        "US 10-K for the fiscal year ended June 30, 2026, figures in $ millions with one decimal. Both "
        "statements put the OLDEST period first: the statement of operations has fiscal 2024, 2025, 2026 "
        "and the balance sheet June 30, 2025 then June 30, 2026, so the current figures are in the LAST "
        "column. Fiscal 2026 is a loss year (goodwill impairment): operating loss, net loss and diluted "
        "loss per share are printed in brackets and labelled negative; net_income is the loss attributable "
        "to the company after the noncontrolling interests' share of the loss. The currency quote is the "
        "attributable net loss row (bare $ = USD). total_equity is 'Total equity' including noncontrolling "
        "interests (the company's own stockholders' equity line is a subtotal). Restricted cash and "
        "short-term investments are not cash and cash equivalents. The cover page's market value of "
        "non-affiliates' stock is a distractor. No field is null."
    )
    sums = [
        SUM(
            "Total stockholders' equity + noncontrolling interests = Total equity",
            [
                (
                    1,
                    T(
                        "Total Pellucid stockholders' equity",
                        592_300_000,
                        3,
                        b["Total Pellucid Optics Group, Inc. stockholders' equity"],
                    ),
                ),
                (1, T("Noncontrolling interests", 22_600_000, 3, b["Noncontrolling interests"])),
            ],
            "total_equity",
        ),
        SUM(
            "Product + Service revenue = Total revenue",
            [
                (1, T("Product revenue", 851_300_000, 2, r["Product"])),
                (1, T("Service revenue", 219_800_000, 2, r["Service"])),
            ],
            "total_revenue",
        ),
    ]
    return p, fields, notes, sums


# ==================== 2 German Quartalsmitteilung Q3 in Mio. €: nine-month columns FIRST, no total
@doc(
    "b23_fs_de_quartalsmitteilung_9m_first",
    "financial_statement",
    "Velmar Antriebstechnik Quartalsmitteilung Q3 2026",
)
def fs_de():
    L = dict(rev=604.3, oi=48.4, ni=28.5, deps=0.74, ta=2510.0, te=1193.7, cash=171.6)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=58, size=8)
    q_co = s.t("Velmar Antriebstechnik AG", 16, True)
    q_end = s.t("Quartalsmitteilung zum 30. September 2026", 12, True)
    s.t("Drittes Quartal und erste neun Monate des Geschäftsjahres 2026", 8.6, color=GREY)
    s.skip(10)
    s.t("Kennzahlen Konzern", 9.4, True)
    kx = [262, 312, 357, 420, 470, 545]
    heads(
        s,
        kx,
        [["9M 2026", "9M 2025", "Veränd.", "Q3 2026", "Q3 2025", "Veränd."]],
        size=7.2,
    )
    f1 = minus(1)
    s.skip(0)
    # figures of the income statement (computed below) are repeated here; order intake and cash flow only here
    rev = V(1842.6, 1736.1, 604.3, 571.8)
    hk = V(-1301.4, -1229.9, -428.7, -404.6)
    be = add(rev, hk)
    vk = V(-201.8, -190.4, -67.2, -63.1)
    vw = V(-92.7, -88.0, -30.9, -29.4)
    fe = V(-88.3, -81.6, -29.8, -27.5)
    soe = V(21.4, 18.9, 6.1, 7.3)
    soa = V(-17.9, -15.2, -5.4, -4.8)
    ebit = add(be, vk, vw, fe, soe, soa)
    fin = V(-14.6, -12.1, -5.2, -4.0)
    ebt = add(ebit, fin)
    st = V(-44.9, -41.2, -13.5, -14.1)
    ke = add(ebt, st)
    nci = V(3.8, 3.1, 1.2, 1.0)
    kea = add(ke, neg(nci))
    shares = D("38.4")
    ep = [rnd(x / shares, 2) for x in kea]

    def chg(a, b):
        return fmt(rnd((a / b - 1) * 100, 1), ".", ",", 1, neg="-") + " %"

    def krow(label, vals, nd=1):
        f = minus(nd)
        return s.row(
            [
                (50, label),
                (kx[0], f(vals[0]), "r"),
                (kx[1], f(vals[1]), "r"),
                (kx[2], chg(vals[0], vals[1]), "r"),
                (kx[3], f(vals[2]), "r"),
                (kx[4], f(vals[3]), "r"),
                (kx[5], chg(vals[2], vals[3]), "r"),
            ],
            size=7.6,
        )

    krow("Auftragseingang (Mio. €)", V(1911.4, 1802.7, 588.9, 610.2))
    krow("Umsatzerlöse (Mio. €)", rev)
    krow("EBIT (Mio. €)", ebit)
    s.row(
        [
            (50, "EBIT-Marge"),
            (kx[0], "8,8 %", "r"),
            (kx[1], "8,6 %", "r"),
            (kx[3], "8,0 %", "r"),
            (kx[4], "8,7 %", "r"),
        ],
        size=7.6,
    )
    krow("Ergebnis Aktionäre Velmar AG (Mio. €)", kea)
    krow("Ergebnis je Aktie (€)", ep, 2)
    krow("Free Cashflow (Mio. €)", V(64.8, 71.5, 38.2, 29.9))
    s.row([(50, "Mitarbeitende zum 30.09."), (kx[0], "7.418", "r"), (kx[1], "7.206", "r")], size=7.6)
    s.skip(10)
    s.t("Geschäftsverlauf im dritten Quartal", 9.4, True)
    s.para(
        "Der Umsatz stieg im dritten Quartal gegenüber dem Vorjahresquartal um 5,7 % auf rund 604 Mio. €, "
        "getragen von Industriegetrieben und dem Servicegeschäft. Das EBIT ging leicht auf 48 Mio. € "
        "zurück. In den ersten neun Monaten erreichte der Umsatz 1,84 Mrd. €, das EBIT 162 Mio. €. Der Free "
        "Cashflow des Quartals verbesserte sich dank eines geringeren Aufbaus von Vorräten.",
        7.8,
    )
    s.t("Ausblick", 9.4, True)
    s.para(
        "Der Vorstand bestätigt die Prognose für das Geschäftsjahr 2026: Umsatzerlöse zwischen 2,45 und "
        "2,55 Mrd. € und eine EBIT-Marge zwischen 8,5 % und 9,0 %. Im dritten Quartal belasteten höhere "
        "Materialkosten und die Anlaufkosten des neuen Getriebewerks in Kecskemét die Marge; der "
        "Auftragseingang lag wegen der Verschiebung eines Großauftrags in das vierte Quartal unter dem "
        "Vorjahr.",
        7.8,
    )
    s.para(
        "Diese Quartalsmitteilung ist kein Zwischenbericht im Sinne von IAS 34. Die Zahlen sind nicht "
        "geprüft und nicht prüferisch durchgesehen. Rundungsdifferenzen sind möglich.",
        7.4,
    )
    # ---- page 2: GuV
    s.new_page()
    s.t("Velmar Antriebstechnik AG – Quartalsmitteilung Q3 2026", 7.6, color=GREY)
    s.skip(4)
    s.t("Konzern-Gewinn- und Verlustrechnung", 11, True)
    q_unit = s.t("in Mio. €", 7.8)
    s.skip(2)
    gx = [330, 402, 474, 545]
    heads(
        s,
        gx,
        [
            ["9M 2026", "9M 2025", "Q3 2026", "Q3 2025"],
            ["1.1.–30.9.2026", "1.1.–30.9.2025", "1.7.–30.9.2026", "1.7.–30.9.2025"],
        ],
        size=7,
    )
    r = table(
        s,
        gx,
        [
            ("Umsatzerlöse", rev, "b"),
            ("Herstellungskosten des Umsatzes", hk, ""),
            ("Bruttoergebnis vom Umsatz", be, "t"),
            ("Vertriebskosten", vk, ""),
            ("Allgemeine Verwaltungskosten", vw, ""),
            ("Forschungs- und Entwicklungskosten", fe, ""),
            ("Sonstige betriebliche Erträge", soe, ""),
            ("Sonstige betriebliche Aufwendungen", soa, ""),
            ("Ergebnis vor Zinsen und Steuern (EBIT)", ebit, "tb"),
            ("Finanzergebnis", fin, ""),
            ("Ergebnis vor Ertragsteuern", ebt, "t"),
            ("Ertragsteuern", st, ""),
            ("Konzernergebnis", ke, "tb"),
            ("davon Anteile anderer Gesellschafter", nci, "i"),
            ("davon Aktionären der Velmar Antriebstechnik AG zustehend", kea, "i"),
            ("Ergebnis je Aktie (unverwässert und verwässert) in €", [minus(2)(x) for x in ep], "t"),
        ],
        f1,
        size=7.6,
    )
    s.skip(4)
    s.t(
        "Durchschnittliche Anzahl ausstehender Aktien: 38,4 Mio. (Vorjahr: 38,4 Mio.); keine "
        "Verwässerungseffekte.",
        7.2,
        color=GREY,
    )
    # ---- page 3: Bilanz (prior year-end FIRST)
    s.new_page()
    s.t("Velmar Antriebstechnik AG – Quartalsmitteilung Q3 2026", 7.6, color=GREY)
    s.skip(4)
    s.t("Konzernbilanz", 11, True)
    s.t("in Mio. €", 7.8)
    s.skip(2)
    bx = [474, 545]
    heads(s, bx, [["31.12.2025", "30.09.2026"]], size=7.4)
    imm = V(412.8, 405.1)
    sach = V(698.4, 716.9)
    nutz = V(84.2, 79.5)
    ateq = V(38.6, 40.2)
    slv = V(27.1, 29.8)
    lsa = V(31.4, 33.0)
    lfv = add(imm, sach, nutz, ateq, slv, lsa)
    vor = V(502.7, 548.3)
    ford = V(391.5, 417.6)
    skv = V(66.0, 68.0)
    zm = V(214.9, 171.6)
    kfv = add(vor, ford, skv, zm)
    ta = add(lfv, kfv)
    gk = V(38.4, 38.4)
    kr = V(286.1, 286.1)
    sr = V(-22.6, -31.9)
    nba = V(41.7, 43.9)
    pens = V(188.2, 186.4)
    lfin = V(402.5, 396.5)
    lleas = V(66.3, 62.8)
    lrst = V(29.4, 30.2)
    plst = V(44.0, 45.3)
    lfs = add(pens, lfin, lleas, lrst, plst)
    kfin = V(58.0, 71.5)
    kleas = V(19.6, 18.9)
    vll = V(321.4, 334.6)
    krst = V(61.4, 57.8)
    skvb = V(101.5, 112.3)
    kfs = add(kfin, kleas, vll, krst, skvb)
    gr = add(ta, neg(lfs), neg(kfs), neg(gk), neg(kr), neg(sr), neg(nba))
    eka = add(gk, kr, gr, sr)
    ek = add(eka, nba)
    tp = add(ek, lfs, kfs)
    b = table(
        s,
        bx,
        [
            ("AKTIVA", None, "b"),
            ("Immaterielle Vermögenswerte", imm, ""),
            ("Sachanlagen", sach, ""),
            ("Nutzungsrechte aus Leasingverhältnissen", nutz, ""),
            ("Nach der Equity-Methode bilanzierte Finanzanlagen", ateq, ""),
            ("Sonstige langfristige Vermögenswerte", slv, ""),
            ("Latente Steueransprüche", lsa, ""),
            ("Langfristige Vermögenswerte", lfv, "tb"),
            ("Vorräte", vor, ""),
            ("Forderungen aus Lieferungen und Leistungen", ford, ""),
            ("Sonstige kurzfristige Vermögenswerte", skv, ""),
            ("Zahlungsmittel und Zahlungsmitteläquivalente", zm, ""),
            ("Kurzfristige Vermögenswerte", kfv, "tb"),
            ("Summe Aktiva", ta, "tbu"),
            ("PASSIVA", None, "b"),
            ("Gezeichnetes Kapital", gk, ""),
            ("Kapitalrücklage", kr, ""),
            ("Gewinnrücklagen", gr, ""),
            ("Sonstige Rücklagen", sr, ""),
            ("Eigenkapital der Aktionäre der Velmar Antriebstechnik AG", eka, "t"),
            ("Nicht beherrschende Anteile", nba, ""),
            ("Summe Eigenkapital", ek, "tb"),
            ("Pensionsrückstellungen", pens, ""),
            ("Langfristige Finanzverbindlichkeiten", lfin, ""),
            ("Langfristige Leasingverbindlichkeiten", lleas, ""),
            ("Sonstige langfristige Rückstellungen", lrst, ""),
            ("Latente Steuerschulden", plst, ""),
            ("Langfristige Schulden", lfs, "tb"),
            ("Kurzfristige Finanzverbindlichkeiten", kfin, ""),
            ("Kurzfristige Leasingverbindlichkeiten", kleas, ""),
            ("Verbindlichkeiten aus Lieferungen und Leistungen", vll, ""),
            ("Sonstige kurzfristige Rückstellungen", krst, ""),
            ("Sonstige kurzfristige Verbindlichkeiten", skvb, ""),
            ("Kurzfristige Schulden", kfs, "tb"),
            ("Summe Passiva", tp, "tbu"),
        ],
        f1,
        size=7.6,
    )
    same(L["rev"], rev[2], "rev")
    same(L["oi"], ebit[2], "oi")
    same(L["ni"], kea[2], "ni")
    same(L["deps"], ep[2], "deps")
    same(L["ta"], ta[1], "ta")
    same(L["te"], ek[1], "te")
    same(L["cash"], zm[1], "cash")
    same(L["ta"], tp[1], "tp")
    same(1316.3, add(lfs, kfs)[1], "liabilities (not printed)")
    fields = {
        "company_name": F("Velmar Antriebstechnik AG", 1, q_co),
        "report_type": F("other", 1, q_end),
        "period_end_date": F("2026-09-30", 1, q_end),
        "currency": F("EUR", 2, q_unit),
        "total_revenue": F(604_300_000, 2, r["Umsatzerlöse"]),
        "operating_income": F(48_400_000, 2, r["Ergebnis vor Zinsen und Steuern (EBIT)"]),
        "net_income": F(28_500_000, 2, r["davon Aktionären der Velmar Antriebstechnik AG zustehend"]),
        "diluted_eps": F(0.74, 2, r["Ergebnis je Aktie (unverwässert und verwässert) in €"]),
        "total_assets": F(2_510_000_000, 3, b["Summe Aktiva"]),
        "total_liabilities": NULL(),
        "total_equity": F(1_193_700_000, 3, b["Summe Eigenkapital"]),
        "cash_and_equivalents": F(171_600_000, 3, b["Zahlungsmittel und Zahlungsmitteläquivalente"]),
    }
    for k, lk in (
        ("total_revenue", "rev"),
        ("operating_income", "oi"),
        ("net_income", "ni"),
        ("total_assets", "ta"),
        ("total_equity", "te"),
        ("cash_and_equivalents", "cash"),
    ):
        same(M(L[lk]), fields[k]["value"], "scale " + k)
    notes = (
        "German Quartalsmitteilung (quarterly statement, not a 10-Q, not an IAS 34 interim report and not a "
        "press release: report_type other) for the quarter ended 30 September 2026, in Mio. € ('1.842,6', "
        "'-428,7'). The key-figure table and the income statement print the nine-month columns FIRST and "
        "the third-quarter columns second; the current period is the three months 1.7.-30.9.2026 (third "
        "figure column). operating_income is EBIT; net_income the 'davon Aktionären ... zustehend' line; "
        "the EPS line is basic and diluted in one. The balance sheet prints the prior year-end 31.12.2025 "
        "FIRST and 30.09.2026 second. total_equity is 'Summe Eigenkapital' including the nicht "
        "beherrschende Anteile (sum). total_liabilities is null: only 'Langfristige Schulden' and "
        "'Kurzfristige Schulden' are printed, no total of liabilities. Order intake, free cash flow, EBIT "
        "margin and the 2026 outlook are distractors."
    )
    sums = [
        SUM(
            "Eigenkapital der Aktionäre + nicht beherrschende Anteile = Summe Eigenkapital",
            [
                (
                    1,
                    T(
                        "Eigenkapital der Aktionäre",
                        1_149_800_000,
                        3,
                        b["Eigenkapital der Aktionäre der Velmar Antriebstechnik AG"],
                    ),
                ),
                (1, T("Nicht beherrschende Anteile", 43_900_000, 3, b["Nicht beherrschende Anteile"])),
            ],
            "total_equity",
        ),
        SUM(
            "Summe Eigenkapital + langfristige + kurzfristige Schulden = Summe Passiva (= Summe Aktiva)",
            [
                (1, "total_equity"),
                (1, T("Langfristige Schulden", 721_200_000, 3, b["Langfristige Schulden"])),
                (1, T("Kurzfristige Schulden", 595_100_000, 3, b["Kurzfristige Schulden"])),
            ],
            "total_assets",
        ),
        SUM(
            "Konzernergebnis - Anteile anderer = Aktionären zustehend",
            [
                (1, T("Konzernergebnis Q3 2026", 29_700_000, 2, r["Konzernergebnis"])),
                (
                    -1,
                    T(
                        "Anteile anderer Gesellschafter Q3 2026",
                        1_200_000,
                        2,
                        r["davon Anteile anderer Gesellschafter"],
                    ),
                ),
            ],
            "net_income",
        ),
    ]
    return p, fields, notes, sums


# ==================== 3 Japanese "Kessan Tanshin" in English, millions of yen: prior year FIRST
@doc(
    "b23_fs_jp_tanshin_fy_millions_of_yen",
    "financial_statement",
    "Kisaragi Precision Components FY2025 results",
)
def fs_jp():
    L = dict(rev=284615, oi=21388, ni=14902, deps=117.86, ta=341203, tl=123590, te=217613, cash=52417)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=50, size=7.6)
    s.row([(551, "May 13, 2026", "r")], size=7.8)
    q_rel = s.t(
        "Consolidated Financial Results for the Fiscal Year Ended March 31, 2026 [Japanese GAAP]",
        9.6,
        True,
        align="c",
    )
    s.skip(4)
    q_co = s.row(
        [(44, "Company name:"), (130, "Kisaragi Precision Components Co., Ltd.")], size=8.2, bold=True
    )
    s.row([(44, "Listing:"), (130, "Tokyo Stock Exchange, Prime Market")], size=7.6)
    s.row([(44, "URL:"), (130, "https://www.kisaragi-precision.example/ir/")], size=7.6)
    s.row([(44, "Representative:"), (130, "Haruto Enomiya, President and Representative Director")], size=7.6)
    s.row(
        [(44, "Contact:"), (130, "Sayaka Mutsuura, General Manager, Corporate Planning · +81-53-555-0172")],
        size=7.6,
    )
    s.row(
        [
            (
                44,
                "Annual general meeting of shareholders (scheduled): June 24, 2026 · Dividend payment "
                "(scheduled): June 25, 2026",
            )
        ],
        size=7.2,
    )
    s.skip(2)
    q_unit = s.t("(Amounts of less than one million yen are rounded down.)", 7.2, color=GREY)
    s.skip(4)
    s.t(
        "1. Consolidated Financial Results for the Fiscal Year Ended March 31, 2026 (April 1, 2025 to March "
        "31, 2026)",
        8.2,
        True,
    )
    s.t("(1) Consolidated operating results (Percentages indicate year-on-year changes.)", 7.6, True)
    # income statement figures (page 3), prior year first
    ns = V(268004, 284615)
    cos = V(196550, 207884)
    gp = add(ns, neg(cos))
    sga = V(51937, 55343)
    op = add(gp, neg(sga))
    noi = V(2604, 3012)
    noe = V(1258, 1296)
    odp = add(op, noi, neg(noe))
    exi = V(0, 410)
    exl = V(922, 1869)
    pbt = add(odp, exi, neg(exl))
    tcur = V(5902, 6204)
    tdef = V(11, -388)
    ttax = add(tcur, tdef)
    prof = add(pbt, neg(ttax))
    pnci = V(852, 927)
    powner = add(prof, neg(pnci))
    f0 = paren(0)

    def yoy(a, b):
        return paren(1)(rnd((b / a - 1) * 100, 1))

    sx = [190, 222, 282, 314, 374, 406, 490, 522]
    s.row(
        [
            (sx[0], "Net sales", "r"),
            (sx[2], "Operating profit", "r"),
            (sx[4], "Ordinary profit", "r"),
            (sx[6], "Profit attributable to", "r"),
        ],
        size=7,
        bold=True,
        lead=9,
    )
    s.row([(sx[6], "owners of parent", "r")], size=7, bold=True, lead=9)
    s.row(
        [
            (sx[0], "Millions of yen", "r"),
            (sx[1], "%", "r"),
            (sx[2], "Millions of yen", "r"),
            (sx[3], "%", "r"),
            (sx[4], "Millions of yen", "r"),
            (sx[5], "%", "r"),
            (sx[6], "Millions of yen", "r"),
            (sx[7], "%", "r"),
        ],
        size=6.4,
    )
    prev = dict(ns=V(258118)[0], op=V(19996)[0], odp=V(20412)[0], pow=V(12804)[0])

    def srow(label, i, pns, pop, podp, ppow):
        return s.row(
            [
                (44, label),
                (sx[0], f0(ns[i]), "r"),
                (sx[1], yoy(pns, ns[i]), "r"),
                (sx[2], f0(op[i]), "r"),
                (sx[3], yoy(pop, op[i]), "r"),
                (sx[4], f0(odp[i]), "r"),
                (sx[5], yoy(podp, odp[i]), "r"),
                (sx[6], f0(powner[i]), "r"),
                (sx[7], yoy(ppow, powner[i]), "r"),
            ],
            size=7.4,
        )

    srow("FY ended Mar. 31, 2026", 1, ns[0], op[0], odp[0], powner[0])
    srow("FY ended Mar. 31, 2025", 0, prev["ns"], prev["op"], prev["odp"], prev["pow"])
    s.t(
        "Note: Comprehensive income FY ended March 31, 2026: 18,377 million yen (21.4%); FY ended March 31, "
        "2025: 15,138 million yen (4.8%)",
        6.8,
        color=GREY,
    )
    s.skip(2)
    ex = [170, 250, 330, 420, 522]
    s.row(
        [
            (ex[0], "Basic earnings", "r"),
            (ex[1], "Diluted earnings", "r"),
            (ex[2], "Return on", "r"),
            (ex[3], "Ordinary profit to", "r"),
            (ex[4], "Operating profit to", "r"),
        ],
        size=7,
        bold=True,
        lead=9,
    )
    s.row(
        [
            (ex[0], "per share", "r"),
            (ex[1], "per share", "r"),
            (ex[2], "equity", "r"),
            (ex[3], "total assets", "r"),
            (ex[4], "net sales", "r"),
        ],
        size=7,
        bold=True,
        lead=9,
    )
    s.row(
        [(ex[0], "Yen", "r"), (ex[1], "Yen", "r"), (ex[2], "%", "r"), (ex[3], "%", "r"), (ex[4], "%", "r")],
        size=6.4,
    )
    shb = V(125.82, 126.16)
    shd = V(126.31, 126.44)
    # shares are in millions; profit in millions of yen -> yen per share
    be = [rnd(x / y, 2) for x, y in zip(powner, shb, strict=True)]
    de = [rnd(x / y, 2) for x, y in zip(powner, shd, strict=True)]
    # ratios use the year-end own equity and total assets of the balance sheet (page 2) and of March 31, 2024
    own_y = V(184212, 197955, 208689)
    ta_y = V(309880, 323842, 341203)

    def r1(x):
        return f"{rnd(x, 1)}"

    roe = [r1(powner[i] / ((own_y[i] + own_y[i + 1]) / 2) * 100) for i in (0, 1)]
    ota = [r1(odp[i] / ((ta_y[i] + ta_y[i + 1]) / 2) * 100) for i in (0, 1)]
    opm = [r1(op[i] / ns[i] * 100) for i in (0, 1)]
    q_eps = s.row(
        [
            (44, "FY ended Mar. 31, 2026"),
            (ex[0], f"{be[1]:,.2f}", "r"),
            (ex[1], f"{de[1]:,.2f}", "r"),
            (ex[2], roe[1], "r"),
            (ex[3], ota[1], "r"),
            (ex[4], opm[1], "r"),
        ],
        size=7.4,
    )
    s.row(
        [
            (44, "FY ended Mar. 31, 2025"),
            (ex[0], f"{be[0]:,.2f}", "r"),
            (ex[1], f"{de[0]:,.2f}", "r"),
            (ex[2], roe[0], "r"),
            (ex[3], ota[0], "r"),
            (ex[4], opm[0], "r"),
        ],
        size=7.4,
    )
    s.skip(4)
    # balance sheet figures (page 2), prior year first
    cd = V(61284, 58917)
    nar = V(52406, 55839)
    erm = V(8113, 8920)
    mfg = V(24718, 26302)
    wip = V(11904, 12655)
    raw = V(15227, 16481)
    oca = V(4386, 4702)
    afd = V(-118, -124)
    tca = add(cd, nar, erm, mfg, wip, raw, oca, afd)
    bld = V(38442, 41207)
    mach = V(44925, 47316)
    land = V(17630, 17630)
    cip = V(6218, 9844)
    oppe = V(3911, 4126)
    tppe = add(bld, mach, land, cip, oppe)
    intg = V(5872, 6431)
    invs = V(22560, 24118)
    dta = V(3447, 3835)
    oio = V(2917, 3004)
    tio = add(invs, dta, oio)
    tnca = add(tppe, intg, tio)
    ta = add(tca, tnca)
    nap = V(36905, 38774)
    stb = V(14000, 12700)
    cpl = V(5200, 5600)
    itp = V(3866, 4215)
    bon = V(4102, 4396)
    ocl = V(12730, 18746)
    tcl = add(nap, stb, cpl, itp, bon, ocl)
    ltb = V(28400, 26800)
    rbl = V(9817, 9466)
    oncl = V(2641, 2893)
    tncl = add(ltb, rbl, oncl)
    tl = add(tcl, tncl)
    scap = V(18245, 18245)
    csur = V(19602, 19640)
    trs = V(-3118, -5204)
    vd = V(6025, 7114)
    fct = V(4310, 5892)
    rdb = V(-512, -287)
    aoci = add(vd, fct, rdb)
    sar = V(286, 312)
    nciq = V(7940, 8612)
    rete = add(ta, neg(tl), neg(scap), neg(csur), neg(trs), neg(aoci), neg(sar), neg(nciq))
    tse = add(scap, csur, rete, trs)
    tna = add(tse, aoci, sar, nciq)
    tlna = add(tl, tna)
    own = add(tse, aoci)
    ratio = [rnd(o / t * 100, 1) for o, t in zip(own, ta, strict=True)]
    sh_end = V(125.64, 125.10)
    bps = [rnd(o / x, 2) for o, x in zip(own, sh_end, strict=True)]
    s.t("(2) Consolidated financial position", 7.6, True)
    px = [200, 300, 400, 522]
    s.row(
        [
            (px[0], "Total assets", "r"),
            (px[1], "Net assets", "r"),
            (px[2], "Equity ratio", "r"),
            (px[3], "Net assets per share", "r"),
        ],
        size=7,
        bold=True,
        lead=9,
    )
    s.row(
        [
            (px[0], "Millions of yen", "r"),
            (px[1], "Millions of yen", "r"),
            (px[2], "%", "r"),
            (px[3], "Yen", "r"),
        ],
        size=6.4,
    )
    s.row(
        [
            (44, "As of Mar. 31, 2026"),
            (px[0], f0(ta[1]), "r"),
            (px[1], f0(tna[1]), "r"),
            (px[2], f"{ratio[1]}", "r"),
            (px[3], f"{bps[1]:,.2f}", "r"),
        ],
        size=7.4,
    )
    s.row(
        [
            (44, "As of Mar. 31, 2025"),
            (px[0], f0(ta[0]), "r"),
            (px[1], f0(tna[0]), "r"),
            (px[2], f"{ratio[0]}", "r"),
            (px[3], f"{bps[0]:,.2f}", "r"),
        ],
        size=7.4,
    )
    s.skip(4)
    s.t("(3) Consolidated cash flows", 7.6, True)
    cfo = V(29874, 31206)
    cfi = V(-18115, -22940)
    cff = V(-6902, -11310)
    cce = V(55184, 52417)
    cx = [180, 290, 400, 522]
    s.row(
        [
            (cx[0], "Operating activities", "r"),
            (cx[1], "Investing activities", "r"),
            (cx[2], "Financing activities", "r"),
            (cx[3], "Cash and cash equivalents", "r"),
        ],
        size=7,
        bold=True,
        lead=9,
    )
    s.row([(cx[3], "at end of period", "r")], size=7, bold=True, lead=9)
    s.row(
        [
            (cx[0], "Millions of yen", "r"),
            (cx[1], "Millions of yen", "r"),
            (cx[2], "Millions of yen", "r"),
            (cx[3], "Millions of yen", "r"),
        ],
        size=6.4,
    )
    q_cf = s.row(
        [
            (44, "FY ended Mar. 31, 2026"),
            (cx[0], f0(cfo[1]), "r"),
            (cx[1], f0(cfi[1]), "r"),
            (cx[2], f0(cff[1]), "r"),
            (cx[3], f0(cce[1]), "r"),
        ],
        size=7.4,
    )
    s.row(
        [
            (44, "FY ended Mar. 31, 2025"),
            (cx[0], f0(cfo[0]), "r"),
            (cx[1], f0(cfi[0]), "r"),
            (cx[2], f0(cff[0]), "r"),
            (cx[3], f0(cce[0]), "r"),
        ],
        size=7.4,
    )
    s.skip(6)
    s.t("2. Cash dividends", 8.2, True)
    s.para(
        "Annual dividends per share (yen): FY ended Mar. 31, 2026: interim 18.00, year-end 22.00, total "
        "40.00; FY ending Mar. 31, 2027 (forecast): total 44.00",
        7.2,
        gap=0,
    )
    s.skip(4)
    s.t("3. Forecast of Consolidated Results for the Fiscal Year Ending March 31, 2027", 8.2, True)
    s.para(
        "Net sales 296,000 million yen (4.0%) · Operating profit 23,000 (7.5%) · Ordinary profit 24,200 "
        "(4.7%) · Profit attributable to owners of parent 15,600 (4.7%) · Basic EPS 124.70 yen",
        7.2,
        gap=0,
    )
    s.skip(4)
    s.para(
        "This summary is not subject to audit by certified public accountants or an audit firm. The "
        "forecasts are based on information available at the date of this release and on assumptions such "
        "as an exchange rate of 145 yen to the U.S. dollar.",
        6.8,
    )
    # ---- page 2: balance sheets
    s.new_page()
    s.t("Consolidated Financial Statements", 9.4, True)
    s.t("(1) Consolidated Balance Sheets", 8.6, True)
    s.t("(Millions of yen)", 7.2, align="r")
    bx = [450, 551]
    heads(
        s,
        bx,
        [
            ["Previous fiscal year", "Current fiscal year"],
            ["(As of March 31, 2025)", "(As of March 31, 2026)"],
        ],
        size=6.8,
    )
    b = table(
        s,
        bx,
        [
            ("Assets", None, "b"),
            ("Current assets", None, "i"),
            ("Cash and deposits", cd, "ii"),
            ("Notes and accounts receivable - trade", nar, "ii"),
            ("Electronically recorded monetary claims - operating", erm, "ii"),
            ("Merchandise and finished goods", mfg, "ii"),
            ("Work in process", wip, "ii"),
            ("Raw materials and supplies", raw, "ii"),
            ("Other", oca, "ii"),
            ("Allowance for doubtful accounts", afd, "ii"),
            ("Total current assets", tca, "i"),
            ("Non-current assets", None, "i"),
            ("Buildings and structures, net", bld, "ii"),
            ("Machinery, equipment and vehicles, net", mach, "ii"),
            ("Land", land, "ii"),
            ("Construction in progress", cip, "ii"),
            ("Other, net", oppe, "ii"),
            ("Total property, plant and equipment", tppe, "ii"),
            ("Intangible assets", intg, "ii"),
            ("Investment securities", invs, "ii"),
            ("Deferred tax assets", dta, "ii"),
            ("Other", oio, "ii"),
            ("Total investments and other assets", tio, "ii"),
            ("Total non-current assets", tnca, "i"),
            ("Total assets", ta, "tb"),
            ("Liabilities", None, "b"),
            ("Notes and accounts payable - trade", nap, "ii"),
            ("Short-term borrowings", stb, "ii"),
            ("Current portion of long-term borrowings", cpl, "ii"),
            ("Income taxes payable", itp, "ii"),
            ("Provision for bonuses", bon, "ii"),
            ("Other", ocl, "ii"),
            ("Total current liabilities", tcl, "i"),
            ("Long-term borrowings", ltb, "ii"),
            ("Retirement benefit liability", rbl, "ii"),
            ("Other", oncl, "ii"),
            ("Total non-current liabilities", tncl, "i"),
            ("Total liabilities", tl, "tb"),
            ("Net assets", None, "b"),
            ("Share capital", scap, "ii"),
            ("Capital surplus", csur, "ii"),
            ("Retained earnings", rete, "ii"),
            ("Treasury shares", trs, "ii"),
            ("Total shareholders' equity", tse, "i"),
            ("Valuation difference on available-for-sale securities", vd, "ii"),
            ("Foreign currency translation adjustment", fct, "ii"),
            ("Remeasurements of defined benefit plans", rdb, "ii"),
            ("Total accumulated other comprehensive income", aoci, "i"),
            ("Share acquisition rights", sar, "i"),
            ("Non-controlling interests", nciq, "i"),
            ("Total net assets", tna, "tb"),
            ("Total liabilities and net assets", tlna, "tbu"),
        ],
        f0,
        size=7.4,
        lead=11.2,
    )
    # ---- page 3: income statement and cash reconciliation
    s.new_page()
    s.t("(2) Consolidated Statements of Income", 8.6, True)
    s.t("(Millions of yen)", 7.2, align="r")
    heads(
        s,
        bx,
        [
            ["Previous fiscal year", "Current fiscal year"],
            ["(From April 1, 2024", "(From April 1, 2025"],
            ["to March 31, 2025)", "to March 31, 2026)"],
        ],
        size=6.8,
    )
    r = table(
        s,
        bx,
        [
            ("Net sales", ns, ""),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, ""),
            ("Selling, general and administrative expenses", sga, ""),
            ("Operating profit", op, "tb"),
            ("Non-operating income", noi, ""),
            ("Non-operating expenses", noe, ""),
            ("Ordinary profit", odp, "tb"),
            ("Extraordinary income", exi, ""),
            ("Extraordinary losses", exl, ""),
            ("Profit before income taxes", pbt, "t"),
            ("Income taxes - current", tcur, "i"),
            ("Income taxes - deferred", tdef, "i"),
            ("Total income taxes", ttax, ""),
            ("Profit", prof, "t"),
            ("Profit attributable to non-controlling interests", pnci, ""),
            ("Profit attributable to owners of parent", powner, "tbu"),
        ],
        f0,
        size=7.6,
    )
    s.skip(10)
    s.t("(3) Notes on the Consolidated Statements of Cash Flows", 8.6, True)
    s.t(
        "Reconciliation of cash and cash equivalents at end of period to the balance sheet (Millions of yen)",
        7.4,
    )
    td = add(cd, neg(cce))
    c = table(
        s,
        bx,
        [
            ("Cash and deposits", cd, ""),
            ("Time deposits with maturities of more than three months", neg(td), ""),
            ("Cash and cash equivalents", cce, "tb"),
        ],
        f0,
        size=7.6,
    )
    s.skip(6)
    s.para(
        "Extraordinary losses for the current fiscal year consist mainly of an impairment loss on idle "
        "machinery at the Hamakita plant (1,402 million yen) and a loss on retirement of non-current assets.",
        7.2,
    )
    same(L["rev"], ns[1], "rev")
    same(L["oi"], op[1], "oi")
    same(L["ni"], powner[1], "ni")
    same(L["deps"], de[1], "deps")
    same(L["ta"], ta[1], "ta")
    same(L["tl"], tl[1], "tl")
    same(L["te"], tna[1], "te")
    same(L["cash"], cce[1], "cash")
    same(23104, odp[1], "ordinary")
    same(6500, td[1], "time deposits")
    for i in (0, 1):
        same(own_y[i + 1], own[i], "own equity")
        same(ta_y[i + 1], ta[i], "total assets")
    fields = {
        "company_name": F("Kisaragi Precision Components Co., Ltd.", 1, q_co),
        "report_type": F("earnings_release", 1, q_rel),
        "period_end_date": F("2026-03-31", 1, q_rel),
        "currency": F("JPY", 1, q_unit),
        "total_revenue": F(284_615_000_000, 3, r["Net sales"]),
        "operating_income": F(21_388_000_000, 3, r["Operating profit"]),
        "net_income": F(14_902_000_000, 3, r["Profit attributable to owners of parent"]),
        "diluted_eps": F(117.86, 1, q_eps),
        "total_assets": F(341_203_000_000, 2, b["Total assets"]),
        "total_liabilities": F(123_590_000_000, 2, b["Total liabilities"]),
        "total_equity": F(217_613_000_000, 2, b["Total net assets"]),
        "cash_and_equivalents": F(52_417_000_000, 1, q_cf),
    }
    notes = (
        "Japanese annual earnings release (Kessan Tanshin, English version, Japanese GAAP) for the fiscal "
        "year ended March 31, 2026, in millions of yen (rounded down). The page-1 summary puts the years in "
        "ROWS (current year first, with year-on-year % columns); the balance sheet and income statement put "
        "the previous fiscal year FIRST and the current fiscal year second. total_revenue is Net sales, "
        "operating_income Operating profit (not Ordinary profit), net_income 'Profit attributable to owners "
        "of parent'. diluted_eps is printed only in the page-1 summary (117.86 yen; the basic figure is "
        "next to it). total_equity is 'Total net assets' (includes share acquisition rights and "
        "non-controlling interests; sum). cash_and_equivalents is 'Cash and cash equivalents at end of "
        "period' from the cash flow summary, not the balance sheet's 'Cash and deposits', which also holds "
        "time deposits of more than three months (page-3 reconciliation; sum). The comprehensive income "
        "note, dividends and the fiscal 2027 forecast are distractors. No field is null."
    )
    sums = [
        SUM(
            "Cash and deposits - long time deposits = Cash and cash equivalents",
            [
                (1, T("Cash and deposits", 58_917_000_000, 3, c["Cash and deposits"])),
                (
                    -1,
                    T(
                        "Time deposits > 3 months",
                        6_500_000_000,
                        3,
                        c["Time deposits with maturities of more than three months"],
                    ),
                ),
            ],
            "cash_and_equivalents",
        ),
        SUM(
            "Total liabilities + Total net assets = Total assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            T("Total liabilities and net assets", 341_203_000_000, 2, b["Total liabilities and net assets"]),
        ),
    ]
    return p, fields, notes, sums


# ==================== 4 US third-quarter earnings release, $ thousands: NINE-month columns first
@doc(
    "b23_fs_us_q3_release_ytd_first_nongaap",
    "financial_statement",
    "Tidewell Logistics Software Q3 2026 results",
)
def fs_us_release():
    L = dict(rev=148236, oi=10902, ni=10777, deps=0.18, ta=904204, tl=358798, te=545406, cash=214806)
    p = Pdf()
    s = Sheet(p, x=54, xr=558, top=54, size=8.4)
    q_head = s.t("Tidewell Logistics Software Reports Third Quarter 2026 Financial Results", 13, True)
    s.skip(2)
    s.para(
        "Third quarter revenue of $148.2 million, up 14% year over year; annual recurring revenue of $571.4 "
        "million; raises full-year revenue outlook",
        9,
        bold=True,
    )
    s.para(
        "SEATTLE, Oct. 29, 2026 - Tidewell Logistics Software, Inc. (Nasdaq: TDWX), a provider of "
        "yard-management and freight-visibility software, today announced financial results for its third "
        "quarter ended September 30, 2026.",
        8.6,
    )
    s.t("Third Quarter 2026 Highlights", 9.4, True)
    hl = [
        "Total revenue of $148.2 million, an increase of 14% compared with the third quarter of 2025.",
        "Subscription revenue of $131.5 million, an increase of 15% year over year.",
        "GAAP operating income of $10.9 million; non-GAAP operating income of $26.9 million.",
        "GAAP net income per diluted share of $0.18; non-GAAP net income per diluted share of $0.41.",
        "Cash, cash equivalents and marketable securities of $429.2 million as of September 30, 2026.",
    ]
    for h in hl:
        s.para("• " + h, 8.4, gap=1)
    s.skip(4)
    s.t("Business Outlook", 9.4, True)
    s.para(
        "For the fourth quarter of 2026 the Company expects total revenue of $151.0 million to $153.0 "
        "million and non-GAAP operating income of $28.0 million to $29.0 million. For the full year 2026 "
        "the Company now expects total revenue of $578.0 million to $580.0 million, up from $572.0 million "
        "to $576.0 million.",
        8.4,
    )
    s.para(
        "Tidewell has not reconciled non-GAAP operating income guidance to GAAP operating income because "
        "stock-based compensation cannot be reasonably predicted. Non-GAAP measures are reconciled to the "
        "most directly comparable GAAP measures in the tables below.",
        7.8,
    )
    s.skip(2)
    s.t("Investor contact: Mireille Oduya-Strand, investors@tidewell.example", 7.8, color=GREY)
    # ---- page 2: statements of operations, nine months first
    s.new_page()
    s.t("TIDEWELL LOGISTICS SOFTWARE, INC.", 9, True, align="c")
    s.t("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 8.6, True, align="c")
    s.t("(in thousands, except per share amounts; unaudited)", 7.6, align="c")
    s.skip(2)
    colx = [352, 420, 490, 558]
    heads(
        s,
        colx,
        [
            [(centre(318, 424), "Nine Months Ended", "c"), (centre(456, 562), "Three Months Ended", "c")],
            [(centre(318, 424), "September 30,", "c"), (centre(456, 562), "September 30,", "c")],
            ["2026", "2025", "2026", "2025"],
        ],
    )
    sub = V(383906, 334118, 131482, 114720)
    ps = V(48652, 47310, 16754, 15308)
    rev = add(sub, ps)
    csub = V(89127, 79204, 30318, 27115)
    cps = V(41306, 40882, 14129, 13406)
    gp = add(rev, neg(csub), neg(cps))
    rd = V(98774, 88930, 33806, 30114)
    sm = V(121503, 112617, 41219, 38502)
    ga = V(52718, 49506, 17862, 16940)
    opx = add(rd, sm, ga)
    oi = add(gp, neg(opx))
    ii = V(8214, 6902, 2791, 2455)
    ie = V(-1506, -1611, -498, -531)
    oth = V(-318, 442, -127, 86)
    ebt = add(oi, ii, ie, oth)
    tax = V(-4902, -3118, -1871, -1262)
    ni = add(ebt, tax)
    nci = V(1244, 1017, 420, 351)
    nia = add(ni, neg(nci))
    shb = V(55712, 54630, 55980, 54904)
    shd = V(58108, 57322, 58420, 57516)
    f0 = paren(0)
    r = table(
        s,
        colx,
        [
            ("Revenue:", None, ""),
            ("Subscription", sub, "i$"),
            ("Professional services", ps, "i"),
            ("Total revenue", rev, "t"),
            ("Cost of revenue:", None, ""),
            ("Subscription", csub, "i"),
            ("Professional services", cps, "i"),
            ("Gross profit", gp, "t"),
            ("Operating expenses:", None, ""),
            ("Research and development", rd, "i"),
            ("Sales and marketing", sm, "i"),
            ("General and administrative", ga, "i"),
            ("Total operating expenses", opx, "t"),
            ("Income from operations", oi, "t"),
            ("Interest income", ii, ""),
            ("Interest expense", ie, ""),
            ("Other income (expense), net", oth, ""),
            ("Income before income taxes", ebt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net income", ni, "t"),
            ("Net income attributable to noncontrolling interest", nci, ""),
            ("Net income attributable to Tidewell Logistics Software, Inc.", nia, "tbu$"),
        ],
        f0,
        cur="$",
        cur_dx=50,
    )
    s.t("Net income per share attributable to common stockholders:", 7.8)
    r2 = table(
        s,
        colx,
        [("Basic", eps(nia, shb), "i$"), ("Diluted", eps(nia, shd), "i$")],
        paren(2),
        cur="$",
        cur_dx=50,
    )
    s.t("Weighted-average shares used in computing net income per share:", 7.8)
    table(s, colx, [("Basic", shb, "i"), ("Diluted", shd, "i")], f0)
    s.skip(10)
    s.t("RECONCILIATION OF GAAP TO NON-GAAP OPERATING INCOME (in thousands; unaudited)", 8.2, True)
    nx = [490, 558]
    heads(s, nx, [[(524, "Three Months Ended Sept. 30,", "c")], ["2026", "2025"]])
    sbc = V(13604, 11988)
    amort = V(2431, 2431)
    acq = V(0, 1318)
    nongaap = add(oi[2:], sbc, amort, acq)
    table(
        s,
        nx,
        [
            ("GAAP income from operations", oi[2:], "$"),
            ("Stock-based compensation expense", sbc, ""),
            ("Amortization of acquired intangible assets", amort, ""),
            ("Acquisition-related costs", acq, ""),
            ("Non-GAAP income from operations", nongaap, "tb$"),
        ],
        f0,
        cur="$",
        cur_dx=50,
    )
    # ---- page 3: balance sheets
    s.new_page()
    s.t("TIDEWELL LOGISTICS SOFTWARE, INC.", 9, True, align="c")
    s.t("CONDENSED CONSOLIDATED BALANCE SHEETS", 8.6, True, align="c")
    s.t("(in thousands; unaudited)", 7.6, align="c")
    s.skip(2)
    bx = [480, 558]
    heads(s, bx, [["September 30,", "December 31,"], ["2026", "2025"]])
    cash = V(214806, 188341)
    mkt = V(214349, 171905)
    ar = V(98317, 112604)
    dcc = V(21502, 19877)
    pre = V(17944, 15203)
    tca = add(cash, mkt, ar, dcc, pre)
    ppe = V(28619, 27140)
    rou = V(31205, 34118)
    dcn = V(39770, 36412)
    gw = V(187350, 187350)
    intg = V(41228, 48615)
    otha = V(9114, 8402)
    ta = add(tca, ppe, rou, dcn, gw, intg, otha)
    ap = V(12318, 10977)
    accr = V(48502, 51330)
    drc = V(241816, 236044)
    olc = V(9708, 9315)
    tcl = add(ap, accr, drc, olc)
    drn = V(14206, 15918)
    oln = V(26930, 30412)
    othl = V(5318, 5106)
    tl = add(tcl, drn, oln, othl)
    cst = V(6, 6)
    apic = V(612405, 589214)
    aoci = V(-1284, -2016)
    nciq = V(14906, 13662)
    acd = add(ta, neg(tl), neg(cst), neg(apic), neg(aoci), neg(nciq))
    tse = add(cst, apic, acd, aoci)
    te = add(tse, nciq)
    tle = add(tl, te)
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Cash and cash equivalents", cash, "$"),
            ("Marketable securities", mkt, ""),
            ("Accounts receivable, net", ar, ""),
            ("Deferred commissions, current", dcc, ""),
            ("Prepaid expenses and other current assets", pre, ""),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Deferred commissions, noncurrent", dcn, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Other assets", otha, ""),
            ("Total assets", ta, "tbu$"),
            ("LIABILITIES AND EQUITY", None, "b"),
            ("Accounts payable", ap, "$"),
            ("Accrued expenses and other current liabilities", accr, ""),
            ("Deferred revenue, current", drc, ""),
            ("Operating lease liabilities, current", olc, ""),
            ("Total current liabilities", tcl, "t"),
            ("Deferred revenue, noncurrent", drn, ""),
            ("Operating lease liabilities, noncurrent", oln, ""),
            ("Other liabilities", othl, ""),
            ("Total liabilities", tl, "tb"),
            ("Common stock", cst, ""),
            ("Additional paid-in capital", apic, ""),
            ("Accumulated deficit", acd, ""),
            ("Accumulated other comprehensive loss", aoci, ""),
            ("Total Tidewell Logistics Software, Inc. stockholders' equity", tse, "t"),
            ("Noncontrolling interest", nciq, ""),
            ("Total equity", te, "tb"),
            ("Total liabilities and equity", tle, "tbu$"),
        ],
        f0,
        cur="$",
        cur_dx=54,
    )
    s.skip(8)
    s.t("SELECTED CASH FLOW DATA (in thousands; unaudited)", 8.2, True)
    heads(s, nx, [[(524, "Three Months Ended Sept. 30,", "c")], ["2026", "2025"]])
    cfo = V(42106, 33956)
    capex = V(-3117, -4086)
    fcf = add(cfo, capex)
    table(
        s,
        nx,
        [
            ("Net cash provided by operating activities", cfo, "$"),
            ("Purchases of property and equipment", capex, ""),
            ("Free cash flow (non-GAAP)", fcf, "tb$"),
        ],
        f0,
        cur="$",
        cur_dx=50,
    )
    same(L["rev"], rev[2], "rev")
    same(L["oi"], oi[2], "oi")
    same(L["ni"], nia[2], "ni")
    same(L["deps"], eps(nia, shd)[2], "deps")
    same(L["ta"], ta[0], "ta")
    same(L["tl"], tl[0], "tl")
    same(L["te"], te[0], "te")
    same(L["cash"], cash[0], "cash")
    same(131482, sub[2], "sub")
    same(26937, nongaap[0], "non-GAAP oi")
    same(429155, cash[0] + mkt[0], "cash + securities")
    same(530500, tse[0], "tse")
    K = 1000
    fields = {
        "company_name": F(
            "Tidewell Logistics Software, Inc.",
            1,
            "SEATTLE, Oct. 29, 2026 - Tidewell Logistics Software, Inc. (Nasdaq: TDWX), a",
        ),
        "report_type": F("earnings_release", 1, q_head),
        "period_end_date": F("2026-09-30", 1, "quarter ended September 30, 2026."),
        "currency": F("USD", 2, r["Net income attributable to Tidewell Logistics Software, Inc."]),
        "total_revenue": F(148_236_000, 2, r["Total revenue"]),
        "operating_income": F(10_902_000, 2, r["Income from operations"]),
        "net_income": F(10_777_000, 2, r["Net income attributable to Tidewell Logistics Software, Inc."]),
        "diluted_eps": F(0.18, 2, r2["Diluted"]),
        "total_assets": F(904_204_000, 3, b["Total assets"]),
        "total_liabilities": F(358_798_000, 3, b["Total liabilities"]),
        "total_equity": F(545_406_000, 3, b["Total equity"]),
        "cash_and_equivalents": F(214_806_000, 3, b["Cash and cash equivalents"]),
    }
    for k, lk in (
        ("total_revenue", "rev"),
        ("operating_income", "oi"),
        ("net_income", "ni"),
        ("total_assets", "ta"),
        ("total_liabilities", "tl"),
        ("total_equity", "te"),
        ("cash_and_equivalents", "cash"),
    ):
        same(L[lk] * K, fields[k]["value"], "scale " + k)
    notes = (
        "US third-quarter earnings release, statements in $ thousands. The statement of operations prints "
        "the NINE-month columns first and the THREE-month columns second; the current period is the three "
        "months ended September 30, 2026 (third figure column). The headline figures are rounded ($148.2 "
        "million) and the non-GAAP operating income, non-GAAP EPS, ARR, free cash flow and the outlook are "
        "distractors. net_income is the line attributable to the company after the noncontrolling interest; "
        "diluted_eps the three-month 'Diluted' figure. The balance sheet puts September 30, 2026 first. "
        "total_equity is 'Total equity' including the noncontrolling interest (sum); cash_and_equivalents "
        "excludes marketable securities. No field is null."
    )
    sums = [
        SUM(
            "Total stockholders' equity + noncontrolling interest = Total equity",
            [
                (
                    1,
                    T(
                        "Total Tidewell stockholders' equity",
                        530_500_000,
                        3,
                        b["Total Tidewell Logistics Software, Inc. stockholders' equity"],
                    ),
                ),
                (1, T("Noncontrolling interest", 14_906_000, 3, b["Noncontrolling interest"])),
            ],
            "total_equity",
        ),
        SUM(
            "Subscription + professional services = Total revenue (three months 2026)",
            [
                (1, T("Subscription revenue Q3 2026", 131_482_000, 2, r["Subscription"])),
                (1, T("Professional services revenue Q3 2026", 16_754_000, 2, r["Professional services"])),
            ],
            "total_revenue",
        ),
    ]
    return p, fields, notes, sums


# ==================== 5 Norwegian årsrapport, NOK 1 000: morselskap and konsern columns mirrored
@doc(
    "b23_fs_no_aarsrapport_morselskap_konsern",
    "financial_statement",
    "Kvitnes Havteknologi ASA Årsrapport 2025",
)
def fs_no():
    L = dict(rev=1498522, oi=141634, ni=91732, deps=2.14, ta=1415065, tl=703295, te=711770, cash=176342)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=60, size=8)
    q_co = s.t("Kvitnes Havteknologi ASA", 18, True)
    q_type = s.t("Årsrapport 2025", 14, True)
    s.t(
        "Utstyr og tjenester for havbruk og fiskeri · Kvitnesvegen 40, 6270 Brattholm · org.nr. 918 440 276",
        7.4,
        color=GREY,
    )
    s.skip(12)

    def cols(m25, m26, k26, k25):
        return V(m25, m26, k26, k25)

    salg = cols(570118, 612447, 1486204, 1372011)
    ann = cols(44900, 48200, 12318, 9540)
    sdi = add(salg, ann)
    vare = cols(301442, 318950, 742915, 688402)
    lonn = cols(162880, 171204, 384406, 359118)
    avs = cols(17905, 18336, 61227, 57806)
    adk = cols(79664, 84115, 168340, 159227)
    sdk = add(vare, lonn, avs, adk)
    drift = add(sdi, neg(sdk))
    finn = cols(48210, 62480, 9412, 7118)
    fkost = cols(13988, 15322, 27905, 24670)
    netfin = add(finn, neg(fkost))
    rfs = add(drift, netfin)
    skatt = cols(20117, 24260, 27091, 22384)
    aars = add(rfs, neg(skatt))
    mino = [None, None, D(4318), D(3905)]
    maj = [None, None, aars[2] - mino[2], aars[3] - mino[3]]
    gw = cols(0, 0, 118400, 124600)
    vdm = cols(144205, 151880, 512908, 488317)
    ids = cols(386500, 386500, 0, 0)
    afa = cols(8520, 9100, 22614, 19870)
    sam = add(gw, vdm, ids, afa)
    varer = cols(101330, 108245, 318776, 296405)
    kfo = cols(88417, 92306, 224118, 209562)
    afo = cols(61904, 70212, 41907, 38224)
    bank = cols(42118, 69786, 176342, 158990)
    som = add(varer, kfo, afo, bank)
    se = add(sam, som)
    ak = cols(42150, 42150, 42150, 42150)
    okf = cols(208700, 208700, 208700, 208700)
    mi = cols(0, 0, 31204, 28816)
    pens = cols(9340, 8960, 18440, 19105)
    uts = cols(12004, 12880, 36918, 33402)
    kred = cols(180000, 165000, 298500, 322000)
    slg = add(pens, uts, kred)
    lev = cols(60118, 64930, 161227, 148903)
    bsk = cols(19420, 23310, 26880, 21775)
    off = cols(18402, 19716, 48306, 44118)
    utb = cols(33720, 37935, 37935, 33720)
    akg = cols(22905, 25118, 75089, 57360)
    skg = add(lev, bsk, off, utb, akg)
    sg = add(slg, skg)
    aek = add(se, neg(sg), neg(ak), neg(okf), neg(mi))
    sek = add(ak, okf, aek, mi)
    sekg = add(sek, sg)
    ebitda = add(drift, avs)
    eka = [rnd(sek[i] / se[i] * 100, 1) for i in (2, 3)]

    def mn(x):
        return fmt(rnd(x / 1000, 1), " ", ",", 1)

    def ch(a_, b_):
        return fmt(rnd((a_ / b_ - 1) * 100, 1), " ", ",", 1) + " %"

    s.t("Nøkkeltall konsern", 10, True)
    s.t("(NOK millioner)", 7.4)
    nx = [400, 470, 549]
    heads(s, nx, [["2025", "2024", "Endring"]], size=7.6)
    kt = [
        ("Driftsinntekter", mn(sdi[2]), mn(sdi[3]), ch(sdi[2], sdi[3])),
        ("EBITDA", mn(ebitda[2]), mn(ebitda[3]), ch(ebitda[2], ebitda[3])),
        ("Driftsresultat (EBIT)", mn(drift[2]), mn(drift[3]), ch(drift[2], drift[3])),
        ("Årsresultat", mn(aars[2]), mn(aars[3]), ch(aars[2], aars[3])),
        ("Egenkapitalandel", fmt(eka[0], " ", ",", 1) + " %", fmt(eka[1], " ", ",", 1) + " %", ""),
        ("Antall ansatte 31.12.", "612", "588", ""),
    ]
    for row in kt:
        s.row([(46, row[0]), (nx[0], row[1], "r"), (nx[1], row[2], "r"), (nx[2], row[3], "r")], size=8)
    s.skip(10)
    s.t("Fra styrets årsberetning", 10, True)
    s.para(
        f"Konsernets driftsinntekter økte til NOK {mn(sdi[2])} millioner ({mn(sdi[3])}), og "
        "driftsresultatet ble "
        f"NOK {mn(drift[2])} millioner ({mn(drift[3])}). Morselskapet Kvitnes Havteknologi ASA hadde "
        f"driftsinntekter på NOK {mn(sdi[1])} millioner. Konsernet har en solid finansiell stilling med en "
        f"egenkapitalandel på {fmt(eka[0], ' ', ',', 1)} prosent ved årsskiftet.",
        8,
    )
    s.para(
        "Styret foreslår et utbytte på NOK 0,90 per aksje for regnskapsåret 2025, totalt NOK 37,9 "
        "millioner. For 2026 forventer styret fortsatt vekst, blant annet som følge av kontrakten med et "
        "oppdrettsselskap i Troms om leveranse av fôringsflåter.",
        8,
    )
    s.para(
        "Årsregnskapet er avlagt etter regnskapsloven og god regnskapsskikk i Norge. Konsernregnskapet "
        "omfatter morselskapet og datterselskapene Kvitnes Marine Service AS (100 %) og Nordvik Notbøteri "
        "AS (66 %).",
        8,
    )
    s.skip(20)
    s.row([(46, "Brattholm, 18. mars 2026")], size=8)
    s.row([(46, "Styret i Kvitnes Havteknologi ASA")], size=8, bold=True)
    # ---- page 2: resultatregnskap, parent columns (2024, 2025) | note | group columns (2025, 2024)
    colx = [262, 318, 430, 490]

    def two_heads(title):
        s.t(title, 11, True)
        q = s.t("(Beløp i NOK 1 000)", 7.4)
        s.row(
            [(centre(226, 322), "Morselskap", "c"), (centre(394, 494), "Konsern", "c")],
            size=7.6,
            bold=True,
            lead=11,
        )
        s.row(
            [
                (colx[0], "2024", "r"),
                (colx[1], "2025", "r"),
                (350, "Note", "c"),
                (colx[2], "2025", "r"),
                (colx[3], "2024", "r"),
            ],
            size=7.6,
            bold=True,
            lead=11,
        )
        s.p.line(210, s.y - 7, 494, s.y - 7, 0.5)
        s.skip(3)
        return q

    s.new_page()
    q_unit = two_heads("Resultatregnskap 1.1.–31.12.")
    f0 = minus(0, zero="–", th=" ", dp=",")

    def n(t):
        return [(350, t, "c")]

    r = table(
        s,
        colx,
        [
            ("Salgsinntekt", salg, "", n("2")),
            ("Annen driftsinntekt", ann, "", n("2")),
            ("Sum driftsinntekter", sdi, "tb"),
            ("Varekostnad", vare, ""),
            ("Lønnskostnad", lonn, "", n("3")),
            ("Avskrivninger", avs, "", n("5")),
            ("Annen driftskostnad", adk, "", n("3")),
            ("Sum driftskostnader", sdk, "t"),
            ("Driftsresultat", drift, "tb"),
            ("Finansinntekter", finn, "", n("7")),
            ("Finanskostnader", fkost, "", n("7")),
            ("Netto finansposter", netfin, "t"),
            ("Resultat før skattekostnad", rfs, "tb"),
            ("Skattekostnad", skatt, "", n("8")),
            ("Årsresultat", aars, "tb"),
            ("Minoritetens andel av årsresultatet", mino, "i"),
            ("Majoritetens andel av årsresultatet", maj, "i"),
        ],
        f0,
        size=7.6,
        lead=12.4,
    )
    shb = D("42150")
    shd = D("42870")
    be = [None, None] + [rnd(x / shb, 2) for x in maj[2:]]
    de = [None, None] + [rnd(x / shd, 2) for x in maj[2:]]
    f2 = minus(2, th=" ", dp=",")
    r2 = table(
        s,
        colx,
        [
            ("Resultat per aksje (NOK)", [None, None, f2(be[2]), f2(be[3])], "t", n("9")),
            ("Utvannet resultat per aksje (NOK)", [None, None, f2(de[2]), f2(de[3])], "", n("9")),
        ],
        f0,
        size=7.6,
        lead=12.4,
    )
    s.skip(6)
    s.t("Disponeringer (morselskap)", 8.2, True)
    s.row([(46, "Avsatt utbytte (NOK 0,90 per aksje)"), (colx[1], f0(D(37935)), "r")], size=7.6)
    s.row([(46, "Overført til annen egenkapital"), (colx[1], f0(aars[1] - 37935), "r")], size=7.6)
    s.row([(46, "Sum disponert"), (colx[1], f0(aars[1]), "r")], size=7.6, bold=True)
    # ---- page 3: balanse
    s.new_page()
    q_bal = s.t("Balanse pr. 31.12.2025", 11, True)
    s.t("(Beløp i NOK 1 000)", 7.4)
    s.row(
        [(centre(226, 322), "Morselskap", "c"), (centre(394, 494), "Konsern", "c")],
        size=7.6,
        bold=True,
        lead=11,
    )
    s.row(
        [
            (colx[0], "31.12.2024", "r"),
            (colx[1], "31.12.2025", "r"),
            (350, "Note", "c"),
            (colx[2], "31.12.2025", "r"),
            (colx[3], "31.12.2024", "r"),
        ],
        size=7.2,
        bold=True,
        lead=11,
    )
    s.p.line(210, s.y - 7, 494, s.y - 7, 0.5)
    s.skip(3)
    b = table(
        s,
        colx,
        [
            ("EIENDELER", None, "b"),
            ("Goodwill", gw, "i", n("5")),
            ("Varige driftsmidler", vdm, "i", n("5")),
            ("Investering i datterselskap", ids, "i", n("6")),
            ("Andre finansielle anleggsmidler", afa, "i"),
            ("Sum anleggsmidler", sam, "t"),
            ("Varer", varer, "i"),
            ("Kundefordringer", kfo, "i"),
            ("Andre fordringer", afo, "i"),
            ("Bankinnskudd, kontanter og lignende", bank, "i", n("10")),
            ("Sum omløpsmidler", som, "t"),
            ("Sum eiendeler", se, "tbu"),
            ("EGENKAPITAL OG GJELD", None, "b"),
            ("Aksjekapital", ak, "i", n("11")),
            ("Overkursfond", okf, "i"),
            ("Annen egenkapital", aek, "i"),
            ("Minoritetsinteresser", mi, "i"),
            ("Sum egenkapital", sek, "tb"),
            ("Pensjonsforpliktelser", pens, "i"),
            ("Utsatt skatt", uts, "i", n("8")),
            ("Gjeld til kredittinstitusjoner", kred, "i", n("12")),
            ("Sum langsiktig gjeld", slg, "t"),
            ("Leverandørgjeld", lev, "i"),
            ("Betalbar skatt", bsk, "i", n("8")),
            ("Skyldige offentlige avgifter", off, "i"),
            ("Utbytte", utb, "i"),
            ("Annen kortsiktig gjeld", akg, "i"),
            ("Sum kortsiktig gjeld", skg, "t"),
            ("Sum gjeld", sg, "tb"),
            ("Sum egenkapital og gjeld", sekg, "tbu"),
        ],
        f0,
        size=7.6,
        lead=12.4,
    )
    same(L["rev"], sdi[2], "rev")
    same(L["oi"], drift[2], "oi")
    same(L["ni"], maj[2], "ni")
    same(L["deps"], de[2], "deps")
    same(L["ta"], se[2], "ta")
    same(L["tl"], sg[2], "tl")
    same(L["te"], sek[2], "te")
    same(L["cash"], bank[2], "cash")
    same(L["ta"], sekg[2], "balance")
    K = 1000
    fields = {
        "company_name": F("Kvitnes Havteknologi ASA", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2025-12-31", 3, q_bal),
        "currency": F("NOK", 2, q_unit),
        "total_revenue": F(1_498_522_000, 2, r["Sum driftsinntekter"]),
        "operating_income": F(141_634_000, 2, r["Driftsresultat"]),
        "net_income": F(91_732_000, 2, r["Majoritetens andel av årsresultatet"]),
        "diluted_eps": F(2.14, 2, r2["Utvannet resultat per aksje (NOK)"]),
        "total_assets": F(1_415_065_000, 3, b["Sum eiendeler"]),
        "total_liabilities": F(703_295_000, 3, b["Sum gjeld"]),
        "total_equity": F(711_770_000, 3, b["Sum egenkapital"]),
        "cash_and_equivalents": F(176_342_000, 3, b["Bankinnskudd, kontanter og lignende"]),
    }
    for k, lk in (
        ("total_revenue", "rev"),
        ("operating_income", "oi"),
        ("net_income", "ni"),
        ("total_assets", "ta"),
        ("total_liabilities", "tl"),
        ("total_equity", "te"),
        ("cash_and_equivalents", "cash"),
    ):
        same(L[lk] * K, fields[k]["value"], "scale " + k)
    notes = (
        "Norwegian annual report (Årsrapport 2025, NOK 1 000, space-grouped '1 498 522') with the parent "
        "company (Morselskap) and the group (Konsern) side by side in mirrored order: Morselskap 2024, 2025 "
        "| Note | Konsern 2025, 2024. The contract wants the consolidated figures, so every figure comes "
        "from the Konsern 2025 column (the third figure of each row). total_revenue is 'Sum "
        "driftsinntekter' (sales plus other operating revenue; sum), operating_income 'Driftsresultat', "
        "net_income 'Majoritetens andel av årsresultatet' (after the minority share), diluted_eps 'Utvannet "
        "resultat per aksje'. total_equity is 'Sum egenkapital' including Minoritetsinteresser; "
        "total_liabilities 'Sum gjeld'; cash 'Bankinnskudd, kontanter og lignende'. The page-1 key figures "
        "in NOK millions, the parent's figures and the proposed dividend are distractors. No field is null."
    )
    sums = [
        SUM(
            "Salgsinntekt + annen driftsinntekt = Sum driftsinntekter (konsern 2025)",
            [
                (1, T("Salgsinntekt konsern 2025", 1_486_204_000, 2, r["Salgsinntekt"])),
                (1, T("Annen driftsinntekt konsern 2025", 12_318_000, 2, r["Annen driftsinntekt"])),
            ],
            "total_revenue",
        ),
        SUM(
            "Årsresultat - minoritetens andel = majoritetens andel (konsern 2025)",
            [
                (1, T("Årsresultat konsern 2025", 96_050_000, 2, r["Årsresultat"])),
                (-1, T("Minoritetens andel 2025", 4_318_000, 2, r["Minoritetens andel av årsresultatet"])),
            ],
            "net_income",
        ),
    ]
    return p, fields, notes, sums
