"""Financial statements 1-2: a US 10-Q (three and nine months, in thousands) and a US quarterly earnings
release with a net loss ($ in millions, bracketed negatives)."""

from b4_pdf import GREY, LETTER, Built, D, Doc, F, N, acct, agree, col_heads, statement


def _d(v, dec=0):
    return "$ " + acct(v, dec)


def ridgeline_10q():
    doc = Doc(
        "Ridgeline Instruments, Inc. Form 10-Q for the quarter ended September 30, 2025",
        "Ridgeline Instruments, Inc.",
        LETTER,
    )
    pg = doc.page()
    y = 70
    for s, z, f in [
        ("UNITED STATES", 11, "tibo"),
        ("SECURITIES AND EXCHANGE COMMISSION", 11, "tibo"),
        ("Washington, D.C. 20549", 9, "tiro"),
        ("", 6, "tiro"),
        ("FORM 10-Q", 16, "tibo"),
    ]:
        pg.text(306, y, s, z, f, align="c")
        y += z + 5
    y += 6
    y = pg.para(
        60,
        y,
        492,
        "[X] QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        9,
        "tibo",
    )
    pg.text(306, y + 4, "For the quarterly period ended September 30, 2025", 10, "tiro", align="c")
    pg.text(306, y + 22, "OR", 9, "tibo", align="c")
    y = pg.para(
        60,
        y + 40,
        492,
        "[ ] TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE "
        "ACT OF 1934 for the transition period from ________ to ________",
        9,
        "tiro",
    )
    pg.text(306, y + 6, "Commission File Number 001-39214", 9, "tiro", align="c")
    pg.text(306, y + 36, "Ridgeline Instruments, Inc.", 16, "tibo", align="c")
    pg.text(306, y + 50, "(Exact name of registrant as specified in its charter)", 8, "tiit", align="c")
    y += 78
    for a, b in [
        ("Delaware", "46-2281904"),
        ("(State or other jurisdiction of incorporation)", "(I.R.S. Employer Identification No.)"),
    ]:
        pg.text(180, y, a, 8.5 if a[0] != "(" else 7.5, "tiro", align="c")
        pg.text(432, y, b, 8.5 if b[0] != "(" else 7.5, "tiro", align="c")
        y += 12
    y += 8
    for s in ["1900 Foothill Parkway, Boulder, Colorado 80301", "(303) 555-0142"]:
        pg.text(306, y, s, 9, "tiro", align="c")
        y += 12
    y += 10
    pg.text(60, y, "Securities registered pursuant to Section 12(b) of the Act:", 8.5, "tibo")
    pg.text(
        60,
        y + 13,
        "Common Stock, par value $0.001 per share   |   RDGI   |   The Nasdaq Global Select Market",
        8.5,
        "tiro",
    )
    y = pg.para(
        60,
        y + 36,
        492,
        "Indicate by check mark whether the registrant (1) has filed all reports required to be filed by "
        "Section 13 or 15(d) of the Securities Exchange Act of 1934 during the preceding 12 months and (2) "
        "has been subject to such filing requirements for the past 90 days. Yes [X] No [ ]",
        8.5,
    )
    y = pg.para(
        60,
        y + 6,
        492,
        "Large accelerated filer [ ]   Accelerated filer [X]   Non-accelerated filer [ ]   "
        "Smaller reporting company [ ]   Emerging growth company [ ]",
        8.5,
    )
    pg.para(
        60,
        y + 6,
        492,
        "As of October 31, 2025, the registrant had 41,882,406 shares of common stock, $0.001 par "
        "value per share, outstanding.",
        8.5,
    )

    # ---- page 2: balance sheet
    pg = doc.page()
    pg.text(306, 60, "RIDGELINE INSTRUMENTS, INC.", 10, "hebo", align="c")
    pg.text(306, 73, "CONDENSED CONSOLIDATED BALANCE SHEETS", 10, "hebo", align="c")
    pg.text(306, 85, "(in thousands, except par value; unaudited)", 8, "heit", align="c")
    xs = [470, 560]
    y = col_heads(pg, 110, xs, [("September 30,", "December 31,"), ("2025", "2024")])
    ca = [
        ("Cash and cash equivalents", 84212, 71905),
        ("Short-term investments", 25400, 30150),
        ("Accounts receivable, net", 92318, 88740),
        ("Inventories", 118655, 109870),
        ("Prepaid expenses and other current assets", 14902, 12388),
    ]
    nca = [
        ("Property and equipment, net", 96540, 94215),
        ("Operating lease right-of-use assets", 28775, 31020),
        ("Goodwill", 142380, 142380),
        ("Intangible assets, net", 38915, 44760),
        ("Deferred tax assets", 11208, 12455),
        ("Other assets", 6130, 5872),
    ]
    cl = [
        ("Accounts payable", 41220, 38915),
        ("Accrued liabilities", 36870, 33402),
        ("Deferred revenue", 22415, 19880),
        ("Current portion of long-term debt", 10000, 10000),
    ]
    ncl = [
        ("Long-term debt, net", 128560, 135940),
        ("Operating lease liabilities, non-current", 24110, 26830),
        ("Other long-term liabilities", 9744, 10215),
    ]
    eq = [
        ("Preferred stock, $0.001 par value; 5,000 shares authorized; none issued", 0, 0),
        ("Common stock, $0.001 par value; 150,000 shares authorized", 42, 41),
        ("Additional paid-in capital", 318225, 309870),
        ("Retained earnings", 93703, 63112),
        ("Accumulated other comprehensive loss", -3118, -4450),
        ("Treasury stock, at cost", -22336, 0),
    ]

    def tot(items):
        return [sum(r[1] for r in items), sum(r[2] for r in items)]

    def lines(items, first_dollar=False):
        return [
            (
                "  " + n,
                [
                    _d(a) if first_dollar and i == 0 else acct(a),
                    _d(b) if first_dollar and i == 0 else acct(b),
                ],
                "",
            )
            for i, (n, a, b) in enumerate(items)
        ]

    tca, tnca, tcl, tncl, te = tot(ca), tot(nca), tot(cl), tot(ncl), tot(eq)
    ta = [tca[0] + tnca[0], tca[1] + tnca[1]]
    tle = [tcl[0] + tncl[0] + te[0], tcl[1] + tncl[1] + te[1]]
    assert ta == tle, (ta, tle)  # the balance sheet balances
    rows = [("ASSETS", None, "b"), ("Current assets:", None, "")] + lines(ca, True)
    rows += [("    Total current assets", [acct(v) for v in tca], "t")] + lines(nca)
    rows += [
        ("Total assets", [_d(v) for v in ta], "bT"),
        ("LIABILITIES AND STOCKHOLDERS' EQUITY", None, "b"),
        ("Current liabilities:", None, ""),
    ] + lines(cl, True)
    rows += [("    Total current liabilities", [acct(v) for v in tcl], "t")] + lines(ncl)
    rows += [
        ("Commitments and contingencies (Note 9)", None, ""),
        ("Stockholders' equity:", None, ""),
    ] + lines(eq)
    rows += [
        ("    Total stockholders' equity", [acct(v) for v in te], "t"),
        ("Total liabilities and stockholders' equity", [_d(v) for v in tle], "bT"),
    ]
    statement(pg, y + 4, rows, xs, size=8.2, lead=12.6)

    # ---- page 3: statements of operations
    pg = doc.page()
    pg.text(306, 60, "RIDGELINE INSTRUMENTS, INC.", 10, "hebo", align="c")
    pg.text(306, 73, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 10, "hebo", align="c")
    pg.text(306, 85, "(in thousands, except per share data; unaudited)", 8, "heit", align="c")
    xs = [372, 434, 500, 562]
    pg.text(403, 108, "Three Months Ended", 8, "hebo", align="c")
    pg.text(403, 118, "September 30,", 8, "hebo", align="c")
    pg.text(531, 108, "Nine Months Ended", 8, "hebo", align="c")
    pg.text(531, 118, "September 30,", 8, "hebo", align="c")
    y = col_heads(pg, 130, xs, [("2025", "2024", "2025", "2024")], colw=50)
    rev_p, rev_s = [118402, 104115, 341870, 302664], [27913, 24508, 80455, 71203]
    cor_p, cor_s = [61570, 55222, 179040, 161317], [12006, 10818, 35112, 31455]
    rd, sga, rs = [21455, 19870, 63921, 58412], [29804, 27115, 88640, 80233], [1912, 0, 4380, 1250]
    ie, oth, tax = [-2114, -2583, -6690, -7912], [845, 402, 2118, 1390], [3843, 2684, 9799, 6936]
    shb, shd = [41702, 41240, 41655, 41180], [42615, 42010, 42590, 41960]
    rev = [a + b for a, b in zip(rev_p, rev_s, strict=False)]
    cor = [a + b for a, b in zip(cor_p, cor_s, strict=False)]
    gp = [a - b for a, b in zip(rev, cor, strict=False)]
    opx = [a + b + c for a, b, c in zip(rd, sga, rs, strict=False)]
    op = [a - b for a, b in zip(gp, opx, strict=False)]
    pbt = [a + b + c for a, b, c in zip(op, ie, oth, strict=False)]
    ni = [a - b for a, b in zip(pbt, tax, strict=False)]
    eps_b = [D(a) / D(b) for a, b in zip(ni, shb, strict=False)]
    eps_d = [D(a) / D(b) for a, b in zip(ni, shd, strict=False)]

    def r(vals, dollar=False, dec=0):
        return [(_d(v, dec) if dollar else acct(v, dec)) for v in vals]

    rows = [
        ("Revenue:", None, ""),
        ("  Product", r(rev_p, True), ""),
        ("  Service", r(rev_s), ""),
        ("    Total revenue", r(rev), "t"),
        ("Cost of revenue:", None, ""),
        ("  Product", r(cor_p), ""),
        ("  Service", r(cor_s), ""),
        ("    Total cost of revenue", r(cor), "t"),
        ("Gross profit", r(gp), "bt"),
        ("Operating expenses:", None, ""),
        ("  Research and development", r(rd), ""),
        ("  Selling, general and administrative", r(sga), ""),
        ("  Restructuring charges", r(rs), ""),
        ("    Total operating expenses", r(opx), "t"),
        ("Operating income", r(op), "bt"),
        ("Interest expense", r(ie), ""),
        ("Other income, net", r(oth), ""),
        ("Income before income taxes", r(pbt), "t"),
        ("Provision for income taxes", r(tax), ""),
        ("Net income", r(ni, True), "btT"),
        ("", None, ""),
        ("Net income per share:", None, ""),
        ("  Basic", r([round(e, 2) for e in eps_b], True, 2), ""),
        ("  Diluted", r([round(e, 2) for e in eps_d], True, 2), ""),
        ("Weighted-average shares used in computing net income per share:", None, ""),
        ("  Basic", r(shb), ""),
        ("  Diluted", r(shd), ""),
    ]
    y = statement(pg, y + 4, rows, xs, size=8.2, lead=12.8, colw=50)
    pg.para(
        44, y + 10, 520, "See accompanying notes to condensed consolidated financial statements.", 8, "heit"
    )
    doc.footer(lambda i, n: f"{i}")
    fields = dict(
        company_name=F(
            "Ridgeline Instruments, Inc.",
            1,
            "Ridgeline Instruments, Inc. (Exact name of registrant as specified in its charter)",
        ),
        report_type=F("10-Q", 1, "FORM 10-Q"),
        period_end_date=F("2025-09-30", 1, "For the quarterly period ended September 30, 2025"),
        currency=F("USD", 3, "Product $ 118,402"),
        total_revenue=F(146315000, 3, "Total revenue 146,315"),
        operating_income=F(19568000, 3, "Operating income 19,568"),
        net_income=F(14456000, 3, "Net income $ 14,456"),
        diluted_eps=F(0.34, 3, "Diluted $ 0.34"),
        total_assets=F(659435000, 2, "Total assets $ 659,435"),
        total_liabilities=N(),
        total_equity=F(386516000, 2, "Total stockholders' equity 386,516"),
        cash_and_equivalents=F(84212000, 2, "Cash and cash equivalents $ 84,212"),
    )
    agree(fields, "total_revenue", "146,315", rev[0], 1000)
    agree(fields, "operating_income", "19,568", op[0], 1000)
    agree(fields, "net_income", "14,456", ni[0], 1000)
    agree(fields, "diluted_eps", "0.34", round(eps_d[0], 2))
    agree(fields, "total_assets", "659,435", ta[0], 1000)
    agree(fields, "total_equity", "386,516", te[0], 1000)
    agree(fields, "cash_and_equivalents", "84,212", ca[0][1], 1000)
    notes = (
        "10-Q for the quarter ended 2025-09-30; current period = the 'Three Months Ended September 30, 2025' "
        "column (first of four; the nine-month columns are distractors). 'in thousands' -> x1,000. "
        "total_liabilities null: the balance sheet prints 'Total current liabilities' and 'Total liabilities "
        "and stockholders' equity' but no total-liabilities line. Cover-page share count date (October 31, "
        "2025) is not the period end."
    )
    return Built(
        "b4_fs_ridgeline_10q",
        "financial_statement",
        "Ridgeline Instruments Form 10-Q Q3 2025",
        "Ridgeline Instruments, Inc.",
        doc,
        fields,
        notes,
    )


def _m(v, dollar=False):
    s = acct(D(v), 1)
    return "$ " + s if dollar else s


def tallgrass_release():
    doc = Doc("Tallgrass Mobility Reports Second Quarter 2025 Results", "Tallgrass Mobility, Inc.", LETTER)
    pg = doc.page()
    green = (0.15, 0.4, 0.2)
    pg.text(50, 56, "tallgrass", 20, "hebo", green)
    pg.text(562, 56, "NEWS RELEASE", 9, "hebo", GREY, "r")
    pg.text(50, 92, "Tallgrass Mobility Reports Second Quarter 2025 Results", 15, "hebo")
    y = pg.para(
        50,
        110,
        512,
        "Revenue up 18% year over year to $212.4 million; charging sessions up 27%; company "
        "reaffirms full-year outlook",
        10,
        "heit",
    )
    y = pg.para(
        50,
        y + 8,
        512,
        "DENVER, August 6, 2025 -- Tallgrass Mobility, Inc. (NYSE: TGMO), an operator of fast-"
        "charging networks for commercial and passenger electric vehicles, today reported financial results "
        "for the second quarter ended June 30, 2025.",
        9.5,
        "tiro",
    )
    pg.text(50, y + 10, "Second Quarter 2025 Highlights", 10.5, "hebo", green)
    y += 26
    for s in [
        "Total revenue of $212.4 million, compared with $180.0 million in the second quarter of 2024.",
        "GAAP operating loss of $18.1 million, an improvement from $21.3 million a year earlier.",
        "Net loss attributable to Tallgrass of $31.7 million, or $0.19 per share.",
        "Adjusted EBITDA (non-GAAP) of $14.2 million, versus $3.9 million in the prior-year quarter.",
        "Cash, cash equivalents and restricted cash of $330.6 million at quarter end.",
        "First-half revenue of $407.7 million, up 18% from $346.3 million.",
    ]:
        pg.text(56, y, "-", 9.5, "tiro")
        y = pg.para(66, y, 496, s, 9.5, "tiro")
    y = pg.para(
        50,
        y + 8,
        512,
        '"We delivered our sixth consecutive quarter of double-digit revenue growth while continuing to '
        'narrow our operating loss," said Dana Whitfield, Chief Executive Officer. "Network utilization '
        'reached 21% in June, and we remain on track to reach positive operating income in 2026."',
        9.5,
        "tiro",
    )
    pg.text(50, y + 10, "Outlook", 10.5, "hebo", green)
    y = pg.para(
        50,
        y + 26,
        512,
        "For the full year 2025 the company reaffirms revenue of $880 million to $910 "
        "million and Adjusted EBITDA of $55 million to $65 million.",
        9.5,
        "tiro",
    )
    pg.text(50, y + 10, "Conference Call", 10.5, "hebo", green)
    y = pg.para(
        50,
        y + 26,
        512,
        "Management will host a conference call on August 6, 2025 at 4:30 p.m. ET. A webcast "
        "and replay will be available at investors.tallgrass.example.",
        9.5,
        "tiro",
    )
    pg.para(
        50,
        y + 12,
        512,
        "Forward-looking statements: this release contains forward-looking statements, including our "
        "outlook, that involve risks and uncertainties; actual results may differ materially. Adjusted "
        "EBITDA is a non-GAAP measure; a reconciliation to net loss is included in this release.",
        8,
        "tiit",
        color=GREY,
    )

    # ---- page 2: statements of operations
    pg = doc.page()
    pg.text(306, 56, "TALLGRASS MOBILITY, INC.", 10, "hebo", align="c")
    pg.text(306, 69, "Condensed Consolidated Statements of Operations (Unaudited)", 10, "hebo", align="c")
    pg.text(306, 81, "($ in millions, except per share amounts)", 8, "heit", align="c")
    xs = [380, 440, 506, 566]
    pg.text(410, 104, "Three Months Ended", 8, "hebo", align="c")
    pg.text(410, 114, "June 30,", 8, "hebo", align="c")
    pg.text(536, 104, "Six Months Ended", 8, "hebo", align="c")
    pg.text(536, 114, "June 30,", 8, "hebo", align="c")
    y = col_heads(pg, 126, xs, [("2025", "2024", "2025", "2024")], colw=50)
    T = [
        ("chg", ["148.9", "121.6", "286.3", "233.0"]),
        ("hw", ["51.2", "47.5", "97.4", "92.1"]),
        ("sw", ["12.3", "10.9", "24.0", "21.2"]),
        ("cor", ["158.3", "139.4", "306.9", "271.8"]),
        ("rd", ["24.6", "22.8", "48.9", "45.1"]),
        ("sm", ["19.8", "18.2", "38.7", "36.0"]),
        ("ga", ["21.5", "20.9", "43.2", "41.6"]),
        ("imp", ["6.3", "0", "6.3", "0"]),
        ("int", ["-11.9", "-9.4", "-22.8", "-18.1"]),
        ("war", ["-1.2", "3.8", "0.9", "5.6"]),
        ("tax", ["0.8", "0.5", "1.3", "0.9"]),
        ("nci", ["-0.3", "-0.2", "-0.6", "-0.4"]),
        ("sh", ["166.8", "160.2", "165.9", "159.7"]),
    ]
    v = {k: [D(x) for x in xs_] for k, xs_ in T}
    rev = [a + b + c for a, b, c in zip(v["chg"], v["hw"], v["sw"], strict=False)]
    gp = [a - b for a, b in zip(rev, v["cor"], strict=False)]
    opx = [a + b + c + d for a, b, c, d in zip(v["rd"], v["sm"], v["ga"], v["imp"], strict=False)]
    op = [a - b for a, b in zip(gp, opx, strict=False)]
    lbt = [a + b + c for a, b, c in zip(op, v["int"], v["war"], strict=False)]
    nl = [a - b for a, b in zip(lbt, v["tax"], strict=False)]
    nla = [a - b for a, b in zip(nl, v["nci"], strict=False)]
    eps = [round(a / b, 2) for a, b in zip(nla, v["sh"], strict=False)]

    def r(vals, dollar=False):
        return [_m(x, dollar) for x in vals]

    rows = [
        ("Revenue:", None, ""),
        ("  Charging services", r(v["chg"], True), ""),
        ("  Hardware sales", r(v["hw"]), ""),
        ("  Software and other", r(v["sw"]), ""),
        ("    Total revenue", r(rev), "t"),
        ("Cost of revenue (exclusive of depreciation shown below)", r(v["cor"]), ""),
        ("Gross profit", r(gp), "t"),
        ("Operating expenses:", None, ""),
        ("  Research and development", r(v["rd"]), ""),
        ("  Sales and marketing", r(v["sm"]), ""),
        ("  General and administrative", r(v["ga"]), ""),
        ("  Impairment of long-lived assets", r(v["imp"]), ""),
        ("    Total operating expenses", r(opx), "t"),
        ("Operating loss", r(op), "bt"),
        ("Interest expense, net", r(v["int"]), ""),
        ("Change in fair value of warrant liabilities", r(v["war"]), ""),
        ("Loss before income taxes", r(lbt), "t"),
        ("Income tax expense", r(v["tax"]), ""),
        ("Net loss", r(nl, True), "t"),
        ("Less: net loss attributable to noncontrolling interests", r(v["nci"]), ""),
        ("Net loss attributable to Tallgrass Mobility, Inc.", r(nla, True), "btT"),
        ("", None, ""),
        ("Net loss per share attributable to common stockholders,", None, ""),
        ("  basic and diluted", [f"$ {acct(e, 2)}" for e in eps], ""),
        ("Weighted-average shares outstanding, basic and diluted (millions)", r(v["sh"]), ""),
    ]
    statement(pg, y + 4, rows, xs, size=8.1, lead=12.8, colw=50)

    # ---- page 3: balance sheet and Adjusted EBITDA
    pg = doc.page()
    pg.text(306, 56, "TALLGRASS MOBILITY, INC.", 10, "hebo", align="c")
    pg.text(306, 69, "Condensed Consolidated Balance Sheets (Unaudited)", 10, "hebo", align="c")
    pg.text(306, 81, "($ in millions)", 8, "heit", align="c")
    xs = [470, 560]
    y = col_heads(pg, 102, xs, [("June 30,", "December 31,"), ("2025", "2024")])
    ca = [
        ("Cash and cash equivalents", "318.6", "402.9"),
        ("Restricted cash", "12.0", "12.0"),
        ("Accounts receivable, net", "96.4", "88.1"),
        ("Inventory", "71.3", "64.8"),
        ("Prepaid expenses and other current assets", "22.5", "19.7"),
    ]
    nca = [
        ("Property and equipment, net", "1184.7", "1102.3"),
        ("Operating lease right-of-use assets", "143.2", "138.5"),
        ("Intangible assets, net", "52.8", "57.4"),
        ("Goodwill", "118.9", "118.9"),
        ("Other assets", "31.4", "29.6"),
    ]
    cl = [
        ("Accounts payable", "84.6", "91.2"),
        ("Accrued expenses", "77.9", "70.4"),
        ("Deferred revenue", "41.3", "36.8"),
        ("Operating lease liabilities, current", "18.2", "17.1"),
        ("Current portion of long-term debt", "25.0", "25.0"),
    ]
    ncl = [
        ("Long-term debt, net", "612.4", "574.8"),
        ("Operating lease liabilities, non-current", "131.7", "127.6"),
        ("Warrant liabilities", "14.6", "15.5"),
        ("Other liabilities", "22.8", "21.0"),
    ]
    sh = [
        ("Common stock", "0.2", "0.2"),
        ("Additional paid-in capital", "1892.9", "1865.5"),
        ("Accumulated deficit", "-877.3", "-818.4"),
        ("Accumulated other comprehensive loss", "-1.8", "-2.4"),
    ]
    nci = [("Noncontrolling interests", "9.3", "9.9")]

    def tot(items):
        return [sum(D(x[1]) for x in items), sum(D(x[2]) for x in items)]

    def lines(items, dollar=False):
        return [
            ("  " + n, [_m(a, dollar and i == 0), _m(b, dollar and i == 0)], "")
            for i, (n, a, b) in enumerate(items)
        ]

    tca, tnca, tcl, tsh, tnci = tot(ca), tot(nca), tot(cl), tot(sh), tot(nci)
    ta = [tca[0] + tnca[0], tca[1] + tnca[1]]
    teq = [tsh[0] + tnci[0], tsh[1] + tnci[1]]
    tle = [tcl[i] + tot(ncl)[i] + teq[i] for i in range(2)]
    assert ta == tle, (ta, tle)
    # equity roll-forward: six-month net loss (incl. NCI) + APIC from stock compensation + AOCI change
    assert teq[0] - teq[1] == nl[2] + D("27.4") + D("0.6"), teq
    rows = (
        [("Assets", None, "b")] + lines(ca, True) + [("    Total current assets", [_m(x) for x in tca], "t")]
    )
    rows += lines(nca) + [
        ("Total assets", [_m(x, True) for x in ta], "bT"),
        ("Liabilities and equity", None, "b"),
    ]
    rows += lines(cl, True) + [("    Total current liabilities", [_m(x) for x in tcl], "t")] + lines(ncl)
    rows += [("Commitments and contingencies", None, "")] + lines(sh)
    rows += [("    Total Tallgrass Mobility, Inc. stockholders' equity", [_m(x) for x in tsh], "t")] + lines(
        nci
    )
    rows += [
        ("    Total equity", [_m(x) for x in teq], "t"),
        ("Total liabilities and equity", [_m(x, True) for x in tle], "bT"),
    ]
    y = statement(pg, y + 4, rows, xs, size=8.1, lead=12.3)
    pg.text(44, y + 14, "Reconciliation of Net Loss to Adjusted EBITDA (non-GAAP; $ in millions)", 9, "hebo")
    rec = [
        ("Net loss", "-32.0", "-27.4"),
        ("Interest expense, net", "11.9", "9.4"),
        ("Income tax expense", "0.8", "0.5"),
        ("Depreciation and amortization", "19.6", "17.8"),
        ("Stock-based compensation", "6.4", "7.4"),
        ("Impairment of long-lived assets", "6.3", "0"),
        ("Change in fair value of warrant liabilities", "1.2", "-3.8"),
    ]
    ebitda = tot(rec)
    assert [_m(x) for x in ebitda] == ["14.2", "3.9"] and D(rec[0][1]) == nl[0]
    yy = col_heads(pg, y + 32, xs, [("Three Months Ended June 30,", ""), ("2025", "2024")], size=7.5)
    statement(
        pg,
        yy,
        lines(rec, True) + [("Adjusted EBITDA", [_m(x, True) for x in ebitda], "btT")],
        xs,
        size=8.1,
        lead=12.3,
    )
    doc.footer(lambda i, n: f"Tallgrass Mobility, Inc. - Second Quarter 2025 Results - Page {i} of {n}")
    fields = dict(
        company_name=F("Tallgrass Mobility, Inc.", 1, "Tallgrass Mobility, Inc. (NYSE: TGMO)"),
        report_type=F("earnings_release", 1, "Tallgrass Mobility Reports Second Quarter 2025 Results"),
        period_end_date=F("2025-06-30", 1, "second quarter ended June 30, 2025"),
        currency=F("USD", 2, "Charging services $ 148.9"),
        total_revenue=F(212400000, 2, "Total revenue 212.4"),
        operating_income=F(-18100000, 2, "Operating loss (18.1)"),
        net_income=F(-31700000, 2, "Net loss attributable to Tallgrass Mobility, Inc. $ (31.7)"),
        diluted_eps=F(-0.19, 2, "basic and diluted $ (0.19)"),
        total_assets=F(2051800000, 3, "Total assets $ 2,051.8"),
        total_liabilities=N(),
        total_equity=F(1023300000, 3, "Total equity 1,023.3"),
        cash_and_equivalents=F(318600000, 3, "Cash and cash equivalents $ 318.6"),
    )
    agree(fields, "total_revenue", "212.4", rev[0], 10**6)
    agree(fields, "operating_income", "(18.1)", op[0], 10**6)
    agree(fields, "net_income", "(31.7)", nla[0], 10**6)
    agree(fields, "diluted_eps", "(0.19)", eps[0])
    agree(fields, "total_assets", "2,051.8", ta[0], 10**6)
    agree(fields, "total_equity", "1,023.3", teq[0], 10**6)
    agree(fields, "cash_and_equivalents", "318.6", D(ca[0][1]), 10**6)
    notes = (
        "Q2 2025 earnings release with a loss; current period = three months ended 2025-06-30 (first column; "
        "the six-month columns are distractors). '$ in millions' -> x1,000,000; bracketed figures are "
        "negative: operating_income = 'Operating loss (18.1)', net_income = the attributable line (31.7) "
        "(not 'Net loss' (32.0)), diluted_eps = 'basic and diluted $ (0.19)'. total_equity = 'Total equity' "
        "incl. noncontrolling interests. total_liabilities null: no total-liabilities line. Page-1 '$330.6 "
        "million' includes restricted cash and is not cash_and_equivalents; Adjusted EBITDA is non-GAAP."
    )
    return Built(
        "b4_fs_tallgrass_release",
        "financial_statement",
        "Tallgrass Mobility Q2 2025 earnings release",
        "Tallgrass Mobility, Inc.",
        doc,
        fields,
        notes,
    )


BUILDERS = [ridgeline_10q, tallgrass_release]
