"""Invoice builders for blind_extraction14 (11 documents).  Every party, number,
address and date is invented.  Each builder draws its document, computes what it
prints and checks the hand-written label literals against it with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, WHITE, band, ext, items, lines, pairs, pct, totals
from pdfkit import CH, EU, IN, SP, US, Pdf, q

TEAL = (0.0, 0.36, 0.4)
PLUM = (0.36, 0.12, 0.36)
NAVY = (0.08, 0.16, 0.38)
RUST = (0.62, 0.28, 0.1)
OLIVE = (0.3, 0.36, 0.12)
PALE = (0.92, 0.95, 0.95)
CREAM = (0.96, 0.94, 0.88)
LILAC = (0.93, 0.9, 0.95)


def eur_fr(x):
    """French style: 12 345,67 €"""
    return SP(x) + " €"


def zl(x):
    """Polish style: 12 345,67 zł"""
    return SP(x) + " zł"


# ---- 1 German Schlussrechnung with Abschlag
@doc(
    "b14_inv_de_schlussrechnung",
    "invoice",
    "Haustechnik Wendelstein-Kraus GmbH Schlussrechnung SR-2025-1187",
)
def inv_de():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.text(40, 56, "Haustechnik Wendelstein-Kraus GmbH", 17, True, color=TEAL)
    p.text(40, 70, "Sanitär · Heizung · Lüftung · Meisterbetrieb seit 1994", 8.2, color=GREY)
    p.text(
        40,
        104,
        "Haustechnik Wendelstein-Kraus GmbH · Am Mühlgraben 7 · 93047 Regensburg",
        6.8,
        color=GREY,
    )
    p.hline(107, 40, 300, 0.3, GREY)
    lines(
        p,
        40,
        122,
        ["Frau", "Dr. Annelie Vogtherr", "Lilienthalstraße 19", "93049 Regensburg"],
        9.4,
    )
    pairs(
        p,
        350,
        555,
        100,
        [
            ("Rechnungsnummer", "SR-2025-1187"),
            ("Rechnungsdatum", "21.11.2025"),
            ("Kundennummer", "K-30418"),
            ("Auftrag vom", "14.07.2025"),
            ("Leistungszeitraum", "08.09. – 31.10.2025"),
        ],
        8.2,
        13,
        align="r",
    )
    p.text(40, 206, "Schlussrechnung", 15, True, color=TEAL)
    p.text(
        40,
        222,
        "Bauvorhaben / Leistungsort: Ferienhaus Vogtherr, Seeweg 3, 94227 Zwiesel",
        8.6,
    )
    p.text(
        40,
        235,
        "Badsanierung Obergeschoss und Austausch Wärmeerzeuger gemäß Angebot A-2025-0655.",
        8.6,
    )
    cols = [(44, "l"), (76, "l"), (380, "r"), (420, "l"), (490, "r"), (551, "r")]
    y = band(
        p,
        260,
        [
            (44, "Pos."),
            (76, "Bezeichnung"),
            (380, "Menge", "r"),
            (420, "Einh."),
            (490, "EP €", "r"),
            (551, "GP €", "r"),
        ],
        40,
        555,
        fill=PALE,
    )
    rows = [
        ("01", "Demontage Altinstallation Bad, Entsorgung", "1", "psch", "640.00"),
        ("02", "Vorwandinstallation WC/Waschtisch inkl. Montageelemente", "2", "Stk", "385.00"),
        ("03", "Bodengleiche Dusche, Rinne 80 cm, Abdichtung", "1", "psch", "1480.00"),
        ("04", "Sanitärobjekte Serie Lumo (WC, Waschtisch, Armaturen)", "1", "Satz", "2215.40"),
        ("05", "Gas-Brennwerttherme 20 kW inkl. Abgassystem", "1", "Stk", "4390.00"),
        ("06", "Hydraulischer Abgleich, Inbetriebnahme", "1", "psch", "410.00"),
        ("07", "Monteurstunden", "46", "Std", "68.50"),
        ("08", "Helferstunden", "22", "Std", "49.00"),
        ("09", "Kleinmaterial, Befestigung, Dichtmittel", "1", "psch", "186.35"),
    ]
    net = D(0)
    out = []
    for pos, name, n, unit, pr in rows:
        e = ext(n, pr)
        net += e
        out.append((pos, name, n, unit, EU(pr), EU(e)))
    y = items(p, y, cols, out, 8.1, 14)
    p.hline(y - 7, 40, 555, 0.5)
    vat = pct(net, 19)
    gross = net + vat
    adv = D("5950.00")
    due = gross - adv
    labour = ext(46, "68.50") + ext(22, "49.00")
    labour_g = labour + pct(labour, 19)
    same(14320.75, net, "netto")
    same(2720.94, vat, "MwSt")
    same(17041.69, gross, "brutto")
    same(11091.69, due, "Restbetrag")
    same(4229.00, labour, "Lohn netto")
    same(5032.51, labour_g, "Lohn brutto")
    y = totals(
        p,
        250,
        551,
        y + 8,
        [
            ("Nettobetrag", EU(net) + " €"),
            ("zzgl. 19 % MwSt.", EU(vat) + " €"),
            ("Gesamtbetrag brutto", EU(gross) + " €", True),
            ("abzgl. Abschlag AR-2025-0932 vom 15.09.2025", "-" + EU(adv) + " €"),
            ("Restbetrag", EU(due) + " €", True),
        ],
        8.6,
        15,
    )
    y = p.wrap(
        40,
        y + 10,
        515,
        "Die Abschlagsrechnung AR-2025-0932 (5.000,00 € netto zzgl. 950,00 € MwSt.) wurde am 29.09.2025 "
        "bezahlt. Bitte überweisen Sie den Restbetrag bis zum 05.12.2025 ohne Abzug unter Angabe der "
        "Rechnungsnummer.",
        8.4,
    )
    y = p.wrap(
        40,
        y + 4,
        515,
        "Hinweis für Ihre Steuererklärung (§ 35a EStG): In dieser Rechnung sind Arbeitskosten von "
        f"{EU(labour)} € netto bzw. {EU(labour_g)} € brutto enthalten. Gewährleistung 5 Jahre ab Abnahme "
        "am 31.10.2025.",
        8.4,
    )
    p.hline(782, 40, 555, 0.4, GREY)
    p.text(
        297,
        794,
        "Sparkasse Regensburg · IBAN DE00 7505 0000 0026 4418 90 · USt-IdNr. DE318840271 · HRB 16602",
        6.8,
        align="c",
        color=GREY,
    )
    fields = {
        "invoice_number": F("SR-2025-1187", 1, "Rechnungsnummer SR-2025-1187"),
        "invoice_date": F("2025-11-21", 1, "Rechnungsdatum 21.11.2025"),
        "due_date": F("2025-12-05", 1, "Restbetrag bis zum 05.12.2025 ohne Abzug"),
        "vendor_name": F("Haustechnik Wendelstein-Kraus GmbH", 1, "Haustechnik Wendelstein-Kraus GmbH"),
        "bill_to": F("Dr. Annelie Vogtherr", 1, "Frau Dr. Annelie Vogtherr Lilienthalstraße 19"),
        "currency": F("EUR", 1, "Nettobetrag 14.320,75 €"),
        "subtotal": F(14320.75, 1, "Nettobetrag 14.320,75 €"),
        "tax": F(2720.94, 1, "zzgl. 19 % MwSt. 2.720,94 €"),
        "total": F(17041.69, 1, "Gesamtbetrag brutto 17.041,69 €"),
        "amount_due": F(11091.69, 1, "Restbetrag 11.091,69 €"),
    }
    notes = (
        "German final invoice (Schlussrechnung) from a plumbing/heating contractor to a private customer "
        "(EUR, 1.234,56, dd.mm.yyyy). bill_to is the person Dr. Annelie Vogtherr (the Leistungsort, her "
        "holiday house in Zwiesel, is not the billed party). subtotal = Nettobetrag, tax = 19 % MwSt., total "
        "= Gesamtbetrag brutto; the earlier Abschlagsrechnung (5.950,00 € gross, its 950,00 € VAT and "
        "5.000,00 "
        "€ net in the text) is deducted to the Restbetrag (amount_due, a sum checks it). The § 35a labour "
        "figures (4.229,00 € net / 5.032,51 € gross) are distractors for subtotal/total. due_date is printed "
        "in a sentence ('bis zum 05.12.2025'); order, service-period, payment and acceptance dates are "
        "distractors."
    )
    sums = [
        SUM(
            "Gesamtbetrag brutto - Abschlag = Restbetrag",
            [
                (1, "total"),
                (
                    -1,
                    T(
                        "Abschlagsrechnung",
                        5950.00,
                        1,
                        "abzgl. Abschlag AR-2025-0932 vom 15.09.2025 -5.950,00 €",
                    ),
                ),
            ],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ---- 2 French facture, remise, two VAT rates, acompte
@doc(
    "b14_inv_fr_facture_acompte",
    "invoice",
    "Imprimerie Lacoste-Vidal SARL facture FA25-02291",
)
def inv_fr():
    p = Pdf(595, 842, ttf=True, face="serif")
    p.new_page()
    p.rect(0, 0, 14, 842, 0, fill=PLUM, color=None)
    p.text(40, 54, "IMPRIMERIE LACOSTE-VIDAL", 16, True, color=PLUM)
    lines(
        p,
        40,
        70,
        [
            "Imprimerie Lacoste-Vidal SARL",
            "14 rue des Tanneurs, 31000 Toulouse",
            "SIRET 512 884 307 00026 · TVA FR41 512884307",
        ],
        8,
        color=GREY,
    )
    p.text(555, 54, "FACTURE", 20, True, align="r", color=PLUM)
    pairs(
        p,
        400,
        555,
        76,
        [("N°", "FA25-02291"), ("Date", "19 novembre 2025"), ("Bon de commande", "BC-7716")],
        8.4,
        13,
        align="r",
    )
    p.text(40, 132, "Facturé à", 8, True, color=PLUM)
    lines(
        p,
        40,
        145,
        [
            "Cabinet Rouvière Architectes",
            "à l'attention de M. Bastien Rouvière",
            "3 allée Jean-Jaurès",
            "31500 Toulouse",
        ],
        9,
    )
    p.text(310, 132, "Livré à", 8, True, color=PLUM)
    lines(
        p,
        310,
        145,
        [
            "Salon Habitat & Patrimoine",
            "Stand C14 - Parc des Expositions",
            "Route de Launaguet",
            "31200 Toulouse",
        ],
        9,
    )
    cols = [(44, "l"), (92, "l"), (370, "r"), (432, "r"), (470, "r"), (551, "r")]
    y = band(
        p,
        222,
        [
            (44, "Réf."),
            (92, "Désignation"),
            (370, "Qté", "r"),
            (432, "PU HT", "r"),
            (470, "TVA", "r"),
            (551, "Montant HT", "r"),
        ],
        40,
        555,
        fill=LILAC,
    )
    rows = [
        ("LV-01", "Monographie « Maisons toulousaines », 96 p.", 400, "14.80", "5,5 %"),
        ("KK-12", "Kakémonos roll-up 85 x 200 cm", 6, "118.00", "20 %"),
        ("PL-30", "Plaquettes 3 volets, couché mat 170 g", 2500, "0.236", "20 %"),
        ("CV-05", "Cartes de visite, pelliculage soft-touch", 1500, "0.092", "20 %"),
        ("MQ-00", "Mise en page et corrections (heures)", 7, "62.00", "20 %"),
    ]
    base = {"5,5 %": D(0), "20 %": D(0)}
    out = []
    for ref, name, n, pr, t in rows:
        e = ext(n, pr)
        base[t] += e
        out.append((ref, name, SP(n, 0), SP(pr, 3 if len(pr.split(".")[1]) == 3 else 2), t, SP(e)))
    y = items(p, y, cols, out, 8.2, 15)
    p.hline(y - 7, 40, 555, 0.5)
    brut = base["5,5 %"] + base["20 %"]
    rem = {k: pct(v, 5) for k, v in base.items()}
    remise = rem["5,5 %"] + rem["20 %"]
    net = brut - remise
    b55 = base["5,5 %"] - rem["5,5 %"]
    b20 = base["20 %"] - rem["20 %"]
    t55 = pct(b55, "5.5")
    t20 = pct(b20, 20)
    tva = t55 + t20
    ttc = net + tva
    acompte = D("2000.00")
    nap = ttc - acompte
    same(7790.00, brut, "brut")
    same(389.50, remise, "remise")
    same(7400.50, net, "net")
    same(309.32, t55, "t55")
    same(355.30, t20, "t20")
    same(664.62, tva, "tva")
    same(8065.12, ttc, "ttc")
    same(6065.12, nap, "nap")
    y = totals(
        p,
        300,
        551,
        y + 8,
        [
            ("Total HT brut", eur_fr(brut)),
            ("Remise commerciale 5 %", "-" + eur_fr(remise)),
            ("Total HT net", eur_fr(net), True),
            (f"TVA 5,5 % sur {SP(b55)}", eur_fr(t55)),
            (f"TVA 20 % sur {SP(b20)}", eur_fr(t20)),
            ("Total TVA", eur_fr(tva)),
            ("Total TTC", eur_fr(ttc), True),
            ("Acompte versé le 03/11/2025", "-" + eur_fr(acompte)),
            ("Net à payer", eur_fr(nap), True),
        ],
        8.8,
        15.5,
    )
    y = p.wrap(
        40,
        y + 12,
        515,
        "Date d'échéance : 19 décembre 2025. Règlement par virement à 30 jours date de facture. "
        "Escompte pour paiement anticipé : néant.",
        8.6,
    )
    y = p.wrap(
        40,
        y + 4,
        515,
        "En cas de retard de paiement, pénalités au taux de trois fois le taux d'intérêt légal et indemnité "
        "forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce). Livraison au "
        "stand le 24 novembre 2025.",
        8.2,
    )
    p.text(
        297,
        806,
        "Crédit Agricole Toulouse 31 · IBAN FR76 0000 0000 0000 2291 4417 302 · BIC AGRIFRPP831",
        7,
        align="c",
        color=GREY,
    )
    fields = {
        "invoice_number": F("FA25-02291", 1, "N° FA25-02291"),
        "invoice_date": F("2025-11-19", 1, "Date 19 novembre 2025"),
        "due_date": F("2025-12-19", 1, "Date d'échéance : 19 décembre 2025."),
        "vendor_name": F("Imprimerie Lacoste-Vidal SARL", 1, "Imprimerie Lacoste-Vidal SARL"),
        "bill_to": F("Cabinet Rouvière Architectes", 1, "Facturé à Cabinet Rouvière Architectes"),
        "currency": F("EUR", 1, "Total TTC 8 065,12 €"),
        "subtotal": F(7400.50, 1, "Total HT net 7 400,50 €"),
        "tax": F(664.62, 1, "Total TVA 664,62 €"),
        "total": F(8065.12, 1, "Total TTC 8 065,12 €"),
        "amount_due": F(6065.12, 1, "Net à payer 6 065,12 €"),
    }
    notes = (
        "French invoice (EUR, '1 234,56 €', dates in words). The 5 % commercial discount is taken off the "
        "gross HT total: subtotal is the Total HT net (after the discount), not the Total HT brut. Two VAT "
        "rates (5,5 % on the book, 20 % on the rest), each printed with its base after the discount; tax is "
        "the Total TVA (a sum checks the two rates). total = Total TTC; the acompte paid on 03/11/2025 is "
        "deducted to the Net à payer (amount_due, a sum checks it). bill_to is the Facturé à firm, not the "
        "Livré à trade-fair stand nor the contact person. due_date is the printed Date d'échéance; the "
        "delivery date and the 40 € recovery indemnity are distractors."
    )
    sums = [
        SUM(
            "TVA 5,5 % + TVA 20 % = Total TVA",
            [
                (1, T("TVA 5,5 %", 309.32, 1, "TVA 5,5 % sur 5 624,00 309,32 €")),
                (1, T("TVA 20 %", 355.30, 1, "TVA 20 % sur 1 776,50 355,30 €")),
            ],
            "tax",
        ),
        SUM(
            "Total HT brut - remise = Total HT net",
            [
                (1, T("Total HT brut", 7790.00, 1, "Total HT brut 7 790,00 €")),
                (-1, T("Remise", 389.50, 1, "Remise commerciale 5 % -389,50 €")),
            ],
            "subtotal",
        ),
        SUM(
            "Total TTC - acompte = Net à payer",
            [(1, "total"), (-1, T("Acompte", 2000.00, 1, "Acompte versé le 03/11/2025 -2 000,00 €"))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---- 3 UK joinery invoice, tax point, retention
@doc(
    "b14_inv_uk_retention",
    "invoice",
    "Pennine Ridge Joinery Ltd invoice PRJ-4471",
)
def inv_uk():
    p = Pdf(595, 842)
    p.new_page()
    p.rect(0, 0, 595, 90, 0, fill=NAVY, color=None)
    p.text(40, 46, "PENNINE RIDGE JOINERY", 18, True, color=WHITE)
    p.text(40, 64, "Bespoke staircases · doors · fitted furniture", 8.6, color=WHITE)
    p.text(555, 46, "VAT INVOICE", 14, True, align="r", color=WHITE)
    p.text(555, 64, "Pennine Ridge Joinery Ltd", 8.6, align="r", color=WHITE)
    lines(
        p,
        40,
        112,
        [
            "Unit 4, Calder Mills, Mytholm Road, Hebden Bridge HX7 6DL",
            "VAT Reg. No. GB 318 4402 17 · Company No. 09917734",
        ],
        7.8,
        color=GREY,
    )
    p.text(40, 150, "INVOICE TO", 7.6, True, color=NAVY)
    lines(
        p,
        40,
        163,
        [
            "Ashworth & Greaves Property Services Ltd",
            "Accounts Payable",
            "22 Northgate, Halifax HX1 1UN",
        ],
        9,
    )
    p.text(300, 150, "DELIVER TO / SITE", 7.6, True, color=NAVY)
    lines(
        p,
        300,
        163,
        ["The Old Wool Exchange (Plot 2)", "Bridge Gate, Hebden Bridge HX7 8EX", "Site contact: Kieran Holt"],
        9,
    )
    pairs(
        p,
        40,
        150,
        216,
        [
            ("Invoice number", "PRJ-4471"),
            ("Invoice date", "07/11/2025"),
            ("Tax point", "31/10/2025"),
            ("Your order ref.", "AG/PO/2025/318"),
            ("Application no.", "3 (final)"),
        ],
        8.4,
        13,
    )
    cols = [(44, "l"), (350, "r"), (420, "r"), (480, "r"), (551, "r")]
    y = band(
        p,
        300,
        [
            (44, "Description"),
            (350, "Qty", "r"),
            (420, "Unit price", "r"),
            (480, "VAT", "r"),
            (551, "Net £", "r"),
        ],
        40,
        555,
        fill=PALE,
    )
    rows = [
        ("Oak staircase, closed string, 14 risers, supplied and fitted", "1", "6840.00"),
        ("Internal oak doors incl. ironmongery", "9", "412.50"),
        ("Sash window refurbishment (draught-proofing, new cords)", "11", "186.00"),
        ("Fitted alcove cupboards, painted MDF", "2", "1275.00"),
        ("Skirting and architrave, ogee profile (linear metres)", "148", "9.85"),
    ]
    net = D(0)
    out = []
    for name, n, pr in rows:
        e = ext(n, pr)
        net += e
        out.append((name, n, US(pr), "20%", US(e)))
    y = items(p, y, cols, out, 8.2, 15)
    p.hline(y - 7, 40, 555, 0.5)
    vat = pct(net, 20)
    tot = net + vat
    ret = pct(tot, 5)
    pay = tot - ret
    same(16606.30, net, "net")
    same(3321.26, vat, "vat")
    same(19927.56, tot, "tot")
    same(996.38, ret, "ret")
    same(18931.18, pay, "pay")
    y = totals(
        p,
        300,
        551,
        y + 8,
        [
            ("Total net", "£" + US(net)),
            ("VAT @ 20%", "£" + US(vat)),
            ("Invoice total", "£" + US(tot), True),
            ("Less retention 5% (held to 30/04/2026)", "-£" + US(ret)),
            ("Amount payable now", "£" + US(pay), True),
        ],
        8.8,
        15.5,
    )
    y = p.wrap(
        40,
        y + 12,
        515,
        "Payment terms: 30 days from the invoice date. The retention is released at the end of the "
        "six-month defects period and will be invoiced separately. Please pay by BACS to Pennine Ridge "
        "Joinery Ltd, sort code 00-00-00, account 41772093, quoting PRJ-4471.",
        8.4,
    )
    fields = {
        "invoice_number": F("PRJ-4471", 1, "Invoice number PRJ-4471"),
        "invoice_date": F("2025-11-07", 1, "Invoice date 07/11/2025"),
        "due_date": NULL(),
        "vendor_name": F("Pennine Ridge Joinery Ltd", 1, "Pennine Ridge Joinery Ltd"),
        "bill_to": F(
            "Ashworth & Greaves Property Services Ltd",
            1,
            "INVOICE TO Ashworth & Greaves Property Services Ltd",
        ),
        "currency": F("GBP", 1, "Invoice total £19,927.56"),
        "subtotal": F(16606.30, 1, "Total net £16,606.30"),
        "tax": F(3321.26, 1, "VAT @ 20% £3,321.26"),
        "total": F(19927.56, 1, "Invoice total £19,927.56"),
        "amount_due": F(18931.18, 1, "Amount payable now £18,931.18"),
    }
    notes = (
        "UK VAT invoice from a joinery firm (GBP, £1,234.56, dd/mm/yyyy). invoice_date is 07/11/2025, not "
        "the tax point 31/10/2025. subtotal = Total net, tax = VAT @ 20%, total = Invoice total; a 5% "
        "retention is held back, so the Amount payable now is the amount_due (a sum checks it); the "
        "retention "
        "release date 30/04/2026 is not a due date. due_date is null: only the terms '30 days from the "
        "invoice date' are printed (never computed). bill_to is the INVOICE TO company, not the DELIVER TO "
        "site or its contact."
    )
    sums = [
        SUM(
            "Invoice total - retention = Amount payable now",
            [
                (1, "total"),
                (-1, T("retention", 996.38, 1, "Less retention 5% (held to 30/04/2026) -£996.38")),
            ],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ---- 4 Indian GST tax invoice, CGST + SGST, round off
@doc(
    "b14_inv_in_gst_roundoff",
    "invoice",
    "Sahyadri Polymers Private Limited tax invoice SPPL/25-26/1932",
)
def inv_in():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.text(297, 44, "TAX INVOICE", 13, True, align="c")
    p.text(297, 56, "(Original for Recipient)", 7.4, align="c", color=GREY)
    p.rect(30, 64, 565, 800, 0.6)
    lines(
        p,
        38,
        80,
        [
            "Sahyadri Polymers Private Limited",
            "Plot No. B-27, MIDC Chakan Phase II, Pune 410501, Maharashtra",
            "GSTIN 27AAHCS4471K1ZQ · CIN U25209PN2011PTC140918",
        ],
        8.4,
        bold_first=True,
    )
    p.line(30, 112, 565, 112, 0.5)
    pairs(
        p,
        38,
        130,
        126,
        [
            ("Invoice No.", "SPPL/25-26/1932"),
            ("Invoice Date", "14-Nov-2025"),
            ("Due Date", "29-Dec-2025"),
            ("Payment Terms", "45 days"),
        ],
        8.2,
        13,
    )
    pairs(
        p,
        300,
        392,
        126,
        [
            ("Buyer's PO No.", "KAF/PO/0788 dt. 21-Oct-2025"),
            ("E-Way Bill No.", "3318 0472 9915"),
            ("Ack Date", "14-11-2025 16:42"),
            ("Place of Supply", "27-Maharashtra"),
        ],
        8.2,
        13,
    )
    p.line(30, 180, 565, 180, 0.5)
    p.text(38, 194, "Bill To (Buyer)", 7.6, True, color=GREY)
    lines(
        p,
        38,
        207,
        [
            "Konkan Agro Foods LLP",
            "Survey No. 114, Lote Parshuram MIDC",
            "Khed, Ratnagiri 415722",
            "GSTIN 27AAQFK2290R1Z5",
        ],
        8.4,
        bold_first=True,
    )
    p.text(300, 194, "Ship To (Consignee)", 7.6, True, color=GREY)
    lines(
        p,
        300,
        207,
        [
            "Ratnadeep Cold Storage Pvt. Ltd.",
            "Gat No. 56, Hathkhamba",
            "Ratnagiri 415619",
            "GSTIN 27AAECR8815M1Z2",
        ],
        8.4,
        bold_first=True,
    )
    cols = [(38, "l"), (60, "l"), (290, "l"), (360, "r"), (392, "l"), (460, "r"), (557, "r")]
    y = band(
        p,
        268,
        [
            (38, "#"),
            (60, "Description of Goods"),
            (290, "HSN"),
            (360, "Qty", "r"),
            (392, "Unit"),
            (460, "Rate", "r"),
            (557, "Taxable Value", "r"),
        ],
        30,
        565,
        size=7.6,
    )
    rows = [
        ("1", "HDPE woven sacks 50 kg, laminated", "6305", "12000", "Nos", "18.40"),
        ("2", "LDPE liner rolls, 60 micron", "3920", "850", "Kg", "164.50"),
        ("3", "Printing cylinder charges", "8442", "2", "Nos", "7800.00"),
        ("4", "Packing and forwarding", "9985", "1", "Lot", "4250.00"),
    ]
    taxable = D(0)
    out = []
    for no, name, hsn, n, unit, pr in rows:
        e = ext(n, pr)
        taxable += e
        out.append((no, name, hsn, IN(n, 0), unit, IN(pr), IN(e)))
    y = items(p, y, cols, out, 8.2, 15)
    p.line(30, y - 7, 565, y - 7, 0.5)
    cgst = pct(taxable, 9)
    sgst = pct(taxable, 9)
    tax = cgst + sgst
    exact = taxable + tax
    grand = q(exact, 0)
    ro = grand - exact
    same(380475.00, taxable, "taxable")
    same(34242.75, cgst, "cgst")
    same(68485.50, tax, "tax")
    same(0.50, ro, "round off")
    same(448961, grand, "grand")
    y = totals(
        p,
        330,
        557,
        y + 8,
        [
            ("Total Taxable Value", "₹ " + IN(taxable)),
            ("CGST @ 9%", "₹ " + IN(cgst)),
            ("SGST @ 9%", "₹ " + IN(sgst)),
            ("Total Tax", "₹ " + IN(tax)),
            ("Round Off", ("+" if ro >= 0 else "") + IN(ro)),
            ("Grand Total", "₹ " + IN(grand), True),
        ],
        8.6,
        15,
    )
    y = p.wrap(
        38,
        y + 8,
        515,
        "Amount in words: Rupees Four Lakh Forty-Eight Thousand Nine Hundred Sixty-One Only",
        8.2,
    )
    y = p.wrap(
        38,
        y + 4,
        515,
        "Interest @ 18% p.a. will be charged on payments received after the due date. Subject to Pune "
        "jurisdiction. Goods once sold will not be taken back.",
        7.8,
    )
    p.text(557, 760, "For Sahyadri Polymers Private Limited", 8.2, True, align="r")
    p.text(557, 788, "Authorised Signatory", 7.8, align="r")
    fields = {
        "invoice_number": F("SPPL/25-26/1932", 1, "Invoice No. SPPL/25-26/1932"),
        "invoice_date": F("2025-11-14", 1, "Invoice Date 14-Nov-2025"),
        "due_date": F("2025-12-29", 1, "Due Date 29-Dec-2025"),
        "vendor_name": F("Sahyadri Polymers Private Limited", 1, "For Sahyadri Polymers Private Limited"),
        "bill_to": F("Konkan Agro Foods LLP", 1, "Bill To (Buyer) Konkan Agro Foods LLP"),
        "currency": F("INR", 1, "Grand Total ₹ 4,48,961.00"),
        "subtotal": F(380475.00, 1, "Total Taxable Value ₹ 3,80,475.00"),
        "tax": F(68485.50, 1, "Total Tax ₹ 68,485.50"),
        "total": F(448961.00, 1, "Grand Total ₹ 4,48,961.00"),
        "amount_due": NULL(),
    }
    notes = (
        "Indian GST tax invoice (INR, Indian digit grouping 12,34,567.80, dd-Mon-yyyy). Intra-state supply: "
        "CGST 9 % + SGST 9 %, printed with their Total Tax (tax; a sum checks the two halves). subtotal is "
        "the "
        "Total Taxable Value; the Grand Total is rounded to the rupee by a Round Off line (a sum relates "
        "subtotal, tax, round off and total). bill_to is the Bill To (Buyer) LLP, not the Ship To consignee "
        "(another company). due_date is the printed Due Date; the PO date, the e-invoice Ack Date and the "
        "'45 days' terms are distractors. amount_due is null: only the Grand Total is printed (the amount in "
        "words repeats it)."
    )
    sums = [
        SUM(
            "CGST + SGST = Total Tax",
            [
                (1, T("CGST", 34242.75, 1, "CGST @ 9% ₹ 34,242.75")),
                (1, T("SGST", 34242.75, 1, "SGST @ 9% ₹ 34,242.75")),
            ],
            "tax",
        ),
        SUM(
            "Taxable value + tax + round off = Grand Total",
            [(1, "subtotal"), (1, "tax"), (1, T("Round Off", 0.50, 1, "Round Off +0.50"))],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ---- 5 US two-page freight invoice, page subtotal
FREIGHT_ROWS = [
    # (ship date, pro number, origin, destination, consignee, weight lb, rate per cwt)
    ("10/27", "318-440172", "Dayton OH", "Lexington KY", "Bluegrass Trail Outfitters", 1840, "21.15"),
    ("10/27", "318-440173", "Dayton OH", "Columbus OH", "Scioto River Sports", 960, "18.40"),
    ("10/28", "318-440219", "Dayton OH", "Indianapolis IN", "Circle City Camp Co.", 2210, "19.85"),
    ("10/28", "318-440220", "Dayton OH", "Fort Wayne IN", "Three Rivers Supply", 730, "24.60"),
    ("10/29", "318-440288", "Dayton OH", "Louisville KY", "Falls City Paddle", 1415, "20.70"),
    ("10/29", "318-440289", "Dayton OH", "Cincinnati OH", "Queen City Anglers", 2980, "14.25"),
    ("10/30", "318-440341", "Dayton OH", "Toledo OH", "Maumee Bay Marine", 1120, "19.10"),
    ("10/30", "318-440342", "Dayton OH", "Pittsburgh PA", "Three Forks Trading", 1675, "26.35"),
    ("10/31", "318-440395", "Dayton OH", "Charleston WV", "Kanawha Ridge Outdoors", 890, "28.80"),
    ("10/31", "318-440396", "Dayton OH", "Akron OH", "Cuyahoga Gear Exchange", 2045, "17.95"),
    ("11/03", "318-440457", "Dayton OH", "Detroit MI", "Belle Isle Bait & Tackle", 1530, "23.40"),
    ("11/03", "318-440458", "Dayton OH", "Lansing MI", "Grand River Outfitters", 680, "27.15"),
    ("11/04", "318-440502", "Dayton OH", "Evansville IN", "Ohio Bend Sporting", 1260, "25.05"),
    ("11/04", "318-440503", "Dayton OH", "Columbus OH", "Scioto River Sports", 3310, "13.90"),
    ("11/05", "318-440566", "Dayton OH", "Chicago IL", "Lakefront Expedition Co.", 2475, "22.30"),
    ("11/05", "318-440567", "Dayton OH", "Springfield IL", "Prairie State Camping", 1020, "26.90"),
    ("11/06", "318-440611", "Dayton OH", "Lexington KY", "Bluegrass Trail Outfitters", 1385, "21.15"),
    ("11/06", "318-440612", "Dayton OH", "Erie PA", "Presque Isle Provisions", 745, "29.45"),
    ("11/07", "318-440680", "Dayton OH", "Cincinnati OH", "Queen City Anglers", 1960, "14.25"),
    ("11/07", "318-440681", "Dayton OH", "Huntington WV", "Tri-State Trailworks", 1105, "27.60"),
    ("11/10", "318-440733", "Dayton OH", "Indianapolis IN", "Circle City Camp Co.", 2640, "19.85"),
    ("11/10", "318-440734", "Dayton OH", "Grand Rapids MI", "Riverbend Sport Shop", 930, "25.75"),
    ("11/11", "318-440790", "Dayton OH", "Louisville KY", "Falls City Paddle", 1710, "20.70"),
    ("11/11", "318-440791", "Dayton OH", "Canton OH", "Stark County Sportsman", 1245, "18.35"),
    ("11/12", "318-440842", "Dayton OH", "Milwaukee WI", "Brew City Outdoors", 2090, "27.95"),
    ("11/12", "318-440843", "Dayton OH", "Toledo OH", "Maumee Bay Marine", 860, "19.10"),
    ("11/13", "318-440897", "Dayton OH", "Nashville TN", "Cumberland Camp & Cook", 1580, "30.40"),
    ("11/13", "318-440898", "Dayton OH", "Columbus OH", "Scioto River Sports", 2215, "13.90"),
]


@doc(
    "b14_inv_us_freight_two_page",
    "invoice",
    "Bluegill Freight Lines, Inc. freight bill 7720-1148",
)
def inv_freight():
    p = Pdf(612, 792)
    cols = [(40, "l"), (72, "l"), (130, "l"), (208, "l"), (384, "r"), (440, "r"), (500, "r"), (572, "r")]
    head = [
        (40, "Date"),
        (72, "Pro No."),
        (130, "Destination"),
        (208, "Consignee"),
        (384, "Weight", "r"),
        (440, "Cwt", "r"),
        (500, "Rate", "r"),
        (572, "Charges", "r"),
    ]

    def rows_of(rs):
        out, tot = [], D(0)
        for dt, pro, _o, dest, cons, wt, rate in rs:
            cwt = D(wt) / 100
            e = ext(cwt, rate)
            tot += e
            out.append((dt, pro, dest, cons, US(wt, 0), f"{cwt:.2f}", US(rate), US(e)))
        return out, tot

    # page 1
    p.new_page()
    p.text(40, 52, "BLUEGILL FREIGHT LINES, INC.", 15, True, color=RUST)
    p.text(40, 65, "LTL & Truckload · MC-611804 · USDOT 2287413", 7.8, color=GREY)
    p.text(40, 76, "4410 Needmore Road, Dayton, OH 45424", 7.8, color=GREY)
    p.text(572, 52, "FREIGHT BILL / INVOICE", 12, True, align="r")
    pairs(
        p,
        420,
        572,
        70,
        [
            ("Invoice No.", "7720-1148"),
            ("Invoice Date", "11/26/2025"),
            ("Due Date", "12/26/2025"),
            ("Account", "HOS-0193"),
        ],
        8.2,
        12,
        align="r",
    )
    p.text(40, 130, "BILL TO", 7.4, True, color=RUST)
    lines(
        p,
        40,
        142,
        [
            "Harrowgate Outdoor Supply Co.",
            "Attn: Freight Audit - Dana Whitcomb",
            "2250 Valley Pike, Springfield, OH 45504",
        ],
        8.6,
    )
    p.text(330, 130, "REMIT TO", 7.4, True, color=RUST)
    lines(
        p,
        330,
        142,
        ["Bluegill Freight Lines, Inc.", "P.O. Box 771904", "Cincinnati, OH 45277-1904"],
        8.6,
    )
    p.text(
        40, 190, "Shipments tendered 10/27/2025 - 11/13/2025, origin Dayton OH, shipper-paid (prepaid).", 8.2
    )
    y = band(p, 214, head, 36, 576, size=7.4, fill=CREAM)
    out1, sub1 = rows_of(FREIGHT_ROWS[:16])
    y = items(p, y, cols, out1, 7.8, 14.5)
    p.hline(y - 7, 36, 576, 0.5)
    p.text(440, y + 6, "Page 1 subtotal", 8.4, True)
    p.text(572, y + 6, US(sub1), 8.4, True, align="r")
    p.text(572, y + 24, "Continued on page 2", 7.6, align="r", color=GREY)
    p.footer("Bluegill Freight Lines, Inc. · Invoice 7720-1148 · Page 1 of 2")
    # page 2
    p.new_page()
    p.text(40, 52, "BLUEGILL FREIGHT LINES, INC.", 11, True, color=RUST)
    p.text(572, 52, "Invoice 7720-1148 (continued)", 8.4, align="r")
    y = band(p, 80, head, 36, 576, size=7.4, fill=CREAM)
    p.text(208, y, "Balance brought forward from page 1", 7.8)
    p.text(572, y, US(sub1), 7.8, align="r")
    y += 16
    out2, sub2 = rows_of(FREIGHT_ROWS[16:])
    y = items(p, y, cols, out2, 7.8, 14.5)
    p.hline(y - 7, 36, 576, 0.5)
    linehaul = sub1 + sub2
    fuel = pct(linehaul, "31.4")
    liftgate = ext(3, "85.00")
    resid = ext(2, "120.00")
    subtotal = linehaul + fuel + liftgate + resid
    tax = D("0.00")
    total = subtotal + tax
    paid = D("1500.00")
    bal = total - paid
    same(5324.98, sub1, "sub1")
    same(3979.19, sub2, "sub2")
    same(9304.17, linehaul, "linehaul")
    same(2921.51, fuel, "fuel")
    same(12720.68, subtotal, "subtotal")
    same(12720.68, total, "total")
    same(11220.68, bal, "bal")
    y = totals(
        p,
        330,
        572,
        y + 10,
        [
            ("Page 1 subtotal brought forward", US(sub1)),
            ("Page 2 subtotal", US(sub2)),
            ("Line-haul charges (28 shipments)", US(linehaul)),
            ("Fuel surcharge 31.4%", US(fuel)),
            ("Liftgate delivery (3 x 85.00)", US(liftgate)),
            ("Residential delivery (2 x 120.00)", US(resid)),
            ("Subtotal", US(subtotal), True),
            ("Sales tax (freight exempt)", US(tax)),
            ("TOTAL INVOICE", "$" + US(total), True),
            ("Less payment received 11/20/2025, check 20418", "-" + US(paid)),
            ("BALANCE DUE", "$" + US(bal), True),
        ],
        8.4,
        15,
    )
    p.wrap(
        40,
        y + 12,
        532,
        "Terms: net 30 days. A service charge of 1.5% per month applies to balances unpaid after the due "
        "date. Claims for loss or damage must be filed within 9 months of delivery. Disputes: "
        "billing@bluegillfreight.example.",
        8,
    )
    p.footer("Bluegill Freight Lines, Inc. · Invoice 7720-1148 · Page 2 of 2")
    fields = {
        "invoice_number": F("7720-1148", 1, "Invoice No. 7720-1148"),
        "invoice_date": F("2025-11-26", 1, "Invoice Date 11/26/2025"),
        "due_date": F("2025-12-26", 1, "Due Date 12/26/2025"),
        "vendor_name": F("Bluegill Freight Lines, Inc.", 1, "BLUEGILL FREIGHT LINES, INC."),
        "bill_to": F("Harrowgate Outdoor Supply Co.", 1, "BILL TO Harrowgate Outdoor Supply Co."),
        "currency": F("USD", 2, "TOTAL INVOICE $12,720.68"),
        "subtotal": F(12720.68, 2, "Subtotal 12,720.68"),
        "tax": F(0, 2, "Sales tax (freight exempt) 0.00"),
        "total": F(12720.68, 2, "TOTAL INVOICE $12,720.68"),
        "amount_due": F(11220.68, 2, "BALANCE DUE $11,220.68"),
    }
    notes = (
        "Two-page US LTL freight bill (bare $ = USD, mm/dd/yyyy). 28 shipment lines: page 1 ends with a "
        "'Page 1 subtotal', repeated on page 2 as 'Balance brought forward'; the line-haul total is the two "
        "pages together (sum). Fuel surcharge and accessorials are added to the printed Subtotal (the "
        "pre-tax total, sum). The sales tax is printed as 0.00 (freight exempt), so tax is 0, not null. "
        "total = TOTAL INVOICE; a payment received is deducted to the BALANCE DUE (amount_due, sum). bill_to "
        "is Harrowgate Outdoor Supply Co. (the consignees in the lines and the REMIT TO address are "
        "distractors). Ship dates, the payment date and the tender period are distractors for the dates."
    )
    sums = [
        SUM(
            "Page 1 subtotal + Page 2 subtotal = Line-haul charges",
            [
                (1, T("Page 1 subtotal", 5324.98, 1, "Page 1 subtotal 5,324.98")),
                (1, T("Page 2 subtotal", 3979.19, 2, "Page 2 subtotal 3,979.19")),
            ],
            T("Line-haul charges", 9304.17, 2, "Line-haul charges (28 shipments) 9,304.17"),
        ),
        SUM(
            "Line-haul + fuel + liftgate + residential = Subtotal",
            [
                (1, T("Line-haul charges", 9304.17, 2, "Line-haul charges (28 shipments) 9,304.17")),
                (1, T("Fuel surcharge", 2921.51, 2, "Fuel surcharge 31.4% 2,921.51")),
                (1, T("Liftgate", 255.00, 2, "Liftgate delivery (3 x 85.00) 255.00")),
                (1, T("Residential", 240.00, 2, "Residential delivery (2 x 120.00) 240.00")),
            ],
            "subtotal",
        ),
        SUM(
            "TOTAL INVOICE - payment = BALANCE DUE",
            [
                (1, "total"),
                (-1, T("payment", 1500.00, 2, "Less payment received 11/20/2025, check 20418 -1,500.00")),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---- 6 Spanish architect's factura, certificación, IRPF
@doc(
    "b14_inv_es_honorarios_irpf",
    "invoice",
    "Marín Oyarzábal Arquitectos, S.L.P. factura 2025/0147",
)
def inv_es():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.text(40, 58, "MARÍN OYARZÁBAL", 18, True, color=OLIVE)
    p.text(40, 72, "ARQUITECTOS", 9, color=OLIVE)
    lines(
        p,
        380,
        50,
        [
            "Marín Oyarzábal Arquitectos, S.L.P.",
            "C/ de Fuencarral 211, 3º B",
            "28010 Madrid · CIF B-88140337",
        ],
        7.8,
        bold_first=True,
    )
    p.text(40, 120, "FACTURA", 14, True)
    pairs(
        p,
        40,
        150,
        140,
        [
            ("Nº de factura", "2025/0147"),
            ("Fecha de factura", "28/11/2025"),
            ("Fecha de vencimiento", "28/12/2025"),
            ("Expediente", "EXP-23-061"),
        ],
        8.4,
        13,
    )
    p.text(330, 120, "CLIENTE", 7.8, True, color=OLIVE)
    lines(
        p,
        330,
        134,
        [
            "Promociones Valdeolmos, S.A.",
            "CIF A-78810442",
            "Paseo de la Castellana 141, planta 9",
            "28046 Madrid",
        ],
        8.8,
        bold_first=True,
    )
    p.text(40, 214, "Obra: Edificio de 24 viviendas, parcela R-7, sector Los Pinos, Valdeolmos (Madrid)", 8.6)
    cols = [(44, "l"), (551, "r")]
    y = band(p, 240, [(44, "Concepto"), (551, "Importe", "r")], 40, 555, fill=CREAM)
    fees = D("96000.00")
    origin = D("60000.00")
    prev = D("48000.00")
    this = origin - prev
    css = D("850.00")
    base = this + css
    out = [
        ("Honorarios de dirección de obra - certificación nº 5", ""),
        (f"   Honorarios totales según contrato: {EU(fees)} €", ""),
        (f"   Facturado a origen (62,5 %): {EU(origin)} €", ""),
        (f"   Facturado en certificaciones anteriores: -{EU(prev)} €", ""),
        ("   Importe de esta certificación", EU(this) + " €"),
        ("Coordinación de seguridad y salud, mes de noviembre de 2025", EU(css) + " €"),
    ]
    y = items(p, y, cols, out, 8.4, 15)
    p.hline(y - 7, 40, 555, 0.5)
    iva = pct(base, 21)
    irpf = pct(base, 15)
    total = base + iva - irpf
    same(12850.00, base, "base")
    same(2698.50, iva, "iva")
    same(1927.50, irpf, "irpf")
    same(13621.00, total, "total")
    y = totals(
        p,
        320,
        551,
        y + 10,
        [
            ("Base imponible", EU(base) + " €"),
            ("IVA 21 %", EU(iva) + " €"),
            ("Retención IRPF 15 %", "-" + EU(irpf) + " €"),
            ("TOTAL FACTURA", EU(total) + " €", True),
        ],
        9,
        17,
    )
    y = p.wrap(
        40,
        y + 14,
        515,
        "Forma de pago: transferencia bancaria a ES00 0049 0000 0000 0147 2253 antes de la fecha de "
        "vencimiento. La retención del IRPF será ingresada por el cliente en la Agencia Tributaria "
        "(modelo 111). Colegiado COAM nº 16.884.",
        8.2,
    )
    fields = {
        "invoice_number": F("2025/0147", 1, "Nº de factura 2025/0147"),
        "invoice_date": F("2025-11-28", 1, "Fecha de factura 28/11/2025"),
        "due_date": F("2025-12-28", 1, "Fecha de vencimiento 28/12/2025"),
        "vendor_name": F("Marín Oyarzábal Arquitectos, S.L.P.", 1, "Marín Oyarzábal Arquitectos, S.L.P."),
        "bill_to": F("Promociones Valdeolmos, S.A.", 1, "CLIENTE Promociones Valdeolmos, S.A."),
        "currency": F("EUR", 1, "TOTAL FACTURA 13.621,00 €"),
        "subtotal": F(12850.00, 1, "Base imponible 12.850,00 €"),
        "tax": F(2698.50, 1, "IVA 21 % 2.698,50 €"),
        "total": F(13621.00, 1, "TOTAL FACTURA 13.621,00 €"),
        "amount_due": NULL(),
    }
    notes = (
        "Spanish architect's fee invoice (EUR, 1.234,56 €, dd/mm/yyyy). The contract fee 96.000,00 €, the "
        "amount invoiced to date 60.000,00 € and the earlier certifications 48.000,00 € are distractors; "
        "subtotal is the Base imponible (this certification plus the safety coordination). tax is the IVA 21 "
        "%; the 15 % IRPF withholding is NOT tax: it is deducted to the TOTAL FACTURA (a sum relates "
        "subtotal, tax, IRPF and total). amount_due is null: no separate amount to pay is printed beyond the "
        "TOTAL FACTURA. due_date is the printed Fecha de vencimiento."
    )
    sums = [
        SUM(
            "Base imponible + IVA - IRPF = TOTAL FACTURA",
            [
                (1, "subtotal"),
                (1, "tax"),
                (-1, T("Retención IRPF", 1927.50, 1, "Retención IRPF 15 % -1.927,50 €")),
            ],
            "total",
        ),
        SUM(
            "certificación + coordinación = Base imponible",
            [
                (
                    1,
                    T(
                        "Importe de esta certificación",
                        12000.00,
                        1,
                        "Importe de esta certificación 12.000,00 €",
                    ),
                ),
                (1, T("Coordinación de seguridad y salud", 850.00, 1, "mes de noviembre de 2025 850,00 €")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ---- 7 Japanese monthly seikyusho with carried balance
@doc(
    "b14_inv_jp_seikyusho_kurikoshi",
    "invoice",
    "Sasaki Seika monthly invoice INV-2511-0337",
)
def inv_jp():
    p = Pdf(595, 842, face="jp")
    p.new_page()
    p.text(297, 58, "請 求 書", 20, align="c")
    pairs(
        p,
        400,
        555,
        90,
        [
            ("請求書番号", "INV-2511-0337"),
            ("発行日", "2025/11/30"),
            ("登録番号", "T4010401098813"),
        ],
        8.4,
        14,
        align="r",
        bold=False,
    )
    p.text(40, 110, "株式会社みなと珈琲商会 御中", 12.5)
    p.hline(116, 40, 300, 0.8)
    lines(p, 40, 132, ["〒231-0023 神奈川県横浜市中区山下町 118-4", "ご担当: 経理部 小野寺 様"], 8.4)
    lines(
        p,
        380,
        150,
        [
            "有限会社ささき製菓",
            "〒252-0303 神奈川県相模原市南区相模大野 6-21-9",
            "TEL 042-700-1836",
        ],
        8.2,
    )
    p.text(40, 190, "下記のとおりご請求申し上げます。", 9)
    p.text(40, 204, "対象期間: 2025/11/01 ～ 2025/11/30    お支払期限: 2025/12/31", 9)
    prev = D(184360)
    paid = D(184360 - 12000)
    carry = prev - paid
    rows = [
        ("11/04", "焼き菓子詰合せ (12個入) ※", 40, 1380, 8),
        ("11/04", "フィナンシェ 単品 ※", 120, 165, 8),
        ("11/12", "季節のパウンドケーキ ※", 36, 1620, 8),
        ("11/12", "ギフト用化粧箱", 60, 95, 10),
        ("11/20", "クッキー缶 (中) ※", 48, 1950, 8),
        ("11/20", "配送手数料", 3, 880, 10),
        ("11/27", "紙袋 (ロゴ入り)", 150, 22, 10),
    ]
    base = {8: D(0), 10: D(0)}
    out = []
    for dt, name, n, pr, r in rows:
        e = ext(n, pr)
        base[r] += e
        out.append((dt, name, f"{n:,}", f"{pr:,}", f"{int(e):,}"))
    sub = base[8] + base[10]
    t8 = q(base[8] * D("0.08"), 0)
    t10 = q(base[10] * D("0.10"), 0)
    tax = t8 + t10
    total = sub + tax
    due = carry + total
    same(238560, sub, "sub")
    same(18154, t8, "t8")
    same(1164, t10, "t10")
    same(19318, tax, "tax")
    same(257878, total, "total")
    same(269878, due, "due")

    def yen(x):
        return f"¥{int(x):,}"

    y = 226
    cells = [
        ("前回ご請求額", yen(prev)),
        ("ご入金額", yen(paid)),
        ("繰越金額", yen(carry)),
        ("今回お買上額(税抜)", yen(sub)),
        ("消費税額", yen(tax)),
        ("今回ご請求額", yen(due)),
    ]
    x0 = 40
    wcell = 515 / 6
    for i, (cap, val) in enumerate(cells):
        xa = x0 + i * wcell
        if i == 5:
            p.shade(xa, y, xa + wcell, y + 36, 0.88)
        p.rect(xa, y, xa + wcell, y + 36, 0.6)
        p.text(xa + wcell / 2, y + 12, cap, 7.4, align="c")
        p.text(xa + wcell - 5, y + 29, val, 9.6, align="r")
    cols = [(44, "l"), (90, "l"), (400, "r"), (470, "r"), (551, "r")]
    y = band(
        p,
        296,
        [(44, "日付"), (90, "品名"), (400, "数量", "r"), (470, "単価", "r"), (551, "金額", "r")],
        40,
        555,
        size=8,
    )
    y = items(p, y, cols, out, 8.4, 16)
    p.hline(y - 8, 40, 555, 0.5)
    y = totals(
        p,
        330,
        551,
        y + 8,
        [
            ("小計(税抜)", yen(sub)),
            (f"8%対象 {yen(base[8])}  消費税", yen(t8)),
            (f"10%対象 {yen(base[10])}  消費税", yen(t10)),
            ("消費税合計", yen(tax)),
            ("合計(税込)", yen(total)),
        ],
        8.8,
        17,
    )
    y = lines(
        p,
        40,
        y + 12,
        [
            "※は軽減税率(8%)対象品目です。",
            "今回ご請求額には前回からの繰越金額を含みます。",
            "お振込先: 湘南みどり銀行 相模大野支店 普通 4471902 ユ)ササキセイカ",
        ],
        8.4,
    )
    fields = {
        "invoice_number": F("INV-2511-0337", 1, "請求書番号 INV-2511-0337"),
        "invoice_date": F("2025-11-30", 1, "発行日 2025/11/30"),
        "due_date": F("2025-12-31", 1, "お支払期限: 2025/12/31"),
        "vendor_name": F("有限会社ささき製菓", 1, "有限会社ささき製菓 〒252-0303"),
        "bill_to": F("株式会社みなと珈琲商会", 1, "株式会社みなと珈琲商会 御中 〒231-0023"),
        "currency": F("JPY", 1, "合計(税込) ¥257,878"),
        "subtotal": F(238560, 1, "小計(税抜) ¥238,560"),
        "tax": F(19318, 1, "消費税合計 ¥19,318"),
        "total": F(257878, 1, "合計(税込) ¥257,878"),
        "amount_due": F(269878, 1, "今回ご請求額 ¥269,878"),
    }
    notes = (
        "Japanese monthly invoice (請求書; JPY, ¥1,234, yyyy/mm/dd). The summary boxes across the top "
        "print the previous bill, the payment received, the carried-over balance (繰越金額), this month's "
        "purchases before tax, the consumption tax and the amount billed this time (今回ご請求額). "
        "subtotal = 小計(税抜); tax = 消費税合計 (8 % reduced rate on food plus 10 %, a sum checks it); "
        "total = 合計(税込), this month's invoice total; amount_due = 今回ご請求額, which adds the carried "
        "balance to the total (a sum checks it). The previous bill and the payment are distractors. "
        "bill_to is the customer addressed 御中; the contact person is a distractor. The registration "
        "number (登録番号) is not the invoice number; the period start/end dates are distractors."
    )
    sums = [
        SUM(
            "消費税 8% + 消費税 10% = 消費税合計",
            [
                (1, T("消費税 8%", 18154, 1, "8%対象 ¥226,920 消費税 ¥18,154")),
                (1, T("消費税 10%", 1164, 1, "10%対象 ¥11,640 消費税 ¥1,164")),
            ],
            "tax",
        ),
        SUM(
            "繰越金額 + 合計(税込) = 今回ご請求額",
            [(1, T("繰越金額", 12000, 1, "繰越金額 ¥12,000")), (1, "total")],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---- 8 Swiss Rechnung, MWST 8.1 %, 5-Rappen rounding
@doc(
    "b14_inv_ch_rundung_qr",
    "invoice",
    "Schreinerei Zbinden & Gfeller AG Rechnung 25-0918",
)
def inv_ch():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 56, "Schreinerei Zbinden & Gfeller AG", 15, True, color=RUST)
    p.text(40, 70, "Innenausbau · Küchen · Möbel nach Mass", 8.2, color=GREY)
    p.text(40, 82, "Mattenstrasse 33 · 3073 Gümligen · CHE-214.887.305 MWST", 7.8, color=GREY)
    lines(
        p,
        340,
        118,
        [
            "Stiftung Alterszentrum Lindenhof",
            "Finanzen und Administration",
            "Postfach 88",
            "3400 Burgdorf",
        ],
        9.2,
        bold_first=True,
    )
    p.text(40, 190, "Rechnung 25-0918", 13, True)
    pairs(
        p,
        40,
        150,
        210,
        [
            ("Datum", "12.11.2025"),
            ("Ihre Bestellung", "Herr U. Schärer, 02.10.2025"),
            ("Objekt", "Cafeteria Lindenhof, Neubau Trakt C"),
            ("Zahlbar bis", "12.12.2025"),
        ],
        8.4,
        13,
    )
    cols = [(44, "l"), (380, "r"), (450, "r"), (551, "r")]
    y = band(
        p,
        280,
        [(44, "Beschreibung"), (380, "Menge", "r"), (450, "Preis CHF", "r"), (551, "Betrag CHF", "r")],
        40,
        555,
    )
    rows = [
        ("Theke Eiche massiv, geölt, mit Kühlnische", "1", "8760.00"),
        ("Wandverkleidung Akustikpaneel Eiche (m2)", "23.5", "214.00"),
        ("Sitzbank mit Polster, Länge 4.20 m", "2", "1985.50"),
        ("Tische Eiche 80 x 80 cm", "12", "468.00"),
        ("Montage vor Ort (Std.)", "31.5", "96.00"),
        ("Transport und Entsorgung Verpackung", "1", "340.00"),
    ]
    net = D(0)
    out = []
    for name, n, pr in rows:
        e = ext(n, pr)
        net += e
        out.append((name, n, CH(pr), CH(e)))
    y = items(p, y, cols, out, 8.3, 15)
    p.hline(y - 7, 40, 555, 0.5)
    mwst = pct(net, "8.1")
    exact = net + mwst
    total = (exact * 20).quantize(D(1)) / 20
    total = q(total)
    rund = total - exact
    skonto = pct(total, 2)
    same(26740.00, net, "net")
    same(2165.94, mwst, "mwst")
    same(0.01, rund, "rund")
    same(28905.95, total, "total")
    y = totals(
        p,
        320,
        551,
        y + 8,
        [
            ("Total exkl. MWST", CH(net)),
            ("MWST 8.1 %", CH(mwst)),
            ("Rundung", CH(rund)),
            ("Total CHF", CH(total), True),
        ],
        9,
        16,
    )
    p.wrap(
        40,
        y + 10,
        515,
        f"Zahlbar innert 30 Tagen netto. Bei Zahlung innert 10 Tagen gewähren wir 2 % Skonto (CHF "
        f"{CH(skonto)}). "
        "Garantie 2 Jahre ab Übergabe am 31.10.2025.",
        8.4,
    )
    # QR-bill receipt part
    p.line(40, 600, 555, 600, 0.5)
    p.text(40, 618, "Empfangsschein", 10, True)
    lines(
        p,
        40,
        636,
        [
            "Konto / Zahlbar an",
            "CH00 3000 0000 0918 4471 2",
            "Schreinerei Zbinden & Gfeller AG",
            "Mattenstrasse 33, 3073 Gümligen",
        ],
        8,
    )
    lines(p, 40, 694, ["Zahlbar durch", "Stiftung Alterszentrum Lindenhof, Burgdorf"], 8)
    p.text(40, 730, "Währung", 7, True)
    p.text(100, 730, "Betrag", 7, True)
    p.text(40, 742, "CHF", 8.4)
    p.text(100, 742, CH(total).replace("'", " "), 8.4)
    p.text(260, 618, "Zahlteil", 10, True)
    p.rect(260, 630, 400, 770, 0.5)
    p.text(330, 704, "[QR-Code]", 8, align="c", color=GREY)
    fields = {
        "invoice_number": F("25-0918", 1, "Rechnung 25-0918"),
        "invoice_date": F("2025-11-12", 1, "Datum 12.11.2025"),
        "due_date": F("2025-12-12", 1, "Zahlbar bis 12.12.2025"),
        "vendor_name": F(
            "Schreinerei Zbinden & Gfeller AG", 1, "Schreinerei Zbinden & Gfeller AG Innenausbau"
        ),
        "bill_to": F("Stiftung Alterszentrum Lindenhof", 1, "Stiftung Alterszentrum Lindenhof Finanzen"),
        "currency": F("CHF", 1, "Total CHF 28'905.95"),
        "subtotal": F(26740.00, 1, "Total exkl. MWST 26'740.00"),
        "tax": F(2165.94, 1, "MWST 8.1 % 2'165.94"),
        "total": F(28905.95, 1, "Total CHF 28'905.95"),
        "amount_due": NULL(),
    }
    notes = (
        "Swiss joinery invoice (CHF, 12'345.65, dd.mm.yyyy) with a QR-bill receipt. subtotal = Total "
        "exkl. MWST, tax = MWST 8.1 %; the total is rounded to 5 Rappen by a Rundung line (a sum relates "
        "subtotal, tax, Rundung and Total CHF). The receipt part repeats the amount as 'Betrag' with space "
        "grouping; that is the same total, not a separate amount due, so amount_due is null. The 2 % "
        "Skonto amount is a distractor. bill_to is the Stiftung, not the ordering person Herr U. Schärer; "
        "the order and handover dates are distractors; due_date is the printed 'Zahlbar bis'."
    )
    sums = [
        SUM(
            "Total exkl. MWST + MWST + Rundung = Total CHF",
            [(1, "subtotal"), (1, "tax"), (1, T("Rundung", 0.01, 1, "Rundung 0.01"))],
            "total",
        )
    ]
    return p, fields, notes, sums


# ---- 9 US credit memo, negative amounts in brackets
@doc(
    "b14_inv_us_credit_memo",
    "invoice",
    "Tamarack Lab Supply, Inc. credit memo CM-20931",
)
def inv_cm():
    p = Pdf(612, 792)
    p.new_page()
    p.text(40, 56, "Tamarack Lab Supply, Inc.", 16, True, color=TEAL)
    lines(
        p,
        40,
        72,
        ["1187 Industrial Park Drive, Bozeman, MT 59718", "(406) 555-0148 · orders@tamaracklab.example"],
        8,
        color=GREY,
    )
    p.rect(400, 36, 572, 62, 0, fill=TEAL, color=None)
    p.text(486, 54, "CREDIT MEMO", 13, True, align="c", color=WHITE)
    pairs(
        p,
        400,
        572,
        80,
        [
            ("Credit Memo No.", "CM-20931"),
            ("Credit Date", "11/18/2025"),
            ("Original Invoice", "88417"),
            ("Original Invoice Date", "10/02/2025"),
            ("RMA No.", "RMA-6614"),
        ],
        8.2,
        12.5,
        align="r",
    )
    p.text(40, 160, "SOLD TO", 7.4, True, color=TEAL)
    lines(
        p,
        40,
        172,
        ["Verdant Hollow Brewing Company", "Accounts Payable", "402 E. Mendenhall St", "Bozeman, MT 59715"],
        8.8,
    )
    p.text(320, 160, "SHIP TO", 7.4, True, color=TEAL)
    lines(
        p,
        320,
        172,
        [
            "Verdant Hollow Taproom - QA Lab",
            "Attn: Priya Castellano",
            "88 Story Mill Rd",
            "Bozeman, MT 59715",
        ],
        8.8,
    )
    p.text(
        40,
        238,
        "Reason: return of unopened goods shipped in error (invoice 88417); restocking fee applies.",
        8.4,
    )
    cols = [(44, "l"), (110, "l"), (400, "r"), (470, "r"), (568, "r")]
    y = band(
        p,
        262,
        [
            (44, "Item"),
            (110, "Description"),
            (400, "Qty", "r"),
            (470, "Unit Price", "r"),
            (568, "Amount", "r"),
        ],
        40,
        572,
        fill=PALE,
    )

    def br(x):
        return US(x) if x >= 0 else "(" + US(-x) + ")"

    rows = [
        ("PH-7700", "pH meter, benchtop, with ATC probe", -1, "689.00"),
        ("DO-220", "Dissolved oxygen sensor cap kit", -4, "74.50"),
        ("HY-015", "Hydrometer set, 0.990-1.070 SG", -6, "38.25"),
        ("RF-OPT", "Refractometer, digital, Brix/SG", -1, "412.00"),
    ]
    ret = D(0)
    out = []
    for it, name, n, pr in rows:
        e = ext(n, pr)
        ret += e
        out.append((it, name, str(n), US(pr), br(e)))
    fee = pct(-ret, 15)
    out.append(("RSTK", "Restocking fee 15%", "1", US(fee), br(fee)))
    y = items(p, y, cols, out, 8.2, 15)
    p.hline(y - 7, 40, 572, 0.5)
    sub = ret + fee
    tax = pct(sub, "6.5")
    tot = sub + tax
    same(-1628.50, ret, "ret")
    same(244.28, fee, "fee")
    same(-1384.22, sub, "sub")
    same(-89.97, tax, "tax")
    same(-1474.19, tot, "tot")
    y = totals(
        p,
        360,
        568,
        y + 8,
        [
            ("Subtotal", br(sub)),
            ("Sales Tax 6.5%", br(tax)),
            ("TOTAL CREDIT (USD)", br(tot), True),
        ],
        9,
        16,
    )
    p.wrap(
        40,
        y + 12,
        532,
        "This credit has been applied to your account and will offset open invoices; no payment is due. "
        "Original invoice 88417 total was $3,318.42. Questions: ar@tamaracklab.example.",
        8.4,
    )
    fields = {
        "invoice_number": F("CM-20931", 1, "Credit Memo No. CM-20931"),
        "invoice_date": F("2025-11-18", 1, "Credit Date 11/18/2025"),
        "due_date": NULL(),
        "vendor_name": F("Tamarack Lab Supply, Inc.", 1, "Tamarack Lab Supply, Inc."),
        "bill_to": F("Verdant Hollow Brewing Company", 1, "SOLD TO Verdant Hollow Brewing Company"),
        "currency": F("USD", 1, "TOTAL CREDIT (USD) (1,474.19)"),
        "subtotal": F(-1384.22, 1, "Subtotal (1,384.22)"),
        "tax": F(-89.97, 1, "Sales Tax 6.5% (89.97)"),
        "total": F(-1474.19, 1, "TOTAL CREDIT (USD) (1,474.19)"),
        "amount_due": NULL(),
    }
    notes = (
        "US credit memo (the invoice-type document is a credit note): amounts in brackets are NEGATIVE, so "
        "subtotal, tax and total are negative (returned goods less a positive 15 % restocking fee). "
        "invoice_number is the Credit Memo No. CM-20931, not the original invoice 88417; invoice_date is the "
        "Credit Date, not the original invoice date; the original invoice total $3,318.42 is a distractor. "
        "bill_to is the SOLD TO company (the SHIP TO lab and its contact are distractors). due_date is null "
        "(no due date is printed) and amount_due is null (the credit is applied to the account; no separate "
        "balance is printed)."
    )
    sums = [
        SUM(
            "returned goods + restocking fee = Subtotal",
            [
                (
                    1,
                    T("PH-7700", -689.00, 1, "PH-7700 pH meter, benchtop, with ATC probe -1 689.00 (689.00)"),
                ),
                (1, T("DO-220", -298.00, 1, "Dissolved oxygen sensor cap kit -4 74.50 (298.00)")),
                (1, T("HY-015", -229.50, 1, "-6 38.25 (229.50)")),
                (1, T("RF-OPT", -412.00, 1, "Refractometer, digital, Brix/SG -1 412.00 (412.00)")),
                (1, T("Restocking fee", 244.28, 1, "Restocking fee 15% 1 244.28 244.28")),
            ],
            "subtotal",
        )
    ]
    return p, fields, notes, sums


# ---- 10 Polish faktura VAT, partial payment
@doc(
    "b14_inv_pl_faktura_zaplacono",
    "invoice",
    "Pracownia Stolarska Lipiec sp. z o.o. faktura FV/2025/11/0418",
)
def inv_pl():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.text(297, 50, "Faktura VAT nr FV/2025/11/0418", 14, True, align="c")
    p.text(297, 64, "ORYGINAŁ", 7.6, align="c", color=GREY)
    pairs(
        p,
        360,
        555,
        88,
        [
            ("Data wystawienia:", "2025-11-18"),
            ("Data sprzedaży:", "2025-11-14"),
            ("Miejsce wystawienia:", "Kraków"),
        ],
        8.2,
        12.5,
        align="r",
    )
    p.text(40, 140, "Sprzedawca", 8, True, color=OLIVE)
    lines(
        p,
        40,
        153,
        ["Pracownia Stolarska Lipiec sp. z o.o.", "ul. Kręta 7, 30-519 Kraków", "NIP 679-318-44-07"],
        8.6,
    )
    p.text(220, 140, "Nabywca", 8, True, color=OLIVE)
    lines(
        p,
        220,
        153,
        [
            "Kancelaria Notarialna Żelazny",
            "i Wspólnicy s.c.",
            "ul. Długa 41, 31-147 Kraków",
            "NIP 676-224-91-38",
        ],
        8.6,
    )
    p.text(410, 140, "Odbiorca", 8, True, color=OLIVE)
    lines(
        p,
        410,
        153,
        ["Oddział w Tarnowie", "Żelazny i Wspólnicy", "pl. Kazimierza 3", "33-100 Tarnów"],
        8.6,
    )
    cols = [
        (40, "l"),
        (58, "l"),
        (256, "r"),
        (262, "l"),
        (350, "r"),
        (404, "r"),
        (430, "r"),
        (486, "r"),
        (555, "r"),
    ]
    y = band(
        p,
        230,
        [
            (40, "Lp."),
            (58, "Nazwa towaru / usługi"),
            (256, "Ilość", "r"),
            (262, "J.m."),
            (350, "Cena netto", "r"),
            (404, "Wart. netto", "r"),
            (430, "VAT", "r"),
            (486, "Kwota VAT", "r"),
            (555, "Wart. brutto", "r"),
        ],
        36,
        559,
        size=7,
    )
    rows = [
        ("1", "Regał biblioteczny dąb, 240 cm", "3", "szt.", "2840.00", 23),
        ("2", "Biurko gabinetowe z szufladami", "2", "szt.", "3165.00", 23),
        ("3", "Montaż mebli", "14", "godz.", "95.00", 23),
        ("4", "Renowacja zabytkowej szafy", "1", "usł.", "1960.00", 8),
    ]
    base = {23: D(0), 8: D(0)}
    vatr = {23: D(0), 8: D(0)}
    out = []
    for lp, name, n, unit, pr, r in rows:
        e = ext(n, pr)
        v = pct(e, r)
        base[r] += e
        vatr[r] += v
        out.append((lp, name, n, unit, SP(pr), SP(e), f"{r}%", SP(v), SP(e + v)))
    y = items(p, y, cols, out, 7.6, 14)
    p.hline(y - 7, 36, 559, 0.5)
    net = base[23] + base[8]
    vat = vatr[23] + vatr[8]
    gross = net + vat
    paid = D("5000.00")
    left = gross - paid
    same(18140.00, net, "net")
    same(3878.20, vat, "vat")
    same(22018.20, gross, "gross")
    same(17018.20, left, "left")
    y = items(
        p,
        y + 4,
        [(330, "l"), (404, "r"), (430, "r"), (486, "r"), (555, "r")],
        [
            ("w tym", SP(base[23]), "23%", SP(vatr[23]), SP(base[23] + vatr[23])),
            ("", SP(base[8]), "8%", SP(vatr[8]), SP(base[8] + vatr[8])),
            ("Razem", SP(net), "", SP(vat), SP(gross)),
        ],
        7.8,
        14,
    )
    y = pairs(
        p,
        300,
        555,
        y + 14,
        [
            ("Razem do zapłaty:", zl(gross)),
            ("Zapłacono (zaliczka 2025-10-20):", zl(paid)),
            ("Pozostało do zapłaty:", zl(left)),
        ],
        9,
        16,
        align="r",
    )
    y = pairs(
        p,
        40,
        170,
        y + 10,
        [
            ("Słownie:", "dwadzieścia dwa tysiące osiemnaście złotych 20/100"),
            ("Sposób płatności:", "przelew"),
            ("Termin płatności:", "2025-12-02"),
            ("Numer konta:", "PL00 1020 2892 0000 5102 0418 3377"),
        ],
        8.2,
        13,
    )
    p.text(150, 780, "Wystawił(a): Joanna Lipiec", 8, align="c")
    p.text(445, 780, "Odebrał(a)", 8, align="c")
    fields = {
        "invoice_number": F("FV/2025/11/0418", 1, "Faktura VAT nr FV/2025/11/0418"),
        "invoice_date": F("2025-11-18", 1, "Data wystawienia: 2025-11-18"),
        "due_date": F("2025-12-02", 1, "Termin płatności: 2025-12-02"),
        "vendor_name": F(
            "Pracownia Stolarska Lipiec sp. z o.o.", 1, "Sprzedawca Pracownia Stolarska Lipiec sp. z o.o."
        ),
        "bill_to": F(
            "Kancelaria Notarialna Żelazny i Wspólnicy s.c.",
            1,
            "Nabywca Kancelaria Notarialna Żelazny i Wspólnicy s.c.",
        ),
        "currency": F("PLN", 1, "Razem do zapłaty: 22 018,20 zł"),
        "subtotal": F(18140.00, 1, "Razem 18 140,00 3 878,20 22 018,20"),
        "tax": F(3878.20, 1, "Razem 18 140,00 3 878,20"),
        "total": F(22018.20, 1, "Razem do zapłaty: 22 018,20 zł"),
        "amount_due": F(17018.20, 1, "Pozostało do zapłaty: 17 018,20 zł"),
    }
    notes = (
        "Polish VAT invoice (PLN, '12 345,67 zł', yyyy-mm-dd). Three party columns: Sprzedawca (vendor), "
        "Nabywca (buyer = bill_to; its name wraps over two lines) and Odbiorca (the recipient branch, a "
        "distractor). The Razem row of the rate summary gives subtotal (Wart. netto), tax (Kwota VAT, 23 % + "
        "8 %, a sum checks it) and the gross total; 'Razem do zapłaty' repeats the total. An advance "
        "(zaliczka) already paid is deducted to 'Pozostało do zapłaty' (amount_due, a sum checks it). "
        "invoice_date is the Data wystawienia, not the Data sprzedaży; due_date is the Termin płatności."
    )
    sums = [
        SUM(
            "VAT 23% + VAT 8% = Razem VAT",
            [
                (1, T("VAT 23%", 3721.40, 1, "w tym 16 180,00 23% 3 721,40")),
                (1, T("VAT 8%", 156.80, 1, "1 960,00 8% 156,80 2 116,80 Razem")),
            ],
            "tax",
        ),
        SUM(
            "Razem do zapłaty - Zapłacono = Pozostało do zapłaty",
            [(1, "total"), (-1, T("Zapłacono", 5000.00, 1, "Zapłacono (zaliczka 2025-10-20): 5 000,00 zł"))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---- 11 US SaaS invoice paid by card, amount due 0
@doc(
    "b14_inv_us_saas_paid_card",
    "invoice",
    "Loftwing Analytics, Inc. invoice LW-251101-0418",
)
def inv_saas():
    p = Pdf(612, 792)
    p.new_page()
    p.text(40, 58, "loftwing", 22, True, color=PLUM)
    p.text(572, 50, "Invoice", 18, True, align="r")
    pairs(
        p,
        380,
        572,
        74,
        [
            ("Invoice number", "LW-251101-0418"),
            ("Date of issue", "Nov 1, 2025"),
            ("Date due", "Due on receipt"),
            ("Service period", "Nov 1 - Nov 30, 2025"),
        ],
        8.4,
        13,
        align="r",
    )
    lines(
        p,
        40,
        130,
        [
            "Loftwing Analytics, Inc.",
            "600 Pine Street, Suite 1400",
            "Seattle, WA 98101",
            "billing@loftwing.example",
        ],
        8.6,
        bold_first=True,
    )
    p.text(260, 130, "Bill to", 8.6, True)
    lines(
        p,
        260,
        143,
        [
            "Marrowstone Health Partners, PLLC",
            "Attn: Oskar Lindqvist, IT Director",
            "1921 Water Street",
            "Port Townsend, WA 98368",
        ],
        8.6,
    )
    p.text(40, 214, "Paid in full - thank you", 14, True)
    cols = [(44, "l"), (380, "r"), (460, "r"), (568, "r")]
    y = band(
        p,
        250,
        [(44, "Description"), (380, "Qty", "r"), (460, "Unit price", "r"), (568, "Amount", "r")],
        40,
        572,
        fill=LILAC,
    )
    rows = [
        ("Growth plan - monthly platform fee", "1", "2400.00"),
        ("Additional analyst seats", "14", "45.00"),
        ("API calls above plan (per 1,000 calls)", "1250", "0.40"),
        ("Data retention add-on, 24 months", "1", "180.00"),
    ]
    gross = D(0)
    out = []
    for name, n, pr in rows:
        e = ext(n, pr)
        gross += e
        out.append((name, US(n, 0), "$" + US(pr), "$" + US(e)))
    y = items(p, y, cols, out, 8.4, 15)
    disc = pct(D("2400.00"), 10)
    sub = gross - disc
    tax = pct(sub, "10.35")
    tot = sub + tax
    paid = tot
    due = tot - paid
    same(3710.00, gross, "gross")
    same(240.00, disc, "disc")
    same(3470.00, sub, "sub")
    same(359.15, tax, "tax")
    same(3829.15, tot, "tot")
    same(0, due, "due")
    p.hline(y - 7, 40, 572, 0.5)
    y = totals(
        p,
        330,
        568,
        y + 8,
        [
            ("Discount PARTNER10 (10% off platform fee)", "-$" + US(disc)),
            ("Subtotal", "$" + US(sub)),
            ("Sales tax - Seattle, WA (10.35%)", "$" + US(tax)),
            ("Total", "$" + US(tot), True),
            ("Amount paid (Visa ending 4417, Nov 1, 2025)", "-$" + US(paid)),
            ("Amount due", "$" + US(due), True),
        ],
        8.6,
        16,
    )
    p.wrap(
        40,
        y + 12,
        532,
        "Your next invoice will be issued on Dec 1, 2025. Annual billing saves 15%. Tax ID 91-2284417. "
        "Questions about this invoice: billing@loftwing.example.",
        8.2,
    )
    p.footer("LW-251101-0418 · Paid Nov 1, 2025 · Page 1 of 1")
    fields = {
        "invoice_number": F("LW-251101-0418", 1, "Invoice number LW-251101-0418"),
        "invoice_date": F("2025-11-01", 1, "Date of issue Nov 1, 2025"),
        "due_date": NULL(),
        "vendor_name": F("Loftwing Analytics, Inc.", 1, "Loftwing Analytics, Inc."),
        "bill_to": F("Marrowstone Health Partners, PLLC", 1, "Bill to Marrowstone Health Partners, PLLC"),
        "currency": F("USD", 1, "Total $3,829.15"),
        "subtotal": F(3470.00, 1, "Subtotal $3,470.00"),
        "tax": F(359.15, 1, "Sales tax - Seattle, WA (10.35%) $359.15"),
        "total": F(3829.15, 1, "Total $3,829.15"),
        "amount_due": F(0, 1, "Amount due $0.00"),
    }
    notes = (
        "US SaaS invoice paid by card (bare $ = USD, 'Nov 1, 2025'). The line amounts are before a 10 % "
        "partner discount on the platform fee; subtotal is the printed Subtotal after the discount. tax is "
        "the Seattle sales tax amount; total = Total. The card payment is deducted to 'Amount due $0.00', so "
        "amount_due is 0 (printed, not null; a sum checks it). "
        "due_date is null: 'Date due' prints 'Due on receipt', which is not a date (never computed from the "
        "issue date); the service period, payment date and next invoice date are distractors. bill_to is "
        "the company, not its IT director."
    )
    sums = [
        SUM(
            "Total - Amount paid = Amount due",
            [
                (1, "total"),
                (-1, T("Amount paid", 3829.15, 1, "Amount paid (Visa ending 4417, Nov 1, 2025) -$3,829.15")),
            ],
            "amount_due",
        ),
        SUM(
            "line amounts - discount = Subtotal",
            [
                (1, T("Growth plan", 2400.00, 1, "Growth plan - monthly platform fee 1 $2,400.00 $2,400.00")),
                (1, T("seats", 630.00, 1, "Additional analyst seats 14 $45.00 $630.00")),
                (1, T("API calls", 500.00, 1, "1,250 $0.40 $500.00")),
                (1, T("retention", 180.00, 1, "Data retention add-on, 24 months 1 $180.00 $180.00")),
                (-1, T("Discount", 240.00, 1, "Discount PARTNER10 (10% off platform fee) -$240.00")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums
