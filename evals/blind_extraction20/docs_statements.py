"""Financial-statement builders for blind_extraction20 (5 documents).  All
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


def paren(nd, zero="—", th=",", dp="."):
    """Figure formatter: 1,234.5 / (1,234.5) / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="()")

    return f


def minus(nd, zero="-", th=".", dp=","):
    """Figure formatter with a leading minus (Danish style 1.234,5 / -1.234,5)."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="-")

    return f


def table(s, colx, rows, f, size=7.8, lead=None, cur=None, cur_dx=44, note_x=None):
    """rows: (label, values or None, flags[, note]); flags: b bold, i indent, t rule above,
    u double rule below, $ a currency sign (cur) left of each figure.  Values may be strings.
    Returns {label: row text} for the first row of each label with figures."""
    out = {}
    lead = lead or size * 1.55
    for row in rows:
        label, vals, flags = row[:3]
        note = row[3] if len(row) > 3 else ""
        if "t" in flags:
            s.p.line(colx[0] - 40, s.y - size - 1.5, colx[-1] + 2, s.y - size - 1.5, 0.4)
        cells = [(s.x + (10 if "i" in flags else 0), label)]
        if note and note_x:
            cells.append((note_x, note, "c"))
        for x, v in zip(colx, vals or [], strict=False):
            txt = v if isinstance(v, str) else f(v)
            if "$" in flags and not isinstance(v, str):
                cells.append((x - cur_dx, cur))
            cells.append((x, txt, "r"))
        qt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if "u" in flags:
            s.p.line(colx[0] - 40, s.y - lead + 3, colx[-1] + 2, s.y - lead + 3, 0.4)
            s.p.line(colx[0] - 40, s.y - lead + 4.6, colx[-1] + 2, s.y - lead + 4.6, 0.4)
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
    s.p.line(rule_x0 or colx[0] - 40, s.y - 6, colx[-1] + 2, s.y - 6, 0.5)
    s.skip(4)


def eps(ni, sh, nd=2, scale=1):
    return [rnd(n * scale / x, nd) for n, x in zip(ni, sh, strict=True)]


def centre(a, b):
    return (a + b) / 2


# ==================== 1 10-Q of a retailer: 13/26-week columns, 3-column balance sheet, redeemable NCI
@doc(
    "b20_fs_10q_retailer_13wk_redeemable_nci",
    "financial_statement",
    "Quillmoor Outdoor Outfitters 10-Q Q2 2026",
)
def fs_10q():
    L = dict(rev=612384, oi=44412, ni=29267, deps=0.70, cash=148263)
    p = Pdf()
    s = Sheet(p, x=50, xr=562, top=52, size=8)
    s.t("UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 9, True, align="c")
    s.t("Washington, D.C. 20549", 7.6, align="c")
    s.skip(6)
    q_type = s.t("FORM 10-Q", 14, True, align="c")
    s.t(
        "QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        7,
        align="c",
    )
    q_end = s.t("For the quarterly period ended August 1, 2026", 8.4, align="c")
    s.t("Commission File Number 001-41187", 7, align="c", color=GREY)
    s.skip(5)
    q_co = s.t("QUILLMOOR OUTDOOR OUTFITTERS, INC.", 12.5, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 6.8, align="c", color=GREY)
    s.t("Delaware · 46-3318720 · 2750 Larkspur Commons Drive, Boise, Idaho 83709", 7, align="c")
    s.t(
        "As of August 28, 2026, the registrant had 41,612,377 shares of common stock outstanding.",
        7,
        align="c",
        color=GREY,
    )
    s.skip(6)
    s.t("PART I. FINANCIAL INFORMATION - Item 1. Financial Statements", 8.2, True)
    s.t("QUILLMOOR OUTDOOR OUTFITTERS, INC.", 8.4, True, align="c")
    s.t("CONDENSED CONSOLIDATED STATEMENTS OF INCOME (UNAUDITED)", 8.2, True, align="c")
    s.t("(in thousands, except per share amounts)", 7.2, align="c")
    s.skip(2)
    colx = [350, 415, 495, 560]
    heads(
        s,
        colx,
        [
            [
                (centre(300, 420), "Thirteen Weeks Ended", "c"),
                (centre(445, 565), "Twenty-Six Weeks Ended", "c"),
            ],
            ["August 1,", "August 2,", "August 1,", "August 2,"],
            ["2026", "2025", "2026", "2025"],
        ],
    )
    sales = V(612384, 574920, 1141875, 1069308)
    cost = V(389107, 368246, 731962, 690418)
    gp = add(sales, neg(cost))
    sga = V(158942, 151380, 309774, 296011)
    da = V(17605, 16122, 34893, 31954)
    pre = V(2318, 1904, 3927, 3512)
    opx = add(sga, da, pre)
    oi = add(gp, neg(opx))
    intr = V(-3906, -4518, -8147, -9210)
    oth = V(412, -155, 688, 301)
    ebt = add(oi, intr, oth)
    tax = V(10434, 8605, 13760, 9650)
    ni = add(ebt, neg(tax))
    rnci = V(1217, 1044, 2036, 1711)
    nia = add(ni, neg(rnci))
    shb = V(41206, 41735, 41318, 41802)
    shd = V(41873, 42290, 41986, 42377)
    f0 = paren(0)
    r = table(
        s,
        colx,
        [
            ("Net sales", sales, "$"),
            ("Cost of sales, including buying and occupancy costs", cost, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative expenses", sga, ""),
            ("Depreciation and amortization", da, ""),
            ("Pre-opening expenses", pre, ""),
            ("Income from operations", oi, "t"),
            ("Interest expense, net", intr, ""),
            ("Other income (expense), net", oth, ""),
            ("Income before income taxes", ebt, "t"),
            ("Income tax expense", tax, ""),
            ("Net income", ni, "tb"),
            ("Less: net income attributable to redeemable noncontrolling interest", rnci, ""),
            ("Net income attributable to Quillmoor Outdoor Outfitters, Inc.", nia, "tbu$"),
        ],
        f0,
        cur="$",
        cur_dx=50,
    )
    s.skip(2)
    s.t("Earnings per share attributable to Quillmoor Outdoor Outfitters, Inc.:", 7.8)
    r2 = table(
        s,
        colx,
        [("Basic", eps(nia, shb), "i$"), ("Diluted", eps(nia, shd), "i$")],
        paren(2),
        cur="$",
        cur_dx=50,
    )
    table(
        s,
        colx,
        [("Weighted average shares outstanding:", None, ""), ("Basic", shb, "i"), ("Diluted", shd, "i")],
        f0,
    )
    s.skip(4)
    s.t("See accompanying notes to condensed consolidated financial statements.", 6.8, color=GREY)
    s.t("4", 7, x=306, align="c", color=GREY)
    # ---- page 2: balance sheet with three dates
    s.new_page()
    s.t("QUILLMOOR OUTDOOR OUTFITTERS, INC.", 8.4, True, align="c")
    s.t("CONDENSED CONSOLIDATED BALANCE SHEETS (UNAUDITED)", 8.2, True, align="c")
    s.t("(in thousands, except share and per share amounts)", 7.2, align="c")
    s.skip(2)
    bx = [420, 490, 560]
    heads(s, bx, [["August 1,", "January 31,", "August 2,"], ["2026", "2026", "2025"]])
    cash = V(148263, 211947, 96518)
    rec = V(38417, 27305, 35120)
    inv = V(712906, 598440, 689273)
    prep = V(41288, 36917, 39604)
    tca = add(cash, rec, inv, prep)
    ppe = V(604377, 588106, 571932)
    rou = V(918452, 902214, 887610)
    gw = V(84130, 84130, 84130)
    intang = V(52600, 53410, 54220)
    otha = V(19842, 18733, 17560)
    ta = add(tca, ppe, rou, gw, intang, otha)
    ap = V(301774, 246905, 298116)
    accr = V(142318, 158602, 131947)
    cl = V(121605, 118437, 114920)
    itp = V(6214, 11820, 4388)
    tcl = add(ap, accr, cl, itp)
    ltd = V(219413, 219122, 278830)
    ll = V(862571, 849208, 838644)
    dtl = V(24180, 23315, 21907)
    othl = V(18347, 17925, 16612)
    tl = add(tcl, ltd, ll, dtl, othl)
    rn = V(46220, 44984, 43810)
    cs = V(418, 421, 423)
    apic = V(387624, 381190, 374551)
    aoci = V(-1206, -1388, -1512)
    re_ = add(ta, neg(tl), neg(rn), neg(cs), neg(apic), neg(aoci))
    tse = add(cs, apic, re_, aoci)
    tle = add(tl, rn, tse)
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "i$"),
            ("Receivables, net", rec, "i"),
            ("Merchandise inventories", inv, "i"),
            ("Prepaid expenses and other current assets", prep, "i"),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Tradenames and other intangible assets, net", intang, ""),
            ("Other assets", otha, ""),
            ("Total assets", ta, "tbu$"),
            ("LIABILITIES, REDEEMABLE NONCONTROLLING INTEREST AND STOCKHOLDERS' EQUITY", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "i$"),
            ("Accrued expenses and other current liabilities", accr, "i"),
            ("Current operating lease liabilities", cl, "i"),
            ("Income taxes payable", itp, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, net", ltd, ""),
            ("Long-term operating lease liabilities", ll, ""),
            ("Deferred income taxes", dtl, ""),
            ("Other long-term liabilities", othl, ""),
            ("Total liabilities", tl, "tb"),
            ("Commitments and contingencies (Note 9)", None, ""),
            ("Redeemable noncontrolling interest", rn, ""),
            ("Stockholders' equity:", None, ""),
            ("Common stock, $0.01 par value", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Retained earnings", re_, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Total stockholders' equity", tse, "tb"),
            ("Total liabilities, redeemable noncontrolling interest and stockholders' equity", tle, "tbu$"),
        ],
        f0,
        cur="$",
        cur_dx=56,
    )
    s.skip(4)
    s.para(
        "The redeemable noncontrolling interest represents the 20% interest in Quillmoor Trail Supply, LLC "
        "held "
        "by its founders, which they may require the Company to purchase beginning in fiscal 2028; it is "
        "classified outside of permanent equity.",
        7,
    )
    same(L["rev"], sales[0], "rev")
    same(L["oi"], oi[0], "oi")
    same(L["ni"], nia[0], "ni")
    same(L["deps"], eps(nia, shd)[0], "deps")
    same(2620275, ta[0], "ta")
    same(1696422, tl[0], "tl")
    same(877633, tse[0], "te")
    same(L["cash"], cash[0], "cash")
    K = 1000
    fields = {
        "company_name": F("QUILLMOOR OUTDOOR OUTFITTERS, INC.", 1, q_co),
        "report_type": F("10-Q", 1, q_type),
        "period_end_date": F("2026-08-01", 1, q_end),
        "currency": F("USD", 1, r["Net sales"]),
        "total_revenue": F(612_384_000, 1, r["Net sales"]),
        "operating_income": F(44_412_000, 1, r["Income from operations"]),
        "net_income": F(29_267_000, 1, r["Net income attributable to Quillmoor Outdoor Outfitters, Inc."]),
        "diluted_eps": F(0.70, 1, r2["Diluted"]),
        "total_assets": F(2_620_275_000, 2, b["Total assets"]),
        "total_liabilities": F(1_696_422_000, 2, b["Total liabilities"]),
        "total_equity": F(877_633_000, 2, b["Total stockholders' equity"]),
        "cash_and_equivalents": F(148_263_000, 2, b["Cash and cash equivalents"]),
    }
    same(L["rev"] * K, fields["total_revenue"]["value"], "scale rev")
    notes = (
        "Retailer 10-Q in $ thousands for the fiscal second quarter (thirteen weeks ended August 1, 2026). "
        "Income statement: thirteen-week block first, then the twenty-six-week block; current quarter = "
        "first column. net_income is the line attributable to the company after the redeemable "
        "noncontrolling interest; diluted_eps the 'Diluted' line (first column). The balance sheet has "
        "three dates (August 1, 2026; fiscal year end January 31, 2026; prior-year August 2, 2025): current "
        "= first column. The redeemable noncontrolling interest is temporary equity between total "
        "liabilities and stockholders' equity, so total_equity is 'Total stockholders' equity' and total "
        "liabilities + redeemable NCI + stockholders' equity = total assets (sum). No field is null."
    )
    sums = [
        SUM(
            "Total liabilities + redeemable NCI + stockholders' equity = total assets",
            [
                (1, "total_liabilities"),
                (
                    1,
                    T(
                        "Redeemable noncontrolling interest",
                        46_220_000,
                        2,
                        b["Redeemable noncontrolling interest"],
                    ),
                ),
                (1, "total_equity"),
            ],
            "total_assets",
        )
    ]
    return p, fields, notes, sums


# ==================== 2 Danish årsrapport in mio. DKK: key figures oldest first, minoritetsinteresser
@doc("b20_fs_dk_aarsrapport_mio_dkk", "financial_statement", "Skovbakke Marine Systems Årsrapport 2024/25")
def fs_dk():
    L = dict(rev=3912.4, oi=622.6, ni=436.4, deps=12.79, ta=4373.4, tl=1989.6, te=2383.8, cash=286.5)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=60, size=8)
    q_co = s.t("Skovbakke Marine Systems A/S", 16, True)
    q_type = s.t("Årsrapport 2024/25", 13, True)
    s.t("1. oktober 2024 – 30. september 2025 · CVR-nr. 31 84 07 22 · Esbjerg", 8, color=GREY)
    s.skip(10)
    s.t("Ledelsesberetning – Hoved- og nøgletal for koncernen", 10, True)
    s.t("Beløb i mio. DKK", 7.4, color=GREY)
    s.skip(2)
    kx = [310, 370, 430, 490, 545]
    years = ["2020/21", "2021/22", "2022/23", "2023/24", "2024/25"]
    heads(s, kx, [years])
    f1 = minus(1)
    key_rev = V(2871.6, 3204.9, 3418.2, 3655.8, 3912.4)
    key_ebit = V(348.0, 401.7, 462.5, 533.6, 622.6)
    key_ni = V(231.9, 270.4, 318.8, 372.7, 454.7)
    key_ta = V(3388.1, 3604.5, 3877.9, 4182.7, 4373.4)
    key_te = V(1509.6, 1688.3, 1902.4, 2164.0, 2383.8)
    table(
        s,
        kx,
        [
            ("Resultatopgørelse", None, "b"),
            ("Nettoomsætning", key_rev, "i"),
            ("Resultat af primær drift (EBIT)", key_ebit, "i"),
            ("Årets resultat", key_ni, "i"),
            ("Balance", None, "b"),
            ("Aktiver i alt", key_ta, "i"),
            ("Egenkapital i alt", key_te, "i"),
            ("Nøgletal", None, "b"),
            (
                "Overskudsgrad (EBIT-margin), %",
                [rnd(e * 100 / r, 1) for e, r in zip(key_ebit, key_rev, strict=True)],
                "i",
            ),
            ("Soliditetsgrad, %", [rnd(e * 100 / a, 1) for e, a in zip(key_te, key_ta, strict=True)], "i"),
            ("Udbytte pr. aktie, DKK", V(3.0, 3.5, 3.8, 4.0, 4.5), "i"),
        ],
        f1,
    )
    s.skip(8)
    s.t("Forventninger til 2025/26", 9, True)
    s.para(
        "For regnskabsåret 2025/26 forventer ledelsen en nettoomsætning i niveauet 4,1-4,4 mia. DKK og et "
        "resultat af primær drift (EBIT) på 650-720 mio. DKK. Bestyrelsen indstiller til "
        "generalforsamlingen, at der udbetales et udbytte på 4,50 DKK pr. aktie, svarende til "
        "152,8 mio. DKK.",
        8,
    )
    s.t("Side 4", 7, x=297.5, align="c", color=GREY)
    # ---- page 2: resultatopgørelse
    s.new_page()
    s.t("Koncernregnskab – Resultatopgørelse 1. oktober – 30. september", 10, True)
    q_unit = s.t("Beløb i mio. DKK", 7.4, color=GREY)
    s.skip(2)
    cx = [470, 545]
    heads(s, cx, [[(380, "Note", "c"), "2024/25", "2023/24"]])
    rev = V(3912.4, 3655.8)
    prod = V(-2604.7, -2461.9)
    gp = add(rev, prod)
    dist = V(-412.6, -398.0)
    adm = V(-287.3, -271.5)
    odi = V(14.8, 9.2)
    ebit = add(gp, dist, adm, odi)
    fi = V(22.1, 17.4)
    fo = V(-61.8, -73.2)
    ebt = add(ebit, fi, fo)
    tax = V(-128.2, -105.1)
    ni = add(ebt, tax)
    mino = V(18.3, 15.6)
    nip = add(ni, neg(mino))
    shb = V(33.95, 33.95)
    shd = V(34.12, 34.09)
    r = table(
        s,
        cx,
        [
            ("Nettoomsætning", rev, "", "2"),
            ("Produktionsomkostninger", prod, "", "3"),
            ("Bruttoresultat", gp, "tb"),
            ("Distributionsomkostninger", dist, "", "3"),
            ("Administrationsomkostninger", adm, "", "3, 4"),
            ("Andre driftsindtægter", odi, ""),
            ("Resultat af primær drift (EBIT)", ebit, "tb"),
            ("Finansielle indtægter", fi, "", "6"),
            ("Finansielle omkostninger", fo, "", "6"),
            ("Resultat før skat", ebt, "tb"),
            ("Skat af årets resultat", tax, "", "7"),
            ("Årets resultat", ni, "tbu"),
            ("Fordeles således:", None, ""),
            ("Aktionærer i Skovbakke Marine Systems A/S", nip, "i"),
            ("Minoritetsinteresser", mino, "i"),
            ("", ni, "tb"),
        ],
        f1,
        note_x=380,
    )
    s.skip(4)
    r2 = table(
        s,
        cx,
        [
            ("Resultat pr. aktie (EPS), DKK", eps(nip, shb), "", "8"),
            ("Udvandet resultat pr. aktie (EPS-D), DKK", eps(nip, shd), "", "8"),
        ],
        minus(2),
        note_x=380,
    )
    s.skip(8)
    s.para(
        "Resultat pr. aktie er beregnet på grundlag af aktionærernes andel af årets resultat og et "
        "gennemsnitligt antal aktier i omløb på 33,95 mio. stk. (udvandet 34,12 mio. stk.).",
        7.4,
    )
    s.t("Side 31", 7, x=297.5, align="c", color=GREY)
    # ---- page 3: balance
    s.new_page()
    q_bal = s.t("Koncernregnskab – Balance pr. 30. september 2025", 10, True)
    s.t("Beløb i mio. DKK", 7.4, color=GREY)
    s.skip(2)
    heads(s, cx, [[(380, "Note", "c"), "2024/25", "2023/24"]])
    gw = V(842.5, 842.5)
    oim = V(318.2, 341.6)
    gb = V(702.9, 688.4)
    pm = V(611.3, 574.0)
    lea = V(96.7, 102.5)
    uds = V(41.6, 38.9)
    lfa = add(gw, oim, gb, pm, lea, uds)
    vb = V(688.1, 640.7)
    tgs = V(702.4, 655.3)
    atg = V(58.9, 61.2)
    pa = V(24.3, 22.8)
    lik = V(286.5, 214.8)
    kfa = add(vb, tgs, atg, pa, lik)
    ta = add(lfa, kfa)
    ak = V(170.0, 170.0)
    sik = V(-12.4, 6.1)
    udb = V(152.8, 135.8)
    mi = V(96.4, 84.1)
    kl = V(812.0, 905.5)
    ll = V(78.2, 85.9)
    us = V(104.6, 98.3)
    hf = V(33.7, 31.2)
    lf = add(kl, ll, us, hf)
    kk = V(120.0, 115.0)
    kle = V(21.4, 19.8)
    lev = V(498.6, 471.9)
    ss = V(36.2, 28.4)
    ag = V(284.9, 262.7)
    kf = add(kk, kle, lev, ss, ag)
    tl = add(lf, kf)
    te = add(ta, neg(tl))
    ekm = add(te, neg(mi))
    ovr = add(ekm, neg(ak), neg(sik), neg(udb))
    tp = add(te, tl)
    b = table(
        s,
        cx,
        [
            ("AKTIVER", None, "b"),
            ("Goodwill", gw, "i", "10"),
            ("Øvrige immaterielle aktiver", oim, "i", "10"),
            ("Grunde og bygninger", gb, "i", "11"),
            ("Produktionsanlæg og maskiner", pm, "i", "11"),
            ("Leasingaktiver", lea, "i", "12"),
            ("Udskudte skatteaktiver", uds, "i", "13"),
            ("Langfristede aktiver i alt", lfa, "t"),
            ("Varebeholdninger", vb, "i", "14"),
            ("Tilgodehavender fra salg", tgs, "i", "15"),
            ("Andre tilgodehavender", atg, "i"),
            ("Periodeafgrænsningsposter", pa, "i"),
            ("Likvide beholdninger", lik, "i"),
            ("Kortfristede aktiver i alt", kfa, "t"),
            ("Aktiver i alt", ta, "tbu"),
            ("PASSIVER", None, "b"),
            ("Aktiekapital", ak, "i", "16"),
            ("Reserve for sikringstransaktioner", sik, "i"),
            ("Overført resultat", ovr, "i"),
            ("Foreslået udbytte", udb, "i"),
            ("Egenkapital tilhørende aktionærer i moderselskabet", ekm, "t"),
            ("Minoritetsinteresser", mi, "i"),
            ("Egenkapital i alt", te, "tb"),
            ("Kreditinstitutter", kl, "i", "17"),
            ("Leasingforpligtelser", ll, "i", "12"),
            ("Udskudt skat", us, "i", "13"),
            ("Hensatte forpligtelser", hf, "i", "18"),
            ("Langfristede forpligtelser i alt", lf, "t"),
            ("Kreditinstitutter ", kk, "i", "17"),
            ("Leasingforpligtelser ", kle, "i", "12"),
            ("Leverandører af varer og tjenesteydelser", lev, "i"),
            ("Selskabsskat", ss, "i"),
            ("Anden gæld", ag, "i", "19"),
            ("Kortfristede forpligtelser i alt", kf, "t"),
            ("Forpligtelser i alt", tl, "tb"),
            ("Passiver i alt", tp, "tbu"),
        ],
        f1,
        note_x=380,
    )
    s.t("Side 32", 7, x=297.5, align="c", color=GREY)
    same(L["rev"], rev[0], "rev")
    same(L["oi"], ebit[0], "oi")
    same(L["ni"], nip[0], "ni")
    same(L["deps"], eps(nip, shd)[0], "deps")
    same(L["ta"], ta[0], "ta")
    same(L["tl"], tl[0], "tl")
    same(L["te"], te[0], "te")
    same(L["cash"], lik[0], "cash")
    same(key_rev[4], rev[0], "key rev")
    same(key_rev[3], rev[1], "key rev 24")
    same(key_ebit[3], ebit[1], "key ebit 24")
    same(key_ebit[4], ebit[0], "key ebit")
    same(key_ni[4], ni[0], "key ni")
    same(key_ni[3], ni[1], "key ni 24")
    same(key_ta[4], ta[0], "key ta")
    same(key_ta[3], ta[1], "key ta 24")
    same(key_te[4], te[0], "key te")
    same(key_te[3], te[1], "key te 24")
    fields = {
        "company_name": F("Skovbakke Marine Systems A/S", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2025-09-30", 3, q_bal),
        "currency": F("DKK", 2, q_unit),
        "total_revenue": F(3_912_400_000, 2, r["Nettoomsætning"]),
        "operating_income": F(622_600_000, 2, r["Resultat af primær drift (EBIT)"]),
        "net_income": F(436_400_000, 2, r["Aktionærer i Skovbakke Marine Systems A/S"]),
        "diluted_eps": F(12.79, 2, r2["Udvandet resultat pr. aktie (EPS-D), DKK"]),
        "total_assets": F(4_373_400_000, 3, b["Aktiver i alt"]),
        "total_liabilities": F(1_989_600_000, 3, b["Forpligtelser i alt"]),
        "total_equity": F(2_383_800_000, 3, b["Egenkapital i alt"]),
        "cash_and_equivalents": F(286_500_000, 3, b["Likvide beholdninger"]),
    }
    notes = (
        "Danish annual report (Årsrapport) in mio. DKK with one decimal, Danish number format ('3.912,4', "
        "'-2.604,7'), fiscal year 1 October 2024 - 30 September 2025 (2024/25). Page 1 key figures run "
        "OLDEST first (2024/25 is the last column) and the outlook gives 2025/26 ranges; the statements on "
        "pages 2-3 put 2024/25 first after a Note column. operating_income is 'Resultat af primær drift "
        "(EBIT)'. net_income is the share of "
        "'Aktionærer i Skovbakke Marine Systems A/S', not 'Årets resultat' (which includes "
        "minoritetsinteresser); diluted_eps is 'Udvandet resultat pr. aktie'. total_equity is 'Egenkapital i "
        "alt' (including minoritetsinteresser), total_liabilities 'Forpligtelser i alt', cash 'Likvide "
        "beholdninger'. No field is null."
    )
    sums = [
        SUM(
            "Forpligtelser i alt + Egenkapital i alt = Passiver i alt",
            [(1, "total_liabilities"), (1, "total_equity")],
            T("Passiver i alt", 4_373_400_000, 3, b["Passiver i alt"]),
        ),
        SUM(
            "Årets resultat = aktionærer + minoritetsinteresser",
            [(1, "net_income"), (1, T("Minoritetsinteresser", 18_300_000, 2, r["Minoritetsinteresser"]))],
            T("Årets resultat", 454_700_000, 2, r["Årets resultat"]),
        ),
    ]
    return p, fields, notes, sums


# ==================== 3 Canadian Q4 and fiscal-year earnings release in C$ thousands
@doc(
    "b20_fs_ca_q4_release_cad_thousands",
    "financial_statement",
    "Larchwood Basin Foods Q4 and fiscal 2026 results",
)
def fs_ca():
    L = dict(rev=184612, oi=15626, ni=9252, deps=0.32, cash=41288)
    p = Pdf()
    s = Sheet(p, x=54, xr=558, top=56, size=8.2)
    s.t("NEWS RELEASE · FOR IMMEDIATE RELEASE · TSX: LBF", 7.6, True, color=GREY)
    s.skip(4)
    q_title = s.t("LARCHWOOD BASIN FOODS REPORTS FOURTH QUARTER AND FISCAL 2026 RESULTS", 12.5, True)
    s.skip(2)
    s.para(
        'WINNIPEG, Manitoba, February 24, 2027 - Larchwood Basin Foods Inc. ("Larchwood" or the "Company") '
        "today reported its financial results for the three and twelve months ended December 31, 2026. All "
        "amounts are in Canadian dollars unless otherwise noted.",
        8.4,
    )
    s.t("Fourth quarter highlights", 9, True)
    for b_ in [
        "Revenue of $184.6 million, up 7.2% from $172.2 million in the fourth quarter of 2025.",
        "Adjusted EBITDA(1) of $26.7 million (14.5% of revenue), compared with $22.6 million.",
        "Net earnings of $9.3 million, or $0.32 per diluted share; adjusted net earnings(1) of $11.0 "
        "million.",
        "U.S. sales of US$55.6 million, representing 41% of revenue; net debt(1) reduced to $139.6 million.",
        "Quarterly dividend raised to $0.095 per share, payable April 15, 2027.",
    ]:
        s.t("•  " + b_, 8.2, x=64)
    s.skip(4)
    s.t("LARCHWOOD BASIN FOODS INC.", 8.4, True, align="c")
    s.t("Consolidated Statements of Earnings (unaudited)", 8.2, True, align="c")
    s.t("(in thousands of Canadian dollars, except per share amounts)", 7.2, align="c")
    s.skip(2)
    colx = [352, 417, 497, 562]
    heads(
        s,
        colx,
        [
            [(centre(300, 420), "Three months ended", "c"), (centre(445, 565), "Twelve months ended", "c")],
            [(centre(300, 420), "December 31", "c"), (centre(445, 565), "December 31", "c")],
            ["2026", "2025", "2026", "2025"],
        ],
    )
    rev = V(184612, 172214, 701388, 655940)
    cos = V(131007, 124551, 502616, 474830)
    gp = add(rev, neg(cos))
    sga = V(26914, 25102, 104773, 98261)
    da = V(8655, 8117, 33902, 31488)
    rs = V(2410, 0, 5870, 1240)
    oe = add(gp, neg(sga), neg(da), neg(rs))
    fc = V(3104, 3877, 13388, 15920)
    ebt = add(oe, neg(fc))
    tax = V(3270, 2835, 10810, 9215)
    ni = add(ebt, neg(tax))
    shb = V(28640, 28915, 28702, 29044)
    shd = V(28977, 29188, 29041, 29330)
    f0 = paren(0, zero="-")
    r = table(
        s,
        colx,
        [
            ("Revenue", rev, "$"),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative expenses", sga, ""),
            ("Depreciation and amortization", da, ""),
            ("Restructuring and other costs", rs, ""),
            ("Operating earnings", oe, "tb"),
            ("Finance costs", fc, ""),
            ("Earnings before income taxes", ebt, "t"),
            ("Income taxes", tax, ""),
            ("Net earnings", ni, "tbu$"),
        ],
        f0,
        cur="$",
        cur_dx=50,
    )
    r2 = table(
        s,
        colx,
        [("Earnings per share", None, ""), ("Basic", eps(ni, shb), "i$"), ("Diluted", eps(ni, shd), "i$")],
        paren(2),
        cur="$",
        cur_dx=50,
    )
    table(
        s,
        colx,
        [
            ("Weighted average shares (thousands) - basic", shb, ""),
            ("Weighted average shares (thousands) - diluted", shd, ""),
        ],
        f0,
    )
    # ---- page 2: balance sheet and non-IFRS reconciliation
    s.new_page()
    s.t("Consolidated Statements of Financial Position (unaudited)", 8.2, True, align="c")
    s.t("(in thousands of Canadian dollars)", 7.2, align="c")
    s.skip(2)
    bx = [470, 558]
    heads(s, bx, [["December 31,", "December 31,"], ["2026", "2025"]])
    cash = V(41288, 27915)
    tr = V(74312, 72306)
    inv = V(92440, 91872)
    pre = V(6214, 5908)
    tca = add(cash, tr, inv, pre)
    ppe = V(247518, 258740)
    rou = V(38406, 41132)
    intg = V(51270, 55836)
    gw = V(88915, 88915)
    dta = V(3208, 4117)
    ta = add(tca, ppe, rou, intg, gw, dta)
    tp = V(71936, 68224)
    cpd = V(12500, 12500)
    cll = V(6811, 6502)
    itp = V(2140, 1388)
    tcl = add(tp, cpd, cll, itp)
    ltd = V(168420, 193006)
    ll = V(34905, 37881)
    dtl = V(22618, 21940)
    ol = V(4107, 3860)
    tl = add(tcl, ltd, ll, dtl, ol)
    sc = V(148260, 151122)
    cs_ = V(6915, 6402)
    aoci = V(3011, 1877)
    re_ = add(ta, neg(tl), neg(sc), neg(cs_), neg(aoci))
    te = add(sc, cs_, aoci, re_)
    tle = add(tl, te)
    b = table(
        s,
        bx,
        [
            ("Assets", None, "b"),
            ("Cash and cash equivalents", cash, "i$"),
            ("Trade and other receivables", tr, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses", pre, "i"),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment", ppe, ""),
            ("Right-of-use assets", rou, ""),
            ("Intangible assets", intg, ""),
            ("Goodwill", gw, ""),
            ("Deferred income tax assets", dta, ""),
            ("Total assets", ta, "tbu$"),
            ("Liabilities", None, "b"),
            ("Trade and other payables", tp, "i$"),
            ("Current portion of long-term debt", cpd, "i"),
            ("Current portion of lease liabilities", cll, "i"),
            ("Income taxes payable", itp, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt", ltd, ""),
            ("Lease liabilities", ll, ""),
            ("Deferred income tax liabilities", dtl, ""),
            ("Other long-term liabilities", ol, ""),
            ("Total liabilities", tl, "tb"),
            ("Shareholders' equity", None, "b"),
            ("Share capital", sc, "i"),
            ("Contributed surplus", cs_, "i"),
            ("Accumulated other comprehensive income", aoci, "i"),
            ("Retained earnings", re_, "i"),
            ("Total shareholders' equity", te, "tb"),
            ("Total liabilities and shareholders' equity", tle, "tbu$"),
        ],
        f0,
        cur="$",
        cur_dx=56,
    )
    s.skip(6)
    s.t(
        "(1) Non-IFRS measures - reconciliation of net earnings to adjusted EBITDA (three months ended Dec. "
        "31)",
        7.8,
        True,
    )
    adj = oe[0] + da[0] + rs[0]
    s.row([(54, "Operating earnings"), (470, f0(oe[0]), "r"), (558, f0(oe[1]), "r")], size=7.6)
    s.row(
        [(54, "Add: depreciation and amortization"), (470, f0(da[0]), "r"), (558, f0(da[1]), "r")], size=7.6
    )
    s.row(
        [(54, "Add: restructuring and other costs"), (470, f0(rs[0]), "r"), (558, f0(rs[1]), "r")], size=7.6
    )
    s.row(
        [(54, "Adjusted EBITDA"), (470, f0(adj), "r"), (558, f0(oe[1] + da[1] + rs[1]), "r")],
        size=7.6,
        bold=True,
    )
    s.row(
        [
            (54, "Adjusted net earnings (net earnings excluding restructuring and other costs, after tax)"),
            (470, "11,023", "r"),
        ],
        size=7.6,
    )
    s.para(
        "Net debt is long-term debt including the current portion, less cash and cash equivalents, and "
        "excludes "
        "lease liabilities. Adjusted EBITDA, adjusted net earnings and net debt are not defined under IFRS "
        "Accounting Standards and may not be comparable with similar measures presented by other issuers.",
        7,
    )
    same(26691, adj, "adj ebitda")
    same(139.6, rnd((ltd[0] + cpd[0] - cash[0]) / 1000, 1), "net debt")
    same(7.2, rnd((rev[0] / rev[1] - 1) * 100, 1), "growth")
    same(L["rev"], rev[0], "rev")
    same(L["oi"], oe[0], "oi")
    same(L["ni"], ni[0], "ni")
    same(L["deps"], eps(ni, shd)[0], "deps")
    same(643571, ta[0], "ta")
    same(323437, tl[0], "tl")
    same(320134, te[0], "te")
    same(L["cash"], cash[0], "cash")
    fields = {
        "company_name": F("Larchwood Basin Foods Inc.", 1, 'Larchwood Basin Foods Inc. ("Larchwood" or the'),
        "report_type": F("earnings_release", 1, q_title),
        "period_end_date": F("2026-12-31", 1, "for the three and twelve months ended December 31, 2026"),
        "currency": F("CAD", 1, "(in thousands of Canadian dollars, except per share amounts)"),
        "total_revenue": F(184_612_000, 1, r["Revenue"]),
        "operating_income": F(15_626_000, 1, r["Operating earnings"]),
        "net_income": F(9_252_000, 1, r["Net earnings"]),
        "diluted_eps": F(0.32, 1, r2["Diluted"]),
        "total_assets": F(643_571_000, 2, b["Total assets"]),
        "total_liabilities": F(323_437_000, 2, b["Total liabilities"]),
        "total_equity": F(320_134_000, 2, b["Total shareholders' equity"]),
        "cash_and_equivalents": F(41_288_000, 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "Canadian earnings release for the fourth quarter and fiscal 2026, in thousands of Canadian dollars "
        "(bare '$' with the currency named; one U.S. figure is given as US$). Current period = the three "
        "months ended December 31, 2026, the FIRST column; the twelve-month columns are the fiscal year. "
        "operating_income is 'Operating earnings'; net_income 'Net earnings' (no noncontrolling interest); "
        "diluted_eps the 'Diluted' line. The rounded headline figures, adjusted EBITDA, adjusted net "
        "earnings, "
        "net debt and the dividend are distractors. Balance sheet: current column first. No field is null."
    )
    sums = [
        SUM(
            "Total liabilities + shareholders' equity = total liabilities and shareholders' equity",
            [(1, "total_liabilities"), (1, "total_equity")],
            T(
                "Total liabilities and shareholders' equity",
                643_571_000,
                2,
                b["Total liabilities and shareholders' equity"],
            ),
        )
    ]
    return p, fields, notes, sums


# ==================== 4 Indian annual report in ₹ crore: standalone vs consolidated, no operating-income line
@doc(
    "b20_fs_in_annual_report_crore_consolidated",
    "financial_statement",
    "Sahyadri Polymers Annual Report 2024-25",
)
def fs_in():
    L = dict(rev=6842.17, ni=629.05, deps=25.21, ta=5942.67, tl=2531.12, te=3411.55, cash=182.34)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=550, top=56, size=8)
    q_co = s.row(
        [(46, "SAHYADRI POLYMERS LIMITED"), (550, "Annual Report 2024-25", "r")], size=11, bold=True, lead=14
    )
    s.rule()
    s.skip(6)
    s.t("BOARD'S REPORT", 10, True)
    s.para(
        "Dear Members, your Directors are pleased to present the Thirty-first Annual Report of the Company "
        "together with the audited standalone and consolidated financial statements for the financial year "
        "ended 31 March 2025.",
        8,
    )
    s.t("1. FINANCIAL RESULTS", 8.6, True)
    s.t("(₹ in crore)", 7.2, x=550, align="r")
    fx = [325, 380, 470, 550]
    heads(
        s,
        fx,
        [
            [(centre(295, 385), "Standalone", "c"), (centre(430, 555), "Consolidated", "c")],
            ["2024-25", "2023-24", "2024-25", "2023-24"],
        ],
    )
    f2 = paren(2, zero="-")
    # consolidated statement of profit and loss (FY26, FY25)
    rev = V(6842.17, 6195.40)
    oi_ = V(71.36, 58.92)
    tin = add(rev, oi_)
    mat = V(4311.85, 3962.74)
    pur = V(212.40, 188.16)
    chg = V(-46.12, 31.05)
    emp = V(418.73, 377.29)
    fin = V(96.28, 104.61)
    dep = V(187.54, 171.33)
    oth = V(841.09, 769.20)
    tex = add(mat, pur, chg, emp, fin, dep, oth)
    pbe = add(tin, neg(tex))
    exc = V(-24.50, 0)
    pbt = add(pbe, exc)
    ctx = V(204.10, 164.85)
    dtx = V(12.47, 9.32)
    ttx = add(ctx, dtx)
    pat = add(pbt, neg(ttx))
    nci = V(21.64, 17.80)
    own = add(pat, neg(nci))
    oci = V(-3.18, 2.41)
    tci = add(pat, oci)
    shb = V(24.86, 24.80)
    shd = V(24.95, 24.88)
    # standalone figures (only in the Board's report)
    srev = V(5918.44, 5402.73)
    soi = V(64.02, 55.18)
    stin = add(srev, soi)
    sfin = V(71.15, 80.44)
    sdep = V(151.62, 140.08)
    spbt = V(735.48, 566.31)
    sebitda = add(spbt, sfin, sdep, V(24.50, 0))
    stax = V(185.93, 143.66)
    spat = add(spbt, neg(stax))
    ebitda = add(pbt, fin, dep, neg(exc))

    def c4(a, b):
        return [a[0], a[1], b[0], b[1]]

    table(
        s,
        fx,
        [
            ("Revenue from operations", c4(srev, rev), ""),
            ("Other income", c4(soi, oi_), ""),
            ("Total income", c4(stin, tin), "t"),
            ("EBITDA (before exceptional items)", c4(sebitda, ebitda), ""),
            ("Finance costs", c4(sfin, fin), ""),
            ("Depreciation and amortisation", c4(sdep, dep), ""),
            ("Exceptional items", c4(V(-24.50, 0), exc), ""),
            ("Profit before tax", c4(spbt, pbt), "t"),
            ("Tax expense", c4(stax, ttx), ""),
            ("Profit for the year", c4(spat, pat), "tb"),
            ("Attributable to owners of the Company", ["", "", own[0], own[1]], ""),
        ],
        f2,
        size=7.6,
    )
    s.skip(4)
    s.t("2. DIVIDEND", 8.6, True)
    s.para(
        "The Board has recommended a final dividend of ₹ 4.50 per equity share of face value ₹ 2 each (225%) "
        "for the financial year 2024-25, subject to the approval of the members at the ensuing Annual "
        "General "
        "Meeting.",
        8,
    )
    s.t("3. OPERATIONS", 8.6, True)
    s.para(
        "Consolidated revenue from operations grew 10.4% to ₹ 6,842.17 crore. The exceptional item of ₹ "
        "24.50 "
        "crore is the voluntary retirement scheme at the Taloja plant. Capital expenditure for the year was "
        "₹ 362 crore, mainly for the new compounding line at Chakan, commissioned in February 2025.",
        8,
    )
    s.t("Annual Report 2024-25 | 14", 7, x=297.5, align="c", color=GREY)
    # ---- page 2: consolidated balance sheet
    s.new_page()
    s.t("SAHYADRI POLYMERS LIMITED", 9.4, True, align="c")
    q_bs = s.t("Consolidated Balance Sheet as at 31 March 2025", 9, True, align="c")
    q_unit = s.t("(All amounts in ₹ crore, unless otherwise stated)", 7.2, align="c")
    s.skip(2)
    bx = [470, 550]
    heads(s, bx, [[(400, "Note", "c"), "As at", "As at"], ["31 March 2025", "31 March 2024"]])
    ppe = V(2486.31, 2311.58)
    cwip = V(214.66, 307.12)
    rou = V(88.40, 92.17)
    gw = V(146.92, 146.92)
    oia = V(41.37, 47.85)
    inv_nc = V(63.20, 58.44)
    ofa_nc = V(27.15, 25.60)
    dta = V(12.08, 14.31)
    onca = V(96.73, 81.29)
    tnca = add(ppe, cwip, rou, gw, oia, inv_nc, ofa_nc, dta, onca)
    invt = V(1048.62, 962.30)
    inv_c = V(120.45, 85.10)
    trc = V(1136.58, 1027.46)
    cash = V(182.34, 141.27)
    bank = V(96.40, 74.85)
    ofa_c = V(33.19, 29.70)
    oca = V(148.27, 136.92)
    tca = add(invt, inv_c, trc, cash, bank, ofa_c, oca)
    ta = add(tnca, tca)
    bnc = V(612.40, 705.83)
    lnc = V(71.26, 76.02)
    pnc = V(38.55, 34.18)
    dtl = V(164.82, 149.35)
    tncl = add(bnc, lnc, pnc, dtl)
    bc = V(388.17, 402.60)
    lc = V(18.94, 17.41)
    msme = V(64.31, 58.27)
    tpo = V(892.75, 837.14)
    ofl = V(146.08, 131.52)
    ocl = V(97.62, 88.40)
    pc = V(22.19, 19.85)
    ctl = V(14.03, 9.66)
    tcl = add(bc, lc, msme, tpo, ofl, ocl, pc, ctl)
    tl = add(tncl, tcl)
    te = add(ta, neg(tl))
    ncib = V(118.36, 101.94)
    eqo = add(te, neg(ncib))
    esc = V(49.72, 49.72)
    oeq = add(eqo, neg(esc))
    tel = add(te, tl)
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Non-current assets", None, "b"),
            ("Property, plant and equipment", ppe, "i", "3"),
            ("Capital work-in-progress", cwip, "i", "3"),
            ("Right-of-use assets", rou, "i", "4"),
            ("Goodwill", gw, "i", "5"),
            ("Other intangible assets", oia, "i", "5"),
            ("Financial assets - Investments", inv_nc, "i", "6"),
            ("Financial assets - Other financial assets", ofa_nc, "i", "7"),
            ("Deferred tax assets (net)", dta, "i", "18"),
            ("Other non-current assets", onca, "i", "8"),
            ("Total non-current assets", tnca, "t"),
            ("Current assets", None, "b"),
            ("Inventories", invt, "i", "9"),
            ("Financial assets - Investments ", inv_c, "i", "6"),
            ("Financial assets - Trade receivables", trc, "i", "10"),
            ("Financial assets - Cash and cash equivalents", cash, "i", "11"),
            ("Financial assets - Bank balances other than cash and cash equivalents", bank, "i", "11"),
            ("Financial assets - Other financial assets ", ofa_c, "i", "7"),
            ("Other current assets", oca, "i", "8"),
            ("Total current assets", tca, "t"),
            ("TOTAL ASSETS", ta, "tbu"),
            ("EQUITY AND LIABILITIES", None, "b"),
            ("Equity share capital", esc, "i", "12"),
            ("Other equity", oeq, "i", "13"),
            ("Equity attributable to owners of the Company", eqo, "t"),
            ("Non-controlling interests", ncib, "i"),
            ("Total equity", te, "tb"),
            ("Non-current liabilities", None, "b"),
            ("Financial liabilities - Borrowings", bnc, "i", "14"),
            ("Financial liabilities - Lease liabilities", lnc, "i", "4"),
            ("Provisions", pnc, "i", "16"),
            ("Deferred tax liabilities (net)", dtl, "i", "18"),
            ("Total non-current liabilities", tncl, "t"),
            ("Current liabilities", None, "b"),
            ("Financial liabilities - Borrowings ", bc, "i", "14"),
            ("Financial liabilities - Lease liabilities ", lc, "i", "4"),
            ("Trade payables - micro and small enterprises", msme, "i", "15"),
            ("Trade payables - other creditors", tpo, "i", "15"),
            ("Other financial liabilities", ofl, "i", "17"),
            ("Other current liabilities", ocl, "i", "17"),
            ("Provisions ", pc, "i", "16"),
            ("Current tax liabilities (net)", ctl, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Total liabilities", tl, "tb"),
            ("TOTAL EQUITY AND LIABILITIES", tel, "tbu"),
        ],
        f2,
        size=7.5,
        lead=11.2,
        note_x=400,
    )
    s.t("Annual Report 2024-25 | 142", 7, x=297.5, align="c", color=GREY)
    # ---- page 3: consolidated statement of profit and loss
    s.new_page()
    s.t("SAHYADRI POLYMERS LIMITED", 9.4, True, align="c")
    s.t("Consolidated Statement of Profit and Loss for the year ended 31 March 2025", 9, True, align="c")
    s.t("(All amounts in ₹ crore, unless otherwise stated)", 7.2, align="c")
    s.skip(2)
    heads(s, bx, [[(400, "Note", "c"), "Year ended", "Year ended"], ["31 March 2025", "31 March 2024"]])
    r = table(
        s,
        bx,
        [
            ("Revenue from operations", rev, "", "19"),
            ("Other income", oi_, "", "20"),
            ("Total income", tin, "tb"),
            ("Expenses", None, "b"),
            ("Cost of materials consumed", mat, "i", "21"),
            ("Purchases of stock-in-trade", pur, "i"),
            ("Changes in inventories of finished goods and work-in-progress", chg, "i", "22"),
            ("Employee benefits expense", emp, "i", "23"),
            ("Finance costs", fin, "i", "24"),
            ("Depreciation and amortisation expense", dep, "i", "25"),
            ("Other expenses", oth, "i", "26"),
            ("Total expenses", tex, "t"),
            ("Profit before exceptional items and tax", pbe, "tb"),
            ("Exceptional items", exc, "", "27"),
            ("Profit before tax", pbt, "tb"),
            ("Tax expense: Current tax", ctx, "i", "18"),
            ("Deferred tax", dtx, "i", "18"),
            ("Total tax expense", ttx, "t"),
            ("Profit for the year", pat, "tb"),
            ("Other comprehensive income (net of tax)", oci, ""),
            ("Total comprehensive income for the year", tci, "tb"),
            ("Profit for the year attributable to:", None, ""),
            ("Owners of the Company", own, "i"),
            ("Non-controlling interests", nci, "i"),
            ("Earnings per equity share (face value ₹ 2 each)", None, "", "28"),
            ("Basic (₹)", eps(own, shb), "i"),
            ("Diluted (₹)", eps(own, shd), "i"),
        ],
        f2,
        size=7.6,
        note_x=400,
    )
    s.skip(6)
    s.t(
        "The accompanying notes form an integral part of the consolidated financial statements.",
        7,
        color=GREY,
    )
    s.skip(10)
    s.row(
        [(46, "For and on behalf of the Board of Directors"), (330, "As per our report of even date")],
        size=7.4,
    )
    s.row(
        [
            (46, "Vikram Deshpande-Kulkarni, Managing Director (DIN 01188420)"),
            (330, "for Joshi Nerurkar & Co."),
        ],
        size=7.4,
    )
    s.row([(46, "Pune, 19 May 2025"), (330, "Chartered Accountants (FRN 108814W)")], size=7.4)
    s.t("Annual Report 2024-25 | 143", 7, x=297.5, align="c", color=GREY)
    same(L["rev"], rev[0], "rev")
    same(L["ni"], own[0], "ni")
    same(L["deps"], eps(own, shd)[0], "deps")
    same(L["ta"], ta[0], "ta")
    same(L["tl"], tl[0], "tl")
    same(L["te"], te[0], "te")
    same(L["cash"], cash[0], "cash")
    same(10.4, rnd((rev[0] / rev[1] - 1) * 100, 1), "growth")
    Cr = 10_000_000
    fields = {
        "company_name": F("SAHYADRI POLYMERS LIMITED", 1, q_co),
        "report_type": F("annual_report", 1, q_co),
        "period_end_date": F("2025-03-31", 2, q_bs),
        "currency": F("INR", 2, q_unit),
        "total_revenue": F(68_421_700_000, 3, r["Revenue from operations"]),
        "operating_income": NULL(),
        "net_income": F(6_290_500_000, 3, r["Owners of the Company"]),
        "diluted_eps": F(25.21, 3, r["Diluted (₹)"]),
        "total_assets": F(59_426_700_000, 2, b["TOTAL ASSETS"]),
        "total_liabilities": F(25_311_200_000, 2, b["Total liabilities"]),
        "total_equity": F(34_115_500_000, 2, b["Total equity"]),
        "cash_and_equivalents": F(1_823_400_000, 2, b["Financial assets - Cash and cash equivalents"]),
    }
    same(D(str(L["rev"])) * Cr, fields["total_revenue"]["value"], "scale rev")
    same(D(str(L["ta"])) * Cr, fields["total_assets"]["value"], "scale ta")
    same(D(str(L["cash"])) * Cr, fields["cash_and_equivalents"]["value"], "scale cash")
    notes = (
        "Indian annual report (fiscal year ended 31 March 2025) in ₹ crore (1 crore = 10,000,000). The "
        "Board's "
        "report on page 1 shows STANDALONE and CONSOLIDATED columns; the contract wants consolidated "
        "figures, "
        "taken from the consolidated balance sheet (page 2) and statement of profit and loss (page 3), "
        "current "
        "year first. total_revenue is 'Revenue from operations', not 'Total income' (which adds other "
        "income). operating_income is null: the Ind AS statement prints no operating-income line (only "
        "profit before exceptional items and tax, profit before tax and an EBITDA line in the Board's "
        "report, "
        "none of which is operating income). net_income is the profit attributable to owners of the Company; "
        "diluted_eps 'Diluted (₹)'. total_equity is 'Total equity' including non-controlling interests; "
        "cash_and_equivalents excludes the other bank balances."
    )
    sums = [
        SUM(
            "Total equity + Total liabilities = TOTAL EQUITY AND LIABILITIES",
            [(1, "total_equity"), (1, "total_liabilities")],
            T("TOTAL EQUITY AND LIABILITIES", 59_426_700_000, 2, b["TOTAL EQUITY AND LIABILITIES"]),
        ),
        SUM(
            "Profit for the year = owners + non-controlling interests",
            [
                (1, "net_income"),
                (1, T("Non-controlling interests (P&L)", 216_400_000, 3, r["Non-controlling interests"])),
            ],
            T("Profit for the year", 6_506_900_000, 3, r["Profit for the year"]),
        ),
    ]
    return p, fields, notes, sums


# ==================== 5 UK half-year report in £m: six-month and full-year columns, EPS in pence, APMs
@doc(
    "b20_fs_uk_half_year_report_gbp_m",
    "financial_statement",
    "Pellworth Engineering Group half-year report 2026",
)
def fs_uk():
    L = dict(rev=486.3, oi=46.8, ni=30.4, deps=14.0, ta=860.5, tl=418.9, te=441.6, cash=63.7)
    p = Pdf(**A4)
    s = Sheet(p, x=48, xr=548, top=58, size=8)
    q_co = s.t("Pellworth Engineering Group plc", 15, True)
    q_type = s.t("Half-year report for the six months ended 31 July 2026", 10, True)
    s.t("Released 23 September 2026 · LSE: PEG", 7.6, color=GREY)
    s.skip(8)
    s.t("Highlights", 9.4, True)
    for b_ in [
        "Revenue up 7.4% to £486.3m (H1 last year: £452.9m).",
        "Underlying operating profit* up 13.0% to £53.1m; statutory operating profit £46.8m.",
        "Underlying basic earnings per share* 16.4p; statutory diluted EPS 14.0p.",
        "Net debt* (excluding leases) £99.9m; leverage 0.9x underlying EBITDA.",
        "Interim dividend raised to 4.1p per share (last year: 3.8p).",
    ]:
        s.t("-  " + b_, 8.2, x=56)
    s.t("* Alternative performance measures, reconciled in note 4.", 7, color=GREY)
    s.skip(6)
    s.t("Condensed consolidated income statement", 9, True)
    s.skip(2)
    colx = [360, 440, 548]
    heads(
        s,
        colx,
        [
            ["Six months to", "Six months to", "Year to"],
            ["31 July 2026", "31 July 2025", "31 January 2026"],
            ["(unaudited)", "(unaudited)", "(audited)"],
            [(300, "Note", "c"), "£m", "£m", "£m"],
        ],
    )
    rev = V(486.3, 452.9, 938.4)
    cos = V(-341.8, -322.4, -664.1)
    gp = add(rev, cos)
    dist = V(-38.6, -36.1, -73.9)
    adm = V(-61.2, -57.4, -118.8)
    ooi = V(2.1, 1.4, 3.6)
    op = add(gp, dist, adm, ooi)
    fi = V(1.3, 0.9, 2.2)
    fc = V(-7.9, -8.6, -16.8)
    jv = V(1.6, 1.2, 2.9)
    pbt = add(op, fi, fc, jv)
    tax = V(-10.2, -7.8, -17.9)
    pat = add(pbt, tax)
    nci = V(1.2, 0.9, 2.1)
    own = add(pat, neg(nci))
    shb = V(214.6, 214.1, 214.3)
    shd = V(217.3, 216.0, 216.6)
    f1 = paren(1, zero="-")
    r = table(
        s,
        colx,
        [
            ("Revenue", rev, "", "3"),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "t"),
            ("Distribution costs", dist, ""),
            ("Administrative expenses", adm, "", "4"),
            ("Other operating income", ooi, ""),
            ("Operating profit", op, "tb", "4"),
            ("Finance income", fi, ""),
            ("Finance costs", fc, "", "5"),
            ("Share of post-tax profit of joint venture", jv, ""),
            ("Profit before taxation", pbt, "tb"),
            ("Taxation", tax, "", "6"),
            ("Profit for the period", pat, "tbu"),
            ("Attributable to:", None, ""),
            ("Owners of the parent", own, "i"),
            ("Non-controlling interests", nci, "i"),
        ],
        f1,
        note_x=300,
    )
    s.skip(2)
    r2 = table(
        s,
        colx,
        [
            ("Earnings per share", None, "", "7"),
            ("Basic (pence)", [f"{x}p" for x in eps(own, shb, 1, 100)], "i"),
            ("Diluted (pence)", [f"{x}p" for x in eps(own, shd, 1, 100)], "i"),
        ],
        f1,
        note_x=300,
    )
    s.t("Pellworth Engineering Group plc · Half-year report 2026 · 9", 7, x=297.5, align="c", color=GREY)
    # ---- page 2: balance sheet
    s.new_page()
    s.t("Condensed consolidated balance sheet", 9, True)
    s.skip(2)
    heads(
        s,
        colx,
        [
            ["31 July 2026", "31 July 2025", "31 January 2026"],
            ["(unaudited)", "(unaudited)", "(audited)"],
            ["£m", "£m", "£m"],
        ],
    )
    gw = V(212.4, 208.7, 212.4)
    oia = V(58.3, 64.9, 61.6)
    ppe = V(174.6, 168.2, 171.9)
    rou = V(31.8, 29.4, 33.5)
    ijv = V(18.7, 16.1, 17.9)
    dta = V(9.2, 11.4, 10.1)
    nca = add(gw, oia, ppe, rou, ijv, dta)
    inv = V(121.5, 117.8, 109.6)
    tor = V(168.9, 159.3, 152.2)
    cta = V(1.4, 0, 2.0)
    cash = V(63.7, 48.2, 81.5)
    ca = add(inv, tor, cta, cash)
    ta = add(nca, ca)
    top = V(176.2, 166.5, 171.8)
    bc = V(15.0, 15.0, 15.0)
    lc = V(7.1, 6.6, 7.3)
    ctl = V(5.8, 4.9, 3.6)
    pc = V(4.4, 5.1, 4.7)
    cl = add(top, bc, lc, ctl, pc)
    bnc = V(148.6, 171.2, 160.3)
    lnc = V(26.9, 24.8, 28.4)
    rbo = V(12.3, 18.6, 14.1)
    dtl = V(16.4, 15.8, 16.0)
    pnc = V(6.2, 6.0, 6.5)
    ncl = add(bnc, lnc, rbo, dtl, pnc)
    tl = add(cl, ncl)
    na = add(ta, neg(tl))
    nci_b = V(9.6, 8.1, 8.9)
    eqo = add(na, neg(nci_b))
    shc = V(10.7, 10.7, 10.7)
    shp = V(84.2, 83.9, 84.0)
    hr = V(3.9, 5.2, 2.6)
    ret = add(eqo, neg(shc), neg(shp), neg(hr))
    te = add(eqo, nci_b)
    b = table(
        s,
        colx,
        [
            ("Non-current assets", None, "b"),
            ("Goodwill", gw, "i"),
            ("Other intangible assets", oia, "i"),
            ("Property, plant and equipment", ppe, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Investment in joint venture", ijv, "i"),
            ("Deferred tax assets", dta, "i"),
            ("", nca, "t"),
            ("Current assets", None, "b"),
            ("Inventories", inv, "i"),
            ("Trade and other receivables", tor, "i"),
            ("Current tax assets", cta, "i"),
            ("Cash and cash equivalents", cash, "i"),
            (" ", ca, "t"),
            ("Total assets", ta, "tb"),
            ("Current liabilities", None, "b"),
            ("Trade and other payables", top, "i"),
            ("Borrowings", bc, "i"),
            ("Lease liabilities", lc, "i"),
            ("Current tax liabilities", ctl, "i"),
            ("Provisions", pc, "i"),
            ("  ", cl, "t"),
            ("Non-current liabilities", None, "b"),
            ("Borrowings ", bnc, "i"),
            ("Lease liabilities ", lnc, "i"),
            ("Retirement benefit obligations", rbo, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("Provisions ", pnc, "i"),
            ("   ", ncl, "t"),
            ("Total liabilities", tl, "tb"),
            ("Net assets", na, "tbu"),
            ("Equity", None, "b"),
            ("Share capital", shc, "i"),
            ("Share premium", shp, "i"),
            ("Hedging and translation reserves", hr, "i"),
            ("Retained earnings", ret, "i"),
            ("Equity attributable to owners of the parent", eqo, "t"),
            ("Non-controlling interests", nci_b, "i"),
            ("Total equity", te, "tbu"),
        ],
        f1,
    )
    s.skip(6)
    s.t("Note 4 - Alternative performance measures (six months to 31 July 2026)", 8.2, True)
    amort = D("4.1")
    restr = D("2.2")
    uop = op[0] + amort + restr
    s.row([(48, "Statutory operating profit"), (548, f1(op[0]), "r")], size=7.8)
    s.row([(48, "Amortisation of acquired intangible assets"), (548, f1(amort), "r")], size=7.8)
    s.row([(48, "Restructuring costs"), (548, f1(restr), "r")], size=7.8)
    s.row([(48, "Underlying operating profit"), (548, f1(uop), "r")], size=7.8, bold=True)
    s.row(
        [
            (48, "Net debt (borrowings less cash and cash equivalents, excluding lease liabilities)"),
            (548, f1(bc[0] + bnc[0] - cash[0]), "r"),
        ],
        size=7.8,
    )
    s.t("Pellworth Engineering Group plc · Half-year report 2026 · 10", 7, x=297.5, align="c", color=GREY)
    same(53.1, uop, "uop")
    same(99.9, bc[0] + bnc[0] - cash[0], "net debt")
    same(7.4, rnd((rev[0] / rev[1] - 1) * 100, 1), "growth")
    same(L["rev"], rev[0], "rev")
    same(L["oi"], op[0], "oi")
    same(L["ni"], own[0], "ni")
    same(L["deps"], eps(own, shd, 1, 100)[0], "deps")
    same(L["ta"], ta[0], "ta")
    same(L["tl"], tl[0], "tl")
    same(L["te"], te[0], "te")
    same(L["cash"], cash[0], "cash")
    fields = {
        "company_name": F("Pellworth Engineering Group plc", 1, q_co),
        "report_type": F("other", 1, q_type),
        "period_end_date": F("2026-07-31", 1, q_type),
        "currency": F("GBP", 1, "Revenue up 7.4% to £486.3m"),
        "total_revenue": F(486_300_000, 1, r["Revenue"]),
        "operating_income": F(46_800_000, 1, r["Operating profit"]),
        "net_income": F(30_400_000, 1, r["Owners of the parent"]),
        "diluted_eps": F(14.0, 1, r2["Diluted (pence)"]),
        "total_assets": F(860_500_000, 2, b["Total assets"]),
        "total_liabilities": F(418_900_000, 2, b["Total liabilities"]),
        "total_equity": F(441_600_000, 2, b["Total equity"]),
        "cash_and_equivalents": F(63_700_000, 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "UK half-year (interim) report in £m with one decimal; report_type other (neither a quarterly nor an "
        "annual report nor a press release). The current period is the six months to 31 July 2026 (first "
        "column); the second column is the prior half-year and the third the audited full year to 31 "
        "January 2026. "
        "operating_income is the statutory 'Operating profit', not the underlying operating profit APM. "
        "net_income is the profit attributable to owners of the parent. diluted_eps is printed in pence "
        "('14.0p') and labelled as printed (14.0); the underlying EPS and the interim dividend are "
        "distractors. Balance sheet: three dates, current first; total_equity 'Total equity' (including "
        "non-controlling interests, equal to net assets); cash_and_equivalents the balance-sheet line, not "
        "net debt. No field is null."
    )
    sums = [
        SUM(
            "Total liabilities + net assets (total equity) = total assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
        SUM(
            "Profit for the period = owners + non-controlling interests",
            [
                (1, "net_income"),
                (
                    1,
                    T(
                        "Non-controlling interests (income statement)",
                        1_200_000,
                        1,
                        r["Non-controlling interests"],
                    ),
                ),
            ],
            T("Profit for the period", 31_600_000, 1, r["Profit for the period"]),
        ),
    ]
    return p, fields, notes, sums
