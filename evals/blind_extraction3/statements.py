"""Financial statement 1 (US earnings release in thousands, non-GAAP next to GAAP) and the table helpers."""

from pdfkit import LETTER, Doc, par

GREY = (0.45, 0.45, 0.45)


def ftab(d, y, cols, rows, size=8.5, lead=13, x=50, font="helv", bold="hebo"):
    """rows: (label, [value strings], style); style: '' plain, 'b' bold, 'h' heading, 't' total (rule above).
    Leading spaces in a label indent it by 8 pt each."""
    for label, vals, st in rows:
        ind = (len(label) - len(label.lstrip(" "))) * 8
        if st == "t":
            for cx in cols:
                d.hline(cx - 45, cx, y - size - 1, 0.4)
        d.t(x + ind, y, label.strip(), size, bold if st in ("b", "t", "h") else font)
        for cx, v in zip(cols, vals, strict=False):
            d.t(cx, y, v, size, bold if st in ("b", "t") else font, align="r")
        y += lead
    return y


def th(x):
    """Thousands (or whole millions) as printed: 1,234 / (1,234) / dash for zero."""
    return "—" if x == 0 else par(x)


def tenth(x):
    """Tenths of a million as printed with one decimal: 412.6 / (8.3)."""
    return "—" if x == 0 else par(x / 10, 1)


def fs_halvorsen_q1(out):
    d = Doc(
        "b3_fs_halvorsen_q1",
        "financial_statement",
        "Halvorsen Robotics Q1 2024 results",
        "Halvorsen Robotics, Inc.",
        LETTER,
    )
    cur = dict(
        prod=112450,
        svc=35862,
        cprod=61210,
        csvc=19455,
        rd=24310,
        sm=21904,
        ga=12301,
        oth=-1244,
        tax=1420,
        nci=312,
        basic=28950,
        dil=29410,
        sbc=6240,
        amort=1410,
        restr=818,
    )
    pri = dict(
        prod=101300,
        svc=31120,
        cprod=55900,
        csvc=17150,
        rd=22100,
        sm=20450,
        ga=11880,
        oth=-980,
        tax=712,
        nci=205,
        basic=28400,
        dil=28900,
        sbc=5120,
        amort=1410,
        restr=0,
    )
    for c in (cur, pri):
        c["rev"] = c["prod"] + c["svc"]
        c["cost"] = c["cprod"] + c["csvc"]
        c["gp"] = c["rev"] - c["cost"]
        c["opex"] = c["rd"] + c["sm"] + c["ga"]
        c["oi"] = c["gp"] - c["opex"]
        c["pbt"] = c["oi"] + c["oth"]
        c["ni"] = c["pbt"] - c["tax"]
        c["nia"] = c["ni"] - c["nci"]
        c["eb"], c["ed"] = round(c["nia"] / c["basic"], 2), round(c["nia"] / c["dil"], 2)
        c["aoi"] = c["oi"] + c["sbc"] + c["amort"] + c["restr"]
        c["aeps"] = round((c["nia"] + (c["sbc"] + c["amort"] + c["restr"]) * 0.79) / c["dil"], 2)
    assert (cur["rev"], cur["oi"], cur["nia"], cur["ed"]) == (148312, 9132, 6156, 0.21)
    p1 = d.new_page()
    d.t(50, 60, "HALVORSEN ROBOTICS", 11, "hebo", (0.3, 0.3, 0.3))
    d.t(50, 72, "PRESS RELEASE - FOR IMMEDIATE RELEASE", 7.5, color=GREY)
    head = "Halvorsen Robotics Reports First Quarter 2024 Results"
    d.t(50, 110, head, 16, "hebo")
    y = d.para(
        50,
        135,
        "AUSTIN, Texas, May 2, 2024 -- Halvorsen Robotics, Inc. today reported financial results for "
        'its first quarter ended March 31, 2024. "Demand for our palletizing cells remained strong and '
        'service attach rates rose again," said Chief Executive Officer Ingrid Halvorsen.',
        510,
        10,
    )
    bullets = [
        f"Revenue of $148.3 million, up {round(100 * (cur['rev'] / pri['rev'] - 1))}% year over year",
        "GAAP operating income of $9.1 million; adjusted operating income (non-GAAP) of "
        f"${cur['aoi'] / 1000:.1f} million",
        f"GAAP diluted EPS of ${cur['ed']:.2f}; adjusted diluted EPS (non-GAAP) of ${cur['aeps']:.2f}",
        "Cash, cash equivalents and short-term investments of $124.3 million at quarter end",
    ]
    y += 8
    for b in bullets:
        d.t(60, y, "-", 10)
        y = d.para(72, y, b, 480, 10)
    y = d.para(
        50,
        y + 8,
        "Outlook: for the second quarter of 2024 the Company expects revenue between $150 million and "
        "$156 million. Non-GAAP measures exclude stock-based compensation, amortization of acquired "
        "intangible assets and restructuring costs; reconciliations are included in this release.",
        510,
        10,
    )
    p2 = d.new_page()
    d.t(306, 60, "HALVORSEN ROBOTICS, INC.", 11, "hebo", align="c")
    d.t(306, 74, "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 10, "hebo", align="c")
    d.t(306, 87, "(in thousands, except per share data) (unaudited)", 8.5, align="c")
    cols = [450, 540]
    d.t(495, 110, "Three Months Ended March 31,", 8.5, "hebo", align="c")
    d.row(123, [(450, "2024", "r"), (540, "2023", "r")], 8.5, "hebo")

    def r(label, k, st="", money=False):
        vals = [th(c[k]) for c in (cur, pri)]
        return (label, [f"$ {v}" for v in vals] if money else vals, st)

    rows = [
        ("Revenue:", [], "h"),
        r(" Product", "prod", money=True),
        r(" Services", "svc"),
        r("Total revenue", "rev", "t"),
        ("Cost of revenue:", [], "h"),
        r(" Product", "cprod"),
        r(" Services", "csvc"),
        r("Total cost of revenue", "cost", "t"),
        r("Gross profit", "gp", "b"),
        ("Operating expenses:", [], "h"),
        r(" Research and development", "rd"),
        r(" Sales and marketing", "sm"),
        r(" General and administrative", "ga"),
        r("Total operating expenses", "opex", "t"),
        r("Operating income", "oi", "b"),
        r("Interest and other income (expense), net", "oth"),
        r("Income before income taxes", "pbt"),
        r("Provision for income taxes", "tax"),
        r("Net income", "ni", "b"),
        r("Less: net income attributable to noncontrolling interests", "nci"),
        r("Net income attributable to Halvorsen Robotics, Inc.", "nia", "t", money=True),
        ("Net income per share attributable to Halvorsen Robotics, Inc.:", [], "h"),
        (" Basic", [f"$ {c['eb']:.2f}" for c in (cur, pri)], ""),
        (" Diluted", [f"$ {c['ed']:.2f}" for c in (cur, pri)], ""),
        ("Weighted-average shares used in computing per share amounts:", [], "h"),
        r(" Basic", "basic"),
        r(" Diluted", "dil"),
    ]
    y = ftab(d, 145, cols, rows)
    d.t(50, y + 25, "NON-GAAP RECONCILIATION (in thousands, except per share data)", 9, "hebo")
    rec = [
        r("GAAP operating income", "oi"),
        r(" Stock-based compensation", "sbc"),
        r(" Amortization of acquired intangible assets", "amort"),
        r(" Restructuring costs", "restr"),
        r("Adjusted operating income (non-GAAP)", "aoi", "t"),
        ("GAAP diluted EPS", [f"$ {c['ed']:.2f}" for c in (cur, pri)], ""),
        ("Adjusted diluted EPS (non-GAAP)", [f"$ {c['aeps']:.2f}" for c in (cur, pri)], "b"),
    ]
    ftab(d, y + 42, cols, rec)
    bs = {}
    for k, a, b in [
        ("cash", 84215, 91880),
        ("sti", 40100, 35200),
        ("ar", 96480, 101230),
        ("inv", 71350, 66410),
        ("pre", 12905, 11570),
        ("ppe", 118640, 116900),
        ("gw", 62300, 62300),
        ("intg", 24810, 26220),
        ("ap", 44120, 47310),
        ("acc", 38760, 41025),
        ("defr", 27300, 24880),
        ("ltd", 125000, 125000),
        ("oltl", 18400, 18950),
        ("apic", 201900, 196860),
        ("re", 58320, 52164),
        ("aoci", -2100, -1850),
        ("nci", 8300, 7988),
    ]:
        bs[k] = (a, b)
    col = [{k: v[i] for k, v in bs.items()} for i in (0, 1)]
    for c in col:
        c["tca"] = c["cash"] + c["sti"] + c["ar"] + c["inv"] + c["pre"]
        c["tcl"] = c["ap"] + c["acc"] + c["defr"]
        c["tl"] = c["tcl"] + c["ltd"] + c["oltl"]
        c["hse"] = c["apic"] + c["re"] + c["aoci"]
        c["te"] = c["hse"] + c["nci"]
        c["tle"] = c["tl"] + c["te"]
        c["oth"] = c["tle"] - (c["tca"] + c["ppe"] + c["gw"] + c["intg"])
        c["ta"] = c["tca"] + c["ppe"] + c["gw"] + c["intg"] + c["oth"]
        assert c["ta"] == c["tle"] and c["oth"] > 0
    assert (col[0]["ta"], col[0]["tl"], col[0]["te"]) == (520000, 253580, 266420), col[0]
    p3 = d.new_page()
    d.t(306, 60, "HALVORSEN ROBOTICS, INC.", 11, "hebo", align="c")
    d.t(306, 74, "CONDENSED CONSOLIDATED BALANCE SHEETS", 10, "hebo", align="c")
    d.t(306, 87, "(in thousands) (unaudited)", 8.5, align="c")
    d.row(115, [(450, "March 31, 2024", "r"), (540, "December 31, 2023", "r")], 8.5, "hebo")

    def b(label, k, st="", money=False):
        vals = [th(c[k]) for c in col]
        return (label, [f"$ {v}" for v in vals] if money else vals, st)

    rows = [
        ("ASSETS", [], "h"),
        b(" Cash and cash equivalents", "cash", money=True),
        b(" Short-term investments", "sti"),
        b(" Accounts receivable, net", "ar"),
        b(" Inventories", "inv"),
        b(" Prepaid expenses and other current assets", "pre"),
        b("Total current assets", "tca", "t"),
        b("Property and equipment, net", "ppe"),
        b("Goodwill", "gw"),
        b("Intangible assets, net", "intg"),
        b("Other assets", "oth"),
        b("Total assets", "ta", "t", money=True),
        ("LIABILITIES AND EQUITY", [], "h"),
        b(" Accounts payable", "ap"),
        b(" Accrued liabilities", "acc"),
        b(" Deferred revenue", "defr"),
        b("Total current liabilities", "tcl", "t"),
        b("Long-term debt", "ltd"),
        b("Other long-term liabilities", "oltl"),
        b("Total liabilities", "tl", "t"),
        b(" Common stock and additional paid-in capital", "apic"),
        b(" Retained earnings", "re"),
        b(" Accumulated other comprehensive loss", "aoci"),
        b("Total Halvorsen Robotics, Inc. stockholders' equity", "hse", "t"),
        b("Noncontrolling interests", "nci"),
        b("Total equity", "te", "t"),
        b("Total liabilities and equity", "tle", "t", money=True),
    ]
    ftab(d, 140, [450, 540], rows)
    d.f(
        "company_name",
        "Halvorsen Robotics, Inc.",
        p1,
        "AUSTIN, Texas, May 2, 2024 -- Halvorsen Robotics, Inc.",
    )
    d.f("report_type", "earnings_release", p1, head)
    d.f("period_end_date", "2024-03-31", p1, "its first quarter ended March 31, 2024")
    d.f("currency", "USD", p2, "Net income attributable to Halvorsen Robotics, Inc. $ 6,156")
    d.f("total_revenue", 148312000, p2, "Total revenue 148,312")
    d.f("operating_income", 9132000, p2, "Operating income 9,132")
    d.f("net_income", 6156000, p2, "Net income attributable to Halvorsen Robotics, Inc. $ 6,156")
    d.f("diluted_eps", 0.21, p2, "Diluted $ 0.21")
    d.f("total_assets", 520000000, p3, "Total assets $ 520,000")
    d.f("total_liabilities", 253580000, p3, "Total liabilities 253,580")
    d.f("total_equity", 266420000, p3, "Total equity 266,420")
    d.f("cash_and_equivalents", 84215000, p3, "Cash and cash equivalents $ 84,215")
    d.notes = (
        "Q1 earnings release with a dateline; statements 'in thousands' -> x1,000. Current period = three "
        "months "
        "ended March 31, 2024 (first column). net_income = the 'attributable to Halvorsen Robotics, Inc.' "
        "line "
        "(6,156), not 'Net income' 6,468 which includes noncontrolling interests. operating_income = GAAP "
        "9,132, "
        "not the adjusted (non-GAAP) figure; diluted_eps = GAAP 0.21, not adjusted. total_equity = 'Total "
        "equity' including noncontrolling interests. Balance sheet at March 31, 2024 (first column)."
    )
    return d.save(out)
