"""Financial statements 3-4: a Swiss annual report (CHF million, columns prior -> current, 1'234.5
numbers) and a German quarterly statement (TEUR, 1.234 numbers, nine-month columns first)."""

from b4_pdf import A4, GREY, Built, D, Doc, F, N, agree, col_heads, num, statement


def _chf(v):
    return num(D(v), 1, "ch", "-") if D(v) else "-"


def alpenwerk_ar():
    doc = Doc("Alpenwerk Holding AG Annual Report 2024", "Alpenwerk Holding AG", A4)
    red = (0.7, 0.05, 0.1)
    pg = doc.page()
    pg.box(0, 0, 595, 8, 0, fill=red)
    pg.text(50, 90, "Alpenwerk Holding AG", 24, "hebo", red)
    pg.text(50, 116, "Annual Report 2024", 18, "helv")
    pg.text(50, 134, "Precision drives and motion systems since 1921  |  Zug, Switzerland", 9, "helv", GREY)
    pg.text(50, 180, "Key figures", 12, "hebo", red)
    xs = [380, 460, 540]
    y = col_heads(pg, 200, xs, [("2023", "2024", "Change")], size=8.5, colw=60)
    kf = [
        ("Order intake (CHF million)", "2951.0", "3105.9"),
        ("Net sales (CHF million)", "2874.6", "3012.4"),
        ("Operating result (EBIT) (CHF million)", "375.6", "404.3"),
        ("Net profit (CHF million)", "281.7", "307.5"),
        ("Free cash flow (CHF million)", "229.1", "248.0"),
    ]
    rows = [(n, [_chf(a), _chf(b), f"{(D(b) / D(a) - 1) * 100:+.1f}%"], "") for n, a, b in kf]
    rows += [
        ("EBIT margin", ["13.1%", "13.4%", ""], ""),
        ("Employees (FTE, 31 December)", ["9'412", "9'688", ""], ""),
        ("Dividend per share (CHF; 2024 proposed)", ["7.20", "7.60", ""], ""),
    ]
    y = statement(pg, y + 2, rows, xs, size=8.8, lead=15, x_label=50, colw=60)
    assert (
        f"{D('375.6') / D('2874.6') * 100:.1f}" == "13.1"
        and f"{D('404.3') / D('3012.4') * 100:.1f}" == "13.4"
    )
    pg.text(50, y + 20, "Letter to shareholders", 12, "hebo", red)
    pg.para(
        50,
        y + 40,
        495,
        "Dear Shareholders, 2024 was a year of profitable growth for Alpenwerk. Net sales rose to CHF 3.0 "
        "billion, an increase of 6.8% in local currencies, and order intake exceeded CHF 3.1 billion for the "
        "first time. The operating result improved to CHF 404 million. The Board of Directors proposes to "
        "the Annual General Meeting of 9 April 2025 a dividend of CHF 7.60 per share. Figures in this report "
        "are stated in CHF million unless otherwise indicated; the consolidated financial statements are "
        "prepared in accordance with IFRS Accounting Standards.",
        9.5,
        "tiro",
        lead=13.5,
    )

    # ---- page 2: income statement, columns 2023 | 2024
    pg = doc.page()
    pg.text(50, 60, "Consolidated income statement", 13, "hebo", red)
    pg.text(50, 76, "for the year ended 31 December 2024", 9, "helv")
    pg.text(50, 88, "(in CHF million)", 8, "heit", GREY)
    xs = [455, 540]
    y = col_heads(pg, 112, xs, [("2023", "2024")], size=8.5, colw=60)
    v = {
        k: [D(a), D(b)]
        for k, a, b in [
            ("sales", "2874.6", "3012.4"),
            ("cogs", "-1782.3", "-1851.6"),
            ("mkt", "-412.8", "-428.9"),
            ("rd", "-168.4", "-177.2"),
            ("ga", "-141.7", "-146.3"),
            ("oth", "6.2", "-4.1"),
            ("fi", "8.4", "11.2"),
            ("fe", "-31.9", "-28.7"),
            ("tax", "-70.4", "-79.3"),
            ("nci", "4.8", "5.7"),
            ("shb", "21566", "21527"),
            ("shd", "21650", "21634"),
        ]
    }
    gp = [v["sales"][i] + v["cogs"][i] for i in (0, 1)]
    ebit = [gp[i] + v["mkt"][i] + v["rd"][i] + v["ga"][i] + v["oth"][i] for i in (0, 1)]
    pbt = [ebit[i] + v["fi"][i] + v["fe"][i] for i in (0, 1)]
    np_ = [pbt[i] + v["tax"][i] for i in (0, 1)]
    own = [np_[i] - v["nci"][i] for i in (0, 1)]
    epsb = [round(own[i] * 1000 / v["shb"][i], 2) for i in (0, 1)]
    epsd = [round(own[i] * 1000 / v["shd"][i], 2) for i in (0, 1)]

    def r(vals, dec=1):
        return [_chf(x) if dec == 1 else f"{x:.2f}" for x in vals]

    rows = [
        ("Net sales", r(v["sales"]), "b"),
        ("Cost of goods sold", r(v["cogs"]), ""),
        ("Gross profit", r(gp), "bt"),
        ("Marketing and sales", r(v["mkt"]), ""),
        ("Research and development", r(v["rd"]), ""),
        ("General and administration", r(v["ga"]), ""),
        ("Other operating income/(expenses), net", r(v["oth"]), ""),
        ("Operating result (EBIT)", r(ebit), "bt"),
        ("Financial income", r(v["fi"]), ""),
        ("Financial expenses", r(v["fe"]), ""),
        ("Profit before taxes", r(pbt), "bt"),
        ("Income taxes", r(v["tax"]), ""),
        ("Net profit", r(np_), "btT"),
        ("", None, ""),
        ("Attributable to:", None, ""),
        ("  Shareholders of Alpenwerk Holding AG", r(own), ""),
        ("  Non-controlling interests", r(v["nci"]), ""),
        ("", None, ""),
        ("Basic earnings per share (CHF)", r(epsb, 2), ""),
        ("Diluted earnings per share (CHF)", r(epsd, 2), ""),
        ("Average shares outstanding, basic (thousands)", [num(x, 0, "ch") for x in v["shb"]], ""),
        ("Average shares outstanding, diluted (thousands)", [num(x, 0, "ch") for x in v["shd"]], ""),
    ]
    statement(pg, y + 4, rows, xs, size=8.8, lead=15, x_label=50, colw=60)

    # ---- page 3: balance sheet
    pg = doc.page()
    pg.text(50, 60, "Consolidated balance sheet", 13, "hebo", red)
    pg.text(50, 76, "at 31 December (in CHF million)", 9, "helv")
    y = col_heads(pg, 100, xs, [("31.12.2023", "31.12.2024")], size=8.5, colw=60)
    ca = [
        ("Cash and cash equivalents", "412.5", "468.9"),
        ("Marketable securities", "35.0", "20.0"),
        ("Trade receivables", "498.3", "521.7"),
        ("Inventories", "612.9", "640.2"),
        ("Other current assets", "84.6", "91.3"),
    ]
    nca = [
        ("Property, plant and equipment", "845.2", "879.6"),
        ("Intangible assets", "288.4", "271.9"),
        ("Goodwill", "402.7", "402.7"),
        ("Investments in associates", "41.3", "44.8"),
        ("Deferred tax assets", "36.8", "33.4"),
        ("Other non-current assets", "18.9", "21.2"),
    ]
    cl = [
        ("Trade payables", "301.6", "318.2"),
        ("Short-term financial debt", "150.0", "125.0"),
        ("Other current liabilities", "208.4", "221.9"),
        ("Current income tax liabilities", "44.1", "47.6"),
        ("Current provisions", "30.2", "28.5"),
    ]
    ncl = [
        ("Long-term financial debt", "600.0", "600.0"),
        ("Employee benefit obligations", "96.5", "88.1"),
        ("Deferred tax liabilities", "72.3", "75.0"),
        ("Non-current provisions", "25.7", "24.3"),
    ]
    eq = [
        ("Share capital", "2.2", "2.2"),
        ("Capital reserves", "118.6", "118.6"),
        ("Treasury shares", "-24.8", "-31.5"),
        ("Retained earnings", "1825.3", "1972.2"),
        ("Translation differences", "-212.4", "-236.8"),
    ]
    nci = [("Non-controlling interests", "38.9", "42.4")]

    def tot(items):
        return [sum(D(x[1]) for x in items), sum(D(x[2]) for x in items)]

    def lines(items):
        return [(n, [_chf(a), _chf(b)], "") for n, a, b in items]

    tca, tnca, tcl, tncl, tsh, tnci = tot(ca), tot(nca), tot(cl), tot(ncl), tot(eq), tot(nci)
    ta = [tca[i] + tnca[i] for i in (0, 1)]
    tl = [tcl[i] + tncl[i] for i in (0, 1)]
    te = [tsh[i] + tnci[i] for i in (0, 1)]
    assert ta == [tl[i] + te[i] for i in (0, 1)]
    assert tsh[1] - tsh[0] == own[1] - D("154.9") - D("6.7") - D("24.4")  # profit - dividend - buyback - FX
    rows = (
        lines(ca)
        + [("Current assets", r(tca), "bt")]
        + lines(nca)
        + [("Non-current assets", r(tnca), "bt"), ("Total assets", r(ta), "bT"), ("", None, "")]
    )
    rows += lines(cl) + [("Current liabilities", r(tcl), "bt")] + lines(ncl)
    rows += [("Non-current liabilities", r(tncl), "bt"), ("Total liabilities", r(tl), "b"), ("", None, "")]
    rows += (
        lines(eq)
        + [("Equity attributable to shareholders of Alpenwerk Holding AG", r(tsh), "bt")]
        + lines(nci)
    )
    rows += [
        ("Total equity", r(te), "bt"),
        ("Total liabilities and equity", r([tl[i] + te[i] for i in (0, 1)]), "bT"),
    ]
    statement(pg, y + 4, rows, xs, size=8.6, lead=13.6, x_label=50, colw=60)

    # ---- page 4: cash flow statement
    pg = doc.page()
    pg.text(50, 60, "Consolidated cash flow statement", 13, "hebo", red)
    pg.text(50, 76, "for the year ended 31 December 2024 (in CHF million)", 9, "helv")
    y = col_heads(pg, 100, xs, [("2023", "2024")], size=8.5, colw=60)
    op = [
        ("Net profit", "281.7", "307.5"),
        ("Depreciation and amortization", "118.4", "124.6"),
        ("Income taxes", "70.4", "79.3"),
        ("Net financial result", "23.5", "17.5"),
        ("Change in net working capital", "-41.8", "-46.2"),
        ("Income taxes paid", "-66.9", "-74.8"),
        ("Other non-cash items", "4.6", "6.1"),
    ]
    inv = [
        ("Purchase of property, plant and equipment", "-142.6", "-151.3"),
        ("Purchase of intangible assets", "-18.2", "-14.7"),
        ("(Purchase)/sale of marketable securities, net", "-20.0", "15.0"),
        ("Interest received", "8.4", "11.2"),
    ]
    fin = [
        ("Dividends paid to shareholders", "-146.0", "-154.9"),
        ("Dividends paid to non-controlling interests", "-2.2", "-2.2"),
        ("Purchase of treasury shares", "-8.1", "-6.7"),
        ("Change in short-term financial debt", "-10.0", "-25.0"),
        ("Interest paid", "-30.7", "-27.9"),
    ]
    fx, opening = ["-6.2", "-1.1"], ["398.2", "412.5"]
    cfo, cfi, cff = tot(op), tot(inv), tot(fin)
    closing = [D(opening[i]) + cfo[i] + cfi[i] + cff[i] + D(fx[i]) for i in (0, 1)]
    assert closing == [D(ca[0][1]), D(ca[0][2])] and D(op[0][2]) == np_[1]
    fcf = [cfo[i] + D(inv[0][1 + i]) + D(inv[1][1 + i]) for i in (0, 1)]
    assert fcf == [D(kf[4][1]), D(kf[4][2])]  # free cash flow on the key-figures page
    rows = lines(op) + [("Cash flow from operating activities", r(cfo), "bt")] + lines(inv)
    rows += [("Cash flow from investing activities", r(cfi), "bt")] + lines(fin)
    rows += [
        ("Cash flow from financing activities", r(cff), "bt"),
        ("Currency translation effects", r([D(x) for x in fx]), ""),
        ("Cash and cash equivalents at 1 January", r([D(x) for x in opening]), ""),
        ("Cash and cash equivalents at 31 December", r(closing), "btT"),
    ]
    statement(pg, y + 4, rows, xs, size=8.6, lead=13.6, x_label=50, colw=60)
    doc.footer(lambda i, n: f"Alpenwerk Holding AG  |  Annual Report 2024  |  {i}")
    fields = dict(
        company_name=F("Alpenwerk Holding AG", 1, "Alpenwerk Holding AG Annual Report 2024"),
        report_type=F("annual_report", 1, "Annual Report 2024"),
        period_end_date=F("2024-12-31", 2, "for the year ended 31 December 2024"),
        currency=F("CHF", 2, "(in CHF million)"),
        total_revenue=F(3012400000, 2, "Net sales 2'874.6 3'012.4"),
        operating_income=F(404300000, 2, "Operating result (EBIT) 375.6 404.3"),
        net_income=F(301800000, 2, "Shareholders of Alpenwerk Holding AG 276.9 301.8"),
        diluted_eps=F(13.95, 2, "Diluted earnings per share (CHF) 12.79 13.95"),
        total_assets=F(3395700000, 3, "Total assets 3'276.6 3'395.7"),
        total_liabilities=F(1528600000, 3, "Total liabilities 1'528.8 1'528.6"),
        total_equity=F(1867100000, 3, "Total equity 1'747.8 1'867.1"),
        cash_and_equivalents=F(468900000, 3, "Cash and cash equivalents 412.5 468.9"),
    )
    agree(fields, "total_revenue", _chf(v["sales"][1]), v["sales"][1], 10**6)
    agree(fields, "operating_income", _chf(ebit[1]), ebit[1], 10**6)
    agree(fields, "net_income", _chf(own[1]), own[1], 10**6)
    agree(fields, "diluted_eps", f"{epsd[1]:.2f}", epsd[1])
    agree(fields, "total_assets", _chf(ta[1]), ta[1], 10**6)
    agree(fields, "total_liabilities", _chf(tl[1]), tl[1], 10**6)
    agree(fields, "total_equity", _chf(te[1]), te[1], 10**6)
    agree(fields, "cash_and_equivalents", _chf(ca[0][2]), D(ca[0][2]), 10**6)
    notes = (
        "Swiss IFRS annual report, CHF million, 1'234.5 numbers, negatives with a minus. Columns run PRIOR "
        "-> CURRENT (2023 | 2024): every current figure is the SECOND column. net_income = the 'Shareholders "
        "of Alpenwerk Holding AG' line (301.8), not 'Net profit' 307.5. total_liabilities 1'528.6 (prior "
        "year 1'528.8 is nearly equal: a column mix-up test). total_equity includes non-controlling "
        "interests."
    )
    return Built(
        "b4_fs_alpenwerk_ar",
        "financial_statement",
        "Alpenwerk Holding AG Annual Report 2024",
        "Alpenwerk Holding AG",
        doc,
        fields,
        notes,
    )


def _te(v):
    return num(D(v), 0, "eu", "-") if D(v) else "-"


def nordmann_q3():
    doc = Doc("Nordmann Fördertechnik AG Quartalsmitteilung Q3 2025", "Nordmann Fördertechnik AG", A4)
    blue = (0.0, 0.25, 0.5)
    pg = doc.page()
    pg.text(50, 80, "Nordmann Fördertechnik AG", 20, "hebo", blue)
    pg.text(50, 104, "Quartalsmitteilung Q3 2025", 15, "helv")
    pg.text(50, 120, "zum 30. September 2025", 10, "helv", GREY)
    pg.text(50, 160, "Kennzahlen", 12, "hebo", blue)
    xs = [390, 465, 540]
    y = col_heads(pg, 180, xs, [("9M 2025", "9M 2024", "Veränderung")], size=8.5, colw=62)
    kz = [
        ("Auftragseingang (TEUR)", "431205", "402880"),
        ("Umsatzerlöse (TEUR)", "412860", "398115"),
        ("EBIT (TEUR)", "27071", "21026"),
        ("Konzernergebnis (TEUR)", "16450", "11936"),
    ]
    rows = [
        (n, [_te(a), _te(b), f"{(D(a) / D(b) - 1) * 100:+.1f} %".replace(".", ",")], "") for n, a, b in kz
    ]
    rows += [
        ("Free Cashflow (TEUR)", ["-4.812", "2.115", ""], ""),
        ("Mitarbeiter (30.09.)", ["1.846", "1.801", ""], ""),
    ]
    y = statement(pg, y + 2, rows, xs, size=8.8, lead=15, x_label=50, colw=62)
    y = pg.para(
        50,
        y + 20,
        495,
        "Im dritten Quartal 2025 stieg der Umsatz des Nordmann-Konzerns um 5,7 % auf 139,4 "
        "Mio. € (Q3 2024: 131,9 Mio. €). Das EBIT verbesserte sich auf 10,4 Mio. € nach 7,4 Mio. € im "
        "Vorjahresquartal. Der Auftragsbestand erreichte zum 30.09.2025 einen Rekordwert von 286,3 Mio. €.",
        9.5,
        "tiro",
        lead=13.5,
    )
    pg.para(
        50,
        y + 10,
        495,
        "Prognose 2025 bestätigt: Der Vorstand erwartet für das Geschäftsjahr 2025 weiterhin "
        "Umsatzerlöse zwischen 545 und 565 Mio. € und eine EBIT-Marge von 6,0 % bis 6,5 %.",
        9.5,
        "tiro",
        lead=13.5,
    )

    # ---- page 2: income statement, nine-month columns first
    pg = doc.page()
    pg.text(50, 60, "Konzern-Gewinn- und Verlustrechnung", 13, "hebo", blue)
    pg.text(50, 76, "(in TEUR)", 8.5, "heit", GREY)
    xs = [330, 400, 470, 545]
    y = col_heads(
        pg,
        100,
        xs,
        [
            ("9M 2025", "9M 2024", "Q3 2025", "Q3 2024"),
            ("01.01.-30.09.2025", "01.01.-30.09.2024", "01.07.-30.09.2025", "01.07.-30.09.2024"),
        ],
        size=7,
        colw=66,
    )
    # figures per line in the order Q3 2025, Q3 2024, 9M 2025, 9M 2024 (printed 9M first)
    g = {
        "R": [139442, 131907, 412860, 398115],
        "B": [1027, -486, 3118, -1204],
        "O": [2315, 1884, 6920, 5611],
        "M": [-71806, -68420, -213774, -207310],
        "P": [-41290, -39115, -124388, -118902],
        "Dp": [-6884, -6512, -20410, -19380],
        "S": [-12377, -11846, -37255, -35904],
        "Fi": [-1214, -1388, -3902, -4215],
        "T": [-2672, -1747, -6719, -4875],
        "NCI": [118, 97, 341, 288],
    }
    ebit = [sum(g[k][i] for k in ("R", "B", "O", "M", "P", "Dp", "S")) for i in range(4)]
    ebt = [ebit[i] + g["Fi"][i] for i in range(4)]
    net = [ebt[i] + g["T"][i] for i in range(4)]
    own = [net[i] - g["NCI"][i] for i in range(4)]
    epsb = [round(D(x) / D(12600), 2) for x in own]
    epsd = [round(D(x) / D(12780), 2) for x in own]
    order = [2, 3, 0, 1]

    def r(vals, eps=False):
        return [num(vals[i], 2, "eu") if eps else _te(vals[i]) for i in order]

    rows = [
        ("Umsatzerlöse", r(g["R"]), "b"),
        ("Bestandsveränderungen", r(g["B"]), ""),
        ("Sonstige betriebliche Erträge", r(g["O"]), ""),
        ("Materialaufwand", r(g["M"]), ""),
        ("Personalaufwand", r(g["P"]), ""),
        ("Abschreibungen", r(g["Dp"]), ""),
        ("Sonstige betriebliche Aufwendungen", r(g["S"]), ""),
        ("Betriebsergebnis (EBIT)", r(ebit), "bt"),
        ("Finanzergebnis", r(g["Fi"]), ""),
        ("Ergebnis vor Ertragsteuern", r(ebt), "bt"),
        ("Ertragsteuern", r(g["T"]), ""),
        ("Konzernergebnis", r(net), "btT"),
        ("davon Anteilseigner der Nordmann Fördertechnik AG", r(own), ""),
        ("davon nicht beherrschende Anteile", r(g["NCI"]), ""),
        ("", None, ""),
        ("Ergebnis je Aktie unverwässert (in €)", r(epsb, True), ""),
        ("Ergebnis je Aktie verwässert (in €)", r(epsd, True), ""),
        ("Gewichtete Anzahl Aktien unverwässert (Tsd.)", ["12.600"] * 4, ""),
        ("Gewichtete Anzahl Aktien verwässert (Tsd.)", ["12.780"] * 4, ""),
    ]
    y = statement(pg, y + 4, rows, xs, size=8.3, lead=14, x_label=50, colw=66)
    pg.para(
        50,
        y + 12,
        495,
        "Die Quartalsmitteilung ist ungeprüft und wurde keiner prüferischen Durchsicht "
        "unterzogen. Rundungsdifferenzen sind möglich.",
        8,
        "heit",
        color=GREY,
    )

    # ---- page 3: balance sheet
    pg = doc.page()
    pg.text(50, 60, "Konzernbilanz", 13, "hebo", blue)
    pg.text(50, 76, "(in TEUR)", 8.5, "heit", GREY)
    xs = [455, 540]
    y = col_heads(pg, 100, xs, [("30.09.2025", "31.12.2024")], size=8, colw=66)
    lv = [
        ("Immaterielle Vermögenswerte", 38412, 40105),
        ("Geschäfts- oder Firmenwert", 21870, 21870),
        ("Sachanlagen", 142655, 139980),
        ("Nutzungsrechte", 18204, 19733),
        ("Latente Steuern", 4318, 4902),
        ("Sonstige finanzielle Vermögenswerte", 2115, 2087),
    ]
    kv = [
        ("Vorräte", 118342, 104776),
        ("Forderungen aus Lieferungen und Leistungen", 86917, 79350),
        ("Vertragsvermögenswerte", 22408, 18114),
        ("Sonstige Vermögenswerte", 9816, 8221),
        ("Zahlungsmittel und Zahlungsmitteläquivalente", 31284, 44607),
    ]
    ek = [
        ("Gezeichnetes Kapital", 12600, 12600),
        ("Kapitalrücklage", 48300, 48300),
        ("Gewinnrücklagen", 189291, 182002),
        ("Sonstige Rücklagen", -3115, -2480),
    ]
    nb = [("Nicht beherrschende Anteile", 2941, 2600)]
    ls = [
        ("Pensionsrückstellungen", 24880, 25310),
        ("Finanzverbindlichkeiten", 68500, 72000),
        ("Leasingverbindlichkeiten", 13950, 15402),
        ("Latente Steuern", 6214, 6030),
        ("Sonstige Rückstellungen", 3420, 3310),
    ]
    ks = [
        ("Finanzverbindlichkeiten", 14000, 9000),
        ("Leasingverbindlichkeiten", 5120, 5018),
        ("Verbindlichkeiten aus Lieferungen und Leistungen", 58774, 54209),
        ("Vertragsverbindlichkeiten", 31506, 27845),
        ("Steuerschulden", 3118, 2764),
        ("Sonstige Rückstellungen", 7402, 8115),
        ("Sonstige Verbindlichkeiten", 9440, 11720),
    ]

    def tot(items):
        return [sum(x[1] for x in items), sum(x[2] for x in items)]

    def lines(items):
        return [("  " + n, [_te(a), _te(b)], "") for n, a, b in items]

    ta = [tot(lv)[i] + tot(kv)[i] for i in (0, 1)]
    te = [tot(ek)[i] + tot(nb)[i] for i in (0, 1)]
    tp = [te[i] + tot(ls)[i] + tot(ks)[i] for i in (0, 1)]
    assert ta == tp, (ta, tp)
    assert ek[2][1] - ek[2][2] == own[2] - 8820  # nine-month profit less the dividend of 0,70 € x 12.600 Tsd.
    assert nb[0][1] - nb[0][2] == g["NCI"][2]
    rows = (
        [("Aktiva", None, "b")]
        + lines(lv)
        + [("Langfristige Vermögenswerte", [_te(x) for x in tot(lv)], "bt")]
    )
    rows += lines(kv) + [
        ("Kurzfristige Vermögenswerte", [_te(x) for x in tot(kv)], "bt"),
        ("Summe Aktiva", [_te(x) for x in ta], "bT"),
        ("Passiva", None, "b"),
    ]
    rows += lines(ek) + [
        ("Anteile der Aktionäre der Nordmann Fördertechnik AG", [_te(x) for x in tot(ek)], "t")
    ]
    rows += lines(nb) + [("Summe Eigenkapital", [_te(x) for x in te], "bt")] + lines(ls)
    rows += [("Summe langfristige Schulden", [_te(x) for x in tot(ls)], "bt")] + lines(ks)
    rows += [
        ("Summe kurzfristige Schulden", [_te(x) for x in tot(ks)], "bt"),
        ("Summe Passiva", [_te(x) for x in tp], "bT"),
    ]
    statement(pg, y + 4, rows, xs, size=8.2, lead=13.2, x_label=50, colw=66)
    doc.footer(lambda i, n: f"Nordmann Fördertechnik AG  |  Quartalsmitteilung Q3 2025  |  Seite {i}")
    fields = dict(
        company_name=F("Nordmann Fördertechnik AG", 1, "Nordmann Fördertechnik AG"),
        report_type=F("other", 1, "Quartalsmitteilung Q3 2025"),
        period_end_date=F("2025-09-30", 2, "01.07.-30.09.2025"),
        currency=F("EUR", 2, "(in TEUR)"),
        total_revenue=F(139442000, 2, "Umsatzerlöse 412.860 398.115 139.442"),
        operating_income=F(10427000, 2, "Betriebsergebnis (EBIT) 27.071 21.026 10.427"),
        net_income=F(6423000, 2, "davon Anteilseigner der Nordmann Fördertechnik AG 16.109 11.648 6.423"),
        diluted_eps=F(0.50, 2, "Ergebnis je Aktie verwässert (in €) 1,26 0,91 0,50"),
        total_assets=F(496341000, 3, "Summe Aktiva 496.341"),
        total_liabilities=N(),
        total_equity=F(250017000, 3, "Summe Eigenkapital 250.017"),
        cash_and_equivalents=F(31284000, 3, "Zahlungsmittel und Zahlungsmitteläquivalente 31.284"),
    )
    agree(fields, "total_revenue", "139.442", g["R"][0], 1000)
    agree(fields, "operating_income", "10.427", ebit[0], 1000)
    agree(fields, "net_income", "6.423", own[0], 1000)
    agree(fields, "diluted_eps", "0,50", epsd[0])
    agree(fields, "total_assets", "496.341", ta[0], 1000)
    agree(fields, "total_equity", "250.017", te[0], 1000)
    agree(fields, "cash_and_equivalents", "31.284", kv[4][1], 1000)
    notes = (
        "German quarterly statement (Quartalsmitteilung), TEUR -> x1,000, German numbers (139.442 = "
        "139,442). report_type 'other': an interim statement, neither a 10-Q nor a press release. The income "
        "statement prints the NINE-MONTH columns first (9M 2025, 9M 2024) and the quarter third: current "
        "figures are the 'Q3 2025 / 01.07.-30.09.2025' column. net_income = 'davon Anteilseigner ...' "
        "(attributable), diluted_eps = 'verwässert' 0,50. total_liabilities null: only 'Summe langfristige "
        "Schulden' and 'Summe kurzfristige Schulden' and 'Summe Passiva' (= total equity and liabilities) "
        "are printed. Page-1 key figures are nine-month figures."
    )
    return Built(
        "b4_fs_nordmann_q3",
        "financial_statement",
        "Nordmann Fördertechnik AG Quartalsmitteilung Q3 2025",
        "Nordmann Fördertechnik AG",
        doc,
        fields,
        notes,
    )


BUILDERS = [alpenwerk_ar, nordmann_q3]
