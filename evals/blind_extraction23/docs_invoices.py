"""Invoice builders for blind_extraction23 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, grid, pct, rnd
from pdfkit import EU, SP, US, Pdf, fmt
from sheet import Sheet

A4 = dict(w=595, h=842)


def tot(xs):
    return sum(xs, D(0))


def CHF(x):
    """Swiss figure 4'667.30"""
    return fmt(x, "'", ".", 2)


def head_row(s, cols, size=7.4):
    out = s.row(cols, size=size, bold=True)
    s.rule()
    return out


def grid_text(cells):
    """The page text of one grid() row: caption then value, cell by cell."""
    out = []
    for _, _, lab, val in cells:
        out.append(lab)
        if val:
            out.append(val)
    return " ".join(out)


def strip(s, cells, h=26, lsize=6.6, vsize=8.8, shade=None):
    """A boxed captions-over-values strip drawn at the Sheet's current line."""
    y = s.y - 9
    grid(s.p, y, cells, h=h, lsize=lsize, vsize=vsize, shade=shade)
    s.y = y + h + 15
    return grid_text(cells)


# ==================== 1 German Rechnung over two pages: Übertrag, 19 % and 7 % USt, Skonto offer
@doc(
    "b23_inv_de_rechnung_uebertrag_skonto",
    "invoice",
    "Hessler & Quandt Großküchentechnik Rechnung RE-2026-03452",
)
def inv_de():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=56, size=8.2)
    q_vendor = s.t("Hessler & Quandt Großküchentechnik GmbH", 13, True)
    s.t(
        "Brunnwiesen 14 · 34613 Schwalmstadt · Tel. 06691 55 8120 · rechnung@hessler-quandt.example",
        7,
        color=GREY,
    )
    s.skip(10)
    s.t("Hessler & Quandt GmbH · Brunnwiesen 14 · 34613 Schwalmstadt", 6.2, color=GREY)
    y0 = s.y
    q_bill = s.row(
        [(48, "Landgasthof Zur Eibenmühle GmbH & Co. KG"), (340, "RECHNUNG", "l")], size=9, bold=True
    )
    s.row([(48, "z. Hd. Frau Irmgard Scholvin"), (340, "Rechnungs-Nr."), (450, "RE-2026-03452")])
    s.row([(48, "Mühlweg 3"), (340, "Rechnungsdatum"), (450, "16.03.2026")])
    s.row([(48, "36289 Friedewald"), (340, "Liefer-/Leistungsdatum"), (450, "09.03.2026")])
    s.row([(340, "Kunden-Nr."), (450, "K-20417")])
    s.row([(48, "Lieferanschrift:"), (340, "Ihre Bestellung"), (450, "AB-11873 vom 12.02.2026")])
    s.row([(48, "Eibenmühle Tagungshaus, Anbau Küche"), (340, "Bearbeiter"), (450, "T. Quandt")])
    s.row([(48, "Am Seeufer 7, 36289 Friedewald"), (340, "Seite"), (450, "1 von 2")])
    p.rect(334, y0 - 22, 547, s.y - 8, 0.5)
    s.skip(8)
    s.t("Wir berechnen Ihnen für die Lieferung und Montage gemäß Auftragsbestätigung AB-11873:", 8.2)
    s.skip(2)
    xs = [(48, "l"), (70, "l"), (124, "l"), (370, "r"), (376, "l"), (462, "r"), (488, "c"), (547, "r")]
    heads_ = ("Pos.", "Art.-Nr.", "Bezeichnung", "Menge", "Einh.", "Einzelpreis €", "USt", "Gesamt €")
    head_row(s, [(x, t, a) for (x, a), t in zip(xs, heads_, strict=True)])
    page1 = [
        ("KD-1011", "Kombidämpfer 6 x GN 1/1, elektrisch", "1", "St", "7940.00", "A"),
        ("UG-0260", "Untergestell offen, Edelstahl", "1", "St", "486.00", "A"),
        ("EH-3320", "Enthärtungsanlage vollautomatisch", "1", "St", "1215.00", "A"),
        ("GN-1165", "GN-Behälter 1/1, 65 mm, Edelstahl", "12", "St", "18.40", "A"),
        ("GN-1140", "GN-Behälter 1/1, 40 mm, gelocht", "8", "St", "21.90", "A"),
        ("RG-0044", "Hordengestell fahrbar, 14 Einschübe", "1", "St", "612.50", "A"),
        ("AT-2200", "Arbeitstisch 1800 x 700 mit Aufkantung", "2", "St", "734.00", "A"),
        ("WB-0919", "Wandboard zweietagig 1400 mm", "2", "St", "288.60", "A"),
        ("HS-0375", "Handwaschbecken mit Kniebedienung", "1", "St", "428.00", "A"),
        ("KA-5001", "Kaffee Crema ganze Bohne, 1 kg", "24", "Pkg", "18.20", "B"),
        ("KA-5014", "Espresso Bar ganze Bohne, 1 kg", "12", "Pkg", "19.45", "B"),
        ("TE-0810", "Bio-Tee Pfefferminze, 100 Beutel", "10", "Pkg", "6.95", "B"),
    ]
    page2 = [
        ("MO-0001", "Montage und Inbetriebnahme Kombidämpfer", "6.5", "Std", "78.00", "A"),
        ("MO-0002", "Wasser- und Elektroanschluss durch Fachbetrieb", "1", "psch", "540.00", "A"),
        ("SC-0100", "Einweisung Küchenpersonal", "2", "Std", "78.00", "A"),
        ("EN-0020", "Entsorgung Altgerät und Verpackung", "1", "psch", "145.00", "A"),
        ("ZU-1210", "Zuckersticks weiß, Karton 1.000 St", "3", "Ktn", "14.20", "B"),
        ("FR-0050", "Frachtkostenanteil", "1", "psch", "112.00", "A"),
    ]
    net = {"A": D(0), "B": D(0)}

    def draw(rows, start):
        sub = D(0)
        for i, (art, name, qty, unit, price, code) in enumerate(rows, start):
            e = ext(qty, price)
            net[code] += e
            sub += e
            s.row(
                [
                    (48, str(i)),
                    (70, art),
                    (124, name),
                    (370, qty.replace(".", ","), "r"),
                    (376, unit),
                    (462, EU(D(price)), "r"),
                    (488, code, "c"),
                    (547, EU(e), "r"),
                ],
                size=7.6,
                lead=12.4,
            )
        return sub

    sub1 = draw(page1, 1)
    s.rule()
    s.skip(4)
    q_carry1 = s.row([(250, "Zwischensumme netto – Übertrag auf Seite 2"), (547, EU(sub1), "r")], bold=True)
    s.skip(150)
    s.t("USt-Schlüssel: A = 19 %, B = 7 %", 7, color=GREY)
    s.t(
        "Hessler & Quandt Großküchentechnik GmbH · Sitz Schwalmstadt · AG Fritzlar HRB 2291 · GF Tobias "
        "Quandt, Elke Hessler",
        6.4,
        color=GREY,
    )
    s.t("USt-IdNr. DE318406627 · Landbank Knüllwald eG · IBAN DE61 5206 4156 0042 1196 03", 6.4, color=GREY)
    # ---- page 2
    s.new_page()
    s.row(
        [
            (48, "Hessler & Quandt Großküchentechnik GmbH"),
            (547, "Rechnung RE-2026-03452 · Seite 2 von 2", "r"),
        ]
    )
    s.rule()
    s.skip(6)
    head_row(s, [(x, t, a) for (x, a), t in zip(xs, heads_, strict=True)])
    q_carry2 = s.row([(124, "Übertrag von Seite 1"), (547, EU(sub1), "r")], size=7.6, bold=True)
    sub2 = draw(page2, 13)
    s.rule()
    s.skip(4)
    q_sub2 = s.row([(300, "Summe Positionen 13–18"), (547, EU(sub2), "r")])
    netto = net["A"] + net["B"]
    t19 = pct(net["A"], 19)
    t7 = pct(net["B"], 7)
    ust = t19 + t7
    brutto = netto + ust
    s.skip(6)
    s.x = 300
    q_net = s.kv("Nettobetrag gesamt", EU(netto))
    s.kv("davon zu 19 % (A)", EU(net["A"]))
    s.kv("davon zu 7 % (B)", EU(net["B"]))
    q_t19 = s.kv("Umsatzsteuer 19 %", EU(t19))
    q_t7 = s.kv("Umsatzsteuer 7 %", EU(t7))
    q_ust = s.kv("Umsatzsteuer gesamt", EU(ust))
    s.rule()
    q_tot = s.kv("Rechnungsbetrag EUR", EU(brutto), bold=True, size=10)
    s.x = 48
    s.skip(14)
    skonto = pct(brutto, 2)
    s.t("Zahlungsbedingungen", 8.4, True)
    q_due = s.t("Zahlbar ohne Abzug bis 17.04.2026.")
    s.para(
        f"Bei Zahlungseingang bis 26.03.2026 gewähren wir 2 % Skonto auf den Rechnungsbetrag: Skontobetrag "
        f"{EU(skonto)} €, Zahlbetrag bei Skontoabzug {EU(brutto - skonto)} €.",
    )
    s.para(
        "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum. Garantie Kombidämpfer: 24 Monate "
        "ab Inbetriebnahme (09.03.2026). Bitte geben Sie bei Zahlung die Rechnungsnummer an.",
        7.4,
    )
    s.skip(8)
    s.t("Landbank Knüllwald eG · IBAN DE61 5206 4156 0042 1196 03 · BIC GENODEF1KNW", 7, color=GREY)
    same(13862.40, sub1, "sub1")
    same(1502.60, sub2, "sub2")
    same(14582.70, net["A"], "net A")
    same(782.30, net["B"], "net B")
    same(15365.00, netto, "netto")
    same(2770.71, t19, "t19")
    same(54.76, t7, "t7")
    same(2825.47, ust, "ust")
    same(18190.47, brutto, "brutto")
    fields = {
        "invoice_number": F("RE-2026-03452", 1, "Rechnungs-Nr. RE-2026-03452"),
        "invoice_date": F("2026-03-16", 1, "Rechnungsdatum 16.03.2026"),
        "due_date": F("2026-04-17", 2, q_due),
        "vendor_name": F("Hessler & Quandt Großküchentechnik GmbH", 1, q_vendor),
        "bill_to": F("Landgasthof Zur Eibenmühle GmbH & Co. KG", 1, q_bill),
        "currency": F("EUR", 2, q_tot),
        "subtotal": F(15365.00, 2, q_net),
        "tax": F(2825.47, 2, q_ust),
        "total": F(18190.47, 2, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "German Rechnung (EUR, '18.190,47', dd.mm.yyyy) over two pages. bill_to is the company of the "
        "address window (the contact person is 'z. Hd.'); the Lieferanschrift is a different building. "
        "invoice_date is the Rechnungsdatum, not the Liefer-/Leistungsdatum or the order date. Page 1 ends "
        "with a net Zwischensumme carried to page 2 (Übertrag); Übertrag + positions 13-18 = Nettobetrag "
        "gesamt (subtotal; sum). USt 19 % + USt 7 % = Umsatzsteuer gesamt (tax; sum). total is the "
        "Rechnungsbetrag. due_date is the net payment date ('Zahlbar ohne Abzug bis'), not the earlier "
        "Skonto date. amount_due is null: no balance is printed apart from the Rechnungsbetrag; the Skonto "
        "amount and the 'Zahlbetrag bei Skontoabzug' are a conditional early-payment offer, not the amount "
        "due."
    )
    sums = [
        SUM(
            "Übertrag + Summe Positionen 13-18 = Nettobetrag gesamt",
            [
                (1, T("Übertrag von Seite 1", 13862.40, 2, q_carry2)),
                (1, T("Summe Positionen 13-18", 1502.60, 2, q_sub2)),
            ],
            "subtotal",
        ),
        SUM(
            "page-1 Zwischensumme = Übertrag on page 2",
            [(1, T("Zwischensumme netto page 1", 13862.40, 1, q_carry1))],
            T("Übertrag von Seite 1", 13862.40, 2, q_carry2),
        ),
        SUM(
            "USt 19 % + USt 7 % = Umsatzsteuer gesamt",
            [(1, T("Umsatzsteuer 19 %", 2770.71, 2, q_t19)), (1, T("Umsatzsteuer 7 %", 54.76, 2, q_t7))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ==================== 2 French facture: TVA 10 % and 20 %, acompte deducted to "Net à payer"
@doc("b23_inv_fr_facture_acompte_tva_mixte", "invoice", "Menuiserie Aubrac-Vialle facture F2026-0418")
def inv_fr():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=54, size=8.2)
    q_vendor = s.t("Menuiserie Aubrac-Vialle SARL", 14, True)
    s.t("Menuiserie bois · Agencement · Escaliers", 7.6, color=GREY)
    s.t(
        "12 chemin des Genêts · 12340 Espalion · 05 65 55 31 80 · contact@aubrac-vialle.example",
        7.2,
        color=GREY,
    )
    s.skip(12)
    y0 = s.y
    s.row([(46, "Adresse du chantier"), (320, "Facturé à")], size=7.2, bold=True)
    q_bill = s.row([(46, "Maison d'habitation et bureau"), (320, "SCI Les Terrasses du Lot")], bold=False)
    s.row([(46, "19 chemin de la Croix-Blanche"), (320, "représentée par M. Fabrice Cazottes, gérant")])
    s.row([(46, "46090 Trespoux-Rassiels"), (320, "4 rue du Pont-Vieux")])
    s.row([(320, "46000 Cahors")])
    p.rect(314, y0 - 11, 549, s.y - 7, 0.5)
    s.skip(10)
    q_no = s.t("FACTURE N° F2026-0418", 12, True)
    q_date = s.row([(46, "Date de facture : 7 avril 2026"), (320, "Client n° C-0993")])
    s.row([(46, "Devis n° D2026-112 du 9 février 2026, accepté le 16 février 2026")], size=7.8)
    s.row([(46, "Travaux terminés le 27 mars 2026 – procès-verbal de réception sans réserve")], size=7.8)
    s.skip(6)
    head_row(
        s,
        [
            (46, "Désignation"),
            (330, "Qté", "r"),
            (338, "Unité"),
            (420, "P.U. HT", "r"),
            (462, "TVA", "r"),
            (549, "Total HT", "r"),
        ],
    )
    rows = [
        ("Dépose des menuiseries existantes (8 fenêtres, 2 portes-fenêtres)", "1", "forfait", "715.00", 10),
        ("Fenêtre chêne 2 vantaux 125 x 145, double vitrage", "6", "u", "1148.00", 10),
        ("Fenêtre chêne 1 vantail 60 x 95, double vitrage", "2", "u", "612.00", 10),
        ("Porte-fenêtre chêne 2 vantaux 140 x 215", "2", "u", "2265.00", 10),
        ("Volets battants mélèze, la paire", "10", "paire", "389.00", 10),
        ("Pose, calfeutrement et réglages", "42", "h", "54.00", 10),
        ("Bibliothèque sur mesure, bureau (local professionnel)", "1", "forfait", "3140.00", 20),
        ("Évacuation et traitement des déchets de chantier", "1", "forfait", "210.00", 10),
    ]
    base = {10: D(0), 20: D(0)}
    for name, qty, unit, pu, rate in rows:
        e = ext(qty, pu)
        base[rate] += e
        s.row(
            [
                (46, name),
                (330, qty, "r"),
                (338, unit),
                (420, SP(D(pu)), "r"),
                (462, f"{rate} %", "r"),
                (549, SP(e), "r"),
            ],
            size=7.6,
            lead=12.4,
        )
    s.rule()
    ht = base[10] + base[20]
    tva10 = pct(base[10], 10)
    tva20 = pct(base[20], 20)
    tva = tva10 + tva20
    ttc = ht + tva
    acompte = D("4500.00")
    net = ttc - acompte
    s.skip(10)
    s.x = 300
    q_ht = s.kv("Total HT", SP(ht) + " €")
    q_b10 = s.kv("Base TVA 10 % " + SP(base[10]) + " €  –  TVA 10 %", SP(tva10) + " €")
    q_b20 = s.kv("Base TVA 20 % " + SP(base[20]) + " €  –  TVA 20 %", SP(tva20) + " €")
    q_tva = s.kv("Total TVA", SP(tva) + " €")
    s.rule()
    q_ttc = s.kv("Total TTC", SP(ttc) + " €", bold=True)
    q_ac = s.kv("Acompte reçu le 2 mars 2026 (FA2026-0077)", "- " + SP(acompte) + " €")
    s.rule()
    q_net = s.kv("NET À PAYER", SP(net) + " €", bold=True, size=10.5)
    s.x = 46
    s.skip(12)
    q_due = s.t("Date d'échéance : 7 mai 2026 – règlement par virement", 8.4, True)
    s.t("IBAN FR76 1948 7002 3127 1177 3690 218 · BIC BQAUFRP1XXX · Référence à rappeler : F2026-0418", 7.6)
    s.skip(6)
    s.para(
        "TVA à 10 % : travaux d'amélioration dans un local d'habitation achevé depuis plus de deux ans "
        "(attestation simplifiée remise le 16 février 2026). Pénalités de retard : trois fois le taux "
        "d'intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €. Pas d'escompte pour "
        "paiement anticipé.",
        7.2,
    )
    s.skip(4)
    s.t(
        "SARL au capital de 20 000 € · RCS Rodez 512 884 306 · SIRET 512 884 306 00027 · TVA intracom. FR44 "
        "512884306",
        6.6,
        color=GREY,
    )
    same(22865.00, ht, "ht")
    same(19725.00, base[10], "base10")
    same(3140.00, base[20], "base20")
    same(1972.50, tva10, "tva10")
    same(628.00, tva20, "tva20")
    same(2600.50, tva, "tva")
    same(25465.50, ttc, "ttc")
    same(20965.50, net, "net")
    fields = {
        "invoice_number": F("F2026-0418", 1, q_no),
        "invoice_date": F("2026-04-07", 1, q_date),
        "due_date": F("2026-05-07", 1, q_due),
        "vendor_name": F("Menuiserie Aubrac-Vialle SARL", 1, q_vendor),
        "bill_to": F("SCI Les Terrasses du Lot", 1, q_bill),
        "currency": F("EUR", 1, q_ttc),
        "subtotal": F(22865.00, 1, q_ht),
        "tax": F(2600.50, 1, q_tva),
        "total": F(25465.50, 1, q_ttc),
        "amount_due": F(20965.50, 1, q_net),
    }
    notes = (
        "French facture (EUR, '25 465,50 €', dates in words). bill_to is the SCI of the 'Facturé à' box "
        "(its gérant is printed under it); the 'Adresse du chantier' box is the work site. invoice_date is "
        "the 'Date de facture', not the devis, acceptance or completion dates. Total HT is the subtotal; "
        "TVA 10 % + TVA 20 % = Total TVA (tax; sum); Total TTC is the total. The acompte invoiced earlier "
        "is deducted to 'NET À PAYER' (amount_due; sum). due_date is the 'Date d'échéance'. No field is "
        "null."
    )
    sums = [
        SUM(
            "TVA 10 % + TVA 20 % = Total TVA",
            [(1, T("TVA 10 %", 1972.50, 1, q_b10)), (1, T("TVA 20 %", 628.00, 1, q_b20))],
            "tax",
        ),
        SUM(
            "Total TTC - acompte = Net à payer",
            [(1, "total"), (-1, T("Acompte reçu", 4500.00, 1, q_ac))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ==================== 3 Swiss Rechnung (CHF) with a Materialrabatt, 5-Rappen rounding and a QR payment part
@doc("b23_inv_ch_rechnung_rundung_qr", "invoice", "Zehnder-Imfeld Elektro Rechnung 26-0712")
def inv_ch():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=52, xr=545, top=58, size=8.4)
    q_vendor = s.t("Zehnder-Imfeld Elektro AG", 14, True)
    s.t("Elektroinstallationen · Telematik · Photovoltaik", 7.6, color=GREY)
    s.t("Grundacherweg 22 · 6060 Sarnen · 041 555 62 40 · info@zehnder-imfeld.example", 7.4, color=GREY)
    s.skip(16)
    s.row([(330, "STWEG Seematt")])
    s.row([(330, "c/o Fenk Immobilien-Treuhand GmbH")])
    s.row([(330, "Obergrundweg 61")])
    s.row([(330, "6005 Luzern")])
    s.skip(14)
    s.t("Sarnen, 24. April 2026", x=330)
    s.skip(6)
    q_no = s.t("Rechnung Nr. 26-0712", 12, True)
    s.skip(2)
    s.row([(52, "Objekt"), (150, "Seematt 3–7, 6055 Alpnach Dorf")])
    s.row([(52, "Arbeiten"), (150, "Erneuerung Treppenhausbeleuchtung und Unterverteilung")])
    s.row([(52, "Ausführung"), (150, "2. bis 13. März 2026, gemäss Offerte O-26-041 vom 3. Februar 2026")])
    s.row([(52, "Kunden-Nr."), (150, "40288")])
    s.skip(8)
    head_row(
        s,
        [
            (52, "Bezeichnung"),
            (360, "Menge", "r"),
            (366, "Einh."),
            (455, "Preis", "r"),
            (545, "Betrag CHF", "r"),
        ],
    )
    labour = [
        ("Elektromonteur", "38.5", "Std", "104.00"),
        ("Lernender", "22", "Std", "46.00"),
        ("Projektleitung / Abnahme", "4", "Std", "128.00"),
        ("Fahrzeugpauschale", "6", "Tag", "31.00"),
    ]
    material = [
        ("LED-Treppenhausleuchte mit Bewegungsmelder", "18", "Stk", "164.00"),
        ("Unterverteilung UV-TH komplett verdrahtet", "1", "Stk", "1860.00"),
        ("Installationskabel 5x2.5 mm²", "120", "m", "2.35"),
        ("Klein- und Befestigungsmaterial", "1", "psch", "145.00"),
    ]
    s.t("Arbeit", 8, True)
    work = D(0)
    for name, qty, unit, price in labour:
        e = ext(qty, price)
        work += e
        s.row(
            [(60, name), (360, qty, "r"), (366, unit), (455, CHF(D(price)), "r"), (545, CHF(e), "r")],
            size=7.8,
            lead=12,
        )
    s.t("Material", 8, True)
    mat = D(0)
    for name, qty, unit, price in material:
        e = ext(qty, price)
        mat += e
        s.row(
            [(60, name), (360, qty, "r"), (366, unit), (455, CHF(D(price)), "r"), (545, CHF(e), "r")],
            size=7.8,
            lead=12,
        )
    rabatt = pct(mat, 12)
    s.row([(60, "Materialrabatt 12 %"), (545, "-" + CHF(rabatt), "r")], size=7.8, lead=12)
    s.rule()
    net = work + mat - rabatt
    mwst = pct(net, "8.1")
    raw = net + mwst
    total = rnd(raw * 20, 0) / 20
    rund = total - raw
    s.skip(8)
    s.x = 300
    q_net = s.kv("Total exkl. MWST", CHF(net))
    q_mwst = s.kv("MWST 8.1 %", CHF(mwst))
    q_rund = s.kv("Rundungsdifferenz", CHF(rund))
    s.rule()
    q_tot = s.kv("Total inkl. MWST CHF", CHF(total), bold=True, size=10)
    s.x = 52
    s.skip(14)
    s.t("Zahlbar innert 30 Tagen netto.", 8.4, True)
    s.t("Bitte verwenden Sie für die Zahlung den QR-Zahlteil auf Seite 2.")
    s.skip(6)
    s.t("Wir danken für den Auftrag. Garantie gemäss SIA 118: 2 Jahre ab Abnahme vom 13. März 2026.", 7.6)
    s.skip(10)
    s.t("MWST-Nr. CHE-318.552.904 MWST · UID-Register · Handelsregister Obwalden", 6.8, color=GREY)
    # ---- page 2: QR payment part
    s.new_page()
    s.row([(52, "Zehnder-Imfeld Elektro AG"), (545, "Rechnung Nr. 26-0712 · Seite 2/2", "r")])
    s.rule()
    s.skip(420)
    y = s.y
    p.line(36, y - 16, 559, y - 16, 0.4)
    p.line(210, y - 16, 210, y + 250, 0.4)
    s.x = 44
    s.y = y
    s.t("Empfangsschein", 10, True)
    s.t("Konto / Zahlbar an", 6.6, True)
    s.t("CH44 3000 0514 2391 6109 3", 7.6)
    s.t("Zehnder-Imfeld Elektro AG", 7.6)
    s.t("Grundacherweg 22, 6060 Sarnen", 7.6)
    s.t("Referenz", 6.6, True)
    s.t("21 00000 00000 26071 20402 88019", 7.6)
    s.t("Zahlbar durch", 6.6, True)
    s.t("STWEG Seematt, c/o Fenk", 7.6)
    s.t("Immobilien-Treuhand GmbH, Luzern", 7.6)
    s.skip(6)
    s.row([(44, "Währung"), (100, "Betrag")], size=6.6, bold=True)
    s.row([(44, "CHF"), (100, SP(total).replace(",", "."))], size=7.6)
    s.skip(8)
    s.t("Annahmestelle", 6.6, True, x=150)
    s.x = 226
    s.y = y
    s.t("Zahlteil", 10, True)
    s.skip(96)
    s.row([(226, "Währung"), (290, "Betrag")], size=7.2, bold=True)
    q_qr = s.row([(226, "CHF"), (290, SP(total).replace(",", "."))], size=9)
    s.x, s.y = 380, y + 14
    s.t("Konto / Zahlbar an", 7.2, True)
    s.t("CH44 3000 0514 2391 6109 3", 8.4)
    s.t("Zehnder-Imfeld Elektro AG", 8.4)
    s.t("Grundacherweg 22, 6060 Sarnen", 8.4)
    s.t("Referenz", 7.2, True)
    s.t("21 00000 00000 26071 20402 88019", 8.4)
    s.t("Zusätzliche Informationen", 7.2, True)
    s.t("Rechnung 26-0712 vom 24.04.2026", 8.4)
    s.t("Zahlbar durch", 7.2, True)
    s.t("STWEG Seematt", 8.4)
    s.t("c/o Fenk Immobilien-Treuhand GmbH", 8.4)
    s.t("Obergrundweg 61, 6005 Luzern", 8.4)
    q_qr = "Währung Betrag " + q_qr
    same(5714.00, work, "work")
    same(5239.00, mat, "mat")
    same(628.68, rabatt, "rabatt")
    same(10324.32, net, "net")
    same(836.27, mwst, "mwst")
    same(0.01, rund, "rund")
    same(11160.60, total, "total")
    fields = {
        "invoice_number": F("26-0712", 1, q_no),
        "invoice_date": F("2026-04-24", 1, "Sarnen, 24. April 2026"),
        "due_date": NULL(),
        "vendor_name": F("Zehnder-Imfeld Elektro AG", 1, q_vendor),
        "bill_to": F("STWEG Seematt", 1, "STWEG Seematt c/o Fenk Immobilien-Treuhand GmbH"),
        "currency": F("CHF", 1, q_tot),
        "subtotal": F(10324.32, 1, q_net),
        "tax": F(836.27, 1, q_mwst),
        "total": F(11160.60, 1, q_tot),
        "amount_due": F(11160.60, 2, q_qr),
    }
    notes = (
        'Swiss Rechnung (CHF, "11\'160.60") with a QR payment part on page 2. bill_to is the condominium '
        "owners' association (STWEG) addressed c/o its property manager. invoice_date is the dated place "
        "line; the execution period, the Offerte date and the acceptance date are distractors. A 12 % "
        "Materialrabatt is deducted inside the item list; 'Total exkl. MWST' is the subtotal, MWST 8.1 % "
        "the tax, and a Rundungsdifferenz to 5 Rappen leads to 'Total inkl. MWST CHF' (total; sum). "
        "amount_due is the amount of the QR Zahlteil on page 2 (space-grouped '11 160.60'), equal to the "
        "total. due_date is null: only the term 'Zahlbar innert 30 Tagen netto' is printed, no date."
    )
    sums = [
        SUM(
            "Total exkl. MWST + MWST + Rundungsdifferenz = Total inkl. MWST",
            [(1, "subtotal"), (1, "tax"), (1, T("Rundungsdifferenz", 0.01, 1, q_rund))],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ==================== 4 US law-firm invoice, three pages: $0.00 tax, prior balance and payment to balance due
@doc("b23_inv_us_legal_three_page_balance_forward", "invoice", "Harrowgate Pell & Strand invoice 2260417")
def inv_us_legal():
    p = Pdf(face="serif")
    s = Sheet(p, x=60, xr=552, top=60, size=8.8)
    q_vendor = s.t("HARROWGATE PELL & STRAND LLP", 15, True, align="c")
    s.t("Attorneys at Law", 8.4, align="c")
    s.t("400 Tallowfield Avenue, Suite 1250 · Columbus, Ohio 43215 · (614) 555-0182", 7.8, align="c")
    s.t("Federal Tax ID 31-1874402", 7.4, align="c", color=GREY)
    s.rule()
    s.skip(14)
    q_bill = s.row([(60, "Brightwater Kiln Works, Inc."), (360, "Invoice No."), (455, "2260417")])
    s.row([(60, "Attn: Dana Oyelaran, General Counsel"), (360, "Invoice Date"), (455, "May 8, 2026")])
    s.row([(60, "2875 Quarry Bend Road"), (360, "Client/Matter"), (455, "40718-0006")])
    s.row([(60, "Zanesville, OH 43701"), (360, "Billing Attorney"), (455, "M. L. Fenwick-Abara")])
    s.skip(12)
    s.t("Re: Acquisition of the assets of Tern Lake Ceramics, LLC", 9, True)
    s.t("For professional services rendered through April 30, 2026", 8.6)
    s.skip(10)
    # fee detail (pages 2-3) is built first so the summary can print its totals
    rates = {"MLF": D(685), "RKS": D(445), "JDT": D(395), "AMV": D(245)}
    names = {
        "MLF": "Marguerite L. Fenwick-Abara, Partner",
        "RKS": "Rowan K. Sethuraman, Associate",
        "JDT": "Jolie D. Tremblay-Nkemelu, Associate",
        "AMV": "Anneliese M. Vukovich, Paralegal",
    }
    e2 = [
        ("04/01/26", "MLF", "Call with D. Oyelaran re letter of intent and exclusivity period", "0.8"),
        ("04/01/26", "RKS", "Review seller's data room index; prepare due diligence request list", "3.4"),
        ("04/02/26", "JDT", "Research successor liability under Ohio law for bulk asset purchase", "4.1"),
        ("04/03/26", "AMV", "Order UCC, tax lien and judgment searches (Muskingum, Franklin)", "1.6"),
        ("04/06/26", "RKS", "Draft asset purchase agreement, articles I-IV", "5.2"),
        ("04/07/26", "RKS", "Continue drafting asset purchase agreement, articles V-IX", "4.7"),
        ("04/07/26", "MLF", "Review draft APA; comments on indemnity cap and escrow", "1.9"),
        ("04/08/26", "JDT", "Draft disclosure schedule shells and bill of sale", "3.3"),
        ("04/09/26", "AMV", "Compile lien search results; summary chart", "2.2"),
        ("04/10/26", "MLF", "Negotiation call with seller's counsel (K. Ambrose-Lund)", "1.5"),
        ("04/10/26", "RKS", "Attend negotiation call; revise APA per call", "3.8"),
        ("04/13/26", "JDT", "Review real property lease for kiln facility; assignment consent", "2.6"),
        ("04/14/26", "RKS", "Draft transition services agreement", "3.1"),
        ("04/15/26", "MLF", "Review TSA and revised APA; call with client", "1.2"),
    ]
    e3 = [
        ("04/16/26", "JDT", "Draft landlord estoppel and consent to assignment", "2.4"),
        ("04/17/26", "AMV", "Prepare closing checklist and signature pages", "2.9"),
        ("04/20/26", "RKS", "Review seller's disclosure schedules; issues list", "4.4"),
        ("04/21/26", "MLF", "Call with client re purchase price adjustment mechanics", "0.7"),
        ("04/22/26", "RKS", "Revise APA and TSA to execution versions", "3.6"),
        ("04/23/26", "JDT", "Prepare officer's certificates and board resolutions", "2.1"),
        ("04/24/26", "AMV", "Coordinate escrow agent KYC documents", "1.3"),
        ("04/27/26", "MLF", "Final review of execution documents", "1.4"),
        ("04/28/26", "RKS", "Closing call; release of signatures; funds flow memo", "2.8"),
        ("04/30/26", "AMV", "Assemble closing set and post-closing checklist", "2.5"),
    ]
    hours = {k: D(0) for k in rates}

    def entries(rows):
        amt = D(0)
        for date, tk, desc, h in rows:
            a = ext(h, rates[tk])
            hours[tk] += D(h)
            amt += a
            s.row([(60, date), (108, tk), (142, desc), (490, h, "r"), (552, US(a), "r")], size=7.8, lead=13)
        return amt

    disb = [
        ("UCC, tax lien and judgment search fees", "412.50"),
        ("Secretary of State certified copies and good standing", "104.00"),
        ("Overnight courier (4 shipments)", "193.60"),
        ("Mileage to Zanesville closing, 112 miles at $0.70", "78.40"),
        ("Escrow agent set-up fee (advanced)", "500.00"),
        ("Document production and binding of closing sets", "146.18"),
    ]
    disb_tot = tot(D(a) for _, a in disb)
    # page 1 summary needs the fee totals: compute them from the entries
    f2 = tot(ext(h, rates[tk]) for _, tk, _, h in e2)
    f3 = tot(ext(h, rates[tk]) for _, tk, _, h in e3)
    fees = f2 + f3
    disc = pct(fees, 5)
    sub = fees - disc + disb_tot
    tax = D("0.00")
    cur = sub + tax
    prev = D("23615.40")
    paid = D("15000.00")
    due = cur + prev - paid
    s.t("INVOICE SUMMARY", 9.4, True)
    s.rule()
    s.skip(2)
    s.x = 80
    q_fees = s.kv("Professional fees (see detail)", "$" + US(fees))
    q_disc = s.kv("Less 5% courtesy discount", "($" + US(disc) + ")")
    q_disb = s.kv("Disbursements and other charges", "$" + US(disb_tot))
    q_sub = s.kv("Subtotal", "$" + US(sub))
    q_tax = s.kv("Sales tax", "$" + US(tax))
    s.rule()
    q_cur = s.kv("Total Current Invoice", "$" + US(cur), bold=True)
    s.skip(8)
    q_prev = s.kv("Previous balance (Invoice 2259904 dated April 9, 2026)", "$" + US(prev))
    q_paid = s.kv("Payment received April 21, 2026 - thank you", "($" + US(paid) + ")")
    s.rule()
    q_due = s.kv("TOTAL BALANCE DUE", "$" + US(due), bold=True, size=10.5)
    s.x = 60
    s.skip(14)
    q_dd = s.t("Payment terms: net 30 days. Due Date: June 7, 2026", 8.8, True)
    s.skip(4)
    s.para(
        "Please reference invoice number 2260417 with your payment. Remit by check to the address above or "
        "by wire transfer to Tallowfield Commerce Bank, ABA 041207755, account 8820147713, for the benefit "
        "of Harrowgate Pell & Strand LLP Operating Account. Balances unpaid after 60 days may be referred "
        "to the Billing Attorney.",
        7.8,
    )
    s.t("Page 1 of 3", 7.4, x=306, align="c", color=GREY)
    # ---- page 2
    s.new_page()
    s.row([(60, "Harrowgate Pell & Strand LLP"), (552, "Invoice 2260417 · Matter 40718-0006", "r")], size=8)
    s.rule()
    s.skip(6)
    s.t("DETAIL OF PROFESSIONAL SERVICES", 9.4, True)
    head_row(
        s, [(60, "Date"), (108, "Tkpr"), (142, "Description"), (490, "Hours", "r"), (552, "Amount", "r")]
    )
    a2 = entries(e2)
    s.rule()
    q_cf = s.row([(142, "Fees carried forward"), (552, "$" + US(a2), "r")], bold=True)
    s.t("Page 2 of 3", 7.4, x=306, align="c", color=GREY)
    # ---- page 3
    s.new_page()
    s.row([(60, "Harrowgate Pell & Strand LLP"), (552, "Invoice 2260417 · Matter 40718-0006", "r")], size=8)
    s.rule()
    s.skip(6)
    head_row(
        s, [(60, "Date"), (108, "Tkpr"), (142, "Description"), (490, "Hours", "r"), (552, "Amount", "r")]
    )
    q_bf = s.row([(142, "Fees brought forward"), (552, "$" + US(a2), "r")], size=7.8, bold=True, lead=13)
    a3 = entries(e3)
    s.rule()
    q_tp = s.row([(142, "Fees this page"), (552, "$" + US(a3), "r")])
    q_tf = s.row([(142, "Total Professional Fees"), (552, "$" + US(a2 + a3), "r")], bold=True)
    s.skip(10)
    s.t("TIMEKEEPER SUMMARY", 9, True)
    head_row(s, [(60, "Timekeeper"), (380, "Hours", "r"), (460, "Rate", "r"), (552, "Amount", "r")])
    q_tk = {}
    for k in rates:
        a = ext(hours[k], rates[k])
        q_tk[k] = (
            a,
            s.row(
                [
                    (60, names[k]),
                    (380, str(hours[k]), "r"),
                    (460, "$" + US(rates[k]), "r"),
                    (552, "$" + US(a), "r"),
                ],
                size=7.8,
                lead=12.5,
            ),
        )
    s.skip(8)
    s.t("DISBURSEMENTS", 9, True)
    for d_, a in disb:
        s.row([(60, d_), (552, "$" + US(D(a)), "r")], size=7.8, lead=12.5)
    s.rule()
    s.row([(60, "Total Disbursements"), (552, "$" + US(disb_tot), "r")], bold=True)
    s.skip(6)
    s.t("Page 3 of 3", 7.4, x=306, align="c", color=GREY)
    same(f2, a2, "page 2")
    same(f3, a3, "page 3")
    same(17569.00, a2, "a2")
    same(9663.50, a3, "a3")
    same(27232.50, fees, "fees")
    same(1361.63, disc, "disc")
    same(1434.68, disb_tot, "disb")
    same(27305.55, sub, "sub")
    same(35920.95, due, "due")
    fields = {
        "invoice_number": F("2260417", 1, "Invoice No. 2260417"),
        "invoice_date": F("2026-05-08", 1, "Invoice Date May 8, 2026"),
        "due_date": F("2026-06-07", 1, q_dd),
        "vendor_name": F("HARROWGATE PELL & STRAND LLP", 1, q_vendor),
        "bill_to": F("Brightwater Kiln Works, Inc.", 1, q_bill),
        "currency": F("USD", 1, q_cur),
        "subtotal": F(27305.55, 1, q_sub),
        "tax": F(0, 1, q_tax),
        "total": F(27305.55, 1, q_cur),
        "amount_due": F(35920.95, 1, q_due),
    }
    notes = (
        "US law-firm invoice (bare $ = USD) over three pages: page 1 summary, pages 2-3 time detail, "
        "timekeeper summary and disbursements. bill_to is the client company (the general counsel is the "
        "'Attn' contact). invoice_date is the Invoice Date, not the 'services rendered through' date, the "
        "prior invoice date or the payment date. Fees less a 5% courtesy discount plus disbursements give "
        "the Subtotal (sum); 'Sales tax $0.00' is printed, so tax is 0 (not null); 'Total Current Invoice' "
        "is the total. The previous balance less the payment received is added to it to give 'TOTAL BALANCE "
        "DUE' (amount_due; sum). Fees carried forward from page 2 plus the page-3 entries give Total "
        "Professional Fees (sums). No field is null."
    )
    sums = [
        SUM(
            "fees - courtesy discount + disbursements = Subtotal",
            [
                (1, T("Professional fees", 27232.50, 1, q_fees)),
                (-1, T("courtesy discount", 1361.63, 1, q_disc)),
                (1, T("Disbursements", 1434.68, 1, q_disb)),
            ],
            "subtotal",
        ),
        SUM(
            "Total Current Invoice + previous balance - payment = Total Balance Due",
            [
                (1, "total"),
                (1, T("Previous balance", 23615.40, 1, q_prev)),
                (-1, T("Payment received", 15000.00, 1, q_paid)),
            ],
            "amount_due",
        ),
        SUM(
            "fees brought forward + fees this page = Total Professional Fees",
            [(1, T("Fees brought forward", 17569.00, 3, q_bf)), (1, T("Fees this page", 9663.50, 3, q_tp))],
            T("Total Professional Fees", 27232.50, 3, q_tf),
        ),
        SUM(
            "page-2 fees carried forward = fees brought forward on page 3",
            [(1, T("Fees carried forward", 17569.00, 2, q_cf))],
            T("Fees brought forward", 17569.00, 3, q_bf),
        ),
        SUM(
            "timekeeper amounts = Total Professional Fees",
            [(1, T(f"timekeeper {k}", float(q_tk[k][0]), 3, q_tk[k][1])) for k in rates],
            T("Total Professional Fees", 27232.50, 3, q_tf),
        ),
    ]
    return p, fields, notes, sums


# ==================== 5 UK VAT invoice: standard- and zero-rated lines, VAT analysis, tax point vs date
@doc("b23_inv_uk_vat_zero_rated_analysis", "invoice", "Tallis Broadhurst Print invoice TBP-48817")
def inv_uk():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=54, size=8.2)
    q_vendor = s.row(
        [(46, "Tallis Broadhurst Print Ltd"), (549, "VAT INVOICE", "r")], size=14, bold=True, lead=17
    )
    s.t("Unit 7, Coldharbour Works, Saggar Lane, Stoke-on-Trent ST4 2XQ · 01782 555 604", 7.4, color=GREY)
    s.t("accounts@tallisbroadhurst.example · VAT Reg No GB 318 4593 71", 7.4, color=GREY)
    s.skip(14)
    y0 = s.y
    s.row(
        [(46, "Invoice to"), (220, "Deliver to"), (394, "Invoice No."), (470, "TBP-48817")],
        size=7.6,
        bold=True,
    )
    q_bill = s.row(
        [
            (46, "Ridgeback Heritage Trust"),
            (220, "Brackenhall Mill Visitor Centre"),
            (394, "Invoice date"),
            (470, "2nd April 2026"),
        ]
    )
    s.row([(46, "Finance Office"), (220, "Brackenhall Lane"), (394, "Tax point"), (470, "27th March 2026")])
    s.row([(46, "3 Canal Wharf"), (220, "Bollington SK10 5RT"), (394, "Account"), (470, "RID004")])
    s.row(
        [
            (46, "Macclesfield SK11 7EF"),
            (220, "FAO Gemma Ashworth-Pike"),
            (394, "Your order"),
            (470, "RHT/PO/1193"),
        ]
    )
    p.rect(388, y0 - 11, 549, s.y - 7, 0.5)
    s.skip(12)
    head_row(
        s,
        [
            (46, "Description"),
            (318, "Qty", "r"),
            (378, "Unit price", "r"),
            (420, "VAT", "c"),
            (478, "VAT rate", "r"),
            (549, "Net £", "r"),
        ],
    )
    rows = [
        ("Guidebook 'Brackenhall: 200 Years of Silk', 64pp", "2000", "2.145", "Z"),
        ("Children's activity booklet, 24pp", "3000", "0.684", "Z"),
        ("Visitor leaflets DL, 6pp", "10000", "0.0612", "Z"),
        ("Exhibition posters A1, 170gsm silk", "40", "7.85", "S"),
        ("Pull-up banners 850 x 2000 with carry case", "6", "118.50", "S"),
        ("Artwork amendments (hours)", "3", "55.00", "S"),
        ("Delivery to Bollington, one pallet", "1", "68.00", "S"),
    ]
    net = {"S": D(0), "Z": D(0)}
    for name, qty, price, code in rows:
        e = ext(qty, price)
        net[code] += e
        s.row(
            [
                (46, name),
                (318, f"{int(qty):,}", "r"),
                (378, price, "r"),
                (420, code, "c"),
                (478, "20%" if code == "S" else "0%", "r"),
                (549, US(e), "r"),
            ],
            size=7.8,
            lead=12.6,
        )
    s.rule()
    vat_s = pct(net["S"], 20)
    goods = net["S"] + net["Z"]
    total = goods + vat_s
    s.skip(10)
    s.t("VAT analysis", 8.2, True)
    head_row(s, [(46, "Code"), (110, "Rate"), (250, "Goods £", "r"), (340, "VAT £", "r")], size=7.4)
    q_as = s.row([(46, "S"), (110, "20.00%"), (250, US(net["S"]), "r"), (340, US(vat_s), "r")], size=7.8)
    q_az = s.row([(46, "Z"), (110, "0.00%"), (250, US(net["Z"]), "r"), (340, "0.00", "r")], size=7.8)
    s.y -= 2 * s.lead + 12
    s.x = 390
    q_goods = s.kv("Total goods", US(goods))
    q_vat = s.kv("Total VAT", US(vat_s))
    s.rule()
    q_tot = s.kv("Invoice total £", US(total), bold=True, size=10)
    s.x = 46
    s.skip(18)
    q_due = s.t("Due date: 31st May 2026", 8.6, True)
    s.t("Terms: payment by the last day of the month following the month of invoice.", 7.8)
    s.t("BACS: Tallis Broadhurst Print Ltd · sort code 60-91-47 · account 30418826 · ref TBP-48817", 7.8)
    s.skip(6)
    s.para(
        "Goods remain our property until paid for in full. We reserve the right to claim interest and "
        "compensation under the Late Payment of Commercial Debts (Interest) Act 1998 on overdue invoices. "
        "Printed books, booklets and leaflets are zero-rated; posters, banners, artwork and delivery are "
        "standard-rated.",
        7.2,
    )
    s.skip(4)
    s.t("Registered in England and Wales No. 08813372 · Registered office as above", 6.6, color=GREY)
    same(6954.00, net["Z"], "zero")
    same(1258.00, net["S"], "std")
    same(251.60, vat_s, "vat")
    same(8212.00, goods, "goods")
    same(8463.60, total, "total")
    fields = {
        "invoice_number": F("TBP-48817", 1, "Invoice No. TBP-48817"),
        "invoice_date": F("2026-04-02", 1, q_bill),
        "due_date": F("2026-05-31", 1, q_due),
        "vendor_name": F("Tallis Broadhurst Print Ltd", 1, q_vendor),
        "bill_to": F("Ridgeback Heritage Trust", 1, q_bill),
        "currency": F("GBP", 1, q_tot),
        "subtotal": F(8212.00, 1, q_goods),
        "tax": F(251.60, 1, q_vat),
        "total": F(8463.60, 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "UK VAT invoice (GBP, ordinal dates '2nd April 2026'). bill_to is the 'Invoice to' trust, not the "
        "'Deliver to' visitor centre or its FAO contact. invoice_date is the Invoice date, not the earlier "
        "tax point. Zero-rated (Z) and standard-rated (S) lines; the VAT analysis prints goods and VAT per "
        "code (S goods + Z goods = Total goods; sum). Total goods is the subtotal, Total VAT the tax, "
        "'Invoice total £' the total. due_date is the printed Due date. amount_due is null: no separate "
        "balance or amount due is printed."
    )
    sums = [
        SUM(
            "VAT analysis: S goods + Z goods = Total goods",
            [(1, T("S goods", 1258.00, 1, q_as)), (1, T("Z goods", 6954.00, 1, q_az))],
            "subtotal",
        ),
        SUM("VAT analysis S VAT = Total VAT", [(1, T("S VAT", 251.60, 1, q_as))], "tax"),
    ]
    return p, fields, notes, sums


# ==================== 6 Australian tax invoice: GST-inclusive lines, "Subtotal (includes GST)", deposit
@doc(
    "b23_inv_au_gst_inclusive_subtotal_deposit",
    "invoice",
    "Kurrajong Flat Solar & Electrical tax invoice INV-00871",
)
def inv_au():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=56, size=8.4)
    q_inv = s.row(
        [(48, "TAX INVOICE"), (547, "Kurrajong Flat Solar & Electrical Pty Ltd", "r")],
        size=13,
        bold=True,
        lead=16,
    )
    s.row([(547, "ABN 41 612 508 339 · Electrical contractor licence 318804C", "r")], size=7.2)
    s.row([(547, "14 Drover Street, Kurrajong Flat NSW 2852 · 02 5550 1947", "r")], size=7.2)
    s.skip(12)
    s.row([(48, "Bill to"), (300, "Invoice Date"), (420, "Invoice Number")], size=7.2, bold=True)
    q_bill = s.row([(48, "Leonie Papadakis"), (300, "04/05/2026"), (420, "INV-00871")])
    s.row([(48, "PO Box 318"), (300, "Due Date"), (420, "Reference")], size=7.2, bold=True)
    q_dd = s.row([(48, "Gulgong NSW 2852"), (300, "18/05/2026"), (420, "Quote Q-1120")])
    s.skip(6)
    s.row([(48, "Installation address: Lot 7 Wattle Creek Road, Goolma NSW 2852")], size=7.8)
    s.row([(48, "Installation completed 28/04/2026 · grid connection approved 01/05/2026")], size=7.8)
    s.skip(8)
    head_row(
        s,
        [
            (48, "Description"),
            (360, "Quantity", "r"),
            (440, "Unit Price", "r"),
            (458, "GST"),
            (547, "Amount AUD", "r"),
        ],
    )
    rows = [
        ("Solar panel 440 W mono, black frame", "20", "296.00"),
        ("Hybrid inverter 8 kW, single phase", "1", "3450.00"),
        ("Battery module 13.5 kWh with wall bracket", "1", "9890.00"),
        ("Tilt frames, rails and hardware", "1", "1265.00"),
        ("Installation, electrical works and commissioning", "1", "2800.00"),
        ("Switchboard upgrade and smart meter relocation", "1", "660.00"),
        ("Less: STC incentive, 78 certificates assigned", "78", "-38.50"),
    ]
    gross = D(0)
    for name, qty, price in rows:
        e = ext(qty, price)
        gross += e
        s.row(
            [(48, name), (360, qty, "r"), (440, US(D(price)), "r"), (458, "10%"), (547, US(e), "r")],
            size=7.8,
            lead=12.6,
        )
    s.rule()
    gst = rnd(gross / 11, 2)
    deposit = D("5500.00")
    due = gross - deposit
    s.skip(8)
    s.x = 320
    s.kv("Subtotal (includes GST)", US(gross))
    q_gst = s.kv("Total GST 10%", US(gst))
    s.rule()
    q_tot = s.kv("TOTAL AUD", US(gross), bold=True, size=10)
    q_dep = s.kv("Less Amount Paid (deposit 21/04/2026)", US(deposit))
    s.rule()
    q_due = s.kv("AMOUNT DUE AUD", US(due), bold=True, size=10)
    s.x = 48
    s.skip(16)
    s.t("All amounts are in Australian dollars (AUD) and include GST.", 7.8)
    s.t("Payment: EFT to Kurrajong Flat Solar & Electrical · BSB 062-904 · Account 1077 3462", 7.8)
    s.t("Please use INV-00871 as the payment reference.", 7.8)
    s.skip(8)
    s.para(
        "Warranty: panels 25 years product, inverter 10 years, battery 10 years, workmanship 5 years from "
        "the installation date. Title to the equipment passes on payment in full. A fee of $45.00 applies "
        "to payment reminders after the due date.",
        7.2,
    )
    same(20982.00, gross, "gross")
    same(1907.45, gst, "gst")
    same(15482.00, due, "due")
    fields = {
        "invoice_number": F("INV-00871", 1, q_bill),
        "invoice_date": F("2026-05-04", 1, q_bill),
        "due_date": F("2026-05-18", 1, q_dd),
        "vendor_name": F("Kurrajong Flat Solar & Electrical Pty Ltd", 1, q_inv),
        "bill_to": F("Leonie Papadakis", 1, q_bill),
        "currency": F("AUD", 1, q_tot),
        "subtotal": NULL(),
        "tax": F(1907.45, 1, q_gst),
        "total": F(20982.00, 1, q_tot),
        "amount_due": F(15482.00, 1, q_due),
    }
    notes = (
        "Australian tax invoice (AUD named; dd/mm/yyyy, so 04/05/2026 is 4 May 2026) to a private person; "
        "the installation address is a different property. All line amounts include GST; the STC incentive "
        "is a negative line. subtotal is null: the only 'Subtotal' printed includes GST, and no pre-tax "
        "total is printed. tax is 'Total GST 10%' (an amount, one eleventh of the total), total is 'TOTAL "
        "AUD'. The deposit paid is deducted to 'AMOUNT DUE AUD' (amount_due; sum). The completion, "
        "grid-approval, deposit and quote dates are distractors."
    )
    sums = [
        SUM(
            "TOTAL AUD - deposit = AMOUNT DUE",
            [(1, "total"), (-1, T("deposit", 5500.00, 1, q_dep))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ==================== 7 Dutch termijnfactuur: BTW verlegd (0,00), meer- en minderwerk, G-rekening split
@doc("b23_inv_nl_termijnfactuur_btw_verlegd", "invoice", "Kemper & Dijkhuis Afbouw factuur 2026-0187")
def inv_nl():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=58, size=8.4)
    q_vendor = s.t("Afbouwbedrijf Kemper & Dijkhuis B.V.", 14, True)
    s.t("Stukadoors- en spuitwerk · Trekvaartkade 44 · 7941 LK Meppel · 0522 555 180", 7.4, color=GREY)
    s.t("KvK 71880425 · BTW NL859031127B01 · IBAN NL27 ABNQ 0518 8830 12", 7.4, color=GREY)
    s.skip(16)
    s.row([(320, "Bouwcombinatie Hoornse Vaart v.o.f.")], bold=True)
    s.row([(320, "t.a.v. crediteurenadministratie")])
    s.row([(320, "Postbus 2230")])
    s.row([(320, "9704 CE Groningen")])
    s.row([(320, "BTW-nummer afnemer NL862270455B01")], size=7.4)
    s.skip(14)
    s.t("FACTUUR – TERMIJN 3 VAN 5", 12, True)
    s.skip(2)
    q_no = s.row([(50, "Factuurnummer"), (160, "2026-0187"), (320, "Uw opdrachtnummer"), (430, "OA-5613")])
    q_date = s.row([(50, "Factuurdatum"), (160, "13 maart 2026"), (320, "Relatienummer"), (430, "D-1073")])
    q_due = s.row([(50, "Vervaldatum"), (160, "13 april 2026"), (320, "Werknummer"), (430, "W26-008")])
    s.skip(4)
    s.row([(50, "Project"), (160, "Nieuwbouw 36 appartementen 'De Vaartrand', Hoornse Vaart, Groningen")])
    s.row(
        [
            (50, "Aanneemsom"),
            (160, "stukadoors- en spuitwerk € 486.000,00 excl. BTW (contract 14 oktober 2025)"),
        ]
    )
    s.skip(8)
    head_row(s, [(50, "Omschrijving"), (545, "Bedrag", "r")])
    rows = [
        ("Termijn 3: 20 % van de aanneemsom (stucwerk bouwdeel B gereed)", "97200.00"),
        ("Meerwerk MW-04: spuitwerk trappenhuizen, akkoord 18 februari 2026", "6915.00"),
        ("Minderwerk MW-02: vervallen sierlijsten bouwdeel A", "-2315.00"),
    ]
    net = D(0)
    for name, a in rows:
        net += D(a)
        s.row([(50, name), (545, "€ " + EU(D(a)), "r")], size=8, lead=13)
    s.rule()
    s.skip(8)
    s.x = 290
    q_net = s.kv("Totaal excl. BTW", "€ " + EU(net))
    q_btw = s.kv("BTW verlegd (0 %)", "€ " + EU(D(0)))
    s.rule()
    q_tot = s.kv("Totaal incl. BTW", "€ " + EU(net), bold=True, size=10)
    s.x = 50
    s.skip(12)
    s.t("Omzetbelasting verlegd naar de afnemer, artikel 12, lid 5 Wet OB 1968.", 8, True)
    s.skip(4)
    g = pct(net, 35)
    bank = net - g
    s.t("Betaling in verband met de Wet ketenaansprakelijkheid:", 8.2, True)
    q_g = s.row([(60, "35 % te storten op G-rekening NL65 ABNQ 0990 4536 27"), (545, "€ " + EU(g), "r")])
    q_b = s.row([(60, "65 % te storten op bankrekening NL27 ABNQ 0518 8830 12"), (545, "€ " + EU(bank), "r")])
    s.skip(8)
    s.t("Overzicht termijnen", 8.2, True)
    s.row(
        [(60, "Termijn 1 en 2 (facturen 2025-0398 en 2026-0031), reeds voldaan"), (545, "€ 194.400,00", "r")],
        size=7.8,
    )
    s.row([(60, "Resterend na deze termijn (termijn 4 en 5)"), (545, "€ 194.400,00", "r")], size=7.8)
    s.skip(8)
    s.para(
        "Betaling uiterlijk op de vervaldatum. Bij overschrijding van de vervaldatum is de wettelijke "
        "handelsrente verschuldigd. Op al onze aanbiedingen en overeenkomsten zijn de algemene voorwaarden "
        "van Kemper & Dijkhuis B.V. van toepassing.",
        7.4,
    )
    same(101800.00, net, "net")
    same(35630.00, g, "g")
    same(66170.00, bank, "bank")
    fields = {
        "invoice_number": F("2026-0187", 1, q_no),
        "invoice_date": F("2026-03-13", 1, q_date),
        "due_date": F("2026-04-13", 1, q_due),
        "vendor_name": F("Afbouwbedrijf Kemper & Dijkhuis B.V.", 1, q_vendor),
        "bill_to": F("Bouwcombinatie Hoornse Vaart v.o.f.", 1, "Bouwcombinatie Hoornse Vaart v.o.f."),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(101800.00, 1, q_net),
        "tax": F(0, 1, q_btw),
        "total": F(101800.00, 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Dutch installment invoice (EUR, '€ 101.800,00', '13 maart 2026') with reverse-charged VAT: 'BTW "
        "verlegd (0 %) € 0,00' is printed, so tax is 0, and 'Totaal incl. BTW' equals 'Totaal excl. BTW'. "
        "bill_to is the contractor consortium; the project line is the site. The contract sum, the earlier "
        "installments and the remainder are distractors, as are the order and contract dates. The "
        "G-rekening and bank account parts (35 % / 65 %) add up to the total (sum) but are parts of it, so "
        "amount_due is null: no separate amount due is printed."
    )
    sums = [
        SUM(
            "G-rekening part + bank part = Totaal incl. BTW",
            [(1, T("G-rekening 35 %", 35630.00, 1, q_g)), (1, T("bankrekening 65 %", 66170.00, 1, q_b))],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ==================== 8 Italian fattura of a professional: cassa 4 %, IVA 22 %, ritenuta d'acconto
@doc("b23_inv_it_fattura_ritenuta_cassa", "invoice", "Studio Ferrandino fattura 14/2026")
def inv_it():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=58, size=8.4)
    q_vendor = s.t("Ing. Ludovica Ferrandino", 14, True)
    s.t("Studio di Ingegneria Strutturale", 8.6)
    s.t(
        "Via dei Tessitori 18 · 13900 Biella (BI) · P. IVA 02918840027 · C.F. FRRLDV79C52A859K",
        7.2,
        color=GREY,
    )
    s.t("PEC ferrandino@pec.example · Iscr. Ordine Ingegneri Biella n. A-1262", 7.2, color=GREY)
    s.skip(14)
    s.row([(310, "Spett.le")], size=7.6)
    q_bill = s.row([(310, "Condominio Parco delle Robinie")], bold=True)
    s.row([(310, "c/o Amministratore Dott. Sergio Palumbi")])
    s.row([(310, "Via Candelo 42")])
    s.row([(310, "13900 Biella (BI)")])
    s.row([(310, "C.F. 90066410024 · Codice destinatario 0000000")], size=7.4)
    s.skip(12)
    q_no = s.t("FATTURA N. 14/2026 del 23/03/2026", 12, True)
    s.t("Intervento di consolidamento strutturale del fabbricato B – pratica edilizia n. 318/2025", 8)
    s.skip(8)
    head_row(s, [(50, "Descrizione"), (545, "Importo €", "r")])
    rows = [
        ("Progettazione strutturale esecutiva (incarico del 12/01/2026)", "6800.00"),
        ("Direzione lavori strutturali – primo acconto", "2400.00"),
        ("Deposito pratica sismica e relazione di calcolo", "650.00"),
    ]
    fee = D(0)
    for name, a in rows:
        fee += D(a)
        s.row([(50, name), (545, EU(D(a)), "r")], lead=13)
    s.rule()
    cassa = pct(fee, 4)
    imp = fee + cassa
    iva = pct(imp, 22)
    tot_f = imp + iva
    rit = pct(fee, 20)
    netto = tot_f - rit
    s.skip(8)
    s.x = 290
    q_fee = s.kv("Totale onorari", EU(fee))
    q_cassa = s.kv("Contributo integrativo Inarcassa 4 %", EU(cassa))
    q_imp = s.kv("Imponibile IVA", EU(imp))
    q_iva = s.kv("IVA 22 %", EU(iva))
    s.rule()
    q_tot = s.kv("Totale fattura €", EU(tot_f), bold=True)
    q_rit = s.kv("Ritenuta d'acconto 20 % su " + EU(fee), "-" + EU(rit))
    s.rule()
    q_net = s.kv("NETTO A PAGARE €", EU(netto), bold=True, size=10)
    s.x = 50
    s.skip(14)
    q_due = s.t("Modalità di pagamento: bonifico bancario entro il 22/04/2026", 8.4, True)
    s.t("IBAN IT38 K076 0110 0000 0010 4539 827 · intestato a Ludovica Ferrandino", 7.8)
    s.skip(6)
    s.para(
        "Il condominio, in qualità di sostituto d'imposta, è tenuto a versare la ritenuta d'acconto entro "
        "il 16 del mese successivo al pagamento. Documento trasmesso al Sistema di Interscambio; la "
        "presente è copia di cortesia.",
        7.2,
    )
    same(9850.00, fee, "fee")
    same(394.00, cassa, "cassa")
    same(10244.00, imp, "imp")
    same(2253.68, iva, "iva")
    same(12497.68, tot_f, "tot")
    same(1970.00, rit, "rit")
    same(10527.68, netto, "netto")
    fields = {
        "invoice_number": F("14/2026", 1, q_no),
        "invoice_date": F("2026-03-23", 1, q_no),
        "due_date": F("2026-04-22", 1, q_due),
        "vendor_name": F("Ing. Ludovica Ferrandino", 1, q_vendor),
        "bill_to": F("Condominio Parco delle Robinie", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(10244.00, 1, q_imp),
        "tax": F(2253.68, 1, q_iva),
        "total": F(12497.68, 1, q_tot),
        "amount_due": F(10527.68, 1, q_net),
    }
    notes = (
        "Italian fattura of a self-employed engineer (EUR, '12.497,68', dd/mm/yyyy). bill_to is the "
        "condominium (addressed c/o its administrator). The pre-tax total is 'Imponibile IVA' (fees + 4 % "
        "Inarcassa contribution; sum), not 'Totale onorari'. IVA 22 % is the tax and 'Totale fattura' the "
        "total. The 20 % ritenuta d'acconto on the fees is withheld by the client and deducted to 'NETTO A "
        "PAGARE' (amount_due; sum). due_date is the bank-transfer deadline; the engagement date is a "
        "distractor. No field is null."
    )
    sums = [
        SUM(
            "Totale onorari + contributo integrativo = Imponibile IVA",
            [(1, T("Totale onorari", 9850.00, 1, q_fee)), (1, T("Inarcassa 4 %", 394.00, 1, q_cassa))],
            "subtotal",
        ),
        SUM(
            "Totale fattura - ritenuta d'acconto = Netto a pagare",
            [(1, "total"), (-1, T("ritenuta d'acconto", 1970.00, 1, q_rit))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ==================== 9 Hungarian számla (HUF): per-line ÁFA, dotted ISO dates, EUR information line
@doc("b23_inv_hu_szamla_afa_eur_tajekoztato", "invoice", "Bakonyhegyi Faipari számla BFK-2026/00388")
def inv_hu():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=54, size=8.2)
    s.t("SZÁMLA", 16, True, align="c")
    s.t("Eredeti példány · 1. oldal / 1", 7.4, align="c", color=GREY)
    s.skip(8)
    y0 = s.y
    s.row([(44, "Eladó"), (300, "Vevő")], size=7.2, bold=True)
    q_vendor = s.row([(44, "Bakonyhegyi Faipari Kft."), (300, "Hétfenyő Vendéglátó Zrt.")], bold=True)
    s.row([(44, "8420 Zirc, Erdőalja utca 9."), (300, "1138 Budapest, Szélmalom utca 21.")])
    s.row([(44, "Adószám: 14418822-2-19"), (300, "Adószám: 25590317-2-41")])
    s.row([(44, "Bankszámla: 11773018-20441188-00000000"), (300, "Szállítási cím: Hétfenyő Panzió,")])
    s.row([(44, "Cégjegyzékszám: 19-09-518804"), (300, "8230 Balatonfüred, Nádas sor 4.")])
    p.rect(40, y0 - 11, 292, s.y - 7, 0.4)
    p.rect(296, y0 - 11, 551, s.y - 7, 0.4)
    s.skip(8)
    cells = [
        (44, 150, "Számla sorszáma", "BFK-2026/00388"),
        (150, 240, "Fizetési mód", "átutalás"),
        (240, 340, "Teljesítés dátuma", "2026.03.20."),
        (340, 440, "Számla kelte", "2026.03.25."),
        (440, 551, "Fizetési határidő", "2026.04.09."),
    ]
    q_cells = strip(s, cells)
    s.skip(4)
    head_row(
        s,
        [
            (44, "Megnevezés"),
            (232, "Menny.", "r"),
            (238, "Egys."),
            (325, "Nettó egységár", "r"),
            (382, "Nettó érték", "r"),
            (412, "ÁFA", "r"),
            (470, "ÁFA érték", "r"),
            (551, "Bruttó érték", "r"),
        ],
        size=7,
    )
    rows = [
        ("Tölgyfa étkezőasztal 180x90 cm", "6", "db", 148500),
        ("Tölgyfa szék, kárpitozott ülőlap", "36", "db", 32800),
        ("Bárpult elem egyedi méretre", "1", "db", 612000),
        ("Polcrendszer tölgy, falra szerelt", "4", "fm", 46250),
        ("Szállítás és beszerelés Balatonfüred", "1", "alk.", 95000),
    ]
    net = vat = D(0)
    for name, qty, unit, price in rows:
        n = D(qty) * price
        v = rnd(n * D("0.27"), 0)
        net += n
        vat += v
        s.row(
            [
                (44, name),
                (232, qty, "r"),
                (238, unit),
                (325, SP(price, 0), "r"),
                (382, SP(n, 0), "r"),
                (412, "27%", "r"),
                (470, SP(v, 0), "r"),
                (551, SP(n + v, 0), "r"),
            ],
            size=7.4,
            lead=12.4,
        )
    s.rule()
    gross = net + vat
    s.skip(6)
    s.t("ÁFA összesítő", 7.8, True)
    q_sum27 = s.row(
        [
            (60, "27%"),
            (250, "nettó " + SP(net, 0) + " Ft"),
            (380, "ÁFA " + SP(vat, 0) + " Ft"),
            (551, "bruttó " + SP(gross, 0) + " Ft", "r"),
        ],
        size=7.6,
    )
    s.skip(6)
    s.x = 300
    q_net = s.kv("Nettó összesen", SP(net, 0) + " Ft")
    q_vat = s.kv("ÁFA összesen", SP(vat, 0) + " Ft")
    q_tot = s.kv("Bruttó összesen", SP(gross, 0) + " Ft", bold=True)
    s.rule()
    q_pay = s.kv("Fizetendő", SP(gross, 0) + " Ft", bold=True, size=11)
    s.x = 44
    s.skip(12)
    rate = D("398.14")
    eur = rnd(vat / rate, 2)
    s.t(
        f"Tájékoztató adat: az áthárított ÁFA összege {SP(eur)} EUR "
        f"(MNB árfolyam 2026.03.20.: 1 EUR = {SP(rate)} HUF).",
        7.6,
    )
    s.t(
        "A számla pénzneme: HUF. Késedelmes fizetés esetén a Ptk. szerinti késedelmi kamatot számítjuk fel.",
        7.6,
    )
    s.skip(10)
    s.row([(60, "Kiállító: Kardos-Fenyvesi Réka"), (380, "Átvevő: ____________________")], size=7.6)
    same(2963800, net, "net")
    same(800226, vat, "vat")
    same(3764026, gross, "gross")
    fields = {
        "invoice_number": F("BFK-2026/00388", 1, q_cells),
        "invoice_date": F("2026-03-25", 1, q_cells),
        "due_date": F("2026-04-09", 1, q_cells),
        "vendor_name": F("Bakonyhegyi Faipari Kft.", 1, q_vendor),
        "bill_to": F("Hétfenyő Vendéglátó Zrt.", 1, q_vendor),
        "currency": F("HUF", 1, q_pay),
        "subtotal": F(2963800, 1, q_net),
        "tax": F(800226, 1, q_vat),
        "total": F(3764026, 1, q_tot),
        "amount_due": F(3764026, 1, q_pay),
    }
    notes = (
        "Hungarian számla (HUF, whole forints '3 764 026 Ft', dotted dates '2026.03.25.'). Eladó = vendor, "
        "Vevő = bill_to; the Szállítási cím is the guest house to which the goods went. invoice_date is the "
        "'Számla kelte', not the 'Teljesítés dátuma'; due_date the 'Fizetési határidő'. ÁFA 27 % is "
        "computed per line; the ÁFA összesítő repeats net and tax (sums). 'Bruttó összesen' is the total "
        "and 'Fizetendő' the amount_due (equal). The EUR figure is an information line for the VAT, not the "
        "invoice currency. No field is null."
    )
    sums = [
        SUM(
            "ÁFA összesítő nettó = Nettó összesen",
            [(1, T("összesítő nettó", 2963800, 1, q_sum27))],
            "subtotal",
        ),
        SUM("ÁFA összesítő ÁFA = ÁFA összesen", [(1, T("összesítő ÁFA", 800226, 1, q_sum27))], "tax"),
    ]
    return p, fields, notes, sums


# ==================== 10 South African tax invoice: "Sub Total" before trade discount, account ageing
@doc("b23_inv_za_trade_discount_ageing", "invoice", "Sondagsdrif Irrigation Supplies tax invoice IN104522")
def inv_za():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=54, size=8.2)
    q_vendor = s.t("Sondagsdrif Irrigation Supplies (Pty) Ltd", 13, True)
    s.t("27 Rietbok Street, Robertson 6705 · Tel 023 555 7140 · sales@sondagsdrif.example", 7.2, color=GREY)
    s.t("Reg. No. 2011/118842/07 · VAT No. 4410228861", 7.2, color=GREY)
    s.skip(4)
    s.t("TAX INVOICE", 13, True, align="r")
    s.skip(4)
    y0 = s.y
    s.row(
        [(46, "INVOICE TO"), (220, "DELIVER TO"), (400, "Invoice No"), (475, "IN104522")], size=7.4, bold=True
    )
    q_bill = s.row(
        [
            (46, "Klipheuwel Citrus Boerdery (Pty) Ltd"),
            (220, "Farm Klipheuwel, Portion 12"),
            (400, "Date"),
            (475, "2026/04/14"),
        ]
    )
    s.row(
        [(46, "PO Box 77, Ashton 6715"), (220, "R60 Ashton road, gate 3"), (400, "Account"), (475, "KLI002")]
    )
    s.row(
        [
            (46, "VAT No. 4730416628"),
            (220, "Attention: Pieter-Jan Malherbe"),
            (400, "Order No"),
            (475, "KC-2291"),
        ]
    )
    s.row([(400, "Sales Rep"), (475, "N. Mthembu")])
    p.rect(394, y0 - 11, 549, s.y - 7, 0.4)
    s.skip(10)
    head_row(
        s,
        [
            (46, "Code"),
            (110, "Description"),
            (350, "Qty", "r"),
            (420, "Unit Price", "r"),
            (480, "Disc %", "r"),
            (549, "Nett Price", "r"),
        ],
    )
    rows = [
        ("DL16-2K", "Dripline 16 mm 2.0 l/h @ 0.5 m, 2000 m roll", "14", "2385.00"),
        ("PE50-100", "HDPE pipe 50 mm class 6, 100 m", "8", "1940.00"),
        ("VLV-50E", "Electric valve 50 mm with solenoid", "12", "1168.50"),
        ("FLT-80D", "Disc filter 80 mm, 120 mesh", "3", "4275.00"),
        ("CTL-24S", "Irrigation controller 24 station", "1", "6890.00"),
        ("FIT-SUN", "Sundry fittings and connectors", "1", "3412.40"),
    ]
    gross = D(0)
    for code, name, qty, price in rows:
        e = ext(qty, price)
        gross += e
        s.row(
            [
                (46, code),
                (110, name),
                (350, qty, "r"),
                (420, "R" + US(D(price)), "r"),
                (480, "0.00", "r"),
                (549, "R" + US(e), "r"),
            ],
            size=7.6,
            lead=12.6,
        )
    s.rule()
    disc = pct(gross, "7.5")
    excl = gross - disc
    vat = pct(excl, 15)
    incl = excl + vat
    s.skip(8)
    s.x = 330
    q_sub = s.kv("Sub Total", "R" + US(gross))
    q_disc = s.kv("Less Trade Discount 7.5%", "-R" + US(disc))
    q_excl = s.kv("Total Excl. VAT", "R" + US(excl))
    q_vat = s.kv("VAT @ 15%", "R" + US(vat))
    s.rule()
    q_incl = s.kv("Total Incl. VAT", "R" + US(incl), bold=True)
    q_due = s.kv("Amount Due ZAR", "R" + US(incl), bold=True, size=10)
    s.x = 46
    s.skip(10)
    q_dd = s.t("Due Date: 2026/05/31 (30 days from statement)", 8.4, True)
    s.skip(8)
    s.t("ACCOUNT AGEING (for information, incl. this invoice)", 7.6, True)
    age = [D("91545.68"), D("18204.60"), D("0.00"), D("0.00")]
    bal = tot(age)
    cells = [
        (46, 150, "Current", "R" + US(age[0])),
        (150, 250, "30 Days", "R" + US(age[1])),
        (250, 340, "60 Days", "R" + US(age[2])),
        (340, 430, "90 Days+", "R" + US(age[3])),
        (430, 549, "Total Account Balance", "R" + US(bal)),
    ]
    strip(s, cells, shade=0.94)
    s.t("Banking details: Karoo Agri Bank · Branch 250 655 · Account 62 1884 0337 · Ref IN104522", 7.6)
    s.skip(4)
    s.para(
        "Goods remain the property of Sondagsdrif Irrigation Supplies (Pty) Ltd until paid in full. "
        "Interest at 2% per month is charged on overdue accounts. E&OE.",
        7,
    )
    same(91545.68, incl, "incl")
    same(86059.40, gross, "gross")
    same(6454.46, disc, "disc")
    same(79604.94, excl, "excl")
    same(11940.74, vat, "vat")
    same(109750.28, bal, "bal")
    fields = {
        "invoice_number": F("IN104522", 1, "Invoice No IN104522"),
        "invoice_date": F("2026-04-14", 1, q_bill),
        "due_date": F("2026-05-31", 1, q_dd),
        "vendor_name": F("Sondagsdrif Irrigation Supplies (Pty) Ltd", 1, q_vendor),
        "bill_to": F("Klipheuwel Citrus Boerdery (Pty) Ltd", 1, q_bill),
        "currency": F("ZAR", 1, q_due),
        "subtotal": F(79604.94, 1, q_excl),
        "tax": F(11940.74, 1, q_vat),
        "total": F(91545.68, 1, q_incl),
        "amount_due": F(91545.68, 1, q_due),
    }
    notes = (
        "South African tax invoice (ZAR, 'R91,545.68', yyyy/mm/dd dates). bill_to is the 'INVOICE TO' "
        "company; the 'DELIVER TO' farm and its attention contact are distractors. The line labelled 'Sub "
        "Total' is before the 7.5 % trade discount; the pre-tax total is 'Total Excl. VAT' (subtotal; sum). "
        "VAT @ 15% is the tax, 'Total Incl. VAT' the total and 'Amount Due ZAR' the amount_due (equal). The "
        "account ageing strip (current, 30 days, total account balance) covers the whole account and is not "
        "this invoice's amount due. No field is null."
    )
    sums = [
        SUM(
            "Sub Total - trade discount = Total Excl. VAT",
            [
                (1, T("Sub Total (before discount)", 86059.40, 1, q_sub)),
                (-1, T("Trade discount", 6454.46, 1, q_disc)),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ==================== 11 Quebec facture (CAD): TPS + TVQ, total des taxes, retenue contractuelle
@doc("b23_inv_qc_facture_tps_tvq_retenue", "invoice", "Ateliers Métalliques Bellechasse facture 58214")
def inv_qc():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=56, size=8.2)
    q_vendor = s.t("Ateliers Métalliques Bellechasse inc.", 14, True)
    s.t(
        "Fabrication inox sur mesure · 388, rang du Pont-Rouge, Saint-Damase-de-Bellechasse (Québec) G0R 2X0",
        7.2,
        color=GREY,
    )
    s.t("Tél. 418 555-0276 · TPS 718224590 RT0001 · TVQ 1224567890 TQ0001", 7.2, color=GREY)
    s.skip(12)
    s.row([(48, "FACTURE / INVOICE"), (547, "No 58214", "r")], size=12, bold=True, lead=15)
    s.skip(4)
    y0 = s.y
    s.row([(48, "Facturé à / Sold to"), (300, "Expédié à / Ship to")], size=7.2, bold=True)
    q_bill = s.row(
        [(48, "Fromagerie Les Trois Clochers ltée"), (300, "Fromagerie Les Trois Clochers – affinage")]
    )
    s.row([(48, "1502, rue Principale"), (300, "12, chemin du Moulin-Rouge")])
    s.row([(48, "Saint-Élzéar-de-Beauce (Québec) G0S 2J1"), (300, "Sainte-Marie (Québec) G6E 4B9")])
    p.rect(44, y0 - 11, 547, s.y - 7, 0.4)
    s.skip(6)
    cells = [
        (48, 150, "Date", "31 mars 2026"),
        (150, 250, "Échéance / Due", "30 avril 2026"),
        (250, 350, "Bon de commande", "PO-2241"),
        (350, 450, "Client", "TROI-014"),
        (450, 547, "Termes", "Net 30 jours"),
    ]
    q_cells = strip(s, cells)
    s.t("Projet : cuves d'affinage inox, soumission S-26-033 du 20 janvier 2026", 8)
    s.skip(6)
    head_row(s, [(48, "Description"), (360, "Qté", "r"), (450, "Prix unitaire", "r"), (547, "Montant", "r")])
    rows = [
        ("Cuve d'affinage inox 316L, 2 400 L, double paroi", "2", "18640.00"),
        ("Cuve de saumurage inox 304, 900 L", "3", "6215.00"),
        ("Passerelle et garde-corps inox, 7,2 m", "1", "9870.00"),
        ("Tuyauterie sanitaire et vannes papillon", "1", "4385.50"),
        ("Installation au site, 2 techniciens (h)", "64", "96.00"),
        ("Transport par camion-plateau", "1", "1150.00"),
    ]
    sub = D(0)
    for name, qty, price in rows:
        e = ext(qty, price)
        sub += e
        s.row(
            [(48, name), (360, qty, "r"), (450, SP(D(price)) + " $", "r"), (547, SP(e) + " $", "r")],
            size=7.8,
            lead=12.8,
        )
    s.rule()
    tps = pct(sub, 5)
    tvq = pct(sub, "9.975")
    taxes = tps + tvq
    total = sub + taxes
    ret = pct(sub, 10)
    pay = total - ret
    s.skip(8)
    s.x = 270
    q_sub = s.kv("Sous-total / Subtotal", SP(sub) + " $")
    q_tps = s.kv("TPS / GST 5 %", SP(tps) + " $")
    q_tvq = s.kv("TVQ / QST 9,975 %", SP(tvq) + " $")
    q_tx = s.kv("Total des taxes / Total taxes", SP(taxes) + " $")
    s.rule()
    q_tot = s.kv("TOTAL (CAD)", SP(total) + " $", bold=True)
    q_ret = s.kv("Retenue contractuelle 10 % du sous-total", "- " + SP(ret) + " $")
    s.rule()
    q_pay = s.kv("MONTANT PAYABLE / AMOUNT PAYABLE", SP(pay) + " $", bold=True)
    s.x = 48
    s.skip(12)
    s.para(
        "La retenue contractuelle sera facturée à la réception sans réserve des travaux (prévue le 15 mai "
        "2026). Montants en dollars canadiens. Intérêts de 1,5 % par mois sur les comptes en souffrance.",
        7.4,
    )
    same(77474.50, sub, "sub")
    same(3873.73, tps, "tps")
    same(7728.08, tvq, "tvq")
    same(11601.81, taxes, "taxes")
    same(89076.31, total, "total")
    same(7747.45, ret, "ret")
    same(81328.86, pay, "pay")
    fields = {
        "invoice_number": F("58214", 1, "FACTURE / INVOICE No 58214"),
        "invoice_date": F("2026-03-31", 1, q_cells),
        "due_date": F("2026-04-30", 1, q_cells),
        "vendor_name": F("Ateliers Métalliques Bellechasse inc.", 1, q_vendor),
        "bill_to": F("Fromagerie Les Trois Clochers ltée", 1, q_bill),
        "currency": F("CAD", 1, q_tot),
        "subtotal": F(77474.50, 1, q_sub),
        "tax": F(11601.81, 1, q_tx),
        "total": F(89076.31, 1, q_tot),
        "amount_due": F(81328.86, 1, q_pay),
    }
    notes = (
        "Bilingual Quebec facture (CAD, '89 076,31 $', dates in French words). bill_to is the 'Facturé à' "
        "company; 'Expédié à' is its ripening plant. TPS 5 % + TVQ 9,975 % = 'Total des taxes' (tax; sum). "
        "'TOTAL (CAD)' is the total; the 10 % contractual holdback on the subtotal is deducted to 'MONTANT "
        "PAYABLE' (amount_due; sum). The soumission date and the planned acceptance date are distractors. "
        "No field is null."
    )
    sums = [
        SUM(
            "TPS + TVQ = Total des taxes",
            [(1, T("TPS", 3873.73, 1, q_tps)), (1, T("TVQ", 7728.08, 1, q_tvq))],
            "tax",
        ),
        SUM(
            "TOTAL - retenue = Montant payable",
            [(1, "total"), (-1, T("retenue", 7747.45, 1, q_ret))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums
