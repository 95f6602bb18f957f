"""Financial-statement builders for blind_extraction16 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals, prints them and checks the hand-written label literals (one L = dict(...)
per builder) with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, rnd
from pdfkit import Pdf, fmt
from sheet import Sheet


def V(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def sub(a, *bs):
    out = list(a)
    for b in bs:
        out = [x - y for x, y in zip(out, b, strict=True)]
    return out


def neg(a):
    return [-x for x in a]


def us0(x):
    return "-" if x == 0 else fmt(x, ",", ".", 0, neg="()")


def us1(x):
    return "-" if x == 0 else fmt(x, ",", ".", 1, neg="()")


def sv0(x):
    return "–" if x == 0 else fmt(x, " ", ",", 0)


def table(s, colx, rows, f, size=8.2, cur=""):
    """Statement rows (label, values or None, flags); flags: b bold, c currency sign, i indent,
    t rule above.  Returns {label: quote} for rows with figures."""
    out = {}
    for label, vals, flags in rows:
        if "t" in flags:
            s.p.line(colx[0] - 50, s.y - size - 1.5, colx[-1] + 2, s.y - size - 1.5, 0.4)
        cells = [(s.x + (10 if "i" in flags else 0), label)]
        for x, v in zip(colx, vals or [], strict=False):
            txt = v if isinstance(v, str) else f(v)
            if "c" in flags and not isinstance(v, str):
                txt = cur + txt
            cells.append((x, txt, "r"))
        qt = s.row(cells, size=size, bold="b" in flags, lead=size * 1.5)
        if vals:
            out[label] = qt
    return out


def heads(s, colx, lines, size=7.4):
    for ln in lines:
        s.row([(x, t, "r") for x, t in zip(colx, ln, strict=True)], size=size, bold=True, lead=size + 2.6)
    s.p.line(colx[0] - 50, s.y - 6, colx[-1] + 2, s.y - 6, 0.5)
    s.skip(4)


def eps(ni, sh):
    return [rnd(n / s_, 2) for n, s_ in zip(ni, sh, strict=True)]


# ==================== 1 10-Q, prior-year columns first in both the quarter and six-month blocks
@doc("b16_fs_10q_prior_year_first", "financial_statement", "Ostrander Biomedical Devices 10-Q Q2 2026")
def fs_10q():
    L = dict(rev=171645000, oi=31442000, ni=25693000, deps=0.48, ta=583407000, tl=179145000, te=404262000)
    L.update(cash=94318000)
    p = Pdf()
    s = Sheet(p, x=54, xr=558, top=64, size=9)
    s.t("UNITED STATES", 11, True, align="c")
    s.t("SECURITIES AND EXCHANGE COMMISSION", 11, True, align="c")
    s.t("Washington, D.C. 20549", 9, align="c")
    s.skip(8)
    q_type = s.t("FORM 10-Q", 16, True, align="c")
    s.skip(4)
    s.t("[X] QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 8.4)
    q_per = s.t("For the quarterly period ended June 30, 2026", 9.4, True, align="c")
    s.t("[ ] TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 8.4)
    s.t("Commission File Number 001-40218", 8.6, align="c")
    s.skip(10)
    q_co = s.t("OSTRANDER BIOMEDICAL DEVICES, INC.", 15, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7.6, align="c", color=GREY)
    s.skip(6)
    s.row([(90, "Delaware"), (430, "84-2210937")], size=9)
    s.row(
        [
            (70, "(State or other jurisdiction of incorporation)"),
            (400, "(I.R.S. Employer Identification No.)"),
        ],
        size=7.2,
    )
    s.skip(6)
    s.t("4100 Kestrel Ridge Parkway, Eden Prairie, Minnesota 55344", 9, align="c")
    s.t("(952) 555-0170", 8.6, align="c")
    s.skip(14)
    s.para(
        "Indicate by check mark whether the registrant (1) has filed all reports required to be filed by "
        "Section "
        "13 or 15(d) of the Securities Exchange Act of 1934 during the preceding 12 months, and (2) has been "
        "subject to such filing requirements for the past 90 days. Yes [X] No [ ]",
        8.4,
    )
    s.para(
        "Large accelerated filer [ ] Accelerated filer [X] Non-accelerated filer [ ] Smaller reporting "
        "company [ ]",
        8.4,
    )
    s.para(
        "As of July 31, 2026, the registrant had 52,964,118 shares of common stock, $0.001 par value, "
        "outstanding.",
        8.4,
    )
    # ---------- page 2: operations
    s.new_page()
    s.t("PART I. FINANCIAL INFORMATION", 9.4, True)
    s.t("Item 1. Financial Statements", 9.4, True)
    s.skip(4)
    s.t("OSTRANDER BIOMEDICAL DEVICES, INC.", 9.4, True, align="c")
    s.t("Condensed Consolidated Statements of Income (Unaudited)", 9, True, align="c")
    s.t("(in thousands, except per share amounts)", 7.8, align="c")
    colx = [336, 400, 486, 552]
    heads(
        s,
        colx,
        [
            ("Three Months Ended", "June 30,", "Six Months Ended", "June 30,"),
            ("2025", "2026", "2025", "2026"),
        ],
    )
    rev = V(148220, 171645, 289410, 333918)
    cogs = V(58904, 66210, 115877, 130452)
    gp = sub(rev, cogs)
    rd = V(21330, 24118, 42005, 47380)
    sga = V(44612, 49875, 88140, 97660)
    opx = add(rd, sga)
    oi = sub(gp, opx)
    oth = V(1214, 1906, 2380, 3515)
    ebt = add(oi, oth)
    tax = V(5410, 7655, 10620, 14480)
    ni = sub(ebt, tax)
    bsh = V(52410, 52903, 52280, 52850)
    dsh = V(52810, 53460, 52640, 53330)
    q = table(
        s,
        colx,
        [
            ("Revenue", rev, "c"),
            ("Cost of revenue", cogs, ""),
            ("Gross profit", gp, "t"),
            ("Operating expenses:", None, ""),
            ("Research and development", rd, "i"),
            ("Selling, general and administrative", sga, "i"),
            ("Total operating expenses", opx, "t"),
            ("Income from operations", oi, "t"),
            ("Interest and other income, net", oth, ""),
            ("Income before income taxes", ebt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net income", ni, "tbc"),
            ("Net income per share:", None, ""),
            ("Basic", ["$" + str(x) for x in eps(ni, bsh)], "i"),
            ("Diluted", ["$" + str(x) for x in eps(ni, dsh)], "i"),
            ("Weighted-average shares outstanding:", None, ""),
            ("Basic", bsh, "i"),
            ("Diluted ", dsh, "i"),
        ],
        us0,
        cur="$",
    )
    s.skip(8)
    s.para("See accompanying notes to condensed consolidated financial statements.", 7.6)
    # ---------- page 3: balance sheet
    s.new_page()
    s.t("OSTRANDER BIOMEDICAL DEVICES, INC.", 9.4, True, align="c")
    s.t("Condensed Consolidated Balance Sheets", 9, True, align="c")
    s.t("(in thousands, except par value; June 30, 2026 unaudited)", 7.8, align="c")
    colx2 = [440, 552]
    heads(s, colx2, [("June 30,", "December 31,"), ("2026", "2025")])
    cash = V(94318, 121540)
    sti = V(60250, 38900)
    ar = V(71402, 66115)
    inv = V(88760, 79335)
    pre = V(12087, 10954)
    tca = add(cash, sti, ar, inv, pre)
    ppe = V(143905, 138220)
    rou = V(22610, 24180)
    gw = V(58300, 58300)
    intang = V(31775, 34050)
    ta = add(tca, ppe, rou, gw, intang)
    ap = V(28914, 25603)
    accr = V(41208, 46770)
    dr = V(9118, 8402)
    tcl = add(ap, accr, dr)
    oll = V(24905, 26511)
    ltd = V(75000, 80000)
    tl = add(tcl, oll, ltd)
    cs = V(53, 53)
    apic = V(301440, 294118)
    aoci = V(-1322, -2086)
    tse = sub(ta, tl)
    re_ = sub(tse, cs, apic, aoci)
    b = table(
        s,
        colx2,
        [
            ("ASSETS", None, "b"),
            ("Cash and cash equivalents", cash, "c"),
            ("Short-term investments", sti, ""),
            ("Accounts receivable, net", ar, ""),
            ("Inventories", inv, ""),
            ("Prepaid expenses and other current assets", pre, ""),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intang, ""),
            ("Total assets", ta, "tbc"),
            ("LIABILITIES AND STOCKHOLDERS' EQUITY", None, "b"),
            ("Accounts payable", ap, ""),
            ("Accrued liabilities", accr, ""),
            ("Deferred revenue", dr, ""),
            ("Total current liabilities", tcl, "t"),
            ("Operating lease liabilities, noncurrent", oll, ""),
            ("Long-term debt", ltd, ""),
            ("Total liabilities", tl, "tb"),
            ("Common stock, $0.001 par value", cs, ""),
            ("Additional paid-in capital", apic, ""),
            ("Retained earnings", re_, ""),
            ("Accumulated other comprehensive loss", aoci, ""),
            ("Total stockholders' equity", tse, "tb"),
            ("Total liabilities and stockholders' equity", add(tl, tse), "tbc"),
        ],
        us0,
        cur="$",
    )
    K = D(1000)
    same(L["rev"], rev[1] * K, "rev")
    same(L["oi"], oi[1] * K, "oi")
    same(L["ni"], ni[1] * K, "ni")
    same(L["deps"], eps(ni, dsh)[1], "deps")
    same(L["ta"], ta[0] * K, "ta")
    same(L["tl"], tl[0] * K, "tl")
    same(L["te"], tse[0] * K, "te")
    same(L["cash"], cash[0] * K, "cash")
    fields = {
        "company_name": F("OSTRANDER BIOMEDICAL DEVICES, INC.", 1, q_co),
        "report_type": F("10-Q", 1, q_type),
        "period_end_date": F("2026-06-30", 1, q_per),
        "currency": F("USD", 2, q["Revenue"]),
        "total_revenue": F(L["rev"], 2, q["Revenue"]),
        "operating_income": F(L["oi"], 2, q["Income from operations"]),
        "net_income": F(L["ni"], 2, q["Net income"]),
        "diluted_eps": F(L["deps"], 2, q["Diluted"]),
        "total_assets": F(L["ta"], 3, b["Total assets"]),
        "total_liabilities": F(L["tl"], 3, b["Total liabilities"]),
        "total_equity": F(L["te"], 3, b["Total stockholders' equity"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Cash and cash equivalents"]),
    }
    notes = (
        "Form 10-Q (cover page + statements), in thousands. The statement of income prints the PRIOR year "
        "first in both blocks: columns are Q2 2025, Q2 2026, six months 2025, six months 2026; the current "
        "quarter is the SECOND column (Three Months Ended June 30, 2026); the six-month columns are "
        "distractors. Diluted EPS row vs Basic. Balance sheet: June 30, 2026 is the first column (December "
        "31, 2025 second). Short-term investments are not cash; 'Total liabilities and stockholders' equity' "
        "is not total_equity. No field is null."
    )
    return p, fields, notes, []


# ==================== 2 Swedish årsrapport in MSEK: note column, no total-liabilities line, NCI
@doc("b16_fs_se_arsrapport_msek", "financial_statement", "Fjällbacka Maskin AB årsrapport 2025")
def fs_se():
    L = dict(rev=4812000000, oi=516000000, ni=340000000, deps=4.45, ta=5927000000, te=3299000000)
    L.update(cash=512000000)
    p = Pdf(ttf=True)
    s = Sheet(p, x=56, xr=556, top=66, size=9)
    q_co = s.t("Fjällbacka Maskin AB (publ)", 16, True)
    q_type = s.t("Årsrapport 2025", 22, True)
    q_per = s.t("Räkenskapsåret 1 januari – 31 december 2025", 10)
    s.skip(14)
    s.t("Året i korthet", 11, True)
    for ln in [
        "• Nettoomsättningen ökade med 6 procent till 4,8 miljarder kronor (4,5).",
        "• Rörelseresultatet uppgick till 516 MSEK; justerat för omstruktureringskostnader 541 MSEK.",
        "• Rörelsemarginalen var 10,7 procent (9,6).",
        "• Styrelsen föreslår en utdelning om 1,90 kr per aktie (1,60), totalt cirka 144 MSEK.",
        "• Orderingången för fjärde kvartalet ökade med 11 procent till 1 302 MSEK.",
    ]:
        s.t(ln, 9)
    s.skip(12)
    s.t(
        "Fjällbacka Maskin utvecklar och tillverkar hydrauliska lyftsystem för skogs- och lantbruksmaskiner",
        8.6,
        color=GREY,
    )
    s.t(
        "med produktion i Uddevalla och Jönköping. Aktien är noterad på Nasdaq Stockholm, Mid Cap.",
        8.6,
        color=GREY,
    )
    s.new_page()
    s.t("Koncernens resultaträkning", 11, True)
    q_unit = s.t("Belopp i MSEK", 8, color=GREY)
    colx = [470, 550]
    heads(s, colx, [("2025", "2024")])
    rev = V(4812, 4538)
    cogs = V(-3356, -3201)
    gp = add(rev, cogs)
    sk = V(-512, -488)
    ak = V(-301, -296)
    fk = V(-145, -131)
    ov = V(18, -9)
    oi = add(gp, sk, ak, fk, ov)
    fi = V(22, 15)
    fc = V(-88, -97)
    ebt = add(oi, fi, fc)
    tax = V(-96, -78)
    ni = add(ebt, tax)
    nci = V(14, 11)
    nip = sub(ni, nci)
    bsh, dsh = V("75.8", "75.6"), V("76.4", "76.1")

    def sv2(xs):
        return [fmt(x, " ", ",", 2) for x in xs]

    cx = colx
    q = table(
        s,
        cx,
        [
            ("Nettoomsättning (not 3)", rev, ""),
            ("Kostnad för sålda varor", cogs, ""),
            ("Bruttoresultat", gp, "tb"),
            ("Försäljningskostnader", sk, ""),
            ("Administrationskostnader", ak, ""),
            ("Forsknings- och utvecklingskostnader", fk, ""),
            ("Övriga rörelseintäkter och rörelsekostnader (not 6)", ov, ""),
            ("Rörelseresultat (not 4)", oi, "tb"),
            ("Finansiella intäkter (not 9)", fi, ""),
            ("Finansiella kostnader (not 9)", fc, ""),
            ("Resultat före skatt", ebt, "tb"),
            ("Skatt (not 10)", tax, ""),
            ("Årets resultat", ni, "tb"),
            ("Årets resultat hänförligt till:", None, ""),
            ("Moderbolagets aktieägare", nip, "i"),
            ("Innehav utan bestämmande inflytande", nci, "i"),
            ("Resultat per aktie före utspädning, kr (not 11)", sv2(eps(nip, bsh)), ""),
            ("Resultat per aktie efter utspädning, kr (not 11)", sv2(eps(nip, dsh)), ""),
        ],
        sv0,
    )
    s.skip(10)
    s.t("Koncernens balansräkning", 11, True)
    s.t("Belopp i MSEK", 8, color=GREY)
    heads(s, colx, [("31 dec 2025", "31 dec 2024")])
    imm = V(1240, 1198)
    mat = V(1876, 1802)
    nyr = V(214, 236)
    fin_ = V(58, 61)
    ust = V(41, 44)
    sat = add(imm, mat, nyr, fin_, ust)
    vl = V(1102, 1065)
    kf = V(788, 741)
    of = V(96, 88)
    lm = V(512, 437)
    som = add(vl, kf, of, lm)
    ta = add(sat, som)
    lrs = V(1150, 1260)
    ls = V(162, 181)
    av = V(74, 70)
    uss = V(119, 112)
    sls = add(lrs, ls, av, uss)
    krs = V(210, 190)
    lev = V(602, 571)
    oks = V(311, 296)
    sks = add(krs, lev, oks)
    nci_b = V(86, 78)
    te = sub(ta, sls, sks)
    ekp = sub(te, nci_b)
    b = table(
        s,
        cx,
        [
            ("Summa anläggningstillgångar (not 12–16)", sat, ""),
            ("Varulager (not 17)", vl, ""),
            ("Kundfordringar (not 18)", kf, ""),
            ("Övriga fordringar", of, ""),
            ("Likvida medel (not 19)", lm, ""),
            ("Summa omsättningstillgångar", som, "t"),
            ("SUMMA TILLGÅNGAR", ta, "tb"),
            ("Eget kapital hänförligt till moderbolagets aktieägare", ekp, ""),
            ("Innehav utan bestämmande inflytande", nci_b, ""),
            ("Summa eget kapital (not 20)", te, "tb"),
            ("Långfristiga räntebärande skulder (not 21)", lrs, ""),
            ("Leasingskulder (not 22)", ls, ""),
            ("Avsättningar (not 23)", av, ""),
            ("Uppskjutna skatteskulder (not 10)", uss, ""),
            ("Summa långfristiga skulder", sls, "t"),
            ("Kortfristiga räntebärande skulder (not 21)", krs, ""),
            ("Leverantörsskulder", lev, ""),
            ("Övriga kortfristiga skulder", oks, ""),
            ("Summa kortfristiga skulder", sks, "t"),
            ("SUMMA EGET KAPITAL OCH SKULDER", add(te, sls, sks), "tb"),
        ],
        sv0,
        size=8,
    )
    M = D(10**6)
    same(L["rev"], rev[0] * M, "rev")
    same(L["oi"], oi[0] * M, "oi")
    same(L["ni"], nip[0] * M, "ni")
    same(L["deps"], eps(nip, dsh)[0], "deps")
    same(L["ta"], ta[0] * M, "ta")
    same(L["te"], te[0] * M, "te")
    same(L["cash"], lm[0] * M, "cash")
    fields = {
        "company_name": F("Fjällbacka Maskin AB (publ)", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2025-12-31", 1, q_per),
        "currency": F("SEK", 2, q_unit),
        "total_revenue": F(L["rev"], 2, q["Nettoomsättning (not 3)"]),
        "operating_income": F(L["oi"], 2, q["Rörelseresultat (not 4)"]),
        "net_income": F(L["ni"], 2, q["Moderbolagets aktieägare"]),
        "diluted_eps": F(L["deps"], 2, q["Resultat per aktie efter utspädning, kr (not 11)"]),
        "total_assets": F(L["ta"], 2, b["SUMMA TILLGÅNGAR"]),
        "total_liabilities": NULL(),
        "total_equity": F(L["te"], 2, b["Summa eget kapital (not 20)"]),
        "cash_and_equivalents": F(L["cash"], 2, b["Likvida medel (not 19)"]),
    }
    sums = [
        SUM(
            "Summa eget kapital + långfristiga + kortfristiga skulder = Summa tillgångar",
            [
                (1, "total_equity"),
                (1, T("Summa långfristiga skulder", 1505000000, 2, b["Summa långfristiga skulder"])),
                (1, T("Summa kortfristiga skulder", 1123000000, 2, b["Summa kortfristiga skulder"])),
            ],
            "total_assets",
        ),
        SUM(
            "Årets resultat = moderbolagets aktieägare + innehav utan bestämmande inflytande",
            [
                (1, "net_income"),
                (
                    1,
                    T(
                        "Innehav utan bestämmande inflytande",
                        14000000,
                        2,
                        q["Innehav utan bestämmande inflytande"],
                    ),
                ),
            ],
            T("Årets resultat", 354000000, 2, q["Årets resultat"]),
        ),
    ]
    notes = (
        "Swedish annual report (Årsrapport) in MSEK (millions; space thousands separator, minus signs, "
        "decimal comma in EPS). Columns 2025 then 2024; note references are printed in the row labels "
        "('(not 3)'). Page 1 has rounded key figures (4,8 miljarder, adjusted operating result 541) as "
        "distractors. net_income is the line attributable to Moderbolagets aktieägare (sum with NCI); "
        "diluted_eps is 'efter utspädning'. total_equity is Summa eget kapital (incl. NCI). "
        "total_liabilities is null: the balance sheet prints only Summa långfristiga skulder and Summa "
        "kortfristiga skulder, no total-liabilities line (the sum relates them to total assets)."
    )
    return p, fields, notes, sums


def var(a, b):
    if b == 0 or (a < 0) != (b < 0):
        return "n.m."
    return f"{rnd((a / b - 1) * 100, 1)}%"


# ==================== 3 Brazilian 4Q25 release in English, R$ thousand, Var. columns, NCI
@doc("b16_fs_br_4q25_release_brl", "financial_statement", "Serra Azul Alimentos 4Q25 earnings release")
def fs_br():
    L = dict(
        rev=1284730000, oi=167083000, ni=92131000, deps=0.22, ta=5817016000, tl=2861811000, te=2955205000
    )
    L.update(cash=684210000)
    p = Pdf()
    s = Sheet(p, x=40, xr=572, top=52, size=8.6)
    s.row([(40, "SERRA AZUL ALIMENTOS S.A."), (572, "B3: SAZU3", "r")], size=12, bold=True, lead=15)
    s.t("Earnings Release 4Q25", 16, True)
    q_rel = s.t("Serra Azul Alimentos S.A. announces its results for the fourth quarter of 2025", 9.4, True)
    s.skip(4)
    s.para(
        "Chapecó, SC, February 24, 2026 - Serra Azul Alimentos S.A. today reports its results for the fourth "
        "quarter (4Q25) and the fiscal year ended December 31, 2025. The financial information is presented "
        "in "
        "thousands of Brazilian reais (R$ thousand), in accordance with IFRS, except where otherwise stated. "
        "Comparisons are with the same period of 2024.",
        8.6,
    )
    s.t("Highlights", 10, True)
    for ln in [
        "• Net revenue of R$1.28 billion in 4Q25, up 11.5% year over year; R$4.9 billion in 2025.",
        "• Adjusted EBITDA of R$201.4 million in 4Q25, margin of 15.7%.",
        "• Net leverage (net debt / LTM adjusted EBITDA) of 1.6x at year end.",
    ]:
        s.t(ln, 8.6)
    s.skip(8)
    q_unit = s.t("Consolidated Income Statement (R$ thousand)", 9.4, True)
    colx = [300, 356, 400, 474, 530, 572]
    heads(s, colx, [("4Q25", "4Q24", "Var.", "2025", "2024", "Var.")])
    rev = V(1284730, 1152408, 4901225, 4466870)
    cogs = V(-912118, -829734, -3512640, -3226114)
    gp = add(rev, cogs)
    se = V(-148602, -131955, -566310, -512480)
    ga = V(-61245, -57012, -236870, -221903)
    oth = V(4318, -7560, 11204, -15330)
    oi = add(gp, se, ga, oth)
    fr = V(-38914, -44207, -162556, -171092)
    ebt = add(oi, fr)
    tax = V(-33120, -22470, -108015, -84106)
    ni = add(ebt, tax)
    nci = V(2918, 2104, 9716, 7950)
    nip = sub(ni, nci)
    dsh = V(413900, 414600, 414200, 414850)

    def row6(xs):
        return [xs[0], xs[1], var(xs[0], xs[1]), xs[2], xs[3], var(xs[2], xs[3])]

    def eps6(xs):
        return [
            f"{xs[0]:.2f}",
            f"{xs[1]:.2f}",
            var(xs[0], xs[1]),
            f"{xs[2]:.2f}",
            f"{xs[3]:.2f}",
            var(xs[2], xs[3]),
        ]

    q = table(
        s,
        colx,
        [
            ("Net revenue", row6(rev), "b"),
            ("Cost of goods sold", row6(cogs), ""),
            ("Gross profit", row6(gp), "t"),
            ("Selling expenses", row6(se), ""),
            ("General and administrative expenses", row6(ga), ""),
            ("Other operating income (expenses), net", row6(oth), ""),
            ("Operating income (EBIT)", row6(oi), "tb"),
            ("Financial result, net", row6(fr), ""),
            ("Income before taxes", row6(ebt), "t"),
            ("Income tax and social contribution", row6(tax), ""),
            ("Net income for the period", row6(ni), "tb"),
            ("Attributable to controlling shareholders", row6(nip), "i"),
            ("Attributable to non-controlling interests", row6(nci), "i"),
            ("Diluted earnings per share (R$)", eps6(eps(nip, dsh)), ""),
        ],
        us0,
        size=7.8,
    )
    s.new_page()
    s.t("Consolidated Balance Sheet (R$ thousand)", 9.4, True)
    colx2 = [470, 560]
    heads(s, colx2, [("Dec 31, 2025", "Dec 31, 2024")])
    cash = V(684210, 591844)
    fi = V(255600, 310025)
    tr = V(702118, 640390)
    inv = V(811455, 770268)
    bio = V(190327, 176904)
    rt = V(143580, 162011)
    ca = add(cash, fi, tr, inv, bio, rt)
    ppe = V(2418772, 2301440)
    intg = V(512309, 498115)
    onc = V(98645, 91207)
    ta = add(ca, ppe, intg, onc)
    sup = V(655902, 610487)
    lfc = V(318450, 402118)
    lto = V(122804, 115066)
    lfn = V(1588200, 1502930)
    ol = V(176455, 160012)
    tl = add(sup, lfc, lto, lfn, ol)
    nci_b = V(61880, 54211)
    te = sub(ta, tl)
    eqc = sub(te, nci_b)
    b = table(
        s,
        colx2,
        [
            ("Cash and cash equivalents", cash, ""),
            ("Financial investments", fi, ""),
            ("Trade accounts receivable", tr, ""),
            ("Inventories", inv, ""),
            ("Biological assets", bio, ""),
            ("Recoverable taxes", rt, ""),
            ("Total current assets", ca, "t"),
            ("Property, plant and equipment", ppe, ""),
            ("Intangible assets", intg, ""),
            ("Other non-current assets", onc, ""),
            ("Total assets", ta, "tb"),
            ("Suppliers", sup, ""),
            ("Loans and financing - current", lfc, ""),
            ("Labor and tax obligations", lto, ""),
            ("Loans and financing - non-current", lfn, ""),
            ("Other liabilities", ol, ""),
            ("Total liabilities", tl, "tb"),
            ("Equity attributable to controlling shareholders", eqc, ""),
            ("Non-controlling interests", nci_b, ""),
            ("Total equity", te, "tb"),
            ("Total liabilities and equity", add(tl, te), "tb"),
        ],
        us0,
    )
    s.skip(10)
    s.para(
        "Net debt (loans and financing less cash, cash equivalents and financial investments) was R$966.8 "
        "million "
        "at December 31, 2025. A conference call in English will be held on February 25, 2026 at 11:00 a.m. "
        "(Brasília time). Investor relations: ri@serraazul.example.",
        8.4,
    )
    K = D(1000)
    same(L["rev"], rev[0] * K, "rev")
    same(L["oi"], oi[0] * K, "oi")
    same(L["ni"], nip[0] * K, "ni")
    same(L["deps"], eps(nip, dsh)[0], "deps")
    same(L["ta"], ta[0] * K, "ta")
    same(L["tl"], tl[0] * K, "tl")
    same(L["te"], te[0] * K, "te")
    same(L["cash"], cash[0] * K, "cash")
    fields = {
        "company_name": F("Serra Azul Alimentos S.A.", 1, q_rel),
        "report_type": F("earnings_release", 1, q_rel),
        "period_end_date": F("2025-12-31", 1, "quarter (4Q25) and the fiscal year ended December 31, 2025."),
        "currency": F("BRL", 1, q_unit),
        "total_revenue": F(L["rev"], 1, q["Net revenue"]),
        "operating_income": F(L["oi"], 1, q["Operating income (EBIT)"]),
        "net_income": F(L["ni"], 1, q["Attributable to controlling shareholders"]),
        "diluted_eps": F(L["deps"], 1, q["Diluted earnings per share (R$)"]),
        "total_assets": F(L["ta"], 2, b["Total assets"]),
        "total_liabilities": F(L["tl"], 2, b["Total liabilities"]),
        "total_equity": F(L["te"], 2, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 2, b["Cash and cash equivalents"]),
    }
    sums = [
        SUM(
            "Net income = attributable to controlling shareholders + non-controlling interests (4Q25)",
            [
                (1, "net_income"),
                (
                    1,
                    T(
                        "Attributable to non-controlling interests",
                        2918000,
                        1,
                        q["Attributable to non-controlling interests"],
                    ),
                ),
            ],
            T("Net income for the period", 95049000, 1, q["Net income for the period"]),
        ),
        SUM(
            "Total equity = controlling shareholders + non-controlling interests",
            [
                (
                    1,
                    T(
                        "Equity attributable to controlling shareholders",
                        2893325000,
                        2,
                        b["Equity attributable to controlling shareholders"],
                    ),
                ),
                (1, T("Non-controlling interests", 61880000, 2, b["Non-controlling interests"])),
            ],
            "total_equity",
        ),
    ]
    notes = (
        "Brazilian quarterly earnings release in English, R$ thousand (BRL). The income statement has "
        "columns "
        "4Q25, 4Q24, Var., 2025, 2024, Var.: the current period is the three months 4Q25 (first column); the "
        "full-year 2025 column and the Var. % columns are distractors, as are the rounded highlights "
        "(R$1.28 billion, Adjusted EBITDA). net_income is the line attributable to controlling shareholders "
        "(sum with NCI). Balance sheet at Dec 31, 2025 (first column); financial investments are not cash; "
        "total_equity includes non-controlling interests (sum). No field is null."
    )
    return p, fields, notes, sums


# ==================== 4 10-K, oldest year first, net loss, redeemable preferred (temporary equity)
@doc("b16_fs_10k_oldest_first_mezzanine", "financial_statement", "Quillfeather Software Holdings 10-K FY2026")
def fs_10k():
    L = dict(rev=330694000, oi=-9600000, ni=-4795000, deps=-0.12, ta=462601000, tl=228556000, te=114045000)
    L.update(cash=162330000, pref=120000000)
    p = Pdf(face="serif")
    s = Sheet(p, x=48, xr=564, top=58, size=8.8)
    s.t("QUILLFEATHER SOFTWARE HOLDINGS, INC.", 12, True, align="c")
    q_type = s.t("Annual Report on Form 10-K", 9.6, align="c")
    q_per = s.t("For the fiscal year ended January 31, 2026", 9.6, True, align="c")
    s.skip(6)
    s.t("Item 8. Financial Statements and Supplementary Data", 9.6, True)
    s.skip(2)
    s.t("Consolidated Statements of Operations", 9.4, True, align="c")
    s.t("(in thousands, except per share data)", 7.8, align="c")
    colx = [400, 482, 560]
    heads(s, colx, [("Fiscal Year Ended", "January 31,", ""), ("2024", "2025", "2026")])
    subs = V(188402, 241915, 302776)
    ps = V(22130, 25408, 27918)
    rev = add(subs, ps)
    cor = V(61870, 74233, 88402)
    gp = sub(rev, cor)
    rd = V(58115, 69804, 80227)
    sm = V(92660, 108318, 131550)
    ga = V(31447, 36902, 40115)
    opx = add(rd, sm, ga)
    oi = sub(gp, opx)
    ii = V(4210, 6615, 7380)
    oe = V(-1118, -902, -1455)
    ebt = add(oi, ii, oe)
    tax = V(640, 815, 1120)
    ni = sub(ebt, tax)
    sh = V(38410, 39225, 40318)
    q = table(
        s,
        colx,
        [
            ("Revenue:", None, ""),
            ("Subscription", subs, "ic"),
            ("Professional services", ps, "i"),
            ("Total revenue", rev, "t"),
            ("Cost of revenue", cor, ""),
            ("Gross profit", gp, "t"),
            ("Operating expenses:", None, ""),
            ("Research and development", rd, "i"),
            ("Sales and marketing", sm, "i"),
            ("General and administrative", ga, "i"),
            ("Total operating expenses", opx, "t"),
            ("Loss from operations", oi, "t"),
            ("Interest income", ii, ""),
            ("Other expense, net", oe, ""),
            ("Loss before income taxes", ebt, "t"),
            ("Provision for income taxes", tax, ""),
            ("Net loss", ni, "tbc"),
            ("Net loss per share, basic and diluted", ["$(" + str(-x) + ")" for x in eps(ni, sh)], ""),
            ("Weighted-average shares, basic and diluted", sh, ""),
        ],
        us0,
        cur="$",
    )
    s.skip(8)
    s.para("The accompanying notes are an integral part of these consolidated financial statements.", 7.8)
    s.new_page()
    s.t("QUILLFEATHER SOFTWARE HOLDINGS, INC.", 9.6, True, align="c")
    s.t("Consolidated Balance Sheets", 9.4, True, align="c")
    s.t("(in thousands)", 7.8, align="c")
    colx2 = [482, 560]
    heads(s, colx2, [("January 31,", "January 31,"), ("2025", "2026")])
    cash = V(148905, 162330)
    sti = V(95410, 88215)
    ar = V(52118, 61774)
    dcc = V(14230, 17905)
    pre = V(9812, 11406)
    tca = add(cash, sti, ar, dcc, pre)
    ppe = V(18440, 21115)
    rou = V(27905, 24330)
    dcn = V(22704, 28118)
    gw = V(41200, 41200)
    itg = V(8615, 6208)
    ta = add(tca, ppe, rou, dcn, gw, itg)
    ap = V(6118, 7402)
    acc_ = V(28930, 33615)
    drc = V(121560, 148203)
    tcl = add(ap, acc_, drc)
    drn = V(9402, 11880)
    oll = V(31212, 27456)
    tl = add(tcl, drn, oll)
    pref = V(120000, 120000)
    tse = sub(ta, tl, pref)
    b = table(
        s,
        colx2,
        [
            ("Cash and cash equivalents", cash, "c"),
            ("Short-term investments", sti, ""),
            ("Accounts receivable, net", ar, ""),
            ("Deferred commissions, current", dcc, ""),
            ("Prepaid expenses and other current assets", pre, ""),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Deferred commissions, noncurrent", dcn, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", itg, ""),
            ("Total assets", ta, "tbc"),
            ("Accounts payable", ap, ""),
            ("Accrued expenses and other current liabilities", acc_, ""),
            ("Deferred revenue, current", drc, ""),
            ("Total current liabilities", tcl, "t"),
            ("Deferred revenue, noncurrent", drn, ""),
            ("Operating lease liabilities, noncurrent", oll, ""),
            ("Total liabilities", tl, "tb"),
            ("Series F redeemable convertible preferred stock", pref, ""),
            ("Total stockholders' equity", tse, "tb"),
            (
                "Total liabilities, redeemable preferred stock and stockholders' equity",
                add(tl, pref, tse),
                "tbc",
            ),
        ],
        us0,
        cur="$",
        size=7.9,
    )
    K = D(1000)
    same(L["rev"], rev[2] * K, "rev")
    same(L["oi"], oi[2] * K, "oi")
    same(L["ni"], ni[2] * K, "ni")
    same(L["deps"], eps(ni, sh)[2], "deps")
    same(L["ta"], ta[1] * K, "ta")
    same(L["tl"], tl[1] * K, "tl")
    same(L["te"], tse[1] * K, "te")
    same(L["cash"], cash[1] * K, "cash")
    same(L["pref"], pref[1] * K, "pref")
    fields = {
        "company_name": F("QUILLFEATHER SOFTWARE HOLDINGS, INC.", 1, "QUILLFEATHER SOFTWARE HOLDINGS, INC."),
        "report_type": F("10-K", 1, q_type),
        "period_end_date": F("2026-01-31", 1, q_per),
        "currency": F("USD", 1, q["Subscription"]),
        "total_revenue": F(L["rev"], 1, q["Total revenue"]),
        "operating_income": F(L["oi"], 1, q["Loss from operations"]),
        "net_income": F(L["ni"], 1, q["Net loss"]),
        "diluted_eps": F(L["deps"], 1, q["Net loss per share, basic and diluted"]),
        "total_assets": F(L["ta"], 2, b["Total assets"]),
        "total_liabilities": F(L["tl"], 2, b["Total liabilities"]),
        "total_equity": F(L["te"], 2, b["Total stockholders' equity"]),
        "cash_and_equivalents": F(L["cash"], 2, b["Cash and cash equivalents"]),
    }
    sums = [
        SUM(
            "Total liabilities + redeemable preferred (temporary equity) + stockholders' equity = Total "
            "assets",
            [
                (1, "total_liabilities"),
                (
                    1,
                    T(
                        "Series F redeemable convertible preferred stock",
                        L["pref"],
                        2,
                        b["Series F redeemable convertible preferred stock"],
                    ),
                ),
                (1, "total_equity"),
            ],
            "total_assets",
        )
    ]
    notes = (
        "10-K excerpt (Item 8), in thousands. Columns run OLDEST FIRST: fiscal 2024, 2025, 2026; the current "
        "fiscal year (ended January 31, 2026) is the LAST column; the balance sheet likewise prints January "
        "31, "
        "2025 before January 31, 2026. Loss from operations, net loss and the basic-and-diluted loss per "
        "share "
        "are bracketed (negative). Total revenue vs the Subscription line. Redeemable convertible preferred "
        "stock sits between liabilities and equity (temporary equity): total_equity is Total stockholders' "
        "equity, and liabilities + preferred + equity = total assets (sum). No field is null."
    )
    return p, fields, notes, sums


# ==================== 5 retailer 13-week Q2 release in millions, three balance-sheet dates
@doc("b16_fs_retail_q2_13wk_millions", "financial_statement", "Copperline Home & Hardware Q2 fiscal 2025")
def fs_retail():
    L = dict(rev=1284600000, oi=107600000, ni=72400000, deps=1.61, ta=3531700000, tl=2666700000, te=865000000)
    L.update(cash=118400000)
    p = Pdf()
    s = Sheet(p, x=46, xr=566, top=54, size=8.8)
    q_rel = s.t("Copperline Home & Hardware Corp. Reports Second Quarter Fiscal 2025 Results", 13, True)
    s.skip(2)
    s.para(
        "KNOXVILLE, Tenn., August 27, 2025 - Copperline Home & Hardware Corp. (NYSE: CPHH) today reported "
        "results for the second quarter of fiscal 2025, the 13 weeks ended August 2, 2025. Net sales "
        "increased "
        "6.0% to $1.28 billion; comparable store sales rose 3.4%. Diluted EPS was $1.61; adjusted diluted "
        "EPS, "
        "which excludes store-closure costs of $4.2 million, was $1.68. For fiscal 2025, the 52 weeks ending "
        "January 31, 2026, the Company reaffirms adjusted diluted EPS guidance of $3.85 to $4.05.",
        8.8,
    )
    s.skip(4)
    s.t("Condensed Consolidated Statements of Income (unaudited)", 9.2, True, align="c")
    s.t("(in millions, except per share amounts)", 7.8, align="c")
    colx = [330, 404, 486, 560]
    heads(
        s,
        colx,
        [
            ("13 Weeks Ended", "13 Weeks Ended", "26 Weeks Ended", "26 Weeks Ended"),
            ("Aug. 2, 2025", "Aug. 3, 2024", "Aug. 2, 2025", "Aug. 3, 2024"),
        ],
    )
    ns = V("1284.6", "1211.9", "2398.4", "2286.7")
    cos = V("842.5", "801.3", "1580.2", "1515.8")
    gp = sub(ns, cos)
    sga = V("302.7", "290.4", "589.6", "571.1")
    da = V("31.8", "29.6", "63.1", "58.9")
    oi = sub(gp, sga, da)
    ie = V("12.4", "13.9", "25.1", "28.0")
    ebt = sub(oi, ie)
    tx = V("22.8", "19.1", "34.7", "28.6")
    ni = sub(ebt, tx)
    dsh = V("45.1", "46.3", "45.4", "46.5")
    q = table(
        s,
        colx,
        [
            ("Net sales", ns, "c"),
            ("Cost of sales", cos, ""),
            ("Gross margin", gp, "t"),
            ("Selling, general and administrative", sga, ""),
            ("Depreciation and amortization", da, ""),
            ("Operating income", oi, "t"),
            ("Interest expense, net", ie, ""),
            ("Income before income taxes", ebt, "t"),
            ("Income tax expense", tx, ""),
            ("Net income", ni, "tbc"),
            ("Diluted earnings per share", ["$" + str(x) for x in eps(ni, dsh)], ""),
            ("Diluted weighted-average shares", dsh, ""),
        ],
        us1,
        cur="$",
        size=8,
    )
    s.skip(6)
    s.t("Condensed Consolidated Balance Sheets (unaudited, in millions)", 9.2, True, align="c")
    colx2 = [400, 480, 560]
    heads(s, colx2, [("August 2,", "February 1,", "August 3,"), ("2025", "2025", "2024")])
    cash = V("118.4", "204.7", "96.2")
    inv = V("1062.3", "948.5", "1031.7")
    oca = V("88.9", "79.4", "85.0")
    ppe = V("904.6", "889.2", "872.3")
    rou = V("1215.0", "1198.4", "1186.1")
    gw = V("142.5", "143.8", "145.1")
    ta = add(cash, inv, oca, ppe, rou, gw)
    ap = V("512.7", "433.1", "498.6")
    ac = V("221.4", "240.8", "209.7")
    col_ = V("168.2", "165.9", "161.4")
    ltd = V("598.3", "597.9", "697.5")
    lol = V("1104.9", "1090.6", "1082.0")
    ol = V("61.2", "58.7", "57.5")
    tl = add(ap, ac, col_, ltd, lol, ol)
    te = sub(ta, tl)
    b = table(
        s,
        colx2,
        [
            ("Cash and cash equivalents", cash, "c"),
            ("Merchandise inventories", inv, ""),
            ("Other current assets", oca, ""),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill and other intangibles", gw, ""),
            ("Total assets", ta, "tbc"),
            ("Accounts payable", ap, ""),
            ("Accrued expenses", ac, ""),
            ("Current operating lease liabilities", col_, ""),
            ("Long-term debt", ltd, ""),
            ("Long-term operating lease liabilities", lol, ""),
            ("Other long-term liabilities", ol, ""),
            ("Total liabilities", tl, "tb"),
            ("Total shareholders' equity", te, "tb"),
            ("Total liabilities and shareholders' equity", add(tl, te), "tbc"),
        ],
        us1,
        cur="$",
        size=8,
    )
    M = D(10**6)
    same(L["rev"], ns[0] * M, "rev")
    same(L["oi"], oi[0] * M, "oi")
    same(L["ni"], ni[0] * M, "ni")
    same(L["deps"], eps(ni, dsh)[0], "deps")
    same(L["ta"], ta[0] * M, "ta")
    same(L["tl"], tl[0] * M, "tl")
    same(L["te"], te[0] * M, "te")
    same(L["cash"], cash[0] * M, "cash")
    fields = {
        "company_name": F("Copperline Home & Hardware Corp.", 1, q_rel),
        "report_type": F("earnings_release", 1, q_rel),
        "period_end_date": F("2025-08-02", 1, "the 13 weeks ended August 2, 2025."),
        "currency": F("USD", 1, q["Net sales"]),
        "total_revenue": F(L["rev"], 1, q["Net sales"]),
        "operating_income": F(L["oi"], 1, q["Operating income"]),
        "net_income": F(L["ni"], 1, q["Net income"]),
        "diluted_eps": F(L["deps"], 1, q["Diluted earnings per share"]),
        "total_assets": F(L["ta"], 1, b["Total assets"]),
        "total_liabilities": F(L["tl"], 1, b["Total liabilities"]),
        "total_equity": F(L["te"], 1, b["Total shareholders' equity"]),
        "cash_and_equivalents": F(L["cash"], 1, b["Cash and cash equivalents"]),
    }
    notes = (
        "Retailer's second-quarter release, in millions with one decimal. The current quarter is the 13 "
        "weeks "
        "ended Aug. 2, 2025 (first column); the 26-week columns are distractors. The balance sheet has THREE "
        "dates: August 2, 2025 (current, first), February 1, 2025 (prior fiscal year end) and August 3, "
        "2024. "
        "Adjusted diluted EPS $1.68, guidance and the rounded $1.28 billion in the text are distractors; "
        "diluted EPS is the GAAP $1.61. No field is null."
    )
    return p, fields, notes, []
