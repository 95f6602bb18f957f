"""Invoice builders for blind_extraction37 (11 documents).  Every party, number,
date, address and layout is invented.  Each builder computes what it prints and
checks the hand-written label literals with same()."""

import hashlib
from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, pct
from pdfkit import Pdf, fmt
from sheet import Sheet

A4 = dict(w=595, h=842)
LETTER = dict(w=612, h=792)


def nl(x, nd=2):
    """1.234,56 (Dutch, Italian, Danish, Turkish, Chilean grouping)"""
    return fmt(x, ".", ",", nd)


def sp(x, nd=2):
    """1 234,56 (Polish, Hungarian grouping)"""
    return fmt(x, " ", ",", nd)


def en(x, nd=2):
    """1,234.56"""
    return fmt(x, ",", ".", nd)


def add(xs):
    return sum(xs, D(0))


def r0(x):
    return D(x).quantize(D(1), rounding=ROUND_HALF_UP)


def check(L, **computed):
    for k, v in computed.items():
        same(L[k], v, k)


def lv(s, x, xv, k, v, size=None, lead=None, bold=True, align="l", kcolor=GREY):
    """Caption at x, value at xv (left- or right-aligned) on one line; returns 'caption value'."""
    size = size or s.size
    s.p.text(x, s.y, k, size, color=kcolor)
    s.p.text(xv, s.y, v, size, bold, align=align)
    s.y += lead or size * 1.5
    return f"{k} {v}"


def stack(s, x, lines, size=None, bold_first=False, cap=None, csize=6.2, lead=None):
    """Lines at x from the current line; returns the texts (caption excluded)."""
    keep = s.x
    s.x = x
    if cap:
        s.t(cap, csize, True, color=GREY)
    out = []
    for i, ln in enumerate(lines):
        out.append(ln)
        s.p.text(x, s.y, ln, size or s.size, bold_first and i == 0)
        s.y += lead or (size or s.size) * 1.4
    s.x = keep
    return out


def beside(s, parts):
    """Blocks side by side: parts = [(fn, args...)] drawn from the same start line."""
    y0, res, ys = s.y, [], []
    for fn, *args in parts:
        s.y = y0
        res.append(fn(s, *args))
        ys.append(s.y)
    s.y = max(ys)
    return res


def head(s, cols, names, size=7, fill=0.87, x0=None, x1=None, color=(0, 0, 0)):
    """Column heads on a shaded band; cols: [(x, align)]."""
    if fill is not None:
        s.p.shade((x0 or s.x) - 4, s.y - size - 3, (x1 or s.xr) + 4, s.y + 3.5, fill)
    cells = [(x, n, a) for (x, a), n in zip(cols, names, strict=True) if n]
    for x, n, a in cells:
        s.p.text(x, s.y, n, size, True, align=a, color=color)
    s.y += size * 1.9
    return " ".join(n for _, n, _ in cells)


def cells(s, cols, vals, size=7.4, lead=12, bold=False):
    return s.row([(x, v, a) for (x, a), v in zip(cols, vals, strict=True)], size=size, bold=bold, lead=lead)


def tline(s, xl, xr, label, value, size=None, bold=False, lead=None, grey=False):
    """A totals line: label at xl, value right-aligned at xr; returns 'label value'."""
    size = size or s.size
    s.p.text(xl, s.y, label, size, bold, color=GREY if grey else (0, 0, 0))
    s.p.text(xr, s.y, value, size, bold, align="r")
    s.y += lead or size * 1.55
    return f"{label} {value}"


def wrap(s, text, x=None, w=None, size=None, gap=3):
    """Word-wrapped paragraph at x with width w; returns the joined text."""
    keep_x, keep_r = s.x, s.xr
    s.x = x if x is not None else s.x
    s.xr = s.x + w if w is not None else s.xr
    out = s.para(text, size, w=s.xr - s.x, gap=gap)
    s.x, s.xr = keep_x, keep_r
    return " ".join(out)


def digest(seed, n, alphabet="0123456789ABCDEF"):
    """A deterministic pseudo-code of n characters derived from a fixed string."""
    out, i = "", 0
    while len(out) < n:
        h = hashlib.sha256(f"{seed}/{i}".encode()).digest()
        out += "".join(alphabet[b % len(alphabet)] for b in h)
        i += 1
    return out[:n]


def j(lines):
    return " ".join(lines)


# ===== 1 Dutch staffing-agency factuur (EUR, dot grouping, dd-mm-yyyy): one ISO week of hours for three
# temporary workers at a distribution centre, with shift, overtime and Sunday premiums, travel allowance and
# safety shoes; 21 % btw; the payment text splits the amount between the blocked G-rekening (chain liability
# for wage taxes) and the ordinary account; the client's accounts-payable address apart from the work site;
# the hirer's framework agreement and the timesheet approval carry their own dates
@doc("b37_inv_nl_factuur_g_rekening", "invoice", "Kempenaer Personeelsdiensten factuur F24-07315")
def inv_nl():
    L = dict(
        sub=4051.02,
        tax=850.71,
        tot=4901.73,
        g=1470.52,
        vrij=3431.21,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=52, xr=543, top=58, size=8)
    s.t("KEMPENAER", 20, True, color=(0.05, 0.33, 0.45))
    s.t("personeelsdiensten", 10, color=(0.05, 0.33, 0.45))
    s.y = 52
    stack(
        s,
        392,
        [
            "Kempenaer Personeelsdiensten B.V.",
            "Heuvelrugweg 118",
            "5262 TK Vught",
            "T 073 688 41 90",
            "facturatie@kempenaer-personeel.example",
            "KvK 74128853 · btw NL859317402B01",
            "IBAN NL62 ABNA 0518 7731 46",
            "G-rekening NL07 INGB 0990 3318 25",
        ],
        6.9,
        True,
        lead=9.4,
    )
    s.skip(16)
    y0 = s.y
    q_cus = stack(
        s,
        60,
        [
            "Zwaluwhaven Distributie B.V.",
            "t.a.v. crediteurenadministratie",
            "Postbus 3184",
            "4780 DB Moerdijk",
        ],
        9,
        True,
        cap="FACTUURADRES",
        lead=12.5,
    )
    s.y = y0
    s.t("INLENER / WERKADRES", 6.2, True, x=392, color=GREY)
    for ln in ("DC Zwaluwhaven, hal 3", "Middenweg 66", "4782 PZ Moerdijk"):
        s.t(ln, 7.6, x=392)
    s.y = max(s.y, y0 + 64)
    s.skip(14)
    q_no = s.t("FACTUUR F24-07315", 15, True)
    s.skip(4)
    info = [
        ("Factuurnummer", "F24-07315"),
        ("Factuurdatum", "08-05-2024"),
        ("Vervaldatum", "07-06-2024"),
        ("Debiteurnummer", "D-20864"),
        ("Uw inkoopnummer", "PO 8841-ZD"),
        ("Periode", "week 18 (29-04-2024 t/m 05-05-2024)"),
    ]
    q_info = []
    for i in range(0, len(info), 2):
        y = s.y
        q_info.append(lv(s, 52, 140, *info[i], 7.8, lead=0.1))
        s.y = y
        q_info.append(lv(s, 300, 392, *info[i + 1], 7.8, lead=12))
    s.skip(10)
    cols = [(52, "l"), (300, "r"), (312, "l"), (410, "r"), (455, "r"), (543, "r")]
    head(s, cols, ["Omschrijving", "Aantal", "Eenheid", "Tarief €", "Btw", "Bedrag €"])
    groups = [
        (
            "M. Verhoeven – heftruckchauffeur (personeelsnr. 31877)",
            [
                ("Normale uren", "38.00", "uur", "32.85"),
                ("Toeslag ploegendienst 18 %", "16.00", "uur", "5.91"),
            ],
        ),
        (
            "S. Yılmaz – orderpicker (personeelsnr. 32104)",
            [
                ("Normale uren", "40.00", "uur", "29.40"),
                ("Overuren 130 %", "6.50", "uur", "38.22"),
            ],
        ),
        (
            "K. Nowakowska – orderpicker (personeelsnr. 32261)",
            [
                ("Normale uren", "32.00", "uur", "29.40"),
                ("Toeslag zondagdienst 100 %", "8.00", "uur", "29.40"),
            ],
        ),
        (
            "Overige kosten",
            [
                ("Reiskostenvergoeding woon-werk", "186", "km", "0.23"),
                ("Veiligheidsschoenen S3 (K. Nowakowska)", "1", "paar", "64.95"),
            ],
        ),
    ]
    amounts = []
    for title, rows in groups:
        s.t(title, 7.6, True)
        for txt, n, u, r in rows:
            a = ext(n, r)
            amounts.append(a)
            qty = nl(D(n), 2) if "." in n else n
            cells(s, cols, ["   " + txt, qty, u, nl(D(r)), "21%", nl(a)], 7.5, lead=11.5)
        s.skip(3)
    s.rule()
    s.skip(6)
    sub = add(amounts)
    tax = pct(sub, 21)
    tot = sub + tax
    g = pct(tot, 30)
    vrij = tot - g
    xl, xr = 330, 543
    q_sub = tline(s, xl, xr, "Totaal exclusief btw", nl(sub))
    q_tax = tline(s, xl, xr, f"Btw 21% over € {nl(sub)}", nl(tax))
    s.p.hline(s.y - 10, xl, xr, 0.5)
    q_tot = tline(s, xl, xr, "Totaal inclusief btw €", nl(tot), 9.5, True)
    s.skip(4)
    q_g = tline(s, xl, xr, "waarvan naar G-rekening (30%)", nl(g), 7.6, grey=True)
    q_vrij = tline(s, xl, xr, "waarvan naar vrije rekening", nl(vrij), 7.6, grey=True)
    s.skip(10)
    wrap(
        s,
        f"Wij verzoeken u het totaalbedrag van € {nl(tot)} uiterlijk op 07-06-2024 te voldoen: € {nl(g)} op "
        "onze G-rekening NL07 INGB 0990 3318 25 en € "
        f"{nl(vrij)} op IBAN NL62 ABNA 0518 7731 46, onder vermelding van factuurnummer F24-07315. Door "
        "storting op de G-rekening beperkt u uw aansprakelijkheid voor loonheffingen en omzetbelasting "
        "(ketenaansprakelijkheid). Het loonkostenbestanddeel van deze factuur bedraagt 74% van het bedrag "
        "exclusief btw.",
        size=7.5,
    )
    s.skip(4)
    wrap(
        s,
        "De uren zijn digitaal geaccordeerd door de inlener (P. van Dongen, teamleider expeditie) op "
        "06-05-2024. Op deze opdracht is de raamovereenkomst IO-23-0412 van 16-01-2024 en de CAO voor "
        "Uitzendkrachten van toepassing. Bezwaren tegen deze factuur graag binnen 8 dagen na factuurdatum.",
        size=7.5,
    )
    s.y = 806
    s.t(
        "Kempenaer Personeelsdiensten B.V. · NEN 4400-1 gecertificeerd · SNA-registratie 1108273 · Algemene "
        "voorwaarden gedeponeerd bij de KvK",
        6.4,
        color=GREY,
    )
    check(L, sub=sub, tax=tax, tot=tot, g=g, vrij=vrij)
    fields = {
        "invoice_number": F("F24-07315", 1, q_no),
        "invoice_date": F("2024-05-08", 1, q_info[1]),
        "due_date": F("2024-06-07", 1, q_info[2]),
        "vendor_name": F("Kempenaer Personeelsdiensten B.V.", 1, "Kempenaer Personeelsdiensten B.V."),
        "bill_to": F("Zwaluwhaven Distributie B.V.", 1, q_cus[0]),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Dutch staffing-agency invoice, EUR with dot grouping and comma decimals, dates dd-mm-yyyy. "
        "invoice_number and invoice_date from the header grid (the debtor number, the client's purchase "
        "order, the framework-agreement number and the personnel numbers are distractors); due_date is the "
        "Vervaldatum, repeated in the payment text (the week-18 period dates, the timesheet approval date "
        "and the framework agreement's date are distractors). vendor_name is the agency's legal name in the "
        "letterhead block; bill_to is the company in the invoice address, not its accounts-payable "
        "department, nor the work site. Totaal exclusief btw is the subtotal, btw 21% the tax, Totaal "
        "inclusief btw the total. The two 'waarvan' lines only split the total between the G-rekening and "
        "the ordinary account (sum) and the payment text repeats the total; no separate balance or amount "
        "due is printed, so amount_due is null."
    )
    sums = [
        SUM(
            "G-rekening + vrije rekening = totaal",
            [(1, T("G-rekening", L["g"], 1, q_g)), (1, T("vrije rekening", L["vrij"], 1, q_vrij))],
            "total",
        ),
    ]
    return p, fields, notes, sums


_PL1 = ["", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć"]
_PL11 = [
    "dziesięć",
    "jedenaście",
    "dwanaście",
    "trzynaście",
    "czternaście",
    "piętnaście",
    "szesnaście",
    "siedemnaście",
    "osiemnaście",
    "dziewiętnaście",
]
_PL10 = [
    "",
    "",
    "dwadzieścia",
    "trzydzieści",
    "czterdzieści",
    "pięćdziesiąt",
    "sześćdziesiąt",
    "siedemdziesiąt",
    "osiemdziesiąt",
    "dziewięćdziesiąt",
]
_PL100 = [
    "",
    "sto",
    "dwieście",
    "trzysta",
    "czterysta",
    "pięćset",
    "sześćset",
    "siedemset",
    "osiemset",
    "dziewięćset",
]


def _pl3(n):
    out = [_PL100[n // 100]]
    t, u = n % 100 // 10, n % 10
    out += [_PL11[u]] if t == 1 else [_PL10[t], _PL1[u]]
    return " ".join(w for w in out if w)


def _pl_form(n, one, few, many):
    if n == 1:
        return one
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return few
    return many


def pl_words(x):
    """Polish amount in words: 'pięćdziesiąt tysięcy ... złotych 15/100'."""
    v = D(x).quantize(D("0.01"))
    zl, gr = int(v), int((v - int(v)) * 100)
    th, rest = divmod(zl, 1000)
    parts = []
    if th:
        parts.append(("jeden" if th == 1 else _pl3(th)) + " " + _pl_form(th, "tysiąc", "tysiące", "tysięcy"))
    if rest:
        parts.append(_pl3(rest))
    return f"{' '.join(parts)} {_pl_form(zl, 'złoty', 'złote', 'złotych')} {gr:02d}/100"


# ===== 2 Polish faktura VAT (PLN, space grouping, dd.mm.yyyy): refrigeration equipment, installation and an
# exempt training course for a bakery; line discounts; VAT summary by rate (23 % and exempt 'zw'); a
# prepayment deducted from the amount to pay to the remaining amount (sum); amount in words; split-payment
# mechanism notice; buyer vs recipient shop; issue date vs delivery date
@doc("b37_inv_pl_faktura_vat_zaplacono", "invoice", "KRIOPOL-Serwis faktura VAT FV 412/04/2024")
def inv_pl():
    L = dict(
        n23=39657.55,
        nzw=1200,
        sub=40857.55,
        tax=9121.24,
        tot=49978.79,
        paid=5000,
        due=44978.79,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=50, size=7.8)
    y = s.y
    s.t("KRIOPOL-Serwis", 16, True)
    s.t("chłodnictwo przemysłowe i handlowe", 8, color=GREY)
    s.y = y - 6
    s.t("Miejsce wystawienia: Komorniki", 8, x=555, align="r")
    s.t("Data wystawienia: 10.04.2024", 8, x=555, align="r")
    q_idate = "Data wystawienia: 10.04.2024"
    s.t("Data dostawy / wykonania usługi: 09.04.2024", 8, x=555, align="r")
    s.skip(10)
    q_no = s.t("Faktura VAT nr FV 412/04/2024", 14, True, x=297, align="c")
    s.t("ORYGINAŁ", 7, x=297, align="c", color=GREY)
    s.skip(6)

    def party(s, x, cap, lines):
        return stack(s, x, lines, 8, True, cap=cap, lead=11)

    q_v, q_b = beside(
        s,
        [
            (
                party,
                44,
                "SPRZEDAWCA",
                [
                    "KRIOPOL-Serwis Sp. z o.o.",
                    "ul. Przemysłowa 27",
                    "62-052 Komorniki",
                    "NIP: 777-31-86-204",
                    "BDO: 000418733",
                ],
            ),
            (
                party,
                300,
                "NABYWCA",
                [
                    "Piekarnia Złoty Łan Sp. j. Kaczmarek i Wspólnicy",
                    "ul. Głogowska 146",
                    "60-244 Poznań",
                    "NIP: 779-20-47-813",
                ],
            ),
        ],
    )
    s.skip(4)
    party(
        s,
        300,
        "ODBIORCA",
        ["Sklep firmowy nr 4 – Piekarnia Złoty Łan", "os. Bolesława Śmiałego 31", "60-682 Poznań"],
    )
    s.skip(8)
    cols = [
        (40, "l"),
        (56, "l"),
        (250, "r"),
        (255, "l"),
        (318, "r"),
        (345, "r"),
        (402, "r"),
        (425, "r"),
        (475, "r"),
        (555, "r"),
    ]
    head(
        s,
        cols,
        [
            "Lp.",
            "Nazwa towaru lub usługi",
            "Ilość",
            "J.m.",
            "Cena netto",
            "Rabat",
            "Wartość netto",
            "VAT",
            "Kwota VAT",
            "Wartość brutto",
        ],
        6.6,
    )
    items = [
        ("Szafa chłodnicza przeszklona GN 2/1, 2-drzwiowa", "2", "szt.", "8940.00", "5", "23"),
        ("Stół chłodniczy 3-drzwiowy, blat nierdzewny", "1", "szt.", "6785.00", "5", "23"),
        ("Agregat skraplający 2,2 kW z osprzętem", "1", "szt.", "11460.00", "0", "23"),
        ("Czynnik chłodniczy R448A", "9.5", "kg", "96.40", "0", "23"),
        ("Montaż i uruchomienie instalacji chłodniczej", "1", "usł.", "3850.00", "0", "23"),
        ("Szkolenie z obsługi urządzeń *", "1", "usł.", "1200.00", "0", "zw"),
    ]
    n23, nzw = D(0), D(0)
    for i, (txt, n, u, c, r, vat) in enumerate(items, 1):
        net = ext(n, c, (D(100) - D(r)) / 100)
        if vat == "23":
            n23 += net
            v = pct(net, 23)
        else:
            nzw += net
            v = D(0)
        qty = sp(D(n), 1) if "." in n else n
        cells(
            s,
            cols,
            [
                f"{i}.",
                txt,
                qty,
                u,
                sp(D(c)),
                f"{r}%",
                sp(net),
                vat + ("%" if vat != "zw" else ""),
                sp(v) if vat != "zw" else "—",
                sp(net + v),
            ],
            6.9,
            lead=12,
        )
    s.rule()
    s.skip(6)
    v23 = pct(n23, 23)
    sub, tax = n23 + nzw, v23
    tot = sub + tax
    rc = [(215, "l"), (318, "r"), (402, "r"), (475, "r"), (555, "r")]
    head(s, rc, ["Według stawki VAT", "Stawka", "Wartość netto", "Kwota VAT", "Wartość brutto"], 6.6, x0=215)
    q_r23 = cells(s, rc, ["", "23%", sp(n23), sp(v23), sp(n23 + v23)], 7.2)
    q_rzw = cells(s, rc, ["", "zw", sp(nzw), "0,00", sp(nzw)], 7.2)
    q_raz = cells(s, rc, ["Razem", "", sp(sub), sp(tax), sp(tot)], 7.6, bold=True)
    s.skip(10)
    paid = D("5000.00")
    due = tot - paid
    xl, xr = 300, 555
    q_tot = tline(s, xl, xr, "Razem do zapłaty:", sp(tot) + " zł", 9, True)
    q_paid = tline(s, xl, xr, "Zapłacono (karta, 28.03.2024):", sp(paid) + " zł", 7.8)
    s.p.shade(xl - 4, s.y - 11, xr + 4, s.y + 5, 0.88)
    q_due = tline(s, xl, xr, "Pozostało do zapłaty:", sp(due) + " zł", 10, True)
    s.skip(2)
    s.t(f"Słownie: {pl_words(due)}", 7.6)
    s.skip(8)
    lv(s, 40, 150, "Sposób płatności:", "przelew", 7.8, lead=12)
    q_term = lv(s, 40, 150, "Termin płatności:", "24.04.2024 (14 dni)", 7.8, lead=12)
    lv(
        s,
        40,
        150,
        "Numer rachunku:",
        "PL 61 1090 1362 0000 0001 4471 8823 (Santander Bank Polska)",
        7.8,
        lead=12,
    )
    lv(s, 40, 150, "Zamówienie:", "ZK/0317/24 z dnia 18.03.2024, oferta OF-24-0211", 7.8, lead=12)
    s.skip(6)
    wrap(
        s,
        "* Zwolnienie z VAT na podstawie art. 43 ust. 1 pkt 29 lit. c ustawy o VAT. Mechanizm podzielonej "
        "płatności. Gwarancja na urządzenia 24 miesiące od daty uruchomienia zgodnie z kartą gwarancyjną. Do "
        "czasu zapłaty całości należności towar pozostaje własnością sprzedawcy. Od należności "
        "nieuregulowanych w terminie naliczamy odsetki ustawowe za opóźnienie w transakcjach handlowych.",
        size=7.4,
    )
    s.y = 760
    s.p.hline(s.y, 60, 230, 0.4)
    s.p.hline(s.y, 365, 535, 0.4)
    s.skip(10)
    s.row([(145, "Osoba upoważniona do odbioru", "c"), (450, "Osoba upoważniona do wystawienia", "c")], 6.6)
    s.row([(450, "Magdalena Wróblewska", "c")], 7)
    check(L, n23=n23, nzw=nzw, sub=sub, tax=tax, tot=tot, paid=paid, due=due)
    fields = {
        "invoice_number": F("FV 412/04/2024", 1, q_no),
        "invoice_date": F("2024-04-10", 1, q_idate),
        "due_date": F("2024-04-24", 1, q_term),
        "vendor_name": F("KRIOPOL-Serwis Sp. z o.o.", 1, q_v[0]),
        "bill_to": F("Piekarnia Złoty Łan Sp. j. Kaczmarek i Wspólnicy", 1, q_b[0]),
        "currency": F("PLN", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_raz),
        "tax": F(L["tax"], 1, q_raz),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Polish VAT invoice, PLN (zł) with space grouping and comma decimals, dates dd.mm.yyyy. "
        "invoice_number from the title; invoice_date is the Data wystawienia (the delivery date, the order "
        "date and the card prepayment date are distractors); due_date is the Termin płatności. vendor_name "
        "is the Sprzedawca; bill_to is the Nabywca (buyer), not the Odbiorca (the recipient shop). The VAT "
        "summary by rate has a 23 % row and an exempt 'zw' row (sum); its Razem row gives the net value "
        "(subtotal, including the exempt training) and the VAT (tax); Razem do zapłaty is the total. A card "
        "prepayment is deducted to the Pozostało do zapłaty, the amount_due (sum); the amount in words "
        "repeats the remaining amount."
    )
    sums = [
        SUM(
            "netto 23% + netto zw = razem netto",
            [(1, T("netto 23%", L["n23"], 1, q_r23)), (1, T("netto zw", L["nzw"], 1, q_rzw))],
            "subtotal",
        ),
        SUM(
            "razem do zapłaty - zapłacono = pozostało do zapłaty",
            [(1, "total"), (-1, T("zapłacono", L["paid"], 1, q_paid))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 3 Italian professional's fattura (EUR, dot grouping, dd/mm/yyyy), courtesy copy of an e-invoice: an
# engineer bills a condominium (c/o its administrator) for site supervision and safety coordination; the 4 %
# pension-fund contribution is added to the fees to the VAT base (sum); 22 % IVA; the 20 % withholding tax on
# the fees is deducted from the invoice total to the net amount to pay (sum); SAL, engagement and
# assembly-resolution dates as distractors
@doc("b37_inv_it_parcella_ritenuta_acconto", "invoice", "Studio Tecnico Bellandi fattura 41/2024")
def inv_it():
    L = dict(
        fees=9980.9,
        cassa=399.24,
        sub=10380.14,
        tax=2283.63,
        tot=12663.77,
        rit=-1996.18,
        due=10667.59,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=56, size=8)
    q_v = stack(
        s,
        48,
        [
            "Studio Tecnico Ing. Tommaso Bellandi",
            "Ingegneria civile · Direzione lavori · Sicurezza cantieri",
            "Via dei Mille 41 – 25122 Brescia (BS)",
            "P.IVA 03912840987 – C.F. BLLTMS76H14B157K",
            "Ordine degli Ingegneri di Brescia n. A4127 · Inarcassa matr. 718243",
            "studio@bellandi-ingegneria.example",
            "PEC bellandi@pec-ingegneri.example",
        ],
        7.4,
        True,
        lead=10,
    )
    s.y = 56
    s.t("Spett.le", 7.4, x=345, color=GREY)
    q_c = stack(
        s,
        345,
        [
            "Condominio Residenza Le Betulle",
            "Via Cefalonia 27",
            "25124 Brescia (BS)",
            "C.F. 98047520171",
        ],
        8.6,
        True,
        lead=11.5,
    )
    s.skip(3)
    stack(
        s,
        345,
        ["c/o Studio Amministrazioni Rota & Ghidini", "Corso Magenta 58/B – 25121 Brescia"],
        7.2,
        lead=9.6,
    )
    s.y = max(s.y, 150) + 16
    q_title = s.t("FATTURA", 15, True)
    s.skip(2)
    grid = [
        (48, 148, "Tipo documento", "TD01 fattura"),
        (148, 238, "Numero", "41/2024"),
        (238, 328, "Data", "24/07/2024"),
        (328, 438, "Codice destinatario", "KRRH6B9"),
        (438, 547, "Condizioni", "pagamento completo"),
    ]
    y = s.y - 6
    q_grid = []
    for x0, x1, cap, v in grid:
        s.p.rect(x0, y, x1, y + 24, 0.5)
        s.p.text(x0 + 4, y + 8, cap, 6, color=GREY)
        s.p.text(x0 + 4, y + 19, v, 8.4, True)
        q_grid.append(f"{cap} {v}")
    s.y = y + 40
    cols = [(48, "l"), (390, "r"), (455, "r"), (488, "r"), (547, "r")]
    head(s, cols, ["Descrizione", "Quantità", "Prezzo unitario", "IVA", "Importo"], 6.8)
    lines = [
        (
            [
                "Direzione lavori rifacimento facciate e copertura – acconto sul 2° SAL",
                "(stato avanzamento lavori n. 2 del 12/07/2024)",
            ],
            "6487.50",
        ),
        (["Coordinamento della sicurezza in fase di esecuzione – periodo aprile/giugno"], "2365.00"),
        (["Redazione perizia suppletiva e di variante n. 1"], "1128.40"),
    ]
    fees = D(0)
    for txt, amt in lines:
        a = D(amt)
        fees += a
        cells(s, cols, [txt[0], "1,00", nl(a), "22%", nl(a)], 7.5, lead=11)
        for extra in txt[1:]:
            s.t(extra, 7, color=GREY)
    cassa = pct(fees, 4)
    q_cassa_row = cells(
        s, cols, ["Contributo integrativo Inarcassa 4%", "", "", "22%", nl(cassa)], 7.5, lead=11
    )
    s.rule()
    s.skip(10)
    sub = fees + cassa
    tax = pct(sub, 22)
    tot = sub + tax
    rit = pct(fees, 20)
    due = tot - rit
    y0 = s.y
    s.t("RIEPILOGO IVA", 6.6, True, color=GREY)
    rc = [(48, "l"), (150, "r"), (220, "r"), (290, "r")]
    head(s, rc, ["Aliquota", "Imponibile", "Imposta", "Esigibilità"], 6.6, x1=290)
    cells(s, rc, ["22,00%", nl(sub), nl(tax), "immediata"], 7.4)
    s.skip(6)
    wrap(
        s,
        "Incarico professionale conferito con delibera assembleare del 22/01/2024 e disciplinare d'incarico "
        "sottoscritto il 05/02/2024. Il condominio, quale sostituto d'imposta, è tenuto a versare la "
        "ritenuta d'acconto e a rilasciare la relativa certificazione unica.",
        x=48,
        w=250,
        size=6.8,
    )
    y1 = s.y
    s.y = y0
    xl, xr = 322, 547
    q_fees = tline(s, xl, xr, "Totale onorari", nl(fees), 8)
    q_cassa = tline(s, xl, xr, "Contributo integrativo Inarcassa 4%", nl(cassa), 8)
    q_sub = tline(s, xl, xr, "Imponibile IVA", nl(sub), 8, True)
    q_tax = tline(s, xl, xr, "IVA 22%", nl(tax), 8)
    s.p.hline(s.y - 10, xl, xr, 0.5)
    q_tot = tline(s, xl, xr, "Totale documento €", nl(tot), 9, True)
    q_rit = tline(s, xl, xr, f"Ritenuta d'acconto 20% su € {nl(fees)}", "-" + nl(rit), 8)
    s.p.shade(xl - 4, s.y - 12, xr + 4, s.y + 5, 0.86)
    q_due = tline(s, xl, xr, "NETTO A PAGARE €", nl(due), 10, True)
    s.y = max(s.y, y1) + 14
    s.t("DATI PAGAMENTO", 6.6, True, color=GREY)
    lv(s, 48, 160, "Modalità", "MP05 bonifico", 7.8, lead=11.5)
    lv(
        s,
        48,
        160,
        "Istituto",
        "Banca Valsabbina Credito Cooperativo – filiale di Brescia Centro",
        7.8,
        lead=11.5,
    )
    lv(s, 48, 160, "IBAN", "IT 38 X 08692 11200 000000417306", 7.8, lead=11.5)
    q_scad = lv(s, 48, 160, "Data scadenza", "23/08/2024", 7.8, lead=11.5)
    lv(s, 48, 160, "Importo", nl(due), 7.8, lead=11.5)
    s.skip(10)
    wrap(
        s,
        "Documento privo di valenza fiscale: copia di cortesia della fattura elettronica trasmessa al "
        "Sistema di Interscambio, disponibile nell'area riservata del cessionario/committente. Prestazione "
        "soggetta a ritenuta d'acconto; contributo integrativo non soggetto a ritenuta.",
        size=6.8,
    )
    check(L, fees=fees, cassa=cassa, sub=sub, tax=tax, tot=tot, rit=-rit, due=due)
    _ = (q_title, q_cassa_row)
    fields = {
        "invoice_number": F("41/2024", 1, q_grid[1]),
        "invoice_date": F("2024-07-24", 1, q_grid[2]),
        "due_date": F("2024-08-23", 1, q_scad),
        "vendor_name": F("Studio Tecnico Ing. Tommaso Bellandi", 1, q_v[0]),
        "bill_to": F("Condominio Residenza Le Betulle", 1, q_c[0]),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Italian professional's invoice (courtesy copy of an e-invoice), EUR with dot grouping and comma "
        "decimals, dates dd/mm/yyyy. invoice_number and invoice_date from the document grid (the document "
        "type code, the recipient code and the professional-register numbers are distractors); due_date is "
        "the Data scadenza in the payment data (the SAL, engagement and assembly-resolution dates are "
        "distractors). vendor_name is the engineer's studio as printed in the letterhead; bill_to is the "
        "condominium, not its administrator (c/o). The fees plus the 4 % Inarcassa contribution give the "
        "Imponibile IVA, the subtotal (sum); IVA 22 % is the tax; Totale documento the total; the 20 % "
        "withholding tax on the fees is deducted to the Netto a pagare, the amount_due (sum), repeated in "
        "the payment data."
    )
    sums = [
        SUM(
            "onorari + contributo integrativo = imponibile",
            [(1, T("onorari", L["fees"], 1, q_fees)), (1, T("Inarcassa 4%", L["cassa"], 1, q_cassa))],
            "subtotal",
        ),
        SUM(
            "totale documento - ritenuta = netto a pagare",
            [(1, "total"), (1, T("ritenuta d'acconto", L["rit"], 1, q_rit))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


_HU1 = ["", "egy", "kettő", "három", "négy", "öt", "hat", "hét", "nyolc", "kilenc"]
_HU1C = ["", "egy", "két", "három", "négy", "öt", "hat", "hét", "nyolc", "kilenc"]
_HU10 = ["", "tizen", "huszon", "harminc", "negyven", "ötven", "hatvan", "hetven", "nyolcvan", "kilencven"]


def _hu3(n, compound=False):
    out = ""
    h, t, u = n // 100, n // 10 % 10, n % 10
    if h:
        out += _HU1C[h] + "száz"
    if t:
        out += {1: "tíz", 2: "húsz"}.get(t, _HU10[t]) if not u else _HU10[t]
    if u:
        out += (_HU1C if compound else _HU1)[u]
    return out


def hu_words(n):
    """Hungarian amount in words: 350450 -> háromszázötvenezer-négyszázötven."""
    th, rest = divmod(int(n), 1000)
    if not th:
        return _hu3(rest)
    head = _hu3(th, True) + "ezer"
    if not rest:
        return head
    return head + ("-" if n > 2000 else "") + _hu3(rest)


# ===== 4 Hungarian számla of a small partnership exempt from VAT (HUF, space grouping, no decimals,
# yyyy.mm.dd.): monthly garden maintenance for an office building; the VAT column says only 'AAM' (subjective
# VAT exemption) and no VAT amount is printed anywhere; net total and final total are the same figure; amount
# in words; contract, customer and earlier-invoice numbers, performance date vs issue date
@doc("b37_inv_hu_szamla_alanyi_adomentes", "invoice", "Pannon Kertgondozó számla PKB-2024-0193")
def inv_hu():
    L = dict(
        net=350450,
        tot=350450,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=56, size=8)
    q_title = s.t("SZÁMLA", 18, True, x=297, align="c")
    s.t("Eredeti példány · 1. oldal / 1", 7, x=297, align="c", color=GREY)
    s.skip(2)
    q_no = s.t("Sorszám: PKB-2024-0193", 9, True, x=297, align="c")
    s.skip(10)
    y0 = s.y
    s.p.rect(46, y0 - 10, 292, y0 + 78, 0.5)
    s.p.rect(303, y0 - 10, 549, y0 + 78, 0.5)
    q_v = stack(
        s,
        54,
        [
            "Pannon Kertgondozó Bt.",
            "6728 Szeged, Kollégiumi út 14.",
            "Adószám: 28417356-1-06",
            "Bankszámla: 11735005-20418372",
            "Tel.: +36 62 418 730",
        ],
        8,
        True,
        cap="ELADÓ",
        lead=11,
    )
    s.y = y0
    q_b = stack(
        s,
        311,
        [
            "Tisza-parti Irodaház Kft.",
            "6720 Szeged, Stefánia sétány 9.",
            "Adószám: 24901837-2-06",
            "Ügyfélszám: V-0412",
        ],
        8,
        True,
        cap="VEVŐ",
        lead=11,
    )
    s.y = y0 + 98
    grid = [
        (46, 172, "Fizetési mód", "Átutalás"),
        (172, 298, "Teljesítés kelte", "2024.08.31."),
        (298, 424, "Számla kelte", "2024.09.02."),
        (424, 549, "Fizetési határidő", "2024.09.17."),
    ]
    y = s.y - 8
    q_grid = []
    for x0, x1, cap, v in grid:
        s.p.shade(x0, y, x1, y + 11, 0.9)
        s.p.rect(x0, y, x1, y + 26, 0.5)
        s.p.text(x0 + 4, y + 8, cap, 6.6, True)
        s.p.text(x0 + 4, y + 22, v, 8.4)
        q_grid.append(f"{cap} {v}")
    s.y = y + 44
    cols = [(46, "l"), (325, "r"), (332, "l"), (432, "r"), (472, "c"), (549, "r")]
    head(s, cols, ["Megnevezés", "Menny.", "Egység", "Egységár (Ft)", "Áfa", "Érték (Ft)"], 7)
    items = [
        ("Fűnyírás és szegélynyírás, augusztus (4 alkalom)", "4", "alkalom", "38500"),
        ("Sövénynyírás, belső udvar és parkoló", "14", "óra", "6800"),
        ("Öntözőrendszer javítása, 2 db szórófej cseréje", "1", "tétel", "27400"),
        ("Zöldhulladék elszállítása, lerakási díjjal", "6", "m³", "9200"),
        ("Virágágyások tápoldatozása anyaggal", "1", "tétel", "18650"),
    ]
    net = D(0)
    for txt, n, u, c in items:
        a = ext(n, c)
        net += a
        cells(s, cols, [txt, n, u, sp(D(c), 0), "AAM", sp(a, 0)], 7.6, lead=13)
    s.rule()
    s.skip(8)
    tot = net
    xl, xr = 330, 549
    q_net = tline(s, xl, xr, "Nettó összesen:", sp(net, 0) + " Ft", 8.4)
    s.p.hline(s.y - 10, xl, xr, 0.5)
    q_tot = tline(s, xl, xr, "Végösszeg:", sp(tot, 0) + " Ft", 10.5, True)
    s.skip(2)
    q_words = s.t(f"azaz {hu_words(tot)} forint", 7.8, x=549, align="r")
    s.skip(12)
    wrap(
        s,
        "Az eladó alanyi adómentes (AAM); a számla általános forgalmi adót nem tartalmaz. A szolgáltatás a "
        "KSZ-23/11 számú kertfenntartási szerződés alapján, a 2024. augusztusi időszakra történt. Az előző "
        "havi PKB-2024-0161 számú számla rendezve. Késedelmes fizetés esetén a Ptk. szerinti késedelmi "
        "kamatot és 40 eurónak megfelelő behajtási költségátalányt számítunk fel.",
        size=7.4,
    )
    s.skip(30)
    s.p.hline(s.y, 380, 540, 0.4)
    s.skip(10)
    s.t("Kiállító: Varga Zsófia", 7, x=460, align="c")
    s.y = 806
    s.t(
        "A számla számlázóprogrammal készült · Pannon Kertgondozó Bt. · kert@pannon-kert.example",
        6.4,
        x=297,
        align="c",
        color=GREY,
    )
    check(L, net=net, tot=tot)
    _ = (q_title, q_words)
    fields = {
        "invoice_number": F("PKB-2024-0193", 1, q_no),
        "invoice_date": F("2024-09-02", 1, q_grid[2]),
        "due_date": F("2024-09-17", 1, q_grid[3]),
        "vendor_name": F("Pannon Kertgondozó Bt.", 1, q_v[0]),
        "bill_to": F("Tisza-parti Irodaház Kft.", 1, q_b[0]),
        "currency": F("HUF", 1, q_tot),
        "subtotal": F(L["net"], 1, q_net),
        "tax": NULL(),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Hungarian invoice of a small partnership under the subjective VAT exemption, HUF (Ft) with space "
        "grouping and no decimals, dates yyyy.mm.dd. invoice_number is the Sorszám; invoice_date the Számla "
        "kelte (the Teljesítés kelte, the performance date, is a distractor); due_date the Fizetési "
        "határidő. vendor_name is the Eladó, bill_to the Vevő (the customer number, contract and earlier "
        "invoice numbers are distractors). The VAT column prints only 'AAM' and the notice says the invoice "
        "contains no VAT: no tax amount is printed anywhere, so tax is null (not 0). The Nettó összesen is "
        "the pre-tax total (subtotal) and the Végösszeg the total; they are the same figure. The amount in "
        "words repeats the total; nothing beyond the total is printed as payable, so amount_due is null."
    )
    return p, fields, notes, []


def yen(x):
    return fmt(x, ",", ".", 0)


# ===== 5 Japanese monthly invoice (seikyūsho) with a carried balance (JPY, comma grouping, yyyy年m月d日): the
# summary row runs previous billing, payment received, carried balance, this period's purchases excluding tax,
# consumption tax and this billing (sums); delivery lines by slip with a return; standard 10 % and reduced 8 %
# rates summarised by rate as a qualified invoice (sums); closing day and payment deadline; registration
# number; customer '御中' with a contact
@doc("b37_inv_jp_seikyusho_kurikoshi", "invoice", "北浜産業資材 請求書 HS-2406-0381")
def inv_jp():
    L = dict(
        prev=212408,
        paid=150000,
        carry=62408,
        b10=140590,
        b8=28280,
        t10=14059,
        t8=2262,
        sub=168870,
        tax=16321,
        tot=185191,
        due=247599,
    )
    p = Pdf(face="jp", **A4)
    s = Sheet(p, x=44, xr=551, top=58, size=8)
    s.t("請　求　書", 18, x=297, align="c")
    s.p.hline(s.y - 12, 232, 362, 0.8)
    s.y = 96
    q_no = s.t("請求書番号 HS-2406-0381", 8, x=551, align="r")
    q_date = s.t("請求日 2024年6月20日（20日締）", 8, x=551, align="r")
    s.t("登録番号 T6120001087315", 8, x=551, align="r")
    s.y = 100
    q_c = stack(s, 44, ["株式会社みなと精密 御中"], 12, lead=16)
    s.p.hline(s.y - 12, 44, 270, 0.6)
    stack(
        s,
        44,
        ["〒455-0027 名古屋市港区船見町二丁目14番地", "購買部 佐伯 様", "お客様コード 30418"],
        7.6,
        lead=11,
    )
    s.y = 150
    q_v = stack(
        s,
        340,
        [
            "北浜産業資材株式会社",
            "〒541-0045 大阪市中央区道修町三丁目6番11号",
            "TEL 06-6231-4870 FAX 06-6231-4871",
            "担当 営業二課 森下",
        ],
        7.8,
        lead=11.5,
    )
    s.y = max(s.y, 190) + 6
    s.t("下記の通りご請求申し上げます。", 8.4)
    s.skip(4)
    b10, b8 = D(0), D(0)
    lines = [
        ("5/23", "D-88412", "ステンレス六角ボルト M10×40 SUS304", "400", "本", "38", 10),
        ("5/23", "D-88412", "平ワッシャー M10 SUS304", "400", "個", "6", 10),
        ("5/28", "D-88530", "水溶性切削油 18L", "4", "缶", "12800", 10),
        ("6/4", "D-88677", "ウレタンエアホース φ8×100m", "3", "巻", "9650", 10),
        ("6/4", "D-88677", "ニトリル作業手袋 L 100枚入", "20", "箱", "1180", 10),
        ("6/11", "D-88790", "ミネラルウォーター 2L×6本 ※", "10", "ケース", "1340", 8),
        ("6/11", "D-88790", "緑茶 500ml×24本 ※", "6", "ケース", "2480", 8),
        ("6/18", "D-88902", "ベアリング 6205ZZ", "30", "個", "720", 10),
        ("6/18", "R-01127", "返品 ニトリル作業手袋 L 100枚入", "-2", "箱", "1180", 10),
    ]
    amts = []
    for ln in lines:
        a = ext(ln[3], ln[5])
        amts.append(a)
        if ln[6] == 10:
            b10 += a
        else:
            b8 += a
    t10 = (b10 * D("0.10")).to_integral_value(rounding="ROUND_DOWN")
    t8 = (b8 * D("0.08")).to_integral_value(rounding="ROUND_DOWN")
    sub, tax = b10 + b8, t10 + t8
    tot = sub + tax
    prev, paid = D(212408), D(150000)
    carry = prev - paid
    due = carry + tot
    cap = ["前回御請求額", "御入金額", "繰越金額", "今回御買上額", "消費税額", "今回御請求額"]
    val = [prev, paid, carry, sub, tax, due]
    x0, w = 44, (551 - 44) / 6
    y = s.y - 4
    q_sum = []
    for i, (c, v) in enumerate(zip(cap, val, strict=True)):
        xa = x0 + i * w
        s.p.shade(xa, y, xa + w, y + 13, 0.85 if i == 5 else 0.92)
        s.p.rect(xa, y, xa + w, y + 32, 0.6)
        s.p.text(xa + w / 2, y + 9.5, c, 7.2, align="c")
        s.p.text(xa + w - 5, y + 27, "¥" + yen(v), 9.4, align="r")
        q_sum.append(f"{c} ¥{yen(v)}")
    s.y = y + 48
    q_limit = s.t("お支払期限 2024年7月20日　　お振込先は下記をご参照ください。", 8)
    s.skip(6)
    cols = [(44, "l"), (78, "l"), (124, "l"), (378, "r"), (384, "l"), (458, "r"), (518, "r"), (551, "r")]
    head(s, cols, ["日付", "伝票番号", "品名・規格", "数量", "単位", "単価", "金額", "税率"], 7.4, fill=0.9)
    for ln, a in zip(lines, amts, strict=True):
        cells(
            s, cols, [ln[0], ln[1], ln[2], ln[3], ln[4], yen(D(ln[5])), yen(a), f"{ln[6]}%"], 7.6, lead=13.5
        )
    s.rule()
    s.skip(8)
    xl, xr = 300, 551
    q_b10 = tline(s, xl, xr, "10%対象 税抜金額", yen(b10) + "円", 7.8)
    q_t10 = tline(s, xl, xr, "10%対象 消費税", yen(t10) + "円", 7.8)
    q_b8 = tline(s, xl, xr, "8%対象（※軽減税率）税抜金額", yen(b8) + "円", 7.8)
    q_t8 = tline(s, xl, xr, "8%対象（※軽減税率）消費税", yen(t8) + "円", 7.8)
    s.p.hline(s.y - 9, xl, xr, 0.5)
    q_tot = tline(s, xl, xr, "今回御買上額合計（税込）", yen(tot) + "円", 9.4)
    s.skip(14)
    for ln in (
        "※印は軽減税率（8%）対象商品です。消費税は税率ごとに合計した金額から計算し、端数を切り捨てています。",
        "振込先：みつば銀行 道修町支店 普通預金 0418273 キタハマサンギョウシザイ（カ",
        "お振込手数料は貴社にてご負担くださいますようお願い申し上げます。",
    ):
        s.t(ln, 7.2)
    s.y = 806
    s.t("北浜産業資材株式会社 · www.kitahama-shizai.example", 6.6, x=297, align="c", color=GREY)
    check(
        L,
        prev=prev,
        paid=paid,
        carry=carry,
        b10=b10,
        b8=b8,
        t10=t10,
        t8=t8,
        sub=sub,
        tax=tax,
        tot=tot,
        due=due,
    )
    fields = {
        "invoice_number": F("HS-2406-0381", 1, q_no),
        "invoice_date": F("2024-06-20", 1, q_date),
        "due_date": F("2024-07-20", 1, q_limit.split("\u3000")[0]),
        "vendor_name": F("北浜産業資材株式会社", 1, q_v[0] + " " + q_v[1][:9]),
        "bill_to": F("株式会社みなと精密", 1, q_c[0] + " 〒455-0027"),
        "currency": F("JPY", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sum[3]),
        "tax": F(L["tax"], 1, q_sum[4]),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_sum[5]),
    }
    notes = (
        "Japanese monthly invoice (請求書) with a carried balance, JPY (¥ and 円, comma grouping, no "
        "decimals), dates yyyy年m月d日 (delivery lines show month/day only). invoice_number is the "
        "請求書番号 and invoice_date the 請求日 (the 20th, the closing day); due_date is the お支払期限 (the "
        "registration number, customer code and slip numbers are distractors). vendor_name is the issuing "
        "company; bill_to the customer company addressed '御中', not the purchasing contact. The summary "
        "row: this period's purchases excluding tax (今回御買上額) is the subtotal, the consumption tax "
        "(消費税額) the tax; their sum is printed as 今回御買上額合計（税込）, the total. The previous "
        "billing less the payment received gives the carried balance (sum), and the carried balance plus "
        "this period's total gives 今回御請求額, the amount_due (sum). The 10 % and reduced 8 % bases and "
        "taxes are summarised by rate (sums); a return line is negative."
    )
    sums = [
        SUM(
            "前回御請求額 - 御入金額 = 繰越金額",
            [(1, T("前回御請求額", L["prev"], 1, q_sum[0])), (-1, T("御入金額", L["paid"], 1, q_sum[1]))],
            T("繰越金額", L["carry"], 1, q_sum[2]),
        ),
        SUM(
            "繰越金額 + 今回御買上額合計（税込） = 今回御請求額",
            [(1, T("繰越金額", L["carry"], 1, q_sum[2])), (1, "total")],
            "amount_due",
        ),
        SUM(
            "10%対象 + 8%対象 = 今回御買上額",
            [(1, T("10%対象", L["b10"], 1, q_b10)), (1, T("8%対象", L["b8"], 1, q_b8))],
            "subtotal",
        ),
        SUM(
            "10%消費税 + 8%消費税 = 消費税額",
            [(1, T("10%消費税", L["t10"], 1, q_t10)), (1, T("8%消費税", L["t8"], 1, q_t8))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ===== 6 US distributor invoice over two pages (USD, comma grouping, mm/dd/yyyy): MRO supplies with ordered,
# shipped and back-ordered quantities (extensions on the shipped quantity); a subtotal per page carried to the
# merchandise subtotal (sum); freight after the subtotal; sales tax printed as 0.00 under a resale/
# manufacturing exemption; a deposit received deducted to the balance due (sums); bill-to accounts payable vs
# the ship-to plant; cash-discount terms with their own date and amount; a remit-to lockbox
@doc(
    "b37_inv_us_oh_two_page_backorder_deposit", "invoice", "Quillen-Barrow Industrial Supply invoice 7731846"
)
def inv_us():
    L = dict(
        p1=2515.48,
        p2=1819.38,
        sub=4334.86,
        frt=193.85,
        tot=4528.71,
        dep=-750,
        due=3778.71,
    )
    p = Pdf(**LETTER)
    s = Sheet(p, x=40, xr=572, top=46, size=8)
    items = [
        ("6206-2RS", "Ball bearing 30x62x16mm, 2 rubber seals", 24, 24, "EA", "9.87"),
        ("B-71 GX", "Cogged V-belt, 74 in. outside length", 12, 12, "EA", "23.46"),
        ("HCS-1213Z", "Hex cap screw 1/2-13 x 3, Gr 8, zinc yellow", 200, 200, "EA", "0.61"),
        ("FW-12Z", "Flat washer 1/2 in., hardened, zinc", 200, 200, "EA", "0.14"),
        ("NL-1213", "Nylon insert lock nut 1/2-13, Gr 8", 200, 150, "EA", "0.38"),
        ("EP2-35", "Lithium complex grease NLGI 2, 35 lb pail", 2, 2, "PL", "118.90"),
        ("CUT-4512", "Cut-off wheel 4-1/2 x .045 x 7/8, box of 25", 6, 6, "BX", "41.75"),
        ("GL-N8L", "Nitrile gloves 8 mil, large, box of 100", 15, 15, "BX", "17.20"),
        ("SS-7411", "Safety glasses, clear anti-fog, ANSI Z87.1+", 36, 36, "EA", "4.95"),
        ("HB-4021", "Hydraulic hose 1/2 in. 2-wire, per foot", 150, 150, "FT", "4.18"),
        ("HF-08MP", "Hose fitting 1/2 male pipe, crimp", 24, 24, "EA", "6.72"),
        ("RS-1848", "Roller chain #60 riveted, 10 ft", 3, 0, "BX", "96.40"),
        ("SPK-6015", "Sprocket #60, 15 teeth, 1-1/4 bore", 2, 2, "EA", "38.65"),
        ("AF-2020", "Pleated air filter 20x20x2 MERV 13", 24, 24, "EA", "11.36"),
        ("TB-34", "Thread sealant tape 3/4 in. x 520 in.", 48, 48, "RL", "1.29"),
        ("MC-6205", "Motor, TEFC 5 HP 1800 RPM 184T frame", 1, 1, "EA", "1187.00"),
        ("CPL-L100", "Jaw coupling hub L100, 1-1/8 bore", 2, 2, "EA", "27.80"),
        ("CPL-SP100", "Jaw coupling spider L100, Buna-N", 4, 4, "EA", "9.45"),
        ("WD-3016", "Penetrating lubricant, 16 oz aerosol", 24, 24, "EA", "6.48"),
        ("LT-04", "Lockout hasp, steel, 1 in. jaw", 6, 6, "EA", "8.15"),
    ]
    cols = [
        (40, "r"),
        (48, "l"),
        (106, "l"),
        (328, "r"),
        (362, "r"),
        (390, "r"),
        (398, "l"),
        (470, "r"),
        (572, "r"),
    ]
    names = ["Ln", "Item No.", "Description", "Ordered", "Shipped", "B/O", "UM", "Unit Price", "Extension"]

    def header(page):
        s.y = 46
        s.t("QUILLEN-BARROW", 17, True)
        s.t("INDUSTRIAL SUPPLY, INC.", 8.4, True, color=GREY)
        for ln in (
            "4410 Millrace Parkway · Columbus, OH 43228",
            "(614) 555-0187 · www.quillenbarrow.example",
        ):
            s.t(ln, 7.4)
        s.y = 50
        s.t("INVOICE", 20, True, x=572, align="r")
        s.t(f"Page {page} of 2", 7.6, x=572, align="r")
        s.y = 112

    header(1)
    y0 = s.y
    q_inv = []
    for x0, x1, cap, v in (
        (40, 150, "INVOICE NO.", "7731846"),
        (150, 260, "INVOICE DATE", "08/19/2024"),
        (260, 370, "CUSTOMER NO.", "FERN-0412"),
        (370, 470, "DUE DATE", "09/18/2024"),
        (470, 572, "TERMS", "2% 10 NET 30"),
    ):
        s.p.rect(x0, y0 - 8, x1, y0 + 16, 0.5)
        s.p.text(x0 + 4, y0, cap, 6.2, True, color=GREY)
        s.p.text(x0 + 4, y0 + 12, v, 8.6, True)
        q_inv.append(f"{cap} {v}")
    s.y = y0 + 36
    q_bill = stack(
        s,
        44,
        ["Ferncastle Plastics LLC", "Attn: Accounts Payable", "PO Box 4471", "Evansville, IN 47724-0471"],
        8.4,
        True,
        cap="BILL TO",
        lead=11,
    )
    s.y = y0 + 36
    stack(
        s,
        320,
        [
            "Ferncastle Plastics LLC - Plant 2",
            "Receiving Dock B",
            "2901 Angel Mounds Road",
            "Newburgh, IN 47630",
        ],
        8.4,
        cap="SHIP TO",
        lead=11,
    )
    s.skip(8)
    y1 = s.y
    for x0, x1, cap, v in (
        (40, 135, "CUSTOMER PO", "4500-88127"),
        (135, 220, "ORDER NO.", "SO-554018"),
        (220, 300, "ORDER DATE", "07/22/2024"),
        (300, 380, "SHIP DATE", "08/16/2024"),
        (380, 480, "SHIP VIA", "R+L CARRIERS LTL"),
        (480, 572, "SALESPERSON", "D. OKONKWO"),
    ):
        s.p.rect(x0, y1 - 8, x1, y1 + 16, 0.5)
        s.p.text(x0 + 4, y1, cap, 6.2, True, color=GREY)
        s.p.text(x0 + 4, y1 + 12, v, 8, True)
    s.y = y1 + 34
    ext_ = [ext(it[3], it[5]) for it in items]

    def rows(lo, hi):
        head(s, cols, names, 6.8)
        for i in range(lo, hi):
            it = items[i]
            bo = it[2] - it[3]
            cells(
                s,
                cols,
                [
                    str(i + 1),
                    it[0],
                    it[1],
                    str(it[2]),
                    str(it[3]),
                    str(bo) if bo else "",
                    it[4],
                    en(D(it[5]), 3 if D(it[5]) < 1 else 2),
                    en(ext_[i]),
                ],
                7.4,
                lead=14,
            )
        s.rule()
        s.skip(6)
        return add(ext_[lo:hi])

    p1 = rows(0, 13)
    q_p1 = tline(s, 400, 572, "Page 1 Subtotal", en(p1), 8.4, True)
    s.t("Continued on page 2", 7.6, x=572, align="r", color=GREY)
    s.y = 742
    s.t(
        "Back-ordered items ship when available and are invoiced separately. Returns require an RMA within "
        "30 days and are subject to a 15% restocking fee.",
        6.8,
        color=GREY,
    )
    s.new_page()
    header(2)
    s.row(
        [(40, "Invoice No. 7731846"), (220, "Invoice Date 08/19/2024"), (400, "Customer No. FERN-0412")],
        8,
        True,
    )
    s.skip(10)
    p2 = rows(13, len(items))
    q_p2 = tline(s, 400, 572, "Page 2 Subtotal", en(p2), 8.4, True)
    s.skip(10)
    sub = p1 + p2
    frt = D("193.85")
    tot = sub + frt
    dep = D("750.00")
    due = tot - dep
    xl, xr = 330, 572
    q_sub = tline(s, xl, xr, "Merchandise Subtotal", en(sub), 8.6)
    q_frt = tline(s, xl, xr, "Freight", en(frt), 8.6)
    q_tax = tline(s, xl, xr, "Sales Tax (exempt - IN ST-105 on file)", "0.00", 8.6)
    s.p.hline(s.y - 10, xl, xr, 0.6)
    q_tot = tline(s, xl, xr, "Invoice Total", "$" + en(tot), 9.6, True)
    q_dep = tline(s, xl, xr, "Less Deposit Received 07/22/2024 (Ck 20417)", "-" + en(dep), 8.2)
    s.skip(4)
    s.p.shade(xl - 4, s.y - 12, xr + 4, s.y + 5, 0.86)
    q_due = tline(s, xl, xr, "BALANCE DUE", "$" + en(due), 10.5, True)
    s.skip(8)
    disc = pct(due, 2)
    wrap(
        s,
        f"Terms 2% 10 Net 30: deduct ${en(disc)} if paid by 08/29/2024. Balance due 09/18/2024. Past-due "
        "balances are subject to a service charge of 1.5% per month.",
        size=7.6,
    )
    s.skip(10)
    stack(
        s,
        40,
        [
            "Quillen-Barrow Industrial Supply, Inc.",
            "PO Box 73318 · Cleveland, OH 44193-0318",
            "ACH: Lakeshore Commerce Bank · ABA 041208773 · Acct 6604183127",
        ],
        7.6,
        True,
        cap="REMIT TO",
        lead=10.5,
    )
    s.y = 742
    s.t(
        "Thank you for your business. Questions about this invoice: ar@quillenbarrow.example", 6.8, color=GREY
    )
    check(L, p1=p1, p2=p2, sub=sub, frt=frt, tot=tot, dep=-dep, due=due)
    fields = {
        "invoice_number": F("7731846", 1, q_inv[0]),
        "invoice_date": F("2024-08-19", 1, q_inv[1]),
        "due_date": F("2024-09-18", 1, q_inv[3]),
        "vendor_name": F(
            "Quillen-Barrow Industrial Supply, Inc.", 2, "Quillen-Barrow Industrial Supply, Inc."
        ),
        "bill_to": F("Ferncastle Plastics LLC", 1, q_bill[0]),
        "currency": F("USD", 2, q_tot),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(0, 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": F(L["due"], 2, q_due),
    }
    notes = (
        "US distributor invoice over two pages, USD with comma grouping, dates mm/dd/yyyy. invoice_number, "
        "invoice_date and due_date from the header boxes (customer number, customer PO, order number, order "
        "and ship dates are distractors; the cash-discount date in the terms text is a distractor). "
        "vendor_name is the full legal name in the remit-to block on page 2 (the letterhead splits it over "
        "two lines); bill_to is the company in Bill To, not the accounts-payable attention line nor the Ship "
        "To plant. Each page has its own subtotal, and the two add up to the merchandise subtotal (sum), "
        "which is the subtotal; freight is added after it and sales tax is printed as 0.00 under an "
        "exemption, so tax is 0 (not null); the invoice total less the subtotal and freight leaves the 0.00 "
        "tax (sum). A deposit received is deducted to the balance due, the amount_due (sum). Back-ordered "
        "quantities are not extended; the cash-discount amount is a distractor."
    )
    sums = [
        SUM(
            "page 1 + page 2 = merchandise subtotal",
            [(1, T("page 1 subtotal", L["p1"], 1, q_p1)), (1, T("page 2 subtotal", L["p2"], 2, q_p2))],
            "subtotal",
        ),
        SUM(
            "invoice total - subtotal - freight = sales tax",
            [(1, "total"), (-1, "subtotal"), (-1, T("freight", L["frt"], 2, q_frt))],
            "tax",
        ),
        SUM(
            "invoice total - deposit = balance due",
            [(1, "total"), (1, T("deposit received", L["dep"], 2, q_dep))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 7 UK groundworks VAT invoice under the Construction Industry Scheme (GBP, comma grouping, d Month
# yyyy): drainage works split into labour, materials and plant columns (sum to the net total); VAT at 20 %
# because the customer is an end user (the domestic reverse charge does not apply); the 20 % CIS deduction on
# the labour element is taken off the gross total to the amount payable (sum); company director as the contact
# vs the site address; valuation number, order reference and the CIS tax-month date as distractors
@doc("b37_inv_uk_cis_deduction_end_user", "invoice", "Penhallow Groundworks invoice PGL-2417")
def inv_uk():
    L = dict(
        lab=9705,
        mat=9383.25,
        plant=3117.5,
        sub=22205.75,
        tax=4441.15,
        tot=26646.9,
        cis=-1941,
        due=24705.9,
    )
    p = Pdf(**A4)
    s = Sheet(p, x=46, xr=549, top=56, size=8)
    s.t("PENHALLOW GROUNDWORKS LTD", 15, True, color=(0.1, 0.3, 0.15))
    s.t("Drainage  ·  Groundworks  ·  Civils  ·  Plant", 8, color=GREY)
    s.skip(2)
    for ln in (
        "Unit 7, Treloggan Industrial Estate, Newquay, Cornwall TR7 2SX",
        "Tel 01637 880 412  ·  accounts@penhallow-groundworks.example",
        "VAT Reg. No. GB 318 4472 90  ·  Company No. 11842736  ·  CIS UTR 41827 73356",
    ):
        s.t(ln, 7)
    s.y = 56
    s.t("INVOICE", 19, True, x=549, align="r")
    s.skip(8)
    info = [
        ("Invoice No.", "PGL-2417"),
        ("Invoice date / tax point", "24 September 2024"),
        ("Payment due", "24 October 2024"),
        ("Valuation No.", "3 (final)"),
        ("Your order ref.", "TBL/PO/077"),
    ]
    q_info = [lv(s, 392, 549, k, v, 7.8, lead=11.5, align="r") for k, v in info]
    s.y = 160
    y0 = s.y
    q_to = stack(
        s,
        46,
        [
            "Trelissick Barns Holiday Lets Ltd",
            "FAO Mrs Gwen Pascoe, Director",
            "Chy-an-Dour, Feock",
            "Truro, Cornwall TR3 6QL",
        ],
        8.4,
        True,
        cap="INVOICE TO",
        lead=11.5,
    )
    s.y = y0
    stack(
        s,
        300,
        [
            "Trelissick Barns, Carnon Lane, Feock TR3 6RS",
            "Barn conversion - external drainage and",
            "package treatment plant",
        ],
        8,
        cap="SITE",
        lead=11,
    )
    s.y = max(s.y, y0 + 62)
    cols = [(46, "l"), (66, "l"), (365, "r"), (425, "r"), (485, "r"), (549, "r")]
    head(s, cols, ["Item", "Description", "Labour £", "Materials £", "Plant/other £", "Net £"], 6.8)
    lines = [
        ("Excavate and lay 110mm foul drain, 64m, pea gravel bed, backfill", "4860.00", "2317.45", "0"),
        ("Install 6PE package treatment plant, outfall and soakaway", "2940.00", "5785.00", "0"),
        ("Form 3 no. 450mm inspection chambers with covers", "1125.00", "868.20", "0"),
        ("8t excavator, self-drive hire, 6 days", "0", "0", "1470.00"),
        ("Muck-away, 9 loads to licensed tip", "0", "0", "1647.50"),
        ("Reinstate gravel drive and turf over trench line", "780.00", "412.60", "0"),
    ]
    lab = mat = plant = D(0)
    for i, (txt, a, b, c) in enumerate(lines, 1):
        a, b, c = D(a), D(b), D(c)
        lab, mat, plant = lab + a, mat + b, plant + c
        cells(
            s,
            cols,
            [str(i), txt, en(a) if a else "-", en(b) if b else "-", en(c) if c else "-", en(a + b + c)],
            7.3,
            lead=13,
        )
    s.rule()
    s.skip(4)
    q_cols = cells(
        s, cols, ["", "Totals", en(lab), en(mat), en(plant), en(lab + mat + plant)], 7.6, bold=True
    )
    s.skip(10)
    sub = lab + mat + plant
    tax = pct(sub, 20)
    tot = sub + tax
    cis = pct(lab, 20)
    due = tot - cis
    xl, xr = 300, 549
    q_lab = tline(s, xl, xr, "Labour element", en(lab), 8)
    q_mat = tline(s, xl, xr, "Materials element", en(mat), 8)
    q_plant = tline(s, xl, xr, "Plant hire and other", en(plant), 8)
    s.p.hline(s.y - 10, xl, xr, 0.4)
    q_sub = tline(s, xl, xr, "Net total", "£" + en(sub), 8.6, True)
    q_tax = tline(s, xl, xr, "VAT @ 20%", "£" + en(tax), 8.6)
    s.p.hline(s.y - 10, xl, xr, 0.4)
    q_tot = tline(s, xl, xr, "Gross total", "£" + en(tot), 9.4, True)
    q_cis = tline(s, xl, xr, f"Less CIS deduction 20% on labour £{en(lab)}", "-£" + en(cis), 8)
    s.skip(4)
    s.p.shade(xl - 4, s.y - 12, xr + 4, s.y + 5, 0.86)
    q_due = tline(s, xl, xr, "AMOUNT PAYABLE", "£" + en(due), 10.5, True)
    s.skip(12)
    for t in (
        "Construction Industry Scheme: our business is registered for gross payment status pending; please "
        "deduct 20% from the labour element only and send a payment and deduction statement for the tax "
        "month ending 5 October 2024.",
        "VAT: you have confirmed in writing that Trelissick Barns Holiday Lets Ltd is an end user for these "
        "works, so the VAT domestic reverse charge for building and construction services does not apply and "
        "VAT is charged at the standard rate.",
        "Payment by BACS to Penhallow Groundworks Ltd, sort code 60-83-24, account 20418836, quoting the "
        "invoice number. Retention: none (final account agreed on site 19 September 2024).",
    ):
        wrap(s, t, size=7.4, gap=5)
    s.y = 806
    s.t(
        "Penhallow Groundworks Ltd · Registered in England and Wales · Registered office as above",
        6.6,
        x=297,
        align="c",
        color=GREY,
    )
    check(L, lab=lab, mat=mat, plant=plant, sub=sub, tax=tax, tot=tot, cis=-cis, due=due)
    _ = q_cols
    fields = {
        "invoice_number": F("PGL-2417", 1, q_info[0]),
        "invoice_date": F("2024-09-24", 1, q_info[1]),
        "due_date": F("2024-10-24", 1, q_info[2]),
        "vendor_name": F("Penhallow Groundworks Ltd", 1, "PENHALLOW GROUNDWORKS LTD"),
        "bill_to": F("Trelissick Barns Holiday Lets Ltd", 1, q_to[0]),
        "currency": F("GBP", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "UK groundworks invoice under the Construction Industry Scheme, GBP with comma grouping, dates d "
        "Month yyyy. invoice_number, invoice_date (the invoice date / tax point) and due_date (Payment due) "
        "from the header (valuation number and order reference are distractors; the CIS tax-month date and "
        "the final-account date in the notes are distractors). vendor_name from the letterhead; bill_to is "
        "the company in Invoice To, not its director nor the site. Labour, materials and plant elements add "
        "up to the net total, the subtotal (sum); VAT @ 20 % is the tax (the end-user note explains why it "
        "is charged); Gross total is the total. The 20 % CIS deduction on the labour element is deducted to "
        "the Amount payable, the amount_due (sum)."
    )
    sums = [
        SUM(
            "labour + materials + plant = net total",
            [
                (1, T("labour element", L["lab"], 1, q_lab)),
                (1, T("materials element", L["mat"], 1, q_mat)),
                (1, T("plant hire and other", L["plant"], 1, q_plant)),
            ],
            "subtotal",
        ),
        SUM(
            "gross total - CIS deduction = amount payable",
            [(1, "total"), (1, T("CIS deduction", L["cis"], 1, q_cis))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 8 Danish plumbing faktura (DKK, dot grouping, d. month yyyy / dd.mm.yyyy): valve replacement in a
# housing association's block, billed c/o the administrator; labour, parts with a trade discount, driving and
# sundries; 25 % moms; the due date printed; a FIK payment line without an amount; the quote and order
# numbers, the work period and the reminder-fee terms as distractors; nothing but the total is printed as
# payable
@doc("b37_inv_dk_faktura_fik_boligselskab", "invoice", "Limfjord VVS & Energi faktura 47352")
def inv_dk():
    L = dict(
        sub=41208.1,
        tax=10302.03,
        tot=51510.13,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=56, xr=539, top=60, size=8)
    s.t("Limfjord VVS & Energi", 17, True, x=539, align="r", color=(0.0, 0.28, 0.5))
    s.t("Vand · Varme · Sanitet · Energioptimering", 7.4, x=539, align="r", color=GREY)
    s.y = 120
    s.t("Limfjord VVS & Energi ApS · Sundsholmen 22 · 9400 Nørresundby", 6.4, color=GREY)
    s.skip(2)
    q_c = stack(
        s,
        56,
        [
            "Boligselskabet Engtoften, afd. 7",
            "c/o Nordjysk Boligadministration A/S",
            "Postboks 1184",
            "9100 Aalborg",
        ],
        9,
        True,
        lead=12.5,
    )
    s.y = 124
    q_fak = s.t("FAKTURA", 14, True, x=360)
    info = [
        ("Fakturanr.", "47352"),
        ("Fakturadato", "3. oktober 2024"),
        ("Kundenr.", "11408"),
        ("Ordrenr.", "6612"),
        ("Rekvirent", "Driftsleder Jens Aagaard"),
        ("Forfaldsdato", "17. oktober 2024"),
    ]
    q_info = [lv(s, 360, 440, k, v, 7.8, lead=11.5) for k, v in info]
    s.y = 230
    s.t(
        "Vedr.: Udskiftning af termostatventiler og strengreguleringsventiler, Engtoften 14-20, blok C",
        8.4,
        True,
    )
    s.t("Udført i perioden 16.09.2024 - 27.09.2024 jf. tilbud nr. T-3318 af 14.08.2024", 7.6, color=GREY)
    s.skip(6)
    cols = [(56, "l"), (110, "l"), (345, "r"), (352, "l"), (420, "r"), (460, "r"), (539, "r")]
    head(s, cols, ["Varenr.", "Tekst", "Antal", "Enhed", "Pris", "Rabat", "Beløb"], 7)
    lines = [
        ("1001", "Arbejdsløn VVS-montør", "31.5", "timer", "545.00", "0"),
        ("1004", "Arbejdsløn lærling", "18", "timer", "295.00", "0"),
        ("448210", 'Termostatventilhus 1/2" lige, forindstilling', "24", "stk.", "268.00", "15"),
        ("448355", "Termostatføler med fjernføler 2 m", "24", "stk.", "312.50", "15"),
        ("461120", "Strengreguleringsventil DN20 med målestudse", "4", "stk.", "1186.00", "15"),
        ("1090", "Kørsel, servicevogn", "6", "ture", "395.00", "0"),
        ("1095", "Småmaterialer og miljøafgift", "1", "stk.", "486.00", "0"),
    ]
    sub = D(0)
    for vn, txt, n, u, pr, rb in lines:
        a = ext(n, pr, (D(100) - D(rb)) / 100)
        sub += a
        qty = nl(D(n), 1) if "." in n else n
        cells(s, cols, [vn, txt, qty, u, nl(D(pr)), f"{rb}%" if rb != "0" else "", nl(a)], 7.5, lead=13.5)
    s.rule()
    s.skip(8)
    tax = pct(sub, 25)
    tot = sub + tax
    xl, xr = 330, 539
    q_sub = tline(s, xl, xr, "Beløb ekskl. moms", nl(sub), 8.4)
    q_tax = tline(s, xl, xr, "25% moms", nl(tax), 8.4)
    s.p.hline(s.y - 10, xl, xr, 0.6)
    q_tot = tline(s, xl, xr, "Total DKK", nl(tot), 10, True)
    s.skip(14)
    wrap(
        s,
        "Betalingsbetingelser: netto 14 dage. Ved betaling efter forfald tilskrives morarente på 0,8% pr. "
        "påbegyndt måned, og der opkræves rykkergebyr på kr. 100,00 pr. rykker. Reklamationer over fakturaen "
        "bedes fremsendt inden 8 dage.",
        size=7.4,
    )
    s.skip(4)
    wrap(
        s,
        "Indbetaling via bank: Vendsyssel Andelskasse, reg.nr. 9070 kontonr. 4418 27 3316, eller med "
        "kortartkode 71 herunder.",
        size=7.4,
    )
    s.skip(10)
    s.p.rect(56, s.y - 10, 539, s.y + 24, 0.5)
    s.t("Betalingslinje", 6.4, x=62, color=GREY)
    s.t("+71< 000000473527 +86471239<", 10, x=62)
    s.y = 800
    s.t(
        "Limfjord VVS & Energi ApS · CVR-nr. 41 28 73 56 · Tlf. 98 17 44 21 · faktura@limfjord-vvs.example",
        6.6,
        x=297,
        align="c",
        color=GREY,
    )
    check(L, sub=sub, tax=tax, tot=tot)
    _ = q_fak
    fields = {
        "invoice_number": F("47352", 1, q_info[0]),
        "invoice_date": F("2024-10-03", 1, q_info[1]),
        "due_date": F("2024-10-17", 1, q_info[5]),
        "vendor_name": F("Limfjord VVS & Energi ApS", 1, "Limfjord VVS & Energi ApS · Sundsholmen 22"),
        "bill_to": F("Boligselskabet Engtoften, afd. 7", 1, q_c[0]),
        "currency": F("DKK", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Danish plumbing invoice, DKK with dot grouping and comma decimals, header dates written 'd. month "
        "yyyy'. invoice_number is the Fakturanr. (customer, order, quote and account numbers and the FIK "
        "payment line are distractors); invoice_date the Fakturadato; due_date the Forfaldsdato (the work "
        "period and the quote date are distractors). vendor_name is the legal name with ApS in the sender "
        "line (the letterhead omits the suffix); bill_to is the housing association department, not the "
        "administrator it is addressed c/o. Beløb ekskl. moms is the subtotal, 25% moms the tax, Total DKK "
        "the total. No separate amount due or balance is printed (the payment line carries no amount), so "
        "amount_due is null; the reminder fee and the interest rate are distractors."
    )
    return p, fields, notes, []


_TR1 = ["", "BİR", "İKİ", "ÜÇ", "DÖRT", "BEŞ", "ALTI", "YEDİ", "SEKİZ", "DOKUZ"]
_TR10 = ["", "ON", "YİRMİ", "OTUZ", "KIRK", "ELLİ", "ALTMIŞ", "YETMİŞ", "SEKSEN", "DOKSAN"]


def _tr3(n, thousands=False):
    h, t, u = n // 100, n // 10 % 10, n % 10
    out = []
    if h:
        out += ([] if h == 1 else [_TR1[h]]) + ["YÜZ"]
    if t:
        out.append(_TR10[t])
    if u and not (thousands and n == 1):
        out.append(_TR1[u])
    return out


def tr_words(x):
    """Turkish amount in words, upper case, as printed under e-invoice totals."""
    v = D(x).quantize(D("0.01"))
    n, kr = int(v), int((v - int(v)) * 100)
    th, rest = divmod(n, 1000)
    words = (_tr3(th, True) + ["BİN"] if th else []) + _tr3(rest)
    out = " ".join(words) + " TÜRK LİRASI"
    if kr:
        out += " " + " ".join(_tr3(kr)) + " KURUŞ"
    return out


# ===== 9 Turkish e-Arşiv invoice with VAT withholding (TRY, dot grouping, dd-mm-yyyy): cleaning services for
# a port operator; 20 % KDV of which 9/10 is withheld by the buyer, so the amount payable is the total with
# all taxes less the withheld VAT (sum); ETTN, scenario and invoice-type fields; service period, order and
# dispatch references as distractors; amount in words; no payment due date anywhere
@doc(
    "b37_inv_tr_earsiv_kdv_tevkifat",
    "invoice",
    "Karadeniz Endüstriyel Temizlik e-Arşiv fatura KET2024000000417",
)
def inv_tr():
    L = dict(
        sub=291477.75,
        tax=58295.55,
        tev=52466,
        tot=349773.3,
        due=297307.3,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=50, size=7.6)
    q_v = stack(
        s,
        40,
        [
            "KARADENİZ ENDÜSTRİYEL TEMİZLİK HİZMETLERİ LTD. ŞTİ.",
            "Alsancak Mah. Kıbrıs Şehitleri Cad. No: 148/5",
            "Konak / İZMİR",
            "Tel: 0232 464 18 70  Web: www.karadeniztemizlik.example",
            "E-Posta: muhasebe@karadeniztemizlik.example",
            "Vergi Dairesi: KORDON",
            "VKN: 5480317726",
            "MERSİS No: 0548031772600018",
        ],
        7.2,
        True,
        lead=9.8,
    )
    s.p.hline(s.y - 4, 40, 300, 0.6)
    s.y = 62
    s.t("e-Arşiv Fatura", 13, True, x=425, align="c")
    s.t("Gelir İdaresi Başkanlığı", 6.6, x=425, align="c", color=GREY)
    s.y = max(s.y, 142) + 14
    y0 = s.y
    s.t("SAYIN", 7.4, True)
    q_b = stack(
        s,
        40,
        [
            "EGE LİMAN İŞLETMELERİ A.Ş.",
            "Liman Cad. No: 6 Alsancak",
            "Konak / İZMİR",
            "Vergi Dairesi: ALSANCAK",
            "VKN: 3290418865",
        ],
        7.6,
        True,
        lead=10.5,
    )
    s.p.hline(s.y - 4, 40, 300, 0.6)
    ettn = digest("b37 tr ettn", 32, "0123456789abcdef")
    ettn = f"{ettn[:8]}-{ettn[8:12]}-4{ettn[13:16]}-9{ettn[17:20]}-{ettn[20:32]}"
    s.y = y0
    rows = [
        ("Özelleştirme No:", "TR1.2"),
        ("Senaryo:", "EARSIVFATURA"),
        ("Fatura Tipi:", "TEVKIFAT"),
        ("Fatura No:", "KET2024000000417"),
        ("Fatura Tarihi:", "05-11-2024"),
        ("Fatura Saati:", "16:42:07"),
        ("Sipariş No:", "ELI-SAT-88214"),
        ("Sipariş Tarihi:", "27-09-2024"),
    ]
    q_info = []
    for k, v in rows:
        s.p.rect(360, s.y - 8, 555, s.y + 3, 0.4)
        q_info.append(lv(s, 364, 440, k, v, 7.2, lead=11))
    s.y = max(s.y, y0 + 72) + 10
    s.t(f"ETTN: {ettn}", 7.4, True)
    s.skip(8)
    cols = [
        (40, "l"),
        (58, "l"),
        (228, "r"),
        (290, "r"),
        (316, "r"),
        (362, "r"),
        (388, "r"),
        (440, "r"),
        (448, "l"),
        (555, "r"),
    ]
    head(
        s,
        cols,
        [
            "Sıra",
            "Mal Hizmet",
            "Miktar",
            "Birim Fiyat",
            "İsk.",
            "İsk. Tutarı",
            "KDV",
            "KDV Tutarı",
            "Diğer Vergiler",
            "Tutar",
        ],
        6.2,
    )
    items = [
        ("Ofis ve ortak alan temizliği - Ekim", "1", "Ay", "186420.00"),
        ("Cam ve cephe temizliği", "2380", "m²", "28.75"),
        ("Zemin cilalama, makineli", "865", "m²", "42.35"),
    ]
    sub = D(0)
    for i, (txt, n, u, c) in enumerate(items, 1):
        a = ext(n, c)
        sub += a
        cells(
            s,
            cols,
            [
                str(i),
                txt,
                f"{nl(D(n), 0)} {u}",
                nl(D(c)) + " TL",
                "%0",
                "0,00 TL",
                "%20",
                nl(pct(a, 20)) + " TL",
                "KDV TEVK. (9/10)",
                nl(a) + " TL",
            ],
            6.5,
            lead=13,
        )
    s.rule()
    s.skip(10)
    tax = pct(sub, 20)
    tev = (tax * 9 / 10).quantize(D("0.01"), rounding=ROUND_HALF_UP)
    tot = sub + tax
    due = tot - tev
    xl, xr = 300, 555
    rows = [
        ("Mal Hizmet Toplam Tutarı", sub),
        ("Toplam İskonto", D(0)),
        ("Hesaplanan KDV(%20)", tax),
        ("Tevkifata Tabi İşlem Tutarı", sub),
        ("Tevkifata Tabi İşlem Üzerinden Hes. KDV", tax),
        ("Hesaplanan KDV Tevkifatı (9/10)", tev),
        ("Vergiler Dahil Toplam Tutar", tot),
        ("Ödenecek Tutar", due),
    ]
    q_t = {}
    for k, v in rows:
        b = k in ("Vergiler Dahil Toplam Tutar", "Ödenecek Tutar")
        s.p.rect(xl, s.y - 8.5, xr, s.y + 3.5, 0.4)
        q_t[k] = tline(s, xl + 4, xr - 4, k, nl(v) + " TL", 7.4, b, lead=12)
    s.skip(10)
    q_words = s.t(f"Yalnız: {tr_words(due)}", 7.2, True)
    s.skip(4)
    for t in (
        "Not: Hizmet dönemi 01.10.2024 - 31.10.2024. 9/10 oranındaki KDV tevkifatı alıcı tarafından 2 No.lu "
        "KDV beyannamesi ile beyan edilecektir.",
        "Ödeme bilgileri: Ege Kıyı Bankası Alsancak Şubesi, IBAN TR41 0006 7310 4180 0006 2994 17, alıcı "
        "KARADENİZ END. TEM. HİZ. LTD. ŞTİ.",
        "Bu fatura e-Arşiv kapsamında elektronik ortamda düzenlenmiş olup ETTN ile sorgulanabilir.",
    ):
        wrap(s, t, size=7, gap=3)
    check(L, sub=sub, tax=tax, tev=tev, tot=tot, due=due)
    _ = q_words
    fields = {
        "invoice_number": F("KET2024000000417", 1, q_info[3]),
        "invoice_date": F("2024-11-05", 1, q_info[4]),
        "due_date": NULL(),
        "vendor_name": F("KARADENİZ ENDÜSTRİYEL TEMİZLİK HİZMETLERİ LTD. ŞTİ.", 1, q_v[0]),
        "bill_to": F("EGE LİMAN İŞLETMELERİ A.Ş.", 1, q_b[0]),
        "currency": F("TRY", 1, q_t["Vergiler Dahil Toplam Tutar"]),
        "subtotal": F(L["sub"], 1, q_t["Mal Hizmet Toplam Tutarı"]),
        "tax": F(L["tax"], 1, q_t["Hesaplanan KDV(%20)"]),
        "total": F(L["tot"], 1, q_t["Vergiler Dahil Toplam Tutar"]),
        "amount_due": F(L["due"], 1, q_t["Ödenecek Tutar"]),
    }
    notes = (
        "Turkish e-Arşiv invoice with VAT withholding (tevkifat), TRY printed as TL with dot grouping and "
        "comma decimals, dates dd-mm-yyyy. invoice_number is the Fatura No (ETTN, customisation number, "
        "order number and tax ids are distractors); invoice_date the Fatura Tarihi (the order date and the "
        "service period are distractors). No payment due date or payment term is printed, so due_date is "
        "null. vendor_name is the seller block at the top; bill_to the buyer under SAYIN. Mal Hizmet Toplam "
        "Tutarı (no discount) is the subtotal; Hesaplanan KDV(%20), the full VAT computed, is the tax; "
        "Vergiler Dahil Toplam Tutar is the total (subtotal plus the full VAT). The buyer withholds 9/10 of "
        "the VAT, so the Ödenecek Tutar (total less the withheld VAT, sum) is the amount_due; the amount in "
        "words repeats it."
    )
    sums = [
        SUM(
            "vergiler dahil toplam - KDV tevkifatı = ödenecek tutar",
            [(1, "total"), (-1, T("KDV tevkifatı", L["tev"], 1, q_t["Hesaplanan KDV Tevkifatı (9/10)"]))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 10 Philippine VAT sales invoice (PHP, ₱ and comma grouping, Month d, yyyy): VAT-inclusive line prices;
# the statutory summary boxes (VATable / exempt / zero-rated sales and VAT amount; total sales VAT inclusive,
# less VAT, net of VAT, discount, an intermediate 'Amount Due' that is the net of VAT, add VAT, less 1 %
# expanded withholding tax, TOTAL AMOUNT DUE); terms in days only; authority-to-print and printer
# accreditation details; purchase-order and delivery-receipt numbers
@doc("b37_inv_ph_sales_invoice_ewt", "invoice", "Tanglaw Electromech Supply sales invoice 0052187")
def inv_ph():
    L = dict(
        gross=153990,
        sub=137491.07,
        tax=16498.93,
        ewt=1374.91,
        due=152615.09,
    )
    p = Pdf(ttf=True, **LETTER)
    s = Sheet(p, x=44, xr=568, top=50, size=8)
    q_v = s.t("TANGLAW ELECTROMECH SUPPLY CORPORATION", 13, True, x=306, align="c")
    for ln in (
        "Electrical and Mechanical Supplies · Motors · Bearings · Power Transmission",
        "#14 Gen. Luis St., Brgy. Paso de Blas, Valenzuela City 1442, Metro Manila",
        "VAT Reg. TIN: 008-417-352-00000 · Tel. (02) 8294-1187",
    ):
        s.t(ln, 7.4, x=306, align="c")
    s.skip(8)
    s.row([(44, "SALES INVOICE", "l"), (568, "No. 0052187", "r")], 13, True)
    q_no = "SALES INVOICE No. 0052187"
    s.skip(2)
    y0 = s.y
    left = [
        ("Sold to:", "BUKID VERDE AGRI-PROCESSING, INC."),
        ("TIN:", "009-773-418-00000"),
        ("Business Address:", "Km. 46 MacArthur Hi-way, Brgy. San Pablo, Malolos City, Bulacan"),
        ("Business Style:", "Rice and Feed Milling"),
    ]
    q_l = [lv(s, 44, 128, k, v, 7.8, lead=13) for k, v in left]
    s.y = y0
    right = [
        ("Date:", "January 17, 2025"),
        ("Terms:", "30 days"),
        ("P.O. No.:", "BVA-PO-25-0093"),
        ("D.R. No.:", "31842"),
    ]
    q_r = [lv(s, 440, 482, k, v, 7.8, lead=13) for k, v in right]
    s.skip(8)
    cols = [(60, "r"), (68, "l"), (106, "l"), (470, "r"), (568, "r")]
    head(s, cols, ["QTY", "UNIT", "ARTICLES", "UNIT PRICE", "AMOUNT"], 7)
    items = [
        ("4", "pcs", "Electric motor 3 HP, 3-phase, 4-pole, 220/440 V", "18950.00"),
        ("12", "pcs", "Magnetic contactor 32 A, 220 V coil", "2685.00"),
        ("6", "pcs", "Thermal overload relay 17-25 A", "1540.00"),
        ("200", "m", "THHN stranded wire 8.0 mm², black", "98.50"),
        ("10", "pcs", "Pillow block bearing UCP 210", "1275.00"),
        ("2", "sets", "V-belt B-68, matched set of 4", "2140.00"),
    ]
    gross = D(0)
    for n, u, txt, c in items:
        a = ext(n, c)
        gross += a
        cells(s, cols, [n, u, txt, en(D(c)), en(a)], 7.8, lead=14)
    for _ in range(3):
        s.p.hline(s.y - 9, 44, 568, 0.2, (0.75, 0.75, 0.75))
        s.skip(14)
    s.t("*** nothing follows ***", 7, x=306, align="c", color=GREY)
    s.rule()
    s.skip(12)
    sub = (gross / D("1.12")).quantize(D("0.01"), rounding=ROUND_HALF_UP)
    tax = gross - sub
    ewt = pct(sub, 1)
    due = gross - ewt
    y0 = s.y
    q_left = [
        tline(s, 44, 250, k, v, 7.8, lead=13)
        for k, v in (
            ("VATable Sales", en(sub)),
            ("VAT-Exempt Sales", "0.00"),
            ("Zero-Rated Sales", "0.00"),
            ("VAT Amount", en(tax)),
        )
    ]
    s.y = y0
    xl, xr = 330, 568
    box = [
        ("Total Sales (VAT Inclusive)", en(gross)),
        ("Less: VAT", en(tax)),
        ("Amount: Net of VAT", en(sub)),
        ("Less: Discount (SC/PWD/NAAC/MOV/SP)", "—"),
        ("Amount Due", en(sub)),
        ("Add: VAT", en(tax)),
        ("Less: Withholding Tax", en(ewt)),
    ]
    q_box = [tline(s, xl, xr, k, v, 7.8, lead=13) for k, v in box]
    s.skip(2)
    s.p.shade(xl - 4, s.y - 11, xr + 4, s.y + 5, 0.86)
    q_due = tline(s, xl, xr, "TOTAL AMOUNT DUE", "₱ " + en(due), 10, True)
    s.skip(16)
    for t in (
        "Withholding tax: 1% expanded withholding tax on purchase of goods, net of VAT. Please furnish BIR "
        "Form 2307 upon payment.",
        "Received the above goods in good order and condition.",
    ):
        wrap(s, t, size=7.4, gap=4)
    s.skip(24)
    s.p.hline(s.y, 330, 560, 0.4)
    s.skip(9)
    s.t("Customer's Signature over Printed Name / Date", 6.8, x=445, align="c")
    s.y = 716
    for ln in (
        "BIR Authority to Print No. 25BMA20241187315 · Date of ATP: October 7, 2024 · Series: 0050001 - "
        "0075000",
        "Printer: Malolos Press & Forms Inc. · TIN 215-448-730-00000 · Accreditation No. 25BMA0000418 · Date "
        "issued: March 11, 2022",
    ):
        s.t(ln, 6.4, color=GREY)
    check(L, gross=gross, sub=sub, tax=tax, ewt=ewt, due=due)
    _ = q_left
    fields = {
        "invoice_number": F("0052187", 1, q_no),
        "invoice_date": F("2025-01-17", 1, q_r[0]),
        "due_date": NULL(),
        "vendor_name": F("TANGLAW ELECTROMECH SUPPLY CORPORATION", 1, q_v),
        "bill_to": F("BUKID VERDE AGRI-PROCESSING, INC.", 1, q_l[0]),
        "currency": F("PHP", 1, q_due),
        "subtotal": F(L["sub"], 1, q_left[0]),
        "tax": F(L["tax"], 1, q_left[3]),
        "total": F(L["gross"], 1, q_box[0]),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Philippine VAT sales invoice, PHP (₱) with comma grouping, date written Month d, yyyy. "
        "invoice_number is the serial number next to SALES INVOICE (P.O., D.R., TIN, ATP and series numbers "
        "are distractors); invoice_date is the Date. Only 'Terms: 30 days' is printed and no due date, so "
        "due_date is null; the ATP and printer dates are distractors. bill_to is the company after 'Sold "
        "to'. Line amounts are VAT inclusive: VATable Sales (= Amount: Net of VAT) is the subtotal, the VAT "
        "Amount the tax, Total Sales (VAT Inclusive) the total (subtotal + VAT). The intermediate line "
        "labelled 'Amount Due' is only the net of VAT and is a distractor; the 1 % withholding tax is "
        "deducted from the total to the TOTAL AMOUNT DUE, the amount_due (sum)."
    )
    sums = [
        SUM(
            "total sales (VAT inclusive) - withholding tax = total amount due",
            [(1, "total"), (-1, T("withholding tax", L["ewt"], 1, q_box[6]))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


def clp(x):
    return "$ " + fmt(x, ".", ",", 0)


def pdf417(p, x, y, w, h, seed):
    """A deterministic stand-in for the PDF417 barcode of the SII electronic stamp."""
    bits = digest(seed, 400, "01")
    rows, cols = 20, 72
    cw, rh = w / cols, h / rows
    for r in range(rows):
        for c in range(cols):
            edge = c < 4 or c >= cols - 4
            if (edge and c % 2 == 0) or (not edge and bits[(r * 31 + c * 7) % 400] == "1"):
                p.rect(
                    x + c * cw, y + r * rh, x + (c + 1) * cw, y + (r + 1) * rh, 0, fill=(0, 0, 0), color=None
                )


# ===== 11 Chilean electronic invoice (CLP, $ with dot grouping, no decimals; written issue date, dd-mm-yyyy
# elsewhere): construction materials for a contractor; the red RUT / document-type / folio box; item discounts
# and a global discount before the net amount (sum); 19 % IVA; references to a purchase order and a dispatch
# guide with their own dates; the SII electronic stamp and the receipt-acknowledgement block of the assignable
# copy; credit terms with a due date; nothing beyond the total is printed as payable
@doc(
    "b37_inv_cl_factura_electronica_cedible",
    "invoice",
    "Comercializadora Tamarugal factura electrónica 306157",
)
def inv_cl():
    L = dict(
        items=9163886,
        dglob=183278,
        sub=8980608,
        tax=1706316,
        tot=10686924,
    )
    p = Pdf(ttf=True, **LETTER)
    s = Sheet(p, x=40, xr=572, top=54, size=8)
    q_v = stack(
        s,
        40,
        [
            "COMERCIALIZADORA TAMARUGAL SpA",
            "Giro: Venta al por mayor de materiales de construcción y ferretería",
            "Casa matriz: Av. Pedro Aguirre Cerda 8472, Antofagasta",
            "Sucursal: Ruta 5 Norte km 1.362, Calama",
            "Teléfono +56 55 241 8870 · ventas@tamarugal.example",
        ],
        7.4,
        True,
        lead=10.4,
    )
    red = (0.8, 0.05, 0.05)
    s.p.rect(392, 48, 572, 112, 1.6, color=red)
    for yy, t, sz in (
        (66, "R.U.T.: 76.418.255-3", 10),
        (84, "FACTURA ELECTRÓNICA", 10.5),
        (102, "N° 306157", 10),
    ):
        s.p.text(482, yy, t, sz, True, align="c", color=red)
    s.p.text(482, 124, "S.I.I. - ANTOFAGASTA", 8, True, align="c", color=red)
    q_rut, q_no = "R.U.T.: 76.418.255-3", "FACTURA ELECTRÓNICA N° 306157"
    s.y = 150
    q_date = s.t("Fecha Emisión: 16 de abril de 2025", 8.4, True)
    s.skip(2)
    y0 = s.y
    s.p.rect(40, y0 - 10, 572, y0 + 66, 0.5)
    left = [
        ("Señor(es):", "CONSTRUCTORA PUNTA BRAVA LIMITADA"),
        ("R.U.T.:", "77.031.884-K"),
        ("Giro:", "Obras de ingeniería civil"),
        ("Dirección:", "Camino a Coloso km 9, sitio 14"),
        ("Comuna / Ciudad:", "Antofagasta / Antofagasta"),
    ]
    q_l = [lv(s, 46, 122, k, v, 7.6, lead=12) for k, v in left]
    s.y = y0
    right = [
        ("Condición de venta:", "Crédito 30 días"),
        ("Fecha Vencimiento:", "16-05-2025"),
        ("Vendedor:", "Rodrigo Alvayay"),
        ("Contacto:", "Bodega obra Coloso"),
    ]
    q_r = [lv(s, 372, 456, k, v, 7.6, lead=12) for k, v in right]
    s.y = y0 + 82
    cols = [(40, "l"), (88, "l"), (350, "r"), (356, "l"), (440, "r"), (480, "r"), (572, "r")]
    head(s, cols, ["Código", "Descripción", "Cantidad", "Unidad", "Precio Unit.", "% Desc.", "Valor"], 7)
    rows = [
        ("FE-1206", "Fierro estriado A630-420H 12 mm x 6 m", "420", "UN", "7390", "3"),
        ("CE-2510", "Cemento especial, saco 25 kg", "380", "SAC", "4690", "0"),
        ("MA-0926", "Malla electrosoldada C-92, 2,6 x 5,0 m", "60", "UN", "38450", "5"),
        ("AL-1425", "Alambre negro recocido N° 14, rollo 25 kg", "12", "ROL", "42900", "0"),
        ("MD-1822", "Placa terciada moldaje 18 mm 1,22 x 2,44 m", "45", "UN", "36990", "0"),
    ]
    items = D(0)
    for c, txt, n, u, pr, dc in rows:
        v = r0(D(n) * D(pr) * (100 - D(dc)) / 100)
        items += v
        cells(s, cols, [c, txt, n, u, nl(D(pr), 0), f"{dc}%" if dc != "0" else "", nl(v, 0)], 7.5, lead=13.5)
    s.rule()
    s.skip(10)
    y0 = s.y
    s.t("REFERENCIAS", 6.8, True, color=GREY)
    rc = [(40, "l"), (170, "l"), (230, "l"), (282, "l")]
    head(s, rc, ["Tipo documento", "Folio", "Fecha", "Razón"], 6.6, x1=350)
    cells(s, rc, ["Orden de Compra", "4500118823", "08-04-2025", "OC obra Coloso"], 7)
    cells(s, rc, ["Guía de Despacho Electrónica", "99214", "14-04-2025", "Despacho parcial"], 7)
    s.skip(10)
    pdf417(p, 40, s.y, 200, 62, "b37 cl timbre")
    s.y += 74
    s.t("Timbre Electrónico SII", 7, True, x=140, align="c")
    s.t("Res. N° 92 de 2021 · Verifique documento: www.sii.example", 6.4, x=140, align="c")
    y1 = s.y
    dglob = r0(items * D("0.02"))
    sub = items - dglob
    tax = r0(sub * D("0.19"))
    tot = sub + tax
    s.y = y0
    xl, xr = 372, 572
    s.t("Montos en pesos chilenos (CLP)", 6.6, x=xl, color=GREY)
    q_items = tline(s, xl, xr, "Total ítems", clp(items), 8, lead=13)
    q_dg = tline(s, xl, xr, "Descuento global 2%", "- " + clp(dglob), 8, lead=13)
    q_sub = tline(s, xl, xr, "Monto Neto", clp(sub), 8, lead=13)
    tline(s, xl, xr, "Monto Exento", clp(0), 8, lead=13)
    q_tax = tline(s, xl, xr, "I.V.A. 19%", clp(tax), 8, lead=13)
    s.p.hline(s.y - 9.5, xl, xr, 0.6)
    q_tot = tline(s, xl, xr, "TOTAL", clp(tot), 10, True)
    s.y = max(s.y, y1) + 16
    s.p.rect(40, s.y - 10, 572, s.y + 62, 0.5)
    s.t("ACUSE DE RECIBO", 7, True, x=46)
    s.row(
        [
            (46, "Nombre: ______________________"),
            (250, "R.U.T.: ______________"),
            (420, "Fecha: ___________"),
        ],
        7,
    )
    s.row([(46, "Recinto: _____________________"), (250, "Firma: _______________")], 7)
    wrap(
        s,
        "El acuse de recibo que se declara en este acto, de acuerdo a lo dispuesto en la letra b) del Art. "
        "4°, y la letra c) del Art. 5° de la Ley 19.983, acredita que la entrega de mercaderías o "
        "servicio(s) prestado(s) ha(n) sido recibido(s).",
        x=46,
        w=520,
        size=6.4,
    )
    s.y = 742
    s.t("CEDIBLE", 9, True, x=572, align="r")
    check(L, items=items, dglob=dglob, sub=sub, tax=tax, tot=tot)
    _ = (q_rut, q_r)
    fields = {
        "invoice_number": F("306157", 1, q_no),
        "invoice_date": F("2025-04-16", 1, q_date),
        "due_date": F("2025-05-16", 1, q_r[1]),
        "vendor_name": F("COMERCIALIZADORA TAMARUGAL SpA", 1, q_v[0]),
        "bill_to": F("CONSTRUCTORA PUNTA BRAVA LIMITADA", 1, q_l[0]),
        "currency": F("CLP", 1, "Montos en pesos chilenos (CLP)"),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Chilean electronic invoice (assignable copy), CLP printed with $ and dot grouping, no decimals; "
        "issue date written out, other dates dd-mm-yyyy. invoice_number is the folio in the red box (the "
        "RUTs, the purchase-order and dispatch-guide folios and the stamp resolution are distractors); "
        "invoice_date the Fecha Emisión; due_date the Fecha Vencimiento (the reference dates are "
        "distractors). vendor_name is the issuer at the top left; bill_to the Señor(es) company. The items "
        "total less a 2 % global discount gives the Monto Neto (sum), the subtotal; I.V.A. 19% is the tax; "
        "TOTAL the total. The currency is named once above the totals. Nothing beyond the TOTAL is printed "
        "as payable (no balance or amount-due line), so amount_due is null."
    )
    sums = [
        SUM(
            "total ítems - descuento global = monto neto",
            [(1, T("total ítems", L["items"], 1, q_items)), (-1, T("descuento global", L["dglob"], 1, q_dg))],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums
