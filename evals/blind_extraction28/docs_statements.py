"""Financial-statement builders for blind_extraction28 (5 documents).  All
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


def paren(nd=0, zero="—", th=",", dp="."):
    """1,234 / (1,234) / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="()")

    return f


def table(s, colx, rows, f, size=7.6, lead=None):
    """rows: (label, values or None, flags); flags: b bold, i indent, t rule above, u double rule
    below.  Returns {label: row text} for the first row of each label with values."""
    out = {}
    lead = lead or size * 1.55
    for row in rows:
        label, vals, flags = row[:3]
        if "t" in flags:
            s.p.line(min(colx) - 46, s.y - size - 1.5, max(colx) + 2, s.y - size - 1.5, 0.4)
        cells = [(s.x + (10 if "i" in flags else 0), label)]
        for x, v in zip(colx, vals or [], strict=False):
            if v is None:
                continue
            cells.append((x, v if isinstance(v, str) else f(v), "r"))
        qt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if "u" in flags:
            s.p.line(min(colx) - 46, s.y - lead + 3, max(colx) + 2, s.y - lead + 3, 0.4)
            s.p.line(min(colx) - 46, s.y - lead + 4.6, max(colx) + 2, s.y - lead + 4.6, 0.4)
        if vals and label not in out:
            out[label] = qt
    return out


def heads(s, colx, lines, size=7.2):
    """Column headings right-aligned over the figure columns."""
    for ln in lines:
        cells = [(x, t, "r") for x, t in zip(colx, ln, strict=False) if t]
        s.row(cells, size=size, bold=True, lead=size + 3)
    s.p.line(min(colx) - 46, s.y - 6, max(colx) + 2, s.y - 6, 0.5)
    s.skip(4)


def M(x):
    """x in millions -> whole units."""
    return D(str(x)) * 1000000


def K(x):
    """x in thousands -> whole units."""
    return D(str(x)) * 1000


def CR(x):
    """x in crore -> whole units."""
    return D(str(x)) * 10000000


# ===== 1 Form 10-K of a Canadian company reporting in thousands of Canadian dollars; three years newest first
@doc(
    "b28_fs_ca_10k_cad_thousands_three_years",
    "financial_statement",
    "Kananaskis Rail Logistics Ltd. Form 10-K for the fiscal year ended November 30, 2029",
)
def fs_ca():
    L = dict(
        rev=4428255000,
        oi=1521205000,
        ni=838684000,
        nci=31960000,
        netinc=870644000,
        deps=7.4,
        ta=14420352000,
        tl=7962727000,
        te=6457625000,
        cash=426665000,
        own=6264267000,
        ncie=193358000,
    )
    p = Pdf(ttf=True)
    s = Sheet(p, x=60, xr=552, top=60, size=8.6)
    s.t("UNITED STATES", 11, True, align="c")
    s.t("SECURITIES AND EXCHANGE COMMISSION", 11, True, align="c")
    s.t("Washington, D.C. 20549", 8.6, align="c")
    s.skip(8)
    q_type = s.t("FORM 10-K", 16, True, align="c")
    s.skip(6)
    s.t("☒ ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 8.4, True)
    q_end = s.t("For the fiscal year ended November 30, 2029", 9, align="c")
    s.t("Commission file number 0-31877", 8.4, align="c")
    s.skip(10)
    q_co = s.t("KANANASKIS RAIL LOGISTICS LTD.", 15, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7.6, align="c", color=GREY)
    s.skip(4)
    s.row([(180, "Canada", "c"), (440, "98-0617742", "c")], 9)
    s.row(
        [
            (180, "(State or other jurisdiction of incorporation)", "c"),
            (440, "(I.R.S. Employer Identification No.)", "c"),
        ],
        7,
    )
    s.t("505 Bow Valley Trail, Canmore, Alberta, Canada T1W 1N9 · (403) 678-2250", 8.6, align="c")
    s.skip(10)
    s.para(
        "The aggregate market value of the voting stock held by non-affiliates of the registrant, based on "
        "the closing price of US$41.18 on the NYSE on May 31, 2029 (the last business day of the second "
        "fiscal quarter), was approximately US$2,207 million. As of January 11, 2030, 112,604,318 common "
        "shares were outstanding.",
        8,
    )
    s.skip(6)
    s.para(
        "Unless otherwise stated, financial information in this report is presented in thousands of Canadian "
        "dollars and prepared in accordance with United States generally accepted accounting principles. "
        "The company's fiscal year ends on November 30.",
        8,
    )
    s.skip(8)
    s.t("Item 8. Financial Statements and Supplementary Data", 9, True)
    s.skip(4)
    s.t("Consolidated Statement of Income", 9, True)
    q_unit = s.t("thousands of Canadian dollars, except per-share amounts", 7.6, color=GREY)
    s.skip(4)
    cx = [400, 476, 552]
    heads(s, cx, [["For the years ended November 30", "", ""], ["2029", "2028", "2027"]])
    f = paren()
    frt = V(3906585, 3641150, 3417254)
    oth = V(521670, 488163, 455656)
    rev = add(frt, oth)
    lab = V(1108143, 1062709, 1009622)
    fuel = V(598853, 611780, 548903)
    eqp = V(402569, 377094, 361030)
    dep = V(486405, 463688, 441350)
    sga = V(311080, 298153, 287984)
    tex = add(lab, fuel, eqp, dep, sga)
    oi = add(rev, neg(tex))
    intx = V(214317, 226865, 231760)
    inv = V(-38613, -21170, -17654)
    pbt = add(oi, neg(intx), neg(inv))
    tax = V(474857, 390021, 357514)
    ni = add(pbt, neg(tax))
    nci = V(31960, 24307, 22549)
    own = add(ni, neg(nci))
    shd = V("113.412", "114.906", "116.230")
    shb = V("112.977", "114.380", "115.804")
    epsd = [rnd(o / (x * 1000), 2) for o, x in zip(own, shd, strict=True)]
    epsb = [rnd(o / (x * 1000), 2) for o, x in zip(own, shb, strict=True)]
    r = table(
        s,
        cx,
        [
            ("Revenues", None, "b"),
            ("Freight revenues", frt, "i"),
            ("Terminal, storage and other revenues", oth, "i"),
            ("Total revenues", rev, "t"),
            ("Operating expenses", None, "b"),
            ("Compensation and benefits", lab, "i"),
            ("Fuel", fuel, "i"),
            ("Equipment rents and purchased services", eqp, "i"),
            ("Depreciation and amortization", dep, "i"),
            ("Selling, general and administrative", sga, "i"),
            ("Total operating expenses", tex, "t"),
            ("Operating income", oi, "tb"),
            ("Interest expense", intx, ""),
            ("Investment and other (income) expense", inv, ""),
            ("Income before income taxes", pbt, "t"),
            ("Income taxes", tax, ""),
            ("Net income", ni, "t"),
            ("Less: net income attributable to noncontrolling interests", nci, ""),
            ("Net income attributable to Kananaskis Rail Logistics Ltd.", own, "tbu"),
            ("Per-share information (Canadian dollars)", None, "b"),
            ("Net income per common share - basic", [fmt(x, ",", ".", 2) for x in epsb], "i"),
            ("Net income per common share - diluted", [fmt(x, ",", ".", 2) for x in epsd], "i"),
        ],
        f,
        size=7.6,
    )
    s.new_page()
    s.t("KANANASKIS RAIL LOGISTICS LTD.", 9.4, True, align="c")
    s.t("Consolidated Balance Sheet", 9, True, align="c")
    s.t("thousands of Canadian dollars, as at November 30", 7.6, align="c", color=GREY)
    s.skip(6)
    bx = [476, 552]
    heads(s, bx, [["2029", "2028"]])
    cash = V(426665, 362409)
    ar = V(537734, 504227)
    mat = V(246445, 231760)
    opre = V(88563, 97974)
    tca = add(cash, ar, mat, opre)
    prop = V(11872699, 11405706)
    inti = V(314217, 286605)
    gw = V(642529, 642529)
    oa = V(291500, 268783)
    ta = add(tca, prop, inti, gw, oa)
    ap = V(842329, 795516)
    cltd = V(350861, 275436)
    tcl = add(ap, cltd)
    ltd = V(4215696, 4402569)
    dtl = V(2118933, 1986905)
    pen = V(236655, 261130)
    ol = V(198253, 214317)
    tl = add(tcl, ltd, dtl, pen, ol)
    ncie = V(193358, 171020)
    te = add(ta, neg(tl))
    owne = add(te, neg(ncie))
    cs = V(1904827, 1931060)
    aoci = V(-142029, -168883)
    re_ = add(owne, neg(cs), neg(aoci))
    b = table(
        s,
        bx,
        [
            ("Assets", None, "b"),
            ("Cash and cash equivalents", cash, "i"),
            ("Accounts receivable, net", ar, "i"),
            ("Materials and supplies", mat, "i"),
            ("Other current assets", opre, "i"),
            ("Total current assets", tca, "t"),
            ("Properties, net", prop, ""),
            ("Intangible assets", inti, ""),
            ("Goodwill", gw, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "btu"),
            ("Liabilities", None, "b"),
            ("Accounts payable and accrued charges", ap, "i"),
            ("Current portion of long-term debt", cltd, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt", ltd, ""),
            ("Deferred income taxes", dtl, ""),
            ("Pension and other postretirement benefits", pen, ""),
            ("Other liabilities", ol, ""),
            ("Total liabilities", tl, "bt"),
            ("Shareholders' equity", None, "b"),
            ("Common shares, without par value", cs, "i"),
            ("Retained earnings", re_, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Total Kananaskis Rail Logistics Ltd. shareholders' equity", owne, "t"),
            ("Noncontrolling interests", ncie, ""),
            ("Total equity", te, "bt"),
            ("Total liabilities and equity", add(tl, te), "btu"),
        ],
        f,
        size=7.6,
        lead=11.6,
    )
    s.skip(8)
    s.para(
        "Cash and cash equivalents exclude $57 million of restricted cash held in trust for the Canmore yard "
        "remediation program, reported in other assets.",
        7.6,
    )
    same(L["rev"], K(rev[0]), "rev")
    same(L["oi"], K(oi[0]), "oi")
    same(L["netinc"], K(ni[0]), "netinc")
    same(L["nci"], K(nci[0]), "nci")
    same(L["ni"], K(own[0]), "ni")
    same(L["deps"], epsd[0], "deps")
    same(L["ta"], K(ta[0]), "ta")
    same(L["tl"], K(tl[0]), "tl")
    same(L["te"], K(te[0]), "te")
    same(L["own"], K(owne[0]), "own")
    same(L["ncie"], K(ncie[0]), "ncie")
    same(L["cash"], K(cash[0]), "cash")
    fields = {
        "company_name": F("Kananaskis Rail Logistics Ltd.", 1, q_co),
        "report_type": F("10-K", 1, q_type),
        "period_end_date": F("2029-11-30", 1, q_end),
        "currency": F("CAD", 1, q_unit),
        "total_revenue": F(L["rev"], 1, r["Total revenues"]),
        "operating_income": F(L["oi"], 1, r["Operating income"]),
        "net_income": F(L["ni"], 1, r["Net income attributable to Kananaskis Rail Logistics Ltd."]),
        "diluted_eps": F(L["deps"], 1, r["Net income per common share - diluted"]),
        "total_assets": F(L["ta"], 2, b["Total assets"]),
        "total_liabilities": F(L["tl"], 2, b["Total liabilities"]),
        "total_equity": F(L["te"], 2, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "Form 10-K of a Canadian registrant for the fiscal year ended November 30, 2029, presented in "
        "thousands "
        "of Canadian dollars (CAD; the US$ market-value figure on the cover is a distractor). Columns are "
        "newest first (2029, 2028, 2027); the current period is the 2029 column. total_revenue is Total "
        "revenues (freight plus terminal and other revenues). net_income is the line attributable to the "
        "company (net income - noncontrolling interests; sum); diluted_eps the diluted net income per "
        "common share in Canadian dollars. Balance-sheet figures come from the 2029 column; total_equity is "
        "Total equity including noncontrolling interests (sum). Restricted cash in other assets is not cash."
    )
    sums = [
        SUM(
            "Net income - NCI = attributable",
            [
                (1, T("Net income", L["netinc"], 1, r["Net income"])),
                (-1, T("NCI", L["nci"], 1, r["Less: net income attributable to noncontrolling interests"])),
            ],
            "net_income",
        ),
        SUM(
            "shareholders' equity + NCI = Total equity",
            [
                (
                    1,
                    T(
                        "shareholders' equity",
                        L["own"],
                        2,
                        b["Total Kananaskis Rail Logistics Ltd. shareholders' equity"],
                    ),
                ),
                (1, T("Noncontrolling interests", L["ncie"], 2, b["Noncontrolling interests"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


# ===== 2 Indian consolidated results for the quarter and half year (₹ crore): six columns, no operating line
@doc(
    "b28_fs_in_results_quarter_half_year_crore",
    "financial_statement",
    "Deccan Tyres & Polymers Limited consolidated results for the quarter ended 30 September 2032",
)
def fs_in():
    L = dict(
        rev=24183700000,
        ni=2248700000,
        nci=147700000,
        netinc=2396400000,
        deps=5.45,
        ta=77952200000,
        te=37840100000,
        cash=2143800000,
        own=36963800000,
        ncie=876300000,
        ncl=18704300000,
        cl=21407800000,
    )
    p = Pdf(ttf=True, w=842, h=595)
    s = Sheet(p, x=40, xr=802, top=44, size=8)
    q_co = s.t("DECCAN TYRES & POLYMERS LIMITED", 13, True, align="c")
    s.t(
        "Regd. Office: Plot 17, MIDC Chikalthana, Aurangabad 431006, Maharashtra · CIN L25111MH1987PLC044712",
        7.2,
        align="c",
        color=GREY,
    )
    s.t("Website: www.deccantyres.example · investors@deccantyres.example", 7.2, align="c", color=GREY)
    s.skip(4)
    q_title = s.t(
        "STATEMENT OF UNAUDITED CONSOLIDATED FINANCIAL RESULTS FOR THE QUARTER AND HALF YEAR ENDED 30 "
        "SEPTEMBER 2032",
        9,
        True,
        align="c",
    )
    q_unit = s.t("(₹ in crore, except per share data)", 7.6, x=802, align="r")
    cx = [430, 500, 570, 640, 710, 790]
    heads(
        s,
        cx,
        [
            [
                "Quarter ended",
                "Quarter ended",
                "Quarter ended",
                "Half year ended",
                "Half year ended",
                "Year ended",
            ],
            ["30.09.2032", "30.06.2032", "30.09.2031", "30.09.2032", "30.09.2031", "31.03.2032"],
            ["Unaudited", "Unaudited", "Unaudited", "Unaudited", "Unaudited", "Audited"],
        ],
        size=6.8,
    )
    f = paren(2, "-")
    rev_q = V("2418.37", "2206.84", "2131.52")
    oth_q = V("31.46", "27.19", "22.75")
    mat_q = V("1461.08", "1349.55", "1318.40")
    emp_q = V("172.63", "168.21", "154.90")
    fin_q = V("48.27", "51.06", "55.83")
    dep_q = V("96.14", "94.88", "89.07")
    oex_q = V("348.95", "326.70", "311.29")
    exc_q = V("0", "-18.40", "0")
    tax_q = V("83.12", "57.66", "56.44")
    nci_q = V("14.77", "3.91", "3.37")
    yr = dict(
        rev="8704.19",
        oth="96.41",
        mat="5310.66",
        emp="641.28",
        fin="214.37",
        dep="371.90",
        oex="1262.04",
        exc="-9.15",
        tax="240.03",
        nci="13.62",
    )

    def cols(quarter, key):
        h = quarter[0] + quarter[1]
        h0 = quarter[2] + D(yr_prev_h[key])
        return quarter + [h, h0, D(yr[key])]

    yr_prev_h = dict(
        rev="4190.28",
        oth="43.60",
        mat="2582.11",
        emp="306.45",
        fin="109.92",
        dep="177.30",
        oex="612.48",
        exc="0",
        tax="100.81",
        nci="6.55",
    )
    rev = cols(rev_q, "rev")
    oth = cols(oth_q, "oth")
    tinc = add(rev, oth)
    mat = cols(mat_q, "mat")
    emp = cols(emp_q, "emp")
    fin = cols(fin_q, "fin")
    dep = cols(dep_q, "dep")
    oex = cols(oex_q, "oex")
    texp = add(mat, emp, fin, dep, oex)
    pbe = add(tinc, neg(texp))
    exc = cols(exc_q, "exc")
    pbt = add(pbe, exc)
    tax = cols(tax_q, "tax")
    ni = add(pbt, neg(tax))
    nci = cols(nci_q, "nci")
    own = add(ni, neg(nci))
    shares = D("41.2806")  # crore shares of ₹ 2 each, no dilutive instruments
    epsv = [rnd(o / shares, 2) for o in own]
    r = table(
        s,
        cx,
        [
            ("1 Revenue from operations", rev, ""),
            ("2 Other income", oth, ""),
            ("3 Total income (1+2)", tinc, "b"),
            ("4 Expenses", None, ""),
            ("a) Cost of materials consumed (incl. change in inventories)", mat, "i"),
            ("b) Employee benefits expense", emp, "i"),
            ("c) Finance costs", fin, "i"),
            ("d) Depreciation and amortisation expense", dep, "i"),
            ("e) Other expenses", oex, "i"),
            ("Total expenses", texp, "b"),
            ("5 Profit before exceptional items and tax (3-4)", pbe, ""),
            ("6 Exceptional items (Note 4)", exc, ""),
            ("7 Profit before tax (5+6)", pbt, ""),
            ("8 Tax expense", tax, ""),
            ("9 Net profit for the period (7-8)", ni, "b"),
            ("Attributable to: Owners of the Company", own, "i"),
            ("Attributable to: Non-controlling interests", nci, "i"),
            ("10 Paid-up equity share capital (face value ₹ 2 each)", [f(shares * 2)] * 6, ""),
            ("11 Earnings per share (₹) (not annualised for quarters and half years)", None, ""),
            ("Basic", [f(x) for x in epsv], "i"),
            ("Diluted", [f(x) for x in epsv], "i"),
        ],
        f,
        size=6.9,
        lead=10.4,
    )
    s.new_page()
    s.t("DECCAN TYRES & POLYMERS LIMITED", 11, True, align="c")
    s.t("Statement of Consolidated Assets and Liabilities", 9, True, align="c")
    s.t("(₹ in crore)", 7.6, x=802, align="r")
    s.x = 200
    bx = [560, 660]
    heads(s, bx, [["As at 30.09.2032", "As at 31.03.2032"], ["Unaudited", "Audited"]], size=7)
    ppe = V("4127.60", "4051.18")
    cwip = V("388.42", "301.75")
    onca = V("412.93", "398.60")
    tnca = add(ppe, cwip, onca)
    invn = V("1284.77", "1196.30")
    trec = V("1062.51", "988.46")
    cash = V("214.38", "187.92")
    bank = V("96.50", "140.00")
    oca = V("208.11", "196.34")
    tca = add(invn, trec, cash, bank, oca)
    ta = add(tnca, tca)
    borr_n = V("1408.25", "1512.60")
    onl = V("462.18", "447.03")
    ncl = add(borr_n, onl)
    borr_c = V("612.40", "577.85")
    tpay = V("1187.36", "1109.42")
    ocl = V("341.02", "318.77")
    cl = add(borr_c, tpay, ocl)
    te = add(ta, neg(ncl), neg(cl))
    ncie = V("87.63", "80.46")
    owne = add(te, neg(ncie))
    shc = V(shares * 2, shares * 2)
    oeq = add(owne, neg(shc))
    b = table(
        s,
        bx,
        [
            ("A ASSETS", None, "b"),
            ("Property, plant and equipment", ppe, "i"),
            ("Capital work-in-progress", cwip, "i"),
            ("Other non-current assets", onca, "i"),
            ("Total non-current assets", tnca, "b"),
            ("Inventories", invn, "i"),
            ("Trade receivables", trec, "i"),
            ("Cash and cash equivalents", cash, "i"),
            ("Bank balances other than cash and cash equivalents", bank, "i"),
            ("Other current assets", oca, "i"),
            ("Total current assets", tca, "b"),
            ("TOTAL ASSETS", ta, "btu"),
            ("B EQUITY AND LIABILITIES", None, "b"),
            ("Equity share capital", shc, "i"),
            ("Other equity", oeq, "i"),
            ("Equity attributable to owners of the Company", owne, "i"),
            ("Non-controlling interests", ncie, "i"),
            ("Total equity", te, "b"),
            ("Borrowings (non-current)", borr_n, "i"),
            ("Other non-current liabilities", onl, "i"),
            ("Total non-current liabilities", ncl, "b"),
            ("Borrowings (current)", borr_c, "i"),
            ("Trade payables", tpay, "i"),
            ("Other current liabilities", ocl, "i"),
            ("Total current liabilities", cl, "b"),
            ("TOTAL EQUITY AND LIABILITIES", add(te, ncl, cl), "btu"),
        ],
        f,
        size=7.2,
        lead=11,
    )
    s.x = 40
    s.skip(6)
    s.para(
        "Notes: 1. The above results were reviewed by the Audit Committee and approved by the Board of "
        "Directors at its meeting held on 4 November 2032. 2. The Group operates in a single segment, "
        "automotive tyres and tubes. 3. The Company has no dilutive potential equity shares. 4. Exceptional "
        "item in the quarter ended 30.06.2032 is a voluntary retirement scheme cost.",
        7,
    )
    same(L["rev"], CR(rev[0]), "rev")
    same(L["netinc"], CR(ni[0]), "netinc")
    same(L["nci"], CR(nci[0]), "nci")
    same(L["ni"], CR(own[0]), "ni")
    same(L["deps"], epsv[0], "deps")
    same(L["ta"], CR(ta[0]), "ta")
    same(L["te"], CR(te[0]), "te")
    same(L["own"], CR(owne[0]), "own")
    same(L["ncie"], CR(ncie[0]), "ncie")
    same(L["ncl"], CR(ncl[0]), "ncl")
    same(L["cl"], CR(cl[0]), "cl")
    same(L["cash"], CR(cash[0]), "cash")
    del q_title
    fields = {
        "company_name": F("Deccan Tyres & Polymers Limited", 1, q_co),
        "report_type": F("earnings_release", 1, "CONSOLIDATED FINANCIAL RESULTS FOR THE QUARTER"),
        "period_end_date": F("2032-09-30", 1, "HALF YEAR ENDED 30 SEPTEMBER 2032"),
        "currency": F("INR", 1, q_unit),
        "total_revenue": F(L["rev"], 1, r["1 Revenue from operations"]),
        "operating_income": NULL(),
        "net_income": F(L["ni"], 1, r["Attributable to: Owners of the Company"]),
        "diluted_eps": F(L["deps"], 1, r["Diluted"]),
        "total_assets": F(L["ta"], 2, b["TOTAL ASSETS"]),
        "total_liabilities": NULL(),
        "total_equity": F(L["te"], 2, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "Indian stock-exchange results statement (Regulation 33 format) for the quarter and half year ended "
        "30 September 2032, in ₹ crore (1 crore = 10,000,000), landscape with six columns. The current "
        "period is the first column (quarter ended 30.09.2032), not the preceding quarter, the half-year or "
        "the year columns. report_type earnings_release (an exchange results statement, not an annual "
        "report). total_revenue is Revenue from operations, not Total income (which adds other income). "
        "operating_income is null: the format prints no operating income line (profit before exceptional "
        "items and tax is after finance costs and other income). net_income is the owners' share (net "
        "profit - NCI; sum); diluted_eps the quarter's diluted EPS in rupees (not annualised). Balance-sheet "
        "figures from the 30.09.2032 column; total_liabilities is null (only non-current and current totals "
        "are printed; equity + both = total equity and liabilities; sum). Bank balances other than cash are "
        "not cash."
    )
    sums = [
        SUM(
            "Net profit - NCI = owners",
            [
                (1, T("Net profit for the period", L["netinc"], 1, r["9 Net profit for the period (7-8)"])),
                (
                    -1,
                    T(
                        "Non-controlling interests",
                        L["nci"],
                        1,
                        r["Attributable to: Non-controlling interests"],
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "Owners' equity + NCI = Total equity",
            [
                (
                    1,
                    T(
                        "Equity attributable to owners",
                        L["own"],
                        2,
                        b["Equity attributable to owners of the Company"],
                    ),
                ),
                (1, T("Non-controlling interests", L["ncie"], 2, b["Non-controlling interests"])),
            ],
            "total_equity",
        ),
        SUM(
            "Total equity + non-current + current liabilities = Total assets",
            [
                (1, "total_equity"),
                (1, T("Total non-current liabilities", L["ncl"], 2, b["Total non-current liabilities"])),
                (1, T("Total current liabilities", L["cl"], 2, b["Total current liabilities"])),
            ],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


def tr(nd=0):
    """Turkish style: 1.234 / (1.234) / - for zero."""

    def f(x):
        return "-" if x == 0 else fmt(x, ".", ",", nd, neg="()")

    return f


# ===== 3 Turkish annual report (Faaliyet Raporu, bin TL): Esas Faaliyet Karı vs Finansman Gideri Öncesi
@doc(
    "b28_fs_tr_faaliyet_raporu_bin_tl",
    "financial_statement",
    "Gediz Vitrifiye ve Yapı Ürünleri A.Ş. 2029 Yılı Faaliyet Raporu",
)
def fs_tr():
    L = dict(
        rev=14207318000,
        oi=2339269000,
        ni=1481633000,
        nci=42316000,
        netinc=1523949000,
        deps=1.08,
        ta=15114692000,
        tl=6313064000,
        te=8801628000,
        cash=1386214000,
        own=8533288000,
        ncie=268340000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=70, size=8.6)
    s.skip(60)
    q_co = s.t("Gediz Vitrifiye ve Yapı Ürünleri A.Ş.", 18, True, align="c")
    s.skip(10)
    q_type = s.t("2029 Yılı Faaliyet Raporu", 15, align="c")
    s.t("1 Ocak - 31 Aralık 2029 hesap dönemi", 10, align="c", color=GREY)
    s.skip(40)
    s.t("Özet Göstergeler", 10, True)
    s.para(
        "Hasılatımız 2029 yılında reel olarak %9 artışla 14,2 milyar TL'ye ulaştı. Esas faaliyet kârımız "
        "2,3 milyar TL, ana ortaklığa ait net dönem kârımız 1,5 milyar TL oldu. İhracatın hasılat içindeki "
        "payı %46'ya yükseldi. Yönetim Kurulu, 2029 yılı kârından brüt 0,85 TL/pay nakit temettü "
        "dağıtılmasını Genel Kurul'un onayına sunacaktır.",
        9,
    )
    s.skip(10)
    s.para(
        "Finansal tablolar Türkiye Finansal Raporlama Standartları'na (TFRS) uygun olarak hazırlanmış olup, "
        "TMS 29 uyarınca 31 Aralık 2029 tarihindeki satın alma gücü cinsinden ifade edilmiştir. Genel "
        "Kurul: 26 Mart 2030, Manisa.",
        8.4,
    )
    s.new_page()
    s.t("KONSOLİDE KAR VEYA ZARAR TABLOSU", 10, True, align="c")
    q_unit = s.t(
        "(Tutarlar aksi belirtilmedikçe bin Türk Lirası (TL) olarak ifade edilmiştir.)",
        7.6,
        align="c",
        color=GREY,
    )
    s.skip(6)
    cx = [460, 545]
    heads(s, cx, [["Cari Dönem", "Önceki Dönem"], ["01.01.-31.12.2029", "01.01.-31.12.2028"]], size=7)
    f = tr()
    rev = V(14207318, 13046552)
    cos = V(-9418276, -8790114)
    gp = add(rev, cos)
    gyg = V(-806412, -751308)
    pzg = V(-1652083, -1512946)
    arg = V(-96145, -88217)
    oig = V(318904, 276481)
    oig2 = V(-214037, -251660)
    oi = add(gp, gyg, pzg, arg, oig, oig2)
    yat = V(84512, 31906)
    ffk = add(oi, yat)
    fgel = V(142887, 118305)
    fgid = V(-498361, -547129)
    npk = V(-173840, -209477)
    pbt = add(ffk, fgel, fgid, npk)
    vergi = V(-370518, -282044)
    ni = add(pbt, vergi)
    nci = V(42316, 36158)
    own = add(ni, neg(nci))
    shares = D("1375000")  # thousand shares of TL 1 nominal; no dilution
    epsv = [rnd(o / shares, 2) for o in own]
    r = table(
        s,
        cx,
        [
            ("Hasılat", rev, "b"),
            ("Satışların Maliyeti (-)", cos, ""),
            ("BRÜT KAR", gp, "bt"),
            ("Genel Yönetim Giderleri (-)", gyg, ""),
            ("Pazarlama Giderleri (-)", pzg, ""),
            ("Araştırma ve Geliştirme Giderleri (-)", arg, ""),
            ("Esas Faaliyetlerden Diğer Gelirler", oig, ""),
            ("Esas Faaliyetlerden Diğer Giderler (-)", oig2, ""),
            ("ESAS FAALİYET KARI", oi, "bt"),
            ("Yatırım Faaliyetlerinden Gelirler", yat, ""),
            ("FİNANSMAN GİDERİ ÖNCESİ FAALİYET KARI", ffk, "bt"),
            ("Finansman Gelirleri", fgel, ""),
            ("Finansman Giderleri (-)", fgid, ""),
            ("Net Parasal Pozisyon Kayıpları", npk, ""),
            ("SÜRDÜRÜLEN FAALİYETLER VERGİ ÖNCESİ KARI", pbt, "bt"),
            ("Vergi Gideri (-)", vergi, ""),
            ("DÖNEM KARI", ni, "bt"),
            ("Dönem Karının Dağılımı", None, ""),
            ("Kontrol Gücü Olmayan Paylar", nci, "i"),
            ("Ana Ortaklık Payları", own, "i"),
            ("Pay Başına Kazanç (TL)", [fmt(x, ".", ",", 2) for x in epsv], ""),
            ("Sulandırılmış Pay Başına Kazanç (TL)", [fmt(x, ".", ",", 2) for x in epsv], ""),
        ],
        f,
        size=7.8,
    )
    s.new_page()
    s.t("KONSOLİDE FİNANSAL DURUM TABLOSU", 10, True, align="c")
    s.t("(Bin TL)", 7.6, align="c", color=GREY)
    s.skip(6)
    heads(s, cx, [["Cari Dönem", "Önceki Dönem"], ["31.12.2029", "31.12.2028"]], size=7)
    cash = V(1386214, 1108492)
    fy = V(412500, 256800)
    tal = V(2874613, 2610447)
    stk = V(2391086, 2287315)
    dda = V(318770, 296104)
    tdv = add(cash, fy, tal, stk, dda)
    mdv = V(6918402, 6702188)
    kul = V(284511, 301966)
    mod = V(402187, 377040)
    ertv = V(126409, 98752)
    tdur = add(mdv, kul, mod, ertv)
    ta = add(tdv, tdur)
    kvb = V(1608240, 1722915)
    tb = V(2114378, 1986204)
    dkv = V(487615, 452031)
    tkv = add(kvb, tb, dkv)
    uvb = V(1372506, 1516880)
    kcb = V(318422, 296178)
    evy = V(411903, 397244)
    tuv = add(uvb, kcb, evy)
    tl = add(tkv, tuv)
    ncie = V(268340, 241906)
    te = add(ta, neg(tl))
    owne = add(te, neg(ncie))
    b = table(
        s,
        cx,
        [
            ("VARLIKLAR", None, "b"),
            ("Nakit ve Nakit Benzerleri", cash, "i"),
            ("Finansal Yatırımlar", fy, "i"),
            ("Ticari Alacaklar", tal, "i"),
            ("Stoklar", stk, "i"),
            ("Diğer Dönen Varlıklar", dda, "i"),
            ("Toplam Dönen Varlıklar", tdv, "t"),
            ("Maddi Duran Varlıklar", mdv, "i"),
            ("Kullanım Hakkı Varlıkları", kul, "i"),
            ("Maddi Olmayan Duran Varlıklar", mod, "i"),
            ("Ertelenmiş Vergi Varlığı", ertv, "i"),
            ("Toplam Duran Varlıklar", tdur, "t"),
            ("TOPLAM VARLIKLAR", ta, "btu"),
            ("KAYNAKLAR", None, "b"),
            ("Kısa Vadeli Borçlanmalar", kvb, "i"),
            ("Ticari Borçlar", tb, "i"),
            ("Diğer Kısa Vadeli Yükümlülükler", dkv, "i"),
            ("Toplam Kısa Vadeli Yükümlülükler", tkv, "t"),
            ("Uzun Vadeli Borçlanmalar", uvb, "i"),
            ("Kıdem Tazminatı Karşılığı", kcb, "i"),
            ("Ertelenmiş Vergi Yükümlülüğü", evy, "i"),
            ("Toplam Uzun Vadeli Yükümlülükler", tuv, "t"),
            ("TOPLAM YÜKÜMLÜLÜKLER", tl, "bt"),
            ("Ana Ortaklığa Ait Özkaynaklar", owne, "i"),
            ("Kontrol Gücü Olmayan Paylar ", ncie, "i"),
            ("TOPLAM ÖZKAYNAKLAR", te, "bt"),
            ("TOPLAM KAYNAKLAR", add(tl, te), "btu"),
        ],
        f,
        size=7.8,
        lead=11.8,
    )
    same(L["rev"], K(rev[0]), "rev")
    same(L["oi"], K(oi[0]), "oi")
    same(L["netinc"], K(ni[0]), "netinc")
    same(L["nci"], K(nci[0]), "nci")
    same(L["ni"], K(own[0]), "ni")
    same(L["deps"], epsv[0], "deps")
    same(L["ta"], K(ta[0]), "ta")
    same(L["tl"], K(tl[0]), "tl")
    same(L["te"], K(te[0]), "te")
    same(L["own"], K(owne[0]), "own")
    same(L["ncie"], K(ncie[0]), "ncie")
    same(L["cash"], K(cash[0]), "cash")
    fields = {
        "company_name": F("Gediz Vitrifiye ve Yapı Ürünleri A.Ş.", 1, q_co),
        "report_type": F("annual_report", 1, q_type),
        "period_end_date": F("2029-12-31", 3, "Cari Dönem Önceki Dönem 31.12.2029 31.12.2028"),
        "currency": F("TRY", 2, q_unit),
        "total_revenue": F(L["rev"], 2, r["Hasılat"]),
        "operating_income": F(L["oi"], 2, r["ESAS FAALİYET KARI"]),
        "net_income": F(L["ni"], 2, r["Ana Ortaklık Payları"]),
        "diluted_eps": F(L["deps"], 2, r["Sulandırılmış Pay Başına Kazanç (TL)"]),
        "total_assets": F(L["ta"], 3, b["TOPLAM VARLIKLAR"]),
        "total_liabilities": F(L["tl"], 3, b["TOPLAM YÜKÜMLÜLÜKLER"]),
        "total_equity": F(L["te"], 3, b["TOPLAM ÖZKAYNAKLAR"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Nakit ve Nakit Benzerleri"]),
    }
    notes = (
        "Turkish annual report (Faaliyet Raporu) for calendar 2029 in thousands of Turkish lira (bin TL; dot "
        "grouping, brackets for negatives); columns Cari Dönem (current) then Önceki Dönem. The cover's "
        "rounded milyar TL highlights are distractors. total_revenue is Hasılat; operating_income the ESAS "
        "FAALİYET KARI, not the later FİNANSMAN GİDERİ ÖNCESİ FAALİYET KARI (which adds investment income). "
        "net_income is Ana Ortaklık Payları (DÖNEM KARI - Kontrol Gücü Olmayan Paylar; sum); diluted_eps "
        "the Sulandırılmış Pay Başına Kazanç in TL. total_liabilities is TOPLAM YÜKÜMLÜLÜKLER; total_equity "
        "TOPLAM ÖZKAYNAKLAR including non-controlling interests (sum). Financial investments are not cash."
    )
    sums = [
        SUM(
            "Dönem karı - kontrol gücü olmayan paylar = ana ortaklık payları",
            [
                (1, T("DÖNEM KARI", L["netinc"], 2, r["DÖNEM KARI"])),
                (-1, T("Kontrol Gücü Olmayan Paylar", L["nci"], 2, r["Kontrol Gücü Olmayan Paylar"])),
            ],
            "net_income",
        ),
        SUM(
            "Ana ortaklığa ait özkaynaklar + KGOP = Toplam özkaynaklar",
            [
                (1, T("Ana Ortaklığa Ait Özkaynaklar", L["own"], 3, b["Ana Ortaklığa Ait Özkaynaklar"])),
                (1, T("Kontrol Gücü Olmayan Paylar", L["ncie"], 3, b["Kontrol Gücü Olmayan Paylar "])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


# ===== 4 New Zealand interim report ($000): columns oldest first, current half-year in the last column
@doc(
    "b28_fs_nz_interim_report_oldest_first",
    "financial_statement",
    "Tasman Bay Aquaculture Limited Interim Report for the six months ended 31 December 2030",
)
def fs_nz():
    L = dict(
        rev=96537000,
        oi=21142000,
        ni=11976000,
        nci=1074000,
        netinc=13050000,
        deps=8.4,
        ta=245726000,
        tl=100852000,
        te=144874000,
        cash=7531000,
        own=138336000,
        ncie=6538000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=64, size=8.6)
    q_co = s.t("Tasman Bay Aquaculture Limited", 18, True)
    q_type = s.t("Interim Report for the six months ended 31 December 2030", 11)
    s.skip(8)
    s.t("Chair and Chief Executive's review", 9.6, True)
    s.para(
        "Harvest volumes rose 12% on the first half of last year and revenue reached $96.5 million. EBITDA "
        "(a non-GAAP measure, reconciled in note 6) was $24.1 million. Net profit after tax attributable to "
        "shareholders was $12.0 million, and the directors have declared an interim dividend of 2.5 cents "
        "per share, payable on 14 March 2031. Net debt at 31 December 2030 was $58.2 million.",
        8.6,
    )
    s.skip(6)
    q_unit = s.t("All amounts are in New Zealand dollars ($000) unless stated otherwise.", 8, True)
    s.skip(6)
    s.t("Consolidated Interim Statement of Comprehensive Income", 9.6, True)
    cx = [380, 462, 545]
    heads(
        s,
        cx,
        [
            ["6 months to", "12 months to", "6 months to"],
            ["31 Dec 2029", "30 Jun 2030", "31 Dec 2030"],
            ["Unaudited", "Audited", "Unaudited"],
        ],
        size=7,
    )
    f = paren()
    rev = V(86072, 181344, 96537)
    cos = V(-55916, -119871, -61507)
    gp = add(rev, cos)
    dist = V(-8304, -17245, -9126)
    adm = V(-6118, -12590, -6793)
    bio = V(1245, -2862, 2031)
    oi = add(gp, dist, adm, bio)
    finc = V(-2714, -5608, -2946)
    pbt = add(oi, finc)
    tax = V(-4191, -6532, -5146)
    ni = add(pbt, tax)
    nci = V(602, 1177, 1074)
    own = add(ni, neg(nci))
    shd = V("141.204", "141.388", "141.957")
    epsd = [rnd(o / x / 10, 1) for o, x in zip(own, shd, strict=True)]
    r = table(
        s,
        cx,
        [
            ("Revenue", rev, ""),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "t"),
            ("Distribution expenses", dist, ""),
            ("Administration expenses", adm, ""),
            ("Fair value gain (loss) on biological assets", bio, ""),
            ("Operating profit", oi, "tb"),
            ("Net finance costs", finc, ""),
            ("Profit before income tax", pbt, "t"),
            ("Income tax expense", tax, ""),
            ("Profit for the period", ni, "tb"),
            ("Attributable to non-controlling interests", nci, "i"),
            ("Attributable to shareholders of the parent", own, "i"),
            ("Diluted earnings per share (cents)", [fmt(x, ",", ".", 1) for x in epsd], ""),
        ],
        f,
        size=7.6,
    )
    s.new_page()
    s.t("Consolidated Interim Statement of Financial Position", 9.6, True)
    s.t("$000", 7.6, color=GREY)
    heads(
        s, cx, [["31 Dec 2029", "30 Jun 2030", "31 Dec 2030"], ["Unaudited", "Audited", "Unaudited"]], size=7
    )
    cash = V(6208, 9147, 7531)
    td = V(3000, 0, 5000)
    rec = V(17804, 21336, 19215)
    invn = V(8812, 7940, 9604)
    bioc = V(41266, 38510, 44873)
    tca = add(cash, td, rec, invn, bioc)
    ppe = V(118430, 121776, 126018)
    lic = V(32150, 32150, 33485)
    tnca = add(ppe, lic)
    ta = add(tca, tnca)
    pay = V(13905, 15227, 14386)
    tpay = V(2217, 1340, 2905)
    bor = V(64100, 59500, 70700)
    dtl = V(11318, 12004, 12861)
    tl = add(pay, tpay, bor, dtl)
    ncie = V(5411, 5986, 6538)
    te = add(ta, neg(tl))
    owne = add(te, neg(ncie))
    b = table(
        s,
        cx,
        [
            ("Cash and cash equivalents", cash, ""),
            ("Term deposits (over 90 days)", td, ""),
            ("Trade and other receivables", rec, ""),
            ("Inventories", invn, ""),
            ("Biological assets", bioc, ""),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment", ppe, ""),
            ("Marine farm licences", lic, ""),
            ("Total non-current assets", tnca, "t"),
            ("Total assets", ta, "btu"),
            ("Trade and other payables", pay, ""),
            ("Income tax payable", tpay, ""),
            ("Borrowings", bor, ""),
            ("Deferred tax liabilities", dtl, ""),
            ("Total liabilities", tl, "bt"),
            ("Equity attributable to shareholders of the parent", owne, ""),
            ("Non-controlling interests", ncie, ""),
            ("Total equity", te, "bt"),
            ("Total equity and liabilities", add(te, tl), "btu"),
        ],
        f,
        size=7.6,
        lead=12,
    )
    s.skip(8)
    s.para(
        "Comparative figures: the first column is the unaudited comparative half-year, the middle column the "
        "audited year to 30 June 2030. These interim financial statements comply with NZ IAS 34 and have "
        "been reviewed, not audited, by the auditor. Approved for issue by the Board on 19 February 2031.",
        7.8,
    )
    same(L["rev"], K(rev[2]), "rev")
    same(L["oi"], K(oi[2]), "oi")
    same(L["netinc"], K(ni[2]), "netinc")
    same(L["nci"], K(nci[2]), "nci")
    same(L["ni"], K(own[2]), "ni")
    same(L["deps"], epsd[2], "deps")
    same(L["ta"], K(ta[2]), "ta")
    same(L["tl"], K(tl[2]), "tl")
    same(L["te"], K(te[2]), "te")
    same(L["own"], K(owne[2]), "own")
    same(L["ncie"], K(ncie[2]), "ncie")
    same(L["cash"], K(cash[2]), "cash")
    fields = {
        "company_name": F("Tasman Bay Aquaculture Limited", 1, q_co),
        "report_type": F("other", 1, q_type),
        "period_end_date": F("2030-12-31", 1, q_type),
        "currency": F("NZD", 1, q_unit),
        "total_revenue": F(L["rev"], 1, r["Revenue"]),
        "operating_income": F(L["oi"], 1, r["Operating profit"]),
        "net_income": F(L["ni"], 1, r["Attributable to shareholders of the parent"]),
        "diluted_eps": F(L["deps"], 1, r["Diluted earnings per share (cents)"]),
        "total_assets": F(L["ta"], 2, b["Total assets"]),
        "total_liabilities": F(L["tl"], 2, b["Total liabilities"]),
        "total_equity": F(L["te"], 2, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "New Zealand half-year interim report to shareholders (NZD, $000 declared once above the statements; "
        "brackets for negatives). report_type is other: an interim report, neither an annual report, an "
        "earnings release nor an SEC form. Columns run oldest first: prior half-year, audited full year to "
        "30 June 2030, then the current six months to 31 December 2030 in the LAST column; every figure "
        "comes from that last column. The review's rounded $ million figures and EBITDA are distractors. "
        "operating_income is Operating profit (after the biological-asset fair value change). net_income is "
        "the shareholders' share (profit - NCI; sum); diluted_eps in cents as printed. total_equity includes "
        "NCI (sum). Term deposits over 90 days are not cash."
    )
    sums = [
        SUM(
            "Profit - NCI = shareholders",
            [
                (1, T("Profit for the period", L["netinc"], 1, r["Profit for the period"])),
                (-1, T("NCI", L["nci"], 1, r["Attributable to non-controlling interests"])),
            ],
            "net_income",
        ),
        SUM(
            "shareholders' equity + NCI = Total equity",
            [
                (
                    1,
                    T(
                        "shareholders' equity",
                        L["own"],
                        2,
                        b["Equity attributable to shareholders of the parent"],
                    ),
                ),
                (1, T("Non-controlling interests", L["ncie"], 2, b["Non-controlling interests"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


def pm(x):
    """₱ millions with one decimal, brackets for negatives."""
    return "-" if x == 0 else fmt(x, ",", ".", 1, neg="()")


# ===== 5 Philippine third-quarter earnings release (₱ millions): quarter vs nine months, billion highlights
@doc(
    "b28_fs_ph_q3_release_peso_millions",
    "financial_statement",
    "Visayas Cold Chain Holdings, Inc. reports third-quarter 2033 results",
)
def fs_ph():
    L = dict(
        rev=3912600000,
        oi=809800000,
        ni=355100000,
        nci=134600000,
        netinc=489700000,
        deps=0.2339,
        ta=23211700000,
        tl=11946400000,
        te=11265300000,
        cash=2214700000,
        own=10071000000,
        ncie=1194300000,
    )
    p = Pdf(ttf=True)
    s = Sheet(p, x=56, xr=556, top=60, size=8.8)
    s.t("PRESS RELEASE · For immediate release · Cebu City, 10 November 2033", 7.8, color=GREY)
    s.skip(6)
    q_title = s.t("Visayas Cold Chain Holdings, Inc. reports third-quarter 2033 results", 13, True)
    s.skip(4)
    s.para(
        "Visayas Cold Chain Holdings, Inc. (PSE: VCCH) today reported consolidated revenues of ₱3.9 billion "
        "for the quarter ended September 30, 2033, up 11% year on year, and net income attributable to "
        "equity holders of the parent of ₱0.36 billion. For the first nine months, revenues reached ₱11.2 "
        "billion. Core net income, which excludes foreign exchange and one-off items, was ₱0.6 billion.",
        8.8,
    )
    s.para(
        '"Occupancy at our Mandaue and Iloilo warehouses stayed above 90%," said President and CEO Ramon '
        "V. Tiongco. The company will hold an analysts' briefing on November 11, 2033.",
        8.8,
    )
    s.skip(4)
    s.t("Consolidated Statements of Income (Unaudited)", 9.4, True)
    q_unit = s.t("(In millions of Philippine pesos, except per share data)", 7.6, color=GREY)
    cx = [364, 428, 492, 556]
    s.row([(396, "Third Quarter", "c"), (524, "Nine Months", "c")], 7.2, True, lead=10)
    heads(s, cx, [["2033", "2032", "2033", "2032"]], size=7.2)
    rev = V("3912.6", "3524.8", "11208.3", "10117.5")
    cos = V("-2506.1", "-2279.3", "-7190.4", "-6548.0")
    gp = add(rev, cos)
    opx = V("-596.7", "-551.2", "-1741.9", "-1622.8")
    oi = add(gp, opx)
    intx = V("-128.4", "-119.6", "-377.0", "-352.9")
    fx = V("-41.8", "12.3", "-18.6", "25.4")
    oth = V("7.9", "5.2", "19.8", "14.1")
    pbt = add(oi, intx, fx, oth)
    tax = V("-157.8", "-148.9", "-486.2", "-435.2")
    ni = add(pbt, tax)
    nci = V("134.6", "30.7", "271.9", "88.9")
    own = add(ni, neg(nci))
    shd = V("1518.44", "1516.02", "1518.13", "1515.87")
    epsd = [rnd(o / x, 4) for o, x in zip(own, shd, strict=True)]
    r = table(
        s,
        cx,
        [
            ("Revenues", rev, "b"),
            ("Cost of services", cos, ""),
            ("Gross profit", gp, "t"),
            ("Operating expenses", opx, ""),
            ("Income from operations", oi, "tb"),
            ("Interest expense", intx, ""),
            ("Foreign exchange gain (loss)", fx, ""),
            ("Other income", oth, ""),
            ("Income before income tax", pbt, "t"),
            ("Provision for income tax", tax, ""),
            ("Net income", ni, "tb"),
            ("Non-controlling interests", nci, "i"),
            ("Equity holders of the parent", own, "i"),
            ("Diluted earnings per share (₱)", [fmt(x, ",", ".", 4) for x in epsd], ""),
        ],
        pm,
        size=7.6,
    )
    s.new_page()
    s.t("Consolidated Statements of Financial Position", 9.4, True)
    s.t("(In millions of Philippine pesos)", 7.6, color=GREY)
    bx = [470, 556]
    heads(s, bx, [["September 30, 2033", "December 31, 2032"], ["(Unaudited)", "(Audited)"]], size=7.2)
    cash = V("2214.7", "2508.3")
    stinv = V("600.0", "350.0")
    rec = V("2871.5", "2640.2")
    oca = V("412.8", "388.6")
    tca = add(cash, stinv, rec, oca)
    ppe = V("15218.4", "14603.7")
    rou = V("1306.2", "1344.9")
    onca = V("588.1", "541.0")
    ta = add(tca, ppe, rou, onca)
    apx = V("2108.9", "2012.4")
    stl = V("1250.0", "1600.0")
    ltl = V("6840.5", "6512.8")
    lease = V("1402.3", "1436.1")
    olb = V("344.7", "329.5")
    tl = add(apx, stl, ltl, lease, olb)
    ncie = V("1194.3", "1118.4")
    te = add(ta, neg(tl))
    owne = add(te, neg(ncie))
    b = table(
        s,
        bx,
        [
            ("Cash and cash equivalents", cash, ""),
            ("Short-term investments", stinv, ""),
            ("Trade and other receivables", rec, ""),
            ("Other current assets", oca, ""),
            ("Property and equipment", ppe, ""),
            ("Right-of-use assets", rou, ""),
            ("Other noncurrent assets", onca, ""),
            ("Total assets", ta, "btu"),
            ("Accounts payable and accrued expenses", apx, ""),
            ("Short-term loans", stl, ""),
            ("Long-term debt", ltl, ""),
            ("Lease liabilities", lease, ""),
            ("Other liabilities", olb, ""),
            ("Total liabilities", tl, "bt"),
            ("Equity attributable to equity holders of the parent", owne, ""),
            ("Non-controlling interests", ncie, ""),
            ("Total equity", te, "bt"),
            ("Total liabilities and equity", add(tl, te), "btu"),
        ],
        pm,
        size=7.8,
        lead=12,
    )
    s.skip(10)
    s.para(
        "Visayas Cold Chain Holdings, Inc. operates temperature-controlled warehouses and reefer trucking in "
        "the Visayas and Mindanao. Investor relations: ir@visayascoldchain.example.",
        7.8,
    )
    same(L["rev"], M(rev[0]), "rev")
    same(L["oi"], M(oi[0]), "oi")
    same(L["netinc"], M(ni[0]), "netinc")
    same(L["nci"], M(nci[0]), "nci")
    same(L["ni"], M(own[0]), "ni")
    same(L["deps"], epsd[0], "deps")
    same(L["ta"], M(ta[0]), "ta")
    same(L["tl"], M(tl[0]), "tl")
    same(L["te"], M(te[0]), "te")
    same(L["own"], M(owne[0]), "own")
    same(L["ncie"], M(ncie[0]), "ncie")
    same(L["cash"], M(cash[0]), "cash")
    fields = {
        "company_name": F("Visayas Cold Chain Holdings, Inc.", 1, q_title),
        "report_type": F("earnings_release", 1, q_title),
        "period_end_date": F("2033-09-30", 1, "for the quarter ended September 30, 2033"),
        "currency": F("PHP", 1, q_unit),
        "total_revenue": F(L["rev"], 1, r["Revenues"]),
        "operating_income": F(L["oi"], 1, r["Income from operations"]),
        "net_income": F(L["ni"], 1, r["Equity holders of the parent"]),
        "diluted_eps": F(L["deps"], 1, r["Diluted earnings per share (₱)"]),
        "total_assets": F(L["ta"], 2, b["Total assets"]),
        "total_liabilities": F(L["tl"], 2, b["Total liabilities"]),
        "total_equity": F(L["te"], 2, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 2, b["Cash and cash equivalents"]),
    }
    notes = (
        "Philippine third-quarter earnings press release (PHP; tables in millions of pesos with one "
        "decimal, brackets for negatives). The current period is the Third Quarter 2033 column, not the "
        "nine-month columns; the text's rounded ₱ billion figures and core net income are distractors. "
        "total_revenue is Revenues, operating_income Income from operations. net_income is the line "
        "attributable to equity holders of the parent (net income - NCI; sum); diluted_eps the quarter's "
        "diluted EPS in pesos (four decimals as printed). Balance-sheet figures come from the September "
        "30, 2033 column, not December 31, 2032. total_equity includes NCI (sum). Short-term investments "
        "are not cash."
    )
    sums = [
        SUM(
            "Net income - NCI = equity holders of the parent",
            [
                (1, T("Net income", L["netinc"], 1, r["Net income"])),
                (-1, T("Non-controlling interests", L["nci"], 1, r["Non-controlling interests"])),
            ],
            "net_income",
        ),
        SUM(
            "parent equity + NCI = Total equity",
            [
                (
                    1,
                    T("parent equity", L["own"], 2, b["Equity attributable to equity holders of the parent"]),
                ),
                (1, T("Non-controlling interests", L["ncie"], 2, b["Non-controlling interests"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums
