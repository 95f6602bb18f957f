"""Invoice builders for blind_extraction36 (11 documents).  Every party, number,
date, address and layout is invented.  Each builder computes what it prints and
checks the hand-written label literals with same()."""

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, pct
from pdfkit import IN, Pdf, fmt
from sheet import Sheet

A4 = dict(w=595, h=842)
LETTER = dict(w=612, h=792)
LIGHT = (0.5, 0.5, 0.5)


def eu(x, nd=2):
    """12.345,67"""
    return fmt(x, ".", ",", nd)


def sp(x, nd=2):
    """12 345,67"""
    return fmt(x, " ", ",", nd)


def us(x, nd=2):
    """12,345.67"""
    return fmt(x, ",", ".", nd)


def sq(x, nd=2):
    """12'345.67"""
    return fmt(x, "'", ".", nd)


def spd(x, nd=2):
    """12 345.67"""
    return fmt(x, " ", ".", nd)


def total(xs):
    return sum(xs, D(0))


def whole(x):
    return D(x).quantize(D(1), rounding=ROUND_HALF_UP)


def verify(L, **computed):
    for k, v in computed.items():
        same(L[k], v, k)


def block(s, x, lines, cap=None, size=None, first_bold=False, csize=6.4):
    """Lines at x from the current line; returns their texts (caption excluded)."""
    keep = s.x
    s.x = x
    if cap:
        s.t(cap, csize, True, color=GREY)
    out = [s.t(ln, size, first_bold and i == 0) for i, ln in enumerate(lines)]
    s.x = keep
    return out


def side(s, parts, size=None, first_bold=False):
    """Blocks side by side: parts = [(x, lines, caption)]; returns the texts of each."""
    y0, res, ys = s.y, [], []
    for x, lines, cap in parts:
        s.y = y0
        res.append(block(s, x, lines, cap, size, first_bold))
        ys.append(s.y)
    s.y = max(ys)
    return res


def thead(s, cols, names, size=7, fill=0.86, x0=None, x1=None):
    """Column heads on a shaded band; cols: [(x, align)]."""
    if fill is not None:
        s.p.shade((x0 or s.x) - 4, s.y - size - 3, (x1 or s.xr) + 4, s.y + 3.5, fill)
    return s.row([(x, n, a) for (x, a), n in zip(cols, names, strict=True)], size=size, bold=True)


def trow(s, cols, vals, size=7.4, lead=12, bold=False):
    return s.row([(x, v, a) for (x, a), v in zip(cols, vals, strict=True)], size=size, bold=bold, lead=lead)


def tline(s, xl, xr, label, value, size=None, bold=False, lead=None, grey=False):
    """A totals line: label at xl, value right-aligned at xr; returns 'label value'."""
    size = size or s.size
    s.p.text(xl, s.y, label, size, bold, color=GREY if grey else (0, 0, 0))
    s.p.text(xr, s.y, value, size, bold, align="r")
    s.y += lead or size * 1.55
    return f"{label} {value}"


def cellrow(s, items, h=22, size=7.6, lsize=5.9):
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


def j(lines):
    return " ".join(lines)


# ===== 1 Austrian Schlussrechnung in German (EUR, dot grouping, dd.mm.yyyy): heating and ventilation works
# for a hotel; the sender line above the address window; the site apart from the billing address; contract
# sum with a negotiated discount, the two partial invoices deducted net to the remaining net amount; 20 %
# USt; a 3 % retention (Haftrücklass) deducted from the gross invoice amount to the amount payable; a cash
# discount offer with its own date and amount; the service period and the partial invoices' dates
@doc("b36_inv_at_schlussrechnung_haftruecklass", "invoice", "Hollerer & Pichler Haustechnik Schlussrechnung")
def inv_at():
    L = dict(
        gross=115822.3,
        disc=-2895.56,
        tr1=41873.2,
        tr2=36918.45,
        sub=34135.09,
        tax=6827.02,
        tot=40962.11,
        hrl=-4065.36,
        due=36896.75,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=56, xr=545, top=52, size=8)
    s.row([(56, "HOLLERER & PICHLER", "l"), (545, "Heizung · Lüftung · Sanitär · Klima", "r")], 15, True)
    s.row([(56, "Haustechnik", "l"), (545, "Meisterbetrieb seit über 20 Jahren", "r")], 9)
    s.skip(16)
    q_vend = s.t(
        "Hollerer & Pichler Haustechnik GmbH · Industriestraße 14 · 8605 Kapfenberg", 6.4, color=GREY
    )
    s.p.hline(s.y - 8, 56, 300, 0.3, GREY)
    s.skip(2)
    y0 = s.y
    q_cus = block(
        s,
        56,
        ["Hotel Almblick GmbH", "z. H. Herrn Mag. Florian Reisinger", "Wiesenweg 3", "8970 Schladming"],
        size=9,
        first_bold=True,
    )
    s.y = y0 - 10
    q_info = []
    for k, v in (
        ("Rechnungsdatum", "22.05.2023"),
        ("Kundennummer", "20417"),
        ("Ihre UID-Nr.", "ATU59318246"),
        ("Auftrag", "AB-22-0931 vom 14.12.2022"),
        ("Leistungszeitraum", "13.02.2023 – 05.05.2023"),
        ("Sachbearbeiter", "Ing. Peter Hollerer"),
    ):
        q_info.append(tline(s, 360, 545, k, v, 7.8, lead=12))
    s.y = max(s.y, y0 + 60)
    s.skip(22)
    q_no = s.t("SCHLUSSRECHNUNG Nr. SR-23-0148", 13, True)
    s.t(
        "Bauvorhaben: Hotel Almblick, Trakt B – Sanierung Heizung und Lüftung, Ramsauer Straße 212, 8972 "
        "Ramsau am Dachstein",
        8,
    )
    s.skip(8)
    cols = [(56, "l"), (78, "l"), (376, "r"), (384, "l"), (470, "r"), (545, "r")]
    thead(s, cols, ["Pos.", "Leistung", "Menge", "Einh.", "EP €", "GP €"])
    s.skip(2)
    pos = [
        ("Demontage Altanlage Heizung Trakt B inkl. Entsorgung", "1", "psch", "4860.00"),
        ("Gas-Brennwertkessel 2 × 120 kW in Kaskade inkl. Regelung", "1", "Stk", "38745.00"),
        ("Heizungsverteiler DN 65, 6 Heizkreise, gedämmt", "1", "Stk", "7918.50"),
        ("Stahlrohr nahtlos DN 20–DN 65 inkl. Dämmung", "246.5", "lfm", "68.40"),
        ("Lüftungsgerät mit Wärmerückgewinnung 4.200 m³/h", "1", "Stk", "29372.00"),
        ("Lüftungskanäle verzinkt inkl. Formteile", "412", "kg", "11.85"),
        ("Regiestunden Monteur", "96", "h", "72.50"),
        ("Regiestunden Helfer", "64", "h", "56.00"),
        ("Inbetriebnahme, Einregulierung, Dokumentation", "1", "psch", "2640.00"),
    ]
    gross = D(0)
    for i, (txt, n, u, ep) in enumerate(pos, 1):
        gp = ext(n, ep)
        gross += gp
        qty = eu(D(n), 1) if "." in n else n
        trow(s, cols, [f"{i:02d}", txt, qty, u, eu(D(ep)), eu(gp)], 7.6, lead=13)
    s.rule()
    s.skip(6)
    disc = -pct(gross, D("2.5"))
    after = gross + disc
    tr1, tr2 = D("41873.20"), D("36918.45")
    sub = after - tr1 - tr2
    tax = pct(sub, 20)
    tot = sub + tax
    hrl = -pct(after * D("1.2"), 3)
    due = tot + hrl
    xl, xr = 250, 545
    q_gross = tline(s, xl, xr, "Gesamtleistung netto", eu(gross))
    q_disc = tline(s, xl, xr, "abzüglich Nachlass lt. Auftrag 2,5 %", eu(disc))
    q_after = tline(s, xl, xr, "Gesamtleistung netto nach Nachlass", eu(after), bold=True)
    q_tr1 = tline(s, xl, xr, "abzüglich Teilrechnung TR-23-0061 vom 31.03.2023, netto", eu(-tr1))
    q_tr2 = tline(s, xl, xr, "abzüglich Teilrechnung TR-23-0097 vom 28.04.2023, netto", eu(-tr2))
    s.p.hline(s.y - 10, xl, xr, 0.5)
    q_sub = tline(s, xl, xr, "Restbetrag netto", eu(sub), bold=True)
    q_tax = tline(s, xl, xr, "zuzüglich 20 % USt.", eu(tax))
    s.p.hline(s.y - 10, xl, xr, 0.5)
    q_tot = tline(s, xl, xr, "Rechnungsbetrag brutto €", eu(tot), 9, True)
    q_hrl = tline(s, xl, xr, "abzüglich Haftrücklass 3 % der Gesamtleistung brutto", eu(hrl))
    s.skip(3)
    s.p.shade(xl - 4, s.y - 12, xr + 4, s.y + 5, 0.86)
    q_due = tline(s, xl, xr, "Zahlbetrag €", eu(due), 10, True)
    s.skip(10)
    sk_date = "01.06.2023"
    sk = pct(due, 2)
    s.para(
        f"Zahlbar bis 21.06.2023 ohne Abzug. Bei Zahlung bis {sk_date} gewähren wir 2 % Skonto "
        f"(€ {eu(sk)}), Überweisungsbetrag dann € {eu(due - sk)}. Der Haftrücklass wird nach Ablauf der "
        "Gewährleistungsfrist von drei Jahren ab Übernahme (Übernahmeprotokoll vom 05.05.2023) oder gegen "
        "Vorlage einer Bankgarantie freigegeben.",
        7.6,
    )
    s.para(
        "Die Teilrechnungen wurden mit ihrem Nettobetrag abgezogen; die darauf entfallende Umsatzsteuer "
        "wurde mit den Teilrechnungen verrechnet. Es gelten unsere Allgemeinen Geschäftsbedingungen sowie "
        "die ÖNORM B 2110 in der bei Vertragsabschluss gültigen Fassung.",
        7.6,
    )
    s.skip(8)
    s.t(
        "Bankverbindung: Steiermärkische Regionalbank AG · IBAN AT43 3800 0000 0418 6270 · BIC STRGAT2GXXX",
        7.4,
    )
    s.y = 800
    s.t(
        "Hollerer & Pichler Haustechnik GmbH · FN 384271 x · Landesgericht Leoben · UID ATU68420137 · "
        "office@hp-haustechnik.example",
        6.6,
        color=GREY,
    )
    verify(L, gross=gross, disc=disc, tr1=tr1, tr2=tr2, sub=sub, tax=tax, tot=tot, hrl=hrl, due=due)
    fields = {
        "invoice_number": F("SR-23-0148", 1, q_no),
        "invoice_date": F("2023-05-22", 1, q_info[0]),
        "due_date": F("2023-06-21", 1, "Zahlbar bis 21.06.2023 ohne Abzug."),
        "vendor_name": F("Hollerer & Pichler Haustechnik GmbH", 1, q_vend),
        "bill_to": F("Hotel Almblick GmbH", 1, q_cus[0]),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Austrian final invoice (Schlussrechnung) in German, EUR with dot grouping and comma decimals, "
        "dates dd.mm.yyyy. invoice_number is the Schlussrechnung number (the order, partial-invoice and "
        "customer numbers are distractors); invoice_date is the Rechnungsdatum (order, service-period, "
        "partial-invoice, handover and cash-discount dates are distractors); due_date is the 'zahlbar bis' "
        "date without deduction, not the earlier cash-discount date. vendor_name from the sender line above "
        "the address window (the letterhead splits the name); bill_to is the hotel company in the address "
        "window, not its contact person nor the building site. The contract sum less a negotiated discount "
        "less the two partial invoices (net) gives the remaining net amount, the subtotal (sum); 20 % USt "
        "on it is the tax; Rechnungsbetrag brutto is the total; a 3 % retention (Haftrücklass) is deducted "
        "to the Zahlbetrag, the amount_due (sum). The cash-discount amount and transfer amount are "
        "distractors."
    )
    sums = [
        SUM(
            "Gesamtleistung - Nachlass - Teilrechnungen = Restbetrag netto",
            [
                (1, T("Gesamtleistung netto", L["gross"], 1, q_gross)),
                (1, T("Nachlass", L["disc"], 1, q_disc)),
                (-1, T("Teilrechnung 1", L["tr1"], 1, q_tr1)),
                (-1, T("Teilrechnung 2", L["tr2"], 1, q_tr2)),
            ],
            "subtotal",
        ),
        SUM(
            "Rechnungsbetrag brutto - Haftrücklass = Zahlbetrag",
            [(1, "total"), (1, T("Haftrücklass", L["hrl"], 1, q_hrl))],
            "amount_due",
        ),
    ]
    _ = q_after
    return p, fields, notes, sums


# ===== 2 Norwegian faktura (NOK, space grouping, dd.mm.yyyy): catering for a two-day seminar; food served
# at 25 % MVA, food delivered without serving at 15 %, room hire outside MVA; an MVA specification by rate;
# the customer's contact and the delivery site; a reminder of an older unpaid invoice as a distractor; the
# giro-style payment box repeating the amount to pay with KID and account number
@doc("b36_inv_no_faktura_mva_kid", "invoice", "Fjordkjøkken Catering faktura 22814")
def inv_no():
    L = dict(
        b25=51046,
        b15=5214.8,
        b0=6400,
        m25=12761.5,
        m15=782.22,
        sub=62660.8,
        tax=13543.72,
        tot=76204.52,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=54, size=8)
    s.t("Fjordkjøkken", 20, True)
    s.t("CATERING · SELSKAP · KANTINE", 7.4, color=GREY)
    s.y = 54
    block(
        s, 380, ["Fjordkjøkken Catering AS", "Sjøgata 21", "8006 Bodø", "Org.nr. 918 442 057 MVA"], size=7.6
    )
    block(s, 380, ["Tlf. 75 52 18 40", "post@fjordkjokken.example"], size=7.6)
    s.skip(30)
    y0 = s.y
    q_cus = block(
        s,
        48,
        ["Saltstraumen Havbruk AS", "Att.: Kari Nordvik", "Postboks 144", "8056 Saltstraumen"],
        cap="FAKTURAADRESSE",
        size=8.6,
        first_bold=True,
    )
    s.y = y0
    s.p.text(300, s.y - 8, "FAKTURA", 18, True)
    s.y += 14
    q_meta = [
        tline(s, 300, 547, "Fakturanr.", "22814", 8),
        tline(s, 300, 547, "Fakturadato", "21.09.2022", 8),
        tline(s, 300, 547, "Forfallsdato", "05.10.2022", 8),
        tline(s, 300, 547, "Kundenr.", "10388", 8),
        tline(s, 300, 547, "Deres ref.", "Kari Nordvik", 8),
        tline(s, 300, 547, "Vår ref.", "Synne Bakkevold", 8),
    ]
    s.y = max(s.y, y0 + 64)
    s.skip(6)
    s.t(
        "Leveringssted: Knaplundsøya settefiskanlegg, Saltstraumen · Leveringsdato 15.09.2022–16.09.2022", 7.6
    )
    s.t(
        "Bestilling: e-post 29.08.2022, tilbud nr. T-0611 · Arrangement: Fagsamling oppdrett, 38 deltakere",
        7.6,
    )
    s.skip(8)
    cols = [(48, "l"), (104, "l"), (380, "r"), (440, "r"), (490, "r"), (547, "r")]
    thead(s, cols, ["Dato", "Beskrivelse", "Antall", "Pris", "Mva", "Beløp"])
    s.skip(2)
    lines = [
        ("15.09.", "Lunsjbuffet med servering", "38", "289.00", 25),
        ("15.09.", "Kaffe, te og frukt, servering formiddag og ettermiddag", "76", "64.00", 25),
        ("15.09.", "Middag tre retter med servering", "34", "612.00", 25),
        ("15.09.", "Servitører, 2 personer à 7 timer", "14", "495.00", 25),
        ("16.09.", "Frokostbuffet med servering", "34", "168.00", 25),
        ("16.09.", "Lunsjpakker til båttur (levert uten servering)", "22", "148.40", 15),
        ("16.09.", "Mineralvann og juice, levert uten servering", "60", "32.50", 15),
        ("16.09.", "Leie av selskapslokale Knaplundsøya, 2 dager", "1", "6400.00", 0),
        ("16.09.", "Transport av mat og utstyr, tur/retur Bodø", "2", "875.00", 25),
    ]
    base = {25: D(0), 15: D(0), 0: D(0)}
    for d, txt, n, pr, r in lines:
        v = ext(n, pr)
        base[r] += v
        trow(s, cols, [d, txt, n, sp(D(pr)), f"{r} %" if r else "utenfor", sp(v)], 7.6, lead=13)
    s.rule()
    s.skip(6)
    m25, m15 = pct(base[25], 25), pct(base[15], 15)
    sub = total(base.values())
    tax = m25 + m15
    tot = sub + tax
    s.t("Mva-spesifikasjon", 7.8, True)
    mc = [(52, "l"), (190, "r"), (270, "r")]
    thead(s, mc, ["Sats", "Grunnlag", "Mva"], 7, x0=52, x1=270)
    q_b25 = trow(s, mc, ["25 %", sp(base[25]), sp(m25)], 7.6)
    q_b15 = trow(s, mc, ["15 %", sp(base[15]), sp(m15)], 7.6)
    q_b0 = trow(s, mc, ["Utenfor mva-loven", sp(base[0]), "0,00"], 7.6)
    s.y -= 3 * 12 + 24
    q_sub = tline(s, 330, 547, "Sum eks. mva", sp(sub), 8.4)
    q_tax = tline(s, 330, 547, "Sum mva", sp(tax), 8.4)
    s.p.hline(s.y - 10, 330, 547, 0.6)
    q_tot = tline(s, 330, 547, "Totalt inkl. mva NOK", sp(tot), 10, True)
    s.skip(30)
    s.para(
        "Betalingsbetingelser: 14 dager netto. Ved for sen betaling beregnes forsinkelsesrente etter "
        "forsinkelsesrenteloven samt purregebyr. Merk: Faktura 22677 (forfalt 14.09.2022, kr 8 412,50) står "
        "fortsatt åpen i vår reskontro – se bort fra dette dersom beløpet allerede er betalt.",
        7.6,
    )
    s.y = 700
    s.p.rect(44, s.y - 16, 551, s.y + 58, 0.8)
    s.t("BETALINGSINFORMASJON", 8, True, x=52)
    s.skip(2)
    q_giro = s.row(
        [
            (52, "Kontonummer 4510 27 83164"),
            (200, "KID 0022814103886"),
            (330, "Forfall 05.10.2022"),
        ],
        8.4,
    )
    q_pay = s.row([(52, "Betalt til: Fjordkjøkken Catering AS"), (330, f"Å betale kr {sp(tot)}")], 8.4, True)
    s.t("Bruk alltid KID ved betaling. Betaling uten KID kan bli forsinket registrert.", 7, x=52, color=GREY)
    verify(L, b25=base[25], b15=base[15], b0=base[0], m25=m25, m15=m15, sub=sub, tax=tax, tot=tot)
    fields = {
        "invoice_number": F("22814", 1, q_meta[0]),
        "invoice_date": F("2022-09-21", 1, q_meta[1]),
        "due_date": F("2022-10-05", 1, q_meta[2]),
        "vendor_name": F("Fjordkjøkken Catering AS", 1, "Fjordkjøkken Catering AS Sjøgata 21 8006 Bodø"),
        "bill_to": F("Saltstraumen Havbruk AS", 1, j(q_cus[:2])),
        "currency": F("NOK", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_pay),
    }
    notes = (
        "Norwegian invoice (faktura), NOK with space grouping and comma decimals, dates dd.mm.yyyy. "
        "invoice_number is Fakturanr. (customer number, KID, offer and older invoice numbers are "
        "distractors); invoice_date Fakturadato; due_date Forfallsdato (delivery, order and the older "
        "invoice's due date are distractors). vendor_name from the sender block (the logo prints only "
        "'Fjordkjøkken'). bill_to is the fish-farming company in the invoice address, not the contact person "
        "nor the delivery site. Lines at 25 %, 15 % and outside VAT; the MVA specification gives bases and "
        "VAT by rate (sums); subtotal is Sum eks. mva, tax Sum mva, total Totalt inkl. mva. amount_due is "
        "the 'Å betale' amount in the payment box, equal to the total. The older open invoice's amount is "
        "a distractor."
    )
    sums = [
        SUM(
            "Grunnlag 25 % + 15 % + utenfor = Sum eks. mva",
            [
                (1, T("grunnlag 25 %", L["b25"], 1, q_b25)),
                (1, T("grunnlag 15 %", L["b15"], 1, q_b15)),
                (1, T("utenfor mva", L["b0"], 1, q_b0)),
            ],
            "subtotal",
        ),
        SUM(
            "Mva 25 % + mva 15 % = Sum mva",
            [(1, T("mva 25 %", L["m25"], 1, q_b25)), (1, T("mva 15 %", L["m15"], 1, q_b15))],
            "tax",
        ),
    ]
    _ = q_giro
    return p, fields, notes, sums


def fi_ref(base):
    """Finnish creditor reference: base digits plus a 7-3-1 check digit, printed in groups of five from
    the right."""
    w = [7, 3, 1]
    t = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(base)))
    ref = base + str((10 - t % 10) % 10)
    groups = []
    while ref:
        groups.insert(0, ref[-5:])
        ref = ref[:-5]
    return " ".join(groups)


# ===== 3 Finnish lasku over two pages (EUR, space grouping, d.m.yyyy): lighting renovation for a housing
# company billed care of its property manager; material lines with discounts and labour lines; 'siirto'
# carried
# from page 1 to page 2; materials and labour subtotals; ALV 24 %; the labour share incl. VAT printed for the
# household deduction; reference number, interest on late payment and notice period; no separate amount-due
# line
@doc("b36_inv_fi_lasku_siirto_alv24", "invoice", "Sähkö-Kallavesi Oy lasku L-40297")
def inv_fi():
    L = dict(
        carry=7667.66,
        mat=7667.66,
        lab=10838,
        sub=18505.66,
        tax=4441.36,
        tot=22947.02,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=50, size=8)
    ref = fi_ref("4029731")
    head = [
        ("Laskun numero", "L-40297"),
        ("Laskun päivämäärä", "9.11.2022"),
        ("Eräpäivä", "30.11.2022"),
        ("Maksuehto", "21 pv netto"),
        ("Viitenumero", ref),
        ("Asiakasnumero", "3306"),
        ("Viivästyskorko", "8,0 %"),
        ("Huomautusaika", "8 pv"),
    ]

    def letterhead(page_no):
        s.row([(46, "SÄHKÖ-KALLAVESI", "l"), (549, "LASKU", "r")], 16, True)
        s.row([(46, "sähköurakointi · huolto · valaistus", "l"), (549, f"Sivu {page_no}/2", "r")], 7.6)
        s.skip(8)

    letterhead(1)
    y0 = s.y
    q_cus = block(
        s,
        46,
        [
            "Asunto Oy Savonlinnan Kirkkopuisto",
            "c/o Isännöintikeskus Saimaa Oy",
            "Hanna Rautiainen, isännöitsijä",
            "Olavinkatu 44 B",
            "57130 Savonlinna",
        ],
        cap="LASKUTETTAVA",
        size=8.6,
        first_bold=True,
    )
    s.y = y0
    q_head = [tline(s, 330, 549, k, v, 8, lead=12.4) for k, v in head]
    s.y = max(s.y, y0 + 72)
    s.skip(4)
    s.t(
        "Työkohde: Kirkkopuistonkatu 5, 57100 Savonlinna – porraskäytävien ja kellarin valaistusuudistus", 7.8
    )
    s.t("Tilaus: urakkatarjous 12.9.2022, hallituksen päätös 14.9.2022 · Työ tehty 3.10.2022–28.10.2022", 7.8)
    s.skip(8)
    cols = [(46, "l"), (98, "l"), (344, "r"), (352, "l"), (420, "r"), (454, "r"), (484, "r"), (549, "r")]
    names = ["Tuote", "Nimike", "Määrä", "Yks.", "À-hinta", "Ale %", "Alv %", "Veroton"]
    mat = [
        ("4135812", "LED-valaisin IP44 18 W 3000 K, liiketunnistimella", "42", "kpl", "86.90", 15),
        ("4135820", "LED-valaisin IP65 24 W kellaritiloihin", "18", "kpl", "72.40", 15),
        ("4139006", "LED-turvavalaisin, poistumistie, 3 h akku", "12", "kpl", "128.50", 12),
        ("0820117", "MMJ 3x1,5S asennuskaapeli", "380", "m", "1.14", 20),
        ("0820125", "MMJ 5x1,5S asennuskaapeli", "145", "m", "1.86", 20),
        ("0821404", "MCMK 4x2,5+2,5 maakaapeli", "36", "m", "4.35", 20),
        ("1316228", "Johtokanava 20x40 valkoinen", "96", "m", "3.92", 10),
        ("1316230", "Johtokanavan kulmakappale", "48", "kpl", "1.75", 10),
        ("1425113", "Pinta-asennusrasia 6 johtimelle", "64", "kpl", "2.28", 10),
        ("1425540", "Porraskäytävän painike, merkkivalolla", "16", "kpl", "14.60", 10),
        ("2210871", "Porrasvaloautomaatti DIN-kiskoon", "4", "kpl", "58.30", 12),
        ("2241015", "Johdonsuojakatkaisija C16 1-nap.", "14", "kpl", "7.85", 12),
        ("2241930", "Vikavirtasuojakytkin 40 A 30 mA 4-nap.", "3", "kpl", "49.90", 12),
        ("2260044", "Ryhmäkeskus 36 moduulia, upotettava", "1", "kpl", "164.00", 12),
        ("3011207", "Kiinnitystarvikkeet, tulpat ja ruuvit", "1", "erä", "46.80", 0),
        ("3011288", "Nippuside- ja merkintätarvikkeet", "1", "erä", "32.40", 0),
    ]
    lab = [
        ("T100", "Sähköasentajan työ", "128", "h", "54.00", 0),
        ("T105", "Sähköasentajan työ, ylityö 50 %", "9", "h", "81.00", 0),
        ("T110", "Apumiehen työ", "46", "h", "41.00", 0),
        ("T200", "Käyttöönottotarkastus ja eristysvastusmittaukset", "1", "erä", "385.00", 0),
        ("T210", "Dokumentointi, huoltokirjan päivitys", "1", "erä", "148.00", 0),
        ("T300", "Työmaakäynnit Kuopio–Savonlinna", "11", "kpl", "62.00", 0),
        ("T310", "Purkujätteen kuljetus ja kierrätysmaksu", "1", "erä", "96.00", 0),
    ]

    def amount(n, pr, ale):
        return (D(n) * D(pr) * (100 - D(ale)) / 100).quantize(D("0.01"), rounding=ROUND_HALF_UP)

    def draw(rows):
        out = D(0)
        for code, txt, n, u, pr, ale in rows:
            v = amount(n, pr, ale)
            out += v
            trow(s, cols, [code, txt, n, u, sp(D(pr)), str(ale) if ale else "", "24", sp(v)], 7.4, lead=12.6)
        return out

    thead(s, cols, names)
    s.skip(1)
    s.t("Tarvikkeet", 7.6, True)
    carry = draw(mat)
    s.rule()
    s.skip(4)
    q_c1 = tline(s, 300, 549, "Siirto seuraavalle sivulle", sp(carry), 8.4, True)
    s.y = 800
    s.t(
        "Sähkö-Kallavesi Oy · Teollisuuskatu 31, 70620 Kuopio · Y-tunnus 2947183-6 · ALV rek. · "
        "Kotipaikka Kuopio",
        6.8,
        color=GREY,
    )
    s.new_page()
    letterhead(2)
    s.t("Asunto Oy Savonlinnan Kirkkopuisto · Lasku L-40297 · 9.11.2022", 7.8)
    s.skip(6)
    thead(s, cols, names)
    s.skip(1)
    q_c2 = tline(s, 300, 549, "Siirto edelliseltä sivulta", sp(carry), 8.4, True)
    s.t("Työ", 7.6, True)
    work = draw(lab)
    s.rule()
    s.skip(8)
    sub = carry + work
    tax = pct(sub, 24)
    tot = sub + tax
    work_gross = pct(work, 124)
    q_mat = tline(s, 300, 549, "Tarvikkeet yhteensä (veroton)", sp(carry), 8.2)
    q_lab = tline(s, 300, 549, "Työ yhteensä (veroton)", sp(work), 8.2)
    s.p.hline(s.y - 10, 300, 549, 0.5)
    q_sub = tline(s, 300, 549, "Veroton yhteensä", sp(sub), 8.6, True)
    q_tax = tline(s, 300, 549, "ALV 24 %", sp(tax), 8.6)
    s.p.hline(s.y - 10, 300, 549, 0.8)
    q_tot = tline(s, 300, 549, "Yhteensä EUR", sp(tot), 11, True)
    s.skip(16)
    s.t("ALV-erittely", 7.8, True)
    ac = [(50, "l"), (200, "r"), (290, "r"), (380, "r")]
    thead(s, ac, ["Alv %", "Veroton", "Vero", "Verollinen"], 7, x0=50, x1=380)
    trow(s, ac, ["24", sp(sub), sp(tax), sp(tot)], 7.6)
    s.skip(10)
    s.para(
        f"Laskun työn osuus on {sp(work_gross)} € (sis. alv 24 %). Osakkaat voivat vähentää osuutensa "
        "taloyhtiön teettämän työn kustannuksista kotitalousvähennyksenä isännöitsijän antaman selvityksen "
        "perusteella.",
        7.6,
    )
    s.para(
        f"Maksathan laskun viimeistään eräpäivänä viitenumerolla {ref} tilille FI52 5720 0220 1439 68 "
        "(OKOYFIHH). Eräpäivän jälkeen perimme viivästyskoron 8,0 % ja maksumuistutuksesta 5,00 €. "
        "Huomautukset laskusta 8 päivän kuluessa.",
        7.6,
    )
    s.y = 800
    s.t(
        "Sähkö-Kallavesi Oy · Teollisuuskatu 31, 70620 Kuopio · Y-tunnus 2947183-6 · ALV rek. · "
        "Kotipaikka Kuopio",
        6.8,
        color=GREY,
    )
    verify(L, carry=carry, mat=carry, lab=work, sub=sub, tax=tax, tot=tot)
    fields = {
        "invoice_number": F("L-40297", 1, q_head[0]),
        "invoice_date": F("2022-11-09", 1, q_head[1]),
        "due_date": F("2022-11-30", 1, q_head[2]),
        "vendor_name": F("Sähkö-Kallavesi Oy", 1, "Sähkö-Kallavesi Oy · Teollisuuskatu 31, 70620 Kuopio"),
        "bill_to": F("Asunto Oy Savonlinnan Kirkkopuisto", 1, j(q_cus[:2])),
        "currency": F("EUR", 2, q_tot),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Finnish invoice (lasku) over two pages, EUR with space grouping and comma decimals, dates d.m.yyyy. "
        "invoice_number is Laskun numero (reference number, customer number and product codes are "
        "distractors); invoice_date Laskun päivämäärä; due_date Eräpäivä (offer, board-decision and work "
        "dates are distractors). vendor_name from the footer (the letterhead prints a shortened name in "
        "capitals). bill_to is the housing company, billed care of its property-management firm, not the "
        "manager nor the firm nor the work site. Page 1 ends with a carried amount that opens page 2 (sum); "
        "materials and labour subtotals add up to Veroton yhteensä, the subtotal (sum); tax is ALV 24 %; "
        "total Yhteensä EUR. The labour share incl. VAT for the household deduction and the reminder fee are "
        "distractors. No amount payable is printed apart from the total (the payment paragraph names no "
        "amount), so amount_due is null."
    )
    sums = [
        SUM(
            "Siirto seuraavalle sivulle (p1) = Siirto edelliseltä sivulta (p2)",
            [(1, T("siirto page 1", L["carry"], 1, q_c1))],
            T("siirto page 2", L["carry"], 2, q_c2),
        ),
        SUM(
            "Tarvikkeet + Työ = Veroton yhteensä",
            [(1, T("tarvikkeet", L["mat"], 2, q_mat)), (1, T("työ", L["lab"], 2, q_lab))],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ------------------------------------------------------------ amounts in words (Spanish, Mexican style)
_U = [
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
_T = {3: "treinta", 4: "cuarenta", 5: "cincuenta", 6: "sesenta", 7: "setenta", 8: "ochenta", 9: "noventa"}
_C = {
    1: "ciento",
    2: "doscientos",
    3: "trescientos",
    4: "cuatrocientos",
    5: "quinientos",
    6: "seiscientos",
    7: "setecientos",
    8: "ochocientos",
    9: "novecientos",
}


def _cien(n, short):
    """0 < n < 1000 in Spanish; short: 'un'/'ún' before a noun."""
    if n == 100:
        return "cien"
    parts = []
    if n >= 100:
        parts.append(_C[n // 100])
        n %= 100
    if n >= 30:
        parts.append(_T[n // 10] + (" y " + _U[n % 10] if n % 10 else ""))
    elif n:
        parts.append(_U[n])
    w = " ".join(parts)
    if short and w.endswith("veintiuno"):
        w = w[:-9] + "veintiún"
    elif short and w.endswith("uno"):
        w = w[:-3] + "un"
    return w


def letra(n):
    """Whole number below 10**9 in Spanish words, upper case, as on a Mexican invoice."""
    out = []
    mill, rest = divmod(n, 10**6)
    th, units = divmod(rest, 1000)
    if mill:
        out.append("un millón" if mill == 1 else _cien(mill, True) + " millones")
    if th:
        out.append("mil" if th == 1 else _cien(th, True) + " mil")
    if units:
        out.append(_cien(units, True))
    return (" ".join(out) if out else "cero").upper()


def pseudo_b64(seed, n):
    """Deterministic base64-looking text (digital-seal stand-ins)."""
    import base64
    import hashlib

    raw = b""
    k = 0
    while len(raw) * 4 // 3 < n:
        raw += hashlib.sha512(f"{seed}/{k}".encode()).digest()
        k += 1
    return base64.b64encode(raw).decode()[:n]


def seal(s, text, n=146, size=5.6):
    """A long unbroken string (a digital seal) in fixed-length lines."""
    for i in range(0, len(text), n):
        s.t(text[i : i + n], size)
    s.skip(2)


# ===== 4 Mexican CFDI 4.0 printed representation (MXN printed with $ and named by code, comma grouping, ISO
# date-times): refrigeration equipment with line discounts; 'Subtotal' printed before the discounts, so the
# pre-tax total after discounts appears only as the VAT base in the tax breakdown; IVA 16 %; amount in words;
# UUID, certificate numbers, certification time and digital seals; payment method PPD with credit terms in
# days only; purchase order and delivery plant
@doc("b36_inv_mx_cfdi_subtotal_antes_descuento", "invoice", "Refrigeración Industrial del Bajío CFDI F-8463")
def inv_mx():
    L = dict(
        gross=707205.2,
        disc=48195.4,
        sub=659009.8,
        tax=105441.57,
        tot=764451.37,
    )
    p = Pdf(ttf=True, **LETTER)
    s = Sheet(p, x=40, xr=572, top=46, size=7.6)
    y0 = s.y
    q_em = block(
        s,
        40,
        [
            "Refrigeración Industrial del Bajío, S.A. de C.V.",
            "RFC: RIB190714K2A",
            "Régimen fiscal: 601 - General de Ley Personas Morales",
            "Blvd. Aeropuerto 2318, Col. Santa Rita, León, Guanajuato",
            "Lugar de expedición (C.P.): 37490",
        ],
        size=7.8,
        first_bold=True,
    )
    s.p.text(40, y0 - 0.2, "", 7)
    uuid = pseudo_b64("uuid-mx", 40).encode().hex()[:32].upper()
    uuid = "-".join([uuid[:8], uuid[8:12], "4" + uuid[13:16], "A" + uuid[17:20], uuid[20:32]])
    s.y = y0 - 6
    s.p.rect(360, s.y - 12, 572, s.y + 86, 0.6)
    q_no = s.t("FACTURA F-8463", 12, True, x=366)
    s.skip(2)
    box = [
        ("Serie / Folio", "F / 8463"),
        ("Folio fiscal (UUID)", ""),
        ("", uuid),
        ("Fecha y hora de emisión", "2023-02-08T10:42:18"),
        ("Fecha de certificación", "2023-02-08T10:44:03"),
        ("No. de serie del CSD", "00001000000512847391"),
        ("Tipo de comprobante", "I - Ingreso"),
    ]
    q_box = [tline(s, 366, 566, k, v, 6.8, lead=9.6) for k, v in box]
    s.y = max(s.y, y0 + 78)
    s.skip(8)
    s.p.shade(36, s.y - 9, 576, s.y + 3, 0.86)
    s.t("RECEPTOR", 7.2, True)
    q_rec = s.row(
        [
            (40, "Nombre: Empacadora Hortícola Valle de Santiago, S.A. de C.V."),
            (380, "RFC: EHV200318T52"),
        ],
        7.8,
    )
    s.row(
        [
            (40, "Domicilio fiscal (C.P.): 38400"),
            (200, "Régimen fiscal: 601"),
            (380, "Uso CFDI: G03 - Gastos en general"),
        ],
        7.4,
    )
    s.t(
        "Lugar de entrega: Planta empacadora, Carretera Valle de Santiago–Jaral km 4.5 · Orden de compra "
        "OC-23-0412 · Cotización COT-1187",
        7.4,
    )
    s.skip(8)
    cols = [(40, "l"), (104, "r"), (110, "l"), (140, "l"), (408, "r"), (460, "r"), (514, "r"), (572, "r")]
    thead(
        s,
        cols,
        ["Clave", "Cant.", "Unidad", "Descripción", "Valor unitario", "Importe", "Descuento", "Obj. imp."],
        6.6,
    )
    s.skip(1)
    items = [
        ("40101805", "2", "H87", "Unidad condensadora 15 HP semihermética R-448A", "168450.00", 8),
        ("40101806", "4", "H87", "Evaporador de techo, 6 ventiladores, deshielo eléctrico", "38920.00", 8),
        ("39121013", "1", "H87", "Tablero de control con variador de frecuencia", "46780.00", 5),
        ("12142104", "6", "H87", "Refrigerante R-448A, cilindro de 11.3 kg", "7845.00", 0),
        ("40142008", "18", "H87", 'Tubería de cobre tipo L 1-1/8", tramo de 6.1 m', "3126.40", 0),
        ("72151207", "1", "E48", "Servicio de instalación, vacío, carga y arranque", "64500.00", 10),
    ]
    gross = disc = tax = D(0)
    for key, n, unit, txt, pu, dpct in items:
        imp = ext(n, pu)
        d = pct(imp, dpct)
        gross += imp
        disc += d
        tax += pct(imp - d, 16)
        trow(s, cols, [key, n, unit, txt, us(D(pu)), us(imp), us(d) if d else "0.00", "02"], 6.8, lead=11.5)
    s.rule()
    sub = gross - disc
    tot = sub + tax
    s.skip(6)
    y1 = s.y
    q_imp = block(
        s,
        40,
        [
            "Moneda: MXN - Peso Mexicano · Tipo de cambio: 1",
            "Forma de pago: 99 - Por definir",
            "Método de pago: PPD - Pago en parcialidades o diferido",
            "Condiciones de pago: Crédito 30 días",
            "Exportación: 01 - No aplica",
        ],
        size=7.2,
    )
    s.skip(4)
    s.t("Impuestos trasladados", 7.2, True)
    q_base = s.t(f"Impuesto: 002 IVA · Tipo factor: Tasa · Tasa o cuota: 0.160000 · Base: {us(sub)}", 7.2)
    s.t(f"Importe: {us(tax)}", 7.2)
    yl = s.y
    s.y = y1
    q_gross = tline(s, 420, 572, "Subtotal", "$" + us(gross), 8)
    q_disc = tline(s, 420, 572, "Descuento", "$" + us(disc), 8)
    q_tax = tline(s, 420, 572, "IVA Trasladado 16%", "$" + us(tax), 8)
    q_tot = tline(s, 420, 572, "Total", "$" + us(tot), 9.6, True)
    s.y = max(s.y, yl) + 4
    cents = int((tot - int(tot)) * 100)
    s.para(f"Importe con letra: ({letra(int(tot))} PESOS {cents:02d}/100 M.N.)", 7.4, bold=True)
    s.skip(4)
    s.t("Sello digital del CFDI:", 6.6, True)
    seal(s, pseudo_b64("sello-cfdi-F8463", 344))
    s.t("Sello digital del SAT:", 6.6, True)
    seal(s, pseudo_b64("sello-sat-F8463", 344))
    s.t("Cadena original del complemento de certificación digital del SAT:", 6.6, True)
    seal(
        s,
        f"||1.1|{uuid}|2023-02-08T10:44:03|SPR190613I52|"
        f"{pseudo_b64('cadena-F8463', 60)}|00001000000509846663||",
    )
    s.t("No. de serie del certificado del SAT: 00001000000509846663", 6.6)
    s.skip(6)
    s.t("Este documento es una representación impresa de un CFDI versión 4.0.", 7, True)
    verify(L, gross=gross, disc=disc, sub=sub, tax=tax, tot=tot)
    fields = {
        "invoice_number": F("F-8463", 1, q_no),
        "invoice_date": F("2023-02-08", 1, q_box[3]),
        "due_date": NULL(),
        "vendor_name": F("Refrigeración Industrial del Bajío, S.A. de C.V.", 1, q_em[0]),
        "bill_to": F("Empacadora Hortícola Valle de Santiago, S.A. de C.V.", 1, q_rec),
        "currency": F("MXN", 1, q_imp[0]),
        "subtotal": F(L["sub"], 1, q_base),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Printed representation of a Mexican CFDI 4.0 invoice (factura), MXN printed with a bare $ and "
        "named by code and name in the currency line, comma grouping, ISO date-times. invoice_number is the "
        "series and folio F-8463 in the header (the UUID fiscal folio, certificate numbers, purchase order "
        "and quotation are distractors); invoice_date is the issue date-time (the certification time a "
        "minute later is the same day). The CFDI's 'Subtotal' is the sum of line amounts before discounts; "
        "the pre-tax total after discounts is printed only as the VAT base in the tax breakdown: Subtotal - "
        "Descuento = Base (sum), and that base is the subtotal label. tax is IVA Trasladado 16%, total the "
        "Total. Payment method PPD (deferred) with 'Crédito 30 días' only: no due date is printed, so "
        "due_date is null; nothing but the total is printed as payable, so amount_due is null. bill_to is "
        "the receptor company, not the delivery plant."
    )
    sums = [
        SUM(
            "Subtotal (antes de descuentos) - Descuento = Base IVA",
            [
                (1, T("Subtotal before discounts", L["gross"], 1, q_gross)),
                (-1, T("Descuento", L["disc"], 1, q_disc)),
            ],
            "subtotal",
        ),
    ]
    _ = q_box
    return p, fields, notes, sums


_ONES = [
    "Zero",
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Thirteen",
    "Fourteen",
    "Fifteen",
    "Sixteen",
    "Seventeen",
    "Eighteen",
    "Nineteen",
]
_TENS = ["_", "_", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _two(n):
    return _ONES[n] if n < 20 else _TENS[n // 10] + (" " + _ONES[n % 10] if n % 10 else "")


def indian_words(n):
    """Whole number in English words with crore / lakh grouping, title case (Tally style)."""
    out = []
    for div, name in ((10**7, "Crore"), (10**5, "Lakh"), (10**3, "Thousand"), (10**2, "Hundred")):
        if n >= div:
            out.append(_two(n // div) + " " + name)
            n %= div
    if n:
        out.append(_two(n))
    return " ".join(out) if out else "Zero"


# ===== 5 Indian GST tax invoice, Tally style (INR, Indian digit grouping, dd-Mon-yy): flexible packaging sold
# within one state with CGST and SGST at 9 % each printed as rows of the items table, a round-off row and
# the grand total; buyer (bill to) vs consignee (ship to, a warehouse holding goods for the buyer); IRN,
# acknowledgement, e-way bill, buyer's order and dispatch details; HSN-wise tax summary with a totals row;
# amounts in words; a payment due date in the header grid
@doc("b36_inv_in_gst_tax_invoice_round_off", "invoice", "Kaveri Flexipack tax invoice KFP/2223/1186")
def inv_in():
    L = dict(
        sub=869621,
        cgst=78265.89,
        sgst=78265.89,
        tax=156531.78,
        ro=0.22,
        tot=1026153,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=44, size=7.4)
    s.t("Tax Invoice", 11, True, align="c")
    s.p.text(555, 44, "(ORIGINAL FOR RECIPIENT)", 6.6, align="r")
    irn = pseudo_b64("irn-kfp-1186", 48).encode().hex()[:64]
    s.t(f"IRN : {irn}", 6.6)
    s.row([(40, "Ack No. : 132318644027531"), (300, "Ack Date : 07-Feb-23")], 6.6)
    s.skip(2)
    top = s.y - 9
    xm = 300
    q_sel = block(
        s,
        44,
        [
            "Kaveri Flexipack Private Limited",
            "Plot 47, SIDCO Industrial Estate, Mookandapalli",
            "Hosur, Krishnagiri District 635126",
            "GSTIN/UIN: 33AAHCK4821M1Z6",
            "State Name : Tamil Nadu, Code : 33",
            "E-Mail : accounts@kaveriflexi.example",
        ],
        size=7.2,
        first_bold=True,
    )
    s.skip(6)
    y_con = s.y
    q_con = block(
        s,
        44,
        [
            "Sree Murugan Warehousing Pvt. Ltd.",
            "A/c Nilgiri Spice Exports LLP",
            "S.F. No. 212/3, Annur Road, Mettupalayam 641301",
            "GSTIN/UIN: 33AAKCS5519H1ZR",
            "State Name : Tamil Nadu, Code : 33",
        ],
        cap="Consignee (Ship to)",
        size=7.2,
        first_bold=True,
    )
    s.skip(6)
    y_buy = s.y
    q_buy = block(
        s,
        44,
        [
            "Nilgiri Spice Exports LLP",
            "14/8 Avinashi Road, Peelamedu, Coimbatore 641004",
            "GSTIN/UIN: 33AAPFN6173Q1ZK",
            "State Name : Tamil Nadu, Code : 33",
        ],
        cap="Buyer (Bill to)",
        size=7.2,
        first_bold=True,
    )
    bottom = s.y - 4
    s.p.rect(40, top, 555, bottom, 0.6)
    s.p.line(xm, top, xm, bottom, 0.6)
    s.p.line(40, y_con - 11, xm, y_con - 11, 0.4)
    s.p.line(40, y_buy - 11, xm, y_buy - 11, 0.4)
    grid = [
        ("Invoice No.", "KFP/2223/1186", "Dated", "07-Feb-23"),
        ("Delivery Note", "DN-2223-0871", "Mode/Terms of Payment", "45 Days"),
        ("Reference No. & Date.", "QTN/KFP/0412 dt. 18-Jan-23", "Payment Due Date", "24-Mar-23"),
        ("Buyer's Order No.", "NSE/PO/0931", "Dated", "25-Jan-23"),
        ("Dispatch Doc No.", "LR 58214", "Delivery Note Date", "06-Feb-23"),
        ("Dispatched through", "Sri Lakshmi Roadways", "Destination", "Mettupalayam"),
        ("e-Way Bill No.", "3318 4672 9051", "Terms of Delivery", "Door delivery, freight paid"),
    ]
    s.y = top + 8
    rh = (bottom - top) / len(grid)
    q_grid = []
    for i, (a, av, b, bv) in enumerate(grid):
        y = top + i * rh
        if i:
            s.p.line(xm, y, 555, y, 0.4)
        s.p.line(428, y, 428, y + rh, 0.4)
        s.y = y + 8
        s.row([(xm + 4, a), (432, b)], 6.2)
        s.y = y + rh - 3
        q_grid.append(s.row([(xm + 4, av), (432, bv)], 7.4, True))
    s.y = bottom + 12
    cols = [(44, "l"), (62, "l"), (300, "l"), (398, "r"), (452, "r"), (458, "l"), (551, "r")]
    thead(s, cols, ["Sl", "Description of Goods", "HSN/SAC", "Quantity", "Rate", "per", "Amount"], 6.8, 0.9)
    items = [
        ("BOPP/PE laminated pouch 250 g, 4-colour print", "39232990", "48000", "Nos", "2.84"),
        ("Metallised PET/PE laminate roll, 520 mm", "39206919", "1860.500", "kg", "312.00"),
        ("Zipper stand-up pouch 1 kg with window", "39232990", "12500", "Nos", "8.65"),
        ("Printing cylinders (one-time), 6 colours", "84425090", "6", "Nos", "7450.00"),
    ]
    sub = D(0)
    hsn = {}
    for i, (txt, code, n, per, rate) in enumerate(items, 1):
        v = ext(n, rate)
        sub += v
        hsn[code] = hsn.get(code, D(0)) + v
        qty = IN(D(n), 3) if "." in n else IN(D(n), 0)
        trow(s, cols, [str(i), txt, code, f"{qty} {per}", IN(D(rate)), per, IN(v)], 7.2, lead=13)
    cg = {k: pct(v, 9) for k, v in hsn.items()}
    cgst = total(cg.values())
    sgst = cgst
    tax = cgst + sgst
    raw = sub + tax
    tot = whole(raw)
    ro = tot - raw
    s.skip(2)
    q_cg = trow(s, cols, ["", "CGST @ 9%", "", "", "9", "%", IN(cgst)], 7.2, bold=True)
    q_sg = trow(s, cols, ["", "SGST @ 9%", "", "", "9", "%", IN(sgst)], 7.2, bold=True)
    q_ro = trow(s, cols, ["", "Round Off", "", "", "", "", ("-" if ro < 0 else "") + IN(abs(ro))], 7.2)
    s.rule()
    q_tot = s.row([(62, "Total"), (551, "₹ " + IN(tot), "r")], 8.4, True)
    s.rule()
    s.skip(2)
    s.row([(44, "Amount Chargeable (in words)"), (551, "E. & O.E", "r")], 6.6)
    s.t(f"Indian Rupee {indian_words(int(tot))} Only", 8, True)
    s.skip(6)
    hc = [(44, "l"), (200, "r"), (240, "r"), (300, "r"), (340, "r"), (400, "r"), (480, "r")]
    thead(
        s,
        hc,
        ["HSN/SAC", "Taxable Value", "CGST %", "CGST Amt", "SGST %", "SGST Amt", "Total Tax Amount"],
        6.6,
        0.9,
        x1=484,
    )
    for code, v in hsn.items():
        trow(s, hc, [code, IN(v), "9%", IN(cg[code]), "9%", IN(cg[code]), IN(2 * cg[code])], 7.2)
    q_hsum = trow(s, hc, ["Total", IN(sub), "", IN(cgst), "", IN(sgst), IN(tax)], 7.2, bold=True)
    s.skip(2)
    s.t(
        f"Tax Amount (in words) : Indian Rupee {indian_words(int(tax))} and {int(tax % 1 * 100)} paise Only",
        7.2,
    )
    s.skip(6)
    y2 = s.y
    block(
        s,
        44,
        [
            "Company's PAN : AAHCK4821M",
            "Declaration",
            "We declare that this invoice shows the actual price of the goods",
            "described and that all particulars are true and correct.",
            "Interest @ 18% p.a. will be charged on bills unpaid after the due date.",
        ],
        size=6.8,
    )
    s.y = y2
    block(
        s,
        310,
        [
            "Company's Bank Details",
            "A/c Holder's Name : Kaveri Flexipack Private Limited",
            "Bank Name : Thenpennai Co-operative Urban Bank",
            "A/c No. : 508711200044163",
            "Branch & IFS Code : Hosur Main & TPCU0000418",
        ],
        size=6.8,
    )
    s.skip(10)
    s.row([(310, "for Kaveri Flexipack Private Limited")], 7.4, True)
    s.skip(14)
    s.row([(44, "SUBJECT TO HOSUR JURISDICTION"), (551, "Authorised Signatory", "r")], 6.8)
    s.t("This is a Computer Generated Invoice", 6.6, align="c")
    verify(L, sub=sub, cgst=cgst, sgst=sgst, tax=tax, ro=ro, tot=tot)
    fields = {
        "invoice_number": F("KFP/2223/1186", 1, q_grid[0]),
        "invoice_date": F("2023-02-07", 1, q_grid[0]),
        "due_date": F("2023-03-24", 1, q_grid[2]),
        "vendor_name": F("Kaveri Flexipack Private Limited", 1, q_sel[0]),
        "bill_to": F("Nilgiri Spice Exports LLP", 1, "Buyer (Bill to) Nilgiri Spice Exports LLP"),
        "currency": F("INR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_hsum),
        "tax": F(L["tax"], 1, q_hsum),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Indian GST tax invoice in the Tally layout, INR with Indian digit grouping (lakh), dates dd-Mon-yy. "
        "invoice_number is Invoice No. (IRN, acknowledgement, delivery note, quotation, buyer's order, "
        "lorry receipt and e-way bill numbers are distractors); invoice_date the 'Dated' next to it (the "
        "acknowledgement date is the same day; quotation, order and delivery-note dates are distractors); "
        "due_date the Payment Due Date cell. bill_to is the buyer (bill to), not the warehousing company "
        "named as consignee (ship to) for the buyer's account. CGST and SGST at 9 % each are rows of the "
        "items table (sum to the tax); subtotal is the taxable value and tax the total tax amount, both "
        "from the totals row of the HSN summary; total is the Total row after a round-off row: taxable "
        "value + tax + round off = Total (sum). No amount payable is printed apart from the total (the "
        "amounts in words repeat total and tax), so amount_due is null."
    )
    sums = [
        SUM(
            "CGST + SGST = Total Tax Amount",
            [(1, T("CGST", L["cgst"], 1, q_cg)), (1, T("SGST", L["sgst"], 1, q_sg))],
            "tax",
        ),
        SUM(
            "Taxable value + tax + round off = Total",
            [(1, "subtotal"), (1, "tax"), (1, T("round off", L["ro"], 1, q_ro))],
            "total",
        ),
    ]
    _ = (q_con, q_buy)
    return p, fields, notes, sums


def rand(x):
    return "R " + spd(x) if x >= 0 else "-R " + spd(-x)


# ===== 6 South African tax invoice (ZAR printed as R, space grouping with decimal point, yyyy/mm/dd):
# hydraulic
# repairs for a fruit packer; account number, order number and sales rep; line discounts; VAT 15 %; an account
# box adding the balance brought forward less a payment received to this invoice for the amount due; an ageing
# line; a settlement-discount offer with its own date and amount; postal address vs delivery packhouse
@doc("b36_inv_za_tax_invoice_balance_bf", "invoice", "Karoo Hydraulics & Pneumatics tax invoice IN104582")
def inv_za():
    L = dict(
        sub=37822.27,
        tax=5673.34,
        tot=43495.61,
        bf=61418.72,
        paid=38906.15,
        due=66008.18,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=50, size=7.8)
    q_v = block(
        s,
        44,
        [
            "Karoo Hydraulics & Pneumatics (Pty) Ltd",
            "Unit 6, 22 Durban Street, Worcester, 6850",
            "Tel 023 342 1187 · accounts@karoohyd.example",
            "Reg. No. 2019/284617/07 · VAT No. 4730261598",
        ],
        size=7.8,
    )
    s.p.text(551, 62, "TAX INVOICE", 16, True, align="r")
    s.skip(10)
    y0 = s.y
    q_cus = block(
        s,
        44,
        ["Boland Fruit Packers (Pty) Ltd", "PO Box 318", "Ceres", "6835", "Customer VAT No. 4918372640"],
        cap="INVOICE TO",
        size=8,
        first_bold=True,
    )
    s.y = y0
    block(
        s,
        220,
        ["Boland Fruit Packers – Packhouse 3", "Bokveld Road", "Ceres", "Attn: Werner Smit (workshop)"],
        cap="DELIVER TO",
        size=8,
    )
    s.y = y0 - 4
    q_meta = [
        tline(s, 390, 551, k, v, 7.8, lead=11.6)
        for k, v in (
            ("Invoice No.", "IN104582"),
            ("Invoice Date", "2023/07/12"),
            ("Account", "BOL004"),
            ("Order No.", "BFP-PO-7731"),
            ("Sales Rep", "Johan Cloete"),
            ("Terms", "30 Days"),
            ("Due Date", "2023/08/11"),
        )
    ]
    s.y = max(s.y, y0 + 74)
    s.skip(6)
    cols = [(44, "l"), (112, "l"), (372, "r"), (438, "r"), (474, "r"), (551, "r")]
    thead(s, cols, ["Code", "Description", "Qty", "Unit Price", "Disc %", "Excl. Total"])
    s.skip(1)
    lines = [
        ("HC-REP-80", "Repair hydraulic cylinder 80 mm bore: strip, hone, reseal", "2", "4680.00", 0),
        ("SK-80-45", "Seal kit 80/45, polyurethane", "2", "1215.50", 0),
        ("HOSE-R2-12", 'Hydraulic hose R2 1/2" assembled with fittings', "14", "386.90", 5),
        ("PUMP-GP20", "Gear pump 20 cc/rev, SAE B flange", "1", "7940.00", 5),
        ("OIL-68-20", "Hydraulic oil ISO VG 68, 20 L", "4", "1168.75", 0),
        ("LAB-FIT", "Fitter labour on site (hours)", "11.5", "645.00", 0),
        ("CALLOUT", "Call-out fee Ceres, incl. travel", "1", "1250.00", 0),
    ]
    sub = D(0)
    for code, txt, n, pr, dsc in lines:
        v = (D(n) * D(pr) * (100 - D(dsc)) / 100).quantize(D("0.01"), rounding=ROUND_HALF_UP)
        sub += v
        trow(s, cols, [code, txt, n, spd(D(pr)), f"{dsc:.2f}", spd(v)], 7.4, lead=12.6)
    s.rule()
    s.skip(6)
    tax = pct(sub, 15)
    tot = sub + tax
    y1 = s.y
    q_sub = tline(s, 370, 551, "Total Excl. VAT", rand(sub), 8.2)
    q_tax = tline(s, 370, 551, "VAT @ 15%", rand(tax), 8.2)
    q_tot = tline(s, 370, 551, "Total Incl. VAT", rand(tot), 9.4, True)
    q_cur = s.t("All amounts are in South African Rand (ZAR).", 7, x=370, color=GREY)
    s.y = y1
    s.p.rect(40, y1 - 12, 330, y1 + 66, 0.6)
    s.t("ACCOUNT SUMMARY – BOL004", 7.6, True, x=48)
    bf, paid = D("61418.72"), D("38906.15")
    due = bf - paid + tot
    q_bf = tline(s, 48, 322, "Balance brought forward", rand(bf), 7.8)
    q_paid = tline(s, 48, 322, "Less: payment received 2023/06/29, thank you", rand(paid), 7.8)
    q_this = tline(s, 48, 322, "This invoice", rand(tot), 7.8)
    q_due = tline(s, 48, 322, "AMOUNT DUE", rand(due), 9, True)
    s.y = max(s.y, y1 + 66) + 16
    ac = [(48, "l"), (170, "r"), (290, "r"), (410, "r"), (530, "r")]
    thead(s, ac, ["Ageing", "Current", "30 Days", "60 Days", "90 Days+"], 7, x0=48, x1=530)
    trow(s, ac, ["", spd(tot), spd(bf - paid), "0.00", "0.00"], 7.6)
    s.skip(10)
    sd = pct(tot, D("2.5"))
    s.para(
        f"Settlement discount: 2.5% (R {spd(sd)}) may be deducted from this invoice if the full amount due "
        "is "
        "received by 2023/07/19. Goods remain the property of Karoo Hydraulics & Pneumatics (Pty) Ltd until "
        "paid in full. Interest at 2% per month is charged on overdue accounts.",
        7.4,
    )
    s.skip(4)
    s.t(
        "Banking details: Drakenstein Commercial Bank · Branch 632147 · Account 62 0418 7735 · Reference: "
        "BOL004",
        7.4,
        True,
    )
    s.skip(20)
    s.t("Received in good order by: ____________________   Date: ____________", 7.4)
    verify(L, sub=sub, tax=tax, tot=tot, bf=bf, paid=paid, due=due)
    fields = {
        "invoice_number": F("IN104582", 1, q_meta[0]),
        "invoice_date": F("2023-07-12", 1, q_meta[1]),
        "due_date": F("2023-08-11", 1, q_meta[6]),
        "vendor_name": F("Karoo Hydraulics & Pneumatics (Pty) Ltd", 1, q_v[0]),
        "bill_to": F("Boland Fruit Packers (Pty) Ltd", 1, "INVOICE TO Boland Fruit Packers (Pty) Ltd"),
        "currency": F("ZAR", 1, q_cur),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "South African tax invoice, ZAR printed as R with space grouping and a decimal point, dates "
        "yyyy/mm/dd; the currency is named once in words and code. invoice_number is Invoice No. (account, "
        "order and product codes are distractors); invoice_date Invoice Date; due_date Due Date (the "
        "payment-received and settlement-discount dates are distractors). bill_to is the company in the "
        "'Invoice to' block, not the packhouse delivery address nor the workshop contact. subtotal is Total "
        "Excl. VAT, tax VAT @ 15%, total Total Incl. VAT. The account summary adds the balance brought "
        "forward, less a payment received, to this invoice: AMOUNT DUE is printed separately and is the "
        "amount_due (sum); the ageing line and the settlement discount are distractors."
    )
    sums = [
        SUM(
            "Balance b/f - payment received + this invoice = AMOUNT DUE",
            [
                (1, T("balance brought forward", L["bf"], 1, q_bf)),
                (-1, T("payment received", L["paid"], 1, q_paid)),
                (1, "total"),
            ],
            "amount_due",
        ),
    ]
    _ = (q_cus, q_this)
    return p, fields, notes, sums


# ===== 7 Kenyan tax invoice with eTIMS control-unit details (KES, comma grouping, dd/mm/yyyy): agricultural
# supplies to a dairy co-operative; standard-rated (A, 16 %) and exempt (E) lines; a tax summary by code;
# total
# before VAT, total VAT and total amount; LPO, customer and delivery-note numbers; CU serial, CU invoice
# number, signatures and a QR box; M-Pesa paybill and bank details; deliver-to collection centre
@doc("b36_inv_ke_etims_vat16_exempt", "invoice", "Rift Valley Agro-Dealers tax invoice RVA-INV-06318")
def inv_ke():
    L = dict(
        ba=356410,
        be=488201.25,
        sub=844611.25,
        tax=57025.6,
        tot=901636.85,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=48, size=7.8)
    s.t("RIFT VALLEY AGRO-DEALERS LIMITED", 13, True, align="c")
    s.t("Kenyatta Avenue, Nakuru · P.O. Box 2187-20100 Nakuru · Tel 0722 418 306", 7.6, align="c")
    q_pin = s.t("PIN: P051873264Q · sales@riftagro.example", 7.6, align="c")
    s.skip(4)
    s.p.shade(42, s.y - 11, 553, s.y + 4, 0.2)
    s.t("TAX INVOICE", 10, True, align="c", color=(1, 1, 1))
    s.skip(6)
    y0 = s.y
    q_cus = block(
        s,
        42,
        [
            "Molo Highlands Dairy Co-operative",
            "Society Ltd",
            "P.O. Box 54-20106 Molo",
            "Customer PIN: P051294718K",
            "Customer No.: C0417",
        ],
        cap="BILL TO",
        size=8,
        first_bold=True,
    )
    s.y = y0
    block(
        s,
        262,
        ["Elburgon milk collection centre", "Attn: Mr. Peter Kiprono, store clerk"],
        cap="DELIVER TO",
        size=7.6,
    )
    s.y = y0 - 6
    q_meta = [
        tline(s, 410, 553, k, v, 7.8, lead=11.6)
        for k, v in (
            ("Invoice No.", "RVA-INV-06318"),
            ("Invoice Date", "24/01/2023"),
            ("LPO No.", "MHD/LPO/118"),
            ("Delivery Note", "DN 22741"),
            ("Payment Terms", "30 days"),
            ("Due Date", "23/02/2023"),
        )
    ]
    s.y = max(s.y, y0 + 56)
    s.skip(8)
    cols = [(42, "l"), (62, "l"), (350, "r"), (366, "l"), (450, "r"), (474, "l"), (553, "r")]
    thead(s, cols, ["#", "Item description", "Qty", "Unit", "Unit price", "Tax", "Amount"])
    s.skip(1)
    lines = [
        ("Dairy meal, 70 kg bag", "120", "bag", "3150.00", "E"),
        ("Mineral supplement lick, 10 kg", "40", "pc", "1284.50", "A"),
        ("Aluminium milk can 50 L with lid", "24", "pc", "8450.00", "A"),
        ("Milk cooling tank service kit (compressor, seals)", "1", "set", "36780.00", "A"),
        ("Acaricide, tick control, 1 L", "30", "btl", "1965.00", "A"),
        ("Calf milk replacer, 20 kg bag", "15", "bag", "7346.75", "E"),
        ("Delivery Nakuru – Elburgon", "1", "trip", "6500.00", "A"),
    ]
    base = {"A": D(0), "E": D(0)}
    for i, (txt, n, u, pr, code) in enumerate(lines, 1):
        v = ext(n, pr)
        base[code] += v
        trow(s, cols, [str(i), txt, n, u, us(D(pr)), code, us(v)], 7.6, lead=13)
    s.rule()
    s.skip(6)
    vat = pct(base["A"], 16)
    sub = base["A"] + base["E"]
    tot = sub + vat
    y1 = s.y
    s.t("TAX SUMMARY", 7.6, True)
    tc = [(46, "l"), (130, "l"), (230, "r"), (300, "r")]
    thead(s, tc, ["Code", "Rate", "Taxable amt", "VAT"], 7, x0=46, x1=300)
    q_ba = trow(s, tc, ["A", "16%", us(base["A"]), us(vat)], 7.6)
    q_be = trow(s, tc, ["E", "Exempt", us(base["E"]), "0.00"], 7.6)
    s.y = y1
    q_sub = tline(s, 360, 553, "Total Before VAT", us(sub), 8.2)
    q_tax = tline(s, 360, 553, "Total VAT", us(vat), 8.2)
    s.p.hline(s.y - 10, 360, 553, 0.6)
    q_tot = tline(s, 360, 553, "TOTAL AMOUNT KES", us(tot), 10, True)
    s.skip(22)
    y2 = s.y
    s.p.rect(42, y2 - 12, 553, y2 + 70, 0.6)
    s.p.rect(470, y2 - 4, 540, y2 + 62, 0.8, fill=(0.9, 0.9, 0.9))
    s.p.text(505, y2 + 31, "QR", 10, True, align="c", color=GREY)
    block(
        s,
        48,
        [
            "CONTROL UNIT INFORMATION",
            "CU Serial No.: KRACU0300003918",
            "CU Invoice No.: 0300003918/00012847",
            "Date: 24/01/2023  Time: 15:26:41",
            f"Internal Data: {pseudo_b64('ke-int-06318', 52).upper()}",
            f"Receipt Signature: {pseudo_b64('ke-sig-06318', 24).upper()}",
        ],
        size=7,
        first_bold=True,
    )
    s.skip(18)
    s.para(
        "Payment: M-Pesa Paybill 522418, account RVA06318, or bank transfer to Rift Valley Agro-Dealers "
        "Limited, Tamu Commercial Bank, Nakuru branch, A/C 0184 3327 6510. Goods once sold are not "
        "returnable. "
        "Interest at 1.5% per month will be charged on overdue invoices.",
        7.4,
    )
    s.skip(22)
    s.row(
        [
            (42, "Prepared by: Grace Wanjiru"),
            (230, "Checked by: ____________"),
            (400, "Received by: ____________"),
        ],
        7.4,
    )
    verify(L, ba=base["A"], be=base["E"], sub=sub, tax=vat, tot=tot)
    fields = {
        "invoice_number": F("RVA-INV-06318", 1, q_meta[0]),
        "invoice_date": F("2023-01-24", 1, q_meta[1]),
        "due_date": F("2023-02-23", 1, q_meta[5]),
        "vendor_name": F("Rift Valley Agro-Dealers Limited", 1, "RIFT VALLEY AGRO-DEALERS LIMITED"),
        "bill_to": F("Molo Highlands Dairy Co-operative Society Ltd", 1, j(q_cus[:2])),
        "currency": F("KES", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Kenyan tax invoice with eTIMS control-unit details, KES with comma grouping, dates dd/mm/yyyy. "
        "invoice_number is Invoice No. (CU invoice number, CU serial, LPO, delivery-note, customer and "
        "paybill numbers are distractors); invoice_date Invoice Date (the control-unit date is the same "
        "day); due_date Due Date. vendor_name from the letterhead; bill_to is the co-operative, not the "
        "collection centre it is delivered to nor the store clerk. Standard-rated (A) and exempt (E) lines: "
        "the tax summary bases add up to Total Before VAT, the subtotal (sum); tax is Total VAT; total TOTAL "
        "AMOUNT KES. Nothing is printed as payable apart from the total, so amount_due is null."
    )
    sums = [
        SUM(
            "Taxable A + exempt E = Total Before VAT",
            [(1, T("taxable A", L["ba"], 1, q_ba)), (1, T("exempt E", L["be"], 1, q_be))],
            "subtotal",
        ),
    ]
    _ = q_pin
    return p, fields, notes, sums


_VN = ["không", "một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín"]


def _vn3(n, full):
    """A group of three digits read in Vietnamese; full: not the leading group."""
    h, t, u = n // 100, n // 10 % 10, n % 10
    out = []
    if h or full:
        out.append(_VN[h] + " trăm")
    if t == 0:
        if u and out:
            out.append("linh")
        if u:
            out.append(_VN[u])
    elif t == 1:
        out.append("mười")
        if u:
            out.append("lăm" if u == 5 else _VN[u])
    else:
        out.append(_VN[t] + " mươi")
        if u:
            out.append({1: "mốt", 5: "lăm"}.get(u, _VN[u]))
    return " ".join(out)


def vn_words(n):
    """Whole number in Vietnamese words (below 10**12), first letter capitalised, ending in 'đồng'."""
    groups = []
    while n:
        groups.insert(0, n % 1000)
        n //= 1000
    names = ["", "nghìn", "triệu", "tỷ"]
    out = []
    for i, g in enumerate(groups):
        if g:
            out.append((_vn3(g, i > 0) + " " + names[len(groups) - 1 - i]).strip())
    txt = " ".join(out) + " đồng"
    return txt[0].upper() + txt[1:]


# ===== 8 Vietnamese VAT e-invoice, bilingual Vietnamese/English captions (VND, dot grouping, no decimals): a
# packaging maker's sale to a food company at the temporarily reduced 8 % rate; the issue date written out in
# the header and repeated in the digital-signature box; serial and number, tax-authority code and lookup code;
# the buyer's representative named before the company; numbered columns; amount in words; no due date and no
# amount payable apart from the total
@doc("b36_inv_vn_hoa_don_gtgt_8pct", "invoice", "Bao Bì Minh Khôi hóa đơn GTGT 00001847")
def inv_vn():
    L = dict(
        sub=187475000,
        tax=14998000,
        tot=202473000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=50, size=7.8)
    s.p.rect(40, 36, 100, 76, 0.8)
    s.p.text(70, 60, "MK", 14, True, align="c")
    s.t("HÓA ĐƠN GIÁ TRỊ GIA TĂNG", 13, True, align="c")
    s.t("(VAT INVOICE)", 8.4, align="c")
    q_hdate = s.t("Ngày (Date) 18 tháng (month) 10 năm (year) 2022", 8.4, align="c")
    s.t("Mã của CQT: 00E3A4F61B2C7D4E09A15B8C6D27F03E81", 7, align="c", color=GREY)
    s.y = 50
    q_ser = [
        tline(s, 430, 555, k, v, 7.8, lead=12)
        for k, v in (("Ký hiệu (Serial):", "1C22TMK"), ("Số (No.):", "00001847"))
    ]
    s.y = 110
    s.p.hline(s.y - 12, 40, 555, 0.6)
    q_sel = block(
        s,
        40,
        [
            "Đơn vị bán hàng (Seller): CÔNG TY CỔ PHẦN BAO BÌ MINH KHÔI",
            "Mã số thuế (Tax code): 0316847259",
            "Địa chỉ (Address): Lô B2-7, KCN Tân Tạo, P. Tân Tạo A, Q. Bình Tân, TP. Hồ Chí Minh",
            "Điện thoại (Tel): 028 3754 6180",
            "Số tài khoản (Account No.): 1028 4417 6653 tại Ngân hàng TMCP Phương Nam Á",
        ],
        size=7.8,
    )
    s.p.hline(s.y - 8, 40, 555, 0.6)
    s.skip(4)
    q_buy = block(
        s,
        40,
        [
            "Họ tên người mua hàng (Buyer): Trần Thị Thu Hà",
            "Tên đơn vị (Company): CÔNG TY TNHH THỰC PHẨM SẠCH AN PHÚ",
            "Mã số thuế (Tax code): 3702918446",
            "Địa chỉ (Address): Số 18 đường ĐT743, P. Bình Hòa, TP. Thuận An, tỉnh Bình Dương",
            "Hình thức thanh toán (Payment method): TM/CK        Số tài khoản (Account No.):",
        ],
        size=7.8,
    )
    s.skip(8)
    cols = [(56, "c"), (80, "l"), (330, "c"), (400, "r"), (470, "r"), (551, "r")]
    thead(s, cols, ["STT", "Tên hàng hóa, dịch vụ", "ĐVT", "Số lượng", "Đơn giá", "Thành tiền"], 7.2, 0.86)
    thead(s, cols, ["(No.)", "(Description)", "(Unit)", "(Quantity)", "(Unit price)", "(Amount)"], 6.4, 0.86)
    trow(s, cols, ["1", "2", "3", "4", "5", "6 = 4 x 5"], 6.6, lead=11)
    items = [
        ("Thùng carton 5 lớp 40x30x25 cm, in 2 màu", "Cái", "6000", "9850"),
        ("Thùng carton 3 lớp 30x20x15 cm", "Cái", "12000", "4120"),
        ("Khay giấy định hình đựng trứng 30 ô", "Cái", "25000", "1385"),
        ("Băng keo in logo 48 mm x 100 m", "Cuộn", "480", "32500"),
        ("Thùng carton 5 lớp 60x40x40 cm, không in", "Cái", "1500", "16740"),
        ("Phí vận chuyển đến kho bên mua", "Chuyến", "2", "1800000"),
    ]
    sub = D(0)
    for i, (txt, u, n, pr) in enumerate(items, 1):
        v = ext(n, pr)
        sub += v
        trow(s, cols, [str(i), txt, u, eu(D(n), 0), eu(D(pr), 0), eu(v, 0)], 7.6, lead=13)
    for _ in range(3):
        s.p.hline(s.y - 9, 40, 555, 0.2, LIGHT)
        s.skip(12)
    s.rule()
    s.skip(2)
    tax = whole(pct(sub, 8, 4))
    tot = sub + tax
    q_sub = tline(s, 40, 551, "Cộng tiền hàng (Total amount):", eu(sub, 0), 8.2)
    q_tax = s.row(
        [
            (40, "Thuế suất GTGT (VAT rate): 8%"),
            (300, "Tiền thuế GTGT (VAT amount):"),
            (551, eu(tax, 0), "r"),
        ],
        8.2,
    )
    q_tot = tline(s, 40, 551, "Tổng cộng tiền thanh toán (Total payment):", eu(tot, 0), 9, True)
    q_words = s.t(f"Số tiền viết bằng chữ (Amount in words): {vn_words(int(tot))}.", 8, True)
    s.t("Thuế suất 8% áp dụng theo Nghị định số 15/2022/NĐ-CP về chính sách miễn, giảm thuế.", 7, color=GREY)
    s.skip(14)
    s.row([(150, "Người mua hàng (Buyer)", "c"), (420, "Người bán hàng (Seller)", "c")], 8, True)
    s.row([(150, "(Chữ ký số (nếu có))", "c"), (420, "(Chữ ký điện tử, chữ ký số)", "c")], 6.8)
    s.skip(6)
    y0 = s.y
    s.p.rect(320, y0 - 10, 520, y0 + 36, 0.8, color=(0.1, 0.5, 0.1))
    block(s, 326, ["Signature Valid", "Ký bởi: CÔNG TY CỔ PHẦN BAO BÌ MINH KHÔI"], size=7, first_bold=True)
    q_sig = block(s, 326, ["Ký ngày: 18/10/2022"], size=7)
    s.skip(30)
    s.t(
        "Tra cứu hóa đơn tại (Lookup): https://hoadon.minhkhoi.example · Mã tra cứu (Lookup code): "
        "MK22T0001847",
        7,
        align="c",
    )
    s.t("(Cần kiểm tra, đối chiếu khi lập, giao, nhận hóa đơn)", 7, align="c", color=GREY)
    verify(L, sub=sub, tax=tax, tot=tot)
    fields = {
        "invoice_number": F("00001847", 1, q_ser[1]),
        "invoice_date": F("2022-10-18", 1, q_sig[0]),
        "due_date": NULL(),
        "vendor_name": F("CÔNG TY CỔ PHẦN BAO BÌ MINH KHÔI", 1, q_sel[0]),
        "bill_to": F("CÔNG TY TNHH THỰC PHẨM SẠCH AN PHÚ", 1, q_buy[1]),
        "currency": F("VND", 1, q_words),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Vietnamese VAT e-invoice with bilingual captions, VND with dot grouping and no decimals. "
        "invoice_number is Số (No.) (serial, tax-authority code, lookup code and tax codes are "
        "distractors). invoice_date: the header writes the date out ('Ngày 18 tháng 10 năm 2022'); the same "
        "date is printed dd/mm/yyyy in the seller's digital-signature box, which is the quote. bill_to is "
        "the "
        "buyer company (Tên đơn vị), not the buyer's representative named on the line above. currency from "
        "the amount in words, which names the đồng. subtotal is Cộng tiền hàng, tax the VAT amount at the "
        "reduced 8 % rate, total Tổng cộng tiền thanh toán. No due date and no amount payable apart from the "
        "total are printed, so due_date and amount_due are null."
    )
    _ = q_hdate
    return p, fields, notes, []


def gr(x):
    return eu(x) + " €"


# ===== 9 Greek sales invoice and delivery note in Greek (EUR, dot grouping, dd/mm/yyyy): marble for a hotel
# on
# an island; series and number, myDATA MARK and UID; line discounts; gross value less discount to the net
# value;
# VAT 24 %; the amount payable repeating the total; the customer's previous and new account balance; shipping
# particulars (purpose, loading place, delivery place); credit terms with a due date
@doc("b36_inv_gr_timologio_mark_ypoloipo", "invoice", "Λιθοτεχνική Θεσσαλίας τιμολόγιο ΤΠΔ-Β 52093")
def inv_gr():
    L = dict(
        gross=24726.3,
        disc=2065.25,
        sub=22661.05,
        tax=5438.65,
        tot=28099.7,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=48, size=7.6)
    q_v = block(
        s,
        40,
        [
            "ΛΙΘΟΤΕΧΝΙΚΗ ΘΕΣΣΑΛΙΑΣ Ι.Κ.Ε.",
            "Εμπόριο – επεξεργασία μαρμάρων και γρανιτών",
            "5ο χλμ. Λάρισας – Φαρσάλων, 41500 Λάρισα · Τηλ. 2410 618 442",
            "ΑΦΜ 801742396 · ΔΟΥ Λάρισας · Αρ. ΓΕΜΗ 162834331000",
        ],
        size=7.6,
        first_bold=True,
    )
    s.y = 48
    s.p.rect(360, 36, 555, 100, 0.8)
    s.t("ΤΙΜΟΛΟΓΙΟ ΠΩΛΗΣΗΣ –", 10, True, x=368)
    s.t("ΔΕΛΤΙΟ ΑΠΟΣΤΟΛΗΣ", 10, True, x=368)
    q_no = s.row([(368, "Σειρά: ΤΠΔ-Β"), (470, "Αριθμός: 52093")], 8.4, True)
    q_date = s.row([(368, "Ημερομηνία: 23/05/2023"), (470, "Ώρα: 09:42")], 8)
    s.y = 120
    y0 = s.y
    q_cus = block(
        s,
        40,
        [
            "ΞΕΝΟΔΟΧΕΙΑΚΕΣ ΕΠΙΧΕΙΡΗΣΕΙΣ ΣΠΟΡΑΔΩΝ Α.Ε.",
            "Ακτή Μιαούλη 61, 18536 Πειραιάς",
            "ΑΦΜ 094318726 · ΔΟΥ ΦΑΕ Πειραιά",
            "Δραστηριότητα: Ξενοδοχεία",
            "Κωδ. πελάτη: 30-0284",
        ],
        cap="ΣΤΟΙΧΕΙΑ ΠΕΛΑΤΗ",
        size=7.8,
        first_bold=True,
    )
    s.y = y0
    q_ship = block(
        s,
        330,
        [
            "Σκοπός διακίνησης: Πώληση",
            "Τόπος φόρτωσης: Έδρα μας, Λάρισα",
            "Τόπος παράδοσης: Ξενοδοχείο «Aegean Pines»,",
            "Κουκουναριές, 37002 Σκιάθος",
            "Όχημα: ΡΙΡ 4418 · Οδηγός: Κ. Τσιάρας",
        ],
        cap="ΣΤΟΙΧΕΙΑ ΔΙΑΚΙΝΗΣΗΣ",
        size=7.6,
    )
    s.skip(6)
    cols = [(40, "l"), (104, "l"), (312, "l"), (376, "r"), (422, "r"), (456, "r"), (518, "r"), (555, "r")]
    thead(s, cols, ["Κωδικός", "Περιγραφή", "Μ.Μ.", "Ποσότητα", "Τιμή", "Έκπτ.%", "Καθαρή αξία", "ΦΠΑ%"], 6.6)
    s.skip(1)
    items = [
        ("ΜΑΡ-ΘΑΣ-60", "Μάρμαρο Θάσου λευκό 60x60x2, γυαλιστερό", "m²", "186.40", "68.50", 10),
        ("ΜΑΡ-ΚΟΖ-30", "Μάρμαρο Κοζάνης 30x60x2, αμμοβολή", "m²", "142.75", "41.20", 10),
        ("ΠΟΔ-ΘΑΣ-140", "Ποδιές παραθύρων Θάσου 140x25x3", "τεμ", "36", "54.80", 5),
        ("ΣΚΑΛ-ΚΟΖ-120", "Σκαλοπάτια Κοζάνης 120x33x3", "τεμ", "28", "72.60", 5),
        ("ΚΟΛ-C2TE-25", "Κόλλα πλακιδίων C2TE, σάκος 25 kg", "τεμ", "60", "9.85", 0),
        ("ΜΕΤ-ΣΚΙ", "Μεταφορά Λάρισα – Σκιάθος μέσω Βόλου", "κατ", "1", "1480.00", 0),
    ]
    gross = disc = D(0)
    for code, txt, u, n, pr, dp in items:
        g = ext(n, pr)
        d = pct(g, dp)
        gross += g
        disc += d
        qty = eu(D(n)) if "." in n else n
        trow(s, cols, [code, txt, u, qty, eu(D(pr)), str(dp), eu(g - d), "24"], 7.2, lead=12.6)
    s.rule()
    s.skip(6)
    sub = gross - disc
    tax = pct(sub, 24)
    tot = sub + tax
    y1 = s.y
    q_gross = tline(s, 350, 555, "Αξία προ έκπτωσης", gr(gross), 8)
    q_disc = tline(s, 350, 555, "Έκπτωση", gr(disc), 8)
    q_sub = tline(s, 350, 555, "Καθαρή αξία", gr(sub), 8, True)
    q_tax = tline(s, 350, 555, "Φ.Π.Α. 24%", gr(tax), 8)
    q_tot = tline(s, 350, 555, "Συνολική αξία", gr(tot), 8.6, True)
    s.skip(3)
    s.p.shade(346, s.y - 12, 559, s.y + 5, 0.85)
    q_pay = tline(s, 350, 555, "ΠΛΗΡΩΤΕΟ", gr(tot), 10, True)
    yl = s.y
    s.y = y1
    prev = D("12684.30")
    block(
        s,
        40,
        [
            "Τρόπος πληρωμής: Επί πιστώσει",
            "Ημ/νία λήξης: 22/06/2023",
            "Παραγγελία: e-mail 12/05/2023",
            f"Προηγούμενο υπόλοιπο: {gr(prev)}",
            f"Νέο υπόλοιπο: {gr(prev + tot)}",
        ],
        size=7.6,
    )
    s.y = max(s.y, yl) + 10
    s.t("ΠΙΝΑΚΑΣ ΦΠΑ", 7.4, True)
    fc = [(44, "l"), (150, "r"), (230, "r"), (310, "r")]
    thead(s, fc, ["Συντελεστής", "Καθαρή αξία", "Φ.Π.Α.", "Σύνολο"], 6.8, x0=44, x1=310)
    trow(s, fc, ["24%", eu(sub), eu(tax), eu(tot)], 7.4)
    s.skip(12)
    s.t(
        "ΜΑΡΚ 400001918437265 · UID 7C41E09B5F2A36D8C1B4E7F09A2D6C3B58E1F4A7 · Πάροχος: e-timologio.example",
        7,
        color=GREY,
    )
    s.t("Τράπεζα: Θεσσαλική Συνεταιριστική Τράπεζα · IBAN GR48 0871 0240 0000 4418 2176 093", 7.2)
    s.skip(22)
    s.row([(120, "ΕΚΔΟΣΗ", "c"), (440, "ΠΑΡΑΛΑΒΗ", "c")], 7.6, True)
    verify(L, gross=gross, disc=disc, sub=sub, tax=tax, tot=tot)
    fields = {
        "invoice_number": F("52093", 1, q_no),
        "invoice_date": F("2023-05-23", 1, q_date),
        "due_date": F("2023-06-22", 1, "Ημ/νία λήξης: 22/06/2023"),
        "vendor_name": F("ΛΙΘΟΤΕΧΝΙΚΗ ΘΕΣΣΑΛΙΑΣ Ι.Κ.Ε.", 1, j(q_v[:3])),
        "bill_to": F("ΞΕΝΟΔΟΧΕΙΑΚΕΣ ΕΠΙΧΕΙΡΗΣΕΙΣ ΣΠΟΡΑΔΩΝ Α.Ε.", 1, j(q_cus[:2])),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_pay),
    }
    notes = (
        "Greek sales invoice and delivery note in Greek, EUR with dot grouping and comma decimals and a "
        "trailing €, dates dd/mm/yyyy. invoice_number is the number (Αριθμός) of series ΤΠΔ-Β (the MARK, "
        "UID, customer code and vehicle plate are distractors); invoice_date the Ημερομηνία (the order date "
        "is a distractor); due_date the Ημ/νία λήξης of the credit terms. bill_to is the hotel company in "
        "the customer block, not the hotel named as delivery place. Gross value less the line discounts is "
        "the net value, the subtotal (sum); tax is ΦΠΑ 24%; total Συνολική αξία; the shaded ΠΛΗΡΩΤΕΟ "
        "(amount payable) repeats it and is the amount_due. The customer's previous and new account "
        "balances are distractors."
    )
    sums = [
        SUM(
            "Αξία προ έκπτωσης - Έκπτωση = Καθαρή αξία",
            [(1, T("gross value", L["gross"], 1, q_gross)), (-1, T("discount", L["disc"], 1, q_disc))],
            "subtotal",
        ),
    ]
    _ = q_ship
    return p, fields, notes, sums


# ===== 10 Australian tax invoice in a cloud-accounting layout (AUD, comma grouping, dd Mon yyyy): kitchen and
# laundry joinery for a homeowner; amounts tax inclusive, so the printed 'Subtotal' includes GST and no
# pre-tax
# total is printed; 'Includes GST 10%'; a deposit paid deducted to the amount due; a variation with its
# approval
# date; job address vs postal address; a tear-off payment advice repeating amount due and due date
@doc("b36_inv_au_tax_inclusive_deposit", "invoice", "Wattle Creek Joinery tax invoice INV-3719")
def inv_au():
    L = dict(
        tot=35757,
        tax=3250.64,
        paid=17635,
        due=18122,
    )
    p = Pdf(**A4)
    s = Sheet(p, x=50, xr=545, top=66, size=8)
    s.t("TAX INVOICE", 20, True)
    s.skip(8)
    y0 = s.y
    q_cus = block(s, 50, ["Tamsin Kowalczyk", "PO Box 2216", "STIRLING SA 5152", "AUSTRALIA"], size=8.4)
    s.y = y0 - 14
    q_meta = []
    for k, v in (
        ("Invoice Date", "16 Feb 2023"),
        ("Invoice Number", "INV-3719"),
        ("Reference", "Q-1142 Blackwood kitchen"),
        ("ABN", "47 612 839 204"),
    ):
        s.t(k, 7.6, True, x=290)
        q_meta.append(f"{k} {s.t(v, 8, x=290)}")
    y_meta = s.y
    s.y = y0 - 14
    q_v = block(
        s,
        420,
        [
            "Wattle Creek Joinery Pty Ltd",
            "Unit 3, 27 Cavan Road",
            "GEPPS CROSS SA 5094",
            "accounts@wattlecreek.example",
        ],
        size=7.8,
    )
    s.y = y0 + 60
    s.t("Job address: 14 Coromandel Parade, Blackwood SA 5051", 8)
    s.y = max(s.y, y_meta)
    s.skip(10)
    cols = [(50, "l"), (360, "r"), (430, "r"), (470, "r"), (545, "r")]
    thead(s, cols, ["Description", "Quantity", "Unit Price", "GST", "Amount AUD"], 7.6, None)
    s.p.hline(s.y - 8, 46, 549, 0.8)
    s.skip(3)
    lines = [
        ("Kitchen cabinetry, 2-pac satin, soft-close, supply and install", "1.00", "21860.00"),
        ("Stone benchtops 20 mm engineered, incl. sink and cooktop cut-outs", "1.00", "7945.00"),
        ("Pantry pull-out frames", "2.00", "486.50"),
        ("Laundry cabinetry and bench", "1.00", "3218.00"),
        ("Variation V1: extra overhead cupboards (approved 02 Feb 2023)", "1.00", "1376.00"),
        ("Delivery and site protection", "1.00", "385.00"),
    ]
    tot = D(0)
    for txt, n, pr in lines:
        v = ext(n, pr)
        tot += v
        trow(s, cols, [txt, n, us(D(pr)), "10%", us(v)], 8, lead=16)
        s.p.hline(s.y - 11, 46, 549, 0.2, LIGHT)
    s.skip(4)
    gst = (tot / 11).quantize(D("0.01"), rounding=ROUND_HALF_UP)
    paid = D("17635.00")
    due = tot - paid
    q_subt = tline(s, 360, 545, "Subtotal", us(tot), 8.4)
    q_tax = tline(s, 360, 545, "Includes GST 10%", us(gst), 8.4)
    s.p.hline(s.y - 10, 360, 545, 0.8)
    q_tot = tline(s, 360, 545, "TOTAL AUD", us(tot), 9.4, True)
    q_paid = tline(s, 360, 545, "Less Amount Paid", us(paid), 8.4)
    s.p.hline(s.y - 10, 360, 545, 0.8)
    q_due = tline(s, 360, 545, "AMOUNT DUE AUD", us(due), 9.4, True)
    s.skip(14)
    q_dd = s.t("Due Date: 02 Mar 2023", 9, True)
    s.para(
        "Deposit of 50% received 09 Jan 2023 with thanks. Please pay the balance by EFT to BSB 105-118, "
        "account 0418 27736 (Wattle Creek Joinery Pty Ltd), quoting INV-3719. Warranty on cabinetry is "
        "seven years from the date of installation. Amounts are tax inclusive.",
        7.8,
    )
    s.y = 640
    for x in range(50, 546, 8):
        s.p.line(x, s.y, x + 4, s.y, 0.5, GREY)
    s.skip(26)
    s.t("PAYMENT ADVICE", 14, True)
    s.skip(4)
    y2 = s.y
    block(s, 50, ["To: Wattle Creek Joinery Pty Ltd", "Unit 3, 27 Cavan Road", "GEPPS CROSS SA 5094"], size=8)
    s.y = y2
    adv = [
        tline(s, 300, 545, k, v, 8, lead=15)
        for k, v in (
            ("Customer", "Tamsin Kowalczyk"),
            ("Invoice Number", "INV-3719"),
            ("Amount Due", us(due)),
            ("Due Date", "02 Mar 2023"),
            ("Amount Enclosed", "__________________"),
        )
    ]
    s.y = 800
    s.t(
        "Wattle Creek Joinery Pty Ltd · ABN 47 612 839 204 · Registered Building Work Contractor BLD 251847",
        7,
        color=GREY,
    )
    verify(L, tot=tot, tax=gst, paid=paid, due=due)
    fields = {
        "invoice_number": F("INV-3719", 1, q_meta[1]),
        "invoice_date": F("2023-02-16", 1, q_meta[0]),
        "due_date": F("2023-03-02", 1, q_dd),
        "vendor_name": F("Wattle Creek Joinery Pty Ltd", 1, q_v[0]),
        "bill_to": F("Tamsin Kowalczyk", 1, q_cus[0]),
        "currency": F("AUD", 1, q_tot),
        "subtotal": NULL(),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Australian tax invoice in a cloud-accounting layout, AUD with comma grouping, dates dd Mon yyyy. "
        "invoice_number is Invoice Number (the quote reference, ABN, BSB and contractor licence are "
        "distractors); invoice_date Invoice Date (variation-approval and deposit dates are distractors); "
        "due_date Due Date. bill_to is the homeowner, a person, not the job address. Line amounts are tax "
        "inclusive: the printed 'Subtotal' already includes GST and equals the total, and no pre-tax total "
        "is printed anywhere, so subtotal is null. tax is the GST included (one eleventh of the total); "
        "total is TOTAL AUD; the deposit paid is deducted to AMOUNT DUE AUD, the amount_due (sum), repeated "
        "in the payment advice."
    )
    sums = [
        SUM(
            "TOTAL AUD - Less Amount Paid = AMOUNT DUE AUD",
            [(1, "total"), (-1, T("amount paid", L["paid"], 1, q_paid))],
            "amount_due",
        ),
    ]
    _ = (q_subt, adv)
    return p, fields, notes, sums


def qr_grid(p, x, y, size, seed):
    """A deterministic square pattern standing in for a Swiss QR code."""
    import hashlib

    n = 25
    cell = size / n
    bits = "".join(f"{b:08b}" for b in hashlib.sha512(seed.encode()).digest() * 2)
    for i in range(n):
        for k in range(n):
            corner = (i < 7 and k < 7) or (i < 7 and k >= n - 7) or (i >= n - 7 and k < 7)
            on = (
                (i in (0, 6) or k in (0, 6) or 2 <= i <= 4 and 2 <= k <= 4)
                if corner
                else bits[(i * n + k) % len(bits)] == "1"
            )
            if corner and (i >= n - 7 or k >= n - 7):
                ii, kk = i % (n - 7) if i >= n - 7 else i, k % (n - 7) if k >= n - 7 else k
                on = ii in (0, 6) or kk in (0, 6) or 2 <= ii <= 4 and 2 <= kk <= 4
            if on:
                p.rect(
                    x + k * cell,
                    y + i * cell,
                    x + (k + 1) * cell,
                    y + (i + 1) * cell,
                    0,
                    fill=(0, 0, 0),
                    color=None,
                )
    p.rect(x + size / 2 - 5, y + size / 2 - 5, x + size / 2 + 5, y + size / 2 + 5, 0.8, fill=(1, 1, 1))
    p.text(x + size / 2, y + size / 2 + 3, "+", 9, True, align="c")


# ===== 11 Swiss invoice in French with a QR-bill payment part (CHF, apostrophe grouping in the invoice and
# space
# grouping in the QR-bill, dates written out in French): machined parts for a watch-component maker; order,
# delivery-note and customer numbers with their dates; a quantity discount on some positions; TVA 7.7 %; the
# receipt and payment part repeating the amount; delivery workshop vs the accounts-payable address
@doc("b36_inv_ch_facture_qr_tva77", "invoice", "Atelier Mécanique Rochat & Fils facture F-23-0417")
def inv_ch():
    L = dict(
        pos=22048.5,
        rab=-625.32,
        sub=21423.18,
        tax=1649.58,
        tot=23072.76,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=56, xr=540, top=56, size=8)
    q_v = block(
        s,
        56,
        [
            "Atelier Mécanique Rochat & Fils SA",
            "Route de la Gare 31",
            "1305 Penthalaz",
            "CHE-114.826.539 TVA",
        ],
        size=8,
        first_bold=True,
    )
    s.skip(28)
    q_cus = block(
        s,
        330,
        [
            "Manufacture Lac-de-Joux Précision SA",
            "Service comptabilité fournisseurs",
            "Case postale 214",
            "1347 Le Sentier",
        ],
        size=8.8,
        first_bold=True,
    )
    s.skip(20)
    q_date = s.t("Penthalaz, le 3 octobre 2023", 8.4, x=330)
    s.skip(10)
    q_no = s.t("Facture n° F-23-0417", 13, True)
    s.skip(2)
    meta = [
        s.row([(56, "Votre commande CA-88214 du 4 septembre 2023"), (330, "N° client 1146")], 7.8),
        s.row(
            [
                (56, "Bulletin de livraison BL-23-0398 du 28 septembre 2023"),
                (330, "Votre contact: M. Yann Golay"),
            ],
            7.8,
        ),
        s.row([(56, "Livré à: Atelier de décolletage, Chemin des Ouches 7, 1348 Le Brassus")], 7.8),
    ]
    s.skip(8)
    cols = [(56, "l"), (76, "l"), (132, "l"), (390, "r"), (450, "r"), (540, "r")]
    thead(s, cols, ["Pos.", "Article", "Désignation", "Quantité", "Prix unit.", "Montant CHF"], 7)
    s.skip(1)
    items = [
        ("AX-1205", "Axes rectifiés inox 1.4305, Ø 12 h6 × 86 mm", "1200", "7.85", True),
        ("DB-1610", "Douilles bronze CuSn8, Ø 16/10 × 14 mm", "2400", "2.36", True),
        ("PB-6082", "Plaques de base alu 6082, usinées CNC 160 × 90 × 12", "150", "38.40", True),
        ("PRG-CNC", "Programmation CNC et réglage (forfait)", "1", "960.00", False),
        ("CTRL-31", "Contrôle dimensionnel et certificat matière 3.1", "1", "180.00", False),
        ("PORT", "Frais de port et emballage", "1", "64.50", False),
    ]
    pos = disc_base = D(0)
    for i, (art, txt, n, pr, rab) in enumerate(items, 1):
        v = ext(n, pr)
        pos += v
        if rab:
            disc_base += v
        trow(s, cols, [str(i), art, txt, sq(D(n), 0), sq(D(pr)), sq(v)], 7.6, lead=13)
    s.rule()
    s.skip(6)
    rab = -pct(disc_base, 3)
    sub = pos + rab
    tax = pct(sub, D("7.7"))
    tot = sub + tax
    q_pos = tline(s, 300, 540, "Total des positions", sq(pos), 8.2)
    q_rab = tline(s, 300, 540, "Rabais de quantité 3 % (pos. 1 à 3)", sq(rab), 8.2)
    q_sub = tline(s, 300, 540, "Total hors TVA", sq(sub), 8.2, True)
    q_tax = tline(s, 300, 540, f"TVA 7.7 % sur CHF {sq(sub)}", sq(tax), 8.2)
    s.p.hline(s.y - 10, 300, 540, 0.8)
    q_tot = tline(s, 300, 540, "Total TTC CHF", sq(tot), 10, True)
    s.skip(8)
    s.t(
        "Conditions: 30 jours net, échéance le 2 novembre 2023. Merci de payer au moyen du QR-bulletin "
        "ci-dessous.",
        7.6,
    )
    s.t(
        "Intérêt moratoire de 5 % l'an dès l'échéance. Les marchandises restent notre propriété jusqu'au "
        "paiement complet.",
        7.6,
    )
    # QR-bill payment part (receipt | payment part)
    top = 842 - 297
    for x in range(20, 575, 6):
        p.line(x, top, x + 3, top, 0.4, GREY)
    p.line(178, top, 178, 828, 0.4, GREY)
    amount = spd(tot)
    iban = "CH58 3087 6000 0418 2265 9"
    ref = "21 00000 00003 13947 14300 09017"
    s.y = top + 22
    s.t("Récépissé", 11, True, x=30)
    s.skip(4)
    rec = block(
        s,
        30,
        [
            "Compte / Payable à",
            iban,
            "Atelier Mécanique Rochat & Fils SA",
            "Route de la Gare 31",
            "1305 Penthalaz",
        ],
        size=7.4,
    )
    s.skip(4)
    block(s, 30, ["Référence", ref], size=7.4)
    s.skip(4)
    block(
        s,
        30,
        ["Payable par", "Manufacture Lac-de-Joux", "Précision SA", "Case postale 214", "1347 Le Sentier"],
        size=7.4,
    )
    s.skip(10)
    s.row([(30, "Monnaie"), (80, "Montant")], 6.6, True)
    s.row([(30, "CHF"), (80, amount)], 8)
    s.y = top + 22
    s.t("Section paiement", 11, True, x=190)
    qr_grid(p, 190, top + 40, 130, "F-23-0417")
    s.y = top + 200
    s.row([(190, "Monnaie"), (240, "Montant")], 6.6, True)
    q_amt = s.row([(190, "CHF"), (240, amount)], 9)
    s.y = top + 22
    block(
        s,
        340,
        [
            "Compte / Payable à",
            iban,
            "Atelier Mécanique Rochat & Fils SA",
            "Route de la Gare 31",
            "1305 Penthalaz",
            "",
            "Référence",
            ref,
            "",
            "Informations supplémentaires",
            "Facture F-23-0417 / échéance 02.11.2023",
            "",
            "Payable par",
            "Manufacture Lac-de-Joux Précision SA",
            "Case postale 214",
            "1347 Le Sentier",
        ],
        size=7.6,
    )
    verify(L, pos=pos, rab=rab, sub=sub, tax=tax, tot=tot)
    fields = {
        "invoice_number": F("F-23-0417", 1, q_no),
        "invoice_date": F("2023-10-03", 1, q_date),
        "due_date": F("2023-11-02", 1, "échéance le 2 novembre 2023"),
        "vendor_name": F("Atelier Mécanique Rochat & Fils SA", 1, q_v[0]),
        "bill_to": F("Manufacture Lac-de-Joux Précision SA", 1, q_cus[0]),
        "currency": F("CHF", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, "Monnaie Montant " + q_amt),
    }
    notes = (
        "Swiss invoice in French with a QR-bill payment part, CHF with apostrophe grouping in the invoice "
        "and "
        "space grouping in the QR-bill, dates written out in French (dd.mm.yyyy once in the QR-bill's "
        "additional information). invoice_number is the Facture n° (order, delivery-note, customer and "
        "article numbers and the QR reference are distractors); invoice_date the place-and-date line; "
        "due_date the échéance in the conditions (order and delivery-note dates are distractors). bill_to is "
        "the manufacturer at its accounts-payable address, not the workshop goods were delivered to nor the "
        "contact. A 3 % quantity discount on positions 1-3 is deducted from the positions total to Total "
        "hors "
        "TVA, the subtotal (sum); tax TVA 7.7 %; total Total TTC CHF; amount_due is the amount in the "
        "payment part of the QR-bill (equal to the total)."
    )
    sums = [
        SUM(
            "Total des positions - rabais = Total hors TVA",
            [(1, T("positions", L["pos"], 1, q_pos)), (1, T("rabais", L["rab"], 1, q_rab))],
            "subtotal",
        ),
    ]
    _ = (meta, rec)
    return p, fields, notes, sums
