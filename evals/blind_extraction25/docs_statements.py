"""Financial-statement builders for blind_extraction25 (5 documents).  All
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
    """German style: 1.234 / -1.234 / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="-")

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


def mio(x):
    """TEUR -> Mio. € with one decimal, German style: 486214 -> 486,2"""
    return fmt(rnd(D(x) / 1000, 1), ".", ",", 1)


def M(x):
    """x in millions -> whole units."""
    return D(str(x)) * 1000000


def K(x):
    """x in thousands -> whole units."""
    return D(str(x)) * 1000


# ===== 1 US 10-K, 52-week year ending in January, $ millions, redeemable NCI, quarterly table
@doc(
    "b25_fs_us_10k_redeemable_nci_millions",
    "financial_statement",
    "Bellwether Aggregates Corporation 10-K fiscal 2026",
)
def fs_10k():
    L = dict(
        rev=3486200000,
        oi=583500000,
        ni=352800000,
        nci=24700000,
        nitot=377500000,
        deps=5.67,
        ta=4935900000,
        tl=2636800000,
        rnci=164000000,
        te=2135100000,
        cash=214800000,
        q4rev=820500000,
    )
    p = Pdf(face="serif")
    s = Sheet(p, x=60, xr=552, top=60, size=8.4)
    s.t("UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 10, True, align="c")
    s.t("WASHINGTON, D.C. 20549", 8, align="c")
    s.skip(10)
    q_type = s.t("FORM 10-K", 17, True, align="c")
    s.skip(4)
    s.t("(Mark One)", 7.6)
    s.t("[X] ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 7.8)
    q_end = s.t("For the fiscal year ended January 2, 2027", 9.6, True, align="c")
    s.t("or", 7.6, align="c")
    s.t("[ ] TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 7.8)
    s.t("Commission file number 001-39862", 8, align="c")
    s.skip(12)
    q_co = s.t("BELLWETHER AGGREGATES CORPORATION", 15, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7.6, align="c", color=GREY)
    s.skip(8)
    s.row([(90, "Delaware"), (290, "46-3871150"), (430, "2200 Quarryview Drive")], size=8.4)
    s.row(
        [
            (90, "(State or other jurisdiction of"),
            (290, "(I.R.S. Employer"),
            (430, "Chesterfield, Missouri 63017"),
        ],
        7,
    )
    s.row([(90, "incorporation or organization)"), (290, "Identification No.)"), (430, "(314) 555-0182")], 7)
    s.skip(10)
    s.para(
        "Securities registered pursuant to Section 12(b) of the Act: Common Stock, par value $0.01 per "
        "share, trading symbol BWAG, New York Stock Exchange.",
        7.8,
    )
    s.para(
        "Indicate by check mark whether the registrant is a large accelerated filer, an accelerated filer, "
        "a non-accelerated filer, a smaller reporting company, or an emerging growth company. Large "
        "accelerated filer [X] Accelerated filer [ ] Non-accelerated filer [ ] Smaller reporting company [ "
        "]",
        7.8,
    )
    s.para(
        "The aggregate market value of the voting stock held by non-affiliates of the registrant, computed "
        "by reference to the closing price as of June 27, 2026 (the last business day of the registrant's "
        "most recently completed second fiscal quarter), was approximately $4.1 billion. As of February "
        "19, 2027, there were 61,402,775 shares of common stock outstanding.",
        7.8,
    )
    s.skip(6)
    s.para(
        "Fiscal years: the Company's fiscal year ends on the Saturday closest to December 31. Fiscal 2026 "
        "ended January 2, 2027 and contained 52 weeks; fiscal 2025 ended January 3, 2026 and contained 53 "
        "weeks; fiscal 2024 ended December 28, 2024 and contained 52 weeks.",
        7.8,
    )
    # ---- page 2: operations
    s.new_page()
    s.t("BELLWETHER AGGREGATES CORPORATION", 9, True, align="c")
    s.t("CONSOLIDATED STATEMENTS OF OPERATIONS", 9, True, align="c")
    q_unit = s.t("(in millions of U.S. dollars, except per share data)", 7.6, align="c")
    s.skip(6)
    cx = [420, 486, 552]
    heads(
        s,
        cx,
        [["", "Fiscal 2026", "Fiscal 2025", "Fiscal 2024"], ["", "(52 weeks)", "(53 weeks)", "(52 weeks)"]],
    )
    rev = V("3486.2", "3311.9", "3027.4")
    cogs = V("2541.7", "2447.3", "2262.8")
    gp = add(rev, neg(cogs))
    sga = V("318.4", "301.2", "287.9")
    amo = V("42.6", "44.1", "39.8")
    imp = V("0", "0", "58.3")
    oi = add(gp, neg(sga), neg(amo), neg(imp))
    intr = V("-96.3", "-104.7", "-98.2")
    oth = V("7.9", "-3.4", "2.1")
    pbt = add(oi, intr, oth)
    tax = V("117.6", "99.8", "61.5")
    ni = add(pbt, neg(tax))
    nci = V("24.7", "21.3", "18.6")
    pni = add(ni, neg(nci))
    shb = V("61.6", "62.3", "62.9")
    shd = V("62.2", "62.8", "63.4")
    f = paren(1)
    r = table(
        s,
        cx,
        [
            ("Net sales", rev, "b"),
            ("Cost of sales", cogs, ""),
            ("Gross profit", gp, "bt"),
            ("Selling, general and administrative expenses", sga, ""),
            ("Amortization of acquired intangibles", amo, ""),
            ("Goodwill impairment", imp, ""),
            ("Operating income", oi, "bt"),
            ("Interest expense, net", intr, ""),
            ("Other income (expense), net", oth, ""),
            ("Income before income taxes", pbt, "t"),
            ("Income tax expense", tax, ""),
            ("Net income", ni, "bt"),
            ("Less: Net income attributable to noncontrolling", None, ""),
            ("interests (including redeemable)", nci, "i"),
            ("Net income attributable to Bellwether", None, "b"),
            ("Aggregates Corporation", pni, "bu"),
        ],
        f,
    )
    s.skip(4)
    f2 = paren(2)
    r2 = table(
        s,
        cx,
        [
            ("Earnings per share attributable to common stockholders:", None, ""),
            ("Basic", eps(pni, shb), "i"),
            ("Diluted", eps(pni, shd), "i"),
            ("Weighted-average shares outstanding (in millions):", None, ""),
        ],
        f2,
    )
    table(s, cx, [("Basic", shb, "i"), ("Diluted", shd, "i")], f)
    s.skip(8)
    s.t("See accompanying notes to the consolidated financial statements.", 7.4, color=GREY)
    # ---- page 3: balance sheet
    s.new_page()
    s.t("BELLWETHER AGGREGATES CORPORATION", 9, True, align="c")
    s.t("CONSOLIDATED BALANCE SHEETS", 9, True, align="c")
    s.t("(in millions, except par value)", 7.6, align="c")
    s.skip(6)
    bx = [470, 552]
    heads(s, bx, [["", "January 2,", "January 3,"], ["", "2027", "2026"]])
    cash = V("214.8", "187.3")
    rcash = V("12.4", "11.9")
    ar = V("402.6", "388.1")
    inv = V("276.3", "259.5")
    pre = V("48.7", "52.2")
    tca = add(cash, rcash, ar, inv, pre)
    ppe = V("2318.4", "2241.7")
    gw = V("1106.2", "1098.5")
    intg = V("388.9", "431.5")
    rou = V("96.1", "102.8")
    oa = V("71.5", "66.4")
    ta = add(tca, ppe, gw, intg, rou, oa)
    ap = V("214.2", "205.6")
    acc = V("187.9", "176.3")
    cd = V("35.0", "35.0")
    tcl = add(ap, acc, cd)
    ltd = V("1612.5", "1698.0")
    dtl = V("318.6", "301.2")
    oll = V("82.4", "89.7")
    arl = V("141.3", "137.8")
    ol = V("44.9", "47.5")
    tl = add(tcl, ltd, dtl, oll, arl, ol)
    rnci = V("164.0", "151.5")
    cs = V("0.7", "0.7")
    apic = V("1108.3", "1094.1")
    tsy = V("-286.4", "-218.9")
    aoci = V("-21.8", "-27.6")
    ncie = V("58.2", "54.9")
    re_ = add(ta, neg(tl), neg(rnci), neg(cs), neg(apic), neg(tsy), neg(aoci), neg(ncie))
    pte = add(cs, apic, re_, tsy, aoci)
    te = add(pte, ncie)
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Cash and cash equivalents", cash, "i"),
            ("Restricted cash", rcash, "i"),
            ("Accounts receivable, net", ar, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and other current assets", pre, "i"),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Other noncurrent assets", oa, ""),
            ("Total assets", ta, "btu"),
            ("LIABILITIES, REDEEMABLE NONCONTROLLING INTEREST AND EQUITY", None, "b"),
            ("Accounts payable", ap, "i"),
            ("Accrued liabilities", acc, "i"),
            ("Current maturities of long-term debt", cd, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, less current maturities", ltd, ""),
            ("Deferred income taxes", dtl, ""),
            ("Noncurrent operating lease liabilities", oll, ""),
            ("Asset retirement obligations", arl, ""),
            ("Other noncurrent liabilities", ol, ""),
            ("Total liabilities", tl, "bt"),
            ("Commitments and contingencies (Note 16)", None, ""),
            ("Redeemable noncontrolling interest", rnci, "b"),
            ("Equity:", None, ""),
            ("Common stock, $0.01 par value", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Retained earnings", re_, "i"),
            ("Treasury stock, at cost", tsy, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Total Bellwether stockholders' equity", pte, "t"),
            ("Noncontrolling interests", ncie, ""),
            ("Total equity", te, "bt"),
            ("Total liabilities, redeemable noncontrolling interest and equity", add(tl, rnci, te), "btu"),
        ],
        f,
    )
    # ---- page 4: quarterly data
    s.new_page()
    s.t("SUPPLEMENTARY QUARTERLY FINANCIAL DATA (UNAUDITED)", 9, True, align="c")
    s.t("(in millions, except per share data)", 7.6, align="c")
    s.skip(6)
    qx = [330, 404, 478, 552]
    heads(
        s,
        qx,
        [
            ["", "First", "Second", "Third", "Fourth"],
            ["Fiscal 2026", "Quarter", "Quarter", "Quarter", "Quarter"],
        ],
    )
    qrev = V("704.8", "948.6", "1012.3")
    qrev.append(rev[0] - sum(qrev))
    qoi = V("58.1", "131.4", "152.7")
    qoi.append(oi[0] - sum(qoi))
    qni = V("19.6", "72.8", "86.9")
    qni.append(pni[0] - sum(qni))
    qd = eps(qni, V("62.5", "62.3", "62.1", "61.9"))
    q = table(
        s,
        qx,
        [
            ("Net sales", qrev, ""),
            ("Operating income", qoi, ""),
            ("Net income attributable to Bellwether", qni, ""),
        ],
        f,
    )
    table(s, qx, [("Diluted earnings per share", qd, "")], f2)
    s.skip(6)
    s.para(
        "The fourth quarter of fiscal 2026 comprised 13 weeks ended January 2, 2027 (fourth quarter of "
        "fiscal 2025: 14 weeks). Quarterly per share amounts may not add to the annual amount because of "
        "changes in weighted-average shares outstanding.",
        7.6,
    )
    s.skip(10)
    s.t("Non-GAAP measures (see Item 7)", 8.6, True)
    adj = oi[0] + amo[0] + V("12.9")[0]
    s.kv("Adjusted operating income, fiscal 2026", f"${fmt(adj, ',', '.', 1)} million", xv=330)
    s.kv("Adjusted EBITDA, fiscal 2026", "$812.4 million", xv=330)
    s.kv("Net debt at January 2, 2027", f"${fmt(ltd[0] + cd[0] - cash[0], ',', '.', 1)} million", xv=330)
    same(L["rev"], M(rev[0]), "rev")
    same(L["oi"], M(oi[0]), "oi")
    same(L["ni"], M(pni[0]), "ni")
    same(L["nci"], M(nci[0]), "nci")
    same(L["nitot"], M(ni[0]), "nitot")
    same(L["deps"], eps(pni, shd)[0], "deps")
    same(L["ta"], M(ta[0]), "ta")
    same(L["tl"], M(tl[0]), "tl")
    same(L["rnci"], M(rnci[0]), "rnci")
    same(L["te"], M(te[0]), "te")
    same(L["cash"], M(cash[0]), "cash")
    same(L["q4rev"], M(qrev[3]), "q4rev")
    fields = {
        "company_name": F("Bellwether Aggregates Corporation", 1, q_co),
        "report_type": F("10-K", 1, q_type),
        "period_end_date": F("2027-01-02", 1, q_end),
        "currency": F("USD", 2, q_unit),
        "total_revenue": F(L["rev"], 2, r["Net sales"]),
        "operating_income": F(L["oi"], 2, r["Operating income"]),
        "net_income": F(L["ni"], 2, r["Aggregates Corporation"]),
        "diluted_eps": F(L["deps"], 2, r2["Diluted"]),
        "total_assets": F(L["ta"], 3, b["Total assets"]),
        "total_liabilities": F(L["tl"], 3, b["Total liabilities"]),
        "total_equity": F(L["te"], 3, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Cash and cash equivalents"]),
    }
    notes = (
        "US Form 10-K for fiscal 2026, a 52-week year ended January 2, 2027 ($ millions, one decimal). The "
        "current period is the Fiscal 2026 column (first of three); period_end_date is the fiscal year end "
        "in 2027, not December 31, 2026. net_income takes the line attributable to the company (its label "
        "wraps over two lines; the figure is on the second), not Net income before noncontrolling interests "
        "(net income - NCI = attributable; sum). The balance sheet has a redeemable noncontrolling interest "
        "in temporary equity: total_liabilities + redeemable NCI + Total equity = Total assets (sum); "
        "total_equity is Total equity including the noncontrolling interests, not the mezzanine item. "
        "cash_and_equivalents excludes restricted cash. The page-4 quarterly table (fourth-quarter figures) "
        "and the non-GAAP adjusted figures are distractors."
    )
    sums = [
        SUM(
            "Total liabilities + redeemable NCI + Total equity = Total assets",
            [
                (1, "total_liabilities"),
                (
                    1,
                    T(
                        "Redeemable noncontrolling interest",
                        L["rnci"],
                        3,
                        b["Redeemable noncontrolling interest"],
                    ),
                ),
                (1, "total_equity"),
            ],
            "total_assets",
        ),
        SUM(
            "Net income - NCI = Net income attributable to Bellwether",
            [
                (1, T("Net income", L["nitot"], 2, r["Net income"])),
                (-1, T("NCI", L["nci"], 2, r["interests (including redeemable)"])),
            ],
            "net_income",
        ),
        SUM(
            "four quarters = fiscal-year net sales",
            [(1, T("quarter", float(M(x)), 4, q["Net sales"])) for x in qrev[:3]]
            + [(1, T("Fourth quarter", L["q4rev"], 4, q["Net sales"]))],
            "total_revenue",
        ),
    ]
    return p, fields, notes, sums


# ===== 2 US 10-Q, 12-week third quarter with 40-week year to date, three-column balance sheet
@doc("b25_fs_10q_12wk_q3_three_col_bs", "financial_statement", "Pinecrest Neighborhood Markets 10-Q Q3 2026")
def fs_10q():
    L = dict(
        rev=1284317000,
        oi=40070000,
        ni=23176000,
        deps=0.6,
        ta=2843898000,
        te=783706000,
        cash=96214000,
        tcl=619067000,
        ncl=1441125000,
        ytd=4198552000,
    )
    p = Pdf()
    s = Sheet(p, x=54, xr=556, top=60, size=8.4)
    s.t("UNITED STATES", 10, True, align="c")
    s.t("SECURITIES AND EXCHANGE COMMISSION", 10, True, align="c")
    s.t("Washington, D.C. 20549", 8, align="c")
    s.skip(8)
    q_type = s.t("FORM 10-Q", 16, True, align="c")
    s.skip(2)
    s.t("(Mark One)", 7.6)
    s.t("[X] QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 7.8)
    q_end = s.t("For the quarterly period ended October 10, 2026", 9.4, True, align="c")
    s.t("[ ] TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 7.8)
    s.t("Commission File Number: 000-52291", 8, align="c")
    s.skip(10)
    q_co = s.t("Pinecrest Neighborhood Markets, Inc.", 15, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7.6, align="c", color=GREY)
    s.skip(6)
    s.row([(90, "Oregon"), (280, "93-1184402"), (420, "9050 SW Cascade Commons Blvd.")], size=8.4)
    s.row(
        [
            (90, "(State of incorporation)"),
            (280, "(IRS Employer Identification No.)"),
            (420, "Tualatin, Oregon 97062"),
        ],
        7,
    )
    s.skip(10)
    s.para(
        "Indicate by check mark whether the registrant (1) has filed all reports required to be filed by "
        "Section 13 or 15(d) of the Securities Exchange Act of 1934 during the preceding 12 months and (2) "
        "has been subject to such filing requirements for the past 90 days. Yes [X] No [ ]",
        7.8,
    )
    s.para(
        "The registrant's fiscal year is the 52- or 53-week period ending on the Saturday nearest December "
        "31. The first quarter contains 16 weeks and each of the other quarters 12 weeks (13 weeks in a "
        "53-week fourth quarter).",
        7.8,
    )
    s.para(
        "As of November 6, 2026, 38,311,642 shares of the registrant's common stock were outstanding.", 7.8
    )
    s.skip(10)
    s.t("PART I. FINANCIAL INFORMATION", 9, True)
    s.t("Item 1. Condensed Consolidated Financial Statements (Unaudited)", 8.6, True)
    # ---- page 2: operations
    s.new_page()
    s.t("PINECREST NEIGHBORHOOD MARKETS, INC.", 9, True, align="c")
    s.t("CONDENSED CONSOLIDATED STATEMENTS OF INCOME (UNAUDITED)", 9, True, align="c")
    q_unit = s.t("(Unaudited; U.S. dollars in thousands, except per share amounts)", 7.6, align="c")
    s.skip(6)
    cx = [352, 420, 488, 556]
    heads(
        s,
        cx,
        [
            ["", "12 Weeks Ended", "", "40 Weeks Ended", ""],
            ["", "October 10,", "October 11,", "October 10,", "October 11,"],
            ["", "2026", "2025", "2026", "2025"],
        ],
    )
    rev = V(1284317, 1236904, 4198552, 4031668)
    cogs = V(916412, 884771, 2998306, 2884120)
    gp = add(rev, neg(cogs))
    oga = V(298115, 287403, 978640, 941227)
    da = V(27806, 26390, 91770, 86512)
    sc = V(1914, 0, 6388, 2705)
    oi = add(gp, neg(oga), neg(da), neg(sc))
    intr = V(-9482, -10117, -31806, -33448)
    pbt = add(oi, intr)
    tax = V(7412, 6608, 22175, 20347)
    ni = add(pbt, neg(tax))
    shb = V(38344, 38710, 38452, 38866)
    shd = V(38695, 39020, 38811, 39170)
    f = paren(0)
    r = table(
        s,
        cx,
        [
            ("Net sales", rev, "b"),
            ("Cost of sales, including buying and occupancy", cogs, ""),
            ("Gross profit", gp, "bt"),
            ("Operating, general and administrative", oga, ""),
            ("Depreciation and amortization", da, ""),
            ("Store closing and impairment charges", sc, ""),
            ("Operating income", oi, "bt"),
            ("Interest expense, net", intr, ""),
            ("Income before income taxes", pbt, "t"),
            ("Income tax expense", tax, ""),
            ("Net income", ni, "btu"),
        ],
        f,
    )
    s.skip(4)
    r2 = table(
        s,
        cx,
        [
            ("Net income per share:", None, ""),
            ("Basic", eps(ni, shb), "i"),
            ("Diluted", eps(ni, shd), "i"),
            ("Weighted average shares outstanding:", None, ""),
        ],
        paren(2),
    )
    table(s, cx, [("Basic", shb, "i"), ("Diluted", shd, "i")], f)
    s.skip(4)
    s.t("Cash dividends declared per share: $0.21 (12 weeks) and $0.63 (40 weeks) in 2026.", 7.4, color=GREY)
    # ---- page 3: balance sheet, three columns
    s.new_page()
    s.t("PINECREST NEIGHBORHOOD MARKETS, INC.", 9, True, align="c")
    s.t("CONDENSED CONSOLIDATED BALANCE SHEETS (UNAUDITED)", 9, True, align="c")
    s.t("(in thousands, except share data)", 7.6, align="c")
    s.skip(6)
    bx = [420, 488, 556]
    heads(s, bx, [["", "October 10,", "January 3,", "October 11,"], ["", "2026", "2026", "2025"]])
    cash = V(96214, 143880, 88517)
    rec = V(61733, 58209, 59870)
    inv = V(412906, 389114, 401225)
    pre = V(38115, 31482, 36904)
    tca = add(cash, rec, inv, pre)
    ppe = V(1108470, 1086332, 1071918)
    rou = V(884612, 871045, 866307)
    gw = V(214330, 214330, 214330)
    oa = V(27518, 25774, 26118)
    ta = add(tca, ppe, rou, gw, oa)
    ap = V(331406, 318992, 322871)
    apay = V(78229, 84115, 75402)
    oacc = V(96317, 88640, 92115)
    col = V(98115, 95870, 94992)
    cd = V(15000, 15000, 15000)
    tcl = add(ap, apay, oacc, col, cd)
    ltd = V(512400, 548600, 557250)
    ncol = V(842907, 829551, 826013)
    dtl = V(61208, 57116, 55404)
    olt = V(24610, 23982, 23115)
    ncl = add(ltd, ncol, dtl, olt)
    cs = V(383, 386, 387)
    apic = V(402118, 398774, 396605)
    re_ = add(ta, neg(tcl), neg(ncl), neg(cs), neg(apic))
    te = add(cs, apic, re_)
    b = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "i"),
            ("Receivables, net", rec, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and other", pre, "i"),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "btu"),
            ("LIABILITIES AND SHAREHOLDERS' EQUITY", None, "b"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "i"),
            ("Accrued payroll and benefits", apay, "i"),
            ("Other accrued liabilities", oacc, "i"),
            ("Current operating lease liabilities", col, "i"),
            ("Current portion of long-term debt", cd, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt", ltd, ""),
            ("Noncurrent operating lease liabilities", ncol, ""),
            ("Deferred income taxes", dtl, ""),
            ("Other long-term liabilities", olt, ""),
            ("Commitments and contingencies (Note 9)", None, ""),
            ("Shareholders' equity:", None, ""),
            ("Common stock, $0.01 par value", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Retained earnings", re_, "i"),
            ("Total shareholders' equity", te, "bt"),
            ("Total liabilities and shareholders' equity", add(tcl, ncl, te), "btu"),
        ],
        f,
    )
    same(L["rev"], K(rev[0]), "rev")
    same(L["ytd"], K(rev[2]), "ytd")
    same(L["oi"], K(oi[0]), "oi")
    same(L["ni"], K(ni[0]), "ni")
    same(L["deps"], eps(ni, shd)[0], "deps")
    same(L["ta"], K(ta[0]), "ta")
    same(L["te"], K(te[0]), "te")
    same(L["cash"], K(cash[0]), "cash")
    same(L["tcl"], K(tcl[0]), "tcl")
    same(L["ncl"], K(ncl[0]), "ncl")
    noncur = [
        ("Long-term debt", ltd),
        ("Noncurrent operating lease liabilities", ncol),
        ("Deferred income taxes", dtl),
        ("Other long-term liabilities", olt),
    ]
    fields = {
        "company_name": F("Pinecrest Neighborhood Markets, Inc.", 1, q_co),
        "report_type": F("10-Q", 1, q_type),
        "period_end_date": F("2026-10-10", 1, q_end),
        "currency": F("USD", 2, q_unit),
        "total_revenue": F(L["rev"], 2, r["Net sales"]),
        "operating_income": F(L["oi"], 2, r["Operating income"]),
        "net_income": F(L["ni"], 2, r["Net income"]),
        "diluted_eps": F(L["deps"], 2, r2["Diluted"]),
        "total_assets": F(L["ta"], 3, b["Total assets"]),
        "total_liabilities": NULL(),
        "total_equity": F(L["te"], 3, b["Total shareholders' equity"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Cash and cash equivalents"]),
    }
    notes = (
        "US Form 10-Q for the third quarter, the 12 weeks ended October 10, 2026 ($ thousands). The current "
        "period is the first figure column (12 weeks), not the 40-week year-to-date columns. The balance "
        "sheet has three columns: October 10, 2026 (current, first), January 3, 2026 (prior fiscal year "
        "end) and October 11, 2025 (prior-year quarter end). total_liabilities is null because the balance "
        "sheet prints only Total current liabilities and the individual long-term items, no total of "
        "liabilities (current + long-term items + equity = total assets; sum). No noncontrolling interests."
    )
    sums = [
        SUM(
            "current liabilities + long-term items + equity = total assets",
            [(1, T("Total current liabilities", L["tcl"], 3, b["Total current liabilities"]))]
            + [(1, T(name, float(K(v[0])), 3, b[name])) for name, v in noncur]
            + [(1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


# ===== 3 Swiss Q4 earnings release, CHF million: impairment drives a Q4 loss, full year positive
@doc(
    "b25_fs_ch_q4_release_chf_m_loss",
    "financial_statement",
    "Brünig Sensortechnik Q4 and full-year 2028 results",
)
def fs_ch():
    L = dict(
        rev=362700000,
        oi=-45900000,
        ni=-56000000,
        nci=900000,
        nres=-55100000,
        deps=-1.27,
        ta=1829900000,
        tl=796300000,
        te=1033600000,
        pte=1012000000,
        ncie=21600000,
        cash=184300000,
        fyrev=1418600000,
        fyni=54400000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=54, xr=541, top=56, size=8.6)
    s.t("MEDIA RELEASE · Ad hoc announcement pursuant to Art. 53 LR", 7.4, color=GREY)
    s.skip(4)
    q_title = s.t("Brünig Sensortechnik reports fourth-quarter", 14, True)
    s.t("and full-year 2028 results", 14, True)
    s.t("Sarnen, 15 February 2029", 8.4, color=GREY)
    s.skip(6)
    rev = V("362.7", "358.1", "1418.6", "1353.6")
    cogs = V("221.9", "218.4", "858.3", "822.0")
    gp = add(rev, neg(cogs))
    rd = V("31.4", "29.8", "122.7", "117.1")
    sm = V("38.6", "37.2", "149.9", "143.6")
    ga = V("22.1", "21.5", "86.0", "83.9")
    imp = V("96.4", "0", "96.4", "0")
    ooi = V("1.8", "-0.6", "4.1", "2.2")
    oi = add(gp, neg(rd), neg(sm), neg(ga), neg(imp), ooi)
    fin = V("1.2", "0.9", "4.6", "3.8")
    fex = V("6.3", "5.8", "24.1", "22.6")
    pbt = add(oi, fin, neg(fex))
    tax = V("4.1", "9.6", "31.8", "41.3")
    nres = add(pbt, neg(tax))
    nci = V("0.9", "0.8", "3.7", "3.4")
    ni = add(nres, neg(nci))
    shd = V("44.12", "44.30", "44.21", "44.35")
    deps = eps(ni, shd)
    fyrev_b = (rev[2] / 1000).quantize(D("0.01"))
    amo = V("6.8", "7.1", "27.5", "28.3")
    core = add(oi, imp, amo)
    cm = [rnd(core[i] / rev[i] * 100, 1) for i in (2, 3)]
    q_q4 = s.para(
        "Sarnen-based Brünig Sensortechnik Holding AG (SIX: BRSN) today reported its results for the fourth "
        "quarter ended 31 December 2028 and for the 2028 financial year.",
        8.6,
    )
    s.t("Highlights", 9.6, True)
    hl = [
        f"• Full-year net sales up 4.8% to CHF {fyrev_b} billion; organic growth of 5.6% in local currencies",
        f"• Fourth-quarter net sales of CHF {rev[0]} million (Q4 2027: CHF {rev[1]} million)",
        f"• Core EBIT margin of {cm[0]}% for the year (2027: {cm[1]}%), before the impairment and "
        "acquisition-related amortisation",
        f"• Non-cash impairment of CHF {imp[0]} million on the Medical Imaging cash-generating unit leads "
        "to an operating loss and a net loss in the fourth quarter",
        f"• Net result for the full year of CHF {nres[2]} million (2027: CHF {nres[3]} million)",
        "• Board of Directors proposes an unchanged dividend of CHF 2.40 per share",
    ]
    for h in hl:
        s.para(h, 8.4, gap=1)
    s.skip(4)
    s.para(
        "\u201cOur sensor platforms for process automation and mobility grew well ahead of the market, and "
        "order intake of CHF 1.47 billion gives us a solid start into 2029,\u201d said CEO Annina "
        "Dällenbach. \u201cThe impairment reflects slower reimbursement decisions in medical imaging and "
        "does not affect cash.\u201d",
        8.4,
    )
    s.t("Outlook 2029", 9.6, True)
    s.para(
        "For 2029 Brünig expects organic sales growth of 3% to 5% and a core EBIT margin between 16% and "
        "17%, assuming stable exchange rates (EUR/CHF 0.94, USD/CHF 0.86).",
        8.4,
    )
    s.skip(6)
    s.t(
        "Conference call today at 10:00 CET · Annual Report 2028 to be published on 11 March 2029",
        7.6,
        color=GREY,
    )
    # ---- page 2: income statement
    s.new_page()
    s.t("Consolidated income statement (unaudited)", 11, True)
    q_unit = s.t("in CHF million, except per-share data", 7.8, color=GREY)
    s.skip(6)
    cx = [300, 362, 410, 472, 534]
    heads(s, cx, [["", "Q4 2028", "Q4 2027", "Change", "FY 2028", "FY 2027"]])
    f = paren(1, zero="–")

    def row5(v):
        """Q4 2028, Q4 2027, change in % (n.m. across a sign change or from zero), FY 2028, FY 2027."""
        a, b = v[0], v[1]
        c = "n.m." if b == 0 or (a < 0) != (b < 0) else fmt((a / b - 1) * 100, ",", ".", 1) + "%"
        return [a, b, c, v[2], v[3]]

    r = table(
        s,
        cx,
        [
            ("Net sales", row5(rev), "b"),
            ("Cost of sales", row5(neg(cogs)), ""),
            ("Gross profit", row5(gp), "bt"),
            ("Research and development", row5(neg(rd)), ""),
            ("Selling and marketing", row5(neg(sm)), ""),
            ("General and administrative", row5(neg(ga)), ""),
            ("Impairment of goodwill and intangibles", row5(neg(imp)), ""),
            ("Other operating income (expense), net", row5(ooi), ""),
            ("Operating result (EBIT)", row5(oi), "bt"),
            ("Financial income", row5(fin), ""),
            ("Financial expenses", row5(neg(fex)), ""),
            ("Result before income taxes", row5(pbt), "t"),
            ("Income taxes", row5(neg(tax)), ""),
            ("Net result", row5(nres), "bt"),
            ("attributable to shareholders of Brünig", row5(ni), "i"),
            ("attributable to non-controlling interests", row5(nci), "i"),
        ],
        f,
    )
    s.skip(2)
    r2 = table(
        s,
        cx,
        [
            ("Basic earnings per share (CHF)", row5(eps(ni, V("43.96", "44.12", "44.05", "44.18"))), ""),
            ("Diluted earnings per share (CHF)", row5(deps), ""),
        ],
        paren(2, zero="–"),
    )
    s.skip(8)
    s.t("Alternative performance measures (reconciliation)", 9.4, True)
    table(
        s,
        cx,
        [
            ("Operating result (EBIT)", row5(oi), ""),
            ("Impairment of goodwill and intangibles", row5(imp), ""),
            ("Amortisation of acquired intangibles", row5(amo), ""),
            ("Core EBIT", row5(core), "bt"),
        ],
        f,
    )
    s.skip(4)
    s.para(
        "Core EBIT is not defined by Swiss GAAP FER or IFRS; it is shown because management uses it to "
        "assess the operating performance of the segments. Q4 figures are derived from the audited "
        "full-year accounts less the published nine-month figures.",
        7.4,
    )
    # ---- page 3: balance sheet
    s.new_page()
    s.t("Consolidated balance sheet", 11, True)
    s.t("in CHF million", 7.8, color=GREY)
    s.skip(6)
    bx = [440, 534]
    heads(s, bx, [["", "31 Dec 2028", "31 Dec 2027"]])
    cash = V("184.3", "201.7")
    cfa = V("60.0", "35.0")
    tr = V("248.6", "239.4")
    inv = V("287.1", "276.8")
    oca = V("41.9", "38.3")
    tca = add(cash, cfa, tr, inv, oca)
    ppe = V("412.5", "398.0")
    gw = V("358.2", "431.6")
    oint = V("144.7", "171.3")
    rou = V("58.9", "61.2")
    dta = V("22.4", "19.8")
    onf = V("11.3", "10.6")
    tnca = add(ppe, gw, oint, rou, dta, onf)
    ta = add(tca, tnca)
    tp = V("112.6", "108.9")
    cfd = V("75.0", "0")
    ocl = V("131.4", "126.2")
    prov = V("18.7", "17.3")
    tcl = add(tp, cfd, ocl, prov)
    nfd = V("324.1", "398.8")
    ll = V("50.2", "53.1")
    ebo = V("46.8", "52.4")
    dtl = V("37.5", "41.9")
    tncl = add(nfd, ll, ebo, dtl)
    tl = add(tcl, tncl)
    sc = V("4.4", "4.4")
    cr = V("212.6", "212.6")
    tsh = V("-18.9", "-12.4")
    trd = V("-64.2", "-51.7")
    ncie = V("21.6", "19.4")
    re_ = add(ta, neg(tl), neg(sc), neg(cr), neg(tsh), neg(trd), neg(ncie))
    pte = add(sc, cr, re_, tsh, trd)
    te = add(pte, ncie)
    b = table(
        s,
        bx,
        [
            ("Cash and cash equivalents", cash, ""),
            ("Current financial assets (term deposits)", cfa, ""),
            ("Trade receivables", tr, ""),
            ("Inventories", inv, ""),
            ("Other current assets", oca, ""),
            ("Current assets", tca, "bt"),
            ("Property, plant and equipment", ppe, ""),
            ("Goodwill", gw, ""),
            ("Other intangible assets", oint, ""),
            ("Right-of-use assets", rou, ""),
            ("Deferred tax assets", dta, ""),
            ("Other non-current financial assets", onf, ""),
            ("Non-current assets", tnca, "bt"),
            ("Total assets", ta, "btu"),
            ("Trade payables", tp, ""),
            ("Current financial debt", cfd, ""),
            ("Other current liabilities and accruals", ocl, ""),
            ("Current provisions", prov, ""),
            ("Current liabilities", tcl, "bt"),
            ("Non-current financial debt", nfd, ""),
            ("Lease liabilities", ll, ""),
            ("Employee benefit obligations", ebo, ""),
            ("Deferred tax liabilities", dtl, ""),
            ("Non-current liabilities", tncl, "bt"),
            ("Total liabilities", tl, "bt"),
            ("Share capital", sc, ""),
            ("Capital reserves", cr, ""),
            ("Retained earnings", re_, ""),
            ("Treasury shares", tsh, ""),
            ("Cumulative translation differences", trd, ""),
            ("Equity attributable to shareholders of Brünig", pte, "t"),
            ("Non-controlling interests", ncie, ""),
            ("Total equity", te, "bt"),
            ("Total liabilities and equity", add(tl, te), "btu"),
        ],
        f,
    )
    same(L["rev"], M(rev[0]), "rev")
    same(L["fyrev"], M(rev[2]), "fyrev")
    same(L["oi"], M(oi[0]), "oi")
    same(L["ni"], M(ni[0]), "ni")
    same(L["fyni"], M(ni[2]), "fyni")
    same(L["nci"], M(nci[0]), "nci")
    same(L["nres"], M(nres[0]), "nres")
    same(L["deps"], deps[0], "deps")
    same(L["ta"], M(ta[0]), "ta")
    same(L["tl"], M(tl[0]), "tl")
    same(L["te"], M(te[0]), "te")
    same(L["pte"], M(pte[0]), "pte")
    same(L["ncie"], M(ncie[0]), "ncie")
    same(L["cash"], M(cash[0]), "cash")
    fields = {
        "company_name": F("Brünig Sensortechnik Holding AG", 1, " ".join(q_q4)),
        "report_type": F("earnings_release", 1, q_title),
        "period_end_date": F("2028-12-31", 1, " ".join(q_q4)),
        "currency": F("CHF", 2, q_unit),
        "total_revenue": F(L["rev"], 2, r["Net sales"]),
        "operating_income": F(L["oi"], 2, r["Operating result (EBIT)"]),
        "net_income": F(L["ni"], 2, r["attributable to shareholders of Brünig"]),
        "diluted_eps": F(L["deps"], 2, r2["Diluted earnings per share (CHF)"]),
        "total_assets": F(L["ta"], 3, b["Total assets"]),
        "total_liabilities": F(L["tl"], 3, b["Total liabilities"]),
        "total_equity": F(L["te"], 3, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Cash and cash equivalents"]),
    }
    notes = (
        "Swiss quarterly earnings release for the fourth quarter ended 31 December 2028 (CHF million, one "
        "decimal, brackets for negatives). The current period is the Q4 2028 column (first), not the Change "
        "column or the FY 2028 / FY 2027 columns. An impairment makes the Q4 operating result, net result, "
        "attributable result and diluted EPS negative while the full year is positive. net_income takes the "
        "result attributable to shareholders (net result - non-controlling interests; sum). The highlights "
        "(sales in billions, core EBIT margin, full-year net result, dividend) and the Core EBIT "
        "reconciliation are distractors. total_equity takes Total equity, which includes the "
        "non-controlling interests (shareholders' equity + NCI; sum). Cash excludes the term deposits."
    )
    sums = [
        SUM(
            "Net result - NCI = attributable to shareholders (Q4)",
            [
                (1, T("Net result", L["nres"], 2, r["Net result"])),
                (
                    -1,
                    T(
                        "non-controlling interests",
                        L["nci"],
                        2,
                        r["attributable to non-controlling interests"],
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "Equity attributable to shareholders + NCI = Total equity",
            [
                (
                    1,
                    T(
                        "Equity attributable to shareholders",
                        L["pte"],
                        3,
                        b["Equity attributable to shareholders of Brünig"],
                    ),
                ),
                (1, T("Non-controlling interests", L["ncie"], 3, b["Non-controlling interests"])),
            ],
            "total_equity",
        ),
        SUM(
            "Total liabilities + Total equity = Total assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


# ===== 4 Australian annual report, $'000: no operating-profit line, owners vs NCI, EPS in cents
@doc(
    "b25_fs_au_annual_report_aud_000",
    "financial_statement",
    "Derwent Valley Provisions Limited Annual Report 2026",
)
def fs_au():
    L = dict(
        rev=612418000,
        ni=29097000,
        nci=1106000,
        pfy=30203000,
        deps=17.2,
        ta=651272000,
        tl=298819000,
        te=352453000,
        pte=346441000,
        ncie=6012000,
        cash=38412000,
        fresh=371905000,
        pack=240513000,
    )
    p = Pdf(**A4)
    s = Sheet(p, x=50, xr=545, top=60, size=8.6)
    s.t("Derwent Valley Provisions Limited", 17, True)
    s.t("ABN 47 118 390 552", 8, color=GREY)
    q_ar = s.t("Annual Report 2026 · for the year ended 30 June 2026", 11, True)
    s.skip(10)
    s.t("Chair and Managing Director's review (extract)", 10, True)
    s.skip(2)
    rev = V(612418, 572906)
    fresh = V(371905, 349812)
    pack = add(rev, neg(fresh))
    s.para(
        "FY26 was a year of steady growth for Derwent Valley Provisions. Revenue increased 6.9% to $612.4 "
        "million, with our fresh produce division contributing $371.9 million and packaged foods $240.5 "
        "million. Underlying EBITDA rose to $88.1 million and underlying net profit after tax was $34.2 "
        "million before the one-off costs of closing the Bridgewater cannery.",
        8.6,
    )
    s.para(
        "Revenue in the first half was $301.8 million and in the second half $310.6 million. The Board has "
        "declared a fully franked final dividend of 6.5 cents per share, bringing the full-year dividend to "
        "11.5 cents per share. Net debt at 30 June 2026 was $77.1 million.",
        8.6,
    )
    s.skip(6)
    s.t("Segment revenue ($'000)", 9, True)
    sx = [400, 480]
    heads(s, sx, [["", "2026", "2025"]])
    seg = table(
        s,
        sx,
        [("Fresh produce", fresh, ""), ("Packaged foods", pack, ""), ("Total segment revenue", rev, "bt")],
        paren(0),
    )
    # ---- page 2: profit or loss
    s.new_page()
    s.t("Consolidated statement of profit or loss and other comprehensive income", 10.4, True)
    q_end = s.t("for the year ended 30 June 2026", 8.6)
    q_unit = s.t(
        "All amounts are in Australian dollars, rounded to the nearest thousand ($'000).", 7.6, color=GREY
    )
    s.skip(6)
    cx = [440, 520]
    heads(s, cx, [["Note", "2026", "2025"], ["", "$'000", "$'000"]], note_x=380)
    oth = V(4286, 3117)
    chi = V(3904, -2118)
    raw = V(318772, 298440)
    emp = V(142305, 133918)
    frt = V(41117, 38652)
    dep = V(32908, 30415)
    oex = V(33246, 31007)
    fin = V(9871, 10384)
    assoc = V(1225, 978)
    pbt = add(rev, oth, chi, neg(raw), neg(emp), neg(frt), neg(dep), neg(oex), neg(fin), assoc)
    tax = V(13411, 9820)
    pfy = add(pbt, neg(tax))
    hedge = V(1140, -820)
    fx = V(-312, 205)
    tci = add(pfy, hedge, fx)
    nci = V(1106, 948)
    ni = add(pfy, neg(nci))
    f = paren(0, zero="-")
    r = table(
        s,
        cx,
        [
            ("Revenue from contracts with customers", rev, "", "3"),
            ("Other income", oth, "", "4"),
            ("Changes in inventories of finished goods", chi, ""),
            ("Raw materials and consumables used", neg(raw), ""),
            ("Employee benefits expense", neg(emp), "", "5"),
            ("Freight and distribution", neg(frt), ""),
            ("Depreciation and amortisation", neg(dep), "", "12"),
            ("Other expenses", neg(oex), "", "6"),
            ("Finance costs", neg(fin), "", "7"),
            ("Share of net profit of associate", assoc, ""),
            ("Profit before income tax", pbt, "bt"),
            ("Income tax expense", neg(tax), "", "8"),
            ("Profit for the year", pfy, "bt"),
            ("Other comprehensive income", None, "b"),
            ("Items that may be reclassified to profit or loss:", None, ""),
            ("Cash flow hedges, net of tax", hedge, "i"),
            ("Foreign currency translation", fx, "i"),
            ("Total comprehensive income for the year", tci, "bt"),
            ("Profit for the year is attributable to:", None, "b"),
            ("Owners of Derwent Valley Provisions Limited", ni, "i"),
            ("Non-controlling interests", nci, "i"),
            ("", pfy, "tu"),
        ],
        f,
        note_x=380,
    )
    s.skip(4)
    shb = V(167910, 167420)
    shd = V(169240, 168530)
    cents = [rnd(x * 100 / y, 1) for x, y in zip(ni, shb, strict=True)]
    dcents = [rnd(x * 100 / y, 1) for x, y in zip(ni, shd, strict=True)]
    r2 = table(
        s,
        cx,
        [
            ("Earnings per share for profit attributable to owners", None, "b"),
            ("Basic earnings per share (cents)", cents, "i"),
            ("Diluted earnings per share (cents)", dcents, "i"),
        ],
        paren(1),
        note_x=380,
    )
    # ---- page 3: financial position
    s.new_page()
    s.t("Consolidated statement of financial position", 10.4, True)
    s.t("as at 30 June 2026", 8.6)
    s.skip(6)
    heads(s, cx, [["Note", "2026", "2025"], ["", "$'000", "$'000"]], note_x=380)
    cash = V(38412, 29118)
    td = V(15000, 10000)
    rec = V(71906, 66239)
    inv = V(88517, 81204)
    bio = V(12318, 11905)
    ctr = V(0, 1116)
    tca = add(cash, td, rec, inv, bio, ctr)
    ppe = V(286770, 271845)
    rou = V(64118, 68302)
    intg = V(58405, 59990)
    inva = V(9612, 8887)
    dta = V(6214, 5870)
    tnca = add(ppe, rou, intg, inva, dta)
    ta = add(tca, tnca)
    pay = V(63118, 58604)
    bor = V(12000, 8000)
    lea = V(7905, 7612)
    prov = V(14226, 13318)
    ctp = V(2871, 0)
    tcl = add(pay, bor, lea, prov, ctp)
    nbor = V(118500, 131000)
    nlea = V(61407, 65018)
    nprov = V(3912, 3604)
    dtl = V(14880, 13117)
    tncl = add(nbor, nlea, nprov, dtl)
    tl = add(tcl, tncl)
    na = add(ta, neg(tl))
    ce = V(214518, 214518)
    res = V(2306, 1478)
    ncie = V(6012, 5406)
    re_ = add(na, neg(ce), neg(res), neg(ncie))
    pte = add(ce, res, re_)
    te = add(pte, ncie)
    b = table(
        s,
        cx,
        [
            ("Current assets", None, "b"),
            ("Cash and cash equivalents", cash, "i", "9"),
            ("Term deposits", td, "i", "9"),
            ("Trade and other receivables", rec, "i", "10"),
            ("Inventories", inv, "i", "11"),
            ("Biological assets", bio, "i"),
            ("Current tax receivable", ctr, "i"),
            ("Total current assets", tca, "t"),
            ("Non-current assets", None, "b"),
            ("Property, plant and equipment", ppe, "i", "12"),
            ("Right-of-use assets", rou, "i", "13"),
            ("Intangible assets", intg, "i", "14"),
            ("Investment in associate", inva, "i"),
            ("Deferred tax assets", dta, "i", "8"),
            ("Total non-current assets", tnca, "t"),
            ("Total assets", ta, "bt"),
            ("Current liabilities", None, "b"),
            ("Trade and other payables", pay, "i"),
            ("Borrowings", bor, "i", "15"),
            ("Lease liabilities", lea, "i", "13"),
            ("Provisions", prov, "i", "16"),
            ("Current tax payable", ctp, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Non-current liabilities", None, "b"),
            ("Borrowings ", nbor, "i", "15"),
            ("Lease liabilities ", nlea, "i", "13"),
            ("Provisions ", nprov, "i", "16"),
            ("Deferred tax liabilities", dtl, "i", "8"),
            ("Total non-current liabilities", tncl, "t"),
            ("Total liabilities", tl, "bt"),
            ("Net assets", na, "btu"),
            ("Equity", None, "b"),
            ("Contributed equity", ce, "i", "17"),
            ("Reserves", res, "i"),
            ("Retained earnings", re_, "i"),
            ("Equity attributable to owners of the Company", pte, "t"),
            ("Non-controlling interests", ncie, ""),
            ("Total equity", te, "btu"),
        ],
        f,
        note_x=380,
    )
    same(L["rev"], K(rev[0]), "rev")
    same(L["fresh"], K(fresh[0]), "fresh")
    same(L["pack"], K(pack[0]), "pack")
    same(L["ni"], K(ni[0]), "ni")
    same(L["nci"], K(nci[0]), "nci")
    same(L["pfy"], K(pfy[0]), "pfy")
    same(L["deps"], dcents[0], "deps")
    same(L["ta"], K(ta[0]), "ta")
    same(L["tl"], K(tl[0]), "tl")
    same(L["te"], K(te[0]), "te")
    same(L["pte"], K(pte[0]), "pte")
    same(L["ncie"], K(ncie[0]), "ncie")
    same(L["cash"], K(cash[0]), "cash")
    fields = {
        "company_name": F(
            "Derwent Valley Provisions Limited", 2, r["Owners of Derwent Valley Provisions Limited"]
        ),
        "report_type": F("annual_report", 1, q_ar),
        "period_end_date": F("2026-06-30", 2, q_end),
        "currency": F("AUD", 2, q_unit),
        "total_revenue": F(L["rev"], 2, r["Revenue from contracts with customers"]),
        "operating_income": NULL(),
        "net_income": F(L["ni"], 2, r["Owners of Derwent Valley Provisions Limited"]),
        "diluted_eps": F(L["deps"], 2, r2["Diluted earnings per share (cents)"]),
        "total_assets": F(L["ta"], 3, b["Total assets"]),
        "total_liabilities": F(L["tl"], 3, b["Total liabilities"]),
        "total_equity": F(L["te"], 3, b["Total equity"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Cash and cash equivalents"]),
    }
    notes = (
        "Annual report of an Australian company, year ended 30 June 2026 ($'000, Australian dollars; a "
        "note-reference column precedes the figures). The current period is the 2026 column (first). The "
        "review on page 1 gives rounded millions, half-year splits, underlying EBITDA/NPAT and dividends as "
        "distractors; its segment table adds up to revenue (sum). total_revenue is Revenue from contracts "
        "with customers (other income excluded). operating_income is null: the statement classifies "
        "expenses by nature and prints no operating-profit line (only profit before income tax). net_income "
        "takes the profit attributable to owners (profit for the year - NCI; sum). diluted_eps is taken as "
        "printed, in cents per share (the same convention as a pence EPS). Total liabilities + Total equity "
        "= Total assets (sum); total_equity includes NCI (owners + NCI; sum); Net assets equals Total "
        "equity. Cash excludes term deposits."
    )
    sums = [
        SUM(
            "Fresh produce + Packaged foods = revenue",
            [
                (1, T("Fresh produce", L["fresh"], 1, seg["Fresh produce"])),
                (1, T("Packaged foods", L["pack"], 1, seg["Packaged foods"])),
            ],
            "total_revenue",
        ),
        SUM(
            "Profit for the year - NCI = owners",
            [
                (1, T("Profit for the year", L["pfy"], 2, r["Profit for the year"])),
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
                        L["pte"],
                        3,
                        b["Equity attributable to owners of the Company"],
                    ),
                ),
                (1, T("Non-controlling interests", L["ncie"], 3, b["Non-controlling interests"])),
            ],
            "total_equity",
        ),
        SUM(
            "Total liabilities + Total equity = Total assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


# ===== 5 German Geschäftsbericht, TEUR, fiscal year to 30 September, EBIT, Aktionäre vs NCI
@doc(
    "b25_fs_de_geschaeftsbericht_teur",
    "financial_statement",
    "Weserberg Kunststofftechnik AG Geschäftsbericht 2026/27",
)
def fs_de():
    L = dict(
        rev=486214000,
        oi=31677000,
        ni=17881000,
        nci=1388000,
        kni=19269000,
        deps=1.86,
        ta=446119000,
        tl=206101000,
        te=240018000,
        pte=232076000,
        ncie=7942000,
        cash=36418000,
        lfs=111645000,
        kfs=94456000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=52, xr=543, top=62, size=8.6)
    s.t("Weserberg Kunststofftechnik AG", 17, True)
    q_ar = s.t("Geschäftsbericht 2026/27 · Annual Report 2026/27", 11, True)
    s.t("Geschäftsjahr vom 1. Oktober 2026 bis 30. September 2027", 8.6, color=GREY)
    s.skip(12)
    rev = V(486214, 459870)
    bv = V(2117, -1408)
    ae = V(1904, 1622)
    sbe = V(6318, 5904)
    mat = V(241806, 229115)
    pers = V(138442, 131706)
    abs_ = V(27915, 26380)
    sba = V(56713, 53922)
    oi = add(rev, bv, ae, sbe, neg(mat), neg(pers), neg(abs_), neg(sba))
    fe = V(812, 540)
    fa = V(5118, 5604)
    ebt = add(oi, fe, neg(fa))
    st = V(8102, 6917)
    kni = add(ebt, neg(st))
    nci = V(1388, 1205)
    ni = add(kni, neg(nci))
    s.t("Kennzahlen des Konzerns", 10, True)
    kx = [400, 480]
    heads(s, kx, [["", "2026/27", "2025/26"]])
    for k, a, b2 in [
        ("Umsatzerlöse (Mio. €)", mio(rev[0]), mio(rev[1])),
        ("EBIT (Mio. €)", mio(oi[0]), mio(oi[1])),
        ("EBIT-Marge (%)", mio(oi[0] * 100000 / rev[0]), mio(oi[1] * 100000 / rev[1])),
        ("Bereinigtes EBITDA (Mio. €)", mio(oi[0] + abs_[0] + 2318), mio(oi[1] + abs_[1] + 1764)),
        ("Free Cashflow (Mio. €)", "18,7", "12,3"),
        ("Umsatz 4. Quartal Juli–September (Mio. €)", "118,9", "114,2"),
        ("Dividende je Aktie (€, Vorschlag)", "0,85", "0,75"),
        ("Mitarbeiter zum 30.09. (Anzahl)", "2.184", "2.117"),
    ]:
        s.row([(s.x, k), (kx[0], a, "r"), (kx[1], b2, "r")], size=8.2)
    s.skip(8)
    s.para(
        "Die Konzernabschlüsse werden nach den IFRS, wie sie in der EU anzuwenden sind, aufgestellt. Rundungs"
        "differenzen zu den mathematisch exakten Werten sind möglich. Die Kennzahlen sind in Millionen Euro "
        "gerundet; der Konzernabschluss wird in Tausend Euro (TEUR) aufgestellt.",
        7.8,
    )
    # ---- page 2: GuV
    s.new_page()
    s.t("Konzern-Gewinn- und Verlustrechnung", 11, True)
    q_per = s.t("für das Geschäftsjahr vom 1. Oktober 2026 bis 30. September 2027", 8.4)
    q_unit = s.t("in Tausend Euro (TEUR)", 7.8, color=GREY)
    s.skip(6)
    cx = [450, 538]
    heads(s, cx, [["Anhang", "2026/27", "2025/26"]], note_x=380)
    f = minus(0)
    r = table(
        s,
        cx,
        [
            ("Umsatzerlöse", rev, "b", "(1)"),
            ("Bestandsveränderungen", bv, ""),
            ("Andere aktivierte Eigenleistungen", ae, ""),
            ("Sonstige betriebliche Erträge", sbe, "", "(2)"),
            ("Materialaufwand", neg(mat), "", "(3)"),
            ("Personalaufwand", neg(pers), "", "(4)"),
            ("Abschreibungen", neg(abs_), "", "(5)"),
            ("Sonstige betriebliche Aufwendungen", neg(sba), "", "(6)"),
            ("Betriebsergebnis (EBIT)", oi, "bt"),
            ("Finanzerträge", fe, "", "(7)"),
            ("Finanzaufwendungen", neg(fa), "", "(7)"),
            ("Ergebnis vor Ertragsteuern (EBT)", ebt, "t"),
            ("Ertragsteuern", neg(st), "", "(8)"),
            ("Konzernergebnis", kni, "bt"),
            ("davon entfallen auf Aktionäre der Weserberg Kunststofftechnik AG", ni, "i"),
            ("davon entfallen auf nicht beherrschende Anteile", nci, "i"),
        ],
        f,
        note_x=380,
    )
    s.skip(4)
    sh = V(9480, 9480)
    shd = V(9615, 9590)
    r2 = table(
        s,
        cx,
        [
            ("Ergebnis je Aktie in EUR", None, "b", "(9)"),
            ("unverwässert", eps(ni, sh), "i"),
            ("verwässert", eps(ni, shd), "i"),
        ],
        minus(2),
        note_x=380,
    )
    s.t("Durchschnittlich im Umlauf befindliche Aktien: 9.480 Tsd. (verwässert 9.615 Tsd.)", 7.4, color=GREY)
    # ---- page 3: Bilanz
    s.new_page()
    s.t("Konzernbilanz", 11, True)
    s.t("zum 30. September 2027 · in TEUR", 8.4)
    s.skip(6)
    heads(s, cx, [["Anhang", "30.09.2027", "30.09.2026"]], note_x=380)
    imm = V(41308, 43115)
    sach = V(168412, 159876)
    nutz = V(22906, 24418)
    ateq = V(7715, 7204)
    lsta = V(5318, 4902)
    lfv = add(imm, sach, nutz, ateq, lsta)
    vor = V(74905, 70318)
    ford = V(68214, 64190)
    vvw = V(9117, 8402)
    skv = V(11806, 10933)
    zm = V(36418, 28907)
    kfv = add(vor, ford, vvw, skv, zm)
    ta = add(lfv, kfv)
    gk = V(9480, 9480)
    kr = V(62115, 62115)
    srl = V(-3204, -4117)
    ncie = V(7942, 7106)
    pen = V(24318, 26904)
    lfin = V(58400, 64800)
    llea = V(19810, 21506)
    lst = V(9117, 8540)
    lfs = add(pen, lfin, llea, lst)
    kfin = V(12900, 11300)
    vll = V(44615, 41908)
    srst = V(15206, 14117)
    est = V(3318, 2905)
    sv = V(18417, 17209)
    kfs = add(kfin, vll, srst, est, sv)
    tl = add(lfs, kfs)
    grl = add(ta, neg(tl), neg(gk), neg(kr), neg(srl), neg(ncie))
    pte = add(gk, kr, grl, srl)
    te = add(pte, ncie)
    b = table(
        s,
        cx,
        [
            ("AKTIVA", None, "b"),
            ("Immaterielle Vermögenswerte", imm, "i", "(10)"),
            ("Sachanlagen", sach, "i", "(11)"),
            ("Nutzungsrechte", nutz, "i", "(12)"),
            ("At-Equity-Beteiligungen", ateq, "i"),
            ("Latente Steueransprüche", lsta, "i", "(8)"),
            ("Langfristige Vermögenswerte", lfv, "t"),
            ("Vorräte", vor, "i", "(13)"),
            ("Forderungen aus Lieferungen und Leistungen", ford, "i", "(14)"),
            ("Vertragsvermögenswerte", vvw, "i"),
            ("Sonstige kurzfristige Vermögenswerte", skv, "i"),
            ("Zahlungsmittel und Zahlungsmitteläquivalente", zm, "i", "(15)"),
            ("Kurzfristige Vermögenswerte", kfv, "t"),
            ("Summe Aktiva", ta, "btu"),
            ("PASSIVA", None, "b"),
            ("Gezeichnetes Kapital", gk, "i", "(16)"),
            ("Kapitalrücklage", kr, "i"),
            ("Gewinnrücklagen", grl, "i"),
            ("Sonstige Rücklagen", srl, "i"),
            ("Eigenkapital der Aktionäre der Weserberg AG", pte, "t"),
            ("Nicht beherrschende Anteile", ncie, "i"),
            ("Eigenkapital", te, "bt"),
            ("Pensionsrückstellungen", pen, "i", "(17)"),
            ("Langfristige Finanzverbindlichkeiten", lfin, "i", "(18)"),
            ("Langfristige Leasingverbindlichkeiten", llea, "i", "(12)"),
            ("Latente Steuerschulden", lst, "i", "(8)"),
            ("Langfristige Schulden", lfs, "t"),
            ("Kurzfristige Finanzverbindlichkeiten", kfin, "i", "(18)"),
            ("Verbindlichkeiten aus Lieferungen und Leistungen", vll, "i"),
            ("Sonstige Rückstellungen", srst, "i", "(19)"),
            ("Ertragsteuerschulden", est, "i"),
            ("Sonstige Verbindlichkeiten", sv, "i"),
            ("Kurzfristige Schulden", kfs, "t"),
            ("Summe Schulden", tl, "bt"),
            ("Summe Passiva", add(te, tl), "btu"),
        ],
        f,
        note_x=380,
    )
    same(L["rev"], K(rev[0]), "rev")
    same(L["oi"], K(oi[0]), "oi")
    same(L["ni"], K(ni[0]), "ni")
    same(L["nci"], K(nci[0]), "nci")
    same(L["kni"], K(kni[0]), "kni")
    same(L["deps"], eps(ni, shd)[0], "deps")
    same(L["ta"], K(ta[0]), "ta")
    same(L["tl"], K(tl[0]), "tl")
    same(L["te"], K(te[0]), "te")
    same(L["pte"], K(pte[0]), "pte")
    same(L["ncie"], K(ncie[0]), "ncie")
    same(L["cash"], K(zm[0]), "cash")
    same(L["lfs"], K(lfs[0]), "lfs")
    same(L["kfs"], K(kfs[0]), "kfs")
    fields = {
        "company_name": F(
            "Weserberg Kunststofftechnik AG",
            2,
            r["davon entfallen auf Aktionäre der Weserberg Kunststofftechnik AG"],
        ),
        "report_type": F("annual_report", 1, q_ar),
        "period_end_date": F("2027-09-30", 2, q_per),
        "currency": F("EUR", 2, q_unit),
        "total_revenue": F(L["rev"], 2, r["Umsatzerlöse"]),
        "operating_income": F(L["oi"], 2, r["Betriebsergebnis (EBIT)"]),
        "net_income": F(L["ni"], 2, r["davon entfallen auf Aktionäre der Weserberg Kunststofftechnik AG"]),
        "diluted_eps": F(L["deps"], 2, r2["verwässert"]),
        "total_assets": F(L["ta"], 3, b["Summe Aktiva"]),
        "total_liabilities": F(L["tl"], 3, b["Summe Schulden"]),
        "total_equity": F(L["te"], 3, b["Eigenkapital"]),
        "cash_and_equivalents": F(L["cash"], 3, b["Zahlungsmittel und Zahlungsmitteläquivalente"]),
    }
    notes = (
        "German annual report (Geschäftsbericht / Annual Report) for the fiscal year 1 October 2026 to 30 "
        "September 2027, statements in TEUR (dot-grouped, minus signs; a note column precedes the figures). "
        "The current period is the 2026/27 column (first). The page-1 key figures are rounded to millions "
        "(EBIT, margin, fourth-quarter sales, dividend) and are distractors. operating_income is the "
        "Betriebsergebnis (EBIT). net_income takes the line attributable to the shareholders (davon "
        "Aktionäre; Konzernergebnis - nicht beherrschende Anteile; sum). diluted_eps is 'verwässert'. In "
        "the balance sheet equity comes first: total_equity is Eigenkapital including nicht beherrschende "
        "Anteile (sum); total_liabilities is Summe Schulden (long-term + short-term, sum); Summe Aktiva is "
        "total assets."
    )
    sums = [
        SUM(
            "Konzernergebnis - nicht beherrschende Anteile = Aktionäre",
            [
                (1, T("Konzernergebnis", L["kni"], 2, r["Konzernergebnis"])),
                (
                    -1,
                    T(
                        "nicht beherrschende Anteile",
                        L["nci"],
                        2,
                        r["davon entfallen auf nicht beherrschende Anteile"],
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "Eigenkapital der Aktionäre + nicht beherrschende Anteile = Eigenkapital",
            [
                (
                    1,
                    T(
                        "Eigenkapital der Aktionäre",
                        L["pte"],
                        3,
                        b["Eigenkapital der Aktionäre der Weserberg AG"],
                    ),
                ),
                (1, T("Nicht beherrschende Anteile", L["ncie"], 3, b["Nicht beherrschende Anteile"])),
            ],
            "total_equity",
        ),
        SUM(
            "Langfristige + Kurzfristige Schulden = Summe Schulden",
            [
                (1, T("Langfristige Schulden", L["lfs"], 3, b["Langfristige Schulden"])),
                (1, T("Kurzfristige Schulden", L["kfs"], 3, b["Kurzfristige Schulden"])),
            ],
            "total_liabilities",
        ),
        SUM(
            "Summe Schulden + Eigenkapital = Summe Aktiva",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums
