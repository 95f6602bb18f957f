"""Invoice builders for blind_extraction17 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, pct
from pdfkit import EU, SP, US, Pdf
from sheet import Sheet


def tot(xs):
    return sum(xs, D(0))


def usd(x):
    return "$" + US(x)


def head_row(s, cols, size=7.8):
    s.row(cols, size=size, bold=True)
    s.rule()


# ==================== 1 German Rechnung: USt 19 % and 7 %, Skonto date vs net due date, Lieferanschrift
@doc("b17_inv_de_rechnung_skonto", "invoice", "Kältetechnik Brandauer Rechnung RE-2026-04417")
def inv_de():
    p = Pdf()
    s = Sheet(p, x=50, xr=562, top=56, size=8.8)
    s.row([(50, "Kältetechnik Brandauer GmbH"), (562, "RECHNUNG", "r")], size=15, bold=True, lead=18)
    s.t("Kühlzellen · Gewerbekälte · Wartung", 7.6, color=GREY)
    s.skip(10)
    s.t("Kältetechnik Brandauer GmbH · Kufsteiner Str. 71 · 83022 Rosenheim", 6.6, color=GREY)
    q_bill = s.row([(50, "Gasthof Zur Alten Mühle Wirtz KG"), (340, "Kundennummer"), (450, "30921")])
    s.row([(50, "z. Hd. Frau Petra Wirtz"), (340, "Auftrag"), (450, "AB-8812 vom 23.03.2026")])
    q_no = s.row([(50, "Mühlweg 5"), (340, "Rechnungsnummer"), (450, "RE-2026-04417")])
    q_date = s.row([(50, "83727 Schliersee"), (340, "Rechnungsdatum"), (450, "14.04.2026")])
    s.row([(340, "Leistungsdatum"), (450, "09.04.2026")])
    s.skip(6)
    s.row([(50, "Lieferanschrift:"), (140, "Almhütte Wirtz, Sudelfeld 3, 83735 Bayrischzell")])
    s.skip(10)
    s.t("Rechnung Nr. RE-2026-04417", 12, True)
    s.para(
        "Sehr geehrte Frau Wirtz, für die Lieferung und Montage der Kühlzelle gemäß unserem Angebot "
        "AN-26-0391 berechnen wir Ihnen:"
    )
    head_row(
        s,
        [
            (50, "Pos."),
            (78, "Bezeichnung"),
            (352, "Menge", "r"),
            (360, "Einh."),
            (450, "Einzelpreis", "r"),
            (490, "USt", "r"),
            (562, "Gesamt EUR", "r"),
        ],
    )
    items = [
        ("Kühlzelle KZ 240, 2,4 x 3,0 m, Paneel 100 mm", "1", "Stk.", "8940.00", 19),
        ("Verflüssigungssatz 2,8 kW, Kältemittel R290", "1", "Stk.", "3185.00", 19),
        ("Montage Kältetechniker", "14.5", "Std.", "78.50", 19),
        ("Anfahrtspauschale Rosenheim - Bayrischzell", "2", "psch.", "65.00", 19),
        ("Betriebs- und Wartungshandbuch (Druckschrift)", "1", "Stk.", "48.00", 7),
    ]
    base = {19: D(0), 7: D(0)}
    for i, (name, qty, unit, price, rate) in enumerate(items, 1):
        e = ext(qty, price)
        base[rate] += e
        s.row(
            [
                (50, str(i)),
                (78, name),
                (352, qty.replace(".", ","), "r"),
                (360, unit),
                (450, EU(D(price)), "r"),
                (490, f"{rate} %", "r"),
                (562, EU(e), "r"),
            ]
        )
    s.rule()
    s.skip(6)
    net = tot(base.values())
    u19, u7 = pct(base[19], 19), pct(base[7], 7)
    tax = u19 + u7
    gross = net + tax
    s.x = 320
    q_net = s.kv("Summe netto", EU(net))
    s.kv(f"zzgl. 19 % USt auf {EU(base[19])}", EU(u19))
    s.kv(f"zzgl. 7 % USt auf {EU(base[7])}", EU(u7))
    q_tax = s.kv("Summe Umsatzsteuer", EU(tax))
    s.rule()
    q_total = s.kv("Rechnungsbetrag EUR", EU(gross), bold=True, size=10)
    s.x = 50
    s.skip(10)
    skonto_amt = gross - pct(gross, 2)
    s.t("Zahlungsbedingungen:", bold=True)
    s.t(f"Bei Zahlung bis 24.04.2026 gewähren wir 2 % Skonto (Zahlbetrag {EU(skonto_amt)} EUR).")
    q_due = s.t("Ohne Abzug zahlbar bis 14.05.2026.")
    s.t("Bitte geben Sie bei der Zahlung die Rechnungsnummer an.")
    s.skip(8)
    s.t("Inntal Genossenschaftsbank eG · IBAN DE00 7116 0000 0004 4190 22 · BIC GENODEF1INX", 7.4, color=GREY)
    s.t(
        "Geschäftsführer: Lorenz Brandauer · Amtsgericht Traunstein HRB 30418 · USt-IdNr. DE287615039",
        7.4,
        color=GREY,
    )
    same(13441.25, net, "net")
    same(2548.08, tax, "tax")
    same(15989.33, gross, "gross")
    fields = {
        "invoice_number": F("RE-2026-04417", 1, q_no),
        "invoice_date": F("2026-04-14", 1, q_date),
        "due_date": F("2026-05-14", 1, q_due),
        "vendor_name": F("Kältetechnik Brandauer GmbH", 1, "Kältetechnik Brandauer GmbH RECHNUNG"),
        "bill_to": F("Gasthof Zur Alten Mühle Wirtz KG", 1, q_bill),
        "currency": F("EUR", 1, q_total),
        "subtotal": F(13441.25, 1, q_net),
        "tax": F(2548.08, 1, q_tax),
        "total": F(15989.33, 1, q_total),
        "amount_due": NULL(),
    }
    notes = (
        "German Rechnung (EUR, 1.234,56, dd.mm.yyyy). invoice_date is Rechnungsdatum 14.04.2026, not the "
        "Leistungsdatum 09.04.2026 or the order date 23.03.2026. due_date is the net date 'Ohne Abzug "
        "zahlbar "
        "bis 14.05.2026'; 24.04.2026 is only the 2 % Skonto date and the Skonto Zahlbetrag is a distractor "
        "(the discount is offered, not deducted). bill_to is the Gasthof KG (attention line Frau Wirtz); the "
        "Lieferanschrift (Almhütte) is the ship-to. USt 19 % and 7 % are printed separately and as 'Summe "
        "Umsatzsteuer' (tax). amount_due is null: only the Rechnungsbetrag (total) is printed."
    )
    return p, fields, notes, []


# ==================== 2 French facture: TVA 10 % and 20 %, acompte deducted to Net à payer
@doc("b17_inv_fr_facture_acompte", "invoice", "Menuiserie Laroche-Vidal facture F2026-0388")
def inv_fr():
    p = Pdf()
    s = Sheet(p, x=48, xr=564, top=58, size=8.6)
    q_vendor = s.t("MENUISERIE LAROCHE-VIDAL SARL", 14, True)
    s.t("Menuiseries bois, PVC et aluminium - Agencement", 7.8, color=GREY)
    s.t("27 rue du Pré-Pigeon, 49100 Angers - SIRET 812 446 093 00027 - TVA FR41812446093", 7.4, color=GREY)
    s.skip(10)
    y = s.y
    s.p.rect(330, y - 12, 564, y + 52, 0.6)
    s.row([(340, "FACTURE")], size=13, bold=True, lead=16)
    q_no = s.row([(340, "N° de facture"), (450, "F2026-0388")])
    q_date = s.row([(340, "Date de facture"), (450, "16/04/2026")])
    q_due = s.row([(340, "Date d'échéance"), (450, "16/05/2026")])
    s.skip(12)
    s.row([(48, "Client :"), (300, "Adresse du chantier :")], bold=True)
    q_bill = s.row([(48, "SCI Les Tilleuls du Maine"), (300, "Maison Castaing")])
    s.row([(48, "à l'attention de M. Hervé Castaing, gérant"), (300, "9 allée des Noisetiers")])
    s.row([(48, "3 place du Ralliement"), (300, "49130 Les Ponts-de-Cé")])
    s.row([(48, "49100 Angers")])
    s.skip(6)
    s.t("Réf. devis D2026-0141 du 02/03/2026 accepté le 04/03/2026 - Fin des travaux : 10/04/2026")
    s.skip(8)
    head_row(
        s,
        [
            (48, "Désignation"),
            (340, "Qté", "r"),
            (350, "U"),
            (440, "PU HT", "r"),
            (480, "TVA", "r"),
            (564, "Montant HT", "r"),
        ],
    )
    items = [
        ("Dépose et évacuation des anciennes menuiseries", "6", "u", "95.00", 10),
        ("Fourniture et pose fenêtre PVC 2 vantaux 125 x 135", "4", "u", "742.00", 10),
        ("Fourniture et pose porte-fenêtre aluminium 215 x 140", "2", "u", "1385.00", 10),
        ("Reprise des tableaux et appuis, enduit", "9.5", "h", "46.00", 10),
        ("Placard coulissant sur mesure (fourniture seule)", "1", "ens.", "1960.00", 20),
    ]
    base = {10: D(0), 20: D(0)}
    for name, qty, u, price, rate in items:
        e = ext(qty, price)
        base[rate] += e
        s.row(
            [
                (48, name),
                (340, qty.replace(".", ","), "r"),
                (350, u),
                (440, SP(D(price)), "r"),
                (480, f"{rate} %", "r"),
                (564, SP(e), "r"),
            ]
        )
    s.rule()
    s.skip(6)
    ht = tot(base.values())
    t10, t20 = pct(base[10], 10), pct(base[20], 20)
    tva = t10 + t20
    ttc = ht + tva
    acompte = D("2650.00")
    net = ttc - acompte
    s.x = 330
    q_ht = s.kv("Total HT", SP(ht) + " €")
    s.kv(f"TVA 10 % sur {SP(base[10])}", SP(t10) + " €")
    s.kv(f"TVA 20 % sur {SP(base[20])}", SP(t20) + " €")
    q_tva = s.kv("Total TVA", SP(tva) + " €")
    q_ttc = s.kv("Total TTC", SP(ttc) + " €", bold=True)
    q_ac = s.kv("Acompte versé le 05/03/2026", "-" + SP(acompte) + " €")
    s.rule()
    q_net = s.kv("Net à payer", SP(net) + " €", bold=True, size=10)
    s.x = 48
    s.skip(10)
    s.t("Conditions de paiement : virement à 30 jours date de facture.")
    s.t("Pas d'escompte pour paiement anticipé. En cas de retard : pénalités au taux de 3 fois le taux")
    s.t("d'intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 €.")
    s.t("IBAN FR76 0000 4418 2200 0093 1177 412 - Banque Ligérienne de Crédit", 7.6, color=GREY)
    same(8705.00, ht, "ht")
    same(1066.50, tva, "tva")
    same(9771.50, ttc, "ttc")
    same(7121.50, net, "net")
    fields = {
        "invoice_number": F("F2026-0388", 1, q_no),
        "invoice_date": F("2026-04-16", 1, q_date),
        "due_date": F("2026-05-16", 1, q_due),
        "vendor_name": F("MENUISERIE LAROCHE-VIDAL SARL", 1, q_vendor),
        "bill_to": F("SCI Les Tilleuls du Maine", 1, q_bill),
        "currency": F("EUR", 1, q_ttc),
        "subtotal": F(8705.00, 1, q_ht),
        "tax": F(1066.50, 1, q_tva),
        "total": F(9771.50, 1, q_ttc),
        "amount_due": F(7121.50, 1, q_net),
    }
    notes = (
        "French facture (EUR, '9 771,50 €', dd/mm/yyyy). Boxed header with N°, date and échéance; invoice "
        "date 16/04/2026 vs quote date 02/03/2026, acceptance 04/03/2026, end of works 10/04/2026 and the "
        "deposit date. bill_to is the SCI (attention line: its gérant); the Adresse du chantier is the job "
        "site. TVA 10 % (renovation work) and 20 % (furniture supplied only) with Total TVA = tax. The "
        "acompte paid "
        "05/03/2026 is deducted after Total TTC: total is Total TTC, amount_due is Net à "
        "payer (sum). No field is null."
    )
    sums = [
        SUM(
            "Total TTC - acompte = Net à payer",
            [(1, "total"), (1, T("Acompte versé", -2650.00, 1, q_ac))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ==================== 3 Spanish factura: descuento comercial before Base imponible, IVA 21 %
@doc("b17_inv_es_factura_descuento", "invoice", "Suministros Hidráulicos Guadalmina factura A-2026/00762")
def inv_es():
    p = Pdf()
    s = Sheet(p, x=46, xr=566, top=60, size=8.6)
    s.row([(46, "SUMINISTROS HIDRÁULICOS GUADALMINA, S.L."), (566, "FACTURA", "r")], size=13, bold=True)
    s.t(
        "Polígono Industrial La Huerta, nave 14 - 29670 San Pedro de Alcántara (Málaga) - CIF B-93418806", 7.4
    )
    s.t("Tel. 952 000 418 - pedidos@guadalmina-hidraulica.example", 7.4, color=GREY)
    s.skip(10)
    q_no = s.row([(46, "Factura nº"), (140, "A-2026/00762"), (330, "Cliente nº"), (420, "4402")])
    q_date = s.row([(46, "Fecha factura"), (140, "17/03/2026"), (330, "Albarán nº"), (420, "5530")])
    s.row(
        [(46, "Forma de pago"), (140, "Transferencia 30 días"), (330, "Fecha albarán"), (420, "13/03/2026")]
    )
    q_due = s.row([(46, "Vencimiento"), (140, "16/04/2026")])
    s.skip(8)
    s.row([(46, "Facturar a:"), (320, "Enviar a:")], bold=True)
    q_bill = s.row(
        [(46, "Comunidad de Propietarios Mirador del Puerto"), (320, "Obra Residencial Los Almendros")]
    )
    s.row([(46, "CIF H-29774310"), (320, "Calle Los Almendros 12")])
    s.row([(46, "Avenida del Mar 44"), (320, "29602 Marbella (Málaga)")])
    s.row([(46, "29660 Puerto Banús (Málaga)")])
    s.skip(10)
    head_row(
        s,
        [
            (46, "Ref."),
            (100, "Descripción"),
            (380, "Cant.", "r"),
            (460, "Precio", "r"),
            (566, "Importe", "r"),
        ],
    )
    items = [
        ("BP-4400", "Grupo de presión doble bomba 2 x 2,2 kW", "1", "3420.00"),
        ("VA-1150", "Vaso de expansión 300 l, membrana recambiable", "2", "615.40"),
        ("TB-0632", "Tubo multicapa 32 mm (rollo 50 m)", "6", "188.75"),
        ("VL-2040", 'Válvula de esfera latón 1 1/4"', "14", "23.90"),
        ("MO-0001", "Mano de obra instalación (horas)", "12", "42.00"),
    ]
    exts = []
    for ref, name, qty, price in items:
        e = ext(qty, price)
        exts.append(e)
        s.row([(46, ref), (100, name), (380, qty, "r"), (460, EU(D(price)), "r"), (566, EU(e), "r")])
    s.rule()
    s.skip(6)
    gross = tot(exts)
    dto = pct(gross, 8)
    base = gross - dto
    iva = pct(base, 21)
    total = base + iva
    s.x = 330
    q_gross = s.kv("Importe bruto", EU(gross))
    q_dto = s.kv("Descuento comercial 8 %", "-" + EU(dto))
    q_base = s.kv("Base imponible", EU(base))
    q_iva = s.kv("IVA 21 %", EU(iva))
    s.rule()
    q_total = s.kv("TOTAL FACTURA (EUR)", EU(total) + " €", bold=True, size=10)
    s.x = 46
    s.skip(12)
    s.t("Ingreso en cuenta: ES00 0418 2290 7700 0031 4418 (Caja Rural Costa del Sol)", 7.8)
    s.t("Inscrita en el Registro Mercantil de Málaga, tomo 4418, folio 62, hoja MA-90331.", 7, color=GREY)
    same(6621.90, gross, "gross")
    same(529.75, dto, "dto")
    same(6092.15, base, "base")
    same(1279.35, iva, "iva")
    same(7371.50, total, "total")
    fields = {
        "invoice_number": F("A-2026/00762", 1, q_no),
        "invoice_date": F("2026-03-17", 1, q_date),
        "due_date": F("2026-04-16", 1, q_due),
        "vendor_name": F(
            "SUMINISTROS HIDRÁULICOS GUADALMINA, S.L.", 1, "SUMINISTROS HIDRÁULICOS GUADALMINA, S.L."
        ),
        "bill_to": F("Comunidad de Propietarios Mirador del Puerto", 1, q_bill),
        "currency": F("EUR", 1, q_total),
        "subtotal": F(6092.15, 1, q_base),
        "tax": F(1279.35, 1, q_iva),
        "total": F(7371.50, 1, q_total),
        "amount_due": NULL(),
    }
    notes = (
        "Spanish factura (EUR, 1.234,56, dd/mm/yyyy). invoice_date is Fecha factura 17/03/2026, not the "
        "albarán date 13/03/2026; due_date is Vencimiento 16/04/2026. bill_to is the Comunidad de "
        "Propietarios "
        "(Facturar a), not the Enviar a job site. An 8 % descuento comercial is deducted from the Importe "
        "bruto: subtotal is the Base imponible after the discount (sum), not the Importe bruto. tax is IVA "
        "21 %. amount_due is null: only TOTAL FACTURA is printed."
    )
    sums = [
        SUM(
            "Importe bruto - descuento = Base imponible",
            [
                (1, T("Importe bruto", 6621.90, 1, q_gross)),
                (1, T("Descuento comercial 8 %", -529.75, 1, q_dto)),
            ],
            "subtotal",
        )
    ]
    return p, fields, notes, sums


# ==================== 4 Italian fattura: IVA 22 % and 4 %, riepilogo IVA, DDT date, destinazione merce
@doc("b17_inv_it_fattura_riepilogo_iva", "invoice", "Officine Grafiche Baldassarri fattura 412/2026")
def inv_it():
    p = Pdf()
    s = Sheet(p, x=48, xr=564, top=58, size=8.5)
    q_vendor = s.t("Officine Grafiche Baldassarri S.r.l.", 14, True)
    s.t("Via del Lavoro 19/A - 40127 Bologna (BO) - P.IVA 03318440372 - REA BO-511902", 7.4, color=GREY)
    s.skip(10)
    s.row([(48, "Spett.le (cessionario)"), (310, "Destinazione merce")], bold=True)
    q_bill = s.row(
        [(48, "Cantina dei Colli Euganei Soc. Coop. Agricola"), (310, "c/o LogiVeneto S.p.A. - magazzino 3")]
    )
    s.row([(48, "Via Monte Venda 7"), (310, "Via dell'Industria 40")])
    s.row([(48, "35030 Vo' (PD) - P.IVA 01944170281"), (310, "35129 Padova (PD)")])
    s.skip(10)
    s.t("FATTURA DIFFERITA", 12, True)
    q_no = s.row([(48, "Numero"), (120, "412/2026"), (300, "Cod. cliente"), (380, "C-0771")])
    q_date = s.row(
        [(48, "Data"), (120, "20/03/2026"), (300, "Vs. ordine"), (380, "OA-2026-118 del 02/03/2026")]
    )
    s.row(
        [(48, "DDT"), (120, "n. 388 del 16/03/2026"), (300, "Pagamento"), (380, "Bonifico 30 gg d.f. f.m.")]
    )
    s.skip(8)
    head_row(
        s,
        [
            (48, "Descrizione"),
            (330, "Q.tà", "r"),
            (340, "UM"),
            (420, "Prezzo", "r"),
            (460, "IVA", "r"),
            (564, "Importo", "r"),
        ],
    )
    items = [
        ("Etichette vino f.to 90x120, carta vergata, 4 colori + oro", "18000", "pz", "0.142", 22),
        ("Impianti stampa e fustella", "1", "corpo", "380.00", 22),
        ("Retroetichette f.to 60x80", "18000", "pz", "0.047", 22),
        ("Volume 'Le vigne dei Colli' 160 pp., brossura", "250", "copie", "11.80", 4),
    ]
    base = {22: D(0), 4: D(0)}
    for name, qty, um, price, rate in items:
        e = ext(qty, price)
        base[rate] += e
        pr = EU(D(price), 3) if len(price.split(".")[1]) == 3 else EU(D(price))
        s.row(
            [
                (48, name),
                (330, EU(D(qty), 0), "r"),
                (340, um),
                (420, pr, "r"),
                (460, f"{rate}%", "r"),
                (564, EU(e), "r"),
            ]
        )
    s.rule()
    s.skip(8)
    iva = {r: pct(b, r) for r, b in base.items()}
    imp = tot(base.values())
    tiva = tot(iva.values())
    totale = imp + tiva
    s.row(
        [(48, "Riepilogo IVA"), (140, "Aliquota", "r"), (230, "Imponibile", "r"), (310, "Imposta", "r")],
        bold=True,
    )
    for r in (22, 4):
        s.row([(140, f"{r}%", "r"), (230, EU(base[r]), "r"), (310, EU(iva[r]), "r")])
    s.skip(4)
    s.x = 360
    q_imp = s.kv("Totale imponibile", EU(imp))
    q_iva = s.kv("Totale IVA", EU(tiva))
    q_tot = s.kv("Totale documento EUR", EU(totale), bold=True)
    q_netto = s.kv("Netto a pagare", "€ " + EU(totale), bold=True)
    s.x = 48
    s.skip(10)
    q_due = s.row([(48, "Scadenze:"), (120, "30/04/2026"), (200, "€ " + EU(totale))])
    s.t("IBAN IT00 X 05418 02400 000000044190 - Banca di Credito Emiliano", 7.6, color=GREY)
    s.t("Contributo CONAI assolto ove dovuto. Operazione soggetta a IVA ordinaria.", 7, color=GREY)
    same(6732.00, imp, "imp")
    same(950.04, tiva, "iva")
    same(7682.04, totale, "tot")
    fields = {
        "invoice_number": F("412/2026", 1, q_no),
        "invoice_date": F("2026-03-20", 1, q_date),
        "due_date": F("2026-04-30", 1, q_due),
        "vendor_name": F("Officine Grafiche Baldassarri S.r.l.", 1, q_vendor),
        "bill_to": F("Cantina dei Colli Euganei Soc. Coop. Agricola", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(6732.00, 1, q_imp),
        "tax": F(950.04, 1, q_iva),
        "total": F(7682.04, 1, q_tot),
        "amount_due": F(7682.04, 1, q_netto),
    }
    notes = (
        "Italian fattura differita (EUR, 1.234,56, dd/mm/yyyy, unit prices with three decimals). invoice "
        "date "
        "is Data 20/03/2026, not the DDT date 16/03/2026 or the order date 02/03/2026; due_date is the "
        "single "
        "Scadenze line 30/04/2026 (terms '30 gg d.f. f.m.'). bill_to is the cessionario cooperative; the "
        "Destinazione merce (logistics warehouse) is the ship-to. IVA 22 % and 4 % in a riepilogo table; "
        "subtotal = Totale imponibile, tax = Totale IVA, total = Totale documento; amount_due = Netto a "
        "pagare (equal to the total). No field is null."
    )
    return p, fields, notes, []


# ==================== 5 Dutch creditnota: negative amounts, BTW 21 % and 9 %, original invoice reference
@doc("b17_inv_nl_creditnota", "invoice", "Groothandel Van Duijvenbode creditnota CN-2026-0117")
def inv_nl():
    p = Pdf()
    s = Sheet(p, x=50, xr=562, top=60, size=8.6)
    q_vendor = s.t("Groothandel Van Duijvenbode B.V.", 14, True)
    s.t("Veilingweg 130 - 3042 AS Rotterdam - KvK 24418830 - BTW NL8190.44.218.B01", 7.4, color=GREY)
    s.skip(12)
    s.t("CREDITNOTA", 14, True, x=562, align="r")
    q_bill = s.row(
        [(50, "Bloemisterij De Zonnehoek V.O.F."), (330, "Creditnotanummer"), (450, "CN-2026-0117")]
    )
    q_date = s.row([(50, "t.a.v. dhr. R. Meijboom"), (330, "Creditnotadatum"), (450, "19 maart 2026")])
    s.row([(50, "Dorpsstraat 61"), (330, "Klantnummer"), (450, "D-20418")])
    s.row([(50, "2712 AJ Zoetermeer"), (330, "Retournummer"), (450, "RMA-6631")])
    s.skip(8)
    s.t("Betreft: creditering op factuur 2026-1942 van 26 februari 2026 (retour beschadigde levering).")
    s.skip(8)
    head_row(
        s,
        [
            (50, "Omschrijving"),
            (350, "Aantal", "r"),
            (430, "Prijs", "r"),
            (470, "BTW", "r"),
            (562, "Bedrag", "r"),
        ],
    )
    items = [
        ("Sierpotten keramiek 32 cm, glazuur antraciet", "-24", "18.40", 21),
        ("Plantenvoeding vloeibaar 1 l", "-36", "4.95", 9),
        ("Verzendkosten retour", "-1", "42.00", 21),
    ]
    base = {21: D(0), 9: D(0)}
    for name, qty, price, rate in items:
        e = ext(qty, price)
        base[rate] += e
        s.row(
            [
                (50, name),
                (350, qty, "r"),
                (430, EU(D(price)), "r"),
                (470, f"{rate}%", "r"),
                (562, "€ " + EU(e), "r"),
            ]
        )
    s.rule()
    s.skip(6)
    b21, b9 = pct(base[21], 21), pct(base[9], 9)
    ex = tot(base.values())
    btw = b21 + b9
    inc = ex + btw
    s.x = 330
    q_ex = s.kv("Totaal excl. BTW", "€ " + EU(ex))
    s.kv(f"BTW 21% over € {EU(base[21])}", "€ " + EU(b21))
    s.kv(f"BTW 9% over € {EU(base[9])}", "€ " + EU(b9))
    q_btw = s.kv("Totaal BTW", "€ " + EU(btw))
    q_inc = s.kv("Totaal incl. BTW", "€ " + EU(inc), bold=True)
    s.x = 50
    s.skip(12)
    s.t("Het creditbedrag wordt verrekend met uw eerstvolgende factuur. U hoeft niets te betalen.")
    s.t("Openstaand saldo na verrekening volgt op uw maandoverzicht van 31 maart 2026.", color=GREY)
    same(-661.80, ex, "ex")
    same(-117.60, btw, "btw")
    same(-779.40, inc, "inc")
    fields = {
        "invoice_number": F("CN-2026-0117", 1, q_bill),
        "invoice_date": F("2026-03-19", 1, q_date),
        "due_date": NULL(),
        "vendor_name": F("Groothandel Van Duijvenbode B.V.", 1, q_vendor),
        "bill_to": F("Bloemisterij De Zonnehoek V.O.F.", 1, q_bill),
        "currency": F("EUR", 1, q_inc),
        "subtotal": F(-661.80, 1, q_ex),
        "tax": F(-117.60, 1, q_btw),
        "total": F(-779.40, 1, q_inc),
        "amount_due": NULL(),
    }
    notes = (
        "Dutch creditnota (EUR, '€ -661,80', dates in Dutch words). invoice_number is the credit note's own "
        "number CN-2026-0117, not the credited factuur 2026-1942 or RMA-6631; invoice_date is the "
        "Creditnotadatum 19 maart 2026, not the original invoice date 26 februari 2026 or the statement date "
        "31 maart 2026. Amounts are negative: subtotal Totaal excl. BTW, tax Totaal BTW (21 % and 9 %), "
        "total "
        "Totaal incl. BTW. due_date is null (a credit is set off, nothing is due) and amount_due is null (no "
        "separate amount due is printed)."
    )
    return p, fields, notes, []


# ==================== 6 US two-page invoice: page subtotal carried forward, freight not taxed, deposit
US_P1 = [
    ("HX-38-112", "Hex cap screw 3/8-16 x 1-1/2 Gr 8 zinc yellow", 400, "0.31"),
    ("HX-38-200", "Hex cap screw 3/8-16 x 2 Gr 8 zinc yellow", 300, "0.38"),
    ("NU-38-FLN", "Flange nut 3/8-16 serrated Gr G", 700, "0.12"),
    ("WA-38-SAE", "Flat washer 3/8 SAE hardened", 1000, "0.05"),
    ("AN-12-WDG", "Wedge anchor 1/2 x 4-1/4 ZP", 250, "1.46"),
    ("AN-58-WDG", "Wedge anchor 5/8 x 6 ZP", 120, "2.87"),
    ("TR-38-B7", "Threaded rod 3/8-16 x 10 ft B7", 60, "9.85"),
    ("TR-12-B7", "Threaded rod 1/2-13 x 10 ft B7", 40, "16.40"),
    ("ST-12-BC", "Beam clamp 1/2 rod, malleable iron", 80, "4.12"),
    ("UN-P1000", "Strut channel 1-5/8 x 1-5/8 12 ga x 10 ft PG", 45, "38.60"),
    ("UN-SN38", "Strut spring nut 3/8-16", 500, "0.64"),
    ("UN-SN12", "Strut spring nut 1/2-13", 300, "0.79"),
    ("PC-0200", "Pipe clamp 2 in strut, EG", 150, "1.88"),
    ("PC-0300", "Pipe clamp 3 in strut, EG", 90, "2.44"),
]
US_P2 = [
    ("PC-0400", "Pipe clamp 4 in strut, EG", 60, "3.10"),
    ("HG-0200", "Clevis hanger 2 in, epoxy", 110, "3.95"),
    ("HG-0400", "Clevis hanger 4 in, epoxy", 70, "6.80"),
    ("SS-14-100", "Self-drill screw #14 x 1 hex washer head", 2000, "0.06"),
    ("SS-12-075", "Self-drill screw #12 x 3/4 hex washer head", 2500, "0.04"),
    ("LG-38-300", "Lag screw 3/8 x 3 HDG", 200, "0.58"),
    ("EP-KIT-22", "Epoxy anchoring adhesive 22 oz cartridge", 24, "31.75"),
    ("EP-NOZ", "Mixing nozzle for 22 oz cartridge", 48, "1.15"),
    ("SK-0100", "Seismic brace kit, rigid, 1 in", 18, "47.20"),
]


@doc("b17_inv_us_two_page_carried_forward", "invoice", "Tamarack Industrial Fasteners invoice 00418862")
def inv_us2():
    p = Pdf()
    s = Sheet(p, x=40, xr=572, top=50, size=8.2)

    def header(pg):
        s.row(
            [(40, "TAMARACK INDUSTRIAL FASTENERS, INC."), (572, "INVOICE", "r")], size=13, bold=True, lead=15
        )
        s.row(
            [
                (40, "2215 Foundry Lane, Spokane Valley, WA 99216 - (509) 555-0148"),
                (572, f"Page {pg} of 2", "r"),
            ]
        )
        s.skip(4)

    header(1)
    q_vendor = "TAMARACK INDUSTRIAL FASTENERS, INC. INVOICE"
    q_no = s.row([(40, "Invoice No."), (120, "00418862"), (300, "Customer PO"), (380, "NMC-7731-RH")])
    q_date = s.row([(40, "Invoice Date"), (120, "03/18/2026"), (300, "Sales Order"), (380, "SO-221906")])
    s.row([(40, "Order Date"), (120, "03/09/2026"), (300, "Ship Via"), (380, "Our truck")])
    s.row([(40, "Ship Date"), (120, "03/16/2026"), (300, "Terms"), (380, "Net 30")])
    q_due = s.row([(40, "Due Date"), (120, "04/17/2026"), (300, "Salesperson"), (380, "K. Oyelaran")])
    s.skip(6)
    s.row([(40, "BILL TO"), (320, "SHIP TO")], bold=True)
    q_bill = s.row(
        [(40, "Northgate Mechanical Contractors LLC"), (320, "Riverside Hospital Expansion - Gate 3")]
    )
    s.row([(40, "Accounts Payable"), (320, "Attn: site foreman D. Whitlock")])
    s.row([(40, "PO Box 1907"), (320, "1480 W Summit Pkwy")])
    s.row([(40, "Coeur d'Alene, ID 83816"), (320, "Spokane, WA 99201")])
    s.skip(6)
    cols = [
        (40, "Item"),
        (110, "Description"),
        (400, "Qty", "r"),
        (420, "T"),
        (490, "Unit Price", "r"),
        (572, "Amount", "r"),
    ]
    head_row(s, cols)

    def line(it):
        code, desc, qty, price = it
        e = ext(qty, price)
        s.row(
            [
                (40, code),
                (110, desc),
                (400, f"{qty:,}", "r"),
                (420, "Y"),
                (490, US(D(price), 2), "r"),
                (572, US(e), "r"),
            ]
        )
        return e

    p1 = tot([line(it) for it in US_P1])
    s.rule()
    q_p1 = s.row([(330, "Subtotal this page"), (572, usd(p1), "r")], bold=True)
    s.t("Continued on page 2", 7.6, x=572, align="r", color=GREY)
    s.new_page()
    header(2)
    s.row([(40, "Invoice No. 00418862 (continued)"), (300, "Invoice Date 03/18/2026")])
    s.skip(4)
    head_row(s, cols)
    s.row([(110, "Balance carried forward from page 1"), (572, usd(p1), "r")], bold=True)
    p2 = tot([line(it) for it in US_P2])
    s.rule()
    q_p2 = s.row([(330, "Subtotal this page (items)"), (572, usd(p2), "r")], bold=True)
    s.skip(10)
    merch = p1 + p2
    freight = D("186.50")
    sub = merch + freight
    tax = pct(merch, D("8.9"))
    total = sub + tax
    deposit = D("1500.00")
    bal = total - deposit
    s.x = 340
    q_merch = s.kv("Merchandise", usd(merch))
    q_fr = s.kv("Freight (not taxable)", usd(freight))
    q_sub = s.kv("Subtotal", usd(sub))
    q_tax = s.kv(f"Sales Tax 8.9% on {usd(merch)}", usd(tax))
    q_tot = s.kv("Invoice Total", usd(total), bold=True)
    q_dep = s.kv("Deposit received 03/09/2026", "(" + usd(deposit) + ")")
    q_bal = s.kv("Balance Due (USD)", usd(bal), bold=True, size=10)
    s.x = 40
    s.skip(12)
    s.t("Terms: Net 30. A 1% cash discount applies if paid within 10 days; not deducted above.", 7.8)
    s.t("Remit to: Tamarack Industrial Fasteners, Inc., Dept. 4418, PO Box 35000, Seattle, WA 98124", 7.8)
    s.t("Past-due balances accrue a service charge of 1.5% per month.", 7.4, color=GREY)
    same(5453.60, p1, "p1")
    same(3099.30, p2, "p2")
    same(8739.40, sub, "sub")
    same(761.21, tax, "tax")
    same(9500.61, total, "total")
    same(8000.61, bal, "bal")
    fields = {
        "invoice_number": F("00418862", 1, q_no),
        "invoice_date": F("2026-03-18", 1, q_date),
        "due_date": F("2026-04-17", 1, q_due),
        "vendor_name": F("TAMARACK INDUSTRIAL FASTENERS, INC.", 1, q_vendor),
        "bill_to": F("Northgate Mechanical Contractors LLC", 1, q_bill),
        "currency": F("USD", 2, q_bal),
        "subtotal": F(8739.40, 2, q_sub),
        "tax": F(761.21, 2, q_tax),
        "total": F(9500.61, 2, q_tot),
        "amount_due": F(8000.61, 2, q_bal),
    }
    notes = (
        "Two-page US fastener invoice, 23 item lines. Page 1 ends with 'Subtotal this page' (carried forward "
        "to page 2) and page 2 has its own items subtotal: both are per-page distractors (sum: page 1 + page "
        "2 = Merchandise). subtotal is the printed 'Subtotal' (merchandise plus freight, before tax; sum), "
        "not "
        "Merchandise. Sales tax 8.9% is charged on merchandise only (freight not taxable). total is Invoice "
        "Total; a deposit is deducted to Balance Due = amount_due (sum). Invoice Date vs Order/Ship/Due "
        "dates; "
        "Invoice No. vs Customer PO and Sales Order; BILL TO company vs SHIP TO job site; remit-to P.O. box; "
        "1% cash discount not deducted. No field is null."
    )
    sums = [
        SUM(
            "page 1 subtotal + page 2 subtotal = Merchandise",
            [
                (1, T("Subtotal this page (page 1)", 5453.60, 1, q_p1)),
                (1, T("Subtotal this page (page 2)", 3099.30, 2, q_p2)),
            ],
            T("Merchandise", 8552.90, 2, q_merch),
        ),
        SUM(
            "Merchandise + Freight = Subtotal",
            [(1, T("Merchandise", 8552.90, 2, q_merch)), (1, T("Freight", 186.50, 2, q_fr))],
            "subtotal",
        ),
        SUM(
            "Invoice Total - deposit = Balance Due",
            [(1, "total"), (1, T("Deposit received", -1500.00, 2, q_dep))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ==================== 7 US event rental: prices include sales tax (rate only), no pre-tax total, deposit
@doc("b17_inv_us_tax_included_rate_only", "invoice", "Blue Heron Event Rentals invoice BH-26-0593")
def inv_us_rate():
    p = Pdf()
    s = Sheet(p, x=56, xr=556, top=64, size=9)
    q_vendor = s.t("Blue Heron Event Rentals", 16, True, align="c")
    s.t("Tents - Tables - Linens - Lighting", 8, align="c", color=GREY)
    s.t("4710 Mill Creek Road, Buda, TX 78610 - bookings@blueheron-rentals.example", 8, align="c", color=GREY)
    s.skip(14)
    q_no = s.row([(56, "Invoice #"), (150, "BH-26-0593"), (330, "Event date"), (420, "April 18, 2026")])
    q_date = s.row(
        [(56, "Invoice date"), (150, "March 21, 2026"), (330, "Delivery"), (420, "April 17, 2026")]
    )
    s.row([(56, "Terms"), (150, "Net 15"), (330, "Pickup"), (420, "April 19, 2026")])
    s.skip(8)
    s.row([(56, "Customer"), (330, "Event location")], bold=True)
    q_bill = s.row([(56, "Mariana Okafor"), (330, "Pecan Grove Pavilion")])
    s.row([(56, "118 Larkspur Bend"), (330, "2200 Old Lockhart Hwy")])
    s.row([(56, "Kyle, TX 78640"), (330, "Buda, TX 78610")])
    s.skip(10)
    head_row(s, [(56, "Qty"), (90, "Item"), (470, "Each", "r"), (556, "Line total", "r")])
    items = [
        (1, "Frame tent 30 x 45 ft, sidewalls", "1890.00"),
        (20, "Round table 60 in", "14.50"),
        (160, "Chiavari chair, gold, with cushion", "6.75"),
        (20, "Linen 120 in round, ivory", "18.00"),
        (2, "Bistro string lights, 100 ft run", "95.00"),
        (1, "Delivery, setup and teardown", "420.00"),
    ]
    exts = []
    for qty, name, price in items:
        e = ext(qty, price)
        exts.append(e)
        s.row([(56, str(qty)), (90, name), (470, usd(D(price)), "r"), (556, usd(e), "r")])
    s.rule()
    s.skip(4)
    total = tot(exts)
    dep = D("750.00")
    bal = total - dep
    s.x = 330
    q_tot = s.kv("Total", usd(total), bold=True)
    q_dep = s.kv("Deposit paid 03/02/2026", "-" + usd(dep))
    q_bal = s.kv("Balance (USD)", usd(bal), bold=True, size=10.5)
    s.x = 56
    s.skip(10)
    s.t("All prices include Texas state and local sales tax (8.25%).", 8.4)
    s.t("Damage waiver declined. Lost or damaged items are billed at replacement cost.", 8.4)
    s.t("Thank you for choosing Blue Heron!", 8.4, color=GREY)
    same(4230.00, total, "total")
    same(3480.00, bal, "bal")
    fields = {
        "invoice_number": F("BH-26-0593", 1, q_no),
        "invoice_date": F("2026-03-21", 1, q_date),
        "due_date": NULL(),
        "vendor_name": F("Blue Heron Event Rentals", 1, q_vendor),
        "bill_to": F("Mariana Okafor", 1, q_bill),
        "currency": F("USD", 1, q_bal),
        "subtotal": NULL(),
        "tax": NULL(),
        "total": F(4230.00, 1, q_tot),
        "amount_due": F(3480.00, 1, q_bal),
    }
    notes = (
        "US party-rental invoice to a private person. Prices include sales tax: the only tax text is 'All "
        "prices include Texas state and local sales tax (8.25%)', a rate with no amount, so tax is null; no "
        "pre-tax total is printed, so subtotal is null (the line totals add up to the tax-inclusive Total). "
        "due_date is null: only 'Terms Net 15' is printed (event, delivery and pickup dates are not due "
        "dates). bill_to is the customer Mariana Okafor, not the event location. A deposit is deducted from "
        "Total to Balance (USD) = amount_due (sum)."
    )
    sums = [
        SUM(
            "Total - deposit = Balance",
            [(1, "total"), (1, T("Deposit paid", -750.00, 1, q_dep))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


def gbp(x):
    return "£" + US(x)


# ==================== 8 UK invoice: VAT 20 %, paid previous invoice and account summary as distractors
@doc("b17_inv_gb_vat_account_summary", "invoice", "Pennant & Rook Surveying invoice PRS-26-0331")
def inv_gb():
    p = Pdf()
    s = Sheet(p, x=52, xr=560, top=60, size=8.8)
    q_vendor = s.row(
        [(52, "Pennant & Rook Surveying Ltd"), (560, "Invoice", "r")], size=15, bold=True, lead=19
    )
    s.t(
        "Chartered Building Surveyors - 6 Wharf Approach, Leeds LS1 4BR - VAT Reg. GB 318 4402 19",
        7.4,
        color=GREY,
    )
    s.skip(12)
    y0 = s.y
    s.row([(52, "Invoice to")], bold=True)
    q_bill = s.row([(52, "Calder Valley Housing Association")])
    s.row([(52, "FAO Ms Joanne Tillotson, Asset Manager")])
    s.row([(52, "Brunswick House, 11 Horton Street")])
    s.row([(52, "Halifax HX1 1QE")])
    s.y = y0
    q_no = s.row([(340, "Invoice number"), (450, "PRS-26-0331")])
    q_date = s.row([(340, "Invoice date / tax point"), (450, "23 March 2026")])
    s.row([(340, "Your order ref."), (450, "CVHA-PO-08817")])
    s.row([(340, "Our job no."), (450, "J2609")])
    q_due = s.row([(340, "Payment due by"), (450, "22 April 2026")])
    s.skip(10)
    s.t("Re: Stock condition survey, Moorside Court (48 flats), Sowerby Bridge HX6 2AD", 9, True)
    s.skip(4)
    head_row(s, [(52, "Description"), (420, "Qty", "r"), (490, "Rate", "r"), (560, "Net", "r")])
    items = [
        ("Stock condition survey, per dwelling", "48", "145.00"),
        ("Communal areas and external envelope survey", "1", "1250.00"),
        ("Drone roof inspection and report", "1", "680.00"),
        ("Asbestos register review (desktop)", "1", "320.00"),
    ]
    exts = []
    for name, qty, rate in items:
        e = ext(qty, rate)
        exts.append(e)
        s.row([(52, name), (420, qty, "r"), (490, gbp(D(rate)), "r"), (560, gbp(e), "r")])
    s.rule()
    s.skip(4)
    net = tot(exts)
    vat = pct(net, 20)
    total = net + vat
    s.x = 340
    q_net = s.kv("Total net", gbp(net))
    q_vat = s.kv("VAT @ 20%", gbp(vat))
    q_tot = s.kv("Invoice total (GBP)", gbp(total), bold=True)
    q_due_amt = s.kv("Amount due", gbp(total), bold=True)
    s.x = 52
    s.skip(12)
    s.t("Account summary", 9, True)
    s.row(
        [
            (52, "Invoice PRS-26-0207 dated 12 February 2026"),
            (400, gbp(D("3480.00")), "r"),
            (420, "paid 9 March 2026"),
        ]
    )
    s.row([(52, "Invoice PRS-26-0331 (this invoice)"), (400, gbp(total), "r"), (420, "outstanding")])
    s.skip(8)
    s.t("Please pay by BACS to Pennant & Rook Surveying Ltd, sort code 00-44-18, account 31770412,", 8)
    s.t("quoting the invoice number. Late payment interest may be charged under the Late Payment Act.", 8)
    s.t("Registered in England and Wales no. 09318440. Registered office as above.", 7, color=GREY)
    same(9210.00, net, "net")
    same(1842.00, vat, "vat")
    same(11052.00, total, "total")
    fields = {
        "invoice_number": F("PRS-26-0331", 1, q_no),
        "invoice_date": F("2026-03-23", 1, q_date),
        "due_date": F("2026-04-22", 1, q_due),
        "vendor_name": F("Pennant & Rook Surveying Ltd", 1, q_vendor),
        "bill_to": F("Calder Valley Housing Association", 1, q_bill),
        "currency": F("GBP", 1, q_tot),
        "subtotal": F(9210.00, 1, q_net),
        "tax": F(1842.00, 1, q_vat),
        "total": F(11052.00, 1, q_tot),
        "amount_due": F(11052.00, 1, q_due_amt),
    }
    notes = (
        "UK surveyor's invoice (GBP, '£11,052.00', dates '23 March 2026'). Two-column header: Invoice to "
        "block on the left, reference block on the right. bill_to is the housing association (FAO line is a "
        "person); the surveyed estate is a site, not a party. invoice_date is the invoice date / tax point; "
        "due_date 'Payment due by 22 April 2026'. Account summary lists an earlier invoice PRS-26-0207 "
        "(£3,480.00, 12 February 2026, paid) as a distractor. subtotal Total net, tax VAT @ 20%, total "
        "Invoice "
        "total, amount_due 'Amount due' (equal to the total). No field is null."
    )
    return p, fields, notes, []


# ==================== 9 Canadian bilingual invoice: GST 5 % + QST 9.975 % with total taxes, terms only
@doc("b17_inv_ca_gst_qst_bilingual", "invoice", "Ateliers Boréal Signalisation invoice 26-3307")
def inv_ca():
    p = Pdf()
    s = Sheet(p, x=48, xr=564, top=58, size=8.4)
    q_vendor = s.t("Ateliers Boréal Signalisation inc.", 14, True)
    s.t(
        "8800 boul. Pie-IX, Montréal (Québec) H1Z 3T9 - TPS/GST 781044182 RT0001 - TVQ/QST 1220441830 TQ0001",
        7,
        color=GREY,
    )
    s.skip(10)
    s.t("FACTURE / INVOICE", 13, True, x=564, align="r")
    q_no = s.row([(330, "No de facture / Invoice no."), (470, "26-3307")])
    q_date = s.row([(330, "Date"), (470, "2026-03-12")])
    s.row([(330, "Bon de commande / PO"), (470, "GIR-2026-044")])
    s.row([(330, "Conditions / Terms"), (470, "Net 30 jours / days")])
    s.skip(8)
    s.row([(48, "Vendu à / Sold to"), (330, "Livré à / Ship to")], bold=True)
    q_bill = s.row([(48, "Gestion Immobilière Rivard inc."), (330, "Résidence Rivard-Sud")])
    s.row([(48, "1450 rue Saint-Charles Ouest, bureau 300"), (330, "2200 boul. Taschereau")])
    s.row([(48, "Longueuil (Québec) J4K 1C7"), (330, "Longueuil (Québec) J4V 2G9")])
    s.skip(10)
    head_row(
        s,
        [(48, "Qté / Qty"), (100, "Description"), (470, "Prix / Price", "r"), (564, "Montant / Amount", "r")],
    )
    items = [
        ("2", "Enseigne lumineuse DEL caisson double face 2,4 x 0,9 m", "2875.00"),
        ("14", "Plaques de porte aluminium gravé / engraved door plates", "42.50"),
        ("1", "Panneau directionnel extérieur / exterior wayfinding sign", "1190.00"),
        ("6", "Installation, heures / hours", "88.00"),
    ]
    exts = []
    for qty, name, price in items:
        e = ext(qty, price)
        exts.append(e)
        s.row([(48, qty), (100, name), (470, US(D(price)), "r"), (564, US(e), "r")])
    s.rule()
    s.skip(4)
    sub = tot(exts)
    gst = pct(sub, 5)
    qst = pct(sub, D("9.975"))
    taxes = gst + qst
    total = sub + taxes
    s.x = 330
    q_sub = s.kv("Sous-total / Subtotal", US(sub))
    s.kv("TPS / GST 5 %", US(gst))
    s.kv("TVQ / QST 9,975 %", US(qst))
    q_tax = s.kv("Total des taxes / Total taxes", US(taxes))
    q_tot = s.kv("TOTAL (CAD)", "$" + US(total), bold=True, size=10)
    s.x = 48
    s.skip(12)
    s.t("Paiement par virement ou chèque à l'ordre de Ateliers Boréal Signalisation inc.", 8)
    s.t(
        "Payment by transfer or cheque. Intérêts de 2 % par mois sur les comptes en souffrance / 2% per "
        "month on overdue accounts.",
        7.4,
    )
    same(8063.00, sub, "sub")
    same(1207.43, taxes, "taxes")
    same(9270.43, total, "total")
    fields = {
        "invoice_number": F("26-3307", 1, q_no),
        "invoice_date": F("2026-03-12", 1, q_date),
        "due_date": NULL(),
        "vendor_name": F("Ateliers Boréal Signalisation inc.", 1, q_vendor),
        "bill_to": F("Gestion Immobilière Rivard inc.", 1, q_bill),
        "currency": F("CAD", 1, q_tot),
        "subtotal": F(8063.00, 1, q_sub),
        "tax": F(1207.43, 1, q_tax),
        "total": F(9270.43, 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Québec bilingual FACTURE / INVOICE (CAD, ISO date). Vendu à / Sold to is bill_to; Livré à / Ship to "
        "is a residence of the same group (distractor). GST 5 % and QST 9,975 % are printed separately and "
        "as 'Total des taxes / Total taxes' (tax). due_date is null: only 'Net 30 jours / days' terms are "
        "printed. amount_due is null: only TOTAL (CAD) is printed."
    )
    return p, fields, notes, []


def dk(x):
    return EU(x)


# ==================== 10 Danish faktura: moms 25 %, Forfaldsdato, leveringsadresse, interest note
@doc("b17_inv_dk_faktura_moms", "invoice", "Skovgaard Tømrer & Snedker faktura 26-1184")
def inv_dk():
    p = Pdf(ttf=True)
    s = Sheet(p, x=50, xr=562, top=60, size=8.6)
    q_vendor = s.t("Skovgaard Tømrer & Snedker ApS", 15, True)
    s.t("Havnevej 14 · 4600 Køge · CVR 39418820 · tlf. 56 00 41 88", 7.4, color=GREY)
    s.skip(12)
    s.row([(50, "Kunde"), (330, "Leveringsadresse")], bold=True)
    q_bill = s.row([(50, "Andelsboligforeningen Kildevænget"), (330, "Kildevænget 22, opgang C")])
    s.row([(50, "v/ formand Lise Brønnum"), (330, "4600 Køge")])
    s.row([(50, "Kildevænget 2, st."), (330, "")])
    s.row([(50, "4600 Køge")])
    s.skip(10)
    s.t("FAKTURA", 14, True)
    q_no = s.row([(50, "Fakturanr."), (150, "26-1184"), (330, "Kundenr."), (430, "1093")])
    q_date = s.row(
        [(50, "Fakturadato"), (150, "17.03.2026"), (330, "Tilbud nr."), (430, "T-26-071 af 19.01.2026")]
    )
    q_due = s.row(
        [(50, "Forfaldsdato"), (150, "31.03.2026"), (330, "Betalingsbetingelser"), (430, "Netto 14 dage")]
    )
    s.skip(8)
    head_row(
        s,
        [(50, "Beskrivelse"), (380, "Antal", "r"), (390, "Enhed"), (480, "Á pris", "r"), (562, "Beløb", "r")],
    )
    items = [
        ("Udskiftning af trappeopgangsdøre, eg, inkl. beslag", "3", "stk.", "14850.00"),
        ("Tømrerarbejde", "41.5", "timer", "465.00"),
        ("Lærlinge", "22", "timer", "245.00"),
        ("Bortskaffelse af affald, container", "1", "stk.", "1950.00"),
    ]
    exts = []
    for name, qty, unit, price in items:
        e = ext(qty, price)
        exts.append(e)
        s.row(
            [
                (50, name),
                (380, qty.replace(".", ","), "r"),
                (390, unit),
                (480, dk(D(price)), "r"),
                (562, dk(e), "r"),
            ]
        )
    s.rule()
    s.skip(4)
    sub = tot(exts)
    moms = pct(sub, 25)
    total = sub + moms
    s.x = 330
    q_sub = s.kv("Subtotal ekskl. moms", dk(sub))
    q_moms = s.kv("Moms 25 %", dk(moms))
    q_tot = s.kv("I alt DKK inkl. moms", dk(total), bold=True, size=10)
    s.x = 50
    s.skip(12)
    s.t("Betaling til Køge Andelskasse reg.nr. 0418 kontonr. 0004418220 med angivelse af fakturanr.")
    s.t(
        "Ved betaling efter forfald tilskrives renter på 0,8 % pr. påbegyndt måned samt rykkergebyr kr. "
        "100,00."
    )
    same(71187.50, sub, "sub")
    same(17796.88, moms, "moms")
    same(88984.38, total, "total")
    fields = {
        "invoice_number": F("26-1184", 1, q_no),
        "invoice_date": F("2026-03-17", 1, q_date),
        "due_date": F("2026-03-31", 1, q_due),
        "vendor_name": F("Skovgaard Tømrer & Snedker ApS", 1, q_vendor),
        "bill_to": F("Andelsboligforeningen Kildevænget", 1, q_bill),
        "currency": F("DKK", 1, q_tot),
        "subtotal": F(71187.50, 1, q_sub),
        "tax": F(17796.88, 1, q_moms),
        "total": F(88984.38, 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Danish faktura (DKK, 1.234,56, dd.mm.yyyy). invoice_date Fakturadato 17.03.2026 vs the quote date "
        "19.01.2026; due_date Forfaldsdato 31.03.2026 (terms Netto 14 dage agree). bill_to is the housing "
        "cooperative (v/ formand person line); Leveringsadresse is the delivery staircase. Moms 25 % is tax; "
        "the interest rate and 'rykkergebyr kr. 100,00' in the footer are distractors. amount_due is null: "
        "only 'I alt DKK inkl. moms' (total) is printed."
    )
    return p, fields, notes, []


def aud(x):
    return "$" + US(x)


# ==================== 11 Australian tax invoice: GST 10 %, deposit deducted, quote date
@doc("b17_inv_au_tax_invoice_deposit", "invoice", "Wattle Creek Solar tax invoice INV-20418")
def inv_au():
    p = Pdf()
    s = Sheet(p, x=50, xr=562, top=60, size=8.8)
    s.row([(50, "TAX INVOICE"), (562, "Wattle Creek Solar Pty Ltd", "r")], size=14, bold=True, lead=18)
    q_vendor = s.row([(562, "ABN 41 618 440 219 - Wattle Creek Solar Pty Ltd", "r")], size=7.6)
    s.row([(562, "17 Tannery Road, Castlemaine VIC 3450", "r")], size=7.6)
    s.skip(10)
    y0 = s.y
    s.row([(50, "Bill to")], bold=True)
    q_bill = s.row([(50, "Harrow & Finch Cafe Pty Ltd")])
    s.row([(50, "Attn: Nadia Harrow")])
    s.row([(50, "PO Box 226, Kyneton VIC 3444")])
    s.y = y0
    q_no = s.row([(330, "Invoice number"), (450, "INV-20418")])
    q_date = s.row([(330, "Invoice date"), (450, "24/03/2026")])
    q_due = s.row([(330, "Due date"), (450, "07/04/2026")])
    s.row([(330, "Quote"), (450, "Q-3391 (13/02/2026)")])
    s.skip(8)
    s.row([(50, "Installation site:"), (150, "Harrow & Finch Cafe, 54 Piper Street, Kyneton VIC 3444")])
    s.skip(10)
    head_row(
        s,
        [(50, "Description"), (380, "Qty", "r"), (470, "Unit (ex GST)", "r"), (562, "Amount (ex GST)", "r")],
    )
    items = [
        ("Solar panel 440 W mono PERC", "30", "238.00"),
        ("Hybrid inverter 15 kW three-phase", "1", "4260.00"),
        ("Battery module 10 kWh", "2", "5890.00"),
        ("Mounting rail kit, tin roof", "1", "1340.00"),
        ("Installation labour and commissioning", "1", "3150.00"),
    ]
    exts = []
    for name, qty, price in items:
        e = ext(qty, price)
        exts.append(e)
        s.row([(50, name), (380, qty, "r"), (470, aud(D(price)), "r"), (562, aud(e), "r")])
    s.rule()
    s.skip(4)
    sub = tot(exts)
    gst = pct(sub, 10)
    total = sub + gst
    dep = D("6000.00")
    bal = total - dep
    s.x = 330
    q_sub = s.kv("Subtotal (ex GST)", aud(sub))
    q_gst = s.kv("GST 10%", aud(gst))
    q_tot = s.kv("Total AUD (inc GST)", aud(total), bold=True)
    q_dep = s.kv("Less deposit paid 16/02/2026", "(" + aud(dep) + ")")
    q_bal = s.kv("Balance due", aud(bal), bold=True, size=10)
    s.x = 50
    s.skip(12)
    s.t("EFT: Wattle Creek Solar Pty Ltd, BSB 000-418, Account 44190022. Reference: INV-20418.", 8)
    s.t(
        "Small-scale technology certificates (STCs) were assigned separately and are not shown on this "
        "invoice.",
        7.6,
    )
    same(27670.00, sub, "sub")
    same(2767.00, gst, "gst")
    same(30437.00, total, "total")
    same(24437.00, bal, "bal")
    fields = {
        "invoice_number": F("INV-20418", 1, q_no),
        "invoice_date": F("2026-03-24", 1, q_date),
        "due_date": F("2026-04-07", 1, q_due),
        "vendor_name": F("Wattle Creek Solar Pty Ltd", 1, q_vendor),
        "bill_to": F("Harrow & Finch Cafe Pty Ltd", 1, q_bill),
        "currency": F("AUD", 1, q_tot),
        "subtotal": F(27670.00, 1, q_sub),
        "tax": F(2767.00, 1, q_gst),
        "total": F(30437.00, 1, q_tot),
        "amount_due": F(24437.00, 1, q_bal),
    }
    notes = (
        "Australian tax invoice (AUD, dd/mm/yyyy; vendor name top right). invoice_date 24/03/2026 vs quote "
        "date 13/02/2026 and deposit date 16/02/2026; due_date 07/04/2026. bill_to is the cafe company (Attn "
        "person); the installation site is a distractor. subtotal Subtotal (ex GST), tax GST 10%, total "
        "Total AUD (inc GST); the deposit is deducted to Balance due = amount_due (sum). No field is null."
    )
    sums = [
        SUM(
            "Total - deposit = Balance due",
            [(1, "total"), (1, T("Deposit paid", -6000.00, 1, q_dep))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums
