"""Invoice builders for blind_extraction21 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints from its
line items and checks the hand-written label literals (one L = dict(...) per
builder) with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, grid, pct, rnd
from pdfkit import CH, EU, SP, US, Pdf
from sheet import Sheet

A4 = dict(w=595, h=842)


def tot(xs):
    return sum(xs, D(0))


def hdr(s, cols, size=7.4):
    """A bold column-heading line with a rule under it."""
    s.row(cols, size=size, bold=True)
    s.rule()


def cells_text(cells):
    """The page text of one grid() row: caption then value, cell by cell."""
    out = []
    for _, _, lab, val in cells:
        out.append(lab)
        if val:
            out.append(val)
    return " ".join(out)


def boxes(s, cells, h=25, lsize=6.4, vsize=8.6, shade=None):
    """A boxed captions-over-values strip at the Sheet's current line; returns its text."""
    y = s.y - 9
    grid(s.p, y, cells, h=h, lsize=lsize, vsize=vsize, shade=shade)
    s.y = y + h + 15
    return cells_text(cells)


def line_row(s, cols, texts, size=7.6, lead=12):
    return s.row([(x, t, a) for (x, a), t in zip(cols, texts, strict=True)], size=size, lead=lead)


# ==================== 1 German Rechnung over two pages: Übertrag, 19 % and 7 % MwSt, Skonto vs net due date
@doc("b21_inv_de_rechnung_uebertrag_skonto", "invoice", "Hollerbach Laborbedarf Rechnung RG 26/11853")
def inv_de():
    L = dict(c1=2377.30, net=2965.30, v19=519.16, v7=16.30, tax=535.46, gross=3500.76)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=56, size=8.2)
    q_vendor = s.t("Hollerbach Laborbedarf GmbH", 15, True)
    s.t("Laborgeräte · Verbrauchsmaterial · Kalibrierservice", 7.6, color=GREY)
    s.t("Am Kesselhaus 7 · 35390 Gießen · Telefon 0641 98 44 70 · vertrieb@hollerbach-labor.example", 7.6)
    s.skip(14)
    s.t("Hollerbach Laborbedarf GmbH · Am Kesselhaus 7 · 35390 Gießen", 6.4, color=GREY)
    s.rule(0.3)
    y_box = s.y
    s.row(
        [(50, "Rechnungsanschrift"), (330, "Rechnungsnummer"), (545, "RG 26/11853", "r")], size=7.2, bold=True
    )
    q_bill = s.row([(50, "Veldmann Umweltanalytik GmbH"), (330, "Rechnungsdatum"), (545, "23.10.2026", "r")])
    s.row([(50, "Kreditorenbuchhaltung"), (330, "Kundennummer"), (545, "40718", "r")])
    s.row([(50, "Hafenstraße 112"), (330, "Ihre Bestellung"), (545, "BE-2026-0931 vom 02.10.2026", "r")])
    s.row([(50, "26789 Leer (Ostfriesland)"), (330, "Lieferschein"), (545, "LS 26/20577", "r")])
    s.row([(330, "Liefer-/Leistungsdatum"), (545, "19.10.2026", "r")])
    s.row([(50, "Lieferanschrift", "l"), (330, "Ansprechpartner"), (545, "Jana Oltmanns", "r")], size=8)
    s.row([(50, "Forschungsstelle Ems-Dollart e. V., Labor Nord"), (330, "Seite"), (545, "1 von 2", "r")])
    s.row([(50, "Deichweg 4, 26831 Bunde")])
    p.rect(322, y_box - 11, 549, s.y - 22, 0.4)
    s.skip(8)
    s.t("RECHNUNG", 13, True)
    s.t("Wir berechnen Ihnen für die Lieferung gemäß Ihrer Bestellung:", 8)
    s.skip(4)
    cols = [(50, "l"), (72, "l"), (132, "l"), (370, "r"), (378, "l"), (458, "r"), (484, "r"), (545, "r")]
    heads = ["Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "Einh.", "Einzelpreis €", "MwSt", "Gesamt €"]
    hdr(s, [(x, t, a) for (x, a), t in zip(cols, heads, strict=True)], 7)
    items = [
        ("HL-20114", "Messkolben 100 ml, Klasse A, NS 12/21", "24", "Stk", "6.85", "A"),
        ("HL-20131", "Messkolben 250 ml, Klasse A, NS 14/23", "12", "Stk", "9.40", "A"),
        ("HL-31005", "Vollpipette 10 ml, AS, konformitätsbescheinigt", "20", "Stk", "4.95", "A"),
        ("HL-31020", "Vollpipette 25 ml, AS, konformitätsbescheinigt", "10", "Stk", "5.70", "A"),
        ("HL-40200", "Pipettenspitzen 1000 µl, Rack à 96", "40", "Rack", "7.35", "A"),
        ("HL-40215", "Pipettenspitzen 200 µl, Rack à 96", "30", "Rack", "6.10", "A"),
        ("HL-52018", "Spritzenvorsatzfilter PES 0,45 µm, 100 Stk", "8", "Pck", "48.90", "A"),
        ("HL-52033", "Spritzenvorsatzfilter PTFE 0,2 µm, 100 Stk", "4", "Pck", "63.20", "A"),
        ("HL-60112", "Probenflaschen PE-HD 500 ml, Karton à 50", "6", "Ktn", "39.75", "A"),
        ("HL-60140", "Braunglasflaschen 1000 ml mit Kappe", "36", "Stk", "3.85", "A"),
        ("HL-71002", "Nitril-Handschuhe Gr. M, Box à 100", "25", "Box", "5.60", "A"),
        ("HL-88410", "Kalibrierung Kolbenhubpipetten inkl. Zertifikat", "9", "Stk", "34.00", "A"),
    ]
    items2 = [
        ("HL-90517", "Pufferlösung pH 7,00, 1 l, DAkkS-Zertifikat", "6", "Fl", "18.45", "A"),
        ("HL-90522", "Pufferlösung pH 4,01, 1 l, DAkkS-Zertifikat", "6", "Fl", "18.45", "A"),
        ("HL-93300", "Leitfähigkeitsstandard 1413 µS/cm, 500 ml", "4", "Fl", "27.30", "A"),
        ("BU-00781", "Fachbuch: Praxis der Wasseranalytik, 6. Auflage", "2", "Stk", "89.00", "B"),
        ("BU-00795", "Fachbuch: Probenahme von Oberflächengewässern", "1", "Stk", "54.90", "B"),
        ("VS-00001", "Versandkostenpauschale Gefahrgut (begrenzte Menge)", "1", "Psch", "24.50", "A"),
    ]
    base = {"A": D(0), "B": D(0)}
    exts = []

    def draw(i, it):
        art, name, qty, unit, price, code = it
        e = ext(qty, price)
        base[code] += e
        exts.append(e)
        return line_row(s, cols, [str(i), art, name, qty, unit, EU(D(price)), code, EU(e)], 7.6, 13)

    q_p1 = [draw(i, it) for i, it in enumerate(items, 1)]
    s.rule()
    s.skip(6)
    c1 = tot(exts)
    q_c1 = s.row([(132, "Zwischensumme Seite 1 – Übertrag auf Seite 2"), (545, EU(c1), "r")], bold=True)
    s.skip(80)
    s.t("Fortsetzung auf Seite 2", 7.4, x=545, align="r", color=GREY)
    s.p.text(297.5, 800, "Sitz Gießen · Amtsgericht Gießen HRB 7712 · USt-IdNr. DE318842276", 6.4, align="c")
    # ---- page 2
    s.new_page()
    s.row([(50, "Hollerbach Laborbedarf GmbH"), (545, "Rechnung RG 26/11853 vom 23.10.2026", "r")], 8, True)
    s.row([(545, "Seite 2 von 2", "r")], 7.4)
    s.skip(6)
    hdr(s, [(x, t, a) for (x, a), t in zip(cols, heads, strict=True)], 7)
    q_c2 = s.row([(132, "Übertrag von Seite 1"), (545, EU(c1), "r")], bold=True)
    n1 = len(exts)
    q_p2 = [draw(i, it) for i, it in enumerate(items2, len(items) + 1)]
    s.rule()
    s.skip(8)
    net = base["A"] + base["B"]
    v19 = pct(base["A"], 19)
    v7 = pct(base["B"], 7)
    tax = v19 + v7
    gross = net + tax
    s.x = 300
    q_net = s.kv("Summe netto", EU(net) + " €")
    q_v19 = s.kv(f"zzgl. MwSt. 19 % (A) auf {EU(base['A'])} €", EU(v19) + " €")
    q_v7 = s.kv(f"zzgl. MwSt. 7 % (B) auf {EU(base['B'])} €", EU(v7) + " €")
    q_tax = s.kv("Summe MwSt.", EU(tax) + " €")
    s.rule()
    q_gross = s.kv("Rechnungsbetrag", EU(gross) + " €", bold=True, size=10)
    s.x = 50
    s.skip(16)
    skonto = pct(gross, 2)
    s.t("Zahlungsbedingungen", 8.4, True)
    q_due = s.t("Zahlbar bis 22.11.2026 ohne Abzug.", 8.4)
    s.t(
        f"Bei Zahlung bis 02.11.2026 gewähren wir 2 % Skonto ({EU(skonto)} €); "
        f"Zahlbetrag dann {EU(gross - skonto)} €.",
        8.4,
    )
    s.t("Bitte geben Sie bei Zahlung die Rechnungsnummer an.", 8.4)
    s.skip(10)
    s.t(
        "Bankverbindung: Vogelsberger Genossenschaftsbank eG · IBAN DE27 5139 0000 0044 7012 35 · BIC "
        "GENODEV1VGB",
        7.6,
    )
    s.skip(10)
    s.para(
        "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum. Es gelten unsere Allgemeinen "
        "Geschäftsbedingungen, Stand 01.01.2026. Kalibrierzertifikate werden separat per E-Mail versandt.",
        7.4,
    )
    s.p.text(297.5, 800, "Sitz Gießen · Amtsgericht Gießen HRB 7712 · USt-IdNr. DE318842276", 6.4, align="c")
    same(L["c1"], c1, "c1")
    same(L["net"], net, "net")
    same(L["v19"], v19, "v19")
    same(L["v7"], v7, "v7")
    same(L["tax"], tax, "tax")
    same(L["gross"], gross, "gross")
    fields = {
        "invoice_number": F("RG 26/11853", 1, "Rechnungsnummer RG 26/11853"),
        "invoice_date": F("2026-10-23", 1, "Rechnungsdatum 23.10.2026"),
        "due_date": F("2026-11-22", 2, q_due),
        "vendor_name": F("Hollerbach Laborbedarf GmbH", 1, q_vendor),
        "bill_to": F("Veldmann Umweltanalytik GmbH", 1, q_bill),
        "currency": F("EUR", 2, q_gross),
        "subtotal": F(L["net"], 2, q_net),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["gross"], 2, q_gross),
        "amount_due": NULL(),
    }
    notes = (
        "German Rechnung (EUR, '1.234,56 €', dd.mm.yyyy) over two pages. bill_to is the company of the "
        "Rechnungsanschrift; the Lieferanschrift (a research association) is the delivery address. "
        "invoice_date is the Rechnungsdatum, not the order date or the Liefer-/Leistungsdatum. Page 1 ends "
        "with a 'Zwischensumme Seite 1 - Übertrag' that page 2 carries forward (sum); 'Summe netto' is the "
        "subtotal, 'Summe MwSt.' (19 % plus 7 %, sum) the tax and 'Rechnungsbetrag' the total. due_date is "
        "the net due date 'Zahlbar bis'; the earlier Skonto date and the Skonto amount are distractors. "
        "amount_due is null: only the Rechnungsbetrag is printed as the amount of the invoice (the reduced "
        "payment with Skonto is conditional)."
    )
    sums = [
        SUM(
            "Page 1 positions = Zwischensumme Seite 1",
            [
                (1, T(f"Pos. {i}", float(e), 1, q))
                for i, (e, q) in enumerate(zip(exts[:n1], q_p1, strict=True), 1)
            ],
            T("Zwischensumme Seite 1", float(c1), 1, q_c1),
        ),
        SUM(
            "Übertrag + page 2 positions = Summe netto",
            [(1, T("Übertrag von Seite 1", float(c1), 2, q_c2))]
            + [
                (1, T(f"Pos. {i}", float(e), 2, q))
                for i, (e, q) in enumerate(zip(exts[n1:], q_p2, strict=True), n1 + 1)
            ],
            "subtotal",
        ),
        SUM(
            "MwSt. 19 % + MwSt. 7 % = Summe MwSt.",
            [(1, T("MwSt. 19 %", float(v19), 2, q_v19)), (1, T("MwSt. 7 %", float(v7), 2, q_v7))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ==================== 2 French facture: remises per line, acompte deducted to "Net à payer", French dates
@doc("b21_inv_fr_facture_remise_acompte", "invoice", "Ateliers Margeride Signalétique facture F2026-0342")
def inv_fr():
    L = dict(
        brut=15602.00, rem=1031.80, ht=14570.20, tva=2914.04, ttc=17484.24, acompte=4500.00, net=12984.24
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=58, size=8.4)
    q_vendor = s.t("Ateliers Margeride Signalétique SARL", 14, True)
    s.t("Enseignes · Signalétique intérieure et extérieure · Marquage véhicules", 7.6, color=GREY)
    s.t("12 avenue du Lioran, 15100 Saint-Flour · 04 71 55 08 26 · contact@margeride-sign.example", 7.6)
    s.t("SARL au capital de 20 000 € · RCS Aurillac 842 117 903 · TVA FR61842117903", 7.2, color=GREY)
    s.skip(12)
    y0 = s.y
    s.row([(48, "FACTURE"), (320, "Client")], size=12, bold=True, lead=16)
    s.row([(48, "N° F2026-0342"), (320, "SAS Hôtellerie des Quatre Vents")], size=9, bold=True)
    s.row([(48, "Date de facture : 9 février 2026"), (320, "Service comptabilité")])
    s.row([(48, "Date d'échéance : 11 mars 2026"), (320, "3 place du Breuil")])
    s.row([(48, "Devis n° D2025-118 du 17 novembre 2025"), (320, "43000 Le Puy-en-Velay")])
    s.row([(48, "Pose réalisée le 30 janvier 2026"), (320, "N° TVA : FR08519640227")])
    p.rect(312, y0 - 12, 547, s.y - 7, 0.5)
    s.skip(4)
    s.t("Lieu de pose : Domaine des Quatre Vents, 418 route de Vals, 43750 Vals-près-le-Puy", 8)
    s.skip(8)
    cols = [(48, "l"), (330, "r"), (405, "r"), (455, "r"), (547, "r")]
    hdr(
        s,
        [
            (48, "Désignation"),
            (330, "Qté", "r"),
            (405, "P.U. HT €", "r"),
            (455, "Remise", "r"),
            (547, "Montant HT €", "r"),
        ],
        7.4,
    )
    rows = [
        ("Enseigne lumineuse façade, lettres boîtier LED 4 200 × 650 mm", "1", "6720.00", 10),
        ("Totem d'accueil double face, aluminium thermolaqué", "1", "3280.00", 10),
        ("Plaques de porte chambres, plexiglas gravé", "42", "38.50", 0),
        ("Signalétique directionnelle intérieure, panneaux", "14", "96.00", 0),
        ("Panneaux parking sur poteau, scellement béton", "3", "212.00", 5),
        ("Pose et raccordement électrique (2 techniciens, 2 jours)", "1", "1860.00", 0),
        ("Frais de déplacement zone 3", "1", "145.00", 0),
    ]
    brut = D(0)
    rem = D(0)
    for name, qty, pu, r in rows:
        g = ext(qty, pu)
        d = pct(g, r)
        brut += g
        rem += d
        line_row(s, cols, [name, qty, SP(D(pu)), f"{r} %" if r else "—", SP(g - d)], 7.8, 13)
    s.rule()
    s.skip(10)
    ht = brut - rem
    tva = pct(ht, 20)
    ttc = ht + tva
    acompte = D("4500.00")
    net = ttc - acompte
    s.x = 250
    q_brut = s.kv("Total brut HT", SP(brut) + " €")
    q_rem = s.kv("Remises", "- " + SP(rem) + " €")
    q_ht = s.kv("Total HT", SP(ht) + " €", bold=True)
    q_tva = s.kv("TVA 20 %", SP(tva) + " €")
    q_ttc = s.kv("Total TTC", SP(ttc) + " €", bold=True)
    q_ac = s.kv("Acompte versé le 12 décembre 2025 (FA2025-0219)", "- " + SP(acompte) + " €")
    s.rule()
    q_net = s.kv("NET À PAYER", SP(net) + " €", bold=True, size=10.5)
    s.x = 48
    s.skip(16)
    s.t("Conditions de règlement : virement à réception, au plus tard à la date d'échéance.", 7.8)
    s.t("IBAN FR76 1680 6001 2200 4417 5530 218 · BIC AGRIFRPP868 · Crédit Agricole Centre-Massif", 7.8)
    s.skip(6)
    s.para(
        "Pas d'escompte pour paiement anticipé. En cas de retard de paiement, des pénalités égales à trois "
        "fois le taux d'intérêt légal seront appliquées, ainsi qu'une indemnité forfaitaire pour frais de "
        "recouvrement de 40 €. Les enseignes restent la propriété de l'entreprise jusqu'au paiement "
        "intégral.",
        7.2,
    )
    same(L["brut"], brut, "brut")
    same(L["rem"], rem, "rem")
    same(L["ht"], ht, "ht")
    same(L["tva"], tva, "tva")
    same(L["ttc"], ttc, "ttc")
    same(L["net"], net, "net")
    fields = {
        "invoice_number": F("F2026-0342", 1, "N° F2026-0342"),
        "invoice_date": F("2026-02-09", 1, "Date de facture : 9 février 2026"),
        "due_date": F("2026-03-11", 1, "Date d'échéance : 11 mars 2026"),
        "vendor_name": F("Ateliers Margeride Signalétique SARL", 1, q_vendor),
        "bill_to": F("SAS Hôtellerie des Quatre Vents", 1, "SAS Hôtellerie des Quatre Vents"),
        "currency": F("EUR", 1, q_net),
        "subtotal": F(L["ht"], 1, q_ht),
        "tax": F(L["tva"], 1, q_tva),
        "total": F(L["ttc"], 1, q_ttc),
        "amount_due": F(L["net"], 1, q_net),
    }
    notes = (
        "French facture (EUR, '12 345,67 €', dates written out in French). bill_to is the client company; "
        "the 'Lieu de pose' is the installation site. invoice_date is the 'Date de facture', not the quote "
        "date or the installation date; due_date the 'Date d'échéance'. Line discounts (Remise column) "
        "take the 'Total brut HT' down to 'Total HT' (subtotal; sum). TVA 20 % is the tax, 'Total TTC' the "
        "total. An advance (acompte) invoiced in December is deducted to 'NET À PAYER' (amount_due; sum). "
        "The 40 € recovery indemnity is boilerplate. No field is null."
    )
    sums = [
        SUM(
            "Total brut HT - remises = Total HT",
            [(1, T("Total brut HT", L["brut"], 1, q_brut)), (-1, T("Remises", L["rem"], 1, q_rem))],
            "subtotal",
        ),
        SUM(
            "Total TTC - acompte = Net à payer",
            [(1, "total"), (-1, T("Acompte", 4500.00, 1, q_ac))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ==================== 3 Swiss Rechnung to a private person: Rabatt, MWST 8.1 %, Akonto, QR payment part
@doc("b21_inv_ch_rechnung_akonto_qr", "invoice", "Holzbau Rüegsegger Rechnung 2026-0718")
def inv_ch():
    L = dict(
        pos=34246.70, rab=1027.40, net=33219.30, mwst=2690.76, gross=35910.06, ako=15000.00, rest=20910.06
    )
    p = Pdf(**A4)
    s = Sheet(p, x=56, xr=540, top=56, size=8.6)
    q_vendor = s.t("Holzbau Rüegsegger AG", 15, True)
    s.t("Zimmerei · Schreinerei · Treppenbau", 7.8, color=GREY)
    s.t("Dorfstrasse 58 · 3550 Langnau i.E. · 034 402 18 60 · info@holzbau-rueegsegger.example", 7.6)
    s.t("MWST-Nr. CHE-109.447.382 MWST", 7.6, color=GREY)
    s.skip(18)
    s.x = 330
    q_bill = s.t("Frau Corinne Gerber-Ith", 9.4)
    s.t("Bärenmatte 3", 9.4)
    s.t("3436 Zollbrück", 9.4)
    s.x = 56
    s.skip(18)
    s.t("Langnau, 12. Mai 2026", 9)
    s.skip(6)
    q_no = s.t("Rechnung Nr. 2026-0718", 13, True)
    s.t("Objekt: Ersatz Balkonanlage und Laube, Chalet «Sunnsyte», Kemmeriboden 11, 6197 Schangnau", 8.6)
    s.t("Ausgeführt: 13.04.2026 – 30.04.2026 · gemäss Offerte Nr. O-26-051 vom 18.02.2026", 8)
    s.skip(8)
    cols = [(56, "l"), (330, "r"), (338, "l"), (430, "r"), (540, "r")]
    hdr(
        s,
        [
            (56, "Position"),
            (330, "Menge", "r"),
            (338, "Einh."),
            (430, "Ansatz CHF", "r"),
            (540, "Betrag CHF", "r"),
        ],
    )
    rows = [
        ("Demontage alte Balkonanlage, Entsorgung", "1", "psch", "2380.00"),
        ("Balkonträger Lärche, Brettschichtholz 140/240", "6", "Stk", "486.50"),
        ("Balkonboden Lärche 27 mm, geriffelt, inkl. UK", "18.5", "m²", "164.00"),
        ("Geländer Holz/Metall, Staketen Lärche", "14.2", "lfm", "395.00"),
        ("Laube: Verkleidung Fichte sägeroh, vorvergraut", "22", "m²", "118.00"),
        ("Blechabdeckungen Kupfer", "9.6", "lfm", "84.50"),
        ("Zimmermann", "112", "h", "92.00"),
        ("Hilfsarbeiter", "64", "h", "74.00"),
        ("Kranarbeiten inkl. Anfahrt", "6.5", "h", "185.00"),
        ("Kleinmaterial, Befestigungsmittel", "1", "psch", "655.00"),
    ]
    pos = D(0)
    for name, qty, unit, price in rows:
        e = ext(qty, price)
        pos += e
        line_row(s, cols, [name, qty, unit, CH(D(price)), CH(e)], 8.2, 13.5)
    s.rule()
    s.skip(10)
    rab = pct(pos, 3)
    net = pos - rab
    mwst = pct(net, "8.1")
    gross = net + mwst
    ako = D("15000.00")
    rest = gross - ako
    s.x = 290
    q_pos = s.kv("Total Positionen", CH(pos))
    q_rab = s.kv("Rabatt 3 %", "-" + CH(rab))
    q_net = s.kv("Total exkl. MWST", CH(net), bold=True)
    q_mw = s.kv("MWST 8.1 %", CH(mwst))
    q_gross = s.kv("Total inkl. MWST CHF", CH(gross), bold=True)
    q_ako = s.kv("abzüglich Akontozahlung vom 06.03.2026", "-" + CH(ako))
    s.rule()
    q_rest = s.kv("Restbetrag zu unseren Gunsten CHF", CH(rest), bold=True, size=10)
    s.x = 56
    s.skip(10)
    s.t("Zahlbar innert 30 Tagen netto. Wir danken für den geschätzten Auftrag.", 8.6)
    # QR payment part (drawn, without the QR code)
    y = 600
    p.line(36, y, 559, y, 0.4)
    p.line(210, y, 210, 806, 0.4)
    p.text(46, y + 22, "Empfangsschein", 11, True)
    p.text(222, y + 22, "Zahlteil", 11, True)
    for x, yy, t, b in [
        (46, 42, "Konto / Zahlbar an", True),
        (46, 54, "CH44 3199 9123 0008 8012 3", False),
        (46, 65, "Holzbau Rüegsegger AG", False),
        (46, 76, "Dorfstrasse 58, 3550 Langnau i.E.", False),
        (46, 94, "Zahlbar durch", True),
        (46, 106, "Corinne Gerber-Ith", False),
        (46, 117, "Bärenmatte 3, 3436 Zollbrück", False),
        (46, 150, "Währung     Betrag", True),
        (46, 162, "CHF           " + SP(rest).replace(",", "."), False),
    ]:
        p.text(x, y + yy, t, 7.6, b)
    q_qr = [
        (352, 42, "Konto / Zahlbar an", True),
        (352, 54, "CH44 3199 9123 0008 8012 3", False),
        (352, 65, "Holzbau Rüegsegger AG", False),
        (352, 76, "Dorfstrasse 58, 3550 Langnau i.E.", False),
        (352, 94, "Referenz", True),
        (352, 106, "21 00000 00003 13947 20260 71804", False),
        (352, 124, "Zusätzliche Informationen", True),
        (352, 136, "Rechnung 2026-0718", False),
        (352, 154, "Zahlbar durch", True),
        (352, 166, "Corinne Gerber-Ith, Bärenmatte 3, 3436 Zollbrück", False),
    ]
    for x, yy, t, b in q_qr:
        p.text(x, y + yy, t, 7.6, b)
    p.rect(222, y + 34, 340, y + 152, 0.6)
    p.text(281, y + 96, "[QR-Code]", 7, align="c", color=GREY)
    p.text(222, y + 172, "Währung     Betrag", 7.6, True)
    p.text(222, y + 184, "CHF           " + SP(rest).replace(",", "."), 7.6)
    same(L["pos"], pos, "pos")
    same(L["rab"], rab, "rab")
    same(L["net"], net, "net")
    same(L["mwst"], mwst, "mwst")
    same(L["gross"], gross, "gross")
    same(L["rest"], rest, "rest")
    fields = {
        "invoice_number": F("2026-0718", 1, q_no),
        "invoice_date": F("2026-05-12", 1, "Langnau, 12. Mai 2026"),
        "due_date": NULL(),
        "vendor_name": F("Holzbau Rüegsegger AG", 1, q_vendor),
        "bill_to": F("Corinne Gerber-Ith", 1, q_bill),
        "currency": F("CHF", 1, q_gross),
        "subtotal": F(L["net"], 1, q_net),
        "tax": F(L["mwst"], 1, q_mw),
        "total": F(L["gross"], 1, q_gross),
        "amount_due": F(L["rest"], 1, q_rest),
    }
    notes = (
        "Swiss Rechnung (CHF, apostrophe grouping '12'345.65'; the QR payment part prints the amount with a "
        "space) to a private person; the Objekt is her chalet elsewhere. invoice_date is the date in the "
        "place/date line, not the execution period or the offer date. 'Total Positionen' less the 3 % "
        "Rabatt gives 'Total exkl. MWST' (subtotal; sum); MWST 8.1 % is the tax and 'Total inkl. MWST' the "
        "total. An Akontozahlung is deducted to 'Restbetrag zu unseren Gunsten' (amount_due; sum), which "
        "the payment part repeats. due_date is null: only terms are printed ('Zahlbar innert 30 Tagen')."
    )
    sums = [
        SUM(
            "Total Positionen - Rabatt = Total exkl. MWST",
            [(1, T("Total Positionen", L["pos"], 1, q_pos)), (-1, T("Rabatt 3 %", L["rab"], 1, q_rab))],
            "subtotal",
        ),
        SUM(
            "Total inkl. MWST - Akonto = Restbetrag",
            [(1, "total"), (-1, T("Akontozahlung", 15000.00, 1, q_ako))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ==================== 4 Norwegian faktura to a housing co-op: payment box first, empty reference labels
@doc("b21_inv_no_faktura_borettslag_kid", "invoice", "Fjellstue Elektro faktura 118204")
def inv_no():
    L = dict(net=222994.00, mva=55748.50, gross=278742.50)
    p = Pdf(**A4)
    s = Sheet(p, x=50, xr=545, top=56, size=8.4)
    q_vendor = s.row([(50, "Fjellstue Elektro AS"), (545, "FAKTURA", "r")], size=14, bold=True, lead=17)
    s.t("Elektroinstallasjon · Varmestyring · Ladeanlegg for elbil", 7.6, color=GREY)
    s.t("Industrigata 19, 2619 Lillehammer · Tlf. 61 25 70 40 · Org.nr. 927 441 806 MVA", 7.6, color=GREY)
    s.skip(16)
    y0 = s.y
    s.row([(50, "Faktureres til"), (330, "Fakturanr."), (545, "118204", "r")], size=7.4, bold=True)
    q_bill = s.row([(50, "Borettslaget Solbakken Terrasse"), (330, "Fakturadato"), (545, "03.12.2026", "r")])
    s.row([(50, "v/ styreleder Kari Haugom"), (330, "Forfallsdato"), (545, "17.12.2026", "r")])
    s.row([(50, "Postboks 612"), (330, "Leveringsdato"), (545, "27.11.2026", "r")])
    s.row([(50, "2607 Vingrom"), (330, "Kundenr."), (545, "30571", "r")])
    s.row([(330, "Deres ref.:")])
    s.row([(50, "Leveringsadresse", "l"), (330, "Bestillingsnr.:")], size=8.4)
    s.row([(50, "Solbakkvegen 14, oppgang A-D"), (330, "Vår ref.:"), (545, "Eirik Nyhus", "r")])
    s.row([(50, "2609 Lillehammer"), (330, "Betalingsbetingelser:"), (545, "14 dager netto", "r")])
    p.rect(322, y0 - 11, 549, s.y - 8, 0.4)
    s.skip(6)
    net = D(0)
    rows = [
        ("Elbillader 22 kW, lastbalansert, inkl. festebrakett", "8", "stk", "9450.00"),
        ("Effektstyring / lastbalansering, sentralenhet", "1", "stk", "6890.00"),
        ("Kabel PFXP 5G16, forlagt i grøft og kabelbro", "146", "m", "189.00"),
        ("Kursavganger 40 A, jordfeilbryter type B", "8", "stk", "2240.00"),
        ("Graving og gjenfylling (underleverandør)", "1", "rs", "18600.00"),
        ("Montør", "62", "t", "845.00"),
        ("Lærling", "40", "t", "520.00"),
        ("Samsvarserklæring og sluttkontroll", "1", "rs", "3200.00"),
    ]
    exts = [ext(q, pr) for _, q, _, pr in rows]
    net = tot(exts)
    mva = pct(net, 25)
    gross = net + mva
    q_pay = boxes(
        s,
        [
            (50, 200, "Kontonr.", "2050 44 18720"),
            (200, 330, "KID", "0011820475"),
            (330, 430, "Forfallsdato", "17.12.2026"),
            (430, 545, "Å betale kr", SP(gross)),
        ],
        h=28,
        vsize=10,
        shade=0.93,
    )
    s.t("Prosjekt: Ladeanlegg for 8 biloppstillingsplasser, garasjeanlegg Solbakken Terrasse", 9, True)
    s.skip(4)
    cols = [(50, "l"), (350, "r"), (358, "l"), (450, "r"), (545, "r")]
    hdr(
        s, [(50, "Beskrivelse"), (350, "Antall", "r"), (358, "Enh."), (450, "Pris", "r"), (545, "Beløp", "r")]
    )
    for (name, qty, unit, price), e in zip(rows, exts, strict=True):
        line_row(s, cols, [name, qty, unit, SP(D(price)), SP(e)], 7.9, 13)
    s.rule()
    s.skip(10)
    s.x = 320
    q_net = s.kv("Sum eks. mva", SP(net))
    q_mva = s.kv("Merverdiavgift 25 %", SP(mva))
    s.rule()
    q_gross = s.kv("Sum inkl. mva NOK", SP(gross), bold=True, size=9.6)
    s.x = 50
    s.skip(14)
    s.para(
        "Ved betaling etter forfall beregnes forsinkelsesrente etter forsinkelsesrenteloven, p.t. 12,75 % "
        "p.a. "
        "Timelister for perioden 09.11.2026 – 27.11.2026 er sendt styret per e-post. Enova-tilskudd søkes "
        "av borettslaget selv.",
        7.6,
    )
    same(L["net"], net, "net")
    same(L["mva"], mva, "mva")
    same(L["gross"], gross, "gross")
    fields = {
        "invoice_number": F("118204", 1, "Fakturanr. 118204"),
        "invoice_date": F("2026-12-03", 1, "Fakturadato 03.12.2026"),
        "due_date": F("2026-12-17", 1, "Forfallsdato 17.12.2026"),
        "vendor_name": F("Fjellstue Elektro AS", 1, q_vendor),
        "bill_to": F("Borettslaget Solbakken Terrasse", 1, q_bill),
        "currency": F("NOK", 1, q_gross),
        "subtotal": F(L["net"], 1, q_net),
        "tax": F(L["mva"], 1, q_mva),
        "total": F(L["gross"], 1, q_gross),
        "amount_due": F(L["gross"], 1, q_pay),
    }
    notes = (
        "Norwegian faktura (NOK, '123 456,78', dd.mm.yyyy) to a housing co-operative; the board chair is a "
        "contact (c/o line) and the Leveringsadresse is the site. The payment strip ('Å betale kr') is "
        "printed above the lines and repeats the 'Sum inkl. mva NOK' (amount_due equals total, printed "
        "separately). 'Deres ref.:' and 'Bestillingsnr.:' are empty labels. invoice_date is the "
        "Fakturadato, not the Leveringsdato or the time-sheet period. No field is null."
    )
    return p, fields, notes, []


# ==================== 5 UK VAT invoice from a template with empty labels (due date, PO, amount paid, balance)
@doc("b21_inv_uk_vat_invoice_blank_fields", "invoice", "Pennard Joinery VAT invoice PJ-2291")
def inv_uk():
    L = dict(net=8525.00, vat=1705.00, gross=10230.00)
    p = Pdf()
    s = Sheet(p, x=48, xr=564, top=54, size=8.6)
    q_vendor = s.t("Pennard Joinery Ltd", 16, True)
    s.t("Bespoke windows, doors & staircases", 8, color=GREY)
    s.t("Unit 4, Crymlyn Works, Swansea SA1 8QE  ·  01792 555 318  ·  accounts@pennardjoinery.example", 7.6)
    s.skip(10)
    s.t("VAT INVOICE", 13, True, align="r")
    s.skip(4)
    boxes(
        s,
        [
            (48, 150, "Invoice No.", "PJ-2291"),
            (150, 282, "Invoice Date", "19th August 2026"),
            (282, 384, "Tax Point", "31/07/2026"),
            (384, 474, "Due Date", ""),
            (474, 564, "Customer PO", ""),
        ],
    )
    y0 = s.y
    s.row([(52, "INVOICE TO"), (310, "DELIVERED / FITTED AT")], size=7.2, bold=True)
    q_bill = s.row([(52, "Caerwent Lettings Limited"), (310, "Flat 3, 22 Mansel Terrace")], size=9, bold=True)
    s.row([(52, "FAO: Rhian Pugh, Property Manager"), (310, "Sketty, Swansea SA2 0LR")])
    s.row([(52, "9 Bryn Road, Swansea SA2 0AP"), (310, "Tenant contact: via letting agent")])
    p.rect(48, y0 - 10, 564, s.y - 7, 0.4)
    s.skip(8)
    cols = [(48, "l"), (360, "r"), (440, "r"), (490, "r"), (564, "r")]
    hdr(
        s,
        [
            (48, "Description"),
            (360, "Qty", "r"),
            (440, "Unit Price £", "r"),
            (490, "VAT %", "r"),
            (564, "Net £", "r"),
        ],
    )
    rows = [
        ("Sash window, accoya, double glazed, 1180 x 1640 mm", "3", "1485.00"),
        ("Sash window, accoya, double glazed, 760 x 1640 mm", "2", "1135.00"),
        ("Removal and disposal of existing frames", "5", "65.00"),
        ("Fitting, making good and decoration to reveals", "5", "210.00"),
        ("Scaffold tower hire (1 week)", "1", "185.00"),
        ("Conservation area window survey and drawings", "1", "240.00"),
    ]
    exts = [ext(q, pr) for _, q, pr in rows]
    for (name, qty, pr), e in zip(rows, exts, strict=True):
        line_row(s, cols, [name, qty, US(D(pr)), "20", US(e)], 8, 13.5)
    s.rule()
    s.skip(10)
    net = tot(exts)
    vat = pct(net, 20)
    gross = net + vat
    s.x = 330
    q_net = s.kv("Net Total", "£" + US(net))
    s.kv("Discount", "")
    q_vat = s.kv("VAT @ 20%", "£" + US(vat))
    s.rule()
    q_gross = s.kv("Invoice Total", "£" + US(gross), bold=True, size=10)
    s.kv("Amount Paid", "")
    s.kv("Balance Due", "")
    s.x = 48
    s.skip(16)
    s.t("Payment terms: 30 days from date of invoice.", 8.4)
    s.t("BACS: Pennard Joinery Ltd · Sort code 40-18-27 · Account 71560342 · Ref PJ-2291", 8.4)
    s.skip(20)
    s.t("Registered in England and Wales No. 09844163  ·  VAT Reg. No. GB 318 2270 64", 7, color=GREY)
    same(L["net"], net, "net")
    same(L["vat"], vat, "vat")
    same(L["gross"], gross, "gross")
    fields = {
        "invoice_number": F("PJ-2291", 1, "Invoice No. PJ-2291"),
        "invoice_date": F("2026-08-19", 1, "Invoice Date 19th August 2026"),
        "due_date": NULL(),
        "vendor_name": F("Pennard Joinery Ltd", 1, q_vendor),
        "bill_to": F("Caerwent Lettings Limited", 1, q_bill),
        "currency": F("GBP", 1, q_gross),
        "subtotal": F(L["net"], 1, q_net),
        "tax": F(L["vat"], 1, q_vat),
        "total": F(L["gross"], 1, q_gross),
        "amount_due": NULL(),
    }
    notes = (
        "UK VAT invoice (GBP) from a template whose 'Due Date', 'Customer PO', 'Discount', 'Amount Paid' "
        "and 'Balance Due' labels are printed with no value. bill_to is the letting company (FAO a "
        "property manager), not the flat where the windows were fitted. invoice_date is the Invoice Date, "
        "not the earlier Tax Point. due_date is null: the Due Date box is empty and only terms ('30 days "
        "from date of invoice') are printed. amount_due is null: the Balance Due label has no figure."
    )
    return p, fields, notes, []


# ==================== 6 Australian tax invoice: GST-inclusive prices, "includes GST of", deposit paid
@doc("b21_inv_au_gst_inclusive_deposit", "invoice", "Brindabella Audio Visual tax invoice INV-004127")
def inv_au():
    L = dict(total=22004.00, gst=2000.36, paid=3250.00, bal=18754.00)
    p = Pdf(**A4)
    s = Sheet(p, x=46, xr=549, top=54, size=8.4)
    q_vendor = s.t("Brindabella Audio Visual Pty Ltd", 14, True)
    s.t("ABN 41 602 377 915  ·  Unit 7, 22 Kembla Street, Fyshwick ACT 2609  ·  (02) 6155 0471", 7.6)
    s.skip(10)
    s.t("TAX INVOICE", 14, True, align="r")
    s.skip(2)
    y0 = s.y
    s.row([(50, "Bill To"), (300, "Invoice Number"), (549, "INV-004127", "r")], size=7.4, bold=True)
    q_bill = s.row([(50, "Molonglo Physiotherapy Pty Ltd"), (300, "Invoice Date"), (549, "7 Sep 2026", "r")])
    s.row([(50, "Attn: Dr Sunita Rao"), (300, "Due Date"), (549, "21 Sep 2026", "r")])
    s.row(
        [
            (50, "PO Box 1184, Belconnen ACT 2616"),
            (300, "Reference"),
            (549, "Q-2608 (accepted 3 Aug 2026)", "r"),
        ]
    )
    s.row([(300, "Site"), (549, "Level 2, 9 Wattlebird Lane, Bruce ACT", "r")])
    p.rect(44, y0 - 11, 551, s.y - 8, 0.4)
    s.skip(8)
    cols = [(46, "l"), (330, "r"), (430, "r"), (549, "r")]
    hdr(s, [(46, "Description"), (330, "Qty", "r"), (430, "Unit Price", "r"), (549, "Amount AUD", "r")])
    rows = [
        ('75" 4K commercial display, wall mounted', "3", "3289.00"),
        ('Ceiling speaker pair, 6.5", with zone amplifier', "4", "742.50"),
        ("Wireless presentation hub (BYOD)", "1", "1595.00"),
        ("Hearing loop, training room (supply and install)", "1", "2860.00"),
        ("Cabling, conduit and wall plates", "1", "1148.00"),
        ("Installation labour, 2 technicians", "22", "132.00"),
        ("Programming, commissioning and staff handover", "1", "660.00"),
    ]
    exts = [ext(q, pr) for _, q, pr in rows]
    for (name, qty, pr), e in zip(rows, exts, strict=True):
        line_row(s, cols, [name, qty, "$" + US(D(pr)), "$" + US(e)], 8, 13.5)
    s.rule()
    s.t("All prices include GST. All amounts are in Australian dollars (AUD).", 7.4, color=GREY)
    s.skip(8)
    total = tot(exts)
    gst = rnd(total / 11, 2)
    paid = D("3250.00")
    bal = total - paid
    s.x = 320
    q_total = s.kv("Total (inc. GST)", "$" + US(total), bold=True)
    q_gst = s.kv("Includes GST of", "$" + US(gst))
    q_paid = s.kv("Less amount paid (deposit 18 Aug 2026)", "-$" + US(paid))
    s.rule()
    q_bal = s.kv("Balance Due AUD", "$" + US(bal), bold=True, size=10)
    s.x = 46
    s.skip(16)
    s.t("How to pay", 8.6, True)
    s.t("EFT: Brindabella Audio Visual Pty Ltd · BSB 062-914 · Account 1077 3318 · Ref INV-004127", 8)
    s.t("Card payments incur a 1.2% surcharge. Warranty registration cards are enclosed.", 8)
    same(L["total"], total, "total")
    same(L["gst"], gst, "gst")
    same(L["bal"], bal, "bal")
    fields = {
        "invoice_number": F("INV-004127", 1, "Invoice Number INV-004127"),
        "invoice_date": F("2026-09-07", 1, "Invoice Date 7 Sep 2026"),
        "due_date": F("2026-09-21", 1, "Due Date 21 Sep 2026"),
        "vendor_name": F("Brindabella Audio Visual Pty Ltd", 1, q_vendor),
        "bill_to": F("Molonglo Physiotherapy Pty Ltd", 1, q_bill),
        "currency": F("AUD", 1, q_bal),
        "subtotal": NULL(),
        "tax": F(L["gst"], 1, q_gst),
        "total": F(L["total"], 1, q_total),
        "amount_due": F(L["bal"], 1, q_bal),
    }
    notes = (
        "Australian tax invoice in AUD (bare '$' with 'All amounts are in Australian dollars (AUD)' and "
        "'Balance Due AUD'). Prices are GST-inclusive: the total is 'Total (inc. GST)' and the tax is the "
        "printed 'Includes GST of' amount. subtotal is null: no GST-exclusive total is printed. A deposit "
        "is deducted to 'Balance Due AUD' (amount_due; sum). bill_to is the practice company (Attn a "
        "doctor); the Site line and the accepted quote date are distractors."
    )
    sums = [
        SUM(
            "Total (inc. GST) - deposit = Balance Due",
            [(1, "total"), (-1, T("Amount paid (deposit)", 3250.00, 1, q_paid))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ==================== 7 US three-page wholesale invoice: per-page subtotals, freight,
#                      sales tax printed only as a rate (exempt)
@doc(
    "b21_inv_us_three_page_page_subtotals_exempt",
    "invoice",
    "Pinecrest Hardware Wholesale invoice 2026-58817",
)
def inv_us():
    L = dict(pg1=4356.45, pg2=5691.10, pg3=1041.35, merch=11088.90, freight=192.60, sub=11281.50)
    p = Pdf()
    s = Sheet(p, x=40, xr=572, top=46, size=7.8)
    vendor = "Pinecrest Hardware Wholesale, Inc."

    def header(n):
        q = s.row([(40, vendor), (572, "INVOICE", "r")], size=13, bold=True, lead=15)
        s.row(
            [(40, "4410 Loop 281 West, Longview, TX 75604 · (903) 555-0147"), (572, f"Page {n} of 3", "r")],
            7.6,
        )
        s.row([(40, "Invoice # 2026-58817"), (572, "Invoice Date 09/21/2026", "r")], 8.4, bold=True)
        s.skip(2)
        return q

    cols = [(40, "l"), (100, "l"), (360, "r"), (372, "l"), (470, "r"), (572, "r")]

    def head():
        hdr(
            s,
            [
                (x, t, a)
                for (x, a), t in zip(
                    cols, ["Item", "Description", "Qty", "U/M", "Price", "Amount"], strict=True
                )
            ],
            7,
        )

    q_vendor = header(1)
    y0 = s.y
    s.row([(44, "BILL TO"), (300, "SHIP TO")], size=7, bold=True)
    q_bill = s.row(
        [(44, "Ridgeline Property Maintenance LLC"), (300, "Cedar Hollow Apartments - Bldg C")], 8.4, True
    )
    s.row([(44, "Attn: Accounts Payable"), (300, "c/o Site Supervisor, Maintenance Shop")])
    s.row([(44, "PO Box 2207"), (300, "1900 Judson Road")])
    s.row([(44, "Kilgore, TX 75663"), (300, "Longview, TX 75601")])
    p.rect(40, y0 - 10, 572, s.y - 7, 0.4)
    s.skip(2)
    boxes(
        s,
        [
            (40, 130, "Customer #", "RPM-0318"),
            (130, 230, "PO Number", "RPM-4471"),
            (230, 320, "Sales Rep", "D. Pruett"),
            (320, 410, "Ship Via", "Our truck"),
            (410, 490, "Terms", "Net 30"),
            (490, 572, "Due Date", "10/21/2026"),
        ],
        h=24,
    )
    head()
    pages = [
        [
            ("PL-1102", "PEX-B pipe 1/2\" x 100' coil, white", "6", "RL", "38.90"),
            ("PL-1104", "PEX-B pipe 3/4\" x 100' coil, red", "4", "RL", "61.75"),
            ("PL-2210", 'Crimp ring 1/2" copper, bag of 100', "5", "BG", "21.40"),
            ("PL-2214", 'Crimp ring 3/4" copper, bag of 100', "3", "BG", "29.85"),
            ("PL-3301", 'Ball valve 1/2" PEX, lead free', "24", "EA", "8.65"),
            ("PL-3305", 'Ball valve 3/4" PEX, lead free', "12", "EA", "12.30"),
            ("PL-4420", "Water heater 40 gal electric, 6 yr", "3", "EA", "479.00"),
            ("PL-4436", 'Water heater drain pan 24"', "3", "EA", "17.95"),
            ("PL-5012", "Toilet fill valve, universal", "20", "EA", "9.80"),
            ("PL-5018", 'Toilet flapper 2", chain', "30", "EA", "4.15"),
            ("PL-5530", "Wax ring with flange, jumbo", "15", "EA", "5.45"),
            ("PL-6001", "Faucet cartridge, single handle", "18", "EA", "16.20"),
            ("EL-0112", "Duplex receptacle 15A TR, white, 10-pk", "6", "PK", "14.90"),
            ("EL-0120", "GFCI receptacle 20A, white", "20", "EA", "17.35"),
            ("EL-0410", "LED A19 60W-eq 2700K, 24-pk", "8", "CS", "36.60"),
            ("EL-0422", 'LED flush mount 13" 4000K', "18", "EA", "22.80"),
        ],
        [
            ("EL-0530", "Smoke alarm, 10-yr sealed battery", "36", "EA", "19.95"),
            ("EL-0534", "CO / smoke combo alarm, hardwired", "12", "EA", "41.50"),
            ("EL-0720", "Wire nuts assorted, jar of 500", "2", "JR", "27.45"),
            ("HV-1016", "Air filter 16x25x1 MERV 8, 12-cs", "10", "CS", "44.40"),
            ("HV-1020", "Air filter 20x20x1 MERV 8, 12-cs", "6", "CS", "44.40"),
            ("HV-2205", "Thermostat, non-programmable", "10", "EA", "23.70"),
            ("HV-3310", "Condensate pump 115V", "2", "EA", "64.90"),
            ("PT-0101", "Interior latex eggshell, Swiss White, 5 gal", "12", "PL", "118.00"),
            ("PT-0104", "Ceiling flat, white, 5 gal", "6", "PL", "96.50"),
            ("PT-0330", 'Roller cover 9" 3/8 nap, 12-pk', "4", "PK", "23.10"),
            ("PT-0412", "Painter's tape 1.88\", case of 24", "2", "CS", "87.60"),
            ("PT-0520", "Spackle lightweight, 1 qt", "12", "EA", "7.25"),
            ("HW-1010", "Lever passage set, satin nickel", "22", "EA", "13.85"),
            ("HW-1014", "Lever privacy set, satin nickel", "16", "EA", "15.60"),
            ("HW-1210", "Door stop, hinge pin, 10-pk", "4", "PK", "11.90"),
            ("HW-2050", "Deadbolt, single cylinder, keyed alike", "14", "EA", "27.95"),
        ],
        [
            ("HW-3100", 'Cabinet pull 3" satin nickel, 25-pk', "3", "PK", "38.25"),
            ("HW-3310", 'Blind, vinyl 1", 35 x 64', "40", "EA", "8.90"),
            ("JS-0101", "Trash bags 55 gal contractor, 50-ct", "6", "CS", "32.40"),
            ("JS-0140", "Mop head, looped, large", "12", "EA", "6.75"),
            ("SF-0020", "Caulk, siliconized acrylic, white", "48", "EA", "3.85"),
            ("SF-0031", "Construction adhesive 10 oz", "24", "EA", "4.60"),
        ],
    ]
    subs = []
    q_rows = []
    for n, lines_ in enumerate(pages, 1):
        if n > 1:
            s.new_page()
            header(n)
            head()
        pg = D(0)
        for item, desc, qty, um, pr in lines_:
            e = ext(qty, pr)
            pg += e
            line_row(s, cols, [item, desc, qty, um, US(D(pr)), US(e)], 7.8, 13)
        s.rule()
        s.skip(4)
        q_rows.append(s.row([(300, f"Page {n} Subtotal"), (572, US(pg), "r")], 8.4, True))
        subs.append(pg)
        if n < 3:
            s.t(f"Continued on page {n + 1}", 7.4, x=572, align="r", color=GREY)
    s.skip(10)
    merch = tot(subs)
    freight = D("192.60")
    sub = merch + freight
    s.x = 330
    for n, v in enumerate(subs, 1):
        s.kv(f"Page {n} Subtotal", US(v))
    q_merch = s.kv("Merchandise Total", US(merch), bold=True)
    q_fr = s.kv("Freight", US(freight))
    q_sub = s.kv("Subtotal", US(sub), bold=True)
    s.kv("Sales Tax Rate", "8.25%")
    s.kv("Tax Status", "EXEMPT - Resale Cert. 3-20417-6633-9")
    s.rule()
    q_total = s.kv("INVOICE TOTAL", "$" + US(sub), bold=True, size=10)
    s.x = 40
    s.skip(14)
    s.para(
        "Claims for shortages or damage must be made within 5 days of delivery. Returns require an RA number "
        "and are subject to a 15% restocking fee. Past-due balances accrue a finance charge of 1.5% per "
        "month.",
        7.4,
    )
    same(L["pg1"], subs[0], "pg1")
    same(L["pg2"], subs[1], "pg2")
    same(L["pg3"], subs[2], "pg3")
    same(L["merch"], merch, "merch")
    same(L["sub"], sub, "sub")
    fields = {
        "invoice_number": F("2026-58817", 1, "Invoice # 2026-58817"),
        "invoice_date": F("2026-09-21", 1, "Invoice Date 09/21/2026"),
        "due_date": F("2026-10-21", 1, "Due Date 10/21/2026"),
        "vendor_name": F("Pinecrest Hardware Wholesale, Inc.", 1, q_vendor),
        "bill_to": F("Ridgeline Property Maintenance LLC", 1, q_bill),
        "currency": F("USD", 3, q_total),
        "subtotal": F(L["sub"], 3, q_sub),
        "tax": NULL(),
        "total": F(L["sub"], 3, q_total),
        "amount_due": NULL(),
    }
    notes = (
        "Three-page US wholesale invoice (USD). Each page ends with its own 'Page n Subtotal'; page 3 lists "
        "the three page subtotals, their 'Merchandise Total' (sum), freight and 'Subtotal' (sum). bill_to "
        "is BILL TO, not the apartment complex of SHIP TO. tax is null: only the 'Sales Tax Rate 8.25%' and "
        "an exemption are printed, no tax amount; the INVOICE TOTAL equals the Subtotal. due_date is the "
        "Due Date box on page 1. amount_due is null: only the invoice total is printed."
    )
    sums = [
        SUM(
            "Page subtotals = Merchandise Total",
            [(1, T(f"Page {n} Subtotal", float(v), n, q_rows[n - 1])) for n, v in enumerate(subs, 1)],
            T("Merchandise Total", float(merch), 3, q_merch),
        ),
        SUM(
            "Merchandise Total + Freight = Subtotal",
            [(1, T("Merchandise Total", float(merch), 3, q_merch)), (1, T("Freight", 192.60, 3, q_fr))],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ==================== 8 South African progress claim: contract sum, retention,
#                      previous certificates, VAT 15 %
@doc(
    "b21_inv_za_progress_claim_retention", "invoice", "Kloofnek Solar Installations tax invoice KSI-2026-0147"
)
def inv_za():
    L = dict(
        done=4741650.00,
        ret=237082.50,
        netv=4504567.50,
        prev=2141509.00,
        claim=2363058.50,
        vat=354458.78,
        total=2717517.28,
    )
    p = Pdf(**A4)
    s = Sheet(p, x=48, xr=547, top=54, size=8.4)
    q_vendor = s.t("Kloofnek Solar Installations (Pty) Ltd", 14, True)
    s.t(
        "Reg. 2017/448210/07  ·  VAT No. 4730271866  ·  14 Neptune Street, Paarden Eiland, Cape Town 7405",
        7.4,
    )
    s.skip(10)
    s.row([(48, "TAX INVOICE"), (547, "Progress Claim No. 3", "r")], size=13, bold=True, lead=17)
    s.skip(2)
    y0 = s.y
    s.row([(52, "Client"), (320, "Tax Invoice No."), (547, "KSI-2026-0147", "r")], 7.4, True)
    q_bill = s.row([(52, "Blouvlei Cold Storage (Pty) Ltd"), (320, "Date"), (547, "2026/06/30", "r")])
    s.row([(52, "VAT No. 4190388125"), (320, "Valuation date"), (547, "2026/06/26", "r")])
    s.row([(52, "Private Bag X17, Atlantis 7349"), (320, "Payment due"), (547, "2026/07/30", "r")])
    s.row([(320, "Order No."), (547, "BCS-PO-2025-114", "r")])
    p.rect(44, y0 - 10, 551, s.y - 7, 0.4)
    s.skip(6)
    s.t("Project: 420 kWp rooftop PV and 500 kWh battery system, Blouvlei cold store, Atlantis", 8.8, True)
    s.t("All amounts in South African Rand (ZAR).", 7.6, color=GREY)
    s.skip(6)
    cols = [(48, "l"), (330, "r"), (395, "r"), (470, "r"), (547, "r")]
    hdr(
        s,
        [
            (48, "Milestone"),
            (330, "Contract value", "r"),
            (395, "% complete", "r"),
            (470, "Previous", "r"),
            (547, "To date", "r"),
        ],
        7.2,
    )
    ms = [
        ("1. Design, approvals and grid application", "386000.00", 100, 100),
        ("2. Structural reinforcement of roof", "512500.00", 100, 100),
        ("3. PV modules and mounting, supply", "1948000.00", 100, 60),
        ("4. Inverters and battery system, supply", "1726400.00", 80, 0),
        ("5. Electrical installation and cabling", "934600.00", 55, 20),
        ("6. Commissioning, testing and handover", "218500.00", 0, 0),
    ]
    contract = D(0)
    done = D(0)
    prevdone = D(0)
    for name, cv, pc, pp in ms:
        cv = D(cv)
        contract += cv
        td = pct(cv, pc)
        pv = pct(cv, pp)
        done += td
        prevdone += pv
        line_row(
            s,
            cols,
            [
                name,
                "R " + US(cv).replace(",", " "),
                f"{pc}%",
                "R " + US(pv).replace(",", " "),
                "R " + US(td).replace(",", " "),
            ],
            7.6,
            13,
        )
    s.rule()

    def r(x):
        return "R " + US(x).replace(",", " ")

    s.row(
        [
            (48, "Contract sum (excl. VAT)"),
            (330, r(contract), "r"),
            (470, r(prevdone), "r"),
            (547, r(done), "r"),
        ],
        7.8,
        True,
    )
    s.skip(12)
    ret = pct(done, 5)
    netv = done - ret
    prev = prevdone - pct(prevdone, 5)
    claim = netv - prev
    vat = pct(claim, 15)
    total = claim + vat
    s.x = 280
    q_done = s.kv("Value of work completed to date", r(done))
    q_ret = s.kv("Less retention 5%", "(" + r(ret) + ")")
    q_netv = s.kv("Net value to date", r(netv))
    q_prev = s.kv("Less previously certified (Claims 1 and 2)", "(" + r(prev) + ")")
    s.rule()
    q_claim = s.kv("Amount of this claim (excl. VAT)", r(claim), bold=True)
    q_vat = s.kv("VAT @ 15%", r(vat))
    s.rule()
    q_total = s.kv("TOTAL DUE THIS CLAIM (incl. VAT)", r(total), bold=True, size=9.6)
    s.x = 48
    s.skip(14)
    s.para(
        "Retention of 5% is held until practical completion; half is released on the completion certificate "
        "and the balance at the end of the 12-month defects liability period. Interest on overdue amounts at "
        "the prime lending rate plus 2%. Banking details: First Coastal Bank, branch 250655, account "
        "62 0418 7730.",
        7.6,
    )
    same(L["done"], done, "done")
    same(L["ret"], ret, "ret")
    same(L["netv"], netv, "netv")
    same(L["prev"], prev, "prev")
    same(L["claim"], claim, "claim")
    same(L["vat"], vat, "vat")
    same(L["total"], total, "total")
    fields = {
        "invoice_number": F("KSI-2026-0147", 1, "Tax Invoice No. KSI-2026-0147"),
        "invoice_date": F("2026-06-30", 1, "Date 2026/06/30"),
        "due_date": F("2026-07-30", 1, "Payment due 2026/07/30"),
        "vendor_name": F("Kloofnek Solar Installations (Pty) Ltd", 1, q_vendor),
        "bill_to": F("Blouvlei Cold Storage (Pty) Ltd", 1, q_bill),
        "currency": F("ZAR", 1, "All amounts in South African Rand (ZAR)."),
        "subtotal": F(L["claim"], 1, q_claim),
        "tax": F(L["vat"], 1, q_vat),
        "total": F(L["total"], 1, q_total),
        "amount_due": NULL(),
    }
    notes = (
        "South African construction progress claim (tax invoice, ZAR, 'R 1 234 567.89', yyyy/mm/dd). The "
        "milestone table carries the contract sum, previous and to-date values (distractors). Work to date "
        "less 5 % retention is the net value to date (sum); less the previously certified net value it gives "
        "'Amount of this claim (excl. VAT)' (subtotal; sum). VAT @ 15% is the tax and 'TOTAL DUE THIS CLAIM "
        "(incl. VAT)' the total. invoice_date is the Date, not the valuation date. amount_due is null: no "
        "balance separate from the claim total is printed."
    )
    sums = [
        SUM(
            "Work to date - retention = Net value to date",
            [
                (1, T("Work completed to date", L["done"], 1, q_done)),
                (-1, T("Retention 5%", L["ret"], 1, q_ret)),
            ],
            T("Net value to date", L["netv"], 1, q_netv),
        ),
        SUM(
            "Net value to date - previously certified = this claim",
            [
                (1, T("Net value to date", L["netv"], 1, q_netv)),
                (-1, T("Previously certified", L["prev"], 1, q_prev)),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ==================== 9 Hungarian számla (HUF, no decimals): Vevő vs Szállítási cím, ÁFA 27 %, Fizetendő
@doc("b21_inv_hu_szamla_afa_fizetendo", "invoice", "Tiszamenti Nyomda számla TNY-2026/00871")
def inv_hu():
    L = dict(net=1554700, afa=419769, gross=1974469)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=54, size=8.2)
    s.t("SZÁMLA", 16, True, align="c")
    s.t("Eredeti példány · 1. oldal / 1", 7.4, align="c", color=GREY)
    s.skip(8)
    y0 = s.y
    s.row([(50, "Eladó"), (300, "Vevő")], 7.4, True)
    q_vendor = s.row([(50, "Tiszamenti Nyomda Kft."), (300, "Csongrádi Pincészet Kft.")], 9, True)
    s.row([(50, "6724 Szeged, Kossuth Lajos sugárút 97."), (300, "6640 Csongrád, Dózsa György tér 4.")])
    s.row([(50, "Adószám: 24418307-2-06"), (300, "Adószám: 13877261-2-06")])
    s.row([(50, "Bankszámla: 11735005-20448127-00000000"), (300, "Szállítási cím: Csongrádi Pincészet")])
    s.row([(50, "Cégjegyzékszám: 06-09-021774"), (300, "palackozó üzem, 6640 Csongrád, Ipartelep 2.")])
    p.rect(46, y0 - 10, 549, s.y - 7, 0.4)
    s.skip(4)
    boxes(
        s,
        [
            (46, 150, "Számla sorszáma", "TNY-2026/00871"),
            (150, 230, "Számla kelte", "2026.09.14."),
            (230, 320, "Teljesítés dátuma", "2026.09.11."),
            (320, 420, "Fizetési határidő", "2026.09.28."),
            (420, 490, "Fizetési mód", "átutalás"),
            (490, 549, "Pénznem", "HUF"),
        ],
        h=26,
        lsize=6,
        vsize=8.2,
    )
    cols = [(46, "l"), (262, "r"), (268, "l"), (350, "r"), (405, "r"), (438, "r"), (490, "r"), (549, "r")]
    hdr(
        s,
        [
            (x, t, a)
            for (x, a), t in zip(
                cols,
                [
                    "Megnevezés",
                    "Menny.",
                    "Me.",
                    "Nettó egységár",
                    "Nettó érték",
                    "ÁFA",
                    "ÁFA érték",
                    "Bruttó érték",
                ],
                strict=True,
            )
        ],
        6.8,
    )
    rows = [
        ("Borcímke, 4 szín + aranyfólia, 90×120 mm", "24000", "db", "18.40"),
        ("Hátcímke, 2 szín, 60×90 mm", "24000", "db", "7.25"),
        ("Nyakcímke, dombornyomással", "12000", "db", "9.80"),
        ("Díszdoboz, 2 palackos, kasírozott", "1500", "db", "486.00"),
        ("Grafikai előkészítés, próbanyomat", "1", "tétel", "68500.00"),
        ("Szállítás Csongrádra", "1", "tétel", "24000.00"),
    ]
    net = D(0)
    afa = D(0)
    for name, qty, unit, price in rows:
        e = rnd(ext(qty, price), 0)
        a = rnd(pct(e, 27), 0)
        net += e
        afa += a
        price_txt = SP(D(price), 2 if D(price) != rnd(D(price), 0) else 0)
        line_row(
            s, cols, [name, SP(D(qty), 0), unit, price_txt, SP(e, 0), "27%", SP(a, 0), SP(e + a, 0)], 7.4, 13
        )
    s.rule()
    s.skip(10)
    gross = net + afa
    s.x = 300
    q_net = s.kv("Nettó összesen", SP(net, 0) + " Ft")
    q_afa = s.kv("ÁFA összesen (27%)", SP(afa, 0) + " Ft")
    q_gross = s.kv("Bruttó végösszeg", SP(gross, 0) + " Ft", bold=True)
    s.skip(6)
    q_pay = s.kv("Fizetendő összeg", SP(gross, 0) + " Ft", bold=True, size=11)
    s.x = 46
    s.t("azaz egymillió-kilencszázhetvennégyezer-négyszázhatvankilenc forint", 7.6, color=GREY)
    s.skip(14)
    s.para(
        "A számla a 2007. évi CXXVII. törvény előírásainak megfelelően került kiállításra. Késedelmes "
        "fizetés "
        "esetén a Ptk. szerinti késedelmi kamatot és 40 eurónak megfelelő behajtási költségátalányt "
        "számítunk fel. Árajánlat száma: TNY-A-26-0412 (2026.07.02.).",
        7.4,
    )
    s.skip(30)
    s.row([(120, "Kiállította: Vörös Anikó", "c"), (440, "Átvette:", "c")], 7.6)
    same(L["net"], net, "net")
    same(L["afa"], afa, "afa")
    same(L["gross"], gross, "gross")
    fields = {
        "invoice_number": F("TNY-2026/00871", 1, "Számla sorszáma TNY-2026/00871"),
        "invoice_date": F("2026-09-14", 1, "Számla kelte 2026.09.14."),
        "due_date": F("2026-09-28", 1, "Fizetési határidő 2026.09.28."),
        "vendor_name": F("Tiszamenti Nyomda Kft.", 1, q_vendor),
        "bill_to": F("Csongrádi Pincészet Kft.", 1, q_vendor),
        "currency": F("HUF", 1, q_gross),
        "subtotal": F(L["net"], 1, q_net),
        "tax": F(L["afa"], 1, q_afa),
        "total": F(L["gross"], 1, q_gross),
        "amount_due": F(L["gross"], 1, q_pay),
    }
    notes = (
        "Hungarian számla (HUF, whole forints '1 234 567 Ft', dates 'yyyy.mm.dd.'). vendor_name is the "
        "Eladó, "
        "bill_to the Vevő; the Szállítási cím is the buyer's bottling plant. invoice_date is the Számla "
        "kelte, not the Teljesítés dátuma (performance date) or the quote date; due_date the Fizetési "
        "határidő. 'Nettó összesen' is the subtotal, 'ÁFA összesen (27%)' the tax and 'Bruttó végösszeg' "
        "the total; 'Fizetendő összeg' repeats it as the amount payable (amount_due). No field is null."
    )
    return p, fields, notes, []


# ==================== 10 Quebec bilingual invoice: TPS + TVQ, previous balance and payment,
#                      instalment of a seasonal contract
@doc("b21_inv_qc_facture_tps_tvq_solde", "invoice", "Déneigement Laurentides-Nord facture DLN-26-0412")
def inv_qc():
    L = dict(sub=3180.00, tps=159.00, tvq=317.21, taxes=476.21, total=3656.21, prev=1724.63, paid=1724.63)
    p = Pdf(ttf=True)
    s = Sheet(p, x=44, xr=568, top=52, size=8.2)
    q_vendor = s.t("Déneigement Laurentides-Nord inc.", 14, True)
    s.t("1480, montée Ryan, Mont-Tremblant (Québec) J8E 1S5 · 819 555-0183", 7.6)
    s.t("TPS/GST 784 412 905 RT0001 · TVQ/QST 1228 441 907 TQ0001", 7.4, color=GREY)
    s.skip(10)
    s.t("FACTURE / INVOICE", 13, True, align="r")
    s.skip(2)
    y0 = s.y
    s.row(
        [(48, "Facturer à / Bill to"), (330, "No de facture / Invoice no."), (568, "DLN-26-0412", "r")],
        7.4,
        True,
    )
    q_bill = s.row([(48, "Syndicat de copropriété Le Boisé-Vert"), (330, "Date"), (568, "2026-12-15", "r")])
    s.row(
        [(48, "a/s de Gestion Immobilière Tremblant"), (330, "Échéance / Due date"), (568, "2027-01-14", "r")]
    )
    s.row(
        [
            (48, "220, rue du Couvent, Mont-Tremblant (Québec) J8E 2R1"),
            (330, "No de client / Customer no."),
            (568, "C-0877", "r"),
        ]
    )
    s.row(
        [
            (48, "Lieu des travaux / Service address: 35-55, chemin du Boisé-Vert"),
            (330, "Contrat / Contract"),
            (568, "2026-2027 S-114", "r"),
        ]
    )
    p.rect(40, y0 - 10, 572, s.y - 7, 0.4)
    s.skip(8)
    cols = [(44, "l"), (395, "r"), (475, "r"), (568, "r")]
    hdr(
        s,
        [
            (44, "Description"),
            (395, "Qté / Qty", "r"),
            (475, "Prix / Price", "r"),
            (568, "Montant / Amount", "r"),
        ],
    )
    rows = [
        ("Contrat de déneigement 2026-2027, versement 2 de 5 / Instalment 2 of 5", "1", "1970.00"),
        ("Épandage d'abrasifs supplémentaire / Extra abrasive spreading", "3", "85.00"),
        ("Déneigement des balcons et escaliers / Balcony and stair clearing", "6", "62.50"),
        ("Transport de neige (voyages) / Snow hauling (loads)", "4", "145.00"),
    ]
    exts = [ext(q, pr) for _, q, pr in rows]
    for (name, qty, pr), e in zip(rows, exts, strict=True):
        line_row(s, cols, [name, qty, SP(D(pr)) + " $", SP(e) + " $"], 7.4, 13)
    s.rule()
    s.t(
        "Valeur totale du contrat / Total contract value: 9 850,00 $ plus taxes (5 versements / 5 "
        "instalments)",
        7.2,
        color=GREY,
    )
    s.skip(8)
    sub = tot(exts)
    tps = pct(sub, 5)
    tvq = pct(sub, "9.975")
    taxes = tps + tvq
    total = sub + taxes
    prev = D("1724.63")
    paid = D("1724.63")
    due = prev - paid + total
    s.x = 270
    q_sub = s.kv("Sous-total / Subtotal", SP(sub) + " $")
    q_tps = s.kv("TPS / GST 5 %", SP(tps) + " $")
    q_tvq = s.kv("TVQ / QST 9,975 %", SP(tvq) + " $")
    q_taxes = s.kv("Total des taxes / Total taxes", SP(taxes) + " $")
    q_total = s.kv("Total de la facture / Invoice total", SP(total) + " $", bold=True)
    s.skip(4)
    q_prev = s.kv("Solde antérieur / Previous balance", SP(prev) + " $")
    q_paid = s.kv("Paiement reçu le 2026-12-01 / Payment received", "(" + SP(paid) + " $)")
    s.rule()
    q_due = s.kv("MONTANT DÛ / AMOUNT DUE", SP(due) + " $", bold=True, size=9.8)
    s.x = 44
    q_cur = s.t("Montants en dollars canadiens / Amounts in Canadian dollars (CAD)", 7.6, color=GREY)
    s.skip(10)
    s.para(
        "Intérêts de 2 % par mois (26,82 % par année) sur tout solde impayé après l'échéance. / Interest of "
        "2% "
        "per month (26.82% per year) on any balance unpaid after the due date. Merci de votre confiance.",
        7.4,
    )
    same(L["sub"], sub, "sub")
    same(L["tps"], tps, "tps")
    same(L["tvq"], tvq, "tvq")
    same(L["taxes"], taxes, "taxes")
    same(L["total"], total, "total")
    same(L["total"], due, "due")
    fields = {
        "invoice_number": F("DLN-26-0412", 1, "No de facture / Invoice no. DLN-26-0412"),
        "invoice_date": F("2026-12-15", 1, "Date 2026-12-15"),
        "due_date": F("2027-01-14", 1, "Échéance / Due date 2027-01-14"),
        "vendor_name": F("Déneigement Laurentides-Nord inc.", 1, q_vendor),
        "bill_to": F("Syndicat de copropriété Le Boisé-Vert", 1, q_bill),
        "currency": F("CAD", 1, q_cur),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["taxes"], 1, q_taxes),
        "total": F(L["total"], 1, q_total),
        "amount_due": F(L["total"], 1, q_due),
    }
    notes = (
        "Bilingual Quebec invoice (CAD, '1 234,56 $', ISO dates). bill_to is the condominium syndicate, "
        "c/o its manager; the service address is the site. Sous-total is the subtotal; TPS/GST 5 % and "
        "TVQ/QST 9,975 % add up to 'Total des taxes / Total taxes' (tax; sum); 'Total de la facture' is the "
        "total. A previous balance and the payment received against it cancel out, so 'MONTANT DÛ / AMOUNT "
        "DUE' equals the invoice total (amount_due; sum). The total contract value and the instalment "
        "numbering are distractors. No field is null."
    )
    sums = [
        SUM(
            "TPS + TVQ = Total des taxes",
            [(1, T("TPS / GST 5 %", L["tps"], 1, q_tps)), (1, T("TVQ / QST 9,975 %", L["tvq"], 1, q_tvq))],
            "tax",
        ),
        SUM(
            "Previous balance - payment + invoice total = amount due",
            [
                (1, T("Solde antérieur", 1724.63, 1, q_prev)),
                (-1, T("Paiement reçu", 1724.63, 1, q_paid)),
                (1, "total"),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ==================== 11 Spanish factura of a professional: IVA 21 % and IRPF withholding below the total
@doc("b21_inv_es_factura_retencion_irpf", "invoice", "Irene Castañeda Olmo factura 2026/031")
def inv_es():
    L = dict(base=36740.00, iva=7715.40, irpf=5511.00, total=38944.40)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=56, xr=539, top=60, size=8.6)
    q_vendor = s.t("Irene Castañeda Olmo", 14, True)
    s.t("Arquitecta colegiada n.º 11.482 COACV · NIF 48 317 226-K", 8)
    s.t("C/ de Sant Francesc 22, 3.º, 46800 Xàtiva (València) · 962 55 41 08", 8)
    s.skip(14)
    y0 = s.y
    s.row([(60, "FACTURA"), (310, "Cliente")], 12, True, lead=16)
    s.row([(60, "Número: 2026/031"), (310, "Promociones Albaida Sur, S.L.")], 8.8, True)
    s.row([(60, "Fecha: 3 de marzo de 2026"), (310, "CIF B-97518344")])
    s.row([(60, "Vencimiento: 2 de abril de 2026"), (310, "Avda. de Selgas 9, bajo")])
    s.row([(60, "Forma de pago: transferencia"), (310, "46830 Benigànim (València)")])
    p.rect(302, y0 - 13, 539, s.y - 7, 0.4)
    s.skip(6)
    s.t("Obra: 14 viviendas, garajes y trasteros en calle Azahar 6-10, Xàtiva (expediente 2025-071)", 8.2)
    s.skip(8)
    cols = [(56, "l"), (450, "r"), (539, "r")]
    hdr(s, [(56, "Concepto"), (450, "Honorarios totales", "r"), (539, "Importe", "r")])
    rows = [
        ("Proyecto básico (fase 1) – 25 % de honorarios de proyecto", "48600.00", 25),
        ("Proyecto de ejecución (fase 2) – 40 % de honorarios de proyecto", "48600.00", 40),
        ("Estudio de seguridad y salud", "3900.00", 100),
        ("Estudio de gestión de residuos", "1250.00", 100),
    ]
    base = D(0)
    for name, fees, pc in rows:
        e = pct(D(fees), pc)
        base += e
        line_row(s, cols, [name, EU(D(fees)) + " €", EU(e) + " €"], 8, 14)
    s.rule()
    s.skip(10)
    iva = pct(base, 21)
    irpf = pct(base, 15)
    total = base + iva - irpf
    s.x = 300
    q_base = s.kv("Base imponible", EU(base) + " €")
    q_iva = s.kv("IVA 21 %", EU(iva) + " €")
    q_irpf = s.kv("Retención IRPF 15 %", "-" + EU(irpf) + " €")
    s.rule()
    q_total = s.kv("TOTAL FACTURA", EU(total) + " €", bold=True, size=10)
    s.x = 56
    s.skip(14)
    s.t("Pago mediante transferencia a ES91 3058 2104 1127 2044 0188 antes del vencimiento.", 8)
    s.t("Fase 1 facturada en la factura 2025/118 de 12 de diciembre de 2025.", 8, color=GREY)
    same(L["base"], base, "base")
    same(L["iva"], iva, "iva")
    same(L["irpf"], irpf, "irpf")
    same(L["total"], total, "total")
    fields = {
        "invoice_number": F("2026/031", 1, "Número: 2026/031"),
        "invoice_date": F("2026-03-03", 1, "Fecha: 3 de marzo de 2026"),
        "due_date": F("2026-04-02", 1, "Vencimiento: 2 de abril de 2026"),
        "vendor_name": F("Irene Castañeda Olmo", 1, q_vendor),
        "bill_to": F("Promociones Albaida Sur, S.L.", 1, "Promociones Albaida Sur, S.L."),
        "currency": F("EUR", 1, q_total),
        "subtotal": F(L["base"], 1, q_base),
        "tax": F(L["iva"], 1, q_iva),
        "total": F(L["total"], 1, q_total),
        "amount_due": NULL(),
    }
    notes = (
        "Spanish factura of a self-employed architect (EUR, '12.345,67 €', dates in Spanish words). "
        "vendor_name is the architect, bill_to the client company; the obra is the building site. The "
        "'Base imponible' is the subtotal and 'IVA 21 %' the tax; the 15 % IRPF income-tax withholding is "
        "deducted below the tax, so 'TOTAL FACTURA' = base + IVA - IRPF (sum) and is the printed invoice "
        "total. The 'Honorarios totales' column holds the total fee of each phase (distractor). amount_due "
        "is null: no amount separate from TOTAL FACTURA is printed."
    )
    sums = [
        SUM(
            "Base imponible + IVA - IRPF = Total factura",
            [(1, "subtotal"), (1, "tax"), (-1, T("Retención IRPF 15 %", L["irpf"], 1, q_irpf))],
            "total",
        )
    ]
    return p, fields, notes, sums
