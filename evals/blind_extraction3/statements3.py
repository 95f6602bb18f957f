"""Financial statements 4-5: an Indian quarterly results statement (INR million, no balance sheet, no
operating-income line) and a US fiscal-Q2 earnings release with segment tables and adjusted figures."""

from pdfkit import A4, LETTER, Doc
from statements import ftab, tenth, th


def fs_sahyadri_quarter(out):
    d = Doc(
        "b3_fs_sahyadri_quarter",
        "financial_statement",
        "Sahyadri Agro Foods results Q1 FY2024-25",
        "Sahyadri Agro Foods Limited",
        A4,
    )
    # tenths of INR million; columns: Q 30.06.2024, Q 31.03.2024, Q 30.06.2023, Year 31.03.2024
    keys = [
        "rev",
        "oi",
        "mat",
        "pur",
        "chg",
        "emp",
        "fin",
        "dep",
        "oth",
        "exc",
        "cur",
        "dtax",
        "oci",
        "nci",
        "dsh",
    ]
    data = [
        (84526, 1124, 51207, 4125, -862, 6403, 986, 2104, 11048, 0, 2680, 41, -123, 154, 45.17),
        (79803, 1310, 48820, 3990, 511, 6122, 1012, 2088, 10730, -250, 2395, -30, -210, 118, 45.15),
        (72159, 987, 44035, 3701, -413, 5790, 1102, 1965, 9870, 0, 2110, 55, 40, 96, 45.02),
        (312047, 4602, 188410, 15820, 96, 24310, 4160, 8230, 42480, -250, 8450, 62, -305, 412, 45.12),
    ]
    cols = []
    for row in data:
        c = dict(zip(keys, row, strict=True))
        c["ti"] = c["rev"] + c["oi"]
        c["te"] = c["mat"] + c["pur"] + c["chg"] + c["emp"] + c["fin"] + c["dep"] + c["oth"]
        c["pbe"] = c["ti"] - c["te"]
        c["pbt"] = c["pbe"] + c["exc"]
        c["tax"] = c["cur"] + c["dtax"]
        c["np"] = c["pbt"] - c["tax"]
        c["tci"] = c["np"] + c["oci"]
        c["own"] = c["np"] - c["nci"]
        c["cap"] = 4500
        c["eb"], c["ed"] = round(c["own"] / 450, 2), round(c["own"] / 10 / c["dsh"], 2)
        cols.append(c)
    c0 = cols[0]
    assert (c0["ti"], c0["te"], c0["pbt"], c0["np"], c0["own"], c0["eb"], c0["ed"]) == (
        85650,
        75011,
        10639,
        7918,
        7764,
        17.25,
        17.19,
    ), c0
    p1 = d.new_page((842, 595))
    d.t(421, 40, "SAHYADRI AGRO FOODS LIMITED", 13, "hebo", align="c")
    d.t(
        421,
        53,
        "CIN: L15400PN1994PLC081234  |  Regd. Office: Survey No. 12, Hinjawadi Phase II, Pune - 411057",
        7.5,
        align="c",
    )
    title = "Statement of Unaudited Consolidated Financial Results for the Quarter Ended 30 June 2024"
    d.t(421, 72, title, 10, "hebo", align="c")
    d.t(800, 88, "(₹ in million, except per share data)", 7.5, align="r")
    xs = [520, 590, 660, 790]
    d.box(35, 94, 807, 132)
    d.row(
        106,
        [(40, "Sr.", "l"), (60, "Particulars", "l"), (555, "Quarter ended", "c"), (760, "Year ended", "c")],
        7.5,
        "hebo",
    )
    d.row(
        118,
        [
            (xs[0], "30.06.2024", "r"),
            (xs[1], "31.03.2024", "r"),
            (xs[2], "30.06.2023", "r"),
            (xs[3], "31.03.2024", "r"),
        ],
        7.5,
        "hebo",
    )
    d.row(
        128,
        [
            (xs[0], "(Unaudited)", "r"),
            (xs[1], "(Audited)", "r"),
            (xs[2], "(Unaudited)", "r"),
            (xs[3], "(Audited)", "r"),
        ],
        6.5,
    )

    def r(label, k, st=""):
        return (label, [tenth(c[k]) for c in cols], st)

    rows = [
        ("1 Income", [], "h"),
        r(" (a) Revenue from operations", "rev"),
        r(" (b) Other income", "oi"),
        r(" Total income", "ti", "t"),
        ("2 Expenses", [], "h"),
        r(" (a) Cost of materials consumed", "mat"),
        r(" (b) Purchases of stock-in-trade", "pur"),
        r(" (c) Changes in inventories of finished goods and work-in-progress", "chg"),
        r(" (d) Employee benefits expense", "emp"),
        r(" (e) Finance costs", "fin"),
        r(" (f) Depreciation and amortisation expense", "dep"),
        r(" (g) Other expenses", "oth"),
        r(" Total expenses", "te", "t"),
        r("3 Profit before exceptional items and tax (1-2)", "pbe"),
        r("4 Exceptional items", "exc"),
        r("5 Profit before tax (3+4)", "pbt", "b"),
        ("6 Tax expense", [], "h"),
        r(" (a) Current tax", "cur"),
        r(" (b) Deferred tax", "dtax"),
        r("7 Net profit for the period (5-6)", "np", "b"),
        r("8 Other comprehensive income (net of tax)", "oci"),
        r("9 Total comprehensive income for the period (7+8)", "tci", "b"),
        ("10 Net profit attributable to:", [], "h"),
        r(" Owners of the Company", "own"),
        r(" Non-controlling interests", "nci"),
        r("11 Paid-up equity share capital (Face value ₹ 10 each)", "cap"),
        ("12 Earnings per share (not annualised for quarters)", [], "h"),
        (" Basic (₹)", [f"{c['eb']:.2f}" for c in cols], ""),
        (" Diluted (₹)", [f"{c['ed']:.2f}" for c in cols], ""),
    ]
    ftab(d, 146, xs, rows, 7.5, 12.2, x=40)
    d.new_page((842, 595))
    d.t(40, 50, "Notes:", 10, "hebo")
    notes = [
        "1. The above results were reviewed by the Audit Committee and approved by the Board of Directors "
        "at their "
        "meeting held on 8 August 2024. The Statutory Auditors have carried out a limited review of these "
        "results.",
        "2. The Group operates in a single reportable segment, processed and packaged foods, in accordance "
        "with Ind AS "
        "108 Operating Segments.",
        "3. Exceptional item for the quarter ended 31 March 2024 represents impairment of an idle pulping "
        "line at "
        "the Nashik plant.",
        "4. The figures for the quarter ended 31 March 2024 are the balancing figures between audited "
        "figures for the "
        "full financial year and the published year-to-date figures up to the third quarter.",
        "5. Figures for the previous periods have been regrouped / reclassified wherever necessary.",
    ]
    y = 70
    for n in notes:
        y = d.para(40, y, n, 760, 9, "helv") + 4
    d.lines(
        40,
        y + 30,
        [
            "For and on behalf of the Board of Directors",
            "Sahyadri Agro Foods Limited",
            "",
            "Anand V. Kulkarni",
            "Managing Director (DIN: 01234567)",
            "Place: Pune",
            "Date: 8 August 2024",
        ],
        9,
    )
    d.f("company_name", "Sahyadri Agro Foods Limited", p1, "SAHYADRI AGRO FOODS LIMITED")
    d.f("report_type", "other", p1, title)
    d.f("period_end_date", "2024-06-30", p1, "for the Quarter Ended 30 June 2024")
    d.f("currency", "INR", p1, "(₹ in million, except per share data)")
    d.f("total_revenue", 8452600000, p1, "(a) Revenue from operations 8,452.6")
    d.null("operating_income")
    d.f("net_income", 776400000, p1, "Owners of the Company 776.4")
    d.f("diluted_eps", 17.19, p1, "Diluted (₹) 17.19")
    d.null("total_assets")
    d.null("total_liabilities")
    d.null("total_equity")
    d.null("cash_and_equivalents")
    d.notes = (
        "Indian listed-company quarterly results statement (SEBI format), landscape, '₹ in million' -> "
        "x1,000,000. "
        "report_type 'other': a results statement filed with the exchange, neither a 10-Q nor a press "
        "release. "
        "Current period = first column, quarter ended 30.06.2024; the other columns are the previous "
        "quarter, the "
        "same quarter last year and the previous full year. total_revenue = 'Revenue from operations' (not "
        "'Total "
        "income', which adds other income). No operating-income line is printed -> null. net_income = profit "
        "attributable to owners of the Company. No balance sheet in a Q1 statement -> the four balance-sheet "
        "fields are null."
    )
    return d.save(out)


def fs_brightwater_q2(out):
    d = Doc(
        "b3_fs_brightwater_q2",
        "financial_statement",
        "Brightwater Consumer Brands Q2 fiscal 2024 results",
        "Brightwater Consumer Brands, Inc.",
        LETTER,
    )
    # whole $ millions; columns: three months 2024, 2023, six months 2024, 2023
    seg = {
        "Home Care": (612, 590, 1236, 1188),
        "Personal Care": (455, 441, 902, 880),
        "Pet Nutrition": (217, 199, 428, 391),
    }
    segop = {
        "Home Care": (118, 109, 241, 222),
        "Personal Care": (71, 66, 140, 131),
        "Pet Nutrition": (36, 30, 70, 57),
        "Corporate and unallocated": (-52, -48, -101, -90),
    }
    rest = [
        dict(cost=742, sga=338, restr=31, int=-24, oth=5, tax=36, nci=3, dsh=137.0, adj=38),
        dict(cost=731, sga=329, restr=13, int=-22, oth=2, tax=33, nci=3, dsh=138.4, adj=19),
        dict(cost=1480, sga=681, restr=55, int=-47, oth=9, tax=77, nci=6, dsh=137.2, adj=66),
        dict(cost=1463, sga=655, restr=21, int=-43, oth=4, tax=71, nci=5, dsh=138.6, adj=30),
    ]
    cols = []
    for i, c in enumerate(rest):
        c["rev"] = sum(v[i] for v in seg.values())
        c["gp"] = c["rev"] - c["cost"]
        c["oi"] = c["gp"] - c["sga"] - c["restr"]
        assert c["oi"] == sum(v[i] for v in segop.values()), (i, c["oi"])
        c["pbt"] = c["oi"] + c["int"] + c["oth"]
        c["ni"] = c["pbt"] - c["tax"]
        c["nia"] = c["ni"] - c["nci"]
        c["eps"] = round(c["nia"] / c["dsh"], 2)
        c["aoi"] = c["oi"] + c["adj"]
        c["aeps"] = round((c["nia"] + round(c["adj"] * 0.77)) / c["dsh"], 2)
        cols.append(c)
    c0 = cols[0]
    assert (c0["rev"], c0["oi"], c0["nia"], c0["eps"], c0["aeps"]) == (1284, 173, 115, 0.84, 1.05), c0
    p1 = d.new_page()
    head = "Brightwater Consumer Brands Reports Second Quarter Fiscal 2024 Results"
    d.t(50, 70, head, 14, "hebo")
    d.t(
        50,
        86,
        "Net sales up 4%; GAAP diluted EPS $0.84; adjusted diluted EPS $1.05; full-year outlook reaffirmed",
        9.5,
        "heit",
    )
    y = d.para(
        50,
        110,
        'CINCINNATI, April 25, 2024 /PRNewswire/ -- Brightwater Consumer Brands, Inc. ("Brightwater") '
        "today announced results for the second quarter of fiscal 2024, which ended March 30, 2024. The "
        "Company's fiscal year ends on the Saturday closest to September 30; the quarter contained 13 weeks.",
        510,
        10,
    )
    for b in [
        "Net sales of $1,284 million increased 4% versus the prior-year quarter, led by Pet Nutrition (+9%).",
        "Operating income was $173 million; adjusted operating income was $211 million.",
        "Net earnings attributable to Brightwater were $115 million, or $0.84 per diluted share; adjusted "
        "diluted EPS was $1.05.",
        "Cash and cash equivalents were $412 million at quarter end.",
    ]:
        d.t(60, y + 6, "-", 10)
        y = d.para(72, y + 6, b, 480, 10)
    d.para(
        50,
        y + 14,
        "Adjusted operating income and adjusted diluted EPS are non-GAAP measures that exclude "
        "restructuring and impairment charges and acquisition-related costs. A reconciliation appears below.",
        510,
        10,
    )
    p2 = d.new_page()
    d.t(306, 50, "BRIGHTWATER CONSUMER BRANDS, INC.", 10, "hebo", align="c")
    d.t(306, 63, "CONSOLIDATED STATEMENTS OF EARNINGS (Unaudited)", 9.5, "hebo", align="c")
    d.t(306, 75, "(Dollars in millions, except per share amounts)", 8.5, align="c")
    xs = [345, 405, 485, 545]
    d.row(96, [(375, "Three Months Ended", "c"), (515, "Six Months Ended", "c")], 8, "hebo")
    d.row(
        108,
        [
            (xs[0], "March 30, 2024", "r"),
            (xs[1], "April 1, 2023", "r"),
            (xs[2], "March 30, 2024", "r"),
            (xs[3], "April 1, 2023", "r"),
        ],
        7,
        "hebo",
    )

    def r(label, k, st="", dollar=False):
        return (label, [("$ " if dollar else "") + th(c[k]) for c in cols], st)

    rows = [
        r("Net sales", "rev", dollar=True),
        r("Cost of products sold", "cost"),
        r("Gross profit", "gp", "t"),
        r("Selling, general and administrative expenses", "sga"),
        r("Restructuring and impairment charges", "restr"),
        r("Operating income", "oi", "t"),
        r("Interest expense", "int"),
        r("Other income, net", "oth"),
        r("Earnings before income taxes", "pbt"),
        r("Income taxes", "tax"),
        r("Net earnings", "ni", "b"),
        r("Less: Net earnings attributable to noncontrolling interests", "nci"),
        r("Net earnings attributable to Brightwater", "nia", "t", True),
        ("Diluted net earnings per share", [f"$ {c['eps']:.2f}" for c in cols], ""),
        ("Weighted-average diluted shares (millions)", [f"{c['dsh']:.1f}" for c in cols], ""),
    ]
    y = ftab(d, 128, xs, rows, 8)
    d.t(50, y + 14, "SEGMENT INFORMATION", 9, "hebo")
    segrows = (
        [("Net sales", [], "h")]
        + [(" " + k, [th(x) for x in v], "") for k, v in seg.items()]
        + [("", [th(c["rev"]) for c in cols], "t"), ("Segment operating profit", [], "h")]
        + [(" " + k, [th(x) for x in v], "") for k, v in segop.items()]
        + [("Total operating income", [th(c["oi"]) for c in cols], "t")]
    )
    y = ftab(d, y + 30, xs, segrows, 8)
    d.t(50, y + 14, "RECONCILIATION OF NON-GAAP MEASURES", 9, "hebo")
    rec = [
        r("Operating income (GAAP)", "oi"),
        r(" Restructuring, impairment and acquisition-related costs", "adj"),
        r("Adjusted operating income (non-GAAP)", "aoi", "t"),
        ("Diluted EPS (GAAP)", [f"$ {c['eps']:.2f}" for c in cols], ""),
        ("Adjusted diluted EPS (non-GAAP)", [f"$ {c['aeps']:.2f}" for c in cols], "b"),
    ]
    ftab(d, y + 30, xs, rec, 8)
    bs = [
        dict(
            cash=412,
            rec=538,
            inv=701,
            ocur=96,
            ppe=1322,
            gw=2410,
            intg=1188,
            onc=233,
            ap=655,
            acc=488,
            cd=150,
            ltd=2705,
            dtx=402,
            oltl=310,
            bse=2135,
            nci=55,
        ),
        dict(
            cash=389,
            rec=512,
            inv=668,
            ocur=104,
            ppe=1301,
            gw=2410,
            intg=1215,
            onc=240,
            ap=701,
            acc=455,
            cd=150,
            ltd=2755,
            dtx=398,
            oltl=315,
            bse=2013,
            nci=52,
        ),
    ]
    for c in bs:
        c["tca"] = c["cash"] + c["rec"] + c["inv"] + c["ocur"]
        c["ta"] = c["tca"] + c["ppe"] + c["gw"] + c["intg"] + c["onc"]
        c["tcl"] = c["ap"] + c["acc"] + c["cd"]
        c["te"] = c["bse"] + c["nci"]
        c["tle"] = c["tcl"] + c["ltd"] + c["dtx"] + c["oltl"] + c["te"]
        assert c["ta"] == c["tle"], (c["ta"], c["tle"])
    assert (bs[0]["ta"], bs[0]["te"]) == (6900, 2190)
    p3 = d.new_page()
    d.t(306, 50, "BRIGHTWATER CONSUMER BRANDS, INC.", 10, "hebo", align="c")
    d.t(306, 63, "CONDENSED CONSOLIDATED BALANCE SHEETS (Unaudited)", 9.5, "hebo", align="c")
    d.t(306, 75, "(Dollars in millions)", 8.5, align="c")
    d.row(100, [(450, "March 30, 2024", "r"), (540, "September 30, 2023", "r")], 8, "hebo")

    def b(label, k, st="", dollar=False):
        return (label, [("$ " if dollar else "") + th(c[k]) for c in bs], st)

    rows = [
        b("Cash and cash equivalents", "cash", dollar=True),
        b("Receivables, net", "rec"),
        b("Inventories", "inv"),
        b("Other current assets", "ocur"),
        b("Total current assets", "tca", "t"),
        b("Property, plant and equipment, net", "ppe"),
        b("Goodwill", "gw"),
        b("Other intangible assets, net", "intg"),
        b("Other assets", "onc"),
        b("Total assets", "ta", "t", True),
        b("Accounts payable", "ap"),
        b("Accrued liabilities", "acc"),
        b("Current maturities of long-term debt", "cd"),
        b("Total current liabilities", "tcl", "t"),
        b("Long-term debt", "ltd"),
        b("Deferred income taxes", "dtx"),
        b("Other liabilities", "oltl"),
        b("Brightwater stockholders' equity", "bse"),
        b("Noncontrolling interests", "nci"),
        b("Total equity", "te", "t"),
        b("Total liabilities and equity", "tle", "t", True),
    ]
    ftab(d, 122, [450, 540], rows, 8.5, 14)
    d.f(
        "company_name",
        "Brightwater Consumer Brands, Inc.",
        p1,
        "/PRNewswire/ -- Brightwater Consumer Brands, Inc.",
    )
    d.f("report_type", "earnings_release", p1, head)
    d.f("period_end_date", "2024-03-30", p1, "the second quarter of fiscal 2024, which ended March 30, 2024")
    d.f("currency", "USD", p2, "Net sales $ 1,284")
    d.f("total_revenue", 1284000000, p2, "Net sales $ 1,284")
    d.f("operating_income", 173000000, p2, "Operating income 173")
    d.f("net_income", 115000000, p2, "Net earnings attributable to Brightwater $ 115")
    d.f("diluted_eps", 0.84, p2, "Diluted net earnings per share $ 0.84")
    d.f("total_assets", 6900000000, p3, "Total assets $ 6,900")
    d.null("total_liabilities")
    d.f("total_equity", 2190000000, p3, "Total equity 2,190")
    d.f("cash_and_equivalents", 412000000, p3, "Cash and cash equivalents $ 412")
    d.notes = (
        "Fiscal Q2 earnings release (13-week quarter ended March 30, 2024; fiscal year ends near September "
        "30). "
        "'Dollars in millions' -> x1,000,000. Current period = first column (three months); six-month "
        "columns "
        "follow. The segment net-sales total row has a blank label. operating_income = GAAP 173, not "
        "adjusted "
        "211; diluted_eps = GAAP 0.84, not adjusted 1.05. The balance sheet prints no total-liabilities "
        "line -> "
        "total_liabilities null. total_equity = 'Total equity' including noncontrolling interests."
    )
    return d.save(out)
