"""Financial-statement builders for blind_extraction30 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals from the line items it prints and checks the hand-written label literals
with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY
from pdfkit import Pdf, fmt
from sheet import Sheet

A4 = dict(w=595, h=842)


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


def minus(nd=0, zero="-", th=".", dp=","):
    """-1.234,5 / zero mark (German style)."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="-")

    return f


def table(s, colx, rows, f, size=7.6, lead=None, lx=None):
    """rows: (label, values or None, flags[, extra cells]); flags: b bold, i indent, t rule above.
    Returns {label: (page, row text)} for each label with values."""
    out = {}
    lead = lead or size * 1.55
    for row in rows:
        label, vals, flags = row[:3]
        if "t" in flags:
            s.p.line(min(colx) - 46, s.y - size - 1.5, max(colx) + 2, s.y - size - 1.5, 0.4)
        x0 = s.x if lx is None else lx
        cells = [(x0 + (10 if "i" in flags else 0), label)]
        for extra in row[3:]:
            cells.append(extra)
        for x, v in zip(colx, vals or [], strict=False):
            if v is None:
                continue
            cells.append((x, v if isinstance(v, str) else f(v), "r"))
        qt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if vals and label not in out:
            out[label] = (s.page, qt)
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
    """rows: money field -> printed row label (None for a null field)."""
    out = dict(zip(ORDER[:4], head4, strict=True))
    out["diluted_eps"] = eps
    for name, key in KEYS.items():
        r = rows[name]
        out[name] = NULL() if r is None else F(L[key], *g[r])
    return {k: out[k] for k in ORDER}


# ===== 1 Kenyan annual report (KShs '000): Group and Company columns side by side, restructuring charge,
# narrative operating profit before the one-off charge
@doc(
    "b30_fs_ke_annual_report_group_company",
    "financial_statement",
    "Nyandarua Highland Dairies annual report 2034",
)
def fs_ke():
    L = dict(
        rev=18642375000,
        op=2159852000,
        ni=1223418000,
        ta=17574931000,
        tl=7327610000,
        te=10247321000,
        cash=1268594000,
        nci=97318000,
        pat=1320736000,
        own=9634848000,
        ncie=612473000,
    )
    sc = 1000
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=52, size=7.8)
    q_co = s.t("NYANDARUA HIGHLAND DAIRIES PLC", 13, True)
    q_rt = s.t("ANNUAL REPORT AND FINANCIAL STATEMENTS FOR THE YEAR ENDED 30 JUNE 2034", 9.5, True)
    s.skip(4)
    rev = V(18_642_375, 16_918_204, 11_204_816, 10_377_592)
    cos = V(13_418_902, 12_266_517, 8_512_430, 7_941_806)
    gp = sub(rev, cos)
    ooi = V(214_608, 187_390, 96_214, 81_577)
    dist = V(1_386_244, 1_274_018, 842_519, 790_336)
    adm = V(1_547_318, 1_402_755, 918_402, 861_290)
    rst = V(296_450, 0, 296_450, 0)
    imp = V(48_217, 39_604, 21_885, 18_317)
    op = add(gp, ooi, neg(dist), neg(adm), neg(rst), neg(imp))
    fin_i = V(86_412, 71_305, 64_118, 52_940)
    fin_c = V(412_786, 446_219, 268_514, 295_473)
    assoc = V(58_304, 44_917, 0, 0)
    pbt = add(op, fin_i, neg(fin_c), assoc)
    taxx = V(571_046, 488_392, 371_204, 336_918)
    pat = sub(pbt, taxx)
    nci = V(97_318, 84_652, 0, 0)
    own = sub(pat, nci)
    adj_op = op[0] + rst[0]
    s.t("Chairman's statement (extract)", 8.2, True)
    s.para(
        f"Group revenue grew by {(rev[0] / rev[1] - 1) * 100:.1f}% to KShs {rev[0] / 1_000_000:.1f} billion. "
        f"Operating profit before the one-off restructuring charge for the closure of the Ol Kalou chilling "
        f"centre rose to KShs {adj_op / 1_000_000:.2f} billion. The Board recommends a final dividend of "
        f"KShs 1.60 per share.",
        7.8,
    )
    s.skip(2)
    s.t("CONSOLIDATED AND SEPARATE STATEMENT OF PROFIT OR LOSS", 9, True)
    q_cur = s.t("for the year ended 30 June 2034 · all figures in KShs '000 (Kenya shillings thousands)", 7.4)
    s.skip(2)
    cx = [350, 418, 486, 555]
    heads(s, cx, [["Group", "Group", "Company", "Company"], ["2034", "2033", "2034", "2033"]])
    f = paren(0, "-")
    e = [None, None, None, None]
    inc = table(
        s,
        cx,
        [
            ("Revenue", rev, "b"),
            ("Cost of sales", neg(cos), ""),
            ("Gross profit", gp, "bt"),
            ("Other operating income", ooi, ""),
            ("Distribution costs", neg(dist), ""),
            ("Administrative expenses", neg(adm), ""),
            ("Restructuring costs", neg(rst), ""),
            ("Net impairment losses on trade receivables", neg(imp), ""),
            ("Operating profit", op, "bt"),
            ("Finance income", fin_i, ""),
            ("Finance costs", neg(fin_c), ""),
            ("Share of profit of associate", assoc, ""),
            ("Profit before income tax", pbt, "bt"),
            ("Income tax expense", neg(taxx), ""),
            ("Profit for the year", pat, "bt"),
            ("Attributable to:", e, ""),
            ("Owners of the Company", own, "i"),
            ("Non-controlling interests", nci, "i"),
            ("Earnings per share - basic and diluted (KShs)", ["4.63", "4.62", "", ""], "t"),
        ],
        f,
    )
    s.skip(4)
    s.t("Company columns show the parent company's separate financial statements.", 7, color=GREY)
    s.new_page()
    s.t("NYANDARUA HIGHLAND DAIRIES PLC · Annual Report 2034", 8, True)
    s.t("CONSOLIDATED AND SEPARATE STATEMENT OF FINANCIAL POSITION", 9, True)
    q_pe = s.t("as at 30 June 2034 · KShs '000", 7.4)
    s.skip(2)
    heads(s, cx, [["Group", "Group", "Company", "Company"], ["2034", "2033", "2034", "2033"]])
    ppe = V(9_874_512, 9_318_607, 6_418_330, 6_102_845)
    rou = V(412_806, 446_215, 208_117, 231_904)
    intang = V(186_430, 201_718, 94_206, 102_381)
    subs = V(0, 0, 2_150_000, 2_150_000)
    inv_a = V(684_219, 625_904, 0, 0)
    dta = V(73_118, 68_402, 0, 0)
    nca = add(ppe, rou, intang, subs, inv_a, dta)
    invs = V(1_918_437, 1_764_208, 1_102_536, 1_015_847)
    recv = V(2_406_815, 2_218_390, 1_384_207, 1_296_538)
    dep = V(750_000, 500_000, 450_000, 300_000)
    cash = V(1_268_594, 1_034_861, 612_375, 548_203)
    ca = add(invs, recv, dep, cash)
    ta = add(nca, ca)
    ncb = V(2_850_000, 3_420_000, 1_900_000, 2_280_000)
    nll = V(356_214, 391_807, 174_906, 198_442)
    dtl = V(918_307, 842_519, 604_118, 566_730)
    ncl = add(ncb, nll, dtl)
    cb = V(570_000, 570_000, 380_000, 380_000)
    pay = V(2_514_683, 2_287_416, 1_518_329, 1_402_615)
    ctax = V(118_406, 96_218, 82_517, 71_304)
    cl = add(cb, pay, ctax)
    tl = add(ncl, cl)
    te = sub(ta, tl)
    ncie = V(612_473, 548_716, 0, 0)
    sh = V(1_320_000, 1_320_000, 1_320_000, 1_320_000)
    prem = V(842_600, 842_600, 842_600, 842_600)
    reval = V(1_406_215, 1_318_442, 904_117, 866_390)
    owners = sub(te, ncie)
    ret = sub(owners, add(sh, prem, reval))
    bs = table(
        s,
        cx,
        [
            ("ASSETS", None, "b"),
            ("Property, plant and equipment", ppe, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Intangible assets", intang, "i"),
            ("Investment in subsidiaries", subs, "i"),
            ("Investment in associate", inv_a, "i"),
            ("Deferred income tax asset", dta, "i"),
            ("Total non-current assets", nca, "bt"),
            ("Inventories", invs, "i"),
            ("Trade and other receivables", recv, "i"),
            ("Short-term deposits (maturity over 3 months)", dep, "i"),
            ("Cash and cash equivalents", cash, "i"),
            ("Total current assets", ca, "bt"),
            ("TOTAL ASSETS", ta, "bt"),
            ("EQUITY AND LIABILITIES", None, "b"),
            ("Share capital", sh, "i"),
            ("Share premium", prem, "i"),
            ("Revaluation reserve", reval, "i"),
            ("Retained earnings", ret, "i"),
            ("Equity attributable to owners of the Company", owners, "bt"),
            ("Non-controlling interests", ncie, "i"),
            ("Total equity", te, "bt"),
            ("Borrowings - non-current", ncb, "i"),
            ("Lease liabilities", nll, "i"),
            ("Deferred income tax liability", dtl, "i"),
            ("Borrowings - current", cb, "i"),
            ("Trade and other payables", pay, "i"),
            ("Current income tax", ctax, "i"),
            ("Total liabilities", tl, "bt"),
            ("TOTAL EQUITY AND LIABILITIES", add(te, tl), "bt"),
        ],
        f,
    )
    s.skip(6)
    s.t("Approved by the Board on 22 September 2034 and signed on its behalf by:", 7.4)
    s.t("Wanjiru Kamau-Ndegwa, Chairperson · Peter Otieno Okello, Group Managing Director", 7.4)
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
        nci=nci[0],
        pat=pat[0],
        own=owners[0],
        ncie=ncie[0],
    )
    g = dict(**inc)
    for k, v in bs.items():
        g["BS " + k] = v
    fields = fields_of(
        L,
        g,
        [
            F("Nyandarua Highland Dairies PLC", 1, q_co),
            F("annual_report", 1, q_rt),
            F("2034-06-30", 2, q_pe),
            F("KES", 1, q_cur),
        ],
        F(4.63, *g["Earnings per share - basic and diluted (KShs)"]),
        dict(
            total_revenue="Revenue",
            operating_income="Operating profit",
            net_income="Owners of the Company",
            total_assets="BS TOTAL ASSETS",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "Kenyan annual report (KES, KShs '000, year ended 30 June 2034). Both statements print four "
        "columns: Group 2034, Group 2033, Company 2034, Company 2033; the consolidated (Group) current-year "
        "column, the first, is labelled; the Company columns are the parent's separate statements. "
        "operating_income is the Operating profit after the restructuring charge; the chairman's figure "
        "before the one-off charge (in billions) is a distractor, as is the narrative revenue in billions. "
        "net_income is the owners' share (sum with NCI); diluted_eps the combined basic-and-diluted line in "
        "KShs. total_equity includes non-controlling interests (sum); cash excludes short-term deposits."
    )
    sums = [
        SUM(
            "owners + NCI = profit for the year",
            [(1, "net_income"), (1, T("NCI profit", L["nci"], *g["Non-controlling interests"]))],
            T("profit for the year", L["pat"], *g["Profit for the year"]),
        ),
        SUM(
            "owners' equity + NCI = total equity",
            [
                (1, T("owners' equity", L["own"], *g["BS Equity attributable to owners of the Company"])),
                (1, T("NCI equity", L["ncie"], *g["BS Non-controlling interests"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


def pctchg(a, b):
    """Variation % of b over a, one decimal, comma decimal mark (Brazilian style)."""
    if a == 0:
        return "n.a."
    return fmt((b / a - 1) * 100, ".", ",", 1, neg="-") + "%"


# ===== 2 Brazilian earnings release (R$ mil): prior-year quarter FIRST, quarter and nine-month columns,
# EBITDA ajustado in the narrative, controlling vs non-controlling shareholders
@doc(
    "b30_fs_br_release_3t_prior_first",
    "financial_statement",
    "Serrana Papéis e Embalagens release de resultados 3T35",
)
def fs_br():
    L = dict(
        rev=2265436000,
        op=272399000,
        ni=137225000,
        ta=13059487000,
        tl=6404727000,
        te=6654760000,
        cash=812406000,
        nci=8937000,
        pat=146162000,
        own=6451189000,
        ncie=203571000,
    )
    sc = 1000
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=52, size=7.8)
    q_co = s.t("COMPANHIA SERRANA DE PAPÉIS E EMBALAGENS S.A.", 12.5, True)
    q_rt = s.t("Release de Resultados 3T35", 11, True)
    s.t("São Bento do Sul (SC), 29 de outubro de 2035 · CNPJ 07.418.273/0001-95", 7.4, color=GREY)
    s.skip(4)
    # columns: 3T34, 3T35, 9M34, 9M35
    gross = V(2_412_806, 2_718_344, 6_918_427, 7_806_115)
    ded = V(398_117, 452_908, 1_140_562, 1_296_473)
    rev = sub(gross, ded)
    cpv = V(1_507_392, 1_648_217, 4_362_518, 4_751_806)
    lb = sub(rev, cpv)
    dv = V(184_506, 201_433, 537_214, 588_362)
    ga = V(96_418, 104_872, 281_905, 306_114)
    oth = V(12_384, -38_515, 27_406, -21_847)
    ebit = add(lb, neg(dv), neg(ga), oth)
    fr = V(48_217, 61_904, 139_512, 172_408)
    fd = V(132_405, 118_736, 401_283, 362_915)
    lair = add(ebit, fr, neg(fd))
    ir = V(43_618, 69_405, 121_860, 183_527)
    ll = sub(lair, ir)
    nci = V(6_214, 8_937, 17_306, 24_118)
    own = sub(ll, nci)
    da = V(118_406, 126_315, 348_920, 372_604)
    ebitda = add(ebit, da)
    adj = V(0, 38_515, 0, 38_515)
    s.t("Destaques do trimestre", 8.6, True)

    def br(x, nd):
        return fmt(x, ".", ",", nd)

    s.para(
        f"A receita líquida atingiu R$ {br(rev[1] / 1_000_000, 2)} bilhões no 3T35 "
        f"(+{br((rev[1] / rev[0] - 1) * 100, 1)}% sobre o 3T34). O EBITDA ajustado, que exclui a baixa não "
        f"recorrente de ativos da unidade de Rio Negrinho, foi de R$ {br((ebitda[1] + adj[1]) / 1000, 1)} "
        f"milhões e a margem EBITDA ajustada alcançou {br((ebitda[1] + adj[1]) / rev[1] * 100, 1)}%.",
        7.8,
    )
    s.skip(2)
    s.t("DEMONSTRAÇÃO CONSOLIDADA DO RESULTADO", 9, True)
    q_cur = s.t("Em R$ mil (milhares de reais), exceto lucro por ação", 7.4)
    s.skip(2)
    cx = [330, 385, 440, 500, 555]
    heads(s, cx, [["3T34", "3T35", "Var. %", "9M34", "9M35"]])
    f = paren(0, "-", ".", ",")

    def r5(label, a, flags=""):
        return (label, [a[0], a[1], pctchg(a[0], a[1]), a[2], a[3]], flags)

    def r4(label, a, flags=""):
        return (label, [a[0], a[1], "", a[2], a[3]], flags)

    inc = table(
        s,
        cx,
        [
            r4("Receita operacional bruta", gross),
            r4("Deduções da receita (impostos e devoluções)", neg(ded)),
            r5("Receita operacional líquida", rev, "bt"),
            r4("Custo dos produtos vendidos", neg(cpv)),
            r5("Lucro bruto", lb, "bt"),
            r4("Despesas com vendas", neg(dv)),
            r4("Despesas gerais e administrativas", neg(ga)),
            r4("Outras receitas (despesas) operacionais, líquidas", oth),
            r5("Resultado operacional (EBIT)", ebit, "bt"),
            r4("Receitas financeiras", fr),
            r4("Despesas financeiras", neg(fd)),
            r4("Lucro antes do IR e da CS", lair, "bt"),
            r4("Imposto de renda e contribuição social", neg(ir)),
            r5("Lucro líquido do período", ll, "bt"),
            r4("Atribuível aos acionistas controladores", own, "i"),
            r4("Atribuível aos acionistas não controladores", nci, "i"),
            ("Lucro por ação básico (R$)", ["0,56", "0,74", "", "1,20", "2,39"], "t"),
            ("Lucro por ação diluído (R$)", ["0,56", "0,73", "", "1,19", "2,37"], ""),
        ],
        f,
    )
    s.skip(6)
    s.t("Reconciliação do EBITDA (R$ mil)", 8.2, True)
    heads(s, cx, [["3T34", "3T35", "", "9M34", "9M35"]])
    table(
        s,
        cx,
        [
            r4("Resultado operacional (EBIT)", ebit),
            r4("Depreciação, amortização e exaustão", da),
            r4("EBITDA", ebitda, "bt"),
            r4("Baixa não recorrente de ativos (Rio Negrinho)", adj),
            r4("EBITDA ajustado", add(ebitda, adj), "bt"),
        ],
        f,
    )
    s.new_page()
    s.t("COMPANHIA SERRANA DE PAPÉIS E EMBALAGENS S.A. · Release de Resultados 3T35", 8, True)
    s.t("BALANÇO PATRIMONIAL CONSOLIDADO", 9, True)
    s.t("Em R$ mil", 7.4)
    s.skip(2)
    bx = [470, 555]
    heads(s, bx, [["31/12/2034", "30/09/2035"]])
    cash = V(684_215, 812_406)
    apl = V(1_204_318, 957_620)
    recv = V(1_318_407, 1_486_213)
    est = V(1_106_842, 1_214_518)
    oca = V(214_906, 236_417)
    ac = add(cash, apl, recv, est, oca)
    imob = V(5_418_736, 5_602_184)
    bio = V(2_106_418, 2_214_905)
    intg = V(386_204, 372_816)
    onc = V(148_317, 162_408)
    anc = add(imob, bio, intg, onc)
    ta = add(ac, anc)
    forn = V(846_205, 918_436)
    emc = V(612_418, 574_302)
    opc = V(418_306, 462_517)
    pc = add(forn, emc, opc)
    emnc = V(3_618_402, 3_504_816)
    ird = V(712_406, 748_219)
    opnc = V(204_118, 196_437)
    pnc = add(emnc, ird, opnc)
    tl = add(pc, pnc)
    te = sub(ta, tl)
    ncie = V(186_402, 203_571)
    ctrl = sub(te, ncie)
    cap = V(2_400_000, 2_400_000)
    res = sub(ctrl, cap)
    bs = table(
        s,
        bx,
        [
            ("Caixa e equivalentes de caixa", cash, "i"),
            ("Aplicações financeiras", apl, "i"),
            ("Contas a receber de clientes", recv, "i"),
            ("Estoques", est, "i"),
            ("Outros ativos circulantes", oca, "i"),
            ("Total do ativo circulante", ac, "bt"),
            ("Imobilizado", imob, "i"),
            ("Ativos biológicos", bio, "i"),
            ("Intangível", intg, "i"),
            ("Outros ativos não circulantes", onc, "i"),
            ("Total do ativo não circulante", anc, "bt"),
            ("Total do ativo", ta, "bt"),
            ("Fornecedores", forn, "i"),
            ("Empréstimos e financiamentos - circulante", emc, "i"),
            ("Outros passivos circulantes", opc, "i"),
            ("Total do passivo circulante", pc, "bt"),
            ("Empréstimos e financiamentos - não circulante", emnc, "i"),
            ("IR e CS diferidos", ird, "i"),
            ("Outros passivos não circulantes", opnc, "i"),
            ("Total do passivo não circulante", pnc, "bt"),
            ("Total do passivo", tl, "bt"),
            ("Capital social", cap, "i"),
            ("Reservas de lucros e lucros acumulados", res, "i"),
            ("Patrimônio líquido atribuível aos controladores", ctrl, "bt"),
            ("Participação dos acionistas não controladores", ncie, "i"),
            ("Total do patrimônio líquido", te, "bt"),
            ("Total do passivo e patrimônio líquido", add(tl, te), "bt"),
        ],
        f,
    )
    s.skip(6)
    q_pe = s.t("Balanço em 30 de setembro de 2035 comparado com 31 de dezembro de 2034.", 7.4)
    s.t("Teleconferência de resultados: 30 de outubro de 2035, 11h00 (Brasília) · ri.serrana.example", 7.4)
    check(
        L,
        sc,
        rev=rev[1],
        op=ebit[1],
        ni=own[1],
        ta=ta[1],
        tl=tl[1],
        te=te[1],
        cash=cash[1],
        nci=nci[1],
        pat=ll[1],
        own=ctrl[1],
        ncie=ncie[1],
    )
    g = dict(**inc)
    for k, v in bs.items():
        g["BS " + k] = v
    fields = fields_of(
        L,
        g,
        [
            F("Companhia Serrana de Papéis e Embalagens S.A.", 1, q_co),
            F("earnings_release", 1, q_rt),
            F("2035-09-30", 2, q_pe),
            F("BRL", 1, q_cur),
        ],
        F(0.73, *g["Lucro por ação diluído (R$)"]),
        dict(
            total_revenue="Receita operacional líquida",
            operating_income="Resultado operacional (EBIT)",
            net_income="Atribuível aos acionistas controladores",
            total_assets="BS Total do ativo",
            total_liabilities="BS Total do passivo",
            total_equity="BS Total do patrimônio líquido",
            cash_and_equivalents="BS Caixa e equivalentes de caixa",
        ),
    )
    notes = (
        "Brazilian quarterly earnings release in Portuguese (BRL, R$ mil, dot grouping, negatives in "
        "brackets). The income statement prints the prior-year quarter FIRST: 3T34, 3T35 (current, second "
        "column), Var. %, 9M34, 9M35; the balance sheet prints 31/12/2034 first and 30/09/2035 (current) "
        "last. total_revenue is the Receita operacional líquida, not the gross revenue; operating_income "
        "the Resultado operacional (EBIT), not EBITDA or the adjusted EBITDA of the narrative and the "
        "reconciliation; net_income the controlling shareholders' share (sum with non-controlling); "
        "diluted_eps the diluted line (R$, comma decimals), not basic. total_liabilities is Total do "
        "passivo, total_equity Total do patrimônio líquido including non-controlling interests (sum); cash "
        "excludes Aplicações financeiras. The narrative figures in bilhões / milhões are distractors."
    )
    sums = [
        SUM(
            "controladores + não controladores = lucro líquido",
            [
                (1, "net_income"),
                (1, T("non-controlling", L["nci"], *g["Atribuível aos acionistas não controladores"])),
            ],
            T("lucro líquido", L["pat"], *g["Lucro líquido do período"]),
        ),
        SUM(
            "controladores + não controladores = patrimônio líquido",
            [
                (1, T("controladores", L["own"], *g["BS Patrimônio líquido atribuível aos controladores"])),
                (
                    1,
                    T("não controladores", L["ncie"], *g["BS Participação dos acionistas não controladores"]),
                ),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


# ===== 3 German Geschäftsbericht (Tsd. €, fiscal year to 31 March): no total-liabilities line,
# adjusted EBIT in the key figures
@doc(
    "b30_fs_de_geschaeftsbericht_teur_ohne_schulden_summe",
    "financial_statement",
    "Hohenlohe Antriebstechnik Geschäftsbericht 2034/35",
)
def fs_de():
    L = dict(
        rev=2427318000,
        op=249727000,
        ni=140636000,
        ta=2358625000,
        te=1205796000,
        cash=217346000,
        nci=6137000,
        pat=146773000,
        own=1166335000,
        ncie=39461000,
    )
    sc = 1000
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=54, size=8)
    q_co = s.t("Hohenlohe Antriebstechnik AG", 13, True)
    q_rt = s.t("Geschäftsbericht 2034/35 · Konzernabschluss (IFRS)", 9.5, True)
    s.t("Geschäftsjahr vom 1. April 2034 bis 31. März 2035 · Künzelsau", 7.6, color=GREY)
    s.skip(6)
    rev = V(2_427_318, 2_286_342)
    cos = V(1_702_461, 1_634_917)
    gp = sub(rev, cos)
    vk = V(246_835, 231_508)
    vw = V(118_306, 112_714)
    fe = V(97_418, 91_226)
    soe = V(31_647, 27_903)
    soa = V(44_218, 29_806)
    ebit = add(gp, neg(vk), neg(vw), neg(fe), soe, neg(soa))
    restr = V(21_704, 0)
    fin_e = V(9_816, 6_417)
    fin_a = V(38_642, 41_318)
    ebt = add(ebit, fin_e, neg(fin_a))
    st = V(74_128, 53_406)
    jue = sub(ebt, st)
    nci = V(6_137, 5_418)
    own = sub(jue, nci)
    s.t("Kennzahlen", 9, True)
    kx = [420, 500]
    heads(s, kx, [["2034/35", "2033/34"]])
    f1 = minus(0, "–")
    kf = f1
    table(
        s,
        kx,
        [
            ("Auftragseingang (Tsd. €)", V(2_531_206, 2_304_817), ""),
            ("Umsatzerlöse (Tsd. €)", rev, ""),
            ("EBIT bereinigt um Restrukturierung (Tsd. €)", add(ebit, restr), ""),
            (
                "EBIT-Marge bereinigt (%)",
                [fmt(a / b * 100, ".", ",", 1) for a, b in zip(add(ebit, restr), rev, strict=True)],
                "",
            ),
            ("Free Cashflow (Tsd. €)", V(118_415, 96_208), ""),
            ("Mitarbeiter zum Stichtag", ["6.842", "6.715"], ""),
        ],
        kf,
    )
    s.skip(8)
    s.t("Konzern-Gewinn- und Verlustrechnung", 10, True)
    q_cur = s.t("für das Geschäftsjahr 2034/35 · in Tsd. € (Tausend Euro)", 7.6)
    s.skip(2)
    cx = [420, 500]
    heads(s, cx, [["2034/35", "2033/34"]])
    inc = table(
        s,
        cx,
        [
            ("Umsatzerlöse", rev, "b"),
            ("Umsatzkosten", neg(cos), ""),
            ("Bruttoergebnis vom Umsatz", gp, "bt"),
            ("Vertriebskosten", neg(vk), ""),
            ("Allgemeine Verwaltungskosten", neg(vw), ""),
            ("Forschungs- und Entwicklungskosten", neg(fe), ""),
            ("Sonstige betriebliche Erträge", soe, ""),
            ("Sonstige betriebliche Aufwendungen (davon Restrukturierung 21.704)", neg(soa), ""),
            ("Operatives Ergebnis (EBIT)", ebit, "bt"),
            ("Finanzerträge", fin_e, ""),
            ("Finanzaufwendungen", neg(fin_a), ""),
            ("Ergebnis vor Ertragsteuern", ebt, "bt"),
            ("Ertragsteuern", neg(st), ""),
            ("Konzernjahresüberschuss", jue, "bt"),
            ("davon auf nicht beherrschende Anteile entfallend", nci, "i"),
            ("davon auf Aktionäre der Hohenlohe Antriebstechnik AG entfallend", own, "i"),
            ("Ergebnis je Aktie unverwässert (€)", ["2,93", "2,51"], "t"),
            ("Ergebnis je Aktie verwässert (€)", ["2,90", "2,49"], ""),
        ],
        f1,
    )
    s.new_page()
    s.t("Hohenlohe Antriebstechnik AG · Geschäftsbericht 2034/35", 8, True)
    q_pe = s.t("Konzernbilanz zum 31. März 2035", 10, True)
    s.t("in Tsd. €", 7.6)
    s.skip(2)
    heads(s, cx, [["31.03.2035", "31.03.2034"]])
    imm = V(312_418, 298_106)
    sach = V(684_937, 652_318)
    nutz = V(58_306, 61_742)
    aeq = V(41_215, 38_604)
    lsa = V(36_817, 33_906)
    lv = add(imm, sach, nutz, aeq, lsa)
    vor = V(503_926, 472_418)
    ford = V(386_142, 361_807)
    skv = V(72_518, 68_214)
    wp = V(45_000, 30_000)
    cash = V(217_346, 176_315)
    kv = add(vor, ford, skv, wp, cash)
    ta = add(lv, kv)
    pens = V(186_418, 192_806)
    lfv = V(318_000, 356_000)
    leas = V(44_617, 48_103)
    lss = V(52_906, 49_718)
    ls = add(pens, lfv, leas, lss)
    lul = V(274_318, 258_641)
    kfv = V(96_500, 88_000)
    sr = V(61_827, 57_406)
    skvb = V(118_243, 109_517)
    ks = add(lul, kfv, sr, skvb)
    te = sub(ta, add(ls, ks))
    ncie = V(39_461, 35_206)
    ownq = sub(te, ncie)
    gk = V(48_000, 48_000)
    kr = V(212_500, 212_500)
    gr = sub(ownq, add(gk, kr))
    bs = table(
        s,
        cx,
        [
            ("AKTIVA", None, "b"),
            ("Immaterielle Vermögenswerte", imm, "i"),
            ("Sachanlagen", sach, "i"),
            ("Nutzungsrechte", nutz, "i"),
            ("At-Equity bewertete Beteiligungen", aeq, "i"),
            ("Latente Steueransprüche", lsa, "i"),
            ("Langfristige Vermögenswerte", lv, "bt"),
            ("Vorräte", vor, "i"),
            ("Forderungen aus Lieferungen und Leistungen", ford, "i"),
            ("Sonstige kurzfristige Vermögenswerte", skv, "i"),
            ("Wertpapiere", wp, "i"),
            ("Zahlungsmittel und Zahlungsmitteläquivalente", cash, "i"),
            ("Kurzfristige Vermögenswerte", kv, "bt"),
            ("Summe Aktiva", ta, "bt"),
            ("PASSIVA", None, "b"),
            ("Gezeichnetes Kapital", gk, "i"),
            ("Kapitalrücklage", kr, "i"),
            ("Gewinnrücklagen und übriges Eigenkapital", gr, "i"),
            ("Eigenkapital der Aktionäre der Hohenlohe Antriebstechnik AG", ownq, "t"),
            ("Nicht beherrschende Anteile", ncie, "i"),
            ("Summe Eigenkapital", te, "bt"),
            ("Pensionsrückstellungen", pens, "i"),
            ("Finanzverbindlichkeiten (langfristig)", lfv, "i"),
            ("Leasingverbindlichkeiten", leas, "i"),
            ("Latente Steuerschulden", lss, "i"),
            ("Langfristige Schulden", ls, "bt"),
            ("Verbindlichkeiten aus Lieferungen und Leistungen", lul, "i"),
            ("Finanzverbindlichkeiten (kurzfristig)", kfv, "i"),
            ("Sonstige Rückstellungen", sr, "i"),
            ("Sonstige kurzfristige Verbindlichkeiten", skvb, "i"),
            ("Kurzfristige Schulden", ks, "bt"),
            ("Summe Passiva", add(te, ls, ks), "bt"),
        ],
        f1,
    )
    s.skip(8)
    s.t(
        "Künzelsau, 2. Juni 2035 · Der Vorstand: Dr. Friederike Haag (Vorsitzende), Jochen Ebersbach (CFO)",
        7.4,
    )
    check(L, sc, rev=rev[0], op=ebit[0], ni=own[0], ta=ta[0], te=te[0], cash=cash[0], nci=nci[0], pat=jue[0])
    check(L, sc, own=ownq[0], ncie=ncie[0])
    g = dict(**inc)
    for k, v in bs.items():
        g["BS " + k] = v
    fields = fields_of(
        L,
        g,
        [
            F("Hohenlohe Antriebstechnik AG", 1, q_co),
            F("annual_report", 1, q_rt),
            F("2035-03-31", 2, q_pe),
            F("EUR", 1, q_cur),
        ],
        F(2.9, *g["Ergebnis je Aktie verwässert (€)"]),
        dict(
            total_revenue="Umsatzerlöse",
            operating_income="Operatives Ergebnis (EBIT)",
            net_income="davon auf Aktionäre der Hohenlohe Antriebstechnik AG entfallend",
            total_assets="BS Summe Aktiva",
            total_liabilities=None,
            total_equity="BS Summe Eigenkapital",
            cash_and_equivalents="BS Zahlungsmittel und Zahlungsmitteläquivalente",
        ),
    )
    notes = (
        "German annual report (Geschäftsbericht, IFRS group accounts) in thousands of euros (Tsd. €), dot "
        "grouping, negatives with a minus sign; fiscal "
        "year 1 April 2034 to 31 March 2035, current year first. total_revenue is Umsatzerlöse (order intake "
        "in the key figures is a distractor); operating_income the Operatives Ergebnis (EBIT) of the income "
        "statement, not the EBIT bereinigt of the key figures; net_income the share of the AG's "
        "shareholders (sum with non-controlling interests); diluted_eps the verwässert line. The balance "
        "sheet shows Langfristige Schulden and Kurzfristige Schulden but no total of liabilities, so "
        "total_liabilities is null. total_equity is Summe Eigenkapital including non-controlling interests "
        "(sum); cash excludes Wertpapiere."
    )
    sums = [
        SUM(
            "Aktionäre + nicht beherrschende Anteile = Konzernjahresüberschuss",
            [
                (1, "net_income"),
                (1, T("non-controlling", L["nci"], *g["davon auf nicht beherrschende Anteile entfallend"])),
            ],
            T("Konzernjahresüberschuss", L["pat"], *g["Konzernjahresüberschuss"]),
        ),
        SUM(
            "Eigenkapital der Aktionäre + nicht beherrschende Anteile = Summe Eigenkapital",
            [
                (
                    1,
                    T(
                        "shareholders",
                        L["own"],
                        *g["BS Eigenkapital der Aktionäre der Hohenlohe Antriebstechnik AG"],
                    ),
                ),
                (1, T("non-controlling", L["ncie"], *g["BS Nicht beherrschende Anteile"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


# ===== 4 US Form 10-K (USD millions): 52/53-week retail fiscal year ending in February, three fiscal-year
# columns, cover-page share count and public-float dates as distractors
@doc(
    "b30_fs_us_10k_52_53_week_fiscal_year",
    "financial_statement",
    "Timberline Hearth & Home Form 10-K fiscal 2035",
)
def fs_us():
    L = dict(
        rev=4186400000,
        op=337100000,
        ni=226100000,
        ta=3857500000,
        tl=2748400000,
        te=1109100000,
        cash=319700000,
    )
    sc = 10**6
    p = Pdf(w=612, h=792)
    s = Sheet(p, x=60, xr=552, top=60, size=8.6)
    s.t("UNITED STATES", 11, True, x=306, align="c")
    s.t("SECURITIES AND EXCHANGE COMMISSION", 11, True, x=306, align="c")
    s.t("Washington, D.C. 20549", 8.6, x=306, align="c")
    s.skip(6)
    q_rt = s.t("FORM 10-K", 14, True, x=306, align="c")
    s.skip(4)
    s.t("[X] ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 8.4, True)
    q_pe = s.t("For the fiscal year ended February 2, 2036", 9, True, x=306, align="c")
    s.t("or", 8.4, x=306, align="c")
    s.t("[ ] TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 8.4)
    s.t("Commission File Number 001-41827", 8.4, x=306, align="c")
    s.skip(8)
    q_co = s.t("TIMBERLINE HEARTH & HOME, INC.", 14, True, x=306, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7.6, x=306, align="c")
    s.skip(4)
    s.row([(110, "Oregon", "c"), (460, "93-4182736", "c")], 8.6, True)
    s.row([(110, "(State of incorporation)", "c"), (460, "(I.R.S. Employer Identification No.)", "c")], 7.4)
    s.skip(4)
    s.t("6150 SE Ochoco Industrial Way, Milwaukie, Oregon 97222 · (503) 555-0148", 8.6, x=306, align="c")
    s.skip(10)
    s.para(
        "Indicate by check mark whether the registrant is a large accelerated filer, an accelerated filer, a "
        "non-accelerated filer, a smaller reporting company, or an emerging growth company. Large "
        "accelerated "
        "filer [X]  Accelerated filer [ ]  Non-accelerated filer [ ]  Smaller reporting company [ ]",
        8,
    )
    s.para(
        "The aggregate market value of the registrant's common stock held by non-affiliates, computed by "
        "reference to the closing price on August 1, 2035, the last business day of the registrant's most "
        "recently completed second fiscal quarter, was approximately $1,284.6 million.",
        8,
    )
    s.para("As of March 21, 2036, 41,806,215 shares of the registrant's common stock were outstanding.", 8)
    s.para(
        "DOCUMENTS INCORPORATED BY REFERENCE: portions of the proxy statement for the 2036 annual meeting of "
        "shareholders are incorporated by reference into Part III.",
        8,
    )
    s.new_page()
    s.t("TIMBERLINE HEARTH & HOME, INC.", 10, True, x=306, align="c")
    s.t("CONSOLIDATED STATEMENTS OF OPERATIONS", 10, True, x=306, align="c")
    q_cur = s.t("(in millions of U.S. dollars, except per share data)", 8, x=306, align="c")
    s.skip(6)
    cx = [400, 476, 552]
    heads(
        s,
        cx,
        [
            ["Fiscal 2035", "Fiscal 2034", "Fiscal 2033"],
            ["52 weeks ended", "53 weeks ended", "52 weeks ended"],
            ["Feb. 2, 2036", "Feb. 3, 2035", "Jan. 28, 2034"],
        ],
        7.4,
    )
    ns = V("4186.4", "4052.7", "3807.2")
    cos = V("2713.8", "2648.1", "2492.6")
    gp = sub(ns, cos)
    sga = V("1098.3", "1041.6", "978.4")
    imp = V("37.2", "12.5", "9.1")
    op = add(gp, neg(sga), neg(imp))
    ie = V("41.3", "46.2", "38.7")
    oth = V("-6.4", "3.1", "-2.2")
    pbt = add(op, neg(ie), neg(oth))
    tax = V("76.1", "71.3", "67.4")
    ni = sub(pbt, tax)
    f = paren(1, "—")
    inc = table(
        s,
        cx,
        [
            ("Net sales", ns, ""),
            ("Cost of sales, including buying and occupancy costs", cos, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative expenses", sga, ""),
            ("Impairment of store assets", imp, ""),
            ("Operating income", op, "t"),
            ("Interest expense, net", ie, ""),
            ("Other (income) expense, net", oth, ""),
            ("Income before income taxes", pbt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net income", ni, "bt"),
            ("Earnings per share:", None, ""),
            ("Basic", ["$5.41", "$5.42", "$5.18"], "i"),
            ("Diluted", ["$5.35", "$5.36", "$5.11"], "i"),
            ("Weighted-average shares outstanding (in millions):", None, ""),
            ("Basic shares", ["41.8", "42.4", "43.1"], "i"),
            ("Diluted shares", ["42.3", "42.9", "43.7"], "i"),
        ],
        f,
        size=8,
    )
    s.skip(10)
    s.t("See accompanying notes to consolidated financial statements.", 7.4, color=GREY)
    s.new_page()
    s.t("TIMBERLINE HEARTH & HOME, INC.", 10, True, x=306, align="c")
    s.t("CONSOLIDATED BALANCE SHEETS", 10, True, x=306, align="c")
    s.t("(in millions of U.S. dollars, except share data)", 8, x=306, align="c")
    s.skip(6)
    bx = [476, 552]
    heads(s, bx, [["February 2,", "February 3,"], ["2036", "2035"]], 7.4)
    cash = V("319.7", "276.2")
    sti = V("95.4", "140.7")
    inv = V("812.3", "768.9")
    pre = V("64.1", "59.8")
    tca = add(cash, sti, inv, pre)
    ppe = V("1046.5", "1012.2")
    rou = V("1318.7", "1287.4")
    gw = V("142.6", "142.6")
    ona = V("58.2", "61.3")
    ta = add(tca, ppe, rou, gw, ona)
    ap = V("402.8", "388.1")
    acc = V("286.4", "271.9")
    col = V("214.3", "206.5")
    cltd = V("25.0", "25.0")
    tcl = add(ap, acc, col, cltd)
    ltd = V("575.0", "600.0")
    lol = V("1196.2", "1172.8")
    oll = V("48.7", "52.1")
    tl = add(tcl, ltd, lol, oll)
    te = sub(ta, tl)
    apic = V("612.4", "598.3")
    aoci = V("-4.2", "-3.6")
    re_ = sub(te, add(apic, aoci))
    bs = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Cash and cash equivalents", cash, "i"),
            ("Short-term investments", sti, "i"),
            ("Merchandise inventories", inv, "i"),
            ("Prepaid expenses and other current assets", pre, "i"),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Other assets", ona, ""),
            ("Total assets", ta, "bt"),
            ("LIABILITIES AND STOCKHOLDERS' EQUITY", None, "b"),
            ("Accounts payable", ap, "i"),
            ("Accrued expenses and other current liabilities", acc, "i"),
            ("Current operating lease liabilities", col, "i"),
            ("Current portion of long-term debt", cltd, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net", ltd, ""),
            ("Long-term operating lease liabilities", lol, ""),
            ("Other long-term liabilities", oll, ""),
            ("Total liabilities", tl, "bt"),
            ("Common stock and additional paid-in capital", apic, "i"),
            ("Retained earnings", re_, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Total stockholders' equity", te, "bt"),
            ("Total liabilities and stockholders' equity", add(tl, te), "bt"),
        ],
        f,
        size=8,
    )
    check(L, sc, rev=ns[0], op=op[0], ni=ni[0], ta=ta[0], tl=tl[0], te=te[0], cash=cash[0])
    g = dict(**inc)
    for k, v in bs.items():
        g["BS " + k] = v
    fields = fields_of(
        L,
        g,
        [
            F("Timberline Hearth & Home, Inc.", 1, q_co),
            F("10-K", 1, q_rt),
            F("2036-02-02", 1, q_pe),
            F("USD", 2, q_cur),
        ],
        F(5.35, *g["Diluted"]),
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
        "US annual report on Form 10-K in millions of U.S. dollars for a retailer's 52/53-week fiscal year: "
        "fiscal 2035 is the 52 weeks ended February 2, 2036 (the period_end_date, from the cover), printed "
        "first of three fiscal-year columns (fiscal 2034 had 53 weeks). The cover's public-float date "
        "(August 1, 2035) and share-count date (March 21, 2036) and figures are distractors. total_revenue "
        "is Net sales, operating_income Operating income, net_income Net income (no non-controlling "
        "interests), diluted_eps the Diluted line. Balance sheet current column first; total_equity is "
        "Total stockholders' equity; cash excludes short-term investments."
    )
    return p, fields, notes, []


def cents(x):
    return fmt(x, ",", ".", 1)


# ===== 5 South African reviewed interim results (R'000): six-month columns plus the audited prior full year,
# EPS and headline EPS in cents, goodwill impairment, net cash after overdrafts in the cash-flow extract
@doc(
    "b30_fs_za_interim_results_heps_cents",
    "financial_statement",
    "Umgeni Coastal Foods interim results six months to 31 August 2036",
)
def fs_za():
    L = dict(
        rev=6418372000,
        op=667350000,
        ni=417444000,
        ta=7520406000,
        tl=3383248000,
        te=4137158000,
        cash=386217000,
        nci=14806000,
        pat=432250000,
        own=4018706000,
        ncie=118452000,
        od=94306000,
        net=291911000,
    )
    sc = 1000
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=50, size=7.6)
    q_co = s.t("UMGENI COASTAL FOODS LIMITED", 12.5, True)
    s.t(
        "(Incorporated in the Republic of South Africa) · Registration number 2009/184273/06 · JSE share "
        "code: UCF",
        7,
    )
    q_rt = s.t("REVIEWED CONDENSED CONSOLIDATED INTERIM RESULTS", 10.5, True)
    s.t("for the six months ended 31 August 2036", 9, True)
    s.skip(4)
    # columns: H1 2036 (current), H1 2035, year to 29 Feb 2036
    rev = V(6_418_372, 5_972_118, 12_206_547)
    cos = V(4_706_215, 4_412_906, 8_981_340)
    gp = sub(rev, cos)
    ooi = V(48_317, 41_206, 96_418)
    sd = V(612_418, 574_305, 1_162_877)
    adm = V(418_206, 392_517, 801_625)
    gwi = V(62_500, 0, 0)
    op = add(gp, ooi, neg(sd), neg(adm), neg(gwi))
    fi = V(21_406, 18_317, 39_806)
    fc = V(96_418, 104_207, 205_318)
    jv = V(12_318, 9_406, 21_847)
    pbt = add(op, fi, neg(fc), jv)
    tax = V(172_406, 145_818, 301_276)
    pat = sub(pbt, tax)
    nci = V(14_806, 12_417, 26_215)
    own = sub(pat, nci)
    sh_b, sh_d = V(384_215, 386_102, 385_318), V(391_206, 390_417, 389_704)
    lod, lod_t = V(3_418, 1_206, 4_817), V(923, 326, 1_301)
    heads_e = add(own, gwi, lod, neg(lod_t))
    eps = [a / b * 100 for a, b in zip(own, sh_b, strict=True)]
    deps = [a / b * 100 for a, b in zip(own, sh_d, strict=True)]
    heps = [a / b * 100 for a, b in zip(heads_e, sh_b, strict=True)]
    dheps = [a / b * 100 for a, b in zip(heads_e, sh_d, strict=True)]

    def chg(a):
        return f"{(a[0] / a[1] - 1) * 100:.0f}"

    s.t("Salient features", 8.4, True)
    s.t(f"Revenue up {chg(rev)}% to R{rev[0] / 1_000_000:.1f} billion", 7.8)
    s.t(f"Headline earnings per share up {chg(heps)}% to {cents(heps[0])} cents", 7.8)
    s.t("Interim dividend of 38.0 cents per share declared (2035: 34.0 cents)", 7.8)
    s.skip(4)
    s.t("CONDENSED CONSOLIDATED STATEMENT OF PROFIT OR LOSS", 8.8, True)
    q_cur = s.t("All amounts in R'000 (South African rand thousands) unless stated otherwise", 7)
    s.skip(2)
    cx = [340, 410, 470, 555]
    heads(
        s,
        cx,
        [
            ["Six months to", "Six months to", "", "Year to"],
            ["31 Aug 2036", "31 Aug 2035", "%", "29 Feb 2036"],
            ["Reviewed", "Reviewed", "change", "Audited"],
        ],
        6.9,
    )
    f = paren(0, "-")

    def r(label, a, flags="", pc=False):
        return (label, [a[0], a[1], chg(a) if pc else "", a[2]], flags)

    def rc(label, a, flags="", pc=False):
        return (label, [cents(a[0]), cents(a[1]), chg(a) if pc else "", cents(a[2])], flags)

    inc = table(
        s,
        cx,
        [
            r("Revenue", rev, "b", True),
            r("Cost of sales", neg(cos)),
            r("Gross profit", gp, "t"),
            r("Other operating income", ooi),
            r("Selling and distribution expenses", neg(sd)),
            r("Administrative and other operating expenses", neg(adm)),
            r("Impairment of goodwill", neg(gwi)),
            r("Operating profit", op, "bt", True),
            r("Finance income", fi),
            r("Finance costs", neg(fc)),
            r("Share of profit of joint venture", jv),
            r("Profit before taxation", pbt, "t"),
            r("Taxation", neg(tax)),
            r("Profit for the period", pat, "bt"),
            r("Attributable to owners of the parent", own, "i"),
            r("Attributable to non-controlling interests", nci, "i"),
            ("Per share (cents)", None, "b"),
            rc("Basic earnings per share", eps, "i", True),
            rc("Diluted earnings per share", deps, "i", True),
            rc("Headline earnings per share", heps, "i", True),
            rc("Diluted headline earnings per share", dheps, "i", True),
        ],
        f,
        size=7.4,
    )
    s.skip(4)
    s.t("Headline earnings reconciliation", 8.2, True)
    table(
        s,
        cx,
        [
            r("Profit attributable to owners of the parent", own),
            r("Impairment of goodwill (no tax effect)", gwi),
            r("Loss on disposal of property, plant and equipment", lod),
            r("Tax effect on loss on disposal", neg(lod_t)),
            r("Headline earnings", heads_e, "bt"),
            r("Weighted average number of shares ('000)", sh_b),
            r("Diluted weighted average number of shares ('000)", sh_d),
        ],
        f,
        size=7.4,
    )
    s.new_page()
    s.t("UMGENI COASTAL FOODS LIMITED · Reviewed condensed consolidated interim results", 8, True)
    s.t("CONDENSED CONSOLIDATED STATEMENT OF FINANCIAL POSITION", 8.8, True)
    q_pe = s.t("as at 31 August 2036 · R'000", 7.4)
    s.skip(2)
    bx = [400, 477, 555]
    heads(s, bx, [["31 Aug 2036", "31 Aug 2035", "29 Feb 2036"], ["Reviewed", "Reviewed", "Audited"]], 6.9)
    ppe = V(3_418_206, 3_206_418, 3_312_517)
    rou = V(286_418, 301_206, 294_317)
    gwi_a = V(418_306, 480_806, 480_806)
    jva = V(148_217, 131_406, 139_898)
    dta = V(42_318, 38_407, 40_216)
    nca = add(ppe, rou, gwi_a, jva, dta)
    inv = V(1_614_306, 1_518_207, 1_402_618)
    rec = V(1_206_418, 1_118_306, 1_094_215)
    cash = V(386_217, 298_406, 512_318)
    ca = add(inv, rec, cash)
    ta = add(nca, ca)
    bor = V(1_250_000, 1_400_000, 1_325_000)
    lease = V(268_406, 284_117, 276_208)
    dtl = V(214_318, 198_406, 206_117)
    pay = V(1_406_218, 1_312_406, 1_286_304)
    od = V(94_306, 62_418, 0)
    cbor = V(150_000, 150_000, 150_000)
    tl = add(bor, lease, dtl, pay, od, cbor)
    te = sub(ta, tl)
    ncie = V(118_452, 102_318, 110_214)
    owners = sub(te, ncie)
    stc = V(1_204_318, 1_204_318, 1_204_318)
    oth_r = V(86_418, 74_206, 81_317)
    ret = sub(owners, add(stc, oth_r))
    bs = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Property, plant and equipment", ppe, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Goodwill and intangible assets", gwi_a, "i"),
            ("Investment in joint venture", jva, "i"),
            ("Deferred tax assets", dta, "i"),
            ("Inventories", inv, "i"),
            ("Trade and other receivables", rec, "i"),
            ("Cash and cash equivalents", cash, "i"),
            ("Total assets", ta, "bt"),
            ("EQUITY AND LIABILITIES", None, "b"),
            ("Stated capital", stc, "i"),
            ("Other reserves", oth_r, "i"),
            ("Retained earnings", ret, "i"),
            ("Equity attributable to owners of the parent", owners, "t"),
            ("Non-controlling interests", ncie, "i"),
            ("Total equity", te, "bt"),
            ("Interest-bearing borrowings", bor, "i"),
            ("Lease liabilities", lease, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("Trade and other payables", pay, "i"),
            ("Bank overdrafts", od, "i"),
            ("Current portion of interest-bearing borrowings", cbor, "i"),
            ("Total liabilities", tl, "bt"),
            ("Total equity and liabilities", add(te, tl), "bt"),
        ],
        f,
        size=7.4,
    )
    s.skip(6)
    s.t("CONDENSED CONSOLIDATED STATEMENT OF CASH FLOWS (extract)", 8.8, True)
    opening = V(512_318, 301_206, 301_206)
    cf_op = V(402_318, 356_207, 968_415)
    cf_inv = V(-318_406, -274_118, -512_306)
    cf_fin = sub(sub(cash, od), add(opening, cf_op, cf_inv))
    net = add(opening, cf_op, cf_inv, cf_fin)
    cf = table(
        s,
        bx,
        [
            ("Net cash and cash equivalents at beginning of period", opening, "i"),
            ("Cash generated from operating activities", cf_op, "i"),
            ("Cash utilised in investing activities", cf_inv, "i"),
            ("Cash utilised in financing activities", cf_fin, "i"),
            ("Net cash and cash equivalents at end of period (net of bank overdrafts)", net, "bt"),
        ],
        f,
        size=7.4,
    )
    s.skip(6)
    s.t("The interim results were reviewed by the group's auditors. Durban, 14 October 2036.", 7)
    s.t(
        "Signed on behalf of the board: Nomvula Dlamini-Khoza (Chief Executive Officer), Riaan Pretorius "
        "(CFO)",
        7,
    )
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
        nci=nci[0],
        pat=pat[0],
        own=owners[0],
        ncie=ncie[0],
        od=od[0],
        net=net[0],
    )
    g = dict(**inc)
    for k, v in bs.items():
        g["BS " + k] = v
    fields = fields_of(
        L,
        g,
        [
            F("Umgeni Coastal Foods Limited", 1, q_co),
            F("earnings_release", 1, q_rt),
            F(
                "2036-08-31",
                1,
                "REVIEWED CONDENSED CONSOLIDATED INTERIM RESULTS for the six months ended 31 August 2036",
            ),
            F("ZAR", 1, q_cur),
        ],
        F(106.7, *g["Diluted earnings per share"]),
        dict(
            total_revenue="Revenue",
            operating_income="Operating profit",
            net_income="Attributable to owners of the parent",
            total_assets="BS Total assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    del q_pe
    notes = (
        "South African reviewed condensed consolidated interim results (ZAR, R'000) for the six months ended "
        "31 August 2036: the current period is the half-year, the first column; the second column is the "
        "prior half-year, then % change and the audited year to 29 February 2036. operating_income is "
        "Operating profit after the goodwill impairment; net_income the owners of the parent (sum with "
        "non-controlling interests). Per-share figures are printed in cents: diluted_eps is the Diluted "
        "earnings per share in cents as printed, not the headline EPS (which excludes the impairment) or the "
        "salient-features figure. total_equity includes non-controlling interests (sum). "
        "cash_and_equivalents is the balance-sheet Cash and cash equivalents; the cash-flow figure at the "
        "end of the period is net of bank overdrafts (sum) and is a distractor."
    )
    sums = [
        SUM(
            "owners + NCI = profit for the period",
            [
                (1, "net_income"),
                (1, T("NCI profit", L["nci"], *g["Attributable to non-controlling interests"])),
            ],
            T("profit for the period", L["pat"], *g["Profit for the period"]),
        ),
        SUM(
            "owners' equity + NCI = total equity",
            [
                (1, T("owners' equity", L["own"], *g["BS Equity attributable to owners of the parent"])),
                (1, T("NCI equity", L["ncie"], *g["BS Non-controlling interests"])),
            ],
            "total_equity",
        ),
        SUM(
            "cash - bank overdrafts = net cash at end of period",
            [(1, "cash_and_equivalents"), (-1, T("bank overdrafts", L["od"], *g["BS Bank overdrafts"]))],
            T(
                "net cash at end of period",
                L["net"],
                *cf["Net cash and cash equivalents at end of period (net of bank overdrafts)"],
            ),
        ),
    ]
    return p, fields, notes, sums
