"""Invoice builders for blind_extraction10 (11 documents).  Every party, number,
address and date is invented.  Each builder draws its document, computes what it
prints and checks the hand-written label literals against that with same()."""

from decimal import ROUND_FLOOR
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from pdfkit import EU, IN, SP, US, Pdf, q

GREY = (0.35, 0.35, 0.35)
LIGHT = (0.55, 0.55, 0.55)
WHITE = (1, 1, 1)
NAVY = (0.1, 0.18, 0.36)


def ext(*factors):
    """Product of the factors, rounded half-up to the cent (one line extension)."""
    v = D(1)
    for f in factors:
        v *= D(str(f))
    return q(v)


def pct(base, rate):
    """rate percent of base, rounded half-up to the cent."""
    return q(D(str(base)) * D(str(rate)) / D(100))


def table_head(p, y, cols, size=8, x0=36, x1=None, g=0.9, color=(0, 0, 0), rule=True):
    """Shaded header band with column titles; returns the first row baseline."""
    x1 = x1 or p.w - 36
    if g is not None:
        p.shade(x0, y - size - 3, x1, y + 4, g)
    for c in cols:
        p.text(c[0], y, c[1], size, True, align=c[2] if len(c) > 2 else "l", color=color)
    if rule:
        p.hline(y + 4, x0, x1, 0.6)
    return y + size + 9


def lines_block(p, x, y, lines, size=8.5, lead=None, bold_first=False, color=(0, 0, 0)):
    lead = lead or size * 1.3
    for i, s in enumerate(lines):
        p.text(x, y, s, size, bold_first and i == 0, color=color)
        y += lead
    return y


def kv(p, x, xv, y, pairs, size=8.5, lead=None, bold_value=True, label_color=GREY, align_v="l"):
    """Label/value pairs: label at x, value at xv (left- or right-aligned)."""
    lead = lead or size * 1.45
    for k, v in pairs:
        p.text(x, y, k, size, color=label_color)
        p.text(xv, y, v, size, bold_value, align=align_v)
        y += lead
    return y


def strip(p, y, cells, h=24, lsize=6.5, vsize=8.8, shade=None):
    """A row of boxed cells with the label above the value; label and value of
    one cell are drawn one after the other, so the page text reads 'label value'."""
    for x0, x1, lab, val in cells:
        if shade is not None:
            p.shade(x0, y, x1, y + h, shade)
        p.rect(x0, y, x1, y + h, 0.5)
        p.text(x0 + 4, y + lsize + 3, lab, lsize, color=GREY)
        if val:
            p.text(x0 + 4, y + h - 5, val, vsize, True)
    return y + h


def totals(p, xl, xr, y, rows, size=8.8, lead=None):
    """Right-aligned totals block: (label, value, bold)."""
    lead = lead or size * 1.55
    for row in rows:
        k, v = row[0], row[1]
        b = row[2] if len(row) > 2 else False
        p.text(xl, y, k, size, b)
        p.text(xr, y, v, size, b, align="r")
        y += lead
    return y


# ---------------------------------------------------------------- 1 German Schlussrechnung
@doc("b10_inv_de_schlussrechnung", "invoice", "Hollerbach Trockenbau GmbH Schlussrechnung SR-2025-0417")
def inv_de_schlussrechnung():
    p = Pdf(595, 842)
    p.new_page()
    p.text(48, 60, "Hollerbach Trockenbau GmbH", 16, True, color=NAVY)
    p.text(48, 74, "Innenausbau \u00b7 Trockenbau \u00b7 baulicher Brandschutz", 8.5, color=GREY)
    lines_block(
        p,
        400,
        52,
        [
            "Gewerbepark S\u00fcd 7",
            "97080 W\u00fcrzburg",
            "Tel. 0931 4417-0",
            "info@hollerbach-trockenbau.example",
        ],
        7.6,
        color=GREY,
    )
    p.text(
        48,
        128,
        "Hollerbach Trockenbau GmbH \u00b7 Gewerbepark S\u00fcd 7 \u00b7 97080 W\u00fcrzburg",
        6.3,
        color=GREY,
    )
    p.hline(131, 48, 262, 0.3, GREY)
    lines_block(
        p,
        48,
        148,
        [
            "Mainfranken Wohnbau eG",
            "Technische Abteilung",
            "Herrn Dipl.-Ing. Tobias Reuter",
            "Kranenkai 21",
            "97070 W\u00fcrzburg",
        ],
        9.5,
        bold_first=True,
    )
    # information block on the right: label / value beside it
    p.rect(330, 118, 547, 238, 0.5)
    kv(
        p,
        338,
        432,
        132,
        [
            ("Rechnungs-Nr.:", "SR-2025-0417"),
            ("Rechnungsdatum:", "21.11.2025"),
            ("Kunden-Nr.:", "20518"),
            ("Ihr Auftrag:", "MW-B-25-113 vom 18.07.2025"),
            ("Leistungszeitraum:", "04.08.2025 - 31.10.2025"),
            ("Abnahme:", "07.11.2025"),
            ("Bearbeiterin:", "Esra Yilmaz"),
            ("Durchwahl:", "0931 4417-32"),
        ],
        7.9,
        13.6,
    )
    p.text(48, 268, "Schlussrechnung Nr. SR-2025-0417", 13, True)
    y = lines_block(
        p,
        48,
        286,
        [
            "Bauvorhaben: Neubau Kita Sonnenwiese, Am Erlengraben 4, 97084 W\u00fcrzburg-Heidingsfeld",
            "Gewerk: Trockenbauarbeiten gem. Leistungsverzeichnis vom 30.06.2025 (Los 4)",
        ],
        8.6,
        12,
    )
    y = p.wrap(
        48,
        y + 6,
        499,
        "Sehr geehrter Herr Reuter, nach der Abnahme am 07.11.2025 berechnen wir Ihnen unsere Leistungen "
        "nach Aufma\u00df wie folgt. Alle Betr\u00e4ge in EUR.",
        8.6,
    )
    y += 8
    cols = [
        (52, "Pos."),
        (96, "Leistung"),
        (372, "Menge", "r"),
        (378, "Einh."),
        (470, "EP EUR", "r"),
        (543, "GP EUR", "r"),
    ]
    y = table_head(p, y, cols, 8, x0=48, x1=547, g=0.88)
    lines = [
        ("01.001", "Metallst\u00e4nderwand CW 75, doppelt beplankt", "412.50", "m\u00b2", "48.60"),
        ("01.002", "Vorsatzschale CW 50, einfach beplankt", "96.00", "m\u00b2", "36.40"),
        ("01.003", "Abgeh\u00e4ngte GK-Decke, Unterkonstruktion CD 60/27", "688.20", "m\u00b2", "42.15"),
        ("01.004", "Revisionsklappe 300 x 300 mm, eingebaut", "14", "Stk", "87.50"),
        ("01.005", "Brandschutzbekleidung F 90 Stahltr\u00e4ger", "58.40", "lfm", "71.80"),
        ("02.001", "Stundenlohnarbeiten Facharbeiter (Nachweise 1-6)", "36", "Std", "52.00"),
    ]
    amts = []
    for pos, txt, n, unit, ep in lines:
        a = ext(n, ep)
        amts.append(a)
        nd = 0 if "." not in n else 2
        p.row(
            y,
            [(52, pos), (96, txt), (372, EU(n, nd), "r"), (378, unit), (470, EU(ep), "r"), (543, EU(a), "r")],
            size=8.2,
        )
        y += 15
    p.hline(y - 8, 48, 547, 0.5)
    net = sum(amts, D(0))
    ust = pct(net, 19)
    gross = net + ust
    ar = [("AR-2025-0288", "29.08.2025", D("18000.00")), ("AR-2025-0351", "30.09.2025", D("24500.00"))]
    y += 10
    y = totals(
        p,
        300,
        543,
        y,
        [
            ("Gesamtleistung netto", EU(net)),
            ("zzgl. 19 % Umsatzsteuer", EU(ust)),
            ("Gesamtbetrag brutto", EU(gross), True),
        ],
        8.8,
    )
    p.text(300, y, "abz\u00fcglich bezahlter Abschlagsrechnungen (brutto):", 8.2, color=GREY)
    y += 13
    paid = D(0)
    for nr, dt, n in ar:
        v = pct(n, 19)
        b = n + v
        paid += b
        p.text(310, y, f"{nr} vom {dt}", 8.2)
        p.text(543, y, "-" + EU(b), 8.2, align="r")
        y += 11
        p.text(318, y, f"(netto {EU(n)} + USt {EU(v)})", 7.2, color=GREY)
        y += 14
    due = gross - paid
    p.hline(y - 9, 300, 547, 0.8)
    p.text(300, y + 2, "Zahlbetrag (Restforderung)", 9.6, True)
    p.text(543, y + 2, EU(due), 9.6, True, align="r")
    y += 30
    skonto = pct(due, 2)
    y = p.wrap(
        48,
        y,
        499,
        "Zahlungsbedingungen: Der Zahlbetrag ist zahlbar bis 19.12.2025 ohne Abzug. Bei Zahlungseingang bis "
        f"05.12.2025 gew\u00e4hren wir 2 % Skonto auf den Zahlbetrag ({EU(skonto)} EUR). Die Gew\u00e4hrleistungsfrist "
        "beginnt mit der Abnahme und betr\u00e4gt f\u00fcnf Jahre.",
        8.4,
    )
    p.wrap(48, y + 6, 499, "Mit freundlichen Gr\u00fc\u00dfen\nHollerbach Trockenbau GmbH", 8.4)
    p.hline(782, 48, 547, 0.4, LIGHT)
    foot = [
        (
            "Hollerbach Trockenbau GmbH",
            "Gewerbepark S\u00fcd 7, 97080 W\u00fcrzburg",
            "Gesch\u00e4ftsf\u00fchrer: Jens Hollerbach",
        ),
        ("Amtsgericht W\u00fcrzburg HRB 14472", "USt-IdNr. DE318447902", "Steuer-Nr. 257/118/40221"),
        ("Sparkasse Mainfranken", "IBAN DE12 7905 0000 0047 1123 88", "BIC BYLADEM1SWU"),
    ]
    for i, col in enumerate(foot):
        lines_block(p, 48 + i * 170, 794, list(col), 6.6, 9, color=GREY)

    same(59839.65, net, "subtotal")
    same(11369.53, ust, "USt")
    same(71209.18, gross, "total")
    same(20634.18, due, "Zahlbetrag")
    fields = {
        "invoice_number": F("SR-2025-0417", 1, "Rechnungs-Nr.: SR-2025-0417"),
        "invoice_date": F("2025-11-21", 1, "Rechnungsdatum: 21.11.2025"),
        "due_date": F("2025-12-19", 1, "Der Zahlbetrag ist zahlbar bis 19.12.2025 ohne Abzug."),
        "vendor_name": F("Hollerbach Trockenbau GmbH", 1, "Hollerbach Trockenbau GmbH Innenausbau"),
        "bill_to": F("Mainfranken Wohnbau eG", 1, "Mainfranken Wohnbau eG Technische Abteilung"),
        "currency": F("EUR", 1, "Alle Betr\u00e4ge in EUR."),
        "subtotal": F(59839.65, 1, "Gesamtleistung netto 59.839,65"),
        "tax": F(11369.53, 1, "zzgl. 19 % Umsatzsteuer 11.369,53"),
        "total": F(71209.18, 1, "Gesamtbetrag brutto 71.209,18"),
        "amount_due": F(20634.18, 1, "Zahlbetrag (Restforderung) 20.634,18"),
    }
    notes = (
        "German final invoice (Schlussrechnung) for a construction trade after two down-payment invoices. The "
        "information box beside the address window prints 'label: value' pairs; the customer's order date "
        "18.07.2025, the service period, the acceptance date 07.11.2025 and the LV date are distractors. "
        "subtotal = 'Gesamtleistung netto', tax = 'zzgl. 19 % Umsatzsteuer', total = 'Gesamtbetrag brutto' "
        "(the invoice total for the whole work). The two paid Abschlagsrechnungen (gross 21.420,00 and "
        "29.155,00, each with its own net and USt) are deducted after the total, giving 'Zahlbetrag "
        "(Restforderung)' = amount_due. The due date is printed in the payment terms ('zahlbar bis "
        "19.12.2025'); the Skonto date 05.12.2025 and the Skonto amount are distractors. The Bauvorhaben "
        "(construction site) is not the billed party."
    )
    sums = [
        SUM(
            "lines to subtotal",
            [
                (1, T("01.001", 20047.50, 1, "48,60 20.047,50")),
                (1, T("01.002", 3494.40, 1, "36,40 3.494,40")),
                (1, T("01.003", 29007.63, 1, "42,15 29.007,63")),
                (1, T("01.004", 1225.00, 1, "87,50 1.225,00")),
                (1, T("01.005", 4193.12, 1, "71,80 4.193,12")),
                (1, T("02.001", 1872.00, 1, "52,00 1.872,00")),
            ],
            "subtotal",
        ),
        SUM(
            "down payments deducted",
            [
                (1, "total"),
                (-1, T("AR-2025-0288 brutto", 21420.00, 1, "AR-2025-0288 vom 29.08.2025 -21.420,00")),
                (-1, T("AR-2025-0351 brutto", 29155.00, 1, "AR-2025-0351 vom 30.09.2025 -29.155,00")),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 2 Dutch factuur, BTW verlegd
def eur_nl(v):
    return "\u20ac " + EU(v)


@doc("b10_inv_nl_factuur_verlegd", "invoice", "Van Wijngaarden Installatietechniek B.V. factuur 2025-11-0093")
def inv_nl_factuur_verlegd():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.shade(0 + 14, 14, 581, 96, 0.93)
    p.text(36, 52, "FACTUUR", 24, True, color=NAVY)
    p.text(36, 70, "termijnfactuur \u2013 installatiewerk W-installaties", 8.5, color=GREY)
    p.text(559, 44, "Van Wijngaarden Installatietechniek B.V.", 11.5, True, align="r")
    lines_block(
        p,
        380,
        58,
        ["Nijverheidsweg 88", "2993 LK Barendrecht", "administratie@vanwijngaarden-installatie.example"],
        7.4,
        10,
        color=GREY,
    )
    # addressee and project side by side
    p.text(36, 124, "Factuuradres", 7, True, color=LIGHT)
    lines_block(
        p,
        36,
        138,
        [
            "Bouwcombinatie Maasoever V.O.F.",
            "t.a.v. crediteurenadministratie",
            "Postbus 4410",
            "3006 AK Rotterdam",
            "BTW-nummer: NL823377190B01",
        ],
        9,
        12.2,
        bold_first=True,
    )
    p.text(320, 124, "Project / werkadres", 7, True, color=LIGHT)
    lines_block(
        p,
        320,
        138,
        ["Woontoren De Kade, bouwnummers 1-96", "Kadeplein 2", "3071 ZZ Rotterdam", "Contract VW-2024-188"],
        8.6,
        12,
    )
    y = strip(
        p,
        214,
        [
            (36, 140, "Factuurnummer", "2025-11-0093"),
            (140, 256, "Factuurdatum", "14 november 2025"),
            (256, 372, "Vervaldatum", "14 december 2025"),
            (372, 452, "Debiteurnummer", "30112"),
            (452, 559, "Uw ordernummer", "IO-55718"),
        ],
        26,
    )
    y += 26
    cols = [(40, "Omschrijving"), (378, "Aantal", "r"), (462, "Prijs", "r"), (555, "Bedrag", "r")]
    y = table_head(p, y, cols, 8, x0=36, x1=559, g=0.86)
    lines = [
        ("Termijn 3 van 5: 20 % van aanneemsom \u20ac 412.000,00", 1, "82400.00"),
        ("Meerwerk MW-07: extra vloerverwarmingsgroepen bouwdeel B", 6, "1185.00"),
        ("Meerwerk MW-09: verplaatsen WTW-unit appartement 4.12", 1, "2346.75"),
        ("Minderwerk MW-11: vervallen radiatoren bergingen", -4, "312.40"),
    ]
    amts = []
    for txt, n, pr in lines:
        a = ext(n, pr)
        amts.append(a)
        p.row(y, [(40, txt), (378, str(n), "r"), (462, eur_nl(pr), "r"), (555, eur_nl(a), "r")], size=8.2)
        y += 16
    p.hline(y - 8, 36, 559, 0.5)
    net = sum(amts, D(0))
    y += 12
    y = totals(
        p,
        330,
        555,
        y,
        [
            ("Totaal excl. BTW", eur_nl(net), True),
            ("BTW", "verlegd"),
            ("Factuurtotaal", eur_nl(net), True),
        ],
        9,
        15,
    )
    y = p.wrap(
        330,
        y - 4,
        225,
        "Omzetbelasting verlegd naar de afnemer op grond van artikel 12, lid 5 Wet OB 1968 (onderaanneming).",
        7.2,
    )
    y += 16
    # contract overview (distractors)
    p.text(36, y, "Stand contract VW-2024-188", 8.4, True)
    y += 13
    y = kv(
        p,
        36,
        260,
        y,
        [
            ("Aanneemsom", eur_nl(412000)),
            ("Eerder gefactureerd (termijn 1 en 2)", eur_nl(164800)),
            ("Deze termijn", eur_nl(82400)),
            ("Nog te factureren (termijn 4 en 5)", eur_nl(164800)),
        ],
        8,
        12,
        bold_value=False,
        align_v="r",
    )
    y += 14
    g = pct(net, 35)
    free = net - g
    p.rect(36, y, 559, y + 78, 0.8)
    p.text(46, y + 18, "Te betalen v\u00f3\u00f3r 14 december 2025: " + eur_nl(net), 10, True)
    kv(
        p,
        46,
        549,
        y + 36,
        [
            ("waarvan op G-rekening NL07 INGB 0990 4471 25 (35 % loonkostendeel)", eur_nl(g)),
            ("en op rekening NL42 RABO 0331 8847 12", eur_nl(free)),
        ],
        8.4,
        14,
        bold_value=False,
        label_color=(0, 0, 0),
        align_v="r",
    )
    p.text(46, y + 70, "Vermeld bij betaling factuurnummer 2025-11-0093.", 7.6, color=GREY)
    p.hline(790, 36, 559, 0.4, LIGHT)
    p.text(
        297.5,
        803,
        "Van Wijngaarden Installatietechniek B.V. \u00b7 KvK 71284460 \u00b7 BTW NL861234905B01 \u00b7 "
        "IBAN NL42 RABO 0331 8847 12 \u00b7 Leveringsvoorwaarden UAV 2012",
        6.6,
        align="c",
        color=GREY,
    )

    same(90607.15, net, "subtotal")
    same(90607.15, net, "total")
    same(31712.50, g, "G-rekening")
    same(58894.65, free, "vrije rekening")
    fields = {
        "invoice_number": F("2025-11-0093", 1, "Factuurnummer 2025-11-0093"),
        "invoice_date": F("2025-11-14", 1, "Factuurdatum 14 november 2025"),
        "due_date": F("2025-12-14", 1, "Vervaldatum 14 december 2025"),
        "vendor_name": F(
            "Van Wijngaarden Installatietechniek B.V.",
            1,
            "Van Wijngaarden Installatietechniek B.V. Nijverheidsweg 88",
        ),
        "bill_to": F("Bouwcombinatie Maasoever V.O.F.", 1, "Factuuradres Bouwcombinatie Maasoever V.O.F."),
        "currency": F("EUR", 1, "Factuurtotaal \u20ac 90.607,15"),
        "subtotal": F(90607.15, 1, "Totaal excl. BTW \u20ac 90.607,15"),
        "tax": NULL(),
        "total": F(90607.15, 1, "Factuurtotaal \u20ac 90.607,15"),
        "amount_due": F(90607.15, 1, "Te betalen v\u00f3\u00f3r 14 december 2025: \u20ac 90.607,15"),
    }
    notes = (
        "Dutch progress invoice (termijnfactuur) from a subcontractor under the reverse-charge rule: the BTW line "
        "prints only 'verlegd' and the legal reference, no amount, so tax is null (not 0: no figure is printed). "
        "subtotal 'Totaal excl. BTW' equals the 'Factuurtotaal'. Header facts are boxed cells with the label "
        "above the value. Line 4 is a negative 'Minderwerk' (credit) line. The contract sum (aanneemsom "
        "412.000,00), the amount invoiced earlier, this instalment and the amount still to be invoiced are "
        "distractors; so are the project address (werkadres) and the customer's VAT number. The payment box "
        "'Te betalen' repeats the total as the amount to pay (amount_due), split between the G-rekening "
        "(35 %) and the ordinary account."
    )
    sums = [
        SUM(
            "lines to subtotal",
            [
                (1, T("termijn 3", 82400.00, 1, "1 \u20ac 82.400,00 \u20ac 82.400,00")),
                (1, T("MW-07", 7110.00, 1, "6 \u20ac 1.185,00 \u20ac 7.110,00")),
                (1, T("MW-09", 2346.75, 1, "1 \u20ac 2.346,75 \u20ac 2.346,75")),
                (1, T("MW-11 minderwerk", -1249.60, 1, "-4 \u20ac 312,40 \u20ac -1.249,60")),
            ],
            "subtotal",
        ),
        SUM(
            "payment split",
            [
                (1, T("G-rekening", 31712.50, 1, "(35 % loonkostendeel) \u20ac 31.712,50")),
                (
                    1,
                    T(
                        "vrije rekening",
                        58894.65,
                        1,
                        "en op rekening NL42 RABO 0331 8847 12 \u20ac 58.894,65",
                    ),
                ),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 3 Portuguese fatura
def pt(v):
    return EU(v) + " \u20ac"


@doc("b10_inv_pt_fatura", "invoice", "Cer\u00e2micas Vale do Lis, Lda. fatura FT 2025A/1843")
def inv_pt_fatura():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.text(36, 56, "Cer\u00e2micas Vale do Lis, Lda.", 14, True, color=(0.45, 0.2, 0.1))
    lines_block(
        p,
        36,
        72,
        [
            "Zona Industrial da Cova das Faias, Lote 12",
            "2415-017 Leiria \u2013 Portugal",
            "NIF 509 842 117 \u00b7 Tel. 244 810 330",
            "comercial@ceramicasvaledolis.example",
        ],
        7.6,
        10,
        color=GREY,
    )
    # document box, top right
    p.rect(340, 36, 559, 120, 0.8)
    p.text(350, 56, "FATURA", 15, True)
    p.text(549, 56, "Original", 8, align="r", color=GREY)
    kv(
        p,
        350,
        430,
        74,
        [
            ("N.\u00ba", "FT 2025A/1843"),
            ("Data", "2025-11-06"),
            ("Vencimento", "2025-12-06"),
            ("ATCUD", "JJ4KX7M2-1843"),
        ],
        8.2,
        12,
    )
    p.text(340, 142, "Exmo.(s) Sr.(s)", 7.5, color=GREY)
    lines_block(
        p,
        340,
        156,
        [
            "Hotel Miradouro do Sado, S.A.",
            "Rua do Cais Velho, 31",
            "2900-204 Set\u00fabal",
            "NIF 514 306 882",
        ],
        9,
        12,
        bold_first=True,
    )
    y = strip(
        p,
        214,
        [
            (36, 130, "V/ Requisi\u00e7\u00e3o", "REQ-HMS-0912"),
            (130, 214, "Data requisi\u00e7\u00e3o", "2025-10-22"),
            (214, 318, "Guia de remessa", "GR 2025A/2210"),
            (318, 420, "In\u00edcio transporte", "2025-11-04 09:30"),
            (420, 559, "Cond. pagamento", "30 dias"),
        ],
        24,
        6.3,
        8,
    )
    y = strip(
        p,
        y,
        [
            (36, 298, "Local de carga", "Armaz\u00e9m Cova das Faias, Leiria"),
            (298, 559, "Local de descarga", "Obra Ala Nascente, Estrada da Rasca km 3, Set\u00fabal"),
        ],
        24,
        6.3,
        8,
    )
    y += 24
    cols = [
        (40, "Artigo"),
        (116, "Descri\u00e7\u00e3o"),
        (352, "Qtd.", "r"),
        (356, "Un."),
        (410, "Pre\u00e7o", "r"),
        (452, "Desc.%", "r"),
        (482, "IVA%", "r"),
        (555, "Valor", "r"),
    ]
    y = table_head(p, y, cols, 7.6, x0=36, x1=559, g=0.9)
    lines = [
        (
            "CVL-G6060-AR",
            "Gr\u00e9s porcel\u00e2nico 60x60 Areia, 1.\u00aa escolha",
            "186.48",
            "m2",
            "21.90",
            8,
        ),
        ("CVL-R3090-BR", "Revestimento 30x90 Branco mate", "142.20", "m2", "18.45", 8),
        ("CVL-RD-0860", "Rodap\u00e9 8x60 Areia", "320", "un", "2.15", 0),
        ("CVL-MOS-HEX", "Mosaico hexagonal Azul Sado (malha)", "24", "m2", "64.80", 5),
    ]
    gross_l, disc_l, net_l = [], [], []
    for code, txt, n, un, pr, dsc in lines:
        g = ext(n, pr)
        d = pct(g, dsc)
        gross_l.append(g)
        disc_l.append(d)
        net_l.append(g - d)
        nd = 2 if "." in n else 0
        p.row(
            y,
            [
                (40, code),
                (116, txt),
                (352, EU(n, nd), "r"),
                (356, un),
                (410, EU(pr), "r"),
                (452, f"{dsc},00", "r"),
                (482, "23", "r"),
                (555, EU(g - d), "r"),
            ],
            size=7.8,
        )
        y += 15
    p.hline(y - 8, 36, 559, 0.5)
    iliq = sum(gross_l, D(0))
    desc = sum(disc_l, D(0))
    portes = D("240.00")
    base = iliq - desc + portes
    iva = pct(base, 23)
    tot = base + iva
    y += 22
    # VAT summary left, totals right
    p.text(40, y, "Quadro resumo do IVA", 8, True)
    yy = table_head(
        p,
        y + 16,
        [(44, "Taxa"), (150, "Incid\u00eancia", "r"), (230, "Valor IVA", "r")],
        7.4,
        x0=40,
        x1=240,
        g=0.92,
    )
    p.row(yy, [(44, "IVA 23%"), (150, EU(base), "r"), (230, EU(iva), "r")], size=7.8)
    totals(
        p,
        330,
        555,
        y,
        [
            ("Total il\u00edquido", pt(iliq)),
            ("Total descontos", pt(-desc)),
            ("Portes (transporte, IVA 23%)", pt(portes)),
            ("Total s/ IVA", pt(base), True),
            ("Total IVA", pt(iva)),
        ],
        8.6,
        14,
    )
    p.rect(326, y + 66, 559, y + 90, 0.9)
    p.text(334, y + 83, "TOTAL (EUR)", 11, True)
    p.text(553, y + 83, pt(tot), 11, True, align="r")
    y += 120
    y = p.wrap(
        36,
        y,
        523,
        "Os bens foram colocados \u00e0 disposi\u00e7\u00e3o do adquirente em 2025-11-04, data de in\u00edcio do "
        "transporte. Pagamento por transfer\u00eancia banc\u00e1ria para IBAN PT50 0033 0000 4553 1872 9905 1 "
        "(BIC BCOMPTPL), indicando o n.\u00ba da fatura. Ap\u00f3s o vencimento s\u00e3o devidos juros de mora "
        "\u00e0 taxa legal em vigor.",
        7.8,
    )
    p.hline(786, 36, 559, 0.4, LIGHT)
    p.text(36, 798, "Processado por programa certificado n.\u00ba 2091/AT \u00b7 Pag. 1/1", 6.8, color=GREY)
    p.text(
        36,
        808,
        "Cer\u00e2micas Vale do Lis, Lda. \u00b7 Capital social 250.000,00 \u20ac \u00b7 Matriculada na CRC de Leiria "
        "sob o n.\u00ba \u00fanico de pessoa coletiva 509 842 117",
        6.8,
        color=GREY,
    )

    same(8950.70, iliq, "ilíquido")
    same(614.36, desc, "descontos")
    same(8576.34, base, "subtotal")
    same(1972.56, iva, "IVA")
    same(10548.90, tot, "total")
    fields = {
        "invoice_number": F("FT 2025A/1843", 1, "N.\u00ba FT 2025A/1843"),
        "invoice_date": F("2025-11-06", 1, "Data 2025-11-06"),
        "due_date": F("2025-12-06", 1, "Vencimento 2025-12-06"),
        "vendor_name": F(
            "Cer\u00e2micas Vale do Lis, Lda.", 1, "Cer\u00e2micas Vale do Lis, Lda. Zona Industrial"
        ),
        "bill_to": F("Hotel Miradouro do Sado, S.A.", 1, "Exmo.(s) Sr.(s) Hotel Miradouro do Sado, S.A."),
        "currency": F("EUR", 1, "TOTAL (EUR) 10.548,90 \u20ac"),
        "subtotal": F(8576.34, 1, "Total s/ IVA 8.576,34 \u20ac"),
        "tax": F(1972.56, 1, "Total IVA 1.972,56 \u20ac"),
        "total": F(10548.90, 1, "TOTAL (EUR) 10.548,90 \u20ac"),
        "amount_due": NULL(),
    }
    notes = (
        "Portuguese fatura with the document box (N.\u00ba, Data, Vencimento, ATCUD) at the top right and two "
        "strips of transport cells (requisition number and date, delivery note, transport start date and time, "
        "loading and unloading places). Lines carry their own discount %. 'Total il\u00edquido' is the gross "
        "BEFORE discounts; after 'Total descontos' and the shipping line 'Portes', 'Total s/ IVA' is the "
        "subtotal. IVA 23 % is repeated in the VAT summary table. The unloading place (a building site) is not "
        "the billed party. The date the goods were made available (2025-11-04), the share capital and the bank "
        "details are distractors. amount_due is null: only 'TOTAL (EUR)' is printed, no separate amount to pay."
    )
    sums = [
        SUM(
            "ilíquido, discounts and carriage to subtotal",
            [
                (1, T("total ilíquido", 8950.70, 1, "Total il\u00edquido 8.950,70 \u20ac")),
                (1, T("total descontos", -614.36, 1, "Total descontos -614,36 \u20ac")),
                (1, T("portes", 240.00, 1, "Portes (transporte, IVA 23%) 240,00 \u20ac")),
            ],
            "subtotal",
        ),
        SUM(
            "net lines",
            [
                (1, T("CVL-G6060-AR", 3757.20, 1, "21,90 8,00 23 3.757,20")),
                (1, T("CVL-R3090-BR", 2413.70, 1, "18,45 8,00 23 2.413,70")),
                (1, T("CVL-RD-0860", 688.00, 1, "2,15 0,00 23 688,00")),
                (1, T("CVL-MOS-HEX", 1477.44, 1, "64,80 5,00 23 1.477,44")),
                (1, T("portes", 240.00, 1, "Portes (transporte, IVA 23%) 240,00 \u20ac")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 4 Polish faktura VAT
def pln(v):
    return SP(v)


@doc("b10_inv_pl_faktura", "invoice", "Elektro-Hurt Zawadzki Sp. z o.o. faktura VAT FV/1127/11/2025")
def inv_pl_faktura():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    kv(
        p,
        380,
        559,
        44,
        [
            ("Miejsce wystawienia:", "Kalisz"),
            ("Data wystawienia:", "2025-11-14"),
            ("Data sprzeda\u017cy:", "2025-11-10"),
        ],
        8,
        12,
        align_v="r",
    )
    p.text(36, 56, "ELEKTRO-HURT", 16, True, color=(0.05, 0.3, 0.15))
    p.text(36, 68, "hurtownia elektryczna", 7.5, color=GREY)
    p.text(297.5, 110, "Faktura VAT nr FV/1127/11/2025", 14, True, align="c")
    p.text(297.5, 124, "ORYGINA\u0141", 8, align="c", color=GREY)
    p.text(36, 148, "Sprzedawca", 8, True, color=GREY)
    p.hline(152, 36, 284, 0.4)
    lines_block(
        p,
        36,
        166,
        ["Elektro-Hurt Zawadzki Sp. z o.o.", "ul. Z\u0142ota 14", "62-800 Kalisz", "NIP: 618-204-77-31"],
        8.8,
        12,
        bold_first=True,
    )
    p.text(310, 148, "Nabywca", 8, True, color=GREY)
    p.hline(152, 310, 559, 0.4)
    lines_block(
        p,
        310,
        166,
        [
            "Sp\u00f3\u0142dzielnia Mieszkaniowa \u201eZielony Zak\u0105tek\u201d",
            "ul. Grabowa 3",
            "63-400 Ostr\u00f3w Wielkopolski",
            "NIP: 622-118-40-92",
        ],
        8.8,
        12,
        bold_first=True,
    )
    p.text(310, 228, "Odbiorca", 8, True, color=GREY)
    p.hline(232, 310, 559, 0.4)
    lines_block(
        p,
        310,
        246,
        [
            "Zak\u0142ad Instalacji Elektrycznych Marek Pietrzak",
            "ul. Wroc\u0142awska 51, 63-400 Ostr\u00f3w Wielkopolski",
        ],
        8.2,
        11,
    )
    y = 290
    cols = [
        (40, "Lp."),
        (58, "Nazwa towaru / us\u0142ugi"),
        (262, "J.m.", "r"),
        (300, "Ilo\u015b\u0107", "r"),
        (350, "Cena netto", "r"),
        (410, "Warto\u015b\u0107 netto", "r"),
        (440, "VAT", "r"),
        (494, "Kwota VAT", "r"),
        (555, "Warto\u015b\u0107 brutto", "r"),
    ]
    y = table_head(p, y, cols, 6.9, x0=36, x1=559, g=0.88)
    lines = [
        ("Kabel YDYp 3x2,5 mm\u00b2 450/750 V", "m", "1200", "3.84", 23),
        ("Przew\u00f3d YDY 5x4 mm\u00b2", "m", "800", "2.96", 23),
        ("Rozdzielnica natynkowa 36 mod. IP65", "szt.", "12", "289.00", 23),
        ("Oprawa LED klatkowa 12 W z czujnikiem", "szt.", "40", "46.50", 23),
        ("Monta\u017c o\u015bwietlenia klatek schodowych", "us\u0142.", "1", "6400.00", 8),
    ]
    by_rate = {23: [D(0), D(0)], 8: [D(0), D(0)]}
    for i, (txt, jm, n, pr, r) in enumerate(lines, 1):
        net = ext(n, pr)
        vat = pct(net, r)
        by_rate[r][0] += net
        by_rate[r][1] += vat
        p.row(
            y,
            [
                (40, f"{i}."),
                (58, txt),
                (262, jm, "r"),
                (300, n, "r"),
                (350, pln(pr), "r"),
                (410, pln(net), "r"),
                (440, f"{r}%", "r"),
                (494, pln(vat), "r"),
                (555, pln(net + vat), "r"),
            ],
            size=7.3,
        )
        y += 14
    p.hline(y - 8, 36, 559, 0.5)
    # the VAT of each rate is computed on the rate's total net (as printed in the summary)
    rows = []
    for r in (23, 8):
        n = by_rate[r][0]
        v = pct(n, r)
        rows.append((f"{r}%", n, v, n + v))
    net_t = sum((r[1] for r in rows), D(0))
    vat_t = sum((r[2] for r in rows), D(0))
    gross_t = net_t + vat_t
    y += 10
    p.text(300, y, "Podsumowanie wed\u0142ug stawek VAT", 7.6, True)
    y = table_head(
        p,
        y + 14,
        [(304, "Stawka"), (410, "Netto", "r"), (494, "VAT", "r"), (555, "Brutto", "r")],
        7.2,
        x0=300,
        x1=559,
        g=0.92,
    )
    for lab, n, v, b in rows:
        p.row(y, [(304, lab), (410, pln(n), "r"), (494, pln(v), "r"), (555, pln(b), "r")], size=7.8)
        y += 13
    p.hline(y - 9, 300, 559, 0.5)
    p.row(
        y,
        [(304, "Razem"), (410, pln(net_t), "r"), (494, pln(vat_t), "r"), (555, pln(gross_t), "r")],
        7.8,
        True,
    )
    y += 30
    y = kv(
        p,
        36,
        170,
        y,
        [
            ("Spos\u00f3b p\u0142atno\u015bci:", "przelew"),
            ("Termin p\u0142atno\u015bci:", "14 dni (2025-11-28)"),
            ("Numer konta:", "61 1090 1782 0000 0001 4477 2210"),
            ("Zap\u0142acono:", "0,00 z\u0142"),
            ("Do zap\u0142aty:", pln(gross_t) + " z\u0142"),
        ],
        8.8,
        14,
    )
    p.text(
        36,
        y + 2,
        "S\u0142ownie: dwadzie\u015bcia dwa tysi\u0105ce czterdzie\u015bci pi\u0119\u0107 z\u0142otych 92/100",
        8.2,
    )
    y += 22
    y = p.wrap(
        36,
        y,
        523,
        "Mechanizm podzielonej p\u0142atno\u015bci. Towary wymienione w poz. 1-3 objęte s\u0105 za\u0142\u0105cznikiem "
        "nr 15 do ustawy o VAT. Zam\u00f3wienie nabywcy nr ZZ/2025/118 z dnia 2025-10-29; dokument WZ 2025/11/0412.",
        7.6,
    )
    y += 40
    p.hline(y, 60, 250, 0.4)
    p.hline(y, 345, 535, 0.4)
    p.text(155, y + 10, "Osoba upowa\u017cniona do odbioru", 6.8, align="c", color=GREY)
    p.text(440, y + 10, "Osoba upowa\u017cniona do wystawienia: Agata Lis", 6.8, align="c", color=GREY)

    same(18704.00, net_t, "subtotal")
    same(3341.92, vat_t, "VAT")
    same(22045.92, gross_t, "total")
    fields = {
        "invoice_number": F("FV/1127/11/2025", 1, "Faktura VAT nr FV/1127/11/2025"),
        "invoice_date": F("2025-11-14", 1, "Data wystawienia: 2025-11-14"),
        "due_date": F("2025-11-28", 1, "Termin p\u0142atno\u015bci: 14 dni (2025-11-28)"),
        "vendor_name": F(
            "Elektro-Hurt Zawadzki Sp. z o.o.", 1, "Sprzedawca Elektro-Hurt Zawadzki Sp. z o.o."
        ),
        "bill_to": F(
            "Sp\u00f3\u0142dzielnia Mieszkaniowa \u201eZielony Zak\u0105tek\u201d",
            1,
            "Nabywca Sp\u00f3\u0142dzielnia Mieszkaniowa \u201eZielony Zak\u0105tek\u201d",
        ),
        "currency": F("PLN", 1, "Do zap\u0142aty: 22 045,92 z\u0142"),
        "subtotal": F(18704.00, 1, "Razem 18 704,00 3 341,92 22 045,92"),
        "tax": F(3341.92, 1, "Razem 18 704,00 3 341,92 22 045,92"),
        "total": F(22045.92, 1, "Razem 18 704,00 3 341,92 22 045,92"),
        "amount_due": F(22045.92, 1, "Do zap\u0142aty: 22 045,92 z\u0142"),
    }
    notes = (
        "Polish Faktura VAT with two VAT rates (23 % goods, 8 % installation service). The date of issue "
        "(Data wystawienia 2025-11-14) sits above the date of sale (Data sprzeda\u017cy 2025-11-10), a distractor. "
        "The buyer (Nabywca) is billed; the Odbiorca (the electrical contractor receiving the goods) is a "
        "ship-to distractor. Amounts use space thousands (22 045,92). The 'Razem' row of the VAT summary holds "
        "netto (subtotal), VAT (tax) and brutto (total); the quote is that row, and the label for each field is "
        "its column. 'Do zap\u0142aty' after 'Zap\u0142acono: 0,00 z\u0142' is the amount to pay (amount_due, equal to "
        "the total). The due date is printed as '14 dni (2025-11-28)'. The customer order date, the WZ document "
        "and the bank account are distractors."
    )
    sums = [
        SUM(
            "VAT summary netto",
            [
                (1, T("netto 23%", 12304.00, 1, "23% 12 304,00 2 829,92 15 133,92")),
                (1, T("netto 8%", 6400.00, 1, "8% 6 400,00 512,00 6 912,00")),
            ],
            "subtotal",
        ),
        SUM(
            "VAT summary VAT",
            [
                (1, T("VAT 23%", 2829.92, 1, "23% 12 304,00 2 829,92 15 133,92")),
                (1, T("VAT 8%", 512.00, 1, "8% 6 400,00 512,00 6 912,00")),
            ],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 5 Swedish faktura with ROT deduction
def se(v):
    return SP(v)


@doc("b10_inv_se_faktura_rot", "invoice", "Norrlands Kyl & V\u00e4rme AB faktura 71-06652")
def inv_se_faktura_rot():
    p = Pdf(595, 842)
    p.new_page()
    p.text(36, 54, "Norrlands Kyl & V\u00e4rme AB", 15, True)
    p.text(36, 67, "V\u00e4rmepumpar \u00b7 kyla \u00b7 service", 8, color=GREY)
    p.text(559, 52, "FAKTURA", 20, True, align="r")
    p.rect(330, 66, 559, 184, 0.5)
    kv(
        p,
        338,
        551,
        80,
        [
            ("Fakturanummer", "71-06652"),
            ("Fakturadatum", "2025-11-12"),
            ("F\u00f6rfallodatum", "2025-12-12"),
            ("Kundnummer", "4418"),
            ("Arbetsorder", "AO-8841"),
            ("Utf\u00f6rt", "2025-10-27 -- 2025-10-30"),
            ("V\u00e5r referens", "Olle Berglund"),
            ("Betalningsvillkor", "30 dagar netto"),
        ],
        8,
        13.6,
        align_v="r",
    )
    p.text(48, 104, "Fakturaadress", 7, True, color=LIGHT)
    lines_block(
        p,
        48,
        118,
        ["Karin Sj\u00f6str\u00f6m", "Tallv\u00e4gen 31", "903 42 Ume\u00e5"],
        9.5,
        13,
        bold_first=True,
    )
    p.text(48, 176, "Uppgifter f\u00f6r ROT-avdrag", 7, True, color=LIGHT)
    lines_block(
        p,
        48,
        188,
        [
            "K\u00f6pare: Karin Sj\u00f6str\u00f6m, personnr 780412-****",
            "Fastighetsbeteckning: Ume\u00e5 Tallen 7",
            "Arbetsplats: Tallv\u00e4gen 31, 903 42 Ume\u00e5",
        ],
        7.8,
        10.5,
    )
    y = 244
    cols = [
        (40, "Art.nr"),
        (96, "Ben\u00e4mning"),
        (358, "Antal", "r"),
        (364, "Enh"),
        (450, "\u00e1-pris", "r"),
        (555, "Belopp", "r"),
    ]
    y = table_head(p, y, cols, 8, x0=36, x1=559, g=None)
    mat = [
        ("VP-LV8", "Luft/vatten-v\u00e4rmepump 8 kW, utedel + inomhusmodul", "1", "st", "64900.00"),
        ("INST-MAT", "Installationsmaterial (r\u00f6r, kopplingar, isolering)", "1", "st", "4312.80"),
    ]
    labour = [
        ("ARB-VVS", "Arbete installation, r\u00f6rmokare", "22", "tim", "695.00"),
        ("ARB-EL", "Arbete elinstallation, beh\u00f6rig elektriker", "6", "tim", "720.00"),
    ]
    amts = []
    for nr, txt, n, u, pr in mat:
        a = ext(n, pr)
        amts.append(a)
        p.row(y, [(40, nr), (96, txt), (358, n, "r"), (364, u), (450, se(pr), "r"), (555, se(a), "r")], 8.2)
        y += 14
    rab = -pct(sum(amts, D(0)), 10)
    p.row(y, [(40, "RAB"), (96, "Rabatt material 10 %"), (555, se(rab), "r")], 8.2)
    y += 14
    lab_sum = D(0)
    for nr, txt, n, u, pr in labour:
        a = ext(n, pr)
        lab_sum += a
        p.row(y, [(40, nr), (96, txt), (358, n, "r"), (364, u), (450, se(pr), "r"), (555, se(a), "r")], 8.2)
        y += 14
    frakt = D("890.00")
    p.row(
        y,
        [
            (40, "FRAKT"),
            (96, "Frakt och emballage"),
            (358, "1", "r"),
            (364, "st"),
            (450, se(frakt), "r"),
            (555, se(frakt), "r"),
        ],
        8.2,
    )
    y += 14
    p.hline(y - 8, 36, 559, 0.5)
    net = sum(amts, D(0)) + rab + lab_sum + frakt
    moms = pct(net, 25)
    tot = net + moms
    lab_incl = lab_sum * D("1.25")
    rot = pct(lab_incl, 50)
    after = tot - rot
    rounded = q(after, 0)
    oren = rounded - after
    y += 14
    y = totals(
        p,
        300,
        555,
        y,
        [
            ("Summa exkl. moms", se(net)),
            ("Moms 25 %", se(moms)),
            ("Summa inkl. moms", se(tot), True),
        ],
        8.8,
        14,
    )
    p.text(300, y, "Avg\u00e5r prelimin\u00e4r skattereduktion ROT 50 %", 8.4)
    p.text(555, y, se(-rot), 8.4, align="r")
    y += 11
    p.text(308, y, f"(50 % av arbetskostnad {se(lab_incl)} kr inkl. moms)", 7, color=GREY)
    y += 15
    p.text(300, y, "\u00d6resavrundning", 8.4)
    p.text(555, y, se(oren), 8.4, align="r")
    y += 8
    p.hline(y, 300, 559, 0.9)
    y += 16
    p.text(300, y, "Att betala SEK", 11, True)
    p.text(555, y, se(rounded), 11, True, align="r")
    y += 34
    y = p.wrap(
        36,
        y,
        523,
        "Skattereduktionen f\u00f6r ROT-arbete beg\u00e4rs av oss hos Skatteverket. Om Skatteverket helt eller "
        "delvis nekar utbetalning har vi r\u00e4tt att fakturera mellanskillnaden. Vid betalning efter "
        "f\u00f6rfallodagen debiteras dr\u00f6jsm\u00e5lsr\u00e4nta med 10,5 % samt p\u00e5minnelseavgift 60 kr.",
        7.8,
    )
    p.rect(36, y + 6, 559, y + 40, 0.5)
    p.text(44, y + 20, "Bankgiro 5174-2290", 9, True)
    p.text(200, y + 20, "OCR 7106652090", 9, True)
    p.text(551, y + 20, "F\u00f6rfallodag 2025-12-12", 9, True, align="r")
    p.text(44, y + 33, "Ange alltid OCR-numret vid betalning.", 7.2, color=GREY)
    p.hline(792, 36, 559, 0.4, LIGHT)
    p.text(
        297.5,
        804,
        "Norrlands Kyl & V\u00e4rme AB \u00b7 S\u00e5gverksgatan 9, 903 27 Ume\u00e5 \u00b7 Org.nr 556812-4470 \u00b7 "
        "Momsreg.nr SE556812447001 \u00b7 Godk\u00e4nd f\u00f6r F-skatt",
        6.8,
        align="c",
        color=GREY,
    )

    same(82791.52, net, "subtotal")
    same(20697.88, moms, "moms")
    same(103489.40, tot, "total")
    same(12256.25, rot, "ROT")
    same(-0.15, oren, "öresavrundning")
    same(91233.00, rounded, "att betala")
    fields = {
        "invoice_number": F("71-06652", 1, "Fakturanummer 71-06652"),
        "invoice_date": F("2025-11-12", 1, "Fakturadatum 2025-11-12"),
        "due_date": F("2025-12-12", 1, "F\u00f6rfallodatum 2025-12-12"),
        "vendor_name": F(
            "Norrlands Kyl & V\u00e4rme AB", 1, "Norrlands Kyl & V\u00e4rme AB V\u00e4rmepumpar"
        ),
        "bill_to": F("Karin Sj\u00f6str\u00f6m", 1, "Fakturaadress Karin Sj\u00f6str\u00f6m"),
        "currency": F("SEK", 1, "Att betala SEK 91 233,00"),
        "subtotal": F(82791.52, 1, "Summa exkl. moms 82 791,52"),
        "tax": F(20697.88, 1, "Moms 25 % 20 697,88"),
        "total": F(103489.40, 1, "Summa inkl. moms 103 489,40"),
        "amount_due": F(91233.00, 1, "Att betala SEK 91 233,00"),
    }
    notes = (
        "Swedish faktura to a private person (bill_to is the person, Karin Sj\u00f6str\u00f6m). Header facts sit in a "
        "right-hand box with right-aligned values; the work dates, the work order and the payment terms are "
        "distractors. A 10 % material discount line and a freight line are inside 'Summa exkl. moms' "
        "(subtotal); 'Moms 25 %' is tax and 'Summa inkl. moms' is the invoice total. The preliminary ROT tax "
        "reduction (50 % of the labour cost incl. VAT) is deducted AFTER the total, then an \u00f6re rounding, "
        "giving 'Att betala SEK' (amount_due). Space thousands with decimal comma. The labour cost incl. VAT, "
        "the late-payment interest 10,5 %, the reminder fee, Bankgiro and OCR are distractors."
    )
    sums = [
        SUM(
            "lines to subtotal",
            [
                (1, T("VP-LV8", 64900.00, 1, "64 900,00 64 900,00")),
                (1, T("INST-MAT", 4312.80, 1, "4 312,80 4 312,80")),
                (1, T("rabatt", -6921.28, 1, "Rabatt material 10 % -6 921,28")),
                (1, T("ARB-VVS", 15290.00, 1, "695,00 15 290,00")),
                (1, T("ARB-EL", 4320.00, 1, "720,00 4 320,00")),
                (1, T("frakt", 890.00, 1, "Frakt och emballage 1 st 890,00 890,00")),
            ],
            "subtotal",
        ),
        SUM(
            "ROT and rounding",
            [
                (1, "total"),
                (1, T("ROT-avdrag", -12256.25, 1, "ROT 50 % -12 256,25")),
                (1, T("öresavrundning", -0.15, 1, "\u00d6resavrundning -0,15")),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 6 Japanese qualified invoice (English)
def yen(v):
    return "\u00a5" + US(v, 0)


@doc("b10_inv_jp_qualified", "invoice", "Minatomachi Shokuzai Trading Co., Ltd. invoice MST-2511-0387")
def inv_jp_qualified():
    p = Pdf(595, 842)
    p.new_page()
    p.text(297.5, 52, "INVOICE", 20, True, align="c")
    p.text(
        297.5,
        66,
        "(Qualified Invoice under the Japanese consumption tax invoice system)",
        7.5,
        align="c",
        color=GREY,
    )
    # customer left
    lines_block(
        p,
        36,
        100,
        [
            "Kaede Dining Group Co., Ltd.",
            "Attn: Purchasing Department",
            "4-9-12 Nishiki, Naka-ku",
            "Nagoya, Aichi 460-0003",
        ],
        9,
        12.5,
        bold_first=True,
    )
    p.hline(104, 36, 250, 0.6)
    p.text(36, 160, "Customer code: K-0172", 7.8, color=GREY)
    # vendor right
    lines_block(
        p,
        340,
        96,
        [
            "Minatomachi Shokuzai Trading Co., Ltd.",
            "2-6-31 Minatomachi, Minato-ku",
            "Nagoya, Aichi 455-0037",
            "TEL 052-661-4402",
            "Registration No. T4180001093357",
        ],
        8,
        11,
        bold_first=True,
    )
    p.rect(520, 140, 556, 176, 0.6, color=(0.7, 0.1, 0.1))
    p.text(538, 161, "SEAL", 6.5, align="c", color=(0.7, 0.1, 0.1))
    kv(
        p,
        36,
        130,
        182,
        [
            ("Invoice No.", "MST-2511-0387"),
            ("Issue date", "2025/12/05"),
            ("Closing date", "2025/11/30"),
            ("Payment due", "2025/12/26"),
        ],
        8.2,
        12.5,
    )
    p.text(
        36,
        244,
        "We hereby invoice you for the goods delivered in the billing period 2025/11/01 - 2025/11/30.",
        8,
    )
    lines = [
        ("11/04", "D-55102", "Rishiri kombu, dried, 1 kg *", 12, "bag", 6480, 8),
        ("11/04", "D-55102", "Katsuobushi hana-katsuo flakes 500 g *", 30, "pk", 2150, 8),
        ("11/11", "D-55287", "Shiro miso, Shinshu, 10 kg tub *", 8, "tub", 7920, 8),
        ("11/11", "D-55287", "Bamboo chopsticks 21 cm (100 pairs)", 40, "box", 580, 10),
        ("11/18", "D-55461", "Hon-mirin 1.8 L (alcoholic seasoning)", 24, "btl", 1380, 10),
        ("11/25", "D-55618", "Yuzu kosho paste 1 kg *", 6, "tub", 4860, 8),
        ("11/25", "D-55618", "Insulated delivery box rental (November)", 1, "set", 3300, 10),
        ("11/25", "-", "Delivery charge (4 deliveries)", 4, "trip", 1100, 10),
    ]
    base = {8: D(0), 10: D(0)}
    rowsd = []
    for dt, slip, txt, n, u, pr, r in lines:
        a = D(n) * D(pr)
        base[r] += a
        rowsd.append((dt, slip, txt, n, u, pr, r, a))
    sub = base[8] + base[10]
    tax8 = (base[8] * D("0.08")).quantize(D(1), rounding=ROUND_FLOOR)
    tax10 = (base[10] * D("0.10")).quantize(D(1), rounding=ROUND_FLOOR)
    tax = tax8 + tax10
    tot = sub + tax
    prev = D(1284920)
    paid = D(1284920)
    carried = prev - paid
    billed = carried + tot
    # summary strip
    y = strip(
        p,
        258,
        [
            (36, 120, "Previous billing", yen(prev)),
            (120, 204, "Payment received", yen(paid)),
            (204, 278, "Carried over", yen(carried)),
            (278, 370, "Current purchases", yen(sub)),
            (370, 446, "Consumption tax", yen(tax)),
            (446, 559, "Amount Billed This Period", yen(billed)),
        ],
        28,
        6.4,
        9,
        shade=0.95,
    )
    p.text(
        36,
        y + 11,
        "Payment received on 2025/11/25 for invoice MST-2510-0355. Amounts in Japanese yen.",
        7.2,
        color=GREY,
    )
    y += 32
    cols = [
        (40, "Date"),
        (72, "Slip No."),
        (118, "Item"),
        (360, "Qty", "r"),
        (366, "Unit"),
        (440, "Unit price", "r"),
        (474, "Rate", "r"),
        (555, "Amount", "r"),
    ]
    y = table_head(p, y, cols, 7.8, x0=36, x1=559, g=0.9)
    for dt, slip, txt, n, u, pr, r, a in rowsd:
        p.row(
            y,
            [
                (40, dt),
                (72, slip),
                (118, txt),
                (360, str(n), "r"),
                (366, u),
                (440, US(pr, 0), "r"),
                (474, f"{r}%", "r"),
                (555, US(a, 0), "r"),
            ],
            8,
        )
        y += 14
    p.hline(y - 8, 36, 559, 0.5)
    p.text(40, y + 4, "* reduced tax rate item (8%)", 7.2, color=GREY)
    y += 22
    p.text(40, y, "Breakdown by tax rate", 8, True)
    yy = table_head(
        p,
        y + 14,
        [(44, "Rate"), (150, "Taxable amount", "r"), (230, "Tax", "r")],
        7.4,
        x0=40,
        x1=240,
        g=0.92,
    )
    p.row(yy, [(44, "10% target"), (150, yen(base[10]), "r"), (230, yen(tax10), "r")], 8)
    p.row(yy + 13, [(44, "8% target (reduced)"), (150, yen(base[8]), "r"), (230, yen(tax8), "r")], 8)
    totals(
        p,
        330,
        555,
        y,
        [
            ("Subtotal (excl. tax)", yen(sub)),
            ("Consumption tax", yen(tax)),
            ("Total (tax incl.)", yen(tot), True),
        ],
        9,
        15,
    )
    y += 80
    lines_block(
        p,
        36,
        y,
        [
            "Bank transfer: Owari Shinkin Bank, Minatomachi Branch, Ordinary account 2281047",
            "Account name: Minatomachi Shokuzai Trading Co., Ltd.",
            "Please note that bank transfer charges are to be borne by the customer.",
        ],
        8,
        12,
    )
    p.footer("Minatomachi Shokuzai Trading Co., Ltd. - page 1 of 1")

    same(298800, sub, "subtotal")
    same(25184, tax, "tax")
    same(323984, tot, "total")
    same(323984, billed, "amount billed")
    fields = {
        "invoice_number": F("MST-2511-0387", 1, "Invoice No. MST-2511-0387"),
        "invoice_date": F("2025-12-05", 1, "Issue date 2025/12/05"),
        "due_date": F("2025-12-26", 1, "Payment due 2025/12/26"),
        "vendor_name": F(
            "Minatomachi Shokuzai Trading Co., Ltd.",
            1,
            "Minatomachi Shokuzai Trading Co., Ltd. 2-6-31 Minatomachi",
        ),
        "bill_to": F(
            "Kaede Dining Group Co., Ltd.", 1, "Kaede Dining Group Co., Ltd. Attn: Purchasing Department"
        ),
        "currency": F("JPY", 1, "Amounts in Japanese yen."),
        "subtotal": F(298800, 1, "Subtotal (excl. tax) \u00a5298,800"),
        "tax": F(25184, 1, "Consumption tax \u00a525,184"),
        "total": F(323984, 1, "Total (tax incl.) \u00a5323,984"),
        "amount_due": F(323984, 1, "Amount Billed This Period \u00a5323,984"),
    }
    notes = (
        "Japanese qualified invoice in English (billing statement style). Dates are YYYY/MM/DD: issue date "
        "2025/12/05, closing (cut-off) date 2025/11/30 and per-line delivery dates (MM/DD) are distractors next "
        "to the payment due date 2025/12/26. A summary strip at the top shows the previous billing "
        "\u00a51,284,920 and the payment received for it (distractors), the carried-over balance \u00a50, current "
        "purchases (= subtotal), consumption tax and 'Amount Billed This Period' (amount_due; equal to the total "
        "because nothing is carried over). Consumption tax is computed per rate (10 % and reduced 8 %, rounded "
        "down) in a breakdown table. Yen have no decimals. The registration number and the bank account are "
        "distractors."
    )
    sums = [
        SUM(
            "taxable amounts by rate",
            [
                (1, T("10% target", 64020, 1, "10% target \u00a564,020 \u00a56,402")),
                (1, T("8% target", 234780, 1, "8% target (reduced) \u00a5234,780 \u00a518,782")),
            ],
            "subtotal",
        ),
        SUM(
            "tax by rate",
            [
                (1, T("10% tax", 6402, 1, "10% target \u00a564,020 \u00a56,402")),
                (1, T("8% tax", 18782, 1, "8% target (reduced) \u00a5234,780 \u00a518,782")),
            ],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 7 Indian GST tax invoice
def inr(v):
    return IN(v)


@doc("b10_inv_in_gst", "invoice", "Sahyadri Polymers Private Limited tax invoice SPPL/25-26/1487")
def inv_in_gst():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.text(297.5, 36, "TAX INVOICE", 12, True, align="c")
    p.text(559, 36, "(ORIGINAL FOR RECIPIENT)", 6.8, align="r", color=GREY)
    X0, XM, X1 = 30, 300, 565
    top = 44
    p.rect(X0, top, X1, 790, 0.8)
    # seller box
    p.line(XM, top, XM, 300)
    lines_block(
        p,
        X0 + 5,
        top + 13,
        [
            "Sahyadri Polymers Private Limited",
            "Plot No. C-41, MIDC Chakan Phase II",
            "Pune - 410501, Maharashtra",
            "GSTIN/UIN: 27AAHCS4418K1Z6",
            "State Name: Maharashtra, Code: 27",
            "E-Mail: accounts@sahyadripolymers.example",
        ],
        7.8,
        10.6,
        bold_first=True,
    )
    # right grid
    cells = [
        ("Invoice No.", "SPPL/25-26/1487", "Dated", "18-Nov-2025"),
        ("Delivery Note", "DN-2211", "Mode/Terms of Payment", "45 Days"),
        ("Buyer's Order No.", "GAI/PO/0931", "Dated", "03-Nov-2025"),
        ("Dispatch Doc No.", "LR 558017", "Delivery Note Date", "17-Nov-2025"),
        ("Dispatched through", "Road - MH14KD2281", "Destination", "Nashik"),
        ("e-Way Bill No.", "6412 0983 7716", "Terms of Delivery", "Ex-works Chakan"),
    ]
    yy = top
    h = 25
    XC = (XM + X1) / 2
    for la, va, lb, vb in cells:
        p.line(XM, yy + h, X1, yy + h)
        p.line(XC, yy, XC, yy + h)
        p.text(XM + 4, yy + 9, la, 6.6, color=GREY)
        p.text(XM + 4, yy + 20, va, 7.8, True)
        p.text(XC + 4, yy + 9, lb, 6.6, color=GREY)
        p.text(XC + 4, yy + 20, vb, 7.8, True)
        yy += h
    p.line(X0, top + 80, XM, top + 80)
    p.text(X0 + 5, top + 92, "Consignee (Ship to)", 6.8, color=GREY)
    lines_block(
        p,
        X0 + 5,
        top + 104,
        [
            "Trimbak Coating Works",
            "Shed No. 9, Satpur MIDC, Nashik - 422007",
            "GSTIN/UIN: 27AFRPT6620Q1ZB",
            "State Name: Maharashtra, Code: 27",
        ],
        7.8,
        10.6,
        bold_first=True,
    )
    p.line(X0, top + 150, XM, top + 150)
    p.text(X0 + 5, top + 162, "Buyer (Bill to)", 6.8, color=GREY)
    lines_block(
        p,
        X0 + 5,
        top + 174,
        [
            "Godavari Agro Implements LLP",
            "Gat No. 214, Sinnar MIDC, Nashik - 422113",
            "GSTIN/UIN: 27AAKFG7720P1ZQ",
            "State Name: Maharashtra, Code: 27",
            "Place of Supply: Maharashtra",
        ],
        7.8,
        10.6,
        bold_first=True,
    )
    p.line(X0, 300, X1, 300)
    y = 300
    cols = [
        (34, "Sl"),
        (52, "Description of Goods"),
        (290, "HSN/SAC"),
        (380, "Quantity", "r"),
        (440, "Rate", "r"),
        (448, "per"),
        (561, "Amount", "r"),
    ]
    y = table_head(p, y + 12, cols, 7.4, x0=X0, x1=X1, g=0.9)
    lines = [
        ("HDPE seed hopper, moulded, 25 L", "39269099", "240", "Nos", "612.35"),
        ("PP gear cover, grey, type GC-4", "84839000", "600", "Nos", "84.75"),
        ("Packing & Forwarding Charges", "998540", "1", "Lot", "2358.40"),
    ]
    hsn = []
    for i, (txt, code, n, u, pr) in enumerate(lines, 1):
        a = ext(n, pr)
        hsn.append((code, a))
        p.row(
            y,
            [
                (36, str(i)),
                (52, txt),
                (290, code),
                (380, f"{n} {u}", "r"),
                (440, inr(pr), "r"),
                (448, u),
                (561, inr(a), "r"),
            ],
            7.9,
        )
        y += 15
    taxable = sum((a for _, a in hsn), D(0))
    cg = pct(taxable, 9)
    sg = pct(taxable, 9)
    tax = cg + sg
    raw = taxable + tax
    grand = q(raw, 0)
    ro = grand - raw
    y += 4
    p.row(y, [(290, "Output CGST @ 9%"), (440, "9", "r"), (448, "%"), (561, inr(cg), "r")], 7.9, True)
    y += 14
    p.row(y, [(290, "Output SGST @ 9%"), (440, "9", "r"), (448, "%"), (561, inr(sg), "r")], 7.9, True)
    y += 14
    p.row(y, [(290, "Less: Round Off"), (561, "(-)" + inr(-ro), "r")], 7.9)
    y += 10
    p.line(X0, y, X1, y)
    y += 12
    p.row(y, [(290, "Total"), (380, "840 Nos", "r"), (561, "\u20b9 " + inr(grand), "r")], 8.4, True)
    y += 6
    p.line(X0, y, X1, y)
    y += 12
    p.text(34, y, "Amount Chargeable (in words)", 6.8, color=GREY)
    p.text(561, y, "E. & O.E", 6.8, align="r", color=GREY)
    y += 11
    p.text(34, y, "INR Two Lakh Thirty Six Thousand Two Hundred Three Only", 8.4, True)
    y += 10
    p.line(X0, y, X1, y)
    # HSN summary
    hx = [
        (34, "HSN/SAC"),
        (190, "Taxable Value", "r"),
        (240, "CGST Rate", "r"),
        (312, "CGST Amount", "r"),
        (372, "SGST Rate", "r"),
        (444, "SGST Amount", "r"),
        (561, "Total Tax Amount", "r"),
    ]
    y = table_head(p, y + 14, hx, 6.8, x0=X0, x1=X1, g=0.93)
    tcg = tsg = D(0)
    for code, a in hsn:
        c, s = pct(a, 9), pct(a, 9)
        tcg += c
        tsg += s
        p.row(
            y,
            [
                (34, code),
                (190, inr(a), "r"),
                (240, "9%", "r"),
                (312, inr(c), "r"),
                (372, "9%", "r"),
                (444, inr(s), "r"),
                (561, inr(c + s), "r"),
            ],
            7.6,
        )
        y += 13
    p.line(X0, y - 9, X1, y - 9)
    p.row(
        y,
        [
            (34, "Total"),
            (190, inr(taxable), "r"),
            (312, inr(cg), "r"),
            (444, inr(sg), "r"),
            (561, inr(tax), "r"),
        ],
        7.6,
        True,
    )
    y += 16
    p.text(34, y, "Tax Amount (in words): INR Thirty Six Thousand Thirty One and Four paise Only", 7.8)
    y += 20
    lines_block(
        p,
        34,
        y,
        [
            "Company's Bank Details: Bank Name: Deccan Co-operative Bank Ltd.",
            "A/c No.: 0412 0050 0018 847   IFS Code: DCBL0000412   Branch: Chakan",
            "Company's PAN: AAHCS4418K",
        ],
        7.6,
        11,
    )
    y += 44
    p.text(34, y, "Declaration", 7.2, True)
    y = p.wrap(
        34,
        y + 11,
        300,
        "We declare that this invoice shows the actual price of the goods described and that all particulars "
        "are true and correct. Interest @ 18% p.a. will be charged on bills not paid within the credit period.",
        7,
    )
    p.text(561, y - 20, "for Sahyadri Polymers Private Limited", 7.8, True, align="r")
    p.text(561, y + 14, "Authorised Signatory", 7.2, align="r")
    p.text(
        297.5,
        804,
        "SUBJECT TO PUNE JURISDICTION \u2013 This is a Computer Generated Invoice",
        6.8,
        align="c",
        color=GREY,
    )

    same(200172.40, taxable, "subtotal")
    same(18015.52, cg, "CGST")
    same(36031.04, tax, "tax")
    same(-0.44, ro, "round off")
    same(236203.00, grand, "total")
    same(tcg + tsg, tax, "HSN tax total")
    fields = {
        "invoice_number": F("SPPL/25-26/1487", 1, "Invoice No. SPPL/25-26/1487"),
        "invoice_date": F("2025-11-18", 1, "Dated 18-Nov-2025 Delivery Note"),
        "due_date": NULL(),
        "vendor_name": F(
            "Sahyadri Polymers Private Limited", 1, "Sahyadri Polymers Private Limited Plot No. C-41"
        ),
        "bill_to": F("Godavari Agro Implements LLP", 1, "Buyer (Bill to) Godavari Agro Implements LLP"),
        "currency": F("INR", 1, "Total 840 Nos \u20b9 2,36,203.00"),
        "subtotal": F(200172.40, 1, "Total 2,00,172.40 18,015.52 18,015.52 36,031.04"),
        "tax": F(36031.04, 1, "Total 2,00,172.40 18,015.52 18,015.52 36,031.04"),
        "total": F(236203.00, 1, "Total 840 Nos \u20b9 2,36,203.00"),
        "amount_due": NULL(),
    }
    notes = (
        "Indian GST tax invoice (intra-state: CGST 9 % + SGST 9 %) in a ruled grid. Indian digit grouping "
        "(2,36,203.00). The invoice date is the 'Dated' cell beside the invoice number; the buyer's order date "
        "03-Nov-2025 and the delivery note date 17-Nov-2025 are distractors. Buyer (Bill to) is billed; the "
        "Consignee (Ship to) is a job-worker and a distractor. The item table carries the CGST and SGST rows and "
        "a round-off of (-)0.44 before 'Total'. subtotal is the taxable value and tax the 'Total Tax Amount' in "
        "the Total row of the HSN/SAC summary (the quote is that row; each label takes its column). due_date "
        "is null: only 'Mode/Terms of Payment 45 Days' is printed, no date. amount_due is null: no separate "
        "amount to pay besides the invoice total. The total quantity 840 Nos, the e-way bill and the bank "
        "details are distractors."
    )
    sums = [
        SUM(
            "taxable value by HSN",
            [
                (1, T("39269099", 146964.00, 1, "39269099 1,46,964.00 9% 13,226.76")),
                (1, T("84839000", 50850.00, 1, "84839000 50,850.00 9% 4,576.50")),
                (1, T("998540", 2358.40, 1, "998540 2,358.40 9% 212.26")),
            ],
            "subtotal",
        ),
        SUM(
            "CGST and SGST to total tax",
            [
                (1, T("CGST", 18015.52, 1, "Output CGST @ 9% 9 % 18,015.52")),
                (1, T("SGST", 18015.52, 1, "Output SGST @ 9% 9 % 18,015.52")),
            ],
            "tax",
        ),
        SUM(
            "round off",
            [(1, "subtotal"), (1, "tax"), (-1, T("round off", 0.44, 1, "Less: Round Off (-)0.44"))],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 8 Australian GST-inclusive tax invoice
@doc("b10_inv_au_gst_inclusive", "invoice", "Bellbird Joinery & Cabinets Pty Ltd tax invoice INV-20931")
def inv_au_gst_inclusive():
    p = Pdf(595, 842)
    p.new_page()
    p.shade(14, 14, 200, 828, 0.94)
    p.text(30, 60, "TAX", 26, True, color=(0.15, 0.35, 0.3))
    p.text(30, 88, "INVOICE", 26, True, color=(0.15, 0.35, 0.3))
    y = 124
    facts = [
        ("Invoice number", "INV-20931"),
        ("Invoice date", "30/10/2025"),
        ("Due date", "13/11/2025"),
        ("Quote ref.", "Q-7718 (02/09/2025)"),
        ("Job no.", "J-4402"),
        ("Your order no.", "PB-0581"),
    ]
    for k, v in facts:
        p.text(30, y, k, 7.2, color=GREY)
        p.text(30, y + 12, v, 9.5, True)
        y += 30
    y += 10
    p.text(30, y, "Pay by direct deposit", 7.2, True, color=GREY)
    lines_block(
        p,
        30,
        y + 13,
        ["Bellbird Joinery & Cabinets", "BSB 082-447", "Account 51 884 2090", "Reference: INV-20931"],
        8,
        11,
    )
    # vendor top right
    p.text(559, 52, "Bellbird Joinery & Cabinets Pty Ltd", 13, True, align="r")
    lines_block(
        p,
        400,
        68,
        [
            "ABN 61 604 118 273",
            "27 Tallowwood Drive",
            "Coffs Harbour NSW 2450",
            "accounts@bellbirdjoinery.example",
        ],
        7.6,
        10,
        color=GREY,
    )
    p.text(220, 130, "Invoice to", 7.2, True, color=GREY)
    lines_block(
        p,
        220,
        144,
        [
            "Pelican Bay Holiday Apartments Pty Ltd",
            "c/- Strata Manager: Coastline Strata",
            "PO Box 518",
            "Coffs Harbour NSW 2450",
        ],
        8.6,
        11.5,
        bold_first=True,
    )
    p.text(420, 130, "Site", 7.2, True, color=GREY)
    lines_block(
        p, 420, 144, ["Unit 14, 3 Marine Parade", "Sawtell NSW 2452", "Access via rear lane"], 8.6, 11.5
    )
    y = 218
    cols = [(220, "Description"), (470, "Qty", "r"), (559, "Amount (inc. GST)", "r")]
    y = table_head(p, y, cols, 7.8, x0=216, x1=563, g=None)
    lines = [
        ("Kitchen cabinetry supply & install (as per quote Q-7718)", 1, "14850.00"),
        ("Stone benchtop 20 mm, Calacatta-look, incl. cut-outs", 1, "4290.00"),
        ("Soft-close drawer runner upgrade", 8, "65.00"),
        ("Site delivery and rubbish removal", 1, "180.00"),
    ]
    amts = []
    for txt, n, pr in lines:
        a = ext(n, pr)
        amts.append(a)
        p.row(y, [(220, txt), (470, str(n), "r"), (559, "$" + US(a), "r")], 8.2)
        if n > 1:
            p.text(220, y + 10, f"{n} x ${US(pr)}", 6.8, color=GREY)
            y += 8
        y += 16
    p.hline(y - 8, 216, 563, 0.5)
    tot = sum(amts, D(0))
    gst = q(tot / 11)
    dep = pct(tot, 30)
    due = tot - dep
    y += 12
    y = totals(
        p,
        330,
        559,
        y,
        [
            ("Total (inc. GST)", "$" + US(tot), True),
            ("Total includes GST of", "$" + US(gst)),
            ("Less deposit received 24/09/2025", "-$" + US(dep)),
        ],
        8.8,
        15,
    )
    p.hline(y - 9, 330, 563, 0.9)
    p.text(330, y + 6, "Balance due", 12, True)
    p.text(559, y + 6, "$" + US(due), 12, True, align="r")
    y += 36
    y = p.wrap(
        220,
        y,
        339,
        "All amounts are in Australian dollars (AUD) and include GST. Please pay the balance by the due date. "
        "Cabinetry carries a 7-year structural warranty from the date of installation (21/10/2025).",
        7.8,
    )

    same(19840.00, tot, "total")
    same(1803.64, gst, "GST")
    same(5952.00, dep, "deposit")
    same(13888.00, due, "balance due")
    fields = {
        "invoice_number": F("INV-20931", 1, "Invoice number INV-20931"),
        "invoice_date": F("2025-10-30", 1, "Invoice date 30/10/2025"),
        "due_date": F("2025-11-13", 1, "Due date 13/11/2025"),
        "vendor_name": F(
            "Bellbird Joinery & Cabinets Pty Ltd", 1, "Bellbird Joinery & Cabinets Pty Ltd ABN 61 604 118 273"
        ),
        "bill_to": F(
            "Pelican Bay Holiday Apartments Pty Ltd", 1, "Invoice to Pelican Bay Holiday Apartments Pty Ltd"
        ),
        "currency": F("AUD", 1, "All amounts are in Australian dollars (AUD) and include GST."),
        "subtotal": NULL(),
        "tax": F(1803.64, 1, "Total includes GST of $1,803.64"),
        "total": F(19840.00, 1, "Total (inc. GST) $19,840.00"),
        "amount_due": F(13888.00, 1, "Balance due $13,888.00"),
    }
    notes = (
        "Australian tax invoice with GST-INCLUSIVE prices: the lines and 'Total (inc. GST)' include GST and the "
        "GST is printed only as 'Total includes GST of $1,803.64' (one eleventh). subtotal is null: no pre-tax "
        "total is printed anywhere (it must not be computed). Header facts sit in a shaded left sidebar with "
        "each label above its value (DD/MM/YYYY dates); the quote date 02/09/2025, the deposit date, the "
        "installation date and the job and order numbers are distractors. The deposit is deducted after the "
        "total, giving 'Balance due' (amount_due). The Site address and the strata manager line are not the "
        "billed party."
    )
    sums = [
        SUM(
            "GST-inclusive lines to total",
            [
                (1, T("cabinetry", 14850.00, 1, "1 $14,850.00")),
                (1, T("benchtop", 4290.00, 1, "1 $4,290.00")),
                (1, T("drawer runners", 520.00, 1, "8 $520.00")),
                (1, T("delivery", 180.00, 1, "1 $180.00")),
            ],
            "total",
        ),
        SUM(
            "deposit deducted",
            [(1, "total"), (-1, T("deposit", 5952.00, 1, "Less deposit received 24/09/2025 -$5,952.00"))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 9 Mexican CFDI factura
@doc("b10_inv_mx_cfdi", "invoice", "Refacciones Industriales del Baj\u00edo, S.A. de C.V. CFDI FA-11802")
def inv_mx_cfdi():
    p = Pdf(612, 792)
    p.new_page()
    p.text(36, 48, "Refacciones Industriales del Baj\u00edo, S.A. de C.V.", 12.5, True)
    lines_block(
        p,
        36,
        62,
        [
            "RFC: RIB0807145K2",
            "R\u00e9gimen fiscal: 601 General de Ley Personas Morales",
            "Blvd. Hermanos Aldama 4120, Col. Industrial, Le\u00f3n, Gto.",
        ],
        7.6,
        10,
        color=GREY,
    )
    p.rect(370, 30, 576, 124, 0.7)
    p.shade(370, 30, 576, 44, 0.8)
    p.text(473, 41, "FACTURA", 9.5, True, align="c")
    kv(
        p,
        376,
        436,
        56,
        [
            ("Serie y folio:", "FA-11802"),
            ("Folio fiscal:", "5C1E7A2B-93D4-4F60-8B21-0A7E4D9F3C18"),
            ("No. certificado:", "00001000000712448013"),
            ("Fecha emisi\u00f3n:", "2025-11-03T10:22:41"),
            ("Lugar expedici\u00f3n:", "37545"),
            ("Tipo comprobante:", "I - Ingreso"),
            ("Exportaci\u00f3n:", "01 - No aplica"),
        ],
        6.4,
        9.6,
    )
    p.rect(36, 136, 576, 190, 0.5)
    p.text(42, 148, "RECEPTOR", 7, True, color=GREY)
    kv(
        p,
        42,
        140,
        160,
        [
            ("Nombre:", "Tortiller\u00edas La Espiga Dorada, S. de R.L. de C.V."),
            ("RFC:", "TED1203289A1"),
            ("Uso CFDI:", "G03 - Gastos en general"),
        ],
        7.6,
        11,
    )
    kv(
        p,
        360,
        460,
        160,
        [
            ("Domicilio fiscal:", "C.P. 38010"),
            ("R\u00e9gimen fiscal:", "601"),
            ("Orden de compra:", "OC-2025-7713"),
        ],
        7.6,
        11,
    )
    y = 212
    cols = [
        (40, "Clave"),
        (88, "Cant."),
        (112, "Unidad"),
        (166, "Descripci\u00f3n"),
        (470, "Valor unitario", "r"),
        (572, "Importe", "r"),
    ]
    y = table_head(p, y, cols, 7.4, x0=36, x1=576, g=0.88)
    lines = [
        ("31171504", 40, "H87 Pieza", "Rodamiento de bolas 6205-2RS", "486.30"),
        ("31171700", 12, "H87 Pieza", "Banda en V tipo B-68", "1215.00"),
        ("26101700", 1, "H87 Pieza", "Motorreductor 3 HP relaci\u00f3n 1:40", "38940.00"),
        (
            "72154000",
            1,
            "E48 Servicio",
            "Servicio de instalaci\u00f3n y alineaci\u00f3n en planta",
            "6500.00",
        ),
    ]
    sub = D(0)
    iva = D(0)
    for clave, n, un, txt, pr in lines:
        a = ext(n, pr)
        t = pct(a, 16)
        sub += a
        iva += t
        p.row(
            y, [(40, clave), (88, str(n)), (112, un), (166, txt), (470, US(pr), "r"), (572, US(a), "r")], 7.8
        )
        y += 11
        p.text(
            166,
            y,
            f"Objeto imp.: 02  Traslado IVA 002  Base {US(a)}  Tasa 0.160000  Importe {US(t)}",
            6.4,
            color=GREY,
        )
        y += 15
    p.hline(y - 8, 36, 576, 0.5)
    tot = sub + iva
    y += 10
    y0 = y
    y = kv(
        p,
        40,
        150,
        y,
        [
            ("Moneda:", "MXN - Peso Mexicano"),
            ("Forma de pago:", "99 - Por definir"),
            ("M\u00e9todo de pago:", "PPD - Pago en parcialidades o diferido"),
            ("Condiciones de pago:", "Cr\u00e9dito 30 d\u00edas, vence 03/12/2025"),
        ],
        7.6,
        12,
    )
    totals(
        p,
        400,
        572,
        y0,
        [
            ("Subtotal", "$" + US(sub)),
            ("IVA Trasladado 16%", "$" + US(iva)),
            ("Total", "$" + US(tot), True),
        ],
        9,
        14,
    )
    y += 6
    p.text(40, y, "Importe con letra:", 7.4, color=GREY)
    p.text(40, y + 12, "(NOVENTA Y DOS MIL CIENTO OCHENTA Y SIETE PESOS 52/100 M.N.)", 8.2, True)
    y += 36
    seal = "kT4mQ9wZ7pL2vX8rB3nF6hJ1cY5sD0gA4eU7iO2tR9mW3qZ8xV1bN6kH5jL0pG2fC7aS4dE9uI3oY6rT1wQ8zX5vB2nM7kJ4hG0fD3s"
    for lab, body in (
        ("Sello digital del CFDI:", seal),
        ("Sello del SAT:", seal[::-1]),
        (
            "Cadena original del complemento de certificaci\u00f3n digital del SAT:",
            "||1.1|5C1E7A2B-93D4-4F60-8B21-0A7E4D9F3C18|2025-11-03T10:23:05|SPR190613I52|"
            + seal[:40]
            + "|00001000000705250068||",
        ),
    ):
        p.text(40, y, lab, 6.8, True)
        y = p.wrap(40, y + 9, 532, body, 5.8, face="mono") + 3
    p.text(
        40,
        y + 6,
        "Fecha y hora de certificaci\u00f3n: 2025-11-03T10:23:05  \u00b7  RFC del PAC: SPR190613I52",
        6.8,
    )
    p.text(
        306, 760, "Este documento es una representaci\u00f3n impresa de un CFDI 4.0", 7, align="c", color=GREY
    )

    same(79472.00, sub, "subtotal")
    same(12715.52, iva, "IVA")
    same(92187.52, tot, "total")
    fields = {
        "invoice_number": F("FA-11802", 1, "Serie y folio: FA-11802"),
        "invoice_date": F("2025-11-03", 1, "Fecha emisi\u00f3n: 2025-11-03T10:22:41"),
        "due_date": F("2025-12-03", 1, "Condiciones de pago: Cr\u00e9dito 30 d\u00edas, vence 03/12/2025"),
        "vendor_name": F(
            "Refacciones Industriales del Baj\u00edo, S.A. de C.V.",
            1,
            "Refacciones Industriales del Baj\u00edo, S.A. de C.V. RFC: RIB0807145K2",
        ),
        "bill_to": F(
            "Tortiller\u00edas La Espiga Dorada, S. de R.L. de C.V.",
            1,
            "Nombre: Tortiller\u00edas La Espiga Dorada, S. de R.L. de C.V.",
        ),
        "currency": F("MXN", 1, "Moneda: MXN - Peso Mexicano"),
        "subtotal": F(79472.00, 1, "Subtotal $79,472.00"),
        "tax": F(12715.52, 1, "IVA Trasladado 16% $12,715.52"),
        "total": F(92187.52, 1, "Total $92,187.52"),
        "amount_due": NULL(),
    }
    notes = (
        "Printed representation of a Mexican CFDI 4.0 invoice. The invoice number is 'Serie y folio' FA-11802; "
        "the UUID 'Folio fiscal' and the certificate number are distractors. The issue date is printed as an ISO "
        "timestamp (2025-11-03T10:22:41); the certification timestamp is a distractor. The due date appears only "
        "in the payment conditions ('vence 03/12/2025', DD/MM = 3 December). The bare '$' is Mexican pesos: the "
        "'Moneda' line names MXN. Each concept has a small per-line tax detail (Base / Importe) that adds up to "
        "the 'IVA Trasladado 16%' total. The purchase order, the receptor's fiscal postcode and regime, and "
        "the digital seals are distractors. amount_due is null: only the total is printed."
    )
    sums = [
        SUM(
            "conceptos to subtotal",
            [
                (1, T("rodamientos", 19452.00, 1, "486.30 19,452.00")),
                (1, T("bandas", 14580.00, 1, "1,215.00 14,580.00")),
                (1, T("motorreductor", 38940.00, 1, "38,940.00 38,940.00")),
                (1, T("servicio", 6500.00, 1, "6,500.00 6,500.00")),
            ],
            "subtotal",
        ),
        SUM(
            "IVA per concepto",
            [
                (1, T("IVA rodamientos", 3112.32, 1, "Base 19,452.00 Tasa 0.160000 Importe 3,112.32")),
                (1, T("IVA bandas", 2332.80, 1, "Base 14,580.00 Tasa 0.160000 Importe 2,332.80")),
                (1, T("IVA motorreductor", 6230.40, 1, "Base 38,940.00 Tasa 0.160000 Importe 6,230.40")),
                (1, T("IVA servicio", 1040.00, 1, "Base 6,500.00 Tasa 0.160000 Importe 1,040.00")),
            ],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 10 US invoice, factored, credit memo
@doc("b10_inv_us_factored_credit", "invoice", "Granite Peak Restaurant Equipment, Inc. invoice 118274")
def inv_us_factored_credit():
    p = Pdf(612, 792)
    p.new_page()
    p.text(36, 50, "GRANITE PEAK", 18, True, color=(0.2, 0.2, 0.25))
    p.text(36, 63, "RESTAURANT EQUIPMENT", 8.5, True, color=GREY)
    p.text(36, 84, "SOLD BY", 6.8, True, color=LIGHT)
    lines_block(
        p,
        36,
        96,
        [
            "Granite Peak Restaurant Equipment, Inc.",
            "5120 Brighton Blvd",
            "Denver, CO 80216",
            "(303) 555-0148",
        ],
        8,
        10.5,
        bold_first=True,
    )
    p.text(576, 50, "INVOICE", 22, True, align="r")
    grid = [
        ("Invoice No.", "118274", "Invoice Date", "10/21/2025"),
        ("Customer PO", "2R-0457", "Sales Order", "SO-55210"),
        ("Order Date", "09/30/2025", "Ship Date", "10/20/2025"),
        ("Terms", "2% 10, Net 30", "Customer No.", "TWO-RIV-01"),
    ]
    y = 62
    for a, b, c, d in grid:
        p.rect(352, y, 464, y + 22, 0.4)
        p.rect(464, y, 576, y + 22, 0.4)
        p.text(356, y + 8, a, 6.2, color=GREY)
        p.text(356, y + 18, b, 8.2, True)
        p.text(468, y + 8, c, 6.2, color=GREY)
        p.text(468, y + 18, d, 8.2, True)
        y += 22
    y = 168
    blocks = [
        (
            36,
            "SOLD TO",
            [
                "Two Rivers Taproom & Kitchen LLC",
                "Attn: Dana Whitfield",
                "118 N Lincoln Ave",
                "Loveland, CO 80537",
            ],
        ),
        (
            218,
            "SHIP TO",
            [
                "Harlan Build Group (GC)",
                "Two Rivers Taproom job site",
                "2450 E Eisenhower Blvd",
                "Loveland, CO 80537",
            ],
        ),
        (
            400,
            "REMIT TO",
            ["Front Range Capital Funding, LLC", "Dept. 4471", "P.O. Box 173390", "Denver, CO 80217-3390"],
        ),
    ]
    for x, head, ls in blocks:
        p.shade(x, y - 10, x + 176, y + 3, 0.85)
        p.text(x + 4, y, head, 7.2, True)
        lines_block(p, x + 4, y + 15, ls, 8, 10.5, bold_first=True)
    y += 64
    p.rect(36, y, 576, y + 26, 0.6)
    p.wrap(
        42,
        y + 10,
        528,
        "NOTICE OF ASSIGNMENT: This account has been assigned to and is payable only to Front Range Capital Funding, "
        "LLC. Payment to any other party does not discharge the debt.",
        7.2,
        bold=True,
    )
    y += 46
    cols = [
        (40, "Ord"),
        (64, "Shp"),
        (86, "B/O"),
        (108, "Item No."),
        (180, "Description"),
        (500, "Unit Price", "r"),
        (572, "Extension", "r"),
    ]
    y = table_head(p, y, cols, 7.6, x0=36, x1=576, g=0.88)
    lines = [
        (1, 1, "WIC-810-R", "Walk-in cooler 8 x 10 ft, remote refrigeration", "18450.00"),
        (4, 4, "PT-4830-SS", "Sandwich prep table 48 in, 12-pan, stainless", "2185.00"),
        (6, 4, "SH-1860-W", "Wire shelving unit 18 x 60 in, 5-tier", "239.50"),
        (2, 2, "HS-3C-16", "Three-compartment sink, 16 gauge", "1690.00"),
        (1, 0, "IM-500-A", "Ice machine 500 lb, air-cooled (backordered)", "5240.00"),
        (10, 10, "FM-2436", "Anti-fatigue floor mat 24 x 36 in", "42.75"),
    ]
    merch = D(0)
    for o, s, item, txt, pr in lines:
        a = ext(s, pr)
        merch += a
        p.row(
            y,
            [
                (40, str(o)),
                (64, str(s)),
                (86, str(o - s)),
                (108, item),
                (180, txt),
                (500, US(pr), "r"),
                (572, US(a), "r"),
            ],
            8,
        )
        y += 15
    p.hline(y - 8, 36, 576, 0.5)
    freight = D("1286.00")
    sub = merch + freight
    tax = pct(sub, D("7.55"))
    tot = sub + tax
    cm = D("1250.00")
    due = tot - cm
    y += 12
    y_left = y
    y = totals(
        p,
        380,
        572,
        y,
        [
            ("Merchandise", US(merch)),
            ("Freight (LTL)", US(freight)),
            ("Subtotal", US(sub), True),
            ("Sales Tax 7.55%", US(tax)),
            ("Invoice Total", US(tot), True),
            ("Less Credit Memo CM-20418", "(" + US(cm) + ")"),
        ],
        8.6,
        14,
    )
    p.hline(y - 9, 380, 576, 0.9)
    p.shade(376, y - 6, 576, y + 10, 0.85)
    p.text(380, y + 5, "BALANCE DUE", 10.5, True)
    p.text(572, y + 5, "$" + US(due), 10.5, True, align="r")
    p.wrap(
        40,
        y_left,
        320,
        "Credit Memo CM-20418 dated 10/14/2025: return of damaged hood filters, original invoice 117906. "
        "Backordered items ship and bill separately. Terms 2% 10, Net 30 apply to the invoice total. A finance "
        "charge of 1.5% per month applies to past-due balances. Claims for shortage must be made within 5 days "
        "of receipt.",
        7.4,
    )
    p.footer(
        "Granite Peak Restaurant Equipment, Inc. \u00b7 Sold by Granite Peak; payable to Front Range Capital Funding, LLC"
    )

    same(31955.50, merch, "merchandise")
    same(33241.50, sub, "subtotal")
    same(2509.73, tax, "tax")
    same(35751.23, tot, "total")
    same(34501.23, due, "balance due")
    fields = {
        "invoice_number": F("118274", 1, "Invoice No. 118274"),
        "invoice_date": F("2025-10-21", 1, "Invoice Date 10/21/2025"),
        "due_date": NULL(),
        "vendor_name": F(
            "Granite Peak Restaurant Equipment, Inc.", 1, "SOLD BY Granite Peak Restaurant Equipment, Inc."
        ),
        "bill_to": F("Two Rivers Taproom & Kitchen LLC", 1, "SOLD TO Two Rivers Taproom & Kitchen LLC"),
        "currency": F("USD", 1, "BALANCE DUE $34,501.23"),
        "subtotal": F(33241.50, 1, "Subtotal 33,241.50"),
        "tax": F(2509.73, 1, "Sales Tax 7.55% 2,509.73"),
        "total": F(35751.23, 1, "Invoice Total 35,751.23"),
        "amount_due": F(34501.23, 1, "BALANCE DUE $34,501.23"),
    }
    notes = (
        "US equipment invoice with SOLD BY / SOLD TO / SHIP TO / REMIT TO blocks. The invoice has been factored: "
        "REMIT TO and the notice of assignment name Front Range Capital Funding, LLC, which is NOT the vendor "
        "(the seller is Granite Peak, in the SOLD BY block). SHIP TO is the general contractor's job site. The "
        "header grid puts the customer PO, sales order, order date and ship date (distractors) beside the "
        "invoice number and date. Backordered quantities extend to 0.00. Subtotal = merchandise + freight; tax "
        "is 'Sales Tax 7.55%'; 'Invoice Total' is total; the credit memo CM-20418 is deducted after the total "
        "(printed in brackets), giving 'BALANCE DUE' (amount_due). due_date is null: only the terms '2% 10, Net "
        "30' are printed, no date. The credit memo date, the original invoice number and the finance-charge rate "
        "are distractors."
    )
    sums = [
        SUM(
            "lines and freight to subtotal",
            [
                (1, T("WIC-810-R", 18450.00, 1, "18,450.00 18,450.00")),
                (1, T("PT-4830-SS", 8740.00, 1, "2,185.00 8,740.00")),
                (1, T("SH-1860-W", 958.00, 1, "239.50 958.00")),
                (1, T("HS-3C-16", 3380.00, 1, "1,690.00 3,380.00")),
                (1, T("FM-2436", 427.50, 1, "42.75 427.50")),
                (1, T("freight", 1286.00, 1, "Freight (LTL) 1,286.00")),
            ],
            "subtotal",
        ),
        SUM(
            "credit memo deducted",
            [(1, "total"), (-1, T("credit memo", 1250.00, 1, "Less Credit Memo CM-20418 (1,250.00)"))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 11 UK three-page invoice, carried forward
UK_LINES = [
    # (date, delivery note, code, description, qty, unit, price, disc %, VAT code)
    ("03/11", "DN418822", "TIM-CLS24-47", "C24 CLS timber 47 x 100 x 3.0m", 60, "len", "7.85", 10, "S"),
    (
        "03/11",
        "DN418822",
        "PLB-12.5SE",
        "Plasterboard 12.5mm square edge 2400x1200",
        48,
        "sht",
        "9.40",
        10,
        "S",
    ),
    ("03/11", "DN418822", "SCR-DW-38", "Drywall screws 3.5 x 38mm (box 1000)", 6, "box", "11.20", 0, "S"),
    ("03/11", "DN418822", "PAL-DEP", "Pallet deposit (returnable)", 3, "ea", "18.00", 0, "O"),
    ("05/11", "DN418967", "LIM-NHL35-25", "Natural hydraulic lime NHL 3.5, 25kg", 40, "bag", "21.65", 5, "S"),
    ("05/11", "DN418967", "SND-SHARP-BB", "Sharp sand, bulk bag", 4, "bag", "58.00", 0, "S"),
    ("05/11", "DN418967", "HAIR-GOAT", "Goat hair for lime plaster, 1kg", 5, "kg", "14.90", 0, "S"),
    ("05/11", "DN418967", "LATH-OAK-25", "Riven oak lath bundle, 25 pcs", 12, "bdl", "32.50", 5, "S"),
    ("07/11", "DN419104", "INS-WF-60", "Wood fibre insulation board 60mm", 36, "sht", "27.80", 10, "S"),
    ("07/11", "DN419104", "MEM-VAP-50", "Vapour control membrane 1.5 x 50m", 2, "roll", "86.40", 10, "S"),
    ("07/11", "DN419104", "TAPE-AIR-60", "Airtightness tape 60mm x 25m", 10, "roll", "12.75", 0, "S"),
    ("07/11", "DN419104", "PAL-DEP", "Pallet deposit (returnable)", 2, "ea", "18.00", 0, "O"),
    ("10/11", "DN419233", "SLT-WEL-500", "Reclaimed Welsh slate 500 x 250mm", 420, "ea", "2.35", 0, "S"),
    ("10/11", "DN419233", "NAIL-CU-38", "Copper slate nails 38mm, 1kg", 8, "kg", "24.60", 0, "S"),
    ("10/11", "DN419233", "BAT-TR-25", "Treated roofing batten 25 x 50mm x 4.8m", 80, "len", "3.95", 10, "S"),
    ("10/11", "DN419233", "FELT-BRM", "Breathable roofing membrane 1m x 50m", 3, "roll", "64.00", 10, "S"),
    ("12/11", "DN419377", "LEAD-C4-300", "Lead sheet code 4, 300mm x 6m", 4, "roll", "96.50", 0, "S"),
    ("12/11", "DN419377", "PAT-LEAD", "Lead sealant / patination oil 0.5L", 3, "ea", "13.40", 0, "S"),
    (
        "12/11",
        "DN419377",
        "GUT-CI-115",
        "Cast iron half-round gutter 115mm x 1.83m",
        14,
        "len",
        "48.90",
        5,
        "S",
    ),
    ("12/11", "DN419377", "GUT-CI-UNI", "Cast iron gutter union 115mm", 10, "ea", "16.75", 5, "S"),
    ("14/11", "DN419512", "DP-CI-75", "Cast iron downpipe 75mm x 1.83m", 8, "len", "57.20", 5, "S"),
    ("14/11", "DN419512", "DP-CI-SHOE", "Cast iron shoe 75mm", 4, "ea", "21.30", 5, "S"),
    ("14/11", "DN419512", "PNT-BLK-2.5", "Black bitumen paint 2.5L", 2, "tin", "19.95", 0, "S"),
    ("14/11", "DN419512", "PAL-DEP", "Pallet deposit (returnable)", 1, "ea", "18.00", 0, "O"),
    ("18/11", "DN419688", "OAK-GB-150", "Green oak board 150 x 25mm x 2.4m", 40, "len", "17.60", 10, "S"),
    ("18/11", "DN419688", "OAK-POST-150", "Green oak post 150 x 150mm x 2.4m", 6, "ea", "89.00", 10, "S"),
    ("18/11", "DN419688", "PEG-OAK-20", "Cleft oak pegs 20mm, pack of 50", 2, "pk", "27.50", 0, "S"),
    (
        "18/11",
        "DN419688",
        "SCR-SS-80",
        "Stainless timber screws 6 x 80mm (box 100)",
        5,
        "box",
        "23.40",
        0,
        "S",
    ),
    ("20/11", "DN419801", "LIN-BOIL-5", "Boiled linseed oil 5L", 3, "tin", "31.80", 0, "S"),
    ("20/11", "DN419801", "BRU-ST-100", "Stiff lime brush 100mm", 6, "ea", "8.95", 0, "S"),
    ("20/11", "DN419801", "PUT-LIN-1", "Linseed oil putty 1kg", 12, "tub", "7.40", 0, "S"),
    (
        "20/11",
        "DN419801",
        "GLS-CROWN",
        "Crown glass panes, cut to size (schedule CHR-17)",
        18,
        "ea",
        "22.50",
        0,
        "S",
    ),
    ("24/11", "DN419950", "BRK-HND-RED", "Handmade red stock brick 65mm", 900, "ea", "1.12", 5, "S"),
    ("24/11", "DN419950", "LIM-PUT-20", "Mature lime putty 20kg tub", 6, "tub", "28.90", 5, "S"),
    ("24/11", "DN419950", "AGG-GRIT", "Washed grit aggregate, bulk bag", 2, "bag", "74.00", 0, "S"),
    ("24/11", "DN419950", "PAL-DEP", "Pallet deposit (returnable)", 3, "ea", "18.00", 0, "O"),
    (
        "26/11",
        "DN420061",
        "SCF-TB-21",
        "Scaffold tube hire credit (returned early)",
        1,
        "ea",
        "-45.00",
        0,
        "S",
    ),
    ("26/11", "DN420061", "DSH-DUST", "Dust sheets, heavy cotton 12 x 9ft", 10, "ea", "9.60", 0, "S"),
    ("26/11", "DN420061", "MSK-FFP3", "FFP3 respirator masks (box 10)", 4, "box", "26.50", 0, "S"),
    ("26/11", "DN420061", "GLV-NIT-L", "Nitrile gloves, large (box 100)", 6, "box", "7.80", 0, "S"),
]


def gbp(v):
    return US(v)


@doc("b10_inv_uk_three_page", "invoice", "Hawthorne & Pryce Builders' Merchants Ltd invoice HP/INV/552907")
def inv_uk_three_page():
    p = Pdf(595, 842)
    pages = [UK_LINES[:17], UK_LINES[17:34], UK_LINES[34:]]
    cols = [
        (40, "Date"),
        (68, "Del. note"),
        (112, "Code"),
        (184, "Description"),
        (400, "Qty", "r"),
        (404, "Unit"),
        (466, "Price", "r"),
        (490, "Disc%", "r"),
        (526, "Net \u00a3", "r"),
        (534, "VAT"),
    ]
    bf = D(0)
    by_code = {"S": D(0), "O": D(0)}
    page_totals = []
    cfs = []
    for pg, chunk in enumerate(pages, 1):
        p.new_page()
        p.text(36, 40, "Hawthorne & Pryce Builders' Merchants Ltd", 12, True)
        p.text(559, 40, f"INVOICE HP/INV/552907 \u00b7 Page {pg} of 3", 8.5, True, align="r")
        p.hline(46, 36, 559, 0.8)
        y = 62
        if pg == 1:
            lines_block(
                p,
                36,
                62,
                [
                    "Unit 9, Canal Wharf Trading Estate, Etruria Road",
                    "Stoke-on-Trent ST1 5QT",
                    "VAT Reg. No. GB 318 4471 62 \u00b7 Company No. 08812947",
                    "accounts@hawthornepryce.example",
                ],
                7.6,
                10,
                color=GREY,
            )
            p.text(36, 118, "Invoice to", 7, True, color=LIGHT)
            lines_block(
                p,
                36,
                131,
                [
                    "Corbridge Heritage Restorations Ltd",
                    "Accounts Payable",
                    "44 Friar Lane",
                    "Leicester LE1 5RA",
                ],
                9,
                12,
                bold_first=True,
            )
            p.text(230, 118, "Deliver to", 7, True, color=LIGHT)
            lines_block(
                p,
                230,
                131,
                [
                    "Site: Former Mill Chapel",
                    "Mill Lane, Oakham",
                    "Rutland LE15 6AZ",
                    "Contact: site office 07700 900418",
                ],
                8.4,
                12,
            )
            kv(
                p,
                400,
                559,
                120,
                [
                    ("Invoice no.", "HP/INV/552907"),
                    ("Invoice date / tax point", "28/11/2025"),
                    ("Account", "CORB01"),
                    ("Your order no.", "CHR-PO-2231"),
                    ("Payment due by", "31/12/2025"),
                ],
                7.8,
                12.5,
                align_v="r",
            )
            y = 208
        else:
            y = 66
        y = table_head(p, y, cols, 7, x0=36, x1=559, g=0.88)
        if pg > 1:
            p.text(184, y, "Brought forward from page " + str(pg - 1), 7.6, True)
            p.text(526, y, gbp(bf), 7.6, True, align="r")
            y += 14
        ptot = D(0)
        for dt, dn, code, txt, n, u, pr, dsc, vc in chunk:
            g = ext(n, pr)
            net = g - pct(g, dsc)
            ptot += net
            by_code[vc] += net
            p.row(
                y,
                [
                    (40, dt),
                    (68, dn),
                    (112, code),
                    (184, txt),
                    (400, str(n), "r"),
                    (404, u),
                    (466, US(pr), "r"),
                    (490, str(dsc) if dsc else "", "r"),
                    (526, gbp(net), "r"),
                    (534, vc),
                ],
                7,
            )
            y += 12.5
        p.hline(y - 6, 36, 559, 0.5)
        y += 8
        page_totals.append(ptot)
        cf = bf + ptot
        if pg < 3:
            p.text(360, y, f"Page {pg} total", 8, True)
            p.text(526, y, gbp(ptot), 8, True, align="r")
            p.text(360, y + 13, f"Carried forward to page {pg + 1}", 8, True)
            p.text(526, y + 13, gbp(cf), 8, True, align="r")
            cfs.append(cf)
            bf = cf
            p.footer("Continued overleaf - totals on page 3. E&OE.")
        else:
            goods = cf
            p.text(360, y, "Page 3 total", 8, True)
            p.text(526, y, gbp(ptot), 8, True, align="r")
            y += 24
            delivery = D("145.00")
            by_code["S"] += delivery
            net_total = goods + delivery
            vat_s = pct(by_code["S"], 20)
            inv_total = net_total + vat_s
            y0 = y
            p.text(40, y, "VAT analysis", 8, True)
            yy = table_head(
                p,
                y + 14,
                [(44, "Code"), (80, "Rate"), (180, "Net \u00a3", "r"), (250, "VAT \u00a3", "r")],
                7.2,
                x0=40,
                x1=260,
                g=0.92,
            )
            p.row(yy, [(44, "S"), (80, "20.00%"), (180, gbp(by_code["S"]), "r"), (250, gbp(vat_s), "r")], 7.8)
            p.row(
                yy + 12,
                [(44, "O"), (80, "Outside scope"), (180, gbp(by_code["O"]), "r"), (250, "-", "r")],
                7.8,
            )
            totals(
                p,
                350,
                555,
                y0,
                [
                    ("Goods (pages 1-3)", gbp(goods)),
                    ("Delivery charges (code S)", gbp(delivery)),
                    ("Total net", gbp(net_total), True),
                    ("Total VAT", gbp(vat_s)),
                    ("INVOICE TOTAL \u00a3", gbp(inv_total), True),
                ],
                8.6,
                14,
            )
            y = y0 + 86
            y = p.wrap(
                40,
                y,
                515,
                "Payment due by 31/12/2025 (end of month following invoice). Pallet deposits are refunded by credit "
                "note when pallets are returned in good condition. Title to goods remains with Hawthorne & Pryce "
                "until paid in full. Bank: Midshires Bank plc, sort code 30-94-57, account 44718260.",
                7.6,
            )
            # remittance slip
            y += 14
            for xx in range(36, 559, 8):
                p.line(xx, y, xx + 4, y, 0.5, LIGHT)
            y += 18
            p.text(36, y, "REMITTANCE ADVICE - please return with your payment", 8, True)
            kv(
                p,
                36,
                170,
                y + 16,
                [
                    ("Account", "CORB01"),
                    ("Invoice", "HP/INV/552907"),
                    ("Invoice total", "\u00a3" + gbp(inv_total)),
                    ("Amount enclosed", "\u00a3 ____________"),
                ],
                8,
                13,
            )
            p.footer(
                "Hawthorne & Pryce Builders' Merchants Ltd \u00b7 Registered in England and Wales No. 08812947"
            )

    same(5697.62, page_totals[0], "page 1 total")
    same(5697.62, cfs[0], "c/f 1")
    same(4474.68, page_totals[1], "page 2 total")
    same(10172.30, cfs[1], "c/f 2")
    same(405.80, page_totals[2], "page 3 total")
    same(10723.10, net_total, "subtotal")
    same(2112.22, vat_s, "VAT")
    same(12835.32, inv_total, "total")
    fields = {
        "invoice_number": F("HP/INV/552907", 1, "Invoice no. HP/INV/552907"),
        "invoice_date": F("2025-11-28", 1, "Invoice date / tax point 28/11/2025"),
        "due_date": F("2025-12-31", 1, "Payment due by 31/12/2025"),
        "vendor_name": F(
            "Hawthorne & Pryce Builders' Merchants Ltd",
            1,
            "Hawthorne & Pryce Builders' Merchants Ltd INVOICE",
        ),
        "bill_to": F(
            "Corbridge Heritage Restorations Ltd", 1, "Invoice to Corbridge Heritage Restorations Ltd"
        ),
        "currency": F("GBP", 3, "INVOICE TOTAL \u00a3 12,835.32"),
        "subtotal": F(10723.10, 3, "Total net 10,723.10"),
        "tax": F(2112.22, 3, "Total VAT 2,112.22"),
        "total": F(12835.32, 3, "INVOICE TOTAL \u00a3 12,835.32"),
        "amount_due": NULL(),
    }
    notes = (
        "Three-page UK builders' merchant invoice with 40 lines. Pages 1 and 2 end with 'Page n total' and "
        "'Carried forward to page n+1'; pages 2 and 3 start with 'Brought forward'. The totals are on page 3: "
        "goods (all pages) + delivery = 'Total net' (subtotal); 'Total VAT' (tax) comes from a VAT analysis with "
        "code S at 20 % and code O (returnable pallet deposits, outside the scope of VAT, no VAT amount); "
        "'INVOICE TOTAL \u00a3' is the total. Line dates (DD/MM), delivery-note numbers and the account number are "
        "distractors; the invoice date is the tax point 28/11/2025 and the due date is printed ('Payment due by "
        "31/12/2025'). 'Deliver to' (the site) is not the billed party. One line is a negative hire credit. "
        "amount_due is null: the remittance advice repeats only the 'Invoice total' and leaves 'Amount "
        "enclosed' blank; no separate amount due is printed."
    )
    sums = [
        SUM(
            "carried forward page 1 to 2",
            [(1, T("page 1 total", 5697.62, 1, "Page 1 total 5,697.62"))],
            T("carried forward to page 2", 5697.62, 1, "Carried forward to page 2 5,697.62"),
        ),
        SUM(
            "brought forward plus page 2",
            [
                (1, T("brought forward to page 2", 5697.62, 2, "Brought forward from page 1 5,697.62")),
                (1, T("page 2 total", 4474.68, 2, "Page 2 total 4,474.68")),
            ],
            T("carried forward to page 3", 10172.30, 2, "Carried forward to page 3 10,172.30"),
        ),
        SUM(
            "brought forward plus page 3 to goods",
            [
                (1, T("brought forward to page 3", 10172.30, 3, "Brought forward from page 2 10,172.30")),
                (1, T("page 3 total", 405.80, 3, "Page 3 total 405.80")),
            ],
            T("goods", 10578.10, 3, "Goods (pages 1-3) 10,578.10"),
        ),
        SUM(
            "goods and delivery to subtotal",
            [
                (1, T("goods", 10578.10, 3, "Goods (pages 1-3) 10,578.10")),
                (1, T("delivery", 145.00, 3, "Delivery charges (code S) 145.00")),
            ],
            "subtotal",
        ),
        SUM(
            "VAT analysis nets to subtotal",
            [
                (1, T("code S net", 10561.10, 3, "S 20.00% 10,561.10 2,112.22")),
                (1, T("code O net", 162.00, 3, "O Outside scope 162.00")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums
