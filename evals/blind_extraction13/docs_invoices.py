"""Invoice builders for blind_extraction13 (11 documents).  Every party, number,
address and date is invented.  Each builder draws its document, computes what it
prints and checks the hand-written label literals against it with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, WHITE, band, ext, grid, items, lines, pairs, pct, totals
from pdfkit import EU, SP, US, Pdf, q

ALPINE = (0.1, 0.3, 0.22)
OCEAN = (0.02, 0.27, 0.45)
BRICK = (0.6, 0.18, 0.12)
INK = (0.12, 0.12, 0.2)
SAND = (0.93, 0.9, 0.82)
MINT = (0.86, 0.94, 0.9)
SKY = (0.87, 0.92, 0.97)


def za(x):
    """South African style: R 12 345.67"""
    return "R " + SP(x).replace(",", ".")


def cz(x):
    """Czech style: 12 345,67"""
    return SP(x)


# ---------------------------------------------------------------- 1 Austrian hotel seminar invoice
@doc(
    "b13_inv_at_hotel_seminar",
    "invoice",
    "Seminarhotel Schafbergblick GmbH Rechnung 2025/10-0871",
)
def inv_at():
    p = Pdf(595, 842, face="serif")
    p.new_page()
    p.rect(0, 0, 595, 8, 0, fill=ALPINE, color=None)
    p.text(297, 52, "Seminarhotel Schafbergblick", 20, True, align="c", color=ALPINE)
    p.text(
        297,
        68,
        "Seminarhotel Schafbergblick GmbH · Uferpromenade 41 · 4866 Unterach am Attersee · Österreich",
        7.6,
        align="c",
        color=GREY,
    )
    p.text(
        297,
        79,
        "Tel. +43 7665 80 417 · tagung@schafbergblick.example · UID ATU 71408833",
        7.6,
        align="c",
    )
    p.text(40, 112, "Rechnungsempfänger", 7, True, color=GREY)
    lines(
        p,
        40,
        125,
        [
            "Kolbeck Antriebstechnik GmbH",
            "z. Hd. Frau Mag. Lena Hörtnagl",
            "Industriezeile 12",
            "4020 Linz",
        ],
        9.4,
        bold_first=True,
    )
    pairs(
        p,
        340,
        555,
        112,
        [
            ("Rechnung Nr.", "2025/10-0871"),
            ("Rechnungsdatum", "15.10.2025"),
            ("Reservierung", "RES-55821"),
            ("Anreise", "13.10.2025"),
            ("Abreise", "15.10.2025"),
            ("Gast / Veranstaltung", "DI Florian Zach"),
            ("", "Führungskräfteklausur Kolbeck"),
        ],
        8.2,
        13,
        align="r",
    )
    p.text(40, 222, "RECHNUNG", 15, True, color=ALPINE)
    p.text(40, 238, "Alle Preise in EUR inklusive der gesetzlichen Umsatzsteuer.", 8.2)
    cols = [(44, "l"), (300, "r"), (372, "r"), (414, "r"), (551, "r")]
    y = band(
        p,
        262,
        [
            (44, "Leistung"),
            (300, "Menge", "r"),
            (372, "Preis", "r"),
            (414, "USt", "r"),
            (551, "Betrag", "r"),
        ],
        40,
        555,
        fill=MINT,
    )
    rows = [
        ("Übernachtung Einzelzimmer inkl. Frühstück", 24, "149.00", 10),
        ("Abendessen Seminarmenü (3 Gänge)", 24, "52.00", 10),
        ('Seminarraum "Schafberg", Tagesmiete', 2, "480.00", 20),
        ("Kaffeepausen und Tagungsgetränke", 24, "18.50", 20),
        ("Technikpaket Beamer / Flipchart / Moderationskoffer", 2, "65.00", 20),
        ("Ortstaxe (12 Personen x 2 Nächte)", 24, "2.50", 0),
    ]
    gross = {10: D(0), 20: D(0), 0: D(0)}
    out = []
    for name, n, pr, r in rows:
        e = ext(n, pr)
        gross[r] += e
        out.append((name, str(n), EU(pr), f"{r} %" if r else "-", EU(e)))
    y = items(p, y, cols, out, 8.4, 15)
    p.hline(y - 6, 40, 555, 0.5)
    total = gross[10] + gross[20] + gross[0]
    net10 = q(gross[10] / D("1.10"))
    net20 = q(gross[20] / D("1.20"))
    ust10 = gross[10] - net10
    ust20 = gross[20] - net20
    net = net10 + net20 + gross[0]
    ust = ust10 + ust20
    dep = D("1500.00")
    due = total - dep
    same(6418.00, total, "Gesamtbetrag")
    same(4385.45, net10, "netto 10")
    same(438.55, ust10, "USt 10")
    same(1278.33, net20, "netto 20")
    same(255.67, ust20, "USt 20")
    same(5723.78, net, "Summe netto")
    same(694.22, ust, "Summe USt")
    same(4918.00, due, "offen")
    y = totals(
        p,
        330,
        551,
        y + 10,
        [
            ("Gesamtbetrag EUR", EU(total), True),
            ("abzüglich Anzahlung vom 22.09.2025", "-" + EU(dep)),
            ("Offener Betrag EUR", EU(due), True),
        ],
        9,
        16,
    )
    y += 8
    p.text(40, y, "Steueraufstellung", 8.6, True)
    y = band(
        p,
        y + 16,
        [
            (44, "Steuersatz"),
            (250, "Netto", "r"),
            (360, "USt", "r"),
            (470, "Brutto", "r"),
        ],
        40,
        480,
        size=7.6,
        fill=SAND,
    )
    y = items(
        p,
        y,
        [(44, "l"), (250, "r"), (360, "r"), (470, "r")],
        [
            ("USt 10 %", EU(net10), EU(ust10), EU(gross[10])),
            ("USt 20 %", EU(net20), EU(ust20), EU(gross[20])),
            ("nicht steuerbar (Ortstaxe)", EU(gross[0]), "0,00", EU(gross[0])),
        ],
        8.2,
        13,
    )
    p.hline(y - 8, 40, 480, 0.4)
    y = items(
        p,
        y + 2,
        [(44, "l"), (250, "r"), (360, "r"), (470, "r")],
        [("Summe", EU(net), EU(ust), EU(total))],
        8.6,
        14,
    )
    y = p.wrap(
        40,
        y + 14,
        515,
        "Zahlungsbedingungen: zahlbar innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug. Die Anzahlung "
        "wurde laut Reservierungsbestätigung vom 18.09.2025 geleistet. Stornobedingungen laut "
        "Seminarvereinbarung.",
        8.4,
    )
    p.wrap(
        40,
        y + 4,
        515,
        "Wir danken für Ihren Aufenthalt und freuen uns, Sie wieder bei uns begrüßen zu dürfen. "
        "Ihre nächste Klausur ist für 12.-14.10.2026 vorgemerkt.",
        8.4,
    )
    p.hline(772, 40, 555, 0.4, GREY)
    p.text(
        297,
        784,
        "Raiffeisenbank Attersee-Süd · IBAN AT00 3439 0000 0412 8870 · BIC RZOOAT2L390",
        7,
        align="c",
        color=GREY,
    )
    p.text(
        297,
        794,
        "FN 418227 m · Landesgericht Wels · Geschäftsführerin Theresa Gaisbauer",
        7,
        align="c",
    )
    fields = {
        "invoice_number": F("2025/10-0871", 1, "Rechnung Nr. 2025/10-0871"),
        "invoice_date": F("2025-10-15", 1, "Rechnungsdatum 15.10.2025"),
        "due_date": NULL(),
        "vendor_name": F("Seminarhotel Schafbergblick GmbH", 1, "Seminarhotel Schafbergblick GmbH"),
        "bill_to": F(
            "Kolbeck Antriebstechnik GmbH",
            1,
            "Rechnungsempfänger Kolbeck Antriebstechnik GmbH",
        ),
        "currency": F("EUR", 1, "Alle Preise in EUR inklusive der gesetzlichen Umsatzsteuer."),
        "subtotal": F(5723.78, 1, "Summe 5.723,78 694,22 6.418,00"),
        "tax": F(694.22, 1, "Summe 5.723,78 694,22"),
        "total": F(6418.00, 1, "Gesamtbetrag EUR 6.418,00"),
        "amount_due": F(4918.00, 1, "Offener Betrag EUR 4.918,00"),
    }
    notes = (
        "Austrian hotel invoice for a company seminar (EUR, 1.234,56, dd.mm.yyyy). Line prices are GROSS "
        "(incl. USt); the net amounts and the tax are printed only in the Steueraufstellung table, whose "
        "'Summe' row gives net 5.723,78 (subtotal, incl. the non-taxable Ortstaxe), USt 694,22 (tax = 10 % "
        "+ 20 % amounts, a sum checks it) and gross 6.418,00. The Gesamtbetrag is the total; the Anzahlung "
        "of 1.500,00 is deducted to the Offener Betrag (amount_due, a sum checks it). bill_to is the "
        "Rechnungsempfänger company, not the guest DI Florian Zach. due_date is null: only the terms "
        "'zahlbar innerhalb von 14 Tagen' are printed (never computed); arrival, departure, the deposit and "
        "confirmation dates and next year's booking are distractors."
    )
    sums = [
        SUM(
            "USt 10 % + USt 20 % = Summe USt",
            [
                (1, T("USt 10 %", 438.55, 1, "USt 10 % 4.385,45 438,55")),
                (1, T("USt 20 %", 255.67, 1, "USt 20 % 1.278,33 255,67")),
            ],
            "tax",
        ),
        SUM(
            "Gesamtbetrag - Anzahlung = Offener Betrag",
            [
                (1, "total"),
                (
                    -1,
                    T(
                        "Anzahlung",
                        1500.00,
                        1,
                        "abzüglich Anzahlung vom 22.09.2025 -1.500,00",
                    ),
                ),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 2 Portuguese fatura, subtotal only as Incidência
@doc(
    "b13_inv_pt_fatura_incidencia",
    "invoice",
    "Cordoaria Atlântica, Lda. fatura FT 2025A/1184",
)
def inv_pt():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 56, "CORDOARIA ATLÂNTICA, LDA.", 16, True, color=OCEAN)
    lines(
        p,
        40,
        71,
        [
            "Rua do Ouro Velho, 118 · 4450-208 Matosinhos · Portugal",
            "NIF 509 884 213 · Capital social 50.000,00 EUR · C.R.C. Matosinhos",
            "geral@cordoaria-atlantica.example · Tel. 229 380 114",
        ],
        7.6,
        color=GREY,
    )
    p.text(555, 60, "FATURA", 18, True, align="r", color=OCEAN)
    p.text(555, 76, "Original", 8, align="r")
    grid(
        p,
        112,
        [
            (40, 160, "Fatura n.º", "FT 2025A/1184"),
            (160, 250, "Data", "2025-10-27"),
            (250, 340, "Vencimento", "2025-11-26"),
            (340, 440, "ATCUD", "JJ4K7M2P-1184"),
            (440, 555, "Encomenda n.º", "EC-0774"),
        ],
        26,
    )
    p.text(40, 160, "Exmo.(s) Sr.(s)", 7.4, True, color=GREY)
    lines(
        p,
        40,
        173,
        [
            "Vinhas do Alto Corgo, S.A.",
            "Quinta da Ribeira Seca",
            "5050-311 Peso da Régua",
            "NIF 514 207 368",
        ],
        9,
        bold_first=True,
    )
    p.text(320, 160, "Local de descarga", 7.4, True, color=GREY)
    lines(
        p,
        320,
        173,
        [
            "Armazém Vale do Varosa (Caves Tarouquense)",
            "Zona Industrial de Tarouca, Lote 9",
            "3610-060 Tarouca",
            "Guia de remessa GR 2025/3321 de 2025-10-24",
        ],
        8.2,
    )
    p.text(40, 246, "Valores em Euro (EUR). Condições de pagamento: 30 dias.", 8.2)
    cols = [
        (44, "l"),
        (90, "l"),
        (330, "r"),
        (380, "r"),
        (440, "r"),
        (480, "r"),
        (551, "r"),
    ]
    y = band(
        p,
        270,
        [
            (44, "Artigo"),
            (90, "Descrição"),
            (330, "Qtd.", "r"),
            (380, "Preço", "r"),
            (440, "Desc.%", "r"),
            (480, "IVA", "r"),
            (551, "Valor", "r"),
        ],
        40,
        555,
        fill=SKY,
    )
    rows = [
        ("CA-210", "Arame zincado 2,2 mm, rolo 25 kg", 40, "41.80", 10),
        ("PM-180", "Poste de madeira tratada 1,80 m", 150, "6.35", 10),
        ("FT-003", "Fio de atar vinha, polipropileno", 30, "12.40", 0),
        ("TS-040", "Tensor de arame galvanizado", 200, "1.28", 5),
        ("GR-112", "Grampo em U, caixa 5 kg", 12, "17.90", 0),
    ]
    gross = D(0)
    net = D(0)
    out = []
    for art, name, n, pr, dsc in rows:
        g = ext(n, pr)
        v = g - pct(g, dsc)
        gross += g
        net += v
        out.append((art, name, str(n), EU(pr), f"{dsc},00" if dsc else "0,00", "23%", EU(v)))
    y = items(p, y, cols, out, 8.2, 15)
    p.hline(y - 6, 40, 555, 0.5)
    disc = gross - net
    vat = pct(net, 23)
    total = net + vat
    same(3467.30, gross, "Total Ilíquido")
    same(275.25, disc, "Descontos")
    same(3192.05, net, "Incidência")
    same(734.17, vat, "IVA")
    same(3926.22, total, "Total")
    y += 8
    p.text(40, y, "Quadro resumo do IVA", 8.4, True)
    yb = band(
        p,
        y + 16,
        [
            (44, "Taxa"),
            (140, "Incidência", "r"),
            (210, "Valor IVA", "r"),
            (250, "Motivo isenção"),
        ],
        40,
        330,
        size=7.4,
        fill=SAND,
    )
    items(
        p,
        yb,
        [(44, "l"), (140, "r"), (210, "r"), (250, "l")],
        [("IVA 23%", EU(net), EU(vat), "-")],
        8.2,
    )
    totals(
        p,
        370,
        551,
        y + 2,
        [
            ("Total Ilíquido", EU(gross)),
            ("Total Descontos", EU(disc)),
            ("Total IVA", EU(vat)),
            ("Total (EUR)", EU(total), True),
        ],
        9,
        16,
    )
    y += 90
    y = p.wrap(
        40,
        y,
        515,
        "Pagamento por transferência bancária: IBAN PT50 0000 0412 7781 0033 9815 2 (Banco Norte Litoral). "
        "Os bens foram colocados à disposição do adquirente em 2025-10-24. Desconto de pronto pagamento "
        "de 2% se liquidado até 2025-11-06.",
        8.2,
    )
    p.text(
        40,
        800,
        "Processado por programa certificado n.º 0000/AT · Documento emitido para fins fiscais.",
        7,
    )
    fields = {
        "invoice_number": F("FT 2025A/1184", 1, "Fatura n.º FT 2025A/1184"),
        "invoice_date": F("2025-10-27", 1, "Data 2025-10-27"),
        "due_date": F("2025-11-26", 1, "Vencimento 2025-11-26"),
        "vendor_name": F("Cordoaria Atlântica, Lda.", 1, "CORDOARIA ATLÂNTICA, LDA."),
        "bill_to": F(
            "Vinhas do Alto Corgo, S.A.",
            1,
            "Exmo.(s) Sr.(s) Vinhas do Alto Corgo, S.A.",
        ),
        "currency": F("EUR", 1, "Valores em Euro (EUR)."),
        "subtotal": F(3192.05, 1, "IVA 23% 3.192,05 734,17"),
        "tax": F(734.17, 1, "Total IVA 734,17"),
        "total": F(3926.22, 1, "Total (EUR) 3.926,22"),
        "amount_due": NULL(),
    }
    notes = (
        "Portuguese fatura (EUR, 1.234,56, ISO-style dates). The totals box prints Total Ilíquido "
        "(3.467,30, BEFORE the line discounts), Total Descontos, Total IVA and Total; the pre-tax total "
        "after discounts appears only as the Incidência in the 'Quadro resumo do IVA' (3.192,05), which "
        "is the subtotal (a sum checks Ilíquido - Descontos = Incidência). The Desc.% column and the "
        "2% prompt-payment discount are distractors. Billed party is the addressee (Exmo. Sr.), not the "
        "Local de descarga (a different company's warehouse); the guia de remessa date and the goods "
        "availability date are distractors. ATCUD is the fiscal code, not the number. amount_due is null: "
        "only the Total is printed."
    )
    sums = [
        SUM(
            "Total Ilíquido - Total Descontos = Incidência",
            [
                (1, T("Total Ilíquido", 3467.30, 1, "Total Ilíquido 3.467,30")),
                (-1, T("Total Descontos", 275.25, 1, "Total Descontos 275,25")),
            ],
            "subtotal",
        )
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 3 Belgian bilingual FR/NL invoice, 6 % and 21 %
@doc(
    "b13_inv_be_facture_factuur",
    "invoice",
    "Vanderhaegen-Lecomte Print & Media facture/factuur VLP-25-01147",
)
def inv_be():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.rect(40, 36, 46, 92, 0, fill=BRICK, color=None)
    p.text(56, 54, "Vanderhaegen-Lecomte Print & Media", 15, True, color=BRICK)
    lines(
        p,
        56,
        68,
        [
            "Rue de la Station 77 / Stationsstraat 77 · 1500 Halle · Belgique / België",
            "TVA / BTW BE 0712.448.903 · RPM / RPR Bruxelles · info@vlpm.example",
            "KBC BE00 7340 4418 2290 · BIC KREDBEBB",
        ],
        7.5,
        color=GREY,
    )
    p.text(555, 118, "FACTURE / FACTUUR", 15, True, align="r")
    pairs(
        p,
        330,
        555,
        138,
        [
            ("N° / Nr.", "VLP-25-01147"),
            ("Date / Datum", "14/11/2025"),
            ("Échéance / Vervaldag", "14/12/2025"),
            ("Votre réf. / Uw ref.", "TIL-0932"),
            ("N° client / Klantnr.", "C-20418"),
        ],
        8.2,
        13,
        align="r",
    )
    p.text(40, 118, "Facturer à / Factureren aan", 7.2, True, color=GREY)
    lines(
        p,
        40,
        131,
        [
            "Maison Tillieux & Fils SA",
            "Service comptabilité / Boekhouding",
            "Chaussée de Wavre 1180",
            "1160 Auderghem",
            "TVA BE 0433.105.882",
        ],
        8.8,
        bold_first=True,
    )
    p.text(40, 210, "Livrer à / Leveren aan", 7.2, True, color=GREY)
    lines(
        p,
        40,
        222,
        [
            "Salon Horeca Expo - stand 4B14",
            "Flanders Expo, Maaltekouter 1",
            "9051 Gent",
        ],
        8.2,
    )
    cols = [(44, "l"), (340, "r"), (410, "r"), (450, "r"), (551, "r")]
    y = band(
        p,
        282,
        [
            (44, "Description / Omschrijving"),
            (340, "Qté / Aantal", "r"),
            (410, "Prix / Prijs", "r"),
            (450, "TVA", "r"),
            (551, "HTVA / Excl. btw", "r"),
        ],
        40,
        555,
        fill=(0.95, 0.88, 0.86),
    )
    rows = [
        ("Livre « Cent ans de Tillieux » / Jubileumboek, 160 p.", 500, "18.40", 6),
        ("Affiches / Affiches A1, quadri", 120, "4.85", 21),
        ("Roll-up 85 x 200 cm avec cassette / met cassette", 4, "139.00", 21),
        ("Flyers A5 recto/verso (par 1.000 / per 1.000)", 5, "74.50", 21),
        ("Transport / Vervoer Gent", 1, "95.00", 21),
    ]
    base = {6: D(0), 21: D(0)}
    out = []
    for name, n, pr, r in rows:
        e = ext(n, pr)
        base[r] += e
        out.append((name, US(n, 0).replace(",", "."), EU(pr), f"{r}%", EU(e)))
    y = items(p, y, cols, out, 8.2, 15)
    p.hline(y - 6, 40, 555, 0.5)
    net = base[6] + base[21]
    v6 = pct(base[6], 6)
    v21 = pct(base[21], 21)
    vat = v6 + v21
    total = net + vat
    same(10805.50, net, "HTVA")
    same(552.00, v6, "TVA 6")
    same(337.16, v21, "TVA 21")
    same(889.16, vat, "TVA")
    same(11694.66, total, "TVAC")
    y = totals(
        p,
        300,
        551,
        y + 10,
        [
            ("Total HTVA / Totaal excl. btw", EU(net) + " €"),
            ("TVA / btw 6 % sur / op " + EU(base[6]), EU(v6) + " €"),
            ("TVA / btw 21 % sur / op " + EU(base[21]), EU(v21) + " €"),
            ("Total TVA / Totaal btw", EU(vat) + " €"),
            ("Total TVAC / Totaal incl. btw", EU(total) + " €", True),
            ("À payer / Te betalen", EU(total) + " €", True),
        ],
        8.8,
        16,
    )
    p.rect(40, y + 6, 555, y + 46, 0.5)
    p.text(
        48,
        y + 20,
        "Communication structurée / Gestructureerde mededeling: +++251/1140/14717+++",
        8.4,
        True,
    )
    p.text(
        48,
        y + 34,
        "Montants en EUR / Bedragen in EUR · Paiement à 30 jours / Betaling binnen 30 dagen",
        8.2,
    )
    p.wrap(
        40,
        y + 66,
        515,
        "Conditions générales au verso. Tout retard de paiement entraîne un intérêt de 10 % l'an et une "
        "indemnité forfaitaire de 40,00 €. / Algemene voorwaarden op keerzijde. Bij laattijdige betaling is "
        "een intrest van 10 % per jaar en een forfaitaire vergoeding van 40,00 € verschuldigd.",
        7.8,
    )
    fields = {
        "invoice_number": F("VLP-25-01147", 1, "N° / Nr. VLP-25-01147"),
        "invoice_date": F("2025-11-14", 1, "Date / Datum 14/11/2025"),
        "due_date": F("2025-12-14", 1, "Échéance / Vervaldag 14/12/2025"),
        "vendor_name": F(
            "Vanderhaegen-Lecomte Print & Media",
            1,
            "Vanderhaegen-Lecomte Print & Media",
        ),
        "bill_to": F(
            "Maison Tillieux & Fils SA",
            1,
            "Facturer à / Factureren aan Maison Tillieux & Fils SA",
        ),
        "currency": F("EUR", 1, "Montants en EUR / Bedragen in EUR"),
        "subtotal": F(10805.50, 1, "Total HTVA / Totaal excl. btw 10.805,50 €"),
        "tax": F(889.16, 1, "Total TVA / Totaal btw 889,16 €"),
        "total": F(11694.66, 1, "Total TVAC / Totaal incl. btw 11.694,66 €"),
        "amount_due": F(11694.66, 1, "À payer / Te betalen 11.694,66 €"),
    }
    notes = (
        "Belgian bilingual French/Dutch invoice (EUR, 1.234,56 EUR with the sign after the figure, "
        "dd/mm/yyyy). Two VAT rates (6 % on the book, 21 % on the rest), each printed with its base; the "
        "printed 'Total TVA / Totaal btw' is the tax (a sum checks 6 % + 21 %). 'A payer / Te betalen' "
        "repeats the total and is labelled as amount_due. Billed party is 'Facturer a / Factureren aan', "
        "not the trade-fair stand in 'Livrer a / Leveren aan'. The structured payment reference, the "
        "customer's VAT number, the late-payment interest and the 40,00 EUR indemnity are distractors."
    )
    sums = [
        SUM(
            "TVA 6 % + TVA 21 % = Total TVA",
            [
                (
                    1,
                    T("TVA 6 %", 552.00, 1, "TVA / btw 6 % sur / op 9.200,00 552,00 €"),
                ),
                (
                    1,
                    T(
                        "TVA 21 %",
                        337.16,
                        1,
                        "TVA / btw 21 % sur / op 1.605,50 337,16 €",
                    ),
                ),
            ],
            "tax",
        )
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 4 Mexican CFDI with discount and IVA retention
@doc(
    "b13_inv_mx_cfdi_flete",
    "invoice",
    "Servicios Logísticos del Bajío, S.A. de C.V. CFDI LB-20931",
)
def inv_mx():
    p = Pdf(612, 792)
    p.new_page()
    p.text(36, 48, "Servicios Logísticos del Bajío, S.A. de C.V.", 13.5, True, color=INK)
    lines(
        p,
        36,
        62,
        [
            "RFC: SLB120418KT3 · Régimen fiscal: 601 General de Ley Personas Morales",
            "Blvd. Aeropuerto 2280, Col. Santa Rosa, León, Gto. · Lugar de expedición (C.P.): 37549",
        ],
        7.4,
        color=GREY,
    )
    p.rect(404, 34, 576, 96, 0.6)
    lines(
        p,
        410,
        46,
        [
            "FACTURA · CFDI 4.0 de Ingreso",
            "Serie y Folio: LB-20931",
            "Fecha de emisión: 2025-11-07T10:42:18",
            "Fecha de certificación: 2025-11-07T10:44:51",
            "Folio fiscal (UUID):",
            "6F1A2C3D-8B47-4E19-A0C2-5D7E91B3F604",
        ],
        7.2,
        bold_first=True,
    )
    p.text(36, 116, "RECEPTOR", 7.4, True, color=GREY)
    lines(
        p,
        36,
        129,
        [
            "Alimentos Cumbre Norteña, S.A.P.I. de C.V.",
            "RFC: ACN0905206Q1 · Domicilio fiscal C.P. 66600 · Régimen 601",
            "Uso CFDI: G03 Gastos en general",
        ],
        8.4,
        bold_first=True,
    )
    pairs(
        p,
        340,
        430,
        116,
        [
            ("Moneda:", "MXN - Peso Mexicano"),
            ("Tipo de cambio:", "1"),
            ("Forma de pago:", "99 - Por definir"),
            ("Método de pago:", "PPD - Pago en parcialidades o diferido"),
            ("Condiciones:", "Crédito 30 días"),
        ],
        7.4,
        11,
    )
    p.text(
        36,
        186,
        "Periodo del servicio: octubre de 2025 · Orden de embarque OE-7741 a OE-7746",
        7.8,
    )
    cols = [
        (40, "l"),
        (92, "r"),
        (100, "l"),
        (128, "l"),
        (432, "r"),
        (500, "r"),
        (572, "r"),
    ]
    y = band(
        p,
        208,
        [
            (40, "Clave"),
            (92, "Cant.", "r"),
            (100, "Unid."),
            (128, "Descripción"),
            (432, "Valor unitario", "r"),
            (500, "Importe", "r"),
            (572, "Descuento", "r"),
        ],
        36,
        576,
        size=7.4,
        fill=SKY,
    )
    rows = [
        (
            "78101802",
            6,
            "E48",
            "Flete León, Gto. - Apodaca, N.L., caja seca 53 pies",
            "18500.00",
            5,
        ),
        ("78141500", 6, "E48", "Maniobras de carga y descarga", "1250.00", 0),
        ("78101800", 3, "DAY", "Estadías en destino (por día)", "2400.00", 0),
        ("84131500", 1, "E48", "Seguro de mercancía en tránsito", "3180.00", 0),
    ]
    sub = D(0)
    dsc = D(0)
    out = []
    for clave, n, u, name, pr, d in rows:
        e = ext(n, pr)
        dd = pct(e, d)
        sub += e
        dsc += dd
        out.append((clave, str(n), u, name, "$" + US(pr), "$" + US(e), "$" + US(dd)))
    y = items(p, y, cols, out, 7.6, 14)
    p.hline(y - 6, 36, 576, 0.5)
    base = sub - dsc
    iva = pct(base, 16)
    ret = pct(base, 4)
    total = base + iva - ret
    same(128880.00, sub, "Subtotal")
    same(5550.00, dsc, "Descuento")
    same(123330.00, base, "Base")
    same(19732.80, iva, "IVA")
    same(4933.20, ret, "retención")
    same(138129.60, total, "Total")
    p.text(40, y + 8, "Impuestos trasladados", 7.8, True)
    yb = items(
        p,
        y + 22,
        [(40, "l"), (120, "l"), (200, "l"), (320, "r")],
        [
            ("Impuesto", "Tipo factor", "Tasa o cuota", "Base / Importe"),
            ("002 IVA", "Tasa", "0.160000", "Base $" + US(base)),
            ("", "", "", "Importe $" + US(iva)),
        ],
        7.6,
        12,
    )
    p.text(40, yb + 6, "Impuestos retenidos", 7.8, True)
    items(
        p,
        yb + 20,
        [(40, "l"), (120, "l"), (200, "l"), (320, "r")],
        [("002 IVA", "Tasa", "0.040000", "Importe $" + US(ret))],
        7.6,
        12,
    )
    totals(
        p,
        400,
        572,
        y + 12,
        [
            ("Subtotal", "$" + US(sub)),
            ("Descuento", "$" + US(dsc)),
            ("IVA 16%", "$" + US(iva)),
            ("IVA Retenido 4%", "$" + US(ret)),
            ("Total", "$" + US(total), True),
        ],
        8.6,
        15,
    )
    y += 110
    p.text(36, y, "Importe con letra:", 7.6, True)
    p.text(
        36,
        y + 12,
        "CIENTO TREINTA Y OCHO MIL CIENTO VEINTINUEVE PESOS 60/100 M.N.",
        7.8,
    )
    y += 34
    for cap, txt in [
        (
            "Sello digital del CFDI:",
            "kX3vQ9Lm2Tz7hYpA0dWc5RfN8uJ1sGbE4oIqVx6KtHyM3ZrPnL0aSd9FgB7jC2wUe5Qm==",
        ),
        (
            "Sello digital del SAT:",
            "Tq8RwZ1nHc4mV7yKpX2sL9dJ0bFgA5uEoN3iQtYr6WkMzC8vPhS1xGjD4lBa7fUe2Oy==",
        ),
        (
            "No. de certificado del emisor:",
            "00001000000712558830  ·  No. de certificado del SAT: 00001000000708847112",
        ),
    ]:
        p.text(36, y, cap, 6.8, True)
        p.text(36, y + 10, txt, 6.6, face="mono")
        y += 26
    p.text(
        306,
        760,
        "Este documento es una representación impresa de un CFDI.",
        7.4,
        align="c",
        color=GREY,
    )
    fields = {
        "invoice_number": F("LB-20931", 1, "Serie y Folio: LB-20931"),
        "invoice_date": F("2025-11-07", 1, "Fecha de emisión: 2025-11-07T10:42:18"),
        "due_date": NULL(),
        "vendor_name": F(
            "Servicios Logísticos del Bajío, S.A. de C.V.",
            1,
            "Servicios Logísticos del Bajío, S.A. de C.V.",
        ),
        "bill_to": F(
            "Alimentos Cumbre Norteña, S.A.P.I. de C.V.",
            1,
            "RECEPTOR Alimentos Cumbre Norteña, S.A.P.I. de C.V.",
        ),
        "currency": F("MXN", 1, "Moneda: MXN - Peso Mexicano"),
        "subtotal": F(123330.00, 1, "Base $123,330.00"),
        "tax": F(19732.80, 1, "IVA 16% $19,732.80"),
        "total": F(138129.60, 1, "Total $138,129.60"),
        "amount_due": NULL(),
    }
    notes = (
        "Printed representation of a Mexican CFDI 4.0 for freight services (MXN named, so the bare $ is "
        "not USD). CFDI 'Subtotal' 128,880.00 is BEFORE the 5% discount on the freight line; the pre-tax "
        "total after discount is printed only as the IVA Base 123,330.00, which is the subtotal (a sum "
        "checks Subtotal - Descuento). tax is the IVA trasladado 16%; the 4% IVA retention is a "
        "withholding deducted to the Total (a sum relates subtotal, tax, retention and total). "
        "invoice_number is the Serie y Folio; the UUID (folio fiscal) and certificate numbers are "
        "distractors, as are the certification timestamp, service period and shipment orders. due_date is "
        "null: only 'Crédito 30 días' (and PPD) is printed. amount_due is null: only the Total is printed."
    )
    sums = [
        SUM(
            "CFDI Subtotal - Descuento = Base",
            [
                (
                    1,
                    T(
                        "Subtotal (before discount)",
                        128880.00,
                        1,
                        "Subtotal $128,880.00",
                    ),
                ),
                (-1, T("Descuento", 5550.00, 1, "Descuento $5,550.00")),
            ],
            "subtotal",
        ),
        SUM(
            "Base + IVA - IVA retenido = Total",
            [
                (1, "subtotal"),
                (1, "tax"),
                (-1, T("IVA Retenido 4%", 4933.20, 1, "IVA Retenido 4% $4,933.20")),
            ],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 5 South African tax invoice, standard and zero-rated lines
@doc(
    "b13_inv_za_vat_zero_rated",
    "invoice",
    "Sundays Valley Agri Supplies (Pty) Ltd tax invoice SVA-INV-10592",
)
def inv_za():
    p = Pdf(595, 842)
    p.new_page()
    p.rect(0, 0, 595, 96, 0, fill=ALPINE, color=None)
    p.text(40, 46, "SUNDAYS VALLEY AGRI SUPPLIES (PTY) LTD", 15, True, color=WHITE)
    p.text(
        40,
        62,
        "14 Voortrekker Street, Kirkwood 6120 · Eastern Cape · South Africa",
        8,
        color=WHITE,
    )
    p.text(
        40,
        75,
        "Reg. No. 2014/228417/07 · VAT No. 4870293316 · accounts@sva-agri.example · 042 230 1177",
        8,
        color=WHITE,
    )
    p.text(555, 130, "TAX INVOICE", 17, True, align="r")
    pairs(
        p,
        380,
        555,
        150,
        [
            ("Invoice No.", "SVA-INV-10592"),
            ("Invoice Date", "2025/10/14"),
            ("Due Date", "2025/11/13"),
            ("Account", "SRC001"),
            ("Order No.", "PO 77812"),
            ("Sales Rep", "M. Ferreira"),
        ],
        8.2,
        13,
        align="r",
    )
    p.text(40, 124, "CUSTOMER", 7.2, True, color=GREY)
    lines(
        p,
        40,
        137,
        [
            "Sondagsrivier Citrus Boerdery (Pty) Ltd",
            "PO Box 218",
            "Addo 6105",
            "Customer VAT No. 4120557839",
        ],
        8.8,
        bold_first=True,
    )
    p.text(40, 204, "DELIVER TO", 7.2, True, color=GREY)
    lines(
        p,
        40,
        217,
        ["Wolwekraal Packhouse B (Addo Fruit Packers)", "Farm Wolwekraal 44, Addo"],
        8.4,
    )
    p.text(
        40,
        256,
        "All amounts in South African Rand (ZAR). VAT codes: S = standard 15%, Z = zero-rated.",
        8,
    )
    cols = [(44, "l"), (110, "l"), (360, "r"), (410, "c"), (480, "r"), (551, "r")]
    y = band(
        p,
        280,
        [
            (44, "Code"),
            (110, "Description"),
            (360, "Qty", "r"),
            (410, "VAT", "c"),
            (480, "Unit Excl.", "r"),
            (551, "Total Excl.", "r"),
        ],
        40,
        555,
        fill=MINT,
    )
    rows = [
        ("FLAN28", "Fertiliser LAN 28, 50 kg bag", 60, "612.00", "S"),
        ("MMS125", "Maize meal super, 12.5 kg (staff rations)", 40, "104.99", "Z"),
        ("DL16-500", "Drip line 16 mm, 500 m coil", 8, "1385.00", "S"),
        ("PFA-KIT", "Poly pipe fittings, assorted kit", 1, "2418.45", "S"),
        ("DELADDO", "Delivery Kirkwood - Addo (5 t truck)", 1, "850.00", "S"),
    ]
    excl = D(0)
    std = D(0)
    out = []
    for code, name, n, pr, vc in rows:
        e = ext(n, pr)
        excl += e
        if vc == "S":
            std += e
        out.append((code, name, str(n), vc, za(pr)[2:], za(e)[2:]))
    y = items(p, y, cols, out, 8.2, 15)
    p.hline(y - 6, 40, 555, 0.5)
    vat = pct(std, 15)
    total = excl + vat
    sett = pct(total, "2.5")
    same(55268.05, excl, "excl")
    same(51068.45, std, "standard")
    same(7660.27, vat, "VAT")
    same(62928.32, total, "incl")
    same(1573.21, sett, "settlement")
    y = totals(
        p,
        300,
        551,
        y + 10,
        [
            ("Total Excl. VAT", za(excl)),
            ("VAT 15% on " + za(std), za(vat)),
            ("Total Incl. VAT", za(total), True),
        ],
        9,
        16,
    )
    y = p.wrap(
        40,
        y + 14,
        515,
        f"Terms: 30 days from invoice date. A settlement discount of 2.5% ({za(sett)}) may be taken if "
        "payment reaches us by 2025/10/24. Goods remain the property of Sundays Valley Agri Supplies (Pty) "
        "Ltd until paid in full. E&OE.",
        8.2,
    )
    p.rect(40, y + 6, 300, y + 62, 0.5)
    lines(
        p,
        48,
        y + 20,
        [
            "Banking details",
            "First Coastal Bank · Branch code 250655",
            "Account 6241 0038 115 · Reference SVA-INV-10592",
        ],
        8,
        bold_first=True,
    )
    p.text(
        297,
        800,
        "Received in good order: ____________________  Date: ____________",
        8,
        align="c",
    )
    fields = {
        "invoice_number": F("SVA-INV-10592", 1, "Invoice No. SVA-INV-10592"),
        "invoice_date": F("2025-10-14", 1, "Invoice Date 2025/10/14"),
        "due_date": F("2025-11-13", 1, "Due Date 2025/11/13"),
        "vendor_name": F(
            "Sundays Valley Agri Supplies (Pty) Ltd",
            1,
            "SUNDAYS VALLEY AGRI SUPPLIES (PTY) LTD",
        ),
        "bill_to": F(
            "Sondagsrivier Citrus Boerdery (Pty) Ltd",
            1,
            "CUSTOMER Sondagsrivier Citrus Boerdery (Pty) Ltd",
        ),
        "currency": F("ZAR", 1, "All amounts in South African Rand (ZAR)."),
        "subtotal": F(55268.05, 1, "Total Excl. VAT R 55 268.05"),
        "tax": F(7660.27, 1, "VAT 15% on R 51 068.45 R 7 660.27"),
        "total": F(62928.32, 1, "Total Incl. VAT R 62 928.32"),
        "amount_due": NULL(),
    }
    notes = (
        "South African tax invoice (ZAR stated; R 12 345.67 with space grouping and a decimal point; "
        "yyyy/mm/dd). One line is zero-rated (code Z), so VAT 15% is charged on the standard-rated base "
        "R 51 068.45 only, printed inside the tax line; subtotal is the Total Excl. VAT including the "
        "zero-rated line. Billed party is the CUSTOMER, not the DELIVER TO packhouse (another company). "
        "The 2.5% settlement discount amount and its 2025/10/24 deadline are distractors (due_date is the "
        "printed Due Date). amount_due is null: only the Total Incl. VAT is printed."
    )
    return p, fields, notes, []


# ---------------------------------------------------------------- 6 Irish B2B services invoice, reverse charge
@doc(
    "b13_inv_ie_reverse_charge",
    "invoice",
    "Brackenridge Analytics Limited invoice BRA-2025-0419",
)
def inv_ie():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.text(40, 60, "Brackenridge Analytics", 20, True, color=OCEAN)
    lines(
        p,
        40,
        76,
        [
            "Brackenridge Analytics Limited · Unit 4, Grand Canal Quay, Dublin 2, D02 XK71, Ireland",
            "Registered in Ireland No. 633418 · VAT IE 3381472WH · billing@brackenridge.example",
        ],
        7.6,
        color=GREY,
    )
    p.text(555, 130, "INVOICE", 22, True, align="r", color=OCEAN)
    pairs(
        p,
        380,
        555,
        152,
        [
            ("Invoice number", "BRA-2025-0419"),
            ("Invoice date", "3 November 2025"),
            ("Supply period", "October 2025"),
            ("Purchase order", "4500182264"),
        ],
        8.4,
        14,
        align="r",
    )
    p.text(40, 130, "Billed to", 7.4, True, color=GREY)
    lines(
        p,
        40,
        144,
        [
            "Vlietland Fietsen B.V.",
            "Attn: Finance, Mr Joost van Ommeren",
            "Havenweg 14",
            "3433 PE Nieuwegein, Netherlands",
            "VAT NL862314771B01",
        ],
        8.8,
        bold_first=True,
    )
    cols = [(44, "l"), (380, "r"), (460, "r"), (551, "r")]
    y = band(
        p,
        250,
        [
            (44, "Description"),
            (380, "Qty / days", "r"),
            (460, "Rate EUR", "r"),
            (551, "Amount EUR", "r"),
        ],
        40,
        555,
        fill=SKY,
    )
    rows = [
        ("Data platform engineering (consultant days)", "18", "950.00"),
        ("Solution architecture (consultant days)", "2.5", "1180.00"),
        ("Cloud hosting recharge at cost, October 2025", "1", "1240.55"),
        ("Travel: Dublin - Amsterdam return, 2 trips", "1", "612.40"),
    ]
    sub = D(0)
    out = []
    for name, n, pr in rows:
        e = ext(n, pr)
        sub += e
        out.append((name, n, US(pr), US(e)))
    y = items(p, y, cols, out, 8.4, 16)
    p.hline(y - 6, 40, 555, 0.5)
    gbp = q(sub * D("0.8741"))
    same(21902.95, sub, "subtotal")
    same(19145.37, gbp, "sterling")
    y = totals(
        p,
        300,
        551,
        y + 10,
        [
            ("Subtotal (net)", "€" + US(sub)),
            ("VAT @ 0% - reverse charge", "€0.00"),
            ("Invoice total EUR", "€" + US(sub), True),
        ],
        9,
        16,
    )
    y = p.wrap(
        40,
        y + 16,
        515,
        "VAT reverse charge: services supplied to a business customer in another EU Member State. The "
        "customer is liable to account for VAT (Article 196, Council Directive 2006/112/EC).",
        8.4,
    )
    y = p.wrap(
        40,
        y + 6,
        515,
        f"For information only: sterling equivalent £{US(gbp)} at 0.8741 (ECB reference rate of 31 October "
        "2025); the invoice is payable in euro.",
        8.4,
    )
    y = p.wrap(
        40,
        y + 6,
        515,
        "Payment due by 3 December 2025. Please quote BRA-2025-0419 with your payment.",
        8.4,
    )
    p.rect(40, y + 8, 330, y + 64, 0.5)
    lines(
        p,
        48,
        y + 22,
        [
            "Bank transfer (SEPA)",
            "Account name: Brackenridge Analytics Limited",
            "IBAN IE00 BOFI 9000 1733 4410 58",
        ],
        8,
        bold_first=True,
    )
    fields = {
        "invoice_number": F("BRA-2025-0419", 1, "Invoice number BRA-2025-0419"),
        "invoice_date": F("2025-11-03", 1, "Invoice date 3 November 2025"),
        "due_date": F("2025-12-03", 1, "Payment due by 3 December 2025."),
        "vendor_name": F("Brackenridge Analytics Limited", 1, "Brackenridge Analytics Limited"),
        "bill_to": F("Vlietland Fietsen B.V.", 1, "Billed to Vlietland Fietsen B.V."),
        "currency": F("EUR", 1, "Invoice total EUR €21,902.95"),
        "subtotal": F(21902.95, 1, "Subtotal (net) €21,902.95"),
        "tax": F(0, 1, "VAT @ 0% - reverse charge €0.00"),
        "total": F(21902.95, 1, "Invoice total EUR €21,902.95"),
        "amount_due": NULL(),
    }
    notes = (
        "Irish B2B services invoice to a Dutch company (EUR, English number format, '3 November 2025'). "
        "VAT is reverse-charged and printed as an amount €0.00, so tax is 0 (not null). The sterling "
        "equivalent £19,145.37, the exchange-rate date, the supply period and the PO number are "
        "distractors. bill_to is the company, not the named contact. amount_due is null: no amount due is "
        "printed apart from the invoice total."
    )
    return p, fields, notes, []


# ---------------------------------------------------------------- 7 Czech faktura with rounding and an advance
@doc(
    "b13_inv_cz_faktura_zaloha",
    "invoice",
    "Strojírna Horácko s.r.o. faktura 2025110274",
)
def inv_cz():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.text(40, 52, "FAKTURA – DAŇOVÝ DOKLAD", 15, True, color=INK)
    p.text(555, 52, "č. 2025110274", 15, True, align="r", color=INK)
    p.hline(60, 40, 555, 1.2, INK)
    p.text(40, 80, "Dodavatel", 7.4, True, color=GREY)
    lines(
        p,
        40,
        94,
        [
            "Strojírna Horácko s.r.o.",
            "Jihlavská 2214/18",
            "674 01 Třebíč",
            "IČO: 27481123   DIČ: CZ27481123",
            "Zapsáno v OR u KS v Brně, oddíl C, vložka 51187",
        ],
        8.4,
        bold_first=True,
    )
    p.text(320, 80, "Odběratel", 7.4, True, color=GREY)
    lines(
        p,
        320,
        94,
        [
            "Pivovar Zlatý Kopec a.s.",
            "Nádražní 611",
            "537 01 Chrudim",
            "IČO: 25934417   DIČ: CZ25934417",
        ],
        9,
        bold_first=True,
    )
    p.text(320, 160, "Místo dodání", 7.4, True, color=GREY)
    lines(
        p,
        320,
        172,
        ["Montáže Vysočina s.r.o. – hala C", "Průmyslová 9, 538 21 Slatiňany"],
        8.2,
    )
    grid(
        p,
        204,
        [
            (40, 143, "Datum vystavení", "18.11.2025"),
            (143, 246, "Datum zdan. plnění (DUZP)", "14.11.2025"),
            (246, 349, "Datum splatnosti", "02.12.2025"),
            (349, 452, "Forma úhrady", "převodem"),
            (452, 555, "Variabilní symbol", "2025110274"),
        ],
        26,
    )
    p.text(40, 248, "Objednávka č. OBJ-25-1187 ze dne 22.10.2025 · Měna: CZK", 8.2)
    cols = [(44, "l"), (320, "r"), (340, "l"), (420, "r"), (460, "r"), (551, "r")]
    y = band(
        p,
        272,
        [
            (44, "Označení dodávky"),
            (320, "Množství", "r"),
            (340, "MJ"),
            (420, "Cena za MJ", "r"),
            (460, "DPH", "r"),
            (551, "Celkem bez DPH", "r"),
        ],
        40,
        555,
        size=7.6,
    )
    rows = [
        ("Nerezová nádrž CKT 30 hl – plášť, svařenec", "1", "ks", "58400.00"),
        ("Příruba DN80 PN16, nerez 1.4404", "6", "ks", "1284.50"),
        ("Montážní práce", "22", "hod", "685.00"),
        ("Tlaková zkouška a protokol", "1", "ks", "3450.00"),
        ("Doprava Třebíč – Slatiňany", "1", "ks", "1786.40"),
    ]
    net = D(0)
    out = []
    for name, n, u, pr in rows:
        e = ext(n, pr)
        net += e
        out.append((name, n, u, cz(pr), "21 %", cz(e)))
    y = items(p, y, cols, out, 8.2, 15)
    p.hline(y - 6, 40, 555, 0.5)
    vat = pct(net, 21)
    raw = net + vat
    total = q(raw, 0)
    rnd_ = total - raw
    adv = D("40000.00")
    due = total - adv
    same(86413.40, net, "základ")
    same(18146.81, vat, "DPH")
    same(-0.21, rnd_, "zaokrouhlení")
    same(104560.00, total, "celkem")
    same(64560.00, due, "k úhradě")
    p.text(40, y + 10, "Rekapitulace DPH v Kč", 8.2, True)
    yr = items(
        p,
        y + 26,
        [(44, "l"), (160, "r"), (240, "r"), (320, "r")],
        [("Sazba", "Základ", "DPH", "Celkem"), ("21 %", cz(net), cz(vat), cz(raw))],
        7.8,
        13,
    )
    totals(
        p,
        360,
        551,
        y + 10,
        [
            ("Celkem bez DPH", cz(net)),
            ("DPH 21 %", cz(vat)),
            ("Zaokrouhlení", cz(rnd_)),
            ("Celkem s DPH", cz(total) + " Kč", True),
            ("Odpočet zálohy ZF-2025-0388", "-" + cz(adv)),
            ("Celkem k úhradě", cz(due) + " Kč", True),
        ],
        8.6,
        15,
    )
    y = max(yr, y + 100) + 10
    y = p.wrap(
        40,
        y,
        515,
        "Záloha ve výši 40 000,00 Kč byla uhrazena dne 29.10.2025 na základě zálohové faktury ZF-2025-0388 "
        "(nejde o daňový doklad). Bankovní spojení: Moravská obchodní banka, č. ú. 2104418822/0300, "
        "IBAN CZ00 0300 0000 0021 0441 8822.",
        8.2,
    )
    p.wrap(
        40,
        y + 4,
        515,
        "Převzal: ____________________     Vystavil: Ing. Radek Sedláček, tel. 568 440 210",
        8.2,
    )
    fields = {
        "invoice_number": F("2025110274", 1, "FAKTURA – DAŇOVÝ DOKLAD č. 2025110274"),
        "invoice_date": F("2025-11-18", 1, "Datum vystavení 18.11.2025"),
        "due_date": F("2025-12-02", 1, "Datum splatnosti 02.12.2025"),
        "vendor_name": F("Strojírna Horácko s.r.o.", 1, "Dodavatel Strojírna Horácko s.r.o."),
        "bill_to": F("Pivovar Zlatý Kopec a.s.", 1, "Odběratel Pivovar Zlatý Kopec a.s."),
        "currency": F("CZK", 1, "Měna: CZK"),
        "subtotal": F(86413.40, 1, "Celkem bez DPH 86 413,40"),
        "tax": F(18146.81, 1, "DPH 21 % 18 146,81"),
        "total": F(104560.00, 1, "Celkem s DPH 104 560,00 Kč"),
        "amount_due": F(64560.00, 1, "Celkem k úhradě 64 560,00 Kč"),
    }
    notes = (
        "Czech faktura - daňový doklad (CZK, 12 345,67, dd.mm.yyyy). The total is rounded to whole "
        "crowns: Celkem bez DPH + DPH 21 % + Zaokrouhlení -0,21 = Celkem s DPH 104 560,00 (a sum relates "
        "subtotal, tax and total; the VAT recap prints the unrounded 104 559,21). The advance paid on "
        "proforma ZF-2025-0388 is deducted to 'Celkem k úhradě' (amount_due, a sum checks it). Billed "
        "party is the Odběratel; 'Místo dodání' is another company's hall. The DUZP (tax point) "
        "14.11.2025, the order date and the advance payment date are distractors; the variable symbol "
        "repeats the invoice number."
    )
    sums = [
        SUM(
            "Celkem bez DPH + DPH + Zaokrouhlení = Celkem s DPH",
            [
                (1, "subtotal"),
                (1, "tax"),
                (1, T("Zaokrouhlení", -0.21, 1, "Zaokrouhlení -0,21")),
            ],
            "total",
        ),
        SUM(
            "Celkem s DPH - záloha = Celkem k úhradě",
            [
                (1, "total"),
                (
                    -1,
                    T(
                        "Odpočet zálohy",
                        40000.00,
                        1,
                        "Odpočet zálohy ZF-2025-0388 -40 000,00",
                    ),
                ),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 8 US telecom bill, previous balance, two pages
@doc(
    "b13_inv_us_telecom_bill",
    "invoice",
    "Prairie Lattice Telecom, Inc. business bill 25110388214",
)
def inv_telecom():
    p = Pdf(612, 792)
    p.new_page()
    p.text(40, 54, "PRAIRIE LATTICE", 18, True, color=OCEAN)
    p.text(40, 67, "TELECOM", 9, True, color=OCEAN)
    p.text(
        40,
        80,
        "Prairie Lattice Telecom, Inc. · 1200 O Street, Lincoln, NE 68508 · 1-800-555-0183",
        7.4,
    )
    pairs(
        p,
        370,
        572,
        50,
        [
            ("Account number", "8772-410-553"),
            ("Invoice number", "25110388214"),
            ("Bill date", "Nov 3, 2025"),
            ("Service period", "Nov 3 - Dec 2, 2025"),
            ("Page", "1 of 2"),
        ],
        8,
        12.5,
        align="r",
    )
    p.text(40, 124, "Account holder / billing address", 7.2, True, color=GREY)
    lines(
        p,
        40,
        137,
        [
            "Tamarack Veterinary Partners, P.C.",
            "Attn: Accounts Payable",
            "PO Box 88120",
            "Omaha, NE 68108",
        ],
        9,
        bold_first=True,
    )
    p.text(330, 124, "Service address", 7.2, True, color=GREY)
    lines(
        p,
        330,
        137,
        [
            "Tamarack Animal Hospital - Lincoln South",
            "2290 Elm Ridge Road, Suite 110",
            "Lincoln, NE 68516",
        ],
        8.4,
    )
    p.rect(40, 196, 572, 214, 0, fill=OCEAN, color=None)
    p.text(48, 209, "Account Summary", 9.5, True, color=WHITE)
    prev = D("1512.40")
    paid = D("1400.00")
    fwd = prev - paid
    # current charges (page 2 detail)
    chg = [
        ("Business Fiber 500 Mbps", "389.00"),
        ("Hosted voice seats (14 x $24.95)", "349.30"),
        ("Toll-free number 1-877-555-0142", "15.00"),
        ("Equipment rental - managed router", "18.00"),
        ("Long distance usage (412 min)", "27.84"),
        ("Regulatory Cost Recovery Fee", "11.48"),
        ("Service credit - outage Oct 9, 2025", "-38.90"),
    ]
    before = sum((D(a) for _, a in chg), D(0))
    st = pct(before, "5.5")
    city = pct(before, "6.25")
    taxes = st + city
    cur = before + taxes
    due = fwd + cur
    same(112.40, fwd, "balance forward")
    same(771.72, before, "before taxes")
    same(42.44, st, "state tax")
    same(48.23, city, "city tax")
    same(90.67, taxes, "taxes")
    same(862.39, cur, "current")
    same(974.79, due, "due")

    def money(x):
        return ("-$" if x < 0 else "$") + US(abs(x))

    y = totals(
        p,
        48,
        564,
        232,
        [
            ("Previous balance", money(prev)),
            ("Payment received Oct 20, 2025 - thank you", money(-paid)),
            ("Balance forward (past due)", money(fwd)),
            ("Total current charges (see page 2)", money(cur)),
        ],
        9,
        17,
    )
    p.hline(y - 10, 48, 564, 0.6)
    p.text(48, y + 6, "Total Amount Due by Nov 24, 2025", 11, True)
    p.text(564, y + 6, money(due), 11, True, align="r")
    y = p.wrap(
        48,
        y + 30,
        516,
        "The balance forward of $112.40 is past due. Please pay it now to avoid a $10.00 late fee and "
        "interruption of service. Enroll in AutoPay at plt.example/business to receive a $5.00 monthly "
        "credit starting with your next bill (Dec 3, 2025).",
        8.4,
    )
    p.text(
        48,
        y + 6,
        "News: your Hosted voice seats will move to the new HD Voice platform on January 12, 2026.",
        8,
    )
    # remittance stub
    for x in range(40, 572, 8):
        p.line(x, 560, x + 4, 560, 0.5)
    p.text(
        306,
        572,
        "Please detach and return this portion with your payment",
        7,
        align="c",
        color=GREY,
    )
    pairs(
        p,
        48,
        180,
        596,
        [
            ("Account number", "8772-410-553"),
            ("Invoice number", "25110388214"),
            ("Amount due", money(due)),
            ("Due date", "Nov 24, 2025"),
            ("Amount enclosed", "$ ______________"),
        ],
        8.4,
        15,
    )
    p.text(340, 596, "Make checks payable and remit to:", 7.4, True, color=GREY)
    lines(
        p,
        340,
        610,
        [
            "Prairie Lattice Telecom",
            "Lockbox 771402",
            "PO Box 771402",
            "St. Louis, MO 63177-1402",
        ],
        8.8,
    )
    p.text(
        48,
        700,
        "Tamarack Veterinary Partners, P.C. · PO Box 88120 · Omaha, NE 68108",
        8,
    )
    p.text(48, 730, "1887724105530000974790000112401", 9, face="mono")
    # page 2 ------------------------------------------------------------
    p.new_page()
    p.text(40, 50, "Prairie Lattice Telecom, Inc.", 11, True, color=OCEAN)
    p.text(
        572,
        50,
        "Account 8772-410-553 · Invoice 25110388214 · Page 2 of 2",
        8,
        align="r",
    )
    p.hline(58, 40, 572, 0.8, OCEAN)
    p.text(40, 80, "Current Charges Detail - service period Nov 3 - Dec 2, 2025", 10, True)
    y = band(
        p,
        104,
        [(44, "Monthly charges and usage"), (564, "Amount", "r")],
        40,
        572,
        fill=SKY,
    )
    y = items(p, y, [(44, "l"), (564, "r")], [(n, money(D(a))) for n, a in chg], 8.6, 15)
    p.hline(y - 8, 40, 572, 0.4)
    y = totals(
        p,
        44,
        564,
        y + 4,
        [("Total charges before taxes", money(before), True)],
        8.8,
        16,
    )
    y = band(p, y + 14, [(44, "Taxes"), (564, "Amount", "r")], 40, 572, fill=SKY)
    y = items(
        p,
        y,
        [(44, "l"), (564, "r")],
        [
            ("Nebraska state sales tax 5.50% on $771.72", money(st)),
            ("City of Lincoln occupation tax 6.25% on $771.72", money(city)),
        ],
        8.6,
        15,
    )
    p.hline(y - 8, 40, 572, 0.4)
    y = totals(
        p,
        44,
        564,
        y + 4,
        [
            ("Total taxes", money(taxes), True),
            ("Total current charges", money(cur), True),
        ],
        8.8,
        16,
    )
    p.wrap(
        44,
        y + 14,
        520,
        "The Regulatory Cost Recovery Fee is a Prairie Lattice charge, not a tax or government-mandated "
        "charge. Usage charges are billed one month in arrears. Questions about this bill: 1-800-555-0183 or "
        "business.care@plt.example.",
        8,
    )
    fields = {
        "invoice_number": F("25110388214", 1, "Invoice number 25110388214"),
        "invoice_date": F("2025-11-03", 1, "Bill date Nov 3, 2025"),
        "due_date": F("2025-11-24", 1, "Total Amount Due by Nov 24, 2025"),
        "vendor_name": F("Prairie Lattice Telecom, Inc.", 1, "Prairie Lattice Telecom, Inc."),
        "bill_to": F(
            "Tamarack Veterinary Partners, P.C.",
            1,
            "Account holder / billing address Tamarack Veterinary Partners, P.C.",
        ),
        "currency": F("USD", 1, "Total Amount Due by Nov 24, 2025 $974.79"),
        "subtotal": F(771.72, 2, "Total charges before taxes $771.72"),
        "tax": F(90.67, 2, "Total taxes $90.67"),
        "total": F(862.39, 2, "Total current charges $862.39"),
        "amount_due": F(974.79, 1, "Total Amount Due by Nov 24, 2025 $974.79"),
    }
    notes = (
        "Two-page US business telecom bill (bare $ = USD). Page 1 is the account summary and remittance "
        "stub; page 2 the current-charges detail. The invoice's own total is 'Total current charges' "
        "$862.39 (charges before taxes $771.72 incl. a company fee and a negative service credit, plus "
        "taxes $90.67 = state 5.50% + city 6.25%, a sum checks them). amount_due $974.79 adds the $112.40 "
        "past-due balance forward (previous balance - payment; a sum checks it). The account number, the "
        "service period, the payment date, next bill date, the $10.00 late fee, the AutoPay credit and "
        "the scan line are distractors. bill_to is the account holder, not the service address (a clinic "
        "name); the lockbox remit-to is the vendor's payment address."
    )
    sums = [
        SUM(
            "state tax + city tax = total taxes",
            [
                (
                    1,
                    T(
                        "state sales tax",
                        42.44,
                        2,
                        "Nebraska state sales tax 5.50% on $771.72 $42.44",
                    ),
                ),
                (
                    1,
                    T(
                        "city occupation tax",
                        48.23,
                        2,
                        "City of Lincoln occupation tax 6.25% on $771.72 $48.23",
                    ),
                ),
            ],
            "tax",
        ),
        SUM(
            "previous balance - payment + current charges = amount due",
            [
                (1, T("previous balance", 1512.40, 1, "Previous balance $1,512.40")),
                (
                    -1,
                    T(
                        "payment",
                        1400.00,
                        1,
                        "Payment received Oct 20, 2025 - thank you -$1,400.00",
                    ),
                ),
                (1, "total"),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 9 US two-page distributor invoice, page subtotals
MED_LINES = [
    # item, description, uom, ordered, shipped, unit price, taxable
    ("GL-4410-M", "Nitrile exam gloves, medium, 100/bx", "CS", 6, 6, "84.90", False),
    ("GL-4410-L", "Nitrile exam gloves, large, 100/bx", "CS", 4, 4, "84.90", False),
    (
        "SY-0310",
        "Syringe 3 mL Luer-Lok, 23G x 1 in, 100/bx",
        "BX",
        10,
        10,
        "18.75",
        False,
    ),
    ("SY-1025", "Syringe 1 mL tuberculin, 25G, 100/bx", "BX", 8, 8, "21.40", False),
    (
        "BA-2020",
        "Adhesive bandage 1 x 3 in, sheer, 100/bx",
        "BX",
        24,
        24,
        "3.15",
        False,
    ),
    (
        "PK-7781",
        "Pediatric bandage, character print, 100/bx",
        "BX",
        12,
        12,
        "6.85",
        False,
    ),
    ("TP-1200", "Exam table paper 18 in x 225 ft, crepe", "CS", 3, 3, "56.20", False),
    ("AL-0450", "Alcohol prep pad, medium, 200/bx", "BX", 20, 20, "2.95", False),
    ("OT-5108", "Otoscope specula 2.5 mm, 1000/bg", "BG", 2, 2, "39.60", False),
    ("TH-3300", "Thermometer probe covers, 20/bx", "CS", 5, 5, "47.80", False),
    ("SH-0222", "Sharps container 2 gal, red", "EA", 18, 18, "6.10", False),
    ("CT-1144", "Cotton-tipped applicator 6 in, 1000/bx", "BX", 4, 4, "11.35", False),
    ("GZ-0404", "Gauze sponge 4 x 4 in, 12-ply, 200/pk", "PK", 15, 15, "7.45", False),
    (
        "MK-1870",
        "Procedure mask, ear loop, level 1, 50/bx",
        "BX",
        30,
        30,
        "4.20",
        False,
    ),
    ("HS-9000", "Hand sanitizer 12 oz pump", "EA", 24, 24, "5.65", True),
    (
        "DW-3350",
        "Disinfecting wipes, large canister 160 ct",
        "EA",
        36,
        36,
        "8.95",
        True,
    ),
    ("ST-0420", "Sticker roll 'Brave Patient', 500/rl", "RL", 6, 6, "12.90", True),
    ("UC-0120", "Urine specimen cup 4 oz, sterile, 100/cs", "CS", 2, 2, "36.50", False),
    ("LN-6600", "Lancet 21G safety, 200/bx", "BX", 5, 3, "19.80", False),
    ("TS-2415", "Rapid strep A test kit, 25 tests", "KT", 10, 10, "68.00", False),
    ("FL-2280", "Influenza A+B rapid test, 25 tests", "KT", 8, 6, "112.50", False),
    (
        "PO-8870",
        "Pulse oximeter sensor, infant, disposable",
        "EA",
        20,
        20,
        "7.35",
        False,
    ),
    ("CP-0910", "Copy paper 8.5 x 11, 10 reams/cs", "CS", 4, 4, "52.40", True),
    ("TN-4471", "Toner cartridge, laser, black", "EA", 3, 3, "118.00", True),
    ("GB-3300", "Trash liner 33 gal, 250/cs", "CS", 2, 2, "38.75", True),
    ("BB-0010", "Biohazard bag 24 x 24 in, red, 250/cs", "CS", 1, 1, "64.30", False),
]


@doc(
    "b13_inv_us_two_page_medical",
    "invoice",
    "Halvorsen Clinical Supply Co. invoice INV-7734018",
)
def inv_med():
    p = Pdf(612, 792)
    cols = [
        (44, "r"),
        (52, "l"),
        (112, "l"),
        (318, "l"),
        (352, "r"),
        (380, "r"),
        (404, "r"),
        (462, "r"),
        (532, "r"),
        (560, "c"),
    ]
    heads = [
        (44, "Ln", "r"),
        (52, "Item #"),
        (112, "Description"),
        (318, "UOM"),
        (352, "Ord", "r"),
        (380, "Ship", "r"),
        (404, "B/O", "r"),
        (462, "Unit price", "r"),
        (532, "Extended", "r"),
        (560, "Tx", "c"),
    ]

    def header(pg):
        p.new_page()
        p.text(40, 50, "HALVORSEN CLINICAL SUPPLY CO.", 14, True, color=BRICK)
        p.text(
            40,
            63,
            "3400 Quarry Lane SW · Cedar Rapids, IA 52404 · (319) 555-0147 · halvorsen.example",
            7.6,
        )
        p.text(572, 50, "INVOICE", 16, True, align="r")
        p.text(572, 64, f"Page {pg} of 2", 8, align="r")
        grid(
            p,
            74,
            [
                (330, 410, "Invoice No.", "INV-7734018"),
                (410, 490, "Invoice Date", "10/30/2025"),
                (490, 572, "Customer No.", "NPA-0088"),
            ],
            24,
        )

    def rows_of(lst, start):
        out = []
        tot = D(0)
        tx = D(0)
        for i, (it, ds, u, o, s, pr, t) in enumerate(lst, start):
            e = ext(s, pr)
            tot += e
            if t:
                tx += e
            out.append(
                (
                    str(i),
                    it,
                    ds,
                    u,
                    str(o),
                    str(s),
                    str(o - s),
                    US(pr),
                    US(e),
                    "Y" if t else "",
                )
            )
        return out, tot, tx

    header(1)
    p.text(40, 118, "BILL TO", 7.2, True, color=GREY)
    lines(
        p,
        40,
        131,
        [
            "Northfork Pediatric Associates, LLP",
            "Accounts Payable",
            "415 Rivergate Blvd",
            "Dubuque, IA 52001",
        ],
        8.8,
        bold_first=True,
    )
    p.text(240, 118, "SHIP TO", 7.2, True, color=GREY)
    lines(
        p,
        240,
        131,
        [
            "Northfork Pediatrics - Peosta Clinic",
            "Attn: Dr. Marisol Keane",
            "7710 Century Dr",
            "Peosta, IA 52068",
        ],
        8.4,
    )
    p.text(420, 118, "REMIT TO", 7.2, True, color=GREY)
    lines(
        p,
        420,
        131,
        [
            "Halvorsen Clinical Supply Co.",
            "Lockbox 5521",
            "PO Box 97330",
            "Chicago, IL 60678-7330",
        ],
        8.4,
    )
    grid(
        p,
        182,
        [
            (40, 140, "Customer PO", "NPA-44102"),
            (140, 240, "Sales Order", "SO-55190"),
            (240, 330, "Ship Date", "10/29/2025"),
            (330, 430, "Ship Via", "UPS Ground, 4 ctn"),
            (430, 500, "Terms", "2% 10, Net 30"),
            (500, 572, "Sales Rep", "K. Lindqvist"),
        ],
        24,
    )
    y = band(p, 228, heads, 40, 572, size=7.2, fill=(0.95, 0.9, 0.88))
    out1, pg1, tx1 = rows_of(MED_LINES[:16], 1)
    y = items(p, y, cols, out1, 7.6, 14.2)
    p.hline(y - 6, 40, 572, 0.5)
    same(2762.05, pg1, "page 1 subtotal")
    p.text(462, y + 8, "Page 1 subtotal", 8.4, True, align="r")
    p.text(532, y + 8, US(pg1), 8.4, True, align="r")
    p.text(306, y + 30, "Continued on page 2", 8, align="c", color=GREY)
    p.text(
        306,
        760,
        "Thank you for your order. Returns require an RMA within 30 days of delivery.",
        7.4,
        align="c",
    )
    # page 2
    header(2)
    p.text(
        40,
        118,
        "Bill to: Northfork Pediatric Associates, LLP · Customer PO NPA-44102",
        8.2,
    )
    y = band(p, 140, heads, 40, 572, size=7.2, fill=(0.95, 0.9, 0.88))
    p.text(462, y, "Brought forward from page 1", 7.8, align="r")
    p.text(532, y, US(pg1), 7.8, align="r")
    y += 16
    out2, pg2, tx2 = rows_of(MED_LINES[16:], 17)
    y = items(p, y, cols, out2, 7.6, 14.2)
    p.hline(y - 6, 40, 572, 0.5)
    merch = pg1 + pg2
    disc = pct(merch, 3)
    freight = D("42.18")
    sub = merch - disc + freight
    taxable = tx1 + tx2 - pct(tx1 + tx2, 3)
    tax = pct(taxable, 7)
    total = sub + tax
    early = pct(total, 2)
    same(2417.20, pg2, "page 2 subtotal")
    same(5179.25, merch, "merchandise")
    same(155.38, disc, "discount")
    same(5066.05, sub, "subtotal")
    same(1141.01, taxable, "taxable")
    same(79.87, tax, "tax")
    same(5145.92, total, "total")
    same(102.92, early, "early pay")
    p.text(462, y + 8, "Page 2 subtotal", 8.4, True, align="r")
    p.text(532, y + 8, US(pg2), 8.4, True, align="r")
    y = totals(
        p,
        300,
        532,
        y + 34,
        [
            ("Merchandise total (pages 1-2)", US(merch)),
            ("Contract discount 3.0% (GPO tier 2)", "-" + US(disc)),
            ("Freight - UPS Ground, 4 cartons", US(freight)),
            ("Subtotal", US(sub), True),
            ("IA sales tax 7.000% on taxable " + US(taxable), US(tax)),
            ("INVOICE TOTAL USD", US(total), True),
        ],
        8.6,
        16,
    )
    y = p.wrap(
        40,
        y + 14,
        532,
        f"Terms 2% 10, Net 30 from invoice date. Take ${US(early)} discount if paid within 10 days. Backordered "
        "items (B/O) will ship and be invoiced separately when available. Tx = Y: taxable item; medical "
        "supplies are exempt under Iowa Code 423.3(60).",
        8,
    )
    p.text(
        306,
        760,
        "Please remit to Halvorsen Clinical Supply Co., Lockbox 5521, PO Box 97330, Chicago, IL 60678-7330",
        7.4,
        align="c",
    )
    fields = {
        "invoice_number": F("INV-7734018", 1, "Invoice No. INV-7734018"),
        "invoice_date": F("2025-10-30", 1, "Invoice Date 10/30/2025"),
        "due_date": NULL(),
        "vendor_name": F("Halvorsen Clinical Supply Co.", 1, "HALVORSEN CLINICAL SUPPLY CO."),
        "bill_to": F(
            "Northfork Pediatric Associates, LLP",
            1,
            "BILL TO Northfork Pediatric Associates, LLP",
        ),
        "currency": F("USD", 2, "INVOICE TOTAL USD 5,145.92"),
        "subtotal": F(5066.05, 2, "Subtotal 5,066.05"),
        "tax": F(79.87, 2, "IA sales tax 7.000% on taxable 1,141.01 79.87"),
        "total": F(5145.92, 2, "INVOICE TOTAL USD 5,145.92"),
        "amount_due": NULL(),
    }
    notes = (
        "Two-page US distributor invoice, 26 lines (16 on page 1, 10 on page 2). Each page prints its own "
        "subtotal and page 2 repeats 'Brought forward from page 1'; neither is the invoice subtotal (sums "
        "check page 1 + page 2 = merchandise total, and merchandise - 3% contract discount + freight = "
        "Subtotal). Extended prices use the shipped quantity (ordered and backordered quantities are "
        "distractors). Sales tax 7.000% is charged only on the taxable amount 1,141.01 printed in the tax "
        "line. due_date is null: only the terms '2% 10, Net 30' are printed (never computed); the ship "
        "date and the early-payment discount $102.92 are distractors. amount_due is null: only the invoice "
        "total is printed. bill_to is the BILL TO party, not the SHIP TO clinic or its doctor; REMIT TO is "
        "the vendor's lockbox."
    )
    sums = [
        SUM(
            "page 1 subtotal + page 2 subtotal = merchandise total",
            [
                (1, T("page 1 subtotal", 2762.05, 1, "Page 1 subtotal 2,762.05")),
                (1, T("page 2 subtotal", 2417.20, 2, "Page 2 subtotal 2,417.20")),
            ],
            T(
                "merchandise total",
                5179.25,
                2,
                "Merchandise total (pages 1-2) 5,179.25",
            ),
        ),
        SUM(
            "merchandise - discount + freight = subtotal",
            [
                (
                    1,
                    T(
                        "merchandise total",
                        5179.25,
                        2,
                        "Merchandise total (pages 1-2) 5,179.25",
                    ),
                ),
                (
                    -1,
                    T(
                        "contract discount",
                        155.38,
                        2,
                        "Contract discount 3.0% (GPO tier 2) -155.38",
                    ),
                ),
                (1, T("freight", 42.18, 2, "Freight - UPS Ground, 4 cartons 42.18")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 10 Italian advance invoice with condominium withholding
@doc(
    "b13_inv_it_fattura_acconto",
    "invoice",
    "Edilrestauri Bonfanti S.r.l. fattura 118/2025",
)
def inv_it():
    p = Pdf(595, 842, face="serif", ttf=True)
    p.new_page()
    p.text(40, 56, "EDILRESTAURI BONFANTI S.r.l.", 16, True, color=BRICK)
    lines(
        p,
        40,
        71,
        [
            "Sede legale: Via Cernaia 8, 20121 Milano · Magazzino: Via dei Lavoratori 60, Cinisello Balsamo",
            "P.IVA e C.F. 09887410963 · REA MI-2118840 · Cap. soc. € 100.000,00 i.v. · PEC bonfanti@pec.example",
        ],
        7.4,
        color=GREY,
    )
    p.hline(92, 40, 555, 0.8, BRICK)
    p.text(40, 116, "Spett.le Committente", 7.4, True, color=GREY)
    lines(
        p,
        40,
        130,
        [
            "Condominio Via Solferino 14",
            "Via Solferino 14, 20121 Milano",
            "C.F. 97712340158",
            "c/o Studio Amministrazioni Ferri & Marelli (amministratore)",
            "Viale Monza 33, 20125 Milano",
        ],
        8.8,
        bold_first=True,
    )
    grid(
        p,
        110,
        [
            (330, 430, "Tipo documento", "TD02 Acconto"),
            (430, 555, "Fattura n.", "118/2025"),
        ],
        26,
    )
    grid(
        p,
        136,
        [
            (330, 430, "Data", "03/11/2025"),
            (430, 555, "Codice destinatario", "M5UXCR1"),
        ],
        26,
    )
    p.text(330, 178, "Identificativo SdI 12874410233", 7.4, color=GREY)
    y = p.wrap(
        40,
        216,
        515,
        "Oggetto: lavori di rifacimento delle facciate e dei balconi, contratto d'appalto del 12/06/2025. "
        "Importo lavori a corpo € 184.000,00 oltre IVA; oneri della sicurezza € 4.600,00. Acconto del 25% "
        "alla consegna del cantiere (art. 6 del contratto).",
        8.6,
    )
    cols = [(44, "l"), (360, "r"), (420, "r"), (470, "r"), (551, "r")]
    y = band(
        p,
        y + 14,
        [
            (44, "Descrizione"),
            (360, "Q.tà", "r"),
            (420, "Prezzo", "r"),
            (470, "IVA", "r"),
            (551, "Importo", "r"),
        ],
        40,
        555,
        fill=SAND,
    )
    acc = pct(D("184000.00"), 25)
    sic = pct(D("4600.00"), 25)
    out = [
        ("Acconto 25% su importo lavori a corpo", "1", EU(acc), "10%", EU(acc)),
        ("Oneri della sicurezza, quota 25%", "1", EU(sic), "10%", EU(sic)),
    ]
    y = items(p, y, cols, out, 8.6, 16)
    p.hline(y - 6, 40, 555, 0.5)
    imp = acc + sic
    iva = pct(imp, 10)
    tot = imp + iva
    rit = pct(imp, 4)
    net = tot - rit
    same(46000.00, acc, "acconto")
    same(47150.00, imp, "imponibile")
    same(4715.00, iva, "IVA")
    same(51865.00, tot, "totale")
    same(1886.00, rit, "ritenuta")
    same(49979.00, net, "netto")
    p.text(40, y + 10, "Riepilogo IVA", 8.4, True)
    items(
        p,
        y + 26,
        [(44, "l"), (130, "r"), (210, "r"), (280, "r")],
        [
            ("Aliquota", "Imponibile", "Imposta", "Esigibilità"),
            ("10%", EU(imp), EU(iva), "I"),
        ],
        8,
        13,
    )
    y = totals(
        p,
        320,
        551,
        y + 10,
        [
            ("Totale imponibile", "€ " + EU(imp)),
            ("IVA 10%", "€ " + EU(iva)),
            ("Totale documento", "€ " + EU(tot), True),
            ("Ritenuta 4% (art. 25-ter DPR 600/73)", "-€ " + EU(rit)),
            ("Netto a pagare", "€ " + EU(net), True),
        ],
        8.8,
        16,
    )
    y = p.wrap(
        40,
        y + 14,
        515,
        "IVA 10% ai sensi dell'art. 7, c. 1, lett. b), L. 488/1999 (manutenzione straordinaria). Ritenuta "
        "d'acconto del 4% operata dal condominio quale sostituto d'imposta. Residuo contrattuale dopo il "
        "presente acconto: € 141.450,00 oltre IVA.",
        8.2,
    )
    y = p.wrap(
        40,
        y + 6,
        515,
        "Modalità di pagamento: bonifico bancario, scadenza 03/12/2025. IBAN IT00 X030 6909 6061 0000 0118 822 "
        "(Banca Lombarda del Naviglio).",
        8.2,
    )
    fields = {
        "invoice_number": F("118/2025", 1, "Fattura n. 118/2025"),
        "invoice_date": F("2025-11-03", 1, "Data 03/11/2025"),
        "due_date": F("2025-12-03", 1, "scadenza 03/12/2025"),
        "vendor_name": F("Edilrestauri Bonfanti S.r.l.", 1, "EDILRESTAURI BONFANTI S.r.l."),
        "bill_to": F(
            "Condominio Via Solferino 14",
            1,
            "Spett.le Committente Condominio Via Solferino 14",
        ),
        "currency": F("EUR", 1, "Totale documento € 51.865,00"),
        "subtotal": F(47150.00, 1, "Totale imponibile € 47.150,00"),
        "tax": F(4715.00, 1, "IVA 10% € 4.715,00"),
        "total": F(51865.00, 1, "Totale documento € 51.865,00"),
        "amount_due": F(49979.00, 1, "Netto a pagare € 49.979,00"),
    }
    notes = (
        "Italian advance (acconto, TD02) invoice from a building contractor to a condominium (EUR, "
        "1.234,56, dd/mm/yyyy). The contract amount € 184.000,00, the safety costs € 4.600,00 and the "
        "residual € 141.450,00 are distractors; subtotal is the Totale imponibile of this advance, tax the "
        "IVA 10%, total the Totale documento. The condominium's 4% withholding (ritenuta) does not change "
        "the invoice total but is deducted to the Netto a pagare (amount_due, a sum checks it). bill_to is "
        "the condominium (Committente), not its administrator's office printed c/o. The contract date, the "
        "SdI identifier and the Codice destinatario are distractors; due_date is the scadenza in the "
        "payment line."
    )
    sums = [
        SUM(
            "Totale documento - ritenuta 4% = Netto a pagare",
            [
                (1, "total"),
                (
                    -1,
                    T(
                        "ritenuta 4%",
                        1886.00,
                        1,
                        "Ritenuta 4% (art. 25-ter DPR 600/73) -€ 1.886,00",
                    ),
                ),
            ],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 11 US service invoice, sales tax only as a rate
@doc(
    "b13_inv_us_janitorial_tax_rate",
    "invoice",
    "Bright Pines Facility Services LLC invoice 2025-1142",
)
def inv_tax_rate():
    p = Pdf(612, 792)
    p.new_page()
    p.rect(36, 36, 576, 40, 0, fill=ALPINE, color=None)
    p.text(40, 70, "Bright Pines Facility Services LLC", 16, True, color=ALPINE)
    lines(
        p,
        40,
        86,
        [
            "2210 W Airport Fwy, Suite 140, Irving, TX 75062",
            "(972) 555-0136 · billing@brightpines.example · EIN 32-0587114",
        ],
        8,
        color=GREY,
    )
    p.text(572, 72, "INVOICE", 22, True, align="r", color=ALPINE)
    pairs(
        p,
        400,
        572,
        96,
        [
            ("INVOICE #", "2025-1142"),
            ("DATE", "11/30/2025"),
            ("TERMS", "Net 30"),
            ("DUE DATE", "12/30/2025"),
            ("CONTRACT", "MSA-2231"),
        ],
        8.4,
        14,
        align="r",
    )
    p.text(40, 132, "BILL TO", 7.4, True, color=GREY)
    lines(
        p,
        40,
        145,
        [
            "Meadowlark Dental Group, PLLC",
            "Attn: Practice Administrator, Renee Castellanos",
            "5120 N MacArthur Blvd",
            "Irving, TX 75038",
        ],
        9,
        bold_first=True,
    )
    p.text(262, 132, "SERVICE LOCATION", 7.4, True, color=GREY)
    lines(
        p,
        262,
        145,
        [
            "Meadowlark Dental - Las Colinas",
            "600 E Las Colinas Blvd, Ste 120",
            "Irving, TX 75039",
        ],
        8.4,
    )
    cols = [(44, "l"), (380, "r"), (460, "r"), (568, "r")]
    y = band(
        p,
        226,
        [
            (44, "DESCRIPTION"),
            (380, "QTY / HRS", "r"),
            (460, "RATE", "r"),
            (568, "AMOUNT", "r"),
        ],
        40,
        572,
        fill=MINT,
    )
    rows = [
        (
            "Nightly janitorial service, November 2025 (22 service nights)",
            "1",
            "2150.00",
        ),
        (
            "Carpet hot-water extraction, operatories and hallway (sq ft)",
            "2400",
            "0.32",
        ),
        ("Interior window and glass partition cleaning", "1", "185.00"),
        ("Restroom consumables, at cost (see attached receipt)", "1", "142.36"),
    ]
    sub = D(0)
    out = []
    for name, n, pr in rows:
        e = ext(n, pr)
        sub += e
        out.append((name, US(n, 0), US(pr), US(e)))
    y = items(p, y, cols, out, 8.4, 17)
    for _ in range(4):
        p.hline(y - 6, 40, 572, 0.2, GREY)
        y += 17
    p.hline(y - 6, 40, 572, 0.5)
    total = q(sub * D("1.0825"))
    same(3245.36, sub, "subtotal")
    same(3513.10, total, "total")
    y = totals(
        p,
        400,
        568,
        y + 10,
        [
            ("SUBTOTAL", "$" + US(sub)),
            ("TAX RATE", "8.250%"),
            ("OTHER", "-"),
            ("TOTAL", "$" + US(total), True),
        ],
        9,
        17,
    )
    p.wrap(
        40,
        y + 16,
        532,
        "Make all checks payable to Bright Pines Facility Services LLC. Monthly contract rate under MSA-2231 "
        "is $2,150.00; additional services are billed as performed. A finance charge of 1.5% per month "
        "applies to balances over 30 days. Thank you for your business!",
        8.4,
    )
    p.text(
        306,
        740,
        "If you have any questions about this invoice, contact Dana Whitfield, (972) 555-0136.",
        8,
        align="c",
    )
    fields = {
        "invoice_number": F("2025-1142", 1, "INVOICE # 2025-1142"),
        "invoice_date": F("2025-11-30", 1, "DATE 11/30/2025"),
        "due_date": F("2025-12-30", 1, "DUE DATE 12/30/2025"),
        "vendor_name": F(
            "Bright Pines Facility Services LLC",
            1,
            "Bright Pines Facility Services LLC",
        ),
        "bill_to": F("Meadowlark Dental Group, PLLC", 1, "BILL TO Meadowlark Dental Group, PLLC"),
        "currency": F("USD", 1, "TOTAL $3,513.10"),
        "subtotal": F(3245.36, 1, "SUBTOTAL $3,245.36"),
        "tax": NULL(),
        "total": F(3513.10, 1, "TOTAL $3,513.10"),
        "amount_due": NULL(),
    }
    notes = (
        "US small-business service invoice from a spreadsheet-style template (bare $ = USD, mm/dd/yyyy). "
        "The totals box prints SUBTOTAL, a TAX RATE of 8.250% and TOTAL, but NO tax amount: tax is null "
        "(the contract's 'Sales Tax 3%' case; 267.74 must not be computed as TOTAL - SUBTOTAL). The OTHER "
        "row is a dash. amount_due is null: only the TOTAL is printed. bill_to is the dental group, not its "
        "named administrator or the SERVICE LOCATION; the contract rate $2,150.00, the 1.5% finance charge, "
        "the EIN and the contract number are distractors."
    )
    return p, fields, notes, []
