"""Invoice builders for blind_extraction7 (11 documents).  Every party, number,
address and date is invented.  Each builder draws its document, computes what it
prints and checks the hand-written label literals against that with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from pdfkit import CH, EU, IN, SP, US, Pdf, q

GREY = (0.35, 0.35, 0.35)


def ext(qty, price, disc=0):
    """qty x price less disc percent, rounded to the cent per line."""
    v = D(str(qty)) * D(str(price))
    if disc:
        v = v * (D(100) - D(str(disc))) / D(100)
    return q(v)


def table_head(p, y, cols, size=8, shade=True, x0=36, x1=None):
    x1 = x1 or p.w - 36
    if shade:
        p.shade(x0, y - size - 3, x1, y + 4)
    p.row(y, cols, size=size, bold=True)
    p.hline(y + 4, x0, x1, 0.6)
    return y + size + 8


# ---------------------------------------------------------------- 1 DE
@doc("b7_inv_de_rechnung", "invoice", "Rechnung 2025-10387 Hallberg Präzisionsteile GmbH")
def inv_de_rechnung():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 58, "Hallberg Präzisionsteile GmbH", 17, True)
    p.text(40, 72, "Drehteile · Frästeile · Baugruppen", 8.5, color=GREY)
    p.text(555, 52, "Gewerbering 14", 8, align="r")
    p.text(555, 62, "73433 Aalen", 8, align="r")
    p.text(555, 72, "Tel. 07361 5844-0", 8, align="r")
    p.text(555, 82, "rechnung@hallberg-praezision.example", 8, align="r")
    p.text(40, 118, "Hallberg Präzisionsteile GmbH · Gewerbering 14 · 73433 Aalen", 6.5, color=GREY)
    p.hline(121, 40, 290, 0.3)
    y = 136
    for s in (
        "Rombach Fördertechnik AG",
        "Kreditorenbuchhaltung",
        "Postfach 21 08",
        "79110 Freiburg im Breisgau",
    ):
        p.text(40, y, s, 10)
        y += 13
    info = [
        ("Rechnungsnummer", "2025-10387"),
        ("Rechnungsdatum", "21.02.2025"),
        ("Kundennummer", "40219"),
        ("Ihre Bestellung", "BE-77120 vom 03.02.2025"),
        ("Lieferschein", "LS-55812"),
        ("Leistungsdatum", "18.02.2025"),
        ("Ihr Ansprechpartner", "Jana Birkle"),
    ]
    y = 130
    for k, v in info:
        p.text(345, y, k, 8.5)
        p.text(555, y, v, 8.5, align="r")
        y += 12
    p.text(40, 228, "Lieferanschrift:", 8, True)
    p.text(
        110,
        228,
        "Kessler Montageservice GmbH & Co. KG, Baustelle Rombach Halle 7, Industriestraße 55, 79576 Weil am Rhein",
        8,
    )
    p.text(40, 262, "Rechnung", 15, True)
    p.text(
        40,
        280,
        "Sehr geehrte Damen und Herren, für die nachstehend aufgeführten Lieferungen und Leistungen berechnen wir:",
        8.5,
    )
    cols = [
        (40, "Pos."),
        (64, "Artikel-Nr."),
        (130, "Bezeichnung"),
        (370, "Menge", "r"),
        (376, "ME"),
        (450, "Einzelpreis", "r"),
        (490, "USt", "r"),
        (555, "Gesamt EUR", "r"),
    ]
    y = table_head(p, 306, cols, 8, x0=38, x1=557)
    lines = [
        ("1", "DW-22-4305", "Drehteil Welle Ø 22 mm, 1.4305", 240, "Stk", "18.45", 19),
        ("2", "FL-208", "Flanschlager FL-208, Grauguss", 60, "Stk", "37.90", 19),
        ("3", "SA-1140", "Adapterplatte nach Zeichnung 1140-B", 12, "Stk", "126.50", 19),
        ("4", "", "Rabatt 3 % auf Pos. 1-3", None, "", None, 19),
        ("5", "VF", "Verpackung und Fracht pauschal", 1, "psch", "145.00", 19),
        ("6", "HB-LA", "Technisches Handbuch Lagerauslegung, 2. Aufl.", 2, "Stk", "48.00", 7),
    ]
    amts = {}
    base = ext(240, "18.45") + ext(60, "37.90") + ext(12, "126.50")
    for pos, art, txt, qty, me, pr, vat in lines:
        a = ext(qty, pr) if qty is not None else -q(base * D("0.03"))
        amts[pos] = a
        p.row(
            y,
            [
                (40, pos),
                (64, art),
                (130, txt),
                (370, str(qty) if qty else "", "r"),
                (376, me),
                (450, EU(pr) if pr else "", "r"),
                (490, "%d %%" % vat, "r"),
                (555, EU(a), "r"),
            ],
            size=8.5,
        )
        y += 14
    p.hline(y - 6, 38, 557, 0.4)
    net19 = sum(v for k, v in amts.items() if k != "6")
    net7 = amts["6"]
    net = net19 + net7
    t19 = q(net19 * D("0.19"))
    t7 = q(net7 * D("0.07"))
    tax = t19 + t7
    total = net + tax
    y += 8
    tot = [
        ("Summe netto", EU(net), False),
        ("zzgl. 19 %% USt auf %s" % EU(net19), EU(t19), False),
        ("zzgl. 7 %% USt auf %s" % EU(net7), EU(t7), False),
        ("Summe USt", EU(tax), False),
        ("Rechnungsbetrag EUR", EU(total), True),
    ]
    for k, v, b in tot:
        p.text(330, y, k, 9, b)
        p.text(555, y, v, 9, b, align="r")
        y += 14
    p.hline(y - 10, 330, 557, 0.8)
    skonto = q(total * D("0.02"))
    y += 14
    y = p.wrap(
        40,
        y,
        515,
        "Zahlungsbedingungen: Zahlbar bis 23.03.2025 ohne Abzug. Bei Zahlung bis 03.03.2025 "
        "gewähren wir 2 %% Skonto (%s EUR); der Zahlbetrag beträgt dann %s EUR."
        % (EU(skonto), EU(total - skonto)),
        8.5,
    )
    y = p.wrap(
        40,
        y + 4,
        515,
        "Es gelten unsere Allgemeinen Lieferbedingungen, Stand 01.01.2025. Die Ware bleibt bis zur "
        "vollständigen Bezahlung unser Eigentum.",
        8.5,
    )
    p.hline(770, 40, 555, 0.3)
    p.text(
        40, 782, "Kreissparkasse Ostalb · IBAN DE71 6145 0050 0410 9982 73 · BIC OASPDE6AXXX", 7, color=GREY
    )
    p.text(
        40,
        792,
        "Sitz Aalen · Amtsgericht Ulm HRB 731 884 · Geschäftsführer: Matthias Hallberg · USt-IdNr. DE318442907",
        7,
        color=GREY,
    )

    same(8214.40, net, "net")
    same(1549.22, tax, "tax")
    same(9763.62, total, "total")
    fields = {
        "invoice_number": F("2025-10387", 1, "Rechnungsnummer 2025-10387"),
        "invoice_date": F("2025-02-21", 1, "Rechnungsdatum 21.02.2025"),
        "due_date": F("2025-03-23", 1, "Zahlbar bis 23.03.2025 ohne Abzug"),
        "vendor_name": F("Hallberg Präzisionsteile GmbH", 1, "Hallberg Präzisionsteile GmbH Drehteile"),
        "bill_to": F("Rombach Fördertechnik AG", 1, "Rombach Fördertechnik AG Kreditorenbuchhaltung"),
        "currency": F("EUR", 1, "Rechnungsbetrag EUR 9.763,62"),
        "subtotal": F(8214.40, 1, "Summe netto 8.214,40"),
        "tax": F(1549.22, 1, "Summe USt 1.549,22"),
        "total": F(9763.62, 1, "Rechnungsbetrag EUR 9.763,62"),
        "amount_due": NULL(),
    }
    notes = (
        "German Rechnung, 1.234,56 format, DD.MM.YYYY dates. Order (03.02.2025), delivery/service (18.02.2025) and "
        "invoice (21.02.2025) dates; due date is the net date 23.03.2025, not the Skonto date 03.03.2025. A 3 % "
        "discount line sits inside the net sum; two VAT rates (19 % and 7 %) with a printed 'Summe USt'. The "
        "Lieferanschrift (Kessler Montageservice) is a distractor for bill_to. amount_due is null: no balance is "
        "printed separately; the 'Zahlbetrag' in the terms is only the conditional amount after Skonto."
    )
    sums = [
        SUM(
            "lines to net",
            [
                (1, T("Pos. 1", 4428.00, 1, "240 Stk 18,45 19 % 4.428,00")),
                (1, T("Pos. 2", 2274.00, 1, "60 Stk 37,90 19 % 2.274,00")),
                (1, T("Pos. 3", 1518.00, 1, "12 Stk 126,50 19 % 1.518,00")),
                (1, T("Pos. 4 discount", -246.60, 1, "Rabatt 3 % auf Pos. 1-3 19 % -246,60")),
                (1, T("Pos. 5", 145.00, 1, "1 psch 145,00 19 % 145,00")),
                (1, T("Pos. 6", 96.00, 1, "2 Stk 48,00 7 % 96,00")),
            ],
            "subtotal",
        ),
        SUM(
            "two VAT rates",
            [
                (1, T("USt 19 %", 1542.50, 1, "zzgl. 19 % USt auf 8.118,40 1.542,50")),
                (1, T("USt 7 %", 6.72, 1, "zzgl. 7 % USt auf 96,00 6,72")),
            ],
            "tax",
        ),
        SUM(
            "Skonto (conditional)",
            [(1, "total"), (-1, T("Skonto", 195.27, 1, "2 % Skonto (195,27 EUR)"))],
            T("Zahlbetrag nach Skonto", 9568.35, 1, "der Zahlbetrag beträgt dann 9.568,35 EUR"),
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 2 CH (French, two pages)
CH_P1 = [
    ("Relevé des mesures sur site et plans d'exécution", "1", "forfait", "1250.00"),
    ("Banque d'accueil en chêne massif, longueur 4.20 m", "1", "pce", "8940.00"),
    ("Plan de travail Corian blanc glacier, 38 mm", "4.2", "m1", "485.00"),
    ("Habillage mural, panneaux acoustiques microperforés", "18.5", "m2", "162.00"),
    ("Armoire haute à portes battantes 60/60/220", "6", "pce", "1130.00"),
    ("Tiroirs à fermeture amortie, coulisses à sortie totale", "24", "pce", "46.50"),
    ("Serrures électroniques à code", "6", "pce", "138.00"),
    ("Main-d'oeuvre atelier, ébéniste", "42", "h", "96.00"),
    ("Main-d'oeuvre montage sur site", "36", "h", "92.00"),
    ("Déplacements Neuchâtel-Lausanne", "5", "forfait", "85.00"),
    ("Quincaillerie diverse", "1", "forfait", "386.40"),
    ("Élément d'angle arrondi, rayon 600 mm", "2", "pce", "745.00"),
    ("Socle en retrait, inox brossé", "7.4", "m1", "118.00"),
    ("Éclairage LED intégré, profils et alimentations", "1", "forfait", "1164.00"),
]
CH_P2 = [
    ("Vitrine murale en verre trempé", "3", "pce", "920.00"),
    ("Tablette écritoire PMR, hauteur 75 cm", "1", "pce", "680.00"),
    ("Traitement huile-cire, deux couches", "31", "m2", "24.50"),
    ("Modification selon avenant n° 1 du 22.04.2025", "1", "forfait", "1870.00"),
    ("Protection des sols et nettoyage de fin de chantier", "1", "forfait", "340.00"),
    ("Évacuation des déchets", "1", "forfait", "165.00"),
]


@doc("b7_inv_ch_facture_two_page", "invoice", "Facture F-25-0917 Atelier Vuilleumier & Fils SA")
def inv_ch_facture_two_page():
    p = Pdf(595, 842, face="serif")
    p.new_page()
    p.text(40, 60, "ATELIER VUILLEUMIER & FILS SA", 15, True)
    p.text(40, 74, "Menuiserie - Ébénisterie - Agencement intérieur", 8.5)
    p.text(40, 86, "Rue des Draizes 9 · 2000 Neuchâtel · T +41 32 730 18 44 · IDE CHE-104.882.731 TVA", 7.5)
    y = 130
    for s in (
        "Clinique des Tilleuls SA",
        "Service de comptabilité",
        "Avenue de Beaulieu 31",
        "1004 Lausanne",
    ):
        p.text(340, y, s, 10)
        y += 13
    p.text(40, 200, "Neuchâtel, le 14 mai 2025", 9.5)
    p.text(40, 228, "FACTURE N° F-25-0917", 13, True)
    meta = [
        ("Votre commande du", "17.03.2025 (M. R. Aebischer)"),
        ("Notre offre", "O-25-112 du 28.02.2025"),
        ("Objet", "Agencement réception et salle d'attente, bâtiment B"),
        ("Livraison et montage", "28.04.2025 au 09.05.2025"),
        ("N° client", "4471"),
    ]
    y = 248
    for k, v in meta:
        p.text(40, y, k, 8.5)
        p.text(160, y, v, 8.5)
        y += 12
    cols = [
        (40, "Pos."),
        (66, "Désignation"),
        (380, "Qté", "r"),
        (386, "Unité"),
        (470, "Prix unit.", "r"),
        (555, "Montant CHF", "r"),
    ]
    y = table_head(p, y + 14, cols, 8, x0=38, x1=557)
    p1 = D(0)
    for i, (txt, qty, un, pr) in enumerate(CH_P1, 1):
        a = ext(qty, pr)
        p1 += a
        p.row(
            y,
            [(40, str(i)), (66, txt), (380, qty, "r"), (386, un), (470, CH(pr), "r"), (555, CH(a), "r")],
            8.5,
        )
        y += 14.5
    p.hline(y - 6, 38, 557, 0.6)
    p.text(330, y + 8, "À reporter", 9, True)
    p.text(555, y + 8, "CHF " + CH(p1), 9, True, align="r")
    p.footer("Atelier Vuilleumier & Fils SA - Facture F-25-0917 - page 1/2")

    p.new_page()
    p.text(40, 60, "ATELIER VUILLEUMIER & FILS SA", 11, True)
    p.text(555, 60, "Facture F-25-0917 du 14.05.2025", 8.5, align="r")
    y = table_head(p, 92, cols, 8, x0=38, x1=557)
    p.text(66, y, "Report de la page 1", 9, True)
    p.text(555, y, CH(p1), 9, True, align="r")
    y += 16
    p2 = D(0)
    for i, (txt, qty, un, pr) in enumerate(CH_P2, len(CH_P1) + 1):
        a = ext(qty, pr)
        p2 += a
        p.row(
            y,
            [(40, str(i)), (66, txt), (380, qty, "r"), (386, un), (470, CH(pr), "r"), (555, CH(a), "r")],
            8.5,
        )
        y += 14.5
    p.hline(y - 6, 38, 557, 0.6)
    gross = p1 + p2
    rabais = q(gross * D("0.05"))
    net = gross - rabais
    tva = q(net * D("0.081"))
    total = net + tva
    acompte = D("12000.00")
    solde = total - acompte
    y += 8
    rows = [
        ("Sous-total page 2", CH(p2), False),
        ("Total brut HT", CH(gross), False),
        ("Rabais 5 % selon offre O-25-112", "-" + CH(rabais), False),
        ("Total net HT", CH(net), True),
        ("TVA 8.1 %", CH(tva), False),
        ("Total TTC", CH(total), True),
        ("Acompte facturé le 02.04.2025 (F-25-0611), reçu", "-" + CH(acompte), False),
        ("Solde à payer CHF", CH(solde), True),
    ]
    for k, v, b in rows:
        p.text(300, y, k, 9, b)
        p.text(555, y, v, 9, b, align="r")
        y += 15
    y += 10
    y = p.wrap(
        40,
        y,
        515,
        "Conditions de paiement : 30 jours net. Échéance : 13.06.2025. Merci d'utiliser la "
        "référence F-25-0917 lors de votre versement.",
        8.5,
    )
    y = p.wrap(
        40,
        y + 4,
        515,
        "Banque Cantonale Neuchâteloise · IBAN CH58 0076 6000 1034 8821 9 · "
        "Titulaire : Atelier Vuilleumier & Fils SA",
        8.5,
    )
    p.footer("Atelier Vuilleumier & Fils SA - Facture F-25-0917 - page 2/2")

    same(35630.60, p1, "p1")
    same(6574.50, p2, "p2")
    same(40094.84, net, "net")
    same(3247.68, tva, "tva")
    same(43342.52, total, "total")
    same(31342.52, solde, "solde")
    fields = {
        "invoice_number": F("F-25-0917", 1, "FACTURE N° F-25-0917"),
        "invoice_date": F("2025-05-14", 1, "Neuchâtel, le 14 mai 2025"),
        "due_date": F("2025-06-13", 2, "Échéance : 13.06.2025"),
        "vendor_name": F("Atelier Vuilleumier & Fils SA", 1, "ATELIER VUILLEUMIER & FILS SA"),
        "bill_to": F("Clinique des Tilleuls SA", 1, "Clinique des Tilleuls SA Service de comptabilité"),
        "currency": F("CHF", 2, "Solde à payer CHF 31'342.52"),
        "subtotal": F(40094.84, 2, "Total net HT 40'094.84"),
        "tax": F(3247.68, 2, "TVA 8.1 % 3'247.68"),
        "total": F(43342.52, 2, "Total TTC 43'342.52"),
        "amount_due": F(31342.52, 2, "Solde à payer CHF 31'342.52"),
    }
    notes = (
        "Swiss French facture over two pages, apostrophe grouping (1'234.56). Page 1 ends with 'À reporter'; page 2 "
        "opens with 'Report de la page 1' and prints 'Sous-total page 2' and 'Total brut HT' before a 5 % rabais, so "
        "subtotal is the after-discount 'Total net HT'. TVA 8.1 %. An acompte (already invoiced and received) makes "
        "the 'Solde à payer' lower than the TTC total. Distractor dates: order 17.03.2025, offer 28.02.2025, "
        "avenant 22.04.2025, delivery/assembly 28.04-09.05.2025; invoice date is the place-and-date line."
    )
    sums = [
        SUM(
            "carried forward + page 2 = gross",
            [
                (1, T("À reporter (page 1)", 35630.60, 1, "À reporter CHF 35'630.60")),
                (1, T("Sous-total page 2", 6574.50, 2, "Sous-total page 2 6'574.50")),
            ],
            T("Total brut HT", 42205.10, 2, "Total brut HT 42'205.10"),
        ),
        SUM(
            "report equals page 1 carried",
            [(1, T("Report de la page 1", 35630.60, 2, "Report de la page 1 35'630.60"))],
            T("À reporter", 35630.60, 1, "À reporter CHF 35'630.60"),
        ),
        SUM(
            "rabais",
            [
                (1, T("Total brut HT", 42205.10, 2, "Total brut HT 42'205.10")),
                (-1, T("Rabais 5 %", 2110.26, 2, "Rabais 5 % selon offre O-25-112 -2'110.26")),
            ],
            "subtotal",
        ),
        SUM(
            "acompte deducted",
            [(1, "total"), (-1, T("Acompte", 12000.00, 2, "reçu -12'000.00"))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 3 NO
@doc("b7_inv_no_faktura", "invoice", "Faktura 30518 Nordlys Elektroinstallasjon AS")
def inv_no_faktura():
    p = Pdf(595, 842)
    p.new_page()
    p.shade(0, 0, 595, 96, 0.16)
    p.text(40, 50, "Nordlys Elektroinstallasjon AS", 18, True, color=(1, 1, 1))
    p.text(
        40,
        68,
        "Storgata 112, 9008 Tromsø · Org.nr. 921 604 338 MVA · post@nordlys-elektro.example",
        8,
        color=(1, 1, 1),
    )
    p.text(555, 50, "FAKTURA", 18, True, align="r", color=(1, 1, 1))
    y = 128
    p.text(40, 118, "Fakturamottaker", 7.5, True, color=GREY)
    for s in ("Havbris Eiendom AS", "Att.: Torleif Nygaard", "Postboks 318", "8001 Bodø"):
        p.text(40, y, s, 10)
        y += 13
    p.text(40, 196, "Leveringsadresse", 7.5, True, color=GREY)
    p.text(40, 208, "Havbris Brygge, 3. etasje, Sjøgata 4, 8006 Bodø", 9)
    info = [
        ("Fakturanr.", "30518"),
        ("Fakturadato", "28.02.2025"),
        ("Leveringsdato", "21.02.2025"),
        ("Forfallsdato", "14.03.2025"),
        ("Kundenr.", "11042"),
        ("Ordrenr. / dato", "7781 / 06.01.2025"),
        ("Deres ref.", "Torleif Nygaard"),
        ("Vår ref.", "Sindre Aune"),
        ("KID", "0000305182"),
    ]
    y = 118
    for k, v in info:
        p.text(360, y, k, 8.5, True)
        p.text(555, y, v, 8.5, align="r")
        y += 12
    p.text(40, 246, "Prosjekt: Elektroinstallasjon kontorlokaler, Havbris Brygge. Beløp i NOK.", 9)
    cols = [
        (40, "Beskrivelse"),
        (300, "Antall", "r"),
        (306, "Enh."),
        (400, "Pris", "r"),
        (450, "Rab. %", "r"),
        (555, "Beløp", "r"),
    ]
    y = table_head(p, 272, cols, 8, x0=38, x1=557)
    lines = [
        ("Elektriker, ordinær tid", 64, "t", "845.00", 0),
        ("Elektriker, overtid 50 %", 9, "t", "1267.50", 0),
        ("Lærling", 38, "t", "495.00", 0),
        ("Kabel PFSP 3G2,5 (100 m)", 6, "rl", "1890.00", 12),
        ("Sikringsskap komplett, 36 moduler", 1, "stk", "14650.00", 12),
        ("Stikkontakt dobbel, jordet", 48, "stk", "142.00", 12),
        ("LED downlight 10 W, dimbar", 40, "stk", "389.00", 12),
        ("Kjøring Tromsø-Bodø, inkl. ferge", 7, "tur", "650.00", 0),
    ]
    net = D(0)
    for txt, qty, un, pr, rb in lines:
        a = ext(qty, pr, rb)
        net += a
        p.row(
            y,
            [
                (40, txt),
                (300, str(qty), "r"),
                (306, un),
                (400, SP(pr), "r"),
                (450, str(rb) if rb else "", "r"),
                (555, SP(a), "r"),
            ],
            9,
        )
        y += 15
    p.hline(y - 6, 38, 557, 0.5)
    mva = q(net * D("0.25"))
    total = net + mva
    forskudd = D("40000.00")
    due = total - forskudd
    y += 10
    for k, v, b in [
        ("Sum eks. mva", SP(net), False),
        ("Mva 25 %", SP(mva), False),
        ("Sum inkl. mva", SP(total), True),
        ("Forskudd innbetalt 20.01.2025", "-" + SP(forskudd), False),
        ("Å betale NOK", SP(due), True),
    ]:
        p.text(340, y, k, 9.5, b)
        p.text(555, y, v, 9.5, b, align="r")
        y += 15
    y += 16
    p.rect(40, y, 555, y + 56)
    p.text(48, y + 16, "Betalingsinformasjon", 9, True)
    p.text(48, y + 30, "Kontonr. 4750 28 61394 · KID 0000305182 · Forfall 14.03.2025", 9)
    p.text(48, y + 44, "Ved for sen betaling beregnes forsinkelsesrente etter forsinkelsesrenteloven.", 8)
    same(131409.58, net, "net")
    same(32852.40, mva, "mva")
    same(164261.98, total, "total")
    same(124261.98, due, "due")
    fields = {
        "invoice_number": F("30518", 1, "Fakturanr. 30518"),
        "invoice_date": F("2025-02-28", 1, "Fakturadato 28.02.2025"),
        "due_date": F("2025-03-14", 1, "Forfallsdato 14.03.2025"),
        "vendor_name": F("Nordlys Elektroinstallasjon AS", 1, "Nordlys Elektroinstallasjon AS"),
        "bill_to": F("Havbris Eiendom AS", 1, "Havbris Eiendom AS Att.: Torleif Nygaard"),
        "currency": F("NOK", 1, "Å betale NOK"),
        "subtotal": F(131409.58, 1, "Sum eks. mva 131 409,58"),
        "tax": F(32852.40, 1, "Mva 25 % 32 852,40"),
        "total": F(164261.98, 1, "Sum inkl. mva 164 261,98"),
        "amount_due": F(124261.98, 1, "Å betale NOK 124 261,98"),
    }
    notes = (
        "Norwegian faktura with space grouping (131 409,58). Line discounts (Rab. %) sit inside the amounts. Order "
        "(06.01.2025), delivery (21.02.2025), invoice (28.02.2025) and due (14.03.2025) dates. A prepayment "
        "('Forskudd innbetalt') makes 'Å betale' lower than 'Sum inkl. mva'. bill_to is the company; the contact "
        "person and the delivery address are distractors."
    )
    sums = [
        SUM(
            "forskudd deducted",
            [(1, "total"), (-1, T("Forskudd", 40000.00, 1, "Forskudd innbetalt 20.01.2025 -40 000,00"))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 4 US, Net 45, blank due date
@doc("b7_inv_us_net45_blank_due", "invoice", "Invoice CSW-118406 Copperline Signal & Wire, Inc.")
def inv_us_net45_blank_due():
    p = Pdf()
    p.new_page()
    p.text(36, 56, "Copperline Signal & Wire, Inc.", 16, True)
    p.text(36, 70, "4410 Tallgrass Parkway · Lincoln, NE 68521 · (402) 555-0186", 8.5)
    p.text(576, 56, "INVOICE", 22, True, align="r")
    p.text(576, 72, "Invoice # CSW-118406", 10, True, align="r")
    # bill to / ship to
    p.rect(36, 96, 300, 172)
    p.rect(312, 96, 576, 172)
    p.shade(36.5, 96.5, 299.5, 108)
    p.shade(312.5, 96.5, 575.5, 108)
    p.text(40, 105, "BILL TO", 7.5, True)
    p.text(316, 105, "SHIP TO", 7.5, True)
    for i, s in enumerate(
        ("Prairie Hollow Cooperative", "Attn: Accounts Payable", "1207 County Road 9", "Seward, NE 68434")
    ):
        p.text(42, 122 + i * 12, s, 9)
    for i, s in enumerate(
        (
            "Halvorsen Electric LLC",
            "c/o Prairie Hollow Grain Terminal 3",
            "88 Rail Spur Road",
            "Milford, NE 68405",
        )
    ):
        p.text(318, 122 + i * 12, s, 9)
    heads = ["Invoice Date", "Order Date", "Ship Date", "Customer ID", "PO Number", "Terms", "Due Date"]
    vals = ["07/09/2025", "06/20/2025", "07/02/2025", "PHC-0042", "25-0619-R", "Net 45", ""]
    x = 36
    wcol = 540 / 7
    for h, v in zip(heads, vals, strict=True):
        p.field_box(x, 184, x + wcol, 208, h, v, 8.5)
        x += wcol
    cols = [(40, "QTY"), (74, "ITEM"), (160, "DESCRIPTION"), (490, "UNIT PRICE", "r"), (572, "AMOUNT", "r")]
    y = table_head(p, 232, cols, 8)
    lines = [
        (12, "THHN-10-BK", "THHN 10 AWG copper, black, 500 ft reel", "142.80"),
        (8, "THHN-10-WH", "THHN 10 AWG copper, white, 500 ft reel", "142.80"),
        (4, "TC-4C12", "Tray cable 4/C 12 AWG, 1000 ft", "1184.00"),
        (30, "LT-075", "Liquid-tight flexible conduit 3/4 in., 100 ft", "96.25"),
        (150, "CN-075", "Liquid-tight connector 3/4 in., straight", "2.38"),
        (2, "PNL-400", "400 A panelboard, NEMA 4X stainless", "3275.00"),
        (1, "FRT", "Freight - LTL, liftgate delivery", "412.00"),
    ]
    sub = D(0)
    for qty, item, txt, pr in lines:
        a = ext(qty, pr)
        sub += a
        p.row(y, [(40, str(qty)), (74, item), (160, txt), (490, US(pr), "r"), (572, US(a), "r")], 9)
        y += 16
    p.hline(y - 8, 36, 576, 0.5)
    tax = q(sub * D("0.07"))
    total = sub + tax
    y += 8
    for k, v, b in [
        ("Subtotal", US(sub), False),
        ("Sales Tax (7.000%)", US(tax), False),
        ("Total", "$" + US(total), True),
        ("Payments/Credits", "0.00", False),
        ("Balance Due", "$" + US(total), True),
    ]:
        p.text(400, y, k, 9.5, b)
        p.text(572, y, v, 9.5, b, align="r")
        y += 15
    y += 16
    y = p.wrap(
        36,
        y,
        540,
        "Terms: Net 45 days from invoice date. A finance charge of 1.5% per month applies to "
        "past-due balances. Please reference the invoice number on your remittance.",
        8.5,
    )
    p.text(36, y + 8, "Remit to: Copperline Signal & Wire, Inc., PO Box 80231, Lincoln, NE 68501-0231", 8.5)
    p.footer("Thank you for your business.")
    same(17798.50, sub, "sub")
    same(1245.90, tax, "tax")
    same(19044.40, total, "total")
    fields = {
        "invoice_number": F("CSW-118406", 1, "Invoice # CSW-118406"),
        "invoice_date": F("2025-07-09", 1, "Invoice Date 07/09/2025"),
        "due_date": NULL(),
        "vendor_name": F(
            "Copperline Signal & Wire, Inc.", 1, "Copperline Signal & Wire, Inc. 4410 Tallgrass Parkway"
        ),
        "bill_to": F("Prairie Hollow Cooperative", 1, "BILL TO SHIP TO Prairie Hollow Cooperative"),
        "currency": F("USD", 1, "Total $19,044.40"),
        "subtotal": F(17798.50, 1, "Subtotal 17,798.50"),
        "tax": F(1245.90, 1, "Sales Tax (7.000%) 1,245.90"),
        "total": F(19044.40, 1, "Total $19,044.40"),
        "amount_due": F(19044.40, 1, "Balance Due $19,044.40"),
    }
    notes = (
        "US distributor invoice with a header row of boxes: Invoice, Order and Ship dates, Customer ID, PO, Terms. "
        "due_date is null: the 'Due Date' box is printed empty and the terms say only 'Net 45' (a date would have "
        "to be computed). Ship To (Halvorsen Electric LLC c/o the terminal) is a distractor for bill_to. Freight is "
        "a line inside the subtotal. Payments/Credits 0.00, so Balance Due equals the total."
    )
    sums = [
        SUM(
            "lines incl. freight to subtotal",
            [
                (1, T("black wire", 1713.60, 1, "black, 500 ft reel 142.80 1,713.60")),
                (1, T("white wire", 1142.40, 1, "white, 500 ft reel 142.80 1,142.40")),
                (1, T("tray cable", 4736.00, 1, "1000 ft 1,184.00 4,736.00")),
                (1, T("conduit", 2887.50, 1, "100 ft 96.25 2,887.50")),
                (1, T("connectors", 357.00, 1, "straight 2.38 357.00")),
                (1, T("panelboards", 6550.00, 1, "stainless 3,275.00 6,550.00")),
                (1, T("freight", 412.00, 1, "liftgate delivery 412.00 412.00")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 5 UK, VAT-inclusive prices
@doc("b7_inv_uk_vat_inclusive", "invoice", "Invoice TKJ-2025-0193 Thornbury Kitchens & Joinery Ltd")
def inv_uk_vat_inclusive():
    p = Pdf(595, 842, face="serif")
    p.new_page()
    p.text(297, 60, "Thornbury Kitchens & Joinery Ltd", 18, True, align="c")
    p.text(297, 76, "Unit 6, Brookside Trading Estate, Stroud, Gloucestershire GL5 3QT", 8.5, align="c")
    p.text(297, 88, "01453 555 204 · accounts@thornbury-kitchens.example", 8.5, align="c")
    p.hline(98, 40, 555, 1)
    p.text(40, 124, "INVOICE", 14, True)
    y = 146
    p.text(40, y, "Invoice to:", 8.5, True)
    for i, s in enumerate(
        ("Mr Alasdair Fenwick", "Old Forge Cottage", "3 Well Lane", "Painswick", "Gloucestershire GL6 6XY")
    ):
        p.text(40, y + 14 + i * 12, s, 10)
    info = [
        ("Invoice No.", "TKJ-2025-0193"),
        ("Invoice date", "28/03/2025"),
        ("Order date", "14/02/2025"),
        ("Quotation", "Q-4471 (12/02/2025)"),
        ("Fitting booked", "07/04/2025"),
        ("Customer ref.", "FENW01"),
    ]
    y = 146
    for k, v in info:
        p.text(340, y, k, 9)
        p.text(555, y, v, 9, align="r")
        y += 13
    cols = [(40, "Description"), (400, "Qty", "r"), (470, "Price", "r"), (555, "Amount", "r")]
    y = table_head(p, 250, cols, 8.5, x0=38, x1=557)
    lines = [
        ("Shaker kitchen, in-frame, painted Lamp Room Grey (as quotation)", 1, "9480.00"),
        ("Quartz worktops 30 mm, templated and fitted, incl. upstands", 1, "3265.00"),
        ("Integrated appliance pack (oven, hob, extractor, dishwasher)", 1, "2740.00"),
        ("Fitting labour, plumbing and electrical connection", 1, "2150.00"),
        ("Less: showroom display discount", 1, "-850.00"),
    ]
    total = D(0)
    for txt, qty, pr in lines:
        a = ext(qty, pr)
        total += a
        neg = a < 0
        p.row(
            y,
            [
                (40, txt),
                (400, str(qty), "r"),
                (470, ("-£" if neg else "£") + US(abs(D(pr))), "r"),
                (555, ("-£" if neg else "£") + US(abs(a)), "r"),
            ],
            9,
        )
        y += 16
    p.hline(y - 8, 38, 557, 0.5)
    deposit = D("5000.00")
    bal = total - deposit
    y += 8
    for k, v, b in [
        ("Total (all prices include VAT)", "£" + US(total), True),
        ("Deposit paid 14/02/2025", "-£" + US(deposit), False),
        ("Balance payable on completion of fitting", "£" + US(bal), True),
    ]:
        p.text(270, y, k, 9.5, b)
        p.text(555, y, v, 9.5, b, align="r")
        y += 16
    y += 14
    y = p.wrap(
        40,
        y,
        515,
        "All prices quoted and invoiced include VAT at the standard rate of 20%. VAT Registration "
        "No. GB 284 5519 07. Please pay the balance by bank transfer on completion of fitting: Thornbury "
        "Kitchens & Joinery Ltd, sort code 30-94-57, account 61847203, reference TKJ-2025-0193.",
        9,
    )
    p.footer("Registered in England and Wales No. 08831462 · Registered office as above")
    same(16785.00, total, "total")
    same(11785.00, bal, "bal")
    fields = {
        "invoice_number": F("TKJ-2025-0193", 1, "Invoice No. TKJ-2025-0193"),
        "invoice_date": F("2025-03-28", 1, "Invoice date 28/03/2025"),
        "due_date": NULL(),
        "vendor_name": F("Thornbury Kitchens & Joinery Ltd", 1, "Thornbury Kitchens & Joinery Ltd Unit 6"),
        "bill_to": F("Mr Alasdair Fenwick", 1, "Invoice to: Mr Alasdair Fenwick"),
        "currency": F("GBP", 1, "Total (all prices include VAT) £16,785.00"),
        "subtotal": NULL(),
        "tax": NULL(),
        "total": F(16785.00, 1, "Total (all prices include VAT) £16,785.00"),
        "amount_due": F(11785.00, 1, "Balance payable on completion of fitting £11,785.00"),
    }
    notes = (
        "UK kitchen-fitter invoice to a private customer with VAT-inclusive prices; DD/MM/YYYY dates. VAT is "
        "printed only as a rate ('include VAT at the standard rate of 20%'), so tax is null and, with no pre-tax "
        "total printed, subtotal is null (do not compute 1/6 of the total). due_date is null: the balance is "
        "payable 'on completion of fitting' and the fitting booking date 07/04/2025 is not a stated due date. "
        "Order (14/02/2025) and quotation (12/02/2025) dates are distractors. A deposit makes the balance lower "
        "than the total; a display-discount line is inside the total."
    )
    sums = [
        SUM(
            "deposit deducted",
            [(1, "total"), (-1, T("Deposit", 5000.00, 1, "Deposit paid 14/02/2025 -£5,000.00"))],
            "amount_due",
        ),
        SUM(
            "discount inside total",
            [
                (1, T("kitchen", 9480.00, 1, "(as quotation) 1 £9,480.00 £9,480.00")),
                (1, T("worktops", 3265.00, 1, "incl. upstands 1 £3,265.00 £3,265.00")),
                (1, T("appliances", 2740.00, 1, "dishwasher) 1 £2,740.00 £2,740.00")),
                (1, T("fitting", 2150.00, 1, "electrical connection 1 £2,150.00 £2,150.00")),
                (1, T("discount", -850.00, 1, "display discount 1 -£850.00 -£850.00")),
            ],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 6 IN, GST
@doc("b7_inv_in_gst", "invoice", "Tax Invoice SPPL/25-26/0612 Sahyadri Polymers Private Limited")
def inv_in_gst():
    p = Pdf(595, 842)
    p.new_page()
    p.text(297, 46, "TAX INVOICE", 13, True, align="c")
    p.text(555, 46, "ORIGINAL FOR RECIPIENT", 7, align="r")
    p.rect(36, 56, 559, 130)
    p.text(42, 72, "Sahyadri Polymers Private Limited", 13, True)
    p.text(42, 86, "Plot No. B-27, MIDC Chakan Phase II, Pune, Maharashtra 410501", 8.5)
    p.text(42, 98, "GSTIN: 27AAKCS4471M1Z9 · State: Maharashtra, Code 27 · CIN U25209PN2011PTC139952", 8)
    p.text(42, 110, "accounts@sahyadripolymers.example · +91 20 5550 4471", 8)
    p.text(42, 122, "Place of supply: Tamil Nadu (33)", 8)
    meta = [
        ("Invoice No.", "SPPL/25-26/0612"),
        ("Invoice Date", "17-Jul-2025"),
        ("Buyer's Order No.", "KAI/PO/2025/1148"),
        ("Order Date", "28-Jun-2025"),
        ("Dispatch Date", "18-Jul-2025"),
        ("E-Way Bill No.", "3411 8820 6612"),
        ("Payment Terms", "30 days"),
        ("Due Date", "16-Aug-2025"),
    ]
    y = 146
    for i, (k, v) in enumerate(meta):
        x = 42 if i % 2 == 0 else 300
        p.text(x, y, k + ":", 8.5, True)
        p.text(x + 92, y, v, 8.5)
        if i % 2:
            y += 12
    p.rect(36, 198, 297, 270)
    p.rect(297, 198, 559, 270)
    p.text(42, 210, "Bill To (Buyer)", 8, True)
    p.text(303, 210, "Ship To (Consignee)", 8, True)
    for i, s in enumerate(
        (
            "Kaveri Agro Implements Pvt. Ltd.",
            "SIPCOT Industrial Complex, Phase I",
            "Hosur, Tamil Nadu 635126",
            "GSTIN: 33AABCK9051H1ZQ",
        )
    ):
        p.text(42, 224 + i * 11, s, 8.5)
    for i, s in enumerate(
        (
            "Sri Murugan Logistics (for Kaveri Agro)",
            "Warehouse 4, NH-44 Bypass",
            "Krishnagiri, Tamil Nadu 635001",
            "Transporter: VRL, LR No. 88127",
        )
    ):
        p.text(303, 224 + i * 11, s, 8.5)
    cols = [
        (40, "Sl"),
        (56, "Description of Goods"),
        (250, "HSN/SAC"),
        (345, "Qty", "r"),
        (355, "Unit"),
        (440, "Rate (₹)", "r"),
        (555, "Taxable Value (₹)", "r"),
    ]
    y = table_head(p, 290, cols, 7.5, x0=36, x1=559)
    lines = [
        ("HDPE moulded hopper, 40 L", "39269099", 420, "Nos", "612.50"),
        ("PP gear cover, black, UV-stabilised", "39269099", 1800, "Nos", "86.40"),
        ("Nylon bush 25 mm", "39269091", 6500, "Nos", "7.80"),
        ("Tooling charges (amortised), mould M-118", "998898", 1, "Lot", "35000.00"),
        ("Packing and forwarding", "998549", 1, "Lot", "4830.00"),
    ]
    taxable = D(0)
    for i, (txt, hsn, qty, un, pr) in enumerate(lines, 1):
        a = ext(qty, pr)
        taxable += a
        p.row(
            y,
            [
                (40, str(i)),
                (56, txt),
                (250, hsn),
                (345, IN(qty, 0), "r"),
                (355, un),
                (440, IN(pr), "r"),
                (555, IN(a), "r"),
            ],
            8,
        )
        y += 14
    p.hline(y - 6, 36, 559, 0.5)
    igst = q(taxable * D("0.18"))
    total = taxable + igst
    adv = D("150000.00")
    net = total - adv
    y += 8
    for k, v, b in [
        ("Total Taxable Value", IN(taxable), False),
        ("IGST @ 18%", IN(igst), False),
        ("Total Invoice Value (₹)", IN(total), True),
        ("Less: Advance received (UTR HDFCR52025070288114, 02-Jul-2025)", "-" + IN(adv), False),
        ("Net Amount Payable (₹)", IN(net), True),
    ]:
        p.text(230, y, k, 8.5, b)
        p.text(555, y, v, 8.5, b, align="r")
        y += 14
    y += 6
    p.text(
        40,
        y,
        "Amount in words: Indian Rupees Five Lakh Ninety-Three Thousand Eight Hundred Ninety-Four Only",
        8.5,
    )
    y += 14
    p.text(40, y, "Tax amount in words: Indian Rupees Ninety Thousand Five Hundred Ninety-Four Only", 8.5)
    y += 22
    p.text(
        40,
        y,
        "Bank: Bank of Maharashtra, Chakan Branch · A/c 60318844271 · IFSC MAHB0001873 · All amounts in INR",
        8,
    )
    p.text(555, y + 40, "For Sahyadri Polymers Private Limited", 8.5, True, align="r")
    p.text(555, y + 70, "Authorised Signatory", 8, align="r")
    p.footer("Subject to Pune jurisdiction. This is a computer generated invoice.")
    same(503300.00, taxable, "taxable")
    same(90594.00, igst, "igst")
    same(593894.00, total, "total")
    same(443894.00, net, "net")
    fields = {
        "invoice_number": F("SPPL/25-26/0612", 1, "Invoice No.: SPPL/25-26/0612"),
        "invoice_date": F("2025-07-17", 1, "Invoice Date: 17-Jul-2025"),
        "due_date": F("2025-08-16", 1, "Due Date: 16-Aug-2025"),
        "vendor_name": F(
            "Sahyadri Polymers Private Limited", 1, "Sahyadri Polymers Private Limited Plot No. B-27"
        ),
        "bill_to": F("Kaveri Agro Implements Pvt. Ltd.", 1, "Kaveri Agro Implements Pvt. Ltd. SIPCOT"),
        "currency": F("INR", 1, "All amounts in INR"),
        "subtotal": F(503300.00, 1, "Total Taxable Value 5,03,300.00"),
        "tax": F(90594.00, 1, "IGST @ 18% 90,594.00"),
        "total": F(593894.00, 1, "Total Invoice Value (₹) 5,93,894.00"),
        "amount_due": F(443894.00, 1, "Net Amount Payable (₹) 4,43,894.00"),
    }
    notes = (
        "Indian GST tax invoice with Indian digit grouping (5,03,300.00) and DD-Mon-YYYY dates. Inter-state supply, "
        "so a single IGST 18 % line. Order (28-Jun-2025), dispatch/e-way bill (18-Jul-2025) and advance (02-Jul-2025) "
        "dates are distractors. Ship To is a logistics consignee. An advance received makes the net amount payable "
        "lower than the total invoice value."
    )
    sums = [
        SUM(
            "advance deducted",
            [(1, "total"), (-1, T("Advance", 150000.00, 1, "02-Jul-2025) -1,50,000.00"))],
            "amount_due",
        ),
        SUM(
            "tooling + packing inside taxable value",
            [
                (1, T("hoppers", 257250.00, 1, "420 Nos 612.50 2,57,250.00")),
                (1, T("gear covers", 155520.00, 1, "1,800 Nos 86.40 1,55,520.00")),
                (1, T("bushes", 50700.00, 1, "6,500 Nos 7.80 50,700.00")),
                (1, T("tooling", 35000.00, 1, "1 Lot 35,000.00 35,000.00")),
                (1, T("packing", 4830.00, 1, "1 Lot 4,830.00 4,830.00")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 7 US, credits and deposit
@doc("b7_inv_us_credit_deposit", "invoice", "Invoice 0098314 Bellweather Restaurant Supply Co.")
def inv_us_credit_deposit():
    p = Pdf()
    p.new_page()
    p.text(36, 54, "BELLWEATHER", 20, True)
    p.text(36, 68, "RESTAURANT SUPPLY CO.", 9, True)
    p.text(36, 82, "2290 Marquette Avenue, Duluth, MN 55806 · 218-555-0147", 8)
    p.text(576, 54, "Invoice", 20, True, align="r")
    p.text(576, 70, "No. 0098314", 10, align="r")
    p.text(36, 114, "Sold To:", 8, True)
    for i, s in enumerate(
        (
            "Lantern & Ladle Hospitality Group LLC",
            "Attn: Accounts Payable",
            "415 W Superior Street, Suite 300",
            "Duluth, MN 55802",
        )
    ):
        p.text(36, 127 + i * 12, s, 9.5)
    p.text(320, 114, "Deliver To:", 8, True)
    for i, s in enumerate(
        (
            "Lantern & Ladle - Canal Park Kitchen",
            "12 Lake Avenue South",
            "Duluth, MN 55802",
            "Receiving: 6-10 am",
        )
    ):
        p.text(320, 127 + i * 12, s, 9.5)
    heads = ["Order Date", "Ship Date", "Invoice Date", "Terms", "Due Date", "Customer PO"]
    vals = ["05/08/2025", "05/19/2025", "05/21/2025", "2% 10 Net 30", "06/20/2025", "LL-5512"]
    wcol = 540 / 6
    for i, h in enumerate(heads):
        p.shade(36 + i * wcol, 186, 36 + (i + 1) * wcol, 198, 0.85)
        p.rect(36 + i * wcol, 186, 36 + (i + 1) * wcol, 214)
        p.text(36 + i * wcol + wcol / 2, 195, h, 7.5, True, align="c")
    for i, v in enumerate(vals):
        p.text(36 + i * wcol + wcol / 2, 209, v, 9, align="c")
    cols = [(40, "Qty"), (80, "Description"), (470, "Unit Price", "r"), (572, "Extension", "r")]
    y = table_head(p, 238, cols, 8)
    lines = [
        (2, "Combi oven, 10-pan, electric, 208V 3-ph", "14890.00"),
        (1, "Reach-in refrigerator, 2-door, stainless", "5245.00"),
        (6, "Stainless prep table 30 x 72 in. with undershelf", "612.00"),
        (48, "Sheet pan, full size, 18-gauge aluminum", "14.75"),
        (1, "Installation and start-up, certified technician", "1450.00"),
    ]
    merch = D(0)
    for qty, txt, pr in lines:
        a = ext(qty, pr)
        merch += a
        p.row(y, [(40, str(qty)), (80, txt), (470, US(pr), "r"), (572, US(a), "r")], 9)
        y += 16
    p.hline(y - 8, 36, 576, 0.5)
    disc = q(merch * D("0.06"))
    sub = merch - disc
    tax = q(sub * D("0.08375"))
    total = sub + tax
    cm = D("412.50")
    dep = D("10000.00")
    due = total - cm - dep
    y += 8
    for k, v, b in [
        ("Merchandise Total", US(merch), False),
        ("Less: Contract Discount 6%", "(" + US(disc) + ")", False),
        ("Subtotal", US(sub), True),
        ("Sales Tax 8.375%", US(tax), False),
        ("Invoice Total", US(total), True),
        ("Less: Credit Memo CM-40718 (returned pans, 04/30/2025)", "(" + US(cm) + ")", False),
        ("Less: Deposit Received 05/09/2025, Check 2231", "(" + US(dep) + ")", False),
        ("AMOUNT DUE", "$" + US(due), True),
    ]:
        p.text(300, y, k, 9, b)
        p.text(572, y, v, 9, b, align="r")
        y += 15
    y += 12
    y = p.wrap(
        36,
        y,
        540,
        "Terms 2% 10 Net 30: a 2% discount may be taken if payment is received by 05/31/2025; "
        "otherwise the full amount is due 06/20/2025. All prices in U.S. dollars.",
        8.5,
    )
    p.footer("Bellweather Restaurant Supply Co. · Thank you!")
    same(40855.00, merch, "merch")
    same(38403.70, sub, "sub")
    same(3216.31, tax, "tax")
    same(41620.01, total, "total")
    same(31207.51, due, "due")
    fields = {
        "invoice_number": F("0098314", 1, "No. 0098314"),
        "invoice_date": F("2025-05-21", 1, "Customer PO 05/08/2025 05/19/2025 05/21/2025"),
        "due_date": F("2025-06-20", 1, "otherwise the full amount is due 06/20/2025"),
        "vendor_name": F("Bellweather Restaurant Supply Co.", 1, "BELLWEATHER RESTAURANT SUPPLY CO."),
        "bill_to": F(
            "Lantern & Ladle Hospitality Group LLC", 1, "Sold To: Lantern & Ladle Hospitality Group LLC"
        ),
        "currency": F("USD", 1, "All prices in U.S. dollars"),
        "subtotal": F(38403.70, 1, "Subtotal 38,403.70"),
        "tax": F(3216.31, 1, "Sales Tax 8.375% 3,216.31"),
        "total": F(41620.01, 1, "Invoice Total 41,620.01"),
        "amount_due": F(31207.51, 1, "AMOUNT DUE $31,207.51"),
    }
    notes = (
        "US equipment invoice. Header boxes print Order, Ship, Invoice and Due dates side by side (the invoice-date "
        "quote spans the box row); the 2% early-payment date 05/31/2025 is a distractor for due_date. A contract "
        "discount comes before 'Subtotal'. A credit memo and a deposit are deducted after the invoice total, giving "
        "the amount due. 'Deliver To' (Canal Park Kitchen) is a distractor for bill_to."
    )
    sums = [
        SUM(
            "contract discount",
            [
                (1, T("Merchandise Total", 40855.00, 1, "Merchandise Total 40,855.00")),
                (-1, T("Contract Discount", 2451.30, 1, "Less: Contract Discount 6% (2,451.30)")),
            ],
            "subtotal",
        ),
        SUM(
            "credit memo and deposit",
            [
                (1, "total"),
                (-1, T("Credit memo", 412.50, 1, "04/30/2025) (412.50)")),
                (-1, T("Deposit", 10000.00, 1, "Check 2231 (10,000.00)")),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 8 IT, two pages, ritenuta
IT_P1 = [
    (
        "Progettazione esecutiva architettonica - saldo fase 2 come da disciplinare d'incarico, art. 4.2",
        "6800.00",
    ),
    ("Progettazione strutturale esecutiva: calcoli, relazione di calcolo e tavole delle armature", "4350.00"),
    ("Direzione lavori - SAL n. 3 (lavori eseguiti fino al 31/07/2025)", "2900.00"),
    ("Direzione lavori - SAL n. 4 (lavori eseguiti fino al 31/08/2025)", "2900.00"),
    ("Coordinamento della sicurezza in fase di esecuzione (CSE), periodo luglio-agosto 2025", "1840.00"),
    ("Pratiche catastali: n. 6 dichiarazioni DOCFA a 180,00 cad.", "1080.00"),
    ("Attestati di prestazione energetica (APE): n. 6 a 150,00 cad.", "900.00"),
    ("Sopralluoghi aggiuntivi richiesti dal committente: n. 5 a 120,00 cad.", "600.00"),
]
IT_P2 = [
    ("Variante in corso d'opera n. 1 (approvata con verbale del 04/08/2025)", "1450.00"),
    ("Rilievo topografico integrativo dell'area esterna", "750.00"),
]


@doc("b7_inv_it_fattura_ritenuta", "invoice", "Fattura 47/2025 Studio Tecnico Associato Ferrandi Colombo")
def inv_it_fattura_ritenuta():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 56, "STUDIO TECNICO ASSOCIATO", 9, True, color=GREY)
    p.text(40, 74, "Ferrandi Colombo", 20, True)
    p.text(40, 90, "Architettura · Ingegneria · Sicurezza", 8.5)
    p.text(40, 102, "Via Pietro Micca 18 - 10122 Torino - P.IVA 11873420015", 8)
    p.text(40, 112, "studio@ferrandicolombo.example - PEC ferrandicolombo@pec.example", 8)
    p.text(330, 140, "Spett.le", 9)
    for i, s in enumerate(
        ("Immobiliare Valle Stura S.r.l.", "Corso Nizza 41", "12100 Cuneo (CN)", "P.IVA 03817260044")
    ):
        p.text(330, 154 + i * 13, s, 10)
    p.text(40, 220, "FATTURA n. 47/2025 del 30/09/2025", 13, True)
    y = p.wrap(
        40,
        240,
        515,
        'Oggetto: intervento di nuova costruzione "Residenza Le Betulle", Borgo San Dalmazzo '
        "(CN) - incarico professionale prot. 112/2024 del 15/11/2024. Prestazioni rese nel periodo "
        "01/07/2025 - 30/09/2025.",
        9,
    )
    cols = [(40, "N."), (62, "Descrizione della prestazione"), (555, "Importo EUR", "r")]
    y = table_head(p, y + 12, cols, 8, x0=38, x1=557)
    p1 = D(0)
    for i, (txt, a) in enumerate(IT_P1, 1):
        p1 += D(a)
        p.text(40, y, str(i), 9)
        p.text(555, y, EU(a), 9, align="r")
        y = p.wrap(62, y, 390, txt, 9) + 6
    p.hline(y - 8, 38, 557, 0.6)
    p.text(330, y + 6, "A riportare", 9.5, True)
    p.text(555, y + 6, EU(p1), 9.5, True, align="r")
    p.footer("Fattura n. 47/2025 - pagina 1 di 2")

    p.new_page()
    p.text(40, 56, "Studio Tecnico Associato Ferrandi Colombo - Fattura n. 47/2025", 9, True)
    y = table_head(p, 84, cols, 8, x0=38, x1=557)
    p.text(62, y, "Riporto da pagina 1", 9, True)
    p.text(555, y, EU(p1), 9, True, align="r")
    y += 18
    onorari = p1
    for i, (txt, a) in enumerate(IT_P2, len(IT_P1) + 1):
        onorari += D(a)
        p.text(40, y, str(i), 9)
        p.text(555, y, EU(a), 9, align="r")
        y = p.wrap(62, y, 390, txt, 9) + 6
    p.hline(y - 8, 38, 557, 0.6)
    cassa = q(onorari * D("0.04"))
    imp = onorari + cassa
    iva = q(imp * D("0.22"))
    total = imp + iva
    rit = q(onorari * D("0.20"))
    netto = total - rit
    y += 10
    for k, v, b in [
        ("Totale onorari", EU(onorari), False),
        ("Contributo integrativo Inarcassa 4%", EU(cassa), False),
        ("Imponibile", EU(imp), True),
        ("IVA 22% su imponibile", EU(iva), False),
        ("Totale fattura", EU(total), True),
        ("Ritenuta d'acconto 20% su onorari", "-" + EU(rit), False),
        ("Netto a pagare EUR", EU(netto), True),
    ]:
        p.text(300, y, k, 9.5, b)
        p.text(555, y, v, 9.5, b, align="r")
        y += 15
    y += 14
    y = p.wrap(
        40,
        y,
        515,
        "Modalità di pagamento: bonifico bancario a 30 giorni data fattura, scadenza 30/10/2025. "
        "IBAN IT 42 K 03069 01000 100000118392 - Banca di Credito Piemontese.",
        9,
    )
    y = p.wrap(
        40,
        y + 4,
        515,
        "La ritenuta d'acconto sarà versata dal committente in qualità di sostituto d'imposta. "
        "Copia di cortesia: l'originale è trasmesso tramite SdI.",
        8.5,
    )
    p.footer("Fattura n. 47/2025 - pagina 2 di 2")
    same(21370.00, p1, "p1")
    same(23570.00, onorari, "onorari")
    same(24512.80, imp, "imp")
    same(5392.82, iva, "iva")
    same(29905.62, total, "total")
    same(25191.62, netto, "netto")
    fields = {
        "invoice_number": F("47/2025", 1, "FATTURA n. 47/2025 del 30/09/2025"),
        "invoice_date": F("2025-09-30", 1, "FATTURA n. 47/2025 del 30/09/2025"),
        "due_date": F("2025-10-30", 2, "scadenza 30/10/2025"),
        "vendor_name": F(
            "Studio Tecnico Associato Ferrandi Colombo",
            2,
            "Studio Tecnico Associato Ferrandi Colombo - Fattura n. 47/2025",
        ),
        "bill_to": F("Immobiliare Valle Stura S.r.l.", 1, "Spett.le Immobiliare Valle Stura S.r.l."),
        "currency": F("EUR", 2, "Netto a pagare EUR"),
        "subtotal": F(24512.80, 2, "Imponibile 24.512,80"),
        "tax": F(5392.82, 2, "IVA 22% su imponibile 5.392,82"),
        "total": F(29905.62, 2, "Totale fattura 29.905,62"),
        "amount_due": F(25191.62, 2, "Netto a pagare EUR 25.191,62"),
    }
    notes = (
        "Italian professional fattura over two pages ('A riportare' / 'Riporto da pagina 1'), 1.234,56 format. The "
        "VAT base (Imponibile) is fees plus the 4 % Inarcassa contribution. The 20 % ritenuta d'acconto (withholding "
        "on fees) is deducted after 'Totale fattura', so amount_due ('Netto a pagare') is lower than the total. "
        "Engagement (15/11/2024), SAL cut-off and variation (04/08/2025) dates are distractors."
    )
    sums = [
        SUM(
            "riporto + page 2 = fees",
            [
                (1, T("Riporto", 21370.00, 2, "Riporto da pagina 1 21.370,00")),
                (1, T("item 9", 1450.00, 2, "1.450,00")),
                (1, T("item 10", 750.00, 2, "750,00")),
            ],
            T("Totale onorari", 23570.00, 2, "Totale onorari 23.570,00"),
        ),
        SUM(
            "A riportare = Riporto",
            [(1, T("A riportare", 21370.00, 1, "A riportare 21.370,00"))],
            T("Riporto", 21370.00, 2, "Riporto da pagina 1 21.370,00"),
        ),
        SUM(
            "fees + cassa = imponibile",
            [
                (1, T("Totale onorari", 23570.00, 2, "Totale onorari 23.570,00")),
                (1, T("Inarcassa 4%", 942.80, 2, "Contributo integrativo Inarcassa 4% 942,80")),
            ],
            "subtotal",
        ),
        SUM(
            "ritenuta",
            [(1, "total"), (-1, T("Ritenuta", 4714.00, 2, "Ritenuta d'acconto 20% su onorari -4.714,00"))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 9 ES
@doc("b7_inv_es_factura", "invoice", "Factura A-2025/3318 Cerámicas Alcora Levante, S.L.")
def inv_es_factura():
    p = Pdf(595, 842)
    p.new_page()
    p.rect(36, 36, 300, 112)
    p.text(44, 56, "Cerámicas Alcora Levante, S.L.", 13, True)
    p.text(44, 70, "Ctra. CV-16, km 3,2", 8.5)
    p.text(44, 81, "12110 l'Alcora (Castellón)", 8.5)
    p.text(44, 92, "CIF B12873455 · Tel. 964 55 03 18", 8.5)
    p.text(44, 103, "Inscrita en el Registro Mercantil de Castellón, tomo 1822", 7)
    p.text(559, 60, "FACTURA", 20, True, align="r")
    boxes = [("Nº factura", "A-2025/3318"), ("Fecha factura", "12/11/2025"), ("Cliente", "C-0931")]
    for i, (k, v) in enumerate(boxes):
        x0 = 320 + i * 80
        p.field_box(x0, 76, x0 + 80, 104, k, v, 9)
    p.text(36, 136, "DATOS DEL CLIENTE", 8, True, color=GREY)
    for i, s in enumerate(
        ("Reformas Integrales Guadalmedina, S.L.", "C/ Cuarteles 58, 2º", "29002 Málaga", "CIF B93170428")
    ):
        p.text(36, 150 + i * 12, s, 9.5)
    p.text(320, 136, "DIRECCIÓN DE ENTREGA", 8, True, color=GREY)
    for i, s in enumerate(
        ("Obra: Edificio Compositor Lhotellerie 11", "29007 Málaga", "Contacto obra: Sr. Ruano")
    ):
        p.text(320, 150 + i * 12, s, 9.5)
    p.text(
        36, 210, "Su pedido: PV-8841 de 20/10/2025 · Albarán: AL-25-9127 · Fecha de entrega: 07/11/2025", 8.5
    )
    cols = [
        (40, "Código"),
        (92, "Descripción"),
        (330, "Cantidad", "r"),
        (336, "Ud."),
        (410, "Precio", "r"),
        (450, "Dto.%", "r"),
        (555, "Importe", "r"),
    ]
    y = table_head(p, 234, cols, 8, x0=36, x1=559)
    lines = [
        ("P60120A", "Porcelánico rectificado 60x120 Arena", "312.48", "m²", "24.90", 15),
        ("P3060C3", "Porcelánico 30x60 antideslizante C3", "96.00", "m²", "18.40", 15),
        ("R0860A", "Rodapié 8x60 Arena", "240", "ud", "3.15", 15),
        ("CC2TE25", "Cemento cola C2TE S1, saco 25 kg", "80", "saco", "11.60", 0),
        ("PORTES", "Palets y portes a obra", "1", "serv", "185.00", 0),
    ]
    suma = D(0)
    for code, txt, qty, un, pr, dto in lines:
        a = ext(qty, pr, dto)
        suma += a
        p.row(
            y,
            [
                (40, code),
                (92, txt),
                (330, EU(qty) if "." in qty else qty, "r"),
                (336, un),
                (410, EU(pr), "r"),
                (450, str(dto) if dto else "", "r"),
                (555, EU(a), "r"),
            ],
            8.5,
        )
        y += 15
    p.hline(y - 7, 36, 559, 0.5)
    ppago = q(suma * D("0.02"))
    base = suma - ppago
    iva = q(base * D("0.21"))
    total = base + iva
    y += 10
    p.field_box(36, y, 156, y + 30, "Suma importes", EU(suma), 9)
    p.field_box(156, y, 266, y + 30, "Dto. pronto pago 2%", "-" + EU(ppago), 9)
    p.field_box(266, y, 376, y + 30, "Base imponible", EU(base), 9)
    p.field_box(376, y, 456, y + 30, "IVA 21%", EU(iva), 9)
    p.field_box(456, y, 559, y + 30, "TOTAL FACTURA €", EU(total), 10)
    y += 56
    p.text(36, y, "Forma de pago:", 8.5, True)
    p.text(110, y, "Transferencia bancaria a 60 días fecha factura", 8.5)
    p.text(36, y + 13, "Vencimientos:", 8.5, True)
    p.text(36, y + 26, "IBAN ES61 3058 7210 4127 2000 8841 · Cajamar", 8.5)
    p.footer("De conformidad con el RGPD, sus datos se tratan para la gestión de la relación comercial.")
    same(9870.68, suma, "suma")
    same(9673.27, base, "base")
    same(2031.39, iva, "iva")
    same(11704.66, total, "total")
    fields = {
        "invoice_number": F("A-2025/3318", 1, "Nº factura A-2025/3318"),
        "invoice_date": F("2025-11-12", 1, "Fecha factura 12/11/2025"),
        "due_date": NULL(),
        "vendor_name": F("Cerámicas Alcora Levante, S.L.", 1, "Cerámicas Alcora Levante, S.L. Ctra. CV-16"),
        "bill_to": F(
            "Reformas Integrales Guadalmedina, S.L.",
            1,
            "DATOS DEL CLIENTE Reformas Integrales Guadalmedina, S.L.",
        ),
        "currency": F("EUR", 1, "TOTAL FACTURA € 11.704,66"),
        "subtotal": F(9673.27, 1, "Base imponible 9.673,27"),
        "tax": F(2031.39, 1, "IVA 21% 2.031,39"),
        "total": F(11704.66, 1, "TOTAL FACTURA € 11.704,66"),
        "amount_due": NULL(),
    }
    notes = (
        "Spanish factura, 1.234,56 format, DD/MM/YYYY. Line discounts inside the amounts, then a 2 % prompt-payment "
        "discount before 'Base imponible' (the subtotal). IVA 21 %. due_date is null: the terms say only 'a 60 días "
        "fecha factura' and the 'Vencimientos:' label is printed with no value. Order (20/10/2025) and delivery "
        "(07/11/2025) dates are distractors; the site delivery address is not bill_to. amount_due is null: no "
        "balance separate from 'TOTAL FACTURA' is printed."
    )
    sums = [
        SUM(
            "pronto pago",
            [
                (1, T("Suma importes", 9870.68, 1, "Suma importes 9.870,68")),
                (-1, T("Dto. pronto pago", 197.41, 1, "Dto. pronto pago 2% -197,41")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 10 PL
@doc("b7_inv_pl_faktura_zaliczka", "invoice", "Faktura VAT FV/412/10/2025 GRAMAR Instalacje Sp. z o.o.")
def inv_pl_faktura_zaliczka():
    p = Pdf(595, 842)
    p.new_page()
    p.text(297, 52, "Faktura VAT nr FV/412/10/2025", 14, True, align="c")
    p.text(297, 66, "ORYGINAŁ", 8, align="c")
    meta = [
        ("Miejsce wystawienia:", "Kalisz"),
        ("Data wystawienia:", "31.10.2025"),
        ("Data sprzedaży / wykonania usługi:", "29.10.2025"),
        ("Termin płatności:", "14.11.2025 (14 dni)"),
        ("Sposób zapłaty:", "przelew"),
    ]
    y = 90
    for k, v in meta:
        p.text(330, y, k, 8.5)
        p.text(559, y, v, 8.5, True, align="r")
        y += 12
    p.text(36, 160, "Sprzedawca:", 8.5, True)
    for i, s in enumerate(
        (
            "GRAMAR Instalacje Sp. z o.o.",
            "ul. Rzemieślnicza 7, 62-800 Kalisz",
            "NIP 618-224-71-39",
            "mBank 41 1140 2004 0000 3802 7719 5521",
        )
    ):
        p.text(36, 173 + i * 12, s, 9)
    p.text(310, 160, "Nabywca:", 8.5, True)
    for i, s in enumerate(
        ("Piekarnia Złoty Kłos Sp. z o.o.", "ul. Górnośląska 88, 62-800 Kalisz", "NIP 618-209-55-12")
    ):
        p.text(310, 173 + i * 12, s, 9)
    p.text(310, 215, "Odbiorca:", 8.5, True)
    p.text(310, 227, "Sklep Firmowy Złoty Kłos, ul. Śródmiejska 3, 62-800 Kalisz", 8.5)
    cols = [
        (38, "Lp."),
        (56, "Nazwa towaru / usługi"),
        (250, "J.m."),
        (300, "Ilość", "r"),
        (360, "Cena netto", "r"),
        (420, "Wart. netto", "r"),
        (448, "VAT", "r"),
        (500, "Kwota VAT", "r"),
        (557, "Wart. brutto", "r"),
    ]
    y = table_head(p, 256, cols, 7, x0=36, x1=559)
    lines = [
        ("Części zamienne - piec konwekcyjno-parowy", "szt.", "1", "4860.00", 23),
        ("Robocizna serwisowa", "godz.", "14", "180.00", 23),
        ("Dojazd serwisu", "km", "186", "2.40", 23),
        ("Montaż okapu w lokalu mieszkalnym", "usł.", "1", "900.00", 8),
    ]
    by = {23: [D(0), D(0)], 8: [D(0), D(0)]}
    for i, (txt, un, qty, pr, vat) in enumerate(lines, 1):
        n = ext(qty, pr)
        t = q(n * D(vat) / D(100))
        by[vat][0] += n
        by[vat][1] += t
        p.row(
            y,
            [
                (38, "%d." % i),
                (56, txt),
                (250, un),
                (300, qty, "r"),
                (360, SP(pr), "r"),
                (420, SP(n), "r"),
                (448, "%d%%" % vat, "r"),
                (500, SP(t), "r"),
                (557, SP(n + t), "r"),
            ],
            7.5,
        )
        y += 14
    p.hline(y - 6, 36, 559, 0.5)
    y += 10
    p.text(250, y, "Stawka", 7.5, True)
    p.text(360, y, "Netto", 7.5, True, align="r")
    p.text(460, y, "VAT", 7.5, True, align="r")
    p.text(557, y, "Brutto", 7.5, True, align="r")
    y += 12
    for vat in (23, 8):
        n, t = by[vat]
        p.row(y, [(250, "%d%%" % vat), (360, SP(n), "r"), (460, SP(t), "r"), (557, SP(n + t), "r")], 8)
        y += 12
    net = by[23][0] + by[8][0]
    tax = by[23][1] + by[8][1]
    total = net + tax
    p.row(
        y, [(250, "Razem:"), (360, SP(net), "r"), (460, SP(tax), "r"), (557, SP(total), "r")], 8.5, bold=True
    )
    y += 24
    zal = D("3000.00")
    do = total - zal
    p.text(36, y, "Razem do zapłaty (brutto): %s PLN" % SP(total), 9.5, True)
    p.text(36, y + 14, "Zapłacono (zaliczka z dnia 20.10.2025): %s zł" % SP(zal), 9)
    p.text(36, y + 28, "Pozostało do zapłaty: %s zł" % SP(do), 11, True)
    p.text(36, y + 42, "Słownie: siedem tysięcy pięćset dziewięćdziesiąt osiem złotych 47/100", 8.5)
    p.text(36, y + 100, "..............................................", 8)
    p.text(36, y + 110, "Osoba upoważniona do wystawienia", 7)
    p.text(400, y + 100, "..............................................", 8)
    p.text(400, y + 110, "Osoba upoważniona do odbioru", 7)
    same(8726.40, net, "net")
    same(1872.07, tax, "tax")
    same(10598.47, total, "total")
    same(7598.47, do, "do")
    fields = {
        "invoice_number": F("FV/412/10/2025", 1, "Faktura VAT nr FV/412/10/2025"),
        "invoice_date": F("2025-10-31", 1, "Data wystawienia: 31.10.2025"),
        "due_date": F("2025-11-14", 1, "Termin płatności: 14.11.2025 (14 dni)"),
        "vendor_name": F("GRAMAR Instalacje Sp. z o.o.", 1, "Sprzedawca: GRAMAR Instalacje Sp. z o.o."),
        "bill_to": F("Piekarnia Złoty Kłos Sp. z o.o.", 1, "Nabywca: Piekarnia Złoty Kłos Sp. z o.o."),
        "currency": F("PLN", 1, "Razem do zapłaty (brutto): 10 598,47 PLN"),
        "subtotal": F(8726.40, 1, "Razem: 8 726,40 1 872,07 10 598,47"),
        "tax": F(1872.07, 1, "Razem: 8 726,40 1 872,07 10 598,47"),
        "total": F(10598.47, 1, "Razem do zapłaty (brutto): 10 598,47 PLN"),
        "amount_due": F(7598.47, 1, "Pozostało do zapłaty: 7 598,47 zł"),
    }
    notes = (
        "Polish Faktura VAT with space grouping (10 598,47). Issue date 31.10.2025 vs sale/service date 29.10.2025; "
        "due date printed with '(14 dni)'. Two VAT rates (23 % and 8 %) with a per-rate summary and a 'Razem' row "
        "(netto | VAT | brutto). An advance (zaliczka) already paid gives 'Pozostało do zapłaty'. The Odbiorca "
        "(recipient shop) is a distractor for bill_to (Nabywca)."
    )
    sums = [
        SUM(
            "zaliczka deducted",
            [
                (1, "total"),
                (-1, T("Zapłacono", 3000.00, 1, "Zapłacono (zaliczka z dnia 20.10.2025): 3 000,00 zł")),
            ],
            "amount_due",
        ),
        SUM(
            "VAT by rate",
            [
                (1, T("VAT 23%", 1800.07, 1, "23% 7 826,40 1 800,07 9 626,47")),
                (1, T("VAT 8%", 72.00, 1, "8% 900,00 72,00 972,00")),
            ],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 11 NZ, GST-inclusive
@doc("b7_inv_nz_gst_inclusive", "invoice", "Tax Invoice INV-20931 Kōwhai Landscape Supplies Limited")
def inv_nz_gst_inclusive():
    p = Pdf()
    p.new_page()
    p.text(36, 60, "TAX INVOICE", 22, True)
    p.text(576, 50, "Kōwhai Landscape Supplies Limited", 11, True, align="r")
    for i, s in enumerate(
        ("41 Kairanga Bunnythorpe Road", "Palmerston North 4470", "GST No. 118-402-765", "06 555 0192")
    ):
        p.text(576, 63 + i * 11, s, 8.5, align="r")
    p.text(36, 96, "Matariki Early Learning Centre Trust", 10, True)
    for i, s in enumerate(("PO Box 2204", "Palmerston North 4440")):
        p.text(36, 109 + i * 12, s, 9)
    info = [
        ("Invoice Date", "5 Jun 2025"),
        ("Invoice Number", "INV-20931"),
        ("Reference", "Playground resurfacing"),
        ("Delivered to", "17 Ruahine Street, Palmerston North"),
    ]
    y = 152
    for k, v in info:
        p.text(36, y, k, 8, True)
        p.text(130, y, v, 9)
        y += 12
    cols = [(40, "Description"), (360, "Quantity", "r"), (460, "Unit Price", "r"), (572, "Amount NZD", "r")]
    y = table_head(p, 218, cols, 8, shade=False)
    lines = [
        ("Playground bark, certified impact-absorbing (m³)", "38", "89.00"),
        ("Timber edging 200 x 50 H4 treated (per metre)", "120", "14.50"),
        ("Soft-fall matting, supply and install", "1", "1150.00"),
        ("Delivery - truck and trailer", "1", "195.00"),
    ]
    total = D(0)
    for txt, qty, pr in lines:
        a = ext(qty, pr)
        total += a
        p.row(y, [(40, txt), (360, qty, "r"), (460, US(pr), "r"), (572, US(a), "r")], 9)
        y += 17
    p.hline(y - 9, 36, 576, 0.5)
    gst = q(total * D(3) / D(23))
    y += 8
    for k, v, b in [
        ("INCLUDES GST 15%", US(gst), False),
        ("TOTAL NZD", US(total), True),
        ("Less Amount Paid", "0.00", False),
        ("AMOUNT DUE NZD", US(total), True),
    ]:
        p.text(380, y, k, 9, b)
        p.text(572, y, v, 9, b, align="r")
        y += 15
    y += 14
    p.text(36, y, "Due Date: 20 Jul 2025", 11, True)
    y = p.wrap(
        36,
        y + 16,
        540,
        "Prices are GST inclusive. Payment by direct credit to 02-0812-0331947-000 (BNZ), "
        "reference INV-20931. Thank you for supporting local.",
        8.5,
    )
    p.hline(y + 10, 36, 576, 0.4)
    p.text(36, y + 28, "PAYMENT ADVICE", 9, True)
    p.text(
        36,
        y + 42,
        "To: Kōwhai Landscape Supplies Limited · Customer: Matariki Early Learning Centre Trust · "
        "Invoice: INV-20931 · Amount Due: 6,467.00",
        8,
    )
    same(6467.00, total, "total")
    same(843.52, gst, "gst")
    fields = {
        "invoice_number": F("INV-20931", 1, "Invoice Number INV-20931"),
        "invoice_date": F("2025-06-05", 1, "Invoice Date 5 Jun 2025"),
        "due_date": F("2025-07-20", 1, "Due Date: 20 Jul 2025"),
        "vendor_name": F(
            "Kōwhai Landscape Supplies Limited", 1, "Kōwhai Landscape Supplies Limited 41 Kairanga"
        ),
        "bill_to": F(
            "Matariki Early Learning Centre Trust", 1, "Matariki Early Learning Centre Trust PO Box 2204"
        ),
        "currency": F("NZD", 1, "TOTAL NZD 6,467.00"),
        "subtotal": NULL(),
        "tax": F(843.52, 1, "INCLUDES GST 15% 843.52"),
        "total": F(6467.00, 1, "TOTAL NZD 6,467.00"),
        "amount_due": F(6467.00, 1, "AMOUNT DUE NZD 6,467.00"),
    }
    notes = (
        "New Zealand GST-inclusive tax invoice, 'D Mon YYYY' dates, amounts in NZD (stated; no bare-$ default to "
        "USD). The GST amount is printed ('INCLUDES GST 15%'), so tax is filled, but no GST-exclusive total is "
        "printed, so subtotal is null (it would have to be computed as total minus GST). 'Less Amount Paid 0.00' "
        "and a separate 'AMOUNT DUE'. The delivery site is a distractor."
    )
    sums = [
        SUM(
            "lines incl. GST",
            [
                (1, T("bark", 3382.00, 1, "38 89.00 3,382.00")),
                (1, T("edging", 1740.00, 1, "120 14.50 1,740.00")),
                (1, T("matting", 1150.00, 1, "1 1,150.00 1,150.00")),
                (1, T("delivery", 195.00, 1, "1 195.00 195.00")),
            ],
            "total",
        ),
    ]
    return p, fields, notes, sums
