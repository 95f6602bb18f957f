"""Invoice builders for blind_extraction19 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, pct
from pdfkit import CH, EU, SP, US, Pdf
from sheet import Sheet

A4 = dict(w=595, h=842)


def tot(xs):
    return sum(xs, D(0))


def head_row(s, cols, size=7.6):
    s.row(cols, size=size, bold=True)
    s.rule()


# ==================== 1 German Schlussrechnung: Nachlass, USt 19 %, two Abschlagsrechnungen, Skonto date
@doc(
    "b19_inv_de_schlussrechnung_abschlaege",
    "invoice",
    "Haberkorn & Seidl Elektrotechnik Schlussrechnung SR-26-0418",
)
def inv_de():
    p = Pdf(**A4)
    s = Sheet(p, x=56, xr=540, top=60, size=8.4)
    q_vendor = s.t("Haberkorn & Seidl Elektrotechnik GmbH", 14, True)
    s.t("Elektroinstallation · Gebäudeautomation · Photovoltaik · E-Check", 7.6, color=GREY)
    s.skip(16)
    s.t("Haberkorn & Seidl Elektrotechnik GmbH · Gögginger Str. 212 · 86199 Augsburg", 6.2, color=GREY)
    q_bill = s.row(
        [(56, "Wohnungsbaugenossenschaft Lechauen eG"), (330, "Rechnungsnummer"), (432, "SR-26-0418")]
    )
    s.row(
        [
            (56, "Technische Abteilung, Herr Dipl.-Ing. R. Wiesmeier"),
            (330, "Rechnungsdatum"),
            (432, "17.03.2026"),
        ]
    )
    s.row([(56, "Ulmer Straße 148"), (330, "Kundennummer"), (432, "40 1187")])
    s.row([(56, "86156 Augsburg"), (330, "Auftrag vom"), (432, "08.09.2025")])
    s.row([(330, "Leistungszeitraum"), (432, "03.11.2025 bis 27.02.2026")])
    s.skip(10)
    s.t("SCHLUSSRECHNUNG", 12, True)
    s.t("Bauvorhaben: Neubau Kindertagesstätte Sonnenwinkel, Friedberger Straße 61, 86163 Augsburg", 8)
    s.t("Gewerk: Elektroinstallation (Los 7) gemäß Auftrag vom 08.09.2025 und Nachtrag N1 vom 12.01.2026", 8)
    s.skip(8)
    head_row(
        s,
        [
            (56, "Pos."),
            (84, "Bezeichnung"),
            (370, "Menge", "r"),
            (376, "Einh."),
            (470, "EP EUR", "r"),
            (540, "GP EUR", "r"),
        ],
    )
    items = [
        ("01", "Unterverteilung UV-EG komplett montiert und verdrahtet", "1", "Stk", "4860.00"),
        ("02", "Mantelleitung NYM-J 5x2,5 mm² liefern und verlegen", "840", "m", "3.85"),
        ("03", "LED-Einbauleuchten 18 W inkl. Montage und Anschluss", "64", "Stk", "96.40"),
        ("04", "Datennetz Cat.7, Anschlussdosen 2-fach, gemessen", "38", "Stk", "71.25"),
        ("05", "KNX-Aktoren und Präsenzmelder, parametriert", "1", "psch", "6214.50"),
        ("06", "Rauchwarnmelder, vernetzt (Nachtrag N1)", "22", "Stk", "58.90"),
        ("07", "Stundenlohnarbeiten gem. Rapporten Nr. 14 bis 19", "46.5", "Std", "62.00"),
    ]
    pos = D(0)
    for no, name, qty, unit, price in items:
        e = ext(qty, price)
        pos += e
        s.row(
            [
                (56, no),
                (84, name),
                (370, qty.replace(".", ","), "r"),
                (376, unit),
                (470, EU(D(price)), "r"),
                (540, EU(e), "r"),
            ]
        )
    s.rule()
    s.skip(4)
    nachlass = pct(pos, 3)
    netto = pos - nachlass
    ust = pct(netto, 19)
    brutto = netto + ust
    s.x = 300
    s.kv("Summe Positionen netto", EU(pos))
    s.kv("abzüglich Nachlass 3 % lt. Auftrag", "-" + EU(nachlass))
    q_net = s.kv("Gesamtleistung netto", EU(netto), bold=True)
    q_ust = s.kv("zzgl. 19 % USt.", EU(ust))
    q_brutto = s.kv("Gesamtleistung brutto EUR", EU(brutto), bold=True)
    s.x = 56
    s.skip(8)
    s.t("abzüglich bereits gestellter Abschlagsrechnungen", 8.4, True)
    s.row(
        [(56, "Rechnung"), (170, "vom"), (330, "netto", "r"), (420, "USt. 19 %", "r"), (540, "brutto", "r")],
        size=7.4,
        bold=True,
    )
    abs_ = [("AR-26-0077", "16.12.2025", D("12000.00")), ("AR-26-0203", "30.01.2026", D("9500.00"))]
    q_ab = []
    ab_gross = []
    for nr, dt, n in abs_:
        u = pct(n, 19)
        q_ab.append(
            s.row(
                [(56, nr), (170, dt), (330, EU(n), "r"), (420, EU(u), "r"), (540, EU(n + u), "r")], size=8.2
            )
        )
        ab_gross.append(n + u)
    s.rule()
    zahl = brutto - tot(ab_gross)
    s.x = 300
    s.skip(2)
    q_zahl = s.kv("Zahlbetrag EUR", EU(zahl), bold=True, size=10)
    s.x = 56
    s.skip(12)
    s.para(
        "Zahlbar bis 16.04.2026 ohne Abzug. Bei Zahlung bis 27.03.2026 gewähren wir 2 % Skonto auf den "
        "Zahlbetrag. Die Abnahme erfolgte am 27.02.2026; die Gewährleistungsfrist beginnt mit diesem Tag.",
        8,
    )
    q_due = "Zahlbar bis 16.04.2026 ohne Abzug."
    s.skip(10)
    s.t(
        "Haberkorn & Seidl Elektrotechnik GmbH · Sitz Augsburg · Amtsgericht Augsburg HRB 31762 · "
        "Geschäftsführer: Tobias Haberkorn, Eva Seidl",
        6.4,
        color=GREY,
    )
    s.t(
        "USt-IdNr. DE318224960 · Stadtsparkasse Lechfeld · IBAN DE00 7205 0000 0431 8826 07 · BIC "
        "LECHDE71XXX",
        6.4,
        color=GREY,
    )
    same(27364.40, pos, "pos")
    same(26543.47, netto, "netto")
    same(5043.26, ust, "ust")
    same(31586.73, brutto, "brutto")
    same(6001.73, zahl, "zahl")
    fields = {
        "invoice_number": F("SR-26-0418", 1, "Rechnungsnummer SR-26-0418"),
        "invoice_date": F("2026-03-17", 1, "Rechnungsdatum 17.03.2026"),
        "due_date": F("2026-04-16", 1, q_due),
        "vendor_name": F("Haberkorn & Seidl Elektrotechnik GmbH", 1, q_vendor),
        "bill_to": F("Wohnungsbaugenossenschaft Lechauen eG", 1, q_bill),
        "currency": F("EUR", 1, q_brutto),
        "subtotal": F(26543.47, 1, q_net),
        "tax": F(5043.26, 1, q_ust),
        "total": F(31586.73, 1, q_brutto),
        "amount_due": F(6001.73, 1, q_zahl),
    }
    notes = (
        "German Schlussrechnung (EUR, '1.234,56', dd.mm.yyyy). The small sender line above the address "
        "block repeats the vendor; bill_to is the cooperative (eG) of the address block, the Bauvorhaben is "
        "the site. invoice_date is the Rechnungsdatum, not the order, Nachtrag, Leistungszeitraum or Abnahme "
        "dates. subtotal is 'Gesamtleistung netto' (after the 3 % Nachlass), not 'Summe Positionen netto'; "
        "tax is the 19 % USt. on it; total is 'Gesamtleistung brutto'. The two Abschlagsrechnungen are "
        "deducted gross, giving the Zahlbetrag (amount_due; sum). due_date is the net date 'Zahlbar bis "
        "16.04.2026 ohne Abzug', not the Skonto date. No field is null."
    )
    sums = [
        SUM(
            "Gesamtleistung brutto - Abschlagsrechnungen = Zahlbetrag",
            [
                (1, "total"),
                (-1, T("AR-26-0077 brutto", 14280.00, 1, q_ab[0])),
                (-1, T("AR-26-0203 brutto", 11305.00, 1, q_ab[1])),
            ],
            "amount_due",
        ),
        SUM(
            "Summe Positionen - Nachlass = Gesamtleistung netto",
            [
                (1, T("Summe Positionen netto", 27364.40, 1, f"Summe Positionen netto {EU(pos)}")),
                (-1, T("Nachlass 3 %", 820.93, 1, f"abzüglich Nachlass 3 % lt. Auftrag -{EU(nachlass)}")),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ==================== 2 French avoir (credit note): negative amounts, blank échéance
@doc("b19_inv_fr_avoir_retour", "invoice", "Menuiseries Vauclair & Fils avoir AV-26-00087")
def inv_fr():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=52, xr=543, top=60, size=8.4)
    q_vendor = s.t("Menuiseries Vauclair & Fils SAS", 14, True)
    s.t("Fenêtres · Portes · Volets · Fermetures sur mesure", 7.6, color=GREY)
    s.t("14 rue des Tanneurs – 25000 Besançon – Tél. 03 81 00 47 62", 7.2, color=GREY)
    s.skip(14)
    s.row([(52, "AVOIR"), (330, "Client")], size=12, bold=True, lead=16)
    q_bill = s.row(
        [(52, "N° d'avoir :"), (150, "AV-26-00087"), (330, "SCI Les Terrasses du Doubs")], size=8.6
    )
    s.row([(52, "Date :"), (150, "09/06/2026"), (330, "chez Cabinet Mourey Gestion")], size=8.6)
    s.row([(52, "Code client :"), (150, "C-03318"), (330, "7 avenue Fontaine-Argent")], size=8.6)
    s.row([(52, "Date d'échéance :"), (330, "25000 Besançon")], size=8.6)
    s.skip(8)
    s.t("Avoir sur facture n° FA-26-01452 du 21 mai 2026 (chantier Résidence Les Tilleuls, bât. B)", 8.4)
    s.t(
        "Motif : retour de menuiseries non conformes (vitrage rayé) et geste commercial sur délai de pose.",
        8.4,
    )
    s.skip(8)
    head_row(
        s,
        [
            (52, "Désignation"),
            (350, "Qté", "r"),
            (430, "P.U. HT", "r"),
            (470, "TVA", "r"),
            (543, "Montant HT", "r"),
        ],
    )
    lines_ = [
        ("Retour fenêtre PVC 2 vantaux 135 x 115, oscillo-battant", "-3", "612.40"),
        ("Retour porte-fenêtre PVC 2 vantaux 215 x 140", "-1", "1086.75"),
        ("Reprise main-d'œuvre pose correspondante", "-4", "95.00"),
        ("Geste commercial sur délai de pose", "-1", "250.00"),
    ]
    ht = D(0)
    for name, qty, pu in lines_:
        e = ext(qty, pu)
        ht += e
        s.row([(52, name), (350, qty, "r"), (430, SP(D(pu)), "r"), (470, "20 %", "r"), (543, SP(e), "r")])
    s.rule()
    s.skip(4)
    tva = pct(ht, 20)
    ttc = ht + tva
    s.x = 320
    q_ht = s.kv("Total HT", SP(ht) + " €")
    q_tva = s.kv("TVA 20 %", SP(tva) + " €")
    s.skip(2)
    q_ttc = s.kv("Total TTC de l'avoir", SP(ttc) + " €", bold=True, size=10)
    s.x = 52
    s.skip(14)
    s.para(
        "Cet avoir sera imputé sur votre prochaine facture ou remboursé par virement sur simple demande. "
        "Montants exprimés en euros. Aucun escompte pour paiement anticipé.",
        8,
    )
    s.skip(14)
    s.t(
        "SAS au capital de 120 000 € – RCS Besançon 512 884 317 – TVA intracommunautaire FR 41 512884317",
        6.6,
        color=GREY,
    )
    same(-3553.95, ht, "ht")
    same(-710.79, tva, "tva")
    same(-4264.74, ttc, "ttc")
    fields = {
        "invoice_number": F("AV-26-00087", 1, q_bill),
        "invoice_date": F("2026-06-09", 1, "Date : 09/06/2026"),
        "due_date": NULL(),
        "vendor_name": F("Menuiseries Vauclair & Fils SAS", 1, q_vendor),
        "bill_to": F("SCI Les Terrasses du Doubs", 1, q_bill),
        "currency": F("EUR", 1, q_ttc),
        "subtotal": F(-3553.95, 1, q_ht),
        "tax": F(-710.79, 1, q_tva),
        "total": F(-4264.74, 1, q_ttc),
        "amount_due": NULL(),
    }
    notes = (
        "French credit note (avoir; EUR, '1 234,56 €', dd/mm/yyyy): every amount is negative. "
        "invoice_number is the avoir number, not the original facture FA-26-01452, and invoice_date its "
        "date (9 June 2026), not the facture date of 21 mai 2026. bill_to is the SCI (managed 'chez' a "
        "property manager). subtotal = Total HT, tax = TVA 20 %, total = 'Total TTC de l'avoir', all "
        "negative. due_date is null: 'Date d'échéance :' is printed with no date. amount_due is null: no "
        "balance separate from the Total TTC is printed (the credit is to be set off or refunded)."
    )
    return p, fields, notes, []


# ==================== 3 Italian fattura PA (copia di cortesia): split payment, Netto a pagare
@doc("b19_inv_it_fattura_pa_split_payment", "invoice", "Idroverde Pedemontana fattura FPA 14/26")
def inv_it():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=54, size=8.2)
    s.t(
        "Copia di cortesia - il documento originale è il file XML trasmesso al Sistema di Interscambio",
        7,
        color=GREY,
    )
    s.skip(6)
    y0 = s.y
    p.rect(40, y0 - 11, 292, y0 + 64, 0.5)
    p.rect(302, y0 - 11, 555, y0 + 64, 0.5)
    s.row([(46, "Fornitore"), (308, "Cliente (pubblica amministrazione)")], size=7, bold=True)
    q_vendor = s.row([(46, "Idroverde Pedemontana S.r.l."), (308, "Comune di Valdagnello")], bold=True)
    s.row([(46, "Via dell'Artigianato 23"), (308, "Settore Lavori Pubblici e Ambiente")])
    s.row([(46, "36061 Bassano del Grappa (VI)"), (308, "Piazza Municipio 1, 36070 Valdagnello (VI)")])
    s.row([(46, "P.IVA IT04418270246"), (308, "Cod. fiscale 83002270247")])
    s.skip(14)
    cols = [(44, "l"), (150, "l"), (236, "l"), (322, "l"), (420, "l")]
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                cols, ["Tipo documento", "Numero", "Data", "Codice ufficio", "Valuta"], strict=True
            )
        ],
        size=6.8,
        bold=True,
    )
    s.rule()
    q_head = s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                cols, ["TD01 fattura", "FPA 14/26", "12/05/2026", "UF7K2Q", "EUR"], strict=True
            )
        ]
    )
    s.t("CIG Z4A3B0C1D7 · CUP H51B25000180004 · Determina n. 212 del 17/02/2026", 7.2, color=GREY)
    s.skip(8)
    head_row(
        s,
        [
            (44, "Descrizione"),
            (352, "Quantità", "r"),
            (420, "Prezzo unit.", "r"),
            (462, "IVA %", "r"),
            (551, "Prezzo totale", "r"),
        ],
        size=7.2,
    )
    rows = [
        ("Manutenzione ordinaria aree verdi - canone aprile 2026", "1", "3850.00"),
        ("Sostituzione irrigatori dinamici, parco di Via Roma", "18", "74.50"),
        ("Potatura tigli viale della Stazione (ore operatore con PLE)", "26", "38.00"),
        ("Smaltimento sfalci presso impianto autorizzato (t)", "4.2", "85.00"),
    ]
    imp = D(0)
    for name, qty, pu in rows:
        e = ext(qty, pu)
        imp += e
        s.row(
            [
                (44, name),
                (352, qty.replace(".", ","), "r"),
                (420, EU(D(pu)), "r"),
                (462, "22,00", "r"),
                (551, EU(e), "r"),
            ]
        )
    s.rule()
    s.skip(6)
    iva = pct(imp, 22)
    totale = imp + iva
    netto = totale - iva
    s.t("Riepiloghi IVA", 8, True)
    s.row(
        [(44, "Aliquota"), (200, "Esigibilità"), (420, "Imponibile", "r"), (551, "Imposta", "r")],
        size=6.8,
        bold=True,
    )
    q_riep = s.row(
        [(44, "22,00"), (200, "S - scissione dei pagamenti"), (420, EU(imp), "r"), (551, EU(iva), "r")]
    )
    s.skip(6)
    s.x = 300
    q_imp = s.kv("Totale imponibile", EU(imp))
    q_iva = s.kv("Totale IVA", EU(iva))
    q_tot = s.kv("Importo totale documento €", EU(totale), bold=True)
    q_split = s.kv("IVA in scissione dei pagamenti (art. 17-ter)", "-" + EU(iva))
    s.skip(2)
    s.rule()
    q_net = s.kv("Netto a pagare €", EU(netto), bold=True, size=9.6)
    s.x = 44
    s.skip(10)
    s.row(
        [(44, "Modalità pagamento"), (170, "IBAN"), (390, "Data scadenza"), (551, "Importo", "r")],
        size=6.8,
        bold=True,
    )
    q_due = s.row(
        [
            (44, "MP05 bonifico"),
            (170, "IT00 K058 5660 1600 0057 1402 218"),
            (390, "11/06/2026"),
            (551, EU(netto), "r"),
        ]
    )
    s.skip(8)
    s.para(
        "Scissione dei pagamenti ai sensi dell'art. 17-ter del D.P.R. 633/1972: l'IVA esposta è versata "
        "direttamente all'Erario dall'ente committente. Al fornitore è dovuto il solo imponibile.",
        7.4,
    )
    same(6536.00, imp, "imp")
    same(1437.92, iva, "iva")
    same(7973.92, totale, "totale")
    fields = {
        "invoice_number": F("FPA 14/26", 1, q_head),
        "invoice_date": F("2026-05-12", 1, q_head),
        "due_date": F("2026-06-11", 1, q_due),
        "vendor_name": F("Idroverde Pedemontana S.r.l.", 1, q_vendor),
        "bill_to": F("Comune di Valdagnello", 1, q_vendor),
        "currency": F("EUR", 1, q_head),
        "subtotal": F(6536.00, 1, q_imp),
        "tax": F(1437.92, 1, q_iva),
        "total": F(7973.92, 1, q_tot),
        "amount_due": F(6536.00, 1, q_net),
    }
    notes = (
        "Italian e-invoice courtesy copy to a public body (EUR, '1.234,56', dd/mm/yyyy). Number, date and "
        "currency sit in a captions-over-values strip; invoice_date is the document date, not the "
        "Determina date. IVA 22 % under split payment (scissione dei pagamenti): the IVA amount is printed "
        "(tax) and included in 'Importo totale documento' (total), then withheld by the public body, so "
        "'Netto a pagare' (amount_due) = total minus IVA (sum) and equals the taxable amount. due_date is "
        "the "
        "'Data scadenza' of the payment strip. No field is null."
    )
    sums = [
        SUM(
            "Importo totale documento - IVA in scissione = Netto a pagare",
            [(1, "total"), (1, T("IVA in scissione dei pagamenti", -1437.92, 1, q_split))],
            "amount_due",
        ),
        SUM(
            "Riepilogo IVA 22 %: imponibile + imposta = totale documento",
            [
                (1, T("Imponibile (riepilogo)", 6536.00, 1, q_riep)),
                (1, T("Imposta (riepilogo)", 1437.92, 1, q_riep)),
            ],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ==================== 4 Spanish factura: IVA 21 % + recargo de equivalencia 5,2 %, Total impuestos
@doc(
    "b19_inv_es_factura_recargo_equivalencia",
    "invoice",
    "Distribuciones Químicas del Mijares factura A26/00731",
)
def inv_es():
    p = Pdf(**A4)
    s = Sheet(p, x=48, xr=547, top=58, size=8.4)
    q_vendor = s.t("Distribuciones Químicas del Mijares, S.L.", 13, True)
    s.t("Droguería industrial · Limpieza profesional · Celulosas", 7.6, color=GREY)
    s.t(
        "Polígono El Serrallo, calle D, nave 7 · 12100 Castellón de la Plana · CIF B12684309", 7.2, color=GREY
    )
    s.skip(10)
    y0 = s.y
    p.rect(330, y0 - 12, 551, y0 + 54, 0.6)
    s.row([(48, "Cliente:"), (338, "FACTURA")], size=7.4, bold=True)
    q_bill = s.row([(48, "Droguería y Perfumería Segarra, C.B."), (338, "Número:"), (420, "A26/00731")])
    q_date = s.row([(48, "Calle Mayor, 58"), (338, "Fecha:"), (420, "03/06/2026")])
    s.row([(48, "12540 Vila-real (Castellón)"), (338, "Cód. cliente:"), (420, "4309")])
    s.row([(48, "NIF E12977415 · Régimen: recargo de equivalencia"), (338, "Página:"), (420, "1 de 1")])
    s.skip(8)
    s.t("Fecha de la operación: 29/05/2026 (albarán ALB-26-2214)", 8)
    s.skip(6)
    head_row(
        s,
        [
            (48, "Código"),
            (100, "Descripción"),
            (360, "Cant.", "r"),
            (440, "Precio", "r"),
            (547, "Importe", "r"),
        ],
    )
    rows = [
        ("LV-220", "Lavavajillas concentrado 5 l (caja 4 u.)", "12", "23.80"),
        ("SU-041", "Friegasuelos pino 1,5 l (caja 8 u.)", "15", "14.35"),
        ("PP-900", "Papel secamanos zigzag (caja 20 paquetes)", "9", "31.60"),
        ("LJ-118", "Lejía con detergente 2 l (caja 6 u.)", "20", "7.45"),
        ("GU-512", "Guantes nitrilo talla M (caja 100 u.)", "30", "5.90"),
        ("BO-066", "Bolsas basura 85 x 105 (rollo 10 u.)", "40", "2.15"),
    ]
    mer = D(0)
    for code, name, qty, pr in rows:
        e = ext(qty, pr)
        mer += e
        s.row([(48, code), (100, name), (360, qty, "r"), (440, EU(D(pr)), "r"), (547, EU(e), "r")])
    portes = D("18.50")
    s.row(
        [
            (48, "PORTES"),
            (100, "Portes y embalaje"),
            (360, "1", "r"),
            (440, EU(portes), "r"),
            (547, EU(portes), "r"),
        ]
    )
    s.rule()
    base = mer + portes
    iva = pct(base, 21)
    re_ = pct(base, "5.2")
    imp = iva + re_
    total = base + imp
    s.skip(8)
    strip = [(48, "l"), (170, "r"), (230, "r"), (320, "r"), (380, "r"), (470, "r"), (547, "r")]
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                strip,
                ["", "Base imponible", "% IVA", "Cuota IVA", "% R.E.", "Cuota R.E.", "Total"],
                strict=True,
            )
        ],
        size=6.8,
        bold=True,
    )
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                strip,
                ["Desglose", EU(base), "21,00", EU(iva), "5,20", EU(re_), EU(total)],
                strict=True,
            )
        ]
    )
    s.skip(6)
    s.x = 300
    q_base = s.kv("Total base imponible", EU(base))
    s.kv("Total IVA", EU(iva))
    s.kv("Total recargo de equivalencia", EU(re_))
    q_imp = s.kv("Total impuestos", EU(imp))
    s.skip(2)
    q_tot = s.kv("TOTAL FACTURA (EUR)", EU(total), bold=True, size=10)
    s.x = 48
    s.skip(12)
    q_due = s.t("Forma de pago: recibo domiciliado a 30 días. Vencimiento: 03/07/2026", 8.2)
    s.t("Domiciliación: ES00 3058 7411 2000 0018 3320 (Caixa Rural Plana Baixa)", 7.6, color=GREY)
    s.skip(10)
    s.para(
        "Factura expedida el 3 de junio de 2026. Inscrita en el Registro Mercantil de Castellón, tomo 1762, "
        "folio 88, hoja CS-41290. Conforme al RGPD, sus datos se tratan para la gestión de la relación "
        "comercial.",
        6.8,
    )
    same(1197.25, mer, "mer")
    same(1215.75, base, "base")
    same(255.31, iva, "iva")
    same(63.22, re_, "re")
    same(318.53, imp, "imp")
    same(1534.28, total, "total")
    fields = {
        "invoice_number": F("A26/00731", 1, q_bill),
        "invoice_date": F("2026-06-03", 1, q_date),
        "due_date": F("2026-07-03", 1, q_due),
        "vendor_name": F("Distribuciones Químicas del Mijares, S.L.", 1, q_vendor),
        "bill_to": F("Droguería y Perfumería Segarra, C.B.", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(1215.75, 1, q_base),
        "tax": F(318.53, 1, q_imp),
        "total": F(1534.28, 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Spanish factura to a retailer under recargo de equivalencia (EUR, '1.234,56', dd/mm/yyyy). "
        "invoice_date is the Fecha of the FACTURA box (also '3 de junio de 2026' in the footer), not the "
        "fecha de la operación (29/05/2026). subtotal is 'Total base imponible' (goods plus portes); tax is "
        "'Total impuestos' (IVA 21 % plus recargo 5,2 %), not 'Total IVA' alone; total is 'TOTAL FACTURA'. "
        "due_date is the Vencimiento of the domiciled receipt. amount_due is null: no balance separate from "
        "the total is printed."
    )
    sums = [
        SUM(
            "Total IVA + Total recargo = Total impuestos",
            [
                (1, T("Total IVA", 255.31, 1, f"Total IVA {EU(iva)}")),
                (1, T("Total recargo de equivalencia", 63.22, 1, f"Total recargo de equivalencia {EU(re_)}")),
            ],
            "tax",
        )
    ]
    return p, fields, notes, sums


# ==================== 5 Belgian (Dutch) factuur: Leveringsadres left, Facturatieadres right, btw 6 % + 21 %
@doc("b19_inv_be_factuur_leveringsadres", "invoice", "Vloerwerken Declercq-Vandamme factuur 2026/0614")
def inv_be():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=56, size=8.4)
    q_vendor = s.row([(547, "Vloerwerken Declercq-Vandamme BV", "r")], size=13, bold=True, lead=16)
    s.t("Gietvloeren · Tegelwerken · Parket", 7.6, x=547, align="r", color=GREY)
    s.t(
        "Kortrijkstraat 311, 8560 Wevelgem · BTW BE 0698.227.514 · RPR Gent, afd. Kortrijk",
        7,
        x=547,
        align="r",
        color=GREY,
    )
    s.skip(16)
    s.row([(48, "Leveringsadres"), (310, "Facturatieadres")], size=7.2, bold=True)
    q_bill = s.row([(48, "Bakkerij Het Gulden Korenaar"), (310, "Horeca Invest Leie NV")], bold=True)
    s.row([(48, "Grote Markt 19 (winkel en bovenwoning)"), (310, "t.a.v. de boekhouding")])
    s.row([(48, "8500 Kortrijk"), (310, "Doorniksesteenweg 214")])
    s.row([(310, "8500 Kortrijk")])
    s.row([(310, "BTW BE 0712.448.391")])
    s.skip(10)
    s.t("FACTUUR", 13, True)
    cap = [(48, "l"), (160, "l"), (270, "l"), (380, "l"), (470, "l")]
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                cap,
                ["Factuurnummer", "Factuurdatum", "Vervaldag", "Klantnummer", "Uw referentie"],
                strict=True,
            )
        ],
        size=6.8,
        bold=True,
    )
    q_head = s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                cap, ["2026/0614", "14/07/2026", "13/08/2026", "K-2231", "offerte OF-26-088"], strict=True
            )
        ]
    )
    s.rule()
    s.skip(8)
    head_row(
        s,
        [
            (48, "Omschrijving"),
            (350, "Aantal", "r"),
            (420, "Eenheidsprijs", "r"),
            (462, "Btw", "r"),
            (547, "Bedrag", "r"),
        ],
        size=7.2,
    )
    rows = [
        ("Winkel: gietvloer PU, schuren en primer (m²)", "64", "58.75", 21),
        ("Winkel: plinten inox, geplaatst (lm)", "31", "22.40", 21),
        ("Bovenwoning: eiken parket visgraat, geleverd en geplaatst (m²)", "48", "84.20", 6),
        ("Bovenwoning: egalisatie ondervloer (m²)", "48", "12.60", 6),
        ("Afvoer en stortkosten", "1", "145.00", 21),
    ]
    base = {6: D(0), 21: D(0)}
    for name, qty, pr, r in rows:
        e = ext(qty, pr)
        base[r] += e
        s.row(
            [
                (48, name),
                (350, qty, "r"),
                (420, "€ " + EU(D(pr)), "r"),
                (462, f"{r}%", "r"),
                (547, "€ " + EU(e), "r"),
            ]
        )
    s.rule()
    s.t(
        "Btw 6 %: renovatie van een privéwoning ouder dan 10 jaar, attest van de afnemer ontvangen op "
        "02/06/2026.",
        7,
        color=GREY,
    )
    s.skip(6)
    b6, b21 = pct(base[6], 6), pct(base[21], 21)
    excl = base[6] + base[21]
    btw = b6 + b21
    incl = excl + btw
    s.row([(48, "Btw-tarief"), (200, "Maatstaf van heffing", "r"), (300, "Btw", "r")], size=6.8, bold=True)
    s.row([(48, "6 %"), (200, "€ " + EU(base[6]), "r"), (300, "€ " + EU(b6), "r")])
    s.row([(48, "21 %"), (200, "€ " + EU(base[21]), "r"), (300, "€ " + EU(b21), "r")])
    s.skip(4)
    s.x = 320
    q_excl = s.kv("Totaal excl. btw", "€ " + EU(excl))
    q_btw = s.kv("Totaal btw", "€ " + EU(btw))
    s.skip(2)
    q_incl = s.kv("Totaal te betalen", "€ " + EU(incl), bold=True, size=10)
    s.x = 48
    s.skip(12)
    s.para(
        "Gelieve te betalen op rekening BE00 7380 4412 9631 met gestructureerde mededeling "
        "+++140/7202/61421+++ uiterlijk op de vervaldag. Bij laattijdige betaling is van rechtswege een "
        "verwijlintrest verschuldigd volgens de wet van 2 augustus 2002.",
        7.8,
    )
    same(4646.40, base[6], "b6")
    same(4599.40, base[21], "b21")
    same(278.78, b6, "btw6")
    same(965.87, b21, "btw21")
    same(9245.80, excl, "excl")
    same(1244.65, btw, "btw")
    same(10490.45, incl, "incl")
    fields = {
        "invoice_number": F("2026/0614", 1, q_head),
        "invoice_date": F("2026-07-14", 1, q_head),
        "due_date": F("2026-08-13", 1, q_head),
        "vendor_name": F("Vloerwerken Declercq-Vandamme BV", 1, q_vendor),
        "bill_to": F("Horeca Invest Leie NV", 1, q_bill),
        "currency": F("EUR", 1, q_incl),
        "subtotal": F(9245.80, 1, q_excl),
        "tax": F(1244.65, 1, q_btw),
        "total": F(10490.45, 1, q_incl),
        "amount_due": NULL(),
    }
    notes = (
        "Belgian Dutch-language factuur (EUR, '€ 1.234,56', dd/mm/yyyy); vendor block top right. The "
        "Leveringsadres (the bakery, left and first) is the delivery site; bill_to is the Facturatieadres "
        "company on the right. Number, date and Vervaldag are in a captions-over-values strip. Btw at 6 % "
        "and "
        "21 % with 'Totaal btw' = tax; subtotal 'Totaal excl. btw'; total 'Totaal te betalen'. amount_due "
        "is null: the only total printed is 'Totaal te betalen', there is no separate balance."
    )
    sums = [
        SUM(
            "Maatstaf 6 % + maatstaf 21 % = Totaal excl. btw",
            [
                (1, T("Maatstaf 6 %", 4646.40, 1, f"6 % € {EU(base[6])}")),
                (1, T("Maatstaf 21 %", 4599.40, 1, f"21 % € {EU(base[21])}")),
            ],
            "subtotal",
        )
    ]
    return p, fields, notes, sums


def usd(x):
    return "$" + US(x)


# ==================== 6 US three-page millwork invoice: page subtotals, Ship To first, mm/dd dates
MILLWORK = [
    ("DR-3068-SC", "Interior door slab 3'0\" x 6'8\" solid core, primed", "14", "EA", "148.60"),
    ("DR-2868-SC", "Interior door slab 2'8\" x 6'8\" solid core, primed", "22", "EA", "139.25"),
    ("DR-2468-HC", "Interior door slab 2'4\" x 6'8\" hollow core, primed", "9", "EA", "71.40"),
    ("PH-3068-LH", 'Prehung door 3\'0" x 6\'8" LH, 4-9/16" jamb', "6", "EA", "286.90"),
    ("PH-3068-RH", 'Prehung door 3\'0" x 6\'8" RH, 4-9/16" jamb', "5", "EA", "286.90"),
    ("BF-4068-2P", "Bifold door 4'0\" x 6'8\" two-panel shaker", "8", "EA", "164.75"),
    ("CS-356-16", "Casing 2-1/4\" colonial, primed finger-joint, 16'", "96", "PC", "14.85"),
    ("BS-618-16", "Base 5-1/4\" colonial, primed finger-joint, 16'", "84", "PC", "23.60"),
    ("CR-547-16", "Crown 4-5/8\" primed finger-joint, 16'", "40", "PC", "31.15"),
    ("SM-105-16", 'Shoe moulding 1/2" x 3/4" primed, 16\'', "60", "PC", "7.90"),
    ("WS-1x6-16", 'Window stool 1" x 6" poplar, 16\'', "12", "PC", "48.30"),
    ("JM-1x5-16", 'Jamb stock 1" x 5-1/4" primed FJ, 16\'', "18", "PC", "36.75"),
    ("HW-PASS-SN", "Passage lever set, satin nickel", "31", "EA", "18.95"),
    ("HW-PRIV-SN", "Privacy lever set, satin nickel", "14", "EA", "22.40"),
    ("HW-HNG-35", 'Hinge 3-1/2" square corner, satin nickel (pr)', "45", "PR", "5.85"),
    ("HW-STOP-SN", "Door stop, spring, satin nickel", "36", "EA", "2.35"),
    ("ST-TRD-42", 'Stair tread 1" x 11-1/2" red oak, 42"', "14", "EA", "58.20"),
    ("ST-RSR-42", 'Stair riser 3/4" x 7-1/2" primed, 42"', "15", "EA", "17.65"),
    ("ST-NWL-3", 'Box newel post 3" x 3" red oak, 48"', "3", "EA", "146.80"),
    ("ST-BAL-36", 'Baluster 1-1/4" square, primed, 36"', "48", "EA", "9.45"),
    ("ST-HR-12", "Handrail 6010 profile red oak, 12'", "4", "PC", "96.30"),
    ("ST-HR-FIT", "Handrail fittings kit, gooseneck and cap", "2", "KT", "118.50"),
    ("SH-WS-1x12", 'Closet shelf 1" x 12" white melamine, 8\'', "26", "PC", "19.80"),
    ("SH-RD-8", "Closet rod 1-5/16\" chrome, 8'", "16", "PC", "12.40"),
    ("SH-BRK", "Shelf and rod bracket, white", "52", "EA", "4.15"),
    ("MD-PNL-3", "Wainscot panel kit 3' x 8', MDF primed", "10", "KT", "92.60"),
    ("MD-CAP-8", "Chair rail cap 2-5/8\" primed MDF, 8'", "20", "PC", "11.35"),
    ("AT-HTC-22", 'Attic hatch 22" x 30" insulated', "2", "EA", "134.90"),
    ("FL-TH-36", 'Oak threshold 5/8" x 3-1/2" x 36"', "7", "EA", "21.70"),
    ("CL-MSH-14", "Column wrap square 14\" x 8' PVC", "2", "EA", "312.00"),
    ("PT-CLK-10", "Paintable acrylic caulk, 10.1 oz (case 12)", "6", "CS", "38.40"),
    ("FN-BRD-18", 'Brad nails 18 ga 2" (5,000)', "8", "BX", "16.95"),
    ("FN-FIN-15", 'Finish nails 15 ga 2-1/2" angled (3,655)', "5", "BX", "29.60"),
    ("SHM-CMP", 'Composite shims, 12" (bundle 120)', "10", "BD", "11.80"),
    ("SM-QR-8", "Quarter round 3/4\" primed, 8'", "30", "PC", "5.25"),
    ("DR-8068-FR", "French door pair 5'0\" x 8'0\" 15-lite, prehung", "1", "EA", "1248.00"),
]


@doc(
    "b19_inv_us_millwork_three_page_subtotals", "invoice", "Granite Ridge Millwork & Supply invoice GR-558017"
)
def inv_us3():
    p = Pdf()
    pages = [MILLWORK[0:15], MILLWORK[15:30], MILLWORK[30:]]
    cols = [(50, "l"), (72, "l"), (148, "l"), (432, "r"), (440, "l"), (506, "r"), (562, "r")]
    page_sub = []
    q_pagesub = []
    q = {}
    line_no = 0
    s = Sheet(p, x=50, xr=562, top=52, size=8)
    for pg, chunk in enumerate(pages, 1):
        if pg > 1:
            s.new_page()
        s.row(
            [(50, "GRANITE RIDGE MILLWORK & SUPPLY CO."), (562, "INVOICE", "r")], size=12, bold=True, lead=15
        )
        s.row(
            [
                (50, "2210 Old Turnpike Road, Clinton, NJ 08809 · (908) 555-0143"),
                (562, f"GR-558017 · Page {pg} of 3", "r"),
            ],
            size=7.4,
        )
        s.skip(6)
        if pg == 1:
            q["vendor"] = "GRANITE RIDGE MILLWORK & SUPPLY CO. INVOICE"
            s.row([(50, "SHIP TO"), (320, "BILL TO")], size=7.2, bold=True)
            s.row([(50, "Bellweather Framing Inc."), (320, "Tamarack Ridge Homes LLC")], bold=True)
            q["bill"] = "Bellweather Framing Inc. Tamarack Ridge Homes LLC"
            s.row([(50, "c/o Lot 44, Whitfield Crossing"), (320, "Attn: Accounts Payable")])
            s.row([(50, "18 Flagstone Lane"), (320, "PO Box 611")])
            s.row([(50, "Hillsborough, NJ 08844"), (320, "Somerville, NJ 08876")])
            s.skip(6)
            g = [(50, "l"), (140, "l"), (230, "l"), (330, "l"), (410, "l"), (490, "l")]
            s.row(
                [
                    (x, t, a)
                    for (x, a), t in zip(
                        g,
                        ["Invoice Date", "Invoice No.", "Sales Order", "Customer PO", "Terms", "Due Date"],
                        strict=True,
                    )
                ],
                size=6.8,
                bold=True,
            )
            q["head"] = s.row(
                [
                    (x, t, a)
                    for (x, a), t in zip(
                        g,
                        ["03/06/2026", "GR-558017", "SO-219934", "TRH-2026-044", "Net 30", "04/05/2026"],
                        strict=True,
                    )
                ]
            )
            s.skip(6)
        head_row(
            s,
            [
                (50, "Ln"),
                (72, "Item"),
                (148, "Description"),
                (432, "Qty", "r"),
                (440, "UOM"),
                (506, "Unit Price", "r"),
                (562, "Extension", "r"),
            ],
            size=7.2,
        )
        if pg > 1:
            s.row([(148, "(continued)")], size=7.4)
        sub = D(0)
        for item, desc, qty, uom, pr in chunk:
            line_no += 1
            e = ext(qty, pr)
            sub += e
            vals = [str(line_no), item, desc, qty, uom, US(D(pr)), US(e)]
            s.row([(x, t, a) for (x, a), t in zip(cols, vals, strict=True)], size=7.6, lead=12.6)
        s.rule()
        page_sub.append(sub)
        q_pagesub.append(s.kv(f"Page {pg} subtotal", usd(sub), bold=True))
        if pg < 3:
            s.t(f"Continued on page {pg + 1}", 7.2, x=562, align="r", color=GREY)
    merch = tot(page_sub)
    disc = pct(merch, 4)
    deliv = D("185.00")
    sub = merch - disc + deliv
    tax = pct(sub, "6.625")
    total = sub + tax
    dep = D("5000.00")
    bal = total - dep
    s.skip(10)
    s.t("INVOICE SUMMARY", 9, True, x=330)
    s.x = 330
    q_sum = [s.kv(f"Page {i} subtotal", usd(v)) for i, v in enumerate(page_sub, 1)]
    q_merch = s.kv("Merchandise total", usd(merch), bold=True)
    q_disc = s.kv("Less contractor discount 4%", "-" + usd(disc))
    q_del = s.kv("Delivery - boom truck, 03/04/2026", usd(deliv))
    q_sub = s.kv("Subtotal", usd(sub), bold=True)
    q_tax = s.kv("NJ Sales Tax 6.625%", usd(tax))
    q_tot = s.kv("Invoice Total", usd(total), bold=True)
    q_dep = s.kv("Less deposit rec'd 02/20/2026, ck #5127", "-" + usd(dep))
    s.rule()
    q_bal = s.kv("BALANCE DUE", usd(bal), bold=True, size=10)
    s.x = 50
    s.skip(10)
    s.para(
        "Terms Net 30 from invoice date. A service charge of 1.5% per month applies to past-due balances. "
        "Returns of stock items within 30 days only, subject to a 15% restocking fee; special-order items "
        "are "
        "not returnable.",
        7.2,
    )
    same(17793.80, page_sub[0], "page 1")
    same(5808.05, page_sub[1], "page 2")
    same(2037.50, page_sub[2], "page 3")
    same(25639.35, merch, "merch")
    same(1025.57, disc, "disc")
    same(24798.78, sub, "sub")
    same(1642.92, tax, "tax")
    same(26441.70, total, "total")
    same(21441.70, bal, "bal")
    assert q_sum[0] == q_pagesub[0]
    fields = {
        "invoice_number": F("GR-558017", 1, q["head"]),
        "invoice_date": F("2026-03-06", 1, q["head"]),
        "due_date": F("2026-04-05", 1, q["head"]),
        "vendor_name": F("GRANITE RIDGE MILLWORK & SUPPLY CO.", 1, q["vendor"]),
        "bill_to": F("Tamarack Ridge Homes LLC", 1, q["bill"]),
        "currency": F("USD", 3, q_tot),
        "subtotal": F(24798.78, 3, q_sub),
        "tax": F(1642.92, 3, q_tax),
        "total": F(26441.70, 3, q_tot),
        "amount_due": F(21441.70, 3, q_bal),
    }
    notes = (
        "Three-page US invoice ($, mm/dd/yyyy: 03/06/2026 is March 6, the due date 04/05/2026 is April 5). "
        "SHIP TO (the framing subcontractor at the lot) is printed first on the left; bill_to is the BILL TO "
        "company on the right. invoice_number is GR-558017, not the sales order or customer PO. Each page "
        "ends "
        "with its own page subtotal; page 3 sums them to the merchandise total (sum). subtotal is the "
        "printed "
        "'Subtotal' after the 4% contractor discount and the delivery charge (sum), not the merchandise "
        "total "
        "or a page subtotal; tax is NJ sales tax 6.625%; total is 'Invoice Total'; the deposit is deducted "
        "to 'BALANCE DUE' (amount_due; sum). No field is null."
    )
    sums = [
        SUM(
            "page subtotals = merchandise total",
            [(1, T(f"Page {i} subtotal", float(v), 3, q_sum[i - 1])) for i, v in enumerate(page_sub, 1)],
            T("Merchandise total", 25639.35, 3, q_merch),
        ),
        SUM(
            "merchandise - discount + delivery = subtotal",
            [
                (1, T("Merchandise total", 25639.35, 3, q_merch)),
                (-1, T("Contractor discount", 1025.57, 3, q_disc)),
                (1, T("Delivery", 185.00, 3, q_del)),
            ],
            "subtotal",
        ),
        SUM(
            "Invoice Total - deposit = Balance Due",
            [(1, "total"), (-1, T("Deposit received", 5000.00, 3, q_dep))],
            "amount_due",
        ),
        SUM(
            "page 1 subtotal printed on page 1",
            [(1, T("Page 1 subtotal (page 1)", 17793.80, 1, q_pagesub[0]))],
            T("Page 1 subtotal (summary)", 17793.80, 3, q_sum[0]),
        ),
    ]
    return p, fields, notes, sums


# ==================== 7 Canadian rental invoice: previous balance, partial payment, HST 13 %
@doc("b19_inv_ca_rental_previous_balance", "invoice", "Northmark Equipment Rentals invoice R-7741903")
def inv_ca():
    p = Pdf()
    s = Sheet(p, x=46, xr=566, top=54, size=8.4)
    q_vendor = s.t("Northmark Equipment Rentals Ltd.", 14, True)
    s.t(
        "77 Brackenfield Road, Mississauga, ON  L5T 2K9 · 905-555-0188 · HST # 812246611 RT0001",
        7.2,
        color=GREY,
    )
    s.skip(8)
    s.row([(46, "RENTAL INVOICE"), (330, "ACCOUNT SUMMARY")], size=10, bold=True, lead=15)
    y_top = s.y
    q_bill = s.row([(46, "Bill To: Bayview Shoring & Formwork Inc.")], bold=True)
    s.row([(46, "Attn: Payables, 3300 Sixteen Mile Drive, Unit 6")])
    s.row([(46, "Oakville, ON  L6L 4B8")])
    s.row([(46, "Jobsite: Lakeshore Terraces Phase 2, 515 Ferrier St.")])
    s.skip(4)
    q_no = s.kv("Invoice #", "R-7741903", xv=140)
    q_date = s.kv("Invoice Date", "Aug 31, 2026", xv=140)
    s.kv("Billing Period", "Aug 1 - Aug 31, 2026", xv=140)
    s.kv("Customer #", "BAY-0419", xv=140)
    s.kv("P.O. #", "LT2-RENT-08", xv=140)
    y_after = s.y
    prev = D("12418.60")
    paid = D("8000.00")
    fwd = prev - paid
    s.y = y_top
    s.x, s.xr = 330, 566
    q_prev = s.kv("Previous Balance", usd(prev))
    q_paid = s.kv("Payment Received Aug 14, 2026 - Thank You", "-" + usd(paid))
    q_fwd = s.kv("Balance Forward (past due)", usd(fwd))
    y_sum = s.y
    s.x, s.xr = 46, 566
    s.y = max(y_after, y_sum + 40) + 6
    head_row(
        s,
        [
            (46, "Equipment / Charge"),
            (300, "Out"),
            (350, "In"),
            (430, "Qty", "r"),
            (496, "Rate", "r"),
            (566, "Amount", "r"),
        ],
        size=7.2,
    )
    rent = [
        ("Scissor lift 26' electric, unit 26E-114 (month)", "Aug 01", "Aug 31", "1", "1385.00"),
        ("Telehandler 10,000 lb / 55', unit TH10-07 (week)", "Aug 03", "Aug 24", "3", "2140.00"),
        ("Light tower, towable LED, unit LT-52 (day)", "Aug 10", "Aug 22", "12", "96.00"),
        ("Concrete buggy, 16 cu ft, unit CB-3 (week)", "Aug 17", "Aug 31", "2", "465.00"),
    ]
    rsum = D(0)
    for name, out, inn, qty, rate in rent:
        e = ext(qty, rate)
        rsum += e
        s.row(
            [(46, name), (300, out), (350, inn), (430, qty, "r"), (496, US(D(rate)), "r"), (566, US(e), "r")]
        )
    dw = pct(rsum, 12)
    env = pct(rsum, "2.5")
    dlv = D("420.00")
    s.row([(46, "Damage waiver 12% of rental")] + [(566, US(dw), "r")])
    s.row([(46, "Environmental & fuel service fee 2.5%")] + [(566, US(env), "r")])
    s.row([(46, "Delivery and pickup, 2 trips")] + [(566, US(dlv), "r")])
    s.rule()
    sub = rsum + dw + env + dlv
    hst = pct(sub, 13)
    cur = sub + hst
    due = fwd + cur
    s.x = 330
    s.skip(4)
    q_sub = s.kv("Subtotal", usd(sub))
    q_hst = s.kv("HST 13%", usd(hst))
    q_cur = s.kv("Total Current Charges", usd(cur), bold=True)
    s.kv("Balance Forward", usd(fwd))
    s.rule()
    q_due = s.kv("TOTAL AMOUNT DUE", usd(due), bold=True, size=10)
    s.x = 46
    s.skip(10)
    q_terms = s.t(
        "Current charges are due by Sep 30, 2026. The balance forward is past due and payable immediately.", 8
    )
    q_cad = s.t(
        "All amounts are in Canadian dollars (CAD). Remit by EFT or cheque to Northmark Equipment Rentals "
        "Ltd.",
        8,
    )
    s.t(
        "Overdue accounts are charged 2% per month (26.82% per annum). Rental time includes weekends.",
        7.2,
        color=GREY,
    )
    same(9887.00, rsum, "rental")
    same(11740.62, sub, "sub")
    same(1526.28, hst, "hst")
    same(13266.90, cur, "cur")
    same(4418.60, fwd, "fwd")
    same(17685.50, due, "due")
    fields = {
        "invoice_number": F("R-7741903", 1, q_no),
        "invoice_date": F("2026-08-31", 1, q_date),
        "due_date": F("2026-09-30", 1, q_terms),
        "vendor_name": F("Northmark Equipment Rentals Ltd.", 1, q_vendor),
        "bill_to": F("Bayview Shoring & Formwork Inc.", 1, q_bill),
        "currency": F("CAD", 1, q_cad),
        "subtotal": F(11740.62, 1, q_sub),
        "tax": F(1526.28, 1, q_hst),
        "total": F(13266.90, 1, q_cur),
        "amount_due": F(17685.50, 1, q_due),
    }
    notes = (
        "Canadian equipment-rental invoice: amounts printed with a bare '$' but the document states they are "
        "Canadian dollars, so currency is CAD. The account summary shows the previous balance, a partial "
        "payment and the past-due balance forward (sum). total is 'Total Current Charges' (subtotal + HST "
        "13%); amount_due is 'TOTAL AMOUNT DUE' = balance forward + current charges (sum). due_date is the "
        "date the current charges are due (Sep 30, 2026); the billing period and payment dates are not it. "
        "No field is null."
    )
    sums = [
        SUM(
            "Previous Balance - payment = Balance Forward",
            [
                (1, T("Previous Balance", 12418.60, 1, q_prev)),
                (-1, T("Payment received", 8000.00, 1, q_paid)),
            ],
            T("Balance Forward", 4418.60, 1, q_fwd),
        ),
        SUM(
            "Balance Forward + Total Current Charges = Total Amount Due",
            [(1, T("Balance Forward", 4418.60, 1, q_fwd)), (1, "total")],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ==================== 8 Swiss Rechnung: prices incl. MWST (rate only), QR slip with blank Betrag
@doc("b19_inv_ch_rechnung_mwst_inklusive", "invoice", "Gartenbau Inäbnit Rechnung 2026-1342")
def inv_ch():
    p = Pdf(**A4)
    s = Sheet(p, x=52, xr=543, top=58, size=8.6)
    q_vendor = s.t("Gartenbau Inäbnit AG", 15, True)
    s.t("Gartenpflege · Baumpflege · Gartenumänderungen", 7.6, color=GREY)
    s.t("Seefeldweg 14 · 3604 Thun · 033 555 41 80 · CHE-109.446.512 MWST", 7.2, color=GREY)
    s.skip(16)
    q_bill = s.row([(330, "Stockwerkeigentümergemeinschaft Lindenhof")], bold=True)
    s.row([(330, "c/o Rüfenacht Immobilienverwaltung AG")])
    s.row([(330, "Postfach 412")])
    s.row([(330, "3001 Bern")])
    s.skip(12)
    q_date = s.t("Thun, 3. September 2026", 8.6)
    s.skip(4)
    q_no = s.t("Rechnung Nr. 2026-1342", 12, True)
    s.t("Objekt: Lindenhofstrasse 6-10, 3600 Thun · Gartenunterhalt Juli und August 2026", 8.4)
    s.skip(6)
    head_row(s, [(52, "Leistung"), (360, "Menge", "r"), (440, "Ansatz", "r"), (543, "Betrag CHF", "r")])
    rows = [
        ("Rasen mähen, trimmen, Schnittgut abführen", "8", "Einsätze", "265.00"),
        ("Heckenschnitt Thuja und Hainbuche", "46", "lm", "18.50"),
        ("Staudenbeete jäten und mulchen", "14.5", "Std.", "78.00"),
        ("Grüngut entsorgen (Kompostieranlage)", "2", "Fuhren", "145.00"),
        ("Bewässerung kontrollieren, Tropfschläuche ersetzt", "1", "pauschal", "386.35"),
    ]
    total = D(0)
    for name, qty, unit, pr in rows:
        e = ext(qty, pr)
        total += e
        s.row([(52, name), (360, f"{qty} {unit}", "r"), (440, CH(D(pr)), "r"), (543, CH(e), "r")])
    s.rule()
    s.skip(2)
    s.x = 330
    q_tot = s.kv("Total CHF", CH(total), bold=True, size=10)
    s.x = 52
    s.skip(6)
    q_rate = s.t("Alle Preise verstehen sich inklusive 8.1 % MWST.", 8.2)
    s.t("Zahlbar innert 30 Tagen netto. Besten Dank für Ihren Auftrag.", 8.2)
    # QR bill part (receipt and payment part), amount left blank for the payer
    y = 842 - 298
    p.line(40, y, 555, y, 0.4, color=GREY)
    p.text(297, y - 4, "Vor der Einzahlung abzutrennen", 6, align="c", color=GREY)
    s.y = y + 22
    s.row([(52, "Empfangsschein"), (220, "Zahlteil")], size=10, bold=True, lead=16)
    s.row([(52, "Konto / Zahlbar an"), (380, "Konto / Zahlbar an")], size=6.4, bold=True, lead=9)
    s.row([(52, "CH00 0900 0000 3061 4471 2"), (380, "CH00 0900 0000 3061 4471 2")], size=7.6, lead=10)
    s.row([(52, "Gartenbau Inäbnit AG"), (380, "Gartenbau Inäbnit AG")], size=7.6, lead=10)
    s.row([(52, "Seefeldweg 14, 3604 Thun"), (380, "Seefeldweg 14, 3604 Thun")], size=7.6, lead=14)
    s.row([(52, "Referenz"), (380, "Referenz")], size=6.4, bold=True, lead=9)
    s.row(
        [(52, "21 00000 00003 13947 13420 09016"), (380, "21 00000 00003 13947 13420 09016")],
        size=7.6,
        lead=14,
    )
    s.row([(52, "Zahlbar durch"), (380, "Zahlbar durch")], size=6.4, bold=True, lead=9)
    s.row(
        [(52, "StWEG Lindenhof, Lindenhofstrasse 6-10"), (380, "StWEG Lindenhof, Lindenhofstrasse 6-10")],
        size=7.6,
        lead=10,
    )
    s.row([(52, "3600 Thun"), (380, "3600 Thun")], size=7.6, lead=18)
    yb = s.y
    q_curr = s.row(
        [(52, "Währung"), (100, "Betrag"), (220, "Währung"), (268, "Betrag")], size=6.4, bold=True, lead=10
    )
    s.row([(52, "CHF"), (220, "CHF")], size=8)
    p.rect(100, yb + 4, 190, yb + 30, 0.6)
    p.rect(268, yb + 4, 370, yb + 34, 0.6)
    p.rect(220, y + 40, 350, y + 170, 0.6)
    p.text(285, y + 108, "QR-Code", 7, align="c", color=GREY)
    same(4778.35, total, "total")
    assert total % D("0.05") == 0
    fields = {
        "invoice_number": F("2026-1342", 1, q_no),
        "invoice_date": F("2026-09-03", 1, q_date),
        "due_date": NULL(),
        "vendor_name": F("Gartenbau Inäbnit AG", 1, q_vendor),
        "bill_to": F("Stockwerkeigentümergemeinschaft Lindenhof", 1, q_bill),
        "currency": F("CHF", 1, q_tot),
        "subtotal": NULL(),
        "tax": NULL(),
        "total": F(4778.35, 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Swiss Rechnung (CHF, 1'234.50, '3. September 2026'). bill_to is the condominium owners' association "
        "(StWEG), addressed c/o its managing agent. Prices include VAT and the MWST appears only as the rate "
        "'inklusive 8.1 % MWST': tax is null (no amount printed) and subtotal is null (no total before tax "
        "is "
        "printed); total is 'Total CHF'. due_date is null: only terms ('innert 30 Tagen'). amount_due is "
        "null: the QR payment slip prints 'Betrag' with an empty box and no other balance is printed. "
        f"(Rate line: {q_rate}; slip caption: {q_curr}.)"
    )
    return p, fields, notes, []


def gbp(x):
    return "£" + US(x)


# ==================== 9 UK wholesale VAT invoice over two pages: carried / brought forward, S and Z rates
LARDER = [
    ("FL-0412", "Plain flour 16kg", "3", "Z", "11.85"),
    ("SU-1120", "Granulated sugar 25kg", "1", "Z", "21.40"),
    ("OL-2030", "Rapeseed oil 20L", "4", "Z", "28.95"),
    ("TM-0751", "Chopped tomatoes 6 x 2.5kg", "5", "Z", "14.60"),
    ("BN-0340", "Baked beans 6 x 2.62kg", "2", "Z", "17.25"),
    ("RC-0902", "Long grain rice 10kg", "2", "Z", "13.70"),
    ("PS-0118", "Penne pasta 3kg", "6", "Z", "5.45"),
    ("CH-4410", "Mature cheddar block 5kg", "3", "Z", "34.80"),
    ("BT-4022", "Salted butter 40 x 250g", "1", "Z", "86.40"),
    ("EG-5001", "Free-range eggs, tray of 180", "2", "Z", "38.90"),
    ("FR-6610", "Frozen chips 4 x 2.5kg", "8", "Z", "12.35"),
    ("FR-6723", "Frozen peas 4 x 2kg", "3", "Z", "10.80"),
    ("MT-7105", "Beef mince 15% 5kg", "4", "Z", "31.60"),
    ("MT-7260", "Chicken breast fillets 5kg", "5", "Z", "29.75"),
    ("FS-7802", "Battered cod portions 48 x 170g", "2", "Z", "79.20"),
    ("SD-8801", "Cola 24 x 330ml cans", "6", "S", "9.85"),
    ("SD-8815", "Lemonade 24 x 330ml cans", "4", "S", "8.95"),
    ("SD-8902", "Sparkling water 24 x 500ml", "5", "S", "6.40"),
    ("CF-3301", "Crisps, assorted 48 x 25g", "3", "S", "13.20"),
    ("CN-9010", "Blue roll 2-ply, 6 rolls", "4", "S", "15.95"),
    ("CN-9124", "Heavy-duty degreaser 5L", "3", "S", "9.60"),
    ("CN-9133", "Dishwasher detergent 20L", "2", "S", "27.30"),
    ("CN-9140", "Rinse aid 5L", "2", "S", "12.85"),
    ("DP-9501", "Napkins 33cm 2-ply white x 2000", "2", "S", "18.40"),
    ("DP-9520", "Takeaway boxes kraft, medium x 250", "3", "S", "22.75"),
    ("DP-9531", "Wooden cutlery sets x 500", "1", "S", "24.90"),
    ("SP-1205", "Table salt 12 x 750g", "1", "Z", "7.85"),
    ("SP-1260", "Black pepper ground 500g", "2", "Z", "6.10"),
    ("SC-1402", "Tomato ketchup 2 x 4.5L", "3", "Z", "13.95"),
    ("SC-1418", "Mayonnaise 10L", "1", "Z", "19.80"),
    ("SC-1433", "Gravy granules 2kg", "2", "Z", "9.35"),
    ("BK-2210", "Brioche burger buns x 48", "4", "Z", "11.60"),
    ("IC-3012", "Vanilla ice cream 5L", "2", "S", "12.95"),
    ("CF-3360", "Coffee beans espresso 6 x 1kg", "1", "Z", "92.40"),
]


@doc("b19_inv_gb_wholesale_carried_forward", "invoice", "Pennine Larder Wholesale invoice PLW/26/40915")
def inv_gb():
    p = Pdf(**A4)
    chunks = [LARDER[:26], LARDER[26:]]
    cols = [(46, "l"), (104, "l"), (360, "r"), (392, "c"), (462, "r"), (549, "r")]
    goods = {"S": D(0), "Z": D(0)}
    run = D(0)
    q = {}
    s = Sheet(p, x=46, xr=549, top=52, size=8)
    for pg, chunk in enumerate(chunks, 1):
        if pg > 1:
            s.new_page()
        s.row([(46, "Pennine Larder Wholesale Ltd"), (549, "VAT INVOICE", "r")], size=13, bold=True, lead=16)
        s.row(
            [
                (46, "Unit 9, Calder Vale Business Park, Halifax HX3 9QT · VAT Reg. GB 318 4402 71"),
                (549, f"Page {pg} of 2", "r"),
            ],
            size=7.2,
        )
        s.skip(8)
        if pg == 1:
            q["vendor"] = "Pennine Larder Wholesale Ltd VAT INVOICE"
            s.row([(46, "Invoice to"), (300, "Deliver to")], size=7.2, bold=True)
            q["bill"] = s.row(
                [(46, "The Copper Heron Inn Ltd"), (300, "The Copper Heron (kitchen door, rear yard)")]
            )
            s.row([(46, "c/o Ridings Hospitality Accounts"), (300, "2 Mill Fold")])
            s.row([(46, "14 Crossley Street, Halifax HX1 1UG"), (300, "Hebden Bridge HX7 8AD")])
            s.skip(6)
            q["no"] = s.kv("Invoice number", "PLW/26/40915", xv=150)
            q["date"] = s.kv("Invoice date / tax point", "07/10/2026", xv=150)
            s.kv("Delivery date", "06/10/2026 (run 4, van HX-12)", xv=150)
            s.kv("Account", "BRA014", xv=150)
            q["due"] = s.kv("Payment due", "06/11/2026", xv=150)
            s.skip(4)
        else:
            s.row([(46, "Invoice PLW/26/40915 · The Copper Heron Inn Ltd · 07/10/2026")], size=7.6)
            s.skip(2)
        head_row(
            s,
            [
                (46, "Code"),
                (104, "Description"),
                (360, "Qty", "r"),
                (392, "VAT", "c"),
                (462, "Price", "r"),
                (549, "Net £", "r"),
            ],
            size=7.2,
        )
        if pg > 1:
            q["bf"] = s.row([(104, "Brought forward"), (549, US(run), "r")], bold=True)
        for code, desc, qty, v, pr in chunk:
            e = ext(qty, pr)
            goods[v] += e
            run += e
            s.row(
                [(x, t, a) for (x, a), t in zip(cols, [code, desc, qty, v, US(D(pr)), US(e)], strict=True)],
                size=7.6,
                lead=12.4,
            )
        if pg == 1:
            s.rule()
            q["cf"] = s.row([(104, "Carried forward"), (549, US(run), "r")], bold=True)
            s.t("Continued overleaf", 7, x=549, align="r", color=GREY)
    s.rule()
    net = goods["S"] + goods["Z"]
    vs = pct(goods["S"], 20)
    vat = vs
    total = net + vat
    s.skip(6)
    s.row(
        [(300, "VAT analysis"), (400, "Rate", "r"), (450, "Goods £", "r"), (549, "VAT £", "r")],
        size=7.2,
        bold=True,
    )
    q["s"] = s.row([(300, "S"), (400, "20.00%", "r"), (450, US(goods["S"]), "r"), (549, US(vs), "r")])
    q["z"] = s.row([(300, "Z"), (400, "0.00%", "r"), (450, US(goods["Z"]), "r"), (549, "0.00", "r")])
    s.skip(4)
    s.x = 300
    q["net"] = s.kv("Goods total (excl. VAT)", gbp(net))
    q["vat"] = s.kv("Total VAT", gbp(vat))
    q["tot"] = s.kv("Invoice total", gbp(total), bold=True, size=10)
    s.x = 46
    s.skip(10)
    disc = pct(total, "2.5")
    s.para(
        f"Prompt payment discount: 2.5% ({gbp(disc)}) may be deducted if payment is received by 14/10/2026. "
        "If you take the discount you must adjust your input VAT. Goods remain our property until paid for "
        "in "
        "full. Short deliveries must be reported within 24 hours.",
        7.4,
    )
    s.t(
        "Bank: Northgate Savings Bank · Sort code 00-00-00 · Account 31846102 · Ref PLW/26/40915",
        7.2,
        color=GREY,
    )
    same(495.25, goods["S"], "goods S")
    same(1412.90, goods["Z"], "goods Z")
    same(1643.05, run - tot(ext(r[2], r[4]) for r in chunks[1]), "carried forward")
    same(1908.15, net, "net")
    same(99.05, vat, "vat")
    same(2007.20, total, "total")
    fields = {
        "invoice_number": F("PLW/26/40915", 1, q["no"]),
        "invoice_date": F("2026-10-07", 1, q["date"]),
        "due_date": F("2026-11-06", 1, q["due"]),
        "vendor_name": F("Pennine Larder Wholesale Ltd", 1, q["vendor"]),
        "bill_to": F("The Copper Heron Inn Ltd", 1, q["bill"]),
        "currency": F("GBP", 2, q["tot"]),
        "subtotal": F(1908.15, 2, q["net"]),
        "tax": F(99.05, 2, q["vat"]),
        "total": F(2007.20, 2, q["tot"]),
        "amount_due": NULL(),
    }
    notes = (
        "UK wholesale VAT invoice over two pages (GBP, dd/mm/yyyy: 07/10/2026 is 7 October 2026). Page 1 "
        "ends with 'Carried forward', page 2 starts with the same figure 'Brought forward'; neither is a "
        "subtotal. The VAT analysis splits standard-rated (S, 20%) and zero-rated (Z) goods (sums). subtotal "
        "is 'Goods total (excl. VAT)', tax 'Total VAT', total 'Invoice total'. bill_to is the 'Invoice to' "
        "company, not the delivery address. due_date is 'Payment due'; the prompt-payment date and discount "
        "are conditional and not labelled. amount_due is null: no balance separate from the invoice total "
        "is printed."
    )
    sums = [
        SUM(
            "S goods + Z goods = goods total",
            [(1, T("S goods", 495.25, 2, q["s"])), (1, T("Z goods", 1412.90, 2, q["z"]))],
            "subtotal",
        ),
        SUM(
            "carried forward (page 1) = brought forward (page 2)",
            [(1, T("Carried forward", 1643.05, 1, q["cf"]))],
            T("Brought forward", 1643.05, 2, q["bf"]),
        ),
    ]
    same(1908.15, run, "running total")
    return p, fields, notes, sums


# ==================== 10 Norwegian faktura to a private customer: delivery to a cabin, credit note set off
@doc("b19_inv_no_faktura_kreditnota_motregnet", "invoice", "Fjellheim Varmepumper faktura 260514")
def inv_no():
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=58, size=8.4)
    q_vendor = s.row([(50, "Fjellheim Varmepumper AS"), (545, "FAKTURA", "r")], size=14, bold=True, lead=18)
    s.t("Kobbervikveien 62, 3036 Drammen · tlf. 32 55 01 77 · Org.nr. NO 921 447 308 MVA", 7.2, color=GREY)
    s.skip(14)
    s.row([(50, "Kunde"), (320, "Fakturanr."), (420, "260514")], size=8.4)
    q_bill = s.row([(50, "Ingvild Tangen Brekke"), (320, "Fakturadato"), (420, "14.05.2026")], bold=True)
    s.row([(50, "Sorgenfrigata 17 B"), (320, "Forfallsdato"), (420, "28.05.2026")])
    s.row([(50, "0367 Oslo"), (320, "Ordredato"), (420, "22.04.2026")])
    s.row([(320, "Leveringsdato"), (420, "08.05.2026")])
    s.row([(50, "Leveringsadresse: Tangenstølen 4, 3570 Ål (hytte)"), (320, "Kundenr."), (420, "18207")])
    s.skip(10)
    head_row(
        s,
        [
            (50, "Beskrivelse"),
            (350, "Antall", "r"),
            (356, "Enhet"),
            (450, "Pris eks. mva", "r"),
            (545, "Beløp", "r"),
        ],
        size=7.4,
    )
    rows = [
        ("Luft/vann-varmepumpe 8 kW, ute- og innedel", "1", "stk", "68900.00"),
        ("Montasje og igangkjøring", "14", "timer", "895.00"),
        ("Rørarbeid, tilkobling til eksisterende vannbåren varme", "1", "stk", "6450.00"),
        ("Elektrikerarbeid, egen kurs 20 A", "1", "stk", "4280.00"),
        ("Reisetid og kjøring Drammen–Ål t/r", "2", "stk", "1650.00"),
    ]
    eks = D(0)
    for name, qty, unit, pr in rows:
        e = ext(qty, pr)
        eks += e
        s.row([(50, name), (350, qty, "r"), (356, unit), (450, SP(D(pr)), "r"), (545, SP(e), "r")])
    s.rule()
    mva = pct(eks, 25)
    inkl = eks + mva
    kred = D("1987.50")
    bet = inkl - kred
    s.skip(4)
    s.x = 300
    q_eks = s.kv("Sum eks. mva", SP(eks))
    q_mva = s.kv("Mva 25 %", SP(mva))
    q_inkl = s.kv("Sum inkl. mva", SP(inkl), bold=True)
    q_kred = s.kv("Motregnet kreditnota 260388", "-" + SP(kred))
    s.skip(3)
    s.rule()
    q_bet = s.kv("Å betale NOK", SP(bet), bold=True, size=10)
    s.x = 50
    s.skip(14)
    s.row([(50, "Kontonr."), (130, "0000 12 34567"), (300, "KID"), (360, "2605140018207")])
    s.skip(4)
    s.para(
        "Kreditnota 260388 av 30.04.2026 gjelder returnert romtermostat og er trukket fra beløpet. Ved "
        "betaling etter forfall beregnes forsinkelsesrente etter forsinkelsesrenteloven. Garanti: 5 år på "
        "varmepumpen, 2 år på arbeid.",
        7.6,
    )
    same(95460.00, eks, "eks")
    same(23865.00, mva, "mva")
    same(119325.00, inkl, "inkl")
    same(117337.50, bet, "bet")
    fields = {
        "invoice_number": F("260514", 1, "Kunde Fakturanr. 260514"),
        "invoice_date": F("2026-05-14", 1, q_bill),
        "due_date": F("2026-05-28", 1, "Sorgenfrigata 17 B Forfallsdato 28.05.2026"),
        "vendor_name": F("Fjellheim Varmepumper AS", 1, q_vendor),
        "bill_to": F("Ingvild Tangen Brekke", 1, q_bill),
        "currency": F("NOK", 1, q_bet),
        "subtotal": F(95460.00, 1, q_eks),
        "tax": F(23865.00, 1, q_mva),
        "total": F(119325.00, 1, q_inkl),
        "amount_due": F(117337.50, 1, q_bet),
    }
    notes = (
        "Norwegian faktura (NOK, '94 160,00', dd.mm.yyyy) to a private customer: bill_to is the person; the "
        "Leveringsadresse (the cabin) is the delivery site. invoice_date is Fakturadato, not the Ordredato "
        "or "
        "Leveringsdato; due_date is Forfallsdato. subtotal 'Sum eks. mva', tax 'Mva 25 %', total 'Sum inkl. "
        "mva'; an earlier credit note is set off, giving 'Å betale' (amount_due; sum). The KID and account "
        "numbers are payment references. No field is null."
    )
    sums = [
        SUM(
            "Sum inkl. mva - kreditnota = Å betale",
            [(1, "total"), (1, T("Motregnet kreditnota", -1987.50, 1, q_kred))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


def aud(x):
    return "$" + US(x)


# ==================== 11 Australian tax invoice, paid copy: balance due 0.00
@doc("b19_inv_au_tax_invoice_paid_zero_balance", "invoice", "Coolabah Creek Surveying tax invoice CCS-2611")
def inv_au():
    p = Pdf(**A4)
    s = Sheet(p, x=50, xr=545, top=58, size=8.6)
    s.row([(50, "TAX INVOICE")], size=16, bold=True, lead=22)
    q_vendor = s.t("Coolabah Creek Surveying Pty Ltd", 11, True)
    s.t("ABN 41 622 908 115 · PO Box 318, Mudgee NSW 2850 · accounts@coolabahcreek.example", 7.4, color=GREY)
    s.skip(12)
    y0 = s.y
    s.t("Bill To", 7.4, True)
    q_bill = s.t("Marrang Developments Pty Ltd", 9, True)
    s.t("Attn: Lachlan Hardie, Project Manager")
    s.t("Level 2, 44 Church Street")
    s.t("Dubbo NSW 2830")
    s.y = y0
    s.x = 330
    q_no = s.kv("Invoice No.", "CCS-2611")
    q_date = s.kv("Invoice Date", "19/11/2026")
    q_due = s.kv("Due Date", "03/12/2026")
    s.kv("Reference", "Job 26-147")
    s.x = 50
    s.skip(30)
    s.t("Project: Lot 7 Yarrabee Road, Gulgong - residential subdivision (3 lots)", 8.4)
    s.skip(6)
    head_row(s, [(50, "Description"), (380, "Qty", "r"), (460, "Unit Price", "r"), (545, "Amount", "r")])
    rows = [
        ("Feature and level survey including contours at 0.5 m", "1", "4850.00"),
        ("Set-out of building envelopes (pegs and offsets)", "3", "640.00"),
        ("Draft plan of subdivision and lodgement", "1", "3200.00"),
        ("Site attendance, surveyor and field assistant (hours)", "6.5", "185.00"),
    ]
    sub = D(0)
    for name, qty, pr in rows:
        e = ext(qty, pr)
        sub += e
        s.row([(50, name), (380, qty, "r"), (460, US(D(pr)), "r"), (545, US(e), "r")])
    s.rule()
    gst = pct(sub, 10)
    total = sub + gst
    paid = total
    bal = total - paid
    s.skip(4)
    s.x = 320
    q_sub = s.kv("Subtotal (excl. GST)", aud(sub))
    q_gst = s.kv("GST 10%", aud(gst))
    q_tot = s.kv("Total AUD (incl. GST)", aud(total), bold=True)
    q_paid = s.kv("Less: Amount Paid (EFT 28/11/2026)", "-" + aud(paid))
    s.rule()
    q_bal = s.kv("Balance Due AUD", aud(bal), bold=True, size=10)
    s.x = 50
    s.skip(16)
    s.t("PAID - THANK YOU", 18, True, x=300, align="c", color=(0.55, 0.1, 0.1))
    s.skip(10)
    s.t("All amounts are in Australian dollars. Copy reprinted 30/11/2026 for the customer's records.", 8)
    s.t("Payment terms: 14 days. BSB 000-000, Account 2231 8804, Coolabah Creek Surveying Pty Ltd.", 8)
    same(11172.50, sub, "sub")
    same(1117.25, gst, "gst")
    same(12289.75, total, "total")
    fields = {
        "invoice_number": F("CCS-2611", 1, q_no),
        "invoice_date": F("2026-11-19", 1, q_date),
        "due_date": F("2026-12-03", 1, q_due),
        "vendor_name": F("Coolabah Creek Surveying Pty Ltd", 1, q_vendor),
        "bill_to": F("Marrang Developments Pty Ltd", 1, q_bill),
        "currency": F("AUD", 1, q_tot),
        "subtotal": F(11172.50, 1, q_sub),
        "tax": F(1117.25, 1, q_gst),
        "total": F(12289.75, 1, q_tot),
        "amount_due": F(0, 1, q_bal),
    }
    notes = (
        "Australian tax invoice (AUD, dd/mm/yyyy: the due date 03/12/2026 is 3 December 2026), a paid copy. "
        "invoice_date is 19/11/2026, not the payment date or the reprint date. subtotal excl. GST, GST 10% = "
        "tax, total incl. GST; the full amount was paid by EFT, so 'Balance Due AUD $0.00' is printed and "
        "amount_due is 0 (sum), not null and not the total. No field is null."
    )
    sums = [
        SUM(
            "Total - amount paid = Balance Due",
            [(1, "total"), (-1, T("Amount paid", 12289.75, 1, q_paid))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums
