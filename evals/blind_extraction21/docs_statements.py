"""Financial-statement builders for blind_extraction21 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals from the line items it prints and checks the hand-written label literals
(one L = dict(...) per builder) with same()."""

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


def brk(nd, zero="—", th=",", dp="."):
    """Figure formatter: 1,234 / (1,234) / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="()")

    return f


def dash(nd, zero="–", th=".", dp=","):
    """Figure formatter with a leading minus: 1.234,5 / -1.234,5."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="-")

    return f


def table(s, colx, rows, f, size=7.8, lead=None, cur=None, cur_dx=46, note_x=None, indent=10):
    """rows: (label, values or None, flags[, note]); flags: b bold, i indent, t rule above,
    u double rule below, $ currency sign left of each figure.  Values may be strings.
    Returns {label: row text} for the first row of each label that has figures."""
    out = {}
    lead = lead or size * 1.55
    for row in rows:
        label, vals, flags = row[:3]
        note = row[3] if len(row) > 3 else ""
        if "t" in flags:
            s.p.line(colx[0] - 42, s.y - size - 1.5, colx[-1] + 2, s.y - size - 1.5, 0.4)
        cells = [(s.x + (indent if "i" in flags else 0), label)]
        if note and note_x:
            cells.append((note_x, note, "c"))
        for x, v in zip(colx, vals or [], strict=False):
            txt = v if isinstance(v, str) else f(v)
            if "$" in flags and not isinstance(v, str):
                cells.append((x - cur_dx, cur))
            cells.append((x, txt, "r"))
        qt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if "u" in flags:
            s.p.line(colx[0] - 42, s.y - lead + 3, colx[-1] + 2, s.y - lead + 3, 0.4)
            s.p.line(colx[0] - 42, s.y - lead + 4.6, colx[-1] + 2, s.y - lead + 4.6, 0.4)
        if vals and label not in out:
            out[label] = qt
    return out


def heads(s, colx, lines, size=7.2, rule_x0=None):
    """Column headings right-aligned over the figure columns; (x, text, align) tuples
    are drawn as given (spanning captions, a Notes caption)."""
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
    s.p.line(rule_x0 or colx[0] - 42, s.y - 6, colx[-1] + 2, s.y - 6, 0.5)
    s.skip(4)


def per_share(ni, sh, nd=2):
    return [rnd(n / x, nd) for n, x in zip(ni, sh, strict=True)]


def mid(a, b):
    return (a + b) / 2


# ==================== 1 10-K with a net loss: three fiscal years OLDEST first, MD&A table newest first
@doc("b21_fs_10k_net_loss_oldest_first", "financial_statement", "Halvorsen Medical Robotics 10-K fiscal 2026")
def fs_10k():
    L = dict(rev=131119, oi=-71493, ni=-71380, deps=-1.52, ta=268800, tl=119211, te=149589, cash=61734)
    p = Pdf()
    s = Sheet(p, x=54, xr=558, top=56, size=8)
    s.t("UNITED STATES", 9, True, align="c")
    s.t("SECURITIES AND EXCHANGE COMMISSION", 9, True, align="c")
    s.t("Washington, D.C. 20549", 7.6, align="c")
    s.skip(8)
    q_type = s.t("FORM 10-K", 16, True, align="c")
    s.skip(2)
    s.t(
        "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 7.6, align="c"
    )
    q_end = s.t("For the fiscal year ended June 30, 2026", 9, True, align="c")
    s.t("Commission File Number 001-40912", 7.4, align="c", color=GREY)
    s.skip(8)
    q_co = s.t("HALVORSEN MEDICAL ROBOTICS, INC.", 14, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7, align="c", color=GREY)
    s.t("Delaware · I.R.S. Employer Identification No. 83-2207419", 7.6, align="c")
    s.t("600 Technology Parkway, Suite 300, Ann Arbor, Michigan 48108 · (734) 555-0162", 7.6, align="c")
    s.skip(8)
    s.para(
        "The aggregate market value of the registrant's common stock held by non-affiliates, based on the "
        "closing price on December 31, 2025, the last business day of the registrant's most recently "
        "completed "
        "second fiscal quarter, was approximately $1.9 billion. As of August 21, 2026, the registrant had "
        "47,318,552 shares of common stock outstanding.",
        7.6,
    )
    s.skip(6)
    s.t("Item 7. Management's Discussion and Analysis - Results of Operations (excerpt)", 9, True)
    s.t("(dollars in thousands)", 7.2, color=GREY)
    prod = V(61204, 83915, 104388)
    serv = V(14877, 19402, 26731)
    rev = add(prod, serv)
    cprod = V(31180, 40226, 47915)
    cserv = V(9304, 11870, 15002)
    gp = add(rev, neg(cprod), neg(cserv))
    rd = V(48612, 55390, 61847)
    sm = V(37905, 45118, 52240)
    ga = V(19446, 22731, 25608)
    opx = add(rd, sm, ga)
    oi = add(gp, neg(opx))
    ii = V(3118, 5904, 4276)
    ie = V(-1212, -1187, -3940)
    oth = V(215, -340, 128)
    ebt = add(oi, ii, ie, oth)
    tax = V(188, 264, 351)
    ni = add(ebt, neg(tax))
    sh = V(41880, 43214, 46905)
    eps = per_share(ni, sh)
    mx = [370, 450, 530]
    heads(s, mx, [["Fiscal 2026", "Fiscal 2025", "% Change"]])
    f0 = brk(0)

    def chg(a, b):
        return f"{rnd((a - b) * 100 / abs(b), 0)}%"

    table(
        s,
        mx,
        [
            ("Total revenue", [f0(rev[2]), f0(rev[1]), chg(rev[2], rev[1])], ""),
            (
                "Gross margin",
                [f"{rnd(gp[2] * 100 / rev[2], 1)}%", f"{rnd(gp[1] * 100 / rev[1], 1)}%", ""],
                "",
            ),
            ("Total operating expenses", [f0(opx[2]), f0(opx[1]), chg(opx[2], opx[1])], ""),
            ("Loss from operations", [f0(oi[2]), f0(oi[1]), ""], ""),
            ("Adjusted EBITDA (non-GAAP)", V(-18406, -31772), ""),
        ],
        f0,
    )
    s.skip(4)
    s.para(
        "Revenue growth reflected 61 new system placements (fiscal 2025: 44) and higher procedure volumes. "
        "For fiscal 2027 we expect total revenue of $150 million to $158 million.",
        7.6,
    )
    s.t("42", 7, x=306, align="c", color=GREY)
    # ---- page 2: statements of operations, oldest year first
    s.new_page()
    s.t("HALVORSEN MEDICAL ROBOTICS, INC.", 9, True, align="c")
    s.t("CONSOLIDATED STATEMENTS OF OPERATIONS", 8.6, True, align="c")
    s.t("(in thousands, except per share data)", 7.4, align="c")
    s.skip(4)
    cx = [390, 470, 550]
    heads(s, cx, [[(mid(350, 555), "Year Ended June 30,", "c")], ["2024", "2025", "2026"]])
    r = table(
        s,
        cx,
        [
            ("Revenue:", None, ""),
            ("Product", prod, "i$"),
            ("Service", serv, "i"),
            ("Total revenue", rev, "t"),
            ("Cost of revenue:", None, ""),
            ("Product", cprod, "i"),
            ("Service", cserv, "i"),
            ("Gross profit", gp, "t"),
            ("Operating expenses:", None, ""),
            ("Research and development", rd, "i"),
            ("Sales and marketing", sm, "i"),
            ("General and administrative", ga, "i"),
            ("Total operating expenses", opx, "t"),
            ("Loss from operations", oi, "t"),
            ("Interest income", ii, ""),
            ("Interest expense", ie, ""),
            ("Other income (expense), net", oth, ""),
            ("Loss before income taxes", ebt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net loss", ni, "tbu$"),
            ("Net loss per share, basic and diluted", [brk(2)(x) for x in eps], ""),
            ("Weighted-average shares used in computing net loss per share, basic and diluted", None, ""),
            ("", sh, "i"),
        ],
        f0,
        cur="$",
        cur_dx=58,
    )
    s.skip(6)
    s.t(
        "The accompanying notes are an integral part of these consolidated financial statements.",
        6.8,
        color=GREY,
    )
    s.t("F-4", 7, x=306, align="c", color=GREY)
    # ---- page 3: balance sheets, prior year first
    s.new_page()
    s.t("HALVORSEN MEDICAL ROBOTICS, INC.", 9, True, align="c")
    s.t("CONSOLIDATED BALANCE SHEETS", 8.6, True, align="c")
    s.t("(in thousands, except par value)", 7.4, align="c")
    s.skip(4)
    bx = [470, 550]
    heads(s, bx, [[(mid(430, 555), "June 30,", "c")], ["2025", "2026"]])
    cash = V(84215, 61734)
    sti = V(66840, 71905)
    ar = V(21307, 28944)
    inv = V(30116, 38207)
    pre = V(6012, 7388)
    tca = add(cash, sti, ar, inv, pre)
    ppe = V(18440, 24716)
    rou = V(12905, 19330)
    gw = V(9870, 9870)
    ia = V(5214, 4102)
    oa = V(2118, 2604)
    ta = add(tca, ppe, rou, gw, ia, oa)
    ap = V(9871, 12406)
    acc = V(17305, 20118)
    dr = V(11274, 14906)
    lc = V(2410, 3218)
    tcl = add(ap, acc, dr, lc)
    ltd = V(0, 44213)
    ll = V(11402, 17655)
    drn = V(4118, 5307)
    ol = V(1012, 1388)
    tl = add(tcl, ltd, ll, drn, ol)
    te = add(ta, neg(tl))
    cs = V(43, 47)
    aoci = V(-214, 106)
    deficit = V(-312408, -312408 + ni[2])
    apic = add(te, neg(cs), neg(aoci), neg(deficit))
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "i$"),
            ("Short-term investments", sti, "i"),
            ("Accounts receivable, net", ar, "i"),
            ("Inventory", inv, "i"),
            ("Prepaid expenses and other current assets", pre, "i"),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", ia, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "tbu$"),
            ("LIABILITIES AND STOCKHOLDERS' EQUITY", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "i$"),
            ("Accrued liabilities", acc, "i"),
            ("Deferred revenue, current", dr, "i"),
            ("Operating lease liabilities, current", lc, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net", ltd, ""),
            ("Operating lease liabilities, noncurrent", ll, ""),
            ("Deferred revenue, noncurrent", drn, ""),
            ("Other long-term liabilities", ol, ""),
            ("Total liabilities", tl, "tb"),
            ("Commitments and contingencies (Note 12)", None, ""),
            ("Stockholders' equity:", None, ""),
            ("Preferred stock, $0.0001 par value; none issued", V(0, 0), "i"),
            ("Common stock, $0.001 par value", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Accumulated other comprehensive income (loss)", aoci, "i"),
            ("Accumulated deficit", deficit, "i"),
            ("Total stockholders' equity", te, "tb"),
            ("Total liabilities and stockholders' equity", add(tl, te), "tbu$"),
        ],
        f0,
        cur="$",
        cur_dx=58,
    )
    s.skip(6)
    s.t(
        "The accompanying notes are an integral part of these consolidated financial statements.",
        6.8,
        color=GREY,
    )
    s.t("F-3", 7, x=306, align="c", color=GREY)
    same(L["rev"], rev[2], "rev")
    same(L["oi"], oi[2], "oi")
    same(L["ni"], ni[2], "ni")
    same(L["deps"], eps[2], "eps")
    same(L["ta"], ta[1], "ta")
    same(L["tl"], tl[1], "tl")
    same(L["te"], te[1], "te")
    same(L["cash"], cash[1], "cash")
    K = 1000
    fields = {
        "company_name": F("HALVORSEN MEDICAL ROBOTICS, INC.", 1, q_co),
        "report_type": F("10-K", 1, q_type),
        "period_end_date": F("2026-06-30", 1, q_end),
        "currency": F("USD", 2, r["Net loss"]),
        "total_revenue": F(131_119_000, 2, r["Total revenue"]),
        "operating_income": F(-71_493_000, 2, r["Loss from operations"]),
        "net_income": F(-71_380_000, 2, r["Net loss"]),
        "diluted_eps": F(L["deps"], 2, r["Net loss per share, basic and diluted"]),
        "total_assets": F(268_800_000, 3, b["Total assets"]),
        "total_liabilities": F(119_211_000, 3, b["Total liabilities"]),
        "total_equity": F(149_589_000, 3, b["Total stockholders' equity"]),
        "cash_and_equivalents": F(61_734_000, 3, b["Cash and cash equivalents"]),
    }
    for k, fk in [
        ("rev", "total_revenue"),
        ("oi", "operating_income"),
        ("ni", "net_income"),
        ("ta", "total_assets"),
        ("tl", "total_liabilities"),
        ("te", "total_equity"),
        ("cash", "cash_and_equivalents"),
    ]:
        same(fields[fk]["value"], L[k] * K, "scale " + k)
    notes = (
        "10-K for the fiscal year ended June 30, 2026, $ in thousands. The statements of operations show "
        "three fiscal years OLDEST first (2024, 2025, 2026): current = last column; the balance sheets show "
        "June 30, 2025 then June 30, 2026: current = last column. The MD&A excerpt on page 1 is newest first "
        "and rounded to thousands as well (same figures). The company reports a loss: operating_income is "
        "the bracketed 'Loss from operations', net_income the bracketed 'Net loss' and diluted_eps the "
        "bracketed 'Net loss per share, basic and diluted' (all negative). Short-term investments are not "
        "cash equivalents; adjusted EBITDA and the fiscal 2027 outlook are distractors. No field is null."
    )
    sums = [
        SUM(
            "Total liabilities + total stockholders' equity = total assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


# ==================== 2 German Quartalsmitteilung Q3: nine-month columns FIRST, quarter columns
#                      second, no total
#                      liabilities line, Konzernergebnis vs Aktionäre share
@doc(
    "b21_fs_de_quartalsmitteilung_9m_first",
    "financial_statement",
    "Rheinauer Antriebstechnik Quartalsmitteilung Q3 2026",
)
def fs_de():
    L = dict(rev=512.8, oi=57.8, ni=36.1, deps=0.94, ta=1848.9, te=879.2, cash=142.9)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=58, size=8)
    q_co = s.t("Rheinauer Antriebstechnik AG", 16, True)
    q_type = s.t("Quartalsmitteilung Q3 2026", 13, True)
    q_end = s.t("zum 30. September 2026", 9)
    s.t("Mannheim, 5. November 2026", 7.6, color=GREY)
    s.skip(10)
    f1 = dash(1)
    # columns: 9M 2026, 9M 2025, Q3 2026, Q3 2025
    rev = V(1486.2, 1402.7, 512.8, 471.3)
    hk = V(-1061.4, -1012.9, -364.1, -341.6)
    gp = add(rev, hk)
    vk = V(-142.7, -136.2, -48.3, -45.9)
    vw = V(-71.8, -69.4, -23.9, -23.1)
    fe = V(-58.3, -54.6, -19.8, -18.2)
    sbe = V(12.6, 10.9, 3.7, 4.2)
    sba = V(-9.4, -11.8, -2.6, -3.9)
    ebit = add(gp, vk, vw, fe, sbe, sba)
    fin = V(-14.6, -12.1, -5.2, -4.3)
    ebt = add(ebit, fin)
    st = V(-41.2, -36.4, -15.3, -12.8)
    ke = add(ebt, st)
    nci = V(3.1, 2.7, 1.2, 0.9)
    ka = add(ke, neg(nci))
    eps = per_share(ka, V(38.4, 38.4, 38.4, 38.4))
    da = V(61.5, 58.2, 20.9, 19.6)

    def pc(a, b):
        return fmt(rnd((a - b) * 100 / abs(b), 1), ".", ",", 1, neg="-") + " %"

    s.t("Kennzahlen des Konzerns", 10, True)
    s.t("in Mio. € (soweit nicht anders angegeben)", 7.2, color=GREY)
    kx = [265, 320, 375, 440, 495, 545]
    heads(s, kx, [["9M 2026", "9M 2025", "Veränd.", "Q3 2026", "Q3 2025", "Veränd."]], size=7)

    def krow(label, vals):
        return (
            label,
            [f1(vals[0]), f1(vals[1]), pc(vals[0], vals[1]), f1(vals[2]), f1(vals[3]), pc(vals[2], vals[3])],
            "",
        )

    ae = V(1544.0, 1391.5, 498.6, 455.2)
    table(
        s,
        kx,
        [
            krow("Auftragseingang", ae),
            krow("Umsatzerlöse", rev),
            krow("EBITDA", add(ebit, da)),
            krow("EBIT", ebit),
            (
                "EBIT-Marge in %",
                [f1(rnd(e * 100 / r, 1)) for e, r in zip(ebit, rev, strict=True)][:2]
                + [""]
                + [f1(rnd(e * 100 / r, 1)) for e, r in zip(ebit, rev, strict=True)][2:]
                + [""],
                "",
            ),
            krow("Konzernergebnis", ke),
            (
                "Ergebnis je Aktie in €",
                [
                    fmt(eps[0], ".", ",", 2),
                    fmt(eps[1], ".", ",", 2),
                    "",
                    fmt(eps[2], ".", ",", 2),
                    fmt(eps[3], ".", ",", 2),
                    "",
                ],
                "",
            ),
            ("Mitarbeitende (30.09.)", ["4.812", "4.655", "", "", "", ""], ""),
        ],
        f1,
        size=7.6,
    )
    s.skip(8)
    s.t("Prognose 2026 bestätigt", 9, True)
    s.para(
        "Der Vorstand bestätigt die Prognose für das Geschäftsjahr 2026: Umsatzerlöse zwischen 1.980 und "
        "2.060 Mio. € und eine EBIT-Marge von 10,0 bis 10,8 %. Im dritten Quartal stieg der Umsatz vor allem "
        "durch die Nachfrage nach Getriebemotoren für die Intralogistik.",
        7.8,
    )
    s.t("Seite 1", 7, x=297.5, align="c", color=GREY)
    # ---- page 2: GuV, 9M first then Q3
    s.new_page()
    s.t("Konzern-Gewinn- und Verlustrechnung", 10, True)
    q_unit = s.t("in Mio. €", 7.4, color=GREY)
    s.skip(2)
    cx = [330, 400, 475, 545]
    heads(
        s,
        cx,
        [
            ["1.1.–30.9.", "1.1.–30.9.", "1.7.–30.9.", "1.7.–30.9."],
            ["2026", "2025", "2026", "2025"],
        ],
    )
    g = table(
        s,
        cx,
        [
            ("Umsatzerlöse", rev, "b"),
            ("Herstellungskosten der zur Erzielung der Umsatzerlöse erbrachten Leistungen", None, ""),
            ("", hk, "i"),
            ("Bruttoergebnis vom Umsatz", gp, "t"),
            ("Vertriebskosten", vk, ""),
            ("Allgemeine Verwaltungskosten", vw, ""),
            ("Forschungs- und Entwicklungskosten", fe, ""),
            ("Sonstige betriebliche Erträge", sbe, ""),
            ("Sonstige betriebliche Aufwendungen", sba, ""),
            ("Operatives Ergebnis (EBIT)", ebit, "tb"),
            ("Finanzergebnis", fin, ""),
            ("Ergebnis vor Ertragsteuern", ebt, "t"),
            ("Ertragsteuern", st, ""),
            ("Konzernergebnis", ke, "tb"),
            ("davon auf Aktionäre der Rheinauer Antriebstechnik AG entfallend", ka, "i"),
            ("davon auf nicht beherrschende Anteile entfallend", nci, "i"),
        ],
        f1,
        size=7.6,
    )
    s.skip(4)
    g2 = table(
        s,
        cx,
        [("Ergebnis je Aktie (unverwässert und verwässert) in €", [fmt(x, ".", ",", 2) for x in eps], "")],
        f1,
        size=7.6,
    )
    s.t("Durchschnittliche Anzahl Aktien: 38,4 Mio. (Vorjahr: 38,4 Mio.)", 7, color=GREY)
    s.skip(10)
    # balance sheet on the same page
    s.t("Konzernbilanz", 10, True)
    s.t("in Mio. €", 7.4, color=GREY)
    s.skip(2)
    bx = [475, 545]
    heads(s, bx, [["30.09.2026", "31.12.2025"]])
    imm = V(284.6, 289.3)
    sach = V(512.7, 498.1)
    nutz = V(64.2, 61.8)
    lat = V(38.5, 40.2)
    sla = V(21.9, 20.4)
    lfv = add(imm, sach, nutz, lat, sla)
    vor = V(398.4, 352.6)
    ford = V(327.1, 281.9)
    skv = V(58.6, 49.3)
    zm = V(142.9, 188.4)
    kfv = add(vor, ford, skv, zm)
    ta = add(lfv, kfv)
    gk = V(38.4, 38.4)
    kr = V(214.7, 214.7)
    sr = V(-18.2, -11.6)
    nbh = V(27.5, 25.1)
    pens = V(96.8, 101.4)
    lfin = V(310.0, 330.0)
    lleas = V(49.7, 47.1)
    lso = V(22.6, 21.8)
    lfs = add(pens, lfin, lleas, lso)
    kfin = V(64.3, 41.9)
    vll = V(241.8, 226.5)
    rst = V(88.1, 79.6)
    kso = V(96.4, 84.2)
    kfs = add(kfin, vll, rst, kso)
    eka = add(ta, neg(lfs), neg(kfs), neg(nbh))
    gr = add(eka, neg(gk), neg(kr), neg(sr))
    ek = add(eka, nbh)
    b = table(
        s,
        bx,
        [
            ("Aktiva", None, "b"),
            ("Immaterielle Vermögenswerte", imm, "i"),
            ("Sachanlagen", sach, "i"),
            ("Nutzungsrechte aus Leasingverhältnissen", nutz, "i"),
            ("Latente Steueransprüche", lat, "i"),
            ("Sonstige langfristige Vermögenswerte", sla, "i"),
            ("Langfristige Vermögenswerte", lfv, "t"),
            ("Vorräte", vor, "i"),
            ("Forderungen aus Lieferungen und Leistungen", ford, "i"),
            ("Sonstige kurzfristige Vermögenswerte", skv, "i"),
            ("Zahlungsmittel und Zahlungsmitteläquivalente", zm, "i"),
            ("Kurzfristige Vermögenswerte", kfv, "t"),
            ("Summe Aktiva", ta, "tbu"),
            ("Passiva", None, "b"),
            ("Gezeichnetes Kapital", gk, "i"),
            ("Kapitalrücklage", kr, "i"),
            ("Gewinnrücklagen", gr, "i"),
            ("Sonstige Rücklagen", sr, "i"),
            ("Eigenkapital der Aktionäre der Rheinauer Antriebstechnik AG", eka, "t"),
            ("Nicht beherrschende Anteile", nbh, "i"),
            ("Summe Eigenkapital", ek, "tb"),
            ("Pensionsrückstellungen", pens, "i"),
            ("Langfristige Finanzverbindlichkeiten", lfin, "i"),
            ("Langfristige Leasingverbindlichkeiten", lleas, "i"),
            ("Sonstige langfristige Schulden", lso, "i"),
            ("Langfristige Schulden", lfs, "t"),
            ("Kurzfristige Finanzverbindlichkeiten", kfin, "i"),
            ("Verbindlichkeiten aus Lieferungen und Leistungen", vll, "i"),
            ("Sonstige Rückstellungen", rst, "i"),
            ("Sonstige kurzfristige Schulden", kso, "i"),
            ("Kurzfristige Schulden", kfs, "t"),
            ("Summe Passiva", add(ek, lfs, kfs), "tbu"),
        ],
        f1,
        size=7.6,
        lead=11.2,
    )
    same(L["rev"], rev[2], "rev")
    same(L["oi"], ebit[2], "oi")
    same(L["ni"], ka[2], "ni")
    same(L["deps"], eps[2], "eps")
    same(L["ta"], ta[0], "ta")
    same(L["te"], ek[0], "te")
    same(L["cash"], zm[0], "cash")
    M = 1_000_000
    fields = {
        "company_name": F("Rheinauer Antriebstechnik AG", 1, q_co),
        "report_type": F("other", 1, q_type),
        "period_end_date": F("2026-09-30", 1, q_end),
        "currency": F("EUR", 2, q_unit),
        "total_revenue": F(512_800_000, 2, g["Umsatzerlöse"]),
        "operating_income": F(57_800_000, 2, g["Operatives Ergebnis (EBIT)"]),
        "net_income": F(36_100_000, 2, g["davon auf Aktionäre der Rheinauer Antriebstechnik AG entfallend"]),
        "diluted_eps": F(L["deps"], 2, g2["Ergebnis je Aktie (unverwässert und verwässert) in €"]),
        "total_assets": F(1_848_900_000, 2, b["Summe Aktiva"]),
        "total_liabilities": NULL(),
        "total_equity": F(879_200_000, 2, b["Summe Eigenkapital"]),
        "cash_and_equivalents": F(142_900_000, 2, b["Zahlungsmittel und Zahlungsmitteläquivalente"]),
    }
    for k, fk in [
        ("rev", "total_revenue"),
        ("oi", "operating_income"),
        ("ni", "net_income"),
        ("ta", "total_assets"),
        ("te", "total_equity"),
        ("cash", "cash_and_equivalents"),
    ]:
        same(fields[fk]["value"], D(str(L[k])) * M, "scale " + k)
    notes = (
        "German quarterly statement (Quartalsmitteilung) for Q3 2026 in Mio. € ('1.486,2', '-364,1'); "
        "report_type other (neither a 10-Q nor a press release). Both the key-figure table and the income "
        "statement print the nine-month columns FIRST (1.1.-30.9.2026, 1.1.-30.9.2025) and the quarter "
        "columns second: current = the third column (1.7.-30.9.2026). operating_income is 'Operatives "
        "Ergebnis (EBIT)'; net_income the 'davon auf Aktionäre ... entfallend' line, not the "
        "Konzernergebnis; "
        "diluted_eps the combined basic-and-diluted line. Balance sheet current = first column "
        "(30.09.2026); total_equity is 'Summe Eigenkapital' including non-controlling interests. "
        "total_liabilities is null: only 'Langfristige Schulden' and 'Kurzfristige Schulden' are printed, no "
        "total; total equity + both liability subtotals = Summe Aktiva (sum)."
    )
    sums = [
        SUM(
            "Summe Eigenkapital + langfristige + kurzfristige Schulden = Summe Aktiva",
            [
                (1, "total_equity"),
                (1, T("Langfristige Schulden", float(rnd(lfs[0] * M)), 2, b["Langfristige Schulden"])),
                (1, T("Kurzfristige Schulden", float(rnd(kfs[0] * M)), 2, b["Kurzfristige Schulden"])),
            ],
            "total_assets",
        ),
        SUM(
            "Aktionäre + nicht beherrschende Anteile = Konzernergebnis (Q3 2026)",
            [
                (1, "net_income"),
                (
                    1,
                    T(
                        "davon nicht beherrschende Anteile",
                        1_200_000,
                        2,
                        g["davon auf nicht beherrschende Anteile entfallend"],
                    ),
                ),
            ],
            T("Konzernergebnis", float(rnd(ke[2] * M)), 2, g["Konzernergebnis"]),
        ),
    ]
    return p, fields, notes, sums


# ==================== 3 Japanese earnings release (kessan tanshin, English, IFRS, millions of yen):
#                      periods as ROWS
#                      in the summary, full statements with the PRIOR year first
@doc(
    "b21_fs_jp_tanshin_prior_year_first",
    "financial_statement",
    "Kisogawa Precision Instruments FY2025 results",
)
def fs_jp():
    L = dict(rev=248613, oi=31721, ni=22271, deps=141.94, ta=263300, tl=85316, te=177984, cash=52377)
    p = Pdf(**A4)
    s = Sheet(p, x=44, xr=551, top=52, size=7.8)
    q_type = s.t("Consolidated Financial Results for the Fiscal Year Ended March 31, 2026 [IFRS]", 11, True)
    s.row([(551, "May 13, 2026", "r")], 7.6)
    q_co = s.kv("Company name:", "Kisogawa Precision Instruments Co., Ltd.", xv=200)
    s.kv("Listing:", "Tokyo Stock Exchange, Prime Market", xv=200)
    s.kv("Securities code:", "7794", xv=200)
    s.kv("Representative:", "Hiroyuki Tanabe, President and CEO", xv=200)
    s.kv("Scheduled date of dividend payment:", "June 26, 2026", xv=200)
    s.skip(2)
    s.t("(Amounts of less than one million yen are rounded down.)", 7, color=GREY)
    s.skip(4)
    # figures, prior year (FY2024) and current year (FY2025)
    rev = V(232790, 248613)
    cos = V(158402, 166935)
    gp = add(rev, neg(cos))
    sga = V(47318, 50206)
    ooi = V(1204, 1587)
    ooe = V(2016, 1338)
    op = add(gp, neg(sga), ooi, neg(ooe))
    fi = V(842, 1106)
    fc = V(611, 574)
    eq = V(228, 315)
    pbt = add(op, fi, neg(fc), eq)
    tax = V(7905, 9488)
    prof = add(pbt, neg(tax))
    own = V(18104, 22271)
    nci = add(prof, neg(own))
    shb = V(156118, 156420)
    shd = V(156587, 156904)
    eb = [rnd(x * 1000 / y, 2) for x, y in zip(own, shb, strict=True)]
    ed = [rnd(x * 1000 / y, 2) for x, y in zip(own, shd, strict=True)]
    f0 = brk(0, zero="-")

    def yoy(a, b):
        return fmt(rnd((a - b) * 100 / b, 1), ",", ".", 1, neg="()")

    s.t("1. Consolidated Financial Results for FY2025 (April 1, 2025 to March 31, 2026)", 8.6, True)
    q_unit = s.t(
        "(1) Consolidated operating results (Millions of yen; percentages indicate year-on-year changes)", 7.6
    )
    hx = [150, 178, 232, 258, 312, 338, 392, 418, 520, 549]
    s.row(
        [
            (mid(95, 180), "Revenue", "c"),
            (mid(185, 260), "Operating profit", "c"),
            (mid(265, 340), "Profit before tax", "c"),
            (mid(345, 420), "Profit", "c"),
            (mid(425, 551), "Profit attributable to owners of parent", "c"),
        ],
        size=6.6,
        bold=True,
        lead=10,
    )
    s.row([(x, t, "r") for x, t in zip(hx, ["", "%"] * 5, strict=True) if t], size=6.6, bold=True)
    s.rule(0.4)
    lines_ = []
    for i, lab in ((1, "FY2025"), (0, "FY2024")):
        vals = [rev, op, pbt, prof, own]
        prior = [V(219436), V(24115), V(24808), V(17120), V(16489)]
        cells = [(44, lab)]
        for k, (x1, x2) in enumerate(zip(hx[0::2], hx[1::2], strict=True)):
            cur = vals[k][i]
            base = vals[k][0] if i == 1 else prior[k][0]
            cells += [(x1, f0(cur), "r"), (x2, yoy(cur, base), "r")]
        lines_.append(s.row(cells, size=7.6))
    s.skip(4)
    ex = [150, 230, 310, 390, 470]
    s.row(
        [
            (x, t, "r")
            for x, t in zip(
                ex, ["Basic EPS", "Diluted EPS", "ROE", "ROA (PBT)", "Operating margin"], strict=True
            )
        ],
        size=6.6,
        bold=True,
        lead=9,
    )
    s.row([(x, t, "r") for x, t in zip(ex, ["Yen", "Yen", "%", "%", "%"], strict=True)], size=6.6, bold=True)
    s.rule(0.4)
    s.row(
        [
            (44, "FY2025"),
            (150, fmt(eb[1], ",", ".", 2), "r"),
            (230, fmt(ed[1], ",", ".", 2), "r"),
            (310, "11.9", "r"),
            (390, "9.8", "r"),
            (470, "12.8", "r"),
        ],
        size=7.6,
    )
    s.row(
        [
            (44, "FY2024"),
            (150, fmt(eb[0], ",", ".", 2), "r"),
            (230, fmt(ed[0], ",", ".", 2), "r"),
            (310, "10.4", "r"),
            (390, "8.5", "r"),
            (470, "11.3", "r"),
        ],
        size=7.6,
    )
    s.skip(6)
    # balance sheet figures (prior, current) used in the summary and on page 2
    cash = V(48906, 52377)
    tr = V(44312, 47095)
    inv = V(39870, 41654)
    oca = V(6213, 6881)
    tca = add(cash, tr, inv, oca)
    ppe = V(71406, 76219)
    gw = V(8115, 8115)
    ia = V(6902, 7430)
    ema = V(3418, 3733)
    ofa = V(12330, 13904)
    dta = V(4106, 3872)
    onc = V(1915, 2020)
    tnca = add(ppe, gw, ia, ema, ofa, dta, onc)
    ta = add(tca, tnca)
    tp = V(27905, 29316)
    bbc = V(9000, 6500)
    itp = V(3114, 4071)
    ocl = V(14226, 15308)
    tcl = add(tp, bbc, itp, ocl)
    bbn = V(22500, 20000)
    rbl = V(5811, 5604)
    dtl = V(1806, 2177)
    onl = V(2113, 2340)
    tncl = add(bbn, rbl, dtl, onl)
    tl = add(tcl, tncl)
    te = add(ta, neg(tl))
    ncib = V(4022, 4561)
    eo = add(te, neg(ncib))
    sc = V(18460, 18460)
    cs = V(19733, 19790)
    ts = V(-2905, -4412)
    oce = V(6318, 7105)
    re_ = add(eo, neg(sc), neg(cs), neg(ts), neg(oce))
    s.t("(2) Consolidated financial position (Millions of yen)", 7.6)
    px = [200, 300, 430, 520]
    s.row(
        [
            (x, t, "r")
            for x, t in zip(
                px,
                [
                    "Total assets",
                    "Total equity",
                    "Equity attributable to owners of parent",
                    "Ratio of equity",
                ],
                strict=True,
            )
        ],
        size=6.6,
        bold=True,
    )
    s.rule(0.4)
    for i, lab in ((1, "As of March 31, 2026"), (0, "As of March 31, 2025")):
        s.row(
            [
                (44, lab),
                (200, f0(ta[i]), "r"),
                (300, f0(te[i]), "r"),
                (430, f0(eo[i]), "r"),
                (520, f"{rnd(eo[i] * 100 / ta[i], 1)}%", "r"),
            ],
            size=7.6,
        )
    s.skip(6)
    s.t("(3) Consolidated cash flows (Millions of yen)", 7.6)
    cx3 = [170, 255, 340, 549]
    s.row(
        [
            (x, t, "r")
            for x, t in zip(
                cx3,
                [
                    "Operating activities",
                    "Investing activities",
                    "Financing activities",
                    "Cash and cash equivalents at end of period",
                ],
                strict=True,
            )
        ],
        size=6.6,
        bold=True,
    )
    s.rule(0.4)
    s.row(
        [
            (44, "FY2025"),
            (170, "34,118", "r"),
            (255, "(17,362)", "r"),
            (340, "(13,529)", "r"),
            (549, f0(cash[1]), "r"),
        ],
        size=7.6,
    )
    s.row(
        [
            (44, "FY2024"),
            (170, "29,704", "r"),
            (255, "(15,881)", "r"),
            (340, "(10,246)", "r"),
            (549, f0(cash[0]), "r"),
        ],
        size=7.6,
    )
    s.skip(6)
    s.t("2. Dividends: annual dividend per share FY2025 ¥52.00 (FY2024 ¥44.00); FY2026 forecast ¥56.00", 7.6)
    s.skip(4)
    s.t("3. Consolidated Forecast for FY2026 (April 1, 2026 to March 31, 2027) (Millions of yen)", 7.6, True)
    s.row(
        [
            (44, "Full year"),
            (150, "262,000", "r"),
            (178, "5.4", "r"),
            (232, "34,500", "r"),
            (258, "8.8", "r"),
            (520, "24,000", "r"),
            (549, "7.8", "r"),
        ],
        size=7.6,
    )
    s.t(
        "(Revenue, operating profit and profit attributable to owners of parent; % change year on year)",
        6.6,
        color=GREY,
    )
    # ---- page 2: statement of financial position, prior year first
    s.new_page()
    s.t("Consolidated Statement of Financial Position", 10, True)
    s.t("(Millions of yen)", 7.2, x=551, align="r")
    bx = [440, 549]
    heads(s, bx, [["As of March 31, 2025", "As of March 31, 2026"]], size=6.8)
    b = table(
        s,
        bx,
        [
            ("Assets", None, "b"),
            ("Current assets", None, ""),
            ("Cash and cash equivalents", cash, "i"),
            ("Trade and other receivables", tr, "i"),
            ("Inventories", inv, "i"),
            ("Other current assets", oca, "i"),
            ("Total current assets", tca, "t"),
            ("Non-current assets", None, ""),
            ("Property, plant and equipment", ppe, "i"),
            ("Goodwill", gw, "i"),
            ("Intangible assets", ia, "i"),
            ("Investments accounted for using the equity method", ema, "i"),
            ("Other financial assets", ofa, "i"),
            ("Deferred tax assets", dta, "i"),
            ("Other non-current assets", onc, "i"),
            ("Total non-current assets", tnca, "t"),
            ("Total assets", ta, "tb"),
            ("Liabilities and equity", None, "b"),
            ("Current liabilities", None, ""),
            ("Trade and other payables", tp, "i"),
            ("Bonds and borrowings", bbc, "i"),
            ("Income taxes payable", itp, "i"),
            ("Other current liabilities", ocl, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Non-current liabilities", None, ""),
            ("Bonds and borrowings ", bbn, "i"),
            ("Retirement benefit liability", rbl, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("Other non-current liabilities", onl, "i"),
            ("Total non-current liabilities", tncl, "t"),
            ("Total liabilities", tl, "tb"),
            ("Equity", None, ""),
            ("Share capital", sc, "i"),
            ("Capital surplus", cs, "i"),
            ("Retained earnings", re_, "i"),
            ("Treasury shares", ts, "i"),
            ("Other components of equity", oce, "i"),
            ("Total equity attributable to owners of parent", eo, "t"),
            ("Non-controlling interests", ncib, "i"),
            ("Total equity", te, "tb"),
            ("Total liabilities and equity", add(tl, te), "tbu"),
        ],
        f0,
        size=7.6,
        lead=11.6,
    )
    # ---- page 3: statement of profit or loss, prior year first
    s.new_page()
    s.t("Consolidated Statement of Profit or Loss", 10, True)
    s.t("(Millions of yen)", 7.2, x=551, align="r")
    cx = [440, 549]
    heads(
        s,
        cx,
        [
            ["FY2024", "FY2025"],
            ["(From April 1, 2024", "(From April 1, 2025"],
            ["to March 31, 2025)", "to March 31, 2026)"],
        ],
        size=6.8,
    )
    g = table(
        s,
        cx,
        [
            ("Revenue", rev, ""),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative expenses", sga, ""),
            ("Other income", ooi, ""),
            ("Other expenses", ooe, ""),
            ("Operating profit", op, "t"),
            ("Finance income", fi, ""),
            ("Finance costs", fc, ""),
            ("Share of profit of investments accounted for using the equity method", eq, ""),
            ("Profit before tax", pbt, "t"),
            ("Income tax expense", tax, ""),
            ("Profit", prof, "tb"),
            ("Profit attributable to:", None, ""),
            ("Owners of parent", own, "i"),
            ("Non-controlling interests", nci, "i"),
            ("Earnings per share", None, ""),
            ("Basic earnings per share (Yen)", [fmt(x, ",", ".", 2) for x in eb], "i"),
            ("Diluted earnings per share (Yen)", [fmt(x, ",", ".", 2) for x in ed], "i"),
        ],
        f0,
        size=7.8,
    )
    same(L["rev"], rev[1], "rev")
    same(L["oi"], op[1], "oi")
    same(L["ni"], own[1], "ni")
    same(L["deps"], ed[1], "eps")
    same(L["ta"], ta[1], "ta")
    same(L["tl"], tl[1], "tl")
    same(L["te"], te[1], "te")
    same(L["cash"], cash[1], "cash")
    M = 1_000_000
    fields = {
        "company_name": F("Kisogawa Precision Instruments Co., Ltd.", 1, q_co),
        "report_type": F("earnings_release", 1, q_type),
        "period_end_date": F("2026-03-31", 1, q_type),
        "currency": F("JPY", 1, q_unit),
        "total_revenue": F(248_613_000_000, 3, g["Revenue"]),
        "operating_income": F(31_721_000_000, 3, g["Operating profit"]),
        "net_income": F(22_271_000_000, 3, g["Owners of parent"]),
        "diluted_eps": F(L["deps"], 3, g["Diluted earnings per share (Yen)"]),
        "total_assets": F(263_300_000_000, 2, b["Total assets"]),
        "total_liabilities": F(85_316_000_000, 2, b["Total liabilities"]),
        "total_equity": F(177_984_000_000, 2, b["Total equity"]),
        "cash_and_equivalents": F(52_377_000_000, 2, b["Cash and cash equivalents"]),
    }
    for k, fk in [
        ("rev", "total_revenue"),
        ("oi", "operating_income"),
        ("ni", "net_income"),
        ("ta", "total_assets"),
        ("tl", "total_liabilities"),
        ("te", "total_equity"),
        ("cash", "cash_and_equivalents"),
    ]:
        same(fields[fk]["value"], D(str(L[k])) * M, "scale " + k)
    notes = (
        "Japanese annual earnings release (kessan tanshin) in English, IFRS, millions of yen, fiscal year "
        "April 1, 2025 to March 31, 2026 (called FY2025). report_type earnings_release ('Consolidated "
        "Financial Results'). The page-1 summary prints periods as ROWS (FY2025 first) with year-on-year % "
        "columns beside each figure; the full statements on pages 2-3 print the PRIOR year first: current "
        "= last column. operating_income is 'Operating profit'; net_income 'Owners of parent' (profit "
        "attributable to owners of parent), not 'Profit'; diluted_eps the diluted EPS in yen. total_equity "
        "is 'Total equity' including non-controlling interests. The FY2026 forecast, dividends, cash-flow "
        "totals and ratios are distractors. No field is null."
    )
    sums = [
        SUM(
            "Owners of parent + non-controlling interests = Profit",
            [
                (1, "net_income"),
                (1, T("Non-controlling interests", float(nci[1] * M), 3, g["Non-controlling interests"])),
            ],
            T("Profit", float(prof[1] * M), 3, g["Profit"]),
        ),
    ]
    return p, fields, notes, sums


# ==================== 4 Swiss annual report in CHF million: Notes column, restated prior year,
#                      THREE balance-sheet
#                      dates (IAS 8 restatement), core EBIT and rounded headline figures
@doc(
    "b21_fs_ch_annual_report_restated_notes",
    "financial_statement",
    "Grisoni Sensorik Holding Annual Report 2025",
)
def fs_ch():
    L = dict(rev=1262.4, oi=190.1, ni=143.2, deps=4.89, ta=1585.7, tl=632.4, te=953.3, cash=184.6)
    p = Pdf(**A4)
    s = Sheet(p, x=50, xr=545, top=58, size=8)
    q_co = s.t("Grisoni Sensorik Holding AG", 16, True)
    q_type = s.t("Annual Report 2025", 13, True)
    s.t("Chur, Switzerland · SIX Swiss Exchange: GRSN", 7.8, color=GREY)
    s.skip(10)
    f1 = dash(1, zero="–", th="'", dp=".")
    rev = V(1262.4, 1171.8)
    cogs = V(-698.3, -661.5)
    gp = add(rev, cogs)
    ms = V(-201.6, -189.2)
    rd = V(-104.9, -97.3)
    ga = V(-71.2, -68.8)
    oth = V(3.7, -2.4)
    ebit = add(gp, ms, rd, ga, oth)
    finc = V(4.8, 3.9)
    fexp = V(-11.6, -12.4)
    pbt = add(ebit, finc, fexp)
    tax = V(-33.9, -26.2)
    np_ = add(pbt, tax)
    nci = V(6.2, 5.1)
    own = add(np_, neg(nci))
    epsb = per_share(own, V(29.12, 29.05))
    epsd = per_share(own, V(29.31, 29.22))
    core = add(ebit, V(21.4, 18.9))

    def chg(a, b):
        return fmt(rnd((a - b) * 100 / abs(b), 1), "'", ".", 1, neg="-")

    s.t("Key figures", 10, True)
    s.t("CHF million", 7.2, color=GREY)
    kx = [420, 485, 545]
    heads(s, kx, [["2025", "2024 restated¹", "Change in %"]])
    table(
        s,
        kx,
        [
            ("Net sales", [f1(rev[0]), f1(rev[1]), chg(rev[0], rev[1])], ""),
            ("Core EBIT²", [f1(core[0]), f1(core[1]), chg(core[0], core[1])], ""),
            (
                "Core EBIT margin in %",
                [f1(rnd(core[0] * 100 / rev[0], 1)), f1(rnd(core[1] * 100 / rev[1], 1)), ""],
                "",
            ),
            ("Operating profit (EBIT)", [f1(ebit[0]), f1(ebit[1]), chg(ebit[0], ebit[1])], ""),
            ("Net profit", [f1(np_[0]), f1(np_[1]), chg(np_[0], np_[1])], ""),
            ("Dividend per share in CHF³", ["2.40", "2.10", ""], ""),
            ("Employees (FTE, 31 December)", ["4'184", "3'977", ""], ""),
        ],
        f1,
    )
    s.t(
        "¹ Restated for the change in accounting policy for development costs (IAS 8), see note 2.",
        6.8,
        color=GREY,
    )
    s.t(
        "² Core EBIT excludes amortisation of acquired intangibles and restructuring costs (alternative "
        "performance "
        "measure).",
        6.8,
        color=GREY,
    )
    s.t(
        "³ 2025: proposal of the Board of Directors to the Annual General Meeting on 14 April 2026.",
        6.8,
        color=GREY,
    )
    s.skip(10)
    s.t("Letter to shareholders", 10, True)
    s.para(
        "Dear Shareholders, 2025 was a record year for Grisoni Sensorik. Net sales rose to CHF 1.26 billion, "
        "driven by pressure and flow sensors for hydrogen applications, and core EBIT exceeded CHF 210 "
        "million "
        "for the first time. For 2026 we expect organic sales growth of 5-7% and a core EBIT margin of "
        "around "
        "17%.",
        8,
    )
    s.t("Dr. Flurina Caduff, Chair · Matteo Grisoni, CEO", 8)
    s.t("4", 7, x=297.5, align="c", color=GREY)
    # ---- page 2: income statement with Notes column
    s.new_page()
    s.t("Consolidated income statement", 11, True)
    q_unit = s.t("for the year ended 31 December · CHF million", 7.4, color=GREY)
    s.skip(2)
    cx = [470, 545]
    heads(s, cx, [[(380, "Notes", "c"), "2025", "2024"], ["", "restated¹"]])
    g = table(
        s,
        cx,
        [
            ("Net sales", rev, "b", "5"),
            ("Cost of goods sold", cogs, "", "6"),
            ("Gross profit", gp, "t"),
            ("Marketing and sales", ms, "", "6"),
            ("Research and development", rd, "", "2, 6"),
            ("General and administration", ga, "", "6"),
            ("Other operating income and expenses, net", oth, "", "7"),
            ("Operating profit (EBIT)", ebit, "tb"),
            ("Financial income", finc, "", "8"),
            ("Financial expenses", fexp, "", "8"),
            ("Profit before income taxes", pbt, "t"),
            ("Income taxes", tax, "", "9"),
            ("Net profit", np_, "tb"),
            ("attributable to shareholders of Grisoni Sensorik Holding AG", own, "i"),
            ("attributable to non-controlling interests", nci, "i"),
        ],
        f1,
        note_x=380,
    )
    s.skip(4)
    g2 = table(
        s,
        cx,
        [
            ("Basic earnings per share (CHF)", [fmt(x, "'", ".", 2) for x in epsb], "", "10"),
            ("Diluted earnings per share (CHF)", [fmt(x, "'", ".", 2) for x in epsd], "", "10"),
        ],
        f1,
        note_x=380,
    )
    s.skip(6)
    s.para(
        "¹ Development costs that meet the IAS 38 criteria are capitalised from 1 January 2025; comparative "
        "figures and the opening balance sheet at 1 January 2024 were restated accordingly (note 2).",
        7,
    )
    # ---- page 3: balance sheet with three dates
    s.new_page()
    s.t("Consolidated balance sheet", 11, True)
    s.t("CHF million", 7.4, color=GREY)
    s.skip(2)
    bx = [405, 475, 545]
    heads(
        s, bx, [[(330, "Notes", "c"), "31.12.2025", "31.12.2024", "1.1.2024"], ["", "restated¹", "restated¹"]]
    )
    cash = V(184.6, 151.2, 133.9)
    sec = V(40.0, 25.0, 0)
    rec = V(231.7, 214.0, 198.5)
    inv = V(247.3, 236.8, 221.6)
    oca = V(38.2, 35.9, 31.4)
    tca = add(cash, sec, rec, inv, oca)
    ppe = V(402.5, 381.7, 366.0)
    ia = V(188.9, 176.4, 171.2)
    gw = V(212.6, 212.6, 207.9)
    dta = V(22.4, 24.1, 25.8)
    ona = V(17.5, 16.3, 15.1)
    tnca = add(ppe, ia, gw, dta, ona)
    ta = add(tca, tnca)
    tp = V(121.8, 112.4, 105.9)
    std = V(50.0, 0, 35.0)
    ocl = V(118.6, 109.7, 101.2)
    tcl = add(tp, std, ocl)
    bond = V(249.3, 299.0, 298.7)
    pen = V(41.8, 47.2, 52.6)
    dtl = V(38.7, 35.1, 31.9)
    onl = V(12.2, 11.6, 10.8)
    tncl = add(bond, pen, dtl, onl)
    tl = add(tcl, tncl)
    te = add(ta, neg(tl))
    ncib = V(31.5, 27.8, 24.6)
    eo = add(te, neg(ncib))
    scap = V(2.9, 2.9, 2.9)
    tsh = V(-14.8, -9.6, -11.2)
    re_ = add(eo, neg(scap), neg(tsh))
    b = table(
        s,
        bx,
        [
            ("Cash and cash equivalents", cash, "", "11"),
            ("Short-term financial investments", sec, "", "11"),
            ("Trade receivables", rec, "", "12"),
            ("Inventories", inv, "", "13"),
            ("Other current assets", oca, ""),
            ("Current assets", tca, "tb"),
            ("Property, plant and equipment", ppe, "", "14"),
            ("Intangible assets", ia, "", "2, 15"),
            ("Goodwill", gw, "", "15"),
            ("Deferred tax assets", dta, "", "9"),
            ("Other non-current assets", ona, ""),
            ("Non-current assets", tnca, "tb"),
            ("Total assets", ta, "tbu"),
            ("Trade payables", tp, ""),
            ("Short-term financial debts", std, "", "16"),
            ("Other current liabilities and provisions", ocl, "", "17"),
            ("Current liabilities", tcl, "tb"),
            ("Bonds", bond, "", "16"),
            ("Employee benefit obligations", pen, "", "18"),
            ("Deferred tax liabilities", dtl, "", "2, 9"),
            ("Other non-current liabilities", onl, ""),
            ("Non-current liabilities", tncl, "tb"),
            ("Total liabilities", tl, "tb"),
            ("Share capital", scap, "", "19"),
            ("Treasury shares", tsh, "", "19"),
            ("Retained earnings and other reserves", re_, "", "2"),
            ("Equity attributable to shareholders of Grisoni Sensorik Holding AG", eo, "t"),
            ("Non-controlling interests", ncib, ""),
            ("Total equity", te, "tb"),
            ("Total liabilities and equity", add(tl, te), "tbu"),
        ],
        f1,
        note_x=330,
        size=7.6,
        lead=11.8,
    )
    same(L["rev"], rev[0], "rev")
    same(L["oi"], ebit[0], "oi")
    same(L["ni"], own[0], "ni")
    same(L["deps"], epsd[0], "eps")
    same(L["ta"], ta[0], "ta")
    same(L["tl"], tl[0], "tl")
    same(L["te"], te[0], "te")
    same(L["cash"], cash[0], "cash")
    M = 1_000_000
    fields = {
        "company_name": F("Grisoni Sensorik Holding AG", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2025-12-31", 3, "31.12.2025"),
        "currency": F("CHF", 2, q_unit),
        "total_revenue": F(1_262_400_000, 2, g["Net sales"]),
        "operating_income": F(190_100_000, 2, g["Operating profit (EBIT)"]),
        "net_income": F(143_200_000, 2, g["attributable to shareholders of Grisoni Sensorik Holding AG"]),
        "diluted_eps": F(L["deps"], 2, g2["Diluted earnings per share (CHF)"]),
        "total_assets": F(1_585_700_000, 3, b["Total assets"]),
        "total_liabilities": F(632_400_000, 3, b["Total liabilities"]),
        "total_equity": F(953_300_000, 3, b["Total equity"]),
        "cash_and_equivalents": F(184_600_000, 3, b["Cash and cash equivalents"]),
    }
    for k, fk in [
        ("rev", "total_revenue"),
        ("oi", "operating_income"),
        ("ni", "net_income"),
        ("ta", "total_assets"),
        ("tl", "total_liabilities"),
        ("te", "total_equity"),
        ("cash", "cash_and_equivalents"),
    ]:
        same(fields[fk]["value"], D(str(L[k])) * M, "scale " + k)
    notes = (
        "Swiss annual report 2025 in CHF million with apostrophe grouping ('1'262.4', '-698.3'); fiscal year "
        "= "
        "calendar 2025. The income statement has a Notes column (note numbers such as '5', '2, 6') before "
        "the figure columns: current = first figure column (2025), the second is 2024 restated. The balance "
        "sheet has three dates because of an IAS 8 restatement (31.12.2025, 31.12.2024 restated, 1.1.2024 "
        "restated): current = first column. operating_income is 'Operating profit (EBIT)', not core EBIT; "
        "net_income the line attributable to shareholders, not Net profit; total_equity is 'Total equity' "
        "including non-controlling interests. Headline figures in the letter are rounded (CHF 1.26 billion). "
        "No field is null."
    )
    sums = [
        SUM(
            "Shareholders + non-controlling interests = Net profit",
            [
                (1, "net_income"),
                (
                    1,
                    T(
                        "attributable to non-controlling interests",
                        6_200_000,
                        2,
                        g["attributable to non-controlling interests"],
                    ),
                ),
            ],
            T("Net profit", float(np_[0] * M), 2, g["Net profit"]),
        ),
        SUM(
            "Current + non-current liabilities = Total liabilities",
            [
                (1, T("Current liabilities", float(tcl[0] * M), 3, b["Current liabilities"])),
                (1, T("Non-current liabilities", float(tncl[0] * M), 3, b["Non-current liabilities"])),
            ],
            "total_liabilities",
        ),
    ]
    return p, fields, notes, sums


# ==================== 5 10-Q in $ millions: discontinued operations, NCI, EPS split into
#                      continuing / discontinued,
#                      assets and liabilities held for sale, restricted cash
@doc("b21_fs_10q_discontinued_ops_nci", "financial_statement", "Oakhurst Specialty Chemicals 10-Q Q2 2026")
def fs_10q():
    L = dict(rev=842.6, oi=118.5, ni=62.7, deps=1.18, ta=3973.6, tl=2417.0, te=1556.6, cash=214.8)
    p = Pdf()
    s = Sheet(p, x=50, xr=562, top=50, size=7.8)
    s.t("UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 8.6, True, align="c")
    s.t("Washington, D.C. 20549", 7.2, align="c")
    s.skip(8)
    q_type = s.t("FORM 10-Q", 14, True, align="c")
    s.t(
        "QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        6.8,
        align="c",
    )
    q_end = s.t("For the quarterly period ended June 30, 2026", 8.6, True, align="c")
    s.skip(8)
    q_co = s.t("OAKHURST SPECIALTY CHEMICALS CORPORATION", 12, True, align="c")
    s.t("Pennsylvania · 23-1984406 · 1200 Brandywine Ridge Road, Wilmington, Delaware 19803", 7, align="c")
    s.t("Shares of common stock outstanding at July 24, 2026: 52,208,417", 7, align="c", color=GREY)
    s.skip(6)
    s.t("PART I - FINANCIAL INFORMATION · Item 1. Financial Statements", 8, True)
    s.t("OAKHURST SPECIALTY CHEMICALS CORPORATION", 8, True, align="c")
    s.t("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (Unaudited)", 8, True, align="c")
    q_unit = s.t("(in millions of U.S. dollars, except per share amounts)", 7, align="c")
    cx = [370, 430, 500, 560]
    heads(
        s,
        cx,
        [
            [
                (mid(325, 435), "Three Months Ended June 30,", "c"),
                (mid(455, 565), "Six Months Ended June 30,", "c"),
            ],
            ["2026", "2025", "2026", "2025"],
        ],
    )
    rev = V(842.6, 795.1, 1641.9, 1560.4)
    cos = V(571.3, 548.8, 1118.2, 1079.6)
    sga = V(118.4, 112.7, 236.0, 224.9)
    rd = V(24.6, 22.9, 48.7, 45.1)
    rs = V(9.8, 1.2, 14.1, 3.5)
    oi = add(rev, neg(cos), neg(sga), neg(rd), neg(rs))
    ie = V(17.2, 18.9, 35.1, 37.4)
    oth = V(-2.3, 1.6, -3.8, 2.2)
    ebt = add(oi, neg(ie), neg(oth))
    tax = V(23.9, 21.4, 45.6, 40.8)
    cont = add(ebt, neg(tax))
    disc = V(-14.2, -3.1, -17.9, -5.0)
    ni = add(cont, disc)
    nci = V(2.8, 2.5, 5.3, 4.9)
    nia = add(ni, neg(nci))
    shb = V(52.4, 53.1, 52.6, 53.2)
    shd = V(53.0, 53.8, 53.2, 53.9)
    f1 = brk(1)
    r = table(
        s,
        cx,
        [
            ("Net sales", rev, "$"),
            ("Cost of sales", cos, ""),
            ("Selling, general and administrative expenses", sga, ""),
            ("Research and development expenses", rd, ""),
            ("Restructuring and other charges", rs, ""),
            ("Operating income", oi, "t"),
            ("Interest expense, net", ie, ""),
            ("Other (income) expense, net", oth, ""),
            ("Income from continuing operations before income taxes", ebt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Income from continuing operations", cont, "t"),
            ("Loss from discontinued operations, net of tax", disc, ""),
            ("Net income", ni, "t"),
            ("Less: Net income attributable to noncontrolling interests", nci, ""),
            ("Net income attributable to Oakhurst", nia, "tbu$"),
        ],
        f1,
        cur="$",
        cur_dx=42,
        size=7.6,
    )
    s.skip(2)
    f2 = brk(2)

    def eps_block(title, sh):
        s.t(title, 7.6)
        c = [(x - n) / y for x, n, y in zip(cont, nci, sh, strict=True)]
        d = [x / y for x, y in zip(disc, sh, strict=True)]
        n = [x / y for x, y in zip(nia, sh, strict=True)]
        out = table(
            s,
            cx,
            [
                ("Continuing operations", [f2(rnd(x, 2)) for x in c], "i"),
                ("Discontinued operations", [f2(rnd(x, 2)) for x in d], "i"),
                ("Net income attributable to Oakhurst", [f2(rnd(x, 2)) for x in n], "i"),
            ],
            f2,
            size=7.6,
        )
        return out, [rnd(x, 2) for x in n]

    eb, _ = eps_block("Basic earnings (loss) per share attributable to Oakhurst common shareholders:", shb)
    ed, epsd = eps_block(
        "Diluted earnings (loss) per share attributable to Oakhurst common shareholders:", shd
    )
    table(
        s,
        cx,
        [
            ("Weighted-average shares outstanding - basic", shb, ""),
            ("Weighted-average shares outstanding - diluted", shd, ""),
        ],
        f1,
        size=7.6,
    )
    s.skip(2)
    s.t(
        "See Notes to Condensed Consolidated Financial Statements. Note 3 describes the pending sale of the "
        "Coatings Additives business.",
        6.6,
        color=GREY,
    )
    # ---- page 2: balance sheet, current first
    s.new_page()
    s.t("OAKHURST SPECIALTY CHEMICALS CORPORATION", 8, True, align="c")
    s.t("CONDENSED CONSOLIDATED BALANCE SHEETS (Unaudited)", 8, True, align="c")
    s.t("(in millions of U.S. dollars)", 7, align="c")
    bx = [480, 560]
    heads(s, bx, [["June 30, 2026", "December 31, 2025"]])
    cash = V(214.8, 246.3)
    rc = V(12.5, 11.9)
    ar = V(512.4, 468.0)
    inv = V(438.9, 421.6)
    pre = V(61.2, 55.8)
    hfs = V(96.4, 0)
    tca = add(cash, rc, ar, inv, pre, hfs)
    ppe = V(1184.7, 1201.3)
    gw = V(902.6, 946.1)
    ia = V(388.1, 412.9)
    rou = V(88.4, 91.7)
    oa = V(73.6, 70.2)
    ta = add(tca, ppe, gw, ia, rou, oa)
    ap = V(344.8, 330.5)
    acc = V(228.1, 241.7)
    cpd = V(25.0, 25.0)
    lhfs = V(31.7, 0)
    tcl = add(ap, acc, cpd, lhfs)
    ltd = V(1412.6, 1436.9)
    dtl = V(148.3, 152.0)
    pen = V(96.2, 101.5)
    oll = V(71.9, 75.4)
    ol = V(58.4, 60.7)
    tl = add(tcl, ltd, dtl, pen, oll, ol)
    te = add(ta, neg(tl))
    ncib = V(84.6, 81.9)
    tse = add(te, neg(ncib))
    cs = V(0.6, 0.6)
    apic = V(1106.4, 1098.2)
    aoci = V(-142.7, -158.9)
    trs = V(-512.0, -468.3)
    re_ = add(tse, neg(cs), neg(apic), neg(aoci), neg(trs))
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "i$"),
            ("Restricted cash", rc, "i"),
            ("Accounts receivable, less allowance of $9.4 and $8.7", ar, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and other current assets", pre, "i"),
            ("Assets held for sale", hfs, "i"),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Goodwill", gw, ""),
            ("Other intangible assets, net", ia, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "tbu$"),
            ("LIABILITIES AND EQUITY", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "i$"),
            ("Accrued liabilities", acc, "i"),
            ("Current portion of long-term debt", cpd, "i"),
            ("Liabilities held for sale", lhfs, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt", ltd, ""),
            ("Deferred income taxes", dtl, ""),
            ("Pension and other postretirement benefits", pen, ""),
            ("Operating lease liabilities", oll, ""),
            ("Other long-term liabilities", ol, ""),
            ("Total liabilities", tl, "tb"),
            ("Commitments and contingencies (Note 11)", None, ""),
            ("Equity:", None, ""),
            ("Common stock", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Retained earnings", re_, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Treasury stock, at cost", trs, "i"),
            ("Total Oakhurst shareholders' equity", tse, "t"),
            ("Noncontrolling interests", ncib, ""),
            ("Total equity", te, "tb"),
            ("Total liabilities and equity", add(tl, te), "tbu$"),
        ],
        f1,
        cur="$",
        cur_dx=48,
    )
    same(L["rev"], rev[0], "rev")
    same(L["oi"], oi[0], "oi")
    same(L["ni"], nia[0], "ni")
    same(L["deps"], epsd[0], "eps")
    same(L["ta"], ta[0], "ta")
    same(L["tl"], tl[0], "tl")
    same(L["te"], te[0], "te")
    same(L["cash"], cash[0], "cash")
    M = 1_000_000
    fields = {
        "company_name": F("OAKHURST SPECIALTY CHEMICALS CORPORATION", 1, q_co),
        "report_type": F("10-Q", 1, q_type),
        "period_end_date": F("2026-06-30", 1, q_end),
        "currency": F("USD", 1, q_unit),
        "total_revenue": F(842_600_000, 1, r["Net sales"]),
        "operating_income": F(118_500_000, 1, r["Operating income"]),
        "net_income": F(62_700_000, 1, r["Net income attributable to Oakhurst"]),
        "diluted_eps": F(L["deps"], 1, ed["Net income attributable to Oakhurst"]),
        "total_assets": F(3_973_600_000, 2, b["Total assets"]),
        "total_liabilities": F(2_417_000_000, 2, b["Total liabilities"]),
        "total_equity": F(1_556_600_000, 2, b["Total equity"]),
        "cash_and_equivalents": F(214_800_000, 2, b["Cash and cash equivalents"]),
    }
    for k, fk in [
        ("rev", "total_revenue"),
        ("oi", "operating_income"),
        ("ni", "net_income"),
        ("ta", "total_assets"),
        ("tl", "total_liabilities"),
        ("te", "total_equity"),
        ("cash", "cash_and_equivalents"),
    ]:
        same(fields[fk]["value"], D(str(L[k])) * M, "scale " + k)
    notes = (
        "10-Q for the quarter ended June 30, 2026, $ in millions with one decimal. Income statement: "
        "three-month columns first, six-month columns second; current = first column. A business held for "
        "sale is reported as discontinued operations: net_income is 'Net income attributable to Oakhurst' "
        "(after the discontinued loss and the noncontrolling interests), not income from continuing "
        "operations or Net income; diluted_eps is the 'Net income attributable to Oakhurst' line of the "
        "DILUTED block (not the basic block, not continuing operations). Balance sheet current = first "
        "column "
        "(June 30, 2026); cash_and_equivalents excludes restricted cash; total_equity is 'Total equity' "
        "including noncontrolling interests (not 'Total Oakhurst shareholders' equity'). No field is null."
    )
    sums = [
        SUM(
            "Net income - NCI = Net income attributable to Oakhurst (Q2 2026)",
            [
                (1, T("Net income", float(ni[0] * M), 1, r["Net income"])),
                (
                    -1,
                    T(
                        "Net income attributable to noncontrolling interests",
                        2_800_000,
                        1,
                        r["Less: Net income attributable to noncontrolling interests"],
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "Continuing operations + discontinued operations = Net income (Q2 2026)",
            [
                (
                    1,
                    T(
                        "Income from continuing operations",
                        float(cont[0] * M),
                        1,
                        r["Income from continuing operations"],
                    ),
                ),
                (
                    1,
                    T(
                        "Loss from discontinued operations",
                        -14_200_000,
                        1,
                        r["Loss from discontinued operations, net of tax"],
                    ),
                ),
            ],
            T("Net income", float(ni[0] * M), 1, r["Net income"]),
        ),
        SUM(
            "Total Oakhurst shareholders' equity + NCI = Total equity",
            [
                (
                    1,
                    T(
                        "Total Oakhurst shareholders' equity",
                        float(tse[0] * M),
                        2,
                        b["Total Oakhurst shareholders' equity"],
                    ),
                ),
                (1, T("Noncontrolling interests", 84_600_000, 2, b["Noncontrolling interests"])),
            ],
            "total_equity",
        ),
    ]
    del eb
    return p, fields, notes, sums
