"""Financial statement builders (5 documents).  All companies and figures are fictional."""

from decimal import ROUND_HALF_UP, Decimal

from common import NULL, SUM, F, T, doc, same
from pdfkit import A4, GREY, LETTER, WHITE, Flow, Pdf


# ---------------------------------------------------------------- helpers
def V(*xs):
    """A row of column values (strings or numbers) as Decimals."""
    return [Decimal(str(x)) for x in xs]


def add(*rows):
    return [sum(c, Decimal(0)) for c in zip(*rows, strict=True)]


def sub(a, *bs):
    out = list(a)
    for b in bs:
        out = [x - y for x, y in zip(out, b, strict=True)]
    return out


def neg(a):
    return [-x for x in a]


def fk(row, nd=0, dash=True, paren=True):
    """Format a row: 1,234 / (1,234) / — ."""
    out = []
    q = Decimal(1).scaleb(-nd)
    for x in row:
        x = Decimal(x).quantize(q, ROUND_HALF_UP)
        if x == 0 and dash:
            out.append("—")
            continue
        s = ("{:,.%df}" % nd).format(abs(x))
        out.append(("(" + s + ")") if x < 0 and paren else ("-" + s if x < 0 else s))
    return out


def eps(ni, shares):
    """Per-share figure rounded to cents (ni and shares in the same unit)."""
    return [(n / s).quantize(Decimal("0.01"), ROUND_HALF_UP) for n, s in zip(ni, shares, strict=True)]


def cover_10(pg, form, period_line, name, state, ein, addr, phone, symbol, exch, shares_line):
    """SEC-style cover page (Form 10-Q / 10-K)."""
    c = pg.w / 2
    pg.text(c, 60, "UNITED STATES", "tibo", 12, al="c")
    pg.text(c, 75, "SECURITIES AND EXCHANGE COMMISSION", "tibo", 12, al="c")
    pg.text(c, 89, "Washington, D.C. 20549", "tiro", 10, al="c")
    pg.line(c - 60, 98, c + 60, 98, w=1)
    pg.text(c, 122, "FORM " + form, "tibo", 16, al="c")
    pg.line(c - 60, 132, c + 60, 132, w=1)
    kind = "QUARTERLY" if form == "10-Q" else "ANNUAL"
    pg.checkbox(72, 158, True)
    pg.para(
        86,
        158,
        454,
        f"{kind} REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        "tibo",
        9.5,
    )
    pg.text(c, 188, period_line, "tibo", 10, al="c")
    pg.text(c, 206, "OR", "tiro", 10, al="c")
    pg.checkbox(72, 226, False)
    pg.para(
        86,
        226,
        454,
        "TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        "tibo",
        9.5,
    )
    pg.text(c, 272, name.upper(), "tibo", 15, al="c")
    pg.text(c, 286, "(Exact name of registrant as specified in its charter)", "tiro", 8.5, al="c")
    pg.text(c - 110, 306, state, "tibo", 9.5, al="c")
    pg.text(c + 110, 306, ein, "tibo", 9.5, al="c")
    pg.text(c - 110, 317, "(State or other jurisdiction of incorporation)", "tiro", 7.8, al="c")
    pg.text(c + 110, 317, "(I.R.S. Employer Identification No.)", "tiro", 7.8, al="c")
    pg.text(c, 340, addr, "tibo", 9.5, al="c")
    pg.text(c, 351, "(Address of principal executive offices)", "tiro", 7.8, al="c")
    pg.text(c, 366, phone, "tibo", 9.5, al="c")
    pg.text(72, 392, "Securities registered pursuant to Section 12(b) of the Act:", "tiro", 9)
    pg.table(
        72,
        398,
        [(200, "c"), (100, "c"), (168, "c")],
        [
            ["Title of each class", "Trading Symbol(s)", "Name of each exchange on which registered"],
            ["Common Stock, $0.01 par value", symbol, exch],
        ],
        sz=8,
        f="tiro",
        fb="tibo",
        head_fill=None,
        grid="h",
        pad=3,
    )
    y = pg.para(
        72,
        458,
        468,
        "Indicate by check mark whether the registrant (1) has filed all reports required to be filed by "
        "Section 13 or 15(d) of the Securities Exchange Act of 1934 during the preceding 12 months and (2) "
        "has been subject to such filing requirements for the past 90 days. Yes [X] No [ ]",
        "tiro",
        8.5,
    )
    y = pg.para(
        72,
        y + 4,
        468,
        "Indicate by check mark whether the registrant is a large accelerated filer, an accelerated filer, a "
        "non-accelerated filer, a smaller reporting company, or an emerging growth company. Large accelerated "
        "filer [ ] Accelerated filer [X] Non-accelerated filer [ ] Smaller reporting company [ ] Emerging "
        "growth company [ ]",
        "tiro",
        8.5,
    )
    pg.para(72, y + 4, 468, shares_line, "tiro", 8.5)


def sec_footer(pdf, name):
    def foot(p, i, n):
        p.text(306, 760, str(i), "tiro", 9, al="c")

    pdf.finish(foot)


# ====================================================================== 10-Q, current period first
@doc(
    "b6_fs_10q_current_first",
    "financial_statement",
    "Solvane Packaging Corporation - Form 10-Q for the quarter ended September 27, 2025 (excerpt)",
)
def fs_10q():
    pdf = Pdf(LETTER)
    pg = pdf.new_page()
    cover_10(
        pg,
        "10-Q",
        "For the quarterly period ended September 27, 2025",
        "Solvane Packaging Corporation",
        "Ohio",
        "31-1184270",
        "4100 Creek Road, Blue Ash, Ohio 45242",
        "(513) 555-0120",
        "SLVP",
        "New York Stock Exchange",
        "As of October 24, 2025, there were 41,188,302 shares of the registrant's common stock outstanding.",
    )
    # ---------------- statements of operations
    v = {}
    v["sales"] = V(412874, 389115, 1198530, 1131660)
    v["cogs"] = V(318402, 301776, 928771, 880215)
    v["gp"] = sub(v["sales"], v["cogs"])
    v["sga"] = V(38915, 37020, 116402, 110880)
    v["rd"] = V(6204, 5880, 18533, 17402)
    v["amort"] = V(3117, 3117, 9351, 9351)
    v["restr"] = V(1846, 0, 4902, 2115)
    v["opex"] = add(v["sga"], v["rd"], v["amort"], v["restr"])
    v["oi"] = sub(v["gp"], v["opex"])
    v["int"] = V(-9862, -10415, -30118, -31006)
    v["oth"] = V(1205, -388, 2744, -1027)
    v["pbt"] = add(v["oi"], v["int"], v["oth"])
    v["tax"] = V(8219, 7021, 21902, 18323)
    v["ni"] = sub(v["pbt"], v["tax"])
    v["nci"] = V(1322, 1104, 3811, 3287)
    v["nia"] = sub(v["ni"], v["nci"])
    v["shb"] = V(41215, 41902, 41330, 42011)
    v["shd"] = V(41870, 42310, 41995, 42480)
    v["epsb"] = eps(v["nia"], v["shb"])
    v["epsd"] = eps(v["nia"], v["shd"])
    same(94472, v["gp"][0])
    same(44390, v["oi"][0])
    same(27514, v["ni"][0])
    same(26192, v["nia"][0])
    same(0.63, v["epsd"][0])
    pg = pdf.new_page()
    pg.text(306, 56, "PART I. FINANCIAL INFORMATION", "tibo", 10, al="c")
    pg.text(72, 76, "Item 1. Financial Statements", "tibo", 10)
    pg.text(306, 98, "SOLVANE PACKAGING CORPORATION", "tibo", 10, al="c")
    pg.text(306, 110, "CONDENSED CONSOLIDATED STATEMENTS OF INCOME (UNAUDITED)", "tibo", 10, al="c")
    pg.text(306, 122, "(In thousands, except per share data)", "tiro", 9, al="c")
    hdr = [
        [("Three Months Ended", 0, 1), ("Nine Months Ended", 2, 3)],
        [("September 27,", 0, 0), ("September 28,", 1, 1), ("September 27,", 2, 2), ("September 28,", 3, 3)],
        [("2025", 0, 0), ("2024", 1, 1), ("2025", 2, 2), ("2024", 3, 3)],
    ]
    IS = [
        ("Net sales", fk(v["sales"]), "$"),
        ("Cost of products sold", fk(v["cogs"]), ""),
        ("Gross profit", fk(v["gp"]), "t"),
        ("Operating expenses:", None, "h"),
        ("Selling, general and administrative", fk(v["sga"]), "1"),
        ("Research and development", fk(v["rd"]), "1"),
        ("Amortization of intangible assets", fk(v["amort"]), "1"),
        ("Restructuring and plant consolidation costs", fk(v["restr"]), "1"),
        ("Total operating expenses", fk(v["opex"]), "2t"),
        ("Operating income", fk(v["oi"]), "t"),
        ("Interest expense, net", fk(v["int"]), ""),
        ("Other income (expense), net", fk(v["oth"]), ""),
        ("Income before income taxes", fk(v["pbt"]), "t"),
        ("Provision for income taxes", fk(v["tax"]), ""),
        ("Net income", fk(v["ni"]), "t"),
        ("Less: Net income attributable to noncontrolling interests", fk(v["nci"]), ""),
        ("Net income attributable to Solvane Packaging Corporation", fk(v["nia"]), "t$d"),
        ("Earnings per share attributable to Solvane common shareholders:", None, "h"),
        ("Basic", fk(v["epsb"], 2), "1$"),
        ("Diluted", fk(v["epsd"], 2), "1$d"),
        ("Weighted-average common shares outstanding:", None, "h"),
        ("Basic", fk(v["shb"]), "1"),
        ("Diluted", fk(v["shd"]), "1d"),
    ]
    y, _, _ = pg.fin_table(72, 140, 232, 52, hdr, IS, sz=8.3)
    pg.text(72, y + 12, "See accompanying notes to condensed consolidated financial statements.", "tiit", 8)
    # ---------------- balance sheet (current date first)
    b = {}
    b["cash"] = V(88412, 117134)
    b["ar"] = V(236118, 211540)
    b["inv"] = V(198774, 185302)
    b["pre"] = V(24903, 21118)
    b["tca"] = add(b["cash"], b["ar"], b["inv"], b["pre"])
    b["ppe"] = V(512660, 498214)
    b["rou"] = V(41338, 44102)
    b["gw"] = V(287415, 287415)
    b["intg"] = V(96840, 106191)
    b["oth"] = V(18227, 17904)
    b["ta"] = add(b["tca"], b["ppe"], b["rou"], b["gw"], b["intg"], b["oth"])
    b["ap"] = V(154390, 147826)
    b["acc"] = V(88217, 92455)
    b["cur"] = V(20000, 20000)
    b["tcl"] = add(b["ap"], b["acc"], b["cur"])
    b["ltd"] = V(612500, 668250)
    b["oll"] = V(36904, 39877)
    b["dtl"] = V(48119, 46020)
    b["olt"] = V(22640, 21398)
    b["tl"] = add(b["tcl"], b["ltd"], b["oll"], b["dtl"], b["olt"])
    b["cs"] = V(412, 419)
    b["apic"] = V(401228, 398105)
    b["aoci"] = V(-18336, -22904)
    b["nci"] = V(21770, 19115)
    b["re"] = sub(b["ta"], b["tl"], b["cs"], b["apic"], b["aoci"], b["nci"])
    b["tse"] = add(b["cs"], b["apic"], b["re"], b["aoci"])
    b["te"] = add(b["tse"], b["nci"])
    b["tle"] = add(b["tl"], b["te"])
    same(1504687, b["ta"][0])
    same(982770, b["tl"][0])
    same(521917, b["te"][0])
    pg = pdf.new_page()
    pg.text(306, 56, "SOLVANE PACKAGING CORPORATION", "tibo", 10, al="c")
    pg.text(306, 68, "CONDENSED CONSOLIDATED BALANCE SHEETS (UNAUDITED)", "tibo", 10, al="c")
    pg.text(306, 80, "(In thousands, except share data)", "tiro", 9, al="c")
    hdr = [[("September 27,", 0, 0), ("December 31,", 1, 1)], [("2025", 0, 0), ("2024", 1, 1)]]
    BS = [
        ("ASSETS", None, "h"),
        ("Current assets:", None, "h"),
        ("Cash and cash equivalents", fk(b["cash"]), "1$"),
        ("Accounts receivable, net of allowances of $4,218 and $3,906", fk(b["ar"]), "1"),
        ("Inventories", fk(b["inv"]), "1"),
        ("Prepaid expenses and other current assets", fk(b["pre"]), "1"),
        ("Total current assets", fk(b["tca"]), "2t"),
        ("Property, plant and equipment, net", fk(b["ppe"]), ""),
        ("Operating lease right-of-use assets", fk(b["rou"]), ""),
        ("Goodwill", fk(b["gw"]), ""),
        ("Intangible assets, net", fk(b["intg"]), ""),
        ("Other noncurrent assets", fk(b["oth"]), ""),
        ("Total assets", fk(b["ta"]), "t$d"),
        ("LIABILITIES AND EQUITY", None, "h"),
        ("Current liabilities:", None, "h"),
        ("Accounts payable", fk(b["ap"]), "1$"),
        ("Accrued and other current liabilities", fk(b["acc"]), "1"),
        ("Current portion of long-term debt", fk(b["cur"]), "1"),
        ("Total current liabilities", fk(b["tcl"]), "2t"),
        ("Long-term debt, net of current portion", fk(b["ltd"]), ""),
        ("Operating lease liabilities", fk(b["oll"]), ""),
        ("Deferred income taxes", fk(b["dtl"]), ""),
        ("Other noncurrent liabilities", fk(b["olt"]), ""),
        ("Total liabilities", fk(b["tl"]), "t"),
        ("Commitments and contingencies (Note 11)", None, ""),
        ("Equity:", None, "h"),
        ("Common stock, $0.01 par value", fk(b["cs"]), "1"),
        ("Additional paid-in capital", fk(b["apic"]), "1"),
        ("Retained earnings", fk(b["re"]), "1"),
        ("Accumulated other comprehensive loss", fk(b["aoci"]), "1"),
        ("Total Solvane Packaging Corporation shareholders' equity", fk(b["tse"]), "2t"),
        ("Noncontrolling interests", fk(b["nci"]), "1"),
        ("Total equity", fk(b["te"]), "t"),
        ("Total liabilities and equity", fk(b["tle"]), "t$d"),
    ]
    y, _, _ = pg.fin_table(72, 92, 300, 70, hdr, BS, sz=8.3, lead=12.2)
    # ---------------- MD&A
    pg = pdf.new_page()
    fl = Flow(pdf, top=72)
    fl.pg, fl.y = pg, 72
    fl.heading(
        "Item 2. Management's Discussion and Analysis of Financial Condition and Results of Operations"
    )
    fl.heading("Third Quarter 2025 Overview", sz=10)
    fl.para(
        "Net sales for the third quarter of 2025 were $412.9 million, an increase of 6.1% compared with "
        "$389.1 million in the third quarter of 2024, driven by higher volumes in our flexible-film and "
        "thermoformed-tray product lines and favorable price/mix of approximately 2%. For the first nine "
        "months of 2025, net sales were $1.20 billion, up 5.9%."
    )
    fl.para(
        "Operating income was $44.4 million in the quarter. Excluding restructuring and plant "
        "consolidation costs and the amortization of acquired intangibles, adjusted operating income "
        "(a non-GAAP measure) was $49.4 million, or 12.0% of net sales, and adjusted EBITDA was $71.6 "
        "million."
    )
    fl.para(
        "Net income attributable to Solvane Packaging Corporation was $26.2 million, or $0.63 per diluted "
        "share, compared with $22.4 million, or $0.53 per diluted share, in the prior-year quarter. "
        "Adjusted diluted earnings per share were $0.72. Net income including noncontrolling interests "
        "was $27.5 million."
    )
    fl.heading("Liquidity and Capital Resources", sz=10)
    fl.para(
        "At September 27, 2025, we had cash and cash equivalents of $88.4 million and $248.5 million "
        "available under our revolving credit facility, for total liquidity of $336.9 million. During "
        "the first nine months of 2025 we repaid $55.8 million of term loans. Our net leverage ratio, as "
        "defined in our credit agreement, was 2.6x."
    )
    fl.para(
        "The Company's fiscal quarters end on the Saturday closest to the last day of the calendar "
        "quarter; the third quarters of 2025 and 2024 each contained 13 weeks."
    )
    sec_footer(pdf, "Solvane")
    fields = {
        "company_name": F(
            "Solvane Packaging Corporation", 1, "SOLVANE PACKAGING CORPORATION (Exact name of registrant"
        ),
        "report_type": F("10-Q", 1, "FORM 10-Q"),
        "period_end_date": F("2025-09-27", 1, "For the quarterly period ended September 27, 2025"),
        "currency": F("USD", 2, "Net sales $ 412,874 $ 389,115"),
        "total_revenue": F(412874000, 2, "Net sales $ 412,874 $ 389,115 $ 1,198,530 $ 1,131,660"),
        "operating_income": F(44390000, 2, "Operating income 44,390"),
        "net_income": F(26192000, 2, "Net income attributable to Solvane Packaging Corporation $ 26,192"),
        "diluted_eps": F(0.63, 2, "Diluted $ 0.63"),
        "total_assets": F(1504687000, 3, "Total assets $ 1,504,687"),
        "total_liabilities": F(982770000, 3, "Total liabilities 982,770"),
        "total_equity": F(521917000, 3, "Total equity 521,917"),
        "cash_and_equivalents": F(88412000, 3, "Cash and cash equivalents $ 88,412"),
    }
    sums = [
        SUM(
            "gross profit less operating expenses",
            [
                (1, "total_revenue"),
                (-1, T("cost of products sold", 318402000, 2, "Cost of products sold 318,402")),
                (-1, T("total operating expenses", 50082000, 2, "Total operating expenses 50,082")),
            ],
            "operating_income",
        ),
        SUM(
            "net income attributable",
            [
                (1, T("net income", 27514000, 2, "Net income 27,514")),
                (
                    -1,
                    T(
                        "noncontrolling interests",
                        1322000,
                        2,
                        "Less: Net income attributable to noncontrolling interests 1,322",
                    ),
                ),
            ],
            "net_income",
        ),
        SUM(
            "total equity",
            [
                (
                    1,
                    T(
                        "shareholders' equity",
                        500147000,
                        3,
                        "Total Solvane Packaging Corporation shareholders' equity 500,147",
                    ),
                ),
                (1, T("noncontrolling interests", 21770000, 3, "Noncontrolling interests 21,770")),
            ],
            "total_equity",
        ),
    ]
    notes = (
        "10-Q in thousands; current period is the LEFT column everywhere (three months ended September "
        "27, 2025 first, then the prior-year quarter, then the nine-month year-to-date columns). 13-week "
        "quarter. Net income is the line attributable to the company (net income including NCI is "
        "27,514). Total equity includes noncontrolling interests. The MD&A narrative rounds to $ millions "
        "and adds non-GAAP distractors (adjusted operating income, adjusted EBITDA, adjusted EPS 0.72, "
        "total liquidity, nine-month sales of $1.20 billion)."
    )
    return pdf, fields, notes, sums


# ====================================================================== earnings release, prior period first, $ millions
@doc(
    "b6_fs_release_prior_first",
    "financial_statement",
    "Marlowe & Finch Outdoor Co. - Second Quarter Fiscal 2025 Results (press release)",
)
def fs_release():
    pdf = Pdf(LETTER)
    v = {}
    # columns: Q2 FY24, Q2 FY25, 6M FY24, 6M FY25  (prior first)
    v["rev"] = V("1142.3", "1238.6", "2201.8", "2356.4")
    v["cor"] = V("672.0", "721.9", "1301.5", "1380.2")
    v["gp"] = sub(v["rev"], v["cor"])
    v["sga"] = V("348.6", "389.1", "701.2", "752.8")
    v["imp"] = V("0", "46.3", "0", "46.3")
    v["oi"] = sub(v["gp"], v["sga"], v["imp"])
    v["int"] = V("-14.2", "-12.9", "-28.8", "-26.1")
    v["oth"] = V("1.1", "-0.6", "2.0", "0.9")
    v["pbt"] = add(v["oi"], v["int"], v["oth"])
    v["tax"] = V("25.9", "15.1", "41.0", "35.6")
    v["ni"] = sub(v["pbt"], v["tax"])
    v["shb"] = V("59.8", "58.5", "60.0", "58.7")
    v["shd"] = V("60.4", "59.1", "60.6", "59.3")
    v["epsb"] = eps(v["ni"], v["shb"])
    v["epsd"] = eps(v["ni"], v["shd"])
    same("81.3", v["oi"][1])
    same("52.7", v["ni"][1])
    same("0.89", v["epsd"][1])
    b = {}
    # columns: Dec 28, 2024 / Jun 28, 2025  (prior first)
    b["cash"] = V("412.8", "286.4")
    b["sti"] = V("55.0", "40.0")
    b["ar"] = V("318.7", "402.5")
    b["inv"] = V("688.1", "801.6")
    b["oca"] = V("74.2", "81.9")
    b["tca"] = add(b["cash"], b["sti"], b["ar"], b["inv"], b["oca"])
    b["ppe"] = V("542.0", "561.3")
    b["rou"] = V("288.4", "296.7")
    b["gw"] = V("611.5", "611.5")
    b["intg"] = V("402.7", "356.1")
    b["onc"] = V("61.9", "64.0")
    b["ta"] = add(b["tca"], b["ppe"], b["rou"], b["gw"], b["intg"], b["onc"])
    b["ap"] = V("301.2", "356.8")
    b["acc"] = V("212.5", "198.4")
    b["lcur"] = V("58.3", "60.1")
    b["tcl"] = add(b["ap"], b["acc"], b["lcur"])
    b["ltd"] = V("845.0", "870.0")
    b["llt"] = V("247.1", "252.9")
    b["olt"] = V("70.4", "68.2")
    b["tl"] = add(b["tcl"], b["ltd"], b["llt"], b["olt"])
    b["cap"] = V("912.4", "921.0")
    b["aoci"] = V("-14.8", "-11.2")
    b["te"] = sub(b["ta"], b["tl"])
    b["re"] = sub(b["te"], b["cap"], b["aoci"])
    b["tle"] = add(b["tl"], b["te"])
    same("3502.0", b["ta"][1])
    same("1806.4", b["tl"][1])
    same("1695.6", b["te"][1])
    # ---------------- page 1: release text
    pg = pdf.new_page()
    pg.text(72, 60, "NEWS RELEASE", "hebo", 9, (0.2, 0.35, 0.2))
    pg.text(72, 72, "FOR IMMEDIATE RELEASE", "helv", 8, GREY)
    pg.text(540, 60, "Marlowe & Finch", "tibi", 14, (0.2, 0.35, 0.2), al="r")
    pg.text(540, 72, "OUTDOOR CO.", "hebo", 7.5, (0.2, 0.35, 0.2), al="r")
    pg.para(
        72, 104, 468, "Marlowe & Finch Outdoor Co. Reports Second Quarter Fiscal 2025 Results", "hebo", 14
    )
    y = pg.para(
        72,
        140,
        468,
        "Revenue of $1.24 billion, up 8.4%; GAAP diluted EPS of $0.89 and adjusted diluted EPS of $1.46; full-year revenue outlook reaffirmed",
        "heit",
        10,
    )
    y = pg.para(
        72,
        y + 8,
        468,
        "BEND, Ore., August 7, 2025 -- Marlowe & Finch Outdoor Co. (NYSE: MFOC) today reported financial "
        "results for the second quarter ended June 28, 2025.",
        "tiro",
        10,
    )
    pg.text(72, y + 8, "Second Quarter Highlights", "tibo", 10.5)
    bullets = [
        "Net revenue increased 8.4% to $1.24 billion; direct-to-consumer revenue grew 14%.",
        "Gross margin expanded 60 basis points to 41.7%.",
        "Operating income was $81.3 million, including a $46.3 million non-cash impairment of the Trailhead "
        "trade name; adjusted operating income was $127.6 million.",
        "Net income was $52.7 million, or $0.89 per diluted share; adjusted net income was $86.3 million, "
        "or $1.46 per diluted share.",
        "Cash and short-term investments totaled $326.4 million at quarter end.",
    ]
    y += 24
    for t in bullets:
        pg.text(80, y, "•", "tiro", 10)
        y = pg.para(92, y, 448, t, "tiro", 10) + 3
    y = pg.para(
        72,
        y + 6,
        468,
        '"Our teams delivered another quarter of profitable growth," said Celeste Amundsen, Chief '
        'Executive Officer. "We are reaffirming our full-year outlook for net revenue of $4.90 billion '
        'to $5.00 billion and adjusted diluted EPS of $4.35 to $4.55."',
        "tiro",
        10,
    )
    y = pg.para(
        72,
        y + 6,
        468,
        "Fiscal 2025 and fiscal 2024 are 52-week years; the second quarters of both years contained 13 "
        "weeks. Adjusted figures are non-GAAP measures; reconciliations are provided in the tables "
        "accompanying this release.",
        "tiro",
        9,
    )
    # ---------------- page 2: income statement (prior first)
    pg = pdf.new_page()
    pg.text(306, 60, "MARLOWE & FINCH OUTDOOR CO.", "tibo", 10, al="c")
    pg.text(306, 72, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", "tibo", 10, al="c")
    pg.text(306, 84, "(Unaudited; in millions, except per share amounts)", "tiro", 9, al="c")
    hdr = [
        [("Three Months Ended", 0, 1), ("Six Months Ended", 2, 3)],
        [("June 29, 2024", 0, 0), ("June 28, 2025", 1, 1), ("June 29, 2024", 2, 2), ("June 28, 2025", 3, 3)],
    ]
    IS = [
        ("Net revenue", fk(v["rev"], 1), "$"),
        ("Cost of revenue", fk(v["cor"], 1), ""),
        ("Gross profit", fk(v["gp"], 1), "t"),
        ("Selling, general and administrative expenses", fk(v["sga"], 1), ""),
        ("Intangible asset impairment", fk(v["imp"], 1), ""),
        ("Operating income", fk(v["oi"], 1), "t"),
        ("Interest expense, net", fk(v["int"], 1), ""),
        ("Other income (expense), net", fk(v["oth"], 1), ""),
        ("Income before income taxes", fk(v["pbt"], 1), "t"),
        ("Income tax expense", fk(v["tax"], 1), ""),
        ("Net income", fk(v["ni"], 1), "t$d"),
        ("Earnings per share:", None, "h"),
        ("Basic", fk(v["epsb"], 2), "1$"),
        ("Diluted", fk(v["epsd"], 2), "1$"),
        ("Weighted-average shares outstanding:", None, "h"),
        ("Basic", fk(v["shb"], 1), "1"),
        ("Diluted", fk(v["shd"], 1), "1"),
    ]
    y, _, _ = pg.fin_table(72, 100, 212, 60, hdr, IS, sz=8.4)
    y += 16
    pg.text(
        72,
        y,
        "RECONCILIATION OF GAAP TO ADJUSTED (NON-GAAP) MEASURES - THREE MONTHS ENDED JUNE 28, 2025",
        "tibo",
        8.5,
    )
    rec = [
        ["", "Operating income", "Net income", "Diluted EPS"],
        ["As reported (GAAP)", "81.3", "52.7", "0.89"],
        ["Trailhead trade name impairment", "46.3", "34.9", "0.59"],
        ["Tax effect included above", "—", "(1.3)", "(0.02)"],
        ["Adjusted (non-GAAP)", "127.6", "86.3", "1.46"],
    ]
    pg.table(
        72,
        y + 8,
        [(200, "l"), (90, "r"), (90, "r"), (88, "r")],
        rec,
        sz=8,
        f="tiro",
        fb="tibo",
        grid="h",
        head_fill=None,
        pad=3,
    )
    # ---------------- page 3: balance sheet (prior first)
    pg = pdf.new_page()
    pg.text(306, 60, "MARLOWE & FINCH OUTDOOR CO.", "tibo", 10, al="c")
    pg.text(306, 72, "CONDENSED CONSOLIDATED BALANCE SHEETS", "tibo", 10, al="c")
    pg.text(306, 84, "(Unaudited; in millions)", "tiro", 9, al="c")
    hdr = [[("December 28,", 0, 0), ("June 28,", 1, 1)], [("2024", 0, 0), ("2025", 1, 1)]]
    BS = [
        ("Assets", None, "h"),
        ("Cash and cash equivalents", fk(b["cash"], 1), "1$"),
        ("Short-term investments", fk(b["sti"], 1), "1"),
        ("Accounts receivable, net", fk(b["ar"], 1), "1"),
        ("Inventories", fk(b["inv"], 1), "1"),
        ("Other current assets", fk(b["oca"], 1), "1"),
        ("Total current assets", fk(b["tca"], 1), "2t"),
        ("Property and equipment, net", fk(b["ppe"], 1), ""),
        ("Operating lease right-of-use assets", fk(b["rou"], 1), ""),
        ("Goodwill", fk(b["gw"], 1), ""),
        ("Intangible assets, net", fk(b["intg"], 1), ""),
        ("Other assets", fk(b["onc"], 1), ""),
        ("Total assets", fk(b["ta"], 1), "t$d"),
        ("Liabilities and stockholders' equity", None, "h"),
        ("Accounts payable", fk(b["ap"], 1), "1$"),
        ("Accrued liabilities", fk(b["acc"], 1), "1"),
        ("Current operating lease liabilities", fk(b["lcur"], 1), "1"),
        ("Total current liabilities", fk(b["tcl"], 1), "2t"),
        ("Long-term debt", fk(b["ltd"], 1), ""),
        ("Noncurrent operating lease liabilities", fk(b["llt"], 1), ""),
        ("Other long-term liabilities", fk(b["olt"], 1), ""),
        ("Total liabilities", fk(b["tl"], 1), "t"),
        ("Common stock and additional paid-in capital", fk(b["cap"], 1), "1"),
        ("Retained earnings", fk(b["re"], 1), "1"),
        ("Accumulated other comprehensive loss", fk(b["aoci"], 1), "1"),
        ("Total stockholders' equity", fk(b["te"], 1), "t"),
        ("Total liabilities and stockholders' equity", fk(b["tle"], 1), "t$d"),
    ]
    y, _, _ = pg.fin_table(72, 100, 300, 70, hdr, BS, sz=8.4, lead=12.5)
    pg.text(72, y + 14, "Contacts: Investors - Ruth Adeyemi, ir@marlowefinch.example", "helv", 8, GREY)
    fields = {
        "company_name": F("Marlowe & Finch Outdoor Co.", 1, "Marlowe & Finch Outdoor Co. (NYSE: MFOC)"),
        "report_type": F(
            "earnings_release", 1, "Marlowe & Finch Outdoor Co. Reports Second Quarter Fiscal 2025 Results"
        ),
        "period_end_date": F("2025-06-28", 1, "for the second quarter ended June 28, 2025"),
        "currency": F("USD", 1, "Revenue of $1.24 billion"),
        "total_revenue": F(1238600000, 2, "Net revenue $ 1,142.3 $ 1,238.6"),
        "operating_income": F(81300000, 2, "Operating income 121.7 81.3"),
        "net_income": F(52700000, 2, "Net income $ 82.7 $ 52.7"),
        "diluted_eps": F(0.89, 2, "Diluted $ 1.37 $ 0.89"),
        "total_assets": F(3502000000, 3, "Total assets $ 3,455.3 $ 3,502.0"),
        "total_liabilities": F(1806400000, 3, "Total liabilities 1,734.5 1,806.4"),
        "total_equity": F(1695600000, 3, "Total stockholders' equity 1,720.8 1,695.6"),
        "cash_and_equivalents": F(286400000, 3, "Cash and cash equivalents $ 412.8 $ 286.4"),
    }
    sums = [
        SUM(
            "operating income",
            [
                (1, "total_revenue"),
                (-1, T("cost of revenue", 721900000, 2, "Cost of revenue 672.0 721.9")),
                (-1, T("SG&A", 389100000, 2, "Selling, general and administrative expenses 348.6 389.1")),
                (-1, T("impairment", 46300000, 2, "Intangible asset impairment — 46.3")),
            ],
            "operating_income",
        ),
    ]
    notes = (
        "Earnings release in $ millions with one decimal. Every table puts the PRIOR period in the left "
        "column and the current period on the right (three months ended June 29, 2024 | June 28, 2025, "
        "then the six-month columns; balance sheet December 28, 2024 | June 28, 2025). 13-week quarter. "
        "The narrative rounds revenue to $1.24 billion and leads with non-GAAP figures (adjusted "
        "operating income 127.6, adjusted EPS 1.46) that differ from the GAAP table; cash and "
        "short-term investments (326.4) is not cash and cash equivalents. No noncontrolling interests, "
        "so net income is the 'Net income' line."
    )
    return pdf, fields, notes, sums


# ====================================================================== UK plc annual report, £m, EPS in pence
@doc(
    "b6_fs_uk_plc_annual",
    "financial_statement",
    "Hallworth Engineering Group plc - Annual Report and Accounts 2025 (extract)",
)
def fs_uk():
    pdf = Pdf(A4)
    v = {}
    # columns: 2025, 2024 (current first)
    v["rev"] = V("412.6", "389.3")
    v["cos"] = V("-287.9", "-273.8")
    v["gp"] = add(v["rev"], v["cos"])
    v["dist"] = V("-21.4", "-20.1")
    v["adm"] = V("-53.8", "-49.6")
    v["ooi"] = V("2.2", "2.1")
    v["op"] = add(v["gp"], v["dist"], v["adm"], v["ooi"])
    v["fi"] = V("1.3", "0.9")
    v["fc"] = V("-6.8", "-7.4")
    v["pbt"] = add(v["op"], v["fi"], v["fc"])
    v["tax"] = V("-11.5", "-9.9")
    v["pfy"] = add(v["pbt"], v["tax"])
    v["nci"] = V("1.3", "1.1")
    v["own"] = sub(v["pfy"], v["nci"])
    v["shb"] = V("134.1", "134.9")
    v["shd"] = V("135.8", "136.2")
    v["epsb"] = [
        (x * 100).quantize(Decimal("0.1"), ROUND_HALF_UP) for x in [o / s for o, s in zip(v["own"], v["shb"])]
    ]
    v["epsd"] = [
        (x * 100).quantize(Decimal("0.1"), ROUND_HALF_UP) for x in [o / s for o, s in zip(v["own"], v["shd"])]
    ]
    same("51.7", v["op"][0])
    same("33.4", v["own"][0])
    same("24.6", v["epsd"][0])
    b = {}
    b["gw"] = V("88.4", "88.4")
    b["intg"] = V("21.7", "24.9")
    b["ppe"] = V("146.2", "139.8")
    b["rou"] = V("18.3", "20.1")
    b["dta"] = V("6.1", "7.0")
    b["nca"] = add(b["gw"], b["intg"], b["ppe"], b["rou"], b["dta"])
    b["inv"] = V("71.9", "66.2")
    b["rec"] = V("98.6", "92.3")
    b["cash"] = V("43.7", "38.2")
    b["ca"] = add(b["inv"], b["rec"], b["cash"])
    b["ta"] = add(b["nca"], b["ca"])
    b["pay"] = V("88.1", "83.5")
    b["bor"] = V("10.0", "10.0")
    b["lea"] = V("4.2", "4.4")
    b["ctx"] = V("3.6", "2.9")
    b["cl"] = add(b["pay"], b["bor"], b["lea"], b["ctx"])
    b["bor2"] = V("75.0", "90.0")
    b["lea2"] = V("15.9", "17.6")
    b["pen"] = V("12.4", "16.8")
    b["prov"] = V("5.3", "5.0")
    b["ncl"] = add(b["bor2"], b["lea2"], b["pen"], b["prov"])
    b["tl"] = add(b["cl"], b["ncl"])
    b["na"] = sub(b["ta"], b["tl"])
    b["sc"] = V("6.8", "6.8")
    b["sp"] = V("41.2", "41.2")
    b["oth"] = V("12.6", "11.9")
    b["nci"] = V("7.9", "7.2")
    b["re"] = sub(b["na"], b["sc"], b["sp"], b["oth"], b["nci"])
    b["own"] = add(b["sc"], b["sp"], b["oth"], b["re"])
    b["te"] = add(b["own"], b["nci"])
    same("494.9", b["ta"][0])
    same("214.5", b["tl"][0])
    same("280.4", b["te"][0])
    green = (0.0, 0.30, 0.25)
    # ---------------- page 1: cover + highlights
    pg = pdf.new_page()
    pg.fill(0, 0, 595, 300, green)
    pg.text(50, 90, "Hallworth Engineering Group plc", "hebo", 22, WHITE)
    pg.text(50, 122, "Annual Report and Accounts 2025", "helv", 16, WHITE)
    pg.text(50, 146, "for the year ended 31 March 2025", "helv", 11, (0.8, 0.9, 0.85))
    pg.text(50, 260, "Precision components for aerospace, rail and energy", "heit", 10, (0.8, 0.9, 0.85))
    pg.text(50, 340, "Financial highlights", "hebo", 13, green)
    hl = [
        ("Revenue", "£413m", "+6%"),
        ("Adjusted operating profit*", "£58.3m", "+9%"),
        ("Statutory operating profit", "£51.7m", "+8%"),
        ("Adjusted diluted EPS*", "28.1p", "+11%"),
        ("Net debt (excluding leases)", "£41.3m", "£61.8m in 2024"),
        ("Full-year dividend per share", "9.6p", "+7%"),
    ]
    y = 362
    for k, a, c in hl:
        pg.rect(50, y, 545, y + 26, w=0.4, c=(0.7, 0.8, 0.75))
        pg.text(58, y + 17, k, "helv", 10)
        pg.text(380, y + 17, a, "hebo", 12, green, al="r")
        pg.text(537, y + 17, c, "helv", 9, GREY, al="r")
        y += 26
    pg.para(
        50,
        y + 18,
        495,
        "* Adjusted measures exclude amortisation of acquired intangibles (£3.2m) and restructuring costs "
        "(£3.4m). See the alternative performance measures on pages 182 to 185. Figures in this summary "
        "are rounded.",
        "helv",
        8,
        c=GREY,
    )
    pg.para(
        50,
        y + 58,
        495,
        "Chair's statement (extract): Group revenue grew 6% to £413m and adjusted operating profit "
        "rose to £58.3m, with a strong second half in rail. Statutory profit before tax was £46.2m. "
        "The Board recommends a final dividend of 6.4p per share, giving 9.6p for the year.",
        "tiro",
        10,
    )
    # ---------------- page 2: income statement
    pg = pdf.new_page()
    pg.text(50, 60, "Consolidated income statement", "hebo", 13, green)
    pg.text(50, 74, "for the year ended 31 March 2025", "helv", 9)
    cols = [(250, "l"), (40, "c"), (100, "r"), (100, "r")]
    rows = [
        ["", "Note", "2025\n£m", "2024\n£m"],
        ["Revenue", "3", *fk(v["rev"], 1)],
        ["Cost of sales", "", *fk(v["cos"], 1)],
        {"cells": ["Gross profit", "", *fk(v["gp"], 1)], "font": "hebo"},
        ["Distribution costs", "", *fk(v["dist"], 1)],
        ["Administrative expenses", "", *fk(v["adm"], 1)],
        ["Other operating income", "5", *fk(v["ooi"], 1)],
        {"cells": ["Operating profit", "4", *fk(v["op"], 1)], "font": "hebo"},
        ["Finance income", "7", *fk(v["fi"], 1)],
        ["Finance costs", "7", *fk(v["fc"], 1)],
        {"cells": ["Profit before taxation", "", *fk(v["pbt"], 1)], "font": "hebo"},
        ["Taxation", "8", *fk(v["tax"], 1)],
        {"cells": ["Profit for the year", "", *fk(v["pfy"], 1)], "font": "hebo"},
        ["Attributable to:", "", "", ""],
        ["Owners of the parent", "", *fk(v["own"], 1)],
        ["Non-controlling interests", "", *fk(v["nci"], 1)],
        ["", "", *fk(v["pfy"], 1)],
        ["Earnings per share", "10", "", ""],
        ["Basic", "", *[f"{x}p" for x in v["epsb"]]],
        ["Diluted", "", *[f"{x}p" for x in v["epsd"]]],
    ]
    y = pg.table(50, 90, cols, rows, sz=8.8, grid="h", head=1, head_fill=None, pad=4)
    pg.para(
        50,
        y + 16,
        490,
        "All results derive from continuing operations. The notes on pages 128 to 176 form part of these financial statements.",
        "helv",
        8,
        c=GREY,
    )
    # ---------------- page 3: balance sheet
    pg = pdf.new_page()
    pg.text(50, 60, "Consolidated balance sheet", "hebo", 13, green)
    pg.text(50, 74, "at 31 March 2025", "helv", 9)
    rows = [
        ["", "Note", "2025\n£m", "2024\n£m"],
        ["Non-current assets", "", "", ""],
        ["Goodwill", "12", *fk(b["gw"], 1)],
        ["Other intangible assets", "12", *fk(b["intg"], 1)],
        ["Property, plant and equipment", "13", *fk(b["ppe"], 1)],
        ["Right-of-use assets", "14", *fk(b["rou"], 1)],
        ["Deferred tax assets", "19", *fk(b["dta"], 1)],
        {"cells": ["", "", *fk(b["nca"], 1)], "font": "hebo"},
        ["Current assets", "", "", ""],
        ["Inventories", "15", *fk(b["inv"], 1)],
        ["Trade and other receivables", "16", *fk(b["rec"], 1)],
        ["Cash and cash equivalents", "17", *fk(b["cash"], 1)],
        {"cells": ["", "", *fk(b["ca"], 1)], "font": "hebo"},
        {"cells": ["Total assets", "", *fk(b["ta"], 1)], "font": "hebo"},
        ["Current liabilities", "", "", ""],
        ["Trade and other payables", "18", *fk(b["pay"], 1)],
        ["Borrowings", "20", *fk(b["bor"], 1)],
        ["Lease liabilities", "14", *fk(b["lea"], 1)],
        ["Current tax liabilities", "", *fk(b["ctx"], 1)],
        {"cells": ["", "", *fk(b["cl"], 1)], "font": "hebo"},
        ["Non-current liabilities", "", "", ""],
        ["Borrowings", "20", *fk(b["bor2"], 1)],
        ["Lease liabilities", "14", *fk(b["lea2"], 1)],
        ["Retirement benefit obligations", "24", *fk(b["pen"], 1)],
        ["Provisions", "21", *fk(b["prov"], 1)],
        {"cells": ["", "", *fk(b["ncl"], 1)], "font": "hebo"},
        {"cells": ["Total liabilities", "", *fk(b["tl"], 1)], "font": "hebo"},
        {"cells": ["Net assets", "", *fk(b["na"], 1)], "font": "hebo"},
        ["Equity", "", "", ""],
        ["Share capital", "22", *fk(b["sc"], 1)],
        ["Share premium", "", *fk(b["sp"], 1)],
        ["Other reserves", "", *fk(b["oth"], 1)],
        ["Retained earnings", "", *fk(b["re"], 1)],
        {"cells": ["Equity attributable to owners of the parent", "", *fk(b["own"], 1)], "font": "hebo"},
        ["Non-controlling interests", "", *fk(b["nci"], 1)],
        {"cells": ["Total equity", "", *fk(b["te"], 1)], "font": "hebo"},
    ]
    y = pg.table(50, 90, cols, rows, sz=8.6, grid="h", head=1, head_fill=None, pad=3.4)
    pg.para(
        50,
        y + 16,
        490,
        "The financial statements on pages 120 to 176 were approved by the Board of Directors on 11 June "
        "2025 and signed on its behalf by D. R. Okafor, Chief Financial Officer.",
        "helv",
        8,
        c=GREY,
    )
    fields = {
        "company_name": F(
            "Hallworth Engineering Group plc",
            1,
            "Hallworth Engineering Group plc Annual Report and Accounts 2025",
        ),
        "report_type": F("annual_report", 1, "Annual Report and Accounts 2025"),
        "period_end_date": F("2025-03-31", 1, "for the year ended 31 March 2025"),
        "currency": F("GBP", 2, "Note 2025 £m 2024 £m"),
        "total_revenue": F(412600000, 2, "Revenue 3 412.6 389.3"),
        "operating_income": F(51700000, 2, "Operating profit 4 51.7 47.9"),
        "net_income": F(33400000, 2, "Owners of the parent 33.4 30.4"),
        "diluted_eps": F(24.6, 2, "Diluted 24.6p 22.3p"),
        "total_assets": F(494900000, 3, "Total assets 494.9 476.9"),
        "total_liabilities": F(214500000, 3, "Total liabilities 214.5 230.2"),
        "total_equity": F(280400000, 3, "Total equity 280.4 246.7"),
        "cash_and_equivalents": F(43700000, 3, "Cash and cash equivalents 17 43.7 38.2"),
    }
    sums = [
        SUM(
            "operating profit",
            [
                (1, "total_revenue"),
                (1, T("cost of sales", -287900000, 2, "Cost of sales (287.9) (273.8)")),
                (1, T("distribution costs", -21400000, 2, "Distribution costs (21.4) (20.1)")),
                (1, T("administrative expenses", -53800000, 2, "Administrative expenses (53.8) (49.6)")),
                (1, T("other operating income", 2200000, 2, "Other operating income 5 2.2 2.1")),
            ],
            "operating_income",
        ),
        SUM(
            "total equity",
            [
                (
                    1,
                    T(
                        "owners of the parent",
                        272500000,
                        3,
                        "Equity attributable to owners of the parent 272.5 239.5",
                    ),
                ),
                (1, T("non-controlling interests", 7900000, 3, "Non-controlling interests 7.9 7.2")),
            ],
            "total_equity",
        ),
        SUM(
            "net assets",
            [(1, "total_assets"), (-1, "total_liabilities")],
            T("net assets", 280400000, 3, "Net assets 280.4 246.7"),
        ),
    ]
    notes = (
        "UK plc annual report extract, IFRS, figures in £m with one decimal, current year (2025) in the "
        "left column and a Note column before the figures. Expenses are bracketed. Operating income is "
        "'Operating profit'; net income is profit attributable to owners of the parent (profit for the "
        "year includes NCI). Diluted EPS is printed in PENCE (24.6p) and labelled as printed. The "
        "balance sheet prints liabilities as positive amounts with a 'Total liabilities' line; total "
        "equity includes non-controlling interests and equals net assets. Several subtotal rows have no "
        "label. The cover highlights (rounded £413m, adjusted operating profit £58.3m, adjusted EPS "
        "28.1p, net debt) are distractors."
    )
    return pdf, fields, notes, sums


# ====================================================================== 10-K, three years oldest first, net loss, no total liabilities
@doc(
    "b6_fs_10k_oldest_first_loss",
    "financial_statement",
    "Corvane Biosystems, Inc. - Form 10-K for the fiscal year ended June 30, 2025 (excerpt)",
)
def fs_10k():
    pdf = Pdf(LETTER)
    pg = pdf.new_page()
    cover_10(
        pg,
        "10-K",
        "For the fiscal year ended June 30, 2025",
        "Corvane Biosystems, Inc.",
        "Delaware",
        "46-2270418",
        "600 Technology Square, Cambridge, Massachusetts 02139",
        "(617) 555-0186",
        "CRVB",
        "The Nasdaq Global Market",
        "The aggregate market value of common stock held by non-affiliates as of December 31, 2024 was "
        "approximately $1.1 billion. As of August 22, 2025, 67,204,118 shares of common stock were outstanding.",
    )
    v = {}
    # columns: FY2023, FY2024, FY2025 (oldest first)
    v["prod"] = V(101906, 151733, 189587)
    v["coll"] = V(26500, 30000, 25000)
    v["rev"] = add(v["prod"], v["coll"])
    v["cor"] = V(31220, 42905, 49118)
    v["rd"] = V(96417, 104882, 118340)
    v["sga"] = V(71905, 88460, 102773)
    v["tce"] = add(v["cor"], v["rd"], v["sga"])
    v["oi"] = sub(v["rev"], v["tce"])
    v["ii"] = V(6118, 9875, 8402)
    v["ie"] = V(-4210, -6388, -7915)
    v["oth"] = V(-312, 445, -1208)
    v["pbt"] = add(v["oi"], v["ii"], v["ie"], v["oth"])
    v["tax"] = V(120, 245, 388)
    v["ni"] = sub(v["pbt"], v["tax"])
    v["sh"] = V(58220, 61905, 66318)
    v["eps"] = eps(v["ni"], v["sh"])
    same(214587, v["rev"][2])
    same(-55644, v["oi"][2])
    same(-56753, v["ni"][2])
    same(-0.86, v["eps"][2])
    b = {}
    # columns: June 30, 2024 / June 30, 2025 (oldest first)
    b["cash"] = V(142610, 112028)
    b["ms"] = V(188402, 171150)
    b["ar"] = V(24911, 31806)
    b["inv"] = V(18227, 22940)
    b["pre"] = V(9118, 8402)
    b["tca"] = add(b["cash"], b["ms"], b["ar"], b["inv"], b["pre"])
    b["ppe"] = V(36705, 41118)
    b["rou"] = V(22410, 19870)
    b["rc"] = V(2500, 2500)
    b["oa"] = V(3118, 4006)
    b["ta"] = add(b["tca"], b["ppe"], b["rou"], b["rc"], b["oa"])
    b["ap"] = V(14206, 16880)
    b["acc"] = V(38412, 44905)
    b["dr"] = V(12500, 10000)
    b["lc"] = V(4102, 4388)
    b["tcl"] = add(b["ap"], b["acc"], b["dr"], b["lc"])
    b["cn"] = V(142118, 142906)
    b["ll"] = V(21006, 17418)
    b["drn"] = V(20000, 10000)
    b["ol"] = V(1240, 1118)
    b["liab"] = add(b["tcl"], b["cn"], b["ll"], b["drn"], b["ol"])
    b["cs"] = V(62, 66)
    b["aoci"] = V(-402, 118)
    apic24 = Decimal(812405)
    ad24 = b["ta"][0] - b["liab"][0] - b["cs"][0] - apic24 - b["aoci"][0]
    ad25 = ad24 + v["ni"][2]
    apic25 = b["ta"][1] - b["liab"][1] - b["cs"][1] - ad25 - b["aoci"][1]
    b["apic"] = [apic24, apic25]
    b["ad"] = [ad24, ad25]
    b["te"] = add(b["cs"], b["apic"], b["ad"], b["aoci"])
    b["tle"] = add(b["liab"], b["te"])
    assert b["tle"] == b["ta"]
    same(413820, b["ta"][1])
    same(166205, b["te"][1])
    # ---------------- page 2: MD&A extract
    pg = pdf.new_page()
    fl = Flow(pdf, top=72)
    fl.pg, fl.y = pg, 72
    fl.heading(
        "Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations"
    )
    fl.heading("Fiscal 2025 Highlights", sz=10)
    fl.para(
        "Total revenues for fiscal 2025 increased 18% to $214.6 million from $181.7 million in fiscal "
        "2024. Net product revenue of KELVARA(R) grew 25% to $189.6 million; collaboration revenue "
        "declined to $25.0 million as the final development milestone under our agreement with Ostrava "
        "Pharma was recognized in fiscal 2024."
    )
    fl.para(
        "Loss from operations was $55.6 million compared with $54.5 million in the prior year, as "
        "research and development expense rose 13% with the start of the Phase 3 RESOLVE-2 trial. Net "
        "loss was $56.8 million, or $0.86 per share. Non-GAAP adjusted net loss, which excludes "
        "stock-based compensation of $25.6 million, was $31.2 million."
    )
    fl.heading("Liquidity", sz=10)
    fl.para(
        "As of June 30, 2025, we had cash, cash equivalents and marketable securities of $283.2 million, "
        "which we believe will fund operations into fiscal 2028. Our 2.75% convertible senior notes due "
        "2029 have an aggregate principal amount of $146.0 million."
    )
    fl.para(
        "Our consolidated financial statements are presented with the earliest fiscal year in the "
        "left-hand column, consistent with our prior filings."
    )
    # ---------------- page 3: statements of operations
    pg = pdf.new_page()
    pg.text(306, 60, "CORVANE BIOSYSTEMS, INC.", "tibo", 10, al="c")
    pg.text(306, 72, "CONSOLIDATED STATEMENTS OF OPERATIONS", "tibo", 10, al="c")
    pg.text(306, 84, "(in thousands, except per share amounts)", "tiro", 9, al="c")
    hdr = [[("Year Ended June 30,", 0, 2)], [("2023", 0, 0), ("2024", 1, 1), ("2025", 2, 2)]]
    IS = [
        ("Revenues:", None, "h"),
        ("Product revenue, net", fk(v["prod"]), "1$"),
        ("Collaboration revenue", fk(v["coll"]), "1"),
        ("Total revenues", fk(v["rev"]), "2t"),
        ("Costs and operating expenses:", None, "h"),
        ("Cost of product revenue", fk(v["cor"]), "1"),
        ("Research and development", fk(v["rd"]), "1"),
        ("Selling, general and administrative", fk(v["sga"]), "1"),
        ("Total costs and operating expenses", fk(v["tce"]), "2t"),
        ("Loss from operations", fk(v["oi"]), "t"),
        ("Interest income", fk(v["ii"]), ""),
        ("Interest expense", fk(v["ie"]), ""),
        ("Other income (expense), net", fk(v["oth"]), ""),
        ("Loss before income taxes", fk(v["pbt"]), "t"),
        ("Provision for income taxes", fk(v["tax"]), ""),
        ("Net loss", fk(v["ni"]), "t$d"),
        ("Net loss per share, basic and diluted", fk(v["eps"], 2), "$d"),
        ("Weighted-average shares used in computing net loss per share, basic and diluted", None, ""),
        ("", fk(v["sh"]), "d"),
    ]
    y, _, _ = pg.fin_table(72, 100, 240, 62, hdr, IS, sz=8.4)
    pg.text(
        72,
        y + 12,
        "The accompanying notes are an integral part of these consolidated financial statements.",
        "tiit",
        8,
    )
    # ---------------- page 4: balance sheets
    pg = pdf.new_page()
    pg.text(306, 60, "CORVANE BIOSYSTEMS, INC.", "tibo", 10, al="c")
    pg.text(306, 72, "CONSOLIDATED BALANCE SHEETS", "tibo", 10, al="c")
    pg.text(306, 84, "(in thousands, except share and per share amounts)", "tiro", 9, al="c")
    hdr = [[("June 30,", 0, 1)], [("2024", 0, 0), ("2025", 1, 1)]]
    BS = [
        ("Assets", None, "h"),
        ("Current assets:", None, "h"),
        ("Cash and cash equivalents", fk(b["cash"]), "1$"),
        ("Marketable securities", fk(b["ms"]), "1"),
        ("Accounts receivable, net", fk(b["ar"]), "1"),
        ("Inventory", fk(b["inv"]), "1"),
        ("Prepaid expenses and other current assets", fk(b["pre"]), "1"),
        ("Total current assets", fk(b["tca"]), "2t"),
        ("Property and equipment, net", fk(b["ppe"]), ""),
        ("Operating lease right-of-use assets", fk(b["rou"]), ""),
        ("Restricted cash", fk(b["rc"]), ""),
        ("Other assets", fk(b["oa"]), ""),
        ("Total assets", fk(b["ta"]), "t$d"),
        ("Liabilities and stockholders' equity", None, "h"),
        ("Current liabilities:", None, "h"),
        ("Accounts payable", fk(b["ap"]), "1$"),
        ("Accrued expenses and other current liabilities", fk(b["acc"]), "1"),
        ("Deferred revenue, current portion", fk(b["dr"]), "1"),
        ("Operating lease liabilities, current portion", fk(b["lc"]), "1"),
        ("Total current liabilities", fk(b["tcl"]), "2t"),
        ("Convertible senior notes, net", fk(b["cn"]), ""),
        ("Operating lease liabilities, net of current portion", fk(b["ll"]), ""),
        ("Deferred revenue, net of current portion", fk(b["drn"]), ""),
        ("Other long-term liabilities", fk(b["ol"]), ""),
        ("Commitments and contingencies (Note 14)", None, ""),
        ("Stockholders' equity:", None, "h"),
        ("Preferred stock, $0.001 par value; 10,000,000 shares authorized; none issued", ["—", "—"], "1"),
        ("Common stock, $0.001 par value", fk(b["cs"]), "1"),
        ("Additional paid-in capital", fk(b["apic"]), "1"),
        ("Accumulated deficit", fk(b["ad"]), "1"),
        ("Accumulated other comprehensive income (loss)", fk(b["aoci"]), "1"),
        ("Total stockholders' equity", fk(b["te"]), "2t"),
        ("Total liabilities and stockholders' equity", fk(b["tle"]), "t$d"),
    ]
    y, _, _ = pg.fin_table(72, 100, 300, 70, hdr, BS, sz=8.2, lead=12)
    sec_footer(pdf, "Corvane")
    fields = {
        "company_name": F(
            "Corvane Biosystems, Inc.", 1, "CORVANE BIOSYSTEMS, INC. (Exact name of registrant"
        ),
        "report_type": F("10-K", 1, "FORM 10-K"),
        "period_end_date": F("2025-06-30", 1, "For the fiscal year ended June 30, 2025"),
        "currency": F("USD", 3, "Product revenue, net $ 101,906 $ 151,733 $ 189,587"),
        "total_revenue": F(214587000, 3, "Total revenues 128,406 181,733 214,587"),
        "operating_income": F(-55644000, 3, "Loss from operations (71,136) (54,514) (55,644)"),
        "net_income": F(-56753000, 3, "Net loss $ (69,660) $ (50,827) $ (56,753)"),
        "diluted_eps": F(-0.86, 3, "Net loss per share, basic and diluted $ (1.20) $ (0.82) $ (0.86)"),
        "total_assets": F(413820000, 4, "Total assets $ 448,001 $ 413,820"),
        "total_liabilities": NULL(),
        "total_equity": F(166205000, 4, "Total stockholders' equity 194,417 166,205"),
        "cash_and_equivalents": F(112028000, 4, "Cash and cash equivalents $ 142,610 $ 112,028"),
    }
    sums = [
        SUM(
            "loss from operations",
            [
                (1, "total_revenue"),
                (
                    -1,
                    T(
                        "total costs and operating expenses",
                        270231000,
                        3,
                        "Total costs and operating expenses 199,542 236,247 270,231",
                    ),
                ),
            ],
            "operating_income",
        ),
        SUM(
            "total liabilities and equity",
            [
                (1, T("total current liabilities", 76173000, 4, "Total current liabilities 69,220 76,173")),
                (1, T("convertible notes", 142906000, 4, "Convertible senior notes, net 142,118 142,906")),
                (
                    1,
                    T(
                        "lease liabilities",
                        17418000,
                        4,
                        "Operating lease liabilities, net of current portion 21,006 17,418",
                    ),
                ),
                (
                    1,
                    T(
                        "deferred revenue",
                        10000000,
                        4,
                        "Deferred revenue, net of current portion 20,000 10,000",
                    ),
                ),
                (1, T("other long-term liabilities", 1118000, 4, "Other long-term liabilities 1,240 1,118")),
                (1, "total_equity"),
            ],
            "total_assets",
        ),
    ]
    notes = (
        "10-K excerpt in thousands with the OLDEST year in the left column: three fiscal years 2023 | "
        "2024 | 2025 on the statement of operations and June 30, 2024 | June 30, 2025 on the balance "
        "sheet, so the current figures are the RIGHT-most column. Loss year: operating income, net "
        "income and EPS are bracketed negatives ('Net loss per share, basic and diluted'). No "
        "'Total liabilities' line is printed (liabilities run straight into commitments and equity), "
        "so total_liabilities is null. The MD&A rounds to $ millions and adds distractors (adjusted net "
        "loss, cash plus marketable securities 283.2, convertible notes principal)."
    )
    return pdf, fields, notes, sums


# ====================================================================== private lender report, quarter + YTD + budget, EUR thousands
@doc(
    "b6_fs_lender_report_quarterly",
    "financial_statement",
    "Vellmar Kühllogistik GmbH - Quarterly Report to Lenders Q3 2025",
)
def fs_lender():
    pdf = Pdf(A4)
    blue = (0.10, 0.25, 0.45)
    v = {}
    # columns: Q3 2025, Q3 2024, YTD 2025, YTD 2024, Budget YTD 2025
    v["rev"] = V(18412, 16905, 52880, 48117, 51600)
    v["dc"] = V(-10218, -9540, -29905, -27612, -29100)
    v["gm"] = add(v["rev"], v["dc"])
    v["pers"] = V(-3905, -3612, -11488, -10704, -11250)
    v["ooe"] = V(-1214, -1130, -3602, -3318, -3500)
    v["ebitda"] = add(v["gm"], v["pers"], v["ooe"])
    v["da"] = V(-1188, -1102, -3540, -3296, -3560)
    v["ebit"] = add(v["ebitda"], v["da"])
    v["fin"] = V(-412, -455, -1260, -1372, -1290)
    v["pbt"] = add(v["ebit"], v["fin"])
    v["tax"] = V(-442, -320, -925, -545, -870)
    v["ni"] = add(v["pbt"], v["tax"])
    same(3075, v["ebitda"][0])
    same(1887, v["ebit"][0])
    same(1033, v["ni"][0])
    b = {}
    # columns: 30 Sep 2025, 31 Dec 2024
    b["int"] = V(1240, 1318)
    b["ppe"] = V(58406, 57912)
    b["rou"] = V(6118, 6540)
    b["nca"] = add(b["int"], b["ppe"], b["rou"])
    b["inv"] = V(412, 388)
    b["tr"] = V(9870, 8904)
    b["or"] = V(1105, 966)
    b["prov"] = V(1812, 1706)
    b["bank"] = V(28750, 30500)
    b["lease"] = V(6402, 6810)
    b["tp"] = V(6118, 5440)
    b["ol"] = V(2190, 2062)
    b["tl"] = add(b["prov"], b["bank"], b["lease"], b["tp"], b["ol"])
    b["sc"] = V(2500, 2500)
    b["cr"] = V(8000, 8000)
    cash24 = Decimal(5102)
    ta24 = b["nca"][1] + b["inv"][1] + b["tr"][1] + b["or"][1] + cash24
    e24 = ta24 - b["tl"][1]
    e25 = e24 + v["ni"][2]
    cash25 = e25 + b["tl"][0] - (b["nca"][0] + b["inv"][0] + b["tr"][0] + b["or"][0])
    b["cash"] = [cash25, cash24]
    b["ca"] = add(b["inv"], b["tr"], b["or"], b["cash"])
    b["ta"] = add(b["nca"], b["ca"])
    b["te"] = sub(b["ta"], b["tl"])
    b["re"] = sub(b["te"], b["sc"], b["cr"])
    b["tel"] = add(b["te"], b["tl"])
    same(4893, b["cash"][0])
    same(82044, b["ta"][0])
    same(45272, b["tl"][0])
    same(36772, b["te"][0])
    # ---------------- page 1: cover and commentary
    pg = pdf.new_page()
    pg.fill(0, 0, 595, 12, blue)
    pg.text(50, 70, "Vellmar Kühllogistik GmbH", "hebo", 18, blue)
    pg.text(50, 90, "Quarterly Report to Lenders - Q3 2025", "helv", 12)
    pg.text(
        50, 106, "Unaudited management accounts for the quarter ended 30 September 2025", "helv", 9.5, GREY
    )
    pg.text(
        50,
        120,
        "Prepared under the Senior Facilities Agreement dated 14 March 2023, clause 21.2",
        "helv",
        8,
        GREY,
    )
    pg.text(50, 156, "1. Management commentary", "hebo", 11, blue)
    paras = [
        "Net revenue for the third quarter was EUR 18.4m, 8.9% above Q3 2024, driven by new pharma "
        "temperature-controlled contracts at the Kassel-Lohfelden hub. Year-to-date revenue of EUR 52.9m "
        "is EUR 1.3m (2.5%) ahead of budget.",
        "EBITDA for the quarter was EUR 3.1m (Q3 2024: EUR 2.6m). Energy costs fell 6% on the new "
        "fixed-price electricity contract, partly offset by wage increases under the collective "
        "agreement. Operating result (EBIT) was EUR 1.9m.",
        "Pro-forma EBITDA, including the full-year effect of the Fulda site acquired in July and "
        "expected synergies, would have been EUR 3.6m for the quarter; this figure is not used for "
        "covenant purposes.",
        "Cash decreased during the year mainly due to the EUR 1.75m scheduled term-loan repayments and "
        "the expansion capex at Kassel-Lohfelden. The revolving credit facility of EUR 5.0m remains undrawn.",
    ]
    y = 176
    for t in paras:
        y = pg.para(50, y, 495, t, "helv", 9.2) + 6
    pg.text(50, y + 14, "2. Covenant compliance (tested on the last day of the quarter)", "hebo", 11, blue)
    cov = [
        ["Covenant", "Requirement", "Actual", "Headroom"],
        ["Net leverage (net debt / LTM EBITDA)", "<= 3.50x", "2.89x", "17%"],
        ["Interest cover (LTM EBITDA / net finance costs)", ">= 4.00x", "6.07x", "34%"],
        ["Capex (YTD, EUR thousands)", "<= 6,500", "4,980", "23%"],
    ]
    pg.table(
        50,
        y + 24,
        [(230, "l"), (90, "c"), (80, "c"), (95, "c")],
        cov,
        sz=8.5,
        head_fill=(0.88, 0.91, 0.96),
        pad=4,
    )
    pg.text(50, 800, "Confidential - for the Agent and the Lenders only", "helv", 7.5, GREY)
    # ---------------- page 2: income statement
    pg = pdf.new_page()
    pg.text(50, 60, "3. Income statement", "hebo", 11, blue)
    pg.text(50, 74, "(EUR thousands)", "helv", 8.5, GREY)
    cols = [(175, "l"), (64, "r"), (64, "r"), (64, "r"), (64, "r"), (64, "r")]
    rows = [
        [
            "",
            "Q3 2025\nActual",
            "Q3 2024\nActual",
            "YTD 2025\nActual",
            "YTD 2024\nActual",
            "YTD 2025\nBudget",
        ],
        ["Net revenue", *fk(v["rev"], paren=False)],
        ["Direct costs (energy, transport, subcontractors)", *fk(v["dc"], paren=False)],
        {"cells": ["Gross margin", *fk(v["gm"], paren=False)], "font": "hebo"},
        ["Personnel expenses", *fk(v["pers"], paren=False)],
        ["Other operating expenses", *fk(v["ooe"], paren=False)],
        {"cells": ["EBITDA", *fk(v["ebitda"], paren=False)], "font": "hebo"},
        ["Depreciation and amortisation", *fk(v["da"], paren=False)],
        {"cells": ["Operating result (EBIT)", *fk(v["ebit"], paren=False)], "font": "hebo"},
        ["Net finance costs", *fk(v["fin"], paren=False)],
        {"cells": ["Result before taxes", *fk(v["pbt"], paren=False)], "font": "hebo"},
        ["Income taxes", *fk(v["tax"], paren=False)],
        {"cells": ["Net result for the period", *fk(v["ni"], paren=False)], "font": "hebo"},
    ]
    y = pg.table(50, 86, cols, rows, sz=8.2, grid="h", head_fill=(0.88, 0.91, 0.96), pad=4)
    pg.para(
        50,
        y + 14,
        495,
        "The company is a private limited company (GmbH); no earnings per share are reported.",
        "helv",
        8,
        c=GREY,
    )
    # ---------------- page 3: balance sheet
    pg = pdf.new_page()
    pg.text(50, 60, "4. Balance sheet", "hebo", 11, blue)
    pg.text(50, 74, "(EUR thousands)", "helv", 8.5, GREY)
    cols = [(255, "l"), (100, "r"), (100, "r")]
    rows = [
        ["", "30 Sep 2025", "31 Dec 2024"],
        ["Intangible assets", *fk(b["int"])],
        ["Property, plant and equipment", *fk(b["ppe"])],
        ["Right-of-use assets", *fk(b["rou"])],
        {"cells": ["Non-current assets", *fk(b["nca"])], "font": "hebo"},
        ["Inventories (spare parts, packaging)", *fk(b["inv"])],
        ["Trade receivables", *fk(b["tr"])],
        ["Other receivables and prepayments", *fk(b["or"])],
        ["Cash and cash equivalents", *fk(b["cash"])],
        {"cells": ["Current assets", *fk(b["ca"])], "font": "hebo"},
        {"cells": ["Total assets", *fk(b["ta"])], "font": "hebo", "fill": (0.88, 0.91, 0.96)},
        ["Subscribed capital", *fk(b["sc"])],
        ["Capital reserve", *fk(b["cr"])],
        ["Retained earnings incl. result for the period", *fk(b["re"])],
        {"cells": ["Total equity", *fk(b["te"])], "font": "hebo"},
        ["Provisions", *fk(b["prov"])],
        ["Liabilities to banks (term facility)", *fk(b["bank"])],
        ["Lease liabilities", *fk(b["lease"])],
        ["Trade payables", *fk(b["tp"])],
        ["Other liabilities", *fk(b["ol"])],
        {"cells": ["Total liabilities", *fk(b["tl"])], "font": "hebo"},
        {
            "cells": ["Total equity and liabilities", *fk(b["tel"])],
            "font": "hebo",
            "fill": (0.88, 0.91, 0.96),
        },
    ]
    y = pg.table(50, 86, cols, rows, sz=8.4, grid="h", head_fill=(0.88, 0.91, 0.96), pad=4)
    pg.para(
        50,
        y + 16,
        495,
        "Signed for and on behalf of Vellmar Kühllogistik GmbH: Annika Reuter, Managing Director (CFO), "
        "Kassel, 28 October 2025.",
        "helv",
        8.5,
    )
    fields = {
        "company_name": F(
            "Vellmar Kühllogistik GmbH", 1, "Vellmar Kühllogistik GmbH Quarterly Report to Lenders"
        ),
        "report_type": F("other", 1, "Quarterly Report to Lenders - Q3 2025"),
        "period_end_date": F(
            "2025-09-30", 1, "Unaudited management accounts for the quarter ended 30 September 2025"
        ),
        "currency": F("EUR", 2, "(EUR thousands)"),
        "total_revenue": F(18412000, 2, "Net revenue 18,412 16,905 52,880 48,117 51,600"),
        "operating_income": F(1887000, 2, "Operating result (EBIT) 1,887"),
        "net_income": F(1033000, 2, "Net result for the period 1,033"),
        "diluted_eps": NULL(),
        "total_assets": F(82044000, 3, "Total assets 82,044 81,130"),
        "total_liabilities": F(45272000, 3, "Total liabilities 45,272 46,518"),
        "total_equity": F(36772000, 3, "Total equity 36,772 34,612"),
        "cash_and_equivalents": F(4893000, 3, "Cash and cash equivalents 4,893 5,102"),
    }
    sums = [
        SUM(
            "EBIT",
            [
                (1, "total_revenue"),
                (
                    1,
                    T(
                        "direct costs",
                        -10218000,
                        2,
                        "Direct costs (energy, transport, subcontractors) -10,218",
                    ),
                ),
                (1, T("personnel expenses", -3905000, 2, "Personnel expenses -3,905")),
                (1, T("other operating expenses", -1214000, 2, "Other operating expenses -1,214")),
                (1, T("depreciation and amortisation", -1188000, 2, "Depreciation and amortisation -1,188")),
            ],
            "operating_income",
        ),
        SUM(
            "net result",
            [
                (1, "operating_income"),
                (1, T("net finance costs", -412000, 2, "Net finance costs -412")),
                (1, T("income taxes", -442000, 2, "Income taxes -442")),
            ],
            "net_income",
        ),
    ]
    notes = (
        "Private company's quarterly report to its lenders (report_type other), EUR thousands. Five "
        "columns side by side: Q3 2025 actual, Q3 2024 actual, year-to-date 2025 and 2024 actual, and "
        "YTD budget; the current period is the Q3 2025 quarter column (left-most). Costs are shown with "
        "minus signs. Operating income is 'Operating result (EBIT)', not EBITDA. The commentary rounds "
        "to EUR millions and adds pro-forma EBITDA and covenant ratios as distractors; the facility date "
        "and signing date are distractors for period_end_date. No EPS is reported (a GmbH), so "
        "diluted_eps is null."
    )
    return pdf, fields, notes, sums
