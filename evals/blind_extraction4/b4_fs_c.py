"""Financial statement 5: a Canadian private company's annual report (thousands of CAD, single-step
income statement, no operating-income line, no EPS)."""

from b4_pdf import GREY, LETTER, Built, Doc, F, N, acct, agree, col_heads, statement


def prairie_annual():
    doc = Doc("Prairie Hearth Foods Ltd. 2025 Annual Report", "Prairie Hearth Foods Ltd.", LETTER)
    wheat = (0.55, 0.4, 0.1)
    pg = doc.page()
    pg.text(306, 110, "Prairie Hearth Foods Ltd.", 24, "tibo", wheat, "c")
    pg.text(306, 138, "2025 Annual Report", 16, "tiro", align="c")
    pg.text(306, 156, "Year ended August 31, 2025", 10, "tiit", GREY, "c")
    pg.text(60, 200, "Financial highlights", 12, "tibo", wheat)
    pg.text(60, 213, "(in thousands of Canadian dollars, except per share amounts)", 8, "tiit", GREY)
    xs = [470, 552]
    y = col_heads(pg, 232, xs, [("2025", "2024")], 8.5, "tibo")
    hl = [
        ("Revenue", "186,402", "171,955"),
        ("EBITDA (income before income taxes, interest and amortization)", "23,904", "20,492"),
        ("Net income", "11,276", "9,018"),
        ("Dividends declared per common share", "$2.40", "$2.10"),
        ("Capital expenditures", "9,884", "12,310"),
    ]
    y = statement(pg, y + 2, [(a, [b, c], "") for a, b, c in hl], xs, 8.8, 15, 60, "tiro", "tibo")
    pg.text(60, y + 24, "Independent Auditor's Report (extract)", 12, "tibo", wheat)
    y = pg.para(
        60,
        y + 44,
        492,
        "To the Shareholders of Prairie Hearth Foods Ltd.: We have audited the financial "
        "statements of Prairie Hearth Foods Ltd., which comprise the balance sheet as at August 31, 2025, "
        "and the statements of operations and retained earnings and cash flows for the year then ended, and "
        "notes to the financial statements. In our opinion, the accompanying financial statements present "
        "fairly, in all material respects, the financial position of the Company as at August 31, 2025, and "
        "its results of operations and its cash flows for the year then ended in accordance with Canadian "
        "accounting standards for private enterprises.",
        9.5,
        "tiro",
        lead=13.5,
    )
    for s in [
        "Kowalchuk Reimer LLP",
        "Chartered Professional Accountants",
        "Saskatoon, Saskatchewan",
        "November 14, 2025",
    ]:
        pg.text(60, y + 12, s, 9.5, "tiit")
        y += 13

    # ---- page 2: statement of operations and retained earnings
    pg = doc.page()
    pg.text(306, 60, "Prairie Hearth Foods Ltd.", 12, "tibo", align="c")
    pg.text(306, 76, "Statement of Operations and Retained Earnings", 11, "tibo", align="c")
    pg.text(306, 90, "Year ended August 31, 2025", 9, "tiro", align="c")
    pg.text(306, 102, "(in thousands of Canadian dollars)", 8, "tiit", align="c")
    y = col_heads(pg, 126, xs, [("2025", "2024")], 8.5, "tibo")
    rev = [("Product sales", 178315, 164420), ("Co-packing fees", 8087, 7535)]
    exp = [
        ("Cost of sales", 128940, 119885),
        ("Selling and distribution", 21374, 19802),
        ("General and administrative", 11970, 11924),
        ("Amortization of property and equipment", 6902, 6311),
        ("Interest on long-term debt", 2180, 2405),
        ("Foreign exchange loss (gain)", 214, -148),
    ]
    tax = [("Current", 3256, 2608), ("Future", 290, 150)]

    def tot(items):
        return [sum(x[1] for x in items), sum(x[2] for x in items)]

    def lines(items, dollar=False):
        return [
            (
                "  " + n,
                [
                    ("$ " if dollar and i == 0 else "") + acct(a),
                    ("$ " if dollar and i == 0 else "") + acct(b),
                ],
                "",
            )
            for i, (n, a, b) in enumerate(items)
        ]

    trev, texp, ttax = tot(rev), tot(exp), tot(tax)
    ibt = [trev[i] - texp[i] for i in (0, 1)]
    ni = [ibt[i] - ttax[i] for i in (0, 1)]
    ebitda = [ibt[i] + exp[4][1 + i] + exp[3][1 + i] for i in (0, 1)]
    assert [acct(x) for x in ebitda] == ["23,904", "20,492"] and [acct(x) for x in ni] == ["11,276", "9,018"]
    re_open = [50105, 44867]
    div = [2400 * 1800 // 1000, 2100 * 1800 // 1000]  # $2.40 / $2.10 per share on 1,800 thousand shares
    re_close = [re_open[i] + ni[i] - div[i] for i in (0, 1)]
    assert re_close[1] == re_open[0]
    rows = (
        [("Revenue", None, "b")]
        + lines(rev, True)
        + [("    Total revenue", [acct(x) for x in trev], "bt"), ("Expenses", None, "b")]
        + lines(exp)
    )
    rows += [
        ("    Total expenses", [acct(x) for x in texp], "t"),
        ("Income before income taxes", [acct(x) for x in ibt], "bt"),
        ("Income taxes", None, ""),
    ] + lines(tax)
    rows += [
        ("    Total income taxes", [acct(x) for x in ttax], "t"),
        ("Net income for the year", [acct(x) for x in ni], "bt"),
        ("Retained earnings, beginning of year", [acct(x) for x in re_open], ""),
        ("Dividends declared ($2.40 per common share; 2024 - $2.10)", [acct(-x) for x in div], ""),
        ("Retained earnings, end of year", ["$ " + acct(x) for x in re_close], "btT"),
    ]
    statement(pg, y + 4, rows, xs, 8.8, 14.5, 60, "tiro", "tibo")

    # ---- page 3: balance sheet
    pg = doc.page()
    pg.text(306, 60, "Prairie Hearth Foods Ltd.", 12, "tibo", align="c")
    pg.text(306, 76, "Balance Sheet", 11, "tibo", align="c")
    pg.text(306, 90, "As at August 31, 2025", 9, "tiro", align="c")
    pg.text(306, 102, "(in thousands of Canadian dollars)", 8, "tiit", align="c")
    y = col_heads(pg, 126, xs, [("2025", "2024")], 8.5, "tibo")
    ca = [
        ("Cash and cash equivalents", 6418, 3902),
        ("Accounts receivable", 15034, 17140),
        ("Inventories", 24390, 22811),
        ("Prepaid expenses", 1204, 1088),
    ]
    nca = [("Property and equipment", 64491, 61509), ("Intangible assets", 2310, 2590)]
    cl = [
        ("Accounts payable and accrued liabilities", 15884, 14730),
        ("Income taxes payable", 912, 640),
        ("Dividends payable", 1080, 945),
        ("Current portion of long-term debt", 4000, 4000),
    ]
    ncl = [("Long-term debt", 22500, 26500), ("Future income taxes", 3410, 3120)]
    eq = [
        ("Share capital (1,800,000 common shares)", 9000, 9000),
        ("Retained earnings", re_close[0], re_close[1]),
    ]
    ta = [tot(ca)[i] + tot(nca)[i] for i in (0, 1)]
    tl = [tot(cl)[i] + tot(ncl)[i] for i in (0, 1)]
    te = tot(eq)
    assert ta == [tl[i] + te[i] for i in (0, 1)]
    rows = [("Assets", None, "b"), ("Current assets", None, "")] + lines(ca, True)
    rows += [("", [acct(x) for x in tot(ca)], "t")] + lines(nca)
    rows += [
        ("Total assets", ["$ " + acct(x) for x in ta], "btT"),
        ("Liabilities", None, "b"),
        ("Current liabilities", None, ""),
    ] + lines(cl, True)
    rows += [("", [acct(x) for x in tot(cl)], "t")] + lines(ncl)
    rows += [("Total liabilities", [acct(x) for x in tl], "bt"), ("Shareholders' equity", None, "b")] + lines(
        eq
    )
    rows += [
        ("Total shareholders' equity", [acct(x) for x in te], "bt"),
        ("Total liabilities and shareholders' equity", ["$ " + acct(ta[i]) for i in (0, 1)], "btT"),
    ]
    y = statement(pg, y + 4, rows, xs, 8.8, 14.5, 60, "tiro", "tibo")
    pg.para(
        60,
        y + 16,
        492,
        "Approved on behalf of the Board: Lorne Baptiste, Director; Evelyn Sawchuk, Director",
        9,
        "tiit",
    )
    doc.footer(lambda i, n: f"{i}", font="tiro")
    fields = dict(
        company_name=F("Prairie Hearth Foods Ltd.", 1, "Prairie Hearth Foods Ltd. 2025 Annual Report"),
        report_type=F("annual_report", 1, "2025 Annual Report"),
        period_end_date=F("2025-08-31", 2, "Year ended August 31, 2025"),
        currency=F("CAD", 2, "(in thousands of Canadian dollars)"),
        total_revenue=F(186402000, 2, "Total revenue 186,402"),
        operating_income=N(),
        net_income=F(11276000, 2, "Net income for the year 11,276"),
        diluted_eps=N(),
        total_assets=F(113847000, 3, "Total assets $ 113,847"),
        total_liabilities=F(47786000, 3, "Total liabilities 47,786"),
        total_equity=F(66061000, 3, "Total shareholders' equity 66,061"),
        cash_and_equivalents=F(6418000, 3, "Cash and cash equivalents $ 6,418"),
    )
    agree(fields, "total_revenue", "186,402", trev[0], 1000)
    agree(fields, "net_income", "11,276", ni[0], 1000)
    agree(fields, "total_assets", "113,847", ta[0], 1000)
    agree(fields, "total_liabilities", "47,786", tl[0], 1000)
    agree(fields, "total_equity", "66,061", te[0], 1000)
    agree(fields, "cash_and_equivalents", "6,418", ca[0][1], 1000)
    notes = (
        "Private Canadian company (ASPE), fiscal year ended 2025-08-31, thousands of CAD -> x1,000. "
        "operating_income null: the single-step statement goes from 'Total expenses' to 'Income before "
        "income taxes' with no operating-income line (EBITDA in the highlights is a near-miss). diluted_eps "
        "null: no earnings per share is printed; 'Dividends declared per common share $2.40' is a near-miss. "
        "The auditor's report date (November 14, 2025) is not the period end."
    )
    return Built(
        "b4_fs_prairie_annual",
        "financial_statement",
        "Prairie Hearth Foods Ltd. 2025 Annual Report",
        "Prairie Hearth Foods Ltd.",
        doc,
        fields,
        notes,
    )


BUILDERS = [prairie_annual]
