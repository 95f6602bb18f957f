"""Financial statements 2-3: a 10-Q with year-to-date columns before the quarter (millions, June fiscal
year, a net loss) and a European annual report (EUR thousands, fiscal year ended 31 March)."""

from pdfkit import A4, LETTER, Doc
from statements import ftab, tenth, th


def _ops(c):
    c["gp"] = c["rev"] - c["cost"]
    c["opex"] = c["rd"] + c["sga"] + c["restr"]
    c["oi"] = c["gp"] - c["opex"]
    c["pbt"] = c["oi"] + c["int"] + c["oth"]
    c["ni"] = c["pbt"] + c["taxb"]
    c["eps"] = round(c["ni"] / 10 / c["sh"], 2)
    return c


def fs_corvane_10q(out):
    d = Doc(
        "b3_fs_corvane_10q",
        "financial_statement",
        "Corvane Medical Systems Form 10-Q Q3 FY2024",
        "Corvane Medical Systems Corp.",
        LETTER,
    )
    # tenths of a million; columns: nine months 2024, nine months 2023, three months 2024, three months 2023
    cols4 = [
        _ops(dict(rev=12219, cost=7023, rd=1807, sga=3492, restr=98, int=-204, oth=30, taxb=46, sh=45.8)),
        _ops(dict(rev=11684, cost=6620, rd=1703, sga=3229, restr=21, int=-180, oth=52, taxb=9, sh=45.1)),
        _ops(dict(rev=4126, cost=2368, rd=612, sga=1184, restr=45, int=-69, oth=11, taxb=17, sh=45.9)),
        _ops(dict(rev=3980, cost=2251, rd=580, sga=1096, restr=0, int=-62, oth=24, taxb=-4, sh=45.3)),
    ]
    q = cols4[2]
    assert (q["oi"], q["ni"], q["eps"]) == (-83, -124, -0.27), q
    seg = {
        "Imaging Systems": (6588, 6301, 2214, 2150),
        "Surgical Devices": (4106, 3910, 1389, 1301),
        "Service and Consumables": (1525, 1473, 523, 529),
    }
    for i in range(4):
        assert sum(v[i] for v in seg.values()) == cols4[i]["rev"]
    p1 = d.new_page()
    d.t(306, 60, "UNITED STATES", 11, "hebo", align="c")
    d.t(306, 74, "SECURITIES AND EXCHANGE COMMISSION", 11, "hebo", align="c")
    d.t(306, 88, "Washington, D.C. 20549", 9, align="c")
    d.t(306, 120, "FORM 10-Q", 16, "hebo", align="c")
    d.t(
        60,
        150,
        "[X] QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.5,
    )
    d.t(306, 168, "For the quarterly period ended March 31, 2024", 10, "hebo", align="c")
    d.t(306, 184, "or", 9, align="c")
    d.t(
        60,
        200,
        "[ ] TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.5,
    )
    d.t(306, 222, "Commission File Number 001-39876", 9, align="c")
    d.t(306, 260, "CORVANE MEDICAL SYSTEMS CORP.", 15, "hebo", align="c")
    d.t(306, 274, "(Exact name of registrant as specified in its charter)", 8, align="c")
    d.row(305, [(170, "Delaware", "c"), (440, "84-2210937", "c")], 9.5)
    d.row(
        317, [(170, "(State of incorporation)", "c"), (440, "(I.R.S. Employer Identification No.)", "c")], 7.5
    )
    d.t(306, 345, "7700 Technology Parkway, Minneapolis, Minnesota 55439  (952) 555-0140", 9, align="c")
    y = d.para(
        60,
        380,
        "Indicate by check mark whether the registrant (1) has filed all reports required to be "
        "filed by Section 13 or 15(d) of the Securities Exchange Act of 1934 during the preceding 12 months "
        "and (2) has been subject to such filing requirements for the past 90 days. Yes [X] No [ ]",
        490,
        9,
    )
    d.para(
        60,
        y + 10,
        "As of April 30, 2024, there were 45,962,118 shares of the registrant's common stock, $0.01 "
        "par value, outstanding. The registrant's fiscal year ends on June 30; the quarter ended March 31, "
        "2024 "
        "is the third quarter of fiscal 2024.",
        490,
        9,
    )
    # balance sheet: tenths of a million
    bs = [
        dict(
            cash=1863,
            sti=450,
            ar=3017,
            inv=2884,
            pre=396,
            ppe=4022,
            rou=715,
            gw=6550,
            intg=2108,
            ap=1423,
            comp=881,
            accr=1206,
            cdebt=250,
            ltd=6900,
            oll=632,
            oltl=448,
            cs=5,
            apic=14023,
            defi=-3014,
        ),
        dict(
            cash=2248,
            sti=600,
            ar=2890,
            inv=2655,
            pre=371,
            ppe=3967,
            rou=742,
            gw=6550,
            intg=2391,
            ap=1388,
            comp=1012,
            accr=1131,
            cdebt=250,
            ltd=7050,
            oll=661,
            oltl=452,
            cs=5,
            apic=13811,
            defi=-2685,
        ),
    ]
    for c in bs:
        c["tca"] = c["cash"] + c["sti"] + c["ar"] + c["inv"] + c["pre"]
        c["tcl"] = c["ap"] + c["comp"] + c["accr"] + c["cdebt"]
        c["tl"] = c["tcl"] + c["ltd"] + c["oll"] + c["oltl"]
        c["oth"] = 485 if c is bs[0] else 512
        c["ta"] = c["tca"] + c["ppe"] + c["rou"] + c["gw"] + c["intg"] + c["oth"]
        c["aoci"] = c["ta"] - c["tl"] - c["cs"] - c["apic"] - c["defi"]
        c["te"] = c["cs"] + c["apic"] + c["defi"] + c["aoci"]
        c["tle"] = c["tl"] + c["te"]
        assert c["ta"] == c["tle"] and c["aoci"] < 0, c
    b0 = bs[0]
    assert (b0["ta"], b0["tl"], b0["te"]) == (22490, 11740, 10750), b0
    p2 = d.new_page()
    d.t(50, 55, "PART I - FINANCIAL INFORMATION", 10, "hebo")
    d.t(50, 70, "Item 1. Financial Statements", 9.5, "hebo")
    d.t(306, 95, "CORVANE MEDICAL SYSTEMS CORP.", 10, "hebo", align="c")
    d.t(306, 108, "CONDENSED CONSOLIDATED BALANCE SHEETS", 9.5, "hebo", align="c")
    d.t(306, 120, "(In millions, except par value) (Unaudited)", 8.5, align="c")
    d.row(145, [(450, "March 31, 2024", "r"), (540, "June 30, 2023", "r")], 8.5, "hebo")

    def b(label, k, st="", dollar=False):
        return (label, [("$ " if dollar else "") + tenth(c[k]) for c in bs], st)

    rows = [
        ("Current assets:", [], "h"),
        b(" Cash and cash equivalents", "cash", dollar=True),
        b(" Short-term investments", "sti"),
        b(" Accounts receivable, net", "ar"),
        b(" Inventories", "inv"),
        b(" Prepaid expenses and other current assets", "pre"),
        b("Total current assets", "tca", "t"),
        b("Property, plant and equipment, net", "ppe"),
        b("Operating lease right-of-use assets", "rou"),
        b("Goodwill", "gw"),
        b("Intangible assets, net", "intg"),
        b("Other non-current assets", "oth"),
        b("Total assets", "ta", "t", True),
        ("Current liabilities:", [], "h"),
        b(" Accounts payable", "ap"),
        b(" Accrued compensation", "comp"),
        b(" Other accrued liabilities", "accr"),
        b(" Current portion of long-term debt", "cdebt"),
        b("Total current liabilities", "tcl", "t"),
        b("Long-term debt, net of current portion", "ltd"),
        b("Operating lease liabilities", "oll"),
        b("Other long-term liabilities", "oltl"),
        b("Total liabilities", "tl", "t"),
        ("Commitments and contingencies (Note 11)", [], ""),
        ("Stockholders' equity:", [], "h"),
        b(" Common stock, $0.01 par value", "cs"),
        b(" Additional paid-in capital", "apic"),
        b(" Accumulated deficit", "defi"),
        b(" Accumulated other comprehensive loss", "aoci"),
        b("Total stockholders' equity", "te", "t"),
        b("Total liabilities and stockholders' equity", "tle", "t", True),
    ]
    ftab(d, 165, [450, 540], rows)
    p3 = d.new_page()
    d.t(306, 55, "CORVANE MEDICAL SYSTEMS CORP.", 10, "hebo", align="c")
    d.t(306, 68, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 9.5, "hebo", align="c")
    d.t(306, 80, "(In millions, except per share amounts) (Unaudited)", 8.5, align="c")
    xs = [340, 400, 480, 540]
    d.row(
        105,
        [(370, "Nine Months Ended March 31,", "c"), (510, "Three Months Ended March 31,", "c")],
        8,
        "hebo",
    )
    d.row(
        117,
        [(xs[0], "2024", "r"), (xs[1], "2023", "r"), (xs[2], "2024", "r"), (xs[3], "2023", "r")],
        8,
        "hebo",
    )

    def o(label, k, st="", dollar=False):
        return (label, [("$ " if dollar else "") + tenth(c[k]) for c in cols4], st)

    rows = [
        o("Net revenue", "rev", dollar=True),
        o("Cost of revenue", "cost"),
        o("Gross profit", "gp", "t"),
        ("Operating expenses:", [], "h"),
        o(" Research and development", "rd"),
        o(" Selling, general and administrative", "sga"),
        o(" Restructuring charges", "restr"),
        o("Total operating expenses", "opex", "t"),
        o("Operating income (loss)", "oi", "b"),
        o("Interest expense, net", "int"),
        o("Other income, net", "oth"),
        o("Income (loss) before income taxes", "pbt"),
        o("Income tax benefit (expense)", "taxb"),
        o("Net income (loss)", "ni", "t", True),
        (
            "Net income (loss) per share - basic and diluted",
            [("$ " + (f"({-c['eps']:.2f})" if c["eps"] < 0 else f"{c['eps']:.2f}")) for c in cols4],
            "",
        ),
        ("Weighted-average shares outstanding", [f"{c['sh']:.1f}" for c in cols4], ""),
    ]
    y = ftab(d, 140, xs, rows, 8)
    d.t(50, y + 10, "See accompanying notes to condensed consolidated financial statements.", 8, "heit")
    d.new_page()
    d.t(50, 55, "Note 14. Segment Information", 10, "hebo")
    y = d.para(
        50,
        75,
        "The Company has three reportable segments: Imaging Systems, Surgical Devices and Service and "
        "Consumables. Segment net revenue for the periods presented was as follows (in millions):",
        510,
        9,
    )
    d.row(
        y + 10,
        [(370, "Nine Months Ended March 31,", "c"), (510, "Three Months Ended March 31,", "c")],
        8,
        "hebo",
    )
    d.row(
        y + 22,
        [(xs[0], "2024", "r"), (xs[1], "2023", "r"), (xs[2], "2024", "r"), (xs[3], "2023", "r")],
        8,
        "hebo",
    )
    rows = [(k, [tenth(x) for x in v], "") for k, v in seg.items()] + [
        ("Total net revenue", [tenth(c["rev"]) for c in cols4], "t")
    ]
    y = ftab(d, y + 42, xs, rows, 8.5)
    d.para(
        50,
        y + 15,
        "Restructuring charges in the three and nine months ended March 31, 2024 relate to the "
        "consolidation of the Company's Eindhoven manufacturing site into Minneapolis.",
        510,
        9,
    )
    d.f(
        "company_name",
        "Corvane Medical Systems Corp.",
        p1,
        "CORVANE MEDICAL SYSTEMS CORP. (Exact name of registrant",
    )
    d.f("report_type", "10-Q", p1, "FORM 10-Q")
    d.f("period_end_date", "2024-03-31", p1, "For the quarterly period ended March 31, 2024")
    d.f("currency", "USD", p3, "Net revenue $ 1,221.9 $ 1,168.4 $ 412.6")
    d.f("total_revenue", 412600000, p3, "Net revenue $ 1,221.9 $ 1,168.4 $ 412.6")
    d.f("operating_income", -8300000, p3, "Operating income (loss) (20.1) 11.1 (8.3)")
    d.f("net_income", -12400000, p3, "Net income (loss) $ (32.9) $ (0.8) $ (12.4)")
    d.f(
        "diluted_eps", -0.27, p3, "Net income (loss) per share - basic and diluted $ (0.72) $ (0.02) $ (0.27)"
    )
    d.f("total_assets", 2249000000, p2, "Total assets $ 2,249.0")
    d.f("total_liabilities", 1174000000, p2, "Total liabilities 1,174.0")
    d.f("total_equity", 1075000000, p2, "Total stockholders' equity 1,075.0")
    d.f("cash_and_equivalents", 186300000, p2, "Cash and cash equivalents $ 186.3")
    d.notes = (
        "10-Q for the third quarter of a June fiscal year. The statement of operations prints the NINE-month "
        "columns first and the THREE-month columns third and fourth; the current period is the three months "
        "ended March 31, 2024 (third column). 'In millions' with one decimal -> x1,000,000. Loss figures "
        "are in "
        "parentheses -> negative operating_income, net_income and EPS ('basic and diluted' line). Balance "
        "sheet "
        "comparative column is June 30, 2023 (fiscal year end). Segment table totals equal net revenue."
    )
    return d.save(out)


def fs_vanleeuwen_annual(out):
    d = Doc(
        "b3_fs_vanleeuwen_annual",
        "financial_statement",
        "Van Leeuwen Maritime Services Annual Report 2023/24",
        "Van Leeuwen Maritime Services N.V.",
        A4,
    )
    # EUR thousands; columns 2023/24, 2022/23
    pl = [
        dict(
            rev=612438,
            cos=-441902,
            sell=-38215,
            adm=-61840,
            ooi=4119,
            fin=2310,
            fcost=-14870,
            assoc=1460,
            tax=-15240,
            nci=2350,
            sh=24.30,
            dsh=24.55,
        ),
        dict(
            rev=574120,
            cos=-418330,
            sell=-36004,
            adm=-58712,
            ooi=2896,
            fin=1105,
            fcost=-12990,
            assoc=1210,
            tax=-13420,
            nci=2105,
            sh=24.30,
            dsh=24.48,
        ),
    ]
    for c in pl:
        c["gp"] = c["rev"] + c["cos"]
        c["ebit"] = c["gp"] + c["sell"] + c["adm"] + c["ooi"]
        c["pbt"] = c["ebit"] + c["fin"] + c["fcost"] + c["assoc"]
        c["profit"] = c["pbt"] + c["tax"]
        c["owners"] = c["profit"] - c["nci"]
        c["eb"], c["ed"] = round(c["owners"] / 1000 / c["sh"], 2), round(c["owners"] / 1000 / c["dsh"], 2)
    c0 = pl[0]
    assert (c0["ebit"], c0["pbt"], c0["profit"], c0["owners"], c0["ed"]) == (
        74600,
        63500,
        48260,
        45910,
        1.87,
    ), c0
    bs = [
        dict(
            ppe=402118,
            rou=58400,
            intg=96250,
            assoc=21700,
            dta=6532,
            inv=18240,
            tr=121560,
            ocur=14700,
            cash=70500,
            sc=12150,
            sp=88400,
            re=262950,
            orr=-7500,
            nci=19000,
            bor=238000,
            lease=47300,
            prov=12700,
            dtl=22000,
            tp=61300,
            cbor=24000,
            clease=11200,
            taxp=6500,
            ocl=12000,
        ),
        dict(
            ppe=385420,
            rou=61250,
            intg=99880,
            assoc=20240,
            dta=7110,
            inv=17050,
            tr=112300,
            ocur=13980,
            cash=64770,
            sc=12150,
            sp=88400,
            re=231240,
            orr=-5120,
            nci=16650,
            bor=246000,
            lease=49900,
            prov=11850,
            dtl=20400,
            tp=58230,
            cbor=24000,
            clease=10950,
            taxp=5100,
            ocl=12250,
        ),
    ]
    for c in bs:
        c["tnca"] = c["ppe"] + c["rou"] + c["intg"] + c["assoc"] + c["dta"]
        c["tcurr"] = c["inv"] + c["tr"] + c["ocur"] + c["cash"]
        c["ta"] = c["tnca"] + c["tcurr"]
        c["eqo"] = c["sc"] + c["sp"] + c["re"] + c["orr"]
        c["te"] = c["eqo"] + c["nci"]
        c["tncl"] = c["bor"] + c["lease"] + c["prov"] + c["dtl"]
        c["tcl"] = c["tp"] + c["cbor"] + c["clease"] + c["taxp"] + c["ocl"]
        c["tl"] = c["tncl"] + c["tcl"]
        c["tel"] = c["te"] + c["tl"]
    assert (bs[0]["ta"], bs[0]["tel"], bs[0]["tl"], bs[0]["te"]) == (810000, 810000, 435000, 375000), bs[0]
    assert bs[1]["ta"] == bs[1]["tel"], (bs[1]["ta"], bs[1]["tel"])
    p1 = d.new_page()
    d.box(0, 0, 595, 842, fill=(0.05, 0.18, 0.32), color=None)
    d.t(60, 300, "Annual Report 2023/24", 30, "hebo", (1, 1, 1))
    d.t(60, 330, "Van Leeuwen Maritime Services N.V.", 16, "helv", (1, 1, 1))
    d.t(60, 350, "Rotterdam, the Netherlands", 11, "helv", (0.8, 0.85, 0.9))
    d.t(60, 420, "Key figures", 12, "hebo", (1, 1, 1))
    kf = [
        ("Revenue", "€ 612.4 million"),
        ("Operating profit (EBIT)", "€ 74.6 million"),
        ("Profit attributable to shareholders", "€ 45.9 million"),
        ("Dividend proposed per share", "€ 0.75"),
    ]
    y = 440
    for k, v in kf:
        d.row(y, [(60, k, "l"), (330, v, "r")], 10, "helv")
        d.page.draw_line((60, y + 4), (330, y + 4), color=(0.5, 0.6, 0.7), width=0.3)
        y += 18
    d.t(60, 780, "Financial year 1 April 2023 - 31 March 2024", 9, "helv", (0.8, 0.85, 0.9))
    p2 = d.new_page()
    d.t(50, 60, "Consolidated statement of profit or loss", 13, "hebo")
    d.t(50, 76, "for the year ended 31 March 2024", 9.5)
    d.t(50, 90, "(in € thousands)", 8.5, "heit")
    xs = [450, 540]
    d.row(115, [(380, "Note", "r"), (450, "2023/24", "r"), (540, "2022/23", "r")], 8.5, "hebo")

    def r(label, k, note="", st=""):
        return (label, [note] + [th(c[k]) for c in pl], st)

    rows = [
        r("Revenue", "rev", "5"),
        r("Cost of services", "cos", "6"),
        r("Gross profit", "gp", "", "t"),
        r("Selling and distribution expenses", "sell", "6"),
        r("Administrative expenses", "adm", "6"),
        r("Other operating income", "ooi", "7"),
        r("Operating profit (EBIT)", "ebit", "", "t"),
        r("Finance income", "fin", "8"),
        r("Finance costs", "fcost", "8"),
        r("Share of profit of associates", "assoc", "14"),
        r("Profit before income tax", "pbt", "", "t"),
        r("Income tax expense", "tax", "9"),
        r("Profit for the year", "profit", "", "t"),
        ("Attributable to:", [], "h"),
        r(" Owners of the parent", "owners"),
        r(" Non-controlling interests", "nci"),
        ("Earnings per share (in €)", [], "h"),
        (" Basic", [""] + [f"{c['eb']:.2f}" for c in pl], ""),
        (" Diluted", [""] + [f"{c['ed']:.2f}" for c in pl], ""),
    ]
    ftab(d, 135, [380] + xs, rows, 9, 15)
    p3 = d.new_page()
    d.t(50, 60, "Consolidated statement of financial position", 13, "hebo")
    d.t(50, 76, "as at 31 March 2024", 9.5)
    d.t(50, 90, "(in € thousands)", 8.5, "heit")
    d.row(112, [(450, "31 March 2024", "r"), (540, "31 March 2023", "r")], 8.5, "hebo")

    def b(label, k, st=""):
        return (label, [th(c[k]) for c in bs], st)

    rows = [
        ("Assets", [], "h"),
        b(" Property, plant and equipment", "ppe"),
        b(" Right-of-use assets", "rou"),
        b(" Intangible assets and goodwill", "intg"),
        b(" Investments in associates", "assoc"),
        b(" Deferred tax assets", "dta"),
        b("Total non-current assets", "tnca", "t"),
        b(" Inventories", "inv"),
        b(" Trade and other receivables", "tr"),
        b(" Other current assets", "ocur"),
        b(" Cash and cash equivalents", "cash"),
        b("Total current assets", "tcurr", "t"),
        b("Total assets", "ta", "t"),
        ("Equity and liabilities", [], "h"),
        b(" Share capital", "sc"),
        b(" Share premium", "sp"),
        b(" Retained earnings", "re"),
        b(" Other reserves", "orr"),
        b("Equity attributable to owners of the parent", "eqo", "t"),
        b(" Non-controlling interests", "nci"),
        b("Total equity", "te", "t"),
        b(" Borrowings", "bor"),
        b(" Lease liabilities", "lease"),
        b(" Provisions", "prov"),
        b(" Deferred tax liabilities", "dtl"),
        b("Total non-current liabilities", "tncl", "t"),
        b(" Trade and other payables", "tp"),
        b(" Borrowings", "cbor"),
        b(" Lease liabilities", "clease"),
        b(" Current income tax liabilities", "taxp"),
        b(" Other current liabilities", "ocl"),
        b("Total current liabilities", "tcl", "t"),
        b("Total liabilities", "tl", "t"),
        b("Total equity and liabilities", "tel", "t"),
    ]
    ftab(d, 132, xs, rows, 8.5, 14)
    d.f("company_name", "Van Leeuwen Maritime Services N.V.", p1, "Van Leeuwen Maritime Services N.V.")
    d.f("report_type", "annual_report", p1, "Annual Report 2023/24")
    d.f("period_end_date", "2024-03-31", p2, "for the year ended 31 March 2024")
    d.f("currency", "EUR", p2, "(in € thousands)")
    d.f("total_revenue", 612438000, p2, "Revenue 5 612,438")
    d.f("operating_income", 74600000, p2, "Operating profit (EBIT) 74,600")
    d.f("net_income", 45910000, p2, "Owners of the parent 45,910")
    d.f("diluted_eps", 1.87, p2, "Diluted 1.87")
    d.f("total_assets", 810000000, p3, "Total assets 810,000")
    d.f("total_liabilities", 435000000, p3, "Total liabilities 435,000")
    d.f("total_equity", 375000000, p3, "Total equity 375,000")
    d.f("cash_and_equivalents", 70500000, p3, "Cash and cash equivalents 70,500")
    d.notes = (
        "Annual report excerpt of a Dutch company with a fiscal year ended 31 March 2024 (columns '2023/24' "
        "and "
        "'2022/23'). Statements 'in € thousands' -> x1,000; the cover's key figures are in € million (same "
        "values, rounded). Expenses are printed in parentheses. net_income = profit attributable to owners "
        "of "
        "the parent (45,910), not profit for the year (48,260). total_equity includes non-controlling "
        "interests "
        "as the statement totals it. A 'Note' column sits between the labels and the figures."
    )
    return d.save(out)
