"""Financial statement builders (5 documents).  All companies and figures are fictional."""

from decimal import Decimal

from common import NULL, F, doc, num, same, tot
from pdfkit import A4, GREY, LETTER, WHITE, Pdf


def _chk(rows, total_label, part_labels, col):
    """Assert that rows[total_label][col] == sum of the parts (by label)."""
    d = {r[0]: r[1] for r in rows if r[1]}
    same(num(d[total_label][col]), tot(*[d[p][col] for p in part_labels]))


def _colsum(rows, labels, col):
    d = {r[0]: r[1] for r in rows if r[1]}
    return tot(*[d[p][col] for p in labels])


# ====================================================================== 10-Q
@doc(
    "b5_fs_10q_quarterly",
    "financial_statement",
    "Aldenmoor Instruments, Inc. - Form 10-Q for the quarter ended June 29, 2024 (excerpt)",
)
def fs_10q():
    pdf = Pdf(LETTER)
    # ---------------- cover
    pg = pdf.new_page()
    c = 306
    pg.text(c, 60, "UNITED STATES", "tibo", 12, al="c")
    pg.text(c, 75, "SECURITIES AND EXCHANGE COMMISSION", "tibo", 12, al="c")
    pg.text(c, 89, "Washington, D.C. 20549", "tiro", 10, al="c")
    pg.line(246, 98, 366, 98, w=1)
    pg.text(c, 122, "FORM 10-Q", "tibo", 16, al="c")
    pg.line(246, 132, 366, 132, w=1)
    pg.checkbox(72, 158, True)
    pg.para(
        86,
        158,
        454,
        "QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        "tibo",
        9.5,
    )
    pg.text(c, 188, "For the quarterly period ended June 29, 2024", "tibo", 10, al="c")
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
    pg.text(c, 256, "For the transition period from ____________ to ____________", "tiro", 9.5, al="c")
    pg.text(c, 274, "Commission File Number 001-38817", "tiro", 9.5, al="c")
    pg.text(c, 306, "ALDENMOOR INSTRUMENTS, INC.", "tibo", 15, al="c")
    pg.text(c, 320, "(Exact name of registrant as specified in its charter)", "tiro", 8.5, al="c")
    pg.table(
        96,
        334,
        [(210, "c"), (210, "c")],
        [
            {"cells": ["Delaware", "84-3319027"], "font": "tibo"},
            [
                "(State or other jurisdiction of incorporation or organization)",
                "(I.R.S. Employer Identification No.)",
            ],
        ],
        sz=8,
        f="tiro",
        head=0,
        grid="none",
        pad=2,
    )
    pg.text(c, 380, "2700 Research Parkway, Boulder, Colorado 80301", "tibo", 9.5, al="c")
    pg.text(c, 392, "(Address of principal executive offices) (Zip Code)", "tiro", 8.5, al="c")
    pg.text(c, 408, "(303) 555-0140", "tibo", 9.5, al="c")
    pg.text(c, 420, "(Registrant's telephone number, including area code)", "tiro", 8.5, al="c")
    pg.text(72, 446, "Securities registered pursuant to Section 12(b) of the Act:", "tiro", 9)
    pg.table(
        72,
        452,
        [(200, "c"), (100, "c"), (168, "c")],
        [
            ["Title of each class", "Trading Symbol(s)", "Name of each exchange on which registered"],
            ["Common Stock, $0.001 par value", "ALDM", "The Nasdaq Global Select Market"],
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
        510,
        468,
        "Indicate by check mark whether the registrant (1) has filed all reports "
        "required to be filed by Section 13 or 15(d) of the Securities Exchange Act of 1934 during "
        "the preceding 12 months and (2) has been subject to such filing requirements for the past "
        "90 days. Yes [X] No [ ]",
        "tiro",
        8.5,
    )
    y = pg.para(
        72,
        y + 4,
        468,
        "Indicate by check mark whether the registrant is a large accelerated filer, "
        "an accelerated filer, a non-accelerated filer, a smaller reporting company, or an emerging "
        "growth company. Large accelerated filer [X] Accelerated filer [ ] Non-accelerated filer [ ] "
        "Smaller reporting company [ ] Emerging growth company [ ]",
        "tiro",
        8.5,
    )
    y = pg.para(
        72,
        y + 4,
        468,
        "Indicate by check mark whether the registrant is a shell company (as defined "
        "in Rule 12b-2 of the Exchange Act). Yes [ ] No [X]",
        "tiro",
        8.5,
    )
    pg.para(
        72,
        y + 4,
        468,
        "As of July 31, 2024, the registrant had 41,206,551 shares of common stock, "
        "$0.001 par value per share, outstanding.",
        "tiro",
        8.5,
    )

    # ---------------- statements of operations (prior period LEFT, current RIGHT)
    pg2 = pdf.new_page()
    pg2.text(306, 56, "PART I. FINANCIAL INFORMATION", "tibo", 10, al="c")
    pg2.text(72, 76, "Item 1. Financial Statements", "tibo", 10)
    pg2.text(306, 98, "ALDENMOOR INSTRUMENTS, INC.", "tibo", 10, al="c")
    pg2.text(306, 110, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", "tibo", 10, al="c")
    pg2.text(306, 122, "(In thousands, except per share amounts)", "tiro", 9, al="c")
    pg2.text(306, 133, "(Unaudited)", "tiro", 9, al="c")
    hdr = [
        [("Three Months Ended", 0, 1), ("Six Months Ended", 2, 3)],
        [("July 1,", 0, 0), ("June 29,", 1, 1), ("July 1,", 2, 2), ("June 29,", 3, 3)],
        [("2023", 0, 0), ("2024", 1, 1), ("2023", 2, 2), ("2024", 3, 3)],
    ]
    IS = [
        ("Revenue:", None, "h"),
        ("Product", ["98,412", "104,877", "191,305", "203,966"], "1$"),
        ("Service", ["21,730", "24,118", "42,611", "47,402"], "1"),
        ("Total revenue", ["120,142", "128,995", "233,916", "251,368"], "2t"),
        ("Cost of revenue:", None, "h"),
        ("Product", ["46,210", "48,305", "90,177", "94,990"], "1"),
        ("Service", ["11,904", "12,766", "23,180", "25,113"], "1"),
        ("Total cost of revenue", ["58,114", "61,071", "113,357", "120,103"], "2t"),
        ("Gross profit", ["62,028", "67,924", "120,559", "131,265"], "t"),
        ("Operating expenses:", None, "h"),
        ("Research and development", ["17,455", "18,902", "34,310", "37,488"], "1"),
        ("Selling, general and administrative", ["28,317", "29,660", "56,021", "58,935"], "1"),
        ("Restructuring charges", ["—", "2,140", "—", "2,140"], "1"),
        ("Total operating expenses", ["45,772", "50,702", "90,331", "98,563"], "2t"),
        ("Operating income", ["16,256", "17,222", "30,228", "32,702"], "t"),
        ("Interest expense", ["(2,118)", "(1,874)", "(4,290)", "(3,802)"], ""),
        ("Other income, net", ["611", "905", "1,044", "1,733"], ""),
        ("Income before income taxes", ["14,749", "16,253", "26,982", "30,633"], "t"),
        ("Provision for income taxes", ["3,097", "3,576", "5,666", "6,626"], ""),
        ("Net income", ["11,652", "12,677", "21,316", "24,007"], "t"),
        ("Less: Net income attributable to noncontrolling interests", ["214", "263", "402", "519"], ""),
        (
            "Net income attributable to Aldenmoor Instruments, Inc.",
            ["11,438", "12,414", "20,914", "23,488"],
            "t$d",
        ),
        ("Net income per share attributable to Aldenmoor Instruments, Inc.:", None, "h"),
        ("Basic", ["0.28", "0.30", "0.51", "0.57"], "1$"),
        ("Diluted", ["0.27", "0.29", "0.50", "0.56"], "1$d"),
        ("Weighted-average shares used in computing net income per share:", None, "h"),
        ("Basic", ["40,851", "41,122", "40,790", "41,050"], "1"),
        ("Diluted", ["41,960", "42,380", "41,900", "42,300"], "1d"),
    ]
    for col in range(4):
        d = {r[0]: r[1] for r in IS if r[1]}
        same(num(d["Total revenue"][col]), tot(IS[1][1][col], IS[2][1][col]))
        same(num(d["Gross profit"][col]), num(d["Total revenue"][col]) - num(d["Total cost of revenue"][col]))
        same(
            num(d["Operating income"][col]),
            num(d["Gross profit"][col]) - num(d["Total operating expenses"][col]),
        )
        same(
            num(d["Income before income taxes"][col]),
            tot(d["Operating income"][col], d["Interest expense"][col], d["Other income, net"][col]),
        )
        same(
            num(d["Net income"][col]),
            num(d["Income before income taxes"][col]) - num(d["Provision for income taxes"][col]),
        )
        same(
            num(d["Net income attributable to Aldenmoor Instruments, Inc."][col]),
            num(d["Net income"][col])
            - num(d["Less: Net income attributable to noncontrolling interests"][col]),
        )
    pg2.fin_table(72, 140, 232, 50, hdr, IS, sz=8.2, gap=8)
    pg2.text(
        306, 720, "See accompanying notes to condensed consolidated financial statements.", "tiit", 8, al="c"
    )

    # ---------------- balance sheet (current LEFT)
    pg3 = pdf.new_page()
    pg3.text(306, 56, "ALDENMOOR INSTRUMENTS, INC.", "tibo", 10, al="c")
    pg3.text(306, 68, "CONDENSED CONSOLIDATED BALANCE SHEETS", "tibo", 10, al="c")
    pg3.text(306, 80, "(In thousands, except par value)", "tiro", 9, al="c")
    pg3.text(306, 91, "(Unaudited)", "tiro", 9, al="c")
    hdr = [[("June 29,", 0, 0), ("December 30,", 1, 1)], [("2024", 0, 0), ("2023", 1, 1)]]
    BS = [
        ("ASSETS", None, "h"),
        ("Current assets:", None, "h"),
        ("Cash and cash equivalents", ["84,316", "71,905"], "1$"),
        ("Short-term investments", ["22,500", "30,000"], "1"),
        ("Accounts receivable, net", ["79,842", "74,118"], "1"),
        ("Inventories", ["96,207", "91,534"], "1"),
        ("Prepaid expenses and other current assets", ["11,630", "10,472"], "1"),
        ("Total current assets", ["294,495", "278,029"], "2t"),
        ("Property, plant and equipment, net", ["88,714", "86,220"], ""),
        ("Operating lease right-of-use assets", ["23,408", "25,116"], ""),
        ("Goodwill", ["141,880", "141,880"], ""),
        ("Intangible assets, net", ["37,226", "41,018"], ""),
        ("Deferred tax assets", ["6,915", "6,402"], ""),
        ("Other assets", ["5,342", "5,001"], ""),
        ("Total assets", ["597,980", "583,666"], "t$d"),
        ("LIABILITIES AND EQUITY", None, "h"),
        ("Current liabilities:", None, "h"),
        ("Accounts payable", ["38,115", "41,207"], "1$"),
        ("Accrued compensation and benefits", ["19,884", "24,310"], "1"),
        ("Other accrued liabilities", ["21,402", "19,966"], "1"),
        ("Deferred revenue", ["27,731", "25,089"], "1"),
        ("Current portion of long-term debt", ["10,000", "10,000"], "1"),
        ("Operating lease liabilities, current", ["5,904", "5,812"], "1"),
        ("Total current liabilities", ["123,036", "126,384"], "2t"),
        ("Long-term debt, net", ["128,462", "133,395"], ""),
        ("Operating lease liabilities, noncurrent", ["19,377", "21,240"], ""),
        ("Deferred revenue, noncurrent", ["8,120", "7,655"], ""),
        ("Other long-term liabilities", ["9,208", "9,736"], ""),
        ("Total liabilities", ["288,203", "298,410"], "t"),
        ("Commitments and contingencies (Note 11)", None, ""),
        ("Stockholders' equity:", None, "h"),
        (
            "Common stock, $0.001 par value; 41,187 and 40,960 shares issued and outstanding",
            ["41", "41"],
            "1",
        ),
        ("Additional paid-in capital", ["195,939", "192,316"], "1"),
        ("Retained earnings", ["106,640", "87,602"], "1"),
        ("Accumulated other comprehensive loss", ["(1,777)", "(3,118)"], "1"),
        ("Total Aldenmoor Instruments, Inc. stockholders' equity", ["300,843", "276,841"], "2t"),
        ("Noncontrolling interests", ["8,934", "8,415"], ""),
        ("Total equity", ["309,777", "285,256"], "t"),
        ("Total liabilities and equity", ["597,980", "583,666"], "t$d"),
    ]
    for col in range(2):
        _chk(
            BS,
            "Total current assets",
            [
                "Cash and cash equivalents",
                "Short-term investments",
                "Accounts receivable, net",
                "Inventories",
                "Prepaid expenses and other current assets",
            ],
            col,
        )
        _chk(
            BS,
            "Total assets",
            [
                "Total current assets",
                "Property, plant and equipment, net",
                "Operating lease right-of-use assets",
                "Goodwill",
                "Intangible assets, net",
                "Deferred tax assets",
                "Other assets",
            ],
            col,
        )
        _chk(
            BS,
            "Total current liabilities",
            [
                "Accounts payable",
                "Accrued compensation and benefits",
                "Other accrued liabilities",
                "Deferred revenue",
                "Current portion of long-term debt",
                "Operating lease liabilities, current",
            ],
            col,
        )
        _chk(
            BS,
            "Total liabilities",
            [
                "Total current liabilities",
                "Long-term debt, net",
                "Operating lease liabilities, noncurrent",
                "Deferred revenue, noncurrent",
                "Other long-term liabilities",
            ],
            col,
        )
        _chk(
            BS,
            "Total Aldenmoor Instruments, Inc. stockholders' equity",
            [
                "Common stock, $0.001 par value; 41,187 and 40,960 shares issued and outstanding",
                "Additional paid-in capital",
                "Retained earnings",
                "Accumulated other comprehensive loss",
            ],
            col,
        )
        _chk(
            BS,
            "Total equity",
            ["Total Aldenmoor Instruments, Inc. stockholders' equity", "Noncontrolling interests"],
            col,
        )
        _chk(BS, "Total liabilities and equity", ["Total liabilities", "Total equity"], col)
    pg3.fin_table(72, 98, 330, 62, hdr, BS, sz=8.2, gap=12)
    pg3.text(
        306, 740, "See accompanying notes to condensed consolidated financial statements.", "tiit", 8, al="c"
    )

    # ---------------- cash flows (six months; prior LEFT, current RIGHT like the P&L)
    pg4 = pdf.new_page()
    pg4.text(306, 56, "ALDENMOOR INSTRUMENTS, INC.", "tibo", 10, al="c")
    pg4.text(306, 68, "CONDENSED CONSOLIDATED STATEMENTS OF CASH FLOWS", "tibo", 10, al="c")
    pg4.text(306, 80, "(In thousands)", "tiro", 9, al="c")
    pg4.text(306, 91, "(Unaudited)", "tiro", 9, al="c")
    hdr = [[("Six Months Ended", 0, 1)], [("July 1, 2023", 0, 0), ("June 29, 2024", 1, 1)]]
    CF = [
        ("Cash flows from operating activities:", None, "h"),
        ("Net income", ["21,316", "24,007"], "1$"),
        ("Adjustments to reconcile net income to net cash from operations:", None, "1"),
        ("Depreciation and amortization", ["11,203", "11,942"], "2"),
        ("Stock-based compensation", ["5,877", "6,458"], "2"),
        ("Deferred income taxes", ["(402)", "(513)"], "2"),
        ("Changes in operating assets and liabilities:", None, "1"),
        ("Accounts receivable", ["(3,115)", "(5,724)"], "2"),
        ("Inventories", ["(8,904)", "(4,673)"], "2"),
        ("Prepaid expenses and other assets", ["(644)", "(1,158)"], "2"),
        ("Accounts payable", ["2,231", "(3,092)"], "2"),
        ("Accrued liabilities", ["(4,818)", "(2,990)"], "2"),
        ("Deferred revenue", ["1,466", "3,107"], "2"),
        ("Net cash provided by operating activities", ["24,210", "27,364"], "1t"),
        ("Cash flows from investing activities:", None, "h"),
        ("Purchases of property, plant and equipment", ["(12,440)", "(9,856)"], "2"),
        ("Purchases of short-term investments", ["(15,000)", "(10,000)"], "2"),
        ("Maturities of short-term investments", ["10,000", "17,500"], "2"),
        ("Net cash used in investing activities", ["(17,440)", "(2,356)"], "1t"),
        ("Cash flows from financing activities:", None, "h"),
        ("Repayments of long-term debt", ["(5,000)", "(5,000)"], "2"),
        ("Dividends paid", ["(4,085)", "(4,450)"], "2"),
        ("Proceeds from employee stock plans", ["1,540", "2,118"], "2"),
        ("Taxes paid related to net share settlement of equity awards", ["(1,472)", "(1,953)"], "2"),
        ("Repurchases of common stock", ["(3,000)", "(3,000)"], "2"),
        ("Net cash used in financing activities", ["(12,017)", "(12,285)"], "1t"),
        ("Effect of exchange rate changes on cash", ["145", "(312)"], ""),
        ("Net increase (decrease) in cash and cash equivalents", ["(5,102)", "12,411"], "t"),
        ("Cash and cash equivalents at beginning of period", ["65,220", "71,905"], ""),
        ("Cash and cash equivalents at end of period", ["60,118", "84,316"], "t$d"),
    ]
    ops = [
        "Net income",
        "Depreciation and amortization",
        "Stock-based compensation",
        "Deferred income taxes",
        "Accounts receivable",
        "Inventories",
        "Prepaid expenses and other assets",
        "Accounts payable",
        "Accrued liabilities",
        "Deferred revenue",
    ]
    for col in range(2):
        _chk(CF, "Net cash provided by operating activities", ops, col)
        _chk(
            CF,
            "Net cash used in investing activities",
            [
                "Purchases of property, plant and equipment",
                "Purchases of short-term investments",
                "Maturities of short-term investments",
            ],
            col,
        )
        _chk(
            CF,
            "Net cash used in financing activities",
            [
                "Repayments of long-term debt",
                "Dividends paid",
                "Proceeds from employee stock plans",
                "Taxes paid related to net share settlement of equity awards",
                "Repurchases of common stock",
            ],
            col,
        )
        _chk(
            CF,
            "Net increase (decrease) in cash and cash equivalents",
            [
                "Net cash provided by operating activities",
                "Net cash used in investing activities",
                "Net cash used in financing activities",
                "Effect of exchange rate changes on cash",
            ],
            col,
        )
        _chk(
            CF,
            "Cash and cash equivalents at end of period",
            [
                "Net increase (decrease) in cash and cash equivalents",
                "Cash and cash equivalents at beginning of period",
            ],
            col,
        )
    pg4.fin_table(72, 98, 330, 62, hdr, CF, sz=8.2, gap=12)
    pg4.para(
        72,
        650,
        468,
        "Supplemental disclosure: cash paid for interest was $3,611 and $4,104 and cash "
        "paid for income taxes was $7,288 and $5,902 for the six months ended June 29, 2024 and "
        "July 1, 2023, respectively. The Company's fiscal quarters end on the Saturday closest to the "
        "end of the calendar quarter; the three months ended June 29, 2024 and July 1, 2023 each "
        "contained 13 weeks.",
        "tiro",
        8.2,
    )

    def foot(p, i, n):
        if i > 1:
            p.text(306, 765, str(i + 1), "tiro", 9, al="c")
            p.text(540, 36, "Aldenmoor Instruments, Inc. | Q2 2024 Form 10-Q", "tiit", 7, GREY, al="r")

    pdf.finish(foot)
    fields = {
        "company_name": F(
            "Aldenmoor Instruments, Inc.", 2, "Net income attributable to Aldenmoor Instruments, Inc."
        ),
        "report_type": F("10-Q", 1, "FORM 10-Q"),
        "period_end_date": F("2024-06-29", 1, "For the quarterly period ended June 29, 2024"),
        "currency": F("USD", 3, "Cash and cash equivalents $ 84,316 $ 71,905"),
        "total_revenue": F(128995000, 2, "Total revenue 120,142 128,995 233,916 251,368"),
        "operating_income": F(17222000, 2, "Operating income 16,256 17,222 30,228 32,702"),
        "net_income": F(
            12414000,
            2,
            "Net income attributable to Aldenmoor Instruments, Inc. $ 11,438 $ 12,414 $ 20,914 $ 23,488",
        ),
        "diluted_eps": F(0.29, 2, "Diluted $ 0.27 $ 0.29 $ 0.50 $ 0.56"),
        "total_assets": F(597980000, 3, "Total assets $ 597,980 $ 583,666"),
        "total_liabilities": F(288203000, 3, "Total liabilities 288,203 298,410"),
        "total_equity": F(309777000, 3, "Total equity 309,777 285,256"),
        "cash_and_equivalents": F(84316000, 3, "Cash and cash equivalents $ 84,316 $ 71,905"),
    }
    notes = (
        "10-Q excerpt, figures in thousands (scale 1,000). 13-week fiscal quarter ended June 29, "
        "2024. In the statements of operations and cash flows the PRIOR period is the left column "
        "and the current period the right one (columns: 3M prior, 3M current, 6M prior, 6M current); "
        "the balance sheet has the current date on the LEFT. Current-period figures are the "
        "three-month column, not six-month year-to-date. net_income is the line attributable to "
        "Aldenmoor (after noncontrolling interests); total_equity includes noncontrolling interests "
        "('Total equity'), not the stockholders'-equity subtotal. The cover page prints the name in "
        "capitals; the company_name quote is taken from the attributable line. July 31, 2024 "
        "(shares outstanding date) is a distractor."
    )
    return pdf, fields, notes


# ====================================================================== 10-K
@doc(
    "b5_fs_10k_annual",
    "financial_statement",
    "Fenwick Harbor Foods Corporation - Form 10-K fiscal 2024 (excerpt)",
)
def fs_10k():
    pdf = Pdf(LETTER)
    pg = pdf.new_page()
    c = 306
    pg.text(c, 60, "UNITED STATES SECURITIES AND EXCHANGE COMMISSION", "tibo", 11.5, al="c")
    pg.text(c, 74, "Washington, D.C. 20549", "tiro", 10, al="c")
    pg.text(c, 104, "FORM 10-K", "tibo", 16, al="c")
    pg.line(72, 114, 540, 114, w=1.2)
    pg.checkbox(72, 136, True)
    pg.para(
        86,
        136,
        454,
        "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        "tibo",
        9.5,
    )
    pg.text(c, 166, "For the fiscal year ended September 28, 2024", "tibo", 10, al="c")
    pg.checkbox(72, 188, False)
    pg.para(
        86,
        188,
        454,
        "TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        "tibo",
        9.5,
    )
    pg.text(c, 218, "Commission file number 1-10295", "tiro", 9.5, al="c")
    pg.text(c, 250, "FENWICK HARBOR FOODS CORPORATION", "tibo", 15, al="c")
    pg.text(c, 263, "(Exact name of registrant as specified in its charter)", "tiro", 8.5, al="c")
    pg.text(
        c,
        284,
        "Wisconsin  |  39-1104772  |  600 Lakeshore Drive, Milwaukee, Wisconsin 53202  |  (414) 555-0100",
        "tiro",
        9,
        al="c",
    )
    pg.table(
        72,
        300,
        [(190, "c"), (90, "c"), (188, "c")],
        [
            ["Title of each class", "Trading Symbol", "Name of exchange"],
            ["Common Stock, $0.01 par value", "FHF", "New York Stock Exchange"],
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
        356,
        468,
        "The aggregate market value of the registrant's common stock held by "
        "non-affiliates as of March 29, 2024 (the last business day of the registrant's most "
        "recently completed second fiscal quarter) was approximately $7.9 billion based on the "
        "closing price on that date.",
        "tiro",
        9,
    )
    y = pg.para(
        72,
        y + 6,
        468,
        "As of November 8, 2024, 118,026,310 shares of the registrant's common stock were outstanding.",
        "tiro",
        9,
    )
    y = pg.para(
        72,
        y + 6,
        468,
        "DOCUMENTS INCORPORATED BY REFERENCE: Portions of the registrant's proxy "
        "statement for its 2025 annual meeting of shareholders are incorporated by reference into "
        "Part III of this Annual Report on Form 10-K.",
        "tiro",
        9,
    )
    # ---------------- MD&A excerpt
    pg2 = pdf.new_page()
    pg2.text(
        72,
        64,
        "Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations",
        "tibo",
        9.5,
    )
    pg2.text(72, 84, "Fiscal 2024 Compared with Fiscal 2023", "tibi", 9.5)
    y = pg2.para(
        72,
        102,
        468,
        "Fiscal 2024 contained 52 weeks compared with 53 weeks in fiscal 2023. Net "
        "sales for fiscal 2024 increased $164.8 million, or 3.1%, to $5,482.7 million, driven by "
        "favorable price realization in Retail Brands of 2.6% and Foodservice volume growth, partly "
        "offset by the extra week in the prior year, which contributed approximately $96 million "
        "of net sales.",
        "tiro",
        9.5,
    )
    y = pg2.para(
        72,
        y + 4,
        468,
        "Operating income was $674.5 million, compared with $544.6 million in "
        "fiscal 2023, which included a $86.5 million non-cash impairment of the Harbor Kitchen "
        "trademark. Adjusted operating income, a non-GAAP measure that excludes impairment, "
        "restructuring and acquisition-related amortization, was $744.4 million compared with "
        "$694.3 million.",
        "tiro",
        9.5,
    )
    y = pg2.para(
        72,
        y + 4,
        468,
        "Net earnings attributable to Fenwick Harbor Foods Corporation were $425.3 "
        "million, or $3.56 per diluted share, compared with $306.7 million, or $2.55 per diluted "
        "share, in fiscal 2023.",
        "tiro",
        9.5,
    )
    pg2.text(72, y + 14, "Segment results (in millions)", "tibo", 9)
    pg2.table(
        72,
        y + 20,
        [(190, "l"), (70, "r"), (70, "r"), (70, "r"), (68, "r")],
        [
            ["", "Net sales 2024", "Net sales 2023", "Segment OI 2024", "Segment OI 2023"],
            ["Retail Brands", "3,918.4", "3,842.0", "612.7", "571.8"],
            ["Foodservice", "1,564.3", "1,475.9", "198.3", "176.0"],
            ["Corporate and unallocated", "—", "—", "(136.5)", "(203.2)"],
            {"cells": ["Total", "5,482.7", "5,317.9", "674.5", "544.6"], "font": "tibo"},
        ],
        sz=8.5,
        f="tiro",
        fb="tibo",
        grid="h",
        head_fill=None,
        pad=3.5,
    )
    same(5482.7, Decimal("3918.4") + Decimal("1564.3"))
    same(5317.9, Decimal("3842.0") + Decimal("1475.9"))
    same(674.5, Decimal("612.7") + Decimal("198.3") - Decimal("136.5"))
    same(544.6, Decimal("571.8") + Decimal("176.0") - Decimal("203.2"))
    # ---------------- income statement
    pg3 = pdf.new_page()
    pg3.text(72, 56, "Item 8. Financial Statements and Supplementary Data", "tibo", 9.5)
    pg3.text(306, 80, "Fenwick Harbor Foods Corporation", "tibo", 10.5, al="c")
    pg3.text(306, 93, "Consolidated Statements of Earnings", "tibo", 10.5, al="c")
    pg3.text(306, 105, "(In millions, except per share data)", "tiro", 9, al="c")
    hdr = [
        [("Fiscal Year Ended", 0, 2)],
        [("September 28,", 0, 0), ("September 30,", 1, 1), ("October 1,", 2, 2)],
        [("2024", 0, 0), ("2023", 1, 1), ("2022", 2, 2)],
    ]
    IS = [
        ("Net sales", ["5,482.7", "5,317.9", "4,988.2"], "$"),
        ("Cost of products sold", ["3,671.4", "3,602.2", "3,390.5"], ""),
        ("Gross profit", ["1,811.3", "1,715.7", "1,597.7"], "t"),
        ("Selling, general and administrative expenses", ["1,066.9", "1,021.4", "968.3"], ""),
        ("Amortization of intangible assets", ["48.2", "49.0", "44.1"], ""),
        ("Impairment of intangible assets", ["—", "86.5", "—"], ""),
        ("Restructuring charges", ["21.7", "14.2", "9.8"], ""),
        ("Operating income", ["674.5", "544.6", "575.5"], "t"),
        ("Interest expense, net", ["118.6", "126.3", "97.4"], ""),
        ("Other (income) expense, net", ["(6.2)", "3.1", "(4.4)"], ""),
        ("Earnings before income taxes", ["562.1", "415.2", "482.5"], "t"),
        ("Income taxes", ["129.3", "102.4", "110.9"], ""),
        ("Net earnings", ["432.8", "312.8", "371.6"], "t"),
        ("Net earnings attributable to noncontrolling interest", ["7.5", "6.1", "5.8"], ""),
        ("Net earnings attributable to Fenwick Harbor Foods Corporation", ["425.3", "306.7", "365.8"], "t$d"),
        ("Earnings per share:", None, "h"),
        ("Basic", ["3.60", "2.58", "3.06"], "1$"),
        ("Diluted", ["3.56", "2.55", "3.03"], "1$d"),
        ("Weighted-average shares outstanding:", None, "h"),
        ("Basic", ["118.2", "118.9", "119.5"], "1"),
        ("Diluted", ["119.6", "120.1", "120.8"], "1"),
        ("Dividends declared per share", ["0.50", "0.46", "0.42"], "$"),
    ]
    for col in range(3):
        d = {r[0]: r[1] for r in IS if r[1]}
        same(num(d["Gross profit"][col]), num(d["Net sales"][col]) - num(d["Cost of products sold"][col]))
        same(
            num(d["Operating income"][col]),
            num(d["Gross profit"][col])
            - tot(
                d["Selling, general and administrative expenses"][col],
                d["Amortization of intangible assets"][col],
                d["Impairment of intangible assets"][col],
                d["Restructuring charges"][col],
            ),
        )
        same(
            num(d["Earnings before income taxes"][col]),
            num(d["Operating income"][col])
            - tot(d["Interest expense, net"][col], d["Other (income) expense, net"][col]),
        )
        same(
            num(d["Net earnings"][col]),
            num(d["Earnings before income taxes"][col]) - num(d["Income taxes"][col]),
        )
        same(
            num(d["Net earnings attributable to Fenwick Harbor Foods Corporation"][col]),
            num(d["Net earnings"][col]) - num(d["Net earnings attributable to noncontrolling interest"][col]),
        )
    pg3.fin_table(72, 112, 250, 62, hdr, IS, sz=8.5, gap=10)
    pg3.text(306, 720, "See Notes to Consolidated Financial Statements.", "tiit", 8, al="c")
    # ---------------- balance sheet (no total liabilities line)
    pg4 = pdf.new_page()
    pg4.text(306, 56, "Fenwick Harbor Foods Corporation", "tibo", 10.5, al="c")
    pg4.text(306, 69, "Consolidated Balance Sheets", "tibo", 10.5, al="c")
    pg4.text(306, 81, "(In millions, except share data)", "tiro", 9, al="c")
    hdr = [[("September 28,", 0, 0), ("September 30,", 1, 1)], [("2024", 0, 0), ("2023", 1, 1)]]
    BS = [
        ("ASSETS", None, "h"),
        ("Cash and cash equivalents", ["412.6", "355.0"], "$"),
        ("Receivables, net", ["498.3", "471.9"], ""),
        ("Inventories", ["702.4", "688.7"], ""),
        ("Prepaid expenses and other current assets", ["88.1", "95.6"], ""),
        ("Total current assets", ["1,701.4", "1,611.2"], "t"),
        ("Property, plant and equipment, net", ["1,544.9", "1,498.3"], ""),
        ("Goodwill", ["2,318.6", "2,318.6"], ""),
        ("Other intangible assets, net", ["1,102.7", "1,150.9"], ""),
        ("Operating lease right-of-use assets", ["176.5", "168.2"], ""),
        ("Other assets", ["97.3", "102.4"], ""),
        ("Total assets", ["6,941.4", "6,849.6"], "t$d"),
        ("LIABILITIES AND EQUITY", None, "h"),
        ("Current portion of long-term debt", ["150.0", "300.0"], "$"),
        ("Accounts payable", ["611.5", "587.3"], ""),
        ("Accrued liabilities", ["402.8", "388.9"], ""),
        ("Total current liabilities", ["1,164.3", "1,276.2"], "t"),
        ("Long-term debt", ["2,386.1", "2,537.4"], ""),
        ("Deferred income taxes", ["418.7", "432.5"], ""),
        ("Operating lease liabilities", ["152.4", "145.0"], ""),
        ("Other liabilities", ["121.9", "130.6"], ""),
        ("Commitments and contingencies (Note 15)", None, ""),
        ("Shareholders' equity:", None, "h"),
        ("Common stock, $0.01 par value; 130,000,000 shares issued", ["1.3", "1.3"], "1"),
        ("Additional paid-in capital", ["1,412.8", "1,389.6"], "1"),
        ("Retained earnings", ["1,851.0", "1,485.0"], "1"),
        ("Accumulated other comprehensive loss", ["(96.4)", "(118.2)"], "1"),
        ("Treasury stock, at cost", ["(512.4)", "(468.0)"], "1"),
        ("Total Fenwick Harbor Foods Corporation shareholders' equity", ["2,656.3", "2,289.7"], "2t"),
        ("Noncontrolling interest", ["41.7", "38.2"], ""),
        ("Total equity", ["2,698.0", "2,327.9"], "t"),
        ("Total liabilities and equity", ["6,941.4", "6,849.6"], "t$d"),
    ]
    for col in range(2):
        _chk(
            BS,
            "Total current assets",
            [
                "Cash and cash equivalents",
                "Receivables, net",
                "Inventories",
                "Prepaid expenses and other current assets",
            ],
            col,
        )
        _chk(
            BS,
            "Total assets",
            [
                "Total current assets",
                "Property, plant and equipment, net",
                "Goodwill",
                "Other intangible assets, net",
                "Operating lease right-of-use assets",
                "Other assets",
            ],
            col,
        )
        _chk(
            BS,
            "Total current liabilities",
            ["Current portion of long-term debt", "Accounts payable", "Accrued liabilities"],
            col,
        )
        _chk(
            BS,
            "Total Fenwick Harbor Foods Corporation shareholders' equity",
            [
                "Common stock, $0.01 par value; 130,000,000 shares issued",
                "Additional paid-in capital",
                "Retained earnings",
                "Accumulated other comprehensive loss",
                "Treasury stock, at cost",
            ],
            col,
        )
        _chk(
            BS,
            "Total equity",
            ["Total Fenwick Harbor Foods Corporation shareholders' equity", "Noncontrolling interest"],
            col,
        )
        _chk(
            BS,
            "Total liabilities and equity",
            [
                "Total current liabilities",
                "Long-term debt",
                "Deferred income taxes",
                "Operating lease liabilities",
                "Other liabilities",
                "Total equity",
            ],
            col,
        )
    pg4.fin_table(72, 88, 330, 62, hdr, BS, sz=8.5, gap=12)

    def foot(p, i, n):
        p.text(306, 765, str(i + 40), "tiro", 9, al="c")

    pdf.finish(foot)
    fields = {
        "company_name": F(
            "Fenwick Harbor Foods Corporation",
            3,
            "Fenwick Harbor Foods Corporation Consolidated Statements of Earnings",
        ),
        "report_type": F("10-K", 1, "FORM 10-K"),
        "period_end_date": F("2024-09-28", 1, "For the fiscal year ended September 28, 2024"),
        "currency": F("USD", 3, "Net sales $ 5,482.7 $ 5,317.9 $ 4,988.2"),
        "total_revenue": F(5482700000, 3, "Net sales $ 5,482.7 $ 5,317.9 $ 4,988.2"),
        "operating_income": F(674500000, 3, "Operating income 674.5 544.6 575.5"),
        "net_income": F(
            425300000,
            3,
            "Net earnings attributable to Fenwick Harbor Foods Corporation $ 425.3 $ 306.7 $ 365.8",
        ),
        "diluted_eps": F(3.56, 3, "Diluted $ 3.56 $ 2.55 $ 3.03"),
        "total_assets": F(6941400000, 4, "Total assets $ 6,941.4 $ 6,849.6"),
        "total_liabilities": NULL(),
        "total_equity": F(2698000000, 4, "Total equity 2,698.0 2,327.9"),
        "cash_and_equivalents": F(412600000, 4, "Cash and cash equivalents $ 412.6 $ 355.0"),
    }
    notes = (
        "10-K excerpt in MILLIONS with one decimal (scale 1,000,000). 52-week fiscal year ended "
        "September 28, 2024; three fiscal years in the income statement, current first. "
        "total_liabilities is null: the balance sheet lists liabilities but prints no 'Total "
        "liabilities' line (only 'Total liabilities and equity', a distractor). net_income is the "
        "attributable line, not 'Net earnings'. total_equity is 'Total equity' including the "
        "noncontrolling interest. MD&A narrative repeats some figures and adds non-GAAP 'adjusted "
        "operating income' and segment operating income (distractors). March 29, 2024 (market "
        "value date) and November 8, 2024 (shares date) are distractors."
    )
    return pdf, fields, notes


# ====================================================================== earnings release
@doc(
    "b5_fs_earnings_release",
    "financial_statement",
    "Quillfeather Software, Inc. - Q4 and fiscal 2025 results press release",
)
def fs_release():
    pdf = Pdf(LETTER)
    pg = pdf.new_page()
    blue = (0.12, 0.25, 0.55)
    pg.text(72, 58, "quillfeather", "hebo", 20, blue)
    pg.text(540, 52, "NEWS RELEASE", "hebo", 10, GREY, al="r")
    pg.text(540, 64, "For immediate release", "helv", 8, GREY, al="r")
    pg.line(72, 72, 540, 72, w=1.2, c=blue)
    pg.para(
        72,
        98,
        468,
        "Quillfeather Reports Fourth Quarter and Fiscal Year 2025 Financial Results",
        "hebo",
        14,
        lead=17,
    )
    y = pg.para(
        72,
        138,
        468,
        "Fourth quarter revenue of $187.4 million, up 14% year-over-year; "
        "subscription revenue up 15%; record operating cash flow",
        "heit",
        10,
    )
    y = pg.para(
        72,
        y + 8,
        468,
        "SAN JOSE, Calif., February 26, 2025 - Quillfeather Software, Inc. (NYSE: QFS), "
        "the document workflow platform for regulated industries, today announced financial results "
        "for its fourth quarter and fiscal year ended January 31, 2025.",
        "tiro",
        10,
    )
    y = pg.para(
        72,
        y + 6,
        468,
        '"We closed the year with strong momentum in our enterprise segment and '
        'crossed 1,000 customers with more than $100,000 in annual recurring revenue," said Helena '
        "Marsh-Ito, Chief Executive Officer.",
        "tiro",
        10,
    )
    pg.text(72, y + 14, "Fourth Quarter Fiscal 2025 Financial Highlights", "tibo", 10.5)
    y += 30
    bullets = [
        "Revenue: Total revenue was $187.4 million, an increase of 14% year-over-year. Subscription "
        "revenue was $171.2 million, an increase of 15% year-over-year.",
        "Operating Income (Loss): GAAP operating loss was $12.3 million, compared to a GAAP operating loss "
        "of $18.9 million in the fourth quarter of fiscal 2024. Non-GAAP operating income was $21.8 "
        "million, or 12% of total revenue.",
        "Net Income (Loss) per Share: GAAP net loss per share was $0.09, compared to $0.13 in the fourth "
        "quarter of fiscal 2024. Non-GAAP net income per diluted share was $0.16.",
        "Cash: Cash, cash equivalents and short-term investments were $612.9 million as of January 31, 2025.",
    ]
    for b in bullets:
        pg.text(80, y, "•", "tiro", 10)
        y = pg.para(92, y, 448, b, "tiro", 10) + 3
    pg.text(72, y + 10, "Full Fiscal Year 2025 Financial Highlights", "tibo", 10.5)
    y += 26
    for b in [
        "Revenue: Total revenue was $702.5 million, an increase of 15% year-over-year.",
        "GAAP operating loss was $61.5 million; non-GAAP operating income was $71.9 million.",
    ]:
        pg.text(80, y, "•", "tiro", 10)
        y = pg.para(92, y, 448, b, "tiro", 10) + 3
    pg.text(72, y + 10, "Financial Outlook", "tibo", 10.5)
    y = pg.para(
        72,
        y + 26,
        468,
        "For the first quarter of fiscal 2026, Quillfeather expects total revenue "
        "of $190.0 million to $192.0 million and non-GAAP operating income of $19.0 million to "
        "$20.0 million. For full fiscal 2026, Quillfeather expects total revenue of $790.0 million "
        "to $796.0 million.",
        "tiro",
        10,
    )
    pg.para(
        72,
        y + 8,
        468,
        "Quillfeather will host a conference call today at 2:00 p.m. Pacific Time. "
        "This press release contains forward-looking statements and non-GAAP financial measures; "
        "reconciliations are provided in the tables below.",
        "tiro",
        9,
        c=GREY,
    )
    # ---------------- statements of operations
    pg2 = pdf.new_page()
    pg2.text(306, 60, "QUILLFEATHER SOFTWARE, INC.", "tibo", 10.5, al="c")
    pg2.text(306, 73, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", "tibo", 10, al="c")
    pg2.text(306, 85, "(in thousands, except per share data)", "tiro", 9, al="c")
    pg2.text(306, 96, "(unaudited)", "tiro", 9, al="c")
    hdr = [
        [("Three Months Ended January 31,", 0, 1), ("Fiscal Year Ended January 31,", 2, 3)],
        [("2025", 0, 0), ("2024", 1, 1), ("2025", 2, 2), ("2024", 3, 3)],
    ]
    IS = [
        ("Revenue:", None, "h"),
        ("Subscription", ["171,204", "148,377", "640,822", "553,090"], "1$"),
        ("Professional services", ["16,218", "15,960", "61,694", "59,790"], "1"),
        ("Total revenue", ["187,422", "164,337", "702,516", "612,880"], "2t"),
        ("Cost of revenue:", None, "h"),
        ("Subscription", ["32,118", "29,402", "124,930", "113,507"], "1"),
        ("Professional services", ["15,902", "16,334", "62,411", "63,870"], "1"),
        ("Total cost of revenue", ["48,020", "45,736", "187,341", "177,377"], "2t"),
        ("Gross profit", ["139,402", "118,601", "515,175", "435,503"], "t"),
        ("Operating expenses:", None, "h"),
        ("Research and development", ["48,211", "44,903", "186,502", "172,266"], "1"),
        ("Sales and marketing", ["79,034", "73,418", "305,877", "284,119"], "1"),
        ("General and administrative", ["24,453", "19,185", "84,290", "73,880"], "1"),
        ("Total operating expenses", ["151,698", "137,506", "576,669", "530,265"], "2t"),
        ("Operating loss", ["(12,296)", "(18,905)", "(61,494)", "(94,762)"], "t"),
        ("Interest and other income, net", ["3,911", "4,488", "16,720", "14,305"], ""),
        ("Loss before provision for income taxes", ["(8,385)", "(14,417)", "(44,774)", "(80,457)"], "t"),
        ("Provision for income taxes", ["2,633", "1,402", "6,918", "5,211"], ""),
        ("Net loss", ["(11,018)", "(15,819)", "(51,692)", "(85,668)"], "t$d"),
        ("Net loss per share, basic and diluted", ["(0.09)", "(0.13)", "(0.42)", "(0.73)"], "$d"),
        ("Weighted-average shares, basic and diluted", ["123,806", "118,950", "122,014", "117,840"], ""),
    ]
    for col in range(4):
        d = {r[0]: r[1] for r in IS if r[1]}
        same(num(d["Gross profit"][col]), num(d["Total revenue"][col]) - num(d["Total cost of revenue"][col]))
        same(
            num(d["Total operating expenses"][col]),
            tot(
                d["Research and development"][col],
                d["Sales and marketing"][col],
                d["General and administrative"][col],
            ),
        )
        same(
            num(d["Operating loss"][col]),
            num(d["Gross profit"][col]) - num(d["Total operating expenses"][col]),
        )
        same(
            num(d["Loss before provision for income taxes"][col]),
            tot(d["Operating loss"][col], d["Interest and other income, net"][col]),
        )
        same(
            num(d["Net loss"][col]),
            num(d["Loss before provision for income taxes"][col]) - num(d["Provision for income taxes"][col]),
        )
    y, _, _ = pg2.fin_table(72, 102, 228, 52, hdr, IS, sz=8.2, gap=8)
    # non-GAAP reconciliation (distractor)
    pg2.text(306, y + 14, "RECONCILIATION OF GAAP TO NON-GAAP OPERATING INCOME", "tibo", 9.5, al="c")
    pg2.text(306, y + 26, "(in thousands, unaudited)", "tiro", 8.5, al="c")
    hdr = [[("Three Months Ended January 31,", 0, 1)], [("2025", 0, 0), ("2024", 1, 1)]]
    RC = [
        ("GAAP operating loss", ["(12,296)", "(18,905)"], "$"),
        ("Stock-based compensation expense", ["29,877", "27,115"], "1"),
        ("Amortization of acquired intangible assets", ["1,141", "1,141"], "1"),
        ("Restructuring and other", ["3,078", "—"], "1"),
        ("Non-GAAP operating income", ["21,800", "9,351"], "t$d"),
    ]
    same(21800, tot("(12,296)", "29,877", "1,141", "3,078"))
    same(9351, tot("(18,905)", "27,115", "1,141"))
    pg2.fin_table(72, y + 28, 300, 70, hdr, RC, sz=8.2, gap=10)
    # ---------------- balance sheet
    pg3 = pdf.new_page()
    pg3.text(306, 60, "QUILLFEATHER SOFTWARE, INC.", "tibo", 10.5, al="c")
    pg3.text(306, 73, "CONDENSED CONSOLIDATED BALANCE SHEETS", "tibo", 10, al="c")
    pg3.text(306, 85, "(in thousands)", "tiro", 9, al="c")
    pg3.text(306, 96, "(unaudited)", "tiro", 9, al="c")
    hdr = [[("January 31,", 0, 1)], [("2025", 0, 0), ("2024", 1, 1)]]
    BS = [
        ("Assets", None, "h"),
        ("Current assets:", None, "h"),
        ("Cash and cash equivalents", ["248,611", "301,446"], "1$"),
        ("Short-term investments", ["364,297", "271,118"], "1"),
        ("Accounts receivable, net", ["142,880", "121,406"], "1"),
        ("Deferred commissions, current", ["28,450", "24,117"], "1"),
        ("Prepaid expenses and other current assets", ["19,772", "17,930"], "1"),
        ("Total current assets", ["804,010", "736,017"], "2t"),
        ("Property and equipment, net", ["21,406", "24,882"], ""),
        ("Operating lease right-of-use assets", ["30,118", "36,745"], ""),
        ("Deferred commissions, noncurrent", ["41,925", "36,207"], ""),
        ("Goodwill", ["96,340", "96,340"], ""),
        ("Intangible assets, net", ["12,880", "17,445"], ""),
        ("Other assets", ["6,241", "5,908"], ""),
        ("Total assets", ["1,012,920", "953,544"], "t$d"),
        ("Liabilities and stockholders' equity", None, "h"),
        ("Current liabilities:", None, "h"),
        ("Accounts payable", ["9,118", "8,402"], "1$"),
        ("Accrued expenses and other current liabilities", ["61,443", "55,920"], "1"),
        ("Deferred revenue, current", ["348,706", "301,225"], "1"),
        ("Operating lease liabilities, current", ["9,877", "9,410"], "1"),
        ("Total current liabilities", ["429,144", "374,957"], "2t"),
        ("Deferred revenue, noncurrent", ["14,402", "12,118"], ""),
        ("Operating lease liabilities, noncurrent", ["24,930", "32,005"], ""),
        ("Other liabilities", ["3,117", "2,886"], ""),
        ("Total liabilities", ["471,593", "421,966"], "t"),
        ("Stockholders' equity:", None, "h"),
        ("Common stock", ["124", "119"], "1"),
        ("Additional paid-in capital", ["1,204,512", "1,143,066"], "1"),
        ("Accumulated other comprehensive loss", ["(1,198)", "(1,188)"], "1"),
        ("Accumulated deficit", ["(662,111)", "(610,419)"], "1"),
        ("Total stockholders' equity", ["541,327", "531,578"], "2t"),
        ("Total liabilities and stockholders' equity", ["1,012,920", "953,544"], "t$d"),
    ]
    for col in range(2):
        _chk(
            BS,
            "Total current assets",
            [
                "Cash and cash equivalents",
                "Short-term investments",
                "Accounts receivable, net",
                "Deferred commissions, current",
                "Prepaid expenses and other current assets",
            ],
            col,
        )
        _chk(
            BS,
            "Total assets",
            [
                "Total current assets",
                "Property and equipment, net",
                "Operating lease right-of-use assets",
                "Deferred commissions, noncurrent",
                "Goodwill",
                "Intangible assets, net",
                "Other assets",
            ],
            col,
        )
        _chk(
            BS,
            "Total current liabilities",
            [
                "Accounts payable",
                "Accrued expenses and other current liabilities",
                "Deferred revenue, current",
                "Operating lease liabilities, current",
            ],
            col,
        )
        _chk(
            BS,
            "Total liabilities",
            [
                "Total current liabilities",
                "Deferred revenue, noncurrent",
                "Operating lease liabilities, noncurrent",
                "Other liabilities",
            ],
            col,
        )
        _chk(
            BS,
            "Total stockholders' equity",
            [
                "Common stock",
                "Additional paid-in capital",
                "Accumulated other comprehensive loss",
                "Accumulated deficit",
            ],
            col,
        )
        _chk(
            BS,
            "Total liabilities and stockholders' equity",
            ["Total liabilities", "Total stockholders' equity"],
            col,
        )
    same(51692, num("(610,419)") - num("(662,111)"))
    pg3.fin_table(72, 102, 320, 70, hdr, BS, sz=8.3, gap=12)

    def foot(p, i, n):
        p.text(
            306,
            765,
            "Quillfeather Software, Inc.  |  ir.quillfeather.example  |  Page %d of %d" % (i, n),
            "helv",
            7.5,
            GREY,
            al="c",
        )

    pdf.finish(foot)
    fields = {
        "company_name": F("Quillfeather Software, Inc.", 1, "Quillfeather Software, Inc. (NYSE: QFS)"),
        "report_type": F(
            "earnings_release",
            1,
            "Quillfeather Reports Fourth Quarter and Fiscal Year 2025 Financial Results",
        ),
        "period_end_date": F(
            "2025-01-31", 1, "for its fourth quarter and fiscal year ended January 31, 2025"
        ),
        "currency": F("USD", 1, "Total revenue was $187.4 million"),
        "total_revenue": F(187422000, 2, "Total revenue 187,422 164,337 702,516 612,880"),
        "operating_income": F(-12296000, 2, "Operating loss (12,296) (18,905) (61,494) (94,762)"),
        "net_income": F(-11018000, 2, "Net loss $ (11,018) $ (15,819) $ (51,692) $ (85,668)"),
        "diluted_eps": F(
            -0.09, 2, "Net loss per share, basic and diluted $ (0.09) $ (0.13) $ (0.42) $ (0.73)"
        ),
        "total_assets": F(1012920000, 3, "Total assets $ 1,012,920 $ 953,544"),
        "total_liabilities": F(471593000, 3, "Total liabilities 471,593 421,966"),
        "total_equity": F(541327000, 3, "Total stockholders' equity 541,327 531,578"),
        "cash_and_equivalents": F(248611000, 3, "Cash and cash equivalents $ 248,611 $ 301,446"),
    }
    notes = (
        "Quarterly earnings release (Q4 of fiscal year ended January 31, 2025) with a narrative "
        "page and tables in thousands. The narrative rounds to millions ($187.4 million, operating "
        "loss $12.3 million); labels use the exact table figures. Loss-making quarter: operating "
        "income, net income and diluted EPS are negative (bracketed). Current period is the "
        "three-month column, not fiscal-year. The narrative's 'cash, cash equivalents and "
        "short-term investments $612.9 million' is not cash_and_equivalents. Non-GAAP operating "
        "income (narrative and reconciliation table) is a distractor, as is the outlook for the next "
        "quarter. Currency is a bare '$' (USD). Dateline February 26, 2025 "
        "is the release date, not the period end. No noncontrolling interests: total_equity is "
        "total stockholders' equity."
    )
    return pdf, fields, notes


# ====================================================================== EU annual report (EUR thousand)
@doc(
    "b5_fs_eu_annual_report",
    "financial_statement",
    "Kessler & Vogt Industrietechnik AG - Annual Report 2024 (excerpt, English)",
)
def fs_eu():
    pdf = Pdf(A4)
    teal = (0.0, 0.36, 0.42)
    pg = pdf.new_page()
    pg.fill(0, 0, 595, 300, teal)
    pg.text(57, 90, "KESSLER & VOGT", "hebo", 28, WHITE)
    pg.text(57, 112, "Industrietechnik AG", "helv", 14, WHITE)
    pg.text(57, 220, "Annual Report 2024", "hebo", 24, WHITE)
    pg.text(57, 244, "Precision drives and automation - since 1921", "helv", 11, WHITE)
    pg.text(57, 340, "Key figures", "hebo", 13, teal)
    kf = [
        ["in € million", "2024", "2023", "Change"],
        ["Revenue", "1,284.6", "1,197.3", "+7.3%"],
        ["EBIT", "98.8", "84.1", "+17.5%"],
        ["EBIT margin", "7.7%", "7.0%", "+0.7 pp"],
        ["Net profit for the year", "63.5", "53.6", "+18.6%"],
        ["Earnings per share (€, diluted)", "3.38", "2.85", "+18.6%"],
        ["Free cash flow", "41.2", "28.9", "+42.6%"],
        ["Equity ratio", "47.2%", "44.4%", "+2.8 pp"],
        ["Employees (31 Dec)", "6,412", "6,188", "+3.6%"],
        ["Dividend per share (€)", "0.36¹", "0.33", ""],
    ]
    y = pg.table(
        57, 352, [(220, "l"), (85, "r"), (85, "r"), (91, "r")], kf, sz=9, pad=4.5, grid="h", head_fill=None
    )
    pg.text(57, y + 14, "¹ Proposal to the Annual General Meeting on 15 May 2025.", "helv", 7.5, GREY)
    pg.para(
        57,
        y + 40,
        481,
        "Kessler & Vogt Industrietechnik AG, Heilbronn, is a listed German stock "
        "corporation (Societas: AG). The consolidated financial statements have been prepared in "
        "accordance with IFRS as adopted by the EU and the supplementary provisions of section 315e "
        "German Commercial Code (HGB). Figures in the following statements are presented in thousands "
        "of euros (€ thousand); rounding differences may occur.",
        "helv",
        8.5,
    )
    # ---------------- income statement
    pg2 = pdf.new_page()
    pg2.text(57, 60, "Consolidated income statement", "hebo", 13, teal)
    pg2.text(
        57,
        75,
        "of Kessler & Vogt Industrietechnik AG for the financial year from 1 January to 31 December 2024",
        "helv",
        8.5,
    )
    pg2.text(57, 102, "in € thousand", "heit", 8.5)
    pg2.text(372, 102, "Note", "hebo", 8.5, al="c")
    pg2.text(455, 102, "2024", "hebo", 8.5, al="r")
    pg2.text(530, 102, "2023", "hebo", 8.5, al="r")
    pg2.line(57, 107, 538, 107, w=0.8, c=teal)
    IS = [
        ("Revenue", "(7)", "1,284,611", "1,197,342", ""),
        ("Cost of sales", "(8)", "-902,477", "-846,995", ""),
        ("Gross profit", "", "382,134", "350,347", "b"),
        ("Selling expenses", "(9)", "-141,208", "-133,650", ""),
        ("General administrative expenses", "(9)", "-66,930", "-62,118", ""),
        ("Research and development expenses", "(10)", "-71,402", "-65,733", ""),
        ("Other operating income", "(11)", "12,860", "9,447", ""),
        ("Other operating expenses", "(11)", "-16,679", "-14,220", ""),
        ("Operating result (EBIT)", "", "98,775", "84,073", "b"),
        ("Financial income", "(12)", "3,118", "2,207", ""),
        ("Financial expenses", "(12)", "-14,902", "-12,655", ""),
        ("Share of result of equity-accounted investments", "(13)", "1,844", "1,290", ""),
        ("Earnings before taxes", "", "88,835", "74,915", "b"),
        ("Income taxes", "(14)", "-25,318", "-21,350", ""),
        ("Net profit for the year", "", "63,517", "53,565", "b"),
        ("of which attributable to shareholders of the parent", "", "60,962", "51,240", ""),
        ("of which attributable to non-controlling interests", "", "2,555", "2,325", ""),
        ("", "", "", "", ""),
        ("Basic earnings per share (€)", "(15)", "3.41", "2.87", ""),
        ("Diluted earnings per share (€)", "(15)", "3.38", "2.85", ""),
    ]

    def n(s):
        return Decimal(s.replace(",", "")) if s else Decimal(0)

    for ci in (2, 3):
        d = {r[0]: n(r[ci]) for r in IS}
        same(d["Gross profit"], d["Revenue"] + d["Cost of sales"])
        same(
            d["Operating result (EBIT)"],
            d["Gross profit"]
            + d["Selling expenses"]
            + d["General administrative expenses"]
            + d["Research and development expenses"]
            + d["Other operating income"]
            + d["Other operating expenses"],
        )
        same(
            d["Earnings before taxes"],
            d["Operating result (EBIT)"]
            + d["Financial income"]
            + d["Financial expenses"]
            + d["Share of result of equity-accounted investments"],
        )
        same(d["Net profit for the year"], d["Earnings before taxes"] + d["Income taxes"])
        same(
            d["Net profit for the year"],
            d["of which attributable to shareholders of the parent"]
            + d["of which attributable to non-controlling interests"],
        )
    y = 124
    for lab, note, a, b, st in IS:
        f = "hebo" if st == "b" else "helv"
        if st == "b":
            pg2.fill(57, y - 10, 538, y + 4, (0.9, 0.95, 0.95))
        if lab.startswith("of which"):
            pg2.text(66, y, lab, "heit", 8.3)
        else:
            pg2.text(57, y, lab, f, 8.8)
        pg2.text(372, y, note, "helv", 8, GREY, al="c")
        pg2.text(455, y, a, f, 8.8, al="r")
        pg2.text(530, y, b, f, 8.8, al="r")
        y += 18
    pg2.line(57, y - 8, 538, y - 8, w=0.8, c=teal)
    # statement of comprehensive income (short)
    y += 20
    pg2.text(57, y, "Consolidated statement of comprehensive income (condensed)", "hebo", 11, teal)
    y += 22
    for lab, a, b in [
        ("Net profit for the year", "63,517", "53,565"),
        ("Remeasurement of defined benefit plans", "2,906", "-4,118"),
        ("Currency translation differences", "786", "-1,904"),
        ("Total comprehensive income", "67,209", "47,543"),
        ("of which attributable to shareholders of the parent", "64,654", "45,246"),
    ]:
        f = "hebo" if lab.startswith("Total") else "helv"
        pg2.text(57, y, lab, f, 8.8)
        pg2.text(455, y, a, f, 8.8, al="r")
        pg2.text(530, y, b, f, 8.8, al="r")
        y += 16
    same(67209, Decimal(63517 + 2906 + 786))
    same(47543, Decimal(53565 - 4118 - 1904))
    # ---------------- balance sheet
    pg3 = pdf.new_page()
    pg3.text(57, 60, "Consolidated statement of financial position", "hebo", 13, teal)
    pg3.text(57, 75, "of Kessler & Vogt Industrietechnik AG as of 31 December 2024", "helv", 8.5)
    pg3.text(57, 98, "in € thousand", "heit", 8.5)
    pg3.text(372, 98, "Note", "hebo", 8.5, al="c")
    pg3.text(455, 98, "31 Dec 2024", "hebo", 8.5, al="r")
    pg3.text(530, 98, "31 Dec 2023", "hebo", 8.5, al="r")
    pg3.line(57, 103, 538, 103, w=0.8, c=teal)
    BS = [
        ("ASSETS", "", "", "", "h"),
        ("Intangible assets", "(16)", "214,606", "221,940", ""),
        ("Property, plant and equipment", "(17)", "386,210", "371,055", ""),
        ("Right-of-use assets", "(18)", "44,118", "47,902", ""),
        ("Equity-accounted investments", "(13)", "18,733", "17,389", ""),
        ("Other financial assets", "", "6,402", "6,115", ""),
        ("Deferred tax assets", "(14)", "21,870", "19,644", ""),
        ("Non-current assets", "", "691,939", "684,045", "b"),
        ("Inventories", "(19)", "268,417", "255,902", ""),
        ("Trade receivables", "(20)", "211,350", "198,774", ""),
        ("Other current assets", "", "34,806", "31,115", ""),
        ("Income tax receivables", "", "3,908", "5,217", ""),
        ("Cash and cash equivalents", "(21)", "127,644", "109,318", ""),
        ("Current assets", "", "646,125", "600,326", "b"),
        ("Total assets", "", "1,338,064", "1,284,371", "B"),
        ("EQUITY AND LIABILITIES", "", "", "", "h"),
        ("Subscribed capital", "(22)", "45,800", "45,800", ""),
        ("Capital reserves", "", "182,450", "182,450", ""),
        ("Retained earnings", "", "391,900", "336,816", ""),
        ("Other reserves", "", "-8,914", "-12,606", ""),
        ("Equity attributable to shareholders of the parent", "", "611,236", "552,460", "b"),
        ("Non-controlling interests", "", "19,877", "18,322", ""),
        ("Total equity", "", "631,113", "570,782", "b"),
        ("Provisions for pensions", "(23)", "88,406", "92,117", ""),
        ("Other provisions", "(24)", "21,550", "20,904", ""),
        ("Financial liabilities", "(25)", "214,000", "238,500", ""),
        ("Lease liabilities", "(18)", "36,512", "40,228", ""),
        ("Deferred tax liabilities", "(14)", "29,344", "27,015", ""),
        ("Non-current liabilities", "", "389,812", "418,764", "b"),
        ("Trade payables", "", "156,902", "149,336", ""),
        ("Financial liabilities ", "(25)", "42,250", "35,800", ""),
        ("Lease liabilities ", "(18)", "9,606", "9,112", ""),
        ("Other provisions ", "(24)", "24,118", "22,407", ""),
        ("Income tax liabilities", "", "11,447", "8,930", ""),
        ("Other current liabilities", "", "72,816", "69,240", ""),
        ("Current liabilities", "", "317,139", "294,825", "b"),
        ("Total equity and liabilities", "", "1,338,064", "1,284,371", "B"),
    ]
    for ci in (2, 3):
        rows = [(r[0], n(r[ci])) for r in BS]
        d = dict(rows)
        labels = [r[0] for r in BS]

        def span(a, b):
            i, j = labels.index(a), labels.index(b)
            return sum((v for _, v in rows[i : j + 1]), Decimal(0))

        same(d["Non-current assets"], span("Intangible assets", "Deferred tax assets"))
        same(d["Current assets"], span("Inventories", "Cash and cash equivalents"))
        same(d["Total assets"], d["Non-current assets"] + d["Current assets"])
        same(
            d["Equity attributable to shareholders of the parent"],
            span("Subscribed capital", "Other reserves"),
        )
        same(
            d["Total equity"],
            d["Equity attributable to shareholders of the parent"] + d["Non-controlling interests"],
        )
        same(d["Non-current liabilities"], span("Provisions for pensions", "Deferred tax liabilities"))
        same(d["Current liabilities"], span("Trade payables", "Other current liabilities"))
        same(
            d["Total equity and liabilities"],
            d["Total equity"] + d["Non-current liabilities"] + d["Current liabilities"],
        )
    y = 118
    for lab, note, a, b, st in BS:
        if st == "h":
            y += 4
            pg3.text(57, y, lab, "hebo", 8.8, teal)
            y += 15
            continue
        f = "hebo" if st in ("b", "B") else "helv"
        if st == "B":
            pg3.fill(57, y - 10, 538, y + 4, (0.85, 0.92, 0.92))
        elif st == "b":
            pg3.line(390, y - 10, 538, y - 10, w=0.4)
        pg3.text(57, y, lab.strip(), f, 8.6)
        pg3.text(372, y, note, "helv", 8, GREY, al="c")
        pg3.text(455, y, a, f, 8.6, al="r")
        pg3.text(530, y, b, f, 8.6, al="r")
        y += 15.5 + (4 if st else 0)

    def foot(p, i, n):
        if i > 1:
            p.line(57, 800, 538, 800, w=0.4, c=GREY)
            p.text(57, 812, "Kessler & Vogt Industrietechnik AG  |  Annual Report 2024", "helv", 7, GREY)
            p.text(538, 812, str(120 + i), "helv", 7, GREY, al="r")

    pdf.finish(foot)
    fields = {
        "company_name": F(
            "Kessler & Vogt Industrietechnik AG",
            2,
            "of Kessler & Vogt Industrietechnik AG for the financial year from 1 January to 31 December 2024",
        ),
        "report_type": F("annual_report", 1, "Annual Report 2024"),
        "period_end_date": F("2024-12-31", 3, "of Kessler & Vogt Industrietechnik AG as of 31 December 2024"),
        "currency": F("EUR", 2, "in € thousand"),
        "total_revenue": F(1284611000, 2, "Revenue (7) 1,284,611 1,197,342"),
        "operating_income": F(98775000, 2, "Operating result (EBIT) 98,775 84,073"),
        "net_income": F(60962000, 2, "of which attributable to shareholders of the parent 60,962 51,240"),
        "diluted_eps": F(3.38, 2, "Diluted earnings per share (€) (15) 3.38 2.85"),
        "total_assets": F(1338064000, 3, "Total assets 1,338,064 1,284,371"),
        "total_liabilities": NULL(),
        "total_equity": F(631113000, 3, "Total equity 631,113 570,782"),
        "cash_and_equivalents": F(127644000, 3, "Cash and cash equivalents (21) 127,644 109,318"),
    }
    notes = (
        "Non-US (German, IFRS) annual report excerpt in English; statements in € THOUSAND (scale "
        "1,000) while the cover 'Key figures' table is in € MILLION (distractor scale). A 'Note' "
        "column with reference numbers in brackets sits before the figures; expenses are shown "
        "with minus signs. Operating income is 'Operating result (EBIT)'. net_income is the 'of "
        "which attributable to shareholders' line, not 'Net profit for the year'. "
        "total_liabilities null: only 'Non-current liabilities' and 'Current liabilities' "
        "subtotals and 'Total equity and liabilities' are printed. total_equity includes "
        "non-controlling interests. AGM date 15 May 2025 is a distractor."
    )
    return pdf, fields, notes


# ====================================================================== CA annual, prior period first
@doc(
    "b5_fs_prior_first",
    "financial_statement",
    "Tamarack Ridge Outfitters Ltd. - 2024 Annual Report (financial statements)",
)
def fs_prior_first():
    pdf = Pdf(LETTER)
    brown = (0.35, 0.22, 0.1)
    pg = pdf.new_page()
    pg.text(72, 70, "TAMARACK RIDGE OUTFITTERS LTD.", "tibo", 16, brown)
    pg.text(72, 88, "2024 Annual Report", "tiit", 13, brown)
    pg.line(72, 96, 540, 96, w=1, c=brown)
    pg.text(72, 124, "Message from the President", "tibo", 12)
    y = pg.para(
        72,
        144,
        468,
        "Fiscal 2024 was the best year in our company's thirty-one year history. "
        "Sales for the year ended March 31, 2024 grew 7.7% to $19.9 million, led by our Canmore "
        "and Revelstoke stores and a second full year of online sales. Income from operations "
        "rose to $1.4 million and net earnings reached $912,608, up from $684,220 a year earlier.",
        "tiro",
        10.5,
    )
    y = pg.para(
        72,
        y + 6,
        468,
        "During the year we repaid $420,000 of long-term debt and paid dividends "
        "of $262,498 to shareholders. Inventory levels were managed carefully through a mild "
        "winter, and we enter fiscal 2025 with $1.2 million of cash and no operating line "
        "borrowings.",
        "tiro",
        10.5,
    )
    y = pg.para(
        72,
        y + 6,
        468,
        "I thank our 142 employees and our customers across British Columbia and Alberta for their loyalty.",
        "tiro",
        10.5,
    )
    pg.text(72, y + 20, "Gordon Ashworth-Blaine", "tiit", 10.5)
    pg.text(72, y + 34, "President and Chief Executive Officer", "tiro", 9.5)
    pg.text(72, y + 70, "Independent Auditor's Report (extract)", "tibo", 11)
    y = pg.para(
        72,
        y + 90,
        468,
        "To the Shareholders of Tamarack Ridge Outfitters Ltd.: We have audited the "
        "consolidated financial statements of Tamarack Ridge Outfitters Ltd., which comprise the "
        "consolidated balance sheet as at March 31, 2024, and the consolidated statements of "
        "earnings, retained earnings and cash flows for the year then ended. In our opinion, the "
        "accompanying consolidated financial statements present fairly, in all material "
        "respects, the financial position of the Company as at March 31, 2024 in accordance "
        "with Canadian accounting standards for private enterprises.",
        "tiro",
        9.5,
    )
    pg.text(72, y + 10, "Kamloops, British Columbia - June 14, 2024", "tiro", 9.5)
    pg.text(72, y + 23, "Fairweather Lund LLP, Chartered Professional Accountants", "tiro", 9.5)
    # ---------------- earnings + retained earnings
    pg2 = pdf.new_page()
    pg2.text(306, 60, "TAMARACK RIDGE OUTFITTERS LTD.", "tibo", 11, al="c")
    pg2.text(306, 74, "Consolidated Statement of Earnings", "tibo", 11, al="c")
    pg2.text(306, 87, "Year ended March 31", "tiro", 9.5, al="c")
    pg2.text(306, 99, "(Expressed in Canadian dollars)", "tiit", 9, al="c")
    hdr = [[("2023", 0, 0), ("2024", 1, 1)]]
    IS = [
        ("Sales", ["18,442,906", "19,870,315"], "$"),
        ("Cost of sales", ["11,251,877", "12,108,442"], ""),
        ("Gross margin", ["7,191,029", "7,761,873"], "t"),
        ("Expenses", None, "h"),
        ("Wages and benefits", ["3,402,118", "3,561,904"], "1"),
        ("Occupancy", ["1,018,440", "1,046,272"], "1"),
        ("Advertising and promotion", ["402,716", "441,380"], "1"),
        ("Amortization", ["611,903", "598,115"], "1"),
        ("General and administrative", ["653,395", "728,158"], "1"),
        ("", ["6,088,572", "6,375,829"], "t"),
        ("Income from operations", ["1,102,457", "1,386,044"], "b"),
        ("Interest on long-term debt", ["(188,302)", "(171,466)"], ""),
        ("Other income", ["32,115", "44,807"], ""),
        ("Earnings before income taxes", ["946,270", "1,259,385"], "t"),
        ("Income taxes", None, "h"),
        ("Current", ["241,880", "330,912"], "1"),
        ("Deferred", ["20,170", "15,865"], "1"),
        ("", ["262,050", "346,777"], "t"),
        ("Net earnings", ["684,220", "912,608"], "b$d"),
    ]
    for col in range(2):
        exp = tot(*[r[1][col] for r in IS[4:9]])
        same(num(IS[9][1][col]), exp)
        same(num(IS[2][1][col]), num(IS[0][1][col]) - num(IS[1][1][col]))
        same(num(IS[10][1][col]), num(IS[2][1][col]) - exp)
        same(num(IS[13][1][col]), tot(IS[10][1][col], IS[11][1][col], IS[12][1][col]))
        same(num(IS[17][1][col]), tot(IS[15][1][col], IS[16][1][col]))
        same(num(IS[18][1][col]), num(IS[13][1][col]) - num(IS[17][1][col]))
    y, _, _ = pg2.fin_table(110, 106, 220, 80, hdr, IS, sz=9, gap=14)
    pg2.text(306, y + 20, "Consolidated Statement of Retained Earnings", "tibo", 11, al="c")
    pg2.text(306, y + 33, "Year ended March 31", "tiro", 9.5, al="c")
    RE = [
        ("Retained earnings, beginning of year", ["3,411,080", "3,856,800"], "$"),
        ("Net earnings", ["684,220", "912,608"], ""),
        ("Dividends", ["(238,500)", "(262,498)"], ""),
        ("Retained earnings, end of year", ["3,856,800", "4,506,910"], "t$d"),
    ]
    for col in range(2):
        same(num(RE[3][1][col]), tot(RE[0][1][col], RE[1][1][col], RE[2][1][col]))
    pg2.fin_table(110, y + 36, 220, 80, [[("2023", 0, 0), ("2024", 1, 1)]], RE, sz=9, gap=14)
    # ---------------- balance sheet
    pg3 = pdf.new_page()
    pg3.text(306, 60, "TAMARACK RIDGE OUTFITTERS LTD.", "tibo", 11, al="c")
    pg3.text(306, 74, "Consolidated Balance Sheet", "tibo", 11, al="c")
    pg3.text(306, 87, "As at March 31", "tiro", 9.5, al="c")
    pg3.text(306, 99, "(Expressed in Canadian dollars)", "tiit", 9, al="c")
    BS = [
        ("ASSETS", None, "h"),
        ("Current", None, "h"),
        ("Cash", ["842,117", "1,206,453"], "1$"),
        ("Accounts receivable", ["388,902", "412,660"], "1"),
        ("Inventories", ["4,870,335", "5,102,918"], "1"),
        ("Prepaid expenses", ["96,410", "88,207"], "1"),
        ("", ["6,197,764", "6,810,238"], "t"),
        ("Property and equipment (note 4)", ["3,904,551", "3,712,806"], ""),
        ("Intangible assets (note 5)", ["214,000", "186,000"], ""),
        ("Total assets", ["10,316,315", "10,709,044"], "bt$d"),
        ("LIABILITIES", None, "h"),
        ("Current", None, "h"),
        ("Accounts payable and accrued liabilities", ["1,602,884", "1,711,309"], "1$"),
        ("Income taxes payable", ["58,211", "96,540"], "1"),
        ("Current portion of long-term debt", ["420,000", "420,000"], "1"),
        ("", ["2,081,095", "2,227,849"], "t"),
        ("Long-term debt (note 6)", ["2,940,000", "2,520,000"], ""),
        ("Deferred income taxes", ["188,420", "204,285"], ""),
        ("Total liabilities", ["5,209,515", "4,952,134"], "bt"),
        ("SHAREHOLDERS' EQUITY", None, "h"),
        ("Share capital (note 7)", ["1,250,000", "1,250,000"], "1"),
        ("Retained earnings", ["3,856,800", "4,506,910"], "1"),
        ("Total shareholders' equity", ["5,106,800", "5,756,910"], "bt"),
        ("Total liabilities and shareholders' equity", ["10,316,315", "10,709,044"], "bt$d"),
    ]
    for col in range(2):
        same(num(BS[6][1][col]), tot(*[BS[i][1][col] for i in range(2, 6)]))
        same(num(BS[9][1][col]), tot(BS[6][1][col], BS[7][1][col], BS[8][1][col]))
        same(num(BS[15][1][col]), tot(*[BS[i][1][col] for i in range(12, 15)]))
        same(num(BS[18][1][col]), tot(BS[15][1][col], BS[16][1][col], BS[17][1][col]))
        same(num(BS[22][1][col]), tot(BS[20][1][col], BS[21][1][col]))
        same(num(BS[23][1][col]), tot(BS[18][1][col], BS[22][1][col]))
    y, _, _ = pg3.fin_table(110, 106, 220, 80, [[("2023", 0, 0), ("2024", 1, 1)]], BS, sz=9, gap=14)
    pg3.text(110, y + 10, "Approved on behalf of the Board:", "tiit", 9)
    pg3.text(110, y + 40, "_______________________ Director", "tiro", 9)
    pg3.text(330, y + 40, "_______________________ Director", "tiro", 9)

    def foot(p, i, n):
        if i > 1:
            p.text(
                306,
                760,
                "See accompanying notes to the consolidated financial statements.",
                "tiit",
                8,
                al="c",
            )
        p.text(540, 775, str(i + 16), "tiro", 8.5, al="r")

    pdf.finish(foot)
    fields = {
        "company_name": F(
            "Tamarack Ridge Outfitters Ltd.", 1, "To the Shareholders of Tamarack Ridge Outfitters Ltd.:"
        ),
        "report_type": F("annual_report", 1, "TAMARACK RIDGE OUTFITTERS LTD. 2024 Annual Report"),
        "period_end_date": F("2024-03-31", 1, "Sales for the year ended March 31, 2024"),
        "currency": F("CAD", 2, "(Expressed in Canadian dollars)"),
        "total_revenue": F(19870315, 2, "Sales $ 18,442,906 $ 19,870,315"),
        "operating_income": F(1386044, 2, "Income from operations 1,102,457 1,386,044"),
        "net_income": F(912608, 2, "Net earnings $ 684,220 $ 912,608"),
        "diluted_eps": NULL(),
        "total_assets": F(10709044, 3, "Total assets $ 10,316,315 $ 10,709,044"),
        "total_liabilities": F(4952134, 3, "Total liabilities 5,209,515 4,952,134"),
        "total_equity": F(5756910, 3, "Total shareholders' equity 5,106,800 5,756,910"),
        "cash_and_equivalents": F(1206453, 3, "Cash $ 842,117 $ 1,206,453"),
    }
    notes = (
        "Canadian private-company annual report in whole Canadian dollars (scale 1, '$' but "
        "'Expressed in Canadian dollars' -> CAD). Every statement puts the PRIOR year (2023) in "
        "the left column and the current year (2024) on the right. Fiscal year ends March 31, "
        "2024 (the statement headings print only 'Year ended March 31' / 'As at March 31'; the "
        "full date is in the narrative and audit report). Subtotal rows without labels (total "
        "expenses, total current assets) are distractors. The cash line is labelled just 'Cash'. "
        "diluted_eps null: no per-share figures are printed (private company). Auditor's report "
        "date June 14, 2024 is a distractor; narrative figures are rounded ($19.9 million)."
    )
    return pdf, fields, notes
