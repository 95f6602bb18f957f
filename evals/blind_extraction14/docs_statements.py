"""Financial-statement builders for blind_extraction14 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals, prints them and checks the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, acc, rnd
from pdfkit import Pdf, fmt

HARBOR = (0.1, 0.25, 0.4)
FJORD = (0.05, 0.32, 0.42)
MAROON = (0.45, 0.1, 0.12)


def V(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def sub(a, b):
    return [x - y for x, y in zip(a, b, strict=True)]


def neg(a):
    return [-x for x in a]


def table(p, y, colx, rows, size=8, lead=12.2, lx=44, nd=0, cur="$", x1=None, f=None):
    """Statement rows (label, values, flags).  values: Decimals (formatted with
    f or acc at nd decimals) or strings or None; flags: h heading, b bold, 1/2
    indent, t rule above the figures, c currency sign, u double rule below."""
    x0 = colx[0] - 50
    x1 = x1 or colx[-1] + 3
    f = f or (lambda v: acc(v, nd, "—"))
    for label, vals, flags in rows:
        ind = 10 * (("1" in flags) + 2 * ("2" in flags))
        bold = "b" in flags or "h" in flags
        if "t" in flags:
            p.line(x0, y - size - 1.5, x1, y - size - 1.5, 0.4)
        if label:
            p.text(lx + ind, y, label, size, bold)
        for x, v in zip(colx, vals or [], strict=False):
            s = v if isinstance(v, str) else f(v)
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


# ==================== 1 US Q2 earnings release: 13- and 26-week columns, NCI
@doc(
    "b14_fs_release_13wk_nci",
    "financial_statement",
    "Harborline Provisions, Inc. second quarter fiscal 2025 results",
)
def fs_release():
    p = Pdf(612, 792)
    p.new_page()
    p.rect(0, 0, 612, 20, 0, fill=HARBOR, color=None)
    p.text(40, 50, "NEWS RELEASE", 9, True, color=HARBOR)
    y = p.wrap(40, 74, 532, "Harborline Provisions Reports Second Quarter Fiscal 2025 Results", 16, True)
    y = p.wrap(
        40,
        y + 4,
        532,
        "Comparable store sales up 4.1%; adjusted diluted EPS of $0.61; full-year guidance reaffirmed",
        10.5,
    )
    y = p.wrap(
        40,
        y + 8,
        532,
        "CHARLESTON, S.C., August 6, 2025 -- Harborline Provisions, Inc. (NYSE: HBLP), an operator of "
        "coastal specialty grocery stores, today reported results for the 13-week second quarter ended "
        "June 29, 2025, compared with the 13-week quarter ended June 30, 2024.",
        9,
    )
    p.text(40, y + 10, "Second quarter highlights", 10, True)
    y = p.wrap(
        52,
        y + 26,
        520,
        "- Net sales of $412.9 million, up 7.6%; 26-week net sales of $806.3 million.\n"
        "- Operating income of $34.8 million; adjusted EBITDA of $52.4 million.\n"
        "- Net income attributable to Harborline of $24.3 million, or $0.59 per diluted share; adjusted "
        "net income of $25.0 million, or $0.61 per diluted share.\n"
        "- Opened four stores; 118 stores in operation at quarter end.",
        9,
    )
    p.wrap(
        40,
        y + 8,
        532,
        "Outlook: for fiscal 2025 the company continues to expect net sales of $1.64 billion to $1.67 "
        "billion and adjusted diluted EPS of $2.30 to $2.40. Adjusted measures exclude pre-opening costs "
        "and a legal settlement; see the reconciliation on our investor website.",
        9,
    )
    y = centre(
        p,
        400,
        [
            ("HARBORLINE PROVISIONS, INC. AND SUBSIDIARIES", 9.6, True),
            ("Condensed Consolidated Statements of Income (unaudited)", 8.8, True),
            ("(in thousands, except per share amounts)", 7.6, False),
        ],
    )
    colx = [372, 434, 506, 568]
    p.text(403, y + 6, "13 Weeks Ended", 7.2, True, align="c")
    p.text(537, y + 6, "26 Weeks Ended", 7.2, True, align="c")
    y = heads(
        p,
        y + 16,
        colx,
        [("June 29,", "June 30,", "June 29,", "June 30,"), ("2025", "2024", "2025", "2024")],
    )
    ns = V(412904, 383742, 806318, 751220)
    cogs = V(268410, 251118, 525903, 492771)
    gp = sub(ns, cogs)
    sga = V(103772, 96410, 206115, 191884)
    pre = V(2240, 1310, 3915, 2660)
    legal = V(3650, 0, 3650, 0)
    oi = sub(gp, add(sga, pre, legal))
    intx = V(2918, 3410, 5962, 6870)
    ebt = sub(oi, intx)
    tax = V(6402, 5214, 12330, 10118)
    ni = sub(ebt, tax)
    nci = V(1188, 1042, 2214, 1905)
    nip = sub(ni, nci)
    dsh = V(40921, 41388, 40870, 41402)
    bsh = V(40412, 40906, 40390, 40880)
    beps = [rnd(n / s, 2) for n, s in zip(nip, bsh, strict=True)]
    deps = [rnd(n / s, 2) for n, s in zip(nip, dsh, strict=True)]
    y = table(
        p,
        y,
        colx,
        [
            ("Net sales", ns, "c"),
            ("Cost of sales", cogs, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative", sga, ""),
            ("Pre-opening costs", pre, ""),
            ("Legal settlement", legal, ""),
            ("Operating income", oi, "tb"),
            ("Interest expense, net", intx, ""),
            ("Income before income taxes", ebt, "t"),
            ("Income tax expense", tax, ""),
            ("Net income", ni, "t"),
            ("Less: net income attributable to noncontrolling interests", nci, ""),
            ("Net income attributable to Harborline Provisions, Inc.", nip, "tbcu"),
            ("Earnings per share attributable to Harborline:", None, "h"),
            ("Basic", ["$" + str(e) for e in beps], "1"),
            ("Diluted", ["$" + str(e) for e in deps], "1"),
            ("Weighted average shares outstanding - diluted", dsh, "1"),
        ],
        7.8,
        12.6,
    )
    same(412904, ns[0], "ns")
    same(34832, oi[0], "oi")
    same(25512, ni[0], "ni")
    same(24324, nip[0], "nip")
    same(0.59, deps[0], "deps")
    p.footer("Harborline Provisions, Inc. - Second Quarter Fiscal 2025 - Page 1 of 2")
    # page 2: balance sheet
    p.new_page()
    y = centre(
        p,
        54,
        [
            ("HARBORLINE PROVISIONS, INC. AND SUBSIDIARIES", 9.6, True),
            ("Condensed Consolidated Balance Sheets (unaudited)", 8.8, True),
            ("(in thousands)", 7.6, False),
        ],
    )
    colx = [470, 560]
    y = heads(p, y + 6, colx, [("June 29,", "December 29,"), ("2025", "2024")])
    cash = V(48215, 61904)
    rc = V(14330, 12806)
    inv = V(121418, 114260)
    pp = V(9806, 11215)
    tca = add(cash, rc, inv, pp)
    ppe = V(288410, 271933)
    rou = V(402118, 388640)
    gw = V(96500, 96500)
    oth = V(7214, 6881)
    ta = add(tca, ppe, rou, gw, oth)
    ap = V(72840, 68115)
    accr = V(41226, 44902)
    olc = V(38114, 36920)
    cltd = V(10000, 10000)
    tcl = add(ap, accr, olc, cltd)
    ltd = V(162500, 167500)
    oln = V(389406, 377210)
    dtl = V(18822, 17640)
    tl = add(tcl, ltd, oln, dtl)
    ncie = V(24318, 22104)
    te = sub(ta, tl)
    she = sub(te, ncie)
    y = table(
        p,
        y,
        colx,
        [
            ("ASSETS", None, "h"),
            ("Cash and cash equivalents", cash, "1c"),
            ("Receivables, net", rc, "1"),
            ("Merchandise inventories", inv, "1"),
            ("Prepaid expenses and other current assets", pp, "1"),
            ("Total current assets", tca, "t2"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Other assets", oth, ""),
            ("Total assets", ta, "tbcu"),
            ("LIABILITIES AND EQUITY", None, "h"),
            ("Accounts payable", ap, "1c"),
            ("Accrued expenses", accr, "1"),
            ("Current operating lease liabilities", olc, "1"),
            ("Current portion of long-term debt", cltd, "1"),
            ("Total current liabilities", tcl, "t2"),
            ("Long-term debt, net", ltd, ""),
            ("Operating lease liabilities, net of current portion", oln, ""),
            ("Deferred income taxes", dtl, ""),
            ("Total liabilities", tl, "tb"),
            ("Total Harborline Provisions, Inc. stockholders' equity", she, ""),
            ("Noncontrolling interests", ncie, ""),
            ("Total equity", te, "tb"),
            ("Total liabilities and equity", add(tl, te), "tbcu"),
        ],
        8,
        13.2,
    )
    same(988011, ta[0], "ta")
    same(732908, tl[0], "tl")
    same(255103, te[0], "te")
    same(230785, she[0], "she")
    p.footer("Harborline Provisions, Inc. - Second Quarter Fiscal 2025 - Page 2 of 2")
    fields = {
        "company_name": F("Harborline Provisions, Inc.", 1, "Harborline Provisions, Inc. (NYSE: HBLP)"),
        "report_type": F(
            "earnings_release", 1, "Harborline Provisions Reports Second Quarter Fiscal 2025 Results"
        ),
        "period_end_date": F("2025-06-29", 1, "13-week second quarter ended June 29, 2025"),
        "currency": F("USD", 1, "Net sales $412,904 $383,742"),
        "total_revenue": F(412904000, 1, "Net sales $412,904 $383,742"),
        "operating_income": F(34832000, 1, "Operating income 34,832 34,904"),
        "net_income": F(
            24324000, 1, "Net income attributable to Harborline Provisions, Inc. $24,324 $25,238"
        ),
        "diluted_eps": F(0.59, 1, "Diluted $0.59 $0.61"),
        "total_assets": F(988011000, 2, "Total assets $988,011 $964,139"),
        "total_liabilities": F(732908000, 2, "Total liabilities 732,908 722,287"),
        "total_equity": F(255103000, 2, "Total equity 255,103 241,852"),
        "cash_and_equivalents": F(48215000, 2, "Cash and cash equivalents $48,215 $61,904"),
    }
    notes = (
        "Second-quarter earnings release of a retailer with a 52/53-week year (13-week quarter ended June "
        "29, "
        "2025), in thousands, bare $ = USD. Labels are the 13 WEEKS ENDED June 29, 2025 (first column); the "
        "26-week columns, the prior-year quarter, the rounded headline figures, adjusted EBITDA, adjusted "
        "EPS $0.61 and the full-year outlook are distractors. net_income is the line 'Net income "
        "attributable "
        "to Harborline Provisions, Inc.', not the consolidated Net income that includes noncontrolling "
        "interests (a sum relates them). Balance sheet (page 2): the June 29, 2025 column; total_equity is "
        "Total equity including noncontrolling interests (the stockholders' equity line before NCI is a "
        "distractor)."
    )
    sums = [
        SUM(
            "Net income - NCI = net income attributable",
            [
                (1, T("Net income", 25512000, 1, "Net income 25,512 26,280")),
                (-1, T("NCI", 1188000, 1, "noncontrolling interests 1,188 1,042")),
            ],
            "net_income",
        ),
        SUM(
            "stockholders' equity + NCI = Total equity",
            [
                (
                    1,
                    T(
                        "Harborline stockholders' equity",
                        230785000,
                        2,
                        "Total Harborline Provisions, Inc. stockholders' equity 230,785",
                    ),
                ),
                (1, T("NCI", 24318000, 2, "Noncontrolling interests 24,318")),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


def nok(v):
    """Norwegian statement figure: 1 234 567 / -12 345 / 0"""
    return fmt(v, " ", ",", 0)


# ==================== 2 Norwegian årsrapport, NOK 1 000, majority share
@doc(
    "b14_fs_no_arsrapport_nok",
    "financial_statement",
    "Solheimsvik Marine ASA årsrapport 2024",
)
def fs_no():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.rect(0, 0, 595, 842, 0, fill=FJORD, color=None)
    p.text(50, 300, "Solheimsvik Marine ASA", 26, True, color=(1, 1, 1))
    p.text(50, 336, "Årsrapport 2024", 18, color=(1, 1, 1))
    y = 400
    for s in [
        "Nøkkeltall 2024",
        "Driftsinntekter: 2,47 milliarder kroner (2023: 2,18 milliarder)",
        "Operasjonell EBIT: 318 millioner kroner",
        "Utbytte foreslått: 4,50 kroner per aksje",
        "Slaktevolum: 31 400 tonn sløyd vekt",
    ]:
        p.text(50, y, s, 10.5 if y == 400 else 9.6, y == 400, color=(1, 1, 1))
        y += 18
    # page 2: resultatregnskap
    p.new_page()
    y = centre(
        p,
        56,
        [
            ("Solheimsvik Marine ASA - konsern", 11, True),
            ("Resultatregnskap for regnskapsåret 2024", 9.6, True),
            ("Beløp i NOK 1 000", 8, False),
        ],
    )
    colx = [400, 470, 545]
    y = heads(p, y + 8, colx, [("Note", "2024", "2023")])
    notes_col = ["", "", "", "", "", "", "", "", "", "", "", "", "", "", ""]
    salg = V(2431806, 2146220)
    annen = V(38914, 31502)
    sdi = add(salg, annen)
    vare = V(1104318, 978406)
    lonn = V(402775, 366108)
    avs = V(188410, 171355)
    verdi = V(-46200, 88400)
    andre = V(431902, 392416)
    sdk = add(vare, lonn, avs, verdi, andre)
    dr = sub(sdi, sdk)
    fi = V(21406, 15820)
    fk = V(88714, 72306)
    rfs = sub(add(dr, fi), fk)
    skatt = V(96512, 95830)
    ar = sub(rfs, skatt)
    mino = V(14208, 11902)
    maj = sub(ar, mino)
    shares = D("58400")
    dil = D("59120")
    eps = rnd(maj[0] / shares, 2), rnd(maj[1] / D("58100"), 2)
    deps = rnd(maj[0] / dil, 2), rnd(maj[1] / D("58860"), 2)
    rows = [
        ("Salgsinntekt", salg, "", "3"),
        ("Annen driftsinntekt", annen, "", ""),
        ("Sum driftsinntekter", sdi, "tb", ""),
        ("Varekostnad", vare, "", ""),
        ("Lønnskostnad", lonn, "", "4"),
        ("Avskrivninger", avs, "", "8"),
        ("Verdijustering biologiske eiendeler", verdi, "", "9"),
        ("Annen driftskostnad", andre, "", ""),
        ("Sum driftskostnader", sdk, "tb", ""),
        ("Driftsresultat", dr, "tb", ""),
        ("Finansinntekter", fi, "", ""),
        ("Finanskostnader", fk, "", "12"),
        ("Resultat før skattekostnad", rfs, "tb", ""),
        ("Skattekostnad", skatt, "", "13"),
        ("Årsresultat", ar, "tb", ""),
        ("Herav minoritetens andel", mino, "", ""),
        ("Herav majoritetens andel", maj, "b", ""),
    ]
    for label, vals, flags, note in rows:
        if "t" in flags:
            p.line(330, y - 9.5, 548, y - 9.5, 0.4)
        p.text(50, y, label, 8.6, "b" in flags)
        p.text(colx[0], y, note, 8.2, align="r")
        p.text(colx[1], y, nok(vals[0]), 8.6, "b" in flags, align="r")
        p.text(colx[2], y, nok(vals[1]), 8.6, "b" in flags, align="r")
        y += 15
    y += 6
    for label, a, b in [
        ("Resultat per aksje (NOK)", eps[0], eps[1]),
        ("Utvannet resultat per aksje (NOK)", deps[0], deps[1]),
    ]:
        p.text(50, y, label, 8.6)
        p.text(colx[0], y, "14", 8.2, align="r")
        p.text(colx[1], y, fmt(a, " ", ","), 8.6, align="r")
        p.text(colx[2], y, fmt(b, " ", ","), 8.6, align="r")
        y += 15
    same(2470720, sdi[0], "sdi")
    same(389515, dr[0], "dr")
    same(225695, ar[0], "ar")
    same(211487, maj[0], "maj")
    same(3.58, deps[0], "deps")
    del notes_col
    p.footer("Solheimsvik Marine ASA · Årsrapport 2024 · side 2")
    # page 3: balanse
    p.new_page()
    y = centre(
        p,
        56,
        [
            ("Solheimsvik Marine ASA - konsern", 11, True),
            ("Balanse per 31. desember 2024", 9.6, True),
            ("Beløp i NOK 1 000", 8, False),
        ],
    )
    y = heads(p, y + 8, colx[1:], [("31.12.2024", "31.12.2023")])
    imm = V(612400, 598210)
    vdm = V(1688315, 1541902)
    fin = V(41880, 38114)
    sam = add(imm, vdm, fin)
    bio = V(1402660, 1288431)
    varer = V(214318, 198702)
    kund = V(286904, 251377)
    bank = V(318226, 402118)
    som = add(bio, varer, kund, bank)
    se = add(sam, som)
    ak = V(58400, 58400)
    over = V(412600, 412600)
    annen_ek = V(1498714, 1296418)
    min_ek = V(96330, 88122)
    sek = add(ak, over, annen_ek, min_ek)
    sg = sub(se, sek)
    lang = V(1120000, 1085000)
    uts = V(388412, 352118)
    kort = sub(sg, add(lang, uts))
    brows = [
        ("EIENDELER", None, "h"),
        ("Immaterielle eiendeler og konsesjoner", imm, ""),
        ("Varige driftsmidler", vdm, ""),
        ("Finansielle anleggsmidler", fin, ""),
        ("Sum anleggsmidler", sam, "tb"),
        ("Biologiske eiendeler", bio, ""),
        ("Varer", varer, ""),
        ("Kundefordringer og andre fordringer", kund, ""),
        ("Bankinnskudd, kontanter og lignende", bank, ""),
        ("Sum omløpsmidler", som, "tb"),
        ("Sum eiendeler", se, "tb"),
        ("EGENKAPITAL OG GJELD", None, "h"),
        ("Aksjekapital", ak, ""),
        ("Overkurs", over, ""),
        ("Annen egenkapital", annen_ek, ""),
        ("Minoritetsinteresser", min_ek, ""),
        ("Sum egenkapital", sek, "tb"),
        ("Langsiktig rentebærende gjeld", lang, ""),
        ("Utsatt skatt", uts, ""),
        ("Kortsiktig gjeld", kort, ""),
        ("Sum gjeld", sg, "tb"),
        ("Sum egenkapital og gjeld", add(sek, sg), "tb"),
    ]
    for label, vals, flags in brows:
        if "t" in flags:
            p.line(400, y - 9.5, 548, y - 9.5, 0.4)
        p.text(50, y, label, 8.6, "b" in flags or "h" in flags)
        if vals:
            p.text(colx[1], y, nok(vals[0]), 8.6, "b" in flags, align="r")
            p.text(colx[2], y, nok(vals[1]), 8.6, "b" in flags, align="r")
        y += 15
    same(4564703, se[0], "se")
    same(2066044, sek[0], "sek")
    same(2498659, sg[0], "sg")
    same(990247, kort[0], "kort")
    p.footer("Solheimsvik Marine ASA · Årsrapport 2024 · side 3")
    fields = {
        "company_name": F("Solheimsvik Marine ASA", 2, "Solheimsvik Marine ASA - konsern Resultatregnskap"),
        "report_type": F("annual_report", 1, "Solheimsvik Marine ASA Årsrapport 2024"),
        "period_end_date": F("2024-12-31", 3, "Balanse per 31. desember 2024"),
        "currency": F("NOK", 2, "Beløp i NOK 1 000"),
        "total_revenue": F(2470720000, 2, "Sum driftsinntekter 2 470 720 2 177 722"),
        "operating_income": F(389515000, 2, "Driftsresultat 389 515 181 037"),
        "net_income": F(211487000, 2, "Herav majoritetens andel 211 487 16 819"),
        "diluted_eps": F(3.58, 2, "Utvannet resultat per aksje (NOK) 14 3,58 0,29"),
        "total_assets": F(4564703000, 3, "Sum eiendeler 4 564 703 4 318 854"),
        "total_liabilities": F(2498659000, 3, "Sum gjeld 2 498 659 2 463 314"),
        "total_equity": F(2066044000, 3, "Sum egenkapital 2 066 044 1 855 540"),
        "cash_and_equivalents": F(318226000, 3, "Bankinnskudd, kontanter og lignende 318 226 402 118"),
    }
    notes = (
        "Norwegian group annual report (årsrapport) in NOK thousand ('Beløp i NOK 1 000', space grouping "
        "1 234 567, decimal comma). Column order on the income statement is Note | 2024 | 2023, so the "
        "figures are the first amount after the note number (labels from the 2024 column). total_revenue "
        "is Sum driftsinntekter (sales plus other operating revenue); operating_income is Driftsresultat; "
        "net_income is 'Herav majoritetens andel' (the majority share of Årsresultat, a sum relates them); "
        "diluted_eps is 'Utvannet resultat per aksje' (NOK, decimal comma). Balance: Sum eiendeler, Sum "
        "gjeld and Sum egenkapital (which includes minoritetsinteresser); cash is Bankinnskudd, kontanter og "
        "lignende. The cover key figures (2,47 milliarder, operational EBIT 318 million, dividend 4,50) are "
        "rounded or non-GAAP distractors."
    )
    sums = [
        SUM(
            "Årsresultat - minoritetens andel = majoritetens andel",
            [
                (1, T("Årsresultat", 225695000, 2, "Årsresultat 225 695 28 721")),
                (-1, T("minoritetens andel", 14208000, 2, "Herav minoritetens andel 14 208 11 902")),
            ],
            "net_income",
        ),
        SUM(
            "Sum egenkapital + Sum gjeld = Sum eiendeler",
            [(1, "total_equity"), (1, "total_liabilities")],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


# ==================== 3 US 10-Q with a stockholders' deficit and a net loss
@doc(
    "b14_fs_10q_deficit_loss",
    "financial_statement",
    "Tallgrass Fitness Clubs, Inc. Form 10-Q for the quarter ended September 30, 2025",
)
def fs_10q():
    p = Pdf(612, 792, face="serif")
    p.new_page()
    y = centre(
        p,
        70,
        [
            ("UNITED STATES", 11, True),
            ("SECURITIES AND EXCHANGE COMMISSION", 11, True),
            ("Washington, D.C. 20549", 9, False),
            ("FORM 10-Q", 16, True),
        ],
    )
    y = p.wrap(
        60,
        y + 14,
        492,
        "[X] QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934 "
        "for the quarterly period ended September 30, 2025",
        9.4,
    )
    y = centre(
        p,
        y + 16,
        [
            ("Commission File Number 001-41877", 9, False),
            ("TALLGRASS FITNESS CLUBS, INC.", 14, True),
            ("(Exact name of registrant as specified in its charter)", 8, False),
        ],
    )
    y = p.wrap(
        60,
        y + 16,
        492,
        "Delaware (State of incorporation) · 84-3319072 (I.R.S. Employer Identification No.) · 7701 College "
        "Boulevard, Overland Park, Kansas 66210 · (913) 555-0190",
        9,
    )
    p.wrap(
        60,
        y + 16,
        492,
        "As of October 31, 2025, the registrant had 31,884,210 shares of Class A common stock outstanding. "
        "In 2024 the Company completed a leveraged recapitalization; as a result its total liabilities "
        "exceed its total assets and it reports a stockholders' deficit.",
        9,
    )
    # page 2: balance sheet
    p.new_page()
    y = centre(
        p,
        54,
        [
            ("TALLGRASS FITNESS CLUBS, INC.", 10, True),
            ("CONDENSED CONSOLIDATED BALANCE SHEETS", 9.2, True),
            ("(in thousands, except share data) (unaudited)", 7.8, False),
        ],
    )
    colx = [470, 560]
    y = heads(p, y + 6, colx, [("September 30,", "December 31,"), ("2025", "2024")])
    cash = V(36118, 42905)
    rc = V(6214, 5880)
    pre = V(9442, 8216)
    tca = add(cash, rc, pre)
    ppe = V(214880, 221406)
    rou = V(298414, 305918)
    gw = V(58200, 58200)
    intg = V(41302, 44118)
    oth = V(3916, 4102)
    ta = add(tca, ppe, rou, gw, intg, oth)
    ap = V(14206, 16918)
    accr = V(28115, 25402)
    dr = V(19874, 18306)
    olc = V(31880, 30415)
    cltd = V(6000, 6000)
    tcl = add(ap, accr, dr, olc, cltd)
    ltd = V(418605, 421940)
    oln = V(296112, 305806)
    olt = V(7418, 6995)
    tl = add(tcl, ltd, oln, olt)
    te = sub(ta, tl)
    cs = V(32, 32)
    apic = V(80372, 81402)
    deficit = sub(te, add(cs, apic))
    y = table(
        p,
        y,
        colx,
        [
            ("ASSETS", None, "h"),
            ("Cash and cash equivalents", cash, "1c"),
            ("Accounts receivable", rc, "1"),
            ("Prepaid expenses and other current assets", pre, "1"),
            ("Total current assets", tca, "t2"),
            ("Property and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Other assets", oth, ""),
            ("Total assets", ta, "tbcu"),
            ("LIABILITIES AND STOCKHOLDERS' DEFICIT", None, "h"),
            ("Accounts payable", ap, "1c"),
            ("Accrued expenses", accr, "1"),
            ("Deferred revenue", dr, "1"),
            ("Operating lease liabilities, current", olc, "1"),
            ("Current portion of long-term debt", cltd, "1"),
            ("Total current liabilities", tcl, "t2"),
            ("Long-term debt, net of current portion", ltd, ""),
            ("Operating lease liabilities, noncurrent", oln, ""),
            ("Other liabilities", olt, ""),
            ("Total liabilities", tl, "tb"),
            ("Stockholders' deficit:", None, ""),
            ("Class A common stock, $0.001 par value", cs, "1"),
            ("Additional paid-in capital", apic, "1"),
            ("Accumulated deficit", deficit, "1"),
            ("Total stockholders' deficit", te, "tb"),
            ("Total liabilities and stockholders' deficit", add(tl, te), "tbcu"),
        ],
        8,
        13.2,
    )
    same(668486, ta[0], "ta")
    same(822210, tl[0], "tl")
    same(-153724, te[0], "te")
    p.footer("See accompanying notes. - 2")
    # page 3: operations
    p.new_page()
    y = centre(
        p,
        54,
        [
            ("TALLGRASS FITNESS CLUBS, INC.", 10, True),
            ("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS", 9.2, True),
            ("(in thousands, except per share data) (unaudited)", 7.8, False),
        ],
    )
    colx = [372, 434, 506, 568]
    p.text(403, y + 6, "Three Months Ended September 30,", 7, True, align="c")
    p.text(537, y + 6, "Nine Months Ended September 30,", 7, True, align="c")
    y = heads(p, y + 16, colx, [("2025", "2024", "2025", "2024")])
    dues = V(71406, 66118, 212904, 196330)
    pt = V(9812, 8904, 29415, 26206)
    oth_r = V(2992, 2740, 8612, 8118)
    rev = add(dues, pt, oth_r)
    club = V(48210, 45118, 143906, 134412)
    sga = V(14118, 13402, 42880, 40116)
    da = V(12306, 11894, 36714, 35218)
    imp = V(0, 0, 4200, 0)
    opex = add(club, sga, da, imp)
    oi = sub(rev, opex)
    intx = V(11902, 12306, 35918, 37112)
    ebt = sub(oi, intx)
    tax = V(-412, 118, -1030, 356)
    ni = sub(ebt, tax)
    sh = V(31870, 31702, 31836, 31688)
    eps = [rnd(n / s, 2) for n, s in zip(ni, sh, strict=True)]
    y = table(
        p,
        y,
        colx,
        [
            ("Revenue:", None, ""),
            ("Membership dues", dues, "1c"),
            ("Personal training", pt, "1"),
            ("Other revenue", oth_r, "1"),
            ("Total revenue", rev, "tb"),
            ("Operating costs and expenses:", None, ""),
            ("Club operating costs", club, "1"),
            ("Selling, general and administrative", sga, "1"),
            ("Depreciation and amortization", da, "1"),
            ("Impairment of long-lived assets", imp, "1"),
            ("Total operating costs and expenses", opex, "t"),
            ("Income from operations", oi, "tb"),
            ("Interest expense, net", intx, ""),
            ("Loss before income taxes", ebt, "t"),
            ("Income tax expense (benefit)", tax, ""),
            ("Net loss", ni, "tbcu"),
            ("Net loss per share, basic and diluted", ["$" + acc(e, 2) for e in eps], "b"),
            ("Weighted-average shares, basic and diluted", sh, ""),
        ],
        8,
        13.2,
    )
    same(84210, rev[0], "rev")
    same(9576, oi[0], "oi")
    same(-1914, ni[0], "ni")
    same(-0.06, eps[0], "eps")
    p.footer("See accompanying notes. - 3")
    fields = {
        "company_name": F("Tallgrass Fitness Clubs, Inc.", 1, "TALLGRASS FITNESS CLUBS, INC."),
        "report_type": F("10-Q", 1, "FORM 10-Q"),
        "period_end_date": F("2025-09-30", 1, "for the quarterly period ended September 30, 2025"),
        "currency": F("USD", 2, "Cash and cash equivalents $36,118 $42,905"),
        "total_revenue": F(84210000, 3, "Total revenue 84,210 77,762"),
        "operating_income": F(9576000, 3, "Income from operations 9,576 7,348"),
        "net_income": F(-1914000, 3, "Net loss $(1,914) $(5,076)"),
        "diluted_eps": F(-0.06, 3, "Net loss per share, basic and diluted $(0.06) $(0.16)"),
        "total_assets": F(668486000, 2, "Total assets $668,486 $690,745"),
        "total_liabilities": F(822210000, 2, "Total liabilities 822,210 831,782"),
        "total_equity": F(-153724000, 2, "Total stockholders' deficit (153,724) (141,037)"),
        "cash_and_equivalents": F(36118000, 2, "Cash and cash equivalents $36,118 $42,905"),
    }
    notes = (
        "10-Q of a leveraged fitness-club operator, in thousands, bare $ = USD; balance sheet (page 2) "
        "before "
        "the statements of operations (page 3). Labels are the THREE MONTHS ended September 30, 2025 (first "
        "column); nine-month columns are distractors. Operating income is positive but interest expense "
        "produces a NET LOSS: net_income and the single 'basic and diluted' loss per share are bracketed and "
        "negative. The balance sheet reports a STOCKHOLDERS' DEFICIT: total_equity is the bracketed Total "
        "stockholders' deficit (negative); total liabilities exceed total assets. The shares-outstanding "
        "date on the cover is a distractor."
    )
    sums = [
        SUM(
            "Total revenue - total operating costs = income from operations",
            [
                (1, "total_revenue"),
                (
                    -1,
                    T(
                        "Total operating costs and expenses",
                        74634000,
                        3,
                        "Total operating costs and expenses 74,634 70,414",
                    ),
                ),
            ],
            "operating_income",
        ),
    ]
    return p, fields, notes, sums


def gbp(v):
    """UK statement figure in £m with one decimal: 1,234.5 / (12.3)"""
    return acc(v, 1, "-")


# ==================== 4 UK preliminary results, £m, EPS in pence, March year end
@doc(
    "b14_fs_uk_prelim_pence",
    "financial_statement",
    "Kestrel Marsh Group plc preliminary results for the year ended 31 March 2025",
)
def fs_uk():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 52, "Kestrel Marsh Group plc", 15, True, color=MAROON)
    p.text(555, 52, "12 June 2025", 9, align="r")
    y = p.wrap(
        40,
        80,
        515,
        "Preliminary results for the year ended 31 March 2025",
        13,
        True,
    )
    y = p.wrap(
        40,
        y + 6,
        515,
        "Kestrel Marsh Group plc (LSE: KMG), the specialist building-products distributor, announces its "
        "audited preliminary results for the 52 weeks ended 31 March 2025.",
        9,
    )
    p.text(40, y + 10, "Financial highlights", 10, True)
    y = p.wrap(
        52,
        y + 26,
        503,
        "- Revenue £1,184.6m (2024: £1,102.9m), up 7.4%\n"
        "- Adjusted operating profit £112.3m; statutory operating profit £96.8m\n"
        "- Adjusted diluted earnings per share 30.2p; statutory diluted EPS 24.6p\n"
        "- Net debt (pre-IFRS 16) £84.1m; final dividend 7.8p per share, full-year dividend 11.4p\n"
        "- Half-year revenue (six months to 30 September 2024) was £598.2m",
        9,
    )
    y = p.wrap(
        40,
        y + 8,
        515,
        "Adjusted measures exclude amortisation of acquired intangibles (£9.7m) and restructuring costs "
        "(£5.8m). The Board expects the year ending 31 March 2026 to be in line with current market "
        "expectations.",
        9,
    )
    y = centre(
        p,
        y + 20,
        [
            ("Consolidated income statement", 10, True),
            ("for the year ended 31 March 2025", 8.4, False),
        ],
    )
    colx = [470, 550]
    y = heads(p, y + 4, colx, [("2025", "2024"), ("£m", "£m")])
    rev = V("1184.6", "1102.9")
    cos = V("-812.4", "-761.7")
    gp = add(rev, cos)
    dist = V("-259.8", "-243.1")
    adm = V("-15.6", "-14.2")
    oth = V("0.0", "0.0")
    op = add(gp, dist, adm, oth)
    fin_i = V("1.9", "1.2")
    fin_c = V("-14.6", "-13.8")
    pbt = add(op, fin_i, fin_c)
    tax = V("-20.9", "-18.4")
    pfy = add(pbt, tax)
    nci = V("1.5", "1.1")
    own = sub(pfy, nci)
    y = table(
        p,
        y,
        colx,
        [
            ("Revenue", rev, "b"),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "t"),
            ("Distribution and selling costs", dist, ""),
            ("Administrative expenses", adm, ""),
            ("Operating profit", op, "tb"),
            ("Finance income", fin_i, ""),
            ("Finance costs", fin_c, ""),
            ("Profit before tax", pbt, "t"),
            ("Income tax expense", tax, ""),
            ("Profit for the year", pfy, "tb"),
            ("Attributable to:", None, ""),
            ("Owners of the parent", own, "1"),
            ("Non-controlling interests", nci, "1"),
            ("Earnings per share", None, "h"),
            ("Basic", ["25.0p", "22.1p"], "1"),
            ("Diluted", ["24.6p", "21.8p"], "1"),
        ],
        8.2,
        13,
        f=gbp,
    )
    same(372.2, gp[0], "gp")
    same(96.8, op[0], "op")
    same(63.2, pfy[0], "pfy")
    same(61.7, own[0], "own")
    same(24.6, rnd(own[0] * 100 / D("250.8"), 1), "diluted pence")
    p.footer("Kestrel Marsh Group plc - Preliminary results 2025 - 1")
    # page 2: balance sheet
    p.new_page()
    y = centre(
        p,
        56,
        [
            ("Consolidated balance sheet", 10, True),
            ("at 31 March 2025", 8.4, False),
        ],
    )
    y = heads(p, y + 4, colx, [("2025", "2024"), ("£m", "£m")])
    gw = V("214.6", "209.8")
    intg = V("61.3", "70.1")
    ppe = V("138.9", "131.4")
    rou = V("122.7", "118.2")
    nca = add(gw, intg, ppe, rou)
    inv = V("196.4", "182.7")
    trc = V("201.8", "188.5")
    cash = V("47.2", "39.6")
    ca = add(inv, trc, cash)
    ta = add(nca, ca)
    tp = V("228.6", "214.3")
    cl_b = V("20.0", "20.0")
    cl_l = V("24.1", "22.8")
    ctax = V("6.2", "5.1")
    cl = add(tp, cl_b, cl_l, ctax)
    nc_b = V("111.3", "123.9")
    nc_l = V("107.4", "104.6")
    dtx = V("14.9", "15.7")
    ncl = add(nc_b, nc_l, dtx)
    tl = add(cl, ncl)
    na = sub(ta, tl)
    sc = V("15.6", "15.6")
    spr = V("88.2", "88.2")
    ncie = V("6.8", "5.9")
    re = sub(na, add(sc, spr, ncie))
    eq_own = add(sc, spr, re)
    y = table(
        p,
        y,
        colx,
        [
            ("Non-current assets", None, "h"),
            ("Goodwill", gw, "1"),
            ("Other intangible assets", intg, "1"),
            ("Property, plant and equipment", ppe, "1"),
            ("Right-of-use assets", rou, "1"),
            ("", nca, "t"),
            ("Current assets", None, "h"),
            ("Inventories", inv, "1"),
            ("Trade and other receivables", trc, "1"),
            ("Cash and cash equivalents", cash, "1"),
            ("", ca, "t"),
            ("Total assets", ta, "tb"),
            ("Current liabilities", None, "h"),
            ("Trade and other payables", tp, "1"),
            ("Borrowings", cl_b, "1"),
            ("Lease liabilities", cl_l, "1"),
            ("Current tax liabilities", ctax, "1"),
            ("", cl, "t"),
            ("Non-current liabilities", None, "h"),
            ("Borrowings", nc_b, "1"),
            ("Lease liabilities", nc_l, "1"),
            ("Deferred tax liabilities", dtx, "1"),
            ("", ncl, "t"),
            ("Total liabilities", tl, "tb"),
            ("Net assets", na, "tbu"),
            ("Equity", None, "h"),
            ("Share capital", sc, "1"),
            ("Share premium", spr, "1"),
            ("Retained earnings", re, "1"),
            ("Equity attributable to owners of the parent", eq_own, "t"),
            ("Non-controlling interests", ncie, ""),
            ("Total equity", add(eq_own, ncie), "tbu"),
        ],
        8.2,
        13,
        f=gbp,
    )
    same(982.9, ta[0], "ta")
    same(512.5, tl[0], "tl")
    same(470.4, na[0], "na")
    p.footer("Kestrel Marsh Group plc - Preliminary results 2025 - 2")
    fields = {
        "company_name": F("Kestrel Marsh Group plc", 1, "Kestrel Marsh Group plc (LSE: KMG)"),
        "report_type": F("earnings_release", 1, "Preliminary results for the year ended 31 March 2025"),
        "period_end_date": F("2025-03-31", 1, "Preliminary results for the year ended 31 March 2025"),
        "currency": F("GBP", 1, "Revenue £1,184.6m (2024: £1,102.9m)"),
        "total_revenue": F(1184600000, 1, "Revenue 1,184.6 1,102.9"),
        "operating_income": F(96800000, 1, "Operating profit 96.8 83.9"),
        "net_income": F(61700000, 1, "Owners of the parent 61.7 51.8"),
        "diluted_eps": F(24.6, 1, "Diluted 24.6p 21.8p"),
        "total_assets": F(982900000, 2, "Total assets 982.9 940.3"),
        "total_liabilities": F(512500000, 2, "Total liabilities 512.5 506.4"),
        "total_equity": F(470400000, 2, "Total equity 470.4 433.9"),
        "cash_and_equivalents": F(47200000, 2, "Cash and cash equivalents 47.2 39.6"),
    }
    notes = (
        "UK plc preliminary (full-year) results announcement, so report_type is earnings_release and the "
        "current period is the year ended 31 March 2025 (52 weeks); figures in £m with one decimal, "
        "current year first. diluted_eps is 24.6 as printed ('24.6p', i.e. pence per share; the contract "
        "keeps per-share amounts as printed). net_income is 'Owners of the parent' (profit attributable), "
        "not Profit for the year (a sum relates them). Adjusted operating profit £112.3m, adjusted EPS "
        "30.2p, "
        "half-year revenue, net debt and dividends are distractors; the 2024 comparatives follow each "
        "figure. The balance sheet's subtotal rows have blank labels (non-current and current assets and "
        "liabilities); Total assets, Total liabilities and Total equity (incl. NCI, equal to Net assets) are "
        "labelled. Costs on the income statement are bracketed; the labelled lines are not."
    )
    sums = [
        SUM(
            "Profit for the year - NCI = owners of the parent",
            [
                (1, T("Profit for the year", 63200000, 1, "Profit for the year 63.2 52.9")),
                (-1, T("NCI", 1500000, 1, "Non-controlling interests 1.5 1.1")),
            ],
            "net_income",
        ),
    ]
    return p, fields, notes, sums


def cr(v):
    """Indian statement figure in crore with two decimals: 1,234.56 / (12.34)"""
    return acc(v, 2, "-")


# ==================== 5 Indian annual report, ₹ crore, standalone vs consolidated, no operating profit line
@doc(
    "b14_fs_in_annual_crore",
    "financial_statement",
    "Deccan Ridge Cements Limited Annual Report 2024-25",
)
def fs_in():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.text(297, 90, "Deccan Ridge Cements Limited", 20, True, align="c", color=MAROON)
    p.text(297, 114, "Annual Report 2024-25", 13, align="c")
    p.text(297, 130, "CIN L26942TG1996PLC025518 · Hyderabad, Telangana", 8, align="c", color=GREY)
    p.text(40, 180, "Directors' Report - Financial Highlights", 11, True)
    p.text(40, 196, "(₹ in crore)", 8)
    colx = [330, 405, 480, 555]
    p.text(367, 214, "Standalone", 8, True, align="c")
    p.text(517, 214, "Consolidated", 8, True, align="c")
    y = heads(p, 228, colx, [("FY 2024-25", "FY 2023-24", "FY 2024-25", "FY 2023-24")], 7.4)
    y = table(
        p,
        y,
        colx,
        [
            ("Revenue from operations", V("7618.42", "7012.90", "8412.37", "7745.18"), ""),
            ("EBITDA", V("1288.10", "1104.65", "1402.26", "1211.84"), ""),
            ("Profit before tax", V("702.35", "588.41", "805.30", "664.14"), ""),
            ("Profit for the year", V("528.90", "441.12", "619.95", "511.33"), ""),
            ("Dividend per share (₹)", ["6.50", "5.50", "", ""], ""),
        ],
        8.2,
        14,
        f=cr,
    )
    p.wrap(
        40,
        y + 12,
        515,
        "Cement sales volume rose to 14.2 million tonnes. The Board has recommended a final dividend of "
        "₹6.50 "
        "per equity share of ₹10 each for FY 2024-25. The consolidated financial statements include the "
        "Company's subsidiaries Deccan Ridge Logistics Private Limited (76% owned) and Kurnool Green Power "
        "Private Limited.",
        8.8,
    )
    p.footer("Deccan Ridge Cements Limited · Annual Report 2024-25 · 1")
    # page 2: consolidated balance sheet
    p.new_page()
    y = centre(
        p,
        54,
        [
            ("Deccan Ridge Cements Limited", 10.5, True),
            ("Consolidated Balance Sheet as at 31 March 2025", 9.4, True),
            ("(All amounts in ₹ crore, unless otherwise stated)", 7.6, False),
        ],
    )
    colx = [470, 552]
    y = heads(p, y + 4, colx, [("As at", "As at"), ("31 March 2025", "31 March 2024")])
    ppe = V("6218.44", "5890.17")
    cwip = V("812.90", "604.35")
    rou = V("142.18", "131.02")
    ofa = V("388.61", "342.70")
    nca = add(ppe, cwip, rou, ofa)
    inv = V("914.27", "866.48")
    trc = V("602.35", "571.90")
    cash = V("318.76", "244.51")
    obb = V("121.40", "96.15")
    oca = V("266.92", "248.03")
    ca = add(inv, trc, cash, obb, oca)
    ta = add(nca, ca)
    esc = V("236.20", "236.20")
    oe = V("5104.82", "4648.51")
    own = add(esc, oe)
    ncie = V("96.14", "82.76")
    te = add(own, ncie)
    ncl = V("1844.30", "1812.48")
    tl = sub(ta, te)
    cl = sub(tl, ncl)
    y = table(
        p,
        y,
        colx,
        [
            ("ASSETS", None, "h"),
            ("Non-current assets", None, "b"),
            ("Property, plant and equipment", ppe, "1"),
            ("Capital work-in-progress", cwip, "1"),
            ("Right-of-use assets", rou, "1"),
            ("Other non-current assets", ofa, "1"),
            ("Total non-current assets", nca, "t"),
            ("Current assets", None, "b"),
            ("Inventories", inv, "1"),
            ("Trade receivables", trc, "1"),
            ("Cash and cash equivalents", cash, "1"),
            ("Bank balances other than cash and cash equivalents", obb, "1"),
            ("Other current assets", oca, "1"),
            ("Total current assets", ca, "t"),
            ("Total Assets", ta, "tbu"),
            ("EQUITY AND LIABILITIES", None, "h"),
            ("Equity share capital", esc, "1"),
            ("Other equity", oe, "1"),
            ("Equity attributable to owners of the Company", own, "t"),
            ("Non-controlling interests", ncie, ""),
            ("Total Equity", te, "tb"),
            ("Non-current liabilities", ncl, ""),
            ("Current liabilities", cl, ""),
            ("Total Liabilities", tl, "tb"),
            ("Total Equity and Liabilities", add(te, tl), "tbu"),
        ],
        8.2,
        13.4,
        f=cr,
    )
    same(9785.83, ta[0], "ta")
    same(5437.16, te[0], "te")
    same(4348.67, tl[0], "tl")
    same(2504.37, cl[0], "cl")
    p.footer("Deccan Ridge Cements Limited · Annual Report 2024-25 · 2")
    # page 3: consolidated statement of profit and loss
    p.new_page()
    y = centre(
        p,
        54,
        [
            ("Deccan Ridge Cements Limited", 10.5, True),
            ("Consolidated Statement of Profit and Loss for the year ended 31 March 2025", 9.4, True),
            ("(All amounts in ₹ crore, unless otherwise stated)", 7.6, False),
        ],
    )
    y = heads(p, y + 4, colx, [("Year ended", "Year ended"), ("31 March 2025", "31 March 2024")])
    rfo = V("8412.37", "7745.18")
    oi = V("64.82", "51.37")
    ti = add(rfo, oi)
    mat = V("1318.40", "1266.92")
    pf = V("2106.75", "2018.33")
    fr = V("1891.62", "1744.80")
    emp = V("402.18", "371.56")
    fin = V("176.30", "188.42")
    dep = V("392.44", "361.09")
    oth = V("1360.20", "1196.48")
    te_ = add(mat, pf, fr, emp, fin, dep, oth)
    pbe = sub(ti, te_)
    exc = V("-24.00", "15.19")
    pbt = add(pbe, exc)
    tax = V("185.35", "152.81")
    pfy = sub(pbt, tax)
    nci = V("13.38", "9.12")
    own_p = sub(pfy, nci)
    y = table(
        p,
        y,
        colx,
        [
            ("Income", None, "h"),
            ("Revenue from operations", rfo, "1"),
            ("Other income", oi, "1"),
            ("Total income", ti, "tb"),
            ("Expenses", None, "h"),
            ("Cost of materials consumed", mat, "1"),
            ("Power and fuel", pf, "1"),
            ("Freight and forwarding expenses", fr, "1"),
            ("Employee benefits expense", emp, "1"),
            ("Finance costs", fin, "1"),
            ("Depreciation and amortisation expense", dep, "1"),
            ("Other expenses", oth, "1"),
            ("Total expenses", te_, "tb"),
            ("Profit before exceptional items and tax", pbe, "t"),
            ("Exceptional items (net)", exc, ""),
            ("Profit before tax", pbt, "tb"),
            ("Tax expense", tax, ""),
            ("Profit for the year", pfy, "tb"),
            ("Profit for the year attributable to:", None, ""),
            ("Owners of the Company", own_p, "1"),
            ("Non-controlling interests", nci, "1"),
            ("Earnings per equity share of ₹10 each (in ₹)", None, "h"),
            ("Basic", ["25.68", "21.26"], "1"),
            ("Diluted", ["25.64", "21.23"], "1"),
        ],
        8.2,
        13.4,
        f=cr,
    )
    same(8477.19, ti[0], "ti")
    same(805.30, pbt[0], "pbt")
    same(619.95, pfy[0], "pfy")
    same(606.57, own_p[0], "own")
    same(25.64, rnd(own_p[0] / D("23.66"), 2), "diluted eps")
    p.footer("Deccan Ridge Cements Limited · Annual Report 2024-25 · 3")
    fields = {
        "company_name": F(
            "Deccan Ridge Cements Limited", 1, "Deccan Ridge Cements Limited Annual Report 2024-25"
        ),
        "report_type": F("annual_report", 1, "Annual Report 2024-25"),
        "period_end_date": F("2025-03-31", 2, "Consolidated Balance Sheet as at 31 March 2025"),
        "currency": F("INR", 2, "(All amounts in ₹ crore, unless otherwise stated)"),
        "total_revenue": F(84123700000, 3, "Revenue from operations 8,412.37 7,745.18"),
        "operating_income": NULL(),
        "net_income": F(6065700000, 3, "Owners of the Company 606.57 502.21"),
        "diluted_eps": F(25.64, 3, "Diluted 25.64 21.23"),
        "total_assets": F(97858300000, 2, "Total Assets 9,785.83 8,995.31"),
        "total_liabilities": F(43486700000, 2, "Total Liabilities 4,348.67 4,027.84"),
        "total_equity": F(54371600000, 2, "Total Equity 5,437.16 4,967.47"),
        "cash_and_equivalents": F(3187600000, 2, "Cash and cash equivalents 318.76 244.51"),
    }
    notes = (
        "Indian annual report (Ind AS) for FY 2024-25, amounts in ₹ crore (1 crore = 10,000,000), current "
        "year "
        "first. The contract asks for CONSOLIDATED figures: the Directors' Report highlights on page 1 print "
        "standalone and consolidated columns (standalone revenue 7,618.42, PBT 702.35 and profit 528.90 are "
        "distractors; "
        "EBITDA and the dividend too). total_revenue is Revenue from operations (Total income adds other "
        "income and is a distractor). operating_income is null: the Ind AS statement prints no operating "
        "profit line (Profit before exceptional items and tax is after other income and finance costs; "
        "never computed). net_income is the profit attributable to Owners of the Company, not Profit for "
        "the year (a sum relates them). total_liabilities is the printed Total Liabilities; total_equity "
        "includes non-controlling interests; cash_and_equivalents excludes the other bank balances."
    )
    sums = [
        SUM(
            "Profit for the year - NCI = owners of the Company",
            [
                (1, T("Profit for the year", 6199500000, 3, "Profit for the year 619.95 511.33")),
                (-1, T("NCI", 133800000, 3, "Non-controlling interests 13.38 9.12")),
            ],
            "net_income",
        ),
    ]
    return p, fields, notes, sums
