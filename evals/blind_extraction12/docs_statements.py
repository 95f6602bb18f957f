"""Financial-statement builders for blind_extraction12 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals, prints them and checks the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, acc, rnd
from pdfkit import Pdf

NAVY = (0.07, 0.15, 0.33)
TEAL = (0.0, 0.32, 0.34)


def V(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def sub(a, b):
    return [x - y for x, y in zip(a, b, strict=True)]


def neg(a):
    return [-x for x in a]


def table(p, y, colx, rows, size=8, lead=12.2, lx=44, nd=0, cur="$", x1=None):
    """Statement rows (label, values, flags).  values: Decimals (formatted with
    acc at nd decimals) or strings or None; flags: h heading, b bold, 1/2 indent,
    t rule above the figures, c currency sign, u double rule below."""
    x0 = colx[0] - 50
    x1 = x1 or colx[-1] + 3
    for label, vals, flags in rows:
        ind = 10 * (("1" in flags) + 2 * ("2" in flags))
        bold = "b" in flags or "h" in flags
        if "t" in flags:
            p.line(x0, y - size - 1.5, x1, y - size - 1.5, 0.4)
        if label:
            p.text(lx + ind, y, label, size, bold)
        for x, v in zip(colx, vals or [], strict=False):
            s = v if isinstance(v, str) else acc(v, nd, "—")
            if "c" in flags and not isinstance(v, str):
                s = cur + s
            p.text(x, y, s, size, bold, align="r")
        if "u" in flags:
            p.line(x0, y + 3, x1, y + 3, 0.4)
            p.line(x0, y + 5, x1, y + 5, 0.4)
        y += lead
    return y


def heads(p, y, colx, rows, size=7.4, rule=True):
    """Column headings, one tuple of strings per line; returns y below."""
    for r in rows:
        for x, s in zip(colx, r, strict=True):
            p.text(x, y, s, size, True, align="r")
        y += size + 2.5
    if rule:
        p.line(colx[0] - 50, y - 6, colx[-1] + 3, y - 6, 0.5)
    return y + 6


def centre(p, y, items):
    for s, size, bold in items:
        p.text(p.w / 2, y, s, size, bold, align="c")
        y += size + 4
    return y


# ==================== 1 10-Q, three and nine months, current first
@doc(
    "b12_fs_10q_q3_retail",
    "financial_statement",
    "Larkfield Outdoor Brands, Inc. Form 10-Q third quarter fiscal 2025",
)
def fs_10q():
    p = Pdf(612, 792, face="serif")
    p.new_page()
    y = centre(
        p,
        80,
        [
            ("UNITED STATES", 11, True),
            ("SECURITIES AND EXCHANGE COMMISSION", 11, True),
            ("Washington, D.C. 20549", 9, False),
            ("", 6, False),
            ("FORM 10-Q", 16, True),
        ],
    )
    y = p.wrap(
        72,
        y + 12,
        468,
        "[X] QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934\n"
        "For the quarterly period ended November 1, 2025\nCommission File Number 001-40817",
        9.4,
    )
    y = centre(
        p,
        y + 16,
        [
            ("LARKFIELD OUTDOOR BRANDS, INC.", 15, True),
            ("(Exact name of registrant as specified in its charter)", 8, False),
        ],
    )
    y = p.wrap(
        72,
        y + 14,
        468,
        "Delaware (State of incorporation)    84-2290417 (I.R.S. Employer Identification No.)\n"
        "6100 Timberline Parkway, Boise, Idaho 83709    (208) 555-0150\n"
        "Indicate by check mark whether the registrant is a large accelerated filer ... Accelerated "
        "filer [X]\n"
        "As of December 5, 2025, the registrant had 26,412,880 shares of common stock, $0.01 par value, "
        "outstanding.",
        8.8,
    )
    p.wrap(
        72,
        y + 18,
        468,
        "Larkfield's fiscal year ends on the Saturday nearest January 31. The third quarter of fiscal "
        "2025 was the "
        "13 weeks ended November 1, 2025; the third quarter of fiscal 2024 was the 13 weeks ended "
        "November 2, 2024.",
        8.8,
    )
    # ---------------------------------------------------------------- page 2: income statement
    p.new_page()
    y = centre(
        p,
        54,
        [
            ("LARKFIELD OUTDOOR BRANDS, INC.", 10.5, True),
            ("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (UNAUDITED)", 9.5, True),
            ("(in thousands, except per share amounts)", 8, False),
        ],
    )
    colx = [352, 414, 496, 558]
    p.text(383, y + 6, "Three Months Ended", 7.4, True, align="c")
    p.text(527, y + 6, "Nine Months Ended", 7.4, True, align="c")
    y = heads(
        p,
        y + 16,
        colx,
        [("November 1,", "November 2,", "November 1,", "November 2,"), ("2025", "2024", "2025", "2024")],
    )
    sales = V(412386, 398720, 1096514, 1061209)
    cogs = V(248915, 243611, 668072, 651330)
    gp = sub(sales, cogs)
    sga = V(121804, 117450, 352118, 340265)
    da = V(9377, 8902, 27611, 26054)
    oi = sub(gp, add(sga, da))
    intr = V(3118, 3644, 9802, 10911)
    oth = V(406, 291, 1177, 845)
    ibt = add(sub(oi, intr), oth)
    tax = V(7246, 6224, 9821, 8205)
    ni = sub(ibt, tax)
    bsh = V(26585, 27012, 26640, 27150)
    dsh = V(26905, 27390, 26960, 27480)
    beps = [rnd(n / s, 2) for n, s in zip(ni, bsh, strict=True)]
    deps = [rnd(n / s, 2) for n, s in zip(ni, dsh, strict=True)]
    y = table(
        p,
        y,
        colx,
        [
            ("Net sales", sales, "c"),
            ("Cost of sales", cogs, ""),
            ("Gross profit", gp, "tb"),
            ("Selling, general and administrative expenses", sga, ""),
            ("Depreciation and amortization", da, ""),
            ("Operating income", oi, "tb"),
            ("Interest expense", intr, ""),
            ("Other income, net", oth, ""),
            ("Income before income taxes", ibt, "t"),
            ("Income tax expense", tax, ""),
            ("Net income", ni, "tbcu"),
            ("", None, ""),
            ("Earnings per share:", None, "h"),
            ("Basic", ["$" + str(e) for e in beps], "1"),
            ("Diluted", ["$" + str(e) for e in deps], "1"),
            ("Weighted average shares outstanding:", None, "h"),
            ("Basic", bsh, "1"),
            ("Diluted", dsh, "1"),
        ],
        8,
        13,
    )
    same(412386, sales[0], "sales")
    same(32290, oi[0], "oi")
    same(22332, ni[0], "ni")
    same(0.83, deps[0], "eps")
    same(9821, tax[2], "ytd tax")
    p.wrap(
        44,
        y + 14,
        524,
        "See accompanying notes to condensed consolidated financial statements. Comparable store sales "
        "increased "
        "2.9% in the third quarter of fiscal 2025 and 2.6% in the first nine months.",
        7.8,
    )
    # ---------------------------------------------------------------- page 3: balance sheet
    p.new_page()
    y = centre(
        p,
        54,
        [
            ("LARKFIELD OUTDOOR BRANDS, INC.", 10.5, True),
            ("CONDENSED CONSOLIDATED BALANCE SHEETS (UNAUDITED)", 9.5, True),
            ("(in thousands, except par value)", 8, False),
        ],
    )
    colx = [404, 486, 558]
    y = heads(p, y + 8, colx, [("November 1,", "February 1,", "November 2,"), ("2025", "2025", "2024")])
    cash = V(58204, 91377, 44816)
    recv = V(21930, 14208, 20115)
    inv = V(356812, 284509, 349077)
    pre = V(18441, 16990, 17302)
    tca = add(cash, recv, inv, pre)
    ppe = V(198620, 203114, 201488)
    rou = V(412335, 405870, 409914)
    gw = V(64500, 64500, 64500)
    oa = V(9118, 8744, 8561)
    ta = add(tca, ppe, rou, gw, oa)
    ap = V(142776, 98203, 151332)
    accr = V(71450, 80221, 69118)
    col = V(61204, 59880, 60447)
    tcl = add(ap, accr, col)
    ltd = V(150000, 175000, 185000)
    lol = V(378912, 373509, 377206)
    olt = V(12415, 11877, 12090)
    tl = add(tcl, ltd, lol, olt)
    cs = V(266, 271, 273)
    apic = V(148220, 146915, 146102)
    aoci = V(-1204, -988, -1117)
    re = sub(sub(ta, tl), add(cs, apic, aoci))
    te = add(cs, apic, re, aoci)
    y = table(
        p,
        y,
        colx,
        [
            ("ASSETS", None, "h"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "1c"),
            ("Receivables, net", recv, "1"),
            ("Merchandise inventories", inv, "1"),
            ("Prepaid expenses and other current assets", pre, "1"),
            ("Total current assets", tca, "t2"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "tbcu"),
            ("LIABILITIES AND STOCKHOLDERS' EQUITY", None, "h"),
            ("Current liabilities:", None, ""),
            ("Accounts payable", ap, "1c"),
            ("Accrued expenses and other current liabilities", accr, "1"),
            ("Current operating lease liabilities", col, "1"),
            ("Total current liabilities", tcl, "t2"),
            ("Revolving credit facility", ltd, ""),
            ("Long-term operating lease liabilities", lol, ""),
            ("Other long-term liabilities", olt, ""),
            ("Total liabilities", tl, "tb"),
            ("Stockholders' equity:", None, ""),
            ("Common stock, $0.01 par value", cs, "1"),
            ("Additional paid-in capital", apic, "1"),
            ("Retained earnings", re, "1"),
            ("Accumulated other comprehensive loss", aoci, "1"),
            ("Total stockholders' equity", te, "tb"),
            ("Total liabilities and stockholders' equity", add(tl, te), "tbcu"),
        ],
        8,
        12.6,
    )
    same(1139960, ta[0], "ta")
    same(816757, tl[0], "tl")
    same(323203, te[0], "te")
    fields = {
        "company_name": F("Larkfield Outdoor Brands, Inc.", 1, "LARKFIELD OUTDOOR BRANDS, INC."),
        "report_type": F("10-Q", 1, "FORM 10-Q"),
        "period_end_date": F("2025-11-01", 1, "For the quarterly period ended November 1, 2025"),
        "currency": F("USD", 2, "Net sales $412,386"),
        "total_revenue": F(412386000, 2, "Net sales $412,386 $398,720"),
        "operating_income": F(32290000, 2, "Operating income 32,290 28,757"),
        "net_income": F(22332000, 2, "Net income $22,332 $19,180"),
        "diluted_eps": F(0.83, 2, "Diluted $0.83 $0.70"),
        "total_assets": F(1139960000, 3, "Total assets $1,139,960"),
        "total_liabilities": F(816757000, 3, "Total liabilities 816,757"),
        "total_equity": F(323203000, 3, "Total stockholders' equity 323,203"),
        "cash_and_equivalents": F(58204000, 3, "Cash and cash equivalents $58,204"),
    }
    notes = (
        "10-Q of a retailer for the 13-week third quarter ended Saturday November 1, 2025, in thousands. "
        "Statement of "
        "operations has three-month and nine-month columns, CURRENT FIRST (label = first column); the "
        "nine-month "
        "figures and the prior-year quarter are distractors. The balance sheet has THREE columns "
        "(November 1, 2025 | "
        "February 1, 2025 fiscal year end | November 2, 2024); the label is the first. The revolving "
        "credit facility "
        "balance, cover-page share count and its December 5 date are distractors. No noncontrolling "
        "interests."
    )
    sums = [
        SUM(
            "gross profit - SG&A - D&A = operating income",
            [
                (1, T("gross profit", 163471000, 2, "Gross profit 163,471")),
                (-1, T("SG&A", 121804000, 2, "Selling, general and administrative expenses 121,804")),
                (-1, T("D&A", 9377000, 2, "Depreciation and amortization 9,377")),
            ],
            "operating_income",
        ),
        SUM(
            "total liabilities + equity = total assets",
            [(1, "total_liabilities"), (1, "total_equity")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


# ==================== 2 10-K in millions with noncontrolling interests
@doc("b12_fs_10k_fy_nci", "financial_statement", "Ostrander Water Technologies Corp. Form 10-K fiscal 2025")
def fs_10k():
    p = Pdf(612, 792)
    p.new_page()
    y = centre(
        p,
        78,
        [
            ("UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 10.5, True),
            ("Washington, D.C. 20549", 8.6, False),
            ("", 6, False),
            ("FORM 10-K", 16, True),
        ],
    )
    y = p.wrap(
        72,
        y + 10,
        468,
        "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934\n"
        "For the fiscal year ended June 30, 2025",
        9,
    )
    y = centre(
        p,
        y + 12,
        [
            ("OSTRANDER WATER TECHNOLOGIES CORP.", 14, True),
            ("(Exact name of registrant as specified in its charter)", 7.8, False),
        ],
    )
    y = p.wrap(
        72,
        y + 10,
        468,
        "Pennsylvania  |  25-1877340  |  400 Allegheny Landing, Pittsburgh, Pennsylvania 15212\n"
        "The aggregate market value of voting stock held by non-affiliates as of December 31, 2024 was "
        "approximately $6.1 billion.",
        8.6,
    )
    p.text(72, y + 16, "Item 7. Management's Discussion and Analysis (excerpt)", 9.4, True)
    p.wrap(
        72,
        y + 32,
        468,
        "Fiscal 2025 revenues grew 5% to approximately $2.5 billion. Adjusted operating income, a "
        "non-GAAP measure that "
        "excludes restructuring and acquisition-related amortization, was $371.6 million, or 15.1% of "
        "revenues, compared "
        "with $339.8 million in fiscal 2024. Our majority-owned joint venture in Chile is consolidated, "
        "and the 35% "
        "we do not own is presented as noncontrolling interests. Free cash flow was $214.0 million.",
        8.8,
    )
    # income statement
    p.new_page()
    y = centre(
        p,
        56,
        [
            ("OSTRANDER WATER TECHNOLOGIES CORP.", 10.5, True),
            ("CONSOLIDATED STATEMENTS OF INCOME", 9.5, True),
            ("(In millions, except per share data)", 7.8, False),
        ],
    )
    colx = [430, 494, 558]
    p.text(494, y + 4, "Fiscal years ended June 30,", 7.4, True, align="c")
    y = heads(p, y + 14, colx, [("2025", "2024", "2023")])
    prod = V("1842.6", "1760.2", "1655.0")
    serv = V("611.9", "574.0", "540.3")
    rev = add(prod, serv)
    cor = V("1498.3", "1441.8", "1372.4")
    gp = sub(rev, cor)
    sga = V("512.4", "489.9", "470.2")
    rd = V("118.7", "111.0", "104.5")
    rs = V("22.9", "6.1", "0")
    oi = sub(gp, add(sga, rd, rs))
    ie = V("-61.5", "-66.2", "-58.7")
    oth = V("8.8", "4.1", "2.6")
    ibt = add(oi, ie, oth)
    tx = V("57.4", "51.9", "44.8")
    ni = sub(ibt, tx)
    nci = V("11.6", "10.2", "9.1")
    nip = sub(ni, nci)
    bsh = V("83.1", "83.9", "84.7")
    dsh = V("84.2", "85.0", "85.6")
    beps = [rnd(a / b, 2) for a, b in zip(nip, bsh, strict=True)]
    deps = [rnd(a / b, 2) for a, b in zip(nip, dsh, strict=True)]
    y = table(
        p,
        y,
        colx,
        [
            ("Revenues:", None, "h"),
            ("Product", prod, "1c"),
            ("Service", serv, "1"),
            ("Total revenues", rev, "tb"),
            ("Cost of revenues", cor, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative", sga, ""),
            ("Research and development", rd, ""),
            ("Restructuring charges", rs, ""),
            ("Operating income", oi, "tb"),
            ("Interest expense", ie, ""),
            ("Other income, net", oth, ""),
            ("Income before income taxes", ibt, "t"),
            ("Provision for income taxes", tx, ""),
            ("Net income", ni, "t"),
            ("Less: Net income attributable to noncontrolling interests", nci, ""),
            ("Net income attributable to Ostrander", nip, "tbcu"),
            ("Earnings per share attributable to Ostrander:", None, "h"),
            ("Basic", ["$" + str(e) for e in beps], "1"),
            ("Diluted", ["$" + str(e) for e in deps], "1"),
            ("Weighted average shares (diluted)", dsh, ""),
        ],
        8,
        13.2,
        nd=1,
    )
    same(2454.5, rev[0], "rev")
    same(302.2, oi[0], "oi")
    same(180.5, nip[0], "nip")
    same(2.14, deps[0], "eps")
    # balance sheet
    p.new_page()
    y = centre(
        p,
        56,
        [
            ("OSTRANDER WATER TECHNOLOGIES CORP.", 10.5, True),
            ("CONSOLIDATED BALANCE SHEETS", 9.5, True),
            ("(In millions)", 7.8, False),
        ],
    )
    colx = [494, 558]
    p.text(526, y + 4, "June 30,", 7.4, True, align="c")
    y = heads(p, y + 14, colx, [("2025", "2024")])
    cash = V("287.4", "241.9")
    sti = V("45.0", "60.0")
    ar = V("398.6", "371.2")
    inv = V("412.8", "395.5")
    oca = V("66.1", "58.3")
    tca = add(cash, sti, ar, inv, oca)
    ppe = V("621.7", "598.4")
    gw = V("1104.2", "1098.6")
    ia = V("388.5", "421.0")
    ona = V("92.3", "88.7")
    ta = add(tca, ppe, gw, ia, ona)
    ap = V("301.5", "287.6")
    al = V("244.8", "231.1")
    cd = V("50.0", "75.0")
    tcl = add(ap, al, cd)
    ltd = V("1185.0", "1260.0")
    pen = V("141.6", "150.3")
    dtl = V("96.4", "102.8")
    tl = add(tcl, ltd, pen, dtl)
    cs = V("0.8", "0.8")
    apic = V("702.5", "690.3")
    aoci = V("-88.2", "-101.9")
    trs = V("-210.0", "-160.0")
    ncb = V("74.9", "68.2")
    re = sub(sub(sub(ta, tl), ncb), add(cs, apic, aoci, trs))
    tse = add(cs, apic, re, aoci, trs)
    teq = add(tse, ncb)
    y = table(
        p,
        y,
        colx,
        [
            ("ASSETS", None, "h"),
            ("Cash and cash equivalents", cash, "1c"),
            ("Short-term investments", sti, "1"),
            ("Receivables, net", ar, "1"),
            ("Inventories", inv, "1"),
            ("Other current assets", oca, "1"),
            ("Total current assets", tca, "tb"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Goodwill", gw, ""),
            ("Other intangible assets, net", ia, ""),
            ("Other noncurrent assets", ona, ""),
            ("Total assets", ta, "tbcu"),
            ("LIABILITIES AND EQUITY", None, "h"),
            ("Accounts payable", ap, "1c"),
            ("Accrued liabilities", al, "1"),
            ("Current portion of long-term debt", cd, "1"),
            ("Total current liabilities", tcl, "tb"),
            ("Long-term debt", ltd, ""),
            ("Pension and other postretirement benefits", pen, ""),
            ("Deferred income taxes", dtl, ""),
            ("Total liabilities", tl, "tb"),
            ("Equity:", None, "h"),
            ("Common stock", cs, "1"),
            ("Capital in excess of par value", apic, "1"),
            ("Retained earnings", re, "1"),
            ("Accumulated other comprehensive loss", aoci, "1"),
            ("Treasury stock, at cost", trs, "1"),
            ("Total Ostrander shareholders' equity", tse, "t"),
            ("Noncontrolling interests", ncb, ""),
            ("Total equity", teq, "tb"),
            ("Total liabilities and equity", add(tl, teq), "tbcu"),
        ],
        8,
        12.8,
        nd=1,
    )
    same(3416.6, ta[0], "ta")
    same(2019.3, tl[0], "tl")
    same(1397.3, teq[0], "teq")
    fields = {
        "company_name": F("Ostrander Water Technologies Corp.", 1, "OSTRANDER WATER TECHNOLOGIES CORP."),
        "report_type": F("10-K", 1, "FORM 10-K"),
        "period_end_date": F("2025-06-30", 1, "For the fiscal year ended June 30, 2025"),
        "currency": F("USD", 2, "Product $1,842.6"),
        "total_revenue": F(2454500000, 2, "Total revenues 2,454.5 2,334.2"),
        "operating_income": F(302200000, 2, "Operating income 302.2 285.4"),
        "net_income": F(180500000, 2, "Net income attributable to Ostrander $180.5"),
        "diluted_eps": F(2.14, 2, "Diluted $2.14"),
        "total_assets": F(3416600000, 3, "Total assets $3,416.6"),
        "total_liabilities": F(2019300000, 3, "Total liabilities 2,019.3"),
        "total_equity": F(1397300000, 3, "Total equity 1,397.3"),
        "cash_and_equivalents": F(287400000, 3, "Cash and cash equivalents $287.4"),
    }
    notes = (
        "10-K for the fiscal year ended June 30, 2025, in millions with one decimal, CURRENT YEAR FIRST "
        "(2025 | 2024 | "
        "2023; label = first column). net_income is 'Net income attributable to Ostrander' (180.5), not "
        "Net income "
        "(192.1) before noncontrolling interests. total_equity is Total equity including noncontrolling "
        "interests "
        "(1,397.3); Total Ostrander shareholders' equity is a distractor. Short-term investments are not "
        "cash. MD&A "
        "rounded revenue, adjusted (non-GAAP) operating income and free cash flow are distractors."
    )
    sums = [
        SUM(
            "net income - NCI = attributable",
            [
                (1, T("net income", 192100000, 2, "Net income 192.1")),
                (-1, T("NCI", 11600000, 2, "Less: Net income attributable to noncontrolling interests 11.6")),
            ],
            "net_income",
        ),
        SUM(
            "parent equity + NCI = total equity",
            [
                (1, T("parent equity", 1322400000, 3, "Total Ostrander shareholders' equity 1,322.4")),
                (1, T("NCI", 74900000, 3, "Noncontrolling interests 74.9")),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 3 Q4 and full-year earnings release
@doc(
    "b12_fs_release_q4_fy",
    "financial_statement",
    "Corvane Software, Inc. fourth quarter and fiscal 2025 results",
)
def fs_release():
    p = Pdf(612, 792)
    p.new_page()
    p.rect(0, 0, 612, 30, 0, fill=TEAL, color=None)
    p.text(40, 58, "NEWS RELEASE", 9, True, color=TEAL)
    y = p.wrap(
        40,
        82,
        532,
        "Corvane Software Reports Fourth Quarter and Fiscal Year 2025 Results",
        15,
        True,
    )
    y = p.wrap(
        40,
        y + 2,
        532,
        "Fourth quarter revenue of $166.2 million, up 16% year over year; fiscal 2025 revenue of $635.5 "
        "million",
        10,
    )
    y = p.wrap(
        40,
        y + 8,
        532,
        "AUSTIN, Texas, November 12, 2025 -- Corvane Software, Inc. (NASDAQ: CRVN), a provider of "
        "field-service "
        "scheduling software, today announced financial results for its fourth quarter and fiscal year ended "
        "September 30, 2025.",
        9,
    )
    p.text(40, y + 10, "Fourth Quarter Fiscal 2025 Highlights", 10, True)
    y = p.wrap(
        52,
        y + 26,
        520,
        "- Total revenue of $166.2 million, compared to $143.3 million in the fourth quarter of fiscal "
        "2024.\n"
        "- GAAP operating income of $10.2 million; non-GAAP operating income of $34.9 million.\n"
        "- GAAP net income per diluted share of $0.14; non-GAAP net income per diluted share of $0.51.\n"
        "- Annual recurring revenue of $618.0 million at quarter end; 1,412 customers with ARR above "
        "$100,000.",
        9,
    )
    p.text(40, y + 8, "Fiscal 2026 Outlook", 10, True)
    y = p.wrap(
        40,
        y + 24,
        532,
        "For fiscal 2026, Corvane expects total revenue of $720 million to $728 million and non-GAAP "
        "operating income "
        "of $150 million to $155 million. The company does not reconcile forward-looking non-GAAP measures.",
        9,
    )
    p.wrap(
        40,
        y + 8,
        532,
        "Investor contact: ir@corvane.example. A conference call will be held on November 12, 2025 at "
        "4:30 p.m. ET.",
        8.4,
    )
    # income statement
    p.new_page()
    y = centre(
        p,
        54,
        [
            ("CORVANE SOFTWARE, INC.", 10.5, True),
            ("Condensed Consolidated Statements of Operations", 9.5, True),
            ("(in thousands, except per share data; unaudited)", 7.8, False),
        ],
    )
    colx = [372, 434, 506, 568]
    p.text(403, y + 6, "Three Months Ended", 7.2, True, align="c")
    p.text(537, y + 6, "Twelve Months Ended", 7.2, True, align="c")
    p.text(403, y + 15, "September 30,", 7.2, True, align="c")
    p.text(537, y + 15, "September 30,", 7.2, True, align="c")
    y = heads(p, y + 25, colx, [("2025", "2024", "2025", "2024")])
    s_rev = V(148902, 126310, 565380, 481200)
    p_rev = V(17344, 16950, 70115, 66840)
    rev = add(s_rev, p_rev)
    s_cor = V(30115, 27204, 116902, 104115)
    p_cor = V(14902, 14611, 58227, 55990)
    cor = add(s_cor, p_cor)
    gp = sub(rev, cor)
    rd = V(38406, 35120, 149880, 139204)
    sm = V(52771, 49330, 208455, 196870)
    ga = V(19835, 18904, 77312, 74009)
    opx = add(rd, sm, ga)
    oi = sub(gp, opx)
    ii = V(3988, 4410, 15602, 17330)
    ie = V(-2115, -2207, -8640, -8912)
    oth = V(-344, 125, -911, 402)
    ibt = add(oi, ii, ie, oth)
    tx = V(2903, 1202, 7118, 3415)
    ni = sub(ibt, tx)
    bsh = V(59880, 58900, 59410, 58410)
    dsh = V(61420, 58900, 60950, 58410)
    beps = [rnd(a / b, 2) for a, b in zip(ni, bsh, strict=True)]
    deps = [rnd(a / b, 2) for a, b in zip(ni, dsh, strict=True)]

    def eps(x):
        return "$" + acc(x, 2)

    y = table(
        p,
        y,
        colx,
        [
            ("Revenue:", None, "h"),
            ("Subscription", s_rev, "1c"),
            ("Professional services", p_rev, "1"),
            ("Total revenue", rev, "tb"),
            ("Cost of revenue:", None, "h"),
            ("Subscription", s_cor, "1"),
            ("Professional services", p_cor, "1"),
            ("Total cost of revenue", cor, "t"),
            ("Gross profit", gp, "t"),
            ("Operating expenses:", None, "h"),
            ("Research and development", rd, "1"),
            ("Sales and marketing", sm, "1"),
            ("General and administrative", ga, "1"),
            ("Total operating expenses", opx, "t"),
            ("Income (loss) from operations", oi, "tb"),
            ("Interest income", ii, ""),
            ("Interest expense", ie, ""),
            ("Other income (expense), net", oth, ""),
            ("Income (loss) before income taxes", ibt, "t"),
            ("Provision for income taxes", tx, ""),
            ("Net income (loss)", ni, "tbcu"),
            ("Net income (loss) per share:", None, "h"),
            ("Basic", [eps(e) for e in beps], "1"),
            ("Diluted", [eps(e) for e in deps], "1"),
            ("Weighted-average shares used in computing net income (loss) per share:", None, ""),
            ("Basic", bsh, "1"),
            ("Diluted", dsh, "1"),
        ],
        7.8,
        12.4,
    )
    same(166246, rev[0], "rev")
    same(10217, oi[0], "oi")
    same(8843, ni[0], "ni")
    same(0.14, deps[0], "eps")
    same(-783, ni[1], "ni q4 24")
    same(23652, ni[2], "ni fy")
    # balance sheet + non-GAAP
    p.new_page()
    y = centre(
        p,
        54,
        [
            ("CORVANE SOFTWARE, INC.", 10.5, True),
            ("Condensed Consolidated Balance Sheets", 9.5, True),
            ("(in thousands; unaudited)", 7.8, False),
        ],
    )
    colx = [494, 566]
    y = heads(p, y + 4, colx, [("September 30,", "September 30,"), ("2025", "2024")])
    cash = V(212406, 188530)
    sti = V(298115, 305770)
    ar = V(121880, 104215)
    dc = V(31204, 27660)
    pp = V(18770, 16932)
    tca = add(cash, sti, ar, dc, pp)
    ppe = V(22415, 24106)
    rou = V(30118, 34802)
    gw = V(96330, 96330)
    ia = V(9870, 11595)
    dcn = V(44105, 39880)
    oa = V(6212, 5904)
    ta = add(tca, ppe, rou, gw, ia, dcn, oa)
    ap = V(9450, 8812)
    acm = V(41330, 36118)
    aco = V(22715, 20406)
    dr = V(318902, 281440)
    olc = V(9880, 9512)
    tcl = add(ap, acm, aco, dr, olc)
    drn = V(14205, 12880)
    oln = V(24660, 29904)
    cvn = V(226418, 225109)
    ol = V(3118, 2907)
    tl = add(tcl, drn, oln, cvn, ol)
    cs = V(6, 6)
    apic = V(1012455, 941208)
    aoci = V(-1102, -2417)
    deficit = sub(sub(ta, tl), add(cs, apic, aoci))
    te = add(cs, apic, deficit, aoci)
    y = table(
        p,
        y,
        colx,
        [
            ("Cash and cash equivalents", cash, "c"),
            ("Short-term investments", sti, ""),
            ("Accounts receivable, net", ar, ""),
            ("Deferred commissions, current", dc, ""),
            ("Prepaid expenses and other current assets", pp, ""),
            ("Total current assets", tca, "t"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", ia, ""),
            ("Deferred commissions, noncurrent", dcn, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "tbcu"),
            ("Accounts payable", ap, "c"),
            ("Accrued compensation", acm, ""),
            ("Accrued expenses and other current liabilities", aco, ""),
            ("Deferred revenue, current", dr, ""),
            ("Operating lease liabilities, current", olc, ""),
            ("Total current liabilities", tcl, "t"),
            ("Deferred revenue, noncurrent", drn, ""),
            ("Operating lease liabilities, noncurrent", oln, ""),
            ("Convertible senior notes, net", cvn, ""),
            ("Other liabilities", ol, ""),
            ("Total liabilities", tl, "tb"),
            ("Common stock", cs, ""),
            ("Additional paid-in capital", apic, ""),
            ("Accumulated deficit", deficit, ""),
            ("Accumulated other comprehensive loss", aoci, ""),
            ("Total stockholders' equity", te, "tb"),
            ("Total liabilities and stockholders' equity", add(tl, te), "tbcu"),
        ],
        7.8,
        11.6,
    )
    same(891425, ta[0], "ta")
    same(670678, tl[0], "tl")
    same(220747, te[0], "te")
    p.text(
        44,
        y + 8,
        "Reconciliation of GAAP to Non-GAAP Measures (in thousands, except per share data)",
        8.6,
        True,
    )
    colx = [494, 566]
    y = heads(p, y + 24, colx, [("Q4 2025", "Q4 2024")])
    sbc = V(22940, 21115)
    amort = V(1725, 1725)
    taxe = V(-2458, -2170)
    ngoi = add(oi[:2], sbc, amort)
    ngni = add(ni[:2], sbc, amort, taxe)
    y = table(
        p,
        y,
        colx,
        [
            ("GAAP income (loss) from operations", oi[:2], "c"),
            ("Stock-based compensation", sbc, "1"),
            ("Amortization of acquired intangibles", amort, "1"),
            ("Non-GAAP income from operations", ngoi, "tb"),
            ("GAAP net income (loss)", ni[:2], ""),
            ("Stock-based compensation and amortization", add(sbc, amort), "1"),
            ("Income tax effect of non-GAAP adjustments", taxe, "1"),
            ("Non-GAAP net income", ngni, "tb"),
            (
                "Non-GAAP net income per diluted share",
                ["$" + str(rnd(ngni[0] / 61420, 2)), "$" + str(rnd(ngni[1] / 60110, 2))],
                "",
            ),
        ],
        7.8,
        11.6,
    )
    same(34882, ngoi[0], "ng oi")
    same(31050, ngni[0], "ng ni")
    fields = {
        "company_name": F("Corvane Software, Inc.", 1, "Corvane Software, Inc. (NASDAQ: CRVN)"),
        "report_type": F(
            "earnings_release", 1, "Corvane Software Reports Fourth Quarter and Fiscal Year 2025 Results"
        ),
        "period_end_date": F("2025-09-30", 1, "fourth quarter and fiscal year ended September 30, 2025"),
        "currency": F("USD", 2, "Subscription $148,902"),
        "total_revenue": F(166246000, 2, "Total revenue 166,246 143,260"),
        "operating_income": F(10217000, 2, "Income (loss) from operations 10,217 (1,909)"),
        "net_income": F(8843000, 2, "Net income (loss) $8,843 $(783)"),
        "diluted_eps": F(0.14, 2, "Diluted $0.14"),
        "total_assets": F(891425000, 3, "Total assets $891,425"),
        "total_liabilities": F(670678000, 3, "Total liabilities 670,678"),
        "total_equity": F(220747000, 3, "Total stockholders' equity 220,747"),
        "cash_and_equivalents": F(212406000, 3, "Cash and cash equivalents $212,406"),
    }
    notes = (
        "Earnings release for the fourth quarter and fiscal year ended September 30, 2025, in thousands. "
        "Per the "
        "contract a quarterly earnings release reports the three months ended period_end_date, so the "
        "labels are the "
        "FIRST column (three months 2025); the twelve-month columns (fiscal 2025 revenue 635,495, net "
        "income 23,652) "
        "and the prior-year quarter (a net loss) are distractors. Headline rounded figures ($166.2 million), "
        "non-GAAP operating income, net income and EPS, ARR and the fiscal 2026 outlook are distractors. "
        "Short-term investments are not cash."
    )
    sums = [
        SUM(
            "total revenue - cost - opex = operating income",
            [
                (1, "total_revenue"),
                (-1, T("total cost of revenue", 45017000, 2, "Total cost of revenue 45,017")),
                (-1, T("total operating expenses", 111012000, 2, "Total operating expenses 111,012")),
            ],
            "operating_income",
        )
    ]
    return p, fields, notes, sums


# ==================== 4 Swiss group annual report, CHF million, prior year first
@doc("b12_fs_ch_annual_chfm", "financial_statement", "Feldmoos Precision Holding AG Annual Report 2024")
def fs_ch():
    p = Pdf(595, 842)
    p.new_page()
    p.rect(0, 0, 595, 300, 0, fill=NAVY, color=None)
    p.text(48, 120, "Feldmoos Precision Holding AG", 22, True, color=(1, 1, 1))
    p.text(48, 150, "Annual Report 2024", 16, color=(1, 1, 1))
    p.text(48, 172, "Financial year 1 January to 31 December 2024", 9.6, color=(1, 1, 1))
    p.text(48, 330, "Key figures", 12, True, color=NAVY)
    p.text(48, 344, "CHF million (unless stated otherwise)", 7.8, color=GREY)
    colx = [380, 450, 530]
    y = heads(p, 364, colx, [("2023", "2024", "Change")])
    kf = [
        ("Net sales", "1,284.6", "1,347.2", "+4.9%"),
        ("EBITDA", "228.8", "245.7", "+7.4%"),
        ("Operating result (EBIT)", "161.3", "173.9", "+7.8%"),
        ("EBIT margin", "12.6%", "12.9%", "+0.3 pp"),
        ("Net profit", "118.9", "127.8", "+7.5%"),
        ("Free cash flow", "84.2", "96.5", "+14.6%"),
        ("Net debt", "213.4", "192.7", "-9.7%"),
        ("Dividend per share (CHF, 2024: proposed)", "2.60", "2.80", "+7.7%"),
        ("Employees (FTE, 31 December)", "4,118", "4,262", "+3.5%"),
    ]
    for row in kf:
        p.text(48, y, row[0], 8.4)
        for x, s in zip(colx, row[1:], strict=True):
            p.text(x, y, s, 8.4, align="r")
        y += 14
    p.wrap(
        48,
        y + 16,
        500,
        "Feldmoos Precision Holding AG, Industriestrasse 58, 6300 Zug, Switzerland. The consolidated "
        "financial "
        "statements are prepared in accordance with Swiss GAAP FER and presented in Swiss francs (CHF).",
        8.4,
    )
    # income statement
    p.new_page()
    p.text(48, 60, "Consolidated income statement", 13, True, color=NAVY)
    p.text(48, 74, "CHF million", 8, color=GREY)
    colx = [470, 540]
    y = heads(p, 96, colx, [("2023", "2024")])
    ns = V("1284.6", "1347.2")
    cogs = V("-742.9", "-770.5")
    gp = add(ns, cogs)
    ms = V("-201.4", "-209.9")
    rd = V("-88.3", "-95.1")
    adm = V("-97.6", "-101.2")
    ooi = V("6.9", "3.4")
    ebit = add(gp, ms, rd, adm, ooi)
    fi = V("4.2", "5.6")
    fe = V("-18.7", "-21.3")
    pbt = add(ebit, fi, fe)
    tx = V("-27.9", "-30.4")
    np_ = add(pbt, tx)
    nci = V("3.8", "4.5")
    sh = sub(np_, nci)
    bs_ = V("21.28", "21.28")
    ds_ = V("21.40", "21.35")
    beps = [rnd(a / b, 2) for a, b in zip(sh, V("21.31", "21.28"), strict=True)]
    deps = [rnd(a / b, 2) for a, b in zip(sh, ds_, strict=True)]
    _ = bs_
    y = table(
        p,
        y,
        colx,
        [
            ("Net sales", ns, "b"),
            ("Cost of goods sold", cogs, ""),
            ("Gross profit", gp, "t"),
            ("Marketing and sales", ms, ""),
            ("Research and development", rd, ""),
            ("Administration", adm, ""),
            ("Other operating income", ooi, ""),
            ("Operating result (EBIT)", ebit, "tb"),
            ("Financial income", fi, ""),
            ("Financial expenses", fe, ""),
            ("Profit before taxes", pbt, "t"),
            ("Income taxes", tx, ""),
            ("Net profit", np_, "tbu"),
            ("attributable to shareholders of Feldmoos Precision Holding AG", sh, "1"),
            ("attributable to non-controlling interests", nci, "1"),
            ("", None, ""),
            ("Basic earnings per share (CHF)", [str(e) for e in beps], ""),
            ("Diluted earnings per share (CHF)", [str(e) for e in deps], ""),
        ],
        8.4,
        14.5,
        lx=48,
        nd=1,
    )
    same(1347.2, ns[1], "ns")
    same(173.9, ebit[1], "ebit")
    same(123.3, sh[1], "attrib")
    same(5.78, deps[1], "eps")
    p.wrap(
        48,
        y + 16,
        500,
        "Figures in brackets are expenses or deductions. Earnings per share are based on the weighted "
        "average number "
        "of shares outstanding (2024 diluted: 21.35 million shares).",
        7.8,
    )
    # balance sheet
    p.new_page()
    p.text(48, 60, "Consolidated balance sheet", 13, True, color=NAVY)
    p.text(48, 74, "CHF million", 8, color=GREY)
    y = heads(p, 96, colx, [("31.12.2023", "31.12.2024")])
    cash = V("214.8", "238.6")
    sec = V("30.0", "12.5")
    tr = V("241.7", "255.3")
    inv = V("288.4", "301.9")
    oca = V("37.2", "40.8")
    ca = add(cash, sec, tr, inv, oca)
    ppe = V("402.6", "431.0")
    ia = V("118.9", "109.4")
    gw = V("226.5", "226.5")
    dta = V("21.3", "19.8")
    ofa = V("14.4", "15.7")
    nca = add(ppe, ia, gw, dta, ofa)
    ta = add(ca, nca)
    tp = V("121.9", "128.4")
    cfl = V("60.0", "45.0")
    cpr = V("28.7", "31.2")
    ocl = V("96.5", "103.3")
    cl = add(tp, cfl, cpr, ocl)
    bond = V("398.2", "398.8")
    pen = V("64.1", "58.7")
    dtl = V("44.6", "47.0")
    npr = V("12.2", "11.9")
    ncl = add(bond, pen, dtl, npr)
    tl = add(cl, ncl)
    sc = V("2.2", "2.2")
    cr = V("88.0", "88.0")
    tsh = V("-14.6", "-19.8")
    trd = V("-71.5", "-84.2")
    ncb = V("22.4", "25.1")
    re = sub(sub(sub(ta, tl), ncb), add(sc, cr, tsh, trd))
    eqs = add(sc, cr, tsh, re, trd)
    te = add(eqs, ncb)
    y = table(
        p,
        y,
        colx,
        [
            ("Cash and cash equivalents", cash, ""),
            ("Marketable securities", sec, ""),
            ("Trade receivables", tr, ""),
            ("Inventories", inv, ""),
            ("Other current assets", oca, ""),
            ("Current assets", ca, "tb"),
            ("Property, plant and equipment", ppe, ""),
            ("Intangible assets", ia, ""),
            ("Goodwill", gw, ""),
            ("Deferred tax assets", dta, ""),
            ("Other financial assets", ofa, ""),
            ("Non-current assets", nca, "tb"),
            ("Total assets", ta, "tbu"),
            ("Trade payables", tp, ""),
            ("Current financial liabilities", cfl, ""),
            ("Current provisions", cpr, ""),
            ("Other current liabilities", ocl, ""),
            ("Current liabilities", cl, "tb"),
            ("Bonds", bond, ""),
            ("Employee benefit obligations", pen, ""),
            ("Deferred tax liabilities", dtl, ""),
            ("Non-current provisions", npr, ""),
            ("Non-current liabilities", ncl, "tb"),
            ("Total liabilities", tl, "tb"),
            ("Share capital", sc, ""),
            ("Capital reserves", cr, ""),
            ("Treasury shares", tsh, ""),
            ("Retained earnings", re, ""),
            ("Currency translation differences", trd, ""),
            ("Equity attributable to shareholders of Feldmoos Precision Holding AG", eqs, "t"),
            ("Non-controlling interests", ncb, ""),
            ("Total equity", te, "tb"),
            ("Total liabilities and equity", add(tl, te), "tbu"),
        ],
        8.2,
        13.2,
        lx=48,
        nd=1,
    )
    same(1651.5, ta[1], "ta")
    same(824.3, tl[1], "tl")
    same(827.2, te[1], "te")
    fields = {
        "company_name": F(
            "Feldmoos Precision Holding AG", 1, "Feldmoos Precision Holding AG Annual Report 2024"
        ),
        "report_type": F("annual_report", 1, "Annual Report 2024"),
        "period_end_date": F("2024-12-31", 1, "Financial year 1 January to 31 December 2024"),
        "currency": F("CHF", 2, "Consolidated income statement CHF million"),
        "total_revenue": F(1347200000, 2, "Net sales 1,284.6 1,347.2"),
        "operating_income": F(173900000, 2, "Operating result (EBIT) 161.3 173.9"),
        "net_income": F(
            123300000, 2, "attributable to shareholders of Feldmoos Precision Holding AG 115.1 123.3"
        ),
        "diluted_eps": F(5.78, 2, "Diluted earnings per share (CHF) 5.38 5.78"),
        "total_assets": F(1651500000, 3, "Total assets 1,595.8 1,651.5"),
        "total_liabilities": F(824300000, 3, "Total liabilities 826.2 824.3"),
        "total_equity": F(827200000, 3, "Total equity 769.6 827.2"),
        "cash_and_equivalents": F(238600000, 3, "Cash and cash equivalents 214.8 238.6"),
    }
    notes = (
        "Swiss group annual report for calendar 2024 in CHF million, PRIOR YEAR FIRST in every table "
        "(2023 | 2024; "
        "31.12.2023 | 31.12.2024): the label is the SECOND column. Expenses are printed in brackets. "
        "net_income is the "
        "line attributable to shareholders of the parent (123.3), not Net profit (127.8); total_equity "
        "includes "
        "non-controlling interests. Key-figures page distractors: EBITDA, EBIT margin, free cash flow, "
        "net debt, "
        "dividend per share, employees. Marketable securities are not cash."
    )
    sums = [
        SUM(
            "net profit - NCI = attributable",
            [
                (1, T("net profit", 127800000, 2, "Net profit 118.9 127.8")),
                (-1, T("NCI share", 4500000, 2, "attributable to non-controlling interests 3.8 4.5")),
            ],
            "net_income",
        ),
        SUM("liabilities + equity = assets", [(1, "total_liabilities"), (1, "total_equity")], "total_assets"),
    ]
    return p, fields, notes, sums


# ================================================================ 5 UK private company accounts, whole pounds
@doc(
    "b12_fs_uk_private_accounts",
    "financial_statement",
    "Harrowby & Lune Joinery Limited annual report year ended 31 March 2025",
)
def fs_uk():
    p = Pdf(595, 842, face="serif")
    p.new_page()
    y = centre(
        p,
        200,
        [
            ("Company Registration No. 07718204 (England and Wales)", 8.4, False),
            ("", 10, False),
            ("HARROWBY & LUNE JOINERY LIMITED", 17, True),
            ("", 6, False),
            ("ANNUAL REPORT AND FINANCIAL STATEMENTS", 11, True),
            ("FOR THE YEAR ENDED 31 MARCH 2025", 11, True),
        ],
    )
    p.wrap(
        90,
        y + 40,
        415,
        "Directors: R. J. Harrowby, E. M. Lune, T. Okafor. Registered office: Mill Yard, Caton Road, "
        "Lancaster LA1 3PB. "
        "Accountants: Lonsdale & Pike Chartered Accountants, Kendal. The company is a private company "
        "limited by "
        "shares; it has taken advantage of the exemption from audit under section 477 of the Companies "
        "Act 2006.",
        8.8,
    )
    # profit and loss
    p.new_page()
    p.text(48, 62, "HARROWBY & LUNE JOINERY LIMITED", 10.5, True)
    p.text(48, 78, "PROFIT AND LOSS ACCOUNT FOR THE YEAR ENDED 31 MARCH 2025", 9.5, True)
    colx = [470, 545]
    y = heads(p, 104, colx, [("2025", "2024"), ("£", "£")])
    tov = V(6418337, 5902114)
    cos = V(-4471905, -4160728)
    gp = add(tov, cos)
    adm = V(-1402818, -1318440)
    ooi = V(24600, 18000)
    op = add(gp, adm, ooi)
    ip = V(-61722, -70105)
    pbt = add(op, ip)
    tx = V(-124118, -86309)
    pft = add(pbt, tx)
    y = table(
        p,
        y,
        colx,
        [
            ("Turnover", tov, ""),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "tb"),
            ("Administrative expenses", adm, ""),
            ("Other operating income", ooi, ""),
            ("Operating profit", op, "tb"),
            ("Interest payable and similar expenses", ip, ""),
            ("Profit before taxation", pbt, "tb"),
            ("Tax on profit", tx, ""),
            ("Profit for the financial year", pft, "tbu"),
        ],
        8.8,
        16,
        lx=48,
    )
    same(6418337, tov[0], "turnover")
    same(568214, op[0], "op")
    same(382374, pft[0], "profit")
    p.wrap(
        48,
        y + 10,
        500,
        "The profit and loss account has been prepared on the basis that all operations are continuing "
        "operations.",
        8.2,
    )
    # balance sheet
    p.new_page()
    p.text(48, 62, "HARROWBY & LUNE JOINERY LIMITED", 10.5, True)
    p.text(48, 78, "BALANCE SHEET AS AT 31 MARCH 2025", 9.5, True)
    colx = [360, 430, 490, 555]
    y = heads(p, 104, colx, [("2025", "2025", "2024", "2024"), ("£", "£", "£", "£")])
    tang = V(1214560, 1188902)
    stk = V(602115, 544870)
    dbt = V(1108442, 981306)
    cash = V(154112, 212604)
    cur = add(stk, dbt, cash)
    cr1 = V(-1036780, -958117)
    nca = add(cur, cr1)
    talcl = add(tang, nca)
    cr2 = V(-402000, -498000)
    prov = V(-88140, -81630)
    na = add(talcl, cr2, prov)
    shc = V(1000, 1000)
    pl = sub(na, shc)

    def two(v, inner):
        # inner items sit in the left column of each year pair, totals in the right
        return [acc(v[0]), "", acc(v[1]), ""] if inner else ["", acc(v[0]), "", acc(v[1])]

    rows = [
        ("Fixed assets", None, "h"),
        ("Tangible assets", two(tang, False), ""),
        ("Current assets", None, "h"),
        ("Stocks", two(stk, True), "1"),
        ("Debtors", two(dbt, True), "1"),
        ("Cash at bank and in hand", two(cash, True), "1"),
        ("", [acc(cur[0]), "", acc(cur[1]), ""], "t"),
        ("Creditors: amounts falling due within one year", two(cr1, True), ""),
        ("Net current assets", two(nca, False), "b"),
        ("Total assets less current liabilities", two(talcl, False), "tb"),
        ("Creditors: amounts falling due after more than one year", two(cr2, False), ""),
        ("Provisions for liabilities", two(prov, False), ""),
        ("Net assets", two(na, False), "tbu"),
        ("Capital and reserves", None, "h"),
        ("Called up share capital", two(shc, False), ""),
        ("Profit and loss reserves", two(pl, False), ""),
        ("Total equity", two(na, False), "tbu"),
    ]
    y = table(p, y, colx, rows, 8.6, 15.5, lx=48)
    same(1552309, na[0], "net assets")
    same(154112, cash[0], "cash")
    opening = pl[1]
    divs = opening + pft[0] - pl[0]
    same(220000, divs, "dividends")
    y = p.wrap(
        48,
        y + 14,
        500,
        f"Dividends of £{acc(divs)} were paid during the year (2024: £120,000). The financial statements "
        "were approved "
        "by the board of directors and authorised for issue on 18 July 2025 and are signed on its behalf by "
        "R. J. Harrowby, Director.",
        8.4,
    )
    fields = {
        "company_name": F("Harrowby & Lune Joinery Limited", 1, "HARROWBY & LUNE JOINERY LIMITED"),
        "report_type": F("annual_report", 1, "ANNUAL REPORT AND FINANCIAL STATEMENTS"),
        "period_end_date": F("2025-03-31", 1, "FOR THE YEAR ENDED 31 MARCH 2025"),
        "currency": F("GBP", 2, "2025 2024 £ £"),
        "total_revenue": F(6418337, 2, "Turnover 6,418,337 5,902,114"),
        "operating_income": F(568214, 2, "Operating profit 568,214 440,946"),
        "net_income": F(382374, 2, "Profit for the financial year 382,374 284,532"),
        "diluted_eps": NULL(),
        "total_assets": NULL(),
        "total_liabilities": NULL(),
        "total_equity": F(1552309, 3, "Total equity 1,552,309"),
        "cash_and_equivalents": F(154112, 3, "Cash at bank and in hand 154,112"),
    }
    notes = (
        "UK private company's unaudited annual accounts (annual_report) for the year ended 31 March "
        "2025, in whole "
        "pounds, current year first (label = first column; on the balance sheet each year has an inner "
        "and an outer "
        "column). UK statutory balance-sheet format: diluted_eps is null (a private company, no "
        "per-share data); "
        "total_assets is null because only 'Total assets less current liabilities' is printed (a "
        "distractor, never "
        "computed as fixed + current assets); total_liabilities is null because no total-liabilities "
        "line is printed. "
        "total_equity is the 'Total equity' line (= Net assets). Cash is 'Cash at bank and in hand'. The "
        "unlabelled "
        "current-assets subtotal, dividends and approval date are distractors."
    )
    sums = [
        SUM(
            "total assets less current liabilities - long-term creditors - provisions = total equity",
            [
                (
                    1,
                    T(
                        "total assets less current liabilities",
                        2042449,
                        3,
                        "Total assets less current liabilities 2,042,449",
                    ),
                ),
                (
                    -1,
                    T(
                        "creditors after one year",
                        402000,
                        3,
                        "Creditors: amounts falling due after more than one year (402,000)",
                    ),
                ),
                (-1, T("provisions", 88140, 3, "Provisions for liabilities (88,140)")),
            ],
            "total_equity",
        )
    ]
    return p, fields, notes, sums
