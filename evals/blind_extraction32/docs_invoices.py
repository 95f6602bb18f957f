"""Invoice builders for blind_extraction32 (11 documents).  All parties, numbers,
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


def boxed(s, rows, x0=40, x1=555, size=7.2, xv=170):
    """A ruled box of label/value rows."""
    y0 = s.y - size - 3
    out = [s.row([(x0 + 4, k), (x0 + xv, v)], size=size, lead=size * 1.55) for k, v in rows]
    s.p.rect(x0, y0, x1, s.y - size - 1, 0.5)
    s.skip(4)
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
_EN_T = ["_", "_", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _en99(n):
    if n < 20:
        return _EN[n].capitalize()
    t, u = divmod(n, 10)
    return _EN_T[t] + ("" if u == 0 else " " + _EN[u].capitalize())


def _en999(n):
    h, r = divmod(n, 100)
    out = ([_EN[h].capitalize() + " Hundred"] if h else []) + ([_en99(r)] if r else [])
    return " ".join(out)


def words_en_in(n):
    """English cardinal in the Indian system (Lakh, Crore), 0 < n < 10**9."""
    cr, r = divmod(n, 10**7)
    lk, r = divmod(r, 10**5)
    th, r = divmod(r, 1000)
    out = []
    if cr:
        out.append(_en99(cr) + " Crore")
    if lk:
        out.append(_en99(lk) + " Lakh")
    if th:
        out.append(_en99(th) + " Thousand")
    if r:
        out.append(_en999(r))
    return " ".join(out)


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
_ES_T = ["_", "_", "_", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"]
_ES_C = [
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


def _es999(n, apoc=False):
    if n == 100:
        return "cien"
    h, r = divmod(n, 100)
    parts = [_ES_C[h]] if h else []
    if r:
        if r < 30:
            w = _ES[r]
        else:
            t, u = divmod(r, 10)
            w = _ES_T[t] + ("" if u == 0 else " y " + _ES[u])
        if apoc:
            w = w.replace("veintiuno", "veintiún")
            if w == "uno" or w.endswith(" uno"):
                w = w[:-1]
        parts.append(w)
    return " ".join(parts)


def words_es(n):
    """Spanish cardinal, 0 < n < 10**12."""
    mil_mill, r = divmod(n, 10**9)
    mill, r = divmod(r, 10**6)
    mill += mil_mill * 1000
    th, u = divmod(r, 1000)
    out = []
    if mill:
        out.append("un millón" if mill == 1 else _es999_big(mill) + " millones")
    if th:
        out.append("mil" if th == 1 else _es999(th, True) + " mil")
    if u:
        out.append(_es999(u))
    return " ".join(out)


def _es999_big(n):
    th, u = divmod(n, 1000)
    out = []
    if th:
        out.append("mil" if th == 1 else _es999(th, True) + " mil")
    if u:
        out.append(_es999(u, True))
    return " ".join(out)


# ===== 1 Czech faktura - daňový doklad (CZK): issue date vs DUZP tax point, DPH 21 % and 10 % with a recap
# by rate, rounding to whole koruna, advance payment deducted to the remaining amount, Odběratel vs Konečný
# příjemce
@doc("b32_inv_cz_faktura_dph_zaloha", "invoice", "Vltavín Laboratorní technika faktura 2210458")
def inv_cz():
    L = dict(
        b21=264531.9,
        v21=55551.7,
        b10=7698,
        v10=769.8,
        sub=272229.9,
        tax=56321.5,
        rnd=-0.4,
        tot=328551,
        adv=118450,
        due=210101,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=50, size=7.8)
    q_no = s.t("FAKTURA – DAŇOVÝ DOKLAD č. 2210458", 13, True)
    s.t("Vystaveno elektronicky · strana 1/1", 6.8, color=GREY)
    s.skip(4)
    s.rule()
    s.skip(2)
    (q_v, *_), (q_b, *_) = two(
        s,
        (
            "DODAVATEL",
            [
                "Vltavín Laboratorní technika s.r.o.",
                "Průmyslová 1187/14",
                "370 01 České Budějovice",
                "IČO: 07318264 · DIČ: CZ07318264",
                "OR: KS České Budějovice, oddíl C, vložka 28741",
            ],
        ),
        (
            "ODBĚRATEL",
            [
                "Jihočeská zkušebna potravin, a.s.",
                "Na Sadech 917/9",
                "370 05 České Budějovice",
                "IČO: 26841937 · DIČ: CZ26841937",
                "Kontaktní osoba: Ing. Radka Šebestová",
            ],
        ),
        xr=318,
        size=7.8,
    )
    s.skip(2)
    s.t("Konečný příjemce / místo dodání: Laboratoř Tábor, Budějovická 2231, 390 02 Tábor", 7.4)
    s.skip(8)
    dates = cells(
        s,
        [
            (40, 140, "Datum vystavení", "06.09.2022"),
            (140, 270, "Datum usk. zdan. plnění", "31.08.2022"),
            (270, 370, "Datum splatnosti", "20.09.2022"),
            (370, 455, "Forma úhrady", "převodem"),
            (455, 555, "Měna", "CZK"),
        ],
    )
    s.t(
        "Bankovní účet: 2801536417/2010 · IBAN CZ65 2010 0000 0028 0153 6417 · Variabilní symbol: 2210458",
        7.2,
    )
    s.t("Objednávka č. OBJ-22-0931 ze dne 18.08.2022 · Dodací list DL-22-1306", 7.2, color=GREY)
    s.skip(6)
    xs = [(42, "l"), (292, "r"), (322, "l"), (400, "r"), (432, "r"), (490, "r"), (553, "r")]
    head(s, xs, ["Označení dodávky", "Množství", "MJ", "Cena za MJ", "DPH", "Základ", "Celkem s DPH"], 7)
    rows = [
        ("Analytická váha AX-220, d = 0,1 mg", "2", "ks", "48637.50", 21),
        ("Laboratorní digestoř DL-1200 vč. montáže", "1", "ks", "126418.00", 21),
        ("pH metr stolní PHM-3 s elektrodou", "3", "ks", "9846.30", 21),
        ("Kalibrace vah – protokol akreditované laboratoře", "2", "ks", "3215.00", 21),
        ("Doprava a instalace", "1", "kpl", "4870.00", 21),
        ("Příručka validace analytických metod (kniha)", "6", "ks", "1283.00", 10),
    ]
    base = {21: D(0), 10: D(0)}
    for name, qty, unit, price, rate in rows:
        net = ext(qty, price)
        base[rate] += net
        gross = net + pct(net, rate)
        line(s, xs, [name, qty, unit, spc(D(price)), f"{rate} %", spc(net), spc(gross)], 7.4)
    s.rule()
    vat = {r: pct(b, r) for r, b in base.items()}
    sub = base[21] + base[10]
    tax = vat[21] + vat[10]
    total = q(sub + tax, 0)
    rnd = total - (sub + tax)
    adv = D(118450)
    due = total - adv
    s.skip(4)
    s.t("Rekapitulace DPH v Kč", 7.6, True)
    rx = [(42, "l"), (230, "r"), (330, "r"), (430, "r")]
    line(s, rx, ["Sazba", "Základ", "DPH", "Celkem"], 7, True)
    q_r21 = line(s, rx, ["21 %", spc(base[21]), spc(vat[21]), spc(base[21] + vat[21])], 7.4)
    q_r10 = line(s, rx, ["10 %", spc(base[10]), spc(vat[10]), spc(base[10] + vat[10])], 7.4)
    s.skip(6)
    q_sub, q_tax, q_rnd, q_tot, q_adv, q_due = kvs(
        s,
        250,
        [
            ("Celkem bez DPH", spc(sub) + " Kč"),
            ("DPH celkem", spc(tax) + " Kč"),
            ("Zaokrouhlení", spc(rnd) + " Kč"),
            ("Celkem s DPH", spc(total) + " Kč"),
            ("Uhrazeno zálohou (ZF 2209117 ze dne 24.08.2022)", "-" + spc(adv) + " Kč"),
            ("Zbývá uhradit", spc(due) + " Kč"),
        ],
        bold_last=True,
        size=8,
    )
    s.skip(14)
    s.t("Převzal: ........................................          Vystavil: Mgr. Ondřej Kubát", 7.4)
    s.t("Tel.: +420 387 214 509 · fakturace@vltavin-lab.example", 7, color=GREY)
    check(
        L,
        b21=base[21],
        v21=vat[21],
        b10=base[10],
        v10=vat[10],
        sub=sub,
        tax=tax,
        rnd=rnd,
        tot=total,
        adv=adv,
        due=due,
    )
    fields = {
        "invoice_number": F("2210458", 1, q_no),
        "invoice_date": F("2022-09-06", 1, dates[0]),
        "due_date": F("2022-09-20", 1, dates[2]),
        "vendor_name": F("Vltavín Laboratorní technika s.r.o.", 1, q_v),
        "bill_to": F("Jihočeská zkušebna potravin, a.s.", 1, q_b),
        "currency": F("CZK", 1, dates[4]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Czech faktura - daňový doklad, CZK (Kč) with space grouping and comma decimals, dates dd.mm.yyyy. "
        "invoice_number is the number in the title (the variable symbol repeats it; order and delivery-note "
        "numbers are distractors). invoice_date is the Datum vystavení; the Datum uskutečnění zdanitelného "
        "plnění (tax point), the order date and the advance invoice date are distractors; due_date is the "
        "Datum splatnosti. bill_to is the Odběratel company, not the contact person or the Konečný příjemce "
        "(delivery laboratory). Lines carry DPH 21 % or 10 %; the recap by rate relates to subtotal and tax "
        "(sums). subtotal is Celkem bez DPH, tax DPH celkem; total is Celkem s DPH after rounding to whole "
        "koruna (Zaokrouhlení, sum). The advance paid is deducted to Zbývá uhradit, the amount_due (sum)."
    )
    sums = [
        SUM(
            "základ 21 % + základ 10 % = Celkem bez DPH",
            [(1, T("základ 21 %", L["b21"], 1, q_r21)), (1, T("základ 10 %", L["b10"], 1, q_r10))],
            "subtotal",
        ),
        SUM(
            "DPH 21 % + DPH 10 % = DPH celkem",
            [(1, T("DPH 21 %", L["v21"], 1, q_r21)), (1, T("DPH 10 %", L["v10"], 1, q_r10))],
            "tax",
        ),
        SUM(
            "Celkem bez DPH + DPH celkem + Zaokrouhlení = Celkem s DPH",
            [(1, "subtotal"), (1, "tax"), (1, T("Zaokrouhlení", L["rnd"], 1, q_rnd))],
            "total",
        ),
        SUM(
            "Celkem s DPH - záloha = Zbývá uhradit",
            [(1, "total"), (-1, T("záloha", L["adv"], 1, q_adv))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 2 Portuguese fatura (EUR): ATCUD and series vs number, Total Ilíquido less line discounts to the Total
# Líquido, IVA 23 % summary, financial-discount distractor, Local de descarga (building site), loading date
@doc("b32_inv_pt_fatura_iliquido_desconto", "invoice", "Cerâmica Vale do Lis fatura FT 2021A/1384")
def inv_pt():
    L = dict(gross=21473.6, disc=2081.52, sub=19392.08, tax=4460.18, tot=23852.26, ff=23375.21)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=50, size=7.8)
    y0 = s.y
    q_v = s.t("Cerâmica Vale do Lis, Lda.", 13, True)
    s.t("Zona Industrial da Cova das Faias, Lote 23 · 2415-017 Leiria", 7.4)
    s.t("NIF 514 827 063 · Capital social 150 000,00 € · C.R.C. Leiria", 7.4)
    s.t("Tel. 244 817 320 · comercial@valedolis-ceramica.example", 7.4)
    y1 = s.y
    s.y = y0
    s.t("Original", 7.4, x=555, align="r", color=GREY)
    q_no = s.t("FATURA FT 2021A/1384", 11, True, x=555, align="r")
    s.t("ATCUD: JFK7Q2M9-1384", 7.4, x=555, align="r")
    s.y = max(y1, s.y) + 6
    s.rule()
    s.skip(4)
    (_, q_b, *_), right = two(
        s,
        (
            "Exmo.(s) Sr.(s)",
            [
                "Cliente n.º 40217",
                "Hotelaria Atlântico Sul, S.A.",
                "Avenida Miguel Bombarda 118, 3.º Dto.",
                "1050-167 Lisboa",
                "NIF 509 318 274",
            ],
        ),
        (
            "Local de descarga",
            [
                "Obra Hotel Praia Verde",
                "Rua dos Pescadores 41",
                "8950-411 Castro Marim",
                "Resp. obra: Eng.º Tiago Marques",
            ],
        ),
        xr=330,
        size=7.8,
    )
    s.skip(6)
    info = cells(
        s,
        [
            (40, 140, "Data do documento", "2021-10-19"),
            (140, 240, "Data de vencimento", "2021-11-18"),
            (240, 330, "Moeda", "EUR"),
            (330, 430, "Cond. pagamento", "30 dias"),
            (430, 555, "V/ Requisição", "RQ-4471 de 2021-10-05"),
        ],
    )
    s.t(
        "Local de carga: Armazém Leiria · Data de carga: 2021-10-20 09:30 · Matrícula: 47-TX-18",
        7.2,
        color=GREY,
    )
    s.skip(6)
    xs = [(42, "l"), (100, "l"), (330, "r"), (350, "l"), (410, "r"), (445, "r"), (480, "r"), (553, "r")]
    head(s, xs, ["Artigo", "Descrição", "Qtd.", "Un.", "Preço un.", "Desc.", "IVA", "Valor"], 7)
    rows = [
        ("PG6060-CL", "Mosaico porcelânico 60x60 Cinza Lis", "412.50", "m²", "24.80", 12),
        ("RC3090-BM", "Revestimento cerâmico 30x90 Branco Mate", "286.00", "m²", "19.35", 12),
        ("RP0860-CL", "Rodapé porcelânico 8x60 Cinza Lis", "318.00", "ml", "4.15", 5),
        ("PE33120", "Peça especial degrau 33x120", "64.00", "un", "38.70", 5),
        ("CC2TE-25", "Cimento-cola C2TE S1 (saco 25 kg)", "120.00", "un", "11.90", 0),
        ("TR-ALG", "Transporte Leiria - Castro Marim", "1.00", "un", "485.00", 0),
    ]
    gross, disc = D(0), D(0)
    for art, name, qty, unit, price, d in rows:
        g = ext(qty, price)
        dv = pct(g, d)
        gross += g
        disc += dv
        line(s, xs, [art, name, spc(D(qty)), unit, spc(D(price)), f"{d}%", "23%", spc(g - dv)], 7.3)
    s.rule()
    sub = gross - disc
    tax = pct(sub, 23)
    total = sub + tax
    ff = total - pct(total, 2)
    s.skip(4)
    y0 = s.y
    s.t("Quadro resumo do IVA", 7.4, True)
    rx = [(42, "l"), (140, "r"), (220, "r"), (270, "l")]
    line(s, rx, ["Taxa", "Incidência", "Valor IVA", "Motivo"], 7, True)
    line(s, rx, ["23%", spc(sub), spc(tax), "Taxa normal"], 7.3)
    y1 = s.y
    s.y = y0
    q_gross, q_disc, q_sub, q_tax, q_tot = kvs(
        s,
        340,
        [
            ("Total Ilíquido", spc(gross) + " €"),
            ("Descontos Comerciais", "-" + spc(disc) + " €"),
            ("Total Líquido", spc(sub) + " €"),
            ("Total IVA", spc(tax) + " €"),
            ("TOTAL (EUR)", spc(total) + " €"),
        ],
        bold_last=True,
        size=8,
    )
    s.y = max(y1, s.y) + 6
    q_ff = s.para(
        f"Desconto financeiro de 2% para pagamento até 2021-10-29: valor a pagar com desconto {spc(ff)} €. "
        "Após a data de vencimento são devidos juros de mora à taxa legal.",
        7.2,
    )
    s.skip(6)
    s.t("IBAN PT50 0035 0417 0002 3918 6420 7 · BIC CGDIPTPL", 7.2)
    s.t("Os bens foram colocados à disposição do adquirente em 2021-10-20, em Leiria.", 7.2, color=GREY)
    s.t("kQ7r-Processado por programa certificado n.º 2731/AT · Página 1 de 1", 6.8, color=GREY)
    check(L, gross=gross, disc=disc, sub=sub, tax=tax, tot=total, ff=ff)
    del q_ff, right
    fields = {
        "invoice_number": F("FT 2021A/1384", 1, q_no),
        "invoice_date": F("2021-10-19", 1, info[0]),
        "due_date": F("2021-11-18", 1, info[1]),
        "vendor_name": F("Cerâmica Vale do Lis, Lda.", 1, q_v),
        "bill_to": F("Hotelaria Atlântico Sul, S.A.", 1, q_b),
        "currency": F("EUR", 1, info[2]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Portuguese fatura, EUR with space grouping and comma decimals, ISO dates. invoice_number is the "
        "document type, series and number (FATURA FT 2021A/1384), not the ATCUD code or the customer or "
        "order numbers. invoice_date is the Data do documento; the order (requisição), loading (data de "
        "carga) and goods-available dates are distractors; due_date is the Data de vencimento. bill_to is "
        "the customer company, not the Local de descarga (building site) or the site manager. Line discounts "
        "make the Total Ilíquido (before discounts) a distractor: subtotal is the Total Líquido after the "
        "commercial discounts (sum), equal to the IVA incidence; tax is Total IVA at 23 %; total is TOTAL "
        "(EUR). The value after a 2 % financial discount for early payment is a distractor. amount_due is "
        "null: no amount beyond the total is printed."
    )
    sums = [
        SUM(
            "Total Ilíquido - Descontos Comerciais = Total Líquido",
            [(1, T("Total Ilíquido", L["gross"], 1, q_gross)), (-1, T("descontos", L["disc"], 1, q_disc))],
            "subtotal",
        )
    ]
    return p, fields, notes, sums


# ===== 3 Swedish conference-hotel faktura over two pages (SEK): "Summa denna sida" carried forward to page 2,
# moms 12 % and 25 %, öresavrundning to whole kronor, Att betala as the only total, OCR and bankgiro numbers
@doc("b32_inv_se_faktura_konferens_oresavrundning", "invoice", "Konferenshotell Siljansvik faktura 71438")
def inv_se():
    L = dict(
        pg1=57391,
        n12=57946,
        n25=46262,
        m12=6953.52,
        m25=11565.5,
        sub=104208,
        tax=18519.02,
        rnd=-0.02,
        tot=122727,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=52, size=7.8)

    def top(pg):
        y0 = s.y
        s.t("Konferenshotell Siljansvik AB", 13, True)
        s.t("Sjövägen 41 · 795 36 Rättvik · 0248-137 20 · bokning@siljansvik-hotell.example", 7.2)
        s.t("Org.nr 556943-2817 · Momsreg.nr SE556943281701 · Innehar F-skattsedel", 7.2, color=GREY)
        y1 = s.y
        s.y = y0
        s.t("FAKTURA", 15, True, x=553, align="r")
        s.t(f"Sida {pg} av 2", 7.2, x=553, align="r", color=GREY)
        s.y = max(y1, s.y) + 2
        s.rule()
        s.skip(4)

    top(1)
    y0 = s.y
    s.t("Fakturaadress", 6.8, True, color=GREY)
    q_b = s.t("Norrlandsgruppen Skog & Energi AB", 8.4, True)
    s.t("c/o Fakturaskanning", 7.8)
    s.t("Box 117", 7.8)
    s.t("831 22 Östersund", 7.8)
    y1 = s.y
    s.y = y0
    info = kvs(
        s,
        330,
        [
            ("Fakturanummer", "71438"),
            ("Fakturadatum", "2022-03-16"),
            ("Förfallodatum", "2022-04-15"),
            ("Kundnummer", "10882"),
            ("Er referens", "Johanna Bergqvist"),
            ("Vår referens", "Mats Ekholm"),
            ("Valuta", "SEK"),
        ],
        size=7.8,
    )
    s.y = max(y1, s.y) + 4
    s.t("Arrangemang: Ledningskonferens 8–10 mars 2022, 14 deltagare, bokning nr B-22-0318", 7.6)
    s.skip(6)
    xs = [(44, "l"), (104, "l"), (372, "r"), (432, "r"), (468, "r"), (551, "r")]
    names = ["Datum", "Beskrivning", "Antal", "À-pris", "Moms", "Belopp exkl. moms"]
    rows1 = [
        ("2022-03-08", "Konferenslokal Storsjön, heldag", 1, "9450.00", 25),
        ("2022-03-08", "Teknikpaket (projektor, mikrofoner, streaming)", 1, "1875.00", 25),
        ("2022-03-08", "Förmiddagskaffe med smörgås", 14, "68.00", 12),
        ("2022-03-08", "Lunch, dagens rätt med dryck", 14, "145.00", 12),
        ("2022-03-08", "Eftermiddagskaffe med bakverk", 14, "54.00", 12),
        ("2022-03-08", "Logi enkelrum med sjöutsikt, natt 1", 14, "1287.50", 12),
        ("2022-03-08", "Trerättersmiddag", 14, "465.00", 12),
        ("2022-03-08", "Vinpaket till middag", 14, "195.00", 25),
        ("2022-03-09", "Konferenslokal Storsjön, heldag", 1, "9450.00", 25),
        ("2022-03-09", "Teknikpaket (projektor, mikrofoner, streaming)", 1, "1875.00", 25),
        ("2022-03-09", "Förmiddagskaffe med smörgås", 14, "68.00", 12),
        ("2022-03-09", "Lunch, dagens rätt med dryck", 14, "145.00", 12),
        ("2022-03-09", "Eftermiddagskaffe med bakverk", 14, "54.00", 12),
    ]
    rows2 = [
        ("2022-03-09", "Guidad skoteraktivitet, 2 timmar", 14, "890.00", 25),
        ("2022-03-09", "Logi enkelrum med sjöutsikt, natt 2", 14, "1287.50", 12),
        ("2022-03-09", "Bastu och badtunna, privat bokning", 1, "2400.00", 25),
        ("2022-03-09", "Grillbuffé i kåtan", 14, "420.00", 12),
        ("2022-03-10", "Konferenslokal Storsjön, halvdag", 1, "5200.00", 25),
        ("2022-03-10", "Lunch, dagens rätt med dryck", 14, "145.00", 12),
        ("2022-03-10", "Parkering, 3 dygn", 6, "137.00", 25),
    ]
    net = {12: D(0), 25: D(0)}

    def draw(rows):
        out = D(0)
        for dt, name, qty, price, rate in rows:
            v = ext(qty, price)
            net[rate] += v
            out += v
            line(s, xs, [dt, name, str(qty), spc(D(price)), f"{rate} %", spc(v)], 7.4, lead=13)
        return out

    head(s, xs, names, 7)
    pg1 = draw(rows1)
    s.rule()
    q_pg1 = s.kv("Summa denna sida (exkl. moms)", spc(pg1) + " kr", bold=True, size=7.8)
    s.t("Fortsättning på nästa sida", 7.2, x=553, align="r", color=GREY)
    s.new_page()
    top(2)
    s.t("Fakturanummer 71438 · Fakturadatum 2022-03-16 · Kundnummer 10882", 7.4, color=GREY)
    s.skip(4)
    head(s, xs, names, 7)
    q_carry = s.kv("Transport från sida 1", spc(pg1) + " kr", size=7.6)
    draw(rows2)
    s.rule()
    sub = net[12] + net[25]
    m12, m25 = pct(net[12], 12), pct(net[25], 25)
    tax = m12 + m25
    total = q(sub + tax, 0)
    rnd = total - (sub + tax)
    s.skip(6)
    q_sub, q_m12, q_m25, q_tax, q_rnd, q_tot = kvs(
        s,
        300,
        [
            ("Summa exkl. moms", spc(sub) + " kr"),
            (f"Moms 12 % på {spc(net[12])}", spc(m12) + " kr"),
            (f"Moms 25 % på {spc(net[25])}", spc(m25) + " kr"),
            ("Summa moms", spc(tax) + " kr"),
            ("Öresavrundning", spc(rnd) + " kr"),
            ("Att betala SEK", spc(total) + " kr"),
        ],
        bold_last=True,
        size=8.2,
    )
    s.skip(10)
    s.t("Betalning till bankgiro 5371-2094. Ange OCR-nummer 7143820 vid betalning.", 7.6, True)
    s.t(
        "Betalningsvillkor 30 dagar netto. Dröjsmålsränta debiteras med 8 % över gällande referensränta.", 7.2
    )
    s.t("Vid frågor om fakturan: ekonomi@siljansvik-hotell.example", 7.2, color=GREY)
    check(L, pg1=pg1, n12=net[12], n25=net[25], m12=m12, m25=m25, sub=sub, tax=tax, rnd=rnd, tot=total)
    fields = {
        "invoice_number": F("71438", 1, info[0]),
        "invoice_date": F("2022-03-16", 1, info[1]),
        "due_date": F("2022-04-15", 1, info[2]),
        "vendor_name": F("Konferenshotell Siljansvik AB", 1, "Konferenshotell Siljansvik AB"),
        "bill_to": F("Norrlandsgruppen Skog & Energi AB", 1, q_b),
        "currency": F("SEK", 1, info[6]),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Swedish hotel conference invoice over two pages, SEK (kr) with space grouping and comma decimals, "
        "ISO dates. invoice_number is the Fakturanummer (not the customer, booking, OCR or bankgiro "
        "numbers); "
        "invoice_date the Fakturadatum, due_date the Förfallodatum; the stay dates of the items are "
        "distractors. bill_to is the invoiced company, not Er referens (a person) or the c/o scanning "
        "address. Page 1 ends with Summa denna sida, which page 2 carries forward (Transport från sida 1, "
        "sum); it is not the subtotal. subtotal is Summa exkl. moms, tax Summa moms (moms 12 % on food and "
        "lodging plus 25 % on the rest, sums); total is Att betala after öresavrundning to whole kronor "
        "(sum). amount_due is null: Att betala is the only final amount and no amount beyond the total is "
        "printed."
    )
    sums = [
        SUM(
            "Summa denna sida (page 1) carried to page 2",
            [(1, T("Summa denna sida", L["pg1"], 1, q_pg1))],
            T("Transport från sida 1", L["pg1"], 2, q_carry),
        ),
        SUM(
            "netto 12 % + netto 25 % = Summa exkl. moms",
            [(1, T("netto 12 %", L["n12"], 2, q_m12)), (1, T("netto 25 %", L["n25"], 2, q_m25))],
            "subtotal",
        ),
        SUM(
            "moms 12 % + moms 25 % = Summa moms",
            [(1, T("moms 12 %", L["m12"], 2, q_m12)), (1, T("moms 25 %", L["m25"], 2, q_m25))],
            "tax",
        ),
        SUM(
            "Summa exkl. moms + Summa moms + Öresavrundning = Att betala",
            [(1, "subtotal"), (1, "tax"), (1, T("Öresavrundning", L["rnd"], 2, q_rnd))],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ===== 4 Austrian Rechnung over two pages (EUR): bill of quantities with Übertrag at the foot of page 1 and
# the top of page 2, 20 % USt, Haftrücklass retention deducted to the Zahlbetrag, Skonto distractor, site vs
# client
@doc(
    "b32_inv_at_rechnung_uebertrag_haftruecklass",
    "invoice",
    "Kärntner Trockenbau & Akustik Rechnung 2023-0318",
)
def inv_at():
    L = dict(
        pg1=80863.47, sub=101437.23, tax=20287.45, tot=121724.68, hr=3651.74, due=118072.94, sk=115711.48
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=52, size=7.8)

    def top(pg):
        s.t("KÄRNTNER TROCKENBAU & AKUSTIK GmbH", 12.5, True)
        s.t("Italiener Straße 62 · 9500 Villach · Tel. +43 4242 318 74 · office@kta-trockenbau.example", 7.2)
        s.t("UID ATU73918264 · FN 481736 k, LG Klagenfurt · IBAN AT48 3940 0000 0417 3826", 7.2, color=GREY)
        s.t(f"Rechnung 2023-0318 · Seite {pg} von 2", 7.2, x=553, align="r", color=GREY)
        s.rule()
        s.skip(4)

    top(1)
    y0 = s.y
    s.t("Rechnungsempfänger", 6.8, True, color=GREY)
    q_b = s.t("Wörthersee Hotelbetriebs GmbH & Co KG", 8.6, True)
    s.t("z. H. Herrn DI Florian Wutte, Projektleitung", 7.8)
    s.t("Hauptstraße 203", 7.8)
    s.t("9210 Pörtschach am Wörther See", 7.8)
    y1 = s.y
    s.y = y0
    s.t("Baustelle", 6.8, True, color=GREY, x=330)
    s.t("Seehotel Pörtschach – Zubau Wellnessbereich", 7.8, x=330)
    s.t("Johannaweg 7, 9210 Pörtschach", 7.8, x=330)
    s.y = max(y1, s.y) + 6
    q_no = s.t("RECHNUNG Nr. 2023-0318", 12, True)
    info = cells(
        s,
        [
            (42, 150, "Rechnungsdatum", "17.04.2023"),
            (150, 290, "Leistungszeitraum", "01.03.2023 – 31.03.2023"),
            (290, 410, "Auftrag vom", "16.01.2023 (AB 23-044)"),
            (410, 553, "Zahlbar bis (ohne Abzug)", "17.05.2023"),
        ],
    )
    xs = [(44, "l"), (88, "l"), (370, "r"), (392, "l"), (470, "r"), (551, "r")]
    names = ["Pos.", "Leistung", "Menge", "ME", "EP €", "GP €"]
    rows1 = [
        ("01.01", "Baustelleneinrichtung, anteilig", "1", "psch", "1840.00"),
        ("02.01", "GK-Ständerwand CW 100, 2-fach beplankt, EI 60", "186.40", "m²", "58.75"),
        ("02.02", "GK-Ständerwand CW 75, Feuchtraumplatte", "142.80", "m²", "52.30"),
        ("02.03", "Vorsatzschale CW 50, 1-fach beplankt", "96.25", "m²", "38.90"),
        ("02.04", "Installationswand für WC-Elemente", "14", "Stk", "212.60"),
        ("02.05", "Zulage Öffnung für Türzarge", "22", "Stk", "86.40"),
        ("02.06", "Zulage UA-Profil für Türen bis 2,13 m", "22", "Stk", "64.15"),
        ("03.01", "Abgehängte GK-Decke, Unterkonstruktion CD 60/27", "312.60", "m²", "44.80"),
        ("03.02", "Akustikdecke Lochplatte 8/18 R, inkl. Vlies", "228.35", "m²", "71.25"),
        ("03.03", "Deckenfries umlaufend, 30 cm breit", "164.00", "lfm", "28.60"),
        ("03.04", "Revisionsöffnung 400 x 400 mm", "18", "Stk", "96.30"),
        ("03.05", "Ausschnitt für Einbauleuchten", "64", "Stk", "18.45"),
        ("04.01", "Spachtelung Q3, Wand- und Deckenflächen", "522.80", "m²", "9.85"),
        ("04.02", "Kantenschutzprofile", "146.00", "lfm", "6.90"),
        ("05.01", "Brandschutzbekleidung Stahlträger F 90", "38.50", "m²", "118.40"),
        ("05.02", "Brandschutzabschottung Kabeltrasse", "12", "Stk", "164.75"),
    ]
    rows2 = [
        ("06.01", "Dampfsauna: Dampfbremse und Zementbauplatte", "42.60", "m²", "96.80"),
        ("06.02", "Ruheraum: Akustiksegel 1200 x 1200 mm", "16", "Stk", "348.50"),
        ("06.03", "Wandabsorber Ruheraum, stoffbespannt", "27.40", "m²", "164.20"),
        ("07.01", "Regiestunden Facharbeiter lt. Rapport", "46", "Std", "58.40"),
        ("07.02", "Regiestunden Helfer lt. Rapport", "38", "Std", "44.60"),
        ("07.03", "Hubarbeitsbühne, Miete inkl. Transport", "6", "Tag", "186.00"),
        ("08.01", "Schuttentsorgung Mischabfall", "9.50", "m³", "92.40"),
    ]
    net = []

    def draw(rows):
        out = D(0)
        for pos, txt, qty, unit, price in rows:
            v = ext(qty, price)
            net.append(v)
            out += v
            qd = D(qty)
            qtxt = dots(qd) if qd != qd.to_integral_value() or "." in qty else qty
            line(s, xs, [pos, txt, qtxt, unit, dots(D(price)), dots(v)], 7.4, lead=13.4)
        return out

    head(s, xs, names, 7)
    pg1 = draw(rows1)
    s.rule()
    q_pg1 = s.kv("Übertrag", dots(pg1), bold=True, size=7.8)
    s.new_page()
    top(2)
    head(s, xs, names, 7)
    q_carry = s.kv("Übertrag von Seite 1", dots(pg1), bold=True, size=7.8)
    draw(rows2)
    s.rule()
    sub = tot(net)
    tax = pct(sub, 20)
    total = sub + tax
    hr = pct(total, 3)
    due = total - hr
    sk = due - pct(due, 2)
    s.skip(6)
    q_sub, q_tax, q_tot, q_hr, q_due = kvs(
        s,
        290,
        [
            ("Summe netto", "€ " + dots(sub)),
            ("zuzüglich 20 % USt", "€ " + dots(tax)),
            ("Rechnungsbetrag brutto", "€ " + dots(total)),
            ("abzüglich 3 % Haftrücklass vom Bruttobetrag", "€ -" + dots(hr)),
            ("Zahlbetrag", "€ " + dots(due)),
        ],
        bold_last=True,
        size=8.2,
    )
    s.skip(10)
    q_sk = s.para(
        f"Zahlungsbedingungen: bei Zahlung bis 27.04.2023 2 % Skonto vom Zahlbetrag (Überweisungsbetrag "
        f"€ {dots(sk)}), sonst zahlbar bis 17.05.2023 ohne Abzug. Der Haftrücklass wird nach Ablauf der "
        f"Gewährleistungsfrist ausbezahlt und kann durch Bankgarantie abgelöst werden.",
        7.4,
    )
    s.t(
        "Die Leistungen wurden lt. Aufmaßblättern Nr. 1 bis 4, von der örtlichen Bauaufsicht geprüft, "
        "erbracht.",
        7.2,
    )
    s.skip(8)
    s.t("Mit freundlichen Grüßen · Ing. Kerstin Pirker, Bauleitung", 7.4)
    check(L, pg1=pg1, sub=sub, tax=tax, tot=total, hr=hr, due=due, sk=sk)
    del q_sk
    fields = {
        "invoice_number": F("2023-0318", 1, q_no),
        "invoice_date": F("2023-04-17", 1, info[0]),
        "due_date": F("2023-05-17", 1, info[3]),
        "vendor_name": F("KÄRNTNER TROCKENBAU & AKUSTIK GmbH", 1, "KÄRNTNER TROCKENBAU & AKUSTIK GmbH"),
        "bill_to": F("Wörthersee Hotelbetriebs GmbH & Co KG", 1, q_b),
        "currency": F("EUR", 2, q_sub),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": F(L["due"], 2, q_due),
    }
    notes = (
        "Austrian construction invoice (Rechnung) over two pages, EUR (€) with dot grouping and comma "
        "decimals, dates dd.mm.yyyy. invoice_number is the Rechnung Nr.; invoice_date the Rechnungsdatum; "
        "the service period, order date and the 2 % Skonto date are distractors; due_date is the Zahlbar bis "
        "(ohne Abzug) date. bill_to is the Rechnungsempfänger (a GmbH & Co KG), not the attention person or "
        "the Baustelle. Page 1 ends with an Übertrag repeated at the top of page 2 (sum); it is not the "
        "subtotal. subtotal is Summe netto, tax the 20 % USt, total the Rechnungsbetrag brutto. A 3 % "
        "Haftrücklass (retention) is deducted to the Zahlbetrag, the amount_due (sum); the Skonto amount "
        "is a distractor."
    )
    sums = [
        SUM(
            "Übertrag page 1 carried to page 2",
            [(1, T("Übertrag", L["pg1"], 1, q_pg1))],
            T("Übertrag von Seite 1", L["pg1"], 2, q_carry),
        ),
        SUM(
            "Rechnungsbetrag brutto - Haftrücklass = Zahlbetrag",
            [(1, "total"), (-1, T("Haftrücklass", L["hr"], 2, q_hr))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 5 UK subcontractor VAT invoice / application for payment (GBP): cumulative valuation less retention
# and previous applications, domestic reverse charge with VAT charged at 0.00 and a "for information" VAT
# figure, CIS deduction on labour to the amount payable, ordinal dates, site vs customer
@doc(
    "b32_inv_uk_application_reverse_charge_cis", "invoice", "Pennine Drylining & Partitions invoice PDP-0472"
)
def inv_uk():
    L = dict(
        gv=96418.5,
        ret=2892.56,
        nv=93525.94,
        prev=61287.4,
        sub=32238.54,
        lab=19874.2,
        mat=12364.34,
        rc=6447.71,
        tax=0,
        tot=32238.54,
        cis=3974.84,
        due=28263.7,
    )
    p = Pdf(**LETTER)
    s = Sheet(p, x=50, xr=562, top=56, size=8.4)
    y0 = s.y
    q_v = s.t("Pennine Drylining & Partitions Ltd", 14, True)
    s.t("Unit 7, Shaw Lodge Mills, Halifax, West Yorkshire HX3 9ET", 8)
    s.t(
        "VAT Reg No. GB 318 4420 71 | Company No. 10748263 | accounts@pennine-drylining.example",
        7.6,
        color=GREY,
    )
    y1 = s.y
    s.y = y0
    s.t("VAT INVOICE", 15, True, x=562, align="r")
    s.t("Application for Payment No. 3", 8.4, x=562, align="r")
    s.y = max(y1, s.y) + 4
    s.rule()
    s.skip(6)
    y0 = s.y
    s.t("Invoice to:", 7.4, True, color=GREY)
    q_b = s.t("Calderbrook Construction Ltd", 9.4, True)
    s.t("Ryburn House, 14 Wharf Street", 8.2)
    s.t("Sowerby Bridge HX6 2AF", 8.2)
    s.t("FAO: Darren Whitworth, Quantity Surveyor", 8.2)
    y1 = s.y
    s.y = y0
    info = kvs(
        s,
        340,
        [
            ("Invoice number", "PDP-0472"),
            ("Invoice date / tax point", "14th June 2021"),
            ("Valuation date", "31st May 2021"),
            ("Your order / subcontract ref.", "CC/HMY/SC-018"),
            ("Payment due", "14th July 2021"),
        ],
        size=8.2,
    )
    s.y = max(y1, s.y) + 4
    s.t("Site: Holme Mill Yard (Plots 4-9), Holme Street, Hebden Bridge HX7 8AD", 8.2)
    s.t("Works: metal stud partitions, MF ceilings and fire-stopping to Plots 4-9", 8.2, color=GREY)
    s.skip(8)
    gv = D("96418.50")
    ret = pct(gv, 3)
    nv = gv - ret
    prev = D("61287.40")
    sub = nv - prev
    lab = D("19874.20")
    mat = sub - lab
    rc = pct(sub, 20)
    cis = pct(lab, 20)
    total = sub
    due = total - cis
    s.t("VALUATION", 9, True)
    s.rule()
    s.skip(2)
    kx = 380
    q_gv, q_ret, q_nv, q_prev, q_sub = kvs(
        s,
        kx - 320,
        [
            ("Gross value of works completed to date (contract sum £148,615.00)", "£" + com(gv)),
            ("Less retention at 3%", "(£" + com(ret) + ")"),
            ("Net valuation to date", "£" + com(nv)),
            ("Less previously invoiced (Applications 1 and 2)", "(£" + com(prev) + ")"),
            ("Net amount of this invoice", "£" + com(sub)),
        ],
        bold_last=True,
        size=8.4,
    )
    s.skip(4)
    q_lab, q_mat = kvs(
        s,
        kx - 300,
        [
            ("of which labour (CIS applicable)", "£" + com(lab)),
            ("of which materials", "£" + com(mat)),
        ],
        size=8,
    )
    s.skip(8)
    s.t("VAT AND PAYMENT", 9, True)
    s.rule()
    s.skip(2)
    q_tax, q_tot, q_cis, q_due = kvs(
        s,
        kx - 320,
        [
            ("VAT @ 20%", "£0.00"),
            ("Invoice total", "£" + com(total)),
            ("Less CIS deduction at 20% of labour", "(£" + com(cis) + ")"),
            ("Amount payable", "£" + com(due)),
        ],
        bold_last=True,
        size=8.4,
    )
    s.skip(8)
    q_rc = s.para(
        "Reverse charge: customer to account to HMRC for the VAT (domestic reverse charge for building and "
        f"construction services). VAT for information only: £{com(rc)} at 20%. All amounts are in pounds "
        "sterling (GBP).",
        8,
    )
    s.para(
        "CIS: the deduction is made by the contractor from the labour element and must be shown on the "
        "monthly payment and deduction statement. Subcontractor UTR 4183 07296 (net payment status).",
        8,
    )
    s.skip(6)
    s.t("Bank: Calder Valley Bank plc | Sort code 40-18-27 | Account 61839204 | Ref PDP-0472", 8)
    s.t("Retention held to date is released half at practical completion and half after defects period.", 7.6)
    check(
        L,
        gv=gv,
        ret=ret,
        nv=nv,
        prev=prev,
        sub=sub,
        lab=lab,
        mat=mat,
        rc=rc,
        tax=0,
        tot=total,
        cis=cis,
        due=due,
    )
    fields = {
        "invoice_number": F("PDP-0472", 1, info[0]),
        "invoice_date": F("2021-06-14", 1, info[1]),
        "due_date": F("2021-07-14", 1, info[4]),
        "vendor_name": F("Pennine Drylining & Partitions Ltd", 1, q_v),
        "bill_to": F("Calderbrook Construction Ltd", 1, q_b),
        "currency": F("GBP", 1, q_rc[-1]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "UK subcontractor VAT invoice that is also Application for Payment No. 3, GBP (£), ordinal dates "
        "(14th June 2021). invoice_number is the Invoice number (not the application number or the "
        "subcontract reference); invoice_date the invoice date / tax point; the valuation date is a "
        "distractor; due_date the Payment due date. bill_to is the contractor invoiced, not the FAO person "
        "or the site. The cumulative gross valuation, the retention, the net valuation and the previously "
        "invoiced amount are distractors that lead to the Net amount of this invoice, the subtotal (sums); "
        "the contract sum is a distractor too. Under the domestic reverse charge VAT is printed as £0.00, so "
        "tax is 0 (the VAT figure given for information only is not the tax) and the Invoice total equals "
        "the subtotal. The CIS deduction on the labour element is not tax; the Amount payable after it is "
        "the amount_due (sum)."
    )
    sums = [
        SUM(
            "gross valuation - retention - previously invoiced = this invoice",
            [
                (1, T("gross value to date", L["gv"], 1, q_gv)),
                (-1, T("retention 3%", L["ret"], 1, q_ret)),
                (-1, T("previously invoiced", L["prev"], 1, q_prev)),
            ],
            "subtotal",
        ),
        SUM(
            "net valuation to date - previously invoiced = this invoice",
            [(1, T("net valuation", L["nv"], 1, q_nv)), (-1, T("previously invoiced", L["prev"], 1, q_prev))],
            "subtotal",
        ),
        SUM(
            "labour + materials = net amount of this invoice",
            [(1, T("labour", L["lab"], 1, q_lab)), (1, T("materials", L["mat"], 1, q_mat))],
            "subtotal",
        ),
        SUM(
            "Invoice total - CIS deduction = Amount payable",
            [(1, "total"), (-1, T("CIS deduction", L["cis"], 1, q_cis))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 6 Indian GST tax invoice in the accounting-software layout (INR, Indian grouping, d-Mon-yy): Buyer
# (Bill to) vs Consignee (Ship to), CGST 9 % + SGST 9 % rows and Round Off inside the item table, HSN
# summary with the taxable value and total tax, amount in words, IRN and acknowledgement date, terms only
# (no due date)
@doc("b32_inv_in_gst_tax_invoice_round_off", "invoice", "Shree Narmada Polymers tax invoice SNP/21-22/0817")
def inv_in():
    L = dict(sub=513106.29, cgst=46179.57, sgst=46179.57, tax=92359.14, rnd=-0.43, tot=605465)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=44, size=7.6)
    s.t("Tax Invoice", 11, True, align="c")
    s.t("(ORIGINAL FOR RECIPIENT)", 6.8, x=555, align="r", color=GREY)
    s.t("e-Invoice · IRN: 4f7a0c93e2b1d86a5c3f09e7b24d18a6c5e3f7092b4d1a8e6c3f5b0927d4e1a8c", 6.6, color=GREY)
    s.t("Ack No. : 162117493820564 · Ack Date : 7-Sep-21", 6.6, color=GREY)
    s.skip(2)
    s.rule()
    y0 = s.y
    q_v = s.t("Shree Narmada Polymers Pvt. Ltd.", 9, True)
    s.t("Plot 118/B, GIDC Estate, Makarpura, Vadodara - 390010", 7.4)
    s.t("GSTIN/UIN: 24AAKCS7318M1Z4 · State Name : Gujarat, Code : 24", 7.4)
    s.t("E-Mail : accounts@narmadapolymers.example", 7.4)
    y1 = s.y
    s.y = y0
    gx = [(300, "l"), (430, "l")]
    info = []
    for a, b in [
        (("Invoice No.", "SNP/21-22/0817"), ("Dated", "7-Sep-21")),
        (("Delivery Note", "DN-0817"), ("Mode/Terms of Payment", "45 Days")),
        (("Buyer's Order No.", "KAP/PO/2021/144"), ("Dated", "28-Aug-21")),
        (("Dispatch Doc No.", "LR 55819"), ("Dispatched through", "Sardar Roadlines")),
        (("Destination", "Sanand"), ("Terms of Delivery", "Door delivery")),
    ]:
        s.row([(gx[0][0], a[0]), (gx[1][0], b[0])], 6.4, lead=8.2)
        info.append(s.row([(gx[0][0], a[1]), (gx[1][0], b[1])], 7.6, True, lead=11))
    s.y = max(y1, s.y) + 2
    s.p.line(296, y0 - 10, 296, s.y - 10, 0.4)
    s.rule()
    y0 = s.y
    s.t("Consignee (Ship to)", 6.6, color=GREY)
    s.t("Rasik Cold Storage & Logistics", 8.2, True)
    s.t("Survey No. 412, Sanand GIDC Phase II, Sanand - 382110", 7.2)
    s.t("State Name : Gujarat, Code : 24", 7.2)
    y1 = s.y
    s.y = y0
    keep = s.x
    s.x = 300
    s.t("Buyer (Bill to)", 6.6, color=GREY)
    q_b = s.t("Konkan Agro Packaging LLP", 8.2, True)
    s.t("17, Shivranjani Complex, Satellite Road, Ahmedabad - 380015", 7.2)
    s.t("GSTIN/UIN : 24AAQFK3186L1Z9 · State Name : Gujarat, Code : 24", 7.2)
    s.x = keep
    s.y = max(y1, s.y)
    s.rule()
    xs = [(42, "l"), (60, "l"), (300, "l"), (380, "r"), (440, "r"), (450, "l"), (553, "r")]
    head(s, xs, ["Sl", "Description of Goods", "HSN/SAC", "Quantity", "Rate", "per", "Amount"], 7)
    rows = [
        ("Multilayer Barrier Film, 7-Layer, 90 mic", "3920", "1,284.600 kg", "1284.600", "212.75", "kg"),
        ("Stand-up Pouch with Zipper, 250 g, printed", "3923", "48,000 Nos", "48000", "2.46", "Nos"),
        ("Shrink Sleeve Label, PVC 50 mic", "3920", "312.400 kg", "312.400", "286.10", "kg"),
        ("Cylinder Making Charges (new design)", "998912", "6 Nos", "6", "4250.00", "Nos"),
    ]
    net = D(0)
    hsn = {}
    for i, (name, code, qtxt, qty, rate, per) in enumerate(rows, 1):
        v = ext(qty, rate)
        net += v
        hsn[code] = hsn.get(code, D(0)) + v
        line(s, xs, [str(i), name, code, qtxt, fmt(D(rate), ",", ".", 2), per, fmt(v, ",", ".", 2)], 7.4)
    frt = D("6850.00")
    net += frt
    hsn["996511"] = frt
    line(s, xs, ["5", "Freight Charges", "996511", "", "", "", fmt(frt, ",", ".", 2)], 7.4)
    cgst = pct(net, 9)
    sgst = pct(net, 9)
    tax = cgst + sgst
    total = q(net + tax, 0)
    rnd = total - (net + tax)
    q_cg = line(s, xs, ["", "Output CGST @ 9%", "", "", "9", "%", fmt(cgst, ",", ".", 2)], 7.4, True)
    q_sg = line(s, xs, ["", "Output SGST @ 9%", "", "", "9", "%", fmt(sgst, ",", ".", 2)], 7.4, True)
    q_rnd = line(s, xs, ["", "Round Off", "", "", "", "", fmt(rnd, ",", ".", 2)], 7.4)
    s.rule()
    from pdfkit import IN

    q_tot = line(s, xs, ["", "Total", "", "", "", "", "₹ " + IN(total)], 8, True)
    s.t("Amount Chargeable (in words)", 6.6, color=GREY)
    s.t(f"INR {words_en_in(int(total))} Only", 7.8, True)
    s.skip(4)
    hx = [(42, "l"), (165, "r"), (215, "r"), (290, "r"), (340, "r"), (415, "r"), (553, "r")]
    head(
        s,
        hx,
        ["HSN/SAC", "Taxable Value", "CGST Rate", "Amount", "SGST Rate", "Amount", "Total Tax Amount"],
        6.8,
    )
    for code, v in hsn.items():
        c = pct(v, 9)
        line(s, hx, [code, IN(v), "9%", IN(c), "9%", IN(c), IN(c + c)], 7.2, lead=11)
    s.rule()
    q_hsn = line(s, hx, ["Total", IN(net), "", IN(cgst), "", IN(sgst), IN(tax)], 7.4, True)
    paise = int((tax - int(tax)) * 100)
    tw = f"Tax Amount (in words) : INR {words_en_in(int(tax))}" + (
        f" and {_en99(paise)} paise" if paise else ""
    )
    q_tw = s.t(tw + " Only", 7.4)
    s.skip(6)
    s.t("Company's Bank Details: Narmada Urban Co-op Bank · A/c No. 041820017395 · IFS Code NUCB0000418", 7)
    s.t(
        "Declaration: We declare that this invoice shows the actual price of the goods "
        "described and that all",
        7,
    )
    s.t(
        "particulars are true and correct. Interest @ 18% p.a. will be charged on bills unpaid after due "
        "date.",
        7,
    )
    s.skip(4)
    s.t("for Shree Narmada Polymers Pvt. Ltd.", 7.6, True, x=555, align="r")
    s.skip(10)
    s.t("Authorised Signatory", 7.2, x=555, align="r")
    s.t("SUBJECT TO VADODARA JURISDICTION · This is a Computer Generated Invoice", 6.6, align="c", color=GREY)
    same(L["sub"], net, "sub")
    check(L, cgst=cgst, sgst=sgst, tax=tax, rnd=rnd, tot=total)
    del q_tw
    fields = {
        "invoice_number": F("SNP/21-22/0817", 1, info[0]),
        "invoice_date": F("2021-09-07", 1, info[0]),
        "due_date": NULL(),
        "vendor_name": F("Shree Narmada Polymers Pvt. Ltd.", 1, q_v),
        "bill_to": F("Konkan Agro Packaging LLP", 1, q_b),
        "currency": F("INR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_hsn),
        "tax": F(L["tax"], 1, q_hsn),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Indian GST tax invoice in the usual accounting-software layout, INR (₹) with Indian digit grouping, "
        "dates d-Mon-yy. invoice_number is the Invoice No. (not the IRN, Ack No., delivery note, order or "
        "dispatch numbers); invoice_date the Dated next to it (the buyer's order date is a distractor; the "
        "acknowledgement date is the same day). bill_to is the Buyer (Bill to), not the Consignee (Ship to). "
        "CGST 9 % and SGST 9 % rows and a Round Off row sit inside the item table; subtotal is the taxable "
        "value in the HSN summary's Total row (it includes the freight line), tax the Total Tax Amount of "
        "that "
        "row (sum of CGST and SGST), total the table's Total after rounding to the rupee (sum). due_date and "
        "amount_due are null: only payment terms (45 Days) are printed and no amount beyond the total."
    )
    sums = [
        SUM(
            "CGST + SGST = Total Tax Amount",
            [(1, T("Output CGST", L["cgst"], 1, q_cg)), (1, T("Output SGST", L["sgst"], 1, q_sg))],
            "tax",
        ),
        SUM(
            "taxable value + tax + Round Off = Total",
            [(1, "subtotal"), (1, "tax"), (1, T("Round Off", L["rnd"], 1, q_rnd))],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ===== 7 Japanese seikyūsho (JPY) with the running-balance box: previous invoice, payment received, balance
# carried forward, this period's purchases and the amount now billed; 10 % and reduced 8 % rates (qualified
# invoice with registration number), closing date vs payment deadline, 御中 company vs 様 person
@doc("b32_inv_jp_seikyusho_kurikoshi", "invoice", "有限会社 鶴見製菓資材 請求書 2301-0447")
def inv_jp():
    L = dict(
        prev=418660,
        paid=309720,
        carry=108940,
        n10=72720,
        t10=7272,
        n8=235728,
        t8=18858,
        sub=308448,
        tax=26130,
        tot=334578,
        due=443518,
    )
    p = Pdf(face="jp", **A4)
    s = Sheet(p, x=42, xr=553, top=56, size=8)
    s.t("請 求 書", 18, align="c")
    s.skip(6)
    y0 = s.y
    q_b = s.t("株式会社 湘南ベーカリーファクトリー 御中", 11)
    q_b += " " + s.t("〒251-0052 神奈川県藤沢市藤沢2-8-14", 7.8)
    s.t("購買部 森田 様", 7.8)
    s.skip(4)
    s.t("下記のとおりご請求申し上げます。", 8)
    y1 = s.y
    s.y = y0
    info = kvs(s, 350, [("請求日", "2023年1月31日"), ("請求書番号", "No. 2301-0447")], size=7.8)
    keep = s.x
    s.x = 350
    q_v = s.t("有限会社 鶴見製菓資材", 10)
    q_v += " " + s.t("〒230-0051 神奈川県横浜市鶴見区鶴見中央4-17-9", 7.2)
    s.t("TEL 045-502-7183 担当: 大西", 7.2)
    s.t("登録番号 T3020002048716", 7.2)
    s.x = keep
    s.y = max(y1, s.y) + 8

    rows = [
        ("1/6", "製菓用チョコレート ビター 5kg ※", "6", "袋", "9852", 8),
        ("1/6", "強力小麦粉 25kg ※", "12", "袋", "6218", 8),
        ("1/13", "無塩バター 450g ※", "40", "個", "921", 8),
        ("1/13", "ケーキ箱 6号 白", "800", "枚", "47", 10),
        ("1/20", "OPP袋 テープ付 100×150", "6200", "枚", "3.7", 10),
        ("1/20", "グラシン紙カップ 7F", "3150", "枚", "2.4", 10),
        ("1/27", "アーモンドプードル 1kg ※", "15", "袋", "2386", 8),
        ("1/27", "グラニュー糖 20kg ※", "5", "袋", "5874", 8),
        ("1/27", "配送料 1月分", "1", "式", "4620", 10),
    ]
    net = {10: D(0), 8: D(0)}
    lines_ = []
    for dt, name, qty, unit, price, rate in rows:
        v = ext(qty, price)
        net[rate] += v
        lines_.append((dt, name, qty, unit, price, v, rate))
    tx = {r: (n * r / 100).to_integral_value(rounding="ROUND_DOWN") for r, n in net.items()}
    sub = net[10] + net[8]
    tax = tx[10] + tx[8]
    total = sub + tax
    prev, paid = D(418660), D(309720)
    carry = prev - paid
    due = carry + total

    def yen(x):
        return "¥" + fmt(x, ",", ".", 0)

    bx = [(42, 144), (144, 246), (246, 348), (348, 450), (450, 553)]
    caps = ["前回御請求額", "御入金額", "差引繰越額", "今回御買上額(税込)", "今回御請求額"]
    vals = [yen(prev), yen(paid), yen(carry), yen(total), yen(due)]
    y = s.y - 8
    for (x0, x1), c in zip(bx, caps, strict=True):
        s.p.rect(x0, y, x1, y + 16, 0.5, fill=(0.9, 0.9, 0.9))
        s.p.text((x0 + x1) / 2, y + 11, c, 7.2, align="c")
    for (x0, x1), v in zip(bx, vals, strict=True):
        s.p.rect(x0, y + 16, x1, y + 36, 0.5)
        s.p.text(x1 - 5, y + 31, v, 9, align="r")
    q_box = " ".join(caps) + " " + " ".join(vals)
    s.y = y + 36 + 16
    q_pay = s.t("お支払期限: 2023年2月28日 (締日: 毎月末日 / 翌月末日払い)", 8)
    s.skip(4)
    xs = [(44, "l"), (84, "l"), (330, "r"), (345, "l"), (420, "r"), (500, "r"), (551, "r")]
    head(s, xs, ["日付", "品名", "数量", "単位", "単価", "金額", "税率"], 7.4)
    for dt, name, qty, unit, price, v, rate in lines_:
        pr = D(price)
        ptxt = fmt(pr, ",", ".", 0 if pr == pr.to_integral_value() else 1)
        line(
            s,
            xs,
            [dt, name, fmt(D(qty), ",", ".", 0), unit, ptxt, fmt(v, ",", ".", 0), f"{rate}%"],
            7.6,
            lead=14,
        )
    s.rule()
    s.t("※は軽減税率(8%)対象商品です。", 7.2)
    s.skip(4)
    y0 = s.y
    rx = [(44, "l"), (170, "r"), (250, "r")]
    line(s, rx, ["税率区分", "税抜金額", "消費税額"], 7.2, True)
    q_r10 = line(s, rx, ["10%対象", yen(net[10]), yen(tx[10])], 7.6)
    q_r8 = line(s, rx, ["8%対象(軽減税率)", yen(net[8]), yen(tx[8])], 7.6)
    y1 = s.y
    s.y = y0
    q_sub, q_tax, q_tot = kvs(
        s, 340, [("小計(税抜)", yen(sub)), ("消費税", yen(tax)), ("合計(税込)", yen(total))], size=8.6
    )
    s.y = max(y1, s.y) + 10
    s.t("お振込先: 横浜みなと銀行 鶴見支店 普通 4718203 ユ)ツルミセイカシザイ", 7.6)
    s.t("※振込手数料は貴社にてご負担くださいますようお願い申し上げます。", 7.2, color=GREY)
    check(
        L,
        prev=prev,
        paid=paid,
        carry=carry,
        n10=net[10],
        t10=tx[10],
        n8=net[8],
        t8=tx[8],
        sub=sub,
        tax=tax,
        tot=total,
        due=due,
    )
    fields = {
        "invoice_number": F("2301-0447", 1, info[1]),
        "invoice_date": F("2023-01-31", 1, info[0]),
        "due_date": F("2023-02-28", 1, q_pay),
        "vendor_name": F("有限会社 鶴見製菓資材", 1, q_v),
        "bill_to": F("株式会社 湘南ベーカリーファクトリー", 1, q_b),
        "currency": F("JPY", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_box),
    }
    notes = (
        "Japanese monthly invoice (請求書), JPY (¥) without decimals, dates in the 2023年1月31日 form. "
        "invoice_number is the 請求書番号, not the qualified-invoice registration number (登録番号). "
        "invoice_date is the 請求日 (the monthly closing date); the delivery days in the item list are "
        "distractors; due_date is the お支払期限. vendor_name is the issuing yūgen kaisha; bill_to the "
        "company "
        "addressed with 御中, not the purchasing person (様). Items carry 10 % or the reduced 8 % rate with "
        "a "
        "summary by rate (sums, tax rounded down per rate). subtotal is 小計(税抜), tax 消費税, total "
        "合計(税込), which is also the box's 今回御買上額. The running-balance box adds the previous invoice "
        "less the payment received (差引繰越額, carried forward) to this period's purchases: the "
        "今回御請求額 "
        "is the amount_due (sums); the previous invoice and payment are distractors."
    )
    sums = [
        SUM(
            "10 % base + 8 % base = 小計(税抜)",
            [(1, T("10%対象", L["n10"], 1, q_r10)), (1, T("8%対象", L["n8"], 1, q_r8))],
            "subtotal",
        ),
        SUM(
            "10 % tax + 8 % tax = 消費税",
            [(1, T("消費税 10%", L["t10"], 1, q_r10)), (1, T("消費税 8%", L["t8"], 1, q_r8))],
            "tax",
        ),
        SUM(
            "前回御請求額 - 御入金額 = 差引繰越額",
            [(1, T("前回御請求額", L["prev"], 1, q_box)), (-1, T("御入金額", L["paid"], 1, q_box))],
            T("差引繰越額", L["carry"], 1, q_box),
        ),
        SUM(
            "差引繰越額 + 今回御買上額 = 今回御請求額",
            [(1, T("差引繰越額", L["carry"], 1, q_box)), (1, "total")],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 8 South African tax invoice (ZAR, "R 12 345.67", yyyy/mm/dd): trust as customer vs farm site and
# attention person, VAT 15 %, Total Inclusive as the total, an account-ageing box whose balance includes
# older invoices
@doc(
    "b32_inv_za_tax_invoice_account_ageing", "invoice", "Karoo Borehole & Pump Services tax invoice IN013872"
)
def inv_za():
    L = dict(sub=39689.75, tax=5953.46, tot=45643.21, d30=4318.5, acct=49961.71)
    p = Pdf(**A4)
    s = Sheet(p, x=42, xr=553, top=54, size=8.2)

    def r(x):
        return "R " + fmt(x, " ", ".", 2)

    y0 = s.y
    q_v = s.t("Karoo Borehole & Pump Services (Pty) Ltd", 13, True)
    s.t("14 Church Street, Graaff-Reinet, 6280 | Tel 049 891 0374", 7.8)
    s.t("Reg. No. 2019/318274/07 | VAT No. 4710283916", 7.8, color=GREY)
    y1 = s.y
    s.y = y0
    s.t("TAX INVOICE", 15, True, x=553, align="r")
    s.y = max(y1, s.y) + 4
    s.rule()
    s.skip(4)
    y0 = s.y
    s.t("Customer", 7, True, color=GREY)
    q_b = s.t("Sneeuberg Boerdery Trust", 9, True)
    s.t("PO Box 87, Nieu-Bethesda, 6286", 8)
    s.t("Customer VAT No. 4180327659", 8)
    s.t("Attn: Mr J. P. Oosthuizen", 8)
    y1 = s.y
    s.y = y0
    info = kvs(
        s,
        330,
        [
            ("Invoice No.", "IN013872"),
            ("Date", "2020/08/26"),
            ("Account No.", "SNE004"),
            ("Order No.", "Verbal - J. P. Oosthuizen"),
            ("Due Date", "2020/09/25"),
        ],
        size=8,
    )
    s.y = max(y1, s.y) + 4
    s.t("Site: Farm Doornkloof No. 114, Nieu-Bethesda district (borehole BH2, job card JC-2208)", 8)
    s.t("All amounts in South African Rand (ZAR)", 7.6, color=GREY)
    q_cur = "All amounts in South African Rand (ZAR)"
    s.skip(6)
    xs = [(44, "l"), (330, "r"), (352, "l"), (440, "r"), (551, "r")]
    head(s, xs, ["Description", "Qty", "Unit", "Unit Price (excl.)", "Amount (excl.)"], 7.2)
    rows = [
        ("Submersible borehole pump 4 in, 1.1 kW, with control box", "1", "ea", "18460.00"),
        ("Drop cable 4 mm sq, 3-core flat", "96", "m", "61.35"),
        ("HDPE pipe 40 mm class 10", "90", "m", "48.20"),
        ("Pump installation and pipe pull, team of three", "7.5", "hr", "685.00"),
        ("Travel Graaff-Reinet to site and return", "168", "km", "7.90"),
        ("Yield test, 4 hours, with report", "1", "ea", "3250.00"),
        ("Stainless steel safety rope and clamps", "1", "set", "1287.45"),
    ]
    sub = D(0)
    for name, qty, unit, price in rows:
        v = ext(qty, price)
        sub += v
        line(s, xs, [name, qty, unit, r(D(price)), r(v)], 7.8, lead=13)
    s.rule()
    tax = pct(sub, 15)
    total = sub + tax
    s.skip(4)
    q_sub, q_tax, q_tot = kvs(
        s,
        330,
        [("Total Exclusive", r(sub)), ("Total VAT (15%)", r(tax)), ("Total Inclusive", r(total))],
        bold_last=True,
        size=8.6,
    )
    s.skip(14)
    s.t("ACCOUNT AGEING (all open invoices on account SNE004, after this invoice)", 7.6, True)
    d30 = D("4318.50")
    acct = total + d30
    ax = [(44, "l"), (170, "r"), (270, "r"), (370, "r"), (460, "r"), (551, "r")]
    line(s, ax, ["", "Current", "30 Days", "60 Days", "90 Days+", "Account Total"], 7.4, True)
    q_age = line(s, ax, ["Balance", r(total), r(d30), r(0), r(0), r(acct)], 7.8)
    s.skip(10)
    s.t("Banking details: First Karoo Bank | Branch code 250917 | Account 62418830917 | Ref IN013872", 7.8)
    s.t("Goods remain the property of Karoo Borehole & Pump Services (Pty) Ltd until paid in full.", 7.4)
    s.t("Interest at 2% per month may be charged on overdue accounts.", 7.4, color=GREY)
    check(L, sub=sub, tax=tax, tot=total, d30=d30, acct=acct)
    fields = {
        "invoice_number": F("IN013872", 1, info[0]),
        "invoice_date": F("2020-08-26", 1, info[1]),
        "due_date": F("2020-09-25", 1, info[4]),
        "vendor_name": F("Karoo Borehole & Pump Services (Pty) Ltd", 1, q_v),
        "bill_to": F("Sneeuberg Boerdery Trust", 1, q_b),
        "currency": F("ZAR", 1, q_cur),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "South African tax invoice, ZAR printed as R with space grouping and dot decimals, dates yyyy/mm/dd. "
        "invoice_number is the Invoice No. (not the account, order, VAT or registration numbers); "
        "invoice_date the Date, due_date the Due Date. bill_to is the customer trust, not the attention "
        "person or the farm site. subtotal is Total Exclusive, tax Total VAT (15%), total Total Inclusive. "
        "The account-ageing box lists all open invoices on the account: its Current column repeats this "
        "invoice's total and its Account Total adds an older 30-day balance (sum); it is not this invoice's "
        "amount due, so amount_due is null: no amount beyond the total is printed for this invoice."
    )
    sums = [
        SUM(
            "Current + 30 Days = Account Total (ageing box)",
            [(1, "total"), (1, T("30 Days", L["d30"], 1, q_age))],
            T("Account Total", L["acct"], 1, q_age),
        )
    ]
    return p, fields, notes, sums


# ===== 9 Romanian factură (RON as lei, dot grouping, dd.mm.yyyy): series and number, TVA 19 %, a negative
# line reversing an advance invoice (stornare avans) inside the invoice so the totals are after the
# reversal, delivery address and delegate, shipping notice date
@doc("b32_inv_ro_factura_stornare_avans", "invoice", "Transilvania Mobilier Ergonomic factura TME 0002817")
def inv_ro():
    L = dict(goods=126444.6, adv=31486, sub=94958.6, tax=18042.13, tot=113000.73)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=50, size=7.8)
    y0 = s.y
    s.t("Furnizor", 6.8, True, color=GREY)
    q_v = s.t("TRANSILVANIA MOBILIER ERGONOMIC S.R.L.", 9.4, True)
    s.t("Nr. ord. reg. com.: J12/3184/2019", 7.2)
    s.t("CIF: RO41827306 · Capital social: 45.000 lei", 7.2)
    s.t("Sediul: Str. Fabricii de Zahăr nr. 57, Cluj-Napoca, jud. Cluj", 7.2)
    s.t("IBAN: RO49 BTRL 0130 1202 8417 3600 · Banca Transilvania", 7.2)
    y1 = s.y
    s.y = y0
    keep = s.x
    s.x = 330
    s.t("Cumpărător", 6.8, True, color=GREY)
    q_b = s.t("ORIZONT SOFTWARE HUB S.A.", 9.4, True)
    s.t("Nr. ord. reg. com.: J08/1129/2020", 7.2)
    s.t("CIF: RO38174620", 7.2)
    s.t("Sediul: Str. Lungă nr. 148, Brașov, jud. Brașov", 7.2)
    s.t("Adresa de livrare: Str. Turnului nr. 5, et. 4, Brașov", 7.2)
    s.x = keep
    s.y = max(y1, s.y) + 8
    s.t("FACTURĂ", 16, True, align="c")
    info = [
        s.t("Seria TME nr. 0002817", 9, True, align="c"),
        s.t("Data (ziua, luna, anul): 12.05.2021", 8, align="c"),
        s.t("Data scadenței: 11.06.2021 · Cota TVA: 19% · Moneda: RON", 8, align="c"),
    ]
    s.t(
        "Aviz de însoțire a mărfii nr. 1187 din 10.05.2021 · Comanda nr. OSH-2021-0419",
        7.2,
        align="c",
        color=GREY,
    )
    s.skip(6)
    xs = [(42, "l"), (60, "l"), (300, "l"), (352, "r"), (420, "r"), (490, "r"), (553, "r")]
    head(
        s,
        xs,
        ["Nr.", "Denumirea produselor sau a serviciilor", "U.M.", "Cant.", "Preț unitar", "Valoarea", "TVA"],
        6.8,
    )
    line(s, xs, ["0", "1", "2", "3", "4", "5 (3x4)", "6"], 6.4, lead=10)
    rows = [
        ("Scaun ergonomic ErgoPro, mecanism sincron", "buc", "36", "1184.00"),
        ("Birou reglabil electric 160x80, dublu motor", "buc", "24", "2376.50"),
        ("Panou fonoabsorbant de birou 160x60", "buc", "24", "318.40"),
        ("Dulap metalic cu uși glisante 120x45x198", "buc", "6", "1642.00"),
        ("Lampă de birou LED cu braț articulat", "buc", "30", "214.70"),
        ("Montaj și transport Cluj-Napoca - Brașov", "serv", "1", "2850.00"),
    ]
    goods = D(0)
    for i, (name, unit, qty, price) in enumerate(rows, 1):
        v = ext(qty, price)
        goods += v
        line(s, xs, [str(i), name, unit, qty, dots(D(price)), dots(v), dots(pct(v, 19))], 7.4)
    adv = D("31486.00")
    line(
        s,
        xs,
        [
            str(len(rows) + 1),
            "Stornare avans cf. factura TME 0002764 din 02.04.2021",
            "buc",
            "-1",
            dots(adv),
            "-" + dots(adv),
            "-" + dots(pct(adv, 19)),
        ],
        7.4,
    )
    s.rule()
    sub = goods - adv
    tax = pct(sub, 19)
    total = sub + tax
    q_row = line(s, xs, ["", "Total", "", "", "", dots(sub), dots(tax)], 7.8, True)
    s.skip(2)
    q_g, q_a = kvs(
        s,
        60,
        [
            ("din care: valoare produse și servicii livrate", dots(goods) + " lei"),
            ("din care: stornare avans (factura TME 0002764)", "-" + dots(adv) + " lei"),
        ],
        size=7.4,
        xr=330,
    )
    s.skip(4)
    q_tot = s.kv("Total de plată (col. 5 + col. 6)", dots(total) + " lei", bold=True, size=9)
    s.skip(10)
    s.t("Date privind expediția: Numele delegatului: Mihai Drăgulescu · B.I./C.I. seria BV nr. 418273", 7.2)
    s.t(
        "Mijlocul de transport: BV-18-TME · Expedierea s-a efectuat în prezența noastră "
        "la data de 11.05.2021",
        7.2,
    )
    s.skip(6)
    s.row([(60, "Semnătura și ștampila furnizorului"), (380, "Semnătura de primire")], 7.2, True)
    s.skip(10)
    s.t("Factură transmisă în sistemul RO e-Factura · index de încărcare 3018742956", 6.8, color=GREY)
    check(L, goods=goods, adv=adv, sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("0002817", 1, info[0]),
        "invoice_date": F("2021-05-12", 1, info[1]),
        "due_date": F("2021-06-11", 1, info[2]),
        "vendor_name": F("TRANSILVANIA MOBILIER ERGONOMIC S.R.L.", 1, q_v),
        "bill_to": F("ORIZONT SOFTWARE HUB S.A.", 1, q_b),
        "currency": F("RON", 1, info[2]),
        "subtotal": F(L["sub"], 1, q_row),
        "tax": F(L["tax"], 1, q_row),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Romanian factură, RON (lei) with dot grouping and comma decimals, dates dd.mm.yyyy. invoice_number "
        "is the number after the series (Seria TME nr. 0002817; a scorer may see the series too), not the "
        "shipping notice, order or upload numbers. invoice_date is the Data; the shipping-notice, dispatch "
        "and reversed advance invoice dates are distractors; due_date the Data scadenței. bill_to is the "
        "Cumpărător, not the delivery address or the delegate. A negative line reverses an earlier advance "
        "invoice inside this invoice: subtotal is the Total row's value column after the reversal (sum), "
        "tax the Total row's TVA 19 %, total the Total de plată. The goods value before the reversal is a "
        "distractor. amount_due is null: no amount beyond the total is printed."
    )
    sums = [
        SUM(
            "goods and services delivered - reversed advance = Total (col. 5)",
            [(1, T("valoare livrată", L["goods"], 1, q_g)), (-1, T("stornare avans", L["adv"], 1, q_a))],
            "subtotal",
        )
    ]
    return p, fields, notes, sums


# ===== 10 Colombian factura electrónica de venta (COP as $, dot grouping, dd/mm/yyyy): DIAN resolution,
# numbering range and CUFE, IVA 5 % and 19 % with line discounts, Total factura vs Neto a pagar after three
# withholdings (retención en la fuente, ReteIVA, ReteICA), delivery hotel vs billed company, amount in words
@doc(
    "b32_inv_co_factura_electronica_retenciones",
    "invoice",
    "Cafés de la Cordillera de Salento factura AQ-18274",
)
def inv_co():
    L = dict(
        gross=18486000,
        disc=345648,
        sub=18140352,
        i5=531418,
        i19=1427280,
        tax=1958698,
        tot=20099050,
        rf=453509,
        riva=293805,
        rica=125168,
        due=19226568,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=48, size=7.6)

    def cop(x):
        return "$ " + dots(x)

    y0 = s.y
    q_v = s.t("CAFÉS DE LA CORDILLERA DE SALENTO S.A.S.", 11, True)
    s.t("NIT 901.482.736-5 · Responsable de IVA · Régimen común", 7.2)
    s.t("Km 4 vía Armenia - Salento, Armenia, Quindío · Tel. (606) 741 8830", 7.2)
    s.t("facturacion@cafescordillera.example", 7.2, color=GREY)
    y1 = s.y
    s.y = y0
    s.t("FACTURA ELECTRÓNICA DE VENTA", 9.4, True, x=555, align="r")
    q_no = s.t("No. AQ-18274", 11, True, x=555, align="r")
    s.y = max(y1, s.y) + 2
    s.para(
        "Resolución DIAN No. 18764031829417 de 15/03/2022, prefijo AQ, del No. 15001 al No. 25000, vigencia "
        "24 meses. CUFE: 8c41e7f02b9d63a5e1f47c08d92b3a6e5f1c7d04b28e9a63f5c1d07e4b92a8f3c6e0d51b7a94f2e8",
        6.6,
    )
    s.rule()
    s.skip(2)
    y0 = s.y
    s.t("Adquiriente", 6.8, True, color=GREY)
    q_b = s.t("CADENA HOTELERA CARIBE AZUL S.A.", 8.6, True)
    s.t("NIT 890.318.274-1 · Gran contribuyente · Autorretenedor: No", 7.2)
    s.t("Carrera 2 # 8-145, Bocagrande, Cartagena de Indias", 7.2)
    s.t("Lugar de entrega: Hotel Caribe Azul Santa Marta, Calle 22 # 1C-74, El Rodadero", 7.2)
    y1 = s.y
    s.y = y0
    info = kvs(
        s,
        340,
        [
            ("Fecha de emisión", "08/11/2022 14:36:12"),
            ("Fecha de vencimiento", "08/12/2022"),
            ("Forma de pago", "Crédito 30 días"),
            ("Orden de compra", "OC-77514 del 31/10/2022"),
            ("Moneda", "COP (peso colombiano)"),
        ],
        size=7.4,
    )
    s.y = max(y1, s.y) + 4
    xs = [(42, "l"), (58, "l"), (300, "r"), (370, "r"), (410, "r"), (440, "r"), (553, "r")]
    head(s, xs, ["#", "Descripción", "Cant.", "Vr. unitario", "Desc.", "IVA", "Vr. total"], 6.8)
    rows = [
        ("Café tostado en grano, origen Quindío, bolsa 2,5 kg", "48", "118400", 4, 5),
        ("Café tostado y molido, tueste medio, bolsa 500 g", "120", "24650", 4, 5),
        ("Café especial de altura, microlote Filandia, 1 kg", "36", "64800", 0, 5),
        ("Molino de café comercial, fresas planas 64 mm", "3", "2184000", 0, 19),
        ("Capacitación en barismo para personal (8 horas)", "1", "960000", 0, 19),
    ]
    gross, disc = D(0), D(0)
    base = {5: D(0), 19: D(0)}
    for i, (name, qty, price, d, rate) in enumerate(rows, 1):
        g = ext(qty, price)
        dv = pct(g, d, 0)
        gross += g
        disc += dv
        base[rate] += g - dv
        line(s, xs, [str(i), name, qty, cop(D(price)), f"{d}%", f"{rate}%", cop(g - dv)], 7.2)
    s.rule()
    sub = gross - disc
    i5, i19 = pct(base[5], 5, 0), pct(base[19], 19, 0)
    tax = i5 + i19
    total = sub + tax
    rf = pct(sub, "2.5", 0)
    riva = pct(tax, 15, 0)
    rica = pct(sub, "0.69", 0)
    due = total - rf - riva - rica
    s.skip(2)
    y0 = s.y
    s.t("Retenciones practicadas por el adquiriente", 7.2, True)
    q_rf, q_riva, q_rica = kvs(
        s,
        42,
        [
            ("Retención en la fuente (2,5%)", cop(rf)),
            ("ReteIVA (15% del IVA)", cop(riva)),
            ("ReteICA (6,9 por mil)", cop(rica)),
        ],
        size=7.2,
        xr=290,
    )
    y1 = s.y
    s.y = y0
    q_gross, q_disc, q_sub, q_i5, q_i19, q_tax, q_tot, q_due = kvs(
        s,
        330,
        [
            ("Total bruto", cop(gross)),
            ("Descuentos", cop(disc)),
            ("Subtotal (base gravable)", cop(sub)),
            (f"IVA 5% sobre {cop(base[5])}", cop(i5)),
            (f"IVA 19% sobre {cop(base[19])}", cop(i19)),
            ("Total IVA", cop(tax)),
            ("Total factura", cop(total)),
            ("Neto a pagar", cop(due)),
        ],
        bold_last=True,
        size=7.6,
    )
    s.y = max(y1, s.y) + 4
    s.para(f"SON: {words_es(int(due)).upper()} PESOS M/CTE.", 7.2, True)
    s.para(
        "Esta factura se asimila en todos sus efectos a una letra de cambio (Art. 774 del Código de "
        "Comercio). Pasados 30 días se causarán intereses de mora a la tasa máxima legal vigente.",
        6.8,
    )
    s.t("Proveedor tecnológico: Facturatec Andina S.A.S. · NIT 900.417.382-6", 6.6, color=GREY)
    check(
        L,
        gross=gross,
        disc=disc,
        sub=sub,
        i5=i5,
        i19=i19,
        tax=tax,
        tot=total,
        rf=rf,
        riva=riva,
        rica=rica,
        due=due,
    )
    fields = {
        "invoice_number": F("AQ-18274", 1, q_no),
        "invoice_date": F("2022-11-08", 1, info[0]),
        "due_date": F("2022-12-08", 1, info[1]),
        "vendor_name": F("CAFÉS DE LA CORDILLERA DE SALENTO S.A.S.", 1, q_v),
        "bill_to": F("CADENA HOTELERA CARIBE AZUL S.A.", 1, q_b),
        "currency": F("COP", 1, info[4]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Colombian electronic sales invoice, COP printed with a bare $ and dot grouping (the Moneda line "
        "names COP, peso colombiano), dates dd/mm/yyyy. invoice_number is the prefixed number (No. "
        "AQ-18274), "
        "not the DIAN resolution, the numbering range, the CUFE or the order number. invoice_date is the "
        "Fecha de emisión; the resolution and order dates are distractors; due_date the Fecha de "
        "vencimiento. bill_to is the Adquiriente company, not the delivery hotel. subtotal is the Subtotal "
        "(base gravable) after line discounts (sum); tax Total IVA (5 % on coffee, 19 % on the rest, sum); "
        "total the Total factura. Three withholdings made by the buyer (retención en la fuente, ReteIVA, "
        "ReteICA) are not tax; the Neto a pagar after them is the amount_due (sum)."
    )
    sums = [
        SUM(
            "Total bruto - Descuentos = Subtotal",
            [(1, T("Total bruto", L["gross"], 1, q_gross)), (-1, T("Descuentos", L["disc"], 1, q_disc))],
            "subtotal",
        ),
        SUM(
            "IVA 5% + IVA 19% = Total IVA",
            [(1, T("IVA 5%", L["i5"], 1, q_i5)), (1, T("IVA 19%", L["i19"], 1, q_i19))],
            "tax",
        ),
        SUM(
            "Total factura - retenciones = Neto a pagar",
            [
                (1, "total"),
                (-1, T("retención en la fuente", L["rf"], 1, q_rf)),
                (-1, T("ReteIVA", L["riva"], 1, q_riva)),
                (-1, T("ReteICA", L["rica"], 1, q_rica)),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 11 Singapore tax invoice in US dollars: GST 8 % charged in USD with the SGD equivalents printed for
# GST purposes (distractor totals in another currency), deposit against a proforma to the balance due,
# vessel and attention person vs the billed company, quotation date
@doc("b32_inv_sg_tax_invoice_usd_gst_sgd", "invoice", "Pasir Panjang Navtronics tax invoice PPN-2304-0641")
def inv_sg():
    L = dict(
        sub=27246.75,
        tax=2179.74,
        tot=29426.49,
        dep=8216.03,
        due=21210.46,
        ssub=36167.34,
        stax=2893.39,
        stot=39060.73,
    )
    p = Pdf(**A4)
    s = Sheet(p, x=42, xr=553, top=54, size=8)
    y0 = s.y
    q_v = s.t("Pasir Panjang Navtronics Pte. Ltd.", 12.5, True)
    s.t("71 Loyang Way, #04-12, Singapore 508749", 7.8)
    s.t("GST Reg. No. 201827364K | UEN 201827364K | service@ppnavtronics.example", 7.4, color=GREY)
    y1 = s.y
    s.y = y0
    s.t("TAX INVOICE", 15, True, x=553, align="r")
    s.y = max(y1, s.y) + 4
    s.rule()
    s.skip(4)
    y0 = s.y
    s.t("BILL TO", 7, True, color=GREY)
    q_b = s.t("Straits Bunkering Services Pte. Ltd.", 8.8, True)
    s.t("8 Penjuru Close, #03-05, Singapore 609184", 7.8)
    s.t("Attn: Mr Lim Wei Jie, Marine Superintendent", 7.8)
    s.skip(2)
    s.t("SHIP TO / VESSEL", 7, True, color=GREY)
    s.t("MT Pulau Sebarok Spirit, Western Anchorage (by launch)", 7.8)
    y1 = s.y
    s.y = y0
    info = kvs(
        s,
        330,
        [
            ("Invoice No.", "PPN-2304-0641"),
            ("Invoice Date", "05 Apr 2023"),
            ("Payment Terms", "30 days"),
            ("Due Date", "05 May 2023"),
            ("Your PO No.", "SBS/PO/23/0388"),
            ("Our Quotation", "Q-23-0214 dated 14 Mar 2023"),
            ("Currency", "USD"),
        ],
        size=7.8,
    )
    s.y = max(y1, s.y) + 6
    xs = [(44, "l"), (330, "r"), (352, "l"), (440, "r"), (551, "r")]
    head(s, xs, ["Description", "Qty", "Unit", "Unit Price (US$)", "Amount (US$)"], 7.2)
    rows = [
        ("ECDIS workstation repair: replace main board and PSU", "1", "lot", "11846.50"),
        ("X-band radar magnetron, OEM, with installation", "1", "pc", "6218.40"),
        ("Gyro compass service kit and alignment", "1", "lot", "3927.85"),
        ("Service engineer, normal hours", "14", "hr", "168.00"),
        ("Service engineer, overtime (Sunday)", "6", "hr", "252.00"),
        ("Launch hire, Western Anchorage, return trips", "3", "trip", "385.00"),
        ("Consumables and cable ties", "1", "lot", "235.00"),
    ]
    sub = D(0)
    for name, qty, unit, price in rows:
        v = ext(qty, price)
        sub += v
        line(s, xs, [name, qty, unit, com(D(price)), com(v)], 7.6, lead=13)
    s.rule()
    tax = pct(sub, 8)
    total = sub + tax
    dep = D("8216.03")
    due = total - dep
    s.skip(4)
    q_sub, q_tax, q_tot, q_dep, q_due = kvs(
        s,
        300,
        [
            ("Subtotal (US$)", "US$ " + com(sub)),
            ("GST 8% (US$)", "US$ " + com(tax)),
            ("Total incl. GST (US$)", "US$ " + com(total)),
            ("Less: deposit received (PF-23-0118 of 20 Mar 2023)", "US$ " + com(dep)),
            ("Balance Due (US$)", "US$ " + com(due)),
        ],
        bold_last=True,
        size=8,
    )
    s.skip(10)
    rate = D("1.3274")
    ssub, stax = q(sub * rate), q(tax * rate)
    stot = ssub + stax
    s.t("For GST purposes only (IRAS): exchange rate US$1 = S$1.3274 (MAS, 05 Apr 2023)", 7.6, True)
    q_ssub, q_stax, q_stot = kvs(
        s,
        300,
        [
            ("Subtotal in SGD", "S$ " + com(ssub)),
            ("GST 8% in SGD", "S$ " + com(stax)),
            ("Total in SGD", "S$ " + com(stot)),
        ],
        size=7.8,
    )
    s.skip(10)
    s.t(
        "Payment by telegraphic transfer to Marina Straits Bank, USD account "
        "0417-382916-001, SWIFT MSBKSGSG.",
        7.4,
    )
    s.t("Please quote the invoice number. Bank charges are for the payer's account.", 7.4, color=GREY)
    check(L, sub=sub, tax=tax, tot=total, dep=dep, due=due, ssub=ssub, stax=stax, stot=stot)
    fields = {
        "invoice_number": F("PPN-2304-0641", 1, info[0]),
        "invoice_date": F("2023-04-05", 1, info[1]),
        "due_date": F("2023-05-05", 1, info[3]),
        "vendor_name": F("Pasir Panjang Navtronics Pte. Ltd.", 1, q_v),
        "bill_to": F("Straits Bunkering Services Pte. Ltd.", 1, q_b),
        "currency": F("USD", 1, info[6]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Singapore tax invoice issued in US dollars (US$), dates dd Mon yyyy. invoice_number is the Invoice "
        "No. (not the PO, quotation, proforma, GST or UEN numbers); invoice_date the Invoice Date; the "
        "quotation, proforma and exchange-rate dates are distractors; due_date the Due Date. bill_to is the "
        "BILL TO company, not the attention person or the vessel. subtotal, tax (GST 8 %) and total are the "
        "US$ figures; the SGD subtotal, GST and total printed for GST purposes are distractors in another "
        "currency (sum). A deposit received against a proforma is deducted to the Balance Due, the "
        "amount_due (sum)."
    )
    sums = [
        SUM(
            "Total incl. GST - deposit = Balance Due",
            [(1, "total"), (-1, T("deposit received", L["dep"], 1, q_dep))],
            "amount_due",
        ),
        SUM(
            "SGD subtotal + SGD GST = SGD total (distractors)",
            [(1, T("Subtotal in SGD", L["ssub"], 1, q_ssub)), (1, T("GST in SGD", L["stax"], 1, q_stax))],
            T("Total in SGD", L["stot"], 1, q_stot),
        ),
    ]
    return p, fields, notes, sums
