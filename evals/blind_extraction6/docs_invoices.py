"""Invoice builders (11 documents).  All parties, numbers and addresses are fictional."""

from decimal import Decimal

from common import NULL, SUM, F, T, doc, same
from pdfkit import A4, CH, DE, FR, GREY, LETTER, LIGHT, US, WHITE, D, Pdf, r2


def _line_net(q, p, disc="0"):
    """Net line amount: quantity x unit price less a line discount percent."""
    gross = r2(D(q) * D(p))
    return gross - r2(gross * D(disc) / 100)


# ====================================================================== FR
@doc("b6_inv_fr_facture", "invoice", "Verdier & Malbosc SAS - Facture FA-2502-0114")
def inv_fr():
    pdf = Pdf(A4)
    pg = pdf.new_page()
    teal = (0.0, 0.38, 0.40)
    # letterhead, left
    pg.rect(40, 38, 70, 68, w=0, c=None, fill=teal)
    pg.text(47, 59, "VM", "hebo", 13, WHITE)
    pg.text(78, 52, "Verdier & Malbosc SAS", "hebo", 14, teal)
    pg.text(78, 65, "Équipements et consommables de laboratoire", "helv", 8.5, GREY)
    pg.lines(
        40,
        86,
        [
            "14, rue Pré-Gaudry - 69007 Lyon",
            "Tél. 04 72 19 60 40 - compta@verdier-malbosc.example",
            "SIRET 512 884 306 00029 - TVA FR47 512884306",
        ],
        "helv",
        7.5,
        lead=9.5,
    )
    # title block, right
    pg.text(555, 52, "FACTURE", "hebo", 20, teal, al="r")
    pg.text(555, 68, "N° FA-2502-0114", "hebo", 10, al="r")
    pg.text(555, 81, "Lyon, le 3 février 2025", "helv", 9, al="r")
    # reference strip (label row / value row)
    y = 124
    cols = [(86, "c"), (96, "c"), (86, "c"), (86, "c"), (80, "c"), (81, "c")]
    rows = [
        ["N° client", "Votre commande", "Date commande", "Bon de livraison", "Date livraison", "Échéance"],
        ["C-04417", "CDE-LCR-88213", "18/12/2024", "BL-25-0392", "29/01/2025", "05/03/2025"],
    ]
    y = pg.table(40, y, cols, rows, sz=7.8, head=1, head_fill=(0.85, 0.92, 0.92))
    # addresses
    y += 16
    pg.text(40, y, "Adresse de facturation", "hebo", 8, teal)
    pg.text(310, y, "Adresse de livraison", "hebo", 8, teal)
    pg.lines(
        40,
        y + 13,
        [
            "Laboratoires Castelnau-Rivière SA",
            "Service comptabilité fournisseurs",
            "1180, avenue du Pic Saint-Loup",
            "34090 Montpellier",
        ],
        "helv",
        9,
        lead=11.5,
    )
    pg.lines(
        310,
        y + 13,
        [
            "Entrepôt Garosud - Transports Aubanel",
            "Quai 4, à l'attention de M. Teyssier",
            "210, rue de la Castelle",
            "34070 Montpellier",
        ],
        "helv",
        9,
        lead=11.5,
    )
    y += 72
    items = [
        ("ETV-53", "Étuve de séchage 53 L, convection naturelle", "1", "2480.00", "5", "20"),
        ("AGM-H4", "Agitateur magnétique chauffant, plaque céramique", "4", "312.50", "5", "20"),
        ("PIP-1000", "Pipette monocanal 100-1000 µL, autoclavable", "10", "148.90", "0", "20"),
        ("LIV-MET", "Ouvrage « Métrologie au laboratoire », 3e éd.", "3", "54.00", "0", "5,5"),
        ("PORT", "Frais de port et emballage (messagerie)", "1", "85.00", "0", "20"),
    ]
    rows = [["Réf.", "Désignation", "Qté", "P.U. HT", "Rem. %", "Montant HT", "TVA"]]
    base = {"20": Decimal(0), "5,5": Decimal(0)}
    for ref, txt, q, p, rm, tv in items:
        net = _line_net(q, p, rm)
        base[tv] += net
        rows.append([ref, txt, q, FR(D(p)), rm if rm != "0" else "", FR(net), tv + " %"])
    cols = [(52, "l"), (214, "l"), (30, "r"), (58, "r"), (40, "r"), (70, "r"), (51, "r")]
    y = pg.table(40, y, cols, rows, sz=7.8, grid="outer", pad=4, head_fill=(0.85, 0.92, 0.92))
    ht = base["20"] + base["5,5"]
    t20 = r2(base["20"] * D("0.20"))
    t55 = r2(base["5,5"] * D("0.055"))
    tva = t20 + t55
    ttc = ht + tva
    acompte = D("1500.00")
    net_pay = ttc - acompte
    same(5279.50, ht)
    same(1032.41, tva)
    same(6311.91, ttc)
    same(4811.91, net_pay)
    # VAT breakdown, left
    y += 18
    vy = pg.table(
        40,
        y,
        [(60, "l"), (80, "r"), (80, "r")],
        [
            ["Taux TVA", "Base HT", "Montant TVA"],
            ["20 %", FR(base["20"]), FR(t20)],
            ["5,5 %", FR(base["5,5"]), FR(t55)],
        ],
        sz=7.8,
        head_fill=LIGHT,
    )
    pg.text(40, vy + 14, "TVA acquittée sur les débits.", "helv", 7, GREY)
    # totals, right
    tl = [
        ("Total HT", FR(ht) + " €", "helv"),
        ("Total TVA", FR(tva) + " €", "helv"),
        ("Total TTC", FR(ttc) + " €", "hebo"),
        ("Acompte versé le 06/01/2025", "- " + FR(acompte) + " €", "helv"),
    ]
    ty = y + 9
    for k, v, f in tl:
        pg.text(330, ty, k, f, 8.5)
        pg.text(555, ty, v, f, 8.5, al="r")
        ty += 14
    pg.fill(330, ty - 8, 555, ty + 8, (0.85, 0.92, 0.92))
    pg.text(334, ty + 3, "NET À PAYER", "hebo", 10, teal)
    pg.text(551, ty + 3, FR(net_pay) + " €", "hebo", 10, teal, al="r")
    y = max(vy + 40, ty + 40)
    y = pg.para(
        40,
        y,
        515,
        "Conditions de règlement : virement à 30 jours date de facture, soit au plus tard le "
        "05/03/2025. Pas d'escompte pour paiement anticipé. En cas de retard de paiement, "
        "pénalités au taux annuel de 12,37 % et indemnité forfaitaire pour frais de recouvrement "
        "de 40 € (art. L441-10 du Code de commerce).",
        "helv",
        7.8,
    )
    y = pg.para(
        40,
        y + 6,
        515,
        "Acompte : facture FA-2501-0007 réglée le 06/01/2025. Règlement du solde par virement : IBAN FR76 1027 8073 1100 0204 5560 118 - BIC CMCIFR2A. "
        "Merci de rappeler le numéro de facture en référence.",
        "helv",
        7.8,
    )
    pg.line(40, 800, 555, 800, w=0.4, c=GREY)
    pg.text(
        297,
        812,
        "Verdier & Malbosc SAS au capital de 150 000 € - RCS Lyon 512 884 306 - Page 1/1",
        "helv",
        6.8,
        GREY,
        al="c",
    )
    fields = {
        "invoice_number": F("FA-2502-0114", 1, "N° FA-2502-0114"),
        "invoice_date": F("2025-02-03", 1, "Lyon, le 3 février 2025"),
        "due_date": F("2025-03-05", 1, "soit au plus tard le 05/03/2025"),
        "vendor_name": F("Verdier & Malbosc SAS", 1, "Verdier & Malbosc SAS Équipements et consommables"),
        "bill_to": F(
            "Laboratoires Castelnau-Rivière SA",
            1,
            "Laboratoires Castelnau-Rivière SA Service comptabilité fournisseurs",
        ),
        "currency": F("EUR", 1, "Total TTC 6 311,91 €"),
        "subtotal": F(5279.50, 1, "Total HT 5 279,50 €"),
        "tax": F(1032.41, 1, "Total TVA 1 032,41 €"),
        "total": F(6311.91, 1, "Total TTC 6 311,91 €"),
        "amount_due": F(4811.91, 1, "NET À PAYER 4 811,91 €"),
    }
    sums = [
        SUM(
            "down payment deducted",
            [(1, "total"), (-1, T("acompte", 1500.00, 1, "Acompte versé le 06/01/2025 - 1 500,00 €"))],
            "amount_due",
        ),
        SUM(
            "VAT by rate",
            [
                (1, T("TVA 20 %", 1023.50, 1, "20 % 5 117,50 1 023,50")),
                (1, T("TVA 5,5 %", 8.91, 1, "5,5 % 162,00 8,91")),
            ],
            "tax",
        ),
        SUM(
            "bases by rate",
            [
                (1, T("base 20 %", 5117.50, 1, "20 % 5 117,50")),
                (1, T("base 5,5 %", 162.00, 1, "5,5 % 162,00")),
            ],
            "subtotal",
        ),
    ]
    notes = (
        "French facture, space thousands separator and decimal comma. Several dates: order 18/12/2024, "
        "delivery 29/01/2025, invoice date written out in the place-and-date line, due date 05/03/2025 "
        "(printed in the reference strip and in the payment terms; the terms are quoted). Several "
        "references: client number, customer order number, delivery note. Line discounts (Rem. %) are "
        "already inside the Montant HT column, so Total HT is the subtotal after discounts. Two VAT "
        "rates (20 % and 5,5 %); tax is Total TVA. A down payment (acompte) makes NET À PAYER lower "
        "than Total TTC. The delivery address (Entrepôt Garosud) is the ship-to, not the bill-to. "
        "The 40 € recovery indemnity and 12,37 % penalty rate are distractors."
    )
    return pdf, fields, notes, sums


# ====================================================================== NL (two pages, Transport)
_NL_ITEMS = [
    ("10-2215", "Koperbuis 15 mm, lengte 5 m, hard", "24", "st", "21.40"),
    ("10-2222", "Koperbuis 22 mm, lengte 5 m, hard", "18", "st", "33.95"),
    ("11-0815", "Knelkoppeling recht 15 mm", "60", "st", "2.35"),
    ("11-0822", "Knelkoppeling recht 22 mm", "40", "st", "3.80"),
    ("11-1415", "Knelbocht 90° 15 mm", "48", "st", "2.95"),
    ("11-1422", "Knelbocht 90° 22 mm", "36", "st", "4.60"),
    ("12-3300", "T-stuk knel 22 mm", "20", "st", "6.15"),
    ("14-0501", 'Radiatorkraan thermostatisch, haaks 1/2"', "16", "st", "27.80"),
    ("14-0502", 'Voetventiel (retour) 1/2" haaks', "16", "st", "9.45"),
    ("15-6040", "Paneelradiator type 22, 600 x 1000 mm", "6", "st", "168.00"),
    ("15-6060", "Paneelradiator type 22, 600 x 1400 mm", "4", "st", "219.50"),
    ("15-9001", "Ophangset paneelradiator, universeel", "10", "set", "11.20"),
    ("18-2040", "Buisisolatie 15 mm x 2 m, 9 mm wand", "40", "st", "1.85"),
    ("18-2042", "Buisisolatie 22 mm x 2 m, 9 mm wand", "30", "st", "2.25"),
    ("20-1100", "Pijpbeugel met rubber 15 mm", "100", "st", "0.72"),
    ("20-1102", "Pijpbeugel met rubber 22 mm", "80", "st", "0.86"),
    ("22-4010", "Vloerverwarmingsverdeler 6 groepen, RVS", "2", "st", "412.00"),
    ("22-4090", "Verdelerkast opbouw 750 mm", "2", "st", "98.40"),
    ("23-1616", "PE-RT buis 16 x 2 mm, rol 240 m", "3", "rol", "186.00"),
    ("23-1700", "Tackerbevestiging, doos 300 st", "4", "doos", "29.90"),
    ("23-1800", "Randisolatiestrook 8 x 150 mm, rol 50 m", "6", "rol", "17.25"),
    ("25-0030", "Pompgroep vaste waarde met A-label pomp", "2", "st", "344.00"),
    ("27-5005", "Expansievat 35 l, 1,5 bar voordruk", "1", "st", "74.60"),
    ("27-5100", 'Automatische ontluchter 3/8"', "8", "st", "7.90"),
    ("30-0110", "Kamerthermostaat OpenTherm, wit", "2", "st", "129.00"),
    ("31-0402", 'Inregelventiel 3/4" met meetnippels', "4", "st", "58.75"),
    ("35-9000", "Bezorging bouwplaats met kraanwagen", "1", "rit", "145.00"),
]


@doc("b6_inv_nl_factuur_transport", "invoice", "Brinkhorst Installatietechniek B.V. - Factuur 2025-10348")
def inv_nl():
    pdf = Pdf(A4)
    green = (0.12, 0.40, 0.22)
    pages = [pdf.new_page(), pdf.new_page()]

    def head(pg, n):
        pg.text(40, 56, "BRINKHORST", "hebo", 18, green)
        pg.text(40, 70, "installatietechniek b.v.", "helv", 9.5, green)
        pg.lines(
            400,
            46,
            [
                "Brinkhorst Installatietechniek B.V.",
                "Marsweg 61, 8013 PE Zwolle",
                "T 038 421 77 00",
                "KvK 05061287 - BTW NL8012.77.645.B01",
                "IBAN NL31 RABO 0316 8820 47",
            ],
            "helv",
            7.2,
            lead=9,
        )
        pg.line(40, 96, 555, 96, w=1.2, c=green)
        pg.text(555, 822, f"Pagina {n} van 2", "helv", 7, GREY, al="r")
        pg.text(
            40,
            822,
            "Op al onze leveringen zijn de Technische Unie-voorwaarden 2022 van toepassing.",
            "helv",
            6.5,
            GREY,
        )

    for i, pg in enumerate(pages, 1):
        head(pg, i)
    pg = pages[0]
    pg.text(40, 122, "FACTUUR", "hebo", 15)
    pg.lines(
        40,
        146,
        [
            "Van Rossem Bouwgroep B.V.",
            "t.a.v. crediteurenadministratie",
            "Postbus 1183",
            "3800 BD Amersfoort",
        ],
        "helv",
        9.5,
        lead=12,
    )
    pg.text(40, 224, "Afleveradres:", "hebo", 7.5)
    pg.text(
        95,
        224,
        "Bouwcombinatie De Eemhof v.o.f., bouwplaats fase 2, Kwekersweg 9, 3823 Amersfoort",
        "helv",
        7.5,
    )
    info = [
        ("Factuurnummer", "2025-10348"),
        ("Factuurdatum", "14-02-2025"),
        ("Klantnummer", "30872"),
        ("Uw ordernummer", "PO 45-7719"),
        ("Uw referentie", "Project Eemhof fase 2"),
        ("Onze order", "VO-25-1188 (orderdatum 27-01-2025)"),
        ("Leverdatum", "11-02-2025"),
        ("Vervaldatum", "16-03-2025"),
    ]
    y = 120
    for k, v in info:
        pg.text(330, y, k, "helv", 8, GREY)
        pg.text(410, y, v, "helv", 8)
        y += 11
    cols = [(52, "l"), (241, "l"), (38, "r"), (34, "l"), (72, "r"), (78, "r")]
    hdr = ["Artikel", "Omschrijving", "Aantal", "Eenh.", "Prijs per eenh.", "Bedrag"]

    def rows_for(items):
        out = [hdr]
        s = Decimal(0)
        for art, txt, q, u, p in items:
            amt = r2(D(q) * D(p))
            s += amt
            out.append([art, txt, q, u, DE(D(p)), DE(amt)])
        return out, s

    p1, p2 = _NL_ITEMS[:21], _NL_ITEMS[21:]
    rows1, s1 = rows_for(p1)
    y = pg.table(40, 246, cols, rows1, sz=7.6, grid="h", pad=3.2, head_fill=(0.88, 0.93, 0.89))
    same(6526.10, s1)
    pg.fill(300, y + 6, 555, y + 22, LIGHT)
    pg.text(304, y + 17, "Transport naar pagina 2", "hebo", 8.5)
    pg.text(551, y + 17, "€ " + DE(s1), "hebo", 8.5, al="r")
    # page 2
    pg = pages[1]
    pg.text(40, 122, "FACTUUR 2025-10348 (vervolg)", "hebo", 11)
    pg.text(40, 136, "Van Rossem Bouwgroep B.V. - klantnummer 30872", "helv", 8, GREY)
    pg.fill(300, 150, 555, 166, LIGHT)
    pg.text(304, 161, "Transport van pagina 1", "hebo", 8.5)
    pg.text(551, 161, "€ " + DE(s1), "hebo", 8.5, al="r")
    rows2, s2 = rows_for(p2)
    y = pg.table(40, 176, cols, rows2, sz=7.6, grid="h", pad=3.2, head_fill=(0.88, 0.93, 0.89))
    goods = s1 + s2
    korting = r2(goods * D("0.03"))
    excl = goods - korting
    btw = r2(excl * D("0.21"))
    incl = excl + btw
    same(7989.90, goods)
    same(239.70, korting)
    same(7750.20, excl)
    same(1627.54, btw)
    same(9377.74, incl)
    y += 20
    tl = [
        ("Totaal artikelen", DE(goods), "helv"),
        ("Projectkorting 3%", "-" + DE(korting), "helv"),
        ("Totaal excl. BTW", DE(excl), "hebo"),
        ("BTW 21% over " + DE(excl), DE(btw), "helv"),
    ]
    for k, v, f in tl:
        pg.text(330, y, k, f, 9)
        pg.text(480, y, "€", f, 9)
        pg.text(555, y, v, f, 9, al="r")
        y += 14
    pg.line(330, y - 9, 555, y - 9, w=0.8)
    y += 4
    pg.text(330, y, "Totaal incl. BTW", "hebo", 10.5)
    pg.text(480, y, "€", "hebo", 10.5)
    pg.text(555, y, DE(incl), "hebo", 10.5, al="r")
    y += 34
    y = pg.para(
        40,
        y,
        515,
        "Wij verzoeken u het totaalbedrag uiterlijk 16 maart 2025 over te maken op IBAN NL31 RABO "
        "0316 8820 47 onder vermelding van het factuurnummer. Bij betaling binnen 8 dagen mag u 1% "
        "betalingskorting in mindering brengen.",
        "helv",
        8.5,
    )
    fields = {
        "invoice_number": F("2025-10348", 1, "Factuurnummer 2025-10348"),
        "invoice_date": F("2025-02-14", 1, "Factuurdatum 14-02-2025"),
        "due_date": F("2025-03-16", 1, "Vervaldatum 16-03-2025"),
        "vendor_name": F(
            "Brinkhorst Installatietechniek B.V.", 1, "Brinkhorst Installatietechniek B.V. Marsweg 61"
        ),
        "bill_to": F(
            "Van Rossem Bouwgroep B.V.", 1, "Van Rossem Bouwgroep B.V. t.a.v. crediteurenadministratie"
        ),
        "currency": F("EUR", 2, "Totaal incl. BTW € 9.377,74"),
        "subtotal": F(7750.20, 2, "Totaal excl. BTW € 7.750,20"),
        "tax": F(1627.54, 2, "BTW 21% over 7.750,20 € 1.627,54"),
        "total": F(9377.74, 2, "Totaal incl. BTW € 9.377,74"),
        "amount_due": NULL(),
    }
    sums = [
        SUM(
            "carried forward = brought forward",
            [(1, T("transport naar pagina 2", 6526.10, 1, "Transport naar pagina 2 € 6.526,10"))],
            T("transport van pagina 1", 6526.10, 2, "Transport van pagina 1 € 6.526,10"),
        ),
        SUM(
            "goods less project discount",
            [
                (1, T("totaal artikelen", 7989.90, 2, "Totaal artikelen € 7.989,90")),
                (-1, T("projectkorting", 239.70, 2, "Projectkorting 3% € -239,70")),
            ],
            "subtotal",
        ),
    ]
    notes = (
        "Dutch two-page factuur, German-style number format (7.750,20). Page 1 ends with 'Transport "
        "naar pagina 2' (a running page subtotal carried forward) and page 2 repeats it as 'Transport "
        "van pagina 1'; neither is the subtotal. Subtotal is 'Totaal excl. BTW' after the 3% project "
        "discount, on page 2 with the other totals. Order date, delivery date, our order number, "
        "customer PO and customer number are distractors. The delivery address (Bouwcombinatie De "
        "Eemhof v.o.f.) is the ship-to. The 1% prompt-payment discount is only offered, not applied. "
        "amount_due null: no separate balance or amount-due line is printed."
    )
    return pdf, fields, notes, sums


# ====================================================================== CH (QR-bill, rounding, credit)
@doc("b6_inv_ch_rechnung_qr", "invoice", "Gubler Haustechnik AG - Rechnung 25-0317")
def inv_ch():
    pdf = Pdf(A4)
    pg = pdf.new_page()
    red = (0.70, 0.10, 0.12)
    pg.rect(40, 40, 62, 62, w=0, c=None, fill=red)
    pg.rect(48.5, 44, 53.5, 58, w=0, c=None, fill=WHITE)
    pg.rect(44, 48.5, 58, 53.5, w=0, c=None, fill=WHITE)
    pg.text(70, 52, "Gubler Haustechnik AG", "hebo", 13)
    pg.text(70, 63, "Sanitär · Heizung · Lüftung", "helv", 8, GREY)
    pg.lines(
        400,
        46,
        ["Gubler Haustechnik AG", "Tösstalstrasse 88", "8400 Winterthur", "MWST CHE-108.774.215"],
        "helv",
        7.5,
        lead=9.2,
    )
    # address window (right-aligned window, Swiss style)
    pg.lines(
        330,
        128,
        [
            "Stiftung Alterszentrum Rosengarten",
            "Finanzen und Administration",
            "Rosengartenstrasse 12",
            "8406 Winterthur",
        ],
        "helv",
        9.5,
        lead=12,
    )
    pg.text(40, 212, "Winterthur, 6. März 2025", "helv", 9)
    pg.text(40, 236, "Rechnung Nr. 25-0317", "hebo", 13)
    info = [
        ("Kunden-Nr.", "10582"),
        ("Ihre Bestellung", "B-2024-771 vom 12.11.2024"),
        ("Unser Auftrag", "A-24-1932"),
        ("Objekt", "Umbau Pflegeabteilung 3. OG, Rosengartenstrasse 14"),
        ("Ausführung", "17.02.2025 bis 28.02.2025"),
    ]
    y = 254
    for k, v in info:
        pg.text(40, y, k, "helv", 8, GREY)
        pg.text(130, y, v, "helv", 8)
        y += 10.5
    items = [
        ("Monteur, Regie", "38.5", "Std.", "108.00", "0"),
        ("Hilfsmonteur, Regie", "24", "Std.", "86.00", "0"),
        ("Wand-WC-Element inkl. Spülkasten", "3", "Stk.", "418.00", "8"),
        ("Waschtisch-Unterbau mit Siphon", "3", "Stk.", "286.50", "8"),
        ("Thermostatische Duschmischer, Aufputz", "2", "Stk.", "612.00", "8"),
        ("Kleinmaterial, Befestigungen", "1", "pauschal", "245.00", "0"),
        ("Fahrzeugpauschale", "9", "Tage", "38.00", "0"),
    ]
    rows = [["Bezeichnung", "Menge", "Einheit", "Preis", "Rabatt", "Betrag CHF"]]
    net = Decimal(0)
    for txt, q, u, p, rb in items:
        amt = _line_net(q, p, rb)
        net += amt
        rows.append([txt, q, u, CH(D(p)), (rb + "%") if rb != "0" else "", CH(amt)])
    cols = [(205, "l"), (45, "r"), (55, "l"), (65, "r"), (50, "r"), (95, "r")]
    y = pg.table(40, y + 8, cols, rows, sz=8, grid="h", pad=3.6)
    mwst = r2(net * D("0.081"))
    incl = net + mwst
    gs = D("850.00")
    pre = incl - gs
    rounded = (pre * 20).quantize(Decimal(1)) / 20
    rnd = rounded - pre
    same(9879.50, net)
    same(800.24, mwst)
    same(10679.74, incl)
    same(9829.75, rounded)
    same(0.01, rnd)
    y += 14
    tl = [
        ("Total exkl. MWST", CH(net), "helv"),
        ("MWST 8.1%", CH(mwst), "helv"),
        ("Total inkl. MWST", CH(incl), "hebo"),
        ("abzüglich Gutschrift GS-25-0042 vom 20.02.2025", "-" + CH(gs), "helv"),
        ("Rundungsdifferenz", CH(rnd), "helv"),
    ]
    for k, v, f in tl:
        pg.text(250, y, k, f, 8.6)
        pg.text(555, y, v, f, 8.6, al="r")
        y += 13
    pg.line(250, y - 8, 555, y - 8, w=0.9)
    y += 3
    pg.text(250, y, "Zu bezahlen CHF", "hebo", 10)
    pg.text(555, y, CH(rounded), "hebo", 10, al="r")
    y += 22
    pg.para(
        40,
        y,
        515,
        "Zahlbar bis 5. April 2025 netto, ohne Abzug. Bitte verwenden Sie für die Zahlung den "
        "untenstehenden QR-Zahlteil. Besten Dank für den geschätzten Auftrag.",
        "helv",
        8.5,
    )
    # QR bill part (receipt + payment part)
    qy = 596
    pg.line(40, qy, 555, qy, w=0.5, dashes="[3 2] 0")
    pg.line(210, qy, 210, 830, w=0.5, dashes="[3 2] 0")
    pg.text(48, qy + 18, "Empfangsschein", "hebo", 10)
    pg.lines(
        48,
        qy + 36,
        [
            ("Konto / Zahlbar an", "hebo", 6.5),
            "CH44 3199 9123 0008 8901 2",
            "Gubler Haustechnik AG",
            "8400 Winterthur",
            "",
            ("Referenz", "hebo", 6.5),
            "21 00000 00003 13947 14300 09017",
            "",
            ("Zahlbar durch", "hebo", 6.5),
            "Stiftung Alterszentrum Rosengarten",
            "8406 Winterthur",
        ],
        "helv",
        7.5,
        lead=9.5,
    )
    pg.text(48, qy + 170, "Währung", "hebo", 6.5)
    pg.text(95, qy + 170, "Betrag", "hebo", 6.5)
    pg.text(48, qy + 181, "CHF", "helv", 8)
    pg.text(95, qy + 181, CH(rounded).replace("'", " "), "helv", 8)
    pg.text(220, qy + 18, "Zahlteil", "hebo", 10)
    pg.rect(222, qy + 32, 352, qy + 162, w=0.6)
    for i in range(13):
        for j in range(13):
            if (i * 7 + j * 3 + i * j) % 5 < 2:
                pg.fill(227 + i * 9.5, qy + 37 + j * 9.5, 235 + i * 9.5, qy + 45 + j * 9.5, (0, 0, 0))
    pg.text(222, qy + 180, "Währung", "hebo", 6.5)
    pg.text(270, qy + 180, "Betrag", "hebo", 6.5)
    pg.text(222, qy + 191, "CHF", "helv", 8)
    pg.text(270, qy + 191, CH(rounded).replace("'", " "), "helv", 8)
    pg.lines(
        370,
        qy + 36,
        [
            ("Konto / Zahlbar an", "hebo", 6.5),
            "CH44 3199 9123 0008 8901 2",
            "Gubler Haustechnik AG",
            "Tösstalstrasse 88",
            "8400 Winterthur",
            "",
            ("Referenz", "hebo", 6.5),
            "21 00000 00003 13947 14300 09017",
            "",
            ("Zusätzliche Informationen", "hebo", 6.5),
            "Rechnung 25-0317",
            "",
            ("Zahlbar durch", "hebo", 6.5),
            "Stiftung Alterszentrum Rosengarten",
            "Rosengartenstrasse 12",
            "8406 Winterthur",
        ],
        "helv",
        7.5,
        lead=9.5,
    )
    fields = {
        "invoice_number": F("25-0317", 1, "Rechnung Nr. 25-0317"),
        "invoice_date": F("2025-03-06", 1, "Winterthur, 6. März 2025"),
        "due_date": F("2025-04-05", 1, "Zahlbar bis 5. April 2025 netto"),
        "vendor_name": F("Gubler Haustechnik AG", 1, "Gubler Haustechnik AG Sanitär · Heizung · Lüftung"),
        "bill_to": F(
            "Stiftung Alterszentrum Rosengarten",
            1,
            "Stiftung Alterszentrum Rosengarten Finanzen und Administration",
        ),
        "currency": F("CHF", 1, "Zu bezahlen CHF 9'829.75"),
        "subtotal": F(9879.50, 1, "Total exkl. MWST 9'879.50"),
        "tax": F(800.24, 1, "MWST 8.1% 800.24"),
        "total": F(10679.74, 1, "Total inkl. MWST 10'679.74"),
        "amount_due": F(9829.75, 1, "Zu bezahlen CHF 9'829.75"),
    }
    sums = [
        SUM(
            "credit note and 5-Rappen rounding",
            [
                (1, "total"),
                (-1, T("Gutschrift", 850.00, 1, "abzüglich Gutschrift GS-25-0042 vom 20.02.2025 -850.00")),
                (1, T("Rundungsdifferenz", 0.01, 1, "Rundungsdifferenz 0.01")),
            ],
            "amount_due",
        ),
        SUM(
            "QR receipt amount",
            [(1, "amount_due")],
            T("Betrag (Empfangsschein)", 9829.75, 1, "CHF 9 829.75"),
        ),
    ]
    notes = (
        "Swiss invoice with apostrophe thousands separator (9'879.50) and a QR-bill payment slip whose "
        "amount uses a space separator. MWST 8.1%; material lines carry an 8% discount inside the line "
        "amounts, so 'Total exkl. MWST' is the subtotal after discounts. A credit note and a 5-Rappen "
        "rounding difference make 'Zu bezahlen' lower than 'Total inkl. MWST'. Invoice date is the "
        "place-and-date line; order date 12.11.2024, work period and credit-note date are distractors. "
        "The Objekt address is the job site, not the bill-to."
    )
    return pdf, fields, notes, sums


# ====================================================================== SE (two VAT rates, öresavrundning)
@doc("b6_inv_se_faktura", "invoice", "Norrvikens Tryckeri AB - Faktura 70412")
def inv_se():
    pdf = Pdf(A4)
    pg = pdf.new_page()
    navy = (0.10, 0.16, 0.36)
    pg.text(40, 58, "Norrvikens Tryckeri", "tibo", 20, navy)
    pg.text(40, 72, "Offset · Digitaltryck · Bokbinderi", "helv", 8, GREY)
    pg.text(555, 58, "FAKTURA", "hebo", 16, navy, al="r")
    # header grid: two columns of label/value boxes
    grid = [
        [("Fakturanr", "70412"), ("Fakturadatum", "2025-01-24")],
        [("Kundnr", "2291"), ("Förfallodatum", "2025-02-23")],
        [("Ordernr", "5518"), ("Orderdatum", "2025-01-08")],
        [("Er referens", ""), ("Leveransdatum", "2025-01-20")],
        [("Vår referens", "Jonas Ek"), ("Betalningsvillkor", "30 dagar netto")],
    ]
    y = 90
    for row in grid:
        x = 300
        for cap, val in row:
            pg.labelled_box(x, y, x + 127.5, y + 22, cap, val, csz=5.8, vsz=8.5)
            x += 127.5
        y += 22
    pg.text(40, 104, "Fakturaadress", "hebo", 7, GREY)
    pg.lines(
        40,
        117,
        ["Lindqvist & Saarinen Arkitekter AB", "Att: Maja Holm", "Box 4417", "102 69 Stockholm"],
        "helv",
        9.5,
        lead=12,
    )
    pg.text(40, 178, "Leveransadress", "hebo", 7, GREY)
    pg.lines(
        40,
        190,
        ["Arkitekturgalleriet Skeppsholmen", "Utställning vår 2025, lastkaj 2", "111 49 Stockholm"],
        "helv",
        8.5,
        lead=10.5,
    )
    items = [
        ("Utställningskatalog 96 s., 4+4, limbunden", "600", "st", "48.50", "6"),
        ("Vikt inbjudningskort A5, 350 g", "1200", "st", "3.85", "25"),
        ("Affisch 50x70 cm, 170 g bestruket", "150", "st", "22.00", "25"),
        ("Vepa 300x120 cm med maljer", "2", "st", "1460.00", "25"),
        ("Original och repro, timmar", "6.5", "tim", "780.00", "25"),
        ("Frakt Stockholm, budbil", "1", "st", "895.00", "25"),
    ]
    rows = [["Benämning", "Antal", "Enh", "À-pris", "Moms %", "Belopp"]]
    b25 = Decimal(0)
    b6 = Decimal(0)
    for txt, q, u, p, m in items:
        amt = r2(D(q) * D(p))
        if m == "25":
            b25 += amt
        else:
            b6 += amt
        rows.append([txt, FR(D(q), 0) if "." not in q else q.replace(".", ","), u, FR(D(p)), m, FR(amt)])
    cols = [(235, "l"), (50, "r"), (36, "l"), (68, "r"), (50, "r"), (76, "r")]
    y = pg.table(40, 240, cols, rows, sz=8.2, grid="h", pad=4, head_fill=(0.88, 0.90, 0.95))
    net = b25 + b6
    m25 = r2(b25 * D("0.25"))
    m6 = r2(b6 * D("0.06"))
    moms = m25 + m6
    incl = net + moms
    pay = incl.quantize(Decimal(1))
    ore = pay - incl
    same(45905.00, net)
    same(5947.25, moms)
    same(51852.25, incl)
    same(51852.00, pay)
    same(-0.25, ore)
    y += 16
    tl = [
        ("Summa exkl. moms", FR(net)),
        ("Moms 25 % på " + FR(b25), FR(m25)),
        ("Moms 6 % på " + FR(b6), FR(m6)),
        ("Summa moms", FR(moms)),
        ("Totalt inkl. moms", FR(incl)),
        ("Öresavrundning", FR(ore)),
    ]
    for k, v in tl:
        pg.text(300, y, k, "helv", 8.8)
        pg.text(555, y, v, "helv", 8.8, al="r")
        y += 13.5
    pg.fill(300, y - 6, 555, y + 12, (0.88, 0.90, 0.95))
    pg.text(304, y + 6, "Att betala SEK", "hebo", 10.5, navy)
    pg.text(551, y + 6, FR(pay), "hebo", 10.5, navy, al="r")
    y += 40
    pg.para(
        40,
        y,
        515,
        "Betala till bankgiro 5512-0874 och ange OCR-nummer 7041222915. Vid betalning efter "
        "förfallodagen debiteras dröjsmålsränta enligt räntelagen samt påminnelseavgift 60 kr.",
        "helv",
        8.2,
    )
    pg.line(40, 790, 555, 790, w=0.4, c=GREY)
    pg.lines(
        40,
        800,
        ["Norrvikens Tryckeri AB", "Industrigatan 7, 602 23 Norrköping"],
        "helv",
        6.8,
        lead=8.5,
        c=GREY,
    )
    pg.lines(230, 800, ["Org.nr 556218-4471", "Momsreg.nr SE556218447101"], "helv", 6.8, lead=8.5, c=GREY)
    pg.lines(400, 800, ["Bankgiro 5512-0874", "Godkänd för F-skatt"], "helv", 6.8, lead=8.5, c=GREY)
    fields = {
        "invoice_number": F("70412", 1, "Fakturanr 70412"),
        "invoice_date": F("2025-01-24", 1, "Fakturadatum 2025-01-24"),
        "due_date": F("2025-02-23", 1, "Förfallodatum 2025-02-23"),
        "vendor_name": F("Norrvikens Tryckeri AB", 1, "Norrvikens Tryckeri AB Industrigatan 7"),
        "bill_to": F(
            "Lindqvist & Saarinen Arkitekter AB", 1, "Lindqvist & Saarinen Arkitekter AB Att: Maja Holm"
        ),
        "currency": F("SEK", 1, "Att betala SEK"),
        "subtotal": F(45905.00, 1, "Summa exkl. moms 45 905,00"),
        "tax": F(5947.25, 1, "Summa moms 5 947,25"),
        "total": F(51852.25, 1, "Totalt inkl. moms 51 852,25"),
        "amount_due": F(51852.00, 1, "Att betala SEK 51 852,00"),
    }
    sums = [
        SUM(
            "VAT by rate",
            [
                (1, T("moms 25 %", 4201.25, 1, "Moms 25 % på 16 805,00 4 201,25")),
                (1, T("moms 6 %", 1746.00, 1, "Moms 6 % på 29 100,00 1 746,00")),
            ],
            "tax",
        ),
        SUM(
            "öresavrundning",
            [(1, "total"), (1, T("öresavrundning", -0.25, 1, "Öresavrundning -0,25"))],
            "amount_due",
        ),
    ]
    notes = (
        "Swedish faktura with ISO dates, space thousands separator and decimal comma. Two VAT rates "
        "(25 % and 6 % for printed books); 'Summa moms' is the tax. 'Totalt inkl. moms' is the total; "
        "the öre rounding makes 'Att betala' differ from it, so amount_due is labelled separately. "
        "'Er referens' is printed with no value. Order date, delivery date and the reminder fee of "
        "60 kr are distractors; the delivery address (Arkitekturgalleriet) is the ship-to and "
        "'Att: Maja Holm' is the contact at the billed company."
    )
    return pdf, fields, notes, sums


# ====================================================================== AU (GST-inclusive, rate only, deposit)
@doc("b6_inv_au_gst_inclusive", "invoice", "Coastline Solar & Electrical Pty Ltd - Tax Invoice INV-008731")
def inv_au():
    pdf = Pdf(A4)
    pg = pdf.new_page()
    sun = (0.93, 0.55, 0.05)
    dark = (0.10, 0.20, 0.30)
    pg.fill(0, 0, 595, 92, dark)
    pg.circle(62, 46, 18, c=sun, fill=sun)
    pg.text(92, 42, "COASTLINE", "hebo", 18, WHITE)
    pg.text(92, 58, "SOLAR & ELECTRICAL", "helv", 10, sun)
    pg.lines(
        555,
        30,
        [
            "Coastline Solar & Electrical Pty Ltd",
            "ABN 61 604 118 925",
            "Unit 3, 27 Enterprise Cct",
            "Caloundra West QLD 4551",
            "Electrical Contractor Lic. 84217",
        ],
        "helv",
        7.2,
        lead=9,
        c=WHITE,
        al="r",
    )
    pg.text(40, 126, "TAX INVOICE", "hebo", 17, dark)
    pg.text(
        40,
        140,
        "All amounts are in Australian dollars (AUD). All prices include GST at 10%.",
        "helv",
        7.8,
        GREY,
    )
    pg.text(40, 166, "BILL TO", "hebo", 7.5, GREY)
    pg.lines(40, 179, ["Ms Harriet Okonkwo-Reid", "PO Box 1290", "Maleny QLD 4552"], "helv", 9.5, lead=12)
    pg.text(210, 166, "INSTALLATION SITE", "hebo", 7.5, GREY)
    pg.lines(
        210, 179, ["Okonkwo-Reid Holiday Cabins", "48 Witta Road", "Witta QLD 4552"], "helv", 9.5, lead=12
    )
    meta = [
        ("Invoice No.", "INV-008731"),
        ("Invoice Date", "03/04/2025"),
        ("Due Date", "17/04/2025"),
        ("Quote Ref.", "Q-2291 (12/02/2025)"),
        ("Installed", "28/03/2025"),
        ("Customer ID", "CUS-1874"),
    ]
    y = 166
    for k, v in meta:
        pg.text(400, y, k, "hebo", 8)
        pg.text(470, y, v, "helv", 8)
        y += 11.5
    items = [
        ("6.6 kW solar PV system: 15 x 440 W panels, mounting, DC isolators", "1", "9850.00"),
        ("5 kW hybrid inverter with backup gateway", "1", "3290.00"),
        ("10.2 kWh lithium battery module, wall-mounted", "1", "8940.00"),
        ("Switchboard upgrade and new RCBOs (6)", "1", "1480.00"),
        ("Grid connection application and metering change", "1", "295.00"),
    ]
    rows = [["Description", "Qty", "Unit price (inc. GST)", "Amount (inc. GST)"]]
    gross = Decimal(0)
    for txt, q, p in items:
        amt = r2(D(q) * D(p))
        gross += amt
        rows.append([txt, q, "$" + US(D(p)), "$" + US(amt)])
    cols = [(285, "l"), (35, "r"), (100, "r"), (95, "r")]
    y = pg.table(40, 250, cols, rows, sz=8.3, grid="h", pad=4.5, head_fill=(0.90, 0.93, 0.96))
    stc = D("3420.00")
    total = gross - stc
    dep = D("6000.00")
    bal = total - dep
    same(23855.00, gross)
    same(20435.00, total)
    same(14435.00, bal)
    y += 16
    tl = [
        ("Sub-total of items (inc. GST)", "$" + US(gross), "helv"),
        ("Less STC point-of-sale discount (38 certificates)", "-$" + US(stc), "helv"),
        ("TOTAL (inc. GST)", "$" + US(total), "hebo"),
        ("Less deposit paid 12/02/2025", "-$" + US(dep), "helv"),
    ]
    for k, v, f in tl:
        pg.text(260, y, k, f, 8.6)
        pg.text(555, y, v, f, 8.6, al="r")
        y += 14
    pg.fill(260, y - 7, 555, y + 11, sun)
    pg.text(264, y + 6, "BALANCE DUE", "hebo", 10.5, WHITE)
    pg.text(551, y + 6, "$" + US(bal), "hebo", 10.5, WHITE, al="r")
    y += 26
    pg.text(260, y, "The total includes GST.", "helv", 8, GREY)
    y += 30
    pg.text(40, y, "HOW TO PAY", "hebo", 8, dark)
    pg.lines(
        40,
        y + 13,
        [
            "EFT: Coastline Solar & Electrical Pty Ltd  BSB 084-512  Account 71 904 6632",
            "Reference: INV-008731. Card payments incur a 1.2% surcharge.",
            "Payment terms: 14 days from invoice date.",
        ],
        "helv",
        8.3,
        lead=11,
    )
    pg.para(
        40,
        y + 60,
        515,
        "Warranty: panels 25 years product, inverter 10 years, battery 10 years or 37.7 MWh throughput. "
        "Small-scale technology certificates (STCs) have been assigned to Coastline Solar & Electrical "
        "Pty Ltd and their value deducted above.",
        "helv",
        7.6,
        c=GREY,
    )
    fields = {
        "invoice_number": F("INV-008731", 1, "Invoice No. INV-008731"),
        "invoice_date": F("2025-04-03", 1, "Invoice Date 03/04/2025"),
        "due_date": F("2025-04-17", 1, "Due Date 17/04/2025"),
        "vendor_name": F(
            "Coastline Solar & Electrical Pty Ltd",
            1,
            "Coastline Solar & Electrical Pty Ltd ABN 61 604 118 925",
        ),
        "bill_to": F("Harriet Okonkwo-Reid", 1, "BILL TO Ms Harriet Okonkwo-Reid"),
        "currency": F("AUD", 1, "All amounts are in Australian dollars (AUD)."),
        "subtotal": NULL(),
        "tax": NULL(),
        "total": F(20435.00, 1, "TOTAL (inc. GST) $20,435.00"),
        "amount_due": F(14435.00, 1, "BALANCE DUE $14,435.00"),
    }
    sums = [
        SUM(
            "items less STC discount",
            [
                (
                    1,
                    T("sub-total of items inc. GST", 23855.00, 1, "Sub-total of items (inc. GST) $23,855.00"),
                ),
                (
                    -1,
                    T(
                        "STC discount",
                        3420.00,
                        1,
                        "Less STC point-of-sale discount (38 certificates) -$3,420.00",
                    ),
                ),
            ],
            "total",
        ),
        SUM(
            "deposit",
            [(1, "total"), (-1, T("deposit", 6000.00, 1, "Less deposit paid 12/02/2025 -$6,000.00"))],
            "amount_due",
        ),
    ]
    notes = (
        "Australian GST-inclusive tax invoice: dates are DD/MM/YYYY (03/04/2025 is 3 April). GST is "
        "printed only as a rate ('include GST at 10%', 'The total includes GST') with no amount, so tax "
        "is null; no pre-tax total is printed either ('Sub-total of items (inc. GST)' includes GST), so "
        "subtotal is null. Currency is AUD although amounts show a bare '$'. An STC point-of-sale "
        "discount reduces the total, and a deposit makes BALANCE DUE lower than TOTAL. The customer is a "
        "person; the installation site (holiday cabins) is not the bill-to. Quote and installation dates "
        "are distractors."
    )
    return pdf, fields, notes, sums


# ====================================================================== US two-page distributor
_US_ITEMS = [
    ("HYD-4411", 'Hydraulic hose 1/2" 2-wire, per ft', "250", "FT", "3.18"),
    ("HYD-4413", 'Hydraulic hose 3/4" 2-wire, per ft', "120", "FT", "4.62"),
    ("FTG-0808M", 'JIC male swivel 1/2" crimp fitting', "80", "EA", "6.45"),
    ("FTG-1212M", 'JIC male swivel 3/4" crimp fitting', "40", "EA", "9.80"),
    ("FTG-0808F", 'JIC female swivel 1/2" crimp fitting', "80", "EA", "7.15"),
    ("FTG-1212F", 'JIC female swivel 3/4" crimp fitting', "40", "EA", "10.95"),
    ("FER-08", 'Ferrule, 1/2" 2-wire', "160", "EA", "1.12"),
    ("FER-12", 'Ferrule, 3/4" 2-wire', "80", "EA", "1.64"),
    ("CYL-3520", 'Tie-rod cylinder 3-1/2" bore x 20" stroke', "4", "EA", "486.00"),
    ("CYL-SK35", 'Seal kit for 3-1/2" bore cylinder', "8", "EA", "42.75"),
    ("VLV-D05", "Directional valve D05, 24 VDC, tandem center", "6", "EA", "318.40"),
    ("VLV-SUB5", "D05 subplate, side ports SAE-10", "6", "EA", "96.20"),
    ("PMP-G16", "Gear pump 16 cc/rev, SAE A 2-bolt", "2", "EA", "612.00"),
    ("FLT-R10", "Return filter element 10 micron", "24", "EA", "28.35"),
    ("FLT-S25", "Suction strainer 25 GPM", "6", "EA", "44.10"),
    ("GAU-3000", "Pressure gauge 0-3000 PSI, glycerin filled", "10", "EA", "23.90"),
    ("QDC-08", 'Quick disconnect coupler set 1/2"', "12", "EA", "38.60"),
    ("ADP-0806", 'Adapter 1/2" JIC x 3/8" NPT', "50", "EA", "3.95"),
    ("ADP-1208", 'Adapter 3/4" JIC x 1/2" NPT', "30", "EA", "5.70"),
    ("ORB-PLUG", "O-ring boss plug assortment", "2", "KIT", "74.50"),
    ("TUB-0635", 'Steel tubing 3/8" x .035 wall, 20 ft', "10", "STK", "41.80"),
    ("TUB-0849", 'Steel tubing 1/2" x .049 wall, 20 ft', "10", "STK", "58.25"),
    ("CLP-TW08", 'Twin tube clamp 1/2"', "40", "EA", "4.35"),
    ("OIL-AW46", "AW46 hydraulic oil, 55 gal drum", "3", "DR", "689.00"),
    ("ACC-BL1", "Bladder accumulator 1 gal, 3000 PSI", "1", "EA", "742.00"),
    ("MAN-4ST", "4-station valve manifold, D05", "1", "EA", "388.00"),
    ("SOL-COIL", "Replacement solenoid coil 24 VDC", "6", "EA", "57.40"),
    ("HOS-GRD", 'Spiral hose guard, 1" ID, per ft', "60", "FT", "1.95"),
]


@doc("b6_inv_us_two_page", "invoice", "Pemberton Fluid Power Supply, Inc. - Invoice 0458813")
def inv_us2():
    pdf = Pdf(LETTER)
    pages = [pdf.new_page(), pdf.new_page()]
    blue = (0.05, 0.22, 0.50)

    def head(pg, n):
        pg.text(40, 52, "PEMBERTON", "hebo", 20, blue)
        pg.text(40, 66, "FLUID POWER SUPPLY, INC.", "hebo", 8.5, blue)
        pg.lines(
            40,
            80,
            ["8120 Clinton Drive, Houston, TX 77029", "(713) 555-0148 | ar@pembertonfluid.example"],
            "helv",
            7.5,
            lead=9.5,
        )
        pg.rect(400, 36, 572, 92, w=0.8)
        pg.text(486, 52, "INVOICE", "hebo", 14, blue, al="c")
        pg.text(406, 68, "Invoice No.", "helv", 8)
        pg.text(566, 68, "0458813", "hebo", 8.5, al="r")
        pg.text(406, 82, "Page", "helv", 8)
        pg.text(566, 82, f"{n} of 2", "helv", 8.5, al="r")

    for i, pg in enumerate(pages, 1):
        head(pg, i)
    pg = pages[0]
    pg.rect(40, 104, 300, 168, w=0.6)
    pg.text(45, 114, "BILL TO", "hebo", 7, GREY)
    pg.lines(
        45,
        126,
        ["Gulf Meridian Fabricators LLC", "Attn: Accounts Payable", "P.O. Box 24418", "Pasadena, TX 77502"],
        "helv",
        8.6,
        lead=10.5,
    )
    pg.rect(312, 104, 572, 168, w=0.6)
    pg.text(317, 114, "SHIP TO", "hebo", 7, GREY)
    pg.lines(
        317,
        126,
        [
            "Brazos Lift & Rigging Co.",
            "c/o Gulf Meridian - Yard 3",
            "2260 Red Bluff Road",
            "Seabrook, TX 77586",
        ],
        "helv",
        8.6,
        lead=10.5,
    )
    hdr = [
        "Customer No.",
        "Customer PO",
        "Sales Order",
        "Order Date",
        "Ship Date",
        "Ship Via",
        "Terms",
        "Invoice Date",
        "Due Date",
    ]
    val = [
        "GM0471",
        "GMF-PO-31562",
        "77-20914",
        "02/18/2025",
        "02/24/2025",
        "Our truck",
        "Net 45",
        "02/25/2025",
        "04/11/2025",
    ]
    cols = [
        (54, "c"),
        (64, "c"),
        (52, "c"),
        (54, "c"),
        (54, "c"),
        (52, "c"),
        (40, "c"),
        (58, "c"),
        (104, "c"),
    ]
    pg.table(40, 178, cols, [hdr, val], sz=7, head_fill=(0.86, 0.90, 0.96), pad=3)
    icols = [(64, "l"), (226, "l"), (46, "r"), (32, "c"), (60, "r"), (104, "r")]
    ihdr = ["Item", "Description", "Qty Ship", "U/M", "Unit Price", "Extension"]

    def rows_for(items):
        out = [ihdr]
        s = Decimal(0)
        for it, txt, q, u, p in items:
            amt = r2(D(q) * D(p))
            s += amt
            out.append([it, txt, q, u, US(D(p)), US(amt)])
        return out, s

    r1, s1 = rows_for(_US_ITEMS[:20])
    y = pg.table(
        40,
        218,
        icols,
        r1,
        sz=7.6,
        grid="outer",
        pad=3.4,
        head_fill=(0.86, 0.90, 0.96),
        zebra=(0.96, 0.97, 0.99),
    )
    same(11740.10, s1)
    pg.rect(312, y + 6, 572, y + 24, w=0.6, fill=LIGHT)
    pg.text(318, y + 18, "Page 1 Subtotal - Carried Forward", "hebo", 8)
    pg.text(566, y + 18, US(s1), "hebo", 8.5, al="r")
    pg.text(40, 760, "Continued on page 2", "heit", 8, GREY)
    # page 2
    pg = pages[1]
    pg.text(
        40,
        118,
        "Bill To: Gulf Meridian Fabricators LLC    Customer PO: GMF-PO-31562    Invoice Date: 02/25/2025",
        "helv",
        7.8,
    )
    pg.rect(312, 128, 572, 146, w=0.6, fill=LIGHT)
    pg.text(318, 140, "Brought Forward from Page 1", "hebo", 8)
    pg.text(566, 140, US(s1), "hebo", 8.5, al="r")
    r2_, s2 = rows_for(_US_ITEMS[20:])
    y = pg.table(
        40,
        156,
        icols,
        r2_,
        sz=7.6,
        grid="outer",
        pad=3.4,
        head_fill=(0.86, 0.90, 0.96),
        zebra=(0.96, 0.97, 0.99),
    )
    merch = s1 + s2
    freight = D("185.00")
    sub = merch + freight
    tax = r2(sub * D("0.0825"))
    tot = sub + tax
    prepay = D("5000.00")
    bal = tot - prepay
    same(16573.00, merch)
    same(16758.00, sub)
    same(1382.54, tax)
    same(18140.54, tot)
    same(13140.54, bal)
    y += 16
    tl = [
        ("Merchandise Total", US(merch), "helv"),
        ("Freight", US(freight), "helv"),
        ("Subtotal", US(sub), "helv"),
        ("Sales Tax (8.25%)", US(tax), "helv"),
        ("Invoice Total", US(tot), "hebo"),
        ("Less: Prepayment rec'd 02/18/2025", "(" + US(prepay) + ")", "helv"),
    ]
    for k, v, f in tl:
        pg.text(330, y, k, f, 8.4)
        pg.text(566, y, v, f, 8.4, al="r")
        y += 13.5
    pg.rect(330, y - 6, 572, y + 12, w=1, fill=(0.86, 0.90, 0.96))
    pg.text(336, y + 7, "BALANCE DUE  USD", "hebo", 10)
    pg.text(566, y + 7, "$" + US(bal), "hebo", 10, al="r")
    y += 40
    pg.para(
        40,
        y,
        532,
        "Terms Net 45 days. A service charge of 1.5% per month will be applied to past-due balances. "
        "Prepayment reference CC-88412 (card authorization). Returns require an RMA and are subject to a 20% restocking fee. Remit to: Pemberton Fluid "
        "Power Supply, Inc., Dept. 4471, P.O. Box 660019, Dallas, TX 75266.",
        "helv",
        7.8,
    )
    fields = {
        "invoice_number": F("0458813", 1, "Invoice No. 0458813"),
        "invoice_date": F("2025-02-25", 2, "Invoice Date: 02/25/2025"),
        "due_date": F("2025-04-11", 1, "Net 45 02/25/2025 04/11/2025"),
        "vendor_name": F(
            "Pemberton Fluid Power Supply, Inc.", 2, "Remit to: Pemberton Fluid Power Supply, Inc."
        ),
        "bill_to": F("Gulf Meridian Fabricators LLC", 1, "BILL TO Gulf Meridian Fabricators LLC"),
        "currency": F("USD", 2, "BALANCE DUE USD"),
        "subtotal": F(16758.00, 2, "Subtotal 16,758.00"),
        "tax": F(1382.54, 2, "Sales Tax (8.25%) 1,382.54"),
        "total": F(18140.54, 2, "Invoice Total 18,140.54"),
        "amount_due": F(13140.54, 2, "BALANCE DUE USD $13,140.54"),
    }
    sums = [
        SUM(
            "page subtotal carried forward",
            [(1, T("page 1 subtotal", 11740.10, 1, "Page 1 Subtotal - Carried Forward 11,740.10"))],
            T("brought forward", 11740.10, 2, "Brought Forward from Page 1 11,740.10"),
        ),
        SUM(
            "merchandise plus freight",
            [
                (1, T("merchandise total", 16573.00, 2, "Merchandise Total 16,573.00")),
                (1, T("freight", 185.00, 2, "Freight 185.00")),
            ],
            "subtotal",
        ),
        SUM(
            "prepayment",
            [(1, "total"), (-1, T("prepayment", 5000.00, 2, "Less: Prepayment rec'd 02/18/2025 (5,000.00)"))],
            "amount_due",
        ),
    ]
    notes = (
        "Two-page US distributor invoice. Page 1 ends with 'Page 1 Subtotal - Carried Forward' and page 2 "
        "starts with 'Brought Forward from Page 1'; neither is the subtotal. Subtotal is merchandise plus "
        "freight (freight is taxable here), sales tax 8.25% is printed as an amount, and a prepayment "
        "makes BALANCE DUE lower than Invoice Total. Header row has five dates (order, ship, invoice, "
        "due) and several references (customer no., customer PO, sales order); invoice and due dates come "
        "from that row. Ship To (Brazos Lift & Rigging Co.) is not the bill-to."
    )
    return pdf, fields, notes, sums


# ====================================================================== US form invoice, tax rate only, blanks
@doc("b6_inv_us_rate_only_blanks", "invoice", "Whitford Piano Restoration - Invoice 2318")
def inv_us_rate():
    pdf = Pdf(LETTER)
    pg = pdf.new_page()
    brown = (0.36, 0.20, 0.10)
    pg.text(306, 54, "Whitford Piano Restoration", "tibi", 20, brown, al="c")
    pg.text(306, 70, "Tuning · Regulation · Rebuilding · Refinishing", "tiro", 9.5, GREY, al="c")
    pg.text(306, 83, "41 Old Mill Lane, Chester, CT 06412  ·  (860) 555-0193", "tiro", 8.5, al="c")
    pg.line(60, 92, 552, 92, w=1.2, c=brown)
    # form boxes
    pg.labelled_box(60, 104, 300, 128, "INVOICE #", "2318", vsz=10)
    pg.labelled_box(300, 104, 426, 128, "DATE", "Nov. 14, 2024", vsz=10)
    pg.labelled_box(426, 104, 552, 128, "DUE DATE", None)
    pg.labelled_box(60, 128, 300, 188, "CUSTOMER", None)
    pg.lines(64, 150, ["Eleanor Vasquez-Hart", "17 Ferry Road", "Old Lyme, CT 06371"], "helv", 9, lead=11)
    pg.labelled_box(300, 128, 552, 188, "INSTRUMENT / JOB", None)
    pg.lines(
        304,
        150,
        ["1926 Steinway Model M grand, serial 238xxx", "Job # WPR-24-061", "Work order signed 09/03/2024"],
        "helv",
        8.5,
        lead=11,
    )
    items = [
        ("Restring with new bass strings (custom wound)", "1", "1850.00"),
        ("New hammers and shanks, hang and voice", "1", "1420.00"),
        ("Full action regulation", "1", "680.00"),
        ("Key bushings replaced (88 keys)", "88", "4.50"),
        ("Pickup and return delivery, ground floor", "2", "175.00"),
    ]
    rows = [["DESCRIPTION", "QTY", "RATE", "AMOUNT"]]
    sub = Decimal(0)
    for txt, q, p in items:
        amt = r2(D(q) * D(p))
        sub += amt
        rows.append([txt, q, US(D(p)), US(amt)])
    for _ in range(4):
        rows.append(["", "", "", ""])
    cols = [(290, "l"), (50, "r"), (70, "r"), (82, "r")]
    y = pg.table(60, 200, cols, rows, sz=8.8, pad=4.5, head_fill=(0.93, 0.89, 0.84), min_h=19)
    tax = r2(sub * D("0.0635"))
    total = sub + tax
    same(4696.00, sub)
    same(4994.20, total)
    boxes = [
        ("SUBTOTAL", "$" + US(sub)),
        ("SALES TAX RATE", "6.35%"),
        ("TOTAL", "$" + US(total)),
        ("PAYMENTS / CREDITS", ""),
        ("BALANCE DUE", ""),
    ]
    by = y
    for k, v in boxes:
        pg.rect(410, by, 552, by + 20, w=0.5)
        pg.text(414, by + 13, k, "hebo" if k in ("TOTAL", "BALANCE DUE") else "helv", 7.5)
        if v:
            pg.text(548, by + 13.5, v, "hebo" if k == "TOTAL" else "helv", 9, al="r")
        by += 20
    pg.para(
        60,
        y + 16,
        330,
        "Thank you! The instrument was returned and tuned on 11/08/2024. Tuning stability "
        "follow-up visit within 60 days is included at no charge.",
        "tiro",
        9,
    )
    pg.para(60, y + 66, 330, "Please make checks payable to Whitford Piano Restoration.", "tiro", 9)
    pg.text(60, by + 40, "Customer signature: ________________________________", "tiro", 9)
    fields = {
        "invoice_number": F("2318", 1, "INVOICE # 2318"),
        "invoice_date": F("2024-11-14", 1, "DATE Nov. 14, 2024"),
        "due_date": NULL(),
        "vendor_name": F(
            "Whitford Piano Restoration", 1, "Please make checks payable to Whitford Piano Restoration."
        ),
        "bill_to": F("Eleanor Vasquez-Hart", 1, "Eleanor Vasquez-Hart 17 Ferry Road"),
        "currency": F("USD", 1, "TOTAL $4,994.20"),
        "subtotal": F(4696.00, 1, "SUBTOTAL $4,696.00"),
        "tax": NULL(),
        "total": F(4994.20, 1, "TOTAL $4,994.20"),
        "amount_due": NULL(),
    }
    sums = [
        SUM(
            "line items",
            [
                (
                    1,
                    T(
                        "restring",
                        1850.00,
                        1,
                        "Restring with new bass strings (custom wound) 1 1,850.00 1,850.00",
                    ),
                ),
                (
                    1,
                    T(
                        "hammers and shanks",
                        1420.00,
                        1,
                        "New hammers and shanks, hang and voice 1 1,420.00 1,420.00",
                    ),
                ),
                (1, T("regulation", 680.00, 1, "Full action regulation 1 680.00 680.00")),
                (1, T("key bushings", 396.00, 1, "Key bushings replaced (88 keys) 88 4.50 396.00")),
                (1, T("delivery", 350.00, 1, "Pickup and return delivery, ground floor 2 175.00 350.00")),
            ],
            "subtotal",
        ),
    ]
    notes = (
        "Handwritten-style form invoice from a one-person business. Sales tax is printed ONLY as a rate "
        "(6.35%) with no amount, so tax is null although TOTAL includes it. The DUE DATE box and the "
        "PAYMENTS / CREDITS and BALANCE DUE boxes are printed with no value, so due_date and amount_due "
        "are null. The customer is a person. The work-order date and the return/tuning date are "
        "distractors. Currency: bare '$' with a US address means USD."
    )
    return pdf, fields, notes, sums


# ====================================================================== UK (ordinal dates, credit note, payment on account)
@doc("b6_inv_uk_credit_on_account", "invoice", "Ashby Marlow Catering Ltd - Invoice AMC-INV-30571")
def inv_uk():
    pdf = Pdf(A4)
    pg = pdf.new_page()
    plum = (0.38, 0.12, 0.32)
    pg.text(40, 60, "Ashby Marlow", "tibi", 24, plum)
    pg.text(42, 75, "CATERING  ·  EVENTS  ·  VENUES", "helv", 7.5, GREY)
    pg.lines(
        555,
        44,
        [
            "Ashby Marlow Catering Ltd",
            "Unit 9, Troon Way Business Centre",
            "Leicester LE4 9HA",
            "VAT Reg. No. GB 318 4472 06",
            "Company No. 08817342",
        ],
        "helv",
        7.5,
        lead=9.5,
        al="r",
    )
    pg.text(40, 118, "INVOICE", "hebo", 16, plum)
    pg.text(40, 140, "Invoice to:", "hebo", 8)
    pg.lines(
        40,
        152,
        ["Fenwick Lacey LLP", "Finance Department", "4 St Martins Square", "Leicester LE1 5DF"],
        "helv",
        9.5,
        lead=12,
    )
    pg.text(40, 230, "Event:", "hebo", 8)
    pg.text(75, 230, "Partners' spring dinner, held at Stoneygate Hall, Leicester LE2 2AD", "helv", 8.5)
    meta = [
        ("Invoice number", "AMC-INV-30571"),
        ("Invoice date", "3rd March 2025"),
        ("Tax point", "27th February 2025"),
        ("Your order ref.", "FL/PO/2207"),
        ("Booking ref.", "BK-8841"),
        ("Account", "FENW01"),
        ("Payment due", "2nd April 2025"),
    ]
    y = 140
    for k, v in meta:
        pg.text(330, y, k, "helv", 8.3, GREY)
        pg.text(420, y, v, "helv", 8.3)
        y += 11.5
    items = [
        ("Three-course dinner, 64 covers", "64", "52.50", "S"),
        ("Arrival drinks reception, 64 guests", "64", "9.75", "S"),
        ("Wine package (house red/white), bottles", "40", "21.00", "S"),
        ("Waiting staff, 6 staff x 7 hrs", "42", "17.50", "S"),
        ("Private room hire, Stoneygate Hall", "1", "650.00", "E"),
        ("Linen, crockery and glassware hire", "1", "285.00", "S"),
    ]
    rows = [["Description", "Qty", "Unit £", "VAT", "Net £"]]
    std = Decimal(0)
    ex = Decimal(0)
    for txt, q, p, code in items:
        amt = r2(D(q) * D(p))
        if code == "S":
            std += amt
        else:
            ex += amt
        rows.append([txt, q, US(D(p)), code, US(amt)])
    cols = [(280, "l"), (45, "r"), (65, "r"), (45, "c"), (80, "r")]
    y = pg.table(40, 242, cols, rows, sz=8.5, grid="h", pad=4.5)
    pg.text(
        40,
        y + 12,
        "VAT codes: S = standard rate 20%, E = exempt (land/room hire, option to tax not exercised)",
        "helv",
        7,
        GREY,
    )
    net = std + ex
    vat = r2(std * D("0.20"))
    inv_total = net + vat
    cn = D("315.00")
    poa = D("2000.00")
    bal = inv_total - cn - poa
    same(6494.00, net)
    same(1168.80, vat)
    same(7662.80, inv_total)
    same(5347.80, bal)
    y += 34
    tl = [
        ("Total net amount", "£" + US(net), "helv"),
        ("VAT @ 20% on £" + US(std), "£" + US(vat), "helv"),
        ("Invoice total", "£" + US(inv_total), "hebo"),
        ("Less credit note CN-0419 dated 1st March 2025", "-£" + US(cn), "helv"),
        ("Less payment on account received 14th February 2025", "-£" + US(poa), "helv"),
    ]
    for k, v, f in tl:
        pg.text(250, y, k, f, 8.5)
        pg.text(555, y, v, f, 8.5, al="r")
        y += 13.5
    pg.line(250, y - 8, 555, y - 8, w=0.8)
    y += 4
    pg.text(250, y, "Balance outstanding", "hebo", 10.5, plum)
    pg.text(555, y, "£" + US(bal), "hebo", 10.5, plum, al="r")
    y += 36
    pg.para(
        40,
        y,
        515,
        "Please pay the balance outstanding by 2nd April 2025 by BACS to Ashby Marlow Catering Ltd, "
        "sort code 30-94-57, account 61825503, quoting AMC-INV-30571. Credit note CN-0419 relates to "
        "eight covers cancelled more than 72 hours before the event.",
        "helv",
        8.5,
    )
    fields = {
        "invoice_number": F("AMC-INV-30571", 1, "Invoice number AMC-INV-30571"),
        "invoice_date": F("2025-03-03", 1, "Invoice date 3rd March 2025"),
        "due_date": F("2025-04-02", 1, "Payment due 2nd April 2025"),
        "vendor_name": F(
            "Ashby Marlow Catering Ltd", 1, "Ashby Marlow Catering Ltd Unit 9, Troon Way Business Centre"
        ),
        "bill_to": F("Fenwick Lacey LLP", 1, "Invoice to: Fenwick Lacey LLP"),
        "currency": F("GBP", 1, "Invoice total £7,662.80"),
        "subtotal": F(6494.00, 1, "Total net amount £6,494.00"),
        "tax": F(1168.80, 1, "VAT @ 20% on £5,844.00 £1,168.80"),
        "total": F(7662.80, 1, "Invoice total £7,662.80"),
        "amount_due": F(5347.80, 1, "Balance outstanding £5,347.80"),
    }
    sums = [
        SUM(
            "credit note and payment on account",
            [
                (1, "total"),
                (
                    -1,
                    T(
                        "credit note CN-0419",
                        315.00,
                        1,
                        "Less credit note CN-0419 dated 1st March 2025 -£315.00",
                    ),
                ),
                (
                    -1,
                    T(
                        "payment on account",
                        2000.00,
                        1,
                        "Less payment on account received 14th February 2025 -£2,000.00",
                    ),
                ),
            ],
            "amount_due",
        ),
    ]
    notes = (
        "UK invoice with ordinal dates ('3rd March 2025'). The tax point (27th February 2025) differs "
        "from the invoice date; the credit-note and payment-on-account dates are distractors too. Mixed "
        "VAT: standard-rated lines and an exempt room-hire line, so VAT is 20% of only part of the net "
        "total. A credit note and a payment on account make 'Balance outstanding' lower than 'Invoice "
        "total'. Order ref, booking ref and account code are distractors. The event venue is not the "
        "bill-to; the contract's 'LLP' suffix is kept as printed."
    )
    return pdf, fields, notes, sums


# ====================================================================== MX CFDI (Subtotal before Descuento)
@doc("b6_inv_mx_cfdi", "invoice", "Refacciones Industriales del Bajío - CFDI A-18833")
def inv_mx():
    pdf = Pdf(LETTER)
    pg = pdf.new_page()
    wine = (0.45, 0.08, 0.12)
    pg.text(40, 50, "Refacciones Industriales del Bajío, S.A. de C.V.", "hebo", 12.5, wine)
    pg.lines(
        40,
        64,
        [
            "RFC: RIB0907148K3   Régimen fiscal: 601 General de Ley Personas Morales",
            "Blvd. Aeropuerto 3120, Col. Los Sauces, León, Gto., C.P. 37290",
        ],
        "helv",
        7.5,
        lead=9.5,
    )
    pg.rect(380, 36, 572, 96, w=0.7)
    pg.text(476, 50, "FACTURA", "hebo", 12, wine, al="c")
    kv = [
        ("Serie y Folio:", "A 18833"),
        ("Fecha de emisión:", "2025-03-07T10:42:18"),
        ("Lugar de expedición:", "37290"),
    ]
    y = 64
    for k, v in kv:
        pg.text(386, y, k, "helv", 7.2, GREY)
        pg.text(566, y, v, "helv", 7.5, al="r")
        y += 10.5
    pg.rect(40, 108, 572, 160, w=0.5)
    pg.text(46, 119, "RECEPTOR", "hebo", 7, wine)
    pg.lines(
        46,
        131,
        [
            "Manufacturas Textiles Cañada Honda, S.A. de C.V.",
            "RFC: MTC1102234P9   Domicilio fiscal C.P.: 20290   Régimen: 601",
            "Uso CFDI: G03 Gastos en general",
        ],
        "helv",
        8,
        lead=10,
    )
    pg.lines(
        340,
        119,
        [
            ("Moneda: MXN - Peso Mexicano", "helv", 7.5),
            ("Forma de pago: 99 Por definir", "helv", 7.5),
            ("Método de pago: PPD Pago en parcialidades o diferido", "helv", 7.5),
            ("Condiciones de pago: Crédito 30 días", "helv", 7.5),
            ("Orden de compra: OC-25-00417 (2025-02-21)", "helv", 7.5),
        ],
        "helv",
        7.5,
        lead=9.5,
    )
    items = [
        ("31171504", "5", "H87", "Rodamiento de bolas 6310-2RS", "612.40", "0"),
        ("31171504", "8", "H87", "Rodamiento de rodillos cónicos 32212", "1140.00", "10"),
        ("26101747", "2", "H87", "Motorreductor 3 HP relación 30:1", "18950.00", "10"),
        ("31163020", "12", "H87", "Chumacera de piso UCP 210", "486.75", "0"),
        ("40141719", "4", "H87", "Cople flexible tipo quijada L-110", "735.00", "0"),
        ("78101802", "1", "E48", "Servicio de flete León - Aguascalientes", "2400.00", "0"),
    ]
    rows = [["ClaveProdServ", "Cant.", "Unidad", "Descripción", "Valor unitario", "Importe", "Descuento"]]
    sub = Decimal(0)
    dsc = Decimal(0)
    for cps, q, u, txt, p, d in items:
        imp = r2(D(q) * D(p))
        di = r2(imp * D(d) / 100)
        sub += imp
        dsc += di
        rows.append([cps, q, u, txt, US(D(p)), US(imp), US(di) if di else "0.00"])
    cols = [(62, "l"), (30, "r"), (36, "c"), (182, "l"), (70, "r"), (76, "r"), (76, "r")]
    y = pg.table(40, 172, cols, rows, sz=7.4, pad=3.5, head_fill=(0.93, 0.86, 0.86))
    base = sub - dsc
    iva = r2(base * D("0.16"))
    total = base + iva
    same(61263.00, sub)
    same(4702.00, dsc)
    same(9049.76, iva)
    same(65610.76, total)
    pg.text(
        40,
        y + 12,
        "Objeto de impuesto: 02 Sí objeto de impuesto. Impuesto: 002 IVA, Tasa 0.160000, TipoFactor Tasa",
        "helv",
        6.8,
        GREY,
    )
    y += 26
    tl = [
        ("Subtotal", "$ " + US(sub), "helv"),
        ("Descuento", "$ " + US(dsc), "helv"),
        ("Impuestos trasladados IVA 16%", "$ " + US(iva), "helv"),
        ("Total", "$ " + US(total), "hebo"),
    ]
    for k, v, f in tl:
        pg.text(390, y, k, f, 8.6)
        pg.text(572, y, v, f, 8.6, al="r")
        y += 13.5
    pg.text(40, y - 40, "Importe con letra:", "hebo", 7.5)
    pg.para(
        40,
        y - 30,
        330,
        "SESENTA Y CINCO MIL SEISCIENTOS DIEZ PESOS 76/100 M.N.",
        "helv",
        7.5,
    )
    y += 14
    pg.rect(40, y, 572, y + 96, w=0.5)
    pg.lines(
        46,
        y + 12,
        [
            ("Folio fiscal (UUID): 5E8B1C44-0F7A-4D2B-9A61-3C07E2B4D918", "cour", 7),
            ("No. de serie del certificado del emisor: 00001000000512334871", "cour", 7),
            ("No. de serie del certificado del SAT: 00001000000509846663", "cour", 7),
            ("Fecha y hora de certificación: 2025-03-07T10:43:05", "cour", 7),
            ("RFC del proveedor de certificación: SAT970701NN3", "cour", 7),
        ],
        "cour",
        7,
        lead=9,
    )
    pg.text(46, y + 66, "Sello digital del CFDI:", "helv", 6.5, GREY)
    pg.text(
        46,
        y + 75,
        "kX2v9Qm1b7TzR0aLp4Hc8sYw3NfE6dJuG5oVtB2xZqKcM7nA1rL9pW0eS4hD8yF6gT3jU5iO2kP1lZ0",
        "cour",
        5.5,
        GREY,
    )
    pg.text(
        306,
        760,
        "Este documento es una representación impresa de un CFDI versión 4.0",
        "helv",
        7,
        GREY,
        al="c",
    )
    fields = {
        "invoice_number": F("A 18833", 1, "Serie y Folio: A 18833"),
        "invoice_date": F("2025-03-07", 1, "Fecha de emisión: 2025-03-07T10:42:18"),
        "due_date": NULL(),
        "vendor_name": F(
            "Refacciones Industriales del Bajío, S.A. de C.V.",
            1,
            "Refacciones Industriales del Bajío, S.A. de C.V. RFC: RIB0907148K3",
        ),
        "bill_to": F(
            "Manufacturas Textiles Cañada Honda, S.A. de C.V.",
            1,
            "RECEPTOR Manufacturas Textiles Cañada Honda, S.A. de C.V.",
        ),
        "currency": F("MXN", 1, "Moneda: MXN - Peso Mexicano"),
        "subtotal": NULL(),
        "tax": F(9049.76, 1, "Impuestos trasladados IVA 16% $ 9,049.76"),
        "total": F(65610.76, 1, "Total $ 65,610.76"),
        "amount_due": NULL(),
    }
    sums = [
        SUM(
            "CFDI: Subtotal - Descuento + IVA = Total",
            [
                (1, T("Subtotal (before discount)", 61263.00, 1, "Subtotal $ 61,263.00")),
                (-1, T("Descuento", 4702.00, 1, "Descuento $ 4,702.00")),
                (1, "tax"),
            ],
            "total",
        ),
    ]
    notes = (
        "Printed representation of a Mexican CFDI 4.0. The box labelled 'Subtotal' is the sum of line "
        "amounts BEFORE the 'Descuento' line, so it is not the contract's subtotal (the pre-tax total "
        "after discounts), and no after-discount pre-tax total is printed as a total line: subtotal is "
        "null (the IVA base is not printed). Tax is the IVA trasladado. "
        "Dates are ISO date-times; the certification "
        "timestamp and the purchase-order date are distractors. Payment terms 'Crédito 30 días' give no "
        "date, so due_date is null; there is no balance line, so amount_due is null. The invoice "
        "number is the series and folio ('A 18833'); the UUID is the fiscal folio, not the invoice "
        "number. Bare '$' with 'Moneda: MXN' means MXN."
    )
    return pdf, fields, notes, sums


# ====================================================================== SG (USD invoice, GST in SGD equivalent)
@doc("b6_inv_sg_usd_gst", "invoice", "Tanjong Rhu Marine Electronics Pte. Ltd. - Tax Invoice TRM/INV/25/0286")
def inv_sg():
    pdf = Pdf(A4)
    pg = pdf.new_page()
    sea = (0.0, 0.33, 0.55)
    pg.line(40, 40, 555, 40, w=3, c=sea)
    pg.text(40, 66, "Tanjong Rhu Marine Electronics Pte. Ltd.", "hebo", 13, sea)
    pg.lines(
        40,
        80,
        [
            "10 Tuas South Avenue 2, #03-11, Singapore 637626",
            "UEN / GST Reg. No.: 201418876K  ·  accounts@trme.example",
        ],
        "helv",
        7.6,
        lead=9.5,
    )
    pg.text(555, 66, "TAX INVOICE", "hebo", 15, al="r")
    pg.rect(40, 110, 290, 178, w=0.5)
    pg.text(46, 121, "Bill To", "hebo", 7.5, sea)
    pg.lines(
        46,
        134,
        [
            "Pasir Panjang Ship Management Pte Ltd",
            "Attn: Finance - Technical Purchasing",
            "61 Alexandra Terrace, #05-02",
            "Singapore 119936",
        ],
        "helv",
        8.5,
        lead=10.5,
    )
    pg.rect(300, 110, 555, 178, w=0.5)
    pg.text(306, 121, "Deliver To", "hebo", 7.5, sea)
    pg.lines(
        306,
        134,
        ["MV Straits Harmony (IMO 9734418)", "c/o Jurong Port Berth J7", "Singapore"],
        "helv",
        8.5,
        lead=10.5,
    )
    meta = [
        ["Invoice No.", "TRM/INV/25/0286", "Invoice Date", "14 Mar 2025"],
        ["Your PO No.", "PPSM/PO/25/0412", "PO Date", "28 Feb 2025"],
        ["Delivery Order", "DO-2503-118", "Delivered", "11 Mar 2025"],
        ["Currency", "USD", "Payment Terms", "30 days"],
        ["Account No.", "C-PPSM-02", "Due Date", "13 Apr 2025"],
    ]
    cols = [(70, "l"), (120, "l"), (70, "l"), (255, "l")]
    y = 188
    for r in meta:
        pg.text(40, y, r[0], "helv", 7.8, GREY)
        pg.text(115, y, r[1], "hebo", 8)
        pg.text(300, y, r[2], "helv", 7.8, GREY)
        pg.text(375, y, r[3], "hebo", 8)
        y += 12
    items = [
        ("1", "Marine radar 25 kW X-band, 6 ft open array", "1", "18450.00"),
        ("2", "ECDIS backup chart server, type-approved", "1", "9860.00"),
        ("3", "AIS class A transponder with GPS antenna", "2", "2315.00"),
        ("4", "Installation and commissioning, 2 technicians x 2 days", "32", "95.00"),
        ("5", "Class survey attendance fee", "1", "650.00"),
    ]
    rows = [["No.", "Description", "Qty", "Unit Price (USD)", "Amount (USD)"]]
    sub = Decimal(0)
    for n, txt, q, p in items:
        amt = r2(D(q) * D(p))
        sub += amt
        rows.append([n, txt, q, US(D(p)), US(amt)])
    cols = [(28, "c"), (260, "l"), (40, "r"), (92, "r"), (95, "r")]
    y = pg.table(40, y + 6, cols, rows, sz=8.2, pad=4.2, head_fill=(0.85, 0.91, 0.95))
    gst = r2(sub * D("0.09"))
    tot = sub + gst
    rate = D("1.3418")
    gst_sgd = r2(gst * rate)
    sub_sgd = r2(sub * rate)
    tot_sgd = sub_sgd + gst_sgd
    same(36630.00, sub)
    same(3296.70, gst)
    same(39926.70, tot)
    same(4423.51, gst_sgd)
    y += 14
    tl = [
        ("Total excluding GST", "USD " + US(sub), "helv"),
        ("GST @ 9%", "USD " + US(gst), "helv"),
        ("Total including GST", "USD " + US(tot), "hebo"),
    ]
    for k, v, f in tl:
        pg.text(330, y, k, f, 9)
        pg.text(555, y, v, f, 9, al="r")
        y += 14
    y += 10
    pg.rect(40, y, 555, y + 58, w=0.5, fill=(0.96, 0.97, 0.98))
    pg.text(
        46,
        y + 12,
        "For GST purposes (IRAS): amounts converted at 1 USD = 1.3418 SGD (MAS rate, 14 Mar 2025)",
        "hebo",
        7.8,
    )
    pg.lines(
        46,
        y + 26,
        [
            "Value excluding GST:  SGD " + US(sub_sgd),
            "GST @ 9%:  SGD " + US(gst_sgd),
            "Total including GST:  SGD " + US(tot_sgd),
        ],
        "helv",
        7.8,
        lead=10,
    )
    y += 80
    pg.para(
        40,
        y,
        515,
        "Payment by telegraphic transfer in USD to DBS Bank Ltd, USD account 072-019884-1, SWIFT "
        "DBSSSGSG. All bank charges are for the payer's account. Goods remain the property of "
        "Tanjong Rhu Marine Electronics Pte. Ltd. until paid in full.",
        "helv",
        8,
    )
    pg.text(40, 790, "This is a computer-generated invoice. No signature is required.", "helv", 7, GREY)
    fields = {
        "invoice_number": F("TRM/INV/25/0286", 1, "Invoice No. TRM/INV/25/0286"),
        "invoice_date": F("2025-03-14", 1, "Invoice Date 14 Mar 2025"),
        "due_date": F("2025-04-13", 1, "Due Date 13 Apr 2025"),
        "vendor_name": F(
            "Tanjong Rhu Marine Electronics Pte. Ltd.",
            1,
            "Tanjong Rhu Marine Electronics Pte. Ltd. 10 Tuas South Avenue 2",
        ),
        "bill_to": F(
            "Pasir Panjang Ship Management Pte Ltd", 1, "Bill To Pasir Panjang Ship Management Pte Ltd"
        ),
        "currency": F("USD", 1, "Currency USD"),
        "subtotal": F(36630.00, 1, "Total excluding GST USD 36,630.00"),
        "tax": F(3296.70, 1, "GST @ 9% USD 3,296.70"),
        "total": F(39926.70, 1, "Total including GST USD 39,926.70"),
        "amount_due": NULL(),
    }
    sums = [
        SUM(
            "SGD equivalent",
            [
                (1, T("value excl. GST (SGD)", 49150.13, 1, "Value excluding GST: SGD 49,150.13")),
                (1, T("GST (SGD)", 4423.51, 1, "GST @ 9%: SGD 4,423.51")),
            ],
            T("total incl. GST (SGD)", 53573.64, 1, "Total including GST: SGD 53,573.64"),
        ),
    ]
    notes = (
        "Singapore tax invoice issued in USD. IRAS requires the GST to be shown in SGD as well, so a "
        "second set of 'excluding GST / GST / including GST' figures in SGD sits below the USD totals; "
        "the labels are the USD figures (the invoice currency). Dates in 'DD Mon YYYY' form; PO date "
        "and delivery date are distractors, as are the PO, delivery-order and account numbers. The "
        "vessel/berth is the deliver-to party. amount_due null: no separate balance line."
    )
    return pdf, fields, notes, sums


# ====================================================================== QC bilingual (TPS/TVQ)
@doc("b6_inv_ca_qc_bilingue", "invoice", "Imprimerie Beaulac-Tremblay inc. - Facture / Invoice 2025-0093")
def inv_qc():
    pdf = Pdf(LETTER)
    pg = pdf.new_page()
    ink = (0.15, 0.15, 0.45)
    pg.text(40, 54, "Imprimerie Beaulac-Tremblay inc.", "tibo", 16, ink)
    pg.lines(
        40,
        68,
        [
            "2450, boul. Industriel, Saint-Hyacinthe (Québec) J2R 1C7",
            "450 555-0172  ·  comptes@beaulac-tremblay.example",
        ],
        "helv",
        7.8,
        lead=9.5,
    )
    pg.text(572, 54, "FACTURE / INVOICE", "hebo", 13, ink, al="r")
    kv = [
        ("No de facture / Invoice no.", "2025-0093"),
        ("Date de facturation / Invoice date", "2025-01-28"),
        ("Échéance / Due date", "2025-02-27"),
        ("No de client / Customer no.", "FSO-0112"),
        ("Bon de commande / PO no.", "3390"),
        ("Date d'expédition / Ship date", "2025-01-24"),
    ]
    y = 70
    for k, v in kv:
        pg.text(480, y, k, "helv", 7, GREY, al="r")
        pg.text(486, y, v, "hebo", 8)
        y += 10.5
    pg.rect(40, 140, 300, 200, w=0.5)
    pg.text(46, 151, "Facturer à / Bill to", "hebo", 7.5, ink)
    pg.lines(
        46,
        164,
        [
            "Les Fromageries Saint-Ours ltée",
            "Comptes fournisseurs",
            "118, rang du Bord-de-l'Eau",
            "Saint-Ours (Québec) J0G 1P0",
        ],
        "helv",
        8.6,
        lead=10.5,
    )
    pg.rect(312, 140, 572, 200, w=0.5)
    pg.text(318, 151, "Expédier à / Ship to", "hebo", 7.5, ink)
    pg.lines(
        318,
        164,
        ["Entrepôt Frigo-Richelieu", "Quai 2", "795, rue Marie-Victorin", "Sorel-Tracy (Québec) J3R 1L1"],
        "helv",
        8.6,
        lead=10.5,
    )
    items = [
        ("Étiquettes autocollantes 4 x 6 po, 4 couleurs / 4x6 in labels", "25000", "0.062"),
        ("Étiquettes de lot thermiques / Thermal lot labels", "40000", "0.018"),
        ("Boîtes pliantes carton 18 pt, impression 2 faces / Folding cartons", "6000", "0.415"),
        ("Plaques et préparation / Plates and prepress", "1", "640.00"),
    ]
    rows = [["Description", "Qté / Qty", "Prix unit. / Unit price", "Montant / Amount"]]
    gross = Decimal(0)
    for txt, q, p in items:
        amt = r2(D(q) * D(p))
        gross += amt
        rows.append([txt, FR(D(q), 0), FR(D(p), 3 if len(p.split(".")[1]) == 3 else 2), FR(amt) + " $"])
    cols = [(290, "l"), (60, "r"), (82, "r"), (100, "r")]
    y = pg.table(40, 212, cols, rows, sz=7.9, grid="h", pad=4.2)
    esc = r2(gross * D("0.05"))
    sub = gross - esc
    tps = r2(sub * D("0.05"))
    tvq = r2(sub * D("0.09975"))
    taxes = tps + tvq
    tot = sub + taxes
    same(5400.00, gross)
    same(270.00, esc)
    same(5130.00, sub)
    same(256.50, tps)
    same(511.72, tvq)
    same(768.22, taxes)
    same(5898.22, tot)
    y += 16
    tl = [
        ("Total des articles / Items total", FR(gross) + " $", "helv"),
        ("Escompte volume 5 % / Volume discount 5%", "-" + FR(esc) + " $", "helv"),
        ("Sous-total / Subtotal", FR(sub) + " $", "hebo"),
        ("TPS / GST 5 % (no 812245671 RT0001)", FR(tps) + " $", "helv"),
        ("TVQ / QST 9,975 % (no 1224880519 TQ0001)", FR(tvq) + " $", "helv"),
        ("Total des taxes / Total taxes", FR(taxes) + " $", "helv"),
        ("Total", FR(tot) + " $", "hebo"),
        ("Montant dû / Amount due (CAD)", FR(tot) + " $", "hebo"),
    ]
    for k, v, f in tl:
        pg.text(290, y, k, f, 8.3)
        pg.text(572, y, v, f, 8.3, al="r")
        y += 13.5
    y += 20
    pg.para(
        40,
        y,
        532,
        "Modalités : net 30 jours. Des frais d'intérêt de 2 % par mois s'appliquent aux comptes en "
        "souffrance. / Terms: net 30 days. Interest of 2% per month is charged on overdue accounts. "
        "Toutes les sommes sont en dollars canadiens. / All amounts in Canadian dollars.",
        "helv",
        7.8,
    )
    fields = {
        "invoice_number": F("2025-0093", 1, "No de facture / Invoice no. 2025-0093"),
        "invoice_date": F("2025-01-28", 1, "Date de facturation / Invoice date 2025-01-28"),
        "due_date": F("2025-02-27", 1, "Échéance / Due date 2025-02-27"),
        "vendor_name": F(
            "Imprimerie Beaulac-Tremblay inc.", 1, "Imprimerie Beaulac-Tremblay inc. 2450, boul. Industriel"
        ),
        "bill_to": F(
            "Les Fromageries Saint-Ours ltée", 1, "Facturer à / Bill to Les Fromageries Saint-Ours ltée"
        ),
        "currency": F("CAD", 1, "Montant dû / Amount due (CAD)"),
        "subtotal": F(5130.00, 1, "Sous-total / Subtotal 5 130,00 $"),
        "tax": F(768.22, 1, "Total des taxes / Total taxes 768,22 $"),
        "total": F(5898.22, 1, "Total 5 898,22 $ Montant dû"),
        "amount_due": F(5898.22, 1, "Montant dû / Amount due (CAD) 5 898,22 $"),
    }
    sums = [
        SUM(
            "items less volume discount",
            [
                (1, T("items total", 5400.00, 1, "Total des articles / Items total 5 400,00 $")),
                (-1, T("escompte", 270.00, 1, "Escompte volume 5 % / Volume discount 5% -270,00 $")),
            ],
            "subtotal",
        ),
        SUM(
            "TPS + TVQ",
            [
                (1, T("TPS/GST", 256.50, 1, "TPS / GST 5 % (no 812245671 RT0001) 256,50 $")),
                (1, T("TVQ/QST", 511.72, 1, "TVQ / QST 9,975 % (no 1224880519 TQ0001) 511,72 $")),
            ],
            "tax",
        ),
    ]
    notes = (
        "Bilingual Quebec invoice (French/English labels), ISO dates, French number format with the "
        "dollar sign after the amount. Several dates (invoice, due, ship) and references (customer no., "
        "PO no.). A 5% volume discount is applied before 'Sous-total / Subtotal', which is the "
        "subtotal. Two sales taxes (TPS/GST 5% and TVQ/QST 9,975%) with a printed 'Total des taxes / "
        "Total taxes' line, which is the tax. 'Montant dû / Amount due' is printed separately and "
        "equals the total. The ship-to (Entrepôt Frigo-Richelieu) is not the bill-to."
    )
    return pdf, fields, notes, sums
