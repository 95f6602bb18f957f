"""Invoice builders for blind_extraction35 (11 documents).  Every party, number,
date, address and layout is invented.  Each builder computes what it prints and
checks the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, pct
from pdfkit import Pdf, fmt
from sheet import Sheet

A4 = dict(w=595, h=842)
LETTER = dict(w=612, h=792)


def tot(xs):
    return sum(xs, D(0))


def sp2(x, nd=2):
    """1 234 567,89 (space grouping, comma decimals)"""
    return fmt(x, " ", ",", nd)


def dt2(x, nd=2):
    """1.234.567,89 (dot grouping, comma decimals)"""
    return fmt(x, ".", ",", nd)


def cm2(x, nd=2):
    """1,234,567.89 (comma grouping, dot decimals)"""
    return fmt(x, ",", ".", nd)


def stack(s, x, rows, size=None, first_bold=True, caption=None, csize=6.5, color=(0, 0, 0)):
    """Lines drawn at x from the Sheet's current line; returns their texts."""
    keep = s.x
    s.x = x
    if caption:
        s.t(caption, csize, True, color=GREY)
    out = [s.t(r, size, first_bold and i == 0, color=color) for i, r in enumerate(rows)]
    s.x = keep
    return out


def beside(s, parts):
    """Several stacks side by side: parts = [(x, rows, caption)]; returns the texts of each."""
    y0 = s.y
    res, ys = [], []
    for x, rows, cap in parts:
        s.y = y0
        res.append(stack(s, x, rows, caption=cap))
        ys.append(s.y)
    s.y = max(ys)
    return res


def header(s, cols, names, size=7, shade=0.88):
    """Column heads on a shaded band; cols: [(x, align)]."""
    if shade is not None:
        s.p.shade(s.x - 4, s.y - size - 3, s.xr + 4, s.y + 3.5, shade)
    out = s.row([(x, n, a) for (x, a), n in zip(cols, names, strict=True)], size=size, bold=True)
    return out


def cells(s, cols, vals, size=7.4, lead=12, bold=False):
    return s.row([(x, v, a) for (x, a), v in zip(cols, vals, strict=True)], size=size, bold=bold, lead=lead)


def kvs(s, x, pairs, xr=None, size=None, bold=(), lead=None):
    """Label at x, value right-aligned at xr; returns 'label value' texts."""
    keep_x, keep_r, keep_l = s.x, s.xr, s.lead
    s.x, s.xr = x, xr or s.xr
    if lead:
        s.lead = lead
    out = [s.kv(k, v, bold=i in bold, size=size) for i, (k, v) in enumerate(pairs)]
    s.x, s.xr, s.lead = keep_x, keep_r, keep_l
    return out


def boxrow(s, items, h=23, size=7.8, lsize=6.1):
    """Boxed cells in one row, caption above value; returns 'caption value' texts."""
    y = s.y - 8
    out = []
    for x0, x1, cap, v in items:
        s.p.rect(x0, y, x1, y + h, 0.5)
        s.p.text(x0 + 3, y + lsize + 2, cap, lsize, color=GREY)
        if v:
            s.p.text(x0 + 3, y + h - 5, v, size, True)
        out.append(f"{cap} {v}".strip())
    s.y = y + h + 13
    return out


def check(L, **computed):
    for k, v in computed.items():
        same(L[k], v, k)


def j(lines):
    return " ".join(lines)


# ------------------------------------------------------------ amounts in words
_EN = [
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
_EN10 = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _en999(n):
    out = []
    if n >= 100:
        out.append(_EN[n // 100] + " hundred")
        n %= 100
        if n:
            out.append("and")
    if n >= 20:
        out.append(_EN10[n // 10] + ("-" + _EN[n % 10] if n % 10 else ""))
    elif n or not out:
        out.append(_EN[n])
    return " ".join(out)


def words_en(n):
    """English words for a whole number below a thousand million (British 'and')."""
    parts = []
    for div, name in ((10**6, "million"), (10**3, "thousand")):
        if n >= div:
            parts.append(_en999(n // div) + " " + name)
            n %= div
    if n:
        parts.append(("and " if parts and n < 100 else "") + _en999(n))
    return " ".join(parts) if parts else "zero"


_ES = [
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
_ES10 = ["_", "_", "_", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"]
_ES100 = [
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


def _es999(n, apocope=True):
    if n == 100:
        return "cien"
    out = []
    if n >= 100:
        out.append(_ES100[n // 100])
        n %= 100
    if n >= 30:
        t = _ES10[n // 10]
        out.append(t + (" y " + _ES[n % 10] if n % 10 else ""))
    elif n:
        out.append(_ES[n])
    s = " ".join(out)
    if apocope and s.endswith("uno"):
        s = s[:-3] + ("ún" if s.endswith("veintiuno") else "un")
    return s


def words_es(n):
    """Spanish words for a whole number below a thousand million (apocope before 'pesos')."""
    parts = []
    if n >= 10**6:
        m = n // 10**6
        parts.append("un millón" if m == 1 else _es999(m) + " millones")
        n %= 10**6
    if n >= 1000:
        t = n // 1000
        parts.append("mil" if t == 1 else _es999(t) + " mil")
        n %= 1000
    if n:
        parts.append(_es999(n))
    return " ".join(parts) if parts else "cero"


# ===== 1 Czech faktura - daňový doklad (CZK, space grouping, dd.mm.yyyy): stainless-steel fabrication for a
# brewery; supplier and customer boxes with company and VAT ids; issue, taxable-supply and due dates in boxes;
# delivery to a bottling plant; VAT recap by rate with empty reduced-rate rows; an advance paid against a
# tax document deducted (its base and VAT shown) and a rounding line to whole crowns before the amount due
@doc("b35_inv_cz_faktura_odpocet_zalohy", "invoice", "Nerezové konstrukce Brodek faktura FV220417")
def inv_cz():
    L = dict(
        sub=555964.4,
        tax=116752.52,
        tot=672716.92,
        adv=150000,
        rnd=0.08,
        due=522717,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=48, size=8)
    s.row([(42, "Nerezové konstrukce Brodek s.r.o.", "l"), (553, "FAKTURA – DAŇOVÝ DOKLAD", "r")], 12, True)
    q_no = s.row(
        [(42, "výroba a montáž nerezových a ocelových konstrukcí", "l"), (553, "č. FV220417", "r")], 8
    )
    s.skip(6)
    y0 = s.y
    s.p.rect(40, y0 - 12, 294, y0 + 74, 0.6)
    s.p.rect(300, y0 - 12, 555, y0 + 74, 0.6)
    q_sup, q_cus = beside(
        s,
        [
            (
                46,
                [
                    "Nerezové konstrukce Brodek s.r.o.",
                    "Průmyslová 1184",
                    "537 01 Chrudim",
                    "IČO: 27461935   DIČ: CZ27461935",
                    "Zapsáno v OR u KS v Hradci Králové, oddíl C, vložka 48317",
                ],
                "DODAVATEL",
            ),
            (
                306,
                [
                    "Pivovar Hradní Vrch a.s.",
                    "Pivovarská 212",
                    "539 73 Skuteč",
                    "IČO: 46508261   DIČ: CZ46508261",
                    "Kontakt: Ing. Radim Kočvara, vedoucí údržby",
                ],
                "ODBĚRATEL",
            ),
        ],
    )
    s.y = y0 + 92
    q_dates = boxrow(
        s,
        [
            (40, 122, "Datum vystavení", "16.08.2022"),
            (122, 212, "Datum zdan. plnění", "29.07.2022"),
            (212, 294, "Datum splatnosti", "05.09.2022"),
            (294, 366, "Forma úhrady", "převodem"),
            (366, 430, "Var. symbol", "220417"),
            (430, 490, "Konst. symbol", "0308"),
            (490, 555, "Měna", "CZK"),
        ],
    )
    s.t(
        "Bankovní spojení: Komerční banka, a.s., č. ú. 107-4186250247/0100, IBAN CZ65 0100 0001 0741 8625 "
        "0247",
        7.4,
    )
    s.t("Objednávka: OBJ-0388 ze dne 02.06.2022 · Dodací list: DL-22-0611 · Číslo zákazníka: 10452", 7.4)
    s.t(
        "Místo dodání: Pivovar Hradní Vrch a.s., provozovna stáčírna Nové Hrady, areál č. p. 41, 539 45 "
        "Nové Hrady",
        7.4,
    )
    s.skip(8)
    cols = [(44, "l"), (334, "r"), (342, "l"), (420, "r"), (456, "r"), (553, "r")]
    header(s, cols, ["Označení dodávky", "Množství", "MJ", "Cena za MJ", "DPH %", "Celkem bez DPH"])
    s.skip(2)
    items = [
        ("Nerezová obslužná plošina u CKT 1–6, AISI 304, dle výkresu V-2218", "1", "ks", "186420.00"),
        ("Zábradlí nerez Ø 42,4 mm se dvěma madly, vč. kotvení", "38.6", "m", "2845.00"),
        ("Přímé schodiště nerez, 14 stupňů, podesta 1 200 × 900 mm", "1", "ks", "94380.00"),
        ("Potrubní mosty ocel S235, žárově zinkované, rozpětí 6 m", "4", "ks", "12760.00"),
        ("Kotevní prvky, chemické kotvy, spojovací materiál", "1", "soub.", "8917.40"),
        ("Montáž na místě – montážní hodiny (2 montéři)", "126", "hod", "690.00"),
        ("Doprava a autojeřáb 40 t, 2 přistavení", "1", "soub.", "18450.00"),
    ]
    sub = D(0)
    for text, n, unit, price in items:
        v = ext(n, price)
        sub += v
        qty = sp2(D(n), 1) if "." in n else n
        cells(s, cols, [text, qty, unit, sp2(D(price)), "21", sp2(v)], 7.4, lead=13)
    s.rule()
    s.skip(4)
    tax = pct(sub, 21)
    total = sub + tax
    s.t("Rekapitulace DPH v Kč", 8, True)
    rc = [(44, "l"), (250, "r"), (350, "r"), (450, "r")]
    header(s, rc, ["Sazba DPH", "Základ", "DPH", "Celkem"], 7, shade=0.93)
    cells(s, rc, ["základní 21 %", sp2(sub), sp2(tax), sp2(total)], 7.4)
    cells(s, rc, ["první snížená 12 %", "0,00", "0,00", "0,00"], 7.4)
    cells(s, rc, ["osvobozeno 0 %", "0,00", "0,00", "0,00"], 7.4)
    s.skip(6)
    q_sub, q_tax, q_tot = kvs(
        s,
        300,
        [
            ("Celkem bez DPH", sp2(sub) + " Kč"),
            ("DPH celkem", sp2(tax) + " Kč"),
            ("Celkem s DPH", sp2(total) + " Kč"),
        ],
        xr=553,
        size=8.4,
        bold=(2,),
    )
    adv = D("150000.00")
    adv_base = (adv / D("1.21")).quantize(D("0.01"))
    adv_tax = adv - adv_base
    s.skip(4)
    s.para(
        "Odpočet zálohy uhrazené dne 24.06.2022 na základě zálohové faktury ZF220211, daňový doklad k "
        "přijaté "
        f"platbě DZ220093 ze dne 24.06.2022: základ {sp2(adv_base)} Kč, DPH 21 % {sp2(adv_tax)} Kč.",
        7.4,
        w=250,
    )
    s.y -= 26
    after = total - adv
    due = after.quantize(D(1), rounding="ROUND_HALF_UP")
    rnd = due - after
    q_adv, q_after, q_rnd = kvs(
        s,
        300,
        [
            ("Odpočet zálohy (DZ220093)", "-" + sp2(adv) + " Kč"),
            ("Zbývá uhradit", sp2(after) + " Kč"),
            ("Zaokrouhlení", ("-" if rnd < 0 else "") + sp2(abs(rnd)) + " Kč"),
        ],
        xr=553,
        size=8.4,
    )
    s.skip(10)
    s.p.shade(296, s.y - 13, 556, s.y + 6, 0.85)
    q_due = kvs(s, 300, [("CELKEM K ÚHRADĚ", sp2(due) + " Kč")], xr=553, size=11, bold=(0,))[0]
    s.skip(14)
    s.para(
        "Dodávka byla převzata bez výhrad dle předávacího protokolu ze dne 29.07.2022. Na zhotovené dílo "
        "poskytujeme záruku 36 měsíců od převzetí. Při prodlení s úhradou je dodavatel oprávněn účtovat úrok "
        "z prodlení v zákonné výši. Při platbě uveďte variabilní symbol 220417.",
        7.4,
    )
    s.skip(10)
    s.t("Vystavil: Markéta Šindelářová, tel. +420 469 318 274, fakturace@nerez-brodek.example", 7.4)
    s.t(
        "Převzal: ..............................   Razítko a podpis dodavatele: "
        "..............................",
        7.4,
    )
    check(L, sub=sub, tax=tax, tot=total, adv=adv, rnd=rnd, due=due)
    fields = {
        "invoice_number": F("FV220417", 1, q_no),
        "invoice_date": F("2022-08-16", 1, q_dates[0]),
        "due_date": F("2022-09-05", 1, q_dates[2]),
        "vendor_name": F("Nerezové konstrukce Brodek s.r.o.", 1, j(q_sup[:2])),
        "bill_to": F("Pivovar Hradní Vrch a.s.", 1, j(q_cus[:2])),
        "currency": F("CZK", 1, q_dates[6]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Czech invoice and tax document (faktura - daňový doklad), CZK with space grouping and comma "
        "decimals, dates dd.mm.yyyy in boxes. invoice_number is the invoice number in the title; the "
        "variable symbol, order, delivery-note, advance-invoice and tax-document numbers and the customer "
        "number are distractors. invoice_date is Datum vystavení (the taxable-supply date DUZP, the order, "
        "advance and handover dates are distractors); due_date is Datum splatnosti. bill_to is the brewery "
        "in "
        "the Odběratel box, not its contact person nor the bottling plant named as place of delivery. The "
        "VAT recap prints empty 12 % and 0 % rows. subtotal is Celkem bez DPH, tax DPH celkem, total Celkem "
        "s DPH. An advance paid against a tax document is deducted and the remainder rounded to whole "
        "crowns: total - advance + rounding = Celkem k úhradě, the amount_due (sum); the advance's base and "
        "VAT in the paragraph are distractors. currency from the Měna box."
    )
    sums = [
        SUM(
            "Celkem s DPH - odpočet zálohy + zaokrouhlení = Celkem k úhradě",
            [
                (1, "total"),
                (-1, T("odpočet zálohy", L["adv"], 1, q_adv)),
                (1, T("zaokrouhlení", L["rnd"], 1, q_rnd)),
            ],
            "amount_due",
        ),
    ]
    _ = q_after
    return p, fields, notes, sums


# ===== 2 Swedish faktura to a private person (SEK, space grouping, ISO dates): bathroom renovation with
# labour and material lines; 25 % moms on everything; the ROT tax reduction (30 % of the labour cost incl.
# moms) deducted after the total, then öresavrundning to the amount to pay; OCR, bankgiro, customer number,
# quote and work-period dates; the property designation and a late-interest clause as distractors
@doc("b35_inv_se_faktura_rot_avdrag", "invoice", "Edsvikens Bygg & Kakel faktura 30587")
def inv_se():
    L = dict(
        lab=93170,
        mat=36905.25,
        sub=130075.25,
        tax=32518.81,
        tot=162594.06,
        rot=34938.75,
        rnd=-0.31,
        due=127655,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=56, size=8.4)
    s.t("EDSVIKENS", 20, True)
    s.t("Bygg & Kakel AB", 11, True)
    s.t("Badrum · Kök · Tillbyggnad · Våtrumsbehörighet BKR", 7.4, color=GREY)
    top = s.y
    s.y = 60
    stack(s, 340, ["FAKTURA"], 15)
    s.y = top - 6
    q_info = kvs(
        s,
        340,
        [
            ("Fakturanummer", "30587"),
            ("Fakturadatum", "2023-03-15"),
            ("Kundnummer", "1127"),
            ("Er referens", "Karin Lindqvist Hedström"),
            ("Vår referens", "Mattias Edsvik"),
            ("Betalningsvillkor", "28 dagar netto"),
            ("Förfallodatum", "2023-04-12"),
            ("OCR-nummer", "3058711274"),
        ],
        xr=545,
        size=8,
        lead=11.4,
    )
    s.y = top + 16
    q_cus = stack(s, 56, ["Karin Lindqvist Hedström", "Vibblabyvägen 31", "191 48 Sollentuna"], 9.4)
    s.y = max(s.y, top + 96) + 10
    s.t(
        "Arbetsplats: Vibblabyvägen 31, 191 48 Sollentuna · Fastighetsbeteckning: Sollentuna Vibble 5:212",
        7.8,
    )
    s.t(
        "Avser: renovering av badrum och tvättstuga enligt offert nr 212 daterad 2022-11-08 samt "
        "tilläggsbeställning 2023-02-06.",
        7.8,
    )
    s.t("Arbetsperiod: 2023-01-23 – 2023-03-03", 7.8)
    s.skip(8)
    cols = [(54, "l"), (330, "l"), (390, "r"), (420, "l"), (480, "r"), (543, "r")]
    header(s, cols, ["Benämning", "Typ", "Antal", "Enh", "À-pris", "Belopp"], 7.4, shade=0.9)
    s.skip(1)
    rows = [
        ("Rivning av befintligt badrum, bortforsling", "Arbete", "22", "tim", "520.00"),
        ("Plattsättning vägg och golv, tätskikt enligt BBV", "Arbete", "86", "tim", "595.00"),
        ("Snickeri: regelverk, skivor, dörrfoder", "Arbete", "34", "tim", "560.00"),
        ("VVS-installation (underentreprenör Rörtjänst i Upplands Väsby)", "Arbete", "18", "tim", "640.00"),
        ("Kakel 20×40 vit matt och klinker 30×60 antracit", "Material", "1", "st", "14862.50"),
        ("Tätskiktssystem, fästmassa, fog, silikon", "Material", "1", "st", "4318.00"),
        ("Golvbrunn, rör och kopplingar", "Material", "1", "st", "3294.75"),
        ("Vägghängd WC, tvättställ med kommod, duschväggar", "Material", "1", "st", "11480.00"),
        ("Container och deponiavgift", "Övrigt", "1", "st", "2950.00"),
    ]
    lab = D(0)
    oth = D(0)
    for text, kind, n, unit, price in rows:
        v = ext(n, price)
        if kind == "Arbete":
            lab += v
        else:
            oth += v
        cells(s, cols, [text, kind, n, unit, sp2(D(price)), sp2(v)], 7.6, lead=13.2)
    s.rule()
    s.skip(4)
    sub = lab + oth
    tax = pct(sub, 25)
    total = sub + tax
    lab_inkl = lab * D("1.25")
    rot = pct(lab_inkl, 30)
    after = total - rot
    due = after.quantize(D(1), rounding="ROUND_HALF_UP")
    rnd = due - after
    q_lab, q_mat, q_sub, q_tax, q_tot = kvs(
        s,
        300,
        [
            ("Varav arbetskostnad exkl. moms", sp2(lab)),
            ("Varav material och övrigt exkl. moms", sp2(oth)),
            ("Summa exkl. moms", sp2(sub)),
            ("Moms 25 %", sp2(tax)),
            ("Summa inkl. moms", sp2(total)),
        ],
        xr=543,
        size=8.2,
        bold=(4,),
    )
    s.skip(3)
    q_rot, q_rnd = kvs(
        s,
        300,
        [
            ("Avgår preliminär skattereduktion (ROT)", "-" + sp2(rot)),
            ("Öresavrundning", ("-" if rnd < 0 else "") + sp2(abs(rnd))),
        ],
        xr=543,
        size=8.2,
    )
    s.skip(10)
    s.p.shade(296, s.y - 13, 547, s.y + 6, 0.85)
    q_due = kvs(s, 300, [("Att betala SEK", sp2(due))], xr=543, size=11, bold=(0,))[0]
    s.skip(12)
    s.t("Skattereduktion för rotarbete", 8.4, True)
    q_rot_text = s.para(
        f"Arbetskostnad inkl. moms {sp2(lab_inkl)} kr. Preliminär skattereduktion 30 % av arbetskostnaden "
        f"inkl. moms, {sp2(rot)} kr, för köparen Karin Lindqvist Hedström (personnummer ******-4173). Vi "
        "ansöker om utbetalning hos Skatteverket när fakturan är betald. Om Skatteverket helt eller delvis "
        "nekar utbetalning debiteras mellanskillnaden köparen.",
        7.6,
    )
    s.para(
        "Vid betalning efter förfallodagen debiteras dröjsmålsränta enligt räntelagen (referensränta + 8 "
        "procentenheter) samt påminnelseavgift 60 kr. Ange alltid OCR-numret vid betalning.",
        7.6,
    )
    s.y = 770
    s.p.hline(s.y - 12, 50, 545, 0.4)
    fc = [50, 165, 285, 440]
    s.row(
        [
            (fc[0], "Edsvikens Bygg & Kakel AB"),
            (fc[1], "Telefon 08-594 316 20"),
            (fc[2], "Bankgiro 5217-8846"),
            (fc[3], "Org.nr 559184-2736"),
        ],
        6.8,
    )
    s.row(
        [
            (fc[0], "Hantverksvägen 9"),
            (fc[1], "info@edsvikensbygg.example"),
            (fc[2], "IBAN SE31 8000 0832 7941 6028 3315"),
            (fc[3], "Momsreg.nr SE559184273601"),
        ],
        6.8,
    )
    s.row(
        [(fc[0], "191 47 Sollentuna"), (fc[1], "www.edsvikensbygg.example"), (fc[3], "Godkänd för F-skatt")],
        6.8,
    )
    check(L, lab=lab, mat=oth, sub=sub, tax=tax, tot=total, rot=rot, rnd=rnd, due=due)
    fields = {
        "invoice_number": F("30587", 1, q_info[0]),
        "invoice_date": F("2023-03-15", 1, q_info[1]),
        "due_date": F("2023-04-12", 1, q_info[6]),
        "vendor_name": F("Edsvikens Bygg & Kakel AB", 1, "Edsvikens Bygg & Kakel AB Telefon 08-594 316 20"),
        "bill_to": F("Karin Lindqvist Hedström", 1, q_cus[0]),
        "currency": F("SEK", 1, q_due),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Swedish invoice (faktura) of a building firm to a private person, SEK with space grouping and comma "
        "decimals, ISO dates. invoice_number is Fakturanummer (customer number and OCR number are "
        "distractors); invoice_date Fakturadatum, due_date Förfallodatum (quote, supplementary-order and "
        "work-period dates are distractors). vendor_name is the company as printed in the footer (the "
        "letterhead splits it over two lines); bill_to is the customer, a person (also 'Er referens'). "
        "Labour and material subtotals add up to Summa exkl. moms, the subtotal (sum); Moms 25 % is the tax "
        "and Summa inkl. moms the total. The ROT tax reduction (30 % of the labour cost incl. moms) is "
        "deducted and an öre rounding applied: total - ROT + rounding = Att betala, the amount_due (sum). "
        "currency SEK from the Att betala line."
    )
    sums = [
        SUM(
            "arbetskostnad + material och övrigt = Summa exkl. moms",
            [(1, T("arbetskostnad", L["lab"], 1, q_lab)), (1, T("material och övrigt", L["mat"], 1, q_mat))],
            "subtotal",
        ),
        SUM(
            "Summa inkl. moms - ROT + öresavrundning = Att betala",
            [
                (1, "total"),
                (-1, T("ROT-avdrag", L["rot"], 1, q_rot)),
                (1, T("öresavrundning", L["rnd"], 1, q_rnd)),
            ],
            "amount_due",
        ),
    ]
    _ = q_rot_text
    return p, fields, notes, sums


# ===== 3 Portuguese fatura over two pages (EUR, dot grouping, dd/mm/yyyy): food wholesaler to a hotel
# company; item lines at three IVA rates with line discounts; 'A transportar' at the foot of page 1 and
# 'Transporte' at the head of page 2; gross total, discounts, IVA summary by rate and document total; an
# early-payment discount offer, loading and unloading places and dates; no separate amount payable
@doc(
    "b35_inv_pt_fatura_transporte_iva", "invoice", "Frutalgarve Distribuição Alimentar fatura FT FA2021/3817"
)
def inv_pt():
    L = dict(
        carry=2990.16,
        gross=3978.82,
        disc=89.78,
        sub=3889.04,
        b6=2325.6,
        b13=664.56,
        b23=898.88,
        v6=139.54,
        v13=86.39,
        v23=206.74,
        tax=432.67,
        tot=4321.71,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=44, size=8)
    items1 = [
        ("FR0114", "Laranja do Algarve cal. 3", "184", "kg", "0.86", "0", 6),
        ("FR0122", "Limão Algarve", "46", "kg", "1.38", "0", 6),
        ("FR0207", "Maçã Bravo de Esmolfe", "72", "kg", "1.94", "3", 6),
        ("FR0311", "Banana Madeira cat. I", "96", "kg", "1.47", "0", 6),
        ("HO0405", "Tomate chucha", "68", "kg", "1.62", "0", 6),
        ("HO0418", "Alface frisada", "120", "un", "0.58", "0", 6),
        ("HO0433", "Batata nova Sagres", "250", "kg", "0.71", "5", 6),
        ("HO0461", "Cebola roxa", "40", "kg", "0.93", "0", 6),
        ("PD1102", "Pão de forma integral 750 g", "36", "un", "2.14", "0", 6),
        ("LA3015", "Leite UHT meio-gordo 1 L", "288", "un", "0.69", "3", 6),
        ("LA3041", "Iogurte natural 125 g (pack 4)", "64", "un", "1.28", "0", 6),
        ("LA3063", "Queijo fresco 250 g", "48", "un", "1.87", "0", 6),
        ("MC3008", "Azeite virgem extra 5 L", "12", "un", "31.40", "5", 6),
        ("MC3112", "Arroz carolino 1 kg", "60", "un", "1.29", "0", 6),
        ("PX4027", "Carapau fresco (lota de Olhão)", "34", "kg", "4.85", "0", 6),
        ("PX4102", "Polvo congelado T4", "28", "kg", "9.60", "3", 6),
        ("AG5001", "Água mineral natural 1,5 L (pack 6)", "80", "un", "1.74", "0", 6),
        ("VN6114", "Vinho branco DOC Lagoa 0,75 L", "48", "un", "5.35", "5", 13),
        ("VN6120", "Vinho tinto Regional Algarve 0,75 L", "60", "un", "4.90", "5", 13),
        ("VN6207", "Espumante bruto 0,75 L", "18", "un", "7.85", "0", 13),
    ]
    items2 = [
        ("RF7003", "Refrigerante laranja lata 33 cl (pack 24)", "10", "un", "12.60", "0", 23),
        ("RF7018", "Água com gás 25 cl (pack 24)", "8", "un", "9.45", "0", 23),
        ("CF7210", "Café em grão lote hotelaria 1 kg", "14", "kg", "14.90", "5", 23),
        ("CF7244", "Açúcar em pacotes 7 g (caixa 1000)", "6", "un", "16.30", "0", 23),
        ("LP8011", "Detergente máquina loiça 20 L", "4", "un", "38.75", "0", 23),
        ("LP8036", "Guardanapos papel 2 folhas (caixa 2400)", "9", "un", "21.80", "3", 23),
        ("LP8052", "Película aderente 300 m", "5", "un", "11.20", "0", 23),
    ]
    cols = [(44, "l"), (92, "l"), (300, "r"), (306, "l"), (378, "r"), (418, "r"), (455, "r"), (553, "r")]
    names = ["Artigo", "Descrição", "Qtd.", "Un.", "Preço unit.", "Desc. %", "IVA %", "Valor líquido"]
    acc = dict(gross=D(0), net=D(0))
    base = {6: D(0), 13: D(0), 23: D(0)}

    def line(it):
        code, text, n, unit, price, dsc, rate = it
        g = ext(n, price)
        net = ext(g, (D(100) - D(dsc)) / D(100))
        acc["gross"] += g
        acc["net"] += net
        base[rate] += net
        cells(
            s,
            cols,
            [code, text, n, unit, dt2(D(price)), dsc + ",0" if dsc != "0" else "", str(rate), dt2(net)],
            7.3,
            12.4,
        )
        return net

    def top_block(page):
        s.y = 44
        s.row([(40, "FRUTALGARVE", "l"), (555, "ORIGINAL", "r")], 16, True)
        qv = s.t("Frutalgarve – Distribuição Alimentar, Lda.", 8.6, True)
        s.t("Zona Industrial de Loulé, Lote 37 · 8100-272 Loulé · NIF 514 286 097", 7.2, color=GREY)
        s.t(
            "Capital social 50.000,00 € · Mat. CRC Loulé · Tel. 289 418 260 · encomendas@frutalgarve.example",
            7.2,
            color=GREY,
        )
        s.row([(40, "FATURA FT FA2021/3817", "l"), (555, f"Pág. {page}/2", "r")], 10, True)
        s.rule()
        s.skip(4)
        return qv

    q_v = top_block(1)
    y0 = s.y
    q_meta = kvs(
        s,
        40,
        [
            ("Data do documento", "22/10/2021"),
            ("Vencimento", "21/11/2021"),
            ("Condições de pagamento", "30 dias"),
            ("N.º cliente", "C00418"),
            ("V/ encomenda", "E-5561 de 18/10/2021"),
            ("Guia de remessa", "GR GT2021/1122 de 21/10/2021"),
        ],
        xr=280,
        size=7.8,
        lead=11,
    )
    y1 = s.y
    s.y = y0
    q_cus = stack(
        s,
        320,
        [
            "Hotelaria Ria Formosa, S.A.",
            "Avenida 5 de Outubro, 118",
            "8700-304 Olhão",
            "NIF 509 731 842",
        ],
        8.6,
        caption="Exmo.(s) Sr.(s)",
    )
    s.y = max(y1, s.y) + 4
    s.t(
        "Local de carga: Armazém Loulé, 22/10/2021 07:40 · Local de descarga: Hotel Vila Salinas, Estrada "
        "da Fuseta, "
        "8700-019 Fuseta · Viatura 48-VX-16",
        7.2,
    )
    s.skip(6)
    header(s, cols, names, 7)
    s.skip(1)
    for it in items1:
        line(it)
    carry = acc["net"]
    s.rule()
    q_carry = kvs(s, 330, [("A transportar", dt2(carry) + " €")], xr=553, size=8.4, bold=(0,))[0]
    s.y = 800
    s.t("Processado por programa certificado n.º 2871/AT · Jx4Q", 6.8, color=GREY)

    # ------------------------------------------------------------ page 2
    s.new_page()
    top_block(2)
    header(s, cols, names, 7)
    s.skip(1)
    q_tr = cells(s, cols, ["", "Transporte", "", "", "", "", "", dt2(carry)], 7.4, 12.4, bold=True)
    for it in items2:
        line(it)
    s.rule()
    s.skip(6)
    gross, sub = acc["gross"], acc["net"]
    disc = gross - sub
    vat = {r: pct(b, r) for r, b in base.items()}
    tax = tot(vat.values())
    total = sub + tax
    y0 = s.y
    s.t("Quadro resumo do IVA", 8, True)
    qc = [(44, "l"), (170, "r"), (250, "r")]
    header(s, qc, ["Taxa", "Incidência", "Valor IVA"], 7, shade=0.93)
    q_iva = {}
    for r, lab in ((6, "Reduzida 6%"), (13, "Intermédia 13%"), (23, "Normal 23%")):
        q_iva[r] = cells(s, qc, [lab, dt2(base[r]), dt2(vat[r])], 7.4)
    q_ivat = cells(s, qc, ["Total", dt2(sub), dt2(tax)], 7.4, bold=True)
    s.y = y0
    q_gross, q_disc, q_sub, q_tax, q_tot = kvs(
        s,
        330,
        [
            ("Total ilíquido", dt2(gross)),
            ("Descontos comerciais", dt2(disc)),
            ("Total s/ IVA", dt2(sub)),
            ("Total IVA", dt2(tax)),
            ("Total do documento (EUR)", dt2(total)),
        ],
        xr=553,
        size=8.4,
        bold=(4,),
    )
    s.skip(30)
    s.para(
        "Pagamento por transferência bancária até à data de vencimento para o IBAN PT50 0035 0417 0002 8361 "
        "9207 4 (BIC CGDIPTPL). Desconto financeiro de 2% se pago até 01/11/2021, a deduzir pelo cliente. "
        "Mercadoria transportada ao abrigo da guia de remessa indicada. Os bens foram colocados à disposição "
        "do adquirente em 22/10/2021.",
        7.4,
    )
    s.skip(8)
    s.t("Conferido e recebido por: ____________________   Data: ___/___/______", 7.4)
    s.y = 800
    s.t("Processado por programa certificado n.º 2871/AT · Jx4Q", 6.8, color=GREY)
    check(
        L,
        carry=carry,
        gross=gross,
        disc=disc,
        sub=sub,
        b6=base[6],
        b13=base[13],
        b23=base[23],
        v6=vat[6],
        v13=vat[13],
        v23=vat[23],
        tax=tax,
        tot=total,
    )
    fields = {
        "invoice_number": F("FT FA2021/3817", 1, "FATURA FT FA2021/3817 Pág. 1/2"),
        "invoice_date": F("2021-10-22", 1, q_meta[0]),
        "due_date": F("2021-11-21", 1, q_meta[1]),
        "vendor_name": F("Frutalgarve – Distribuição Alimentar, Lda.", 1, q_v),
        "bill_to": F("Hotelaria Ria Formosa, S.A.", 1, j(q_cus[:2])),
        "currency": F("EUR", 2, q_tot),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Portuguese invoice (fatura) of a food wholesaler over two pages, EUR with dot grouping and comma "
        "decimals, dates dd/mm/yyyy. invoice_number is the FT document number (order, delivery-note and "
        "customer numbers are distractors); invoice_date the Data do documento, due_date the Vencimento "
        "(order, delivery-note, loading and early-payment dates are distractors). bill_to is the hotel "
        "company addressed, not the hotel named as unloading place. Line values are net of line discounts; "
        "page 1 ends with 'A transportar', page 2 starts with the same 'Transporte' (sum). Total ilíquido "
        "less Descontos comerciais is Total s/ IVA, the subtotal (sum); the IVA summary gives incidence and "
        "IVA at 6 %, 13 % and 23 % (sums); Total IVA is the tax and Total do documento the total. The "
        "document prints no amount payable apart from the total, so amount_due is null (the 2 % financial "
        "discount is an offer, not an amount). currency EUR from the total line."
    )
    sums = [
        SUM(
            "A transportar (página 1) = Transporte (página 2)",
            [(1, T("A transportar", L["carry"], 1, q_carry))],
            T("Transporte", L["carry"], 2, q_tr),
        ),
        SUM(
            "Total ilíquido - Descontos comerciais = Total s/ IVA",
            [(1, T("Total ilíquido", L["gross"], 2, q_gross)), (-1, T("Descontos", L["disc"], 2, q_disc))],
            "subtotal",
        ),
        SUM(
            "Incidência 6 % + 13 % + 23 % = Total s/ IVA",
            [
                (1, T("incidência 6 %", L["b6"], 2, q_iva[6])),
                (1, T("incidência 13 %", L["b13"], 2, q_iva[13])),
                (1, T("incidência 23 %", L["b23"], 2, q_iva[23])),
            ],
            "subtotal",
        ),
        SUM(
            "IVA 6 % + 13 % + 23 % = Total IVA",
            [
                (1, T("IVA 6 %", L["v6"], 2, q_iva[6])),
                (1, T("IVA 13 %", L["v13"], 2, q_iva[13])),
                (1, T("IVA 23 %", L["v23"], 2, q_iva[23])),
            ],
            "tax",
        ),
    ]
    _ = q_ivat
    return p, fields, notes, sums


# ===== 4 Argentine Factura A (ARS printed with $, dot grouping, dd/mm/yyyy): agricultural-machinery parts
# to a farmers' co-operative; the letter box with the document code; point-of-sale and document number;
# line discounts (bonificación); a totals box listing every IVA rate with only 10.5 % used and no IVA
# total; list prices in USD converted at a quoted exchange rate; CAE and its expiry date, start-of-activity
# date, delivery-note date; no amount payable apart from the total
@doc("b35_inv_ar_factura_a_cae", "invoice", "Talleres Metalúrgicos Rafaela Norte factura A 0003-00018246")
def inv_ar():
    L = dict(
        sub=8188200,
        tax=859761,
        tot=9047961,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=36, xr=559, top=40, size=8)
    p.rect(32, 26, 563, 42, 0.6)
    p.text(297, 38, "ORIGINAL", 9, True, align="c")
    p.rect(32, 42, 563, 168, 0.6)
    p.line(297, 74, 297, 168, 0.6)
    p.rect(279, 42, 315, 74, 0.8, fill=(1, 1, 1))
    p.text(297, 64, "A", 22, True, align="c")
    p.text(297, 72, "COD. 01", 5.6, True, align="c")
    s.y = 64
    stack(s, 40, ["TALLERES METALÚRGICOS", "RAFAELA NORTE S.R.L."], 12.5)
    s.y = 104
    stack(
        s,
        40,
        [
            "Razón Social: Talleres Metalúrgicos Rafaela Norte S.R.L.",
            "Domicilio Comercial: Ruta Nacional 34 Km 227",
            "(S2300) Rafaela, Santa Fe",
            "Condición frente al IVA: IVA Responsable Inscripto",
        ],
        7.6,
        first_bold=False,
    )
    s.y = 64
    stack(s, 330, ["FACTURA"], 15)
    s.y = 92
    q_no = stack(
        s,
        330,
        [
            "Nro. 0003-00018246",
            "Punto de Venta: 0003   Comp. Nro: 00018246",
            "Fecha de Emisión: 13/06/2023",
            "CUIT: 30-71638254-9",
            "Ingresos Brutos: 0921-764318-2",
            "Fecha de Inicio de Actividades: 05/03/2019",
        ],
        8,
    )
    s.y = 184
    p.rect(32, 172, 563, 238, 0.6)
    q_cus = stack(
        s,
        40,
        [
            "CUIT: 30-70984213-6",
            "Apellido y Nombre / Razón Social: COOPERATIVA AGROPECUARIA LAS GARZAS LTDA.",
            "Condición frente al IVA: IVA Responsable Inscripto",
            "Domicilio: Ruta Provincial 70 Km 48 - (S3081) Humboldt, Santa Fe",
            "Condición de venta: Cuenta Corriente 30 días - Vencimiento: 13/07/2023",
        ],
        7.8,
        first_bold=False,
    )
    s.y = 256
    s.t(
        "Remito N° 0002-00007415 del 09/06/2023 · Orden de compra N° 2318 · Entrega: Planta de acopio "
        "Colonia Esmeralda, Ruta 13",
        7.4,
    )
    s.t(
        "Precios de lista en USD convertidos a cotización BNA tipo vendedor del 12/06/2023: $ 256,70 por "
        "USD.",
        7.2,
    )
    q_fx = s.t("Importes expresados en Pesos Argentinos (ARS).", 7.2, True)
    s.skip(6)
    cols = [
        (38, "l"),
        (84, "l"),
        (282, "r"),
        (300, "l"),
        (362, "r"),
        (392, "r"),
        (454, "r"),
        (486, "r"),
        (559, "r"),
    ]
    header(
        s,
        cols,
        [
            "Código",
            "Producto / Servicio",
            "Cant.",
            "U.M.",
            "Precio Unit.",
            "% Bonif",
            "Subtotal",
            "Alíc.",
            "Subtotal c/IVA",
        ],
        6.6,
    )
    s.skip(1)
    items = [
        ("SD-1540", 'Disco cortador liso 15" x 4 mm', "48", "u", "38420.00", "5"),
        ("CS-0920", "Cuerpo de siembra completo tren doble", "6", "u", "612880.00", "5"),
        ("RL-0336", "Rueda limitadora de profundidad", "24", "u", "21640.00", "0"),
        ("CT-6003", "Cadena de transmisión ASA 60 x 3 m", "10", "u", "17950.00", "0"),
        ("DN-1208", "Dosificador de semilla neumático", "12", "u", "148300.00", "3"),
        ("RD-6206", "Rodamiento 6206 2RS", "60", "u", "4870.00", "0"),
        ("KT-0415", "Kit de mangueras y conexiones hidráulicas", "4", "jgo", "56390.00", "0"),
    ]
    sub = D(0)
    for code, text, n, um, price, b in items:
        net = ext(n, price, (D(100) - D(b)) / D(100))
        sub += net
        cells(
            s,
            cols,
            [code, text, n, um, dt2(D(price)), dt2(D(b)), dt2(net), "10,5%", dt2(net + pct(net, D("10.5")))],
            7,
            12.6,
        )
    s.rule()
    tax = pct(sub, D("10.5"))
    total = sub + tax
    y0 = 560
    p.rect(32, y0, 563, y0 + 148, 0.6)
    s.y = y0 + 16
    s.t("Otros tributos", 7.6, True)
    oc = [(40, "l"), (150, "l"), (230, "r"), (280, "r")]
    header(s, oc, ["Descripción", "Detalle", "Alíc. %", "Importe"], 6.6, shade=0.93)
    for d in (
        "Per./Ret. de Impuesto a las Ganancias",
        "Per./Ret. de IVA",
        "Per./Ret. Ingresos Brutos",
        "Impuestos Internos",
    ):
        cells(s, oc, [d, "", "", "0,00"], 6.8, 11)
    cells(s, oc, ["Importe Otros Tributos:", "", "", "$ 0,00"], 6.8, 11, bold=True)
    s.y = y0 + 16
    rows = [
        ("Importe Neto Gravado: $", dt2(sub)),
        ("IVA 27%: $", "0,00"),
        ("IVA 21%: $", "0,00"),
        ("IVA 10.5%: $", dt2(tax)),
        ("IVA 5%: $", "0,00"),
        ("IVA 2.5%: $", "0,00"),
        ("IVA 0%: $", "0,00"),
        ("Importe Otros Tributos: $", "0,00"),
        ("Importe Total: $", dt2(total)),
    ]
    qt = kvs(s, 350, rows, xr=556, size=8, bold=(0, 8), lead=14.6)
    s.y = y0 + 172
    s.row([(36, "CAE N°: 73241896530417", "l"), (559, "Pág. 1/1", "r")], 8, True)
    s.t("Fecha de Vto. de CAE: 23/06/2023", 8, True)
    s.t(
        "Comprobante Autorizado · Esta Administración Federal no se responsabiliza por los datos ingresados.",
        6.8,
    )
    s.skip(10)
    s.t(
        "Pagos: transferencia a Banco de la Nación Argentina, CBU 0110427630042718365291, alias "
        "RAFAELA.NORTE.TALLER",
        7.2,
    )
    s.t("Recibí conforme: ______________________  Aclaración: ______________________", 7.2)
    check(L, sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("0003-00018246", 1, q_no[0]),
        "invoice_date": F("2023-06-13", 1, q_no[2]),
        "due_date": F("2023-07-13", 1, q_cus[4]),
        "vendor_name": F(
            "Talleres Metalúrgicos Rafaela Norte S.R.L.",
            1,
            "Razón Social: Talleres Metalúrgicos Rafaela Norte S.R.L.",
        ),
        "bill_to": F("COOPERATIVA AGROPECUARIA LAS GARZAS LTDA.", 1, q_cus[1]),
        "currency": F("ARS", 1, q_fx),
        "subtotal": F(L["sub"], 1, qt[0]),
        "tax": F(L["tax"], 1, qt[3]),
        "total": F(L["tot"], 1, qt[8]),
        "amount_due": NULL(),
    }
    notes = (
        "Argentine electronic invoice type A (Factura A, code 01), pesos printed with a bare $ and named "
        "in the sentence 'Importes expresados en Pesos Argentinos (ARS)', dot grouping and comma decimals, "
        "dates dd/mm/yyyy. invoice_number is the point-of-sale and document number as printed under "
        "FACTURA (the CAE, CUIT, gross-income, delivery-note and purchase-order numbers are distractors). "
        "invoice_date is the Fecha de Emisión; due_date the Vencimiento in the sale-condition line (CAE "
        "expiry, start of activities, delivery-note and exchange-rate dates are distractors). vendor_name "
        "the Razón Social of the issuer; bill_to the co-operative as printed (not the collection plant "
        "named for delivery). The USD list prices and the BNA exchange rate are distractors: every amount "
        "is in ARS. subtotal is Importe Neto Gravado (net of line discounts); tax the only non-zero IVA "
        "line, IVA 10.5 % (the other rates and Otros Tributos print 0,00); total Importe Total. No amount "
        "payable is printed apart from the total, so amount_due is null."
    )
    return p, fields, notes, []


# ===== 5 Irish plant-hire invoice (EUR, comma grouping, dd/mm/yyyy with two-digit-year hire periods): hire
# dockets with on-hire and off-hire dates at 13.5 % and transport and consumables at 23 %; a VAT analysis by
# rate; the invoice total repeated as the amount due for this invoice; an account ageing box with the
# customer's whole account balance and the last payment as distractors; site address vs invoice address
@doc("b35_inv_ie_plant_hire_two_vat_rates", "invoice", "Slaney Valley Plant Hire invoice SVP-608413")
def inv_ie():
    L = dict(
        n135=7458.56,
        n23=748.6,
        v135=1006.91,
        v23=172.18,
        sub=8207.16,
        tax=1179.09,
        tot=9386.25,
        bal=18709.1,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=50, size=8)
    s.row([(40, "SLANEY VALLEY", "l"), (555, "INVOICE", "r")], 18, True)
    q_v = s.t("Slaney Valley Plant Hire Ltd", 10, True)
    s.t("Unit 4, Clohamon Business Park, Bunclody, Co. Wexford Y21 K4P2 · Tel 053 937 6214", 7.4, color=GREY)
    s.t("accounts@slaneyplant.example · VAT No. IE 3847261QH · Company Reg. No. 612847", 7.4, color=GREY)
    s.skip(10)
    q_to, q_site = beside(
        s,
        [
            (
                44,
                [
                    "Ardmore Civil Engineering Ltd",
                    "Accounts Payable",
                    "Unit 12, Enniscorthy Enterprise Centre",
                    "Enniscorthy, Co. Wexford Y21 E3T6",
                ],
                "INVOICE TO",
            ),
            (
                320,
                [
                    "N80 Realignment Scheme – Ballycarney",
                    "Site compound off R746",
                    "Contact: Declan Furlong (site agent)",
                    "087 412 5530",
                ],
                "SITE / DELIVERED TO",
            ),
        ],
    )
    s.skip(12)
    q_box = boxrow(
        s,
        [
            (38, 128, "Invoice No.", "SVP-608413"),
            (128, 218, "Invoice Date", "27/05/2022"),
            (218, 308, "Account No.", "ARDC01"),
            (308, 398, "Your Order No.", "PO-7741"),
            (398, 476, "Terms", "30 days"),
            (476, 557, "Due Date", "26/06/2022"),
        ],
    )
    s.skip(2)
    cols = [
        (42, "l"),
        (92, "l"),
        (300, "l"),
        (346, "l"),
        (410, "r"),
        (418, "l"),
        (482, "r"),
        (508, "r"),
        (553, "r"),
    ]
    header(
        s,
        cols,
        ["Docket", "Description", "On Hire", "Off Hire", "Qty", "Unit", "Rate €", "VAT %", "Net €"],
        6.8,
    )
    s.skip(1)
    items = [
        (
            "D-21874",
            "13t Tracked Excavator c/w 3 buckets & quick hitch",
            "03/05/22",
            "On hire",
            "4",
            "week",
            "1185.00",
            "13.5",
        ),
        ("D-21875", "3t Swivel Skip Dumper", "03/05/22", "24/05/22", "3", "week", "245.00", "13.5"),
        ("D-21902", "Vibrating Roller 1.5t twin drum", "09/05/22", "20/05/22", "10", "day", "62.50", "13.5"),
        (
            "D-21931",
            "Road Sweeper Collector with driver",
            "16/05/22",
            "17/05/22",
            "2",
            "day",
            "395.00",
            "13.5",
        ),
        ("D-21874", "Fuel: marked gas oil supplied on site", "", "", "412", "litre", "1.38", "13.5"),
        ("D-21874", "Transport: low-loader delivery / collection", "", "", "3", "load", "185.00", "23"),
        ("D-21875", "Consumables: bucket teeth and pins", "", "", "1", "set", "96.40", "23"),
        ("D-21931", "Disposal of sweepings, licensed facility", "", "", "1.8", "tonne", "54.00", "23"),
    ]
    net = {"13.5": D(0), "23": D(0)}
    for dk, text, on, off, n, unit, rate, v in items:
        amt = ext(n, rate)
        net[v] += amt
        cells(s, cols, [dk, text, on, off, n, unit, cm2(D(rate)), v, cm2(amt)], 7.2, 13)
    s.rule()
    s.skip(6)
    v135 = pct(net["13.5"], D("13.5"))
    v23 = pct(net["23"], 23)
    sub = net["13.5"] + net["23"]
    tax = v135 + v23
    total = sub + tax
    y0 = s.y
    s.t("VAT Analysis", 8, True)
    vc = [(44, "l"), (170, "r"), (250, "r")]
    header(s, vc, ["Rate", "Net €", "VAT €"], 7, shade=0.93)
    q_va = cells(s, vc, ["13.5%", cm2(net["13.5"]), cm2(v135)], 7.6)
    q_vb = cells(s, vc, ["23%", cm2(net["23"]), cm2(v23)], 7.6)
    y1 = s.y
    s.y = y0
    q_sub, q_tax, q_tot = kvs(
        s,
        340,
        [("Total Net", "€" + cm2(sub)), ("Total VAT", "€" + cm2(tax)), ("Invoice Total", "€" + cm2(total))],
        xr=553,
        size=8.6,
        bold=(2,),
    )
    s.skip(4)
    p.rect(336, s.y - 13, 557, s.y + 7, 0.9)
    q_due = kvs(s, 340, [("Amount Due This Invoice", "€" + cm2(total))], xr=553, size=10, bold=(0,))[0]
    s.y = max(s.y, y1) + 18
    s.t("Account Summary at 27/05/2022 (all open items on account ARDC01)", 8, True)
    ac = [(96, "r"), (176, "r"), (256, "r"), (336, "r"), (440, "r"), (553, "r")]
    older = [D("0"), D("6418.25"), D("2904.60"), D("0")]
    bal = total + tot(older)
    header(
        s, ac, ["Current", "30 Days", "60 Days", "90 Days+", "Unallocated", "Account Balance"], 7, shade=0.93
    )
    q_age = cells(s, ac, [cm2(total), cm2(older[1]), cm2(older[2]), "0.00", "0.00", cm2(bal)], 7.6)
    s.t("Last payment received 19/05/2022: €4,812.60 (cheque 004187) – thank you.", 7.4)
    s.skip(8)
    s.para(
        "Machines remain on hire, and hire charges accrue, until an off-hire number is issued by our depot. "
        "The excavator on docket D-21874 is still on hire and will be invoiced again at the end of the next "
        "hire period. All hire is subject to our Conditions of Hire, a copy of which is available on "
        "request. "
        "Interest on overdue accounts may be charged under the European Communities (Late Payment in "
        "Commercial Transactions) Regulations.",
        7.4,
    )
    s.skip(6)
    s.t(
        "Remittances to: Slaney Valley Plant Hire Ltd · IBAN IE64 BOFI 9038 1527 4816 33 · BIC BOFIIE2D",
        7.6,
        True,
    )
    s.t("Please quote invoice number SVP-608413 and account ARDC01 with every payment.", 7.4)
    check(L, n135=net["13.5"], n23=net["23"], v135=v135, v23=v23, sub=sub, tax=tax, tot=total, bal=bal)
    fields = {
        "invoice_number": F("SVP-608413", 1, q_box[0]),
        "invoice_date": F("2022-05-27", 1, q_box[1]),
        "due_date": F("2022-06-26", 1, q_box[5]),
        "vendor_name": F("Slaney Valley Plant Hire Ltd", 1, q_v),
        "bill_to": F("Ardmore Civil Engineering Ltd", 1, j(q_to[:2])),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_due),
    }
    notes = (
        "Irish plant-hire invoice, EUR printed with €, comma grouping, dates dd/mm/yyyy (hire periods "
        "dd/mm/yy). invoice_number, invoice_date and due_date come from the boxes (account number, order "
        "number and docket numbers are distractors; on-hire, off-hire, account-summary and last-payment "
        "dates are distractors). bill_to is the company under INVOICE TO, not the road scheme site or the "
        "site agent. Net amounts at 13.5 % and 23 % add up to Total Net, the subtotal, and the VAT by rate "
        "to Total VAT, the tax (sums); Invoice Total is the total. 'Amount Due This Invoice' is printed "
        "separately and equals the total, so amount_due equals total. The account summary's Account Balance "
        "adds older open items to this invoice (sum) and is the customer's whole balance, not this "
        "invoice's amount due; the last payment is a distractor."
    )
    sums = [
        SUM(
            "net 13.5 % + net 23 % = Total Net",
            [(1, T("net 13.5 %", L["n135"], 1, q_va)), (1, T("net 23 %", L["n23"], 1, q_vb))],
            "subtotal",
        ),
        SUM(
            "VAT 13.5 % + VAT 23 % = Total VAT",
            [(1, T("VAT 13.5 %", L["v135"], 1, q_va)), (1, T("VAT 23 %", L["v23"], 1, q_vb))],
            "tax",
        ),
        SUM(
            "current (this invoice) + 30 days + 60 days = Account Balance",
            [
                (1, "total"),
                (1, T("30 days", float(older[1]), 1, q_age)),
                (1, T("60 days", float(older[2]), 1, q_age)),
            ],
            T("Account Balance", L["bal"], 1, q_age),
        ),
    ]
    return p, fields, notes, sums


# ===== 6 Singapore tax invoice of a managed-IT provider (SGD, comma grouping, dd Mon yyyy): quarterly
# services billed in advance with a service period; GST at 8 %; a credit note from the previous quarter
# applied after the total to the balance due; UEN / GST registration number, PayNow details, customer ID
# and PO number; the clinic group billed vs the practice manager named for attention
@doc("b35_inv_sg_tax_invoice_credit_applied", "invoice", "Kallang Bay Systems tax invoice KBS-INV-23-0412")
def inv_sg():
    L = dict(
        sub=7689.9,
        tax=615.19,
        tot=8305.09,
        cn=192.46,
        due=8112.63,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=54, size=8.2)
    p.shade(0, 0, 595, 8, 0.2)
    s.row([(48, "KALLANG BAY", "l"), (547, "TAX INVOICE", "r")], 17, True)
    q_v = s.t("Kallang Bay Systems Pte. Ltd.", 9.4, True)
    s.t("80 Playfair Road, #05-14 Kallang Bay Hub, Singapore 367998", 7.6, color=GREY)
    s.t("UEN & GST Reg. No. 201934817K · +65 6384 2719 · billing@kallangbay.example", 7.6, color=GREY)
    s.skip(12)
    y0 = s.y
    q_bill = stack(
        s,
        52,
        [
            "Tanjong Pagar Dental Group Pte. Ltd.",
            "Attn: Ms Priscilla Ong, Practice Manager",
            "51 Craig Road, #02-03",
            "Singapore 089686",
        ],
        8.4,
        caption="BILL TO",
    )
    y1 = s.y
    s.y = y0
    q_inf = kvs(
        s,
        330,
        [
            ("Invoice No.", "KBS-INV-23-0412"),
            ("Invoice Date", "04 Apr 2023"),
            ("Customer ID", "TPDG-007"),
            ("PO Number", "TPDG/IT/2023-11"),
            ("Payment Terms", "30 days"),
            ("Due Date", "04 May 2023"),
        ],
        xr=547,
        size=8,
        lead=11.6,
    )
    s.y = max(y1, s.y) + 6
    s.t("Service period: 01 Apr 2023 – 30 Jun 2023 (billed quarterly in advance)", 7.8)
    s.t(
        "Sites covered: Craig Road clinic, Tiong Bahru clinic (62 Eng Hoon Street) and Bukit Timah clinic",
        7.8,
    )
    s.skip(8)
    cols = [(52, "l"), (72, "l"), (380, "r"), (450, "r"), (545, "r")]
    header(s, cols, ["#", "Description", "Qty", "Unit Price (S$)", "Amount (S$)"], 7.2, shade=0.9)
    s.skip(2)
    items = [
        ("Managed IT services – Clinic plan, 14 seats (Apr–Jun 2023)", "3", "1386.00"),
        ("Cloud productivity suite licences, Business Premium (14 users × 3 months)", "42", "29.70"),
        ("Offsite encrypted backup, 2 TB pool (quarter)", "1", "264.00"),
        ("Firewall appliance SecureEdge FX-60 with 1-year subscription", "1", "1148.00"),
        ("Firewall installation and configuration at Tiong Bahru clinic (hours)", "4.5", "145.00"),
        ("After-hours call-out, Sunday 02 Apr 2023 (server restart, Bukit Timah)", "1", "220.00"),
    ]
    sub = D(0)
    for i, (text, n, price) in enumerate(items, 1):
        v = ext(n, price)
        sub += v
        cells(s, cols, [str(i), text, n, cm2(D(price)), cm2(v)], 7.6, 14)
    s.rule()
    s.skip(6)
    tax = pct(sub, 8)
    total = sub + tax
    cn = ext(6, "29.70", "1.08")
    due = total - cn
    q_sub, q_tax, q_tot, q_cn, q_due = kvs(
        s,
        310,
        [
            ("Sub-Total (excluding GST)", cm2(sub)),
            ("GST @ 8%", cm2(tax)),
            ("Total (including GST)", cm2(total)),
            ("Less: Credit Note CN-2303-017 applied", "(" + cm2(cn) + ")"),
            ("Balance Due (SGD)", cm2(due)),
        ],
        xr=545,
        size=8.4,
        bold=(2, 4),
        lead=14,
    )
    s.skip(10)
    s.para(
        f"Credit Note CN-2303-017 dated 28 Mar 2023 (S${cm2(cn)} including GST) was issued for six licences "
        "billed in the January–March 2023 quarter after staff departures and is applied against this "
        "invoice. "
        "All amounts are in Singapore Dollars.",
        7.6,
    )
    s.skip(4)
    s.t("How to pay", 8.4, True)
    s.t("PayNow: UEN 201934817K (enter the invoice number as reference)", 7.8)
    s.t("Bank transfer: Kallang Bay Systems Pte. Ltd., account 072-418365-2, bank code 7171, branch 081", 7.8)
    s.t("Cheques payable to “Kallang Bay Systems Pte. Ltd.”, crossed A/C payee only.", 7.8)
    s.skip(8)
    s.para(
        "Late payment: we reserve the right to suspend non-critical services for accounts more than 30 days "
        "overdue. Service credits under the SLA for the previous quarter: none due (uptime 99.97%). This "
        "is a "
        "computer-generated invoice; no signature is required.",
        7.2,
    )
    check(L, sub=sub, tax=tax, tot=total, cn=cn, due=due)
    fields = {
        "invoice_number": F("KBS-INV-23-0412", 1, q_inf[0]),
        "invoice_date": F("2023-04-04", 1, q_inf[1]),
        "due_date": F("2023-05-04", 1, q_inf[5]),
        "vendor_name": F("Kallang Bay Systems Pte. Ltd.", 1, q_v),
        "bill_to": F("Tanjong Pagar Dental Group Pte. Ltd.", 1, j(q_bill[:2])),
        "currency": F("SGD", 1, q_due),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Singapore tax invoice of a managed-IT provider, SGD (S$ column heads, 'Balance Due (SGD)'), comma "
        "grouping, dates dd Mon yyyy. invoice_number is the Invoice No. (customer ID, PO number, UEN and "
        "credit-note number are distractors); invoice_date and due_date from the details block (service "
        "period, call-out and credit-note dates are distractors). bill_to is the dental group under BILL TO, "
        "not the practice manager named for attention or the clinics served. subtotal is the Sub-Total "
        "excluding GST, tax the GST @ 8 %, total the Total including GST. A credit note from the previous "
        "quarter, printed in brackets, is applied after the total: total - credit = Balance Due, the "
        "amount_due (sum)."
    )
    sums = [
        SUM(
            "Total (including GST) - credit note applied = Balance Due",
            [(1, "total"), (-1, T("credit note applied", L["cn"], 1, q_cn))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 7 Nigerian haulage invoice (NGN with ₦, comma grouping, dd/mm/yyyy): truck trips by waybill with
# loading dates and tonnage at a rate per tonne plus demurrage; 7.5 % VAT; 5 % withholding tax on the
# pre-VAT amount deducted to the net amount payable; amount in words; payment terms in days only (no due
# date printed); LPO number, customer code, delivery point and bank account as distractors
@doc("b35_inv_ng_haulage_vat_wht", "invoice", "Ogun-Benue Haulage & Logistics invoice OBL/INV/0736")
def inv_ng():
    L = dict(
        sub=3998700,
        tax=299902.5,
        tot=4298602.5,
        wht=199935,
        due=4098667.5,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=52, size=8.2)
    q_v = s.t("OGUN-BENUE HAULAGE & LOGISTICS LIMITED", 14, True, align="c")
    s.t("RC 1584273 · Haulage · Bulk Cargo · Warehousing", 8, align="c", color=GREY)
    s.t(
        "Plot 14B, Kudirat Abiola Way, Oregun, Ikeja, Lagos · 0803 415 2276 · accounts@obhaulage.example",
        7.6,
        align="c",
    )
    s.t("TIN: 18462397-0001 · VAT Reg. No. VRN-0472913", 7.6, align="c")
    s.skip(4)
    p.hline(s.y - 10, 44, 551, 1.2)
    s.skip(6)
    q_title = s.t("INVOICE", 14, True, align="c")
    s.skip(4)
    y0 = s.y
    q_cus = stack(
        s,
        48,
        [
            "Savannah Grains & Feeds Plc",
            "KM 9, Ilorin Road",
            "Ogbomoso, Oyo State",
            "Attention: Head of Procurement",
        ],
        8.6,
        caption="CUSTOMER",
    )
    y1 = s.y
    s.y = y0
    q_inf = kvs(
        s,
        330,
        [
            ("Invoice No:", "OBL/INV/0736"),
            ("Date:", "13/07/2021"),
            ("Customer Code:", "SGF-004"),
            ("LPO No:", "SGF/LPO/0455"),
            ("Terms:", "30 days from date of invoice"),
        ],
        xr=551,
        size=8.2,
        lead=12,
    )
    s.y = max(y1, s.y) + 6
    s.t(
        "Description: Haulage of bulk maize from Apapa Port (Lagos) to Savannah Grains Feed Mill, Ogbomoso", 8
    )
    s.skip(8)
    cols = [(46, "l"), (66, "l"), (126, "l"), (184, "l"), (300, "l"), (380, "r"), (450, "r"), (549, "r")]
    header(
        s,
        cols,
        ["S/N", "Waybill", "Loaded", "Truck / Route", "Driver", "Tonnes", "Rate (₦/t)", "Amount (₦)"],
        7,
    )
    s.skip(1)
    trips = [
        ("WB-4471", "28/06/2021", "LND 482 XA", "M. Bello", "30.40"),
        ("WB-4476", "29/06/2021", "KJA 117 GH", "S. Adeyemi", "29.85"),
        ("WB-4483", "01/07/2021", "LND 482 XA", "M. Bello", "30.10"),
        ("WB-4490", "03/07/2021", "EKY 903 TR", "O. Nwachukwu", "31.20"),
        ("WB-4502", "06/07/2021", "KJA 117 GH", "S. Adeyemi", "30.55"),
        ("WB-4511", "09/07/2021", "EKY 903 TR", "O. Nwachukwu", "29.70"),
    ]
    rate = D("21500.00")
    sub = D(0)
    for i, (wb, when, truck, drv, t) in enumerate(trips, 1):
        v = ext(t, rate)
        sub += v
        cells(s, cols, [str(i), wb, when, truck + " Apapa–Ogbomoso", drv, t, cm2(rate), cm2(v)], 7.2, 13)
    dem = ext(2, "45000.00")
    sub += dem
    cells(
        s,
        cols,
        [
            "7",
            "",
            "",
            "Demurrage at Apapa Port, truck EKY 903 TR",
            "",
            "2 days",
            cm2(D("45000.00")),
            cm2(dem),
        ],
        7.2,
        13,
    )
    s.rule()
    s.skip(6)
    tax = pct(sub, D("7.5"))
    total = sub + tax
    wht = pct(sub, 5)
    due = total - wht
    q_sub, q_tax, q_tot, q_wht, q_due = kvs(
        s,
        300,
        [
            ("Sub-Total", "₦" + cm2(sub)),
            ("VAT @ 7.5%", "₦" + cm2(tax)),
            ("Invoice Total", "₦" + cm2(total)),
            ("Less: WHT @ 5% of Sub-Total", "(₦" + cm2(wht) + ")"),
            ("Net Amount Payable", "₦" + cm2(due)),
        ],
        xr=549,
        size=8.4,
        bold=(2, 4),
        lead=14,
    )
    s.skip(6)
    naira = int(total)
    kobo = int((total - naira) * 100)
    words = f"Amount in words (Invoice Total): {words_en(naira).capitalize()} Naira"
    words += f", {words_en(kobo)} Kobo only." if kobo else " only."
    q_words = s.para(words, 7.8, bold=True)
    s.skip(4)
    s.para(
        "Withholding tax deducted at source must be remitted to the relevant tax authority and the WHT "
        "credit "
        "note forwarded to us within 21 days of payment. Goods in transit were insured under "
        "Goods-in-Transit "
        "policy GIT/0331/22. Claims for shortage must be noted on the waybill at delivery.",
        7.6,
    )
    s.skip(6)
    s.t("Payment details", 8.4, True)
    s.t(
        "Account Name: Ogun-Benue Haulage & Logistics Ltd · Bank: Lagoon Trust Bank Plc · Account No: "
        "1017483296",
        7.8,
    )
    s.t("Sort Code: 058152287 · Please quote the invoice number as payment reference.", 7.8)
    s.skip(24)
    s.row([(48, "_________________________", "l"), (380, "_________________________", "l")], 8)
    s.row([(48, "For: Ogun-Benue Haulage & Logistics Ltd", "l"), (380, "Received by (customer)", "l")], 7.6)
    s.row([(48, "Adaeze Okonkwo, Finance Manager", "l")], 7.6)
    check(L, sub=sub, tax=tax, tot=total, wht=wht, due=due)
    fields = {
        "invoice_number": F("OBL/INV/0736", 1, q_inf[0]),
        "invoice_date": F("2021-07-13", 1, q_inf[1]),
        "due_date": NULL(),
        "vendor_name": F("OGUN-BENUE HAULAGE & LOGISTICS LIMITED", 1, q_v),
        "bill_to": F("Savannah Grains & Feeds Plc", 1, j(q_cus[:2])),
        "currency": F("NGN", 1, j(q_words)),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Nigerian haulage invoice, naira printed with ₦ and named in the amount in words, comma grouping, "
        "dates dd/mm/yyyy. invoice_number is the Invoice No. (LPO number, customer code, waybill numbers, RC "
        "and TIN are distractors); invoice_date the Date; waybill loading dates are distractors. due_date is "
        "null: only the term '30 days from date of invoice' is printed, no due date. vendor_name is the "
        "letterhead company; bill_to the customer company, not its procurement head or the feed mill named "
        "as destination. subtotal is the Sub-Total (trips plus demurrage), tax the VAT @ 7.5 %, total the "
        "Invoice Total (also written out in words). Withholding tax at 5 % of the sub-total is deducted: "
        "total - WHT = Net Amount Payable, the amount_due (sum)."
    )
    sums = [
        SUM(
            "Invoice Total - WHT = Net Amount Payable",
            [(1, "total"), (-1, T("WHT 5 %", L["wht"], 1, q_wht))],
            "amount_due",
        ),
    ]
    _ = q_title
    return p, fields, notes, sums


# ===== 8 Colombian factura electrónica de venta (COP printed with $, dot grouping, ISO dates with times):
# HVAC services and parts for a clinic; numbering-authorisation resolution with its date and range; CUFE and
# DIAN validation time; line discount; IVA 19 %; withholdings practised by the customer (income tax on
# services and on goods, IVA withholding, municipal ICA) listed after the invoice total and deducted to the
# net amount payable; amount in words; purchase-order number and service address as distractors
@doc(
    "b35_inv_co_factura_electronica_retenciones",
    "invoice",
    "Ingeniería Térmica del Cauca factura electrónica FECT 2184",
)
def inv_co():
    L = dict(
        gross=23994000,
        disc=622500,
        sub=23371500,
        tax=4440585,
        tot=27812085,
        rfs=326880,
        rfc=379987.5,
        riva=666087.75,
        rica=154251.9,
        rtot=1527207.15,
        due=26284877.85,
    )
    p = Pdf(ttf=True, **LETTER)
    s = Sheet(p, x=40, xr=572, top=46, size=8)
    q_v = s.t("INGENIERÍA TÉRMICA DEL CAUCA S.A.S.", 13, True)
    s.t(
        "NIT 901.284.637-2 · Responsable de IVA · No somos grandes contribuyentes · Actividad CIIU 4322",
        7.2,
        color=GREY,
    )
    s.t(
        "Carrera 9 # 24N-31, Popayán, Cauca · PBX (602) 838 4172 · facturacion@itcauca.example",
        7.2,
        color=GREY,
    )
    s.t(
        "Autorización de numeración de facturación DIAN No. 18764031276528 de 2021-11-26, vigencia 24 meses, "
        "prefijo FECT del 1001 al 5000",
        6.8,
        color=GREY,
    )
    p.rect(500, 24, 572, 74, 0.6)
    p.text(536, 52, "[ código QR ]", 6.6, align="c", color=GREY)
    s.skip(6)
    q_no = s.t("FACTURA ELECTRÓNICA DE VENTA No. FECT 2184", 11, True)
    s.skip(2)
    y0 = s.y
    p.rect(38, y0 - 10, 330, y0 + 62, 0.5)
    q_cus = stack(
        s,
        44,
        [
            "Señores: CLÍNICA LOS SAMANES S.A.S.",
            "NIT: 900.512.806-4",
            "Dirección: Calle 5 # 38-120, Cali, Valle del Cauca",
            "Teléfono: (602) 557 9013",
            "Sede atendida: Sede Norte, Avenida 6N # 28-44, Cali",
        ],
        7.8,
    )
    s.y = y0
    q_inf = kvs(
        s,
        340,
        [
            ("Fecha de emisión:", "2022-09-15 10:42:17"),
            ("Fecha de vencimiento:", "2022-10-30"),
            ("Forma de pago:", "Crédito 45 días"),
            ("Medio de pago:", "Transferencia"),
            ("Orden de compra:", "OC-4418"),
            ("Moneda:", "COP"),
        ],
        xr=570,
        size=7.8,
        lead=11,
    )
    s.y = y0 + 78
    cols = [
        (42, "l"),
        (60, "l"),
        (110, "l"),
        (338, "r"),
        (344, "l"),
        (420, "r"),
        (452, "r"),
        (482, "r"),
        (570, "r"),
    ]
    header(
        s,
        cols,
        ["#", "Código", "Descripción", "Cant.", "U.M.", "Vr. unitario", "% Dto", "IVA", "Vr. total"],
        6.8,
    )
    s.skip(1)
    items = [
        ("SRV-101", "Mantenimiento preventivo chillers y UMAs, sept. 2022", "1", "und", "4860000", "0", "s"),
        ("CMP-310", "Compresor scroll 10 TR 460 V, suministro", "1", "und", "12450000", "5", "b"),
        ("RFG-410", "Refrigerante R-410A cilindro 11,3 kg", "4", "und", "612000", "0", "b"),
        ("FLT-024", "Filtro plisado MERV 13, 24x24x2", "24", "und", "38500", "0", "b"),
        ("MOT-001", "Mano de obra técnica cambio de compresor", "36", "h", "92000", "0", "s"),
    ]
    gross = D(0)
    disc = D(0)
    base = {"s": D(0), "b": D(0)}
    for i, (code, text, n, um, price, dsc, kind) in enumerate(items, 1):
        g = ext(n, price)
        d = pct(g, D(dsc))
        gross += g
        disc += d
        base[kind] += g - d
        cells(s, cols, [str(i), code, text, n, um, dt2(D(price)), dsc + "%", "19%", dt2(g - d)], 7, 13)
    s.rule()
    s.skip(6)
    sub = gross - disc
    tax = pct(sub, 19)
    total = sub + tax
    rfs = pct(base["s"], 4)
    rfc = pct(base["b"], D("2.5"))
    riva = pct(tax, 15)
    rica = (sub * D("6.6") / D(1000)).quantize(D("0.01"), rounding="ROUND_HALF_UP")
    rtot = rfs + rfc + riva + rica
    due = total - rtot
    y0 = s.y
    q_gross, q_disc, q_sub, q_tax, q_tot = kvs(
        s,
        340,
        [
            ("Total bruto", "$ " + dt2(gross)),
            ("Descuentos", "$ " + dt2(disc)),
            ("Subtotal", "$ " + dt2(sub)),
            ("IVA 19%", "$ " + dt2(tax)),
            ("Total factura", "$ " + dt2(total)),
        ],
        xr=570,
        size=8.2,
        bold=(4,),
    )
    y1 = s.y
    s.y = y0
    s.t("Retenciones practicadas por el cliente", 7.8, True)
    q_r = kvs(
        s,
        40,
        [
            ("ReteFuente servicios 4%", "$ " + dt2(rfs)),
            ("ReteFuente compras 2,5%", "$ " + dt2(rfc)),
            ("ReteIVA 15%", "$ " + dt2(riva)),
            ("ReteICA Cali 6,6 x 1.000", "$ " + dt2(rica)),
            ("Total retenciones", "$ " + dt2(rtot)),
        ],
        xr=300,
        size=7.8,
        bold=(4,),
    )
    s.y = max(y1, s.y) + 4
    p.shade(336, s.y - 13, 574, s.y + 6, 0.85)
    q_due = kvs(s, 340, [("Neto a pagar", "$ " + dt2(due))], xr=570, size=10.4, bold=(0,))[0]
    s.skip(8)
    pesos = int(total)
    w = words_es(pesos).upper()
    s.para(f"SON: {w} PESOS M/CTE (valor total de la factura).", 7.6, bold=True)
    s.skip(4)
    s.para(
        "CUFE: "
        "7f3a9c41e6b2d0584a19c7e3b6f208d5c9a4e1f7b3082d6c5e9a1f4b7c3d0e8a6f2b5c9d1e4a7f0b3c6d9e2f5a8b1c4d7",
        6.4,
    )
    s.t(
        "Fecha y hora de validación DIAN: 2022-09-15 10:43:02 · Proveedor tecnológico: Facturas del "
        "Pacífico S.A.S.",
        6.8,
    )
    s.skip(4)
    s.para(
        "Esta factura electrónica de venta se asimila en todos sus efectos a una letra de cambio (art. 774 "
        "del Código de Comercio). Pagos a la cuenta corriente No. 3418-02764-91 del Banco Andino de "
        "Occidente a "
        "nombre de Ingeniería Térmica del Cauca S.A.S. Garantía del compresor: 12 meses desde la puesta en "
        "marcha (2022-09-09).",
        7.2,
    )
    check(
        L,
        gross=gross,
        disc=disc,
        sub=sub,
        tax=tax,
        tot=total,
        rfs=rfs,
        rfc=rfc,
        riva=riva,
        rica=rica,
        rtot=rtot,
        due=due,
    )
    fields = {
        "invoice_number": F("FECT 2184", 1, q_no),
        "invoice_date": F("2022-09-15", 1, q_inf[0]),
        "due_date": F("2022-10-30", 1, q_inf[1]),
        "vendor_name": F("INGENIERÍA TÉRMICA DEL CAUCA S.A.S.", 1, q_v),
        "bill_to": F("CLÍNICA LOS SAMANES S.A.S.", 1, q_cus[0]),
        "currency": F("COP", 1, q_inf[5]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Colombian electronic sales invoice, pesos printed with a bare $ and named by 'Moneda: COP' and "
        "'PESOS "
        "M/CTE', dot grouping and comma decimals, ISO dates. invoice_number is the prefix and number after "
        "'FACTURA "
        "ELECTRÓNICA DE VENTA No.' (resolution number, range, CUFE, NITs and purchase order are "
        "distractors). "
        "invoice_date is the Fecha de emisión (its time ignored); due_date the Fecha de vencimiento "
        "(resolution, validation and commissioning dates are distractors). bill_to is the clinic company "
        "after 'Señores', not the site served. Total bruto less Descuentos is the Subtotal (sum); IVA 19 % "
        "the tax; Total factura the total (also in words). The customer's withholdings are listed apart and "
        "add up to Total retenciones (sum); total - retenciones = Neto a pagar, the amount_due (sum)."
    )
    sums = [
        SUM(
            "Total bruto - Descuentos = Subtotal",
            [(1, T("Total bruto", L["gross"], 1, q_gross)), (-1, T("Descuentos", L["disc"], 1, q_disc))],
            "subtotal",
        ),
        SUM(
            "ReteFuente servicios + ReteFuente compras + ReteIVA + ReteICA = Total retenciones",
            [
                (1, T("ReteFuente servicios", L["rfs"], 1, q_r[0])),
                (1, T("ReteFuente compras", L["rfc"], 1, q_r[1])),
                (1, T("ReteIVA", L["riva"], 1, q_r[2])),
                (1, T("ReteICA", L["rica"], 1, q_r[3])),
            ],
            T("Total retenciones", L["rtot"], 1, q_r[4]),
        ),
        SUM(
            "Total factura - Total retenciones = Neto a pagar",
            [(1, "total"), (-1, T("Total retenciones", L["rtot"], 1, q_r[4]))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 9 Romanian factură (RON as lei, dot grouping, dd.mm.yyyy): book printing at the 5 % rate and
# promotional print at 19 %; prices agreed in EUR converted at the central-bank rate of the day before;
# numbered columns, a totals row, a VAT summary by rate, then total without VAT, total VAT and invoice total;
# an informative EUR equivalent; series and number; dispatch and delegate details; no amount payable line
@doc("b35_inv_ro_factura_curs_bnr_doua_cote", "invoice", "Tipografia Someș Print factură SMP-0841")
def inv_ro():
    L = dict(
        b5=58018,
        b19=2860.83,
        v5=2900.9,
        v19=543.56,
        sub=60878.83,
        tax=3444.46,
        tot=64323.29,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=36, xr=559, top=48, size=7.8)
    y0 = s.y
    q_sup = stack(
        s,
        38,
        [
            "Furnizor: TIPOGRAFIA SOMEȘ PRINT S.R.L.",
            "Nr. Reg. Com.: J12/3184/2019",
            "CUI: RO38462917",
            "Sediul: Str. Fabricii nr. 46, Cluj-Napoca, jud. Cluj",
            "IBAN: RO62 BTRL 0130 1202 K418 37XX",
            "Banca: Banca Transilvană Nord",
            "Capital social: 200 lei",
        ],
        7.4,
    )
    y1 = s.y
    s.y = y0
    stack(s, 244, ["FACTURĂ"], 15)
    s.skip(2)
    q_no = stack(
        s,
        240,
        [
            "Seria SMP nr. 0841",
            "Nr. factură: SMP-0841",
            "Data emiterii: 23.09.2021",
            "Data livrării: 22.09.2021",
            "Cota TVA: 5% / 19%",
        ],
        7.8,
        first_bold=False,
    )
    s.y = y0
    q_cus = stack(
        s,
        372,
        [
            "Cumpărător: EDITURA CARPATICA NOVA S.R.L.",
            "Nr. Reg. Com.: J40/11827/2020",
            "CUI: RO21748365",
            "Sediul: Bd. Iuliu Maniu nr. 7, București, sector 6",
            "Punct de lucru livrare: Depozit Chiajna, jud. Ilfov",
            "IBAN: RO09 RNCB 0082 1479 6530 0001",
        ],
        7.4,
    )
    s.y = max(y1, s.y) + 10
    q_fx = s.t(
        "Prețuri contractate în EUR (contract nr. 57 din 11.03.2021), facturate în lei la cursul BNR din "
        "22.09.2021: 1 EUR = 4,9481 lei",
        7.4,
    )
    s.skip(4)
    cols = [(40, "c"), (52, "l"), (312, "c"), (364, "r"), (424, "r"), (484, "r"), (504, "c"), (557, "r")]
    header(
        s,
        cols,
        [
            "Nr.",
            "Denumirea produselor sau a serviciilor",
            "U.M.",
            "Cantitatea",
            "Preț unitar",
            "Valoarea",
            "Cota",
            "Valoarea",
        ],
        6.8,
    )
    s.row(
        [(424, "(fără TVA) -lei-", "r"), (484, "-lei-", "r"), (504, "TVA", "c"), (557, "TVA -lei-", "r")],
        6.2,
        bold=True,
        lead=9,
    )
    s.row([(x, str(i), "c" if a == "c" else a) for i, (x, a) in enumerate(cols)], 6, lead=11)
    s.rule()
    s.skip(2)
    rate = D("4.9481")
    items = [
        ("Tipărire carte „Drumuri de piatră”, 320 pag., 14,5×20,5 cm, broșat", "buc", "1500", "3.86", 5),
        ("Tipărire carte „Atlasul păsărilor din Transilvania”, cartonat", "buc", "800", "7.42", 5),
        ("Afișe promoționale A2, 4+0, hârtie lucioasă 150 g", "buc", "600", "0.38", 19),
        ("Semne de carte personalizate, 5×18 cm, 4+4", "buc", "3000", "0.07", 19),
        ("Transport Cluj-Napoca – Chiajna, palet EUR", "palet", "3", "46.00", 19),
    ]
    base = {5: D(0), 19: D(0)}
    for i, (text, um, n, eur, r) in enumerate(items, 1):
        pu = ext(eur, rate)
        v = ext(n, pu)
        base[r] += v
        cells(s, cols, [str(i), text, um, dt2(D(n), 0), dt2(pu), dt2(v), f"{r}%", dt2(pct(v, r))], 7.1, 13)
        s.t(f"(preț {dt2(D(eur))} EUR/{um})", 6.4, x=60, color=GREY)
    s.rule()
    vat = {r: pct(b, r) for r, b in base.items()}
    sub = base[5] + base[19]
    tax = vat[5] + vat[19]
    total = sub + tax
    cells(
        s,
        cols,
        [
            "",
            "Total",
            "",
            "",
            "",
            dt2(sub),
            "",
            dt2(sum((pct(ext(n, ext(e, rate)), r) for _, _, n, e, r in items), D(0))),
        ],
        7.4,
        13,
        bold=True,
    )
    s.skip(6)
    s.t("Defalcare TVA pe cote", 7.8, True)
    vc = [(44, "l"), (170, "r"), (250, "r")]
    header(s, vc, ["Cota", "Baza de impozitare", "TVA"], 6.8, shade=0.93)
    q_v5 = cells(s, vc, ["5% (cărți)", dt2(base[5]), dt2(vat[5])], 7.4)
    q_v19 = cells(s, vc, ["19%", dt2(base[19]), dt2(vat[19])], 7.4)
    s.y -= 40
    q_sub, q_tax, q_tot = kvs(
        s,
        330,
        [
            ("Total fără TVA (lei)", dt2(sub)),
            ("Total TVA (lei)", dt2(tax)),
            ("Total factură (lei)", dt2(total)),
        ],
        xr=557,
        size=8.6,
        bold=(2,),
        lead=14,
    )
    s.skip(4)
    s.t(f"Contravaloare informativă: {dt2(total / rate)} EUR (curs 4,9481)", 7.2, x=330, color=GREY)
    s.skip(10)
    q_pay = s.t("Termen de plată: 30 de zile de la emitere, scadență 23.10.2021", 7.8, True)
    s.para(
        "Plata se face prin ordin de plată în contul furnizorului indicat mai sus. Pentru întârzieri la "
        "plată "
        "se calculează penalități de 0,1% pe zi de întârziere din suma datorată, conform contractului.",
        7.4,
    )
    s.skip(8)
    sc = [(40, "l"), (220, "l"), (400, "l")]
    s.row(
        [
            (x, t)
            for (x, _), t in zip(
                sc,
                ["Semnătura și ștampila furnizorului", "Date privind expediția", "Semnătura de primire"],
                strict=True,
            )
        ],
        7,
        True,
    )
    s.row(
        [(40, "Întocmit: Ioana Mureșan"), (220, "Delegat: Sorin Pop, CI seria CJ nr. 418207"), (400, "")], 7
    )
    s.row([(220, "Mijloc de transport: CJ-27-SMP")], 7)
    s.row([(220, "Expedierea s-a efectuat în prezența noastră la data de 22.09.2021")], 7)
    s.y = 812
    s.t(
        "Factura circulă fără ștampilă și semnătură conform art. 319 alin. (29) din Codul fiscal.",
        6.4,
        color=GREY,
    )
    check(L, b5=base[5], b19=base[19], v5=vat[5], v19=vat[19], sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("SMP-0841", 1, q_no[1]),
        "invoice_date": F("2021-09-23", 1, q_no[2]),
        "due_date": F("2021-10-23", 1, q_pay),
        "vendor_name": F("TIPOGRAFIA SOMEȘ PRINT S.R.L.", 1, q_sup[0]),
        "bill_to": F("EDITURA CARPATICA NOVA S.R.L.", 1, q_cus[0]),
        "currency": F("RON", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Romanian invoice (factură) of a printing house, lei (RON) with dot grouping and comma decimals, "
        "dates dd.mm.yyyy. invoice_number is the series and number as printed in 'Nr. factură' (also 'Seria "
        "SMP nr. 0841'); trade-register, tax-id, contract and ID-card numbers are distractors. "
        "invoice_date is "
        "the Data emiterii; due_date the scadență in the payment-term line (delivery, dispatch, "
        "exchange-rate and contract dates are distractors). bill_to is the publishing house (Cumpărător), "
        "not its delivery warehouse. Prices were agreed in EUR and converted at the quoted central-bank "
        "rate; the informative EUR equivalent of the total is a distractor. Bases and VAT at 5 % and 19 % "
        "add up to Total fără TVA, the subtotal, and Total TVA, the tax (sums); Total factură is the total. "
        "No amount payable is printed apart from the invoice total, so amount_due is null. currency RON from "
        "'(lei)' in the total line."
    )
    sums = [
        SUM(
            "baza 5 % + baza 19 % = Total fără TVA",
            [(1, T("baza 5 %", L["b5"], 1, q_v5)), (1, T("baza 19 %", L["b19"], 1, q_v19))],
            "subtotal",
        ),
        SUM(
            "TVA 5 % + TVA 19 % = Total TVA",
            [(1, T("TVA 5 %", L["v5"], 1, q_v5)), (1, T("TVA 19 %", L["v19"], 1, q_v19))],
            "tax",
        ),
    ]
    _ = q_fx
    return p, fields, notes, sums


# ===== 10 Kazakhstan счет-фактура in Russian (KZT, space grouping, dd.mm.yyyy and a written date): conveyor
# spare parts for a mining company; turnover date, contract, power-of-attorney and waybill numbers and
# dates; shipper, consignee (a branch) and recipient; VAT 12 %; one 'total per invoice' row carrying the
# amounts without VAT, the VAT and the total; payment term in days only; no amount payable line
@doc("b35_inv_kz_schet_faktura_nds", "invoice", "ТОО «Иртыш ТехСнаб» счет-фактура № ИТ-1284")
def inv_kz():
    L = dict(
        sub=14337240,
        tax=1720468.8,
        tot=16057708.8,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=34, xr=561, top=40, size=7.6)
    s.t(
        "Приложение 1 к приказу о форме счета-фактуры на бумажном носителе", 6.2, x=561, align="r", color=GREY
    )
    s.skip(4)
    q_no = s.t("СЧЕТ-ФАКТУРА № ИТ-1284 от 10 ноября 2022 г.", 12, True, align="c")
    s.t("Дата совершения оборота: 04.11.2022", 8, align="c")
    s.skip(6)
    rows = [
        "Поставщик: ТОО «Иртыш ТехСнаб», БИН 190840017293",
        "Адрес места нахождения поставщика: Республика Казахстан, 140000, г. Павлодар, ул. Академика "
        "Бектурова, 62",
        "ИИК поставщика: KZ48 949B 2KZT 0007 3185 в АО «Степной банк», БИК STPBKZKA",
        "Свидетельство о постановке на регистрационный учет по НДС: серия 45001 № 1184276 от 02.10.2019",
        "Договор (контракт) на поставку товаров (работ, услуг): № 47/22 от 14.03.2022",
        "Условия оплаты по договору (контракту): безналичный расчет, в течение 30 календарных дней с даты "
        "поставки",
        "Пункт назначения поставляемых товаров: г. Экибастуз, промплощадка разреза «Северный»",
        "Поставка товаров осуществлена по доверенности: № 118 от 08.11.2022",
        "Способ отправления: автотранспорт, товарно-транспортная накладная № 3107 от 04.11.2022",
        "Грузоотправитель: ТОО «Иртыш ТехСнаб», склад г. Павлодар, ул. Торайгырова, 95/1",
        "Грузополучатель: Экибастузский филиал АО «Баянаульская горно-обогатительная компания»",
        "Получатель: АО «Баянаульская горно-обогатительная компания», БИН 040340008216",
        "Адрес места нахождения получателя: Павлодарская обл., Баянаульский р-н, пос. Майкаин, ул. "
        "Горняков, 3",
        "ИИК получателя: KZ27 722S 0000 4418 2563 в АО «Сарыарка Банк»",
        "Валюта: казахстанский тенге (KZT)",
    ]
    q_head = stack(s, 36, rows, 7.4, first_bold=False)
    s.skip(8)
    cols = [
        (44, "c"),
        (56, "l"),
        (250, "c"),
        (300, "r"),
        (344, "r"),
        (408, "r"),
        (432, "c"),
        (492, "r"),
        (559, "r"),
    ]
    header(
        s,
        cols,
        ["№", "Наименование товаров", "Ед.", "Кол-во", "Цена", "Стоимость", "НДС", "НДС", "Всего"],
        6.6,
    )
    s.row(
        [
            (56, "(работ, услуг)"),
            (250, "изм.", "c"),
            (300, "(объем)", "r"),
            (344, "KZT", "r"),
            (408, "без НДС", "r"),
            (432, "ставка", "c"),
            (492, "сумма", "r"),
            (559, "с НДС", "r"),
        ],
        6.2,
        bold=True,
        lead=10,
    )
    s.rule()
    s.skip(2)
    items = [
        ("Лента конвейерная ЕР-800/4, ширина 1200 мм", "м", "180", "48650.00"),
        ("Ролик конвейерный Ø133×465 мм", "шт", "240", "7380.00"),
        ("Подшипник 180310 (6310-2RS)", "шт", "480", "1945.00"),
        ("Футеровка приводного барабана, комплект", "компл", "6", "214800.00"),
        ("Клей для стыковки лент, упаковка 5 кг", "шт", "24", "36900.00"),
        ("Скребок очистной полиуретановый 1200 мм", "шт", "12", "58420.00"),
    ]
    sub = D(0)
    tax = D(0)
    for i, (text, um, n, price) in enumerate(items, 1):
        v = ext(n, price)
        t = pct(v, 12)
        sub += v
        tax += t
        cells(s, cols, [str(i), text, um, n, sp2(D(price)), sp2(v), "12%", sp2(t), sp2(v + t)], 7, 13)
    s.rule()
    total = sub + tax
    q_tot = cells(
        s, cols, ["", "Всего по счету:", "", "", "", sp2(sub), "", sp2(tax), sp2(total)], 7.4, 14, bold=True
    )
    s.skip(14)
    sc = [(36, "l"), (300, "l")]
    s.row(
        [
            (36, "Руководитель организации: ____________ Ахметов Д. С."),
            (300, "Главный бухгалтер: ____________ Ким Е. В."),
        ],
        7.4,
    )
    s.skip(4)
    s.row([(36, "Выписал(а): ____________ Нурланова А. Б., бухгалтер"), (300, "М.П.")], 7.4)
    s.skip(16)
    s.para(
        "Счет-фактура выписан также в электронном виде в информационной системе электронных счетов-фактур; "
        "регистрационный номер ЭСФ: ESF-190840017293-1284-KZ. Претензии по количеству и качеству товара "
        "принимаются в течение 10 рабочих дней с даты поставки.",
        6.8,
    )
    _ = sc
    check(L, sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("ИТ-1284", 1, q_no),
        "invoice_date": F("2022-11-10", 1, q_no),
        "due_date": NULL(),
        "vendor_name": F("ТОО «Иртыш ТехСнаб»", 1, q_head[0]),
        "bill_to": F("АО «Баянаульская горно-обогатительная компания»", 1, q_head[11]),
        "currency": F("KZT", 1, q_head[14]),
        "subtotal": F(L["sub"], 1, q_tot),
        "tax": F(L["tax"], 1, q_tot),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Kazakhstan VAT invoice (счет-фактура) in Russian, tenge (KZT) with space grouping and comma "
        "decimals, the issue date written out ('10 ноября 2022 г.') and other dates dd.mm.yyyy. "
        "invoice_number is the number after 'СЧЕТ-ФАКТУРА №' (contract, power-of-attorney, waybill, VAT "
        "certificate and e-invoice numbers are distractors). invoice_date is the date in the title; the "
        "turnover date, contract, power-of-attorney, waybill and VAT-registration dates are distractors. "
        "due_date is null: the payment condition is '30 calendar days from delivery', no date is printed. "
        "vendor_name is the Поставщик; bill_to the Получатель company, not the consignee branch "
        "(Грузополучатель) nor the destination pit. The single 'Всего по счету' row carries the amount "
        "without VAT (subtotal), the VAT at 12 % (tax) and the total. amount_due is null: no amount payable "
        "is printed apart from that total."
    )
    return p, fields, notes, []


def ogm(base10):
    """Belgian structured communication +++ddd/dddd/ddddd+++ for a 10-digit base."""
    chk = base10 % 97 or 97
    d = f"{base10:010d}{chk:02d}"
    return f"+++{d[:3]}/{d[3:7]}/{d[7:]}+++"


# ===== 11 Belgian facture in French (EUR, dot grouping, dd/mm/yyyy) over two pages: joinery renovation for
# a property company; the 6 % renovation rate under the customer's attestation and 21 % on furniture; TVA
# by rate, total HTVA, total TVA, total TVAC and a boxed amount to pay with the structured communication;
# quote, order and completion dates; works address vs billing address; general conditions on page 2 with
# late-payment interest and a lump-sum indemnity
@doc("b35_inv_be_facture_tva_6_21", "invoice", "Menuiserie Delvaux & Fils SRL facture F23-0117")
def inv_be():
    L = dict(
        b6=16468.4,
        b21=2386.5,
        v6=988.1,
        v21=501.17,
        sub=18854.9,
        tax=1489.27,
        tot=20344.17,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=54, size=8.2)
    s.t("MENUISERIE", 15, True)
    q_v = s.t("Delvaux & Fils SRL", 12, True)
    s.t("Rue de la Station 84 · 5030 Gembloux", 7.6, color=GREY)
    s.t("Tél. 081 61 27 43 · info@delvaux-menuiserie.example", 7.6, color=GREY)
    s.t("TVA BE 0714.382.659 · RPM Liège, division Namur", 7.6, color=GREY)
    s.y = 70
    s.t("FACTURE", 18, True, x=547, align="r")
    s.y = 132
    q_cus = stack(
        s,
        330,
        [
            "Immobilière du Hain SRL",
            "À l'attention de M. Gauthier Lemaire",
            "Chaussée de Namur 212",
            "5310 Éghezée",
        ],
        9,
    )
    s.y = 214
    q_ref = boxrow(
        s,
        [
            (44, 130, "N° de facture", "F23-0117"),
            (130, 216, "Date de facture", "17/02/2023"),
            (216, 302, "Échéance", "19/03/2023"),
            (302, 378, "N° client", "CL-0386"),
            (378, 551, "Votre référence", "BC-4471 du 12/12/2022"),
        ],
    )
    s.t("Lieu des travaux : Résidence Les Aubépines, rue du Try 7, 5310 Éghezée (appartements 1 et 3)", 7.8)
    s.t("Selon notre devis n° D22-318 du 28/11/2022 · Fin des travaux : 10/02/2023", 7.8)
    s.skip(8)
    cols = [(52, "l"), (350, "r"), (360, "l"), (430, "r"), (470, "r"), (545, "r")]
    header(s, cols, ["Description", "Qté", "Unité", "P.U. HTVA", "TVA", "Total HTVA"], 7.2, shade=0.9)
    s.skip(1)
    items = [
        ("Fourniture et pose de châssis PVC double vitrage Uw 1,1 (façade avant)", "6", "pce", "1184.00", 6),
        ("Porte d'entrée aluminium, serrure 3 points, seuil PMR", "1", "pce", "2945.00", 6),
        ("Parquet chêne contrecollé 14 mm, fourni et posé", "62.4", "m²", "68.50", 6),
        ("Rénovation escalier intérieur hêtre (marches et contremarches)", "1", "forfait", "1860.00", 6),
        ("Meuble TV sur mesure, chêne massif (mobilier non fixé)", "1", "pce", "2386.50", 21),
        ("Évacuation des déchets de chantier, conteneur 10 m³", "1", "forfait", "285.00", 6),
    ]
    base = {6: D(0), 21: D(0)}
    for text, n, unit, price, r in items:
        v = ext(n, price)
        base[r] += v
        qty = dt2(D(n), 1) if "." in n else n
        cells(s, cols, [text, qty, unit, dt2(D(price)), f"{r} %", dt2(v)], 7.5, 13.6)
    s.rule()
    s.skip(6)
    vat = {r: pct(b, r) for r, b in base.items()}
    sub = base[6] + base[21]
    tax = vat[6] + vat[21]
    total = sub + tax
    q_sub, q_v6, q_v21, q_tax, q_tot = kvs(
        s,
        300,
        [
            ("Total HTVA", dt2(sub) + " €"),
            (f"TVA 6 % sur {dt2(base[6])} €", dt2(vat[6]) + " €"),
            (f"TVA 21 % sur {dt2(base[21])} €", dt2(vat[21]) + " €"),
            ("Total TVA", dt2(tax) + " €"),
            ("Total TVAC", dt2(total) + " €"),
        ],
        xr=545,
        size=8.4,
        bold=(0, 4),
        lead=13.4,
    )
    s.skip(8)
    p.rect(296, s.y - 14, 549, s.y + 22, 1)
    q_due = kvs(s, 302, [("Montant à payer", dt2(total) + " €")], xr=543, size=11, bold=(0,))[0]
    comm = ogm(117023173)
    q_comm = s.t(f"Communication structurée : {comm}", 8, x=302)
    s.skip(14)
    s.para(
        "Taux réduit de 6 % appliqué sur la base de l'attestation du client (logement privé dont la première "
        "occupation remonte à plus de dix ans, A.R. n° 20, tableau A, rubrique XXXI). Le client assume la "
        "responsabilité de l'exactitude de cette attestation.",
        7.4,
    )
    s.para(
        "Paiement par virement au compte IBAN BE71 0018 4627 3169 – BIC GEBABEBB avant l'échéance, en "
        "mentionnant la communication structurée. Escompte de 2 % pour paiement dans les 8 jours : néant. "
        "Nos conditions générales figurent au verso (page 2).",
        7.4,
    )
    s.y = 806
    q_foot = s.t("Menuiserie Delvaux & Fils SRL · TVA BE 0714.382.659 · Page 1/2", 6.8, color=GREY, align="c")
    # ------------------------------------------------------------ page 2
    s.new_page()
    s.t("CONDITIONS GÉNÉRALES DE VENTE ET D'ENTREPRISE", 10, True)
    s.skip(4)
    for t in (
        "1. Nos offres sont valables 30 jours. Toute commande implique l'acceptation des présentes "
        "conditions, à "
        "l'exclusion des conditions du client.",
        "2. Les délais d'exécution sont donnés à titre indicatif. Un retard ne peut donner lieu à aucune "
        "indemnité ni à la résiliation du contrat.",
        "3. Les réclamations relatives à la facture doivent nous parvenir par écrit dans les 8 jours de sa "
        "réception. Les vices apparents doivent être signalés lors de la réception des travaux.",
        "4. Nos factures sont payables à Gembloux, au plus tard à l'échéance indiquée. Tout montant impayé à "
        "l'échéance produira de plein droit et sans mise en demeure un intérêt de retard de 10 % l'an.",
        "5. En outre, en cas de non-paiement à l'échéance, le montant dû sera majoré de plein droit d'une "
        "indemnité forfaitaire de 10 % avec un minimum de 125 €, à titre de clause pénale.",
        "6. Les marchandises restent notre propriété jusqu'au paiement intégral du prix (réserve de "
        "propriété).",
        "7. En cas de litige, seuls les tribunaux de l'arrondissement judiciaire de Namur sont compétents. "
        "Le droit belge est applicable.",
    ):
        s.para(t, 7.6, gap=5)
    s.y = 806
    s.t("Menuiserie Delvaux & Fils SRL · TVA BE 0714.382.659 · Page 2/2", 6.8, color=GREY, align="c")
    check(L, b6=base[6], b21=base[21], v6=vat[6], v21=vat[21], sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("F23-0117", 1, q_ref[0]),
        "invoice_date": F("2023-02-17", 1, q_ref[1]),
        "due_date": F("2023-03-19", 1, q_ref[2]),
        "vendor_name": F("Menuiserie Delvaux & Fils SRL", 1, q_foot),
        "bill_to": F("Immobilière du Hain SRL", 1, j(q_cus[:2])),
        "currency": F("EUR", 1, q_due),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_due),
    }
    notes = (
        "Belgian invoice (facture) in French of a joinery firm over two pages, EUR with € after dot-grouped "
        "amounts, dates dd/mm/yyyy. invoice_number, invoice_date and due_date (Échéance) come from the "
        "reference boxes; customer number, order, quote and structured communication are distractors, as are "
        "the order, quote and completion dates. vendor_name is the company as printed in the page footer "
        "(the "
        "letterhead splits it over two lines); bill_to the property company in the address window, not its "
        "contact person nor the "
        "residence where the works were done. Bases at 6 % and 21 % add up to Total HTVA, the subtotal, and "
        "the VAT by rate to Total TVA, the tax (sums); Total TVAC is the total. 'Montant à payer' is printed "
        "separately in a box and equals the total, so amount_due equals total. Page 2 holds general "
        "conditions (late interest, lump-sum indemnity) with no amounts of this invoice."
    )
    sums = [
        SUM(
            "base 6 % + base 21 % = Total HTVA",
            [(1, T("base 6 %", L["b6"], 1, q_v6)), (1, T("base 21 %", L["b21"], 1, q_v21))],
            "subtotal",
        ),
        SUM(
            "TVA 6 % + TVA 21 % = Total TVA",
            [(1, T("TVA 6 %", L["v6"], 1, q_v6)), (1, T("TVA 21 %", L["v21"], 1, q_v21))],
            "tax",
        ),
    ]
    _ = (q_comm, q_v)
    return p, fields, notes, sums
