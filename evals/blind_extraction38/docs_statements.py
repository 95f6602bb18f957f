"""Financial-statement builders for blind_extraction38 (5 documents).  Every
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


def cols_of(*rows):
    """Rows of figures given as strings -> lists of Decimals."""
    return [[D(x) for x in r] for r in rows]


def plus(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def less(a, b):
    return [x - y for x, y in zip(a, b, strict=True)]


def rnd(x, nd=2):
    return D(x).quantize(D(1).scaleb(-nd), rounding=ROUND_HALF_UP)


def brk(nd=0, th=",", dp=".", zero="–"):
    """1,234 / (1,234) / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="()")

    return f


def mns(nd=0, th=",", dp=".", zero="–"):
    """1,234 / -1,234 / zero mark."""

    def f(x):
        return zero if x == 0 else ("-" if x < 0 else "") + fmt(abs(x), th, dp, nd)

    return f


def table(s, colx, rows, f, size=7.6, lead=None, rule_x0=None):
    """Statement rows (label, values or None, flags): b bold, i indent, t rule above, d double rule below.
    Returns {label: (page, printed row text)}."""
    out = {}
    lead = lead or size * 1.62
    x0 = rule_x0 if rule_x0 is not None else s.x
    for label, vals, flags in rows:
        if "t" in flags:
            s.p.line(min(colx) - 44, s.y - size - 2, max(colx) + 2, s.y - size - 2, 0.4)
        ind = 10 if "i" in flags else 0
        cells = [(s.x + ind, label, "l")]
        for x, val in zip(colx, vals or [], strict=False):
            if val is None:
                continue
            cells.append((x, val if isinstance(val, str) else f(val), "r"))
        txt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if "d" in flags:
            for dy in (2.6, 4.4):
                s.p.line(min(colx) - 44, s.y - lead + dy, max(colx) + 2, s.y - lead + dy, 0.4)
        out[label] = (s.page, txt)
    del x0
    return out


def heads(s, colx, lines, size=6.8):
    """Right-aligned column heads, one list per printed line."""
    out = []
    for ln in lines:
        out.append(
            s.row(
                [(x, t, "r") for x, t in zip(colx, ln, strict=False) if t],
                size=size,
                bold=True,
                lead=size + 3,
            )
        )
    s.p.line(min(colx) - 44, s.y - 6, max(colx) + 2, s.y - 6, 0.5)
    s.skip(3)
    return out


def whole(x, scale):
    w = D(str(x)) * scale
    return int(w) if w == w.to_integral_value() else float(w)


def check(L, scale, **computed):
    for k, val in computed.items():
        same(L[k], whole(val, scale), k)


def term(what, L, key, g, row):
    return T(what, L[key], *g[row])


# ===== 1 Swedish group's annual report in English (MSEK, one decimal, minus signs) for a financial year
# running
# December to November: the year in brief with EBIT excluding IFRS 16, margin, store count, proposed dividend
# and
# AGM date; consolidated income statement with two years, attributable profit (sum) and EPS before and after
# dilution; the parent company's income statement as a distractor; a balance sheet with subtotals for
# non-current and current liabilities but no total-liabilities line (equity plus both blocks = total, sum)
@doc(
    "b38_fs_se_annual_report_broken_year_msek",
    "financial_statement",
    "Norrviken Outdoor Group Annual Report 2022/23",
)
def fs_se():
    L = dict(
        rev=6482700000,
        op=597800000,
        ni_all=415500000,
        nci=7400000,
        ni=408100000,
        eps=6.60,
        ta=5786600000,
        te=2351500000,
        ncl=1994200000,
        cl=1440900000,
        cash=488600000,
    )
    M = D(10) ** 6
    f = mns(1)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=56, xr=539, top=70, size=8)
    col = [440, 520]
    sales, cogs = cols_of(("6482.7", "6015.3"), ("-3514.9", "-3318.2"))
    gp = plus(sales, cogs)
    sell, adm, ooi, ooe = cols_of(
        ("-1986.4", "-1842.6"), ("-402.3", "-376.9"), ("31.6", "18.4"), ("-12.9", "-21.7")
    )
    op = plus(gp, sell, adm, ooi, ooe)
    fin_i, fin_e = cols_of(("14.2", "6.1"), ("-88.7", "-61.5"))
    pafi = plus(op, fin_i, fin_e)
    tax = [rnd(-x * D("0.206"), 1) for x in pafi]
    ni_all = plus(pafi, tax)
    nci = cols_of(("7.4", "5.9"))[0]
    ni = less(ni_all, nci)
    eps_b = [rnd(ni[0] / D("61.42")), rnd(ni[1] / D("61.05"))]
    eps_d = [rnd(ni[0] / D("61.87")), rnd(ni[1] / D("61.38"))]
    s.t("NORRVIKEN OUTDOOR GROUP", 22, True, color=(0.1, 0.3, 0.25))
    q_rt = s.t("Annual Report 2022/23", 16, True)
    q_pe = s.t("Financial year 1 December 2022 – 30 November 2023", 10)
    s.skip(20)
    s.t("The year in brief", 12, True)
    s.skip(2)
    for ln in (
        f"• Net sales increased by {rnd((sales[0] / sales[1] - 1) * 100, 1)}% to MSEK {f(sales[0])} "
        f"(MSEK {f(sales[1])}); like-for-like growth was 4.9%.",
        f"• Operating profit (EBIT) amounted to MSEK {f(op[0])} ({f(op[1])}), an operating margin of "
        f"{rnd(op[0] / sales[0] * 100, 1)}%.",
        "• EBIT excluding IFRS 16 was MSEK 541.3 (428.0).",
        f"• Earnings per share after dilution were SEK {fmt(eps_d[0], ',', '.', 2)} "
        f"({fmt(eps_d[1], ',', '.', 2)}).",
        "• 11 new stores opened; 148 stores in Sweden, Norway and Finland at year-end.",
        "• The Board proposes a dividend of SEK 3.20 per share (2.75), payable after the Annual General "
        "Meeting on 14 March 2024.",
    ):
        s.para(ln, 8.8, w=470, gap=3)
    s.skip(16)
    s.t("Norrviken Outdoor Group AB (publ), corp. reg. no. 556781-4402, Gothenburg, Sweden", 8, color=GREY)
    q_cur = s.t(
        "Amounts in MSEK unless otherwise stated. Figures in brackets refer to the previous year.",
        8,
        color=GREY,
    )
    s.y = 806
    s.t("Norrviken Outdoor Group · Annual Report 2022/23 · 1", 6.8, x=297, align="c", color=GREY)
    # page 2
    s.new_page()
    q_co = s.t("Norrviken Outdoor Group AB (publ)", 9, True)
    s.t("Consolidated income statement", 12, True)
    s.skip(4)
    heads(s, col, [["2022/23", "2021/22"], ["Dec–Nov", "Dec–Nov"]])
    g = table(
        s,
        col,
        [
            ("Net sales", sales, ""),
            ("Cost of goods sold", cogs, ""),
            ("Gross profit", gp, "bt"),
            ("Selling expenses", sell, ""),
            ("Administrative expenses", adm, ""),
            ("Other operating income", ooi, ""),
            ("Other operating expenses", ooe, ""),
            ("Operating profit", op, "bt"),
            ("Financial income", fin_i, ""),
            ("Financial expenses", fin_e, ""),
            ("Profit after financial items", pafi, "bt"),
            ("Income tax", tax, ""),
            ("Profit for the year", ni_all, "bt"),
            ("Profit for the year attributable to:", None, ""),
            ("Parent company shareholders", ni, "i"),
            ("Non-controlling interests", nci, "i"),
        ],
        f,
    )
    s.skip(4)
    ge = table(
        s,
        col,
        [
            ("Earnings per share before dilution, SEK", [fmt(x, ",", ".", 2) for x in eps_b], ""),
            ("Earnings per share after dilution, SEK", [fmt(x, ",", ".", 2) for x in eps_d], ""),
            ("Average number of shares after dilution, million", ["61.87", "61.38"], ""),
        ],
        f,
    )
    s.skip(24)
    s.t("Parent company income statement", 11, True)
    s.skip(4)
    heads(s, col, [["2022/23", "2021/22"]])
    table(
        s,
        col,
        [
            ("Net sales (intra-group services)", cols_of(("184.6", "171.2"))[0], ""),
            ("Administrative expenses", cols_of(("-203.9", "-188.5"))[0], ""),
            ("Operating profit", cols_of(("-19.3", "-17.3"))[0], "bt"),
            ("Dividends from subsidiaries", cols_of(("310.0", "260.0"))[0], ""),
            ("Profit for the year", cols_of(("291.4", "244.1"))[0], "bt"),
        ],
        f,
    )
    s.y = 806
    s.t("Norrviken Outdoor Group · Annual Report 2022/23 · 2", 6.8, x=297, align="c", color=GREY)
    # page 3
    s.new_page()
    s.t("Consolidated balance sheet", 12, True)
    s.skip(4)
    heads(s, col, [["30 Nov 2023", "30 Nov 2022"]])
    nca = cols_of(
        ("612.4", "598.1"),
        ("148.9", "131.7"),
        ("1084.6", "1012.3"),
        ("1566.2", "1478.9"),
        ("42.7", "38.2"),
        ("21.5", "19.8"),
    )
    ca = cols_of(
        ("1438.5", "1502.7"), ("212.8", "198.4"), ("96.3", "87.6"), ("74.1", "69.0"), ("488.6", "352.9")
    )
    tnca, tca = plus(*nca), plus(*ca)
    ta = plus(tnca, tca)
    ncl_r = cols_of(("620.0", "700.0"), ("1284.7", "1216.8"), ("31.2", "27.5"), ("58.3", "52.6"))
    cl_r = cols_of(
        ("80.0", "80.0"),
        ("331.4", "309.2"),
        ("598.7", "571.3"),
        ("27.9", "22.4"),
        ("118.3", "106.9"),
        ("284.6", "259.8"),
    )
    ncl, cl = plus(*ncl_r), plus(*cl_r)
    sc, oc, res = cols_of(("15.4", "15.4"), ("842.0", "842.0"), ("36.8", "28.1"))
    ncie = cols_of(("24.9", "19.6"))[0]
    re_ = less(less(less(ta, plus(ncl, cl)), plus(sc, oc, res)), ncie)
    eqp = plus(sc, oc, res, re_)
    te = plus(eqp, ncie)
    gb = table(
        s,
        col,
        [
            ("ASSETS", None, "b"),
            ("Goodwill", nca[0], ""),
            ("Other intangible assets", nca[1], ""),
            ("Property, plant and equipment", nca[2], ""),
            ("Right-of-use assets", nca[3], ""),
            ("Deferred tax assets", nca[4], ""),
            ("Other non-current receivables", nca[5], ""),
            ("Total non-current assets", tnca, "bt"),
            ("Inventories", ca[0], ""),
            ("Trade receivables", ca[1], ""),
            ("Other current receivables", ca[2], ""),
            ("Prepaid expenses and accrued income", ca[3], ""),
            ("Cash and cash equivalents", ca[4], ""),
            ("Total current assets", tca, "bt"),
            ("TOTAL ASSETS", ta, "btd"),
            ("EQUITY AND LIABILITIES", None, "b"),
            ("Share capital", sc, ""),
            ("Other contributed capital", oc, ""),
            ("Reserves", res, ""),
            ("Retained earnings including profit for the year", re_, ""),
            ("Equity attributable to parent company shareholders", eqp, "bt"),
            ("Non-controlling interests", ncie, ""),
            ("Total equity", te, "bt"),
            ("Non-current interest-bearing liabilities", ncl_r[0], ""),
            ("Non-current lease liabilities", ncl_r[1], ""),
            ("Provisions", ncl_r[2], ""),
            ("Deferred tax liabilities", ncl_r[3], ""),
            ("Total non-current liabilities", ncl, "bt"),
            ("Current interest-bearing liabilities", cl_r[0], ""),
            ("Current lease liabilities", cl_r[1], ""),
            ("Trade payables", cl_r[2], ""),
            ("Current tax liabilities", cl_r[3], ""),
            ("Other current liabilities", cl_r[4], ""),
            ("Accrued expenses and deferred income", cl_r[5], ""),
            ("Total current liabilities", cl, "bt"),
            ("TOTAL EQUITY AND LIABILITIES", plus(te, ncl, cl), "btd"),
        ],
        f,
        size=7.5,
    )
    s.y = 806
    s.t("Norrviken Outdoor Group · Annual Report 2022/23 · 3", 6.8, x=297, align="c", color=GREY)
    same(L["eps"], eps_d[0], "eps")
    check(
        L,
        M,
        rev=sales[0],
        op=op[0],
        ni_all=ni_all[0],
        nci=nci[0],
        ni=ni[0],
        ta=ta[0],
        te=te[0],
        ncl=ncl[0],
        cl=cl[0],
        cash=ca[4][0],
    )
    fields = {
        "company_name": F("Norrviken Outdoor Group AB (publ)", 2, q_co),
        "report_type": F("annual_report", 1, q_rt),
        "period_end_date": F("2023-11-30", 1, q_pe),
        "currency": F("SEK", 1, q_cur),
        "total_revenue": F(L["rev"], *g["Net sales"]),
        "operating_income": F(L["op"], *g["Operating profit"]),
        "net_income": F(L["ni"], *g["Parent company shareholders"]),
        "diluted_eps": F(L["eps"], *ge["Earnings per share after dilution, SEK"]),
        "total_assets": F(L["ta"], *gb["TOTAL ASSETS"]),
        "total_liabilities": NULL(),
        "total_equity": F(L["te"], *gb["Total equity"]),
        "cash_and_equivalents": F(L["cash"], *gb["Cash and cash equivalents"]),
    }
    notes = (
        "Swedish group's annual report in English, MSEK with one decimal (scale one million), minus signs. "
        "The financial year runs 1 December 2022 - 30 November 2023 (first figure column, '2022/23'); the "
        "second column is the prior year. Figures are the consolidated ones: the parent company income "
        "statement on page 2 is a distractor, as are EBIT excluding IFRS 16, margins, the dividend and the "
        "AGM date on page 1. operating_income is Operating profit; net_income the profit attributable to "
        "parent company shareholders (profit for the year less non-controlling interests, sum); "
        "diluted_eps the "
        "EPS after dilution in SEK. The balance sheet prints subtotals for non-current and current "
        "liabilities "
        "but no total-liabilities line, so total_liabilities is null (equity plus the two blocks equals "
        "total "
        "assets, sum). total_equity includes non-controlling interests."
    )
    sums = [
        SUM(
            "attributable + NCI = profit for the year",
            [(1, "net_income"), (1, term("NCI", L, "nci", g, "Non-controlling interests"))],
            term("profit for the year", L, "ni_all", g, "Profit for the year"),
        ),
        SUM(
            "equity + non-current + current liabilities = total",
            [
                (1, "total_equity"),
                (1, term("non-current liabilities", L, "ncl", gb, "Total non-current liabilities")),
                (1, term("current liabilities", L, "cl", gb, "Total current liabilities")),
            ],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


# ===== 2 Brazilian quarterly earnings release in Portuguese (R$ mil, dot grouping, brackets; highlights in R$
# milhões) for the third quarter of a fiscal year running March to February: the quarter ends on 30 November;
# quarter and nine-month columns with variations; adjusted EBITDA, adjusted net income, leverage and the
# conference-call date as distractors; controlling vs non-controlling shareholders (sum); basic and diluted
# EPS;
# balance sheet at the quarter end vs the fiscal year end with total liabilities (sums) and short-term
# investments apart from cash
@doc(
    "b38_fs_br_release_resultados_3t_ano_fiscal",
    "financial_statement",
    "Grãos Cerrado Alimentos release 3T23",
)
def fs_br():
    L = dict(
        rev=1418362000,
        op=145873000,
        ni_all=67860000,
        nci=3216000,
        ni=64644000,
        eps=0.1819,
        ta=4075948000,
        tl=2191971000,
        te=1883977000,
        cash=318467000,
    )
    K = D(1000)
    f = brk(0, ".", ",", "–")
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=58, size=8)
    s.t("GRÃOS CERRADO ALIMENTOS S.A.", 16, True, color=(0.55, 0.35, 0.0))
    s.t("B3: GCRA3 · Relações com Investidores · ri.graoscerrado.example", 7.6, color=GREY)
    s.skip(8)
    q_rt = s.t("Grãos Cerrado divulga os resultados do 3T23", 14, True)
    q_pe = s.t(
        "Trimestre encerrado em 30 de novembro de 2023 (3º trimestre do exercício 2023, março a fevereiro)",
        8.6,
    )
    s.t("Rio Verde (GO), 11 de janeiro de 2024", 8, color=GREY)
    s.skip(8)
    # quarter, prior quarter, nine months, prior nine months
    rec = cols_of(("1418362", "1327915", "4066214", "3842570"))[0]
    cpv = cols_of(("-1067148", "-1012655", "-3071930", "-2943817"))[0]
    lb = plus(rec, cpv)
    dv, ga, oo = cols_of(
        ("-148305", "-139722", "-427618", "-401355"),
        ("-61427", "-58904", "-180213", "-171066"),
        ("4391", "-2937", "9461", "-5582"),
    )
    ebit = plus(lb, dv, ga, oo)
    fin = cols_of(("-52914", "-47368", "-158842", "-139775"))[0]
    lair = plus(ebit, fin)
    ir = [rnd(-x * D("0.27"), 0) for x in lair]
    ll = plus(lair, ir)
    nc = cols_of(("3216", "2876", "9137", "8409"))[0]
    lc = less(ll, nc)
    eps_b = [rnd(x / D("352118"), 4) for x in lc]
    eps_d = [rnd(x / D("355402"), 4) for x in lc]
    mi = lambda x: fmt(rnd(x / K, 1), ".", ",", 1)  # noqa: E731
    for ln in (
        f"• Receita líquida de R$ {mi(rec[0])} milhões no 3T23, alta de "
        f"{fmt(rnd((rec[0] / rec[1] - 1) * 100, 1), '.', ',', 1)}% "
        "sobre o 3T22.",
        "• EBITDA ajustado de R$ 143,9 milhões, com margem de 10,1%.",
        f"• Lucro líquido atribuível aos controladores de R$ {mi(lc[0])} milhões; lucro líquido ajustado "
        f"de R$ "
        "79,6 milhões.",
        "• Dívida líquida/EBITDA ajustado (últimos 12 meses) de 1,84x.",
        "• Teleconferência de resultados em 12 de janeiro de 2024, às 11h (Brasília).",
    ):
        s.para(ln, 8.4, w=500, gap=2)
    s.skip(8)
    q_cur = s.t("Demonstração do resultado consolidado (em R$ mil)", 10, True)
    s.skip(2)
    col = [300, 360, 410, 470, 530]
    heads(s, col, [["3T23", "3T22", "Var. %", "9M23", "9M22"]])

    def var(a, b):
        return fmt(rnd((a / b - 1) * 100, 1), ".", ",", 1) + "%"

    rows = [
        ("Receita operacional líquida", rec, "b"),
        ("Custo dos produtos vendidos", cpv, ""),
        ("Lucro bruto", lb, "bt"),
        ("Despesas com vendas", dv, ""),
        ("Despesas gerais e administrativas", ga, ""),
        ("Outras receitas (despesas) operacionais", oo, ""),
        ("Lucro operacional", ebit, "bt"),
        ("Resultado financeiro líquido", fin, ""),
        ("Lucro antes do IR e CS", lair, "bt"),
        ("IR e CS correntes e diferidos", ir, ""),
        ("Lucro líquido do período", ll, "bt"),
        ("Atribuível aos acionistas controladores", lc, "i"),
        ("Atribuível aos acionistas não controladores", nc, "i"),
    ]
    rows = [
        (
            lab,
            None
            if v is None
            else [
                v[0],
                v[1],
                var(v[0], v[1])
                if lab in ("Receita operacional líquida", "Lucro bruto", "Lucro operacional")
                else "",
                v[2],
                v[3],
            ],
            fl,
        )
        for lab, v, fl in rows
    ]
    g = table(s, col, rows, f, 7.6)
    ge = table(
        s,
        col,
        [
            (
                "Lucro por ação básico (R$)",
                [
                    fmt(eps_b[0], ".", ",", 4),
                    fmt(eps_b[1], ".", ",", 4),
                    "",
                    fmt(eps_b[2], ".", ",", 4),
                    fmt(eps_b[3], ".", ",", 4),
                ],
                "",
            ),
            (
                "Lucro por ação diluído (R$)",
                [
                    fmt(eps_d[0], ".", ",", 4),
                    fmt(eps_d[1], ".", ",", 4),
                    "",
                    fmt(eps_d[2], ".", ",", 4),
                    fmt(eps_d[3], ".", ",", 4),
                ],
                "",
            ),
        ],
        f,
        7.6,
    )
    s.y = 806
    s.t("Release de resultados 3T23 · página 1", 6.6, x=297, align="c", color=GREY)
    s.new_page()
    s.t("Balanço patrimonial consolidado (em R$ mil)", 10, True)
    s.skip(2)
    col2 = [430, 530]
    heads(s, col2, [["30/11/2023", "28/02/2023"]])
    cash, apl, rec_c, est, outc = cols_of(
        ("318467", "402117"),
        ("126805", "88390"),
        ("694218", "712604"),
        ("1102375", "948226"),
        ("87119", "79644"),
    )
    tac = plus(cash, apl, rec_c, est, outc)
    rlp, imob, intg = cols_of(("141622", "133904"), ("1286437", "1241058"), ("318905", "322471"))
    tanc = plus(rlp, imob, intg)
    ta = plus(tac, tanc)
    forn, emp, outp = cols_of(("512306", "566918"), ("402114", "318660"), ("214883", "198041"))
    tpc = plus(forn, emp, outp)
    empl, outl = cols_of(("968250", "1004113"), ("94418", "90276"))
    tpnc = plus(empl, outl)
    tl = plus(tpc, tpnc)
    capital, reservas = cols_of(("950000", "950000"), ("0", "0"))
    ncie = cols_of(("41208", "36877"))[0]
    reservas = less(less(less(ta, tl), capital), ncie)
    pl = plus(capital, reservas, ncie)
    gb = table(
        s,
        col2,
        [
            ("Caixa e equivalentes de caixa", cash, ""),
            ("Aplicações financeiras", apl, ""),
            ("Contas a receber de clientes", rec_c, ""),
            ("Estoques", est, ""),
            ("Outros ativos circulantes", outc, ""),
            ("Total do ativo circulante", tac, "bt"),
            ("Realizável a longo prazo", rlp, ""),
            ("Imobilizado", imob, ""),
            ("Intangível", intg, ""),
            ("Total do ativo não circulante", tanc, "bt"),
            ("Total do ativo", ta, "btd"),
            ("Fornecedores", forn, ""),
            ("Empréstimos e financiamentos", emp, ""),
            ("Outros passivos circulantes", outp, ""),
            ("Total do passivo circulante", tpc, "bt"),
            ("Empréstimos e financiamentos (não circulante)", empl, ""),
            ("Outros passivos não circulantes", outl, ""),
            ("Total do passivo não circulante", tpnc, "bt"),
            ("Total do passivo", tl, "bt"),
            ("Capital social", capital, ""),
            ("Reservas de lucros e outros resultados abrangentes", reservas, ""),
            ("Participação dos acionistas não controladores", ncie, ""),
            ("Total do patrimônio líquido", pl, "bt"),
            ("Total do passivo e patrimônio líquido", plus(tl, pl), "btd"),
        ],
        f,
        7.6,
    )
    s.skip(10)
    s.para(
        "As informações financeiras foram elaboradas de acordo com o CPC 21 (R1) e a IAS 34 e revisadas "
        "pelos "
        "auditores independentes. O EBITDA ajustado e o lucro líquido ajustado são medidas não contábeis.",
        7.2,
        w=500,
    )
    s.y = 806
    s.t("Release de resultados 3T23 · página 2", 6.6, x=297, align="c", color=GREY)
    same(L["eps"], eps_d[0], "eps")
    check(
        L,
        K,
        rev=rec[0],
        op=ebit[0],
        ni_all=ll[0],
        nci=nc[0],
        ni=lc[0],
        ta=ta[0],
        tl=tl[0],
        te=pl[0],
        cash=cash[0],
    )
    fields = {
        "company_name": F("Grãos Cerrado Alimentos S.A.", 1, "GRÃOS CERRADO ALIMENTOS S.A."),
        "report_type": F("earnings_release", 1, q_rt),
        "period_end_date": F("2023-11-30", 1, q_pe),
        "currency": F("BRL", 1, q_cur),
        "total_revenue": F(L["rev"], *g["Receita operacional líquida"]),
        "operating_income": F(L["op"], *g["Lucro operacional"]),
        "net_income": F(L["ni"], *g["Atribuível aos acionistas controladores"]),
        "diluted_eps": F(L["eps"], *ge["Lucro por ação diluído (R$)"]),
        "total_assets": F(L["ta"], *gb["Total do ativo"]),
        "total_liabilities": F(L["tl"], *gb["Total do passivo"]),
        "total_equity": F(L["te"], *gb["Total do patrimônio líquido"]),
        "cash_and_equivalents": F(L["cash"], *gb["Caixa e equivalentes de caixa"]),
    }
    notes = (
        "Brazilian quarterly earnings release in Portuguese, R$ mil (scale one thousand; highlights in R$ "
        "milhões), dot grouping, brackets for negatives. The fiscal year runs March to February, so the "
        "third "
        "quarter (3T23) ends on 30 November 2023; the current period is the 3T23 column (first), not 3T22 or "
        "the nine-month columns. operating_income is Lucro operacional (EBITDA ajustado is a distractor); "
        "net_income the amount attributable to controlling shareholders (sum with the non-controlling share "
        "to Lucro líquido do período; adjusted net income is a distractor); diluted_eps the diluted EPS of "
        "the "
        "quarter in R$. Balance sheet at 30/11/2023 (first column; the second is the fiscal year end): Total "
        "do passivo is printed (sum of current and non-current), total_equity includes non-controlling "
        "interests; cash_and_equivalents excludes Aplicações financeiras."
    )
    sums = [
        SUM(
            "controladores + não controladores = lucro líquido",
            [
                (1, "net_income"),
                (1, term("não controladores", L, "nci", g, "Atribuível aos acionistas não controladores")),
            ],
            term("lucro líquido", L, "ni_all", g, "Lucro líquido do período"),
        ),
    ]
    return p, fields, notes, sums


# ===== 3 Irish plc preliminary results announcement (€m, one decimal, brackets) for a 52-week financial
# period
# ending on a Sunday, compared with a 53-week period: highlights with adjusted operating profit, adjusted EPS,
# net debt and dividend dates; group income statement with operating profit before and after exceptional
# items,
# share of joint-venture profit, attributable profit (sum) and EPS in cent; group balance sheet with total
# liabilities (sum) and cash apart from borrowings
@doc(
    "b38_fs_ie_preliminary_results_52_weeks",
    "financial_statement",
    "Ardmoyle Food Group preliminary results 2024",
)
def fs_ie():
    L = dict(
        rev=2153700000,
        op=127700000,
        ni_all=87800000,
        nci=2800000,
        ni=85000000,
        eps=25.4,
        ta=1816400000,
        tl=1092500000,
        te=723900000,
        cash=133700000,
    )
    M = D(10) ** 6
    f = brk(1)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=54, xr=541, top=60, size=8)
    s.t("Ardmoyle Food Group plc", 15, True, color=(0.0, 0.35, 0.2))
    q_rt = s.t("Preliminary Results for the 52 weeks ended 29 December 2024", 12, True)
    s.t(
        "Dublin, 4 March 2025 – Ardmoyle Food Group plc (Euronext Dublin: ARDF) today announces its results.",
        8.2,
    )
    s.skip(6)
    rev, cos = cols_of(("2153.7", "2087.9"), ("-1601.9", "-1561.0"))
    gp = plus(rev, cos)
    dist, adm = cols_of(("-241.7", "-236.4"), ("-163.5", "-158.2"))
    opb = plus(gp, dist, adm)
    exc = cols_of(("-18.9", "-6.3"))[0]
    op = plus(opb, exc)
    fc, jv = cols_of(("-31.9", "-27.6"), ("4.8", "3.9"))
    pbt = plus(op, fc, jv)
    tax = [D("-12.8"), rnd(-pbt[1] * D("0.138"), 1)]
    pat = plus(pbt, tax)
    nci = cols_of(("2.8", "2.1"))[0]
    ni = less(pat, nci)
    eps_b = [rnd(x / D("331.4") * 100, 1) for x in ni]
    eps_d = [rnd(x / D("334.9") * 100, 1) for x in ni]
    s.t("Highlights", 10, True)
    for ln in (
        f"• Group revenue €{fmt(rev[0], ',', '.', 1)}m, up "
        f"{fmt(rnd((rev[0] / rev[1] - 1) * 100, 1), ',', '.', 1)}% "
        "on a reported basis (up 4.6% on a like-for-like 52-week basis).",
        "• Adjusted operating profit €158.9m; adjusted operating margin 7.4%.",
        "• Adjusted diluted EPS 36.2 cent. Net debt €402.7m; leverage 1.9x.",
        "• Final dividend of 6.85 cent per share, payable on 16 May 2025 to shareholders on the register on "
        "11 April 2025.",
    ):
        s.para(ln, 8.4, w=480, gap=2)
    s.skip(4)
    s.t("Group Income Statement", 10.5, True)
    q_cur = s.t("for the 52 weeks ended 29 December 2024 (€m)", 8, color=GREY)
    col = [440, 530]
    heads(s, col, [["52 weeks", "53 weeks"], ["2024", "2023"], ["€m", "€m"]])
    g = table(
        s,
        col,
        [
            ("Revenue", rev, "b"),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "bt"),
            ("Distribution costs", dist, ""),
            ("Administrative expenses", adm, ""),
            ("Operating profit before exceptional items", opb, "t"),
            ("Exceptional items", exc, ""),
            ("Operating profit", op, "bt"),
            ("Finance costs (net)", fc, ""),
            ("Share of profit of joint venture", jv, ""),
            ("Profit before taxation", pbt, "bt"),
            ("Income tax expense", tax, ""),
            ("Profit for the financial period", pat, "bt"),
            ("Attributable to equity holders of the Company", ni, "i"),
            ("Attributable to non-controlling interests", nci, "i"),
        ],
        f,
        7.6,
    )
    s.skip(2)
    ge = table(
        s,
        col,
        [
            ("Basic earnings per share (cent)", [fmt(x, ",", ".", 1) for x in eps_b], ""),
            ("Diluted earnings per share (cent)", [fmt(x, ",", ".", 1) for x in eps_d], ""),
        ],
        f,
        7.6,
    )
    s.y = 810
    s.t("Ardmoyle Food Group plc · Preliminary Results 2024 · 1", 6.6, x=297, align="c", color=GREY)
    s.new_page()
    s.t("Group Balance Sheet", 10.5, True)
    s.t("as at 29 December 2024", 8, color=GREY)
    col2 = [440, 530]
    heads(s, col2, [["29 Dec 2024", "31 Dec 2023"], ["€m", "€m"]])
    nca = cols_of(
        ("437.5", "426.5"), ("512.7", "489.3"), ("96.4", "101.8"), ("37.9", "34.1"), ("12.6", "14.8")
    )
    ca = cols_of(("284.1", "271.6"), ("301.5", "293.0"), ("133.7", "141.7"))
    tnca, tca = plus(*nca), plus(*ca)
    ta = plus(tnca, tca)
    ncl_r = cols_of(("455.0", "430.0"), ("88.6", "92.4"), ("41.2", "45.9"), ("29.7", "27.8"))
    cl_r = cols_of(("76.0", "68.5"), ("21.3", "20.6"), ("366.2", "352.7"), ("14.5", "12.9"))
    tncl, tcl = plus(*ncl_r), plus(*cl_r)
    tl = plus(tncl, tcl)
    nci_e = cols_of(("18.7", "16.4"))[0]
    eqp = less(less(ta, tl), nci_e)
    te = plus(eqp, nci_e)
    gb = table(
        s,
        col2,
        [
            ("Goodwill and intangible assets", nca[0], ""),
            ("Property, plant and equipment", nca[1], ""),
            ("Right-of-use assets", nca[2], ""),
            ("Investment in joint venture", nca[3], ""),
            ("Deferred tax assets", nca[4], ""),
            ("Non-current assets", tnca, "bt"),
            ("Inventories", ca[0], ""),
            ("Trade and other receivables", ca[1], ""),
            ("Cash and cash equivalents", ca[2], ""),
            ("Current assets", tca, "bt"),
            ("Total assets", ta, "btd"),
            ("Borrowings", ncl_r[0], ""),
            ("Lease liabilities", ncl_r[1], ""),
            ("Retirement benefit obligations", ncl_r[2], ""),
            ("Deferred tax liabilities", ncl_r[3], ""),
            ("Non-current liabilities", tncl, "bt"),
            ("Borrowings (current)", cl_r[0], ""),
            ("Lease liabilities (current)", cl_r[1], ""),
            ("Trade and other payables", cl_r[2], ""),
            ("Current tax liabilities", cl_r[3], ""),
            ("Current liabilities", tcl, "bt"),
            ("Total liabilities", tl, "bt"),
            ("Net assets", less(ta, tl), "btd"),
            ("Equity attributable to equity holders of the Company", eqp, ""),
            ("Non-controlling interests", nci_e, ""),
            ("Total equity", te, "bt"),
        ],
        f,
        7.6,
    )
    s.skip(8)
    s.para(
        "The financial information for the 52 weeks ended 29 December 2024 is extracted from the Group's "
        "audited financial statements, which will be published on 27 March 2025. The comparative period is "
        "the 53 weeks ended 31 December 2023. Adjusted measures exclude exceptional items and amortisation "
        "of acquired intangibles.",
        7.2,
        w=480,
    )
    s.y = 810
    s.t("Ardmoyle Food Group plc · Preliminary Results 2024 · 2", 6.6, x=297, align="c", color=GREY)
    same(L["eps"], eps_d[0], "eps")
    check(
        L,
        M,
        rev=rev[0],
        op=op[0],
        ni_all=pat[0],
        nci=nci[0],
        ni=ni[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=ca[2][0],
    )
    fields = {
        "company_name": F("Ardmoyle Food Group plc", 1, "Ardmoyle Food Group plc"),
        "report_type": F("earnings_release", 1, q_rt),
        "period_end_date": F("2024-12-29", 1, q_rt),
        "currency": F("EUR", 1, q_cur),
        "total_revenue": F(L["rev"], *g["Revenue"]),
        "operating_income": F(L["op"], *g["Operating profit"]),
        "net_income": F(L["ni"], *g["Attributable to equity holders of the Company"]),
        "diluted_eps": F(L["eps"], *ge["Diluted earnings per share (cent)"]),
        "total_assets": F(L["ta"], *gb["Total assets"]),
        "total_liabilities": F(L["tl"], *gb["Total liabilities"]),
        "total_equity": F(L["te"], *gb["Total equity"]),
        "cash_and_equivalents": F(L["cash"], *gb["Cash and cash equivalents"]),
    }
    notes = (
        "Irish plc preliminary (full-year) results announcement, €m with one decimal (scale one million), "
        "brackets for negatives. The current period is the 52 weeks ended Sunday 29 December 2024 (first "
        "column); the comparative is a 53-week period. report_type earnings_release (a results announcement, "
        "not the annual report). operating_income is Operating profit after exceptional items, not operating "
        "profit before exceptional items or the adjusted operating profit of the highlights; net_income the "
        "profit attributable to equity holders (sum with the non-controlling share); diluted_eps the diluted "
        "EPS in cent as printed (adjusted diluted EPS is a distractor). Balance sheet at 29 Dec 2024: Total "
        "liabilities printed; Total equity includes non-controlling interests; net debt is a distractor."
    )
    sums = [
        SUM(
            "equity holders + NCI = profit for the period",
            [(1, "net_income"), (1, term("NCI", L, "nci", g, "Attributable to non-controlling interests"))],
            term("profit for the period", L, "ni_all", g, "Profit for the financial period"),
        ),
    ]
    return p, fields, notes, sums


# ===== 4 New Zealand exchange filing: NZX results announcement form for a half year of 26 weeks ending on a
# Sunday (NZ$000, brackets), followed by condensed interim statements with three columns (this half year, the
# prior half year and the audited prior 52-week year); interim dividend with record and payment dates; NTA per
# security; attributable profit (sum); EPS in cents; balance sheet with total liabilities
@doc(
    "b38_fs_nz_nzx_half_year_26_weeks",
    "financial_statement",
    "Kowhai Home and Hardware NZX half-year results",
)
def fs_nz():
    L = dict(
        rev=318642000,
        op=18894000,
        ni_all=9149000,
        nci=412000,
        ni=8737000,
        eps=7.5,
        ta=454535000,
        tl=256691000,
        te=197844000,
        cash=21488000,
    )
    K = D(1000)
    f = brk(0)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=56, size=8)
    rev, cos = cols_of(("318642", "306118", "624905"), ("-201377", "-194826", "-396410"))
    gp = plus(rev, cos)
    emp, occ, dep, oth = cols_of(
        ("-52814", "-50392", "-101277"),
        ("-9418", "-9106", "-18344"),
        ("-21906", "-20573", "-41852"),
        ("-14233", "-13871", "-27694"),
    )
    op = plus(gp, emp, occ, dep, oth)
    fin = cols_of(("-6187", "-5912", "-11906"))[0]
    pbt = plus(op, fin)
    tax = [rnd(-x * D("0.28"), 0) for x in pbt]
    pat = plus(pbt, tax)
    nci = cols_of(("412", "365", "803"))[0]
    ni = less(pat, nci)
    eps_b = [rnd(x / D("116.35") / 10, 1) for x in ni]
    eps_d = [rnd(x / D("117.02") / 10, 1) for x in ni]
    q_co = s.t("Kōwhai Home & Hardware Limited", 14, True, color=(0.6, 0.45, 0.0))
    s.t("NZX: KHH · Results announcement", 9, True)
    s.skip(6)
    rows = [
        ("Reporting Period", "26 weeks to 26 January 2025"),
        ("Previous Reporting Period", "26 weeks to 28 January 2024"),
        (
            "Revenue from ordinary activities (NZ$000)",
            f"{fmt(rev[0], ',', '.', 0)}  (+{fmt(rnd((rev[0] / rev[1] - 1) * 100, 1), ',', '.', 1)}%)",
        ),
        ("Net profit attributable to security holders (NZ$000)", fmt(ni[0], ",", ".", 0)),
        ("Total net profit (NZ$000)", fmt(pat[0], ",", ".", 0)),
        ("Interim dividend per security", "NZ 6.5 cents, fully imputed"),
        ("Record date", "14 March 2025"),
        ("Dividend payment date", "28 March 2025"),
        ("Net tangible assets per security", "NZ$1.94 (prior period NZ$1.87)"),
    ]
    q_f = {}
    for k, v_ in rows:
        y = s.y
        s.p.rect(50, y - 10, 545, y + 5, 0.4)
        s.p.text(54, y, k, 7.8)
        s.p.text(300, y, v_, 7.8, True)
        q_f[k] = f"{k} {v_}"
        s.y += 15
    s.skip(6)
    s.para(
        "Comments: Sales grew in all regions despite softer trade demand in Canterbury; gross margin "
        "improved "
        "by 0.4 percentage points. This announcement is to be read together with the condensed interim "
        "financial statements below, which are unaudited.",
        7.6,
        w=490,
    )
    s.skip(6)
    s.t("Condensed consolidated interim income statement", 10, True)
    q_cur = s.t("in thousands of New Zealand dollars (NZ$000)", 7.6, color=GREY)
    col = [380, 460, 540]
    heads(
        s,
        col,
        [
            ["Unaudited", "Unaudited", "Audited"],
            ["26 weeks to", "26 weeks to", "52 weeks to"],
            ["26 Jan 2025", "28 Jan 2024", "28 Jul 2024"],
        ],
    )
    g = table(
        s,
        col,
        [
            ("Revenue", rev, "b"),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "bt"),
            ("Employee benefits expense", emp, ""),
            ("Occupancy costs", occ, ""),
            ("Depreciation and amortisation", dep, ""),
            ("Other operating expenses", oth, ""),
            ("Operating profit", op, "bt"),
            ("Net finance costs", fin, ""),
            ("Profit before income tax", pbt, "bt"),
            ("Income tax expense", tax, ""),
            ("Profit for the period", pat, "bt"),
            ("Attributable to shareholders of the parent", ni, "i"),
            ("Attributable to non-controlling interests", nci, "i"),
            ("Basic earnings per share (cents)", [fmt(x, ",", ".", 1) for x in eps_b], ""),
            ("Diluted earnings per share (cents)", [fmt(x, ",", ".", 1) for x in eps_d], ""),
        ],
        f,
        7.5,
    )
    s.y = 810
    s.t("Kōwhai Home & Hardware Limited · Half-year results · page 1 of 2", 6.6, x=297, align="c", color=GREY)
    s.new_page()
    s.t("Condensed consolidated interim balance sheet", 10, True)
    s.t("NZ$000", 7.6, color=GREY)
    heads(s, col, [["Unaudited", "Unaudited", "Audited"], ["26 Jan 2025", "28 Jan 2024", "28 Jul 2024"]])
    ca = cols_of(
        ("21488", "17315", "24906"),
        ("38742", "36118", "31207"),
        ("96315", "92874", "88460"),
        ("4117", "3962", "3608"),
    )
    nca = cols_of(
        ("141206", "136588", "139417"),
        ("118934", "121605", "120270"),
        ("27415", "27415", "27415"),
        ("6318", "5977", "6102"),
    )
    tca, tnca = plus(*ca), plus(*nca)
    ta = plus(tca, tnca)
    cl_r = cols_of(("61872", "58430", "55217"), ("24165", "23308", "23716"), ("5210", "4680", "3975"))
    ncl_r = cols_of(("58000", "62000", "54000"), ("104318", "107842", "105961"), ("3126", "2988", "3047"))
    tcl, tncl = plus(*cl_r), plus(*ncl_r)
    tl = plus(tcl, tncl)
    nci_e = cols_of(("2914", "2582", "2796"))[0]
    eqp = less(less(ta, tl), nci_e)
    te = plus(eqp, nci_e)
    gb = table(
        s,
        col,
        [
            ("Cash and cash equivalents", ca[0], ""),
            ("Trade and other receivables", ca[1], ""),
            ("Inventories", ca[2], ""),
            ("Derivative financial instruments", ca[3], ""),
            ("Total current assets", tca, "bt"),
            ("Property, plant and equipment", nca[0], ""),
            ("Right-of-use assets", nca[1], ""),
            ("Intangible assets", nca[2], ""),
            ("Deferred tax asset", nca[3], ""),
            ("Total non-current assets", tnca, "bt"),
            ("Total assets", ta, "btd"),
            ("Trade and other payables", cl_r[0], ""),
            ("Lease liabilities (current)", cl_r[1], ""),
            ("Income tax payable", cl_r[2], ""),
            ("Total current liabilities", tcl, "bt"),
            ("Borrowings", ncl_r[0], ""),
            ("Lease liabilities (non-current)", ncl_r[1], ""),
            ("Provisions", ncl_r[2], ""),
            ("Total non-current liabilities", tncl, "bt"),
            ("Total liabilities", tl, "bt"),
            ("Equity attributable to shareholders of the parent", eqp, ""),
            ("Non-controlling interests", nci_e, ""),
            ("Total equity", te, "bt"),
            ("Total equity and liabilities", plus(te, tl), "btd"),
        ],
        f,
        7.5,
    )
    s.skip(6)
    s.para(
        "The Group's financial year ends on the last Sunday in July. The half year comprises the 26 weeks "
        "ended 26 January 2025 (prior half year: 26 weeks ended 28 January 2024).",
        7.4,
        w=490,
    )
    s.y = 810
    s.t("Kōwhai Home & Hardware Limited · Half-year results · page 2 of 2", 6.6, x=297, align="c", color=GREY)
    same(L["eps"], eps_d[0], "eps")
    check(
        L,
        K,
        rev=rev[0],
        op=op[0],
        ni_all=pat[0],
        nci=nci[0],
        ni=ni[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=ca[0][0],
    )
    fields = {
        "company_name": F("Kōwhai Home & Hardware Limited", 1, q_co),
        "report_type": F("earnings_release", 1, "NZX: KHH · Results announcement"),
        "period_end_date": F("2025-01-26", 1, q_f["Reporting Period"]),
        "currency": F("NZD", 1, q_cur),
        "total_revenue": F(L["rev"], *g["Revenue"]),
        "operating_income": F(L["op"], *g["Operating profit"]),
        "net_income": F(L["ni"], *g["Attributable to shareholders of the parent"]),
        "diluted_eps": F(L["eps"], *g["Diluted earnings per share (cents)"]),
        "total_assets": F(L["ta"], *gb["Total assets"]),
        "total_liabilities": F(L["tl"], *gb["Total liabilities"]),
        "total_equity": F(L["te"], *gb["Total equity"]),
        "cash_and_equivalents": F(L["cash"], *gb["Cash and cash equivalents"]),
    }
    notes = (
        "New Zealand NZX results announcement for a half year, NZ$000 (scale one thousand), brackets. The "
        "current period is the 26 weeks to Sunday 26 January 2025 (first column of each statement); the "
        "second column is the prior half year and the third the audited prior 52-week year (distractors). "
        "report_type earnings_release (results announcement to the exchange). Revenue and the attributable "
        "profit are also printed in the announcement form; net_income is the profit attributable to "
        "shareholders of the parent (sum with the non-controlling share to the total net profit); "
        "diluted_eps "
        "in cents as printed. The dividend, record and payment dates and the NTA per security are "
        "distractors. total_equity includes non-controlling interests."
    )
    sums = [
        SUM(
            "total liabilities + total equity = total assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


# ===== 5 Singapore exchange filing: unaudited results for the third quarter of a 52/53-week financial year,
# the
# quarter being the 13 weeks ended on a Saturday (S$'000, brackets): quarter and 39-week columns with %
# change;
# statements of financial position of the Group and the Company at the quarter end and the last year end (the
# Company columns are distractors); fixed deposits apart from cash; EPS in cents; a review of performance with
# a
# net cash figure
@doc(
    "b38_fs_sg_sgx_3q_13_weeks_group_company",
    "financial_statement",
    "Tembusu Retail Holdings 3Q FY2025 results",
)
def fs_sg():
    L = dict(
        rev=86417000,
        op=7760000,
        ni_all=5505000,
        nci=228000,
        ni=5277000,
        eps=1.27,
        ta=192900000,
        tl=107949000,
        te=84951000,
        cash=31816000,
    )
    K = D(1000)
    f = brk(0)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=54, size=8)
    q_co = s.t("TEMBUSU RETAIL HOLDINGS LTD.", 13, True)
    s.t("(Company Registration No. 200914227R) (Incorporated in the Republic of Singapore)", 7.2, color=GREY)
    s.skip(4)
    q_rt = s.t("Unaudited Results for the Third Quarter (13 weeks) ended 26 October 2024", 10.5, True)
    s.skip(2)
    q_cur = s.t("1. Consolidated statement of profit or loss (S$'000)", 9, True)
    col = [286, 340, 380, 444, 508, 548]
    heads(
        s,
        col,
        [
            ["3Q FY2025", "3Q FY2024", "Change", "9M FY2025", "9M FY2024", "Change"],
            ["13 wks to", "13 wks to", "", "39 wks to", "39 wks to", ""],
            ["26.10.2024", "28.10.2023", "%", "26.10.2024", "28.10.2023", "%"],
        ],
        6.2,
    )
    rev, cos = cols_of(("86417", "81932", "252608", "240177"), ("-47815", "-45904", "-139722", "-134316"))
    gp = plus(rev, cos)
    oi, dist, adm = cols_of(
        ("612", "548", "1874", "1702"),
        ("-24106", "-22938", "-71415", "-68204"),
        ("-7348", "-7011", "-21986", "-20945"),
    )
    op = plus(gp, oi, dist, adm)
    fin = cols_of(("-1128", "-1206", "-3487", "-3719"))[0]
    pbt = plus(op, fin)
    tax = [rnd(-x * D("0.17"), 0) for x in pbt]
    pat = plus(pbt, tax)
    nci = cols_of(("228", "203", "671", "590"))[0]
    ni = less(pat, nci)
    eps_b = [rnd(x / D("412.6") / 10) for x in ni]
    eps_d = [rnd(x / D("415.3") / 10) for x in ni]

    def ch(a, b):
        c = rnd((a / b - 1) * 100, 1)
        return ("+" if c > 0 else "") + fmt(c, ",", ".", 1)

    def row(v):
        return [v[0], v[1], ch(v[0], v[1]), v[2], v[3], ch(v[2], v[3])]

    g = table(
        s,
        col,
        [
            ("Revenue", row(rev), "b"),
            ("Cost of sales", [cos[0], cos[1], "", cos[2], cos[3], ""], ""),
            ("Gross profit", row(gp), "bt"),
            ("Other income", [oi[0], oi[1], "", oi[2], oi[3], ""], ""),
            ("Distribution and selling expenses", [dist[0], dist[1], "", dist[2], dist[3], ""], ""),
            ("Administrative expenses", [adm[0], adm[1], "", adm[2], adm[3], ""], ""),
            ("Profit from operations", row(op), "bt"),
            ("Finance costs", [fin[0], fin[1], "", fin[2], fin[3], ""], ""),
            ("Profit before tax", row(pbt), "bt"),
            ("Income tax expense", [tax[0], tax[1], "", tax[2], tax[3], ""], ""),
            ("Profit for the period", row(pat), "bt"),
            ("Owners of the Company", row(ni), "i"),
            ("Non-controlling interests", [nci[0], nci[1], "", nci[2], nci[3], ""], "i"),
            (
                "EPS – basic (cents)",
                [
                    fmt(eps_b[0], ",", ".", 2),
                    fmt(eps_b[1], ",", ".", 2),
                    "",
                    fmt(eps_b[2], ",", ".", 2),
                    fmt(eps_b[3], ",", ".", 2),
                    "",
                ],
                "",
            ),
            (
                "EPS – diluted (cents)",
                [
                    fmt(eps_d[0], ",", ".", 2),
                    fmt(eps_d[1], ",", ".", 2),
                    "",
                    fmt(eps_d[2], ",", ".", 2),
                    fmt(eps_d[3], ",", ".", 2),
                    "",
                ],
                "",
            ),
        ],
        f,
        7.2,
    )
    s.skip(6)
    s.t("2. Statements of financial position (S$'000)", 9, True)
    col2 = [300, 380, 464, 548]
    heads(
        s,
        col2,
        [["Group", "Group", "Company", "Company"], ["26.10.2024", "03.02.2024", "26.10.2024", "03.02.2024"]],
        6.4,
    )
    ca = cols_of(
        ("31816", "28417", "1204", "986"),
        ("15000", "20000", "0", "0"),
        ("18225", "16904", "3412", "2987"),
        ("42718", "39661", "0", "0"),
    )
    nca = cols_of(("36914", "38102", "0", "0"), ("48227", "51390", "0", "0"), ("0", "0", "61500", "61500"))
    tca, tnca = plus(*ca), plus(*nca)
    ta = plus(tca, tnca)
    cl_r = cols_of(
        ("29416", "27855", "1318", "1244"), ("17902", "18440", "0", "0"), ("3114", "2876", "86", "72")
    )
    ncl_r = cols_of(("24000", "28000", "0", "0"), ("33517", "36208", "0", "0"))
    tcl, tncl = plus(*cl_r), plus(*ncl_r)
    tl = plus(tcl, tncl)
    nci_e = cols_of(("3186", "2815", "0", "0"))[0]
    eqo = less(less(ta, tl), nci_e)
    te = plus(eqo, nci_e)
    gb = table(
        s,
        col2,
        [
            ("Cash and cash equivalents", ca[0], ""),
            ("Fixed deposits (maturity over 3 months)", ca[1], ""),
            ("Trade and other receivables", ca[2], ""),
            ("Inventories", ca[3], ""),
            ("Total current assets", tca, "bt"),
            ("Property, plant and equipment", nca[0], ""),
            ("Right-of-use assets", nca[1], ""),
            ("Investments in subsidiaries", nca[2], ""),
            ("Total non-current assets", tnca, "bt"),
            ("Total assets", ta, "btd"),
            ("Trade and other payables", cl_r[0], ""),
            ("Lease liabilities", cl_r[1], ""),
            ("Income tax payable", cl_r[2], ""),
            ("Total current liabilities", tcl, "bt"),
            ("Bank borrowings", ncl_r[0], ""),
            ("Lease liabilities (non-current)", ncl_r[1], ""),
            ("Total non-current liabilities", tncl, "bt"),
            ("Total liabilities", tl, "bt"),
            ("Equity attributable to owners of the Company", eqo, ""),
            ("Non-controlling interests", nci_e, ""),
            ("Total equity", te, "btd"),
        ],
        f,
        7.2,
    )
    s.y = 814
    s.t("Tembusu Retail Holdings Ltd. · 3Q FY2025 results · page 1 of 2", 6.4, x=297, align="c", color=GREY)
    s.new_page()
    s.t("3. Review of performance", 9, True)
    cash_net = ca[0][0] + ca[1][0] - ncl_r[0][0]
    s.para(
        f"Revenue for 3Q FY2025 rose {ch(rev[0], rev[1])}% to S${fmt(rnd(rev[0] / K, 1), ',', '.', 1)} "
        f"million on "
        "higher footfall at the Group's 46 stores and the opening of two outlets in Johor Bahru. Gross "
        "margin was "
        f"{fmt(rnd(gp[0] / rev[0] * 100, 1), ',', '.', 1)}%. The Group's net cash position (cash, fixed "
        f"deposits "
        f"less bank borrowings) was S${fmt(cash_net, ',', '.', 0)}K as at 26 October 2024.",
        8,
        w=500,
    )
    s.t("4. Dividend", 9, True)
    s.para(
        "No dividend has been declared for the current quarter. An interim dividend of 0.8 cents per share "
        "was "
        "paid on 30 August 2024.",
        8,
        w=500,
    )
    s.t("5. Confirmation by the Board", 9, True)
    s.para(
        "The Board confirms that, to the best of its knowledge, nothing has come to its attention which may "
        "render these unaudited financial results for the third quarter ended 26 October 2024 false or "
        "misleading in any material aspect. The Group's financial year is a 52/53-week year ending on the "
        "Saturday nearest to 31 January.",
        8,
        w=500,
    )
    s.skip(10)
    s.t("BY ORDER OF THE BOARD", 8, True)
    s.t("Lim Wei Ling, Company Secretary · 5 December 2024", 8)
    same(L["eps"], eps_d[0], "eps")
    check(
        L,
        K,
        rev=rev[0],
        op=op[0],
        ni_all=pat[0],
        nci=nci[0],
        ni=ni[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=ca[0][0],
    )
    fields = {
        "company_name": F("Tembusu Retail Holdings Ltd.", 1, q_co),
        "report_type": F("earnings_release", 1, q_rt),
        "period_end_date": F("2024-10-26", 1, q_rt),
        "currency": F("SGD", 1, q_cur),
        "total_revenue": F(L["rev"], *g["Revenue"]),
        "operating_income": F(L["op"], *g["Profit from operations"]),
        "net_income": F(L["ni"], *g["Owners of the Company"]),
        "diluted_eps": F(L["eps"], *g["EPS – diluted (cents)"]),
        "total_assets": F(L["ta"], *gb["Total assets"]),
        "total_liabilities": F(L["tl"], *gb["Total liabilities"]),
        "total_equity": F(L["te"], *gb["Total equity"]),
        "cash_and_equivalents": F(L["cash"], *gb["Cash and cash equivalents"]),
    }
    notes = (
        "Singapore exchange filing of unaudited third-quarter results, S$'000 (scale one thousand), "
        "brackets, "
        "dd.mm.yyyy column heads. The financial year is a 52/53-week year, so the quarter is the 13 weeks "
        "ended "
        "Saturday 26 October 2024: the current figures are the 3Q FY2025 column (first), not 3Q FY2024 or "
        "the "
        "39-week columns. operating_income is Profit from operations; net_income the profit attributable to "
        "owners of the Company (sum with the non-controlling share); diluted_eps the diluted quarterly EPS "
        "in "
        "cents. The statements of financial position print Group and Company columns at the quarter end and "
        "the last year end: the first Group column is used. cash_and_equivalents excludes fixed deposits "
        "over "
        "three months; the net cash position in the review is a distractor."
    )
    sums = [
        SUM(
            "total liabilities + total equity = total assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums
