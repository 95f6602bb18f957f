"""Financial-statement builders for blind_extraction22 (5 documents).  All
companies and figures are invented.  Each builder derives its subtotals and totals
from the line items it prints and checks the hand-written label literals with
same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, rnd
from pdfkit import Pdf, fmt
from sheet import Sheet

A4 = dict(w=595, h=842)


def V(*xs):
    return [D(str(x)) for x in xs]


def plus(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def minus_(a):
    return [-x for x in a]


def brackets(nd, th=",", dp=".", zero="—"):
    """1,234.5 / (1,234.5) / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="()")

    return f


def signed(nd, th=" ", dp=",", zero="0,0", minus="-"):
    """Swedish style 1 234,5 / -1 234,5."""

    def f(x):
        if x == 0:
            return zero
        s = fmt(x, th, dp, nd, neg="-")
        return s.replace("-", minus) if x < 0 else s

    return f


def fig_rows(s, xs, rows, f, size=7.6, lead=None, note_x=None, label_x=None):
    """rows: (label, values or None, flags[, note]).  flags: b bold, i indent, t rule
    above, u double rule below.  Values may be strings (printed as given).  Returns
    {label: printed row text} for each row with figures (first occurrence)."""
    out = {}
    lead = lead or size * 1.58
    x0 = label_x if label_x is not None else s.x
    for row in rows:
        label, vals, flags = row[:3]
        note = row[3] if len(row) > 3 else ""
        if "t" in flags:
            s.p.line(xs[0] - 44, s.y - size - 1.5, xs[-1] + 2, s.y - size - 1.5, 0.4)
        cells = [(x0 + (10 if "i" in flags else 0), label)]
        if note and note_x:
            cells.append((note_x, note, "c"))
        for x, v in zip(xs, vals or [], strict=False):
            cells.append((x, v if isinstance(v, str) else f(v), "r"))
        qt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if "u" in flags:
            for dy in (3, 4.6):
                s.p.line(xs[0] - 44, s.y - lead + dy, xs[-1] + 2, s.y - lead + dy, 0.4)
        if vals and label not in out:
            out[label] = qt
    return out


def col_heads(s, xs, lines, size=7, x0=None):
    """Column captions right-aligned over the figure columns; (x, text, align)
    tuples are drawn as given (spanning captions)."""
    for ln in lines:
        cells = []
        i = 0
        for t in ln:
            if isinstance(t, tuple):
                cells.append(t)
                continue
            if t:
                cells.append((xs[i], t, "r"))
            i += 1
        s.row(cells, size=size, bold=True, lead=size + 3)
    s.p.line(x0 if x0 is not None else xs[0] - 44, s.y - 6, xs[-1] + 2, s.y - 6, 0.5)
    s.skip(4)


def per_share(ni, sh, nd=2):
    return [rnd(n / x, nd) for n, x in zip(ni, sh, strict=True)]


# ==================== 1 10-Q with the PRIOR year first in every block; NCI; three- and nine-month columns
@doc("b22_fs_10q_prior_year_first_nci", "financial_statement", "Ardent Fieldworks Corporation 10-Q Q3 2026")
def fs_10q():
    p = Pdf()
    s = Sheet(p, x=48, xr=564, top=50, size=7.8)
    s.t("UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 9, True, align="c")
    s.t("Washington, D.C. 20549", 7.4, align="c")
    s.skip(4)
    q_type = s.t("FORM 10-Q", 14, True, align="c")
    s.t(
        "QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        7,
        align="c",
    )
    q_end = s.t("For the quarterly period ended September 30, 2026", 8.4, align="c")
    s.t("Commission file number 001-39284", 7, align="c", color=GREY)
    s.skip(4)
    q_co = s.t("ARDENT FIELDWORKS CORPORATION", 12.5, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 6.8, align="c", color=GREY)
    s.t("Minnesota · 41-2208716 · 900 Harvest Loop Drive, Mankato, Minnesota 56001", 7, align="c")
    s.skip(8)
    s.t("PART I - FINANCIAL INFORMATION · Item 1. Financial Statements", 8, True)
    s.t("ARDENT FIELDWORKS CORPORATION AND SUBSIDIARIES", 8.2, True, align="c")
    s.t("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (Unaudited)", 8, True, align="c")
    s.t("(In thousands, except per share data)", 7.2, align="c")
    s.skip(2)
    xs = [355, 420, 495, 562]
    col_heads(
        s,
        xs,
        [
            [(330, "Three Months Ended", "l"), (468, "Nine Months Ended", "l")],
            [(338, "September 30,", "l"), (476, "September 30,", "l")],
            ["2025", "2026", "2025", "2026"],
        ],
    )
    sales = V(412806, 447193, 1208344, 1301827)
    cogs = V(301447, 322918, 884102, 941336)
    gp = plus(sales, minus_(cogs))
    sga = V(58213, 61904, 172480, 181275)
    rnd_ = V(12618, 13442, 37105, 39880)
    restr = V(0, 4870, 1212, 4870)
    oi = plus(gp, minus_(sga), minus_(rnd_), minus_(restr))
    intr = V(-6104, -5512, -18330, -16948)
    oth = V(1227, -388, 2904, 1611)
    ebt = plus(oi, intr, oth)
    tax = V(9710, 7911, 25560, 27300)
    ni = plus(ebt, minus_(tax))
    nci = V(612, 704, 1795, 2041)
    nia = plus(ni, minus_(nci))
    shb = V(38418, 38022, 38506, 38160)
    shd = V(38944, 38512, 39010, 38640)
    f0 = brackets(0)
    r = fig_rows(
        s,
        xs,
        [
            ("Net sales", sales, ""),
            ("Cost of sales", cogs, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative expenses", sga, ""),
            ("Research and development expenses", rnd_, ""),
            ("Restructuring charges", restr, ""),
            ("Operating income", oi, "t"),
            ("Interest expense, net", intr, ""),
            ("Other income (expense), net", oth, ""),
            ("Income before income taxes", ebt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net income", ni, "tb"),
            ("Less: net income attributable to noncontrolling interests", nci, ""),
            ("Net income attributable to Ardent Fieldworks Corporation", nia, "tbu"),
        ],
        f0,
    )
    s.skip(2)
    s.t("Earnings per share attributable to Ardent Fieldworks Corporation common shareholders:", 7.6)
    r2 = fig_rows(
        s, xs, [("Basic", per_share(nia, shb), "i"), ("Diluted", per_share(nia, shd), "i")], brackets(2)
    )
    fig_rows(
        s,
        xs,
        [("Weighted-average shares outstanding:", None, ""), ("Basic", shb, "i"), ("Diluted", shd, "i")],
        f0,
    )
    s.skip(4)
    s.t("See accompanying Notes to Condensed Consolidated Financial Statements.", 6.8, color=GREY)
    s.t("3", 7, x=306, align="c", color=GREY)
    # ---- page 2: balance sheet, prior year-end first
    s.new_page()
    s.t("ARDENT FIELDWORKS CORPORATION AND SUBSIDIARIES", 8.2, True, align="c")
    s.t("CONDENSED CONSOLIDATED BALANCE SHEETS (Unaudited)", 8, True, align="c")
    s.t("(In thousands, except share data)", 7.2, align="c")
    s.skip(2)
    bx = [470, 562]
    col_heads(s, bx, [["December 31,", "September 30,"], ["2025", "2026"]])
    cash = V(186420, 142957)
    ar = V(231508, 268330)
    inv = V(318664, 352118)
    prep = V(27913, 30406)
    tca = plus(cash, ar, inv, prep)
    ppe = V(402775, 417390)
    rou = V(58120, 61488)
    gw = V(212404, 212404)
    intang = V(96330, 89115)
    dta = V(14206, 13878)
    otha = V(22150, 24707)
    ta = plus(tca, ppe, rou, gw, intang, dta, otha)
    ap = V(164228, 181903)
    accr = V(96417, 88562)
    cdebt = V(20000, 20000)
    clease = V(11940, 12615)
    tcl = plus(ap, accr, cdebt, clease)
    ltd = V(412655, 398140)
    llease = V(47336, 50104)
    othl = V(31882, 33670)
    tl = plus(tcl, ltd, llease, othl)
    cs = V(412, 408)
    apic = V(318770, 324116)
    treas = V(-88210, -121486)
    aoci = V(-14302, -11870)
    ncib = V(18744, 20785)
    te = plus(ta, minus_(tl))
    tse = plus(te, minus_(ncib))
    re_ = plus(tse, minus_(cs), minus_(apic), minus_(treas), minus_(aoci))
    b = fig_rows(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "i"),
            ("Accounts receivable, net of allowances of $3,118 and $3,406", ar, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and other current assets", prep, "i"),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intang, ""),
            ("Deferred income taxes", dta, ""),
            ("Other assets", otha, ""),
            ("Total assets", ta, "tbu"),
            ("LIABILITIES AND EQUITY", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "i"),
            ("Accrued liabilities", accr, "i"),
            ("Current portion of long-term debt", cdebt, "i"),
            ("Current operating lease liabilities", clease, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, less current portion", ltd, ""),
            ("Operating lease liabilities", llease, ""),
            ("Other long-term liabilities", othl, ""),
            ("Total liabilities", tl, "tb"),
            ("Commitments and contingencies (Note 11)", None, ""),
            ("Equity:", None, ""),
            ("Common stock, $0.01 par value", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Retained earnings", re_, "i"),
            ("Treasury stock, at cost", treas, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Total Ardent Fieldworks Corporation shareholders' equity", tse, "t"),
            ("Noncontrolling interests", ncib, ""),
            ("Total equity", te, "tb"),
            ("Total liabilities and equity", plus(tl, te), "tbu"),
        ],
        f0,
    )
    s.skip(4)
    s.t("See accompanying Notes to Condensed Consolidated Financial Statements.", 6.8, color=GREY)
    same(447193, sales[1], "rev")
    same(44059, oi[1], "oi")
    same(29544, nia[1], "ni")
    same(0.77, per_share(nia, shd)[1], "eps")
    same(1612793, ta[1], "ta")
    same(784994, tl[1], "tl")
    same(827799, te[1], "te")
    same(807014, tse[1], "tse")
    fields = {
        "company_name": F("ARDENT FIELDWORKS CORPORATION", 1, q_co),
        "report_type": F("10-Q", 1, q_type),
        "period_end_date": F("2026-09-30", 1, q_end),
        "currency": F("USD", 2, b["Common stock, $0.01 par value"]),
        "total_revenue": F(447_193_000, 1, r["Net sales"]),
        "operating_income": F(44_059_000, 1, r["Operating income"]),
        "net_income": F(29_544_000, 1, r["Net income attributable to Ardent Fieldworks Corporation"]),
        "diluted_eps": F(0.77, 1, r2["Diluted"]),
        "total_assets": F(1_612_793_000, 2, b["Total assets"]),
        "total_liabilities": F(784_994_000, 2, b["Total liabilities"]),
        "total_equity": F(827_799_000, 2, b["Total equity"]),
        "cash_and_equivalents": F(142_957_000, 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "10-Q for the quarter ended September 30, 2026, in thousands of dollars. Every block prints the "
        "PRIOR "
        "year first: in the statement of operations the current quarter is the SECOND column (three months "
        "2026), the fourth column is the nine-month year-to-date; on the balance sheet December 31, 2025 "
        "comes "
        "first and September 30, 2026 (current) second. net_income is the line attributable to Ardent after "
        "noncontrolling interests; diluted_eps the Diluted line, second column. total_equity is 'Total "
        "equity' "
        "including noncontrolling interests (shareholders' equity + NCI; sum). currency: '$' amounts, USD. "
        "No field is null."
    )
    sums = [
        SUM(
            "Shareholders' equity + noncontrolling interests = Total equity",
            [
                (
                    1,
                    T(
                        "Total Ardent Fieldworks Corporation shareholders' equity",
                        807_014_000,
                        2,
                        b["Total Ardent Fieldworks Corporation shareholders' equity"],
                    ),
                ),
                (1, T("Noncontrolling interests", 20_785_000, 2, b["Noncontrolling interests"])),
            ],
            "total_equity",
        ),
        SUM(
            "Net income - NCI = attributable net income (current quarter)",
            [
                (1, T("Net income", 30_248_000, 1, r["Net income"])),
                (
                    -1,
                    T(
                        "NCI share",
                        704_000,
                        1,
                        r["Less: net income attributable to noncontrolling interests"],
                    ),
                ),
            ],
            "net_income",
        ),
    ]
    return p, fields, notes, sums


# ==================== 2 Spanish Q1 press release, millones de euros: balance without "Total pasivo"
@doc(
    "b22_fs_es_resultados_1t_millones",
    "financial_statement",
    "Tramontana Infraestructuras resultados 1T 2026",
)
def fs_es():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=54, size=8)
    f1 = brackets(1, ".", ",", zero="-")
    s.row([(48, "NOTA DE PRENSA"), (547, "Madrid, 29 de abril de 2026", "r")], size=8, bold=True)
    s.skip(8)
    q_type = " ".join(
        s.para("Tramontana Infraestructuras presenta sus resultados del primer trimestre de 2026", 12.4, True)
    )
    s.skip(2)
    s.para(
        'Tramontana Infraestructuras, S.A. ("Tramontana" o "el Grupo") ha obtenido en el primer trimestre '
        "de 2026, cerrado a 31 de marzo de 2026, un beneficio neto atribuible de 38,4 millones de euros, un "
        "15,0% más que en el mismo periodo del ejercicio anterior.",
        8.4,
    )
    q_co = 'Tramontana Infraestructuras, S.A. ("Tramontana" o "el Grupo") ha obtenido'
    q_end = "en el primer trimestre de 2026, cerrado a 31 de marzo de 2026"
    for b in [
        "La cifra de negocios alcanza 1.285 millones de euros (+6,1%), impulsada por concesiones y agua.",
        "El EBITDA crece un 10,3% hasta 141 millones; margen EBITDA del 11,0%.",
        "La cartera de obra se sitúa en 14.820 millones de euros, equivalente a 33 meses de actividad.",
        "La deuda financiera neta con recurso se reduce a 412,3 millones (31.12.2025: 455,0 millones).",
    ]:
        s.para("• " + b, 8)
    s.skip(6)
    s.t("Principales magnitudes (millones de euros)", 8.4, True)
    hx = [400, 470, 540]
    col_heads(s, hx, [["1T 2026", "1T 2025", "Var. %"]])
    rev = V("1284.6", "1210.8")
    oth_inc = V("18.3", "15.9")
    supplies = V("-786.4", "-742.1")
    staff = V("-301.7", "-286.2")
    opex = V("-73.6", "-70.4")
    ebitda = plus(rev, oth_inc, supplies, staff, opex)
    dep = V("-52.9", "-49.8")
    imp = V("-1.4", "0.6")
    ebit = plus(ebitda, dep, imp)
    fin_inc = V("4.1", "3.6")
    fin_exp = V("-21.6", "-24.3")
    fx = V("-0.8", "0.4")
    assoc = V("2.3", "1.9")
    ebt = plus(ebit, fin_inc, fin_exp, fx, assoc)
    tax = V("-17.7", "-13.4")
    res = plus(ebt, tax)
    mino = V("-14.8", "-13.6")
    attrib = plus(res, mino)
    shb = V("142.5", "142.5")
    shd = V("146.1", "146.1")
    epsb = per_share(attrib, shb)
    epsd = per_share(attrib, shd)

    def var(a, b_):
        return fmt(rnd((a / b_ - 1) * 100, 1), ".", ",", 1) + "%"

    fig_rows(
        s,
        hx,
        [
            ("Cifra de negocios", [f1(rev[0]), f1(rev[1]), var(rev[0], rev[1])], ""),
            ("EBITDA", [f1(ebitda[0]), f1(ebitda[1]), var(ebitda[0], ebitda[1])], ""),
            ("EBIT", [f1(ebit[0]), f1(ebit[1]), var(ebit[0], ebit[1])], ""),
            ("Beneficio neto atribuible", [f1(attrib[0]), f1(attrib[1]), var(attrib[0], attrib[1])], "b"),
            ("Deuda financiera neta con recurso*", ["412,3", "455,0", "-9,4%"], ""),
        ],
        f1,
    )
    s.t("* Comparación con 31.12.2025. Medida alternativa de rendimiento; véase el anexo.", 6.8, color=GREY)
    s.skip(6)
    s.para(
        "Los estados financieros intermedios resumidos consolidados no han sido auditados. Las cifras se "
        "presentan en millones de euros redondeados a un decimal, por lo que las sumas pueden no cuadrar "
        "exactamente.",
        7,
    )
    # ---- page 2: statements
    s.new_page()
    s.t("Cuenta de resultados consolidada (millones de euros)", 9.4, True)
    xs = [440, 530]
    col_heads(s, xs, [["1T 2026", "1T 2025"]])
    r = fig_rows(
        s,
        xs,
        [
            ("Importe neto de la cifra de negocios", rev, "b"),
            ("Otros ingresos de explotación", oth_inc, ""),
            ("Aprovisionamientos", supplies, ""),
            ("Gastos de personal", staff, ""),
            ("Otros gastos de explotación", opex, ""),
            ("Resultado bruto de explotación (EBITDA)", ebitda, "tb"),
            ("Dotación a la amortización", dep, ""),
            ("Deterioro y resultado por enajenaciones del inmovilizado", imp, ""),
            ("Resultado de explotación", ebit, "tb"),
            ("Ingresos financieros", fin_inc, ""),
            ("Gastos financieros", fin_exp, ""),
            ("Diferencias de cambio", fx, ""),
            ("Resultado de entidades valoradas por el método de la participación", assoc, ""),
            ("Resultado antes de impuestos", ebt, "tb"),
            ("Impuesto sobre beneficios", tax, ""),
            ("Resultado del periodo", res, "tb"),
            ("Resultado atribuido a socios externos", mino, ""),
            ("Resultado atribuido a la sociedad dominante", attrib, "tbu"),
        ],
        f1,
        size=7.6,
    )
    r2 = fig_rows(
        s,
        xs,
        [
            ("Beneficio por acción básico (euros)", epsb, ""),
            ("Beneficio por acción diluido (euros)", epsd, ""),
        ],
        brackets(2, ".", ","),
        size=7.6,
    )
    s.skip(8)
    s.t("Balance de situación consolidado (millones de euros)", 9.4, True)
    col_heads(s, xs, [["31.03.2026", "31.12.2025"]])
    intang = V("604.2", "611.8")
    ppe = V("1212.5", "1198.7")
    eq_m = V("187.4", "184.1")
    fin_nc = V("96.8", "95.2")
    dta = V("141.6", "139.9")
    anc = plus(intang, ppe, eq_m, fin_nc, dta)
    stock = V("214.9", "198.3")
    debtors = V("1866.3", "1791.5")
    fin_c = V("142.7", "120.4")
    oth_c = V("63.8", "58.6")
    cash = V("688.1", "804.6")
    ac = plus(stock, debtors, fin_c, oth_c, cash)
    ta = plus(anc, ac)
    eq_dom = V("1188.9", "1150.2")
    eq_min = V("213.7", "205.1")
    pn = plus(eq_dom, eq_min)
    pnc = V("2206.4", "2231.9")
    pc = plus(ta, minus_(pn), minus_(pnc))
    b = fig_rows(
        s,
        xs,
        [
            ("Inmovilizado intangible", intang, ""),
            ("Inmovilizado material", ppe, ""),
            ("Inversiones contabilizadas por el método de la participación", eq_m, ""),
            ("Activos financieros no corrientes", fin_nc, ""),
            ("Activos por impuesto diferido", dta, ""),
            ("Activo no corriente", anc, "tb"),
            ("Existencias", stock, ""),
            ("Deudores comerciales y otras cuentas a cobrar", debtors, ""),
            ("Otros activos financieros corrientes", fin_c, ""),
            ("Otros activos corrientes", oth_c, ""),
            ("Efectivo y otros activos líquidos equivalentes", cash, ""),
            ("Activo corriente", ac, "tb"),
            ("TOTAL ACTIVO", ta, "tbu"),
            ("Patrimonio neto atribuido a la sociedad dominante", eq_dom, ""),
            ("Intereses minoritarios", eq_min, ""),
            ("Patrimonio neto", pn, "tb"),
            ("Pasivo no corriente", pnc, "b"),
            ("Pasivo corriente", pc, "b"),
            ("TOTAL PATRIMONIO NETO Y PASIVO", plus(pn, pnc, pc), "tbu"),
        ],
        f1,
        size=7.6,
    )
    same(1284.6, rev[0], "rev")
    same(141.2, ebitda[0], "ebitda")
    same(86.9, ebit[0], "ebit")
    same(38.4, attrib[0], "ni")
    same(0.26, epsd[0], "eps")
    same(5218.3, ta[0], "ta")
    same(1402.6, pn[0], "pn")
    same(1609.3, pc[0], "pc")
    fields = {
        "company_name": F("Tramontana Infraestructuras, S.A.", 1, q_co),
        "report_type": F("earnings_release", 1, q_type),
        "period_end_date": F("2026-03-31", 1, q_end),
        "currency": F("EUR", 2, "Cuenta de resultados consolidada (millones de euros)"),
        "total_revenue": F(1_284_600_000, 2, r["Importe neto de la cifra de negocios"]),
        "operating_income": F(86_900_000, 2, r["Resultado de explotación"]),
        "net_income": F(38_400_000, 2, r["Resultado atribuido a la sociedad dominante"]),
        "diluted_eps": F(0.26, 2, r2["Beneficio por acción diluido (euros)"]),
        "total_assets": F(5_218_300_000, 2, b["TOTAL ACTIVO"]),
        "total_liabilities": NULL(),
        "total_equity": F(1_402_600_000, 2, b["Patrimonio neto"]),
        "cash_and_equivalents": F(688_100_000, 2, b["Efectivo y otros activos líquidos equivalentes"]),
    }
    notes = (
        "Spanish first-quarter earnings press release ('Nota de prensa ... presenta sus resultados del "
        "primer "
        "trimestre'), in millones de euros with one decimal ('1.284,6', negatives in brackets). Current "
        "period "
        "= 1T 2026, the FIRST figure column; the balance sheet compares 31.03.2026 (first) with 31.12.2025. "
        "The highlights round revenue and EBITDA ('1.285 millones', '141 millones'); the labels use the "
        "statement figures. operating_income is the 'Resultado de explotación' (EBIT), not the EBITDA; "
        "net_income the 'Resultado atribuido a la sociedad dominante' after socios externos; total_equity "
        "the "
        "'Patrimonio neto' including minority interests (sum). total_liabilities is null: the balance sheet "
        "prints only 'Pasivo no corriente' and 'Pasivo corriente', no total of liabilities (the closing line "
        "is equity AND liabilities). cash is 'Efectivo y otros activos líquidos equivalentes', not the other "
        "current financial assets; net financial debt is an alternative measure."
    )
    sums = [
        SUM(
            "Patrimonio neto dominante + minoritarios = Patrimonio neto",
            [
                (
                    1,
                    T(
                        "Patrimonio neto atribuido a la sociedad dominante",
                        1_188_900_000,
                        2,
                        b["Patrimonio neto atribuido a la sociedad dominante"],
                    ),
                ),
                (1, T("Intereses minoritarios", 213_700_000, 2, b["Intereses minoritarios"])),
            ],
            "total_equity",
        ),
        SUM(
            "Patrimonio neto + pasivo no corriente + pasivo corriente = total activo",
            [
                (1, "total_equity"),
                (1, T("Pasivo no corriente", 2_206_400_000, 2, b["Pasivo no corriente"])),
                (1, T("Pasivo corriente", 1_609_300_000, 2, b["Pasivo corriente"])),
            ],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


# ==================== 3 Polish consolidated annual report in tys. zł: EUR "selected data", Nota column
@doc(
    "b22_fs_pl_raport_roczny_tys_zl",
    "financial_statement",
    "Warmińskie Młyny skonsolidowany raport roczny 2025",
)
def fs_pl():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=56, size=8)
    f0 = brackets(0, " ", ",", zero="-")
    s.t("Grupa Kapitałowa", 10, align="c")
    s.skip(6)
    q_co = s.t("WARMIŃSKIE MŁYNY S.A.", 16, True, align="c")
    s.skip(6)
    q_type = s.t("SKONSOLIDOWANY RAPORT ROCZNY ZA 2025 ROK", 12, True, align="c")
    q_end = s.t("za okres od 1 stycznia 2025 r. do 31 grudnia 2025 r.", 8.6, align="c")
    s.t("Olsztyn, 27 marca 2026 r.", 8, align="c", color=GREY)
    s.skip(14)
    # income statement figures (tys. zł), current year first
    rev = V(1846215, 1702488)
    cogs = V(-1512406, -1411902)
    gp = plus(rev, cogs)
    sell = V(-128774, -119305)
    admin = V(-64318, -60117)
    ooi = V(9612, 7884)
    ooc = V(-5207, -11390)
    oi = plus(gp, sell, admin, ooi, ooc)
    finc = V(4118, 3276)
    fcost = V(-22904, -25611)
    ebt = plus(oi, finc, fcost)
    tax = V(-24066, -18930)
    ni = plus(ebt, tax)
    nci = V(5318, 4207)
    nia = plus(ni, minus_(nci))
    shb = V(24500000, 24500000)
    shd = V(24780000, 24640000)
    epsb = [rnd(n * 1000 / x, 2) for n, x in zip(nia, shb, strict=True)]
    epsd = [rnd(n * 1000 / x, 2) for n, x in zip(nia, shd, strict=True)]
    # balance sheet
    ppe = V(612408, 588915)
    rou = V(41226, 38870)
    intang = V(18950, 17402)
    gw = V(36114, 36114)
    dta = V(7402, 6618)
    atr = plus(ppe, rou, intang, gw, dta)
    inv = V(288706, 301122)
    trade = V(241383, 226519)
    taxr = V(3115, 4870)
    cash = V(74629, 58306)
    aob = plus(inv, trade, taxr, cash)
    ta = plus(atr, aob)
    loans_l = V(148300, 176500)
    lease_l = V(33514, 31208)
    dtl = V(21776, 19340)
    emp = V(6318, 5902)
    zd = plus(loans_l, lease_l, dtl, emp)
    loans_s = V(92415, 104880)
    lease_s = V(8906, 8412)
    tpay = V(219880, 208347)
    oth_s = V(47263, 41036)
    zk = plus(loans_s, lease_s, tpay, oth_s)
    zr = plus(zd, zk)
    kr = plus(ta, minus_(zr))
    nci_b = V(31882, 27964)
    kdom = plus(kr, minus_(nci_b))
    cap = V(24500, 24500)
    res_cap = V(402117, 371604)
    ret = plus(kdom, minus_(cap), minus_(res_cap))
    rate_pl, rate_bs = (D("4.2634"), D("4.3042")), (D("4.2705"), D("4.2730"))

    def eur(x, rate):
        return rnd(x / rate, 0)

    s.t("WYBRANE DANE FINANSOWE", 9, True)
    sx = [300, 370, 460, 530]
    col_heads(
        s,
        sx,
        [[(262, "w tys. zł", "l"), (424, "w tys. EUR", "l")], ["2025", "2024", "2025", "2024"]],
    )
    sel = [
        ("Przychody ze sprzedaży", rev, rate_pl),
        ("Zysk z działalności operacyjnej", oi, rate_pl),
        ("Zysk przed opodatkowaniem", ebt, rate_pl),
        ("Zysk netto akcjonariuszy jednostki dominującej", nia, rate_pl),
        ("Aktywa razem", ta, rate_bs),
        ("Zobowiązania razem", zr, rate_bs),
        ("Kapitał własny razem", kr, rate_bs),
        ("Środki pieniężne i ich ekwiwalenty", cash, rate_bs),
    ]
    fig_rows(
        s, sx, [(k, [v[0], v[1], eur(v[0], r_[0]), eur(v[1], r_[1])], "") for k, v, r_ in sel], f0, size=7.4
    )
    s.skip(2)
    s.para(
        "Pozycje rachunku zysków i strat przeliczono na EUR według średniego kursu NBP za okres (2025: "
        "4,2634 "
        "zł/EUR), a pozycje sprawozdania z sytuacji finansowej według kursu z dnia bilansowego (31 grudnia "
        "2025 r.: 4,2705 zł/EUR). Dane porównawcze przeliczono kursami 2024 r. (4,3042 i 4,2730 zł/EUR).",
        6.8,
    )
    s.skip(4)
    s.para(
        "Zarząd Spółki zatwierdził niniejsze skonsolidowane sprawozdanie finansowe do publikacji w dniu 27 "
        "marca "
        "2026 r. Sprawozdanie zostało sporządzone zgodnie z MSSF zatwierdzonymi przez Unię Europejską.",
        7.4,
    )
    # ---- page 2: rachunek zysków i strat
    s.new_page()
    s.t("SKONSOLIDOWANY RACHUNEK ZYSKÓW I STRAT", 9.4, True)
    s.t("za rok zakończony 31 grudnia 2025 r. (dane w tysiącach złotych)", 7.6)
    s.skip(4)
    xs = [450, 540]
    col_heads(s, xs, [[(372, "Nota", "c"), "2025", "2024"]])
    r = fig_rows(
        s,
        xs,
        [
            ("Przychody ze sprzedaży", rev, "b", "5"),
            ("Koszt własny sprzedaży", cogs, "", "6"),
            ("Zysk brutto ze sprzedaży", gp, "tb"),
            ("Koszty sprzedaży", sell, "", "6"),
            ("Koszty ogólnego zarządu", admin, "", "6"),
            ("Pozostałe przychody operacyjne", ooi, "", "7"),
            ("Pozostałe koszty operacyjne", ooc, "", "7"),
            ("Zysk z działalności operacyjnej", oi, "tb"),
            ("Przychody finansowe", finc, "", "8"),
            ("Koszty finansowe", fcost, "", "8"),
            ("Zysk przed opodatkowaniem", ebt, "tb"),
            ("Podatek dochodowy", tax, "", "9"),
            ("Zysk netto", ni, "tb"),
            ("w tym przypadający:", None, ""),
            ("akcjonariuszom jednostki dominującej", nia, "i"),
            ("udziałom niekontrolującym", nci, "i"),
        ],
        f0,
        note_x=372,
    )
    s.skip(4)
    s.t("Zysk na jedną akcję (w zł)", 7.8, True)
    r2 = fig_rows(
        s,
        xs,
        [("podstawowy", epsb, "i", "10"), ("rozwodniony", epsd, "i", "10")],
        brackets(2, " ", ","),
        note_x=372,
    )
    # ---- page 3: sprawozdanie z sytuacji finansowej
    s.new_page()
    s.t("SKONSOLIDOWANE SPRAWOZDANIE Z SYTUACJI FINANSOWEJ", 9.4, True)
    s.t("na dzień 31 grudnia 2025 r. (dane w tysiącach złotych)", 7.6)
    s.skip(4)
    col_heads(s, xs, [[(372, "Nota", "c"), "31.12.2025", "31.12.2024"]])
    b = fig_rows(
        s,
        xs,
        [
            ("AKTYWA", None, "b"),
            ("Rzeczowe aktywa trwałe", ppe, "i", "11"),
            ("Aktywa z tytułu prawa do użytkowania", rou, "i", "12"),
            ("Wartości niematerialne", intang, "i"),
            ("Wartość firmy", gw, "i", "13"),
            ("Aktywa z tytułu odroczonego podatku dochodowego", dta, "i", "9"),
            ("Aktywa trwałe razem", atr, "tb"),
            ("Zapasy", inv, "i", "14"),
            ("Należności z tytułu dostaw i usług oraz pozostałe", trade, "i", "15"),
            ("Należności z tytułu podatku dochodowego", taxr, "i"),
            ("Środki pieniężne i ich ekwiwalenty", cash, "i", "16"),
            ("Aktywa obrotowe razem", aob, "tb"),
            ("Aktywa razem", ta, "tbu"),
            ("PASYWA", None, "b"),
            ("Kapitał zakładowy", cap, "i", "17"),
            ("Kapitał zapasowy", res_cap, "i"),
            ("Zyski zatrzymane", ret, "i"),
            ("Kapitał własny przypadający akcjonariuszom jednostki dominującej", kdom, "t"),
            ("Udziały niekontrolujące", nci_b, ""),
            ("Kapitał własny razem", kr, "tb"),
            ("Kredyty i pożyczki", loans_l, "i", "18"),
            ("Zobowiązania z tytułu leasingu", lease_l, "i"),
            ("Rezerwa z tytułu odroczonego podatku dochodowego", dtl, "i", "9"),
            ("Zobowiązania z tytułu świadczeń pracowniczych", emp, "i"),
            ("Zobowiązania długoterminowe razem", zd, "tb"),
            ("Kredyty i pożyczki ", loans_s, "i", "18"),
            ("Zobowiązania z tytułu leasingu ", lease_s, "i"),
            ("Zobowiązania z tytułu dostaw i usług", tpay, "i"),
            ("Pozostałe zobowiązania", oth_s, "i"),
            ("Zobowiązania krótkoterminowe razem", zk, "tb"),
            ("Zobowiązania razem", zr, "tb"),
            ("Pasywa razem", plus(kr, zr), "tbu"),
        ],
        f0,
        note_x=372,
        size=7.4,
    )
    same(1846215, rev[0], "rev")
    same(145122, oi[0], "oi")
    same(96952, nia[0], "ni")
    same(3.91, epsd[0], "eps")
    same(1323933, ta[0], "ta")
    same(578372, zr[0], "zr")
    same(745561, kr[0], "kr")
    same(713679, kdom[0], "kdom")
    fields = {
        "company_name": F("WARMIŃSKIE MŁYNY S.A.", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2025-12-31", 1, q_end),
        "currency": F("PLN", 2, "za rok zakończony 31 grudnia 2025 r. (dane w tysiącach złotych)"),
        "total_revenue": F(1_846_215_000, 2, r["Przychody ze sprzedaży"]),
        "operating_income": F(145_122_000, 2, r["Zysk z działalności operacyjnej"]),
        "net_income": F(96_952_000, 2, r["akcjonariuszom jednostki dominującej"]),
        "diluted_eps": F(3.91, 2, r2["rozwodniony"]),
        "total_assets": F(1_323_933_000, 3, b["Aktywa razem"]),
        "total_liabilities": F(578_372_000, 3, b["Zobowiązania razem"]),
        "total_equity": F(745_561_000, 3, b["Kapitał własny razem"]),
        "cash_and_equivalents": F(74_629_000, 3, b["Środki pieniężne i ich ekwiwalenty"]),
    }
    notes = (
        "Polish consolidated annual report for 2025 (calendar year), figures in tysiącach złotych (thousands "
        "of PLN, '1 846 215', negatives in brackets). The 'Wybrane dane finansowe' table on page 1 repeats "
        "key figures in tys. zł AND converted into tys. EUR; the labels use the PLN statements (currency "
        "PLN; the EUR columns are a convenience translation). Statements: a Nota column, then 2025 (current, "
        "first figure column) and 2024. net_income is the 'akcjonariuszom jednostki dominującej' line (after "
        "udziały niekontrolujące; sum); diluted_eps the 'rozwodniony' line in zł. total_equity is 'Kapitał "
        "własny razem' including NCI (sum); total_liabilities 'Zobowiązania razem' (long-term + short-term; "
        "sum). No field is null."
    )
    sums = [
        SUM(
            "Zysk netto - udziały niekontrolujące = akcjonariuszom jednostki dominującej",
            [
                (1, T("Zysk netto", 102_270_000, 2, r["Zysk netto"])),
                (-1, T("udziałom niekontrolującym", 5_318_000, 2, r["udziałom niekontrolującym"])),
            ],
            "net_income",
        ),
        SUM(
            "Kapitał dominującej + udziały niekontrolujące = Kapitał własny razem",
            [
                (
                    1,
                    T(
                        "Kapitał własny przypadający akcjonariuszom jednostki dominującej",
                        713_679_000,
                        3,
                        b["Kapitał własny przypadający akcjonariuszom jednostki dominującej"],
                    ),
                ),
                (1, T("Udziały niekontrolujące", 31_882_000, 3, b["Udziały niekontrolujące"])),
            ],
            "total_equity",
        ),
        SUM(
            "Zobowiązania długoterminowe + krótkoterminowe = Zobowiązania razem",
            [
                (
                    1,
                    T(
                        "Zobowiązania długoterminowe razem",
                        209_908_000,
                        3,
                        b["Zobowiązania długoterminowe razem"],
                    ),
                ),
                (
                    1,
                    T(
                        "Zobowiązania krótkoterminowe razem",
                        368_464_000,
                        3,
                        b["Zobowiązania krótkoterminowe razem"],
                    ),
                ),
            ],
            "total_liabilities",
        ),
    ]
    return p, fields, notes, sums


# ==================== 4 Swedish interim report Q3 in MSEK: quarter loss vs YTD profit, three BS dates
@doc(
    "b22_fs_se_delarsrapport_q3_msek",
    "financial_statement",
    "Bergslagens Ventilation delårsrapport januari-september 2026",
)
def fs_se():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=54, size=8)
    fm = signed(1, minus="\u2212", zero="0,0")
    q_co = s.t("Bergslagens Ventilation AB (publ)", 10, True)
    s.skip(6)
    q_type = s.t("Delårsrapport januari–september 2026", 16, True)
    s.skip(4)
    s.t("Tredje kvartalet 1 juli – 30 september 2026", 10, True)
    q_end = "Tredje kvartalet 1 juli – 30 september 2026"
    # figures: Q3 2026, Q3 2025, 9M 2026, 9M 2025, FY 2025
    rev = V("1184.6", "1229.3", "3712.8", "3654.1", "4988.7")
    cogs = V("-866.2", "-872.0", "-2640.5", "-2611.9", "-3560.4")
    gp = plus(rev, cogs)
    sell = V("-178.4", "-170.9", "-531.6", "-509.8", "-690.3")
    adm = V("-86.9", "-79.5", "-254.7", "-238.2", "-322.6")
    oth = V("-61.3", "2.1", "-58.4", "4.6", "3.9")
    oi = plus(gp, sell, adm, oth)
    fin = V("-14.8", "-12.6", "-41.3", "-38.9", "-52.4")
    ebt = plus(oi, fin)
    tax = V("4.1", "-20.8", "-39.6", "-55.3", "-77.9")
    res = plus(ebt, tax)
    nci = V("0.7", "0.9", "2.2", "2.5", "3.2")
    resm = plus(res, minus_(nci))
    shb = V("37.6", "37.6", "37.6", "37.6", "37.6")
    shd = V("37.6", "37.8", "37.8", "37.8", "37.8")
    epsb = per_share(resm, shb)
    epsd = per_share(resm, shd)
    restr = D("-64.3")
    adj = oi[0] - restr
    for b_ in [
        "Nettoomsättningen minskade med 4 procent till 1 184,6 MSEK (1 229,3).",
        "Rörelseresultatet uppgick till −8,2 MSEK (109,0), belastat med omstruktureringskostnader om −64,3 "
        "MSEK för nedläggningen av fabriken i Hallstahammar.",
        "Justerat rörelseresultat uppgick till 56,1 MSEK (109,0), justerad rörelsemarginal 4,7 procent "
        "(8,9).",
        "Periodens resultat hänförligt till moderbolagets aktieägare uppgick till −19,6 MSEK (74,7).",
        "Resultat per aktie efter utspädning uppgick till −0,52 kr (1,98).",
    ]:
        s.para("• " + b_, 8.2)
    s.skip(4)
    s.t("Perioden 1 januari – 30 september 2026", 10, True)
    for b_ in [
        "Nettoomsättningen ökade med 2 procent till 3 712,8 MSEK (3 654,1).",
        "Rörelseresultatet uppgick till 227,6 MSEK (298,8).",
        "Resultat per aktie efter utspädning uppgick till 3,82 kr (5,35).",
    ]:
        s.para("• " + b_, 8.2)
    s.skip(4)
    s.t("Siffror inom parentes avser motsvarande period föregående år.", 7.2, color=GREY)
    s.skip(8)
    s.t("VD-kommentar", 9, True)
    s.para(
        "Efterfrågan på den svenska bostadsmarknaden var fortsatt svag under kvartalet medan projektaffären "
        "i "
        "Norge utvecklades väl. Vi har beslutat att samla tillverkningen av aggregat i Lindesberg, vilket "
        "väntas ge årliga besparingar om cirka 45 MSEK från andra halvåret 2027. - Anna-Karin Söderblom, VD",
        7.8,
    )
    # ---- page 2
    s.new_page()
    s.t("Koncernens resultaträkning i sammandrag", 9.4, True)
    q_cur = s.t("Belopp i MSEK", 7.4)
    xs = [300, 362, 424, 486, 548]
    col_heads(
        s,
        xs,
        [["2026", "2025", "2026", "2025", "2025"], ["jul–sep", "jul–sep", "jan–sep", "jan–sep", "helår"]],
    )
    r = fig_rows(
        s,
        xs,
        [
            ("Nettoomsättning", rev, "b"),
            ("Kostnad för sålda varor", cogs, ""),
            ("Bruttoresultat", gp, "t"),
            ("Försäljningskostnader", sell, ""),
            ("Administrationskostnader", adm, ""),
            ("Övriga rörelseintäkter och -kostnader", oth, ""),
            ("Rörelseresultat", oi, "tb"),
            ("Finansnetto", fin, ""),
            ("Resultat före skatt", ebt, "t"),
            ("Skatt", tax, ""),
            ("Periodens resultat", res, "tb"),
            ("Hänförligt till moderbolagets aktieägare", resm, "i"),
            ("Hänförligt till innehav utan bestämmande inflytande", nci, "i"),
        ],
        fm,
        size=7.4,
    )
    r.update(
        fig_rows(
            s,
            xs,
            [
                ("Resultat per aktie före utspädning, kr", epsb, ""),
                ("Resultat per aktie efter utspädning, kr", epsd, ""),
            ],
            signed(2, minus="\u2212", zero="0,00"),
            size=7.4,
        )
    )
    s.skip(8)
    s.t("Koncernens balansräkning i sammandrag", 9.4, True)
    s.t("Belopp i MSEK", 7.4)
    bx = [424, 486, 548]
    col_heads(s, bx, [["30 sep 2026", "30 sep 2025", "31 dec 2025"]])
    gw = V("1204.5", "1188.0", "1192.3")
    oimm = V("318.7", "336.2", "331.9")
    mat = V("842.9", "811.4", "829.6")
    rou = V("276.4", "259.8", "268.1")
    dta = V("48.3", "41.7", "43.2")
    atot = plus(gw, oimm, mat, rou, dta)
    inv = V("781.2", "744.9", "702.5")
    kund = V("694.8", "712.3", "655.0")
    okf = V("88.6", "79.4", "71.8")
    cash = V("212.7", "268.5", "341.0")
    otot = plus(inv, kund, okf, cash)
    ta = plus(atot, otot)
    ekm = V("1587.4", "1523.6", "1611.9")
    ekn = V("22.9", "20.4", "21.5")
    ek = plus(ekm, ekn)
    lr = V("905.0", "940.0", "925.0")
    ll = V("214.6", "201.1", "207.9")
    av = V("61.8", "58.2", "60.4")
    dtl = V("72.4", "69.9", "71.0")
    lfr = plus(lr, ll, av, dtl)
    kr_ = V("150.0", "120.0", "120.0")
    lev = V("512.6", "488.7", "455.3")
    kll = V("68.2", "61.5", "64.0")
    upl = V("402.6", "396.4", "388.1")
    okfs = plus(ta, minus_(ek), minus_(lfr), minus_(kr_), minus_(kll), minus_(lev), minus_(upl))
    kfr = plus(kr_, kll, lev, upl, okfs)
    sk = plus(lfr, kfr)
    b = fig_rows(
        s,
        bx,
        [
            ("Goodwill", gw, ""),
            ("Övriga immateriella anläggningstillgångar", oimm, ""),
            ("Materiella anläggningstillgångar", mat, ""),
            ("Nyttjanderättstillgångar", rou, ""),
            ("Uppskjutna skattefordringar", dta, ""),
            ("Summa anläggningstillgångar", atot, "tb"),
            ("Varulager", inv, ""),
            ("Kundfordringar", kund, ""),
            ("Övriga kortfristiga fordringar", okf, ""),
            ("Likvida medel", cash, ""),
            ("Summa omsättningstillgångar", otot, "tb"),
            ("SUMMA TILLGÅNGAR", ta, "tbu"),
            ("Eget kapital hänförligt till moderbolagets aktieägare", ekm, ""),
            ("Innehav utan bestämmande inflytande", ekn, ""),
            ("Summa eget kapital", ek, "tb"),
            ("Långfristiga räntebärande skulder", lr, ""),
            ("Långfristiga leasingskulder", ll, ""),
            ("Avsättningar", av, ""),
            ("Uppskjutna skatteskulder", dtl, ""),
            ("Summa långfristiga skulder", lfr, "tb"),
            ("Kortfristiga räntebärande skulder", kr_, ""),
            ("Kortfristiga leasingskulder", kll, ""),
            ("Leverantörsskulder", lev, ""),
            ("Upplupna kostnader och förutbetalda intäkter", upl, ""),
            ("Övriga kortfristiga skulder", okfs, ""),
            ("Summa kortfristiga skulder", kfr, "tb"),
            ("Summa skulder", sk, "tb"),
            ("SUMMA EGET KAPITAL OCH SKULDER", plus(ek, sk), "tbu"),
        ],
        fm,
        size=7.4,
    )
    same(1184.6, rev[0], "rev")
    same(-8.2, oi[0], "oi")
    same(-19.6, resm[0], "ni")
    same(-0.52, epsd[0], "eps")
    same(74.7, resm[1], "ni py")
    same(1.98, epsd[1], "eps py")
    same(3.82, epsd[2], "eps ytd")
    same(5.35, epsd[3], "eps ytd py")
    same(56.1, adj, "adj")
    same(4468.1, ta[0], "ta")
    same(2857.8, sk[0], "sk")
    same(1610.3, ek[0], "ek")
    fields = {
        "company_name": F("Bergslagens Ventilation AB (publ)", 1, q_co),
        "report_type": F("other", 1, q_type),
        "period_end_date": F("2026-09-30", 1, q_end),
        "currency": F("SEK", 2, q_cur),
        "total_revenue": F(1_184_600_000, 2, r["Nettoomsättning"]),
        "operating_income": F(-8_200_000, 2, r["Rörelseresultat"]),
        "net_income": F(-19_600_000, 2, r["Hänförligt till moderbolagets aktieägare"]),
        "diluted_eps": F(-0.52, 2, r["Resultat per aktie efter utspädning, kr"]),
        "total_assets": F(4_468_100_000, 2, b["SUMMA TILLGÅNGAR"]),
        "total_liabilities": F(2_857_800_000, 2, b["Summa skulder"]),
        "total_equity": F(1_610_300_000, 2, b["Summa eget kapital"]),
        "cash_and_equivalents": F(212_700_000, 2, b["Likvida medel"]),
    }
    notes = (
        "Swedish interim report (delårsrapport) for January-September 2026, report_type other (an interim "
        "report, neither an SEC form nor a press release); amounts in MSEK with one decimal and a minus sign "
        "('1 184,6', '−8,2'). Current period = third quarter, 1 July - 30 September 2026: the FIRST column "
        "(2026 jul–sep) of the income statement, which also has the prior-year quarter, two year-to-date "
        "columns (jan–sep) and full year 2025. The quarter shows an operating LOSS (restructuring) while the "
        "year-to-date figures are profits; operating_income, net_income and diluted_eps are negative. The "
        "summary bullets give the prior-year figure in brackets and an adjusted operating profit; labels use "
        "the statements. net_income is 'Hänförligt till moderbolagets aktieägare'. Balance sheet: three "
        "dates, "
        "current = first (30 sep 2026); total_equity 'Summa eget kapital' including the minority (sum), "
        "total_liabilities 'Summa skulder' (sum), cash 'Likvida medel'. No field is null."
    )
    sums = [
        SUM(
            "Eget kapital moderbolagets aktieägare + minoritet = Summa eget kapital",
            [
                (
                    1,
                    T(
                        "Eget kapital hänförligt till moderbolagets aktieägare",
                        1_587_400_000,
                        2,
                        b["Eget kapital hänförligt till moderbolagets aktieägare"],
                    ),
                ),
                (
                    1,
                    T(
                        "Innehav utan bestämmande inflytande",
                        22_900_000,
                        2,
                        b["Innehav utan bestämmande inflytande"],
                    ),
                ),
            ],
            "total_equity",
        ),
        SUM(
            "Långfristiga + kortfristiga skulder = Summa skulder",
            [
                (1, T("Summa långfristiga skulder", 1_253_800_000, 2, b["Summa långfristiga skulder"])),
                (1, T("Summa kortfristiga skulder", 1_604_000_000, 2, b["Summa kortfristiga skulder"])),
            ],
            "total_liabilities",
        ),
    ]
    return p, fields, notes, sums


# ==================== 5 Brazilian annual report in R$ mil: Controladora and Consolidado side by side
@doc("b22_fs_br_controladora_consolidado", "financial_statement", "Alimentos Cambuí Relatório Anual 2025")
def fs_br():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=54, size=8)
    f0 = brackets(0, ".", ",", zero="-")
    f2 = brackets(2, ".", ",", zero="-")
    q_co = s.t("ALIMENTOS CAMBUÍ S.A.", 16, True, align="c")
    s.t("Companhia Aberta · CNPJ 07.418.332/0001-64 · Cambuí, Minas Gerais", 7.6, align="c", color=GREY)
    s.skip(6)
    q_type = s.t("Relatório Anual 2025", 14, True, align="c")
    s.t("Demonstrações Financeiras Individuais e Consolidadas", 9, align="c")
    q_end = s.t("Exercícios findos em 31 de dezembro de 2025 e de 2024", 8.4, align="c")
    s.skip(12)
    # statement of income: Controladora 2025, 2024 | Consolidado 2025, 2024
    rev = V(1622408, 1498775, 2418936, 2207514)
    cpv = V(-1187310, -1104826, -1754201, -1611087)
    gp = plus(rev, cpv)
    vend = V(-178455, -165210, -262918, -240466)
    ga = V(-84712, -79903, -121604, -113372)
    eqv = V(68912, 52306, 3206, 2875)
    outr = V(-6204, 2118, -9877, 1964)
    ebit = plus(gp, vend, ga, eqv, outr)
    rf = V(22406, 19118, 38715, 33204)
    df = V(-68931, -74206, -97446, -103590)
    ebt = plus(ebit, rf, df)
    cons_tax = V(-52318, -41207)
    cons_ni = [ebt[2] + cons_tax[0], ebt[3] + cons_tax[1]]
    nci = V(12406, 10118)
    attrib = [cons_ni[0] - nci[0], cons_ni[1] - nci[1]]
    tax = [attrib[0] - ebt[0], attrib[1] - ebt[1], cons_tax[0], cons_tax[1]]
    ni = plus(ebt, tax)
    ctrl_row = [attrib[0], attrib[1], attrib[0], attrib[1]]
    nci_row = ["-", "-", nci[0], nci[1]]
    shb, shd = D(186400), D(188950)
    epsb = [rnd(x / shb, 2) for x in ctrl_row]
    epsd = [rnd(x / shd, 2) for x in ctrl_row]
    s.t("Mensagem da Administração", 10, True)
    s.para(
        "Em 2025 a receita operacional líquida consolidada atingiu R$ 2,42 bilhões, crescimento de 9,6% "
        "sobre "
        "2024, com destaque para a linha de laticínios e para as exportações de café solúvel. O EBITDA "
        "ajustado consolidado somou R$ 356,8 milhões e o lucro líquido atribuível aos acionistas "
        "controladores "
        "alcançou R$ 150,1 milhões. A Administração propõe dividendos mínimos obrigatórios de R$ 35,6 "
        "milhões.",
        8.2,
    )
    s.skip(4)
    s.t("Destaques consolidados (R$ milhões)", 8.6, True)
    hx = [420, 490, 548]
    col_heads(s, hx, [["2025", "2024", "Var."]])
    fig_rows(
        s,
        hx,
        [
            ("Receita operacional líquida", ["2.418,9", "2.207,5", "9,6%"], ""),
            ("EBITDA ajustado", ["356,8", "322,1", "10,8%"], ""),
            ("Lucro líquido atribuível aos controladores", ["150,1", "125,7", "19,4%"], ""),
            ("Dívida líquida", ["444,7", "528,5", "-15,9%"], ""),
        ],
        f0,
    )
    s.t("EBITDA ajustado e dívida líquida são medidas não contábeis.", 6.8, color=GREY)
    # ---- page 2: DRE
    s.new_page()
    s.t("Demonstrações do resultado", 9.6, True)
    q_cur = s.t(
        "Exercícios findos em 31 de dezembro (Em milhares de reais - R$ mil, exceto lucro por ação)", 7.4
    )
    s.skip(2)
    xs = [330, 400, 480, 550]
    col_heads(
        s, xs, [[(300, "Controladora", "l"), (452, "Consolidado", "l")], ["2025", "2024", "2025", "2024"]]
    )
    r = fig_rows(
        s,
        xs,
        [
            ("Receita operacional líquida", rev, "b"),
            ("Custo dos produtos vendidos", cpv, ""),
            ("Lucro bruto", gp, "tb"),
            ("Despesas com vendas", vend, ""),
            ("Despesas gerais e administrativas", ga, ""),
            ("Resultado de equivalência patrimonial", eqv, ""),
            ("Outras receitas (despesas) operacionais, líquidas", outr, ""),
            ("Resultado antes do resultado financeiro e dos tributos", ebit, "tb"),
            ("Receitas financeiras", rf, ""),
            ("Despesas financeiras", df, ""),
            ("Resultado antes dos tributos sobre o lucro", ebt, "tb"),
            ("Imposto de renda e contribuição social", tax, ""),
            ("Lucro líquido do exercício", ni, "tb"),
            ("Atribuível a:", None, ""),
            ("Acionistas controladores", ctrl_row, "i"),
            ("Acionistas não controladores", nci_row, "i"),
        ],
        f0,
        size=7.4,
    )
    s.skip(2)
    r2 = fig_rows(
        s,
        xs,
        [("Lucro por ação básico (R$)", epsb, ""), ("Lucro por ação diluído (R$)", epsd, "")],
        f2,
        size=7.4,
    )
    s.skip(4)
    s.t("As notas explicativas são parte integrante das demonstrações financeiras.", 6.8, color=GREY)
    # ---- page 3: balance sheet
    s.new_page()
    s.t("Balanços patrimoniais", 9.6, True)
    s.t("Em 31 de dezembro (Em milhares de reais - R$ mil)", 7.4)
    s.skip(2)
    col_heads(
        s, xs, [[(300, "Controladora", "l"), (452, "Consolidado", "l")], ["2025", "2024", "2025", "2024"]]
    )
    cash = V(84216, 71905, 196482, 168330)
    apl = V(40118, 35660, 88904, 79215)
    rec = V(246870, 228415, 371655, 342908)
    est = V(212340, 198772, 318207, 296431)
    trib = V(31406, 28118, 52713, 47920)
    oac = V(12385, 10902, 19846, 17604)
    tac = plus(cash, apl, rec, est, trib, oac)
    dep = V(18447, 17205, 24118, 22640)
    inv = V(628612, 570380, 41260, 38054)
    imob = V(612904, 588316, 1086437, 1031209)
    intg = V(46215, 44808, 212590, 218774)
    du = V(22118, 20640, 58906, 54321)
    tanc = plus(dep, inv, imob, intg, du)
    ta = plus(tac, tanc)
    forn = V(164278, 152870, 248612, 231408)
    emp_c = V(88400, 95200, 131750, 142600)
    trab = V(38712, 35104, 58306, 53117)
    divp = V(35646, 29858, 35646, 29858)
    opc = V(21934, 19443, 34285, 31906)
    tpc = plus(forn, emp_c, trab, divp, opc)
    emp_n = V(412500, 436800, 598300, 633450)
    prov = V(24118, 22540, 38912, 36205)
    ird = V(31206, 28962, 62418, 58702)
    arr = V(18840, 17259, 49203, 45118)
    tpnc = plus(emp_n, prov, ird, arr)
    tp = plus(tpc, tpnc)
    pl_ctrl = [ta[0] - tp[0], ta[1] - tp[1]]
    cap = V(600000, 600000, 600000, 600000)
    aap = V(-8406, -6118, -8406, -6118)
    pla = [pl_ctrl[0], pl_ctrl[1], pl_ctrl[0], pl_ctrl[1]]
    res_l = plus(pla, minus_(cap), minus_(aap))
    ncib = [ta[2] - tp[2] - pl_ctrl[0], ta[3] - tp[3] - pl_ctrl[1]]
    tpl = [pla[0], pla[1], pla[2] + ncib[0], pla[3] + ncib[1]]
    b = fig_rows(
        s,
        xs,
        [
            ("Caixa e equivalentes de caixa", cash, ""),
            ("Aplicações financeiras", apl, ""),
            ("Contas a receber de clientes", rec, ""),
            ("Estoques", est, ""),
            ("Tributos a recuperar", trib, ""),
            ("Outros ativos circulantes", oac, ""),
            ("Total do ativo circulante", tac, "tb"),
            ("Depósitos judiciais", dep, ""),
            ("Investimentos", inv, ""),
            ("Imobilizado", imob, ""),
            ("Intangível", intg, ""),
            ("Direito de uso de arrendamentos", du, ""),
            ("Total do ativo não circulante", tanc, "tb"),
            ("Total do ativo", ta, "tbu"),
            ("Fornecedores", forn, ""),
            ("Empréstimos e financiamentos", emp_c, ""),
            ("Obrigações trabalhistas e sociais", trab, ""),
            ("Dividendos a pagar", divp, ""),
            ("Outros passivos circulantes", opc, ""),
            ("Total do passivo circulante", tpc, "tb"),
            ("Empréstimos e financiamentos ", emp_n, ""),
            ("Provisões para contingências", prov, ""),
            ("Imposto de renda e contribuição social diferidos", ird, ""),
            ("Passivo de arrendamento", arr, ""),
            ("Total do passivo não circulante", tpnc, "tb"),
            ("Total do passivo", tp, "tb"),
            ("Capital social", cap, ""),
            ("Reservas de lucros", res_l, ""),
            ("Ajustes de avaliação patrimonial", aap, ""),
            ("Patrimônio líquido atribuível aos controladores", pla, "t"),
            ("Participação dos acionistas não controladores", ["-", "-", ncib[0], ncib[1]], ""),
            ("Total do patrimônio líquido", tpl, "tb"),
            ("Total do passivo e patrimônio líquido", plus(tp, tpl), "tbu"),
        ],
        f0,
        size=7.2,
    )
    same(2418936, rev[2], "rev")
    same(273542, ebit[2], "ebit")
    same(150087, attrib[0], "ni")
    same(0.79, epsd[2], "eps")
    same(2471118, ta[2], "ta")
    same(1257432, tp[2], "tp")
    same(1213686, tpl[2], "tpl")
    same(1119997, pla[2], "pla")
    same(93689, ncib[0], "ncib")
    same(-38027, tax[0], "ctrl tax")
    fields = {
        "company_name": F("ALIMENTOS CAMBUÍ S.A.", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2025-12-31", 1, q_end),
        "currency": F("BRL", 2, q_cur),
        "total_revenue": F(2_418_936_000, 2, r["Receita operacional líquida"]),
        "operating_income": F(273_542_000, 2, r["Resultado antes do resultado financeiro e dos tributos"]),
        "net_income": F(150_087_000, 2, r["Acionistas controladores"]),
        "diluted_eps": F(0.79, 2, r2["Lucro por ação diluído (R$)"]),
        "total_assets": F(2_471_118_000, 3, b["Total do ativo"]),
        "total_liabilities": F(1_257_432_000, 3, b["Total do passivo"]),
        "total_equity": F(1_213_686_000, 3, b["Total do patrimônio líquido"]),
        "cash_and_equivalents": F(196_482_000, 3, b["Caixa e equivalentes de caixa"]),
    }
    notes = (
        "Brazilian annual report (Relatório Anual 2025) with individual and consolidated statements side by "
        "side, in R$ mil ('2.418.936', negatives in brackets). Every statement has four figure columns: "
        "Controladora 2025, Controladora 2024, Consolidado 2025, Consolidado 2024; the contract wants the "
        "consolidated current year, i.e. the THIRD figure column (the parent-only Controladora columns are "
        "distractors, e.g. its revenue, operating result and cash). operating_income is 'Resultado antes do "
        "resultado financeiro e dos tributos'. net_income is the 'Acionistas controladores' line (equal in "
        "both column groups; sum); diluted_eps 'Lucro por ação diluído (R$)'. total_liabilities is 'Total do "
        "passivo' (circulante + não circulante; sum), total_equity 'Total do patrimônio líquido' including "
        "the non-controlling interest (sum). cash is 'Caixa e equivalentes de caixa', not the 'Aplicações "
        "financeiras'. The management letter rounds to R$ bilhões/milhões. No field is null."
    )
    sums = [
        SUM(
            "Lucro líquido consolidado - não controladores = acionistas controladores",
            [
                (
                    1,
                    T(
                        "Lucro líquido do exercício (consolidado)",
                        162_493_000,
                        2,
                        r["Lucro líquido do exercício"],
                    ),
                ),
                (-1, T("Acionistas não controladores", 12_406_000, 2, r["Acionistas não controladores"])),
            ],
            "net_income",
        ),
        SUM(
            "Passivo circulante + não circulante = Total do passivo",
            [
                (1, T("Total do passivo circulante", 508_599_000, 3, b["Total do passivo circulante"])),
                (
                    1,
                    T(
                        "Total do passivo não circulante",
                        748_833_000,
                        3,
                        b["Total do passivo não circulante"],
                    ),
                ),
            ],
            "total_liabilities",
        ),
        SUM(
            "PL controladores + não controladores = Total do patrimônio líquido",
            [
                (
                    1,
                    T(
                        "Patrimônio líquido atribuível aos controladores",
                        1_119_997_000,
                        3,
                        b["Patrimônio líquido atribuível aos controladores"],
                    ),
                ),
                (
                    1,
                    T(
                        "Participação dos acionistas não controladores",
                        93_689_000,
                        3,
                        b["Participação dos acionistas não controladores"],
                    ),
                ),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums
