"""Invoice builders for blind_extraction34 (11 documents).  All parties, numbers,
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


def block(s, x, rows, size=None, bold_first=True, caption=None, cap_size=6.6):
    """Lines at x from the Sheet's current line; returns the texts drawn."""
    keep = s.x
    s.x = x
    out = []
    if caption:
        s.t(caption, cap_size, True, color=GREY)
    for i, ln in enumerate(rows):
        out.append(s.t(ln, size, bold_first and i == 0))
    s.x = keep
    return out


def pair(s, left, right, xr=320, size=None):
    """Two captioned blocks side by side, the left one drawn first."""
    y0 = s.y
    a = block(s, s.x, left[1], size=size, caption=left[0])
    y1 = s.y
    s.y = y0
    b = block(s, xr, right[1], size=size, caption=right[0])
    s.y = max(y1, s.y)
    return a, b


def thead(s, xs, names, size=7.2, shade=None):
    if shade is not None:
        s.p.shade(s.x - 4, s.y - size - 3, s.xr + 4, s.y + 3, shade)
    out = s.row([(x, n, a) for (x, a), n in zip(xs, names, strict=True)], size=size, bold=True)
    s.rule()
    return out


def trow(s, xs, vals, size=7.5, bold=False, lead=12.2):
    return s.row([(x, v, a) for (x, a), v in zip(xs, vals, strict=True)], size=size, bold=bold, lead=lead)


def sums_at(s, x, pairs, bold_last=False, size=None, xr=None, bold=()):
    """Label at x, value right-aligned at xr (the Sheet's right edge by default)."""
    keep, keep_r = s.x, s.xr
    s.x = x
    s.xr = xr or s.xr
    out = []
    for i, (k, v) in enumerate(pairs):
        b = (bold_last and i == len(pairs) - 1) or i in bold
        out.append(s.kv(k, v, bold=b, size=size))
    s.x, s.xr = keep, keep_r
    return out


def boxes(s, items, h=22, size=7.8, lsize=6.2):
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


def join(lines):
    return " ".join(lines)


# ===== 1 German Schlussrechnung over two pages (EUR, dot grouping, dd.mm.yyyy): roofing contractor's final
# invoice for a housing co-operative; positions carried from page 1 to page 2 (Übertrag), a negotiated
# discount before VAT, 19 % VAT, then two interim invoices already paid (gross) and a 5 % retention deducted
# to the remaining amount; site address, architect, acceptance date, service period and a Skonto offer
@doc(
    "b34_inv_de_schlussrechnung_abschlaege",
    "invoice",
    "Weserland Dach- und Fassadenbau Schlussrechnung SR 24-0519",
)
def inv_de():
    L = dict(
        p1=202754.45,
        p2=35994.01,
        pos=238748.46,
        nl=5968.71,
        sub=232779.75,
        tax=44228.15,
        tot=277007.9,
        ar1=49087.5,
        ar2=75969.6,
        ars=125057.1,
        sich=13850.4,
        due=138100.4,
        skonto=2762.01,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=56, xr=545, top=50, size=8)
    xs = [(58, "l"), (100, "l"), (392, "r"), (400, "l"), (478, "r"), (543, "r")]
    items1 = [
        ("01.01", "Baustelleneinrichtung, Container, Bauzaun, Kran vorhalten", "1", "psch", "4180.00"),
        ("01.02", "Fassadengerüst LK 3 auf-, umbauen und abbauen, 8 Wochen", "1164.50", "m²", "11.85"),
        ("01.03", "Schutzdach über Hauseingängen Nr. 12, 14 und 16", "3", "St", "386.40"),
        ("02.01", "Betondachsteine einschl. Lattung abbrechen, laden", "1642.30", "m²", "9.74"),
        ("02.02", "Bauschutt/Dachsteine entsorgen, Wiegescheine", "61.84", "t", "48.20"),
        ("02.03", "Mineralwolle (alt) ausbauen, KMF-Entsorgung", "1318.60", "m²", "7.15"),
        ("03.01", "Zwischensparrendämmung WLS 035, 200 mm", "1318.60", "m²", "31.68"),
        ("03.02", "Dampfbremse feuchtevariabel, verklebt", "1318.60", "m²", "8.93"),
        ("03.03", "Unterdeckbahn diffusionsoffen, regensicher", "1642.30", "m²", "7.48"),
        ("03.04", "Konterlattung 40/60 und Traglattung 30/50", "1642.30", "m²", "10.36"),
        ("03.05", "Tondachziegel Hohlfalz, engobiert, anthrazit", "1642.30", "m²", "38.27"),
        ("03.06", "Ortgangziegel links/rechts einschl. Befestigung", "148.20", "m", "24.90"),
        ("03.07", "First und Grat trocken mit Lüfterrolle", "196.40", "m", "29.65"),
    ]
    items2 = [
        ("04.01", "Dachrinne Titanzink halbrund 333 mm", "212.80", "m", "41.12"),
        ("04.02", "Fallrohr Titanzink DN 100 mit Standrohranschluss", "118.50", "m", "36.74"),
        ("05.01", "Wohndachfenster 78/140 einbauen, Eindeckrahmen", "14", "St", "912.60"),
        ("05.02", "Schneefanggitter 2,00 m, anthrazit", "96", "St", "58.30"),
        ("06.01", "Nachtrag N1: Sparren verstärken (Aufdopplung)", "38.50", "m", "46.18"),
        ("06.02", "Stundenlohnarbeiten Dachdecker lt. Rapporten", "46.5", "Std", "58.90"),
    ]

    def money(x):
        return dots(x)

    def qty(x):
        return dots(D(x)) if "." in x else x

    def rows(items):
        total = D(0)
        for pos, text, n, unit, ep in items:
            gp = ext(n, ep)
            total += gp
            trow(s, xs, [pos, text, qty(n), unit, money(D(ep)), money(gp)], 7.3, lead=13.4)
        return total

    def head_block(page):
        s.t("WESERLAND", 21, True)
        s.t("Dach- und Fassadenbau GmbH · Meisterbetrieb des Dachdeckerhandwerks", 7.6, color=GREY)
        s.skip(4)
        s.row([(56, "Schlussrechnung SR 24-0519", "l"), (545, f"Seite {page} von 2", "r")], 8, True)
        s.rule()
        s.skip(4)

    head_block(1)
    q_v = s.t("Weserland Dach- und Fassadenbau GmbH · Industriestraße 14 · 28832 Achim", 6.8, color=GREY)
    top = s.y
    q_b = block(
        s,
        56,
        [
            "Gemeinnützige Wohnungsbaugenossenschaft Lilienthal eG",
            "Technische Abteilung, Herrn Dipl.-Ing. Böttcher",
            "Hauptstraße 88",
            "28865 Lilienthal",
        ],
        8.6,
    )
    bot = s.y
    s.y = top
    info = sums_at(
        s,
        352,
        [
            ("Rechnungsdatum", "22.10.2024"),
            ("Kunden-Nr.", "20418"),
            ("Auftrag vom", "12.04.2024 (A-24-0117)"),
            ("Leistungszeitraum", "08.07.2024 – 27.09.2024"),
            ("Abnahme", "01.10.2024"),
            ("Ihr Zeichen", "BT/Dach-TL"),
        ],
        size=7.6,
    )
    s.y = max(bot, s.y) + 10
    q_no = s.t("Schlussrechnung Nr. SR 24-0519", 13, True)
    s.para(
        "Bauvorhaben: Dachsanierung Wohnanlage Trupermoorer Landstraße 12–16, 28865 Lilienthal (Bauleitung "
        "und Rechnungsprüfung: Ingenieurbüro Rademacher, Worpswede). Abrechnung nach örtlichem Aufmaß vom "
        "30.09.2024 gemäß VOB/B auf Grundlage Ihres Auftrags.",
        7.8,
    )
    s.skip(2)
    thead(s, xs, ["Pos.", "Leistung", "Menge", "Einh.", "EP €", "GP €"], 7.2, shade=0.9)
    p1 = rows(items1)
    s.rule()
    q_p1 = sums_at(s, 300, [("Übertrag auf Seite 2", money(p1))], bold_last=True, size=8)[0]
    s.skip(30)
    s.t(
        "Weserland Dach- und Fassadenbau GmbH · Geschäftsführer: Jens Harbers, Dörte Harbers-Wilkens · "
        "Amtsgericht Walsrode HRB 170284",
        6.4,
        color=GREY,
    )
    s.t(
        "USt-IdNr. DE318462075 · Kreissparkasse Verden IBAN DE47 2915 2670 0014 2863 97 · BIC BRLADE21VER · "
        "www.weserland-dach.example",
        6.4,
        color=GREY,
    )

    # ------------------------------------------------------------ page 2
    s.new_page()
    head_block(2)
    thead(s, xs, ["Pos.", "Leistung", "Menge", "Einh.", "EP €", "GP €"], 7.2, shade=0.9)
    q_c = trow(s, xs, ["", "Übertrag von Seite 1", "", "", "", money(p1)], 7.4, bold=True, lead=13.4)
    p2 = rows(items2)
    s.rule()
    pos = p1 + p2
    nl = pct(pos, D("2.5"))
    sub = pos - nl
    tax = pct(sub, 19)
    total = sub + tax
    (q_p2, q_pos, q_nl, q_sub, q_tax, q_tot) = sums_at(
        s,
        300,
        [
            ("Zwischensumme Seite 2", money(p2)),
            ("Summe der Positionen (netto)", money(pos)),
            ("abzgl. 2,5 % Nachlass lt. Auftrag", "-" + money(nl)),
            ("Nettobetrag", money(sub)),
            ("zzgl. 19 % Umsatzsteuer", money(tax)),
            ("Gesamtbetrag brutto", money(total)),
        ],
        size=8,
        bold=(3, 5),
    )
    s.skip(8)
    s.t("abzüglich geleisteter Abschlagszahlungen", 8, True)
    ax = [(58, "l"), (250, "l"), (380, "r"), (460, "r"), (543, "r")]
    thead(s, ax, ["Abschlagsrechnung", "vom", "netto €", "USt €", "brutto €"], 7)
    ars = []
    q_ar = []
    for no, when, net in (
        ("AR 24-0288", "02.08.2024", D("41250.00")),
        ("AR 24-0402", "06.09.2024", D("63840.00")),
    ):
        vat = pct(net, 19)
        ars.append(net + vat)
        q_ar.append(trow(s, ax, [no, when, money(net), money(vat), money(net + vat)], 7.4))
    s.rule()
    sich = pct(total, 5)
    due = total - tot(ars)
    due -= sich
    (q_ars, q_sich, q_due) = sums_at(
        s,
        300,
        [
            ("Summe Abschlagszahlungen brutto", "-" + money(tot(ars))),
            ("abzgl. 5 % Sicherheitseinbehalt", "-" + money(sich)),
            ("Verbleibender Zahlbetrag", money(due)),
        ],
        size=8.2,
        bold_last=True,
    )
    sk = pct(due, 2)
    s.skip(6)
    q_pay = s.para(
        "Zahlbar bis 21.11.2024 ohne Abzug. Bei Zahlungseingang bis 01.11.2024 gewähren wir 2 % Skonto auf "
        f"den Zahlbetrag, d. h. € {money(sk)}. Der Sicherheitseinbehalt wird nach Ablauf der "
        "Gewährleistungsfrist (5 Jahre ab Abnahme) oder gegen Stellung einer Bürgschaft ausgezahlt.",
        7.8,
    )
    s.para(
        "Die Steuerschuldnerschaft des Leistungsempfängers nach § 13b UStG liegt nicht vor; eine "
        "Freistellungsbescheinigung nach § 13b Abs. 5 UStG wurde uns nicht vorgelegt. Bitte geben Sie bei "
        "Zahlung die Rechnungsnummer SR 24-0519 und Ihre Kunden-Nr. 20418 an.",
        7.8,
    )
    s.skip(8)
    s.t("Mit freundlichen Grüßen", 8)
    s.t("Weserland Dach- und Fassadenbau GmbH – i. A. Kerstin Meyerdierks, Kaufm. Leitung", 8)
    s.skip(20)
    s.t(
        "Kreissparkasse Verden IBAN DE47 2915 2670 0014 2863 97 · Volksbank Achim IBAN DE12 2916 5545 0072 "
        "4418 00",
        6.4,
        color=GREY,
    )
    check(
        L,
        p1=p1,
        p2=p2,
        pos=pos,
        nl=nl,
        sub=sub,
        tax=tax,
        tot=total,
        ar1=ars[0],
        ar2=ars[1],
        ars=tot(ars),
        sich=sich,
        due=due,
        skonto=sk,
    )
    fields = {
        "invoice_number": F("SR 24-0519", 1, q_no),
        "invoice_date": F("2024-10-22", 1, info[0]),
        "due_date": F("2024-11-21", 2, join(q_pay)),
        "vendor_name": F("Weserland Dach- und Fassadenbau GmbH", 1, q_v),
        "bill_to": F("Gemeinnützige Wohnungsbaugenossenschaft Lilienthal eG", 1, q_b[0]),
        "currency": F("EUR", 2, join(q_pay)),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": F(L["due"], 2, q_due),
    }
    notes = (
        "German final invoice (Schlussrechnung) of a roofing contractor over two pages, EUR with dot "
        "grouping and comma decimals, dates dd.mm.yyyy. invoice_number is the Schlussrechnung number; the "
        "customer number, order number and the two interim-invoice numbers are distractors. invoice_date is "
        "the Rechnungsdatum; the order, service-period, acceptance, survey, interim-invoice and Skonto dates "
        "are distractors; due_date is the 'zahlbar bis' date in the payment sentence. bill_to is the housing "
        "co-operative in the address window (not its contact person, the construction site or the "
        "engineering office that checks the invoice). Page 1 ends with a carried-forward line (Übertrag) "
        "that reopens page 2; carried amount plus the page-2 subtotal give the sum of positions (sum). A 2.5 "
        "% discount is deducted before VAT: Nettobetrag is the subtotal (sum), 19 % Umsatzsteuer the tax and "
        "Gesamtbetrag brutto the total. Two interim invoices already paid (gross) and a 5 % retention are "
        "deducted from the total to the Verbleibender Zahlbetrag, the amount_due (sum). The Skonto amount is "
        "a conditional distractor. currency is EUR from the € column heads and the € amount in the payment "
        "sentence."
    )
    sums = [
        SUM(
            "Übertrag Seite 1 + Zwischensumme Seite 2 = Summe der Positionen",
            [(1, T("Übertrag", L["p1"], 2, q_c)), (1, T("Zwischensumme Seite 2", L["p2"], 2, q_p2))],
            T("Summe der Positionen", L["pos"], 2, q_pos),
        ),
        SUM(
            "Summe der Positionen - Nachlass = Nettobetrag",
            [(1, T("Summe der Positionen", L["pos"], 2, q_pos)), (-1, T("Nachlass", L["nl"], 2, q_nl))],
            "subtotal",
        ),
        SUM(
            "Abschlagsrechnung 1 + 2 = Summe Abschlagszahlungen",
            [
                (1, T("AR 24-0288 brutto", L["ar1"], 2, q_ar[0])),
                (1, T("AR 24-0402 brutto", L["ar2"], 2, q_ar[1])),
            ],
            T("Summe Abschlagszahlungen", L["ars"], 2, q_ars),
        ),
        SUM(
            "Gesamtbetrag brutto - Abschlagszahlungen - Sicherheitseinbehalt = Verbleibender Zahlbetrag",
            [
                (1, "total"),
                (-1, T("Summe Abschlagszahlungen", L["ars"], 2, q_ars)),
                (-1, T("Sicherheitseinbehalt", L["sich"], 2, q_sich)),
            ],
            "amount_due",
        ),
    ]
    _ = (q_p1, info)
    return p, fields, notes, sums


# ===== 2 Italian fattura of an engineering partnership (EUR, dot grouping, dd/mm/yyyy): courtesy copy of an
# electronic invoice; fees plus the 4 % professional-fund contribution form the VAT base, 22 % IVA, expenses
# advanced in the client's name outside the VAT base (art. 15) added to the document total, 20 % withholding
# on the fees deducted to the net amount payable; building site and engagement-letter dates as distractors
@doc(
    "b34_inv_it_fattura_ritenuta_cassa", "invoice", "Studio Associato Marchetti & Ferraresi fattura 2024/0136"
)
def inv_it():
    L = dict(
        on=31591.9,
        cassa=1263.68,
        sub=32855.58,
        tax=7228.23,
        art15=355.5,
        tot=40439.31,
        rit=6318.38,
        due=34120.93,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=56, size=8)
    s.t("STUDIO ASSOCIATO MARCHETTI & FERRARESI", 13, True)
    s.t("Ingegneria strutturale · Direzione lavori · Collaudi", 7.6, color=GREY)
    q_v = s.t(
        "Studio Associato Marchetti & Ferraresi · Via Giardini 477/B · 41124 Modena (MO) · P.IVA e C.F. "
        "03871460368",
        7,
        color=GREY,
    )
    s.t(
        "Tel. 059 384 2271 · PEC studio.mf@pec-ingegneri.example · www.marchetti-ferraresi.example",
        7,
        color=GREY,
    )
    s.skip(4)
    s.p.rect(300, s.y - 9, 547, s.y + 5, 0.4, fill=(0.93, 0.93, 0.93))
    s.t("COPIA DI CORTESIA – documento trasmesso tramite SdI", 7.4, True, x=306)
    s.skip(6)
    top = s.y
    q_c = block(
        s,
        48,
        [
            "Ceramiche Val Secchia S.p.A.",
            "Via Radici in Piano 312",
            "41049 Sassuolo (MO)",
            "P.IVA 02184730365 · Codice destinatario M5UXCR1",
        ],
        8.2,
        caption="CESSIONARIO / COMMITTENTE",
    )
    bot = s.y
    s.y = top
    block(
        s,
        320,
        [
            "Ampliamento stabilimento – reparto smalteria",
            "Via dell'Ancora 18, 41042 Fiorano Modenese (MO)",
            "Pratica sismica n. 2024/0417 – permesso del 04/03/2024",
        ],
        7.6,
        bold_first=False,
        caption="CANTIERE",
    )
    s.y = max(bot, s.y) + 8
    hc = boxes(
        s,
        [
            (48, 150, "Tipo documento", "TD01 Fattura"),
            (150, 250, "Numero", "2024/0136"),
            (250, 340, "Data", "27/05/2024"),
            (340, 440, "Divisa", "EUR"),
            (440, 547, "Codice cliente", "C-0091"),
        ],
    )
    xs = [(50, "l"), (360, "r"), (420, "r"), (480, "r"), (545, "r")]
    thead(s, xs, ["Descrizione", "Quantità", "Prezzo", "Aliq. IVA", "Importo"], 7.2, shade=0.9)
    rows = [
        ("Progettazione esecutiva delle strutture – saldo fase 3 di 3", "1", "18420.00", "22%"),
        ("Direzione lavori strutturali – acconto 2° SAL al 30/04/2024", "1", "9675.50", "22%"),
        ("Collaudo statico in corso d'opera – 1ª e 2ª visita", "2", "1155.00", "22%"),
        ("Pratica sismica: relazione e deposito, integrazioni", "1", "1186.40", "22%"),
    ]
    on = D(0)
    for desc, n, price, rate in rows:
        amt = ext(n, price)
        on += amt
        trow(s, xs, [desc, n, dots(D(price)), rate, dots(amt)], 7.4)
    cassa = pct(on, 4)
    trow(s, xs, ["Contributo integrativo Inarcassa 4% su € " + dots(on), "", "", "22%", dots(cassa)], 7.4)
    spese = [
        ("Diritti di segreteria deposito sismico, Comune di Fiorano Modenese", "293.50"),
        ("Diritti di istruttoria Servizio Sismico regionale", "62.00"),
    ]
    art15 = D(0)
    for desc, amt in spese:
        art15 += D(amt)
        trow(s, xs, [desc, "1", dots(D(amt)), "N1", dots(D(amt))], 7.4)
    s.rule()
    s.t(
        "N1 = operazione esclusa art. 15 DPR 633/72 (spese anticipate in nome e per conto del cliente)",
        6.8,
        color=GREY,
    )
    s.skip(4)
    sub = on + cassa
    tax = pct(sub, 22)
    total = sub + tax + art15
    rit = pct(on, 20)
    due = total - rit
    y0 = s.y
    rias = block(
        s,
        48,
        [
            "RIEPILOGO IVA",
            f"Aliquota 22% – imponibile € {dots(sub)} – imposta € {dots(tax)}",
            f"Natura N1 – importo € {dots(art15)}",
            "Esigibilità IVA: immediata",
        ],
        7.4,
    )
    s.y = y0
    (q_on, q_cassa, q_sub, q_tax, q_art, q_tot, q_rit, q_due) = sums_at(
        s,
        330,
        [
            ("Totale compensi", "€ " + dots(on)),
            ("Contributo integrativo 4%", "€ " + dots(cassa)),
            ("Totale imponibile", "€ " + dots(sub)),
            ("IVA 22%", "€ " + dots(tax)),
            ("Spese escluse art. 15", "€ " + dots(art15)),
            ("Totale documento", "€ " + dots(total)),
            ("Ritenuta d'acconto 20% su compensi", "-€ " + dots(rit)),
            ("Netto a pagare", "€ " + dots(due)),
        ],
        size=8,
        bold=(5, 7),
    )
    s.skip(8)
    s.t("DATI PAGAMENTO", 7.4, True, color=GREY)
    px = [(50, "l"), (200, "l"), (300, "l"), (545, "r")]
    thead(s, px, ["Modalità", "Scadenza", "IBAN", "Importo"], 7)
    q_pay = trow(
        s, px, ["MP05 Bonifico", "26/06/2024", "IT27 K053 8712 9000 0000 3518 204", "€ " + dots(due)], 7.4
    )
    s.skip(6)
    s.para(
        "Riferimenti: disciplinare d'incarico prot. 18/2024 del 15/01/2024; stato di avanzamento al "
        "30/04/2024 approvato dal committente il 14/05/2024. La ritenuta d'acconto è versata dal committente "
        "quale sostituto d'imposta. Contributo integrativo Inarcassa addebitato ai sensi della normativa "
        "Inarcassa.",
        7.4,
    )
    s.para(
        "Copia analogica di cortesia della fattura elettronica trasmessa al Sistema di Interscambio il "
        "27/05/2024 (identificativo SdI 11874023651); l'originale è disponibile nell'area riservata del "
        "committente.",
        7.4,
    )
    check(L, on=on, cassa=cassa, sub=sub, tax=tax, art15=art15, tot=total, rit=rit, due=due)
    fields = {
        "invoice_number": F("2024/0136", 1, hc[1]),
        "invoice_date": F("2024-05-27", 1, hc[2]),
        "due_date": F("2024-06-26", 1, q_pay),
        "vendor_name": F("Studio Associato Marchetti & Ferraresi", 1, q_v),
        "bill_to": F("Ceramiche Val Secchia S.p.A.", 1, q_c[0]),
        "currency": F("EUR", 1, hc[3]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Italian invoice (courtesy copy of an electronic fattura) of an engineering partnership, EUR with "
        "dot grouping and comma decimals, dates dd/mm/yyyy. invoice_number and invoice_date are the Numero "
        "and Data boxes; the engagement-letter, progress, approval, permit and SdI dates are distractors; "
        "due_date is the Scadenza in the payment data. bill_to is the client company "
        "(cessionario/committente), not the building site. The fees plus the 4 % professional-fund "
        "contribution are the VAT base, Totale imponibile = subtotal (sum); IVA 22 % is the tax. Expenses "
        "advanced in the client's name (art. 15, outside the VAT base) are added to give Totale documento, "
        "the total (subtotal + tax + expenses, sum). The 20 % withholding on the fees (ritenuta d'acconto) "
        "is deducted to Netto a pagare, the amount_due (sum). The VAT summary repeats the base and tax."
    )
    sums = [
        SUM(
            "totale compensi + contributo integrativo = totale imponibile",
            [
                (1, T("totale compensi", L["on"], 1, q_on)),
                (1, T("contributo integrativo", L["cassa"], 1, q_cassa)),
            ],
            "subtotal",
        ),
        SUM(
            "totale imponibile + IVA + spese art. 15 = totale documento",
            [(1, "subtotal"), (1, "tax"), (1, T("spese escluse art. 15", L["art15"], 1, q_art))],
            "total",
        ),
        SUM(
            "totale documento - ritenuta d'acconto = netto a pagare",
            [(1, "total"), (-1, T("ritenuta d'acconto", L["rit"], 1, q_rit))],
            "amount_due",
        ),
    ]
    _ = rias
    return p, fields, notes, sums


_PL1 = ["zero", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć"]
_PL_TEEN = [
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
    "_",
    "_",
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
    "_",
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


def _pl999(n):
    h, r = divmod(n, 100)
    out = [_PL100[h]] if h else []
    if 10 <= r < 20:
        out.append(_PL_TEEN[r - 10])
    else:
        t, u = divmod(r, 10)
        if t:
            out.append(_PL10[t])
        if u:
            out.append(_PL1[u])
    return out


def _pl_form(n, one, few, many):
    if n == 1:
        return one
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return few
    return many


def words_pl(n):
    """Polish cardinal for 0 < n < 10**9 (tysiąc / tysiące / tysięcy)."""
    mio, r = divmod(n, 10**6)
    th, u = divmod(r, 1000)
    out = []
    if mio:
        out += ([] if mio == 1 else _pl999(mio)) + [_pl_form(mio, "milion", "miliony", "milionów")]
    if th:
        out += ([] if th == 1 else _pl999(th)) + [_pl_form(th, "tysiąc", "tysiące", "tysięcy")]
    if u:
        out += _pl999(u)
    return " ".join(out)


# ===== 3 Polish faktura VAT (PLN, space grouping, yyyy-mm-dd): school equipment bought by a municipality
# (Nabywca) for a primary school (Odbiorca); 23 % and 5 % lines with a summary by rate; split-payment
# mechanism; amount in words; paid and remaining amount; contract and delivery dates
@doc("b34_inv_pl_faktura_nabywca_odbiorca", "invoice", "Edukator Plus faktura VAT FV/1187/11/2024")
def inv_pl():
    L = dict(
        n23=109429,
        v23=25168.67,
        n5=8489,
        v5=424.45,
        sub=117918,
        tax=25593.12,
        tot=143511.12,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=48, size=8)
    p.text(555, s.y - 6, "Miejsce wystawienia: Białystok", 7.6, align="r")
    s.t("Edukator Plus", 17, True)
    s.row(
        [
            (40, "wyposażenie szkół · pomoce dydaktyczne · IT dla edukacji", "l"),
            (555, "Data wystawienia: 2024-11-13", "r"),
        ],
        7.6,
        lead=11,
    )
    q_dd = s.row([(555, "Data dostawy/wykonania usługi: 2024-11-12", "r")], 7.6, lead=11)
    s.skip(10)
    q_no = s.t("Faktura VAT nr FV/1187/11/2024", 14, True, align="c")
    s.t("ORYGINAŁ", 8, True, align="c", color=GREY)
    s.skip(6)
    top = s.y
    q_s = block(
        s,
        40,
        [
            "Edukator Plus Sp. z o.o.",
            "ul. Branickiego 19 lok. 4",
            "15-085 Białystok",
            "NIP 542-318-47-26",
            "Bank Spółdzielczy w Białymstoku",
            "nr konta 41 8060 0004 0418 7702 3400 0010",
        ],
        7.8,
        caption="SPRZEDAWCA",
    )
    bot = s.y
    s.y = top
    q_n = block(
        s,
        220,
        ["Gmina Supraśl", "ul. Piłsudskiego 58", "16-030 Supraśl", "NIP 966-211-87-40"],
        7.8,
        caption="NABYWCA",
    )
    s.y = top
    block(
        s,
        390,
        [
            "Szkoła Podstawowa nr 2",
            "im. Kardynała Stefana Wyszyńskiego",
            "ul. Szkolna 7, 16-030 Supraśl",
            "(dostawa do sekretariatu)",
        ],
        7.8,
        caption="ODBIORCA",
    )
    s.y = bot + 8
    hc = boxes(
        s,
        [
            (40, 160, "Sposób płatności", "przelew"),
            (160, 285, "Termin płatności", "2024-12-13 (30 dni)"),
            (285, 440, "Umowa", "ZP.272.14.2024 z 2024-10-02"),
            (440, 555, "Zamówienie", "dostawa jednorazowa"),
        ],
    )
    xs = [
        (42, "l"),
        (56, "l"),
        (290, "r"),
        (296, "l"),
        (360, "r"),
        (420, "r"),
        (444, "r"),
        (488, "r"),
        (553, "r"),
    ]
    thead(
        s,
        xs,
        [
            "Lp.",
            "Nazwa towaru lub usługi",
            "Ilość",
            "J.m.",
            "Cena netto",
            "Wartość netto",
            "VAT",
            "Kwota VAT",
            "Wartość brutto",
        ],
        6.6,
        shade=0.9,
    )
    rows = [
        ('Laptop 15,6" i5 / 16 GB / 512 GB SSD z systemem', "24", "szt.", "2849.00", 23),
        ('Monitor interaktywny 75" 4K z uchwytem ściennym', "2", "szt.", "11480.00", 23),
        ("Ławka szkolna dwuosobowa, regulowana, rozm. 4–6", "30", "szt.", "318.50", 23),
        ("Krzesło szkolne ISO, rozm. 6, stelaż szary", "60", "szt.", "142.30", 23),
        ("Podręczniki kl. 4 – zestaw (książki drukowane, ISBN)", "26", "kpl.", "287.60", 5),
        ("Atlas geograficzny dla szkół podstawowych (ISBN)", "26", "szt.", "38.90", 5),
    ]
    net = {23: D(0), 5: D(0)}
    for i, (name, n, unit, price, rate) in enumerate(rows, 1):
        v = ext(n, price)
        vat = pct(v, rate)
        net[rate] += v
        trow(s, xs, [f"{i}.", name, n, unit, spc(D(price)), spc(v), f"{rate}%", spc(vat), spc(v + vat)], 6.9)
    s.rule()
    v23, v5 = pct(net[23], 23), pct(net[5], 5)
    sub = net[23] + net[5]
    tax = v23 + v5
    total = sub + tax
    rx = [(300, "l"), (360, "r"), (420, "r"), (444, "r"), (488, "r"), (553, "r")]
    q23 = trow(s, rx, ["W tym:", "", spc(net[23]), "23%", spc(v23), spc(net[23] + v23)], 7.2)
    q5 = trow(s, rx, ["", "", spc(net[5]), "5%", spc(v5), spc(net[5] + v5)], 7.2)
    q_r = trow(s, rx, ["Razem:", "", spc(sub), "", spc(tax), spc(total)], 7.4, bold=True)
    s.skip(8)
    zl = int(total)
    gr = int((total - zl) * 100)
    (q_tot, q_paid, q_due) = sums_at(
        s,
        300,
        [
            ("Razem do zapłaty:", spc(total) + " PLN"),
            ("Zapłacono:", "0,00 PLN"),
            ("Pozostało do zapłaty:", spc(total) + " PLN"),
        ],
        size=8.8,
        bold=(0, 2),
    )
    q_w = s.para(
        f"Słownie: {words_pl(zl)} {_pl_form(zl, 'złoty', 'złote', 'złotych')} {gr:02d}/100",
        7.8,
    )
    s.skip(4)
    s.p.rect(40, s.y - 9, 555, s.y + 5, 0.6)
    s.t("MECHANIZM PODZIELONEJ PŁATNOŚCI", 8, True, x=46)
    s.skip(6)
    s.para(
        "Płatność na rachunek sprzedawcy wskazany w wykazie podatników VAT. W tytule przelewu prosimy podać "
        "numer faktury. Gwarancja producenta na sprzęt komputerowy 36 miesięcy od daty dostawy; protokół "
        "odbioru podpisany przez dyrektora szkoły w dniu dostawy.",
        7.4,
    )
    s.skip(28)
    s.row(
        [
            (60, "........................................", "l"),
            (360, "........................................", "l"),
        ],
        8,
    )
    s.row(
        [
            (60, "imię, nazwisko i podpis osoby upoważnionej", "l"),
            (360, "imię, nazwisko i podpis osoby upoważnionej", "l"),
        ],
        6.4,
    )
    s.row([(60, "do odbioru faktury", "l"), (360, "do wystawienia faktury: Anna Dziemiańczuk", "l")], 6.4)
    check(L, n23=net[23], v23=v23, n5=net[5], v5=v5, sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("FV/1187/11/2024", 1, q_no),
        "invoice_date": F("2024-11-13", 1, "Data wystawienia: 2024-11-13"),
        "due_date": F("2024-12-13", 1, hc[1]),
        "vendor_name": F("Edukator Plus Sp. z o.o.", 1, q_s[0]),
        "bill_to": F("Gmina Supraśl", 1, q_n[0]),
        "currency": F("PLN", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_r),
        "tax": F(L["tax"], 1, q_r),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_due),
    }
    notes = (
        "Polish VAT invoice, PLN with space grouping and comma decimals, dates yyyy-mm-dd. invoice_number is "
        "the Faktura VAT number; invoice_date the Data wystawienia (the delivery date and the contract date "
        "are distractors); due_date the Termin płatności. bill_to is the buyer (Nabywca), a municipality; "
        "the school named as Odbiorca (recipient) is a distractor. Lines carry 23 % or 5 % VAT; the summary "
        "by rate (W tym) adds up to the Razem row (sums), whose net column is the subtotal, VAT column the "
        "tax and gross column the total, repeated as Razem do zapłaty and in words. Nothing has been paid, "
        "so Pozostało do zapłaty is printed separately and equals the total: amount_due. Currency from the "
        "PLN after the totals."
    )
    sums = [
        SUM(
            "netto 23% + netto 5% = razem netto",
            [(1, T("netto 23%", L["n23"], 1, q23)), (1, T("netto 5%", L["n5"], 1, q5))],
            "subtotal",
        ),
        SUM(
            "VAT 23% + VAT 5% = razem VAT",
            [(1, T("VAT 23%", L["v23"], 1, q23)), (1, T("VAT 5%", L["v5"], 1, q5))],
            "tax",
        ),
    ]
    _ = (q_dd, q_paid, q_w)
    return p, fields, notes, sums


# ===== 4 Hungarian számla (HUF, space grouping, no decimals, yyyy.mm.dd.): printing house invoice to a
# winery, 27 % labels and boxes and a 5 % book line, VAT summary by rate, performance date and payment
# deadline, a delivery address at the cellar, an informative EUR equivalent at the central-bank rate, and no
# amount-payable line apart from the gross total
@doc("b34_inv_hu_szamla_afa_osszesito", "invoice", "Tiszavirág Nyomda számla TVN-2025/00873")
def inv_hu():
    L = dict(
        n27=1465540,
        a27=395696,
        n5=1423200,
        a5=71160,
        sub=2888740,
        tax=466856,
        tot=3355596,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=52, size=8)

    def ft(x):
        return fmt(x, " ", ",", 0)

    p.text(551, s.y - 4, "Eredeti példány · 1. oldal / 1", 7.6, align="r", color=GREY)
    s.t("SZÁMLA", 16, True)
    q_no = s.t("Sorszám: TVN-2025/00873", 9, True)
    s.skip(6)
    top = s.y
    q_s = block(
        s,
        44,
        [
            "Tiszavirág Nyomda és Csomagolástechnika Kft.",
            "6724 Szeged, Kossuth Lajos sugárút 94.",
            "Adószám: 24718362-2-06",
            "Cégjegyzékszám: 06-09-021847",
            "Bankszámla: 10918001-00000437-52630019",
        ],
        7.8,
        caption="ELADÓ",
    )
    bot = s.y
    s.y = top
    q_b = block(
        s,
        310,
        [
            "Ópusztaszeri Borház Kft.",
            "6767 Ópusztaszer, Árpád utca 17.",
            "Adószám: 13872041-2-06",
            "Szállítási cím: pince, 6762 Sándorfalva,",
            "Szegedi út 41.",
        ],
        7.8,
        caption="VEVŐ",
    )
    s.y = max(bot, s.y) + 6
    hc = boxes(
        s,
        [
            (44, 145, "Fizetési mód", "átutalás"),
            (145, 246, "Teljesítés dátuma", "2025.02.11."),
            (246, 347, "Számla kelte", "2025.02.13."),
            (347, 448, "Fizetési határidő", "2025.03.10."),
            (448, 551, "Pénznem", "HUF"),
        ],
    )
    xs = [(46, "l"), (280, "r"), (345, "r"), (400, "r"), (425, "r"), (480, "r"), (549, "r")]
    thead(
        s,
        xs,
        ["Megnevezés", "Mennyiség", "Nettó egységár", "Nettó érték", "ÁFA", "ÁFA érték", "Bruttó érték"],
        6.8,
        shade=0.9,
    )
    rows = [
        ("Öntapadó borcímke 90×120 mm, 4+0, arany fólia", "24000", "db", "18.40", 27),
        ("Ellencímke 60×90 mm, 1+0 szín", "24000", "db", "6.85", 27),
        ("Nyakcímke 30×110 mm, dombornyomás", "12000", "db", "4.12", 27),
        ("Díszdoboz 2 palackos, kasírozott, ablakos", "1800", "db", "412", 27),
        ("Nyomdai előkészítés, digitális proof", "1", "tétel", "68500", 27),
        ("„Borvidéki kalauz” könyv, 144 old., ISBN", "600", "db", "2372", 5),
    ]
    net = {27: D(0), 5: D(0)}
    vat = {27: D(0), 5: D(0)}
    for name, n, unit, price, rate in rows:
        v = q(D(n) * D(price), 0)
        a = q(v * rate / 100, 0)
        net[rate] += v
        vat[rate] += a
        pr = fmt(D(price), " ", ",", 2) if "." in price else ft(D(price))
        trow(s, xs, [name, f"{ft(D(n))} {unit}", pr, ft(v), f"{rate}%", ft(a), ft(v + a)], 7)
    s.rule()
    s.skip(6)
    s.t("ÁFA-összesítő", 8, True)
    ax = [(46, "l"), (240, "r"), (340, "r"), (440, "r")]
    thead(s, ax, ["ÁFA-kulcs", "Nettó", "ÁFA", "Bruttó"], 7)
    q27 = trow(s, ax, ["27%", ft(net[27]), ft(vat[27]), ft(net[27] + vat[27])], 7.4)
    q5 = trow(s, ax, ["5%", ft(net[5]), ft(vat[5]), ft(net[5] + vat[5])], 7.4)
    s.rule()
    sub = net[27] + net[5]
    tax = vat[27] + vat[5]
    total = sub + tax
    trow(s, ax, ["Összesen", ft(sub), ft(tax), ft(total)], 7.4, bold=True)
    s.skip(8)
    (q_sub, q_tax, q_tot) = sums_at(
        s,
        300,
        [
            ("Nettó összesen:", ft(sub) + " Ft"),
            ("ÁFA összesen:", ft(tax) + " Ft"),
            ("Bruttó végösszeg:", ft(total) + " Ft"),
        ],
        size=8.8,
        bold=(2,),
    )
    s.skip(6)
    rate = D("404.87")
    eur = q(total / rate)
    s.para(
        f"Tájékoztató adat: a bruttó végösszeg euróban {fmt(eur, ' ', ',', 2)} EUR (MNB középárfolyam "
        f"2025.02.11.: 1 EUR = {fmt(rate, ' ', ',', 2)} Ft). A számla adatai a NAV Online Számla rendszerébe "
        "beküldésre kerültek (tranzakcióazonosító 4ZR7Q1M8KD03TX2A).",
        7.4,
    )
    s.para(
        "Késedelmes fizetés esetén a Ptk. 6:155. § szerinti késedelmi kamatot és 40 eurónak megfelelő "
        "behajtási költségátalányt számítunk fel. A könyv tételére az ÁFA tv. 3. sz. melléklete szerinti "
        "5%-os kulcs vonatkozik. A termékek a vevő megrendelése (MR-2025/014, 2025.01.20.) alapján "
        "készültek.",
        7.4,
    )
    s.skip(24)
    s.row([(80, "……………………………", "l"), (370, "……………………………", "l")], 8)
    s.row([(80, "kiállító: Szabóné Kecskés Ildikó", "l"), (370, "átvevő", "l")], 6.8)
    check(L, n27=net[27], a27=vat[27], n5=net[5], a5=vat[5], sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("TVN-2025/00873", 1, q_no),
        "invoice_date": F("2025-02-13", 1, hc[2]),
        "due_date": F("2025-03-10", 1, hc[3]),
        "vendor_name": F("Tiszavirág Nyomda és Csomagolástechnika Kft.", 1, q_s[0]),
        "bill_to": F("Ópusztaszeri Borház Kft.", 1, q_b[0]),
        "currency": F("HUF", 1, hc[4]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Hungarian invoice (számla), HUF in whole forints with space grouping, dates yyyy.mm.dd. with a "
        "trailing dot. invoice_number is the Sorszám; invoice_date the Számla kelte (issue date), not the "
        "Teljesítés dátuma (performance date) or the order date; due_date the Fizetési határidő. bill_to is "
        "the buyer (Vevő), not the cellar delivery address. Lines carry 27 % or 5 % ÁFA; the VAT summary by "
        "rate adds up (sums) to Nettó összesen (subtotal) and ÁFA összesen (tax); Bruttó végösszeg is the "
        "total. The EUR equivalent at the central-bank rate is informative only. amount_due is null: no "
        "amount payable or balance is printed apart from the gross total."
    )
    sums = [
        SUM(
            "nettó 27% + nettó 5% = nettó összesen",
            [(1, T("nettó 27%", L["n27"], 1, q27)), (1, T("nettó 5%", L["n5"], 1, q5))],
            "subtotal",
        ),
        SUM(
            "ÁFA 27% + ÁFA 5% = ÁFA összesen",
            [(1, T("ÁFA 27%", L["a27"], 1, q27)), (1, T("ÁFA 5%", L["a5"], 1, q5))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


_TR1 = ["", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"]
_TR10 = ["", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"]


def _tr999(n):
    h, r = divmod(n, 100)
    t, u = divmod(r, 10)
    out = []
    if h:
        out += ([] if h == 1 else [_TR1[h]]) + ["yüz"]
    if t:
        out.append(_TR10[t])
    if u:
        out.append(_TR1[u])
    return out


def words_tr(n):
    """Turkish cardinal, 0 < n < 10**9 ('bin', not 'bir bin'; 'yüz', not 'bir yüz')."""
    mio, r = divmod(n, 10**6)
    th, u = divmod(r, 1000)
    out = []
    if mio:
        out += _tr999(mio) + ["milyon"]
    if th:
        out += ([] if th == 1 else _tr999(th)) + ["bin"]
    out += _tr999(u)
    return " ".join(out)


# ===== 5 Turkish e-Arşiv fatura (TRY, dot grouping, dd-mm-yyyy): textile-machinery spare parts with line
# discounts; the totals block prints the gross goods total before discounts, the total discount, one KDV rate,
# the tax-inclusive total and the amount payable, but no pre-tax total after discounts; ETTN, dispatch-note
# and order numbers and dates; amount in words
@doc("b34_inv_tr_earsiv_fatura_iskonto", "invoice", "Egeli Tekstil Makine e-Arşiv fatura EYP2024000004127")
def inv_tr():
    L = dict(
        gross=79933.6,
        disc=4938,
        tax=14999.12,
        tot=89994.72,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=48, size=8)
    top = s.y
    q_v = block(
        s,
        40,
        [
            "Egeli Tekstil Makine Yedek Parça San. ve Tic. Ltd. Şti.",
            "Organize Sanayi Bölgesi 4. Cadde No: 27",
            "20330 Merkezefendi / Denizli",
            "Tel: 0258 371 40 62 · satis@egelitekstil.example",
            "Vergi Dairesi: Pamukkale · VKN: 3281047596",
            "Mersis No: 0328104759600014",
        ],
        7.6,
    )
    bot = s.y
    s.y = top
    s.t("e-Arşiv Fatura", 15, True, x=400)
    s.y = bot + 6
    s.rule()
    s.skip(6)
    top = s.y
    q_b = block(
        s,
        40,
        [
            "Pamukkale Dokuma Sanayi ve Ticaret A.Ş.",
            "Akçeşme Mah. 2184 Sok. No: 9",
            "Merkezefendi / Denizli",
            "Vergi Dairesi: Gökpınar · VKN: 7240918365",
            "Teslim yeri: Dokuma Fabrikası 2, Sarayköy OSB",
        ],
        7.8,
        caption="SAYIN",
    )
    bot = s.y
    s.y = top
    info = sums_at(
        s,
        330,
        [
            ("Özelleştirme No:", "TR1.2"),
            ("Senaryo:", "EARSIVFATURA"),
            ("Fatura Tipi:", "SATIS"),
            ("Fatura No:", "EYP2024000004127"),
            ("Fatura Tarihi:", "18-06-2024 14:37"),
            ("Son Ödeme Tarihi:", "18-07-2024"),
            ("İrsaliye No:", "EIR2024000003318"),
            ("İrsaliye Tarihi:", "17-06-2024"),
            ("Sipariş No / Tarihi:", "PD-SAT-2406-112 / 10-06-2024"),
        ],
        size=7.4,
    )
    s.y = max(bot, s.y) + 2
    s.t("ETTN: 7f3c2a91-4e8b-4d17-9a62-3b5e0c8d1f44", 7.2)
    s.skip(6)
    xs = [
        (42, "l"),
        (58, "l"),
        (246, "r"),
        (306, "r"),
        (336, "r"),
        (390, "r"),
        (416, "r"),
        (470, "r"),
        (553, "r"),
    ]
    thead(
        s,
        xs,
        [
            "No",
            "Mal Hizmet",
            "Miktar",
            "Birim Fiyat",
            "İsk. %",
            "İsk. Tutarı",
            "KDV %",
            "KDV Tutarı",
            "Mal Hizmet Tutarı",
        ],
        6.4,
        shade=0.88,
    )
    rows = [
        ("Çözgü levendi rulmanı 6308-2RS", "40 Adet", "40", "412.50", 10),
        ("Armür kancası seti (24 parça)", "12 Takım", "12", "1875.00", 10),
        ("Kılavuz tarak 120 dişli, paslanmaz", "6 Adet", "6", "3460.00", 5),
        ("Atkı makası bıçağı, sertleştirilmiş", "24 Adet", "24", "286.40", 0),
        ("Yerinde montaj ve ayar işçiliği", "14 Saat", "14", "950.00", 0),
    ]
    gross = D(0)
    disc = D(0)
    tax = D(0)
    for i, (name, mq, n, price, dr) in enumerate(rows, 1):
        g = ext(n, price)
        d = pct(g, dr)
        net = g - d
        k = pct(net, 20)
        gross += g
        disc += d
        tax += k
        trow(
            s,
            xs,
            [
                str(i),
                name,
                mq,
                dots(D(price)) + " TL",
                f"%{dr}",
                dots(d) + " TL",
                "%20",
                dots(k) + " TL",
                dots(net) + " TL",
            ],
            6.8,
            lead=13,
        )
    s.rule()
    total = gross - disc + tax
    s.skip(4)
    (q_g, q_d, q_tax, q_tot, q_due) = sums_at(
        s,
        330,
        [
            ("Mal Hizmet Toplam Tutarı", dots(gross) + " TL"),
            ("Toplam İskonto", dots(disc) + " TL"),
            ("Hesaplanan KDV(%20)", dots(tax) + " TL"),
            ("Vergiler Dahil Toplam Tutar", dots(total) + " TL"),
            ("Ödenecek Tutar", dots(total) + " TL"),
        ],
        size=8,
        bold=(4,),
    )
    s.skip(6)
    tl = int(total)
    kr = int((total - tl) * 100)
    q_w = s.para(f"Yalnız: {words_tr(tl)} Türk Lirası {words_tr(kr) if kr else 'sıfır'} Kuruş", 7.6)
    s.skip(4)
    s.para(
        "Ödeme şekli: havale / EFT – vade 30 gün. Banka: Denizli Ticaret Bankası A.Ş. Sanayi Şubesi, IBAN "
        "TR64 0004 8000 0118 4420 7361 02. Mallar irsaliye ile 17-06-2024 tarihinde teslim edilmiştir; "
        "montaj işçiliği 18-06-2024 tarihinde tamamlanmıştır.",
        7.4,
    )
    s.para(
        "Bu fatura, e-Arşiv Fatura uygulaması kapsamında elektronik ortamda düzenlenmiş ve alıcıya e-posta "
        "ile iletilmiştir. İrsaliye yerine geçmez.",
        7.4,
    )
    check(L, gross=gross, disc=disc, tax=tax, tot=total)
    fields = {
        "invoice_number": F("EYP2024000004127", 1, info[3]),
        "invoice_date": F("2024-06-18", 1, info[4]),
        "due_date": F("2024-07-18", 1, info[5]),
        "vendor_name": F("Egeli Tekstil Makine Yedek Parça San. ve Tic. Ltd. Şti.", 1, q_v[0]),
        "bill_to": F("Pamukkale Dokuma Sanayi ve Ticaret A.Ş.", 1, q_b[0]),
        "currency": F("TRY", 1, q_tot),
        "subtotal": NULL(),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_due),
    }
    notes = (
        "Turkish e-Arşiv invoice, TRY (printed TL) with dot grouping and comma decimals, dates dd-mm-yyyy. "
        "invoice_number is the Fatura No (the ETTN, dispatch-note and order numbers are distractors); "
        "invoice_date the Fatura Tarihi (the dispatch-note and order dates are distractors); due_date the "
        "Son Ödeme Tarihi. bill_to is the buyer after SAYIN, not its factory delivery point. Lines carry "
        "line discounts and 20 % KDV. subtotal is null: the totals block prints Mal Hizmet Toplam Tutarı, "
        "the goods total before discounts, and Toplam İskonto, but no pre-tax total after discounts (gross - "
        "discount + KDV = total, sum). tax is Hesaplanan KDV, total Vergiler Dahil Toplam Tutar, and "
        "Ödenecek Tutar, printed separately, is the amount_due (equal to the total)."
    )
    sums = [
        SUM(
            "mal hizmet toplam tutarı - toplam iskonto + hesaplanan KDV = vergiler dahil toplam tutar",
            [
                (1, T("mal hizmet toplam tutarı", L["gross"], 1, q_g)),
                (-1, T("toplam iskonto", L["disc"], 1, q_d)),
                (1, "tax"),
            ],
            "total",
        ),
    ]
    _ = q_w
    return p, fields, notes, sums


# ===== 6 Chilean factura electrónica (CLP printed with $, dot grouping, no decimals, dd-mm-yyyy): hardware
# wholesaler to a builder; the RUT box with the folio; line discounts and a global discount before the net
# amount, exempt amount zero, IVA 19 %; dispatch address at the building site; references to a dispatch guide
# and a purchase order with their dates; SII stamp and the receipt acknowledgement box of the transferable
# copy
@doc("b34_inv_cl_factura_electronica_cedible", "invoice", "Distribuidora Ferretera del Maule factura 58217")
def inv_cl():
    L = dict(
        items=8575554,
        dg=171511,
        sub=8404043,
        tax=1596768,
        tot=10000811,
    )
    p = Pdf(ttf=True, **LETTER)
    s = Sheet(p, x=40, xr=572, top=50, size=8)

    def clp(x):
        return "$ " + fmt(x, ".", ",", 0)

    top = s.y
    q_v = block(
        s,
        40,
        [
            "DISTRIBUIDORA FERRETERA DEL MAULE SpA",
            "Giro: venta al por mayor de materiales de construcción y ferretería",
            "Casa matriz: Av. San Miguel 2715, Talca · Sucursal: 1 Poniente 1380, Talca",
            "Tel. (71) 2 418 360 · ventas@ferremaule.example",
        ],
        7.6,
    )
    s.p.rect(392, top - 12, 572, top + 48, 1.4, color=(0.75, 0.1, 0.1))
    s.p.text(482, top + 4, "R.U.T.: 76.841.273-5", 10, True, align="c", color=(0.75, 0.1, 0.1))
    s.p.text(482, top + 20, "FACTURA ELECTRÓNICA", 10, True, align="c", color=(0.75, 0.1, 0.1))
    s.p.text(482, top + 36, "Nº 58217", 10, True, align="c", color=(0.75, 0.1, 0.1))
    s.p.text(482, top + 60, "S.I.I. - TALCA", 8, True, align="c")
    s.y = top + 80
    gx = [(40, "l"), (110, "l"), (370, "l"), (450, "l")]
    g1 = trow(s, gx, ["Señor(es):", "CONSTRUCTORA RÍO CLARO LIMITADA", "Fecha Emisión:", "25-08-2023"], 7.8)
    trow(s, gx, ["R.U.T.:", "77.104.528-K", "Condición venta:", "Crédito 30 días"], 7.8)
    trow(
        s,
        gx,
        ["Giro:", "Construcción de edificios para uso residencial", "Fecha Vencimiento:", "24-09-2023"],
        7.8,
    )
    trow(s, gx, ["Dirección:", "Av. Circunvalación Oriente 1055, Of. 302", "Vendedor:", "M. Sepúlveda"], 7.8)
    trow(s, gx, ["Comuna:", "Talca", "Ciudad:", "Talca"], 7.8)
    trow(s, gx, ["Despacho:", "Obra Loteo Villa Las Encinas, Camino a Pelarco km 4, Pelarco", "", ""], 7.8)
    s.skip(6)
    xs = [(42, "l"), (96, "l"), (350, "r"), (360, "l"), (440, "r"), (480, "r"), (570, "r")]
    thead(
        s,
        xs,
        ["Código", "Descripción", "Cantidad", "Unidad", "Precio Unit.", "% Dcto.", "Valor"],
        7,
        shade=0.9,
    )
    rows = [
        ("CEM-25E", "Cemento especial saco 25 kg", "320", "saco", 5290, 4),
        ("FE-12A630", "Fierro estriado A630-420H 12 mm x 6 m", "180", "un", 7860, 4),
        ("MA-C139", "Malla electrosoldada ACMA C-139 2,6 x 5 m", "45", "un", 32450, 0),
        ("YC-15ST", "Placa yeso-cartón ST 15 mm 1,2 x 2,4 m", "260", "un", 8990, 6),
        ("MC-90M", "Perfil montante metalcon 90x38x0,85 mm 3 m", "410", "un", 4380, 6),
        ("TO-CRS61", "Tornillo CRS 6x1 punta broca, caja 1.000", "12", "caja", 14900, 0),
        ("FLE-OBRA", "Flete despacho a obra (camión pluma)", "1", "serv", 68000, 0),
    ]
    items = D(0)
    for code, desc, n, unit, price, dr in rows:
        v = q(D(n) * price * (100 - dr) / 100, 0)
        items += v
        trow(s, xs, [code, desc, n, unit, clp(price), str(dr) if dr else "", clp(v)], 7.3, lead=13)
    s.rule()
    s.skip(4)
    dg = q(items * 2 / 100, 0)
    sub = items - dg
    tax = q(sub * 19 / 100, 0)
    total = sub + tax
    y0 = s.y
    q_ref = block(
        s,
        40,
        [
            "Referencias:",
            "Guía de Despacho Electrónica Nº 41877 del 23-08-2023",
            "Orden de Compra Nº OC-3318 del 16-08-2023",
        ],
        7.4,
    )
    q_cur = s.t("Montos expresados en pesos chilenos (CLP)", 7.4)
    s.y = y0
    (q_it, q_dg, q_sub, q_ex, q_tax, q_tot) = sums_at(
        s,
        380,
        [
            ("Subtotal ítems", clp(items)),
            ("Descuento global 2%", "-" + clp(dg)),
            ("Monto Neto", clp(sub)),
            ("Monto Exento", clp(0)),
            ("I.V.A. 19%", clp(tax)),
            ("Total", clp(total)),
        ],
        size=8.4,
        bold=(5,),
    )
    s.skip(10)
    s.p.rect(40, s.y - 10, 300, s.y + 34, 0.6)
    block(
        s,
        48,
        [
            "Timbre Electrónico SII",
            "Res. 74 de 2021",
            "Verifique documento: www.sii-verifica.example",
        ],
        7,
    )
    s.skip(22)
    s.p.rect(40, s.y - 10, 572, s.y + 62, 0.6)
    block(
        s,
        48,
        [
            "ACUSE DE RECIBO",
            "Nombre: ______________________  R.U.T.: ______________  Fecha: ____________",
            "Recinto: ______________________  Firma: ______________________",
        ],
        7.2,
    )
    s.x = 48
    s.para(
        "El acuse de recibo que se declara en este acto, de acuerdo a lo dispuesto en la letra b) del Art. "
        "4º y la letra c) del Art. 5º de la Ley 19.983, acredita que la entrega de mercaderías o servicio(s) "
        "prestado(s) ha(n) sido recibido(s).",
        6.8,
        w=510,
    )
    s.x = 40
    s.skip(22)
    s.t("CEDIBLE", 12, True, align="r")
    check(L, items=items, dg=dg, sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("58217", 1, "FACTURA ELECTRÓNICA Nº 58217"),
        "invoice_date": F("2023-08-25", 1, g1),
        "due_date": F("2023-09-24", 1, "Fecha Vencimiento: 24-09-2023"),
        "vendor_name": F("Distribuidora Ferretera del Maule SpA", 1, q_v[0]),
        "bill_to": F("Constructora Río Claro Limitada", 1, g1),
        "currency": F("CLP", 1, q_cur),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Chilean electronic invoice (transferable copy marked CEDIBLE), pesos printed with a bare $ sign, "
        "dot grouping and no decimals, dates dd-mm-yyyy. currency is CLP: a line states that amounts are in "
        "Chilean pesos, so the $ sign is not USD. invoice_number is the folio in the RUT box (the RUTs, the "
        "dispatch-guide and purchase-order numbers are distractors); invoice_date the Fecha Emisión (the "
        "reference dates are distractors); due_date the Fecha Vencimiento. bill_to is the customer after "
        "Señor(es), not the building-site dispatch address. Line discounts, then a 2 % global discount from "
        "the items subtotal to Monto Neto, the subtotal (sum); the exempt amount is zero; I.V.A. 19 % is the "
        "tax and Total the total. amount_due is null: no amount due or balance is printed apart from the "
        "Total."
    )
    sums = [
        SUM(
            "subtotal ítems - descuento global = monto neto",
            [(1, T("subtotal ítems", L["items"], 1, q_it)), (-1, T("descuento global", L["dg"], 1, q_dg))],
            "subtotal",
        ),
    ]
    _ = (q_ref, q_ex)
    return p, fields, notes, sums


_ID1 = ["", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan"]


def _id999(n):
    h, r = divmod(n, 100)
    t, u = divmod(r, 10)
    out = []
    if h:
        out.append("seratus" if h == 1 else _ID1[h] + " ratus")
    if r == 10:
        out.append("sepuluh")
    elif r == 11:
        out.append("sebelas")
    elif 12 <= r < 20:
        out.append(_ID1[u] + " belas")
    else:
        if t:
            out.append(_ID1[t] + " puluh")
        if u:
            out.append(_ID1[u])
    return out


def words_id(n):
    """Indonesian cardinal, 0 < n < 10**12 (seratus, seribu)."""
    bil, r = divmod(n, 10**9)
    mio, r = divmod(r, 10**6)
    th, u = divmod(r, 1000)
    out = []
    if bil:
        out += _id999(bil) + ["miliar"]
    if mio:
        out += _id999(mio) + ["juta"]
    if th:
        out += ["seribu"] if th == 1 else _id999(th) + ["ribu"]
    out += _id999(u)
    return " ".join(out)


# ===== 7 Indonesian invoice (IDR, Rp with dot grouping, dates with Indonesian month names): cold-storage
# equipment and installation; line discounts; the sale price after discount as the VAT base, the 11/12 'other
# value' base as a distractor and 12 % PPN on it; a down payment received deducted from the total to the
# remaining amount; tax-invoice serial number, delivery-note number and date; amount in words; delivery to a
# fishing-port cold store whose name abbreviates to PPN
@doc("b34_inv_id_faktur_dpp_nilai_lain", "invoice", "PT Dinginindo Teknik Utama invoice INV/DTU/2025/03/0218")
def inv_id():
    L = dict(
        hj=889210400,
        pot=27221000,
        sub=861989400,
        dppnl=790156950,
        tax=94818834,
        tot=956808234,
        um=300000000,
        due=656808234,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=50, size=8)

    def rp(x):
        return "Rp " + fmt(x, ".", ",", 0)

    s.t("PT DINGININDO TEKNIK UTAMA", 14, True)
    q_v = s.t("PT Dinginindo Teknik Utama · Jl. Rungkut Industri II No. 27, Surabaya 60293, Jawa Timur", 7.4)
    s.t("NPWP 0214 8367 2906 4000 · Telp. (031) 8438 217 · finance@dinginindo.example", 7.2, color=GREY)
    s.rule()
    s.skip(8)
    s.t("INVOICE / FAKTUR PENJUALAN", 12, True, align="c")
    s.skip(4)
    top = s.y
    q_b = block(
        s,
        42,
        [
            "PT Segara Mina Lestari",
            "Jl. Raya Daendels Km 64, Brondong",
            "Lamongan 62263, Jawa Timur",
            "NPWP 0731 4654 8812 6000",
        ],
        7.8,
        caption="KEPADA (DITAGIHKAN)",
    )
    block(
        s,
        42,
        ["Gudang Pendingin PPN Brondong, Blok C-4", "(Pelabuhan Perikanan Nusantara Brondong)"],
        7.4,
        bold_first=False,
        caption="ALAMAT PENGIRIMAN",
    )
    bot = s.y
    s.y = top
    info = sums_at(
        s,
        330,
        [
            ("Nomor Invoice", "INV/DTU/2025/03/0218"),
            ("Tanggal", "19 Maret 2025"),
            ("Jatuh Tempo", "18 April 2025"),
            ("No. PO", "SML/PO/0317/2025"),
            ("Surat Jalan", "SJ-DTU-25-0481 (14 Maret 2025)"),
            ("No. Faktur Pajak", "04002500087643215"),
        ],
        size=7.6,
    )
    s.y = max(bot, s.y) + 4
    xs = [(44, "l"), (60, "l"), (300, "r"), (306, "l"), (400, "r"), (436, "r"), (551, "r")]
    thead(s, xs, ["No", "Deskripsi", "Qty", "Sat.", "Harga Satuan", "Disk.", "Jumlah"], 7, shade=0.9)
    rows = [
        ("Unit kondensor 30 HP R404A, outdoor", "2", "unit", 187450000, 5),
        ("Evaporator unit cooler 18 kW, defrost elektrik", "4", "unit", 42380000, 5),
        ("Panel PU 100 mm, lapis PPGI, per m²", "286", "m²", 612500, 0),
        ("Pintu sliding cold storage 1,5 x 2,4 m", "2", "unit", 38750000, 0),
        ("Pipa tembaga, isolasi dan material instalasi", "1", "lot", 27315400, 0),
        ("Jasa instalasi, vakum, charging dan commissioning", "1", "paket", 64800000, 0),
    ]
    hj = D(0)
    pot = D(0)
    for i, (desc, n, unit, price, dr) in enumerate(rows, 1):
        g = D(n) * price
        d = q(g * dr / 100, 0)
        hj += g
        pot += d
        trow(
            s,
            xs,
            [
                str(i),
                desc,
                n,
                unit,
                fmt(price, ".", ",", 0),
                f"{dr}%" if dr else "-",
                fmt(g - d, ".", ",", 0),
            ],
            7.2,
            lead=13,
        )
    s.rule()
    sub = hj - pot
    dppnl = q(sub * 11 / 12, 0)
    tax = q(dppnl * 12 / 100, 0)
    total = sub + tax
    um = D("300000000")
    due = total - um
    s.skip(2)
    (q_hj, q_pot, q_sub, q_nl, q_tax, q_tot, q_um, q_due) = sums_at(
        s,
        270,
        [
            ("Jumlah Harga Jual", rp(hj)),
            ("Dikurangi Potongan Harga", rp(pot)),
            ("Harga Jual setelah Potongan (DPP)", rp(sub)),
            ("DPP Nilai Lain (11/12 x DPP)", rp(dppnl)),
            ("PPN 12% x DPP Nilai Lain", rp(tax)),
            ("Total Tagihan", rp(total)),
            ("Dikurangi Uang Muka diterima 10 Februari 2025", rp(um)),
            ("Sisa Tagihan yang harus dibayar", rp(due)),
        ],
        size=7.8,
        bold=(5, 7),
    )
    s.skip(4)
    q_w = s.para(f"Terbilang: {words_id(int(due))} rupiah", 7.6)
    s.skip(2)
    s.para(
        "Pembayaran melalui transfer ke Bank Mandiri KCP Surabaya Rungkut, a.n. PT Dinginindo Teknik Utama, "
        "No. Rek. 142-00-3187264-5. Cantumkan nomor invoice pada berita transfer. Uang muka 30% dari nilai "
        "kontrak (kuitansi KW/DTU/2025/02/0077) telah diterima pada 10 Februari 2025. Garansi unit kondensor "
        "24 bulan sejak berita acara serah terima tanggal 17 Maret 2025.",
        7.4,
    )
    s.skip(16)
    s.t("Hormat kami,", 8, x=400)
    s.skip(24)
    s.t("Lukas Hendrawan Setiadi", 8, True, x=400)
    s.t("Manajer Keuangan", 7.4, x=400)
    check(L, hj=hj, pot=pot, sub=sub, dppnl=dppnl, tax=tax, tot=total, um=um, due=due)
    fields = {
        "invoice_number": F("INV/DTU/2025/03/0218", 1, info[0]),
        "invoice_date": F("2025-03-19", 1, info[1]),
        "due_date": F("2025-04-18", 1, info[2]),
        "vendor_name": F("PT Dinginindo Teknik Utama", 1, q_v),
        "bill_to": F("PT Segara Mina Lestari", 1, q_b[0]),
        "currency": F("IDR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Indonesian invoice (faktur penjualan), rupiah printed Rp with dot grouping and no decimals, dates "
        "with Indonesian month names. invoice_number is the Nomor Invoice; the tax-invoice serial (No. "
        "Faktur Pajak), PO, delivery-note and receipt numbers are distractors. invoice_date is the Tanggal; "
        "the delivery-note, down-payment and handover dates are distractors; due_date is Jatuh Tempo. "
        "bill_to is the billed company (Kepada), not the cold store at the delivery address (whose port name "
        "abbreviates to PPN, like the VAT). Line discounts: Jumlah Harga Jual less Potongan Harga gives the "
        "sale price after discount, the subtotal (sum). The 11/12 other-value base (DPP Nilai Lain) is a "
        "distractor; PPN 12 % on it is the tax (sub + tax = total). Total Tagihan is the total; the down "
        "payment already received is deducted to Sisa Tagihan, the amount_due (sum), also in words."
    )
    sums = [
        SUM(
            "jumlah harga jual - potongan harga = harga jual setelah potongan",
            [(1, T("jumlah harga jual", L["hj"], 1, q_hj)), (-1, T("potongan harga", L["pot"], 1, q_pot))],
            "subtotal",
        ),
        SUM(
            "total tagihan - uang muka = sisa tagihan",
            [(1, "total"), (-1, T("uang muka", L["um"], 1, q_um))],
            "amount_due",
        ),
    ]
    _ = (q_nl, q_w)
    return p, fields, notes, sums


# ===== 8 UAE tax invoice of a freight forwarder, issued in USD (mm/dd style avoided: dd-Mon-yyyy): zero-rated
# export freight lines and standard-rated local lines at 5 %; a VAT summary by rate; the VAT amount and the
# total converted into AED at the central-bank rate as the law requires (distractors); shipper, consignee and
# notify party vs the billed company; B/L, job, container and sailing details
@doc(
    "b34_inv_ae_tax_invoice_usd_aed_vat",
    "invoice",
    "Gulf Crescent Freight Services tax invoice GCF/EXP/24/01187",
)
def inv_ae():
    L = dict(
        sr=1045.66,
        zr=3677,
        sub=4722.66,
        tax=52.29,
        tot=4774.95,
        vat_aed=192.04,
        tot_aed=17536,
    )
    p = Pdf(**A4)
    s = Sheet(p, x=44, xr=551, top=52, size=8)
    s.t("GULF CRESCENT FREIGHT SERVICES L.L.C.", 14, True)
    q_v = s.t(
        "Gulf Crescent Freight Services L.L.C. · Office 1406, Al Shafar Tower 2, Barsha Heights, Dubai, "
        "U.A.E.",
        7.4,
    )
    s.t("TRN 100384726500003 · Tel +971 4 387 2204 · accounts@gulfcrescent.example", 7.2, color=GREY)
    s.rule()
    s.skip(8)
    s.t("TAX INVOICE", 14, True, align="c")
    s.skip(4)
    top = s.y
    q_b = block(
        s,
        44,
        [
            "Al Noor Polymers Industries LLC",
            "Plot 17/B, Industrial Area 15",
            "Sharjah, U.A.E.",
            "TRN 100529183700003",
        ],
        7.8,
        caption="BILL TO",
    )
    bot = s.y
    s.y = top
    info = sums_at(
        s,
        320,
        [
            ("Invoice No.", "GCF/EXP/24/01187"),
            ("Invoice Date", "29-Jan-2024"),
            ("Due Date", "28-Feb-2024"),
            ("Terms", "30 days from invoice date"),
            ("Job No.", "JEA-24-00412"),
            ("Invoice Currency", "USD"),
        ],
        size=7.6,
    )
    s.y = max(bot, s.y) + 4
    gx = [(44, "l"), (120, "l"), (320, "l"), (396, "l")]
    trow(s, gx, ["Shipper", "Al Noor Polymers Industries LLC", "B/L No.", "GCFDXB24010394"], 7.4)
    trow(
        s,
        gx,
        ["Consignee", "Mombasa Plastics Distributors Ltd, Mombasa", "Vessel / Voy.", "MSC Arina / 405E"],
        7.4,
    )
    trow(s, gx, ["Notify", "Same as consignee", "POL / POD", "Jebel Ali / Mombasa"], 7.4)
    trow(
        s,
        gx,
        ["Containers", "2 x 40' HC: MSKU 7341827, TGHU 4120586", "ETD / ETA", "02-Feb-2024 / 15-Feb-2024"],
        7.4,
    )
    s.skip(6)
    xs = [(46, "l"), (290, "r"), (350, "r"), (410, "r"), (426, "l"), (480, "r"), (549, "r")]
    thead(s, xs, ["Description", "Qty", "Rate (USD)", "Amount", "Code", "VAT %", "VAT (USD)"], 7, shade=0.9)
    rows = [
        ("Ocean freight Jebel Ali - Mombasa, 40' HC", "2", "1478.50", "ZR"),
        ("Bunker adjustment factor (BAF)", "2", "312.50", "ZR"),
        ("Export documentation and B/L fee", "1", "95.00", "ZR"),
        ("Terminal handling charges, origin (AED 850 per container)", "2", "231.45", "SR"),
        ("Local haulage Sharjah - Jebel Ali", "2", "258.71", "SR"),
        ("Export customs declaration and DP World fees", "1", "65.34", "SR"),
    ]
    amt = {"SR": D(0), "ZR": D(0)}
    vat = D(0)
    for desc, n, rate, code in rows:
        a = ext(n, rate)
        v = pct(a, 5) if code == "SR" else D(0)
        amt[code] += a
        vat += v
        trow(s, xs, [desc, n, com(D(rate)), com(a), code, "5%" if code == "SR" else "0%", com(v)], 7.3)
    s.rule()
    sub = amt["SR"] + amt["ZR"]
    total = sub + vat
    s.skip(4)
    (q_sr, q_zr, q_sub, q_tax, q_tot) = sums_at(
        s,
        300,
        [
            ("Standard-rated supplies (5%)", "USD " + com(amt["SR"])),
            ("Zero-rated supplies (0%)", "USD " + com(amt["ZR"])),
            ("Total excluding VAT", "USD " + com(sub)),
            ("VAT @ 5%", "USD " + com(vat)),
            ("Total including VAT", "USD " + com(total)),
        ],
        size=8.2,
        bold=(4,),
    )
    s.skip(6)
    fx = D("3.6725")
    vat_aed = q(vat * fx)
    tot_aed = q(total * fx)
    s.p.rect(44, s.y - 10, 551, s.y + 22, 0.5, fill=(0.94, 0.94, 0.94))
    q_aed = s.t(f"VAT amount in AED at CBUAE rate 1 USD = {fx} AED: AED {com(vat_aed)}", 7.6, x=50)
    q_aed2 = s.t(f"Total including VAT in AED (for information): AED {com(tot_aed)}", 7.6, x=50)
    s.skip(10)
    s.para(
        "Zero-rated: international transport of goods and related services under Article 45 of the Federal "
        "Decree-Law on VAT. Please remit to Gulf Crescent Freight Services L.L.C., Emirates Commerce Bank, "
        "USD account IBAN AE41 0470 0000 1028 4471 902, SWIFT ECBKAEAD. Quote the invoice number with your "
        "payment. Cargo released against original B/L after receipt of payment.",
        7.4,
    )
    s.skip(20)
    s.t("This is a computer-generated tax invoice and does not require a signature.", 6.8, color=GREY)
    check(L, sr=amt["SR"], zr=amt["ZR"], sub=sub, tax=vat, tot=total, vat_aed=vat_aed, tot_aed=tot_aed)
    fields = {
        "invoice_number": F("GCF/EXP/24/01187", 1, info[0]),
        "invoice_date": F("2024-01-29", 1, info[1]),
        "due_date": F("2024-02-28", 1, info[2]),
        "vendor_name": F("Gulf Crescent Freight Services L.L.C.", 1, q_v),
        "bill_to": F("Al Noor Polymers Industries LLC", 1, q_b[0]),
        "currency": F("USD", 1, info[5]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "UAE tax invoice of a freight forwarder issued in USD, dates dd-Mon-yyyy. invoice_number is the "
        "Invoice No. (job, B/L, container and bank numbers are distractors); invoice_date the Invoice Date "
        "(sailing dates ETD / ETA are distractors); due_date the Due Date. bill_to is the billed company, "
        "who is also the shipper; the consignee and notify party abroad are distractors. currency is USD, "
        "the invoice currency: the VAT and total converted into AED at the central-bank rate are printed for "
        "information only and are not the invoice amounts. Standard-rated and zero-rated supplies add up to "
        "Total excluding VAT, the subtotal (sum); VAT @ 5 % is the tax and Total including VAT the total. "
        "amount_due is null: no amount due or balance is printed apart from the total."
    )
    sums = [
        SUM(
            "standard-rated + zero-rated supplies = total excluding VAT",
            [
                (1, T("standard-rated supplies", L["sr"], 1, q_sr)),
                (1, T("zero-rated supplies", L["zr"], 1, q_zr)),
            ],
            "subtotal",
        ),
    ]
    _ = (q_aed, q_aed2)
    return p, fields, notes, sums


_FR = [
    "zéro",
    "un",
    "deux",
    "trois",
    "quatre",
    "cinq",
    "six",
    "sept",
    "huit",
    "neuf",
    "dix",
    "onze",
    "douze",
    "treize",
    "quatorze",
    "quinze",
    "seize",
]
_FR10 = ["", "dix", "vingt", "trente", "quarante", "cinquante", "soixante"]


def _fr99(n):
    if n < 17:
        return _FR[n]
    if n < 20:
        return "dix-" + _FR[n - 10]
    t, u = divmod(n, 10)
    if t == 7:
        return "soixante et onze" if u == 1 else "soixante-" + _fr99(n - 60)
    if t == 8:
        return "quatre-vingts" if u == 0 else "quatre-vingt-" + _FR[u]
    if t == 9:
        return "quatre-vingt-" + _fr99(n - 80)
    if u == 0:
        return _FR10[t]
    return _FR10[t] + (" et un" if u == 1 else "-" + _FR[u])


def _fr999(n, final=True):
    h, r = divmod(n, 100)
    out = []
    if h:
        out.append("cent" if h == 1 else _FR[h] + (" cents" if r == 0 and final else " cent"))
    if r:
        out.append("quatre-vingt" if r == 80 and not final else _fr99(r))
    return " ".join(out)


def words_fr(n):
    """French cardinal (traditional spelling), 0 < n < 10**9."""
    mio, r = divmod(n, 10**6)
    th, u = divmod(r, 1000)
    out = []
    if mio:
        out.append(_fr999(mio) + (" million" if mio == 1 else " millions"))
    if th:
        out.append("mille" if th == 1 else _fr999(th, final=False) + " mille")
    if u:
        out.append(_fr999(u))
    return " ".join(out)


# ===== 9 Moroccan facture in French (MAD, space grouping, dd/mm/yyyy): refrigeration installer to a hotel
# company; identifiers ICE / IF / RC / Patente / CNSS; a commercial discount from the gross HT amount to the
# net HT amount; TVA 20 % on equipment and 14 % on transport with a total-TVA line; the amount in words; order
# and delivery-note dates; installation site vs the billed company; no amount due apart from the TTC total
@doc("b34_inv_ma_facture_tva_deux_taux", "invoice", "Menara Froid Technique facture FA-2024/0612")
def inv_ma():
    L = dict(
        brut=221280,
        rem=11064,
        sub=210216,
        t20=41121.7,
        t14=645.05,
        tax=41766.75,
        tot=251982.75,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=52, size=8)
    s.t("MENARA FROID TECHNIQUE", 16, True)
    s.t("Froid commercial et industriel · Chambres froides · Maintenance", 7.6, color=GREY)
    q_v = s.t("Menara Froid Technique SARL · Zone Industrielle Sidi Ghanem, Lot 214 · 40110 Marrakech", 7.4)
    s.skip(10)
    top = s.y
    info = block(
        s,
        44,
        [
            "FACTURE N° FA-2024/0612",
            "Date : 10/07/2024",
            "Bon de commande : BC-DEN-0419 du 11/06/2024",
            "Bon de livraison : BL-24-1183 du 05/07/2024",
            "Échéance : 08/09/2024 (60 jours fin de livraison)",
            "Mode de règlement : virement bancaire",
        ],
        7.8,
    )
    bot = s.y
    s.y = top
    s.p.rect(300, top - 12, 551, top + 78, 0.6)
    q_b = block(
        s,
        308,
        [
            "Dar Ennakhil Hospitality SARL",
            "Route de Fès km 8, Palmeraie",
            "40060 Marrakech",
            "ICE 001635920000078",
            "Lieu d'installation : Hôtel Dar Ennakhil,",
            "cuisine centrale, Circuit de la Palmeraie",
        ],
        7.6,
        caption="CLIENT",
    )
    s.y = max(bot, s.y) + 10
    xs = [(46, "l"), (100, "l"), (350, "r"), (420, "r"), (490, "r"), (549, "r")]
    thead(s, xs, ["Réf.", "Désignation", "Qté", "P.U. HT", "Montant HT", "TVA"], 7.2, shade=0.9)
    rows = [
        ("CFP-3024", "Chambre froide positive 3,0 x 2,4 x 2,2 m, panneaux 80 mm", "1", "68400.00", 20),
        ("CFN-2420", "Chambre froide négative 2,4 x 2,0 x 2,2 m, panneaux 120 mm", "1", "84950.00", 20),
        ("GC-3CV", "Groupe de condensation 3 CV R452A, carrossé", "2", "23780.00", 20),
        ("RL-PVC", "Rideau à lanières PVC, porte 0,9 x 2,0 m", "2", "1460.00", 20),
        ("INS-MES", "Installation, mise en service et formation du personnel", "1", "12600.00", 20),
        ("TR-CM", "Transport et manutention Casablanca - Marrakech", "1", "4850.00", 14),
    ]
    base = {20: D(0), 14: D(0)}
    for ref, desc, n, pu, rate in rows:
        a = ext(n, pu)
        base[rate] += a
        trow(s, xs, [ref, desc, n, spc(D(pu)), spc(a), f"{rate} %"], 7.2, lead=13)
    s.rule()
    brut = base[20] + base[14]
    r20, r14 = pct(base[20], 5), pct(base[14], 5)
    rem = r20 + r14
    n20, n14 = base[20] - r20, base[14] - r14
    sub = n20 + n14
    t20, t14 = pct(n20, 20), pct(n14, 14)
    tax = t20 + t14
    total = sub + tax
    s.skip(4)
    (q_br, q_rem, q_sub, q_t20, q_t14, q_tax, q_tot) = sums_at(
        s,
        300,
        [
            ("Montant brut HT", spc(brut)),
            ("Remise commerciale 5 %", "- " + spc(rem)),
            ("Total HT net", spc(sub)),
            (f"TVA 20 % sur {spc(n20)}", spc(t20)),
            (f"TVA 14 % sur {spc(n14)}", spc(t14)),
            ("Total TVA", spc(tax)),
            ("Total TTC (MAD)", spc(total)),
        ],
        size=8.2,
        bold=(6,),
    )
    s.skip(6)
    dh = int(total)
    cts = int((total - dh) * 100)
    q_w = s.para(
        f"Arrêtée la présente facture à la somme de : {words_fr(dh)} dirhams et {words_fr(cts)} centimes "
        "TTC.",
        7.8,
    )
    s.skip(4)
    s.para(
        "Règlement par virement au compte n° 011 450 0000 27 210 00 41873 95 (RIB), Banque de Marrakech et "
        "du Sud, agence Sidi Ghanem. Garantie des équipements : 12 mois à compter de la mise en service du "
        "08/07/2024. Tout retard de paiement au-delà de l'échéance donne lieu aux pénalités prévues par la "
        "loi n° 69-21.",
        7.4,
    )
    s.skip(30)
    s.t("Cachet et signature", 7.6, x=400)
    s.skip(40)
    s.rule()
    s.t(
        "Menara Froid Technique SARL au capital de 1 200 000 DH · RC Marrakech 98311 · IF 40518273 · Patente "
        "45102837 · CNSS 8842197",
        6.4,
        color=GREY,
    )
    s.t("ICE 002187364000051 · Tél. +212 5 24 33 61 08 · contact@menarafroid.example", 6.4, color=GREY)
    check(L, brut=brut, rem=rem, sub=sub, t20=t20, t14=t14, tax=tax, tot=total)
    fields = {
        "invoice_number": F("FA-2024/0612", 1, info[0]),
        "invoice_date": F("2024-07-10", 1, info[1]),
        "due_date": F("2024-09-08", 1, info[4]),
        "vendor_name": F("Menara Froid Technique SARL", 1, q_v),
        "bill_to": F("Dar Ennakhil Hospitality SARL", 1, q_b[0]),
        "currency": F("MAD", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Moroccan invoice in French, MAD (dirhams) with space grouping and comma decimals, dates dd/mm/yyyy. "
        "invoice_number is the FACTURE number (order and delivery-note numbers and the company identifiers "
        "are distractors); invoice_date the Date; the order, delivery, commissioning dates are distractors; "
        "due_date the Échéance. bill_to is the hotel company in the CLIENT box, not the installation site. A "
        "5 % commercial discount takes the gross HT amount to Total HT net, the subtotal (sum). TVA 20 % and "
        "14 % on their net bases add up to Total TVA, the tax (sum); Total TTC is the total, also in words. "
        "amount_due is null: no net-to-pay or balance line is printed apart from the TTC total."
    )
    sums = [
        SUM(
            "montant brut HT - remise = total HT net",
            [
                (1, T("montant brut HT", L["brut"], 1, q_br)),
                (-1, T("remise commerciale", L["rem"], 1, q_rem)),
            ],
            "subtotal",
        ),
        SUM(
            "TVA 20 % + TVA 14 % = total TVA",
            [(1, T("TVA 20 %", L["t20"], 1, q_t20)), (1, T("TVA 14 %", L["t14"], 1, q_t14))],
            "tax",
        ),
    ]
    _ = q_w
    return p, fields, notes, sums


# ===== 10 Malaysian e-invoice (MYR printed RM, comma grouping, dd/mm/yyyy): calibration and maintenance
# services at 8 % service tax and spare parts outside the tax; totals excluding tax, tax amount, total
# including tax, a rounding adjustment to 5 sen and the total payable; validation date-time and UIN of the tax
# authority's portal; service location vs the billed company
@doc(
    "b34_inv_my_einvoice_service_tax_rounding",
    "invoice",
    "Sabah Instrumen Kalibrasi e-invoice SIK-INV-25-00143",
)
def inv_my():
    L = dict(
        sub=9462.95,
        tax=680.81,
        tot=10143.76,
        rnd=-0.01,
        due=10143.75,
    )
    p = Pdf(**A4)
    s = Sheet(p, x=42, xr=553, top=50, size=8)
    s.t("SABAH INSTRUMEN KALIBRASI SDN. BHD.", 13, True)
    q_v = s.t("Sabah Instrumen Kalibrasi Sdn. Bhd. (Reg. No. 201801027344 (1288473-W))", 7.6)
    s.t(
        "Lot 12, Block C, Kolombong Industrial Estate, Jalan Kolombong, 88450 Kota Kinabalu, Sabah",
        7.2,
        color=GREY,
    )
    s.t("SST Reg. No. S10-1809-32000417 · TIN C24871039020 · service@sabahkalibrasi.example", 7.2, color=GREY)
    s.rule()
    s.skip(6)
    s.t("e-INVOICE", 13, True, align="c")
    s.skip(2)
    top = s.y
    q_b = block(
        s,
        42,
        [
            "Sandakan Bio-Refinery Sdn. Bhd.",
            "Batu 12, Jalan Labuk",
            "90000 Sandakan, Sabah",
            "TIN C21938406080 · Reg. No. 200901031177",
            "Attn: QA Laboratory, Ms. Nurul Ain Jumatin",
        ],
        7.6,
        caption="BUYER",
    )
    block(
        s,
        42,
        ["Refinery Laboratory Block B, Batu 12, Jalan Labuk"],
        7.4,
        bold_first=False,
        caption="SERVICE LOCATION",
    )
    bot = s.y
    s.y = top
    info = sums_at(
        s,
        318,
        [
            ("e-Invoice Type", "01 - Invoice"),
            ("e-Invoice No.", "SIK-INV-25-00143"),
            ("Invoice Date", "16/01/2025"),
            ("Payment Terms", "30 days"),
            ("Due Date", "15/02/2025"),
            ("Customer PO", "SBR-PO-24-1187"),
            ("Service Report", "SR-2501-0088 (13/01/2025)"),
            ("Currency", "MYR"),
        ],
        size=7.4,
    )
    s.y = max(bot, s.y) + 4
    xs = [(44, "l"), (300, "r"), (350, "r"), (410, "r"), (420, "l"), (480, "r"), (551, "r")]
    thead(s, xs, ["Description", "Qty", "Unit Price", "Amount", "Tax", "Tax Amt", "Total"], 7, shade=0.9)
    rows = [
        ("Calibration, analytical balance 220 g (ISO/IEC 17025)", "6", "385.00", True),
        ("Calibration, pH meter incl. buffer verification", "4", "212.50", True),
        ("Temperature mapping, oven / incubator, 9-point", "3", "643.20", True),
        ("Preventive maintenance, GC-FID, annual", "1", "2856.75", True),
        ("Septa and inlet liner kit (spare parts)", "2", "476.40", False),
        ("Travel Kota Kinabalu - Sandakan, technician mileage", "1", "563.80", True),
    ]
    sub = D(0)
    tax = D(0)
    for desc, n, price, taxable in rows:
        a = ext(n, price)
        t = pct(a, 8) if taxable else D(0)
        sub += a
        tax += t
        trow(
            s,
            xs,
            [desc, n, com(D(price)), com(a), "ST 8%" if taxable else "N/A", com(t), com(a + t)],
            7.2,
            lead=13,
        )
    s.rule()
    total = sub + tax
    due = (total * 20).quantize(D(1)) / 20
    due = q(due)
    rnd = due - total
    assert rnd != 0
    s.skip(4)
    (q_sub, q_tax, q_tot, q_rnd, q_due) = sums_at(
        s,
        300,
        [
            ("Total Excluding Tax", "RM " + com(sub)),
            ("Service Tax 8%", "RM " + com(tax)),
            ("Total Including Tax", "RM " + com(total)),
            ("Rounding Adjustment", "RM " + com(rnd)),
            ("Total Payable Amount", "RM " + com(due)),
        ],
        size=8.2,
        bold=(4,),
    )
    s.skip(8)
    s.p.rect(42, s.y - 10, 553, s.y + 34, 0.5)
    block(
        s,
        48,
        [
            "Validated by LHDNM MyInvois · Date and time of validation: 16/01/2025 10:44:03",
            "Unique Identifier No. (UIN): 4KJ8QZ2T7W1X9M3PNR6V0EYBH5",
            "Original e-Invoice Ref. No.: not applicable",
        ],
        7.2,
        bold_first=False,
    )
    s.skip(10)
    s.para(
        "Payment by bank transfer to Sabah Instrumen Kalibrasi Sdn. Bhd., Borneo Commerce Bank Berhad, "
        "account no. 2208 4417 3091. Calibration certificates SIK-C-25-0211 to SIK-C-25-0223 issued on "
        "14/01/2025. Parts supplied are not subject to sales tax.",
        7.4,
    )
    check(L, sub=sub, tax=tax, tot=total, rnd=rnd, due=due)
    fields = {
        "invoice_number": F("SIK-INV-25-00143", 1, info[1]),
        "invoice_date": F("2025-01-16", 1, info[2]),
        "due_date": F("2025-02-15", 1, info[4]),
        "vendor_name": F("Sabah Instrumen Kalibrasi Sdn. Bhd.", 1, q_v),
        "bill_to": F("Sandakan Bio-Refinery Sdn. Bhd.", 1, q_b[0]),
        "currency": F("MYR", 1, info[7]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Malaysian e-invoice, MYR printed RM with comma grouping, dates dd/mm/yyyy. invoice_number is the "
        "e-Invoice No. (the UIN, PO, service-report and certificate numbers are distractors); invoice_date "
        "the Invoice Date (the validation date-time, service-report and certificate dates are distractors); "
        "due_date the Due Date. bill_to is the buyer company, not its laboratory contact or the service "
        "location. Services carry 8 % service tax, spare parts none. Total Excluding Tax is the subtotal, "
        "Service Tax 8 % the tax, Total Including Tax the total; a rounding adjustment to 5 sen gives the "
        "Total Payable Amount, the amount_due (sum)."
    )
    sums = [
        SUM(
            "total including tax + rounding adjustment = total payable amount",
            [(1, "total"), (1, T("rounding adjustment", L["rnd"], 1, q_rnd))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 11 Philippine sales invoice (PHP, comma grouping, mm/dd/yyyy): farm machinery and inputs to a
# cooperative with VAT-inclusive prices; VATable and VAT-exempt lines; the BIR summary (VATable sales,
# VAT-exempt sales, zero-rated sales, VAT) and the computation column in which a line called 'Amount Due' is
# the amount net of VAT before VAT is added back; creditable withholding tax deducted to the TOTAL AMOUNT DUE;
# authority-to-print and printer accreditation dates; delivery site vs the billed cooperative
@doc(
    "b34_inv_ph_sales_invoice_vat_inclusive_ewt", "invoice", "Bukidnon AgriMach Trading sales invoice 0004718"
)
def inv_ph():
    L = dict(
        vs=195892.86,
        ex=360300,
        sub=556192.86,
        tax=23507.14,
        tot=579700,
        wt=5561.93,
        due=574138.07,
    )
    p = Pdf(ttf=True, **LETTER)
    s = Sheet(p, x=40, xr=572, top=48, size=8)
    q_v = s.t("BUKIDNON AGRIMACH TRADING CORPORATION", 13, True, align="c")
    s.t("Purok 7, Sayre Highway, Barangay Casisang, Malaybalay City, Bukidnon 8700", 7.6, align="c")
    s.t("VAT REG. TIN: 009-318-472-00000 · Tel. (088) 813-4407", 7.6, align="c")
    s.skip(6)
    p.text(572, s.y, "No. 0004718", 13, True, align="r", color=(0.75, 0.1, 0.1))
    q_no = s.t("SALES INVOICE", 14, True, align="c")
    s.skip(4)
    gx = [(40, "l"), (110, "l"), (390, "l"), (452, "l")]
    q_b = trow(
        s,
        gx,
        ["Sold to:", "Valencia Highland Farmers Multi-Purpose Cooperative", "Date:", "03/21/2024"],
        7.8,
        lead=13,
    )
    trow(s, gx, ["TIN:", "412-085-337-00000", "Terms:", "30 days"], 7.8, lead=13)
    trow(
        s,
        gx,
        ["Address:", "Purok 2, Barangay Lumbo, Valencia City, Bukidnon", "Due Date:", "04/20/2024"],
        7.8,
        lead=13,
    )
    trow(s, gx, ["Bus. Style:", "Agricultural cooperative", "P.O. No.:", "VHFMPC-2024-031"], 7.8, lead=13)
    trow(
        s,
        gx,
        ["Deliver to:", "Farm site, Sitio Kibalang, Barangay Lurogan, Valencia City", "OSCA/PWD ID:", ""],
        7.8,
        lead=13,
    )
    s.skip(4)
    xs = [(42, "l"), (80, "l"), (120, "l"), (420, "l"), (490, "r"), (570, "r")]
    thead(s, xs, ["QTY", "UNIT", "ARTICLES", "", "UNIT PRICE", "AMOUNT"], 7.2, shade=0.9)
    rows = [
        ("1", "unit", "Hand tractor 8.5 HP diesel with rotavator and trailer", "V", "148500.00"),
        ("2", "units", "Water pump 3 in., engine-driven, with hoses", "V", "23750.00"),
        ("40", "bags", "Hybrid yellow corn seeds, 18 kg", "E", "6480.00"),
        ("60", "bags", "Fertilizer urea 46-0-0, 50 kg", "E", "1685.00"),
        ("10", "pcs", "Knapsack sprayer 16 L, piston type", "V", "2340.00"),
    ]
    vi = D(0)
    ex = D(0)
    for n, unit, art, code, price in rows:
        a = ext(n, price)
        if code == "V":
            vi += a
        else:
            ex += a
        trow(s, xs, [n, unit, art, code, com(D(price)), com(a)], 7.4, lead=13.5)
    s.rule()
    s.t("V = VATable · E = VAT-exempt (agricultural inputs)", 6.8, color=GREY)
    total = vi + ex
    tax = q(vi * 12 / 112)
    vs = vi - tax
    sub = total - tax
    wt = pct(sub, 1)
    due = total - wt
    s.skip(4)
    y0 = s.y
    (q_vs, q_ex, q_zr, q_vat) = sums_at(
        s,
        40,
        [
            ("VATable Sales", com(vs)),
            ("VAT-Exempt Sales", com(ex)),
            ("Zero-Rated Sales", "0.00"),
            ("VAT Amount", com(tax)),
        ],
        size=7.8,
        xr=250,
    )
    s.y = y0
    (q_tot, q_lv, q_sub, q_disc, q_ad, q_av, q_wt, q_due) = sums_at(
        s,
        330,
        [
            ("Total Sales (VAT Inclusive)", com(total)),
            ("Less: VAT", com(tax)),
            ("Amount: Net of VAT", com(sub)),
            ("Less: SC/PWD Discount", "0.00"),
            ("Amount Due", com(sub)),
            ("Add: VAT", com(tax)),
            ("Less: Withholding Tax", com(wt)),
            ("TOTAL AMOUNT DUE", "₱ " + com(due)),
        ],
        size=7.8,
        bold=(7,),
    )
    s.skip(10)
    s.para(
        "Received the above goods and services in good order and condition. Withholding tax deducted by the "
        "buyer at 1% of the amount net of VAT; BIR Form 2307 to be issued to the seller. Interest of 2% per "
        "month will be charged on overdue accounts.",
        7.2,
    )
    s.skip(16)
    s.row([(60, "By: ______________________________", "l"), (360, "______________________________", "l")], 8)
    s.row(
        [(80, "Cardholder / Authorized Representative", "l"), (380, "Cashier / Authorized Signature", "l")],
        6.8,
    )
    s.skip(30)
    s.t(
        "50 Bklts. (50x3) 0004001-0006500 · BIR Authority to Print No. 112AU20230000004218 · Date Issued: "
        "06/15/2023",
        6.4,
        color=GREY,
    )
    s.t(
        "Printer: Malaybalay Printing Press, VAT Reg. TIN 104-227-593-00000 · Accreditation No. "
        "112MP20210000000031 · Date Issued: 02/01/2022",
        6.4,
        color=GREY,
    )
    check(L, vs=vs, ex=ex, sub=sub, tax=tax, tot=total, wt=wt, due=due)
    fields = {
        "invoice_number": F("0004718", 1, "No. 0004718"),
        "invoice_date": F("2024-03-21", 1, q_b),
        "due_date": F("2024-04-20", 1, "Due Date: 04/20/2024"),
        "vendor_name": F("Bukidnon AgriMach Trading Corporation", 1, q_v),
        "bill_to": F("Valencia Highland Farmers Multi-Purpose Cooperative", 1, q_b),
        "currency": F("PHP", 1, q_due),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_vat),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Philippine sales invoice, PHP with comma grouping (the peso sign on the final line), dates "
        "mm/dd/yyyy. invoice_number is the pre-printed No.; the authority-to-print, accreditation, P.O. and "
        "TIN numbers are distractors. invoice_date is the Date, due_date the Due Date; the ATP and "
        "accreditation issue dates are distractors. bill_to is the cooperative after Sold to, not the farm "
        "site it is delivered to. Prices include VAT; VATable and VAT-exempt lines add up to Total Sales "
        "(VAT Inclusive), the total (VATable sales + exempt sales + VAT, sum). The VAT Amount is the tax; "
        "Amount: Net of VAT is the subtotal (total - VAT). The line labelled 'Amount Due' in the computation "
        "column repeats the amount net of VAT before VAT is added back and is a distractor; the buyer's 1 % "
        "withholding tax is deducted from the total to the TOTAL AMOUNT DUE, the amount_due (sum)."
    )
    sums = [
        SUM(
            "VATable sales + VAT-exempt sales + VAT = total sales (VAT inclusive)",
            [
                (1, T("VATable sales", L["vs"], 1, q_vs)),
                (1, T("VAT-exempt sales", L["ex"], 1, q_ex)),
                (1, "tax"),
            ],
            "total",
        ),
        SUM(
            "total sales (VAT inclusive) - withholding tax = total amount due",
            [(1, "total"), (-1, T("withholding tax", L["wt"], 1, q_wt))],
            "amount_due",
        ),
    ]
    _ = (q_no, q_zr, q_lv, q_disc, q_ad, q_av)
    return p, fields, notes, sums
