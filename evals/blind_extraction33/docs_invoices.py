"""Invoice builders for blind_extraction33 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, pct
from pdfkit import Pdf, fmt, q
from sheet import Sheet

A4 = dict(w=595, h=842)
LETTER = dict(w=612, h=792)


def tot(xs):
    return sum(xs, D(0))


def dots(x, nd=2):
    """Dot grouping, comma decimals: 1.234.567,89"""
    return fmt(x, ".", ",", nd)


def spc(x, nd=2):
    """Space grouping, comma decimals: 1 234 567,89"""
    return fmt(x, " ", ",", nd)


def com(x, nd=2):
    """Comma grouping, dot decimals: 1,234,567.89"""
    return fmt(x, ",", ".", nd)


def apo(x, nd=2):
    """Swiss grouping: 1'234.50"""
    return fmt(x, "'", ".", nd)


def side(s, x, rows, size=None, first_bold=True, caption=None):
    """A block of lines at x from the Sheet's current line; returns the texts drawn."""
    keep = s.x
    s.x = x
    out = []
    if caption:
        s.t(caption, 6.8, True, color=GREY)
    for i, ln in enumerate(rows):
        out.append(s.t(ln, size, first_bold and i == 0))
    s.x = keep
    return out


def two(s, left, right, xr=320, size=None):
    """Two captioned blocks side by side, left drawn first; returns (left texts, right texts)."""
    y0 = s.y
    a = side(s, s.x, left[1], size=size, caption=left[0])
    y1 = s.y
    s.y = y0
    b = side(s, xr, right[1], size=size, caption=right[0])
    s.y = max(y1, s.y)
    return a, b


def head(s, xs, names, size=7.2):
    out = s.row([(x, n, a) for (x, a), n in zip(xs, names, strict=True)], size=size, bold=True)
    s.rule()
    return out


def line(s, xs, vals, size=7.5, bold=False, lead=12.2):
    return s.row([(x, v, a) for (x, a), v in zip(xs, vals, strict=True)], size=size, bold=bold, lead=lead)


def kvs(s, x, pairs, bold_last=False, size=None, xr=None):
    """Label at x, value right-aligned at xr (the Sheet's right edge by default)."""
    keep, keep_r = s.x, s.xr
    s.x = x
    s.xr = xr or s.xr
    out = [s.kv(k, v, bold=bold_last and i == len(pairs) - 1, size=size) for i, (k, v) in enumerate(pairs)]
    s.x, s.xr = keep, keep_r
    return out


def cells(s, items, h=22, size=7.8, lsize=6.2):
    """One row of boxed cells, caption above value; returns the 'caption value' texts."""
    y = s.y - 8
    out = []
    for x0, x1, lab, val in items:
        s.p.rect(x0, y, x1, y + h, 0.5)
        s.p.text(x0 + 3, y + lsize + 2, lab, lsize, color=GREY)
        s.p.text(x0 + 3, y + h - 5, val, size, True)
        out.append(f"{lab} {val}")
    s.y = y + h + 14
    return out


def check(L, **computed):
    for k, v in computed.items():
        same(L[k], v, k)


# ===== 1 Dutch factuur (EUR, dot grouping, dd-mm-yyyy): horeca wholesaler, BTW 9 % and 21 % with a
# kredietbeperking (credit restriction) of 2 % that lowers the VAT base but not the invoice total, an
# early-payment amount and date as distractors, factuuradres (head office) vs afleveradres (outlet)
@doc("b33_inv_nl_factuur_kredietbeperking", "invoice", "Van Ekeren Horeca Groothandel factuur VE24-018347")
def inv_nl():
    L = dict(
        b9=861.71,
        b21=439.06,
        sub=1300.77,
        kb=26.01,
        r9=844.48,
        r21=430.28,
        v9=76,
        v21=90.36,
        tax=166.36,
        tot=1467.13,
        early=1441.12,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=52, size=7.8)
    s.t("Van Ekeren", 20, True)
    s.t("HORECA GROOTHANDEL · VERS · DROOG · NON-FOOD", 7, color=GREY)
    s.skip(2)
    q_v = s.t("Van Ekeren Horeca Groothandel B.V. · Celsiusweg 41 · 5928 PR Venlo", 7.4)
    s.t("T 077 382 41 90 · administratie@vanekeren-horeca.example · KvK 71846203 · BTW NL862419357B01", 7.2)
    s.skip(10)
    (q_b, *_), _ = two(
        s,
        (
            "FACTUURADRES",
            [
                "Horecagroep Maasoever B.V.",
                "t.a.v. Crediteurenadministratie",
                "Postbus 2317",
                "6201 HH Maastricht",
            ],
        ),
        (
            "AFLEVERADRES",
            [
                "Brasserie De Oude Sluis",
                "Maasboulevard 27",
                "6211 JW Maastricht",
                "Levering via achteringang, ma t/m za 7.00-10.00 uur",
            ],
        ),
        xr=318,
        size=8,
    )
    s.skip(12)
    q_no = s.t("FACTUUR VE24-018347", 14, True)
    s.skip(8)
    hc = cells(
        s,
        [
            (42, 130, "Factuurdatum", "19-03-2024"),
            (130, 205, "Klantnummer", "40827"),
            (205, 290, "Vervaldatum", "02-04-2024"),
            (290, 375, "Leverdatum", "12-03-2024"),
            (375, 460, "Pakbon", "PB 7718204"),
            (460, 553, "Uw referentie", "MO-2024-0311"),
        ],
    )
    xs = [(44, "l"), (90, "l"), (330, "r"), (346, "l"), (420, "r"), (462, "r"), (551, "r")]
    head(s, xs, ["Art.nr.", "Omschrijving", "Aantal", "Eenh.", "Prijs", "BTW", "Bedrag excl."], 7)
    rows = [
        ("10418", "Roomboter ongezouten 82% blok 10 kg", "3", "doos", "94.37", 9),
        ("22905", "Olijfolie extra vierge, blik 5 l", "4", "blik", "41.86", 9),
        ("31177", "Runderhaas Iers grasgevoerd, vacuüm (per kg)", "6.35", "kg", "38.94", 9),
        ("31402", "Kalfsfond geconcentreerd 1 l", "8", "fles", "11.28", 9),
        ("45560", "Spa Rood 24 x 0,25 l (excl. statiegeld)", "5", "krat", "14.73", 9),
        ("58213", "Vaatwasmiddel professioneel 20 l", "2", "can", "67.49", 21),
        ("58227", "Naglansmiddel 10 l", "2", "can", "39.15", 21),
        ("61840", "Servetten 3-laags 40x40 bordeaux (1.000 st.)", "3", "doos", "28.62", 21),
        ("70391", "Huiswijn Côtes de Gascogne blanc 0,75 l", "24", "fles", "5.83", 21),
    ]
    base = {9: D(0), 21: D(0)}
    for art, name, qty, unit, price, rate in rows:
        net = ext(qty, price)
        base[rate] += net
        qs = dots(D(qty)) if "." in qty else qty
        line(s, xs, [art, name, qs, unit, dots(D(price)), f"{rate}%", dots(net)], 7.3)
    s.rule()
    s.skip(6)
    sub = base[9] + base[21]
    kb9, kb21 = pct(base[9], 2), pct(base[21], 2)
    kb = kb9 + kb21
    r9, r21 = base[9] - kb9, base[21] - kb21
    v9, v21 = pct(r9, 9), pct(r21, 21)
    tax = v9 + v21
    total = sub + tax
    early = total - kb
    (q_b9, q_b21, q_sub, q_kb, q_v9, q_v21, q_tax, q_tot) = kvs(
        s,
        280,
        [
            ("Subtotaal BTW laag (9%)", "€ " + dots(base[9])),
            ("Subtotaal BTW hoog (21%)", "€ " + dots(base[21])),
            ("Totaal excl. BTW", "€ " + dots(sub)),
            ("Kredietbeperking 2%", "€ " + dots(kb)),
            (f"BTW 9% over € {dots(r9)}", "€ " + dots(v9)),
            (f"BTW 21% over € {dots(r21)}", "€ " + dots(v21)),
            ("Totaal BTW", "€ " + dots(tax)),
            ("Totaal incl. BTW", "€ " + dots(total)),
        ],
        bold_last=True,
        size=8.2,
    )
    s.skip(10)
    q_early = s.para(
        "Bij betaling binnen 8 dagen na factuurdatum, uiterlijk 27-03-2024, mag u de kredietbeperking van "
        f"€ {dots(kb)} inhouden en volstaat betaling van € {dots(early)}. Over de kredietbeperking is geen "
        "BTW berekend.",
        7.6,
    )
    s.para(
        "Wij verzoeken u het verschuldigde bedrag uiterlijk op de vervaldatum over te maken op IBAN NL47 "
        "RABO "
        "0318 4627 91 (BIC RABONL2U) onder vermelding van het factuurnummer. Statiegeld op kratten wordt "
        "separaat verrekend via de emballagenota van de maand.",
        7.6,
    )
    s.skip(20)
    s.t(
        "Op al onze leveringen zijn de algemene voorwaarden van Van Ekeren Horeca Groothandel van "
        "toepassing.",
        6.6,
        color=GREY,
    )
    s.t("Klachten over geleverde goederen binnen 48 uur na levering melden. Pagina 1 van 1", 6.6, color=GREY)
    check(
        L,
        b9=base[9],
        b21=base[21],
        sub=sub,
        kb=kb,
        r9=r9,
        r21=r21,
        v9=v9,
        v21=v21,
        tax=tax,
        tot=total,
        early=early,
    )
    q_e = " ".join(q_early)
    fields = {
        "invoice_number": F("VE24-018347", 1, q_no),
        "invoice_date": F("2024-03-19", 1, hc[0]),
        "due_date": F("2024-04-02", 1, hc[2]),
        "vendor_name": F("Van Ekeren Horeca Groothandel B.V.", 1, q_v),
        "bill_to": F("Horecagroep Maasoever B.V.", 1, q_b),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Dutch factuur of a catering wholesaler, EUR with dot grouping and comma decimals, dates dd-mm-yyyy. "
        "invoice_number is the FACTUUR number; the customer number, packing-slip number and purchase "
        "reference are distractors. invoice_date is the Factuurdatum and due_date the Vervaldatum; the "
        "delivery date and the early-payment deadline are distractors. bill_to is the company at the "
        "factuuradres, not the outlet at the afleveradres. Lines carry BTW 9 % or 21 %; the two per-rate "
        "subtotals add up to Totaal excl. BTW, the subtotal (sum). A kredietbeperking of 2 % lowers the base "
        "on which BTW is computed (sum) but is not deducted from the total; Totaal BTW is the tax (sum of "
        "the "
        "two rates) and Totaal incl. BTW the total. amount_due is null: the invoice prints no amount due "
        "apart from the total; the reduced amount payable within 8 days (total less the kredietbeperking, "
        "sum) is conditional and a distractor."
    )
    sums = [
        SUM(
            "subtotaal 9% + subtotaal 21% = totaal excl. BTW",
            [(1, T("subtotaal 9%", L["b9"], 1, q_b9)), (1, T("subtotaal 21%", L["b21"], 1, q_b21))],
            "subtotal",
        ),
        SUM(
            "BTW 9% + BTW 21% = totaal BTW",
            [(1, T("BTW 9%", L["v9"], 1, q_v9)), (1, T("BTW 21%", L["v21"], 1, q_v21))],
            "tax",
        ),
        SUM(
            "BTW-grondslag 9% + BTW-grondslag 21% + kredietbeperking = totaal excl. BTW",
            [
                (1, T("BTW-grondslag 9%", L["r9"], 1, q_v9)),
                (1, T("BTW-grondslag 21%", L["r21"], 1, q_v21)),
                (1, T("kredietbeperking", L["kb"], 1, q_kb)),
            ],
            "subtotal",
        ),
        SUM(
            "totaal incl. BTW - kredietbeperking = bedrag bij betaling binnen 8 dagen",
            [(1, "total"), (-1, T("kredietbeperking", L["kb"], 1, q_e))],
            T("bedrag bij betaling binnen 8 dagen", L["early"], 1, q_e),
        ),
    ]
    return p, fields, notes, sums


# ===== 2 Danish faktura (DKK, dot grouping, dd.mm.yyyy): plumbing work for a housing co-operative c/o its
# administrator, arbejdssted vs billing address, labour / materials / driving lines with a materials discount,
# moms 25 %, an earlier credit note set off against the total to the amount to pay, FI payment line
@doc("b33_inv_dk_faktura_modregning_kreditnota", "invoice", "Limfjordens VVS & Blik faktura 31852")
def inv_dk():
    L = dict(
        arb=33701.5,
        km=1935,
        mat=25420.8,
        rab=-1271.04,
        sub=59786.26,
        tax=14946.57,
        tot=74732.83,
        kn=3418.75,
        due=71314.08,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=54, size=8)
    s.t("LIMFJORDENS VVS & BLIK", 16, True)
    s.t("Autoriseret VVS-installatør · Blikkenslager · Service", 7.4, color=GREY)
    s.skip(14)
    top = s.y
    s.x = 330
    q_v = s.t("Limfjordens VVS & Blik ApS", 8, True)
    s.t("Hobrovej 318", 7.6)
    s.t("9200 Aalborg SV", 7.6)
    s.t("Tlf. 98 17 42 60", 7.6)
    s.t("CVR-nr. 41 86 27 39", 7.6)
    s.t("Bank: reg.nr. 9070 konto 1628459173", 7.6)
    s.x, s.y = 46, top
    q_b = s.t("Andelsboligforeningen Skovbakken", 8.6, True)
    s.t("c/o Nordjysk Ejendomsadministration A/S", 8)
    s.t("Att.: Dorthe Lindgaard", 8)
    s.t("Vesterbro 94, 2. sal", 8)
    s.t("9000 Aalborg", 8)
    s.y = top + 100
    q_no = s.t("FAKTURA nr. 31852", 14, True)
    s.skip(2)
    hdr = kvs(
        s,
        46,
        [
            ("Fakturadato", "07.11.2023"),
            ("Kundenr.", "1184"),
            ("Sagsnr. / rekvisition", "23-0592 / R-5510"),
            ("Arbejdsperiode", "23.10.2023 - 03.11.2023"),
            ("Betalingsbetingelser", "Løbende måned + 30 dage"),
            ("Forfaldsdato", "30.12.2023"),
        ],
        size=7.8,
        xr=300,
    )
    s.skip(2)
    s.t(
        "Arbejdssted: Skovbakken 12, opgang 12-16, 9400 Nørresundby - udskiftning af stigstrenge i kælder",
        7.6,
    )
    s.skip(8)
    xs = [(48, "l"), (330, "r"), (340, "l"), (430, "r"), (547, "r")]
    head(s, xs, ["Tekst", "Antal", "Enhed", "Á-pris", "Beløb"], 7.2)
    lab = [
        ("VVS-montør, timer", "47,5", "47.5", "t", "565.00"),
        ("Lærling, timer", "22", "22", "t", "312.00"),
        ("Kørsel, servicevogn", "9", "9", "stk", "215.00"),
    ]
    mats = [
        ("Pressfittings kobber 28 mm, diverse", "64", "64", "stk", "48.75"),
        ("Kobberrør 28 mm, 5 m længder", "18", "18", "stk", "412.60"),
        ("Rørisolering 28/30 mm, 1 m", "92", "92", "m", "36.45"),
        ("Strengreguleringsventil DN25", "6", "6", "stk", "1127.30"),
        ("Afspærringsventil DN25 m. muffe", "12", "12", "stk", "286.90"),
        ("Brandtætning af gennemføringer, sæt", "6", "6", "sæt", "219.00"),
    ]
    total_lines = D(0)
    q_lab = []
    for name, shown, qty, unit, price in lab:
        amt = ext(qty, price)
        total_lines += amt
        q_lab.append(line(s, xs, [name, shown, unit, dots(D(price)), dots(amt)], 7.4))
    arb = ext(lab[0][2], lab[0][4]) + ext(lab[1][2], lab[1][4])
    km = ext(lab[2][2], lab[2][4])
    mat = D(0)
    for name, shown, qty, unit, price in mats:
        amt = ext(qty, price)
        mat += amt
        line(s, xs, [name, shown, unit, dots(D(price)), dots(amt)], 7.4)
    rab = -pct(mat, 5)
    q_rab = line(
        s, xs, ["Rabat 5 % på materialer (materialer i alt " + dots(mat) + ")", "", "", "", dots(rab)], 7.4
    )
    s.rule()
    s.skip(6)
    sub = total_lines + mat + rab
    tax = pct(sub, 25)
    total = sub + tax
    kn = D("3418.75")
    due = total - kn
    q_sub, q_tax, q_tot, q_kn, q_due = kvs(
        s,
        270,
        [
            ("I alt ekskl. moms", dots(sub)),
            ("Moms 25 %", dots(tax)),
            ("I alt inkl. moms DKK", dots(total)),
            ("Modregnet kreditnota nr. 20388 af 19.10.2023", "-" + dots(kn)),
            ("At betale DKK", dots(due)),
        ],
        bold_last=True,
        size=8.4,
    )
    s.skip(4)
    q_arb = s.t(f"Heraf arbejdsløn ekskl. moms (montør og lærling): {dots(arb)} kr.", 7.4)
    s.skip(10)
    s.t("Indbetaling via FI-kort:  +71< 000000318520183 +85917362<", 8, True)
    s.t(
        "Ved betaling efter forfald beregnes renter på 0,8 % pr. påbegyndt måned samt rykkergebyr.",
        7.2,
        color=GREY,
    )
    s.skip(4)
    s.t(
        "Kreditnota nr. 20388 vedrører fejlleveret cirkulationspumpe på sag 23-0517 (returneret 16.10.2023).",
        7.2,
        color=GREY,
    )
    check(L, arb=arb, km=km, mat=mat, rab=rab, sub=sub, tax=tax, tot=total, kn=kn, due=due)
    fields = {
        "invoice_number": F("31852", 1, q_no),
        "invoice_date": F("2023-11-07", 1, hdr[0]),
        "due_date": F("2023-12-30", 1, hdr[5]),
        "vendor_name": F("Limfjordens VVS & Blik ApS", 1, q_v),
        "bill_to": F("Andelsboligforeningen Skovbakken", 1, q_b),
        "currency": F("DKK", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Danish faktura from a plumbing firm, DKK with dot grouping and comma decimals, dates dd.mm.yyyy. "
        "invoice_number is the FAKTURA number; customer, case and requisition numbers are distractors. "
        "invoice_date is the Fakturadato; the work period and the credit-note dates are distractors; "
        "due_date is the printed Forfaldsdato (the terms are running month plus 30 days). bill_to is the "
        "housing co-operative, not its administrator (c/o), the attention person or the work site. A 5 % "
        "discount on materials is a negative line; subtotal is I alt ekskl. moms after it (sum), tax Moms "
        "25 %, total I alt inkl. moms. An earlier credit note is set off against the total to At betale, the "
        "amount_due (sum)."
    )
    sums = [
        SUM(
            "arbejdsløn + kørsel + materialer i alt + rabat = I alt ekskl. moms",
            [
                (1, T("arbejdsløn", L["arb"], 1, q_arb)),
                (1, T("kørsel", L["km"], 1, q_lab[2])),
                (1, T("materialer i alt", L["mat"], 1, q_rab)),
                (1, T("rabat 5 %", L["rab"], 1, q_rab)),
            ],
            "subtotal",
        ),
        SUM(
            "I alt inkl. moms - kreditnota = At betale",
            [(1, "total"), (-1, T("kreditnota 20388", L["kn"], 1, q_kn))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


def fi_ref(base):
    """Finnish creditor reference: base digits plus the 7-3-1 check digit, grouped by five from the right."""
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(base)))
    full = base + str((10 - s % 10) % 10)
    groups = []
    while full:
        groups.insert(0, full[-5:])
        full = full[:-5]
    return " ".join(groups)


# ===== 3 Finnish lasku (EUR, space grouping, d.m.yyyy): bathroom renovation billed to a private person,
# work site in a housing company (Asunto Oy) vs the billing address, ALV 25,5 %, household-deduction labour
# share incl. VAT as a distractor amount, an overdue earlier invoice listed in a reminder box, reference
# number,
# penalty interest and notice period
@doc("b33_inv_fi_lasku_kotitalousvahennys", "invoice", "Pihlajaveden Kylpyhuoneremontti lasku 24-1187")
def inv_fi():
    L = dict(
        tyo=4163.5, tar=2089.31, sub=6252.81, tax=1594.47, tot=7847.28, kv=1061.69, tyo_alv=5225.19, old=318.6
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=56, size=8)
    q_v = s.t("Pihlajaveden Kylpyhuoneremontti Oy", 13, True)
    s.t("Hatanpään valtatie 48 · 33900 Tampere · Y-tunnus 3184627-5 · ALV-rek.", 7.4, color=GREY)
    s.t("puh. 040 718 2264 · laskutus@pihlajavesi-remontti.example", 7.4, color=GREY)
    s.skip(14)
    top = s.y
    q_b = s.t("Eveliina Kallioinen", 9, True)
    s.t("Rantakatu 5 A 3", 8.4)
    s.t("37500 Lempäälä", 8.4)
    s.y = top - 10
    s.x = 330
    q_no = s.t("LASKU 24-1187", 14, True)
    s.skip(2)
    hdr = kvs(
        s,
        330,
        [
            ("Laskun päivämäärä", "9.10.2024"),
            ("Asiakasnumero", "5062"),
            ("Maksuehto", "14 pv netto"),
            ("Eräpäivä", "23.10.2024"),
            ("Viitenumero", fi_ref("241187")),
            ("Viivästyskorko", "12,5 %"),
            ("Huomautusaika", "7 pv"),
        ],
        size=7.8,
    )
    s.x = 48
    s.skip(8)
    s.t("Työkohde: Asunto Oy Hervannan Kuusi, Kuusikatu 7 B 24, 33720 Tampere (vuokrahuoneisto)", 7.8)
    s.t(
        "Työaika 16.9.2024 - 27.9.2024 · Tarjouksemme 28.8.2024 · Tilaaja: Eveliina Kallioinen",
        7.6,
        color=GREY,
    )
    s.skip(8)
    xs = [(50, "l"), (330, "r"), (340, "l"), (420, "r"), (460, "r"), (545, "r")]
    head(s, xs, ["Nimike", "Määrä", "Yks.", "À-hinta", "Alv %", "Veroton"], 7.2)
    work = [
        ("Purkutyöt ja jätteiden lajittelu", "14", "h", "52.00"),
        ("Vedeneristys (sertifioitu asentaja)", "11.5", "h", "58.00"),
        ("Laatoitus ja saumaus, seinät ja lattia", "38", "h", "56.00"),
        ("Putkityöt: suihku- ja pesukoneliitäntä", "6", "h", "64.00"),
        ("Matkakulut", "9", "krt", "28.50"),
    ]
    mats = [
        ("Vedeneristysjärjestelmä, sarja 8 m²", "1", "kpl", "386.40"),
        ("Seinälaatta 30x60 valkoinen matta", "21.6", "m²", "42.90"),
        ("Lattialaatta 20x20 antrasiitti", "5.2", "m²", "57.35"),
        ("Lattiakaivo ja kaivokoroke", "1", "kpl", "214.80"),
        ("Saumaus- ja kiinnitystarvikkeet", "1", "erä", "168.25"),
        ("Rakennusjätteen vastaanottomaksu", "1", "erä", "95.00"),
    ]
    tyo = D(0)
    tar = D(0)
    for grp, rows in (("Työ", work), ("Tarvikkeet", mats)):
        s.t(grp, 7.4, True)
        for name, qty, unit, price in rows:
            amt = ext(qty, price)
            if grp == "Työ":
                tyo += amt
            else:
                tar += amt
            qs = spc(D(qty), 1) if "." in qty else qty
            line(s, xs, [name, qs, unit, spc(D(price)), "25,5", spc(amt)], 7.4)
    s.rule()
    s.skip(6)
    sub = tyo + tar
    tax = pct(sub, D("25.5"))
    total = sub + tax
    q_tyo, q_tar, q_sub, q_tax, q_tot = kvs(
        s,
        300,
        [
            ("Työ yhteensä", spc(tyo) + " €"),
            ("Tarvikkeet yhteensä", spc(tar) + " €"),
            ("Veroton yhteensä", spc(sub) + " €"),
            ("ALV 25,5 %", spc(tax) + " €"),
            ("Yhteensä EUR", spc(total) + " €"),
        ],
        bold_last=True,
        size=8.4,
    )
    s.skip(8)
    tyo_alv = tyo + pct(tyo, D("25.5"))
    q_kv = [
        s.t("Kotitalousvähennykseen oikeuttava työn osuus (työ ja matkakulut):", 7.6),
        s.t(
            f"veroton {spc(tyo)} €, ALV 25,5 % {spc(tyo_alv - tyo)} €, yhteensä {spc(tyo_alv)} €. "
            "Säilytä lasku verotusta varten.",
            7.6,
        ),
    ]
    s.skip(6)
    y0 = s.y - 10
    s.t("Muistutus: erääntyneet avoimet laskut", 7.6, True)
    old = D("318.60")
    s.t(f"Lasku 24-0954 (suunnittelukäynti ja mittaus), eräpäivä 30.8.2024: {spc(old)} €", 7.4)
    s.t("Jos lasku on jo maksettu, tämä muistutus on aiheeton.", 7.2, color=GREY)
    s.p.rect(44, y0, 551, s.y - 6, 0.5)
    s.skip(10)
    s.t("Saajan tilinumero: FI37 4108 0012 6645 83 (OP) · BIC OKOYFIHH", 7.6)
    s.t("Käytäthän maksaessasi viitenumeroa. Perimme huomautuksesta 5,00 € muistutusmaksun.", 7.2, color=GREY)
    check(L, tyo=tyo, tar=tar, sub=sub, tax=tax, tot=total, tyo_alv=tyo_alv, old=old, kv=tyo_alv - tyo)
    fields = {
        "invoice_number": F("24-1187", 1, q_no),
        "invoice_date": F("2024-10-09", 1, hdr[0]),
        "due_date": F("2024-10-23", 1, hdr[3]),
        "vendor_name": F("Pihlajaveden Kylpyhuoneremontti Oy", 1, q_v),
        "bill_to": F("Eveliina Kallioinen", 1, q_b),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Finnish lasku for a bathroom renovation, EUR with space grouping and comma decimals, dates "
        "d.m.yyyy. "
        "invoice_number is the LASKU number (the reference number embeds it with a check digit; the customer "
        "number is a distractor). invoice_date is the Laskun päivämäärä and due_date the Eräpäivä; the work "
        "period, the offer date and the reminder's due date are distractors. bill_to is the private customer "
        "at the billing address, not the housing company named in the work-site line. Work and materials "
        "totals add up to Veroton yhteensä, the subtotal (sum); tax is ALV 25,5 %, total Yhteensä. The "
        "household-deduction labour share including VAT (sum: labour plus its VAT) and the overdue earlier "
        "invoice in the reminder box are distractors. amount_due is null: no amount due other than the total "
        "is printed for this invoice."
    )
    sums = [
        SUM(
            "työ + tarvikkeet = veroton yhteensä",
            [(1, T("työ yhteensä", L["tyo"], 1, q_tyo)), (1, T("tarvikkeet yhteensä", L["tar"], 1, q_tar))],
            "subtotal",
        ),
        SUM(
            "työ yhteensä + ALV 25,5 % työstä = kotitalousvähennykseen oikeuttava osuus",
            [
                (1, T("työn osuus veroton", L["tyo"], 1, " ".join(q_kv))),
                (1, T("ALV työn osuudesta", L["kv"], 1, " ".join(q_kv))),
            ],
            T("kotitalousvähennykseen oikeuttava osuus", L["tyo_alv"], 1, " ".join(q_kv)),
        ),
    ]
    return p, fields, notes, sums


# ===== 4 Croatian račun from the 2023 dual-display period (EUR, dot grouping, dd.mm.yyyy.): fiscal number
# broj/poslovni prostor/naplatni uređaj, JIR and ZKI codes, issue date and time vs delivery date, vessel and
# berth vs the billed charter company, line discounts, PDV 25 %, the kuna equivalents at the fixed conversion
# rate printed for information (distractor totals)
@doc("b33_inv_hr_racun_eur_hrk_protuvrijednost", "invoice", "Servis plovila Kaštela račun 217/PP2/3")
def inv_hr():
    L = dict(
        sub=1983.25,
        tax=495.81,
        tot=2479.06,
        sub_k=14942.8,
        tax_k=3735.68,
        tot_k=18678.48,
        bruto=2064.85,
        pop=81.6,
    )
    rate = D("7.53450")
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=52, size=7.9)
    q_v = s.t("SERVIS PLOVILA KAŠTELA d.o.o.", 13, True)
    s.t("Obala kralja Tomislava 11, 21213 Kaštel Gomilica · OIB: 48273916054", 7.4)
    s.t(
        "IBAN: HR57 2340 0091 1108 4163 7 · servis@plovila-kastela.example · tel. 021 224 718",
        7.4,
        color=GREY,
    )
    s.t(
        "Društvo upisano u sudski registar Trgovačkog suda u Splitu, MBS 060418273; temeljni kapital "
        "2.654,46 EUR",
        6.6,
        color=GREY,
    )
    s.skip(12)
    top = s.y
    s.t("KUPAC", 6.8, True, color=GREY)
    q_b = s.t("JEDRA BIOKOVA d.o.o.", 9, True)
    s.t("Put Gospe od Karmela 3, 21300 Makarska", 8)
    s.t("OIB: 71930485216", 8)
    s.y = top
    s.x = 330
    s.t("PLOVILO / MJESTO ISPORUKE", 6.8, True, color=GREY)
    s.t("M/Y Perla Biokova (ST-1482)", 8)
    s.t("Marina Kaštela, vez D-17", 8)
    s.t("Skiper: Ante Radić, 091 337 4085", 8)
    s.x = 44
    s.skip(10)
    q_no = s.t("RAČUN br. 217/PP2/3", 14, True)
    s.skip(4)
    hc = cells(
        s,
        [
            (44, 170, "Datum i vrijeme izdavanja", "18.07.2023. 09:42"),
            (170, 280, "Datum isporuke", "14.07.2023."),
            (280, 385, "Datum dospijeća", "17.08.2023."),
            (385, 470, "Način plaćanja", "Transakcijski"),
            (470, 551, "Valuta", "EUR"),
        ],
    )
    s.t(
        "Radni nalog RN-23-0688 · Ponuda P-23-0412 od 05.07.2023. · Operater: Marin Vuković (oznaka 04)",
        7.2,
        color=GREY,
    )
    s.skip(6)
    xs = [(46, "l"), (300, "r"), (312, "l"), (380, "r"), (420, "r"), (470, "r"), (549, "r")]
    head(s, xs, ["Opis", "Kol.", "JM", "Cijena", "Rabat", "PDV", "Iznos"], 7.1)
    rows = [
        ("Redovni servis brodskog motora 2 x 220 kW - rad", "9.5", "h", "68.00", 10),
        ("Zamjena impelera pumpe rashladne vode - rad", "2.5", "h", "68.00", 10),
        ("Komplet filtera (ulje, gorivo, separator) za 2 motora", "2", "kpl", "187.40", 0),
        ("Motorno ulje 15W-40, 20 l", "3", "kom", "134.85", 0),
        ("Impeler pumpe rashladne vode", "2", "kom", "92.60", 0),
        ("Anode cinkove, komplet", "1", "kpl", "246.30", 0),
        ("Zbrinjavanje otpadnog ulja i filtera", "1", "usl", "38.00", 0),
    ]
    sub = D(0)
    bruto = D(0)
    for name, qty, unit, price, disc in rows:
        gross = ext(qty, price)
        net = gross - pct(gross, disc)
        bruto += gross
        sub += net
        qs = dots(D(qty), 1) if "." in qty else qty
        line(s, xs, [name, qs, unit, dots(D(price)), f"{disc} %" if disc else "", "25 %", dots(net)], 7.3)
    s.rule()
    s.skip(6)
    pop = bruto - sub
    tax = pct(sub, 25)
    total = sub + tax
    q_br, q_pop, q_sub, q_tax, q_tot = kvs(
        s,
        290,
        [
            ("Ukupno bruto", dots(bruto) + " EUR"),
            ("Rabat", "-" + dots(pop) + " EUR"),
            ("Osnovica (ukupno bez PDV-a)", dots(sub) + " EUR"),
            ("PDV 25 %", dots(tax) + " EUR"),
            ("UKUPNO", dots(total) + " EUR"),
        ],
        bold_last=True,
        size=8.4,
    )
    s.skip(8)
    sub_k, tax_k, tot_k = q(sub * rate), q(tax * rate), q(total * rate)
    q_k = [
        s.t("Fiksni tečaj konverzije 1 EUR = 7,53450 HRK. Iznosi u kunama iskazani su informativno:", 7.4),
        s.t(f"osnovica {dots(sub_k)} HRK · PDV {dots(tax_k)} HRK · ukupno {dots(tot_k)} HRK", 7.4),
    ]
    s.skip(8)
    s.t("Poziv na broj: HR01 217-2-3 · Plaćanje na IBAN HR57 2340 0091 1108 4163 7", 7.4)
    s.t("ZKI: 8f41c0b2d9e37a5516c04be7d2a9f318", 7.2, color=GREY)
    s.t("JIR: 5e2b7d14-93ac-4f61-b8d0-27c9e4a1f605", 7.2, color=GREY)
    s.skip(12)
    s.t("Račun izdao: Marin Vuković · Reklamacije u roku od 8 dana od primitka računa.", 7.2, color=GREY)
    check(L, sub=sub, tax=tax, tot=total, sub_k=sub_k, tax_k=tax_k, tot_k=tot_k, bruto=bruto, pop=pop)
    fields = {
        "invoice_number": F("217/PP2/3", 1, q_no),
        "invoice_date": F("2023-07-18", 1, hc[0]),
        "due_date": F("2023-08-17", 1, hc[2]),
        "vendor_name": F("SERVIS PLOVILA KAŠTELA d.o.o.", 1, q_v),
        "bill_to": F("JEDRA BIOKOVA d.o.o.", 1, q_b),
        "currency": F("EUR", 1, hc[4]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Croatian račun from 2023, EUR with dot grouping and comma decimals, dates dd.mm.yyyy. with a "
        "trailing dot. invoice_number is the fiscal number as printed (number/business premises/device); the "
        "work order, offer, JIR and ZKI codes and the Poziv na broj are distractors. invoice_date is the "
        "issue "
        "date (printed with the time); the delivery and offer dates are distractors; due_date is the Datum "
        "dospijeća. bill_to is the buyer company, not the vessel, the berth or the skipper. Line discounts "
        "take the gross to the Osnovica, the subtotal (sum); tax is PDV 25 %, total UKUPNO. The "
        "kuna amounts at the fixed conversion rate are informative equivalents and distractors (sums "
        "within the kuna line). amount_due is null: no amount due is printed apart from the total."
    )
    qk = " ".join(q_k)
    sums = [
        SUM(
            "ukupno bruto - rabat = osnovica",
            [(1, T("ukupno bruto", L["bruto"], 1, q_br)), (-1, T("rabat", L["pop"], 1, q_pop))],
            "subtotal",
        ),
        SUM(
            "HRK: osnovica + PDV = ukupno",
            [(1, T("osnovica HRK", L["sub_k"], 1, qk)), (1, T("PDV HRK", L["tax_k"], 1, qk))],
            T("ukupno HRK", L["tot_k"], 1, qk),
        ),
    ]
    return p, fields, notes, sums


# ===== 5 Swiss facture in French (CHF, apostrophe grouping, dd.mm.yyyy): wine and fine-food supplier,
# TVA 8,1 % and 2,6 % on separate bases, hotel company billed vs the restaurant delivered to, order and
# delivery dates, QR-bill payment part at the foot (receipt and payment part with QR reference and the amount)
@doc("b33_inv_ch_facture_qr_tva_deux_taux", "invoice", "Rochat Vins & Épicerie fine facture FA-24-05127")
def inv_ch():
    L = dict(b26=650.73, b81=1279.2, v26=16.92, v81=103.62, sub=1929.93, tax=120.54, tot=2050.47)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=50, size=7.8)
    q_v = s.t("Rochat Vins & Épicerie fine Sàrl", 13, True)
    s.t("Rue du Simplon 18 · 1800 Vevey · 021 921 47 36 · commandes@rochat-vins.example", 7.2, color=GREY)
    s.t("N° IDE/TVA CHE-318.462.907 TVA", 7.2, color=GREY)
    s.skip(12)
    top = s.y
    s.t("Adresse de facturation", 6.8, True, color=GREY)
    q_b = s.t("Hôtel du Vieux-Bourg SA", 8.6, True)
    s.t("Service comptabilité", 8)
    s.t("Case postale 104", 8)
    s.t("1095 Lutry", 8)
    yl = s.y
    s.y = top
    s.x = 330
    s.t("Adresse de livraison", 6.8, True, color=GREY)
    s.t("Restaurant La Terrasse", 8.6, True)
    s.t("Quai Gustave-Doret 3", 8)
    s.t("1095 Lutry · livraison cuisine, porte est", 8)
    s.x = 50
    s.y = max(s.y, yl)
    s.skip(10)
    q_no = s.t("Facture FA-24-05127", 13, True)
    hdr = kvs(
        s,
        50,
        [
            ("Date de facture", "06.06.2024"),
            ("N° client", "30218"),
            ("Votre commande du", "29.05.2024 (M. Favre)"),
            ("Date de livraison", "04.06.2024 · BL 24-3391"),
            ("Conditions", "30 jours net"),
            ("Échéance", "06.07.2024"),
        ],
        size=7.6,
        xr=300,
    )
    s.skip(4)
    xs = [(52, "l"), (300, "r"), (310, "l"), (380, "r"), (420, "r"), (543, "r")]
    head(s, xs, ["Désignation", "Quantité", "Unité", "Prix unit.", "TVA", "Montant CHF"], 7)
    rows = [
        ("Chasselas Lavaux AOC 2022, 75 cl", "36", "bt", "14.80", "8.1"),
        ("Pinot noir Chablais AOC 2021, 75 cl", "24", "bt", "19.40", "8.1"),
        ("Gamaret Vaud AOC 2022, 75 cl", "12", "bt", "23.40", "8.1"),
        ("Gruyère AOP salé, meule entamée", "7.85", "kg", "31.60", "2.6"),
        ("Huile de noix pressée à froid, 1 l", "6", "bt", "27.90", "2.6"),
        ("Saucisson vaudois IGP", "4.2", "kg", "29.35", "2.6"),
        ("Miel de montagne, seau 3 kg", "2", "pce", "56.00", "2.6"),
    ]
    base = {"2.6": D(0), "8.1": D(0)}
    for name, qty, unit, price, rate in rows:
        amt = ext(qty, price)
        base[rate] += amt
        line(s, xs, [name, qty, unit, apo(D(price)), rate.replace(".", ",") + " %", apo(amt)], 7.3)
    s.rule()
    s.skip(4)
    sub = base["2.6"] + base["8.1"]
    v26, v81 = pct(base["2.6"], D("2.6")), pct(base["8.1"], D("8.1"))
    tax = v26 + v81
    total = sub + tax
    q_sub, q_26, q_81, q_tax, q_tot = kvs(
        s,
        300,
        [
            ("Total HT", apo(sub)),
            (f"TVA 2,6 % sur CHF {apo(base['2.6'])}", apo(v26)),
            (f"TVA 8,1 % sur CHF {apo(base['8.1'])}", apo(v81)),
            ("Total TVA", apo(tax)),
            ("Total TTC CHF", apo(total)),
        ],
        bold_last=True,
        size=8,
        xr=543,
    )
    s.skip(2)
    s.t(
        "Merci de régler au moyen du QR-facture ci-dessous. Marchandise voyageant aux risques de l'acheteur.",
        7,
        color=GREY,
    )
    # QR-bill: receipt (62 mm) and payment part, 105 mm high at the foot of the page
    y0 = 842 - 297.6
    p.line(14, y0, 581, y0, 0.4, color=GREY)
    p.line(175.7, y0, 175.7, 828, 0.4, color=GREY)
    rx, px = 20, 186
    y = y0 + 22
    p.text(rx, y, "Récépissé", 11, True)
    p.text(px, y, "Section paiement", 11, True)
    yy = y + 18
    for k, v in (
        ("Compte / Payable à", ""),
        ("", "CH12 3000 0001 8462 9071 4"),
        ("", "Rochat Vins & Épicerie fine Sàrl"),
        ("", "Rue du Simplon 18, 1800 Vevey"),
        ("Référence", ""),
        ("", "21 00000 00003 02180 51270 00047"),
        ("Payable par", ""),
        ("", "Hôtel du Vieux-Bourg SA"),
        ("", "Case postale 104, 1095 Lutry"),
    ):
        p.text(rx, yy, k or v, 6 if k else 7.6, bool(k))
        yy += 10
    p.text(rx, yy + 12, "Monnaie", 6, True)
    p.text(rx + 52, yy + 12, "Montant", 6, True)
    p.text(rx, yy + 24, "CHF", 7.6)
    p.text(rx + 52, yy + 24, fmt(total, " ", ".", 2), 7.6)
    p.text(rx + 80, yy + 60, "Point de dépôt", 6, True)
    # payment part: QR placeholder, amount, then the text column
    p.rect(px, y0 + 48, px + 130, y0 + 178, 0.6)
    p.rect(px + 55, y0 + 103, px + 75, y0 + 123, 0, fill=(0, 0, 0), color=None)
    p.text(px + 65, y0 + 150, "Swiss QR Code", 6.4, align="c", color=GREY)
    p.text(px, y0 + 200, "Monnaie", 7, True)
    p.text(px + 60, y0 + 200, "Montant", 7, True)
    p.text(px, y0 + 214, "CHF", 9)
    p.text(px + 60, y0 + 214, fmt(total, " ", ".", 2), 9)
    tx = px + 150
    ty = y0 + 42
    qr_lines = []
    for k, v in (
        ("Compte / Payable à", "CH12 3000 0001 8462 9071 4"),
        ("", "Rochat Vins & Épicerie fine Sàrl"),
        ("", "Rue du Simplon 18, 1800 Vevey"),
        ("Référence", "21 00000 00003 02180 51270 00047"),
        ("Informations supplémentaires", "Facture FA-24-05127 du 06.06.2024"),
        ("Payable par", "Hôtel du Vieux-Bourg SA"),
        ("", "Case postale 104, 1095 Lutry"),
    ):
        if k:
            ty += 6
            p.text(tx, ty, k, 7, True)
            ty += 11
        p.text(tx, ty, v, 8.4)
        qr_lines.append(v)
        ty += 11
    q_due = f"Monnaie Montant CHF {fmt(total, ' ', '.', 2)}"
    check(L, b26=base["2.6"], b81=base["8.1"], v26=v26, v81=v81, sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("FA-24-05127", 1, q_no),
        "invoice_date": F("2024-06-06", 1, hdr[0]),
        "due_date": F("2024-07-06", 1, hdr[5]),
        "vendor_name": F("Rochat Vins & Épicerie fine Sàrl", 1, q_v),
        "bill_to": F("Hôtel du Vieux-Bourg SA", 1, q_b),
        "currency": F("CHF", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_due),
    }
    notes = (
        "Swiss invoice in French, CHF with apostrophe grouping in the body and space grouping in the "
        "QR-bill, "
        "dates dd.mm.yyyy. invoice_number is the Facture number (the QR reference and the delivery-note and "
        "customer numbers are distractors). invoice_date is the Date de facture and due_date the Échéance; "
        "the order and delivery dates are distractors. bill_to is the hotel company at the billing address, "
        "not the restaurant at the delivery address. TVA at 2,6 % and 8,1 % on separate bases (sums); "
        "subtotal is Total HT, tax Total TVA, total Total TTC. amount_due is the amount printed in the "
        "QR-bill payment part (Montant), equal to the total."
    )
    sums = [
        SUM(
            "base 2,6 % + base 8,1 % = Total HT",
            [(1, T("base 2,6 %", L["b26"], 1, q_26)), (1, T("base 8,1 %", L["b81"], 1, q_81))],
            "subtotal",
        ),
        SUM(
            "TVA 2,6 % + TVA 8,1 % = Total TVA",
            [(1, T("TVA 2,6 %", L["v26"], 1, q_26)), (1, T("TVA 8,1 %", L["v81"], 1, q_81))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ===== 6 Australian tax invoice with GST-inclusive prices (AUD, dd/mm/yyyy): rural pump and irrigation
# supplier, taxable and GST-free lines, "GST included in total" as the only tax figure and no pre-tax total,
# card deposit deducted to the amount due, deliver-to paddock shed and attention person vs the billed
# company, BPAY and EFT details
@doc("b33_inv_au_tax_invoice_gst_inclusive", "invoice", "Murrumbidgee Irrigation & Pump Supplies INV-0084173")
def inv_au():
    L = dict(free=797, taxable=13299.35, tot=14096.35, gst=1209.03, dep=2500, due=11596.35)
    p = Pdf(**A4)
    s = Sheet(p, x=46, xr=549, top=54, size=8)
    q_v = s.t("Murrumbidgee Irrigation & Pump Supplies Pty Ltd", 12.5, True)
    s.t("ABN 63 418 207 951 · 14 Dobney Avenue, Wagga Wagga NSW 2650 · (02) 6921 4470", 7.4, color=GREY)
    s.t("accounts@mips-wagga.example · Open Mon-Fri 7:30-5:00, Sat 8:00-12:00", 7.4, color=GREY)
    s.skip(8)
    s.t("TAX INVOICE", 16, True, align="r")
    s.skip(4)
    (q_b, *_), _ = two(
        s,
        (
            "BILL TO",
            [
                "Kooringal Downs Pastoral Co Pty Ltd",
                "PO Box 412",
                "Junee NSW 2663",
                "Account: KOOR01",
            ],
        ),
        (
            "DELIVER TO",
            [
                "Kooringal Downs - machinery shed",
                "1180 Old Junee Road",
                "Harefield NSW 2650",
                "Attn: Lachlan Pryor, 0428 615 902",
            ],
        ),
        xr=320,
        size=8,
    )
    s.skip(8)
    hc = cells(
        s,
        [
            (46, 150, "Invoice No.", "INV-0084173"),
            (150, 240, "Invoice Date", "21/08/2023"),
            (240, 330, "Due Date", "20/09/2023"),
            (330, 420, "Customer Order", "Phone - L. Pryor"),
            (420, 490, "Sales Rep", "BW"),
            (490, 549, "Page", "1 of 1"),
        ],
    )
    s.t(
        "Prices include GST unless marked FRE (GST-free). Delivered 18/08/2023 on docket D-55108.",
        7.2,
        color=GREY,
    )
    s.skip(4)
    xs = [(48, "l"), (100, "l"), (360, "r"), (430, "r"), (470, "l"), (547, "r")]
    head(s, xs, ["Item", "Description", "Qty", "Unit inc GST", "Tax", "Amount inc GST"], 7)
    rows = [
        ("SP-7530", "Submersible bore pump 7.5 kW, 4-stage, stainless", "1", "6418.50", "GST"),
        ("CB-0922", "Control box with soft starter and dry-run protection", "1", "1287.00", "GST"),
        ("PE-6312", "Poly pipe 63 mm PN12.5, 100 m coil", "3", "742.35", "GST"),
        ("FT-0063", "Compression fittings 63 mm, assorted", "14", "38.95", "GST"),
        ("CA-1025", "Submersible cable 10 mm2 3-core + earth, per metre", "85", "17.60", "GST"),
        ("WC-2200", "Bulk water cartage 22,000 L to stock tank", "2", "398.50", "FRE"),
        ("LB-0100", "Installation labour, 2 technicians (hours)", "7.5", "165.00", "GST"),
        ("TR-0040", "Travel charge Harefield (return)", "1", "88.00", "GST"),
    ]
    taxable = D(0)
    free = D(0)
    for code, name, qty, price, taxc in rows:
        amt = ext(qty, price)
        if taxc == "GST":
            taxable += amt
        else:
            free += amt
        line(s, xs, [code, name, qty, com(D(price)), taxc, com(amt)], 7.3)
    s.rule()
    s.skip(6)
    total = taxable + free
    gst = q(taxable / 11)
    dep = D("2500.00")
    due = total - dep
    q_tx, q_fr, q_tot, q_gst, q_dep, q_due = kvs(
        s,
        300,
        [
            ("Taxable supplies (inc. GST)", "$" + com(taxable)),
            ("GST-free supplies", "$" + com(free)),
            ("TOTAL (inc. GST)", "$" + com(total)),
            ("GST included in total", "$" + com(gst)),
            ("Less: deposit paid 14/08/2023 (EFTPOS)", "-$" + com(dep)),
            ("AMOUNT DUE AUD", "$" + com(due)),
        ],
        bold_last=True,
        size=8.4,
    )
    s.skip(10)
    s.t("HOW TO PAY", 7.6, True)
    s.t("BPAY Biller Code 284517 · Ref 84173", 7.6)
    s.t("EFT: Murrumbidgee Irrigation & Pump Supplies · BSB 032-718 · Acc 418 206 · Ref INV-0084173", 7.6)
    s.t(
        "Accounts overdue more than 30 days may incur a fee. Goods remain our property until paid in full.",
        7,
        color=GREY,
    )
    check(L, free=free, taxable=taxable, tot=total, gst=gst, dep=dep, due=due)
    fields = {
        "invoice_number": F("INV-0084173", 1, hc[0]),
        "invoice_date": F("2023-08-21", 1, hc[1]),
        "due_date": F("2023-09-20", 1, hc[2]),
        "vendor_name": F("Murrumbidgee Irrigation & Pump Supplies Pty Ltd", 1, q_v),
        "bill_to": F("Kooringal Downs Pastoral Co Pty Ltd", 1, q_b),
        "currency": F("AUD", 1, q_due),
        "subtotal": NULL(),
        "tax": F(L["gst"], 1, q_gst),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Australian tax invoice with GST-inclusive prices, AUD ($, named AUD on the amount-due line), dates "
        "dd/mm/yyyy. invoice_number is the Invoice No. (BPAY reference, account code and delivery docket are "
        "distractors). invoice_date is the Invoice Date and due_date the Due Date; the delivery and deposit "
        "dates are distractors. bill_to is the company under BILL TO, not the machinery shed or the "
        "attention person under DELIVER TO. Every line price includes GST except the GST-free (FRE) line; "
        "taxable plus GST-free supplies give the total (sum). subtotal is null: no pre-tax total is printed "
        "(both printed partial totals include GST or are GST-free parts). tax is the GST included in the "
        "total. The card deposit is deducted from the total to AMOUNT DUE, the amount_due (sum)."
    )
    sums = [
        SUM(
            "taxable supplies + GST-free supplies = total",
            [
                (1, T("taxable supplies inc. GST", L["taxable"], 1, q_tx)),
                (1, T("GST-free supplies", L["free"], 1, q_fr)),
            ],
            "total",
        ),
        SUM(
            "total - deposit = amount due",
            [(1, "total"), (-1, T("deposit paid", L["dep"], 1, q_dep))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 7 US distributor invoice over two pages (USD, mm/dd/yyyy): amount-due box on page 1, page subtotals
# at the foot of each page (sum to the merchandise subtotal), county sales tax, freight as an item line,
# Sold To vs Ship To and Remit To, customer / order / PO numbers, early-payment discount amount and date
@doc(
    "b33_inv_us_two_page_page_subtotals_sales_tax", "invoice", "Cuyahoga Fastener & Industrial Supply 7418835"
)
def inv_us():
    L = dict(p1=4523.1, p2=1061.94, sub=5585.04, tax=446.8, tot=6031.84, disc=111.7)
    p = Pdf(**LETTER)
    s = Sheet(p, x=40, xr=572, top=48, size=7.8)
    items1 = [
        ("HCS-0587", "Hex cap screw 5/8-11 x 3 Gr 8 yellow zinc", "400", "EA", "0.6184"),
        ("HCS-0512", "Hex cap screw 1/2-13 x 2-1/2 Gr 8 yellow zinc", "600", "EA", "0.3927"),
        ("NUT-0508", "Hex nut 5/8-11 Gr 8 yellow zinc", "400", "EA", "0.1865"),
        ("NUT-0513", "Hex nut 1/2-13 Gr 8 yellow zinc", "600", "EA", "0.1142"),
        ("FW-0058", "Flat washer 5/8 SAE through-hardened", "800", "EA", "0.0948"),
        ("SHCS-3816", "Socket head cap screw 3/8-16 x 1-1/4 alloy black", "500", "EA", "0.2763"),
        ("SHCS-1420", "Socket head cap screw 1/4-20 x 3/4 alloy black", "1000", "EA", "0.1318"),
        ("DP-1024", "Dowel pin 10 mm x 40 mm h6 hardened", "250", "EA", "0.8471"),
        ("TR-0416", "Threaded rod 1/2-13 x 6 ft B7", "24", "EA", "14.2650"),
        ("LW-0050", "Split lock washer 1/2 medium zinc", "1000", "EA", "0.0387"),
        ("AN-3825", "Anchor wedge 3/8 x 2-3/4 zinc, box of 50", "12", "BX", "21.8400"),
        ("TAP-1213", "Spiral point tap 1/2-13 H3 3FL HSS-E", "10", "EA", "18.7500"),
        ("DR-0421", "Jobber drill 27/64 cobalt 135 deg", "24", "EA", "6.1875"),
        ("LT-242", "Threadlocker medium strength 50 ml", "18", "EA", "17.4300"),
        ("CT-0614", "Cable tie 14 in 50 lb UV black, bag of 100", "20", "BG", "8.9600"),
        ("GL-0910", "Cut-resistant gloves A4 size 10, pair", "48", "PR", "7.3500"),
        ("SB-0420", "Shim stock 0.020 in 6 x 24 blue spring steel", "6", "EA", "26.4800"),
        ("EB-0312", "Eyebolt 3/4-10 forged shoulder type", "8", "EA", "19.9700"),
        ("HCS-0375", "Hex cap screw 3/8-16 x 1-1/2 Gr 5 zinc", "1000", "EA", "0.1126"),
        ("NUT-0375", "Nylon insert lock nut 3/8-16 zinc", "1000", "EA", "0.0874"),
        ("FW-0375", "Flat washer 3/8 USS zinc", "1000", "EA", "0.0419"),
        ("CS-1032", "Carriage bolt 1/2-13 x 4 zinc", "150", "EA", "0.7362"),
        ("SS-0825", "Set screw 5/16-18 x 1/2 cup point, box of 100", "6", "BX", "9.8400"),
        ("RV-0316", "Blind rivet 3/16 grip .251-.375 steel, box of 250", "8", "BX", "23.6500"),
        ("HC-0625", "Hose clamp #28 worm drive stainless", "100", "EA", "1.2780"),
        ("MK-0300", "Paint marker yellow, medium tip", "36", "EA", "3.4150"),
        ("AB-0750", "Abrasive flap disc 4-1/2 x 7/8 60 grit zirconia", "40", "EA", "4.7250"),
        ("EP-0122", "Ear plugs corded, box of 100 pair", "4", "BX", "38.9000"),
    ]
    items2 = [
        ("HCS-1020", "Heavy hex structural bolt 1-8 x 4 A490", "60", "EA", "4.8830"),
        ("NUT-1008", "Heavy hex nut 1-8 2H plain", "60", "EA", "1.6215"),
        ("DTI-1000", "Direct tension indicator 1 in A490", "60", "EA", "2.2740"),
        ("GR-4512", "Grinding wheel 4-1/2 x 1/4 x 7/8 type 27", "50", "EA", "3.9450"),
        ("CW-4540", "Cut-off wheel 4-1/2 x .045 x 7/8", "100", "EA", "1.8925"),
        ("FRT-UPS", "Freight - UPS Ground, 7 cartons, 286 lb", "1", "LOT", "148.7300"),
    ]
    xs = [(42, "l"), (100, "l"), (360, "r"), (372, "l"), (440, "r"), (500, "r"), (570, "r")]

    def header(page):
        s.t("CUYAHOGA FASTENER & INDUSTRIAL SUPPLY CO.", 12, True)
        s.t(
            "4870 Tiedeman Road, Brooklyn, OH 44144 · (216) 555-0148 · ar@cuyahogafastener.example",
            7.2,
            color=GREY,
        )
        s.row(
            [(40, "INVOICE", "l"), (572, f"Invoice No. 7418835 · Page {page} of 2", "r")], 11, True, lead=16
        )

    def cols():
        head(s, xs, ["Item", "Description", "Qty Shipped", "U/M", "Unit Price", "Tax", "Extension"], 7)

    def rows(items):
        total = D(0)
        for code, name, qty, um, price in items:
            amt = ext(qty, price)
            total += amt
            line(s, xs, [code, name, com(D(qty), 0), um, com(D(price), 4), "Y", com(amt)], 7.3, lead=13)
        return total

    header(1)
    q_v = s.t("Cuyahoga Fastener & Industrial Supply Co.", 7.2, color=GREY)
    s.skip(4)
    top = s.y
    (q_b, *_), _ = two(
        s,
        (
            "SOLD TO",
            [
                "Brecksville Tool & Die, Inc.",
                "Accounts Payable",
                "8021 Chippewa Road",
                "Brecksville, OH 44141",
            ],
        ),
        (
            "SHIP TO",
            [
                "Brecksville Tool & Die - Plant 2",
                "Receiving, Dock 3",
                "6600 Miller Road",
                "Brecksville, OH 44141",
            ],
        ),
        xr=230,
        size=7.8,
    )
    box_y = s.y
    s.y = top
    s.x = 420
    s.t("REMIT TO", 6.8, True, color=GREY)
    s.t("Cuyahoga Fastener & Industrial Supply", 7.6)
    s.t("P.O. Box 931847", 7.6)
    s.t("Cleveland, OH 44193-1847", 7.6)
    due_box = s.y - 4
    s.x = 40
    s.y = max(box_y, due_box + 36) + 10
    hc = cells(
        s,
        [
            (40, 120, "Invoice Date", "05/14/2021"),
            (120, 195, "Customer No.", "100482"),
            (195, 275, "Order No.", "SO-229174"),
            (275, 350, "P.O. No.", "45-20871"),
            (350, 420, "Ship Date", "05/12/2021"),
            (420, 490, "Terms", "2% 10 NET 45"),
            (490, 572, "Due Date", "06/28/2021"),
        ],
    )
    cols()
    p1 = rows(items1)
    # page 2 first so the amount-due box on page 1 can be drawn afterwards
    s.skip(2)
    s.rule()
    q_p1 = s.row([(360, "Page 1 Subtotal (continued on page 2)", "r"), (570, "$" + com(p1), "r")], 7.8, True)
    s.new_page()
    header(2)
    s.t("Sold To: Brecksville Tool & Die, Inc. · Customer No. 100482 · P.O. No. 45-20871", 7.4, color=GREY)
    s.skip(4)
    cols()
    p2 = rows(items2)
    s.rule()
    q_p2 = s.row([(360, "Page 2 Subtotal", "r"), (570, "$" + com(p2), "r")], 7.8, True)
    s.skip(8)
    sub = p1 + p2
    tax = pct(sub, 8)
    total = sub + tax
    disc = pct(sub, 2)
    q_sub, q_tax, q_tot, q_pay, q_due = kvs(
        s,
        330,
        [
            ("Merchandise Subtotal (pages 1-2)", "$" + com(sub)),
            ("Sales Tax - Cuyahoga County 8.000%", "$" + com(tax)),
            ("Invoice Total", "$" + com(total)),
            ("Less Payments / Credits", "$0.00"),
            ("AMOUNT DUE", "$" + com(total)),
        ],
        bold_last=True,
        size=8.4,
        xr=570,
    )
    s.skip(6)
    q_disc = s.t(f"If paid by 05/24/2021 you may deduct a 2% discount on merchandise of ${com(disc)}.", 7.6)
    s.t(
        "All amounts in U.S. dollars. A service charge of 1.5% per month applies to past-due balances.",
        7.2,
        color=GREY,
    )
    s.t("Returns require an RMA within 30 days; special-order items are non-returnable.", 7.2, color=GREY)
    # page 1: the amount-due box beside the header and the column heads above the items
    p.page = p.doc[0]
    p.rect(420, due_box, 572, due_box + 30, 0.8)
    p.text(426, due_box + 11, "AMOUNT DUE", 7, True, color=GREY)
    p.text(566, due_box + 25, "$" + com(total) + " USD", 10, True, align="r")
    q_box = "AMOUNT DUE $" + com(total) + " USD"
    check(L, p1=p1, p2=p2, sub=sub, tax=tax, tot=total, disc=disc)
    fields = {
        "invoice_number": F("7418835", 1, "INVOICE Invoice No. 7418835 · Page 1 of 2"),
        "invoice_date": F("2021-05-14", 1, hc[0]),
        "due_date": F("2021-06-28", 1, hc[6]),
        "vendor_name": F("Cuyahoga Fastener & Industrial Supply Co.", 1, q_v),
        "bill_to": F("Brecksville Tool & Die, Inc.", 1, q_b),
        "currency": F("USD", 1, q_box),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": F(L["tot"], 2, q_due),
    }
    notes = (
        "US distributor invoice over two pages, USD, dates mm/dd/yyyy. invoice_number is the Invoice No. "
        "(customer, order and P.O. numbers are distractors). invoice_date is the Invoice Date and due_date "
        "the "
        "printed Due Date; the ship date and the discount date are distractors. bill_to is the SOLD TO "
        "company, not the SHIP TO plant or the REMIT TO address. Page 1 ends with a page subtotal carried to "
        "page 2; the two page subtotals add up to the Merchandise Subtotal on page 2 (sum), which includes "
        "the "
        "freight line. tax is the county sales tax, total the Invoice Total. amount_due is the AMOUNT DUE "
        "line on page 2 (no payments or credits), equal to the total and repeated in the box on page 1. The "
        "early-payment discount amount is a distractor."
    )
    sums = [
        SUM(
            "page 1 subtotal + page 2 subtotal = merchandise subtotal",
            [(1, T("page 1 subtotal", L["p1"], 1, q_p1)), (1, T("page 2 subtotal", L["p2"], 2, q_p2))],
            "subtotal",
        ),
    ]
    _ = q_pay, q_disc
    return p, fields, notes, sums


# ===== 8 Canadian (British Columbia) equipment-rental invoice (CAD, ISO dates): rental contract vs invoice
# number (second billing cycle), billing period and rental out date, GST 5 % on everything and PST 7 % on
# rentals and damage waiver only, a total-tax line (sum), job site and orderer vs the billed company, the
# balance due printed apart from the total
@doc("b33_inv_ca_bc_rental_gst_pst", "invoice", "Fraser Canyon Equipment Rentals invoice 558104-2")
def inv_ca():
    L = dict(pstb=8894.48, sub=9508.48, gst=475.42, pst=622.61, tax=1098.03, tot=10606.51)
    p = Pdf(**LETTER)
    s = Sheet(p, x=44, xr=568, top=50, size=8)
    q_v = s.t("Fraser Canyon Equipment Rentals Ltd.", 13, True)
    s.t(
        "1275 Dalhousie Drive, Kamloops, BC V2C 5Z5 · 250-555-0172 · billing@frasercanyonrentals.example",
        7.2,
        color=GREY,
    )
    s.t("GST Reg. No. 78214 3390 RT0001 · PST No. PST-1084-3372", 7.2, color=GREY)
    s.skip(6)
    s.t("RENTAL INVOICE", 14, True, align="r")
    s.skip(2)
    top = s.y
    s.t("CUSTOMER", 6.8, True, color=GREY)
    q_b = s.t("Thompson Ridge Excavating Ltd.", 8.6, True)
    s.t("Attn: Accounts Payable", 8)
    s.t("2290 Trans Canada Hwy E, Kamloops, BC V2C 4A8", 8)
    s.t("Customer No. 30917 · Ordered by: Dale Kerrigan", 8)
    yl = s.y
    s.y = top
    s.x = 360
    hdr = [
        s.kv("Invoice No.", "558104-2", xv=460),
        s.kv("Invoice Date", "2022-08-05", xv=460),
        s.kv("Rental Contract", "RC-558104", xv=460),
        s.kv("Billing Cycle", "2 of open", xv=460),
        s.kv("Terms", "Net 30", xv=460),
        s.kv("Due Date", "2022-09-04", xv=460),
    ]
    s.x = 44
    s.y = max(yl, s.y) + 6
    s.t(
        "Job site: Lot 7, Rogers Way subdivision, Kamloops BC · Site contact: Dale Kerrigan 250-555-0139", 7.6
    )
    s.t(
        "Date out: 2022-06-10 07:15 · Billed period: 2022-07-08 to 2022-08-04 (28 days) · PO: TRE-2206-14",
        7.6,
    )
    s.skip(8)
    xs = [(46, "l"), (110, "l"), (340, "r"), (405, "r"), (440, "l"), (520, "r"), (566, "l")]
    head(s, xs, ["Item", "Description", "Qty", "Rate", "Per", "Amount", "Tax"], 7.2)
    rent = D("6485.00") + D("318.00") + D("742.50") + D("396.00")
    dw = pct(rent, 12)
    rows = [
        (
            "EX-14T",
            "Excavator 14 t zero-tail, unit #4417 (meter 2,846-2,988 h)",
            "1",
            "6,485.00",
            "4 wk",
            "6485.00",
            "GP",
        ),
        ("BK-24", "Digging bucket 24 in, with quick coupler", "1", "318.00", "4 wk", "318.00", "GP"),
        ("PC-500", "Plate compactor reversible 500 lb, unit #2290", "1", "742.50", "4 wk", "742.50", "GP"),
        ("LS-RT", "Rotating laser level kit, unit #0815", "1", "396.00", "4 wk", "396.00", "GP"),
        ("DW-12", "Damage waiver 12% of rental", "1", com(dw), "", str(dw), "GP"),
        ("ENV", "Environmental & fuel handling fee", "1", "64.00", "", "64.00", "G"),
        ("DLV", "Delivery and pickup, low-bed (charged this cycle)", "2", "275.00", "trip", "550.00", "G"),
    ]
    sub = D(0)
    pstb = D(0)
    for code, name, qty, rate, per, amt, tx in rows:
        a = D(amt)
        sub += a
        if "P" in tx:
            pstb += a
        line(s, xs, [code, name, qty, rate, per, com(a), tx], 7.2)
    s.rule()
    s.t("Tax codes: G = GST 5% · P = BC PST 7%", 6.8, color=GREY)
    s.skip(4)
    gst = pct(sub, 5)
    pst = pct(pstb, 7)
    tax = gst + pst
    total = sub + tax
    q_sub, q_gst, q_pst, q_tax, q_tot, q_paid, q_due = kvs(
        s,
        300,
        [
            ("Subtotal", com(sub)),
            ("GST 5% on " + com(sub), com(gst)),
            ("PST 7% on " + com(pstb), com(pst)),
            ("Total Tax", com(tax)),
            ("TOTAL CAD", com(total)),
            ("Payments Applied", "0.00"),
            ("BALANCE DUE CAD", com(total)),
        ],
        bold_last=True,
        size=8.4,
    )
    s.skip(8)
    s.para(
        "Equipment remains on rent until called off and returned to our yard. Rental continues to be billed "
        "every 28 days. Overdue accounts are charged 2% per month (26.82% per annum). Pay by EFT to Transit "
        "04710, Institution 003, Account 1184-226 or by cheque payable to Fraser Canyon Equipment Rentals "
        "Ltd.",
        7.2,
    )
    check(L, pstb=pstb, sub=sub, gst=gst, pst=pst, tax=tax, tot=total)
    fields = {
        "invoice_number": F("558104-2", 1, hdr[0]),
        "invoice_date": F("2022-08-05", 1, hdr[1]),
        "due_date": F("2022-09-04", 1, hdr[5]),
        "vendor_name": F("Fraser Canyon Equipment Rentals Ltd.", 1, q_v),
        "bill_to": F("Thompson Ridge Excavating Ltd.", 1, q_b),
        "currency": F("CAD", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_due),
    }
    notes = (
        "British Columbia equipment-rental invoice, CAD, ISO dates. invoice_number is the Invoice No. (the "
        "second billing cycle of the rental contract, whose number is a distractor, as are the customer and "
        "PO numbers). invoice_date is the Invoice Date and due_date the Due Date; the date out and the "
        "billed "
        "period are distractors. bill_to is the customer company, not the job site or the person who "
        "ordered. GST 5 % applies to the whole subtotal, PST 7 % to rentals and the damage waiver only (its "
        "base is printed); tax is the Total Tax line (sum of GST and PST), total TOTAL CAD. amount_due is "
        "the "
        "BALANCE DUE line (no payments applied), equal to the total."
    )
    sums = [
        SUM(
            "GST + PST = total tax",
            [(1, T("GST 5%", L["gst"], 1, q_gst)), (1, T("PST 7%", L["pst"], 1, q_pst))],
            "tax",
        ),
    ]
    _ = q_paid
    return p, fields, notes, sums


_ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _w99(n):
    if n < 20:
        return _ONES[n]
    t, u = divmod(n, 10)
    return _TENS[t] + ("" if u == 0 else "-" + _ONES[u])


def _w999(n):
    h, r = divmod(n, 100)
    out = []
    if h:
        out.append(_ONES[h] + " hundred")
    if r:
        out.append(("and " if h else "") + _w99(r))
    return " ".join(out)


def words_en(n):
    """British-style English cardinal, 0 < n < 10**9 ("one million two hundred and six thousand ...")."""
    mio, r = divmod(n, 10**6)
    th, u = divmod(r, 1000)
    out = []
    if mio:
        out.append(_w999(mio) + " million")
    if th:
        out.append(_w999(th) + " thousand")
    if u:
        out.append(("and " if u < 100 and (mio or th) else "") + _w999(u))
    return " ".join(out)


# ===== 9 Kenyan tax invoice (KES, dd/mm/yyyy): agricultural inputs to a dairy co-operative that is a VAT
# withholding agent: taxable 16 % and exempt lines, VAT withheld at 2 % of the taxable value deducted from the
# total to the net amount payable (sum), eTIMS control-unit numbers and the LPO as distractor numbers,
# chilling-plant delivery point, vehicle and driver vs the billed society, amount in words
@doc(
    "b33_inv_ke_tax_invoice_vat_withholding",
    "invoice",
    "Rift Valley Agro-Inputs tax invoice RVA/TI/2023/04172",
)
def inv_ke():
    L = dict(txb=453735, exm=419680, sub=873415, tax=72597.6, tot=946012.6, wh=9074.7, due=936937.9)
    p = Pdf(**A4)
    s = Sheet(p, x=44, xr=551, top=52, size=8)
    q_v = s.t("RIFT VALLEY AGRO-INPUTS LIMITED", 13, True)
    s.t(
        "Kenyatta Avenue, Mache Building 2nd Floor · P.O. Box 18240-20100 Nakuru · Tel 0722 418 306",
        7.2,
        color=GREY,
    )
    s.t("KRA PIN P051638274X · sales@riftvalleyagro.example", 7.2, color=GREY)
    s.skip(6)
    s.t("TAX INVOICE", 15, True, align="c")
    s.skip(4)
    top = s.y
    s.t("BILL TO", 6.8, True, color=GREY)
    q_b = s.t("Nyandarua Highlands Dairy Co-operative Society Ltd", 8.4, True)
    s.t("P.O. Box 77-20303 Ol Kalou", 8)
    s.t("KRA PIN P051196283K · VAT withholding agent", 8)
    s.t("DELIVER TO: Chilling plant, Ol Joro Orok", 8)
    s.t("Vehicle KDC 418M · Driver: Peter Kamau Njoroge", 8)
    yl = s.y
    s.y = top
    s.x = 350
    hdr = [
        s.kv("Invoice No.", "RVA/TI/2023/04172", xv=430),
        s.kv("Invoice Date", "09/08/2023", xv=430),
        s.kv("Due Date", "08/09/2023", xv=430),
        s.kv("LPO No.", "NHD/LPO/0891 of 27/07/2023", xv=430),
        s.kv("Delivery Note", "DN 11836 of 08/08/2023", xv=430),
        s.kv("Currency", "Kenya Shillings (KES)", xv=430),
    ]
    s.x = 44
    s.y = max(yl, s.y) + 4
    xs = [(46, "l"), (310, "r"), (322, "l"), (410, "r"), (452, "r"), (549, "r")]
    head(s, xs, ["Description", "Qty", "Unit", "Unit price", "VAT", "Amount (excl.)"], 7.1)
    rows = [
        ("Dairy meal high yield 70 kg", "120", "bag", "3185.00", "E"),
        ("Mineral lick block 5 kg", "80", "pcs", "468.50", "E"),
        ("Aluminium milk can 50 L with lid", "24", "pcs", "12840.00", "16"),
        ("Dairy detergent alkaline 20 L", "12", "jrc", "4275.00", "16"),
        ("Teat dip iodine 5 L", "20", "jrc", "2390.00", "16"),
        ("Milk filter socks, pack of 100", "15", "pkt", "1865.00", "16"),
        ("Transport Nakuru - Ol Joro Orok", "1", "trip", "18500.00", "16"),
    ]
    txb = D(0)
    exm = D(0)
    for name, qty, unit, price, vat in rows:
        amt = ext(qty, price)
        if vat == "E":
            exm += amt
        else:
            txb += amt
        line(s, xs, [name, qty, unit, com(D(price)), "Exempt" if vat == "E" else "16%", com(amt)], 7.3)
    s.rule()
    s.skip(4)
    sub = txb + exm
    tax = pct(txb, 16)
    total = sub + tax
    wh = pct(txb, 2)
    due = total - wh
    q_txb, q_exm, q_sub, q_tax, q_tot, q_wh, q_due = kvs(
        s,
        270,
        [
            ("Taxable value (VAT 16%)", com(txb)),
            ("Exempt value", com(exm)),
            ("Total excl. VAT", com(sub)),
            ("VAT @ 16%", com(tax)),
            ("TOTAL INCL. VAT (KES)", com(total)),
            ("Less: VAT withheld 2% of taxable value", "-" + com(wh)),
            ("NET AMOUNT PAYABLE (KES)", com(due)),
        ],
        bold_last=True,
        size=8.4,
    )
    s.skip(6)
    whole = int(total)
    cents = int((total - whole) * 100)
    s.para(
        "Amount in words (total incl. VAT): Kenya Shillings "
        + words_en(whole)
        + (f" and cents {_w99(cents)}" if cents else "")
        + " only.",
        7.4,
    )
    s.para(
        "VAT withholding: the withholding agent shall remit the 2% withheld to KRA and forward the "
        "withholding "
        "certificate to us within 7 days. Payment: Equity Bank Nakuru, A/C 0180 2947 61853, or M-Pesa "
        "Paybill "
        "247247 Account 04172.",
        7.2,
    )
    s.skip(4)
    s.t(
        "SCU ID: KRACU0100037461 · CU Invoice No.: 0100037461/00417 · Internal data: RX4T-7PQZ-M2KD-9WLA",
        6.8,
        color=GREY,
    )
    s.t("Goods received in good order: ____________________  Date: ____________  Stamp:", 7.4)
    check(L, txb=txb, exm=exm, sub=sub, tax=tax, tot=total, wh=wh, due=due)
    fields = {
        "invoice_number": F("RVA/TI/2023/04172", 1, hdr[0]),
        "invoice_date": F("2023-08-09", 1, hdr[1]),
        "due_date": F("2023-09-08", 1, hdr[2]),
        "vendor_name": F("RIFT VALLEY AGRO-INPUTS LIMITED", 1, q_v),
        "bill_to": F("Nyandarua Highlands Dairy Co-operative Society Ltd", 1, q_b),
        "currency": F("KES", 1, hdr[5]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Kenyan tax invoice, KES (Kenya Shillings), dates dd/mm/yyyy. invoice_number is the Invoice No.; the "
        "LPO, delivery-note and control-unit (eTIMS) numbers are distractors. invoice_date is the Invoice "
        "Date and due_date the Due Date; the LPO and delivery-note dates are distractors. bill_to is the "
        "dairy "
        "co-operative society, not the chilling plant, vehicle or driver. Taxable and exempt values add up "
        "to "
        "Total excl. VAT, the subtotal (sum); tax is VAT @ 16 % on the taxable value; total is TOTAL INCL. "
        "VAT. The buyer withholds 2 % of the taxable value as VAT withholding, so NET AMOUNT PAYABLE is the "
        "amount_due (sum); the amount in words repeats the total."
    )
    sums = [
        SUM(
            "taxable value + exempt value = total excl. VAT",
            [(1, T("taxable value", L["txb"], 1, q_txb)), (1, T("exempt value", L["exm"], 1, q_exm))],
            "subtotal",
        ),
        SUM(
            "total incl. VAT - VAT withheld 2% = net amount payable",
            [(1, "total"), (-1, T("VAT withheld 2%", L["wh"], 1, q_wh))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 10 Greek τιμολόγιο πώλησης - δελτίο αποστολής (EUR, dot grouping, dd/mm/yyyy): olive-oil producer,
# line discounts, ΦΠΑ 13 % and 24 % with an analysis by rate, gross value before discount vs net value, ΜΑΡΚ
# and
# UID of the tax platform, loading and delivery places and vehicle vs the billed partnership, credit terms
# only (no due date), a grand total and no separate amount due
@doc("b33_inv_gr_timologio_deltio_apostolis", "invoice", "Ελαιουργεία Τριφυλίας τιμολόγιο 148372")
def inv_gr():
    L = dict(
        gross=22237.6,
        disc=1584.54,
        n13=19997.46,
        n24=655.6,
        v13=2599.67,
        v24=157.34,
        sub=20653.06,
        tax=2757.01,
        tot=23410.07,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=52, size=7.8)
    q_v = s.t("ΕΛΑΙΟΥΡΓΕΙΑ ΤΡΙΦΥΛΙΑΣ Α.Ε.", 13, True)
    q_v2 = s.t(
        "ΑΦΜ 099418273 · ΔΟΥ ΚΑΛΑΜΑΤΑΣ · ΓΕΜΗ 118274536000 · info@elaiourgeia-trifylias.example",
        7.2,
        color=GREY,
    )
    s.t(
        "Παραγωγή - τυποποίηση ελαιολάδου · Θέση Λάκκες, 24500 Κυπαρισσία · Τηλ. 27610 24 418",
        7.2,
        color=GREY,
    )
    s.skip(8)
    q_no = s.t("ΤΙΜΟΛΟΓΙΟ ΠΩΛΗΣΗΣ - ΔΕΛΤΙΟ ΑΠΟΣΤΟΛΗΣ Αρ. 148372", 11.5, True)
    s.skip(2)
    hc = cells(
        s,
        [
            (42, 140, "Ημερομηνία έκδοσης", "03/10/2022"),
            (140, 230, "Ώρα αποστολής", "07:45"),
            (230, 330, "Σκοπός διακίνησης", "Πώληση"),
            (330, 440, "Τρόπος πληρωμής", "Επί πιστώσει"),
            (440, 553, "Όροι πληρωμής", "60 ημέρες"),
        ],
    )
    top = s.y
    s.t("ΣΤΟΙΧΕΙΑ ΠΕΛΑΤΗ", 6.8, True, color=GREY)
    q_b = s.t("ΚΥΚΛΑΔΙΚΗ ΤΡΟΦΟΔΟΣΙΑ Ο.Ε.", 8.6, True)
    q_b2 = s.t("ΑΦΜ 801273649 · ΔΟΥ ΝΑΞΟΥ · Κωδ. πελάτη 2.30.0417", 7.8)
    s.t("Διακριτικός τίτλος: ΝΑΞΙΑΚΟ ΚΕΛΑΡΙ", 7.8)
    s.t("Χονδρικό εμπόριο τροφίμων · Χώρα Νάξου, 84300 Νάξος", 7.8)
    yl = s.y
    s.y = top
    s.x = 320
    s.t("ΣΤΟΙΧΕΙΑ ΑΠΟΣΤΟΛΗΣ", 6.8, True, color=GREY)
    s.t("Τόπος φόρτωσης: Έδρα μας, Κυπαρισσία", 7.8)
    s.t("Τόπος παράδοσης: Λιμάνι Πειραιά, Πύλη Ε7", 7.8)
    s.t("(φόρτωση για Νάξο, πλοίο της 04/10/2022)", 7.8)
    s.t("Αρ. κυκλοφορίας ΚΜΝ 4183 · Οδηγός: Γ. Παπαδάκης", 7.8)
    s.x = 42
    s.y = max(yl, s.y) + 8
    xs = [(44, "l"), (90, "l"), (290, "l"), (340, "r"), (395, "r"), (430, "r"), (500, "r"), (551, "r")]
    head(s, xs, ["Κωδ.", "Περιγραφή", "Μ.Μ.", "Ποσότ.", "Τιμή", "Έκπτ.", "Καθαρή αξία", "ΦΠΑ"], 6.9)
    rows = [
        ("ΕΛ-05", "Εξαιρετικό παρθένο ελαιόλαδο, δοχείο 5 lt", "τεμ.", "240", "38.60", 8, 13),
        ("ΕΛ-17", "Εξαιρετικό παρθένο ελαιόλαδο, δοχείο 17 lt", "τεμ.", "60", "126.40", 8, 13),
        ("ΕΛ-01", "Εξαιρετικό παρθένο ελαιόλαδο ΠΟΠ, φιάλη 1 lt", "τεμ.", "360", "9.85", 5, 13),
        ("ΕΛΙ-2", "Ελιές Καλαμών, δοχείο 2 kg", "τεμ.", "90", "13.20", 5, 13),
        ("ΣΑΠ-1", "Σαπούνι ελαιολάδου πράσινο, 125 g", "τεμ.", "400", "1.45", 0, 24),
        ("ΚΙΒ-0", "Κιβώτια συσκευασίας χαρτονένια", "τεμ.", "36", "2.10", 0, 24),
    ]
    gross = D(0)
    net = {13: D(0), 24: D(0)}
    for code, name, unit, qty, price, dp, vat in rows:
        g = ext(qty, price)
        n = g - pct(g, dp)
        gross += g
        net[vat] += n
        line(s, xs, [code, name, unit, qty, dots(D(price)), f"{dp}%" if dp else "-", dots(n), f"{vat}%"], 7.1)
    s.rule()
    s.skip(6)
    sub = net[13] + net[24]
    disc = gross - sub
    v13, v24 = pct(net[13], 13), pct(net[24], 24)
    tax = v13 + v24
    total = sub + tax
    y0 = s.y
    s.t("ΑΝΑΛΥΣΗ ΦΠΑ", 7, True, color=GREY)
    ax = [(44, "l"), (150, "r"), (220, "r")]
    line(s, ax, ["Συντελεστής", "Καθαρή αξία", "ΦΠΑ"], 7, True)
    q_a13 = line(s, ax, ["13%", dots(net[13]), dots(v13)], 7.3)
    q_a24 = line(s, ax, ["24%", dots(net[24]), dots(v24)], 7.3)
    y1 = s.y
    s.y = y0
    q_gr, q_disc, q_sub, q_tax, q_tot = kvs(
        s,
        320,
        [
            ("Αξία προ έκπτωσης", dots(gross)),
            ("Σύνολο έκπτωσης", dots(disc)),
            ("Καθαρή αξία", dots(sub)),
            ("Σύνολο ΦΠΑ", dots(tax)),
            ("ΓΕΝΙΚΟ ΣΥΝΟΛΟ €", dots(total)),
        ],
        bold_last=True,
        size=8.4,
    )
    s.y = max(s.y, y1) + 10
    s.t(
        "Παρατηρήσεις: Η παράδοση γίνεται στο λιμάνι του Πειραιά με ευθύνη του αγοραστή για τη μεταφορά.", 7.2
    )
    s.t("Τραπεζικός λογαριασμός: IBAN GR18 0172 4180 0054 1803 7429 116 (Τράπεζα Πειραιώς)", 7.2)
    s.skip(8)
    s.t("ΜΑΡΚ 400001928374651 · UID 7A41C09E2B38D615F0C4E8B27D9A1F36C5E0B842", 6.8, color=GREY)
    s.t("Πάροχος ηλεκτρονικής τιμολόγησης: ΠΑΡΟΧΟΣ ΔΟΚΙΜΑΣΤΙΚΟΣ Α.Ε. · Έκδοση μέσω παρόχου", 6.8, color=GREY)
    s.skip(14)
    s.row([(90, "Ο ΕΚΔΟΤΗΣ", "c"), (470, "Ο ΠΑΡΑΛΑΒΩΝ", "c")], 7.4, True)
    check(L, gross=gross, disc=disc, n13=net[13], n24=net[24], v13=v13, v24=v24, sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("148372", 1, q_no),
        "invoice_date": F("2022-10-03", 1, hc[0]),
        "due_date": NULL(),
        "vendor_name": F("ΕΛΑΙΟΥΡΓΕΙΑ ΤΡΙΦΥΛΙΑΣ Α.Ε.", 1, f"{q_v} {q_v2}"),
        "bill_to": F("ΚΥΚΛΑΔΙΚΗ ΤΡΟΦΟΔΟΣΙΑ Ο.Ε.", 1, f"{q_b} {q_b2}"),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Greek combined sales invoice and dispatch note, EUR (€) with dot grouping and comma decimals, dates "
        "dd/mm/yyyy, in Greek. invoice_number is the document number in the title (ΜΑΡΚ, UID, the customer "
        "code and the vehicle plate are distractors). invoice_date is the issue date; the ship date in the "
        "remarks is a distractor. due_date is null: only credit terms of 60 days are printed, no date. "
        "bill_to is the customer partnership as named (not its trade name, the loading or delivery place or "
        "the driver). Line discounts take the gross value to the net value, the subtotal (sum); the VAT "
        "analysis by rate (13 % and 24 %) adds up to the net value and to Σύνολο ΦΠΑ, the tax (sums); total "
        "is "
        "ΓΕΝΙΚΟ ΣΥΝΟΛΟ. amount_due is null: no amount due is printed apart from the grand total."
    )
    sums = [
        SUM(
            "αξία προ έκπτωσης - έκπτωση = καθαρή αξία",
            [
                (1, T("αξία προ έκπτωσης", L["gross"], 1, q_gr)),
                (-1, T("σύνολο έκπτωσης", L["disc"], 1, q_disc)),
            ],
            "subtotal",
        ),
        SUM(
            "καθαρή αξία 13% + 24% = καθαρή αξία",
            [(1, T("καθαρή αξία 13%", L["n13"], 1, q_a13)), (1, T("καθαρή αξία 24%", L["n24"], 1, q_a24))],
            "subtotal",
        ),
        SUM(
            "ΦΠΑ 13% + ΦΠΑ 24% = σύνολο ΦΠΑ",
            [(1, T("ΦΠΑ 13%", L["v13"], 1, q_a13)), (1, T("ΦΠΑ 24%", L["v24"], 1, q_a24))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


_ES_U = [
    "cero",
    "uno",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "once",
    "doce",
    "trece",
    "catorce",
    "quince",
    "dieciséis",
    "diecisiete",
    "dieciocho",
    "diecinueve",
    "veinte",
    "veintiuno",
    "veintidós",
    "veintitrés",
    "veinticuatro",
    "veinticinco",
    "veintiséis",
    "veintisiete",
    "veintiocho",
    "veintinueve",
]
_ES_D = ["_", "_", "_", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"]
_ES_H = [
    "_",
    "ciento",
    "doscientos",
    "trescientos",
    "cuatrocientos",
    "quinientos",
    "seiscientos",
    "setecientos",
    "ochocientos",
    "novecientos",
]


def _es3(n, short=False):
    """0 < n < 1000; short: 'un' / 'veintiún' before mil."""
    if n == 100:
        return "cien"
    h, r = divmod(n, 100)
    out = [_ES_H[h]] if h else []
    if r:
        w = _ES_U[r] if r < 30 else _ES_D[r // 10] + ("" if r % 10 == 0 else " y " + _ES_U[r % 10])
        if short:
            w = w[:-1] if w.endswith("uno") else w.replace("veintiuno", "veintiún")
        out.append(w)
    return " ".join(out)


def words_es(n):
    """Spanish cardinal, 0 < n < 10**9."""
    mio, r = divmod(n, 10**6)
    th, u = divmod(r, 1000)
    out = []
    if mio:
        out.append("un millón" if mio == 1 else _es3(mio, True) + " millones")
    if th:
        out.append("mil" if th == 1 else _es3(th, True) + " mil")
    if u:
        out.append(_es3(u))
    return " ".join(out)


# ===== 11 Peruvian factura electrónica (PEN as S/, comma grouping, dd/mm/yyyy): series-number, RUC numbers,
# operación gravada / exonerada / inafecta, IGV 18 %, amount in words, a detracción (SPOT) of 12 % deposited
# to
# the Banco de la Nación deducted to the net amount pending (sum), credit payment with one instalment and its
# due date, service site and purchase order vs the billed mining company
@doc(
    "b33_inv_pe_factura_electronica_detraccion",
    "invoice",
    "Servicios Geotécnicos Andinos factura F001-00004187",
)
def inv_pe():
    L = dict(sub=124762.63, tax=22457.27, tot=147219.9, det=17666, due=129553.9)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=52, size=7.8)
    top = s.y
    q_v = s.t("SERVICIOS GEOTÉCNICOS ANDINOS S.A.C.", 12, True)
    s.t("Av. Los Precursores 1184, Cayma - Arequipa - Arequipa", 7.4)
    s.t("Telf. (054) 271 436 · facturacion@geoandinos.example", 7.4, color=GREY)
    yl = s.y
    p.rect(370, top - 14, 551, top + 40, 0.8)
    p.text(460, top, "R.U.C. N° 20604187352", 9, True, align="c")
    p.text(460, top + 15, "FACTURA ELECTRÓNICA", 10, True, align="c")
    p.text(460, top + 31, "F001-00004187", 11, True, align="c")
    q_no = "R.U.C. N° 20604187352 FACTURA ELECTRÓNICA F001-00004187"
    s.y = max(yl, top + 40) + 16
    hdr = [
        s.kv("Señor(es)", "MINERA QUEBRADA HONDA S.A.", xv=160),
        s.kv("RUC", "20513876429", xv=160),
        s.kv("Dirección del cliente", "Av. Javier Prado Este 2471, Of. 802, San Borja - Lima", xv=160),
        s.kv("Fecha de emisión", "19/01/2022", xv=160),
        s.kv("Fecha de vencimiento", "18/02/2022", xv=160),
        s.kv("Tipo de moneda", "SOLES", xv=160),
        s.kv("Forma de pago", "Crédito", xv=160),
        s.kv("Orden de compra", "OC-2021-11842 del 22/11/2021", xv=160),
        s.kv(
            "Lugar de prestación",
            "U.M. Quebrada Honda, Caylloma - Arequipa (Plataformas DDH-14 a DDH-17)",
            xv=160,
        ),
    ]
    s.skip(6)
    xs = [(46, "l"), (78, "l"), (118, "l"), (415, "r"), (472, "r"), (549, "r")]
    head(s, xs, ["Cant.", "Unidad", "Descripción", "V. unitario", "IGV", "Valor de venta"], 7)
    rows = [
        ("412.5", "m", "Perforación diamantina HQ, 0 - 250 m", "186.85"),
        ("96", "m", "Perforación diamantina NQ, 250 - 346 m", "214.75"),
        ("4", "und", "Movilización y desmovilización de equipo entre plataformas", "3850.00"),
        ("38", "und", "Ensayo de compresión uniaxial (ASTM D7012)", "142.00"),
        ("1", "srv", "Logueo geotécnico y registro fotográfico de testigos", "6275.00"),
    ]
    sub = D(0)
    for qty, unit, name, price in rows:
        amt = ext(qty, price)
        sub += amt
        line(s, xs, [qty, unit, name, com(D(price)), com(pct(amt, 18)), com(amt)], 7.2)
    s.rule()
    s.skip(4)
    tax = pct(sub, 18)
    total = sub + tax
    q_sub, _, _, q_tax, q_tot = kvs(
        s,
        320,
        [
            ("Op. Gravada", "S/ " + com(sub)),
            ("Op. Exonerada", "S/ 0.00"),
            ("Op. Inafecta", "S/ 0.00"),
            ("I.G.V. 18%", "S/ " + com(tax)),
            ("Importe Total", "S/ " + com(total)),
        ],
        bold_last=True,
        size=8.2,
    )
    s.skip(4)
    whole = int(total)
    cents = int((total - whole) * 100)
    s.t(f"SON: {words_es(whole).upper()} Y {cents:02d}/100 SOLES", 7.6, True)
    s.skip(8)
    det = q(total * D("0.12"), 0)
    due = total - det
    y0 = s.y - 10
    q_det = [
        s.t(
            "Operación sujeta al Sistema de Pago de Obligaciones Tributarias con el Gobierno Central",
            7.4,
            True,
        ),
        s.t(
            "Bien o servicio: 037 - Demás servicios gravados con el IGV · Porcentaje de detracción: 12%", 7.4
        ),
        s.t(f"Monto de detracción: S/ {com(det)} · Cta. Banco de la Nación N° 00-101-184276", 7.4),
    ]
    s.p.rect(40, y0, 555, s.y - 6, 0.5)
    s.skip(10)
    s.t("Información del crédito", 7.6, True)
    q_due = s.kv("Monto neto pendiente de pago", "S/ " + com(due), xv=200)
    s.kv("Total de cuotas", "1", xv=200)
    s.row([(44, "N° Cuota"), (140, "Fec. Venc."), (260, "Monto")], 7.4, True)
    q_c = s.row([(44, "Cuota001"), (140, "18/02/2022"), (260, "S/ " + com(due))], 7.4)
    s.skip(10)
    s.t(
        "Representación impresa de la Factura Electrónica. Consulte su documento en "
        "www.geoandinos.example/cpe",
        6.8,
        color=GREY,
    )
    s.t("Resumen: 7qL2+9cXbT0mHkVd4WzR1sNa8Ee=", 6.8, color=GREY)
    check(L, sub=sub, tax=tax, tot=total, det=det, due=due)
    qd = " ".join(q_det)
    fields = {
        "invoice_number": F("F001-00004187", 1, q_no),
        "invoice_date": F("2022-01-19", 1, hdr[3]),
        "due_date": F("2022-02-18", 1, hdr[4]),
        "vendor_name": F("SERVICIOS GEOTÉCNICOS ANDINOS S.A.C.", 1, q_v),
        "bill_to": F("MINERA QUEBRADA HONDA S.A.", 1, hdr[0]),
        "currency": F("PEN", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Peruvian electronic invoice, PEN (S/, soles), comma grouping, dates dd/mm/yyyy. invoice_number is "
        "the "
        "series-number as printed in the RUC box (the RUCs, the purchase order and the detraction account "
        "are "
        "distractors). invoice_date is the Fecha de emisión and due_date the Fecha de vencimiento (repeated "
        "for the single instalment); the purchase-order date is a distractor. bill_to is the customer "
        "company "
        "(Señor(es)), not the mine site where the service was provided. subtotal is the Op. Gravada (no "
        "exempt or non-taxed amounts), tax the I.G.V. 18 %, total the Importe Total (also in words). The "
        "detracción of 12 % (rounded to whole soles) is deposited by the customer to the Banco de la Nación, "
        "so the Monto neto pendiente de pago is the amount_due (sum)."
    )
    sums = [
        SUM(
            "importe total - detracción = monto neto pendiente de pago",
            [(1, "total"), (-1, T("monto de detracción", L["det"], 1, qd))],
            "amount_due",
        ),
        SUM(
            "cuota 001 = monto neto pendiente de pago", [(1, T("cuota 001", L["due"], 1, q_c))], "amount_due"
        ),
    ]
    return p, fields, notes, sums
